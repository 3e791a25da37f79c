"""`tilesim runtime-path`: where the SME ABI support routines tilesim ships are, to link them
into a program (docs/c-kernels.md shows how)."""
from __future__ import annotations

import sys

from .render import error


def register(sub) -> None:
    p = sub.add_parser("runtime-path", help="print the path of the SME ABI runtime source "
                       "(sme_abi.S) or, with --object, of it assembled for a machine",
                       description="Print the path of sme_abi.S, the SME ABI support routines "
                       "(__arm_tpidr2_save, __arm_za_disable, __arm_sme_state …) for programs "
                       "built without a runtime that has them. Link it: clang-19 "
                       "--target=aarch64-linux-gnu -march=… prog.c $(tilesim runtime-path)")
    p.add_argument("--object", action="store_true",
                   help="print the path of an object assembled for --machine's features "
                   "(cached; needs clang-19 or aarch64-linux-gnu-as)")
    p.add_argument("--machine", default=None, metavar="NAME",
                   help="with --object: the machine whose features it is built for (default: "
                   "QEMU max)")
    p.set_defaults(func=run)


def run(args) -> int:
    from simulator.features import machine_features
    from simulator.runtime import SME_ABI, RuntimeBuildError, sme_abi_object

    if not args.object:
        if args.machine:
            error("--machine applies with --object", "add --object")
            return 2
        print(SME_ABI)
        return 0
    try:
        print(sme_abi_object(machine_features(args.machine)))
    except RuntimeBuildError as e:
        error(str(e))
        return 2
    sys.stdout.flush()
    return 0
