// QEMU: compare
// assembler: clang
// Covers: the SVE2 widening and narrowing bottom/top forms (long add/sub/abd/mul, SQDMULL,
// PMULL, the wide adds, the accumulating long forms with SQDMLAL saturation, the high-half narrowing
// adds, every narrowing shift at its boundary shifts, SQXTN/UQXTN/SQXTUN, SSHLL/USHLL, EORBT/EORTB),
// the by-element MLA/MLS/MUL and long multiplies, SQDMULH/SQRDMULH/SQRDMLAH/SQRDMLSH (vectors,
// indexed, saturating MIN*MIN)
// at VL 512, 128 and 384 bits.
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
        mov z4.d, z2.d ; saddlb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddlt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddlb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddlt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssublb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssublt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usublb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usublt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabdlb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabdlt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabdlb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabdlt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; pmullb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; pmullt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddlbt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssublbt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssubltb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddwb z4.h, z0.h, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddwt z4.h, z0.h, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddwb z4.h, z0.h, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddwt z4.h, z0.h, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssubwb z4.h, z0.h, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssubwt z4.h, z0.h, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usubwb z4.h, z0.h, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usubwt z4.h, z0.h, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabalb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabalt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabalb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabalt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslb z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalbt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslbt z4.h, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addhnb z4.b, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addhnt z4.b, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; raddhnb z4.b, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; raddhnt z4.b, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; subhnb z4.b, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; subhnt z4.b, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rsubhnb z4.b, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rsubhnt z4.b, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.b, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.b, z0.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.b, z0.h, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.b, z0.h, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtnb z4.b, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtnt z4.b, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqxtnb z4.b, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqxtnt z4.b, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtunb z4.b, z0.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtunt z4.b, z0.h; str z4, [x20] ; addvl x20, x20, #1
        sshllb z4.h, z0.b, #0; str z4, [x20] ; addvl x20, x20, #1
        sshllb z4.h, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        sshllb z4.h, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        sshllt z4.h, z0.b, #0; str z4, [x20] ; addvl x20, x20, #1
        sshllt z4.h, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        sshllt z4.h, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        ushllb z4.h, z0.b, #0; str z4, [x20] ; addvl x20, x20, #1
        ushllb z4.h, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        ushllb z4.h, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        ushllt z4.h, z0.b, #0; str z4, [x20] ; addvl x20, x20, #1
        ushllt z4.h, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        ushllt z4.h, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddlb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddlt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddlb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddlt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssublb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssublt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usublb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usublt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabdlb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabdlt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabdlb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabdlt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddlbt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssublbt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssubltb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddwb z4.s, z0.s, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddwt z4.s, z0.s, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddwb z4.s, z0.s, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddwt z4.s, z0.s, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssubwb z4.s, z0.s, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssubwt z4.s, z0.s, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usubwb z4.s, z0.s, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usubwt z4.s, z0.s, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabalb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabalt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabalb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabalt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslb z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalbt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslbt z4.s, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addhnb z4.h, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addhnt z4.h, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; raddhnb z4.h, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; raddhnt z4.h, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; subhnb z4.h, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; subhnt z4.h, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rsubhnb z4.h, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rsubhnt z4.h, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.h, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.h, z0.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.h, z0.s, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.h, z0.s, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtnb z4.h, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtnt z4.h, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqxtnb z4.h, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqxtnt z4.h, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtunb z4.h, z0.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtunt z4.h, z0.s; str z4, [x20] ; addvl x20, x20, #1
        sshllb z4.s, z0.h, #0; str z4, [x20] ; addvl x20, x20, #1
        sshllb z4.s, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        sshllb z4.s, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        sshllt z4.s, z0.h, #0; str z4, [x20] ; addvl x20, x20, #1
        sshllt z4.s, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        sshllt z4.s, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        ushllb z4.s, z0.h, #0; str z4, [x20] ; addvl x20, x20, #1
        ushllb z4.s, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        ushllb z4.s, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        ushllt z4.s, z0.h, #0; str z4, [x20] ; addvl x20, x20, #1
        ushllt z4.s, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        ushllt z4.s, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddlb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddlt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddlb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddlt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssublb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssublt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usublb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usublt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabdlb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabdlt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabdlb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabdlt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; pmullb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; pmullt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddlbt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssublbt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssubltb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddwb z4.d, z0.d, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; saddwt z4.d, z0.d, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddwb z4.d, z0.d, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uaddwt z4.d, z0.d, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssubwb z4.d, z0.d, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; ssubwt z4.d, z0.d, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usubwb z4.d, z0.d, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; usubwt z4.d, z0.d, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabalb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sabalt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabalb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uabalt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslb z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalbt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslbt z4.d, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addhnb z4.s, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; addhnt z4.s, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; raddhnb z4.s, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; raddhnt z4.s, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; subhnb z4.s, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; subhnt z4.s, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rsubhnb z4.s, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rsubhnt z4.s, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunb z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrunt z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunb z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrunt z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnb z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; shrnt z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnb z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; rshrnt z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnb z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqshrnt z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnb z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrshrnt z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnb z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqshrnt z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnb z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.s, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.s, z0.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.s, z0.d, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqrshrnt z4.s, z0.d, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtnb z4.s, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtnt z4.s, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqxtnb z4.s, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; uqxtnt z4.s, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtunb z4.s, z0.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqxtunt z4.s, z0.d; str z4, [x20] ; addvl x20, x20, #1
        sshllb z4.d, z0.s, #0; str z4, [x20] ; addvl x20, x20, #1
        sshllb z4.d, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        sshllb z4.d, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        sshllt z4.d, z0.s, #0; str z4, [x20] ; addvl x20, x20, #1
        sshllt z4.d, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        sshllt z4.d, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        ushllb z4.d, z0.s, #0; str z4, [x20] ; addvl x20, x20, #1
        ushllb z4.d, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        ushllb z4.d, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        ushllt z4.d, z0.s, #0; str z4, [x20] ; addvl x20, x20, #1
        ushllt z4.d, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        ushllt z4.d, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorbt z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eortb z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorbt z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eortb z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorbt z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eortb z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eorbt z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; eortb z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mla z4.h, z0.h, z1.h[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mla z4.h, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mls z4.h, z0.h, z1.h[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mls z4.h, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mul z4.h, z0.h, z1.h[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mul z4.h, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.h, z0.h, z1.h[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.h, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.h, z0.h, z1.h[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.h, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.h, z0.h, z1.h[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.h, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.h, z0.h, z1.h[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.h, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mla z4.s, z0.s, z1.s[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mla z4.s, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mls z4.s, z0.s, z1.s[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mls z4.s, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mul z4.s, z0.s, z1.s[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mul z4.s, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.s, z0.s, z1.s[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.s, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.s, z0.s, z1.s[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.s, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.s, z0.s, z1.s[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.s, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.s, z0.s, z1.s[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.s, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mla z4.d, z0.d, z1.d[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mla z4.d, z0.d, z1.d[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mls z4.d, z0.d, z1.d[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mls z4.d, z0.d, z1.d[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mul z4.d, z0.d, z1.d[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; mul z4.d, z0.d, z1.d[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.d, z0.d, z1.d[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.d, z0.d, z1.d[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.d, z0.d, z1.d[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.d, z0.d, z1.d[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.d, z0.d, z1.d[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.d, z0.d, z1.d[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.d, z0.d, z1.d[0]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.d, z0.d, z1.d[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.b, z0.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.h, z0.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.s, z0.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmulh z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmulh z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlah z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqrdmlsh z4.d, z0.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalb z4.s, z0.h, z1.h[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalt z4.s, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalb z4.s, z0.h, z1.h[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalt z4.s, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslb z4.s, z0.h, z1.h[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslt z4.s, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslb z4.s, z0.h, z1.h[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslt z4.s, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalb z4.s, z0.h, z1.h[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalt z4.s, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslb z4.s, z0.h, z1.h[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslt z4.s, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullb z4.s, z0.h, z1.h[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullt z4.s, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullb z4.s, z0.h, z1.h[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullt z4.s, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullb z4.s, z0.h, z1.h[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullt z4.s, z0.h, z1.h[7]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalb z4.d, z0.s, z1.s[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlalt z4.d, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalb z4.d, z0.s, z1.s[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlalt z4.d, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslb z4.d, z0.s, z1.s[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smlslt z4.d, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslb z4.d, z0.s, z1.s[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umlslt z4.d, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalb z4.d, z0.s, z1.s[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalt z4.d, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslb z4.d, z0.s, z1.s[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslt z4.d, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullb z4.d, z0.s, z1.s[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; smullt z4.d, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullb z4.d, z0.s, z1.s[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; umullt z4.d, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullb z4.d, z0.s, z1.s[1]; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullt z4.d, z0.s, z1.s[3]; str z4, [x20] ; addvl x20, x20, #1
        mov z0.b, #-128 ; mov z1.b, #127 ; dup z3.b, #-128
        mov z4.d, z2.d ; sqdmullb z4.h, z3.b, z3.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullt z4.h, z3.b, z3.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalb z4.h, z3.b, z3.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslt z4.h, z3.b, z3.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalbt z4.h, z3.b, z3.b; str z4, [x20] ; addvl x20, x20, #1
        dup z5.h, z3.h[0] ; mov z4.d, z5.d ; sqdmulh z4.h, z5.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        dup z5.h, z3.h[0] ; mov z4.d, z5.d ; sqrdmulh z4.h, z5.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        dup z5.h, z3.h[0] ; mov z4.d, z5.d ; sqrdmlah z4.h, z5.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        dup z5.h, z3.h[0] ; mov z4.d, z5.d ; sqrdmlsh z4.h, z5.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullb z4.s, z3.h, z3.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullt z4.s, z3.h, z3.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalb z4.s, z3.h, z3.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslt z4.s, z3.h, z3.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalbt z4.s, z3.h, z3.h; str z4, [x20] ; addvl x20, x20, #1
        dup z5.s, z3.s[0] ; mov z4.d, z5.d ; sqdmulh z4.s, z5.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        dup z5.s, z3.s[0] ; mov z4.d, z5.d ; sqrdmulh z4.s, z5.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        dup z5.s, z3.s[0] ; mov z4.d, z5.d ; sqrdmlah z4.s, z5.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        dup z5.s, z3.s[0] ; mov z4.d, z5.d ; sqrdmlsh z4.s, z5.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullb z4.d, z3.s, z3.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmullt z4.d, z3.s, z3.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalb z4.d, z3.s, z3.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlslt z4.d, z3.s, z3.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqdmlalbt z4.d, z3.s, z3.s; str z4, [x20] ; addvl x20, x20, #1
        dup z5.d, z3.d[0] ; mov z4.d, z5.d ; sqdmulh z4.d, z5.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        dup z5.d, z3.d[0] ; mov z4.d, z5.d ; sqrdmulh z4.d, z5.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        dup z5.d, z3.d[0] ; mov z4.d, z5.d ; sqrdmlah z4.d, z5.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        dup z5.d, z3.d[0] ; mov z4.d, z5.d ; sqrdmlsh z4.d, z5.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
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

        .balign 16
out:    .space 196608
