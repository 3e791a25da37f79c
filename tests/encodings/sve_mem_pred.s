// SVE loads/stores and predicate instructions: every operand form of isa/a64/sve_mem.py and
// isa/a64/sve_pred.py, one instruction a line (GNU as also takes the braceless list, [x0, #0]).
// assembler: gnu
// LD1B/H/W/D, LD1SB/SH/SW: scalar plus immediate (mul vl, -8..7) and scalar plus scalar
ld1b {z0.b}, p0/z, [x0]
ld1b {z0.b}, p0/z, [x0, #7, mul vl]
ld1b {z0.b}, p0/z, [x0, x1]
ld1b {z31.h}, p7/z, [sp]
ld1b {z31.h}, p7/z, [sp, #-8, mul vl]
ld1b {z31.h}, p7/z, [sp, x30]
ld1b {z5.s}, p3/z, [x2]
ld1b {z5.s}, p3/z, [x2, #7, mul vl]
ld1b {z5.s}, p3/z, [x2, x12]
ld1b {z0.d}, p0/z, [x0]
ld1b {z0.d}, p0/z, [x0, #-8, mul vl]
ld1b {z0.d}, p0/z, [x0, x1]
ld1h {z0.h}, p0/z, [x0]
ld1h {z0.h}, p0/z, [x0, #7, mul vl]
ld1h {z0.h}, p0/z, [x0, x1, lsl #1]
ld1h {z31.s}, p7/z, [sp]
ld1h {z31.s}, p7/z, [sp, #-8, mul vl]
ld1h {z31.s}, p7/z, [sp, x30, lsl #1]
ld1h {z5.d}, p3/z, [x2]
ld1h {z5.d}, p3/z, [x2, #7, mul vl]
ld1h {z5.d}, p3/z, [x2, x12, lsl #1]
ld1w {z0.s}, p0/z, [x0]
ld1w {z0.s}, p0/z, [x0, #7, mul vl]
ld1w {z0.s}, p0/z, [x0, x1, lsl #2]
ld1w {z31.d}, p7/z, [sp]
ld1w {z31.d}, p7/z, [sp, #-8, mul vl]
ld1w {z31.d}, p7/z, [sp, x30, lsl #2]
ld1d {z0.d}, p0/z, [x0]
ld1d {z0.d}, p0/z, [x0, #7, mul vl]
ld1d {z0.d}, p0/z, [x0, x1, lsl #3]
ld1sb {z0.h}, p0/z, [x0]
ld1sb {z0.h}, p0/z, [x0, #7, mul vl]
ld1sb {z0.h}, p0/z, [x0, x1]
ld1sb {z31.s}, p7/z, [sp]
ld1sb {z31.s}, p7/z, [sp, #-8, mul vl]
ld1sb {z31.s}, p7/z, [sp, x30]
ld1sb {z5.d}, p3/z, [x2]
ld1sb {z5.d}, p3/z, [x2, #7, mul vl]
ld1sb {z5.d}, p3/z, [x2, x12]
ld1sh {z0.s}, p0/z, [x0]
ld1sh {z0.s}, p0/z, [x0, #7, mul vl]
ld1sh {z0.s}, p0/z, [x0, x1, lsl #1]
ld1sh {z31.d}, p7/z, [sp]
ld1sh {z31.d}, p7/z, [sp, #-8, mul vl]
ld1sh {z31.d}, p7/z, [sp, x30, lsl #1]
ld1sw {z0.d}, p0/z, [x0]
ld1sw {z0.d}, p0/z, [x0, #7, mul vl]
ld1sw {z0.d}, p0/z, [x0, x1, lsl #2]
ld1w z3.s, p2/z, [x4, #-1, mul vl]
ld1d z3.d, p2/z, [x4, #0]
ld1b {z3.b}, p2/z, [x4, #0, mul vl]
// ST1B/H/W/D (narrowing from wider elements)
st1b {z31.b}, p7, [sp]
st1b {z31.b}, p7, [sp, #-8, mul vl]
st1b {z31.b}, p7, [sp, x30]
st1b {z5.h}, p3, [x2]
st1b {z5.h}, p3, [x2, #7, mul vl]
st1b {z5.h}, p3, [x2, x12]
st1b {z0.s}, p0, [x0]
st1b {z0.s}, p0, [x0, #-8, mul vl]
st1b {z0.s}, p0, [x0, x1]
st1b {z31.d}, p7, [sp]
st1b {z31.d}, p7, [sp, #7, mul vl]
st1b {z31.d}, p7, [sp, x30]
st1h {z31.h}, p7, [sp]
st1h {z31.h}, p7, [sp, #-8, mul vl]
st1h {z31.h}, p7, [sp, x30, lsl #1]
st1h {z5.s}, p3, [x2]
st1h {z5.s}, p3, [x2, #7, mul vl]
st1h {z5.s}, p3, [x2, x12, lsl #1]
st1h {z0.d}, p0, [x0]
st1h {z0.d}, p0, [x0, #-8, mul vl]
st1h {z0.d}, p0, [x0, x1, lsl #1]
st1w {z31.s}, p7, [sp]
st1w {z31.s}, p7, [sp, #-8, mul vl]
st1w {z31.s}, p7, [sp, x30, lsl #2]
st1w {z5.d}, p3, [x2]
st1w {z5.d}, p3, [x2, #7, mul vl]
st1w {z5.d}, p3, [x2, x12, lsl #2]
st1d {z31.d}, p7, [sp]
st1d {z31.d}, p7, [sp, #-8, mul vl]
st1d {z31.d}, p7, [sp, x30, lsl #3]
st1w z9.s, p1, [x2, #3, mul vl]
// LD1RB/H/W/D and LD1RSB/SH/SW: unsigned offset 0..63 elements
ld1rb {z0.b}, p0/z, [x0]
ld1rb {z0.b}, p0/z, [x0, #63]
ld1rb {z31.h}, p7/z, [sp]
ld1rb {z31.h}, p7/z, [sp, #1]
ld1rb {z5.s}, p3/z, [x2]
ld1rb {z5.s}, p3/z, [x2, #63]
ld1rb {z0.d}, p0/z, [x0]
ld1rb {z0.d}, p0/z, [x0, #1]
ld1rh {z0.h}, p0/z, [x0]
ld1rh {z0.h}, p0/z, [x0, #126]
ld1rh {z31.s}, p7/z, [sp]
ld1rh {z31.s}, p7/z, [sp, #2]
ld1rh {z5.d}, p3/z, [x2]
ld1rh {z5.d}, p3/z, [x2, #126]
ld1rw {z0.s}, p0/z, [x0]
ld1rw {z0.s}, p0/z, [x0, #252]
ld1rw {z31.d}, p7/z, [sp]
ld1rw {z31.d}, p7/z, [sp, #4]
ld1rd {z0.d}, p0/z, [x0]
ld1rd {z0.d}, p0/z, [x0, #504]
ld1rsb {z0.h}, p0/z, [x0]
ld1rsb {z0.h}, p0/z, [x0, #63]
ld1rsb {z31.s}, p7/z, [sp]
ld1rsb {z31.s}, p7/z, [sp, #1]
ld1rsb {z5.d}, p3/z, [x2]
ld1rsb {z5.d}, p3/z, [x2, #63]
ld1rsh {z0.s}, p0/z, [x0]
ld1rsh {z0.s}, p0/z, [x0, #126]
ld1rsh {z31.d}, p7/z, [sp]
ld1rsh {z31.d}, p7/z, [sp, #2]
ld1rsw {z0.d}, p0/z, [x0]
ld1rsw {z0.d}, p0/z, [x0, #252]
ld1rw z1.s, p1/z, [x1, #0]
// LD1RQB/H/W/D: offset -128..112 in quadwords, or scaled index
ld1rqb {z0.b}, p0/z, [x0]
ld1rqb {z31.b}, p7/z, [sp, #-128]
ld1rqb {z5.b}, p3/z, [x2, #112]
ld1rqb {z5.b}, p3/z, [x2, x30]
ld1rqh {z0.h}, p0/z, [x0]
ld1rqh {z31.h}, p7/z, [sp, #-128]
ld1rqh {z5.h}, p3/z, [x2, #112]
ld1rqh {z5.h}, p3/z, [x2, x30, lsl #1]
ld1rqw {z0.s}, p0/z, [x0]
ld1rqw {z31.s}, p7/z, [sp, #-128]
ld1rqw {z5.s}, p3/z, [x2, #112]
ld1rqw {z5.s}, p3/z, [x2, x30, lsl #2]
ld1rqd {z0.d}, p0/z, [x0]
ld1rqd {z31.d}, p7/z, [sp, #-128]
ld1rqd {z5.d}, p3/z, [x2, #112]
ld1rqd {z5.d}, p3/z, [x2, x30, lsl #3]
ld1rqw z2.s, p1/z, [x3, #16]
// LDR/STR (vector, predicate): -256..255 vectors
ldr z0, [x0]
ldr z31, [sp, #-256, mul vl]
ldr z7, [x30, #255, mul vl]
ldr z7, [x3, #0]
ldr p0, [x0]
ldr p15, [sp, #-256, mul vl]
ldr p7, [x30, #255, mul vl]
str z0, [x0]
str z31, [sp, #-256, mul vl]
str z7, [x30, #255, mul vl]
str z7, [x3, #0]
str p0, [x0]
str p15, [sp, #-256, mul vl]
str p7, [x30, #255, mul vl]
// CNTB/H/W/D, INCx/DECx (scalar, vector): every pattern, mul #1..16
cntb x0
cntb x30, pow2, mul #16
incb x1
decb xzr, all, mul #2
incb x2, vl7, mul #1
cnth x0
cnth x30, vl5, mul #16
inch x1
dech xzr, all, mul #2
inch x2, vl7, mul #1
inch z0.h
dech z31.h, mul3, mul #16
inch z7.h, all, mul #3
cntw x0
cntw x30, mul3, mul #16
incw x1
decw xzr, all, mul #2
incw x2, vl7, mul #1
incw z0.s
decw z31.s, mul3, mul #16
incw z7.s, all, mul #3
cntd x0
cntd x30, #14, mul #16
incd x1
decd xzr, all, mul #2
incd x2, vl7, mul #1
incd z0.d
decd z31.d, mul3, mul #16
incd z7.d, all, mul #3
cntd x3, pow2
// SQINC/UQINC/SQDEC/UQDEC{B,H,W,D} (isa/a64/sve_satcount.py): X, X/W (signed), W (unsigned), Z
sqincb x0
sqincb x1, w1, pow2
uqincb w2, vl7, mul #16
uqdecb x30
sqdech xzr, wzr, all, mul #2
uqinch x3, #14
sqinch z0.h
uqdech z31.h, mul3, mul #16
sqdecw x4, w4, vl256
uqdecw x3
uqincw w5, all, mul #3
sqincw z7.s, vl1
sqdecd x6, vl64, mul #8
uqincd w7
uqdecd z1.d, all, mul #16
sqdecd z2.d
cntd x3, vl1
cntd x3, vl2
cntd x3, vl3
cntd x3, vl4
cntd x3, vl5
cntd x3, vl6
cntd x3, vl7
cntd x3, vl8
cntd x3, vl16
cntd x3, vl32
cntd x3, vl64
cntd x3, vl128
cntd x3, vl256
cntd x3, mul4
cntd x3, mul3
cntd x3, all
cntd x3, #14
cntd x3, #28
cntd x3, #0
cntd x3, #31
cntw x4, vl64, mul #7
decd x5, #20
// ADDVL/ADDPL/RDVL: -32..31
addvl sp, sp, #-32
addvl x0, x1, #31
addpl x30, sp, #-1
addpl sp, x2, #31
rdvl x0, #-32
rdvl x30, #31
rdvl xzr, #1
// PTRUE/PTRUES/PFALSE
ptrue p0.b
ptrues p15.b
ptrue p0.h
ptrues p15.h
ptrue p0.s
ptrues p15.s
ptrue p0.d
ptrues p15.d
ptrue p1.s, pow2
ptrue p1.s, vl1
ptrue p1.s, vl2
ptrue p1.s, vl3
ptrue p1.s, vl4
ptrue p1.s, vl5
ptrue p1.s, vl6
ptrue p1.s, vl7
ptrue p1.s, vl8
ptrue p1.s, vl16
ptrue p1.s, vl32
ptrue p1.s, vl64
ptrue p1.s, vl128
ptrue p1.s, vl256
ptrue p1.s, mul4
ptrue p1.s, mul3
ptrue p1.s, all
ptrue p1.s, #14
ptrue p1.s, #28
ptrue p1.s, #0
ptrue p1.s, #31
ptrues p2.b, vl256
pfalse p0.b
pfalse p15.b
// WHILELT/LE/LO/LS, w and x operands
whilelt p0.b, w0, w30
whilelt p5.h, x10, x21
whilelt p10.s, w20, w11
whilelt p15.d, x30, x1
whilele p0.b, w0, w30
whilele p5.h, x10, x21
whilele p10.s, w20, w11
whilele p15.d, x30, x1
whilelo p0.b, w0, w30
whilelo p5.h, x10, x21
whilelo p10.s, w20, w11
whilelo p15.d, x30, x1
whilels p0.b, w0, w30
whilels p5.h, x10, x21
whilels p10.s, w20, w11
whilels p15.d, x30, x1
whilelt p1.s, xzr, x2
whilelo p3.d, w4, wzr
// predicate logic (flag-setting too) and the preferred aliases
and p0.b, p1/z, p2.b, p3.b
and p15.b, p15/z, p15.b, p14.b
ands p0.b, p1/z, p2.b, p3.b
ands p15.b, p15/z, p15.b, p14.b
bic p0.b, p1/z, p2.b, p3.b
bic p15.b, p15/z, p15.b, p14.b
bics p0.b, p1/z, p2.b, p3.b
bics p15.b, p15/z, p15.b, p14.b
eor p0.b, p1/z, p2.b, p3.b
eor p15.b, p15/z, p15.b, p14.b
eors p0.b, p1/z, p2.b, p3.b
eors p15.b, p15/z, p15.b, p14.b
orr p0.b, p1/z, p2.b, p3.b
orr p15.b, p15/z, p15.b, p14.b
orrs p0.b, p1/z, p2.b, p3.b
orrs p15.b, p15/z, p15.b, p14.b
orn p0.b, p1/z, p2.b, p3.b
orn p15.b, p15/z, p15.b, p14.b
orns p0.b, p1/z, p2.b, p3.b
orns p15.b, p15/z, p15.b, p14.b
nor p0.b, p1/z, p2.b, p3.b
nor p15.b, p15/z, p15.b, p14.b
nors p0.b, p1/z, p2.b, p3.b
nors p15.b, p15/z, p15.b, p14.b
nand p0.b, p1/z, p2.b, p3.b
nand p15.b, p15/z, p15.b, p14.b
nands p0.b, p1/z, p2.b, p3.b
nands p15.b, p15/z, p15.b, p14.b
sel p0.b, p1, p2.b, p3.b
sel p15.b, p15, p15.b, p14.b
mov p0.b, p1.b
mov p15.b, p15.b
movs p0.b, p1.b
mov p0.b, p1/z, p2.b
movs p0.b, p15/z, p2.b
mov p0.b, p1/m, p2.b
not p0.b, p1/z, p2.b
nots p15.b, p14/z, p13.b
orr p0.b, p1/z, p2.b, p2.b
and p3.b, p3/z, p4.b, p4.b
eor p3.b, p3/z, p4.b, p3.b
// ZIP1/ZIP2/UZP1/UZP2/TRN1/TRN2 (predicates, vectors)
zip1 p0.b, p15.b, p0.b
zip1 z0.b, z31.b, z0.b
zip1 p1.h, p14.h, p3.h
zip1 z10.h, z30.h, z7.h
zip1 p2.s, p13.s, p6.s
zip1 z20.s, z29.s, z14.s
zip1 p3.d, p12.d, p9.d
zip1 z30.d, z28.d, z21.d
zip2 p0.b, p15.b, p0.b
zip2 z0.b, z31.b, z0.b
zip2 p1.h, p14.h, p3.h
zip2 z10.h, z30.h, z7.h
zip2 p2.s, p13.s, p6.s
zip2 z20.s, z29.s, z14.s
zip2 p3.d, p12.d, p9.d
zip2 z30.d, z28.d, z21.d
uzp1 p0.b, p15.b, p0.b
uzp1 z0.b, z31.b, z0.b
uzp1 p1.h, p14.h, p3.h
uzp1 z10.h, z30.h, z7.h
uzp1 p2.s, p13.s, p6.s
uzp1 z20.s, z29.s, z14.s
uzp1 p3.d, p12.d, p9.d
uzp1 z30.d, z28.d, z21.d
uzp2 p0.b, p15.b, p0.b
uzp2 z0.b, z31.b, z0.b
uzp2 p1.h, p14.h, p3.h
uzp2 z10.h, z30.h, z7.h
uzp2 p2.s, p13.s, p6.s
uzp2 z20.s, z29.s, z14.s
uzp2 p3.d, p12.d, p9.d
uzp2 z30.d, z28.d, z21.d
trn1 p0.b, p15.b, p0.b
trn1 z0.b, z31.b, z0.b
trn1 p1.h, p14.h, p3.h
trn1 z10.h, z30.h, z7.h
trn1 p2.s, p13.s, p6.s
trn1 z20.s, z29.s, z14.s
trn1 p3.d, p12.d, p9.d
trn1 z30.d, z28.d, z21.d
trn2 p0.b, p15.b, p0.b
trn2 z0.b, z31.b, z0.b
trn2 p1.h, p14.h, p3.h
trn2 z10.h, z30.h, z7.h
trn2 p2.s, p13.s, p6.s
trn2 z20.s, z29.s, z14.s
trn2 p3.d, p12.d, p9.d
trn2 z30.d, z28.d, z21.d
// CNTP, INCP/DECP (scalar and vector)
cntp x0, p15, p0.b
incp x0, p0.b
decp x30, p15.b
cntp x1, p14, p4.h
incp x10, p1.h
decp x29, p14.h
incp z1.h, p1.h
decp z30.h, p14.h
cntp x2, p13, p8.s
incp x20, p2.s
decp x28, p13.s
incp z2.s, p2.s
decp z29.s, p13.s
cntp x3, p12, p12.d
incp x30, p3.d
decp x27, p12.d
incp z3.d, p3.d
decp z28.d, p12.d
incp z3.s, p4
decp z3.d, p4
cntp xzr, p0, p0.b
