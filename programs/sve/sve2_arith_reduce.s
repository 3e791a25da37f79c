// QEMU: compare
// assembler: clang
// Covers: SVE/SVE2 integer forms clang -O3 emits (SMULH/UMULH, SABD/UABD, halving
// add/sub, SSRA/USRA/SRSRA/URSRA, SABA/UABA, CLS/CLZ/CNT, SXT*/UXT*, EOR3/BCAX/BSL*), the integer
// and FP reductions (S/U MAX/MIN V, ORV/EORV/ANDV, FMAXV/FMINV/FMAXNMV/FMINNMV) and the SVE2p1
// integer quadword reductions (ADDQV ... ANDQV) with a random governing predicate and NaN/zero/inf inputs,
// at VL 512, 128 and 384 bits (prctl PR_SVE_SET_VL). Output: every result register at each VL.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr x20, out
        mov x0, #50 ; mov x1, #64 ; mov x8, #167 ; svc #0
        bl body
        mov x0, #50 ; mov x1, #16 ; mov x8, #167 ; svc #0
        bl body
        mov x0, #50 ; mov x1, #48 ; mov x8, #167 ; svc #0
        bl body
        mov x0, #1
        adr x1, out
        sub x2, x20, x1
        mov x8, #64
        svc #0
        mov x0, #0
        mov x8, #93
        svc #0

// one pass at the current vector length: inputs from va/vb/vc/vp, results appended at x20
body:
        ptrue p0.b
        adr x9, va ; ldr z0, [x9]
        adr x9, vb ; ldr z1, [x9]
        adr x9, vc ; ldr z2, [x9]
        adr x9, vp ; ldr p1, [x9]
        adr x9, vf ; ldr z5, [x9]
        adr x9, vg ; ldr z6, [x9]
        smulh z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; smulh z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        umulh z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; umulh z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sabd z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uabd z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shadd z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhadd z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shsub z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhsub z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srhadd z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urhadd z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shsubr z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhsubr z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saba z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaba z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.b, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.b, z0.b, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.b, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.b, z0.b, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.b, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.b, z0.b, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.b, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.b, z0.b, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.b, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.b, z0.b, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.b, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.b, z0.b, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.b, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.b, z0.b, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.b, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.b, z0.b, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; cls z4.b, p1/m, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; clz z4.b, p1/m, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; cnt z4.b, p1/m, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smaxv b4, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umaxv b4, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sminv b4, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uminv b4, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; orv b4, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorv b4, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; andv b4, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addqv v4.16b, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smaxqv v4.16b, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umaxqv v4.16b, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sminqv v4.16b, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uminqv v4.16b, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; orqv v4.16b, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorqv v4.16b, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; andqv v4.16b, p1, z0.b; str z4, [x20] ; addvl x20, x20, #1
        smulh z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; smulh z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        umulh z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; umulh z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sabd z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uabd z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shadd z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhadd z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shsub z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhsub z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srhadd z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urhadd z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shsubr z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhsubr z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saba z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaba z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.h, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.h, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.h, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.h, z0.h, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.h, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.h, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.h, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.h, z0.h, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.h, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.h, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.h, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.h, z0.h, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.h, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.h, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.h, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.h, z0.h, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; cls z4.h, p1/m, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; clz z4.h, p1/m, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; cnt z4.h, p1/m, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sxtb z4.h, p1/m, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uxtb z4.h, p1/m, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smaxv h4, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umaxv h4, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sminv h4, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uminv h4, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; orv h4, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorv h4, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; andv h4, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addqv v4.8h, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smaxqv v4.8h, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umaxqv v4.8h, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sminqv v4.8h, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uminqv v4.8h, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; orqv v4.8h, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorqv v4.8h, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; andqv v4.8h, p1, z0.h; str z4, [x20] ; addvl x20, x20, #1
        smulh z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; smulh z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        umulh z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; umulh z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sabd z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uabd z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shadd z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhadd z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shsub z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhsub z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srhadd z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urhadd z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shsubr z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhsubr z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saba z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaba z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.s, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.s, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.s, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.s, z0.s, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.s, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.s, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.s, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.s, z0.s, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.s, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.s, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.s, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.s, z0.s, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.s, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.s, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.s, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.s, z0.s, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; cls z4.s, p1/m, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; clz z4.s, p1/m, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; cnt z4.s, p1/m, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sxtb z4.s, p1/m, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uxtb z4.s, p1/m, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sxth z4.s, p1/m, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uxth z4.s, p1/m, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smaxv s4, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umaxv s4, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sminv s4, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uminv s4, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; orv s4, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorv s4, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; andv s4, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addqv v4.4s, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smaxqv v4.4s, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umaxqv v4.4s, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sminqv v4.4s, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uminqv v4.4s, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; orqv v4.4s, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorqv v4.4s, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; andqv v4.4s, p1, z0.s; str z4, [x20] ; addvl x20, x20, #1
        smulh z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; smulh z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        umulh z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; umulh z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sabd z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uabd z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shadd z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhadd z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shsub z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhsub z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srhadd z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urhadd z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; shsubr z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uhsubr z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saba z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaba z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.d, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.d, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.d, z0.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssra z4.d, z0.d, #64; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.d, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.d, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.d, z0.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usra z4.d, z0.d, #64; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.d, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.d, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.d, z0.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; srsra z4.d, z0.d, #64; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.d, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.d, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.d, z0.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ursra z4.d, z0.d, #64; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; cls z4.d, p1/m, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; clz z4.d, p1/m, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; cnt z4.d, p1/m, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sxtb z4.d, p1/m, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uxtb z4.d, p1/m, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sxth z4.d, p1/m, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uxth z4.d, p1/m, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sxtw z4.d, p1/m, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uxtw z4.d, p1/m, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smaxv d4, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umaxv d4, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sminv d4, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uminv d4, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; orv d4, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorv d4, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; andv d4, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addqv v4.2d, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smaxqv v4.2d, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umaxqv v4.2d, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sminqv v4.2d, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uminqv v4.2d, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; orqv v4.2d, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorqv v4.2d, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; andqv v4.2d, p1, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; eor3 z4.d, z4.d, z1.d, z2.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; bcax z4.d, z4.d, z1.d, z2.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; bsl z4.d, z4.d, z1.d, z2.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; bsl1n z4.d, z4.d, z1.d, z2.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; bsl2n z4.d, z4.d, z1.d, z2.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; nbsl z4.d, z4.d, z1.d, z2.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxv h4, p1, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxv h4, p1, z6.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminv h4, p1, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminv h4, p1, z6.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxnmv h4, p1, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxnmv h4, p1, z6.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminnmv h4, p1, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminnmv h4, p1, z6.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxv s4, p1, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxv s4, p1, z6.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminv s4, p1, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminv s4, p1, z6.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxnmv s4, p1, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxnmv s4, p1, z6.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminnmv s4, p1, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminnmv s4, p1, z6.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxv d4, p1, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxv d4, p1, z6.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminv d4, p1, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminv d4, p1, z6.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxnmv d4, p1, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fmaxnmv d4, p1, z6.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminnmv d4, p1, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; fminnmv d4, p1, z6.d; str z4, [x20] ; addvl x20, x20, #1
        ret

        .data
        .balign 16
va:
        .byte 34, 145, 216, 205, 195, 16, 65, 30, 126, 194, 115, 120, 166, 97, 201, 53
        .byte 24, 124, 7, 228, 213, 99, 110, 155, 195, 196, 0, 178, 114, 68, 184, 205
        .byte 58, 151, 241, 26, 230, 81, 7, 5, 6, 166, 138, 2, 240, 225, 97, 175
        .byte 55, 248, 108, 185, 7, 135, 56, 195, 112, 240, 126, 141, 59, 88, 59, 173
        .byte 56, 194, 117, 243, 74, 237, 5, 106, 214, 234, 142, 236, 164, 25, 47, 161
        .byte 254, 185, 220, 75, 30, 190, 85, 229, 184, 249, 182, 128, 239, 247, 108, 129
        .byte 212, 233, 171, 48, 77, 72, 150, 249, 225, 127, 216, 240, 129, 100, 150, 218
        .byte 8, 122, 62, 190, 204, 103, 106, 170, 44, 93, 140, 225, 179, 198, 172, 188
        .byte 95, 22, 112, 169, 130, 27, 199, 41, 133, 215, 100, 94, 125, 187, 7, 120
        .byte 11, 78, 180, 217, 251, 157, 151, 148, 100, 165, 43, 43, 128, 58, 251, 3
        .byte 197, 51, 138, 235, 220, 140, 59, 103, 131, 88, 243, 216, 147, 90, 117, 232
        .byte 68, 168, 140, 155, 245, 186, 1, 98, 200, 219, 210, 244, 226, 240, 189, 131
        .byte 207, 33, 132, 199, 143, 52, 109, 243, 14, 123, 222, 93, 145, 141, 51, 240
        .byte 129, 105, 124, 208, 91, 106, 88, 0, 137, 138, 159, 201, 156, 84, 117, 153
        .byte 7, 205, 58, 162, 45, 140, 149, 46, 220, 23, 204, 141, 204, 217, 209, 238
        .byte 65, 8, 215, 241, 172, 18, 21, 222, 4, 115, 3, 193, 193, 71, 63, 68
vb:
        .byte 28, 204, 159, 47, 88, 74, 17, 42, 40, 65, 135, 243, 43, 168, 69, 165
        .byte 182, 75, 116, 179, 82, 127, 121, 29, 6, 79, 98, 87, 107, 203, 48, 66
        .byte 27, 64, 230, 186, 130, 250, 53, 247, 155, 110, 209, 249, 5, 57, 4, 101
        .byte 37, 9, 184, 245, 41, 114, 180, 129, 173, 109, 139, 213, 56, 250, 249, 161
        .byte 204, 177, 132, 115, 57, 134, 166, 7, 101, 172, 147, 205, 82, 168, 161, 109
        .byte 15, 188, 76, 32, 247, 54, 224, 12, 78, 18, 219, 19, 79, 234, 240, 76
        .byte 190, 40, 106, 144, 64, 33, 2, 143, 224, 217, 9, 151, 209, 55, 246, 230
        .byte 145, 117, 43, 211, 222, 222, 249, 199, 180, 159, 130, 9, 96, 51, 88, 25
        .byte 52, 146, 172, 229, 110, 151, 49, 126, 26, 240, 170, 99, 75, 129, 127, 4
        .byte 83, 156, 223, 102, 230, 72, 4, 40, 51, 219, 83, 207, 252, 144, 200, 34
        .byte 86, 109, 54, 68, 172, 24, 214, 97, 238, 140, 88, 234, 225, 214, 175, 136
        .byte 124, 196, 252, 136, 60, 16, 185, 10, 21, 34, 43, 42, 233, 137, 54, 68
        .byte 194, 85, 153, 129, 215, 65, 94, 86, 87, 29, 74, 60, 222, 241, 154, 199
        .byte 244, 183, 227, 125, 34, 148, 141, 197, 26, 82, 10, 104, 18, 97, 221, 253
        .byte 201, 37, 212, 32, 87, 29, 157, 150, 200, 237, 96, 19, 146, 140, 57, 144
        .byte 20, 243, 68, 93, 228, 75, 144, 136, 236, 29, 117, 229, 70, 27, 201, 11
vc:
        .byte 211, 75, 3, 157, 171, 3, 23, 105, 29, 211, 226, 202, 10, 48, 61, 201
        .byte 252, 150, 107, 41, 29, 115, 42, 174, 61, 40, 190, 216, 26, 111, 233, 246
        .byte 96, 206, 248, 138, 232, 209, 75, 140, 64, 182, 122, 80, 25, 53, 166, 81
        .byte 10, 6, 2, 201, 251, 236, 75, 185, 152, 81, 115, 100, 80, 102, 16, 16
        .byte 233, 81, 248, 153, 248, 116, 28, 64, 55, 200, 158, 199, 250, 228, 138, 222
        .byte 176, 120, 169, 91, 66, 46, 138, 53, 78, 50, 63, 92, 20, 209, 71, 22
        .byte 251, 192, 114, 23, 166, 147, 164, 86, 240, 58, 99, 247, 78, 10, 83, 47
        .byte 81, 202, 216, 148, 228, 235, 77, 62, 85, 25, 139, 156, 148, 206, 152, 23
        .byte 62, 56, 5, 206, 62, 102, 18, 68, 141, 222, 18, 186, 19, 5, 162, 2
        .byte 74, 192, 202, 91, 126, 120, 220, 219, 39, 25, 128, 199, 203, 83, 19, 130
        .byte 243, 170, 44, 45, 198, 38, 252, 36, 210, 221, 81, 78, 27, 181, 131, 213
        .byte 235, 154, 75, 32, 228, 52, 36, 139, 233, 184, 8, 199, 80, 210, 231, 159
        .byte 205, 172, 232, 141, 215, 241, 191, 252, 176, 52, 45, 76, 110, 137, 40, 12
        .byte 182, 220, 170, 63, 64, 199, 16, 174, 246, 114, 206, 110, 140, 64, 138, 112
        .byte 217, 137, 116, 2, 101, 214, 86, 43, 66, 124, 6, 203, 165, 238, 106, 249
        .byte 146, 4, 15, 177, 90, 148, 35, 151, 32, 35, 66, 251, 212, 70, 101, 144
vp:
        .byte 102, 44, 156, 22, 59, 124, 1, 45, 135, 81, 128, 228, 166, 235, 112, 238
        .byte 175, 163, 187, 57, 61, 80, 126, 175, 122, 244, 57, 182, 105, 86, 143, 156
vf:
        .byte 250, 109, 65, 66, 233, 250, 176, 66, 20, 238, 168, 66, 0, 0, 128, 255
        .byte 4, 194, 72, 194, 0, 0, 0, 128, 0, 0, 128, 255, 143, 201, 190, 193
        .byte 0, 0, 0, 128, 0, 0, 0, 128, 231, 86, 126, 194, 122, 230, 176, 193
        .byte 49, 58, 171, 194, 155, 134, 48, 193, 0, 0, 0, 0, 0, 0, 0, 128
        .byte 77, 168, 133, 194, 0, 0, 128, 127, 187, 7, 251, 64, 40, 45, 108, 194
        .byte 120, 131, 24, 66, 38, 127, 157, 66, 0, 0, 128, 127, 43, 81, 174, 66
        .byte 0, 0, 128, 127, 219, 249, 164, 65, 0, 0, 16, 192, 77, 151, 173, 194
        .byte 10, 38, 27, 194, 113, 46, 124, 194, 78, 141, 129, 194, 0, 0, 0, 0
        .byte 254, 196, 227, 193, 211, 2, 29, 65, 186, 208, 197, 193, 3, 248, 22, 193
        .byte 220, 240, 197, 65, 76, 100, 152, 194, 0, 0, 128, 255, 180, 84, 232, 193
        .byte 127, 123, 92, 66, 0, 0, 16, 192, 15, 83, 212, 193, 0, 0, 128, 255
        .byte 47, 135, 163, 194, 246, 82, 177, 65, 74, 8, 0, 194, 255, 117, 16, 65
        .byte 93, 143, 18, 194, 0, 0, 0, 0, 117, 232, 48, 66, 144, 112, 79, 192
        .byte 225, 157, 167, 194, 87, 113, 169, 66, 0, 0, 16, 192, 169, 132, 130, 66
        .byte 111, 96, 122, 193, 0, 0, 16, 192, 0, 0, 128, 255, 34, 90, 106, 194
        .byte 206, 243, 76, 65, 0, 0, 128, 255, 0, 0, 128, 255, 228, 125, 176, 194
vg:
        .byte 224, 132, 143, 194, 167, 164, 192, 65, 1, 124, 192, 63, 152, 144, 23, 192
        .byte 218, 32, 134, 192, 0, 0, 128, 255, 210, 249, 154, 194, 62, 54, 203, 64
        .byte 0, 0, 128, 255, 93, 231, 127, 194, 0, 126, 66, 64, 58, 157, 16, 63
        .byte 203, 198, 147, 249, 139, 65, 78, 93, 99, 165, 6, 66, 254, 28, 60, 194
        .byte 1, 0, 128, 127, 241, 225, 255, 193, 0, 0, 0, 0, 63, 249, 90, 66
        .byte 74, 13, 53, 194, 0, 0, 192, 63, 203, 25, 110, 66, 60, 128, 230, 65
        .byte 133, 70, 131, 66, 0, 0, 192, 127, 105, 171, 22, 66, 74, 155, 182, 66
        .byte 202, 198, 187, 64, 0, 0, 128, 127, 187, 171, 145, 192, 202, 191, 47, 66
        .byte 1, 0, 0, 0, 0, 0, 240, 127, 43, 119, 125, 193, 136, 195, 91, 66
        .byte 226, 84, 48, 66, 40, 150, 243, 47, 240, 65, 0, 0, 16, 192, 0, 0
        .byte 16, 192, 120, 250, 0, 0, 0, 0, 33, 171, 155, 194, 152, 237, 93, 192
        .byte 0, 0, 0, 0, 0, 0, 248, 255, 52, 60, 32, 149, 201, 193, 183, 215
        .byte 180, 66, 125, 143, 146, 66, 127, 45, 23, 65, 15, 201, 31, 65, 98, 198
        .byte 35, 194, 240, 112, 180, 66, 0, 0, 128, 127, 218, 111, 129, 193, 170, 172
        .byte 227, 65, 174, 39, 143, 194, 104, 89, 76, 65, 226, 50, 187, 66, 218, 54
        .byte 238, 193, 250, 158, 199, 194, 0, 0, 192, 63, 164, 79, 252, 64, 146, 153
        .balign 16
out:    .space 65536

