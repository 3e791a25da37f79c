// SVE/SVE2 integer forms of isa/a64/sve2_complex_int.py, sve_satcount.py, sve_satcountp.py,
// sve_intmisc.py, sve_match.py, sve_crypto.py and the F64MM forms (LD1RO*, .Q permutes):
// every operand form, every element size, indices and immediates at their bounds.
cmla z0.b, z30.b, z31.b, #0
cmla z1.b, z30.b, z31.b, #90
cmla z2.b, z30.b, z31.b, #180
cmla z3.b, z30.b, z31.b, #270
sqrdcmlah z0.b, z30.b, z31.b, #0
sqrdcmlah z1.b, z30.b, z31.b, #90
sqrdcmlah z2.b, z30.b, z31.b, #180
sqrdcmlah z3.b, z30.b, z31.b, #270
cmla z0.h, z30.h, z31.h, #0
cmla z1.h, z30.h, z31.h, #90
cmla z2.h, z30.h, z31.h, #180
cmla z3.h, z30.h, z31.h, #270
sqrdcmlah z0.h, z30.h, z31.h, #0
sqrdcmlah z1.h, z30.h, z31.h, #90
sqrdcmlah z2.h, z30.h, z31.h, #180
sqrdcmlah z3.h, z30.h, z31.h, #270
cmla z0.s, z30.s, z31.s, #0
cmla z1.s, z30.s, z31.s, #90
cmla z2.s, z30.s, z31.s, #180
cmla z3.s, z30.s, z31.s, #270
sqrdcmlah z0.s, z30.s, z31.s, #0
sqrdcmlah z1.s, z30.s, z31.s, #90
sqrdcmlah z2.s, z30.s, z31.s, #180
sqrdcmlah z3.s, z30.s, z31.s, #270
cmla z0.d, z30.d, z31.d, #0
cmla z1.d, z30.d, z31.d, #90
cmla z2.d, z30.d, z31.d, #180
cmla z3.d, z30.d, z31.d, #270
sqrdcmlah z0.d, z30.d, z31.d, #0
sqrdcmlah z1.d, z30.d, z31.d, #90
sqrdcmlah z2.d, z30.d, z31.d, #180
sqrdcmlah z3.d, z30.d, z31.d, #270
cmla z31.h, z1.h, z7.h[0], #0
cmla z31.h, z1.h, z7.h[1], #90
cmla z31.h, z1.h, z7.h[2], #180
cmla z31.h, z1.h, z7.h[3], #270
cmla z31.s, z1.s, z15.s[0], #90
cmla z31.s, z1.s, z15.s[1], #270
sqrdcmlah z31.h, z1.h, z7.h[0], #0
sqrdcmlah z31.h, z1.h, z7.h[1], #90
sqrdcmlah z31.h, z1.h, z7.h[2], #180
sqrdcmlah z31.h, z1.h, z7.h[3], #270
sqrdcmlah z31.s, z1.s, z15.s[0], #90
sqrdcmlah z31.s, z1.s, z15.s[1], #270
cdot z0.s, z30.b, z31.b, #0
cdot z1.s, z30.b, z31.b, #90
cdot z2.s, z30.b, z31.b, #180
cdot z3.s, z30.b, z31.b, #270
cdot z0.d, z30.h, z31.h, #0
cdot z1.d, z30.h, z31.h, #90
cdot z2.d, z30.h, z31.h, #180
cdot z3.d, z30.h, z31.h, #270
cdot z31.s, z1.b, z7.b[0], #0
cdot z31.s, z1.b, z7.b[1], #90
cdot z31.s, z1.b, z7.b[2], #180
cdot z31.s, z1.b, z7.b[3], #270
cdot z31.d, z1.h, z15.h[0], #270
cdot z31.d, z1.h, z15.h[1], #180
cadd z5.b, z5.b, z31.b, #90
sqcadd z31.b, z31.b, z0.b, #270
cadd z5.h, z5.h, z31.h, #90
sqcadd z31.h, z31.h, z0.h, #270
cadd z5.s, z5.s, z31.s, #90
sqcadd z31.s, z31.s, z0.s, #270
cadd z5.d, z5.d, z31.d, #90
sqcadd z31.d, z31.d, z0.d, #270
sqincb x0
sqincb x30, vl4, mul #16
sqincb x7, #14
sqincb x3, w3
sqincb x3, w3, pow2, mul #2
sqincb xzr, wzr, all
sqinch x0
sqinch x30, vl4, mul #16
sqinch x7, #14
sqinch x3, w3
sqinch x3, w3, pow2, mul #2
sqinch xzr, wzr, all
sqinch z0.h
sqinch z31.h, vl256, mul #3
sqinch z9.h, mul4
sqincw x0
sqincw x30, vl4, mul #16
sqincw x7, #14
sqincw x3, w3
sqincw x3, w3, pow2, mul #2
sqincw xzr, wzr, all
sqincw z0.s
sqincw z31.s, vl256, mul #3
sqincw z9.s, mul4
sqincd x0
sqincd x30, vl4, mul #16
sqincd x7, #14
sqincd x3, w3
sqincd x3, w3, pow2, mul #2
sqincd xzr, wzr, all
sqincd z0.d
sqincd z31.d, vl256, mul #3
sqincd z9.d, mul4
sqincp x0, p15.b
sqincp x3, p1.b, w3
sqincp x0, p15.h
sqincp x3, p1.h, w3
sqincp z31.h, p7.h
sqincp x0, p15.s
sqincp x3, p1.s, w3
sqincp z31.s, p7.s
sqincp x0, p15.d
sqincp x3, p1.d, w3
sqincp z31.d, p7.d
sqdecb x0
sqdecb x30, vl4, mul #16
sqdecb x7, #14
sqdecb x3, w3
sqdecb x3, w3, pow2, mul #2
sqdecb xzr, wzr, all
sqdech x0
sqdech x30, vl4, mul #16
sqdech x7, #14
sqdech x3, w3
sqdech x3, w3, pow2, mul #2
sqdech xzr, wzr, all
sqdech z0.h
sqdech z31.h, vl256, mul #3
sqdech z9.h, mul4
sqdecw x0
sqdecw x30, vl4, mul #16
sqdecw x7, #14
sqdecw x3, w3
sqdecw x3, w3, pow2, mul #2
sqdecw xzr, wzr, all
sqdecw z0.s
sqdecw z31.s, vl256, mul #3
sqdecw z9.s, mul4
sqdecd x0
sqdecd x30, vl4, mul #16
sqdecd x7, #14
sqdecd x3, w3
sqdecd x3, w3, pow2, mul #2
sqdecd xzr, wzr, all
sqdecd z0.d
sqdecd z31.d, vl256, mul #3
sqdecd z9.d, mul4
sqdecp x0, p15.b
sqdecp x3, p1.b, w3
sqdecp x0, p15.h
sqdecp x3, p1.h, w3
sqdecp z31.h, p7.h
sqdecp x0, p15.s
sqdecp x3, p1.s, w3
sqdecp z31.s, p7.s
sqdecp x0, p15.d
sqdecp x3, p1.d, w3
sqdecp z31.d, p7.d
uqincb x0
uqincb x30, vl4, mul #16
uqincb x7, #14
uqincb w3
uqincb w30, mul3, mul #7
uqinch x0
uqinch x30, vl4, mul #16
uqinch x7, #14
uqinch w3
uqinch w30, mul3, mul #7
uqinch z0.h
uqinch z31.h, vl256, mul #3
uqinch z9.h, mul4
uqincw x0
uqincw x30, vl4, mul #16
uqincw x7, #14
uqincw w3
uqincw w30, mul3, mul #7
uqincw z0.s
uqincw z31.s, vl256, mul #3
uqincw z9.s, mul4
uqincd x0
uqincd x30, vl4, mul #16
uqincd x7, #14
uqincd w3
uqincd w30, mul3, mul #7
uqincd z0.d
uqincd z31.d, vl256, mul #3
uqincd z9.d, mul4
uqincp x0, p15.b
uqincp w3, p1.b
uqincp x0, p15.h
uqincp w3, p1.h
uqincp z31.h, p7.h
uqincp x0, p15.s
uqincp w3, p1.s
uqincp z31.s, p7.s
uqincp x0, p15.d
uqincp w3, p1.d
uqincp z31.d, p7.d
uqdecb x0
uqdecb x30, vl4, mul #16
uqdecb x7, #14
uqdecb w3
uqdecb w30, mul3, mul #7
uqdech x0
uqdech x30, vl4, mul #16
uqdech x7, #14
uqdech w3
uqdech w30, mul3, mul #7
uqdech z0.h
uqdech z31.h, vl256, mul #3
uqdech z9.h, mul4
uqdecw x0
uqdecw x30, vl4, mul #16
uqdecw x7, #14
uqdecw w3
uqdecw w30, mul3, mul #7
uqdecw z0.s
uqdecw z31.s, vl256, mul #3
uqdecw z9.s, mul4
uqdecd x0
uqdecd x30, vl4, mul #16
uqdecd x7, #14
uqdecd w3
uqdecd w30, mul3, mul #7
uqdecd z0.d
uqdecd z31.d, vl256, mul #3
uqdecd z9.d, mul4
uqdecp x0, p15.b
uqdecp w3, p1.b
uqdecp x0, p15.h
uqdecp w3, p1.h
uqdecp z31.h, p7.h
uqdecp x0, p15.s
uqdecp w3, p1.s
uqdecp z31.s, p7.s
uqdecp x0, p15.d
uqdecp w3, p1.d
uqdecp z31.d, p7.d
sqadd z1.b, p7/m, z1.b, z30.b
sqadd z1.h, p7/m, z1.h, z30.h
sqadd z1.s, p7/m, z1.s, z30.s
sqadd z1.d, p7/m, z1.d, z30.d
uqadd z1.b, p7/m, z1.b, z30.b
uqadd z1.h, p7/m, z1.h, z30.h
uqadd z1.s, p7/m, z1.s, z30.s
uqadd z1.d, p7/m, z1.d, z30.d
sqsub z1.b, p7/m, z1.b, z30.b
sqsub z1.h, p7/m, z1.h, z30.h
sqsub z1.s, p7/m, z1.s, z30.s
sqsub z1.d, p7/m, z1.d, z30.d
uqsub z1.b, p7/m, z1.b, z30.b
uqsub z1.h, p7/m, z1.h, z30.h
uqsub z1.s, p7/m, z1.s, z30.s
uqsub z1.d, p7/m, z1.d, z30.d
sqsubr z1.b, p7/m, z1.b, z30.b
sqsubr z1.h, p7/m, z1.h, z30.h
sqsubr z1.s, p7/m, z1.s, z30.s
sqsubr z1.d, p7/m, z1.d, z30.d
uqsubr z1.b, p7/m, z1.b, z30.b
uqsubr z1.h, p7/m, z1.h, z30.h
uqsubr z1.s, p7/m, z1.s, z30.s
uqsubr z1.d, p7/m, z1.d, z30.d
suqadd z1.b, p7/m, z1.b, z30.b
suqadd z1.h, p7/m, z1.h, z30.h
suqadd z1.s, p7/m, z1.s, z30.s
suqadd z1.d, p7/m, z1.d, z30.d
usqadd z1.b, p7/m, z1.b, z30.b
usqadd z1.h, p7/m, z1.h, z30.h
usqadd z1.s, p7/m, z1.s, z30.s
usqadd z1.d, p7/m, z1.d, z30.d
sdiv z31.s, p3/m, z31.s, z0.s
sdiv z31.d, p3/m, z31.d, z0.d
udiv z31.s, p3/m, z31.s, z0.s
udiv z31.d, p3/m, z31.d, z0.d
sdivr z31.s, p3/m, z31.s, z0.s
sdivr z31.d, p3/m, z31.d, z0.d
udivr z31.s, p3/m, z31.s, z0.s
udivr z31.d, p3/m, z31.d, z0.d
rbit z0.b, p7/m, z31.b
rbit z0.h, p7/m, z31.h
rbit z0.s, p7/m, z31.s
rbit z0.d, p7/m, z31.d
sadalp z1.h, p0/m, z30.b
uadalp z31.h, p7/m, z2.b
sadalp z1.s, p0/m, z30.h
uadalp z31.s, p7/m, z2.h
sadalp z1.d, p0/m, z30.s
uadalp z31.d, p7/m, z2.s
adclb z1.s, z30.s, z31.s
adclb z1.d, z30.d, z31.d
adclt z1.s, z30.s, z31.s
adclt z1.d, z30.d, z31.d
sbclb z1.s, z30.s, z31.s
sbclb z1.d, z30.d, z31.d
sbclt z1.s, z30.s, z31.s
sbclt z1.d, z30.d, z31.d
insr z31.b, w0
insr z0.b, wzr
insr z1.b, b31
insr z31.h, w0
insr z0.h, wzr
insr z1.h, h31
insr z31.s, w0
insr z0.s, wzr
insr z1.s, s31
insr z31.d, x0
insr z0.d, xzr
insr z1.d, d31
adr z0.s, [z1.s, z31.s]
adr z31.s, [z30.s, z2.s, lsl #1]
adr z31.s, [z30.s, z2.s, lsl #2]
adr z31.s, [z30.s, z2.s, lsl #3]
adr z0.d, [z1.d, z31.d]
adr z31.d, [z30.d, z2.d, lsl #1]
adr z31.d, [z30.d, z2.d, lsl #2]
adr z31.d, [z30.d, z2.d, lsl #3]
adr z1.d, [z2.d, z3.d, sxtw]
adr z1.d, [z2.d, z3.d, sxtw #1]
adr z1.d, [z2.d, z3.d, sxtw #2]
adr z1.d, [z2.d, z3.d, sxtw #3]
adr z1.d, [z2.d, z3.d, uxtw]
adr z1.d, [z2.d, z3.d, uxtw #1]
adr z1.d, [z2.d, z3.d, uxtw #2]
adr z1.d, [z2.d, z3.d, uxtw #3]
histcnt z31.s, p7/z, z0.s, z30.s
histcnt z31.d, p7/z, z0.d, z30.d
histseg z0.b, z31.b, z15.b
match p15.b, p7/z, z0.b, z31.b
nmatch p0.b, p1/z, z31.b, z2.b
match p15.h, p7/z, z0.h, z31.h
nmatch p0.h, p1/z, z31.h, z2.h
pmul z0.b, z1.b, z31.b
pmullb z0.q, z1.d, z31.d
pmullt z31.q, z30.d, z0.d
aese z0.b, z0.b, z31.b
aesd z31.b, z31.b, z1.b
aesmc z7.b, z7.b
aesimc z31.b, z31.b
sm4e z0.s, z0.s, z31.s
sm4ekey z31.s, z0.s, z15.s
rax1 z1.d, z2.d, z31.d
bdep z0.b, z1.b, z31.b
bdep z0.h, z1.h, z31.h
bdep z0.s, z1.s, z31.s
bdep z0.d, z1.d, z31.d
bext z0.b, z1.b, z31.b
bext z0.h, z1.h, z31.h
bext z0.s, z1.s, z31.s
bext z0.d, z1.d, z31.d
bgrp z0.b, z1.b, z31.b
bgrp z0.h, z1.h, z31.h
bgrp z0.s, z1.s, z31.s
bgrp z0.d, z1.d, z31.d
smmla z0.s, z1.b, z31.b
ummla z0.s, z1.b, z31.b
usmmla z0.s, z1.b, z31.b
usdot z0.s, z1.b, z31.b
usdot z31.s, z30.b, z7.b[0]
sudot z0.s, z1.b, z0.b[0]
usdot z31.s, z30.b, z7.b[1]
sudot z0.s, z1.b, z1.b[1]
usdot z31.s, z30.b, z7.b[2]
sudot z0.s, z1.b, z2.b[2]
usdot z31.s, z30.b, z7.b[3]
sudot z0.s, z1.b, z3.b[3]
ld1rob { z0.b }, p0/z, [x0]
ld1rob { z31.b }, p7/z, [sp, #-256]
ld1rob { z5.b }, p3/z, [x30, #224]
ld1rob { z9.b }, p1/z, [x2, x30]
ld1roh { z0.h }, p0/z, [x0]
ld1roh { z31.h }, p7/z, [sp, #-256]
ld1roh { z5.h }, p3/z, [x30, #224]
ld1roh { z9.h }, p1/z, [x2, x30, lsl #1]
ld1row { z0.s }, p0/z, [x0]
ld1row { z31.s }, p7/z, [sp, #-256]
ld1row { z5.s }, p3/z, [x30, #224]
ld1row { z9.s }, p1/z, [x2, x30, lsl #2]
ld1rod { z0.d }, p0/z, [x0]
ld1rod { z31.d }, p7/z, [sp, #-256]
ld1rod { z5.d }, p3/z, [x30, #224]
ld1rod { z9.d }, p1/z, [x2, x30, lsl #3]
zip1 z0.q, z1.q, z31.q
zip2 z0.q, z1.q, z31.q
uzp1 z0.q, z1.q, z31.q
uzp2 z0.q, z1.q, z31.q
trn1 z0.q, z1.q, z31.q
trn2 z0.q, z1.q, z31.q
urecpe z0.s, p0/m, z31.s
ursqrte z31.s, p7/m, z0.s
ctermeq x0, x30
ctermne wzr, w1
ctermeq w30, wzr
ctermne xzr, x7
