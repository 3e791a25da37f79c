// QEMU: compare
// Covers: GNU as's macro language as code generation: .macro with defaults, :req and :vararg,
// named arguments, \@ for unique labels, \() separators, .exitm, a macro defining a macro,
// recursion stopped by .if, .rept / .irp / .irpc (nested), .if/.elseif/.else, .ifc/.ifb,
// .ifdef, register aliases (.req/.unreq), .set counters, .pushsection/.popsection and .p2align
// with fill and max-skip. Each result is 8 raw bytes written to stdout; exit status 0.
        .text
        .global _start

out     .req    x20                     // where the next result goes
acc     .req    x21

        .macro  put reg:req             // store one 64-bit result
        str     \reg, [out], #8
        .endm

        .macro  sum_to dst, n=10        // dst = 1 + 2 + ... + n, with a loop (unique label)
        mov     \dst, #0
        mov     x9, #\n
loop\@:
        add     \dst, \dst, x9
        subs    x9, x9, #1
        b.ne    loop\@
        .endm

        .macro  pow2 dst, k             // dst = 2^k by recursion: pow2 k = 2 * pow2 (k-1)
        .if     \k == 0
        mov     \dst, #1
        .exitm
        .endif
        pow2    \dst, "(\k-1)"
        lsl     \dst, \dst, #1
        .endm

        .macro  op3 name, a, b          // \() glues the operation's name to a suffix
        \name\()s x10, \a, \b
        cset    x11, eq
        .endm

        .macro  addall dst, first, rest:vararg
        mov     \dst, \first
        .irp    r, \rest
        add     \dst, \dst, \r
        .endr
        .endm

        .macro  defscale name, factor   // a macro that defines a macro
        .macro  \name dst, src
        mov     x12, #\factor
        mul     \dst, \src, x12
        .endm
        .endm

        .macro  pick dst, kind
        .ifc    \kind, small
        mov     \dst, #1
        .elseif \kind == 2
        mov     \dst, #2
        .else
        mov     \dst, #3
        .endif
        .endm

        .macro  maybe dst, val
        .ifb    \val
        mov     \dst, #0x55
        .else
        mov     \dst, #\val
        .endif
        .endm

_start:
        adr     out, results
        sum_to  x0                      // 55
        put     x0
        sum_to  x0, n=100               // 5050
        put     x0
        pow2    x1, 5                   // 32
        put     x1
        pow2    x1, 0                   // 1
        put     x1
        mov     x2, #7
        mov     x3, #7
        op3     sub, x2, x3             // 0, and eq
        put     x10
        put     x11
        op3     add, x2, x3             // 14, and ne
        put     x10
        put     x11
        mov     x4, #1
        mov     x5, #20
        mov     x6, #300
        addall  acc, x4, x5, x6, x4     // 322
        put     acc
        defscale times3, 3
        defscale times10, 10
        times3  x0, x5                  // 60
        put     x0
        times10 x0, x6                  // 3000
        put     x0
        pick    x0, small
        put     x0
        pick    x0, 2
        put     x0
        pick    x0, 9
        put     x0
        maybe   x0
        put     x0
        maybe   x0, 9
        put     x0

        // .rept with a .set counter: acc = 0 + 1 + ... + 7 (as immediates)
        mov     acc, #0
        .set    i, 0
        .rept   8
        add     acc, acc, #i
        .set    i, i + 1
        .endr
        put     acc
        // nested .rept/.irp: acc = 3 * (1 + 2 + 4)
        mov     acc, #0
        .rept   3
        .irp    v, 1, 2, 4
        add     acc, acc, #\v
        .endr
        .endr
        put     acc
        // .irpc: digits as immediates: acc = ((1*10+9)*10+8)*10+4 = 1984
        mov     acc, #0
        mov     x7, #10
        .irpc   d, 1984
        madd    acc, acc, x7, xzr
        add     acc, acc, #\d
        .endr
        put     acc
        // .irp over registers, each loaded from a table in another section
        adr     x8, table
        .irp    r, x13, x14, x15
        ldr     \r, [x8], #8
        .endr
        add     x0, x13, x14
        add     x0, x0, x15
        put     x0

        .ifdef  _start                  // defined above: true
        mov     x0, #0x600d
        .else
        mov     x0, #0xbad
        .endif
        put     x0
        .ifdef  results                 // defined further down: false at this point
        mov     x0, #0x600d
        .else
        mov     x0, #0xbad
        .endif
        put     x0
        .ifndef no_such_symbol
        mov     x0, #0x1234
        put     x0
        .endif

        .unreq  acc
acc     .req    x22                     // the alias again, for another register
        mov     acc, #77
        put     x22

        adr     x0, aligned
        and     x0, x0, #15              // .p2align 4 in .data: 0
        put     x0

        adr     x1, results
        sub     x2, out, x1
        mov     x0, #1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .pushsection .data
table:  .quad   100, 20, 3
        .byte   1
        .p2align 4, 0xee, 15
aligned:
        .quad   0
        .popsection
        .p2align 3, 0, 2                // at most 2 bytes of padding: none here (aligned)

        .data
results:
        .space  512
