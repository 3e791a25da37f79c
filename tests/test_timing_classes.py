"""Static timing facts of instructions (simulator/timing/classes.py): registers atomics write,
SME2 multi-vector and LUTI costs, ZT0 dependencies, per-file register renaming, the generic
machine's predictor. References: the functional semantics (which registers an instruction
changes when it runs), the Arm ARM operand roles, and the machine descriptions' own figures."""
from __future__ import annotations

import pytest

from simulator import Machine
from simulator.timing import DescriptionError, load_machine
from simulator.timing.classes import ZT0

ATOMICS = [  # (instruction, the register the Arm ARM says it writes, registers it reads)
    ("ldadd x1, x2, [x10]", 2, {1, 10}),
    ("ldsetal w1, w2, [x10]", 2, {1, 10}),
    ("swp w3, w4, [x10]", 4, {3, 10}),
    ("cas x5, x6, [x10]", 5, {5, 6, 10}),
    ("stxr w7, x9, [x10]", 7, {9, 10}),
    ("stlxp w7, x9, x11, [x10]", 7, {9, 11, 10}),
]


def _one(insn: str) -> Machine:
    init = "\n".join(f"    mov x{r}, #{0x40 + r}" for r in range(1, 12) if r not in (8, 10))
    m = Machine.from_source(f"""
    .text
_start:
{init}
    adr x10, word
    {insn}
    mov x0, #0
    mov x8, #93
    svc #0
    .data
    .balign 16
word: .quad 5, 9
""", machine="m4")
    assert m.run() == 0
    return m


@pytest.mark.parametrize("insn, dest, reads", ATOMICS)
def test_atomics_write_the_old_value_or_status_register(insn, dest, reads):
    m = _one(insn)
    info = next(i for i, ins in zip(m.timing.infos, m.program.slots)
                if ins is not None and ins.mnemonic == insn.split()[0])
    gprs = {r for r in info.dsts if r < 31}
    assert gprs == {dest}, info
    assert reads <= set(info.srcs), info
    # the functional semantics agree: the register changed, and no other operand did
    changed = {r for r in range(1, 12) if r not in (8, 10) and m.x[r] != 0x40 + r}
    assert changed == {dest}, changed


def test_st_atomic_alias_writes_no_register():
    m = _one("stadd x1, [x10]")
    info = next(i for i, ins in zip(m.timing.infos, m.program.slots)
                if ins is not None and ins.mnemonic == "stadd")
    assert not [r for r in info.dsts if r < 31] and 1 in info.srcs


def test_loaded_old_value_waits_for_memory():
    # the add reads ldadd's old value: it waits for the load; with no dependency it does not
    def per_iter(use: str) -> float:
        def run(n):
            m = Machine.from_source(f"""
    .text
_start:
    adr x10, word
    mov x9, #{n}
1:  ldadd x1, x2, [x10]
    add {use}, #1
    add x3, x3, #1
    subs x9, x9, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
    .data
word: .quad 5
""", machine="m4")
            assert m.run() == 0
            return m.cycles
        return (run(60) - run(20)) / 40
    dep, indep = per_iter("x4, x2"), per_iter("x4, x5")
    assert dep >= indep + load_machine("m4").caches[0].hit_latency - 1, (dep, indep)


def _stream_loop(body: str, iters: int) -> Machine:
    m = Machine.from_source(f"""
    .text
_start:
    smstart
    mov x1, #{iters}
1:
{body}
    subs x1, x1, #1
    b.ne 1b
    smstop
    mov x0, #0
    mov x8, #93
    svc #0
""", svl=512, machine="m4")
    assert m.run() == 0
    return m


def _stream_per_iter(body: str) -> float:
    return (_stream_loop(body, 60).cycles - _stream_loop(body, 20).cycles) / 40


def test_multi_vector_ops_hold_their_unit_per_vector():
    ct = load_machine("m4").classes["ssve_int"]
    single = "\n".join(f"    sclamp z{4 * k}.s, z30.s, z31.s" for k in range(4))
    quad = "\n".join(f"    sclamp {{z{4 * k}.s-z{4 * k + 3}.s}}, z30.s, z31.s" for k in range(4))
    for body in (single, quad):
        m = _stream_loop(body, 2)
        assert {i.klass for i, ins in zip(m.timing.infos, m.program.slots)
                if ins is not None and ins.mnemonic == "sclamp"} == {"sve_int"}  # ssve_int here
    s, q = _stream_per_iter(single), _stream_per_iter(quad)
    assert s == pytest.approx(4 * ct.interval, abs=0.5)
    assert q == pytest.approx(16 * ct.interval, abs=0.5)  # 4 instructions x 4 vectors


def test_za_array_groups_keep_their_published_per_instruction_cost():
    # FMLA za.s vgx4 is one instruction per 2 cycles (op_benchmarks), not 4 vectors x 1
    body = "\n".join(f"    fmla za.s[w8, {k}, vgx4], {{z0.s-z3.s}}, z4.s" for k in range(4))
    assert _stream_per_iter("    mov w8, #0\n" + body) == pytest.approx(
        4 * load_machine("m4").classes["sme_za_fma_x4"].interval, abs=0.5)


def test_luti_has_its_own_class_and_reads_zt0():
    m = Machine.from_source("""
    .text
_start:
    smstart
    adr x0, tbl
    ldr zt0, [x0]
    luti4 {z12.h-z15.h}, zt0, z0[1]
    zero {zt0}
    luti2 z1.b, zt0, z2[3]
    smstop
    mov x0, #0
    mov x8, #93
    svc #0
    .data
    .balign 64
tbl: .space 64
""", svl=512, machine="m4")
    assert m.run() == 0
    by = {ins.mnemonic: info for ins, info in zip(m.program.slots, m.timing.infos)
          if ins is not None}
    assert by["ldr"].dsts == (ZT0,) and ZT0 in by["zero"].dsts
    assert by["luti4"].klass == by["luti2"].klass == "sme_luti"
    assert ZT0 in by["luti4"].srcs and by["luti4"].beats == 4 and by["luti2"].beats == 1
    for name in ("m4", "generic", "a64fx"):
        assert "sme_luti" in load_machine(name).classes


def _with_rename(tmp_path, files: str):
    with open(load_machine("m4").file) as fh:
        text = fh.read()
    assert "[rename]\nx = true\nz = true" in text
    for f in files.split():
        text = text.replace(f"\n{f} = true\n", f"\n{f} = false\n", 1)
    p = tmp_path / f"m4_norename_{files.replace(' ', '_')}.toml"
    p.write_text(text)
    return str(p)


def test_rename_parameter_per_register_file(tmp_path):
    body = "\n".join(f"    mul x{k}, x20, x21\n    add x{k}, x22, #1" for k in (2, 3, 4, 5))

    def per_iter(machine: str) -> float:
        def run(n):
            m = Machine.from_source(f"""
    .text
_start:
    mov x1, #{n}
1:
{body}
    subs x1, x1, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
""", machine=machine)
            assert m.run() == 0
            return m.cycles
        return (run(60) - run(20)) / 40

    renamed = per_iter("m4")
    plain = per_iter(_with_rename(tmp_path, "x"))
    other = per_iter(_with_rename(tmp_path, "z p"))  # only X matters to this loop
    mul = load_machine("m4").classes["int_mul"].latency
    assert plain >= renamed + 4 * (mul - 1), (plain, renamed)  # each add waits for its mul (WAW)
    assert other == renamed


def test_rename_keys_are_validated():
    from simulator.timing.description import parse
    import tomllib

    with open(load_machine("m4").file, "rb") as fh:
        data = tomllib.load(fh)
    data["rename"] = {"q": True}
    with pytest.raises(DescriptionError, match="rename.q"):
        parse(data, "m4.toml")
    data["rename"] = {"x": 1}
    with pytest.raises(DescriptionError, match="rename.x"):
        parse(data, "m4.toml")
    data.pop("rename")
    assert parse(data, "m4.toml").rename == {"x": True, "z": True, "p": True, "nzcv": True}


def test_generic_machine_predicts_branches():
    g = load_machine("generic")
    assert g.predictor == "btfn" and g.mispredict_penalty > 0
    m = Machine.from_source("""
    .text
_start:
    mov x1, #200
1:  subs x1, x1, #1
    b.ne 1b
    mov x0, #0
    mov x8, #93
    svc #0
""", machine="generic")
    assert m.run() == 0
    # predicted back-edge: the branch does not wait for SUBS's flags; one taken branch per
    # cycle plus the description's taken-branch bubble
    assert m.cycles <= 200 * (1 + g.taken_branch_penalty) + g.mispredict_penalty + 20


def test_mops_registers_and_flags():
    """CPYFP/SETP (Arm ARM C6.2) read and write Xd, Xs and Xn and write NZCV; CPYFM/SETM read
    NZCV (the option check); a copy's Xn dependency reaches the next instruction."""
    from simulator.timing.classes import NZCV

    src = """
    .text
_start:
    adr x1, buf
    add x2, x1, #64
    mov x3, #32
    cpyfp [x1]!, [x2]!, x3!
    cpyfm [x1]!, [x2]!, x3!
    setp [x1]!, x3!, x4
    sete [x1]!, x3!, x4
    mov x0, #0
    mov x8, #93
    svc #0
    .data
buf: .space 128
"""
    m = Machine.from_source(src, machine="generic")
    assert m.run() == 0
    infos = {ins.mnemonic: info for info, ins in zip(m.timing.infos, m.program.slots)
             if ins is not None}
    assert {1, 2, 3, NZCV} <= set(infos["cpyfp"].dsts) and {1, 2, 3} <= set(infos["cpyfp"].srcs)
    assert NZCV in infos["cpyfm"].srcs and 3 in infos["cpyfm"].dsts
    assert {1, 3, 4} <= set(infos["setp"].srcs) and {1, 3, NZCV} <= set(infos["setp"].dsts)
    assert NZCV in infos["sete"].srcs
