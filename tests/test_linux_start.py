"""Process start compared with QEMU 11.1: the stack layout (strings, AT_RANDOM, AT_PLATFORM,
the auxv order) and AT_HWCAP/AT_HWCAP2 read by a static C program under qemu-aarch64; and the
generated syscall table in docs/linux.md is current."""
from __future__ import annotations

import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from simulator.features import HWCAP2_BITS, HWCAP_BITS, hwcaps  # noqa: E402
from simulator.linux import auxv_entries, build_initial_stack  # noqa: E402
from simulator.memory import Memory  # noqa: E402
from tools import linux_doc, qemu_oracle  # noqa: E402

SYSROOT = "/usr/aarch64-linux-gnu"
needs_c = pytest.mark.skipif(
    not (shutil.which("clang-19") and shutil.which("ld.lld-19")
         and Path(qemu_oracle.QEMU).exists() and Path(SYSROOT, "lib", "libc.a").exists()),
    reason="clang-19 / ld.lld-19 / qemu-aarch64 11.1 / the aarch64 glibc sysroot not installed")

PROBE = r"""
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>
extern char **environ;
int main(int argc, char **argv) {
  char *ex = (char *)getauxval(AT_EXECFN);
  unsigned long top = (unsigned long)ex + strlen(ex) + 1 + 8, sp = (unsigned long)(argv - 1);
  for (int i = 0; i < argc; i++) printf("arg %lu\n", top - (unsigned long)argv[i]);
  for (char **e = environ; *e; e++) printf("env %lu\n", top - (unsigned long)*e);
  printf("random %lu\nplatform %lu\nexecfn %s\n", top - getauxval(AT_RANDOM),
         top - getauxval(AT_PLATFORM), ex);
  printf("hwcap %lx %lx\n", getauxval(AT_HWCAP), getauxval(AT_HWCAP2));
  char **e = environ; while (*e) e++;
  for (unsigned long *a = (unsigned long *)(e + 1); a[0]; a += 2)
    if (a[0] != 33) printf("aux %lu\n", a[0]);   /* AT_SYSINFO_EHDR: QEMU's vDSO */
  printf("sp16 %lu\n", sp % 16);
  return 0;
}
"""


@pytest.fixture(scope="module")
def qemu_probe(tmp_path_factory):
    d = tmp_path_factory.mktemp("start")
    (d / "probe.c").write_text(PROBE)
    subprocess.run(["clang-19", "--target=aarch64-linux-gnu", "-fuse-ld=lld", "-static", "-O1",
                    "probe.c", "-o", "probe"], cwd=d, check=True, capture_output=True)
    out = subprocess.run(["env", "-i", "A=1", "LONGER=value", qemu_oracle.QEMU,
                          *qemu_oracle.QEMU_FLAGS, "./probe", "x", "yy"], cwd=d,
                         capture_output=True, check=True, timeout=30).stdout.decode()
    return [line.split(" ", 1) for line in out.splitlines()]


@needs_c
def test_initial_stack_matches_qemu(qemu_probe):
    mem = Memory()
    top = 0x7FFF_F000_0000
    mem.map("stack", top - (1 << 20), 1 << 20)
    argv, envp = ["./probe", "x", "yy"], ["A=1", "LONGER=value"]
    aux = auxv_entries(phdr=0x200040, phnum=9, entry=0x200100)
    sp = build_initial_stack(mem, top, argv, envp, aux, "./probe", random16=bytes(range(16)))
    words = struct.unpack_from("<46Q", mem.read_bytes(sp, 8 * 46))
    assert words[0] == 3
    mine = [["arg", str(top - a)] for a in words[1:4]]
    mine += [["env", str(top - a)] for a in words[5:7]]
    auxv = dict(zip(words[8::2], words[9::2]))
    mine += [["random", str(top - auxv[25])], ["platform", str(top - auxv[15])],
             ["execfn", "./probe"]]
    expect = [kv for kv in qemu_probe if kv[0] in ("arg", "env", "random", "platform", "execfn")]
    assert mine == expect
    assert [str(t) for t, _ in aux[:-1]] == [v for k, v in qemu_probe if k == "aux"]
    assert sp % 16 == 0 and ["sp16", "0"] in qemu_probe
    assert mem.read_bytes(auxv[25], 16) == bytes(range(16))
    assert mem.read_bytes(auxv[15], 8) == b"aarch64\0"


@needs_c
def test_hwcaps_of_max_are_qemus(qemu_probe):
    h1, h2 = (int(v, 16) for v in dict(qemu_probe)["hwcap"].split())
    assert hwcaps(None) == (h1, h2)


def test_m4_hwcaps_follow_its_features():
    """Apple M4 (lelegard/arm-cpusysregs collect/FEATURES.md): SME2 with F64F64 and I16I64,
    no SVE, no SME_FA64, no SME2p1."""
    h1, h2 = hwcaps("m4")
    assert not h1 >> HWCAP_BITS["sve"] & 1
    for name in ("sme", "sme2", "sme_f64f64", "sme_i16i64", "bf16", "bti"):
        assert h2 >> HWCAP2_BITS[name] & 1, name
    for name in ("sve2", "sme_fa64", "sme2p1", "sme_f16f16", "i8mm", "sve2p1"):
        assert not h2 >> HWCAP2_BITS[name] & 1, name
    assert h1 >> HWCAP_BITS["atomics"] & 1 and h1 >> HWCAP_BITS["asimd"] & 1


def test_the_syscall_table_in_the_docs_is_current():
    text = linux_doc.DOC.read_text(encoding="utf-8")
    hint = "run: python3 -c 'import tools.linux_doc as d; d.update()'"
    assert linux_doc.render(text) == text, hint
    assert "| 222 | `mmap` |" in text and "| 139 | `rt_sigreturn` |" in text


AUXV_DUMP = """
    .text
    .global _start
_start:
    mov x19, sp
    ldr x20, [x19]          // argc
    add x21, x19, x20, lsl #3
    add x21, x21, #16       // envp
1:  ldr x0, [x21], #8
    cbnz x0, 1b
    adr x22, out
2:  ldp x0, x1, [x21], #16  // auxv pairs
    cmp x0, #33             // AT_SYSINFO_EHDR (QEMU's vDSO): left out
    b.eq 2b
    cmp x0, #25             // AT_RANDOM, AT_EXECFN, AT_PLATFORM: stack addresses
    b.eq 3f
    cmp x0, #31
    b.eq 3f
    cmp x0, #15
    b.eq 3f
    b 4f
3:  and x1, x19, #15        // instead: sp's alignment
4:  stp x0, x1, [x22], #16
    cbnz x0, 2b
    str x20, [x22], #8
    mov x0, #1
    adr x1, out
    sub x2, x22, x1
    mov x8, #64
    svc #0
    mov x0, #0
    mov x8, #93
    svc #0
    .data
out: .skip 1024
"""


@pytest.mark.skipif(not qemu_oracle.tools_available(), reason="GNU binutils / QEMU not installed")
def test_machine_starts_an_elf_as_qemu_does(tmp_path):
    """A static ET_EXEC started by the machine: argc and every auxv entry (values that are not
    stack addresses: PHDR, PHENT, PHNUM, PAGESZ, ENTRY, ids, HWCAPs, CLKTCK...) as QEMU's."""
    from simulator import Machine
    from simulator.linux import Process

    (tmp_path / "aux.s").write_text(AUXV_DUMP)
    exe = qemu_oracle.build(tmp_path / "aux.s", tmp_path)
    out, _, status = qemu_oracle.run_qemu(exe)
    m = Machine.from_file(exe, process=Process(argv=[str(exe.resolve())]))
    assert m.run() == 0 == status
    assert bytes(m.stdout) == out and out.endswith(struct.pack("<Q", 1))
    assert len(out) == 8 + 16 * 19  # argc after 18 auxv entries and AT_NULL
