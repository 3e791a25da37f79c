.arch ascend-vf
// GELU then y = exp(-0.5 * (GELU(x) + 1)^2 + 2), one VF loop (Case 1)
// Published: asc-devkit examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_eltwise_high_performance/
// README.md, Ascend 950PR profiling: aiv_vec_time 125.203 us x 1650 MHz / 16384 iterations = 12.61 cycles per 64 lanes.
// One core's tile is tileLen = 8192 f32 = 128 iterations of 64 lanes: cycles per 64 lanes =
// total cycles / (N / 64). `tilesim run FILE --defsym N=...` changes N (a multiple of 64).
// Calibration: VF GELU + element-wise, one loop.
// published: 12.61 cycles/64 lanes
// work-per-run: 128
// source: cannmirror/asc-devkit, examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_eltwise_high_performance/README.md (Ascend 950PR profiling: aiv_vec_time 125.203 us x 1650 MHz / 16384 iterations of 64 lanes)
.ub
.equ N, 8192
.balign 32
.tensor x, "f32[8192]{0}", random:3
.balign 32
.tensor y, "f32[8192]{0}"
.vf gelu_eltwise_fused_vf y, x, n, loops
    loop i, loops
        plt.b32   m0, n
        vld       v0, [x + i*256]
        vmul.f32  v1, v0, v0, m0
        vmul.f32  v1, v1, v0, m0
        vmuls.f32 v1, v1, #0.044715, m0
        vadd.f32  v1, v0, v1, m0
        vmuls.f32 v1, v1, #-1.595769, m0
        vexp.f32  v1, v1, m0
        vadds.f32 v1, v1, #1.0, m0
        vdiv.f32  v1, v0, v1, m0
        vadds.f32 v1, v1, #1.0, m0
        vmul.f32  v1, v1, v1, m0
        vmuls.f32 v1, v1, #-0.5, m0
        vadds.f32 v1, v1, #2.0, m0
        vexp.f32  v1, v1, m0
        vst       [y + i*256], v1, m0
    endloop
.endvf
.entry
    vfcall gelu_eltwise_fused_vf, y, x, N, N / 64
// CHECK: exit == 0
