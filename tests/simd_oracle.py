"""QEMU 11.1 as the oracle for single AdvSIMD / FP instructions (the house pattern of
programs/simd/*.s, generated): every line runs on the same inputs, its destination register is
stored, and the stored bytes are compared with what QEMU stores — for the ELF clang-19 builds
(tilesim's binary decoder) and for the source text (tilesim's assembler).

Inputs: v0-v3 and v16-v31 random bytes (seeded), v4-v7 float32, v8-v11 float64 and v12-v15
float16 special values (zeros, infinities, quiet and signalling NaNs, subnormals, extremes,
ordinary numbers); x0-x7 assorted 64-bit values. Every line starts from these values.
"""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from simulator import Machine
from tools import qemu_oracle

MARCH = ("-march=armv9.2-a+sme2+memtag+fp16fml+cssc+hbc+aes+sha2+sha3+lse128+faminmax+sha3+sm4+bf16",)

_F32 = [0.0, -0.0, 1.0, -1.5, float("inf"), float("-inf"), 2.0, 0.5, 3.0, 1e-40, -3.4e38, 1e-45,
        7.25, -0.1, 65504.0, 1.1754944e-38]
_F64 = [0.0, -0.0, 1.0, -1.5, float("inf"), float("-inf"), 2.0, 0.5, 3.0, 5e-324, -1.7e308,
        2.2250738585072014e-308, 7.25, -0.1, 1e300, 123456789.125]
_F16 = [0.0, -0.0, 1.0, -1.5, float("inf"), float("-inf"), 2.0, 0.5, 3.0, 6e-8, -65504.0, 6.1e-5,
        7.25, -0.1, 1000.0, 0.33325]


def _inputs() -> bytes:
    rng = np.random.default_rng(20261128)
    regs = [rng.integers(0, 256, 16, dtype=np.uint8) for _ in range(32)]
    # a few structured integer lanes: extremes for saturation, shifts by large amounts
    regs[1][:8] = [0x80, 0x7F, 0xFF, 0x00, 0x01, 0xF8, 0x08, 0x40]
    regs[2][:8] = [0x00, 0x00, 0x00, 0x80, 0xFF, 0xFF, 0xFF, 0x7F]
    f32 = np.array(_F32, np.float32).view(np.uint32).copy()
    f32[4] = 0x7FC00001           # quiet NaN with payload
    f32[13] = 0x7F800005          # signalling NaN
    f64 = np.array(_F64, np.float64).view(np.uint64).copy()
    f64[4], f64[13] = 0x7FF8000000000007, 0xFFF0000000000009
    f16 = np.array(_F16, np.float16).view(np.uint16).copy()
    f16[4], f16[13] = 0x7E01, 0x7C03
    for i in range(4):  # rotate so each register pairs different specials lane by lane
        regs[4 + i] = np.roll(f32, 3 * i)[:4].view(np.uint8)
        regs[8 + i] = np.roll(f64, 5 * i)[:2].view(np.uint8)
        regs[12 + i] = np.roll(f16, 3 * i)[:8].view(np.uint8)
    regs[5] = f32[4:8].view(np.uint8)
    regs[6] = f32[8:12].view(np.uint8)
    regs[7] = f32[12:16].view(np.uint8)
    regs[9] = f64[2:4].view(np.uint8)
    regs[10] = f64[4:6].view(np.uint8)
    regs[11] = f64[12:14].view(np.uint8)
    regs[13] = f16[8:16].view(np.uint8)
    return b"".join(r.tobytes() for r in regs)


XIN = [0x0123456789ABCDEF, 0xFFFFFFFFFFFFFFFF, 0x8000000000000000, 3, 0x7FFFFFFF80000000,
       0x00000000FFFFFFFF, 0xFEDCBA9876543210, 0x40]
_DEST = re.compile(r"^\s*[a-z0-9.]+\s+([vbhsdqxw])(\d+)", re.I)


def program(lines: list[str]) -> str:
    """The assembly program: reload every register, run one line, store its destination."""
    body = []
    for ln in lines:
        m = _DEST.match(ln)
        if m is None:
            raise ValueError(f"no destination register in {ln!r}")
        body.append("    bl reload")
        body.append("    " + ln)
        kind, num = m.group(1).lower(), m.group(2)
        if kind in "xw":
            body.append(f"    str x{num}, [x20], #8\n    str xzr, [x20], #8")
        else:
            body.append(f"    str q{num}, [x20], #16")
    vin = _inputs()
    data = ", ".join(f"0x{b:02x}" for b in vin)
    return f"""    .data
    .balign 16
vin: .byte {data}
xin: .quad {", ".join(hex(v) for v in XIN)}
    .balign 16
out: .space {16 * len(lines)}
    .text
    .global _start
_start:
    adr x20, out
{chr(10).join(body)}
    mov x0, #1
    adr x1, out
    mov x2, #{16 * len(lines)}
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
reload:
    adr x9, vin
{chr(10).join(f"    ldp q{2 * i}, q{2 * i + 1}, [x9, #{32 * i}]" for i in range(16))}
    adr x9, xin
    ldp x0, x1, [x9]
    ldp x2, x3, [x9, #16]
    ldp x4, x5, [x9, #32]
    ldp x6, x7, [x9, #48]
    ret
"""


def outputs(src: Path, workdir: Path, march: tuple[str, ...]) -> tuple[bytes, list]:
    """Build ``src`` with clang-19 and run it under QEMU (which must exit 0) and under tilesim,
    from the ELF and from the source: (QEMU's stdout, [(how, tilesim's stdout, fault text)])."""
    exe = qemu_oracle.build_clang(src, workdir, march)
    want, err, status = qemu_oracle.run_qemu(exe)
    assert status == 0, f"QEMU: status {status}: {err.decode(errors='replace')}"
    runs = []
    for how, m in (("elf", Machine.from_file(exe)), ("source", Machine.from_file(src))):
        m.run()
        runs.append((how, bytes(m.stdout), m.fault.render() if m.fault is not None else ""))
    return want, runs


def compare(lines: list[str], workdir: Path, march: tuple[str, ...] = MARCH) -> list[str]:
    """Lines whose stored result differs from QEMU's (ELF and source runs), as messages."""
    src = workdir / "ops.s"
    src.write_text(program(lines))
    want, runs = outputs(src, workdir, march)
    bad = []
    for how, got, fault in runs:
        if fault:
            bad.append(f"{how}: fault {fault}")
            continue
        for i, ln in enumerate(lines):
            w, g = want[16 * i:16 * i + 16], got[16 * i:16 * i + 16]
            if w != g:
                bad.append(f"{how}: {ln}\n   qemu    {w.hex(' ', 4)}\n   tilesim {g.hex(' ', 4)}")
    return bad


_EXIT = """
    mov x0, #1
    adr x1, out
    mov x2, x20
    sub x2, x2, x1
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
"""


def program_with_output(body: str, data: str = "") -> str:
    """A program: ``body`` after ``adr x20, out``; on exit it writes out[0, x20) to stdout."""
    return (f"    .data\n    .balign 16\n{data}\nout: .space 4096\n    .text\n    .global _start\n"
            f"_start:\n    adr x20, out\n{body}\n{_EXIT}")


def run_both(src_text: str, tmp_path) -> None:
    """``src_text`` built by clang-19 and run by QEMU, then by tilesim from the ELF and from the
    source: stdout and exit status must be equal."""
    src = tmp_path / "prog.s"
    src.write_text(src_text)
    exe = qemu_oracle.build_clang(src, tmp_path, MARCH)
    want_out, err, want_status = qemu_oracle.run_qemu(exe)
    for how, path in (("elf", exe), ("source", src)):
        m = Machine.from_file(path)
        m.run()
        status = m.fault.exit_status if m.fault is not None else m.exit_code
        assert (bytes(m.stdout), status) == (want_out, want_status), \
            f"{how}: tilesim {bytes(m.stdout).hex()} status {status}; QEMU {want_out.hex()} " \
            f"status {want_status} {err[-200:]!r}"
