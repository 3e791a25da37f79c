"""`tilesim gemm`: a packed GEMM end to end on the simulated SME unit (programs/gemm/).

Generates random inputs, places them in memory in the requested layouts, runs the assembly
(packing routines, micro-kernel, five loops), checks C against numpy and reports cycles,
GFLOPS at the machine's clock, % of peak, packing vs micro-kernel cycles and cache misses.
"""
from __future__ import annotations

import json
import sys
from contextlib import nullcontext

from .progress import Interrupted, busy, run_machine
from .run_opts import positive, svl_bits


def register(sub) -> None:
    p = sub.add_parser("gemm", help="run a packed GEMM (SME micro-kernel) and check it vs numpy",
                       description=__doc__)
    p.add_argument("--m", type=positive, default=256)
    p.add_argument("--n", type=positive, default=256)
    p.add_argument("--k", type=positive, default=256)
    p.add_argument("--kernel", default="sme", choices=("sme", "sme-f16", "sme-i8", "sve", "vf"),
                   help="micro-kernel: sme (fp32 FMOPA), sme-f16 (fp16->fp32), sme-i8 "
                        "(int8->int32 SMOPA), sve (non-streaming SVE FMLA, VL = --svl), vf "
                        "(the Ascend VF unit on ascend950, A/B/C in the 248 KiB UB)")
    for x in ("a", "b", "c"):
        p.add_argument(f"--{x}-layout", default=None, metavar="SHAPE",
                       help=f"layout of {x.upper()}: row (default), col, tiled (= {{1,0:T(8,128)}}),"
                            " a bare layout '{0,1:T(8,128)}' or a full shape")
    p.add_argument("--machine", default=None,
                   help="machine description (default m4; --kernel sve: a64fx, a published core "
                        "with SVE 512 outside streaming mode, which the M4 lacks)")
    p.add_argument("--svl", type=svl_bits, default=None,
                   help="streaming vector length (default 512; --kernel sve: the VL)")
    p.add_argument("--mc", type=positive, default=None,
                   help="rows of A per block: a multiple of MR = 2 x SVL/32 (default min(512, m))")
    p.add_argument("--kc", type=positive, default=None,
                   help="depth per block: a multiple of 8 (default min(512, k))")
    p.add_argument("--nc", type=positive, default=None,
                   help="columns of B per block: a multiple of NR = MR (default min(512, n))")
    p.add_argument("--unpacked", action="store_true",
                   help="micro-kernel reads A (column-major) and B (row-major) in place")
    p.add_argument("--cold", action="store_true",
                   help="start with cold caches (default: inputs resident in the L2)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=run)


def check_args(args) -> str | None:
    """The first usage error in the options (None when they are consistent)."""
    if args.kernel == "vf":
        given = [f for a, f in (("svl", "--svl"), ("machine", "--machine"), ("mc", "--mc"),
                                ("kc", "--kc"), ("nc", "--nc"), ("a_layout", "--a-layout"),
                                ("b_layout", "--b-layout"), ("c_layout", "--c-layout"),
                                ("unpacked", "--unpacked"), ("cold", "--cold"))
                 if getattr(args, a)]
        if given:
            return (f"{', '.join(given)} do{'es' * (len(given) == 1)} not apply to --kernel vf "
                    "(A, B and C live in the UB of ascend950, row-major, unblocked)")
        return None
    svl = args.svl or 512
    if svl < 256:
        return f"--svl {svl}: the GEMM programs need SVL 256, 512, 1024 or 2048"
    mr = 2 * svl // 32
    for flag, v, step, what in (("--mc", args.mc, mr, f"MR = {mr} at SVL {svl}"),
                                ("--nc", args.nc, mr, f"NR = {mr} at SVL {svl}"),
                                ("--kc", args.kc, 8, "8")):
        if v is not None and v % step:
            lo = max(step, v // step * step)
            return (f"{flag} {v}: must be a multiple of {what} (e.g. {lo} or {lo + step}); "
                    "tilesim does not round it for you")
    return None


def run(args) -> int:
    from simulator.gemm import GemmError, run_gemm
    from simulator.layout import LayoutError
    from simulator.timing import DescriptionError

    bad = check_args(args)
    if bad:
        print(f"tilesim gemm: error: {bad}", file=sys.stderr)
        return 2
    label = f"GEMM m={args.m} n={args.n} k={args.k} ({args.kernel})"
    try:
        with busy(label) if args.kernel == "vf" else nullcontext():
            r = run_gemm(args.m, args.n, args.k, kernel=args.kernel, a_layout=args.a_layout,
                         b_layout=args.b_layout, c_layout=args.c_layout, svl=args.svl or 512,
                         machine=args.machine or ("a64fx" if args.kernel == "sve" else "m4"), mc=args.mc, kc=args.kc, nc=args.nc,
                         packed=not args.unpacked, seed=args.seed, warm=not args.cold,
                         **({} if args.kernel == "vf" else
                            {"runner": lambda mach: run_machine(mach, label), "parallel": True}))
    except Interrupted as e:
        print(f"tilesim gemm: interrupted at {e.where}", file=sys.stderr)
        return 130
    except (GemmError, LayoutError, DescriptionError) as e:  # bad --*-layout / --machine
        print(f"tilesim gemm: error: {getattr(e, 'message', None) or e}", file=sys.stderr)
        return 2
    except RuntimeError as e:
        print(f"tilesim gemm: {e}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(r.summary(), indent=1))
        return 0 if r.ok else 1
    print(render(r))
    return 0 if r.ok else 1


def render(r) -> str:
    b = r.blocking
    vec = {"sve": f"VL {r.svl}", "vf": "VF unit"}.get(r.kernel, f"SVL {r.svl}")
    how = {"vf": "UB-resident"}.get(
        r.kernel, "packed" if r.packed else "unpacked, in place")
    L = [f"GEMM C = A*B  m={r.m} n={r.n} k={r.k}  kernel {r.kernel}  {vec}  "
         f"machine {r.machine}  ({how})",
         f"  layouts  A {r.layouts['A']}  B {r.layouts['B']}  C {r.layouts['C']}",
         f"  blocking MC={b['MC']} KC={b['KC']} NC={b['NC']} MR={b['MR']} NR={b['NR']}"]
    if r.exact is not None:
        L.append(f"  check    {'exact (int32)' if r.exact else 'MISMATCH'} vs numpy")
    else:
        L.append(f"  check    max relative error {r.max_rel_error:.2e} vs numpy float64 "
                 f"({'ok' if r.ok else 'TOO LARGE'})")
    if r.cycles is not None:
        mops = f", {r.fmopas:,} outer products" if r.fmopas else ""
        L.append(f"  cycles   {r.cycles:,}   ({r.instructions:,} instructions{mops})")
        unit = "OP" if r.exact is not None else "FLOP"
        if r.peak_fraction is not None:
            L.append(f"  speed    {r.gflops:,.1f} G{unit}S at {r.clock_ghz} GHz = "
                     f"{100 * r.peak_fraction:.1f} % of peak ({r.peak_flops_per_cycle:g} "
                     f"{unit}/cycle)")
        elif r.gflops is not None:
            L.append(f"  speed    {r.gflops:,.1f} G{unit}S at {r.clock_ghz} GHz")
        if r.pack_cycles is not None:
            L.append(f"  split    packing + loops {r.pack_cycles:,} cycles "
                     f"({100 * r.pack_cycles / r.cycles:.1f} %), micro-kernel "
                     f"{r.kernel_cycles:,} ({100 * r.kernel_cycles / r.cycles:.1f} %)")
        if r.cache_misses:
            miss = ", ".join(f"{k} {v:,}" for k, v in r.cache_misses.items())
            L.append(f"  misses   {miss}")
    L.append(f"  host     {r.sim_seconds:.2f} s simulated run")
    return "\n".join(L)
