// Benchmark: a scalar loop with a shifted-register operand, a load and a store (register offset,
// scaled) — 7 instructions per iteration, as compiled C indexes an array.
// QEMU: compare
// CHECK: exit == 0
    .text
    .global _start
_start:
    adr     x5, buf
    ldr     x1, =500000           // iterations
    mov     x0, #0
    mov     x2, #0
1:  and     x3, x1, #7
    ldr     x4, [x5, x3, lsl #3]
    add     x0, x0, x4, lsl #1
    eor     x2, x2, x0
    str     x2, [x5, x3, lsl #3]
    subs    x1, x1, #1
    b.ne    1b
    // exit 0 when the last store left buf[0] = x2 (iteration x1 = 8 stores to buf[0])
    ldr     x3, [x5]
    ldr     x6, [x5, #8]
    orr     x3, x3, x6
    cmp     x3, #0
    cset    x0, eq
    mov     x8, #93
    svc     #0
    .data
    .balign 8
buf: .quad 1, 2, 3, 4, 5, 6, 7, 8
