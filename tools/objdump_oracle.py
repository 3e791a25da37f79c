"""llvm-objdump-19 as the disassembly oracle, and clang-19 / GNU as as the encoding oracles.

``objdump_words(words)`` disassembles 32-bit words (written as ``.inst``) and returns llvm-objdump's
text for each, normalised; ``None`` where llvm-objdump prints ``<unknown>``. ``assemble(lines)``
returns the words the real assembler produces for source lines.

Normalisation: lower case; one space between mnemonic and operands;
``// …`` comments and ``<symbol+off>`` annotations dropped; branch targets stay absolute hex.
Words sit at address ``4 * i`` (an object file's ``.text`` starts at 0).
This module never prints.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

CLANG = "clang-19"
OBJDUMP = "llvm-objdump-19"
GAS = "aarch64-linux-gnu-as"
CLANG_MARCH = ("-march=armv9-a+sme2+sme-f64f64+sme-i16i64+sve2p1+sme2p1+sme-f16f16+sme-b16b16"
               "+b16b16+memtag+ssbs+cssc+hbc+aes+sha2+sha3+i8mm+fp16fml+lse128+faminmax+sm4"
               "+f32mm+f64mm+sve2-aes+sve2-sm4+sve2-sha3+sve2-bitperm+mops"
               "+fp8+fp8dot2+fp8dot4+fp8fma+ssve-fp8dot2+ssve-fp8dot4+ssve-fp8fma+sme-f8f16"
               "+sme-f8f32+lut+sme-lutv2")
GAS_MARCH = "-march=armv9-a+sme+sme-f64+sme-i64"
# what llvm-objdump is told the CPU has: everything tilesim may decode
MATTR = ("+v9a,+sve2,+sve2p1,+sme2,+sme2p1,+sme-f64f64,+sme-i16i64,+sme-f16f16,+sme-b16b16,"
         "+bf16,+mte,+ssbs,+cssc,+hbc,+aes,+sha2,+sha3,+i8mm,+fp16fml,+lse128,+faminmax,+sm4,"
         "+f32mm,+f64mm,+sve2-aes,+sve2-sm4,+sve2-sha3,+sve2-bitperm,+mops,"
         "+fp8,+fp8dot2,+fp8dot4,+fp8fma,+ssve-fp8dot2,+ssve-fp8dot4,+ssve-fp8fma,+sme-f8f16,"
         "+sme-f8f32,+lut,+sme-lutv2")

_LINE = re.compile(r"^\s*([0-9a-f]+):\s+(.*?)\s*$")


def available() -> bool:
    return shutil.which(CLANG) is not None and shutil.which(OBJDUMP) is not None


def normalise(text: str) -> str:
    text = text.split("//")[0]
    text = re.sub(r"\s*<[^>]*>", "", text)
    text = text.strip().lower()
    parts = text.split(None, 1)
    if len(parts) == 2:
        return parts[0] + " " + re.sub(r"\s+", " ", parts[1].strip())
    return text


def _run(cmd: list[str], cwd: Path) -> str:
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{proc.stderr}{proc.stdout}")
    return proc.stdout


def objdump_object(obj: Path, mattr: str = MATTR) -> dict[int, str | None]:
    """address -> normalised text (None for ``<unknown>``) of every word in ``.text``."""
    out = _run([OBJDUMP, "-d", "--no-show-raw-insn", f"--mattr={mattr}", str(obj)], obj.parent)
    got: dict[int, str | None] = {}
    for line in out.splitlines():
        m = _LINE.match(line)
        if not m:
            continue
        text = m.group(2)
        got[int(m.group(1), 16)] = None if "<unknown>" in text else normalise(text)
    return got


def objdump_words(words: list[int], mattr: str = MATTR) -> list[str | None]:
    """llvm-objdump's normalised text for each word (at address 4*i), None for ``<unknown>``."""
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        src = d / "w.s"
        src.write_text(".text\n" + "".join(f".inst 0x{w:08x}\n" for w in words))
        _run([CLANG, "--target=aarch64-linux-gnu", CLANG_MARCH, "-c", str(src), "-o", "w.o"], d)
        got = objdump_object(d / "w.o", mattr)
    return [got.get(4 * i) for i in range(len(words))]


def text_words(obj: Path) -> list[int]:
    """The words of ``.text`` in an object file (pyelftools)."""
    from elftools.elf.elffile import ELFFile

    with open(obj, "rb") as fh:
        data = ELFFile(fh).get_section_by_name(".text").data()
    return [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data) - 3, 4)]


def assemble(lines: list[str], assembler: str = "clang") -> list[int]:
    """Words of ``.text`` for source ``lines`` assembled by clang-19 (``clang``) or GNU as."""
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        (d / "a.s").write_text(".text\n" + "\n".join(lines) + "\n")
        if assembler == "clang":
            _run([CLANG, "--target=aarch64-linux-gnu", CLANG_MARCH, "-c", "a.s", "-o", "a.o"], d)
        else:
            _run([GAS, GAS_MARCH, "a.s", "-o", "a.o"], d)
        return text_words(d / "a.o")
