// QEMU: compare
// assembler: clang
// FAULT program: ZT0 belongs to the ZA storage. `smstart sm` leaves PSTATE.ZA = 0, so LDR ZT0
// is illegal: SIGILL, exit status 132. Output before the fault: "zt0\n".
// CHECK: stdout == "zt0\n"
// CHECK: exit == 132
        .text
        .global _start
_start:
        smstart sm
        mov     x0, #1
        adr     x1, msg
        mov     x2, #4
        mov     x8, #64
        svc     #0
        ldr     zt0, [x1]                       // ZA is off: SIGILL
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
msg:    .ascii  "zt0\n"
