"""Differential tests: every `programs/**/*.s` marked `// QEMU: compare` must produce the same
stdout bytes and exit status under tilesim as under QEMU user mode.

The QEMU side (assemble, link, run) lives in tools/qemu_oracle.py. Tests skip only when the cross
binutils or QEMU 11.1 (tools/qemu_oracle.py) are missing.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # plain `pytest` from anywhere: make `tools` importable
    sys.path.append(str(ROOT))

from tools import qemu_oracle  # noqa: E402

PROGRAMS = ROOT / "programs"
MARKER = "// QEMU: compare"
CLANG_MARKER = "// assembler: clang"
MIN_PROGRAMS = 30
# fault programs and the shell-style status QEMU must report for them
EXPECTED_FAULTS = {
    "sme/fault_no_smstart.s": 132,   # SIGILL: FMOPA without smstart
    "sme/fault_za_off.s": 132,       # SIGILL: MOVA to ZA with only `smstart sm`
    "sme/fault_sm_off.s": 132,       # SIGILL: ADDHA with only `smstart za`
    "base/fault_segv.s": 139,        # SIGSEGV: load from 0x10
    "base/fault_brk.s": 133,         # SIGTRAP: brk #0x3e8
}
SKIP_REASON = "aarch64-linux-gnu-as / qemu-aarch64 11.1 not installed"
needs_tools = pytest.mark.skipif(not qemu_oracle.tools_available(), reason=SKIP_REASON)


def _corpus() -> list[Path]:
    found = []
    for path in sorted(PROGRAMS.rglob("*.s")):
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if MARKER in text:
            found.append(path)
    return found


CORPUS = _corpus()


def _rel(path: Path) -> str:
    return path.relative_to(PROGRAMS).as_posix()


def _hexdump_region(data: bytes, start: int, end: int) -> str:
    lines = []
    for off in range(start - start % 16, end, 16):
        chunk = data[off:off + 16]
        if not chunk:
            break
        hexpart = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"  {off:06x}: {hexpart:<47}  |{text}|")
    return "\n".join(lines) if lines else "  (no bytes)"


def stdout_diff(expected: bytes, actual: bytes, context: int = 32) -> str:
    """Describe the first differing region of two byte strings as side-by-side hex dumps."""
    n = min(len(expected), len(actual))
    first = next((i for i in range(n) if expected[i] != actual[i]), n)
    start = max(0, first - context)
    end = first + 3 * context
    return (
        f"stdout differs at byte {first:#x} (qemu {len(expected)} bytes, tilesim {len(actual)} "
        f"bytes)\n qemu:\n{_hexdump_region(expected, start, min(end, len(expected)))}\n"
        f" tilesim:\n{_hexdump_region(actual, start, min(end, len(actual)))}"
    )


def _run_tilesim(src: Path) -> tuple[bytes, int]:
    from helpers import tilesim_source_run  # once per session (test_elf.py runs it too)

    return tilesim_source_run(src)


def _run_qemu(src: Path, tmp_path_factory) -> tuple[bytes, bytes, int]:
    from helpers import qemu_run  # once per session (test_elf.py runs the same builds)

    # SME2 programs carry `// assembler: clang` (GNU as 2.40 knows SME only): clang-19 + ld.lld-19
    text = src.read_text(encoding="utf-8", errors="replace")
    return qemu_run(src, "clang" if CLANG_MARKER in text else "gnu", tmp_path_factory)[1]


def test_corpus_size():
    assert len(CORPUS) >= MIN_PROGRAMS, (
        f"only {len(CORPUS)} programs under programs/ carry '{MARKER}'"
    )


@needs_tools
@pytest.mark.parametrize("rel", sorted(EXPECTED_FAULTS))
def test_qemu_fault_status(rel, tmp_path_factory):
    src = PROGRAMS / rel
    assert src in CORPUS, f"{rel} missing or not marked '{MARKER}'"
    out, err, status = _run_qemu(src, tmp_path_factory)
    assert status == EXPECTED_FAULTS[rel], (
        f"QEMU exit status {status}, expected {EXPECTED_FAULTS[rel]}; stderr: {err!r}"
    )
    assert out, "a fault program must write something before faulting"


@needs_tools
@pytest.mark.parametrize("src", CORPUS, ids=[_rel(p) for p in CORPUS])
def test_tilesim_matches_qemu(src, tmp_path_factory):
    q_out, q_err, q_status = _run_qemu(src, tmp_path_factory)
    t_out, t_status = _run_tilesim(src)
    problems = []
    if t_status != q_status:
        problems.append(f"exit status: qemu {q_status}, tilesim {t_status}")
    if t_out != q_out:
        problems.append(stdout_diff(q_out, t_out))
    assert not problems, f"{_rel(src)}:\n" + "\n".join(problems)
