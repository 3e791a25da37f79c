"""Generate the QEMU-compared programs of the SME2 ZA-array arithmetic: programs/sme2/za_fmla.s,
za_widen_fp.s, za_int.s, za_bmopa_smopa2.s and programs/sve/fmlalb_widen.s.

Each program loads operand pools (random values mixed with NaNs, infinities, zeros, subnormals
and extreme normals; fixed seeds) into Z and ZA, runs every form once and dumps the whole ZA (or
the destination Z) after each instruction, so tests/test_qemu_diff.py compares every result byte
with QEMU 11.1. Run from the repository root: ``python tools/gen_sme2_za_programs.py``.
"""
import os
import random

import numpy as np

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

SVLB = 32          # QEMU's default streaming vector length (256 bits)
NV = 32            # vectors per pool

def f16_pool(rng):
    sp = [0x7e00, 0x7c01, 0xfe33, 0x7d55, 0x7c00, 0xfc00, 0x0000, 0x8000, 0x0001, 0x83ff,
          0x7bff, 0xfbff, 0x3c00, 0x0400, 0x3555]
    v = []
    for _ in range(NV * SVLB // 2):
        if rng.random() < 0.12:
            v.append(rng.choice(sp))
        else:
            x = rng.uniform(-1, 1) * 2.0 ** rng.randint(-16, 12)
            v.append(int(np.float16(x).view(np.uint16)))
    return np.array(v, np.uint16).tobytes()

def bf16_pool(rng):
    sp = [0x7fc0, 0x7f81, 0xffc3, 0x7f80, 0xff80, 0x0000, 0x8000, 0x0001, 0x807f, 0x7f7f,
          0x3f80, 0x0080, 0x00ff]
    v = []
    for _ in range(NV * SVLB // 2):
        if rng.random() < 0.12:
            v.append(rng.choice(sp))
        else:
            x = np.float32(rng.uniform(-1, 1) * 2.0 ** rng.randint(-130, 100))
            v.append(int(x.view(np.uint32)) >> 16)
    return np.array(v, np.uint16).tobytes()

def f32_pool(rng, big=False):
    sp = [0x7fc00000, 0x7f800011, 0xffc00022, 0x7fa00033, 0x7f800000, 0xff800000, 0, 0x80000000,
          0x00000001, 0x807fffff, 0x7f7fffff, 0xff7fffff, 0x3f800000, 0x00800000]
    v = []
    for _ in range(NV * SVLB // 4):
        if rng.random() < 0.1:
            v.append(rng.choice(sp))
        else:
            e = rng.randint(-140, 127) if big else rng.randint(-20, 20)
            x = np.float32(rng.uniform(-1, 1) * 2.0 ** e)
            v.append(int(x.view(np.uint32)))
    return np.array(v, np.uint32).tobytes()

def f64_pool(rng):
    sp = [0x7ff8000000000000, 0x7ff0000000000011, 0xfff8000000000022, 0x7ff0000000000000,
          0xfff0000000000000, 0, 0x8000000000000000, 1, 0x800fffffffffffff, 0x7fefffffffffffff,
          0x3ff0000000000000]
    v = []
    for _ in range(NV * SVLB // 8):
        if rng.random() < 0.1:
            v.append(rng.choice(sp))
        else:
            x = np.float64(rng.uniform(-1, 1) * 2.0 ** rng.randint(-30, 30))
            v.append(int(x.view(np.uint64)))
    return np.array(v, np.uint64).tobytes()

def int_pool(rng):
    return bytes(rng.getrandbits(8) for _ in range(NV * SVLB))

def words(label, data):
    out = [f"{label}:"]
    w = np.frombuffer(data, np.uint32)
    for i in range(0, len(w), 8):
        out.append("        .word   " + ", ".join(f"0x{x:08x}" for x in w[i:i + 8]))
    return out

HEAD = """// QEMU: compare
// assembler: clang
{cover}
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        adr     x20, out
        mov     w8, #0
        mov     w9, #5
        mov     w10, #37                 // wraps modulo the group stride
        mov     w11, #-3                 // 0xfffffffd: only the low 32 bits count
        ptrue   p0.b
"""

def load(pool_za, pool_z, rows=32):
    s = []
    if pool_za:
        s += [f"        adr     x0, {pool_za}", "        mov     w12, #0",
              "1:      ldr     za[w12, 0], [x0]", "        addsvl  x0, x0, #1",
              "        add     w12, w12, #1", f"        cmp     w12, #{rows}", "        b.ne    1b"]
    if pool_z:
        s.append(f"        adr     x0, {pool_z}")
        s += [f"        ldr     z{i}, [x0, #{i}, mul vl]" for i in range(32)]
    return s

def dump(rows=32):
    return ["        mov     w12, #0", "1:      str     za[w12, 0], [x20]",
            "        addsvl  x20, x20, #1", "        add     w12, w12, #1",
            f"        cmp     w12, #{rows}", "        b.ne    1b"]


DUMP = dump()
PRCTL = ["        mov     x0, #63                  // prctl(PR_SME_SET_VL, {svlb})",
         "        mov     x1, #{svlb}", "        mov     x8, #167", "        svc     #0"]


def program(cover, groups, pools, nout, svlb=32):
    lines = HEAD.format(cover="\n".join("// " + c for c in cover)).splitlines()
    if svlb != 32:
        at = lines.index("_start:") + 1
        lines[at:at] = [x.format(svlb=svlb) for x in PRCTL]
    for za, z, insns in groups:
        lines += load(za, z, svlb)
        for ins in insns:
            lines.append(f"        {ins}")
            lines += dump(svlb)
    lines += ["        smstop", "        mov     x0, #1", "        adr     x1, out",
              f"        ldr     x2, ={nout}", "        mov     x8, #64", "        svc     #0",
              "        mov     x0, #0", "        mov     x8, #93", "        svc     #0",
              "        .data", "        .balign 16"]
    for name, data in pools.items():
        lines += words(name, data)
    lines += ["        .balign 16", f"out:    .space  {nout}", ""]
    return "\n".join(lines)

def count(groups, svlb=32):
    return sum(len(g[2]) for g in groups) * svlb * svlb

rng = random.Random(2026)
pools = {"pf32": f32_pool(rng), "pf32b": f32_pool(rng, True), "pf64": f64_pool(rng),
         "pf64b": f64_pool(rng)}
fp = [
    ("pf32", "pf32b", [
        "fmla    za.s[w8, 0, vgx2], {z0.s, z1.s}, z2.s",
        "fmls    za.s[w10, 3, vgx4], {z30.s, z31.s, z0.s, z1.s}, z5.s",
        "fmla    za.s[w9, 1, vgx2], {z4.s, z5.s}, {z6.s, z7.s}",
        "fmls    za.s[w11, 7, vgx4], {z8.s - z11.s}, {z12.s - z15.s}",
        "fmla    za.s[w8, 2, vgx2], {z16.s, z17.s}, z3.s[1]",
        "fmls    za.s[w10, 5, vgx4], {z20.s - z23.s}, z15.s[3]",
        "fmopa   za1.s, p0/m, p0/m, z24.s, z25.s",          # a tile in the middle of the groups
        "fmla    za.s[w9, 0], {z24.s - z27.s}, z9.s[0]",     # vgx omitted
        "fmla    za.s[w11, 6, vgx4], {z28.s - z31.s}, {z24.s - z27.s}",
    ]),
    ("pf64", "pf64b", [
        "fmla    za.d[w8, 0, vgx2], {z0.d, z1.d}, z2.d",
        "fmls    za.d[w10, 3, vgx4], {z31.d, z0.d, z1.d, z2.d}, z5.d",
        "fmla    za.d[w9, 1, vgx2], {z4.d, z5.d}, {z6.d, z7.d}",
        "fmls    za.d[w11, 7, vgx4], {z8.d - z11.d}, {z12.d - z15.d}",
        "fmla    za.d[w8, 2, vgx2], {z16.d, z17.d}, z3.d[1]",
        "fmls    za.d[w10, 5, vgx4], {z20.d - z23.d}, z15.d[0]",
        "fmopa   za5.d, p0/m, p0/m, z24.d, z25.d",
        "fmla    za.d[w11, 4, vgx2], {z26.d, z27.d}, z9.d",
    ]),
]
open("programs/sme2/za_fmla.s", "w").write(program(
    ["Covers: SME2 FMLA/FMLS into ZA array vector groups, .S and .D: multi-and-single (Zn lists",
     "that wrap past z31), multiple and indexed forms, VGx2 and VGx4, Wv values that wrap modulo",
     "the group stride and use only their low 32 bits, the vgx suffix omitted, and an FMOPA tile",
     "update between them (rows alias tiles). Operands mix random values with quiet/signalling",
     "NaNs (payloads), +-inf, +-0, subnormals and the largest normals; ZA uses the default NaN.",
     "Output: the whole ZA (1024 bytes at SVL 256) after each instruction."],
    fp, pools, count(fp)))

rng = random.Random(7)
pools = {"pf32": f32_pool(rng), "ph": f16_pool(rng), "pbf": bf16_pool(rng)}
wide = [
    ("pf32", "ph", [
        "fmlal   za.s[w8, 0:1], z0.h, z1.h",
        "fmlsl   za.s[w10, 14:15], z2.h, z3.h",
        "fmlal   za.s[w9, 2:3, vgx2], {z31.h, z0.h}, z4.h",
        "fmlsl   za.s[w11, 6:7, vgx4], {z5.h - z8.h}, z9.h",
        "fmlal   za.s[w8, 4:5, vgx2], {z10.h, z11.h}, {z12.h, z13.h}",
        "fmlsl   za.s[w10, 0:1, vgx4], {z16.h - z19.h}, {z20.h - z23.h}",
        "fmlal   za.s[w9, 12:13], z24.h, z15.h[7]",
        "fmlsl   za.s[w11, 2:3, vgx2], {z26.h, z27.h}, z14.h[3]",
        "fmlal   za.s[w8, 6:7, vgx4], {z28.h - z31.h}, z13.h[0]",
        "fdot    za.s[w8, 0, vgx2], {z1.h, z2.h}, z3.h",
        "fdot    za.s[w10, 7, vgx4], {z29.h, z30.h, z31.h, z0.h}, z4.h",
        "fdot    za.s[w9, 3, vgx2], {z6.h, z7.h}, {z8.h, z9.h}",
        "fdot    za.s[w11, 1, vgx4], {z12.h - z15.h}, {z16.h - z19.h}",
        "fdot    za.s[w8, 5, vgx2], {z20.h, z21.h}, z10.h[2]",
        "fdot    za.s[w10, 2, vgx4], {z24.h - z27.h}, z11.h[3]",
    ]),
    ("pf32", "pbf", [
        "bfmlal  za.s[w8, 0:1], z0.h, z1.h",
        "bfmlsl  za.s[w10, 14:15], z2.h, z3.h",
        "bfmlal  za.s[w9, 2:3, vgx2], {z31.h, z0.h}, z4.h",
        "bfmlsl  za.s[w11, 6:7, vgx4], {z5.h - z8.h}, z9.h",
        "bfmlal  za.s[w8, 4:5, vgx2], {z10.h, z11.h}, {z12.h, z13.h}",
        "bfmlsl  za.s[w10, 0:1, vgx4], {z16.h - z19.h}, {z20.h - z23.h}",
        "bfmlal  za.s[w9, 12:13], z24.h, z15.h[7]",
        "bfmlsl  za.s[w11, 2:3, vgx2], {z26.h, z27.h}, z14.h[3]",
        "bfmlal  za.s[w8, 6:7, vgx4], {z28.h - z31.h}, z13.h[0]",
        "bfdot   za.s[w8, 0, vgx2], {z1.h, z2.h}, z3.h",
        "bfdot   za.s[w10, 7, vgx4], {z29.h, z30.h, z31.h, z0.h}, z4.h",
        "bfdot   za.s[w9, 3, vgx2], {z6.h, z7.h}, {z8.h, z9.h}",
        "bfdot   za.s[w11, 1, vgx4], {z12.h - z15.h}, {z16.h - z19.h}",
        "bfdot   za.s[w8, 5, vgx2], {z20.h, z21.h}, z10.h[2]",
        "bfdot   za.s[w10, 2, vgx4], {z24.h - z27.h}, z11.h[3]",
    ]),
]
open("programs/sme2/za_widen_fp.s", "w").write(program(
    ["Covers: SME2 FMLAL/FMLSL and BFMLAL/BFMLSL (16 -> 32 widening into 2-row ZA slots, bottom",
     "halves into the first row, top halves into the second) and FDOT/BFDOT (2-way dot products),",
     "non-grouped, VGx2 and VGx4, single, multiple and indexed forms, on half-precision and",
     "bfloat16 pools with NaNs (quiet, signalling, payloads), +-inf, +-0, subnormals and the largest",
     "normals. Output: the whole ZA after each instruction."],
    wide, pools, count(wide)))

rng = random.Random(11)
pools = {"pi": int_pool(rng), "pj": int_pool(rng)}
ints = [
    ("pi", "pj", [
        "add     za.s[w8, 0, vgx2], {z0.s, z1.s}",
        "sub     za.d[w10, 3, vgx4], {z4.d - z7.d}",
        "add     za.d[w9, 1, vgx2], {z31.d, z0.d}, z2.d",
        "sub     za.s[w11, 7, vgx4], {z8.s - z11.s}, {z12.s - z15.s}",
        "sdot    za.s[w8, 1, vgx2], {z31.b, z0.b}, z15.b",
        "udot    za.s[w9, 2, vgx4], {z1.b - z4.b}, z5.b",
        "usdot   za.s[w10, 3, vgx2], {z6.b, z7.b}, z8.b",
        "sudot   za.s[w11, 4, vgx4], {z9.b - z12.b}, z13.b",
        "sdot    za.s[w8, 5, vgx2], {z14.b, z15.b}, {z16.b, z17.b}",
        "udot    za.s[w9, 6, vgx4], {z20.b - z23.b}, {z24.b - z27.b}",
        "usdot   za.s[w10, 7, vgx4], {z28.b - z31.b}, {z0.b - z3.b}",
        "sdot    za.s[w11, 0, vgx2], {z2.b, z3.b}, z4.b[3]",
        "udot    za.s[w8, 1, vgx4], {z4.b - z7.b}, z5.b[1]",
        "usdot   za.s[w9, 2, vgx2], {z8.b, z9.b}, z6.b[2]",
        "sudot   za.s[w10, 3, vgx4], {z12.b - z15.b}, z7.b[0]",
        "sdot    za.s[w11, 4, vgx2], {z17.h, z18.h}, z9.h",
        "udot    za.s[w8, 5, vgx4], {z16.h - z19.h}, {z20.h - z23.h}",
        "sdot    za.s[w9, 6, vgx2], {z22.h, z23.h}, z10.h[3]",
        "sdot    za.d[w10, 7, vgx4], {z29.h, z30.h, z31.h, z0.h}, z11.h",
        "udot    za.d[w11, 0, vgx2], {z24.h, z25.h}, {z26.h, z27.h}",
        "udot    za.d[w8, 1, vgx4], {z28.h - z31.h}, z12.h[1]",
        "smopa   za1.s, p1/m, p2/m, z3.b, z4.b",             # 4-way tile between groups
    ]),
    ("pj", "pi", [
        "smlall  za.s[w8, 0:3], z0.b, z1.b",
        "umlsll  za.d[w9, 12:15], z2.h, z3.h",
        "usmlall za.s[w10, 4:7], z4.b, z5.b",
        "smlsll  za.s[w11, 0:3, vgx2], {z31.b, z0.b}, z6.b",
        "umlall  za.d[w8, 4:7, vgx4], {z7.h - z10.h}, z11.h",
        "usmlall za.s[w9, 0:3, vgx2], {z12.b, z13.b}, z14.b",
        "sumlall za.s[w10, 4:7, vgx4], {z15.b - z18.b}, z1.b",
        "umlall  za.s[w11, 0:3, vgx2], {z20.b, z21.b}, {z22.b, z23.b}",
        "smlall  za.d[w8, 4:7, vgx4], {z24.h - z27.h}, {z28.h - z31.h}",
        "usmlall za.s[w9, 0:3, vgx4], {z0.b - z3.b}, {z4.b - z7.b}",
        "smlall  za.s[w10, 8:11], z8.b, z9.b[15]",
        "umlsll  za.d[w11, 12:15], z10.h, z11.h[5]",
        "sumlall za.s[w8, 4:7], z12.b, z13.b[6]",
        "smlsll  za.s[w9, 0:3, vgx2], {z14.b, z15.b}, z2.b[9]",
        "usmlall za.s[w10, 4:7, vgx4], {z16.b - z19.b}, z3.b[0]",
        "umlall  za.d[w11, 0:3, vgx4], {z20.h - z23.h}, z4.h[7]",
        "sumlall za.s[w8, 0:3, vgx2], {z24.b, z25.b}, z5.b[12]",
        "smlal   za.s[w9, 2:3], z0.h, z1.h",
        "umlsl   za.s[w10, 14:15], z2.h, z3.h",
        "smlsl   za.s[w11, 4:5, vgx2], {z31.h, z0.h}, z4.h",
        "umlal   za.s[w8, 6:7, vgx4], {z5.h - z8.h}, z9.h",
        "smlal   za.s[w9, 0:1, vgx2], {z10.h, z11.h}, {z12.h, z13.h}",
        "umlsl   za.s[w10, 2:3, vgx4], {z16.h - z19.h}, {z20.h - z23.h}",
        "umlal   za.s[w11, 8:9], z24.h, z14.h[7]",
        "smlsl   za.s[w8, 4:5, vgx2], {z26.h, z27.h}, z15.h[2]",
        "smlal   za.s[w9, 6:7, vgx4], {z28.h - z31.h}, z13.h[5]",
    ]),
]
open("programs/sme2/za_int.s", "w").write(program(
    ["Covers: SME2 ADD/SUB into ZA array groups (accumulate {Zm...}, and results Zn + Zm single and",
     "multiple), SDOT/UDOT/USDOT/SUDOT (4-way .B -> .S, 2-way .H -> .S, 4-way .H -> .D), single,",
     "multiple and indexed, and the SMLALL/SMLSLL/UMLALL/UMLSLL/USMLALL/SUMLALL family (.B -> .S,",
     ".H -> .D; non-grouped, VGx2, VGx4, single, multiple and indexed), SMLAL/SMLSL/UMLAL/UMLSL",
     "(2-way .H -> .S, even halves into the first row of each pair) on random bytes: modular",
     "wrap-around, mixed signedness, Wv wrap. An SMOPA tile update sits between the groups.",
     "Output: the whole ZA after each instruction."],
    ints, pools, count(ints)))

# ---------------------------------------------------------------- outer products (BMOPA, 2-way SMOPA)
rng = random.Random(23)
pools = {"pi": int_pool(rng), "pj": int_pool(rng), "pp": bytes(rng.getrandbits(8) for _ in range(64))}
mop = [
    ("pi", "pj", [
        "ptrue   p1.s, vl5",
        "ptrue   p2.h, vl7",
        "adr     x0, pp",
        "ldr     p3, [x0]",
        "ldr     p4, [x0, #1, mul vl]",
        "bmopa   za0.s, p0/m, p0/m, z0.s, z1.s",
        "bmopa   za1.s, p1/m, p3/m, z2.s, z3.s",
        "bmops   za2.s, p3/m, p4/m, z4.s, z5.s",
        "bmops   za3.s, p0/m, p1/m, z31.s, z30.s",
        "smopa   za0.s, p0/m, p0/m, z6.h, z7.h",
        "umopa   za1.s, p2/m, p3/m, z8.h, z9.h",
        "smops   za2.s, p3/m, p2/m, z10.h, z11.h",
        "umops   za3.s, p4/m, p0/m, z12.h, z13.h",
        "smopa   za1.s, p3/m, p4/m, z14.b, z15.b",      # the SME 4-way form still works
        "fmla    za.s[w9, 1, vgx4], {z16.s - z19.s}, z12.s",   # a group over the tiles
    ]),
]
def mop_prog():
    lines = HEAD.format(cover="\n".join("// " + c for c in [
        "Covers: SME2 BMOPA/BMOPS (popcount of XNOR, 32-bit elements) and the 2-way 16-bit",
        "SMOPA/UMOPA/SMOPS/UMOPS into .S tiles, under full, partial (ptrue vl5 / vl7 .h: a half-active",
        "pair) and random predicates (bits inside an element are ignored except each element's first),",
        "beside the SME 4-way SMOPA and an FMLA group that aliases the tiles. Output: the whole ZA",
        "after each outer product."])).splitlines()
    za, z, insns = mop[0]
    lines += load(za, z)
    for ins in insns:
        lines.append(f"        {ins}")
        if "mop" in ins or "fmla" in ins:
            lines += DUMP
    n = sum(1 for i in insns if "mop" in i or "fmla" in i) * 1024
    lines += ["        smstop", "        mov     x0, #1", "        adr     x1, out",
              f"        ldr     x2, ={n}", "        mov     x8, #64", "        svc     #0",
              "        mov     x0, #0", "        mov     x8, #93", "        svc     #0",
              "        .data", "        .balign 16"]
    for name, data in pools.items():
        lines += words(name, data)
    lines += ["        .balign 16", f"out:    .space  {n}", ""]
    return "\n".join(lines)
open("programs/sme2/za_bmopa_smopa2.s", "w").write(mop_prog())

# ---------------------------------------------------------------- SVE2 FMLALB family on Z
rng = random.Random(31)
NV = 64
ph = f16_pool(rng); pbf = bf16_pool(rng); pf = f32_pool(rng, True)
ops = ["fmlalb  z20.s, z0.h, z1.h", "fmlalt  z21.s, z2.h, z3.h", "fmlslb  z22.s, z4.h, z5.h",
       "fmlslt  z23.s, z6.h, z7.h", "fmlalb  z24.s, z8.h, z7.h[7]", "fmlalt  z25.s, z9.h, z2.h[0]",
       "fmlslb  z26.s, z10.h, z5.h[3]", "fmlslt  z27.s, z11.h, z6.h[6]"]
bops = ["bfmlalb z20.s, z12.h, z13.h", "bfmlalt z21.s, z14.h, z15.h", "bfmlalb z22.s, z16.h, z1.h[5]",
        "bfmlalt z23.s, z17.h, z4.h[2]"]
def fmlalb_prog():
    L = ["// QEMU: compare", "// assembler: clang",
         "// Covers: SVE2 FMLALB/FMLALT/FMLSLB/FMLSLT and BFMLALB/BFMLALT (vector and indexed), in",
         "// streaming mode (SVL 256) and out of it (VL 512): exact widening of half-precision and",
         "// bfloat16 inputs, one fused rounding, Arm NaN propagation (signalling before quiet, the",
         "// addend first, payloads kept), +-inf, +-0, subnormals, overflow. Output: each destination.",
         "// CHECK: exit == 0", "        .text", "        .global _start", "_start:",
         "        adr     x20, out"]
    n = 0
    for streaming in (True, False):
        vlb = 32 if streaming else 64
        if streaming:
            L.append("        smstart sm")
        for dop in (ops, bops):
            L.append("        adr     x0, ph" if dop is ops else "        adr     x0, pbf")
            L += [f"        ldr     z{i}, [x0, #{i}, mul vl]" for i in range(18)]
            L.append("        adr     x0, pf")
            L += [f"        ldr     z{i}, [x0, #{i - 20}, mul vl]" for i in range(20, 28)]
            for o in dop:
                L.append(f"        {o}")
                d = o.split()[1].split(".")[0]
                L += [f"        str     {d}, [x20]", "        addvl   x20, x20, #1"]
                n += vlb
        if streaming:
            L.append("        smstop  sm")
    L += ["        mov     x0, #1", "        adr     x1, out", f"        ldr     x2, ={n}",
          "        mov     x8, #64", "        svc     #0", "        mov     x0, #0", "        mov     x8, #93",
          "        svc     #0", "        .data", "        .balign 16"]
    L += words("ph", ph) + words("pbf", pbf) + words("pf", pf)
    L += ["        .balign 16", f"out:    .space  {n}", ""]
    return "\n".join(L)
open("programs/sve/fmlalb_widen.s", "w").write(fmlalb_prog())


# ---------------------------------------------------------------- other streaming vector lengths
mixed = [
    "fmla    za.s[w10, 3, vgx4], {z30.s, z31.s, z0.s, z1.s}, z5.s",
    "fmls    za.d[w11, 1, vgx2], {z4.d, z5.d}, z6.d[1]",
    "fmlal   za.s[w9, 6:7, vgx4], {z8.h - z11.h}, {z12.h - z15.h}",
    "bfdot   za.s[w8, 3, vgx2], {z16.h, z17.h}, z7.h[1]",
    "sdot    za.s[w11, 2, vgx4], {z20.b - z23.b}, z9.b[3]",
    "umlall  za.d[w10, 4:7, vgx2], {z24.h, z25.h}, z10.h",
    "smlall  za.s[w9, 12:15], z26.b, z11.b[13]",
    "add     za.d[w8, 7, vgx4], {z28.d - z31.d}",
    "fmopa   za3.s, p0/m, p0/m, z1.s, z2.s",
]
for svlb, seed in ((16, 41), (64, 43)):
    rng = random.Random(seed)
    SVLB = svlb
    pools = {"pf": f32_pool(rng, True), "pz": f32_pool(rng)}
    pools["pz"] = pools["pz"][:len(pools["pz"]) // 2] + f16_pool(rng)[:len(pools["pz"]) // 2]
    g = [("pf", "pz", mixed)]
    open(f"programs/sme2/za_svl{svlb * 8}.s", "w").write(program(
        [f"Covers: SME2 ZA-array arithmetic at SVL {svlb * 8} (prctl(PR_SME_SET_VL = 63, {svlb})):",
         f"vector groups of {svlb // 2} (VGx2) and {svlb // 4} (VGx4) rows, Wv wrapping modulo",
         "them, FMLA/FMLS .S/.D, FMLAL, BFDOT, SDOT, UMLALL, SMLALL, ADD and an FMOPA tile.",
         "Operands: float32 values with specials, then half-precision patterns. Output: the",
         "whole ZA after each instruction."],
        g, pools, count(g, svlb), svlb))
