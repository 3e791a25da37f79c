// SME2 multi-vector MOVA (assembled by clang-19)
mova {z0.b, z1.b}, za0h.b[w12, 0:1]
mova {z30.b, z31.b}, za0v.b[w15, 14:15]
mova {z0.h, z1.h}, za1h.h[w12, 6:7]
mova {z0.s, z1.s}, za3h.s[w12, 2:3]
mova {z0.d, z1.d}, za7v.d[w12, 0:1]
mova {z0.b-z3.b}, za0h.b[w12, 12:15]
mova {z0.h-z3.h}, za1h.h[w12, 4:7]
mova {z0.s-z3.s}, za3v.s[w14, 0:3]
mova {z28.d-z31.d}, za7h.d[w12, 0:3]
mova za0h.b[w12, 0:1], {z0.b, z1.b}
mova za0v.b[w15, 14:15], {z30.b, z31.b}
mova za1h.h[w12, 6:7], {z2.h, z3.h}
mova za3h.s[w12, 2:3], {z0.s, z1.s}
mova za7v.d[w12, 0:1], {z0.d, z1.d}
mova za0h.b[w12, 12:15], {z0.b-z3.b}
mova za1h.h[w12, 4:7], {z0.h-z3.h}
mova za3v.s[w14, 0:3], {z4.s-z7.s}
mova za7h.d[w12, 0:3], {z28.d-z31.d}
mova {z0.d, z1.d}, za.d[w8, 0, vgx2]
mova {z30.d, z31.d}, za.d[w11, 7, vgx2]
mova {z28.d-z31.d}, za.d[w10, 5, vgx4]
mova za.d[w8, 0, vgx2], {z0.d, z1.d}
mova za.d[w11, 7, vgx2], {z30.d, z31.d}
mova za.d[w10, 5, vgx4], {z28.d-z31.d}
mova {z0.s, z1.s}, za.s[w8, 0, vgx2]
mova za.b[w8, 0, vgx2], {z0.b, z1.b}
mova {z0.h, z1.h}, za.h[w8, 0, vgx2]
mova {z0.d, z1.d}, za.d[w8, 0]
mov {z4.s-z7.s}, za2v.s[w13, 0:3]
mov za.s[w9, 3, vgx4], {z8.s-z11.s}
mova {z2.h, z3.h}, za0v.h[w14, 2:3]
// SME2p1 MOVAZ: one slice, two or four slices, a ZA array vector group (read, then zeroed)
movaz z0.s, za1h.s[w12, 3]
movaz z31.b, za0v.b[w13, 15]
movaz z0.q, za15h.q[w12, 0]
movaz z3.d, za7v.d[w15, 1]
movaz z1.h, za1h.h[w14, 7]
movaz {z0.s, z1.s}, za1h.s[w12, 0:1]
movaz {z2.h, z3.h}, za0v.h[w13, 6:7]
movaz {z0.d - z3.d}, za7v.d[w12, 0:3]
movaz {z0.b - z3.b}, za0h.b[w12, 4:7]
movaz {z20.d, z21.d}, za.d[w8, 1, vgx2]
movaz {z20.d - z23.d}, za.d[w11, 7, vgx4]
