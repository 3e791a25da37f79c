// SME2 ZA-array arithmetic, BMOPA / 2-way SMOPA and the SVE2 widening FMLALB family: every
// operand form of isa/a64/sme2_za.py (assembled by clang-19).
fmla za.s[w8, 0, vgx2], {z0.s, z1.s}, z0.s
fmla za.s[w11, 7, vgx2], {z31.s, z0.s}, z15.s
fmla za.s[w8, 0, vgx4], {z0.s - z3.s}, z0.s
fmla za.s[w11, 7, vgx4], {z31.s, z0.s, z1.s, z2.s}, z15.s
fmls za.d[w9, 1, vgx2], {z1.d, z2.d}, z3.d
fmla za.s[w8, 0, vgx2], {z0.s, z1.s}, {z0.s, z1.s}
fmla za.s[w11, 7, vgx2], {z30.s, z31.s}, {z30.s, z31.s}
fmla za.s[w8, 0, vgx4], {z0.s - z3.s}, {z0.s - z3.s}
fmla za.s[w11, 7, vgx4], {z28.s - z31.s}, {z28.s - z31.s}
fmls za.d[w9, 1, vgx4], {z4.d - z7.d}, {z8.d - z11.d}
fmla za.s[w8, 0, vgx2], {z0.s, z1.s}, z0.s[0]
fmla za.s[w11, 7, vgx2], {z30.s, z31.s}, z15.s[3]
fmla za.s[w8, 0, vgx4], {z0.s - z3.s}, z0.s[0]
fmla za.s[w11, 7, vgx4], {z28.s - z31.s}, z15.s[3]
fmla za.d[w11, 7, vgx2], {z30.d, z31.d}, z15.d[1]
fmls za.d[w11, 7, vgx4], {z28.d - z31.d}, z15.d[1]
fmlal za.s[w8, 0:1], z0.h, z0.h
fmlal za.s[w11, 14:15], z31.h, z15.h
fmlsl za.s[w9, 2:3], z1.h, z2.h
fmlal za.s[w8, 0:1, vgx2], {z0.h, z1.h}, z0.h
fmlal za.s[w11, 6:7, vgx2], {z31.h, z0.h}, z15.h
fmlal za.s[w8, 0:1, vgx4], {z0.h - z3.h}, z0.h
fmlsl za.s[w11, 6:7, vgx4], {z31.h, z0.h, z1.h, z2.h}, z15.h
fmlal za.s[w8, 0:1, vgx2], {z0.h, z1.h}, {z0.h, z1.h}
fmlal za.s[w11, 6:7, vgx2], {z30.h, z31.h}, {z30.h, z31.h}
fmlsl za.s[w11, 6:7, vgx4], {z28.h - z31.h}, {z28.h - z31.h}
fmlal za.s[w8, 0:1], z0.h, z0.h[0]
fmlal za.s[w11, 14:15], z31.h, z15.h[7]
fmlal za.s[w8, 0:1, vgx2], {z0.h, z1.h}, z0.h[0]
fmlsl za.s[w11, 6:7, vgx2], {z30.h, z31.h}, z15.h[7]
fmlal za.s[w8, 0:1, vgx4], {z0.h - z3.h}, z0.h[0]
fmlsl za.s[w11, 6:7, vgx4], {z28.h - z31.h}, z15.h[7]
bfmlal za.s[w8, 0:1], z0.h, z0.h
bfmlsl za.s[w11, 14:15], z31.h, z15.h
bfmlal za.s[w11, 6:7, vgx2], {z31.h, z0.h}, z15.h
bfmlsl za.s[w11, 6:7, vgx4], {z31.h, z0.h, z1.h, z2.h}, z15.h
bfmlal za.s[w11, 6:7, vgx2], {z30.h, z31.h}, {z30.h, z31.h}
bfmlsl za.s[w11, 6:7, vgx4], {z28.h - z31.h}, {z28.h - z31.h}
bfmlal za.s[w11, 14:15], z31.h, z15.h[7]
bfmlsl za.s[w11, 6:7, vgx2], {z30.h, z31.h}, z15.h[7]
bfmlsl za.s[w11, 6:7, vgx4], {z28.h - z31.h}, z15.h[7]
fdot za.s[w11, 7, vgx2], {z31.h, z0.h}, z15.h
fdot za.s[w11, 7, vgx4], {z31.h, z0.h, z1.h, z2.h}, z15.h
fdot za.s[w11, 7, vgx2], {z30.h, z31.h}, {z30.h, z31.h}
fdot za.s[w11, 7, vgx4], {z28.h - z31.h}, {z28.h - z31.h}
fdot za.s[w11, 7, vgx2], {z30.h, z31.h}, z15.h[3]
fdot za.s[w11, 7, vgx4], {z28.h - z31.h}, z15.h[3]
bfdot za.s[w11, 7, vgx2], {z31.h, z0.h}, z15.h
bfdot za.s[w11, 7, vgx4], {z31.h, z0.h, z1.h, z2.h}, z15.h
bfdot za.s[w11, 7, vgx2], {z30.h, z31.h}, {z30.h, z31.h}
bfdot za.s[w11, 7, vgx4], {z28.h - z31.h}, {z28.h - z31.h}
bfdot za.s[w11, 7, vgx2], {z30.h, z31.h}, z15.h[3]
bfdot za.s[w11, 7, vgx4], {z28.h - z31.h}, z15.h[3]
sdot za.s[w11, 7, vgx2], {z31.b, z0.b}, z15.b
udot za.s[w11, 7, vgx4], {z31.b, z0.b, z1.b, z2.b}, z15.b
usdot za.s[w11, 7, vgx2], {z31.b, z0.b}, z15.b
sudot za.s[w11, 7, vgx4], {z31.b, z0.b, z1.b, z2.b}, z15.b
sdot za.s[w11, 7, vgx2], {z31.h, z0.h}, z15.h
udot za.s[w11, 7, vgx4], {z31.h, z0.h, z1.h, z2.h}, z15.h
sdot za.d[w11, 7, vgx2], {z31.h, z0.h}, z15.h
udot za.d[w11, 7, vgx4], {z31.h, z0.h, z1.h, z2.h}, z15.h
sdot za.s[w11, 7, vgx2], {z30.b, z31.b}, {z30.b, z31.b}
udot za.s[w11, 7, vgx4], {z28.b - z31.b}, {z28.b - z31.b}
usdot za.s[w11, 7, vgx4], {z28.b - z31.b}, {z28.b - z31.b}
sdot za.s[w11, 7, vgx2], {z30.h, z31.h}, {z30.h, z31.h}
udot za.d[w11, 7, vgx4], {z28.h - z31.h}, {z28.h - z31.h}
sdot za.s[w11, 7, vgx2], {z30.b, z31.b}, z15.b[3]
udot za.s[w11, 7, vgx4], {z28.b - z31.b}, z15.b[3]
usdot za.s[w11, 7, vgx2], {z30.b, z31.b}, z15.b[3]
sudot za.s[w11, 7, vgx4], {z28.b - z31.b}, z15.b[3]
sdot za.s[w11, 7, vgx2], {z30.h, z31.h}, z15.h[3]
udot za.s[w11, 7, vgx4], {z28.h - z31.h}, z15.h[3]
sdot za.d[w11, 7, vgx2], {z30.h, z31.h}, z15.h[1]
udot za.d[w11, 7, vgx4], {z28.h - z31.h}, z15.h[1]
smlall za.s[w11, 12:15], z31.b, z15.b
umlsll za.d[w9, 4:7], z1.h, z2.h
usmlall za.s[w8, 0:3], z0.b, z0.b
smlall za.s[w11, 4:7, vgx2], {z31.b, z0.b}, z15.b
umlsll za.d[w11, 4:7, vgx4], {z31.h, z0.h, z1.h, z2.h}, z15.h
usmlall za.s[w11, 4:7, vgx2], {z31.b, z0.b}, z15.b
sumlall za.s[w11, 4:7, vgx4], {z31.b, z0.b, z1.b, z2.b}, z15.b
smlall za.s[w11, 4:7, vgx2], {z30.b, z31.b}, {z30.b, z31.b}
umlsll za.d[w11, 4:7, vgx4], {z28.h - z31.h}, {z28.h - z31.h}
usmlall za.s[w11, 4:7, vgx4], {z28.b - z31.b}, {z28.b - z31.b}
smlall za.s[w11, 12:15], z31.b, z15.b[15]
umlsll za.d[w11, 12:15], z31.h, z15.h[7]
usmlall za.s[w11, 12:15], z31.b, z15.b[15]
sumlall za.s[w11, 12:15], z31.b, z15.b[15]
smlall za.s[w11, 4:7, vgx2], {z30.b, z31.b}, z15.b[15]
umlsll za.d[w11, 4:7, vgx4], {z28.h - z31.h}, z15.h[7]
sumlall za.s[w11, 4:7, vgx4], {z28.b - z31.b}, z15.b[15]
add za.s[w11, 7, vgx2], {z30.s, z31.s}
sub za.d[w11, 7, vgx4], {z28.d - z31.d}
add za.s[w11, 7, vgx2], {z31.s, z0.s}, z15.s
sub za.d[w11, 7, vgx4], {z31.d, z0.d, z1.d, z2.d}, z15.d
add za.s[w11, 7, vgx2], {z30.s, z31.s}, {z30.s, z31.s}
sub za.d[w11, 7, vgx4], {z28.d - z31.d}, {z28.d - z31.d}
bmopa za3.s, p7/m, p6/m, z31.s, z15.s
bmops za1.s, p1/m, p2/m, z3.s, z4.s
smopa za3.s, p7/m, p6/m, z31.h, z15.h
umops za1.s, p1/m, p2/m, z3.h, z4.h
fmlalb z0.s, z1.h, z31.h
fmlalt z0.s, z1.h, z31.h
fmlslb z0.s, z1.h, z31.h
fmlslt z0.s, z1.h, z31.h
fmlalb z0.s, z1.h, z7.h[7]
fmlalt z0.s, z1.h, z7.h[0]
fmlslt z0.s, z1.h, z7.h[5]
bfmlalb z0.s, z1.h, z31.h
bfmlalt z0.s, z1.h, z31.h
bfmlalb z0.s, z1.h, z7.h[7]
bfmlalt z0.s, z1.h, z7.h[2]
fmls za.s[w8, 3, vgx2], {z2.s, z3.s}, z4.s
fmls za.s[w9, 1, vgx2], {z2.s, z3.s}, {z4.s, z5.s}
fmls za.s[w10, 2, vgx4], {z4.s - z7.s}, z9.s[2]
fmla za.d[w8, 0, vgx2], {z0.d, z1.d}, {z2.d, z3.d}
add za.d[w8, 1, vgx4], {z4.d - z7.d}
sub za.s[w9, 2, vgx2], {z2.s, z3.s}
add za.d[w10, 3, vgx2], {z5.d, z6.d}, z1.d
sub za.s[w8, 0, vgx4], {z8.s - z11.s}, {z12.s - z15.s}
umlall za.s[w8, 0:3, vgx2], {z0.b, z1.b}, {z2.b, z3.b}
smlsll za.d[w9, 0:3, vgx4], {z4.h - z7.h}, z3.h[2]
umlall za.s[w10, 8:11], z5.b, z6.b[9]
bfmlal za.s[w9, 2:3, vgx4], {z4.h - z7.h}, z8.h[3]
smlal za.s[w8, 0:1], z0.h, z0.h
umlsl za.s[w11, 14:15], z31.h, z15.h
smlsl za.s[w9, 2:3], z1.h, z2.h
smlal za.s[w11, 6:7, vgx2], {z31.h, z0.h}, z15.h
umlal za.s[w11, 6:7, vgx4], {z31.h, z0.h, z1.h, z2.h}, z15.h
smlsl za.s[w11, 6:7, vgx2], {z30.h, z31.h}, {z30.h, z31.h}
umlsl za.s[w11, 6:7, vgx4], {z28.h - z31.h}, {z28.h - z31.h}
smlal za.s[w11, 14:15], z31.h, z15.h[7]
umlsl za.s[w11, 6:7, vgx2], {z30.h, z31.h}, z15.h[7]
smlsl za.s[w11, 6:7, vgx4], {z28.h - z31.h}, z15.h[7]
umlal za.s[w8, 0:1], z0.h, z0.h[0]
