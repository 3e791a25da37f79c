// Calibration: streaming LD1W Z from DRAM, unroll 1 (Apple M4 P-core, SVL 512).
// published: 18.5 B/cycle
// work-per-iteration: 64
// iterations: 8192 24576
// source: tzakharko/m4-sme-exploration, results/sme-memcpy.json (load, storage z, unroll 1, 1 thread, 48 MiB: 72.3 GB/s at 3.9 GHz)
// The published loop streams a 48 MiB buffer, so every line comes from DRAM. Here each run makes
// one pass over a cold buffer of ITERS x 64 bytes (512 KiB and 1.5 MiB): in the model a line
// that misses every level costs the same whether it was never loaded or was evicted (the memory
// channel, [memory] in m4.toml), so the difference of the two runs is the 48 MiB figure's
// per-byte cost without simulating 48 MiB (tests/test_timing.py checks that equality).
// RUN: --svl 512 --machine m4
// CHECK: exit == 0
    .text
    .global _start
    .equ    ITERS, 8192
_start:
    smstart
    ptrue   p0.b
    adrp    x2, buf
    add     x2, x2, :lo12:buf
    ldr     x4, =buf + ITERS * 64
1:
    ld1w {z4.s}, p0/z, [x2, #0, mul vl]
    add  x2, x2, #64
    cmp  x2, x4
    b.lo 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
    .bss
    .balign 256
buf: .space ITERS * 64
