// Benchmark: a scalar integer loop (add, eor, subs, b.ne) — 4 instructions per iteration.
// QEMU: compare
// CHECK: exit == 0
    .text
    .global _start
_start:
    mov     x0, #0
    ldr     x1, =1000000          // iterations
    mov     x2, #0
1:  add     x0, x0, #3
    eor     x2, x2, x0
    subs    x1, x1, #1
    b.ne    1b
    // x0 = 3,000,000 and x2 = xor of 3, 6, ..., 3e6: exit 0 when x0 is right
    ldr     x3, =3000000
    cmp     x0, x3
    cset    x0, ne
    mov     x8, #93
    svc     #0
