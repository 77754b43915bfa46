"""Each LLM backend's wiring against a real peer: llama.cpp in-process (xllamacpp), an OpenAI-compatible server
(llama.cpp's own server, in another process) and a local HTTP server speaking Ollama's chat API; all with SmolLM2."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.request

import pytest
from conftest import FakeLLM, free_port, seeded_assistant

from rag.modelstore import smollm2_path
from rag.types import Done, Event, Retrieved, Token

QUESTION = "Which paper fingerprints models in a task-agnostic way using checkpoints?"


@pytest.fixture(scope="module")
def seeded(tmp_path_factory, embedder):
    return seeded_assistant(tmp_path_factory.mktemp("backends"), embedder)


def _run(assistant) -> tuple[list[Event], object]:
    events = list(assistant.stream(QUESTION))
    assert isinstance(events[-1], Done)
    return events, events[-1].answer


def _assert_cited(answer) -> None:
    assert not answer.abstained
    assert answer.citations, answer.answer
    assert all(f"[{c.n}]" in answer.answer for c in answer.citations)
    assert answer.citations[0].paper_id == "TFC25ZT9nI" or answer.sources[0].paper.paper_id == "TFC25ZT9nI"


@pytest.mark.slow
def test_llama_cpp_backend_end_to_end(seeded):
    local = seeded.with_llm("llama_cpp", str(smollm2_path()))
    events, answer = _run(local)
    kinds = [type(e) for e in events]
    assert kinds.index(Retrieved) < kinds.index(Token)  # sources are shown before the model speaks
    assert sum(k is Token for k in kinds) > 3  # streamed token by token
    _assert_cited(answer)
    assert answer.backend in ("llama_cpp", "extractive")  # extractive only if SmolLM2's text found no support
    assert answer.backend == "llama_cpp" or "could not be matched" in answer.notice
    assert local.llm() is local.llm()  # loaded once per process


SERVER = """
import sys, time, xllamacpp as xlc
p = xlc.CommonParams(); p.model.path = sys.argv[1]; p.n_ctx = 2048; p.port = int(sys.argv[2]); p.model_alias = "smollm2"
server = xlc.Server(p)
print(server.listening_address, flush=True)
while True:
    time.sleep(60)
"""


@pytest.fixture(scope="module")
def openai_server():
    """llama.cpp's server (the xllamacpp engine) in its own process: a real OpenAI-compatible HTTP API."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-c", SERVER, str(smollm2_path()), str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/v1"
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url + "/models", timeout=1)
            break
        except OSError:
            time.sleep(0.5)
    else:
        proc.kill()
        pytest.fail("the llama.cpp server did not start")
    yield url
    proc.terminate()
    proc.wait(10)


@pytest.mark.slow
def test_openai_backend_against_a_real_openai_compatible_server(seeded, openai_server, monkeypatch):
    monkeypatch.setenv("CITEWISE_TEST_KEY", "sk-secret-123")
    remote = seeded.with_llm("openai", "smollm2")
    remote.settings.llm.base_url = openai_server
    remote.settings.llm.api_key_env = "CITEWISE_TEST_KEY"
    events, answer = _run(remote)
    assert sum(isinstance(e, Token) for e in events) > 3
    _assert_cited(answer)
    assert "sk-secret-123" not in json.dumps(answer.to_json())


def test_ollama_backend_against_a_local_ollama_api(seeded):
    with FakeLLM() as server:
        ollama = seeded.with_llm("ollama", "smollm2:135m")
        ollama.settings.llm.base_url = server.url("ollama")
        events, answer = _run(ollama)
    assert server.requests and server.requests[0]["path"] == "/api/chat"
    assert server.requests[0]["model"] == "smollm2:135m"
    assert answer.backend == "ollama" and answer.notice is None
    assert sum(isinstance(e, Token) for e in events) > 3
    _assert_cited(answer)


@pytest.mark.slow
def test_write_many_streams_every_reply_after_its_head_in_order(seeded):
    from rag import prompts
    from rag.llms import drop_fragment

    llm = seeded.with_llm("llama_cpp", str(smollm2_path())).llm()
    questions = ["What is LiteGuard?", "What is a transformer?"]
    gen = llm.write_many([prompts.part_messages([], q) for q in questions], timings := {}, time.perf_counter(), 24,
                         heads=["", "\n### Next\n"])
    streamed = []
    try:
        while True:
            streamed.append(next(gen).text)
    except StopIteration as stop:
        texts = stop.value
    assert len(texts) == 2 and all(t.strip() for t in texts)
    first, second = "".join(streamed).split("\n### Next\n")
    assert drop_fragment(first) == texts[0] and drop_fragment(second) == texts[1]
    assert "first_token_s" in timings


class _Slow:
    """A LoadedLLM whose replies come from a script, a delta every few milliseconds, with how many were being
    written at once."""

    def __init__(self, side_by_side: int, fail: int | None = None):
        import threading

        from rag.llms import LoadedLLM

        self.lock, self.running, self.most, self.began, self.first_word = threading.Lock(), 0, 0, {}, {}
        self.llm = LoadedLLM(None, None, "CITEWISE_NO_KEY", 16, slots=4)
        self.llm.stream = self.stream  # the engine's own stream is tested above; this tests the ordering
        self.fail = fail

    def stream(self, messages, max_tokens=None, grammar=None):
        n = int(messages[-1][1])
        with self.lock:
            self.began[n] = time.perf_counter()
            self.running += 1
            self.most = max(self.most, self.running)
        try:
            for word in (f"Reply {n} ", "says ", f"{'x' * n}."):
                time.sleep(0.02 * (4 - n))  # the later replies are written faster: they finish first
                if n == self.fail:
                    raise RuntimeError("the server went away")
                self.first_word.setdefault(n, time.perf_counter())
                yield word
        finally:
            with self.lock:
                self.running -= 1


def _drain(gen):
    streamed = []
    try:
        while True:
            streamed.append(next(gen).text)
    except StopIteration as stop:
        return streamed, stop.value


@pytest.mark.parametrize("side_by_side", [1, 2, 3])
def test_replies_written_side_by_side_are_shown_in_order(side_by_side):
    fake = _Slow(side_by_side)
    streamed, texts = _drain(fake.llm.write_many([[("user", str(n))] for n in (1, 2, 3)], timings := {},
                                                 time.perf_counter(), heads=["", " | ", " | "], at_once=side_by_side))
    assert texts == ["Reply 1 says x.", "Reply 2 says xx.", "Reply 3 says xxx."]
    assert "".join(streamed) == "Reply 1 says x. | Reply 2 says xx. | Reply 3 says xxx."
    assert fake.most == side_by_side  # never more at once than asked
    assert min(fake.began[2], fake.began[3]) >= fake.first_word[1]  # the first reply's prompt is read alone
    assert "first_token_s" in timings


def test_a_reply_that_fails_side_by_side_fails_the_turn_when_its_turn_comes():
    from rag.types import Token

    fake = _Slow(3, fail=2)
    gen = fake.llm.write_many([[("user", str(n))] for n in (1, 2, 3)], {}, time.perf_counter(), at_once=3)
    shown = []
    with pytest.raises(RuntimeError, match="went away"):
        for event in gen:
            assert isinstance(event, Token)
            shown.append(event.text)
    assert "".join(shown) == "Reply 1 says x."  # the first reply was shown whole before the failure


@pytest.mark.slow
def test_replies_cut_at_their_token_limit_never_hang_the_next_request(seeded):
    """A reply stopped early leaves the client's HTTP stream to the garbage collector; finalised inside the
    connection pool's lock, it deadlocked a later request (seen at about the tenth cut reply)."""
    import threading

    from rag import prompts

    llm = seeded.with_llm("llama_cpp", str(smollm2_path())).llm()
    done: list[str] = []

    def ask_many() -> None:
        for i in range(40):
            done.append("".join(llm.stream(prompts.part_messages([], f"Name {i} uses of a transformer."), 2)))

    import gc

    thresholds = gc.get_threshold()
    gc.set_threshold(1)  # collect at nearly every allocation, as a busy process may: inside the pool's lock too
    try:
        worker = threading.Thread(target=ask_many, daemon=True)
        worker.start()
        worker.join(timeout=120)
    finally:
        gc.set_threshold(*thresholds)
    assert not worker.is_alive(), f"hung after {len(done)} replies"
    assert len(done) == 40 and all(done)


@pytest.mark.slow
def test_the_local_engine_continues_a_reply_that_opens_with_the_papers_name(seeded):
    from rag import prompts

    assert seeded.with_llm("llama_cpp", str(smollm2_path())).llm().continues
    assert prompts.part_messages([], "What does LiteGuard do?", begin="LiteGuard")[-1] == ("assistant", "LiteGuard")
    answer = seeded.with_llm("llama_cpp", str(smollm2_path())).ask("What are the two key innovations of LiteGuard?")
    if answer.backend == "llama_cpp":  # SmolLM2 may write nothing the checker accepts (then the answer is extractive)
        assert answer.draft.startswith("LiteGuard")


@pytest.mark.slow
def test_the_local_engine_cites_only_the_sources_a_call_was_given(seeded):
    """The grammar leaves the model no way to write a marker of a source it did not read."""
    import re

    from rag import prompts

    llm = seeded.with_llm("llama_cpp", str(smollm2_path())).llm()
    assert llm.constrains
    messages = [("user", "Copy this line exactly: Results [1] and [2], then [3] and [4], as in [5].")]
    free = "".join(llm.stream(messages, 40))
    bound = "".join(llm.stream(messages, 40, prompts.citation_grammar([7])))
    assert set(re.findall(r"\[(\d+)\]", free)) - {"7"}  # the model writes other markers when free to
    assert re.findall(r"\[([^\]]*)\]", bound) and set(re.findall(r"\[([^\]]*)\]", bound)) == {"7"}
    # a marker cites each source once at most: not "[7, 7, 7, …" until the tokens run out
    assert "[7, 7" not in bound and "[1, 2, 1" not in "".join(llm.stream(messages, 40, prompts.citation_grammar([1, 2])))
