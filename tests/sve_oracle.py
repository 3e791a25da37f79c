"""QEMU 11.1 as the oracle for single SVE / SME2 Z-register instructions: every line runs on
the same inputs (Z0-Z31 and P0-P15 reloaded before it), then all of Z0-Z31 are stored, and the
stored bytes must equal what QEMU stores -- for the ELF clang-19 builds (tilesim's binary
decoder) and for the source text (tilesim's assembler).

The vector length is set with prctl (PR_SVE_SET_VL, or PR_SME_SET_VL and ``smstart`` for
streaming forms), so one harness checks VL 128 and 512. Inputs mix random bytes with special
values of every FP format (zeros, infinities, quiet and signalling NaNs with payloads,
subnormals, extremes, values near 1) and with bfloat16 specials; predicates are all-true,
random and partial.
"""
from __future__ import annotations

import struct
from pathlib import Path

import numpy as np

from simd_oracle import outputs
from tools import qemu_oracle
from tools.rand_data import F16 as _F16
from tools.rand_data import F32 as _F32
from tools.rand_data import F64 as _F64

MARCH = ("-march=armv9.4-a+sve2p1+sme2p1+sve-b16b16+sme-b16b16+f64mm+f32mm+bf16+faminmax"
         "+sme-f16f16+sve2-aes",)
_BF16 = [0x7FC0, 0x7F81, 0x7FA0, 0xFFC1, 0x7F80, 0xFF80, 0x0001, 0x807F, 0x0080, 0x8000, 0x0000,
         0x3F80, 0x3F81, 0xBF7F, 0x7F7F, 0x4040]


def _chunk(rng: np.random.Generator) -> bytes:
    """8 bytes of one kind: raw, FP specials or ordinary values of one format."""
    k = int(rng.integers(6))
    if k == 0:
        return rng.integers(0, 256, 8, dtype=np.uint8).tobytes()
    pick = lambda vals, n, fmt, lo, hi: b"".join(  # noqa: E731
        struct.pack(fmt, int(vals[int(rng.integers(len(vals)))])) if rng.random() < 0.5 else
        struct.pack(fmt[0] + {"H": "e", "I": "f", "Q": "d"}[fmt[1]], float(rng.uniform(lo, hi)))
        for _ in range(n))
    if k == 1:
        return pick(_F16, 4, "<H", -4, 4)
    if k == 2:
        return pick(_F32, 2, "<I", -4, 4)
    if k == 3:
        return pick(_F64, 1, "<Q", -4, 4)
    # bfloat16: specials or the top half of a random single near 1
    return b"".join(struct.pack("<H", _BF16[int(rng.integers(len(_BF16)))] if rng.random() < 0.5
                                else struct.unpack("<I", struct.pack("<f", rng.uniform(-4, 4)))[0]
                                >> 16) for _ in range(4))


def inputs(seed: int, vlb: int) -> tuple[bytes, bytes]:
    """Z0-Z31 (32 x ``vlb`` bytes) and P0-P15 (16 x ``vlb/8`` bytes)."""
    rng = np.random.default_rng(seed)
    z = b"".join(_chunk(rng) for _ in range(32 * vlb // 8))
    preds = []
    for i in range(16):
        if i in (0, 7):
            preds.append(b"\xff" * (vlb // 8))       # p0, p7: all true
        else:
            bits = int(rng.choice([0x01, 0x11, 0x55, 0xFF]))
            preds.append(bytes(int(rng.integers(256)) & bits for _ in range(vlb // 8)))
    return z, b"".join(preds)


def program(lines: list[str], vlb: int, streaming: bool, seed: int) -> str:
    z, p = inputs(seed, vlb)
    data = lambda b: "\n".join(  # noqa: E731
        "    .byte " + ",".join(str(x) for x in b[i:i + 64]) for i in range(0, len(b), 64))
    body = []
    for ln in lines:
        body += ["    bl reload", "    " + ln]
        body += [f"    str z{i}, [x20, #{i}, mul vl]" for i in range(32)]
        body += ["    addvl x20, x20, #16", "    addvl x20, x20, #16"]
    size = 32 * vlb * len(lines)
    setvl = (f"    mov x0, #63\n    mov x1, #{vlb}\n    mov x8, #167\n    svc #0\n    smstart\n"
             if streaming else f"    mov x0, #50\n    mov x1, #{vlb}\n    mov x8, #167\n    svc #0\n")
    return f"""    .text
    .global _start
_start:
{setvl}    adr x20, out
{chr(10).join(body)}
{"    smstop" if streaming else ""}
    mov x0, #1
    adr x1, out
    mov x2, #{size & 0xFFFF}
    movk x2, #{size >> 16}, lsl #16
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
reload:
    adr x9, zin
{chr(10).join(f"    ldr z{i}, [x9, #{i}, mul vl]" for i in range(32))}
    adr x9, pin
{chr(10).join(f"    ldr p{i}, [x9, #{i}, mul vl]" for i in range(16))}
    ret
    .data
    .balign 64
zin:
{data(z)}
    .balign 64
pin:
{data(p)}
    .bss
    .balign 64
out: .space {size}
"""


def compare(lines: list[str], workdir: Path, vlb: int = 64, streaming: bool = False,
            seed: int = 1) -> list[str]:
    """Lines whose stored Z registers differ from QEMU's (ELF and source runs), as messages."""
    src = Path(workdir) / "ops.s"
    src.write_text(program(lines, vlb, streaming, seed))
    want, runs = outputs(src, Path(workdir), MARCH)
    per = 32 * vlb
    bad = []
    for how, got, fault in runs:
        if fault:
            bad.append(f"{how}: {fault}")
            continue
        for i, ln in enumerate(lines):
            w, g = want[i * per:(i + 1) * per], got[i * per:(i + 1) * per]
            if w != g:
                j = next(k for k in range(min(len(w), len(g))) if w[k] != g[k]) \
                    if len(w) == len(g) else 0
                bad.append(f"{how} VL{8 * vlb} '{ln}': z{j // vlb} byte {j % vlb}: QEMU "
                           f"{w[j - j % 8:j - j % 8 + 8].hex()} tilesim {g[j - j % 8:j - j % 8 + 8].hex()}")
    return bad


def available() -> bool:
    return qemu_oracle.clang_available() and qemu_oracle.tools_available()
