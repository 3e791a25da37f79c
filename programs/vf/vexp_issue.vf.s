.arch ascend-vf
// Issue cost of vexp: a loop of independent vexp.f32 on 64 lanes (4 per iteration, 256
// iterations, 1024 instructions) so only the transcendental pipe's occupancy shows.
// Calibration: VF vexp issue cost, 64 f32 lanes per instruction.
// published: 4 cycles/op
// work-per-run: 1024
// source: cannmirror/asc-devkit, examples/01_simd_cpp_api/05_best_practices/02_reg_compute/gelu_eltwise_high_performance/README.md (instruction parallelism table: Exp float 64 bytes/cycle = 16 lanes, so 64 lanes = 4 cycles per instruction)
.vf k
    pset.b32 m7, ALL
    loop i, 256
        vexp.f32 v1, v0, m7
        vexp.f32 v2, v0, m7
        vexp.f32 v3, v0, m7
        vexp.f32 v4, v0, m7
    endloop
.endvf
.entry
    vfcall k
// CHECK: exit == 0
