"""QEMU 11.1 as the oracle for FP8 and LUT instructions: each case sets FPMR, reloads Z0-Z31 (or
V0-V31) from the same data — FP8 bytes rich in special values (zeros, infinities, NaNs,
subnormals, the largest finite values) in the low registers, half / single precision
accumulators (ordinary numbers, zeros, infinities, NaNs, subnormals) in the high ones — runs one
instruction and stores its destination (a V or Z register, or all of ZA). tilesim must store the
same bytes, from the ELF clang-19 builds and from the source text.
"""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import numpy as np

from simulator import Machine
from tools import qemu_oracle

MARCH = ("-march=armv9.2-a+sme2+sme2p1+fp8+fp8dot2+fp8dot4+fp8fma+ssve-fp8dot2+ssve-fp8dot4"
         "+ssve-fp8fma+sme-f8f16+sme-f8f32+lut+sme-lutv2+faminmax+sme-f16f16",)
VLB = 256  # bytes of data per register (the largest vector length)
# FP8 bytes worth meeting: +-0, the smallest subnormals, ones, E5M2 max / inf / NaNs, E4M3 max / NaN
_FP8_SPECIAL = [0x00, 0x80, 0x01, 0x81, 0x38, 0x3C, 0x7B, 0xFB, 0x7C, 0xFC, 0x7D, 0x7E, 0x7F,
                0xFF, 0x77, 0x7A, 0x40, 0xC0, 0x04, 0x08]
_F16 = [0.0, -0.0, 1.0, -1.5, 65504.0, 6e-8, 0.33325, -7.25, 1000.0, 2.0, -0.1, 6.1e-5]
_F32 = [0.0, -0.0, 1.0, -1.5, 3.4e38, 1e-40, 0.1, -7.25, 1e6, 2.0, 1e-30, 65536.0]


def inputs(seed: int = 8) -> bytes:
    """Z0-Z15: FP8 bytes (a quarter special values); Z16-Z23 half, Z24-Z31 single precision
    values (specials and ordinary numbers, a few random bit patterns)."""
    rng = np.random.default_rng(seed)
    regs = []
    for _ in range(16):
        r = rng.integers(0, 256, VLB, dtype=np.uint8)
        sp = rng.random(VLB) < 0.25
        r[sp] = rng.choice(_FP8_SPECIAL, sp.sum())
        regs.append(r)
    for dt, vals, raw in ((np.float16, _F16, np.uint16), (np.float32, _F32, np.uint32)):
        n = VLB // np.dtype(dt).itemsize
        for _ in range(8):
            with np.errstate(over="ignore"):  # 3 * 65504 is an infinity: wanted
                v = rng.choice(np.array(vals, dt), n) * rng.choice([1, -1, 3, 0.5], n).astype(dt)
            bits = v.view(raw).copy()
            odd = rng.random(n) < 0.1
            bits[odd] = rng.integers(0, np.iinfo(raw).max, odd.sum(), dtype=raw)
            regs.append(bits.view(np.uint8))
    return b"".join(r.tobytes() for r in regs)


_DEST = re.compile(r"^\s*[a-z0-9]+\s+(?:\{\s*)?([vz])(\d+)", re.I)


def _dest_list(line: str) -> list[int]:
    """The Z registers the line writes: its first operand, a register or a list."""
    first = line.split(None, 1)[1]
    if first.startswith("{"):
        inner = first[1:first.index("}")]
        nums = [int(x) for x in re.findall(r"z(\d+)", inner)]
        if "-" in inner:
            return list(range(nums[0], nums[1] + 1))
        return nums
    return [int(re.match(r"z(\d+)", first).group(1))]


def program(cases: list[tuple[int, str]], sme: bool = False) -> str:
    """The program: per (FPMR value, line) reload, set FPMR, run the line, store its
    destination (``za`` when the line writes ZA)."""
    body = ["    smstart" if sme else ""]
    for fpmr, ln in cases:
        body.append("    bl reload")
        body.append(f"    ldr x0, ={fpmr:#x}\n    msr fpmr, x0")
        if " za" in ln or ln.split()[1].startswith("za"):
            # ZA rows from the half / single precision data (Z16-Z31's bytes)
            body.append(f"    adr x9, vin\n    add x9, x9, #{16 * VLB}\n    rdsvl x3, #1\n"
                        "    mov w12, #0\n2:  ldr za[w12, 0], [x9]\n    add x9, x9, x3\n"
                        "    add w12, w12, #1\n    cmp x12, x3\n    b.lt 2b")
            body.append("    " + ln)
            body.append("    rdsvl x3, #1\n    mov w12, #0\n1:  str za[w12, 0], [x20]\n"
                        "    add x20, x20, x3\n    add w12, w12, #1\n    cmp x12, x3\n    b.lt 1b")
            if re.match(r"\s*\w+\s+\{?\s*z\d", ln):  # and the Z registers it wrote (MOVAZ)
                body += [f"    str z{r}, [x20]\n    addvl x20, x20, #1" for r in _dest_list(ln)]
            continue
        m = _DEST.match(ln)
        body.append("    " + ln)
        kind, num = m.group(1).lower(), m.group(2)
        if kind == "v":
            body.append(f"    str q{num}, [x20], #16")
        else:
            for r in _dest_list(ln):
                body.append(f"    str z{r}, [x20]\n    addvl x20, x20, #1")
    data = ", ".join(f"0x{b:02x}" for b in inputs())
    if sme or any(" z" in ln for _, ln in cases):
        load = ("    ptrue p0.b\n    ptrue p1.h\n    ptrue p2.s\n    mov x10, #13\n"
                "    whilelo p3.b, xzr, x10\n    ldr p5, [x9]\n    ldr p6, [x9, #3, mul vl]\n"
                + ("    ldr zt0, [x9]\n" if sme else "")
                + "\n".join(f"    ldr z{i}, [x9]\n    add x9, x9, #{VLB}" for i in range(32)))
    else:
        load = "\n".join(f"    ldr q{i}, [x9]\n    add x9, x9, #{VLB}" for i in range(32))
    return f"""    .data
    .balign 16
vin: .byte {data}
    .balign 16
out: .space {len(cases) * 65536}
    .text
    .global _start
_start:
    adr x20, out
{chr(10).join(body)}
    mov x0, #1
    adr x1, out
    sub x2, x20, x1
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
reload:
    adr x9, vin
{load}
    ret
"""


def run_qemu_vl(exe: Path, vl: int, svl: int) -> tuple[bytes, int, bytes]:
    """(stdout, exit status, stderr) of ``exe`` under QEMU at vector lengths vl / svl bits."""
    cpu = f"max,sme=on,sve-default-vector-length={vl // 8},sme-default-vector-length={svl // 8}"
    proc = subprocess.run([qemu_oracle.QEMU, "-cpu", cpu, str(exe)], capture_output=True,
                          timeout=120)
    return proc.stdout, qemu_oracle.status_from_returncode(proc.returncode), proc.stderr


def compare(cases: list[tuple[int, str]], workdir: Path, sme: bool = False, vl: int = 512,
            svl: int = 256) -> list[str]:
    """Messages for the cases whose stored bytes differ from QEMU's (ELF and source runs), at
    vector lengths ``vl`` and ``svl`` (bits; QEMU's defaults are 512 and 256)."""
    src = workdir / "fp8.s"
    src.write_text(program(cases, sme))
    exe = qemu_oracle.build_clang(src, workdir, MARCH)
    want, status, err = run_qemu_vl(exe, vl, svl)
    assert status == 0, f"QEMU: status {status}: {err[-400:]!r}"
    bad = []
    for how, path in (("elf", exe), ("source", src)):
        m = Machine.from_file(path, vl=vl, svl=svl, capture=None)
        m.run()
        if m.fault is not None:
            bad.append(f"{how}: fault {m.fault.render()}")
            continue
        got = bytes(m.stdout)
        if got == want:
            continue
        size = len(want) // len(cases)
        for i, (fpmr, ln) in enumerate(cases):
            w, g = want[size * i:size * (i + 1)], got[size * i:size * (i + 1)]
            if w != g:
                diff = [j for j in range(min(len(w), len(g))) if w[j] != g[j]]
                j = diff[0] if diff else 0
                bad.append(f"{how}: fpmr={fpmr:#x} {ln}: {len(diff)} bytes differ, first at {j}:"
                           f"\n   qemu    {w[j & ~15:(j & ~15) + 16].hex(' ', 2)}"
                           f"\n   tilesim {g[j & ~15:(j & ~15) + 16].hex(' ', 2)}")
    return bad


def check_listing(listing: list[tuple[int, str]]) -> None:
    """Each word disassembles to the text an LLVM MC listing gives, and that text assembles
    (for forms newer than llvm-objdump-19, whose disassembler cannot be the oracle)."""
    from isa.a64.binary import decode_word, disasm
    for word, text in listing:
        assert disasm(word) == text, hex(word)
        decode_word(word, 0)  # the text front end accepts the canonical text


def assert_same_output(want: bytes, paths: list[Path], labels: list[str], **machine) -> None:
    """Each program (an executable or its source text) prints ``want`` under tilesim: one
    equal-sized chunk per label (a case), the differing cases named."""
    for path in paths:
        m = Machine.from_file(path, capture=None, **machine)
        m.run()
        assert m.fault is None, m.fault.render()
        got = bytes(m.stdout)
        size = len(want) // len(labels)
        bad = [lab for i, lab in enumerate(labels)
               if got[size * i:size * (i + 1)] != want[size * i:size * (i + 1)]]
        assert not bad, f"{path.name}: " + "; ".join(bad[:6])
