"""Self-checking program files (LLVM lit/FileCheck in spirit).

    // RUN: --svl 512                       run options (as for `tilesim run`)
    // CHECK: x0 == 0x2a
    // CHECK: z1.s == [1, 2, 3, 4, ...]     `...` leaves the rest unchecked
    // CHECK: za0h.s[3] == [1.5, 2, ...]    floats compare bit-exactly (nan matches any NaN)
    // CHECK: mem:out:f32:4 == [1.5, 2, 2.5, 3]
    // CHECK: exit == 0
    // CHECK: stdout == "hello\\n"
"""
from __future__ import annotations

import ast
import re
import shlex

import attrs
import numpy as np

_CHECK = re.compile(r"^\s*(?://|#|;)\s*CHECK:\s*(?P<lhs>.+?)\s*==\s*(?P<rhs>.+?)\s*$")
_RUN = re.compile(r"^\s*(?://|#|;)\s*RUN:\s*(?P<opts>.+?)\s*$")


@attrs.frozen
class Check:
    line: int
    lhs: str
    rhs: str


@attrs.frozen
class Outcome:
    check: Check
    ok: bool
    actual: str
    message: str = ""


def parse_checks(text: str) -> tuple[list[Check], list[str]]:
    checks, opts = [], []
    for i, line in enumerate(text.splitlines(), 1):
        m = _CHECK.match(line)
        if m:
            checks.append(Check(i, m.group("lhs"), m.group("rhs")))
            continue
        m = _RUN.match(line)
        if m:
            opts += shlex.split(m.group("opts"))
    return checks, opts


def run_options(opts: list[str]) -> dict:
    """Machine keyword arguments from RUN options."""
    kw: dict = {}
    it = iter(opts)
    for o in it:
        if o in ("--svl", "--vl", "--max-steps"):
            kw[o[2:].replace("-", "_")] = int(next(it))
        elif o.startswith(("--svl=", "--vl=", "--max-steps=")):
            k, v = o[2:].split("=", 1)
            kw[k.replace("-", "_")] = int(v)
        elif o == "--machine" or o.startswith("--machine="):
            kw["machine"] = next(it) if o == "--machine" else o.split("=", 1)[1]
        else:
            raise ValueError(f"unknown RUN option '{o}'")
    return kw


def _is_float_text(t: str) -> bool:
    t = t.strip().lower()
    return bool(re.search(r"[.e]|inf|nan", t)) and not t.startswith("0x")


def _parse_list(rhs: str) -> tuple[list[str], bool]:
    body = rhs.strip()
    if not (body.startswith("[") and body.endswith("]")):
        return [body], False
    items = [p.strip() for p in re.split(r"[\s,]+(?![^\[]*\])", body[1:-1].replace("[", " ").replace("]", " "))
             if p.strip()]
    rest = bool(items) and items[-1] == "..."
    if rest:
        items = items[:-1]
    return items, rest


def _elem_ok(expected: str, value, dtype: str) -> bool:
    if expected == "_":
        return True
    if _is_float_text(expected) or dtype in ("f16", "f32", "f64", "bf16"):
        fdt = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "h": np.float16,
               "s": np.float32, "d": np.float64}.get(dtype)
        if dtype == "bf16":
            got = float((np.asarray(value, np.uint32) << 16).view(np.float32))
            fdt = np.float32
        elif dtype in ("h", "s", "d"):
            udt = {"h": np.uint16, "s": np.uint32, "d": np.uint64}[dtype]
            got = np.asarray(value, udt).view(fdt)[()]
        elif fdt is not None:
            got = np.asarray(value, fdt)[()]
        else:
            return False
        want = float(expected.replace("inf", "inf"))
        if np.isnan(want):
            return bool(np.isnan(got))
        w = np.asarray(want, fdt)
        return bool(w == got and np.signbit(w) == np.signbit(got))
    want = int(expected, 0)
    v = int(value)
    bits = {"b": 8, "h": 16, "s": 32, "d": 64, "u8": 8, "u16": 16, "u32": 32, "u64": 64, "s8": 8,
            "s16": 16, "s32": 32, "s64": 64, "x": 64, "w": 32, "bit": 1}.get(dtype, 64)
    return (v & ((1 << bits) - 1)) == (want & ((1 << bits) - 1))


def evaluate(machine, checks: list[Check]) -> list[Outcome]:
    from simulator.dump import DumpError, dump

    out = []
    for c in checks:
        lhs = c.lhs.strip()
        try:
            if lhs == "exit":
                ok = machine.exit_code == int(c.rhs, 0)
                out.append(Outcome(c, ok, str(machine.exit_code)))
                continue
            if lhs in ("stdout", "stderr"):
                want = ast.literal_eval(c.rhs).encode() if c.rhs.strip().startswith('"') else None
                got = bytes(getattr(machine, lhs))
                out.append(Outcome(c, want == got, repr(got.decode(errors="replace"))))
                continue
            d = dump(machine, lhs)
            items, rest = _parse_list(c.rhs)
            actual = d.to_text().split(" = ", 1)[1]
            if d.kind == "scalar":
                ok = len(items) == 1 and _elem_ok(items[0], d.value, d.dtype)
                out.append(Outcome(c, ok, actual))
                continue
            if d.kind == "flags":
                out.append(Outcome(c, items[0] == d.value, actual))  # set flags in upper case
                continue
            vals = d.elements() if d.dtype != "q" else [int.from_bytes(bytes(e), "little")
                                                          for e in np.asarray(d.value).reshape(-1, 16)]
            if len(items) > len(vals) or (not rest and len(items) != len(vals)):
                out.append(Outcome(c, False, actual,
                                   f"expected {len(items)}{'+' if rest else ''} elements, "
                                   f"got {len(vals)}"))
                continue
            bad = [i for i, (e, v) in enumerate(zip(items, vals)) if not _elem_ok(e, v, d.dtype)]
            msg = f"first difference at element {bad[0]}" if bad else ""
            out.append(Outcome(c, not bad, actual, msg))
        except (DumpError, ValueError, SyntaxError) as e:
            out.append(Outcome(c, False, "", f"bad check: {e}"))
    return out
