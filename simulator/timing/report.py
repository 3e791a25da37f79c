"""Reports of a timed run: a stats dict (the JSON form), its llvm-mca-like text, the instruction ×
cycle timeline and a Chrome trace-event file (one track per unit instance, one slice per
instruction). Pure data in, strings/dicts out: printing is the caller's business."""
from __future__ import annotations

import os

from .classes import FLOAT_KINDS, NRES, PEAK_CLASSES, ZA0, class_flops, resource_name


def _counts(m) -> list[tuple[int, list[int]]]:
    eng = m.timing
    cur = None if m.finished and m.fault is None else m.state.pc
    return eng.segments(cur)


def peak_per_cycle(desc, kind: str, svlb: int, vlb: int, used=None) -> float:
    """The machine's best FLOPs (OPs) per cycle for ``kind``, from its description; with
    ``used`` (class names a run executed), only over those classes, so an outer-product kernel
    is measured against the outer-product pipeline and an SVE loop against the vector pipes."""
    best = 0.0
    for cname in PEAK_CLASSES.get(kind, ()):
        names = [cname]
        if cname.startswith("sve_"):
            names.append("ssve_" + cname[4:])
        for n in names:
            ct = desc.classes.get(n)
            if ct is None or (used is not None and n not in used):
                continue
            b = svlb if (n.startswith("sme_") or n.startswith("ssve_")) else vlb
            f = class_flops(n if not n.startswith("ssve_") else "sve_" + n[5:], kind, b)
            best = max(best, f * desc.units[ct.unit].count / ct.interval)
    return best


def stats(m) -> dict:
    eng = m.timing
    desc = eng.desc
    K = eng.K
    cycles = eng.cycles()
    instructions = m.steps
    segs = _counts(m)
    # unit busy cycles and class counts from per-instruction executions
    busy = {u: 0 for u in eng.unit_names}
    by_class: dict[str, int] = {}
    for mode, counts in segs:
        table = eng.tables[mode]
        cls = eng.classes_by_mode[mode]
        for pc, c in enumerate(counts):
            if c and pc < len(cls) and cls[pc] is not None:
                u = table[pc][2] - NRES
                if u < len(eng.unit_names):  # else a line-buffered unit's load: lbbusy below
                    busy[eng.unit_names[u]] += c * table[pc][4]
                by_class[cls[pc]] = by_class.get(cls[pc], 0) + c
    for i, b in enumerate(eng.lbbusy):  # line fetches of line-buffered units
        busy[eng.unit_names[i]] += b
    units = {}
    for name, b in busy.items():
        cnt = desc.units[name].count
        # b: ticks the unit type was fully occupied (each instruction holds 1/count of it)
        units[name] = {"count": cnt, "busy_cycles": round(b * cnt / K, 2),
                       "utilisation": round(b / K / cycles, 4) if cycles else 0.0}
    # stalls
    dep: dict[str, float] = {}
    mem: dict[str, float] = {}
    unit_st: dict[str, float] = {}
    za_tiles = _za_tiles(m)
    switch: dict[str, float] = {}
    for w, v in enumerate(eng.st):
        if not v:
            continue
        if w >= eng.GATE0:
            name, cls = eng.gate_names[w - eng.GATE0]
            key = f"{name} (to {cls})"
            switch[key] = round(switch.get(key, 0) + v / K, 2)
        elif w < NRES:
            dep[_res_label(w, za_tiles)] = round(v / K, 2)
        elif w - NRES < len(eng.unit_names):
            unit_st[eng.unit_names[w - NRES]] = round(v / K, 2)
    for w, v in enumerate(eng.stm):
        if v and w < NRES:
            mem[resource_name(w)] = round(v / K, 2)
    serial = round(eng.st[eng.ST_SERIAL] / K, 2)
    queue = eng.st[eng.QR] + eng.st[eng.QLS]  # SME-unit instructions behind earlier queued work
    stalls = {"unit": f"cycles; fractions are ticks of 1/{K} cycle, an issue slot is "
                      f"1/{desc.issue_width} cycle",
              "dependency": dep, "unit_busy": unit_st, "memory": mem, "type_switch": switch,
              "serialise": serial,
              "branch_mispredict": round(eng.st[eng.ST_BRANCH] / K, 2),
              "sme_queue_wait": round(queue / K, 2),
              # Little's law: total waiting time / run time = mean instructions waiting
              "sme_queue_mean_occupancy": round(queue / K / cycles, 2) if cycles else 0.0,
              "total": round((sum(eng.st) + sum(eng.stm) - queue) / K, 2)}
    # FLOPs
    svlb, vlb = m.state.svlb, m.state.nsvlb
    kinds = {}
    for kind, f in sorted(eng.flops.items()):
        peak = peak_per_cycle(desc, kind, svlb, vlb, by_class)
        per = f / cycles if cycles else 0.0
        kinds[kind] = {"ops" if kind not in FLOAT_KINDS else "flops": f,
                       "per_cycle": round(per, 3), "peak_per_cycle": peak,
                       "percent_of_peak": round(100 * per / peak, 2) if peak else None,
                       "giga_per_second": round(per * desc.clock_ghz, 2)}
    flops = sum(f for k, f in eng.flops.items() if k in FLOAT_KINDS)
    ops = sum(f for k, f in eng.flops.items() if k not in FLOAT_KINDS)
    main = max(eng.flops, key=eng.flops.get) if eng.flops else "fp32"
    peak_main = peak_per_cycle(desc, main, svlb, vlb, by_class if eng.flops else None)
    work = eng.flops.get(main, 0)
    return {
        "machine": desc.name, "clock_ghz": desc.clock_ghz, "issue_width": desc.issue_width,
        "svl": svlb * 8, "vl": vlb * 8,
        "default_svl": desc.default_svl, "default_vl": desc.default_vl,
        "cycles": cycles, "instructions": instructions,
        "ipc": round(instructions / cycles, 4) if cycles else 0.0,
        "flops": flops, "ops": ops, "main_kind": main,
        "flops_per_cycle": round(work / cycles, 3) if cycles else 0.0,
        "peak_flops_per_cycle": peak_main,
        "percent_of_peak": round(100 * work / cycles / peak_main, 2) if cycles and peak_main else 0.0,
        "gflops": round(work / cycles * desc.clock_ghz, 2) if cycles else 0.0,
        "kinds": kinds, "classes": dict(sorted(by_class.items())),
        "units": units, "stalls": stalls, "caches": eng.hier.stats(),
        "memory": (memory := traffic(eng, cycles)),
        "branch_mispredicts": eng.misp, "bottleneck": bottleneck(units, stalls, memory),
    }


def traffic(eng, cycles: int) -> dict:
    """Bytes and bytes per cycle per level: demand bytes each cache level served (its hits), and
    main memory's lines read and written back; with a bandwidth limit ([memory]), how busy its
    channel was."""
    hier = eng.hier
    out = {}
    for lv in hier.levels:
        out[lv.name] = {"bytes": lv.bytes,
                        "bytes_per_cycle": round(lv.bytes / cycles, 2) if cycles else 0.0}
    rd, wr = hier.dram_reads * hier.line, hier.dram_writes * hier.line
    busy = (hier.dram_reads * eng.KDR + hier.dram_writes * eng.KDW) / eng.K
    out["dram"] = {"bytes": rd + wr, "read_bytes": rd, "written_bytes": wr,
                   "bytes_per_cycle": round((rd + wr) / cycles, 2) if cycles else 0.0,
                   "channel_busy_cycles": round(busy, 2),
                   "channel_utilisation": (round(busy / cycles, 4) if cycles else 0.0)
                   if eng.KDR else None}
    return out


_BOUND = {"sme_mac": "compute-bound (outer-product pipeline)", "sme_ld": "memory-bound (SME loads)",
          "sme_st": "memory-bound (SME stores)", "load": "memory-bound (loads)",
          "store": "memory-bound (stores)", "branch": "front-end-bound (branches)"}


def bottleneck(units: dict, stalls: dict, memory: dict | None = None) -> str:
    """One line naming what limits the run: the busiest unit or the main-memory channel
    (>= 80 %: bound by it), else the largest stall category."""
    busiest = [(u["utilisation"], name, _BOUND.get(name, f"bound by {name}"))
               for name, u in units.items()]
    dram = (memory or {}).get("dram") or {}
    if dram.get("channel_utilisation") is not None:
        busiest.append((dram["channel_utilisation"], "DRAM channel", "memory-bound (DRAM)"))
    if busiest:
        util, name, what = max(busiest)
        if 100 * util >= 80:
            return f"{name} {100 * util:.0f} % busy: {what}"
    cats = {"dependencies": sum(stalls["dependency"].values()),
            "memory latency": sum(stalls["memory"].values()),
            "busy units": sum(stalls["unit_busy"].values()),
            "type switches": sum(stalls.get("type_switch", {}).values()),
            "branch mispredictions": stalls.get("branch_mispredict", 0)}
    what, v = max(cats.items(), key=lambda kv: kv[1])
    if v <= 0:
        return "no unit above 80 % and no stalls: issue-width bound"
    return f"no unit above 80 %; most stall cycles from {what} ({v:g})"


def _za_tiles(m) -> dict[int, list[str]]:
    """ZA row group -> the tile names the program uses that cover it (for stall labels)."""
    out: dict[int, list[str]] = {}
    for info in m.timing.infos:
        if info is None or not info.za_name:
            continue
        for r in info.srcs + info.dsts:
            if ZA0 <= r < ZA0 + 8:
                lst = out.setdefault(r - ZA0, [])
                if info.za_name not in lst:
                    lst.append(info.za_name)
    return out


def _res_label(w: int, za_tiles) -> str:
    if ZA0 <= w < ZA0 + 8:
        names = za_tiles.get(w - ZA0)
        return f"{resource_name(w)} ({', '.join(names)})" if names else resource_name(w)
    return resource_name(w)


def render_text(s: dict) -> str:
    L = []
    L.append(f"Machine:          {s['machine']} ({s['clock_ghz']} GHz, issue width {s['issue_width']},"
             f" SVL {s['svl']}, VL {s['vl']})")
    L.append(f"Instructions:     {s['instructions']}")
    L.append(f"Total Cycles:     {s['cycles']}")
    L.append(f"IPC:              {s['ipc']:.2f}")
    for kind, k in s["kinds"].items():
        what = "FLOPs" if "flops" in k else "OPs"
        n = k.get("flops", k.get("ops"))
        pct = f"{k['percent_of_peak']:.1f} % of peak {k['peak_per_cycle']:g}" \
            if k["percent_of_peak"] is not None else "no peak"
        L.append(f"{what} ({kind}):{'':<{max(1, 6 - len(kind))}}{n}  = {k['per_cycle']:.2f}/cycle "
                 f"({pct}/cycle), {k['giga_per_second']:.1f} G{what[:-1]}/s at "
                 f"{s['clock_ghz']} GHz")
    L.append("")
    L.append("Resource utilisation:")
    for name, u in s["units"].items():
        if u["busy_cycles"]:
            L.append(f"  {name:<10} x{u['count']:<2} {100 * u['utilisation']:6.1f} %  "
                     f"({u['busy_cycles']:g} busy cycles)")
    st = s["stalls"]
    L.append("")
    L.append(f"Stall cycles: {st['total']:g}  (in {st.get('unit', 'cycles')})")
    for title, d in (("dependency", st["dependency"]), ("memory", st["memory"]),
                     ("unit busy", st["unit_busy"]), ("type switch", st.get("type_switch", {}))):
        for k, v in sorted(d.items(), key=lambda kv: -kv[1])[:8]:
            L.append(f"  {title:<11} {k:<24} {v:g}")
    if st["serialise"]:
        L.append(f"  {'serialise':<11} {'(smstart/svc)':<24} {st['serialise']:g}")
    if st.get("branch_mispredict"):
        L.append(f"  {'branch':<11} {str(s.get('branch_mispredicts', '?')) + ' mispredicted':<24} "
                 f"{st['branch_mispredict']:g}")
    if st.get("sme_queue_wait"):
        L.append(f"SME queue: {st['sme_queue_mean_occupancy']:g} instructions waiting on average "
                 f"({st['sme_queue_wait']:g} instruction-cycles; the core ran on)")
    if s.get("bottleneck"):
        L.append(f"Bottleneck: {s['bottleneck']}")
    L.append("")
    L.append("Caches:")
    for name, c in s["caches"].items():
        hr = f"{100 * c['hit_rate']:.1f} %" if c["hit_rate"] is not None else "-"
        wb = (f"  write-backs {c['writebacks']} ({c['writeback_cycles']} cycles)"
              if c.get("writebacks") else "")
        pf = f"  prefetched {c['prefetches']}" if c.get("prefetches") else ""
        L.append(f"  {name:<6} hits {c['hits']:<10} misses {c['misses']:<10} hit rate {hr}{wb}{pf}")
    mem = s.get("memory")
    if mem and any(t["bytes"] for t in mem.values()):
        L.append("Memory traffic (bytes served; DRAM: lines read + written back):")
        for name, t in mem.items():
            extra = ""
            if name == "dram" and t.get("channel_utilisation") is not None:
                extra = f"  (channel {100 * t['channel_utilisation']:.1f} % busy)"
            L.append(f"  {name:<6} {t['bytes']:<12} {t['bytes_per_cycle']:g} B/cycle{extra}")
    return "\n".join(L)


# ------------------------------------------------------------------ timeline and trace
def _records(m):
    eng = m.timing
    K = eng.K
    nu = len(eng.unit_names)
    for n, pc, t0, t, e, u, mode in eng.records:
        if u - NRES >= nu:  # a line-buffered unit's load: its unit is in the aux entry
            u = eng.aux[mode][pc][5]
        yield (n, pc, t0 // K, t // K, max(e // K, t // K + 1), eng.unit_names[u - NRES], mode)


def render_timeline(m, start: int, count: int, width: int = 80) -> str:
    """``llvm-mca -timeline``-like chart: D dispatched, = waiting, e executing, E done."""
    recs = [r for r in _records(m) if start <= r[0] < start + count]
    if not recs:
        return "Timeline: no instructions recorded in that range"
    c0 = min(r[2] for r in recs)
    c1 = max(r[4] for r in recs)
    span = min(c1 - c0 + 1, width)
    L = [f"Timeline view (cycles {c0}-{c0 + span - 1}; D dispatched, = waiting, e executing, "
         "E done):"]
    if c1 - c0 + 1 > width:
        L.append(f"(cut at {width} columns: cycles {c0 + width}-{c1} are not shown)")
    head = "".join(str((c // 10) % 10) if c % 10 == 0 else " " for c in range(c0, c0 + span))
    L.append(f"{'':>10}     {head}")
    L.append(f"{'':>10}     " + "".join(str(c % 10) for c in range(c0, c0 + span)))
    for n, pc, d, t, e, unit, _ in recs:
        row = [" "] * span
        for c in range(d, e + 1):
            i = c - c0
            if not 0 <= i < span:
                continue
            if c == d:
                ch = "D"
            elif c <= t:
                ch = "="
            elif c < e:
                ch = "e"
            else:
                ch = "E"
            row[i] = ch
        ins = m.program.slots[pc]
        L.append(f"[{n:>8}]     {''.join(row)}   {ins.text if ins else '?'}")
    return "\n".join(L)


def chrome_trace(m) -> dict:
    """Chrome trace-event JSON (Perfetto): one track per unit instance, ts in cycles."""
    eng = m.timing
    desc = eng.desc
    events = []
    tids: dict[str, int] = {}
    free: dict[str, list[int]] = {}
    for name in eng.unit_names:
        free[name] = [0] * desc.units[name].count
    for n, pc, d, t, e, unit, mode in _records(m):
        ins = m.program.slots[pc]
        # the class the instruction ran as: streaming SVE (ssve_*) while PSTATE.SM = 1
        cname = eng.classes_by_mode[mode][pc] if ins else None
        occ = max(1, desc.classes[cname].interval) if cname else 1
        lanes = free[unit]
        k = min(range(len(lanes)), key=lambda j: (lanes[j] > t, j))
        lanes[k] = t + occ
        track = f"{unit}.{k}" if len(lanes) > 1 else unit
        if track not in tids:
            tids[track] = len(tids) + 1
            events.append({"name": "thread_name", "ph": "M", "pid": 1, "tid": tids[track],
                           "args": {"name": track}})
        args = {"index": n, "pc": hex(ins.address) if ins else None, "class": cname,
                "latency": e - t, "waited": t - d}
        if ins is not None:
            args["source"] = f"{os.path.basename(ins.loc.file)}:{ins.loc.line}"
            args["line"] = ins.loc.text.strip()
        events.append({"name": ins.text if ins else "?", "cat": ins.mnemonic if ins else "?",
                       "ph": "X", "pid": 1, "tid": tids[track], "ts": t, "dur": occ,
                       "args": args})
    events.insert(0, {"name": "process_name", "ph": "M", "pid": 1, "tid": 0,
                      "args": {"name": f"tilesim {desc.name} (1 us = 1 cycle)"}})
    return {"traceEvents": events, "displayTimeUnit": "ns",
            "otherData": {"machine": desc.name, "clock_ghz": desc.clock_ghz,
                          "time_unit": "cycle"}}
