"""Tiled layouts: golden values (openxla tiled_layout.md), XLA parser cases, properties against a
slow per-element reference of the seed's formula, ulmBLAS packing."""

from __future__ import annotations

import math
import struct

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.layout import (
    COMBINE,
    LayoutError,
    Shape,
    SubByte,
    bf16_bits_to_f32,
    byte_size,
    f32_to_bf16_bits,
    from_memory,
    linear_index,
    offsets,
    packed_a,
    packed_b,
    parse_layout,
    parse_shape,
    to_memory,
    tpu_default_layout,
    trace_index,
)

# ---------------------------------------------------------------------------------------------
# Reference: the seed's formula, element by element, written independently of the library.
#   linear_index(e, d) = e_n·d_{n-1}…d_1 + … + e_1
#   linear_index_with_tile(e, d, t) = linear_index((⌊e/t⌋, e mod t), (⌈d/t⌉, t))
# A tile with fewer dims leaves the major dims alone (they stay in front, unsplit); '*' removes
# dim i and multiplies the bound of the next more minor dim by d_i. Level n+1 tiles the result.
# ---------------------------------------------------------------------------------------------


def ref_linear(e, d):
    total = 0
    for i in range(len(e)):
        total += e[i] * math.prod(d[i + 1 :])
    return total


def ref_one_level(e, d, tile):
    e, d = list(e), list(d)
    t = [None] * (len(d) - len(tile)) + list(tile)  # None: a major dim the tile leaves alone
    i = 0
    while i < len(t):
        if t[i] == COMBINE:  # fold dim i into dim i+1 (the next more minor)
            e[i + 1] = e[i] * d[i + 1] + e[i + 1]
            d[i + 1] = d[i] * d[i + 1]
            del e[i], d[i], t[i]
        else:
            i += 1
    m = t.count(None)
    tiled = list(zip(e[m:], d[m:], t[m:]))
    return (
        e[:m] + [a // b for a, _, b in tiled] + [a % b for a, _, b in tiled],
        d[:m] + [-(-a // b) for _, a, b in tiled] + t[m:],
    )


def ref_slot(dims, m2m, tiles, index):
    e = [index[k] for k in reversed(m2m)]
    d = [dims[k] for k in reversed(m2m)]
    for tile in tiles:
        e, d = ref_one_level(e, d, tile)
    return ref_linear(e, d), math.prod(d)


def ref_slots_count(dims, m2m, tiles, align=1):
    _, n = ref_slot(dims, m2m, tiles, [0] * len(dims)) if all(dims) else (0, None)
    if n is None:  # an empty dim: follow the bounds only
        d = [dims[k] for k in reversed(m2m)]
        e = [0] * len(d)
        for tile in tiles:
            e, d = ref_one_level(e, d, tile)
        n = math.prod(d)
    return -(-n // align) * align


def ref_to_memory(array, shape_text, dims, m2m, tiles, fmt, bits, align=1):
    """Per-element memory writer: struct-packs each value at its reference slot."""
    n = ref_slots_count(dims, m2m, tiles, align)
    buf = bytearray(-(-n * bits // 8))
    for idx in np.ndindex(*dims):
        slot, _ = ref_slot(dims, m2m, tiles, idx)
        v = array[idx]
        if bits < 8:
            bit = slot * bits
            buf[bit // 8] |= (int(v) & ((1 << bits) - 1)) << (bit % 8)
        else:
            size = bits // 8
            buf[slot * size : (slot + 1) * size] = struct.pack("<" + fmt, v.item())
    return np.frombuffer(bytes(buf), dtype=np.uint8)


def tiles_of(shape: Shape):
    return [t.dims for t in shape.layout.tiles]


# ---------------------------------------------------------------------------------------------
# Golden values
# ---------------------------------------------------------------------------------------------


def test_figure1_element_2_3_is_17_and_96_bytes():
    s = parse_shape("f32[3,5]{1,0:T(2,2)}")
    assert linear_index(s, (2, 3)) == 17
    assert s.num_slots == 24
    assert s.byte_size == 96 == byte_size(s)


def test_figure1_memory_order_with_padding():
    # Memory order of Fig. 1 (reference report A5): None = padding slot.
    order = [(0, 0), (0, 1), (1, 0), (1, 1), (0, 2), (0, 3), (1, 2), (1, 3), (0, 4), None,
             (1, 4), None, (2, 0), (2, 1), None, None, (2, 2), (2, 3), None, None,
             (2, 4), None, None, None]  # fmt: skip
    s = parse_shape("f32[3,5]{1,0:T(2,2)}")
    a = (np.arange(15, dtype=np.float32) + 1).reshape(3, 5)
    mem = to_memory(a, s, pad=-1.0).view(np.float32)
    expect = [a[p] if p else -1.0 for p in order]
    assert mem.tolist() == expect


FIG2 = [
    [0, 2, 4, 6, 8, 10, 12, 14],
    [1, 3, 5, 7, 9, 11, 13, 15],
    [16, 18, 20, 22, 24, 26, 28, 30],
    [17, 19, 21, 23, 25, 27, 29, 31],
]


def test_figure2_two_level_table():
    s = parse_shape("f32[4,8]{1,0:T(2,4)(2,1)}")
    assert offsets(s).tolist() == FIG2
    for r in range(4):
        for c in range(8):
            assert linear_index(s, (r, c)) == (r // 2) * 16 + (c // 4) * 8 + (c % 4) * 2 + r % 2


def test_alternative_bf16_tiling_8x8_element_6_5_is_51():
    s = parse_shape("f32[8,8]{1,0:T(2,4)(2,1,1,1)}")
    assert linear_index(s, (6, 5)) == 51
    assert offsets(s)[6, 5] == 51


def test_combined_dims_behave_as_112_by_110():
    five = parse_shape("f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}")
    two = parse_shape("f32[112,110]{1,0:T(2,3)}")
    assert five.layout.tiles[0].dims == (COMBINE, COMBINE, 2, COMBINE, 3)
    assert np.array_equal(offsets(five).reshape(112, 110), offsets(two))
    assert five.byte_size == two.byte_size == 112 * 111 * 4  # 110 columns pad to 111
    assert linear_index(five, (1, 2, 3, 4, 5)) == linear_index(
        two, (1 * 56 + 2 * 8 + 3, 4 * 10 + 5)
    )


def test_s4_int4_shape_size():
    s = parse_shape("s4[9216,6144]{1,0:T(64,128)(8,1)E(4)}")
    assert s.byte_size == 28_311_552  # xla/shape_util_test.cc Int4ShapeSize
    assert s.element_bits == 4 and s.dtype == SubByte("s4", 4, True)


def test_combine_dimension_is_int64_min():
    assert COMBINE == -(2**63)


# ---------------------------------------------------------------------------------------------
# TPU formats (seed 000/001)
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "dtype, dims, text",
    [
        ("f32", (1, 300), "f32[1,300]{1,0:T(2,128)}"),
        ("f32", (2, 300), "f32[2,300]{1,0:T(2,128)}"),
        ("s32", (3, 300), "s32[3,300]{1,0:T(4,128)}"),
        ("f32", (4, 300), "f32[4,300]{1,0:T(4,128)}"),
        ("u32", (5, 300), "u32[5,300]{1,0:T(8,128)}"),
        ("f32", (7, 16, 256), "f32[7,16,256]{2,1,0:T(8,128)}"),
        ("bf16", (16, 256), "bf16[16,256]{1,0:T(8,128)(2,1)}"),
        ("f16", (16, 256), "f16[16,256]{1,0:T(8,128)(2,1)}"),
        ("s8", (16, 256), "s8[16,256]{1,0:T(8,128)(4,1)}"),
        ("u8", (16, 256), "u8[16,256]{1,0:T(8,128)(4,1)}"),
        ("pred", (64, 256), "pred[64,256]{1,0:T(32,128)(32,1)E(1)}"),
        ("f32", (300,), "f32[300]{0}"),
    ],
)
def test_tpu_default_layouts(dtype, dims, text):
    assert str(tpu_default_layout(dtype, dims)) == text


def test_tpu_formats_pack_rows_into_32_bit_words():
    # 16-bit: an even row and the next odd row share one 32-bit word (2 elements).
    off = offsets(tpu_default_layout("bf16", (16, 256)))
    assert np.all(off[1::2] == off[0::2] + 1) and np.all(off[0::2] % 2 == 0)
    # 8-bit: four consecutive rows fill one 32-bit word (4 byte-sized elements).
    off = offsets(tpu_default_layout("s8", (16, 256)))
    for k in range(4):
        assert np.all(off[k::4] == off[0::4] + k)
    assert np.all(off[0::4] % 4 == 0)
    # pred with 1 bit each: 32 consecutive rows make one 32-bit word.
    s = tpu_default_layout("pred", (64, 256))
    off = offsets(s)
    for k in range(32):
        assert np.all(off[k::32] == off[0::32] + k)
    assert s.byte_size == 64 * 256 // 8
    # 32-bit: the (8,128) tile is 8 rows of 128 consecutive elements.
    off = offsets(tpu_default_layout("f32", (16, 256)))
    assert off[0, 127] == 127 and off[1, 0] == 128 and off[0, 128] == 1024


def test_tpu_small_format_saves_memory():
    assert tpu_default_layout("f32", (2, 128)).byte_size == 2 * 128 * 4
    assert Shape.make("f32", (2, 128), tiles=[(8, 128)]).byte_size == 8 * 128 * 4


# ---------------------------------------------------------------------------------------------
# Parser and printer: XLA's own cases (hlo_parser_test.cc, layout_test.cc) and ours
# ---------------------------------------------------------------------------------------------

ROUND_TRIP = [
    # (input, canonical XLA text)
    ("f32[123,456]", "f32[123,456]{1,0}"),
    ("f32[123,456]{0,1}", "f32[123,456]{0,1}"),
    ("f32[123,456]{0,1:T(2,128)}", "f32[123,456]{0,1:T(2,128)}"),
    ("f32[123,456,789]{0,1,2:T(2, * , 128)}", "f32[123,456,789]{0,1,2:T(2,*,128)}"),
    ("bf16[123,456,789]{2,1,0:T(2,*,128)(2,1)}", "bf16[123,456,789]{2,1,0:T(2,*,128)(2,1)}"),
    ("s4[123,456]{1,0:T(2,128)E(4)}", "s4[123,456]{1,0:T(2,128)E(4)}"),
    ("pred[123,456]{1,0:T(2,128)S(3)}", "pred[123,456]{1,0:T(2,128)S(3)}"),
    ("pred[123,456]{1,0:S(3)}", "pred[123,456]{1,0:S(3)}"),
    ("f32[123,456]{1,0:T(16,128)M(1024)}", "f32[123,456]{1,0:T(16,128)M(1024)}"),
    ("pred[123,456]{1,0:T(2,128)S(3)SC(1:200)}", "pred[123,456]{1,0:T(2,128)S(3)SC(1:200)}"),
    ("pred[123,456]{1,0:S(3)SC(0:10)(1:4,5)}", "pred[123,456]{1,0:S(3)SC(0:10)(1:4,5)}"),
    ("pred[123,456]{1,0:SC(1:50,200)}", "pred[123,456]{1,0:SC(1:50,200)}"),
    ("f32[ 1, 2,3, 4, 5]{0, 1, 2,3, 4 }", "f32[1,2,3,4,5]{0,1,2,3,4}"),
    ("bf16[32,32,8192]{2,1,0:T(8,128)(2,1)S(1)}", "bf16[32,32,8192]{2,1,0:T(8,128)(2,1)S(1)}"),
    ("f32[1,64,10,128]{1,0,2,3}", "f32[1,64,10,128]{1,0,2,3}"),
    ("f32[8,100,100,3]{3,0,2,1}", "f32[8,100,100,3]{3,0,2,1}"),
    ("f32[3,5]{1,0:T(2,2)L(8)}", "f32[3,5]{1,0:T(2,2)L(8)}"),
    ("f32[3,5]{1,0:L(1)E(32)S(0)}", "f32[3,5]{1,0:E(32)}"),  # L(1) and S(0) are not printed
    ("f32[]", "f32[]"),
    ("f32[]{}", "f32[]"),
    ("u8[0,4]{1,0:T(8,128)}", "u8[0,4]{1,0:T(8,128)}"),
]


@pytest.mark.parametrize("text, canonical", ROUND_TRIP)
def test_print_round_trips(text, canonical):
    s = parse_shape(text)
    assert str(s) == canonical
    assert parse_shape(canonical) == s


def test_parsed_fields():
    s = parse_shape("bf16[123,456,789]{2,1,0:T(2,*,128)(2,1)}")
    assert s.element_type == "bf16" and s.dims == (123, 456, 789)
    assert s.layout.minor_to_major == (2, 1, 0)
    assert tiles_of(s) == [(2, COMBINE, 128), (2, 1)]
    s = parse_shape("pred[123,456]{1,0:T(2,128)S(3)}")
    assert s.layout.memory_space == 3 and tiles_of(s) == [(2, 128)]
    assert parse_shape("s4[123,456]{1,0:T(2,128)E(4)}").layout.element_size_in_bits == 4


@pytest.mark.parametrize(
    "text", ["{}", "{4,5,6}", "{3,2,1,0:T(42,123)(4,5)}", "{3,2,1,0:T(42,123)(4,5)S(3)}"]
)
def test_layout_to_string_cases(text):  # xla/layout_test.cc ToString
    assert str(parse_layout(text)) == text


def test_tile_prints_star():
    assert str(parse_layout("{0,1,2:T(2, * , 128)}").tiles[0]) == "(2,*,128)"


MUST_FAIL = [
    # (text, message fragment, character the column points at)
    (
        "f32[123,456,789]{1:T(2, * , 128)}",
        "Dimensions size is 3, but minor to major size is 1.",
        "1",
    ),
    ("f32[123,456]foobar{0,1}", "extra content", "f"),
    ("f32[123,456]{foo}", "after '{'", "f"),
    ("f32[123,456]dense{foo}", "extra content", "d"),
    ("f32[3,5]{}", "Dimensions size is 2, but minor to major size is 0.", "{"),
    ("f32[3,5]{1,1}", "duplicate values: {1, 1}", "1"),
    ("f32[3,5]{1,2}", "out-of-bounds value: {1, 2}", "2"),
    ("f32[3,5]{1,0:T(2,0)}", "positive integer or '*', got 0", "0"),
    ("f32[3,5]{1,0:T(2,-4)}", "got -4", "-"),
    ("f32[3,5]{1,0:T(2,*)}", "most minor tile dimension cannot be '*'", "*"),
    ("f32[3,5]{1,0:T()}", "at least one dimension", "("),
    (
        "f32[3,5]{1,0:T(2,2,2)}",
        "tile (2,2,2) has 3 dimensions, but the shape it tiles has rank 2",
        "(",
    ),
    ("f32[4,4]{1,0:T(*,2,2)}", "has 3 dimensions, but the shape it tiles has rank 2", "("),
    ("f32[4,8]{1,0:T(2,4)(2,2,2,2,2)}", "rank 4", "("),
    ("f32[]{:T(1)}", "rank 0", "("),
    ("f33[3]", "expects an element type", "f"),
    ("s8[3]{0:E(4)}", "E(4) is not supported for s8", "4"),
    ("s4[3]{0:E(2)}", "E(2) is not supported for s4", "2"),
    ("f32[3,5]{1,0:E(32)T(2,2)}", "out of order", "T"),
    ("f32[3,5]{1,0:L(0)}", "L(0)", "0"),
    ("f32[10,10]{1,0:D(X,C)}", "sparse", "D"),
    ("f32[10,10]{1,0:T(128,8)P(f32[10,10])}", "sparse", "P"),
    ("f32[123,<=456]", "dynamic dimensions", "<"),
    ("f32[?,784]", "dynamic dimensions", "?"),
    ("(f32[1],s8[2])", "tuple", "("),
    ("f32[3,5", "expects ']'", None),
    ("f32[3,5]{1,0", "expects layout to end with '}'", None),
    ("f32[3,5]{1,0:T(2,2}", "expects ')'", "}"),
    ("f32[3,5]{1,0:Q(2)}", "unsupported layout attribute 'Q'", "Q"),
    ("f32[3,5] $", "unexpected character '$'", "$"),
]


@pytest.mark.parametrize("text, fragment, at", MUST_FAIL)
def test_bad_shapes_report_message_and_column(text, fragment, at):
    with pytest.raises(LayoutError) as info:
        parse_shape(text)
    e = info.value
    assert fragment in e.message
    assert 1 <= e.column <= len(text) + 1
    if at is None:
        assert e.column == len(text) + 1  # end of text
    else:
        assert text[e.column - 1] == at


def test_dimension_mismatch_column_is_the_minor_to_major_list():
    text = "f32[123,456,789]{1:T(2,*,128)}"
    with pytest.raises(LayoutError) as info:
        parse_shape(text)
    assert info.value.column == 18 and info.value.hint


def test_programmatic_shapes_are_validated_too():
    with pytest.raises(LayoutError, match="duplicate"):
        Shape.make("f32", (3, 5), (0, 0))
    with pytest.raises(LayoutError) as info:
        Shape.make("f32", (3, 5), tiles=[(2, 2, 2)])
    assert info.value.column is None and info.value.loc == ("tile", 0)


# ---------------------------------------------------------------------------------------------
# Shape API, bf16 and sub-byte packing
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, dtype, bits, align, size",
    [
        ("f32[3,5]", np.dtype("<f4"), 32, 4, 60),
        ("bf16[3,5]", np.dtype("<u2"), 16, 2, 30),
        ("f16[2]", np.dtype("<f2"), 16, 2, 4),
        ("f64[2]", np.dtype("<f8"), 64, 8, 16),
        ("s64[3]", np.dtype("<i8"), 64, 8, 24),
        ("u16[3]", np.dtype("<u2"), 16, 2, 6),
        ("pred[3]", np.dtype("bool"), 8, 1, 3),
        ("s4[3]", np.dtype("int8"), 8, 1, 3),  # without E(4) an s4 takes a byte
        ("s4[3]{0:E(4)}", SubByte("s4", 4, True), 4, 1, 2),
        ("u4[5]{0:E(4)}", SubByte("u4", 4, False), 4, 1, 3),
        ("pred[9]{0:E(1)}", SubByte("pred", 1, False), 1, 1, 2),
        ("f32[3,5]{1,0:T(2,2)L(32)}", np.dtype("<f4"), 32, 4, 128),
    ],
)
def test_shape_properties(text, dtype, bits, align, size):
    s = parse_shape(text)
    assert s.dtype == dtype
    assert s.element_bits == bits and s.alignment == align and s.byte_size == size


def test_bf16_round_to_nearest_even():
    x = np.array([1.0, 1 + 2**-8, 1 + 3 * 2**-8, 3.140625, -0.0, np.inf, -np.inf], np.float32)
    assert f32_to_bf16_bits(x).tolist() == [0x3F80, 0x3F80, 0x3F82, 0x4049, 0x8000, 0x7F80, 0xFF80]
    nan = f32_to_bf16_bits(np.float32("nan"))
    assert np.isnan(bf16_bits_to_f32(nan))
    assert bf16_bits_to_f32(np.uint16(0x4049)) == np.float32(3.140625)
    assert bf16_bits_to_f32(np.array([0xC000], np.uint16)).tolist() == [-2.0]


def test_bf16_arrays_travel_as_bits():
    s = parse_shape("bf16[2,3]{1,0:T(2,2)}")
    floats = np.array([[1.0, 2.0, 3.0], [-1.0, 0.5, 1 + 2**-8]], np.float32)
    back = from_memory(to_memory(floats, s), s)
    assert back.dtype == np.uint16
    assert bf16_bits_to_f32(back).tolist() == [[1.0, 2.0, 3.0], [-1.0, 0.5, 1.0]]


def test_s4_low_nibble_first():
    s = parse_shape("s4[3]{0:E(4)}")
    mem = to_memory(np.array([1, -2, 7], np.int8), s)
    assert mem.tolist() == [0xE1, 0x07]
    assert from_memory(mem, s).tolist() == [1, -2, 7]
    u = parse_shape("u4[2]{0:E(4)}")
    assert from_memory(bytes([0xA5]), u).tolist() == [5, 10]


def test_pred_bits_low_first():
    s = parse_shape("pred[10]{0:E(1)}")
    a = np.array([1, 0, 0, 0, 0, 0, 0, 1, 1, 0], bool)
    assert to_memory(a, s).tolist() == [0x81, 0x01]
    assert from_memory(to_memory(a, s), s).tolist() == a.tolist()


def test_s4_values_out_of_range_are_rejected():
    with pytest.raises(ValueError):
        to_memory(np.array([8], np.int8), parse_shape("s4[1]{0:E(4)}"))


def test_trace_index_derivation_of_figure1():
    t = trace_index(parse_shape("f32[3,5]{1,0:T(2,2)}"), (2, 3))
    (step,) = t.steps
    assert (step.tile_index, step.within, step.index_out) == ((1, 1), (0, 1), (1, 1, 0, 1))
    assert step.level.out_dims == (2, 3, 2, 2) and t.slot == 17


def test_index_out_of_bounds():
    with pytest.raises(IndexError):
        linear_index(parse_shape("f32[3,5]"), (3, 0))


# ---------------------------------------------------------------------------------------------
# Properties: vectorised path == per-element reference; round trips are identity
# ---------------------------------------------------------------------------------------------


@st.composite
def tiled_shapes(draw, max_rank=4, max_dim=6):
    rank = draw(st.integers(1, max_rank))
    dims = draw(st.lists(st.integers(1, max_dim), min_size=rank, max_size=rank))
    m2m = draw(st.permutations(range(rank)))
    tiles = []
    cur = rank
    for _ in range(draw(st.integers(0, 3))):
        k = draw(st.integers(1, min(cur, 4)))
        entries = draw(
            st.lists(st.one_of(st.integers(1, 4), st.just(COMBINE)), min_size=k, max_size=k)
        )
        entries[-1] = draw(st.integers(1, 4))  # '*' cannot be the most minor
        tiles.append(tuple(entries))
        stars = entries.count(COMBINE)
        cur = (cur - k) + 2 * (k - stars)
        if cur > 8:
            break
    align = draw(st.sampled_from([1, 1, 3, 8]))
    return dims, list(m2m), tiles, align


def _make(dims, m2m, tiles, align, etype="f32", e=0):
    return Shape.make(
        etype, dims, m2m, tiles=tiles, tail_padding_alignment_in_elements=align,
        element_size_in_bits=e,
    )  # fmt: skip


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tiled_shapes())
def test_offsets_match_per_element_formula(case):
    dims, m2m, tiles, align = case
    s = _make(dims, m2m, tiles, align)
    off = offsets(s)
    assert s.num_slots == ref_slots_count(dims, m2m, tiles, align)
    for idx in np.ndindex(*dims):
        expect, _ = ref_slot(dims, m2m, tiles, idx)
        assert off[idx] == expect
        assert linear_index(s, idx) == expect
    assert len(set(off.ravel().tolist())) == off.size  # no two elements share a slot
    assert off.size == 0 or off.max() < s.num_slots


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tiled_shapes(), st.sampled_from(
    [
        ("f32", "f", 32, 0),
        ("s8", "b", 8, 0),
        ("u16", "H", 16, 0),
        ("f64", "d", 64, 0),
        ("s4", None, 4, 4),
        ("u4", None, 4, 4),
        ("pred", None, 1, 1),
        ("s32", "i", 32, 0),
    ]
    ),  # fmt: skip
    st.integers(0, 2**32 - 1),
)
def test_memory_images_match_reference_and_round_trip(case, etype, seed):
    dims, m2m, tiles, align = case
    name, fmt, bits, e = etype
    s = _make(dims, m2m, tiles, align, name, e)
    rng = np.random.default_rng(seed)
    if name == "pred":
        a = rng.integers(0, 2, dims).astype(bool)
    elif name in ("s4", "u4"):
        a = rng.integers(-8 if name == "s4" else 0, 8 if name == "s4" else 16, dims).astype(
            np.int8 if name == "s4" else np.uint8
        )
    elif name[0] == "f":
        a = rng.standard_normal(dims).astype(s.dtype)
    else:
        info = np.iinfo(s.dtype)
        a = rng.integers(info.min, info.max, dims, endpoint=True).astype(s.dtype)
    mem = to_memory(a, s)
    assert mem.dtype == np.uint8 and mem.size == s.byte_size
    assert mem.tolist() == ref_to_memory(a, str(s), dims, m2m, tiles, fmt, bits, align).tolist()
    back = from_memory(mem, s)
    assert back.shape == tuple(dims) and np.array_equal(back, a)


def test_padding_value_fills_every_padding_slot():
    s = parse_shape("s32[3,5]{0,1:T(2,2)(1,2)L(7)}")
    mem = to_memory(np.zeros((3, 5), np.int32), s, pad=-1).view(np.int32)
    used = set(offsets(s).ravel().tolist())
    assert all((mem[k] == -1) != (k in used) for k in range(s.num_slots))


# ---------------------------------------------------------------------------------------------
# ulmBLAS packing: the layout strings give ν exactly
# ---------------------------------------------------------------------------------------------


def nu_a(i, l, mr, kc):
    return (i // mr) * mr * kc + l * mr + (i % mr)


def nu_b(l, j, nr, kc):
    return (j // nr) * nr * kc + l * nr + (j % nr)


@pytest.mark.parametrize("mc, kc, mr", [(8, 5, 4), (10, 7, 4), (3, 4, 4), (384, 384, 4), (1, 1, 1)])
def test_packed_a_is_ulmblas_nu(mc, kc, mr):
    s = packed_a(mc, kc, mr)
    assert str(s) == f"f32[{mc},{kc}]{{0,1:T({kc},{mr})}}"
    off = offsets(s)
    i, l = np.meshgrid(np.arange(mc), np.arange(kc), indexing="ij")
    assert np.array_equal(off, nu_a(i, l, mr, kc))
    assert s.num_slots == -(-mc // mr) * mr * kc


@pytest.mark.parametrize("kc, nc, nr", [(5, 8, 4), (7, 10, 4), (4, 3, 4), (384, 4096, 4)])
def test_packed_b_is_ulmblas_nu(kc, nc, nr):
    s = packed_b(kc, nc, nr)
    assert str(s) == f"f32[{kc},{nc}]{{1,0:T({kc},{nr})}}"
    l, j = np.meshgrid(np.arange(kc), np.arange(nc), indexing="ij")
    assert np.array_equal(offsets(s), nu_b(l, j, nr, kc))


def ulmblas_pack_a(a, mr):
    """pack_A of ulmBLAS dgemm_nn.c: MR-row panels column-wise, tail rows zero."""
    mc, kc = a.shape
    buf = []
    for p in range(-(-mc // mr)):
        for l in range(kc):
            for i in range(mr):
                r = p * mr + i
                buf.append(a[r, l] if r < mc else 0.0)
    return np.array(buf, np.float64)


def ulmblas_pack_b(b, nr):
    kc, nc = b.shape
    buf = []
    for p in range(-(-nc // nr)):
        for l in range(kc):
            for j in range(nr):
                c = p * nr + j
                buf.append(b[l, c] if c < nc else 0.0)
    return np.array(buf, np.float64)


def test_packing_buffers_equal_ulmblas_pack_routines():
    rng = np.random.default_rng(1)
    a = rng.standard_normal((10, 7))
    s = packed_a(10, 7, 4, "f64")
    assert np.array_equal(to_memory(a, s, pad=0).view(np.float64), ulmblas_pack_a(a, 4))
    b = rng.standard_normal((7, 10))
    s = packed_b(7, 10, 4, "f64")
    assert np.array_equal(to_memory(b, s, pad=0).view(np.float64), ulmblas_pack_b(b, 4))


# ---------------------------------------------------------------------------------------------
# Speed: vectorised conversion (a per-element loop would take minutes here)
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["f32[4096,4096]{1,0:T(8,128)}", "bf16[4096,4096]{1,0:T(8,128)(2,1)}"]
)
def test_4096_square_conversion_round_trips(text):
    """The large conversions of the issue (their speed is measured by `tilesim bench layout`)."""
    s = parse_shape(text)
    a = np.arange(4096 * 4096, dtype=np.uint32).reshape(4096, 4096).astype(s.dtype)
    mem = to_memory(a, s)
    back = from_memory(mem, s)
    assert np.array_equal(back, a)
    # spot-check one element against the reference formula
    slot, _ = ref_slot((4096, 4096), [1, 0], tiles_of(s), (1234, 567))
    size = s.element_bits // 8
    assert mem[slot * size : (slot + 1) * size].tobytes() == a[1234, 567].tobytes()
