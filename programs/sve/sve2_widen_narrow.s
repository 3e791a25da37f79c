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
        .byte 82, 242, 38, 101, 166, 12, 18, 210, 137, 24, 93, 149, 14, 232, 129, 54
        .byte 9, 22, 111, 107, 17, 61, 23, 141, 108, 15, 211, 144, 31, 242, 57, 161
        .byte 160, 149, 242, 15, 147, 149, 101, 12, 249, 56, 11, 142, 219, 34, 74, 107
        .byte 36, 138, 30, 146, 78, 143, 208, 174, 46, 26, 148, 146, 163, 48, 95, 24
        .byte 140, 182, 16, 144, 15, 158, 52, 127, 174, 136, 109, 198, 80, 119, 149, 236
        .byte 116, 92, 76, 63, 203, 46, 178, 199, 62, 20, 147, 76, 134, 126, 224, 87
        .byte 186, 114, 73, 155, 250, 18, 30, 131, 107, 42, 193, 87, 38, 238, 125, 107
        .byte 10, 246, 171, 19, 195, 142, 146, 202, 224, 209, 80, 87, 177, 89, 152, 127
        .byte 148, 204, 116, 17, 215, 23, 241, 69, 121, 178, 170, 16, 15, 187, 179, 79
        .byte 165, 147, 254, 174, 210, 114, 72, 183, 98, 227, 171, 88, 5, 240, 118, 90
        .byte 43, 156, 29, 126, 15, 55, 196, 73, 33, 189, 63, 101, 100, 234, 223, 127
        .byte 20, 42, 114, 102, 140, 71, 226, 35, 209, 110, 221, 140, 71, 180, 106, 252
        .byte 91, 174, 226, 97, 245, 59, 38, 21, 45, 38, 59, 168, 59, 3, 124, 212
        .byte 150, 46, 67, 72, 1, 37, 107, 136, 94, 156, 144, 81, 243, 32, 176, 219
        .byte 131, 243, 158, 167, 173, 189, 13, 116, 230, 222, 199, 243, 223, 174, 204, 143
        .byte 100, 101, 102, 100, 26, 123, 162, 102, 15, 48, 17, 252, 53, 112, 41, 28
vb:
        .byte 87, 153, 13, 26, 0, 145, 38, 137, 25, 242, 93, 157, 6, 18, 223, 53
        .byte 157, 96, 38, 162, 64, 244, 88, 154, 93, 121, 31, 29, 217, 124, 254, 250
        .byte 119, 122, 123, 79, 21, 36, 26, 191, 87, 189, 67, 122, 212, 177, 41, 132
        .byte 5, 52, 243, 243, 135, 92, 37, 176, 139, 234, 6, 194, 135, 76, 250, 164
        .byte 221, 23, 178, 216, 66, 132, 93, 232, 42, 91, 197, 57, 136, 138, 199, 128
        .byte 84, 162, 57, 156, 207, 201, 252, 194, 218, 49, 206, 61, 209, 102, 189, 205
        .byte 58, 51, 132, 126, 91, 187, 7, 253, 7, 202, 71, 120, 66, 49, 177, 154
        .byte 244, 88, 114, 206, 239, 185, 252, 89, 244, 249, 93, 20, 56, 26, 58, 120
        .byte 50, 86, 52, 123, 159, 252, 230, 156, 215, 0, 122, 232, 167, 88, 204, 164
        .byte 21, 213, 169, 30, 232, 99, 200, 182, 192, 51, 122, 227, 45, 111, 202, 162
        .byte 85, 22, 205, 242, 248, 184, 101, 118, 102, 190, 242, 21, 185, 40, 43, 254
        .byte 32, 7, 38, 151, 231, 119, 206, 167, 37, 156, 211, 152, 250, 121, 168, 239
        .byte 89, 39, 140, 140, 33, 5, 3, 204, 248, 185, 166, 26, 134, 191, 239, 35
        .byte 111, 252, 223, 49, 211, 223, 54, 7, 64, 54, 74, 128, 61, 195, 150, 83
        .byte 66, 139, 107, 213, 33, 15, 232, 189, 90, 229, 117, 169, 149, 208, 231, 132
        .byte 107, 211, 234, 224, 128, 33, 136, 38, 134, 130, 4, 223, 112, 198, 46, 155
vc:
        .byte 1, 198, 204, 38, 44, 36, 121, 158, 185, 30, 142, 15, 83, 174, 132, 135
        .byte 142, 123, 200, 198, 27, 226, 143, 14, 63, 48, 70, 10, 197, 25, 129, 115
        .byte 143, 7, 194, 228, 233, 16, 113, 83, 156, 249, 129, 155, 131, 51, 177, 70
        .byte 115, 130, 136, 206, 122, 129, 241, 63, 178, 133, 224, 224, 241, 237, 66, 236
        .byte 143, 228, 241, 51, 215, 114, 35, 106, 31, 100, 113, 80, 18, 171, 61, 109
        .byte 18, 54, 171, 77, 200, 31, 229, 198, 39, 240, 183, 164, 169, 93, 36, 64
        .byte 226, 35, 247, 119, 56, 191, 243, 24, 101, 226, 124, 41, 253, 170, 213, 57
        .byte 41, 180, 110, 254, 131, 103, 86, 107, 50, 91, 81, 23, 184, 93, 4, 86
        .byte 141, 117, 112, 180, 4, 98, 84, 132, 159, 75, 131, 245, 16, 28, 252, 235
        .byte 201, 58, 248, 224, 26, 21, 67, 69, 10, 231, 199, 46, 69, 193, 33, 209
        .byte 108, 217, 233, 173, 209, 242, 66, 103, 38, 137, 235, 131, 146, 126, 179, 83
        .byte 22, 71, 14, 204, 176, 46, 108, 229, 18, 68, 240, 4, 162, 22, 205, 66
        .byte 21, 155, 219, 56, 17, 67, 220, 31, 116, 2, 86, 254, 141, 106, 237, 234
        .byte 68, 159, 33, 11, 134, 181, 61, 240, 28, 248, 41, 67, 12, 46, 51, 238
        .byte 79, 160, 78, 135, 194, 52, 74, 114, 128, 172, 45, 69, 88, 205, 4, 254
        .byte 64, 9, 3, 4, 187, 129, 141, 250, 48, 131, 121, 62, 239, 114, 27, 168
vp:
        .byte 209, 166, 110, 168, 126, 139, 213, 227, 100, 248, 129, 78, 176, 55, 251, 58
        .byte 87, 50, 213, 225, 180, 186, 162, 35, 103, 253, 88, 251, 13, 214, 33, 3

        .balign 16
out:    .space 196608
