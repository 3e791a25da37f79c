// Packed GEMM C = A * B on the SME unit: `tilesim gemm` assembles this file with --defsym
// overrides for the problem (M N K), the blocking (MC KC NC), the layouts of A, B and C and the
// micro-kernel, then writes A and B into Amat/Bmat and reads C back from Cmat.
// Run alone it multiplies two zero 64 x 64 matrices (row-major) at SVL 512.
//
// Layout descriptors (see pack.s): X_MODE 0 = rows contiguous, 1 = columns contiguous; element
// (p, q) at X + (p>>3)*X_G + (p&7)*X_S + 4*((q>>7)*X_T1E + (q&127)); X_BYTES includes slack for
// the packers' read-ahead. Packed buffers hold MC x KC and KC x NC values (MC, NC multiples of
// MR = NR = 2*SVL/32; KC a multiple of 8).
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
        .equ    KERNEL, 0                       // 0 fp32, 1 fp16 -> fp32, 2 int8 -> int32
        .equ    KELEM, K                        // K in elements (fp16 / int8: K counts k-steps)
        .equ    PER, 1                          // values per 32-bit lane: 1, 2 (fp16), 4 (int8)
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
        .include "ukernel_sme.s"
        .include "ukernel_sme_f16.s"
        .include "ukernel_sme_i8.s"

        .data
        .balign 16
gemm_params:
        .quad   M, N, K, MC, KC, NC, FLAGS, REPS
        .quad   Amat, A_MODE, A_G, A_S, A_T1E
        .quad   Bmat, B_MODE, B_G, B_S, B_T1E
        .quad   Cmat, C_MODE, C_G, C_S, C_T1E
        .quad   Apack, Bpack
        .quad   KERNEL, ukernel_sme, ukernel_sme_f16, ukernel_sme_i8
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
