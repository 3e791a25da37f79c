"""AArch64 Linux ABI facts the system calls share: errno values (asm-generic/errno-base.h,
errno.h), flag bits (asm-generic/fcntl.h, mman-common.h), and little helpers to read and
write guest structs."""
from __future__ import annotations

import struct

M64 = (1 << 64) - 1
PAGE = 0x1000

EPERM, ENOENT, ESRCH, EINTR, EIO, EBADF, ECHILD, EAGAIN, ENOMEM, EACCES, EFAULT = \
    1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14
EEXIST, EXDEV, ENOTDIR, EISDIR, EINVAL, EMFILE, ENOTTY, ESPIPE, EROFS, EPIPE, ERANGE = \
    17, 18, 20, 21, 22, 24, 25, 29, 30, 32, 34
ENAMETOOLONG, ENOSYS, ENOTEMPTY, ELOOP, ETIMEDOUT = 36, 38, 39, 40, 110

# open(2) flags (asm-generic/fcntl.h; AArch64 uses the generic values except these four,
# arch/arm64/include/uapi/asm/fcntl.h)
O_ACCMODE, O_WRONLY, O_RDWR = 3, 1, 2
O_CREAT, O_EXCL, O_NOCTTY, O_TRUNC = 0o100, 0o200, 0o400, 0o1000
O_APPEND, O_NONBLOCK = 0o2000, 0o4000
O_DIRECTORY, O_NOFOLLOW, O_DIRECT, O_LARGEFILE, O_CLOEXEC, O_PATH = \
    0o40000, 0o100000, 0o200000, 0o400000, 0o2000000, 0o10000000
AT_FDCWD = -100
AT_SYMLINK_NOFOLLOW, AT_REMOVEDIR, AT_EACCESS, AT_EMPTY_PATH = 0x100, 0x200, 0x200, 0x1000

PROT_READ, PROT_WRITE, PROT_EXEC = 1, 2, 4
MAP_SHARED, MAP_PRIVATE, MAP_FIXED, MAP_ANONYMOUS = 0x01, 0x02, 0x10, 0x20
MAP_NORESERVE, MAP_FIXED_NOREPLACE = 0x4000, 0x100000
MREMAP_MAYMOVE, MREMAP_FIXED, MREMAP_DONTUNMAP = 1, 2, 4

_U64 = struct.Struct("<Q")
_S64 = struct.Struct("<q")


def s64(v: int) -> int:
    """A register value as the signed 64-bit integer the kernel's ``long`` sees."""
    v &= M64
    return v - (1 << 64) if v >> 63 else v


def s32(v: int) -> int:
    """The low 32 bits as a signed ``int`` (fds, flags, dirfd)."""
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >> 31 else v


def perms_of(prot: int) -> str:
    """PROT_* bits as ``rwx`` text (how :class:`~simulator.memory.Region` keeps them)."""
    return ("r" if prot & PROT_READ else "-") + ("w" if prot & PROT_WRITE else "-") + \
        ("x" if prot & PROT_EXEC else "-")


def page_up(n: int) -> int:
    return (n + PAGE - 1) & ~(PAGE - 1)
