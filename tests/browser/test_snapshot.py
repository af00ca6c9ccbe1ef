"""The warm start from a Pyodide memory snapshot (web/snapshot.js, web/engine-boot.js): made after
a normal boot, used on the next visit, and every way it can fail boots normally instead."""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.browser import support

BOOT_JS = "document.documentElement.dataset.engineBoot"
SNAPSHOT_JS = "window.__mi.engine.snapshot"
LOG_JS = "window.__mi.engine.debugLog.join('\\n')"

# Change the stored snapshot record of this deployment in place (the test's "damage").
DAMAGE_JS = """async (how) => {
  const req = (r) => new Promise((ok, fail) => {
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
  });
  const db = await req(indexedDB.open('mi-pyodide-snapshot', 1));
  const scope = new URL('./', location.href).href;
  const store = db.transaction('snapshots', 'readwrite').objectStore('snapshots');
  const rec = await req(store.get(scope));
  const bytes = new Uint8Array(rec.bytes);
  if (how === 'missing') {
    await req(store.delete(scope));
    await req(store.delete(scope + '#index'));
    db.close();
    return;
  }
  if (how === 'wrong build') {
    rec.key = 'an-older-build|pyodide-314.0.7';
    await req(store.put({ key: rec.key, length: rec.length }, scope + '#index'));
  }
  if (how === 'truncated') rec.bytes = rec.bytes.slice(0, rec.bytes.byteLength >> 1);
  if (how === 'corrupt') bytes.fill(0, 0, 4096);
  if (how === 'restore error') bytes.fill(7, 16, 48);  // Pyodide's build id: it refuses
  if (how === 'heap zeroed') bytes.fill(0, 2 * 1048576, 3 * 1048576);  // header looks right
  if (how === 'heap too large') {
    const big = new Uint8Array(31 * 1048576 + 48);
    big.set(bytes.subarray(0, 48));
    new Uint32Array(big.buffer)[1] = 48;
    rec.bytes = big.buffer;
    rec.length = big.byteLength;
  }
  await req(store.put(rec, scope));
  db.close();
}"""


def _visit(page: Any, url: str | None = None) -> str:
    if url:
        page.goto(url)
    else:
        page.reload()
    support.wait_ready(page)
    return str(page.evaluate(BOOT_JS))


def _works(page: Any) -> None:
    assert page.evaluate("window.__mi.engine.call('ping', {echo: 'ok'})")["pong"] == "ok"
    # The engine's own files are there again after a restore (imported only now, from them).
    game = page.evaluate("window.__mi.engine.call('engine.new', {seed: 7})")
    assert game["view"]["decision"]["kind"] == "flip_deck"


def test_a_snapshot_is_made_after_a_normal_boot_and_used_on_the_next_visit(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    assert _visit(page, app_url) == "normal"
    assert page.evaluate(SNAPSHOT_JS) == "saved"
    assert "snapshot: none stored" in page.evaluate(LOG_JS)
    assert _visit(page) == "snapshot"
    assert "snapshot: restored" in page.evaluate(LOG_JS)
    _works(page)
    # A restored session opens, taps and undoes like a normal one.
    threat = page.evaluate(
        """async () => {
          const call = window.__mi.engine.call;
          const heroes = [{name: 'A'}, {name: 'B'}];
          const r = await call('companion.new', {setup: {players: 2, heroes, seed: 1}});
          await call('companion.live.open', {key: 's', data: r.session});
          const command = {op: 'threat', delta: 3};
          const t = await call('companion.live.tap', {key: 's', at: [0, 0], command});
          return t.view.threat.value;
        }"""
    )
    assert threat == 7
    assert _visit(page) == "snapshot"  # and again: the session was not frozen into it
    assert (
        page.evaluate(
            "window.__mi.engine.call('companion.live.undo', {key: 's', at: [1, 0]})"
            ".catch(e => e.type)"
        )
        == "SessionNotOpen"
    )
    assert page.js_errors == []


@pytest.mark.parametrize(
    ("how", "logged"),
    [
        ("missing", "snapshot: none stored"),
        ("wrong build", "stored for an-older-build"),
        ("truncated", "it is truncated"),
        ("corrupt", "wrong magic number"),
        ("restore error", "restore failed"),
        ("heap too large", "larger than Pyodide can restore"),
        ("heap zeroed", "its checksum does not match"),
    ],
)
def test_a_bad_snapshot_boots_normally_and_is_replaced(
    phone_page: Any, app_url: str, how: str, logged: str
) -> None:
    page = phone_page
    _visit(page, app_url)
    assert page.evaluate(SNAPSHOT_JS) == "saved"
    page.evaluate(DAMAGE_JS, how)
    assert _visit(page) == "normal"
    assert logged in page.evaluate(LOG_JS)
    assert page.locator("#engine-error").count() == 0  # the user is told nothing
    _works(page)
    assert page.evaluate(SNAPSHOT_JS) == "saved"  # a good one replaces it
    assert _visit(page) == "snapshot"


def test_storage_full_means_no_snapshot_and_a_normal_boot(phone_page: Any, app_url: str) -> None:
    page = phone_page
    cdp = page.context.new_cdp_session(page)
    origin = app_url.rstrip("/")
    cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": 1_000_000})
    try:
        assert _visit(page, app_url) == "normal"
        assert page.evaluate(SNAPSHOT_JS) == "skipped: QuotaExceededError"
        assert _visit(page) == "normal"
        assert "snapshot: none stored" in page.evaluate(LOG_JS)
        _works(page)
    finally:
        cdp.send("Storage.overrideQuotaForOrigin", {"origin": origin})


def test_offline_reload_boots_from_the_snapshot(browser: Any, dist_dir: Path) -> None:
    with support.installed_app(browser, dist_dir) as (server, page, url):
        page.wait_for_function(f"{SNAPSHOT_JS}.then(s => s === 'saved')")
        server.shutdown()
        server.server_close()
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(url + "/", timeout=5)
        assert _visit(page) == "snapshot"
        _works(page)


# Pyodide's snapshot options are private: an upgrade may drop or change them, and the app's
# fallback would then hide it (every visit quietly booting normally). This fails loudly instead.
PRIVATE_OPTIONS_JS = """async () => {
  const src = `
    import { loadPyodide }
      from ${JSON.stringify(new URL('pyodide/pyodide.mjs', location.href).href)};
    const indexURL = ${JSON.stringify(new URL('pyodide/', location.href).href)};
    const out = {};
    const first = await loadPyodide({ indexURL, _makeSnapshot: true });
    out.make = typeof first.makeMemorySnapshot;
    first.runPython('left_in_memory = 6 * 7');
    const bytes = first.makeMemorySnapshot();
    out.bytes = bytes.byteLength;
    const second = await loadPyodide({ indexURL, _loadSnapshot: bytes });
    out.restored = second.runPython('left_in_memory');
    postMessage(out);`;
  const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
  const w = new Worker(url, { type: 'module' });
  return await new Promise((ok) => {
    w.onmessage = (e) => ok(e.data);
    w.onerror = (e) => ok({ error: e.message });
  });
}"""


def test_pyodide_still_has_the_private_snapshot_options(phone_page: Any, app_url: str) -> None:
    phone_page.goto(app_url)
    got = phone_page.evaluate(PRIVATE_OPTIONS_JS)
    assert "error" not in got, f"Pyodide could not make or load a memory snapshot: {got}"
    assert got["make"] == "function", (
        "pyodide.makeMemorySnapshot is gone: the warm start (web/engine-boot.js) no longer works"
    )
    assert got["restored"] == 42, (
        "loadPyodide ignored _loadSnapshot (a fresh interpreter came back): the warm start "
        "silently falls back to a normal boot on every visit; see web/snapshot.js"
    )
    assert 20 * 1048576 < got["bytes"] < 40 * 1048576


def test_a_snapshot_database_of_another_version_is_made_anew(phone_page: Any, app_url: str) -> None:
    """Issue 23, defect 8: a database left at another version (another build's) refused every
    read and write, so every visit booted cold; it is deleted and made anew."""
    page = phone_page
    _visit(page, app_url)
    assert page.evaluate(SNAPSHOT_JS) == "saved"
    page.evaluate(
        """() => new Promise((ok, fail) => {
             const del = indexedDB.deleteDatabase('mi-pyodide-snapshot');
             del.onsuccess = () => {
               const r = indexedDB.open('mi-pyodide-snapshot', 5);
               r.onupgradeneeded = () => r.result.createObjectStore('something-else');
               r.onsuccess = () => { r.result.close(); ok(); };
               r.onerror = () => fail(r.error);
             };
             del.onerror = () => fail(del.error);
           })"""
    )
    assert _visit(page) == "normal"
    assert page.evaluate(SNAPSHOT_JS) == "saved"
    assert "made anew" in page.evaluate(LOG_JS)
    assert _visit(page) == "snapshot"
    _works(page)
