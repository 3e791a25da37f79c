"""Path rules: -L sysroot first for absolute paths (QEMU util/path.c), the sandbox, and
/proc/self/exe — checked with files the test makes on the host."""
from __future__ import annotations

from simulator import Machine
from simulator.linux import Process
from simulator.linux.paths import resolve

READ = """
    .text
    .global _start
_start:
    mov x0, #-100
    adr x1, path
    mov x2, #0
    mov x3, #0
    mov x8, #56
    svc #0              // openat
    mov x19, x0
    tbnz x0, #63, 1f
    adr x1, buf
    mov x2, #64
    mov x8, #63
    svc #0              // read
    mov x2, x0
    mov x0, #1
    adr x1, buf
    mov x8, #64
    svc #0              // write what was read
    mov x19, #0
1:  neg x0, x19
    and x0, x0, #0xff
    mov x8, #93
    svc #0
    .data
path: .asciz "{path}"
buf: .skip 64
"""


# write(1, buf, x0) and exit(0): a program's result on stdout
WRITE_BUF_EXIT = """
    mov x2, x0
    mov x0, #1
    adr x1, buf
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
"""


def _read(path: str, **kw) -> tuple[bytes, int]:
    """What a program that prints the first 64 bytes of ``path`` writes, and its status (0,
    or the errno of openat)."""
    m = Machine.from_source(READ.replace("{path}", path), "read.s", process=Process(**kw))
    status = m.run()
    return bytes(m.stdout), status


def test_sysroot_first_then_host(tmp_path):
    root = tmp_path / "root"
    (root / "etc").mkdir(parents=True)
    (root / "etc" / "only-in-root").write_text("from the sysroot\n")
    host_file = tmp_path / "hostfile"
    host_file.write_text("from the host\n")
    assert _read("/etc/only-in-root", sysroot=str(root)) == (b"from the sysroot\n", 0)
    assert _read(str(host_file), sysroot=str(root)) == (b"from the host\n", 0)
    assert _read("/etc/only-in-root")[1] == 2  # ENOENT without -L


def test_sandbox_confines(tmp_path):
    box = tmp_path / "box"
    box.mkdir()
    (box / "in.txt").write_text("inside\n")
    outside = tmp_path / "out.txt"
    outside.write_text("outside\n")
    kw = {"sandbox": str(box)}  # the working directory becomes the sandbox
    assert _read("in.txt", **kw) == (b"inside\n", 0)
    assert _read(str(box / "in.txt"), **kw) == (b"inside\n", 0)
    assert _read(str(outside), **kw) == (b"", 2)
    assert _read("../out.txt", **kw) == (b"", 2)


def test_resolve_marks_sysroot_writes_read_only(tmp_path):
    root, box = tmp_path / "root", tmp_path / "box"
    (root / "lib").mkdir(parents=True)
    (root / "lib" / "x.so").write_bytes(b"")
    box.mkdir()
    p = Process(sysroot=str(root), sandbox=str(box), cwd=str(box))
    assert resolve(p, "/lib/x.so", "").host == str(root / "lib" / "x.so")
    assert resolve(p, "/lib/x.so", "", write=True).error == 30  # EROFS
    assert resolve(p, "/etc/passwd", "").error == 2


def test_proc_self_exe_names_the_program(tmp_path):
    exe = tmp_path / "prog"
    exe.write_bytes(b"\x7fELF")
    src = """
    .text
    .global _start
_start:
    mov x0, #-100
    adr x1, path
    adr x2, buf
    mov x3, #200
    mov x8, #78
    svc #0              // readlinkat
""" + WRITE_BUF_EXIT + """
    .data
path: .asciz "/proc/self/exe"
buf: .skip 200
"""
    m = Machine.from_source(src, "e.s", process=Process(exe=str(exe)))
    assert m.run() == 0 and bytes(m.stdout) == str(exe.resolve()).encode()


def test_symlink_chmod_and_fchdir_act_on_host_files(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "f").write_text("x")
    src = """
    .text
    .global _start
_start:
    adr x0, target
    mov x1, #-100
    adr x2, link
    mov x8, #36
    svc #0              // symlinkat("f", AT_FDCWD, "l")
    mov x19, x0
    mov x0, #-100
    adr x1, target
    mov x2, #0x180
    mov x8, #53
    svc #0              // fchmodat("f", 0600)
    mov x20, x0
    mov x0, #-100
    adr x1, sub
    mov x2, #0x4000     // O_DIRECTORY (AArch64's value, 0o40000)
    mov x3, #0
    mov x8, #56
    svc #0
    mov x8, #50
    svc #0              // fchdir
    mov x21, x0
    mov x0, #0
    mov x8, #93
    svc #0
    .data
target: .asciz "f"
link: .asciz "l"
sub: .asciz "sub"
"""
    p = Process(cwd=str(tmp_path))
    m = Machine.from_source(src, "s.s", process=p)
    assert m.run() == 0 and (m.x[19], m.x[20], m.x[21]) == (0, 0, 0)
    assert (tmp_path / "l").readlink().as_posix() == "f"
    assert (tmp_path / "f").stat().st_mode & 0o777 == 0o600
    assert m.process.cwd == str(tmp_path / "sub")  # the run's own copy of the facts
