.arch ascend-vf
// asc-devkit VF guide "循环内指令分布优化", counter-example: Duplicate inside the loop runs every iteration.
.ub
.balign 32
out:  .space 64 * 256
.vf dup_inside dst, value, rep
    pset.b32 m0, ALL
    loop i, rep
        vbr.f32  v0, value
        vst      [dst + i*256], v0, m0
    endloop
.endvf
.entry
    vfcall dup_inside, out, 2.5, 64
// CHECK: ub:out:f32:4 == [2.5, 2.5, 2.5, 2.5]
// CHECK: ub:out+16380:f32:1 == [2.5]
