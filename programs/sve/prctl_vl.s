// QEMU: compare
// Covers: prctl(PR_SVE_SET_VL = 50 / PR_SVE_GET_VL = 51 / PR_SME_SET_VL = 63 / PR_SME_GET_VL = 64)
// changing VL and SVL, and what depends on them: CNTB/RDVL, INCW, PTRUE, DUP indexed with an
// index beyond the vector (-> zero), WHILELT, RDSVL (always SVL), CNTW inside smstart (SVL).
// Set returns the new length in bytes; lengths above 256 are clamped to 256, a length that is not
// a multiple of 16 fails with -EINVAL (-22); SME lengths round down to a power of two (48 -> 32).
// Each set also shows that Z keeps its low bytes (the first 16 survive any VL change).
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        index   z0.s, #1, #1            // 1, 2, 3, ... at VL 512
        mov     x0, #50 ; mov x1, #16 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8   // 16
        mov     x0, #51 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8                  // 16
        cntb    x1                      ; str x1, [x20], #8     // 16
        dup     z1.s, z0.s[5]           // index 5 >= 4 lanes: zero
        str     z1, [x20]
        str     z0, [x20, #1, mul vl]   // 1, 2, 3, 4
        addvl   x20, x20, #2
        mov     x0, #50 ; mov x1, #32 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8   // 32
        rdvl    x1, #3                  ; str x1, [x20], #8     // 96
        dup     z1.s, z0.s[5]           // lane 5 exists now but was cleared by the narrowing
        str     z1, [x20]
        mov     x2, #0
        incw    x2, all, mul #3         // 24
        addvl   x20, x20, #1
        str     x2, [x20], #8
        mov     x0, #50 ; mov x1, #4096 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8 // 256
        cntd    x1                      ; str x1, [x20], #8     // 32
        mov     x0, #50 ; mov x1, #8 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8    // -22
        mov     x0, #51 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8                  // still 256
        mov     x0, #50 ; mov x1, #64 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8   // 64
        ptrue   p0.s, mul3
        str     p0, [x20]               // 15 of 16 words
        add     x20, x20, #8
        // streaming length
        mov     x0, #64 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8                  // 32
        mov     x0, #63 ; mov x1, #48 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8   // 32
        mov     x0, #63 ; mov x1, #16 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8   // 16
        rdsvl   x1, #1                  ; str x1, [x20], #8     // 16
        cntw    x1                      ; str x1, [x20], #8     // 16 (VL 512, not streaming)
        smstart sm
        cntw    x1                      ; str x1, [x20], #8     // 4  (SVL 128)
        rdvl    x1, #1                  ; str x1, [x20], #8     // 16 (RDVL uses SVL when SM=1)
        mov     x2, #0
        mov     x3, #100
        whilelt p1.b, x2, x3            // 16 bytes
        cntb    x1                      ; str x1, [x20], #8
        smstop  sm
        mov     x0, #63 ; mov x1, #128 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8  // 128
        mov x1, #0 ; addsvl x1, x1, #1 ; str x1, [x20], #8     // 128
        mov x1, #0 ; addspl x1, x1, #-1 ; str x1, [x20], #8     // -16
        mov     x0, #64 ; mov x8, #167 ; svc #0 ; str x0, [x20], #8                  // 128

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
out:    .space  4096
