// Base integer data processing: every operand form of base, base_bitfield, base_muldiv and
// base_select (one instruction a line; assembled by clang-19). GNU-only spellings: base_alu_gnu.s.
// move wide and its mov aliases
movz x0, #0x1234
movz w0, #1, lsl #0
mov x0, #0
movz w1, #0xffff, lsl #16
movz x2, #0, lsl #48
movz x3, #0x8000, lsl #48
movn x4, #0
movn w5, #0xffff
movn w6, #0x1234, lsl #16
movn x7, #0, lsl #32
movk x8, #0xbeef
movk x9, #0xbeef, lsl #48
movk w10, #0x1, lsl #16
mov x11, #0x10000
mov w12, #-1
mov x13, #-0x10001
mov x14, #0xff00ff00ff00ff
mov w15, #0x55555555
mov sp, #0xff0
mov x16, #0x8000000000000fff
// add/sub (immediate)
add x0, x1, #0
add w2, w3, #4095
add x4, sp, #1, lsl #12
adds x5, x6, #0xfff, lsl #12
sub sp, sp, #16
subs w7, wsp, #1
cmp x8, #4095
cmn w9, #1, lsl #12
mov x10, sp
mov wsp, w11
add x12, x13, #-5
adds w14, w15, #-4095
cmp x16, #-1
cmn w17, #-4095, lsl #0
add x18, x19, #-1, lsl #12
// add/sub (shifted register)
add x0, x1, x2
add w3, w4, w5, lsl #31
add x6, x7, x8, lsr #63
adds w9, w10, w11, asr #1
sub x12, x13, x14, lsl #0
subs x15, x16, x17, asr #0
sub w18, wzr, w19, lsr #5
neg x20, x21
neg w22, w23, lsl #3
negs x24, x25, asr #63
cmp x26, x27
cmp w28, w29, lsr #7
cmn x30, xzr, lsl #2
cmp xzr, x1
add xzr, x1, x2
// add/sub (extended register)
add x0, x1, w2, uxtb
add x3, x4, w5, uxth #1
add x6, x7, w8, uxtw #2
add x9, x10, x11, uxtx #3
add x12, x13, w14, sxtb #4
sub x15, x16, w17, sxth
sub x18, x19, w20, sxtw #1
sub x21, x22, x23, sxtx
add w24, w25, w26, uxtb #2
add w27, w28, w29, sxtx
adds x0, x1, w2, sxtw
subs w3, w4, w5, uxth #4
add sp, x1, x2
add x3, sp, x4, lsl #4
sub sp, sp, x5
add wsp, w6, w7
add w8, wsp, w9, lsl #2
add x10, sp, w11, uxtw
cmp sp, x12
cmp x13, w14, uxtb #1
cmn w15, w16, sxth #2
cmp sp, x17, lsl #3
// logical (immediate)
and x0, x1, #0xff
and w2, w3, #0x80000000
orr sp, x4, #0x5555555555555555
orr w5, wzr, #0xfffffff0
orr x6, xzr, #0xffff0000
eor x7, x8, #0xfffffffffffffffe
eor wsp, w9, #0x3c3c3c3c
ands x10, x11, #0x1
ands w12, w13, #0xc0000003
tst x14, #0x8000000000000000
tst w15, #0x7
bic x16, x17, #0x1
bic wsp, w18, #0x80000000
orn w19, w20, #0xff
eon x21, x22, #0xffff
bics w23, w24, #0xff00ff00
// logical (shifted register)
and x0, x1, x2
and w3, w4, w5, lsl #31
bic x6, x7, x8, lsr #1
orr w9, w10, w11, asr #2
orr x12, x13, x14, ror #63
orn w15, w16, w17
orn x18, x19, x20, lsl #4
eor x21, x22, x23, ror #1
eon w24, w25, w26, asr #31
ands x27, x28, x29
bics w30, w0, w1, lsl #1
bics xzr, x2, x3
mov x4, x5
mov w6, wzr
mov xzr, x7
orr x8, xzr, x9, lsl #1
mvn x10, x11
mvn w12, w13, ror #3
tst x14, x15
tst w16, w17, asr #5
// shifts (immediate: UBFM/SBFM/EXTR aliases; register: LSLV/LSRV/ASRV/RORV)
lsl x0, x1, #1
lsl w2, w3, #31
lsl x4, x5, #63
lsr x6, x7, #0
lsr w8, w9, #31
asr x10, x11, #63
asr w12, w13, #1
ror x14, x15, #0
ror w16, w17, #31
ror x18, x19, #63
lsl x20, x21, x22
lsr w23, w24, w25
asr x26, x27, x28
ror w29, w30, w0
lslv x1, x2, x3
lsrv w4, w5, w6
asrv x7, x8, x9
rorv w10, w11, w12
// bitfield (SBFM/BFM/UBFM and their aliases)
sbfm x0, x1, #3, #7
bfm w2, w3, #30, #2
ubfm x4, x5, #0, #62
sbfx x6, x7, #0, #1
sbfx w8, w9, #31, #1
ubfx x10, x11, #4, #60
ubfx w12, w13, #1, #30
sbfiz x14, x15, #63, #1
sbfiz w16, w17, #1, #31
ubfiz x18, x19, #8, #56
ubfiz w20, w21, #31, #1
bfi x22, x23, #1, #63
bfi w24, w25, #16, #16
bfxil x26, x27, #0, #64
bfxil w28, w29, #5, #27
bfc x0, #0, #64
bfc w1, #31, #1
bfc x2, #17, #3
sxtb x3, w4
sxtb w5, w6
sxth x7, w8
sxth w9, w10
sxtw x11, w12
uxtb w13, w14
uxth w15, w16
// extract
extr x0, x1, x2, #0
extr x3, x4, x5, #63
extr w6, w7, w8, #31
extr w9, wzr, w10, #16
// data processing (1 source)
rbit x0, x1
rbit w2, w3
rev16 x4, x5
rev16 w6, w7
rev32 x8, x9
rev x10, x11
rev w12, w13
rev64 x14, x15
clz x16, x17
clz w18, w19
cls x20, x21
cls w22, wzr
// multiply (3 source) and divide
madd x0, x1, x2, x3
madd w4, w5, w6, w7
msub x8, x9, x10, x11
msub w12, w13, w14, wzr
mul x15, x16, x17
mul w18, w19, w20
mneg x21, x22, x23
mneg w24, w25, w26
smaddl x0, w1, w2, x3
smsubl x4, w5, w6, x7
umaddl x8, w9, w10, x11
umsubl x12, w13, w14, x15
smull x16, w17, w18
umull x19, w20, w21
smnegl x22, w23, w24
umnegl x25, w26, w27
smulh x28, x29, x30
umulh x0, x1, xzr
udiv x2, x3, x4
udiv w5, w6, w7
sdiv x8, x9, x10
sdiv w11, w12, w13
// conditional select and its aliases
csel x0, x1, x2, eq
csel w3, w4, w5, al
csel x6, x7, x8, nv
csinc x9, x10, x11, hs
csinc w12, w13, w13, al
csinv x14, x15, x16, lo
csinv w17, wzr, wzr, nv
csneg x18, x19, x20, mi
csneg w21, w22, w22, pl
cset x23, vs
cset w24, vc
csetm x25, hi
csetm w26, ls
cinc x27, x28, ge
cinc w29, w30, lt
cinv x0, x1, gt
cinv w2, w3, le
cneg x4, x5, eq
cneg w6, wzr, ne
csel x7, x8, x9, cs
csinc w10, w11, w12, cc
// conditional compare
ccmp x0, x1, #0, eq
ccmp w2, w3, #15, ne
ccmp x4, #0, #4, hs
ccmp w5, #31, #8, al
ccmn x6, x7, #1, lo
ccmn w8, wzr, #2, nv
ccmn x9, #17, #0xf, gt
ccmp xzr, #1, #0, le
