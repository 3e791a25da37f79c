"""Commands shown with their output in README.md and docs/*.md, run and compared.

A transcript is an indented (4-space) block outside code fences whose first line starts with
``$ ``: each ``$ COMMAND`` line is followed by what the command prints (stdout and stderr as a
terminal shows them), up to the next ``$ `` line or the end of the block. ``tilesim`` in a
command runs this source tree's CLI; ``cd DIR && ...`` runs in DIR (from the repository root);
``echo $?`` prints the previous command's exit status.

In the expected text, ``…`` stands for any characters within a line, and a line that is only
``…`` for any number of lines. Host-dependent figures (the wall-clock seconds a run took) are
written as ``…`` by :func:`regenerate`, which rewrites every transcript with the output of
today's program: ``python3 -m tools.doc_transcripts --write`` after a change that moves
figures; ``tests/test_doc_transcripts.py`` fails while a transcript differs.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import attrs

ROOT = Path(__file__).resolve().parent.parent
# wall-clock figures: written as … in the documents, so they never drift
VOLATILE = [(re.compile(r"\b\d+\.\d+ s simulated run"), "… s simulated run"),
            (re.compile(r"\[\d+(\.\d+)? s\]"), "[… s]")]


@attrs.define
class Transcript:
    """One ``$ command`` and the lines shown after it (``line``: the command's, 1-based)."""

    path: Path
    line: int
    command: str
    expected: list[str]

    @property
    def name(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def transcripts(path: Path) -> list[Transcript]:
    out: list[Transcript] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    fenced = False
    i = 0
    while i < len(lines):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            fenced = not fenced
        starts = ln.startswith("    $ ") and (i == 0 or not lines[i - 1].startswith("    "))
        if not fenced and starts:
            j = i
            while j < len(lines) and (lines[j].startswith("    ") or _inner_blank(lines, j)):
                if lines[j].startswith("    $ "):
                    out.append(Transcript(path, j + 1, lines[j][6:], []))
                else:
                    out[-1].expected.append(lines[j][4:].rstrip())
                j += 1
            while out and out[-1].expected and not out[-1].expected[-1]:
                out[-1].expected.pop()
            i = j
            continue
        i += 1
    return out


def _inner_blank(lines: list[str], j: int) -> bool:
    """An empty line inside an indented block (the block goes on after it)."""
    if lines[j].strip():
        return False
    k = j
    while k < len(lines) and not lines[k].strip():
        k += 1
    return k < len(lines) and lines[k].startswith("    ") and not lines[k].startswith("    $ ")


def workdir(tmp: Path) -> Path:
    """A directory for running transcripts: ``programs`` (and ``tests``, whose sources some
    documents run) link to the source tree's, and what the commands write (sweep results,
    plots) stays here."""
    for name in ("programs", "tests"):
        link = tmp / name
        if not link.exists():
            link.symlink_to(ROOT / name)
    return tmp


def run(t: Transcript, cwd: Path, status: int = 0) -> tuple[list[str], int]:
    """(the lines ``t.command`` prints in ``cwd``, its exit status); ``status``: the previous
    command's."""
    if t.command.strip() == "echo $?":
        return [str(status)], 0
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1", COLUMNS="100",
               TILESIM_NO_CACHE="1")
    script = f'tilesim() {{ "{sys.executable}" -m tools.cli "$@"; }}\n{t.command}\n'
    p = subprocess.run(["bash", "-c", script], cwd=cwd, env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)
    text = p.stdout
    for pat, rep in VOLATILE:
        text = pat.sub(rep, text)
    return [ln.rstrip() for ln in text.splitlines()], p.returncode


def matches(expected: list[str], actual: list[str]) -> bool:
    """``expected`` (with ``…`` wildcards) against ``actual``."""
    def line_ok(e: str, a: str) -> bool:
        if "…" not in e:
            return e == a
        return re.fullmatch(".*".join(re.escape(p) for p in e.split("…")), a) is not None

    def go(i: int, j: int) -> bool:
        if i == len(expected):
            return j == len(actual)
        if expected[i] == "…":
            return any(go(i + 1, k) for k in range(j, len(actual) + 1))
        return j < len(actual) and line_ok(expected[i], actual[j]) and go(i + 1, j + 1)
    return go(0, 0)


def regenerate(path: Path, cwd: Path) -> int:
    """Rewrite the transcripts of ``path`` that differ with today's output; how many changed."""
    lines = path.read_text(encoding="utf-8").splitlines()
    ts, results, status = transcripts(path), [], 0
    for t in ts:
        got, status = run(t, cwd, status)
        results.append(got)
    changed = 0
    for t, got in reversed(list(zip(ts, results))):  # bottom-up: line numbers stay valid
        if matches(t.expected, got):
            continue
        lines[t.line:t.line + len(t.expected)] = ["    " + g if g else "" for g in got]
        changed += 1
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return changed


def main(argv: list[str] | None = None) -> int:
    import tempfile

    argv = sys.argv[1:] if argv is None else argv
    bad = 0
    for path in documents():
        with tempfile.TemporaryDirectory() as tmp:
            cwd = workdir(Path(tmp))
            if "--write" in argv:
                n = regenerate(path, cwd)
                if n:
                    print(f"{path.relative_to(ROOT)}: {n} transcripts rewritten")
                continue
            status = 0
            for t in transcripts(path):
                got, status = run(t, cwd, status)
                if not matches(t.expected, got):
                    bad += 1
                    print(f"{t.name}: $ {t.command}: output differs")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
