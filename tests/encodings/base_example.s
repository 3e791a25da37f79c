// Representative lines for the add/sub (immediate), branch and system encodings.
add x0, x1, #16
add w3, wsp, #4095, lsl #12
sub sp, sp, #0x10
cmp x1, #5
cmn w2, #0
mov x0, sp
ret
ret x3
nop
svc #0
