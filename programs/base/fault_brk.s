// QEMU: compare
// Covers: BRK #imm16 ends the process with SIGTRAP (status 133, as QEMU user mode reports
// "uncaught target signal 5"), after the output written before it.
// CHECK: stdout == "before brk\n"
// CHECK: exit == 133
        .text
        .global _start
_start:
        mov     x0, #1
        adr     x1, msg
        mov     x2, #11
        mov     x8, #64
        svc     #0
        brk     #0x3e8
        mov     x0, #0                          // not reached
        mov     x8, #93
        svc     #0
msg:    .ascii  "before brk\n"
