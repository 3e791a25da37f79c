"""Where the programs tilesim ships (``programs/``) are: the source tree's top-level directory
when running from a checkout, else the installed ``programs`` package data
(``importlib.resources``)."""
from __future__ import annotations

import os
from importlib import resources

_TREE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "programs")


def program_path(*parts: str) -> str:
    """Path of ``programs/<parts>`` (e.g. ``program_path("gemm", "gemm.s")``)."""
    p = os.path.join(_TREE, *parts)
    if os.path.exists(p):
        return p
    return str(resources.files("programs").joinpath(*parts))
