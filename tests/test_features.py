"""Architecture features per machine (simulator/features.py): SIGILL where the core lacks them.

Apple M4 implements SME2 but no SVE outside streaming mode and no FA64 (LLVM
AArch64Processors.td AppleM4); QEMU's ``-cpu max`` (the default) implements everything.
"""
import subprocess

import pytest

from simulator import Machine
from simulator.features import ALL, feature_set
from tools import qemu_oracle
from tools.cli import main

EXIT = "    mov x0, #0\n    mov x8, #93\n    svc #0\n"
NON_STREAMING_SVE = "_start:\n    ptrue p0.s\n    mov z0.s, #1\n    add z1.s, z0.s, z0.s\n" + EXIT
STREAMING_SVE = "_start:\n    smstart sm\n    ptrue p0.s\n    mov z0.s, #1\n    smstop sm\n" + EXIT
NEON_STREAMING = "_start:\n    smstart sm\n    add v0.4s, v1.4s, v2.4s\n    smstop sm\n" + EXIT
NEON_PLAIN = "_start:\n    add v0.4s, v1.4s, v2.4s\n    fadd s0, s1, s2\n" + EXIT
SCALAR_FP_STREAMING = "_start:\n    smstart sm\n    fadd s0, s1, s2\n    smstop sm\n" + EXIT
SME2_P1 = "_start:\n    smstart\n    movaz z0.s, za0h.s[w12, 0]\n    smstop\n" + EXIT
RDSVL = "_start:\n    rdsvl x1, #1\n" + EXIT
PN_NON_STREAMING = "_start:\n    ptrue pn8.s\n" + EXIT  # SVE2p1 outside streaming mode
ZT0_ZA_ONLY = "_start:\n    smstart za\n    zero {zt0}\n    smstop za\n" + EXIT


def run(src: str, features: str | None) -> int:
    m = Machine.from_source(src, features=features)
    m.run()
    return m.exit_code


@pytest.mark.parametrize("src, m4_status", [
    (NON_STREAMING_SVE, 132), (STREAMING_SVE, 0), (NEON_STREAMING, 132), (NEON_PLAIN, 0),
    (SCALAR_FP_STREAMING, 0), (RDSVL, 0), (PN_NON_STREAMING, 132), (ZT0_ZA_ONLY, 0)])
def test_m4_mode_rules(src, m4_status):
    assert run(src, "m4") == m4_status


@pytest.mark.parametrize("src", [
    NON_STREAMING_SVE, STREAMING_SVE, NEON_STREAMING, NEON_PLAIN, SCALAR_FP_STREAMING, RDSVL,
    ZT0_ZA_ONLY, PN_NON_STREAMING])
def test_max_and_generic_run_everything(src):
    assert run(src, None) == 0           # QEMU max: everything runs
    assert run(src, "generic") == 0


def test_m4_sigill_names_the_rule():
    m = Machine.from_source(NON_STREAMING_SVE, features="m4")
    m.run()
    assert m.fault is not None and "streaming mode" in m.fault.detail
    assert m.fault.insn.mnemonic == "ptrue"


def test_sme2p1_movaz_runs_on_max_and_is_sigill_on_m4():
    """SME2p1's MOVAZ (QEMU max executes it; tests/test_fp8.py compares it) is SIGILL on the
    M4, which has SME2 but not SME2p1."""
    assert run(SME2_P1, None) == 0
    assert run(SME2_P1, "m4") == 132


def test_cli_machine_m4_sigill(tmp_path, capsys):
    f = tmp_path / "nsve.s"
    f.write_text(NON_STREAMING_SVE)
    assert main(["run", str(f), "--machine", "m4"]) == 132
    assert "SIGILL" in capsys.readouterr().err
    assert main(["run", str(f)]) == 0            # default: QEMU max features, m4 timing
    assert main(["run", str(f), "--machine", "generic"]) == 0


def test_feature_sets():
    assert "sve" not in feature_set("m4") and "sme2" in feature_set("m4")
    assert {"sme-f64f64", "sme-i16i64"} <= feature_set("m4")
    assert not {"sme2p1", "sme-f16f16", "sme-b16b16", "sme-fa64"} & feature_set("m4")
    assert "sve" in feature_set(None)
    assert feature_set("/tmp/my_core.toml") == ALL  # a user's description: QEMU max's


# QEMU 11.1 as the oracle: ``-cpu max,sve=off,sme=on`` is a core with SME but no SVE outside
# streaming mode and, like the M4, no Advanced SIMD vector forms in streaming mode
M4_LIKE_QEMU = ("-cpu", "max,sve=off,sme=on")


@pytest.mark.skipif(not (qemu_oracle.clang_available() and qemu_oracle.tools_available()),
                    reason="needs clang-19, ld.lld-19 and QEMU 11.1 (tools/qemu_oracle.py)")
@pytest.mark.parametrize("name, src", [("nsve", NON_STREAMING_SVE), ("ssve", STREAMING_SVE),
                                       ("neon_sm", NEON_STREAMING), ("neon", NEON_PLAIN),
                                       ("fp_sm", SCALAR_FP_STREAMING), ("rdsvl", RDSVL),
                                       ("pn", PN_NON_STREAMING), ("zt0", ZT0_ZA_ONLY)])
def test_m4_status_matches_qemu_without_sve(name, src, tmp_path):
    path = tmp_path / f"{name}.s"
    path.write_text("    .text\n    .globl _start\n" + src)
    exe = qemu_oracle.build_clang(path, tmp_path)
    proc = subprocess.run([qemu_oracle.QEMU, *M4_LIKE_QEMU, str(exe)], capture_output=True,
                          timeout=60)
    assert run(src, "m4") == qemu_oracle.status_from_returncode(proc.returncode)


def test_cli_gemm_sve_refused_on_m4(capsys):
    assert main(["gemm", "--kernel", "sve", "--machine", "m4", "--m", "8", "--n", "8",
                 "--k", "8"]) == 2
    assert "--machine generic" in capsys.readouterr().err
