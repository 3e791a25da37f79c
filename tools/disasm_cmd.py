"""`tilesim disasm FILE`: every word of a program's text with its address, the word, the
canonical text (llvm-objdump's spelling) and the source line.

FILE is an ELF executable or relocatable object (read with pyelftools; source lines from its
DWARF line table), or assembly source (``.s``; ``.S`` through the C preprocessor) assembled by
tilesim, where ``.inst`` words are decoded and other instructions are listed as written
(tilesim's assembler keeps no encodings for them, so their word column is blank).
"""
from __future__ import annotations

import argparse
import struct
import sys

from .render import error


def register(sub) -> None:
    p = sub.add_parser("disasm", help="disassemble a program: ELF, .o, .s or .S",
                       description="List address, word, canonical text and source line of "
                       "every word in the program's text (like llvm-objdump -d).")
    p.add_argument("file", help="ELF executable, relocatable object (.o), .s or .S file")
    p.add_argument("--start", help="first address (hex, or a symbol)")
    p.add_argument("--count", type=int, help="number of words to list")
    p.add_argument("--symbol", help="list only this symbol (up to the next label)")
    p.add_argument("-I", dest="include_dirs", action="append", default=[],
                   help="include directory for .include and #include (repeatable)")
    from .run_cmd import add_cpp_args

    add_cpp_args(p, include=False)
    p.set_defaults(func=run)


def _rows(args) -> list | int:
    from elftools.common.exceptions import DWARFError, ELFError, ELFParseError

    from isa.asm.diag import AsmErrors
    from simulator import assemble, is_vf_source
    from simulator.disasm import elf_listing, program_listing
    from simulator.loader import LoadError, file_kind

    path = args.file
    try:
        kind = file_kind(path)
        if args.defines and kind != "cpp":
            error(f"{path}: -D applies to .S files (C preprocessor)", "drop -D")
            return 2
        if kind == "elf":
            try:
                return elf_listing(path)
            except (ELFError, ELFParseError, DWARFError, struct.error, KeyError, IndexError,
                    AttributeError, TypeError, EOFError) as e:
                error(f"{path}: truncated or damaged ELF file: {e}")
                return 2
        if kind == "cpp":
            from simulator.loader.cpp import preprocess

            text = preprocess(path, tuple(args.include_dirs), dict(args.defines))
        else:
            with open(path, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
        if is_vf_source(text):
            error(f"{path} is a VF program: it has no machine code", "use tilesim asm --listing")
            return 2
        return program_listing(assemble(text, path, tuple(args.include_dirs)))
    except AsmErrors as e:
        print(e.render(), file=sys.stderr)
        return 2
    except OSError as e:
        error(f"cannot open '{path}': {e.strerror}", "check the path")
        return 2
    except (LoadError, ValueError) as e:
        error(str(e))
        return 2


def _address(text: str, rows) -> int | None:
    for r in rows:
        if r.kind == "label" and r.text == text:
            return r.address
    try:
        return int(text, 0)
    except ValueError:
        return None


def run(args: argparse.Namespace) -> int:
    from simulator.disasm import select

    rows = _rows(args)
    if isinstance(rows, int):
        return rows
    start = None
    if args.start is not None:
        start = _address(args.start, rows)
        if start is None:
            error(f"--start {args.start}: not an address or a symbol of {args.file}",
                  "give a hex address (0x4000b0) or a label")
            return 2
    if args.count is not None and args.count < 0:
        error("--count must be 0 or more")
        return 2
    if args.symbol is not None and not any(r.kind == "label" and r.text == args.symbol
                                           for r in rows):
        error(f"no symbol '{args.symbol}' in the text of {args.file}")
        return 2
    section = None
    for r in select(rows, start, args.count, args.symbol):
        if r.section != section:
            section = r.section
            print(f"\nDisassembly of section {section}:")
        if r.kind == "label":
            print(f"\n{r.address:016x} <{r.text}>:")
            continue
        word = f"{r.word:08x}" if r.word is not None else " " * 8
        line = f"{r.address:8x}: {word}  {r.text}"
        if r.source:
            line = f"{line:<60} // {r.source}"
        print(line)
    return 0
