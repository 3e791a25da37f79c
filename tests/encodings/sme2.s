// SME2 core: predicate-as-counter, ZT0 and lookup tables (assembled by clang-19)
ptrue pn8.b
ptrue pn15.d
ptrue pn9.h
whilelt pn8.s, x0, x1, vlx2
whilelo pn9.b, x0, x1, vlx4
whilele pn10.h, x29, x30, vlx2
whilels pn15.d, xzr, x1, vlx4
whilelt {p0.s, p1.s}, x0, x1
whilele {p14.d, p15.d}, x5, x6
whilelo {p2.b, p3.b}, x0, xzr
whilels {p4.h, p5.h}, x0, x1
pext p0.s, pn8[1]
pext p15.d, pn15[3]
pext p5.b, pn9[2]
pext {p0.s, p1.s}, pn8[1]
pext {p14.h, p15.h}, pn13[0]
psel p0, p1, p2.s[w12, 1]
psel p15, p14, p13.b[w15, 0]
psel p0, p0, p0.h[w12, 7]
psel p0, p0, p0.d[w14, 1]
psel pn8, pn9, p2.b[w13, 15]
cntp x0, pn8.s, vlx2
cntp x29, pn15.b, vlx4
cntp xzr, pn9.h, vlx2
zero {zt0}
ldr zt0, [x0]
ldr zt0, [sp]
str zt0, [x30]
movt x0, zt0[8]
movt x30, zt0[56]
movt zt0[0], x3
movt zt0[24], xzr
luti2 z0.h, zt0, z31[0]
luti2 z31.s, zt0, z0[15]
luti2 z5.b, zt0, z6[9]
luti4 z0.b, zt0, z1[0]
luti4 z0.h, zt0, z1[7]
luti4 z9.s, zt0, z10[3]
luti2 {z0.s, z1.s}, zt0, z31[0]
luti2 {z30.b, z31.b}, zt0, z1[7]
luti4 {z30.h, z31.h}, zt0, z1[3]
luti4 {z0.b, z1.b}, zt0, z1[3]
luti4 {z2.s, z3.s}, zt0, z1[1]
luti2 {z0.s-z3.s}, zt0, z31[0]
luti2 {z28.b-z31.b}, zt0, z1[3]
luti2 {z4.h-z7.h}, zt0, z1[2]
luti4 {z28.s-z31.s}, zt0, z1[1]
luti4 {z0.h-z3.h}, zt0, z1[0]
whilege pn8.s, x0, x1, vlx2
whilegt pn12.b, x3, x4, vlx4
whilehs pn9.h, x29, xzr, vlx2
whilehi pn15.d, x0, x1, vlx4
whilege {p0.s, p1.s}, x0, x1
whilegt {p6.d, p7.d}, x10, x11
whilehs {p14.b, p15.b}, x0, x1
whilehi {p2.h, p3.h}, x0, x1
