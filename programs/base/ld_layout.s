// QEMU: compare
// Covers: where GNU ld puts a program (text after the ELF and program headers at 0x4000b0,
// .rodata after .text, .data on the next 64 KiB page at the same page offset, .bss after
// .data, literal pools at the end of .text with equal literals shared), `sym = value`,
// .p2align/.balign (in code: NOP padding that runs), .type/.size/.hidden, .section flags.
// Prints each address as 16 hex digits and a newline; the exit status is the number printed.
// The expected output is what the program prints under QEMU 11.1 when linked by GNU ld:
// CHECK: stdout == "00000000004000c0\n0000000000410000\n00000000004101e0\n00000000004000dc\n00000000004001a8\n00000000004101b0\n00000000004101b8\n0000000000410210\n1122334455667788\n0000000000400140\n000000000040018c\n000000000000000b\n"
// CHECK: exit == 11
        .text
        .global _start
        .type   _start, %function
_start:
        adr     x0, _start
        bl      print
        adrp    x0, buf
        bl      print
        adr     x0, buf
        bl      print
        bl      1f
        .p2align 5                      // code alignment: GNU as pads with NOPs that run
1:      mov     x0, x30                 // the return address: 1b
        bl      print
        adr     x0, ro_msg
        bl      print
        adr     x0, data_word
        bl      print
        adr     x0, more_data
        bl      print
        adr     x0, late_bss
        bl      print
        ldr     x0, =0x1122334455667788 // an 8-byte literal
        bl      print
        adr     x0, after_pool          // after the .ltorg pool: 4-byte entry, then 8-byte
        bl      print
        adr     x0, pool_a
        bl      print
        ldr     w0, =count              // a 4-byte literal (pool of 4-byte entries first)
        bl      print
        mov     x0, #count
        mov     x8, #93
        svc     #0
        .ltorg                          // the pool of the two literals above
after_pool:
        .size   _start, . - _start

// print x0 as 16 hex digits and a newline (clobbers x0-x5, x8)
        .type   print, %function
        .hidden print
print:
        adr     x1, hexbuf
        mov     x2, #60
        mov     x3, x1
2:      lsr     x4, x0, x2
        and     x4, x4, #0xf
        cmp     x4, #10
        add     x5, x4, #'0'
        add     x4, x4, #('a' - 10)
        csel    x4, x5, x4, lt
        strb    w4, [x3], #1
        subs    x2, x2, #4
        b.pl    2b
        mov     w4, #10
        strb    w4, [x3]
        mov     x0, #1
        mov     x2, #17
        mov     x8, #64
        svc     #0
        ret
        .size   print, . - print
pool_a:
        ldr     x1, =0x1122334455667788 // the same literal: shares the entry
        ldr     x1, =ro_msg                 // the end-of-section pool: 2 entries of 8 bytes

        count = 11

        .section .rodata
ro_msg: .asciz  "layout"

        .data
data_word:
        .word   7
        .p2align 3
more_data:
        .quad   _start
hexbuf: .space  17

        .bss
buf:    .space  40
        .balign 16
late_bss:
        .space  8
