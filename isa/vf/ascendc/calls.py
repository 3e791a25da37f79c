"""Calls in a VF: casts and functional casts, the Reg API (:mod:`.regapi`), the scalar
helpers, and the user's functions — inlined with template arguments given or deduced, reference
parameters bound to the caller's variables and registers."""
from __future__ import annotations

import re

from . import blockcopy, capi, regapi
from . import values as V
from .expr import Var
from .values import RT, Const, Ptr, Reg

MAX_INLINE = 16


class CallMixin:
    """Calls and inlining for :class:`isa.vf.ascendc.lower.Lowerer`."""

    # ------------------------------------------------------------ calls
    def call(self, node, dst: Reg | None = None):
        fn = node.child_by_field_name("function")
        args_node = node.child_by_field_name("arguments")
        arg_nodes = list(args_node.named_children) if args_node is not None else []
        targs_nodes = []
        fnode = fn
        if fn.type == "qualified_identifier":
            inner = fn
            while inner.type == "qualified_identifier":
                inner = inner.child_by_field_name("name")
            if inner.type == "template_function":
                fnode = inner
        if fn.type == "field_expression":
            return self.method(node, fn, targs_nodes)
        if fnode.type == "template_function":
            tl = fnode.child_by_field_name("arguments")
            targs_nodes = list(tl.named_children) if tl is not None else []
            name_txt = self.txt(fn)[: self.txt(fn).find("<")]
        elif fn.type in ("primitive_type", "type_identifier") or self.txt(fn) in V.SIZEOF:
            ty = self.type_of(fn)
            return self.convert(self.ev(arg_nodes[0]), ty, node) if arg_nodes else Const(0, ty)
        else:
            name_txt = self.txt(fn)
        name = " ".join(name_txt.split()).replace(" ", "")
        short = name.split("::")[-1]
        if short in ("static_cast", "reinterpret_cast", "const_cast"):
            ty = self.targ(targs_nodes[0])
            return self.convert(self.ev(arg_nodes[0]), ty, node)
        user = self.find("funcs", name)
        if self.host:
            targs = [self.targ(a) for a in targs_nodes]
            done = self.host_call(short, name, targs, arg_nodes, node, user)
            if done is not None:
                return done
            if short in blockcopy.API and (user is None or user.body is None):
                raise self.err(node, f"the Reg API call {short} is in host code",
                               "Reg API calls go in a __simd_vf__ function the host code calls")
        if user is not None and user.body is not None:
            targs = [self.targ(a) for a in targs_nodes]
            return self.inline(user, targs, arg_nodes, node, dst)
        builtin = regapi.SCALAR_BUILTINS.get(short)
        if builtin is not None:
            nargs, lower = builtin
            if len(arg_nodes) != nargs:
                raise self.err(node, f"{short} takes {nargs} argument{'s' * (nargs != 1)}, "
                               f"got {len(arg_nodes)}")
            return lower(self, [self.ev(a) for a in arg_nodes], node)
        if capi.is_c_api(short):
            return capi.lower(self, short, arg_nodes, node, dst)
        if short in blockcopy.API and len(arg_nodes) < blockcopy.MIN_ARGS.get(short, 0):
            raise self.err(node, f"{short} takes at least {blockcopy.MIN_ARGS[short]} arguments, "
                           f"got {len(arg_nodes)}", "docs/ascendc.md lists the forms")
        if short in blockcopy.API:
            targs = [self.targ(a) for a in targs_nodes]
            return blockcopy.API[short](self, short, targs, arg_nodes, node, dst)
        if short in ("asc_vf_call", "VF_CALL"):
            raise self.err(node, f"{short} launches a VF from host code; a VF cannot call one",
                           "inline the work or call a __simd_callee__ helper")
        raise self.err(fn, f"unknown function '{name}'",
                       "a Reg API call (docs/ascendc.md lists them) or a function defined in the file")

    def inline(self, fd, targs, arg_nodes, node, dst):
        if self.depth >= MAX_INLINE:
            raise self.err(node, f"helpers nested more than {MAX_INLINE} deep (recursion?)")
        if len(arg_nodes) != len(fd.params):
            raise self.err(node, f"{fd.name} takes {len(fd.params)} arguments, got {len(arg_nodes)}")
        args = []
        for p, a in zip(fd.params, arg_nodes):
            if p.ref and a.type == "identifier" and self.binding(self.txt(a)) is not None:
                args.append(self.binding(self.txt(a)))
            else:
                args.append(self.ev(a))
        saved = (self.scopes, self.src, self.ns, self.ret, self.done, self.runtime_depth,
                 self.assigned, self.local_using)
        call_loc = self.src.loc(node.start_byte, node.start_point)
        self.inlined.append(f"in {fd.name}, inlined at {call_loc}")
        self.scope_regs.append([])
        self.depth += 1
        try:
            self.src, self.ns = fd.src, fd.ns
            tb = self.bind_targs(fd, targs, args, node)
            scope = dict(tb)
            self.scopes = [scope]
            self.in_src(saved[1], lambda: self.deduce(fd, args, scope, node))
            self.assigned = self.assigned_names(fd.body)
            self.local_using = []
            for p, a in zip(fd.params, args):
                val = self.read(a) if isinstance(a, Var) and not p.ref else a
                if not p.ref and p.name in self.assigned and isinstance(val, (RT, Ptr, Const)):
                    reg = self.alloc("s", node)
                    self.scope_regs[-1].append(("s", reg))
                    pty = self.param_type(p)
                    self.in_src(saved[1], lambda: self.store(reg, val, pty, node))
                    val = Var(reg, pty)
                elif not p.ref and isinstance(val, Const) and not p.ptr:
                    val = self.convert(val, self.param_type(p), p.node)
                scope[p.name] = val
            self.ret, self.done, self.runtime_depth = None, False, 0
            self.block(fd.body.named_children)
            result = self.ret
        finally:
            self.depth -= 1
            self.inlined.pop()
            for kind, n in self.scope_regs.pop():
                self.release(kind, n)
            (self.scopes, self.src, self.ns, self.ret, self.done, self.runtime_depth,
             self.assigned, self.local_using) = saved
        return result

    def deduce(self, fd, args, scope, node) -> None:
        """Template parameters from argument types (``T*`` from a pointer, ``U&`` from a
        register), for the ones the call did not give."""
        names = {n for k, n, _ in fd.tparams if k == "type"}
        for p, a in zip(fd.params, args):
            tn = p.type_node
            v = self.read(a) if isinstance(a, Var) else a
            tt = self.in_src(fd.src, lambda: self.txt(tn)).replace(" ", "") if tn is not None else ""
            m = re.search(r"RegTensor<(\w+)>$", tt)
            if m and m.group(1) in names and m.group(1) not in scope and isinstance(v, Reg):
                scope[m.group(1)] = v.elem
                continue
            if tn is None or tt not in names or tt in scope:
                continue
            if p.ptr and isinstance(v, Ptr):
                scope[tt] = v.elem
            elif isinstance(v, Reg):
                scope[tt] = self.type_of_value(v, node)
            elif isinstance(v, (Const, RT)):
                scope[tt] = v.type
        missing = [n for n in names if n not in scope]
        if missing:
            raise self.err(node, f"cannot deduce template parameter {missing[0]} of {fd.name}",
                           f"give it: {fd.name}<…>(…)")

    # ------------------------------------------------------------ analysis
    def assigned_names(self, body) -> set:
        """Names a body may write: assignment targets, ++/--, UpdateMask counts, post-update
        pointers and arguments bound to a helper's reference parameter."""
        out: set = set()

        def walk(n):
            t = n.type
            if t == "assignment_expression":
                left = n.child_by_field_name("left")
                if left is not None and left.type == "identifier":
                    out.add(self.txt(left))
            elif t == "update_expression":
                arg = n.child_by_field_name("argument")
                if arg is not None and arg.type == "identifier":
                    out.add(self.txt(arg))
            elif t == "call_expression":
                fn = n.child_by_field_name("function")
                fname = self.txt(fn) if fn is not None else ""
                short = fname.split("<")[0].split("::")[-1]
                args = n.child_by_field_name("arguments")
                anodes = list(args.named_children) if args is not None else []
                post = "POST_MODE_UPDATE" in fname and len(anodes) >= 3
                if "DATA_BLOCK_COPY" in fname:  # (dst, p, …) / (p, src, …)
                    ptr = (anodes[1] if short == "LoadAlign" else anodes[0]) if post else None
                else:
                    ptr = (anodes[-2] if short == "LoadAlign" else anodes[0]) if post else None
                if short == "UpdateMask" or short.startswith("asc_update_mask_b"):
                    out.update(self.txt(a) for a in anodes if a.type == "identifier")
                elif ptr is not None and ptr.type == "identifier":  # the post-updated pointer
                    out.add(self.txt(ptr))
                else:
                    fd = self.find("funcs", fname.split("<")[0])
                    if fd is not None:
                        for p, a in zip(fd.params, anodes):
                            if p.ref and a.type == "identifier":
                                out.add(self.txt(a))
            for c in n.named_children:
                walk(c)
        if body is not None:
            walk(body)
        return out
