"""Every command shown with its output in README.md and docs/*.md (an indented block of
``$ COMMAND`` lines and what follows them) is run and its output compared with the document
(tools/doc_transcripts.py: ``…`` stands for elided text; ``python3 -m tools.doc_transcripts
--write`` regenerates the transcripts after a change that moves their figures)."""
from __future__ import annotations

import difflib

import pytest

from tools.doc_transcripts import documents, matches, run, transcripts, workdir

DOCS = [d for d in documents() if transcripts(d)]


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.name)
def test_transcripts_match_the_program(doc, tmp_path):
    cwd = workdir(tmp_path)
    status, bad = 0, []
    for t in transcripts(doc):
        got, status = run(t, cwd, status)
        if not matches(t.expected, got):
            diff = "\n".join(difflib.unified_diff(t.expected, got, "document", "output",
                                                  lineterm="", n=1))
            bad.append(f"{t.name}: $ {t.command}\n{diff}")
    assert not bad, ("transcripts differ (python3 -m tools.doc_transcripts --write "
                     "regenerates them):\n" + "\n\n".join(bad))


# documents whose snippets need files their own test builds first (and runs them there)
RUN_BY_THEIR_OWN_TEST = {"c-kernels.md": "tests/test_c_kernels_doc.py",
                         "profiling.md": "tests/test_profile.py"}


def _python_blocks() -> list[tuple[str, str]]:
    out = []
    for d in documents():
        if d.name in RUN_BY_THEIR_OWN_TEST:
            continue
        text = d.read_text(encoding="utf-8")
        for i, block in enumerate(text.split("```python\n")[1:]):
            out.append((f"{d.name}#{i + 1}", block.split("```", 1)[0]))
    return out


@pytest.mark.parametrize("name, code", _python_blocks(), ids=lambda v: v if "#" in v else "")
def test_python_snippets_run(name, code, monkeypatch):
    """The Python snippets of the documents run as shown (from the repository root), and the
    test functions they define pass."""
    from tools.doc_transcripts import ROOT

    monkeypatch.chdir(ROOT)
    ns: dict = {"__name__": "doc_snippet"}
    exec(compile(code, name, "exec"), ns)  # noqa: S102 - the project's own documentation
    for key, fn in list(ns.items()):
        if key.startswith("test_") and callable(fn):
            fn()


def test_transcripts_are_found_and_checked():
    """The README's tour is checked (a transcript the parser missed would go unchecked)."""
    readme = [t for d in DOCS if d.name == "README.md" for t in transcripts(d)]
    assert len(readme) >= 6 and all(t.expected for t in readme)
    assert matches(["a … c", "…", "z"], ["a b c", "x", "y", "z"])
    assert not matches(["a … c"], ["a b d"])
