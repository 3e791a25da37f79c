"""`tilesim run --gdb`: gdb-multiarch and lldb-19 in batch mode against the server on 127.0.0.1.

Programs (tests/gdb/*.c) are built by clang-19 with -O0 -g and -O2 -g, freestanding. Where QEMU's
gdb stub can do the same (everything but reverse execution and watchpoints: qemu-aarch64 11.1
refuses hardware watchpoints), the same gdb session runs against `qemu-aarch64 -g PORT` and
the outputs must be equal line for line once stack addresses (each simulator has its own stack
top) are masked. The rest is checked against values worked out by hand from the C source.
"""
from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gdb_helpers import (CLANG, ROOT, build, finish, gdb, lldb, need, normal, start_qemu,
                         start_tilesim)


@pytest.fixture(scope="module")
def progs(tmp_path_factory):
    out = tmp_path_factory.mktemp("gdbprogs")
    return {key: build(src, opt, out) for key, src, opt in (
        ("O0", "prog.c", "-O0"), ("O2", "prog.c", "-O2"), ("sme", "sme.c", "-O0"),
        ("fault", "fault.c", "-O0"))}


def both(prog, cmds: list[str]) -> tuple[str, str, int]:
    """The session against tilesim and against QEMU: (tilesim output, QEMU output, status)."""
    p, port = start_tilesim(prog)
    ours = gdb(prog, port, cmds)
    status, err = finish(p)
    assert "Traceback" not in err, err
    q, qport = start_qemu(prog)
    theirs = gdb(prog, qport, cmds)
    finish(q)
    return ours, theirs, status


O0_SESSION = ["break leaf", "continue", "bt", "print v", "up", "print *p", "print p->tag",
              "print table[k+3]", "frame 2", "print values[2]", "print pt", "frame 0",
              "info registers x0 x1 pc cpsr", "p $z0.s.u[0]", "p $vg", "delete",
              "break prog.c:26", "continue", "next", "print sum", "print i", "print counter",
              "delete", "continue"]


def test_gdb_O0_session_matches_qemu(progs):
    ours, theirs, status = both(progs["O0"], O0_SESSION)
    assert normal(ours) == normal(theirs)
    # and the values are the C program's: leaf(3) called from middle(&pt, 0) from main
    assert re.search(r"#0  leaf \(v=3\) at .*prog.c:10\n#1  0x[0-9a-f]+ in middle \(p=0x[0-9a-f]+, "
                     r"k=0\) at .*prog.c:16\n#2  0x[0-9a-f]+ in main \(\) at .*prog.c:26", ours)
    for text in ("$2 = {x = 3, y = 4, tag = 77}", "$3 = 77", "$4 = 5", "$5 = 30",
                 "x0             0x3                 3", "Breakpoint 2, main () at",
                 "$9 = 49", "$10 = 1", "$11 = 14", "exited with code 027"):
        assert text in ours, text
    assert status == 23  # sum = 18 + 31 + 44 + 58 = 151; main returns 151 & 0x7f


def test_gdb_O2_session_matches_qemu(progs):
    cmds = ["set print entry-values no", "break leaf", "break prog.c:26", "continue", "bt",
            "info registers pc", "continue", "bt", "print v", "print table[3]", "finish",
            "delete", "continue"]
    ours, theirs, status = both(progs["O2"], cmds)
    assert normal(ours) == normal(theirs)
    assert "Breakpoint 1, leaf (v=3)" in ours and "#2  0x" in ours and "in main ()" in ours
    assert "Value returned is $3 = 7" in ours and status == 23


def test_gdb_sme_registers_match_qemu(progs):
    # QEMU describes ZA and P at the largest lengths; element by element they must agree
    cmds = ["break za_ready", "continue", "p $svg", "p $vg", "p $za[0][0]", "p $za[0][4]",
            "p $za[0][8]", "p $za[1][0]", "p $zt0[5]", "p $zt0[63]", "p $z0.s.u[1]",
            "p $p0[0]", "p $p0[1]", "p/x $svcr", "p $v0.s.u", "p $q0", "p $d0", "p $s0.u",
            "continue"]
    ours, theirs, status = both(progs["sme"], cmds)
    assert normal(ours) == normal(theirs)
    assert "$3 = 1\n$4 = 2\n$5 = 3\n$6 = 0\n$7 = 5\n$8 = 63\n$9 = 2\n$10 = 17" in ours
    assert "$12 = [ SM ZA ]" in ours.replace("0x3", "[ SM ZA ]") and status == 7


def test_gdb_fault_matches_qemu(progs):
    """A store to address 0: gdb sees SIGSEGV at the store, then the program's death by it."""
    ours, theirs, status = both(progs["fault"], ["continue", "bt", "p $pc", "continue"])
    assert normal(ours) == normal(theirs)
    assert "Program received signal SIGSEGV, Segmentation fault." in ours
    assert "Program terminated with signal SIGSEGV" in ours and status == 139


def test_debug_session_served_to_gdb(progs):
    """`tilesim debug PROG -ex … --gdb`: gdb attaches where the debugger commands left off."""
    prog = progs["O0"]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    p = subprocess.Popen([sys.executable, "-m", "tools.cli", "debug", str(prog), "-ex",
                          "break middle", "-ex", "run", "--gdb", "127.0.0.1:0"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    line = p.stderr.readline().decode()
    port = int(re.search(r"listening on 127\.0\.0\.1:(\d+)", line).group(1))
    out = gdb(prog, port, ["bt", "print *p", "print k", "reverse-stepi", "continue", "print k",
                           "continue", "print k"])
    status, err = finish(p)
    assert re.search(r"#0  middle \(p=0x[0-9a-f]+, k=0\) at .*prog.c:16\n#1  0x[0-9a-f]+ in "
                     r"main \(\) at .*prog.c:26", out)
    assert "$1 = {x = 3, y = 4, tag = 77}\n$2 = 0" in out
    # the session's own breakpoint still stops the program (gdb, which did not set it, sees a
    # SIGTRAP): one instruction back it is ahead again, then comes the next call (k = 1)
    assert out.count("Program received signal SIGTRAP") == 2 and "$3 = 0" in out
    assert "$4 = 1" in out
    # gdb's batch end detaches: the program runs on to its end without breakpoints
    assert "[Inferior 1 (Remote target) detached]" in out and status == 23


def test_gdb_reverse_watch_and_cycles(progs):
    """What QEMU cannot do: reverse-continue/reverse-stepi (bc/bs), watchpoints, cycles."""
    prog = progs["O0"]
    p, port = start_tilesim(prog, "--dump", "x0")
    out = gdb(prog, port, [
        "break leaf", "continue", "continue", "print v", "print counter",
        "reverse-continue", "print v", "print counter", "reverse-stepi", "print $pc",
        "stepi", "print $pc", "watch counter", "continue", "continue", "delete",
        "monitor cycles", "reverse-stepi", "print counter", "continue"])
    status, err = finish(p)
    assert "Traceback" not in err
    assert "Breakpoint 1, leaf (v=4)" in out and "$1 = 4\n$2 = 6" in out
    # reverse-continue runs back to the previous breakpoint hit: v=3, counter not yet added
    assert "$3 = 3\n$4 = 0" in out
    assert "$5 = (void (*)()) 0x2101dc <leaf+4>" in out
    assert "$6 = (void (*)()) 0x2101e0 <leaf+8>" in out
    # the store in leaf(3) changes counter 0 -> 6; gdb shows the line after the store
    assert "Old value = 0\nNew value = 6\nleaf (v=3) at " in out and "prog.c:12\n12\t" in out
    assert out.count("Breakpoint 1, leaf (v=4)") == 2
    assert re.search(r"cycles: [1-9]\d*  \(instructions: \d+\)", out)
    assert "$7 = 6" in out  # one instruction back: the store of 14 is undone
    assert "exited with code 027" in out and status == 23
    assert "x0 = 0x0000000000000017" in err  # `run`'s reports follow the session


def test_gdb_read_and_access_watchpoints(progs):
    """rwatch/awatch (Z3/Z4): the server stops before the instruction that reads (or writes)
    `counter`; gdb steps over it and prints the value (a write: old and new)."""
    prog = progs["O0"]
    p, port = start_tilesim(prog)
    out = gdb(prog, port, ["break main", "continue", "rwatch counter", "continue", "continue",
                           "print $pc", "delete", "awatch counter", "continue", "continue",
                           "delete", "continue"])
    status, err = finish(p)
    assert "Traceback" not in err
    # counter is read by `counter += twice` (ldr at leaf+28) in leaf(3), then leaf(4)
    assert re.search(r"Hardware read watchpoint 2: counter\n\nValue = 0\n0x0*2101f8 in leaf "
                     r"\(v=3\)", out)
    assert re.search(r"Hardware read watchpoint 2: counter\n\nValue = 6\n0x0*2101f8 in leaf "
                     r"\(v=4\)", out)
    assert "$1 = (void (*)()) 0x2101f8 <leaf+32>" in out
    # awatch: the store of leaf(4) (6 -> 14), then the load of leaf(5)
    assert "Hardware access (read/write) watchpoint 3: counter\n\nOld value = 6\n" \
        "New value = 14\n" in out
    assert re.search(r"watchpoint 3: counter\n\nValue = 14\n0x0*2101f8 in leaf \(v=5\)", out)
    assert "exited with code 027" in out and status == 23


def test_lldb_session(progs):
    prog = progs["O0"]
    p, port = start_tilesim(prog)
    out = lldb(prog, port, ["b leaf", "c", "bt", "frame variable", "up", "frame variable *p",
                            "p table[k+3]", "down", "register read x0 vg svg svcr",
                            "watchpoint set variable counter", "c", "p counter",
                            "watchpoint delete 1", "breakpoint delete --force", "c"])
    status, err = finish(p)
    assert "Traceback" not in err
    assert "stop reason = breakpoint 1.1" in out and "leaf(v=3) at prog.c:10" in out
    assert re.search(r"frame #1: 0x0*210238 prog[^`]*`middle\(p=0x[0-9a-f]+, k=0\) at prog.c:16",
                     out)
    assert "frame #2: 0x00000000002102bc" in out and "main at prog.c:26" in out
    assert "(int) v = 3" in out and "(point) *p = (x = 3, y = 4, tag = 77)" in out
    assert "(int) 5" in out
    assert re.search(r"x0 = 0x0*3\n\s+vg = 0x0*8\n\s+svg = 0x0*4\n\s+svcr = 0x0*\n", out)
    # lldb's watchpoint (Z2): the store in leaf(3) changes counter 0 -> 6
    assert "Watchpoint 1 hit:\nold value: 0\nnew value: 6" in out and "(int) 6" in out
    assert "exited with status = 23" in out and status == 23


def test_lldb_sme_registers(progs):
    """lldb reads the SME state through the same description (and resizes Z/P by vg)."""
    prog = progs["sme"]
    p, port = start_tilesim(prog)
    out = lldb(prog, port, ["breakpoint set -n za_ready --skip-prologue false", "c",
                            "register read svcr svg vg", "register read zt0 p0", "c"])
    status, err = finish(p)
    assert "Traceback" not in err
    assert re.search(r"svcr = 0x0*3\n\s+= \(ZA = 1, SM = 1\)\n\s+svg = 0x0*4\n\s+vg = 0x0*4", out)
    assert "zt0 = {0x00 0x01 0x02 0x03 0x04" in out and "0x3e 0x3f}" in out
    assert "p0 = {0x11 0x11 0x11 0x11}" in out  # ptrue p0.s at VL 256: every 4th bit
    assert "exited with status = 7" in out and status == 7


# ------------------------------------------------------------------------------ robustness
def test_bad_port_and_vf_program_are_usage_errors(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    vf = ROOT / "programs" / "vf"
    vfprog = next(iter(sorted(vf.glob("*.s")))) if vf.is_dir() else None
    prog = tmp_path / "p.s"
    prog.write_text("_start:\n  mov x0, #0\n  mov x8, #93\n  svc #0\n")
    r = subprocess.run([sys.executable, "-m", "tools.cli", "run", "--gdb", "notaport", str(prog)],
                       capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert r.returncode == 2 and "the port must be a number" in r.stderr
    assert "Traceback" not in r.stderr
    if vfprog is not None:
        r = subprocess.run([sys.executable, "-m", "tools.cli", "run", "--gdb", "0", str(vfprog)],
                           capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
        assert r.returncode == 2 and "--gdb debugs Arm programs" in r.stderr


def _in_process_server(path: str, **kw):
    """A server thread on a free port over a fresh debugger session of ``path``."""
    from simulator import Machine
    from simulator.debug import Debugger
    from tools.gdbserver import GdbServer, listen

    dbg = Debugger(lambda: Machine.from_file(path, capture=0, **kw))
    sock = listen("127.0.0.1:0")
    server = GdbServer(dbg)
    t = threading.Thread(target=server.serve, args=(sock,), daemon=True)
    t.start()
    return server, sock, t


def _packet(data: bytes) -> bytes:
    return b"$" + data + b"#%02x" % (sum(data) & 0xFF)


def _talk(port: int, raw: bytes, timeout: float = 5.0) -> bytes:
    """Send ``raw``, then a well-formed ``?``; read until its reply arrives."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as c:
        c.sendall(raw + _packet(b"?"))
        got = b""
        while not re.search(rb"\$[STWX][0-9a-f]{2}", got):
            chunk = c.recv(65536)
            if not chunk:
                break
            got += chunk
        return got


def test_protocol_replies_and_errors(tmp_path):
    prog = tmp_path / "p.s"
    prog.write_text("_start:\n  mov x0, #5\n  mov x8, #93\n  svc #0\n")
    server, sock, _ = _in_process_server(str(prog))
    port = sock.getsockname()[1]
    h = server.handle
    assert h(b"qSupported:multiprocess+").startswith(b"PacketSize=")
    assert b"ReverseStep+" in h(b"qSupported") and b"qXfer:features:read+" in h(b"qSupported")
    xml = h(b"qXfer:features:read:target.xml:0,ffff")
    assert xml.startswith(b"l<?xml") and b'name="org.gnu.gdb.aarch64.sme2"' in xml
    assert h(b"qXfer:features:read:other.xml:0,10") == b"E00"
    assert h(b"m400000,zz") == b"E01" and h(b"m0,4") == b"E14" and h(b"p9999") == b"E45"
    assert h(b"M400000,2:00") == b"E01"  # the length says 2, one byte given
    assert h(b"Z0,1,4") == b"E01"  # no instruction there
    assert h(b"Z3,0,4") == b"E01"  # not mapped
    assert h(b"Z5,400000,4") == b"" and h(b"vMustReplyEmpty") == b"" and h(b"qTStatus") == b""
    assert h(b"qC") == b"QC1" and h(b"qfThreadInfo") == b"m1" and h(b"qAttached") == b"1"
    entry = h(b"p20")
    pc = int.from_bytes(bytes.fromhex(entry.decode()), "little")
    second = (pc + 4).to_bytes(8, "little").hex().encode()
    assert h(b"P20=" + second) == b"OK" and h(b"p20") == second
    assert h(b"P20=" + (pc + 1).to_bytes(8, "little").hex().encode()) == b"E01"  # misaligned
    assert h(b"P20=" + entry) == b"OK"  # back to _start
    assert h(b"P0=2a00000000000000") == b"OK" and h(b"p0") == b"2a00000000000000"
    assert h(b"P0=2a") == b"E01"  # the wrong size
    assert h(b"s").startswith(b"T05") and h(b"bs").startswith(b"T05")
    assert h(b"bs") == b"T05thread:1;" + h(b"?")[12:-len(b"replaylog:begin;")] + \
        b"replaylog:begin;"
    assert h(b"c") == b"W05"
    # on the wire: a bad checksum is NAKed, an oversize packet answered E22, noise ignored
    got = _talk(port, b"$g#00" + b"garbage" + b"$" + b"A" * (0x40000 + 10) + b"#00")
    assert got.startswith(b"-+$E22#") and got.endswith(b"+$W05#bc")


@pytest.mark.parametrize("packet,outcome", [(b"k", "kill"), (b"D", "detach"),
                                            (b"vKill;1", "kill")])
def test_kill_and_detach_end_the_session(tmp_path, packet, outcome):
    prog = tmp_path / "p.s"
    prog.write_text("_start:\n  mov x0, #5\n  mov x8, #93\n  svc #0\n")
    server, sock, thread = _in_process_server(str(prog))
    with socket.create_connection(sock.getsockname(), timeout=10) as c:
        c.sendall(_packet(packet))
        thread.join(10)
    assert not thread.is_alive() and server.outcome == outcome
    sock.close()


def test_interrupt_stops_a_running_continue(tmp_path):
    """gdb's Ctrl-C (a 0x03 byte) during `continue` on an endless loop: a SIGINT stop reply."""
    prog = tmp_path / "p.s"
    prog.write_text("_start:\n  add x1, x1, #1\n  b _start\n")
    server, sock, thread = _in_process_server(str(prog))
    with socket.create_connection(sock.getsockname(), timeout=10) as c:
        c.sendall(_packet(b"c"))
        assert c.recv(1) == b"+"
        c.settimeout(0.5)
        with pytest.raises(TimeoutError):
            c.recv(100)  # still running
        c.settimeout(10)
        c.sendall(b"\x03")
        got = b""
        while b"#" not in got:
            got += c.recv(1000)
        assert got.startswith(b"$T02thread:1;")
    assert server.dbg.m.steps > 1000 and not server.dbg.m.finished
    sock.close()


@pytest.mark.parametrize("seconds", [pytest.param(3, id="3s"),
                                     pytest.param(60, id="60s", marks=pytest.mark.slow)])
def test_protocol_fuzz(tmp_path, seconds):
    """Random and malformed packets for a bounded time: every connection gets answers or is
    closed by the client, the server never dies and still answers a good packet at the end."""
    import random
    import time

    prog = tmp_path / "p.s"
    # an endless loop: `c` stops at the step limit, so the program never ends under the fuzz
    prog.write_text("_start:\n  add x1, x1, #1\n  str x1, [sp, #-16]\n  b _start\n")
    server, sock, thread = _in_process_server(str(prog), max_steps=3000)
    port = sock.getsockname()[1]
    rng = random.Random(seconds)
    words = [b"g", b"G", b"p", b"P", b"m", b"M", b"X", b"Z0", b"z0", b"Z2", b"z2", b"c", b"s",
             b"bs", b"bc", b"vCont;", b"vCont?", b"qXfer:features:read:target.xml:",
             b"qRcmd,", b"qMemoryRegionInfo:", b"H", b"T", b"?", b"qSupported", b"Q"]
    end = time.monotonic() + seconds
    sent = 0
    while time.monotonic() < end:
        parts = []
        for _ in range(rng.randrange(1, 6)):
            w = rng.choice(words)
            tail = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 40)))
            if rng.random() < 0.5:
                tail = b",".join(b"%x" % rng.randrange(1 << rng.choice((4, 16, 64)))
                                 for _ in range(rng.randrange(1, 4)))
                tail += rng.choice((b"", b":", b"=", b";", b":zz", b":0011"))
            data = w + tail
            cs = sum(data) & 0xFF if rng.random() < 0.8 else rng.randrange(256)
            parts.append(b"$" + data + b"#%02x" % cs)
            if rng.random() < 0.2:
                parts.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 20))))
        got = _talk(port, b"".join(parts))
        sent += 1
        assert thread.is_alive()
    assert sent > 10 and thread.is_alive(), sent
    assert server.handle(b"qC") == b"QC1"
    sock.close()


@given(st.binary(max_size=300), st.integers(1, 64))
@settings(max_examples=200, deadline=None)
def test_reader_never_fails_and_accepts_exactly_good_packets(noise, max_packet):
    """Any byte stream, in any chunking, gives events and never an exception; a packet is
    delivered only when its checksum matches, and never longer than the bound."""
    from tools.gdbserver import rsp

    r = rsp.Reader(max_packet)
    events = []
    for i in range(0, len(noise), 7):
        events += r.feed(noise[i:i + 7])
    for ev in events:
        assert ev.kind in ("packet", "ack", "nak", "interrupt", "bad", "oversize")
        assert len(ev.data) <= max_packet
    good = b"qSupported"[:max_packet]
    assert r.feed(b"#00" + rsp.frame(good))[-1] == rsp.Event("packet", good)
    assert rsp.unescape(rsp.escape(noise)) == noise


def test_gdb_reads_and_writes_fpmr(tmp_path):
    """FPMR as gdb shows it (feature org.gnu.gdb.aarch64.fpmr): the value the program wrote,
    and a value gdb writes is the one the program then reads."""
    src = tmp_path / "fpmr.s"
    src.write_text("    .global _start\n_start:\n    ldr x0, =0x3f00c049\n    msr fpmr, x0\n"
                   "set_done:\n    nop\n    mrs x1, fpmr\nread_done:\n    mov x0, #0\n"
                   "    mov x8, #93\n    svc #0\n")
    need(CLANG)
    prog = tmp_path / "fpmr"
    subprocess.run([CLANG, "--target=aarch64-linux-gnu", "-march=armv9-a+fp8", "-nostdlib",
                    "-static", "-fuse-ld=lld", str(src), "-o", str(prog)], check=True)
    p, port = start_tilesim(prog)
    out = gdb(prog, port, ["break set_done", "break read_done", "continue", "p/x $fpmr",
                           "set $fpmr = 0x49", "continue", "p/x $x1"])
    finish(p)
    assert "$1 = 0x3f00c049" in out and "$2 = 0x49" in out, out
