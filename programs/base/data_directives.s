// QEMU: compare
// Covers: every data directive tilesim supports (.byte .hword .short .word .int .long .quad .float
// .single .double .ascii .asciz .string .space .skip .fill .zero .balign .p2align .align .equ .set)
// and constant expressions (+ - * / << >> & | parentheses, symbol differences).
// The program simply writes its whole data block to stdout, so stdout is the assembler's output.
// CHECK: exit == 0
        .arch   armv9-a+sme
        .arch_extension sme
        .text
        .globl  _start
_start:
        adrp    x1, blob
        add     x1, x1, :lo12:blob
        adrp    x2, blob_end
        add     x2, x2, :lo12:blob_end
        sub     x2, x2, x1              // length = blob_end - blob
        mov     x0, #1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .equ    BASE, 0x40
        .set    STEP, 3
        .section .data
        .balign 16
blob:
        .byte   1, 2, 0xff, -1, 65, BASE + STEP         // 01 02 ff ff 41 43
        .hword  0x1234, -2                              // 34 12 fe ff
        .short  (1 << 10) | 5                           // 05 04
        .balign 8, 0xee                                 // pad with ee up to 8
        .word   0xdeadbeef, (100 / 7) * 3, 7 & 0xd      // ef be ad de 2a 00 00 00 05 00 00 00
        .int    -(BASE >> 2)                            // f0 ff ff ff
        .long   (blob_mid - blob)                       // distance in bytes
        .quad   0x0123456789abcdef, -1
blob_mid:
        .float  1.0, -2.5, 0.1                          // 3f800000 c0200000 3dcccccd
        .single 3.0e38
        .double 1.0, -0.0                               // 3ff0000000000000 8000000000000000
        .ascii  "ab", "c"
        .asciz  "d"
        .string "ef"
        .space  3
        .space  2, 0x5a
        .skip   1, 0x7e
        .fill   3, 2, 0x0102                            // three 2-byte values
        .fill   2, 1, 0x99
        .zero   2
        .p2align 3
        .byte   0xaa
        .align  2                                       // AArch64: 2**2 = 4
        .byte   0xbb
        .p2align 2, 0x11
        .word   STEP * STEP - (BASE - 7 * (BASE / 7))                // 9 - 1 = 8
        .hword  blob_mid - blob_end + 200
blob_end:
