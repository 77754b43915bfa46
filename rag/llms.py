"""Backend name -> a llama-index LLM (llama_cpp, openai, ollama), or None for the extractive backend; the pool that
loads each once per process, and streaming with its token limit, secret redaction and fragment trimming."""

from __future__ import annotations

import gc
import logging
import os
import queue
import threading
import time
from collections.abc import Generator, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import CitewiseError
from .local_server import LocalServer, local_server
from .modelstore import QWEN, ModelError, default_model_path, verify
from .settings import Settings
from .types import Token

if TYPE_CHECKING:  # llama-index is imported when an LLM is built: `citewise search` and `stats` never pay for it
    from llama_index.core.llms import LLM


_LOCAL: dict[int, LocalServer] = {}  # id(llm) -> the in-process server behind a llama_cpp LLM


class LLMUnavailable(CitewiseError, RuntimeError):
    """The configured LLM cannot be used right now; an answer falls back to extractive."""


def model_label(settings: Settings) -> str | None:
    """The model's name as shown to the user (None for extractive)."""
    cfg = settings.llm
    if cfg.backend == "extractive":
        return None
    if cfg.backend == "llama_cpp":
        return Path(cfg.model).name if cfg.model else QWEN.filename
    return cfg.model


def llama_cpp_model_path(settings: Settings) -> Path:
    """The GGUF to load: llm.model if set, else the Qwen model `citewise models install` put in data_dir."""
    if settings.llm.model:
        path = settings.resolve(settings.llm.model)
        if not path.is_file():
            raise ModelError(f"llm.model: GGUF file {path} not found")
        return path
    path = default_model_path(settings.data_path)
    verify(path)
    return path


def build_llm(settings: Settings) -> LLM | None:
    """The configured LLM; None means extractive. Raises LLMUnavailable / ModelError with a fix-it message."""
    cfg = settings.llm
    if cfg.backend == "extractive":
        return None
    if cfg.backend == "llama_cpp":  # llama.cpp's server engine in this process, spoken to as an OpenAI server
        from llama_index.llms.openai_like import OpenAILike

        path = llama_cpp_model_path(settings)
        server = local_server(path, cfg.context_window, cfg.parallel, cfg.threads)
        redact_in_logs(server.key)
        llm = OpenAILike(model=path.name, api_base=server.url + "/v1", api_key=server.key, is_chat_model=True,
                         temperature=cfg.temperature, max_tokens=cfg.max_tokens, timeout=max(cfg.timeout_s, 600.0),
                         max_retries=0, context_window=cfg.context_window)
        _LOCAL[id(llm)] = server
        return llm
    if cfg.backend == "openai":
        from llama_index.llms.openai_like import OpenAILike

        if not cfg.base_url or not cfg.model:
            raise LLMUnavailable("the openai backend needs llm.base_url and llm.model")
        key = os.environ.get(cfg.api_key_env)
        if key:
            redact_in_logs(key)
        return OpenAILike(model=cfg.model, api_base=cfg.base_url, api_key=key or "none",
                          is_chat_model=True, temperature=cfg.temperature, max_tokens=cfg.max_tokens,
                          timeout=cfg.timeout_s, max_retries=0, context_window=cfg.context_window)
    if cfg.backend == "ollama":
        from llama_index.llms.ollama import Ollama

        if not cfg.model:
            raise LLMUnavailable("the ollama backend needs llm.model")
        return Ollama(model=cfg.model, base_url=cfg.base_url or "http://127.0.0.1:11434", temperature=cfg.temperature,
                      request_timeout=cfg.timeout_s, context_window=cfg.context_window,
                      additional_kwargs={"num_predict": cfg.max_tokens})
    raise LLMUnavailable(f"unknown llm.backend '{cfg.backend}'")


def stream_chat(llm: LLM, messages: Sequence[tuple[str, str]], secrets: Sequence[str] = (),
                max_deltas: int | None = None, grammar: str | None = None) -> Iterator[str]:
    """Token deltas of the LLM's reply to (role, content) messages, at most `max_deltas` of them (closing the
    stream stops generation), constrained by a GBNF `grammar` (for a llama.cpp server). Connection problems become
    LLMUnavailable (the API key is never in the message)."""
    from llama_index.core.llms import ChatMessage

    chat = [ChatMessage(role=role, content=content) for role, content in messages]
    try:
        stream = llm.stream_chat(chat, **({"extra_body": {"grammar": grammar}} if grammar else {}))
        for count, chunk in enumerate(stream, 1):
            if chunk.delta:
                yield chunk.delta
            if max_deltas and count >= max_deltas:
                stream.close()
                # the client's HTTP stream, left in a reference cycle, must be finalised now: finalised by a later
                # garbage collection that runs inside the connection pool's lock, it waits for that lock forever
                gc.collect()
                return
    except (ModelError, LLMUnavailable):
        raise
    except Exception as exc:  # each client library raises its own connection/timeout types
        raise LLMUnavailable(_describe(exc, secrets)) from None


_REDACTED: set[str] = set()


def redact_in_logs(secret: str) -> None:
    """Replace `secret` with *** in every log record of this process, whichever library logs it (the HTTP
    clients log request and response headers at DEBUG, and a hostile server can echo the key in one)."""
    if secret in _REDACTED:
        return
    first = not _REDACTED
    _REDACTED.add(secret)
    if not first:
        return
    make_record = logging.getLogRecordFactory()

    def factory(*args, **kwargs) -> logging.LogRecord:
        record = make_record(*args, **kwargs)
        message = record.getMessage()
        if any(s in message for s in _REDACTED):
            for s in _REDACTED:
                message = message.replace(s, "***")
            record.msg, record.args = message, ()
        return record

    logging.setLogRecordFactory(factory)


def _describe(exc: Exception, secrets: Sequence[str]) -> str:
    text = f"{type(exc).__name__}: {exc}"
    for secret in secrets:
        if secret:
            text = text.replace(secret, "***")
    return text[:300]


def drop_fragment(text: str) -> str:
    """Cut an answer stopped by the token limit back to its last whole sentence."""
    text = text.strip()
    end = max(text.rfind(". "), text.rfind(".\n"), text.rfind("]"), text.rfind("?"), text.rfind("!"))
    if text.endswith((".", "]", "!", "?", ")")) or end < 0:
        return text
    return text[: end + 1]


_DONE = object()  # the end of a reply written side by side


@dataclass
class _Failed:
    exc: Exception


@dataclass
class LoadedLLM:
    """A loaded LLM with what writing with it needs: its label, the variable holding the API key (never shown), and
    the default token limit. No lock: the local engine batches concurrent requests, a server queues its own."""

    llm: LLM
    label: str | None
    api_key_env: str
    max_tokens: int
    continues: bool = False  # does the engine continue a reply whose start is given (the local llama.cpp engine)?
    constrains: bool = False  # does it take a GBNF grammar for its output (the local llama.cpp engine)?
    slots: int = 1  # replies it writes at once: the local engine's llm.parallel (a server queues what it cannot)

    @property
    def secrets(self) -> tuple[str, ...]:
        """The API key as it is now (read at each call: a rotated key is redacted too)."""
        key = os.environ.get(self.api_key_env, "")
        return (key,) if key else ()

    def stream(self, messages: Sequence[tuple[str, str]], max_tokens: int | None = None,
               grammar: str | None = None) -> Iterator[str]:
        """Token deltas (see `stream_chat`); the grammar only for an engine that takes one."""
        return stream_chat(self.llm, messages, self.secrets, max_tokens or self.max_tokens,
                           grammar if self.constrains else None)

    def write(self, messages: Sequence[tuple[str, str]], timings: dict[str, float], started: float,
              max_tokens: int | None = None, grammar: str | None = None) -> Generator[Token, None, str]:
        """Stream the reply as Token events (the first one's time goes into timings['first_token_s']);
        return the whole reply, cut back to its last whole sentence."""
        parts: list[str] = []
        for delta in self.stream(messages, max_tokens, grammar):
            if not parts:
                timings.setdefault("first_token_s", time.perf_counter() - started)
            parts.append(delta)
            yield Token(delta)
        return drop_fragment("".join(parts))

    def write_many(self, batches: Sequence[Sequence[tuple[str, str]]], timings: dict[str, float], started: float,
                   max_tokens: int | None = None, heads: Sequence[str] = (),
                   grammars: Sequence[str | None] = (), at_once: int = 1) -> Generator[Token, None, list[str]]:
        """Several replies, streamed in order, each after its head (a separator, a heading) as Token events and
        constrained by its grammar (if any); returns them in order. Up to `at_once` are written at the same time
        (the local engine batches them in its slots): the first streams as it is written, the others are read in
        full by their own threads and shown in turn."""
        heads = list(heads) + [""] * (len(batches) - len(heads))
        grammars = list(grammars) + [None] * (len(batches) - len(grammars))
        at_once = min(at_once, self.slots, len(batches))
        if at_once <= 1:
            texts = []
            for head, messages, grammar in zip(heads, batches, grammars):
                if head:
                    yield Token(head)
                texts.append((yield from self.write(messages, timings, started, max_tokens, grammar)))
            return texts
        written: list[queue.Queue] = [queue.Queue() for _ in batches]

        def read(i: int) -> None:  # every stream is read to its end: one left unread holds its connection (a hang)
            try:
                for delta in self.stream(batches[i], max_tokens, grammars[i]):
                    written[i].put(delta)
                written[i].put(_DONE)
            except Exception as exc:  # shown when its reply's turn comes, in the caller's thread
                written[i].put(_Failed(exc))

        pool = ThreadPoolExecutor(at_once, thread_name_prefix="citewise-write")
        pool.submit(read, 0)

        def start_the_rest() -> None:  # once the first reply has read its prompt: its first token is not slowed by
            for i in range(1, len(batches)):  # the others' prompts; in order, at most at_once at a time
                pool.submit(read, i)

        texts = []
        try:
            for i, (head, replies) in enumerate(zip(heads, written)):
                if head:
                    yield Token(head)
                parts: list[str] = []
                while (delta := replies.get()) is not _DONE:
                    if i == 0 and not parts:
                        start_the_rest()
                    if isinstance(delta, _Failed):
                        raise delta.exc
                    if not parts:
                        timings.setdefault("first_token_s", time.perf_counter() - started)
                    parts.append(delta)
                    yield Token(delta)
                if i == 0 and not parts:  # an empty first reply
                    start_the_rest()
                texts.append(drop_fragment("".join(parts)))
        finally:
            pool.shutdown(wait=False, cancel_futures=True)  # a closed stream: replies not started are not written
        return texts

    def forget_prompts(self) -> None:
        """Clear a local model's prompt cache, so that the next prompt is read in full (for benchmarks)."""
        if (server := _LOCAL.get(id(self.llm))) is not None:
            server.forget_prompts()


class LLMPool:
    """The LLMs loaded in this process, one per (backend, model, base_url), shared by every assistant variant.
    None is locked: the local llama.cpp engine batches up to llm.parallel requests, a server queues its own."""

    def __init__(self):
        self._models: dict[tuple, LLM] = {}
        self._loaded: dict[tuple, LoadedLLM] = {}
        self._lock = threading.Lock()

    def get(self, settings: Settings) -> LoadedLLM:
        """The configured LLM, loaded on first use. Raises LLMUnavailable / ModelError with a fix-it message."""
        cfg = settings.llm
        model_key = (cfg.backend, cfg.model, cfg.base_url)
        key = (*model_key, cfg.max_tokens, cfg.api_key_env)
        with self._lock:
            if key not in self._loaded:
                if model_key not in self._models:
                    self._models[model_key] = build_llm(settings)
                self._loaded[key] = LoadedLLM(self._models[model_key], model_label(settings),
                                              cfg.api_key_env, cfg.max_tokens, continues=cfg.backend == "llama_cpp",
                                              constrains=cfg.backend == "llama_cpp",
                                              slots=cfg.parallel if cfg.backend == "llama_cpp" else 16)
            return self._loaded[key]
