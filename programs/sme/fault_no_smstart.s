// QEMU: compare
// FAULT program: an SME outer product executed without SMSTART (PSTATE.SM = PSTATE.ZA = 0) is an
// illegal instruction: SIGILL, exit status 128+4 = 132. The text written before it survives.
// CHECK: stdout == "about to FMOPA without smstart\n"
// CHECK: exit == 132
        .text
        .global _start
_start:
        mov     x0, #1
        adr     x1, msg
        mov     x2, #31
        mov     x8, #64
        svc     #0
        fmopa   za0.s, p0/m, p0/m, z0.s, z1.s   // SIGILL here
        mov     x0, #1
        adr     x1, msg
        mov     x2, #5
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
msg:    .ascii  "about to FMOPA without smstart\n"
