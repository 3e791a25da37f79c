"""struct stat and struct statx as AArch64 Linux lays them out (include/uapi/asm-generic/
stat.h: 128 bytes; include/uapi/linux/stat.h statx: 256 bytes)."""
from __future__ import annotations

import os
import stat as pystat
import struct

STAT = struct.Struct("<QQIIIIQQqiiqqQqQqQII")  # dev ino mode nlink uid gid rdev pad size ...
STATX_HEAD = struct.Struct("<IIQIIIHHQQQQ")
STATX_TS = struct.Struct("<qIi")
STATX_DEV = struct.Struct("<IIIIQ")
STATX_BASIC_STATS = 0x7FF
assert STAT.size == 128


def pack_stat(st: os.stat_result) -> bytes:
    return STAT.pack(st.st_dev, st.st_ino, st.st_mode, st.st_nlink, st.st_uid, st.st_gid,
                     st.st_rdev, 0, st.st_size, st.st_blksize, 0, st.st_blocks,
                     int(st.st_atime), st.st_atime_ns % 10**9, int(st.st_mtime),
                     st.st_mtime_ns % 10**9, int(st.st_ctime), st.st_ctime_ns % 10**9, 0, 0)


def pack_statx(st: os.stat_result) -> bytes:
    out = bytearray(256)
    STATX_HEAD.pack_into(out, 0, STATX_BASIC_STATS, st.st_blksize, 0, st.st_nlink, st.st_uid,
                         st.st_gid, st.st_mode & 0xFFFF, 0, st.st_ino, st.st_size,
                         st.st_blocks, 0)
    for off, ns in ((64, st.st_atime_ns), (96, st.st_ctime_ns), (112, st.st_mtime_ns)):
        STATX_TS.pack_into(out, off, ns // 10**9, ns % 10**9, 0)
    STATX_DEV.pack_into(out, 128, os.major(st.st_rdev), os.minor(st.st_rdev),
                        os.major(st.st_dev), os.minor(st.st_dev), 0)
    return bytes(out)


class FakeStat:
    """The stat of a descriptor with no host file: a pipe (stdout/stderr captured by the
    machine, in-memory pipes) or a character device."""

    def __init__(self, mode: int, ino: int = 1):
        self.st_dev, self.st_ino, self.st_mode, self.st_nlink = 12, ino, mode, 1
        self.st_uid, self.st_gid = os.getuid(), os.getgid()
        self.st_rdev, self.st_size, self.st_blksize, self.st_blocks = 0, 0, 4096, 0
        self.st_atime = self.st_mtime = self.st_ctime = 0
        self.st_atime_ns = self.st_mtime_ns = self.st_ctime_ns = 0


PIPE_MODE = pystat.S_IFIFO | 0o600
