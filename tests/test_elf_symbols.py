"""`elf_symbols` reads .symtab straight from its bytes: the same names and values as
pyelftools' own symbol parser gives (which the loader used before), for a static glibc
executable (thousands of symbols, locals and globals of one name) and a relocatable object."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile

from simulator.loader.elf import elf_symbols

SRC = Path(__file__).resolve().parent.parent / "programs" / "c" / "hello.c"
needs_clang = pytest.mark.skipif(
    shutil.which("clang-19") is None or not Path("/usr/aarch64-linux-gnu/lib").is_dir(),
    reason="needs clang-19 and the aarch64 cross sysroot (libc6-dev-arm64-cross)")


def _reference(elf: ELFFile, bases: dict | None = None) -> dict[str, int]:
    """The rule on pyelftools' parsed entries: defined, named, not $-mapping symbols,
    sections or files; a global wins over a local of the same name."""
    out: dict[str, int] = {}
    glob: set[str] = set()
    for sym in elf.get_section_by_name(".symtab").iter_symbols():
        shndx, kind = sym["st_shndx"], sym["st_info"]["type"]
        if not sym.name or sym.name.startswith("$") or shndx == "SHN_UNDEF" or kind in (
                "STT_SECTION", "STT_FILE"):
            continue
        value = sym["st_value"]
        if bases is not None:
            if not isinstance(shndx, int):
                if shndx != "SHN_ABS":
                    continue
            elif shndx in bases:
                value += bases[shndx]
            else:
                continue
        is_global = sym["st_info"]["bind"] != "STB_LOCAL"
        if sym.name not in out or (is_global and sym.name not in glob):
            out[sym.name] = value
            if is_global:
                glob.add(sym.name)
    return out


@needs_clang
@pytest.mark.parametrize("kind", ["static", "object"])
def test_symbols_match_pyelftools(kind, tmp_path):
    out = tmp_path / ("hello" if kind == "static" else "hello.o")
    cmd = ["clang-19", "--target=aarch64-linux-gnu", "-O2", str(SRC), "-o", str(out)]
    cmd += ["-fuse-ld=lld", "-static"] if kind == "static" else ["-c"]
    subprocess.run(cmd, check=True, capture_output=True)
    with open(out, "rb") as fh:
        elf = ELFFile(fh)
        got = elf_symbols(elf)
        assert got == _reference(elf)
        bases = {i: 0x10000 * i for i in range(elf.num_sections())}
        assert elf_symbols(elf, bases) == _reference(elf, bases)
    assert "main" in got and (kind == "object" or len(got) > 1000)
