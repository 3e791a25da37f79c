// The SME ABI support routines, for programs and objects built without a runtime that has them
// (Debian 12's libgcc and compiler-rt predate them). Written from the contract in the
// Procedure Call Standard for the Arm 64-bit Architecture (AAPCS64), "SME support routines":
//
//   __arm_sme_state        X0 = bit 63: SME present (and TPIDR2_EL0 accessible), bit 62: same,
//                          bits 1:0 = PSTATE.ZA, PSTATE.SM; X1 = TPIDR2_EL0. Preserves X2-X15.
//   __arm_tpidr2_save      commit a pending lazy save: the TPIDR2 block TPIDR2_EL0 points at
//                          names a buffer and a slice count; store that many ZA slices there.
//                          Preserves X0-X13 (uses X14-X17 only).
//   __arm_tpidr2_restore   X0 = a TPIDR2 block: reload its saved ZA slices (TPIDR2_EL0 must be
//                          null and PSTATE.ZA 1). Uses X14-X17 only.
//   __arm_za_disable       commit any lazy save, set TPIDR2_EL0 to null, turn ZA off.
//   __arm_get_current_vg   X0 = the current vector granule (VL/64), 0 without SVE outside
//                          streaming mode. Preserves X1-X15.
//   __arm_sme_state_size,  the buffer an __arm_agnostic("sme_za_state") function keeps the
//   __arm_sme_save,        caller's ZA/ZT0 in (clang 20 and later call these): the size, then
//   __arm_sme_restore      save (as a lazy save, so it costs nothing unless ZA is reused) and
//                          restore. Preserve X1-X15.
//
// Nothing here reads the CPU's ID registers: what the core has is fixed when this file is
// assembled, by the ACLE feature macros of the -march it is built with (__ARM_FEATURE_SME,
// __ARM_FEATURE_SME2 for ZT0, __ARM_FEATURE_SVE for the vector granule outside streaming
// mode). Build it with the -march of the code it is linked with:
//
//   clang-19 --target=aarch64-linux-gnu -march=armv9-a+sme2 -c sme_abi.S -o sme_abi.o
//
// A violated precondition (reserved bytes of a TPIDR2 block not zero, a misaligned save
// buffer...) stops the program with BRK #1, the trap __builtin_trap() raises (SIGTRAP).
//
// Save-buffer layout of __arm_sme_save (private to these routines):
//   +0  8 bytes: 1 when something was saved, else 0; +8: zero
//   +16 a TPIDR2 block (za_save_buffer, num_za_save_slices, six reserved zero bytes)
//   +32 ZT0 (64 bytes) when the core has SME2
//   then ZA: SVL_B slices of SVL_B bytes

#if defined(__ARM_FEATURE_SME2)
#define HAVE_ZT0 1
#define HEADER_BYTES 96
#else
#define HAVE_ZT0 0
#define HEADER_BYTES 32
#endif

        .text
        .p2align 2

#if defined(__ARM_FEATURE_SME)

// ---------------------------------------------------------------- state queries
        .global __arm_sme_state
        .type   __arm_sme_state, %function
__arm_sme_state:
        mrs     x16, svcr
        and     x0, x16, #3                   // PSTATE.ZA (bit 1), PSTATE.SM (bit 0)
        orr     x0, x0, #0xc000000000000000   // SME and TPIDR2_EL0 are available
        mrs     x1, tpidr2_el0
        ret
        .size   __arm_sme_state, . - __arm_sme_state

        .global __arm_get_current_vg
        .type   __arm_get_current_vg, %function
__arm_get_current_vg:
#if !defined(__ARM_FEATURE_SVE)
        mrs     x16, svcr
        tbnz    x16, #0, 1f                   // streaming: the streaming VL
        mov     x0, xzr                       // no SVE outside streaming mode
        ret
1:
#endif
        cntd    x0
        ret
        .size   __arm_get_current_vg, . - __arm_get_current_vg

// ---------------------------------------------------------------- lazy saving
// ZA slice loop shared by save and restore: X16 = buffer, X14 = slices (nonzero)
        .global __arm_tpidr2_save
        .type   __arm_tpidr2_save, %function
__arm_tpidr2_save:
        mrs     x17, tpidr2_el0
        cbz     x17, 9f                       // no lazy save pending
        ldrh    w14, [x17, #10]               // the reserved bytes must be zero
        cbnz    w14, .Lsme_abi_abort
        ldr     w14, [x17, #12]
        cbnz    w14, .Lsme_abi_abort
        ldr     x16, [x17]                    // za_save_buffer
        ldrh    w14, [x17, #8]                // num_za_save_slices
        cbz     x16, 9f
        cbz     w14, 9f
        mov     w15, wzr
1:      str     za[w15, 0], [x16]
        addsvl  x16, x16, #1
        add     w15, w15, #1
        cmp     w15, w14
        b.lo    1b
9:      ret
        .size   __arm_tpidr2_save, . - __arm_tpidr2_save

        .global __arm_tpidr2_restore
        .type   __arm_tpidr2_restore, %function
__arm_tpidr2_restore:
        mrs     x17, tpidr2_el0
        cbnz    x17, .Lsme_abi_abort          // a lazy save is still pending
        ldrh    w14, [x0, #10]
        cbnz    w14, .Lsme_abi_abort
        ldr     w14, [x0, #12]
        cbnz    w14, .Lsme_abi_abort
        ldr     x16, [x0]
        ldrh    w14, [x0, #8]
        cbz     x16, 9f
        cbz     w14, 9f
        mov     w15, wzr
1:      ldr     za[w15, 0], [x16]
        addsvl  x16, x16, #1
        add     w15, w15, #1
        cmp     w15, w14
        b.lo    1b
9:      ret
        .size   __arm_tpidr2_restore, . - __arm_tpidr2_restore

        .global __arm_za_disable
        .type   __arm_za_disable, %function
__arm_za_disable:
        stp     x29, x30, [sp, #-16]!
        mov     x29, sp
        bl      __arm_tpidr2_save
        msr     tpidr2_el0, xzr
        smstop  za
        ldp     x29, x30, [sp], #16
        ret
        .size   __arm_za_disable, . - __arm_za_disable

// ---------------------------------------------------------------- agnostic-ZA save buffers
        .global __arm_sme_state_size
        .type   __arm_sme_state_size, %function
__arm_sme_state_size:
        mov     x0, #16                       // nothing live: the flag word only
        mrs     x16, svcr
        tbz     x16, #1, 9f                   // ZA off
        mrs     x16, tpidr2_el0
        cbnz    x16, 9f                       // ZA dormant: the caller's save is pending
        rdsvl   x16, #1
        mov     x0, #HEADER_BYTES
        madd    x0, x16, x16, x0
9:      ret
        .size   __arm_sme_state_size, . - __arm_sme_state_size

        .global __arm_sme_save
        .type   __arm_sme_save, %function
__arm_sme_save:
        tst     x0, #15
        b.ne    .Lsme_abi_abort
        stp     xzr, xzr, [x0]
        mrs     x16, svcr
        tbz     x16, #1, 9f                   // ZA off: nothing to keep
        mrs     x16, tpidr2_el0
        cbnz    x16, 9f                       // dormant: its owner's lazy save covers it
        mov     x16, #1
        str     x16, [x0]
        add     x16, x0, #32
#if HAVE_ZT0
        str     zt0, [x16]                    // ZT0 is not part of a lazy save: copy it now
        add     x16, x16, #64
#endif
        rdsvl   x17, #1                       // a lazy save of all SVL_B slices into the rest
        stp     x16, xzr, [x0, #16]
        strh    w17, [x0, #24]
        add     x16, x0, #16
        msr     tpidr2_el0, x16
9:      ret
        .size   __arm_sme_save, . - __arm_sme_save

        .global __arm_sme_restore
        .type   __arm_sme_restore, %function
__arm_sme_restore:
        tst     x0, #15
        b.ne    .Lsme_abi_abort
        ldr     x16, [x0]
        cbz     x16, 9f                       // nothing was saved
        stp     x29, x30, [sp, #-32]!
        mov     x29, sp
        stp     x14, x15, [sp, #16]           // kept for our caller: __arm_tpidr2_restore uses them
        mrs     x16, tpidr2_el0
        cbnz    x16, 1f                       // the lazy save never happened: ZA is intact
        mrs     x16, svcr
        tbnz    x16, #1, .Lsme_abi_abort      // ZA active with the save committed: misuse
        smstart za
        add     x0, x0, #16
        bl      __arm_tpidr2_restore
        sub     x0, x0, #16
1:      smstart za
        msr     tpidr2_el0, xzr
#if HAVE_ZT0
        add     x16, x0, #32
        ldr     zt0, [x16]
#endif
        ldp     x14, x15, [sp, #16]
        ldp     x29, x30, [sp], #32
9:      ret
        .size   __arm_sme_restore, . - __arm_sme_restore

.Lsme_abi_abort:
        mrs     x16, svcr
        tbz     x16, #0, 1f
        smstop  sm
1:      brk     #1

#else  // no SME: nothing is live, nothing to save

        .global __arm_sme_state
        .type   __arm_sme_state, %function
__arm_sme_state:
        mov     x0, xzr
        mov     x1, xzr
        ret
        .global __arm_get_current_vg
        .type   __arm_get_current_vg, %function
__arm_get_current_vg:
#if defined(__ARM_FEATURE_SVE)
        cntd    x0
#else
        mov     x0, xzr
#endif
        ret
        .global __arm_tpidr2_save, __arm_tpidr2_restore, __arm_za_disable
__arm_tpidr2_save:
__arm_tpidr2_restore:
__arm_za_disable:
        ret
        .global __arm_sme_state_size
__arm_sme_state_size:
        mov     x0, #16
        ret
        .global __arm_sme_save, __arm_sme_restore
__arm_sme_save:
        stp     xzr, xzr, [x0]
__arm_sme_restore:
        ret
#endif
