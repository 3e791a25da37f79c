"""The host process around a run: one BLAS thread.

numpy's BLAS (OpenBLAS, MKL, BLIS, Accelerate) starts a pool of threads on the first matrix
product and keeps them spinning after it. A simulation uses BLAS in short bursts (outer
products, the GEMM check), so the pool gains nothing and burns CPU beside the run; on a sweep
of N workers it is N pools fighting over the cores. The pools read these variables once, when
numpy loads: :func:`limit_blas_threads` must run before the first ``import numpy`` of the
process (the ``tilesim`` entry point; the sweep's worker preload; worker processes a
LocalCluster starts inherit the environment). A value the user set is kept.
"""
from __future__ import annotations

import os

BLAS_THREAD_VARS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS",
                    "BLIS_NUM_THREADS", "VECLIB_MAXIMUM_THREADS", "NUMEXPR_NUM_THREADS")


def limit_blas_threads() -> None:
    """Ask every BLAS numpy may load for one thread, unless the environment already says."""
    for name in BLAS_THREAD_VARS:
        os.environ.setdefault(name, "1")
