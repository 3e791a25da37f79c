// QEMU: compare
// Covers: the shape of a libc-style memcpy/memset: a 64-byte main loop of LD1/ST1 {4 registers}
// with post-index #64, then 32-/16-/8-/4-/1-byte tails (LDNP/STNP Q, LDR/STR Q/D/S/B), LD1/ST1 with
// 1-3 registers and a register post-index (Xm), .8b/.4h/.1d arrangements; memset broadcasts a byte
// with DUP Vd.16b, Wn and stores with STP Q (pre-index) and ST1; a checksum with ADDV.
// CHECK: exit == 0
        .text
        .global _start
_start:
        // fill src with a byte pattern: src[i] = i * 7 + 3
        adr     x0, src
        mov     x1, #0
        mov     w2, #3
1:      strb    w2, [x0, x1]
        add     w2, w2, #7
        add     x1, x1, #1
        cmp     x1, #256
        b.lo    1b
        // memcpy(dst + 3, src + 1, 231)
        adr     x0, dst
        add     x0, x0, #3
        adr     x1, src
        add     x1, x1, #1
        mov     x2, #231
2:      cmp     x2, #64
        b.lo    3f
        ld1     {v0.16b, v1.16b, v2.16b, v3.16b}, [x1], #64
        st1     {v0.16b, v1.16b, v2.16b, v3.16b}, [x0], #64
        sub     x2, x2, #64
        b       2b
3:      tbz     x2, #5, 4f
        ldnp    q0, q1, [x1]                    // non-temporal pair, then the bases move
        stnp    q0, q1, [x0]
        add     x1, x1, #32
        add     x0, x0, #32
4:      tbz     x2, #4, 5f
        ldr     q0, [x1], #16
        str     q0, [x0], #16
5:      tbz     x2, #3, 6f
        ldr     d0, [x1], #8
        str     d0, [x0], #8
6:      tbz     x2, #2, 7f
        ldr     s0, [x1], #4
        str     s0, [x0], #4
7:      and     x2, x2, #3
        cbz     x2, 9f
8:      ldr     b0, [x1], #1
        str     b0, [x0], #1
        subs    x2, x2, #1
        b.ne    8b
9:      // register post-index and narrower arrangements
        adr     x1, src
        adr     x0, dst2
        mov     x3, #48
        ld1     {v4.4s, v5.4s, v6.4s}, [x1], x3
        st1     {v4.2d, v5.2d, v6.2d}, [x0], x3
        ld1     {v7.8b, v8.8b}, [x1], #16
        mov     v9.8b, v7.8b
        st1     {v8.8b, v9.8b}, [x0], #16
        ld1     {v11.4h}, [x1]
        st1     {v11.1d}, [x0], #8
        mov     x3, #0
        ld1     {v10.2s}, [x1], x3
        st1     {v10.2s}, [x0]
        str     q10, [x0, #8]                   // the upper half of a .2s load is zero
        // memset(buf + 5, 0xa7, 100): DUP, STP Q pre-index, ST1, tail bytes
        adr     x0, mset
        add     x0, x0, #5
        mov     w1, #0xa7
        mov     x2, #100
        dup     v0.16b, w1
        mov     v1.16b, v0.16b
        stp     q0, q1, [x0, #0]
        stp     q0, q1, [x0, #32]!
        add     x0, x0, #32
        st1     {v0.16b, v1.16b}, [x0], #32
        str     d0, [x0], #4                    // overlapping tail: 4 bytes left
        // checksum of dst with ADDV over bytes (mod 256) and halfwords
        adr     x1, dst
        movi    v20.2d, #0
        mov     x2, #0
10:     ld1     {v21.16b}, [x1], #16
        add     v20.16b, v20.16b, v21.16b
        add     x2, x2, #16
        cmp     x2, #240
        b.lo    10b
        addv    b22, v20.16b
        addv    h23, v20.8h
        adr     x0, sums
        str     b22, [x0]
        str     h23, [x0, #2]

        mov     x0, #1
        adr     x1, dst
        adr     x2, end
        sub     x2, x2, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .data
        .balign 16
src:    .space  256
dst:    .space  240
dst2:   .space  112
mset:   .space  144
sums:   .space  16
end:
