"""The GDB remote-protocol server over a :class:`simulator.debug.Debugger` session.

One client at a time, all-stop, one thread (id 1) — what gdb and lldb need to debug a
linux-user program, as ``qemu-aarch64 -g PORT`` offers. On top of what QEMU offers: reverse
execution (``bs``/``bc``: the debugger's undo log makes it exact), read of simulated cycles
(``monitor cycles``). Packets follow the GDB manual's "Packets", "Stop Reply Packets",
"General Query Packets" and "Host I/O"-free subset; lldb's extra queries (qHostInfo,
qProcessInfo, qMemoryRegionInfo, QStartNoAckMode …) follow lldb's docs/lldb-gdb-remote.txt.
Anything unknown gets the empty reply the protocol prescribes; malformed arguments get ``E``
replies; nothing a client sends ends the server except ``k``, ``D`` or closing the connection.
"""
from __future__ import annotations

import select
import socket
import threading

from simulator.debug import DebugError, Stop

from . import rsp, target

MAX_PACKET = 0x40000  # bytes of one incoming packet (G at SVL 2048 needs ~140 KB of hex)
MAX_MEMORY = 0x10000  # bytes one m/x read returns
TID = 1
SIGNALS = {"SIGHUP": 1, "SIGINT": 2, "SIGQUIT": 3, "SIGILL": 4, "SIGTRAP": 5, "SIGABRT": 6,
           "SIGFPE": 8, "SIGKILL": 9, "SIGBUS": 10, "SIGSEGV": 11, "SIGSYS": 12, "SIGPIPE": 13,
           "SIGALRM": 14, "SIGTERM": 15, "SIGXCPU": 24}  # gdb's own numbering (gdb/signals.def)
TRIPLE = b"aarch64-unknown-linux-gnu"
_HELP = ("monitor cycles   simulated cycles so far and the instruction count\n"
         "monitor help     this text\n")


class _Bad(Exception):
    """A packet whose arguments do not parse: the reply is ``E`` + code."""

    def __init__(self, code: int = 1):
        super().__init__(code)
        self.code = code


def _hex_int(text: bytes) -> int:
    try:
        return int(text, 16)
    except ValueError:
        raise _Bad(1) from None


def _unhex(text: bytes) -> bytes:
    try:
        return bytes.fromhex(text.decode("ascii"))
    except (ValueError, UnicodeDecodeError):
        raise _Bad(1) from None


class GdbServer:
    """Serves one debugger session; ``say(text)`` receives messages for the user."""

    def __init__(self, dbg, say=lambda text: None):
        self.dbg = dbg
        self.say = say
        self.regs: tuple[target.Reg, ...] | None = None
        self.xml = b""
        self.last_stop = b"S05"
        self.fault_reported = False
        self.breaks: dict[int, int] = {}  # address -> debugger breakpoint number
        self.watches: dict[tuple[int, int, int], int] = {}  # (type, addr, len) -> number
        self.watch_addr: dict[int, int] = {}  # watchpoint number -> address
        self.ack = True
        self.conn: socket.socket | None = None
        self.outcome = ""  # "kill", "detach" or "" (the client went away)
        self.pending = bytearray()  # bytes read while the program ran
        self.closed = False  # the client closed the connection while the program ran

    # ------------------------------------------------------------------ connections
    def serve(self, sock: socket.socket) -> str:
        """Accept clients on the listening ``sock`` until one kills or detaches, or the
        program has ended and its client left. Returns "kill", "detach", "ended" or "closed"
        (someone closed the listening socket)."""
        while True:
            try:
                conn, peer = sock.accept()
            except OSError:
                return "closed"
            self.say(f"gdb client connected from {peer[0]}:{peer[1]}")
            self.session(conn)
            if self.outcome:
                return self.outcome
            if self.dbg.m.finished:
                return "ended"
            self.say("gdb client left; waiting for another")

    def session(self, conn: socket.socket) -> None:
        self.conn, self.ack, self.outcome = conn, True, ""
        self.pending.clear()
        self.closed = False
        reader = rsp.Reader(MAX_PACKET)
        last = b""
        try:
            while not self.outcome:
                if self.pending:
                    chunk = bytes(self.pending)
                    self.pending.clear()
                elif self.closed:
                    return
                else:
                    try:
                        chunk = conn.recv(65536)
                    except OSError:
                        return
                    if not chunk:
                        return
                for ev in reader.feed(chunk):
                    if ev.kind == "packet":
                        if self.ack:
                            conn.sendall(b"+")
                        reply = self.handle(ev.data)
                        if reply is not None:
                            last = rsp.frame(reply)
                            conn.sendall(last)
                        if self.outcome:
                            break
                    elif ev.kind == "bad" and self.ack:
                        conn.sendall(b"-")
                    elif ev.kind == "oversize":
                        if self.ack:
                            conn.sendall(b"+")
                        last = rsp.frame(b"E22")
                        conn.sendall(last)
                    elif ev.kind == "nak" and last:
                        conn.sendall(last)
        except OSError:
            return
        finally:
            try:
                conn.close()
            except OSError:
                pass
            self.conn = None

    # ------------------------------------------------------------------ dispatch
    def handle(self, pkt: bytes) -> bytes | None:
        """The reply to one packet (None: no reply, as after ``k``)."""
        if not pkt:
            return b""
        try:
            return self._dispatch(pkt)
        except _Bad as e:
            return b"E%02x" % e.code
        except DebugError as e:
            self.say(f"gdb request refused: {e.message}")
            return b"E01"
        except target.RegisterError as e:
            self.say(f"gdb register write refused: {e}")
            return b"E01"
        except Exception as e:  # noqa: BLE001 - a packet must never stop the server
            self.say(f"internal error on packet {pkt[:40]!r}: {type(e).__name__}: {e}")
            return b"E01"

    def _dispatch(self, pkt: bytes) -> bytes | None:
        c, body = pkt[:1], pkt[1:]
        if c == b"?":
            return self.last_stop
        if c == b"g":
            return self._all_regs().hex().encode()
        if c == b"G":
            return self._write_all(_unhex(body))
        if c == b"p":
            return self._reg(_hex_int(body))
        if c == b"P":
            n, _, val = body.partition(b"=")
            return self._set_reg(_hex_int(n), _unhex(val))
        if c == b"m":
            return self._read_mem(*self._addr_len(body))
        if c in (b"M", b"X"):
            head, sep, data = body.partition(b":")
            if not sep:
                raise _Bad(1)
            addr, n = self._addr_len(head)
            raw = _unhex(data) if c == b"M" else rsp.unescape(data)
            if len(raw) != n:
                raise _Bad(1)
            return self._write_mem(addr, raw)
        if c in (b"Z", b"z"):
            return self._point(c == b"Z", body)
        if c in (b"c", b"s", b"C", b"S"):
            if c in (b"c", b"s") and body:
                self._jump(_hex_int(body))
            return self._resume(forward=True, step=c in (b"s", b"S"))
        if pkt == b"bs":
            return self._resume(forward=False, step=True)
        if pkt == b"bc":
            return self._resume(forward=False, step=False)
        if c == b"v":
            return self._v(pkt)
        if c == b"q":
            return self._query(pkt)
        if c == b"Q":
            if pkt == b"QStartNoAckMode":
                self.ack = False
                return b"OK"
            if pkt in (b"QEnableErrorStrings", b"QListThreadsInStopReply"):
                return b"OK"
            return b""
        if c == b"H" or c == b"T":
            return b"OK"
        if c == b"D":
            self.outcome = "detach"
            return b"OK"
        if c == b"k":
            self.outcome = "kill"
            return None
        return b""

    # ------------------------------------------------------------------ registers
    def _layout(self) -> tuple[target.Reg, ...]:
        if self.regs is None:
            st = self.dbg.m.state
            self.regs = target.layout(st.vlb, st.svlb)
            self.xml = target.target_xml(self.regs, st.vlb, st.svlb)
        return self.regs

    def _all_regs(self) -> bytes:
        m = self.dbg.m
        return b"".join(target.read(m, r) for r in self._layout())

    def _reg(self, n: int) -> bytes:
        regs = self._layout()
        if not 0 <= n < len(regs):
            return b"E45"
        return target.read(self.dbg.m, regs[n]).hex().encode()

    def _write_all(self, data: bytes) -> bytes:
        regs = self._layout()
        if len(data) != sum(r.nbytes for r in regs):
            raise _Bad(1)
        with self.dbg.history.edit():
            at = 0
            for r in regs:
                chunk = data[at:at + r.nbytes]
                at += r.nbytes
                if chunk != target.read(self.dbg.m, r):  # unchanged read-only parts pass
                    target.write(self.dbg.m, r, chunk, self.dbg.slot_at)
        return b"OK"

    def _set_reg(self, n: int, data: bytes) -> bytes:
        regs = self._layout()
        if not 0 <= n < len(regs) or len(data) != regs[n].nbytes:
            raise _Bad(1)
        with self.dbg.history.edit():
            target.write(self.dbg.m, regs[n], data, self.dbg.slot_at)
        return b"OK"

    def _jump(self, addr: int) -> None:
        self._set_reg(32, addr.to_bytes(8, "little"))

    # ------------------------------------------------------------------ memory
    @staticmethod
    def _addr_len(body: bytes) -> tuple[int, int]:
        a, sep, n = body.partition(b",")
        if not sep:
            raise _Bad(1)
        return _hex_int(a), _hex_int(n)

    def _read_mem(self, addr: int, n: int) -> bytes:
        n = min(n, MAX_MEMORY)
        mem = self.dbg.m.memory
        out = bytearray()
        while len(out) < n:  # region by region: a read may cross from one into the next
            a = addr + len(out)
            r = mem.region_at(a)
            if r is None:
                break
            take = min(n - len(out), r.end - a)
            out += bytes(r.buf[a - r.base:a - r.base + take])
        if not out and n:
            return b"E14"  # EFAULT, as gdbserver answers
        return out.hex().encode()

    def _write_mem(self, addr: int, data: bytes) -> bytes:
        mem = self.dbg.m.memory
        if data and not mem.mapped(addr, len(data)):
            return b"E14"
        if data:
            with self.dbg.history.edit():
                mem.write_bytes(addr, data)
        return b"OK"

    # ------------------------------------------------------------------ break/watch points
    def _point(self, insert: bool, body: bytes) -> bytes:
        parts = body.split(b";", 1)[0].split(b",")
        if len(parts) != 3:
            raise _Bad(1)
        kind, addr, length = (_hex_int(p) for p in parts)
        dbg = self.dbg
        if kind in (0, 1):
            if insert:
                if addr not in self.breaks:
                    self.breaks[addr] = dbg.add_breakpoint(f"*0x{addr:x}").number
            elif addr in self.breaks:
                dbg.delete([self.breaks.pop(addr)])
            return b"OK"
        if kind in (2, 3, 4):  # write (value change), read, access
            if not 0 < length <= 4096:
                raise _Bad(22)
            key = (kind, addr, length)
            if insert and key not in self.watches:
                if kind == 2:
                    number = dbg.add_watchpoint(f"{{u8[{length}]}}0x{addr:x}").number
                else:  # stop before an instruction touching them (simulator/debug/access.py)
                    number = dbg.add_access_watch(addr, length,
                                                  "read" if kind == 3 else "access").number
                self.watches[key] = number
                self.watch_addr[number] = addr
            elif not insert and key in self.watches:
                number = self.watches.pop(key)
                self.watch_addr.pop(number, None)
                dbg.delete([number])
            return b"OK"
        return b""

    # ------------------------------------------------------------------ running
    def _resume(self, forward: bool, step: bool) -> bytes:
        dbg = self.dbg
        m = dbg.m
        if forward and m.finished:
            return self._end_reply()
        if forward:
            stop = self._motion(dbg.stepi if step else dbg.cont)
        else:
            stop = self._motion(dbg.reverse_stepi if step else dbg.reverse_continue)
        if stop.reason == "watchpoint":
            # a hardware watchpoint on AArch64 stops before the store completes; gdb then
            # single-steps over it itself (gdbarch "have_nonsteppable_watchpoint"), backwards
            # when reverse-continuing: report the stop one instruction short in either direction
            if forward:
                dbg.backward(n=1, bps=False)
            else:
                dbg.forward(n=1, bps=False)
        self.last_stop = self._stop_reply(stop)
        return self.last_stop

    def _motion(self, fn) -> Stop:
        """Run ``fn`` while a helper thread watches the connection for gdb's interrupt byte."""
        dbg, conn = self.dbg, self.conn
        done = threading.Event()

        def poll() -> None:
            # bytes that arrive while running are kept for the session loop; an interrupt
            # byte or the end of the connection stops the run
            while not done.is_set() and conn is not None:
                try:
                    ready, _, _ = select.select([conn], [], [], 0.05)
                    if not ready:
                        continue
                    chunk = conn.recv(65536)
                except (OSError, ValueError):
                    chunk = b""
                if not chunk:
                    self.closed = dbg.interrupted = True
                    return
                if rsp.INTERRUPT in chunk:
                    dbg.interrupted = True
                if len(self.pending) < MAX_PACKET:
                    self.pending += chunk

        t = threading.Thread(target=poll, daemon=True)
        t.start()
        try:
            return fn()
        finally:
            done.set()
            t.join()

    def _expedite(self) -> bytes:
        regs = self._layout()
        m = self.dbg.m
        return b"".join(b"%02x:%s;" % (n, target.read(m, regs[n]).hex().encode())
                        for n in (29, 30, 31, 32))

    def _stop_reply(self, stop: Stop) -> bytes:
        r = stop.reason
        if r == "exited":
            return self._end_reply()
        if r == "fault":
            self.fault_reported = True
            return b"T%02xthread:%x;" % (self._signal(), TID) + self._expedite()
        why = b""
        sig = 5
        if r == "breakpoint" and stop.breakpoint is not None and \
                stop.breakpoint.number in self.breaks.values():
            why = b"swbreak:;"  # the client's own: without it gdb reports a SIGTRAP
        elif r == "watchpoint" and stop.watch is not None:
            why = b"watch:%x;" % self.watch_addr.get(stop.watch.number, 0)
        elif r == "access-watch" and stop.access is not None:
            tag = b"rwatch" if stop.access.kind == "read" else b"awatch"
            why = b"%s:%x;" % (tag, stop.access.address)
        elif r in ("history-start", "history-limit"):
            why = b"replaylog:begin;"
        elif r == "interrupted":
            sig = 2
        elif r == "step-limit":
            sig = SIGNALS["SIGXCPU"]
        return b"T%02xthread:%x;" % (sig, TID) + self._expedite() + why

    def _signal(self) -> int:
        f = self.dbg.m.fault
        word = f.kind.split()[0] if f is not None and f.kind else ""
        return SIGNALS.get(word, 5)

    def _end_reply(self) -> bytes:
        m = self.dbg.m
        if m.fault is not None:
            return b"X%02x" % self._signal()
        return b"W%02x" % (m.exit_code & 0xFF)

    # ------------------------------------------------------------------ v packets
    def _v(self, pkt: bytes) -> bytes | None:
        if pkt == b"vCont?":
            return b"vCont;c;C;s;S"
        if pkt.startswith(b"vCont;"):
            actions = pkt[6:].split(b";")
            first = actions[0].split(b":")[0] if actions and actions[0] else b""
            if first[:1] in (b"c", b"C"):
                return self._resume(forward=True, step=False)
            if first[:1] in (b"s", b"S"):
                return self._resume(forward=True, step=True)
            if first[:1] == b"t":
                return b"OK"
            raise _Bad(1)
        if pkt.startswith(b"vKill"):
            self.outcome = "kill"
            return b"OK"
        return b""  # vMustReplyEmpty, vFile, vRun, vAttach…: not supported

    # ------------------------------------------------------------------ queries
    def _query(self, pkt: bytes) -> bytes:
        if pkt.startswith(b"qSupported"):
            return (b"PacketSize=%x;qXfer:features:read+;swbreak+;hwbreak+;ReverseStep+;"
                    b"ReverseContinue+;vContSupported+;QStartNoAckMode+" % MAX_PACKET)
        if pkt.startswith(b"qXfer:features:read:"):
            return self._xfer(pkt[len(b"qXfer:features:read:"):])
        if pkt == b"qOffsets":
            return b"Text=0;Data=0;Bss=0"
        if pkt.startswith(b"qAttached"):
            return b"1"
        if pkt == b"qC":
            return b"QC%x" % TID
        if pkt == b"qfThreadInfo":
            return b"m%x" % TID
        if pkt == b"qsThreadInfo":
            return b"l"
        if pkt.startswith(b"qThreadExtraInfo"):
            return b"main".hex().encode()
        if pkt.startswith(b"qRcmd,"):
            return self._monitor(_unhex(pkt[6:]).decode("utf-8", "replace").strip())
        if pkt == b"qHostInfo":
            return (b"triple:%s;endian:little;ptrsize:8;ostype:linux;vendor:unknown;"
                    % TRIPLE.hex().encode())
        if pkt == b"qProcessInfo":
            return (b"pid:1;parent-pid:1;real-uid:0;real-gid:0;effective-uid:0;"
                    b"effective-gid:0;triple:%s;ostype:linux;endian:little;ptrsize:8;"
                    % TRIPLE.hex().encode())
        if pkt.startswith(b"qMemoryRegionInfo:"):
            return self._region(_hex_int(pkt[len(b"qMemoryRegionInfo:"):]))
        if pkt.startswith(b"qWatchpointSupportInfo"):
            return b"num:4;"
        if pkt.startswith(b"qSymbol"):
            return b"OK"
        return b""  # qTStatus, qStructuredDataPlugins, qRegisterInfo…: empty, as allowed

    def _xfer(self, rest: bytes) -> bytes:
        annex, _, span = rest.partition(b":")
        if annex != b"target.xml":
            return b"E00"
        off, n = self._addr_len(span)
        self._layout()
        part = self.xml[off:off + min(n, MAX_PACKET // 2)]
        more = off + len(part) < len(self.xml)
        return (b"m" if more else b"l") + rsp.escape(part)

    def _region(self, addr: int) -> bytes:
        mem = self.dbg.m.memory
        r = mem.region_at(addr)
        if r is not None:
            perms = "".join(c for c in r.perms if c != "-")
            return b"start:%x;size:%x;permissions:%s;" % (r.base, r.size, perms.encode())
        later = [x.base for x in mem.regions if x.base > addr]
        end = min(later) if later else 1 << 64
        return b"start:%x;size:%x;" % (addr, end - addr)

    def _monitor(self, cmd: str) -> bytes:
        words = cmd.split()
        if words[:1] == ["cycles"]:
            t = self.dbg.timing()
            steps = self.dbg.m.steps
            text = (f"cycles: {t['cycles']}  (instructions: {steps})\n" if t is not None else
                    f"cycles: timing is off (--no-timing)  (instructions: {steps})\n")
        elif words[:1] in (["help"], []):
            text = _HELP
        else:
            text = f"unknown monitor command '{cmd}'\n" + _HELP
        self._console(text)
        return b"OK"

    def _console(self, text: str) -> None:
        """Console output (``O`` packets) before a command's final reply."""
        if self.conn is not None:
            self.conn.sendall(rsp.frame(b"O" + text.encode().hex().encode()))


def listen(spec: str) -> socket.socket:
    """A listening socket for ``PORT`` or ``HOST:PORT`` (127.0.0.1 unless a host is given)."""
    host, sep, port = spec.rpartition(":")
    if not sep:
        host = "127.0.0.1"
    host = host.strip("[]") or "127.0.0.1"
    try:
        num = int(port)
    except ValueError:
        raise ValueError(f"--gdb {spec}: the port must be a number") from None
    if not 0 <= num <= 65535:
        raise ValueError(f"--gdb {spec}: the port must be 0-65535")
    fam = socket.AF_INET6 if ":" in host else socket.AF_INET
    s = socket.socket(fam, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        s.bind((host, num))
    except OSError as e:
        s.close()
        raise ValueError(f"--gdb {spec}: cannot listen there: {e.strerror}") from None
    s.listen(1)
    return s
