// QEMU: compare
// Covers: the write/exit syscalls, .ascii/.asciz/.string, `;` separators, ADR, `.equ` lengths.
// Prints a greeting in two write calls and exits with the total byte count.
// CHECK: stdout == "Hello, tilesim!\nSME says hi\n"
// CHECK: exit == 28
        .text
        .global _start
        .type   _start, %function
_start:
        mov     x0, #1 ; adr x1, msg1 ; mov x2, #len1 ; mov x8, #64 ; svc #0
        mov     x19, x0                 // bytes written (16)
        mov     x0, #1
        adr     x1, msg2
        mov     x2, #(msg2_end - msg2)
        mov     x8, #64
        svc     #0
        add     x0, x19, x0             // 16 + 12 = 28
        mov     x8, #93
        svc     #0
        .size   _start, . - _start

        .data
msg1:   .ascii  "Hello, "
        .string "tilesim!\n"            // .string adds a NUL after the text
        .equ    len1, . - msg1 - 1      // 16 bytes without the NUL
msg2:   .asciz  "SME says hi\n"
        .set    msg2_end, . - 1
