"""`tilesim` command line: one sub-command per module, each exposing ``register(subparsers)``.

Every sub-command's handler returns the process exit status. Errors that carry a source location
are rendered here (tools is the only layer that formats for a terminal).
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys

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
)


def version() -> str:
    """The installed distribution's version (the source tree's when not installed)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("tilesim")
    except PackageNotFoundError:
        return "0.1.0 (not installed)"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tilesim",
        description="Instruction-level, cycle-counting simulator for Arm SVE/SME, an Ascend-style "
        "VF unit and XLA tiled layouts.",
    )
    parser.add_argument("--version", action="version", version=f"tilesim {version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in _COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
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
