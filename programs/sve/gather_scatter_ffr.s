// QEMU: compare
// assembler: clang
// Covers: SVE gathers and scatters with vector offsets (uxtw/sxtw, scaled and unscaled,
// 64-bit offsets, lsl) and vector bases (#imm), LD1/LDFF1 of every size and extension, ST1 scatters
// with colliding addresses; SVE2 LDNT1*/STNT1* (vector plus scalar); PRFB-PRFD of every form; LDFF1/LDNF1 contiguous and LDFF1 gathers running into an unmapped
// page (FFR, RDFFR/RDFFRS flags, SETFFR/WRFFR), at VL 512, 128 and 384 bits. LDNF1 runs with
// an all-true predicate only: QEMU 11.1 mis-loads LDNF1 under a sparse one (docs/known-differences.md).
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr x20, out
        mov x0, #50 ; mov x1, #64 ; mov x8, #167 ; svc #0
        bl body
        mov x0, #50 ; mov x1, #16 ; mov x8, #167 ; svc #0
        bl body
        mov x0, #50 ; mov x1, #48 ; mov x8, #167 ; svc #0
        bl body
        mov x0, #1
        adr x1, out
        sub x2, x20, x1
        mov x8, #64
        svc #0
        mov x0, #0
        mov x8, #93
        svc #0

// one pass at the current vector length: inputs from va/vb/vc/vp, results appended at x20
body:
        ptrue p0.b
        adr x9, va ; ldr z0, [x9]
        adr x9, vb ; ldr z1, [x9]
        adr x9, vc ; ldr z2, [x9]
        adr x9, vp ; ldr p1, [x9]
        adr x22, dend
        adr x10, tab ; sub x11, x22, #4096 ; mov x12, #0
1:      ldr x13, [x10, x12] ; str x13, [x11, x12] ; add x12, x12, #8 ; cmp x12, #4096 ; b.ne 1b
        adr x9, tab ; add x9, x9, #512
        adr x10, offs ; ldr z6, [x10]
        adr x10, offd ; ldr z7, [x10]
        adr x10, offu ; ldr z10, [x10]
        mov x14, #40 ; index z8.d, x9, x14
        mov w14, #-20 ; index z9.s, w9, w14
        ld1b {z4.s}, p1/z, [x9, z10.s, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1b {z4.s}, p1/z, [x9, z6.s, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1b {z4.s}, p1/z, [z9.s, #31]; str z4, [x20] ; addvl x20, x20, #1
        ld1b {z4.s}, p1/z, [z9.s]; str z4, [x20] ; addvl x20, x20, #1
        ld1b {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1b {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1b {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ld1b {z4.d}, p1/z, [z8.d, #3]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.s}, p1/z, [x9, z10.s, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.s}, p1/z, [x9, z10.s, uxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.s}, p1/z, [x9, z6.s, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.s}, p1/z, [x9, z6.s, sxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.s}, p1/z, [z9.s, #62]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.s}, p1/z, [z9.s]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.d}, p1/z, [x9, z7.d, uxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.d}, p1/z, [x9, z7.d, sxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.d}, p1/z, [x9, z7.d, lsl #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1h {z4.d}, p1/z, [z8.d, #6]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.s}, p1/z, [x9, z10.s, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.s}, p1/z, [x9, z10.s, uxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.s}, p1/z, [x9, z6.s, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.s}, p1/z, [x9, z6.s, sxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.s}, p1/z, [z9.s, #124]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.s}, p1/z, [z9.s]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.d}, p1/z, [x9, z7.d, uxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.d}, p1/z, [x9, z7.d, sxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.d}, p1/z, [x9, z7.d, lsl #2]; str z4, [x20] ; addvl x20, x20, #1
        ld1w {z4.d}, p1/z, [z8.d, #12]; str z4, [x20] ; addvl x20, x20, #1
        ld1d {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1d {z4.d}, p1/z, [x9, z7.d, uxtw #3]; str z4, [x20] ; addvl x20, x20, #1
        ld1d {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1d {z4.d}, p1/z, [x9, z7.d, sxtw #3]; str z4, [x20] ; addvl x20, x20, #1
        ld1d {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ld1d {z4.d}, p1/z, [x9, z7.d, lsl #3]; str z4, [x20] ; addvl x20, x20, #1
        ld1d {z4.d}, p1/z, [z8.d, #24]; str z4, [x20] ; addvl x20, x20, #1
        ld1sb {z4.s}, p1/z, [x9, z10.s, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sb {z4.s}, p1/z, [x9, z6.s, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sb {z4.s}, p1/z, [z9.s, #31]; str z4, [x20] ; addvl x20, x20, #1
        ld1sb {z4.s}, p1/z, [z9.s]; str z4, [x20] ; addvl x20, x20, #1
        ld1sb {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sb {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sb {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ld1sb {z4.d}, p1/z, [z8.d, #3]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.s}, p1/z, [x9, z10.s, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.s}, p1/z, [x9, z10.s, uxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.s}, p1/z, [x9, z6.s, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.s}, p1/z, [x9, z6.s, sxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.s}, p1/z, [z9.s, #62]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.s}, p1/z, [z9.s]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.d}, p1/z, [x9, z7.d, uxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.d}, p1/z, [x9, z7.d, sxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.d}, p1/z, [x9, z7.d, lsl #1]; str z4, [x20] ; addvl x20, x20, #1
        ld1sh {z4.d}, p1/z, [z8.d, #6]; str z4, [x20] ; addvl x20, x20, #1
        ld1sw {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sw {z4.d}, p1/z, [x9, z7.d, uxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ld1sw {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ld1sw {z4.d}, p1/z, [x9, z7.d, sxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ld1sw {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ld1sw {z4.d}, p1/z, [x9, z7.d, lsl #2]; str z4, [x20] ; addvl x20, x20, #1
        ld1sw {z4.d}, p1/z, [z8.d, #12]; str z4, [x20] ; addvl x20, x20, #1
        ldff1b {z4.s}, p1/z, [x9, z10.s, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1b {z4.s}, p1/z, [x9, z6.s, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1b {z4.s}, p1/z, [z9.s, #31]; str z4, [x20] ; addvl x20, x20, #1
        ldff1b {z4.s}, p1/z, [z9.s]; str z4, [x20] ; addvl x20, x20, #1
        ldff1b {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1b {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1b {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ldff1b {z4.d}, p1/z, [z8.d, #3]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.s}, p1/z, [x9, z10.s, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.s}, p1/z, [x9, z10.s, uxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.s}, p1/z, [x9, z6.s, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.s}, p1/z, [x9, z6.s, sxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.s}, p1/z, [z9.s, #62]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.s}, p1/z, [z9.s]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.d}, p1/z, [x9, z7.d, uxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.d}, p1/z, [x9, z7.d, sxtw #1]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.d}, p1/z, [x9, z7.d, lsl #1]; str z4, [x20] ; addvl x20, x20, #1
        ldff1sh {z4.d}, p1/z, [z8.d, #6]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.s}, p1/z, [x9, z10.s, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.s}, p1/z, [x9, z10.s, uxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.s}, p1/z, [x9, z6.s, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.s}, p1/z, [x9, z6.s, sxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.s}, p1/z, [z9.s, #124]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.s}, p1/z, [z9.s]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.d}, p1/z, [x9, z7.d, uxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.d}, p1/z, [x9, z7.d, sxtw #2]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.d}, p1/z, [x9, z7.d, lsl #2]; str z4, [x20] ; addvl x20, x20, #1
        ldff1w {z4.d}, p1/z, [z8.d, #12]; str z4, [x20] ; addvl x20, x20, #1
        ldff1d {z4.d}, p1/z, [x9, z7.d, uxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1d {z4.d}, p1/z, [x9, z7.d, uxtw #3]; str z4, [x20] ; addvl x20, x20, #1
        ldff1d {z4.d}, p1/z, [x9, z7.d, sxtw]; str z4, [x20] ; addvl x20, x20, #1
        ldff1d {z4.d}, p1/z, [x9, z7.d, sxtw #3]; str z4, [x20] ; addvl x20, x20, #1
        ldff1d {z4.d}, p1/z, [x9, z7.d]; str z4, [x20] ; addvl x20, x20, #1
        ldff1d {z4.d}, p1/z, [x9, z7.d, lsl #3]; str z4, [x20] ; addvl x20, x20, #1
        ldff1d {z4.d}, p1/z, [z8.d, #24]; str z4, [x20] ; addvl x20, x20, #1
        mov x15, #8
        ldnt1b {z4.s}, p1/z, [z9.s, x15]; str z4, [x20] ; addvl x20, x20, #1
        ldnt1sh {z4.s}, p1/z, [z9.s, x15]; str z4, [x20] ; addvl x20, x20, #1
        ldnt1w {z4.s}, p1/z, [z9.s, x15]; str z4, [x20] ; addvl x20, x20, #1
        ldnt1sb {z4.d}, p1/z, [z8.d, x15]; str z4, [x20] ; addvl x20, x20, #1
        ldnt1sw {z4.d}, p1/z, [z8.d, x15]; str z4, [x20] ; addvl x20, x20, #1
        ldnt1d {z4.d}, p1/z, [z8.d, x15]; str z4, [x20] ; addvl x20, x20, #1
        ldnt1h {z4.d}, p1/z, [z8.d]; str z4, [x20] ; addvl x20, x20, #1
        prfb pldl1keep, p1, [x9, #3, mul vl] ; prfb pstl2strm, p0, [x9, x15] ; prfb #7, p1, [z8.d, #8] ; prfb pldl3keep, p1, [x9, z7.d] ; prfb pldl1strm, p2, [x0, z6.s, sxtw]
        prfh pldl1keep, p1, [x9, #3, mul vl] ; prfh pstl2strm, p0, [x9, x15, lsl #1] ; prfh #7, p1, [z8.d, #16] ; prfh pldl3keep, p1, [x9, z7.d, lsl #1] ; prfh pldl1strm, p2, [x0, z6.s, sxtw #1]
        prfw pldl1keep, p1, [x9, #3, mul vl] ; prfw pstl2strm, p0, [x9, x15, lsl #2] ; prfw #7, p1, [z8.d, #32] ; prfw pldl3keep, p1, [x9, z7.d, lsl #2] ; prfw pldl1strm, p2, [x0, z6.s, sxtw #2]
        prfd pldl1keep, p1, [x9, #3, mul vl] ; prfd pstl2strm, p0, [x9, x15, lsl #3] ; prfd #7, p1, [z8.d, #64] ; prfd pldl3keep, p1, [x9, z7.d, lsl #3] ; prfd pldl1strm, p2, [x0, z6.s, sxtw #3]
        add x9, x20, #512 ; mov x14, #24 ; index z8.d, x9, x14 ; mov w14, #-12 ; index z9.s, w9, w14
        st1b {z0.s}, p1, [x9, z10.s, uxtw]
        st1b {z0.s}, p1, [x9, z6.s, sxtw]
        st1b {z1.s}, p1, [z9.s, #5]
        st1b {z0.d}, p1, [x9, z7.d, uxtw]
        st1b {z0.d}, p1, [x9, z7.d, sxtw]
        st1b {z2.d}, p1, [x9, z7.d]
        st1b {z0.d}, p1, [z8.d, #2]
        st1h {z0.s}, p1, [x9, z10.s, uxtw]
        st1h {z1.s}, p1, [x9, z10.s, uxtw #1]
        st1h {z0.s}, p1, [x9, z6.s, sxtw]
        st1h {z1.s}, p1, [x9, z6.s, sxtw #1]
        st1h {z1.s}, p1, [z9.s, #10]
        st1h {z0.d}, p1, [x9, z7.d, uxtw]
        st1h {z1.d}, p1, [x9, z7.d, uxtw #1]
        st1h {z0.d}, p1, [x9, z7.d, sxtw]
        st1h {z1.d}, p1, [x9, z7.d, sxtw #1]
        st1h {z2.d}, p1, [x9, z7.d, lsl #1]
        st1h {z0.d}, p1, [z8.d, #4]
        st1w {z0.s}, p1, [x9, z10.s, uxtw]
        st1w {z1.s}, p1, [x9, z10.s, uxtw #2]
        st1w {z0.s}, p1, [x9, z6.s, sxtw]
        st1w {z1.s}, p1, [x9, z6.s, sxtw #2]
        st1w {z1.s}, p1, [z9.s, #20]
        st1w {z0.d}, p1, [x9, z7.d, uxtw]
        st1w {z1.d}, p1, [x9, z7.d, uxtw #2]
        st1w {z0.d}, p1, [x9, z7.d, sxtw]
        st1w {z1.d}, p1, [x9, z7.d, sxtw #2]
        st1w {z2.d}, p1, [x9, z7.d, lsl #2]
        st1w {z0.d}, p1, [z8.d, #8]
        st1d {z0.d}, p1, [x9, z7.d, uxtw]
        st1d {z1.d}, p1, [x9, z7.d, uxtw #3]
        st1d {z0.d}, p1, [x9, z7.d, sxtw]
        st1d {z1.d}, p1, [x9, z7.d, sxtw #3]
        st1d {z2.d}, p1, [x9, z7.d, lsl #3]
        st1d {z0.d}, p1, [z8.d, #16]
        stnt1b {z1.s}, p1, [z9.s, x15] ; stnt1h {z2.d}, p1, [z8.d, x15] ; stnt1w {z0.d}, p1, [z8.d]
        add x20, x20, #1024
        setffr
        ptrue p2.b
        sub x11, x22, #1 ; mov x12, #0 ; setffr ; ldff1b {z4.b}, p2/z, [x11, x12] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #1 ; setffr ; ldff1b {z4.b}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #3 ; mov x12, #0 ; setffr ; ldff1b {z4.b}, p2/z, [x11, x12] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #3 ; setffr ; ldff1b {z4.b}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #8 ; mov x12, #0 ; setffr ; ldff1b {z4.b}, p2/z, [x11, x12] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #8 ; setffr ; ldff1b {z4.b}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #2 ; mov x12, #0 ; setffr ; ldff1h {z4.h}, p2/z, [x11, x12, lsl #1] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #2 ; setffr ; ldff1h {z4.h}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #6 ; mov x12, #0 ; setffr ; ldff1h {z4.h}, p2/z, [x11, x12, lsl #1] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #6 ; setffr ; ldff1h {z4.h}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #16 ; mov x12, #0 ; setffr ; ldff1h {z4.h}, p2/z, [x11, x12, lsl #1] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #16 ; setffr ; ldff1h {z4.h}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #4 ; mov x12, #0 ; setffr ; ldff1w {z4.s}, p2/z, [x11, x12, lsl #2] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #4 ; setffr ; ldff1w {z4.s}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #12 ; mov x12, #0 ; setffr ; ldff1w {z4.s}, p2/z, [x11, x12, lsl #2] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #12 ; setffr ; ldff1w {z4.s}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #32 ; mov x12, #0 ; setffr ; ldff1w {z4.s}, p2/z, [x11, x12, lsl #2] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #32 ; setffr ; ldff1w {z4.s}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #8 ; mov x12, #0 ; setffr ; ldff1d {z4.d}, p2/z, [x11, x12, lsl #3] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #8 ; setffr ; ldff1d {z4.d}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #24 ; mov x12, #0 ; setffr ; ldff1d {z4.d}, p2/z, [x11, x12, lsl #3] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #24 ; setffr ; ldff1d {z4.d}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #64 ; mov x12, #0 ; setffr ; ldff1d {z4.d}, p2/z, [x11, x12, lsl #3] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #64 ; setffr ; ldff1d {z4.d}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1 ; mov x12, #0 ; setffr ; ldff1sb {z4.d}, p2/z, [x11, x12] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #1 ; setffr ; ldff1sb {z4.d}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #3 ; mov x12, #0 ; setffr ; ldff1sb {z4.d}, p2/z, [x11, x12] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #3 ; setffr ; ldff1sb {z4.d}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #8 ; mov x12, #0 ; setffr ; ldff1sb {z4.d}, p2/z, [x11, x12] ; rdffr p5.b ; rdffrs p6.b, p1/z ; mrs x13, nzcv ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x21, x20, #288 ; str p6, [x21] ; str x13, [x20, #320] ; add x20, x20, #336
        sub x11, x22, #8 ; setffr ; ldff1sb {z4.d}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1 ; setffr ; ldnf1b {z4.b}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1025 ; setffr ; ldnf1b {z4.b}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #3 ; setffr ; ldnf1b {z4.b}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1027 ; setffr ; ldnf1b {z4.b}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #8 ; setffr ; ldnf1b {z4.b}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1032 ; setffr ; ldnf1b {z4.b}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #4 ; setffr ; ldnf1w {z4.s}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1028 ; setffr ; ldnf1w {z4.s}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #12 ; setffr ; ldnf1w {z4.s}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1036 ; setffr ; ldnf1w {z4.s}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #32 ; setffr ; ldnf1w {z4.s}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1056 ; setffr ; ldnf1w {z4.s}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #2 ; setffr ; ldnf1sh {z4.s}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1026 ; setffr ; ldnf1sh {z4.s}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #6 ; setffr ; ldnf1sh {z4.s}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1030 ; setffr ; ldnf1sh {z4.s}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #16 ; setffr ; ldnf1sh {z4.s}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1040 ; setffr ; ldnf1sh {z4.s}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #8 ; setffr ; ldnf1d {z4.d}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1032 ; setffr ; ldnf1d {z4.d}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #24 ; setffr ; ldnf1d {z4.d}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1048 ; setffr ; ldnf1d {z4.d}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #64 ; setffr ; ldnf1d {z4.d}, p2/z, [x11] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        sub x11, x22, #1088 ; setffr ; ldnf1d {z4.d}, p2/z, [x11, #1, mul vl] ; rdffr p5.b ; str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        index z8.d, x22, #8 ; sub z8.d, z8.d, #24
        wrffr p1.b ; ldff1d {z4.d}, p2/z, [z8.d] ; rdffr p5.b
        str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        setffr ; ldff1d {z4.d}, p2/z, [z8.d, #16] ; rdffr p5.b
        str z4, [x20] ; add x21, x20, #256 ; str p5, [x21] ; add x20, x20, #288
        ret

        .data
        .balign 16
va:
        .byte 60, 77, 26, 184, 101, 122, 39, 23, 17, 5, 102, 140, 234, 74, 204, 253
        .byte 195, 15, 56, 133, 137, 92, 70, 199, 44, 211, 27, 67, 54, 241, 237, 6
        .byte 212, 164, 206, 66, 204, 69, 49, 42, 79, 74, 160, 222, 187, 245, 218, 217
        .byte 225, 95, 22, 216, 155, 86, 171, 99, 129, 63, 45, 63, 121, 71, 22, 241
        .byte 239, 209, 221, 241, 140, 215, 76, 1, 232, 74, 146, 180, 225, 79, 217, 195
        .byte 130, 49, 105, 108, 153, 73, 110, 115, 41, 59, 78, 66, 208, 204, 11, 20
        .byte 11, 118, 160, 255, 71, 132, 136, 165, 120, 179, 87, 37, 255, 172, 50, 17
        .byte 105, 233, 51, 162, 161, 112, 70, 47, 91, 111, 191, 150, 82, 162, 142, 50
        .byte 231, 82, 25, 214, 15, 181, 58, 71, 195, 149, 157, 220, 60, 31, 84, 239
        .byte 45, 74, 117, 6, 10, 91, 178, 21, 229, 246, 244, 73, 188, 172, 245, 83
        .byte 4, 82, 73, 82, 247, 39, 198, 166, 105, 220, 241, 222, 158, 174, 209, 19
        .byte 75, 158, 49, 228, 113, 74, 34, 64, 97, 153, 246, 40, 84, 146, 2, 93
        .byte 11, 116, 43, 93, 200, 205, 92, 255, 74, 146, 24, 112, 251, 53, 108, 234
        .byte 53, 29, 15, 15, 14, 188, 43, 152, 173, 248, 38, 155, 10, 139, 125, 149
        .byte 63, 82, 255, 9, 31, 213, 135, 74, 198, 255, 104, 166, 252, 51, 122, 51
        .byte 61, 112, 105, 125, 9, 56, 107, 113, 63, 165, 227, 109, 212, 55, 127, 48
vb:
        .byte 8, 9, 65, 64, 62, 134, 53, 197, 59, 106, 222, 66, 36, 83, 13, 228
        .byte 237, 80, 144, 29, 253, 145, 103, 246, 230, 167, 167, 222, 202, 183, 190, 10
        .byte 126, 99, 23, 110, 53, 238, 223, 146, 230, 241, 236, 42, 86, 75, 168, 120
        .byte 204, 230, 164, 80, 208, 107, 135, 55, 167, 205, 175, 205, 68, 86, 236, 100
        .byte 244, 127, 19, 219, 248, 71, 246, 160, 171, 48, 11, 101, 230, 158, 32, 196
        .byte 247, 68, 170, 219, 15, 222, 42, 176, 162, 118, 145, 120, 191, 103, 237, 99
        .byte 55, 204, 0, 54, 236, 40, 3, 156, 224, 65, 29, 101, 207, 197, 200, 97
        .byte 224, 56, 140, 13, 224, 243, 51, 41, 171, 155, 84, 209, 228, 143, 198, 200
        .byte 120, 234, 134, 112, 6, 20, 8, 178, 152, 28, 125, 143, 221, 65, 155, 198
        .byte 35, 10, 92, 20, 196, 225, 133, 231, 2, 76, 214, 88, 211, 19, 21, 245
        .byte 139, 116, 97, 52, 201, 250, 79, 99, 59, 194, 124, 219, 247, 102, 24, 19
        .byte 29, 234, 158, 204, 226, 93, 131, 255, 111, 106, 219, 182, 198, 113, 17, 160
        .byte 225, 240, 50, 163, 77, 238, 214, 122, 108, 30, 204, 142, 42, 95, 223, 41
        .byte 45, 180, 38, 83, 126, 220, 86, 66, 138, 249, 231, 1, 181, 43, 1, 165
        .byte 79, 30, 139, 28, 124, 201, 183, 153, 123, 134, 19, 133, 62, 105, 216, 75
        .byte 91, 58, 196, 46, 252, 221, 160, 0, 173, 13, 156, 232, 80, 139, 233, 232
vc:
        .byte 119, 200, 233, 145, 78, 239, 222, 129, 201, 112, 156, 158, 113, 100, 36, 64
        .byte 197, 152, 92, 252, 169, 87, 34, 110, 21, 155, 36, 172, 207, 159, 45, 73
        .byte 230, 240, 95, 50, 147, 203, 89, 172, 158, 226, 23, 19, 103, 165, 239, 231
        .byte 45, 84, 167, 95, 83, 44, 76, 226, 5, 154, 5, 134, 243, 193, 212, 22
        .byte 205, 91, 206, 208, 244, 25, 40, 46, 149, 252, 126, 169, 146, 254, 240, 19
        .byte 194, 236, 247, 252, 29, 44, 166, 122, 172, 226, 190, 56, 158, 201, 212, 169
        .byte 77, 218, 237, 176, 103, 225, 153, 60, 229, 125, 180, 56, 79, 94, 58, 190
        .byte 83, 137, 160, 135, 255, 115, 230, 205, 102, 129, 102, 248, 209, 80, 72, 112
        .byte 105, 150, 3, 64, 47, 229, 138, 117, 177, 143, 157, 211, 93, 103, 243, 99
        .byte 159, 7, 39, 130, 17, 117, 249, 247, 252, 161, 235, 88, 154, 203, 79, 233
        .byte 23, 193, 66, 123, 56, 163, 237, 122, 228, 154, 199, 16, 38, 236, 61, 17
        .byte 76, 33, 242, 12, 41, 101, 202, 148, 174, 158, 140, 182, 245, 137, 67, 4
        .byte 134, 62, 40, 192, 24, 52, 8, 243, 81, 20, 31, 69, 15, 224, 254, 164
        .byte 73, 156, 227, 161, 179, 44, 187, 38, 167, 106, 243, 33, 224, 181, 184, 20
        .byte 143, 93, 177, 0, 185, 225, 141, 39, 128, 105, 39, 55, 216, 76, 123, 129
        .byte 17, 96, 43, 41, 223, 227, 65, 131, 100, 137, 174, 77, 220, 102, 84, 43
vp:
        .byte 99, 15, 108, 250, 7, 71, 224, 173, 4, 77, 245, 202, 39, 21, 40, 29
        .byte 217, 155, 210, 3, 59, 59, 141, 2, 122, 233, 183, 136, 47, 226, 211, 115
offs:
        .word 4294967294, 36, 4294967271, 4294967244, 4294967211, 4294967223, 101, 53
        .word 4294967177, 4294967262, 8, 4294967294, 109, 34, 4294967196, 4294967261
        .word 21, 119, 37, 59, 4294967186, 66, 4294967273, 4294967219
        .word 60, 4294967291, 65, 4294967284, 4294967216, 4294967219, 4294967236, 4294967189
        .word 4294967204, 4294967209, 9, 103, 116, 31, 4294967192, 78
        .word 56, 4294967274, 82, 71, 107, 4294967202, 115, 4294967250
        .word 4294967228, 52, 4294967233, 65, 83, 4294967283, 107, 4294967198
        .word 77, 4294967244, 113, 4294967229, 4294967277, 4294967247, 4294967263, 87
offd:
        .xword 9, 47, 17, 47, 36, 2, 7, 55
        .xword 45, 25, 57, 15, 10, 39, 32, 2
        .xword 47, 23, 54, 43, 33, 37, 36, 49
        .xword 44, 5, 55, 22, 7, 55, 56, 37
offu:
        .word 5, 25, 90, 113, 0, 112, 52, 7
        .word 114, 48, 108, 62, 17, 3, 30, 54
        .word 94, 116, 108, 14, 76, 0, 15, 97
        .word 74, 25, 114, 109, 25, 42, 1, 114
        .word 10, 17, 69, 117, 2, 64, 10, 73
        .word 63, 68, 117, 25, 53, 8, 50, 24
        .word 81, 97, 11, 89, 74, 18, 22, 77
        .word 92, 5, 6, 34, 71, 87, 77, 109
tab:
        .byte 93, 115, 53, 102, 50, 252, 242, 147, 190, 4, 97, 204, 155, 84, 0, 110
        .byte 28, 54, 56, 113, 69, 83, 208, 22, 78, 161, 72, 26, 132, 200, 14, 6
        .byte 97, 199, 143, 206, 109, 127, 88, 181, 199, 63, 144, 188, 16, 108, 165, 59
        .byte 24, 246, 194, 102, 130, 95, 244, 220, 143, 94, 35, 170, 74, 43, 177, 215
        .byte 224, 66, 7, 12, 240, 249, 207, 44, 67, 242, 42, 252, 30, 155, 37, 3
        .byte 12, 15, 115, 53, 201, 99, 75, 156, 3, 247, 204, 90, 72, 36, 123, 143
        .byte 71, 35, 246, 22, 191, 142, 75, 178, 30, 16, 107, 115, 36, 180, 143, 195
        .byte 203, 98, 150, 227, 205, 43, 169, 183, 70, 197, 152, 225, 155, 126, 89, 25
        .byte 236, 12, 70, 135, 32, 44, 204, 161, 210, 21, 41, 199, 202, 56, 219, 3
        .byte 51, 45, 121, 116, 151, 143, 139, 99, 21, 44, 140, 123, 151, 242, 67, 137
        .byte 17, 240, 166, 7, 148, 254, 149, 227, 111, 139, 79, 134, 134, 137, 164, 232
        .byte 203, 16, 224, 164, 146, 138, 244, 76, 16, 185, 57, 184, 35, 26, 25, 179
        .byte 125, 116, 15, 125, 227, 163, 186, 13, 173, 154, 7, 95, 62, 224, 117, 59
        .byte 95, 210, 246, 186, 146, 159, 126, 224, 62, 9, 159, 152, 21, 156, 12, 173
        .byte 104, 104, 150, 17, 20, 48, 8, 155, 192, 46, 21, 16, 7, 90, 159, 120
        .byte 140, 137, 121, 6, 180, 198, 19, 85, 21, 200, 82, 2, 118, 244, 114, 151
        .byte 38, 249, 98, 252, 122, 213, 35, 27, 228, 89, 171, 59, 115, 199, 33, 49
        .byte 247, 56, 27, 28, 13, 30, 19, 240, 165, 249, 21, 95, 26, 189, 6, 119
        .byte 160, 133, 51, 94, 223, 162, 20, 60, 1, 65, 195, 132, 174, 50, 3, 112
        .byte 64, 241, 156, 5, 245, 26, 132, 204, 106, 14, 230, 64, 121, 218, 80, 154
        .byte 223, 56, 163, 15, 174, 70, 33, 76, 9, 204, 47, 249, 90, 201, 251, 230
        .byte 103, 238, 1, 224, 250, 235, 77, 247, 219, 24, 7, 81, 112, 63, 106, 154
        .byte 82, 125, 144, 88, 225, 214, 228, 102, 110, 53, 20, 70, 77, 118, 119, 156
        .byte 236, 145, 116, 112, 98, 47, 84, 102, 15, 83, 23, 43, 81, 139, 6, 48
        .byte 54, 182, 93, 168, 229, 35, 241, 160, 21, 86, 249, 114, 246, 155, 153, 194
        .byte 240, 226, 171, 187, 98, 54, 178, 138, 197, 85, 19, 4, 171, 141, 107, 120
        .byte 58, 221, 186, 82, 195, 213, 204, 131, 128, 25, 118, 183, 0, 72, 234, 136
        .byte 52, 18, 57, 2, 251, 235, 80, 10, 23, 38, 84, 41, 177, 24, 130, 210
        .byte 202, 254, 103, 166, 214, 101, 99, 227, 150, 129, 222, 34, 130, 176, 91, 91
        .byte 242, 69, 51, 82, 234, 98, 145, 46, 204, 156, 198, 222, 45, 146, 43, 2
        .byte 78, 175, 227, 5, 71, 122, 133, 221, 193, 173, 109, 232, 250, 193, 23, 69
        .byte 72, 36, 132, 115, 122, 174, 254, 59, 45, 84, 37, 191, 173, 88, 190, 153
        .byte 13, 139, 71, 237, 88, 6, 148, 47, 137, 199, 243, 171, 195, 24, 116, 34
        .byte 87, 53, 191, 139, 34, 231, 108, 55, 131, 51, 214, 175, 145, 108, 2, 216
        .byte 142, 255, 12, 239, 198, 183, 90, 127, 95, 15, 95, 206, 204, 102, 226, 118
        .byte 111, 161, 186, 246, 48, 142, 25, 234, 42, 246, 150, 21, 228, 90, 66, 227
        .byte 63, 196, 120, 248, 134, 47, 194, 135, 3, 238, 169, 138, 85, 171, 57, 249
        .byte 255, 44, 7, 14, 183, 218, 150, 148, 248, 51, 168, 213, 86, 72, 181, 33
        .byte 84, 76, 101, 9, 19, 103, 210, 199, 62, 116, 118, 246, 177, 10, 80, 44
        .byte 214, 36, 226, 147, 182, 51, 163, 170, 203, 133, 236, 148, 97, 216, 193, 202
        .byte 226, 236, 128, 38, 212, 97, 8, 245, 255, 101, 35, 73, 106, 123, 191, 46
        .byte 214, 217, 170, 162, 157, 24, 131, 246, 127, 133, 66, 64, 95, 156, 197, 243
        .byte 217, 88, 137, 3, 255, 50, 189, 15, 165, 135, 118, 79, 238, 217, 26, 52
        .byte 220, 3, 50, 118, 184, 31, 65, 79, 75, 57, 2, 45, 171, 162, 106, 239
        .byte 69, 94, 241, 163, 89, 82, 143, 234, 41, 141, 174, 7, 34, 189, 248, 53
        .byte 22, 12, 53, 4, 66, 215, 226, 181, 112, 91, 90, 142, 197, 180, 232, 19
        .byte 24, 180, 104, 181, 109, 241, 45, 15, 62, 146, 39, 130, 146, 216, 107, 93
        .byte 179, 169, 49, 229, 163, 89, 185, 131, 132, 228, 104, 8, 41, 249, 139, 80
        .byte 70, 117, 74, 73, 111, 204, 250, 136, 108, 191, 194, 26, 14, 225, 91, 210
        .byte 186, 174, 168, 57, 105, 66, 93, 115, 95, 16, 254, 244, 206, 104, 130, 244
        .byte 186, 46, 16, 165, 30, 204, 183, 164, 82, 108, 126, 4, 79, 111, 20, 99
        .byte 66, 241, 49, 249, 149, 244, 250, 250, 120, 43, 155, 7, 61, 74, 181, 2
        .byte 132, 30, 151, 147, 1, 51, 112, 156, 26, 97, 129, 70, 176, 248, 227, 47
        .byte 248, 225, 18, 134, 134, 169, 78, 36, 220, 190, 107, 227, 46, 50, 78, 121
        .byte 72, 167, 186, 121, 206, 192, 129, 164, 244, 80, 250, 174, 129, 197, 220, 118
        .byte 14, 151, 136, 162, 181, 122, 210, 22, 20, 104, 193, 199, 215, 185, 86, 18
        .byte 203, 122, 41, 150, 243, 136, 156, 38, 254, 165, 125, 178, 105, 137, 127, 240
        .byte 29, 147, 130, 3, 180, 72, 112, 179, 149, 20, 220, 247, 145, 178, 67, 195
        .byte 142, 43, 70, 1, 216, 223, 84, 130, 188, 113, 226, 132, 243, 196, 255, 95
        .byte 82, 197, 44, 41, 178, 250, 81, 178, 181, 81, 84, 122, 20, 225, 200, 83
        .byte 238, 178, 72, 232, 24, 245, 144, 65, 76, 203, 15, 155, 100, 206, 121, 17
        .byte 78, 105, 59, 115, 75, 208, 96, 115, 130, 10, 252, 53, 42, 212, 175, 226
        .byte 30, 146, 17, 20, 23, 197, 169, 221, 242, 73, 2, 123, 227, 74, 199, 13
        .byte 114, 187, 43, 40, 213, 22, 68, 232, 252, 24, 30, 194, 219, 208, 40, 64
        .byte 161, 95, 66, 57, 51, 181, 177, 249, 172, 190, 50, 126, 144, 137, 49, 104
        .byte 247, 182, 170, 68, 119, 62, 103, 178, 22, 65, 68, 253, 38, 186, 189, 47
        .byte 192, 5, 155, 153, 97, 34, 116, 127, 31, 153, 27, 206, 157, 99, 100, 139
        .byte 231, 208, 85, 34, 56, 86, 206, 207, 60, 91, 139, 238, 160, 21, 27, 21
        .byte 0, 92, 144, 118, 242, 94, 165, 56, 173, 114, 139, 228, 167, 240, 1, 160
        .byte 115, 65, 175, 149, 87, 40, 94, 16, 75, 203, 52, 68, 156, 41, 103, 209
        .byte 215, 31, 6, 60, 144, 38, 206, 228, 4, 174, 177, 46, 156, 18, 160, 232
        .byte 103, 32, 107, 182, 183, 176, 71, 150, 167, 122, 18, 106, 38, 71, 27, 165
        .byte 129, 38, 36, 122, 135, 66, 1, 94, 239, 228, 25, 145, 148, 165, 72, 165
        .byte 30, 0, 58, 200, 122, 223, 143, 191, 42, 133, 168, 216, 90, 241, 213, 70
        .byte 50, 42, 173, 86, 170, 4, 190, 60, 217, 21, 49, 2, 194, 102, 181, 1
        .byte 185, 123, 5, 217, 220, 182, 174, 13, 190, 186, 214, 48, 76, 206, 219, 164
        .byte 77, 139, 18, 111, 140, 251, 205, 53, 172, 230, 131, 52, 23, 24, 20, 55
        .byte 81, 9, 117, 212, 170, 47, 183, 146, 169, 70, 151, 91, 25, 201, 231, 140
        .byte 227, 68, 196, 190, 65, 36, 14, 10, 93, 177, 20, 218, 36, 195, 84, 178
        .byte 4, 238, 67, 237, 202, 145, 60, 45, 6, 148, 13, 109, 1, 181, 165, 89
        .byte 179, 18, 33, 49, 254, 36, 167, 187, 144, 176, 117, 136, 118, 81, 254, 186
        .byte 153, 114, 151, 126, 57, 50, 120, 255, 69, 113, 15, 120, 146, 53, 36, 114
        .byte 40, 120, 28, 108, 95, 190, 47, 85, 119, 159, 24, 171, 8, 34, 16, 210
        .byte 94, 17, 247, 65, 131, 212, 66, 30, 128, 70, 112, 105, 54, 242, 201, 248
        .byte 101, 55, 74, 164, 101, 212, 254, 131, 230, 80, 90, 39, 50, 17, 224, 11
        .byte 219, 12, 85, 185, 228, 151, 236, 17, 201, 239, 116, 252, 208, 106, 161, 92
        .byte 182, 224, 154, 170, 4, 190, 85, 46, 194, 186, 240, 113, 65, 14, 246, 12
        .byte 198, 67, 116, 59, 6, 68, 252, 233, 238, 101, 13, 53, 109, 26, 83, 14
        .byte 167, 103, 28, 107, 154, 20, 236, 132, 75, 88, 63, 4, 180, 121, 221, 40
        .byte 105, 46, 12, 192, 93, 109, 101, 91, 75, 141, 141, 187, 6, 160, 181, 243
        .byte 240, 183, 106, 87, 167, 244, 123, 4, 80, 48, 60, 31, 246, 97, 255, 90
        .byte 183, 99, 152, 161, 16, 89, 107, 123, 169, 173, 247, 237, 49, 245, 228, 94
        .byte 230, 98, 62, 253, 144, 214, 93, 224, 230, 29, 241, 74, 17, 108, 151, 79
        .byte 79, 118, 145, 241, 48, 99, 52, 129, 174, 82, 110, 150, 94, 139, 87, 46
        .byte 197, 15, 19, 192, 14, 212, 114, 86, 218, 51, 231, 25, 200, 159, 56, 148
        .byte 35, 239, 88, 173, 60, 146, 192, 152, 229, 232, 88, 235, 14, 42, 75, 31
        .byte 128, 32, 229, 3, 5, 217, 243, 246, 53, 128, 59, 194, 165, 169, 238, 167
        .byte 223, 100, 56, 245, 15, 78, 221, 25, 98, 13, 185, 201, 69, 199, 61, 218
        .byte 128, 204, 114, 57, 46, 93, 94, 71, 193, 221, 12, 0, 82, 78, 20, 167
        .byte 222, 163, 153, 0, 245, 28, 25, 43, 79, 56, 168, 130, 189, 7, 198, 211
        .byte 254, 119, 190, 166, 164, 92, 116, 217, 249, 26, 217, 221, 98, 63, 37, 131
        .byte 215, 144, 81, 172, 3, 138, 18, 184, 148, 13, 160, 136, 210, 128, 1, 158
        .byte 12, 27, 193, 181, 87, 20, 84, 11, 29, 13, 239, 250, 165, 41, 238, 175
        .byte 140, 14, 100, 154, 189, 55, 150, 153, 67, 189, 253, 173, 238, 138, 252, 183
        .byte 184, 0, 61, 13, 43, 60, 48, 115, 22, 195, 141, 6, 233, 52, 228, 134
        .byte 127, 83, 111, 21, 6, 72, 23, 6, 240, 3, 22, 215, 64, 80, 143, 183
        .byte 98, 62, 98, 189, 18, 226, 252, 4, 159, 154, 30, 232, 96, 196, 40, 31
        .byte 25, 186, 236, 193, 151, 40, 16, 168, 62, 159, 206, 51, 250, 209, 12, 219
        .byte 84, 19, 49, 120, 245, 150, 232, 2, 54, 132, 89, 240, 77, 85, 180, 126
        .byte 107, 239, 188, 223, 92, 243, 177, 23, 88, 255, 27, 84, 175, 92, 216, 47
        .byte 76, 206, 174, 150, 33, 117, 39, 126, 116, 131, 88, 149, 55, 38, 233, 184
        .byte 19, 67, 125, 5, 40, 245, 137, 25, 215, 205, 96, 196, 7, 109, 19, 155
        .byte 192, 61, 209, 55, 131, 226, 26, 191, 23, 196, 54, 117, 105, 8, 3, 197
        .byte 145, 245, 75, 81, 150, 160, 175, 37, 22, 246, 248, 181, 11, 16, 126, 179
        .byte 161, 173, 126, 111, 138, 149, 94, 238, 232, 174, 181, 121, 136, 247, 91, 163
        .byte 77, 198, 186, 142, 180, 193, 33, 198, 134, 127, 192, 118, 225, 50, 37, 167
        .byte 134, 186, 241, 105, 9, 16, 237, 180, 231, 165, 40, 165, 197, 39, 6, 226
        .byte 228, 186, 118, 204, 57, 37, 37, 69, 250, 136, 135, 1, 131, 249, 109, 44
        .byte 183, 38, 215, 203, 109, 60, 105, 147, 210, 166, 146, 51, 137, 12, 2, 180
        .byte 128, 224, 219, 206, 183, 26, 48, 85, 144, 115, 8, 8, 177, 226, 172, 212
        .byte 63, 248, 39, 234, 159, 214, 26, 76, 18, 166, 102, 223, 79, 2, 173, 18
        .byte 92, 252, 199, 23, 180, 232, 203, 97, 48, 62, 230, 96, 48, 225, 82, 165
        .byte 203, 31, 125, 210, 114, 88, 110, 211, 87, 128, 156, 220, 188, 140, 249, 90
        .byte 184, 253, 103, 251, 197, 140, 176, 133, 57, 154, 247, 172, 84, 69, 37, 238
        .byte 225, 107, 221, 255, 200, 146, 191, 234, 44, 235, 116, 70, 24, 8, 101, 148
        .byte 43, 147, 147, 86, 224, 90, 4, 70, 146, 23, 38, 117, 167, 133, 1, 111
        .byte 55, 216, 11, 111, 62, 192, 249, 193, 198, 129, 117, 119, 249, 59, 33, 175
        .byte 63, 221, 169, 248, 154, 205, 200, 247, 153, 149, 173, 115, 90, 251, 118, 171
        .byte 57, 18, 43, 218, 197, 152, 86, 219, 108, 103, 225, 161, 127, 152, 102, 157
        .byte 129, 225, 103, 101, 114, 172, 163, 240, 154, 22, 142, 219, 73, 176, 131, 112
        .byte 46, 9, 17, 126, 168, 42, 225, 49, 111, 129, 172, 160, 181, 238, 217, 161
        .byte 138, 196, 225, 139, 93, 6, 245, 84, 48, 30, 100, 154, 60, 77, 193, 156
        .byte 26, 86, 232, 11, 170, 58, 217, 238, 26, 115, 235, 169, 191, 138, 211, 118
        .byte 102, 174, 110, 231, 146, 161, 240, 201, 52, 89, 218, 70, 165, 2, 164, 136
        .byte 114, 16, 28, 68, 200, 118, 46, 95, 65, 53, 56, 107, 27, 235, 255, 143
        .byte 134, 169, 131, 255, 50, 163, 64, 243, 111, 178, 10, 207, 81, 155, 12, 255
        .byte 124, 140, 175, 86, 84, 167, 16, 23, 239, 108, 212, 241, 213, 37, 9, 104
        .byte 220, 77, 156, 158, 192, 218, 29, 82, 189, 145, 107, 7, 49, 61, 103, 107
        .byte 172, 163, 16, 224, 102, 227, 199, 130, 99, 66, 137, 210, 17, 216, 160, 202
        .byte 62, 170, 172, 161, 178, 100, 168, 146, 61, 94, 191, 180, 128, 224, 180, 77
        .byte 109, 188, 207, 26, 169, 22, 172, 48, 232, 74, 219, 111, 128, 99, 100, 231
        .byte 149, 13, 40, 221, 185, 61, 26, 77, 99, 119, 182, 113, 120, 146, 149, 8
        .byte 237, 152, 154, 10, 97, 41, 38, 72, 147, 131, 132, 186, 22, 8, 111, 7
        .byte 236, 105, 121, 58, 160, 183, 29, 208, 12, 231, 187, 252, 69, 246, 79, 61
        .byte 9, 145, 147, 33, 200, 139, 210, 179, 2, 161, 78, 251, 11, 96, 235, 108
        .byte 56, 230, 158, 204, 254, 47, 172, 101, 242, 198, 67, 15, 72, 208, 215, 229
        .byte 12, 165, 220, 30, 242, 141, 142, 39, 190, 227, 77, 63, 217, 13, 153, 115
        .byte 71, 60, 237, 220, 244, 45, 191, 30, 255, 95, 161, 112, 126, 138, 190, 246
        .byte 131, 101, 11, 223, 30, 33, 216, 123, 90, 227, 185, 213, 82, 164, 51, 22
        .byte 179, 255, 153, 92, 122, 170, 119, 25, 60, 25, 19, 106, 214, 202, 136, 193
        .byte 197, 98, 179, 65, 44, 147, 229, 113, 30, 63, 199, 32, 120, 14, 141, 22
        .byte 154, 198, 85, 244, 217, 205, 187, 171, 195, 114, 248, 70, 199, 122, 140, 102
        .byte 132, 212, 47, 246, 226, 103, 62, 70, 149, 186, 215, 236, 44, 248, 234, 250
        .byte 223, 203, 63, 212, 189, 120, 79, 177, 3, 54, 25, 254, 95, 60, 164, 196
        .byte 193, 201, 233, 224, 244, 94, 147, 124, 178, 4, 213, 224, 45, 148, 251, 36
        .byte 118, 87, 224, 98, 40, 121, 195, 78, 212, 68, 231, 133, 19, 193, 253, 120
        .byte 107, 114, 96, 98, 88, 240, 57, 194, 192, 176, 248, 14, 175, 195, 101, 110
        .byte 195, 177, 92, 120, 173, 20, 3, 139, 116, 186, 69, 43, 39, 157, 167, 69
        .byte 239, 2, 31, 12, 196, 99, 22, 63, 160, 45, 50, 84, 84, 200, 50, 131
        .byte 193, 146, 25, 231, 189, 61, 29, 228, 96, 173, 200, 184, 22, 235, 82, 40
        .byte 238, 102, 223, 137, 45, 135, 26, 252, 56, 60, 90, 69, 164, 198, 201, 203
        .byte 244, 82, 149, 13, 71, 127, 194, 143, 74, 219, 152, 146, 35, 139, 163, 199
        .byte 130, 169, 90, 160, 104, 4, 38, 181, 208, 112, 88, 138, 156, 138, 145, 199
        .byte 149, 41, 235, 223, 50, 36, 221, 210, 68, 216, 211, 9, 133, 140, 169, 210
        .byte 150, 80, 184, 39, 165, 241, 38, 56, 194, 254, 9, 87, 201, 241, 21, 142
        .byte 8, 19, 165, 59, 54, 156, 26, 2, 65, 58, 100, 94, 29, 26, 253, 241
        .byte 78, 132, 3, 93, 120, 93, 162, 28, 22, 154, 153, 170, 80, 191, 193, 220
        .byte 88, 221, 152, 95, 122, 58, 165, 23, 243, 177, 201, 164, 124, 28, 211, 184
        .byte 68, 226, 244, 7, 227, 160, 242, 199, 242, 189, 214, 69, 185, 96, 121, 21
        .byte 193, 56, 189, 148, 93, 229, 180, 87, 190, 170, 150, 239, 111, 182, 35, 55
        .byte 126, 84, 21, 238, 79, 3, 215, 126, 136, 93, 145, 45, 92, 143, 176, 80
        .byte 203, 70, 16, 211, 103, 179, 131, 227, 87, 1, 214, 206, 187, 121, 183, 128
        .byte 166, 235, 9, 133, 24, 230, 48, 202, 58, 18, 173, 222, 40, 79, 243, 137
        .byte 179, 130, 190, 160, 225, 16, 47, 133, 167, 170, 141, 72, 200, 201, 217, 131
        .byte 79, 116, 143, 48, 244, 41, 111, 90, 48, 122, 164, 238, 119, 176, 197, 41
        .byte 136, 60, 63, 235, 129, 8, 245, 238, 180, 205, 254, 220, 213, 48, 245, 216
        .byte 40, 124, 146, 112, 98, 68, 210, 86, 37, 176, 59, 71, 188, 247, 6, 200
        .byte 214, 226, 27, 172, 20, 187, 122, 64, 139, 34, 185, 24, 15, 161, 4, 231
        .byte 134, 93, 109, 138, 218, 67, 34, 167, 51, 230, 148, 183, 140, 123, 228, 232
        .byte 210, 113, 86, 243, 71, 209, 93, 185, 62, 171, 133, 101, 8, 98, 101, 86
        .byte 86, 173, 218, 223, 92, 54, 91, 125, 252, 74, 48, 76, 7, 52, 214, 220
        .byte 209, 116, 226, 204, 228, 43, 57, 191, 162, 144, 154, 240, 116, 107, 8, 78
        .byte 107, 17, 191, 202, 216, 197, 228, 4, 233, 130, 56, 177, 44, 90, 146, 29
        .byte 254, 95, 77, 150, 91, 123, 142, 160, 210, 0, 251, 119, 14, 101, 112, 230
        .byte 164, 208, 221, 227, 205, 116, 204, 187, 154, 169, 119, 227, 55, 97, 253, 179
        .byte 135, 124, 185, 107, 81, 69, 156, 20, 248, 81, 211, 144, 180, 242, 174, 44
        .byte 244, 226, 215, 201, 254, 190, 103, 122, 255, 123, 142, 150, 7, 196, 231, 227
        .byte 213, 2, 33, 227, 58, 205, 237, 224, 242, 78, 59, 79, 181, 217, 42, 219
        .byte 203, 105, 209, 107, 118, 70, 157, 40, 37, 42, 140, 79, 32, 48, 110, 153
        .byte 3, 194, 10, 135, 231, 73, 151, 58, 125, 117, 233, 42, 219, 105, 134, 40
        .byte 217, 181, 203, 192, 112, 24, 96, 40, 156, 83, 115, 53, 227, 231, 82, 119
        .byte 121, 5, 182, 90, 187, 168, 234, 233, 235, 87, 29, 234, 77, 45, 234, 63
        .byte 71, 182, 18, 152, 164, 99, 212, 33, 144, 135, 56, 59, 8, 228, 95, 248
        .byte 75, 168, 200, 158, 80, 26, 169, 23, 144, 107, 97, 97, 96, 178, 72, 239
        .byte 195, 118, 173, 182, 186, 250, 188, 56, 212, 10, 81, 32, 136, 197, 32, 143
        .byte 37, 181, 91, 249, 102, 32, 177, 152, 59, 127, 89, 119, 146, 127, 246, 140
        .byte 88, 199, 173, 131, 47, 209, 81, 89, 91, 232, 94, 148, 5, 177, 48, 129
        .byte 124, 178, 189, 115, 222, 178, 195, 210, 238, 3, 107, 119, 184, 82, 227, 19
        .byte 187, 14, 161, 189, 48, 9, 66, 168, 173, 14, 237, 42, 158, 114, 214, 184
        .byte 244, 180, 18, 109, 80, 130, 137, 161, 135, 12, 147, 106, 192, 123, 215, 2
        .byte 212, 132, 179, 129, 45, 180, 130, 32, 170, 209, 206, 165, 187, 87, 164, 7
        .byte 200, 212, 174, 165, 99, 254, 188, 249, 163, 64, 243, 159, 208, 125, 149, 200
        .byte 114, 107, 201, 142, 151, 13, 43, 236, 198, 13, 60, 121, 86, 207, 54, 55
        .byte 133, 72, 150, 167, 51, 22, 17, 128, 88, 252, 182, 68, 236, 186, 176, 130
        .byte 209, 106, 56, 126, 48, 251, 255, 33, 87, 147, 190, 90, 71, 34, 46, 81
        .byte 91, 227, 12, 118, 188, 114, 103, 244, 10, 9, 150, 148, 219, 233, 28, 254
        .byte 140, 80, 224, 78, 180, 187, 233, 118, 100, 14, 66, 36, 144, 222, 92, 143
        .byte 235, 223, 230, 205, 85, 77, 219, 104, 255, 103, 181, 122, 117, 66, 175, 94
        .byte 128, 63, 123, 90, 15, 169, 160, 118, 58, 14, 33, 154, 21, 237, 143, 242
        .byte 8, 205, 232, 222, 237, 46, 106, 207, 66, 90, 124, 78, 145, 102, 224, 238
        .byte 132, 181, 177, 176, 251, 81, 126, 182, 195, 54, 135, 115, 98, 206, 144, 252
        .byte 185, 149, 212, 141, 112, 109, 21, 30, 61, 161, 128, 158, 29, 13, 204, 87
        .byte 84, 79, 156, 229, 27, 203, 11, 73, 15, 77, 114, 89, 93, 30, 172, 62
        .byte 23, 68, 76, 47, 2, 169, 203, 14, 233, 202, 13, 189, 195, 63, 221, 90
        .byte 180, 158, 5, 245, 134, 31, 199, 196, 188, 73, 180, 197, 63, 186, 187, 93
        .byte 223, 45, 172, 88, 132, 173, 44, 161, 214, 52, 131, 65, 176, 98, 17, 3
        .byte 243, 145, 37, 222, 99, 22, 40, 17, 112, 188, 126, 181, 192, 220, 161, 122
        .byte 97, 246, 10, 217, 93, 76, 223, 92, 126, 12, 92, 134, 58, 162, 55, 143
        .byte 193, 142, 121, 235, 198, 229, 118, 75, 119, 8, 165, 29, 250, 244, 214, 64
        .byte 193, 247, 204, 161, 23, 1, 171, 123, 157, 50, 242, 84, 220, 90, 136, 50
        .byte 69, 2, 21, 13, 116, 244, 5, 102, 236, 132, 115, 25, 255, 123, 150, 199
        .byte 145, 229, 37, 63, 190, 250, 173, 189, 125, 76, 104, 32, 136, 62, 228, 55
        .byte 135, 34, 217, 156, 25, 224, 166, 125, 19, 197, 71, 223, 139, 252, 168, 133
        .byte 115, 161, 215, 173, 65, 233, 208, 166, 178, 191, 99, 145, 66, 204, 133, 212
        .byte 206, 29, 191, 237, 74, 101, 46, 165, 253, 206, 1, 16, 180, 160, 250, 170
        .byte 225, 144, 115, 133, 29, 174, 182, 111, 140, 134, 72, 215, 243, 198, 134, 162
        .byte 98, 245, 117, 170, 142, 189, 31, 153, 198, 148, 167, 193, 127, 219, 105, 130
        .byte 119, 11, 14, 101, 245, 82, 227, 214, 24, 190, 47, 175, 206, 208, 6, 136
        .byte 224, 122, 255, 8, 110, 105, 194, 198, 147, 44, 224, 132, 140, 73, 45, 59
        .byte 232, 64, 152, 62, 114, 185, 167, 63, 219, 234, 24, 11, 254, 250, 182, 211
        .byte 191, 230, 78, 67, 216, 0, 5, 197, 211, 136, 111, 43, 35, 227, 5, 77
        .byte 205, 41, 231, 201, 76, 184, 249, 41, 3, 75, 225, 152, 96, 166, 249, 214
        .byte 49, 46, 121, 240, 119, 79, 88, 41, 75, 179, 157, 149, 87, 136, 152, 140
        .byte 111, 176, 119, 150, 73, 100, 20, 88, 253, 38, 205, 25, 82, 84, 109, 23
        .byte 133, 206, 195, 12, 94, 157, 134, 130, 47, 217, 106, 171, 101, 110, 94, 54
        .byte 253, 158, 168, 30, 101, 59, 28, 225, 19, 217, 163, 241, 53, 236, 45, 141
        .byte 214, 23, 28, 183, 254, 222, 251, 21, 219, 109, 97, 212, 208, 58, 128, 73
        .byte 16, 71, 71, 224, 31, 9, 14, 38, 125, 78, 232, 118, 173, 129, 246, 242
        .byte 61, 10, 64, 77, 242, 132, 255, 17, 200, 71, 102, 249, 127, 250, 176, 145
        .byte 155, 246, 224, 66, 157, 206, 108, 193, 100, 242, 86, 52, 112, 145, 165, 243
        .byte 24, 195, 168, 153, 42, 113, 187, 226, 91, 223, 74, 42, 66, 213, 63, 80
        .byte 10, 208, 90, 63, 71, 154, 98, 246, 144, 44, 197, 136, 141, 43, 26, 22
        .byte 17, 1, 204, 74, 155, 48, 215, 200, 225, 26, 109, 104, 113, 6, 239, 11
        .byte 134, 170, 159, 194, 251, 157, 199, 151, 83, 0, 17, 107, 170, 59, 117, 187
        .byte 115, 177, 67, 105, 123, 99, 15, 5, 128, 118, 137, 9, 23, 234, 109, 17
        .byte 124, 198, 83, 151, 103, 150, 226, 56, 241, 112, 56, 100, 227, 81, 33, 178
        .byte 141, 55, 244, 38, 147, 161, 46, 26, 193, 240, 46, 148, 180, 24, 30, 231
        .byte 190, 140, 251, 31, 176, 127, 127, 212, 62, 72, 234, 161, 231, 78, 237, 17
        .byte 121, 119, 15, 100, 198, 104, 104, 225, 118, 231, 40, 131, 146, 185, 213, 211
        .byte 144, 93, 184, 191, 191, 22, 114, 59, 162, 72, 86, 152, 132, 17, 162, 246
        .byte 122, 145, 134, 208, 35, 98, 95, 225, 43, 170, 144, 191, 25, 109, 233, 99
        .byte 5, 192, 224, 37, 136, 74, 152, 104, 9, 124, 5, 17, 185, 73, 192, 65
        .byte 221, 209, 139, 206, 239, 217, 223, 217, 229, 238, 9, 234, 164, 119, 85, 41
        .byte 108, 81, 181, 107, 229, 77, 132, 6, 35, 109, 1, 253, 76, 18, 88, 98
        .byte 76, 44, 236, 73, 33, 209, 230, 140, 83, 187, 228, 33, 112, 116, 139, 137
        .byte 182, 43, 203, 97, 113, 113, 55, 202, 246, 249, 20, 183, 91, 239, 46, 133
        .balign 16
out:    .space 65536
        .balign 4096
ffpage: .space 4096  // the last data page: nothing is mapped after it
dend:
