// QEMU: compare
// Covers: PRFM (prfop names and #imm5; unsigned offset, register offset, literal; PRFUM),
// prefetches of unmapped addresses (never fault), DMB/DSB/ISB with their options, SSBB/PSSBB,
// CLREX, HINT #n, YIELD, BTI; MRS/MSR of TPIDR_EL0 (read/write), FPCR, FPSR (written bits are
// masked to N Z C V QC and the cumulative flags), DCZID_EL0, CNTFRQ_EL0, CNTVCT_EL0 (two reads
// never go backwards) and SVCR (SM/ZA after SMSTART/SMSTOP and after MSR SVCR); DC ZVA (zeroes
// the aligned 512-byte block holding the address), DC CIVAC/CVAC/CVAU/CVAP and IC IVAU.
// Output: the values read, as 64-bit little-endian words, then the 1024-byte DC ZVA buffer.
// CHECK: exit == 0
        .text
        .global _start
_start:
        bti     c
        adr     x20, res
        mov     x1, #0x10                       // unmapped: a prefetch never faults
        prfm    pldl1keep, [x1]
        prfm    pstl2strm, [x1, #32760]
        prfm    #31, [x20, #8]
        prfm    plil3keep, [x20, x1]
        prfm    pldl2keep, [x20, w1, sxtw #3]
        prfm    pldl1strm, [x1, x1, lsl #3]
        prfum   pstl1keep, [x20, #-1]
        prfm    pldl1keep, lit
        prfm    #6, [sp]
        dmb     ish
        dmb     ishld
        dmb     ishst
        dmb     sy
        dmb     oshld
        dmb     #0
        dsb     sy
        dsb     ish
        dsb     nsh
        ssbb
        pssbb
        isb
        isb     #5
        clrex
        hint    #0x11
        hint    #127
        yield
        bti     j

        mrs     x2, tpidr_el0                   // 0 at start
        movz    x3, #0x1234, lsl #48
        movk    x3, #0x5678
        msr     tpidr_el0, x3
        mrs     x4, tpidr_el0
        stp     x2, x4, [x20], #16

        mrs     x2, fpcr                        // round to nearest, no flush to zero
        msr     fpcr, xzr
        mrs     x3, fpcr
        stp     x2, x3, [x20], #16
        mov     x1, #-1
        msr     fpsr, x1
        mrs     x2, fpsr                        // only the defined bits stick
        msr     fpsr, xzr
        mrs     x3, fpsr
        stp     x2, x3, [x20], #16

        mrs     x2, dczid_el0
        mrs     x3, cntfrq_el0
        stp     x2, x3, [x20], #16
        mrs     x2, cntvct_el0
        mrs     x3, cntvct_el0
        cmp     x3, x2
        cset    x4, hs
        ldr     x5, lit
        stp     x4, x5, [x20], #16

        mrs     x2, svcr                        // 0
        smstart
        mrs     x3, svcr                        // SM and ZA: 3
        smstop  sm
        mrs     x4, svcr                        // ZA only: 2
        mov     x1, #1
        msr     svcr, x1                        // SM on, ZA off
        mrs     x5, svcr
        cntb    x6                              // the streaming vector length in bytes
        msr     svcr, xzr
        mrs     x7, svcr
        stp     x2, x3, [x20], #16
        stp     x4, x5, [x20], #16
        stp     x6, x7, [x20], #16

        mov     x0, #1
        adr     x1, res
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0

        adr     x9, zbuf                        // 0xff everywhere, then one block zeroed
        mov     x1, #0
        mov     x2, #-1
1:      str     x2, [x9, x1]
        add     x1, x1, #8
        cmp     x1, #1024
        b.ne    1b
        add     x3, x9, #512 + 100
        dc      zva, x3
        dc      civac, x3
        dc      cvac, x9
        dc      cvau, x9
        dc      cvap, x9
        ic      ivau, x9
        mov     x0, #1
        mov     x1, x9
        mov     x2, #1024
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .balign 8
lit:    .quad   0x0123456789abcdef

        .data
        .balign 8
res:    .space  256
        .balign 512
zbuf:   .space  1024
