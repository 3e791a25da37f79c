"""Option types and up-front validation for `tilesim run` (and `debug`): every usage error is
found before the program is assembled or run and exits 2.

Which options apply to which kind of program:

=====================  ===========================  =========================================
option                 Arm (.s, .S, ELF)            VF (`.arch ascend-vf`)
=====================  ===========================  =========================================
--svl, --vl            vector lengths               rejected (the VF unit has no VL)
--defsym               assembly symbols (not ELF)   assembly symbols (overrides .equ NAME)
--machine              an Arm description (m4, …)   a VF description (ascend950)
--no-timing            functional only              rejected (the VF unit always counts)
--stats, --stats-json  cycle report                 cycle split (same flags)
--timeline, --trace    cycle model views            rejected (no per-instruction schedule)
--profile*             per function / source line   rejected (no functions or calls)
--remarks              rejected (no loop remarks)   loop-classification remarks
=====================  ===========================  =========================================
"""
from __future__ import annotations

import argparse
import re

# Arm ARM (DDI 0487) B1.2/ZCR_ELx.LEN, SMCR_ELx.LEN: VL is a multiple of 128 bits up to 2048; SVL a
# power of two from 128 to 2048
_VL_HINT = "a multiple of 128 from 128 to 2048"
_SVL_HINT = "a power of two from 128 to 2048"


def vl_bits(text: str) -> int:
    v = _int(text)
    if not (128 <= v <= 2048 and v % 128 == 0):
        raise argparse.ArgumentTypeError(f"{text}: the vector length must be {_VL_HINT}")
    return v


def svl_bits(text: str) -> int:
    v = _int(text)
    if not (128 <= v <= 2048 and v & (v - 1) == 0):
        raise argparse.ArgumentTypeError(f"{text}: the streaming vector length must be {_SVL_HINT}")
    return v


def positive(text: str) -> int:
    v = _int(text)
    if v <= 0:
        raise argparse.ArgumentTypeError(f"{text}: expected a positive integer")
    return v


def defsym(text: str) -> tuple[str, int]:
    name, sep, value = text.partition("=")
    name = name.strip()
    try:
        if sep and re.fullmatch(r"[A-Za-z_.$][\w.$]*", name):
            return name, int(value, 0)
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(f"{text}: expected NAME=INTEGER (e.g. --defsym N=64)")


def env_assignment(text: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text}: expected VAR=VALUE (e.g. -E LANG=C)")
    return name, value


def window(text: str) -> tuple[int, int]:
    a, sep, b = text.partition(":")
    try:
        start, count = int(a), int(b)
        if sep and start >= 0 and count > 0:
            return start, count
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(f"{text}: expected START:COUNT (e.g. --timeline 0:40)")


def _int(text: str) -> int:
    try:
        return int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text}: expected an integer") from None


class UsageError(Exception):
    """A usage error found before running: message and hint (exit status 2)."""

    def __init__(self, message: str, hint: str = ""):
        super().__init__(message)
        self.message, self.hint = message, hint


_VF_REJECTED = (
    ("svl", "--svl", "the VF unit has no streaming vector length"),
    ("vl", "--vl", "the VF unit has no SVE vector length"),
    ("no_timing", "--no-timing", "the VF unit always counts cycles (machine ascend950)"),
    ("timeline", "--timeline", "the VF cycle model has no per-instruction schedule; use --stats"),
    ("trace", "--trace", "the VF cycle model has no per-instruction schedule; use --stats"),
    ("profile", "--profile", "profiles follow Arm functions and calls; use --stats"),
    ("profile_lines", "--profile-lines", "profiles follow Arm functions and calls; use --stats"),
    ("profile_out", "--profile-out", "profiles follow Arm functions and calls; use --stats"),
)


def validate(args, kind: str) -> None:
    """Raise :class:`UsageError` when an option does not apply to a ``kind`` ("arm", "elf",
    "vf") program or options contradict each other."""
    if kind == "vf":
        for attr, flag, why in _VF_REJECTED:
            if getattr(args, attr, None):
                raise UsageError(f"{flag} does not apply to a VF program (.arch ascend-vf): {why}",
                                 f"drop {flag}")
    else:
        if getattr(args, "remarks", False):
            raise UsageError("--remarks applies to VF programs (.arch ascend-vf): Arm programs "
                             "have no loop-classification remarks",
                             "drop --remarks (`tilesim asm FILE` lists assembler warnings)")
        if kind == "elf" and getattr(args, "defsym", None):
            raise UsageError("--defsym applies to assembly source, not to an ELF file",
                             "rebuild the executable with the symbol changed")
        if getattr(args, "no_timing", False):
            used = [f for a, f in (("stats", "--stats"), ("stats_json", "--stats-json"),
                                   ("timeline", "--timeline"), ("trace", "--trace"))
                    if getattr(args, a, None)]
            if used:
                raise UsageError(f"{', '.join(used)} need{'s' * (len(used) == 1)} the cycle "
                                 "model, which --no-timing turns off", "drop --no-timing")
    name = getattr(args, "machine", None)
    if name:
        from simulator.timing import DescriptionError, available, load_machine

        try:
            desc = load_machine(name)
        except DescriptionError as e:
            raise UsageError(str(e), f"a name ({', '.join(available())}) or a .toml path") \
                from None
        want = "vf" if kind == "vf" else "arm"
        if getattr(desc, "kind", "arm") != want:
            what = "a VF" if want == "vf" else "an Arm"
            unit = "a VF unit" if desc.kind == "vf" else "an Arm core"
            raise UsageError(f"--machine {name} describes {unit}; this is {what} program",
                             "VF programs run on ascend950; Arm programs on m4 or generic")


def program_kind(path: str) -> str:
    """"elf", "vf" or "arm" by the file's contents (raises OSError)."""
    with open(path, "rb") as fh:
        raw = fh.read()
    if raw[:4] == b"\x7fELF":
        return "elf"
    from isa.vf.ascendc import is_ascendc

    if is_ascendc(path, raw.decode("utf-8", errors="replace")):  # __simd_vf__ functions
        return "vf"
    if path.endswith(".S"):
        return "arm"
    from simulator import is_vf_source

    return "vf" if is_vf_source(raw.decode("utf-8", errors="replace")) else "arm"
