// SVE integer, compare, predicate and FP forms of isa/a64/sve2_ops.py, sve2_cmp.py, sve2_fp.py:
// every operand form the text decoders accept, every element size, immediates at their bounds.
smax z1.b, p2/m, z1.b, z31.b
smax z1.h, p2/m, z1.h, z31.h
smax z1.s, p2/m, z1.s, z31.s
smax z1.d, p2/m, z1.d, z31.d
smax z3.s, z3.s, #-128
smax z30.b, z30.b, #127
smax z0.d, z0.d, #-1
umax z1.b, p2/m, z1.b, z31.b
umax z1.h, p2/m, z1.h, z31.h
umax z1.s, p2/m, z1.s, z31.s
umax z1.d, p2/m, z1.d, z31.d
umax z3.s, z3.s, #255
umax z30.b, z30.b, #0
umax z0.d, z0.d, #17
smin z1.b, p2/m, z1.b, z31.b
smin z1.h, p2/m, z1.h, z31.h
smin z1.s, p2/m, z1.s, z31.s
smin z1.d, p2/m, z1.d, z31.d
smin z3.s, z3.s, #-128
smin z30.b, z30.b, #127
smin z0.d, z0.d, #-1
umin z1.b, p2/m, z1.b, z31.b
umin z1.h, p2/m, z1.h, z31.h
umin z1.s, p2/m, z1.s, z31.s
umin z1.d, p2/m, z1.d, z31.d
umin z3.s, z3.s, #255
umin z30.b, z30.b, #0
umin z0.d, z0.d, #17
sqadd z1.b, z2.b, z3.b
sqadd z1.h, z2.h, z3.h
sqadd z1.s, z2.s, z3.s
sqadd z1.d, z2.d, z3.d
sqadd z5.b, z5.b, #255
sqadd z5.h, z5.h, #255, lsl #8
sqadd z5.s, z5.s, #0
sqadd z31.d, z31.d, #256
uqadd z1.b, z2.b, z3.b
uqadd z1.h, z2.h, z3.h
uqadd z1.s, z2.s, z3.s
uqadd z1.d, z2.d, z3.d
uqadd z5.b, z5.b, #255
uqadd z5.h, z5.h, #255, lsl #8
uqadd z5.s, z5.s, #0
uqadd z31.d, z31.d, #256
sqsub z1.b, z2.b, z3.b
sqsub z1.h, z2.h, z3.h
sqsub z1.s, z2.s, z3.s
sqsub z1.d, z2.d, z3.d
sqsub z5.b, z5.b, #255
sqsub z5.h, z5.h, #255, lsl #8
sqsub z5.s, z5.s, #0
sqsub z31.d, z31.d, #256
uqsub z1.b, z2.b, z3.b
uqsub z1.h, z2.h, z3.h
uqsub z1.s, z2.s, z3.s
uqsub z1.d, z2.d, z3.d
uqsub z5.b, z5.b, #255
uqsub z5.h, z5.h, #255, lsl #8
uqsub z5.s, z5.s, #0
uqsub z31.d, z31.d, #256
subr z1.b, p7/m, z1.b, z2.b
subr z1.h, p7/m, z1.h, z2.h
subr z1.s, p7/m, z1.s, z2.s
subr z1.d, p7/m, z1.d, z2.d
subr z1.b, z1.b, #255
subr z1.d, z1.d, #65280
subr z1.h, z1.h, #3
mla z1.b, p3/m, z2.b, z31.b
mla z1.h, p3/m, z2.h, z31.h
mla z1.s, p3/m, z2.s, z31.s
mla z1.d, p3/m, z2.d, z31.d
mls z1.b, p3/m, z2.b, z31.b
mls z1.h, p3/m, z2.h, z31.h
mls z1.s, p3/m, z2.s, z31.s
mls z1.d, p3/m, z2.d, z31.d
mad z1.b, p3/m, z2.b, z31.b
mad z1.h, p3/m, z2.h, z31.h
mad z1.s, p3/m, z2.s, z31.s
mad z1.d, p3/m, z2.d, z31.d
msb z1.b, p3/m, z2.b, z31.b
msb z1.h, p3/m, z2.h, z31.h
msb z1.s, p3/m, z2.s, z31.s
msb z1.d, p3/m, z2.d, z31.d
abs z1.b, p6/m, z30.b
abs z1.h, p6/m, z30.h
abs z1.s, p6/m, z30.s
abs z1.d, p6/m, z30.d
neg z1.b, p6/m, z30.b
neg z1.h, p6/m, z30.h
neg z1.s, p6/m, z30.s
neg z1.d, p6/m, z30.d
cnot z1.b, p6/m, z30.b
cnot z1.h, p6/m, z30.h
cnot z1.s, p6/m, z30.s
cnot z1.d, p6/m, z30.d
not z1.b, p6/m, z30.b
not z1.h, p6/m, z30.h
not z1.s, p6/m, z30.s
not z1.d, p6/m, z30.d
asr z1.b, z2.b, #1
asr z1.b, z2.b, #8
asr z3.b, p1/m, z3.b, #1
asr z3.b, p1/m, z3.b, #8
asr z4.b, p2/m, z4.b, z5.b
asr z1.b, z2.b, z31.d
asr z6.b, p7/m, z6.b, z7.d
asr z1.h, z2.h, #1
asr z1.h, z2.h, #16
asr z3.h, p1/m, z3.h, #1
asr z3.h, p1/m, z3.h, #16
asr z4.h, p2/m, z4.h, z5.h
asr z1.h, z2.h, z31.d
asr z6.h, p7/m, z6.h, z7.d
asr z1.s, z2.s, #1
asr z1.s, z2.s, #32
asr z3.s, p1/m, z3.s, #1
asr z3.s, p1/m, z3.s, #32
asr z4.s, p2/m, z4.s, z5.s
asr z1.s, z2.s, z31.d
asr z6.s, p7/m, z6.s, z7.d
asr z1.d, z2.d, #1
asr z1.d, z2.d, #64
asr z3.d, p1/m, z3.d, #1
asr z3.d, p1/m, z3.d, #64
asr z4.d, p2/m, z4.d, z5.d
lsr z1.b, z2.b, #1
lsr z1.b, z2.b, #8
lsr z3.b, p1/m, z3.b, #1
lsr z3.b, p1/m, z3.b, #8
lsr z4.b, p2/m, z4.b, z5.b
lsr z1.b, z2.b, z31.d
lsr z6.b, p7/m, z6.b, z7.d
lsr z1.h, z2.h, #1
lsr z1.h, z2.h, #16
lsr z3.h, p1/m, z3.h, #1
lsr z3.h, p1/m, z3.h, #16
lsr z4.h, p2/m, z4.h, z5.h
lsr z1.h, z2.h, z31.d
lsr z6.h, p7/m, z6.h, z7.d
lsr z1.s, z2.s, #1
lsr z1.s, z2.s, #32
lsr z3.s, p1/m, z3.s, #1
lsr z3.s, p1/m, z3.s, #32
lsr z4.s, p2/m, z4.s, z5.s
lsr z1.s, z2.s, z31.d
lsr z6.s, p7/m, z6.s, z7.d
lsr z1.d, z2.d, #1
lsr z1.d, z2.d, #64
lsr z3.d, p1/m, z3.d, #1
lsr z3.d, p1/m, z3.d, #64
lsr z4.d, p2/m, z4.d, z5.d
lsl z1.b, z2.b, #0
lsl z1.b, z2.b, #7
lsl z3.b, p1/m, z3.b, #0
lsl z3.b, p1/m, z3.b, #7
lsl z4.b, p2/m, z4.b, z5.b
lsl z1.b, z2.b, z31.d
lsl z6.b, p7/m, z6.b, z7.d
lsl z1.h, z2.h, #0
lsl z1.h, z2.h, #15
lsl z3.h, p1/m, z3.h, #0
lsl z3.h, p1/m, z3.h, #15
lsl z4.h, p2/m, z4.h, z5.h
lsl z1.h, z2.h, z31.d
lsl z6.h, p7/m, z6.h, z7.d
lsl z1.s, z2.s, #0
lsl z1.s, z2.s, #31
lsl z3.s, p1/m, z3.s, #0
lsl z3.s, p1/m, z3.s, #31
lsl z4.s, p2/m, z4.s, z5.s
lsl z1.s, z2.s, z31.d
lsl z6.s, p7/m, z6.s, z7.d
lsl z1.d, z2.d, #0
lsl z1.d, z2.d, #63
lsl z3.d, p1/m, z3.d, #0
lsl z3.d, p1/m, z3.d, #63
lsl z4.d, p2/m, z4.d, z5.d
asrr z4.b, p2/m, z4.b, z5.b
asrr z4.h, p2/m, z4.h, z5.h
asrr z4.s, p2/m, z4.s, z5.s
asrr z4.d, p2/m, z4.d, z5.d
lsrr z4.b, p2/m, z4.b, z5.b
lsrr z4.h, p2/m, z4.h, z5.h
lsrr z4.s, p2/m, z4.s, z5.s
lsrr z4.d, p2/m, z4.d, z5.d
lslr z4.b, p2/m, z4.b, z5.b
lslr z4.h, p2/m, z4.h, z5.h
lslr z4.s, p2/m, z4.s, z5.s
lslr z4.d, p2/m, z4.d, z5.d
sdot z1.s, z2.b, z31.b
sdot z1.d, z2.h, z31.h
sdot z1.s, z2.b, z7.b[3]
sdot z1.s, z2.b, z0.b[0]
sdot z1.d, z2.h, z15.h[1]
sdot z31.d, z30.h, z0.h[0]
udot z1.s, z2.b, z31.b
udot z1.d, z2.h, z31.h
udot z1.s, z2.b, z7.b[3]
udot z1.s, z2.b, z0.b[0]
udot z1.d, z2.h, z15.h[1]
udot z31.d, z30.h, z0.h[0]
cmpeq p1.b, p2/z, z3.b, z4.b
cmpeq p15.b, p7/z, z31.b, z0.d
cmpeq p1.h, p2/z, z3.h, z4.h
cmpeq p15.h, p7/z, z31.h, z0.d
cmpeq p1.s, p2/z, z3.s, z4.s
cmpeq p15.s, p7/z, z31.s, z0.d
cmpeq p1.d, p2/z, z3.d, z4.d
cmpeq p1.b, p2/z, z3.b, #-16
cmpeq p1.s, p2/z, z3.s, #15
cmpeq p1.h, p2/z, z3.h, #0
cmpne p1.b, p2/z, z3.b, z4.b
cmpne p15.b, p7/z, z31.b, z0.d
cmpne p1.h, p2/z, z3.h, z4.h
cmpne p15.h, p7/z, z31.h, z0.d
cmpne p1.s, p2/z, z3.s, z4.s
cmpne p15.s, p7/z, z31.s, z0.d
cmpne p1.d, p2/z, z3.d, z4.d
cmpne p1.b, p2/z, z3.b, #-16
cmpne p1.s, p2/z, z3.s, #15
cmpne p1.h, p2/z, z3.h, #0
cmpge p1.b, p2/z, z3.b, z4.b
cmpge p15.b, p7/z, z31.b, z0.d
cmpge p1.h, p2/z, z3.h, z4.h
cmpge p15.h, p7/z, z31.h, z0.d
cmpge p1.s, p2/z, z3.s, z4.s
cmpge p15.s, p7/z, z31.s, z0.d
cmpge p1.d, p2/z, z3.d, z4.d
cmpge p1.b, p2/z, z3.b, #-16
cmpge p1.s, p2/z, z3.s, #15
cmpge p1.h, p2/z, z3.h, #0
cmpgt p1.b, p2/z, z3.b, z4.b
cmpgt p15.b, p7/z, z31.b, z0.d
cmpgt p1.h, p2/z, z3.h, z4.h
cmpgt p15.h, p7/z, z31.h, z0.d
cmpgt p1.s, p2/z, z3.s, z4.s
cmpgt p15.s, p7/z, z31.s, z0.d
cmpgt p1.d, p2/z, z3.d, z4.d
cmpgt p1.b, p2/z, z3.b, #-16
cmpgt p1.s, p2/z, z3.s, #15
cmpgt p1.h, p2/z, z3.h, #0
cmplt p1.b, p2/z, z3.b, z4.b
cmplt p15.b, p7/z, z31.b, z0.d
cmplt p1.h, p2/z, z3.h, z4.h
cmplt p15.h, p7/z, z31.h, z0.d
cmplt p1.s, p2/z, z3.s, z4.s
cmplt p15.s, p7/z, z31.s, z0.d
cmplt p1.d, p2/z, z3.d, z4.d
cmplt p1.b, p2/z, z3.b, #-16
cmplt p1.s, p2/z, z3.s, #15
cmplt p1.h, p2/z, z3.h, #0
cmple p1.b, p2/z, z3.b, z4.b
cmple p15.b, p7/z, z31.b, z0.d
cmple p1.h, p2/z, z3.h, z4.h
cmple p15.h, p7/z, z31.h, z0.d
cmple p1.s, p2/z, z3.s, z4.s
cmple p15.s, p7/z, z31.s, z0.d
cmple p1.d, p2/z, z3.d, z4.d
cmple p1.b, p2/z, z3.b, #-16
cmple p1.s, p2/z, z3.s, #15
cmple p1.h, p2/z, z3.h, #0
cmphi p1.b, p2/z, z3.b, z4.b
cmphi p15.b, p7/z, z31.b, z0.d
cmphi p1.h, p2/z, z3.h, z4.h
cmphi p15.h, p7/z, z31.h, z0.d
cmphi p1.s, p2/z, z3.s, z4.s
cmphi p15.s, p7/z, z31.s, z0.d
cmphi p1.d, p2/z, z3.d, z4.d
cmphi p1.b, p2/z, z3.b, #0
cmphi p1.d, p2/z, z3.d, #127
cmphs p1.b, p2/z, z3.b, z4.b
cmphs p15.b, p7/z, z31.b, z0.d
cmphs p1.h, p2/z, z3.h, z4.h
cmphs p15.h, p7/z, z31.h, z0.d
cmphs p1.s, p2/z, z3.s, z4.s
cmphs p15.s, p7/z, z31.s, z0.d
cmphs p1.d, p2/z, z3.d, z4.d
cmphs p1.b, p2/z, z3.b, #0
cmphs p1.d, p2/z, z3.d, #127
cmplo p1.b, p2/z, z3.b, z4.b
cmplo p15.b, p7/z, z31.b, z0.d
cmplo p1.h, p2/z, z3.h, z4.h
cmplo p15.h, p7/z, z31.h, z0.d
cmplo p1.s, p2/z, z3.s, z4.s
cmplo p15.s, p7/z, z31.s, z0.d
cmplo p1.d, p2/z, z3.d, z4.d
cmplo p1.b, p2/z, z3.b, #0
cmplo p1.d, p2/z, z3.d, #127
cmpls p1.b, p2/z, z3.b, z4.b
cmpls p15.b, p7/z, z31.b, z0.d
cmpls p1.h, p2/z, z3.h, z4.h
cmpls p15.h, p7/z, z31.h, z0.d
cmpls p1.s, p2/z, z3.s, z4.s
cmpls p15.s, p7/z, z31.s, z0.d
cmpls p1.d, p2/z, z3.d, z4.d
cmpls p1.b, p2/z, z3.b, #0
cmpls p1.d, p2/z, z3.d, #127
ptest p2, p3.b
ptest p15, p0.b
pfirst p1.b, p15, p1.b
pnext p1.b, p2, p1.b
pnext p1.h, p2, p1.h
pnext p1.s, p2, p1.s
pnext p1.d, p2, p1.d
brka p1.b, p2/z, p3.b
brka p1.b, p15/m, p3.b
brkas p1.b, p2/z, p3.b
brkb p1.b, p2/z, p3.b
brkb p1.b, p2/m, p3.b
brkbs p14.b, p2/z, p3.b
brkn p1.b, p2/z, p3.b, p1.b
brkns p1.b, p2/z, p3.b, p1.b
brkpa p1.b, p2/z, p3.b, p4.b
brkpb p1.b, p2/z, p3.b, p4.b
brkpas p1.b, p2/z, p3.b, p4.b
brkpbs p1.b, p2/z, p3.b, p4.b
fmad z1.h, p7/m, z2.h, z31.h
fmad z1.s, p7/m, z2.s, z31.s
fmad z1.d, p7/m, z2.d, z31.d
fmsb z1.h, p7/m, z2.h, z31.h
fmsb z1.s, p7/m, z2.s, z31.s
fmsb z1.d, p7/m, z2.d, z31.d
fnmad z1.h, p7/m, z2.h, z31.h
fnmad z1.s, p7/m, z2.s, z31.s
fnmad z1.d, p7/m, z2.d, z31.d
fnmsb z1.h, p7/m, z2.h, z31.h
fnmsb z1.s, p7/m, z2.s, z31.s
fnmsb z1.d, p7/m, z2.d, z31.d
fnmla z1.h, p7/m, z2.h, z31.h
fnmla z1.s, p7/m, z2.s, z31.s
fnmla z1.d, p7/m, z2.d, z31.d
fnmls z1.h, p7/m, z2.h, z31.h
fnmls z1.s, p7/m, z2.s, z31.s
fnmls z1.d, p7/m, z2.d, z31.d
frintn z1.h, p7/m, z31.h
frintn z1.s, p7/m, z31.s
frintn z1.d, p7/m, z31.d
frintp z1.h, p7/m, z31.h
frintp z1.s, p7/m, z31.s
frintp z1.d, p7/m, z31.d
frintm z1.h, p7/m, z31.h
frintm z1.s, p7/m, z31.s
frintm z1.d, p7/m, z31.d
frintz z1.h, p7/m, z31.h
frintz z1.s, p7/m, z31.s
frintz z1.d, p7/m, z31.d
frinta z1.h, p7/m, z31.h
frinta z1.s, p7/m, z31.s
frinta z1.d, p7/m, z31.d
frintx z1.h, p7/m, z31.h
frintx z1.s, p7/m, z31.s
frintx z1.d, p7/m, z31.d
frinti z1.h, p7/m, z31.h
frinti z1.s, p7/m, z31.s
frinti z1.d, p7/m, z31.d
fcmeq p1.h, p2/z, z3.h, z4.h
fcmeq p1.s, p2/z, z3.s, z4.s
fcmeq p1.d, p2/z, z3.d, z4.d
fcmeq p15.h, p7/z, z31.h, #0.0
fcmeq p15.s, p7/z, z31.s, #0.0
fcmeq p15.d, p7/z, z31.d, #0.0
fcmne p1.h, p2/z, z3.h, z4.h
fcmne p1.s, p2/z, z3.s, z4.s
fcmne p1.d, p2/z, z3.d, z4.d
fcmne p15.h, p7/z, z31.h, #0.0
fcmne p15.s, p7/z, z31.s, #0.0
fcmne p15.d, p7/z, z31.d, #0.0
fcmge p1.h, p2/z, z3.h, z4.h
fcmge p1.s, p2/z, z3.s, z4.s
fcmge p1.d, p2/z, z3.d, z4.d
fcmge p15.h, p7/z, z31.h, #0.0
fcmge p15.s, p7/z, z31.s, #0.0
fcmge p15.d, p7/z, z31.d, #0.0
fcmgt p1.h, p2/z, z3.h, z4.h
fcmgt p1.s, p2/z, z3.s, z4.s
fcmgt p1.d, p2/z, z3.d, z4.d
fcmgt p15.h, p7/z, z31.h, #0.0
fcmgt p15.s, p7/z, z31.s, #0.0
fcmgt p15.d, p7/z, z31.d, #0.0
fcmlt p1.h, p2/z, z3.h, z4.h
fcmlt p1.s, p2/z, z3.s, z4.s
fcmlt p1.d, p2/z, z3.d, z4.d
fcmlt p15.h, p7/z, z31.h, #0.0
fcmlt p15.s, p7/z, z31.s, #0.0
fcmlt p15.d, p7/z, z31.d, #0.0
fcmle p1.h, p2/z, z3.h, z4.h
fcmle p1.s, p2/z, z3.s, z4.s
fcmle p1.d, p2/z, z3.d, z4.d
fcmle p15.h, p7/z, z31.h, #0.0
fcmle p15.s, p7/z, z31.s, #0.0
fcmle p15.d, p7/z, z31.d, #0.0
fcmuo p1.h, p2/z, z3.h, z4.h
fcmuo p1.s, p2/z, z3.s, z4.s
fcmuo p1.d, p2/z, z3.d, z4.d
facge p1.h, p2/z, z3.h, z4.h
facge p1.s, p2/z, z3.s, z4.s
facge p1.d, p2/z, z3.d, z4.d
facgt p1.h, p2/z, z3.h, z4.h
facgt p1.s, p2/z, z3.s, z4.s
facgt p1.d, p2/z, z3.d, z4.d
facle p1.h, p2/z, z3.h, z4.h
facle p1.s, p2/z, z3.s, z4.s
facle p1.d, p2/z, z3.d, z4.d
faclt p1.h, p2/z, z3.h, z4.h
faclt p1.s, p2/z, z3.s, z4.s
faclt p1.d, p2/z, z3.d, z4.d
scvtf z1.h, p7/m, z31.h
scvtf z1.h, p7/m, z31.s
scvtf z1.h, p7/m, z31.d
scvtf z1.s, p7/m, z31.s
scvtf z1.d, p7/m, z31.s
scvtf z1.s, p7/m, z31.d
scvtf z1.d, p7/m, z31.d
ucvtf z1.h, p7/m, z31.h
ucvtf z1.h, p7/m, z31.s
ucvtf z1.h, p7/m, z31.d
ucvtf z1.s, p7/m, z31.s
ucvtf z1.d, p7/m, z31.s
ucvtf z1.s, p7/m, z31.d
ucvtf z1.d, p7/m, z31.d
fcvtzs z31.h, p0/m, z1.h
fcvtzs z31.s, p0/m, z1.h
fcvtzs z31.d, p0/m, z1.h
fcvtzs z31.s, p0/m, z1.s
fcvtzs z31.d, p0/m, z1.s
fcvtzs z31.s, p0/m, z1.d
fcvtzs z31.d, p0/m, z1.d
fcvtzu z31.h, p0/m, z1.h
fcvtzu z31.s, p0/m, z1.h
fcvtzu z31.d, p0/m, z1.h
fcvtzu z31.s, p0/m, z1.s
fcvtzu z31.d, p0/m, z1.s
fcvtzu z31.s, p0/m, z1.d
fcvtzu z31.d, p0/m, z1.d
ext z1.b, z1.b, z31.b, #0
ext z1.b, z1.b, z2.b, #255
ext z0.b, {z31.b, z0.b}, #17
ext z5.b, {z2.b, z3.b}, #255
tbl z1.b, {z31.b}, z3.b
rev z1.b, z30.b
rev p1.b, p15.b
lasta w1, p7, z2.b
lastb w30, p0, z2.b
lasta b1, p1, z2.b
lastb b31, p1, z2.b
clasta w1, p7, w1, z2.b
clastb w0, p7, w0, z2.b
clasta b1, p1, b1, z2.b
clastb b7, p1, b7, z2.b
clasta z1.b, p1, z1.b, z2.b
clastb z1.b, p7, z1.b, z31.b
splice z1.b, p1, z1.b, z2.b
splice z1.b, p7, {z31.b, z0.b}
tbl z1.h, {z31.h}, z3.h
rev z1.h, z30.h
rev p1.h, p15.h
lasta w1, p7, z2.h
lastb w30, p0, z2.h
lasta h1, p1, z2.h
lastb h31, p1, z2.h
clasta w1, p7, w1, z2.h
clastb w0, p7, w0, z2.h
clasta h1, p1, h1, z2.h
clastb h7, p1, h7, z2.h
clasta z1.h, p1, z1.h, z2.h
clastb z1.h, p7, z1.h, z31.h
splice z1.h, p1, z1.h, z2.h
splice z1.h, p7, {z31.h, z0.h}
tbl z1.s, {z31.s}, z3.s
rev z1.s, z30.s
rev p1.s, p15.s
lasta w1, p7, z2.s
lastb w30, p0, z2.s
lasta s1, p1, z2.s
lastb s31, p1, z2.s
clasta w1, p7, w1, z2.s
clastb w0, p7, w0, z2.s
clasta s1, p1, s1, z2.s
clastb s7, p1, s7, z2.s
clasta z1.s, p1, z1.s, z2.s
clastb z1.s, p7, z1.s, z31.s
splice z1.s, p1, z1.s, z2.s
splice z1.s, p7, {z31.s, z0.s}
tbl z1.d, {z31.d}, z3.d
rev z1.d, z30.d
rev p1.d, p15.d
lasta x1, p7, z2.d
lastb x30, p0, z2.d
lasta d1, p1, z2.d
lastb d31, p1, z2.d
clasta x1, p7, x1, z2.d
clastb x0, p7, x0, z2.d
clasta d1, p1, d1, z2.d
clastb d7, p1, d7, z2.d
clasta z1.d, p1, z1.d, z2.d
clastb z1.d, p7, z1.d, z31.d
splice z1.d, p1, z1.d, z2.d
splice z1.d, p7, {z31.d, z0.d}
revb z1.h, p1/m, z2.h
revb z1.s, p1/m, z2.s
revb z1.d, p1/m, z2.d
revh z1.s, p1/m, z2.s
compact z1.s, p7, z2.s
revh z1.d, p1/m, z2.d
compact z1.d, p7, z2.d
revw z1.d, p7/m, z31.d
sunpklo z1.h, z2.b
sunpklo z1.s, z2.h
sunpklo z31.d, z0.s
sunpkhi z1.h, z2.b
sunpkhi z1.s, z2.h
sunpkhi z31.d, z0.s
uunpklo z1.h, z2.b
uunpklo z1.s, z2.h
uunpklo z31.d, z0.s
uunpkhi z1.h, z2.b
uunpkhi z1.s, z2.h
uunpkhi z31.d, z0.s
punpklo p1.h, p2.b
punpkhi p15.h, p0.b
fadda h1, p7, h1, z2.h
fadda s1, p7, s1, z2.s
fadda d1, p7, d1, z2.d
ld2b {z0.b, z1.b}, p1/z, [x0]
ld2b {z30.b, z31.b}, p1/z, [sp, #-16, mul vl]
ld2b {z5.b, z6.b}, p1/z, [x2, #14, mul vl]
ld2b {z1.b, z2.b}, p1/z, [x2, x30]
st2b {z0.b, z1.b}, p7, [x0]
st2b {z30.b, z31.b}, p7, [sp, #-16, mul vl]
st2b {z5.b, z6.b}, p7, [x2, #14, mul vl]
st2b {z1.b, z2.b}, p7, [x2, x30]
ld3b {z0.b, z1.b, z2.b}, p1/z, [x0]
ld3b {z30.b, z31.b, z0.b}, p1/z, [sp, #-24, mul vl]
ld3b {z5.b, z6.b, z7.b}, p1/z, [x2, #21, mul vl]
ld3b {z1.b, z2.b, z3.b}, p1/z, [x2, x30]
st3b {z0.b, z1.b, z2.b}, p7, [x0]
st3b {z30.b, z31.b, z0.b}, p7, [sp, #-24, mul vl]
st3b {z5.b, z6.b, z7.b}, p7, [x2, #21, mul vl]
st3b {z1.b, z2.b, z3.b}, p7, [x2, x30]
ld4b {z0.b, z1.b, z2.b, z3.b}, p1/z, [x0]
ld4b {z30.b, z31.b, z0.b, z1.b}, p1/z, [sp, #-32, mul vl]
ld4b {z5.b, z6.b, z7.b, z8.b}, p1/z, [x2, #28, mul vl]
ld4b {z1.b, z2.b, z3.b, z4.b}, p1/z, [x2, x30]
st4b {z0.b, z1.b, z2.b, z3.b}, p7, [x0]
st4b {z30.b, z31.b, z0.b, z1.b}, p7, [sp, #-32, mul vl]
st4b {z5.b, z6.b, z7.b, z8.b}, p7, [x2, #28, mul vl]
st4b {z1.b, z2.b, z3.b, z4.b}, p7, [x2, x30]
ldnt1b {z0.b}, p0/z, [x0]
ldnt1b {z31.b}, p0/z, [sp, #-8, mul vl]
ldnt1b {z3.b}, p0/z, [x1, #7, mul vl]
ldnt1b {z3.b}, p0/z, [x1, x2]
stnt1b {z0.b}, p7, [x0]
stnt1b {z31.b}, p7, [sp, #-8, mul vl]
stnt1b {z3.b}, p7, [x1, #7, mul vl]
stnt1b {z3.b}, p7, [x1, x2]
ld2h {z0.h, z1.h}, p1/z, [x0]
ld2h {z30.h, z31.h}, p1/z, [sp, #-16, mul vl]
ld2h {z5.h, z6.h}, p1/z, [x2, #14, mul vl]
ld2h {z1.h, z2.h}, p1/z, [x2, x30, lsl #1]
st2h {z0.h, z1.h}, p7, [x0]
st2h {z30.h, z31.h}, p7, [sp, #-16, mul vl]
st2h {z5.h, z6.h}, p7, [x2, #14, mul vl]
st2h {z1.h, z2.h}, p7, [x2, x30, lsl #1]
ld3h {z0.h, z1.h, z2.h}, p1/z, [x0]
ld3h {z30.h, z31.h, z0.h}, p1/z, [sp, #-24, mul vl]
ld3h {z5.h, z6.h, z7.h}, p1/z, [x2, #21, mul vl]
ld3h {z1.h, z2.h, z3.h}, p1/z, [x2, x30, lsl #1]
st3h {z0.h, z1.h, z2.h}, p7, [x0]
st3h {z30.h, z31.h, z0.h}, p7, [sp, #-24, mul vl]
st3h {z5.h, z6.h, z7.h}, p7, [x2, #21, mul vl]
st3h {z1.h, z2.h, z3.h}, p7, [x2, x30, lsl #1]
ld4h {z0.h, z1.h, z2.h, z3.h}, p1/z, [x0]
ld4h {z30.h, z31.h, z0.h, z1.h}, p1/z, [sp, #-32, mul vl]
ld4h {z5.h, z6.h, z7.h, z8.h}, p1/z, [x2, #28, mul vl]
ld4h {z1.h, z2.h, z3.h, z4.h}, p1/z, [x2, x30, lsl #1]
st4h {z0.h, z1.h, z2.h, z3.h}, p7, [x0]
st4h {z30.h, z31.h, z0.h, z1.h}, p7, [sp, #-32, mul vl]
st4h {z5.h, z6.h, z7.h, z8.h}, p7, [x2, #28, mul vl]
st4h {z1.h, z2.h, z3.h, z4.h}, p7, [x2, x30, lsl #1]
ldnt1h {z0.h}, p0/z, [x0]
ldnt1h {z31.h}, p0/z, [sp, #-8, mul vl]
ldnt1h {z3.h}, p0/z, [x1, #7, mul vl]
ldnt1h {z3.h}, p0/z, [x1, x2, lsl #1]
stnt1h {z0.h}, p7, [x0]
stnt1h {z31.h}, p7, [sp, #-8, mul vl]
stnt1h {z3.h}, p7, [x1, #7, mul vl]
stnt1h {z3.h}, p7, [x1, x2, lsl #1]
ld2w {z0.s, z1.s}, p1/z, [x0]
ld2w {z30.s, z31.s}, p1/z, [sp, #-16, mul vl]
ld2w {z5.s, z6.s}, p1/z, [x2, #14, mul vl]
ld2w {z1.s, z2.s}, p1/z, [x2, x30, lsl #2]
st2w {z0.s, z1.s}, p7, [x0]
st2w {z30.s, z31.s}, p7, [sp, #-16, mul vl]
st2w {z5.s, z6.s}, p7, [x2, #14, mul vl]
st2w {z1.s, z2.s}, p7, [x2, x30, lsl #2]
ld3w {z0.s, z1.s, z2.s}, p1/z, [x0]
ld3w {z30.s, z31.s, z0.s}, p1/z, [sp, #-24, mul vl]
ld3w {z5.s, z6.s, z7.s}, p1/z, [x2, #21, mul vl]
ld3w {z1.s, z2.s, z3.s}, p1/z, [x2, x30, lsl #2]
st3w {z0.s, z1.s, z2.s}, p7, [x0]
st3w {z30.s, z31.s, z0.s}, p7, [sp, #-24, mul vl]
st3w {z5.s, z6.s, z7.s}, p7, [x2, #21, mul vl]
st3w {z1.s, z2.s, z3.s}, p7, [x2, x30, lsl #2]
ld4w {z0.s, z1.s, z2.s, z3.s}, p1/z, [x0]
ld4w {z30.s, z31.s, z0.s, z1.s}, p1/z, [sp, #-32, mul vl]
ld4w {z5.s, z6.s, z7.s, z8.s}, p1/z, [x2, #28, mul vl]
ld4w {z1.s, z2.s, z3.s, z4.s}, p1/z, [x2, x30, lsl #2]
st4w {z0.s, z1.s, z2.s, z3.s}, p7, [x0]
st4w {z30.s, z31.s, z0.s, z1.s}, p7, [sp, #-32, mul vl]
st4w {z5.s, z6.s, z7.s, z8.s}, p7, [x2, #28, mul vl]
st4w {z1.s, z2.s, z3.s, z4.s}, p7, [x2, x30, lsl #2]
ldnt1w {z0.s}, p0/z, [x0]
ldnt1w {z31.s}, p0/z, [sp, #-8, mul vl]
ldnt1w {z3.s}, p0/z, [x1, #7, mul vl]
ldnt1w {z3.s}, p0/z, [x1, x2, lsl #2]
stnt1w {z0.s}, p7, [x0]
stnt1w {z31.s}, p7, [sp, #-8, mul vl]
stnt1w {z3.s}, p7, [x1, #7, mul vl]
stnt1w {z3.s}, p7, [x1, x2, lsl #2]
ld2d {z0.d, z1.d}, p1/z, [x0]
ld2d {z30.d, z31.d}, p1/z, [sp, #-16, mul vl]
ld2d {z5.d, z6.d}, p1/z, [x2, #14, mul vl]
ld2d {z1.d, z2.d}, p1/z, [x2, x30, lsl #3]
st2d {z0.d, z1.d}, p7, [x0]
st2d {z30.d, z31.d}, p7, [sp, #-16, mul vl]
st2d {z5.d, z6.d}, p7, [x2, #14, mul vl]
st2d {z1.d, z2.d}, p7, [x2, x30, lsl #3]
ld3d {z0.d, z1.d, z2.d}, p1/z, [x0]
ld3d {z30.d, z31.d, z0.d}, p1/z, [sp, #-24, mul vl]
ld3d {z5.d, z6.d, z7.d}, p1/z, [x2, #21, mul vl]
ld3d {z1.d, z2.d, z3.d}, p1/z, [x2, x30, lsl #3]
st3d {z0.d, z1.d, z2.d}, p7, [x0]
st3d {z30.d, z31.d, z0.d}, p7, [sp, #-24, mul vl]
st3d {z5.d, z6.d, z7.d}, p7, [x2, #21, mul vl]
st3d {z1.d, z2.d, z3.d}, p7, [x2, x30, lsl #3]
ld4d {z0.d, z1.d, z2.d, z3.d}, p1/z, [x0]
ld4d {z30.d, z31.d, z0.d, z1.d}, p1/z, [sp, #-32, mul vl]
ld4d {z5.d, z6.d, z7.d, z8.d}, p1/z, [x2, #28, mul vl]
ld4d {z1.d, z2.d, z3.d, z4.d}, p1/z, [x2, x30, lsl #3]
st4d {z0.d, z1.d, z2.d, z3.d}, p7, [x0]
st4d {z30.d, z31.d, z0.d, z1.d}, p7, [sp, #-32, mul vl]
st4d {z5.d, z6.d, z7.d, z8.d}, p7, [x2, #28, mul vl]
st4d {z1.d, z2.d, z3.d, z4.d}, p7, [x2, x30, lsl #3]
ldnt1d {z0.d}, p0/z, [x0]
ldnt1d {z31.d}, p0/z, [sp, #-8, mul vl]
ldnt1d {z3.d}, p0/z, [x1, #7, mul vl]
ldnt1d {z3.d}, p0/z, [x1, x2, lsl #3]
stnt1d {z0.d}, p7, [x0]
stnt1d {z31.d}, p7, [sp, #-8, mul vl]
stnt1d {z3.d}, p7, [x1, #7, mul vl]
stnt1d {z3.d}, p7, [x1, x2, lsl #3]
fabd z1.h, p7/m, z1.h, z31.h
fabd z1.s, p7/m, z1.s, z31.s
fabd z1.d, p7/m, z1.d, z31.d
fscale z1.h, p7/m, z1.h, z31.h
fscale z1.s, p7/m, z1.s, z31.s
fscale z1.d, p7/m, z1.d, z31.d
fmulx z1.h, p7/m, z1.h, z31.h
fmulx z1.s, p7/m, z1.s, z31.s
fmulx z1.d, p7/m, z1.d, z31.d
fexpa z1.h, z31.h
fexpa z1.s, z31.s
fexpa z1.d, z31.d
