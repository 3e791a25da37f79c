.arch ascend-vf
// Softmax 128x128 f32, Case 1 of asc-devkit softmax_high_performance ("RegBase, naive"): one VF,
// uint32_t row loops (software loops), every step its own inner loop that loads from and stores
// to UB, a LocalMemBar after each step, Sub and Exp separate.
// Calibration: VF softmax Case 1 (naive RegBase).
// published: 31894 cycles
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

.vf softmax1 y, x, rows, cols
    pset.b32 m7, ALL
    pset.b32 m6, VL1
    // Phase 1: ReduceMax per row
    for.u32 i, 0, rows, 1
        mov s10, cols
        vbr.f32 v1, #-inf, m7
        loop j, REP
            plt.b32  m0, s10
            vld      v0, [x + i*RB + j*256]
            vmax.f32 v1, v1, v0, m7
        endloop
        vcmax.f32 v1, v1, m7
        vst.first.b32 [mx + i*32], v1, m6
        mem_bar
    endfor
    // Phase 2: Duplicate, Sub, Exp, ReduceSum per row
    for.u32 i, 0, rows, 1
        mov s10, cols
        vld      v0, [mx + i*32]
        vbr.f32  v1, v0[0], m7
        loop j, REP
            plt.b32  m0, s10
            vst      [e + i*RB + j*256], v1, m0
        endloop
        mem_bar
        mov s10, cols
        loop j, REP
            plt.b32  m0, s10
            vld      v0, [x + i*RB + j*256]
            vld      v1, [e + i*RB + j*256]
            vsub.f32 v2, v0, v1, m0
            vst      [e + i*RB + j*256], v2, m0
        endloop
        mem_bar
        mov s10, cols
        loop j, REP
            plt.b32  m0, s10
            vld      v0, [e + i*RB + j*256]
            vexp.f32 v2, v0, m0
            vst      [e + i*RB + j*256], v2, m0
        endloop
        mem_bar
        mov s10, cols
        vbr.f32  v3, #0, m7
        loop j, REP
            plt.b32  m0, s10
            vld      v0, [e + i*RB + j*256]
            vadd.f32 v3, v3, v0, m0/m
        endloop
        vcadd.f32 v3, v3, m7
        vst.first.b32 [sm + i*32], v3, m6
        mem_bar
    endfor
    // Phase 3: Duplicate, Div per row
    for.u32 i, 0, rows, 1
        mov s10, cols
        vld      v0, [sm + i*32]
        vbr.f32  v1, v0[0], m7
        loop j, REP
            plt.b32  m0, s10
            vst      [tmp + j*256], v1, m0
        endloop
        mem_bar
        mov s10, cols
        loop j, REP
            plt.b32  m0, s10
            vld      v0, [e + i*RB + j*256]
            vld      v1, [tmp + j*256]
            vdiv.f32 v2, v0, v1, m0
            vst      [y + i*RB + j*256], v2, m0
        endloop
        mem_bar
    endfor
.endvf

.entry
    vfcall softmax1, y, x, ROWS, COLS
// CHECK: exit == 0
