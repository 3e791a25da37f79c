// QEMU: compare
// assembler: clang
// FAULT program: MOVA of four .D tile slices needs at least four slices per tile; at SVL 128
// (set with prctl(PR_SME_SET_VL = 63, 16)) a .D tile has two, and the operation is UNDEFINED:
// SIGILL, exit status 132. The two-slice form just before it works. Output: "svl128\n".
// CHECK: stdout == "svl128\n"
// CHECK: exit == 132
        .text
        .global _start
_start:
        mov     x0, #63
        mov     x1, #16
        mov     x8, #167
        svc     #0
        smstart
        mov     w12, #0
        mova    {z0.d, z1.d}, za0h.d[w12, 0:1]
        mov     x0, #1
        adr     x1, msg
        mov     x2, #7
        mov     x8, #64
        svc     #0
        smstart                                 // the write syscall left streaming mode
        mova    {z0.d-z3.d}, za0h.d[w12, 0:3]   // UNDEFINED at SVL 128: SIGILL
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
msg:    .ascii  "svl128\n"
