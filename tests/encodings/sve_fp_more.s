// SVE/SVE2/SME2 floating-point and BFloat16 forms (isa/a64/sve_bf16.py, sve_complex.py,
// sve_fpmisc.py, sve2_fcvt.py; the multi-vector ones in sme2_vec.py, sme2_cvt.py): every operand
// form, indices and rotations at their boundaries, every element size.
// FEAT_SVE_B16B16
bfadd z0.h, z1.h, z2.h
bfsub z31.h, z30.h, z29.h
bfmul z3.h, z4.h, z31.h
bfmul z18.h, z29.h, z7.h[7]
bfmul z18.h, z29.h, z0.h[0]
bfadd z20.h, p5/m, z20.h, z1.h
bfsub z0.h, p7/m, z0.h, z31.h
bfmul z9.h, p0/m, z9.h, z8.h
bfmax z0.h, p1/m, z0.h, z1.h
bfmin z31.h, p2/m, z31.h, z1.h
bfmaxnm z5.h, p3/m, z5.h, z6.h
bfminnm z7.h, p4/m, z7.h, z8.h
bfmla z22.h, p1/m, z6.h, z2.h
bfmls z31.h, p7/m, z31.h, z31.h
bfmla z17.h, z20.h, z2.h[4]
bfmls z17.h, z20.h, z7.h[7]
bfmla z0.h, z0.h, z0.h[0]
bfclamp z11.h, z12.h, z26.h
bfclamp { z26.h, z27.h }, z4.h, z12.h
bfclamp { z4.h - z7.h }, z17.h, z21.h
bfmin { z12.h, z13.h }, { z12.h, z13.h }, z1.h
bfmax { z28.h - z31.h }, { z28.h - z31.h }, z15.h
bfmaxnm { z12.h, z13.h }, { z12.h, z13.h }, { z14.h, z15.h }
bfminnm { z0.h - z3.h }, { z0.h - z3.h }, { z28.h - z31.h }
// FEAT_BF16 on Z registers
bfdot z31.s, z4.h, z30.h
bfdot z3.s, z22.h, z0.h[2]
bfdot z3.s, z22.h, z7.h[3]
bfmmla z5.s, z0.h, z31.h
bfmlslb z29.s, z26.h, z7.h[2]
bfmlslb z29.s, z26.h, z31.h
bfmlslt z15.s, z1.h, z0.h[6]
bfmlslt z31.s, z12.h, z9.h
// complex
fcmla z11.s, z14.s, z9.s[0], #90
fcmla z11.s, z14.s, z15.s[1], #270
fcmla z13.h, z26.h, z0.h[2], #0
fcmla z13.h, z26.h, z7.h[3], #180
fcmla z17.s, p6/m, z1.s, z26.s, #90
fcmla z21.h, p2/m, z16.h, z30.h, #0
fcmla z28.d, p0/m, z24.d, z3.d, #180
fcmla z12.d, p7/m, z15.d, z24.d, #270
fcadd z0.h, p3/m, z0.h, z1.h, #90
fcadd z4.s, p5/m, z4.s, z9.s, #270
fcadd z31.d, p7/m, z31.d, z31.d, #90
// estimates, steps, trigonometric helpers
frecpe z6.h, z12.h
frecpe z6.s, z12.s
frsqrte z6.d, z12.d
frecpx z6.h, p3/m, z12.h
frecpx z31.d, p7/m, z0.d
frecps z15.s, z17.s, z21.s
frsqrts z6.h, z12.h, z19.h
frsqrts z19.d, z22.d, z18.d
ftsmul z26.h, z1.h, z2.h
ftsmul z26.d, z1.d, z2.d
ftssel z24.h, z24.h, z0.h
ftssel z24.s, z3.s, z31.s
ftmad z14.s, z14.s, z20.s, #1
ftmad z14.h, z14.h, z20.h, #7
ftmad z14.d, z14.d, z20.d, #0
flogb z31.s, p3/m, z19.s
flogb z0.h, p0/m, z1.h
flogb z2.d, p7/m, z3.d
// pairwise (SVE2)
faddp z12.h, p2/m, z12.h, z20.h
fmaxp z12.s, p2/m, z12.s, z20.s
fminp z12.d, p7/m, z12.d, z20.d
fmaxnmp z12.h, p0/m, z12.h, z20.h
fminnmp z31.s, p3/m, z31.s, z0.s
// FAMAX/FAMIN (FEAT_FAMINMAX)
famax z28.d, p2/m, z28.d, z2.d
famin z24.h, p2/m, z24.h, z18.h
famax z3.s, p7/m, z3.s, z9.s
famax { z20.d - z23.d }, { z20.d - z23.d }, { z0.d - z3.d }
famin { z20.h, z21.h }, { z20.h, z21.h }, { z0.h, z1.h }
famax { z30.s, z31.s }, { z30.s, z31.s }, { z2.s, z3.s }
// matrix multiply (FEAT_F32MM, FEAT_F64MM)
fmmla z9.d, z11.d, z3.d
fmmla z9.s, z11.s, z3.s
// conversions
fcvtxnt z31.s, p4/m, z7.d
fcvtx z31.s, p4/m, z7.d
fcvtlt z31.s, p1/m, z16.h
fcvtlt z0.d, p7/m, z1.s
fcvtnt z31.h, p1/m, z16.s
fcvtnt z3.s, p5/m, z16.d
fcvt { z16.s, z17.s }, z13.h
fcvtl { z30.s, z31.s }, z0.h
