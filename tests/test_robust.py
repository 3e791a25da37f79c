"""Robustness: faults as Linux raises them, syscalls checked as the kernel does, bounded
resources, and a located error (never a traceback, hang or blow-up) for bad input.

Exit statuses and syscall results were checked against QEMU 11.1 (``qemu-aarch64 -cpu
max,sme=on``) running the same programs built with GNU as; ``test_faults_match_qemu`` repeats
that comparison when the tools are installed."""
from __future__ import annotations

import os
import subprocess
import sys
import tracemalloc

import pytest

from simulator import Machine, load_machine

HERE = os.path.dirname(__file__)
ROOT = os.path.dirname(HERE)
TAIL = "  mov x8, #93\n  svc #0\n  .section .rodata\nro: .word 1\n  .data\nmsg: .ascii \"hi\\n\"\n"


def prog(body: str) -> str:
    return "  .text\n  .global _start\n_start:\n" + body + "\n" + TAIL


def run(body: str, **kw) -> Machine:
    m = Machine.from_source(prog(body), "t.s", **kw)
    m.run()
    return m


# ---------------------------------------------------------------- control flow outside the program
# (body, exit status under QEMU 11.1, 1-based source line of the report)
FAULTS = {
    "br_below_text": ("  mov x1, #0x3ffff0\n  br x1", 139, 5),
    "br_zero": ("  mov x1, #0\n  br x1", 139, 5),
    "br_misaligned_text": ("  adr x1, _start\n  add x1, x1, #2\n  br x1", 135, 6),
    "ret_misaligned_text": ("  adr x30, _start\n  add x30, x30, #1\n  ret", 135, 6),
    "br_misaligned_unmapped": ("  mov x1, #2\n  br x1", 139, 5),
    "store_text": ("  adr x1, _start\n  str w0, [x1]", 139, 5),
    "store_rodata": ("  adr x1, ro\n  str w0, [x1]", 139, 5),
}


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_faults_as_linux(name):
    body, status, line = FAULTS[name]
    m = run(body)
    assert m.exit_code == status
    assert m.fault is not None and m.fault.insn.loc.line == line
    assert m.fault.address is not None


@pytest.mark.parametrize("timing", [False, True])
@pytest.mark.parametrize("target", ["#0", "#0x3ffff0", "#0x4100000"])
def test_direct_branch_outside_text_is_sigsegv_at_the_branch(target, timing):
    m = run(f"  b {target}", timing=timing)
    assert m.exit_code == 139, m.fault.render()
    assert m.fault.insn.loc.line == 4 and "branch to" in m.fault.detail


def test_conditional_branch_outside_text_not_taken_runs_on():
    m = run("  cmp x0, x0\n  b.ne #0x3ffff0\n  mov x0, #3")
    assert m.exit_code == 3 and m.fault is None


@pytest.mark.parametrize("body, line", [
    ("  mov x0, #1\n  nop", 5),                                   # off the end of .text
    ("  mov x0, #1\n  ldr x1, lit\nlit: .quad 5", 5),             # into a literal pool
])
def test_running_off_the_code_names_the_last_instruction(body, line):
    text = "  .text\n  .global _start\n_start:\n" + body + "\n"
    m = Machine.from_source(text, "t.s")
    m.run()
    assert m.exit_code == 132
    assert m.fault.insn.loc.line == line and "last instruction" in m.fault.render()


# ---------------------------------------------------------------- system calls
WRITE = "  mov x0, #{fd}\n  {buf}\n  {count}\n  mov x8, #64\n  svc #0\n  neg x0, x0"
# (fd, buffer setup, count setup, exit status = -result & 0xff under QEMU 11.1)
WRITES = {
    "count_minus_one": (1, "adr x1, msg", "mov x2, #-1", 14),
    "count_past_mapping": (1, "adr x1, msg", "mov x2, #0x100000", 14),
    "null_buffer": (1, "mov x1, #0", "mov x2, #3", 14),
    "bad_fd_bad_buffer": (7, "mov x1, #0", "mov x2, #3", 14),  # buffer checked first
    "bad_fd": (7, "adr x1, msg", "mov x2, #3", 9),
    "negative_count_bad_fd": (7, "adr x1, msg", "mov x2, #-1", 14),
}


@pytest.mark.parametrize("name", sorted(WRITES))
def test_write_arguments_checked_like_the_kernel(name):
    fd, buf, count, status = WRITES[name]
    m = run(WRITE.format(fd=fd, buf=buf, count=count), timing=True)
    assert m.exit_code == status and m.stdout == b""


def test_write_null_buffer_zero_count_is_zero():
    m = run("  mov x0, #1\n  mov x1, #0\n  mov x2, #0\n  mov x8, #64\n  svc #0")
    assert m.exit_code == 0


def test_unknown_syscall_is_enosys():
    m = run("  mov x8, #999\n  svc #0\n  neg x0, x0")
    assert m.exit_code == 38


# ---------------------------------------------------------------- the QEMU comparison itself
@pytest.mark.skipif(not __import__("tools.qemu_oracle", fromlist=["x"]).tools_available(),
                    reason="needs aarch64-linux-gnu-as/-ld and QEMU 11.1 (tools/qemu_oracle.py)")
def test_faults_match_qemu(tmp_path):
    from tools.qemu_oracle import build, run_qemu

    cases = {n: (b, s) for n, (b, s, _) in FAULTS.items()}
    cases.update({n: (WRITE.format(fd=fd, buf=b, count=c), s)
                  for n, (fd, b, c, s) in WRITES.items()})
    for name, (body, status) in sorted(cases.items()):
        src = tmp_path / f"{name}.s"
        src.write_text(prog(body))
        res = run_qemu(build(src, tmp_path / name))
        got = res[2]
        assert got == status, name
        m = Machine.from_source(prog(body), str(src))
        m.run()
        assert m.exit_code == status, name


# ---------------------------------------------------------------- resources
def test_capture_is_bounded_and_output_streams():
    seen = []
    body = ("  ldr x19, =64\n1:\n  mov x0, #1\n  adr x1, msg\n  mov x2, #3\n  mov x8, #64\n"
            "  svc #0\n  subs x19, x19, #1\n  b.ne 1b\n  mov x0, #0")
    m = Machine.from_source(prog(body), "t.s", capture=10,
                            output=lambda fd, data: seen.append(data))
    m.run()
    assert m.exit_code == 0
    assert bytes(m.stdout) == b"hi\nhi\nhi\nh" and m.output_truncated
    assert b"".join(seen) == b"hi\n" * 64
    m = Machine.from_source(prog(body), "t.s", capture=None)
    m.run()
    assert len(m.stdout) == 192 and not m.output_truncated


def test_sigpipe_exit_status(tmp_path):
    src = tmp_path / "loud.s"
    body = ("  ldr x19, =100000\n1:\n  mov x0, #1\n  adr x1, msg\n  mov x2, #3\n  mov x8, #64\n"
            "  svc #0\n  subs x19, x19, #1\n  b.ne 1b\n  mov x0, #0")
    src.write_text(prog(body))
    cmd = f"{sys.executable} -m tools.cli run {src} | head -c 5 >/dev/null; echo ${{PIPESTATUS[0]}}"
    r = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, cwd=ROOT,
                       timeout=120)
    assert r.stdout.strip() == "141"
    assert "Traceback" not in r.stderr and "Exception" not in r.stderr


def _bytes_per_step(path: str, steps: int, **kw) -> float:
    from simulator.debug.session import Debugger

    with open(path, encoding="utf-8") as fh:
        src = fh.read()
    d = Debugger(lambda: load_machine(src, path, **kw))
    d.forward(50)
    tracemalloc.start()
    try:
        a = tracemalloc.get_traced_memory()[0]
        d.forward(steps)
        b = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    return (b - a) / steps


def test_vf_history_per_step_cost_is_bounded():
    path = os.path.join(ROOT, "programs", "vf", "softmax1_naive.vf.s")
    # each record used to copy the engine's ``use`` dict and ``busy`` array (~160 KB a step)
    assert _bytes_per_step(path, 1500) < 8000


def test_arm_history_per_step_cost_is_bounded(tmp_path):
    src = tmp_path / "loop.s"
    src.write_text(prog("  ldr x19, =100000\n  adr x1, msg\n  ptrue p0.s\n1:\n"
                        "  ld1w {z0.s}, p0/z, [x1]\n  fadd z0.s, z0.s, z0.s\n"
                        "  str x19, [x1, #8]\n  subs x19, x19, #1\n  b.ne 1b\n  mov x0, #0"))
    # with the m4 cycle model: the history's records plus the model's undo tokens
    assert _bytes_per_step(str(src), 3000, machine="m4") < 4000


def test_history_is_bounded_by_bytes():
    from simulator.debug.history import History

    src = prog("  ldr x19, =5000\n  ptrue p0.s\n1:\n  fadd z0.s, z0.s, z0.s\n"
               "  subs x19, x19, #1\n  b.ne 1b\n  mov x0, #0")
    m = Machine.from_source(src, "t.s")
    h = History(m, limit=1_000_000, max_bytes=200_000)
    for _ in range(3000):
        h.step()
    assert h.bytes <= 200_000 and h.dropped > 0 and len(h) > 100
    for _ in range(len(h)):
        assert h.undo() in ("insn", "fault")
    assert h.undo() == "limit"


def test_vf_reverse_restores_the_engine_exactly():
    from simulator.debug.session import Debugger

    path = os.path.join(ROOT, "programs", "vf", "softmax1_naive.vf.s")
    with open(path, encoding="utf-8") as fh:
        src = fh.read()
    d = Debugger(lambda: load_machine(src, path))
    while d.m.engine._n < 4096 - 150:  # up to just before the engine prunes ``use``
        d.forward(50)
    seen = []

    def state():
        e = d.m.engine
        return (d.m.pc, e.total, {k: list(v) for k, v in e.use.items()}, bytes(e.busy),
                tuple(e.window), list(e.ready), dict(e.counts), d.m.state.v.copy())

    while d.m.engine._n <= 4096 + 50:
        seen.append(state())
        d.forward(1)
    for want in reversed(seen):
        d.backward(1)
        got = state()
        assert got[:7] == want[:7]
        assert (got[7] == want[7]).all()


@pytest.mark.parametrize("steps", range(1, 40))
def test_vf_step_limit_names_a_source_line(steps):
    path = os.path.join(ROOT, "programs", "vf", "tail_loop.vf.s")
    with open(path, encoding="utf-8") as fh:
        m = load_machine(fh.read(), path, max_steps=steps)
    assert m.run() == 124
    assert m.fault.insn is not None and m.fault.insn.loc.line > 1
    assert f"tail_loop.vf.s:{m.fault.insn.loc.line}:" in m.fault.render()


# ---------------------------------------------------------------- bad input: located errors
def _asm_errors(text: str, tmp_path, name: str = "t.s", extra: dict | None = None):
    """Assemble ``text`` through the CLI (in-process, under a SIGALRM time limit): returns
    (exit status, stderr); an escaping exception is reported as a traceback."""
    import contextlib
    import io
    import signal
    import traceback

    from tools.cli import main

    for fname, data in (extra or {}).items():
        (tmp_path / fname).write_bytes(data if isinstance(data, bytes) else data.encode())
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    err = io.StringIO()

    def hang(*_):
        raise TimeoutError("hang")

    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(60)
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            rc = main(["asm", str(path)])
    except BaseException:  # noqa: BLE001 - the test reports it
        return 1, "Traceback\n" + traceback.format_exc()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    return rc, err.getvalue()


HEAD = "  .text\n  .global _start\n_start:\n  nop\n"
BAD_INPUTS = {
    # name: (source, line of the error, words in the message)
    "balign_huge": (HEAD + "  .balign 0x10000000000\n", 5, "alignment"),
    "balign_2_70": (HEAD + f"  .balign {2 ** 70}\n", 5, "alignment"),
    "bss_space": (HEAD + "  .bss\nbuf: .space 1000000000\n", 6, "limit"),
    "fill_data": (HEAD + "  .data\n  .fill 100000000, 8, 0\n", 6, "limit"),
    "tensor_huge": (HEAD + '  .data\n  .tensor A, "f32[100000,100000]{1,0}"\n', 6, "limit"),
    "include_proc_mem": (HEAD + '  .include "/proc/self/mem"\n', 5, "cannot read"),
    "include_dev_zero": (HEAD + '  .include "/dev/zero"\n', 5, "not a regular file"),
    "include_self_twice": (HEAD + '  .include "t.s"\n  .include "t.s"\n', 5, "includes itself"),
    "equ_doubling": (HEAD + "  .equ a0, 1\n" + "".join(
        f"  .equ a{i}, a{i - 1}+a{i - 1}\n" for i in range(1, 41)) + "  .word a40\n",
        46, "does not fit"),
    "nested_parens": (HEAD + "  mov x0, #" + "(" * 3000 + "1" + ")" * 3000 + "\n", 5,
                      "nested too deeply"),
    "nested_unary": (HEAD + "  mov x0, #" + "-" * 3000 + "1\n", 5, "nested too deeply"),
    "incw_bare": (HEAD + "  incw\n", 5, "needs more operands"),
    "int_4301_digits": (HEAD + "  .quad " + "9" * 4301 + "\n", 5, "digits"),
    "hex_5000_digits": (HEAD + "  .quad 0x" + "f" * 5000 + "\n", 5, "digits"),
    "huge_decimal": (HEAD + "  mov x0, #" + "9" * 100 + "\n", 5, "64 bits"),
    "register_digits": (HEAD + "  mov x" + "3" * 5000 + ", #1\n", 5, "bad operand"),
    "tensor_dim_digits": (HEAD + '  .data\n  .tensor A, "f32[' + "9" * 5000 + ']"\n', 6, "int64"),
    "squaring_chain": (HEAD + "  .equ a0, 3\n" + "".join(
        f"  .equ a{i}, a{i - 1}*a{i - 1}\n" for i in range(1, 30)) + "  .quad a29\n", 35,
        "too large"),
    "cr_only_lines": (HEAD + "  nop\r  nop\r  mov x0, #99999999\n", 5, "operands"),
    "form_feed": (HEAD + "  nop\f  nop\n  mov x0, #99999999\n", 5, "operands"),
}


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_bad_input_is_a_located_error(name, tmp_path):
    text, line, words = BAD_INPUTS[name]
    rc, err = _asm_errors(text, tmp_path)
    assert rc == 2, err
    assert "Traceback" not in err and "MemoryError" not in err
    assert f"t.s:{line}:" in err.splitlines()[0], err[:300]
    assert words in err


def test_long_sums_assemble(tmp_path):
    rc, err = _asm_errors(HEAD + "  mov x0, #" + "+".join(["1"] * 2000) + "\n"
                          "  .word " + "+".join(["1"] * 20000) + "\n", tmp_path)
    assert rc == 0, err


def test_chained_equ_is_linear():
    m = Machine.from_source(prog("  .equ a0, 1\n" + "".join(
        f"  .equ a{i}, a{i - 1}+a{i - 1}\n" for i in range(1, 41)) +
        "  ldr x0, =a40 >> 37"), "t.s")
    assert m.run() == 8


def test_non_utf8_include_is_located(tmp_path):
    rc, err = _asm_errors(HEAD + '  .include "bad.inc"\n', tmp_path,
                          extra={"bad.inc": b"  nop\n  .ascii \"caf\xe9\"\n"})
    assert rc == 2 and err.startswith(f"{tmp_path}/bad.inc:2:14: error: byte 0xe9 is not UTF-8")


def test_fifo_include_does_not_block(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    rc, err = _asm_errors(HEAD + '  .include "fifo"\n', tmp_path)
    assert rc == 2 and "t.s:5:" in err and "not a regular file" in err


@pytest.mark.skipif(not __import__("shutil").which("aarch64-linux-gnu-as"),
                    reason="needs GNU as (aarch64-linux-gnu-as)")
@pytest.mark.parametrize("sep", ["\r", "\f", "\v"])
def test_line_numbers_match_gnu_as(sep, tmp_path):
    src = tmp_path / "t.s"
    src.write_bytes((HEAD + f"  nop{sep}  nop\n  mov x0, #99999999\n").encode())
    r = subprocess.run(["aarch64-linux-gnu-as", str(src), "-o", str(tmp_path / "t.o")],
                       capture_output=True, text=True)
    gnu = sorted(int(ln.split(":")[1]) for ln in r.stderr.splitlines() if ": Error:" in ln)
    rc, err = _asm_errors(src.read_bytes(), tmp_path)
    ours = sorted(int(ln.split(":")[1]) for ln in err.splitlines() if ": error:" in ln)
    assert ours == gnu


def test_vf_deeply_nested_ifs(tmp_path):
    body = "    if x\n" * 3000 + "    vadd.s32 v0, v0, v0, m0\n" + "    endif\n" * 3000
    text = (".arch ascend-vf\n.ub\nx: .space 64\n.vf f x\n" + body +
            ".endvf\n.entry\n    vfcall f, x\n")
    rc, err = _asm_errors(text, tmp_path, "t.vf.s")
    assert rc == 2 and "Traceback" not in err
    assert err.startswith("t.vf.s:69:") or "/t.vf.s:69:" in err.splitlines()[0]
    assert "nested too deeply" in err


# ---------------------------------------------------------------- CLI-level crashes
def _cli(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tools.cli", *argv], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)


@pytest.mark.parametrize("argv, words", [
    (("gemm", "--m", "32", "--n", "32", "--k", "32", "--a-layout", "bogus"), "element type"),
    (("gemm", "--m", "32", "--n", "32", "--k", "32", "--machine", "nope"), "nope"),
    (("layout", "f32[8192,8192]", "--json"), "limit"),
])
def test_cli_errors_are_one_line(argv, words):
    r = _cli(*argv)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and words in r.stderr


def test_layout_of_a_huge_shape_is_bounded():
    code = ("import resource, sys; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)); "
            "from tools.cli import main; sys.exit(main(['layout', "
            "'f32[100000,100000]{1,0:T(8,128)}', '--max', '4', '--plain']))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    assert "10009600000 slots" in r.stdout and "… 10009599744 more slots" in r.stdout
    assert "3          384         385         386         387 …" in r.stdout


def test_slot_index_inverts_offsets():
    import numpy as np

    from simulator.layout import offsets, parse_shape, slot_index

    for text in ("f32[3,5]{1,0:T(2,2)}", "f32[5,7,3]{0,1,2:T(2,2)(1,2)}",
                 "bf16[9,17]{1,0:T(8,128)(2,1)}", "f32[4,6]{0,1}", "f32[3,5,7]{2,1,0:T(*,2,4)}",
                 "f32[2,3,5,7]{3,2,1,0:T(*,*,4,4)}"):
        shape = parse_shape(text)
        inverse = {int(o): idx for idx, o in np.ndenumerate(offsets(shape))}
        assert [slot_index(shape, s) for s in range(shape.num_slots)] == \
            [inverse.get(s) for s in range(shape.num_slots)], text
