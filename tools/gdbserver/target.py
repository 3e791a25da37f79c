"""The registers a client sees: their order (the ``g`` packet and register numbers), the target
description XML (``qXfer:features:read:target.xml``) and reading/writing them in the Arm state.

Feature and register names are the ones gdb's aarch64 support looks for (gdb/features/
aarch64-core.xml, aarch64-sve.c, aarch64-sme.c, aarch64-sme2.c, aarch64-tls.xml in
binutils-gdb) and that lldb reads from a target description: ``org.gnu.gdb.aarch64.core``
(x0-x30, sp, pc, cpsr), ``.sve`` (z0-z31, fpsr, fpcr, p0-p15, ffr, vg — with SVE the FP/SIMD
``.fpu`` feature is left out: gdb derives v0-v31 from the Z registers and refuses a description
with both), ``.sme`` (svg, svcr, za), ``.sme2`` (zt0), ``.tls`` (tpidr, tpidr2) and ``.fpmr``
(fpmr). Sizes are
the vector lengths in force when the description is made; a register read later is cut or
zero-padded to that size (gdb keeps one description per connection), while ``vg``/``svg``
always say the lengths in force.
"""
from __future__ import annotations

import attrs
import numpy as np

M64 = (1 << 64) - 1


@attrs.frozen
class Reg:
    name: str
    nbytes: int
    feature: str
    type: str = "int"
    generic: str = ""  # lldb's generic role: pc, sp, fp, ra, flags, arg1…


def layout(vlb: int, svlb: int) -> tuple[Reg, ...]:
    """Every register in protocol order for an SVE vector length of ``vlb`` bytes and a
    streaming one of ``svlb``."""
    core = "org.gnu.gdb.aarch64.core"
    regs = [Reg(f"x{i}", 8, core, "int",
                {29: "fp", 30: "ra"}.get(i, f"arg{i + 1}" if i < 8 else ""))
            for i in range(31)]
    regs += [Reg("sp", 8, core, "data_ptr", "sp"), Reg("pc", 8, core, "code_ptr", "pc"),
             Reg("cpsr", 4, core, "cpsr_flags", "flags")]
    sve = "org.gnu.gdb.aarch64.sve"
    regs += [Reg(f"z{i}", vlb, sve, "svev") for i in range(32)]
    regs += [Reg("fpsr", 4, sve), Reg("fpcr", 4, sve)]
    regs += [Reg(f"p{i}", vlb // 8, sve, "svep") for i in range(16)]
    regs += [Reg("ffr", vlb // 8, sve, "svep"), Reg("vg", 8, sve)]
    sme = "org.gnu.gdb.aarch64.sme"
    regs += [Reg("svg", 8, sme), Reg("svcr", 8, sme, "svcr_flags"),
             Reg("za", svlb * svlb, sme, "sme_bvv")]
    regs += [Reg("zt0", 64, "org.gnu.gdb.aarch64.sme2", "sme2_bv")]
    tls = "org.gnu.gdb.aarch64.tls"
    regs += [Reg("tpidr", 8, tls, "data_ptr"), Reg("tpidr2", 8, tls)]
    regs += [Reg("fpmr", 8, "org.gnu.gdb.aarch64.fpmr")]  # gdb 15's aarch64-fpmr.xml
    return tuple(regs)


_SVE_TYPES = (("q", "128", ("u", "uint128"), ("s", "int128")),
              ("d", "64", ("f", "ieee_double"), ("u", "uint64"), ("s", "int64")),
              ("s", "32", ("f", "ieee_single"), ("u", "uint32"), ("s", "int32")),
              ("h", "16", ("f", "ieee_half"), ("u", "uint16"), ("s", "int16")),
              ("b", "8", ("u", "uint8"), ("s", "int8")))


def _types(feature: str, vlb: int, svlb: int) -> list[str]:
    """The type definitions a feature's registers use (as gdb's generated features make them)."""
    if feature.endswith(".core"):
        return ['<flags id="cpsr_flags" size="4">',
                *(f'<field name="{n}" start="{b}" end="{b}"/>'
                  for n, b in (("V", 28), ("C", 29), ("Z", 30), ("N", 31))), "</flags>"]
    if feature.endswith(".sve"):
        out = []
        for letter, bits, *fields in _SVE_TYPES:
            count = vlb * 8 // int(bits)
            for tag, elem in fields:
                out.append(f'<vector id="svev{letter}{tag}" type="{elem}" count="{count}"/>')
            out.append(f'<union id="svevn{letter}">')
            out += [f'<field name="{tag}" type="svev{letter}{tag}"/>' for tag, _ in fields]
            out.append("</union>")
        out.append('<union id="svev">')
        out += [f'<field name="{letter}" type="svevn{letter}"/>' for letter, *_ in _SVE_TYPES]
        out.append("</union>")
        out.append(f'<vector id="svep" type="uint8" count="{vlb // 8}"/>')
        return out
    if feature.endswith(".sme"):
        return ['<flags id="svcr_flags" size="8">', '<field name="SM" start="0" end="0"/>',
                '<field name="ZA" start="1" end="1"/>', "</flags>",
                f'<vector id="sme_bv" type="uint8" count="{svlb}"/>',
                f'<vector id="sme_bvv" type="sme_bv" count="{svlb}"/>']
    if feature.endswith(".sme2"):
        return ['<vector id="sme2_bv" type="uint8" count="64"/>']
    return []


_VECTOR_TYPES = frozenset({"svev", "svep", "sme_bvv", "sme2_bv"})


def target_xml(regs: tuple[Reg, ...], vlb: int, svlb: int) -> bytes:
    """The whole description in one document (no xi:include: one request fetches it)."""
    lines = ['<?xml version="1.0"?>', '<!DOCTYPE target SYSTEM "gdb-target.dtd">',
             "<target>", "<architecture>aarch64</architecture>", "<osabi>GNU/Linux</osabi>"]
    feature = None
    for num, r in enumerate(regs):
        if r.feature != feature:
            if feature is not None:
                lines.append("</feature>")
            feature = r.feature
            lines.append(f'<feature name="{feature}">')
            lines += _types(feature, vlb, svlb)
        group = ' group="general"' if r.feature.endswith(".core") else ""
        gen = f' generic="{r.generic}"' if r.generic else ""
        # lldb reads a register's encoding and format from these (gdb ignores them); without
        # them a register wider than 16 bytes is an integer lldb cannot hold
        vec = ' encoding="vector" format="vector-uint8"' if r.type in _VECTOR_TYPES else ""
        lines.append(f'<reg name="{r.name}" bitsize="{8 * r.nbytes}" type="{r.type}" '
                     f'regnum="{num}"{group}{gen}{vec}/>')
    lines += ["</feature>", "</target>"]
    return "\n".join(lines).encode()


def _fit(data: bytes, n: int) -> bytes:
    return data[:n] + bytes(max(0, n - len(data)))


def read(machine, r: Reg) -> bytes:
    """The register's bytes, little-endian, at the size the description gave it."""
    st = machine.state
    name = r.name
    if name[0] == "x" and name[1:].isdigit():
        return (st.x[int(name[1:])] & M64).to_bytes(8, "little")
    if name == "sp":
        return (st.x[31] & M64).to_bytes(8, "little")
    if name == "pc":
        return machine.pc.to_bytes(8, "little")
    if name == "cpsr":
        n, z, c, v = st.nzcv
        return ((n << 31) | (z << 30) | (c << 29) | (v << 28)).to_bytes(4, "little")
    if name[0] == "z" and name[1:].isdigit():
        return _fit(st.z[int(name[1:]), :st.vlb].tobytes(), r.nbytes)
    if name[0] == "p" and name[1:].isdigit() or name == "ffr":
        bits = st.ffr if name == "ffr" else st.p[int(name[1:])]
        return _fit(np.packbits(bits[:st.vlb], bitorder="little").tobytes(), r.nbytes)
    if name in ("fpsr", "fpcr"):
        return (st.sysregs[name] & 0xFFFFFFFF).to_bytes(4, "little")
    if name == "vg":
        return (st.vlb // 8).to_bytes(8, "little")
    if name == "svg":
        return (st.svlb // 8).to_bytes(8, "little")
    if name == "svcr":
        return (int(st.sm) | int(st.za_on) << 1).to_bytes(8, "little")
    if name == "za":
        if not st.za_on:
            return bytes(r.nbytes)
        n = int(round(r.nbytes ** 0.5))
        block = np.zeros((n, n), np.uint8)
        k = min(n, st.svlb)
        block[:k, :k] = st.za[:k, :k]
        return block.tobytes()
    if name == "zt0":
        return st.zt0.tobytes() if st.za_on else bytes(64)
    if name in ("tpidr", "tpidr2"):
        return (st.sysregs[name + "_el0"] & M64).to_bytes(8, "little")
    if name == "fpmr":
        return (st.sysregs["fpmr"] & M64).to_bytes(8, "little")
    raise KeyError(name)


class RegisterError(ValueError):
    """A write the machine cannot take (a pc outside the program, another vector length)."""


def write(machine, r: Reg, data: bytes, slot_at) -> None:
    """Store ``data`` (exactly ``r.nbytes``) into the register; ``slot_at(address)`` gives the
    instruction slot a new pc names (None: not code)."""
    st = machine.state
    name = r.name
    v = int.from_bytes(data, "little")
    if name[0] == "x" and name[1:].isdigit():
        st.x[int(name[1:])] = v
    elif name == "sp":
        st.x[31] = v
    elif name == "pc":
        i = slot_at(v)
        if i is None:
            raise RegisterError(f"0x{v:x} is not an instruction of the program")
        st.pc = i
    elif name == "cpsr":
        st.nzcv[:] = [(v >> 31) & 1, (v >> 30) & 1, (v >> 29) & 1, (v >> 28) & 1]
    elif name[0] == "z" and name[1:].isdigit():
        st.z[int(name[1:]), :st.vlb] = np.frombuffer(_fit(data, st.vlb), np.uint8)
    elif name[0] == "p" and name[1:].isdigit() or name == "ffr":
        bits = np.unpackbits(np.frombuffer(data, np.uint8), bitorder="little").astype(bool)
        dest = st.ffr if name == "ffr" else st.p[int(name[1:])]
        k = min(st.vlb, bits.size)
        dest[:k] = bits[:k]
        dest[k:st.vlb] = False
    elif name in ("fpsr", "fpcr"):
        if name == "fpcr" and v != st.sysregs["fpcr"]:
            raise RegisterError("tilesim implements FPCR = 0 only")
        st.sysregs[name] = v & 0xFFFFFFFF
    elif name in ("vg", "svg", "svcr"):
        if v != int.from_bytes(read(machine, r), "little"):
            raise RegisterError(f"{name} changes only by the program (prctl, smstart/smstop)")
    elif name == "za":
        if not st.za_on:
            raise RegisterError("ZA is off (PSTATE.ZA=0)")
        n = int(round(r.nbytes ** 0.5))
        k = min(n, st.svlb)
        st.za[:k, :k] = np.frombuffer(data, np.uint8).reshape(n, n)[:k, :k]
    elif name == "zt0":
        if not st.za_on:
            raise RegisterError("ZT0 is off (PSTATE.ZA=0)")
        st.zt0[:] = np.frombuffer(data, np.uint8)
    elif name in ("tpidr", "tpidr2"):
        st.sysregs[name + "_el0"] = v
    elif name == "fpmr":
        st.sysregs["fpmr"] = v & M64
    else:
        raise KeyError(name)
