"""Hybrid retrieval: dense (Chroma) + BM25 (bm25s), reciprocal rank fusion, grouped to paper level.

Fusion and grouping are written here: llama-index's QueryFusionRetriever fuses nodes, but knows
nothing of papers or of filters applied on both sides.
"""

from __future__ import annotations

import json
import math
import shutil
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import bm25s
import numpy as np
import Stemmer

from .citations import content_words
from .embeddings import Embedder
from .ingest import embed_text
from .settings import RetrievalSettings
from .store import ChunkStore
from .types import Hit


@dataclass(frozen=True)
class Filters:
    """Metadata filters. area: case-insensitive part of a primary area; venue: oral|poster; keyword: exact keyword."""

    area: str | None = None
    venue: str | None = None
    keyword: str | None = None

    def __bool__(self) -> bool:
        return bool(self.area or self.venue or self.keyword)


class FilterError(ValueError):
    pass


_STEMMER = Stemmer.Stemmer("english")


def _tokenize(texts: list[str]):
    return bm25s.tokenize(texts, stopwords="en", stemmer=_STEMMER, show_progress=False)


class BM25Index:
    """BM25 over title + chunk text, with the chunk metadata that filters need; saved beside the store."""

    META = "citewise_meta.json"
    FORMAT = 2  # bump when what is saved changes: an index of another format is rebuilt

    def __init__(self, ids: list[str], metas: list[dict], retriever: bm25s.BM25 | None, revision: str,
                 doc_freq: dict[str, int] | None = None):
        self.ids, self.metas, self.retriever, self.revision = ids, metas, retriever, revision
        self.position = {cid: i for i, cid in enumerate(ids)}
        self.doc_freq = doc_freq or {}  # content word (stemmed) -> papers containing it
        self.papers = len({m["paper_id"] for m in metas})

    @classmethod
    def build(cls, store: ChunkStore, revision: str) -> BM25Index:
        ids, metas, corpus = [], [], []
        paper_words: dict[str, set[str]] = {}
        for chunk in store.iter_chunks():
            m = chunk.meta
            ids.append(chunk.chunk_id)
            metas.append({k: m.get(k) for k in ("paper_id", "area", "venue_kind", "kw")})
            corpus.append(embed_text(m.get("title", ""), chunk.text))
            paper_words.setdefault(m["paper_id"], set()).update(content_words(corpus[-1]))
        doc_freq = Counter(w for words in paper_words.values() for w in words)
        retriever = None
        if corpus:
            retriever = bm25s.BM25()
            retriever.index(_tokenize(corpus), show_progress=False)
        return cls(ids, metas, retriever, revision, dict(doc_freq))

    def save(self, folder: Path) -> None:
        tmp = folder.with_name(folder.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        if self.retriever is not None:
            self.retriever.save(str(tmp), show_progress=False)
        meta = {"format": self.FORMAT, "revision": self.revision, "ids": self.ids, "metas": self.metas,
                "doc_freq": self.doc_freq}
        (tmp / self.META).write_text(json.dumps(meta))
        shutil.rmtree(folder, ignore_errors=True)
        tmp.rename(folder)  # readers see the old index or the new one, never half of one

    @classmethod
    def load(cls, folder: Path, revision: str) -> BM25Index | None:
        try:
            meta = json.loads((folder / cls.META).read_text())
            if meta["revision"] != revision or meta.get("format") != cls.FORMAT:
                return None
            retriever = bm25s.BM25.load(str(folder), load_corpus=False) if meta["ids"] else None
        except (OSError, ValueError, KeyError):
            return None
        return cls(meta["ids"], meta["metas"], retriever, revision, meta.get("doc_freq"))

    def mask(self, where: dict | None) -> np.ndarray | None:
        if not where:
            return None
        return np.array([_matches(m, where) for m in self.metas], dtype=np.float32)

    def search(self, query: str, n: int, where: dict | None) -> list[tuple[str, float]]:
        if self.retriever is None or not query.strip():
            return []
        tokens = _tokenize([query])
        vocab = {v: k for k, v in tokens.vocab.items()}
        words = [vocab[t] for t in tokens.ids[0]]
        if not words:
            return []
        scores = self.retriever.get_scores(words)
        if (mask := self.mask(where)) is not None:
            scores = scores * mask
        n = min(n, len(scores))
        top = np.argpartition(-scores, n - 1)[:n]
        top = top[np.argsort(-scores[top])]
        return [(self.ids[i], float(scores[i])) for i in top if scores[i] > 0]

    def idf(self, word: str) -> float:
        """Inverse document frequency over papers; a word no paper has gets the highest weight."""
        return math.log((self.papers + 1) / (self.doc_freq.get(word, 0) + 0.5))

    def areas(self) -> list[str]:
        return sorted({m["area"] for m in self.metas if m.get("area")})


def _matches(meta: dict, where: dict) -> bool:
    """Evaluate the small subset of Chroma's `where` language that `Retriever.where` produces."""
    if "$and" in where:
        return all(_matches(meta, w) for w in where["$and"])
    (key, cond), = where.items()
    value = meta.get(key)
    if "$in" in cond:
        return value in cond["$in"]
    if "$eq" in cond:
        return value == cond["$eq"]
    if "$contains" in cond:
        return isinstance(value, list) and cond["$contains"] in value
    raise ValueError(f"unsupported filter {where}")


class Retriever:
    def __init__(self, store: ChunkStore, embedder: Embedder, settings: RetrievalSettings, index_dir: Path):
        self.store, self.embedder, self.settings, self.index_dir = store, embedder, settings, index_dir
        self._bm25: BM25Index | None = None

    def bm25(self) -> BM25Index:
        """The BM25 index for the store as it is now: in memory, else from disk, else built (and saved)."""
        revision = self.store.revision
        if self._bm25 is None or self._bm25.revision != revision:
            index = BM25Index.load(self.index_dir, revision)
            if index is None:
                index = BM25Index.build(self.store, revision)
                index.save(self.index_dir)
            self._bm25 = index
        return self._bm25

    def where(self, filters: Filters) -> dict | None:
        """Filters -> a Chroma `where`; an area is matched against the stored area names."""
        clauses = []
        if filters.venue:
            kind = filters.venue.strip().lower()
            if kind not in ("oral", "poster", "spotlight"):
                raise FilterError(f"venue filter must be 'oral', 'poster' or 'spotlight', not '{filters.venue}'")
            clauses.append({"venue_kind": {"$eq": kind}})
        if filters.area:
            wanted = filters.area.strip().lower()
            known = self.bm25().areas()
            areas = [a for a in known if wanted in a]
            if not areas:
                raise FilterError(f"no primary area matches '{filters.area}'; known areas: {'; '.join(known)}")
            clauses.append({"area": {"$in": areas}})
        if filters.keyword:
            clauses.append({"kw": {"$contains": filters.keyword.strip().lower()}})
        if not clauses:
            return None
        return clauses[0] if len(clauses) == 1 else {"$and": clauses}

    def search(self, query: str, k: int | None = None, filters: Filters = Filters(),
               chunks_per_paper: int | None = None) -> list[Hit]:
        """Best papers for `query`, each with its best chunks; score is the fused RRF score."""
        s = self.settings
        k = k or s.top_k
        per_paper = chunks_per_paper or s.chunks_per_paper
        where = self.where(filters)
        rankings: list[list[str]] = []
        texts: dict[str, str] = {}
        metas: dict[str, dict] = {}
        dense_sim: dict[str, float] = {}
        if s.dense:
            vector = self.embedder.encode([query])[0].tolist()
            dense = self.store.query(vector, s.candidates, where)
            rankings.append([cid for cid, *_ in dense])
            for cid, sim, text, meta in dense:
                texts[cid], metas[cid] = text, meta
                dense_sim[meta["paper_id"]] = max(sim, dense_sim.get(meta["paper_id"], -1.0))
        if s.bm25:
            rankings.append([cid for cid, _ in self.bm25().search(query, s.candidates, where)])
        fused = rrf(rankings, s.rrf_k)
        missing = [cid for cid in fused if cid not in texts]
        if missing:
            for chunk in self.store.get_chunks(missing):
                texts[chunk.chunk_id], metas[chunk.chunk_id] = chunk.text, chunk.meta
        hits: dict[str, Hit] = {}
        for cid, score in sorted(fused.items(), key=lambda kv: -kv[1]):
            meta = metas.get(cid)
            if meta is None:
                continue
            pid = meta["paper_id"]
            hit = hits.get(pid)
            if hit is None:
                if len(hits) >= k:
                    continue
                hits[pid] = Hit(paper_id=pid, title=meta.get("title", pid), score=score, chunks=[texts[cid]],
                                url=meta.get("url"), venue=meta.get("venue"), primary_area=meta.get("primary_area"),
                                keywords=list(meta.get("keywords") or []), dense_score=dense_sim.get(pid))
            elif len(hit.chunks) < per_paper:
                hit.chunks.append(texts[cid])
        records = self.store.paper_records(list(hits))
        for pid, hit in hits.items():
            rec = records.get(pid, {})
            hit.abstract = rec.get("abstract", " ".join(hit.chunks))
            hit.authors = list(rec.get("authors") or [])
        return list(hits.values())


def rrf(rankings: list[list[str]], k: int) -> dict[str, float]:
    """Reciprocal rank fusion: sum of 1 / (k + rank) over the rankings an item appears in."""
    fused: dict[str, float] = {}
    for ranking in rankings:
        for rank, cid in enumerate(ranking, 1):
            fused[cid] = fused.get(cid, 0.0) + 1.0 / (k + rank)
    return fused
