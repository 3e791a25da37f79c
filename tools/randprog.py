"""Seeded random straight-line A64/SVE/SME/SME2 programs for differential runs against QEMU.

A *batch* is one executable holding several random *cases*. Each case has two phases:

* A, non-streaming: X/Z/P loaded from random data, NZCV set by a ``cmp``, then random scalar,
  FP, Advanced SIMD and SVE instructions (VL 512);
* B, streaming: ``smstart``, Z/P/ZA/ZT0 loaded from random data, then random scalar, FP,
  streaming SVE, SME and SME2 instructions (SVL 256).

After each phase every X register, NZCV, every Z and P register (and, in phase B, all of ZA,
ZT0 and the scratch memory the body stored to) are written to stdout, so QEMU's output and
tilesim's can be compared byte for byte. Random data mixes NaN payloads (quiet and signalling),
infinities, subnormals, signed zeros and values near 1 (fused-rounding cases) in every element
size; random registers alias on purpose (Xd == Xn, Pd == Pg, Zd == Zn), W forms read registers
whose upper halves are dirty, and ``adr``/``adrp`` take data addresses.

A generated line clang-19 rejects is dropped (the generator's invalid combinations); a line
clang accepts and tilesim's assembler rejects is a mismatch, unless ``KNOWN_UNSUPPORTED`` names
its form.
Reserved registers: x27 (scratch base), x28 (data/dump pointer), sp.
"""
from __future__ import annotations

import random
import re
import struct

import attrs

from .qemu_oracle import CLANG_FLAGS
from .rand_a64 import fp, fp_special, mem, mops, neon, neon_extra, neon_more, scalar
from .rand_data import (FP_SPECIALS, SCRATCH, SPECIALS, SVL, VL, XVALS, Gen, Ops, random_bytes,
                        random_pred)
from .rand_sve_fp import sme2_fp_more, sve_fp_more
from .rand_fp8 import fp8_neon, fp8_sme, fp8_sve
from .rand_sve_sme import (sme, sme2, sme2_alias, sme2_more, sme_mop4, sve_fp, sve_int,
                           sve_mem, sve_pred)
from .rand_sveint import sve_int_more, sve_int_nonstreaming


PHASE_A: list[tuple[Gen, int]] = [(scalar, 5), (mem, 1), (fp, 3), (fp_special, 2), (neon, 2),
                                  (neon_more, 3), (neon_extra, 1), (sve_int, 4), (sve_fp, 4),
                                  (sve_pred, 3), (sve_mem, 1), (sve_fp_more, 3), (sve_int_more, 2),
                                  (sve_int_nonstreaming, 1), (fp8_neon, 2), (fp8_sve, 2)]
PHASE_B: list[tuple[Gen, int]] = [(scalar, 2), (mops, 1), (fp, 1), (fp_special, 1), (sve_int, 3),
                                  (sve_fp, 3), (sve_pred, 2), (sve_mem, 1), (sme, 4), (sme2, 5),
                                  (sme2_more, 3), (sme2_alias, 4), (sve_fp_more, 2),
                                  (sme2_fp_more, 2), (sve_int_more, 1), (fp8_sve, 2), (fp8_sme, 3),
                                  (sme_mop4, 1)]


# clang-19's -march for the generated programs: tools/qemu_oracle.py's and the base and AdvSIMD
# extensions the generators use (the last -march wins)
MARCH = next(f for f in CLANG_FLAGS if f.startswith("-march=")) + "+mops+bf16+sm4+memtag"


def _body(rng: random.Random, families: list[tuple[Gen, int]], n: int) -> list[str]:
    o = Ops(rng)
    gens = [g for g, wgt in families for _ in range(wgt)]
    return [line for line in (rng.choice(gens)(o) for _ in range(n)) if line]


# ----------------------------------------------------------------------------- program text
@attrs.define
class Case:
    """One random case: its seed, body lines per phase and the data it starts from."""

    seed: int
    body_a: list[str]
    body_b: list[str]
    data: bytes  # initA | initB | scratch


LAYOUT_A = (("x", 31 * 8), ("z", 32 * VL), ("p", 16 * VL // 8))
LAYOUT_B = (("x", 31 * 8), ("z", 32 * SVL), ("p", 16 * SVL // 8), ("za", SVL * SVL),
            ("zt0", 64))
DUMP_A = (("x", 31 * 8), ("nzcv", 8), ("z", 32 * VL), ("p", 16 * VL // 8))
DUMP_B = (("x", 31 * 8), ("nzcv", 8), ("z", 32 * SVL), ("p", 16 * SVL // 8), ("za", SVL * SVL),
          ("zt0", 64), ("scratch", SCRATCH))


def _size(layout) -> int:
    return sum(n for _, n in layout)


def _xvalues(rng: random.Random) -> bytes:
    """Initial X0-X30: special values half the time (dirty upper halves among them)."""
    return b"".join(struct.pack("<Q", rng.choice(XVALS) if rng.random() < 0.5
                                else rng.getrandbits(64)) for _ in range(31))


def _bytes(data: bytes) -> list[str]:
    return [f"    .byte {','.join(str(b) for b in data[j:j + 64])}"
            for j in range(0, len(data), 64)]


def make_case(seed: int, n_a: int = 24, n_b: int = 24,
              phases: tuple[list, list] | None = None) -> Case:
    """One case; ``phases``: the (phase A, phase B) generator mixes instead of the defaults."""
    rng = random.Random(seed)
    fam_a, fam_b = phases or (PHASE_A, PHASE_B)
    xa = _xvalues(rng)
    za = random_bytes(rng, 32 * VL) + b"".join(random_pred(rng, VL // 8) for _ in range(16))
    xb = _xvalues(rng)
    zb = (random_bytes(rng, 32 * SVL) + b"".join(random_pred(rng, SVL // 8) for _ in range(16))
          + random_bytes(rng, SVL * SVL) + random_bytes(rng, 64))
    scratch = random_bytes(rng, SCRATCH)
    return Case(seed, _body(rng, fam_a, n_a), _body(rng, fam_b, n_b),
                xa + za + xb + zb + scratch)


def _load_x() -> list[str]:
    out = [f"ldp x{i}, x{i + 1}, [x28, #{8 * i}]" for i in range(0, 26, 2)]
    return out + ["ldr x26, [x28, #208]", "ldp x29, x30, [x28, #232]"]


def _dump(phase_b: bool) -> list[str]:
    """Store every register to ``out`` and write it (x28 is reloaded; x0-x2, x8 dumped first)."""
    out = ["adr x28, out"]
    out += [f"stp x{i}, x{i + 1}, [x28, #{8 * i}]" for i in range(0, 26, 2)]
    out += ["str x26, [x28, #208]", "str x27, [x28, #216]", "stp x29, x30, [x28, #232]",
            "str xzr, [x28, #224]",  # x28 holds an address: not compared
            "str xzr, [x28, #216]"]  # nor does x27
    out += ["cset w0, mi", "strb w0, [x28, #248]", "cset w0, eq", "strb w0, [x28, #249]",
            "cset w0, cs", "strb w0, [x28, #250]", "cset w0, vs", "strb w0, [x28, #251]",
            "str wzr, [x28, #252]", "add x28, x28, #256"]
    out += [f"str z{i}, [x28, #{i}, mul vl]" for i in range(32)]
    out += ["addvl x28, x28, #16", "addvl x28, x28, #16"]
    out += [f"str p{i}, [x28, #{i}, mul vl]" for i in range(16)]
    out += ["addvl x28, x28, #2"]
    if phase_b:
        out += ["mov w12, #0"]
        for base in range(0, SVL, 16):
            out += [f"str za[w12, {j}], [x28, #{j}, mul vl]" for j in range(16)]
            out += ["add w12, w12, #16", "addvl x28, x28, #16"]
        out += ["str zt0, [x28]", "add x28, x28, #64"]
        for j in range(0, SCRATCH, 16):
            out += [f"ldp x0, x1, [x27, #{j}]", f"stp x0, x1, [x28, #{j}]"]
    size = _size(DUMP_B if phase_b else DUMP_A)
    out += ["mov x0, #1", "adr x1, out", f"mov x2, #{size}", "mov x8, #64", "svc #0"]
    return out


def case_text(i: int, c: Case) -> list[str]:
    lines = [f"// case {i}: seed {c.seed}", f"adr x28, init{i}"] + _load_x() + \
        ["add x28, x28, #248"] + [f"ldr z{j}, [x28, #{j}, mul vl]" for j in range(32)] + \
        ["addvl x28, x28, #16", "addvl x28, x28, #16"] + \
        [f"ldr p{j}, [x28, #{j}, mul vl]" for j in range(16)] + \
        [f"adr x27, scratch{i}", "cmp x0, x1", f"// body A {i}"]
    lines += c.body_a + [f"// end A {i}"] + _dump(False)
    lines += ["smstart", f"adr x28, init{i}", f"add x28, x28, #{_size(LAYOUT_A)}"] + _load_x() + \
        ["add x28, x28, #248"] + [f"ldr z{j}, [x28, #{j}, mul vl]" for j in range(32)] + \
        ["addvl x28, x28, #16", "addvl x28, x28, #16"] + \
        [f"ldr p{j}, [x28, #{j}, mul vl]" for j in range(16)] + \
        ["addvl x28, x28, #2", "mov w12, #0"]
    for base in range(0, SVL, 16):
        lines += [f"ldr za[w12, {j}], [x28, #{j}, mul vl]" for j in range(16)]
        lines += ["add w12, w12, #16", "addvl x28, x28, #16"]
    lines += ["ldr zt0, [x28]", f"adr x27, scratch{i}", "mov w8, #3", "mov w9, #1", "mov w10, #6",
              "mov w11, #7", "mov w12, #2", "mov w13, #5", "mov w14, #9", "mov w15, #14",
              "cmn x2, x3", f"// body B {i}"]
    lines += c.body_b + [f"// end B {i}"] + _dump(True) + ["smstop"]
    return lines


def fp_specials_data() -> list[str]:
    """The FP_SPECIALS table: every special half, single and double (rand_data.SPECIALS)."""
    return ["    .balign 8", f"{FP_SPECIALS}:",
            "    .hword " + ", ".join(f"{v:#x}" for v in SPECIALS["h"]),
            "    .word " + ", ".join(f"{v:#x}" for v in SPECIALS["s"]),
            "    .quad " + ", ".join(f"{v:#x}" for v in SPECIALS["d"])]


def program_text(cases: list[Case]) -> str:
    """The batch as clang-19 / tilesim assembly."""
    out = ["// random differential program (tools/randprog.py)", "    .text", "    .globl _start",
           "_start:"]
    for i, c in enumerate(cases):
        out += ["    " + ln if not ln.startswith("//") else ln for ln in case_text(i, c)]
    out += ["    mov x0, #0", "    mov x8, #93", "    svc #0", "    .data", "    .balign 64",
            "data_lo: .quad 0x1122334455667788"] + fp_specials_data()
    for i, c in enumerate(cases):
        out += [f"    .balign 64", f"init{i}:"]
        init = c.data[:-SCRATCH]
        out += _bytes(init)
        out += ["    .balign 64", f"scratch{i}:"]
        sc = c.data[-SCRATCH:]
        out += _bytes(sc)
    out += ["    .balign 4096", "data_hi: .quad 0", "    .bss", "    .balign 64",
            f"out: .space {_size(DUMP_B)}"]
    return "\n".join(out) + "\n"


def case_output_size() -> int:
    return _size(DUMP_A) + _size(DUMP_B)


def where(offset: int) -> str:
    """Name the case, phase and register an output byte offset belongs to."""
    per = case_output_size()
    case, off = divmod(offset, per)
    phase, layout = ("A", DUMP_A) if off < _size(DUMP_A) else ("B", DUMP_B)
    if phase == "B":
        off -= _size(DUMP_A)
    for name, n in layout:
        if off < n:
            vl = VL if phase == "A" else SVL
            unit = {"x": 8, "z": vl, "p": vl // 8, "za": SVL}.get(name)
            idx = f"{name}{off // unit} byte {off % unit}" if unit else f"{name} byte {off}"
            return f"case {case} phase {phase}: {idx}"
        off -= n
    return f"case {case}: past the dump"


_CLANG_ERR = re.compile(r":(\d+):\d+: error:")


def clang_error_lines(stderr: str) -> set[int]:
    return {int(m.group(1)) for m in _CLANG_ERR.finditer(stderr)}


# ----------------------------------------------------------------------------- running
# Forms clang-19 assembles that tilesim does not implement yet, each named with a pattern of the
# generated lines it covers. A line clang accepts and tilesim rejects is a mismatch unless one of
# these names it; the coverage work shrinks this to nothing.
KNOWN_UNSUPPORTED: dict[str, str] = {}


@attrs.define
class BatchResult:
    """One batch run under QEMU and tilesim: ``mismatch`` is empty when they agree."""

    seeds: list[int]
    cases: int
    lines: int  # random body instructions that survived both assemblers
    dropped: int  # body lines clang-19 rejects (the generator's invalid combinations)
    mismatch: str = ""
    unsupported: dict = attrs.Factory(dict)  # KNOWN_UNSUPPORTED name -> lines left out


@attrs.define
class Legal:
    """What :func:`legalize` found: lines clang-19 rejects (``clang``: dropped), lines clang
    accepts and tilesim's assembler rejects (``tilesim``: line -> tilesim's message) and
    tilesim assembler crashes."""

    clang: set = attrs.Factory(set)
    tilesim: dict = attrs.Factory(dict)
    crashes: list = attrs.Factory(list)


def legalize(lines: list[str]) -> Legal:
    """Sort the body lines (of many cases): first those clang-19 rejects, then, of the rest,
    those tilesim's assembler rejects, each with its message. Each assembler sees one small
    file per round."""
    import subprocess

    from isa.asm.diag import AsmError, AsmErrors
    from simulator.machine import assemble
    from tools.qemu_oracle import CLANG

    out = Legal()
    uniq = sorted(set(lines))
    head = ["    .text", "data_lo:", "data_hi:", f"{FP_SPECIALS}:"]
    owner: dict[int, str] = {}  # source line -> candidate (a movprfx pair spans two lines)

    def src(cands: list[str]) -> str:
        text = list(head)
        owner.clear()
        for c in cands:
            for part in c.split("\n"):
                text.append("    " + part.strip())
                owner[len(text)] = c
        return "\n".join(text) + "\n"

    while True:  # every round drops at least one line, or ends
        cands = [c for c in uniq if c not in out.clang]
        p = subprocess.run([CLANG, *CLANG_FLAGS, MARCH, "-ferror-limit=0", "-x", "assembler", "-c", "-",
                            "-o", "/dev/null"], input=src(cands), capture_output=True, text=True,
                           timeout=120)
        new = {owner[n] for n in clang_error_lines(p.stderr) if n in owner}
        if p.returncode == 0 or not new:
            break
        out.clang |= new
    while True:
        cands = [c for c in uniq if c not in out.clang and c not in out.tilesim]
        try:
            assemble(src(cands), "rand.s")
            break
        except (AsmError, AsmErrors) as e:
            errs = e.errors if isinstance(e, AsmErrors) else [e]
            new = {owner[err.loc.line]: err.message for err in errs if err.loc.line in owner}
        except Exception:  # noqa: BLE001 - an assembler crash: find the lines, report them
            new = {}
            for c in cands:
                try:
                    assemble(src([c]), "rand.s")
                except (AsmError, AsmErrors) as e:
                    new[c] = str(e).splitlines()[0]
                except Exception as e:  # noqa: BLE001
                    new[c] = f"assembler crash: {type(e).__name__}: {e}"
                    out.crashes.append(f"tilesim's assembler crashed on '{c}': "
                                       f"{type(e).__name__}: {e}")
        if not new:
            break
        out.tilesim.update(new)
    return out


def known_unsupported(line: str) -> str | None:
    """The KNOWN_UNSUPPORTED name covering ``line``, or None."""
    return next((name for name, pat in KNOWN_UNSUPPORTED.items()
                 if re.search(pat, line.split("\n")[-1].strip())), None)


def run_batch(seeds: list[int], workdir, n_a: int = 24, n_b: int = 24,
              phases: tuple[list, list] | None = None) -> BatchResult:
    """Generate, build (clang-19 + ld.lld-19), run under QEMU 11.1 and tilesim, compare
    (``phases``: see :func:`make_case`)."""
    from pathlib import Path

    from simulator import Machine
    from tools import qemu_oracle

    cases = [make_case(s, n_a, n_b, phases) for s in seeds]
    legal = legalize([ln for c in cases for ln in c.body_a + c.body_b])
    unsupported: dict[str, int] = {}
    missing: list[str] = []  # clang accepts, tilesim rejects, no known-unsupported name
    for ln, msg in sorted(legal.tilesim.items()):
        name = known_unsupported(ln)
        if name is None:
            missing.append(f"clang-19 accepts and tilesim rejects '{ln}': {msg}")
    dropped = 0
    for c in cases:
        keep_a = [ln for ln in c.body_a if ln not in legal.clang and ln not in legal.tilesim]
        keep_b = [ln for ln in c.body_b if ln not in legal.clang and ln not in legal.tilesim]
        for ln in c.body_a + c.body_b:
            if ln in legal.clang:
                dropped += 1
            elif ln in legal.tilesim and (name := known_unsupported(ln)):
                unsupported[name] = unsupported.get(name, 0) + 1
        c.body_a, c.body_b = keep_a, keep_b
    text = program_text(cases)
    body = sum(len(c.body_a) + len(c.body_b) for c in cases)
    src = Path(workdir) / f"rand_{seeds[0]}.s"
    src.write_text(text)
    res = BatchResult(list(seeds), len(cases), body, dropped,
                      "\n".join(legal.crashes + missing), unsupported)
    exe = qemu_oracle.build_clang(src, Path(workdir), (MARCH,))
    q_out, q_err, q_status = qemu_oracle.run_qemu(exe, timeout=120)
    m = Machine.from_file(exe, svl=8 * SVL, vl=8 * VL, capture=None)
    m.run()
    t_out, t_status = bytes(m.stdout), m.exit_code
    if q_out != t_out or q_status != t_status:
        n = min(len(q_out), len(t_out))
        first = next((i for i in range(n) if q_out[i] != t_out[i]), n)
        fault = m.fault.render() if m.fault is not None else ""
        res.mismatch += (f"{src}: QEMU exit {q_status} ({len(q_out)} bytes), tilesim exit "
                        f"{t_status} ({len(t_out)} bytes); first difference at byte {first}: "
                        f"{where(first)}\n{fault}{q_err.decode(errors='replace')[-500:]}")
    return res
