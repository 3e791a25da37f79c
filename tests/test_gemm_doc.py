"""docs/gemm.md's packed-vs-unpacked scaling table is the program's output: each row is run
again (`tilesim gemm --json`, packed and `--unpacked`) and every figure compared."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tools.cli import main

DOC = Path(__file__).resolve().parent.parent / "docs" / "gemm.md"
ROW = re.compile(r"^\| (\d+) \| ([\d,]+) \| \**([\d.]+) %\** \| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \| "
                 r"([\d.]+) % \|$", re.M)


def _rows() -> dict[int, tuple]:
    rows = {int(m.group(1)): m.groups()[1:] for m in ROW.finditer(DOC.read_text())}
    assert sorted(rows) == [64, 128, 256, 512], "the scaling table's rows were not found"
    return rows


def _gemm(n: int, capsys, *extra: str) -> dict:
    assert main(["gemm", "--m", str(n), "--n", str(n), "--k", str(n), "--json", *extra]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("n", [64, 128, 256, 512])
def test_scaling_table_row_is_what_tilesim_gemm_prints(n, capsys):
    packed, pct, pack, kern, unpacked, upct = _rows()[n]
    p = _gemm(n, capsys)
    u = _gemm(n, capsys, "--unpacked")
    assert p["ok"] and u["ok"]
    assert f"{p['cycles']:,}" == packed and f"{100 * p['peak_fraction']:.1f}" == pct
    assert (f"{p['pack_cycles']:,}", f"{p['kernel_cycles']:,}") == (pack, kern)
    assert f"{u['cycles']:,}" == unpacked and f"{100 * u['peak_fraction']:.1f}" == upct
