// FP8 and LUT: every form of isa/a64/simd_fp8.py, sve_fp8.py and sme2_fp8.py (clang-19), and
// the FPMR register
msr fpmr, x3
mrs x30, fpmr
// Advanced SIMD
fdot v0.4h, v1.8b, v2.8b
fdot v31.8h, v30.16b, v29.16b
fdot v0.4h, v1.8b, v2.2b[0]
fdot v0.8h, v1.16b, v15.2b[7]
fdot v0.2s, v1.8b, v2.8b
fdot v0.4s, v1.16b, v2.16b
fdot v0.2s, v1.8b, v31.4b[2]
fdot v0.4s, v1.16b, v31.4b[3]
fmlalb v0.8h, v1.16b, v2.16b
fmlalt v30.8h, v1.16b, v2.16b
fmlalb v0.8h, v1.16b, v7.b[15]
fmlalt v0.8h, v1.16b, v3.b[6]
fmlallbb v0.4s, v1.16b, v2.16b
fmlallbt v0.4s, v1.16b, v2.16b
fmlalltb v0.4s, v1.16b, v2.16b
fmlalltt v0.4s, v1.16b, v2.16b
fmlallbb v0.4s, v1.16b, v7.b[15]
fmlallbt v0.4s, v1.16b, v7.b[1]
fmlalltb v0.4s, v1.16b, v7.b[8]
fmlalltt v0.4s, v1.16b, v0.b[11]
f1cvtl v0.8h, v1.8b
f1cvtl2 v0.8h, v1.16b
f2cvtl v0.8h, v1.8b
f2cvtl2 v0.8h, v1.16b
bf1cvtl v0.8h, v1.8b
bf1cvtl2 v0.8h, v1.16b
bf2cvtl v0.8h, v1.8b
bf2cvtl2 v31.8h, v1.16b
fcvtn v0.8b, v1.4h, v2.4h
fcvtn v0.16b, v1.8h, v2.8h
fcvtn v0.8b, v1.4s, v2.4s
fcvtn2 v0.16b, v1.4s, v2.4s
fscale v0.4h, v1.4h, v2.4h
fscale v0.8h, v1.8h, v2.8h
fscale v0.2s, v1.2s, v2.2s
fscale v0.4s, v1.4s, v2.4s
fscale v0.2d, v1.2d, v2.2d
luti2 v0.16b, { v1.16b }, v2[3]
luti2 v0.8h, { v1.8h }, v2[7]
luti4 v0.16b, { v1.16b }, v2[1]
luti4 v0.8h, { v31.8h, v0.8h }, v3[3]
// SVE
fdot z0.h, z1.b, z2.b
fdot z0.h, z1.b, z7.b[7]
fdot z0.s, z1.b, z2.b
fdot z0.s, z1.b, z7.b[3]
fmlalb z0.h, z1.b, z2.b
fmlalt z0.h, z1.b, z2.b
fmlalb z0.h, z1.b, z7.b[15]
fmlalt z0.h, z1.b, z7.b[2]
fmlallbb z0.s, z1.b, z2.b
fmlallbt z0.s, z1.b, z2.b
fmlalltb z0.s, z1.b, z2.b
fmlalltt z0.s, z1.b, z2.b
fmlallbb z0.s, z1.b, z7.b[15]
fmlallbt z0.s, z1.b, z7.b[4]
fmlalltb z0.s, z1.b, z7.b[9]
fmlalltt z0.s, z1.b, z7.b[0]
f1cvt z0.h, z1.b
f2cvt z0.h, z1.b
bf1cvt z0.h, z1.b
bf2cvt z0.h, z1.b
f1cvtlt z0.h, z1.b
f2cvtlt z0.h, z1.b
bf1cvtlt z0.h, z1.b
bf2cvtlt z0.h, z1.b
fcvtn z0.b, { z2.h, z3.h }
bfcvtn z0.b, { z30.h, z31.h }
fcvtnb z0.b, { z2.s, z3.s }
fcvtnt z0.b, { z2.s, z3.s }
luti2 z0.b, { z1.b }, z2[3]
luti2 z0.h, { z1.h }, z2[7]
luti4 z0.b, { z1.b }, z2[1]
luti4 z0.h, { z1.h }, z2[3]
luti4 z0.h, { z1.h, z2.h }, z3[3]
// SME2
fdot za.h[w8, 0, vgx2], { z0.b, z1.b }, z2.b
fdot za.h[w9, 7, vgx4], { z0.b - z3.b }, z15.b
fdot za.h[w10, 1, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
fdot za.h[w11, 0, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
fdot za.h[w8, 0, vgx2], { z0.b, z1.b }, z2.b[7]
fdot za.h[w8, 0, vgx4], { z0.b - z3.b }, z2.b[5]
fdot za.s[w8, 0, vgx2], { z0.b, z1.b }, z2.b
fdot za.s[w8, 0, vgx4], { z0.b - z3.b }, z2.b
fdot za.s[w8, 0, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
fdot za.s[w8, 0, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
fdot za.s[w8, 0, vgx2], { z0.b, z1.b }, z2.b[3]
fdot za.s[w8, 0, vgx4], { z0.b - z3.b }, z2.b[2]
fvdot za.h[w8, 0, vgx2], { z0.b, z1.b }, z0.b[0]
fvdot za.h[w10, 2, vgx2], { z28.b, z29.b }, z5.b[6]
fvdot za.h[w11, 7, vgx2], { z30.b, z31.b }, z15.b[7]
fvdotb za.s[w9, 0, vgx4], { z16.b, z17.b }, z13.b[1]
fvdotb za.s[w8, 7, vgx4], { z0.b, z1.b }, z15.b[2]
fvdott za.s[w11, 5, vgx4], { z12.b, z13.b }, z6.b[3]
fvdott za.s[w8, 0, vgx4], { z2.b, z3.b }, z0.b[0]
fmlal za.h[w8, 0:1], z0.b, z2.b
fmlal za.h[w8, 0:1, vgx2], { z0.b, z1.b }, z2.b
fmlal za.h[w8, 0:1, vgx4], { z0.b - z3.b }, z2.b
fmlal za.h[w8, 0:1, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
fmlal za.h[w8, 0:1, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
fmlal za.h[w8, 14:15], z0.b, z2.b[15]
fmlal za.h[w8, 0:1, vgx2], { z0.b, z1.b }, z2.b[15]
fmlal za.h[w8, 6:7, vgx4], { z0.b - z3.b }, z2.b[12]
fmlall za.s[w8, 0:3], z0.b, z2.b
fmlall za.s[w8, 0:3, vgx2], { z0.b, z1.b }, z2.b
fmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z2.b
fmlall za.s[w8, 0:3, vgx2], { z0.b, z1.b }, { z2.b, z3.b }
fmlall za.s[w8, 0:3, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
fmlall za.s[w8, 12:15], z0.b, z2.b[15]
fmlall za.s[w8, 0:3, vgx2], { z0.b, z1.b }, z2.b[15]
fmlall za.s[w8, 4:7, vgx4], { z0.b - z3.b }, z2.b[7]
fmopa za1.h, p0/m, p1/m, z2.b, z3.b
fmopa za3.s, p7/m, p1/m, z2.b, z31.b
fscale { z0.s, z1.s }, { z0.s, z1.s }, z2.s
fscale { z0.h - z3.h }, { z0.h - z3.h }, z15.h
fscale { z0.d, z1.d }, { z0.d, z1.d }, { z2.d, z3.d }
fscale { z0.s - z3.s }, { z0.s - z3.s }, { z4.s - z7.s }
famax { z0.h, z1.h }, { z0.h, z1.h }, { z2.h, z3.h }
famin { z0.d - z3.d }, { z0.d - z3.d }, { z4.d - z7.d }
famax { z28.s - z31.s }, { z28.s - z31.s }, { z4.s - z7.s }
f1cvt { z0.h, z1.h }, z2.b
f2cvt { z30.h, z31.h }, z2.b
bf1cvt { z0.h, z1.h }, z31.b
bf2cvt { z0.h, z1.h }, z2.b
f1cvtl { z0.h, z1.h }, z2.b
f2cvtl { z0.h, z1.h }, z2.b
bf1cvtl { z0.h, z1.h }, z2.b
bf2cvtl { z0.h, z1.h }, z2.b
fcvt z0.b, { z2.h, z3.h }
fcvt z31.b, { z0.s - z3.s }
fcvtn z0.b, { z28.s - z31.s }
// SME2p1 LUTI2/LUTI4 into strided lists
luti2 { z0.b, z8.b }, zt0, z1[7]
luti2 { z23.h, z31.h }, zt0, z1[2]
luti4 { z16.b, z24.b }, zt0, z31[3]
luti2 { z0.b, z4.b, z8.b, z12.b }, zt0, z1[3]
luti2 { z19.h, z23.h, z27.h, z31.h }, zt0, z1[0]
luti4 { z0.h, z4.h, z8.h, z12.h }, zt0, z1[1]
// SME_F16F16 widening FCVT/FCVTL into two registers
fcvt { z0.s, z1.s }, z2.h
fcvtl { z30.s, z31.s }, z31.h
// SME_LUTv2: LUTI4 into four byte vectors from a pair of index registers
luti4 { z4.b - z7.b }, zt0, { z10, z11 }
luti4 { z16.b - z19.b }, zt0, { z30, z31 }
luti4 { z0.b, z4.b, z8.b, z12.b }, zt0, { z10, z11 }
luti4 { z19.b, z23.b, z27.b, z31.b }, zt0, { z0, z1 }
