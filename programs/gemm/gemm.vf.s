.arch ascend-vf
// GEMM on the VF unit (`tilesim gemm --kernel vf`): C = A * B with A, B and C resident in the
// UB (row-major f32; rows of A padded to a multiple of MR = 4 with zeros, columns of B and C
// padded to a multiple of 64 = one 256-byte vector). Micro-kernel: a 4 x 64 block of C in
// v0-v3; per k-step one vector load of the B row (norm), four broadcast loads of A(i.., l)
// (vld.brc.b32) and four vmula (v += a * b). Every loop is a hardware loop and every address
// an AddrReg (base + counters * constant strides), so the loop costs no scalar work.
// `tilesim gemm --kernel vf` overrides the sizes (K, LDA, LDB, LDC in bytes) with defsyms and
// places A, B and C in the UB; the problem must fit in the 248 KiB UB.
.ub
.equ K, 8
.equ LDA, 32                        // bytes per row of A (K * 4)
.equ LDB, 256                       // bytes per row of B and C (NP * 4)
.equ LDC, 256
.equ A4, 4 * LDA                    // bytes per block of 4 rows of A
.equ C4, 4 * LDC
.vf gemm_vf c, a, b, mblk, nblk, kk
    pset.b32 m7, ALL
    loop i, mblk
        loop j, nblk
            vbr.f32 v0, #0.0, m7
            vbr.f32 v1, #0.0, m7
            vbr.f32 v2, #0.0, m7
            vbr.f32 v3, #0.0, m7
            loop l, kk
                vld         v8, [b + l*LDB + j*256]
                vld.brc.b32 v4, [a + i*A4 + l*4]
                vld.brc.b32 v5, [a + i*A4 + l*4 + LDA]
                vld.brc.b32 v6, [a + i*A4 + l*4 + 2*LDA]
                vld.brc.b32 v7, [a + i*A4 + l*4 + 3*LDA]
                vmula.f32   v0, v4, v8, m7
                vmula.f32   v1, v5, v8, m7
                vmula.f32   v2, v6, v8, m7
                vmula.f32   v3, v7, v8, m7
            endloop
            vst [c + i*C4 + j*256], v0, m7
            vst [c + i*C4 + j*256 + LDC], v1, m7
            vst [c + i*C4 + j*256 + 2*LDC], v2, m7
            vst [c + i*C4 + j*256 + 3*LDC], v3, m7
        endloop
    endloop
.endvf
.entry
    mov s0, 0
// CHECK: exit == 0
