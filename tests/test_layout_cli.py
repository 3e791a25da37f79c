"""`tilesim layout`: plain drawing, --json, --index and error rendering (goldens from openxla docs/tiled_layout.md)."""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tools import layout_cmd

ROOT = Path(__file__).resolve().parents[1]
FIG1_ROWS = [[0, 1, 4, 5, 8], [2, 3, 6, 7, 10], [12, 13, 16, 17, 20]]
FIG2_ROWS = [
    [0, 2, 4, 6, 8, 10, 12, 14],
    [1, 3, 5, 7, 9, 11, 13, 15],
    [16, 18, 20, 22, 24, 26, 28, 30],
    [17, 19, 21, 23, 25, 27, 29, 31],
]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="tilesim")
    sub = parser.add_subparsers(dest="command")
    layout_cmd.register(sub)
    args = parser.parse_args(["layout", *argv])
    status = args.func(args)
    out, err = capsys.readouterr()
    return status, out, err


def grid_rows(text: str, nrows: int) -> list[list[int]]:
    """Numbers of the logical grid rows ('<row> <cells>'), ignoring tile outlines."""
    lines = text.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("logical grid"))
    rows = []
    for line in lines[start + 2 :]:
        m = re.match(r"^\s*(\d+)\s(.*)$", line)
        if m and "-" not in line and len(rows) < nrows:
            rows.append([int(x) for x in re.findall(r"\d+", m.group(2))])
    return rows


def test_plain_drawing_of_figure1(capsys):
    status, out, err = run(capsys, "f32[3,5]{1,0:T(2,2)}")
    assert status == 0 and err == ""
    assert "\x1b" not in out  # no ANSI codes when stdout is not a terminal
    assert grid_rows(out, 3) == FIG1_ROWS
    assert "24 slots" in out and "96 bytes" in out
    # tile outlines: a '|' between columns 1|2 and 3|4, a '-' line between rows 1 and 2
    row0 = next(l for l in out.splitlines() if re.match(r"^0\s", l))
    assert row0.count("|") == 2
    assert any(set(l.strip()) <= set("-+") and l.strip() for l in out.splitlines())
    # physical order with padding slots: slot 8 holds (0,4), slot 9 is padding
    assert re.search(r"8: \(0,4\) · \(1,4\) ·", out)


def test_plain_drawing_of_figure2(capsys):
    status, out, _ = run(capsys, "f32[4,8]{1,0:T(2,4)(2,1)}")
    assert status == 0 and grid_rows(out, 4) == FIG2_ROWS


def test_plain_output_is_deterministic(capsys):
    first = run(capsys, "bf16[3,2,5]{2,0,1:T(2,2)(2,1)}")[1]
    assert first == run(capsys, "bf16[3,2,5]{2,0,1:T(2,2)(2,1)}")[1]
    assert first.count("panel [") == 3  # one panel per index of the major dim


def test_json(capsys):
    status, out, _ = run(capsys, "f32[3, 5]{1,0 : T(2,2)}", "--json")
    data = json.loads(out)
    assert status == 0
    assert set(data) == {"shape", "elements", "slots", "byte_size", "offsets"}
    # 3 x 5 = 15 elements in 2 x 3 tiles of 2 x 2 = 24 slots (9 padding), 4 bytes each
    assert data == {"shape": "f32[3,5]{1,0:T(2,2)}", "elements": 15, "slots": 24, "byte_size": 96,
                    "offsets": FIG1_ROWS}  # fmt: skip


def test_json_s4_sizes(capsys):
    _, out, _ = run(capsys, "s4[3,6]{1,0:T(2,4)E(4)}", "--json")
    data = json.loads(out)
    assert data["slots"] == 2 * 2 * 2 * 4 and data["byte_size"] == 16
    assert data["elements"] == 3 * 6


def test_index_shows_17_with_derivation(capsys):
    status, out, _ = run(capsys, "f32[3,5]{1,0:T(2,2)}", "--index", "2,3")
    assert status == 0
    assert "tile index (1,1)" in out and "within-tile index (0,1)" in out
    assert re.search(r"= 17\b", out) and "byte 68" in out


def test_index_on_two_levels(capsys):
    _, out, _ = run(capsys, "f32[8,8]{1,0:T(2,4)(2,1,1,1)}", "--index", "6,5")
    assert re.search(r"= 51\b", out) and "level 2 T(2,1,1,1)" in out


def test_index_out_of_bounds_exits_2(capsys):
    status, out, err = run(capsys, "f32[3,5]", "--index", "3,0")
    assert status == 2 and out == "" and "out of bounds" in err


def test_bad_shape_exits_2_with_location(capsys):
    text = "f32[123,456,789]{1:T(2,*,128)}"
    status, out, err = run(capsys, text)
    assert status == 2 and out == ""
    lines = err.splitlines()
    assert lines[0] == "<shape>:1:18: error: Dimensions size is 3, but minor to major size is 1."
    assert lines[1] == text
    assert lines[2] == " " * 17 + "^"
    assert "Traceback" not in err


def test_bad_shape_in_a_real_process_has_no_traceback():
    code = (
        "import argparse, sys\n"
        "from tools import layout_cmd\n"
        "p = argparse.ArgumentParser(); s = p.add_subparsers(); layout_cmd.register(s)\n"
        "a = p.parse_args(sys.argv[1:]); sys.exit(a.func(a))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, "layout", "f32[3,5]{1,0:T(2,0)}"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 2
    assert re.match(r"<shape>:1:18: error: tile dimension must be", proc.stderr)
    assert "Traceback" not in proc.stderr and proc.stdout == ""


@pytest.mark.parametrize("text", ["f32[]", "f32[5]{0:T(2)}", "pred[40,3]{0,1:T(32,128)(32,1)E(1)}"])
def test_small_ranks_and_packed_types_draw(capsys, text):
    status, out, _ = run(capsys, text)
    assert status == 0 and out.startswith(text.replace(" ", ""))
