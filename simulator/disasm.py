"""The canonical text of the instruction at an address, decoded from the word in memory.

The debugger (``x/i``, ``disassemble``) and ``tilesim disasm`` show what the *memory* holds, in
llvm-objdump's spelling (:func:`isa.a64.binary.disasm`), so ``.inst`` words, ELF programs and
code the program modified read the same as they do under llvm-objdump. tilesim's own assembler
does not write encodings for source instructions (their slots are decoded from text), so a slot
that came from source and whose memory word is still untouched (zero) shows its source text.
"""
from __future__ import annotations

import attrs

from isa.a64.binary import disasm
from isa.a64.classify import describe


def read_word(memory, address: int) -> int | None:
    """The 32-bit little-endian word at ``address`` (None when not mapped); no access trace."""
    r = memory.region_at(address, 4)
    if r is None:
        return None
    off = address - r.base
    return int.from_bytes(bytes(r.buf[off:off + 4]), "little")


def word_text(word: int, address: int, llvm: dict[int, str] | None = None) -> str:
    """llvm-objdump's text for ``word`` at ``address``, or ``<unknown>`` and what it is: the
    SIGILL message's text (LLVM's text of the word from ``llvm``, see
    :mod:`simulator.loader.llvm_text`, else its encoding group)."""
    try:
        text = disasm(word, address)
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, ArithmeticError):
        text = None  # a formatter that cannot handle this word: list it as unknown
    if text is not None:
        return text
    if llvm is None:
        return f"<unknown>  // 0x{word:08x}: {describe(word)}"
    from simulator.loader.llvm_text import unsupported_text

    return f"<unknown>  // {unsupported_text(word, llvm)}"


def insn_text(machine, address: int) -> str:
    """What runs at ``address`` (see the module doc for source-assembled slots)."""
    ins = machine.program.insn_at_address(address)
    word = read_word(machine.memory, address)
    recorded = ins.info.get("word") if ins is not None else None
    if ins is not None and (word is None or word == recorded or (recorded is None and word == 0)):
        if "unsupported" in ins.info:
            return f"<unknown>  // {ins.info['unsupported']}"
        return ins.text
    if word is None:
        return "(not mapped)"
    return word_text(word, address)


# ------------------------------------------------------------------------------------ listings
@attrs.frozen
class Row:
    """One line of a listing: a label (``kind == "label"``, ``text`` the symbol) or a word."""

    kind: str  # "label", "insn" or "data"
    address: int
    text: str
    word: int | None = None  # None: tilesim's assembler stores no encoding for source text
    source: str = ""  # "file:line" when known
    section: str = ".text"


def _labels(symbols: dict[str, int], lo: int, hi: int) -> dict[int, str]:
    """address -> the symbol llvm-objdump would print there (first name in order, no ``.L``,
    ``$x``/``$d`` mapping symbols)."""
    out: dict[int, str] = {}
    for name, addr in sorted(symbols.items(), key=lambda kv: kv[1]):
        if lo <= addr < hi and not name.startswith((".L", "$")) and addr not in out:
            out[addr] = name
    return out


def program_listing(program) -> list[Row]:
    """Every word of a tilesim program's ``.text``: decoded words (``.inst``) in llvm-objdump's
    spelling, source instructions as written, data as ``.word``."""
    text = program.sections[".text"]
    labels = _labels(program.symbols, text.base, text.base + text.size)
    rows: list[Row] = []
    for i in range(text.size // 4):
        address = text.base + 4 * i
        if address in labels:
            rows.append(Row("label", address, labels[address]))
        word = int.from_bytes(bytes(text.data[4 * i:4 * i + 4]), "little")
        ins = program.slots[i] if i < len(program.slots) else None
        if ins is None:
            rows.append(Row("data", address, f".word 0x{word:08x}", word))
            continue
        source = f"{ins.loc.file}:{ins.loc.line}"
        if "word" in ins.info:
            shown = (f"<unknown>  // {ins.info['unsupported']}" if "unsupported" in ins.info
                     else word_text(word, address))
            rows.append(Row("insn", address, shown, word, source))
        else:
            rows.append(Row("insn", address, ins.text, None, source))
    return rows


def elf_listing(path: str) -> list[Row]:
    """Every word of every executable section of an ELF executable or object, as llvm-objdump
    ``-d`` lists them (addresses unrelocated in an object; ``$d`` ranges as data), with the
    DWARF source line of each word when the file has line information."""
    from simulator.loader.dwarf import line_map
    from simulator.loader.elf import open_elf

    elf = open_elf(path)
    sections = [(i, s) for i, s in enumerate(elf.iter_sections())
                if s["sh_type"] == "SHT_PROGBITS" and s["sh_flags"] & 0x4]  # SHF_EXECINSTR
    relocatable = elf["e_type"] == "ET_REL"
    lines = line_map(elf, {s.name: s["sh_addr"] for _, s in sections} if relocatable else None)
    symtab = elf.get_section_by_name(".symtab")
    rows: list[Row] = []
    for index, sec in sections:
        base, data = sec["sh_addr"], sec.data()
        syms: dict[str, int] = {}
        mapping: list[tuple[int, str]] = []  # ($x / $d, address)
        for sym in (symtab.iter_symbols() if symtab is not None else ()):
            if sym["st_shndx"] != index or sym["st_info"]["type"] in ("STT_SECTION", "STT_FILE"):
                continue
            if sym.name.startswith(("$x", "$d")):
                mapping.append((sym["st_value"], sym.name[:2]))
            elif sym.name:
                syms.setdefault(sym.name, sym["st_value"])
        mapping.sort()
        labels = _labels(syms, base, base + len(data))
        for off in range(0, len(data) - 3, 4):
            address = base + off
            if address in labels:
                rows.append(Row("label", address, labels[address], section=sec.name))
            word = int.from_bytes(data[off:off + 4], "little")
            kinds = [k for a, k in mapping if a <= address]
            is_data = bool(kinds) and kinds[-1] == "$d"
            where = lines.get(address)
            source = f"{where[0]}:{where[1]}" if where else ""
            if is_data:
                rows.append(Row("data", address, f".word 0x{word:08x}", word, source, sec.name))
            else:
                rows.append(Row("insn", address, word_text(word, address), word, source,
                                sec.name))
    return _llvm_named(rows)


def _llvm_named(rows: list[Row]) -> list[Row]:
    """Unknown words spelled as the SIGILL message spells them (one llvm-mc batch)."""
    from simulator.loader.llvm_text import llvm_texts

    unknown = [r for r in rows if r.kind == "insn" and r.text.startswith("<unknown>")]
    if not unknown:
        return rows
    llvm = llvm_texts(r.word for r in unknown)
    return [attrs.evolve(r, text=word_text(r.word, r.address, llvm))
            if r.kind == "insn" and r.text.startswith("<unknown>") else r for r in rows]


def select(rows: list[Row], start: int | None = None, count: int | None = None,
           symbol: str | None = None) -> list[Row]:
    """Rows from ``start`` (an address) or from the label ``symbol`` up to the next label,
    at most ``count`` words."""
    if symbol is not None:
        hit = [i for i, r in enumerate(rows) if r.kind == "label" and r.text == symbol]
        if not hit:
            return []
        end = next((j for j in range(hit[0] + 1, len(rows)) if rows[j].kind == "label"),
                   len(rows))
        rows = rows[hit[0]:end]
    if start is not None:
        rows = [r for r in rows if r.address >= start]
    if count is not None:
        out, n = [], 0
        for r in rows:
            if r.kind != "label":
                if n == count:
                    break
                n += 1
            out.append(r)
        rows = out
    return rows
