.arch ascend-vf
// Softmax 128x128 f32, Case 0 of asc-devkit softmax_high_performance ("MemBase"): a host loop
// calls one VF per Memory-API operation (ReduceMax, Duplicate, Sub, Exp, ReduceSum, Duplicate,
// Div); every intermediate goes back to UB and every call starts a new VF.
// Calibration: VF softmax Case 0 (one VF per Memory-API call).
// published: 44113 cycles
// work-per-run: 1
// source: cannmirror/asc-devkit, examples/01_simd_cpp_api/05_best_practices/02_reg_compute/softmax_high_performance/README.md (Ascend 950PR, one core, 128x128 f32)
.ub
.equ ROWS, 128
.equ COLS, 128
.equ RB, 512                        // row bytes (rDimAlign * 4)
.equ REP, 2                         // repeats per row: 128 f32 / 64 lanes
.balign 32
.tensor x, "f32[128,128]{1,0}", random:7
.balign 32
.tensor y, "f32[128,128]{1,0}"
.balign 32
e:    .space 65536                  // exp(x - max), row-major like x
mx:   .space 4096 + 256             // per-row max, 32-byte stride (padded for a full-VL load)
sm:   .space 4096 + 256             // per-row sum, 32-byte stride
tmp:  .space 512                    // one broadcast row

.vf reducemax_vf dst, src, n        // ReduceMax(dst, src, n): dst[0] = max(src[0:n])
    pset.b32 m7, ALL
    pset.b32 m6, VL1
    vbr.f32  v1, #-inf, m7
    loop j, REP
        plt.b32  m0, n
        vld      v0, [src + j*256]
        vmax.f32 v1, v1, v0, m0/m
    endloop
    vcmax.f32 v1, v1, m7
    vst.first.b32 [dst], v1, m6
.endvf
.vf reducesum_vf dst, src, n        // ReduceSum(dst, src, n): dst[0] = sum(src[0:n])
    pset.b32 m7, ALL
    pset.b32 m6, VL1
    vbr.f32  v1, #0, m7
    loop j, REP
        plt.b32  m0, n
        vld      v0, [src + j*256]
        vadd.f32 v1, v1, v0, m0/m
    endloop
    vcadd.f32 v1, v1, m7
    vst.first.b32 [dst], v1, m6
.endvf
.vf dup_vf dst, src, n              // Duplicate(dst, src[0], n)
    vld.brc.b32 v0, [src]
    loop j, REP
        plt.b32  m0, n
        vst      [dst + j*256], v0, m0
    endloop
.endvf
.vf sub_vf dst, a, b, n             // Sub(dst, a, b, n)
    loop j, REP
        plt.b32  m0, n
        vld      v0, [a + j*256]
        vld      v1, [b + j*256]
        vsub.f32 v2, v0, v1, m0
        vst      [dst + j*256], v2, m0
    endloop
.endvf
.vf exp_vf dst, src, n              // Exp(dst, src, n)
    loop j, REP
        plt.b32  m0, n
        vld      v0, [src + j*256]
        vexp.f32 v2, v0, m0
        vst      [dst + j*256], v2, m0
    endloop
.endvf
.vf div_vf dst, a, b, n             // Div(dst, a, b, n)
    loop j, REP
        plt.b32  m0, n
        vld      v0, [a + j*256]
        vld      v1, [b + j*256]
        vdiv.f32 v2, v0, v1, m0
        vst      [dst + j*256], v2, m0
    endloop
.endvf

.entry
    for.u32 i, 0, ROWS, 1           // the host loop (uint32_t i, as in the sample)
        mul s1, i, RB
        add s2, s1, x               // x row
        add s3, s1, e               // exp row
        add s4, s1, y               // y row
        mul s5, i, 32
        add s6, s5, sm
        add s5, s5, mx
        vfcall reducemax_vf, s5, s2, COLS
        vfcall dup_vf, s3, s5, COLS
        vfcall sub_vf, s3, s2, s3, COLS
        vfcall exp_vf, s3, s3, COLS
        vfcall reducesum_vf, s6, s3, COLS
        vfcall dup_vf, tmp, s6, COLS
        vfcall div_vf, s4, s3, tmp, COLS
    endfor
// CHECK: exit == 0
