"""GDB remote serial protocol framing: ``$data#cs`` packets, acknowledgements, escapes.

The wire format is gdb's "Overview" and "Packets" sections of the GDB manual (Appendix E,
"GDB Remote Serial Protocol"): a packet is ``$``, the data, ``#`` and two hex digits of the
modulo-256 sum of the data; ``}`` escapes ``#$}*`` as the byte XOR 0x20; ``*`` in a *reply*
marks run-length encoding (we never send it: replies stay simple). A lone 0x03 byte is the
client's interrupt. Everything here is bounded: a packet longer than ``max_packet`` is dropped
whole and reported, so a hostile peer cannot make the server allocate without limit.
"""
from __future__ import annotations

import attrs

INTERRUPT = b"\x03"


def checksum(data: bytes) -> int:
    return sum(data) & 0xFF


def escape(data: bytes) -> bytes:
    """Binary data for a reply: ``#``, ``$``, ``}`` and ``*`` as ``}`` + (byte ^ 0x20)."""
    out = bytearray()
    for b in data:
        if b in b"#$}*":
            out += bytes((0x7D, b ^ 0x20))
        else:
            out.append(b)
    return bytes(out)


def unescape(data: bytes) -> bytes:
    """The X packet's binary payload back to bytes (a trailing lone ``}`` is dropped)."""
    out = bytearray()
    i, n = 0, len(data)
    while i < n:
        b = data[i]
        if b == 0x7D:
            if i + 1 < n:
                out.append(data[i + 1] ^ 0x20)
            i += 2
            continue
        out.append(b)
        i += 1
    return bytes(out)


def frame(data: bytes) -> bytes:
    """``$data#cs`` for a reply whose data is already escaped where needed."""
    return b"$" + data + b"#" + b"%02x" % checksum(data)


@attrs.define
class Event:
    """What the reader found: ``packet`` (its data), ``ack``/``nak`` (+/-), ``interrupt``
    (0x03), ``bad`` (a wrong checksum: ask again) or ``oversize`` (dropped)."""

    kind: str
    data: bytes = b""


class Reader:
    """Turns the byte stream into :class:`Event`s; keeps at most ``max_packet`` bytes."""

    def __init__(self, max_packet: int):
        self.max_packet = max_packet
        self.buf = bytearray()
        self.state = "idle"  # idle | data | cs1 | cs2
        self.over = False
        self.cs = b""

    def feed(self, chunk: bytes) -> list[Event]:
        out: list[Event] = []
        for b in chunk:
            st = self.state
            if st == "idle":
                if b == 0x24:  # $
                    self.state, self.over = "data", False
                    self.buf.clear()
                elif b == 0x2B:
                    out.append(Event("ack"))
                elif b == 0x2D:
                    out.append(Event("nak"))
                elif b == 0x03:
                    out.append(Event("interrupt"))
                # anything else between packets is line noise: ignored, as gdbserver does
            elif st == "data":
                if b == 0x23:  # #
                    self.state, self.cs = "cs1", b""
                elif b == 0x24:  # a new start inside a packet: the old one was cut short
                    self.buf.clear()
                    self.over = False
                elif len(self.buf) < self.max_packet:
                    self.buf.append(b)
                else:
                    self.over = True
            else:
                self.cs += bytes((b,))
                if st == "cs1":
                    self.state = "cs2"
                    continue
                self.state = "idle"
                data = bytes(self.buf)
                self.buf.clear()
                if self.over:
                    out.append(Event("oversize"))
                    continue
                try:
                    want = int(self.cs, 16)
                except ValueError:
                    want = -1
                out.append(Event("packet", data) if want == checksum(data) else Event("bad"))
        return out
