"""Source lines from DWARF: the ``.debug_line`` table of an ELF file as address -> (file, line).

pyelftools reads the line programs (DWARF 2-5, as written by ``clang -g`` and ``as -g``). In an
executable the addresses are final. In a relocatable object every sequence starts with a
``DW_OP_set_address`` whose operand is an ``R_AARCH64_ABS64`` relocation against a section
(ELF for the Arm 64-bit Architecture, AAELF64); ``line_map(elf, bases)`` resolves those with the
caller's section layout (section name -> load address), so the map gives laid-out addresses.
"""
from __future__ import annotations

import os
from typing import Any

from elftools.dwarf.constants import DW_LNE_set_address
from elftools.elf.elffile import ELFFile
from elftools.elf.relocation import RelocationSection

R_AARCH64_ABS64 = 257
MAX_ROW_BYTES = 1 << 16  # one line's code: longer ranges come from a damaged table



class LineMap(dict):
    """Address -> (file, line) for every word a row covers; ``starts`` holds the addresses
    rows begin at (a word inside a row's range may be one the compiler wrote no row for, such
    as clang's ``.inst``); ``stmts`` the (address, file, line) of every row flagged
    ``is_stmt``, in line-table order — where a debugger may put a breakpoint on a line."""

    def __init__(self, *args, starts: set[int] | None = None,
                 stmts: list[tuple[int, str, int]] | None = None,
                 stmt_starts: set[int] | None = None):
        super().__init__(*args)
        self.starts: set[int] = set() if starts is None else starts
        self.stmts: list[tuple[int, str, int]] = [] if stmts is None else stmts
        # the starts whose row (the one that gives the address its line) is flagged is_stmt:
        # where gdb's `next` may stop
        self.stmt_starts: set[int] = set() if stmt_starts is None else stmt_starts

    def moved(self, bias: int) -> "LineMap":
        """The same rows at ``bias`` bytes higher addresses (a module loaded at a bias)."""
        return LineMap({a + bias: fl for a, fl in self.items()},
                       starts={a + bias for a in self.starts},
                       stmts=[(a + bias, f, n) for a, f, n in self.stmts],
                       stmt_starts={a + bias for a in self.stmt_starts})


def _decode(name: Any) -> str:
    return name.decode("utf-8", "replace") if isinstance(name, bytes) else str(name)


def _file_names(prog: Any, comp_dir: str) -> dict[int, str]:
    """File index -> path as the compiler wrote it (joined with its directory unless that is
    the compilation directory)."""
    header = prog.header
    version = header["version"]
    dirs = [_decode(d) for d in header["include_directory"]]
    names: dict[int, str] = {}
    for i, fe in enumerate(header["file_entry"]):
        index = i if version >= 5 else i + 1
        name = _decode(fe.name)
        d = fe.dir_index
        if version < 5:
            directory = dirs[d - 1] if 0 < d <= len(dirs) else ""
        else:
            directory = dirs[d] if 0 <= d < len(dirs) and d != 0 else ""
        if directory and not os.path.isabs(name) and directory != comp_dir:
            name = os.path.join(directory, name)
        names[index] = name
    return names


def _set_address_targets(elf: ELFFile, bases: dict[str, int]) -> list[int] | None:
    """For an object: the relocated operand of each ``set_address`` in ``.debug_line`` order."""
    rel = elf.get_section_by_name(".rela.debug_line")
    if not isinstance(rel, RelocationSection):
        return None
    symtab = elf.get_section(rel["sh_link"])
    out = []
    for r in sorted(rel.iter_relocations(), key=lambda r: r["r_offset"]):
        if r["r_info_type"] != R_AARCH64_ABS64:
            continue
        sym = symtab.get_symbol(r["r_info_sym"])
        shndx = sym["st_shndx"]
        base = 0
        if isinstance(shndx, int):
            base = bases.get(elf.get_section(shndx).name, 0)
        out.append(base + sym["st_value"] + r["r_addend"])
    return out


def line_map(elffile: ELFFile, bases: dict[str, int] | None = None) -> LineMap:
    """Address -> (file, line) for every instruction word each row of every line program
    covers; empty without ``-g``.

    ``bases`` (section name -> address) places a relocatable object's sections; for an
    executable it is not needed. A damaged line table gives an empty map, never an exception.
    """
    try:
        if not elffile.has_dwarf_info():
            return LineMap()
        relocatable = elffile["e_type"] == "ET_REL"
        dwarf = elffile.get_dwarf_info(relocate_dwarf_sections=True)
        targets = _set_address_targets(elffile, bases or {}) if relocatable else None
        out = LineMap()
        set_index = 0
        for cu in dwarf.iter_CUs():
            prog = dwarf.line_program_for_CU(cu)
            if prog is None:
                continue
            top = cu.get_top_DIE()
            comp_dir = top.attributes.get("DW_AT_comp_dir")
            names = _file_names(prog, _decode(comp_dir.value) if comp_dir else "")
            shift = 0
            row: tuple[int, str, int] | None = None  # the open row: address, file, line
            stmt = False  # the open row's is_stmt
            here = 0  # is_stmt rows of the open row's file at its address (the last of stmts)
            for entry in prog.get_entries():
                if entry.command == DW_LNE_set_address and entry.is_extended:
                    if targets is not None and set_index < len(targets):
                        shift = targets[set_index] - entry.args[0]
                    set_index += 1
                st = entry.state
                if st is None:
                    continue
                address = st.address + shift
                if st.line == 0 and row is not None and not st.end_sequence:
                    continue  # line 0 ("no source line"): the open row goes on, as gdb reads it
                new = None if st.end_sequence else (address, names.get(st.file, "?"), st.line)
                if row is None or row[0] != address:
                    here = 0
                elif new is None or new[1] != row[1]:
                    # the file changes (or the sequence ends) at this address: its rows here
                    # cover nothing, and gdb drops them from that file's table
                    del out.stmts[len(out.stmts) - here:]
                    here = 0
                if new is not None and st.is_stmt and st.line:
                    out.stmts.append(new)
                    here += 1
                if row is not None and new is not None and row[0] == address:
                    # rows at one address (GCC's location views): the address's line is
                    # the last is_stmt row's, else the last row's, as gdb's find_pc_line
                    if st.is_stmt or not stmt:
                        row, stmt = new, bool(st.is_stmt)
                    continue
                if row is not None:
                    _cover(out, row, address)
                    if stmt and row[0] in out.starts:
                        out.stmt_starts.add(row[0])
                row, stmt = new, bool(st.is_stmt)
        return out
    except Exception:  # noqa: BLE001 - damaged debug info must not stop a program from loading
        return LineMap()


def _cover(out: LineMap, row: tuple[int, str, int], end: int) -> None:
    """Give every instruction word of a row's range [row address, end) the row's line (a
    row covers the addresses up to the next row, DWARF 5 section 6.2.5; rows of line 0 extend
    the row before them, as gdb's ``info line`` shows); a sequence that starts with line 0 and
    implausible ranges (a damaged table) map nothing; earlier rows win."""
    start, file, line = row
    if line == 0 or not 0 <= end - start <= MAX_ROW_BYTES:
        return
    out.starts.add(start)
    out.setdefault(start, (file, line))
    for a in range(start + (-start) % 4, end, 4):
        out.setdefault(a, (file, line))


def line_map_of_file(path: str, bases: dict[str, int] | None = None) -> LineMap:
    """:func:`line_map` of the ELF file at ``path``."""
    with open(path, "rb") as f:
        return line_map(ELFFile(f), bases)


def source_roots(elffile: ELFFile) -> tuple[str, ...]:
    """The compilation directories (``DW_AT_comp_dir``) the line table's relative names are
    relative to; empty without DWARF."""
    try:
        if not elffile.has_dwarf_info():
            return ()
        dwarf = elffile.get_dwarf_info(relocate_dwarf_sections=True)
        out = []
        for cu in dwarf.iter_CUs():
            d = cu.get_top_DIE().attributes.get("DW_AT_comp_dir")
            if d is not None and _decode(d.value) not in out:
                out.append(_decode(d.value))
        return tuple(out)
    except Exception:  # noqa: BLE001 - as in line_map
        return ()
