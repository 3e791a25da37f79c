// QEMU: compare
// Covers: `.inst` words (written as KleidiAI writes SME kernels: the word, then the text as a
// comment) decoded and run like the text they encode — base ALU, SVE and a store — one `.inst`
// with two words, a word tilesim cannot execute (an RCW swap, FEAT_THE) that a branch skips,
// `sym = value`.
// Prints "sum=" and a letter computed by the .inst words, exits with x23 (VL / 64 = 8 at VL 512).
// CHECK: stdout == "sum=V\n"
// CHECK: exit == 8
        offset = 0x50                   // GNU as `sym = value`, the same as .set
        .text
        .global _start
        .type   _start, %function
_start:
        .inst   0xd2800553              // mov x19, #0x2a
        .inst   0x91004274, 0xd37df295  // add x20, x19, #0x10 ; lsl x21, x20, #3
        .inst   0xcb1302b6              // sub x22, x21, x19      (58 << 3 = 464; 464 - 42 = 422)
        .inst   0x25d8e3e0              // ptrue p0.d
        .inst   0x04e0e3f7              // cntd x23
        b       1f
        .inst   0x38f2a031              // rcwswpal x18, x17, [x1] (skipped)
1:      adr     x1, msg
        .inst   0x39001036              // strb w22, [x1, #4]     (422 & 0xff = 0xa6)
        ldrb    w3, [x1, #4]
        sub     w3, w3, #offset         // 0xa6 - 0x50 = 0x56 = "V"
        strb    w3, [x1, #4]
        mov     x0, #1
        mov     x2, #msglen
        mov     x8, #64
        svc     #0
        mov     x0, x23
        mov     x8, #93
        svc     #0
        .size   _start, . - _start

        .data
msg:    .ascii  "sum=?\n"
        msglen = . - msg
