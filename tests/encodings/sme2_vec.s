// SME2 multi-vector operations: every form of isa/a64/sme2_vec.py and sme2_cvt.py (clang-19).
// clamps: SVE single-vector and multi-vector, every element size
sclamp z0.b, z1.b, z31.b
uclamp z31.h, z1.h, z2.h
sclamp z5.s, z6.s, z7.s
uclamp z0.d, z30.d, z2.d
fclamp z0.h, z1.h, z2.h
fclamp z3.s, z1.s, z2.s
fclamp z31.d, z1.d, z2.d
fclamp {z0.h-z1.h}, z4.h, z5.h
fclamp {z30.s-z31.s}, z31.s, z0.s
fclamp {z28.d-z31.d}, z4.d, z5.d
sclamp {z0.b-z1.b}, z4.b, z5.b
uclamp {z2.h-z3.h}, z4.h, z5.h
sclamp {z4.s-z7.s}, z4.s, z5.s
uclamp {z0.d-z3.d}, z31.d, z5.d
// min/max, add, rounding shifts: single and multi second operand, x2 and x4
smax {z0.b-z1.b}, {z0.b-z1.b}, z4.b
umax {z30.h-z31.h}, {z30.h-z31.h}, z15.h
smin {z0.s-z3.s}, {z0.s-z3.s}, z4.s
umin {z28.d-z31.d}, {z28.d-z31.d}, z0.d
smax {z0.s-z1.s}, {z0.s-z1.s}, {z30.s-z31.s}
umin {z4.b-z7.b}, {z4.b-z7.b}, {z28.b-z31.b}
fmax {z0.h-z1.h}, {z0.h-z1.h}, z4.h
fmin {z0.s-z3.s}, {z0.s-z3.s}, z4.s
fmaxnm {z2.d-z3.d}, {z2.d-z3.d}, z15.d
fminnm {z0.s-z1.s}, {z0.s-z1.s}, {z4.s-z5.s}
fmax {z0.d-z3.d}, {z0.d-z3.d}, {z8.d-z11.d}
fminnm {z0.h-z3.h}, {z0.h-z3.h}, {z4.h-z7.h}
add {z0.b-z1.b}, {z0.b-z1.b}, z4.b
add {z0.d-z3.d}, {z0.d-z3.d}, z15.d
srshl {z0.s-z1.s}, {z0.s-z1.s}, z4.s
urshl {z0.b-z3.b}, {z0.b-z3.b}, z4.b
srshl {z0.h-z1.h}, {z0.h-z1.h}, {z4.h-z5.h}
urshl {z0.d-z3.d}, {z0.d-z3.d}, {z4.d-z7.d}
// SEL with a predicate-as-counter
sel {z0.s-z1.s}, pn8, {z2.s-z3.s}, {z4.s-z5.s}
sel {z30.d-z31.d}, pn15, {z0.d-z1.d}, {z30.d-z31.d}
sel {z0.b-z3.b}, pn15, {z4.b-z7.b}, {z8.b-z11.b}
sel {z28.h-z31.h}, pn9, {z0.h-z3.h}, {z28.h-z31.h}
// ZIP/UZP, two and four registers, every element size and .q
zip {z0.b-z1.b}, z2.b, z3.b
uzp {z30.h-z31.h}, z31.h, z0.h
zip {z0.s-z1.s}, z2.s, z3.s
uzp {z0.d-z1.d}, z2.d, z3.d
zip {z0.q-z1.q}, z2.q, z3.q
uzp {z0.q-z1.q}, z2.q, z3.q
zip {z0.b-z3.b}, {z4.b-z7.b}
uzp {z0.h-z3.h}, {z4.h-z7.h}
zip {z28.s-z31.s}, {z0.s-z3.s}
uzp {z0.d-z3.d}, {z4.d-z7.d}
zip {z0.q-z3.q}, {z4.q-z7.q}
uzp {z0.q-z3.q}, {z28.q-z31.q}
// FP conversions
fcvt z0.h, {z2.s-z3.s}
bfcvt z31.h, {z30.s-z31.s}
fcvtn z0.h, {z2.s-z3.s}
bfcvtn z0.h, {z2.s-z3.s}
frintn {z0.s-z1.s}, {z2.s-z3.s}
frintm {z30.s-z31.s}, {z2.s-z3.s}
frintp {z0.s-z1.s}, {z2.s-z3.s}
frinta {z0.s-z1.s}, {z2.s-z3.s}
frintn {z0.s-z3.s}, {z4.s-z7.s}
frintm {z0.s-z3.s}, {z4.s-z7.s}
frintp {z0.s-z3.s}, {z4.s-z7.s}
frinta {z28.s-z31.s}, {z4.s-z7.s}
scvtf {z0.s-z1.s}, {z2.s-z3.s}
ucvtf {z0.s-z1.s}, {z2.s-z3.s}
fcvtzs {z0.s-z1.s}, {z2.s-z3.s}
fcvtzu {z0.s-z1.s}, {z30.s-z31.s}
scvtf {z0.s-z3.s}, {z4.s-z7.s}
ucvtf {z0.s-z3.s}, {z4.s-z7.s}
fcvtzs {z0.s-z3.s}, {z4.s-z7.s}
fcvtzu {z0.s-z3.s}, {z4.s-z7.s}
// saturating narrowing, concatenated and interleaved, x2 and x4
sqcvt z0.h, {z2.s-z3.s}
uqcvt z31.h, {z2.s-z3.s}
sqcvtu z0.h, {z2.s-z3.s}
sqcvt z0.b, {z4.s-z7.s}
uqcvt z0.h, {z4.d-z7.d}
sqcvtu z0.b, {z28.s-z31.s}
sqcvtn z0.b, {z4.s-z7.s}
uqcvtn z0.h, {z4.d-z7.d}
sqcvtun z0.b, {z4.s-z7.s}
sqcvtn z0.h, {z2.s-z3.s}
uqcvtn z0.h, {z2.s-z3.s}
sqcvtun z0.h, {z2.s-z3.s}
sqrshr z0.h, {z2.s-z3.s}, #16
uqrshr z0.h, {z2.s-z3.s}, #1
sqrshru z0.h, {z2.s-z3.s}, #5
sqrshr z0.b, {z4.s-z7.s}, #32
sqrshr z0.h, {z4.d-z7.d}, #64
uqrshr z0.b, {z4.s-z7.s}, #1
sqrshru z0.h, {z4.d-z7.d}, #3
sqrshrn z0.b, {z4.s-z7.s}, #32
uqrshrn z0.h, {z4.d-z7.d}, #64
sqrshrun z0.b, {z4.s-z7.s}, #5
sqrshrn z0.h, {z2.s-z3.s}, #16
uqrshrn z0.h, {z2.s-z3.s}, #7
sqrshrun z0.h, {z2.s-z3.s}, #1
// SQDMULH (multi-vector), SUNPK/UUNPK
sqdmulh {z0.s-z1.s}, {z0.s-z1.s}, z4.s
sqdmulh {z0.b-z3.b}, {z0.b-z3.b}, z15.b
sqdmulh {z0.h-z1.h}, {z0.h-z1.h}, {z4.h-z5.h}
sqdmulh {z0.d-z3.d}, {z0.d-z3.d}, {z4.d-z7.d}
sunpk {z0.s-z1.s}, z2.h
uunpk {z0.h-z1.h}, z31.b
sunpk {z0.d-z1.d}, z2.s
sunpk {z0.d-z3.d}, {z4.s-z5.s}
uunpk {z28.h-z31.h}, {z30.b-z31.b}
