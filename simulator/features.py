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
                 "sme-f16f16", "sme-b16b16", "sme-fa64", "mte", "mops", "fprcvt",
                 "fp8", "lut", "sme-mop4"})

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

# features whose forms say so in their table entry (``info["feature"]``), in any encoding space:
# FEAT_FP8 with FP8FMA/FP8DOT2/FP8DOT4 (and their SVE/SME forms), FEAT_LUT, and SME2p1 or
# SME_F16F16 forms of SME2 mnemonics (LUTI2/LUTI4 to strided lists, FCVT {Zd.S…}, Zn.H); QEMU
# max has them, Apple M4 does not (LLVM AArch64Processors.td, AppleM4)
LATER_FEATURES = frozenset({"fp8", "lut", "sme2p1", "sme-f16f16"})

# SME instruction forms beyond FEAT_SME2 (Arm ARM; LLVM llvm/test/MC/AArch64/SME2p1/*.s)
SME2P1_MNEMONICS = frozenset({"movaz", "fcvtl"})
# the SME2 multi-vector (and SVE2p1 single-vector clamp) forms of FEAT_SVE_B16B16, which the
# "sme-b16b16" feature stands for together with FEAT_SME_B16B16 (their ACLE macros go together)
B16B16_MULTI = frozenset({"bfmax", "bfmin", "bfmaxnm", "bfminnm", "bfclamp"})


def feature_set(name: str | None) -> frozenset[str]:
    """The features of machine ``name`` (None: QEMU ``max``); a .toml path uses its stem, and
    a description without a feature set here (a user's own .toml) gets ``max``'s."""
    if name is None:
        return ALL
    stem = name.rsplit("/", 1)[-1].removesuffix(".toml")
    return FEATURE_SETS.get(stem, ALL)


def machine_features(machine: str | None = None,
                     features: str | frozenset[str] | None = None) -> frozenset[str]:
    """The one rule for what a run implements: ``features`` when given (a machine name or a
    set), else the named ``machine``'s, else QEMU ``max``'s. So ``Machine(machine="m4")``
    SIGILLs where an M4 would, from the API, the CLI and the pytest plugin alike."""
    if isinstance(features, frozenset):
        return features
    return feature_set(features if features is not None else machine)


# -march spellings of clang-19 / GCC for each feature (LLVM AArch64Features.td), in the order
# -march lists them
_MARCH_EXT = ("sve2p1", "sme", "sme2", "sme2p1", "sme-f64f64", "sme-i16i64", "sme-f16f16",
              "sme-b16b16", "sme-fa64")


def march(features: frozenset[str]) -> str:
    """The ``-march`` a real build for a core with ``features`` uses, so the compiler's ACLE
    macros (``__ARM_FEATURE_SVE``, ``__ARM_FEATURE_SME2``...) are the core's: Armv9-A brings
    SVE2; a core without SVE (the M4) is Armv8.7-A plus its SME extensions."""
    if "sve2" in features:
        base = "armv9-a"
    elif "sve" in features:
        base = "armv8.2-a+sve"
    else:
        base = "armv8.7-a"
    return base + "".join(f"+{f}" for f in _MARCH_EXT if f in features)


# ACLE feature macros (Arm C Language Extensions, "Feature test macros") per feature, as
# clang-19 predefines them (it defines none for SME_F64F64, SME_I16I64 and SME_FA64)
_ACLE_MACROS = {"sve": "__ARM_FEATURE_SVE", "sve2": "__ARM_FEATURE_SVE2",
                "sve2p1": "__ARM_FEATURE_SVE2p1", "sme": "__ARM_FEATURE_SME",
                "sme2": "__ARM_FEATURE_SME2", "sme2p1": "__ARM_FEATURE_SME2p1",
                "sme-f16f16": "__ARM_FEATURE_SME_F16F16",
                "sme-b16b16": "__ARM_FEATURE_SME_B16B16 __ARM_FEATURE_SVE_B16B16"}
_TARGET_MACROS = {"__aarch64__": "1", "__AARCH64EL__": "1", "__ARM_64BIT_STATE": "1",
                  "__ARM_ARCH": "8", "__LP64__": "1", "__ELF__": "1", "__linux__": "1",
                  "__ASSEMBLER__": "1"}


def acle_macros(features: frozenset[str]) -> dict[str, str]:
    """The target and feature macros an aarch64-linux-gnu build with :func:`march` predefines
    (for a preprocessor that is not clang-19 targeting AArch64)."""
    out = dict(_TARGET_MACROS)
    if "sve2" in features:
        out["__ARM_ARCH"] = "9"
    out.update({m: "1" for f, ms in _ACLE_MACROS.items() if f in features for m in ms.split()})
    return out


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
    from isa.a64.table import definition

    d = definition(ins.mnemonic, ins.operands)
    return d.decode.__module__.rsplit(".", 1)[-1] if d is not None else ""


def _has_h_array(ins) -> bool:
    """A ZA array operand with .h elements (``za.h[w8, 0]``), or a .h tile accumulating a
    non-widening outer product (``fmopa za1.h``): SME_F16F16 / SME_B16B16."""
    if not ins.operands:
        return False
    o = ins.operands[0]
    kind = type(o).__name__
    return getattr(o, "esz", 0) == 2 and (
        kind == "ZAArray" or (kind == "ZATile" and ins.mnemonic.lstrip("b").startswith("fmop")))


_FPRCVT = frozenset({*(f"fcvt{r}{s}" for r in "amnpz" for s in "su"), "scvtf", "ucvtf"})


def requirement(ins) -> Requirement:
    """The feature one assembled A64 instruction needs (by its table module and form)."""
    info = ins.info if isinstance(ins.info, dict) else {}
    if info.get("feature") in LATER_FEATURES:  # FP8 and LUT forms name their feature
        return Requirement(info["feature"])
    mod = _module(ins)
    m = ins.mnemonic
    if mod.startswith("sve"):
        # a form's table entry may say so itself (gathers and scatters share ld1w/st1w with the
        # contiguous forms, which are legal in streaming mode)
        # (and the SVE2p1 forms SME2 lacks — DUPQ, TBLQ, the …QV reductions, LD1Q… — name
        # their feature: on a core without it they are UNDEFINED in either mode)
        info = ins.info if isinstance(ins.info, dict) else {}
        return Requirement(info.get("feature", ""), streaming_unless="sve",
                           non_streaming=m in NON_STREAMING_SVE or bool(info.get("non_streaming")))
    vreg = any(type(o).__name__ == "VReg" for o in ins.operands)
    if m in _FPRCVT and len(ins.operands) == 2 and all(
            type(o).__name__ == "FReg" for o in ins.operands) \
            and ins.operands[0].kind != ins.operands[1].kind:
        return Requirement("fprcvt")  # FCVTAS Sd, Hn...: FEAT_FPRCVT (Armv9.5; not on the M4)
    if mod == "simd":  # Advanced SIMD vector forms (scalar FP is legal in streaming mode)
        return Requirement(non_streaming=vreg)
    if mod.startswith("simd_"):  # the AdvSIMD families: vector and most scalar forms
        return Requirement(non_streaming=vreg or m not in STREAMING_SIMD_SCALAR)
    if mod == "fp_scalar" and vreg and m == "fmul":  # FMUL (by element, scalar)
        return Requirement(non_streaming=True)
    if mod == "base_mte" or (mod == "base_mops" and m.startswith("setg")):
        return Requirement("mte")  # the M4 has no MTE (LLVM's apple-m4 lacks FeatureMTE)
    if mod == "base_mops":  # nor FEAT_MOPS (LLVM's apple-m4 is v9.2 without FeatureMOPS)
        return Requirement("mops")
    if mod.startswith("sme2"):
        if m in SME2P1_MNEMONICS:
            return Requirement("sme2p1")
        if _has_h_array(ins):
            return Requirement("sme-b16b16" if m.startswith("bf") else "sme-f16f16")
        if m in B16B16_MULTI:
            return Requirement("sme-b16b16", streaming_unless="sve2p1")
        if m == "fcvt" and ins.operands and type(ins.operands[0]).__name__ == "ZList":
            return Requirement("sme2p1")  # FCVT (widening, FP16 to FP32)
        if m == "movt" or _zt0_only(ins):  # ZT0 moves need PSTATE.ZA only
            return Requirement("sme2")
        # the rest runs in streaming mode (Z/ZA forms) or, as SVE2p1, outside it (PN forms,
        # multi-vector LD1/ST1, single-vector clamps)
        return Requirement("sme2", streaming_unless="sve2p1")
    if mod == "sme_mop4":  # FEAT_SME_MOP4 (SME2p2): QEMU max has it, the M4 does not
        return Requirement("sme-mop4")
    if mod.startswith("sme"):
        if m in SME2P1_MNEMONICS:
            return Requirement("sme2p1")
        if _has_h_array(ins):
            return Requirement("sme-b16b16" if m.startswith("bf") else "sme-f16f16")
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
        return _legal_in(streaming_mode_only, 1, op)
    if req.non_streaming and not fa64:
        def not_streaming() -> int:
            if st.sm:
                raise IllegalInstruction(f"'{ins.mnemonic}' is illegal in streaming mode "
                                         "(no FEAT_SME_FA64): run smstop first")
            return op()
        return _legal_in(not_streaming, 0, op)
    return op


def _legal_in(wrapper: Callable[[], int], mode: int, op: Callable[[], int]):
    """Mark a mode guard: in streaming mode ``mode`` (1: streaming) it is ``op`` itself."""
    wrapper.legal_mode = mode  # type: ignore[attr-defined]
    wrapper.inner = op  # type: ignore[attr-defined]
    return wrapper


class OpsInMode:
    """A machine's bound ops as code compiled for one streaming mode sees them: a mode guard
    whose instruction is legal in that mode is the instruction's own op (so a block compiled
    per mode inlines it as on a core without the guard)."""

    def __init__(self, ops: list, mode: int):
        self.ops, self.mode = ops, mode

    def __len__(self) -> int:
        return len(self.ops)

    def __getitem__(self, i: int):
        op = self.ops[i]
        return op.inner if getattr(op, "legal_mode", None) == self.mode else op


def _always(message: str) -> Callable[[], int]:
    def illegal() -> int:
        raise IllegalInstruction(message)
    return illegal


# ---------------------------------------------------------------------------------- hwcaps
# AT_HWCAP / AT_HWCAP2 bits: Linux arch/arm64/include/uapi/asm/hwcap.h
HWCAP_BITS = {name: bit for bit, name in enumerate(
    "fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm jscvt fcma "
    "lrcpc dcpop sha3 sm3 sm4 asimddp sha512 sve asimdfhm dit uscat ilrcpc flagm ssbs sb paca "
    "pacg".split())}
HWCAP2_BITS = {name: bit for bit, name in enumerate(
    "dcpodp sve2 sveaes svepmull svebitperm svesha3 svesm4 flagm2 frint svei8mm svef32mm "
    "svef64mm svebf16 i8mm bf16 dgh rng bti mte ecv afp rpres mte3 sme sme_i16i64 sme_f64f64 "
    "sme_i8i32 sme_f16f32 sme_b16f32 sme_f32f32 sme_fa64 wfxt ebf16 sve_ebf16 cssc rprfm "
    "sve2p1 sme2 sme2p1 sme_i16i32 sme_bi32i32 sme_b16b16 sme_f16f16 mops hbc sve_b16b16 "
    "lrcpc3 lse128 fpmr lut faminmax f8cvt f8fma f8dp4 f8dp2 f8e4m3 f8e5m2 sme_lutv2 "
    "sme_f8f16 sme_f8f32 sme_sf8fma sme_sf8dp4 sme_sf8dp2 poe".split())}
# what getauxval(AT_HWCAP/AT_HWCAP2) reads under qemu-aarch64 11.1 -cpu max,sme=on (measured;
# AT_HWCAP's bits above 31 are the newest hwcap.h's: GCS, CMPBR, FPRCVT, F8MM8, F8MM4, ...)
QEMU_MAX_HWCAP, QEMU_MAX_HWCAP2 = 0xB01FEFFFFFFB, 0x7FFFBFF47FC77FFF
# Apple M4's FEAT_* list (lelegard/arm-cpusysregs, collect/FEATURES.md) as hwcap names:
# no SVE, SSBS, I8MM, MTE, RNG, FA64, SME2p1, SME_F16F16/B16B16
M4_HWCAPS = frozenset(
    "fp asimd aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm jscvt fcma lrcpc "
    "dcpop sha3 asimddp sha512 asimdfhm dit uscat ilrcpc flagm sb paca pacg".split()) | frozenset(
    "dcpodp flagm2 frint bf16 bti ecv afp rpres sme sme_i16i64 sme_f64f64 sme_i8i32 sme_f16f32 "
    "sme_b16f32 sme_f32f32 wfxt sme2 sme_i16i32 sme_bi32i32".split())
# hwcaps that need a tilesim feature (simulator.features sets): cleared when it is absent
_NEEDS = {"sve": "sve", "sve2": "sve2", "sveaes": "sve2", "svepmull": "sve2",
          "svebitperm": "sve2", "svesha3": "sve2", "svesm4": "sve2", "svei8mm": "sve",
          "svef32mm": "sve", "svef64mm": "sve", "svebf16": "sve", "sve_ebf16": "sve",
          "sve2p1": "sve2p1", "sve_b16b16": "sve2p1", "sme": "sme", "sme_i16i64": "sme-i16i64",
          "sme_f64f64": "sme-f64f64", "sme_i8i32": "sme", "sme_f16f32": "sme",
          "sme_b16f32": "sme", "sme_f32f32": "sme", "sme_fa64": "sme-fa64", "sme2": "sme2",
          "sme2p1": "sme2p1", "sme_i16i32": "sme2", "sme_bi32i32": "sme2",
          "sme_b16b16": "sme-b16b16", "sme_f16f16": "sme-f16f16", "sme_lutv2": "sme2p1",
          "sme_f8f16": "sme2p1", "sme_f8f32": "sme2p1", "sme_sf8fma": "sme2p1",
          "sme_sf8dp4": "sme2p1", "sme_sf8dp2": "sme2p1", "mops": "mops", "fpmr": "fp8", "lut": "lut",
          "f8cvt": "fp8", "f8fma": "fp8", "f8dp4": "fp8", "f8dp2": "fp8", "f8e4m3": "fp8",
          "f8e5m2": "fp8"}


def hwcaps(machine: str | None) -> tuple[int, int]:
    """(AT_HWCAP, AT_HWCAP2) for ``machine``: Apple M4's for ``m4``, else QEMU ``max``'s with
    the SVE/SME bits of the features the machine lacks cleared — so glibc's ifuncs pick what
    they pick on that CPU."""
    feats = feature_set(machine)
    stem = (machine or "max").rsplit("/", 1)[-1].removesuffix(".toml")
    if stem == "m4":
        h1 = sum(1 << b for n, b in HWCAP_BITS.items() if n in M4_HWCAPS)
        h2 = sum(1 << b for n, b in HWCAP2_BITS.items() if n in M4_HWCAPS)
    else:
        h1, h2 = QEMU_MAX_HWCAP, QEMU_MAX_HWCAP2
    for name, need in _NEEDS.items():
        if need not in feats:
            if name in HWCAP_BITS:
                h1 &= ~(1 << HWCAP_BITS[name])
            else:
                h2 &= ~(1 << HWCAP2_BITS[name])
    return h1, h2
