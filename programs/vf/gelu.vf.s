.arch ascend-vf
// GELU, the gelu_high_performance sample's formula:
//   y = x / (1 + exp(B * (x + A * x^3)))   with A = 0.044715, B = -1.5957691 (= -2*sqrt(2/pi))
.ub
.equ N, 1000
.balign 32
.tensor x, "f32[1024]{0}", random:3
.balign 32
.tensor y, "f32[1024]{0}"
.vf gelu_vf y, x, n, loops
    loop i, loops
        plt.b32   m0, n
        vld       v0, [x + i*256]
        vmul.f32  v1, v0, v0, m0
        vmul.f32  v1, v1, v0, m0
        vmuls.f32 v1, v1, #0.044715, m0
        vadd.f32  v1, v0, v1, m0
        vmuls.f32 v1, v1, #-1.5957691, m0
        vexp.f32  v1, v1, m0
        vadds.f32 v1, v1, #1.0, m0
        vdiv.f32  v1, v0, v1, m0
        vst       [y + i*256], v1, m0
    endloop
.endvf
.entry
    vfcall gelu_vf, y, x, N, (N + 63) / 64
// CHECK: exit == 0
