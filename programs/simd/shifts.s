// QEMU: compare
// Covers: AdvSIMD shifts by immediate at every arrangement and at the shift limits: SHL,
// USHR/SSHR (including a shift by the element size), USHLL/SSHLL{2} and UXTL/SXTL{2}
// (widening the lower/upper half), XTN{2} and SHRN{2} (narrowing; the 2 forms keep Vd's lower
// half).
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x1, vin
        ldp     q0, q1, [x1]
        shl     v3.8b, v0.8b, #0 ; str q3, [x20], #16
        shl     v3.8b, v0.8b, #1 ; str q3, [x20], #16
        shl     v3.8b, v0.8b, #7 ; str q3, [x20], #16
        ushr    v3.8b, v0.8b, #1 ; str q3, [x20], #16
        ushr    v3.8b, v0.8b, #4 ; str q3, [x20], #16
        ushr    v3.8b, v0.8b, #8 ; str q3, [x20], #16
        sshr    v3.8b, v0.8b, #1 ; str q3, [x20], #16
        sshr    v3.8b, v0.8b, #4 ; str q3, [x20], #16
        sshr    v3.8b, v0.8b, #8 ; str q3, [x20], #16
        shl     v3.16b, v0.16b, #0 ; str q3, [x20], #16
        shl     v3.16b, v0.16b, #1 ; str q3, [x20], #16
        shl     v3.16b, v0.16b, #7 ; str q3, [x20], #16
        ushr    v3.16b, v0.16b, #1 ; str q3, [x20], #16
        ushr    v3.16b, v0.16b, #4 ; str q3, [x20], #16
        ushr    v3.16b, v0.16b, #8 ; str q3, [x20], #16
        sshr    v3.16b, v0.16b, #1 ; str q3, [x20], #16
        sshr    v3.16b, v0.16b, #4 ; str q3, [x20], #16
        sshr    v3.16b, v0.16b, #8 ; str q3, [x20], #16
        shl     v3.4h, v0.4h, #0 ; str q3, [x20], #16
        shl     v3.4h, v0.4h, #1 ; str q3, [x20], #16
        shl     v3.4h, v0.4h, #15 ; str q3, [x20], #16
        ushr    v3.4h, v0.4h, #1 ; str q3, [x20], #16
        ushr    v3.4h, v0.4h, #8 ; str q3, [x20], #16
        ushr    v3.4h, v0.4h, #16 ; str q3, [x20], #16
        sshr    v3.4h, v0.4h, #1 ; str q3, [x20], #16
        sshr    v3.4h, v0.4h, #8 ; str q3, [x20], #16
        sshr    v3.4h, v0.4h, #16 ; str q3, [x20], #16
        shl     v3.8h, v0.8h, #0 ; str q3, [x20], #16
        shl     v3.8h, v0.8h, #1 ; str q3, [x20], #16
        shl     v3.8h, v0.8h, #15 ; str q3, [x20], #16
        ushr    v3.8h, v0.8h, #1 ; str q3, [x20], #16
        ushr    v3.8h, v0.8h, #8 ; str q3, [x20], #16
        ushr    v3.8h, v0.8h, #16 ; str q3, [x20], #16
        sshr    v3.8h, v0.8h, #1 ; str q3, [x20], #16
        sshr    v3.8h, v0.8h, #8 ; str q3, [x20], #16
        sshr    v3.8h, v0.8h, #16 ; str q3, [x20], #16
        shl     v3.2s, v0.2s, #0 ; str q3, [x20], #16
        shl     v3.2s, v0.2s, #1 ; str q3, [x20], #16
        shl     v3.2s, v0.2s, #31 ; str q3, [x20], #16
        ushr    v3.2s, v0.2s, #1 ; str q3, [x20], #16
        ushr    v3.2s, v0.2s, #16 ; str q3, [x20], #16
        ushr    v3.2s, v0.2s, #32 ; str q3, [x20], #16
        sshr    v3.2s, v0.2s, #1 ; str q3, [x20], #16
        sshr    v3.2s, v0.2s, #16 ; str q3, [x20], #16
        sshr    v3.2s, v0.2s, #32 ; str q3, [x20], #16
        shl     v3.4s, v0.4s, #0 ; str q3, [x20], #16
        shl     v3.4s, v0.4s, #1 ; str q3, [x20], #16
        shl     v3.4s, v0.4s, #31 ; str q3, [x20], #16
        ushr    v3.4s, v0.4s, #1 ; str q3, [x20], #16
        ushr    v3.4s, v0.4s, #16 ; str q3, [x20], #16
        ushr    v3.4s, v0.4s, #32 ; str q3, [x20], #16
        sshr    v3.4s, v0.4s, #1 ; str q3, [x20], #16
        sshr    v3.4s, v0.4s, #16 ; str q3, [x20], #16
        sshr    v3.4s, v0.4s, #32 ; str q3, [x20], #16
        shl     v3.2d, v0.2d, #0 ; str q3, [x20], #16
        shl     v3.2d, v0.2d, #1 ; str q3, [x20], #16
        shl     v3.2d, v0.2d, #63 ; str q3, [x20], #16
        ushr    v3.2d, v0.2d, #1 ; str q3, [x20], #16
        ushr    v3.2d, v0.2d, #32 ; str q3, [x20], #16
        ushr    v3.2d, v0.2d, #64 ; str q3, [x20], #16
        sshr    v3.2d, v0.2d, #1 ; str q3, [x20], #16
        sshr    v3.2d, v0.2d, #32 ; str q3, [x20], #16
        sshr    v3.2d, v0.2d, #64 ; str q3, [x20], #16
        ushll    v3.8h, v0.8b, #0 ; str q3, [x20], #16
        ushll2   v3.8h, v0.16b, #0 ; str q3, [x20], #16
        ushll    v3.8h, v0.8b, #7 ; str q3, [x20], #16
        ushll2   v3.8h, v0.16b, #7 ; str q3, [x20], #16
        sshll    v3.8h, v0.8b, #0 ; str q3, [x20], #16
        sshll2   v3.8h, v0.16b, #0 ; str q3, [x20], #16
        sshll    v3.8h, v0.8b, #7 ; str q3, [x20], #16
        sshll2   v3.8h, v0.16b, #7 ; str q3, [x20], #16
        uxtl    v3.8h, v1.8b ; str q3, [x20], #16
        uxtl2   v3.8h, v1.16b ; str q3, [x20], #16
        sxtl    v3.8h, v1.8b ; str q3, [x20], #16
        sxtl2   v3.8h, v1.16b ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; xtn v3.8b, v0.8h ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; xtn2 v3.16b, v0.8h ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn v3.8b, v0.8h, #1 ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn2 v3.16b, v0.8h, #1 ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn v3.8b, v0.8h, #8 ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn2 v3.16b, v0.8h, #8 ; str q3, [x20], #16
        ushll    v3.4s, v0.4h, #0 ; str q3, [x20], #16
        ushll2   v3.4s, v0.8h, #0 ; str q3, [x20], #16
        ushll    v3.4s, v0.4h, #15 ; str q3, [x20], #16
        ushll2   v3.4s, v0.8h, #15 ; str q3, [x20], #16
        sshll    v3.4s, v0.4h, #0 ; str q3, [x20], #16
        sshll2   v3.4s, v0.8h, #0 ; str q3, [x20], #16
        sshll    v3.4s, v0.4h, #15 ; str q3, [x20], #16
        sshll2   v3.4s, v0.8h, #15 ; str q3, [x20], #16
        uxtl    v3.4s, v1.4h ; str q3, [x20], #16
        uxtl2   v3.4s, v1.8h ; str q3, [x20], #16
        sxtl    v3.4s, v1.4h ; str q3, [x20], #16
        sxtl2   v3.4s, v1.8h ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; xtn v3.4h, v0.4s ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; xtn2 v3.8h, v0.4s ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn v3.4h, v0.4s, #1 ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn2 v3.8h, v0.4s, #1 ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn v3.4h, v0.4s, #16 ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn2 v3.8h, v0.4s, #16 ; str q3, [x20], #16
        ushll    v3.2d, v0.2s, #0 ; str q3, [x20], #16
        ushll2   v3.2d, v0.4s, #0 ; str q3, [x20], #16
        ushll    v3.2d, v0.2s, #31 ; str q3, [x20], #16
        ushll2   v3.2d, v0.4s, #31 ; str q3, [x20], #16
        sshll    v3.2d, v0.2s, #0 ; str q3, [x20], #16
        sshll2   v3.2d, v0.4s, #0 ; str q3, [x20], #16
        sshll    v3.2d, v0.2s, #31 ; str q3, [x20], #16
        sshll2   v3.2d, v0.4s, #31 ; str q3, [x20], #16
        uxtl    v3.2d, v1.2s ; str q3, [x20], #16
        uxtl2   v3.2d, v1.4s ; str q3, [x20], #16
        sxtl    v3.2d, v1.2s ; str q3, [x20], #16
        sxtl2   v3.2d, v1.4s ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; xtn v3.2s, v0.2d ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; xtn2 v3.4s, v0.2d ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn v3.2s, v0.2d, #1 ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn2 v3.4s, v0.2d, #1 ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn v3.2s, v0.2d, #32 ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; shrn2 v3.4s, v0.2d, #32 ; str q3, [x20], #16
        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
vin:    .quad   0x80ff7f0102fe0355, 0xc0008001fffe7ffe
        .quad   0xfedcba9876543210, 0x0123456789abcdef
        .balign 16
out:    .space  8192
