"""What one instruction may write, decided once per instruction from its operands.

The undo log (:mod:`.history`) saves only the old values of these parts before the instruction
runs. NZCV is always compared, X and SP are compared in full (34 Python ints) unless the
instruction names no X register, no address and is not a branch (``bl`` writes X30 without
naming it); memory is recorded through ``Memory.on_write``. Everything else an instruction may
write is named here:

* the vector state its destination operand names: Z rows (Z, V, Q…, lists of them), P rows
  (P and PN), ZA rows (a tile ``ZAk.T`` is rows ``k, k + esz, …``; a slice of a tile: the whole
  tile, its index is a run-time value; ``za``, ``za0.b``, ZA array vectors and groups: all of
  ZA), ZT0;
* implicit writes the operands do not name: FFR (first-fault and non-fault loads, SETFFR,
  WRFFR), the system registers (MRS CNTVCT_EL0 advances its count), the exclusive monitor
  (LDXR/STXR/CLREX and the rest of that family).

``FULL`` instructions may change the vector lengths or modes, or run the operating system (SVC,
SMSTART/SMSTOP, MSR — MSR SVCR switches modes —, BRK, HVC, a word tilesim cannot run): the log
takes a full snapshot around them. The destination is operand 0 (operand 1 too for the
load-pair forms and MOVAZ, which zeroes what it moves out of ZA); stores write only memory and their base register. The tests
(tests/test_debug_history.py) check these sets against a whole-state comparison on every
instruction of the example programs and of random programs.
"""
from __future__ import annotations

import re

import attrs

from isa.a64 import operands as O

ALL_ROWS = 0  # a ZA row set ``(start, step)`` with step 0: every row of ZA (the first SVL bytes)


@attrs.frozen
class Writes:
    """The parts of the vector and system state one instruction may change."""

    z: tuple[int, ...] = ()
    p: tuple[int, ...] = ()
    za: tuple[tuple[int, int], ...] = ()  # ZA row sets (start, step); step 0: all of ZA
    ffr: bool = False
    zt0: bool = False
    sysregs: bool = False
    monitor: bool = False
    full: bool = False
    x: bool = True  # X or SP may change (False: the instruction names no X register, no
    # address and is not a branch: FMOPA, most SVE and SME data processing)

    @property
    def none(self) -> bool:
        """Nothing beyond X, SP, NZCV and memory."""
        return not (self.z or self.p or self.za or self.ffr or self.zt0 or self.sysregs
                    or self.monitor or self.full)


def _names_x(ops: tuple) -> bool:
    """Whether any operand names an X/W register or SP, or a memory address (its base may be
    written back)."""
    for o in ops:
        if isinstance(o, (O.Gpr, O.Mem)) or isinstance(o, O.RegList) and _names_x(o.items):
            return True
    return False


FULL = Writes(full=True)
NOTHING = Writes()

_FULL_MNEMONICS = frozenset({"svc", "hvc", "smc", "brk", "hlt", "udf", "smstart", "smstop",
                             "msr", "eret", "sys", "sysl"})
# first-fault / non-fault loads and the FFR instructions (Arm ARM, SVE "First-fault loads")
_FFR = re.compile(r"^(?:ldff1|ldnf1|setffr$|wrffr$)")
# load/store exclusive family and CLREX (isa/a64/base_atomic.py keeps the monitor)
_MONITOR = re.compile(r"^(?:ld(?:a)?x[rp]|st(?:l)?x[rp]|clrex)")
_BRANCHES = frozenset({"b", "bl", "blr", "br", "ret", "cbz", "cbnz", "tbz", "tbnz"})
_PAIR = frozenset({"ldp", "ldnp", "ldpsw", "ldxp", "ldaxp"})
# instructions that also write their source operand: MOVAZ zeroes the ZA slice, tile or array
# vectors it moves out (Arm ARM SME2p1 MOVAZ)
_ZEROES_SOURCE = frozenset({"movaz"})
_NO_DEST = frozenset({"cmp", "cmn", "tst", "ccmp", "ccmn", "fcmp", "fcmpe", "ptest", "nop",
                      "prfm", "prfb", "prfh", "prfw", "prfd", "ctermeq", "ctermne", "mrs"})


def _is_store(mnemonic: str, ops: tuple) -> bool:
    """A store (STR/ST1…/STP/STXR…; not ``stnt``-less names such as SUB): writes only memory,
    its base register and (STXR) a status X register."""
    return mnemonic.startswith("st") and any(isinstance(o, O.Mem) for o in ops)


def _tile_rows(esz: int, num: int) -> tuple[int, int]:
    """ZA rows of tile ``ZA<num>.<esz>`` as (start, step): rows num, num + esz, … (``esz`` 0 or
    1: the whole array)."""
    if esz in (0, 1):
        return (0, ALL_ROWS)
    return (num, esz)


def _dest(op, out: dict) -> None:
    """Add the registers operand ``op`` names to ``out``."""
    if isinstance(op, (O.ZReg, O.FReg)):  # FReg covers the V/Q/D/S/H/B views of Z
        out["z"].add(op.num)
    elif isinstance(op, (O.PReg, O.PNReg)):
        out["p"].add(op.num)
    elif isinstance(op, O.ZATile):
        out["za"].add(_tile_rows(op.esz, op.num))
    elif isinstance(op, O.ZASlice):  # the row is a run-time value: the whole tile
        out["za"].add(_tile_rows(op.esz, op.num))
    elif isinstance(op, O.ZAArray):  # SME2 vector groups: rows depend on Wv
        out["za"].add((0, ALL_ROWS))
    elif isinstance(op, O.ZT0):
        out["zt0"] = True
    elif isinstance(op, O.RegList):
        for it in op.items:
            _dest(it, out)


def writes_of(ins) -> Writes:
    """What instruction ``ins`` (an :class:`~isa.asm.program.Insn`, or None for data) may
    write besides X, SP, NZCV and memory."""
    if ins is None:
        return NOTHING  # running data is SIGILL before anything is written
    mn = ins.mnemonic.lower()
    if mn in _FULL_MNEMONICS or mn.startswith((".", "<")) or ins.info.get("unsupported"):
        return FULL
    ops = ins.operands
    if not ops and len(ins.text.split(None, 1)) > 1:
        return FULL  # operands written but not parsed (a decoder without them): be safe
    out: dict = {"z": set(), "p": set(), "za": set(), "zt0": False}
    if not _is_store(mn, ops) and mn not in _NO_DEST and ops:
        _dest(ops[0], out)
        if (mn in _PAIR or mn in _ZEROES_SOURCE) and len(ops) > 1:
            _dest(ops[1], out)
    za = out["za"]
    if (0, ALL_ROWS) in za:
        za = {(0, ALL_ROWS)}
    return Writes(z=tuple(sorted(out["z"])), p=tuple(sorted(out["p"])),
                  za=tuple(sorted(za)), ffr=bool(_FFR.match(mn)), zt0=out["zt0"],
                  sysregs=mn == "mrs", monitor=bool(_MONITOR.match(mn)),
                  x=_names_x(ops) or ins.klass == "branch" or mn in _BRANCHES
                  or mn.startswith(("b.", "bc.")))
