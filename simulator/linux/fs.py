"""The path calls: stat/statx, access, readlink, the working directory, unlink/mkdir/rename
and directory listings — host files through :mod:`.paths` (sysroot first, sandbox)."""
from __future__ import annotations

import os
import stat as pystat
import struct

from .abi import (AT_EMPTY_PATH, AT_FDCWD, AT_REMOVEDIR, AT_SYMLINK_NOFOLLOW, EACCES, EBADF,
                  EFAULT, EINVAL, ENOENT, ENOTDIR, ERANGE, s32)
from .files import OpenFile, errno_of, guest_path, host_path, on_host
from .paths import PROC_SELF_EXE
from .stat import PIPE_MODE, FakeStat, pack_stat, pack_statx
from .table import syscall

_DT = {pystat.S_IFDIR: 4, pystat.S_IFREG: 8, pystat.S_IFLNK: 10, pystat.S_IFCHR: 2,
       pystat.S_IFBLK: 6, pystat.S_IFIFO: 1, pystat.S_IFSOCK: 12}
_DIRENT = struct.Struct("<QqHB")


def stat_of(f: OpenFile):
    if f.host_fd is not None:
        return os.fstat(f.host_fd)
    if f.kind == "stdin" and f.path == "<stdin>":
        return FakeStat(PIPE_MODE, 3)
    return FakeStat(PIPE_MODE, 2 + f.out_fd)


def _statguest_path(k, dirfd, path, flags):
    """os.stat_result (or FakeStat) for the *at calls, or a negative errno."""
    guest = guest_path(k, path)
    if isinstance(guest, int):
        return guest
    if not guest and flags & AT_EMPTY_PATH:
        f = k.files.get(s32(dirfd))
        return stat_of(f) if f is not None else -EBADF
    if guest == PROC_SELF_EXE and k.process.exe:
        return os.stat(k.process.exe)
    host = host_path(k, dirfd, path)
    if isinstance(host, int):
        return host
    try:
        return os.lstat(host) if flags & AT_SYMLINK_NOFOLLOW else os.stat(host)
    except OSError as e:
        return errno_of(e)


@syscall("fstat", "host fstat; the output streams and pipes are FIFOs")
def fstat(k, fd, buf):
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    return 0 if k.mem.write_user(buf, pack_stat(stat_of(f))) else -EFAULT


@syscall("newfstatat", "host stat/lstat through the path rules; AT_EMPTY_PATH")
def newfstatat(k, dirfd, path, buf, flags):
    st = _statguest_path(k, dirfd, path, flags)
    if isinstance(st, int):
        return st
    return 0 if k.mem.write_user(buf, pack_stat(st)) else -EFAULT


@syscall("statx", "host stat in struct statx (STATX_BASIC_STATS)")
def statx(k, dirfd, path, flags, mask, buf):
    st = _statguest_path(k, dirfd, path, flags)
    if isinstance(st, int):
        return st
    return 0 if k.mem.write_user(buf, pack_statx(st)) else -EFAULT


@syscall("faccessat", "host access() through the path rules")
def faccessat(k, dirfd, path, mode):
    return faccessat2(k, dirfd, path, mode, 0)


@syscall("faccessat2", "host access() through the path rules")
def faccessat2(k, dirfd, path, mode, flags):
    if mode & ~7:
        return -EINVAL
    host = host_path(k, dirfd, path, write=bool(mode & 2))
    if isinstance(host, int):
        return host
    if not os.path.lexists(host):
        return -ENOENT
    return 0 if os.access(host, mode) else -EACCES


@syscall("readlinkat", "host readlink; /proc/self/exe is the program")
def readlinkat(k, dirfd, path, buf, size):
    if s32(size) <= 0:
        return -EINVAL
    guest = guest_path(k, path)
    if isinstance(guest, int):
        return guest
    if guest == PROC_SELF_EXE:
        target = os.path.realpath(k.process.exe) if k.process.exe else ""
    else:
        host = host_path(k, dirfd, path)
        if isinstance(host, int):
            return host
        try:
            target = os.readlink(host)
        except OSError as e:
            return errno_of(e)
    data = target.encode("utf-8", "surrogateescape")[:s32(size)]
    return len(data) if k.mem.write_user(buf, data) else -EFAULT


@syscall("getcwd", "the working directory (a host path)")
def getcwd(k, buf, size):
    data = k.process.cwd.encode("utf-8", "surrogateescape") + b"\0"
    if size < len(data):
        return -ERANGE
    return len(data) if k.mem.write_user(buf, data) else -EFAULT


@syscall("chdir", "changes the working directory relative paths start from")
def chdir(k, path):
    host = host_path(k, AT_FDCWD, path)
    if isinstance(host, int):
        return host
    if not os.path.isdir(host):
        return -ENOTDIR if os.path.exists(host) else -ENOENT
    k.process.cwd = os.path.normpath(host)
    return 0


@syscall("unlinkat", "host unlink/rmdir (AT_REMOVEDIR)")
def unlinkat(k, dirfd, path, flags):
    return on_host(k, dirfd, path, os.rmdir if flags & AT_REMOVEDIR else os.unlink)


@syscall("mkdirat", "host mkdir")
def mkdirat(k, dirfd, path, mode):
    return on_host(k, dirfd, path, lambda host: os.mkdir(host, mode & 0o7777))


@syscall("renameat", "host rename (glibc's rename(3) on AArch64)")
def renameat(k, olddirfd, oldpath, newdirfd, newpath):
    return renameat2(k, olddirfd, oldpath, newdirfd, newpath, 0)


@syscall("renameat2", "host rename (flags 0 only)")
def renameat2(k, olddirfd, oldpath, newdirfd, newpath, flags):
    if flags:
        return -EINVAL
    old = host_path(k, olddirfd, oldpath, write=True)
    new = host_path(k, newdirfd, newpath, write=True)
    for h in (old, new):
        if isinstance(h, int):
            return h
    try:
        os.rename(old, new)
    except OSError as e:
        return errno_of(e)
    return 0


@syscall("getdents64", "the directory's entries, sorted by name (deterministic)")
def getdents64(k, fd, buf, count):
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    if f.host_fd is None or not os.path.isdir(f.path):
        return -ENOTDIR
    if f.entries is None:
        names = sorted(os.listdir(f.path))
        ents = []
        for name in [".", ".."] + names:
            try:
                st = os.lstat(os.path.join(f.path, name))
                ents.append((st.st_ino, _DT.get(pystat.S_IFMT(st.st_mode), 0), name))
            except OSError:
                continue
        f.entries, f.pos = ents, 0
    out = bytearray()
    while f.pos < len(f.entries):
        ino, dtype, name = f.entries[f.pos]
        raw = name.encode("utf-8", "surrogateescape") + b"\0"
        reclen = (_DIRENT.size + len(raw) + 7) & ~7
        if len(out) + reclen > count:
            if not out:
                return -EINVAL
            break
        rec = bytearray(reclen)
        _DIRENT.pack_into(rec, 0, ino, f.pos + 1, reclen, dtype)
        rec[_DIRENT.size:_DIRENT.size + len(raw)] = raw
        out += rec
        f.pos += 1
    return len(out) if k.mem.write_user(buf, bytes(out)) else -EFAULT


@syscall("umask", "remembers the mask (0o022 at start)")
def umask(k, mask):
    old = k.umask_value
    k.umask_value = mask & 0o777
    return old


@syscall("fchmodat", "host chmod")
def fchmodat(k, dirfd, path, mode):
    return on_host(k, dirfd, path, lambda host: os.chmod(host, mode & 0o7777))


@syscall("symlinkat", "host symlink (the target text as given)")
def symlinkat(k, target, newdirfd, linkpath):
    text = guest_path(k, target)
    if isinstance(text, int):
        return text
    return on_host(k, newdirfd, linkpath, lambda host: os.symlink(text, host))


@syscall("fchdir", "the working directory becomes the directory the descriptor names")
def fchdir(k, fd):
    f = k.files.get(s32(fd))
    if f is None:
        return -EBADF
    if f.host_fd is None or not os.path.isdir(f.path):
        return -ENOTDIR
    k.process.cwd = f.path
    return 0
