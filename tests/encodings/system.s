// Representative lines of the user-mode system forms: isa/a64/base_system.py, base_pauth.py,
// base_mte.py and the hint space of base_branch.py.
cfinv
axflag
xaflag
sb
rmif x1, #3, #11
setf8 w2
setf16 w3
msr dit, #1
msr ssbs, #0
msr tco, #1
mrs x0, midr_el1
mrs x1, mpidr_el1
mrs x2, revidr_el1
mrs x3, id_aa64pfr0_el1
mrs x4, id_aa64isar1_el1
mrs x5, id_aa64smfr0_el1
mrs x6, id_aa64zfr0_el1
mrs x7, ctr_el0
mrs x8, tpidrro_el0
mrs x9, dit
msr ssbs, x10
mrs x11, tco
wfe
wfi
sev
sevl
dgh
esb
csdb
tsb csync
hint #17
hint #40
hint #127
xpaclri
paciasp
autibsp
pacia1716
autib1716
paciaz
pacia x1, x2
pacib x3, sp
pacda x4, x5
pacdb x6, x7
autia x8, x9
autdb x10, sp
paciza x11
pacdzb x12
autizb x13
autdza x14
xpaci x15
xpacd x16
pacga x17, x18, sp
braa x1, x2
brab x3, sp
blraa x4, x5
blrabz x6
braaz x7
retaa
retab
ldraa x0, [x1]
ldrab x2, [sp, #-4096]
ldraa x3, [x4, #4088]!
irg x0, sp, x1
irg x2, x3
gmi x4, sp, x5
addg x6, sp, #1008, #15
subg x7, x8, #16, #0
subp x9, sp, x10
subps x11, x12, sp
ldg x13, [x14, #-4096]
stg x15, [sp, #4080]
stzg x16, [x17], #16
st2g sp, [x18, #-32]!
stz2g x19, [x20]
stgp x21, x22, [x23, #1008]
stgp x24, x25, [sp], #-1024
dc gva, x0
dc gzva, x1
dc cvadp, x2
dc cigdvac, x3
abs x1, x2
cnt w3, w4
ctz x5, x6
smax x7, x8, #-100
umin w9, w10, #200
smin x11, x12, x13
umax w14, w15, w16
crc32b w0, w1, w2
crc32ch w3, w4, w5
crc32cx w6, w7, x8
ldapur x0, [x1, #-8]
ldapursb w2, [x3]
ldapursw x4, [sp, #255]
stlur w5, [x6, #-256]
stlurh w7, [x8, #3]
ldtr x9, [x10, #8]
ldtrsh w11, [sp]
sttrb w12, [x13, #-1]
ldnp x1, x2, [x3, #-512]
stnp w4, w5, [sp, #252]
bc.eq .
bc.ne .
casp x0, x1, x2, x3, [x4]
caspal w6, w7, w8, w9, [sp]
caspa x30, xzr, x2, x3, [x5]
swpp x1, x2, [x3]
ldclrpa x4, x5, [sp]
ldsetpal x6, x7, [x8]
swppl x9, x10, [x11]
