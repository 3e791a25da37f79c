// Every relocation tilesim applies, each across sections so the assembler must leave it to the
// linker. Results are hand-computed in tests/test_call.py.
    .section .rodata, "a"
    .balign 16
half:   .hword 7, 11
byte:   .byte 3, 250
    .balign 4
word:   .word 100000
    .balign 8
dword:  .quad 0x123456789abcdef0
    .balign 16
quad:   .quad 5, 6
lit:    .quad 0x1122334455667788

    .data
    .balign 8
table:  .quad f_one, f_two
abs32:  .word word
prel32: .word word - .
    .balign 8
prel64: .quad dword - .

    .text
    .global sum_data
sum_data:
    adrp    x1, half
    ldrh    w0, [x1, :lo12:half+2]
    adrp    x1, byte
    ldrb    w2, [x1, :lo12:byte+1]
    add     x0, x0, x2
    adrp    x1, word
    ldr     w2, [x1, :lo12:word]
    add     x0, x0, x2
    adrp    x1, dword
    ldr     x2, [x1, :lo12:dword]
    and     x2, x2, #0xffff
    add     x0, x0, x2
    ret

    .global call_table
call_table:
    stp     x29, x30, [sp, #-16]!
    adrp    x1, table
    add     x1, x1, :lo12:table
    ldr     x1, [x1, x0, lsl #3]
    blr     x1
    ldp     x29, x30, [sp], #16
    ret

    .global chain
chain:
    stp     x29, x30, [sp, #-16]!
    bl      f_one
    mov     x9, x0
    bl      f_two
    add     x0, x0, x9
    ldp     x29, x30, [sp], #16
    ret

    .global jump
jump:
    b       f_two

    .global cond
cond:
    cmp     x0, #0
    b.eq    f_one
    tbz     x0, #1, f_two
    mov     x0, #7
    ret

    .global literal
literal:
    ldr     x0, lit
    ret

    .global addresses
addresses:
    mov     x0, #0
    adrp    x1, word
    add     x1, x1, :lo12:word
    adrp    x2, abs32
    add     x2, x2, :lo12:abs32
    ldr     w3, [x2]
    cmp     x3, x1
    cinc    x0, x0, eq
    adrp    x2, prel32
    add     x2, x2, :lo12:prel32
    ldrsw   x3, [x2]
    add     x3, x3, x2
    cmp     x3, x1
    cset    x4, eq
    add     x0, x0, x4, lsl #1
    adrp    x2, prel64
    add     x2, x2, :lo12:prel64
    ldr     x3, [x2]
    add     x3, x3, x2
    adrp    x5, dword
    add     x5, x5, :lo12:dword
    cmp     x3, x5
    cset    x4, eq
    add     x0, x0, x4, lsl #2
    adr     x3, word
    cmp     x3, x1
    cset    x4, eq
    add     x0, x0, x4, lsl #3
    movz    x3, #:abs_g1:word
    movk    x3, #:abs_g0_nc:word
    cmp     x3, x1
    cset    x4, eq
    add     x0, x0, x4, lsl #4
    ret

    .global quadword
quadword:
    adrp    x1, quad
    ldr     q0, [x1, :lo12:quad]
    ret

    .section .text.callees, "ax"
    .global f_one, f_two
f_one:
    mov     x0, #1
    ret
f_two:
    mov     x0, #2
    ret
