"""An OpenAI-compatible or Ollama LLM server that is down, slow past the timeout, or drops the stream halfway:
the user gets the extractive fallback with a clear note, and the next request works once the server is back."""

from __future__ import annotations

import time

import pytest
from conftest import FakeLLM, seeded_assistant

QUESTION = "Which paper fingerprints models in a task-agnostic way using checkpoints?"
PAPER = "TFC25ZT9nI"
TIMEOUT_S = 2


@pytest.fixture(scope="module")
def seeded(tmp_path_factory, embedder):
    return seeded_assistant(tmp_path_factory.mktemp("faults"), embedder)


def _ask(remote, label: str):
    """The answer, asserted to come in bounded time: the 2 s timeout plus the pipeline's own work on a busy machine."""
    t = time.perf_counter()
    answer = remote.ask(QUESTION)
    assert time.perf_counter() - t < 15, f"{label}: no hang"
    return answer


def _assert_fallback(answer, label: str) -> None:
    assert answer.backend == "extractive", label
    assert answer.notice and "could not be reached" in answer.notice, (label, answer.notice)
    assert answer.citations[0].paper_id == PAPER, label


@pytest.mark.parametrize("backend", ["openai", "ollama"])
def test_down_slow_dropped_then_back(seeded, backend):
    server = FakeLLM()
    port = server.port
    remote = seeded.with_llm(backend, "fake")
    remote.settings.llm.base_url = server.url(backend)
    remote.settings.llm.timeout_s = TIMEOUT_S
    try:
        ok = _ask(remote, "ok")
        assert ok.backend == backend and ok.notice is None and ok.citations[0].paper_id == PAPER
        for mode in ("slow", "drop"):
            server.mode = mode
            _assert_fallback(_ask(remote, mode), mode)
    finally:
        server.stop()
    assert {r["path"] for r in server.requests} == {"/v1/chat/completions" if backend == "openai" else "/api/chat"}

    _assert_fallback(_ask(remote, "down"), "down")  # nothing listens on the port now

    with FakeLLM(port) as server:  # back on the same port: the same process answers with it again
        back = _ask(remote, "back")
        assert back.backend == backend and back.notice is None and back.citations[0].paper_id == PAPER
        assert len(server.requests) == 1
