"""`tilesim bench` whole-program rows: the fields a row reports (not the speed), on the static
glibc hello world, built by clang-19 and run under tilesim and QEMU 11.1 as whole processes."""
from __future__ import annotations

import json

import pytest

from tools import bench_programs as bp
from tools import qemu_oracle as q
from tools.cli import main


@pytest.mark.skipif(bool(bp.missing_tools()), reason=f"needs {bp.missing_tools()}")
def test_bench_hello_row_fields(capsys):
    assert main(["bench", "hello-c", "--repeat", "1", "--json"]) == 0
    (r,) = json.loads(capsys.readouterr().out)
    assert r["name"] == "hello-c" and r["repeat"] == 1
    assert r["tilesim_status"] == 0 and r["timed_same_output"] is True
    assert 0 < r["cpu_seconds"] < 120 and 0 < r["timed_cpu_seconds"] < 120
    assert r["timed_over_functional"] == round(r["timed_cpu_seconds"] / r["cpu_seconds"], 2)
    assert 10_000 < r["instructions"] < 200_000  # glibc start-up + printf: ~30,000
    assert r["load_average"] >= 0
    assert r["targets"][0].startswith("functional process <= 1.5 CPU-s")
    assert r["targets"][0].endswith((": met", ": NOT met"))
    if q.tools_available():  # the same ELF under qemu-aarch64: same bytes out, same status
        assert r["qemu_status"] == 0 and r["same_output_as_qemu"] is True
        assert r["qemu_cpu_seconds"] > 0 and r["over_qemu"] > 0
    line = bp.line(r)
    assert line.startswith("hello-c") and f"load {r['load_average']:.2f}" in line
    assert "target functional process <= 1.5 CPU-s" in line


def test_bench_rows_are_listed_in_the_cli():
    from tools.cli import build_parser

    p = build_parser()
    args = p.parse_args(["bench", "startup", "sha256-c", "iostream-cpp", "--repeat", "1"])
    assert args.names == ["startup", "sha256-c", "iostream-cpp"]


@pytest.mark.skipif(bool(bp.missing_tools("gemm-128")),
                    reason=f"needs {bp.missing_tools('gemm-128')}")
def test_bench_gemm_elf_row(capsys):
    """programs/gemm/gemm_elf.s built by GNU as into one ELF taking n: tilesim (functional and
    m4) and QEMU exit 0, which the program gives only when C's corner elements equal n."""
    assert main(["bench", "gemm-128", "--repeat", "1", "--json"]) == 0
    (r,) = json.loads(capsys.readouterr().out)
    assert r["args"] == ["128"] and r["tilesim_status"] == 0 and r["timed_same_output"] is True
    assert 8 * 8 * 128 // 2 < r["instructions"]  # at least the 128^3 / (16 * 16) FMOPAs
    if q.tools_available():
        assert r["qemu_status"] == 0 and r["same_output_as_qemu"] is True


def test_gemm_512_targets_are_qemu_ratios():
    w = bp.PROGRAMS["gemm-512"]
    got = bp.targets(w, {"cpu_seconds": 3.0, "over_qemu": 1.5, "timed_over_qemu": 4.5,
                         "timed_over_functional": 3.0})
    assert got[:2] == ["functional <= 2x QEMU (x1.5): met", "m4 <= 4x QEMU (x4.5): NOT met"]
