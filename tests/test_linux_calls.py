"""System calls made by assembly programs, compared with QEMU 11.1 (tools/qemu_oracle.py):
each program stores the address-independent results of its calls and writes them to stdout,
so tilesim and QEMU must print the same bytes and exit with the same status."""
from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from simulator import Machine  # noqa: E402
from simulator.linux import Process  # noqa: E402
from simulator.linux.frame import fault_esr  # noqa: E402
from tools import qemu_oracle  # noqa: E402

needs_qemu = pytest.mark.skipif(not qemu_oracle.tools_available(),
                                reason="aarch64-linux-gnu-as / qemu-aarch64 11.1 not installed")

PRELUDE = """
    .macro sys n
    mov x8, #\\n
    svc #0
    .endm
    .macro keep
    str x0, [x28], #8
    .endm
    .macro handle signo     // rt_sigaction(signo, act with handler and restorer)
    adr x1, act
    adr x2, handler
    str x2, [x1]
    adr x2, restorer
    str x2, [x1, #16]
    mov x0, #\\signo
    mov x2, #0
    mov x3, #8
    sys 134
    .endm
    .text
    .global _start
_start:
    adr x28, results
"""
EPILOGUE = """
done:
    mov x0, #1
    adr x1, results
    sub x2, x28, x1
    sys 64
    mov x0, #0
    sys 93
    .data
    .balign 16
results: .skip 1024
"""


def _both(tmp_path: Path, body: str, data: str = "") -> tuple[tuple, tuple]:
    """(stdout, status) of the program under QEMU and under tilesim, in the same empty
    working directory."""
    src = PRELUDE + body + EPILOGUE + data
    (tmp_path / "prog.s").write_text(src)
    exe = qemu_oracle.build(tmp_path / "prog.s", tmp_path / "build")
    run = tmp_path / "run"
    run.mkdir()
    proc = subprocess.run([qemu_oracle.QEMU, *qemu_oracle.QEMU_FLAGS, str(exe)], cwd=run,
                          capture_output=True, timeout=30)
    q = (proc.stdout, qemu_oracle.status_from_returncode(proc.returncode))
    for p in run.iterdir():  # the same empty directory for tilesim
        (p.rmdir if p.is_dir() else p.unlink)()
    m = Machine.from_source(src, "prog.s", process=Process(cwd=str(run), exe=str(exe)))
    m.run(max_steps=2_000_000)
    assert m.fault is None or m.exit_code > 128, m.fault.render()
    return q, (bytes(m.stdout), m.exit_code)


@needs_qemu
def test_mmap_munmap_mprotect_brk(tmp_path):
    body = """
    mov x0, #0
    sys 214                 // brk(0)
    mov x19, x0
    add x0, x19, #0x21000
    sys 214                 // grow
    sub x0, x0, x19
    keep                    // 0x21000
    add x1, x19, #0x20000
    mov x2, #77
    str x2, [x1]
    ldr x0, [x1]
    keep                    // 77: the new heap is writable
    sub x0, x19, #0x1000
    sys 214                 // below the initial break: the break stays
    sub x0, x0, x19
    keep
    mov x0, #0
    mov x1, #0x3000
    mov x2, #3
    mov x3, #0x22
    mov x4, #-1
    mov x5, #0
    sys 222                 // mmap 3 pages rw
    mov x20, x0
    ldr x0, [x20, #0x2ff8]
    keep                    // 0: anonymous memory is zeroed
    mov x2, #0x1234
    str x2, [x20, #0x2ff8]
    add x0, x20, #0x1000
    mov x1, #0x1000
    sys 215                 // munmap the middle page
    keep
    mov x0, x20
    mov x1, #0x1000
    mov x2, #1
    sys 226                 // mprotect the first page read-only
    keep
    mov x0, x20
    mov x1, #0x3000
    mov x2, #1
    sys 226                 // across the hole: -ENOMEM
    keep
    ldr x0, [x20, #0x2ff8]
    keep                    // 0x1234 survived the split
    add x0, x20, #1
    mov x1, #0x1000
    sys 215                 // unaligned munmap: -EINVAL
    keep
    mov x0, #0
    mov x1, #0
    mov x2, #3
    mov x3, #0x22
    mov x4, #-1
    mov x5, #0
    sys 222                 // length 0: -EINVAL
    keep
    mov x0, x20
    mov x1, #0x1000
    mov x2, #3
    mov x3, #0x100000       // MAP_FIXED_NOREPLACE over a mapping: -EEXIST
    add x3, x3, #0x22
    mov x4, #-1
    mov x5, #0
    sys 222
    keep
    mov x0, x20
    mov x1, #0x1000
    mov x2, #0x3000
    mov x3, #1              // MREMAP_MAYMOVE
    sys 216
    ldr x0, [x0]
    keep                    // the moved page kept its (zero) contents
"""
    q, t = _both(tmp_path, body)
    assert q == t
    assert len(t[0]) == 8 * 12


@needs_qemu
def test_files_in_a_directory(tmp_path):
    body = """
    mov x0, #-100
    adr x1, name
    mov x2, #0x241          // O_WRONLY|O_CREAT|O_TRUNC
    mov x3, #0x1a4
    sys 56
    mov x19, x0
    keep
    mov x0, x19
    adr x1, text
    mov x2, #11
    sys 64
    keep
    mov x0, x19
    sys 57
    keep
    mov x0, #-100
    adr x1, name
    mov x2, #0
    mov x3, #0
    sys 56
    mov x19, x0
    mov x1, #6
    mov x2, #0
    sys 62                  // lseek
    keep
    mov x0, x19
    adr x1, buf
    mov x2, #16
    sys 63                  // read: "file\\n"
    keep
    ldr x0, buf
    keep
    mov x0, x19
    adr x1, statbuf
    sys 80                  // fstat
    keep
    ldr x0, statbuf + 48
    keep                    // st_size 11
    mov x0, #-100
    adr x1, name
    adr x2, statbuf
    mov x3, #0
    sys 79                  // newfstatat
    ldr x0, statbuf + 48
    keep
    mov x0, #-100
    adr x1, name
    mov x2, #0
    mov x3, #0x7ff
    adr x4, statxbuf
    sys 291                 // statx
    keep
    ldr x0, statxbuf + 40
    keep                    // stx_size 11
    adr x0, statxbuf
    ldrh w0, [x0, #28]
    keep                    // stx_mode
    mov x0, #-100
    adr x1, nope
    mov x2, #4
    sys 48                  // faccessat on a missing file: -ENOENT
    keep
    mov x0, #-100
    adr x1, dir
    mov x2, #0x1ed
    sys 34                  // mkdirat
    keep
    mov x0, #-100
    adr x1, name
    mov x2, #-100
    adr x3, moved
    mov x4, #0
    sys 276                 // renameat2
    keep
    mov x0, #-100
    adr x1, moved
    mov x2, #0
    sys 35                  // unlinkat
    keep
    mov x0, #-100
    adr x1, dir
    mov x2, #0x200
    sys 35                  // rmdir
    keep
    mov x0, x19
    sys 57
    mov x0, #1
    sys 23                  // dup(1): 3
    keep
    adr x1, text
    mov x2, #5
    sys 64                  // "hello" through the dup
    keep
    adr x0, fds
    mov x1, #0
    sys 59                  // pipe2
    keep
    ldr w0, fds + 4
    adr x1, text
    mov x2, #3
    sys 64
    keep
    ldr w0, fds
    adr x1, buf
    mov x2, #8
    sys 63
    keep
    adr x0, buf
    mov x1, #1
    sys 17                  // getcwd into 1 byte: -ERANGE
    keep
    mov x0, #1
    mov x1, #0x5401
    adr x2, buf
    sys 29                  // ioctl TCGETS on a pipe: -ENOTTY
    keep
    mov x0, #77
    adr x1, buf
    mov x2, #1
    sys 63                  // read from a closed fd: -EBADF
    keep
"""
    data = """
name: .asciz "t.txt"
moved: .asciz "d/u.txt"
nope: .asciz "missing"
dir: .asciz "d"
text: .ascii "hello file\\n"
    .balign 8
buf: .skip 16
fds: .skip 8
statbuf: .skip 128
statxbuf: .skip 256
"""
    q, t = _both(tmp_path, body, data)
    assert q == t
    assert b"hello" in t[0]


@needs_qemu
def test_clocks_advance_and_sleep(tmp_path):
    body = """
    mov x0, #1
    adr x1, ts1
    sys 113                 // clock_gettime(MONOTONIC)
    keep
    mov x9, #1000
1:  subs x9, x9, #1
    b.ne 1b
    mov x0, #1
    adr x1, ts2
    sys 113
    ldp x2, x3, [x1]
    adr x4, ts1
    ldp x4, x5, [x4]
    mov x6, #0xca00
    movk x6, #0x3b9a, lsl #16
    madd x2, x2, x6, x3
    madd x4, x4, x6, x5
    cmp x2, x4
    cset x0, gt
    keep                    // 1: later than before
    adr x0, req
    mov x1, #0
    sys 101                 // nanosleep 1 ms
    keep
    mov x0, #0
    adr x1, ts1
    sys 113                 // CLOCK_REALTIME after 2024-01-01
    ldr x2, ts1
    mov x3, #0x9580
    movk x3, #0x6592, lsl #16
    cmp x2, x3
    cset x0, gt
    keep
    mov x0, #99
    adr x1, ts1
    sys 113                 // a bad clock id: -EINVAL
    keep
    adr x0, ts1
    mov x1, #0
    sys 169                 // gettimeofday
    keep
    mov x0, #1
    adr x1, ts1
    sys 114                 // clock_getres(MONOTONIC): 1 ns
    keep
    ldp x0, x1, [x1]
    keep
    mov x0, x1
    keep
    mrs x0, cntfrq_el0
    keep
"""
    data = """
    .balign 8
ts1: .skip 16
ts2: .skip 16
req: .quad 0, 1000000
"""
    q, t = _both(tmp_path, body, data)
    assert q == t


# where handlers return: rt_sigreturn (SA_RESTORER), as glibc's __restore_rt
RESTORER = """
restorer:
    mov x8, #139
    svc #0
"""
SIGNAL_BODY = """
    handle 10               // SIGUSR1
    keep
    mov x19, #0x55
    sys 172                 // getpid
    mov x1, #10
    sys 129                 // kill(self, SIGUSR1): the handler runs on return
    keep                    // kill's result, restored by rt_sigreturn
    mov x0, x19
    keep                    // 0x55: the handler's x19 was undone
    mov x0, #0
    mov x1, #0
    adr x2, oldmask
    mov x3, #8
    sys 135                 // rt_sigprocmask: the mask is empty again
    ldr x0, oldmask
    keep
    adr x4, hres
    mov x5, #4
1:  ldr x0, [x4], #8        // what the handler saw: signo, si_signo, si_code, its mask
    keep
    subs x5, x5, #1
    b.ne 1b
    b done

handler:
    adr x4, hres
    str x0, [x4]            // signo
    ldr w3, [x1]
    str x3, [x4, #8]        // si_signo
    ldr w3, [x1, #8]
    str x3, [x4, #16]       // si_code: SI_USER
    mov x19, #1
    mov x0, #0
    mov x1, #0
    adr x2, oldmask
    mov x3, #8
    sys 135
    ldr x0, oldmask
    adr x4, hres
    str x0, [x4, #24]       // SIGUSR1 blocked while its handler runs
    ret
""" + RESTORER
SIGNAL_DATA = """
    .balign 8
act: .quad 0, 0x04000004, 0, 0   // SA_SIGINFO | SA_RESTORER
oldmask: .quad 0
hres: .quad 0, 0, 0, 0
"""


@needs_qemu
def test_signal_handler_and_sigreturn(tmp_path):
    q, t = _both(tmp_path, SIGNAL_BODY, SIGNAL_DATA)
    assert q == t
    assert t[0][32:56] == b"".join(v.to_bytes(8, "little") for v in (10, 10, 0))


@needs_qemu
def test_uncaught_signal_ends_the_program(tmp_path):
    body = """
    sys 172                 // getpid
    mov x1, #15
    sys 129                 // kill(self, SIGTERM), no handler: status 143
    mov x0, #7
    sys 93
"""
    q, t = _both(tmp_path, body)
    assert q == t == ((b"", 143))


@needs_qemu
def test_unknown_call_is_enosys(tmp_path):
    body = """
    mov x8, #300            // not an AArch64 system call
    svc #0
    keep
"""
    q, t = _both(tmp_path, body)
    assert q == t
    assert t[0] == (-38 % (1 << 64)).to_bytes(8, "little")


def test_clone_and_execve_are_not_simulated():
    src = (".text\n.global _start\n_start:\n mov x0, #17\n mov x1, #0\n mov x8, #220\n svc #0\n"
           " mov x19, x0\n mov x8, #221\n svc #0\n mov x20, x0\n mov x8, #999\n svc #0\n"
           " mov x0, #0\n mov x8, #93\n svc #0\n")
    m = Machine.from_source(src, "c.s")
    assert m.run() == 0
    assert m.x[19] == m.x[20] == (-38) % (1 << 64)
    w = m.linux.warnings
    assert any("clone" in s and "not simulated" in s for s in w)
    assert any("execve" in s and "not simulated" in s for s in w)
    assert any("999" in s for s in w)


def test_getrandom_is_seeded():
    src = (".text\n.global _start\n_start:\n adr x0, buf\n mov x1, #16\n mov x2, #0\n"
           " mov x8, #278\n svc #0\n mov x0, #1\n adr x1, buf\n mov x2, #16\n mov x8, #64\n"
           " svc #0\n mov x0, #0\n mov x8, #93\n svc #0\n.data\nbuf: .skip 16\n")
    outs = []
    for seed in (1, 1, 2):
        m = Machine.from_source(src, "r.s", process=Process(seed=seed))
        assert m.run() == 0
        outs.append(bytes(m.stdout))
    assert outs[0] == outs[1] != outs[2] and len(outs[0]) == 16


FRAME_BODY = """
    adr x0, altstack
    adr x1, stk
    str x1, [x0]
    mov x1, #0
    sys 132                 // sigaltstack(altstack, NULL)
    keep
    handle 10               // SIGUSR1: SA_SIGINFO|SA_RESTORER|SA_ONSTACK|SA_RESETHAND
    smstart za
    mov x0, #0x1234
    msr tpidr2_el0, x0
    sys 172
    mov x1, #10
    sys 129                 // the handler runs on the alternate stack
    mrs x0, svcr
    keep                    // ZA on again after rt_sigreturn (SVCR = 2)
    adr x4, hres
    mov x5, #17
1:  ldr x0, [x4], #8
    keep
    subs x5, x5, #1
    b.ne 1b
    mrs x0, tpidr2_el0
    keep
    mov x0, #1
    adr x1, results
    sub x2, x28, x1
    sys 64                  // the results so far: the next kill ends the program
    smstop
    sys 172
    mov x1, #10
    sys 129                 // SA_RESETHAND: the default action now, status 138
    keep
    b done

handler:
    adr x4, hres
    mov x5, sp
    adr x6, stk
    sub x5, x5, x6
    lsr x5, x5, #16
    str x5, [x4], #8        // 0: the frame is inside the 64 KiB alternate stack
    mov x5, sp
    sub x5, x29, x5
    str x5, [x4], #8        // the fp/lr record's offset: the frame's size
    mrs x5, svcr
    str x5, [x4], #8        // 0: handlers run with SM and ZA off
    add x6, x2, #464        // uc_mcontext.__reserved
    mov x7, #7
2:  ldp w8, w9, [x6]
    ldrh w10, [x6, #8]
    orr x8, x8, x9, lsl #32
    stp x8, x10, [x4], #16  // each record: magic | size << 32, then its vl (or first field)
    cbz x8, 3f
    add x6, x6, x9
    subs x7, x7, #1
    b.ne 2b
3:  ret
""" + RESTORER
FRAME_DATA = """
    .balign 16
act: .quad 0, 0x8C000004, 0, 0
altstack: .quad 0, 0, 0x10000
hres: .skip 256
    .balign 16
stk: .skip 0x10000
"""


@needs_qemu
def test_signal_frame_records_altstack_and_resethand(tmp_path):
    """The records QEMU 11.1 puts in the frame (fpsimd, SVE, TPIDR2, ZA with rows since ZA is
    on, ZT0 for SME2, end), their sizes and vector lengths, the alternate stack, PSTATE in the
    handler and after rt_sigreturn, and SA_RESETHAND's default action the second time."""
    q, t = _both(tmp_path, FRAME_BODY, FRAME_DATA)
    assert q == t
    assert t[1] == 138
    words = struct.unpack(f"<{len(t[0]) // 8}Q", t[0])
    assert words[1] == 2 and words[2] == 0 and words[4] == 0  # SVCR.ZA back; SM/ZA off inside
    magics = [w & 0xFFFFFFFF for w in words[5:19:2]]
    assert magics == [0x46508001, 0x46504D52, 0x53564501, 0x54504902, 0x54366345, 0x5A544E01, 0]


FAULT_BODY = """
    handle 11               // SIGSEGV
    mov x0, #0x40
    ldr x0, [x0]            // faults; the handler skips the load
    mov x0, #0x77
    keep
    adr x0, hres
    ldp x1, x2, [x0]
    mov x0, x1
    keep                    // si_code: SEGV_MAPERR
    mov x0, x2
    keep                    // si_addr: 0x40
    b done

handler:
    ldr w3, [x1, #8]
    ldr x4, [x1, #16]
    adr x5, hres
    stp x3, x4, [x5]
    ldr x3, [x2, #440]      // uc_mcontext.pc (ucontext + 176 + 8 + 31 * 8 + 8)
    add x3, x3, #4
    str x3, [x2, #440]
    ret
""" + RESTORER


def _run_with_signals(m: Machine) -> int:
    """What the run loop does with a fault (the machine's side of ``Linux.deliver``): hand it
    to the process, continue at the handler, or stop with the fault."""
    for _ in range(10):
        m.run(max_steps=100_000)
        if m.fault is None or m.fault.address is None or m.fault.insn is None:
            return m.exit_code
        f = m.fault
        signo = f.exit_status - 128
        esr = fault_esr(signo, 1, write=f.detail.startswith("write"),
                        fetch=f.detail.startswith("branch"))
        to = m.linux.deliver(signo, 1, f.address, f.insn.address, esr)
        if to is None:
            return m.exit_code
        m.fault = m.exit_code = None
        m.state.pc = m.state.branch_to(to)
    return m.exit_code


def _faulting_run_matches_qemu(tmp_path: Path, src: str) -> bytes:
    """``src`` under QEMU and under tilesim with faults handed to the program: the same
    output and status 0; the output."""
    (tmp_path / "prog.s").write_text(src)
    exe = qemu_oracle.build(tmp_path / "prog.s", tmp_path / "build")
    out, _, status = qemu_oracle.run_qemu(exe)
    m = Machine.from_source(src, "prog.s")
    assert _run_with_signals(m) == status == 0
    assert bytes(m.stdout) == out
    return out


@needs_qemu
def test_fault_goes_to_the_handler(tmp_path):
    """A SIGSEGV with a handler: siginfo (SEGV_MAPERR, the address) and a handler that moves
    uc_mcontext.pc past the load — the same output as QEMU 11.1's."""
    out = _faulting_run_matches_qemu(tmp_path, PRELUDE + FAULT_BODY + EPILOGUE + SIGNAL_DATA)
    assert struct.unpack("<3Q", out) == (0x77, 1, 0x40)


def test_big_mmap_is_enomem_and_stdin_bytes_are_read():
    src = (".text\n.global _start\n_start:\n mov x0, #0\n mov x1, #1 << 40\n mov x2, #3\n"
           " mov x3, #0x22\n mov x4, #-1\n mov x5, #0\n mov x8, #222\n svc #0\n mov x19, x0\n"
           " mov x0, #0\n adr x1, buf\n mov x2, #8\n mov x8, #63\n svc #0\n mov x2, x0\n"
           " mov x0, #1\n adr x1, buf\n mov x8, #64\n svc #0\n mov x0, #0\n mov x8, #93\n"
           " svc #0\n.data\nbuf: .skip 8\n")
    m = Machine.from_source(src, "b.s", process=Process(stdin=b"typed in"))
    assert m.run() == 0
    assert m.x[19] == -12 % (1 << 64) and bytes(m.stdout) == b"typed in"


def test_brk_survives_the_program_splitting_its_heap():
    """munmap/mprotect inside the heap split it; brk keeps growing and shrinking it (Linux
    semantics: the break moves, pages above it are released)."""
    from simulator.linux.mm import brk, mprotect, munmap

    m = Machine.from_source(".text\n.global _start\n_start: nop\n", "h.s")
    k = m.linux
    k.mm.set_brk(0x1000_0000)
    assert brk(k, 0x1000_3000) == 0x1000_3000
    assert mprotect(k, 0x1000_1000, 0x1000, 1) == 0
    assert brk(k, 0x1000_8000) == 0x1000_8000  # grows the top piece in place
    m.memory.store(0x1000_7ff8, 8, 5)
    assert munmap(k, 0x1000_7000, 0x1000) == 0
    assert brk(k, 0x1000_6000) == 0x1000_6000  # shrink below the hole
    assert brk(k, 0x1000_9000) == 0x1000_9000
    assert m.memory.load(0x1000_7ff8, 8) == 0  # released pages come back zeroed
    assert brk(k, 0x0FFF_0000) == 0x1000_9000  # never below the initial break


@needs_qemu
def test_process_facts(tmp_path):
    """uname's sysname and machine, the calls QEMU leaves out (rseq, set_robust_list), futex
    for one thread, getrandom's flag check, gettid == getpid."""
    body = """
    adr x0, uts
    sys 160                 // uname
    keep
    ldr x0, uts             // "Linux"
    keep
    adr x0, uts + 4 * 65
    ldr x0, [x0]            // "aarch64"
    keep
    adr x0, word
    mov x1, #32
    mov x2, #0
    mov x3, #0
    sys 293                 // rseq: -ENOSYS under QEMU
    keep
    adr x0, word
    mov x1, #24
    sys 99                  // set_robust_list: -ENOSYS under QEMU
    keep
    adr x0, word
    mov x1, #128            // FUTEX_WAIT | FUTEX_PRIVATE_FLAG, the word is 5, not 4
    mov x2, #4
    mov x3, #0
    sys 98
    keep                    // -EAGAIN
    adr x0, word
    mov x1, #129            // FUTEX_WAKE
    mov x2, #1
    sys 98
    keep                    // nobody woken
    adr x0, word
    mov x1, #8
    mov x2, #0x100          // an unknown flag
    sys 278
    keep                    // -EINVAL
    sys 178
    mov x19, x0
    sys 172
    cmp x0, x19
    cset x0, eq
    keep                    // gettid == getpid
"""
    data = """
    .balign 8
word: .quad 5
uts: .skip 6 * 65
"""
    q, t = _both(tmp_path, body, data)
    assert q == t
    assert t[0][8:13] == b"Linux" and t[0][16:23] == b"aarch64"


@needs_qemu
def test_signal_call_errors_and_pending(tmp_path):
    """Argument checks of the signal calls, a blocked signal left pending, SIG_IGN."""
    body = """
    mov x0, #5
    mov x1, #0
    mov x2, #0
    mov x3, #8
    sys 135                 // rt_sigprocmask(how 5): -EINVAL
    keep
    mov x0, #0
    mov x1, #0
    mov x2, #0
    mov x3, #4
    sys 135                 // sigsetsize 4: -EINVAL
    keep
    mov x0, #9
    adr x1, ign
    mov x2, #0
    mov x3, #8
    sys 134                 // SIGKILL's action: -EINVAL
    keep
    adr x0, small
    mov x1, #0
    sys 132                 // sigaltstack smaller than MINSIGSTKSZ: -ENOMEM
    keep
    sys 172
    mov x19, x0
    mov x1, #0
    sys 129                 // kill(self, 0): 0
    keep
    mov x0, x19
    mov x1, #65
    sys 129                 // kill(self, 65): -EINVAL
    keep
    mov x0, #0
    adr x1, usr1
    mov x2, #0
    mov x3, #8
    sys 135                 // block SIGUSR1
    mov x0, x19
    mov x1, #10
    sys 129                 // stays pending
    keep
    adr x0, set
    mov x1, #8
    sys 136                 // rt_sigpending
    ldr x0, set
    keep
    mov x0, #10
    adr x1, ign
    mov x2, #0
    mov x3, #8
    sys 134                 // SIG_IGN discards the pending SIGUSR1
    mov x0, #1
    adr x1, usr1
    mov x2, #0
    mov x3, #8
    sys 135                 // unblock: nothing is delivered
    keep
    adr x0, set
    mov x1, #8
    sys 136
    ldr x0, set
    keep
"""
    data = """
    .balign 8
ign: .quad 1, 0, 0, 0
small: .quad 0, 0, 1024
usr1: .quad 1 << 9
set: .quad 0
"""
    q, t = _both(tmp_path, body, data)
    assert q == t
    assert struct.unpack("<Q", t[0][56:64])[0] == 1 << 9


def test_deliver_follows_linux_for_faults_and_default_actions():
    """kernel/signal.c: a synchronous fault that is blocked or ignored kills (force_sig_info);
    default actions: SIGCHLD/SIGURG/SIGWINCH ignored, SIGSEGV terminates."""
    from simulator.linux.signals import SIG_IGN, Action

    m = Machine.from_source(".text\n.global _start\n_start: nop\n", "d.s")
    sig = m.linux.signals
    assert m.linux.deliver(17, 0, 0, 0x400000) == 0x400000  # SIGCHLD: ignored by default
    assert m.linux.deliver(11, 1, 0x10, 0x400000) is None  # SIGSEGV, no handler
    sig.actions[11] = Action(SIG_IGN)
    assert m.linux.deliver(11, 1, 0x10, 0x400000) is None  # ignored fault still kills
    sig.actions[11] = Action(0x400100)
    sig.blocked = 1 << 10
    assert m.linux.deliver(11, 1, 0x10, 0x400000) is None  # blocked fault kills
    sig.blocked = 0
    sp = m.state.x[31]
    assert m.linux.deliver(11, 1, 0x10, 0x400000) == 0x400100
    assert m.state.x[0] == 11 and m.state.x[31] < sp and m.state.x[31] % 16 == 0
    assert sig.blocked == 1 << 10  # SIGSEGV blocked while its handler runs


CLOCK_READS = """
    .text
    .global _start
_start:
    adr x19, out
    mrs x0, cntvct_el0
    str x0, [x19]
    mov x0, #1
    add x1, x19, #8
    mov x8, #113
    svc #0                  // clock_gettime(CLOCK_MONOTONIC)
    mrs x0, cntvct_el0
    str x0, [x19, #24]
    mov x0, #0
    add x1, x19, #32
    mov x8, #113
    svc #0                  // clock_gettime(CLOCK_REALTIME)
    mov x0, #1
    mov x1, x19
    mov x2, #48
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
    .data
out: .skip 48
"""


def test_cntvct_reads_the_process_clock_and_runs_repeat():
    """CNTVCT_EL0 (1 GHz) and CLOCK_MONOTONIC are one clock; CLOCK_REALTIME is the documented
    epoch plus it; two runs give the same bytes; --host-time gives the host's time."""
    import time

    from simulator.linux import REALTIME_EPOCH_NS

    outs = []
    for _ in range(2):
        m = Machine.from_source(CLOCK_READS, "c.s")
        assert m.run() == 0
        outs.append(bytes(m.stdout))
    assert outs[0] == outs[1]
    c1, s, ns, c2, rs, rns = struct.unpack("<6q", outs[0])
    mono = s * 10**9 + ns
    assert c1 < mono < c2
    assert mono < rs * 10**9 + rns - REALTIME_EPOCH_NS < mono + 10**6
    m = Machine.from_source(CLOCK_READS, "c.s", process=Process(host_time=True))
    assert m.run() == 0
    rs = struct.unpack("<6q", bytes(m.stdout))[4]
    assert abs(rs - time.time()) < 60


STREAMING_FAULT_BODY = """
    handle 11               // SIGSEGV
    smstart
    dup z0.b, #7
    mov x0, #0x40
    ldr x0, [x0]            // faults in streaming mode with ZA on
    adr x1, zbuf
    str z0, [x1]
    mrs x0, svcr
    keep                    // 3: SM and ZA back after rt_sigreturn
    smstop
    ldr x0, zbuf
    keep                    // Z0 restored from the SVE record (streaming VL)
    adr x4, hres
    ldp x0, x1, [x4]
    keep                    // the handler's SVCR: 0
    mov x0, x1
    keep                    // the SVE record's vl | flags << 16: SVL, SVE_SIG_FLAG_SM
    ldr x0, [x4, #16]
    keep                    // ESR: a data abort, translation fault
    b done

handler:
    adr x4, hres
    mrs x5, svcr
    str x5, [x4]
    add x6, x2, #464        // uc_mcontext.__reserved: fpsimd (528), ESR, FPMR, then SVE
    ldr x7, [x6, #536]
    str x7, [x4, #16]       // the ESR record's syndrome
    add x6, x6, #560
    ldr w7, [x6, #8]
    str x7, [x4, #8]
    ldr x3, [x2, #440]      // uc_mcontext.pc
    add x3, x3, #4
    str x3, [x2, #440]
    ret
""" + RESTORER


@needs_qemu
def test_fault_in_streaming_mode_restores_sm_za_and_z(tmp_path):
    """A fault in streaming mode: the frame's SVE record has the streaming VL and
    SVE_SIG_FLAG_SM, the handler runs with SVCR = 0, rt_sigreturn brings back SM, ZA and Z0."""
    data = SIGNAL_DATA.replace("hres: .quad 0, 0, 0, 0", "hres: .quad 0, 0, 0, 0, 0") + \
        "\n    .balign 16\nzbuf: .skip 256\n"
    out = _faulting_run_matches_qemu(tmp_path, PRELUDE + STREAMING_FAULT_BODY + EPILOGUE + data)
    svcr, z0, inside, vl_flags, esr = struct.unpack("<5Q", out)
    assert (svcr, z0, inside) == (3, 0x0707070707070707, 0) and vl_flags >> 16 == 1
    assert esr == 0x92000007
