import gc
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))

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
