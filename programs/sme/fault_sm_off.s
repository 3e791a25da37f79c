// QEMU: compare
// FAULT program: `smstart za` alone enables ZA (so ZERO and LDR/STR ZA work: a ZA row is stored
// and printed) but not streaming mode; ADDHA needs SM = 1 too: SIGILL, exit status 132.
// CHECK: stdout == "ZA row 0: 0000\n"
// CHECK: exit == 132
        .text
        .global _start
_start:
        smstart za
        zero    {za}
        adr     x1, row
        mov     w12, #0
        str     za[w12, 0], [x1]        // 32 zero bytes (SVL 256)
        ldr     w2, [x1]                // 0
        add     w2, w2, #48             // '0'
        adr     x1, msg
        strb    w2, [x1, #10]
        strb    w2, [x1, #11]
        strb    w2, [x1, #12]
        strb    w2, [x1, #13]
        mov     x0, #1
        mov     x2, #15
        mov     x8, #64
        svc     #0
        ptrue   p0.s
        addha   za0.s, p0/m, p0/m, z0.s // SM = 0: SIGILL
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
msg:    .ascii  "ZA row 0: ????\n"
        .balign 16
row:    .space  256
