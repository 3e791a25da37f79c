import gc
import os
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.dirname(__file__))
sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # tools

# CI (.ci/run) sets TILESIM_REQUIRE_ORACLES=1: a missing or wrong-version oracle (QEMU 11.1,
# clang-19, ld.lld-19, llvm-objdump-19, the GNU cross binutils, aarch64-linux-gnu-gcc-12 and
# -g++-12) stops the run before any test, and every skipped test is a failure, so nothing the
# oracles should check passes unchecked.
REQUIRE_ORACLES = os.environ.get("TILESIM_REQUIRE_ORACLES") == "1"

# the decoded-program cache (simulator/progcache) is off for the suite, so no stale entry can
# stand in for what a test assembles; tests/test_progcache.py turns it on in its own tmp dirs.
# Subprocesses (`tilesim ...`) inherit both settings; the user's cache dir is never touched.
os.environ["TILESIM_NO_CACHE"] = "1"
os.environ["TILESIM_CACHE_DIR"] = os.path.join(tempfile.gettempdir(),
                                               f"tilesim-test-cache-{os.getpid()}")

# Assembled and decoded programs are large object graphs that outlive many allocations: at the
# default gen-0 threshold (700) the collector walks them again and again (programs/ items: 28 s
# at 700, 20 s at 5000; test_random_diff.py: 19 s, 16 s). `tilesim` itself raises it
# further (tools/cli.py); 5000 keeps the suite's peak memory within ~80 MB of the default.
gc.set_threshold(5000, 10, 10)


def pytest_addoption(parser):
    parser.addoption("--random-diff-count", type=int, default=1000,
                     help="random cases the slow random differential test runs "
                          "(tests/test_random_diff.py)")


def pytest_collection_modifyitems(config, items):
    """``slow`` tests run only when asked for (``-m slow``)."""
    if "slow" in (config.getoption("-m") or ""):
        return
    keep = [it for it in items if it.get_closest_marker("slow") is None]
    if len(keep) != len(items):
        config.hook.pytest_deselected(items=[it for it in items if it not in keep])
        items[:] = keep


def pytest_sessionstart(session):
    if REQUIRE_ORACLES:
        from tools.qemu_oracle import oracle_problems

        problems = oracle_problems()
        if problems:
            raise pytest.UsageError("TILESIM_REQUIRE_ORACLES=1: " + "; ".join(problems))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    if REQUIRE_ORACLES and rep.skipped and not hasattr(rep, "wasxfail"):
        reason = rep.longrepr[2] if isinstance(rep.longrepr, tuple) else str(rep.longrepr)
        rep.outcome = "failed"
        rep.longrepr = f"TILESIM_REQUIRE_ORACLES=1 and the test was skipped: {reason}"
