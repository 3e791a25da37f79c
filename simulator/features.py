"""Architecture features per machine, and the SIGILL rules they imply.

A *feature set* names what a core implements (``sve``: SVE outside streaming mode; ``sme2``;
``sme2p1``; ``sme-fa64``: the full A64 instruction set in streaming mode…). Each instruction
needs one feature (:func:`requirement`); :func:`guard` wraps a bound instruction so that it
raises :class:`~isa.faults.IllegalInstruction` (SIGILL, exit status 132) where the hardware
would:

* an SVE instruction outside streaming mode on a core without ``sve``;
* a *non-streaming* instruction (Advanced SIMD vector forms, gathers, FFR…; Arm ARM B1.4.4
  "Streaming SVE mode", QEMU ``target/arm/tcg/sme-fa64.decode``) in streaming mode on a core
  without ``sme-fa64``;
* an instruction of a feature the core does not have at all (``sme2p1``, ``sme-f16f16``…).

The default functional machine is QEMU's ``-cpu max`` (everything here, FA64 included); only an
explicitly named machine restricts the set.
"""
from __future__ import annotations

from typing import Callable

import attrs

from isa.faults import IllegalInstruction

ALL = frozenset({"sve", "sve2", "sve2p1", "sme", "sme2", "sme2p1", "sme-f64f64", "sme-i16i64",
                 "sme-f16f16", "sme-b16b16", "sme-fa64", "mte"})

# Apple M4: FEAT_SME2 with SME_F64F64 and SME_I16I64 (F32F32, B16F32, F16F32, I8I32, I16I32 are
# part of SME); no SME2p1, SME_F16F16, SME_B16B16, FA64 and no SVE outside streaming mode
# (LLVM llvm/lib/Target/AArch64/AArch64Processors.td, AppleM4; tzakharko/m4-sme-exploration
# results/cpu_info.json).
M4 = frozenset({"sme", "sme2", "sme-f64f64", "sme-i16i64"})

FEATURE_SETS: dict[str, frozenset[str]] = {
    "max": ALL,       # QEMU 11.1 -cpu max,sme=on
    "generic": ALL,   # a generic SVE2 + SME2 core
    "m4": M4,
    # Fujitsu A64FX: SVE (512) only, no SVE2, no SME (A64FX Microarchitecture Manual)
    "a64fx": frozenset({"sve"}),
}

# SVE instructions that are illegal in streaming mode without FA64 (Arm ARM B1.4.4; QEMU
# sme-fa64.decode): first-fault / non-fault loads, FFR, and the gather/scatter-only families
NON_STREAMING_SVE = frozenset(
    {"rdffr", "rdffrs", "setffr", "wrffr", "compact", "fadda", "fexpa", "ftmad", "ftsmul",
     "ftssel", "histcnt", "histseg", "match", "nmatch", "bdep", "bext", "bgrp", "adr",
     "fmmla", "smmla", "ummla", "usmmla", "aesd", "aese", "aesimc", "aesmc", "rax1", "sm4e",
     "sm4ekey"}
    | {f"ldff1{s}" for s in ("b", "h", "w", "d", "sb", "sh", "sw")}
    | {f"ldnf1{s}" for s in ("b", "h", "w", "d", "sb", "sh", "sw")})

# AdvSIMD scalar forms that stay legal in streaming mode without FA64 (QEMU
# target/arm/tcg/sme-fa64.decode; checked with -cpu max,sme_fa64=off): the estimates and steps,
# FMULX, and the conversions (the other AdvSIMD scalar forms are non-streaming)
STREAMING_SIMD_SCALAR = frozenset(
    {"fmulx", "frecpe", "frecps", "frecpx", "frsqrte", "frsqrts", "scvtf", "ucvtf",
     "frint32z", "frint32x", "frint64z", "frint64x"}
    | {f"fcvt{r}{s}" for r in "nmapz" for s in "su"})

# SME instruction forms beyond FEAT_SME2 (Arm ARM; LLVM llvm/test/MC/AArch64/SME2p1/*.s)
SME2P1_MNEMONICS = frozenset({"movaz"})


def feature_set(name: str | None) -> frozenset[str]:
    """The features of machine ``name`` (None: QEMU ``max``); a .toml path uses its stem, and
    a description without a feature set here (a user's own .toml) gets ``max``'s."""
    if name is None:
        return ALL
    stem = name.rsplit("/", 1)[-1].removesuffix(".toml")
    return FEATURE_SETS.get(stem, ALL)


@attrs.frozen
class Requirement:
    """What an instruction needs: ``feature`` (``""``: nothing beyond the base); outside
    streaming mode also ``streaming_unless`` (``sve`` for SVE instructions, ``sve2p1`` for the
    SME2 forms SVE2p1 shares), else it runs only in streaming mode; ``non_streaming``: illegal in
    streaming mode without FA64."""

    feature: str = ""
    streaming_unless: str = ""
    non_streaming: bool = False


def _module(ins) -> str:
    from isa.a64.table import _FIRST_OVERLOAD, OVERLOADS, REGISTRY, operand_kind

    d = None
    if ins.operands:
        d = OVERLOADS.get((ins.mnemonic, operand_kind(ins.operands[0])))
    d = d or REGISTRY.get(ins.mnemonic) or _FIRST_OVERLOAD.get(ins.mnemonic)
    return d.decode.__module__.rsplit(".", 1)[-1] if d is not None else ""


def _has_h_array(ins) -> bool:
    """A ZA array operand with .h elements (``za.h[w8, 0]``): SME_F16F16 / SME_B16B16."""
    return bool(ins.operands) and type(ins.operands[0]).__name__ == "ZAArray" \
        and ins.operands[0].esz == 2


def requirement(ins) -> Requirement:
    """The feature one assembled A64 instruction needs (by its table module and form)."""
    mod = _module(ins)
    m = ins.mnemonic
    if mod.startswith("sve"):
        return Requirement(streaming_unless="sve", non_streaming=m in NON_STREAMING_SVE)
    vreg = any(type(o).__name__ == "VReg" for o in ins.operands)
    if mod == "simd":  # Advanced SIMD vector forms (scalar FP is legal in streaming mode)
        return Requirement(non_streaming=vreg)
    if mod.startswith("simd_"):  # the AdvSIMD families: vector and most scalar forms
        return Requirement(non_streaming=vreg or m not in STREAMING_SIMD_SCALAR)
    if mod == "fp_scalar" and vreg and m == "fmul":  # FMUL (by element, scalar)
        return Requirement(non_streaming=True)
    if mod == "base_mte":  # the M4 has no MTE (LLVM's apple-m4 lacks FeatureMTE)
        return Requirement("mte")
    if mod.startswith("sme2"):
        if m in SME2P1_MNEMONICS:
            return Requirement("sme2p1")
        if _has_h_array(ins):
            return Requirement("sme-b16b16" if m.startswith("bf") else "sme-f16f16")
        if m == "movt" or _zt0_only(ins):  # ZT0 moves need PSTATE.ZA only
            return Requirement("sme2")
        # the rest runs in streaming mode (Z/ZA forms) or, as SVE2p1, outside it (PN forms,
        # multi-vector LD1/ST1, single-vector clamps)
        return Requirement("sme2", streaming_unless="sve2p1")
    if mod.startswith("sme"):
        if m in SME2P1_MNEMONICS:
            return Requirement("sme2p1")
        return Requirement("sme")
    return Requirement()


def _zt0_only(ins) -> bool:
    """LDR/STR ZT0, ZERO {ZT0}: the first operand is ZT0."""
    if not ins.operands:
        return False
    o = ins.operands[0]
    if type(o).__name__ == "RegList" and o.items:
        o = o.items[0]
    return type(o).__name__ == "ZT0"


def guard(op: Callable[[], int], ins, st, features: frozenset[str]) -> Callable[[], int]:
    """``op``, or a wrapper that raises SIGILL where a core with ``features`` would."""
    if features >= ALL:
        return op
    req = requirement(ins)
    if req.feature and req.feature not in features:
        return _always(f"'{ins.mnemonic}' needs FEAT_{req.feature.upper().replace('-', '_')}, "
                       "which this machine does not implement")
    fa64 = "sme-fa64" in features
    streaming_only = bool(req.streaming_unless) and req.streaming_unless not in features
    if streaming_only and req.non_streaming and not fa64:
        return _always(f"'{ins.mnemonic}' is illegal in streaming mode and this machine does "
                       f"not implement it outside (no FEAT_{req.streaming_unless.upper()})")
    if streaming_only:
        what = "an SVE" if req.streaming_unless == "sve" else "an SVE2p1"

        def streaming_mode_only() -> int:
            if not st.sm:
                raise IllegalInstruction(f"'{ins.mnemonic}' is {what} instruction: this machine "
                                         "implements it only in streaming mode (run smstart)")
            return op()
        return streaming_mode_only
    if req.non_streaming and not fa64:
        def not_streaming() -> int:
            if st.sm:
                raise IllegalInstruction(f"'{ins.mnemonic}' is illegal in streaming mode "
                                         "(no FEAT_SME_FA64): run smstop first")
            return op()
        return not_streaming
    return op


def _always(message: str) -> Callable[[], int]:
    def illegal() -> int:
        raise IllegalInstruction(message)
    return illegal
