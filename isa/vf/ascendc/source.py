"""Source text before parsing: the Ascend C qualifiers blanked and a preprocessor subset, both
keeping every byte where it was, so tree-sitter's offsets are the file's offsets and every error
is located ``file:line:col`` in the file the user wrote.

Qualifiers (``__simd_vf__``, ``__ubuf__`` …) are not C++; tree-sitter would see them as
identifiers and mis-parse the declaration. They become spaces; where ``__simd_vf__`` and
``__simd_callee__`` stood is remembered (a function whose head holds one is a VF / a helper).

The preprocessor handles ``#define``/``#undef`` (object- and function-like; macros are expanded by
the evaluator when an identifier names one, not textually, so offsets stay put), ``#if``,
``#ifdef``, ``#ifndef``, ``#elif``, ``#else``, ``#endif`` (inactive lines become blank),
``#include`` (angle-bracket and CANN headers such as ``kernel_operator.h`` are tilesim's built-in
declarations of the API; a quoted header found beside the file is parsed as one more file),
``#pragma`` and ``#line`` (ignored), ``#error`` (an error where it is active).
"""
from __future__ import annotations

import bisect
import os
import re

import attrs

from isa.asm.diag import AsmError, SourceLoc

QUALIFIERS = ("__simd_vf__", "__simd_callee__", "__aicore__", "__ubuf__", "__gm__", "__global__",
              "__vector__", "__cube__", "__inline__", "__host__", "__device__", "__ssbuf__",
              "__cbuf__", "__fbuf__", "__restrict__", "__forceinline__")
_QUAL = re.compile(rb"\b(" + b"|".join(q.encode() for q in QUALIFIERS) + rb")\b")
# quoted includes that are the CANN SDK's own headers: the Reg API they declare is built in
CANN_PREFIXES = ("kernel_", "acl/", "basic_api/", "lib/", "impl/", "tiling/", "register/",
                 "graph/", "tikcfw/", "adv_api/", "simt_api/", "c_api/", "utils/")
CANN_HEADERS = ("kernel_operator.h", "cpu_debug_launch.h", "tikicpulib.h", "acl/acl.h",
                "asc_simd.h", "asc_simt.h")


@attrs.define
class Macro:
    name: str
    params: list[str] | None  # None: object-like
    body: str
    loc: SourceLoc


@attrs.define
class Source:
    """One file after blanking and preprocessing."""

    file: str
    text: bytes  # same length and line structure as the file
    lines: list[bytes]
    vf_marks: list[int]  # byte offsets of __simd_vf__
    callee_marks: list[int]  # byte offsets of __simd_callee__ and __aicore__
    includes: list[tuple[str, SourceLoc]]  # quoted includes found beside the file

    def loc(self, offset: int, point: tuple[int, int] | None = None) -> SourceLoc:
        """The location of byte ``offset`` (or a tree-sitter (row, byte column) point), with
        the column counted in characters as the assembler's diagnostics count them."""
        if point is None:
            row = self.text.count(b"\n", 0, offset)
            start = self.text.rfind(b"\n", 0, offset) + 1
            bcol = offset - start
        else:
            row, bcol = point
        line = self.lines[row] if row < len(self.lines) else b""
        col = len(line[:bcol].decode("utf-8", errors="replace")) + 1
        return SourceLoc(self.file, row + 1, col, self.original_line(row))

    def original_line(self, row: int) -> str:
        return self._orig[row] if row < len(self._orig) else ""

    _orig: list[str] = attrs.field(factory=list)
    pragmas: list = attrs.field(factory=list)  # warnings for pragmas tilesim does not apply
    unrolls: dict = attrs.field(factory=dict)  # row of `#pragma unroll N` -> N


def blank(raw: bytes) -> tuple[bytes, list[int], list[int]]:
    """Replace the qualifiers by spaces; return the text and where VF / helper marks stood."""
    vf, callee = [], []
    for m in _QUAL.finditer(raw):
        if m.group(1) == b"__simd_vf__":
            vf.append(m.start())
        elif m.group(1) in (b"__simd_callee__", b"__aicore__"):
            callee.append(m.start())
    return _QUAL.sub(lambda m: b" " * len(m.group(0)), raw), vf, callee


def _strip_comments(text: bytes) -> bytes:
    """Comments to spaces (newlines kept), so directives are read without them."""
    out = bytearray(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i:i + 1]
        if c in (b'"', b"'"):
            j = i + 1
            while j < n and text[j:j + 1] not in (c, b"\n"):
                j += 2 if text[j:j + 1] == b"\\" else 1
            i = j + 1
        elif text.startswith(b"//", i):
            j = text.find(b"\n", i)
            j = n if j < 0 else j
            out[i:j] = b" " * (j - i)
            i = j
        elif text.startswith(b"/*", i):
            j = text.find(b"*/", i + 2)
            j = n if j < 0 else j + 2
            out[i:j] = bytes(b if b == 10 else 32 for b in text[i:j])
            i = j
        else:
            i += 1
    return bytes(out)


_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*([A-Za-z_]*)")


def preprocess(raw: bytes, file: str, macros: dict[str, Macro], errors: list[AsmError],
               cond_eval, include_dirs=()) -> Source:
    """Blank qualifiers, run the directives, blank inactive lines. ``cond_eval(text, loc)``
    evaluates an ``#if`` expression (the caller's C++ constant evaluator) to an int."""
    text, vf, callee = blank(raw)
    orig = raw.decode("utf-8", errors="replace").split("\n")
    code = _strip_comments(text)
    lines = code.split(b"\n")
    out = [bytearray(ln) for ln in text.split(b"\n")]
    src = Source(file, b"", [], vf, callee, [], orig)
    src.lines = text.split(b"\n")
    src.text = text
    stack: list[list] = []  # [active, taken, in_else, loc]
    includes: list[tuple[str, SourceLoc]] = []
    inactive: set[int] = set()  # rows #if removed: their qualifiers mark nothing
    row = 0
    while row < len(lines):
        m = _DIRECTIVE.match(lines[row])
        active = all(s[0] for s in stack)
        if not m:
            if not active:
                out[row][:] = b" " * len(out[row])
                inactive.add(row)
            row += 1
            continue
        first = row
        body = lines[row]
        while body.endswith(b"\\") and row + 1 < len(lines):
            row += 1
            body = body[:-1] + b" " + lines[row]
        for r in range(first, row + 1):
            out[r][:] = b" " * len(out[r])
        row += 1
        word = m.group(1).decode()
        rest = body[m.end():].decode("utf-8", errors="replace").strip()
        loc = src.loc(0, (first, m.start(1)))
        if word in ("if", "ifdef", "ifndef"):
            val = False
            if active:
                if word == "if":
                    val = bool(_cond(rest, loc, macros, cond_eval, errors))
                else:
                    name = rest.split()[0] if rest.split() else ""
                    if not name:
                        errors.append(AsmError(loc, f"#{word} needs a macro name"))
                    val = (name in macros) == (word == "ifdef")
            stack.append([active and val, active and val, False, loc])
        elif word in ("elif", "else"):
            if not stack or stack[-1][2]:
                errors.append(AsmError(loc, f"#{word} without #if", "check the #if/#endif pairs"))
                continue
            top = stack[-1]
            par = all(s[0] for s in stack[:-1])
            if word == "else":
                top[2] = True
                top[0] = par and not top[1]
            else:
                val = par and not top[1] and bool(_cond(rest, loc, macros, cond_eval, errors))
                top[0] = val
            top[1] = top[1] or top[0]
        elif word == "endif":
            if not stack:
                errors.append(AsmError(loc, "#endif without #if"))
            else:
                stack.pop()
        elif not active:
            continue
        elif word == "define":
            _define(rest, loc, macros, errors)
        elif word == "undef":
            macros.pop(rest.split()[0] if rest.split() else "", None)
        elif word == "include":
            _include(rest, loc, file, includes, errors, include_dirs)
        elif word == "pragma":
            _pragma(rest, loc, first, src, lines, row)
        elif word in ("line", ""):
            pass
        elif word == "error":
            errors.append(AsmError(loc, f"#error {rest}"))
        elif word == "warning":
            pass
        else:
            errors.append(AsmError(loc, f"unknown preprocessor directive '#{word}'",
                                   "#define #undef #if #ifdef #ifndef #elif #else #endif "
                                   "#include #pragma"))
    for s in stack:
        errors.append(AsmError(s[3], "unterminated #if", "close it with #endif"))
    starts = [0]
    for ln in text.split(b"\n"):
        starts.append(starts[-1] + len(ln) + 1)

    def live(offset: int) -> bool:
        return bisect.bisect_right(starts, offset) - 1 not in inactive
    src.vf_marks = [o for o in vf if live(o)]
    src.callee_marks = [o for o in callee if live(o)]
    src.text = b"\n".join(bytes(x) for x in out)
    src.lines = src.text.split(b"\n")
    src.includes = includes
    return src


def _pragma(rest: str, loc, row: int, src: Source, lines: list[bytes], nxt: int) -> None:
    """``#pragma unroll N`` before a ``for`` is applied when the loop is lowered; other
    pragmas (and an unroll not before a loop) are warned about, not silently dropped."""
    words = rest.replace("(", " ").replace(")", " ").split()
    if words[:1] == ["unroll"]:
        n = int(words[1]) if len(words) > 1 and words[1].isdigit() else 0
        follows = next((ln.strip() for ln in lines[nxt:] if ln.strip()
                        and not ln.lstrip().startswith(b"#")), b"")
        if n > 1 and follows.startswith(b"for"):
            src.unrolls[row] = min(n, 64)
            return
    src.pragmas.append(AsmError(loc, f"'#pragma {rest}' is not applied by tilesim",
                                "tilesim applies `#pragma unroll N` right before a for loop",
                                severity="warning"))


_DEFINED = re.compile(r"\bdefined\s*(\(\s*([A-Za-z_]\w*)\s*\)|([A-Za-z_]\w*))")


def _cond(expr: str, loc: SourceLoc, macros, cond_eval, errors) -> int:
    e = _DEFINED.sub(lambda m: "1" if (m.group(2) or m.group(3)) in macros else "0", expr)
    try:
        return cond_eval(e, loc)
    except AsmError as err:
        errors.append(err)
        return 0


_DEF = re.compile(r"^([A-Za-z_]\w*)(\(([^)]*)\))?\s*(.*)$", re.S)


def _define(rest: str, loc: SourceLoc, macros, errors) -> None:
    m = _DEF.match(rest)
    if not m:
        errors.append(AsmError(loc, "#define needs a macro name", "#define N 128"))
        return
    params = None
    if m.group(2) is not None:
        params = [p.strip() for p in m.group(3).split(",") if p.strip()]
    macros[m.group(1)] = Macro(m.group(1), params, m.group(4).strip(), loc)


def _include(rest: str, loc, file, includes, errors, include_dirs) -> None:
    rest = rest.strip()
    if rest.startswith("<"):
        return  # a system or SDK header: the API it declares is built in
    m = re.match(r'^"([^"]+)"', rest)
    if not m:
        errors.append(AsmError(loc, f"#include expects \"FILE\" or <FILE>, got '{rest}'"))
        return
    name = m.group(1)
    if name in CANN_HEADERS or name.startswith(CANN_PREFIXES):
        return
    for d in (os.path.dirname(os.path.abspath(file)), *include_dirs):
        p = os.path.join(d, name)
        if os.path.isfile(p):
            includes.append((p, loc))
            return
    errors.append(AsmError(loc, f"cannot find include file '{name}'",
                           "CANN headers (kernel_operator.h, acl/acl.h …) are built in; other "
                           "quoted headers are looked up beside the file"))


def is_cpp_path(path: str) -> bool:
    """A C++ source by its name: Ascend C ``.asc``, ``.cpp``, ``.cc``, ``.h``, ``.hpp``."""
    return os.fspath(path).lower().endswith((".asc", ".cpp", ".cc", ".cxx", ".h", ".hpp"))


def is_ascendc(path, text: str | None = None) -> bool:
    """An Ascend C VF source: a ``.asc`` file, or a C++ file (``.cpp`` ``.h`` …) that has a
    ``__simd_vf__`` function (other C++ files are left to the Arm side's compilers)."""
    p = os.fspath(path).lower()
    if p.endswith(".asc"):
        return True
    if not is_cpp_path(p):
        return False
    if text is None:
        try:
            with open(path, "rb") as fh:
                return b"__simd_vf__" in fh.read(1 << 22)
        except OSError:
            return False
    return "__simd_vf__" in text
