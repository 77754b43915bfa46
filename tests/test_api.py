"""`citewise serve` as a real process: the OpenAI-compatible API through the official `openai` client (streaming
included), its errors and bearer key, and the CLI's warm path (`ask`/`search` sent to the running server)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request

import pytest
from conftest import free_port, ingested_config, run_cli

KEY = "test-key-4f1c"
LITEGUARD = "TFC25ZT9nI"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """(config, base url): the seeds ingested, `citewise serve` running with a bearer key."""
    config = ingested_config(tmp_path_factory.mktemp("api"), llm={"backend": "extractive"})
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("CITEWISE_")} | {"CITEWISE_API_KEY": KEY}
    proc = subprocess.Popen([sys.executable, "-m", "rag", "serve", "--config", str(config), "--port", str(port)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 90
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url + "/v1/models", timeout=2)
        except urllib.error.HTTPError:  # 401 without the key: it is up
            break
        except OSError:
            assert proc.poll() is None, proc.stdout.read()
            time.sleep(0.3)
    yield config, url
    proc.terminate()
    proc.wait(10)


@pytest.fixture
def client(server):
    from openai import OpenAI

    return OpenAI(base_url=server[1] + "/v1", api_key=KEY, max_retries=0)


def test_models_and_a_cited_answer(client):
    assert {m.id for m in client.models.list()} >= {"citewise", "citewise-summary", "citewise-extractive"}
    reply = client.chat.completions.create(model="citewise", messages=[
        {"role": "user", "content": "How does LiteGuard make model fingerprinting cheaper?"}])
    content = reply.choices[0].message.content
    extra = reply.model_extra["citewise"]
    assert not extra["abstained"] and extra["mode"] == "answer"
    cited = {c["paper_id"]: c for c in extra["citations"]}
    assert LITEGUARD in cited
    c = cited[LITEGUARD]
    assert c["url"] == f"https://openreview.net/forum?id={LITEGUARD}" and c["supporting_sentences"]
    assert f"[{c['n']}]" in content.split("**References**")[0]  # the marker is in the answer text
    assert f"[{c['n']}] LiteGuard" in content.split("**References**")[1]  # and resolves in the reference list


def test_streaming_carries_the_checked_answer_and_citations_in_the_last_chunk(client):
    stream = client.chat.completions.create(model="citewise", stream=True, messages=[
        {"role": "user", "content": "Which paper proves bounds on the training length transformers need to "
                                    "generalize to longer sequences?"}])
    chunks = list(stream)
    text = "".join(ch.choices[0].delta.content or "" for ch in chunks if ch.choices)
    last = chunks[-1]
    assert last.choices[0].finish_reason == "stop"
    extra = last.model_extra["citewise"]
    assert extra["citations"] and "TLSUIyBIfs" in {c["paper_id"] for c in extra["citations"]}
    assert "**References**" in text and "Quantitative Bounds for Length Generalization" in text
    assert any((ch.model_extra or {}).get("citewise", {}).get("status") for ch in chunks[:-1])  # progress travelled


def test_follow_up_uses_the_earlier_turn(client):
    first = client.chat.completions.create(model="citewise", messages=[
        {"role": "user", "content": "Which paper proposes LiteGuard?"}])
    follow = client.chat.completions.create(model="citewise", messages=[
        {"role": "user", "content": "Which paper proposes LiteGuard?"},
        {"role": "assistant", "content": first.choices[0].message.content},
        {"role": "user", "content": "What are its two key innovations?"}])
    extra = follow.model_extra["citewise"]
    assert LITEGUARD in {c["paper_id"] for c in extra["citations"]}
    assert "checkpoint-based model set augmentation" in follow.choices[0].message.content


def test_summary_model_and_extractive_model(client):
    reply = client.chat.completions.create(model="citewise-summary", messages=[
        {"role": "user", "content": "generalization in transformers and LLMs"}])
    assert reply.model_extra["citewise"]["mode"] == "summary"
    assert reply.model_extra["citewise"]["themes"]
    reply = client.chat.completions.create(model="citewise-extractive", messages=[
        {"role": "user", "content": "How does LiteGuard make model fingerprinting cheaper?"}])
    assert reply.model_extra["citewise"]["backend"] == "extractive"


def test_bad_requests_get_a_clear_4xx(client, server):
    import openai

    with pytest.raises(openai.NotFoundError, match="unknown model 'gpt-4'"):
        client.chat.completions.create(model="gpt-4", messages=[{"role": "user", "content": "hi"}])
    with pytest.raises(openai.BadRequestError, match="limit is 2,000"):
        client.chat.completions.create(model="citewise", messages=[{"role": "user", "content": "x" * 3000}])
    with pytest.raises(openai.BadRequestError, match="last message must be the user's question"):
        client.chat.completions.create(model="citewise", messages=[{"role": "assistant", "content": "hello"}])
    with pytest.raises(openai.BadRequestError, match="no primary area matches"):
        client.chat.completions.create(model="citewise", messages=[{"role": "user", "content": "LiteGuard"}],
                                       extra_body={"citewise": {"area": "basket weaving"}})
    from openai import OpenAI

    wrong = OpenAI(base_url=server[1] + "/v1", api_key="not-the-key", max_retries=0)
    with pytest.raises(openai.AuthenticationError) as err:
        wrong.models.list()
    assert KEY not in str(err.value) and "not-the-key" not in str(err.value)
    request = urllib.request.Request(server[1] + "/v1/chat/completions", data=b"{not json",
                                     headers={"Content-Type": "application/json", "Authorization": f"Bearer {KEY}"})
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(request)
    assert err.value.code == 400 and "bad request" in json.loads(err.value.read())["error"]["message"]


def test_cli_warm_path_uses_the_running_server(server):
    config, url = server
    info = json.loads((config.parent / "data" / "server.json").read_text())
    assert info["url"] == url and KEY not in json.dumps(info)  # announced, without the key
    proc = run_cli(config, "ask", "How does LiteGuard make model fingerprinting cheaper?", "--json",
                   env={"CITEWISE_API_KEY": KEY})
    assert proc.returncode == 0, proc.stderr
    assert f"via the running citewise server at {url}" in proc.stderr
    out = json.loads(proc.stdout)
    assert LITEGUARD in {c["paper_id"] for c in out["citations"]} and out["mode"] == "answer"
    proc = run_cli(config, "search", "model fingerprinting", "--json", env={"CITEWISE_API_KEY": KEY})
    assert proc.returncode == 0 and "via the running" in proc.stderr
    assert json.loads(proc.stdout)["results"][0]["paper_id"] == LITEGUARD
    proc = run_cli(config, "ask", "LiteGuard", "--format", "bib", env={"CITEWISE_API_KEY": KEY})
    assert proc.returncode == 0 and "@inproceedings{yang2026liteguard," in proc.stdout
    # without the key the server refuses the health check, so the CLI quietly works locally
    proc = run_cli(config, "search", "model fingerprinting", "--json")
    assert proc.returncode == 0 and "via the running" not in proc.stderr
    assert json.loads(proc.stdout)["results"][0]["paper_id"] == LITEGUARD
    # a bad filter through the server: the server's own message, exit code 2
    proc = run_cli(config, "ask", "LiteGuard", "--area", "basket weaving", env={"CITEWISE_API_KEY": KEY})
    assert proc.returncode == 2 and "no primary area matches" in proc.stderr
