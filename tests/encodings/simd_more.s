// Representative lines of the AdvSIMD forms in isa/a64/simd_int.py, simd_long.py,
// simd_shift.py, simd_fp.py, simd_fcvt.py, simd_lanes.py, simd_crypto.py, simd_sha.py,
// simd_fhm.py and simd_bf16.py (the lines tests/test_simd_qemu.py runs).
shadd v16.16b, v1.16b, v2.16b
shadd v16.4h, v1.4h, v2.4h
shadd v16.4s, v1.4s, v2.4s
uhadd v16.16b, v1.16b, v2.16b
uhadd v16.4h, v1.4h, v2.4h
uhadd v16.4s, v1.4s, v2.4s
srhadd v16.16b, v1.16b, v2.16b
srhadd v16.4h, v1.4h, v2.4h
srhadd v16.4s, v1.4s, v2.4s
urhadd v16.16b, v1.16b, v2.16b
urhadd v16.4h, v1.4h, v2.4h
urhadd v16.4s, v1.4s, v2.4s
shsub v16.16b, v1.16b, v2.16b
shsub v16.4h, v1.4h, v2.4h
shsub v16.4s, v1.4s, v2.4s
uhsub v16.16b, v1.16b, v2.16b
uhsub v16.4h, v1.4h, v2.4h
uhsub v16.4s, v1.4s, v2.4s
sabd v16.16b, v1.16b, v2.16b
sabd v16.4h, v1.4h, v2.4h
sabd v16.4s, v1.4s, v2.4s
uabd v16.16b, v1.16b, v2.16b
uabd v16.4h, v1.4h, v2.4h
uabd v16.4s, v1.4s, v2.4s
saba v16.16b, v1.16b, v2.16b
saba v16.4h, v1.4h, v2.4h
saba v16.4s, v1.4s, v2.4s
uaba v16.16b, v1.16b, v2.16b
uaba v16.4h, v1.4h, v2.4h
uaba v16.4s, v1.4s, v2.4s
mla v16.16b, v1.16b, v2.16b
mla v16.4h, v1.4h, v2.4h
mla v16.4s, v1.4s, v2.4s
mls v16.16b, v1.16b, v2.16b
mls v16.4h, v1.4h, v2.4h
mls v16.4s, v1.4s, v2.4s
smaxp v16.16b, v1.16b, v2.16b
smaxp v16.4h, v1.4h, v2.4h
smaxp v16.4s, v1.4s, v2.4s
umaxp v16.16b, v1.16b, v2.16b
umaxp v16.4h, v1.4h, v2.4h
umaxp v16.4s, v1.4s, v2.4s
sminp v16.16b, v1.16b, v2.16b
sminp v16.4h, v1.4h, v2.4h
sminp v16.4s, v1.4s, v2.4s
uminp v16.16b, v1.16b, v2.16b
uminp v16.4h, v1.4h, v2.4h
uminp v16.4s, v1.4s, v2.4s
sqadd v16.16b, v1.16b, v2.16b
sqadd v16.8h, v1.8h, v2.8h
sqadd v16.2s, v1.2s, v2.2s
sqadd v16.2d, v1.2d, v2.2d
sqadd v16.16b, v1.16b, v0.16b
sqadd v16.4s, v1.4s, v0.4s
uqadd v16.16b, v1.16b, v2.16b
uqadd v16.8h, v1.8h, v2.8h
uqadd v16.2s, v1.2s, v2.2s
uqadd v16.2d, v1.2d, v2.2d
uqadd v16.16b, v1.16b, v0.16b
uqadd v16.4s, v1.4s, v0.4s
sqsub v16.16b, v1.16b, v2.16b
sqsub v16.8h, v1.8h, v2.8h
sqsub v16.2s, v1.2s, v2.2s
sqsub v16.2d, v1.2d, v2.2d
sqsub v16.16b, v1.16b, v0.16b
sqsub v16.4s, v1.4s, v0.4s
uqsub v16.16b, v1.16b, v2.16b
uqsub v16.8h, v1.8h, v2.8h
uqsub v16.2s, v1.2s, v2.2s
uqsub v16.2d, v1.2d, v2.2d
uqsub v16.16b, v1.16b, v0.16b
uqsub v16.4s, v1.4s, v0.4s
sshl v16.16b, v1.16b, v2.16b
sshl v16.8h, v1.8h, v2.8h
sshl v16.2s, v1.2s, v2.2s
sshl v16.2d, v1.2d, v2.2d
sshl v16.16b, v1.16b, v0.16b
sshl v16.4s, v1.4s, v0.4s
ushl v16.16b, v1.16b, v2.16b
ushl v16.8h, v1.8h, v2.8h
ushl v16.2s, v1.2s, v2.2s
ushl v16.2d, v1.2d, v2.2d
ushl v16.16b, v1.16b, v0.16b
ushl v16.4s, v1.4s, v0.4s
sqshl v16.16b, v1.16b, v2.16b
sqshl v16.8h, v1.8h, v2.8h
sqshl v16.2s, v1.2s, v2.2s
sqshl v16.2d, v1.2d, v2.2d
sqshl v16.16b, v1.16b, v0.16b
sqshl v16.4s, v1.4s, v0.4s
uqshl v16.16b, v1.16b, v2.16b
uqshl v16.8h, v1.8h, v2.8h
uqshl v16.2s, v1.2s, v2.2s
uqshl v16.2d, v1.2d, v2.2d
uqshl v16.16b, v1.16b, v0.16b
uqshl v16.4s, v1.4s, v0.4s
srshl v16.16b, v1.16b, v2.16b
srshl v16.8h, v1.8h, v2.8h
srshl v16.2s, v1.2s, v2.2s
srshl v16.2d, v1.2d, v2.2d
srshl v16.16b, v1.16b, v0.16b
srshl v16.4s, v1.4s, v0.4s
urshl v16.16b, v1.16b, v2.16b
urshl v16.8h, v1.8h, v2.8h
urshl v16.2s, v1.2s, v2.2s
urshl v16.2d, v1.2d, v2.2d
urshl v16.16b, v1.16b, v0.16b
urshl v16.4s, v1.4s, v0.4s
sqrshl v16.16b, v1.16b, v2.16b
sqrshl v16.8h, v1.8h, v2.8h
sqrshl v16.2s, v1.2s, v2.2s
sqrshl v16.2d, v1.2d, v2.2d
sqrshl v16.16b, v1.16b, v0.16b
sqrshl v16.4s, v1.4s, v0.4s
uqrshl v16.16b, v1.16b, v2.16b
uqrshl v16.8h, v1.8h, v2.8h
uqrshl v16.2s, v1.2s, v2.2s
uqrshl v16.2d, v1.2d, v2.2d
uqrshl v16.16b, v1.16b, v0.16b
uqrshl v16.4s, v1.4s, v0.4s
pmul v16.8b, v0.8b, v3.8b
pmul v16.16b, v0.16b, v3.16b
sqdmulh v16.8h, v1.8h, v2.8h
sqdmulh v16.4s, v1.4s, v2.4s
sqdmulh v16.4h, v0.4h, v3.4h
sqrdmulh v16.8h, v1.8h, v2.8h
sqrdmulh v16.4s, v1.4s, v2.4s
sqrdmulh v16.4h, v0.4h, v3.4h
sqrdmlah v16.8h, v1.8h, v2.8h
sqrdmlah v16.4s, v1.4s, v2.4s
sqrdmlah v16.4h, v0.4h, v3.4h
sqrdmlsh v16.8h, v1.8h, v2.8h
sqrdmlsh v16.4s, v1.4s, v2.4s
sqrdmlsh v16.4h, v0.4h, v3.4h
sqadd b16, b1, b2
uqsub h16, h1, h2
sqshl s16, s1, s2
uqrshl d16, d1, d2
sshl d16, d1, d2
urshl d16, d2, d1
sqdmulh h16, h1, h2
sqrdmulh s16, s1, s2
sqrdmlah h16, h1, h2
sqrdmlsh s16, s1, s2
add d16, d1, d2
sub d16, d1, d2
cmgt d16, d1, d2
cmhs d16, d1, d2
cmtst d16, d1, d2
cmeq d16, d1, d1
rev64 v16.16b, v1.16b
rev64 v16.4h, v1.4h
rev64 v16.4s, v1.4s
cls v16.16b, v1.16b
cls v16.4h, v1.4h
cls v16.4s, v1.4s
clz v16.16b, v1.16b
clz v16.4h, v1.4h
clz v16.4s, v1.4s
sqabs v16.16b, v1.16b
sqabs v16.4h, v1.4h
sqabs v16.4s, v1.4s
sqneg v16.16b, v1.16b
sqneg v16.4h, v1.4h
sqneg v16.4s, v1.4s
suqadd v16.16b, v1.16b
suqadd v16.4h, v1.4h
suqadd v16.4s, v1.4s
usqadd v16.16b, v1.16b
usqadd v16.4h, v1.4h
usqadd v16.4s, v1.4s
rev32 v16.16b, v1.16b
rev32 v16.4h, v1.4h
rev16 v16.8b, v1.8b
rbit v16.8b, v1.8b
rbit v16.16b, v1.16b
sqabs v16.2d, v2.2d
usqadd v16.2d, v1.2d
cmgt v16.16b, v1.16b, #0
cmgt v16.4h, v1.4h, #0
cmgt v16.2d, v1.2d, #0
cmgt d16, d2, #0
cmge v16.16b, v1.16b, #0
cmge v16.4h, v1.4h, #0
cmge v16.2d, v1.2d, #0
cmge d16, d2, #0
cmeq v16.16b, v1.16b, #0
cmeq v16.4h, v1.4h, #0
cmeq v16.2d, v1.2d, #0
cmeq d16, d2, #0
cmle v16.16b, v1.16b, #0
cmle v16.4h, v1.4h, #0
cmle v16.2d, v1.2d, #0
cmle d16, d2, #0
cmlt v16.16b, v1.16b, #0
cmlt v16.4h, v1.4h, #0
cmlt v16.2d, v1.2d, #0
cmlt d16, d2, #0
saddlp v16.8h, v1.16b
saddlp v16.2s, v1.4h
saddlp v16.2d, v1.4s
uaddlp v16.8h, v1.16b
uaddlp v16.2s, v1.4h
uaddlp v16.2d, v1.4s
sadalp v16.8h, v1.16b
sadalp v16.2s, v1.4h
sadalp v16.2d, v1.4s
uadalp v16.8h, v1.16b
uadalp v16.2s, v1.4h
uadalp v16.2d, v1.4s
shll v16.8h, v1.8b, #8
shll2 v16.4s, v1.8h, #16
shll v16.2d, v1.2s, #32
saddlv h16, v1.16b
uaddlv s16, v1.8h
uaddlv d16, v1.4s
saddlv s16, v2.4h
addp d16, v1.2d
abs d16, d2
neg d16, d1
sqabs b16, b1
sqneg h16, h2
suqadd s16, s1
usqadd d16, d2
saddl v16.8h, v1.8b, v2.8b
saddl2 v16.4s, v1.8h, v2.8h
saddl v16.2d, v1.2s, v2.2s
uaddl v16.8h, v1.8b, v2.8b
uaddl2 v16.4s, v1.8h, v2.8h
uaddl v16.2d, v1.2s, v2.2s
ssubl v16.8h, v1.8b, v2.8b
ssubl2 v16.4s, v1.8h, v2.8h
ssubl v16.2d, v1.2s, v2.2s
usubl v16.8h, v1.8b, v2.8b
usubl2 v16.4s, v1.8h, v2.8h
usubl v16.2d, v1.2s, v2.2s
sabal v16.8h, v1.8b, v2.8b
sabal2 v16.4s, v1.8h, v2.8h
sabal v16.2d, v1.2s, v2.2s
uabal v16.8h, v1.8b, v2.8b
uabal2 v16.4s, v1.8h, v2.8h
uabal v16.2d, v1.2s, v2.2s
sabdl v16.8h, v1.8b, v2.8b
sabdl2 v16.4s, v1.8h, v2.8h
sabdl v16.2d, v1.2s, v2.2s
uabdl v16.8h, v1.8b, v2.8b
uabdl2 v16.4s, v1.8h, v2.8h
uabdl v16.2d, v1.2s, v2.2s
smlsl v16.8h, v1.8b, v2.8b
smlsl2 v16.4s, v1.8h, v2.8h
smlsl v16.2d, v1.2s, v2.2s
umlsl v16.8h, v1.8b, v2.8b
umlsl2 v16.4s, v1.8h, v2.8h
umlsl v16.2d, v1.2s, v2.2s
sqdmull v16.4s, v1.4h, v2.4h
sqdmull2 v16.2d, v1.4s, v2.4s
sqdmull s16, h1, h2
sqdmull d16, s2, s1
sqdmlal v16.4s, v1.4h, v2.4h
sqdmlal2 v16.2d, v1.4s, v2.4s
sqdmlal s16, h1, h2
sqdmlal d16, s2, s1
sqdmlsl v16.4s, v1.4h, v2.4h
sqdmlsl2 v16.2d, v1.4s, v2.4s
sqdmlsl s16, h1, h2
sqdmlsl d16, s2, s1
saddw v16.8h, v1.8h, v2.8b
saddw2 v16.2d, v1.2d, v2.4s
uaddw v16.8h, v1.8h, v2.8b
uaddw2 v16.2d, v1.2d, v2.4s
ssubw v16.8h, v1.8h, v2.8b
ssubw2 v16.2d, v1.2d, v2.4s
usubw v16.8h, v1.8h, v2.8b
usubw2 v16.2d, v1.2d, v2.4s
addhn v16.8b, v1.8h, v2.8h
addhn2 v16.4s, v1.2d, v2.2d
raddhn v16.8b, v1.8h, v2.8h
raddhn2 v16.4s, v1.2d, v2.2d
subhn v16.8b, v1.8h, v2.8h
subhn2 v16.4s, v1.2d, v2.2d
rsubhn v16.8b, v1.8h, v2.8h
rsubhn2 v16.4s, v1.2d, v2.2d
pmull v16.8h, v1.8b, v2.8b
pmull2 v16.8h, v1.16b, v2.16b
mul v16.8h, v1.8h, v2.h[5]
mul v16.2s, v1.2s, v19.s[3]
mla v16.8h, v1.8h, v2.h[5]
mla v16.2s, v1.2s, v19.s[3]
mls v16.8h, v1.8h, v2.h[5]
mls v16.2s, v1.2s, v19.s[3]
sqdmulh v16.8h, v1.8h, v2.h[5]
sqdmulh v16.2s, v1.2s, v19.s[3]
sqrdmulh v16.8h, v1.8h, v2.h[5]
sqrdmulh v16.2s, v1.2s, v19.s[3]
sqrdmlah v16.8h, v1.8h, v2.h[5]
sqrdmlah v16.2s, v1.2s, v19.s[3]
sqrdmlsh v16.8h, v1.8h, v2.h[5]
sqrdmlsh v16.2s, v1.2s, v19.s[3]
smull v16.4s, v1.4h, v2.h[7]
smull2 v16.2d, v1.4s, v18.s[1]
umull v16.4s, v1.4h, v2.h[7]
umull2 v16.2d, v1.4s, v18.s[1]
smlal v16.4s, v1.4h, v2.h[7]
smlal2 v16.2d, v1.4s, v18.s[1]
umlal v16.4s, v1.4h, v2.h[7]
umlal2 v16.2d, v1.4s, v18.s[1]
smlsl v16.4s, v1.4h, v2.h[7]
smlsl2 v16.2d, v1.4s, v18.s[1]
umlsl v16.4s, v1.4h, v2.h[7]
umlsl2 v16.2d, v1.4s, v18.s[1]
sqdmull v16.4s, v1.4h, v2.h[7]
sqdmull2 v16.2d, v1.4s, v18.s[1]
sqdmlal v16.4s, v1.4h, v2.h[7]
sqdmlal2 v16.2d, v1.4s, v18.s[1]
sqdmlsl v16.4s, v1.4h, v2.h[7]
sqdmlsl2 v16.2d, v1.4s, v18.s[1]
sqdmulh h16, h1, v2.h[3]
sqrdmulh s16, s1, v2.s[2]
sqrdmlah h16, h2, v1.h[0]
sqdmull s16, h1, v2.h[6]
sqdmlal d16, s1, v2.s[3]
sqdmlsl s16, h2, v1.h[1]
ssra v16.16b, v1.16b, #1
ssra v16.4h, v2.4h, #2
ssra v16.16b, v1.16b, #7
ssra v16.4h, v2.4h, #14
ssra v16.2d, v2.2d, #49
usra v16.16b, v1.16b, #3
usra v16.4h, v2.4h, #6
usra v16.16b, v1.16b, #8
usra v16.4h, v2.4h, #16
usra v16.2d, v2.2d, #56
srshr v16.16b, v1.16b, #1
srshr v16.4h, v2.4h, #2
srshr v16.16b, v1.16b, #5
srshr v16.4h, v2.4h, #10
srshr v16.2d, v2.2d, #35
urshr v16.16b, v1.16b, #2
urshr v16.4h, v2.4h, #4
urshr v16.16b, v1.16b, #8
urshr v16.4h, v2.4h, #16
urshr v16.2d, v2.2d, #56
srsra v16.16b, v1.16b, #1
srsra v16.4h, v2.4h, #2
srsra v16.16b, v1.16b, #8
srsra v16.4h, v2.4h, #16
srsra v16.2d, v2.2d, #56
ursra v16.16b, v1.16b, #4
ursra v16.4h, v2.4h, #8
ursra v16.2d, v2.2d, #28
sri v16.16b, v1.16b, #1
sri v16.4h, v2.4h, #2
sri v16.16b, v1.16b, #8
sri v16.4h, v2.4h, #16
sri v16.2d, v2.2d, #56
sli v16.16b, v1.16b, #0
sli v16.4h, v2.4h, #0
sli v16.16b, v1.16b, #5
sli v16.4h, v2.4h, #10
sli v16.2d, v2.2d, #35
sqshl v16.16b, v1.16b, #0
sqshl v16.4h, v2.4h, #0
sqshl v16.16b, v1.16b, #6
sqshl v16.4h, v2.4h, #12
sqshl v16.2d, v2.2d, #42
uqshl v16.16b, v1.16b, #1
uqshl v16.4h, v2.4h, #2
uqshl v16.16b, v1.16b, #7
uqshl v16.4h, v2.4h, #14
uqshl v16.2d, v2.2d, #49
sqshlu v16.16b, v1.16b, #0
sqshlu v16.4h, v2.4h, #0
sqshlu v16.16b, v1.16b, #3
sqshlu v16.4h, v2.4h, #6
sqshlu v16.2d, v2.2d, #21
rshrn v16.8b, v1.8h, #3
rshrn2 v16.8h, v2.4s, #16
rshrn v16.2s, v1.2d, #1
sqshrn v16.8b, v1.8h, #3
sqshrn2 v16.8h, v2.4s, #16
sqshrn v16.2s, v1.2d, #1
sqshrn b16, h1, #2
sqshrn s16, d2, #31
uqshrn v16.8b, v1.8h, #3
uqshrn2 v16.8h, v2.4s, #16
uqshrn v16.2s, v1.2d, #1
uqshrn b16, h1, #2
uqshrn s16, d2, #31
sqrshrn v16.8b, v1.8h, #3
sqrshrn2 v16.8h, v2.4s, #16
sqrshrn v16.2s, v1.2d, #1
sqrshrn b16, h1, #2
sqrshrn s16, d2, #31
uqrshrn v16.8b, v1.8h, #3
uqrshrn2 v16.8h, v2.4s, #16
uqrshrn v16.2s, v1.2d, #1
uqrshrn b16, h1, #2
uqrshrn s16, d2, #31
sqshrun v16.8b, v1.8h, #3
sqshrun2 v16.8h, v2.4s, #16
sqshrun v16.2s, v1.2d, #1
sqshrun b16, h1, #2
sqshrun s16, d2, #31
sqrshrun v16.8b, v1.8h, #3
sqrshrun2 v16.8h, v2.4s, #16
sqrshrun v16.2s, v1.2d, #1
sqrshrun b16, h1, #2
sqrshrun s16, d2, #31
sshr d16, d1, #63
ushr d16, d2, #32
shl d16, d1, #3
ssra d16, d2, #64
ursra d16, d1, #1
sri d16, d1, #12
sli d16, d2, #40
sqshl b16, b1, #5
uqshl h16, h2, #9
sqshlu s16, s1, #30
sqshl d16, d2, #62
fabd v16.4s, v4.4s, v5.4s
fabd v16.4s, v6.4s, v7.4s
fabd v16.2d, v8.2d, v9.2d
fabd v16.2d, v10.2d, v11.2d
fabd v16.8h, v12.8h, v13.8h
fabd v16.4h, v14.4h, v15.4h
fmulx v16.4s, v4.4s, v5.4s
fmulx v16.4s, v6.4s, v7.4s
fmulx v16.2d, v8.2d, v9.2d
fmulx v16.2d, v10.2d, v11.2d
fmulx v16.8h, v12.8h, v13.8h
fmulx v16.4h, v14.4h, v15.4h
fcmeq v16.4s, v4.4s, v5.4s
fcmeq v16.4s, v6.4s, v7.4s
fcmeq v16.2d, v8.2d, v9.2d
fcmeq v16.2d, v10.2d, v11.2d
fcmeq v16.8h, v12.8h, v13.8h
fcmeq v16.4h, v14.4h, v15.4h
fcmge v16.4s, v4.4s, v5.4s
fcmge v16.4s, v6.4s, v7.4s
fcmge v16.2d, v8.2d, v9.2d
fcmge v16.2d, v10.2d, v11.2d
fcmge v16.8h, v12.8h, v13.8h
fcmge v16.4h, v14.4h, v15.4h
fcmgt v16.4s, v4.4s, v5.4s
fcmgt v16.4s, v6.4s, v7.4s
fcmgt v16.2d, v8.2d, v9.2d
fcmgt v16.2d, v10.2d, v11.2d
fcmgt v16.8h, v12.8h, v13.8h
fcmgt v16.4h, v14.4h, v15.4h
facge v16.4s, v4.4s, v5.4s
facge v16.4s, v6.4s, v7.4s
facge v16.2d, v8.2d, v9.2d
facge v16.2d, v10.2d, v11.2d
facge v16.8h, v12.8h, v13.8h
facge v16.4h, v14.4h, v15.4h
facgt v16.4s, v4.4s, v5.4s
facgt v16.4s, v6.4s, v7.4s
facgt v16.2d, v8.2d, v9.2d
facgt v16.2d, v10.2d, v11.2d
facgt v16.8h, v12.8h, v13.8h
facgt v16.4h, v14.4h, v15.4h
frecps v16.4s, v4.4s, v5.4s
frecps v16.4s, v6.4s, v7.4s
frecps v16.2d, v8.2d, v9.2d
frecps v16.2d, v10.2d, v11.2d
frecps v16.8h, v12.8h, v13.8h
frecps v16.4h, v14.4h, v15.4h
frsqrts v16.4s, v4.4s, v5.4s
frsqrts v16.4s, v6.4s, v7.4s
frsqrts v16.2d, v8.2d, v9.2d
frsqrts v16.2d, v10.2d, v11.2d
frsqrts v16.8h, v12.8h, v13.8h
frsqrts v16.4h, v14.4h, v15.4h
fmaxp v16.4s, v4.4s, v5.4s
fmaxp v16.4s, v6.4s, v7.4s
fmaxp v16.2d, v8.2d, v9.2d
fmaxp v16.2d, v10.2d, v11.2d
fmaxp v16.8h, v12.8h, v13.8h
fmaxp v16.4h, v14.4h, v15.4h
fminp v16.4s, v4.4s, v5.4s
fminp v16.4s, v6.4s, v7.4s
fminp v16.2d, v8.2d, v9.2d
fminp v16.2d, v10.2d, v11.2d
fminp v16.8h, v12.8h, v13.8h
fminp v16.4h, v14.4h, v15.4h
fmaxnmp v16.4s, v4.4s, v5.4s
fmaxnmp v16.4s, v6.4s, v7.4s
fmaxnmp v16.2d, v8.2d, v9.2d
fmaxnmp v16.2d, v10.2d, v11.2d
fmaxnmp v16.8h, v12.8h, v13.8h
fmaxnmp v16.4h, v14.4h, v15.4h
fminnmp v16.4s, v4.4s, v5.4s
fminnmp v16.4s, v6.4s, v7.4s
fminnmp v16.2d, v8.2d, v9.2d
fminnmp v16.2d, v10.2d, v11.2d
fminnmp v16.8h, v12.8h, v13.8h
fminnmp v16.4h, v14.4h, v15.4h
famax v16.4s, v4.4s, v5.4s
famax v16.4s, v6.4s, v7.4s
famax v16.2d, v8.2d, v9.2d
famax v16.2d, v10.2d, v11.2d
famax v16.8h, v12.8h, v13.8h
famax v16.4h, v14.4h, v15.4h
famin v16.4s, v4.4s, v5.4s
famin v16.4s, v6.4s, v7.4s
famin v16.2d, v8.2d, v9.2d
famin v16.2d, v10.2d, v11.2d
famin v16.8h, v12.8h, v13.8h
famin v16.4h, v14.4h, v15.4h
fabd s16, s4, s5
fabd d16, d9, d10
fabd h16, h12, h13
fmulx s16, s4, s5
fmulx d16, d9, d10
fmulx h16, h12, h13
fcmeq s16, s4, s5
fcmeq d16, d9, d10
fcmeq h16, h12, h13
fcmge s16, s4, s5
fcmge d16, d9, d10
fcmge h16, h12, h13
fcmgt s16, s4, s5
fcmgt d16, d9, d10
fcmgt h16, h12, h13
facge s16, s4, s5
facge d16, d9, d10
facge h16, h12, h13
facgt s16, s4, s5
facgt d16, d9, d10
facgt h16, h12, h13
frecps s16, s4, s5
frecps d16, d9, d10
frecps h16, h12, h13
frsqrts s16, s4, s5
frsqrts d16, d9, d10
frsqrts h16, h12, h13
fcmeq v16.4s, v4.4s, #0.0
fcmeq v16.2d, v10.2d, #0.0
fcmeq v16.8h, v12.8h, #0.0
fcmeq s16, s5, #0.0
fcmeq d16, d9, #0.0
fcmge v16.4s, v4.4s, #0.0
fcmge v16.2d, v10.2d, #0.0
fcmge v16.8h, v12.8h, #0.0
fcmge s16, s5, #0.0
fcmge d16, d9, #0.0
fcmgt v16.4s, v4.4s, #0.0
fcmgt v16.2d, v10.2d, #0.0
fcmgt v16.8h, v12.8h, #0.0
fcmgt s16, s5, #0.0
fcmgt d16, d9, #0.0
fcmle v16.4s, v4.4s, #0.0
fcmle v16.2d, v10.2d, #0.0
fcmle v16.8h, v12.8h, #0.0
fcmle s16, s5, #0.0
fcmle d16, d9, #0.0
fcmlt v16.4s, v4.4s, #0.0
fcmlt v16.2d, v10.2d, #0.0
fcmlt v16.8h, v12.8h, #0.0
fcmlt s16, s5, #0.0
fcmlt d16, d9, #0.0
fmaxp s16, v4.2s
fmaxp d16, v8.2d
fmaxp h16, v13.2h
fminp s16, v4.2s
fminp d16, v8.2d
fminp h16, v13.2h
fmaxnmp s16, v4.2s
fmaxnmp d16, v8.2d
fmaxnmp h16, v13.2h
fminnmp s16, v4.2s
fminnmp d16, v8.2d
fminnmp h16, v13.2h
faddp h16, v12.2h
fmulx v16.4s, v4.4s, v5.s[2]
fmulx v16.2d, v8.2d, v9.d[1]
fmulx v16.8h, v12.8h, v13.h[7]
fmulx s16, s4, v5.s[1]
fmla s16, s4, v6.s[3]
fmls d16, d8, v9.d[0]
fmul h16, h12, v13.h[2]
fmul s16, s6, v7.s[0]
fcmla v16.4s, v4.4s, v6.4s, #0
fcmla v16.2d, v9.2d, v11.2d, #0
fcmla v16.8h, v12.8h, v13.8h, #0
fcmla v16.4s, v7.4s, v5.s[1], #0
fcmla v16.4h, v14.4h, v13.h[1], #0
fcmla v16.4s, v4.4s, v6.4s, #90
fcmla v16.2d, v9.2d, v11.2d, #90
fcmla v16.8h, v12.8h, v13.8h, #90
fcmla v16.4s, v7.4s, v5.s[1], #90
fcmla v16.4h, v14.4h, v13.h[1], #90
fcmla v16.4s, v4.4s, v6.4s, #180
fcmla v16.2d, v9.2d, v11.2d, #180
fcmla v16.8h, v12.8h, v13.8h, #180
fcmla v16.4s, v7.4s, v5.s[1], #180
fcmla v16.4h, v14.4h, v13.h[1], #180
fcmla v16.4s, v4.4s, v6.4s, #270
fcmla v16.2d, v9.2d, v11.2d, #270
fcmla v16.8h, v12.8h, v13.8h, #270
fcmla v16.4s, v7.4s, v5.s[1], #270
fcmla v16.4h, v14.4h, v13.h[1], #270
fcadd v16.4s, v4.4s, v6.4s, #90
fcadd v16.2d, v8.2d, v11.2d, #90
fcadd v16.4s, v4.4s, v6.4s, #270
fcadd v16.2d, v8.2d, v11.2d, #270
frecpe v16.4s, v4.4s
frecpe v16.4s, v5.4s
frecpe v16.4s, v6.4s
frecpe v16.4s, v7.4s
frecpe v16.4s, v1.4s
frecpe v16.2d, v8.2d
frecpe v16.2d, v9.2d
frecpe v16.2d, v10.2d
frecpe v16.2d, v11.2d
frecpe v16.8h, v12.8h
frecpe v16.8h, v13.8h
frecpe s16, s5
frecpe d16, d9
frsqrte v16.4s, v4.4s
frsqrte v16.4s, v5.4s
frsqrte v16.4s, v6.4s
frsqrte v16.4s, v7.4s
frsqrte v16.4s, v1.4s
frsqrte v16.2d, v8.2d
frsqrte v16.2d, v9.2d
frsqrte v16.2d, v10.2d
frsqrte v16.2d, v11.2d
frsqrte v16.8h, v12.8h
frsqrte v16.8h, v13.8h
frsqrte s16, s5
frsqrte d16, d9
frecpx s16, s4
frecpx d16, d11
frecpx h16, h13
frecpx s16, s7
urecpe v16.4s, v1.4s
ursqrte v16.2s, v2.2s
ursqrte v16.4s, v3.4s
fcvtxn v16.2s, v8.2d
fcvtxn2 v16.4s, v9.2d
fcvtxn s16, d10
fcvtxn s16, d11
fcvtns s16, s4
fcvtns d16, d9
fcvtns h16, h12
fcvtmu s16, s4
fcvtmu d16, d9
fcvtmu h16, h12
fcvtas s16, s4
fcvtas d16, d9
fcvtas h16, h12
fcvtpu s16, s4
fcvtpu d16, d9
fcvtpu h16, h12
fcvtzs s16, s4
fcvtzs d16, d9
fcvtzs h16, h12
scvtf s16, s1
scvtf d16, d9
scvtf h16, h12
ucvtf s16, s1
ucvtf d16, d9
ucvtf h16, h12
fcvtzs v16.4s, v4.4s, #16
fcvtzs v16.2d, v9.2d, #3
fcvtzs v16.8h, v12.8h, #1
fcvtzs s16, s6, #32
fcvtzs d16, d10, #64
fcvtzu v16.4s, v4.4s, #16
fcvtzu v16.2d, v9.2d, #3
fcvtzu v16.8h, v12.8h, #1
fcvtzu s16, s6, #32
fcvtzu d16, d10, #64
scvtf v16.4s, v1.4s, #16
scvtf v16.2d, v2.2d, #3
scvtf v16.8h, v3.8h, #1
scvtf s16, s1, #32
scvtf d16, d2, #64
ucvtf v16.4s, v1.4s, #16
ucvtf v16.2d, v2.2d, #3
ucvtf v16.8h, v3.8h, #1
ucvtf s16, s1, #32
ucvtf d16, d2, #64
frint32z v16.4s, v4.4s
frint32z v16.4s, v6.4s
frint32z v16.4s, v7.4s
frint32z v16.2d, v9.2d
frint32z v16.2d, v10.2d
frint32z v16.2d, v11.2d
frint32z s16, s4
frint32z s16, s5
frint32z s16, s7
frint32z d16, d8
frint32z d16, d11
frint32x v16.4s, v4.4s
frint32x v16.4s, v6.4s
frint32x v16.4s, v7.4s
frint32x v16.2d, v9.2d
frint32x v16.2d, v10.2d
frint32x v16.2d, v11.2d
frint32x s16, s4
frint32x s16, s5
frint32x s16, s7
frint32x d16, d8
frint32x d16, d11
frint64z v16.4s, v4.4s
frint64z v16.4s, v6.4s
frint64z v16.4s, v7.4s
frint64z v16.2d, v9.2d
frint64z v16.2d, v10.2d
frint64z v16.2d, v11.2d
frint64z s16, s4
frint64z s16, s5
frint64z s16, s7
frint64z d16, d8
frint64z d16, d11
frint64x v16.4s, v4.4s
frint64x v16.4s, v6.4s
frint64x v16.4s, v7.4s
frint64x v16.2d, v9.2d
frint64x v16.2d, v10.2d
frint64x v16.2d, v11.2d
frint64x s16, s4
frint64x s16, s5
frint64x s16, s7
frint64x d16, d8
frint64x d16, d11
aese v16.16b, v1.16b
aese v17.16b, v3.16b
aesd v16.16b, v1.16b
aesd v17.16b, v3.16b
aesmc v16.16b, v1.16b
aesmc v16.16b, v0.16b
aesimc v16.16b, v1.16b
aesimc v16.16b, v0.16b
pmull v16.1q, v1.1d, v2.1d
pmull2 v16.1q, v1.2d, v3.2d
eor3 v16.16b, v1.16b, v2.16b, v3.16b
bcax v16.16b, v1.16b, v2.16b, v3.16b
rax1 v16.2d, v1.2d, v2.2d
xar v16.2d, v1.2d, v2.2d, #13
xar v16.2d, v3.2d, v0.2d, #0
usdot v16.4s, v1.16b, v2.16b
usdot v16.2s, v1.8b, v2.4b[3]
sudot v16.4s, v1.16b, v2.4b[1]
smmla v16.4s, v1.16b, v2.16b
ummla v16.4s, v1.16b, v2.16b
usmmla v16.4s, v1.16b, v2.16b
sha1c q16, s1, v2.4s
sha1c q17, s3, v0.4s
sha1p q16, s1, v2.4s
sha1p q17, s3, v0.4s
sha1m q16, s1, v2.4s
sha1m q17, s3, v0.4s
sha256h q16, q1, v2.4s
sha256h2 q16, q1, v2.4s
sha256h q17, q3, v0.4s
sha256h2 q17, q0, v3.4s
sha1h s16, s1
sha1su0 v16.4s, v1.4s, v2.4s
sha1su1 v16.4s, v1.4s
sha256su0 v16.4s, v1.4s
sha256su1 v16.4s, v1.4s, v2.4s
sha256su1 v17.4s, v3.4s, v0.4s
sha512h q16, q1, v2.2d
sha512h2 q16, q1, v2.2d
sha512h q17, q3, v0.2d
sha512su0 v16.2d, v1.2d
sha512su1 v16.2d, v1.2d, v2.2d
sm3ss1 v16.4s, v1.4s, v2.4s, v3.4s
sm3partw1 v16.4s, v1.4s, v2.4s
sm3partw2 v16.4s, v1.4s, v2.4s
sm3tt1a v16.4s, v1.4s, v2.s[0]
sm3tt1a v16.4s, v1.4s, v2.s[3]
sm3tt1b v16.4s, v1.4s, v2.s[0]
sm3tt1b v16.4s, v1.4s, v2.s[3]
sm3tt2a v16.4s, v1.4s, v2.s[0]
sm3tt2a v16.4s, v1.4s, v2.s[3]
sm3tt2b v16.4s, v1.4s, v2.s[0]
sm3tt2b v16.4s, v1.4s, v2.s[3]
fmlal v5.4s, v12.4h, v13.4h
fmlal v6.2s, v14.2h, v15.2h
fmlal v4.4s, v13.4h, v12.h[7]
fmlal v7.2s, v12.2h, v15.h[2]
fmlal2 v5.4s, v12.4h, v13.4h
fmlal2 v6.2s, v14.2h, v15.2h
fmlal2 v4.4s, v13.4h, v12.h[7]
fmlal2 v7.2s, v12.2h, v15.h[2]
fmlsl v5.4s, v12.4h, v13.4h
fmlsl v6.2s, v14.2h, v15.2h
fmlsl v4.4s, v13.4h, v12.h[7]
fmlsl v7.2s, v12.2h, v15.h[2]
fmlsl2 v5.4s, v12.4h, v13.4h
fmlsl2 v6.2s, v14.2h, v15.2h
fmlsl2 v4.4s, v13.4h, v12.h[7]
fmlsl2 v7.2s, v12.2h, v15.h[2]
bfcvtn v16.4h, v4.4s
bfcvtn v16.4h, v5.4s
bfcvtn v16.4h, v6.4s
bfcvtn v16.4h, v7.4s
bfcvtn v16.4h, v1.4s
bfcvtn2 v16.8h, v5.4s
bfcvtn2 v16.8h, v2.4s
bfcvt h16, s4
bfcvt h16, s5
bfcvt h16, s6
bfcvt h16, s7
bfcvt h16, s0
bfmlalb v5.4s, v12.8h, v13.8h
bfmlalb v6.4s, v1.8h, v2.8h
bfmlalb v4.4s, v13.8h, v12.h[7]
bfmlalb v7.4s, v3.8h, v15.h[2]
bfmlalt v5.4s, v12.8h, v13.8h
bfmlalt v6.4s, v1.8h, v2.8h
bfmlalt v4.4s, v13.8h, v12.h[7]
bfmlalt v7.4s, v3.8h, v15.h[2]
ld1 {v0.b}[14], [x1]
ld1 {v1.h}[3], [x1], #2
ld1 {v2.s}[3], [x1], x2
ld1 {v3.d}[1], [x1]
ld2 {v4.b, v5.b}[8], [x1]
ld2 {v6.h, v7.h}[7], [x1], #4
ld3 {v8.s, v9.s, v10.s}[2], [x1], x2
ld4 {v30.d, v31.d, v0.d, v1.d}[0], [x1], #32
ld2r {v12.16b, v13.16b}, [x1]
ld3r {v14.4h, v15.4h, v16.4h}, [x1], #6
ld4r {v17.2d, v18.2d, v19.2d, v20.2d}, [x1], x2
ld2r {v21.1d, v22.1d}, [x1]
st1 {v23.b}[15], [x3]
st2 {v24.h, v25.h}[5], [x3], #4
st3 {v26.s, v27.s, v28.s}[1], [x3], x2
st4 {v29.d, v30.d, v31.d, v0.d}[1], [x3]
// BFDOT/BFMMLA (isa/a64/simd_bf16.py), SM4E/SM4EKEY (isa/a64/simd_sha.py), scalar SQXTN/UQXTN/
// SQXTUN (isa/a64/simd_long.py)
bfdot v0.4s, v1.8h, v2.8h
bfdot v31.2s, v30.4h, v29.4h
bfdot v3.4s, v4.8h, v31.2h[3]
bfdot v5.2s, v6.4h, v7.2h[0]
bfdot v8.4s, v9.8h, v16.2h[2]
bfmmla v10.4s, v11.8h, v12.8h
bfmmla v31.4s, v0.8h, v31.8h
sm4e v1.4s, v2.4s
sm4e v31.4s, v0.4s
sm4ekey v3.4s, v4.4s, v5.4s
sm4ekey v30.4s, v31.4s, v0.4s
sqxtn b0, h1
sqxtn h2, s3
sqxtn s4, d5
uqxtn b6, h7
uqxtn h8, s9
uqxtn s10, d11
sqxtun b12, h13
sqxtun h14, s15
sqxtun s31, d30
fmov v0.4h, #1.0
fmov v31.8h, #-0.125
fmov v5.8h, #31.0
