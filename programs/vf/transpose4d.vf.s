.arch ascend-vf
// A 4-level AddrReg copy (asc-devkit VF guide "循环内地址管理优化"): src is
// [N=2][C=3][H=4][W=2] blocks of 64 f32 (one VL each); dst is the same blocks in [C][N][W][H]
// order. Both addresses are affine in the four hardware-loop counters, so each gets an AddrReg.
.ub
.balign 32
.tensor src, "f32[2,3,4,2,64]{4,3,2,1,0}", arange
.balign 32
.tensor dst, "f32[3,2,2,4,64]{4,3,2,1,0}"
.vf transpose_vf dst, src
    pset.b32 m0, ALL
    loop n, 2
        loop c, 3
            loop h, 4
                loop w, 2
                    vld  v0, [src + n*6144 + c*2048 + h*512 + w*256]
                    vst  [dst + c*4096 + n*2048 + w*1024 + h*256], v0, m0
                endloop
            endloop
        endloop
    endloop
.endvf
.entry
    vfcall transpose_vf, dst, src
// CHECK: ub:dst:f32:2 == [0, 1]
// CHECK: ub:dst+256:f32:1 == [128]
