.arch ascend-vf
// Softmax 128x128 f32, Case 2 of asc-devkit softmax_high_performance: uint16_t loops (hardware
// loops), ReduceMax and ExpSub fused per row, ReduceSum and Div fused per row, UpdateMask in
// every inner loop, one LocalMemBar between the two phases.
// Calibration: VF softmax Case 2 (fused loops, ExpSub, UpdateMask).
// published: 3413 cycles
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

.vf softmax2 y, x, rows, cols
    pset.b32 m7, ALL
    loop i, rows
        mov s10, cols
        vbr.f32 v1, #-inf, m7
        loop j, REP
            plt.b32  m0, s10
            vld      v0, [x + i*RB + j*256]
            vmax.f32 v1, v1, v0, m0/m
        endloop
        vcmax.f32 v1, v1, m7
        vbr.f32  v1, v1[0], m7
        mov s11, cols
        loop j, REP
            plt.b32  m0, s11
            vld      v0, [x + i*RB + j*256]
            vexpdif.f32 v2, v0, v1, m0
            vst      [e + i*RB + j*256], v2, m0
        endloop
    endloop
    mem_bar
    loop i, rows
        mov s10, cols
        vbr.f32 v3, #0, m7
        loop j, REP
            plt.b32  m0, s10
            vld      v0, [e + i*RB + j*256]
            vadd.f32 v3, v3, v0, m0/m
        endloop
        vcadd.f32 v3, v3, m7
        vbr.f32  v3, v3[0], m7
        mov s11, cols
        loop j, REP
            plt.b32  m0, s11
            vld      v1, [e + i*RB + j*256]
            vdiv.f32 v4, v1, v3, m0
            vst      [y + i*RB + j*256], v4, m0
        endloop
    endloop
.endvf

.entry
    vfcall softmax2, y, x, ROWS, COLS
// CHECK: exit == 0
