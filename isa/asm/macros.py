"""GNU as's macro language and conditional assembly, run between lexing and pass 1.

:class:`Expander` turns the raw statements of a file into lexed statements, one at a time, so
``.if`` sees every ``.set`` and label defined before it (the assembler's pass 1 pulls them). It
handles, as GNU as 2.40 does them (``info as``, "Macro", "Rept", "Irp", "If"):

- ``.macro NAME a, b=default, c:req, d:vararg`` ... ``.endm``; ``\\a`` substitutes an
  argument (parameter names are case-sensitive, macro names are not), ``\\@`` the number of
  macros expanded before this one, ``\\()`` nothing (``\\(text)`` copies ``text``),
  ``.exitm``, ``.purgem``, nested definitions and calls; arguments are positional (separated by
  commas or blanks) or ``name=value``, a quoted argument loses its quotes;
- ``.rept N`` / ``.irp s, v...`` / ``.irpc s, chars`` ... ``.endr``, nested;
- ``.if/.ifdef/.ifndef/.ifnotdef/.ifc/.ifnc/.ifeq/.ifne/.ifgt/.ifge/.iflt/.ifle/.ifb/.ifnb/
  .ifeqs/.ifnes/.elseif/.else/.endif``;
- ``NAME .req REG`` / ``.unreq NAME`` (register aliases, also in upper and lower case, as
  GNU as enters them), ``.error``/``.err``/``.warning`` (located), ``.include``.

``.altmacro`` is rejected. An error in an expanded line is located at the line of the
definition and carries a note per expansion ("in macro 'm' expanded at f.s:7:1"). Expansions
nest at most MAX_MACRO_DEPTH deep and produce at most MAX_EXPANDED_STATEMENTS statements
(:mod:`isa.asm.limits`), so recursion or ``.rept 1000000000`` is a located error, not a hang.
"""
from __future__ import annotations

import re
from typing import Iterator, Protocol

import attrs

from . import directives as D
from . import limits as L
from .diag import AsmError
from .lexer import _LABEL, RawStatement, Statement, lex_statement, split_operands

_NAME = re.compile(r"[A-Za-z_.$][\w.$]*")
_HEAD = re.compile(r"\s*([A-Za-z_.$][\w.$]*)")
_IFS = {".if", ".ifdef", ".ifndef", ".ifnotdef", ".ifc", ".ifnc", ".ifeq", ".ifne", ".ifgt",
        ".ifge", ".iflt", ".ifle", ".ifb", ".ifnb", ".ifeqs", ".ifnes"}
_REPEATS = {".rept", ".irp", ".irpc"}
# register names an alias may stand for (A64, SVE, SME)
_REGISTER = re.compile(r"(?i)([xwvqdshbz]([12]?\d|3[01])|[xw]zr|w?sp|pn?([0-9]|1[0-5])|za\d*"
                       r"[bhsdq]?|zt0|lr|fp)$")


class Env(Protocol):
    """What the expander asks the assembler (in pass-1 order)."""

    def const(self, text: str, col: int) -> int: ...  # raises DirectiveError

    def defined(self, name: str) -> bool: ...

    # the raw statements of the file ``.include`` names, or None (an error was reported)
    def include(self, st: Statement, depth: int,
                file: str) -> tuple[str, list[RawStatement]] | None: ...


@attrs.define
class Macro:
    name: str
    params: list[tuple[str, str, str]]  # (name, default, "" | "req" | "vararg")
    body: list[RawStatement]
    loc: object  # SourceLoc of the .macro line


@attrs.define
class _Frame:
    lines: Iterator[RawStatement]
    kind: str  # "file", "macro", "repeat"
    depth: int  # include depth (files) / expansion depth
    file: str = ""  # the file's path (files: where .include looks)
    conds: int = 0  # conditional-stack height when the frame started (.exitm drops the rest)


@attrs.define
class _Cond:
    active: bool  # this branch is assembled
    done: bool  # some branch of this .if was taken
    outer: bool  # the enclosing code is assembled
    seen_else: bool = False
    loc: object = None


class Expander:
    """Yields the lexed statements of ``raws`` with macros, repeats and conditionals applied."""

    def __init__(self, env: Env, errors: list[AsmError], warnings: list[AsmError]):
        self.env, self.errors, self.warnings = env, errors, warnings
        self.macros: dict[str, Macro] = {}
        self.aliases: dict[str, str] = {}
        self.counter = 0  # GNU as's macro_number (\@)
        self.expanded = 0  # statements produced by expansions so far
        self.frames: list[_Frame] = []
        self.conds: list[_Cond] = []
        self._alias_re: re.Pattern | None = None

    # ------------------------------------------------------------------ driver
    def statements(self, raws: list[RawStatement], file: str) -> Iterator[Statement]:
        self.frames = [_Frame(iter(raws), "file", 0, file=file)]
        while self.frames:
            frame = self.frames[-1]
            try:
                raw = next(frame.lines, None)
            except TooLong as e:
                self._error(e.raw.loc.at(e.raw.col), "expanded statement longer than "
                            f"{L.MAX_EXPANDED_LINE:,} characters (tilesim's limit)",
                            "a macro that doubles its argument at each level grows fast")
                self.frames.pop()
                continue
            if raw is None:
                self.frames.pop()
                if frame.kind == "file" and not self.frames:
                    self._end_of_input()
                continue
            if frame.kind != "file":
                self.expanded += 1
                if self.expanded > L.MAX_EXPANDED_STATEMENTS:
                    self._overflow(raw)
                    continue
            try:
                yield from self._one(raw, frame)
            except D.DirectiveError as e:
                self._error(raw.loc.at(e.col), e.message, e.hint)

    def _end_of_input(self) -> None:
        for c in self.conds:
            self._error(c.loc, "end of file inside a conditional (.if without .endif)",
                        "close every .if with .endif")
        self.conds.clear()

    def _overflow(self, raw: RawStatement) -> None:
        self._error(raw.loc.at(raw.col), f"macro/.rept expansion produces more than "
                    f"{L.MAX_EXPANDED_STATEMENTS:,} statements (tilesim's limit)",
                    "use a loop in the program instead of a very long .rept")
        while self.frames and self.frames[-1].kind != "file":
            self.frames.pop()

    @property
    def _skipping(self) -> bool:
        return bool(self.conds) and not self.conds[-1].active

    def _one(self, raw: RawStatement, frame: _Frame) -> Iterator[Statement]:
        text = raw.text
        pos = 0
        while (m := _LABEL.match(text, pos)) is not None:
            pos = m.end()
        head = _HEAD.match(text, pos)
        word = head.group(1).lower() if head else ""
        rest_col = raw.col + (head.end() if head else pos)
        rest = text[head.end():] if head else ""
        if word in _IFS or word in (".else", ".elseif", ".endif"):
            if pos and not self._skipping:  # `label: .if ...` defines the label
                st = lex_statement(RawStatement(raw.loc, text[:pos], raw.col), self.errors)
                if st is not None:
                    yield st
            self._conditional(raw, word, rest, rest_col)
            return
        if self._skipping:
            return
        if word and (word in (".macro", ".endm", ".exitm", ".purgem", ".altmacro", ".noaltmacro",
                              ".endr", ".include") or word in _REPEATS or
                     (word in self.macros and not _is_assignment(text, head.end()))):
            if pos:  # labels on the line: define them first
                st = lex_statement(RawStatement(raw.loc, text[:pos], raw.col), self.errors)
                if st is not None:
                    yield st
            self._directive(raw, word, rest, rest_col, frame)
            return
        st = lex_statement(raw, self.errors)
        if st is None:
            return
        if st.mnemonic == ".req" or re.match(r"(?i)\.req(\s|$)", st.rest.lstrip()):
            self._req(st)
            return
        if st.mnemonic == ".unreq":
            self._unreq(st)
            return
        if st.mnemonic in (".error", ".err", ".warning"):
            self._message(st)
            return
        if self.aliases and st.mnemonic and not st.mnemonic.startswith("."):
            st = self._apply_aliases(st)
        yield st

    # ------------------------------------------------------------------ conditionals
    def _conditional(self, raw: RawStatement, word: str, rest: str, col: int) -> None:
        loc = raw.loc.at(raw.col + (len(raw.text) - len(raw.text.lstrip())))
        if word in _IFS:
            outer = not self._skipping
            value = self._condition(word, rest, col, raw) if outer else False
            self.conds.append(_Cond(value, value, outer, loc=loc))
            return
        if not self.conds:
            self._error(loc, f"'{word}' without a matching .if", "")
            return
        c = self.conds[-1]
        if word == ".endif":
            self.conds.pop()
        elif word == ".else":
            if c.seen_else:
                self._error(loc, "duplicate .else", "an .if has at most one .else")
            c.seen_else = True
            c.active = c.outer and not c.done
            c.done = True
        else:  # .elseif
            if c.seen_else:
                self._error(loc, ".elseif after .else", "put .else last")
            take = c.outer and not c.done and self._condition(".if", rest, col, raw)
            c.active = take
            c.done = c.done or take

    def _condition(self, word: str, rest: str, col: int, raw: RawStatement) -> bool:
        try:
            return self._test(word, rest, col)
        except D.DirectiveError as e:
            self._error(raw.loc.at(e.col), e.message, e.hint)
            return False

    def _test(self, word: str, rest: str, col: int) -> bool:
        arg = rest.strip()
        acol = col + len(rest) - len(rest.lstrip())
        if word in (".ifdef", ".ifndef", ".ifnotdef"):
            if not _NAME.fullmatch(arg):
                raise D.DirectiveError(f"{word} needs a symbol name", acol, f"{word} NAME")
            return self.env.defined(arg) == (word == ".ifdef")
        if word in (".ifb", ".ifnb"):
            return (arg == "") == (word == ".ifb")
        if word in (".ifc", ".ifnc"):
            a, b = _ifc_strings(rest, col)
            return (a == b) == (word == ".ifc")
        if word in (".ifeqs", ".ifnes"):
            ops = split_operands(rest, col)
            if len(ops) != 2:
                raise D.DirectiveError(f"{word} needs two strings", col, f'{word} "a", "b"')
            a, b = (D.parse_string(o.text, o.col) for o in ops)
            return (a == b) == (word == ".ifeqs")
        if not arg:
            raise D.DirectiveError(f"{word} needs an expression", col, f"{word} EXPRESSION")
        v = self.env.const(arg, acol)
        return {".if": v != 0, ".ifne": v != 0, ".ifeq": v == 0, ".ifgt": v > 0,
                ".ifge": v >= 0, ".iflt": v < 0, ".ifle": v <= 0}[word]

    # ------------------------------------------------------------------ macro directives
    def _directive(self, raw: RawStatement, word: str, rest: str, col: int,
                   frame: _Frame) -> None:
        loc = raw.loc.at(col - len(word))
        if word == ".macro":
            self._define(raw, rest, col, frame)
        elif word in _REPEATS:
            self._repeat(raw, word, rest, col, frame)
        elif word == ".endm":  # GNU as warns and goes on
            self._warn(loc, ".endm without a matching .macro (ignored)")
        elif word == ".endr":
            self._warn(loc, ".endr without a matching .rept, .irp or .irpc (ignored)")
        elif word == ".exitm":
            for i in range(len(self.frames) - 1, -1, -1):
                if self.frames[i].kind == "macro":
                    del self.conds[self.frames[i].conds:]
                    del self.frames[i:]
                    return
                if self.frames[i].kind == "file":
                    break
            self._error(loc, ".exitm outside a macro", "")
        elif word == ".purgem":
            name = rest.strip().lower()
            if name not in self.macros:
                self._warn(loc.at(col), f"no macro '{rest.strip()}' to purge")
            self.macros.pop(name, None)
        elif word == ".altmacro":
            self._error(loc, ".altmacro is not supported",
                        "tilesim takes GNU as's default macro syntax (\\arg, \\(), \\@)")
        elif word == ".include":
            st = lex_statement(raw, self.errors)
            home = [f for f in self.frames if f.kind == "file"][-1]
            got = self.env.include(st, home.depth, home.file) if st is not None else None
            if got is not None:
                self.frames.append(_Frame(iter(got[1]), "file", home.depth + 1, file=got[0]))
        elif word == ".noaltmacro":
            pass
        else:
            self._invoke(raw, word, rest, col)

    def _body(self, raw: RawStatement, frame: _Frame, opens: set[str], close: str,
              what: str) -> list[RawStatement] | None:
        """The statements up to the matching ``close`` (nested ``opens`` counted)."""
        body: list[RawStatement] = []
        depth = 1
        for line in frame.lines:
            m = _HEAD.match(line.text, _label_end(line.text))
            w = m.group(1).lower() if m else ""
            if w in opens:
                depth += 1
            elif w == close:
                depth -= 1
                if depth == 0:
                    return body
            body.append(line)
        self._error(raw.loc.at(raw.col + len(raw.text) - len(raw.text.lstrip())),
                    f"{what} without {close}", f"end it with {close}")
        return None

    def _define(self, raw: RawStatement, rest: str, col: int, frame: _Frame) -> None:
        body = self._body(raw, frame, {".macro"}, ".endm", ".macro")
        m = re.match(r"\s*([A-Za-z_.$][\w.$]*)\s*,?", rest)
        if not m:
            raise D.DirectiveError(".macro needs a name", col, ".macro NAME arg1, arg2=default")
        name = m.group(1)
        params: list[tuple[str, str, str]] = []
        for text, pcol in _split_params(rest[m.end():], col + m.end()):
            p = re.fullmatch(r"([A-Za-z_.$][\w.$]*)\s*(?::\s*(req|vararg))?\s*(?:=\s*(.*))?",
                             text, re.S)
            if not p:
                raise D.DirectiveError(f"bad macro parameter '{text}'", pcol,
                                       "NAME, NAME=default, NAME:req or NAME:vararg")
            if any(q[0] == p.group(1) for q in params):
                raise D.DirectiveError(f"parameter '{p.group(1)}' given twice", pcol)
            params.append((p.group(1), _unquote(p.group(3) or ""), p.group(2) or ""))
        if params and any(q[2] == "vararg" for q in params[:-1]):
            raise D.DirectiveError("only the last parameter can be :vararg", col)
        if body is None:
            return
        if name.lower() in (".macro", ".endm", ".rept", ".irp", ".irpc", ".endr", ".if",
                            ".endif", ".else", ".exitm", ".include"):
            raise D.DirectiveError(f"'{name}' is a directive, not a macro name", col + m.start(1))
        if name.lower() in self.macros:
            raise D.DirectiveError(f"macro '{name}' is already defined", col + m.start(1),
                                   "use another name, or .purgem it first")
        self.macros[name.lower()] = Macro(name, params, body, raw.loc)

    def _repeat(self, raw: RawStatement, word: str, rest: str, col: int, frame: _Frame) -> None:
        body = self._body(raw, frame, _REPEATS, ".endr", word)
        if body is None:
            return
        self._check_depth(raw, col)
        note = f"in {word} at {raw.loc.file}:{raw.loc.line}"
        if word == ".rept":
            if not rest.strip():
                raise D.DirectiveError(".rept needs a count", col, ".rept 4")
            acol = col + len(rest) - len(rest.lstrip())
            n = self.env.const(rest.strip(), acol)
            if n < 0:
                raise D.DirectiveError(f"negative .rept count {n}", acol, "")
            if n * max(len(body), 1) > L.MAX_EXPANDED_STATEMENTS - self.expanded:
                raise D.DirectiveError(
                    f".rept {n} expands to {n * len(body):,} statements, more than tilesim's "
                    f"limit of {L.MAX_EXPANDED_STATEMENTS:,} expanded statements allows", acol,
                    "use a loop in the program instead of a very long .rept")
            lines = (_noted(b, (note,)) for _ in range(n) for b in body)
        else:
            m = re.match(r"\s*([A-Za-z_.$][\w.$]*)\s*(,|\s|$)", rest)
            if not m:
                raise D.DirectiveError(f"{word} needs a symbol name", col, f"{word} NAME, VALUES")
            sym, tail = m.group(1), rest[m.end():]
            if word == ".irp":
                values = [v for v, _ in _split_args(tail)] or [""]
            else:
                s = tail.strip()
                chars = _unquote(s) if s.startswith('"') else "".join(s.split())
                values = list(chars) or [""]
            counter = str(self.counter)
            lines = (_substituted(b, {sym: v}, counter, (f"{note} ({sym} = {v})",))
                     for v in values for b in body)
        self.frames.append(_Frame(iter(lines), "repeat", self._depth() + 1, len(self.conds)))

    def _depth(self) -> int:
        return sum(1 for f in self.frames if f.kind != "file")

    def _check_depth(self, raw: RawStatement, col: int) -> None:
        if self._depth() >= L.MAX_MACRO_DEPTH:
            raise D.DirectiveError(f"macros nested too deeply (limit {L.MAX_MACRO_DEPTH})",
                                   col, "a macro that calls itself needs an .if to stop")

    def _invoke(self, raw: RawStatement, word: str, rest: str, col: int) -> None:
        """Push the expansion of macro ``word`` called with the arguments ``rest``."""
        mac = self.macros[word]
        self._check_depth(raw, col)
        values: dict[str, str] = {p[0]: p[1] for p in mac.params}
        given: set[str] = set()
        names = [p[0] for p in mac.params]
        kinds = {p[0]: p[2] for p in mac.params}
        i, keyword = 0, False
        text = rest
        k = 0
        while True:
            while k < len(text) and text[k] in " \t":
                k += 1
            if k >= len(text):
                break
            acol = col + k
            kw = re.match(r"([A-Za-z_.$][\w.$]*)\s*=(?!=)", text[k:])
            if kw:
                keyword = True
                name = kw.group(1)
                k += kw.end()
                if name not in values:
                    raise D.DirectiveError(f"macro '{mac.name}' has no parameter '{name}'",
                                           acol, f"its parameters: {', '.join(names) or 'none'}")
                if kinds[name] == "vararg":
                    value, k = _scrub(text[k:]), len(text)
                else:
                    value, k = _one_arg(text, k)
                values[name] = value
                given.add(name)
            else:
                if keyword:
                    raise D.DirectiveError("positional argument after a name=value argument",
                                           acol, "put positional arguments first")
                if i >= len(names):
                    raise D.DirectiveError(f"too many arguments for macro '{mac.name}' "
                                           f"({len(names)} parameter{'s' * (len(names) != 1)})",
                                           acol, f"{mac.name} {', '.join(names)}")
                name = names[i]
                i += 1
                if kinds[name] == "vararg":
                    value, k = _scrub(text[k:]), len(text)
                else:
                    value, k = _one_arg(text, k)
                if value:
                    values[name] = value
                    given.add(name)
            while k < len(text) and text[k] in " \t":
                k += 1
            if k < len(text) and text[k] == ",":
                k += 1
        for name in names:
            if kinds[name] == "req" and not values[name]:
                raise D.DirectiveError(f"missing value for required parameter '{name}' of "
                                       f"macro '{mac.name}'", col, f"{mac.name} {', '.join(names)}")
        counter = str(self.counter)
        self.counter += 1
        at = raw.loc.at(col - len(word))
        note = (f"in macro '{mac.name}' expanded at {at.file}:{at.line}:{at.col}",) + at.notes
        lines = (_substituted(b, values, counter, note) for b in mac.body)
        self.frames.append(_Frame(iter(lines), "macro", self._depth() + 1, len(self.conds)))

    # ------------------------------------------------------------------ aliases, messages
    def _req(self, st: Statement) -> None:
        if st.mnemonic == ".req" or len(st.operands) != 1 or not st.operands[0].text.lower() \
                .startswith(".req"):
            raise D.DirectiveError("bad .req", st.loc.col, "write: NAME .req REGISTER")
        parts = st.rest.split(None, 1)
        target = parts[1].strip() if len(parts) > 1 else ""
        name = st.loc.text[st.loc.col - 1:st.loc.col - 1 + len(st.mnemonic)]
        tcol = st.rest_col + st.rest.find(target) if target else st.rest_col
        target = self.aliases.get(target, target)
        if not _REGISTER.match(target):
            raise D.DirectiveError(f"'{target}' is not a register", tcol,
                                   "NAME .req x0 (or w0, v0, z0, p0, ...)")
        if _REGISTER.match(name):
            raise D.DirectiveError(f"'{name}' is a register name, not an alias", st.loc.col)
        for n in {name, name.upper(), name.lower()}:
            old = self.aliases.get(n)
            if old is not None and old.lower() != target.lower():
                self._warn(st.loc, f"ignoring redefinition of register alias '{n}'")
                continue
            self.aliases[n] = target
        self._alias_re = None

    def _unreq(self, st: Statement) -> None:
        name = st.rest.strip()
        if name not in self.aliases:
            raise D.DirectiveError(f"unknown register alias '{name}'",
                                   st.rest_col + len(st.rest) - len(st.rest.lstrip()),
                                   "define it first: NAME .req REGISTER")
        target = self.aliases[name]
        for n in {name, name.upper(), name.lower()}:
            if self.aliases.get(n) == target:
                del self.aliases[n]
        self._alias_re = None

    def _apply_aliases(self, st: Statement) -> Statement:
        if self._alias_re is None:
            names = sorted(self.aliases, key=len, reverse=True)
            self._alias_re = re.compile(r"(?<![\w.$#])(" + "|".join(map(re.escape, names)) +
                                        r")(?![\w$])")

        def sub(t: str) -> str:
            return self._alias_re.sub(lambda m: self.aliases[m.group(1)], t)
        ops = tuple(attrs.evolve(o, text=sub(o.text)) for o in st.operands)
        return attrs.evolve(st, operands=ops, rest=sub(st.rest))

    def _message(self, st: Statement) -> None:
        text = st.rest.strip()
        if text:
            msg = D.parse_string(text, st.rest_col + len(st.rest) - len(st.rest.lstrip())) \
                .decode("utf-8", "replace")
        else:
            msg = {".warning": "warning directive invoked in source file"}.get(
                st.mnemonic, ".err encountered")
        if st.mnemonic == ".warning":
            self._warn(st.loc, msg)
        else:
            self.errors.append(AsmError(st.loc, msg, ""))

    def _error(self, loc, message: str, hint: str) -> None:
        self.errors.append(AsmError(loc, message, hint))

    def _warn(self, loc, message: str) -> None:
        self.warnings.append(AsmError(loc, message, "", severity="warning"))


# ---------------------------------------------------------------------- helpers
def _label_end(text: str) -> int:
    pos = 0
    while (m := _LABEL.match(text, pos)) is not None:
        pos = m.end()
    return pos


def _is_assignment(text: str, end: int) -> bool:
    """``NAME = value`` or ``NAME .req x0``: not a macro call even if NAME is a macro."""
    tail = text[end:].lstrip()
    return (tail.startswith("=") and not tail.startswith("==")) or tail.lower().startswith(".req")


def _noted(raw: RawStatement, notes: tuple[str, ...]) -> RawStatement:
    return attrs.evolve(raw, loc=attrs.evolve(raw.loc, notes=notes + raw.loc.notes))


def _substituted(raw: RawStatement, values: dict[str, str], counter: str | None,
                 notes: tuple[str, ...]) -> RawStatement:
    """``raw`` with ``\\name``, ``\\@`` and ``\\(...)`` replaced; its location carries ``notes``
    and, when the text changed, the expanded text (so carets point into what was assembled)."""
    text = raw.text
    if "\\" not in text:
        return _noted(raw, notes)
    out: list[str] = []
    i, n = 0, len(text)
    size = 0
    while i < n:
        j = text.find("\\", i)
        if j < 0:
            out.append(text[i:])
            break
        out.append(text[i:j])
        i = j + 1
        if i < n and text[i] == "(":
            k = text.find(")", i)
            k = n if k < 0 else k
            out.append(text[i + 1:k])
            i = k + 1
        elif i < n and text[i] == "@" and counter is not None:
            out.append(counter)
            i += 1
        else:
            m = _NAME.match(text, i)
            if m and m.group(0) in values:
                out.append(values[m.group(0)])
                i = m.end()
            else:
                out.append("\\")
        size += len(out[-1])
        if size > L.MAX_EXPANDED_LINE:
            break
    new = "".join(out)
    if len(new) > L.MAX_EXPANDED_LINE:
        raise TooLong(_noted(raw, notes))
    loc = attrs.evolve(raw.loc, text=new, col=1, notes=notes + raw.loc.notes)
    return RawStatement(loc, new, 1)


class TooLong(Exception):
    """An expanded statement over MAX_EXPANDED_LINE characters (``raw``: its definition)."""

    def __init__(self, raw: RawStatement):
        super().__init__("expanded line too long")
        self.raw = raw


def _split_params(text: str, col: int) -> list[tuple[str, int]]:
    """Macro parameters: separated by commas or blanks (``a b=1, c:req``)."""
    out: list[tuple[str, int]] = []
    for m in re.finditer(r"([A-Za-z_.$][\w.$]*(?:\s*:\s*\w+)?(?:\s*=\s*(?:\"(?:[^\"\\]|\\.)*\"|"
                         r"[^,\s]*))?)|(\S)", text):
        if m.group(2) and m.group(2) != ",":
            raise D.DirectiveError(f"bad macro parameter list near '{m.group(2)}'",
                                   col + m.start(2), ".macro NAME a, b=default, c:req")
        if m.group(1):
            out.append((m.group(1), col + m.start(1)))
    return out


_NAMECH = re.compile(r"[\w.$\"'\\]")


def _one_arg(text: str, k: int) -> tuple[str, int]:
    """One macro argument starting at ``text[k]``: a quoted string (quotes removed), else
    everything up to a comma or a blank between two names (GNU as drops blanks next to
    operators: ``x0 - 1`` is one argument)."""
    if k < len(text) and text[k] == '"':
        j = k + 1
        out = []
        while j < len(text) and text[j] != '"':
            if text[j] == "\\" and j + 1 < len(text):
                out.append(text[j + 1])
                j += 2
                continue
            out.append(text[j])
            j += 1
        return "".join(out), j + 1
    out = []
    j = k
    while j < len(text):
        c = text[j]
        if c == ",":
            break
        if c in " \t":
            e = j
            while e < len(text) and text[e] in " \t":
                e += 1
            prev = out[-1] if out else ""
            nxt = text[e] if e < len(text) else ""
            if not nxt or nxt == "," or (_NAMECH.match(prev) and _NAMECH.match(nxt)):
                j = e
                break
            j = e
            continue
        if c == '"':
            e = text.find('"', j + 1)
            e = len(text) if e < 0 else e + 1
            out.append(text[j:e])
            j = e
            continue
        out.append(c)
        j += 1
    return "".join(out), j


def _scrub(text: str) -> str:
    """Blanks as GNU as's input scrubber leaves them: one between two name characters, none
    next to punctuation (``2, 3 4`` becomes ``2,3 4``); strings are kept."""
    out: list[str] = []
    i, n = 0, len(text)
    text = text.strip()
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            e = text.find('"', i + 1)
            e = n if e < 0 else e + 1
            out.append(text[i:e])
            i = e
            continue
        if c in " \t":
            e = i
            while e < n and text[e] in " \t":
                e += 1
            if out and e < n and _NAMECH.match(out[-1][-1]) and _NAMECH.match(text[e]):
                out.append(" ")
            i = e
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _split_args(text: str) -> list[tuple[str, int]]:
    out = []
    k = 0
    text = text.strip()
    while k < len(text):
        while k < len(text) and text[k] in " \t":
            k += 1
        if k >= len(text):
            break
        start = k
        v, k = _one_arg(text, k)
        out.append((v, start))
        while k < len(text) and text[k] in " \t":
            k += 1
        if k < len(text) and text[k] == ",":
            k += 1
    return out


def _unquote(s: str) -> str:
    s = s.strip()
    if len(s) >= 2 and s[0] == s[-1] == '"':
        return s[1:-1]
    return s


def _ifc_strings(rest: str, col: int) -> tuple[str, str]:
    """The two strings of ``.ifc a, b`` (each may be quoted with single quotes, '' is one)."""
    def one(s: str, term: str) -> tuple[str, str]:
        s = s.lstrip()
        if s.startswith("'"):
            out, i = [], 1
            while i < len(s):
                if s[i] == "'":
                    if s.startswith("''", i):
                        out.append("'")
                        i += 2
                        continue
                    return "".join(out), s[i + 1:]
                out.append(s[i])
                i += 1
            return "".join(out), ""
        j = s.find(term) if term else -1
        j = len(s) if j < 0 else j
        return s[:j].rstrip(), s[j:]

    a, tail = one(rest, ",")
    tail = tail.lstrip()
    if not tail.startswith(","):
        raise D.DirectiveError("bad format for .ifc or .ifnc", col, ".ifc STRING1, STRING2")
    b, _ = one(tail[1:], "")
    return a, b

