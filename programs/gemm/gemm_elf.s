// Packed GEMM C = A * B (fp32, n x n times n x n, all row-major) as a stand-alone program:
// `gemm_elf N` (default 64; N a multiple of 8 up to 1024) runs driver.s / pack.s /
// ukernel_sme.s at SVL 512 with MC = KC = NC = 512, the file QEMU and `tilesim run` both run
// (`tilesim bench gemm-128 gemm-256 gemm-512`). A and B are all 1.0, so every element of C is
// N: the exit status is 0 when C's first and last elements are N, 1 when not, 2 for a bad N.
        .equ    MAXN, 1024
        .equ    MC, 512
        .equ    KC, 512
        .equ    NC, 512
        .equ    SVLB, 64                        // streaming vector length in bytes (prctl)
        .equ    MAT_BYTES, MAXN * MAXN * 4 + 8 * MAXN * 4 + 4096  // with the packers' slack
        .equ    PACK_BYTES, MC * KC * 4 + 4096

        .text
        .global _start
_start:
        mov     x19, #64                        // n
        ldr     x9, [sp]                        // argc
        cmp     x9, #2
        b.lt    2f
        ldr     x10, [sp, #16]                  // argv[1]: decimal digits
        mov     x19, #0
        mov     x12, #10
1:      ldrb    w11, [x10], #1
        cbz     w11, 2f
        sub     w11, w11, #48
        cmp     w11, #9
        b.hi    .Lbad
        madd    x19, x19, x12, x11
        b       1b
2:      cbz     x19, .Lbad                      // 8 <= n <= MAXN, n % 8 == 0
        tst     x19, #7
        b.ne    .Lbad
        cmp     x19, #MAXN
        b.hi    .Lbad
        adrp    x0, gemm_params                 // M = N = K = KELEM = n, strides n * 4
        add     x0, x0, :lo12:gemm_params
        stp     x19, x19, [x0]
        str     x19, [x0, #16]
        str     x19, [x0, #232]
        lsl     x1, x19, #2                     // s: bytes per row
        lsl     x2, x1, #3                      // G: 8 rows
        stp     x2, x1, [x0, #80]               // A: G, s
        stp     x2, x1, [x0, #120]              // B
        stp     x2, x1, [x0, #160]              // C
        mul     x3, x19, x19                    // A and B: n * n values of 1.0
        lsr     x3, x3, #2                      // 16 bytes (four values) a store
        mov     x4, #0x3f800000
        orr     x4, x4, x4, lsl #32
        adrp    x5, Amat
        add     x5, x5, :lo12:Amat
        adrp    x6, Bmat
        add     x6, x6, :lo12:Bmat
3:      stp     x4, x4, [x5], #16
        stp     x4, x4, [x6], #16
        subs    x3, x3, #1
        b.ne    3b
        mov     x0, #63                         // prctl(PR_SME_SET_VL, SVLB)
        mov     x1, #SVLB
        mov     x8, #167
        svc     #0
        smstart
        adrp    x0, gemm_params
        add     x0, x0, :lo12:gemm_params
        bl      gemm_driver
        smstop
        scvtf   s1, x19                         // C[0][0] and C[n-1][n-1] == n ?
        adrp    x0, Cmat
        add     x0, x0, :lo12:Cmat
        ldr     s0, [x0]
        mul     x1, x19, x19
        sub     x1, x1, #1
        ldr     s2, [x0, x1, lsl #2]
        mov     x0, #1
        fcmp    s0, s1
        b.ne    4f
        fcmp    s2, s1
        b.ne    4f
        mov     x0, #0
4:      mov     x8, #93
        svc     #0
.Lbad:
        mov     x0, #2
        mov     x8, #93
        svc     #0

        .include "driver.s"
        .include "pack.s"
        .include "ukernel_sme.s"
        .include "ukernel_sme_f16.s"
        .include "ukernel_sme_i8.s"

        .data
        .balign 16
gemm_params:                                    // the driver's parameter block (driver.s)
        .quad   0, 0, 0, MC, KC, NC, 0, 1       // M N K (set above) MC KC NC flags reps
        .quad   Amat, 0, 0, 0, 128              // A: base, mode (rows contiguous), G, s, T1e
        .quad   Bmat, 0, 0, 0, 128
        .quad   Cmat, 0, 0, 0, 128
        .quad   Apack, Bpack
        .quad   0, ukernel_sme, ukernel_sme_f16, ukernel_sme_i8  // kernel 0: fp32
        .quad   0, 1                            // K in elements (set above), values per lane

        .bss
        .balign 256
Amat:   .space  MAT_BYTES
        .balign 256
Bmat:   .space  MAT_BYTES
        .balign 256
Cmat:   .space  MAT_BYTES
        .balign 256
Apack:  .space  PACK_BYTES
        .balign 256
Bpack:  .space  PACK_BYTES
