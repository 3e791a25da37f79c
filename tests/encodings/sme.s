// SME: every operand form of isa/a64/sme.py, sme_mem.py and sme_mop.py (assembled by clang-19).
// SMSTART/SMSTOP and their MSR SVCR spellings
smstart
smstop
smstart sm
smstart za
smstop sm
smstop za
msr svcrsm, #1
msr svcrsm, #0
msr svcrza, #1
msr svcrza, #0
msr svcrsmza, #1
msr svcrsmza, #0
// ZERO: whole ZA, .b/.h/.s/.d tiles, lists llvm-objdump regroups
zero {za}
zero {za0.b}
zero {za0.h}
zero {za1.h}
zero {za0.h, za1.h}
zero {za0.s}
zero {za1.s}
zero {za2.s}
zero {za3.s}
zero {za0.s, za1.s}
zero {za0.s, za2.s}
zero {za0.s,za3.s}
zero {za1.s, za2.s}
zero {za1.s, za3.s}
zero {za2.s, za3.s}
zero {za0.s, za1.s, za2.s}
zero {za0.s, za1.s, za3.s}
zero {za0.s, za2.s, za3.s}
zero {za1.s, za2.s, za3.s}
zero {za0.s, za1.s, za2.s, za3.s}
zero {za0.d}
zero {za1.d}
zero {za2.d}
zero {za3.d}
zero {za4.d}
zero {za5.d}
zero {za6.d}
zero {za7.d}
zero {za0.d, za2.d}
zero {za0.d, za1.d, za2.d, za3.d, za4.d, za5.d, za6.d}
zero {za0.d, za4.d}
zero {za1.d, za5.d, za7.d}
zero {}
// RDSVL / ADDSVL / ADDSPL: immediates -32..31, SP operands
rdsvl x0, #-32
rdsvl x30, #31
rdsvl xzr, #0
rdsvl x5, #1
addsvl sp, sp, #-32
addsvl x0, x1, #31
addsvl x29, sp, #0
addspl sp, x30, #-1
addspl x0, x1, #31
addspl x3, sp, #-32
// MOVA Z -> tile slice (printed as MOV): every size, H/V, W12-W15, tile and offset boundaries
mova za0h.b[w12, 0], p0/m, z0.b
mov za0h.b[w13, 15], p7/m, z31.b
mova za0h.b[w14, 7], p3/m, z17.b
mov za0h.b[w15, 15], p1/m, z8.b
mova za0v.b[w12, 0], p0/m, z0.b
mov za0v.b[w13, 15], p7/m, z31.b
mova za0v.b[w14, 7], p3/m, z17.b
mov za0v.b[w15, 15], p1/m, z8.b
mova za0h.h[w12, 0], p0/m, z0.h
mov za1h.h[w13, 7], p7/m, z31.h
mova za1h.h[w14, 3], p3/m, z17.h
mov za1h.h[w15, 7], p1/m, z8.h
mova za0v.h[w12, 0], p0/m, z0.h
mov za1v.h[w13, 7], p7/m, z31.h
mova za1v.h[w14, 3], p3/m, z17.h
mov za1v.h[w15, 7], p1/m, z8.h
mova za0h.s[w12, 0], p0/m, z0.s
mov za3h.s[w13, 3], p7/m, z31.s
mova za2h.s[w14, 1], p3/m, z17.s
mov za3h.s[w15, 3], p1/m, z8.s
mova za0v.s[w12, 0], p0/m, z0.s
mov za3v.s[w13, 3], p7/m, z31.s
mova za2v.s[w14, 1], p3/m, z17.s
mov za3v.s[w15, 3], p1/m, z8.s
mova za0h.d[w12, 0], p0/m, z0.d
mov za7h.d[w13, 1], p7/m, z31.d
mova za4h.d[w14, 0], p3/m, z17.d
mov za7h.d[w15, 1], p1/m, z8.d
mova za0v.d[w12, 0], p0/m, z0.d
mov za7v.d[w13, 1], p7/m, z31.d
mova za4v.d[w14, 0], p3/m, z17.d
mov za7v.d[w15, 1], p1/m, z8.d
mova za0h.q[w12, 0], p0/m, z0.q
mov za15h.q[w13, 0], p7/m, z31.q
mova za8h.q[w14, 0], p3/m, z17.q
mov za15h.q[w15, 0], p1/m, z8.q
mova za0v.q[w12, 0], p0/m, z0.q
mov za15v.q[w13, 0], p7/m, z31.q
mova za8v.q[w14, 0], p3/m, z17.q
mov za15v.q[w15, 0], p1/m, z8.q
// MOVA tile slice -> Z (printed as MOV)
mova z0.b, p0/m, za0h.b[w12, 0]
mov z31.b, p7/m, za0h.b[w13, 15]
mova z17.b, p3/m, za0h.b[w14, 7]
mov z8.b, p1/m, za0h.b[w15, 15]
mova z0.b, p0/m, za0v.b[w12, 0]
mov z31.b, p7/m, za0v.b[w13, 15]
mova z17.b, p3/m, za0v.b[w14, 7]
mov z8.b, p1/m, za0v.b[w15, 15]
mova z0.h, p0/m, za0h.h[w12, 0]
mov z31.h, p7/m, za1h.h[w13, 7]
mova z17.h, p3/m, za1h.h[w14, 3]
mov z8.h, p1/m, za1h.h[w15, 7]
mova z0.h, p0/m, za0v.h[w12, 0]
mov z31.h, p7/m, za1v.h[w13, 7]
mova z17.h, p3/m, za1v.h[w14, 3]
mov z8.h, p1/m, za1v.h[w15, 7]
mova z0.s, p0/m, za0h.s[w12, 0]
mov z31.s, p7/m, za3h.s[w13, 3]
mova z17.s, p3/m, za2h.s[w14, 1]
mov z8.s, p1/m, za3h.s[w15, 3]
mova z0.s, p0/m, za0v.s[w12, 0]
mov z31.s, p7/m, za3v.s[w13, 3]
mova z17.s, p3/m, za2v.s[w14, 1]
mov z8.s, p1/m, za3v.s[w15, 3]
mova z0.d, p0/m, za0h.d[w12, 0]
mov z31.d, p7/m, za7h.d[w13, 1]
mova z17.d, p3/m, za4h.d[w14, 0]
mov z8.d, p1/m, za7h.d[w15, 1]
mova z0.d, p0/m, za0v.d[w12, 0]
mov z31.d, p7/m, za7v.d[w13, 1]
mova z17.d, p3/m, za4v.d[w14, 0]
mov z8.d, p1/m, za7v.d[w15, 1]
mova z0.q, p0/m, za0h.q[w12, 0]
mov z31.q, p7/m, za15h.q[w13, 0]
mova z17.q, p3/m, za8h.q[w14, 0]
mov z8.q, p1/m, za15h.q[w15, 0]
mova z0.q, p0/m, za0v.q[w12, 0]
mov z31.q, p7/m, za15v.q[w13, 0]
mova z17.q, p3/m, za8v.q[w14, 0]
mov z8.q, p1/m, za15v.q[w15, 0]
// LD1B/H/W/D/Q and ST1B/H/W/D/Q tile slices: H/V, W12-W15, [Xn|SP, Xm, LSL #k], [Xn]
ld1b {za0h.b[w12, 0]}, p0/z, [x0, x1]
ld1b {za0v.b[w13, 15]}, p7/z, [x30, x30]
ld1b {za0h.b[w14, 7]}, p3/z, [sp, x2]
ld1b {za0v.b[w15, 15]}, p1/z, [x5]
ld1h {za0h.h[w12, 0]}, p0/z, [x0, x1, lsl #1]
ld1h {za1v.h[w13, 7]}, p7/z, [x30, x30, lsl #1]
ld1h {za1h.h[w14, 3]}, p3/z, [sp, x2, lsl #1]
ld1h {za1v.h[w15, 7]}, p1/z, [x5]
ld1w {za0h.s[w12, 0]}, p0/z, [x0, x1, lsl #2]
ld1w {za3v.s[w13, 3]}, p7/z, [x30, x30, lsl #2]
ld1w {za2h.s[w14, 1]}, p3/z, [sp, x2, lsl #2]
ld1w {za3v.s[w15, 3]}, p1/z, [x5]
ld1d {za0h.d[w12, 0]}, p0/z, [x0, x1, lsl #3]
ld1d {za7v.d[w13, 1]}, p7/z, [x30, x30, lsl #3]
ld1d {za4h.d[w14, 0]}, p3/z, [sp, x2, lsl #3]
ld1d {za7v.d[w15, 1]}, p1/z, [x5]
ld1q {za0h.q[w12, 0]}, p0/z, [x0, x1, lsl #4]
ld1q {za15v.q[w13, 0]}, p7/z, [x30, x30, lsl #4]
ld1q {za8h.q[w14, 0]}, p3/z, [sp, x2, lsl #4]
ld1q {za15v.q[w15, 0]}, p1/z, [x5]
st1b {za0h.b[w12, 0]}, p0, [x0, x1]
st1b {za0v.b[w13, 15]}, p7, [x30, x30]
st1b {za0h.b[w14, 7]}, p3, [sp, x2]
st1b {za0v.b[w15, 15]}, p1, [x5]
st1h {za0h.h[w12, 0]}, p0, [x0, x1, lsl #1]
st1h {za1v.h[w13, 7]}, p7, [x30, x30, lsl #1]
st1h {za1h.h[w14, 3]}, p3, [sp, x2, lsl #1]
st1h {za1v.h[w15, 7]}, p1, [x5]
st1w {za0h.s[w12, 0]}, p0, [x0, x1, lsl #2]
st1w {za3v.s[w13, 3]}, p7, [x30, x30, lsl #2]
st1w {za2h.s[w14, 1]}, p3, [sp, x2, lsl #2]
st1w {za3v.s[w15, 3]}, p1, [x5]
st1d {za0h.d[w12, 0]}, p0, [x0, x1, lsl #3]
st1d {za7v.d[w13, 1]}, p7, [x30, x30, lsl #3]
st1d {za4h.d[w14, 0]}, p3, [sp, x2, lsl #3]
st1d {za7v.d[w15, 1]}, p1, [x5]
st1q {za0h.q[w12, 0]}, p0, [x0, x1, lsl #4]
st1q {za15v.q[w13, 0]}, p7, [x30, x30, lsl #4]
st1q {za8h.q[w14, 0]}, p3, [sp, x2, lsl #4]
st1q {za15v.q[w15, 0]}, p1, [x5]
// LDR/STR ZA array vector: W12-W15, offsets 0-15, [Xn|SP{, #imm, MUL VL}]
ldr za[w12, 0], [x0]
ldr za[w13, 0], [sp, #0, mul vl]
ldr za[w14, 15], [x30, #15, mul vl]
ldr za[w15, 7], [sp, #7, mul vl]
ldr za[w12, 1], [x5, #1, mul vl]
str za[w12, 0], [x0]
str za[w13, 0], [sp, #0, mul vl]
str za[w14, 15], [x30, #15, mul vl]
str za[w15, 7], [sp, #7, mul vl]
str za[w12, 1], [x5, #1, mul vl]
// FMOPA/FMOPS .s, .d (FEAT_SME_F64F64), .s <- .h; BFMOPA/BFMOPS
fmopa za0.s, p0/m, p0/m, z0.s, z0.s
fmopa za3.s, p7/m, p6/m, z31.s, z30.s
fmopa za0.d, p1/m, p2/m, z3.d, z4.d
fmopa za7.d, p7/m, p7/m, z31.d, z31.d
fmopa za0.s, p0/m, p1/m, z2.h, z3.h
fmopa za3.s, p7/m, p5/m, z31.h, z16.h
fmops za0.s, p0/m, p0/m, z0.s, z0.s
fmops za3.s, p7/m, p6/m, z31.s, z30.s
fmops za0.d, p1/m, p2/m, z3.d, z4.d
fmops za7.d, p7/m, p7/m, z31.d, z31.d
fmops za0.s, p0/m, p1/m, z2.h, z3.h
fmops za3.s, p7/m, p5/m, z31.h, z16.h
bfmopa za0.s, p0/m, p1/m, z2.h, z3.h
bfmopa za3.s, p7/m, p5/m, z31.h, z16.h
bfmops za0.s, p0/m, p1/m, z2.h, z3.h
bfmops za3.s, p7/m, p5/m, z31.h, z16.h
// integer outer products: .s <- .b, .d <- .h (FEAT_SME_I16I64)
smopa za0.s, p0/m, p1/m, z2.b, z3.b
smopa za3.s, p7/m, p6/m, z31.b, z30.b
smopa za0.d, p0/m, p1/m, z2.h, z3.h
smopa za7.d, p7/m, p6/m, z31.h, z30.h
smops za0.s, p0/m, p1/m, z2.b, z3.b
smops za3.s, p7/m, p6/m, z31.b, z30.b
smops za0.d, p0/m, p1/m, z2.h, z3.h
smops za7.d, p7/m, p6/m, z31.h, z30.h
umopa za0.s, p0/m, p1/m, z2.b, z3.b
umopa za3.s, p7/m, p6/m, z31.b, z30.b
umopa za0.d, p0/m, p1/m, z2.h, z3.h
umopa za7.d, p7/m, p6/m, z31.h, z30.h
umops za0.s, p0/m, p1/m, z2.b, z3.b
umops za3.s, p7/m, p6/m, z31.b, z30.b
umops za0.d, p0/m, p1/m, z2.h, z3.h
umops za7.d, p7/m, p6/m, z31.h, z30.h
sumopa za0.s, p0/m, p1/m, z2.b, z3.b
sumopa za3.s, p7/m, p6/m, z31.b, z30.b
sumopa za0.d, p0/m, p1/m, z2.h, z3.h
sumopa za7.d, p7/m, p6/m, z31.h, z30.h
sumops za0.s, p0/m, p1/m, z2.b, z3.b
sumops za3.s, p7/m, p6/m, z31.b, z30.b
sumops za0.d, p0/m, p1/m, z2.h, z3.h
sumops za7.d, p7/m, p6/m, z31.h, z30.h
usmopa za0.s, p0/m, p1/m, z2.b, z3.b
usmopa za3.s, p7/m, p6/m, z31.b, z30.b
usmopa za0.d, p0/m, p1/m, z2.h, z3.h
usmopa za7.d, p7/m, p6/m, z31.h, z30.h
usmops za0.s, p0/m, p1/m, z2.b, z3.b
usmops za3.s, p7/m, p6/m, z31.b, z30.b
usmops za0.d, p0/m, p1/m, z2.h, z3.h
usmops za7.d, p7/m, p6/m, z31.h, z30.h
// ADDHA/ADDVA .s, .d (FEAT_SME_I16I64)
addha za0.s, p0/m, p1/m, z2.s
addha za3.s, p7/m, p6/m, z31.s
addha za0.d, p0/m, p1/m, z2.d
addha za7.d, p7/m, p6/m, z31.d
addva za0.s, p0/m, p1/m, z2.s
addva za3.s, p7/m, p6/m, z31.s
addva za0.d, p0/m, p1/m, z2.d
addva za7.d, p7/m, p6/m, z31.d
