"""Assistant: every component built from Settings here, and nowhere else; the one API of every face."""

from __future__ import annotations

import threading
from functools import cached_property
from pathlib import Path

from .embeddings import Embedder
from .ingest import Chunker, IngestReport, ingest
from .readers import corpus_files, read_corpus
from .retrieve import Filters, Retriever
from .settings import Settings
from .store import ChunkStore
from .types import Hit


class Assistant:
    """Holds the loaded models and the store connection; safe to share between UI sessions."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self._lock = threading.Lock()

    # components, built on first use so that `citewise stats` never loads a model
    @cached_property
    def embedder(self) -> Embedder:
        return Embedder(self.settings.embedding)

    @cached_property
    def store(self) -> ChunkStore:
        return ChunkStore(self.settings)

    @cached_property
    def retriever(self) -> Retriever:
        self.store.check_embedding(self.embedder.fingerprint)
        return Retriever(self.store, self.embedder, self.settings.retrieval, self.settings.data_path / "bm25")

    def default_sources(self) -> list[Path]:
        return [self.settings.resolve(s) for s in self.settings.corpus.sources]

    def ingest(self, paths: list[str | Path] | None = None, rebuild: bool = False, progress: bool = True) -> IngestReport:
        """Read everything first (a bad file stops here, before the store is touched), then write."""
        papers = read_corpus(paths or self.default_sources())
        with self._lock:
            return ingest(papers, self.store, self.embedder, Chunker(self.settings.chunking), rebuild=rebuild,
                          progress=progress, batch_chunks=self.settings.store.batch_size)

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
