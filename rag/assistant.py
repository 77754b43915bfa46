"""Assistant: every component built from Settings here, and nowhere else; the one API of every face."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from functools import cached_property
from pathlib import Path

from .answer import AnswerEngine, Event
from .citations import SupportScorer
from .embedcache import EmbeddingCache
from .embeddings import Embedder
from .ingest import Chunker, IngestReport, ingest
from .llms import build_llm
from .modelstore import install as install_model
from .readers import read_corpus
from .retrieve import Filters, Retriever
from .settings import Settings
from .store import ChunkStore
from .types import Answer, Hit


class Assistant:
    """Holds the loaded models and the store connection; safe to share between UI sessions."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self._lock = threading.Lock()
        self._llm_lock = threading.Lock()
        self._llms: dict[tuple, object] = {}
        self._gen_lock = threading.Lock()  # one llama.cpp model writes one answer at a time

    # components, built on first use so that `citewise stats` never loads a model
    @cached_property
    def embedder(self) -> Embedder:
        return Embedder(self.settings.embedding, self.settings.data_path / "models")

    @cached_property
    def embedding_cache(self) -> EmbeddingCache | None:
        if not self.settings.embedding.cache:
            return None
        return EmbeddingCache(self.settings.data_path / "embedding_cache.sqlite", self.embedder.fingerprint,
                              self.embedder.dimension)

    @cached_property
    def store(self) -> ChunkStore:
        return ChunkStore(self.settings)

    @cached_property
    def retriever(self) -> Retriever:
        self.store.check_embedding(self.embedder.fingerprint)
        return Retriever(self.store, self.embedder, self.settings.retrieval, self.settings.data_path / "bm25")

    @cached_property
    def scorer(self) -> SupportScorer:
        return SupportScorer(self.embedder)

    def llm(self):
        """The configured LLM, loaded once per process (None for extractive)."""
        cfg = self.settings.llm
        key = (cfg.backend, cfg.model, cfg.base_url)
        with self._llm_lock:
            if key not in self._llms:
                self._llms[key] = build_llm(self.settings)
            return self._llms[key]

    @property
    def model_label(self) -> str | None:
        cfg = self.settings.llm
        if cfg.backend == "extractive":
            return None
        if cfg.backend == "llama_cpp":
            return Path(cfg.model).name if cfg.model else "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
        return cfg.model

    def with_llm(self, backend: str | None = None, model: str | None = None) -> Assistant:
        """A view of this assistant with another backend/model, sharing the loaded embedder, store and LLMs."""
        if not backend and not model:
            return self
        return self.variant(llm={k: v for k, v in {"backend": backend, "model": model}.items() if v})

    def variant(self, **groups: dict) -> Assistant:
        """A view with some settings changed (e.g. retrieval={"bm25": False}), sharing what is already loaded."""
        update = {name: getattr(self.settings, name).model_copy(update=values) for name, values in groups.items()}
        other = Assistant(self.settings.model_copy(update=update))
        shared = ("embedder", "embedding_cache", "store", "scorer") + (() if "retrieval" in groups else ("retriever",))
        other.__dict__.update({k: v for k, v in self.__dict__.items() if k in shared})
        other._llms, other._llm_lock, other._gen_lock = self._llms, self._llm_lock, self._gen_lock
        return other

    def engine(self) -> AnswerEngine:
        lock = self._gen_lock if self.settings.llm.backend == "llama_cpp" else None
        return AnswerEngine(self.settings, self.retriever, self.scorer, self.llm, self.model_label, lock)

    def stream(self, question: str, history: list[Answer] | None = None, mode: str = "answer",
               filters: Filters = Filters(), k: int | None = None) -> Iterator[Event]:
        """Events of one turn: status, sources (as soon as retrieval is done), tokens, then the checked Answer."""
        return self.engine().stream(question, history, mode, filters, k)

    def ask(self, question: str, history: list[Answer] | None = None, mode: str = "answer",
            filters: Filters = Filters(), k: int | None = None) -> Answer:
        for event in self.stream(question, history, mode, filters, k):
            if event.kind == "answer":
                return event.data
        raise RuntimeError("the answer pipeline ended without an answer")

    def install_model(self, log=print) -> Path:
        return install_model(self.settings.data_path, log=log)

    def default_sources(self) -> list[Path]:
        return [self.settings.resolve(s) for s in self.settings.corpus.sources]

    def ingest(self, paths: list[str | Path] | None = None, rebuild: bool = False, progress: bool = True,
               on_progress: Callable[[int, int], None] | None = None) -> IngestReport:
        """Read everything first (a bad file stops here, before the store is touched), then write."""
        papers = read_corpus(paths or self.default_sources())
        with self._lock:
            return ingest(papers, self.store, self.embedder, Chunker(self.settings.chunking), rebuild=rebuild,
                          progress=progress, batch_chunks=self.settings.store.batch_size, on_progress=on_progress,
                          cache=self.embedding_cache, encode_chunks=self.settings.embedding.encode_group)

    def search(self, query: str, k: int | None = None, filters: Filters = Filters()) -> list[Hit]:
        return self.retriever.search(query, k=k, filters=filters)

    def stats(self) -> dict:
        papers: set[str] = set()
        sources: dict[str, int] = {}
        chunks = 0
        for chunk in self.store.iter_chunks(include_text=False):
            chunks += 1
            pid = chunk.meta.get("paper_id")
            if pid not in papers:
                papers.add(pid)
                for src in chunk.meta.get("sources") or []:
                    sources[src] = sources.get(src, 0) + 1
        return {
            "papers": len(papers),
            "chunks": chunks,
            "sources": sources,
            "embedding_model": self.store.embedding_fingerprint or self.settings.embedding.model,
            "store_mode": self.store.mode,
            "store_location": self.store.location,
        }
