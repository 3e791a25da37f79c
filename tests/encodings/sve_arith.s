// SVE integer and floating-point vector forms (isa/a64/sve.py, sve_enc.py, sve_fp.py): every
// operand form the text decoders accept, immediates at their boundaries, every element size.
// INDEX: immediate/immediate, scalar/immediate, immediate/scalar, scalar/scalar
index z0.b, #-16, #15
index z1.h, #15, #-16
index z2.s, #0, #1
index z31.d, #-1, #0
index z3.b, w1, #-16
index z4.h, wzr, #15
index z5.s, w30, #3
index z6.d, x2, #-1
index z7.b, #15, w1
index z8.h, #-16, wzr
index z9.s, #2, w3
index z10.d, #-16, x4
index z11.b, w1, w2
index z12.h, w3, wzr
index z13.s, wzr, w4
index z14.d, x5, x30
index z15.d, xzr, xzr
// DUP (immediate) and its MOV alias: imm8 -128..127 (.b also 255), optional lsl #8 (not .b)
dup z0.b, #-128
dup z1.b, #127
mov z2.b, #255
dup z3.h, #-128, lsl #8
dup z4.h, #127, lsl #8
dup z5.s, #0, lsl #8
dup z6.d, #-1
dup z7.s, #1, lsl #0
mov z8.h, #-32768
mov z9.s, #32512
mov z10.d, #-256
mov z11.h, #0xff00
mov z12.h, #0, lsl #8
fmov z13.s, #0.0
fmov z14.d, #0.0
// DUPM and MOV (bitmask immediate)
dupm z0.b, #0x1
dupm z1.h, #0xff
dupm z2.s, #0xffff0000
dupm z3.d, #0xfffffffffffffffe
dupm z4.d, #0x7ffffffffffffffe
mov z5.s, #0xff
mov z6.h, #0x3ff
mov z7.b, #0x55
mov z8.d, #0xff00ff00ff00ff00
mov z9.s, #0xff0000ff
// DUP (scalar) and MOV: W for .b/.h/.s, X for .d, the stack pointer allowed
dup z0.b, w0
dup z1.h, w30
mov z2.s, wsp
mov z3.d, x29
mov z4.d, sp
dup z5.s, w7
// DUP (indexed) and MOV: every size, index 0 (printed as mov zd.T, Vn) and the largest index
dup z0.b, z1.b[0]
dup z2.b, z3.b[63]
dup z4.h, z5.h[31]
dup z6.s, z7.s[15]
dup z8.d, z9.d[7]
dup z10.q, z11.q[3]
mov z12.s, z13.s[1]
mov z14.q, z15.q[0]
mov z16.b, b17
mov z18.h, h19
mov z20.s, s21
mov z22.d, d23
mov z24.q, q25
// CPY (immediate) and MOV: merging and zeroing, P0-P15, optional lsl #8
cpy z0.b, p0/m, #-128
cpy z1.b, p15/z, #127
mov z2.h, p1/m, #-128, lsl #8
mov z3.h, p2/z, #127, lsl #8
mov z4.s, p3/m, #0
mov z5.d, p4/z, #-1
mov z6.s, p5/z, #0, lsl #8
mov z7.d, p6/m, #256
fmov z8.h, p7/m, #0.0
// CPY (scalar) and CPY (SIMD&FP scalar) and MOV: P0-P7
cpy z0.b, p0/m, w1
cpy z2.h, p7/m, wsp
mov z3.s, p1/m, w30
mov z4.d, p2/m, x5
mov z5.d, p3/m, sp
cpy z6.b, p4/m, b7
mov z8.h, p5/m, h9
mov z10.s, p6/m, s11
mov z12.d, p7/m, d13
// SEL and MOV (vector, predicated), MOV (vector) = ORR
sel z0.b, p0, z1.b, z2.b
sel z3.h, p15, z4.h, z5.h
sel z6.s, p7, z7.s, z8.s
sel z9.d, p8, z10.d, z11.d
mov z12.s, p9/m, z13.s
mov z14.d, p15/m, z15.d
mov z16.d, z17.d
// ADD/SUB (vectors): unpredicated and predicated (merging, P0-P7), every size
add z0.b, z1.b, z2.b
add z3.h, z4.h, z5.h
sub z6.s, z7.s, z8.s
sub z29.d, z30.d, z31.d
add z0.b, p0/m, z0.b, z1.b
add z2.h, p7/m, z2.h, z3.h
sub z4.s, p1/m, z4.s, z5.s
sub z31.d, p6/m, z31.d, z30.d
// ADD/SUB (immediate): 0..255, multiples of 256 up to 65280, explicit lsl #0 / lsl #8
add z0.b, z0.b, #0
add z1.b, z1.b, #255
add z2.h, z2.h, #256
add z3.s, z3.s, #65280
add z4.d, z4.d, #255, lsl #8
sub z5.h, z5.h, #0, lsl #8
sub z6.s, z6.s, #1, lsl #0
sub z7.d, z7.d, #128
sub z8.b, z8.b, #255
// MUL: unpredicated (SVE2), predicated, immediate -128..127
mul z0.b, z1.b, z2.b
mul z3.h, z4.h, z5.h
mul z6.s, z7.s, z8.s
mul z9.d, z10.d, z11.d
mul z12.b, p0/m, z12.b, z13.b
mul z14.h, p7/m, z14.h, z15.h
mul z16.s, p3/m, z16.s, z17.s
mul z18.d, p4/m, z18.d, z19.d
mul z20.b, z20.b, #-128
mul z21.h, z21.h, #127
mul z22.s, z22.s, #0
mul z23.d, z23.d, #-1
// AND/ORR/EOR/BIC: unpredicated (.d), predicated (every size), immediate (every size)
and z0.d, z1.d, z2.d
orr z3.d, z4.d, z5.d
eor z6.d, z7.d, z8.d
bic z9.d, z10.d, z11.d
and z0.b, p0/m, z0.b, z1.b
orr z2.h, p7/m, z2.h, z3.h
eor z4.s, p1/m, z4.s, z5.s
bic z6.d, p2/m, z6.d, z7.d
and z0.b, z0.b, #0x1
and z1.h, z1.h, #0xfffe
orr z2.s, z2.s, #0x80000000
orr z3.d, z3.d, #0x7fffffffffffffff
eor z4.b, z4.b, #0xaa
eor z5.s, z5.s, #0xff00ff
bic z6.s, z6.s, #0xf00
bic z7.d, z7.d, #0x1
orn z8.s, z8.s, #0xfffffffe
orn z9.h, z9.h, #0xff00
eon z10.b, z10.b, #0x1
eon z11.d, z11.d, #0xffffffff00000000
// UADDV (every size) and SADDV (.b/.h/.s)
uaddv d0, p0, z1.b
uaddv d2, p7, z3.h
uaddv d4, p1, z5.s
uaddv d31, p2, z31.d
saddv d6, p3, z7.b
saddv d8, p4, z9.h
saddv d10, p5, z11.s
// MOVPRFX: unpredicated, predicated merging and zeroing (each before a destructive partner)
movprfx z0, z1
add z0.s, z0.s, #1
movprfx z2.b, p0/m, z3.b
add z2.b, p0/m, z2.b, z4.b
movprfx z5.h, p7/z, z6.h
mul z5.h, p7/m, z5.h, z7.h
movprfx z8.s, p1/z, z9.s
fadd z8.s, p1/m, z8.s, #0.5
movprfx z10.d, p2/m, z11.d
fmla z10.d, p2/m, z12.d, z13.d
// FADD/FSUB/FMUL: unpredicated (.h/.s/.d)
fadd z0.h, z1.h, z2.h
fsub z3.s, z4.s, z5.s
fmul z6.d, z7.d, z8.d
fmul z31.s, z30.s, z29.s
// predicated vector forms of every binary operation
fadd z0.h, p0/m, z0.h, z1.h
fsub z2.s, p7/m, z2.s, z3.s
fmul z4.d, p1/m, z4.d, z5.d
fsubr z6.h, p2/m, z6.h, z7.h
fdiv z8.s, p3/m, z8.s, z9.s
fdivr z10.d, p4/m, z10.d, z11.d
fmax z12.h, p5/m, z12.h, z13.h
fmin z14.s, p6/m, z14.s, z15.s
fmaxnm z16.d, p7/m, z16.d, z17.d
fminnm z18.h, p0/m, z18.h, z19.h
// predicated immediate forms: both encodable constants of each operation
fadd z0.h, p0/m, z0.h, #0.5
fadd z1.s, p7/m, z1.s, #1.0
fsub z2.d, p1/m, z2.d, #0.5
fsub z3.h, p2/m, z3.h, #1.0
fsubr z4.s, p3/m, z4.s, #0.5
fsubr z5.d, p4/m, z5.d, #1.0
fmul z6.h, p5/m, z6.h, #0.5
fmul z7.s, p6/m, z7.s, #2.0
fmax z8.d, p7/m, z8.d, #0.0
fmax z9.h, p0/m, z9.h, #1.0
fmin z10.s, p1/m, z10.s, #0.0
fmin z11.d, p2/m, z11.d, #1.0
fmaxnm z12.h, p3/m, z12.h, #0.0
fmaxnm z13.s, p4/m, z13.s, #1.0
fminnm z14.d, p5/m, z14.d, #0.0
fminnm z15.h, p6/m, z15.h, #1.0
// FMLA/FMLS: predicated, and indexed (Zm z0-z7 for .h/.s, z0-z15 for .d; largest index)
fmla z0.h, p0/m, z1.h, z2.h
fmla z3.s, p7/m, z4.s, z5.s
fmls z6.d, p1/m, z7.d, z8.d
fmls z9.h, p2/m, z10.h, z11.h
fmla z0.h, z1.h, z7.h[7]
fmla z2.h, z3.h, z0.h[0]
fmls z4.s, z5.s, z7.s[3]
fmla z6.s, z7.s, z3.s[0]
fmla z8.d, z9.d, z15.d[1]
fmls z10.d, z11.d, z0.d[0]
// FMUL (indexed)
fmul z0.h, z1.h, z7.h[7]
fmul z2.s, z3.s, z7.s[3]
fmul z4.d, z5.d, z15.d[1]
fmul z6.s, z7.s, z0.s[0]
// FNEG/FABS/FSQRT (predicated), FADDV
fneg z0.h, p0/m, z1.h
fneg z2.s, p7/m, z3.s
fabs z4.d, p1/m, z5.d
fabs z6.h, p2/m, z7.h
fsqrt z8.s, p3/m, z9.s
fsqrt z10.d, p4/m, z11.d
faddv h0, p0, z1.h
faddv s2, p7, z3.s
faddv d31, p1, z31.d
// FCVT between every pair of sizes
fcvt z0.h, p0/m, z1.s
fcvt z2.s, p7/m, z3.h
fcvt z4.h, p1/m, z5.d
fcvt z6.d, p2/m, z7.h
fcvt z8.s, p3/m, z9.d
fcvt z10.d, p4/m, z11.s
// FMOV (immediate) = FDUP, FMOV (predicated) = FCPY: the 8-bit FP immediate at its limits
fmov z0.h, #0.125
fmov z1.s, #31.0
fmov z2.d, #-1.9375
fmov z3.s, #-0.1875
fdup z4.h, #2.0
fdup z5.d, #-16.0
fmov z6.h, p0/m, #1.0
fmov z7.s, p15/m, #-31.0
fcpy z8.d, p7/m, #0.125
fcpy z9.h, p8/m, #-0.5
