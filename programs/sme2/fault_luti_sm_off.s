// QEMU: compare
// assembler: clang
// FAULT program: with PSTATE.ZA = 1 but outside streaming mode, ZT0 is usable (MOVT works and
// its result is printed) but LUTI2 is a streaming SVE instruction: SIGILL, exit status 132.
// Output before the fault: "ok\n".
// CHECK: stdout == "ok\n"
// CHECK: exit == 132
        .text
        .global _start
_start:
        smstart za
        adr     x1, msg
        ldr     x3, [x1]
        movt    zt0[8], x3
        movt    x4, zt0[8]
        str     x4, [x1, #8]
        mov     x0, #1
        add     x1, x1, #8
        mov     x2, #3
        mov     x8, #64
        svc     #0
        luti2   z0.b, zt0, z1[0]                // not streaming: SIGILL
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 8
msg:    .ascii  "ok\n\0\0\0\0\0"
        .space  8
