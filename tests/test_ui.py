"""The Gradio app against a real launched server: through gradio_client, and in a real headless Chromium."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from conftest import PROJECT, copy_seed_files, free_port, write_config

from rag.modelstore import smollm2_path

OUT = PROJECT / "test-output"


def _serve(root: Path, backend: str, model: str | None = None, ingest: bool = True, ui: dict | None = None,
           env_extra: dict | None = None):
    """Launch `citewise ui` in a subprocess on the seeds (ingested first unless `ingest` is False)."""
    copy_seed_files(root / "corpus")
    llm = {"backend": backend} | ({"model": model} if model else {})
    config = write_config(root, llm=llm, **({"ui": ui} if ui else {}))
    env = {**os.environ, "GRADIO_ANALYTICS_ENABLED": "False", "HF_HUB_OFFLINE": "1", **(env_extra or {})}
    if ingest:
        subprocess.run([sys.executable, "-m", "rag", "ingest", "--quiet", "--config", str(config)], check=True, env=env,
                       capture_output=True)
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "rag", "ui", "--config", str(config), "--port", str(port)],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.time() + 90
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2)
            return proc, url
        except OSError:
            if proc.poll() is not None:
                break
            time.sleep(0.5)
    proc.kill()
    pytest.fail("citewise ui did not start")


@pytest.fixture(scope="module")
def extractive_server(tmp_path_factory):
    proc, url = _serve(tmp_path_factory.mktemp("ui-extractive"), "extractive")
    yield url
    proc.terminate()
    proc.wait(10)


def ask_in(page, question: str) -> None:
    """Type a question into the chat's box and send it, as a user does."""
    box = page.locator("#cw-input textarea")
    box.fill(question)
    box.press("Enter")


@contextlib.contextmanager
def browser_page(url: str):
    """A page of Debian's headless Chromium (driven by Playwright) opened at `url`."""
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(chromium).exists():
        pytest.fail("Debian chromium is not installed (scripts/install.sh --dev installs it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=[
            "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
            "--disable-component-update", "--disable-sync"])
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(url)
            yield page
        finally:
            browser.close()


def _text(message: dict) -> str:
    content = message["content"]
    return content if isinstance(content, str) else " ".join(part.get("text", "") for part in content)


def _ask(client, question: str, mode="answer", area="any", venue="any", keyword="", k=3):
    chat, panel, _, answer, *_ = client.predict(question, mode, area, venue, keyword, k, "extractive", api_name="/chat")
    return chat, panel, answer


def test_gradio_client_ask_follow_up_filters_summary(extractive_server):
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from gradio_client import Client

    client = Client(extractive_server, verbose=False)
    chat, panel, answer = _ask(client, "Which paper fingerprints models in a task-agnostic way using checkpoints?")
    assert answer["citations"][0]["paper_id"] == "TFC25ZT9nI"
    assert "LiteGuard" in panel and "<mark>" in panel  # sources panel with supporting sentences highlighted
    assert "[[1]](https://openreview.net/forum?id=TFC25ZT9nI" in _text(chat[-1])  # [n] links to the paper

    chat, _, follow = _ask(client, "What are its two key innovations?")  # same client = same session history
    assert "LiteGuard" in follow["standalone_question"]
    assert follow["citations"][0]["paper_id"] == "TFC25ZT9nI"
    assert len(chat) == 4

    _, _, oral = _ask(client, "transformers length generalization bounds", venue="oral")
    assert oral["citations"] == [] and oral["abstained"] or all(
        c["paper_id"] != "TLSUIyBIfs" for c in oral["citations"])  # seed papers carry no venue: filtered out
    _, _, kw = _ask(client, "bounds on training length", keyword="no such keyword")
    assert kw["citations"] == []

    _, _, summary = _ask(client, "Summarize work on generalization in transformers", mode="summary", k=8)
    assert summary["answer"].count("### ") >= 2 and len(summary["citations"]) >= 4

    chat, panel, *_ = client.predict(api_name="/new_chat")
    assert chat == [] and "Sources appear here" in panel
    chat, _, empty = _ask(client, "   ")
    assert "type a question" in _text(chat[-1]) and empty.get("error")


def test_an_empty_store_is_indexed_by_the_ui_itself(tmp_path):
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from gradio_client import Client

    proc, url = _serve(tmp_path, "extractive", ingest=False)
    try:
        client = Client(url, verbose=False)
        deadline = time.time() + 90
        while True:
            chat, _, answer = _ask(client, "Which paper fingerprints models in a task-agnostic way using checkpoints?")
            if answer.get("citations") or time.time() > deadline:
                break
            assert "Indexing the corpus" in _text(chat[-1])  # a clear message while the index is built
            time.sleep(1)
        assert answer["citations"][0]["paper_id"] == "TFC25ZT9nI"
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.mark.slow
def test_real_browser_streams_a_cited_answer_with_sources(tmp_path_factory):
    proc, url = _serve(tmp_path_factory.mktemp("ui-browser"), "llama_cpp", str(smollm2_path()))
    OUT.mkdir(exist_ok=True)
    try:
        with browser_page(url) as page:
            ask_in(page, "How does LiteGuard make model fingerprinting cheaper?")
            page.locator("#cw-sources .cw-card").first.wait_for(timeout=60_000)  # sources before the answer
            chat = page.locator("#cw-chat")
            page.wait_for_function(
                "() => { const t = document.querySelector('#cw-chat').innerText;"
                " return /\\[\\d+\\]/.test(t) && !/Reading|Searching|Waiting/.test(t); }", timeout=120_000)
            assert "LiteGuard" in page.locator("#cw-sources").inner_text()
            assert page.locator("#cw-sources .cw-cited").count() >= 1
            link = chat.locator("a", has_text="[1]").first
            assert link.get_attribute("href").startswith("https://openreview.net/forum?id=")
            page.screenshot(path=str(OUT / "ui_answer.png"), full_page=True)
    finally:
        proc.terminate()
        proc.wait(10)
    assert (OUT / "ui_answer.png").stat().st_size > 10_000


def test_basic_auth_refuses_requests_without_credentials(tmp_path):
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from gradio_client import Client

    proc, url = _serve(tmp_path, "extractive", ui={"auth_user": "alice"}, env_extra={"CITEWISE_UI_PASSWORD": "s3cret-pw"})
    try:
        with pytest.raises(Exception):  # noqa: B017 - gradio_client raises its own types for a refused login
            Client(url, verbose=False)
        with pytest.raises(Exception):  # noqa: B017
            Client(url, auth=("alice", "wrong"), verbose=False)
        client = Client(url, auth=("alice", "s3cret-pw"), verbose=False)
        _, _, answer = _ask(client, "Which paper fingerprints models in a task-agnostic way using checkpoints?")
        assert answer["citations"][0]["paper_id"] == "TFC25ZT9nI"
        with pytest.raises(urllib.error.HTTPError) as refused:  # the app's config is not served without a login
            urllib.request.urlopen(url + "config", timeout=5)
        assert refused.value.code == 401
        with pytest.raises(urllib.error.HTTPError) as closed:  # basic auth guards the chat only: no API without a key
            urllib.request.urlopen(url + "citewise/health", timeout=5)
        assert closed.value.code in (401, 404)
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.mark.slow
def test_html_in_an_abstract_is_shown_as_text_never_run(tmp_path):
    (tmp_path / "corpus").mkdir()
    title = 'Hostile <img src=x onerror="window.__xss=1"> Gradient Shaping'
    (tmp_path / "corpus" / "hostile.jsonl").write_text(json.dumps({
        "id": "hostile01", "title": title, "venue": "ICLR 2026 Poster", "primary_area": "optimization",
        "abstract": ("We study gradient noise shaping for federated learning with heterogeneous clients. "
                     '<script>window.__xss=2</script> Our method reduces client drift on FEMNIST by 4 points. '
                     '<b onmouseover="window.__xss=3">bold claim</b> and [a link](javascript:alert(1)).'),
    }) + "\n")
    proc, url = _serve(tmp_path, "extractive")
    try:
        with browser_page(url) as page:
            ask_in(page, "How does gradient noise shaping help federated learning with heterogeneous clients?")
            page.locator("#cw-sources .cw-cited").first.wait_for(timeout=60_000)
            page.locator("#cw-sources details").first.evaluate("d => d.open = true")
            panel = page.locator("#cw-sources").inner_text()
            assert '<img src=x onerror="window.__xss=1">' in panel  # shown as text
            assert "<script>window.__xss=2</script>" in panel
            assert page.locator("#cw-sources b").count() == 0
            assert page.evaluate("() => window.__xss") is None  # nothing ran
            chat_text = page.locator("#cw-chat").inner_text()
            assert "gradient noise shaping for federated learning" in chat_text  # the answer itself renders
            assert page.locator("#cw-sources img, #cw-chat img").count() == 0
            assert page.locator("a[href^='javascript']").count() == 0
            assert "[a link](javascript:alert(1))" in panel  # a link in data stays text
            OUT.mkdir(exist_ok=True)
            page.screenshot(path=str(OUT / "ui_hostile_abstract.png"), full_page=True)
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.mark.slow
def test_downloads_and_next_questions_after_an_answer(extractive_server):
    with browser_page(extractive_server) as page:
        ask_in(page, "How does LiteGuard make model fingerprinting cheaper?")
        page.locator("#cw-next button").first.wait_for(timeout=60_000)
        exports = page.locator("#cw-export").inner_text().replace("\n", "")
        assert "answer.md" in exports and "answer.bib" in exports and "conversation.md" in exports
        nexts = page.locator("#cw-next button")
        assert 2 <= nexts.count() <= 3
        first = nexts.first.inner_text().strip()
        assert first.endswith("?")
        nexts.first.click()  # asks it: a second answer appears
        page.wait_for_function(
            "q => document.querySelector('#cw-chat').innerText.includes(q)", arg=first, timeout=60_000)
        page.wait_for_function("() => !/Searching|Reading/.test(document.querySelector('#cw-chat').innerText)",
                               timeout=60_000)
        OUT.mkdir(exist_ok=True)
        page.screenshot(path=str(OUT / "ui_next_questions.png"), full_page=True)


@pytest.mark.slow
def test_a_table_and_the_corpus_map_in_the_browser(extractive_server):
    with browser_page(extractive_server) as page:
        ask_in(page, "Make a table of the papers on model fingerprinting")
        page.locator("#cw-table table").first.wait_for(timeout=60_000)
        table = page.locator("#cw-table").inner_text()
        assert "Problem" in table and "Headline result" in table and "[1]" in table
        exports = page.locator("#cw-export").inner_text()
        assert ".csv" in exports and ".md" in exports  # CSV and Markdown to download
        OUT.mkdir(exist_ok=True)
        page.screenshot(path=str(OUT / "ui_table.png"), full_page=True)

        page.get_by_role("tab", name="Map of the corpus").click()
        page.wait_for_function("() => document.body.innerText.includes('17 papers in')", timeout=120_000)
        points = page.locator("#cw-map svg circle")
        points.first.wait_for(timeout=60_000)
        assert points.count() == 17  # a point per paper, its title shown on hover
        assert points.first.locator("title").text_content().strip()
        topics = page.locator("#cw-topics").inner_text()
        assert "Representative" in topics and len(topics.splitlines()) > 4  # one row per topic
        page.screenshot(path=str(OUT / "ui_map.png"), full_page=True)

        topic = points.nth(5).locator("title").text_content().splitlines()[1].split(" · ")[0]
        points.nth(5).click()  # a click on a point summarizes its topic: back in the chat, as a summary
        page.locator("#cw-chat").get_by_text("Papers:").first.wait_for(timeout=60_000)
        assert f"Summarize the papers on {topic}" in page.locator("#cw-chat").inner_text()
