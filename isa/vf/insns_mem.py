"""VF loads/stores (LoadAlign/StoreAlign and their DIST modes), masks, scalar ops, mem_bar,
explicit AddrRegs (vag) and vfcall.

Load/store facts (the Ascend C Reg API docs (cannmirror/asc-devkit) "LoadDist/StoreDist", AD:R/Reg数据搬入/连续对齐搬入（LoadAlign）.md,
…/连续对齐搬出（StoreAlign）.md): NORM needs 32-byte alignment; BRC_Bw loads one element and
broadcasts it (align w); US 2× upsample from VL/2; DS takes every other element of 2·VL; UNPACK
zero-extends VL/2 bytes to double width; BLK broadcasts one 32-byte block; FIRST_ELEMENT stores
element 0 ignoring the mask (align w); PACK stores the low half of each lane (align 32).
Masks (AD:impl/basic_api/reg_compute/dav_3510/kernel_reg_compute_maskreg_impl.h): CreateMask is
``pset``, UpdateMask is ``plt`` with POST_UPDATE — the first min(count, lanes) lanes, then
count −= min(count, lanes).
"""
from __future__ import annotations

import numpy as np

from . import types as T
from .operands import Scalar, address, constant, expect, mask_operand, reg, scalar
from .spec import OpSpec, bind_address, ub_slice, wrap64

LD_DIST = {"": (256, 32), "norm": (256, 32), "brc.b8": (1, 1), "brc.b16": (2, 2), "brc.b32": (4, 4),
           "us.b8": (128, 32), "us.b16": (128, 32), "ds.b8": (512, 32), "ds.b16": (512, 32),
           "unpack.b8": (128, 32), "unpack.b16": (128, 32), "unpack.b32": (128, 32), "blk": (32, 32)}
ST_DIST = {"": 32, "norm": 32, "first.b8": 1, "first.b16": 2, "first.b32": 4, "pack.b16": 32,
           "pack.b32": 32}
UW = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
PATTERNS = ("ALL", "ALLF", "H", "Q", "M3", "M4") + tuple(f"VL{n}" for n in (1, 2, 3, 4, 8, 16, 32, 64, 128))
SCALAR_OPS = {"mov": None, "add": lambda a, b: a + b, "sub": lambda a, b: a - b,
              "mul": lambda a, b: a * b,
              "div": lambda a, b: 0 if b == 0 else (abs(a) // abs(b)) * (1 if (a >= 0) == (b >= 0) else -1),
              "rem": lambda a, b: 0 if b == 0 else a - b * (0 if b == 0 else (abs(a) // abs(b)) * (1 if (a >= 0) == (b >= 0) else -1)),
              "min": min, "max": max, "shl": lambda a, b: a << (b & 63), "shr": lambda a, b: a >> (b & 63),
              "and": lambda a, b: a & b, "or": lambda a, b: a | b}


def distribution(stmt, parts, table, what):
    d = ".".join(parts)
    if d not in table:
        raise stmt.error(f"unknown {what} distribution '.{d}'", stmt.loc.col,
                         " ".join(k for k in table if k))
    return d


def post_increment(st, a, addr_fn, post):
    S, r = st.s, a.scalars[0][0].value
    def bump():
        S[r] = wrap64(S[r] + post)
    return bump


def decode_vld(stmt, parts, scope) -> OpSpec:
    d = distribution(stmt, parts, LD_DIST, "load")
    ops = expect(stmt, (2, 3), "vld[.DIST] vd, [ADDR]  or  vld vd, [sN], #imm")
    vd = reg(stmt, ops[0], "v")
    a = address(stmt, ops[1], scope, ops[2] if len(ops) == 3 else None)
    nbytes, align = LD_DIST[d]
    kind, _, w = d.partition(".b")
    esz = int(w) // 8 if w else 1
    what = f"vld{'.' + d if d else ''}"

    def make(st):
        V = st.v
        f = bind_address(st, a)
        bump = post_increment(st, a, f, a.post) if a.post is not None else None

        def run():
            src = ub_slice(st, f(), nbytes, align, what)
            if kind in ("", "norm"):
                V[vd] = src
            elif kind == "brc":
                V[vd] = np.tile(src, 256 // esz)
            elif kind == "blk":
                V[vd] = np.tile(src, 8)
            elif kind == "us":
                V[vd].view(UW[esz])[:] = np.repeat(src.view(UW[esz]), 2)
            elif kind == "ds":
                V[vd].view(UW[esz])[:] = src.view(UW[esz])[0::2]
            else:  # unpack: zero-extend to double width
                out = np.zeros(256 // esz, UW[esz])
                out[0::2] = src.view(UW[esz])
                V[vd] = out.view(np.uint8)
            if bump is not None:
                bump()
        return run
    sr = tuple(s for s, _ in a.scalars) + tuple(s for _, _, s in a.counters if not s.is_imm)
    sw = (("s", a.scalars[0][0].value),) if a.post is not None else ()
    reads = (("a", a.areg),) if a.areg is not None else ()
    return OpSpec(stmt, "vld_ds" if kind == "ds" else "vld", "b8", make, reads, (("v", vd),), sr, sw,
                  addr=a, ub_r=2 if kind == "ds" else 1, lanes=256)


def decode_vst(stmt, parts, scope) -> OpSpec:
    d = distribution(stmt, parts, ST_DIST, "store")
    ops = expect(stmt, (3, 4), "vst[.DIST] [ADDR], vs, m  or  vst [sN], vs, m, #imm")
    a = address(stmt, ops[0], scope, ops[3] if len(ops) == 4 else None)
    vs = reg(stmt, ops[1], "v")
    mk, _ = mask_operand(stmt, ops[2])
    align = ST_DIST[d]
    kind, _, w = d.partition(".b")
    esz = int(w) // 8 if w else 1
    what = f"vst{'.' + d if d else ''}"

    def make(st):
        V, M = st.v, st.m
        f = bind_address(st, a)
        bump = post_increment(st, a, f, a.post) if a.post is not None else None

        def run():
            addr = f()
            if kind in ("", "norm"):
                dst = ub_slice(st, addr, 256, align, what)
                on = M[mk].astype(bool)
                dst[on] = V[vs][on]
            elif kind == "first":
                ub_slice(st, addr, esz, align, what)[:] = V[vs][:esz]
            else:  # pack: low half of each lane, lanes counted at the source width
                half = UW[esz // 2]
                dst = ub_slice(st, addr, 128, align, what).view(half)
                on = T.mask_bits(M[mk], f"b{8 * esz}")
                dst[on] = V[vs].view(half)[0::2][on]
            if bump is not None:
                bump()
        return run
    sr = tuple(s for s, _ in a.scalars) + tuple(s for _, _, s in a.counters if not s.is_imm)
    sw = (("s", a.scalars[0][0].value),) if a.post is not None else ()
    reads = (("v", vs), ("m", mk)) + ((("a", a.areg),) if a.areg is not None else ())
    return OpSpec(stmt, "vst", "b8", make, reads, (), sr, sw, addr=a, ub_w=1, single=True, lanes=256)


def decode_mask(stmt, base, parts, scope) -> OpSpec:
    ops = stmt.operands
    if base in ("pset", "plt"):
        if not parts or parts[0] not in ("b8", "b16", "b32"):
            raise stmt.error(f"{base} needs a width suffix", stmt.loc.col, ".b8 .b16 .b32")
        t = parts[0]
        n = T.lanes(t)
        expect(stmt, 2, f"{base}.{t} md, {'PATTERN' if base == 'pset' else 'sreg'}")
        md = reg(stmt, ops[0], "m")
        if base == "pset":
            p = ops[1].text.strip().upper()
            if p not in PATTERNS:
                raise stmt.error(f"unknown mask pattern '{ops[1].text}'", ops[1].col, " ".join(PATTERNS))
            k = {"ALL": n, "ALLF": 0, "H": n // 2, "Q": n // 4, "M3": n // 3 * 3, "M4": n // 4 * 4}.get(p)
            if k is None:
                k = int(p[2:]) if int(p[2:]) <= n else 0
            row = T.mask_row(np.arange(n) < k, t)

            def make(st):
                M = st.m

                def run():
                    M[md] = row
                return run
            return OpSpec(stmt, "mask", t, make, (), (("m", md),), lanes=n)
        s = scalar(stmt, ops[1], scope)
        if s.kind != "s":
            raise stmt.error("plt counts down a scalar register", ops[1].col,
                             "UpdateMask(count) post-decrements count: give sN or a parameter")
        r = s.value
        rows = np.stack([T.mask_row(np.arange(n) < k, t) for k in range(n + 1)])

        def make(st):
            M, S = st.m, st.s

            def run():
                c = S[r] & 0xFFFFFFFF
                k = c if c < n else n
                M[md] = rows[k]
                S[r] = c - k
            return run
        return OpSpec(stmt, "plt", t, make, (), (("m", md),), (s,), (("s", r),), lanes=n)
    # pand por pxor pnot pmov
    nsrc = 1 if base in ("pnot", "pmov") else 2
    expect(stmt, (nsrc + 1, nsrc + 2), f"{base} md, ma{', mb' if nsrc == 2 else ''}[, mg]")
    md = reg(stmt, ops[0], "m")
    srcs = [reg(stmt, o, "m") for o in ops[1:1 + nsrc]]
    g = reg(stmt, ops[-1], "m") if len(ops) == nsrc + 2 else None
    fn = {"pand": np.bitwise_and, "por": np.bitwise_or, "pxor": np.bitwise_xor}.get(base)

    def make(st):
        M = st.m

        def run():
            if base == "pnot":
                r = 1 - M[srcs[0]]
            elif base == "pmov":
                r = M[srcs[0]].copy()
            else:
                r = fn(M[srcs[0]], M[srcs[1]])
            M[md] = r & M[g] if g is not None else r
        return run
    reads = tuple(("m", x) for x in srcs) + ((("m", g),) if g is not None else ())
    return OpSpec(stmt, "mask", "b8", make, reads, (("m", md),), lanes=256)


def decode_scalar(stmt, base, scope) -> OpSpec:
    ops = stmt.operands
    nsrc = 1 if base == "mov" else 2
    expect(stmt, nsrc + 1, f"{base} sd, {'x' if nsrc == 1 else 'x, y'}")
    dst = scalar(stmt, ops[0], scope)
    if dst.kind == "imm":
        raise stmt.error(f"{base} writes a scalar register", ops[0].col, "s0-s31 or a parameter")
    srcs = [scalar(stmt, o, scope) for o in ops[1:]]
    for s in srcs:
        if s.is_imm and isinstance(s.value, float) and base != "mov":
            raise stmt.error("scalar arithmetic is integer", ops[1].col)
    fn = SCALAR_OPS[base]

    def getter(st, s: Scalar):
        if s.is_imm:
            v = s.value
            if isinstance(v, float):
                v = int(np.float32(v).view(np.uint32))  # float literals are f32 bit patterns
            return lambda: v
        src, i = (st.s if s.kind == "s" else st.c), s.value
        return lambda: src[i]

    def make(st):
        out, i = (st.s if dst.kind == "s" else st.c), dst.value
        gs = [getter(st, s) for s in srcs]
        if base == "mov":
            g0 = gs[0]

            def run():
                out[i] = wrap64(g0())
        else:
            g0, g1 = gs

            def run():
                out[i] = wrap64(fn(g0(), g1()))
        return run
    return OpSpec(stmt, "scalar", "s64", make, (), (), tuple(srcs), ((dst.kind, dst.value),))


def decode_membar(stmt) -> OpSpec:
    return OpSpec(stmt, "membar", "", lambda st: (lambda: None))


def decode_vag(stmt, scope) -> OpSpec:
    """``vag aN, stride_outer, …, stride_inner``: the offset Σ counter·stride over the innermost
    enclosing loops (AD:impl/basic_api/reg_compute/dav_3510/kernel_reg_compute_addrreg_impl.h:
    vag takes strides only; the indices are the hardware-loop counters). Strides are bytes."""
    ops = stmt.operands
    if not 2 <= len(ops) <= 5:
        raise stmt.error("vag takes an AddrReg and 1-4 strides", stmt.loc.col, "vag a0, 512, 64")
    ad = reg(stmt, ops[0], "a")
    strides = [scalar(stmt, o, scope) for o in ops[1:]]
    if len(strides) > len(scope.counters):
        raise stmt.error(f"vag has {len(strides)} strides but only {len(scope.counters)} enclosing "
                         "loops", stmt.loc.col, "one stride per enclosing loop, innermost last")
    slots = [slot for _, slot in scope.counters[-len(strides):]]

    def make(st):
        A, C, S = st.a, st.c, st.s
        pairs = [(c, s.value, s.kind) for c, s in zip(slots, strides)]

        def run():
            A[ad] = sum(C[c] * (v if k == "imm" else S[v]) for c, v, k in pairs)
        return run
    return OpSpec(stmt, "vag", "", make, (), (("a", ad),), tuple(strides), areg=ad,
                  addr_mode="explicit")


def decode_vfcall(stmt, scope) -> OpSpec:
    ops = stmt.operands
    if not ops:
        raise stmt.error("vfcall needs a VF name", stmt.loc.col, "vfcall add_vf, dst, src, 100")
    args = tuple(scalar(stmt, o, scope) for o in ops[1:])
    return OpSpec(stmt, "call", "", None, sreads=args, kind="call", target=ops[0].text.strip(),
                  args=args)


def const_operand(stmt, op, scope):
    return constant(stmt, op.text, op.col, scope)
