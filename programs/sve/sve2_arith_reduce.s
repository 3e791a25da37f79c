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
        .byte 244, 220, 242, 217, 14, 23, 21, 92, 213, 43, 188, 207, 171, 218, 78, 64
        .byte 155, 54, 155, 9, 148, 174, 40, 255, 110, 163, 100, 205, 185, 220, 254, 130
        .byte 243, 95, 139, 239, 113, 128, 68, 230, 9, 222, 7, 93, 119, 238, 81, 232
        .byte 97, 108, 228, 226, 134, 42, 143, 45, 60, 59, 6, 45, 83, 44, 34, 130
        .byte 130, 92, 255, 131, 172, 143, 46, 254, 228, 114, 203, 106, 188, 134, 232, 232
        .byte 195, 93, 202, 151, 90, 92, 251, 219, 246, 114, 41, 244, 193, 102, 183, 189
        .byte 118, 167, 135, 63, 125, 71, 236, 127, 128, 131, 212, 203, 90, 169, 226, 116
        .byte 230, 231, 118, 89, 145, 185, 235, 142, 185, 116, 124, 168, 56, 240, 83, 208
        .byte 179, 213, 42, 224, 232, 157, 68, 197, 233, 122, 79, 77, 245, 204, 180, 212
        .byte 129, 143, 132, 129, 166, 157, 150, 104, 79, 187, 53, 125, 131, 93, 239, 175
        .byte 159, 225, 19, 200, 210, 87, 185, 2, 232, 208, 48, 255, 190, 27, 15, 147
        .byte 167, 12, 69, 151, 58, 174, 224, 234, 27, 193, 133, 34, 218, 68, 62, 211
        .byte 53, 241, 225, 15, 108, 229, 183, 194, 8, 14, 92, 92, 44, 63, 172, 6
        .byte 21, 29, 244, 17, 6, 10, 186, 235, 5, 95, 65, 32, 208, 239, 40, 188
        .byte 47, 133, 177, 0, 98, 150, 11, 203, 253, 63, 38, 248, 9, 1, 88, 240
        .byte 157, 160, 190, 191, 28, 73, 86, 125, 7, 78, 114, 141, 196, 154, 189, 11
vb:
        .byte 230, 67, 193, 102, 220, 159, 180, 39, 121, 245, 57, 23, 169, 175, 80, 214
        .byte 26, 6, 114, 201, 223, 242, 32, 132, 149, 199, 100, 124, 131, 83, 36, 223
        .byte 245, 87, 66, 67, 155, 248, 107, 167, 4, 179, 142, 245, 35, 171, 14, 64
        .byte 8, 33, 41, 43, 24, 116, 162, 59, 130, 234, 251, 181, 239, 8, 254, 63
        .byte 59, 182, 113, 18, 64, 20, 151, 58, 159, 202, 204, 159, 181, 92, 65, 175
        .byte 108, 71, 134, 192, 1, 38, 9, 98, 104, 41, 28, 131, 185, 22, 61, 26
        .byte 25, 5, 46, 192, 59, 26, 55, 6, 133, 171, 118, 116, 79, 137, 164, 97
        .byte 54, 175, 232, 194, 246, 53, 186, 206, 111, 108, 130, 5, 148, 151, 13, 225
        .byte 107, 237, 134, 148, 46, 235, 24, 169, 205, 122, 93, 4, 132, 245, 235, 30
        .byte 156, 93, 74, 176, 251, 238, 95, 78, 4, 223, 175, 105, 25, 26, 78, 50
        .byte 215, 198, 172, 211, 4, 207, 115, 15, 105, 163, 124, 118, 53, 227, 150, 157
        .byte 18, 1, 72, 6, 95, 78, 239, 185, 19, 56, 193, 125, 49, 29, 146, 95
        .byte 100, 183, 118, 35, 192, 88, 101, 227, 31, 65, 31, 31, 20, 157, 217, 85
        .byte 164, 100, 245, 54, 177, 26, 6, 158, 168, 120, 198, 11, 185, 180, 127, 74
        .byte 91, 245, 117, 36, 204, 95, 68, 123, 134, 221, 122, 184, 244, 186, 205, 107
        .byte 238, 125, 214, 174, 75, 101, 59, 40, 125, 152, 66, 140, 109, 178, 173, 178
vc:
        .byte 235, 21, 149, 186, 209, 147, 24, 18, 91, 45, 255, 139, 37, 206, 106, 229
        .byte 17, 204, 22, 233, 229, 174, 253, 207, 165, 9, 32, 249, 75, 99, 59, 181
        .byte 171, 226, 174, 84, 112, 44, 134, 73, 28, 39, 138, 252, 243, 248, 193, 108
        .byte 24, 84, 132, 63, 183, 131, 65, 43, 229, 40, 118, 242, 180, 60, 103, 223
        .byte 254, 91, 200, 195, 146, 186, 37, 119, 112, 184, 7, 207, 152, 98, 225, 188
        .byte 46, 100, 130, 13, 123, 70, 103, 64, 181, 187, 239, 105, 180, 165, 120, 92
        .byte 246, 140, 84, 182, 190, 233, 168, 20, 194, 209, 218, 185, 57, 136, 159, 48
        .byte 103, 208, 170, 97, 250, 225, 162, 234, 2, 80, 118, 134, 182, 232, 226, 119
        .byte 166, 45, 208, 24, 4, 103, 241, 55, 186, 145, 155, 98, 231, 55, 226, 248
        .byte 25, 99, 208, 142, 196, 205, 51, 70, 190, 235, 150, 148, 49, 125, 205, 156
        .byte 35, 2, 156, 173, 111, 123, 64, 131, 144, 44, 119, 182, 52, 248, 247, 194
        .byte 18, 89, 0, 231, 124, 136, 214, 171, 168, 16, 193, 151, 124, 236, 172, 236
        .byte 85, 117, 68, 224, 128, 117, 7, 252, 20, 157, 193, 88, 44, 194, 192, 240
        .byte 200, 255, 103, 65, 172, 160, 201, 213, 221, 184, 34, 13, 41, 127, 97, 254
        .byte 118, 172, 75, 39, 2, 72, 142, 119, 247, 0, 93, 8, 137, 217, 97, 144
        .byte 113, 52, 222, 173, 78, 127, 166, 34, 123, 176, 137, 182, 234, 77, 19, 66
vp:
        .byte 211, 80, 77, 85, 165, 242, 203, 79, 167, 164, 100, 132, 215, 235, 23, 130
        .byte 162, 53, 100, 152, 135, 217, 217, 38, 204, 129, 160, 22, 78, 10, 59, 243
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

