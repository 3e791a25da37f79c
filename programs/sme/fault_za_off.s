// QEMU: compare
// FAULT program: `smstart sm` enables streaming mode but leaves PSTATE.ZA = 0. Streaming SVE
// instructions work (the CNTW result is printed), but MOVA into a ZA tile needs ZA = 1: SIGILL,
// exit status 132. Output before the fault: "cntw=8\n" (SVL 256 -> 8 words).
// CHECK: stdout == "cntw=8\n"
// CHECK: exit == 132
        .text
        .global _start
_start:
        smstart sm
        cntw    x3                      // 8 in streaming mode
        adr     x1, msg
        add     w3, w3, #48             // '0' + 8
        strb    w3, [x1, #5]
        mov     x0, #1
        mov     x2, #7
        mov     x8, #64
        svc     #0
        ptrue   p0.s
        mov     w12, #0
        mova    za0h.s[w12, 0], p0/m, z0.s      // ZA is off: SIGILL
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
msg:    .ascii  "cntw=?\n"
