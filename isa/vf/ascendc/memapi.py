"""The memory-level (``LocalTensor``) API's count forms, as Reg API ``__simd_vf__`` functions:
on Ascend 950 each memory-level call is a VF over its tensors, which is what the asc-devkit
softmax sample's Case 0 measures (one VF launch per call; ``programs/vf/softmax0_membase.vf.s``
is the hand-written translation). Each function loops over ⌈count / lanes⌉ vectors with
``UpdateMask``, as the API pages describe the count form: ``dst[i] = op(src0[i], src1[i])`` for
``i < count``; a reduction writes ``dst[0]``; ``Duplicate`` broadcasts a scalar (or, given a
tensor, its element 0); ``Cast`` converts half ↔ float with the given RoundMode.

The source is C++ lowered by the front end like a user's VF (parsed only when host code calls a
memory-level API), so its loops, remarks and cycles come from the same rules.
"""
from __future__ import annotations

FILE = "<tilesim memory-level API>"

# API name -> (kind, Reg API operation)
MEMAPI = {
    "Add": ("binary", "Add"), "Sub": ("binary", "Sub"), "Mul": ("binary", "Mul"),
    "Div": ("binary", "Div"), "Max": ("binary", "Max"), "Min": ("binary", "Min"),
    "Exp": ("unary", "Exp"), "Ln": ("unary", "Ln"), "Abs": ("unary", "Abs"),
    "Sqrt": ("unary", "Sqrt"), "Relu": ("unary", "Relu"),
    "Adds": ("scalar", "Adds"), "Muls": ("scalar", "Muls"), "Maxs": ("scalar", "Maxs"),
    "Mins": ("scalar", "Mins"),
    "ReduceMax": ("reduce", "ReduceMax"), "ReduceMin": ("reduce", "ReduceMin"),
    "ReduceSum": ("reduce", "ReduceSum"),
    "Duplicate": ("dup", "Duplicate"),
    "Cast": ("cast", "Cast"),
}
# the starting value and the merging step of each reduction
_REDUCE = {"ReduceMax": ("negInf.f", "Max"), "ReduceMin": ("posInf.f", "Min"),
           "ReduceSum": ("0", "Add")}

_HEAD = """\
namespace TilesimMemApi {
using namespace AscendC;
union Bits {
    constexpr Bits(uint32_t v) : u(v) {}
    float f;
    uint32_t u;
};
constexpr Bits negInf(0xff800000u);
constexpr Bits posInf(0x7f800000u);
"""
_LOOP = """\
template <typename T>
__simd_vf__ inline void {name}({params}, uint32_t count)
{{
    constexpr uint32_t vl = GetVecLen() / sizeof(T);
    uint16_t repeat = CeilDivision(count, vl);
{pre}    Reg::MaskReg mask;
    Reg::RegTensor<T> a, b, c;
    for (uint16_t j = 0; j < repeat; j++) {{
        mask = Reg::UpdateMask<T>(count);
{body}    }}
{post}}}
"""


def instance_name(api: str, ty) -> str:
    """The VF instance a memory-level call launches (``MemSub<float>``)."""
    return f"Mem{api}<{ty}>"


def _function(api: str, kind: str, op: str) -> str:
    P = "__ubuf__ T* dst, __ubuf__ T* src"
    ld = "        Reg::LoadAlign(a, src + j * vl);\n"
    st = "        Reg::StoreAlign(dst + j * vl, c, mask);\n"
    pre = post = ""
    if kind == "binary":
        params = P + ", __ubuf__ T* src1"
        body = ld + "        Reg::LoadAlign(b, src1 + j * vl);\n" \
            f"        Reg::{op}(c, a, b, mask);\n" + st
    elif kind == "unary":
        params, body = P, ld + f"        Reg::{op}(c, a, mask);\n" + st
    elif kind == "scalar":
        params, body = P + ", T scalar", ld + f"        Reg::{op}(c, a, scalar, mask);\n" + st
    elif kind == "dup":
        params, body = "__ubuf__ T* dst, T scalar", "        Reg::StoreAlign(dst + j * vl, c, mask);\n"
        pre = "    Reg::RegTensor<T> c;\n    Reg::Duplicate(c, scalar);\n"
        return _LOOP.format(name=f"Mem{api}", params=params, pre=pre, body=body, post=post) \
            .replace("    Reg::RegTensor<T> a, b, c;\n", "") + _dup_tensor()
    else:
        init, step = _REDUCE[api]
        params = P
        pre = ("    Reg::MaskReg full = Reg::CreateMask<T, Reg::MaskPattern::ALL>();\n"
               "    Reg::MaskReg first = Reg::CreateMask<T, Reg::MaskPattern::VL1>();\n"
               "    Reg::RegTensor<T> acc;\n"
               f"    Reg::Duplicate(acc, {init}, full);\n")
        body = ld + f"        Reg::{step}<T, Reg::MaskMergeMode::MERGING>(acc, acc, a, mask);\n"
        post = (f"    Reg::{op}(acc, acc, full);\n"
                "    Reg::StoreAlign<T, Reg::StoreDist::DIST_FIRST_ELEMENT_B32>(dst, acc, first);\n")
    return _LOOP.format(name=f"Mem{api}", params=params, pre=pre, body=body, post=post)


def _dup_tensor() -> str:
    return """\
template <typename T>
__simd_vf__ inline void MemDuplicateTensor(__ubuf__ T* dst, __ubuf__ T* src, uint32_t count)
{
    constexpr uint32_t vl = GetVecLen() / sizeof(T);
    uint16_t repeat = CeilDivision(count, vl);
    Reg::MaskReg mask;
    Reg::RegTensor<T> c;
    Reg::LoadAlign<T, Reg::LoadDist::DIST_BRC_B32>(c, src);
    for (uint16_t j = 0; j < repeat; j++) {
        mask = Reg::UpdateMask<T>(count);
        Reg::StoreAlign(dst + j * vl, c, mask);
    }
}
"""


_CAST = """\
template <RoundMode mode>
__simd_vf__ inline void MemCast{way}(__ubuf__ {to}* dst, __ubuf__ {frm}* src, uint32_t count)
{{
    static constexpr Reg::CastTrait trait = {{Reg::RegLayout::ZERO, Reg::SatMode::NO_SAT,
                                             Reg::MaskMergeMode::ZEROING, mode}};
    constexpr uint32_t vl = GetVecLen() / sizeof(float);
    uint16_t repeat = CeilDivision(count, vl);
    Reg::MaskReg mask;
    Reg::RegTensor<{frm}> a;
    Reg::RegTensor<{to}> c;
    for (uint16_t j = 0; j < repeat; j++) {{
        mask = Reg::UpdateMask<float>(count);
        Reg::LoadAlign{load}(a, src + j * vl);
        Reg::Cast<{to}, {frm}, trait>(c, a, mask);
        Reg::StoreAlign{store}(dst + j * vl, c, mask);
    }}
}}
"""
# Cast(dst, src, roundMode, count) between half and float, over the 32-bit side's lanes: the
# half side unpacked on the way in, packed on the way out
_CASTS = (dict(way="Up", to="float", frm="half", load="<half, Reg::LoadDist::DIST_UNPACK_B16>",
               store=""),
          dict(way="Down", to="half", frm="float", load="",
               store="<half, Reg::StoreDist::DIST_PACK_B32>"))


def cast_name(to, frm, mode: str) -> str | None:
    """The VF instance of ``Cast(dst, src, RoundMode::mode, count)`` from ``frm`` to ``to``
    tensors, or None for a pair tilesim does not implement (half ↔ float only)."""
    way = {("float", "half"): "Up", ("half", "float"): "Down"}.get((str(to), str(frm)))
    return f"MemCast{way}<RoundMode::{mode}>" if way else None


def source() -> str:
    """The C++ of every memory-level API function tilesim implements."""
    return (_HEAD + "".join(_function(api, k, op) for api, (k, op) in MEMAPI.items() if k != "cast")
            + "".join(_CAST.format(**c) for c in _CASTS) + "}\n")
