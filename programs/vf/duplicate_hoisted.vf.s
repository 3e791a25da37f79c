.arch ascend-vf
// asc-devkit VF guide "循环内指令分布优化", recommended form: Duplicate hoisted out of the loop, once.
.ub
.balign 32
out:  .space 64 * 256
.vf dup_hoisted dst, value, rep
    pset.b32 m0, ALL
    vbr.f32  v0, value
    loop i, rep
        vst      [dst + i*256], v0, m0
    endloop
.endvf
.entry
    vfcall dup_hoisted, out, 2.5, 64
// CHECK: ub:out:f32:4 == [2.5, 2.5, 2.5, 2.5]
// CHECK: ub:out+16380:f32:1 == [2.5]
