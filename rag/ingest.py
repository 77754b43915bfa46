"""Papers -> sentence-aware chunks -> vectors -> store; idempotent per paper by content hash."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np
from tqdm import tqdm

from .embedcache import EmbeddingCache, encode_cached
from .embeddings import Embedder
from .settings import ChunkingSettings
from .store import ChunkStore
from .text import embed_text
from .types import Chunk, Paper


@dataclass
class IngestReport:
    papers: int  # papers read from the sources
    written: int  # papers (re)written this run
    unchanged: int
    chunks: int  # chunks written this run
    seconds: float
    encoded: int = 0  # chunks the encoder saw; the rest came from the embedding cache

    def summary(self) -> str:
        cached = f" ({self.chunks - self.encoded} from the embedding cache)" if self.chunks > self.encoded else ""
        return (f"ingested {self.papers} papers: {self.written} written, {self.unchanged} unchanged; "
                f"{self.chunks} chunks{cached} in {self.seconds:.1f} s")


class Chunker:
    def __init__(self, settings: ChunkingSettings):
        self.settings = settings
        from llama_index.core.node_parser import SentenceSplitter  # imported when chunking: search never pays for it

        self.splitter = SentenceSplitter(chunk_size=settings.chunk_size, chunk_overlap=settings.chunk_overlap)

    @property
    def key(self) -> str:
        return f"{self.settings.chunk_size}/{self.settings.chunk_overlap}"

    def chunks(self, paper: Paper) -> list[Chunk]:
        texts = [t for t in self.splitter.split_text(paper.abstract) if t.strip()] or [paper.abstract]
        return [Chunk(f"{paper.paper_id}::{i}", paper.paper_id, t) for i, t in enumerate(texts)]


def venue_kind(venue: str | None) -> str | None:
    """'ICLR 2026 Oral' -> 'oral'; used by the oral/poster filter."""
    if not venue:
        return None
    low = venue.lower()
    return next((k for k in ("oral", "spotlight", "poster") if k in low), None)


def chunk_metadata(paper: Paper, index: int, n_chunks: int, version: str) -> dict:
    meta: dict = {
        "paper_id": paper.paper_id, "chunk_index": index, "n_chunks": n_chunks, "version": version,
        "title": paper.title, "url": paper.url, "venue": paper.venue, "venue_kind": venue_kind(paper.venue),
        "primary_area": paper.primary_area, "area": (paper.primary_area or "").lower() or None,
        "keywords": paper.keywords or None, "kw": [k.lower() for k in paper.keywords] or None,
        "sources": paper.sources or None,
    }
    if index == 0:
        meta.update(abstract=paper.abstract, authors=paper.authors or None)
    return {k: v for k, v in meta.items() if v is not None}  # Chroma stores no nulls


def stored_state(store: ChunkStore) -> dict[str, tuple[str, int, int]]:
    """paper_id -> (version, chunks expected, chunks present)."""
    state: dict[str, list] = {}
    for chunk in store.iter_chunks(include_text=False):
        pid = chunk.meta.get("paper_id")
        entry = state.setdefault(pid, [chunk.meta.get("version"), chunk.meta.get("n_chunks", 0), 0])
        if entry[0] != chunk.meta.get("version"):
            entry[0] = None  # mixed versions: an interrupted replace; rewrite this paper
        entry[2] += 1
    return {pid: (v, n, have) for pid, (v, n, have) in state.items()}


def ingest(papers: list[Paper], store: ChunkStore, embedder: Embedder, chunker: Chunker,
           rebuild: bool = False, progress: bool = True, batch_chunks: int = 256,
           on_progress: Callable[[int, int], None] | None = None,
           cache: EmbeddingCache | None = None, encode_chunks: int = 2048) -> IngestReport:
    """Write what is new or changed. Each store batch replaces whole papers, so an interrupted run is completed by
    the next. Chunks are encoded `encode_chunks` at a time: the encoder sorts them by length, so its batches carry
    little padding (on the seeds: 7.5% padding tokens in groups of 256, 1.2% in groups of 2048)."""
    start = time.perf_counter()
    if rebuild:
        store.reset()
    store.check_embedding(embedder.fingerprint)
    state = {} if rebuild else stored_state(store)

    todo: list[tuple[Paper, str]] = []
    for paper in papers:
        version = f"{paper.content_hash}/{chunker.key}"
        have = state.get(paper.paper_id)
        if not (have and have[0] == version and have[1] == have[2]):
            todo.append((paper, version))

    written = encoded = 0
    if todo:
        store.bump_revision()  # before writing: a crash mid-way still marks derived indexes stale
        planned = [(p, v, chunker.chunks(p)) for p, v in todo]
        total = sum(len(c) for _, _, c in planned)
        bar = tqdm(total=total, unit="chunk", desc="ingest", file=sys.stderr, disable=not progress or total < 200)
        for group in _groups(planned, encode_chunks):
            texts = [embed_text(p.title, c.text) for p, _, chunks in group for c in chunks]
            vectors, fresh = encode_cached(embedder, texts, cache)
            encoded += fresh
            at = 0
            for batch in _groups(group, batch_chunks):
                n = _write(batch, vectors[at:], store, state)
                at, written = at + n, written + n
                bar.update(n)
                if on_progress:
                    on_progress(written, total)
        bar.close()
        store.bump_revision()
    return IngestReport(len(papers), len(todo), len(papers) - len(todo), written, time.perf_counter() - start, encoded)


def _groups(items: list[tuple[Paper, str, list[Chunk]]], chunks: int) -> Iterator[list[tuple[Paper, str, list[Chunk]]]]:
    """Consecutive runs of whole papers holding at least `chunks` chunks (the last one may hold fewer)."""
    group: list[tuple[Paper, str, list[Chunk]]] = []
    size = 0
    for item in items:
        group.append(item)
        size += len(item[2])
        if size >= chunks:
            yield group
            group, size = [], 0
    if group:
        yield group


def _write(batch: list[tuple[Paper, str, list[Chunk]]], vectors: np.ndarray, store: ChunkStore,
           state: dict[str, tuple[str, int, int]]) -> int:
    """Store one batch of whole papers with their vectors (the first rows of `vectors`); returns chunks written.
    Only papers already in the store have old chunks to drop."""
    ids, texts, metas = [], [], []
    for paper, version, chunks in batch:
        for i, chunk in enumerate(chunks):
            ids.append(chunk.chunk_id)
            texts.append(chunk.text)
            metas.append(chunk_metadata(paper, i, len(chunks), version))
    stale = [p.paper_id for p, _, _ in batch if p.paper_id in state]
    store.replace_papers(stale, ids, vectors[:len(ids)].tolist(), texts, metas)
    return len(ids)
