"""The decoded-program cache (simulator/progcache): a program loaded from the cache runs exactly
as the freshly assembled one (the reference: the cache off), and the cache notices what it must.

Every test uses its own cache directory (tests/conftest.py turns the cache off for the rest of
the suite).
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import types

import numpy as np
import pytest

from simulator import Machine
from simulator.assets import program_path
from simulator.loader.cpp import PreprocessorMissing, find_preprocessor
from simulator.progcache import codec, store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROGRAMS = [
    "base/hello.s", "base/arith.s", "base/branches.s", "base/macros.s", "base/data_directives.s",
    "base/fp_literals.s", "base/inst_words.s", "base/csel_family.s", "base/fault_segv.s",
    "sme/outer_product.s", "sme/fmopa_widening.s", "sme/ld1_st1_vertical.s", "sme/zero_masks.s",
    "sme/fault_za_off.s", "sve/fmla_indexed.s", "sve/ld_st_structures.s", "sve/permutes.s",
    "sme2/za_fmla.s", "sme2/zt0_luti.s", "sme2/multi_fp.s", "simd/dot_long.s",
    "simd/fp_vector.s",
]
GEMM_DEFS = {"M": 40, "N": 24, "K": 20, "MC": 64, "KC": 24, "NC": 64, "REPS": 1}


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """The cache on, in a fresh directory (returned)."""
    d = tmp_path / "cache"
    monkeypatch.setenv("TILESIM_CACHE_DIR", str(d))
    monkeypatch.delenv("TILESIM_NO_CACHE", raising=False)
    monkeypatch.delenv("TILESIM_CACHE_MAX_MB", raising=False)
    return d


def _entries(d) -> list[str]:
    return sorted(f for f in os.listdir(d) if f.endswith(store.SUFFIX)) if os.path.isdir(d) else []


def _outcome(m: Machine) -> dict:
    """Everything observable after a run: status, output, steps, cycles, stats, registers,
    vector/matrix state and every byte of memory."""
    m.run()
    snap = m.state.snapshot()
    h = hashlib.sha256()
    for k in sorted(snap):
        v = snap[k]
        h.update(k.encode() + (v.tobytes() if isinstance(v, np.ndarray) else repr(v).encode()))
    for r in m.memory.regions:
        h.update(r.arr.tobytes())
    return {"exit": m.exit_code, "stdout": bytes(m.stdout), "stderr": bytes(m.stderr),
            "steps": m.steps, "cycles": m.cycles, "stats": repr(m.stats()),
            "fault": m.fault.render() if m.fault else None, "state": h.hexdigest(),
            "remarks": [r.render() for r in m.program.remarks]}


def _load(monkeypatch, on: bool, path: str, **kw) -> Machine:
    if on:
        monkeypatch.delenv("TILESIM_NO_CACHE", raising=False)
    else:
        monkeypatch.setenv("TILESIM_NO_CACHE", "1")
    return Machine.from_file(path, **kw)


@pytest.fixture
def assembled(monkeypatch) -> list:
    """Counts the programs really assembled (cache misses and the cache off)."""
    import simulator.machine as machine

    calls: list = []
    real = machine.assemble

    def counting(*a, **kw):
        calls.append(a[1])
        return real(*a, **kw)

    monkeypatch.setattr(machine, "assemble", counting)
    return calls


@pytest.mark.parametrize("name", PROGRAMS)
def test_cached_run_is_identical(name, cache, monkeypatch, assembled):
    path = program_path(*name.split("/"))
    ref = _outcome(_load(monkeypatch, False, path, machine="m4"))
    assert _entries(cache) == []
    cold = _outcome(_load(monkeypatch, True, path, machine="m4"))  # assembles and stores
    assert len(_entries(cache)) == 1
    warm = _outcome(_load(monkeypatch, True, path, machine="m4"))  # loads the entry
    assert len(assembled) == 2  # the reference and the cold run; the warm one loaded
    assert cold == ref
    assert warm == ref


def test_gemm_with_defsyms(cache, monkeypatch):
    """The GEMM program (five included files) with --defsym values, timed and functional."""
    with open(program_path("gemm", "gemm.s"), encoding="utf-8") as fh:
        text = fh.read()
    outs = []
    for on in (False, True, True):
        if on:
            monkeypatch.delenv("TILESIM_NO_CACHE", raising=False)
        else:
            monkeypatch.setenv("TILESIM_NO_CACHE", "1")
        m = Machine.from_source(text, program_path("gemm", "gemm.s"), defsyms=GEMM_DEFS,
                                svl=512, machine="m4")
        outs.append(_outcome(m))
    assert outs[0]["exit"] == 0 and outs[0]["cycles"] > 0
    assert outs[1] == outs[0] and outs[2] == outs[0]
    other = Machine.from_source(text, program_path("gemm", "gemm.s"),
                                defsyms=dict(GEMM_DEFS, M=48), svl=512)
    assert len(_entries(cache)) == 2  # another defsym value: another entry
    assert other.memory.symbols["M"] == 48


def test_closures_rebuilt_around_the_same_code(cache, monkeypatch):
    """Every binder of a loaded program has the code object of the fresh decode's binder and
    equal captured values (the block compiler recognises closures by code object); code made
    by exec() at decode time (b.cond) has equal code."""
    path = program_path("gemm", "gemm.s")
    fresh = _load(monkeypatch, False, path, svl=512).program
    _load(monkeypatch, True, path, svl=512)
    loaded = _load(monkeypatch, True, path, svl=512).program
    assert len(fresh.slots) == len(loaded.slots) > 5000

    def same(a, b, depth=0) -> bool:
        if isinstance(a, types.FunctionType):
            exec_made = a.__code__.co_filename == "<string>"
            return (isinstance(b, types.FunctionType)
                    and (a.__code__ is b.__code__ or exec_made and a.__code__ == b.__code__)
                    and same(a.__defaults__, b.__defaults__, depth + 1)
                    and len(a.__closure__ or ()) == len(b.__closure__ or ())
                    and (depth > 4 or all(same(x.cell_contents, y.cell_contents, depth + 1)
                                          for x, y in zip(a.__closure__ or (),
                                                          b.__closure__ or ()))))
        if isinstance(a, (list, tuple)):
            return type(a) is type(b) and len(a) == len(b) and all(
                same(x, y, depth + 1) for x, y in zip(a, b))
        if isinstance(a, dict):
            return type(b) is dict and a.keys() == b.keys() and all(
                same(a[k], b[k], depth + 1) for k in a)
        if isinstance(a, np.ndarray):
            return isinstance(b, np.ndarray) and a.dtype == b.dtype and np.array_equal(a, b)
        return type(a) is type(b) and (a == b or a is b)

    bad = [i for i, (a, b) in enumerate(zip(fresh.slots, loaded.slots))
           if not (a.text == b.text and a.operands == b.operands and a.info == b.info
                   and a.klass == b.klass and same(a.bind, b.bind))]
    assert not bad, [fresh.slots[i].text for i in bad[:5]]


def test_editing_an_included_file_invalidates(cache, tmp_path, monkeypatch, assembled):
    src = tmp_path / "src"
    inc = src / "inc"
    inc.mkdir(parents=True)
    (src / "main.s").write_text('.include "consts.s"\n.text\n.global _start\n_start:\n'
                                "mov x0, #VALUE\nmov x8, #93\nsvc #0\n")
    (inc / "consts.s").write_text(".equ VALUE, 7\n")
    monkeypatch.chdir(tmp_path)

    def run() -> int:
        m = Machine.from_file(str(src / "main.s"), include_dirs=(str(inc),))
        m.run()
        return m.exit_code

    assert run() == 7
    assert run() == 7 and len(_entries(cache)) == 1 and len(assembled) == 1
    (inc / "consts.s").write_text(".equ VALUE, 9\n")
    assert run() == 9 and len(assembled) == 2
    # a file of that name appearing earlier in the search (next to main.s) is what GNU as reads
    (src / "consts.s").write_text(".equ VALUE, 11\n")
    assert run() == 11 and len(assembled) == 3
    assert run() == 11 and len(assembled) == 3


def test_preprocessed_source_with_includes(cache, tmp_path, monkeypatch):
    """A .S file: #include (the C preprocessor) and .include (the assembler)."""
    try:
        find_preprocessor()
    except PreprocessorMissing:
        pytest.skip("no C preprocessor (cpp, clang-19 or clang) installed")
    (tmp_path / "defs.h").write_text("#define CODE 5\n")
    (tmp_path / "more.s").write_text("add x0, x0, #ADD\n")
    (tmp_path / "p.S").write_text('#include "defs.h"\n.equ ADD, 1\n.text\n.global _start\n'
                                  '_start:\nmov x0, #CODE\n.include "more.s"\nmov x8, #93\n'
                                  "svc #0\n")
    path = str(tmp_path / "p.S")

    def run(on: bool) -> int:
        m = _load(monkeypatch, on, path)
        m.run()
        return m.exit_code

    assert run(False) == run(True) == run(True) == 6
    (tmp_path / "defs.h").write_text("#define CODE 20\n")
    assert run(True) == 21 == run(False)
    (tmp_path / "more.s").write_text("add x0, x0, #ADD + 2\n")
    assert run(True) == 23 == run(False)


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage", "empty", "foreign"])
def test_damaged_entry_is_ignored_and_rebuilt(damage, cache, monkeypatch):
    path = program_path("sme", "outer_product.s")
    ref = _outcome(_load(monkeypatch, False, path, machine="m4"))
    _load(monkeypatch, True, path, machine="m4")
    (entry,) = _entries(cache)
    f = cache / entry
    blob = f.read_bytes()
    if damage == "truncate":
        f.write_bytes(blob[:len(blob) // 2])
    elif damage == "flip":
        f.write_bytes(blob[:-100] + bytes([blob[-100] ^ 1]) + blob[-99:])
    elif damage == "garbage":
        f.write_bytes(os.urandom(len(blob)))
    elif damage == "empty":
        f.write_bytes(b"")
    else:  # a well-formed entry of another key (e.g. copied from elsewhere)
        import pickle

        body = pickle.dumps({"key": "0" * 40, "deps": [], "program": b""})
        f.write_bytes(store.MAGIC + hashlib.blake2b(body, digest_size=16).digest() + body)
    assert _outcome(_load(monkeypatch, True, path, machine="m4")) == ref
    assert f.read_bytes() != b"" and _entries(cache) == [entry]  # rebuilt
    assert _outcome(_load(monkeypatch, True, path, machine="m4")) == ref


def test_directory_stays_within_its_bound(cache, monkeypatch):
    names = ["base/hello.s", "base/arith.s", "base/branches.s", "sme/outer_product.s",
             "sve/permutes.s", "simd/fp_vector.s"]
    for name in names:
        _load(monkeypatch, True, program_path(*name.split("/")))
    assert len(_entries(cache)) == len(names)
    total = sum(os.path.getsize(cache / e) for e in _entries(cache))
    bound = total * 0.6
    monkeypatch.setenv("TILESIM_CACHE_MAX_MB", str(bound / (1 << 20)))
    last = program_path("base", "cond_codes.s")
    _load(monkeypatch, True, last)
    kept = _entries(cache)
    assert sum(os.path.getsize(cache / e) for e in kept) <= bound
    assert 0 < len(kept) < len(names) + 1
    newest = max(kept, key=lambda e: os.path.getmtime(cache / e))
    assert _load(monkeypatch, True, last).program is not None
    assert newest in _entries(cache)  # the entry just written is never the one evicted


def test_off_switch(cache, tmp_path, monkeypatch):
    path = program_path("base", "hello.s")
    monkeypatch.setenv("TILESIM_NO_CACHE", "1")
    Machine.from_file(path)
    assert _entries(cache) == []
    env = dict(os.environ, TILESIM_CACHE_DIR=str(cache), TILESIM_NO_CACHE="0")
    cmd = [sys.executable, "-m", "tools.cli"]
    r = subprocess.run(cmd + ["--no-cache", "run", path], env=env, cwd=ROOT,
                       capture_output=True)
    assert r.stdout.startswith(b"Hello") and _entries(cache) == []
    r2 = subprocess.run(cmd + ["run", path], env=env, cwd=ROOT, capture_output=True)
    assert r2.stdout == r.stdout and r2.returncode == r.returncode
    assert len(_entries(cache)) == 1


def test_warnings_reported_on_a_cached_run(cache):
    """`tilesim asm` prints the assembler's warnings (an `.inst` word tilesim cannot execute)
    whether the program was assembled or loaded from the cache."""
    env = dict(os.environ, TILESIM_CACHE_DIR=str(cache), TILESIM_NO_CACHE="0")
    path = program_path("base", "inst_words.s")
    runs = [subprocess.run([sys.executable, "-m", "tools.cli", "asm", path], env=env, cwd=ROOT,
                           capture_output=True, text=True) for _ in range(2)]
    assert "inst_words.s:19:17: warning: unsupported: sm4e" in runs[0].stderr
    assert runs[1].stderr == runs[0].stderr and runs[1].returncode == runs[0].returncode == 0
    assert len(_entries(cache)) == 1


def test_concurrent_writers(cache):
    """Processes filling one entry at once all run, and leave one whole entry."""
    env = dict(os.environ, TILESIM_CACHE_DIR=str(cache), TILESIM_NO_CACHE="0")
    path = program_path("sme", "outer_product.s")
    procs = [subprocess.Popen([sys.executable, "-m", "tools.cli", "run", path], env=env, cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(3)]
    outs = [p.communicate() + (p.returncode,) for p in procs]
    assert len({o for o in outs}) == 1 and outs[0][2] == 0
    (entry,) = _entries(cache)
    assert store.read(entry[:-len(store.SUFFIX)]) is not None
    assert not [f for f in os.listdir(cache) if f.startswith(".tmp-")]


def test_codec_keeps_module_functions():
    """Functions of the instruction tables (e.g. the vector logic ops) come back as the same
    objects; lambdas made by eval() come back by value."""
    from isa.a64 import bits, simd

    f = bits.cond_fn("gt")
    table = {"and": simd._LOGIC["and"], "cond": f, "lambda": lambda v: v + 1}
    back = codec.loads(codec.dumps(table))
    assert back["and"] is simd._LOGIC["and"]
    assert back["cond"]([0, 0, 0, 0]) is True and back["cond"]([0, 1, 0, 0]) is False
    assert back["lambda"](1) == 2


def test_cli_loads_only_the_chosen_command():
    """tools/cli.py's command -> module table agrees with what each module registers."""
    import argparse
    import importlib

    from tools import cli

    for module in set(cli._COMMAND_MODULE.values()):
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(module).register(sub)
        assert {c for c, m in cli._COMMAND_MODULE.items() if m == module} == set(sub.choices)
    assert set(cli._COMMAND_MODULE.values()) == set(cli._COMMAND_MODULES)
    code = ("import sys; from tools import cli; cli.build_parser(['gemm', '--m', '8']); "
            "print(sorted(m for m in sys.modules if m.startswith('tools.') and "
            "m.endswith('_cmd')))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.stdout.strip() == "['tools.gemm_cmd']", r.stderr


def test_gemm_split_reuses_the_program(cache):
    """The packing-only run (reps 0) loads the full run's program with the reps word set to 0:
    the same cycles as assembling the program with REPS = 0."""
    from simulator.gemm import build, run_gemm

    r = run_gemm(40, 24, 20, svl=512, machine="m4")
    pm, _ = build(40, 24, 20, svl=512, machine="m4", reps=0)  # assembled with --defsym REPS=0
    pm.run()
    assert r.ok and r.pack_cycles == pm.cycles and r.kernel_cycles > 0


def test_tensor_directive_comes_back(cache, monkeypatch):
    """`.tensor` shapes (Program.extra) survive the cache: a tensor dump of a loaded program
    equals the fresh one's."""
    src = ('.data\n.byte 1\n.tensor A, "f32[3,5]{1,0:T(2,2)}", arange\n.text\n_start:\n'
           "adr x1, A\nldr w2, [x1, #68]\nmov x0, #0\nmov x8, #93\nsvc #0\n")
    dumps = []
    for on in (False, True, True):
        if on:
            monkeypatch.delenv("TILESIM_NO_CACHE", raising=False)
        else:
            monkeypatch.setenv("TILESIM_NO_CACHE", "1")
        m = Machine.from_source(src, "t.s")
        m.run()
        dumps.append((m.dump("tensor:A"), m.x[2], str(m.program.extra["tensors"]["A"])))
    assert dumps[1] == dumps[0] and dumps[2] == dumps[0] and len(_entries(cache)) == 1


def test_a_change_of_tilesim_code_invalidates(cache, monkeypatch, assembled):
    """The key includes the hash of the assembler and instruction-table code (stood in for
    here by another fingerprint value), so entries of another tilesim are not used."""
    import simulator.progcache as progcache

    path = program_path("base", "arith.s")
    real = progcache.code_fingerprint()
    Machine.from_file(path)
    Machine.from_file(path)
    assert len(assembled) == 1
    monkeypatch.setattr(progcache, "_fingerprint", "another tilesim")
    Machine.from_file(path)
    assert len(assembled) == 2 and len(_entries(cache)) == 2
    monkeypatch.setattr(progcache, "_fingerprint", None)
    assert progcache.code_fingerprint() == real  # a hash of the files: stable


def test_include_found_in_the_working_directory(cache, tmp_path, monkeypatch, assembled):
    """An include found through the working directory follows it (one entry serves every
    directory where the search finds the same text)."""
    main = tmp_path / "main.s"
    main.write_text('.include "here.s"\n.text\n.global _start\n_start:\nmov x0, #VALUE\n'
                    "mov x8, #93\nsvc #0\n")
    for d, v in (("a", 3), ("b", 4), ("c", 3)):
        (tmp_path / d).mkdir()
        (tmp_path / d / "here.s").write_text(f".equ VALUE, {v}\n")
    results = []
    for d in ("a", "b", "a", "c"):
        monkeypatch.chdir(tmp_path / d)
        m = Machine.from_file(str(main))
        m.run()
        results.append(m.exit_code)
    assert results == [3, 4, 3, 3]
    assert len(assembled) == 3 and len(_entries(cache)) == 1  # c reads what a read: a hit


def test_bad_size_bound_is_reported_not_ignored(monkeypatch, capsys):
    from simulator.progcache import store
    monkeypatch.setenv("TILESIM_CACHE_MAX_MB", "abc")
    assert store.max_bytes() == store.DEFAULT_MAX_MB << 20
    assert "TILESIM_CACHE_MAX_MB='abc' is not a number" in capsys.readouterr().err


def test_compiled_blocks_are_kept_on_disk(cache, monkeypatch):
    """A block's generated text is compiled once: another process (here: an emptied memory)
    loads the code object from the cache directory; a damaged file is compiled again."""
    import builtins

    from simulator.progcache import codecache

    text = "def block(x):\n    return x * 3 + 1\n"
    monkeypatch.setattr(codecache, "_MEMORY", {})
    code = codecache.compiled(text, "<block 7>")
    env: dict = {}
    exec(code, env)
    assert env["block"](4) == 13 and code.co_filename == "<block 7>"
    files = [f for f in os.listdir(cache) if f.startswith("code-")]
    assert len(files) == 1
    codecache._MEMORY.clear()
    real = builtins.compile

    def no_compile(*a, **k):
        raise AssertionError("compiled again")
    monkeypatch.setattr(builtins, "compile", no_compile)
    again = codecache.compiled(text, "<block 7>")
    assert again is not code and again.co_code == code.co_code
    monkeypatch.setattr(builtins, "compile", real)
    path = os.path.join(cache, files[0])
    with open(path, "r+b") as fh:  # damage the body: the digest no longer matches
        fh.seek(-3, os.SEEK_END)
        fh.write(b"\xff\xff\xff")
    codecache._MEMORY.clear()
    third = codecache.compiled(text, "<block 7>")
    env = {}
    exec(third, env)
    assert env["block"](1) == 4
    monkeypatch.setenv("TILESIM_NO_CACHE", "1")
    codecache._MEMORY.clear()
    os.remove(path)
    codecache.compiled(text, "<block 8>")
    assert not [f for f in os.listdir(cache) if f.startswith("code-")]
