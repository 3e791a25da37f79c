// SVE/SVE2/SVE2p1 and SME2 forms clang-19 emits at -O2/-O3 (isa/a64/sve2_arith.py, sve_reduce.py,
// sve2_while.py, sve_gather.py, sve_ffr.py, sve2p1_perm.py, sve2p1_mem.py, sve2p1_dot.py,
// sme2_za_float.py): each form, each element size, immediates at their bounds.
smulh z1.b, z2.b, z31.b
umulh z1.d, z2.d, z3.d
smulh z1.s, p7/m, z1.s, z31.s
umulh z1.h, p0/m, z1.h, z2.h
sabd z0.b, p1/m, z0.b, z1.b
uabd z0.d, p1/m, z0.d, z1.d
shadd z1.h, p1/m, z1.h, z2.h
uhadd z1.s, p1/m, z1.s, z2.s
shsub z1.b, p1/m, z1.b, z2.b
uhsub z1.d, p1/m, z1.d, z2.d
srhadd z1.h, p1/m, z1.h, z2.h
urhadd z1.b, p1/m, z1.b, z2.b
shsubr z1.s, p1/m, z1.s, z2.s
uhsubr z1.d, p1/m, z1.d, z2.d
saba z0.s, z1.s, z2.s
uaba z0.b, z1.b, z2.b
ssra z0.b, z1.b, #1
usra z0.b, z1.b, #8
srsra z0.h, z1.h, #16
ursra z0.s, z1.s, #32
usra z0.d, z1.d, #64
ssra z0.d, z1.d, #1
eor3 z0.d, z0.d, z1.d, z2.d
bcax z0.d, z0.d, z1.d, z2.d
bsl z0.d, z0.d, z1.d, z2.d
bsl1n z0.d, z0.d, z1.d, z2.d
bsl2n z0.d, z0.d, z1.d, z2.d
nbsl z0.d, z0.d, z1.d, z2.d
sxtb z0.h, p0/m, z1.h
uxtb z0.d, p0/m, z1.d
sxth z0.s, p0/m, z1.s
uxth z0.d, p0/m, z1.d
sxtw z0.d, p0/m, z1.d
uxtw z0.d, p7/m, z31.d
cls z0.b, p0/m, z1.b
clz z0.s, p0/m, z1.s
cnt z0.d, p0/m, z1.d
smaxv b0, p0, z1.b
umaxv h0, p0, z1.h
sminv s0, p0, z1.s
uminv d0, p0, z1.d
orv s0, p0, z1.s
eorv b0, p0, z1.b
andv d0, p7, z31.d
fmaxv h0, p0, z1.h
fminv s0, p0, z1.s
fmaxnmv d0, p0, z1.d
fminnmv s0, p0, z1.s
addqv v0.16b, p0, z1.b
smaxqv v0.8h, p0, z1.h
umaxqv v0.4s, p0, z1.s
sminqv v0.2d, p0, z1.d
uminqv v0.4s, p0, z1.s
orqv v0.16b, p0, z1.b
eorqv v0.8h, p0, z1.h
andqv v0.2d, p0, z1.d
faddqv v0.8h, p0, z1.h
fmaxqv v0.4s, p0, z1.s
fminqv v0.2d, p0, z1.d
fmaxnmqv v0.4s, p0, z1.s
fminnmqv v0.8h, p0, z1.h
whilegt p0.s, x0, x1
whilege p15.b, w0, w1
whilehi p0.h, x0, x1
whilehs p0.d, w0, w1
whilerw p1.s, x0, x1
whilewr p1.b, x0, x1
ld1w {z0.s}, p0/z, [x0, z1.s, uxtw #2]
ld1sh {z0.s}, p0/z, [x0, z1.s, sxtw #1]
ld1b {z0.s}, p0/z, [x0, z1.s, uxtw]
ld1d {z0.d}, p0/z, [x0, z1.d, lsl #3]
ld1sw {z0.d}, p0/z, [sp, z1.d]
ld1h {z0.d}, p0/z, [x0, z1.d, sxtw #1]
ld1w {z0.s}, p0/z, [z1.s, #124]
ld1d {z0.d}, p0/z, [z1.d, #248]
ld1sb {z0.d}, p0/z, [z1.d]
ldff1w {z0.s}, p0/z, [x0, z1.s, sxtw #2]
ldff1d {z0.d}, p0/z, [z1.d, #8]
st1b {z0.s}, p0, [x0, z1.s, uxtw]
st1w {z0.d}, p0, [x0, z1.d, lsl #2]
st1h {z0.d}, p0, [x0, z1.d, sxtw #1]
st1d {z0.d}, p0, [z1.d, #16]
st1w {z0.s}, p0, [z1.s]
setffr
wrffr p1.b
rdffr p2.b
rdffr p2.b, p3/z
rdffrs p2.b, p3/z
ldff1b {z0.b}, p0/z, [x0]
ldff1h {z0.h}, p0/z, [x0, x1, lsl #1]
ldff1sw {z0.d}, p0/z, [x0, x2, lsl #2]
ldnf1w {z0.s}, p0/z, [x0]
ldnf1sb {z0.d}, p0/z, [x0, #-8, mul vl]
ldnf1d {z0.d}, p0/z, [x0, #7, mul vl]
dupq z0.b, z1.b[15]
dupq z0.d, z1.d[1]
extq z0.b, z0.b, z1.b, #15
tblq z0.h, {z1.h}, z2.h
tbxq z0.s, z1.s, z2.s
zipq1 z0.b, z1.b, z2.b
zipq2 z0.d, z1.d, z2.d
uzpq1 z0.h, z1.h, z2.h
uzpq2 z0.s, z1.s, z2.s
pmov p0.b, z1
pmov p0.d, z1[7]
pmov z1, p0.b
pmov z1[3], p0.s
revd z0.q, p1/m, z2.q
ld1q {z0.q}, p0/z, [z1.d]
ld1q {z0.q}, p0/z, [z1.d, x2]
st1q {z0.q}, p0, [z1.d, x2]
ld2q {z0.q, z1.q}, p0/z, [x0, x1, lsl #4]
ld3q {z0.q, z1.q, z2.q}, p0/z, [x0, #-24, mul vl]
ld4q {z0.q, z1.q, z2.q, z3.q}, p0/z, [x0, #28, mul vl]
st2q {z0.q, z1.q}, p0, [x0, #-16, mul vl]
st3q {z0.q, z1.q, z2.q}, p0, [x0, x1, lsl #4]
st4q {z0.q, z1.q, z2.q, z3.q}, p0, [x0]
sdot z0.s, z1.h, z2.h
udot z0.s, z1.h, z7.h[3]
fdot z0.s, z1.h, z2.h
fdot z0.s, z1.h, z2.h[0]
bfcvt z0.h, p0/m, z1.s
bfcvtnt z0.h, p7/m, z1.s
cntp x0, pn0.s, vlx4
cntp x0, pn7.b, vlx2
fadd za.s[w8, 0, vgx2], {z0.s, z1.s}
fsub za.d[w11, 7, vgx4], {z4.d - z7.d}
fadd za.h[w9, 1, vgx2], {z2.h, z3.h}
bfsub za.h[w10, 2, vgx4], {z8.h - z11.h}
fmla za.h[w8, 0, vgx2], {z0.h, z1.h}, z2.h
fmls za.h[w9, 7, vgx4], {z1.h - z4.h}, z15.h
bfmla za.h[w10, 3, vgx2], {z2.h, z3.h}, {z4.h, z5.h}
bfmls za.h[w11, 1, vgx4], {z4.h - z7.h}, {z8.h - z11.h}
fmla za.h[w8, 2, vgx2], {z6.h, z7.h}, z9.h[7]
bfmla za.h[w8, 2, vgx4], {z4.h - z7.h}, z15.h[3]
fmopa za1.h, p0/m, p1/m, z0.h, z1.h
bfmops za0.h, p7/m, p6/m, z30.h, z31.h
fvdot za.s[w8, 0, vgx2], {z0.h, z1.h}, z2.h[1]
bfvdot za.s[w11, 7, vgx2], {z30.h, z31.h}, z15.h[3]
ld1b {z16.b, z20.b, z24.b, z28.b}, pn8/z, [x9, xzr]
st1w {z0.s - z3.s}, pn9, [x9, xzr, lsl #2]
sclamp z0.s, z1.s, z2.s
sqcvtn z0.h, {z2.s, z3.s}
sqrshrun z0.h, {z2.s, z3.s}, #16
prfb pldl1keep, p0, [x0]
prfh pstl3strm, p7, [x1, #-32, mul vl]
prfw #6, p1, [x2, #31, mul vl]
prfd pldl2keep, p2, [x3, x4, lsl #3]
prfb pldl1keep, p0, [z1.s, #31]
prfh pldl1keep, p0, [z1.d, #8]
prfw pldl1keep, p0, [x0, z1.s, sxtw #2]
prfd pldl1keep, p0, [x0, z1.d, uxtw #3]
prfb pldl1keep, p0, [x0, z1.d]
prfh pldl1keep, p0, [x0, z1.d, lsl #1]
ldnt1w {z0.s}, p0/z, [z1.s, x2]
ldnt1sb {z0.d}, p0/z, [z1.d]
ldnt1sh {z0.s}, p0/z, [z1.s, x30]
ldnt1d {z0.d}, p0/z, [z1.d, x2]
stnt1b {z0.s}, p0, [z1.s, x2]
stnt1d {z0.d}, p0, [z1.d]
saddlb z0.h, z1.b, z2.b
umullt z0.d, z1.s, z2.s
sqdmullb z0.s, z1.h, z2.h
pmullt z0.h, z1.b, z2.b
ssubltb z0.s, z1.h, z2.h
uaddwt z0.d, z1.d, z2.s
smlslb z0.h, z1.b, z2.b
sqdmlalbt z0.d, z1.s, z2.s
uabalt z0.s, z1.h, z2.h
raddhnt z0.b, z1.h, z2.h
subhnb z0.s, z1.d, z2.d
shrnb z0.b, z1.h, #8
sqrshrunt z0.s, z1.d, #32
uqshrnb z0.h, z1.s, #1
sqxtnb z0.b, z1.h
sqxtunt z0.s, z1.d
sshllb z0.h, z1.b, #0
ushllt z0.d, z1.s, #31
eorbt z0.b, z1.b, z2.b
eortb z0.d, z1.d, z2.d
mla z0.h, z1.h, z7.h[7]
mls z0.s, z1.s, z7.s[3]
mul z0.d, z1.d, z15.d[1]
sqdmulh z0.b, z1.b, z2.b
sqrdmulh z0.s, z1.s, z2.s[2]
sqrdmlah z0.d, z1.d, z2.d
sqrdmlsh z0.h, z1.h, z2.h[0]
smlalb z0.s, z1.h, z7.h[7]
umullt z0.d, z1.s, z15.s[3]
sqdmlslt z0.s, z1.h, z2.h[4]
ld1w {z0.q}, p0/z, [x0, x1, lsl #2]
ld1d {z0.q}, p0/z, [x0, #-8, mul vl]
st1w {z0.q}, p0, [x0, #7, mul vl]
st1d {z0.q}, p0, [x0, x1, lsl #3]
svdot za.s[w8, 0, vgx2], {z0.h, z1.h}, z15.h[3]
uvdot za.s[w11, 7, vgx4], {z28.b - z31.b}, z15.b[0]
usvdot za.s[w9, 1, vgx4], {z4.b - z7.b}, z1.b[3]
suvdot za.s[w10, 2, vgx4], {z8.b - z11.b}, z2.b[1]
svdot za.d[w8, 0, vgx4], {z0.h - z3.h}, z0.h[1]
uvdot za.d[w9, 5, vgx4], {z24.h - z27.h}, z9.h[0]
sqshl z0.b, p0/m, z0.b, z1.b
uqrshlr z0.d, p7/m, z0.d, z31.d
sqshl z0.h, p0/m, z0.h, #15
sqshlu z0.s, p0/m, z0.s, #0
srshr z0.d, p0/m, z0.d, #64
urshr z0.b, p0/m, z0.b, #1
asrd z0.h, p0/m, z0.h, #16
sli z0.s, z1.s, #31
sri z0.b, z1.b, #8
xar z0.d, z0.d, z1.d, #64
sqabs z0.s, p0/m, z1.s
sqneg z0.d, p0/m, z1.d
addp z0.b, p0/m, z0.b, z1.b
uminp z0.d, p0/m, z0.d, z1.d
tbl z0.s, {z30.s, z31.s}, z2.s
tbx z0.h, z1.h, z2.h
