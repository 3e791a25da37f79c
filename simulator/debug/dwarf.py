"""C source-level facts from an executable's DWARF (pyelftools): functions, call frames from the
CFI (``.debug_frame`` / ``.eh_frame``), variables in scope with their locations, and C types.

Nothing here prints: values are :class:`CValue` trees the UI formats (tools/debug_c.py). Sources:
DWARF 5 (dwarfstd.org) §2.5 "DWARF Expressions", §2.6 "Location Descriptions", §5 "Type
Entries", §6.4 "Call Frame Information"; the AArch64 register numbers from "DWARF for the Arm
64-bit Architecture" (AADWARF64 §4.1: 0-30 X0-X30, 31 SP, 64-95 V0-V31). A location this
module cannot evaluate (DW_OP_entry_value, pieces of registers, …) is "optimized out", as gdb
says, never a wrong value.
"""
from __future__ import annotations

import io
import re

import attrs
from elftools.dwarf.callframe import CFARule, RegisterRule
from elftools.dwarf.dwarf_expr import DWARFExprParser
from elftools.dwarf.locationlists import LocationParser
from elftools.elf.elffile import ELFFile

from .types import DebugError

M64 = (1 << 64) - 1
SP, RA = 31, 30
MAX_DEPTH = 64  # frames a backtrace walks
MAX_ELEMENTS = 200  # array elements a value holds (gdb's `print elements` default)


class Unavailable(Exception):
    """The value is not recoverable here (gdb: <optimized out>)."""


@attrs.frozen
class CType:
    """A C type reduced to what printing needs."""

    kind: str  # base, pointer, array, struct, union, enum, void, function
    name: str
    size: int
    encoding: str = ""  # base: signed, unsigned, float, bool, char
    target: "CType | None" = None  # pointer/array element
    count: int = 0  # array elements
    fields: tuple = ()  # struct/union: (name, byte offset, CType, bit offset, bit size) with
    #                     the bits None unless a bit-field; enum: (name, value)


@attrs.frozen
class CValue:
    """A typed value: ``data`` holds its bytes (None: not available), ``address`` where it
    lives in memory (None: a register or a computed value)."""

    type: CType
    data: bytes | None
    address: int | None = None


@attrs.define
class CFrame:
    """One call frame: its pc (the return address for outer frames), the registers known in it
    (DWARF numbers), its CFA and function."""

    level: int
    pc: int
    regs: dict
    cfa: int | None
    function: str
    die: object = None
    saved_pc: int | None = None  # the return address the CFI found (set by ``unwind``)


def _signed(v: int) -> int:
    return v - (1 << 64) if v >> 63 else v


# DWARF 5 section 2.5.1.4 arithmetic operations on the 64-bit stack (generic type); GCC's
# optimised locations use the shifts (sign extension of an int index) and the logic
_BINARY = {
    "DW_OP_plus": lambda a, b: a + b, "DW_OP_minus": lambda a, b: a - b,
    "DW_OP_mul": lambda a, b: a * b, "DW_OP_and": lambda a, b: a & b,
    "DW_OP_or": lambda a, b: a | b, "DW_OP_xor": lambda a, b: a ^ b,
    "DW_OP_shl": lambda a, b: a << (b & 63) if b < 64 else 0,
    "DW_OP_shr": lambda a, b: a >> b if b < 64 else 0,
    "DW_OP_shra": lambda a, b: _signed(a) >> min(b, 63),
}


class DwarfInfo:
    """An executable's DWARF, read once when first needed."""

    def __init__(self, path: str, bias: int = 0):
        """``bias``: where the file was loaded relative to its link addresses (a
        position-independent program runs at a load bias; every address here is a run-time
        one)."""
        self.bias = bias
        with open(path, "rb") as fh:
            self.elf = ELFFile(io.BytesIO(fh.read()))
        if not self.elf.has_dwarf_info():
            raise DebugError(f"{path} has no debugging information", "build it with -g")
        self.dwarf = self.elf.get_dwarf_info(relocate_dwarf_sections=False)
        self.expr = DWARFExprParser(self.dwarf.structs)
        self.locs = LocationParser(self.dwarf.location_lists())
        self.funcs: list[tuple[int, int, object, object]] = []  # (lo, hi, die, cu)
        self.globals: dict[str, tuple[object, object]] = {}
        self._types: dict[int, CType] = {}
        self._valid: dict[int, bool] = {}  # CU offset -> locations_valid
        for cu in self.dwarf.iter_CUs():
            for die in cu.get_top_DIE().iter_children():
                if die.tag == "DW_TAG_subprogram":
                    lo, hi = _pc_range(die)
                    if lo is not None:
                        self.funcs.append((lo + bias, hi + bias, die, cu))
                elif die.tag == "DW_TAG_variable" and "DW_AT_name" in die.attributes:
                    self.globals[die_name(die)] = (die, cu)
        self.fdes = self._fdes()
        self.symbols = self._symbols()
        self._line_table()

    def after_prologue(self, address: int) -> int:
        """Where gdb puts ``break FUNCTION`` for the function at ``address``: the function's
        first instruction when its compilation unit's variable locations are valid at every
        pc (GCC's optimised code, see :meth:`locations_valid`), else the line table's
        ``prologue_end`` row in it, else its second source line (past the code that saves
        registers and makes the frame), else ``address``."""
        die, cu = self.function_at(address)
        if die is None or self.locations_valid(cu):
            return address
        flagged = [a for a in self.prologue_ends if address <= a and self.function_at(a)[0] is die]
        if flagged:
            return flagged[0]
        mine = [(a, line) for a, line in self.line_rows if address <= a
                and self.function_at(a)[0] is die]
        for a, line in mine:
            if line != mine[0][1]:
                return a
        return address

    def locations_valid(self, cu) -> bool:
        """gdb's ``locations_valid`` (dwarf2/read.c): a unit produced by GCC 4.5 or later
        with location lists describes its variables at every pc, prologue included, so gdb
        skips no prologue there (symtab.c skip_prologue_sal)."""
        key = cu.cu_offset
        if key not in self._valid:
            prod = cu.get_top_DIE().attributes.get("DW_AT_producer")
            text = prod.value.decode("utf-8", "replace") if prod is not None and \
                isinstance(prod.value, bytes) else ""
            mo = re.match(r"GNU \S+ (\d+)\.(\d+)", text)
            gcc45 = mo is not None and (int(mo.group(1)), int(mo.group(2))) >= (4, 5)
            self._valid[key] = gcc45 and any(
                a.form in ("DW_FORM_sec_offset", "DW_FORM_loclistx")
                for d in cu.iter_DIEs() if (a := d.attributes.get("DW_AT_location")) is not None)
        return self._valid[key]

    def _symbols(self) -> list[tuple[int, int, str]]:
        """(address, size, name) of the data and function symbols, by address."""
        tab = self.elf.get_section_by_name(".symtab")
        out = []
        if tab is not None and hasattr(tab, "iter_symbols"):
            for sym in tab.iter_symbols():
                if sym["st_info"]["type"] in ("STT_OBJECT", "STT_FUNC") and sym.name and \
                        sym["st_shndx"] != "SHN_UNDEF":
                    out.append((sym["st_value"] + self.bias, sym["st_size"], sym.name))
        return sorted(out)

    def symbol_at(self, address: int) -> str:
        """``name`` or ``name+off`` for an address inside a symbol's object (gdb's ``<…>``
        after a pointer), else ''."""
        for a, size, name in self.symbols:
            if a == address:
                return name
            if a < address < a + size:
                return f"{name}+{address - a}"
        return ""

    def _line_table(self) -> None:
        """``line_rows``: (address, line) of the line table's rows; ``prologue_ends``: the
        addresses it flags ``prologue_end`` (DWARF 5 §6.2.2), where gdb breaks on a function."""
        rows, ends = [], []
        try:
            for cu in self.dwarf.iter_CUs():
                prog = self.dwarf.line_program_for_CU(cu)
                for e in prog.get_entries() if prog is not None else ():
                    st = e.state
                    if st is None or st.end_sequence:
                        continue
                    if st.line:
                        rows.append((st.address + self.bias, st.line))
                    if st.prologue_end:
                        ends.append(st.address + self.bias)
        except Exception:  # noqa: BLE001 - a damaged line table: no rows
            rows, ends = [], []
        self.line_rows, self.prologue_ends = sorted(rows), sorted(ends)

    # ------------------------------------------------------------------ functions and frames
    def function_start(self, pc: int) -> int | None:
        """The entry address of the function (DW_TAG_subprogram) that holds ``pc``."""
        for lo, hi, _, _ in self.funcs:
            if lo <= pc < hi:
                return lo
        return None

    def function_at(self, pc: int):
        for lo, hi, die, cu in self.funcs:
            if lo <= pc < hi:
                return die, cu
        return None, None

    def _fdes(self) -> list:
        out = []
        for getter in (self.dwarf.CFI_entries, self.dwarf.EH_CFI_entries):
            try:
                entries = getter() if (getter != self.dwarf.EH_CFI_entries
                                       or self.dwarf.has_EH_CFI()) else []
            except Exception:  # noqa: BLE001 - damaged CFI: fall back to frame records
                entries = []
            for e in entries:  # ZERO terminators (glibc's .eh_frame has them) have no header
                if "initial_location" in getattr(e, "header", {}):
                    lo = e.header["initial_location"] + self.bias
                    out.append((lo, lo + e.header["address_range"], e))
        return out

    def unwind(self, frame: CFrame, read) -> CFrame | None:
        """The caller of ``frame`` by the CFI row for its pc (None: no CFI covers it)."""
        pc = frame.pc if frame.level == 0 else frame.pc - 4
        fde = next((e for lo, hi, e in self.fdes if lo <= pc < hi), None)
        if fde is None:
            return None
        row = None
        for r in fde.get_decoded().table:
            if r["pc"] + self.bias <= pc:
                row = r
        if row is None:
            return None
        rule: CFARule = row["cfa"]
        if rule.reg is None or rule.reg not in frame.regs:
            return None
        cfa = frame.cfa = (frame.regs[rule.reg] + rule.offset) & M64
        regs = dict(frame.regs)
        regs[SP] = cfa
        for reg, r in row.items():
            if not isinstance(r, RegisterRule):
                continue
            if r.type == RegisterRule.OFFSET:
                regs[reg] = read(cfa + r.arg, 8)
            elif r.type == RegisterRule.VAL_OFFSET:
                regs[reg] = (cfa + r.arg) & M64
            elif r.type == RegisterRule.REGISTER and r.arg in frame.regs:
                regs[reg] = frame.regs[r.arg]
            elif r.type == RegisterRule.UNDEFINED:
                regs.pop(reg, None)
        ra = regs.get(RA)
        if not ra or ra == frame.pc and regs.get(SP) == frame.regs.get(SP):
            return None
        frame.saved_pc = ra
        die, _ = self.function_at(ra - 4)
        return CFrame(frame.level + 1, ra, regs, None, die_name(die) if die else "", die)

    # ------------------------------------------------------------------ variables
    def scope_variables(self, frame: CFrame) -> list[tuple[str, object, object, bool]]:
        """(name, DIE, CU, is_argument) of the variables in scope at the frame's pc, innermost
        block first (a name in an inner block hides the outer one)."""
        pc = frame.pc if frame.level == 0 else frame.pc - 4
        die, cu = self.function_at(pc)
        if die is None:
            return []
        out: list = []

        def walk(d, depth: int) -> None:
            here = []
            for c in d.iter_children():
                if c.tag in ("DW_TAG_formal_parameter", "DW_TAG_variable") and \
                        "DW_AT_name" in c.attributes:
                    here.append((die_name(c), c, cu, c.tag == "DW_TAG_formal_parameter"))
                elif c.tag == "DW_TAG_lexical_block":
                    lo, hi = _pc_range(c)
                    if lo is None or lo + self.bias <= pc < hi + self.bias:
                        walk(c, depth + 1)
            out[:0] = here if depth else []
            if not depth:
                out.extend(here)

        walk(die, 0)
        return out

    def lookup(self, name: str, frame: CFrame | None):
        """The DIE and CU of C variable ``name`` visible in ``frame`` (locals, then globals)."""
        if frame is not None:
            for n, die, cu, _ in self.scope_variables(frame):
                if n == name:
                    return die, cu
        return self.globals.get(name, (None, None))

    def value(self, die, cu, frame: CFrame | None, read_bytes) -> CValue:
        t = self.type_of(die)
        try:
            where = self._location(die, cu, frame, read_bytes)
        except Unavailable:
            return CValue(t, None)
        return self._materialize(t, where, read_bytes)

    def _materialize(self, t: CType, where, read_bytes) -> CValue:
        kind, v = where
        if kind == "addr":
            return CValue(t, read_bytes(v, min(t.size, 1 << 16)), v)
        if kind == "reg":
            return CValue(t, (v & M64).to_bytes(8, "little")[:t.size].ljust(t.size, b"\0"))
        return CValue(t, (v & M64).to_bytes(8, "little")[:t.size].ljust(t.size, b"\0"))

    def _location(self, die, cu, frame, read_bytes):
        attr = die.attributes.get("DW_AT_location")
        if attr is None:
            raise Unavailable
        loc = self.locs.parse_from_attribute(attr, cu.header.version, die)
        if isinstance(loc, list):
            if frame is None:
                raise Unavailable
            pc = frame.pc if frame.level == 0 else frame.pc - 4
            base = _cu_base(cu)
            for e in loc:
                if hasattr(e, "base_address"):  # DW_LLE_base_address(x): GCC's lists
                    base = e.base_address
                    continue
                if not hasattr(e, "loc_expr"):
                    continue
                lo = e.begin_offset if e.is_absolute else base + e.begin_offset
                hi = e.end_offset if e.is_absolute else base + e.end_offset
                if lo + self.bias <= pc < hi + self.bias:
                    return self._eval(e.loc_expr, cu, frame, read_bytes)
            raise Unavailable
        return self._eval(loc.loc_expr, cu, frame, read_bytes)

    def _eval(self, expr, cu, frame, read_bytes):
        """A location expression -> ("addr", address) | ("reg", value) | ("value", value)."""
        regs = frame.regs if frame is not None else {}
        stack: list[int] = []
        result = None

        def reg(n: int) -> int:
            if n not in regs:
                raise Unavailable
            return regs[n]

        for op in self.expr.parse_expr(expr):
            name, args = op.op_name, op.args
            if name.startswith("DW_OP_lit"):
                stack.append(int(name[9:]))
            elif name in ("DW_OP_const1u", "DW_OP_const2u", "DW_OP_const4u", "DW_OP_const8u",
                          "DW_OP_const1s", "DW_OP_const2s", "DW_OP_const4s", "DW_OP_const8s",
                          "DW_OP_constu", "DW_OP_consts"):
                stack.append(args[0] & M64)
            elif name == "DW_OP_addr":  # a link-time address: where it is at run time
                stack.append((args[0] + self.bias) & M64)
            elif name == "DW_OP_addrx":
                stack.append((self.dwarf.get_addr(cu, args[0]) + self.bias) & M64)
            elif name.startswith("DW_OP_reg") and name != "DW_OP_regx":
                result = ("reg", reg(int(name[9:])))
            elif name == "DW_OP_regx":
                result = ("reg", reg(args[0]))
            elif name.startswith("DW_OP_breg") and name != "DW_OP_bregx":
                stack.append((reg(int(name[10:])) + args[0]) & M64)
            elif name == "DW_OP_bregx":
                stack.append((reg(args[0]) + args[1]) & M64)
            elif name == "DW_OP_fbreg":
                stack.append((self._frame_base(cu, frame, read_bytes) + args[0]) & M64)
            elif name == "DW_OP_call_frame_cfa":
                if frame is None or frame.cfa is None:
                    raise Unavailable
                stack.append(frame.cfa)
            elif name == "DW_OP_plus_uconst":
                stack.append((stack.pop() + args[0]) & M64)
            elif name in _BINARY:
                b, a = stack.pop(), stack.pop()
                stack.append(_BINARY[name](a, b) & M64)
            elif name == "DW_OP_neg":
                stack.append(-stack.pop() & M64)
            elif name == "DW_OP_not":
                stack.append(~stack.pop() & M64)
            elif name == "DW_OP_deref":
                stack.append(int.from_bytes(read_bytes(stack.pop(), 8), "little"))
            elif name == "DW_OP_deref_size":  # GCC: a narrower load, zero-extended
                stack.append(int.from_bytes(read_bytes(stack.pop(), args[0]), "little"))
            elif name in ("DW_OP_drop", "DW_OP_swap", "DW_OP_over"):
                if name == "DW_OP_drop":
                    stack.pop()
                elif name == "DW_OP_swap":
                    stack[-1], stack[-2] = stack[-2], stack[-1]
                else:
                    stack.append(stack[-2])
            elif name in ("DW_OP_entry_value", "DW_OP_GNU_entry_value"):
                stack.append(self._entry_value(args[0], frame, read_bytes))
            elif name == "DW_OP_stack_value":
                result = ("value", stack.pop())
            elif name == "DW_OP_dup":
                stack.append(stack[-1])
            else:  # entry values, pieces, TLS…: not recoverable here
                raise Unavailable
        if result is not None:
            return result
        if not stack:
            raise Unavailable
        return ("addr", stack[-1])

    def _entry_value(self, sub, frame, read_bytes) -> int:
        """``DW_OP_entry_value(DW_OP_regN)``: register N as the function was entered, as gdb
        finds it: the caller's call site that returns to the frame's return address, its
        parameter whose location is that register, and that parameter's ``DW_AT_call_value``
        evaluated in the caller's frame (DWARF 5 sections 2.5.1.7, 3.4.2)."""
        if frame is None or len(sub) != 1 or not sub[0].op_name.startswith("DW_OP_reg") \
                or sub[0].op_name == "DW_OP_regx":
            raise Unavailable
        want = sub[0].op_name
        caller = self.unwind(frame, lambda a, n: int.from_bytes(read_bytes(a, n), "little"))
        if caller is None:
            raise Unavailable
        die, cu = self.function_at(caller.pc - 4)
        site = self._call_site(die, caller.pc) if die is not None else None
        for p in site.iter_children() if site is not None else ():
            loc = p.attributes.get("DW_AT_location")
            val = p.attributes.get("DW_AT_call_value") or \
                p.attributes.get("DW_AT_GNU_call_site_value")
            if loc is None or val is None or loc.form != "DW_FORM_exprloc":
                continue
            ops = self.expr.parse_expr(loc.value)
            if len(ops) == 1 and ops[0].op_name == want:
                return self._eval(val.value, cu, caller, read_bytes)[1] & M64
        raise Unavailable

    def _call_site(self, die, return_pc: int):
        """The ``DW_TAG_call_site`` under ``die`` whose call returns to ``return_pc``."""
        for c in die.iter_children():
            if c.tag in ("DW_TAG_call_site", "DW_TAG_GNU_call_site"):
                at = c.attributes.get("DW_AT_call_return_pc") or c.attributes.get("DW_AT_low_pc")
                if at is not None and at.value + self.bias == return_pc:
                    return c
            elif c.tag == "DW_TAG_lexical_block":
                found = self._call_site(c, return_pc)
                if found is not None:
                    return found
        return None

    def _frame_base(self, cu, frame, read_bytes) -> int:
        if frame is None or frame.die is None or "DW_AT_frame_base" not in frame.die.attributes:
            raise Unavailable
        attr = frame.die.attributes["DW_AT_frame_base"]
        loc = self.locs.parse_from_attribute(attr, cu.header.version, frame.die)
        if isinstance(loc, list):
            raise Unavailable
        kind, v = self._eval(loc.loc_expr, cu, frame, read_bytes)
        return v

    # ------------------------------------------------------------------ types
    def type_of(self, die) -> CType:
        t = die.get_DIE_from_attribute("DW_AT_type") if "DW_AT_type" in die.attributes else None
        return self._type(t)

    def _type(self, die, depth: int = 0) -> CType:
        if die is None:
            return CType("void", "void", 1)
        key = die.offset
        if key in self._types:
            return self._types[key]
        if depth > 32:
            return CType("void", "?", 1)
        tag = die.tag
        size = die.attributes["DW_AT_byte_size"].value if "DW_AT_byte_size" in die.attributes \
            else 0
        inner = (lambda: self._type(die.get_DIE_from_attribute("DW_AT_type"), depth + 1)
                 if "DW_AT_type" in die.attributes else CType("void", "void", 1))
        if tag == "DW_TAG_base_type":
            enc = die.attributes["DW_AT_encoding"].value
            # DW_ATE_*: 2 boolean, 4 float, 5 signed, 6 signed_char, 7 unsigned, 8 unsigned_char
            kind = {1: "address", 2: "bool", 4: "float", 5: "signed", 6: "char", 7: "unsigned",
                    8: "uchar", 16: "unsigned"}.get(enc, "unsigned")
            t = CType("base", die_name(die), size, kind)
        elif tag == "DW_TAG_pointer_type":
            tgt = inner()
            t = CType("pointer", _ptr_name(tgt), size or 8, target=tgt)
        elif tag in ("DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type",
                     "DW_TAG_restrict_type", "DW_TAG_atomic_type"):
            t = inner()
            if tag == "DW_TAG_typedef":
                t = attrs.evolve(t, name=die_name(die))
        elif tag == "DW_TAG_array_type":
            elem = inner()
            count = 1
            dims = []
            for sub in die.iter_children():
                if sub.tag == "DW_TAG_subrange_type":
                    if "DW_AT_count" in sub.attributes:
                        dims.append(sub.attributes["DW_AT_count"].value)
                    elif "DW_AT_upper_bound" in sub.attributes:
                        dims.append(sub.attributes["DW_AT_upper_bound"].value + 1)
                    else:
                        dims.append(0)
            t = elem
            for n in reversed(dims or [0]):
                count = n
                t = CType("array", f"{t.name} [{n}]", t.size * n, target=t, count=n)
        elif tag in ("DW_TAG_structure_type", "DW_TAG_union_type", "DW_TAG_class_type"):
            kind = "union" if tag == "DW_TAG_union_type" else "struct"
            placeholder = CType(kind, f"{kind} {die_name(die)}", size)
            self._types[key] = placeholder  # recursive types (linked lists) end here
            fields = []
            for m in die.iter_children():
                if m.tag == "DW_TAG_member":
                    a = m.attributes
                    off = a.get("DW_AT_data_member_location")
                    offset = off.value if off is not None and isinstance(off.value, int) else 0
                    bits = a.get("DW_AT_bit_size")
                    start = None
                    if bits is not None:  # DWARF 4+: DW_AT_data_bit_offset from the struct start
                        dbo = a.get("DW_AT_data_bit_offset")
                        start = dbo.value if dbo is not None else 8 * offset
                    fields.append((die_name(m), offset, self.type_of(m), start,
                                   bits.value if bits is not None else None))
            t = attrs.evolve(placeholder, fields=tuple(fields))
        elif tag == "DW_TAG_enumeration_type":
            vals = tuple((die_name(e), e.attributes["DW_AT_const_value"].value)
                         for e in die.iter_children() if e.tag == "DW_TAG_enumerator")
            t = CType("enum", f"enum {die_name(die)}", size or 4, "signed", fields=vals)
        elif tag == "DW_TAG_subroutine_type":
            t = CType("function", "function", 1)
        else:
            t = CType("void", die_name(die) or "?", size)
        self._types[key] = t
        return t


def die_name(die) -> str:
    """A DIE's DW_AT_name ('' without one)."""
    a = die.attributes.get("DW_AT_name") if die is not None else None
    if a is None:
        return ""
    v = a.value
    return v.decode("utf-8", "replace") if isinstance(v, bytes) else str(v)


def _ptr_name(t: CType) -> str:
    return f"{t.name} *" if not t.name.endswith("*") else f"{t.name}*"


def _pc_range(die) -> tuple[int | None, int | None]:
    a = die.attributes
    if "DW_AT_low_pc" not in a or "DW_AT_high_pc" not in a:
        return None, None
    lo = a["DW_AT_low_pc"].value
    hi = a["DW_AT_high_pc"]
    if hi.form.startswith("DW_FORM_addr") and hi.form != "DW_FORM_addrx":
        return lo, hi.value
    return lo, lo + hi.value


def _cu_base(cu) -> int:
    top = cu.get_top_DIE()
    a = top.attributes.get("DW_AT_low_pc")
    return a.value if a is not None else 0
