"""Design-space exploration: sweep specs (TOML), points run on Dask, content-addressed results,
and their analysis (best points, sensitivity, plots). See ``tilesim sweep``."""
from __future__ import annotations

from .engine import SweepOutcome, run_sweep
from .machine import MachineOverrideError
from .spec import SweepSpec, SweepSpecError, load_spec, parse_spec

__all__ = ["MachineOverrideError", "SweepOutcome", "SweepSpec", "SweepSpecError", "load_spec",
           "parse_spec", "run_sweep"]
