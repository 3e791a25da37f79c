.arch ascend-vf
// AddVF from the asc_vf_call sample: dst = src0 + src1 over `count`
// f32 elements, 64 per repeat; UpdateMask masks the tail of the last repeat.
.ub
.balign 32
xs:   .float 1, 2, 3, 4, 5, 6, 7, 8
      .space 480
ys:   .float 0.5, 0.25
      .space 504
out:  .space 512
.vf add_vf dst, src0, src1, count, rep
    loop i, rep
        plt.b32   m0, count
        vld       v0, [src0 + i*256]
        vld       v1, [src1 + i*256]
        vadd.f32  v2, v0, v1, m0
        vst       [dst + i*256], v2, m0
    endloop
.endvf
.entry
    vfcall add_vf, out, xs, ys, 100, 2
// CHECK: ub:out:f32:4 == [1.5, 2.25, 3, 4]
// CHECK: ub:out+392:f32:4 == [0, 0, 0, 0]
// CHECK: m0.b32 == [1, 1, 1, 1, ...]
// CHECK: exit == 0
