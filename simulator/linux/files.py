"""File descriptors and the calls on them (the path calls are in :mod:`.fs`). Descriptors 1
and 2 go to the machine's output callback, 0 reads the host's standard input or the bytes the
machine gives; other files are host files opened through :mod:`.paths` (sysroot, sandbox),
pipes are in memory."""
from __future__ import annotations

import os
import struct

import attrs

from .abi import (AT_FDCWD, EAGAIN, EBADF, EFAULT, EINVAL, EISDIR, EMFILE, ENAMETOOLONG, ENOENT,
                  ENOTDIR, ENOTTY, EPIPE, ESPIPE, O_ACCMODE, O_APPEND, O_CLOEXEC, O_CREAT,
                  O_DIRECTORY, O_EXCL, O_NOFOLLOW, O_NONBLOCK, O_RDWR, O_TRUNC, O_WRONLY, s32,
                  s64)
from .paths import PROC_SELF_EXE, PROC_SELF_MAPS, resolve
from .table import syscall

MAX_FDS = 1024  # RLIMIT_NOFILE's soft limit
MAX_IO = 1 << 26  # one read/write moves at most 64 MiB (a short count, as Linux may give)
IOV_MAX = 1024
F_DUPFD, F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_DUPFD_CLOEXEC = 0, 1, 2, 3, 4, 1030
FD_CLOEXEC = 1
# guest O_* bit -> host os.O_* (AArch64 and x86-64 differ in O_DIRECTORY, O_NOFOLLOW, O_DIRECT)
_HOST_FLAGS = ((O_WRONLY, os.O_WRONLY), (O_RDWR, os.O_RDWR), (O_CREAT, os.O_CREAT),
               (O_EXCL, os.O_EXCL), (O_TRUNC, os.O_TRUNC), (O_APPEND, os.O_APPEND),
               (O_NONBLOCK, os.O_NONBLOCK), (O_DIRECTORY, os.O_DIRECTORY),
               (O_NOFOLLOW, os.O_NOFOLLOW))


class Pipe:
    def __init__(self):
        self.data = bytearray()
        self.readers = self.writers = 1


@attrs.define(eq=False)
class OpenFile:
    """An open file description (shared by dup'ed descriptors, like the kernel's)."""

    kind: str  # "stdin" | "out" | "host" | "pipe_r" | "pipe_w"
    path: str = ""
    host_fd: int | None = None
    flags: int = 0  # the guest's O_* status flags (F_GETFL)
    out_fd: int = 1  # "out": the machine stream it writes to
    pipe: Pipe | None = None
    entries: list | None = None  # a directory's listing (getdents64), made on first use
    pos: int = 0  # stdin bytes read / directory entries returned
    refs: int = 1


class FileTable:
    def __init__(self, kernel):
        self.k = kernel
        self.fds: dict[int, OpenFile] = {0: OpenFile("stdin", "<stdin>"),
                                         1: OpenFile("out", "<stdout>", flags=O_WRONLY, out_fd=1),
                                         2: OpenFile("out", "<stderr>", flags=O_WRONLY, out_fd=2)}
        self.cloexec: set[int] = set()

    def get(self, fd: int) -> OpenFile | None:
        return self.fds.get(fd)

    def install(self, f: OpenFile, lowest: int = 0, cloexec: bool = False) -> int:
        fd = lowest
        while fd in self.fds:
            fd += 1
        if fd >= MAX_FDS:
            self.release(f)
            return -EMFILE
        self.fds[fd] = f
        if cloexec:
            self.cloexec.add(fd)
        return fd

    def release(self, f: OpenFile) -> None:
        f.refs -= 1
        if f.refs:
            return
        if f.host_fd is not None:
            os.close(f.host_fd)
        if f.pipe is not None:
            if f.kind == "pipe_r":
                f.pipe.readers -= 1
            else:
                f.pipe.writers -= 1

    def close(self, fd: int) -> int:
        f = self.fds.pop(fd, None)
        if f is None:
            return -EBADF
        self.cloexec.discard(fd)
        self.release(f)
        return 0

    def close_all(self) -> None:
        for fd in list(self.fds):
            self.close(fd)


# ---------------------------------------------------------------------------------- helpers
def guest_path(k, addr: int) -> str | int:
    """The NUL-terminated path at ``addr``, or -EFAULT / -ENAMETOOLONG."""
    raw = k.mem.read_cstring(addr, 4096)
    if raw is None:
        return -ENAMETOOLONG if k.mem.read_user(addr, 1) is not None else -EFAULT
    return raw.decode("utf-8", "surrogateescape")


def _base(k, dirfd: int) -> str | int:
    """The host directory relative paths start from (a dirfd or the working directory)."""
    dirfd = s32(dirfd)
    if dirfd == AT_FDCWD:
        return k.process.cwd
    f = k.files.get(dirfd)
    if f is None:
        return -EBADF
    if f.host_fd is None or not os.path.isdir(f.path):
        return -ENOTDIR
    return f.path


def host_path(k, dirfd: int, addr: int, write: bool = False) -> str | int:
    """Guest path at ``addr`` (relative to ``dirfd``) -> host path, or a negative errno."""
    path = guest_path(k, addr)
    if isinstance(path, int):
        return path
    if not path:
        return -ENOENT
    base = _base(k, dirfd) if not path.startswith("/") else ""
    if isinstance(base, int):
        return base
    r = resolve(k.process, path, base, write)
    return -r.error if r.error else r.host


def errno_of(e: OSError) -> int:
    """An OSError as the negative errno a system call returns."""
    return -(e.errno or EINVAL)


def on_host(k, dirfd: int, path: int, op, write: bool = True) -> int:
    """``op(host_path)`` for guest ``path``: 0, or the negative errno of a path rule or of
    the host's OSError."""
    host = host_path(k, dirfd, path, write)
    if isinstance(host, int):
        return host
    try:
        op(host)
    except OSError as e:
        return errno_of(e)
    return 0


def _host_flags(flags: int) -> int:
    h = 0
    for g, host in _HOST_FLAGS:
        if flags & g:
            h |= host
    return h | os.O_CLOEXEC


def proc_maps(mem) -> str:
    """``/proc/self/maps`` of the simulated process: one line per mapping, by address."""
    lines = []
    for r in sorted(mem.regions, key=lambda r: r.base):
        name = r.name if (r.name.startswith("[") and r.name != "[anon]") or "/" in r.name else ""
        lines.append(f"{r.base:08x}-{r.end:08x} {r.perms}p 00000000 00:00 0"
                     + (f"{'':25}{name}" if name else "") + "\n")
    return "".join(lines)


def _read(k, f: OpenFile, n: int, offset: int | None = None) -> bytes | int:
    n = min(n, MAX_IO)
    if f.kind == "stdin":
        data = k.process.stdin
        if data is None:
            return os.read(0, n)
        chunk = data[f.pos:f.pos + n]
        f.pos += len(chunk)
        return chunk
    if f.kind == "pipe_r":
        if not f.pipe.data:
            return b"" if not f.pipe.writers else -EAGAIN
        chunk = bytes(f.pipe.data[:n])
        del f.pipe.data[:n]
        return chunk
    if f.kind != "host" or (f.flags & O_ACCMODE) == O_WRONLY:
        return -EBADF
    if f.entries is not None or os.path.isdir(f.path):
        return -EISDIR
    try:
        return os.pread(f.host_fd, n, offset) if offset is not None else os.read(f.host_fd, n)
    except OSError as e:
        return errno_of(e)


def _write(k, f: OpenFile, data: bytes, offset: int | None = None) -> int:
    if f.kind == "out":
        k.write_fd(f.out_fd, data)
        return len(data)
    if f.kind == "pipe_w":
        if not f.pipe.readers:
            k.signals.raise_signal(13)  # SIGPIPE
            return -EPIPE
        f.pipe.data += data
        return len(data)
    if f.kind != "host" or (f.flags & O_ACCMODE) == 0:
        return -EBADF
    try:
        return os.pwrite(f.host_fd, data, offset) if offset is not None else \
            os.write(f.host_fd, data)
    except OSError as e:
        return errno_of(e)


# ---------------------------------------------------------------------------------- calls
@syscall("openat", "host files (relative to the working directory; -L sysroot first for "
         "absolute paths; --sandbox confines)")
def openat(k, dirfd, path, flags, mode):
    flags &= 0xFFFFFFFF
    write = (flags & O_ACCMODE) != 0 or bool(flags & (O_CREAT | O_TRUNC))
    guest = guest_path(k, path)
    if isinstance(guest, int):
        return guest
    if guest in (PROC_SELF_MAPS, f"/proc/{k.process.pid}/maps"):
        # the simulated address space, as QEMU emulates the file (open_self_maps)
        p = Pipe()
        p.data += proc_maps(k.mem).encode()
        p.writers = 0
        return k.files.install(OpenFile("pipe_r", guest, pipe=p), cloexec=bool(flags & O_CLOEXEC))
    if guest == PROC_SELF_EXE:
        host = os.path.realpath(k.process.exe) if k.process.exe else ""
        if not host:
            return -ENOENT
    else:
        host = host_path(k, dirfd, path, write)
        if isinstance(host, int):
            return host
    try:
        hfd = os.open(host, _host_flags(flags), mode & 0o7777)
    except OSError as e:
        return errno_of(e)
    f = OpenFile("host", host, hfd, flags & ~O_CLOEXEC)
    return k.files.install(f, cloexec=bool(flags & O_CLOEXEC))


@syscall("close", "closes the descriptor (0-2 too)")
def close(k, fd):
    return k.files.close(s32(fd))


@syscall("read", "host files, stdin (host or given bytes), pipes")
def read(k, fd, buf, count):
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    if s64(count) < 0:
        return -EINVAL
    if count and k.mem.writable_span(buf, min(count, MAX_IO)) is None:
        return -EFAULT
    data = _read(k, f, count)
    if isinstance(data, int):
        return data
    k.mem.write_user(buf, data)
    return len(data)


@syscall("write", "fds 1 and 2 stream to the machine's output; host files; pipes")
def write(k, fd, buf, count):
    # QEMU 11.1: the buffer is checked first (-EFAULT before anything is written), then the fd
    if s64(count) < 0:
        return -EFAULT
    data = k.mem.read_user(buf, min(count, MAX_IO)) if count else b""
    if data is None:
        return -EFAULT
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    return _write(k, f, data) if count else (0 if f.kind != "stdin" else -EBADF)


def _positioned(k, fd: int, offset: int) -> OpenFile | int:
    """The file pread64/pwrite64 name: a host file (pipes and streams: -ESPIPE)."""
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    if f.kind != "host":
        return -ESPIPE
    return f if s64(offset) >= 0 else -EINVAL


@syscall("pread64", "host files at an offset")
def pread64(k, fd, buf, count, offset):
    f = _positioned(k, fd, offset)
    if isinstance(f, int):
        return f
    data = _read(k, f, count, offset)
    if isinstance(data, int):
        return data
    return len(data) if k.mem.write_user(buf, data) else -EFAULT


@syscall("pwrite64", "host files at an offset")
def pwrite64(k, fd, buf, count, offset):
    f = _positioned(k, fd, offset)
    if isinstance(f, int):
        return f
    data = k.mem.read_user(buf, min(count, MAX_IO))
    if data is None:
        return -EFAULT
    return _write(k, f, data, offset)


def _iovecs(k, iov: int, cnt: int) -> list[tuple[int, int]] | int:
    if cnt > IOV_MAX:
        return -EINVAL
    raw = k.mem.read_user(iov, 16 * cnt)
    if raw is None:
        return -EFAULT
    return [struct.unpack_from("<QQ", raw, 16 * i) for i in range(cnt)]


@syscall("readv", "as read, into each buffer in turn")
def readv(k, fd, iov, cnt):
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    vecs = _iovecs(k, iov, cnt)
    if isinstance(vecs, int):
        return vecs
    total = 0
    for base, n in vecs:
        if not n:
            continue
        data = _read(k, f, n)
        if isinstance(data, int):
            return data if not total else total
        if not k.mem.write_user(base, data):
            return -EFAULT if not total else total
        total += len(data)
        if len(data) < n:
            break
    return total


@syscall("writev", "as write, the buffers gathered")
def writev(k, fd, iov, cnt):
    vecs = _iovecs(k, iov, cnt)
    if isinstance(vecs, int):
        return vecs
    parts = []
    for base, n in vecs:
        data = k.mem.read_user(base, min(n, MAX_IO)) if n else b""
        if data is None:
            return -EFAULT
        parts.append(data)
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    return _write(k, f, b"".join(parts))


@syscall("lseek", "host files; pipes and the output streams: -ESPIPE")
def lseek(k, fd, offset, whence):
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    if f.kind != "host":
        return -ESPIPE
    if f.entries is not None and whence == 0:
        f.pos = s64(offset)
        return s64(offset)
    try:
        return os.lseek(f.host_fd, s64(offset), whence)
    except OSError as e:
        return errno_of(e)


@syscall("fcntl", "F_DUPFD(_CLOEXEC), F_GETFD/F_SETFD, F_GETFL/F_SETFL; others -EINVAL")
def fcntl(k, fd, cmd, arg):
    fd = s32(fd)
    f = k.files.get(fd)
    if f is None:
        return -EBADF
    if cmd in (F_DUPFD, F_DUPFD_CLOEXEC):
        f.refs += 1
        return k.files.install(f, s32(arg), cmd == F_DUPFD_CLOEXEC)
    if cmd == F_GETFD:
        return FD_CLOEXEC if fd in k.files.cloexec else 0
    if cmd == F_SETFD:
        (k.files.cloexec.add if arg & FD_CLOEXEC else k.files.cloexec.discard)(fd)
        return 0
    if cmd == F_GETFL:
        return f.flags
    if cmd == F_SETFL:
        f.flags = (f.flags & ~(O_APPEND | O_NONBLOCK)) | (arg & (O_APPEND | O_NONBLOCK))
        return 0
    return -EINVAL


@syscall("dup", "shares the open file")
def dup(k, fd):
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    f.refs += 1
    return k.files.install(f)


@syscall("dup3", "shares the open file at the given number (O_CLOEXEC)")
def dup3(k, old, new, flags):
    old, new = s32(old), s32(new)
    f = k.files.get(old)
    if f is None:
        return -EBADF
    if old == new or flags & ~O_CLOEXEC or not 0 <= new < MAX_FDS:
        return -EINVAL if old == new or flags & ~O_CLOEXEC else -EBADF
    if new in k.files.fds:
        k.files.close(new)
    f.refs += 1
    return k.files.install(f, new, bool(flags & O_CLOEXEC))


@syscall("pipe2", "an in-memory pipe; reading it empty with a writer open: -EAGAIN")
def pipe2(k, fds, flags):
    if flags & ~(O_CLOEXEC | O_NONBLOCK):
        return -EINVAL
    if k.mem.writable_span(fds, 8) is None:
        return -EFAULT
    p = Pipe()
    cloexec = bool(flags & O_CLOEXEC)
    r = k.files.install(OpenFile("pipe_r", "pipe", pipe=p), cloexec=cloexec)
    if r < 0:
        return r
    w = k.files.install(OpenFile("pipe_w", "pipe", flags=O_WRONLY, pipe=p), cloexec=cloexec)
    if w < 0:
        k.files.close(r)
        return w
    k.mem.write_user(fds, struct.pack("<ii", r, w))
    return 0


@syscall("ioctl", "no descriptor is a terminal: TCGETS, TIOCGWINSZ… give -ENOTTY (as QEMU "
         "when output is not a tty)")
def ioctl(k, fd, request, arg):
    return -EBADF if k.files.get(s32(fd)) is None else -ENOTTY


@syscall(("fsync", "fdatasync"), "0 for an open descriptor")
def fsync(k, fd):
    return 0 if k.files.get(s32(fd)) is not None else -EBADF


@syscall("ftruncate", "host ftruncate")
def ftruncate(k, fd, length):
    f = k.files.get(s32(fd))
    if f is None or f.host_fd is None:
        return -EBADF if f is None else -EINVAL
    try:
        os.ftruncate(f.host_fd, s64(length))
    except OSError as e:
        return errno_of(e)
    return 0
