"""Assistant: every component built from Settings here, and nowhere else; the one API of every face."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from functools import cached_property
from pathlib import Path

from . import prompts
from .answer import AnswerEngine
from .embedcache import EmbeddingCache
from .embeddings import Embedder
from .errors import CitewiseError
from .gather import PaperVectorIndex
from .ingest import Chunker, IngestReport, ingest
from .llms import LLMPool, LoadedLLM, model_label
from .modelstore import install as install_model
from .readers import read_corpus
from .retrieve import Filters, KeywordIndex, Retriever
from .settings import Settings
from .shipped import preload
from .store import ChunkStore
from .suggest import suggestions
from .support import SupportScorer
from .topics import TopicIndex
from .types import Answer, Done, Event, Hit


class Components:
    """The heavy pieces an Assistant loads once and its variants share. Each is built on first use (so that
    `citewise stats` never loads a model), or handed in ready-made (a test's session-wide encoder)."""

    def __init__(self, settings: Settings, embedder: Embedder | None = None, store: ChunkStore | None = None):
        self._settings = settings
        if embedder is not None:
            self.__dict__["embedder"] = embedder  # cached_property's slot: given, so never built
        if store is not None:
            self.__dict__["store"] = store
        self.llms = LLMPool()
        self.overviews: dict = {}  # summaries and tables already written, keyed by store revision and request
        self.ingest_lock = threading.Lock()

    @cached_property
    def embedder(self) -> Embedder:
        return Embedder(self._settings.embedding, self._settings.data_path / "models")

    @cached_property
    def embedding_cache(self) -> EmbeddingCache | None:
        if not self._settings.embedding.cache:
            return None
        return EmbeddingCache(self._settings.data_path / "embedding_cache.sqlite", self.embedder.fingerprint,
                              self.embedder.dimension)

    @cached_property
    def store(self) -> ChunkStore:
        return ChunkStore(self._settings)

    @cached_property
    def keywords(self) -> KeywordIndex:
        self.store.check_embedding(self.embedder.fingerprint)
        return KeywordIndex(self.store, self._settings.data_path / "bm25")

    @cached_property
    def scorer(self) -> SupportScorer:
        return SupportScorer(self.embedder)

    @cached_property
    def topics(self) -> TopicIndex:
        return TopicIndex(self.papers, self._settings.data_path / "papers")

    @cached_property
    def papers(self) -> PaperVectorIndex:
        self.store.check_embedding(self.embedder.fingerprint)
        return PaperVectorIndex(self.store, self._settings.data_path / "papers")


class Assistant:
    """The product's API: ingest, search, ask, stream. Safe to share between UI sessions."""

    # groups a variant may change: the rest (data_dir, corpus, chunking, embedding, store) define the components
    VARIABLE = frozenset({"retrieval", "llm", "answer", "summary", "ui", "api"})

    def __init__(self, settings: Settings, embedder: Embedder | None = None, store: ChunkStore | None = None,
                 *, components: Components | None = None):
        self.settings = settings
        self.components = components or Components(settings, embedder, store)

    # --- components --------------------------------------------------------------------------------
    @property
    def embedder(self) -> Embedder:
        return self.components.embedder

    @property
    def store(self) -> ChunkStore:
        return self.components.store

    @property
    def scorer(self) -> SupportScorer:
        return self.components.scorer

    @property
    def embedding_cache(self) -> EmbeddingCache | None:
        return self.components.embedding_cache

    @cached_property
    def retriever(self) -> Retriever:
        return Retriever(self.store, self.embedder, self.settings.retrieval, self.components.keywords)

    def llm(self) -> LoadedLLM | None:
        """The configured LLM, loaded once per process (None for extractive)."""
        if self.settings.llm.backend == "extractive":
            return None
        return self.components.llms.get(self.settings)

    def warm_up(self) -> None:
        """Load the LLM and have it read the fixed prompt prefix (rules and worked example) once, so that the first
        question pays neither; llama.cpp keeps the prefix in its prompt cache. Raises what loading raises."""
        llm = self.llm()
        if llm is None:
            return
        for _ in llm.stream(prompts.part_messages([], "Ready?"), max_tokens=1):
            pass

    def warm_up_in_background(self) -> None:
        """`warm_up` in a thread, for a server that already answers; a failure is logged and shows at the first
        question (as the extractive fallback's note)."""
        def run() -> None:
            try:
                self.warm_up()
            except CitewiseError as exc:
                logging.getLogger(__name__).warning("the LLM is not ready: %s", exc)

        threading.Thread(target=run, daemon=True).start()

    @property
    def model_label(self) -> str | None:
        return model_label(self.settings)

    # --- variants ----------------------------------------------------------------------------------
    def with_llm(self, backend: str | None = None, model: str | None = None) -> Assistant:
        """A view of this assistant with another backend/model, sharing the loaded embedder, store and LLMs."""
        if not backend and not model:
            return self
        return self.variant(llm={k: v for k, v in {"backend": backend, "model": model}.items() if v})

    def variant(self, **groups: dict) -> Assistant:
        """A view with some settings changed (e.g. retrieval={"bm25": False}), sharing what is already loaded."""
        if fixed := set(groups) - self.VARIABLE:
            raise ValueError(f"a variant cannot change {', '.join(sorted(fixed))}: those settings define the store")
        update = {name: getattr(self.settings, name).model_copy(update=values) for name, values in groups.items()}
        return Assistant(self.settings.model_copy(update=update), components=self.components)

    # --- what the faces call -------------------------------------------------------------------------
    def stream(self, question: str, history: list[Answer] | None = None, mode: str = "auto",
               filters: Filters = Filters(), k: int | None = None) -> Iterator[Event]:
        """Events of one turn: status, sources (as soon as retrieval is done), tokens, then the checked Answer."""
        engine = AnswerEngine(self.settings, self.retriever, self.scorer, self.llm, self.components.papers,
                              self.components.overviews)
        events = engine.stream(question, history, mode, filters, k)
        first = next(events)  # the question is checked (QuestionError) when the caller starts, not later

        def with_suggestions() -> Iterator[Event]:
            yield first
            for event in events:
                if isinstance(event, Done) and not event.answer.suggestions:
                    event.answer.suggestions = suggestions(event.answer)
                yield event

        return with_suggestions()

    def ask(self, question: str, history: list[Answer] | None = None, mode: str = "auto",
            filters: Filters = Filters(), k: int | None = None) -> Answer:
        for event in self.stream(question, history, mode, filters, k):
            if isinstance(event, Done):
                return event.answer
        raise RuntimeError("the answer pipeline ended without an answer")

    def search(self, query: str, k: int | None = None, filters: Filters = Filters()) -> list[Hit]:
        return self.retriever.search(query, k=k, filters=filters)

    def papers(self, paper_ids: list[str]) -> list[Hit]:
        """Stored papers by OpenReview id (unknown ids are left out), each with its whole abstract and metadata."""
        return self.retriever.hits_for(paper_ids)

    def check_filters(self, filters: Filters) -> None:
        """Raise FilterError (naming the known areas) for a filter that matches nothing, before a turn starts."""
        if filters:
            self.retriever.where(filters)

    def areas(self) -> list[str]:
        """The primary areas of the stored papers (for the area filter)."""
        return self.retriever.areas()

    def corpus_map(self, filters: Filters = Filters()) -> tuple[list[dict], list[dict]]:
        """The corpus's topics (label, size among the filtered papers, representative titles) and its papers
        (title, topic, 2-D position, venue), the filters applied; built once per store revision."""
        topic_map = self.components.topics.current()
        vectors = self.components.papers.current()
        allowed = vectors.allowed(filters, self.retriever.keywords.current(), self.retriever)
        keep = {pid for pid, ok in zip(vectors.ids, allowed) if ok}
        labels = {t.id: t.label for t in topic_map.topics}
        papers = []
        for pid, topic, (x, y) in zip(topic_map.paper_ids, topic_map.topic_of, topic_map.xy):
            if pid in keep and (meta := vectors.metas[vectors.position[pid]]) is not None:
                papers.append({"paper_id": pid, "title": meta.get("title") or pid, "topic": labels[topic], "x": x, "y": y,
                               "venue": meta.get("venue") or "", "url": meta.get("url")})
        sizes: dict[str, int] = {}
        for p in papers:
            sizes[p["topic"]] = sizes.get(p["topic"], 0) + 1
        titles = {pid: vectors.metas[i].get("title") for pid, i in vectors.position.items()}
        topics = [{"id": t.id, "label": t.label, "size": sizes[t.label], "papers_total": t.size,
                   "representative": [titles[p] for p in t.representative]}
                  for t in sorted(topic_map.topics, key=lambda t: -sizes.get(t.label, 0)) if sizes.get(t.label)]
        return topics, papers

    def indexing(self) -> bool:
        """An ingest is writing the store now (answers would read half of it)."""
        return self.components.ingest_lock.locked()

    def is_empty(self) -> bool:
        return self.store.count() == 0

    def install_model(self, log=print) -> Path:
        return install_model(self.settings.data_path, log=log)

    def default_sources(self) -> list[Path]:
        return [self.settings.resolve(s) for s in self.settings.corpus.sources]

    def ingest(self, paths: list[str | Path] | None = None, rebuild: bool = False, progress: bool = True,
               on_progress: Callable[[int, int], None] | None = None) -> IngestReport:
        """Read everything first (a bad file stops here, before the store is touched), then write."""
        papers = read_corpus(paths or self.default_sources())
        c = self.components
        with c.ingest_lock:
            # the bundled corpus ships its vectors: verified, they fill the embedding cache, so nothing is encoded
            preload([Path(p) for p in (paths or self.default_sources())], self.embedder,
                    Chunker(self.settings.chunking), c.embedding_cache)
            report = ingest(papers, self.store, self.embedder, Chunker(self.settings.chunking), rebuild=rebuild,
                            progress=progress, batch_chunks=self.settings.store.batch_size, on_progress=on_progress,
                            cache=c.embedding_cache, encode_chunks=self.settings.embedding.encode_group)
        if self.settings.embedding.quick_start:
            self.embedder.ensure_quick()  # the next process starts without torch
        return report

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
