"""Ascend C input outside the subset: every class of unsupported construct is a located error
(file:line:col, the construct named), and mutated sources never raise a Python traceback."""
from __future__ import annotations

import os
import random
import subprocess
import sys

import numpy as np
import pytest

pytest.importorskip("tree_sitter_cpp", reason="needs tree-sitter-cpp (pip install tree-sitter-cpp)")

from isa.asm.diag import AsmError, AsmErrors  # noqa: E402
from simulator.vf import VfMachine  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "tests", "ascendc")
HEAD = ('#include "kernel_operator.h"\nusing namespace AscendC::Reg;\n'
        "__simd_vf__ inline void K(__ubuf__ float* dst, __ubuf__ float* src, uint32_t n, float a)\n{\n"
        "    RegTensor<float> x, y;\n    MaskReg m = CreateMask<float>();\n")  # body from line 7


def error_of(body: str, head: str = HEAD) -> AsmError:
    with pytest.raises(AsmErrors) as ei:
        VfMachine.from_source(head + body + "\n}\n", "e.asc")
    return ei.value.errors[0]


CASES = [
    # (construct class, body, line, col, message part)
    ("while loop", "    while (n) { n--; }", 7, 5, "a while loop is not in tilesim's Ascend C subset"),
    ("do-while", "    do { n--; } while (n);", 7, 5, "a do-while loop"),
    ("switch", "    switch (n) { default: break; }", 7, 5, "switch"),
    ("break", "    for (uint16_t i = 0; i < 4; i++) { break; }", 7, 40, "break"),
    ("continue", "    for (uint16_t i = 0; i < 4; i++) { continue; }", 7, 40, "continue"),
    ("goto", "    goto end;\nend:\n    return;", 7, 5, "goto"),
    ("runtime float arithmetic", "    float b = a * 2.0f;", 7, 15, "floating-point scalar arithmetic"),
    ("RegTensor copy", "    RegTensor<float> z = x;", 7, 22, "RegTensor copies are not in the subset"),
    ("unknown function", "    Frobnicate(x, y, m);", 7, 5, "unknown function 'Frobnicate'"),
    ("unknown name", "    Adds(x, x, missing, m);", 7, 16, "unknown name 'missing'"),
    ("unknown type", "    RegTensor<float4> z;", 7, 15, "unknown name 'float4'"),
    ("subscript", "    uint32_t k = src[0];", 7, 18, "a subscript"),
    ("pointer dereference", "    uint32_t k = *src;", 7, 18, "pointer_expression"),
    ("runtime ?:", "    uint32_t k = n ? 1 : 2;", 7, 18, "a runtime ?: (a branch)"),
    ("return in a loop", "    for (uint16_t i = 0; i < n; i++) { return; }", 7, 40, "return inside a runtime loop"),
    ("loop form", "    for (;;) { }", 7, 5, "a for loop without"),
    ("counter type", "    for (int64_t i = 0; i < 4; i++) { }", 7, 10, "loop counter type int64_t"),
    ("loop update", "    for (uint16_t i = 0; i < 4; i *= 2) { }", 7, 33, "this loop update"),
    ("parse error", "    Add(x, x, , m);", 7, 15, "cannot parse this C++"),
    ("too many registers", "    RegTensor<float> " + ", ".join(f"r{i}" for i in range(31)) + ";",
     7, 162, "more than 32 RegTensors"),  # the 33rd (x and y come first)
    ("CreateAddrReg indices", "    for (uint16_t i = 0; i < 4; i++) {\n"
     "        AddrReg r = CreateAddrReg<float>(n, 64);\n    }", 8, 21, "must be the innermost"),
    ("load distribution", "    LoadAlign<float, LoadDist::DIST_E2B_B32>(x, src);", 7, 5, "LoadDist::DIST_E2B_B32"),
    ("bad enumerator", "    LoadAlign<float, LoadDist::DIST_FOO>(x, src);", 7, 22, "'DIST_FOO' is not a LoadDist"),
    ("UpdateMask of a constant", "    m = UpdateMask<float>(64);", 7, 9, "UpdateMask<T>(count) takes"),
    ("VF calling a VF", "    asc_vf_call<K>(dst, src, n, a);", 7, 5, "launches a VF from host code"),
    ("function-like macro", "    uint32_t k = TWICE;", 7, 18, "function-like macro 'TWICE'"),
    ("argument count", "    uint32_t k = CeilDivision(n);", 7, 18, "CeilDivision takes 2 arguments, got 1"),
    ("API argument count", "    LoadAlign(x);", 7, 5, "LoadAlign takes at least 2 arguments, got 1"),
    ("size after unrolling", "#pragma unroll 64\n    for (uint16_t i = 0; i < n; i++) {\n"
     "#pragma unroll 64\n        for (uint16_t j = 0; j < n; j++) {\n#pragma unroll 64\n"
     "            for (uint16_t k = 0; k < n; k++) { Adds(x, x, 1.0f, m); } } }", 12, 48,
     "more than 20000 instructions after unrolling"),
    ("constexpr from a run-time value", "    constexpr uint32_t k = n + 1;", 7, 24,
     "constexpr 'k' is not initialised with a constant"),
    ("runtime int-to-float scalar", "    Muls(y, x, n, m);", 7, 16, "a uint32_t scalar where float is wanted"),
    ("data-block copy form", "    LoadAlign<float, DataCopyMode::DATA_BLOCK_COPY>(x, src, m);", 7, 5,
     "the DATA_BLOCK_COPY LoadAlign(dst, addr, dataBlockStride[, repeatStride], mask)"),
    ("MaskReg store mode", "    StoreAlign<float, MaskDist::DIST_US>(dst, m);", 7, 5,
     "MaskDist::DIST_US is not a store mode of a MaskReg"),
    ("C API form", "    asc_load(x);", 7, 5, "asc_load takes (dst, src)"),
    ("MaskReg load mode", "    LoadAlign<float, MaskDist::DIST_PACK>(m, src);", 7, 5,
     "MaskDist::DIST_PACK is not a load mode of a MaskReg"),
    ("C API mask pattern", "    m = asc_create_mask_b32(PAT_ALMOST);", 7, 9, "unknown mask pattern 'PAT_ALMOST'"),
]

HOST = ('#include "kernel_operator.h"\n__simd_vf__ inline void V(__ubuf__ float* d, uint32_t n) {}\n'
        "template <typename T>\n__aicore__ inline void H(const AscendC::LocalTensor<T>& t, "
        "const AscendC::LocalTensor<half>& h, uint32_t n)\n{\n")  # body from line 6
HOST_CASES = [
    # (construct class in host code, body, line, col, message part)
    ("Reg API call", "    AscendC::Reg::LocalMemBar<>();", 6, 5, "the Reg API call LocalMemBar is in host code"),
    ("memory-level API on 16-bit tensors", "    AscendC::Exp(h, h, n);", 6, 5,
     "the memory-level Exp on half tensors"),
    ("memory-level API form", "    AscendC::Sub(t, t, n);", 6, 5, "Sub on tensors takes 4 arguments"),
    ("tensor method", "    uint32_t k = t.GetSize();", 6, 18, "the method call '.GetSize()'"),
    ("SIMT launch", "    asc_vf_call<V>(dim3(8), t, n);", 6, 5, "a SIMT launch (dim3 threads)"),
    ("VF argument count", "    V(t);", 6, 5, "V takes 2 arguments, got 1"),
    ("reduction with its index", "    AscendC::ReduceMax(t, t, t, n, true);", 6, 36,
     "the calIndex form of ReduceMax"),
]


@pytest.mark.parametrize("what,body,line,col,msg", HOST_CASES, ids=[c[0] for c in HOST_CASES])
def test_unsupported_host_construct_is_located(what, body, line, col, msg):
    m = VfMachine.from_source(HOST + body + "\n}\n", "h.asc")
    with pytest.raises(ValueError) as ei:
        m.vf_call("H<float>", t=np.zeros(64, np.float32), h=np.zeros(64, np.float16), n=64)
    assert f"h.asc:{line}:{col}: error: " in str(ei.value) and msg in str(ei.value), str(ei.value)


@pytest.mark.parametrize("what,body,line,col,msg", CASES, ids=[c[0] for c in CASES])
def test_unsupported_construct_is_located(what, body, line, col, msg):
    head = HEAD if what != "function-like macro" else "#define TWICE(x) (2 * (x))\n" + HEAD
    e = error_of(body, head)
    assert msg in e.message, e.render()
    assert (e.loc.file, e.loc.line - (what == "function-like macro"), e.loc.col) == ("e.asc", line, col), e.render()


@pytest.mark.parametrize("src,line,col,msg", [
    ("#if 1\n", 1, 2, "unterminated #if"),
    ("#endif\n", 1, 2, "#endif without #if"),
    ('#include "no_such_header.h"\n', 1, 2, "cannot find include file 'no_such_header.h'"),
    ("#error stop here\n", 1, 2, "#error stop here"),
    ("#frob\n", 1, 2, "unknown preprocessor directive '#frob'"),
    ("#if FOO +\n#endif\n", 1, 2, "cannot evaluate"),
])
def test_preprocessor_errors_are_located(src, line, col, msg):
    with pytest.raises(AsmErrors) as ei:
        VfMachine.from_source(src, "p.asc")
    e = ei.value.errors[0]
    assert msg in e.message and (e.loc.line, e.loc.col) == (line, col), e.render()


def test_preprocessor_defines_select_code_and_undefined_macros_are_zero():
    src = ('#include <cstdint>\n#include "kernel_operator.h"\n#if MODE == 2 && !defined(NOPE)\n'
           "__simd_vf__ inline void K(__ubuf__ int32_t* d)\n{\n"
           "    AscendC::Reg::RegTensor<int32_t> v;\n"
           "    AscendC::Reg::Duplicate(v, SCALE * 3, AscendC::Reg::CreateMask<int32_t>());\n"
           "    AscendC::Reg::StoreAlign(d, v, AscendC::Reg::CreateMask<int32_t>());\n}\n#endif\n")
    import numpy as np

    m = VfMachine.from_source(src, "d.asc", defines={"MODE": 2, "SCALE": 7})
    d = np.zeros(64, np.int32)
    m.vf_call("K", d=d)
    assert (d == 21).all()
    m = VfMachine.from_source(src, "d.asc", defines={"MODE": 1})
    with pytest.raises(KeyError, match="no __simd_vf__ function 'K'"):
        m.vf_call("K", d=d)


def test_inactive_code_marks_no_vf():
    src = ('#if 0\n__simd_vf__ inline void Old(__ubuf__ float* d) {}\n#endif\n'
           "inline void Host(int n) { while (n) { n--; } }\n")
    m = VfMachine.from_source(src, "h.asc")  # Host is host code: parsed, never lowered
    assert m.program.extra["ascendc"].vfs == {}


def test_template_vf_errors_surface_at_call():
    m = VfMachine.from_file(os.path.join(SRC, "ops.asc"))
    import numpy as np

    with pytest.raises(ValueError, match=r"ops\.asc:\d+:\d+: error: masks for double"):
        m.vf_call("AddVF<double>", dst=np.zeros(64), a=np.zeros(64), b=np.zeros(64), n=3)
    with pytest.raises(KeyError, match="is a template: name its arguments"):
        m.vf_call("AddVF", dst=np.zeros(64), a=np.zeros(64), b=np.zeros(64), n=3)


def test_cli_reports_a_located_error_and_exit_2(tmp_path):
    bad = tmp_path / "bad.asc"
    bad.write_text(HEAD + "    while (n) { }\n}\n")
    r = subprocess.run([sys.executable, "-m", "tools.cli", "asm", str(bad)], capture_output=True,
                       text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 2
    assert f"{bad}:7:5: error: a while loop is not in tilesim's Ascend C subset" in r.stderr
    assert "Traceback" not in r.stderr

    host = tmp_path / "host.asc"
    host.write_text("int main() { return 0; }\n")
    r = subprocess.run([sys.executable, "-m", "tools.cli", "asm", str(host)], capture_output=True,
                       text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0 and f"note: no __simd_vf__ function in {host}" in r.stderr

    def run(*args):
        return subprocess.run([sys.executable, "-m", "tools.cli", "run", "tests/ascendc/guide.asc",
                               *args], capture_output=True, text=True, cwd=ROOT, timeout=120)
    r = run()
    assert r.returncode == 2 and "is Ascend C: it has no entry to run; name a VF with --vf" in r.stderr
    assert "VFs: DupHoisted, DupInside, ScaleIf" in r.stderr
    r = run("--vf", "DupInside", "--arg", "dst=f99[4]", "--arg", "value=1", "--arg", "rep=1")
    assert r.returncode == 2 and "--arg dst=f99[4]: unknown element type 'f99'" in r.stderr
    r = run("--vf", "DupInside", "--arg", "dst=f32[64]", "--arg", "value=1")
    assert r.returncode == 2 and "missing ['rep']" in r.stderr
    r = run("--vf", "DupInside", "--arg", "dst=f32[64]", "--arg", "value=1", "--arg", "rep=70000")
    assert r.returncode == 2 and "rep=70000 is out of range for its type (u16" in r.stderr
    r = run("--vf", "DupInside", "--arg", "dst=f32[63488]", "--arg", "value=1", "--arg", "rep=1")
    assert r.returncode == 2 and "UB full: 253952 bytes do not fit" in r.stderr
    # 993 stores of 64 floats from a 252,000-byte array: the last ones are past the usable UB
    r = run("--vf", "DupInside", "--arg", "dst=f32[63000]", "--arg", "value=1", "--arg", "rep=993")
    assert r.returncode == 139 and "SIGSEGV" in r.stderr and "guide.asc:58" in r.stderr
    assert "Traceback" not in r.stderr


# ---------------------------------------------------------------- mutation fuzz
TOKENS = ["{", "}", "(", ")", ";", ",", "<", ">", "*", "&", "0", "-", "::", "for", "if", "else",
          "uint16_t", "float", "x", "i", "return", "#if 1", "#endif", "\n", "\"", "'", "/*", "//"]


def mutate(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 3)):
        k = rng.randrange(len(text))
        op = rng.randrange(4)
        if op == 0:
            text = text[:k] + text[k + rng.randint(1, 8):]
        elif op == 1:
            text = text[:k] + rng.choice(TOKENS) + text[k:]
        elif op == 2:
            lines = text.split("\n")
            i = rng.randrange(len(lines))
            lines.insert(rng.randrange(len(lines)), lines[i])
            text = "\n".join(lines)
        else:
            j = rng.randrange(len(text))
            a, b = sorted((k, j))
            text = text[:a] + text[b:b + 5] + text[a + 5:b] + text[a:a + 5] + text[b + 5:]
    return text


def _fuzz(n: int, seed: int) -> None:
    files = [os.path.join(SRC, f) for f in ("ops.asc", "guide.asc", "gelu.asc", "softmax.asc",
                                             "capi.asc", "blockcopy.asc")]
    texts = [open(f).read() for f in files]
    rng = random.Random(seed)
    for k in range(n):
        text = mutate(texts[k % len(texts)], rng)
        defines = {"SCENARIO_NUM": rng.choice((0, 1, 2, 3, 5))}  # softmax.asc's cases
        try:
            m = VfMachine.from_source(text, "fuzz.asc", max_steps=20_000, defines=defines)
        except AsmErrors as e:
            assert e.errors and all(err.loc.file for err in e.errors)
            continue
        fe = m.program.extra["ascendc"]
        # the template VFs, and softmax Case 0's host function with the VFs it launches
        names = [fd.name for fd in fe.vfs.values() if fd.tparams] + ["Softmax"]
        for name in names:
            try:
                m.instance(f"{name}<float>")
            except (KeyError, ValueError) as e:
                assert str(e)


def test_mutation_fuzz_never_raises_a_traceback():
    _fuzz(40, 1)


@pytest.mark.slow
def test_mutation_fuzz_long():
    _fuzz(1000, 2)
