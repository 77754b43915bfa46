"""Shared fixtures: real settings in tmp folders, one embedding model per session, seed copies.

Nothing of ours is mocked: tests run the real readers, chunker, encoder, Chroma and BM25 on the
17-abstract seed file (or small files written in tmp). The 4,302-paper JSONL is never ingested here.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import yaml

from rag.assistant import Assistant
from rag.embeddings import Embedder
from rag.settings import EmbeddingSettings, Settings, load_settings

PROJECT = Path(__file__).resolve().parent.parent
SEEDS = PROJECT / "seeds"
SEED_TXT = SEEDS / "000_4bd91504f5572ffe.txt"
SEED_SIDECAR = SEEDS / "000_4bd91504f5572ffe.titles.jsonl"


def _sidecar() -> list[dict]:
    return [json.loads(line) for line in SEED_SIDECAR.read_text(encoding="utf-8").splitlines() if line.strip()]


SIDECAR_ENTRIES = _sidecar()
SEED_COUNT = 17
# ids the sidecar gives (entries without openreview_id get a content-hash id instead)
SIDECAR_IDS = {e["position"]: e["openreview_id"] for e in SIDECAR_ENTRIES if e.get("openreview_id")}


def copy_seed_files(dest: Path, sidecar: bool = True) -> Path:
    """Copy the seed txt (and its titles sidecar) into `dest`; returns the copied txt path."""
    dest.mkdir(parents=True, exist_ok=True)
    txt = Path(shutil.copy(SEED_TXT, dest / SEED_TXT.name))
    if sidecar:
        shutil.copy(SEED_SIDECAR, dest / SEED_SIDECAR.name)
    return txt


def write_config(folder: Path, **sections) -> Path:
    """A config.yaml in `folder`: data_dir 'data' (relative, so it resolves into `folder`) plus `sections`."""
    folder.mkdir(parents=True, exist_ok=True)
    # quick_start off: exporting the encoder to ONNX at each test's ingest would cost seconds (tested on its own)
    data = {"data_dir": "data", "corpus": {"sources": ["corpus"]}, "embedding": {"quick_start": False}}
    for key, value in sections.items():
        if isinstance(value, dict) and isinstance(data.get(key), dict):
            data[key] = {**data[key], **value}
        else:
            data[key] = value
    path = folder / "config.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


@pytest.fixture(scope="session", autouse=True)
def _hermetic_env():
    """CITEWISE_* variables of the developer's shell must not leak into the tests (env beats YAML)."""
    with pytest.MonkeyPatch.context() as mp:
        for key in list(os.environ):
            if key.startswith("CITEWISE_"):
                mp.delenv(key)
        yield


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    """The real encoder, loaded once per session (~5 s)."""
    return Embedder(EmbeddingSettings())


@pytest.fixture
def copy_seeds() -> Callable[..., Path]:
    """copy_seeds(dest, sidecar=True) -> path of the copied seed txt."""
    return copy_seed_files


@pytest.fixture
def corpus_dir(tmp_path) -> Path:
    """tmp/corpus holding a copy of the seed txt and its sidecar."""
    folder = tmp_path / "corpus"
    copy_seed_files(folder)
    return folder


@pytest.fixture
def make_settings(tmp_path) -> Callable[..., Settings]:
    """make_settings(**dotted_overrides) -> Settings from a tmp config.yaml; data_dir is tmp/data."""

    def make(**overrides) -> Settings:
        return load_settings(write_config(tmp_path), **overrides)

    return make


@pytest.fixture
def settings(make_settings) -> Settings:
    return make_settings()


@pytest.fixture
def make_assistant(embedder) -> Callable[[Settings], Assistant]:
    """An Assistant sharing the session's embedder."""

    def make(settings: Settings) -> Assistant:
        return new_assistant(settings, embedder)

    return make


def new_assistant(settings: Settings, embedder: Embedder) -> Assistant:
    return Assistant(settings, embedder=embedder)


def seeded_assistant(root: Path, embedder: Embedder, **overrides) -> Assistant:
    """The 17 seeds (plus whatever is already in root/corpus) ingested under `root`; extractive unless overridden."""
    copy_seed_files(root / "corpus")
    settings = load_settings(write_config(root), **({"llm.backend": "extractive"} | overrides))
    assistant = new_assistant(settings, embedder)
    assistant.ingest(progress=False)
    return assistant


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def assistant(settings, make_assistant, corpus_dir) -> Assistant:
    """An empty-store Assistant whose corpus.sources is tmp/corpus (the seed copy)."""
    return make_assistant(settings)


class FakeLLM(ThreadingHTTPServer):
    """A local LLM server speaking OpenAI's /v1/chat/completions (SSE) and Ollama's /api/chat (NDJSON), streamed
    chunked like the real ones. It replies by quoting the first evidence sentence of the prompt's question (after the
    worked example) with its source number.

    `mode`: 'ok'; 'slow' (answers nothing until stopped); 'drop' (shuts the connection mid-stream);
    'hostile' (401 whose body and WWW-Authenticate header echo the Authorization header).
    `requests`: path, headers and body of each request.
    """

    def __init__(self, port: int = 0, mode: str = "ok"):
        super().__init__(("127.0.0.1", port), _FakeLLMHandler)
        self.mode = mode
        self.requests: list[dict] = []
        self.stopping = threading.Event()
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def port(self) -> int:
        return self.server_port

    def url(self, backend: str) -> str:
        """llm.base_url for the `openai` or `ollama` backend."""
        return f"http://127.0.0.1:{self.port}" + ("/v1" if backend == "openai" else "")

    def stop(self) -> None:
        """Stop listening and end every handler (a 'slow' one too): nothing listens on the port afterwards."""
        self.stopping.set()
        self.shutdown()
        self.server_close()

    def __exit__(self, *exc) -> None:
        self.stop()


class _FakeLLMHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # chunked: a stream cut short is a broken response, as with a real server
    server: FakeLLM

    def do_POST(self) -> None:  # noqa: N802 - http.server naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.requests.append({"path": self.path, "headers": dict(self.headers), **body})
        if self.server.mode == "hostile":
            echo = {"error": {"message": f"Invalid credentials: {self.headers.get('Authorization')}",
                              "type": "invalid_request_error", "code": "invalid_api_key"}}
            self._send(401, "application/json", json.dumps(echo).encode(),
                       {"WWW-Authenticate": f'Bearer error="invalid_token", got="{self.headers.get("Authorization")}"'})
            return
        if self.server.mode == "slow":
            self.server.stopping.wait(60)  # far past any client timeout
            return
        user = [m["content"] for m in body["messages"] if m["role"] == "user"][-1]  # after the worked example
        lines = user.split("\n")
        n = next(line for line in lines if line.startswith("["))[1:].split("]")[0]
        first = next(line for line in lines if line.startswith("- "))[2:]
        reply = first.split(". ")[0].rstrip(".") + f". [{n}]"
        self._send(200, "application/x-ndjson" if self.path == "/api/chat" else "text/event-stream")
        for i, word in enumerate(reply.split(" ")):
            if self.server.mode == "drop" and i == 3:
                self.connection.shutdown(socket.SHUT_RDWR)  # the server goes away halfway through the answer
                return
            self._event(body["model"], word + " ")
        self._event(body["model"], None)
        self._write_chunk(b"")  # the last chunk: the response is complete

    def _send(self, status: int, content_type: str, data: bytes | None = None, headers: dict | None = None) -> None:
        """Status and headers; then `data` as the whole body, or (None) a chunked body written by _event."""
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Connection", "close")
        if data is None:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if data is not None:
            self.wfile.write(data)

    def _event(self, model: str, content: str | None) -> None:
        """One streamed message, or (None) the closing one: an NDJSON line for Ollama, an SSE event for OpenAI."""
        if self.path == "/api/chat":
            message = {"model": model, "created_at": "2026-11-29T00:00:00Z",
                       "message": {"role": "assistant", "content": content or ""}, "done": content is None}
            if content is None:
                message |= {"done_reason": "stop", "eval_count": 8, "prompt_eval_count": 10}
            self._write_chunk((json.dumps(message) + "\n").encode())
        elif content is None:
            self._write_chunk(b"data: [DONE]\n\n")
        else:
            chunk = {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": model,
                     "choices": [{"index": 0, "delta": {"content": content}, "finish_reason": None}]}
            self._write_chunk(f"data: {json.dumps(chunk)}\n\n".encode())

    def _write_chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def log_message(self, *args) -> None:
        pass


CLI_TIMEOUT = 180


def ingested_config(root: Path, **sections) -> Path:
    """The seeds copied under `root`, a config for them (`write_config` sections), ingested by the real CLI."""
    copy_seed_files(root / "corpus")
    config = write_config(root, **sections)
    proc = run_cli(config, "ingest", "--quiet")
    assert proc.returncode == 0, proc.stderr
    return config


def run_cli(config: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """`python -m rag ARGS --config CONFIG` in a subprocess, without the developer's CITEWISE_* variables."""
    base = {k: v for k, v in os.environ.items() if not k.startswith("CITEWISE_")}
    return subprocess.run([sys.executable, "-m", "rag", *args, "--config", str(config)], capture_output=True, text=True,
                          env={**base, **(env or {})}, cwd=config.parent, timeout=CLI_TIMEOUT)
