"""docs/isa.md is generated from the instruction tables and must not be stale; `tilesim isa`."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from isa.a64.backend import A64Backend
from isa.vf.table import FORMS, MNEMONICS
from tools.isa_doc import render_markdown

DOC = Path(__file__).resolve().parent.parent / "docs" / "isa.md"


@pytest.fixture(scope="module")
def rendered() -> str:
    """The generated reference, rendered once for the tests below (~2 s)."""
    return render_markdown()


def test_docs_isa_md_is_current(rendered):
    assert DOC.read_text() == rendered, \
        "docs/isa.md is stale: regenerate with `tilesim isa --markdown > docs/isa.md`"


def test_reference_lists_every_mnemonic(rendered):
    text = rendered
    for m in A64Backend().mnemonics():
        assert f"### `{m}`" in text, m
    for m in MNEMONICS:
        assert f"- `{m}`: `" in text, m
    assert set(FORMS) == set(MNEMONICS)


def _isa(*args):
    return subprocess.run([sys.executable, "-m", "tools.cli", "isa", *args],
                          capture_output=True, text=True)


def test_isa_command_one_entry_and_unknown():
    r = _isa("fmopa")
    assert r.returncode == 0 and "### `fmopa`" in r.stdout and "sme_fmopa" in r.stdout
    r = _isa("fmopx")
    assert r.returncode == 2 and "did you mean" in r.stderr and "fmopa" in r.stderr
    r = _isa("add", "--markdown")
    assert r.returncode == 2
