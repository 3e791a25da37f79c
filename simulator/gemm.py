"""Packed GEMM end to end: problem setup, placement in tiled layouts, run, check, cycle figures.

    r = run_gemm(256, 256, 256, kernel="sme", machine="m4", svl=512)
    r.max_rel_error, r.cycles, r.gflops, r.peak_fraction, r.pack_cycles

The program is ``programs/gemm/gemm.s`` (driver + packing routine + SME micro-kernels, all Arm
assembly); this module only chooses the assembly-time parameters (``--defsym``), writes A and B
into memory in the requested layouts with the layout library, reads C back and compares it with
numpy. A layout is any 2-D shape whose element offsets follow the descriptor formula the
assembly uses (row-/column-major, XLA ``T(8,128)`` in either order); that is checked against the
layout library's own offsets before the run. Nothing here prints.
"""
from __future__ import annotations

import multiprocessing as mp
import os
import time
from typing import TYPE_CHECKING

import attrs
import numpy as np

from .assets import program_path
from .layout import offsets, parse_shape, to_memory
from .layout.shape import Shape

if TYPE_CHECKING:
    from isa.asm.program import Program

GEMM_PROGRAM = program_path("gemm", "gemm.s")
SVE_PROGRAM = program_path("gemm", "gemm_sve.s")
REPS_OFFSET = 56  # byte offset of `reps` in gemm_params (programs/gemm/driver.s, its header)

KERNELS = {  # name -> (KERNEL symbol, input dtype, values per 32-bit lane, flop kind)
    "sme": (0, "f32", 1),
    "sme-f16": (1, "f16", 2),
    "sme-i8": (2, "s8", 4),
}
LAYOUT_NAMES = {"row": "{1,0}", "row-major": "{1,0}", "col": "{0,1}", "col-major": "{0,1}",
                "column-major": "{0,1}", "tiled": "{1,0:T(8,128)}", "T(8,128)": "{1,0:T(8,128)}"}


class GemmError(ValueError):
    """A problem the GEMM setup cannot express (unsupported layout, bad blocking)."""


@attrs.define
class Descriptor:
    """How the assembly addresses a matrix: element (p, q), q the contiguous index, lives at
    ``(p>>3)*G + (p&7)*s + 4*((q>>7)*T1e + (q&127))`` bytes; ``mode`` 0 = p is the row."""

    mode: int
    G: int
    s: int
    t1e: int
    shape: Shape

    def symbols(self, prefix: str, slack: bool = True) -> dict[str, int]:
        extra = self.G + 8 * self.s + 8192 if slack else 4096
        return {f"{prefix}_MODE": self.mode, f"{prefix}_G": self.G, f"{prefix}_S": self.s,
                f"{prefix}_T1E": self.t1e, f"{prefix}_BYTES": self.shape.byte_size + extra}


def layout_shape(text: str | None, rows: int, cols: int, dtype: str = "f32") -> Shape:
    """A shape for a rows x cols matrix from a name (row, col, tiled), a bare layout
    ``{1,0:T(8,128)}`` or a full shape text (its dims must be [rows, cols])."""
    text = (text or "row").strip()
    text = LAYOUT_NAMES.get(text, text)
    if text.startswith("{"):
        text = f"{dtype}[{rows},{cols}]{text}"
    shape = parse_shape(text)
    if tuple(shape.dims) != (rows, cols):
        raise GemmError(f"layout {shape} has dims {tuple(shape.dims)}, the matrix is {rows}x{cols}")
    return shape


def descriptor(shape: Shape, prefer: int = 0) -> Descriptor:
    """The assembly's addressing parameters for ``shape``, verified element by element against
    the layout library (``offsets``); ``prefer`` decides for shapes both modes describe (n x 1)."""
    rows, cols = shape.dims
    off = offsets(shape).reshape(rows, cols) * 4
    for mode in (prefer, 1 - prefer):
        o = off if mode == 0 else off.T
        P, Q = o.shape
        s = int(o[1, 0] - o[0, 0]) if P > 1 else 4 * max(Q, 1)
        G = int(o[8, 0] - o[0, 0]) if P > 8 else 8 * s
        t1e = int(o[0, 128] - o[0, 0]) // 4 if Q > 128 else 128
        p = np.arange(P)[:, None]
        q = np.arange(Q)[None, :]
        pred = (p >> 3) * G + (p & 7) * s + 4 * ((q >> 7) * t1e + (q & 127))
        if int(o[0, 0]) == 0 and np.array_equal(pred, o) and s > 0:
            return Descriptor(mode, G, s, t1e, shape)
    raise GemmError(f"layout {shape} is not supported by the GEMM programs (row-/column-major "
                    "or T(8,128) tiles, f32)")


def narrow_descriptor(shape: Shape) -> Descriptor:
    """fp16 / int8 sources (row- or column-major only): p is the row (mode 0) or column
    (mode 1), s the bytes from one p to the next; the packers read it in bytes (pack_zip) or as
    32-bit words of `per` values (pack_panels, q = word index). Verified against the library."""
    rows, cols = shape.dims
    off = offsets(shape).reshape(rows, cols)
    for mode, (P, Q) in ((0, (rows, cols)), (1, (cols, rows))):
        o = off if mode == 0 else off.T
        ref = np.arange(P)[:, None] * Q + np.arange(Q)[None, :]
        if np.array_equal(o, ref):
            s = Q * shape.element_bits // 8
            return Descriptor(mode, 8 * s, s, 128, shape)
    raise GemmError(f"layout {shape}: fp16 / int8 operands must be row- or column-major")


def narrow_packed(rows: int, cols: int, dtype: str, w: int, which: str) -> Shape:
    """The packed layout of an fp16 / int8 operand (per = 2 / 4 values of k per 32-bit lane):
    A ``{0,1:T(kp,MR)(per,1)}``, B ``{1,0:T(kp,NR)(per,1)}``, kp = k rounded up to per."""
    per = 2 if dtype == "f16" else 4
    if which == "a":
        mp, kp = _round_up(rows, w), _round_up(cols, per)
        return parse_shape(f"{dtype}[{mp},{kp}]{{0,1:T({kp},{w})({per},1)}}")
    kp, np_ = _round_up(rows, per), _round_up(cols, w)
    return parse_shape(f"{dtype}[{kp},{np_}]{{1,0:T({kp},{w})({per},1)}}")


@attrs.define
class GemmResult:
    m: int
    n: int
    k: int
    kernel: str
    svl: int
    machine: str | None
    packed: bool
    layouts: dict
    blocking: dict
    cycles: int | None
    flops: int
    gflops: float | None
    peak_fraction: float | None
    peak_flops_per_cycle: float | None
    clock_ghz: float | None
    max_rel_error: float
    exact: bool | None
    ok: bool
    pack_cycles: int | None
    kernel_cycles: int | None
    cache_misses: dict
    instructions: int
    fmopas: int
    sim_seconds: float
    c: np.ndarray = attrs.field(repr=False)
    reference: np.ndarray = attrs.field(repr=False)
    stats: dict | None = attrs.field(default=None, repr=False)

    def summary(self) -> dict:
        """The JSON object of ``tilesim gemm --json``."""
        keys = ("m", "n", "k", "kernel", "svl", "machine", "packed", "cycles", "flops", "gflops",
                "peak_fraction", "max_rel_error", "exact", "ok", "pack_cycles", "kernel_cycles",
                "cache_misses", "instructions", "fmopas", "sim_seconds", "blocking", "layouts",
                "clock_ghz", "peak_flops_per_cycle")
        return {k: getattr(self, k) for k in keys}


def random_inputs(m: int, n: int, k: int, dtype: str, seed: int = 0):
    rng = np.random.default_rng(seed)
    if dtype == "s8":
        return (rng.integers(-128, 128, (m, k)).astype(np.int8),
                rng.integers(-128, 128, (k, n)).astype(np.int8))
    np_t = np.float16 if dtype == "f16" else np.float32
    return (rng.uniform(-1, 1, (m, k)).astype(np_t), rng.uniform(-1, 1, (k, n)).astype(np_t))


def check(c: np.ndarray, a: np.ndarray, b: np.ndarray) -> tuple[float, bool | None, np.ndarray]:
    """(max relative error, exact?, reference). Floats: componentwise error relative to
    |A|·|B| (the scale of the sum, so cancellation to ~0 does not divide by ~0), in float64.
    Integers: exact int32 (modular) comparison."""
    if a.dtype.kind == "i":
        ref = (a.astype(np.int64) @ b.astype(np.int64)).astype(np.int32)
        diff = np.abs(c.astype(np.int64) - ref.astype(np.int64))
        scale = np.maximum(np.abs(a.astype(np.int64)) @ np.abs(b.astype(np.int64)), 1)
        return float((diff / scale).max(initial=0.0)), bool(np.array_equal(c, ref)), ref
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    ref = a64 @ b64
    scale = np.abs(a64) @ np.abs(b64)
    err = np.abs(c.astype(np.float64) - ref) / np.where(scale > 0, scale, 1.0)
    return float(err.max(initial=0.0)), None, ref


def _round_up(x: int, m: int) -> int:
    return -(-x // m) * m


def _warm_l2(m, regions) -> None:
    """Put ``regions`` [(addr, bytes)] into the cache levels the SME unit reads (as after a
    previous call), so a run measures the kernel, not a cold DRAM start."""
    eng = m.timing
    if eng is None or not eng.hier.levels:
        return
    lvl = eng.hier.index.get("l2", len(eng.hier.levels) - 1)
    line = 1 << eng.hier.levels[lvl].line_shift
    for addr, nbytes in regions:  # one read of a byte per line, as the loads would
        eng.hier.access_trace(lvl, [(a, 1) for a in range(addr - addr % line, addr + nbytes,
                                                          line)], False)


def _cache_counts(m) -> dict:
    if m.timing is None:
        return {}
    return {lv.name: (lv.hits, lv.misses) for lv in m.timing.hier.levels}


def build(m: int, n: int, k: int, *, kernel: str = "sme", a_layout: str | None = None,
          b_layout: str | None = None, c_layout: str | None = None, svl: int = 512,
          mc: int | None = None, kc: int | None = None, nc: int | None = None,
          packed: bool = True, reps: int = 1, seed: int = 0, machine: str | None = "m4",
          timing: bool | None = None, warm: bool = True, prepacked: bool = False,
          program: Program | None = None):
    """Assemble and load the GEMM program with A and B in memory; returns (machine, context).
    ``prepacked`` (fp16 / int8 only): Apack/Bpack written by the host, no packing.
    ``program``: this problem's program, already assembled (``reps`` is data, the reps word
    of ``gemm_params``, so a run with other ``reps`` reuses it instead of assembling again)."""
    from .machine import Machine

    if kernel not in KERNELS and kernel != "sve":
        raise GemmError(f"unknown kernel '{kernel}' (choose {', '.join(KERNELS)})")
    if min(m, n, k) < 1:
        raise GemmError("m, n and k must be at least 1")
    if svl < 256 or svl & (svl - 1) or svl > 2048:
        raise GemmError("the GEMM programs need SVL = 256, 512, 1024 or 2048")
    ksym, dtype, per = KERNELS["sme" if kernel == "sve" else kernel]
    mr = 2 * svl // 32
    a, b = random_inputs(m, n, k, dtype, seed)
    defs: dict[str, int] = {"M": m, "N": n, "SVLB": svl // 8, "KERNEL": ksym, "REPS": reps}
    ctx: dict = {"a": a, "b": b, "mr": mr}
    if kernel == "sve" and not packed:
        raise GemmError("--kernel sve runs on packed operands only")
    if kernel == "sve" and machine is not None:
        from .features import feature_set

        if "sve" not in feature_set(machine):
            raise GemmError(f"--kernel sve runs SVE outside streaming mode, which machine "
                            f"'{machine}' does not implement (Apple M4 has SVE only in "
                            "streaming mode): use --machine generic")
    if kernel in ("sme", "sve"):
        mc = _round_up(mc or min(512, _round_up(m, mr)), mr)
        nc = _round_up(nc or min(512, _round_up(n, mr)), mr)
        kc = _round_up(kc or min(512, _round_up(k, 8)), 8)
        if not packed:
            a_layout, b_layout = a_layout or "col", b_layout or "row"
        ash = layout_shape(a_layout, m, k)
        bsh = layout_shape(b_layout, k, n)
        ad, bd = descriptor(ash, 0 if packed else 1), descriptor(bsh)
        if not packed and not (ad.mode == 1 and ad.G == 8 * ad.s and bd.mode == 0
                               and bd.G == 8 * bd.s):
            raise GemmError("unpacked (in-place) operands need A column-major and B row-major")
        defs.update(K=k, MC=mc, KC=kc, NC=nc, FLAGS=0 if packed else 1)
        defs.update(ad.symbols("A"))
        defs.update(bd.symbols("B"))
        ctx.update(a_shape=ash, b_shape=bsh)
    elif prepacked:
        # the micro-kernel alone (ukernel_peak): panels packed by the host with the layout
        # library (k grouped in pairs / quads per 32-bit lane), one block, no packing
        ash, bsh = narrow_packed(m, k, dtype, mr, "a"), narrow_packed(k, n, dtype, mr, "b")
        mp, kp = ash.dims
        np_ = bsh.dims[1]
        apad = np.zeros((mp, kp), a.dtype)
        apad[:m, :k] = a
        bpad = np.zeros((kp, np_), b.dtype)
        bpad[:k, :n] = b
        mc, nc, kc = mp, np_, kp // per
        defs.update(K=kc, MC=mc, KC=kc, NC=nc, FLAGS=2, APACK_BYTES=ash.byte_size + 4096,
                    BPACK_BYTES=bsh.byte_size + 4096, A_BYTES=64, B_BYTES=64)
        ctx.update(apack=(apad, ash), bpack=(bpad, bsh))
    else:
        # widening kernels: the assembly packs too, in k-steps of `per` values (pairs / quads
        # per 32-bit lane); sources row- or column-major
        if not packed:
            raise GemmError(f"--kernel {kernel} runs on packed operands only")
        kw = -(-k // per)
        mc = _round_up(mc or min(512, _round_up(m, mr)), mr)
        nc = _round_up(nc or min(512, _round_up(n, mr)), mr)
        kc = _round_up(kc or min(512, _round_up(kw, 8)), 8)
        ash = layout_shape(a_layout, m, k, dtype)
        bsh = layout_shape(b_layout, k, n, dtype)
        ad, bd = narrow_descriptor(ash), narrow_descriptor(bsh)
        defs.update(K=kw, MC=mc, KC=kc, NC=nc, FLAGS=0, KELEM=k, PER=per)
        defs.update(ad.symbols("A"))
        defs.update(bd.symbols("B"))
        ctx.update(a_shape=ash, b_shape=bsh)
    csh = layout_shape(c_layout, m, n, "s32" if dtype == "s8" else "f32")
    cd = descriptor(csh)
    if kernel == "sve" and cd.mode != 0:
        raise GemmError(f"--kernel sve stores C by rows: C must be row-contiguous (row-major or "
                        f"{{1,0:T(8,128)}}), not {csh}")
    defs.update(cd.symbols("C", slack=False))
    defs.setdefault("APACK_BYTES", mc * kc * 4 + 4096)
    defs.setdefault("BPACK_BYTES", kc * nc * 4 + 4096)
    ctx.update(c_shape=csh, blocking={"MC": mc, "KC": kc, "NC": nc, "MR": mr, "NR": mr})
    if kernel == "sve":  # A panels of NR rows, register blocks of SVE_MR rows
        ctx["blocking"]["MR"] = SVE_MR
    ctx["layouts"] = {"A": str(ctx.get("a_shape") or ctx["apack"][1]),
                      "B": str(ctx.get("b_shape") or ctx["bpack"][1]), "C": str(csh)}
    # the SVE kernel needs VL = SVL; its driver packs in streaming mode (SME), which the A64FX
    # description only times: that run has QEMU max's features
    extra = {"vl": svl, "features": "max"} if kernel == "sve" else {}
    if program is None:
        path = SVE_PROGRAM if kernel == "sve" else GEMM_PROGRAM
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        mach = Machine.from_source(text, path, defsyms=defs, svl=svl, machine=machine,
                                   timing=timing, **extra)
    else:
        mach = Machine(program, svl=svl, machine=machine, timing=timing, **extra)
    mem = mach.memory
    mem.store(mem.symbols["gemm_params"] + REPS_OFFSET, 8, reps)
    if "a_shape" in ctx:
        mem.write_tensor("Amat", a, ctx["a_shape"])
        mem.write_tensor("Bmat", b, ctx["b_shape"])
    else:
        mem.write_tensor("Apack", *ctx["apack"])
        mem.write_tensor("Bpack", *ctx["bpack"])
    if warm:
        sym = mem.symbols
        _warm_l2(mach, [(sym[s], defs[b_]) for s, b_ in (
            ("Amat", "A_BYTES"), ("Bmat", "B_BYTES"), ("Cmat", "C_BYTES"),
            ("Apack", "APACK_BYTES"), ("Bpack", "BPACK_BYTES"))])
    ctx["defs"] = defs
    return mach, ctx


VF_PROGRAM = program_path("gemm", "gemm.vf.s")
UB_BYTES = 248 * 1024   # usable UB of the VF machine (docs/vf.md)
SVE_MR = 8  # rows of the SVE kernel's register block (8 x 2VL)


def _result(m, n, k, kernel, svl, machine, layouts, blocking, cycles, stats, c, a, b, steps,
            dt, clock=None, peak=None) -> GemmResult:
    err, exact, ref = check(c, a, b)
    flops = 2 * m * n * k
    if stats and "peak_flops_per_cycle" in stats:
        peak, clock = stats["peak_flops_per_cycle"], stats["clock_ghz"]
    return GemmResult(
        m=m, n=n, k=k, kernel=kernel, svl=svl, machine=machine, packed=True, layouts=layouts,
        blocking=blocking, cycles=cycles, flops=flops,
        gflops=round(flops / cycles * clock, 2) if cycles and clock else None,
        peak_fraction=round(flops / cycles / peak, 4) if cycles and peak else None,
        peak_flops_per_cycle=peak, clock_ghz=clock, max_rel_error=err, exact=exact,
        ok=err <= 1e-5, pack_cycles=None, kernel_cycles=cycles, cache_misses={},
        instructions=steps, fmopas=0, sim_seconds=round(dt, 3), c=c, reference=ref, stats=stats)


def sve_peak_flops_per_cycle(mach, vl: int) -> float:
    """The FMLA rate of the machine description: fpu units / interval of ``sve_fma``, 2 FLOP per
    fp32 element, VL/32 elements (m4: 4 pipes, interval 1: 128 FLOP/cycle at VL 512)."""
    desc = mach.timing.desc
    cls = desc.classes["sve_fma"]
    return desc.units[cls.unit].count / cls.interval * 2 * (vl // 32)


def vf_ub_bytes(m: int, n: int, k: int) -> int:
    """UB bytes the VF GEMM needs: A (rows padded to 4), B and C (columns padded to 64)."""
    mp, np_ = _round_up(m, 4), _round_up(n, 64)
    return 4 * (mp * k + k * np_ + mp * np_) + 3 * 32


def vf_peak_flops_per_cycle(costs) -> float:
    """fp32 peak of the VF unit from the machine description: vmula (v += a * b, 2 FLOP per
    element) runs ``rate('vmula', 'f32')`` = 64 elements per cycle on one vector unit
    (ascend950.toml [ops], from the asc-devkit performance tables), and the unit dual-issues
    onto two vector units (``issue_width`` = 2): 64 x 2 x 2 = 256 FLOP/cycle (422 GFLOPS at
    1.65 GHz)."""
    return costs.rate("vmula", "f32") * costs.issue_width * 2


def run_gemm_vf(m: int, n: int, k: int, *, seed: int = 0) -> GemmResult:
    """The VF micro-kernel (programs/gemm/gemm.vf.s) on the ascend950 VF machine, A, B and C
    resident in the UB (the problem must fit: see :func:`vf_ub_bytes`)."""
    import re

    from . import load_machine

    need = vf_ub_bytes(m, n, k)
    if need > UB_BYTES:
        raise GemmError(f"--kernel vf: A, B and C need {need:,} bytes of UB (rows padded to 4, "
                        f"columns to 64), more than the {UB_BYTES:,} bytes (248 KiB) of the UB; "
                        "e.g. 128 x 128 x 128 fits")
    if max(m, n, k) > 65535:
        raise GemmError("--kernel vf: loop counts are u16")
    mp, np_ = _round_up(m, 4), _round_up(n, 64)
    a, b = random_inputs(m, n, k, "f32", seed)
    ap = np.zeros((mp, k), np.float32)
    ap[:m] = a
    bp = np.zeros((k, np_), np.float32)
    bp[:, :n] = b
    with open(VF_PROGRAM, encoding="utf-8") as fh:
        text = fh.read()
    for name, v in {"K": k, "LDA": 4 * k, "LDB": 4 * np_, "LDC": 4 * np_}.items():
        text, cnt = re.subn(rf"^\.equ {name}, .*$", f".equ {name}, {v}", text, flags=re.M)
        assert cnt == 1, name
    mach = load_machine(text, VF_PROGRAM)
    t0 = time.perf_counter()
    out = mach.vf_call("gemm_vf", c=np.zeros((mp, np_), np.float32), a=ap, b=bp,
                       mblk=mp // 4, nblk=np_ // 64, kk=k)
    dt = time.perf_counter() - t0
    st = mach.stats()
    clock = mach.costs.clock_ghz
    peak = vf_peak_flops_per_cycle(mach.costs)
    c = out["c"][:m, :n].copy()
    return _result(m, n, k, "vf", 0, "ascend950", {"A": f"f32[{mp},{k}]{{1,0}} (UB)",
                   "B": f"f32[{k},{np_}]{{1,0}} (UB)", "C": f"f32[{mp},{np_}]{{1,0}} (UB)"},
                   {"MC": mp, "KC": k, "NC": np_, "MR": 4, "NR": 64}, st["cycles"], st, c, a, b,
                   st["steps"], dt, clock=clock, peak=peak)


def host_bytes(m: int, n: int, k: int, kernel: str = "sme") -> int:
    """About how many bytes of host memory a run needs at its peak: A and B (made as float64,
    kept in their type, placed in simulated memory), C in simulated memory and read back, and
    the check's float64 copies, reference, scale and error matrices."""
    es = {"f32": 4, "f16": 2, "s8": 1}[KERNELS.get(kernel, KERNELS["sme"])[1]]
    return (m * k + k * n) * (2 * es + 8) + m * n * 40


def host_memory() -> int | None:
    """The host's physical memory in bytes (None where the system does not say)."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


def check_size(m: int, n: int, k: int, kernel: str = "sme") -> None:
    """Refuse, before allocating anything, a problem that needs more memory than the host has."""
    need, have = host_bytes(m, n, k, kernel), host_memory()
    if have is not None and need > have:
        raise GemmError(f"m={m} n={n} k={k} needs about {need / 2**30:,.1f} GiB of host memory "
                        f"(A, B, C and the float64 check), more than this host's "
                        f"{have / 2**30:,.1f} GiB; e.g. 1024 x 1024 x 1024 needs "
                        f"{host_bytes(1024, 1024, 1024, kernel) / 2**20:,.0f} MiB")


def run_gemm(m: int, n: int, k: int, *, kernel: str = "sme", a_layout: str | None = None,
             b_layout: str | None = None, c_layout: str | None = None, svl: int = 512,
             machine: str | None = "m4", mc: int | None = None, kc: int | None = None,
             nc: int | None = None, packed: bool = True, seed: int = 0,
             timing: bool | None = None, warm: bool = True,
             split: bool = True, runner=None, parallel: bool = False) -> GemmResult:
    """Run one GEMM and check it. ``split`` also runs the program with no micro-kernel calls to
    measure the packing (and loop) cycles; kernel cycles = total - that. ``runner(machine)``
    runs a machine to its end and returns the exit status (default ``machine.run()``; the CLI
    passes one that shows progress). ``parallel``: that second run goes on in a forked process
    beside the main one when the host has more than one CPU (same cycles: it is the same
    deterministic run)."""
    runner = runner or (lambda mach: mach.run())
    if kernel == "vf":
        return run_gemm_vf(m, n, k, seed=seed)
    check_size(m, n, k, kernel)
    kw = dict(kernel=kernel, a_layout=a_layout, b_layout=b_layout, c_layout=c_layout, svl=svl,
              mc=mc, kc=kc, nc=nc, packed=packed, seed=seed, machine=machine, timing=timing,
              warm=warm)
    mach, ctx = build(m, n, k, **kw)
    splitting = split and mach.timing is not None and packed
    pack = _pack_run(m, n, k, kw, mach.program, parallel) if splitting else None
    before = _cache_counts(mach)
    t0 = time.perf_counter()
    try:
        status = runner(mach)
    except BaseException:
        if pack is not None:
            pack.cancel()
        raise
    dt = time.perf_counter() - t0
    if status != 0:
        if pack is not None:
            pack.cancel()
        detail = mach.fault.render() if mach.fault else f"exit status {status}"
        raise RuntimeError(f"GEMM program failed: {detail}")
    c = mach.memory.read_tensor("Cmat", ctx["c_shape"])
    err, exact, ref = check(c, ctx["a"], ctx["b"])
    after = _cache_counts(mach)
    misses = {name: after[name][1] - before[name][1] for name in after}
    flops = 2 * m * n * k
    cycles = mach.cycles
    stats = mach.stats() if mach.timing is not None else None
    peak = stats["peak_flops_per_cycle"] if stats else None
    if stats and kernel == "sve":
        peak = sve_peak_flops_per_cycle(mach, svl)
        stats = dict(stats, peak_flops_per_cycle=peak)
    clock = stats["clock_ghz"] if stats else None
    pack_cycles = kernel_cycles = None
    if pack is not None:
        pack_cycles = pack.cycles(runner)
        kernel_cycles = cycles - pack_cycles
    fmopas = _count_mopas(mach)
    tol = 1e-5 if kernel in ("sme", "sve") else 1e-3
    ok = bool(exact) if exact is not None else err <= tol
    return GemmResult(
        m=m, n=n, k=k, kernel=kernel, svl=svl, machine=machine if mach.timing else None,
        packed=packed, layouts=ctx["layouts"], blocking=ctx["blocking"], cycles=cycles,
        flops=flops, gflops=round(flops / cycles * clock, 2) if cycles and clock else None,
        peak_fraction=round(flops / cycles / peak, 4) if cycles and peak else None,
        peak_flops_per_cycle=peak, clock_ghz=clock, max_rel_error=err, exact=exact, ok=ok,
        pack_cycles=pack_cycles, kernel_cycles=kernel_cycles, cache_misses=misses,
        instructions=mach.steps, fmopas=fmopas, sim_seconds=round(dt, 3), c=c, reference=ref,
        stats=stats)


@attrs.define(eq=False)
class _PackRun:
    """The program with no micro-kernel calls (``reps = 0``), for the cycle split: run by
    :meth:`cycles` itself, or (:meth:`start`) already running in a forked process whose cycles
    :meth:`cycles` then waits for; :meth:`cancel` stops that process."""

    m: int
    n: int
    k: int
    kw: dict
    program: object
    proc: object = None
    recv: object = None

    def run(self, runner) -> int:
        pm, _ = build(self.m, self.n, self.k, **self.kw, reps=0, program=self.program)
        runner(pm)
        return pm.cycles

    def start(self) -> None:
        ctx = mp.get_context("fork")
        self.recv, send = ctx.Pipe(duplex=False)

        def child() -> None:
            try:
                send.send((True, self.run(lambda mach: mach.run())))
            except BaseException as e:  # noqa: BLE001 - reported to the parent
                send.send((False, f"{type(e).__name__}: {e}"))

        self.proc = ctx.Process(target=child, daemon=True)
        self.proc.start()
        send.close()

    def cycles(self, runner) -> int:
        if self.proc is None:
            return self.run(runner)
        try:
            ok, value = self.recv.recv()
        except EOFError:
            ok, value = False, ("the packing-only run's process ended (exit code "
                                f"{self.proc.exitcode})")
        finally:
            self.proc.join()
            self.recv.close()
        if not ok:
            raise RuntimeError(f"GEMM packing-only run failed: {value}")
        return value

    def cancel(self) -> None:  # the main run failed or was interrupted
        if self.proc is not None:
            if self.proc.is_alive():
                self.proc.terminate()
            self.proc.join()
            self.recv.close()


def _pack_run(m: int, n: int, k: int, kw: dict, program, parallel: bool) -> _PackRun:
    """The packing-only run, started in a forked process when ``parallel`` and the host has
    more CPUs than one."""
    pack = _PackRun(m, n, k, kw, program)
    if parallel and (os.cpu_count() or 1) > 1 and "fork" in mp.get_all_start_methods():
        pack.start()
    return pack


def _count_mopas(mach) -> int:
    st = mach.stats() if mach.timing is not None else None
    if not st:
        return 0
    return sum(v for cls, v in st["classes"].items() if "mopa" in cls)


def ukernel_peak(kc: int = 512, *, svl: int = 512, machine: str = "m4", reps: int = 4,
                 kernel: str = "sme") -> dict:
    """The micro-kernel alone: MR x NR blocks of kc k-steps on host-packed panels in the L2.
    One call covers a column of 1 or 1 + reps blocks (the kernel loops over row blocks); the
    cycles per block come from the difference, so program start-up does not count."""
    mr = 2 * svl // 32
    per = KERNELS[kernel][2]
    runs = []
    for nb in (1, 1 + reps):
        mach, ctx = _ukernel_machine(mr, nb, kc * per, svl, machine, kernel)
        if mach.run() != 0:
            raise RuntimeError(mach.fault.render() if mach.fault else "micro-kernel run failed")
        c = mach.memory.read_tensor("Cmat", ctx["c_shape"])
        err, exact, _ = check(c, ctx["a"], ctx["b"])
        if not (exact if exact is not None else err < 1e-3):
            raise RuntimeError(f"micro-kernel result wrong (max relative error {err:.2e})")
        runs.append(mach)
    per_block = (runs[1].cycles - runs[0].cycles) / reps
    flops = 2 * mr * mr * kc * per
    st = runs[1].stats()
    peak = st["peak_flops_per_cycle"]
    return {"kc": kc, "mr": mr, "nr": mr, "svl": svl, "machine": machine,
            "cycles_per_block": per_block, "flops_per_block": flops,
            "peak_fraction": round(flops / per_block / peak, 4), "peak_flops_per_cycle": peak}


def _ukernel_machine(mr: int, nb: int, k: int, svl: int, machine: str, kernel: str):
    if kernel == "sme":
        # host-packed panels: run the driver in prepacked mode on one column of nb blocks
        from .layout import packed_a, packed_b
        from .machine import Machine

        m = mr * nb
        a, b = random_inputs(m, mr, k, "f32")
        ash, bsh = packed_a(m, k, mr), packed_b(k, mr, mr)
        csh = layout_shape("row", m, mr)
        defs = {"M": m, "N": mr, "K": k, "MC": m, "KC": k, "NC": mr, "SVLB": svl // 8,
                "FLAGS": 2, "REPS": 1, "KERNEL": 0, "A_BYTES": 64, "B_BYTES": 64,
                "APACK_BYTES": ash.byte_size + 4096, "BPACK_BYTES": bsh.byte_size + 4096}
        defs.update(descriptor(csh).symbols("C", slack=False))
        with open(GEMM_PROGRAM, encoding="utf-8") as fh:
            text = fh.read()
        mach = Machine.from_source(text, GEMM_PROGRAM, defsyms=defs, svl=svl, machine=machine)
        mach.memory.write_tensor("Apack", a, ash)
        mach.memory.write_tensor("Bpack", b, bsh)
        sym = mach.memory.symbols
        _warm_l2(mach, [(sym["Apack"], ash.byte_size), (sym["Bpack"], bsh.byte_size),
                        (sym["Cmat"], m * mr * 4)])
        return mach, {"a": a, "b": b, "c_shape": csh}
    return build(mr * nb, mr, k, kernel=kernel, svl=svl, machine=machine, prepacked=True)


def packed_reference(block: np.ndarray, which: str, kc: int, width: int) -> np.ndarray:
    """ulmBLAS's ν computed directly (not through the layout library): the packed buffer of an
    R x kc block of A (``which='a'``) or a kc x R block of B, zero-extended to panels of width."""
    blk = np.asarray(block, np.float32)
    if which == "b":
        blk = blk.T
    R = blk.shape[0]
    out = np.zeros(_round_up(R, width) * kc, np.float32)
    for r in range(R):
        for l in range(kc):
            out[(r // width) * width * kc + l * width + r % width] = blk[r, l]
    return out

