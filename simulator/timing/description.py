"""Machine descriptions: ``machines/*.toml`` read with stdlib ``tomllib`` and validated strictly.

Two kinds exist. ``kind = "arm"`` (m4, generic) drives the cycle engine: clock, issue width,
functional units, per-class latency/interval/unit, caches (with an optional ``writeback_penalty``:
cycles charged to the access whose fill evicts a dirty line of that level; ``replacement`` lru or
random; ``prefetch``: next-N-line prefetch on a miss), an optional ``[memory]`` (main-memory read
and write bandwidth in bytes per cycle, the queue of channel work a memory unit may run ahead),
optional
``switch_penalties`` (extra cycles when a unit switches between the data paths of the listed
classes). ``kind = "vf"`` (ascend950) describes
the Ascend-style VF unit for its future engine; only the file and its validation exist today.

Every unknown key and every missing required key or class is a :class:`DescriptionError` whose
message names the file and the dotted key, e.g. ``m4.toml: unknown key 'classes.int.latncy'``.
"""
from __future__ import annotations

import os
import tomllib

import attrs

from .classes import REQUIRED_CLASSES

MACHINES_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "machines")
DEFAULT_MACHINE = "m4"


class DescriptionError(ValueError):
    """A bad machine description: the message names the file and the key."""

    def __init__(self, file: str, key: str, message: str):
        super().__init__(f"{os.path.basename(file)}: {message} '{key}'" if key else
                         f"{os.path.basename(file)}: {message}")
        self.file, self.key = file, key


@attrs.frozen
class Unit:
    name: str
    count: int
    cache: str | None  # first cache level this unit's memory accesses look up


@attrs.frozen
class ClassTiming:
    name: str
    unit: str
    latency: int   # cycles until the result can be used (memory classes: added to the cache's)
    interval: int  # cycles the unit is busy (reciprocal throughput per unit)
    # per line fetched: the unit keeps the last line such a class fetched, an access inside it
    # neither waits for the unit nor holds it, and ``interval`` counts per line (a line buffer)
    per_line: bool = False


@attrs.frozen
class CacheLevel:
    name: str
    size: int
    assoc: int
    line: int
    hit_latency: int
    miss_penalty: int
    writeback_penalty: int = 0  # cycles charged to the access whose fill evicts a dirty line
    replacement: str = "lru"    # "lru" or "random" (a seeded pseudo-random way: deterministic)
    prefetch: int = 0           # next-N-line prefetch: a demand miss also fills the N next lines


@attrs.frozen
class Memory:
    """Main memory behind the last cache level: one channel that moves a line in
    ``line / read_bytes_per_cycle`` cycles (a fill) or ``line / write_bytes_per_cycle`` (a dirty
    line written back); a memory unit may run at most ``queue`` cycles of channel work ahead."""

    read_bytes_per_cycle: float
    write_bytes_per_cycle: float
    queue: int = 0


@attrs.frozen
class SwitchPenalty:
    """Issuing an instruction of one class of ``between`` right after one of another class of
    the group on the same unit costs ``cycles`` extra (the unit switches data paths)."""

    name: str
    between: tuple[str, ...]
    cycles: int


@attrs.frozen
class ArmMachine:
    name: str
    file: str
    description: str
    clock_ghz: float
    issue_width: int
    taken_branch_penalty: int
    default_vl: int
    default_svl: int
    units: dict[str, Unit]
    classes: dict[str, ClassTiming]
    caches: tuple[CacheLevel, ...]
    switch_penalties: tuple[SwitchPenalty, ...] = ()
    kind: str = "arm"
    # front end: "btfn" predicts conditional branches (a 2-bit counter per branch starting at
    # backward taken / forward not taken) and they no longer wait for their flags; "none" makes
    # a branch wait for them
    predictor: str = "none"
    mispredict_penalty: int = 0  # cycles from a mispredicted branch resolving to the next issue
    # "compare+branch": CMP/CMN/TST/SUBS/ADDS/ANDS (or an ALU write of the tested register)
    # directly followed by B.cc/CBZ/CBNZ issue as one macro-op (one issue slot)
    fusion: str = "none"
    # a decoupled coprocessor (the SME unit): instructions on these units leave the core through
    # an in-order queue; the core runs on while they wait, at most ``coprocessor_lead`` cycles
    # ahead of the coprocessor's issue (the queue's depth, expressed in cycles of queued work)
    coprocessor_units: tuple[str, ...] = ()
    coprocessor_lead: int = 0
    memory: Memory | None = None  # ``[memory]``: main-memory bandwidth (None: unlimited)
    # register renaming per file (``[rename]``: x = X0-X30/SP, z = Z/V registers, p = P + FFR,
    # nzcv): a renamed file's write never waits for the register's earlier writes (an unlimited
    # physical file, as the in-order scoreboard has no free list); an un-renamed one waits until
    # the previous write of that register has completed (WAW). Default: every file renamed
    rename: dict = attrs.field(factory=lambda: dict.fromkeys(("x", "z", "p", "nzcv"), True))


@attrs.frozen
class VFMachine:
    name: str
    file: str
    description: str
    clock_ghz: float
    raw: dict
    kind: str = "vf"


# ------------------------------------------------------------------ schema helpers
_ARM_TOP = {"name": str, "kind": str, "description": str, "clock_ghz": (int, float),
            "issue_width": int, "taken_branch_penalty": int, "default_vl": int,
            "default_svl": int, "units": dict, "classes": dict, "caches": dict,
            "switch_penalties": dict, "predictor": str, "mispredict_penalty": int,
            "fusion": str, "coprocessor_units": list, "coprocessor_lead": int, "rename": dict,
            "memory": dict}
_RENAME = {"x": bool, "z": bool, "p": bool, "nzcv": bool}
_PREDICTORS = ("none", "btfn")
_FUSIONS = ("none", "compare+branch")
_UNIT = {"count": int, "cache": str}
_CLASS = {"unit": str, "latency": int, "interval": int, "per_line": bool}
_CLASS_REQUIRED = ["unit", "latency", "interval"]
_CACHE = {"size": int, "assoc": int, "line": int, "hit_latency": int, "miss_penalty": int,
          "writeback_penalty": int, "replacement": str, "prefetch": int}
_REPLACEMENTS = ("lru", "random")
_MEMORY = {"read_bytes_per_cycle": (int, float), "write_bytes_per_cycle": (int, float),
           "queue": int}
_CACHE_REQUIRED = ("size", "assoc", "line", "hit_latency", "miss_penalty")
_SWITCH = {"between": list, "cycles": int}

_VF_TOP = {"name": str, "kind": str, "description": str, "clock_ghz": (int, float),
           "issue_width": int, "register_writes_per_cycle": int, "vector_length_bytes": int,
           "ub": dict, "single_issue": list, "loops": dict, "latency": dict, "ops": dict,
           "mask_op_cycles": int, "rename": dict, "transcendental": dict}
_VF_UB = {"size": int, "usable": int, "read_ports": int, "write_ports": int,
          "read_write_per_cycle": int, "alignment": int}
_VF_LOOPS = {"hardware_loop_setup": int, "software_loop_iteration": int, "scalar_op": int,
             "max_hardware_depth": int, "addr_regs": int}
_VF_OP = {"f32": (int, float), "f16": (int, float), "bf16": (int, float), "s32": (int, float),
          "u32": (int, float), "s16": (int, float), "u16": (int, float), "s8": (int, float),
          "u8": (int, float), "b8": (int, float), "b16": (int, float), "b32": (int, float)}
# ops the VF engine will look up
VF_REQUIRED_OPS = ("vld", "vld_strided", "vst", "vst_strided", "vadd", "vsub", "vmul", "vmax",
                   "vmin", "vadds", "vmuls", "vmaxs", "vmins", "vaxpy", "vmula", "vmadd", "vexp",
                   "vln", "vsqrt", "vdiv", "vexpdif", "vcadd", "vcmax", "vcmin", "vbr", "vci",
                   "vcvt", "vcmp", "vsel", "vabs", "vneg", "vrelu")


def _check(file: str, table: dict, schema: dict, prefix: str, required=()) -> None:
    for k, v in table.items():
        key = f"{prefix}{k}"
        if k not in schema:
            raise DescriptionError(file, key, "unknown key")
        want = schema[k]
        if (isinstance(v, bool) != (want is bool)) or not isinstance(v, want):
            names = want.__name__ if isinstance(want, type) else "/".join(t.__name__ for t in want)
            raise DescriptionError(file, key, f"expected {names} for")
    for k in required:
        if k not in table:
            raise DescriptionError(file, f"{prefix}{k}", "missing key")


def _positive(file: str, key: str, v, zero_ok: bool = False) -> None:
    if v < 0 or (v == 0 and not zero_ok):
        raise DescriptionError(file, key, f"value {v} out of range for")


def path_of(name: str) -> str:
    """A machine name (``m4``) or a path to a ``.toml`` file."""
    if name.endswith(".toml") or os.sep in name:
        return name
    return os.path.join(MACHINES_DIR, f"{name}.toml")


def available() -> list[str]:
    return sorted(f[:-5] for f in os.listdir(MACHINES_DIR) if f.endswith(".toml"))


_CACHE_LOADED: dict[str, object] = {}


def load_machine(name: str = DEFAULT_MACHINE):
    """Load and validate a description by name or path (cached per path)."""
    path = path_of(name)
    if path in _CACHE_LOADED:
        return _CACHE_LOADED[path]
    if not os.path.exists(path):
        raise DescriptionError(path, "", f"no machine description (known: {', '.join(available())})")
    with open(path, "rb") as fh:
        try:
            data = tomllib.load(fh)
        except tomllib.TOMLDecodeError as e:
            raise DescriptionError(path, "", f"TOML syntax error: {e}") from None
    m = parse(data, path)
    _CACHE_LOADED[path] = m
    return m


def parse(data: dict, file: str = "<machine>.toml"):
    kind = data.get("kind", "arm")
    if kind == "vf":
        return _parse_vf(data, file)
    if kind != "arm":
        raise DescriptionError(file, "kind", f"kind must be 'arm' or 'vf', not '{kind}':")
    _check(file, data, _ARM_TOP, "", required=[k for k in _ARM_TOP
                                             if k not in ("kind", "description", "switch_penalties",
                                                          "predictor", "mispredict_penalty",
                                                          "fusion", "coprocessor_units",
                                                          "coprocessor_lead", "rename",
                                                          "memory")])
    for k, v in data.get("rename", {}).items():
        if k not in _RENAME:
            raise DescriptionError(file, f"rename.{k}", "unknown key")
        if not isinstance(v, bool):
            raise DescriptionError(file, f"rename.{k}", "expected true/false for")
    if data.get("predictor", "none") not in _PREDICTORS:
        raise DescriptionError(file, "predictor", f"expected one of {', '.join(_PREDICTORS)} for")
    if data.get("fusion", "none") not in _FUSIONS:
        raise DescriptionError(file, "fusion", f"expected one of {', '.join(_FUSIONS)} for")
    _positive(file, "mispredict_penalty", data.get("mispredict_penalty", 0), True)
    for k in ("issue_width", "default_vl", "default_svl"):
        _positive(file, k, data[k])
    _positive(file, "taken_branch_penalty", data["taken_branch_penalty"], True)
    if data["clock_ghz"] <= 0:
        raise DescriptionError(file, "clock_ghz", "value out of range for")

    caches = []
    for cname, c in data["caches"].items():
        if not isinstance(c, dict):
            raise DescriptionError(file, f"caches.{cname}", "expected a table for")
        _check(file, c, _CACHE, f"caches.{cname}.", required=_CACHE_REQUIRED)
        for k in _CACHE:
            if k in c and k != "replacement":
                _positive(file, f"caches.{cname}.{k}", c[k],
                          k in ("hit_latency", "miss_penalty", "writeback_penalty", "prefetch"))
        if c.get("replacement", "lru") not in _REPLACEMENTS:
            raise DescriptionError(file, f"caches.{cname}.replacement",
                                   f"expected one of {', '.join(_REPLACEMENTS)} for")
        line, assoc, size = c["line"], c["assoc"], c["size"]
        if line & (line - 1) or size % (line * assoc):
            raise DescriptionError(file, f"caches.{cname}.size",
                                   "size must be a multiple of line * assoc (line a power of two):")
        caches.append(CacheLevel(cname, size, assoc, line, c["hit_latency"], c["miss_penalty"],
                                 c.get("writeback_penalty", 0), c.get("replacement", "lru"),
                                 c.get("prefetch", 0)))
    memory = None
    if "memory" in data:
        mem = data["memory"]
        _check(file, mem, _MEMORY, "memory.", required=list(_MEMORY)[:2])
        for k in _MEMORY:
            if k in mem:
                _positive(file, f"memory.{k}", mem[k], k == "queue")
        memory = Memory(float(mem["read_bytes_per_cycle"]), float(mem["write_bytes_per_cycle"]),
                        mem.get("queue", 0))
    names = [c.name for c in caches]

    units = {}
    for uname, u in data["units"].items():
        if not isinstance(u, dict):
            raise DescriptionError(file, f"units.{uname}", "expected a table for")
        _check(file, u, _UNIT, f"units.{uname}.", required=["count"])
        _positive(file, f"units.{uname}.count", u["count"])
        if "cache" in u and u["cache"] not in names:
            raise DescriptionError(file, f"units.{uname}.cache",
                                   f"unknown cache level '{u['cache']}' (levels: {', '.join(names)}) in")
        units[uname] = Unit(uname, u["count"], u.get("cache"))

    classes = {}
    for cname, c in data["classes"].items():
        if not isinstance(c, dict):
            raise DescriptionError(file, f"classes.{cname}", "expected a table for")
        _check(file, c, _CLASS, f"classes.{cname}.", required=_CLASS_REQUIRED)
        if c["unit"] not in units:
            raise DescriptionError(file, f"classes.{cname}.unit",
                                   f"unknown unit '{c['unit']}' in")
        _positive(file, f"classes.{cname}.latency", c["latency"], True)
        _positive(file, f"classes.{cname}.interval", c["interval"])
        if c.get("per_line") and not units[c["unit"]].cache:
            raise DescriptionError(file, f"classes.{cname}.per_line",
                                   f"unit '{c['unit']}' has no 'cache' level, so no lines: in")
        classes[cname] = ClassTiming(cname, c["unit"], c["latency"], c["interval"],
                                     c.get("per_line", False))
    for cname in REQUIRED_CLASSES:
        if cname not in classes:
            raise DescriptionError(file, f"classes.{cname}", "missing class")
    for cname in list(classes):
        if cname.startswith("ssve_") and "sve_" + cname[5:] not in classes:
            raise DescriptionError(file, f"classes.{cname}",
                                   f"streaming class has no non-streaming 'sve_{cname[5:]}':")
    for i, un in enumerate(data.get("coprocessor_units", [])):
        if un not in units:
            raise DescriptionError(file, f"coprocessor_units[{i}]", f"unknown unit '{un}' in")
    _positive(file, "coprocessor_lead", data.get("coprocessor_lead", 0), True)
    penalties = []
    for pname, p in data.get("switch_penalties", {}).items():
        key = f"switch_penalties.{pname}"
        if not isinstance(p, dict):
            raise DescriptionError(file, key, "expected a table for")
        _check(file, p, _SWITCH, f"{key}.", required=list(_SWITCH))
        _positive(file, f"{key}.cycles", p["cycles"], True)
        between = p["between"]
        if len(between) < 2 or len(set(between)) != len(between):
            raise DescriptionError(file, f"{key}.between", "needs two or more distinct classes in")
        for i, cname in enumerate(between):
            if cname not in classes:
                raise DescriptionError(file, f"{key}.between[{i}]", f"unknown class '{cname}' in")
        if len({classes[c].unit for c in between}) != 1:
            raise DescriptionError(file, f"{key}.between",
                                   "the classes must run on the same unit:")
        penalties.append(SwitchPenalty(pname, tuple(between), p["cycles"]))
    return ArmMachine(data["name"], file, data.get("description", ""), float(data["clock_ghz"]),
                      data["issue_width"], data["taken_branch_penalty"], data["default_vl"],
                      data["default_svl"], units, classes, tuple(caches), tuple(penalties),
                      predictor=data.get("predictor", "none"),
                      mispredict_penalty=data.get("mispredict_penalty", 0),
                      fusion=data.get("fusion", "none"),
                      coprocessor_units=tuple(data.get("coprocessor_units", ())),
                      coprocessor_lead=data.get("coprocessor_lead", 0), memory=memory,
                      rename={**dict.fromkeys(_RENAME, True), **data.get("rename", {})})


def _parse_vf(data: dict, file: str) -> VFMachine:
    _check(file, data, _VF_TOP, "", required=[k for k in _VF_TOP
                                              if k not in ("description", "rename", "transcendental")])
    _check(file, data["ub"], _VF_UB, "ub.", required=list(_VF_UB))
    _check(file, data["loops"], _VF_LOOPS, "loops.", required=list(_VF_LOOPS))
    for k, v in data["latency"].items():
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise DescriptionError(file, f"latency.{k}", "expected a cycle count for")
    for op, t in data["ops"].items():
        if not isinstance(t, dict):
            raise DescriptionError(file, f"ops.{op}", "expected a table for")
        _check(file, t, _VF_OP, f"ops.{op}.")
        if not t:
            raise DescriptionError(file, f"ops.{op}", "no element types given for")
        for ty, v in t.items():
            _positive(file, f"ops.{op}.{ty}", v)
    for op in VF_REQUIRED_OPS:
        if op not in data["ops"]:
            raise DescriptionError(file, f"ops.{op}", "missing op")
    for i, op in enumerate(data["single_issue"]):
        if op not in data["ops"] and op not in ("gather", "interleave", "scatter"):
            raise DescriptionError(file, f"single_issue[{i}]", f"unknown op '{op}' in")
    return VFMachine(data["name"], file, data.get("description", ""), float(data["clock_ghz"]), data)
