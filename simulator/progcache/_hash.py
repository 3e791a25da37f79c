"""BLAKE2b without loading OpenSSL: ``hashlib`` imports ``_hashlib`` (OpenSSL) on import, a
noticeable part of a cached start-up; CPython's own ``_blake2`` is the same function."""
try:
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - another Python implementation
    from hashlib import blake2b

__all__ = ["blake2b"]
