// Calls every routine of simulator/runtime/sme_abi.S directly, as compiled code would, and
// writes what they return and what ZA/ZT0 hold afterwards to stdout (raw bytes), then
// provokes the abort path (a TPIDR2 block with a nonzero reserved byte): BRK #1, SIGTRAP.
// Linked with the runtime: tests/test_sme_abi.py runs it under QEMU and tilesim.
    .macro fill                          // x1-x15 = 0x101 ... 0x10f
    .irp r, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
    mov     x\r, #(0x100 + \r)
    .endr
    .endm

    .text
    .global _start
_start:
    adrp    x20, out
    add     x20, x20, :lo12:out
    adrp    x21, pattern
    add     x21, x21, :lo12:pattern
    adrp    x22, save
    add     x22, x22, :lo12:save
    // the pattern: byte i = i * 7 + 3 (ZA is at most 256 x 256 bytes)
    mov     x0, #0
    mov     x1, #0x10000
    add     x1, x1, #64
0:  mov     w2, #7
    mul     w2, w0, w2
    add     w2, w2, #3
    strb    w2, [x21, x0]
    add     x0, x0, #1
    cmp     x0, x1
    b.lo    0b

    bl      __arm_sme_state              // SM=0, ZA=0
    stp     x0, x1, [x20], #16
    bl      __arm_get_current_vg         // not streaming: SVE's VG (0 without SVE)
    str     x0, [x20], #8
    bl      __arm_sme_state_size         // ZA off: the minimum
    str     x0, [x20], #8

    smstart za
    bl      __arm_sme_state              // ZA=1
    stp     x0, x1, [x20], #16
    // ZA and ZT0 from the pattern
    rdsvl   x9, #1
    mov     w12, #0
    mov     x10, x21
1:  ldr     za[w12, 0], [x10]
    addsvl  x10, x10, #1
    add     w12, w12, #1
    cmp     x12, x9
    b.lo    1b
    add     x10, x21, #5
    ldr     zt0, [x10]
    bl      __arm_sme_state_size         // ZA active: header + ZT0 + SVL_B^2
    str     x0, [x20], #8

    // agnostic-ZA save: a lazy save of ZA into the buffer, ZT0 copied now
    mov     x0, x22
    bl      __arm_sme_save
    mrs     x0, tpidr2_el0
    sub     x0, x0, x22                  // TPIDR2_EL0 = buffer + 16
    str     x0, [x20], #8
    bl      __arm_sme_state              // X1 = TPIDR2_EL0: the lazy save is pending
    sub     x1, x1, x22
    stp     x0, x1, [x20], #16
    // a private-ZA callee turns ZA off: that commits the save
    bl      __arm_za_disable
    bl      __arm_sme_state              // ZA=0, TPIDR2_EL0 null
    stp     x0, x1, [x20], #16
    mov     x0, x22
    fill
    bl      __arm_sme_restore            // ZA on again, reloaded; ZT0 reloaded
    adrp    x0, regs                     // X1-X15 are preserved: kept for the second write
    add     x0, x0, :lo12:regs
    stp     x1, x2, [x0]
    stp     x3, x4, [x0, #16]
    stp     x5, x6, [x0, #32]
    stp     x7, x8, [x0, #48]
    stp     x9, x10, [x0, #64]
    stp     x11, x12, [x0, #80]
    stp     x13, x14, [x0, #96]
    str     x15, [x0, #112]
    bl      __arm_sme_state
    stp     x0, x1, [x20], #16
    // ZA and ZT0 as restored (they must equal the pattern)
    rdsvl   x9, #1
    mov     w12, #0
    mov     x10, x20
2:  str     za[w12, 0], [x10]
    addsvl  x10, x10, #1
    add     w12, w12, #1
    cmp     x12, x9
    b.lo    2b
    str     zt0, [x10]
    add     x10, x10, #64
    mov     x20, x10

    // streaming mode: the streaming VG; sme_state shows SM
    smstart sm
    bl      __arm_get_current_vg
    str     x0, [x20], #8
    bl      __arm_sme_state
    stp     x0, x1, [x20], #16
    smstop

    // write out[0 .. x20)
    adrp    x1, out
    add     x1, x1, :lo12:out
    sub     x2, x20, x1
    mov     x0, #1
    mov     x8, #64
    svc     #0
    adrp    x1, regs
    add     x1, x1, :lo12:regs
    mov     x2, #120
    mov     x0, #1
    mov     x8, #64
    svc     #0

    // the abort path: reserved bytes of the TPIDR2 block must be zero
    adrp    x0, block
    add     x0, x0, :lo12:block
    str     x22, [x0]
    mov     w1, #1
    strh    w1, [x0, #8]
    strh    w1, [x0, #10]                // reserved: nonzero
    smstart za
    msr     tpidr2_el0, x0
    bl      __arm_tpidr2_save            // traps (BRK #1)
    mov     x0, #0
    mov     x8, #93
    svc     #0

    .bss
    .p2align 4
out:     .zero 256 * 256 + 1024
pattern: .zero 256 * 256 + 64
save:    .zero 256 * 256 + 1024
block:   .zero 16
regs:    .zero 120
