// QEMU: compare
// Covers: ZIP1/ZIP2/UZP1/UZP2/TRN1/TRN2 on Z registers, .b/.h/.s/.d, with Zn = INDEX 0,1,.. and
// Zm = INDEX 100,1,.. so every output element names its source lane (VL = 512 bits), and a
// destination that aliases both sources.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        index   z0.b, #0, #1
        mov     w5, #100
        index   z1.b, w5, #1
        zip1    z2.b, z0.b, z1.b        ; str z2, [x20] ; addvl x20, x20, #1
        zip2    z2.b, z0.b, z1.b        ; str z2, [x20] ; addvl x20, x20, #1
        uzp1    z2.b, z0.b, z1.b        ; str z2, [x20] ; addvl x20, x20, #1
        uzp2    z2.b, z0.b, z1.b        ; str z2, [x20] ; addvl x20, x20, #1
        trn1    z2.b, z0.b, z1.b        ; str z2, [x20] ; addvl x20, x20, #1
        trn2    z2.b, z0.b, z1.b        ; str z2, [x20] ; addvl x20, x20, #1
        index   z0.h, #0, #1
        index   z1.h, w5, #1
        zip2    z2.h, z0.h, z1.h        ; str z2, [x20] ; addvl x20, x20, #1
        uzp1    z2.h, z0.h, z1.h        ; str z2, [x20] ; addvl x20, x20, #1
        trn2    z2.h, z0.h, z1.h        ; str z2, [x20] ; addvl x20, x20, #1
        index   z0.s, #0, #1
        index   z1.s, w5, #1
        zip1    z2.s, z0.s, z1.s        ; str z2, [x20] ; addvl x20, x20, #1
        uzp2    z2.s, z0.s, z1.s        ; str z2, [x20] ; addvl x20, x20, #1
        trn1    z2.s, z0.s, z1.s        ; str z2, [x20] ; addvl x20, x20, #1
        index   z0.d, #0, #1
        index   z1.d, x5, #1
        zip2    z2.d, z0.d, z1.d        ; str z2, [x20] ; addvl x20, x20, #1
        uzp1    z2.d, z0.d, z1.d        ; str z2, [x20] ; addvl x20, x20, #1
        trn2    z2.d, z0.d, z1.d        ; str z2, [x20] ; addvl x20, x20, #1
        zip1    z2.s, z2.s, z2.s        ; str z2, [x20] ; addvl x20, x20, #1   // Zd aliases both
        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
out:    .space  2048
