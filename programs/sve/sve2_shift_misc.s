// QEMU: compare
// assembler: clang
// Covers: the SVE2 predicated saturating/rounding shifts by vector (every shift-byte class:
// negative, zero, beyond the element) and by immediate (SQSHL/UQSHL/SQSHLU/SRSHR/URSHR/ASRD at
// their bounds), SLI/SRI, XAR, SQABS/SQNEG of MIN, ADDP/SMAXP/UMAXP/SMINP/UMINP, TBL with a
// two-register table and TBX, at VL 512, 128 and 384 bits.
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
        adr x9, vsh ; ldr z5, [x9]
        adr x9, vmin ; ldr z6, [x9]
        adr x9, vix ; ldr z7, [x9]
        mov z4.d, z0.d ; sqshl z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshl z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshl z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqrshl z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqrshl z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlr z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshlr z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshlr z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshlr z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqrshlr z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqrshlr z4.b, p1/m, z4.b, z5.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.b, p1/m, z4.b, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.b, p1/m, z4.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.b, p1/m, z4.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.b, p1/m, z4.b, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.b, p1/m, z4.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.b, p1/m, z4.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.b, p1/m, z4.b, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.b, p1/m, z4.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.b, p1/m, z4.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.b, p1/m, z4.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.b, p1/m, z4.b, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.b, p1/m, z4.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.b, p1/m, z4.b, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.b, p1/m, z4.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.b, p1/m, z4.b, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.b, p1/m, z4.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.b, p1/m, z4.b, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.b, p1/m, z4.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.b, p1/m, z4.b, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.b, p1/m, z4.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.b, p1/m, z4.b, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.b, z0.b, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.b, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.b, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.b, z0.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.b, z0.b, #7; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.b, z0.b, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.b, z4.b, z1.b, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.b, z4.b, z1.b, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.b, z4.b, z1.b, #8; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqabs z4.b, p1/m, z6.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqneg z4.b, p1/m, z6.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; addp z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; smaxp z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; umaxp z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sminp z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uminp z4.b, p1/m, z4.b, z1.b; str z4, [x20] ; addvl x20, x20, #1
        tbl z4.b, {z0.b, z1.b}, z7.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; tbx z4.b, z0.b, z7.b; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshl z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshl z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqrshl z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqrshl z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlr z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshlr z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshlr z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshlr z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqrshlr z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqrshlr z4.h, p1/m, z4.h, z5.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.h, p1/m, z4.h, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.h, p1/m, z4.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.h, p1/m, z4.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.h, p1/m, z4.h, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.h, p1/m, z4.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.h, p1/m, z4.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.h, p1/m, z4.h, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.h, p1/m, z4.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.h, p1/m, z4.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.h, p1/m, z4.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.h, p1/m, z4.h, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.h, p1/m, z4.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.h, p1/m, z4.h, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.h, p1/m, z4.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.h, p1/m, z4.h, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.h, p1/m, z4.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.h, p1/m, z4.h, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.h, p1/m, z4.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.h, p1/m, z4.h, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.h, p1/m, z4.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.h, p1/m, z4.h, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.h, z0.h, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.h, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.h, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.h, z0.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.h, z0.h, #15; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.h, z0.h, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.h, z4.h, z1.h, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.h, z4.h, z1.h, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.h, z4.h, z1.h, #16; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqabs z4.h, p1/m, z6.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqneg z4.h, p1/m, z6.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; addp z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; smaxp z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; umaxp z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sminp z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uminp z4.h, p1/m, z4.h, z1.h; str z4, [x20] ; addvl x20, x20, #1
        tbl z4.h, {z0.h, z1.h}, z7.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; tbx z4.h, z0.h, z7.h; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshl z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshl z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqrshl z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqrshl z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlr z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshlr z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshlr z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshlr z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqrshlr z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqrshlr z4.s, p1/m, z4.s, z5.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.s, p1/m, z4.s, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.s, p1/m, z4.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.s, p1/m, z4.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.s, p1/m, z4.s, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.s, p1/m, z4.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.s, p1/m, z4.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.s, p1/m, z4.s, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.s, p1/m, z4.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.s, p1/m, z4.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.s, p1/m, z4.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.s, p1/m, z4.s, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.s, p1/m, z4.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.s, p1/m, z4.s, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.s, p1/m, z4.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.s, p1/m, z4.s, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.s, p1/m, z4.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.s, p1/m, z4.s, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.s, p1/m, z4.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.s, p1/m, z4.s, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.s, p1/m, z4.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.s, p1/m, z4.s, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.s, z0.s, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.s, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.s, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.s, z0.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.s, z0.s, #31; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.s, z0.s, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.s, z4.s, z1.s, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.s, z4.s, z1.s, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.s, z4.s, z1.s, #32; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqabs z4.s, p1/m, z6.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqneg z4.s, p1/m, z6.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; addp z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; smaxp z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; umaxp z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sminp z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uminp z4.s, p1/m, z4.s, z1.s; str z4, [x20] ; addvl x20, x20, #1
        tbl z4.s, {z0.s, z1.s}, z7.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; tbx z4.s, z0.s, z7.s; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshl z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshl z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqrshl z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqrshl z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlr z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshlr z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshlr z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshlr z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqrshlr z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqrshlr z4.d, p1/m, z4.d, z5.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.d, p1/m, z4.d, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.d, p1/m, z4.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshl z4.d, p1/m, z4.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.d, p1/m, z4.d, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.d, p1/m, z4.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uqshl z4.d, p1/m, z4.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.d, p1/m, z4.d, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.d, p1/m, z4.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sqshlu z4.d, p1/m, z4.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.d, p1/m, z4.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.d, p1/m, z4.d, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.d, p1/m, z4.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; srshr z4.d, p1/m, z4.d, #64; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.d, p1/m, z4.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.d, p1/m, z4.d, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.d, p1/m, z4.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; urshr z4.d, p1/m, z4.d, #64; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.d, p1/m, z4.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.d, p1/m, z4.d, #2; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.d, p1/m, z4.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; asrd z4.d, p1/m, z4.d, #64; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.d, z0.d, #0; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.d, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sli z4.d, z0.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.d, z0.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.d, z0.d, #63; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sri z4.d, z0.d, #64; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.d, z4.d, z1.d, #1; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.d, z4.d, z1.d, #3; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; xar z4.d, z4.d, z1.d, #64; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqabs z4.d, p1/m, z6.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; sqneg z4.d, p1/m, z6.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; addp z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; smaxp z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; umaxp z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; sminp z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z0.d ; uminp z4.d, p1/m, z4.d, z1.d; str z4, [x20] ; addvl x20, x20, #1
        tbl z4.d, {z0.d, z1.d}, z7.d; str z4, [x20] ; addvl x20, x20, #1
        mov z4.d, z2.d ; tbx z4.d, z0.d, z7.d; str z4, [x20] ; addvl x20, x20, #1
        ret

        .data
        .balign 16
va:
        .byte 66, 74, 175, 232, 175, 205, 217, 227, 47, 166, 59, 170, 37, 222, 57, 164
        .byte 187, 47, 33, 18, 136, 216, 54, 190, 75, 7, 110, 32, 214, 175, 155, 255
        .byte 3, 254, 70, 213, 37, 21, 223, 203, 207, 227, 206, 67, 211, 115, 190, 111
        .byte 243, 35, 203, 224, 65, 91, 217, 59, 124, 229, 193, 140, 144, 251, 109, 171
        .byte 93, 227, 110, 163, 80, 167, 30, 88, 209, 152, 204, 162, 252, 67, 176, 114
        .byte 141, 156, 191, 252, 34, 112, 173, 186, 113, 137, 45, 75, 51, 45, 133, 91
        .byte 64, 95, 117, 67, 155, 71, 101, 227, 33, 147, 125, 140, 60, 144, 60, 226
        .byte 49, 179, 93, 33, 18, 110, 166, 161, 244, 118, 99, 0, 184, 108, 238, 222
        .byte 11, 57, 36, 127, 206, 178, 214, 113, 163, 64, 40, 187, 105, 188, 222, 64
        .byte 226, 194, 205, 89, 51, 180, 218, 161, 95, 133, 183, 168, 35, 230, 248, 180
        .byte 154, 60, 185, 127, 54, 220, 158, 10, 148, 179, 151, 9, 91, 149, 186, 145
        .byte 87, 46, 75, 49, 42, 201, 175, 142, 28, 230, 57, 42, 17, 109, 164, 152
        .byte 142, 206, 139, 177, 9, 248, 112, 211, 87, 165, 23, 134, 0, 32, 255, 79
        .byte 31, 104, 77, 232, 68, 144, 152, 178, 19, 240, 120, 133, 93, 218, 213, 9
        .byte 1, 81, 85, 39, 127, 143, 248, 136, 132, 211, 121, 57, 171, 53, 75, 204
        .byte 8, 96, 128, 182, 233, 40, 189, 37, 66, 108, 175, 210, 217, 55, 66, 108
vb:
        .byte 150, 60, 91, 197, 62, 151, 73, 109, 52, 164, 89, 108, 9, 81, 101, 117
        .byte 22, 17, 194, 11, 153, 235, 1, 167, 198, 78, 48, 115, 123, 253, 141, 99
        .byte 85, 15, 74, 135, 111, 243, 35, 37, 221, 13, 28, 94, 210, 40, 55, 78
        .byte 77, 154, 99, 74, 8, 88, 32, 25, 92, 125, 113, 149, 224, 149, 253, 111
        .byte 11, 89, 136, 75, 33, 247, 205, 12, 82, 42, 228, 227, 139, 189, 32, 230
        .byte 1, 229, 63, 233, 222, 174, 38, 22, 122, 238, 95, 18, 88, 67, 205, 210
        .byte 54, 12, 183, 60, 170, 211, 239, 61, 133, 201, 235, 195, 112, 49, 146, 100
        .byte 158, 13, 214, 140, 229, 13, 29, 157, 35, 241, 136, 194, 207, 94, 136, 101
        .byte 76, 38, 246, 139, 76, 66, 22, 95, 13, 238, 7, 42, 186, 3, 27, 134
        .byte 183, 69, 221, 23, 255, 85, 207, 160, 108, 41, 159, 250, 213, 172, 183, 179
        .byte 74, 235, 195, 10, 28, 24, 78, 103, 255, 99, 120, 99, 68, 38, 200, 38
        .byte 115, 77, 0, 134, 7, 136, 66, 70, 84, 57, 239, 254, 63, 244, 217, 243
        .byte 218, 95, 106, 40, 254, 214, 195, 205, 123, 104, 66, 39, 118, 148, 230, 245
        .byte 137, 118, 49, 196, 96, 182, 121, 212, 48, 7, 146, 231, 8, 123, 210, 128
        .byte 45, 32, 26, 1, 150, 34, 78, 20, 226, 231, 127, 146, 133, 185, 213, 14
        .byte 54, 180, 190, 233, 166, 176, 109, 6, 245, 136, 5, 198, 220, 174, 36, 76
vc:
        .byte 214, 158, 39, 166, 13, 187, 128, 109, 237, 192, 65, 57, 124, 5, 155, 24
        .byte 62, 80, 135, 129, 2, 146, 115, 228, 194, 232, 87, 167, 56, 155, 13, 134
        .byte 179, 254, 109, 60, 234, 130, 189, 3, 25, 94, 234, 37, 238, 119, 209, 90
        .byte 212, 34, 174, 88, 184, 58, 170, 72, 151, 23, 65, 182, 34, 32, 185, 45
        .byte 152, 26, 14, 139, 164, 36, 156, 188, 130, 6, 198, 118, 224, 91, 97, 147
        .byte 208, 146, 127, 206, 146, 131, 105, 17, 238, 219, 113, 134, 243, 71, 86, 97
        .byte 172, 31, 233, 52, 175, 83, 96, 148, 19, 196, 122, 238, 106, 76, 208, 237
        .byte 200, 6, 252, 182, 114, 99, 105, 123, 144, 228, 191, 15, 20, 64, 55, 0
        .byte 37, 136, 83, 253, 76, 215, 247, 135, 53, 110, 238, 143, 75, 2, 52, 161
        .byte 249, 224, 22, 191, 28, 167, 32, 244, 17, 141, 98, 160, 54, 80, 40, 253
        .byte 4, 40, 178, 47, 12, 14, 59, 111, 144, 252, 226, 45, 168, 197, 181, 104
        .byte 179, 20, 204, 124, 218, 131, 39, 28, 13, 89, 158, 13, 132, 209, 133, 199
        .byte 200, 191, 44, 23, 180, 198, 109, 78, 107, 76, 62, 67, 72, 206, 148, 183
        .byte 141, 106, 232, 72, 71, 190, 183, 54, 24, 214, 166, 21, 41, 12, 219, 30
        .byte 247, 192, 65, 38, 206, 255, 56, 159, 78, 25, 26, 126, 113, 153, 26, 11
        .byte 180, 229, 147, 139, 107, 35, 181, 122, 59, 122, 84, 215, 93, 31, 0, 182
vp:
        .byte 227, 125, 22, 178, 25, 196, 204, 219, 209, 68, 114, 3, 107, 235, 35, 180
        .byte 0, 161, 133, 35, 62, 89, 38, 109, 231, 111, 4, 91, 92, 84, 192, 89
vsh:
        .byte 127, 17, 249, 128, 249, 33, 8, 63, 0, 33, 127, 17, 254, 65, 241, 255
        .byte 16, 129, 0, 249, 255, 8, 65, 33, 9, 32, 15, 1, 200, 15, 2, 128
        .byte 249, 32, 249, 63, 2, 0, 1, 249, 128, 16, 2, 64, 65, 7, 249, 64
        .byte 8, 129, 32, 255, 129, 9, 241, 1, 129, 9, 128, 2, 63, 255, 64, 249
        .byte 255, 127, 127, 255, 63, 129, 0, 254, 225, 2, 15, 249, 17, 33, 33, 241
        .byte 63, 249, 31, 7, 17, 16, 32, 33, 33, 128, 200, 193, 128, 9, 0, 63
        .byte 64, 1, 128, 0, 16, 249, 64, 1, 63, 15, 193, 255, 7, 193, 129, 16
        .byte 9, 2, 241, 17, 1, 64, 17, 127, 33, 255, 254, 225, 1, 128, 65, 33
        .byte 15, 32, 31, 65, 127, 241, 127, 16, 9, 65, 129, 33, 9, 15, 193, 225
        .byte 16, 255, 0, 17, 193, 32, 9, 16, 0, 128, 1, 16, 255, 7, 33, 129
        .byte 128, 8, 0, 32, 249, 17, 254, 7, 16, 128, 128, 127, 127, 254, 33, 17
        .byte 249, 65, 225, 9, 65, 31, 255, 1, 17, 32, 128, 254, 241, 65, 241, 15
        .byte 225, 31, 128, 17, 0, 249, 0, 241, 0, 8, 129, 17, 64, 8, 16, 15
        .byte 64, 127, 1, 129, 200, 255, 225, 17, 193, 1, 64, 64, 200, 2, 63, 15
        .byte 200, 129, 33, 33, 254, 225, 63, 200, 9, 0, 241, 241, 8, 0, 1, 2
        .byte 64, 129, 15, 63, 7, 241, 33, 15, 31, 17, 241, 249, 129, 127, 255, 255
vmin:
        .byte 128, 0, 1, 1, 255, 1, 0, 128, 255, 127, 127, 128, 127, 0, 128, 127
        .byte 127, 0, 255, 127, 0, 128, 0, 255, 1, 255, 255, 0, 128, 1, 127, 255
        .byte 0, 127, 128, 0, 128, 127, 127, 127, 0, 255, 127, 0, 1, 0, 1, 127
        .byte 0, 1, 255, 255, 1, 1, 0, 255, 255, 128, 0, 255, 1, 255, 1, 255
        .byte 128, 128, 1, 1, 127, 127, 128, 127, 255, 127, 127, 0, 0, 255, 0, 1
        .byte 0, 127, 255, 128, 255, 127, 127, 255, 1, 127, 255, 1, 127, 0, 0, 127
        .byte 128, 1, 255, 255, 255, 1, 127, 127, 255, 255, 255, 255, 255, 0, 0, 0
        .byte 127, 128, 127, 1, 128, 127, 127, 0, 127, 0, 128, 1, 127, 128, 128, 0
        .byte 0, 0, 0, 127, 0, 0, 127, 1, 128, 1, 128, 127, 255, 1, 0, 255
        .byte 128, 1, 128, 0, 255, 1, 255, 127, 255, 127, 255, 255, 1, 128, 127, 128
        .byte 0, 255, 127, 128, 255, 1, 255, 1, 127, 128, 0, 127, 128, 0, 128, 255
        .byte 128, 128, 128, 0, 128, 128, 1, 1, 128, 1, 0, 1, 255, 0, 255, 127
        .byte 255, 1, 127, 0, 255, 128, 1, 127, 128, 127, 0, 127, 128, 255, 1, 0
        .byte 127, 128, 0, 0, 128, 255, 255, 127, 255, 127, 127, 1, 255, 255, 127, 0
        .byte 1, 1, 1, 127, 128, 0, 127, 255, 127, 1, 1, 0, 1, 255, 127, 127
        .byte 127, 255, 128, 128, 1, 255, 0, 127, 1, 0, 1, 1, 1, 127, 255, 127
vix:
        .byte 16, 31, 31, 31, 64, 100, 63, 1, 3, 100, 32, 15, 31, 100, 31, 100
        .byte 31, 3, 16, 31, 31, 127, 127, 32, 0, 64, 31, 127, 64, 1, 127, 64
        .byte 1, 16, 3, 255, 63, 1, 127, 16, 3, 255, 63, 15, 16, 1, 128, 15
        .byte 15, 15, 16, 127, 1, 127, 15, 100, 3, 63, 128, 16, 63, 3, 63, 32
        .byte 63, 63, 32, 31, 16, 128, 255, 15, 15, 100, 64, 255, 128, 63, 64, 127
        .byte 127, 128, 100, 128, 31, 31, 32, 16, 3, 0, 1, 127, 255, 16, 32, 127
        .byte 16, 63, 3, 128, 64, 32, 100, 31, 3, 16, 32, 32, 0, 3, 0, 63
        .byte 1, 64, 16, 15, 3, 15, 1, 255, 64, 32, 64, 63, 16, 100, 1, 15
        .byte 3, 15, 32, 64, 16, 64, 31, 255, 15, 3, 15, 255, 64, 1, 255, 15
        .byte 16, 0, 64, 64, 63, 1, 63, 100, 64, 3, 100, 127, 0, 32, 16, 0
        .byte 63, 32, 31, 32, 1, 1, 64, 64, 63, 64, 255, 255, 64, 32, 64, 0
        .byte 64, 31, 32, 3, 0, 31, 255, 1, 64, 127, 100, 16, 16, 15, 16, 32
        .byte 16, 255, 64, 128, 32, 64, 1, 255, 127, 127, 0, 16, 127, 31, 128, 16
        .byte 31, 1, 127, 1, 0, 1, 255, 3, 1, 100, 3, 3, 255, 64, 64, 3
        .byte 3, 64, 31, 15, 32, 0, 127, 3, 16, 63, 100, 63, 128, 31, 255, 3
        .byte 16, 255, 0, 16, 32, 255, 255, 32, 15, 3, 0, 100, 31, 31, 16, 1
        .balign 16
out:    .space 196608
