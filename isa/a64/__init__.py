"""A64 + SVE + SME: instruction table and semantics."""

FAMILIES = ("base", "base_muldiv", "base_bitfield", "base_select", "base_mem", "base_branch",
            "sve", "sve_mem", "sve_fp", "sve_pred", "sme", "sme_mem", "sme_mop", "sme2",
            "sme2_mem", "sme2_mova", "fp_scalar", "fp_mem", "base_atomic", "base_carry", "simd",
            "sme2_vec", "sme2_cvt", "sme2_za", "sve2_ops", "sve2_cmp", "sve2_fp", "sve2_perm",
            "sve2_mem",
            "simd_int", "simd_long", "simd_shift", "simd_fp", "simd_fcvt",
            "base_system", "base_pauth", "base_mte", "base_ldst2", "base_cssc", "base_atomic2",
            "simd_lanes", "simd_crypto", "simd_sha", "simd_fhm", "simd_bf16",
            "sve2_arith", "sve_reduce", "sve2_while", "sve_ffr", "sve2p1_perm", "sve2p1_mem",
            "sme2_za_float", "sve_prf", "sve2_long", "sve2_index", "sme2_za_vdot", "sve2_shift",
            "sve_bf16", "sve_complex", "sve_fpmisc", "sve2_fcvt", "sve_satcount",
            "sve2_complex_int", "sve_satcountp", "sve_intmisc", "sve_match", "sve_crypto",
            "base_mops",
            "simd_fp8", "sme2_fp8", "sve_fp8", "sme2_fp8_vdot", "fp8_mmla", "sme_mop4")


def load_all() -> None:
    """Import every family module so its decoders register themselves."""
    import importlib

    for name in FAMILIES:
        importlib.import_module(f"isa.a64.{name}")
