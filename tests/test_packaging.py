"""Packaging: a wheel built from the tree, installed (not editable) into a fresh venv, runs
`tilesim gemm` and `tilesim bench` from another directory (the programs ship as package data),
and `tilesim --version` names the version of pyproject.toml. Takes about a minute."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.packaging  # registered in pyproject.toml; CI runs it with the rest


def _pip(*args, cwd):
    return subprocess.run([sys.executable, "-m", "pip", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=600)


@pytest.fixture(scope="module")
def venv(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("pkg")
    src = tmp / "src"  # a copy, so the build leaves nothing in the working tree
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(
        ".git", "build", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis", ".venv*",
        "tests"))
    r = _pip("wheel", ".", "--no-deps", "-q", "-w", str(tmp / "dist"), cwd=src)
    if r.returncode != 0:
        pytest.fail(f"pip wheel failed:\n{r.stdout}\n{r.stderr}")
    (wheel,) = (tmp / "dist").glob("tilesim-*.whl")
    env_dir = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip",
                    str(env_dir)], check=True, timeout=300)
    py = env_dir / "bin" / "python"
    # this pip installs into the venv (`pip --python`): bootstrapping a pip into it would
    # take longer than the install
    r = _pip("--python", str(py), "install", "-q", "--no-deps", "--no-index",
             "--force-reinstall", str(wheel), cwd=tmp)
    assert r.returncode == 0, r.stderr
    return env_dir, tmp


def _tilesim(venv, *args):
    env_dir, tmp = venv
    work = tmp / "elsewhere"
    work.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run([str(env_dir / "bin" / "tilesim"), *args], cwd=work, env=env,
                          capture_output=True, text=True, timeout=600)


def test_installed_copy_is_used(venv):
    env_dir, tmp = venv
    r = subprocess.run([str(env_dir / "bin" / "python"), "-c",
                        "import simulator.assets as a; print(a.program_path('gemm', 'gemm.s'))"],
                       cwd=tmp, capture_output=True, text=True)
    assert r.returncode == 0 and str(env_dir) in r.stdout and str(ROOT) not in r.stdout


def test_gemm_from_another_directory(venv):
    r = _tilesim(venv, "gemm", "--m", "64", "--n", "64", "--k", "64")
    assert r.returncode == 0, r.stderr
    assert "vs numpy float64 (ok)" in r.stdout and "FileNotFoundError" not in r.stderr


def test_bench_and_version(venv):
    r = _tilesim(venv, "bench", "scalar", "--repeat", "1", "--json")
    assert r.returncode == 0, r.stderr
    want = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)[1]
    assert _tilesim(venv, "--version").stdout.strip() == f"tilesim {want}"


def test_runtime_and_c_kernels_are_installed(venv):
    """`tilesim runtime-path` names the installed sme_abi.S; the C kernels are package data."""
    env_dir, _ = venv
    r = _tilesim(venv, "runtime-path")
    assert r.returncode == 0, r.stderr
    path = Path(r.stdout.strip())
    assert str(env_dir) in str(path) and path.name == "sme_abi.S" and path.is_file()
    assert "__arm_tpidr2_save:" in path.read_text()
    r = subprocess.run([str(env_dir / "bin" / "python"), "-c",
                        "import simulator.assets as a; print(a.program_path('c', 'kernels', "
                        "'sme_lazy_za.c'))"], cwd=env_dir, capture_output=True, text=True,
                       env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert Path(r.stdout.strip()).is_file() and str(env_dir) in r.stdout


def test_whole_program_bench_sources_are_installed(venv):
    """`tilesim bench hello-c sha256-c …` build programs/c sources: they ship as package data."""
    from tools.bench_programs import PROGRAMS

    env_dir, _ = venv
    sources = sorted({w.source for w in PROGRAMS.values() if not w.source.startswith("<")})
    code = ("import simulator.assets as a, os, sys; "
            f"print(all(os.path.isfile(a.program_path(s)) for s in {sources!r}))")
    r = subprocess.run([str(env_dir / "bin" / "python"), "-c", code], cwd=env_dir,
                       capture_output=True, text=True,
                       env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert r.stdout.strip() == "True", (sources, r.stderr)
