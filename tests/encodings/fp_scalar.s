// Representative lines for the scalar floating-point encodings (isa/a64/fp_scalar.py).
fadd s0, s1, s2
fsub d3, d4, d5
fmul h6, h7, h8
fdiv s9, s10, s11
fmax d12, d13, d14
fmin h15, h16, h17
fmaxnm s18, s19, s20
fminnm d21, d22, d23
fnmul h24, h25, h26
fmadd d0, d1, d2, d3
fmsub s4, s5, s6, s7
fnmadd h8, h9, h10, h11
fnmsub d28, d29, d30, d31
fabs s0, s1
fneg d2, d3
fsqrt h4, h5
frintn s0, s1
frintp d0, d1
frintm h0, h1
frintz s2, s3
frinta d4, d5
frintx h6, h7
frinti s8, s9
fcvt h0, d1
fcvt d0, s1
fcvt s0, h1
fcvt h2, s3
fcvt s4, d5
fcvt d6, h7
fcmp s0, s1
fcmp d0, #0.0
fcmpe h0, h1
fcmpe s2, #0.0
fccmp s0, s1, #4, eq
fccmpe d2, d3, #15, gt
fccmp h4, h5, #0, nv
fcsel d0, d1, d2, lt
fcsel h3, h4, h5, hs
fmov s0, #1.0
fmov d1, #-0.125
fmov h2, #31.0
fmov s0, s1
fmov d2, d3
fmov h0, h1
fmov h0, w1
fmov h2, x3
fmov w4, h5
fmov x1, h3
fmov x0, v1.d[1]
fmov v2.d[1], x3
scvtf s0, w1
scvtf d0, x1
ucvtf h0, w2
ucvtf d5, x6
scvtf d0, x1, #3
ucvtf h0, w2, #16
scvtf s1, w2, #32
fcvtzs w0, s1
fcvtzs x2, d3
fcvtzu w4, h5
fcvtzu x0, d1, #64
fcvtzs w0, s1, #1
ldr q0, [x1, #16]
ldr b0, [x1, #1]
ldr h2, [sp]
ldr s3, [x4, #16380]
ldr d5, [x6, #32760]
str q7, [x8, #65520]
str b0, [x1, #-1]!
str h0, [x1, #-2]!
ldr s0, [x1], #4
ldr q9, [x2, #255]!
ldur d0, [x1, #-8]
stur q1, [sp, #-256]
ldur b2, [x3, #1]
ldr q0, [x1, x2, lsl #4]
ldr q0, [x1, x2]
ldr d3, [x1, w2, sxtw]
ldr s3, [x1, w2, uxtw #2]
str h3, [x1, x2, sxtx #1]
ldr b3, [x1, x2, lsl #0]
ldr b4, [x1, w2, uxtw]
ldp q0, q1, [sp, #-32]!
stp s0, s1, [x0], #8
ldp d2, d3, [x4, #504]
stp q30, q31, [x29, #-1024]
ldp s5, s6, [x7]
ldnp q0, q1, [x2, #-1024]
stnp d3, d4, [sp, #8]
ldnp s5, s6, [x7]
fcvtns w0, s1
fcvtnu x2, d3
fcvtas w4, h5
fcvtau x6, s7
fcvtps w8, d9
fcvtpu x10, h11
fcvtms w12, s13
fcvtmu x14, d15
