"""``Machine.call``: functions of assembly source, ``.S`` kernels and relocatable objects built by
clang-19 and GNU as, called with the AAPCS64 and checked against numpy or hand-computed values;
relocated objects compared byte for byte with ld.lld-19 linking the same object at the same
addresses; the SME FMOPA kernel written KleidiAI-style (``.inst`` words, C preprocessor).
"""
from __future__ import annotations

import ctypes
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from elftools.elf.elffile import ELFFile
from elftools.elf.relocation import RelocationSection

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from simulator import Machine  # noqa: E402
from simulator.loader import CallError, CallFault, LoadError  # noqa: E402
from simulator.loader.call import Block  # noqa: E402
from simulator.loader.reloc import _NAMES  # noqa: E402
from tools import objdump_oracle  # noqa: E402
from tools.cli import main  # noqa: E402

KERNELS = ROOT / "tests" / "kernels"
ABI = KERNELS / "call_abi.s"
RELOCS = KERNELS / "relocs.s"
FMOPA = KERNELS / "sme_fmopa_f32.S"
CLANG = ["clang-19", "--target=aarch64-linux-gnu", "-march=armv9-a+sme2+sme-f64f64+sme-i16i64"]
GAS = ["aarch64-linux-gnu-as", "-march=armv9-a+sme+sme-f64+sme-i64"]
LLD = "ld.lld-19"


def _need(tool: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} not installed")


def build_object(src: Path, tmp: Path, assembler: str, *flags: str) -> Path:
    """Assemble ``src`` to a .o with clang-19 or GNU as (skipping when it is missing)."""
    cmd = CLANG + ["-c", *flags] if assembler == "clang" else GAS + list(flags)
    _need(cmd[0])
    obj = tmp / f"{src.stem}.{assembler}.o"
    subprocess.run([*cmd, str(src), "-o", str(obj)], check=True, capture_output=True,
                   cwd=src.parent)
    return obj


@pytest.fixture(params=["source", "clang", "gas"])
def abi(request, tmp_path) -> Machine:
    """call_abi.s as tilesim assembles it, and as clang-19 / GNU as objects."""
    if request.param == "source":
        return Machine.from_file(ABI)
    return Machine.from_file(build_object(ABI, tmp_path, request.param))


# ------------------------------------------------------------------------------ AAPCS64 calls
def test_saxpy_numpy(abi):
    rng = np.random.default_rng(7)
    x = rng.standard_normal(37).astype(np.float32)
    y = rng.standard_normal(37).astype(np.float32)
    expected = (y.astype(np.float64) + 2.5 * x.astype(np.float64)).astype(np.float32)
    r = abi.call("saxpy", len(x), np.float32(2.5), x, y, returns=None)
    assert r.value is None and r.cycles is None and r.instructions > 10
    np.testing.assert_allclose(y, expected, rtol=1e-6)
    np.testing.assert_array_equal(x, x.copy())  # an input stays as it was


def test_repeated_calls_keep_memory(abi):
    assert [abi.call("count_calls").value for _ in range(3)] == [1, 2, 3]
    y = np.zeros(5, np.float32)
    x = np.arange(5, dtype=np.float32)
    abi.call("saxpy", 5, np.float32(1.0), x, y, returns=None)
    abi.call("saxpy", 5, np.float32(1.0), x, y, returns=None)
    np.testing.assert_array_equal(y, 2 * x)


def test_float_and_double_results(abi):
    assert abi.call("fma_d", 1.5, 2.25, returns="double").value == 1.5 + 2.25 * 2.25
    r = abi.call("fma_s", np.float32(0.1), np.float32(3.0), returns="float")
    assert r.value == float(np.float32(np.float64(np.float32(0.1)) + 9.0))


def test_more_than_eight_arguments_go_on_the_stack(abi):
    assert abi.call("stack_ints", *range(1, 11)).value == 36 + 100 * 9 + 10000 * 10
    expected = sum(range(-10, -2)) + 100 * -2 + 10000 * -1
    assert abi.call("stack_ints", *range(-10, 0)).value == expected
    # nine doubles: d1-d8 in v0-v7, d9 in the first stack slot; k in x0
    r = abi.call("stack_double", 3, *[float(i) for i in range(1, 10)], returns="double")
    assert r.value == 1.0 + 9.0 + 3.0


def test_argument_block_ctypes_and_field_list(abi):
    class Blk(ctypes.Structure):
        _fields_ = [("a", ctypes.c_uint64), ("b", ctypes.c_uint32), ("c", ctypes.c_uint32),
                    ("out", ctypes.c_void_p)]

    out = np.zeros(1, np.int64)
    assert abi.call("block", Block(Blk, {"a": 1000, "b": 7, "c": 9, "out": out})).value == 991
    assert out[0] == 1000 + 7 * 9
    out2 = np.zeros(1, np.int64)
    r = abi.call("block", Block(Blk._fields_, {"a": 5, "b": 6, "c": 7, "out": out2}))
    assert (r.value, out2[0]) == (5 - 7, 5 + 42)


def test_overrun_hits_a_guard_page(abi):
    x = np.ones(20, np.float32)
    y = np.zeros(20, np.float32)
    with pytest.raises(CallFault) as e:
        abi.call("saxpy", 4000, np.float32(1.0), x, y, returns=None)
    rep = e.value.report
    assert rep is not None and rep.kind.startswith("SIGSEGV") and rep.exit_status == 139
    assert "ld1w" in rep.insn.text and "unmapped address" in rep.detail
    assert "SIGSEGV" in str(e.value)
    # what the callee wrote before the fault is kept (the first vectors of y)
    assert y[0] == 1.0
    assert abi.call("count_calls").value == 1  # the machine is still usable


def test_cycles_counted_per_call(tmp_path):
    m = Machine.from_file(ABI, machine="m4")  # the M4 has SVE only in streaming mode
    x = np.ones(64, np.float32)
    y = np.zeros(64, np.float32)
    r1 = m.call("saxpy", 64, np.float32(1.0), x, y, returns=None, streaming=True)
    r2 = m.call("saxpy", 64, np.float32(1.0), x, y, returns=None, streaming=True)
    assert r1.cycles > 0 and r2.cycles > 0 and r1.instructions == r2.instructions
    np.testing.assert_array_equal(y, 2 * x)


def test_placing_and_copying_back_arguments_costs_no_cycles():
    """Placing a 4 Mi-element argument and copying it back is the caller's work: the next call's
    cycles are those of the same call on a machine that never saw the big array (the callee
    is told n=0, so it touches none of it), and the whole sequence takes well under a second of
    work per call rather than the minutes a cache walk of 16 MiB would."""
    import time

    x = np.ones(8, np.float32)
    runs = []
    for with_big in (False, True):
        m = Machine.from_file(ABI, machine="m4", features="max")  # saxpy is SVE
        y = np.zeros(8, np.float32)
        m.call("saxpy", 8, np.float32(1.0), x, y, returns=None)
        t0 = time.process_time()
        if with_big:
            big = np.zeros(4 << 20, np.float32)
            r = m.call("saxpy", 0, np.float32(1.0), big, big, returns=None)
            assert r.instructions < 10
        after = m.call("saxpy", 8, np.float32(1.0), x, y, returns=None)
        runs.append((after.cycles, after.instructions, time.process_time() - t0))
    (c0, n0, _), (c1, n1, t1) = runs
    assert (c1, n1) == (c0, n0)
    assert t1 < 5.0


@pytest.mark.parametrize("args, kw, message", [
    (("nope",), {}, "no symbol 'nope'"),
    (("saxpy", 4, np.float32(1), np.ones(8, np.float32)[::2], np.ones(4, np.float32)), {},
     "not C-contiguous"),
    (("count_calls", "text"), {}, "cannot pass a str"),
    (("count_calls", 1 << 64), {}, "does not fit 64 bits"),
    (("count_calls",), {"returns": "long double"}, "returns='long double'"),
    (("count_calls", *range(65)), {}, "at most 64"),
    (("block", Block([("a", ctypes.c_uint64)], {"zz": 1})), {}, "no field 'zz'"),
])
def test_call_errors_are_one_line(args, kw, message):
    m = Machine.from_file(ABI)
    with pytest.raises(CallError) as e:
        m.call(*args, **kw)
    assert message in str(e.value) and "\n" not in str(e.value)


# ------------------------------------------------------------------------------ relocations
EXPECTED_RELOCS = {
    "R_AARCH64_ABS64", "R_AARCH64_ABS32", "R_AARCH64_PREL64", "R_AARCH64_PREL32",
    "R_AARCH64_ADR_PREL_PG_HI21", "R_AARCH64_ADR_PREL_LO21", "R_AARCH64_ADD_ABS_LO12_NC",
    "R_AARCH64_LDST8_ABS_LO12_NC", "R_AARCH64_LDST16_ABS_LO12_NC", "R_AARCH64_LDST32_ABS_LO12_NC",
    "R_AARCH64_LDST64_ABS_LO12_NC", "R_AARCH64_LDST128_ABS_LO12_NC", "R_AARCH64_CALL26",
    "R_AARCH64_JUMP26", "R_AARCH64_CONDBR19", "R_AARCH64_TSTBR14", "R_AARCH64_LD_PREL_LO19",
    "R_AARCH64_MOVW_UABS_G1", "R_AARCH64_MOVW_UABS_G0_NC",
}


def _reloc_types(obj: Path) -> set[str]:
    with open(obj, "rb") as fh:
        elf = ELFFile(fh)
        return {_NAMES.get(r["r_info_type"], str(r["r_info_type"]))
                for s in elf.iter_sections() if isinstance(s, RelocationSection)
                and not s.name.startswith(".rela.debug") for r in s.iter_relocations()}


@pytest.mark.parametrize("assembler", ["clang", "gas"])
def test_relocations_by_value(assembler, tmp_path):
    obj = build_object(RELOCS, tmp_path, assembler)
    assert _reloc_types(obj) >= EXPECTED_RELOCS
    m = Machine.from_file(obj)
    assert m.call("sum_data").value == 11 + 250 + 100000 + 0xDEF0  # ldrh/ldrb/ldr w/ldr x lo12
    assert [m.call("call_table", i).value for i in (0, 1)] == [1, 2]  # ABS64 pointer table
    assert m.call("chain").value == 3  # two CALL26 into another section
    assert m.call("jump").value == 2  # JUMP26 tail call
    assert [m.call("cond", i).value for i in (0, 1, 2)] == [1, 2, 7]  # CONDBR19, TSTBR14
    assert m.call("literal").value == 0x1122334455667788  # LD_PREL_LO19
    assert m.call("addresses").value == 0b11111  # ABS32, PREL32, PREL64, ADR, MOVW_UABS


@pytest.mark.parametrize("assembler", ["clang", "gas"])
def test_relocated_bytes_match_lld(assembler, tmp_path):
    """ld.lld-19, told to place each section where tilesim did, writes the same bytes."""
    _need(LLD)
    obj = build_object(RELOCS, tmp_path, assembler)
    m = Machine.from_file(obj)
    layout = m.program.extra["layout"]
    script = tmp_path / "layout.ld"
    script.write_text("SECTIONS {\n" + "".join(f"  {n} 0x{a:x} : {{ *({n}) }}\n"
                                                for n, a in layout.items()) + "}\n")
    exe = tmp_path / "linked"
    subprocess.run([LLD, "--no-relax", "-T", str(script), "-e", "sum_data", str(obj), "-o",
                    str(exe)], check=True, capture_output=True)
    with open(exe, "rb") as fh:
        elf = ELFFile(fh)
        for name, addr in layout.items():
            sec = elf.get_section_by_name(name)
            assert sec["sh_addr"] == addr
            assert m.memory.read_bytes(addr, sec["sh_size"]) == sec.data(), name


def test_unsupported_relocation_and_undefined_symbol(tmp_path, capsys):
    src = tmp_path / "got.s"
    src.write_text("    .text\n    .global f\nf:\n    adrp x0, :got:g\n    ret\n"
                   "    .data\n    .global g\ng:  .quad 1\n")
    obj = build_object(src, tmp_path, "clang")
    with pytest.raises(LoadError, match="unsupported relocation R_AARCH64_ADR_GOT_PAGE at "
                       r"\.text\+0x0"):
        Machine.from_file(obj)
    capsys.readouterr()
    assert main(["run", str(obj)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tilesim: error: ") and "R_AARCH64_ADR_GOT_PAGE" in err.splitlines()[0]
    assert "Traceback" not in err
    src.write_text("    .text\n    .global f\nf:\n    bl elsewhere\n    ret\n")
    obj = build_object(src, tmp_path, "clang")
    with pytest.raises(LoadError, match="undefined symbol 'elsewhere'"):
        Machine.from_file(obj)


# ------------------------------------------------------------------------------ the SME kernel
class FmopaArgs(ctypes.Structure):
    """struct sme_fmopa_args of tests/kernels/sme_fmopa_f32.S."""

    _fields_ = [("lhs", ctypes.c_void_p), ("rhs", ctypes.c_void_p), ("dst", ctypes.c_void_p),
                ("k", ctypes.c_uint64)]


def test_fmopa_kernel_inst_words_match_llvm_objdump():
    if not objdump_oracle.available():
        pytest.skip("clang-19 / llvm-objdump-19 not installed")
    pairs = re.findall(r"^\s*\.inst\s+(0x[0-9a-f]+)\s*//\s*(.*)$", FMOPA.read_text(), re.M)
    assert len(pairs) >= 10
    texts = objdump_oracle.objdump_words([int(w, 16) for w, _ in pairs])
    for (word, comment), text in zip(pairs, texts):
        assert text is not None, word
        assert re.sub(r"\s+", "", text) == re.sub(r"\s+", "", comment.lower()), (word, text)


def _fmopa_case(svl: int, k: int, seed: int = 3):
    m = svl // 32
    rng = np.random.default_rng(seed)
    lhs = rng.standard_normal((k, m)).astype(np.float32)
    rhs = rng.standard_normal((k, m)).astype(np.float32)
    dst = rng.standard_normal((m, m)).astype(np.float32)
    expected = dst.astype(np.float64) + lhs.T.astype(np.float64) @ rhs.astype(np.float64)
    return lhs, rhs, dst, expected


@pytest.mark.parametrize("svl", [256, 512])
def test_fmopa_kernel_from_S_source(svl):
    m = Machine.from_file(FMOPA, svl=svl)
    lhs, rhs, dst, expected = _fmopa_case(svl, 13)
    r = m.call("sme_fmopa_f32", Block(FmopaArgs, {"lhs": lhs, "rhs": rhs, "dst": dst, "k": 13}),
               returns=None)
    np.testing.assert_allclose(dst, expected, rtol=1e-5, atol=1e-5)
    assert r.instructions > 13 * 3
    assert not m.state.sm  # the kernel left streaming mode


@pytest.mark.parametrize("defines", [(), ("-DACCUMULATE=0", "-DUSE_MOVA=1")])
def test_fmopa_kernel_from_clang_object(defines, tmp_path):
    obj = build_object(FMOPA, tmp_path, "clang", "-g", *defines)
    m = Machine.from_file(obj, svl=512, machine="m4")
    lhs, rhs, dst, expected = _fmopa_case(512, 21, seed=5)
    if defines:
        expected = expected - dst.astype(np.float64)
    r = m.call("sme_fmopa_f32", Block(FmopaArgs, {"lhs": lhs, "rhs": rhs, "dst": dst, "k": 21}),
               returns=None)
    np.testing.assert_allclose(dst, expected, rtol=1e-5, atol=1e-5)
    assert r.cycles > 0
    fmopa = [i for i in m.program.insns if i.mnemonic == "fmopa"]
    assert len(fmopa) == 1 and fmopa[0].loc.file.endswith("sme_fmopa_f32.S")
    assert "fmopa" in fmopa[0].loc.text  # the DWARF line of the .inst word


def test_timed_blocks_reread_memory_after_each_call_maps_its_arrays(monkeypatch):
    """Each call maps its arrays afresh at the same addresses: a timed block compiled in an
    earlier call (its inlined LD1W remembers the region it read) must read the new arrays."""
    monkeypatch.setattr("simulator.blocks.timed_run.HOT", 1)
    # max's features: the M4's wrap SVE loads in a streaming-mode guard the block compiler
    # does not inline
    m = Machine.from_file(FMOPA, svl=512, machine="m4", features="max")
    for seed in range(3):
        lhs, rhs, dst, expected = _fmopa_case(512, 9, seed=seed)
        m.call("sme_fmopa_f32", Block(FmopaArgs, {"lhs": lhs, "rhs": rhs, "dst": dst, "k": 9}),
               returns=None)
        np.testing.assert_allclose(dst, expected, rtol=1e-5, atol=1e-5)
    blocks = m.timing._blocks
    assert any("ld1_site(" in b.source for per_mode in blocks.blocks for b in per_mode if b)
