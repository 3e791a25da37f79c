"""The pytest plugin in a foreign project: it collects only files that opt in, never raises a
traceback from collection, and `-p no:tilesim` switches it off."""
import subprocess
import sys
import textwrap

LLVM_MC = textwrap.dedent("""\
    // RUN: llvm-mc -triple=aarch64 -show-encoding -mattr=+sme < %s | FileCheck %s
    fmopa za0.s, p0/m, p0/m, z0.s, z1.s
    // CHECK: fmopa za0.s, p0/m, p0/m, z0.s, z1.s // encoding: [0x00,0x00,0x81,0x80]
    """)
PROG = textwrap.dedent("""\
    // RUN: tilesim
    // CHECK: exit == 7
        .text
    _start:
        mov x0, #7
        mov x8, #93
        svc #0
    """)


def pytest_in(project, *args):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                          capture_output=True, text=True, cwd=project)


def test_foreign_llvm_mc_tests_are_not_collected(tmp_path):
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "mc").mkdir()
    (tmp_path / "mc" / "fmopa.s").write_text(LLVM_MC)
    (tmp_path / "ours.s").write_text(PROG)
    (tmp_path / "old_style.s").write_text(PROG.replace("// RUN: tilesim", "// RUN: --svl 512"))
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "typo.s").write_text(PROG.replace("exit == 7", "exit = 7"))
    r = pytest_in(tmp_path)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "1 failed, 1 passed" in r.stdout and "unknown RUN option" not in r.stdout + r.stderr
    # an opted-in file with a malformed line is a failing item, with its location
    assert "typo.s:2:16: error: '=' is not a CHECK comparison" in r.stdout
    off = pytest_in(tmp_path, "-p", "no:tilesim")
    assert off.returncode == 5 and "no tests ran" in off.stdout  # nothing collected at all


def test_ini_directories_and_malformed_files(tmp_path):
    (tmp_path / "pytest.ini").write_text("[pytest]\ntilesim_programs = progs\n")
    (tmp_path / "progs").mkdir()
    (tmp_path / "progs" / "old_style.s").write_text(PROG.replace("// RUN: tilesim\n", ""))
    (tmp_path / "progs" / "bad.s").write_text(PROG.replace("exit == 7", "exit = 7"))
    (tmp_path / "progs" / "mc.s").write_text(LLVM_MC)
    r = pytest_in(tmp_path, "-rA")
    out = r.stdout
    assert "1 passed" in out and "2 failed" in out, out
    assert "bad.s:2:16: error: '=' is not a CHECK comparison" in out
    assert "mc.s:1:9: error: RUN line runs 'llvm-mc', not tilesim" in out
    assert "Traceback" not in out and "ValueError" not in out


def test_run_line_machine_applies_its_features(tmp_path):
    """`// RUN: --machine m4`: SVE outside streaming mode is SIGILL (exit 132), as on the M4 and
    under QEMU `-cpu max,sve=off,sme=on`; the default machine (QEMU's max) runs it."""
    body = textwrap.dedent("""\
        // CHECK: exit == {code}
            .text
        _start:
            ptrue p0.s
            mov x0, #0
            mov x8, #93
            svc #0
        """)
    (tmp_path / "pytest.ini").write_text("[pytest]\ntilesim_programs = .\n")
    (tmp_path / "m4.s").write_text("// RUN: tilesim --machine m4\n" + body.format(code=132))
    (tmp_path / "max.s").write_text("// RUN: tilesim\n" + body.format(code=0))
    r = pytest_in(tmp_path, "-rA")
    assert "2 passed" in r.stdout, r.stdout + r.stderr
