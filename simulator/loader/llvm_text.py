"""What a word tilesim cannot execute is, in LLVM's words: the text llvm-objdump-19 prints for
it, from the same LLVM disassembler run as ``llvm-mc-19 --disassemble -mattr=+all`` on the
words (one batch per program, so a static binary's unknown words cost one process). Without
LLVM installed the message names the word's encoding group (:func:`isa.a64.classify.describe`).
A SIGILL report and ``tilesim disasm`` both use :func:`unsupported_text`, so they agree.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable

from isa.a64.inst import unsupported_message

TIMEOUT = 60
_TOOLS = ("llvm-mc-19", "llvm-mc")
_INVALID = re.compile(r"^<stdin>:(\d+):\d+: warning: invalid instruction encoding")
_known: dict[int, str] = {}  # word -> LLVM's text ("" when LLVM does not decode it either)


def llvm_texts(words: Iterable[int]) -> dict[int, str]:
    """word -> LLVM's text for each word it decodes (empty when no llvm-mc is installed)."""
    words = [w & 0xFFFFFFFF for w in words]
    todo = sorted(set(words) - set(_known))
    tool = next((t for t in _TOOLS if shutil.which(t)), None)
    if todo and tool is not None:
        _known.update(_disassemble(tool, todo))
    return {w: _known[w] for w in words if _known.get(w)}


def _disassemble(tool: str, words: list[int]) -> dict[int, str]:
    src = "\n".join(",".join(f"0x{b:02x}" for b in w.to_bytes(4, "little")) for w in words)
    try:
        proc = subprocess.run([tool, "--disassemble", "-triple=aarch64", "-mattr=+all"],
                              input=src + "\n", capture_output=True, text=True, timeout=TIMEOUT)
    except (OSError, subprocess.TimeoutExpired):
        return {}
    invalid = {int(m.group(1)) for m in map(_INVALID.match, proc.stderr.splitlines()) if m}
    texts = [_spell(line) for line in proc.stdout.splitlines()
             if line.strip() and not line.strip().startswith(".")]
    valid = [w for n, w in enumerate(words, 1) if n not in invalid]
    if len(texts) != len(valid):
        return {}  # output we cannot pair with the words: say nothing rather than guess
    out = {w: "" for w in words}
    out.update(zip(valid, texts))
    return out


def _spell(line: str) -> str:
    """``\\tfcmgt\\tv0.4s, v1.4s`` -> ``fcmgt v0.4s, v1.4s`` (comments dropped)."""
    text = line.split("//")[0].strip()
    return re.sub(r"\s+", " ", text.replace("\t", " "))


def unsupported_text(word: int, llvm: dict[int, str] | None = None, comment: str = "") -> str:
    """``unsupported: fcmgt v0.4s, v1.4s, v2.4s (0x6ea2e420), an Advanced SIMD instruction``:
    the source comment's text (``.inst 0x… // text``) or LLVM's, the word and its group."""
    return unsupported_message(word, comment or (llvm or {}).get(word & 0xFFFFFFFF, ""))
