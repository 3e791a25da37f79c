"""Relocatable objects (ET_REL): lay the sections out and apply the AArch64 relocations.

Layout: the executable sections one after another from 0x400000 (the ``.text`` of the image),
then read-only data, then writable data and .bss, each group on its own pages. Relocations follow
the relocation tables of ELF for the Arm 64-bit Architecture (AAELF64) (S = symbol address,
A = addend, P = place, Page(x) = x & ~0xfff), with the overflow and alignment checks they give.
Any other relocation type is an error naming it.
"""
from __future__ import annotations

import os

from elftools.elf.constants import SH_FLAGS
from elftools.elf.elffile import ELFFile
from elftools.elf.enums import ENUM_RELOC_TYPE_AARCH64
from elftools.elf.relocation import RelocationSection

from isa.asm.program import TEXT_BASE, Program

from .dwarf import line_map, source_roots
from .elf import code_ranges, elf_symbols
from .errors import LoadError
from .image import Placed, build_program

PAGE = 0x1000
_NAMES = {v: k for k, v in ENUM_RELOC_TYPE_AARCH64.items()}
_NAMES[299] = "R_AARCH64_LDST128_ABS_LO12_NC"  # AAELF64; missing from pyelftools 0.33
M64 = (1 << 64) - 1


def _page(x: int) -> int:
    return x & ~0xFFF


def _field(word: int, value: int, lo: int, width: int) -> int:
    mask = ((1 << width) - 1) << lo
    return (word & ~mask) | ((value << lo) & mask)


def _imm12(shift: int):
    def f(word: int, s: int, a: int, p: int) -> int:
        x = (s + a) & 0xFFF
        if x & ((1 << shift) - 1):
            raise _Overflow(f"address 0x{(s + a) & M64:x} is not {1 << shift}-byte aligned")
        return _field(word, x >> shift, 10, 12)
    return f


def _branch(width: int, lo: int):
    def f(word: int, s: int, a: int, p: int) -> int:
        x = s + a - p
        if x & 3 or not -(1 << (width + 1)) <= x < (1 << (width + 1)):
            raise _Overflow(f"branch offset {x} out of range ±{1 << (width + 1)}")
        return _field(word, x >> 2, lo, width)
    return f


def _adr(word: int, x: int, check: bool) -> int:
    if check and not -(1 << 20) <= x < (1 << 20):
        raise _Overflow(f"offset {x} out of range ±1 MiB")
    return _field(_field(word, x & 3, 29, 2), x >> 2, 5, 19)


def _movw(shift: int, check: bool):
    def f(word: int, s: int, a: int, p: int) -> int:
        x = s + a
        if check and not 0 <= x < (1 << (shift + 16)):
            raise _Overflow(f"value 0x{x & M64:x} does not fit {shift + 16} unsigned bits")
        return _field(word, (x >> shift) & 0xFFFF, 5, 16)
    return f


def _adrp(check: bool):
    def f(word: int, s: int, a: int, p: int) -> int:
        x = (_page(s + a) - _page(p)) >> 12
        if check and not -(1 << 20) <= x < (1 << 20):
            raise _Overflow("page offset out of range ±4 GiB")
        return _adr(word, x, False)
    return f


def _data(size: int, relative: bool):
    def f(word: int, s: int, a: int, p: int) -> int:
        x = s + a - (p if relative else 0)
        if size < 8 and not -(1 << (8 * size - 1)) <= x < (1 << (8 * size)):
            raise _Overflow(f"value 0x{x & M64:x} does not fit {8 * size} bits")
        return x & ((1 << (8 * size)) - 1)
    return f


class _Overflow(Exception):
    pass


# type -> (bytes patched, how the new contents are computed from (old, S, A, P))
_RELOCS = {
    "R_AARCH64_ABS64": (8, _data(8, False)),
    "R_AARCH64_ABS32": (4, _data(4, False)),
    "R_AARCH64_PREL64": (8, _data(8, True)),
    "R_AARCH64_PREL32": (4, _data(4, True)),
    "R_AARCH64_LD_PREL_LO19": (4, _branch(19, 5)),
    "R_AARCH64_ADR_PREL_LO21": (4, lambda w, s, a, p: _adr(w, s + a - p, True)),
    "R_AARCH64_ADR_PREL_PG_HI21": (4, _adrp(True)),
    "R_AARCH64_ADR_PREL_PG_HI21_NC": (4, _adrp(False)),
    "R_AARCH64_ADD_ABS_LO12_NC": (4, _imm12(0)),
    "R_AARCH64_LDST8_ABS_LO12_NC": (4, _imm12(0)),
    "R_AARCH64_LDST16_ABS_LO12_NC": (4, _imm12(1)),
    "R_AARCH64_LDST32_ABS_LO12_NC": (4, _imm12(2)),
    "R_AARCH64_LDST64_ABS_LO12_NC": (4, _imm12(3)),
    "R_AARCH64_LDST128_ABS_LO12_NC": (4, _imm12(4)),
    "R_AARCH64_TSTBR14": (4, _branch(14, 5)),
    "R_AARCH64_CONDBR19": (4, _branch(19, 5)),
    "R_AARCH64_JUMP26": (4, _branch(26, 0)),
    "R_AARCH64_CALL26": (4, _branch(26, 0)),
    **{f"R_AARCH64_MOVW_UABS_G{g}{nc}": (4, _movw(16 * g, not nc))
       for g in range(4) for nc in ("", "_NC") if not (g == 3 and nc)},
}


def _layout(elfs: list[ELFFile]) -> list[dict[int, int]]:
    """Section index -> address for every allocated section of each object, the objects'
    sections of one group (code, read-only, writable) one after another."""
    groups: list[list[tuple[int, int]]] = [[], [], []]  # (object, section index)
    for k, elf in enumerate(elfs):
        for i, sec in enumerate(elf.iter_sections()):
            fl = sec["sh_flags"]
            if not fl & SH_FLAGS.SHF_ALLOC or sec["sh_size"] == 0 and not fl & SH_FLAGS.SHF_EXECINSTR:
                continue
            g = 0 if fl & SH_FLAGS.SHF_EXECINSTR else 2 if fl & SH_FLAGS.SHF_WRITE else 1
            groups[g].append((k, i))
    bases: list[dict[int, int]] = [{} for _ in elfs]
    at = TEXT_BASE
    for g, members in enumerate(groups):
        if g:
            at = -(-at // PAGE) * PAGE + PAGE  # a guard page between groups
        for k, i in members:
            sec = elfs[k].get_section(i)
            align = max(1, sec["sh_addralign"], 4 if g == 0 else 1)
            at = -(-at // align) * align
            bases[k][i] = at
            at += sec["sh_size"]
    return bases


def undefined_globals(elf: ELFFile) -> set[str]:
    """Names an object references but does not define (weak references excluded)."""
    symtab = elf.get_section_by_name(".symtab")
    if symtab is None:
        return set()
    return {sym.name for sym in symtab.iter_symbols()
            if sym.name and sym["st_shndx"] == "SHN_UNDEF"
            and sym["st_info"]["bind"] == "STB_GLOBAL"}


def _symbol_address(path: str, elf: ELFFile, symtab, index: int, bases: dict[int, int],
                    where: str, externs: dict[str, int]) -> int:
    sym = symtab.get_symbol(index)
    shndx = sym["st_shndx"]
    if shndx == "SHN_UNDEF":
        if sym.name in externs:
            return externs[sym.name]
        if index == 0 or sym["st_info"]["bind"] == "STB_WEAK":
            return 0
        raise LoadError(f"{path}: undefined symbol '{sym.name}' (referenced at {where})",
                        "link it into the object, or load a linked executable")
    if shndx == "SHN_ABS":
        return sym["st_value"]
    if not isinstance(shndx, int) or shndx not in bases:
        raise LoadError(f"{path}: symbol '{sym.name}' is in a section that is not loaded "
                        f"({shndx}; referenced at {where})")
    return bases[shndx] + sym["st_value"]


def relocate(path: str, elf: ELFFile, bases: dict[int, int], images: dict[int, bytearray],
             externs: dict[str, int] | None = None) -> int:
    """Apply every relocation that targets a loaded section (``externs``: addresses of
    symbols another linked object defines); returns how many were applied."""
    n = 0
    for rel in elf.iter_sections():
        if not isinstance(rel, RelocationSection) or rel["sh_info"] not in bases:
            continue
        if not rel.is_RELA():
            raise LoadError(f"{path}: {rel.name}: REL relocations (no addend) are not used on "
                            "AArch64; expected RELA")
        target = rel["sh_info"]
        tname = elf.get_section(target).name
        symtab = elf.get_section(rel["sh_link"])
        data = images[target]
        for r in rel.iter_relocations():
            kind, off = r["r_info_type"], r["r_offset"]
            name = _NAMES.get(kind, f"relocation type {kind}")
            where = f"{tname}+0x{off:x}"
            if name == "R_AARCH64_NONE":
                continue
            if name not in _RELOCS:
                raise LoadError(f"{path}: unsupported relocation {name} at {where}",
                                "tilesim applies ABS64/32, PREL64/32, ADR_PREL_PG_HI21, "
                                "ADR_PREL_LO21, ADD_ABS_LO12_NC, LDST*_ABS_LO12_NC, CALL26, "
                                "JUMP26, CONDBR19, TSTBR14, LD_PREL_LO19, MOVW_UABS_G*")
            size, fn = _RELOCS[name]
            if off + size > len(data):
                raise LoadError(f"{path}: {name} at {where} lies outside its section")
            s = _symbol_address(path, elf, symtab, r["r_info_sym"], bases, where, externs or {})
            old = int.from_bytes(data[off:off + size], "little")
            try:
                new = fn(old, s, r["r_addend"], bases[target] + off)
            except _Overflow as e:
                raise LoadError(f"{path}: {name} at {where}: {e}") from None
            data[off:off + size] = new.to_bytes(size, "little")
            n += 1
    return n


def load_object(path: str, elf: ELFFile, features: frozenset[str] | None = None) -> Program:
    """A relocatable object as a Program (entry: ``_start`` if defined, else the text start).
    When it leaves SME ABI support routines undefined, tilesim's (:mod:`simulator.runtime`,
    built for ``features``, None: QEMU ``max``'s) are linked after it."""
    from simulator.runtime import SME_ABI_SYMBOLS

    objs = [(path, elf)]
    if undefined_globals(elf) & SME_ABI_SYMBOLS:
        objs.append(_runtime_object(path, features))
    layouts = _layout([e for _, e in objs])
    externs: dict[str, int] = {}
    if len(objs) > 1:
        rt = elf_symbols(objs[1][1], layouts[1])
        externs = {k: v for k, v in rt.items() if k in SME_ABI_SYMBOLS}
    applied = 0
    pieces: list[Placed] = []
    for (p, e), bases in zip(objs, layouts):
        images: dict[int, bytearray] = {}
        for i in bases:
            sec = e.get_section(i)
            images[i] = bytearray(sec.data()) if sec["sh_type"] != "SHT_NOBITS" else bytearray()
        applied += relocate(p, e, bases, images, externs)
        for i, base in bases.items():
            sec = e.get_section(i)
            exe = bool(sec["sh_flags"] & SH_FLAGS.SHF_EXECINSTR)
            piece = Placed(sec.name, base, sec["sh_size"], bytes(images[i]), exe,
                           bool(sec["sh_flags"] & SH_FLAGS.SHF_WRITE))
            if exe:
                piece.code = code_ranges(e, i, base, sec["sh_size"])
            pieces.append(piece)
    bases = layouts[0]
    symbols = {**externs, **elf_symbols(elf, bases)}
    names = {elf.get_section(i).name: b for i, b in bases.items()}
    lines = line_map(elf, names)
    text_start = min((b for i, b in bases.items()
                      if elf.get_section(i)["sh_flags"] & SH_FLAGS.SHF_EXECINSTR), default=0)
    prog = build_program(path, pieces, symbols, symbols.get("_start", text_start), lines,
                         (*source_roots(elf), os.path.dirname(os.path.abspath(path))))
    prog.extra["relocations"] = applied
    prog.extra["layout"] = names  # section name -> address (for linking the same layout)
    if len(objs) > 1:
        prog.extra["runtime"] = objs[1][0]
    return prog


def _runtime_object(path: str, features: frozenset[str] | None) -> tuple[str, ELFFile]:
    from simulator.features import ALL
    from simulator.runtime import RuntimeBuildError, sme_abi_object

    from .elf import open_elf

    try:
        rt = sme_abi_object(ALL if features is None else features)
    except RuntimeBuildError as e:
        raise LoadError(f"{path}: {e}") from None
    return rt, open_elf(rt)
