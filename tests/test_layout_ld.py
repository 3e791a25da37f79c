"""tilesim places a program's sections and symbols where GNU ld puts them.

Each program is assembled and linked with ``aarch64-linux-gnu-as`` / ``aarch64-linux-gnu-ld``
(default linker script) and every symbol ``aarch64-linux-gnu-nm`` lists must have the same
address in tilesim's program (text after the ELF and program headers, .rodata after .text, the
data segment on the next 64 KiB page at the same offset, .bss after .data, literal pools at the
end of .text or at ``.ltorg``). programs/base/ld_layout.s prints such addresses and is compared
byte for byte with QEMU 11.1 by tests/test_qemu_diff.py.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from simulator import Machine  # noqa: E402
from tools import qemu_oracle  # noqa: E402

from helpers import toolchain_build  # noqa: E402

NM = "aarch64-linux-gnu-nm"
needs_binutils = pytest.mark.skipif(
    not all(shutil.which(t) for t in (qemu_oracle.AS, qemu_oracle.LD, NM)),
    reason="aarch64-linux-gnu-as / -ld / -nm (binutils-aarch64-linux-gnu) not installed")
# symbols the linker script defines (tilesim does not)
LINKER_SYMBOLS = {"__bss_start", "__bss_start__", "_edata", "_end", "__end__", "_bss_end__",
                  "__bss_end__"}

HEAD = ".text\n.global _start\n_start:\n"
EXIT = "    mov x8, #93\n    svc #0\n"
PROGRAMS = {
    "text_only": HEAD + "    nop\n" + EXIT + "after: nop\n",
    "text_data": HEAD + "    adr x0, d\n" + EXIT + ".data\nd: .word 1, 2\ne: .byte 3\n",
    "text_data_bss": HEAD + EXIT + ".data\nd: .byte 1\n.bss\nb: .space 100\nc: .space 3\n",
    "bss_only": HEAD + EXIT + ".bss\nb: .space 8\n",
    "rodata": HEAD + EXIT + ".section .rodata\nr: .asciz \"hi\"\n.data\nd: .quad 5\n",
    "literal_pools": HEAD + "    ldr x0, =0x123456789\n    ldr w1, =7\n    ldr x2, =0x123456789\n"
    "    ldr x3, =d\n" + EXIT + "mid: .ltorg\nafter: ldr x4, =d\n nop\nend:\n"
    ".data\nd: .byte 1\n",
    "aligned": HEAD + EXIT + ".p2align 6\nx: nop\n.data\n.align 4\nd: .word 1\n"
    ".section .data.foo,\"aw\"\ndf: .byte 1\n.data\nd2: .byte 2\n",
    "orphans": HEAD + EXIT + ".section .rw,\"aw\"\nr: .word 2\n.section .ro,\"a\"\nro: .byte 1\n"
    ".section .nb,\"aw\",%nobits\nnb: .space 8\n.data\nd: .byte 1\n.bss\nb: .space 3\n"
    ".section .rodata\nrod: .byte 3\n",
    # data straddling a 4 KiB boundary: ld moves it to the next 4 KiB page to save a page
    "page_saving": HEAD + EXIT + ".space 0xf30\n.data\nd: .space 0x40\n",
    "page_not_saved": HEAD + EXIT + ".space 0x800\n.data\nd: .space 0x1100\n",
    "big_text": HEAD + EXIT + ".space 0x12340\n.data\nd: .word 1\n.bss\nb: .space 0x20000\n"
    "e: .byte 0\n",
    "equates": HEAD + EXIT + "n = 12\n.equ m, n * 2\n.data\nd: .word n\n",
    # .note.GNU-stack adds the PT_GNU_STACK program header: .text moves to 0x4000e8
    "gnu_stack": HEAD + EXIT + ".section .note.GNU-stack,\"\",%progbits\n.data\nd: .word 1\n",
    "gnu_stack_text_only": HEAD + EXIT + ".section .note.GNU-stack,\"\",@progbits\n",
    "not_allocated": HEAD + EXIT + ".section .comment,\"MS\",@progbits,1\ncm: .asciz \"tools\"\n"
    ".data\nd: .word 1\n",
    # .text.* after all of .text, code orphans after them (GNU as creates .text/.data/.bss
    # first, so .data leads .data.* whatever the source order)
    "text_subsections": ".text\n.global _start\n_start: nop\na: nop\n.section .text.x,\"ax\"\n"
    ".p2align 3\nb: nop\n.text\nc: ldr x0, =0x1234567890\n mov x8, #93\n svc #0\n"
    ".section .tx,\"ax\"\ny: ret\n.section .text.x\nb2: adr x0, c\n ldr x1, =c\n"
    ".section .data.z,\"aw\"\nz: .byte 1\n.data\nd: .byte 2\n"
    ".section .rodata.s,\"aMS\",@progbits,1\ns1: .asciz \"a\"\n.section .rodata\nr: .byte 3\n",
    # `.p2align N,,MAX` (KleidiAI's KAI_ASM_ALIGN is `.p2align 4,,11`): pad only up to MAX
    "max_skip": HEAD + "    nop\n.p2align 4,,11\na: nop\n nop\n nop\n.p2align 4,,3\nb: nop\n"
    ".p2align 5,,11\nc: nop\n" + EXIT + ".data\n.byte 1\n.p2align 4,,2\nd: .byte 2\n"
    ".p2align 3,,7\ne: .byte 3\n",
    "section_stack": HEAD + "    adr x0, a\n    .pushsection .rodata\na: .byte 1\n    .popsection\n"
    "    nop\n    .data\nd: .byte 2\n    .text\n    .previous\ne: .byte 3\n    .previous\n"
    "    .p2alignl 4, 0xd503201f\n" + EXIT,
}


def _nm(exe: Path) -> dict[str, int]:
    out = subprocess.run([NM, str(exe)], capture_output=True, text=True, check=True).stdout
    syms = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[2] not in LINKER_SYMBOLS and not parts[2].startswith("$"):
            syms[parts[2]] = int(parts[0], 16)
    return syms


def _linked_bytes(exe: Path) -> dict[int, int]:
    """address -> byte of every allocated PROGBITS section of the linked program."""
    from elftools.elf.elffile import ELFFile

    out = {}
    with open(exe, "rb") as fh:
        for sec in ELFFile(fh).iter_sections():
            if sec["sh_type"] == "SHT_PROGBITS" and sec["sh_flags"] & 2:  # SHF_ALLOC
                out.update({sec["sh_addr"] + i: b for i, b in enumerate(sec.data())})
    return out


def _compare(path: Path, exe: Path) -> None:
    """``exe``: ``path`` assembled by GNU as and linked by GNU ld."""
    expected = _nm(exe)
    program = Machine.from_file(path).program
    got = program.symbols
    wrong = {n: (hex(v), hex(got[n]) if n in got else None) for n, v in expected.items()
             if got.get(n) != v}
    assert not wrong, f"symbol: (ld, tilesim) {wrong}"
    # the bytes tilesim stores (data, literal pools, .inst words, NOP padding; tilesim keeps no
    # encodings of source instructions) are the linked program's bytes at the same addresses
    linked = _linked_bytes(exe)
    text = program.sections[".text"]
    for sec in program.sections.values():
        if sec.nobits:
            continue
        for off in range(0, sec.size):
            if sec is text:
                ins = program.slots[off // 4] if off // 4 < len(program.slots) else None
                if ins is not None and "word" not in ins.info:
                    continue
            address = sec.base + off
            assert sec.data[off] == linked.get(address, 0), \
                f"{sec.name} byte at 0x{address:x}: tilesim {sec.data[off]:#x}, ld " \
                f"{linked.get(address, 0):#x}"


@needs_binutils
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_symbols_match_gnu_ld(name, tmp_path):
    src = tmp_path / f"{name}.s"
    src.write_text(PROGRAMS[name])
    _compare(src, qemu_oracle.build(src, tmp_path))


def _qemu_programs() -> list[Path]:
    """The QEMU-compared programs GNU as 2.40 assembles (SME2 ones, marked
    ``// assembler: clang``, are built with clang-19 + ld.lld-19, a different layout)."""
    out = []
    for p in sorted((ROOT / "programs").rglob("*.s")):
        text = p.read_text(encoding="utf-8", errors="replace")
        if "// QEMU: compare" in text and "// assembler: clang" not in text:
            out.append(p)
    return out


@needs_binutils
@pytest.mark.parametrize("path", _qemu_programs(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_program_symbols_match_gnu_ld(path, tmp_path_factory):
    # the GNU build test_elf.py and test_qemu_diff.py run under QEMU (one per session)
    _compare(path, toolchain_build(path, "gnu", tmp_path_factory))


def test_layout_rules_without_tools():
    """The two documented fixed points, from the brief's QEMU run of
    ``adr x0, _start; adrp x1, buf; adr x2, buf; bl 1f; 1:`` (4000b0 410000 4100ec 4000c0)."""
    src = (".text\n.global _start\n_start: adr x0, _start\n adrp x1, buf\n adr x2, buf\n bl 1f\n"
           "1: mov x8, #93\n svc #0\n.data\n.space 0x1c\n.bss\nbuf: .space 8\n")
    m = Machine.from_source(src, "t.s")
    m.run()
    assert (m.x[0], m.x[1], m.x[30]) == (0x4000B0, 0x410000, 0x4000C0)
