"""Backend name -> a llama-index LLM (llama_cpp, openai, ollama), or None for the extractive backend."""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator, Sequence
from pathlib import Path

from llama_index.core.llms import LLM, ChatMessage

from .modelstore import ModelError, default_model_path, verify
from .settings import Settings


class LLMUnavailable(RuntimeError):
    """The configured LLM cannot be used right now; the answer falls back to extractive."""


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


def _gguf_chat_formatter(model):
    """Render messages with the chat template stored in the GGUF (as llama-cpp-python's own chat handler does)."""
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    template = model.metadata.get("tokenizer.chat_template")
    if not template:
        raise ModelError("the GGUF has no chat template (tokenizer.chat_template); use a chat/instruct model")
    eos = model._model.token_get_text(model.token_eos()) if model.token_eos() != -1 else ""
    bos = model._model.token_get_text(model.token_bos()) if model.token_bos() != -1 else ""
    formatter = Jinja2ChatFormatter(template=template, eos_token=eos, bos_token=bos)

    def messages_to_prompt(messages: Sequence[ChatMessage]) -> str:
        return formatter(messages=[{"role": m.role.value, "content": m.content or ""} for m in messages]).prompt

    return messages_to_prompt, eos


def build_llm(settings: Settings) -> LLM | None:
    """The configured LLM; None means extractive. Raises LLMUnavailable / ModelError with a fix-it message."""
    cfg = settings.llm
    if cfg.backend == "extractive":
        return None
    if cfg.backend == "llama_cpp":
        from llama_index.llms.llama_cpp import LlamaCPP

        path = llama_cpp_model_path(settings)
        try:
            llm = LlamaCPP(model_path=str(path), temperature=cfg.temperature, max_new_tokens=cfg.max_tokens,
                           context_window=cfg.context_window, verbose=False,
                           model_kwargs={"n_threads": cfg.threads or os.cpu_count(), "verbose": False})
        except ValueError as exc:  # llama.cpp refuses a damaged file
            raise ModelError(f"llama.cpp could not load {path}: {exc}. Reinstall with `citewise models install`") from None
        to_prompt, eos = _gguf_chat_formatter(llm._model)
        llm.messages_to_prompt = to_prompt
        if eos:
            llm.generate_kwargs["stop"] = [eos]
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


def stream_chat(llm: LLM, system: str, user: str, secrets: Sequence[str] = (),
                max_deltas: int | None = None) -> Iterator[str]:
    """Token deltas from the LLM, at most `max_deltas` of them (closing the stream stops generation).

    Connection problems become LLMUnavailable (the API key is never in the message).
    """
    messages = [ChatMessage(role="system", content=system), ChatMessage(role="user", content=user)]
    try:
        stream = llm.stream_chat(messages)
        for count, chunk in enumerate(stream, 1):
            if chunk.delta:
                yield chunk.delta
            if max_deltas and count >= max_deltas:
                stream.close()
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
