// QEMU: compare
// FAULT program: a load from the unmapped address 0x10 raises SIGSEGV (exit status 128+11 = 139).
// The line written before the fault must survive; nothing after it may appear.
// CHECK: stdout == "before the fault\n"
// CHECK: exit == 139
        .text
        .global _start
_start:
        mov     x0, #1
        adr     x1, msg
        mov     x2, #17
        mov     x8, #64
        svc     #0
        mov     x3, #0x10
        ldr     x4, [x3]                // unmapped: SIGSEGV
        mov     x0, #1
        adr     x1, after
        mov     x2, #6
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
msg:    .ascii  "before the fault\n"
after:  .ascii  "after\n"
