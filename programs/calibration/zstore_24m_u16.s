// Calibration: streaming ST1W Z over a 24 MiB buffer, unroll 16 (Apple M4 P-core, SVL 512): past the L2 drop-off.
// published: 14.9 B/cycle
// work-per-iteration: 25165824
// iterations: 0 1
// source: tzakharko/m4-sme-exploration, results/sme-memcpy.json (store, storage z, unroll 16, 1 thread, 24 MiB: median 58.0 GB/s at 3.9 GHz; 12 MiB: ~101, 48 MiB unroll 1: 50.9)
// Two passes of 4-vector stores (ST1W {z0-z3}) bring the L2 to the state the published
// repeated passes leave it in (full of dirty lines of the buffer); then ITERS passes of the
// published loop. The difference of ITERS = 1 and 0 is one steady pass: the lines the L2 kept
// hit, the rest evict a dirty line to DRAM.
// RUN: --svl 512 --machine m4
// CHECK: exit == 0
    .text
    .global _start
    .equ    ITERS, 0
    .equ    SIZE, 24 * 1024 * 1024
_start:
    smstart
    ptrue   p0.b
    ptrue   pn8.s
    adrp    x3, buf
    add     x3, x3, :lo12:buf
    ldr     x4, =buf + SIZE
    mov     x1, #2
0:
    mov     x2, x3
1:
    st1w {z0.s-z3.s}, pn8, [x2]
    add  x2, x2, #256
    cmp  x2, x4
    b.lo 1b
    subs x1, x1, #1
    b.ne 0b
    mov     x1, #ITERS
    cbz     x1, 4f
2:
    add     x2, x3, #512
    ldr     x4, =buf + SIZE + 512
3:
    st1w {z4.s}, p0, [x2, #0, mul vl]
    st1w {z5.s}, p0, [x2, #1, mul vl]
    st1w {z6.s}, p0, [x2, #2, mul vl]
    st1w {z7.s}, p0, [x2, #3, mul vl]
    st1w {z8.s}, p0, [x2, #4, mul vl]
    st1w {z9.s}, p0, [x2, #5, mul vl]
    st1w {z10.s}, p0, [x2, #6, mul vl]
    st1w {z11.s}, p0, [x2, #7, mul vl]
    st1w {z4.s}, p0, [x2, #-8, mul vl]
    st1w {z5.s}, p0, [x2, #-7, mul vl]
    st1w {z6.s}, p0, [x2, #-6, mul vl]
    st1w {z7.s}, p0, [x2, #-5, mul vl]
    st1w {z8.s}, p0, [x2, #-4, mul vl]
    st1w {z9.s}, p0, [x2, #-3, mul vl]
    st1w {z10.s}, p0, [x2, #-2, mul vl]
    st1w {z11.s}, p0, [x2, #-1, mul vl]
    add  x2, x2, #1024
    cmp  x2, x4
    b.lo 3b
    subs x1, x1, #1
    b.ne 2b
4:
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
    .bss
    .balign 256
buf: .space SIZE
