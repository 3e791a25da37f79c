"""Ascend C (`__simd_vf__` C++) run through the VF front end: the softmax and GELU sources in
the asc-devkit style match numpy and give the cycles and loop remarks of the hand-written
`.vf.s` translations in programs/vf (docs/vf.md); the loop-optimisation guide's examples move
as the guide says. Sources: tests/ascendc/*.asc (written for tilesim)."""
from __future__ import annotations

import os
import re

import numpy as np
import pytest

pytest.importorskip("tree_sitter_cpp", reason="needs tree-sitter-cpp (pip install tree-sitter-cpp)")

from simulator import load_machine  # noqa: E402
from simulator.vf import VfMachine  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "tests", "ascendc")
VF = os.path.join(ROOT, "programs", "vf")


def asc(name: str, **kw):
    return load_machine(os.path.join(SRC, name), **kw)


def vfs(name: str):
    path = os.path.join(VF, name + ".vf.s")
    with open(path) as fh:
        m = load_machine(fh.read(), path)
    assert m.run() == 0
    return m


def softmax_ref(x):
    e = np.exp(x.astype(np.float64) - x.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def softmax_vf(sc: int, x, y, sum_floats: int, m=None):
    """Call SoftmaxVF<T> of Case ``sc`` on the rows of ``x`` (Case 5 also takes the host's
    tail = rDim % 64, mainRepeat = rDim / 64, hasTail = tail != 0, as the sample's host does)."""
    m = m or asc("softmax.asc", defines={"SCENARIO_NUM": sc})
    rows, cols = x.shape
    kw = dict(tail=cols % 64, mainRepeat=cols // 64, hasTail=int(cols % 64 != 0)) if sc == 5 else {}
    m.vf_call(f"SoftmaxVF<{'half' if x.dtype == np.float16 else 'float'}>", dstAddr=y, srcAddr=x,
              expAddr=np.zeros((rows, cols), np.float32), sumAddr=np.zeros(sum_floats, np.float32),
              aDim=rows, rDim=cols, rDimAlign=cols, **kw)
    return m


def doc_row(prefix: str) -> str:
    """The row of docs/ascendc.md's cycle table that starts with ``prefix``."""
    with open(os.path.join(ROOT, "docs", "ascendc.md"), encoding="utf-8") as fh:
        rows = [ln for ln in fh if ln.startswith("| " + prefix)]
    assert len(rows) == 1, prefix
    return rows[0]


def loop_remarks(m, file_part: str) -> list[str]:
    """Each loop remark of ``file_part``'s loops in source order, without the counter's name
    and line numbers (C++ and .vf.s name them differently): what was decided and why."""
    out = []
    for r in m.program.remarks:
        if file_part in r.loc.file and r.message.startswith(("hardware loop", "software loop")):
            out.append(re.sub(r" at line \d+", "", re.sub(r"'[^']*' ", "", r.message)))
    return out


def address_decisions(m, file_part: str) -> list[str]:
    """Per address remark: the counters its AddrReg steps with, or 'scalar' (a stride that is
    a constant in the .vf.s is a register the C++ computed: compared without strides)."""
    out = []
    for r in m.program.remarks:
        if file_part in r.loc.file and r.message.startswith("address"):
            got = re.search(r"uses AddrReg a\d+ \((.*)\)$", r.message)
            out.append(re.sub(r"\*\w+", "", got.group(1)) if got else "scalar")
    return out


def loop_kinds(m, file_part: str) -> list[str]:
    """'hardware'/'software' per loop remark, in source order."""
    return [("hardware" if r.message.startswith("hardware") else "software")
            for r in m.program.remarks if "loop" in r.message and file_part in r.loc.file
            and r.message.startswith(("hardware loop", "software loop"))]


@pytest.mark.parametrize("scenario,twin", [(1, "softmax1_naive"), (2, "softmax2_fused"),
                                           (3, "softmax3_unroll"), (5, "softmax5_maintail")])
def test_softmax_from_cpp_matches_numpy_and_the_vf_s_cycles(scenario, twin):
    x = np.random.default_rng(7).uniform(-4, 4, (128, 128)).astype(np.float32)
    y = np.zeros_like(x)
    m = softmax_vf(scenario, x, y, 2304)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=2e-6, atol=1e-9)
    a, b = m.stats(), vfs(twin).stats()
    ours, theirs = a["cycles"], b["cycles"]
    # the C++ computes on the scalar unit what the .vf.s has as constants (CeilDivision, the
    # row stride …; docs/ascendc.md lists them): exactly that many more instructions, all
    # scalar, and no more cycles than instructions
    extra = a["instructions"] - b["instructions"]
    assert a["vector_ops"] == b["vector_ops"] and 0 < ours - theirs <= extra
    assert f"| {ours:,} | {theirs:,} | {extra:,} |" in doc_row(f"softmax Case {scenario} ")
    # the same loops, classified the same way for the same reasons, in the same order
    assert loop_remarks(m, "softmax.asc") == loop_remarks(vfs(twin), twin + ".vf.s")
    # every address decided the same way (remarks inside inlined helpers sort at the helper's
    # lines, so the multisets are compared)
    assert sorted(address_decisions(m, "softmax.asc")) == \
        sorted(address_decisions(vfs(twin), twin + ".vf.s"))
    kinds = loop_kinds(m, "softmax.asc")
    if scenario == 1:  # the uint32_t row loops are software loops, as in the .vf.s
        assert kinds.count("software") == 3 and m.stats()["sw_loop_iterations"] == 3 * 128
        assert any(r.message.startswith("software loop: counter is u32") for r in m.program.remarks)
    else:
        assert kinds == ["hardware"] * len(kinds) and m.stats()["sw_loop_iterations"] == 0


def case0(x):
    """Softmax Case 0 (host code) over the rows of ``x``: (machine, result)."""
    m = asc("softmax.asc", defines={"SCENARIO_NUM": 0})
    y = np.zeros_like(x)
    rows, cols = x.shape
    m.vf_call(f"Softmax<{'half' if x.dtype == np.float16 else 'float'}>", dstTensor=y,
              srcTensor=x, expTensor=np.zeros(x.shape, np.float32),
              sumTensor=np.zeros(2304, np.float32), aDim=rows, rDim=cols, rDimAlign=cols)
    return m, y


def test_softmax_case0_host_code_with_memory_api_calls():
    """Case 0: a host (__aicore__) function calls the memory-level API on LocalTensor rows;
    each call is one VF launch, as in the hand-written softmax0_membase.vf.s (7 per row)."""
    x = np.random.default_rng(7).uniform(-4, 4, (128, 128)).astype(np.float32)
    m, y = case0(x)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=2e-6, atol=1e-9)
    s, twin = m.stats(), vfs("softmax0_membase").stats()
    assert s["vf_calls"] == twin["vf_calls"] == 7 * 128
    assert s["vector_ops"] == twin["vector_ops"] and s["sw_loop_iterations"] == 128
    extra = s["instructions"] - twin["instructions"]
    assert f"| {s['cycles']:,} | {twin['cycles']:,} | {extra:,} |" in doc_row("softmax Case 0 ")
    assert loop_kinds(m, "softmax.asc") == ["software"]  # the uint32_t host loop
    # ragged rows: the memory API's count form masks the tail of each row
    x = np.random.default_rng(2).uniform(-3, 3, (3, 136)).astype(np.float32)
    np.testing.assert_allclose(case0(x)[1], softmax_ref(x), rtol=2e-6, atol=1e-9)
    # half: the memory-level Cast widens each row and rounds the result (9 launches a row)
    h = np.random.default_rng(4).uniform(-3, 3, (5, 128)).astype(np.float16)
    m, y = case0(h)
    want = softmax_ref(h.astype(np.float32)).astype(np.float16)  # float math, rounded once
    assert np.abs(y.astype(np.float32) - want.astype(np.float32)).max() <= 2 ** -14
    assert m.stats()["vf_calls"] == 9 * 5


def test_host_code_launches_a_vf_through_asc_vf_call():
    """Case 2's host wrapper: GetPhyAddr of each LocalTensor, one asc_vf_call launch; the
    uint32_t sizes reach the VF's uint16_t parameters as C++ converts them (an `and` each)."""
    x = np.random.default_rng(7).uniform(-4, 4, (128, 128)).astype(np.float32)
    m = asc("softmax.asc", defines={"SCENARIO_NUM": 2})
    y = np.zeros_like(x)
    m.vf_call("SoftmaxHost<float>", dstTensor=y, srcTensor=x, expTensor=np.zeros_like(x),
              sumTensor=np.zeros(64, np.float32), aDim=128, rDim=128, rDimAlign=128)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=2e-6, atol=1e-9)
    direct = softmax_vf(2, x, np.zeros_like(x), 64).stats()
    s = m.stats()
    assert s["vf_calls"] == direct["vf_calls"] == 1
    assert s["instructions"] - direct["instructions"] == 3 and s["cycles"] - direct["cycles"] == 3
    # a size that does not fit the uint16_t parameter is cut to its low 16 bits, as in C++:
    # 65537 rows become 1
    y = np.zeros((1, 128), np.float32)
    m.vf_call("SoftmaxHost<float>", dstTensor=y, srcTensor=x[:1].copy(), expTensor=np.zeros_like(y),
              sumTensor=np.zeros(64, np.float32), aDim=65537, rDim=128, rDimAlign=128)
    np.testing.assert_allclose(y, softmax_ref(x[:1]), rtol=2e-6, atol=1e-9)


def test_host_code_errors_are_located(tmp_path):
    p = tmp_path / "host.asc"
    p.write_text("template <typename T>\n__aicore__ inline void H(const LocalTensor<T>& t, uint32_t n)\n"
                 "{\n    Reg::RegTensor<T> v;\n    Reg::LoadAlign(v, t.GetPhyAddr());\n"
                 "    Sub(t, t, t, n, 7);\n}\n")
    m = load_machine(str(p))
    with pytest.raises(ValueError, match=r"host.asc:5:5: error: the Reg API call LoadAlign is "
                       r"in host code"):
        m.vf_call("H<float>", t=np.zeros(64, np.float32), n=64)


def test_softmax_ragged_rows_and_half():
    rng = np.random.default_rng(3)
    x = rng.uniform(-3, 3, (6, 136)).astype(np.float32)  # 136 = 2 vectors + an 8-lane tail
    for sc in (2, 5):
        y = np.zeros_like(x)
        softmax_vf(sc, x, y, 128)
        np.testing.assert_allclose(y, softmax_ref(x), rtol=2e-6, atol=1e-9)
    h = rng.uniform(-3, 3, (4, 128)).astype(np.float16)
    m = asc("softmax.asc", defines={"SCENARIO_NUM": 2})
    y = np.zeros_like(h)
    m.vf_call("SoftmaxVF<half>", dstAddr=y, srcAddr=h, expAddr=np.zeros((4, 128), np.float32),
              sumAddr=np.zeros(64, np.float32), aDim=4, rDim=128, rDimAlign=128)
    np.testing.assert_allclose(y.astype(np.float32), softmax_ref(h.astype(np.float32)),
                               rtol=2e-3, atol=1e-4)


def test_pragma_unroll_is_applied_like_the_compiler():
    """`#pragma unroll 6`: trips of six copies then the remainder, as gelu_unroll6.vf.s."""
    x = np.random.default_rng(3).uniform(-4, 4, 8192).astype(np.float32)
    x64 = x.astype(np.float64)
    want = x64 / (1 + np.exp(-1.595769 * (x64 + 0.044715 * x64 ** 3)))
    for n, loops in ((8192, 128), (7869, 123)):  # 123 = 20 trips of 6 + 3; a ragged last vector
        m = asc("gelu.asc")
        y = np.zeros_like(x)
        m.vf_call("GeluUnroll6VF<float>", dst=y, src=x, count=n, loops=loops)
        np.testing.assert_allclose(y[:n], want[:n], rtol=2e-6, atol=1e-6)
        assert not y[n:].any()
    m = asc("gelu.asc")
    m.vf_call("GeluUnroll6VF<float>", dst=np.zeros_like(x), src=x, count=8192, loops=128)
    a, b = m.stats(), vfs("gelu_unroll6").stats()
    assert a["instructions"] - b["instructions"] == 2  # bound / 6 and bound % 6 at run time
    assert 0 < a["cycles"] - b["cycles"] <= 2
    assert doc_row("GELU `#pragma unroll 6`").split("|")[2].strip() == f"{a['cycles']:,}"
    loops = [r.message for r in m.program.remarks if r.message.startswith("hardware loop 'i_")]
    assert [t.split("'")[1] for t in loops] == ["i_x6", "i_rest"]
    addr = [r.message for r in m.program.remarks if "uses AddrReg" in r.message and "src" in r.message]
    assert addr[0].endswith("(i_x6*1536)") and addr[-1].endswith("(i_rest*256)")


@pytest.mark.parametrize("vf,twin", [("GeluVF", "gelu_fused"),
                                     ("GeluEltwiseFusedVF", "gelu_eltwise_fused"),
                                     ("GeluEltwiseSplitVF", "gelu_eltwise_split")])
def test_gelu_from_cpp_matches_numpy_and_the_vf_s_cycles(vf, twin):
    x = np.random.default_rng(3).uniform(-4, 4, 8192).astype(np.float32)
    m = asc("gelu.asc")
    y = np.zeros_like(x)
    m.vf_call(f"{vf}<float>", dst=y, src=x, count=8192, loops=128)
    x64 = x.astype(np.float64)
    want = x64 / (1 + np.exp(-1.595769 * (x64 + 0.044715 * x64 ** 3)))
    if "Eltwise" in vf:
        want = np.exp(-0.5 * (want + 1) ** 2 + 2)
    np.testing.assert_allclose(y, want, rtol=2e-6, atol=1e-6)
    assert m.stats()["cycles"] == vfs(twin).stats()["cycles"]
    assert loop_remarks(m, "gelu.asc") == loop_remarks(vfs(twin), twin + ".vf.s")
    k = ["GeluVF", "GeluEltwiseFusedVF", "GeluEltwiseSplitVF"].index(vf)
    cells = doc_row("GELU fused / + eltwise").split("|")[2:4]
    assert all(c.split("/")[k].strip() == f"{m.stats()['cycles']:,}" for c in cells)


def test_guide_if_versus_for_has_tail():
    src = np.random.default_rng(1).uniform(-1, 1, (100, 128)).astype(np.float32)
    cyc = {}
    for vf in ("ScaleIf", "ScaleLoop"):
        m = asc("guide.asc")
        dst = np.zeros_like(src)
        m.vf_call(vf, dst=dst, src=src, rows=100, main=1, hasTail=1, tail=36)
        np.testing.assert_array_equal(dst[:, :100], 2 * src[:, :100])
        assert not dst[:, 100:].any()
        cyc[vf] = m.stats()["cycles"]
    rm = {r.loc.line: r.message for r in m.program.remarks}
    # the guide: an `if` in the loop body makes the row loop a software loop and its
    # addresses scalar arithmetic; `for (k < hasTail)` keeps every loop a hardware loop
    assert rm[17].startswith("software loop: body has a branch: if at line 23")
    assert "computed by scalar instructions: counter 'i' belongs to a software loop" in rm[19]
    assert rm[38].startswith("hardware loop 'i'") and rm[44].startswith("hardware loop 'k'")
    assert "uses AddrReg" in rm[45]
    assert cyc["ScaleIf"] > 3 * cyc["ScaleLoop"]
    assert doc_row("guide: `if (hasTail)`").split("|")[2].strip() == \
        f"{cyc['ScaleIf']:,} / {cyc['ScaleLoop']:,}"
    # the same program as the hand-written translations: the same cycles
    assert cyc["ScaleIf"] == vfs("tail_if").stats()["cycles"]
    assert cyc["ScaleLoop"] == vfs("tail_loop").stats()["cycles"]


def test_guide_duplicate_hoisted_and_four_level_addrreg():
    out = {}
    for vf, twin in (("DupInside", "duplicate_inside"), ("DupHoisted", "duplicate_hoisted")):
        m = asc("guide.asc")
        d = np.zeros(64 * 64, np.float32)
        m.vf_call(vf, dst=d, value=2.5, rep=64)
        assert (d == 2.5).all()
        out[vf] = m.stats()["cycles"]
        assert out[vf] == vfs(twin).stats()["cycles"]
    assert out["DupHoisted"] < out["DupInside"]
    x = np.arange(2 * 3 * 4 * 2 * 64, dtype=np.float32).reshape(2, 3, 4, 2, 64)
    for vf in ("Transpose4D", "Transpose4DExplicit", "Transpose4DLocals"):
        m = asc("guide.asc")
        d = np.zeros((3, 2, 2, 4, 64), np.float32)
        m.vf_call(vf, dst=d, src=x)
        np.testing.assert_array_equal(d, x.transpose(1, 0, 3, 2, 4))
        assert m.stats()["cycles"] == vfs("transpose4d").stats()["cycles"]
    locals_addr = [r.message for r in m.program.remarks if r.loc.line in (121, 122)]
    assert locals_addr == ["address src + off uses AddrReg a0 (n*6144, c*2048, h*512, w*256)",
                           "address out + w * 256 + h * 64 uses AddrReg a1 (c*4096, n*2048, "
                           "w*1024, h*256)"], locals_addr
    levels = [r.message for r in m.program.remarks if r.loc.line in (77, 78, 79, 80)]
    assert [re.search(r"level (\d)", t).group(1) for t in levels] == ["1", "2", "3", "4"]
    addr = [r.message for r in m.program.remarks if r.loc.line in (81, 82)]
    assert addr == ["address src + n * 1536 + c * 512 + h * 128 + w * 64 uses AddrReg a0 "
                    "(n*6144, c*2048, h*512, w*256)",
                    "address dst + c * 1024 + n * 512 + w * 256 + h * 64 uses AddrReg a1 "
                    "(c*4096, n*2048, w*1024, h*256)"]


def test_from_file_path_and_machine_from_file():
    m = VfMachine.from_file(os.path.join(SRC, "gelu.asc"))
    x = np.linspace(-2, 2, 64).astype(np.float32)
    y = np.zeros_like(x)
    m.vf_call("GeluVF<float>", dst=y, src=x, count=64, loops=1)
    assert y[-1] > 1.9 and abs(y[32]) < 0.1
    with pytest.raises(ValueError, match="out of range"):
        m.vf_call("GeluVF<float>", dst=y, src=x, count=64, loops=70000)
    with pytest.raises(KeyError, match="no __simd_vf__ function 'Nope'"):
        m.vf_call("Nope<float>", dst=y)
    # Machine.from_file loads Ascend C (and .vf.s) as load_machine does, -D macros included
    from simulator import Machine

    x = np.random.default_rng(5).uniform(-2, 2, (4, 128)).astype(np.float32)
    for sc in (2, 5):
        m = Machine.from_file(os.path.join(SRC, "softmax.asc"), defines={"SCENARIO_NUM": sc})
        assert isinstance(m, VfMachine)
        y = np.zeros_like(x)
        softmax_vf(sc, x, y, 64, m)
        np.testing.assert_allclose(y, softmax_ref(x), rtol=2e-6, atol=1e-9)
        assert any("softmax.asc" in r.loc.file for r in m.program.remarks)
    assert Machine.from_file(os.path.join(VF, "add.vf.s")).run() == 0
    with pytest.raises(ValueError, match="defines .-D. apply to Ascend C"):
        Machine.from_file(os.path.join(VF, "add.vf.s"), defines={"N": 1})


def test_docs_command_output_matches(tmp_path):
    """Every `$ tilesim …` block in docs/ascendc.md, run, prints what the page shows."""
    import shlex
    import subprocess
    import sys

    text = open(os.path.join(ROOT, "docs", "ascendc.md"), encoding="utf-8").read()
    blocks = re.findall(r"\n    \$ (tilesim [^\n]*)\n((?:    [^\n]*\n)+)", text)
    assert blocks
    for cmd, out in blocks:
        want = "".join(line[4:] + "\n" for line in out.splitlines())
        r = subprocess.run([sys.executable, "-m", "tools.cli"] + shlex.split(cmd)[1:],
                           capture_output=True, text=True, cwd=ROOT, timeout=300,
                           env={**os.environ, "TILESIM_NO_PROGRESS": "1"})
        assert r.returncode == 0, r.stderr
        assert r.stdout + r.stderr == want


def test_cli_asm_remarks_and_debug_step_through_cpp_lines():
    import subprocess
    import sys

    def cli(*args):
        return subprocess.run([sys.executable, "-m", "tools.cli", *args], capture_output=True,
                              text=True, cwd=ROOT, timeout=300)
    r = cli("asm", "tests/ascendc/softmax.asc", "--defsym", "SCENARIO_NUM=5", "--vf",
            "SoftmaxVF<float>", "--remarks")
    assert r.returncode == 0, r.stderr
    assert r.stderr.count("remark: hardware loop") == 10 and "software loop" not in r.stderr
    assert "note: in LoadRow, inlined at tests/ascendc/softmax.asc:" in r.stderr
    r = cli("run", "tests/ascendc/softmax.asc", "--defsym", "SCENARIO_NUM=0", "--vf",
            "Softmax<float>", "--arg", "dstTensor=f32[8,128]", "--arg", "srcTensor=f32[8,128]:range",
            "--arg", "expTensor=f32[8,128]", "--arg", "sumTensor=f32[2304]", "--arg", "aDim=8",
            "--arg", "rDim=128", "--arg", "rDimAlign=128", "--stats", "--dump", "ub:dstTensor+504:f32:2")
    assert r.returncode == 0, r.stderr  # host code from the command line: 7 launches a row
    assert "vf calls 56;" in r.stdout + r.stderr
    row = np.arange(128, dtype=np.float64)
    want = np.exp(row - row.max()) / np.exp(row - row.max()).sum()
    got = re.search(r"ub:dstTensor\+504:f32:2 = \[(\S+), (\S+)\]", r.stdout + r.stderr)
    np.testing.assert_allclose([float(got.group(1)), float(got.group(2))], want[126:], rtol=1e-5)
    r = cli("asm", "tests/ascendc/ops.asc")
    assert r.returncode == 0 and "template VF 'ReduceVF' not instantiated: name it with " \
        "--vf 'ReduceVF<…>'" in r.stderr and "--vf 'AddVF<float>'" in r.stderr
    r = cli("debug", "tests/ascendc/guide.asc", "--vf", "DupHoisted", "--arg", "dst=f32[256]",
            "--arg", "value=2.5", "--arg", "rep=4", "-ex", "stepi", "-ex", "stepi", "-ex",
            "continue", "--batch")
    assert r.returncode == 0, r.stderr
    assert "guide.asc:66  Reg::Duplicate(v, value);" in r.stdout
    assert "[program exited with code 0]" in r.stdout
    r = cli("debug", "tests/ascendc/guide.asc", "--vf", "DupInside", "--arg", "dst=f32[256]",
            "--arg", "value=2.5", "--arg", "rep=4", "-ex", "break guide.asc:58", "-ex", "continue",
            "-ex", "list", "-ex", "continue", "-ex", "reverse-continue", "--batch")
    assert r.returncode == 0, r.stderr
    assert "Breakpoint 1 at insn" in r.stdout and "file guide.asc, line 58" in r.stdout
    assert "=>   58	        Reg::StoreAlign(dst + i * 64, v, full);" in r.stdout
    assert r.stdout.count("Breakpoint 1, insn") == 3  # twice forwards, once backwards


DEVKIT = os.environ.get("ASC_DEVKIT")
SAMPLES = "examples/01_simd_cpp_api/05_best_practices/02_reg_compute"


# With a cannmirror/asc-devkit checkout named by ASC_DEVKIT (none in CI: the samples are not
# the project's to ship), its own samples run too; without one the test is not collected.
if DEVKIT:
    def test_the_asc_devkit_samples_run_unmodified():
        path = os.path.join(DEVKIT, SAMPLES, "softmax_high_performance", "softmax.asc")
        for sc, rows in ((1, 64), (2, 128), (3, 128), (4, 128), (5, 128)):
            x = np.random.default_rng(7).uniform(-4, 4, (rows, 128)).astype(np.float32)
            m = load_machine(path, defines={"SCENARIO_NUM": sc})
            y = np.zeros_like(x)
            kw = dict(dstAddr=y, srcAddr=x, expAddr=np.zeros_like(x), aDim=rows, rDim=128,
                      rDimAlign=128, sumAddr=np.zeros((rows, 128) if sc == 1 else 64, np.float32))
            if sc >= 4:
                kw.update(tail=0, repeatTimesMain=2, hasTail=0)
            m.vf_call("CustomSoftmaxVF<float>", **kw)
            np.testing.assert_allclose(y, softmax_ref(x), rtol=2e-6, atol=1e-9)
            if sc == 2:  # the same lowering as tests/ascendc/softmax.asc's Case 2
                assert m.stats()["cycles"] == 3411
            if sc == 5:  # no tail: the hand-written translation's figure exactly
                assert m.stats()["cycles"] == vfs("softmax5_maintail").stats()["cycles"]
        # Case 0 (host code, memory-level API on LocalTensors; 64 rows: its four full-size
        # tensors of 128 rows would not fit the usable UB) and Case 2 through its host wrapper
        x = np.random.default_rng(7).uniform(-4, 4, (64, 128)).astype(np.float32)
        for sc, calls in ((0, 7 * 64), (2, 1)):
            m = load_machine(path, defines={"SCENARIO_NUM": sc})
            y = np.zeros_like(x)
            m.vf_call("CustomSoftmax<float>", dstTensor=y, srcTensor=x, expTensor=np.zeros_like(x),
                      sumTensor=np.zeros_like(x), aDim=64, rDim=128, rDimAlign=128)
            np.testing.assert_allclose(y, softmax_ref(x), rtol=2e-6, atol=1e-9)
            assert m.stats()["vf_calls"] == calls
        # Case 0 in half: each row widened by the memory-level Cast, the result rounded down
        # (the sample's RoundMode::CAST_FLOOR): below the float result by less than an ulp
        h = x[:32].astype(np.float16)
        m = load_machine(path, defines={"SCENARIO_NUM": 0})
        y = np.zeros_like(h)
        m.vf_call("CustomSoftmax<half>", dstTensor=y, srcTensor=h, expTensor=np.zeros(h.shape, np.float32),
                  sumTensor=np.zeros(h.shape, np.float32), aDim=32, rDim=128, rDimAlign=128)
        ref = softmax_ref(h.astype(np.float32))
        assert (y <= ref * (1 + 1e-6)).all() and (ref - y < np.spacing(y) * 1.01 + 1e-7).all()
        assert m.stats()["vf_calls"] == 9 * 32
        g = load_machine(os.path.join(DEVKIT, SAMPLES, "gelu_high_performance", "gelu.asc"),
                         defines={"SCENARIO_NUM": 1})
        x = np.random.default_rng(3).uniform(-4, 4, 8192).astype(np.float32)
        y = np.zeros_like(x)
        g.vf_call("GeluVfBasic", xAddr=x, yAddr=y, n=8192, loopNum=128)
        assert g.stats()["cycles"] == vfs("gelu_fused").stats()["cycles"]
        g = load_machine(os.path.join(DEVKIT, SAMPLES, "gelu_high_performance", "gelu.asc"),
                         defines={"SCENARIO_NUM": 2})  # its `#pragma unroll 6` applied
        g.vf_call("GeluVfBasic", xAddr=x, yAddr=y, n=8192, loopNum=128)
        assert abs(g.stats()["cycles"] / vfs("gelu_unroll6").stats()["cycles"] - 1) < 0.01


    def test_every_asc_devkit_vf_lowers_or_stops_at_a_located_error():
        """Each example file with a __simd_vf__ (with its -D SCENARIO_NUM values), and each
        single-type template VF in it instantiated <float>: lowered, or one located error."""
        from isa.asm.diag import AsmError, AsmErrors

        root = os.path.join(DEVKIT, "examples")
        scenarios = {"gelu_eltwise.asc": (1, 2, 3), "vf_func.h": tuple(range(1, 15))}
        lowered, stopped = 0, []
        for d, _, names in os.walk(root):
            for f in sorted(names):
                path = os.path.join(d, f)
                if not f.endswith((".asc", ".h", ".cpp")) or "__simd_vf__" not in open(
                        path, errors="replace").read():
                    continue
                for sc in scenarios.get(f, (None,)):
                    try:
                        m = load_machine(path, defines={"SCENARIO_NUM": sc} if sc else {})
                    except (AsmError, AsmErrors) as e:
                        err = e.errors[0] if isinstance(e, AsmErrors) else e
                        stopped.append((f, err.loc.line))
                        continue
                    lowered += len(m.image.functions)
                    fe = m.program.extra["ascendc"]
                    for name, _ in fe.templates():
                        tp = fe.lookup(name).tparams
                        if [k for k, _, dflt in tp if dflt is None] != ["type"]:
                            continue
                        try:
                            m.instance(f"{name}<float>")
                            lowered += 1
                        except ValueError as e:
                            assert re.match(r"^\S+:\d+:\d+: error: ", str(e)), str(e)
                            stopped.append((f, name))
        assert lowered >= 125 and len(stopped) <= 14, (lowered, stopped)


def test_cpp_route_by_file_kind_and_parser_loaded_only_for_cpp(tmp_path):
    import subprocess
    import sys

    from isa.vf.ascendc import is_ascendc

    plain = tmp_path / "host.cpp"
    plain.write_text("int main() { return 0; }\n")
    vf = tmp_path / "k.h"
    vf.write_text("__simd_vf__ inline void K(__ubuf__ float* d) {}\n")
    assert is_ascendc(os.path.join(SRC, "ops.asc")) and is_ascendc(str(vf))
    assert not is_ascendc(str(plain)) and not is_ascendc("prog.s")
    code = ("import sys; from simulator import load_machine; "
            "load_machine(open('programs/vf/add.vf.s').read(), 'add.vf.s'); "
            "print('tree_sitter' in sys.modules)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                       timeout=120)
    assert r.stdout.strip() == "False", r.stderr
