"""An ELF executable as a Linux process image: where each file's segments go, the interpreter,
the facts the initial stack's auxiliary vector gives, and where the heap starts.

Placement follows Linux's ``load_elf_binary`` (fs/binfmt_elf.c) without address-space
randomisation, so every run of a program sees the same addresses: an ET_EXEC file at its own
addresses; an ET_DYN executable (PIE, static-pie) at ``ET_DYN_BASE`` (arm64's ELF_ET_DYN_BASE,
2/3 of a 48-bit address space, where a PIE runs under gdb on arm64 Linux); the interpreter
named by PT_INTERP (``/lib/ld-linux-aarch64.so.1``) below the stack, found in the sysroot
(``-L``) first, as QEMU's ``-L`` does. QEMU user mode itself places them wherever its host's
``mmap`` puts them, randomised, so no test compares addresses with it.
"""
from __future__ import annotations

import os

import attrs
from elftools.elf.constants import P_FLAGS
from elftools.elf.elffile import ELFFile

from .dwarf import LineMap, line_map, source_roots
from .elf import MAX_IMAGE, ELF_ERRORS, elf_symbols, open_elf
from .errors import LoadError

PAGE = 0x1000
ET_DYN_BASE = 0xAAAA_AAAA_0000  # arm64 ELF_ET_DYN_BASE (2 * DEFAULT_MAP_WINDOW_64 / 3)
INTERP_BASE = 0x7FFF_B7F0_0000  # the interpreter: below the stack and the mmap area
STACK_TOP = 0x7FFF_F000_0000
STACK_SIZE = 8 << 20  # RLIMIT_STACK's usual 8 MiB
PT_GNU_STACK, PT_INTERP, PT_PHDR, PT_LOAD = 0x6474E551, 3, 6, 1


@attrs.define(eq=False)
class Segment:
    """Pages ``[base, base + size)`` mapped ``perms`` with ``data`` at their start."""

    name: str
    base: int
    size: int
    data: bytes
    perms: str


@attrs.define(eq=False)
class Module:
    """One ELF file in the process: the program or its interpreter."""

    path: str          # the host file
    bias: int          # load bias (0 for ET_EXEC)
    entry: int         # e_entry + bias
    phdr: int          # address of the program headers in memory (AT_PHDR)
    phnum: int
    phent: int
    lo: int
    hi: int
    segments: list[Segment]
    symbols: dict[str, int]
    lines: LineMap
    roots: tuple[str, ...]
    interp: str = ""   # PT_INTERP of the program ("" for none)
    exec_stack: bool = False


@attrs.define(eq=False)
class ProcessImage:
    """What ``execve`` of the program would map, before the first instruction."""

    main: Module
    interp: Module | None
    argv0: str

    @property
    def entry(self) -> int:
        return (self.interp or self.main).entry

    @property
    def brk(self) -> int:
        """The heap's start: the page after the program's last segment (Linux mm->brk)."""
        return _page_up(self.main.hi)

    @property
    def modules(self) -> list[Module]:
        return [self.main] + ([self.interp] if self.interp else [])


def _page_up(x: int) -> int:
    return -(-x // PAGE) * PAGE


def _perms(flags: int) -> str:
    return ("r" if flags & P_FLAGS.PF_R else "-") + ("w" if flags & P_FLAGS.PF_W else "-") + (
        "x" if flags & P_FLAGS.PF_X else "-")


def sysroot_path(path: str, sysroot: str | None) -> str | None:
    """``path`` as the guest names it, looked up the way QEMU's ``-L`` does: an absolute path
    inside the sysroot first, then the host's own; None when neither exists."""
    if sysroot and os.path.isabs(path):
        inside = os.path.join(sysroot, path.lstrip("/"))
        if os.path.exists(inside):
            return inside
    return path if os.path.exists(path) else None


def load_module(path: str, elf: ELFFile, bias_for_dyn: int) -> Module:
    """Place ``elf``'s PT_LOAD segments (page-granular, as the kernel maps them)."""
    kind = elf["e_type"]
    if kind not in ("ET_EXEC", "ET_DYN"):
        raise LoadError(f"{path}: ELF type {kind} is not an executable",
                        "give a linked program (a .o is loaded by `tilesim run FILE.o`)")
    loads = [s for s in elf.iter_segments() if s["p_type"] == "PT_LOAD" and s["p_memsz"]]
    if not loads:
        raise LoadError(f"{path}: no PT_LOAD segment to load")
    vlo = min(s["p_vaddr"] for s in loads) & ~(PAGE - 1)
    vhi = _page_up(max(s["p_vaddr"] + s["p_memsz"] for s in loads))
    if vhi - vlo > MAX_IMAGE:
        raise LoadError(f"{path}: the PT_LOAD segments span {vhi - vlo} bytes; tilesim maps at "
                        f"most {MAX_IMAGE >> 20} MiB")
    bias = bias_for_dyn - vlo if kind == "ET_DYN" else 0
    if kind == "ET_EXEC" and vlo < 0x10000:
        raise LoadError(f"{path}: a segment at 0x{vlo:x} lies below mmap_min_addr (0x10000)")
    # pages of the whole span: perms and bytes per page (a page two segments share gets both)
    spans: list[list] = []  # [lo, hi, perms, bytearray]
    for s in sorted(loads, key=lambda s: s["p_vaddr"]):
        lo = (s["p_vaddr"] & ~(PAGE - 1)) + bias
        hi = _page_up(s["p_vaddr"] + s["p_memsz"]) + bias
        perms = _perms(s["p_flags"])
        if spans and lo < spans[-1][1]:
            prev = spans[-1]
            prev[2] = "".join(c if c in prev[2] or c in perms else "-" for c in "rwx")
            if hi > prev[1]:
                prev[3].extend(bytes(hi - prev[1]))
                prev[1] = hi
        else:
            spans.append([lo, hi, perms, bytearray(hi - lo)])
        span = spans[-1]
        data = s.data()[:s["p_filesz"]]
        at = s["p_vaddr"] + bias - span[0]
        span[3][at:at + len(data)] = data
    name = os.path.abspath(path)  # as /proc/self/maps names a file mapping
    segments = [Segment(name, lo, hi - lo, bytes(buf), perms) for lo, hi, perms, buf in spans]
    phdr = 0
    interp = ""
    exec_stack = False
    for s in elf.iter_segments():
        t = s["p_type"]
        if t == "PT_PHDR":
            phdr = s["p_vaddr"] + bias
        elif t == "PT_INTERP":
            interp = s.data().rstrip(b"\0").decode("utf-8", "replace")
        elif t == "PT_GNU_STACK":
            exec_stack = bool(s["p_flags"] & P_FLAGS.PF_X)
    if not phdr:  # no PT_PHDR: the headers where the first segment maps the file's start
        off = elf["e_phoff"]
        for s in loads:
            if s["p_offset"] <= off < s["p_offset"] + s["p_filesz"]:
                phdr = s["p_vaddr"] + (off - s["p_offset"]) + bias
                break
    symbols = {k: v + bias for k, v in elf_symbols(elf).items()}
    lines = line_map(elf).moved(bias)
    roots = (*source_roots(elf), os.path.dirname(os.path.abspath(path)))
    return Module(path, bias, elf["e_entry"] + bias, phdr, elf["e_phnum"], elf["e_phentsize"],
                  vlo + bias, vhi + bias, segments, symbols, lines, roots, interp, exec_stack)


def load_process(path: str, sysroot: str | None = None) -> ProcessImage:
    """The image ``execve(path)`` maps: the program and, for a dynamically linked one, its
    interpreter from ``sysroot`` (or the host)."""
    elf = open_elf(path)
    try:
        main = load_module(path, elf, ET_DYN_BASE)
        interp = None
        if main.interp:
            found = sysroot_path(main.interp, sysroot)
            if found is None:
                where = f" in {sysroot} or" if sysroot else ""
                raise LoadError(f"{path}: its interpreter {main.interp} is not found{where} on "
                                "this machine", "give the target's root with -L (e.g. -L "
                                "/usr/aarch64-linux-gnu) or TILESIM_LD_PREFIX, or link with "
                                "-static")
            ielf = open_elf(found)
            interp = load_module(found, ielf, INTERP_BASE)
    except LoadError:
        raise
    except ELF_ERRORS as e:
        raise LoadError(f"{path}: damaged ELF file: {e}") from None
    return ProcessImage(main, interp, path)
