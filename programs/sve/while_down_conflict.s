// QEMU: compare
// assembler: clang
// Covers: SVE2 WHILEGT/WHILEGE/WHILEHI/WHILEHS (X and W operands, signed and unsigned
// limits, empty and full results) and WHILERW/WHILEWR (positive, negative, zero and huge distances):
// the predicate and NZCV at VL 512, 128 and 384 bits.
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
        ldr x2, =0 ; ldr x3, =3
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ldr x2, =5 ; ldr x3, =5
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ldr x2, =5 ; ldr x3, =4
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ldr x2, =100 ; ldr x3, =2
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ldr x2, =18446744073709551614 ; ldr x3, =1
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ldr x2, =1 ; ldr x3, =18446744073709551614
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ldr x2, =18446744073709551615 ; ldr x3, =9223372036854775807
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ldr x2, =3 ; ldr x3, =9223372036854775808
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ldr x2, =16 ; ldr x3, =0
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ldr x2, =7 ; ldr x3, =0
        whilegt p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilegt p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilege p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehi p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.b, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.h, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.s, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilehs p4.d, w2, w3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilerw p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.b, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.h, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.s, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x2, x3 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        whilewr p4.d, x3, x2 ; str p4, [x20] ; mrs x4, nzcv ; str x4, [x20, #32] ; add x20, x20, #40
        ret

        .data
        .balign 16
va:
        .byte 60, 151, 139, 33, 94, 234, 154, 121, 160, 148, 16, 155, 3, 232, 214, 120
        .byte 66, 141, 59, 49, 254, 183, 120, 138, 214, 140, 121, 101, 163, 220, 38, 59
        .byte 162, 38, 222, 237, 133, 99, 189, 3, 171, 198, 16, 40, 194, 245, 151, 10
        .byte 77, 199, 7, 210, 221, 68, 121, 152, 184, 235, 224, 99, 182, 201, 235, 109
        .byte 101, 186, 205, 147, 113, 246, 239, 34, 224, 93, 24, 9, 34, 126, 55, 66
        .byte 247, 172, 111, 199, 160, 218, 77, 107, 129, 213, 98, 146, 89, 136, 149, 104
        .byte 149, 59, 231, 86, 174, 234, 237, 7, 219, 71, 253, 155, 171, 178, 41, 178
        .byte 220, 83, 246, 138, 231, 146, 145, 26, 182, 167, 54, 162, 212, 252, 146, 68
        .byte 72, 31, 16, 123, 218, 163, 253, 123, 22, 88, 204, 17, 105, 229, 38, 5
        .byte 75, 109, 196, 106, 223, 30, 11, 154, 157, 194, 11, 96, 183, 150, 84, 141
        .byte 225, 236, 251, 71, 129, 60, 255, 9, 79, 1, 19, 27, 153, 137, 8, 242
        .byte 50, 248, 104, 74, 156, 67, 39, 176, 10, 250, 222, 86, 80, 92, 245, 35
        .byte 229, 220, 96, 96, 117, 222, 133, 98, 164, 221, 152, 174, 143, 26, 158, 249
        .byte 240, 207, 129, 69, 110, 162, 184, 183, 60, 239, 77, 111, 250, 66, 133, 77
        .byte 140, 86, 2, 201, 106, 252, 148, 80, 5, 96, 157, 150, 161, 34, 15, 162
        .byte 160, 85, 119, 90, 173, 234, 90, 155, 180, 71, 188, 125, 5, 150, 15, 244
vb:
        .byte 173, 5, 246, 94, 64, 160, 116, 76, 151, 153, 81, 45, 93, 47, 80, 194
        .byte 94, 216, 152, 67, 76, 201, 96, 26, 197, 208, 6, 248, 145, 175, 188, 33
        .byte 79, 128, 56, 167, 205, 68, 61, 83, 47, 173, 111, 166, 178, 24, 26, 153
        .byte 82, 242, 85, 172, 213, 57, 112, 207, 219, 245, 43, 20, 86, 189, 166, 55
        .byte 226, 145, 115, 69, 57, 201, 30, 8, 135, 245, 48, 80, 206, 214, 214, 147
        .byte 46, 221, 71, 87, 206, 211, 164, 21, 206, 158, 88, 150, 33, 107, 74, 132
        .byte 203, 217, 69, 118, 88, 162, 106, 74, 107, 145, 104, 9, 235, 105, 39, 51
        .byte 1, 122, 241, 213, 225, 159, 252, 130, 111, 143, 243, 252, 237, 183, 56, 8
        .byte 190, 116, 214, 192, 169, 191, 132, 246, 73, 139, 87, 227, 58, 220, 17, 219
        .byte 150, 248, 73, 30, 207, 62, 11, 8, 231, 205, 177, 131, 236, 50, 229, 226
        .byte 230, 110, 147, 12, 3, 123, 190, 30, 43, 128, 76, 61, 169, 5, 134, 137
        .byte 105, 13, 240, 233, 156, 29, 87, 32, 64, 248, 220, 138, 122, 207, 200, 15
        .byte 90, 56, 50, 31, 136, 227, 209, 30, 43, 61, 202, 70, 235, 227, 206, 32
        .byte 210, 235, 1, 124, 160, 146, 220, 102, 12, 193, 69, 63, 68, 158, 134, 133
        .byte 108, 13, 121, 82, 198, 209, 0, 219, 14, 198, 32, 11, 31, 12, 17, 123
        .byte 249, 8, 218, 182, 22, 131, 128, 125, 80, 40, 80, 18, 89, 98, 165, 99
vc:
        .byte 150, 77, 92, 67, 48, 252, 84, 109, 31, 32, 142, 0, 183, 185, 97, 203
        .byte 20, 145, 45, 10, 95, 117, 154, 166, 200, 138, 97, 162, 205, 11, 159, 226
        .byte 110, 13, 95, 160, 127, 194, 179, 80, 107, 243, 177, 107, 117, 4, 62, 55
        .byte 137, 69, 177, 151, 18, 205, 108, 57, 109, 33, 225, 7, 239, 83, 95, 248
        .byte 229, 143, 202, 222, 67, 31, 118, 176, 31, 240, 208, 187, 169, 217, 227, 135
        .byte 202, 96, 170, 27, 187, 81, 144, 136, 26, 207, 150, 183, 1, 121, 36, 60
        .byte 198, 99, 11, 134, 23, 144, 25, 168, 225, 96, 45, 209, 6, 87, 215, 218
        .byte 31, 6, 216, 29, 172, 123, 214, 178, 243, 72, 148, 76, 204, 22, 9, 255
        .byte 196, 144, 130, 135, 183, 61, 27, 141, 191, 25, 239, 141, 15, 140, 83, 222
        .byte 144, 46, 211, 19, 61, 255, 46, 165, 63, 116, 157, 179, 192, 241, 100, 64
        .byte 94, 153, 101, 240, 89, 142, 107, 247, 21, 96, 128, 60, 249, 237, 105, 215
        .byte 191, 247, 41, 106, 176, 145, 193, 148, 172, 236, 132, 175, 123, 39, 164, 102
        .byte 229, 227, 38, 41, 24, 127, 191, 123, 234, 178, 132, 243, 113, 150, 184, 219
        .byte 47, 34, 68, 192, 50, 37, 149, 131, 80, 239, 59, 217, 176, 137, 244, 199
        .byte 75, 171, 180, 218, 105, 152, 218, 149, 149, 251, 68, 227, 55, 78, 5, 68
        .byte 122, 205, 97, 51, 44, 145, 92, 61, 82, 123, 198, 221, 36, 107, 253, 178
vp:
        .byte 122, 179, 153, 52, 119, 148, 213, 230, 210, 167, 142, 7, 123, 254, 184, 18
        .byte 219, 242, 102, 200, 187, 225, 245, 11, 119, 233, 58, 228, 60, 165, 183, 198

        .balign 16
out:    .space 65536
