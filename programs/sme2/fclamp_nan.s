// FCLAMP NaN propagation: FPMinNum(FPMaxNum(Zn, Zd), Zm) — which NaN wins depends on the
// operand order (quiet vs signalling, Zn before Zd before Zm).
// QEMU: compare
// assembler: clang
.text
.global _start
_start:
    smstart sm
    ptrue p0.h
    mov w1, #0xfe00
    dup z4.h, w1
    mov w1, #0x7ff8
    dup z10.h, w1
    mov w1, #0x7fc1
    dup z11.h, w1
    fclamp z4.h, z10.h, z11.h
    mov w1, #0xfd02
    dup z5.h, w1
    mov w1, #0x7c01
    dup z12.h, w1
    mov w1, #0xfc03
    dup z13.h, w1
    fclamp z5.h, z12.h, z13.h
    mov w1, #0x7c05
    dup z6.h, w1
    mov w1, #0x7e00
    dup z14.h, w1
    fclamp z6.h, z14.h, z13.h
    adr x1, buf
    umov w2, v4.h[0]
    strh w2, [x1]
    umov w2, v5.h[0]
    strh w2, [x1, #2]
    umov w2, v6.h[0]
    strh w2, [x1, #4]
    smstop
    mov x0, #1
    mov x2, #6
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
.data
buf: .skip 8
