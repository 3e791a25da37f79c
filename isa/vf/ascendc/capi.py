"""The Ascend C C API (``asc_*`` functions, ``vector_float``/``vector_bool`` registers; the
asc-devkit pages under docs/zh/api/SIMD-API/C-API/reg) as the Reg API calls they are the C
spelling of: ``asc_loadalign`` is ``LoadAlign``, ``asc_add`` is ``Add``, ``asc_ne_scalar`` is
``Compares<…, CMPMODE::NE>``, ``asc_update_mask_b32`` is ``UpdateMask`` on 32-bit lanes; each
then lowers to the same VF instruction. ``asc_load`` (any UB address) is ``vldu.pre`` + ``vldu``
on the unaligned register u0; ``asc_store`` (VL elements, no mask) is an aligned store under an
all-true mask.
"""
from __future__ import annotations

from . import addresses, blockcopy, regapi
from .values import Enum, Reg, Type

# C API name -> Reg API name (the arguments are the same, in the same order)
SAME = {"asc_loadalign": "LoadAlign", "asc_storealign": "StoreAlign", "asc_add": "Add",
        "asc_sub": "Sub", "asc_mul": "Mul", "asc_div": "Div", "asc_max": "Max", "asc_min": "Min",
        "asc_add_scalar": "Adds", "asc_mul_scalar": "Muls", "asc_max_scalar": "Maxs",
        "asc_min_scalar": "Mins", "asc_exp": "Exp", "asc_ln": "Ln", "asc_sqrt": "Sqrt",
        "asc_abs": "Abs", "asc_neg": "Neg", "asc_relu": "Relu", "asc_select": "Select",
        "asc_duplicate_scalar": "Duplicate", "asc_duplicate": "Duplicate",
        "asc_reduce_sum": "ReduceSum", "asc_reduce_max": "ReduceMax",
        "asc_reduce_min": "ReduceMin", "asc_mem_bar": "LocalMemBar"}
CMP = ("eq", "ne", "lt", "gt", "ge", "le")
LANES = {"b8": "uint8_t", "b16": "uint16_t", "b32": "uint32_t"}
PATTERNS = {f"PAT_{p}": p for p in ("ALL", "ALLF", "H", "Q", "M3", "M4", "VL1", "VL2", "VL3",
                                    "VL4", "VL8", "VL16", "VL32", "VL64", "VL128")}


def is_c_api(short: str) -> bool:
    return short.startswith("asc_") and (short in SAME or _special(short) is not None)


def _special(short: str):
    for op in CMP:
        if short in (f"asc_{op}", f"asc_{op}_scalar"):
            return "cmp"
    if short.startswith(("asc_update_mask_b", "asc_create_mask_b")) and short[-3:] in LANES:
        return "mask"
    if short in ("asc_and", "asc_or", "asc_xor", "asc_not"):
        return "logic"
    if short in ("asc_load", "asc_store"):
        return short[4:]
    return None


def lower(lw, short: str, arg_nodes: list, node, dst):
    """Lower C API call ``short``."""
    if short in SAME:
        name = SAME[short]
        if len(arg_nodes) < blockcopy.MIN_ARGS.get(name, 0):
            raise lw.err(node, f"{short} takes at least {blockcopy.MIN_ARGS[name]} arguments, "
                         f"got {len(arg_nodes)}")
        return blockcopy.API[name](lw, name, [], arg_nodes, node, dst)
    kind = _special(short)
    if kind == "cmp":
        op = short[4:].split("_")[0]
        name = "Compares" if short.endswith("_scalar") else "Compare"
        return blockcopy.API[name](lw, name, [Enum("CMPMODE", op.upper())], arg_nodes, node, dst)
    if kind == "mask":
        ty = Type(LANES[short[-3:]])
        if short.startswith("asc_update_mask"):
            return blockcopy.API["UpdateMask"](lw, "UpdateMask", [ty], arg_nodes, node, dst)
        pat = lw.txt(arg_nodes[0]).split("::")[-1].strip() if arg_nodes else "PAT_ALL"
        if pat not in PATTERNS:
            raise lw.err(node, f"unknown mask pattern '{pat}'", " ".join(PATTERNS))
        return blockcopy.API["CreateMask"](lw, "CreateMask", [ty, Enum("MaskPattern", PATTERNS[pat])],
                                        [], node, dst)
    if kind == "logic":
        name = short[4:].capitalize()
        return blockcopy.API[name](lw, name, [], arg_nodes, node, dst)
    if kind == "load":
        if len(arg_nodes) != 2:
            raise lw.err(node, "asc_load takes (dst, src)")
        d = regapi.vreg(lw, arg_nodes[0])
        text = addresses.address(lw, addresses.pointer(lw, arg_nodes[1]), arg_nodes[1])
        addr = (1, lw.txt(arg_nodes[1]), arg_nodes[1])
        lw.emit("vldu.pre", ["u0", text], node, addr=addr)
        lw.emit("vldu", [f"v{d.n}", "u0", text], node, addr=(2,) + addr[1:])
        return None
    if kind == "store":
        if len(arg_nodes) != 2:
            raise lw.err(node, "asc_store takes (dst, src) (VL elements, no mask)")
        src = regapi.vreg(lw, arg_nodes[1])
        m = lw.alloc("m", node)
        try:
            lw.emit(f"pset.{regapi.WIDTH[_size(src)]}", [f"m{m}", "ALL"], node)
            text = addresses.address(lw, addresses.pointer(lw, arg_nodes[0]), arg_nodes[0])
            lw.emit("vst", [text, f"v{src.n}", f"m{m}"], node, addr=(0, lw.txt(arg_nodes[0]), arg_nodes[0]))
        finally:
            lw.release("m", m)
        return None
    raise lw.err(node, f"unknown C API function '{short}'")


def _size(reg: Reg) -> int:
    from .values import SIZEOF

    return SIZEOF.get(reg.elem.name, 4) if reg.elem is not None else 4
