"""The Reg (MicroAPI) calls and the scalar helpers a VF may use, each lowered to the VF
instruction the asc-devkit Reg API documentation gives for it (LoadAlign → vld with its LoadDist,
StoreAlign → vst, UpdateMask → plt, CreateMask → pset, Duplicate → vbr, Add → vadd, ExpSub →
vexpdif, ReduceMax → vcmax, Compare → vcmp, Cast → vcvt with the CastTrait's rounding and
saturation, CreateAddrReg → vag with the strides only, LocalMemBar → mem_bar).

Addresses (element pointers in C++, bytes in the VF form) are :mod:`.addresses`'.
"""
from __future__ import annotations

from . import values as V
from .addresses import address, emit_post, pointer, post_operands
from .expr import Var
from .values import RT, Const, Enum, Record, Reg, Type

BIN = {"Add": "vadd", "Sub": "vsub", "Mul": "vmul", "Div": "vdiv", "Max": "vmax", "Min": "vmin",
       "ExpSub": "vexpdif", "MulAddDst": "vmula", "MulDstAdd": "vmadd", "Select": "vsel"}
SCAL = {"Adds": "vadds", "Muls": "vmuls", "Maxs": "vmaxs", "Mins": "vmins", "Axpy": "vaxpy"}
UNARY = {"Exp": "vexp", "Ln": "vln", "Log": "vln", "Sqrt": "vsqrt", "Abs": "vabs", "Neg": "vneg",
         "Relu": "vrelu"}
REDUCE = {"ReduceSum": "vcadd", "ReduceMax": "vcmax", "ReduceMin": "vcmin"}
ROUND = {"CAST_RINT": "rint", "CAST_ROUND": "round", "CAST_FLOOR": "floor", "CAST_CEIL": "ceil",
         "CAST_TRUNC": "trunc", "CAST_ODD": "odd", "CAST_NONE": "rint", "UNKNOWN": "rint"}
WIDTH = {1: "b8", 2: "b16", 4: "b32"}


# ---------------------------------------------------------------- operands
def vreg(lw, node) -> Reg:
    r = lw.ev(node)
    if not isinstance(r, Reg) or r.kind != "v":
        raise lw.err(node, f"expected a RegTensor, got '{lw.txt(node)}'")
    return r


def mreg(lw, node) -> Reg:
    r = lw.ev(node)
    if not isinstance(r, Reg) or r.kind != "m":
        raise lw.err(node, f"expected a MaskReg, got '{lw.txt(node)}'")
    return r


def enum_arg(targs, enum: str, default: str) -> str:
    for t in targs:
        if isinstance(t, Enum) and t.enum == enum:
            return t.member
    return default


def elem_type(lw, targs, reg: Reg | None, node) -> Type:
    for t in targs:
        if isinstance(t, Type):
            return t
    if reg is not None and reg.elem is not None:
        return reg.elem
    raise lw.err(node, "cannot tell the element type", "give it: Add<float>(…)")


def _vt(lw, ty: Type, node) -> str:
    t = V.VF_TYPE.get(ty.name)
    if t is None or t in ("s64", "u64"):
        raise lw.err(node, f"element type {ty} is not supported by the VF unit",
                     "float half bfloat16_t int32_t uint32_t int16_t uint16_t int8_t uint8_t")
    return t


def _width(lw, ty: Type, node) -> str:
    w = WIDTH.get(V.SIZEOF.get(ty.name, 0))
    if w is None:
        raise lw.err(node, f"masks for {ty} ({V.SIZEOF.get(ty.name)} bytes) are not supported")
    return w


def mask_text(lw, targs, node) -> str:
    m = mreg(lw, node)
    return f"m{m.n}" + ("/m" if enum_arg(targs, "MaskMergeMode", "ZEROING") == "MERGING" else "")


def _dst(lw, dst, kind, node) -> Reg:
    if dst is not None:
        if dst.kind != kind:
            raise lw.err(node, f"this call gives a {'MaskReg' if kind == 'm' else 'AddrReg'}")
        return dst
    n = lw.alloc(kind, node)
    lw.scope_regs[-1].append((kind, n))
    return Reg(kind, n)


def _scalar(lw, node, ty: Type) -> str:
    v = lw.ev(node)
    if isinstance(v, Const):
        if ty.is_float:
            return f"#{float(v.value)!r}"
        return f"#{int(v.value)}"
    if isinstance(v, RT):
        # a register holds its value's own bits: a run-time conversion (int to float, float
        # to half) would be an instruction the VF scalar unit does not have
        if v.type.is_float != ty.is_float or (ty.is_float and V.SIZEOF[v.type.name] != V.SIZEOF[ty.name]):
            raise lw.err(node, f"a {v.type} scalar where {ty} is wanted (no conversion at run "
                         "time)", f"pass it as {ty}, or use a constant")
        return lw.operand(v, node)
    raise lw.err(node, f"expected a scalar, got '{lw.txt(node)}'")


# ---------------------------------------------------------------- loads and stores
def load_align(lw, name, targs, args, node, dst):
    dist = enum_arg(targs, "LoadDist", "DIST_NORM")
    post = enum_arg(targs, "PostLiteral", "POST_MODE_NORMAL") == "POST_MODE_UPDATE"
    if dist.startswith("DIST_DINTLV"):
        if len(args) < 3:
            raise lw.err(node, "the two-register LoadAlign takes (dst0, dst1, addr)")
        d0, d1, rest = vreg(lw, args[0]), vreg(lw, args[1]), args[2:]
        regs = [f"v{d0.n}", f"v{d1.n}"]
        mn = f"vld.dintlv.b{dist[-2:]}"
        elem_reg = d0
    else:
        d0, rest = vreg(lw, args[0]), args[1:]
        regs = [f"v{d0.n}"]
        kinds = {"DIST_NORM": "", "DIST_BLK": "blk"}
        if dist in kinds:
            suffix = kinds[dist]
        elif dist.startswith(("DIST_BRC_B", "DIST_US_B", "DIST_DS_B", "DIST_UNPACK_B")):
            suffix = dist[5:].lower().replace("_b", ".b")
        else:
            raise lw.err(node, f"LoadDist::{dist} is not supported", "NORM BRC US DS UNPACK BLK DINTLV")
        mn = "vld" + ("." + suffix if suffix else "")
        elem_reg = d0
    ty = elem_type(lw, targs, elem_reg, node)
    if not rest:
        raise lw.err(node, "LoadAlign needs a source address")
    if post:
        if len(rest) != 2:
            raise lw.err(node, "the post-update LoadAlign takes (dst, addr, stride)")
        addr, tail = post_operands(lw, rest[0], rest[1], ty, node)
        emit_post(lw, mn, regs + [addr], tail, node, (len(regs), lw.txt(rest[0]), rest[0]))
        return None
    text = address(lw, pointer(lw, rest[0]), rest[0])
    if len(rest) == 2:
        ar = lw.ev(rest[1])
        if not isinstance(ar, Reg) or ar.kind != "a":
            raise lw.err(rest[1], "the third LoadAlign argument is an AddrReg (or use "
                         "PostLiteral::POST_MODE_UPDATE for a stride)")
        text = text[:-1] + f", a{ar.n}]"
    lw.emit(mn, regs + [text], node, addr=(len(regs), lw.txt(rest[0]), rest[0]))
    return None


def store_align(lw, name, targs, args, node, dst):
    dist = enum_arg(targs, "StoreDist", "DIST_NORM")
    post = enum_arg(targs, "PostLiteral", "POST_MODE_NORMAL") == "POST_MODE_UPDATE"
    if len(args) < 3:
        raise lw.err(node, "StoreAlign takes (addr, src, mask)")
    if dist.startswith("DIST_INTLV"):
        s0, s1 = vreg(lw, args[1]), vreg(lw, args[2])
        text = address(lw, pointer(lw, args[0]), args[0])
        lw.emit(f"vst.intlv.b{dist[-2:]}", [text, f"v{s0.n}", f"v{s1.n}"], node,
                addr=(0, lw.txt(args[0]), args[0]))
        return None
    src = vreg(lw, args[1])
    ty = elem_type(lw, targs, src, node)
    if dist.startswith("DIST_NORM"):
        suffix = ""
    elif dist.startswith("DIST_FIRST_ELEMENT_B"):
        suffix = "first.b" + dist[-2:]
    elif dist.startswith("DIST_PACK_B"):
        suffix = "pack.b" + dist[-2:]
    else:
        raise lw.err(node, f"StoreDist::{dist} is not supported", "NORM FIRST_ELEMENT PACK INTLV")
    mn = "vst" + ("." + suffix if suffix else "")
    if post:
        if len(args) != 4:
            raise lw.err(node, "the post-update StoreAlign takes (addr, src, stride, mask)")
        addr, tail = post_operands(lw, args[0], args[2], ty, node)
        emit_post(lw, mn, [addr, f"v{src.n}", mask_text(lw, targs, args[3])], tail, node,
                   (0, lw.txt(args[0]), args[0]))
        return None
    text = address(lw, pointer(lw, args[0]), args[0])
    mask = args[2]
    if len(args) == 4:  # (addr, src, AddrReg, mask)
        ar = lw.ev(args[2])
        if not isinstance(ar, Reg) or ar.kind != "a":
            raise lw.err(args[2], "expected an AddrReg")
        text = text[:-1] + f", a{ar.n}]"
        mask = args[3]
    lw.emit(mn, [text, f"v{src.n}", mask_text(lw, targs, mask)], node, addr=(0, lw.txt(args[0]), args[0]))
    return None


# ---------------------------------------------------------------- masks
def update_mask(lw, name, targs, args, node, dst):
    ty = elem_type(lw, targs, None, node)
    if len(args) != 1 or args[0].type != "identifier":
        raise lw.err(node, "UpdateMask<T>(count) takes a uint32_t variable (it is decremented)")
    b = lw.binding(lw.txt(args[0]))
    if not isinstance(b, Var):
        raise lw.err(args[0], f"UpdateMask needs a variable, '{lw.txt(args[0])}' is a constant",
                     "uint32_t count = N; mask = UpdateMask<float>(count);")
    d = _dst(lw, dst, "m", node)
    lw.emit(f"plt.{_width(lw, ty, node)}", [f"m{d.n}", b.reg], node)
    return d


def create_mask(lw, name, targs, args, node, dst):
    ty = elem_type(lw, targs, None, node)
    pat = enum_arg(targs, "MaskPattern", "ALL")
    d = _dst(lw, dst, "m", node)
    lw.emit(f"pset.{_width(lw, ty, node)}", [f"m{d.n}", pat], node)
    return d


def mask_logic(lw, name, targs, args, node, dst):
    """``And/Or/Xor(dst, src0, src1, mask)``, ``Not(dst, src, mask)``, ``Move(dst, src[, mask])``
    on MaskRegs (``pand por pxor pnot pmov``, the last mask governing), and the bitwise
    ``And/Or/Xor/Not`` on RegTensors (``vand vor vxor vnot``)."""
    regs = [lw.ev(a) for a in args]
    if regs and isinstance(regs[0], Reg) and regs[0].kind == "v" and name != "Move":
        srcs = "v" if name == "Not" else "vv"
        usage = "dst, src, mask" if name == "Not" else "dst, src0, src1, mask"
        return _vector(lw, name, "v" + name.lower(), targs, args, node, srcs, usage)
    if not all(isinstance(r, Reg) and r.kind == "m" for r in regs):
        raise lw.err(node, f"{name} takes MaskRegs, or RegTensors and a mask")
    mn = {"And": "pand", "Or": "por", "Xor": "pxor", "Not": "pnot", "Move": "pmov"}[name]
    lw.emit(mn, [f"m{r.n}" for r in regs], node)


# ---------------------------------------------------------------- arithmetic
def _vector(lw, name, mn, targs, args, node, srcs: str, usage: str) -> None:
    """``Op(dst, src…, mask)``: ``srcs`` says each source's kind (v: RegTensor, s: scalar)."""
    if len(args) != len(srcs) + 2:
        raise lw.err(node, f"{name} takes ({usage})")
    d = vreg(lw, args[0])
    ty = elem_type(lw, targs, d, node)
    ops = [f"v{d.n}"] + [f"v{vreg(lw, a).n}" if k == "v" else _scalar(lw, a, ty)
                         for k, a in zip(srcs, args[1:-1])]
    lw.emit(f"{mn}.{_vt(lw, ty, node)}", ops + [mask_text(lw, targs, args[-1])], node)


def binary(lw, name, targs, args, node, dst):
    _vector(lw, name, BIN[name], targs, args, node, "vv", "dst, src0, src1, mask")


def scalar_form(lw, name, targs, args, node, dst):
    _vector(lw, name, SCAL[name], targs, args, node, "vs", "dst, src, scalar, mask")


def unary(lw, name, targs, args, node, dst):
    mn = UNARY.get(name) or REDUCE.get(name)
    if name == "Reduce":
        mn = {"SUM": "vcadd", "MAX": "vcmax", "MIN": "vcmin"}[enum_arg(targs, "ReduceType", "SUM")]
    _vector(lw, name, mn, targs, args, node, "v", "dst, src, mask")


def duplicate(lw, name, targs, args, node, dst):
    if len(args) not in (2, 3):
        raise lw.err(node, "Duplicate takes (dst, scalar or RegTensor[, mask])")
    d = vreg(lw, args[0])
    ty = elem_type(lw, targs, d, node)
    src = lw.ev(args[1])
    mask = [mask_text(lw, targs, args[2])] if len(args) == 3 else []
    if isinstance(src, Reg) and src.kind == "v":
        if not mask:
            raise lw.err(node, "Duplicate from a RegTensor needs a mask")
        ops = [f"v{d.n}", f"v{src.n}[0]"] + mask
    else:
        ops = [f"v{d.n}", _scalar(lw, args[1], ty)] + mask
    lw.emit(f"vbr.{_vt(lw, ty, node)}", ops, node)


def arange(lw, name, targs, args, node, dst):
    d = vreg(lw, args[0])
    ty = elem_type(lw, targs, d, node)
    lw.emit(f"vci.{_vt(lw, ty, node)}", [f"v{d.n}", _scalar(lw, args[1], ty)], node)


def compare(lw, name, targs, args, node, dst):
    if len(args) != 4:
        raise lw.err(node, f"{name} takes (dstMask, src0, src1, mask)")
    md, a = mreg(lw, args[0]), vreg(lw, args[1])
    ty = elem_type(lw, targs, a, node)
    cc = enum_arg(targs, "CMPMODE", "EQ").lower()
    if name == "Compare":
        b = vreg(lw, args[2])
        lw.emit(f"vcmp.{cc}.{_vt(lw, ty, node)}", [f"m{md.n}", f"v{a.n}", f"v{b.n}",
                                                   mask_text(lw, targs, args[3])], node)
    else:
        lw.emit(f"vcmps.{cc}.{_vt(lw, ty, node)}", [f"m{md.n}", f"v{a.n}", _scalar(lw, args[2], ty),
                                                    mask_text(lw, targs, args[3])], node)


def cast(lw, name, targs, args, node, dst):
    types = [t for t in targs if isinstance(t, Type)]
    trait = next((t for t in targs if isinstance(t, Record)), None)
    if len(args) != 3:
        raise lw.err(node, "Cast takes (dst, src, mask)")
    d, s = vreg(lw, args[0]), vreg(lw, args[1])
    to = types[0] if types else d.elem
    frm = types[1] if len(types) > 1 else s.elem
    rnd, sat, merge = "rint", False, False
    if trait is not None:
        f = trait.fields
        rm = f.get("roundMode")
        rnd = ROUND.get(rm.member, "rint") if isinstance(rm, Enum) else "rint"
        sm = f.get("satMode")
        sat = isinstance(sm, Enum) and sm.member == "SAT"
        mm = f.get("mrgMode")
        merge = isinstance(mm, Enum) and mm.member == "MERGING"
    ops = [f"v{d.n}", f"v{s.n}", f"m{mreg(lw, args[2]).n}" + ("/m" if merge else ""), rnd]
    if sat:
        ops.append("sat")
    lw.emit(f"vcvt.{_vt(lw, to, node)}.{_vt(lw, frm, node)}", ops, node)


def gather_scatter(lw, name, targs, args, node, dst):
    """``Gather(dst, base, index, mask)``: dst[i] = base[index[i]]; ``Scatter(base, src, index,
    mask)``: base[index[i]] = src[i] (indices in elements; the Reg API pages 离散搬入/离散搬出)."""
    if len(args) != 4:
        raise lw.err(node, f"{name} takes 4 arguments, got {len(args)}")
    if name == "Gather":
        d, p, idx = vreg(lw, args[0]), args[1], vreg(lw, args[2])
        ty = elem_type(lw, [t for t in targs if isinstance(t, Type)][:1], d, node)
        text = address(lw, pointer(lw, p), p)
        lw.emit(f"vgather.{_vt(lw, ty, node)}", [f"v{d.n}", text, f"v{idx.n}",
                                                  mask_text(lw, targs, args[3])], node,
                addr=(1, lw.txt(p), p))
        return
    p, src, idx = args[0], vreg(lw, args[1]), vreg(lw, args[2])
    ty = elem_type(lw, targs, src, node)
    text = address(lw, pointer(lw, p), p)
    lw.emit(f"vscatter.{_vt(lw, ty, node)}", [text, f"v{src.n}", f"v{idx.n}",
                                               mask_text(lw, targs, args[3])], node, addr=(0, lw.txt(p), p))


def create_addr_reg(lw, name, targs, args, node, dst):
    """CreateAddrReg<T>(i0, stride0, …): the VF's vag keeps only the strides (bytes); the
    indices must be the innermost enclosing loop counters, outermost first."""
    ty = elem_type(lw, targs, None, node)
    if not args or len(args) % 2 or len(args) > 8:
        raise lw.err(node, "CreateAddrReg<T>(index0, stride0[, index1, stride1 …]) takes 1-4 pairs")
    n = len(args) // 2
    names = [lw.txt(args[2 * k]) for k in range(n)]
    inner = [cn for cn in (lw.binding(x) for x in names)]
    want = [f.lp.name for f in lw.loops[-n:]] if len(lw.loops) >= n else None
    got = [getattr(b, "reg", None) for b in inner]
    if want is None or got != want:
        raise lw.err(node, f"CreateAddrReg's indices ({', '.join(names)}) must be the innermost "
                     f"enclosing loop counters, outermost first",
                     "the VF's AddrReg steps with the hardware-loop counters")
    strides = []
    size = V.SIZEOF[ty.name]
    for k in range(n):
        s = lw.ev(args[2 * k + 1])
        if isinstance(s, Const):
            strides.append(f"#{int(s.value) * size}")
        elif isinstance(s, RT):
            one = s.aff.single()
            if one is not None and size == 1:
                strides.append(one)
            else:
                strides.append(lw.operand(RT(s.aff.scale(size), s.type), node))
        else:
            raise lw.err(args[2 * k + 1], "a stride is an integer")
    d = _dst(lw, dst, "a", node)
    lw.emit("vag", [f"a{d.n}"] + strides, node)
    return d


def mem_bar(lw, name, targs, args, node, dst):
    lw.emit("mem_bar", [], node)


API = {"LoadAlign": load_align, "StoreAlign": store_align, "UpdateMask": update_mask,
       "CreateMask": create_mask, "Duplicate": duplicate, "Arange": arange,
       "Compare": compare, "Compares": compare, "CompareScalar": compare, "Cast": cast,
       "CreateAddrReg": create_addr_reg, "LocalMemBar": mem_bar, "Reduce": unary,
       "Gather": gather_scatter, "Scatter": gather_scatter,
       **{k: binary for k in BIN}, **{k: scalar_form for k in SCAL}, **{k: unary for k in UNARY},
       **{k: unary for k in REDUCE},
       **{k: mask_logic for k in ("And", "Or", "Xor", "Not", "Move")}}


# ---------------------------------------------------------------- scalar helpers
def _const_args(lw, args, node, name):
    for a in args:
        if not isinstance(a, Const):
            return False
    return True


def _ceil_div(lw, args, node):
    a, b = args
    if _const_args(lw, args, node, "CeilDivision"):
        if b.value == 0:
            raise lw.err(node, "CeilDivision by zero")
        return Const((int(a.value) + int(b.value) - 1) // int(b.value), a.type)
    t = lw.arith("+", a, lw.arith("-", b, Const(1, Type("int")), node), node)
    return lw.arith("/", t, b, node)


def _minmax(which):
    def f(lw, args, node):
        a, b = args
        if _const_args(lw, args, node, which):
            return Const((min if which == "min" else max)(a.value, b.value), a.type)
        return lw.scalar_op(which, a, b, a.type if isinstance(a, RT) else b.type, node)
    return f


def _align_up(lw, args, node):
    a, b = args
    return lw.arith("*", _ceil_div(lw, args, node), b, node)


SCALAR_BUILTINS = {  # name -> (argument count, lowering)
    "GetVecLen": (0, lambda lw, args, node: Const(256, Type("uint32_t"))),
    "asc_get_vf_len": (0, lambda lw, args, node: Const(256, Type("uint32_t"))),
    "ceil_div": (2, _ceil_div),
    "CeilDivision": (2, _ceil_div), "DivCeil": (2, _ceil_div), "CeilDiv": (2, _ceil_div),
    "min": (2, _minmax("min")), "max": (2, _minmax("max")),
    "AlignUp": (2, _align_up),
}
# the fewest arguments each Reg API call takes (the lowerings check the exact forms)
MIN_ARGS = {"LoadAlign": 2, "StoreAlign": 3, "UpdateMask": 1, "Duplicate": 2, "Arange": 2,
            "Compare": 4, "Compares": 4, "CompareScalar": 4, "Cast": 3, "CreateAddrReg": 2,
            "Reduce": 3, "Not": 3, "Move": 2, "And": 4, "Or": 4, "Xor": 4}
