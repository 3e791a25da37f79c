"""The cycle model against published Apple M4 measurements (programs/calibration/: each file
names its figure and source). Every row is within 10 % unless its file declares a known miss
with the reason; a declared miss must still be a miss (so the list stays honest)."""
from __future__ import annotations

import glob
import os

import pytest

from tools import calibrate_cmd as C

NAMES = sorted(os.path.basename(p)[:-2] for p in glob.glob(os.path.join(C.CAL_DIR, "*.s")))


@pytest.mark.parametrize("name", NAMES)
def test_row_within_10_percent(name):
    (row,) = C.rows([name])
    assert row.source and row.published > 0
    if row.known_miss:
        assert not row.within, f"{name} is within 10 % now: drop its known-miss line"
    else:
        assert row.within, f"{name}: model {row.model} vs published {row.published} {row.unit}"


def test_cli_table(capsys):
    from tools.cli import main

    assert main(["calibrate", "empty_loop", "fmopa4_subs"]) == 0
    out = capsys.readouterr().out
    assert "empty_loop" in out and "2/2 rows within 10 %" in out


def test_cli_unknown_name(capsys):
    from tools.cli import main

    assert main(["calibrate", "no_such_row"]) == 2
    assert "unknown program no_such_row" in capsys.readouterr().out


# ---------------------------------------------------------------- VF rows (programs/vf/)
VF_NAMES = [C._name(p) for p in C._vf_paths()]


def test_vf_rows_are_the_published_set():
    # GELU fused / unrolled / with eltwise one loop / split, the vexp issue cost and the softmax
    # progression (Cases 0, 1, 2, 3, 5): every VF figure the cycle-model issue lists
    assert set(VF_NAMES) >= {"gelu_fused", "gelu_unroll6", "gelu_eltwise_fused",
                             "gelu_eltwise_split", "vexp_issue", "softmax0_membase",
                             "softmax1_naive", "softmax2_fused", "softmax3_unroll",
                             "softmax5_maintail"}


@pytest.mark.parametrize("name", VF_NAMES)
def test_vf_row_within_10_percent(name):
    (row,) = C.rows([name])
    assert row.source.startswith("cannmirror/asc-devkit") and row.published > 0
    if row.known_miss:
        assert not row.within, f"{name} is within 10 % now: drop its known-miss line"
    else:
        assert row.within, f"{name}: model {row.model} vs published {row.published} {row.unit}"


# ---------------------------------------------------------------- FLOPs the model counts
def _flops(path: str, iters: int) -> dict:
    from simulator import Machine

    with open(path) as fh:
        m = Machine.from_source(fh.read(), path, defsyms={"ITERS": iters}, svl=512, machine="m4")
    assert m.run() == 0
    return dict(m.timing.flops)


def _flop_row(name: str) -> bool:
    h = C._header(os.path.join(C.CAL_DIR, name + ".s"))
    return h["published"].split()[1] in ("GFLOPS", "GOPS")


@pytest.mark.parametrize("name", [n for n in NAMES if n.startswith(("sme2_", "smopa", "fmopa_f64"))
                                  and _flop_row(n)])
def test_counted_flops_equal_the_published_work(name):
    """The simulator counts FLOPs/OPs from each instruction's operands (SME2 ZA-array ops
    included); op_benchmarks' convention (benchmarks.yaml: OPs per output element) gives the
    header's work per iteration. They must agree, so GFLOPS/GOPS in `tilesim run --stats` are
    the published unit. (FLOPs are counted per instruction, not timed: a few iterations show
    the per-iteration count the 100/300 cycle runs measure.)"""
    path = os.path.join(C.CAL_DIR, name + ".s")
    h = C._header(path)
    a, b = _flops(path, 1), _flops(path, 3)
    per = sum(b.values()) - sum(a.values())
    assert per == 2 * int(h["work-per-iteration"]), (a, b)
