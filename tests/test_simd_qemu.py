"""AdvSIMD integer, shift, FP, conversion and estimate forms (isa/a64/simd_int.py, simd_long.py,
simd_shift.py, simd_fp.py, simd_fcvt.py) against QEMU 11.1: each line runs on fixed inputs
(random bytes, FP special values: see tests/simd_oracle.py) and its destination must equal
QEMU's bit for bit, through the binary decoder (clang-19's ELF) and the assembler (the source)."""
from __future__ import annotations

import pytest

from tools import qemu_oracle

from simd_oracle import compare

needs_qemu = pytest.mark.skipif(
    not (qemu_oracle.tools_available() and qemu_oracle.clang_available()),
    reason="QEMU 11.1, clang-19 or ld.lld-19 not installed")

_B, _H, _S, _D = ("8b", "16b"), ("4h", "8h"), ("2s", "4s"), ("2d",)


def _v(op: str, arrs, srcs=(1, 2), d: int = 16, extra: str = "") -> list[str]:
    return [f"{op} v{d}.{t}, " + ", ".join(f"v{s}.{t}" for s in srcs) + extra for t in arrs]


def _int_three() -> list[str]:
    out = []
    for op in ("shadd", "uhadd", "srhadd", "urhadd", "shsub", "uhsub", "sabd", "uabd", "saba",
               "uaba", "mla", "mls", "smaxp", "umaxp", "sminp", "uminp"):
        out += _v(op, ("16b", "4h", "4s"))
    for op in ("sqadd", "uqadd", "sqsub", "uqsub", "sshl", "ushl", "sqshl", "uqshl", "srshl",
               "urshl", "sqrshl", "uqrshl"):
        out += _v(op, ("16b", "8h", "2s", "2d")) + _v(op, ("16b", "4s"), (1, 0))
    out += _v("pmul", _B, (0, 3))
    for op in ("sqdmulh", "sqrdmulh", "sqrdmlah", "sqrdmlsh"):
        out += _v(op, ("8h", "4s")) + _v(op, ("4h",), (0, 3))
    out += ["sqadd b16, b1, b2", "uqsub h16, h1, h2", "sqshl s16, s1, s2", "uqrshl d16, d1, d2",
            "sshl d16, d1, d2", "urshl d16, d2, d1", "sqdmulh h16, h1, h2",
            "sqrdmulh s16, s1, s2", "sqrdmlah h16, h1, h2", "sqrdmlsh s16, s1, s2",
            "add d16, d1, d2", "sub d16, d1, d2", "cmgt d16, d1, d2", "cmhs d16, d1, d2",
            "cmtst d16, d1, d2", "cmeq d16, d1, d1"]
    return out


def _int_misc() -> list[str]:
    out = []
    for op in ("rev64", "cls", "clz", "sqabs", "sqneg", "suqadd", "usqadd"):
        out += _v(op, ("16b", "4h", "4s"), (1,))
    out += _v("rev32", ("16b", "4h"), (1,)) + _v("rev16", ("8b",), (1,))
    out += _v("rbit", _B, (1,)) + _v("sqabs", _D, (2,)) + _v("usqadd", _D, (1,))
    for op in ("cmgt", "cmge", "cmeq", "cmle", "cmlt"):
        out += _v(op, ("16b", "4h", "2d"), (1,), extra=", #0")
        out.append(f"{op} d16, d2, #0")
    for op in ("saddlp", "uaddlp", "sadalp", "uadalp"):
        out += [f"{op} v16.8h, v1.16b", f"{op} v16.2s, v1.4h", f"{op} v16.2d, v1.4s"]
    out += ["shll v16.8h, v1.8b, #8", "shll2 v16.4s, v1.8h, #16", "shll v16.2d, v1.2s, #32",
            "saddlv h16, v1.16b", "uaddlv s16, v1.8h", "uaddlv d16, v1.4s", "saddlv s16, v2.4h",
            "addp d16, v1.2d", "abs d16, d2", "neg d16, d1", "sqabs b16, b1", "sqneg h16, h2",
            "suqadd s16, s1", "usqadd d16, d2"]
    # the forms the block compiler inlines (compiled C's widening and lane shifts)
    out += ["ushll v16.8h, v1.8b, #3", "ushll2 v16.4s, v1.8h, #15", "uxtl v16.2d, v2.2s",
            "uxtl2 v16.8h, v1.16b", "ushll v16.2d, v1.2s, #31", "shll2 v16.8h, v2.16b, #8",
            "shl v16.4s, v1.4s, #24", "shl v16.2d, v2.2d, #1", "shl v16.8b, v1.8b, #7",
            "ushr v16.4s, v1.4s, #32", "ushr v16.2d, v2.2d, #63", "ushr v16.16b, v1.16b, #3",
            "ushr v16.4h, v2.4h, #9"]
    return out


def _long() -> list[str]:
    out = []
    for op in ("saddl", "uaddl", "ssubl", "usubl", "sabal", "uabal", "sabdl", "uabdl", "smlsl",
               "umlsl"):
        out += [f"{op} v16.8h, v1.8b, v2.8b", f"{op}2 v16.4s, v1.8h, v2.8h",
                f"{op} v16.2d, v1.2s, v2.2s"]
    for op in ("sqdmull", "sqdmlal", "sqdmlsl"):
        out += [f"{op} v16.4s, v1.4h, v2.4h", f"{op}2 v16.2d, v1.4s, v2.4s",
                f"{op} s16, h1, h2", f"{op} d16, s2, s1"]
    for op in ("saddw", "uaddw", "ssubw", "usubw"):
        out += [f"{op} v16.8h, v1.8h, v2.8b", f"{op}2 v16.2d, v1.2d, v2.4s"]
    for op in ("addhn", "raddhn", "subhn", "rsubhn"):
        out += [f"{op} v16.8b, v1.8h, v2.8h", f"{op}2 v16.4s, v1.2d, v2.2d"]
    out += ["pmull v16.8h, v1.8b, v2.8b", "pmull2 v16.8h, v1.16b, v2.16b"]
    # by element
    for op in ("mul", "mla", "mls", "sqdmulh", "sqrdmulh", "sqrdmlah", "sqrdmlsh"):
        out += [f"{op} v16.8h, v1.8h, v2.h[5]", f"{op} v16.2s, v1.2s, v19.s[3]"]
    for op in ("smull", "umull", "smlal", "umlal", "smlsl", "umlsl", "sqdmull", "sqdmlal",
               "sqdmlsl"):
        out += [f"{op} v16.4s, v1.4h, v2.h[7]", f"{op}2 v16.2d, v1.4s, v18.s[1]"]
    out += ["sqdmulh h16, h1, v2.h[3]", "sqrdmulh s16, s1, v2.s[2]", "sqrdmlah h16, h2, v1.h[0]",
            "sqdmull s16, h1, v2.h[6]", "sqdmlal d16, s1, v2.s[3]", "sqdmlsl s16, h2, v1.h[1]"]
    return out


def _shifts() -> list[str]:
    out = []
    for op, amounts in (("ssra", (1, 7)), ("usra", (3, 8)), ("srshr", (1, 5)), ("urshr", (2, 8)),
                        ("srsra", (1, 8)), ("ursra", (4,)), ("sri", (1, 8)), ("sli", (0, 5)),
                        ("sqshl", (0, 6)), ("uqshl", (1, 7)), ("sqshlu", (0, 3))):
        for amt in amounts:
            out += [f"{op} v16.16b, v1.16b, #{amt}", f"{op} v16.4h, v2.4h, #{amt * 2}"]
        out.append(f"{op} v16.2d, v2.2d, #{max(amounts) * 7 % 64 or 1}")
    for op in ("rshrn", "sqshrn", "uqshrn", "sqrshrn", "uqrshrn", "sqshrun", "sqrshrun"):
        out += [f"{op} v16.8b, v1.8h, #3", f"{op}2 v16.8h, v2.4s, #16", f"{op} v16.2s, v1.2d, #1"]
        if op != "rshrn":
            out += [f"{op} b16, h1, #2", f"{op} s16, d2, #31"]
    out += ["sshr d16, d1, #63", "ushr d16, d2, #32", "shl d16, d1, #3", "ssra d16, d2, #64",
            "ursra d16, d1, #1", "sri d16, d1, #12", "sli d16, d2, #40", "sqshl b16, b1, #5",
            "uqshl h16, h2, #9", "sqshlu s16, s1, #30", "sqshl d16, d2, #62"]
    return out


def _fp() -> list[str]:
    out = []
    for op in ("fabd", "fmulx", "fcmeq", "fcmge", "fcmgt", "facge", "facgt", "frecps", "frsqrts",
               "fmaxp", "fminp", "fmaxnmp", "fminnmp", "famax", "famin"):
        out += _v(op, ("4s",), (4, 5)) + _v(op, ("4s",), (6, 7)) + _v(op, ("2d",), (8, 9)) + \
            _v(op, ("2d",), (10, 11)) + _v(op, ("8h",), (12, 13)) + _v(op, ("4h",), (14, 15))
    for op in ("fabd", "fmulx", "fcmeq", "fcmge", "fcmgt", "facge", "facgt", "frecps", "frsqrts"):
        out += [f"{op} s16, s4, s5", f"{op} d16, d9, d10", f"{op} h16, h12, h13"]
    for op in ("fcmeq", "fcmge", "fcmgt", "fcmle", "fcmlt"):
        out += [f"{op} v16.4s, v4.4s, #0.0", f"{op} v16.2d, v10.2d, #0.0",
                f"{op} v16.8h, v12.8h, #0.0", f"{op} s16, s5, #0.0", f"{op} d16, d9, #0.0"]
    for op in ("fmaxp", "fminp", "fmaxnmp", "fminnmp"):
        out += [f"{op} s16, v4.2s", f"{op} d16, v8.2d", f"{op} h16, v13.2h"]
    out += ["faddp h16, v12.2h", "fmulx v16.4s, v4.4s, v5.s[2]", "fmulx v16.2d, v8.2d, v9.d[1]",
            "fmulx v16.8h, v12.8h, v13.h[7]", "fmulx s16, s4, v5.s[1]", "fmla s16, s4, v6.s[3]",
            "fmls d16, d8, v9.d[0]", "fmul h16, h12, v13.h[2]", "fmul s16, s6, v7.s[0]"]
    for rot in (0, 90, 180, 270):
        out += [f"fcmla v16.4s, v4.4s, v6.4s, #{rot}", f"fcmla v16.2d, v9.2d, v11.2d, #{rot}",
                f"fcmla v16.8h, v12.8h, v13.8h, #{rot}", f"fcmla v16.4s, v7.4s, v5.s[1], #{rot}",
                f"fcmla v16.4h, v14.4h, v13.h[1], #{rot}"]
    for rot in (90, 270):
        out += [f"fcadd v16.4s, v4.4s, v6.4s, #{rot}", f"fcadd v16.2d, v8.2d, v11.2d, #{rot}"]
    return out


def _fcvt() -> list[str]:
    out = []
    for op in ("frecpe", "frsqrte"):
        out += [f"{op} v16.4s, v{r}.4s" for r in (4, 5, 6, 7, 1)]
        out += [f"{op} v16.2d, v{r}.2d" for r in (8, 9, 10, 11)]
        out += [f"{op} v16.8h, v{r}.8h" for r in (12, 13)] + [f"{op} s16, s5", f"{op} d16, d9"]
    out += ["frecpx s16, s4", "frecpx d16, d11", "frecpx h16, h13", "frecpx s16, s7",
            "urecpe v16.4s, v1.4s", "ursqrte v16.2s, v2.2s", "ursqrte v16.4s, v3.4s",
            "fcvtxn v16.2s, v8.2d", "fcvtxn2 v16.4s, v9.2d", "fcvtxn s16, d10", "fcvtxn s16, d11"]
    for op in ("fcvtns", "fcvtmu", "fcvtas", "fcvtpu", "fcvtzs", "scvtf", "ucvtf"):
        out += [f"{op} s16, s{4 if 'cvtf' not in op else 1}", f"{op} d16, d9", f"{op} h16, h12"]
    for op in ("fcvtzs", "fcvtzu", "scvtf", "ucvtf"):
        out += [f"{op} v16.4s, v{4 if op[0] == 'f' else 1}.4s, #16",
                f"{op} v16.2d, v{9 if op[0] == 'f' else 2}.2d, #3",
                f"{op} v16.8h, v{12 if op[0] == 'f' else 3}.8h, #1",
                f"{op} s16, s{6 if op[0] == 'f' else 1}, #32", f"{op} d16, d{10 if op[0] == 'f' else 2}, #64"]
    for op in ("frint32z", "frint32x", "frint64z", "frint64x"):
        out += [f"{op} v16.4s, v{r}.4s" for r in (4, 6, 7)] + [f"{op} v16.2d, v{r}.2d"
                                                              for r in (9, 10, 11)]
        out += [f"{op} s16, s{r}" for r in (4, 5, 7)] + [f"{op} d16, d{r}" for r in (8, 11)]
    return out


def _crypto() -> list[str]:
    out = []
    for op in ("aese", "aesd"):
        out += [f"{op} v16.16b, v1.16b", f"{op} v17.16b, v3.16b"]
    for op in ("aesmc", "aesimc"):
        out += [f"{op} v16.16b, v1.16b", f"{op} v16.16b, v0.16b"]
    out += ["pmull v16.1q, v1.1d, v2.1d", "pmull2 v16.1q, v1.2d, v3.2d",
            "eor3 v16.16b, v1.16b, v2.16b, v3.16b", "bcax v16.16b, v1.16b, v2.16b, v3.16b",
            "rax1 v16.2d, v1.2d, v2.2d", "xar v16.2d, v1.2d, v2.2d, #13",
            "xar v16.2d, v3.2d, v0.2d, #0", "usdot v16.4s, v1.16b, v2.16b",
            "usdot v16.2s, v1.8b, v2.4b[3]", "sudot v16.4s, v1.16b, v2.4b[1]",
            "smmla v16.4s, v1.16b, v2.16b", "ummla v16.4s, v1.16b, v2.16b",
            "usmmla v16.4s, v1.16b, v2.16b"]
    for op in ("sha1c", "sha1p", "sha1m"):
        out += [f"{op} q16, s1, v2.4s", f"{op} q17, s3, v0.4s"]
    out += ["sha256h q16, q1, v2.4s", "sha256h2 q16, q1, v2.4s", "sha256h q17, q3, v0.4s",
            "sha256h2 q17, q0, v3.4s", "sha1h s16, s1", "sha1su0 v16.4s, v1.4s, v2.4s",
            "sha1su1 v16.4s, v1.4s", "sha256su0 v16.4s, v1.4s", "sha256su1 v16.4s, v1.4s, v2.4s",
            "sha256su1 v17.4s, v3.4s, v0.4s",
            "sha512h q16, q1, v2.2d", "sha512h2 q16, q1, v2.2d", "sha512h q17, q3, v0.2d",
            "sha512su0 v16.2d, v1.2d", "sha512su1 v16.2d, v1.2d, v2.2d",
            "sm3ss1 v16.4s, v1.4s, v2.4s, v3.4s", "sm3partw1 v16.4s, v1.4s, v2.4s",
            "sm3partw2 v16.4s, v1.4s, v2.4s"]
    out += [f"{op} v16.4s, v1.4s, v2.s[{k}]" for op in ("sm3tt1a", "sm3tt1b", "sm3tt2a",
                                                         "sm3tt2b") for k in (0, 3)]
    return out


def _fhm() -> list[str]:
    out = []
    for op in ("fmlal", "fmlal2", "fmlsl", "fmlsl2"):
        out += [f"{op} v5.4s, v12.4h, v13.4h", f"{op} v6.2s, v14.2h, v15.2h",
                f"{op} v4.4s, v13.4h, v12.h[7]", f"{op} v7.2s, v12.2h, v15.h[2]"]
    return out


def _bf16() -> list[str]:
    out = [f"bfcvtn v16.4h, v{r}.4s" for r in (4, 5, 6, 7, 1)]
    out += [f"bfcvtn2 v16.8h, v{r}.4s" for r in (5, 2)]
    out += [f"bfcvt h16, s{r}" for r in (4, 5, 6, 7, 0)]
    for op in ("bfmlalb", "bfmlalt"):
        out += [f"{op} v5.4s, v12.8h, v13.8h", f"{op} v6.4s, v1.8h, v2.8h",
                f"{op} v4.4s, v13.8h, v12.h[7]", f"{op} v7.4s, v3.8h, v15.h[2]"]
    return out


GROUPS = {"int_three": _int_three, "int_misc": _int_misc, "long_elem": _long,
          "shifts": _shifts, "fp": _fp, "fcvt": _fcvt, "crypto": _crypto,
          "fhm": _fhm, "bf16": _bf16}


@needs_qemu
@pytest.mark.parametrize("group", GROUPS)
def test_forms_match_qemu(group, tmp_path):
    bad = compare(GROUPS[group](), tmp_path)
    assert not bad, f"{len(bad)} lines differ from QEMU:\n" + "\n".join(bad[:30])


_LANE_LINES = [
    "ld1 {v0.b}[14], [x1]", "ld1 {v1.h}[3], [x1], #2", "ld1 {v2.s}[3], [x1], x2",
    "ld1 {v3.d}[1], [x1]", "ld2 {v4.b, v5.b}[8], [x1]", "ld2 {v6.h, v7.h}[7], [x1], #4",
    "ld3 {v8.s, v9.s, v10.s}[2], [x1], x2", "ld4 {v30.d, v31.d, v0.d, v1.d}[0], [x1], #32",
    "ld2r {v12.16b, v13.16b}, [x1]", "ld3r {v14.4h, v15.4h, v16.4h}, [x1], #6",
    "ld4r {v17.2d, v18.2d, v19.2d, v20.2d}, [x1], x2", "ld2r {v21.1d, v22.1d}, [x1]",
    "st1 {v23.b}[15], [x3]", "st2 {v24.h, v25.h}[5], [x3], #4",
    "st3 {v26.s, v27.s, v28.s}[1], [x3], x2", "st4 {v29.d, v30.d, v31.d, v0.d}[1], [x3]",
]


@needs_qemu
def test_single_structure_loads_and_stores_match_qemu(tmp_path):
    from simd_oracle import program_with_output, run_both

    body = ["    adr x21, buf\n    adr x22, vin\n    mov x2, #5"]
    for ln in _LANE_LINES:
        body.append("    mov x1, x21\n    add x3, x21, #128\n" + "\n".join(
            f"    ldp q{2 * i}, q{2 * i + 1}, [x22, #{32 * (i % 4)}]" for i in range(16)))
        body.append("    " + ln)
        body.append("    sub x4, x1, x21\n    str x4, [x20], #8\n"
                    + "\n".join(f"    stp q{2 * i}, q{2 * i + 1}, [x20], #32" for i in range(16))
                    + "\n    ldp q0, q1, [x21, #128]\n    stp q0, q1, [x20], #32")
    data = ("vin: .byte " + ", ".join(str((i * 29 + 7) % 256) for i in range(128)) +
            "\nbuf: .byte " + ", ".join(str((i * 53 + 3) % 256) for i in range(192)))
    run_both(program_with_output("\n".join(body), data).replace("out: .space 4096",
                                                                "out: .space 16384"), tmp_path)


@needs_qemu
@pytest.mark.parametrize("line", ["sqadd b0, b1, b2", "add d0, d1, d2", "fabd s0, s1, s2",
                                  "fmulx s0, s1, s2", "frecpe s0, s1", "frsqrts s0, s1, s2",
                                  "fcvtns s0, s1", "fcvtzs h0, h1", "ucvtf d0, d1, #5",
                                  "fcmeq s0, s1, #0.0", "fcvtxn s0, d1", "fmul s0, s1, v2.s[1]",
                                  "sqshl s0, s1, #3", "fmaxp s0, v1.2s", "cmeq d0, d1, #0",
                                  "mla v0.4s, v1.4s, v2.s[1]", "ld1 {v0.s}[1], [sp]"])
def test_streaming_mode_without_fa64_like_qemu(line, tmp_path):
    """The M4 has no FA64: in streaming mode most AdvSIMD forms are illegal (SIGILL, 132) and
    a few scalar ones are not; QEMU with sme_fa64=off is the reference."""
    import subprocess

    from simulator import Machine

    src = tmp_path / "s.s"
    src.write_text(f".text\n.global _start\n_start:\n  smstart sm\n  {line}\n  smstop sm\n"
                   "  mov x0, #0\n  mov x8, #93\n  svc #0\n")
    exe = qemu_oracle.build_clang(src, tmp_path)
    proc = subprocess.run([qemu_oracle.QEMU, "-cpu", "max,sme=on,sme_fa64=off", str(exe)],
                          capture_output=True, timeout=20)
    want = qemu_oracle.status_from_returncode(proc.returncode)
    m = Machine.from_file(exe, features="m4")
    m.run()
    got = m.fault.exit_status if m.fault is not None else m.exit_code
    assert got == want, f"{line}: tilesim m4 status {got}, QEMU (sme_fa64=off) {want}"
