"""Self-checking program files (LLVM lit/FileCheck in spirit).

    // RUN: tilesim --svl 512               run options (as for `tilesim run`); `tilesim` first
                                            opts the file in for the pytest plugin
    // CHECK: x0 == 0x2a
    // CHECK: x1 != 0                       passes when the value differs
    // CHECK: z1.s == [1, 2, 3, 4, ...]     `...` leaves the rest unchecked
    // CHECK: za0h.s[3] == [1.5, 2, ...]    floats compare bit-exactly (nan matches any NaN)
    // CHECK: mem:out:f32:4 == [1.5, 2, 2.5, 3]
    // CHECK: exit == 0
    // CHECK: stdout == "hello\\n"

Every comment line whose first word is CHECK or RUN (any case, any ``CHECK-...`` suffix) must be
one of these forms: anything else is an error at its file:line:col with a hint, never dropped.
"""
from __future__ import annotations

import ast
import re
import shlex

import attrs
import numpy as np

from isa.asm.diag import AsmError, AsmErrors, SourceLoc

# any comment line that looks like a directive: `// CHECK:`, `# check-next:`, `; RUN:` ...
_DIRECTIVE = re.compile(
    r"^(?P<pre>\s*(?://|#|;|@)\s*)(?P<kw>(?:check|run)(?:-[\w-]*)?)\s*:(?P<body>.*)$", re.I)
_COMPARE = re.compile(r"^(?P<lhs>.+?)\s*(?P<op>==|!=)\s*(?P<rhs>.+?)\s*$")
_INT_OPTS = ("--svl", "--vl", "--max-steps")
CHECK_FORMS = "`// CHECK: LHS == VALUE` or `// CHECK: LHS != VALUE`"


@attrs.frozen
class Check:
    line: int
    lhs: str
    rhs: str
    op: str = "=="


@attrs.frozen
class Outcome:
    check: Check
    ok: bool
    actual: str
    message: str = ""


class CheckSyntaxErrors(AsmErrors):
    """Malformed CHECK/RUN lines (all of them, each located)."""


@attrs.frozen
class CheckFile:
    """A parsed program file: its checks, run options and whether a RUN line names tilesim."""

    checks: list[Check]
    opts: list[str]
    opted_in: bool


def has_directives(text: str) -> bool:
    """True when some comment line starts with CHECK or RUN (any case)."""
    return any(_DIRECTIVE.match(line) for line in text.splitlines())


def opts_in(text: str) -> bool:
    """True when a RUN line names tilesim (``// RUN: tilesim …``), malformed or not."""
    for line in text.splitlines():
        m = _DIRECTIVE.match(line)
        if m and m.group("kw").upper() == "RUN" and m.group("body").split()[:1] == ["tilesim"]:
            return True
    return False


def parse_file(text: str, file: str = "<string>") -> CheckFile:
    """Parse every CHECK/RUN line; raises :class:`CheckSyntaxErrors` listing each bad one."""
    checks, opts, errors, opted_in = [], [], [], False
    for i, line in enumerate(text.splitlines(), 1):
        m = _DIRECTIVE.match(line)
        if not m:
            continue
        kw, body = m.group("kw"), m.group("body")
        body_col = m.start("body") + 1 + (len(body) - len(body.lstrip()))
        loc = SourceLoc(file, i, m.start("kw") + 1, line)
        if kw.upper() not in ("CHECK", "RUN"):
            errors.append(AsmError(loc, f"'{kw}:' is not a tilesim directive",
                                   f"tilesim checks compare the final state: use {CHECK_FORMS}"))
            continue
        if kw not in ("CHECK", "RUN"):
            errors.append(AsmError(loc, f"directive '{kw}:' must be written '{kw.upper()}:'",
                                   f"write `{kw.upper()}:` in upper case"))
            continue
        if kw == "RUN":
            try:
                words, tilesim = _run_words(body)
                run_options(words)
            except _OptionError as e:
                col = body_col + max(0, body.lstrip().find(e.word)) if e.word else body_col
                errors.append(AsmError(loc.at(col), e.message, e.hint))
                continue
            opts += words
            opted_in = opted_in or tilesim
            continue
        c = _COMPARE.match(body.strip())
        if not body.strip():
            errors.append(AsmError(loc.at(body_col), "empty CHECK line",
                                   f"write {CHECK_FORMS}"))
        elif not c:
            op = re.search(r"(?<![=!<>])=(?!=)|<=|>=|<|>", body)
            where = body_col if op is None else m.start("body") + op.start() + 1
            what = "CHECK line has no '==' or '!=' comparison" if op is None else \
                f"'{op.group()}' is not a CHECK comparison"
            errors.append(AsmError(loc.at(where), what,
                                   f"write {CHECK_FORMS}"))
        else:
            checks.append(Check(i, c.group("lhs"), c.group("rhs"), c.group("op")))
    if errors:
        raise CheckSyntaxErrors(errors)
    return CheckFile(checks, opts, opted_in)


def parse_checks(text: str, file: str = "<string>") -> tuple[list[Check], list[str]]:
    """(checks, RUN options); raises :class:`CheckSyntaxErrors` on a malformed line."""
    f = parse_file(text, file)
    return f.checks, f.opts


class _OptionError(ValueError):
    """A bad RUN option: message, hint and the offending word (for the column)."""

    def __init__(self, message: str, hint: str, word: str = ""):
        super().__init__(message)
        self.message, self.hint, self.word = message, hint, word


_RUN_HINT = ("a RUN line holds `tilesim run` options: `// RUN: tilesim --svl 512` (--svl, --vl, "
             "--max-steps, --machine, --defsym NAME=VALUE)")


def _run_words(body: str) -> tuple[list[str], bool]:
    """The option words of a RUN line and whether it names tilesim (`tilesim [check|run] [%s]`)."""
    try:
        words = shlex.split(body)
    except ValueError as e:
        raise _OptionError(f"RUN line cannot be split into words: {e}", _RUN_HINT) from None
    if not words:
        raise _OptionError("empty RUN line", _RUN_HINT)
    tilesim = words[0] == "tilesim"
    if tilesim:
        words = words[1:]
        if words[:1] in (["check"], ["run"]):
            words = words[1:]
        words = [w for w in words if w != "%s"]
    elif not words[0].startswith("--"):
        raise _OptionError(f"RUN line runs '{words[0]}', not tilesim",
                           "tilesim runs only `// RUN: tilesim OPTIONS` lines; this file belongs "
                           "to another tool (keep it out of `tilesim check`)", words[0])
    return words, tilesim


def run_options(opts: list[str]) -> dict:
    """Machine keyword arguments from RUN options (raises ValueError on a bad one)."""
    kw: dict = {}
    it = iter(opts)
    for o in it:
        name, eq, value = o.partition("=")
        if name in (*_INT_OPTS, "--machine", "--defsym"):
            if not eq:
                value = next(it, None)
                if value is None:
                    raise _OptionError(f"RUN option {name} needs a value", _RUN_HINT, o)
            if name == "--machine":
                kw["machine"] = value
            elif name == "--defsym":
                sym, sep, v = value.partition("=")
                try:
                    kw.setdefault("defsyms", {})[sym.strip()] = int(v, 0)
                except ValueError:
                    sep = ""
                if not sep or not sym.strip():
                    raise _OptionError(f"--defsym {value}: expected NAME=INTEGER", _RUN_HINT, o)
            else:
                try:
                    kw[name[2:].replace("-", "_")] = int(value, 0)
                except ValueError:
                    raise _OptionError(f"{name} {value}: expected an integer", _RUN_HINT,
                                       o) from None
        else:
            raise _OptionError(f"unknown RUN option '{o}'", _RUN_HINT, o)
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
    """One outcome per check; `!=` passes when the value differs (a bad check fails both ways)."""
    out = []
    for c in checks:
        o, bad_check = _compare(machine, c)
        if c.op == "!=" and not bad_check:
            o = attrs.evolve(o, ok=not o.ok, message="" if o.ok else "the value is equal")
        out.append(o)
    return out


def _compare(machine, c: Check) -> tuple[Outcome, bool]:
    """(outcome of `lhs == rhs`, whether the check itself is malformed)."""
    from simulator.dump import DumpError, dump

    lhs = c.lhs.strip()
    try:
        if lhs == "exit":
            code = machine.exit_code
            return Outcome(c, code == int(c.rhs, 0), str(code)), False
        if lhs in ("stdout", "stderr"):
            if not c.rhs.strip().startswith(('"', "'")):
                raise ValueError(f"{lhs} compares with a quoted string, e.g. \"hello\\n\"")
            want = ast.literal_eval(c.rhs.strip()).encode()
            got = bytes(getattr(machine, lhs))
            return Outcome(c, want == got, repr(got.decode(errors="replace"))), False
        d = dump(machine, lhs)
        items, rest = _parse_list(c.rhs)
        actual = d.to_text().split(" = ", 1)[1]
        if d.kind == "scalar":
            if len(items) != 1:
                raise ValueError(f"{lhs} is one value, not a list")
            return Outcome(c, _elem_ok(items[0], d.value, d.dtype), actual), False
        if d.kind == "flags":
            return Outcome(c, items[0] == d.value, actual), False  # set flags in upper case
        vals = d.elements() if d.dtype != "q" else [int.from_bytes(bytes(e), "little")
                                                      for e in np.asarray(d.value).reshape(-1, 16)]
        if len(items) > len(vals) or (not rest and len(items) != len(vals)):
            return Outcome(c, False, actual, f"expected {len(items)}{'+' if rest else ''} "
                                             f"elements, got {len(vals)}"), True
        bad = [i for i, (e, v) in enumerate(zip(items, vals)) if not _elem_ok(e, v, d.dtype)]
        msg = f"first difference at element {bad[0]}" if bad else ""
        return Outcome(c, not bad, actual, msg), False
    except (DumpError, ValueError, SyntaxError) as e:
        return Outcome(c, False, "", f"bad check: {e}"), True
