"""build.py's pure parts: checksums, fetch errors, the precache list, atomic dist/, MIME types."""

from __future__ import annotations

import hashlib
import urllib.request
import zipfile
from pathlib import Path
from typing import Any

import pytest

import build


def _pin_for(path: Path, sha: str | None = None) -> build.Pin:
    digest = sha or hashlib.sha256(path.read_bytes()).hexdigest()
    return build.Pin("thing", "1.0", digest, path.name)


def test_verify_accepts_the_pinned_checksum(tmp_path: Path) -> None:
    f = tmp_path / "thing-1.0.tgz"
    f.write_bytes(b"payload")
    build.verify(f, _pin_for(f))


def test_verify_rejects_a_wrong_checksum_with_what_to_do(tmp_path: Path) -> None:
    f = tmp_path / "thing-1.0.tgz"
    f.write_bytes(b"tampered")
    with pytest.raises(build.BuildError, match=r"Delete .*thing-1.0.tgz and run the command again"):
        build.verify(f, _pin_for(f, "0" * 64))


def test_every_pin_is_a_full_sha256() -> None:
    for pin in build.PINS.values():
        assert len(pin.sha256) == 64
        int(pin.sha256, 16)
        assert pin.version in pin.filename


def test_missing_npm_is_one_clear_sentence(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(build, "CACHE", tmp_path / "cache")
    monkeypatch.setenv("PATH", str(tmp_path))  # no npm on it
    with pytest.raises(build.BuildError) as err:
        build.fetch("pyodide")
    assert str(err.value) == (
        "npm was not found, so the npm package pyodide@314.0.7 cannot be fetched: "
        "install Node.js 20 or newer (it includes npm)."
    )


def test_a_failed_download_names_the_package(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(build, "CACHE", tmp_path / "cache")
    fake_npm = tmp_path / "npm"
    fake_npm.write_text("#!/bin/sh\necho 'npm error network ENOTFOUND' >&2\nexit 1\n")
    fake_npm.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(build.BuildError, match=r"Could not download the npm package pyodide@314"):
        build.fetch("pyodide")
    assert list((tmp_path / "cache").iterdir()) == []  # nothing half-downloaded is kept


def test_precache_list_has_every_file_but_the_worker_itself() -> None:
    names = ["sw.js", "b.css", "a/x.js", "index.html"]
    assert build.precache_list(names) == ["./", "a/x.js", "b.css", "index.html"]


def test_content_hash_changes_with_names_and_bytes() -> None:
    base = build.content_hash({"a": b"1", "b": b"2"})
    assert build.content_hash({"b": b"2", "a": b"1"}) == base  # order does not matter
    assert build.content_hash({"a": b"1", "c": b"2"}) != base
    assert build.content_hash({"a": b"1", "b": b"3"}) != base


def test_engine_zip_holds_the_engine_sources_only() -> None:
    import io

    with zipfile.ZipFile(io.BytesIO(build.engine_zip())) as z:
        names = z.namelist()
    assert "core/__init__.py" in names and "core/bridge.py" in names
    assert all(n.startswith("core/") for n in names)
    assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)


def test_a_failed_build_leaves_the_old_dist_untouched(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text("old build")
    monkeypatch.setattr(build, "ROOT", tmp_path)
    monkeypatch.setattr(build, "DIST", dist)
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "sw.js").write_text("x")

    # The second file cannot be written (its folder is a file): the build fails half-way.
    monkeypatch.setattr(
        build, "collect_files", lambda: {"index.html": b"new", "index.html/x": b"1"}
    )
    with pytest.raises(OSError):
        build.build()
    assert (dist / "index.html").read_text() == "old build"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dist", "web"]


def test_build_swaps_in_a_complete_dist(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(build, "ROOT", tmp_path)
    monkeypatch.setattr(build, "DIST", tmp_path / "dist")
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "sw.js").write_text('const B = "__CACHE_NAME__"; const P = "__PRECACHE__";')
    monkeypatch.setattr(build, "collect_files", lambda: {"index.html": b"hi", "js/a.js": b"1"})
    build_id = build.build()
    sw = (tmp_path / "dist" / "sw.js").read_text()
    assert f'"mi-{build_id}"' in sw
    assert '["./", "build.json", "index.html", "js/a.js"]' in sw
    assert (tmp_path / "dist" / "js" / "a.js").read_bytes() == b"1"
    assert oct((tmp_path / "dist").stat().st_mode & 0o777) == "0o755"


def _get(url: str) -> Any:
    return urllib.request.urlopen(url, timeout=5)


def test_server_sends_the_mime_types_pyodide_needs(tmp_path: Path) -> None:
    for name in ("a.mjs", "b.wasm", "c.js", "m.webmanifest", "index.html"):
        (tmp_path / name).write_bytes(b"x")
    server, url = build.serve_in_thread({"/": tmp_path, "/sub/app/": tmp_path})
    try:
        types = {n: _get(f"{url}/{n}").headers["Content-Type"] for n in ("a.mjs", "b.wasm", "c.js")}
        assert types == {
            "a.mjs": "text/javascript",
            "b.wasm": "application/wasm",
            "c.js": "text/javascript",
        }
        assert _get(f"{url}/m.webmanifest").headers["Content-Type"] == "application/manifest+json"
        assert _get(f"{url}/sub/app/b.wasm").read() == b"x"
        assert _get(f"{url}/sub/app/").headers["Content-Type"] == "text/html"
    finally:
        server.shutdown()
        server.server_close()


def test_the_screens_dice_and_symbols_are_written_from_the_engine() -> None:
    # kit/faces.js is the engine's face_sheet, not a copy kept by hand in web/
    import json

    from core.games.mutant_insurrection.dice import face_sheet

    text = build.faces_js().decode()
    lines = [line.removeprefix("export const ") for line in text.splitlines() if "= " in line]
    values = {name: json.loads(v.rstrip(";")) for name, v in (x.split(" = ", 1) for x in lines)}
    assert values == {"DIE_FACES": face_sheet()["faces"], "REQ_SYMBOL": face_sheet()["symbols"]}
    assert not (build.ROOT / "web" / "kit" / "faces.js").exists()
    assert "kit/faces.js" in build.precache_list(build.collect_files())
