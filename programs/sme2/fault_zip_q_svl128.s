// QEMU: compare
// assembler: clang
// Covers: ZIP (two registers) .Q is UNDEFINED when the vector holds fewer than two 128-bit
// elements (Arm ARM ZIP: VL < esize * 2): at SVL 128 (prctl(PR_SME_SET_VL = 63, 16)) it is
// SIGILL (status 132), after the first message was written; the same ZIP at SVL 256 ran.
// CHECK: exit == 132
        .text
        .global _start
_start:
        mov     x0, #63
        mov     x1, #32
        mov     x8, #167
        svc     #0                              // SVL 256
        smstart
        zip     {z0.q-z1.q}, z2.q, z3.q         // defined: two .Q elements per vector
        smstop
        mov     x0, #63
        mov     x1, #16
        mov     x8, #167
        svc     #0                              // SVL 128
        mov     x0, #1
        adr     x1, msg1
        mov     x2, #msg1_len
        mov     x8, #64
        svc     #0
        smstart
        zip     {z0.q-z1.q}, z2.q, z3.q         // SIGILL here
        mov     x0, #1
        adr     x1, msg2
        mov     x2, #msg2_len
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
msg1:   .ascii  "SVL 128: zip .q next\n"
        .equ    msg1_len, . - msg1
msg2:   .ascii  "not reached\n"
        .equ    msg2_len, . - msg2
