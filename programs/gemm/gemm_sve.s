// Packed GEMM C = A * B with the non-streaming SVE FMLA micro-kernel (`tilesim gemm --kernel
// sve`): the five loops (driver.s) and the packing (pack.s) of the SME GEMM, in streaming mode,
// unchanged; the micro-kernel (ukernel_sve.s) leaves streaming mode for its FMLAs. `tilesim
// gemm` assembles this file with --defsym overrides exactly as gemm.s (same parameter block,
// same descriptors); VL must equal SVL (NR = 2*VL/32 = the packer's panel width).
//   packed A block  f32[MC,KC]{0,1:T(KC,NR)}   packed B block  f32[KC,NC]{1,0:T(KC,NR)}
// The micro-kernel works on 8 x NR register blocks, W/8 of them per NR-row A panel. C must be
// row-contiguous (C_MODE 0: row-major or {1,0:T(8,128)}).
// Run alone it multiplies two zero 64 x 64 matrices (row-major) at VL = SVL = 512.
// CHECK: exit == 0
        .equ    M, 64
        .equ    N, 64
        .equ    K, 64
        .equ    MC, 512
        .equ    KC, 512
        .equ    NC, 512
        .equ    SVLB, 64                        // streaming vector length in bytes (prctl)
        .equ    FLAGS, 0                        // bit 0 unpacked, bit 1 prepacked
        .equ    REPS, 1
        .equ    KELEM, K
        .equ    PER, 1                          // fp32 only
        .equ    A_MODE, 0
        .equ    A_S, K * 4
        .equ    A_G, 8 * A_S
        .equ    A_T1E, 128
        .equ    A_BYTES, M * K * 4 + A_G + 4096
        .equ    B_MODE, 0
        .equ    B_S, N * 4
        .equ    B_G, 8 * B_S
        .equ    B_T1E, 128
        .equ    B_BYTES, K * N * 4 + B_G + 4096
        .equ    C_MODE, 0
        .equ    C_S, N * 4
        .equ    C_G, 8 * C_S
        .equ    C_T1E, 128
        .equ    C_BYTES, M * N * 4 + 4096
        .equ    APACK_BYTES, MC * KC * 4 + 4096
        .equ    BPACK_BYTES, KC * NC * 4 + 4096

        .text
        .global _start
_start:
        mov     x0, #63                         // prctl(PR_SME_SET_VL, SVLB)
        mov     x1, #SVLB
        mov     x8, #167
        svc     #0
        smstart
        adrp    x0, gemm_params
        add     x0, x0, :lo12:gemm_params
        bl      gemm_driver
        smstop
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .include "driver.s"
        .include "pack.s"
        .include "ukernel_sve.s"

        .data
        .balign 16
gemm_params:
        .quad   M, N, K, MC, KC, NC, FLAGS, REPS
        .quad   Amat, A_MODE, A_G, A_S, A_T1E
        .quad   Bmat, B_MODE, B_G, B_S, B_T1E
        .quad   Cmat, C_MODE, C_G, C_S, C_T1E
        .quad   Apack, Bpack
        .quad   0, ukernel_sve, ukernel_sve, ukernel_sve
        .quad   KELEM, PER
        .balign 256
Amat:   .space  A_BYTES
        .balign 256
Bmat:   .space  B_BYTES
        .balign 256
Cmat:   .space  C_BYTES
        .balign 256
Apack:  .space  APACK_BYTES
        .balign 256
Bpack:  .space  BPACK_BYTES
