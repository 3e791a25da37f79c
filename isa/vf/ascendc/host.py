"""Host (``__aicore__``) functions that launch VFs: the scalar code between VF calls, as the
asc-devkit softmax sample's Case 0 runs it (a row loop calling the memory-level API on
``LocalTensor`` slices) and as Cases 1–5 call their VF (directly or through ``asc_vf_call``).

A host function is lowered like a VF, into scalar instructions and ``vfcall`` steps: a
``LocalTensor<T>`` parameter is a UB pointer (a numpy array in ``vf_call``), ``t[k]`` is the
pointer ``k`` elements on, ``GetPhyAddr()`` and ``ReinterpretCast<U>()`` are the same address.
A memory-level API call on tensors (``Sub(dst, a, b, count)``, ``ReduceMax(dst, src, tmp,
count)`` …) is one VF call of a Reg API implementation of it (:mod:`.memapi`), as on Ascend 950
where these APIs are VF functions; a call of a ``__simd_vf__`` function is a ``vfcall``.
"""
from __future__ import annotations

from . import addresses
from . import values as V
from .memapi import MEMAPI, cast_name, instance_name
from .values import RT, Const, Enum, Func, Ptr, Reg, Type

LAUNCH = ("asc_vf_call", "VF_CALL")
IGNORED = ("PipeBarrier", "SetFlag", "WaitFlag", "InitSocState")  # pipe sync: nothing to model


class HostMixin:
    """Host-code lowering for :class:`isa.vf.ascendc.lower.Lowerer` (``self.host`` is set while
    a host function is lowered; ``self.calls`` collects the VF instances it launches)."""

    host = False

    def host_call(self, short: str, name: str, targs: list, arg_nodes: list, node, user):
        """Lower a call in host code; None when it is not a host-level call."""
        if short in LAUNCH:
            f = next((t for t in targs if isinstance(t, Func)), None)
            if f is None:
                raise self.err(node, f"{short}<F>(args…) needs the VF as its template argument")
            fd = self.find("funcs", f.name)
            if fd is None or not fd.vf:
                raise self.err(node, f"'{f.name}' is not a __simd_vf__ function")
            if arg_nodes and self.txt(arg_nodes[0]).replace(" ", "").startswith("dim3("):
                raise self.unsupported(node, "a SIMT launch (dim3 threads)")
            return self.launch(fd, list(f.targs), arg_nodes, node)
        if user is not None and user.vf:
            return self.launch(user, targs, arg_nodes, node)
        if short in IGNORED:
            return Const(0, Type("int"))
        if short in MEMAPI and arg_nodes:
            first = self.ev(arg_nodes[0])
            if isinstance(first, Ptr):
                return self.memapi(short, first, arg_nodes, node)
        return None

    def launch(self, fd, targs: list, arg_nodes: list, node):
        """``vfcall`` of VF ``fd`` (template arguments given or deduced from the pointers)."""
        if len(arg_nodes) != len(fd.params):
            raise self.err(node, f"{fd.name} takes {len(fd.params)} arguments, got {len(arg_nodes)}")
        args = [self.ev(a) for a in arg_nodes]
        scope: dict = {}
        for (kind, tname, _), t in zip(fd.tparams, targs):
            scope[tname] = t
        self.deduce(fd, args, scope, node)
        targ_text = [str(scope[n]) if isinstance(scope[n], Type) else str(scope[n].value)
                     for _, n, _ in fd.tparams if n in scope]
        name = fd.name + (f"<{', '.join(targ_text)}>" if targ_text else "")
        return self.vfcall(name, [self.to_param(fd, p, a, scope, n)
                                  for p, a, n in zip(fd.params, args, arg_nodes)], node)

    def to_param(self, fd, p, arg, tscope: dict, node):
        """A launch argument converted to its parameter's type, as the C++ call converts it
        (a ``uint32_t`` count passed to a ``uint16_t`` parameter keeps its low 16 bits)."""
        if p.ptr or not isinstance(arg, (Const, RT)):
            return arg
        saved = self.scopes
        self.scopes = [tscope]
        try:
            ty = self.in_src(fd.src, lambda: self.type_of(p.type_node))
        finally:
            self.scopes = saved
        return self.convert(arg, ty, node) if ty.is_scalar else arg

    def vfcall(self, name: str, args: list, node):
        ops = [name]
        for a in args:
            if isinstance(a, (Const, RT, Ptr)):
                ops.append(self.host_operand(a, node))
            else:
                raise self.err(node, f"a VF argument is a pointer or a scalar, not {type(a).__name__}")
        self.emit("vfcall", ops, node)
        self.calls.append(name)
        return Const(0, Type("int"))  # a void call: nothing to use

    def host_operand(self, v, node) -> str:
        """A launch argument in a register, computed as a compiler would between the calls of
        one loop body: loop-invariant products and bases once (hoisted as in a VF), each
        ``counter × stride`` and each argument address once per block, then reused."""
        if isinstance(v, Const) or v.aff.is_const or v.aff.single() is not None:
            return self.operand(v, node)
        key = tuple(sorted(v.aff.terms.items()))
        # kept to the end of the innermost loop body or run-time branch (a block folded at
        # compile time, as an `if constexpr` one, does not end a value's life)
        scope = self.regions[-1] if self.regions else self.scope_regs[0]
        hit = self.host_cse.get(key)
        if hit is not None and any(hit[1] is sc for sc in self.scope_regs):
            return hit[0]
        counters = {n for n, _ in self.counters}
        fixed = [(k, c) for k, c in key if k and not set(k) & counters]
        moving = [(k, c) for k, c in key if set(k) & counters]
        const = dict(key).get((), 0)
        if not moving:  # loop-invariant: computed once, in front of the loop
            return addresses.invariant_value(self, fixed, const, node)
        near = self.host_cse.get(tuple(t for t in key if t[0] != ()))
        if const and near is not None and any(near[1] is sc for sc in self.scope_regs):
            reg = self.alloc("s", node)  # the same address without the offset is in a register
            scope.append(("s", reg))
            self.emit("add", [reg, near[0], f"#{const}"], node)
            self.host_cse[key] = (reg, scope)
            return reg
        parts = []
        if fixed:
            one = fixed[0] if len(fixed) == 1 and fixed[0][1] == 1 and len(fixed[0][0]) == 1 else None
            parts.append(one[0][0] if one else addresses.invariant_sum(self, fixed, node))
        for k, c in moving:
            parts.append(self.counter_product(k, c, node))
        reg = self.alloc("s", node)
        scope.append(("s", reg))
        if len(parts) == 1:
            self.emit("add" if const else "mov", [reg, parts[0]] + ([f"#{const}"] if const else []), node)
        else:
            self.emit("add", [reg, parts[0], parts[1]], node)
            for p in parts[2:]:
                self.emit("add", [reg, reg, p], node)
            if const:
                self.emit("add", [reg, reg, f"#{const}"], node)
        self.host_cse[key] = (reg, scope)
        return reg

    def counter_product(self, k: tuple, coef: int, node) -> str:
        """``counter × Π invariants × coef`` in a register, once per block."""
        key = (k, coef)
        hit = self.host_cse.get(key)
        if hit is not None and any(hit[1] is sc for sc in self.scope_regs):
            return hit[0]
        counters = {n for n, _ in self.counters}
        cs = [a for a in k if a in counters]
        rs = tuple(a for a in k if a not in counters)
        reg = self.alloc("s", node)
        scope = self.regions[-1] if self.regions else self.scope_regs[0]
        scope.append(("s", reg))
        if len(cs) == 1 and not rs:
            self.emit("mul", [reg, cs[0], f"#{coef}"], node)
        elif len(cs) == 1:
            self.emit("mul", [reg, cs[0], addresses.invariant_reg(self, rs, coef, node)], node)
        else:
            self.product_into(reg, k, coef, node)
        self.host_cse[key] = (reg, scope)
        return reg

    def memapi(self, short: str, dst: Ptr, arg_nodes: list, node):
        """A memory-level API call on tensors as one VF call of its Reg API implementation."""
        kind = MEMAPI[short][0]
        want = {"reduce": (4, 5), "binary": (4,), "unary": (3,), "scalar": (4,), "dup": (3,),
                "cast": (4,)}[kind]
        if len(arg_nodes) not in want:
            raise self.err(node, f"{short} on tensors takes {' or '.join(map(str, want))} "
                           f"arguments here (…, count), got {len(arg_nodes)}",
                           "the count form of the memory-level API")
        args = [dst] + [self.ev(a) for a in arg_nodes[1:]]
        ty = dst.elem
        if kind == "cast":
            mode = args[2]
            name = cast_name(ty, args[1].elem, mode.member) if isinstance(args[1], Ptr) and \
                isinstance(mode, Enum) and mode.enum == "RoundMode" else None
            if name is None:
                raise self.unsupported(node, "this memory-level Cast (tilesim implements "
                                       "Cast(dst, src, RoundMode::…, count) between half and float)")
            return self.vfcall(name, [args[0], args[1], args[3]], node)
        if V.SIZEOF.get(ty.name) != 4:
            raise self.unsupported(node, f"the memory-level {short} on {ty} tensors "
                                   "(tilesim implements it for 32-bit types)")
        if kind == "reduce" and len(args) == 5 and not (isinstance(args[4], Const) and not args[4].value):
            raise self.unsupported(arg_nodes[4], f"the calIndex form of {short} (its index "
                                   "output)")
        count = args[-1] if kind != "reduce" else args[3]
        if kind == "reduce":
            call = [args[0], args[1], count]  # the shared temporary buffer is not needed
        elif kind == "dup":
            src = args[1]
            if isinstance(src, Ptr):  # broadcast the tensor's first element
                return self.vfcall(instance_name("DuplicateTensor", ty), [args[0], src, count], node)
            call = [args[0], self.scalar_arg(src, ty, arg_nodes[1]), count]
        elif kind == "scalar":
            call = [args[0], args[1], self.scalar_arg(args[2], ty, arg_nodes[2]), count]
        else:
            call = args
        for a, n in zip(call, arg_nodes):
            if isinstance(a, Reg):
                raise self.err(n, "a memory-level API takes tensors and scalars, not registers")
        return self.vfcall(instance_name(short, ty), call, node)

    def scalar_arg(self, v, ty: Type, node):
        if isinstance(v, Const):
            return V.convert(v, ty)
        if isinstance(v, RT) and v.type.is_float == ty.is_float:
            return v
        raise self.err(node, f"expected a {ty} scalar here")

    def subscript(self, node):
        """``tensor[k]`` in host code: the address ``k`` elements on."""
        base = self.ev(node.child_by_field_name("argument"))
        idx = node.child_by_field_name("indices") or node.child_by_field_name("index")
        items = list(idx.named_children) if idx is not None and idx.type == "subscript_argument_list" \
            else [idx]
        if not self.host or not isinstance(base, Ptr) or len(items) != 1:
            raise self.unsupported(node, "a subscript (use LoadAlign/StoreAlign on an address)")
        return self.ptr_arith("+", base, self.ev(items[0]), node)

    def method(self, node, fn, targs_nodes):
        """``t.GetPhyAddr()``, ``t.template ReinterpretCast<U>()`` on a tensor in host code."""
        obj = self.ev(fn.child_by_field_name("argument"))
        field = fn.child_by_field_name("field")
        name_node = field
        if field.type == "dependent_name":
            field = field.named_children[0]
        if field.type == "template_method":
            name_node = field.child_by_field_name("name")
            tl = field.child_by_field_name("arguments")
            targs_nodes = list(tl.named_children) if tl is not None else []
        mname = self.txt(name_node)
        if isinstance(obj, Ptr) and mname == "GetPhyAddr":
            return obj
        if isinstance(obj, Ptr) and mname == "ReinterpretCast" and targs_nodes:
            return Ptr(obj.aff, self.targ(targs_nodes[0]))
        raise self.unsupported(node, f"the method call '.{mname}()'")
