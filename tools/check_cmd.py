"""`tilesim check FILE...`: run self-checking programs and compare their CHECK lines."""
from __future__ import annotations

import sys

from .checks import CheckSyntaxErrors, evaluate, parse_checks, run_options
from .run_cmd import add_cpp_args, cpp_kwargs, load


def register(sub) -> None:
    p = sub.add_parser("check", help="run programs and verify their // CHECK: lines")
    p.add_argument("files", nargs="+")
    add_cpp_args(p)
    p.set_defaults(func=run)


def check_file(path: str, cpp: dict | None = None) -> tuple[bool, list[str]]:
    """(passed, report lines) for one program file; a file that checks nothing fails."""
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            text = fh.read()
    except OSError as e:
        return False, [f"FAIL {path}: cannot open: {e.strerror}"]
    try:
        checks, opts = parse_checks(text, path)
        kw = run_options(opts)
    except CheckSyntaxErrors as e:
        return False, [f"FAIL {path} (malformed CHECK/RUN lines)", e.render()]
    if not checks:
        return False, [f"FAIL {path}: no CHECK lines, nothing was checked",
                       "  hint: add `// CHECK: LHS == VALUE` lines (e.g. `// CHECK: exit == 0`)"]
    machine = kw.pop("machine", None)  # functional run; the machine's features still apply
    if machine:
        kw["features"] = machine  # e.g. m4: SVE outside streaming mode is SIGILL
    m, status = load(path, {**kw, **(cpp or {})})
    if m is None:
        return False, [f"{path}: does not assemble"]
    m.run()
    lines, ok = [], True
    for o in evaluate(m, checks):
        if not o.ok:
            ok = False
            c = o.check
            lines.append(f"{path}:{c.line}: CHECK failed: {c.lhs} {c.op} {c.rhs}")
            lines.append(f"  expected: {'not ' if c.op == '!=' else ''}{c.rhs}")
            lines.append(f"  actual:   {o.actual}")
            if o.message:
                lines.append(f"  {o.message}")
    if m.fault is not None and ok is False:
        lines.append(m.fault.render())
    lines.insert(0, f"{'PASS' if ok else 'FAIL'} {path} ({len(checks)} checks)")
    return ok, lines


def run(args) -> int:
    failed = 0
    for path in args.files:
        ok, lines = check_file(path, cpp_kwargs(args, {}))
        failed += not ok
        print("\n".join(lines), file=sys.stdout if ok else sys.stderr)
    n = len(args.files)
    print(f"{n - failed} passed, {failed} failed")
    return 1 if failed else 0
