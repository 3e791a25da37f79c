.arch ascend-vf
// GELU fused, loop unrolled x6 (Case 2): y = x / (1 + exp(-1.595769 * (x + 0.044715 x^3)))
// Published: asc-devkit examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_high_performance/
// README.md, Ascend 950PR profiling: aiv_vec_time 63.655 us x 1650 MHz / 16384 iterations = 6.41 cycles per 64 lanes.
// One core's tile is tileLen = 8192 f32 = 128 iterations of 64 lanes: cycles per 64 lanes =
// total cycles / (N / 64). `tilesim run FILE --defsym N=...` changes N (a multiple of 64).
// Calibration: VF GELU fused, unrolled x6.
// published: 6.41 cycles/64 lanes
// work-per-run: 128
// source: cannmirror/asc-devkit, examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_high_performance/README.md (Ascend 950PR profiling: aiv_vec_time 63.655 us x 1650 MHz / 16384 iterations of 64 lanes)
.ub
.equ N, 8192
.balign 32
.tensor x, "f32[8192]{0}", random:3
.balign 32
.tensor y, "f32[8192]{0}"
// `#pragma unroll 6`: six iterations per trip, each on its own registers
.vf gelu_unroll6_vf y, x, n, trips, rest
    mul s20, trips, 1536            // the remainder's byte offset (the compiler's tail)
    add s21, x, s20
    add s22, y, s20
    loop i, trips
        plt.b32   m0, n
        vld       v0, [x + i*1536 + 0]
        vmul.f32  v1, v0, v0, m0
        vmul.f32  v1, v1, v0, m0
        vmuls.f32 v1, v1, #0.044715, m0
        vadd.f32  v1, v0, v1, m0
        vmuls.f32 v1, v1, #-1.595769, m0
        vexp.f32  v1, v1, m0
        vadds.f32 v1, v1, #1.0, m0
        vdiv.f32  v1, v0, v1, m0
        vst       [y + i*1536 + 0], v1, m0
        plt.b32   m0, n
        vld       v2, [x + i*1536 + 256]
        vmul.f32  v3, v2, v2, m0
        vmul.f32  v3, v3, v2, m0
        vmuls.f32 v3, v3, #0.044715, m0
        vadd.f32  v3, v2, v3, m0
        vmuls.f32 v3, v3, #-1.595769, m0
        vexp.f32  v3, v3, m0
        vadds.f32 v3, v3, #1.0, m0
        vdiv.f32  v3, v2, v3, m0
        vst       [y + i*1536 + 256], v3, m0
        plt.b32   m0, n
        vld       v4, [x + i*1536 + 512]
        vmul.f32  v5, v4, v4, m0
        vmul.f32  v5, v5, v4, m0
        vmuls.f32 v5, v5, #0.044715, m0
        vadd.f32  v5, v4, v5, m0
        vmuls.f32 v5, v5, #-1.595769, m0
        vexp.f32  v5, v5, m0
        vadds.f32 v5, v5, #1.0, m0
        vdiv.f32  v5, v4, v5, m0
        vst       [y + i*1536 + 512], v5, m0
        plt.b32   m0, n
        vld       v6, [x + i*1536 + 768]
        vmul.f32  v7, v6, v6, m0
        vmul.f32  v7, v7, v6, m0
        vmuls.f32 v7, v7, #0.044715, m0
        vadd.f32  v7, v6, v7, m0
        vmuls.f32 v7, v7, #-1.595769, m0
        vexp.f32  v7, v7, m0
        vadds.f32 v7, v7, #1.0, m0
        vdiv.f32  v7, v6, v7, m0
        vst       [y + i*1536 + 768], v7, m0
        plt.b32   m0, n
        vld       v8, [x + i*1536 + 1024]
        vmul.f32  v9, v8, v8, m0
        vmul.f32  v9, v9, v8, m0
        vmuls.f32 v9, v9, #0.044715, m0
        vadd.f32  v9, v8, v9, m0
        vmuls.f32 v9, v9, #-1.595769, m0
        vexp.f32  v9, v9, m0
        vadds.f32 v9, v9, #1.0, m0
        vdiv.f32  v9, v8, v9, m0
        vst       [y + i*1536 + 1024], v9, m0
        plt.b32   m0, n
        vld       v10, [x + i*1536 + 1280]
        vmul.f32  v11, v10, v10, m0
        vmul.f32  v11, v11, v10, m0
        vmuls.f32 v11, v11, #0.044715, m0
        vadd.f32  v11, v10, v11, m0
        vmuls.f32 v11, v11, #-1.595769, m0
        vexp.f32  v11, v11, m0
        vadds.f32 v11, v11, #1.0, m0
        vdiv.f32  v11, v10, v11, m0
        vst       [y + i*1536 + 1280], v11, m0
    endloop
    loop j, rest
        plt.b32   m0, n
        vld       v0, [s21 + j*256]
        vmul.f32  v1, v0, v0, m0
        vmul.f32  v1, v1, v0, m0
        vmuls.f32 v1, v1, #0.044715, m0
        vadd.f32  v1, v0, v1, m0
        vmuls.f32 v1, v1, #-1.595769, m0
        vexp.f32  v1, v1, m0
        vadds.f32 v1, v1, #1.0, m0
        vdiv.f32  v1, v0, v1, m0
        vst       [s22 + j*256], v1, m0
    endloop
.endvf
.entry
    vfcall gelu_unroll6_vf, y, x, N, N / 384, (N / 64) % 6
// CHECK: exit == 0
