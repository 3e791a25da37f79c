// PSTATE.NZCV at process start, read before any instruction sets the flags: Linux (and QEMU
// linux-user, target_cpu_copy_regs) start user space with NZCV = 0x40000000, Z only. The exit
// status is NZCV >> 28 (4), and the program prints which of EQ/CS/MI/VS hold at entry.
// QEMU: compare
.text
.global _start
_start:
    mrs     x19, nzcv
    cset    x1, eq
    cset    x2, cs
    cset    x3, mi
    cset    x4, vs
    adr     x5, msg
    add     x1, x1, #'0'
    strb    w1, [x5, #3]
    add     x2, x2, #'0'
    strb    w2, [x5, #8]
    add     x3, x3, #'0'
    strb    w3, [x5, #13]
    add     x4, x4, #'0'
    strb    w4, [x5, #18]
    mov     x0, #1
    mov     x1, x5
    mov     x2, #20
    mov     x8, #64
    svc     #0
    lsr     x0, x19, #28
    mov     x8, #93
    svc     #0
.data
msg: .ascii "eq=? cs=? mi=? vs=?\n"
