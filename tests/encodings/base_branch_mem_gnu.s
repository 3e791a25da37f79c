// assembler: gnu
// GNU as spellings of the branch/load/store forms that clang rejects or spells differently.
prfm pldl1keep, [x0, #-8]
prfm pstl1strm, [x0, #3]
ldr x0, [x1, #-8]
ldrsh w0, [x1, #-1]
str x0, [x1, #1]
bcs .+8
bcc .-8
