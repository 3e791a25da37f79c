"""A64 + SVE + SME: instruction table and semantics."""


def load_all() -> None:
    """Import every family module so its decoders register themselves."""
    import importlib

    for name in ("base", "base_mem", "base_branch", "sve", "sve_mem", "sve_fp", "sve_pred", "sme", "sme_mem", "sme_mop"):
        try:
            importlib.import_module(f"isa.a64.{name}")
        except ModuleNotFoundError as e:  # a family still being written
            if e.name != f"isa.a64.{name}":
                raise
