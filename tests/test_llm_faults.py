"""An OpenAI-compatible LLM server that is down, slow past the timeout, or drops the stream halfway:
the user gets the extractive fallback with a clear note, and the next request works once the server is back."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from conftest import seeded_assistant

QUESTION = "Which paper fingerprints models in a task-agnostic way using checkpoints?"


class FakeOpenAI(BaseHTTPRequestHandler):
    """Streams a reply quoting source [1]; `mode` makes it slow or makes it drop the connection mid-stream."""

    mode = "ok"

    def do_POST(self):  # noqa: N802 - http.server naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        user = next(m["content"] for m in body["messages"] if m["role"] == "user")
        reply = user.split("\n")[1].split(": ", 1)[1].split(". ")[0].rstrip(".") + ". [1]"
        if self.mode == "slow":
            time.sleep(6)
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        words = reply.split(" ")
        for i, word in enumerate(words):
            if self.mode == "drop" and i == 3:
                self.wfile.flush()
                self.connection.shutdown(2)  # the server goes away halfway through the answer
                return
            chunk = {"id": "x", "object": "chat.completion.chunk", "created": 0, "model": body["model"],
                     "choices": [{"index": 0, "delta": {"content": word + " "}, "finish_reason": None}]}
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.flush()
        self.wfile.write(b"data: [DONE]\n\n")

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def seeded(tmp_path_factory, embedder):
    return seeded_assistant(tmp_path_factory.mktemp("faults"), embedder)


def _client(seeded, port: int):
    remote = seeded.with_llm("openai", "fake")
    remote.settings.llm.base_url = f"http://127.0.0.1:{port}/v1"
    remote.settings.llm.timeout_s = 2
    return remote


def _serve(port: int = 0) -> ThreadingHTTPServer:
    server = ThreadingHTTPServer(("127.0.0.1", port), FakeOpenAI)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_down_slow_dropped_then_back(seeded):
    server = _serve()
    port = server.server_port
    remote = _client(seeded, port)
    try:
        FakeOpenAI.mode = "ok"
        ok = remote.ask(QUESTION)
        assert ok.backend == "openai" and ok.notice is None and ok.citations[0].paper_id == "TFC25ZT9nI"

        for mode in ("slow", "drop"):
            FakeOpenAI.mode = mode
            t = time.perf_counter()
            answer = remote.ask(QUESTION)
            assert time.perf_counter() - t < 15  # bounded by the timeout, no hang
            assert answer.backend == "extractive", mode
            assert "could not be reached" in answer.notice or "could not be matched" in answer.notice, mode
            assert answer.citations[0].paper_id == "TFC25ZT9nI"
    finally:
        server.shutdown()
        server.server_close()

    down = remote.ask(QUESTION)  # nothing listens on the port now
    assert down.backend == "extractive" and "could not be reached" in down.notice

    server = _serve(port)  # the server comes back on the same port: the same process answers with it again
    try:
        FakeOpenAI.mode = "ok"
        back = remote.ask(QUESTION)
        assert back.backend == "openai" and back.notice is None
    finally:
        server.shutdown()
        server.server_close()
