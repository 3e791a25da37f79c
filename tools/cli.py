"""`tilesim` command line: one sub-command per module, each exposing ``register(subparsers)``.

Every sub-command's handler returns the process exit status. Errors that carry a source location
are rendered here (tools is the only layer that formats for a terminal).
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys

from simulator.hostenv import limit_blas_threads

limit_blas_threads()  # before anything loads numpy (simulator/hostenv.py says why)

# module name -> registers one or more sub-commands
_COMMAND_MODULES = (
    "tools.run_cmd",
    "tools.check_cmd",
    "tools.layout_cmd",
    "tools.bench_cmd",
    "tools.isa_cmd",
    "tools.gemm_cmd",
    "tools.debug_cmd",
    "tools.disasm_cmd",
    "tools.sweep_cmd",
    "tools.calibrate_cmd",
    "tools.coverage",
    "tools.profile_cmd",
    "tools.runtime_cmd",
)


def version() -> str:
    """The installed distribution's version (the source tree's when not installed)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("tilesim")
    except PackageNotFoundError:
        return "0.1.0 (not installed)"


class _Version(argparse.Action):
    """``--version``, looked up only when asked for (importlib.metadata is slow to load)."""

    def __call__(self, parser, namespace, values, option_string=None):
        parser._print_message(f"tilesim {version()}\n", sys.stdout)
        parser.exit()


# sub-command -> its module: only the chosen command's module is imported (start-up time);
# tests/test_progcache.py checks this against what each module registers
_COMMAND_MODULE = {"run": "tools.run_cmd", "asm": "tools.run_cmd", "check": "tools.check_cmd",
                   "layout": "tools.layout_cmd", "bench": "tools.bench_cmd",
                   "isa": "tools.isa_cmd", "gemm": "tools.gemm_cmd", "debug": "tools.debug_cmd",
                   "disasm": "tools.disasm_cmd", "sweep": "tools.sweep_cmd",
                   "calibrate": "tools.calibrate_cmd",
                   "coverage": "tools.coverage", "profile": "tools.profile_cmd",
                   "runtime-path": "tools.runtime_cmd"}


def _chosen_command(argv: list[str] | None) -> str | None:
    """The sub-command ``argv`` names (its first word that is not an option), if known."""
    for word in argv or ():
        if not word.startswith("-"):
            return word if word in _COMMAND_MODULE else None
    return None


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The parser; with ``argv`` naming a sub-command, only that command's module is loaded
    (every module otherwise, e.g. for ``--help`` and usage errors)."""
    parser = argparse.ArgumentParser(
        prog="tilesim",
        description="Instruction-level, cycle-counting simulator for Arm SVE/SME, an Ascend-style "
        "VF unit and XLA tiled layouts.",
    )
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="show program's version number and exit")
    parser.add_argument("--no-cache", action="store_true",
                        help="assemble every program afresh: do not use or fill the "
                             "decoded-program cache (also TILESIM_NO_CACHE=1)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    command = _chosen_command(argv)
    for name in (_COMMAND_MODULE[command],) if command else _COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def _short_lived_process() -> None:
    """Garbage-collector settings for a one-shot `tilesim` process: the modules just imported
    live as long as it does (frozen: full collections no longer walk them), and collections
    run less often. Assembled or cached programs are large object graphs a default collector
    walks again and again (a quarter of a small `tilesim gemm`'s CPU time went there)."""
    import gc

    gc.freeze()
    gc.set_threshold(50_000, 20, 100)


def main(argv: list[str] | None = None) -> int:
    process = argv is None  # the `tilesim` command itself (tests pass argv)
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser(argv)
    if process:
        _short_lived_process()
    args = parser.parse_args(argv)
    if args.no_cache:
        os.environ["TILESIM_NO_CACHE"] = "1"  # read where programs are assembled
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("tilesim: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader went away (`tilesim run … | head`): end as a SIGPIPE'd process does,
        # 128 + 13, and keep the interpreter's final flush from reporting the closed pipe
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 141


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
