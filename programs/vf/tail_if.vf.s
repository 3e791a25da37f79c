.arch ascend-vf
// asc-devkit VF guide "Hardware Loop编码规范" counter-example: `if (hasTail)` inside the row loop makes the
// row loop a software loop. dst = 2 * src over `rows` rows of `k` f32 (row stride 512 bytes).
.ub
.balign 32
src:  .float 1, 2, 3, 4, 5, 6, 7, 8
      .space 100 * 512 - 32
dst:  .space 100 * 512
.vf scale_if dst, src, rows, main, hasTail, tail
    pset.b32 m7, ALL
    plt.b32  m1, tail
    mul s20, main, 256
    add s21, src, s20
    add s22, dst, s20
    loop i, rows
        loop j, main
            vld       v0, [src + i*512 + j*256]
            vmuls.f32 v1, v0, #2.0, m7
            vst       [dst + i*512 + j*256], v1, m7
        endloop
        if hasTail
            vld       v0, [s21 + i*512]
            vmuls.f32 v1, v0, #2.0, m1
            vst       [s22 + i*512], v1, m1
        endif
    endloop
.endvf
.entry
    vfcall scale_if, dst, src, 100, 1, 1, 36      // k = 100: one full vector + a 36-lane tail
// CHECK: ub:dst:f32:4 == [2, 4, 6, 8]
