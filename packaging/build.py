"""Build rushdesk's one-folder bundle with PyInstaller, and optionally check it.

    python packaging/build.py                 # build dist/rushdesk/
    python packaging/build.py --check         # build, then run the bundle's self-test
                                              # in an empty environment, check its size
                                              # and time its start to the main window

Steps: build the card database from `carddb/` into `build/cards.db` (the bundle copies
it into the user's cache on first start instead of building it there), write Windows
version information from the package version, run PyInstaller on
`packaging/rushdesk.spec`, then report the bundle's size. `--check` runs the built
program with `env -i` (no PATH to the checkout or the virtual environment, no
PYTHONPATH, a working directory outside the checkout) and fails if the self-test fails
or the bundle is larger than `--max-mb` (150 MB).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
DIST = ROOT / "dist"
BUNDLE = DIST / "rushdesk"
MAX_MB = 150


def build_card_database() -> Path:
    sys.path.insert(0, str(ROOT))
    from rushdesk.db.cards import build

    BUILD.mkdir(exist_ok=True)
    target = BUILD / "cards.db"
    # No imported cards: the digest then matches a fresh user profile's.
    rows = build(target, BUILD / "no-imported-cards.db")
    print(f"card database: {rows} cards -> {target}")
    return target


def write_version_file() -> Path:
    from rushdesk import __version__

    numbers = [int(p) for p in __version__.split(".")[:3] if p.isdigit()]
    numbers += [0] * (4 - len(numbers))
    tup = tuple(numbers[:4])
    path = BUILD / "version_info.txt"
    path.write_text(f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={tup}, prodvers={tup}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[StringFileInfo([StringTable('040904B0', [
    StringStruct('CompanyName', 'rushdesk'),
    StringStruct('FileDescription', 'rushdesk - Rush Duel on your desktop'),
    StringStruct('FileVersion', '{__version__}'),
    StringStruct('InternalName', 'rushdesk'),
    StringStruct('OriginalFilename', 'rushdesk.exe'),
    StringStruct('ProductName', 'rushdesk'),
    StringStruct('ProductVersion', '{__version__}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])]
)
""", encoding="utf-8")
    return path


def run_pyinstaller(db: Path, version_file: Path) -> None:
    env = {**os.environ, "RUSHDESK_BUILT_CARDDB": str(db),
           "RUSHDESK_VERSION_FILE": str(version_file)}
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(DIST),
                    "--workpath", str(BUILD / "pyinstaller"),
                    str(ROOT / "packaging" / "rushdesk.spec")],
                   cwd=ROOT, env=env, check=True)


def folder_mb(folder: Path) -> float:
    """Bytes on disk in MB; a symbolic link counts as its own (tiny) size, not its target's."""
    return sum(p.lstat().st_size for p in folder.rglob("*")
               if p.is_file() and not p.is_symlink()) / 1e6


def executable() -> Path:
    name = "rushdesk.exe" if sys.platform == "win32" else "rushdesk"
    return BUNDLE / name


def bare_env(home: str) -> dict[str, str]:
    """An environment with nothing of the checkout or the virtual environment in it."""
    env = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    if sys.platform == "win32":
        env = {**{k: os.environ[k] for k in ("SYSTEMROOT", "WINDIR") if k in os.environ},
               "USERPROFILE": home, "APPDATA": home, "LOCALAPPDATA": home}
    return env


def check_bundle(max_mb: float) -> int:
    size = folder_mb(BUNDLE)
    print(f"bundle: {BUNDLE} is {size:.1f} MB (limit {max_mb:.0f} MB)")
    failed = 0
    if size > max_mb:
        print(f"FAILED: the bundle is larger than {max_mb:.0f} MB", file=sys.stderr)
        failed = 1
    with tempfile.TemporaryDirectory(prefix="rushdesk-bundle-") as home:
        env = bare_env(home)
        run = subprocess.run(["env", "-i", *[f"{k}={v}" for k, v in env.items()],
                              str(executable()), "--selftest"]
                             if sys.platform != "win32" else [str(executable()), "--selftest"],
                             cwd=home, env=env, capture_output=True, text=True, timeout=300)
        print(run.stdout, end="")
        if run.returncode != 0:
            print(run.stderr, end="", file=sys.stderr)
            print(f"FAILED: the bundle's self-test exited {run.returncode}", file=sys.stderr)
            failed = 1
        times = []
        for _ in range(3):
            env_shown = {**env, "QT_QPA_PLATFORM": "offscreen", "RUSHDESK_HOME": home,
                         "RUSHDESK_REPORT_SHOWN": "1"}
            start = time.time()
            shown = subprocess.run([str(executable())], cwd=home, env=env_shown,
                                   capture_output=True, text=True, timeout=120)
            lines = [ln for ln in shown.stdout.splitlines() if ln.startswith("shown-at ")]
            if shown.returncode != 0 or not lines:
                print(f"FAILED: the bundle did not show its window: {shown.stderr[-500:]}",
                      file=sys.stderr)
                failed = 1
                break
            times.append(float(lines[-1].split()[1]) - start)
        if times:
            print("bundle start to main window shown: "
                  + ", ".join(f"{t:.2f} s" for t in times) + " (first start first)")
    return failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="after building, run the bundle's self-test and size check")
    parser.add_argument("--check-only", action="store_true",
                        help="check an existing dist/rushdesk without building")
    parser.add_argument("--max-mb", type=float, default=MAX_MB)
    args = parser.parse_args(argv)
    if not args.check_only:
        t0 = time.perf_counter()
        db = build_card_database()
        run_pyinstaller(db, write_version_file())
        print(f"built {BUNDLE} in {time.perf_counter() - t0:.0f} s")
    if args.check or args.check_only:
        return check_bundle(args.max_mb)
    print(f"bundle: {folder_mb(BUNDLE):.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
