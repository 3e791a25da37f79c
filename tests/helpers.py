"""Small helpers for tests: run a snippet of Arm assembly and return the machine."""
from __future__ import annotations

from simulator import Machine

EXIT = "\n    mov x8, #93\n    svc #0\n"


def run_asm(body: str, data: str = "", **kw) -> Machine:
    """Assemble ``body`` (instructions after _start) + ``data`` (.data section), run to exit."""
    src = f".data\n{data}\n.text\n.global _start\n_start:\n{body}\n    mov x0, #0{EXIT}"
    m = Machine.from_source(src, "<test>", **kw)
    m.run(max_steps=kw.get("max_steps", 1_000_000))
    assert m.fault is None, m.fault.render()
    return m


# ---------------------------------------------------------------- runs shared by test files
# tests/test_elf.py and tests/test_qemu_diff.py compare the same `// QEMU: compare` programs
# with the same QEMU runs and the same tilesim source runs, and tests/test_layout_ld.py reads
# the same GNU ld executables: each is made once per session.
_builds: dict = {}
_qemu_runs: dict = {}
_source_runs: dict = {}


def toolchain_build(src, toolchain: str, tmp_path_factory):
    """``src`` assembled and linked by ``toolchain`` ("gnu": GNU as + ld, "clang": clang-19 +
    ld.lld-19, see tools/qemu_oracle.py): the executable's path."""
    import re
    from pathlib import Path

    from tools import qemu_oracle

    key = (Path(src).resolve(), toolchain)
    if key not in _builds:
        work = tmp_path_factory.mktemp(re.sub(r"[^A-Za-z0-9_]", "_",
                                              f"{key[0].parent.name}_{key[0].stem}_{toolchain}"))
        build = qemu_oracle.build_clang if toolchain == "clang" else qemu_oracle.build
        _builds[key] = build(key[0], work)
    return _builds[key]


def qemu_run(src, toolchain: str, tmp_path_factory):
    """:func:`toolchain_build`'s executable and its run under QEMU 11.1:
    (executable, (stdout, stderr, status))."""
    from tools import qemu_oracle

    exe = toolchain_build(src, toolchain, tmp_path_factory)
    if exe not in _qemu_runs:
        _qemu_runs[exe] = qemu_oracle.run_qemu(exe, timeout=20)
    return exe, _qemu_runs[exe]


def tilesim_source_run(src) -> tuple[bytes, int]:
    """tilesim running the source file ``src``: (stdout, exit status)."""
    from pathlib import Path

    key = Path(src).resolve()
    if key not in _source_runs:
        m = Machine.from_file(key)
        m.run()
        _source_runs[key] = (bytes(m.stdout), int(m.exit_code))
    return _source_runs[key]
