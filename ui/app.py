"""The Gradio chat: gr.Blocks wired to the Assistant. No pipeline logic lives here."""

from __future__ import annotations

import os
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

import gradio as gr

from rag.answer import SEARCHING
from rag.assistant import Assistant
from rag.errors import CitewiseError
from rag.export import bibtex, conversation_markdown, markdown
from rag.retrieve import Filters
from rag.settings import ConfigError
from rag.table import COLUMNS, HEADERS, to_csv
from rag.types import Answer, Done, Retrieved, Status, Token

from .render import CSS, MAP_JS, answer_markdown, map_html, sources_html, status_markdown

EXAMPLES = [
    "How does LiteGuard make model fingerprinting cheaper while generalizing better?",
    "Summarize work on length generalization in transformers",
    "What are its two key innovations?",
    "Which oral papers study machine unlearning in LLMs?",
]
ANY = "any"


@dataclass
class Conversation:
    """One browser session's turns (kept server-side in gr.State)."""

    turns: list[tuple[str, Answer | None, str]] = field(default_factory=list)  # question, answer, shown text

    @property
    def history(self) -> list[Answer]:
        return [a for _, a, _ in self.turns if a is not None]

    def messages(self, pending: tuple[str, str] | None = None) -> list[dict]:
        out = []
        for question, _, shown in self.turns:
            out += [{"role": "user", "content": question}, {"role": "assistant", "content": shown}]
        if pending:
            out += [{"role": "user", "content": pending[0]}, {"role": "assistant", "content": pending[1]}]
        return out


class Indexer:
    """Ingests the default corpus in the background when the store is empty, so the page is up at once."""

    def __init__(self, assistant: Assistant):
        self.assistant, self.done, self.total, self.error = assistant, 0, 0, None
        self.running = False

    def start_if_empty(self) -> None:
        if self.assistant.is_empty():
            self.running = True
            threading.Thread(target=self._run, daemon=True).start()

    def _run(self) -> None:
        try:
            self.assistant.ingest(on_progress=self._progress)
        except Exception as exc:  # noqa: BLE001 - shown in the UI, the server stays up
            self.error = str(exc)
        finally:
            self.running = False

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    def banner(self) -> str:
        if self.error:
            return f"**Indexing failed:** {self.error}"
        if self.running:
            pct = f" {100 * self.done // self.total}% ({self.done:,}/{self.total:,} chunks)" if self.total else ""
            return f"**Indexing the corpus for the first time…**{pct} Questions work once it is done."
        return ""


NO_EXTRAS = (gr.update(visible=False, value=None), gr.update(visible=False, value=None),
             gr.update(visible=False, samples=[]))
SKIP_EXTRAS = (gr.skip(), gr.skip(), gr.skip())


def answer_extras(answer: Answer, conv: Conversation) -> tuple:
    """After an answer: a table's sortable rows, the downloads (the answer as Markdown with references, BibTeX of
    the cited papers, the conversation; a table also as CSV), and the next questions to click."""
    folder = Path(tempfile.mkdtemp(prefix="citewise-export-"))
    files = {"answer.md": markdown(answer), "answer.bib": bibtex(answer),
             "conversation.md": conversation_markdown(conv.history)}
    frame = gr.update(visible=False, value=None)
    if answer.table:
        files = {"table.csv": to_csv(answer.table), "table.md": markdown(answer), **files}
        rows = [[r.n, r.title, r.problem, r.method, r.data, r.result] for r in answer.table]
        frame = gr.update(visible=True, value={"headers": ["#", "Paper", *(HEADERS[c] for c in COLUMNS)], "data": rows})
    if not answer.citations:
        files = {"conversation.md": files["conversation.md"]}
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    downloads = gr.update(visible=True, value=[str(folder / name) for name in files])
    nexts = gr.update(visible=bool(answer.suggestions), samples=[[q] for q in answer.suggestions])
    return frame, downloads, nexts


def backend_choices(assistant: Assistant) -> list[str]:
    cfg = assistant.settings.llm
    choices = [cfg.backend]
    if cfg.backend != "llama_cpp":
        choices.append("llama_cpp")
    return [*dict.fromkeys([*choices, "extractive"])]


def build_app(assistant: Assistant) -> gr.Blocks:
    settings = assistant.settings
    indexer = Indexer(assistant)
    indexer.start_if_empty()

    def area_choices() -> list[str]:
        if indexer.running or assistant.is_empty():
            return [ANY]
        return [ANY, *assistant.areas()]

    def model_line(backend: str) -> str:
        view = assistant.with_llm(backend)
        label = f"`{backend}`" + (f" · `{view.model_label}`" if view.model_label else "")
        return f"Answering with {label}. Every sentence is checked against the abstracts."

    def chat(message: str, conv: Conversation, mode: str, area: str, venue: str, keyword: str, k: int, backend: str):
        conv = conv or Conversation()
        question = (message or "").strip()
        not_ready = indexer.banner() if indexer.running else (
            "Nothing is indexed yet. Run `citewise ingest`, then ask again." if assistant.is_empty() else None)
        if not_ready:
            conv.turns.append((question or "…", None, not_ready))
            yield conv.messages(), sources_html([]), conv, "", {"error": not_ready}, *NO_EXTRAS
            return
        view = assistant.with_llm(backend)
        filters = Filters(area=None if area in (None, "", ANY) else area, venue=None if venue in (None, ANY) else venue,
                          keyword=(keyword or "").strip() or None)
        shown_q = question if len(question) <= 500 else question[:500] + "…"
        status, draft, panel = SEARCHING, "", sources_html([])
        yield conv.messages((shown_q, status_markdown(status))), panel, conv, "", {}, *SKIP_EXTRAS
        try:
            # the slider at a default means "the default for what this turns out to be" ("Summarize…" is a summary)
            defaults = (settings.answer.answer_papers, settings.summary.most_papers)
            papers = int(k) if k and int(k) not in defaults else None
            for event in view.stream(question, conv.history, mode=mode, filters=filters, k=papers):
                match event:
                    case Status(text=text):
                        status = text
                    case Retrieved(sources=found):
                        panel = sources_html(found, pending=True)
                    case Token(text=text):
                        draft += text
                    case Done(answer=answer):
                        conv.turns.append((shown_q, answer, answer_markdown(answer)))
                        yield (conv.messages(), sources_html(answer.sources, answer), conv, "", answer.to_json(),
                               *answer_extras(answer, conv))
                        return
                yield conv.messages((shown_q, status_markdown(status, draft))), panel, conv, "", {}, *SKIP_EXTRAS
        except CitewiseError as exc:
            conv.turns.append((shown_q or "…", None, f"**Cannot answer:** {exc}"))
            yield conv.messages(), panel, conv, "", {"error": str(exc)}, *NO_EXTRAS

    def new_chat():
        return [], sources_html([]), Conversation(), "", {}, *NO_EXTRAS

    def show_map(area: str, venue: str, keyword: str):
        """The corpus map (topics clustered once per store revision), with the filters applied."""
        if indexer.running or assistant.is_empty():
            return gr.skip(), "The map appears once the corpus is indexed.", gr.skip(), gr.skip()
        filters = Filters(area=None if area in (None, "", ANY) else area, venue=None if venue in (None, ANY) else venue,
                          keyword=(keyword or "").strip() or None)
        try:
            topics, papers = assistant.corpus_map(filters)
        except CitewiseError as exc:
            return gr.skip(), f"**Cannot draw the map:** {exc}", gr.skip(), gr.skip()
        rows = [[t["label"], t["size"], "; ".join(t["representative"][:2])] for t in topics]
        note = f"{len(papers):,} papers in {len(topics)} topics" + (" (filtered)" if filters else "") + \
            ". Hover a point for its title; click a point, a topic below the map or a row of the table to summarize it."
        return (map_html(topics, papers), note, [t["label"] for t in topics],
                {"headers": ["Topic", "Papers", "Representative papers"], "data": rows})

    def summarize_topic(labels: list[str], evt: gr.SelectData):
        """A click on the map (a point or a legend entry: its topic's index) or on a row of the topic table: that
        topic's summary, in the chat."""
        index = evt.index[0] if isinstance(evt.index, (list, tuple)) else evt.index
        if not isinstance(index, int) or not 0 <= index < len(labels):
            raise gr.Error("That topic is no longer on the map: draw it again.")
        return f"Summarize the papers on {labels[index]}", "summary", gr.Tabs(selected="chat")

    with gr.Blocks(title="citewise", fill_width=True) as demo:
        gr.Markdown("## citewise · cited answers from ICLR 2026 abstracts")
        banner = gr.Markdown(indexer.banner())
        with gr.Tabs() as tabs:
            with gr.Tab("Chat", id="chat"), gr.Row(equal_height=False):
                with gr.Column(scale=3):
                    chatbot = gr.Chatbot(label="Conversation", height=560, buttons=["copy"], elem_id="cw-chat",
                                         placeholder="Ask about a paper, a method, or a whole research area.")
                    with gr.Row():
                        msg = gr.Textbox(placeholder="Ask a question, or: Summarize work on …", show_label=False,
                                         scale=5, max_lines=6, elem_id="cw-input", autofocus=True)
                        send = gr.Button("Ask", variant="primary", scale=1, elem_id="cw-send")
                    next_q = gr.Dataset(components=[msg], samples=[], label="Ask next", type="values", visible=False,
                                        elem_id="cw-next")
                    with gr.Row():
                        new = gr.Button("New chat", size="sm", elem_id="cw-new")
                    gr.Examples(EXAMPLES, inputs=msg, label="Try")
                    model_md = gr.Markdown(model_line(settings.llm.backend), elem_id="cw-model")
                with gr.Column(scale=2):
                    with gr.Accordion("Options", open=False):
                        mode = gr.Radio(["auto", "answer", "summary", "table"], value="auto", label="Mode",
                                        info="auto: the question decides. summary: a cited overview of a research area "
                                             "in themes; table: one row per paper (problem, method, data, result)")
                        area = gr.Dropdown(area_choices(), value=ANY, label="Primary area", allow_custom_value=True)
                        venue = gr.Radio([ANY, "oral", "poster"], value=ANY, label="Venue")
                        keyword = gr.Textbox(label="Keyword", placeholder="e.g. diffusion models")
                        k = gr.Slider(1, 40, value=settings.answer.answer_papers, step=1, label="Papers to read",
                                      info=f"answers default to {settings.answer.answer_papers}; summaries and tables "
                                           f"read the whole area, up to {settings.summary.most_papers}")
                        backend = gr.Dropdown(backend_choices(assistant), value=settings.llm.backend, label="Backend")
                    table = gr.Dataframe(visible=False, interactive=False, wrap=True, elem_id="cw-table",
                                         label="Comparison table (click a header to sort)")
                    exports = gr.File(visible=False, label="Download (Markdown with references, BibTeX)",
                                      file_count="multiple", elem_id="cw-export")
                    sources = gr.HTML(sources_html([]), elem_id="cw-sources")
            with gr.Tab("Map of the corpus", id="map") as map_tab:
                map_note = gr.Markdown("Open this tab to draw the map (the first time per index takes about a minute).")
                with gr.Row():
                    map_area = gr.Dropdown(area_choices(), value=ANY, label="Primary area", allow_custom_value=True)
                    map_venue = gr.Radio([ANY, "oral", "poster"], value=ANY, label="Venue")
                    map_keyword = gr.Textbox(label="Keyword", placeholder="e.g. diffusion models")
                corpus_map = gr.HTML(map_html([], []), js_on_load=MAP_JS, elem_id="cw-map")
                map_topics = gr.State([])  # the drawn topics' labels, in the order of the map's `data-topic` indices
                topic_table = gr.Dataframe(headers=["Topic", "Papers", "Representative papers"], interactive=False, wrap=True,
                                           elem_id="cw-topics")
        conv = gr.State(Conversation())
        answer_json = gr.JSON(visible=False)
        inputs = [msg, conv, mode, area, venue, keyword, k, backend]
        outputs = [chatbot, sources, conv, msg, answer_json, table, exports, next_q]
        msg.submit(chat, inputs, outputs, api_name="chat")
        send.click(chat, inputs, outputs, api_name=False)
        next_q.click(lambda sample: sample[0], next_q, msg, api_name=False).then(chat, inputs, outputs, api_name=False)
        new.click(new_chat, None, outputs, api_name="new_chat")
        chatbot.clear(new_chat, None, outputs, api_name=False)  # the chat's own trash button starts over too
        mode.change(lambda m: gr.update(value=settings.summary.most_papers if m in ("summary", "table")
                                        else settings.answer.answer_papers), mode, k, api_name=False)
        backend.change(model_line, backend, model_md, api_name=False)
        map_inputs, map_outputs = [map_area, map_venue, map_keyword], [corpus_map, map_note, map_topics, topic_table]
        map_tab.select(show_map, map_inputs, map_outputs, api_name="corpus_map")
        for control in map_inputs:
            control.change(show_map, map_inputs, map_outputs, api_name=False)
        for clicked in (corpus_map, topic_table):
            clicked.select(summarize_topic, map_topics, [msg, mode, tabs], api_name=False).success(
                chat, inputs, outputs, api_name=False)
        timer = gr.Timer(2.0, active=indexer.running)

        def tick():
            """While the first index is built: its progress; when it is done, the areas it found."""
            return indexer.banner(), gr.Timer(active=indexer.running), gr.Dropdown(choices=area_choices())

        timer.tick(tick, None, [banner, timer, area], api_name=False)
    return demo


def launch(assistant: Assistant, host: str | None = None, port: int | None = None) -> None:
    """Serve the chat and, on the same port, the HTTP API (rag.api: OpenAI-compatible, and the CLI's warm path):
    localhost unless told otherwise, optional basic auth, never a public share link."""
    import uvicorn
    from fastapi import FastAPI

    from rag import warm
    from rag.api import build_api

    cfg = assistant.settings.ui
    auth = None
    if cfg.auth_user:
        password = os.environ.get(cfg.auth_password_env)
        if not password:
            raise ConfigError(f"ui.auth_user is set, but the password variable {cfg.auth_password_env} is empty")
        auth = (cfg.auth_user, password)
    # basic auth guards the chat only: the API then needs its own key, or it is not served
    api_open = auth is None or bool(os.environ.get(assistant.settings.api.key_env))
    demo = build_app(assistant)
    assistant.warm_up_in_background()  # the model loads while the page is already served
    demo.queue(default_concurrency_limit=cfg.concurrency, max_size=cfg.max_queue)
    host, port = host or cfg.host, port or cfg.port
    app = build_api(assistant) if api_open else FastAPI(docs_url=None, redoc_url=None, openapi_url=None)
    app = gr.mount_gradio_app(app, demo, path="", auth=auth, show_error=False, css=CSS, footer_links=["api"])
    if api_open:
        warm.announce(assistant.settings, host, port)
    print(f"citewise chat on http://{host}:{port}/" + (f" (API: http://{host}:{port}/v1)" if api_open else ""),
          flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning", timeout_graceful_shutdown=3)
