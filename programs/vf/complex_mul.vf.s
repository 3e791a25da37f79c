.arch ascend-vf
// Complex multiply of interleaved (re, im) f32 pairs: z = x * y for 64 pairs per repeat.
// vld.dintlv.b32 splits 2 VL of pairs into the real parts (even elements) and the imaginary
// parts (odd elements); vst.intlv.b32 writes the two result vectors back interleaved
// (the DEINTLV / INTLV distributions of LoadAlign / StoreAlign in cannmirror/asc-devkit).
// x = (k + 1) + 2i, y = 3 - (k)i for pair k:  z = (3(k+1) + 2k) + (6 - k(k+1))i
// CHECK: ub:z:f32:6 == [3, 6, 8, 4, 13, 0]
// CHECK: ub:z+504:f32:2 == [318, -4026]
.ub
.balign 32
x:    .space 512
y:    .space 512
z:    .space 512
.vf cmul z_, x_, y_, rep
    pset.b32 m0, ALL
    loop i, rep
        vld.dintlv.b32 v0, v1, [x_ + i*512]       // v0 = re(x), v1 = im(x)
        vld.dintlv.b32 v2, v3, [y_ + i*512]       // v2 = re(y), v3 = im(y)
        vmul.f32  v4, v0, v2, m0                  // re(x) re(y)
        vmul.f32  v5, v1, v3, m0                  // im(x) im(y)
        vsub.f32  v6, v4, v5, m0                  // re(z)
        vmul.f32  v7, v0, v3, m0
        vmula.f32 v7, v1, v2, m0                  // im(z) = re(x) im(y) + im(x) re(y)
        vst.intlv.b32 [z_ + i*512], v6, v7
    endloop
.endvf
.vf fill x_, y_
    pset.b32  m0, ALL
    vci.s32   v8, #0
    vcvt.f32.s32 v9, v8, m0                       // k
    vadds.f32 v10, v9, #1.0, m0                   // k + 1
    vbr.f32   v11, #2.0
    vst.intlv.b32 [x_], v10, v11                  // x = (k+1) + 2i
    vbr.f32   v12, #3.0
    vmuls.f32 v13, v9, #-1.0, m0
    vst.intlv.b32 [y_], v12, v13                  // y = 3 - k i
.endvf
.entry
    vfcall fill, x, y
    vfcall cmul, z, x, y, 1
