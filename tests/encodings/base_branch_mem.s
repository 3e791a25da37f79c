// Representative lines for every operand form of the branch, system and load/store decoders
// (isa/a64/base_branch.py, isa/a64/base_mem.py): each line is one instruction.
b .+8
b .-0x8000000
b .+0x7fffffc
bl .-4
l_self: b l_self
b.eq .+8
beq .+8
bhs .
b.ne .-8
b.cs .+0xffffc
b.hs .-0x100000
b.cc .+4
b.lo .+4
b.mi .+4
b.pl .+4
b.vs .+4
b.vc .+4
b.hi .+4
b.ls .+4
b.ge .+4
b.lt .+4
b.gt .+4
b.le .+4
b.al .+4
b.nv .+4
b.none .+4
b.any .+4
b.nlast .+4
b.last .+4
b.first .+4
b.nfrst .+4
b.pmore .+4
b.plast .+4
b.tcont .+4
b.tstop .+4
cbz x0, .+8
cbz wzr, .-0x100000
cbnz x27, .+0xffffc
cbnz w3, .
tbz x3, #40, .+8
tbz w0, #0, .-0x8000
tbnz x30, #63, .+0x7ffc
tbnz w5, #31, .
br x9
br xzr
blr x30
blr x0
ret
ret x3
ret x30
ret xzr
adr x0, .+12
adr x30, .-0x100000
adr xzr, .+0xfffff
adrp x1, .
nop
svc #0
svc #0xffff
udf #0
udf #65535
fmov d0, x1
fmov d31, xzr
fmov x1, d0
fmov xzr, d31
fmov s0, w1
fmov s31, wzr
fmov w1, s0
fmov wzr, s31
ldr x0, [x1]
ldr x0, [x1, #8]
ldr x0, [sp, #32760]
ldr w0, [x1, #16380]
ldr xzr, [x30, #8]
ldrb w0, [x1, #4095]
ldrh w0, [x1, #8190]
ldrsb x0, [x1, #1]
ldrsb w0, [x1, #4095]
ldrsh x0, [x1, #2]
ldrsh w0, [x1, #8190]
ldrsw x0, [x1, #16380]
str x0, [x1, #32760]
str w0, [sp]
str xzr, [sp, #8]
strb w0, [x1, #4095]
strh wzr, [x1, #2]
ldr x0, [x1, #-256]!
ldr x0, [x1, #255]!
ldr x0, [x1], #-256
ldr x0, [x1], #255
ldr w2, [sp, #-4]!
ldrb w0, [x1], #1
ldrh w0, [x1, #-2]!
ldrsb x0, [x1], #-1
ldrsb w0, [x1, #3]!
ldrsh x0, [x1], #2
ldrsh w0, [x1, #-2]!
ldrsw x0, [x1], #4
str x0, [sp, #-16]!
str w0, [x1], #4
strb w0, [x1, #1]!
strh w0, [x1], #-2
ldur x0, [x1]
ldr x0, [x1, #-8]
ldr x0, [x1, #1]
ldrb w0, [x1, #-1]
str w0, [x1, #-4]
ldur x0, [x1, #-256]
ldur x0, [x1, #255]
ldur w0, [sp, #-4]
ldurb w0, [x1, #-1]
ldurh w0, [x1, #1]
ldursb x0, [x1, #-1]
ldursb w0, [x1, #-1]
ldursh x0, [x1, #-2]
ldursh w0, [x1, #-3]
ldursw x0, [x1, #-4]
stur x0, [x1, #-8]
stur wzr, [x1, #3]
sturb w0, [x1, #-1]
sturh w0, [x1, #-1]
ldr x0, [x1, x2]
ldr x0, [x1, x2, lsl #3]
ldr x0, [sp, xzr]
ldr x0, [x1, w2, uxtw]
ldr x0, [x1, w2, uxtw #3]
ldr x0, [x1, w2, sxtw]
ldr x0, [x1, w2, sxtw #3]
ldr x0, [x1, x2, sxtx]
ldr x0, [x1, x2, sxtx #3]
ldr w0, [x1, x2, lsl #2]
ldr w0, [x1, w2, sxtw #2]
ldrb w0, [x1, x2]
ldrb w0, [x1, x2, lsl #0]
ldrb w0, [x1, w2, uxtw]
ldrb w0, [x1, w2, sxtw #0]
ldrh w0, [x1, x2, lsl #1]
ldrh w0, [x1, w2, uxtw #1]
ldrsb x0, [x1, w2, sxtw]
ldrsb w0, [x1, x2, sxtx]
ldrsh x0, [x1, x2, lsl #1]
ldrsh w0, [x1, w2, sxtw]
ldrsw x0, [x1, x2, lsl #2]
ldrsw x0, [x1, w2, uxtw]
str x0, [x1, x2, lsl #3]
str w0, [x1, w2, sxtw #2]
strb w0, [x1, x2]
strh w0, [x1, w2, uxtw #1]
ldr x0, .+8
ldr w3, .-0x100000
ldr x30, .+0xffffc
ldrsw x0, .-8
ldp x0, x1, [sp]
ldp x0, x1, [sp, #-512]
ldp x0, x1, [x2, #504]
ldp w0, w1, [x2, #-256]
ldp w0, w1, [x2, #252]
ldp x29, x30, [sp], #16
ldp x0, x1, [x2], #-512
ldp w0, w1, [x2], #252
ldp x0, x1, [sp, #16]!
ldp w0, w1, [x2, #-4]!
ldpsw x0, x1, [x2]
ldpsw x0, x1, [x2, #-256]
ldpsw x0, x1, [x2, #252]!
ldpsw x0, x1, [x2], #-4
stp x29, x30, [sp, #-16]!
stp x0, x1, [sp, #504]
stp w0, w1, [x2]
stp xzr, xzr, [x2], #16
stp wzr, w1, [x2, #-256]!
prfm pldl1keep, [x0]
prfm pldl1strm, [x0, #8]
prfm pldl2keep, [x0, #32760]
prfm pldl2strm, [sp]
prfm pldl3keep, [x0]
prfm pldl3strm, [x0]
prfm plil1keep, [x0]
prfm plil1strm, [x0]
prfm plil2keep, [x0]
prfm plil2strm, [x0]
prfm plil3keep, [x0]
prfm plil3strm, [x0]
prfm pstl1keep, [x0]
prfm pstl1strm, [x0]
prfm pstl2keep, [x0]
prfm pstl2strm, [x0]
prfm pstl3keep, [x0]
prfm pstl3strm, [x0]
prfm #6, [x0]
prfm #31, [x0, #16]
prfm pldl1keep, [x0, x1]
prfm pldl1keep, [x0, x1, lsl #3]
prfm pstl1keep, [x0, w1, uxtw]
prfm plil2strm, [x0, w1, sxtw #3]
prfm pldl1keep, [x0, x1, sxtx]
prfm #7, [x0, x1]
prfum pldl1keep, [x0, #-1]
prfum pstl2strm, [x0, #255]
prfum #23, [x0]
prfm pldl1keep, .+8
prfm #22, .-0x100000
hint #0x11
hint #127
hint #39
yield
bti
bti c
bti j
bti jc
dmb sy
dmb ish
dmb ishld
dmb ishst
dmb osh
dmb oshld
dmb oshst
dmb nsh
dmb nshld
dmb nshst
dmb ld
dmb st
dmb #0
dmb #12
dsb sy
dsb ish
dsb ishst
dsb #8
ssbb
pssbb
isb
isb sy
isb #5
clrex
clrex #3
brk #0
brk #0x3e8
brk #65535
mrs x0, tpidr_el0
mrs xzr, fpcr
mrs x1, fpsr
mrs x2, dczid_el0
mrs x3, cntfrq_el0
mrs x4, cntvct_el0
mrs x30, svcr
mrs x5, s3_3_c13_c0_2
msr tpidr_el0, x1
msr fpcr, xzr
msr fpsr, x2
msr svcr, x3
dc zva, x0
dc zva, xzr
dc civac, x1
dc cvac, x2
dc cvau, x3
dc cvap, x4
ic ivau, x30
