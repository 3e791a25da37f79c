"""The hardware-loop classifier (the Ascend C "VF loop optimisation" guide (Atlas 350)'s rules), AddrReg limits, assembler errors and faults."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from isa.asm.diag import AsmErrors
from isa.vf import assemble_vf
from simulator.vf import VfMachine


def remarks(body: str, params: str = "n, p, q"):
    src = f".arch ascend-vf\n.vf k {params}\n{body}\n.endvf\n"
    return [r for r in assemble_vf(src, "k.vf").remarks]


def loop_remark(rs, line):
    hits = [r for r in rs if r.loc.line == line and "loop" in r.message]
    assert len(hits) == 1, [r.render() for r in rs]
    return hits[0]


@pytest.mark.parametrize("body,line,col,text", [
    ("    for.u32 i, 0, n, 1\n    endfor", 3, 5, "counter is u32 (hardware loops count with u16)"),
    ("    for.u16 i, 2, n, 1\n    endfor", 3, 5, "start is 2 (hardware loops start at 0)"),
    ("    for.u16 i, 0, n, 2\n    endfor", 3, 5, "step is 2 (hardware loops step by 1)"),
    ("    loop i, n\n        if p\n        endif\n    endloop", 3, 5, "body has a branch: if at line 4"),
    ("    loop i, n\n        sub n, n, #1\n    endloop", 3, 5, "bound n is written inside the loop at line 4"),
    ("    loop i, n\n        loop j, i\n        endloop\n    endloop", 4, 9,
     "bound is the counter 'i' of an enclosing loop"),
    ("    for.u16 i, 0, n, 1\n        add i, i, #1\n    endfor", 3, 5, "counter 'i' is written inside the loop"),
])
def test_each_rule_gives_its_remark(body, line, col, text):
    r = loop_remark(remarks(body), line)
    assert r.severity == "remark" and str(r.loc) == f"k.vf:{line}:{col}"
    assert r.message.startswith("software loop: ") and text in r.message
    assert r.render().startswith(f"k.vf:{line}:{col}: remark: software loop: ")


def test_hardware_loops_nesting_and_serial_loops():
    body = "\n".join(["    loop a, n", "      loop b, n", "        loop c, n", "          loop d, n",
                      "            loop e, n", "            endloop", "          endloop",
                      "          loop d2, n", "          endloop", "        endloop", "      endloop",
                      "    endloop"])
    rs = remarks(body)
    assert "nesting level 5 (hardware loops nest at most 4 deep)" in loop_remark(rs, 7).message
    # the 5th-level software loop is a branch in the 4th level's body; the serial loop d2 is fine
    assert "software loop 'e'" in loop_remark(rs, 6).message
    assert loop_remark(rs, 10).message.startswith("hardware loop 'd2' (level 4)")
    assert loop_remark(rs, 3).message.startswith("software loop")  # contains software loops
    ok = remarks("    loop i, n\n    endloop\n    loop j, p\n    endloop")
    assert all(r.message.startswith("hardware loop") for r in ok)


def test_addrreg_allocation_and_limit():
    lines = [f"        vld v0, [p + i*{256 * (k + 1)}]" for k in range(9)]
    rs = remarks("    loop i, n\n" + "\n".join(lines) + "\n    endloop")
    uses = [r for r in rs if "uses AddrReg" in r.message]
    assert [r.message.split("AddrReg ")[1][:2] for r in uses] == [f"a{k}" for k in range(8)]
    ninth = [r for r in rs if r.loc.line == 12]
    assert "no AddrReg left (at most 8 per VF)" in ninth[-1].message and ninth[-1].loc.col == 17
    shared = remarks("    loop i, n\n        vld v0, [p + i*256]\n        vst [q + i*256], v0, m0\n    endloop")
    assert all("AddrReg a0" in r.message for r in shared if "address" in r.message)
    sw = remarks("    for.u32 i, 0, n, 1\n        vld v0, [p + i*256]\n    endfor")
    assert any("computed by scalar instructions: counter 'i' belongs to a software loop" in r.message
               for r in sw)


def test_addrreg_costs_nothing_scalar_address_costs_cycles():
    def stats(head, tail):
        src = (".arch ascend-vf\n.ub\n.balign 32\nbuf: .space 65536\n.vf k p, n\n    pset.b32 m0, ALL\n"
               f"    {head}\n        vld v0, [p + i*256]\n        vst [p + i*256], v0, m0\n    {tail}\n"
               ".endvf\n.entry\n    vfcall k, buf, 64\n")
        m = VfMachine.from_source(src, "k.vf")
        m.run()
        return m.stats()
    hw = stats("loop i, n", "endloop")
    sw = stats("for.u32 i, 0, n, 1", "endfor")
    assert hw["addr"] == 0 and hw["loop"] < 10 and hw["hw_loop_iterations"] == 64
    assert sw["addr"] > 0 and sw["loop"] > 100 and sw["sw_loop_iterations"] == 64
    # 4 scalar cycles per software iteration (ascend950.toml) plus 2 of address arithmetic,
    # partly hidden behind the vector work that the scalar unit runs beside
    assert sw["cycles"] - hw["cycles"] >= 64 * 2 and sw["scalar_cycles"] >= 64 * 6


@pytest.mark.parametrize("body,col,msg", [
    ("    vadd.f32 v32, v0, v1, m0", 14, "no register v32 (the VF has 32 vector registers)"),
    ("    vadd.f32 v1, v0, v1, m8", 26, "no register m8"),
    ("    vag a8, 64", 9, "no register a8"),
    ("    loop i, n", 5, "unterminated 'loop'"),
    ("    vfoo v1", 5, "unknown VF instruction 'vfoo'"),
])
def test_assembler_errors(body, col, msg):
    with pytest.raises(AsmErrors) as e:
        assemble_vf(f".arch ascend-vf\n.vf k n\n{body}\n.endvf\n", "k.vf")
    err = e.value.errors[0]
    assert msg in err.message and err.loc.line == 3 and err.loc.col == col


def test_cli_error_exit_2_lists_all(tmp_path):
    f = tmp_path / "bad.vf.s"
    f.write_text(".arch ascend-vf\n.vf k n\n    vadd.f32 v32, v0, v1, m0\n    vmul.f32 v1, v0, v40, m0\n.endvf\n")
    r = subprocess.run([sys.executable, "-m", "tools.cli", "run", str(f)], capture_output=True, text=True)
    assert r.returncode == 2 and "bad.vf.s:3:14: error" in r.stderr and "bad.vf.s:4:22: error" in r.stderr
    assert "Traceback" not in r.stderr


FAULT = """.arch ascend-vf
.ub
.balign 32
buf: .space 1024
.vf k p
    vld{d} v0, [p]
.endvf
.entry
    vfcall k, {addr}
"""


@pytest.mark.parametrize("d,addr,status,what", [
    ("", "buf + 16", 135, "not 32-byte aligned"),
    (".brc.b32", "buf + 2", 135, "not 4-byte aligned"),
    ("", "253952 - 128", 139, "outside the usable UB"),
])
def test_faults(d, addr, status, what):
    m = VfMachine.from_source(FAULT.format(d=d, addr=addr), "f.vf.s")
    assert m.run() == status and m.exit_code == status
    text = m.fault.render()
    assert what in text and f"vld{d} v0, [p]" in text and "f.vf.s:6:5" in text
    assert m.fault.address is not None and "address: 0x" in text


def test_brc_alignment_is_per_element():
    m = VfMachine.from_source(FAULT.format(d=".brc.b32", addr="buf + 4"), "f.vf.s")
    assert m.run() == 0
