"""`tilesim coverage`: which instruction words of real code llvm-objdump knows and tilesim does not.

For each ELF object, executable or archive (``.a``: llvm-objdump walks the members), every word
of every executable section is disassembled by llvm-objdump-19 for a machine's features and
decoded by tilesim's binary front end (:func:`isa.a64.binary.decode_word`). A word llvm-objdump
prints as an instruction and tilesim cannot decode is *unknown*; the report groups unknown words
by llvm's mnemonic, with word counts and an example, per file and feature set, and by encoding
space (``a64``: base, scalar FP, AdvSIMD and system; ``sve``; ``sme`` — Arm ARM C4.1 "A64
instruction set encoding", op0 in bits 28:25). Data in text (``$d`` regions, printed as
``.word``) is not counted.

The default corpus is Debian's cross libraries (``libc.a``, ``libm.a``, ``libstdc++.a``) and the
C/C++ programs in ``programs/c`` compiled by clang-19 and by Debian's GCC 12 at several ``-march``
levels (two groups: ``programs/c`` and ``programs/c (gcc-12)``).

llvm-objdump's output per file is cached by the file's SHA-256 (``cache_dir``), so a second run
only decodes; tilesim decodes each distinct word once. Only :func:`command` prints.
"""
from __future__ import annotations

import collections
import hashlib
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import attrs

OBJDUMP = "llvm-objdump-19"
CLANG = "clang-19"
CLANGXX = "clang++-19"
GCC = "aarch64-linux-gnu-gcc-12"    # Debian's gcc-12-aarch64-linux-gnu
GXX = "aarch64-linux-gnu-g++-12"    # g++-12-aarch64-linux-gnu

# llvm-objdump's options for each machine's features. ``max``: QEMU 11.1 ``-cpu max`` implements
# nearly every A64 extension, so llvm's ``+all`` (a superset) stands for it; ``m4``: LLVM's own
# Apple M4 description (llvm/lib/Target/AArch64/AArch64Processors.td, AppleM4).
LLVM_FEATURES: dict[str, tuple[str, ...]] = {
    "max": ("--mattr=+all",),
    "m4": ("--mcpu=apple-m4",),
}

CROSS_LIBS = ("/usr/aarch64-linux-gnu/lib/libc.a", "/usr/aarch64-linux-gnu/lib/libm.a",
              "/usr/lib/gcc-cross/aarch64-linux-gnu/12/libstdc++.a")
PROGRAMS_DIR = Path(__file__).resolve().parent.parent / "programs" / "c"
# compiler options the programs are built with (issue: what clang emits at -O2/-O3 for these)
PROGRAM_FLAGS: dict[str, tuple[str, ...]] = {
    "v8.2": ("-O2", "-march=armv8.2-a+fp16+dotprod"),
    "v8.2-O3": ("-O3", "-march=armv8.2-a+fp16+dotprod", "-mbranch-protection=standard"),
    "sve2": ("-O3", "-march=armv9-a+sve2"),
    "sme2": ("-O3", "-march=armv9-a+sme2"),
    "m4": ("-O3", "-mcpu=apple-m4"),
}
# what GCC 12 emits at -O2 (which already vectorises, with the very-cheap cost model) and -O3;
# GCC 12 has no SME (its +sme arrived in GCC 14), so no sme2/m4 builds
GCC_FLAGS: dict[str, tuple[str, ...]] = {
    "gcc-v8.2": ("-O2", "-march=armv8.2-a+fp16+dotprod"),
    "gcc-v8.2-O3": ("-O3", "-march=armv8.2-a+fp16+dotprod"),
    "gcc-sve2-O2": ("-O2", "-march=armv9-a+sve2"),
    "gcc-sve2": ("-O3", "-march=armv9-a+sve2"),
}


@attrs.frozen
class Compiler:
    """A compiler of the ``programs/c`` corpus: its C and C++ drivers, the options every build
    takes, the flag sets it builds with and the corpus label of its objects."""

    label: str
    cc: str
    cxx: str
    common: tuple[str, ...]
    flags: dict[str, tuple[str, ...]]
    package: str


COMPILERS = (
    Compiler("programs/c", CLANG, CLANGXX, ("--target=aarch64-linux-gnu",), PROGRAM_FLAGS,
             "clang-19"),
    Compiler("programs/c (gcc-12)", GCC, GXX, (), GCC_FLAGS,
             "gcc-12-aarch64-linux-gnu, g++-12-aarch64-linux-gnu"),
)
SPACES = ("a64", "sve", "sme")

# "      14: 91000085     \tadd\tx5, x4, #0x0"
_LINE = re.compile(r"^\s*([0-9a-f]+):\s+([0-9a-f]{8})\s+(\S[^\t]*)(?:\t(.*))?$")
_MEMBER = re.compile(r"^(.*?):\s+file format ")


class CoverageError(Exception):
    """A tool is missing or failed, or an input cannot be read (one line, for the CLI)."""


def space(word: int) -> str:
    """The encoding space of ``word``: ``sme`` (op0 = 1, bits 28:25 = 0000), ``sve`` (bits
    28:25 = 0010) or ``a64`` (everything else: base, FP, AdvSIMD, loads/stores, system)."""
    op1 = word >> 25 & 0xF
    if op1 == 0 and word >> 31:
        return "sme"
    if op1 == 0b0010:
        return "sve"
    return "a64"


@attrs.define
class WordInfo:
    """One distinct instruction word of a file: how often it occurs, llvm's text, one place."""

    count: int
    text: str          # llvm-objdump's text, normalised ("add x5, x4, #0x0")
    where: str         # "member(section)+0xaddr"
    address: int


def _norm(mnemonic: str, ops: str | None) -> str:
    ops = re.sub(r"\s*//.*$", "", ops or "")
    ops = re.sub(r"\s*<[^>]*>", "", ops).strip()
    return (mnemonic.strip() + (" " + ops if ops else "")).lower()


def parse_objdump(out: str) -> tuple[dict[int, WordInfo], int]:
    """Distinct words of an ``llvm-objdump -d`` listing (instructions only) and the number of
    words llvm printed as ``<unknown>``."""
    words: dict[int, WordInfo] = {}
    unknown = 0
    member, section = "", ""
    for line in out.splitlines():
        m = _LINE.match(line)
        if m is None:
            mm = _MEMBER.match(line)
            if mm:
                member = mm.group(1).rsplit("(", 1)[-1].rstrip(")") if "(" in mm.group(1) \
                    else os.path.basename(mm.group(1))
            elif line.startswith("Disassembly of section "):
                section = line[len("Disassembly of section "):].rstrip(":")
            continue
        text = m.group(3)
        if text.startswith("<unknown>"):
            unknown += 1
            continue
        if text.startswith("."):  # data in text ($d): .word/.byte
            continue
        word = int(m.group(2), 16)
        info = words.get(word)
        if info is None:
            addr = int(m.group(1), 16)
            words[word] = WordInfo(1, _norm(text, m.group(4)), f"{member}({section})+0x{addr:x}",
                                   addr)
        else:
            info.count += 1
    return words, unknown


def cache_dir() -> Path:
    base = os.environ.get("TILESIM_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "tilesim")
    return Path(base) / "coverage"


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def objdump_words(path: Path, features: str, cache: Path | None = None,
                  ) -> tuple[dict[int, WordInfo], int]:
    """``parse_objdump`` of ``llvm-objdump -d`` of ``path`` for machine ``features``, cached by
    the file's hash and the options."""
    opts = LLVM_FEATURES[features]
    cache = cache if cache is not None else cache_dir()
    key = hashlib.sha256((_sha256(path) + " ".join(opts)).encode()).hexdigest()[:32]
    entry = cache / f"{key}.json"
    if entry.exists():
        try:
            data = json.loads(entry.read_text())
            return {int(w): WordInfo(*v) for w, v in data["words"].items()}, data["unknown"]
        except (ValueError, KeyError, TypeError):
            pass  # a damaged entry is rebuilt
    if shutil.which(OBJDUMP) is None:
        raise CoverageError(f"{OBJDUMP} not found (install llvm-19)")
    proc = subprocess.run([OBJDUMP, "-d", *opts, str(path)], capture_output=True, text=True,
                          timeout=900)
    if proc.returncode != 0:
        first = (proc.stderr.strip().splitlines() or ["failed"])[0]
        raise CoverageError(f"{path}: {first} (give an ELF object, executable or .a archive)")
    words, unknown = parse_objdump(proc.stdout)
    cache.mkdir(parents=True, exist_ok=True)
    tmp = entry.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps({"unknown": unknown, "words": {
        str(w): attrs.astuple(i) for w, i in words.items()}}))
    os.replace(tmp, entry)
    return words, unknown


_DECODED: dict[int, str] = {}  # word -> "" (tilesim decodes it) or why not


def tilesim_verdict(word: int, address: int) -> str:
    """``""`` when tilesim decodes ``word``; else ``"undefined"`` or the decoder's error."""
    hit = _DECODED.get(word)
    if hit is not None:
        return hit
    from isa.a64.binary import UndefinedWord, decode_word
    from isa.asm.diag import AsmError, AsmErrors

    try:
        decode_word(word, address)
        verdict = ""
    except UndefinedWord:
        verdict = "undefined"
    except (AsmError, AsmErrors) as e:  # the canonical text does not assemble: a tilesim bug
        verdict = "error: " + str(getattr(e, "message", e)).splitlines()[0]
    _DECODED[word] = verdict
    return verdict


@attrs.define
class Missing:
    """Unknown words of one mnemonic: ``words`` occurrences, ``distinct`` words, an example."""

    mnemonic: str
    space: str
    words: int = 0
    distinct: int = 0
    example: str = ""     # "0x4e20c400 fmaxnm v0.4s, ... @ member(.text)+0x10"
    verdict: str = ""


@attrs.define
class FileReport:
    """Coverage of one file (or program group) for one feature set."""

    label: str
    features: str
    words: int = 0              # instruction words llvm-objdump decodes
    distinct: int = 0
    llvm_unknown: int = 0       # words llvm-objdump prints as <unknown>
    missing: dict[str, Missing] = attrs.Factory(dict)   # mnemonic -> Missing

    def unknown_words(self, spaces: tuple[str, ...] = SPACES) -> int:
        return sum(m.words for m in self.missing.values() if m.space in spaces)

    def unknown_distinct(self, spaces: tuple[str, ...] = SPACES) -> int:
        return sum(m.distinct for m in self.missing.values() if m.space in spaces)


def check_file(label: str, paths: list[Path], features: str, cache: Path | None = None,
               spaces: tuple[str, ...] = SPACES) -> FileReport:
    """The coverage report of ``paths`` (one label: a library, or a program group); only words
    of ``spaces`` are decoded (the others count as known)."""
    rep = FileReport(label, features)
    merged: dict[int, WordInfo] = {}
    for p in paths:
        words, unknown = objdump_words(p, features, cache)
        rep.llvm_unknown += unknown
        for w, info in words.items():
            if w in merged:
                merged[w].count += info.count
            else:
                merged[w] = attrs.evolve(info)
    rep.distinct = len(merged)
    for w, info in sorted(merged.items()):
        rep.words += info.count
        if space(w) not in spaces:
            continue
        verdict = tilesim_verdict(w, info.address)
        if not verdict:
            continue
        mn = info.text.split()[0]
        key = f"{mn} [{space(w)}]"
        m = rep.missing.setdefault(key, Missing(mn, space(w)))
        m.words += info.count
        m.distinct += 1
        if not m.example:
            m.example = f"0x{w:08x} {info.text}  @ {info.where}"
            m.verdict = verdict
    return rep


def build_programs(out_dir: Path, src_dir: Path = PROGRAMS_DIR,
                   compiler: Compiler = COMPILERS[0]) -> tuple[list[Path], list[str]]:
    """Objects of every ``programs/c`` source built by ``compiler`` with each of its flag sets
    (cached by content in ``out_dir``; two compilers at a time), and one error line per source
    that does not compile."""
    from concurrent.futures import ThreadPoolExecutor

    if not src_dir.is_dir():
        return [], []
    sources = sorted(p for p in src_dir.iterdir() if p.suffix in (".c", ".cc", ".cpp"))
    if sources and shutil.which(compiler.cc) is None:
        raise CoverageError(f"{compiler.cc} not found: cannot build {src_dir} "
                            f"(install {compiler.package})")
    out_dir.mkdir(parents=True, exist_ok=True)
    jobs = [(src, tag, flags) for src in sources for tag, flags in compiler.flags.items()]
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda j: _compile(out_dir, compiler, *j), jobs))
    return [r for r in results if isinstance(r, Path)], [r for r in results if isinstance(r, str)]


def _compile(out_dir: Path, compiler: Compiler, src: Path, tag: str,
             flags: tuple[str, ...]) -> Path | str:
    """The object of ``src`` built with ``flags`` (cached), or an error line."""
    cmd = [compiler.cxx if src.suffix != ".c" else compiler.cc, *compiler.common, *flags, "-c"]
    key = hashlib.sha256((_sha256(src) + " ".join(cmd)).encode()).hexdigest()[:16]
    obj = out_dir / f"{src.stem}.{tag}.{key}.o"
    if obj.exists():
        return obj
    tmp = obj.with_suffix(f".{os.getpid()}.{tag}.tmp")
    proc = subprocess.run([*cmd, str(src), "-o", str(tmp)], capture_output=True, text=True,
                          timeout=300)
    if proc.returncode != 0:
        first = (proc.stderr.strip().splitlines() or ["failed"])[0]
        return f"{src.name} [{tag}]: {first}"
    os.replace(tmp, obj)
    return obj


def default_corpus(cache: Path | None = None,
                   ) -> tuple[list[tuple[str, list[Path]]], list[str]]:
    """(label, files) of the default corpus, and problems (a missing library, a program that
    does not compile) to report."""
    corpus, problems = [], []
    for lib in CROSS_LIBS:
        if os.path.exists(lib):
            corpus.append((lib, [Path(lib)]))
        else:
            problems.append(f"{lib}: not found (Debian packages libc6-dev-arm64-cross, "
                            "libstdc++-12-dev-arm64-cross)")
    cache = cache if cache is not None else cache_dir()
    for comp in COMPILERS:
        if comp is not COMPILERS[0] and shutil.which(comp.cc) is None:
            problems.append(f"{comp.cc} not found: {comp.label} not built (Debian packages "
                            f"{comp.package})")
            continue
        objs, errors = build_programs(cache / "programs", compiler=comp)
        problems += errors
        if objs:
            corpus.append((comp.label, objs))
    return corpus, problems


def run(corpus: list[tuple[str, list[Path]]], features: tuple[str, ...] = tuple(LLVM_FEATURES),
        cache: Path | None = None, spaces: tuple[str, ...] = SPACES) -> list[FileReport]:
    return [check_file(label, paths, f, cache, spaces) for label, paths in corpus
            for f in features]


def format_report(reports: list[FileReport], spaces: tuple[str, ...] = SPACES,
                  limit: int = 0) -> str:
    """Plain-text report: one summary line per file and feature set, then its unknown words
    by mnemonic (most frequent first; ``limit`` > 0 keeps that many)."""
    lines = []
    for r in reports:
        lines.append(f"{r.label} [{r.features}]: {r.words} words ({r.distinct} distinct), "
                     f"unknown to tilesim: {r.unknown_words(spaces)} words "
                     f"({r.unknown_distinct(spaces)} distinct)"
                     + (f"; llvm <unknown>: {r.llvm_unknown}" if r.llvm_unknown else ""))
        rows = sorted((m for m in r.missing.values() if m.space in spaces),
                      key=lambda m: (-m.words, m.mnemonic))
        for m in rows[:limit or None]:
            why = "" if m.verdict == "undefined" else f"  ({m.verdict})"
            lines.append(f"  {m.words:7d} {m.distinct:6d}  {m.mnemonic:<10} {m.space:<4} "
                         f"{m.example}{why}")
        if limit and len(rows) > limit:
            lines.append(f"  … {len(rows) - limit} more mnemonics")
    return "\n".join(lines)


def to_json(reports: list[FileReport], spaces: tuple[str, ...] = SPACES) -> dict:
    return {"reports": [{
        "file": r.label, "features": r.features, "words": r.words, "distinct": r.distinct,
        "llvm_unknown": r.llvm_unknown, "unknown_words": r.unknown_words(spaces),
        "unknown_distinct": r.unknown_distinct(spaces),
        "missing": [attrs.asdict(m) for m in sorted(r.missing.values(),
                                                    key=lambda m: (-m.words, m.mnemonic))
                    if m.space in spaces]} for r in reports]}


def summary_counts(reports: list[FileReport]) -> dict[tuple[str, str, str], int]:
    """(file, features, space) -> unknown words: the numbers a test asserts."""
    out: dict[tuple[str, str, str], int] = collections.Counter()
    for r in reports:
        for m in r.missing.values():
            out[(r.label, r.features, m.space)] += m.words
    return dict(out)


def register(sub) -> None:
    p = sub.add_parser("coverage", help="instruction words of real code llvm-objdump knows and "
                       "tilesim does not",
                       description="Decode every word of the executable sections of ELF files "
                       "and archives with tilesim and with llvm-objdump-19, and list the words "
                       "llvm-objdump knows and tilesim does not, by mnemonic. Without FILEs: "
                       "Debian's cross libc.a, libm.a, libstdc++.a and programs/c (built by "
                       "clang-19 and by gcc-12).")
    p.add_argument("files", nargs="*", help="ELF objects, executables or .a archives")
    p.add_argument("--features", default=",".join(LLVM_FEATURES),
                   help="machines whose features llvm-objdump assumes (comma-separated: "
                        + ", ".join(LLVM_FEATURES) + "; default: all)")
    p.add_argument("--space", default=",".join(SPACES),
                   help="encoding spaces to report (comma-separated: a64, sve, sme; default: all)")
    p.add_argument("--limit", type=int, default=0, help="mnemonics listed per file (0: all)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(func=command)


def command(args) -> int:
    """Print the report; exit status 1 when any word is unknown, 2 on bad input."""
    import sys

    from .render import error

    features = tuple(f.strip() for f in args.features.split(",") if f.strip())
    spaces = tuple(s.strip() for s in args.space.split(",") if s.strip())
    bad = [f for f in features if f not in LLVM_FEATURES] + [s for s in spaces if s not in SPACES]
    if bad or not features or not spaces:
        error(f"unknown feature set or space: {', '.join(bad) or '(none given)'}",
              f"features: {', '.join(LLVM_FEATURES)}; spaces: {', '.join(SPACES)}")
        return 2
    try:
        if args.files:
            missing = [f for f in args.files if not os.path.isfile(f)]
            if missing:
                error(f"{missing[0]}: no such file")
                return 2
            corpus, problems = [(f, [Path(f)]) for f in args.files], []
        else:
            corpus, problems = default_corpus()
        reports = run(corpus, features, spaces=spaces)
    except CoverageError as e:
        error(str(e))
        return 2
    for p in problems:
        print(f"note: {p}", file=sys.stderr)
    if args.json:
        print(json.dumps(to_json(reports, spaces), indent=1))
    else:
        print(format_report(reports, spaces, args.limit))
    return 1 if any(r.unknown_words(spaces) for r in reports) else 0
