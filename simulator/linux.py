"""The Linux system calls a user-mode program may make, as QEMU linux-user does them."""
from __future__ import annotations

from isa.faults import ProgramExit

SYS_WRITE, SYS_EXIT, SYS_EXIT_GROUP, SYS_PRCTL = 64, 93, 94, 167
PR_SVE_SET_VL, PR_SVE_GET_VL, PR_SME_SET_VL, PR_SME_GET_VL = 50, 51, 63, 64
PR_VL_LEN_MASK = 0xFFFF
ENOSYS, EINVAL, EBADF, EFAULT = 38, 22, 9, 14
M64 = (1 << 64) - 1


class Linux:
    """Handles ``svc #0``: number in X8, arguments X0-X5, result in X0."""

    def __init__(self, state, write_fd):
        self.state = state
        self.write_fd = write_fd  # callable(fd, bytes)
        self.unknown_reported: set[int] = set()
        self.warnings: list[str] = []

    def __call__(self) -> None:
        x = self.state.x
        nr = x[8]
        if nr in (SYS_EXIT, SYS_EXIT_GROUP):  # the state at exit stays as it was, for dumps
            raise ProgramExit(x[0] & 0xFF)
        # QEMU linux-user cpu_loop (EXCP_SWI): "On syscall, PSTATE.ZA is preserved, PSTATE.SM is
        # cleared" — leaving streaming mode resets Z/P/FFR like SMSTOP SM does.
        if self.state.sm:
            self.state.set_pstate(sm=False)
        if nr == SYS_WRITE:
            x[0] = self._write(x[0], x[1], x[2]) & M64
        elif nr == SYS_PRCTL:
            x[0] = self._prctl(x[0], x[1]) & M64
        else:
            if nr not in self.unknown_reported:
                self.unknown_reported.add(nr)
                self.warnings.append(f"unsupported system call {nr}: returning -ENOSYS")
            x[0] = -ENOSYS & M64

    def _write(self, fd: int, buf: int, count: int) -> int:
        """write(2) as QEMU 11.1's linux-user does it: the buffer is checked first (any
        unmapped or unreadable byte, or a count that is negative as an ssize_t, is -EFAULT
        before anything is written), then the descriptor (-EBADF)."""
        if count == 0:
            return 0 if fd in (1, 2) else -EBADF
        pieces = self.state.mem.readable_span(buf, count) if count < 1 << 63 else None
        if pieces is None:
            return -EFAULT
        if fd not in (1, 2):
            return -EBADF
        mem = self.state.mem
        data = b"".join(mem.read_bytes(a, n) for a, n in pieces)
        self.write_fd(fd, data)
        return count

    def _prctl(self, option: int, arg: int) -> int:
        st = self.state
        if option in (PR_SVE_GET_VL, PR_SME_GET_VL):
            return st.svlb if option == PR_SME_GET_VL else st.nsvlb
        if option in (PR_SVE_SET_VL, PR_SME_SET_VL):
            # QEMU linux-user/aarch64/target_prctl.h: flags (INHERIT/ONEXEC) are not
            # supported (-EINVAL); 0..8192 in steps of 16; vq = clamp(arg/16, 1, 16).
            if not (0 <= arg <= 512 * 16 and arg % 16 == 0):
                return -EINVAL
            vq = min(max(arg // 16, 1), 16)
            if option == PR_SME_SET_VL:
                # SME lengths are powers of two: the largest supported one not above vq
                while vq & (vq - 1):
                    vq &= vq - 1
            else:
                pass  # -cpu max supports every SVE length from 128 to 2048 bits (QEMU 11.1)
            st.set_vector_length(option == PR_SME_SET_VL, 16 * vq)
            return 16 * vq
        return -EINVAL
