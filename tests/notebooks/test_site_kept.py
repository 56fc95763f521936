"""The static site's repeat visit reads the snapshot and the files from the browser's own storage (its origin
private file system), where the first visit kept them gunzipped (notebooks/tools/site/snapshot.py,
``__kitStore``): gunzipping them again was 0.3-0.6 s of a 2 s repeat visit.

The worker's start runs under Node (tests/notebooks/test_site_snapshot.py's stand-in fetch and Pyodide), with a
stand-in storage kept in a folder: each Node run is one visit, the folder is the browser's profile between them.
The browser test (tests/browser/test_site.py) checks the real storage of a real visit.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from .test_site_snapshot import NODE_RUN, run_node, snapshot, write_site

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (make site needs it too)")

#: the browser's storage as the worker uses it, kept in the folder KIT_STORE; every fetch noted in KIT_STORE.log.
#: A storage of the browser's own shape: folders and files by name, a worker's synchronous read, writes
#: committed on close
STORAGE = r"""
__kitKeepAfterMs = 0;
const STORE = process.env.KIT_STORE;
const fetched = globalThis.fetch;
globalThis.fetch = (url) => { fs.appendFileSync(STORE + ".log", url + "\n"); return fetched(url); };
const missing = () => Object.assign(new Error("A requested file or directory could not be found"), { name: "NotFoundError" });
const storedFolder = (at) => ({
  name: path.basename(at),
  getDirectoryHandle: async (name, how) => {
    const inner = path.join(at, name);
    if (!fs.existsSync(inner)) { if (!(how && how.create)) { throw missing(); } fs.mkdirSync(inner); }
    return storedFolder(inner);
  },
  getFileHandle: async (name, how) => {
    const file = path.join(at, name);
    if (!fs.existsSync(file)) { if (!(how && how.create)) { throw missing(); } fs.writeFileSync(file, ""); }
    return {
      createSyncAccessHandle: async () => ({
        getSize: () => fs.statSync(file).size,
        read: (into, where) => { const data = fs.readFileSync(file).subarray(where.at, where.at + into.length); into.set(data); return data.length; },
        close: () => {},
      }),
      createWritable: async () => {
        const parts = [];
        return { write: async (data) => { parts.push(Buffer.from(data)); }, close: async () => fs.writeFileSync(file, Buffer.concat(parts)) };
      },
    };
  },
  keys: async function* () { for (const name of fs.readdirSync(at)) { yield name; } },
  removeEntry: async (name, how) => fs.rmSync(path.join(at, name), { recursive: !!(how && how.recursive) }),
});
if (process.env.KIT_STORE_MISSING !== "1") {
  globalThis.navigator = { storage: { getDirectory: async () => storedFolder(STORE) } };
}
"""

FILES, MEMORY = b"abcdefgh", b"python's memory"


def visit(site: Path, store: Path, missing: bool = False) -> tuple[dict, list[str]]:
    """One visit of ``site`` by a browser whose storage is ``store``: what the stand-in Pyodide was given, and
    the files fetched (their names)."""
    store.mkdir(exist_ok=True)
    log = Path(f"{store}.log")
    log.unlink(missing_ok=True)
    seen = run_node(site / "run.js", NODE_RUN % {"start": snapshot.worker_start(site) + STORAGE}, str(site), "65536",
                    env={"KIT_STORE": str(store), "KIT_STORE_MISSING": "1" if missing else "0"})
    return seen, [line.rsplit("/", 1)[-1] for line in log.read_text().split()] if log.exists() else []


def kept(store: Path) -> dict[str, bytes]:
    return {file.name: file.read_bytes() for file in store.rglob("*") if file.is_file()}


def a_site_visited_once(tmp_path: Path) -> tuple[Path, Path]:
    """(the site, the profile) once a first visit has kept what it gunzipped."""
    site, store = tmp_path / "site", tmp_path / "profile"
    site.mkdir()
    write_site(site, FILES, MEMORY)
    visit(site, store)
    return site, store


def same_python(seen: dict) -> bool:
    return (seen.get("snapshot") == MEMORY.decode() and "packages" not in seen["options"]
            and seen["files"] == {"/lib/site/pkg/__init__.pyc": "abc", "/lib/site/pkg/data/x.json": "defgh"})


def test_a_first_visit_keeps_what_it_gunzipped_and_a_repeat_visit_reads_it_without_fetching(tmp_path):
    site, store = tmp_path / "site", tmp_path / "profile"
    site.mkdir()
    write_site(site, FILES, MEMORY)
    first, fetched = visit(site, store)
    assert same_python(first) and {"kit-snapshot-1.bin", "kit-files-1.bin"} <= set(fetched)
    assert kept(store) == {"kit-snapshot-1.bin": MEMORY, "kit-files-1.bin": FILES}  # gunzipped, as Python takes them
    repeat, fetched = visit(site, store)
    assert same_python(repeat) and repeat["loaded"] == first["loaded"]
    assert "kit-snapshot-1.bin" not in fetched and "kit-files-1.bin" not in fetched


def test_a_kept_file_of_another_size_is_not_read_but_fetched_and_kept_again(tmp_path):
    site, store = a_site_visited_once(tmp_path)
    (snapshot_file,) = store.rglob("kit-snapshot-1.bin")
    snapshot_file.write_bytes(MEMORY[:5])  # a write cut short
    seen, fetched = visit(site, store)
    assert same_python(seen) and "kit-snapshot-1.bin" in fetched and "kit-files-1.bin" not in fetched
    assert snapshot_file.read_bytes() == MEMORY


def test_a_kept_snapshot_python_cannot_restore_is_forgotten_and_python_starts_afresh(tmp_path):
    site, store = a_site_visited_once(tmp_path)
    (snapshot_file,) = store.rglob("kit-snapshot-1.bin")
    snapshot_file.write_bytes(b"bad" + MEMORY[3:])  # the right size, but not this Pyodide's memory
    seen, _ = visit(site, store)
    assert seen["options"]["packages"] == ["ipython"]  # Python afresh: the visit still works
    assert kept(store) == {}  # and the next visit fetches what it restores
    again, fetched = visit(site, store)
    assert same_python(again) and "kit-snapshot-1.bin" in fetched


def test_keeping_a_new_build_removes_what_an_older_build_kept(tmp_path):
    site, store = a_site_visited_once(tmp_path)
    (older,) = {file.parent for file in store.rglob("kit-snapshot-1.bin")}
    (older / "kit-snapshot-0.bin").write_bytes(b"an older build's memory")
    manifest = json.loads((site / snapshot.MANIFEST).read_text())
    (site / "kit-snapshot-2.bin").write_bytes((site / manifest["snapshot"]).read_bytes())
    manifest["snapshot"] = "kit-snapshot-2.bin"  # a new build: its snapshot has a new name
    (site / snapshot.MANIFEST).write_text(json.dumps(manifest))
    seen, fetched = visit(site, store)
    assert same_python(seen) and "kit-snapshot-2.bin" in fetched
    assert set(kept(store)) == {"kit-snapshot-2.bin", "kit-files-1.bin"}


def test_without_the_browsers_storage_every_visit_fetches_and_gunzips_as_before(tmp_path):
    site, store = tmp_path / "site", tmp_path / "profile"
    site.mkdir()
    write_site(site, FILES, MEMORY)
    for _ in range(2):
        seen, fetched = visit(site, store, missing=True)
        assert same_python(seen) and {"kit-snapshot-1.bin", "kit-files-1.bin"} <= set(fetched)
    assert kept(store) == {}
