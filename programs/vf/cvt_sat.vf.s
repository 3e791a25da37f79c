.arch ascend-vf
// Narrowing conversions with and without saturation (`sat`), and rounding modes
// (the Cast RoundMode/SatMode of the Ascend C Reg API; asc_int322int16.md, asc_half2int32.md in
// cannmirror/asc-devkit). s32 -> s16 keeps the low 16 bits unless `sat` clamps; f32 -> f16
// overflows to inf unless `sat` clamps to 65504; f32 -> s32 rounds by the mode given.
// in = [40000, -40000, 7, 1e6 (f32 part: 70000.5, -2.5, 2.5, 1e30)]
// CHECK: ub:wrap:s16:6 == [-25536, 0, 25536, 0, 7, 0]
// CHECK: ub:clamp:s16:6 == [32767, 0, -32768, 0, 7, 0]
// CHECK: ub:h:f16:8 == [inf, 0, -2.5, 0, 2.5, 0, inf, 0]
// CHECK: ub:hs:f16:8 == [65504, 0, -2.5, 0, 2.5, 0, 65504, 0]
// CHECK: ub:ri:s32:4 == [70000, -2, 2, 2147483647]
// CHECK: ub:rd:s32:4 == [70001, -3, 3, 2147483647]
.ub
.balign 32
ints:  .word 40000, -40000, 7
       .space 244
flts:  .float 70000.5, -2.5, 2.5, 1e30
       .space 240
wrap:  .space 256
clamp: .space 256
h:     .space 256
hs:    .space 256
ri:    .space 256
rd:    .space 256
.vf cvt
    pset.b32 m0, ALL
    vld      v0, [ints]
    vcvt.s16.s32 v1, v0, m0
    vst      [wrap], v1, m0
    vcvt.s16.s32 v2, v0, m0, rint, sat
    vst      [clamp], v2, m0
    vld      v3, [flts]
    vcvt.f16.f32 v4, v3, m0
    vst      [h], v4, m0
    vcvt.f16.f32 v5, v3, m0, sat
    vst      [hs], v5, m0
    vcvt.s32.f32 v6, v3, m0, rint
    vst      [ri], v6, m0
    vcvt.s32.f32 v7, v3, m0, round
    vst      [rd], v7, m0
.endvf
.entry
    vfcall cvt
