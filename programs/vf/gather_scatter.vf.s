.arch ascend-vf
// Gather and scatter (DataCopyGather / DataCopyScatter of the Ascend C Reg API; asc_gather.md,
// asc_scatter.md in cannmirror/asc-devkit): a table lookup y[i] = lut[idx[i]], then the
// max-pool-gradient pattern acc[arg[i]] += g[i] (gather, add, scatter) used by Ascend kernels.
// lut[k] = 10k; idx[i] = (7i) mod 64 for the 64 lanes; arg = [3, 0, 3, 5] on 4 active lanes.
// CHECK: ub:y:f32:5 == [0, 70, 140, 210, 280]
// CHECK: ub:y+36:f32:2 == [630, 60]
// CHECK: ub:acc:f32:6 == [2, 0, 0, 3, 0, 4]
.ub
.balign 32
lut:  .space 256
idx:  .word 0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 6, 13, 20, 27, 34, 41
      .word 48, 55, 62, 5, 12, 19, 26, 33, 40, 47, 54, 61, 4, 11, 18, 25
      .word 32, 39, 46, 53, 60, 3, 10, 17, 24, 31, 38, 45, 52, 59, 2, 9
      .word 16, 23, 30, 37, 44, 51, 58, 1, 8, 15, 22, 29, 36, 43, 50, 57
y:    .space 256
arg:  .word 3, 0, 3, 5
      .space 240
g:    .float 1, 2, 3, 4
      .space 240
acc:  .space 256
.vf lookup y_, lut_, idx_
    pset.b32  m0, ALL
    vci.s32   v0, #0
    vcvt.f32.s32 v1, v0, m0
    vmuls.f32 v1, v1, #10.0, m0
    vst       [lut_], v1, m0                     // lut[k] = 10k
    vld       v2, [idx_]
    vgather.f32 v3, [lut_], v2, m0
    vst       [y_], v3, m0
.endvf
.vf grad acc_, g_, arg_
    pset.b32  m1, VL4
    vld       v4, [arg_]
    vld       v5, [g_]
    vbr.f32   v6, #0.0
    pset.b32  m0, ALL
    vst       [acc_], v6, m0
    // lanes 0 and 2 both hit acc[3]: the gather gives both the old value 0 and the scatter
    // keeps the last lane's sum, acc[3] = 0 + 3 (kernels keep indices unique per vector)
    vgather.f32 v7, [acc_], v4, m1
    vadd.f32  v7, v7, v5, m1
    vscatter.f32 [acc_], v7, v4, m1
.endvf
.entry
    vfcall lookup, y, lut, idx
    vfcall grad, acc, g, arg
