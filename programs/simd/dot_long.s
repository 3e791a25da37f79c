// QEMU: compare
// Covers: SDOT/UDOT (FEAT_DotProd; vector and by element, every index, .2s/.4s, accumulating
// past 2^32), SMULL/UMULL/SMLAL/UMLAL{2} at every width, SQXTN/UQXTN/SQXTUN{2} saturating at
// both ends (the 2 forms keep Vd's lower half), with signed and unsigned extremes.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x1, vin
        ldp     q0, q1, [x1]
        ldp     q2, q4, [x1, #32]
        mov     v3.16b, v2.16b ; sdot v3.4s, v0.16b, v1.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sdot v3.2s, v0.8b, v1.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sdot v3.4s, v0.16b, v1.4b[0] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sdot v3.4s, v0.16b, v1.4b[1] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sdot v3.4s, v0.16b, v1.4b[2] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sdot v3.4s, v0.16b, v1.4b[3] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sdot v3.2s, v1.8b, v0.4b[3] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; udot v3.4s, v0.16b, v1.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; udot v3.2s, v0.8b, v1.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; udot v3.4s, v0.16b, v1.4b[0] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; udot v3.4s, v0.16b, v1.4b[1] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; udot v3.4s, v0.16b, v1.4b[2] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; udot v3.4s, v0.16b, v1.4b[3] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; udot v3.2s, v1.8b, v0.4b[3] ; str q3, [x20], #16
        smull   v3.8h, v0.8b, v1.8b ; str q3, [x20], #16
        smull2  v3.8h, v0.16b, v1.16b ; str q3, [x20], #16
        umull   v3.8h, v0.8b, v1.8b ; str q3, [x20], #16
        umull2  v3.8h, v0.16b, v1.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; smlal v3.8h, v0.8b, v1.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; smlal2 v3.8h, v0.16b, v1.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; umlal v3.8h, v0.8b, v1.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; umlal2 v3.8h, v0.16b, v1.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtn v3.8b, v4.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtn2 v3.16b, v4.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtn v3.8b, v0.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; uqxtn v3.8b, v4.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; uqxtn2 v3.16b, v4.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; uqxtn v3.8b, v0.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtun v3.8b, v4.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtun2 v3.16b, v4.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtun v3.8b, v0.8h ; str q3, [x20], #16
        smull   v3.4s, v0.4h, v1.4h ; str q3, [x20], #16
        smull2  v3.4s, v0.8h, v1.8h ; str q3, [x20], #16
        umull   v3.4s, v0.4h, v1.4h ; str q3, [x20], #16
        umull2  v3.4s, v0.8h, v1.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; smlal v3.4s, v0.4h, v1.4h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; smlal2 v3.4s, v0.8h, v1.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; umlal v3.4s, v0.4h, v1.4h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; umlal2 v3.4s, v0.8h, v1.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtn v3.4h, v4.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtn2 v3.8h, v4.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtn v3.4h, v0.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; uqxtn v3.4h, v4.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; uqxtn2 v3.8h, v4.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; uqxtn v3.4h, v0.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtun v3.4h, v4.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtun2 v3.8h, v4.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtun v3.4h, v0.4s ; str q3, [x20], #16
        smull   v3.2d, v0.2s, v1.2s ; str q3, [x20], #16
        smull2  v3.2d, v0.4s, v1.4s ; str q3, [x20], #16
        umull   v3.2d, v0.2s, v1.2s ; str q3, [x20], #16
        umull2  v3.2d, v0.4s, v1.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; smlal v3.2d, v0.2s, v1.2s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; smlal2 v3.2d, v0.4s, v1.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; umlal v3.2d, v0.2s, v1.2s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; umlal2 v3.2d, v0.4s, v1.4s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtn v3.2s, v4.2d ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtn2 v3.4s, v4.2d ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtn v3.2s, v0.2d ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; uqxtn v3.2s, v4.2d ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; uqxtn2 v3.4s, v4.2d ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; uqxtn v3.2s, v0.2d ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtun v3.2s, v4.2d ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtun2 v3.4s, v4.2d ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; sqxtun v3.2s, v0.2d ; str q3, [x20], #16
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
vin:    .quad   0x80ff7f0102fe0355, 0x7f7f8080ff00017f
        .quad   0x807f80ff7f01fe80, 0xffff00007f7f8080
        .quad   0xfffffff0fffffff0, 0x7ffffffe80000001
        .quad   0x0000ffff80007fff, 0x00000001ffffffff
        .balign 16
out:    .space  4096
