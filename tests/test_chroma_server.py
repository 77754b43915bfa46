"""store.mode=http against a real `chroma run` server (started here on a free port, stopped in teardown)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from conftest import SEED_COUNT, copy_seed_files, free_port, new_assistant, write_config

from rag.settings import load_settings
from rag.store import ChunkStore, StoreError

LG_ID = "TLSUIyBIfs"


def chroma_binary() -> str:
    found = shutil.which("chroma") or str(Path(sys.executable).with_name("chroma"))
    if not Path(found).exists():
        pytest.skip("the `chroma` command is not installed")
    return found


class ChromaServer:
    def __init__(self, folder: Path, port: int | None = None):
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.path = folder / "server-data"
        self.log_path = folder / "chroma-server.log"
        self.log = self.log_path.open("ab")
        self.proc = subprocess.Popen(
            [chroma_binary(), "run", "--path", str(self.path), "--host", "127.0.0.1", "--port", str(self.port)],
            stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        self._wait_until_up(30.0)

    def _wait_until_up(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                break
            try:
                with urllib.request.urlopen(f"{self.url}/api/v2/heartbeat", timeout=2) as resp:
                    if resp.status == 200 and "heartbeat" in resp.read().decode():
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(0.2)
        self.stop()
        tail = self.log_path.read_text(errors="replace")[-2000:]
        pytest.fail(f"chroma server on port {self.port} did not answer within {timeout:.0f} s:\n{tail}")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        self.log.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = ChromaServer(tmp_path_factory.mktemp("chroma-server"))
    yield srv
    srv.stop()


def http_settings(root: Path, port: int):
    copy_seed_files(root / "corpus")
    return load_settings(write_config(root, store={"mode": "http", "host": "127.0.0.1", "port": port}))


def test_ingest_and_search_over_http(server, embedder, tmp_path):
    settings = http_settings(tmp_path, server.port)
    assistant = new_assistant(settings, embedder)
    assert assistant.store.mode == "http" and assistant.store.location == server.url
    report = assistant.ingest(progress=False)
    assert (report.papers, report.written) == (SEED_COUNT, SEED_COUNT)
    assert assistant.store.count() == report.chunks

    hits = assistant.search("how long must transformer training sequences be to generalize to longer inputs")
    assert hits[0].paper_id == LG_ID and len({h.paper_id for h in hits}) == len(hits) == 5
    assert hits[0].authors == ["Zachary Izzo", "Eshaan Nichani", "Jason D. Lee"]

    # a second client (as a new process would be) sees the same data and writes nothing
    again = new_assistant(load_settings(tmp_path / "config.yaml"), embedder)
    assert again.ingest(progress=False).written == 0
    assert again.stats()["papers"] == SEED_COUNT
    assert not (settings.data_path / "chroma").exists()  # nothing went to an embedded store
    assert server.path.is_dir()


def test_unreachable_server_raises_store_error(embedder, tmp_path):
    port = free_port()  # nothing listens here
    settings = http_settings(tmp_path, port)
    with pytest.raises(StoreError, match=rf"cannot reach the Chroma server at http://127\.0\.0\.1:{port}"):
        ChunkStore(settings)
    assistant = new_assistant(settings, embedder)
    with pytest.raises(StoreError, match="chroma run"):
        assistant.search("anything")
    with pytest.raises(StoreError, match=str(port)):
        assistant.ingest(progress=False)


def test_server_lost_mid_session(embedder, tmp_path):
    srv = ChromaServer(tmp_path)
    try:
        root = tmp_path / "client"
        small = root / "corpus" / "small.jsonl"
        small.parent.mkdir(parents=True)
        small.write_text(json.dumps({"id": "S1", "title": "Tiny", "abstract": "A tiny abstract about servers."}) + "\n",
                         encoding="utf-8")
        assistant = new_assistant(load_settings(write_config(root, store={"mode": "http", "port": srv.port})), embedder)
        assistant.ingest(progress=False)
        assert assistant.search("tiny servers")[0].paper_id == "S1"
    finally:
        srv.stop()
    with pytest.raises(StoreError, match=f"{srv.url}.*not answering"):
        assistant.search("tiny servers")
    with pytest.raises(StoreError, match="not answering"):
        assistant.store.count()

    srv = ChromaServer(tmp_path, port=srv.port)  # the same server comes back: no restart of citewise needed
    try:
        assert assistant.search("tiny servers")[0].paper_id == "S1"
        assert assistant.store.count() == 1
    finally:
        srv.stop()
