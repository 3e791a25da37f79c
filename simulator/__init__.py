"""tilesim's machine: state, memory, run loop, dumps, layouts and timing."""
import re

from .machine import FaultReport, Machine, assemble

__all__ = ["Machine", "FaultReport", "assemble", "load_machine", "is_vf_source"]


def is_vf_source(text: str) -> bool:
    """True when the first statement of ``text`` is ``.arch ascend-vf`` (SPEC §3.4)."""
    in_block = False
    for line in text.splitlines():
        code = line
        if in_block:
            if "*/" not in code:
                continue
            code, in_block = code.split("*/", 1)[1], False
        code = re.sub(r"/\*.*?\*/", " ", code)
        if "/*" in code:
            code, in_block = code.split("/*", 1)[0], True
        code = code.split("//", 1)[0].strip()
        if not code or code.startswith("#"):
            continue
        return re.match(r"^\.arch\s+ascend-vf\b", code, re.I) is not None
    return False


def load_machine(text: str, file: str = "<string>", **kw):
    """The Arm ``Machine`` or the ``VfMachine``, chosen by the file's ``.arch`` line."""
    if is_vf_source(text):
        from .vf import VfMachine

        for k in ("svl", "vl", "include_dirs", "defsyms"):
            kw.pop(k, None)
        return VfMachine.from_source(text, file, **kw)
    return Machine.from_source(text, file, **kw)
