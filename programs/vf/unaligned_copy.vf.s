.arch ascend-vf
// Shift a stream by 5 elements: dst[0:n] = src[5:5+n] for n = 200 f32, where neither src + 5
// nor dst + 3 is 32-byte aligned. LoadAlign/StoreAlign would fault (SIGBUS); the unaligned
// register streams of the Ascend C Reg API (LoadUnAlign/StoreUnAlign, asc_loadunalign_pre /
// asc_storeunalign_post in cannmirror/asc-devkit) read and write any address: one vldu.pre
// primes u0 with the first block, each vldu gives 64 lanes and keeps the next block; each vstu
// writes whole 32-byte blocks and keeps its tail in u1, which vstu.post writes at the end.
// CHECK: ub:dst:f32:4 == [0, 0, 0, 5]
// CHECK: ub:dst+12:f32:6 == [5, 6, 7, 8, 9, 10]
// CHECK: ub:dst+780:f32:4 == [197, 198, 199, 200]
// CHECK: ub:dst+808:f32:2 == [204, 0]
.ub
.balign 32
src:  .space 1024
dst:  .space 1024
.vf shift5 dst_, src_, n, rep
    vldu.pre     u0, [src_ + 20]
    loop i, rep
        vldu     v0, u0, [src_ + 20 + i*256]
        min      s10, n, #64
        vstu.b32 [dst_ + 12 + i*256], u1, v0, s10
        sub      n, n, s10
    endloop
    vstu.post    [dst_ + 812], u1
.endvf
.vf fill dst_
    vci.s32   v1, #0
    pset.b32  m1, ALL
    vcvt.f32.s32 v2, v1, m1
    loop j, #4
        vst   [dst_ + j*256], v2, m1
        vadds.f32 v2, v2, #64.0, m1
    endloop
.endvf
.entry
    vfcall fill, src
    vfcall shift5, dst, src, 200, 4
