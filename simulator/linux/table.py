"""The system-call table: number -> one small function, registered by the family modules
(:mod:`.mm`, :mod:`.files`, :mod:`.process`, :mod:`.clocks`, :mod:`.signals`).

A function takes the kernel (:class:`~simulator.linux.kernel.Linux`) and the argument
registers it uses (X0-X5, as Python ints) and returns the result (a negative errno on failure).
``how`` is the one line docs/linux.md shows for the call."""
from __future__ import annotations

from typing import Callable

import attrs

from .names import NAMES, NUMBERS


@attrs.frozen
class Syscall:
    nr: int
    name: str
    fn: Callable[..., int]
    nargs: int
    how: str
    exits: bool = False  # exit/exit_group: run before the call leaves streaming mode


SYSCALLS: dict[int, Syscall] = {}


def syscall(names: str | tuple[str, ...], how: str, exits: bool = False):
    """Register the decorated function as system call ``names`` (one name, or several calls
    the process answers alike, e.g. getuid and geteuid)."""
    def register(fn: Callable[..., int]) -> Callable[..., int]:
        for name in (names,) if isinstance(names, str) else names:
            nr = NUMBERS[name]
            if nr in SYSCALLS:
                raise ValueError(f"system call {name} registered twice")
            SYSCALLS[nr] = Syscall(nr, name, fn, fn.__code__.co_argcount - 1, how, exits)
        return fn
    return register


def name_of(nr: int) -> str:
    return NAMES.get(nr, "unknown")
