"""ELF files in: static AArch64 executables (ET_EXEC) and relocatable objects (ET_REL).

An executable's PT_LOAD segments are placed at their own addresses (r-x text, r-- and rw- data
with the zero-filled .bss tail), the entry is ``e_entry``; symbols come from ``.symtab``, source
lines from DWARF. An object's sections are laid out and relocated by :mod:`.reloc`. pyelftools
reads everything; nothing here parses ELF by hand. (ELF for the Arm 64-bit Architecture,
AAELF64; System V gABI "Program Loading".)
"""
from __future__ import annotations

import io
import os
import struct

from elftools.common.exceptions import DWARFError, ELFError, ELFParseError
from elftools.elf.constants import P_FLAGS, SH_FLAGS
from elftools.elf.elffile import ELFFile
from elftools.elf.sections import SymbolTableSection

from isa.asm.program import Program

from .dwarf import line_map, source_roots
from .errors import LoadError
from .image import Placed, build_program

ELF_MAGIC = b"\x7fELF"
MAX_IMAGE = 1 << 30  # bytes of segments (or sections) one file may map
ELF_ERRORS = (ELFError, ELFParseError, DWARFError, struct.error, ValueError, KeyError, IndexError,
        AttributeError, TypeError, EOFError)


def is_elf(path: str) -> bool:
    """True when the file starts with the ELF magic."""
    try:
        with open(path, "rb") as fh:
            return fh.read(4) == ELF_MAGIC
    except OSError:
        return False


def elf_type(path: str) -> str | None:
    """``ET_EXEC``, ``ET_DYN``, ``ET_REL``… from a little-endian ELF64 header, None when the
    header is not one (:func:`open_elf` then says what is wrong)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(18)
    except OSError:
        return None
    if len(head) < 18 or head[:4] != ELF_MAGIC or head[4] != 2 or head[5] != 1:
        return None
    return {1: "ET_REL", 2: "ET_EXEC", 3: "ET_DYN", 4: "ET_CORE"}.get(
        int.from_bytes(head[16:18], "little"), "ET_NONE")


def open_elf(path: str) -> ELFFile:
    """Read and check an AArch64 little-endian ELF64 file (the whole file, kept in memory)."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as e:
        raise LoadError(f"cannot open '{path}': {e.strerror}", "check the path") from None
    if raw[:4] != ELF_MAGIC:
        raise LoadError(f"{path}: not an ELF file")
    if len(raw) < 64:
        raise LoadError(f"{path}: truncated ELF file ({len(raw)} bytes, the ELF64 header "
                        "alone is 64)")
    if raw[4] != 2 or raw[5] != 1:
        raise LoadError(f"{path}: not a 64-bit little-endian ELF file",
                        "build for aarch64-linux-gnu")
    try:
        elf = ELFFile(io.BytesIO(raw))
        machine = elf["e_machine"]
        for i in range(elf.num_segments()):
            elf.get_segment(i)
        for i in range(elf.num_sections()):
            elf.get_section(i)
    except ELF_ERRORS as e:
        raise LoadError(f"{path}: truncated or damaged ELF file: {e}") from None
    if machine != "EM_AARCH64":
        raise LoadError(f"{path}: ELF file for {machine}, not AArch64 (EM_AARCH64)",
                        "build with aarch64-linux-gnu-as/ld or clang --target=aarch64-linux-gnu")
    _check_extents(path, elf, len(raw))
    return elf


def _check_extents(path: str, elf: ELFFile, size: int) -> None:
    total = 0
    for seg in elf.iter_segments():
        if seg["p_type"] != "PT_LOAD":
            continue
        if seg["p_filesz"] and seg["p_offset"] + seg["p_filesz"] > size:
            raise LoadError(f"{path}: truncated ELF file: a PT_LOAD segment ends at byte "
                            f"{seg['p_offset'] + seg['p_filesz']}, the file has {size}")
        if seg["p_filesz"] > seg["p_memsz"]:
            raise LoadError(f"{path}: damaged ELF file: a PT_LOAD segment's file size exceeds "
                            "its memory size")
        total += seg["p_memsz"]
    if total > MAX_IMAGE:
        raise LoadError(f"{path}: the PT_LOAD segments need {total} bytes of memory; tilesim "
                        f"maps at most {MAX_IMAGE >> 20} MiB")
    alloc = 0
    for sec in elf.iter_sections():
        if sec["sh_flags"] & SH_FLAGS.SHF_ALLOC:
            alloc += sec["sh_size"]
    if alloc > MAX_IMAGE:
        raise LoadError(f"{path}: the allocated sections need {alloc} bytes of memory; tilesim "
                        f"maps at most {MAX_IMAGE >> 20} MiB")
        if sec["sh_type"] != "SHT_NOBITS" and sec["sh_offset"] + sec["sh_size"] > size:
            raise LoadError(f"{path}: truncated ELF file: section {sec.name or '?'} ends at "
                            f"byte {sec['sh_offset'] + sec['sh_size']}, the file has {size}")


def elf_symbols(elf: ELFFile, bases: dict[int, int] | None = None) -> dict[str, int]:
    """Defined symbols of ``.symtab`` (functions, objects, labels; globals win over locals).
    ``bases`` (section index -> address) places an object's section-relative values."""
    symtab = elf.get_section_by_name(".symtab")
    if not isinstance(symtab, SymbolTableSection):
        return {}
    out: dict[str, int] = {}
    glob: set[str] = set()
    for name, shndx, kind, is_global, value in _raw_symbols(elf, symtab):
        if not name or name.startswith("$") or shndx == _SHN_UNDEF or kind in (
                _STT_SECTION, _STT_FILE):
            continue
        if bases is not None:
            if shndx >= _SHN_LORESERVE:
                if shndx != _SHN_ABS:
                    continue
            elif shndx in bases:
                value += bases[shndx]
            else:
                continue
        if name not in out or (is_global and name not in glob):
            out[name] = value
            if is_global:
                glob.add(name)
    return out


_SHN_UNDEF, _SHN_LORESERVE, _SHN_ABS = 0, 0xFF00, 0xFFF1
_STT_SECTION, _STT_FILE = 3, 4
_ELF64_SYM = struct.Struct("<IBBHQQ")  # st_name, st_info, st_other, st_shndx, st_value, st_size


def _raw_symbols(elf: ELFFile, symtab: SymbolTableSection):
    """(name, st_shndx, type, global?, st_value) of each entry, read straight from the bytes
    (ELF64 little-endian, the only kind tilesim loads; parsing each entry through pyelftools
    costs ~0.1 s for a static libc's 2,700 symbols, this a few ms)."""
    strtab = elf.get_section(symtab["sh_link"])
    entsize = symtab["sh_entsize"] or _ELF64_SYM.size
    if elf.elfclass != 64 or not elf.little_endian or entsize != _ELF64_SYM.size:
        for sym in symtab.iter_symbols():  # the general path (kept for any other ELF kind)
            shndx = sym["st_shndx"]
            if not isinstance(shndx, int):
                shndx = {"SHN_UNDEF": _SHN_UNDEF, "SHN_ABS": _SHN_ABS}.get(shndx, _SHN_LORESERVE)
            kind = {"STT_SECTION": _STT_SECTION, "STT_FILE": _STT_FILE}.get(
                sym["st_info"]["type"], 0)
            yield sym.name, shndx, kind, sym["st_info"]["bind"] != "STB_LOCAL", sym["st_value"]
        return
    data, names = symtab.data(), strtab.data()
    usable = len(data) - len(data) % entsize
    for st_name, info, _other, shndx, value, _size in _ELF64_SYM.iter_unpack(data[:usable]):
        end = names.find(b"\0", st_name)
        name = names[st_name:end if end >= 0 else len(names)].decode("latin-1")
        yield name, shndx, info & 0xF, info >> 4 != 0, value


def code_ranges(elf: ELFFile, sec_index: int, start: int, size: int) -> list[tuple[int, int]]:
    """Address ranges of a code section that hold instructions: all of it, minus the ``$d``
    ranges its mapping symbols mark (AAELF64 "Mapping symbols"); ``start`` is its address."""
    marks: list[tuple[int, bool]] = []
    symtab = elf.get_section_by_name(".symtab")
    if isinstance(symtab, SymbolTableSection):
        for sym in symtab.iter_symbols():
            if sym["st_shndx"] != sec_index or not sym.name.startswith(("$x", "$d")):
                continue
            off = sym["st_value"] - (elf.get_section(sec_index)["sh_addr"]
                                     if elf["e_type"] != "ET_REL" else 0)
            marks.append((off, sym.name.startswith("$x")))
    marks.sort()
    if not marks or marks[0][0] > 0:
        marks.insert(0, (0, True))
    out = []
    for i, (off, is_code) in enumerate(marks):
        end = marks[i + 1][0] if i + 1 < len(marks) else size
        if is_code and end > off:
            out.append((start + off, start + min(end, size)))
    return out


def load_executable(path: str, elf: ELFFile) -> Program:
    """An ET_EXEC file as a Program: PT_LOAD segments at their addresses."""
    pieces: list[Placed] = []
    for seg in elf.iter_segments():
        if seg["p_type"] != "PT_LOAD" or seg["p_memsz"] == 0:
            continue
        flags = seg["p_flags"]
        exe = bool(flags & P_FLAGS.PF_X)
        write = bool(flags & P_FLAGS.PF_W)
        name = ".text" if exe else ".data" if write else ".rodata"
        if write and seg["p_filesz"] == 0:
            name = ".bss"
        pieces.append(Placed(name, seg["p_vaddr"], seg["p_memsz"], seg.data()[:seg["p_filesz"]],
                             exe, write))
    if not pieces:
        raise LoadError(f"{path}: no PT_LOAD segment to load")
    code: list[tuple[int, int]] = []
    for i, sec in enumerate(elf.iter_sections()):
        if sec["sh_flags"] & SH_FLAGS.SHF_EXECINSTR and sec["sh_flags"] & SH_FLAGS.SHF_ALLOC:
            code += code_ranges(elf, i, sec["sh_addr"], sec["sh_size"])
    for p in pieces:
        if p.executable:
            inside = [(a, b) for a, b in code if p.base <= a < p.base + p.size]
            # no section headers (sstrip): every word of the segment may be code
            p.code = inside or ([] if code else [(p.base, p.base + p.size)])
    roots = (*source_roots(elf), os.path.dirname(os.path.abspath(path)))
    prog = build_program(path, pieces, elf_symbols(elf), elf["e_entry"], line_map(elf), roots)
    return prog


def load_elf(path: str, features: frozenset[str] | None = None) -> Program:
    """Load an executable or a relocatable object (see :mod:`.reloc`) as a Program; an object
    that leaves SME ABI support routines undefined gets tilesim's, built for ``features``."""
    elf = open_elf(path)
    kind = elf["e_type"]
    try:
        if kind == "ET_EXEC":
            return load_executable(path, elf)
        if kind == "ET_REL":
            from .reloc import load_object

            return load_object(path, elf, features)
    except LoadError:
        raise
    except ELF_ERRORS as e:
        raise LoadError(f"{path}: damaged ELF file: {e}") from None
    if kind == "ET_DYN":
        raise LoadError(f"{path}: a position-independent executable or shared object "
                        "(ET_DYN) is not supported", "link a static executable: ld -static "
                        "(clang/ld.lld: -static -no-pie), or load the .o")
    raise LoadError(f"{path}: ELF type {kind} cannot be loaded", "give an executable or a .o")
