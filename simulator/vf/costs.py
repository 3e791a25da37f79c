"""The VF cost model's numbers: read from ``simulator/timing/machines/ascend950.toml`` (elements
per cycle [PERF], dual issue / register-write / UB-port limits and single-issue classes [DUAL],
loop and latency defaults), plus the few parameters that file has no key for yet (below, each with
its reasoning). One parameter set serves every kernel; nothing is fitted per program.

An op of N lanes occupies its unit for ceil(N / elements-per-cycle) cycles; its result is ready
``latency`` cycles after its last busy cycle.
"""
from __future__ import annotations

import math

import attrs

# Parameters the TOML has no key for (not published; defaults with reasoning):
EXTRA = {
    # The dual-issue guide (AD 指令双发优化.md) describes a 64-deep execution queue from which
    # issue picks ready instructions out of order.
    "queue_depth": 64,
    # Starting a VF (asc_vf_call / one MemBase API call) is a scalar-side launch: argument
    # set-up, the MemBase wrapper's repeat/mask computation, the VF start and the fetch of its
    # instruction stream after the previous VF drained. The sample attributes the MemBase →
    # RegBase step to exactly this ("VF launch overhead"). Only Case 0 (896 VF calls, one per
    # API call) is sensitive to it, so it is fitted there: Case 0 spends 9,608 cycles outside
    # launches in the model, (44,113 - 9,608) / 896 = 38.5 cycles per launch ≈ two dozen scalar
    # instructions plus a pipeline refill. (Was 48: Case 0 at 1.19x the published.)
    "vf_launch": 38,
    # LocalMemBar waits until every earlier vector access has completed, then the store data
    # must commit to the UB banks and the drained issue queue refill: UB write commit (bank
    # arbitration) + a pipeline refill. Only Case 1 (896 barriers, one after every
    # step) is sensitive to it, so it is fitted there: (31,894 - 16,061 cycles outside barrier
    # waits) / 896 = 17.7 -> 18 cycles. (Was 24: Case 1 at 1.18x the published.)
    "mem_bar": 18,
    # An `if` is a compare and a branch on the scalar unit; the vector queue cannot be fed
    # past it until the branch resolves.
    "branch": 4,
    # UpdateMask (plt) updates its count on the scalar unit ("仍产生标量计算开销", AD
    # softmax_high_performance/README.md): one scalar op per plt; the mask write takes no
    # vector issue slot (the gelu READMEs' IPC counts the 8 vector ops per iteration only).
    "plt_scalar": 1,
}


@attrs.frozen
class Costs:
    issue_width: int
    reg_writes: int
    ub_reads: int
    ub_writes: int
    ub_rw: int
    single: frozenset
    lat: dict
    rates: dict
    hw_loop_setup: int
    sw_loop_iter: int
    scalar_op: int
    queue_depth: int
    vf_launch: int
    mem_bar: int
    branch: int
    plt_scalar: int
    clock_ghz: float
    source: str
    spare_v: int = 0  # physical minus architectural vector registers (0: no renaming)
    spare_m: int = 0  # the same for mask registers
    pipes: dict = attrs.field(factory=dict)  # op -> transcendental pipe bit (1, 2, …)

    @property
    def rename(self) -> bool:
        return self.spare_v > 0 or self.spare_m > 0

    def rate(self, op: str, dtype: str) -> float:
        t = self.rates.get(op) or {}
        for k in (dtype, {"bf16": "f16", "u32": "s32", "s16": "f16", "u16": "f16"}.get(dtype, ""),
                  "f32", "b8"):
            if k in t:
                return float(t[k])
        return 64.0

    def occupancy(self, op: str, dtype: str, lanes: int) -> int:
        return max(1, math.ceil(lanes / self.rate(op, dtype)))


def load_costs(machine: str = "ascend950", **overrides) -> Costs:
    from simulator.timing.description import load_machine

    d = load_machine(machine)
    raw = d.raw
    if getattr(d, "kind", "") != "vf":
        raise ValueError(f"machine '{machine}' is not a VF machine description")
    ub, loops = raw["ub"], raw["loops"]
    extra = dict(EXTRA)
    extra.update({k: v for k, v in overrides.items() if k in extra})
    lat = dict(raw["latency"])
    lat.update({k[4:]: v for k, v in overrides.items() if k.startswith("lat_")})
    ren = raw.get("rename", {})
    spare_v = overrides.get("vector_physical", ren.get("vector_physical", 32)) - 32
    spare_m = overrides.get("mask_physical", ren.get("mask_physical", 8)) - 8
    pipes = {op: 1 << i for i, (_, ops) in enumerate(sorted(raw.get("transcendental", {}).items()))
             for op in ops}
    return Costs(spare_v=max(0, spare_v), spare_m=max(0, spare_m), pipes=pipes,
                 issue_width=raw["issue_width"], reg_writes=raw["register_writes_per_cycle"],
                 ub_reads=ub["read_ports"], ub_writes=ub["write_ports"],
                 ub_rw=ub["read_write_per_cycle"], single=frozenset(raw["single_issue"]),
                 lat=lat, rates=raw["ops"],
                 hw_loop_setup=overrides.get("hw_loop_setup", loops["hardware_loop_setup"]),
                 sw_loop_iter=overrides.get("sw_loop_iter", loops["software_loop_iteration"]),
                 scalar_op=overrides.get("scalar_op", loops["scalar_op"]),
                 clock_ghz=d.clock_ghz, source=d.file, **extra)
