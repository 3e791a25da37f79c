// QEMU: compare
// Covers: prctl(PR_SME_SET_VL = 63, 64) switching SVL to 512 bits before SMSTART, then an SME
// GEMM at SVL 512: RDSVL = 64, streaming CNTW = 16, ZA = 64 x 64 bytes, .S tiles 16 x 16.
// C (16x16, f32) = sum over k < 7 of A[:,k] (x) B[k,:] with FMOPA, A[i][k] = i + k, B[k][j] =
// (k == j) ? 1 : 0.5, k-loop predicated by WHILELT on rows 0..12 and columns 0..14 (partial
// tile). By hand: C[i][j] = 0.5 * sum_k (i+k) + [j < 7] * 0.5 * (i+j) = 0.5*(7i+21) + ...
// C is written with vertical stores (ST1W of ZA0V.S columns = a transposed store) and the
// column-major result is printed raw (1024 bytes), preceded by the lengths.
// CHECK: exit == 16
        .text
        .global _start
_start:
        mov     x0, #63
        mov     x1, #64
        mov     x8, #167
        svc     #0                              // returns 64
        adr     x20, out
        str     x0, [x20], #8
        rdsvl   x1, #1
        str     x1, [x20], #8                   // 64
        smstart
        cntw    x19                             // 16
        str     x19, [x20], #8
        zero    {za}
        adr     x3, amat                        // A column-major: column k = 16 floats
        adr     x4, bmat                        // B row-major: row k = 16 floats
        mov     x5, #0
        mov     x6, #13
        whilelt p0.s, x5, x6                    // rows 0..12
        mov     x6, #15
        whilelt p1.s, x5, x6                    // columns 0..14
        ptrue   p2.s
        mov     x7, #0                          // k
1:      ld1w    {z0.s}, p2/z, [x3]
        ld1w    {z1.s}, p2/z, [x4]
        fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
        addvl   x3, x3, #1                      // SVL bytes in streaming mode
        addvl   x4, x4, #1
        add     x7, x7, #1
        cmp     x7, #7
        b.lo    1b
        // store columns of ZA0.S: column j -> cmat + 64*j (a transposed, column-major C)
        adr     x9, cmat
        mov     w12, #0
        mov     x10, #0
2:      st1w    {za0v.s[w12, 0]}, p2, [x9, x10, lsl #2]
        add     x10, x10, #16
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    2b
        smstop
        mov     x0, #1
        adr     x1, out
        mov     x2, #24
        mov     x8, #64
        svc     #0
        mov     x0, #1
        adr     x1, cmat
        mov     x2, #1024
        mov     x8, #64
        svc     #0
        mov     x0, x19
        mov     x8, #93
        svc     #0

        .data
        .balign 16
//      A column k = (k, k+1, ..., k+15)
amat:   .float  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
        .float  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
        .float  2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17
        .float  3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18
        .float  4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
        .float  5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20
        .float  6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21
//      B row k = 0.5 everywhere except 1.0 at column k
bmat:   .float  1, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5
        .float  .5, 1, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5
        .float  .5, .5, 1, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5
        .float  .5, .5, .5, 1, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5
        .float  .5, .5, .5, .5, 1, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5
        .float  .5, .5, .5, .5, .5, 1, .5, .5, .5, .5, .5, .5, .5, .5, .5, .5
        .float  .5, .5, .5, .5, .5, .5, 1, .5, .5, .5, .5, .5, .5, .5, .5, .5
out:    .space  32
        .balign 16
cmat:   .space  1024
