#!/usr/bin/env python3
"""Task runner of the Mutant Insurrection app: fetch, build, serve, test, bench.

    python3 build.py serve [--host H] [--port P]   build dist/ and serve it
    python3 build.py build                          build dist/ only
    python3 build.py test                           install tools, build, lint, type-check, test
    python3 build.py bench [--reps N]               boot benchmark in Chromium (medians, JSON)
    python3 build.py bench-odds [--reps N]          exact-odds solver: CPython and Pyodide
    python3 build.py screenshots [--only NAME]      the gallery: every game's screens, phone and
                                                    tablet, light and dark, into docs/screens/
    python3 build.py icons                          redraw the PNG icons in public/

Needs only Python 3.11+ and Node.js/npm (npm fetches the pinned Pyodide package). Everything
fetched is pinned by version and sha256 in PINS and cached in .cache/ (git-ignored), so a second
run needs no network. dist/ is assembled in a temporary folder and swapped in whole, so a failed
step never leaves a half-written dist/.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import io
import json
import os
import shutil
import socketserver
import subprocess
import sys
import tarfile
import tempfile
import threading
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
VENV = ROOT / ".venv"


@dataclass(frozen=True)
class Pin:
    """One fetched file: where it comes from, its exact version and its sha256."""

    name: str
    version: str
    sha256: str
    filename: str


# Every file build.py downloads, in one place. (No micropip: the engine is pure Python without
# dependencies and is unpacked straight into Pyodide's file system; see README, "Boot path".)
PINS: dict[str, Pin] = {
    "pyodide": Pin(
        "pyodide",
        "314.0.7",
        "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0",
        "pyodide-314.0.7.tgz",
    ),
    # The patching renderer of every screen: ES modules, no build step.
    "lit-html": Pin(
        "lit-html",
        "3.3.3",
        "ae004138a6327c362fee8e48db2a8ee9619a6ca3014c802857395e6ac447a0eb",
        "lit-html-3.3.3.tgz",
    ),
    # Test-only: accessibility checks in the browser tests; never shipped in dist/.
    "axe-core": Pin(
        "axe-core",
        "4.14.1",
        "e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745",
        "axe-core-4.14.1.tgz",
    ),
}

# The runtime files of the Pyodide npm package that the app needs (no maps, typings, consoles).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# The lit-html modules the screens import, kept at their package paths (the directives import
# "../lit-html.js"), plus its licence; shipped as dist/vendor/lit-html/.
LIT_HTML_FILES = (
    "lit-html.js",
    "directive.js",
    "directive-helpers.js",
    "directives/live.js",
    "directives/repeat.js",
    "LICENSE",
)

# Test and lint tools installed into .venv by `test`, pinned.
TEST_TOOLS = (
    "pytest==9.0.3",
    "hypothesis==6.155.2",
    "playwright==1.65.2",
    "ruff==0.17.6",
    "mypy==2.4.1",
    # the balance command's optional cluster runner (--ray); the test starts a local Ray
    "ray==2.60.0",
)

MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".css": "text/css",
    ".html": "text/html",
}

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class BuildError(Exception):
    """A step failed in a way the user can fix; the message says how."""


# ---------------------------------------------------------------- fetching (pinned, cached)


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def verify(path: Path, pin: Pin) -> None:
    """Raise BuildError unless ``path`` has the pinned checksum."""
    got = sha256_of(path)
    if got != pin.sha256:
        raise BuildError(
            f"{path.name} has sha256 {got}, but build.py pins {pin.sha256}: the download is "
            f"corrupt or the pin in PINS is wrong. Delete {path} and run the command again."
        )


def _run_fetch(cmd: Sequence[str], what: str, cwd: Path) -> None:
    try:
        done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=600)
    except FileNotFoundError as exc:
        tool = cmd[0]
        hint = (
            "install Node.js 20 or newer (it includes npm)" if tool == "npm" else f"install {tool}"
        )
        raise BuildError(f"{tool} was not found, so {what} cannot be fetched: {hint}.") from exc
    except subprocess.TimeoutExpired as exc:
        raise BuildError(f"Fetching {what} timed out: check the network and try again.") from exc
    if done.returncode != 0:
        last = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise BuildError(
            f"Could not download {what} (check the network or the registry settings, then try "
            f"again): {' / '.join(last)}"
        )


def fetch(key: str) -> Path:
    """Return the cached, verified file for ``PINS[key]``, downloading it on first use."""
    pin = PINS[key]
    CACHE.mkdir(exist_ok=True)
    target = CACHE / pin.filename
    if target.exists():
        verify(target, pin)
        return target
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        cmd = ["npm", "pack", f"{pin.name}@{pin.version}", "--pack-destination", tmp]
        _run_fetch(cmd, f"the npm package {pin.name}@{pin.version}", Path(tmp))
        got = Path(tmp) / pin.filename
        if not got.exists():
            raise BuildError(f"The download of {pin.name} did not produce {pin.filename}.")
        verify(got, pin)
        got.replace(target)
    return target


def npm_file(key: str, member: str) -> bytes:
    """One file out of a pinned npm package, e.g. ``npm_file("axe-core", "axe.min.js")``."""
    with tarfile.open(fetch(key), "r:gz") as tar:
        f = tar.extractfile(f"package/{member}")
        if f is None:
            raise BuildError(f"The pinned package {key} has no {member}.")
        return f.read()


# ---------------------------------------------------------------- building dist/


def content_hash(files: dict[str, bytes]) -> str:
    """A short hash of every file name and byte of a build: it names the service-worker cache.

    >>> content_hash({"a.txt": b"1"}) == content_hash({"a.txt": b"1"})
    True
    >>> content_hash({"a.txt": b"1"}) == content_hash({"a.txt": b"2"})
    False
    """
    h = hashlib.sha256()
    for name in sorted(files):
        h.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    return h.hexdigest()[:16]


def precache_list(names: Iterable[str]) -> list[str]:
    """Relative URLs the service worker stores: every dist file except itself, plus "./".

    >>> precache_list(["sw.js", "index.html", "pyodide/pyodide.mjs"])
    ['./', 'index.html', 'pyodide/pyodide.mjs']
    """
    urls = sorted(n for n in names if n != "sw.js")
    return ["./", *urls]


def engine_zip() -> bytes:
    """The engine as a zip of core/ (sources and data only), unpacked by the worker at boot."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted((ROOT / "core").rglob("*")):
            if "__pycache__" in path.parts or not path.is_file():
                continue
            if path.suffix in {".py", ".json", ".typed"}:
                info = zipfile.ZipInfo(str(path.relative_to(ROOT)), date_time=(2020, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(info, path.read_bytes())
    return buf.getvalue()


def collect_files() -> dict[str, bytes]:
    """Every file of dist/ except sw.js, by relative path."""
    files: dict[str, bytes] = {}
    for base in (ROOT / "public", ROOT / "web"):
        for path in sorted(base.rglob("*")):
            if path.is_file() and path.name != "sw.js" and not path.name.startswith("."):
                files[path.relative_to(base).as_posix()] = path.read_bytes()
    for name in PYODIDE_FILES:
        files[f"pyodide/{name}"] = npm_file("pyodide", name)
    for name in LIT_HTML_FILES:
        files[f"vendor/lit-html/{name}"] = npm_file("lit-html", name)
    files["engine.zip"] = engine_zip()
    files["games.json"] = games_json()
    files["kit/faces.js"] = faces_js()
    return files


def faces_js() -> bytes:
    """The dice's faces and the one set of symbols, written from the engine (dice.py) so the
    screens never hold a second copy of a rule."""
    from core.games.mutant_insurrection.dice import face_sheet

    sheet = face_sheet()
    return (
        "// Written by build.py from core/games/mutant_insurrection/dice.py (face_sheet).\n"
        f"export const DIE_FACES = {json.dumps(sheet['faces'])};\n"
        f"export const REQ_SYMBOL = {json.dumps(sheet['symbols'], ensure_ascii=False)};\n"
    ).encode()


def games_json() -> bytes:
    """The home screen's game picker (core/table/catalog.py), so it is drawn before Python."""
    from core.table.catalog import catalog

    return json.dumps(catalog(), ensure_ascii=False, indent=1).encode()


def build() -> str:
    """Assemble dist/ in a temporary folder, then swap it in. Returns the build hash."""
    files = collect_files()
    build_id = content_hash(files)
    sw = (ROOT / "web" / "sw.js").read_text()
    sw = sw.replace("__CACHE_NAME__", f"mi-{build_id}")
    sw = sw.replace('"__PRECACHE__"', json.dumps(precache_list([*files, "build.json"])))
    tmp = Path(tempfile.mkdtemp(prefix=".dist-", dir=ROOT))
    tmp.chmod(0o755)  # mkdtemp makes it private; a static host must read it
    try:
        for name, data in files.items():
            out = tmp / name
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(data)
        (tmp / "sw.js").write_text(sw)
        # "bytes": what offline use needs in the browser's storage (the page says so when short)
        size = sum(len(data) for data in files.values()) + len(sw)
        # "version" and "rules_version": for the settings page, read before Python is ready
        from core import __version__
        from core.rules_version import RULES_VERSION

        about = {"version": __version__, "rules_version": RULES_VERSION}
        (tmp / "build.json").write_text(json.dumps({"build": build_id, "bytes": size, **about}))
        old = ROOT / ".dist-old"
        shutil.rmtree(old, ignore_errors=True)
        if DIST.exists():
            DIST.rename(old)
        tmp.rename(DIST)
        shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return build_id


# ---------------------------------------------------------------- serving


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs; ``mounts`` maps URL prefixes to folders."""

    mounts: ClassVar[dict[str, Path]] = {}
    extensions_map: ClassVar[dict[str, str]] = {  # type: ignore[misc]
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }

    def translate_path(self, path: str) -> str:
        clean = path.split("?", 1)[0].split("#", 1)[0]
        for prefix in sorted(self.mounts, key=len, reverse=True):
            if clean.startswith(prefix):
                rest = clean[len(prefix) :]
                base = super().translate_path("/" + rest)
                rel = os.path.relpath(base, os.getcwd())
                return str(self.mounts[prefix] / rel)
        return str(Path(tempfile.gettempdir()) / "mi-nothing-here")

    def end_headers(self) -> None:
        # Let the service worker decide what is fresh; the browser's own HTTP cache must not.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if os.environ.get("MI_SERVE_LOG"):
            super().log_message(format, *args)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: object, client_address: object) -> None:
        # A browser that closes a connection early is normal, not worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def make_server(mounts: dict[str, Path], host: str = "127.0.0.1", port: int = 0) -> Server:
    """A server of ``mounts`` (URL prefix → folder) on ``host:port`` (0 = any free port)."""
    handler = type("MountedHandler", (Handler,), {"mounts": dict(mounts)})
    return Server((host, port), functools.partial(handler, directory=str(ROOT)))


def serve_in_thread(mounts: dict[str, Path], host: str = "127.0.0.1") -> tuple[Server, str]:
    server = make_server(mounts, host)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{host}:{server.server_address[1]}"


# ---------------------------------------------------------------- icons


def png(width: int, height: int, rgba: bytes) -> bytes:
    """Encode raw RGBA rows as a PNG file (stdlib only: zlib + struct)."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    stride = width * 4
    raw = b"".join(b"\0" + rgba[y * stride : (y + 1) * stride] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    body = chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + body


def draw_icon(size: int, maskable: bool) -> bytes:
    """The app icon: a gold X in a ring on midnight blue, anti-aliased by 4x4 supersampling.

    A maskable icon fills the whole square and keeps the emblem inside the central 80 % safe zone.
    """
    bg, gold = (16, 24, 48), (250, 196, 45)
    scale = 0.34 if maskable else 0.42  # emblem radius as a fraction of the size
    c = size / 2
    r_out, r_in = size * scale, size * scale * 0.80
    bar = size * scale * 0.16  # half-width of each bar of the X
    corner = 0 if maskable else size * 0.18
    out = bytearray()
    sub = [(i + 0.5) / 4 for i in range(4)]
    for y in range(size):
        for x in range(size):
            inside_bg = gold_hits = 0
            for sy in sub:
                for sx in sub:
                    px, py = x + sx, y + sy
                    # rounded-square background
                    qx = max(abs(px - c) - (c - corner), 0.0)
                    qy = max(abs(py - c) - (c - corner), 0.0)
                    if qx * qx + qy * qy > corner * corner and corner:
                        continue
                    inside_bg += 1
                    dx, dy = px - c, py - c
                    d = (dx * dx + dy * dy) ** 0.5
                    ring = r_in <= d <= r_out
                    cross = d < r_in and min(abs(dx - dy), abs(dx + dy)) / 1.41421356 < bar
                    gold_hits += ring or cross
            a = inside_bg / 16
            g = gold_hits / max(inside_bg, 1)
            rgb = [round(bg[i] * (1 - g) + gold[i] * g) for i in range(3)]
            out += bytes([*rgb, round(a * 255)])
    return png(size, size, bytes(out))


def write_icons(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in (
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("maskable-512.png", 512, True),
        ("apple-touch-icon-180.png", 180, True),  # iOS rounds the corners itself
    ):
        (folder / name).write_bytes(draw_icon(size, maskable))
        print("wrote", folder / name)


# ---------------------------------------------------------------- test tools


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_test_tools() -> Path:
    """Create .venv with the pinned test tools (once), and make sure a Chromium exists."""
    py = venv_python()
    stamp = VENV / "tools.txt"
    wanted = "\n".join(TEST_TOOLS)
    if not py.exists():
        print("• creating .venv")
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if not stamp.exists() or stamp.read_text() != wanted:
        print("• installing test tools:", ", ".join(TEST_TOOLS))
        done = subprocess.run([str(py), "-m", "pip", "install", "-q", *TEST_TOOLS])
        if done.returncode != 0:
            raise BuildError("pip could not install the test tools: check the network and retry.")
        stamp.write_text(wanted)
    if not chromium_path():
        install_chromium(py)
    return py


def chromium_path() -> str | None:
    for candidate in (os.environ.get("MI_CHROMIUM"), "/usr/bin/chromium"):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def install_chromium(py: Path) -> None:
    """Debian's chromium where apt is available (as root), otherwise Playwright's own browser."""
    apt = shutil.which("apt-get")
    if apt and hasattr(os, "geteuid") and os.geteuid() == 0:
        print("• installing Debian's chromium (apt-get)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run([apt, "update", "-qq"], check=False, env=env)
        subprocess.run([apt, "install", "-y", "-qq", "chromium"], check=False, env=env)
        if chromium_path():
            return
    print("• installing Playwright's Chromium")
    if subprocess.run([str(py), "-m", "playwright", "install", "chromium"]).returncode != 0:
        raise BuildError(
            "No Chromium for the browser tests: install the 'chromium' package, or set "
            "MI_CHROMIUM to a Chromium binary, and run the tests again."
        )


def run_tests(extra: Sequence[str]) -> int:
    py = ensure_test_tools()
    print("• building dist/")
    print("  build", build())
    env = {**os.environ, "MI_DIST_BUILT": "1"}
    steps: list[tuple[str, list[str]]] = [
        ("ruff check", [str(py), "-m", "ruff", "check", "."]),
        ("ruff format", [str(py), "-m", "ruff", "format", "--check", "."]),
        ("mypy", [str(py), "-m", "mypy"]),
        # the slowest tests are named in every run, so a growing suite is seen where it grows
        ("pytest", [str(py), "-m", "pytest", "--durations=25", *extra]),
    ]
    for title, cmd in steps:
        print(f"• {title}", flush=True)
        code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
        if code != 0:
            print(f"✗ {title} failed (exit {code})")
            return code
    return 0


def rule_report() -> int:
    """Collect the tests (nothing runs) and print each rulebook section with its test count."""
    py = ensure_test_tools()
    cmd = [str(py), "-m", "pytest", "--collect-only", "-q", "-p", "tests.rule_report", "tests"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    report = done.stdout.split("Rulebook sections", 1)
    if len(report) < 2:
        print(done.stdout + done.stderr)
        return done.returncode or 1
    print("Rulebook sections" + report[1], end="")
    return done.returncode


# ---------------------------------------------------------------- command line


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p_serve = sub.add_parser("serve", help="build dist/ and serve it")
    p_serve.add_argument("--host", default="127.0.0.1")
    p_serve.add_argument("--port", type=int, default=8000)
    sub.add_parser("build", help="build dist/")
    p_test = sub.add_parser("test", help="lint, type-check and run every test")
    p_test.add_argument("pytest_args", nargs=argparse.REMAINDER)
    p_bench = sub.add_parser("bench", help="boot benchmark in Chromium")
    p_bench.add_argument("--reps", type=int, default=7)
    p_bench.add_argument("--out", default="bench-results.json")
    p_odds = sub.add_parser("bench-odds", help="odds solver benchmark, CPython and Pyodide")
    p_odds.add_argument("--reps", type=int, default=5)
    p_odds.add_argument("--out", default="bench-odds-results.json")
    p_shots = sub.add_parser(
        "screenshots", help="draw every game's main screens into docs/screens/"
    )
    p_shots.add_argument("--out", default=str(ROOT / "docs" / "screens"))
    p_shots.add_argument("--only", default="", help="only the screens whose name holds this")
    p_shots.add_argument("--device", choices=("phone", "tablet"), action="append")
    sub.add_parser("icons", help="redraw public/ icons")
    sub.add_parser("rules", help="list the rulebook sections the tests name, and those none does")
    # `test` hands whatever follows it to pytest, options included (`test -k companion`):
    # argparse's REMAINDER alone refuses an option in first place
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "test":
        args.pytest_args = [*extra, *args.pytest_args]
    try:
        if args.command == "build":
            print(f"built dist/ ({build()})")
        elif args.command == "serve":
            build_id = build()
            server = make_server({"/": DIST}, args.host, args.port)
            port = server.server_address[1]
            print(
                f"built dist/ ({build_id}); serving on http://{args.host}:{port}/  (Ctrl+C stops)"
            )
            try:
                server.serve_forever()
            except KeyboardInterrupt:
                print()
        elif args.command == "test":
            return run_tests(args.pytest_args)
        elif args.command == "bench":
            py = ensure_test_tools()
            build()
            cmd = [
                str(py),
                "-m",
                "tests.browser.bench",
                "--reps",
                str(args.reps),
                "--out",
                args.out,
            ]
            return subprocess.run(cmd, cwd=ROOT).returncode
        elif args.command == "bench-odds":
            py = ensure_test_tools()
            build()
            cmd = [str(py), "-m", "tests.browser.bench_odds", "--reps", str(args.reps)]
            return subprocess.run([*cmd, "--out", args.out], cwd=ROOT).returncode
        elif args.command == "screenshots":
            py = ensure_test_tools()
            build()
            cmd = [
                str(py),
                "-m",
                "tests.browser.screenshots",
                "--out",
                args.out,
                "--only",
                args.only,
            ]
            cmd += [f"--device={d}" for d in args.device or ()]
            env = {**os.environ, "MI_DIST_BUILT": "1"}
            return subprocess.run(cmd, cwd=ROOT, env=env).returncode
        elif args.command == "rules":
            return rule_report()
        elif args.command == "icons":
            write_icons(ROOT / "public" / "icons")
    except BuildError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        if args.command == "serve" and exc.errno in (98, 48, 10048):
            print(f"error: port {args.port} is in use: pass --port with another number.")
            return 1
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
