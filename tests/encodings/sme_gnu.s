// assembler: gnu
// SME spellings GNU as accepts and clang-19 does not: '#' before slice offsets, ZERO lists that
// mix tile sizes (the union of their ZAk.D masks), upper-case operands.
mova za0h.s[w12, #3], p0/m, z0.s
mova z7.d, p2/m, za7v.d[w15, #1]
st1w {za0v.s[w12, #1]}, p0, [x0]
ld1b {za0h.b[w13, #15]}, p7/z, [sp, x30]
ldr za[w12, #3], [x0, #3, mul vl]
str za[w15, #15], [sp, #15, mul vl]
zero {za0.h, za1.d}
zero {za0.s, za7.d}
zero {za1.h, za0.s, za2.d}
zero {za0.b, za3.d}
smstart SM
smstop ZA
msr SVCRSMZA, #1
msr svcrsmza, #0
FMOPA ZA3.S, P0/M, P1/M, Z2.S, Z3.S
