"""Random differential test: seeded random straight-line programs (tools/randprog.py) run under
QEMU 11.1 (``-cpu max,sme=on``) and tilesim, all X/Z/P registers, NZCV, ZA, ZT0 and the scratch
memory compared byte for byte; and single random instruction words (tools/randword.py) that must
execute identically or raise SIGILL under both.

CI runs ``BATCHES`` x ``PER_BATCH`` cases (each case about 45 random instructions, half of them
in streaming mode with SME/SME2: base, scalar FP on every special value, Advanced SIMD, SVE,
SME, SME2 multi-vector and ZA-group forms with aliased register lists) and ``WORDS`` words;
``pytest -m slow`` adds the ``SLOW_BATCHES`` after them (the seeds CI ran before its time budget
was cut), ``--random-diff-count N`` more cases and N more words.
"""
from __future__ import annotations

import pytest

from tools import objdump_oracle, qemu_oracle
from tools.randprog import run_batch
from tools.randword import describe, random_words, run_words

BATCHES, PER_BATCH = 3, 40
SLOW_BATCHES = 5  # batches BATCHES .. BATCHES + SLOW_BATCHES - 1, under -m slow
SLOW_BASE = 1_000_000  # the long run's seeds do not overlap CI's
WORDS = 40  # single words in CI (about 0.25 s each)

needs_oracle = pytest.mark.skipif(
    not (qemu_oracle.clang_available() and qemu_oracle.tools_available()),
    reason="needs clang-19, ld.lld-19 and QEMU 11.1 (tools/qemu_oracle.py)")


@needs_oracle
@pytest.mark.parametrize("batch", [*range(BATCHES), *(
    pytest.param(b, marks=pytest.mark.slow) for b in range(BATCHES, BATCHES + SLOW_BATCHES))])
def test_random_programs_match_qemu(batch, tmp_path):
    seeds = list(range(batch * PER_BATCH, (batch + 1) * PER_BATCH))
    r = run_batch(seeds, tmp_path)
    assert r.lines > 30 * PER_BATCH  # the generator still produces real programs
    # only lines clang-19 rejects are dropped (the generator's invalid combinations); a line
    # clang accepts and tilesim rejects is in r.mismatch unless KNOWN_UNSUPPORTED names it
    assert r.dropped < r.lines // 10, "too many generated lines rejected by clang-19"
    assert not r.mismatch, r.mismatch


@needs_oracle
@pytest.mark.slow
def test_random_programs_long_run(request, tmp_path):
    count = request.config.getoption("--random-diff-count")
    failures, done, lines = [], 0, 0
    for start in range(SLOW_BASE, SLOW_BASE + count, PER_BATCH):
        seeds = list(range(start, min(start + PER_BATCH, SLOW_BASE + count)))
        r = run_batch(seeds, tmp_path)
        done, lines = done + r.cases, lines + r.lines
        if r.mismatch:
            failures.append(r.mismatch)
    print(f"random differential run: {done} cases, {lines} instructions, "
          f"{len(failures)} failing batches")
    assert not failures, "\n\n".join(failures[:5])


needs_word_oracles = pytest.mark.skipif(
    not (qemu_oracle.clang_available() and qemu_oracle.tools_available()
         and objdump_oracle.available()),
    reason="needs clang-19, ld.lld-19, llvm-objdump-19 and QEMU 11.1")


def _check_words(words, tmp_path) -> dict:
    outcomes = run_words(words, tmp_path)
    verdicts: dict[str, int] = {}
    for o in outcomes:
        verdicts[o.verdict] = verdicts.get(o.verdict, 0) + 1
    bad = [describe(o) for o in outcomes if o.verdict == "mismatch"]
    assert not bad, f"{len(bad)} of {len(words)} words differ:\n" + "\n".join(bad[:20])
    return verdicts


@needs_word_oracles
def test_random_words_match_qemu(tmp_path):
    """Words QEMU 11.1 executes and tilesim does not are allowed only when
    tools/randword.py's KNOWN_UNSUPPORTED (or randprog's) names their form."""
    verdicts = _check_words(random_words(0, WORDS), tmp_path)
    assert verdicts.get("same", 0) >= WORDS // 5 and verdicts.get("sigill", 0) >= WORDS // 5


@needs_word_oracles
@pytest.mark.slow
def test_random_words_long_run(request, tmp_path):
    count = request.config.getoption("--random-diff-count")
    verdicts = _check_words(random_words(SLOW_BASE, count), tmp_path)
    print(f"random words: {verdicts}")
