"""``.S`` preprocessing for the target machine: clang-19 with the machine's -march (the ACLE
macros a real build sees, checked against clang-19's own predefines), else the host cpp with
its macros undefined and tilesim's defined; -D/-I on the CLI and defines=/include_dirs= in the
API."""
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
from simulator.features import acle_macros, feature_set, march  # noqa: E402
from simulator.loader import cpp  # noqa: E402
from tools.cli import main  # noqa: E402

PROBE = """\
#if !defined(__aarch64__) || defined(__x86_64__)
#error "not preprocessed for AArch64"
#endif
    .text
    .global _start
_start:
#include "value.h"
#if defined(__ARM_FEATURE_SME2)
    add     x0, x0, #1
#endif
#if defined(__ARM_FEATURE_SVE)
    add     x0, x0, #2
#endif
    add     x0, x0, #EXTRA
    mov     x8, #93
    svc     #0
"""


@pytest.fixture()
def probe(tmp_path):
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "value.h").write_text("    mov x0, #VALUE\n")
    src = tmp_path / "probe.S"
    src.write_text(PROBE)
    return src


@pytest.mark.parametrize("machine, status", [("max", 10 + 3 + 5), ("m4", 10 + 1 + 5)])
def test_api_defines_include_dirs_and_the_machines_macros(probe, machine, status):
    m = Machine.from_file(probe, machine=machine, timing=False,
                          defines={"VALUE": "10", "EXTRA": "5"},
                          include_dirs=(str(probe.parent / "inc"),))
    m.run()
    assert m.exit_code == status


def test_cli_D_and_I(probe, capsys):
    inc = str(probe.parent / "inc")
    assert main(["run", str(probe), "--no-timing", "-D", "VALUE=20", "-DEXTRA=1",
                 "-I", inc]) == 20 + 3 + 1
    assert main(["run", str(probe), "--machine", "m4", "--no-timing", "-D", "VALUE=20",
                 "-D", "EXTRA=1", "-I", inc]) == 20 + 1 + 1
    assert main(["asm", str(probe), "-D", "VALUE=1", "-D", "EXTRA=1", "-I", inc]) == 0
    assert main(["disasm", str(probe), "-D", "VALUE=1", "-D", "EXTRA=1", "-I", inc]) == 0
    capsys.readouterr()
    main(["debug", str(probe), "-D", "VALUE=2", "-D", "EXTRA=0", "-I", inc, "--batch",
          "-ex", "run"])
    assert "exited with code 5" in capsys.readouterr().out
    checked = probe.with_name("checked.S")
    checked.write_text(PROBE + "// CHECK: exit == 24\n")
    assert main(["check", str(checked), "-D", "VALUE=20", "-D", "EXTRA=1", "-I", inc]) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit) as e:
        main(["run", str(probe), "-D", "1BAD=2"])
    assert e.value.code == 2
    assert "expected NAME or NAME=VALUE" in capsys.readouterr().err
    plain = probe.with_suffix(".s")
    plain.write_text("    .text\n    mov x8, #93\n    svc #0\n")
    assert main(["run", str(plain), "--no-timing", "-D", "X=1"]) == 2
    assert "-D applies to .S files" in capsys.readouterr().err


def test_macros_match_clang(tmp_path):
    """tilesim's macro list (the fallback) agrees with what clang-19 predefines for
    the same -march, for every machine."""
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    for name in ("max", "m4", "a64fx"):
        feats = feature_set(name)
        out = subprocess.run(["clang-19", "--target=aarch64-linux-gnu", f"-march={march(feats)}",
                              "-E", "-dM", "-x", "assembler-with-cpp", "/dev/null"],
                             capture_output=True, text=True, check=True).stdout
        defined = {line.split()[1] for line in out.splitlines() if line.startswith("#define")}
        ours = set(acle_macros(feats))
        assert ours <= defined, (name, ours - defined)
        feature_macros = {d for d in defined if d.startswith("__ARM_FEATURE_S")
                          and d.split("_")[4] in ("SVE", "SVE2", "SME", "SME2", "SME2p1",
                                                   "SVE2p1")}
        assert feature_macros <= ours | {"__ARM_FEATURE_SVE_BF16",
                                         "__ARM_FEATURE_SVE_VECTOR_OPERATORS",
                                         "__ARM_FEATURE_SVE_MATMUL_INT8",
                                         "__ARM_FEATURE_SVE_BITS"}, name


def test_host_cpp_fallback(probe, monkeypatch):
    if shutil.which("cpp") is None:
        pytest.skip("GNU cpp is not installed")
    real = shutil.which
    monkeypatch.setattr(cpp.shutil, "which",
                        lambda name: None if name.startswith("clang") else real(name))
    assert cpp.find_preprocessor()[:2] == ["cpp", "-undef"]
    m = Machine.from_file(probe, machine="m4", timing=False,
                          defines={"VALUE": "7", "EXTRA": "0"},
                          include_dirs=(str(probe.parent / "inc"),))
    m.run()
    assert m.exit_code == 7 + 1
