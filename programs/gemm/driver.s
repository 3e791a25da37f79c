// The five loops of a packed GEMM (Goto / BLIS / ulmBLAS):
//   for jc (NC) { for pc (KC) { pack B block -> Bpack
//     for ic (MC) { pack A block -> Apack
//       for jr (NR) { micro-kernel: for ir (MR, inside the kernel) { C[ic+ir.., jc+jr..]
//                                                     (=|+=) Apanel * Bpanel }}}}}
// MR = NR = 2*SVL/32, read at run time (CNTW), so one binary runs at any SVL >= 256.
// C = A*B: the first k block overwrites C (beta 0, ZA zeroed), later ones accumulate (beta 1).
//
// in: x0 -> parameter block (quads):
//    0 M   8 N   16 K   24 MC   32 KC   40 NC   48 flags   56 reps
//   64 A descriptor {base, mode, G, s, T1e}   104 B descriptor   144 C descriptor
//  184 Apack   192 Bpack   200 kernel index   208.. micro-kernel addresses (f32, f16, i8)
//  232 K in elements   240 per: values per 32-bit lane (1 fp32, 2 fp16, 4 int8; for 2 and 4,
//      M/N/K/KC above count k-steps of `per` values and the A/B descriptors are in bytes)
// flags: bit 0 unpacked (micro-kernel reads A (column-major) and B (row-major) in place),
//        bit 1 prepacked (Apack/Bpack already hold the packed operands: no packing; one block).
// reps: each micro-kernel call is made `reps` times (1 for a GEMM; 0 to time the packing).
// A descriptor mode 0: rows contiguous (row-major, T(8,128)), 1: columns contiguous.
// Must run in streaming mode with ZA on.
        .text
        .balign 4
gemm_driver:
        stp     x29, x30, [sp, #-96]!
        stp     x19, x20, [sp, #16]
        stp     x21, x22, [sp, #32]
        stp     x23, x24, [sp, #48]
        stp     x25, x26, [sp, #64]
        stp     x27, x28, [sp, #80]
        mov     x27, x0
        mov     x19, #0                         // jc
.Lgd_jc:
        ldr     x0, [x27, #8]
        cmp     x19, x0
        b.hs    .Lgd_done
        ldr     x1, [x27, #40]
        sub     x0, x0, x19
        cmp     x0, x1
        csel    x24, x0, x1, lo                 // nc
        mov     x20, #0                         // pc
.Lgd_pc:
        ldr     x0, [x27, #16]
        cmp     x20, x0
        b.hs    .Lgd_jc_next
        ldr     x1, [x27, #32]
        sub     x0, x0, x20
        cmp     x0, x1
        csel    x25, x0, x1, lo                 // kc
        ldr     x9, [x27, #48]
        tst     x9, #3
        b.ne    1f
        add     x0, x27, #104                   // pack B(pc.., jc..): r = column j, copy if rows contiguous
        ldr     x1, [x27, #192]
        mov     x2, x24
        mov     x3, x25
        mov     x4, x19
        mov     x5, x20
        ldr     x6, [x27, #112]
        eor     x6, x6, #1
        bl      pack_any
1:      mov     x21, #0                         // ic
.Lgd_ic:
        ldr     x0, [x27, #0]
        cmp     x21, x0
        b.hs    .Lgd_pc_next
        ldr     x1, [x27, #24]
        sub     x0, x0, x21
        cmp     x0, x1
        csel    x26, x0, x1, lo                 // mc
        ldr     x9, [x27, #48]
        tst     x9, #3
        b.ne    1f
        add     x0, x27, #64                    // pack A(ic.., pc..): r = row i, copy if columns contiguous
        ldr     x1, [x27, #184]
        mov     x2, x26
        mov     x3, x25
        mov     x4, x21
        mov     x5, x20
        ldr     x6, [x27, #72]
        bl      pack_any
1:      mov     x22, #0                         // jr
.Lgd_jr:
        cmp     x22, x24
        b.hs    .Lgd_ic_next
        ldr     x28, [x27, #56]                 // calls left (reps)
        cbz     x28, .Lgd_jr_next               // reps 0: packing only (to time it)
.Lgd_call:                                      // one call: all mc rows of this column of blocks
        ldr     x15, [x27, #48]                 // flags
        ldr     x14, [x27, #200]                // kernel index
        ldr     x0, [x27, #184]
        ldr     x1, [x27, #192]
        cntw    x12
        lsl     x12, x12, #1                    // MR = NR
        mul     x17, x22, x25
        add     x14, x27, x14, lsl #3
        mov     x2, x25
        mov     x3, x26                         // mr: the whole A block, the kernel loops over MR
        sub     x4, x24, x22
        cmp     x4, x12
        csel    x4, x4, x12, lo                 // nr
        cmp     x20, #0
        cset    x5, ne                          // beta
        add     x8, x27, #144
        mov     x9, x21
        add     x10, x19, x22
        ldr     x11, [x14, #208]                // micro-kernel: table[KERNEL]
        tbnz    x15, #0, 2f
        add     x1, x1, x17, lsl #2             // packed: B panel at jr*kc values
        lsl     x6, x12, #2
        mov     x7, x6
        mul     x12, x6, x25                    // A panels MR*kc values apart
        b       3f
2:      ldr     x0, [x27, #64]                  // in place: A column-major, B row-major (untiled)
        ldr     x6, [x27, #88]                  // sA: bytes per column of A
        madd    x1, x20, x6, x0
        add     x0, x1, x21, lsl #2             // &A(ic, pc)
        ldr     x1, [x27, #104]
        ldr     x7, [x27, #128]                 // sB: bytes per row of B
        add     x13, x19, x22
        madd    x16, x20, x7, x1
        add     x1, x16, x13, lsl #2            // &B(pc, jc+jr)
        lsl     x12, x12, #2                    // A blocks MR rows (MR*4 bytes) apart
3:      blr     x11
        subs    x28, x28, #1
        b.ne    .Lgd_call
.Lgd_jr_next:
        cntw    x0
        add     x22, x22, x0, lsl #1
        b       .Lgd_jr
.Lgd_ic_next:
        ldr     x1, [x27, #24]
        add     x21, x21, x1
        b       .Lgd_ic
.Lgd_pc_next:
        ldr     x1, [x27, #32]
        add     x20, x20, x1
        b       .Lgd_pc
.Lgd_jc_next:
        ldr     x1, [x27, #40]
        add     x19, x19, x1
        b       .Lgd_jc
.Lgd_done:
        ldp     x19, x20, [sp, #16]
        ldp     x21, x22, [sp, #32]
        ldp     x23, x24, [sp, #48]
        ldp     x25, x26, [sp, #64]
        ldp     x27, x28, [sp, #80]
        ldp     x29, x30, [sp], #96
        ret

// pack_any: pack_panels for fp32; for fp16 / int8 operands (per > 1) the copy direction takes
// pack_zip (pairs / quads along k interleaved into 32-bit lanes) and the transpose direction
// pack_panels on the source seen as 32-bit words (per k values each), followed by pack_mask
// when the block ends inside the last word of a row (K mod per != 0).
// in: as pack_panels (x0-x6), x27 -> parameter block. Clobbers as pack_panels.
pack_any:
        ldr     x9, [x27, #240]                 // per
        cmp     x9, #1
        b.eq    pack_panels
        stp     x29, x30, [sp, #-48]!
        stp     x19, x20, [sp, #16]
        stp     x21, x22, [sp, #32]
        ldr     x7, [x27, #232]                 // K (elements)
        cbz     x6, 1f
        mov     x6, x9
        bl      pack_zip
        b       2f
1:      mov     x19, x1
        mov     x20, x2
        mov     x21, x3
        add     x22, x5, x3
        mul     x22, x22, x9
        sub     x22, x22, x7                    // values past K in the block's last word
        bl      pack_panels
        cmp     x22, #0
        b.le    2f                              // not the last block, or K mod per = 0
        ldr     x9, [x27, #240]
        mov     x10, #32
        udiv    x10, x10, x9                    // bits per value
        mul     x22, x22, x10
        mov     w7, #-1
        lsr     w7, w7, w22                     // keep the low (valid) values
        mov     x1, x19
        mov     x2, x20
        mov     x3, x21
        bl      pack_mask
2:      ldp     x19, x20, [sp, #16]
        ldp     x21, x22, [sp, #32]
        ldp     x29, x30, [sp], #48
        ret
