"""The LoadAlign/StoreAlign forms beyond RegTensor ↔ contiguous UB: a MaskReg from/to UB
(``LoadAlign(mask, addr)``, ``StoreAlign(addr, mask)``, with MaskDist US/DS/PACK, the
post-update form whose offset is in bytes, and the AddrReg form) → ``plds``/``psts``; and the
data-block copies (``DataCopyMode::DATA_BLOCK_COPY``: eight 32-byte blocks ``dataBlockStride``
blocks apart, ``repeatStride`` blocks added to the address — after the access with
``POST_MODE_UPDATE``, before it without) → ``vsldb``/``vsstb`` (isa/vf/insns_blk.py).

:data:`API` is the Reg API table with these forms in front of the plain ones.
"""
from __future__ import annotations

from . import addresses, regapi
from . import values as V
from .values import RT, Const, Ptr, Reg, Type

MASK_LD = {"DIST_NORM": "plds", "DIST_US": "plds.us", "DIST_DS": "plds.ds"}
MASK_ST = {"DIST_NORM": "psts", "DIST_PACK": "psts.pack"}
BYTES = Type("uint8_t")  # the mask forms' post-update offset counts bytes


def _is_mask(lw, node) -> bool:
    r = lw.ev(node)
    return isinstance(r, Reg) and r.kind == "m"


def _block_mode(targs) -> bool:
    return regapi.enum_arg(targs, "DataCopyMode", "") == "DATA_BLOCK_COPY"


def _post(targs) -> bool:
    return regapi.enum_arg(targs, "PostLiteral", "POST_MODE_NORMAL") == "POST_MODE_UPDATE"


def load_align(lw, name, targs, args, node, dst):
    if len(args) >= 2 and _is_mask(lw, args[0]):
        return _mask_access(lw, targs, args[0], args[1], args[2:], node, MASK_LD, load=True)
    if _block_mode(targs):
        return _block(lw, targs, args, node, load=True)
    return regapi.load_align(lw, name, targs, args, node, dst)


def store_align(lw, name, targs, args, node, dst):
    if len(args) >= 2 and _is_mask(lw, args[1]):
        return _mask_access(lw, targs, args[1], args[0], args[2:], node, MASK_ST, load=False)
    if _block_mode(targs):
        return _block(lw, targs, args, node, load=False)
    if len(args) < 3:
        raise lw.err(node, "StoreAlign takes (addr, src, mask) or (addr, maskReg)")
    return regapi.store_align(lw, name, targs, args, node, dst)


def _mask_access(lw, targs, mnode, pnode, rest, node, table, load: bool):
    dist = regapi.enum_arg(targs, "MaskDist", "DIST_NORM")
    mn = table.get(dist)
    if mn is None:
        raise lw.err(node, f"MaskDist::{dist} is not a {'load' if load else 'store'} mode of a "
                     "MaskReg", " ".join(table))
    m = f"m{regapi.mreg(lw, mnode).n}"
    at = (1 if load else 0, lw.txt(pnode), pnode)
    order = (lambda a: [m, a]) if load else (lambda a: [a, m])
    if _post(targs):
        if len(rest) != 1:
            raise lw.err(node, "the post-update MaskReg form takes an offset in bytes")
        addr, tail = addresses.post_operands(lw, pnode, rest[0], BYTES, node)
        addresses.emit_post(lw, mn, order(addr), tail, node, at)
        return None
    text = addresses.address(lw, addresses.pointer(lw, pnode), pnode)
    if rest:
        ar = lw.ev(rest[0])
        if not isinstance(ar, Reg) or ar.kind != "a" or len(rest) != 1:
            raise lw.err(rest[0], "the MaskReg form takes an AddrReg here (or use "
                         "PostLiteral::POST_MODE_UPDATE with an offset)")
        text = text[:-1] + f", a{ar.n}]"
    lw.emit(mn, order(text), node, addr=at)
    return None


def _block(lw, targs, args, node, load: bool):
    what = "LoadAlign(dst, addr" if load else "StoreAlign(addr, src"
    if len(args) not in (4, 5):
        raise lw.err(node, f"the DATA_BLOCK_COPY {what}, dataBlockStride[, repeatStride], mask)")
    reg_node, pnode = (args[0], args[1]) if load else (args[1], args[0])
    v = f"v{regapi.vreg(lw, reg_node).n}"
    stride = lw.operand(_int(lw, args[2]), node)
    mask = regapi.mask_text(lw, targs, args[-1])
    mn = "vsldb" if load else "vsstb"
    at = (1 if load else 0, lw.txt(pnode), pnode)
    p = addresses.pointer(lw, pnode)
    repeat = _int(lw, args[3]) if len(args) == 5 else None
    post = _post(targs) and repeat is not None
    if repeat is not None and not post:  # POST_MODE_NORMAL: the access is repeatStride blocks on
        p = Ptr(p.aff + V.aff_of(repeat).scale(32), p.elem)
    text = addresses.address(lw, p, pnode)
    lw.emit(mn, [v, text, stride, mask] if load else [text, v, stride, mask], node, addr=at)
    if post:
        reg = addresses.pointer_reg(lw, pnode)
        step = Const(int(repeat.value) * 32, Type("long")) if isinstance(repeat, Const) \
            else RT(repeat.aff.scale(32), Type("long"))
        lw.emit("add", [reg, reg, lw.operand(step, node)], node)
    return None


def _int(lw, node):
    v = lw.ev(node)
    if not isinstance(v, (Const, RT)) or v.type.is_float:
        raise lw.err(node, "a block stride is an integer")
    return v


API = {**regapi.API, "LoadAlign": load_align, "StoreAlign": store_align}
MIN_ARGS = {**regapi.MIN_ARGS, "StoreAlign": 2}
