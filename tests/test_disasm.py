"""`tilesim disasm` and the debugger's disassembly against llvm-objdump-19.

Programs are built by the real toolchains (GNU as + ld, clang-19 with DWARF line info); every
word tilesim lists must read as llvm-objdump-19 prints it (after tools/objdump_oracle.normalise),
labels must sit at the same addresses, and source lines must be the ones llvm-objdump ``-l``
names. Tests skip only when the external tool they compare with is missing.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from simulator import Machine  # noqa: E402
from tools import objdump_oracle as oracle  # noqa: E402
from tools import qemu_oracle  # noqa: E402
from tools.cli import main  # noqa: E402

needs_objdump = pytest.mark.skipif(not oracle.available(),
                                   reason="clang-19 / llvm-objdump-19 not installed")
needs_gnu = pytest.mark.skipif(not (shutil.which(qemu_oracle.AS) and shutil.which(qemu_oracle.LD)),
                               reason="aarch64-linux-gnu-as / -ld not installed")

# instructions from every family tilesim executes (base, loads/stores, branches, SVE, SME)
KERNEL = """\
    .text
    .global _start
    .type _start, %function
_start:
    mov     x0, #42
    add     x1, x0, #0x10
    ldr     x2, [x1, #8]
    stp     x0, x1, [sp, #-16]!
    cbz     x0, done
    ptrue   p0.s
    ld1w    {z0.s}, p0/z, [x1]
    fadd    z1.s, z0.s, z0.s
    smstart
    fmopa   za0.s, p0/m, p0/m, z0.s, z1.s
    smstop
loop:
    subs    x0, x0, #1
    b.ne    loop
    ldr     x3, =0x1122334455667788
done:
    mov     x8, #93
    svc     #0
"""
_ROW = re.compile(r"^\s+([0-9a-f]+): ([0-9a-f]{8}| {8})  (.*)$")
_LABEL = re.compile(r"^([0-9a-f]{16}) <(.+)>:$")


def disasm(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(["disasm", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def parse(out: str) -> tuple[dict[int, tuple[str, str, str]], dict[int, str]]:
    """address -> (word, text, source) and address -> label from tilesim's listing."""
    rows, labels = {}, {}
    for line in out.splitlines():
        m = _LABEL.match(line)
        if m:
            labels[int(m.group(1), 16)] = m.group(2)
            continue
        m = _ROW.match(line)
        if m:
            text, source = m.group(3), ""
            head, sep, tail = text.rpartition(" // ")
            if sep and re.fullmatch(r"\S+:\d+", tail):
                text, source = head.rstrip(), tail
            rows[int(m.group(1), 16)] = (m.group(2).strip(), text, source)
    return rows, labels


def objdump(path: Path, *extra: str) -> str:
    return subprocess.run([oracle.OBJDUMP, "-d", *extra, f"--mattr={oracle.MATTR}", str(path)],
                          capture_output=True, text=True, check=True).stdout


def objdump_labels(path: Path) -> dict[int, str]:
    return {int(m.group(1), 16): m.group(2) for m in
            (_LABEL.match(line) for line in objdump(path).splitlines()) if m}


def objdump_lines(path: Path) -> dict[int, int]:
    """address -> source line, from llvm-objdump -l's ``; FILE:LINE`` lines."""
    out, line = {}, None
    for text in objdump(path, "-l").splitlines():
        m = re.match(r"^; (\S+):(\d+)$", text)
        if m:
            line = int(m.group(2))
            continue
        m = re.match(r"^\s+([0-9a-f]+):", text)
        if m and line is not None:
            out[int(m.group(1), 16)] = line
    return out


def _compare_words(rows, expected: dict[int, str | None]) -> None:
    assert set(rows) == set(expected), "tilesim and llvm-objdump list different addresses"
    wrong = {}
    for address, text in expected.items():
        got = rows[address][1]
        if text is not None and ".word" in text:  # data: llvm-objdump shows its bytes first
            text = text[text.index(".word"):]
        if text is None:
            ok = got.startswith("<unknown>")
        else:
            ok = got == text
        if not ok:
            wrong[hex(address)] = (text, got)
    assert not wrong, f"(llvm-objdump, tilesim): {wrong}"


@needs_objdump
@needs_gnu
@pytest.mark.parametrize("program", ["programs/base/ld_layout.s", "programs/base/hello.s",
                                     "programs/sme/outer_product.s", "kernel"])
def test_executable_matches_llvm_objdump(program, tmp_path, capsys):
    src = tmp_path / "kernel.s"
    if program == "kernel":
        src.write_text(KERNEL)
    else:
        src = ROOT / program
    exe = qemu_oracle.build(src, tmp_path)
    status, out, err = disasm(capsys, str(exe))
    assert status == 0, err
    rows, labels = parse(out)
    _compare_words(rows, oracle.objdump_object(exe))
    assert labels == objdump_labels(exe)
    from elftools.elf.elffile import ELFFile

    with open(exe, "rb") as fh:  # the word column holds the file's bytes
        text = ELFFile(fh).get_section_by_name(".text")
        base, data = text["sh_addr"], text.data()
    assert {a: w for a, (w, _, _) in rows.items()} == {
        base + i: f"{int.from_bytes(data[i:i + 4], 'little'):08x}" for i in range(0, len(data), 4)}


@needs_objdump
def test_object_with_dwarf_lines(tmp_path, capsys):
    (tmp_path / "k.s").write_text(KERNEL)
    subprocess.run([oracle.CLANG, "--target=aarch64-linux-gnu", oracle.CLANG_MARCH, "-g", "-c",
                    "k.s", "-o", "k.o"], cwd=tmp_path, check=True)
    status, out, err = disasm(capsys, str(tmp_path / "k.o"))
    assert status == 0, err
    rows, labels = parse(out)
    _compare_words(rows, oracle.objdump_object(tmp_path / "k.o"))
    assert labels == objdump_labels(tmp_path / "k.o")
    lines = objdump_lines(tmp_path / "k.o")
    assert lines, "llvm-objdump -l found no line information"
    for address, line in lines.items():
        if rows[address][1].startswith(".word"):
            continue  # llvm-objdump -l carries the last line over the literal pool
        assert rows[address][2].endswith(f"k.s:{line}"), (hex(address), rows[address])
    # the words are the object's bytes
    words = oracle.text_words(tmp_path / "k.o")
    assert [rows[4 * i][0] for i in range(len(words))] == [f"{w:08x}" for w in words]


@needs_objdump
def test_inst_words_in_source_match_llvm_objdump(tmp_path, capsys):
    """A .s file of .inst words: tilesim's listing decodes each as llvm-objdump does."""
    words = oracle.assemble([ln for ln in KERNEL.splitlines()
                             if ln.startswith("    ") and not ln.lstrip().startswith(".")
                             and "=" not in ln and "done" not in ln and "loop" not in ln])
    src = tmp_path / "w.s"
    src.write_text(".text\n_start:\n" + "".join(f"    .inst 0x{w:08x}\n" for w in words)
                   + ".inst 0x00000000, 0xffffffff  // UDF and an unallocated word\n")
    status, out, err = disasm(capsys, str(src))
    assert status == 0, err
    rows, labels = parse(out)
    base = min(rows)
    expected = oracle.objdump_words(words + [0, 0xFFFFFFFF])
    _compare_words({a - base: r for a, r in rows.items()},
                   {4 * i: t for i, t in enumerate(expected)})
    assert [rows[a][0] for a in sorted(rows)] == [f"{w:08x}" for w in words + [0, 0xFFFFFFFF]]
    sources = [rows[a][2] for a in sorted(rows)]
    last = f"{src}:{3 + len(words)}"  # the two-word .inst line
    assert sources == [f"{src}:{3 + i}" for i in range(len(words))] + [last, last]
    assert labels == {base: "_start"}


def test_source_listing_selection_and_errors(tmp_path, capsys):
    src = tmp_path / "p.s"
    src.write_text(".text\n_start:\n    nop\n    nop\nf:\n    mov x0, #1\n    ret\n"
                   "    .word 0x12345678\n")
    status, out, _ = disasm(capsys, str(src), "--symbol", "f")
    rows, labels = parse(out)
    assert status == 0 and list(labels.values()) == ["f"] and len(rows) == 3
    assert rows[min(rows)][1] == "mov x0, #1" and rows[min(rows)][2] == f"{src}:6"
    assert rows[max(rows)][:2] == ("12345678", ".word 0x12345678")
    status, out, _ = disasm(capsys, str(src), "--start", "f", "--count", "1")
    assert status == 0 and len(parse(out)[0]) == 1
    status, _, err = disasm(capsys, str(src), "--symbol", "nope")
    assert status == 2 and "no symbol 'nope'" in err
    status, _, err = disasm(capsys, str(tmp_path / "missing.s"))
    assert status == 2 and "cannot open" in err and "Traceback" not in err
    (tmp_path / "bad.s").write_text("_start: frob x0\n")
    status, _, err = disasm(capsys, str(tmp_path / "bad.s"))
    assert status == 2 and "bad.s:1:9: error: unknown instruction 'frob'" in err


@pytest.mark.skipif(not shutil.which("cpp") and not shutil.which("clang-19"),
                    reason="no C preprocessor (cpp or clang-19) installed")
def test_S_listing_names_original_lines(tmp_path, capsys):
    src = tmp_path / "k.S"
    src.write_text("#define ONE 1\n\n.text\n_start:\n    mov x0, #ONE\n"
                   "    .inst 0xd503201f  // nop\n")
    status, out, err = disasm(capsys, str(src))
    rows, labels = parse(out)
    assert status == 0, err
    assert [r[1:] for _, r in sorted(rows.items())] == [("mov x0, #1", f"{src}:5"),
                                                        ("nop", f"{src}:6")]


@needs_gnu
def test_damaged_elf_is_an_error_not_a_traceback(tmp_path, capsys):
    src = tmp_path / "p.s"
    src.write_text(KERNEL)
    raw = qemu_oracle.build(src, tmp_path).read_bytes()
    for cut in (64, 200, len(raw) // 2, len(raw) - 40):
        bad = tmp_path / f"cut{cut}"
        bad.write_bytes(raw[:cut])
        status, _, err = disasm(capsys, str(bad))
        assert "Traceback" not in err
        assert status in (0, 2)


@needs_objdump
def test_debugger_disassembles_memory(tmp_path, capsys):
    """x/Ni and disassemble decode the words in memory: `.inst` words read as llvm-objdump
    prints them, and so does code the program rewrote."""
    words = oracle.assemble(["mov x0, #42", "add x1, x0, #0x10", "fadd z1.s, z0.s, z0.s"])
    src = tmp_path / "d.s"
    src.write_text(".text\n.global _start\n_start:\n"
                   + "".join(f"    .inst 0x{w:08x}\n" for w in words)
                   + "    mov x8, #93\n    svc #0\n")
    expected = oracle.objdump_words(words)
    status = main(["debug", str(src), "-ex", "x/3i $pc", "-ex", "disassemble", "--batch"])
    out = capsys.readouterr().out
    assert status == 0
    for text in expected:
        assert out.count(f":\t{text}") == 2, (text, out)  # once in x/3i, once in disassemble
    m = Machine.from_file(src)
    from simulator.disasm import insn_text

    r = m.memory.region_at(m.pc)
    r.buf[m.pc - r.base:m.pc - r.base + 4] = words[1].to_bytes(4, "little")  # now the add
    assert insn_text(m, m.pc) == expected[1]


@needs_objdump
@needs_gnu
def test_debugger_disassembles_elf_programs(tmp_path, capsys):
    """x/Ni on an ELF executable: the words at pc read as llvm-objdump prints them."""
    src = tmp_path / "k.s"
    src.write_text(KERNEL)
    exe = qemu_oracle.build(src, tmp_path)
    expected = oracle.objdump_object(exe)
    status = main(["debug", str(exe), "-ex", "x/8i $pc", "--batch"])
    out = capsys.readouterr().out
    assert status == 0
    shown = re.findall(r"0x([0-9a-f]+)(?: <[^>]*>)?:\t(.*)", out)
    assert len(shown) == 8
    for address, text in shown:
        assert text == expected[int(address, 16)], (address, text)
