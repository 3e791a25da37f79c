// assembler: gnu
// GNU as spellings of base integer data processing that LLVM MC does not take: the AAPCS64
// register names ip0/ip1, and UXTB/UXTH/UXTW with an X destination (UXTW Xd, Wn is MOV Wd, Wn);
// and the forms both take, in GNU as's encoding (BIC with an immediate is AND with its inverse).
add ip0, ip1, #1
mov x0, ip0
orr ip1, fp, lr
mov fp, sp
madd lr, fp, ip0, ip1
uxtw x0, w1
uxtw w2, w3
uxtb x4, w5
uxth x6, w7
rev64 x8, x9
bfc w10, #0, #32
ror w11, w12, #0
bic x13, x14, #0xff
