// Representative lines for the AdvSIMD subset (isa/a64/simd.py).
ld1 {v0.16b}, [x0]
ld1 {v0.4s, v1.4s}, [x0], #32
ld1 {v0.2d, v1.2d, v2.2d}, [x0], x2
ld1 {v0.8b-v3.8b}, [sp]
st1 {v31.4s, v0.4s}, [x1], #32
dup v0.4s, v1.s[2]
dup v0.16b, w1
dup v0.2d, x1
movi v0.16b, #0xff
movi v0.4s, #1, lsl #8
movi v0.2d, #0xff00ff00ff00ff00
movi v0.2d, #0
movi d0, #0
mvni v0.4s, #1
movi v0.4s, #0xff, msl #8
movi v1.4h, #3
mvni v2.8h, #4, lsl #8
movi v0.2s, #7
mov v0.s[1], w0
mov v0.d[1], v1.d[0]
umov w0, v0.b[1]
umov w0, v0.s[1]
umov x0, v0.d[1]
smov x0, v0.h[3]
smov w0, v0.b[15]
add v0.4s, v1.4s, v2.4s
sub v0.2d, v1.2d, v2.2d
mul v0.8h, v1.8h, v2.8h
fadd v0.4s, v1.4s, v2.4s
fmla v0.2d, v1.2d, v2.2d
fmla v0.4s, v1.4s, v2.s[3]
fmul v0.2d, v1.2d, v2.d[1]
fmls v0.2s, v1.2s, v31.s[1]
addv s0, v1.4s
addv b0, v1.16b
umaxv h0, v1.8h
fmaxv s0, v1.4s
fminv s0, v1.4s
faddp v0.4s, v1.4s, v2.4s
faddp s0, v1.2s
faddp d0, v1.2d
and v0.16b, v1.16b, v2.16b
orr v0.8b, v1.8b, v2.8b
mov v0.16b, v1.16b
eor v0.16b, v1.16b, v2.16b
bic v0.16b, v1.16b, v2.16b
zip1 v0.4s, v1.4s, v2.4s
uzp2 v0.8h, v1.8h, v2.8h
trn1 v0.2d, v1.2d, v2.2d
ext v0.16b, v1.16b, v2.16b, #3
cnt v0.8b, v1.8b
tbl v0.16b, {v1.16b}, v2.16b
tbl v0.16b, {v1.16b, v2.16b, v3.16b}, v4.16b
tbx v0.8b, {v1.16b}, v2.8b
orr v0.4s, #1, lsl #8
bic v0.8h, #255
fmov v0.4s, #1.0
ld1 {v31.2s, v0.2s, v1.2s, v2.2s}, [x3], #32
st1 {v2.8h, v3.8h, v4.8h}, [x5], #48
st1 {v4.1d}, [x6], x7
ld1 {v0.4h}, [x0], #8
ld1 {v1.2d, v2.2d, v3.2d, v4.2d}, [x9]
dup v3.8b, v4.b[15]
dup v5.4h, w6
dup v5.2d, v6.d[1]
mov h0, v1.h[7]
mov d2, v3.d[1]
mov b4, v5.b[0]
mov v0.b[15], w1
mov v2.h[3], v3.h[7]
mov x0, v31.d[0]
smov w0, v1.h[7]
smov x0, v1.s[3]
umov w0, v1.h[0]
movi v0.8b, #0x1
movi v0.8h, #0x3, lsl #8
movi v0.2s, #0x3, lsl #24
mvni v0.2s, #0x0, msl #16
mvni v1.4h, #0x80
orr v2.8h, #0x1
bic v2.4s, #0x2, lsl #16
fmov v0.2s, #-2.0
fmov v0.2d, #0.5
add v0.8b, v1.8b, v2.8b
add v0.2s, v1.2s, v2.2s
sub v0.16b, v1.16b, v2.16b
sub v3.4h, v4.4h, v5.4h
mul v0.4s, v1.4s, v2.4s
orn v0.16b, v1.16b, v2.16b
bsl v0.16b, v1.16b, v2.16b
bit v0.8b, v1.8b, v2.8b
bif v0.16b, v1.16b, v2.16b
mvn v0.8b, v1.8b
cnt v0.16b, v1.16b
fsub v0.2s, v1.2s, v2.2s
fmul v0.2d, v1.2d, v2.2d
fdiv v0.4s, v1.4s, v2.4s
fmax v0.2d, v1.2d, v2.2d
fmin v0.4s, v1.4s, v2.4s
fmaxnm v0.2s, v1.2s, v2.2s
fminnm v0.2d, v1.2d, v2.2d
fmls v0.4s, v1.4s, v2.4s
faddp v0.2d, v1.2d, v2.2d
fmla v0.2d, v1.2d, v2.d[1]
fmul v0.4s, v1.4s, v31.s[1]
fmls v0.2d, v1.2d, v17.d[0]
addv h0, v1.4h
smaxv b0, v1.8b
sminv s0, v1.4s
uminv b0, v1.16b
fmaxnmv s0, v1.4s
fminnmv s0, v1.4s
zip2 v0.16b, v1.16b, v2.16b
uzp1 v0.2s, v1.2s, v2.2s
trn2 v0.4h, v1.4h, v2.4h
ext v0.8b, v1.8b, v2.8b, #7
tbl v0.8b, {v1.16b, v2.16b}, v3.8b
tbx v0.16b, {v30.16b, v31.16b, v0.16b, v1.16b}, v2.16b
fabs v0.4s, v1.4s
fneg v2.2d, v3.2d
fsqrt v4.2s, v5.2s
frintn v0.4s, v1.4s
frintm v0.2d, v1.2d
frintp v0.2s, v1.2s
frintz v0.4s, v1.4s
frinta v0.2d, v1.2d
frintx v0.4s, v1.4s
frinti v0.2s, v1.2s
scvtf v0.4s, v1.4s
ucvtf v0.2d, v1.2d
fcvtzs v0.4s, v1.4s
fcvtzu v0.2s, v1.2s
fcvtns v0.2d, v1.2d
fcvtnu v0.4s, v1.4s
fcvtas v0.4s, v1.4s
fcvtau v0.2d, v1.2d
fcvtms v0.2s, v1.2s
fcvtmu v0.4s, v1.4s
fcvtps v0.2d, v1.2d
fcvtpu v0.4s, v1.4s
fcvtn v0.4h, v1.4s
fcvtn2 v0.8h, v1.4s
fcvtn v0.2s, v1.2d
fcvtn2 v0.4s, v1.2d
fcvtl v0.4s, v1.4h
fcvtl2 v0.4s, v1.8h
fcvtl v0.2d, v1.2s
fcvtl2 v0.2d, v1.4s
ld1r {v0.4s}, [x0]
ld1r {v1.16b}, [sp], #1
ld1r {v2.2d}, [x3], x4
ld1r {v3.4h}, [x5], #2
shl v0.4s, v1.4s, #3
ushr v0.2d, v1.2d, #64
sshr v0.8b, v1.8b, #1
ushll v0.8h, v1.8b, #0
ushll2 v0.4s, v1.8h, #3
sshll v0.2d, v1.2s, #0
sxtl2 v0.8h, v1.16b
xtn v0.8b, v1.8h
xtn2 v0.4s, v1.2d
shrn v0.4h, v1.4s, #5
shl v2.2d, v3.2d, #63
ushr v4.16b, v5.16b, #8
sshr v6.8h, v7.8h, #16
shrn2 v0.16b, v1.8h, #8
sshll2 v0.2d, v1.4s, #31
xtn v2.2s, v3.2d
xtn2 v4.8h, v5.4s
fadd v0.8h, v1.8h, v2.8h
fsub v0.4h, v1.4h, v2.4h
fmul v0.8h, v1.8h, v2.8h
fdiv v0.8h, v1.8h, v2.8h
fmax v0.8h, v1.8h, v2.8h
fmin v0.8h, v1.8h, v2.8h
fmaxnm v0.8h, v1.8h, v2.8h
fminnm v0.8h, v1.8h, v2.8h
fmla v0.8h, v1.8h, v2.8h
fmls v0.8h, v1.8h, v2.8h
faddp v0.8h, v1.8h, v2.8h
fmla v0.8h, v1.8h, v15.h[7]
fmul v0.4h, v1.4h, v2.h[3]
fabs v0.8h, v1.8h
fneg v0.4h, v1.4h
fsqrt v0.8h, v1.8h
frintn v0.8h, v1.8h
frinti v0.8h, v1.8h
fcvtzs v0.8h, v1.8h
scvtf v0.8h, v1.8h
fmaxv h0, v1.8h
fminnmv h0, v1.4h
fmls v3.4h, v4.4h, v0.h[0]
fcvtnu v0.4h, v1.4h
frintz v0.4h, v1.4h
fmaxnmv h0, v1.8h
fminv h0, v1.4h
smax v0.16b, v1.16b, v2.16b
smin v0.4h, v1.4h, v2.4h
umax v0.4s, v1.4s, v2.4s
umin v0.8b, v1.8b, v2.8b
addp v0.2d, v1.2d, v2.2d
addp v0.8b, v1.8b, v2.8b
cmeq v0.2d, v1.2d, v2.2d
cmgt v0.4s, v1.4s, v2.4s
cmge v0.8h, v1.8h, v2.8h
cmhi v0.16b, v1.16b, v2.16b
cmhs v0.2s, v1.2s, v2.2s
cmtst v0.4h, v1.4h, v2.4h
abs v0.2d, v1.2d
neg v0.8b, v1.8b
abs v0.4s, v1.4s
ld2 {v0.4s, v1.4s}, [x0]
st2 {v30.16b, v31.16b}, [x1], #32
ld3 {v0.8h, v1.8h, v2.8h}, [x2], x3
st3 {v4.2s, v5.2s, v6.2s}, [sp]
ld4 {v0.2d, v1.2d, v2.2d, v3.2d}, [x4], #64
st4 {v28.8b, v29.8b, v30.8b, v31.8b}, [x5], x6
sdot v0.4s, v1.16b, v2.16b
udot v0.2s, v1.8b, v2.8b
sdot v0.4s, v1.16b, v2.4b[3]
udot v0.2s, v1.8b, v31.4b[0]
sqxtn v0.8b, v1.8h
sqxtn2 v0.16b, v1.8h
uqxtn v0.4h, v1.4s
sqxtun2 v0.4s, v1.2d
smull v0.8h, v1.8b, v2.8b
umull2 v0.4s, v1.8h, v2.8h
smlal v0.2d, v1.2s, v2.2s
umlal2 v0.8h, v1.16b, v2.16b
sdot v3.2s, v4.8b, v5.4b[1]
udot v6.4s, v7.16b, v8.4b[2]
sqxtun v0.8b, v1.8h
uqxtn2 v0.8h, v1.4s
smull2 v0.2d, v1.4s, v2.4s
umlal v0.4s, v1.4h, v2.4h
