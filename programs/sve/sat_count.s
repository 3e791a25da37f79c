// QEMU: compare
// assembler: clang
// Covers: SVE SQINC/UQINC/SQDEC/UQDEC{B,H,W,D} by element count (isa/a64/sve_satcount.py):
// the 64-bit, signed 32-bit (sign-extended) and unsigned 32-bit register forms and the H/W/D
// vector forms, at the edges of each range, with patterns and multipliers; GCC 12 emits
// uqdecw/uqdecb in its SVE loops. Registers and vectors at VL 512, 128 and 384 bits.
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

// one pass at the current vector length: results appended at x20
body:
        adr x9, vals
        adr x10, vecs
        ldr x2, [x9, #0] ; sqincb x2 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; sqincb x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; sqincb x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; sqincb x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; sqincb x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; sqincb x3, w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; sqincb x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; sqincb x3, w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; sqincb x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #32] ; sqincb x3, w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; sqincb x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; sqincb x3, w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; sqincb x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; sqincb x3, w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; sqincb x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; sqincb x3, w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; sqincb x2 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; sqincb x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; sqincb x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; sqincb x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #0] ; sqdecb x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; sqdecb x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; sqdecb x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #8] ; sqdecb x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; sqdecb x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; sqdecb x3, w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; sqdecb x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; sqdecb x3, w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; sqdecb x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; sqdecb x3, w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; sqdecb x2 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; sqdecb x3, w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; sqdecb x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; sqdecb x3, w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; sqdecb x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; sqdecb x3, w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; sqdecb x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; sqdecb x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; sqdecb x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #72] ; sqdecb x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #0] ; uqincb x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; uqincb w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; uqincb x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; uqincb w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; uqincb x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #16] ; uqincb w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; uqincb x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; uqincb w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; uqincb x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; uqincb w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; uqincb x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; uqincb w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; uqincb x2 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; uqincb w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; uqincb x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; uqincb w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; uqincb x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; uqincb w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; uqincb x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; uqincb w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #0] ; uqdecb x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; uqdecb w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; uqdecb x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; uqdecb w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; uqdecb x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; uqdecb w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; uqdecb x2 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; uqdecb w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; uqdecb x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; uqdecb w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; uqdecb x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; uqdecb w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; uqdecb x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; uqdecb w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; uqdecb x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #56] ; uqdecb w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; uqdecb x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; uqdecb w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; uqdecb x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; uqdecb w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #0] ; sqinch x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; sqinch x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; sqinch x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; sqinch x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; sqinch x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; sqinch x3, w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; sqinch x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #24] ; sqinch x3, w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; sqinch x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; sqinch x3, w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; sqinch x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; sqinch x3, w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; sqinch x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; sqinch x3, w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; sqinch x2 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; sqinch x3, w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; sqinch x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; sqinch x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; sqinch x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; sqinch x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; sqinch z3.h ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; sqinch z3.h, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; sqinch z3.h, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; sqinch z3.h, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; sqdech x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #0] ; sqdech x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; sqdech x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; sqdech x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; sqdech x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; sqdech x3, w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; sqdech x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; sqdech x3, w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; sqdech x2 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; sqdech x3, w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; sqdech x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; sqdech x3, w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; sqdech x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; sqdech x3, w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; sqdech x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; sqdech x3, w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; sqdech x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #64] ; sqdech x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; sqdech x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; sqdech x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; sqdech z3.h ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; sqdech z3.h, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; sqdech z3.h, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; sqdech z3.h, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; uqinch x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; uqinch w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; uqinch x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #8] ; uqinch w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; uqinch x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; uqinch w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; uqinch x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; uqinch w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; uqinch x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; uqinch w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; uqinch x2 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; uqinch w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; uqinch x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; uqinch w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; uqinch x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; uqinch w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; uqinch x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; uqinch w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; uqinch x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #72] ; uqinch w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; uqinch z3.h ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; uqinch z3.h, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; uqinch z3.h, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; uqinch z3.h, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; uqdech x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; uqdech w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; uqdech x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; uqdech w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; uqdech x2 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; uqdech w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; uqdech x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; uqdech w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; uqdech x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; uqdech w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; uqdech x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; uqdech w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; uqdech x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #48] ; uqdech w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; uqdech x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; uqdech w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; uqdech x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; uqdech w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; uqdech x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; uqdech w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; uqdech z3.h ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; uqdech z3.h, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; uqdech z3.h, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; uqdech z3.h, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; sqincw x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; sqincw x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; sqincw x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; sqincw x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; sqincw x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #16] ; sqincw x3, w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; sqincw x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; sqincw x3, w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; sqincw x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; sqincw x3, w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; sqincw x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; sqincw x3, w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; sqincw x2 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; sqincw x3, w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; sqincw x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; sqincw x3, w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; sqincw x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; sqincw x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; sqincw x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; sqincw x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; sqincw z3.s ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; sqincw z3.s, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; sqincw z3.s, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; sqincw z3.s, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; sqdecw x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; sqdecw x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; sqdecw x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; sqdecw x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; sqdecw x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; sqdecw x3, w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; sqdecw x2 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; sqdecw x3, w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; sqdecw x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; sqdecw x3, w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; sqdecw x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; sqdecw x3, w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; sqdecw x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; sqdecw x3, w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; sqdecw x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #56] ; sqdecw x3, w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; sqdecw x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; sqdecw x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; sqdecw x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; sqdecw x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; sqdecw z3.s ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; sqdecw z3.s, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; sqdecw z3.s, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; sqdecw z3.s, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; uqincw x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #0] ; uqincw w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; uqincw x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; uqincw w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; uqincw x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; uqincw w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; uqincw x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; uqincw w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; uqincw x2 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; uqincw w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; uqincw x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; uqincw w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; uqincw x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; uqincw w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; uqincw x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; uqincw w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; uqincw x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #64] ; uqincw w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; uqincw x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; uqincw w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; uqincw z3.s ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; uqincw z3.s, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; uqincw z3.s, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; uqincw z3.s, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; uqdecw x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; uqdecw w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; uqdecw x2 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; uqdecw w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; uqdecw x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; uqdecw w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; uqdecw x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; uqdecw w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; uqdecw x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; uqdecw w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; uqdecw x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #40] ; uqdecw w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; uqdecw x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; uqdecw w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; uqdecw x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; uqdecw w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; uqdecw x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; uqdecw w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; uqdecw x2 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; uqdecw w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; uqdecw z3.s ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; uqdecw z3.s, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; uqdecw z3.s, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; uqdecw z3.s, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; sqincd x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; sqincd x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; sqincd x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #8] ; sqincd x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; sqincd x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; sqincd x3, w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; sqincd x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; sqincd x3, w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; sqincd x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; sqincd x3, w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; sqincd x2 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; sqincd x3, w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; sqincd x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; sqincd x3, w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; sqincd x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; sqincd x3, w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; sqincd x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; sqincd x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; sqincd x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #72] ; sqincd x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; sqincd z3.d ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; sqincd z3.d, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; sqincd z3.d, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; sqincd z3.d, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; sqdecd x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; sqdecd x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; sqdecd x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; sqdecd x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; sqdecd x2 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; sqdecd x3, w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; sqdecd x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; sqdecd x3, w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; sqdecd x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; sqdecd x3, w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; sqdecd x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; sqdecd x3, w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; sqdecd x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #48] ; sqdecd x3, w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; sqdecd x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; sqdecd x3, w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; sqdecd x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; sqdecd x3, w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; sqdecd x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; sqdecd x3, w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; sqdecd z3.d ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; sqdecd z3.d, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; sqdecd z3.d, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; sqdecd z3.d, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; uqincd x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; uqincd w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; uqincd x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; uqincd w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; uqincd x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; uqincd w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; uqincd x2 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; uqincd w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; uqincd x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #32] ; uqincd w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; uqincd x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; uqincd w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; uqincd x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; uqincd w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; uqincd x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #56] ; uqincd w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; uqincd x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; uqincd w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; uqincd x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; uqincd w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; uqincd z3.d ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; uqincd z3.d, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; uqincd z3.d, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; uqincd z3.d, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ldr x2, [x9, #0] ; uqdecd x2 ; str x2, [x20], #8
        ldr x3, [x9, #0] ; uqdecd w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #8] ; uqdecd x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #8] ; uqdecd w3, all, mul #16 ; str x3, [x20], #8
        ldr x2, [x9, #16] ; uqdecd x2, vl7 ; str x2, [x20], #8
        ldr x3, [x9, #16] ; uqdecd w3, vl1, mul #5 ; str x3, [x20], #8
        ldr x2, [x9, #24] ; uqdecd x2, mul3, mul #3 ; str x2, [x20], #8
        ldr x3, [x9, #24] ; uqdecd w3 ; str x3, [x20], #8
        ldr x2, [x9, #32] ; uqdecd x2, #0xe ; str x2, [x20], #8
        ldr x3, [x9, #32] ; uqdecd w3, pow2 ; str x3, [x20], #8
        ldr x2, [x9, #40] ; uqdecd x2, vl256 ; str x2, [x20], #8
        ldr x3, [x9, #40] ; uqdecd w3, vl7 ; str x3, [x20], #8
        ldr x2, [x9, #48] ; uqdecd x2, all, mul #16 ; str x2, [x20], #8
        ldr x3, [x9, #48] ; uqdecd w3, mul3, mul #3 ; str x3, [x20], #8
        ldr x2, [x9, #56] ; uqdecd x2, vl1, mul #5 ; str x2, [x20], #8
        ldr x3, [x9, #56] ; uqdecd w3, #0xe ; str x3, [x20], #8
        ldr x2, [x9, #64] ; uqdecd x2 ; str x2, [x20], #8
        ldr x3, [x9, #64] ; uqdecd w3, vl256 ; str x3, [x20], #8
        ldr x2, [x9, #72] ; uqdecd x2, pow2 ; str x2, [x20], #8
        ldr x3, [x9, #72] ; uqdecd w3, all, mul #16 ; str x3, [x20], #8
        ldr z3, [x10, #0, mul vl] ; uqdecd z3.d ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #1, mul vl] ; uqdecd z3.d, all, mul #16 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #2, mul vl] ; uqdecd z3.d, vl7 ; str z3, [x20] ; addvl x20, x20, #1
        ldr z3, [x10, #3, mul vl] ; uqdecd z3.d, vl1, mul #5 ; str z3, [x20] ; addvl x20, x20, #1
        ret

        .data
        .balign 16
vals:   .quad 0x0, 0x5, 0x7ffffffffffffff0, 0x8000000000000005, 0xfffffffffffffff0, 0x7ffffff0, 0x80000005, 0xffffffff80000005, 0x100000003, 0xfffffffffffffffb
vecs:
        .byte 71, 126, 1, 176, 40, 0, 127, 220, 24, 0, 255, 127, 31, 254, 129, 127
        .byte 255, 127, 254, 0, 255, 129, 127, 254, 0, 129, 218, 126, 129, 29, 100, 129
        .byte 126, 87, 129, 254, 97, 1, 128, 1, 129, 127, 235, 1, 127, 126, 1, 254
        .byte 56, 132, 9, 254, 254, 129, 127, 128, 1, 130, 1, 255, 240, 129, 127, 129
        .byte 16, 126, 0, 214, 128, 57, 1, 80, 254, 126, 255, 126, 141, 2, 126, 119
        .byte 129, 254, 0, 54, 254, 255, 255, 254, 253, 127, 97, 254, 39, 128, 43, 129
        .byte 0, 127, 254, 0, 0, 0, 33, 1, 131, 254, 210, 254, 0, 164, 0, 0
        .byte 254, 0, 57, 126, 89, 255, 254, 129, 128, 191, 237, 111, 128, 71, 255, 78
        .byte 126, 127, 1, 128, 126, 0, 126, 225, 255, 1, 126, 40, 126, 136, 0, 82
        .byte 255, 128, 172, 229, 127, 231, 129, 128, 115, 255, 0, 128, 128, 254, 63, 128
        .byte 254, 127, 255, 1, 128, 1, 255, 127, 254, 127, 127, 133, 126, 1, 255, 126
        .byte 254, 127, 25, 254, 129, 254, 48, 129, 254, 255, 254, 49, 179, 127, 0, 129
        .byte 254, 126, 255, 127, 56, 128, 127, 127, 1, 129, 249, 255, 254, 188, 126, 72
        .byte 129, 255, 185, 5, 235, 126, 128, 255, 0, 60, 128, 128, 212, 255, 128, 246
        .byte 1, 176, 127, 255, 181, 255, 255, 128, 128, 254, 1, 116, 249, 150, 129, 0
        .byte 10, 126, 211, 127, 122, 255, 127, 126, 254, 127, 254, 0, 0, 129, 254, 1
        .byte 126, 254, 128, 127, 255, 129, 255, 62, 173, 187, 1, 254, 147, 127, 50, 128
        .byte 120, 45, 239, 248, 126, 254, 57, 255, 225, 126, 129, 128, 190, 1, 157, 55
        .byte 0, 177, 18, 255, 5, 207, 128, 127, 182, 255, 1, 129, 66, 127, 1, 159
        .byte 129, 1, 42, 100, 127, 128, 127, 127, 254, 209, 128, 129, 128, 128, 255, 127
        .byte 127, 178, 255, 1, 127, 126, 149, 0, 128, 0, 255, 127, 139, 1, 127, 130
        .byte 129, 0, 126, 46, 169, 155, 93, 127, 128, 23, 129, 129, 219, 163, 128, 205
        .byte 126, 255, 128, 84, 60, 129, 126, 0, 129, 1, 128, 129, 76, 219, 107, 228
        .byte 128, 244, 254, 127, 129, 1, 1, 0, 178, 187, 255, 127, 90, 131, 164, 127
        .byte 126, 4, 129, 253, 126, 0, 66, 127, 134, 10, 254, 0, 126, 129, 79, 131
        .byte 149, 1, 34, 129, 127, 127, 165, 51, 47, 0, 0, 127, 255, 26, 255, 126
        .byte 23, 16, 129, 166, 126, 127, 159, 254, 126, 251, 254, 112, 0, 255, 70, 0
        .byte 255, 0, 129, 79, 132, 255, 126, 1, 26, 255, 126, 1, 81, 254, 254, 255
        .byte 1, 0, 127, 4, 1, 126, 127, 152, 128, 126, 254, 127, 255, 255, 127, 160
        .byte 126, 255, 216, 126, 128, 126, 1, 255, 127, 129, 0, 14, 197, 1, 8, 129
        .byte 237, 126, 115, 127, 254, 220, 1, 126, 129, 60, 127, 129, 128, 1, 120, 216
        .byte 254, 5, 129, 126, 0, 128, 128, 0, 140, 217, 128, 255, 195, 128, 126, 118
        .byte 127, 1, 254, 140, 254, 88, 1, 0, 1, 120, 129, 148, 125, 127, 126, 129
        .byte 16, 218, 22, 127, 255, 58, 127, 127, 255, 129, 126, 129, 255, 128, 127, 187
        .byte 126, 126, 173, 97, 1, 129, 134, 126, 130, 126, 254, 127, 139, 0, 0, 128
        .byte 129, 62, 1, 129, 1, 255, 0, 254, 0, 128, 248, 210, 255, 1, 127, 254
        .byte 86, 129, 129, 126, 254, 195, 255, 254, 0, 127, 128, 135, 128, 254, 255, 128
        .byte 129, 128, 254, 129, 14, 126, 236, 1, 0, 126, 128, 0, 81, 128, 129, 16
        .byte 0, 44, 1, 254, 127, 129, 129, 58, 38, 142, 127, 174, 77, 235, 255, 85
        .byte 219, 126, 129, 126, 255, 127, 129, 167, 1, 9, 255, 126, 0, 244, 127, 1
        .byte 128, 0, 129, 22, 255, 254, 255, 254, 140, 150, 129, 126, 99, 127, 127, 106
        .byte 129, 126, 165, 129, 254, 154, 0, 128, 127, 1, 129, 255, 116, 254, 0, 130
        .byte 148, 129, 129, 17, 17, 0, 29, 255, 127, 254, 98, 254, 0, 63, 126, 127
        .byte 126, 127, 254, 255, 114, 126, 129, 213, 127, 1, 126, 1, 127, 126, 126, 1
        .byte 254, 127, 127, 212, 201, 0, 43, 0, 153, 196, 1, 129, 0, 127, 1, 255
        .byte 127, 127, 255, 1, 0, 0, 128, 255, 254, 126, 78, 156, 0, 254, 254, 45
        .byte 0, 136, 127, 1, 128, 127, 127, 254, 127, 1, 99, 247, 126, 57, 14, 53
        .byte 126, 128, 129, 128, 0, 126, 128, 0, 226, 18, 129, 56, 126, 126, 127, 1
        .byte 128, 127, 190, 233, 104, 151, 16, 128, 255, 255, 127, 231, 75, 0, 248, 128
        .byte 129, 0, 214, 140, 128, 1, 254, 255, 1, 117, 0, 254, 128, 0, 127, 72
        .byte 0, 128, 126, 128, 209, 127, 193, 126, 255, 0, 1, 127, 255, 1, 129, 255
        .byte 0, 255, 61, 255, 1, 0, 1, 12, 254, 128, 18, 143, 129, 251, 127, 242
        .byte 0, 255, 126, 254, 254, 255, 0, 109, 1, 1, 126, 143, 254, 129, 255, 0
        .byte 201, 1, 129, 136, 1, 128, 128, 178, 126, 0, 255, 238, 128, 91, 77, 128
        .byte 111, 129, 128, 128, 129, 0, 1, 255, 46, 126, 109, 93, 128, 255, 126, 1
        .byte 126, 170, 0, 0, 255, 230, 0, 86, 248, 219, 129, 1, 128, 99, 177, 1
        .byte 115, 254, 240, 65, 249, 127, 254, 197, 127, 134, 129, 0, 0, 255, 255, 129
        .byte 128, 255, 190, 129, 0, 129, 62, 224, 127, 22, 255, 145, 245, 1, 210, 0
        .byte 126, 128, 129, 78, 254, 129, 129, 127, 244, 126, 128, 130, 82, 120, 17, 252
        .byte 128, 104, 127, 129, 254, 231, 0, 36, 225, 126, 254, 126, 255, 129, 126, 0
        .byte 128, 254, 126, 0, 129, 130, 0, 255, 127, 255, 126, 254, 175, 255, 216, 130
        .byte 126, 128, 0, 126, 254, 127, 71, 128, 255, 1, 254, 255, 188, 48, 172, 164
        .byte 1, 255, 25, 129, 183, 126, 23, 10, 254, 178, 126, 254, 120, 126, 120, 249
        .byte 106, 0, 126, 126, 128, 1, 189, 17, 255, 127, 128, 128, 126, 137, 120, 128

        .balign 16
out:    .space 65536
