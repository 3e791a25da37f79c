"""`tilesim debug`: scripted (batch) sessions on real programs, exact reverse execution against
snapshots taken going forward, and one session driven through a real pseudo-terminal."""
from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time

import numpy as np
import pytest

import tools.debug_cmd  # noqa: F401 - import the CLI modules outside capsys (render.error binds
from simulator import Machine  # sys.stderr as a default argument when first imported)
from simulator.debug import Debugger, DebugError
from tools.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTER = os.path.join(ROOT, "programs", "sme", "outer_product.s")
SEGV = os.path.join(ROOT, "programs", "base", "fault_segv.s")
VF_ADD = os.path.join(ROOT, "programs", "vf", "add.vf.s")

# A small SME program with a loop, a call, memory stores and output (written here so the test
# does not depend on programs that may change). Addresses in the tests below are where
# aarch64-linux-gnu-ld puts the linked program (aarch64-linux-gnu-nm: _start 0x4000b0, loop
# 0x4000c8, store_row 0x4000fc, out 0x410180; outer_product.s: a 0x410140; fault_segv.s, text
# only: _start 0x400078).
LOOP_SRC = """
    .data
    .balign 64
vec:  .float 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
out:  .space 64
msg:  .ascii "done\\n"
    .text
    .global _start
_start:
    smstart
    ptrue   p0.s
    adr     x0, vec
    ld1w    {z0.s}, p0/z, [x0]
    zero    {za}
    mov     x5, #3
loop:
    fmopa   za0.s, p0/m, p0/m, z0.s, z0.s
    sub     x5, x5, #1
    cbnz    x5, loop
    bl      store_row
    smstop
    mov     x0, #1
    adr     x1, msg
    mov     x2, #5
    mov     x8, #64
    svc     #0
    mov     x0, #0
    mov     x8, #93
    svc     #0
store_row:
    mov     w12, #1
    adr     x3, out
    st1w    {za0h.s[w12, 0]}, p0, [x3]
    ret
"""


@pytest.fixture
def loop_file(tmp_path):
    p = tmp_path / "loop.s"
    p.write_text(LOOP_SRC)
    return str(p)


def debug(capsys, *argv) -> str:
    status = main(["debug", *argv, "--batch"])
    assert status == 0
    return capsys.readouterr().out


def script(tmp_path, text: str) -> str:
    p = tmp_path / "cmds.txt"
    p.write_text(text)
    return str(p)


# ------------------------------------------------------------------------------ batch sessions
def test_break_run_print_step(capsys, tmp_path):
    cmds = script(tmp_path, """
break outer_product.s:26
run
p za0h.f32[1]
p za0.f32[2][3]
p/x x0
stepi
p z2.f32
p/x w3
""")
    out = debug(capsys, OUTER, "--svl", "512", "-x", cmds)
    assert "Breakpoint 1 at 0x4000d0: file outer_product.s, line 26." in out
    assert "Breakpoint 1, 0x4000d0 <_start+32>  outer_product.s:26  mova" in out
    assert "za0h.f32[1] = [2.0, 20.0, 200.0, 2000.0, 20000.0," in out
    assert "za0.f32[2][3] = 3000.0" in out
    assert "x0 = 0x410140" in out
    assert "0x4000d4 <_start+36>  outer_product.s:27  fmov    w3, s2" in out
    assert "z2.f32 = [1.0, 10.0, 100.0, 1000.0," in out
    assert "w3 = 0x0" in out  # fmov has not run yet


def test_reverse_steps_and_repeat(capsys, loop_file):
    out = debug(capsys, loop_file, "--svl", "256", "-ex", "b loop", "-ex", "r", "-ex", "c",
                "-ex", "p x5", "-ex", "rsi 3", "-ex", "p x5", "-ex", "p za0.f32[1][1]",
                "-ex", "rc", "-ex", "info breakpoints")
    lines = out.splitlines()
    assert lines.count("$1 = x5 = 0x0000000000000002") == 1
    # three instructions back from the second hit: before sub of the first iteration ran
    assert "$2 = x5 = 0x0000000000000003" in lines
    assert "za0.f32[1][1] = 0.0" in out  # the first fmopa was undone too
    assert "breakpoint already hit 3 times" in out


def test_step_next_finish(capsys, loop_file):
    out = debug(capsys, loop_file, "-ex", "b 20", "-ex", "r", "-ex", "step", "-ex", "p/x x3",
                "-ex", "finish", "-ex", "p/x x3", "-ex", "rsi", "-ex", "reverse-finish",
                "-ex", "next", "-ex", "p/x x3", "-ex", "reverse-next", "-ex", "until",
                "-ex", "until 25")
    steps = [ln for ln in out.splitlines() if ln.startswith("0x")]
    assert "Breakpoint 1, 0x4000d4 <loop+12>  loop.s:20  bl      store_row" in out
    assert steps[0].startswith("0x4000fc <store_row>  loop.s:31  mov     w12, #1")  # step: into
    assert "x3 = 0x0\n" in out
    assert steps[1].startswith("0x4000d8 <loop+16>  loop.s:21  smstop")
    assert "Run till exit. Returned to\n0x4000d8 <loop+16>  loop.s:21  smstop" in out
    assert "x3 = 0x410180" in out
    assert steps[2].startswith("0x400108 <store_row+12>  loop.s:34  ret")  # rsi undid the ret
    # reverse-finish and reverse-next stop at the bl (where breakpoint 1 is, so it reports it)
    assert out.count("Breakpoint 1, 0x4000d4 <loop+12>  loop.s:20  bl") == 3
    assert steps[3].startswith("0x4000d8 <loop+16>  loop.s:21  smstop")  # next: over the call
    assert steps[4].startswith("0x4000d8 <loop+16>  loop.s:21")  # until: the next line
    assert steps[5].startswith("0x4000e8 <loop+32>  loop.s:25  mov     x8, #64")


def test_watch_memory_and_register(capsys, loop_file):
    out = debug(capsys, loop_file, "--svl", "256", "-ex", "watch {f32}(out+4)", "-ex", "c",
                "-ex", "p/x x3", "-ex", "rc", "-ex", "p {f32[4]}out", "-ex", "delete",
                "-ex", "watch x5", "-ex", "run", "-ex", "c")
    assert "Watchpoint 1: {f32}(out+4)" in out
    assert "Old value = 0.0\nNew value = 12.0" in out  # za0.s[1][1] = 3 fmopas of 2*2
    assert "st1w" in out
    assert "p {f32[4]}out" not in out
    assert "{f32[4]}out = [0.0, 0.0, 0.0, 0.0]" in out  # reverse-continue undid the store
    assert "Old value = 0x0000000000000000\nNew value = 0x0000000000000003" in out
    assert "Old value = 0x0000000000000003\nNew value = 0x0000000000000002" in out


def test_conditional_and_temporary_breakpoints(capsys, loop_file):
    out = debug(capsys, loop_file, "-ex", "break loop if x5 == 1", "-ex", "tbreak store_row",
                "-ex", "run", "-ex", "p x5", "-ex", "c", "-ex", "info breakpoints", "-ex", "c")
    assert "x5 = 0x0000000000000001" in out
    assert "Temporary breakpoint 2, " in out
    assert "<store_row>" in out
    assert "done\n[program exited with code 0]" in out
    info = out.split("Num ")[1]
    assert "store_row" not in info.split("[program")[0].split("\n", 1)[1]


def test_errors_never_leave_the_debugger(capsys, loop_file):
    out = debug(capsys, loop_file, "-ex", "frobnicate", "-ex", "p nosuch", "-ex", "p x0 +",
                "-ex", "b nowhere", "-ex", "x/4wx 0x10", "-ex", "p/q x0", "-ex", "set var",
                "-ex", "info registers vf", "-ex", "si", "-ex", "p x0")
    errors = [ln for ln in out.splitlines() if ln.startswith("error: ")]
    assert len(errors) == 8, out
    assert 'error: undefined command: "frobnicate"' in out
    assert "error: no register or symbol 'nosuch'" in out
    assert "error: cannot access memory at 0x10" in out
    assert "loop.s:11  ptrue" in out


def test_fault_stops_in_the_debugger(capsys):
    out = debug(capsys, SEGV, "-ex", "c", "-ex", "p/x x3", "-ex", "rsi", "-ex", "p/x x3",
                "-ex", "si", "-ex", "si", "-ex", "si")
    assert "Program received SIGSEGV (segmentation fault)." in out
    assert "=> 0x400090 <_start+24>  fault_segv.s:15  ldr     x4, [x3]" in out
    assert "x3 = 0x10" in out
    assert "x3 = 0x0" in out  # the mov that set it was undone
    assert "The program is not being run (the program stopped with SIGSEGV" in out


def test_set_var_is_undone_by_reverse(capsys, loop_file):
    out = debug(capsys, loop_file, "-ex", "si 4", "-ex", "set var x5 = 7",
                "-ex", "set var z0.f32[2] = 2.5", "-ex", "set var {u32}out = 0x1234",
                "-ex", "p z0.f32[0:3]", "-ex", "rsi", "-ex", "p x5", "-ex", "p z0.f32[2]",
                "-ex", "p/x {u32}out")
    assert "x5 = 0x0000000000000007" in out
    assert "z0.f32[0:3] = [1.0, 2.0, 2.5]" in out
    assert "x5 = 0x0000000000000000" in out
    assert "z0.f32[2] = 0.0" in out  # before the ld1w
    assert "{u32}out = 0x0" in out


def test_print_formats_and_examine(capsys, loop_file):
    out = debug(capsys, loop_file, "-ex", "si 4", "-ex", "p/x z0.s", "-ex", "p/d -1",
                "-ex", "p/t 5", "-ex", "p z0.f32/x", "-ex", "x/2wx vec", "-ex", "x/2f vec",
                "-ex", "", "-ex", "x/s msg", "-ex", "x/2i $pc", "-ex", "p vec+4",
                "-ex", "x/3xb vec", "-ex", "x/1gf vec")
    assert "z0.s = [0x3f800000, 0x40000000," in out
    assert "-1 = -1" in out
    assert "5 = 101" in out
    assert "z0.f32 = [0x3f800000," in out
    assert "<vec>:\t0x3f800000\t0x40000000" in out
    assert "<vec>:\t1.0\t2.0" in out
    assert '<msg>:\t"done\\n"' in out
    assert "=> 0x4000c0 <_start+16>:\tzero {za}" in out
    assert "vec+4 = " in out
    assert "<vec>:\t0x00\t0x00\t0x80" in out
    assert "<vec>:\t2.000000473111868" in out


def test_info_registers_display_and_cycles(capsys, loop_file):
    out = debug(capsys, loop_file, "--svl", "256", "-ex", "display/x x5", "-ex", "si 6",
                "-ex", "info registers", "-ex", "info registers p", "-ex", "info registers za",
                "-ex", "cycles", "-ex", "undisplay 1", "-ex", "si", "-ex", "help")
    assert "1: x5 = 0x3" in out
    assert "x5            0x3                 3" in out
    assert "p0 = [1, 0, 0, 0, 1, 0, 0, 0, 1" in out  # one bit per byte; ptrue p0.s
    assert "PSTATE.ZA=1 SM=1 SVL=256 (32x32 bytes)" in out
    assert "timing is off" in out
    assert "reverse-stepi (rsi)" in out and "error" not in out
    assert out.count("1: x5") == 2  # shown after `display` and after `si 6`, not after undisplay


def test_timing_cycles_are_restored_by_reverse(capsys, loop_file):
    out = debug(capsys, loop_file, "--machine", "m4", "-ex", "si 8", "-ex", "cycles",
                "-ex", "si 3", "-ex", "cycles", "-ex", "rsi 3", "-ex", "cycles")
    counts = [int(ln.split()[1]) for ln in out.splitlines() if ln.startswith("cycles:")]
    assert len(counts) == 3 and counts[0] == counts[2] and counts[1] > counts[0]


DEP_SRC = """
    .text
    .global _start
_start:
    smstart
    ptrue   p0.s
    mov     x1, #1
    mov     x2, #2
    mov     x3, #3
    fmopa   za1.s, p0/m, p0/m, z0.s, z1.s
    fmopa   za1.s, p0/m, p0/m, z0.s, z1.s      // waits for the first: latency 4
    add     x4, x1, x2
    mov     x0, #0
    mov     x8, #93
    svc     #0
"""


def test_cycles_shows_the_stall_of_a_dependent_fmopa(capsys, tmp_path):
    p = tmp_path / "dep.s"
    p.write_text(DEP_SRC)
    out = debug(capsys, str(p), "--machine", "m4", "-ex", "b 11", "-ex", "r", "-ex", "si",
                "-ex", "cycles", "-ex", "si", "-ex", "cycles")
    stalls = [ln for ln in out.splitlines() if ln.startswith("stall:")]
    assert len(stalls) == 2, out
    assert "dependency on za1.s" in stalls[0] and "fmopa za1.s" in stalls[0]
    assert float(stalls[0].split()[1]) > 2          # most of the 4-cycle latency
    assert "fractions are ticks of 1/" in out       # the unit is stated
    # the SME unit is decoupled: the core's add never waits for the FMOPA dependency
    assert "za1" not in stalls[1] and "add x4" in stalls[1]


def test_reverse_restores_the_cycle_model_without_a_rerun(loop_file):
    made = []

    def factory():
        made.append(1)
        return Machine.from_file(loop_file, machine="m4")

    d = Debugger(factory)
    eng = d.m.timing
    seen = [(d.m.cycles, d.m.stats())]
    while not d.m.finished:
        d.stepi()
        if d.m.steps == 5:
            d.assign("x7", "42")  # an edit in the history no longer disables the restore
        seen.append((d.m.cycles, d.m.stats()))
    for i in range(len(seen) - 2, -1, -1):
        assert d.reverse_stepi().reason == "step"
        assert (d.m.cycles, d.m.stats()) == seen[i], f"timing differs after undoing step {i + 1}"
        if i == 5:
            # back over the edit record and step 5, then step 5 again (without the edit)
            assert d.reverse_stepi().reason == "step"
            d.stepi()
    assert d.m.timing is eng and len(made) == 1         # same engine, no re-run
    while not d.m.finished:
        d.stepi()
    assert (d.m.cycles, d.m.stats()) == seen[-1]        # and forward again: same counts


def test_history_bound(capsys, loop_file):
    out = debug(capsys, loop_file, "--history", "3", "-ex", "si 6", "-ex", "rsi 5",
                "-ex", "info history")
    assert "No more reverse-execution history: reached the end of the recorded history " \
           "(3 steps; raise it with --history N)." in out
    assert "history: 0 records kept (limit 3), 3 dropped; step 3" in out


def test_layout_plain_text(capsys):
    out = debug(capsys, OUTER, "--svl", "512", "-ex", "b 26", "-ex", "r", "-ex", "layout za0.f32")
    assert "=>  26     mova" in out
    assert "za0.f32 16x16" in out  # the heat map's legend: the whole tile fits at 120x40
    assert "─ next ─" in out and "─ registers ─" in out and "─ source ─" in out
    assert "changed: z0 z1 p0" in out
    frame = out[out.index(" outer_product.s:26 — step"):].splitlines()
    assert len(frame) == 40 and max(len(ln) for ln in frame) <= 120


def test_vf_program(capsys):
    out = debug(capsys, VF_ADD, "-ex", "b add_vf", "-ex", "r", "-ex", "si 4",
                "-ex", "p v0.f32[0:4]", "-ex", "p s3", "-ex", "cycles", "-ex", "rsi 4",
                "-ex", "p v0.f32[0:4]", "-ex", "c")
    assert "Breakpoint 1, insn 3 <add_vf+1>  add.vf.s:13  plt.b32" in out
    assert "v0.f32[0:4] = [1.0, 2.0, 3.0, 4.0]" in out
    assert "v0.f32[0:4] = [0.0, 0.0, 0.0, 0.0]" in out
    assert "cycles: " in out


# ------------------------------------------------------------------------------ exact reverse
def _same(a: dict, b: dict) -> bool:
    sa, sb = a["state"], b["state"]
    for k in sa:
        if isinstance(sa[k], np.ndarray):
            if not np.array_equal(sa[k], sb[k]):
                return False
        elif sa[k] != sb[k]:
            return False
    return (all(np.array_equal(x, y) for x, y in zip(a["memory"], b["memory"]))
            and a["stdout"] == b["stdout"] and a["stderr"] == b["stderr"]
            and a["steps"] == b["steps"] and a["exit_code"] == b["exit_code"])


@pytest.mark.parametrize("svl", [256, 512])
def test_reverse_every_instruction_matches_forward_snapshots(loop_file, svl):
    d = Debugger(lambda: Machine.from_file(loop_file, svl=svl))
    snaps = [d.m.snapshot()]
    while not d.m.finished:
        d.stepi()
        snaps.append(d.m.snapshot())
    assert d.m.exit_code == 0 and d.m.stdout == b"done\n"
    for i in range(len(snaps) - 2, -1, -1):
        stop = d.reverse_stepi()
        assert stop.reason == "step"
        assert _same(d.m.snapshot(), snaps[i]), f"state differs after undoing step {i + 1}"
    assert d.reverse_stepi().reason == "history-start"
    # and forward again gives the same states
    for i in range(1, len(snaps)):
        d.stepi()
        assert _same(d.m.snapshot(), snaps[i])


def test_expressions_api(loop_file):
    d = Debugger(lambda: Machine.from_file(loop_file))
    d.forward(n=6)
    assert d.evaluate("x5 * 2 + 1").value == 7
    assert d.evaluate("vec").value == d.m.program.symbols["vec"]
    assert d.evaluate("{f32}(vec+8)").value == 3.0
    assert d.evaluate("{f32}vec+8").value == 9.0  # {T} binds like a unary operator
    assert d.evaluate("z0.f32[3] == 4.0 && x5 > 2").value == 1
    assert d.evaluate("mem:vec:f32:2").value.tolist() == [1.0, 2.0]
    with pytest.raises(DebugError):
        d.evaluate("x5 +")
    with pytest.raises(DebugError):
        d.resolve("nowhere")


def test_long_history_walks_back_to_the_start():
    """20,000 steps of the SME micro-kernel loop forward, then all the way back."""
    src = os.path.join(ROOT, "programs", "bench", "sme_fmopa_loop.s")
    d = Debugger(lambda: Machine.from_file(src, svl=512))
    d.add_breakpoint("_start")
    d.forward(n=20000)
    assert d.m.steps == 20000
    d.delete()
    assert d.backward(n=20000).reason == "step"
    assert d.m.steps == 0


# ------------------------------------------------------------------------------ a real terminal
def test_interactive_session_in_a_pty(loop_file, tmp_path):
    import pty

    master, slave = pty.openpty()
    env = dict(os.environ, TILESIM_HISTFILE=str(tmp_path / "hist"), TERM="dumb", COLUMNS="100")
    proc = subprocess.Popen([sys.executable, "-m", "tools.cli", "debug", loop_file],
                            stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT,
                            close_fds=True)
    os.close(slave)
    buf = b""

    def expect(text: bytes, timeout: float = 10.0) -> None:
        nonlocal buf
        end = time.time() + timeout
        while text not in buf[mark:]:
            left = end - time.time()
            if left <= 0:
                raise AssertionError(f"did not see {text!r}; got {buf[-2000:]!r}")
            r, _, _ = select.select([master], [], [], left)
            if r:
                try:
                    chunk = os.read(master, 4096)
                except OSError:
                    chunk = b""
                if not chunk:
                    raise AssertionError(f"session ended before {text!r}; got {buf[-2000:]!r}")
                buf += chunk

    mark = 0

    def send(line: str) -> None:
        nonlocal mark
        mark = len(buf)  # expect() looks only at what comes after this
        os.write(master, line.encode() + b"\r")

    try:
        expect(b"(tilesim) ")
        assert b"`help` lists the commands" in buf
        send("b loop")
        expect(b"Breakpoint 1 at")
        send("run")
        expect(b"Breakpoint 1, ")
        send("c")
        expect(b"Breakpoint 1, ", timeout=10)
        send("")  # empty line repeats `c`
        expect(b"Breakpoint 1, 0x4000c8 <loop>  loop.s:17")
        send("p x5")
        expect(b"x5 = 0x0000000000000001")
        send("rsi 2")
        expect(b"(tilesim) ")
        send("p x5")
        expect(b"x5 = 0x0000000000000002")
        # readline history: up-arrow recalls `p x5`
        send("\x1b[A")
        expect(b"p x5\r\n$3 = x5 = 0x0000000000000002")
        send("quit")
        proc.wait(timeout=10)
        assert proc.returncode == 0
        assert (tmp_path / "hist").exists()
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)


# ------------------------------------------------------------------------------ gdb's views
CALLS_SRC = """\
    .text
    .global _start
_start:
    mov x29, #0
    bl outer
    mov x0, #0
    mov x8, #93
    svc #0
outer:
    stp x29, x30, [sp, #-16]!
    mov x29, sp
    bl leaf
    ldp x29, x30, [sp], #16
    ret
leaf:
    mov x1, #5
    ret
"""


def test_backtrace_frames_disassemble_and_value_history(capsys, tmp_path):
    src = tmp_path / "calls.s"
    src.write_text(CALLS_SRC)
    out = debug(capsys, str(src), "-ex", "break leaf", "-ex", "run", "-ex", "bt",
                "-ex", "info frame", "-ex", "stepi", "-ex", "p x1", "-ex", "p x1 + 1",
                "-ex", "p $1", "-ex", "p $", "-ex", "p $$2", "-ex", "p $9",
                "-ex", "display/i $pc", "-ex", "disassemble outer", "-ex", "finish", "-ex", "bt")
    # leaf has no frame record: its caller comes from x30, the rest from the x29 chain
    assert re.search(r"^#0  leaf \(\) at calls.s:16", out, re.M)
    assert re.search(r"^#1  0x[0-9a-f]+ in outer \(\) at calls.s:12$", out, re.M)
    assert re.search(r"^#2  0x[0-9a-f]+ in _start \(\) at calls.s:5$", out, re.M)
    assert "found through x30 (no frame record yet)" in out
    assert "$1 = x1 = 0x0000000000000005" in out and "$2 = x1 + 1 = 6" in out
    assert "$3 = x1 = 0x0000000000000005" in out  # p $1
    assert "$4 = x1 = 0x0000000000000005" in out  # p $ (the last value, $3)
    assert "$5 = x1 + 1 = 6" in out               # p $$2: two before $4
    assert "History has not yet reached $9." in out
    assert re.search(r"1: x/i \$pc\n=> 0x[0-9a-f]+ <leaf\+4>:\tret", out)
    dis = out[out.index("Dump of assembler code for function outer:"):]
    body = dis[:dis.index("End of assembler dump.")].splitlines()[1:]
    assert [ln.split(":\t")[1] for ln in body] == [
        "stp x29, x30, [sp, #-16]!", "mov x29, sp", "bl leaf", "ldp x29, x30, [sp], #16", "ret"]
    assert [ln.split()[1] for ln in body] == ["<+0>:", "<+4>:", "<+8>:", "<+12>:", "<+16>:"]
    # after finish, back in outer: two frames
    last = out[out.rindex("#0 "):]
    assert re.search(r"^#0  outer \(\) at calls.s:13", last, re.M)
    assert re.search(r"^#1  0x[0-9a-f]+ in _start \(\) at calls.s:5$", last, re.M)


def test_za_is_reported_off_after_smstop(capsys, loop_file):
    out = debug(capsys, loop_file, "-ex", "break loop.s:22",
                "-ex", "run", "-ex", "p za0.s", "-ex", "info registers za", "-ex", "p x0")
    assert "error: ZA is off (PSTATE.ZA=0, e.g. after smstop)" in out
    assert "ZA is off (PSTATE.ZA=0): it holds no values now" in out
    assert "$1 = x0 = " in out  # the failed print recorded nothing


def test_vf_ub_memory_and_step_numbers(capsys):
    out = debug(capsys, "programs/vf/add.vf.s", "-ex", "break add.vf.s:13", "-ex", "run",
                "-ex", "p ub:xs:f32:4", "-ex", "p ub:ys+4:f32:1", "-ex", "stepi", "-ex", "where")
    assert "Breakpoint 1 at insn 3: file add.vf.s, line 13." in out
    assert "$1 = ub:xs:f32:4 = [1.0, 2.0, 3.0, 4.0]" in out  # .float 1, 2, 3, 4 in the file
    assert "$2 = ub:ys+4:f32:1 = [0.25]" in out
    # the static instruction is 'insn N', the count of executed instructions 'step N'
    assert "=> insn 4 <add_vf+2>  add.vf.s:14" in out and "step 3 (instructions run)" in out


def test_wide_tile_prints_in_column_blocks(monkeypatch):
    import io

    import numpy as np

    from simulator.dump import Dump
    from tools import render

    monkeypatch.setattr(render, "is_tty", lambda s: True)
    monkeypatch.setenv("COLUMNS", "80")
    buf = io.StringIO()
    tile = np.arange(64 * 64, dtype=np.float32).reshape(64, 64) * 1.5
    render.print_dump(Dump("za0.f32", "matrix", "f32", tile), buf)
    lines = buf.getvalue().splitlines()
    assert max(len(ln) for ln in lines) <= 80
    blocks = [ln.strip() for ln in lines if "za0.f32  columns" in ln and "of 64" in ln]
    assert len(blocks) >= 4 and "columns 0-" in blocks[0] and "of 64" in blocks[-1]
    assert any("6142.5" in ln for ln in lines)  # the last element, 4095 * 1.5, not truncated
