"""The API key never shows: not in logs (any logger, DEBUG), stdout/stderr, the Answer, error messages, the CLI or
the UI; whether the openai server is down, hostile (a 401 echoing the Authorization header) or working."""

from __future__ import annotations

import json
import logging
import traceback

import pytest
from conftest import FakeLLM, free_port, run_cli, seeded_assistant, write_config

from rag.llms import LLMUnavailable
from rag.types import Done, Status, Token
from ui.render import answer_markdown, sources_html, status_markdown

KEY = "sk-citewise-LEAKCHECK-7f3a9c1e5b20d4"
QUESTION = "Which paper fingerprints models in a task-agnostic way using checkpoints?"


@pytest.fixture(scope="module")
def seeded(tmp_path_factory, embedder):
    return seeded_assistant(tmp_path_factory.mktemp("secrets"), embedder)


@pytest.fixture
def key_env(seeded, monkeypatch) -> None:
    """The key in the env variable named by llm.api_key_env."""
    monkeypatch.setenv(seeded.settings.llm.api_key_env, KEY)


@pytest.fixture
def all_logs(caplog) -> pytest.LogCaptureFixture:
    """Every logger, at DEBUG, captured (including the HTTP and LLM client libraries')."""
    for name in [None, *logging.root.manager.loggerDict]:
        caplog.set_level(logging.DEBUG, logger=name)
    return caplog


def _server(case: str) -> tuple[FakeLLM | None, int]:
    """(server or None, port) for 'down' (nothing listening), 'hostile' or 'ok'."""
    if case == "down":
        return None, free_port()
    server = FakeLLM(mode=case)
    return server, server.port


def _assert_key_sent(server: FakeLLM | None) -> None:
    """The key did reach the server, so its absence everywhere else means something."""
    if server is not None:
        assert server.requests and server.requests[0]["headers"]["Authorization"] == f"Bearer {KEY}"


def _error_texts(llm) -> list[str]:
    """Message and traceback of the error streaming raises when the server fails (what a face could show)."""
    with pytest.raises(LLMUnavailable) as raised:
        list(llm.stream([("user", QUESTION)]))
    return [str(raised.value), "".join(traceback.format_exception(raised.value))]


@pytest.mark.parametrize("case", ["down", "hostile", "ok"])
def test_key_absent_from_answer_logs_output_and_ui(seeded, key_env, all_logs, capfd, case):
    server, port = _server(case)
    remote = seeded.with_llm("openai", "fake")
    remote.settings.llm.base_url = f"http://127.0.0.1:{port}/v1"
    remote.settings.llm.timeout_s = 5
    try:
        events = list(remote.stream(QUESTION))
        errors = [] if case == "ok" else _error_texts(remote.llm())
    finally:
        if server:
            server.stop()
    _assert_key_sent(server)

    answer = events[-1].answer
    assert isinstance(events[-1], Done)
    if case == "ok":
        assert answer.backend == "openai" and answer.notice is None
    else:
        assert answer.backend == "extractive" and "could not be reached" in answer.notice

    out, err = capfd.readouterr()
    shown = {
        "answer": answer.answer, "notice": answer.notice or "", "json": json.dumps(answer.to_json()), "repr": repr(answer),
        "markdown": answer_markdown(answer), "sources panel": sources_html(answer.sources, answer),
        "status": "\n".join(status_markdown(e.text) for e in events if isinstance(e, Status)),
        "tokens": "".join(e.text for e in events if isinstance(e, Token)),
        "errors": "\n".join(errors), "logs": all_logs.text, "log args": repr([r.args for r in all_logs.records]),
        "stdout": out, "stderr": err,
    }
    assert any(r.name.startswith("openai") for r in all_logs.records)  # the client's DEBUG log was captured
    if case == "hostile":  # the HTTP client logged the response headers, where the server echoed the key
        assert any("WWW-Authenticate" in r.getMessage() and "***" in r.getMessage() for r in all_logs.records)
    assert [where for where, text in shown.items() if KEY in text] == []
    if case == "hostile":
        assert "401" in answer.notice and "***" in answer.notice  # the echoed key was there, and was redacted


@pytest.mark.parametrize("case, flags", [("down", ["--json"]), ("hostile", ["--json"]), ("hostile", [])])
def test_cli_never_prints_the_key(seeded, tmp_path, case, flags):
    """`ask` in a subprocess (the store is the module's); as text it prints the note with the server's reply."""
    server, port = _server(case)
    config = write_config(tmp_path, data_dir=str(seeded.settings.data_path),
                          llm={"base_url": f"http://127.0.0.1:{port}/v1", "timeout_s": 5})
    try:
        proc = run_cli(config, "ask", QUESTION, "--backend", "openai", "--model", "fake", *flags,
                   env={seeded.settings.llm.api_key_env: KEY})
    finally:
        if server:
            server.stop()
    _assert_key_sent(server)
    assert proc.returncode == 0, proc.stderr
    assert KEY not in proc.stdout and KEY not in proc.stderr
    if flags:
        assert json.loads(proc.stdout)["backend"] == "extractive"
    else:  # the note, with the server's reply: the echoed key was there, and was redacted
        assert "could not be reached (AuthenticationError: Error code: 401" in proc.stderr and "***" in proc.stderr
