"""Assemble a ``.arch ascend-vf`` file: ``.ub`` data through the shared two-pass core
(symbols are UB byte addresses), ``.vf NAME params`` … ``.endvf`` functions and the ``.entry``
body parsed into structured form, classified, AddrReg-analysed and compiled to flat steps.
"""
from __future__ import annotations

import re

import attrs

from isa.asm.assembler import Assembler, _Item
from isa.asm.diag import MAX_ERRORS, AsmError, AsmErrors
from isa.asm.expr import parse_expr
from isa.asm.lexer import Operand, Statement, lex
from isa.asm.program import Insn, Program, Section

from .classify import addrregs, classify
from .operands import Scope
from .structure import Function, SlotAllocator, compile_body, parse_body, walk_ops

UB_SIZE = 256 * 1024
UB_USABLE = 248 * 1024
_SECTION_DIRS = (".ub", ".vf", ".endvf", ".entry")


@attrs.define(eq=False)
class VfImage:
    """The decoded VF program: flat steps, function table, counter slots."""

    steps: list
    functions: dict  # name -> (Function, start pc)
    entry: Function | None
    n_slots: int
    slot_names: list


class _DataBackend:
    name = "ascend-vf"

    def is_instruction(self, m: str) -> bool:
        return False

    def literal_size(self, stmt) -> int:
        return 0

    def decode(self, stmt, ctx):  # pragma: no cover - never called
        raise AssertionError

    def directive(self, stmt, ctx) -> bool:
        return False

    def mnemonics(self):
        return []


class _UbAssembler(Assembler):
    """The shared core over pre-lexed ``.ub`` statements, placing ``.ub`` at UB address 0."""

    BASE, FIRST_SECTION, MIN_ALIGN, PAGE = 0, ".ub", 32, 1

    def run(self, stmts: list[Statement]) -> None:
        self._pass1(stmts)
        self._place_sections()
        self._pass2()


def is_vf_source(text: str) -> bool:
    """True when the first statement of ``text`` is ``.arch ascend-vf``."""
    from isa.asm.lexer import strip_comments

    for _, code, _ in strip_comments(text, "<probe>", []):
        if code.strip():
            return re.match(r"^\s*\.arch\s+ascend-vf\b", code, re.I) is not None
    return False


def assemble_vf(text: str, file: str = "<string>", hooks: dict | None = None,
                defsyms: dict[str, int] | None = None) -> Program:
    """``hooks``: extra data directives from the layers above (``.tensor``), as for the Arm
    assembler; a hook with a ``tensors`` attribute has its table put in ``extra["tensors"]``.
    ``defsyms``: NAME -> value, like `as --defsym` (overrides the program's ``.equ NAME``)."""
    errors: list[AsmError] = []
    stmts = lex(text, file, errors)
    data: list[Statement] = []
    funcs: list[tuple[Statement, list[Statement]]] = []
    entry: tuple[Statement, list[Statement]] | None = None
    mode, cur = None, None
    for st in stmts:
        m = st.mnemonic
        if m == ".arch":
            continue
        if m == ".ub":
            mode = "ub"
            continue
        if m == ".vf":
            if mode == "vf":
                errors.append(st.error("'.vf' inside a VF (missing .endvf)", st.loc.col))
            mode, cur = "vf", (st, [])
            funcs.append(cur)
            continue
        if m == ".endvf":
            if mode != "vf":
                errors.append(st.error("'.endvf' without '.vf'", st.loc.col))
            mode = None
            continue
        if m == ".entry":
            mode, entry = "entry", (st, [])
            continue
        if m in (".equ", ".set", ".equiv") or mode == "ub":
            data.append(st)
        elif mode == "vf":
            cur[1].append(st)
        elif mode == "entry":
            entry[1].append(st)
        elif m:
            errors.append(st.error(f"'{m}' outside any section", st.loc.col,
                                   "put data after .ub, code in .vf NAME … .endvf or .entry"))
        if st.labels and mode in ("vf", "entry"):
            errors.append(st.error("labels are not used in VF code", st.labels[0][1],
                                   "control flow is loop/for/if; data labels go in .ub"))
    if mode == "vf":
        errors.append(funcs[-1][0].error("VF not closed", funcs[-1][0].loc.col, "end it with .endvf"))

    hooks = hooks or {}
    ua = _UbAssembler(_DataBackend(), hooks=hooks, defsyms=defsyms)
    for name, value in ua.defsyms.items():
        ua.equs[name] = (parse_expr(str(int(value))), _Item(None, ".ub", 0, 0, "equ", -1))
    first = stmts[0].loc if stmts else None
    if first is not None:
        data.insert(0, Statement(first.at(1), (), ".section", (Operand(".ub", 1),), ".ub", 1))
    ua.errors = errors
    if first is not None:
        ua.run(data)
    sections = ua.sections or {".ub": Section(".ub")}
    ub = sections.get(".ub", Section(".ub"))
    if ub.size > UB_USABLE:
        errors.append(AsmError(first, f".ub data is {ub.size} bytes; the usable UB is "
                               f"{UB_USABLE} bytes (248 KiB)", "the top 8 KiB are reserved"))

    def resolve(name: str):
        return ua.symbol_value(name, None)

    remarks: list[AsmError] = []
    slots = SlotAllocator()
    functions: dict = {}
    for st, body in funcs:
        fn = _function(st, errors)
        if fn is None:
            continue
        if fn.name in functions:
            errors.append(st.error(f"VF '{fn.name}' is defined twice", st.rest_col))
            continue
        scope = Scope({p: i for i, p in enumerate(fn.params)}, resolve)
        parse_body(fn, body, scope, slots, errors, allow_call=False)
        classify(fn, remarks)
        addrregs(fn, remarks, errors)
        functions[fn.name] = fn
    efn = None
    if entry is not None:
        efn = Function("<entry>", [], entry[0])
        parse_body(efn, entry[1], Scope({}, resolve), slots, errors, allow_call=True)
        classify(efn, remarks)
        for op in walk_ops(efn.body):
            if op.kind == "call":
                callee = functions.get(op.target)
                if callee is None:
                    errors.append(op.stmt.error(f"no VF named '{op.target}'", op.stmt.operands[0].col,
                                                "defined: " + (", ".join(functions) or "none")))
                elif len(op.args) != len(callee.params):
                    errors.append(op.stmt.error(f"{op.target} takes {len(callee.params)} arguments "
                                                f"({', '.join(callee.params)}), got {len(op.args)}",
                                                op.stmt.loc.col))
    if errors:
        errors.sort(key=lambda e: (e.loc.line, e.loc.col))
        raise AsmErrors(errors[:MAX_ERRORS])

    symbols = {n: ua.symbol_value(n, None) for n in ua.labels}
    for n in ua.equs:
        v = ua.symbol_value(n, None)
        if v is not None:
            symbols[n] = v
    return link(functions, efn, slots, sections, symbols, text, file, remarks,
                {"tensors": getattr(hooks.get(".tensor"), "tensors", {})})


def link(functions: dict, efn: Function | None, slots: SlotAllocator, sections: dict,
         symbols: dict, text: str, file: str, remarks: list, extra: dict) -> Program:
    """The program of classified VF functions: flat steps (the entry, a halt, then each
    function and its return), one listing instruction per operation. The Ascend C front end
    links through here too, so both kinds of source run the same image."""
    steps: list = []
    if efn is not None:
        compile_body(efn.body, steps)
    steps.append(["halt"])
    image = VfImage(steps, {}, efn, slots.n, slots.names)
    insns = entry_insns(steps)
    for fn in functions.values():
        insns += add_function(image, fn)
    remarks.sort(key=lambda e: (e.loc.file, e.loc.line, e.loc.col))
    return Program("ascend-vf", sections, symbols, insns, 0, text,
                   files={file: text}, remarks=remarks, extra={"vf": image, **extra}, slots=[None])


def _insn(i: int, spec) -> Insn:
    return Insn(spec.stmt.loc, spec.stmt.mnemonic, spec.text, (), lambda st, i: None,
                spec.klass, address=i, index=i, info={"spec": spec})


def entry_insns(steps: list) -> list:
    return [_insn(i, s[1]) for i, s in enumerate(steps) if s[0] in ("op", "call")]


def add_function(image: VfImage, fn: Function) -> list:
    """Append ``fn``'s steps to ``image`` (at load, or later when a template VF is first
    called); returns the listing instructions of the new steps."""
    start = len(image.steps)
    image.functions[fn.name] = (fn, start)
    compile_body(fn.body, image.steps)
    image.steps.append(["ret", fn])
    return [_insn(i, s[1]) for i, s in enumerate(image.steps[start:], start)
            if s[0] in ("op", "call")]


def _function(st: Statement, errors: list[AsmError]) -> Function | None:
    ops = st.operands
    if not ops or not ops[0].text.strip():
        errors.append(st.error(".vf needs a name", st.rest_col, ".vf add_vf dst, src, count"))
        return None
    head = ops[0].text.split()
    name, params = head[0], head[1:]
    params += [o.text.strip() for o in ops[1:]]
    for p in params:
        if not re.match(r"^[A-Za-z_]\w*$", p) or re.match(r"^[vmas]\d+$", p, re.I):
            errors.append(st.error(f"bad parameter name '{p}'", st.rest_col,
                                   "parameters are names; they bind to s0, s1, …"))
            return None
    if len(set(params)) != len(params):
        errors.append(st.error("duplicate parameter name", st.rest_col))
        return None
    if len(params) > 32:
        errors.append(st.error("at most 32 parameters (s0-s31)", st.rest_col))
        return None
    return Function(name, params, st)
