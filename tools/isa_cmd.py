"""`tilesim isa [MNEMONIC] [--markdown]`: the instruction reference, generated from the tables."""
from __future__ import annotations

import argparse
import difflib
import sys


def register(sub) -> None:
    p = sub.add_parser("isa", help="instruction reference (A64/SVE/SME and VF), from the tables",
                       description="Print the instruction reference: every mnemonic with its "
                                   "encodings, timing class and mode rule (docs/isa.md).")
    p.add_argument("mnemonic", nargs="?", help="one mnemonic (A64 or VF); default: all")
    p.add_argument("--markdown", action="store_true",
                   help="print the whole reference as Markdown (what docs/isa.md holds)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from isa.a64.backend import A64Backend
    from isa.vf.table import FORMS

    from .isa_doc import render_a64, render_markdown, render_vf

    if args.markdown:
        if args.mnemonic:
            print("tilesim isa: --markdown prints the whole reference; give no mnemonic",
                  file=sys.stderr)
            return 2
        sys.stdout.write(render_markdown())
        return 0
    if not args.mnemonic:
        names = A64Backend().mnemonics()
        print(f"A64/SVE/SME ({len(names)}): " + " ".join(names))
        print(f"VF ({len(FORMS)}): " + " ".join(FORMS))
        print("tilesim isa MNEMONIC prints one entry; --markdown the whole reference")
        return 0
    m = args.mnemonic.lower()
    a64, vf = render_a64(m), render_vf(m)
    if not a64 and not vf:
        known = A64Backend().mnemonics() + list(FORMS)
        close = difflib.get_close_matches(m, known, n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        print(f"tilesim isa: unknown mnemonic '{args.mnemonic}'{hint}", file=sys.stderr)
        return 2
    if a64:
        print("\n".join(a64).rstrip())
    if vf:
        print("VF ISA:\n" + "\n".join(vf))
    return 0
