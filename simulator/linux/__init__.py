"""The Linux process as QEMU 11.1's linux-user makes it: system calls as a table (one small
function each, by family: :mod:`.mm`, :mod:`.files`, :mod:`.process`, :mod:`.clocks`,
:mod:`.signals`), process start (:mod:`.start`), paths and the sandbox (:mod:`.paths`),
simulated clocks and signal frames (:mod:`.frame`). See docs/linux.md."""
from .config import REALTIME_EPOCH_NS, Process, Uname
from .kernel import Linux
from .signals import KilledBySignal
from .start import auxv_entries, build_initial_stack
from .table import SYSCALLS

__all__ = ["Linux", "Process", "Uname", "REALTIME_EPOCH_NS", "KilledBySignal", "auxv_entries",
           "build_initial_stack", "SYSCALLS"]
