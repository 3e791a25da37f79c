"""tilesim's example, benchmark and GEMM programs (assembly), installed as package data so
`tilesim gemm` and `tilesim bench` work from any directory (see simulator/assets.py)."""
