"""The HTTP face: an OpenAI-compatible chat API (`/v1`) and the JSON endpoints of the CLI's warm path (`/citewise`).

FastAPI because Gradio already runs on it: `citewise serve` runs this app alone, `citewise ui` mounts the chat on it.
The model name picks the mode; the reply's content is the checked answer with [n] markers and a reference list,
and the structured citations travel in an extra `citewise` field (of the response, and of the last stream chunk).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Literal

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException

from . import __version__, warm
from .assistant import Assistant
from .errors import CitewiseError
from .export import cited, markdown, render
from .retrieve import Filters
from .types import Answer, Citation, Done, Event, Status, Token

# model name -> (mode, backend override, description)
MODELS: dict[str, tuple[str, str | None, str]] = {
    "citewise": ("auto", None, "cited answers; overview questions get a summary in themes (configured LLM)"),
    "citewise-answer": ("answer", None, "always a cited answer"),
    "citewise-summary": ("summary", None, "a cited summary of a research area, in themes"),
    "citewise-table": ("table", None, "a comparison table of the papers found (quoted from the abstracts)"),
    "citewise-extractive": ("auto", "extractive", "no LLM: the abstracts' own sentences, cited"),
}
_REFERENCE = re.compile(r"^\[(\d+)\] (.+?)\. ICLR 2026(?: \([a-z]+\))?\. (\S+)$", re.MULTILINE)


class APIError(HTTPException):
    """An HTTP error with an OpenAI-style body: {"error": {"message", "type", "code"}}."""

    def __init__(self, status: int, message: str, kind: str = "invalid_request_error"):
        super().__init__(status, message)
        self.kind = kind


# --- requests ----------------------------------------------------------------------------------------
class Options(BaseModel):
    """citewise's own request fields (in `citewise` of a chat request, or at the top of a warm-path request)."""

    model_config = ConfigDict(extra="forbid")
    area: str | None = Field(None, max_length=200)
    venue: str | None = Field(None, max_length=20)
    keyword: str | None = Field(None, max_length=200)
    k: int | None = Field(None, ge=1, le=50)

    @property
    def filters(self) -> Filters:
        return Filters(area=self.area, venue=self.venue, keyword=self.keyword)


class Message(BaseModel):
    model_config = ConfigDict(extra="allow")
    role: Literal["system", "developer", "user", "assistant", "tool", "function"]
    content: str | list[dict[str, Any]] | None = None

    @property
    def text(self) -> str:
        if isinstance(self.content, list):  # content parts: the text ones
            return "\n".join(str(p.get("text", "")) for p in self.content if p.get("type") == "text")
        return self.content or ""


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="allow")  # temperature, max_tokens…: accepted; citewise decides its own
    model: str
    messages: list[Message] = Field(min_length=1)
    stream: bool = False
    citewise: Options = Options()


class SearchRequest(Options):
    query: str = Field(min_length=1, max_length=2000)


class AskRequest(Options):
    question: str
    mode: Literal["auto", "answer", "summary", "table"] = "auto"
    backend: str | None = None
    format: Literal["text", "md", "bib"] = "text"  # the export sent with the answer


# --- limits ------------------------------------------------------------------------------------------
class Slots:
    """The UI's limits for the API too: `concurrency` turns at once, at most `max_queue` waiting, else 503."""

    def __init__(self, concurrency: int, max_queue: int):
        self.running = threading.BoundedSemaphore(concurrency)
        self.lock, self.waiting, self.max_queue = threading.Lock(), 0, max_queue

    def reserve(self) -> None:
        with self.lock:
            if self.waiting >= self.max_queue:
                raise APIError(503, "citewise is busy: the queue is full, try again shortly", "server_busy")
            self.waiting += 1

    @contextmanager
    def turn(self) -> Iterator[None]:
        """Wait for a free slot (after `reserve`), then hold it."""
        try:
            self.running.acquire()
        finally:
            with self.lock:
                self.waiting -= 1
        try:
            yield
        finally:
            self.running.release()


# --- answers <-> the OpenAI shape ----------------------------------------------------------------------
def structured(answer: Answer) -> dict:
    """The `citewise` field: citations with their supporting sentences, the abstention flag, mode and backend."""
    return {
        "citations": cited(answer),
        "abstained": answer.abstained, "mode": answer.mode, "backend": answer.backend, "model": answer.model,
        "notice": answer.notice, "unsupported_sentences": answer.unsupported_sentences,
        "suggestions": answer.suggestions,
        **({"themes": answer.themes} if answer.themes else {}),
        **({"table": answer.to_json()["table"]} if answer.table else {}),
    }


class Memory:
    """Answers this server wrote, by the hash of the content it sent: a client that sends the conversation back
    gets its follow-ups read against the real earlier answers (sources, mode), not a re-parse of their text."""

    def __init__(self, size: int = 256):
        self.size, self.items, self.lock = size, OrderedDict(), threading.Lock()

    @staticmethod
    def key(content: str) -> str:
        return hashlib.sha256(content.strip().encode()).hexdigest()

    def put(self, content: str, answer: Answer) -> None:
        with self.lock:
            self.items[self.key(content)] = answer
            while len(self.items) > self.size:
                self.items.popitem(last=False)

    def get(self, content: str) -> Answer | None:
        with self.lock:
            return self.items.get(self.key(content))


def _parsed(question: str, content: str) -> Answer:
    """An earlier answer rebuilt from its text (another server wrote it, or this one restarted)."""
    cites = [Citation(n=int(n), paper_id=url.rsplit("=", 1)[-1], title=title, url=url, snippet="")
             for n, title, url in _REFERENCE.findall(content)]
    return Answer(question=question, standalone_question=question, answer=content, citations=cites,
                  abstained=not cites, unsupported_sentences=[], backend="", model=None, timings={})


def history_of(messages: list[Message], memory: Memory) -> tuple[str, list[Answer]]:
    """(the question: the last user message, the earlier turns as Answers)."""
    turns = [m for m in messages if m.role in ("user", "assistant")]
    if not turns or turns[-1].role != "user":
        raise APIError(400, "the last message must be the user's question (role 'user')")
    history, asked = [], None
    for m in turns[:-1]:
        if m.role == "user":
            asked = m.text
        elif asked is not None:
            history.append(memory.get(m.text) or _parsed(asked, m.text))
            asked = None
    return turns[-1].text, history


def _sse(obj: dict | str) -> str:
    return f"data: {obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False)}\n\n"


# --- the app -----------------------------------------------------------------------------------------
def build_api(assistant: Assistant) -> FastAPI:
    """The API over `assistant`. A bearer key is required when the variable `api.key_env` names is set."""
    settings = assistant.settings
    slots = Slots(settings.ui.concurrency, settings.ui.max_queue)
    memory = Memory()
    key_env = settings.api.key_env
    app = FastAPI(title="citewise", version=__version__, docs_url=None, redoc_url=None, openapi_url=None)
    ident = warm.fingerprint(settings)

    def authorize(request: Request) -> None:
        key = os.environ.get(key_env)
        if not key:
            return
        given = request.headers.get("authorization", "")
        if not hmac.compare_digest(given.encode(), f"Bearer {key}".encode()):
            raise APIError(401, f"missing or wrong API key: send 'Authorization: Bearer <key>' (the key is in "
                                f"${key_env} where the server runs)", "authentication_error")

    def ready() -> None:
        if assistant.indexing():
            raise APIError(503, "the corpus is being indexed; try again in a minute", "server_busy")
        if assistant.is_empty():
            raise APIError(503, "nothing is indexed yet: run `citewise ingest`", "server_busy")

    def open_turn(question: str, history: list[Answer], mode: str, backend: str | None, options: Options):
        """Validate and start a turn before any byte is sent, so that bad input gets a 4xx, not a broken stream."""
        ready()
        if backend not in (None, settings.llm.backend, "extractive"):
            raise APIError(400, f"backend must be '{settings.llm.backend}' or 'extractive', not '{backend}'")
        target = assistant.with_llm(backend)
        try:
            assistant.check_filters(options.filters)
            events = target.stream(question, history, mode=mode, filters=options.filters, k=options.k)
            first = next(events)  # the question is cleaned (length, emptiness) before the first event
        except CitewiseError as exc:
            raise APIError(400, str(exc)) from None
        slots.reserve()
        return first, events

    def run(first: Event, events: Iterator[Event]) -> Iterator[Event]:
        with slots.turn():
            yield first
            yield from events

    @app.exception_handler(HTTPException)
    async def _http_error(request: Request, exc: HTTPException):
        kind = getattr(exc, "kind", "invalid_request_error")
        return JSONResponse({"error": {"message": exc.detail, "type": kind, "code": exc.status_code}},
                            status_code=exc.status_code)

    @app.exception_handler(CitewiseError)
    async def _user_error(request: Request, exc: CitewiseError):
        return JSONResponse({"error": {"message": str(exc), "type": "invalid_request_error", "code": 400}},
                            status_code=400)

    @app.exception_handler(RequestValidationError)
    async def _bad_request(request: Request, exc: RequestValidationError):
        where = "; ".join(f"{'.'.join(str(p) for p in e['loc'] if p != 'body') or 'body'}: {e['msg']}"
                          for e in exc.errors()[:5])
        return JSONResponse({"error": {"message": f"bad request: {where}", "type": "invalid_request_error",
                                       "code": 400}}, status_code=400)

    @app.get("/v1/models")
    def models(request: Request) -> dict:
        authorize(request)
        return {"object": "list", "data": [{"id": name, "object": "model", "created": 0, "owned_by": "citewise",
                                            "description": d} for name, (_, _, d) in MODELS.items()]}

    @app.post("/v1/chat/completions")
    def chat_completions(body: ChatRequest, request: Request):
        authorize(request)
        if body.model not in MODELS:
            raise APIError(404, f"unknown model '{body.model}'; models: {', '.join(MODELS)}", "model_not_found")
        if len(body.messages) > settings.api.max_messages:
            raise APIError(400, f"{len(body.messages)} messages; the limit is {settings.api.max_messages} "
                                "(api.max_messages)")
        mode, backend, _ = MODELS[body.model]
        question, history = history_of(body.messages, memory)
        first, events = open_turn(question, history, mode, backend, body.citewise)
        cid, created = f"chatcmpl-{uuid.uuid4().hex[:24]}", int(time.time())

        def chunk(delta: dict, finish: str | None = None, extra: dict | None = None) -> str:
            return _sse({"id": cid, "object": "chat.completion.chunk", "created": created, "model": body.model,
                         "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
                         **({"citewise": extra} if extra else {})})

        def finished(answer: Answer) -> str:
            content = markdown(answer, heading=False)
            memory.put(content, answer)
            return content

        if not body.stream:
            answer = next(e.answer for e in run(first, events) if isinstance(e, Done))
            content = finished(answer)
            return {"id": cid, "object": "chat.completion", "created": created, "model": body.model,
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                 "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
                    "citewise": structured(answer)}

        def sse() -> Iterator[str]:
            """Progress (status lines, the LLM's draft) travels in `citewise`; the content is the checked answer."""
            yield chunk({"role": "assistant", "content": ""})
            try:
                for event in run(first, events):
                    match event:
                        case Status(text=text):
                            yield chunk({}, extra={"status": text})
                        case Token(text=text):
                            yield chunk({}, extra={"draft": text})
                        case Done(answer=answer):
                            for piece in re.split(r"(?<=\n)", finished(answer)):
                                yield chunk({"content": piece})
                            yield chunk({}, "stop", structured(answer))
            except CitewiseError as exc:
                yield _sse({"error": {"message": str(exc), "type": "invalid_request_error", "code": 400}})
            yield _sse("[DONE]")

        return StreamingResponse(sse(), media_type="text/event-stream")

    # --- the warm path (`citewise ask`/`search` in another process) ---------------------------------------
    @app.get(warm.PATH + "/health")
    def health(request: Request) -> dict:
        authorize(request)
        return {"service": "citewise", "version": __version__, "pid": os.getpid(), "fingerprint": ident}

    @app.post(warm.PATH + "/search")
    def search(body: SearchRequest, request: Request) -> dict:
        authorize(request)
        ready()
        try:
            hits = assistant.search(body.query, k=body.k, filters=body.filters)
        except CitewiseError as exc:
            raise APIError(400, str(exc)) from None
        return {"query": body.query, "results": [h.to_json() for h in hits]}

    @app.post(warm.PATH + "/ask")
    def ask(body: AskRequest, request: Request):
        authorize(request)
        first, events = open_turn(body.question, [], body.mode, body.backend, body)

        def lines() -> Iterator[str]:
            try:
                for event in run(first, events):
                    match event:
                        case Status(text=text):
                            yield json.dumps({"status": text}) + "\n"
                        case Token(text=text):
                            yield json.dumps({"token": text}) + "\n"
                        case Done(answer=answer):
                            export = render(answer, body.format) if body.format != "text" else ""
                            yield json.dumps({"answer": answer.to_json(), "export": export}, ensure_ascii=False) + "\n"
            except CitewiseError as exc:
                yield json.dumps({"error": str(exc)}) + "\n"

        return StreamingResponse(lines(), media_type="application/x-ndjson")

    return app


def serve(assistant: Assistant, host: str | None = None, port: int | None = None) -> None:
    """`citewise serve`: the API alone, on loopback unless told otherwise; announced for the warm path."""
    import uvicorn

    cfg = assistant.settings.api
    host, port = host or cfg.host, port or cfg.port
    app = build_api(assistant)
    assistant.warm_up_in_background()  # the model and its prompt prefix load while the API already answers
    warm.announce(assistant.settings, host, port)
    print(f"citewise API on http://{host}:{port}/v1 (models: {', '.join(MODELS)})"
          + (f"; bearer key required (${cfg.key_env})" if os.environ.get(cfg.key_env) else ""), flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning", timeout_graceful_shutdown=3)
