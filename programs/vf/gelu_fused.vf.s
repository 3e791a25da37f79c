.arch ascend-vf
// GELU fused in one VF loop (Case 1): y = x / (1 + exp(-1.595769 * (x + 0.044715 x^3)))
// Published: asc-devkit examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_high_performance/
// README.md, Ascend 950PR profiling: aiv_vec_time 66.277 us x 1650 MHz / 16384 iterations of 64 lanes = 6.67 cycles per 64 lanes.
// One core's tile is tileLen = 8192 f32 = 128 iterations of 64 lanes: cycles per 64 lanes =
// total cycles / (N / 64). `tilesim run FILE --defsym N=...` changes N (a multiple of 64).
// Calibration: VF GELU fused in one loop.
// published: 6.67 cycles/64 lanes
// work-per-run: 128
// source: cannmirror/asc-devkit, examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_high_performance/README.md (Ascend 950PR profiling: aiv_vec_time 66.277 us x 1650 MHz / 16384 iterations of 64 lanes)
.ub
.equ N, 8192
.balign 32
.tensor x, "f32[8192]{0}", random:3
.balign 32
.tensor y, "f32[8192]{0}"
.vf gelu_fused_vf y, x, n, loops
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
        vst       [y + i*256], v1, m0
    endloop
.endvf
.entry
    vfcall gelu_fused_vf, y, x, N, N / 64
// CHECK: exit == 0
