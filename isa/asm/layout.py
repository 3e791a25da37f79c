"""Where sections go: the addresses GNU ld gives a program linked from one GNU-as object.

``aarch64-linux-gnu-ld p.o -o p`` with its default linker script (``ld --verbose``) places, for
a static executable with no dynamic sections:

- the text segment at 0x400000, starting with the ELF header (64 bytes) and the program
  headers (56 bytes each: one PT_LOAD for text + read-only data, one more when there is
  writable data or .bss), so ``.text`` starts at 0x400000 + SIZEOF_HEADERS (0x400078 or
  0x4000b0), aligned to the section's alignment; then code orphans, ``.rodata`` (+ ``.rodata.*``)
  and read-only orphans;
- ``DATA_SEGMENT_ALIGN(MAXPAGESIZE = 64 KiB, COMMONPAGESIZE = 4 KiB)``: the data segment starts
  on the next 64 KiB page at the same offset within the page (``ALIGN(0x10000) + (. & 0xffff)``),
  or at the next 4 KiB boundary of that page when that saves a 4 KiB page (the rule in ld's
  ``ldexp.c``: both partial pages together fit in one page);
- ``.data`` (+ ``.data.*``), writable orphans, ``.bss`` (+ ``.bss.*``) whose end is aligned to
  8, then NOBITS orphans.

Within an output section, input sections follow in the order the assembler created them, each
aligned to its own alignment (GNU as: 4 for code, the largest ``.align`` or literal-pool entry,
else 1). A section that is not allocated (flags without ``a``: ``.note.GNU-stack,""``,
``.comment,"MS"``) gets address 0, as in the ELF file, and is not loaded; ``.note.GNU-stack``
adds the PT_GNU_STACK program header. ``.section NAME`` without flags is taken as writable data.
"""
from __future__ import annotations

from typing import Iterable

import attrs

IMAGE_BASE = 0x400000  # SEGMENT_START("text-segment", 0x400000)
ELF_HEADER = 64  # sizeof(Elf64_Ehdr)
PROGRAM_HEADER = 56  # sizeof(Elf64_Phdr)
MAXPAGESIZE = 0x10000  # AArch64 ELF: ld's default -z max-page-size
COMMONPAGESIZE = 0x1000


@attrs.frozen
class InputSection:
    """What the layout needs to know about one assembler section."""

    name: str
    size: int
    align: int
    kind: str  # "text", "rodata", "data", "bss" or "none" (not allocated: address 0)


def _up(value: int, align: int) -> int:
    return -(-value // max(align, 1)) * max(align, 1)


def output_group(name: str, flags: str | None = None, nobits: bool = False) -> str:
    """The output section an input section joins: text, rodata, data or bss (orphans by
    flags, as ld places them: after the output section with the same flags), or none for a
    section that is not allocated (flags given without ``a``, e.g. ``.note.GNU-stack,""``)."""
    for group in ("text", "rodata", "data", "bss"):
        if name == f".{group}" or name.startswith(f".{group}."):
            return group
    if (flags is not None and "a" not in flags) or name.startswith((".note.GNU-stack",
                                                                     ".comment", ".debug")):
        return "none"
    flags = flags or ""
    if nobits:
        return "bss"
    if "x" in flags:
        return "text"
    if "w" in flags or not flags:
        return "data"
    return "rodata"


def gnu_ld_layout(sections: Iterable[InputSection]) -> dict[str, int]:
    """Section name -> address, as GNU ld's default script gives them (see the module doc)."""
    secs = list(sections)
    by_kind = {k: [s for s in secs if s.kind == k] for k in ("text", "rodata", "data", "bss")}
    # named sections first, orphans (other names) after them, each in creation order; GNU as
    # creates .text, .data and .bss before anything else, so they lead their groups
    for kind, group in by_kind.items():
        group.sort(key=lambda s: (not (s.name == f".{kind}" or s.name.startswith(f".{kind}.")),
                                  not (s.name == f".{kind}" and kind != "rodata")))
    writable = any(s.size for s in by_kind["data"] + by_kind["bss"])
    # PT_LOAD for text, PT_LOAD for data, PT_GNU_STACK when an input has .note.GNU-stack
    nphdrs = 1 + writable + any(s.name == ".note.GNU-stack" for s in secs)
    out: dict[str, int] = {s.name: 0 for s in secs if s.kind == "none"}

    def place(group: list[InputSection], dot: int) -> int:
        for s in group:
            dot = _up(dot, s.align)
            out[s.name] = dot
            dot += s.size
        return dot

    headers = ELF_HEADER + PROGRAM_HEADER * nphdrs  # SIZEOF_HEADERS
    dot = place(by_kind["text"] + by_kind["rodata"], IMAGE_BASE + headers)

    def data_segment(base: int) -> int:
        """Lay out data + bss from ``base``; returns DATA_SEGMENT_END."""
        named = [s for s in by_kind["bss"] if s.name == ".bss" or s.name.startswith(".bss.")]
        end = place(by_kind["data"] + named, base)
        if named:
            end = _up(end, 8)  # `. = ALIGN(. != 0 ? 64 / 8 : 1)` inside .bss
        end = place([s for s in by_kind["bss"] if s not in named], end)
        return _up(end, 8)

    base = _up(dot, MAXPAGESIZE) + (dot & (MAXPAGESIZE - 1))
    end = data_segment(base)
    first = -base & (COMMONPAGESIZE - 1)
    last = end & (COMMONPAGESIZE - 1)
    if first and last and base // COMMONPAGESIZE != end // COMMONPAGESIZE \
            and first + last <= COMMONPAGESIZE:
        base = _up(dot, MAXPAGESIZE) + ((dot + COMMONPAGESIZE - 1) & (MAXPAGESIZE - COMMONPAGESIZE))
        data_segment(base)
    return out
