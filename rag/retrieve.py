"""Hybrid retrieval: dense (Chroma) + BM25 (bm25s), reciprocal rank fusion, grouped to paper level; the relevance
gate that decides whether the papers found can answer the question at all.

Fusion and grouping are written here: llama-index's QueryFusionRetriever fuses nodes, but knows
nothing of papers or of filters applied on both sides.
"""

from __future__ import annotations

import json
import math
import re
import shutil
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import bm25s
import numpy as np
from bm25s.stopwords import STOPWORDS_EN

from .abbreviations import Abbreviations
from .embeddings import Embedder
from .errors import CitewiseError
from .question import claim_of, names_in
from .settings import RetrievalSettings
from .store import ChunkStore
from .text import (
    STEMMER,
    adverb_root,
    content_words,
    defines,
    doer_root,
    embed_text,
    is_acronym,
    mentions,
    sole_user,
    title_asked,
    uses_name,
)
from .types import Hit


@dataclass(frozen=True)
class Filters:
    """Metadata filters. area: case-insensitive part of a primary area; venue: oral|poster; keyword: exact keyword."""

    area: str | None = None
    venue: str | None = None
    keyword: str | None = None

    def __bool__(self) -> bool:
        return bool(self.area or self.venue or self.keyword)


class FilterError(CitewiseError, ValueError):
    """A filter names an area or venue that does not exist; the message lists the known ones."""


# an acronym spelled like a stopword ("OR datasets", "OR-PRM": operations research) is a word, not "or"
_CAPS_STOPWORD = re.compile(r"(?<![A-Za-z])(?:" + "|".join(sorted(w.upper() for w in STOPWORDS_EN if len(w) > 1))
                            + r")(?![A-Za-z])")


def _tokenize(texts: list[str]):
    texts = [_CAPS_STOPWORD.sub(lambda m: "acronym" + m.group(0).lower(), t) for t in texts]
    return bm25s.tokenize(texts, stopwords="en", stemmer=STEMMER, show_progress=False)


class BM25Index:
    """BM25 over title + chunk text, with the chunk metadata that filters need; saved beside the store."""

    META = "citewise_meta.json"
    FORMAT = 7  # bump when what is saved changes: an index of another format is rebuilt

    def __init__(self, ids: list[str], metas: list[dict], retriever: bm25s.BM25 | None, revision: str,
                 doc_freq: dict[str, int] | None = None, abbreviations: Abbreviations | None = None):
        self.ids, self.metas, self.retriever, self.revision = ids, metas, retriever, revision
        self.position = {cid: i for i, cid in enumerate(ids)}
        self.doc_freq = doc_freq or {}  # content word (stemmed) -> papers containing it
        self.papers = len({m["paper_id"] for m in metas})
        self.abbreviations = abbreviations or Abbreviations({})

    @classmethod
    def build(cls, store: ChunkStore, revision: str) -> BM25Index:
        ids, metas, corpus = [], [], []
        paper_words: dict[str, set[str]] = {}
        paper_text: dict[str, list[str]] = {}
        for chunk in store.iter_chunks():
            m = chunk.meta
            ids.append(chunk.chunk_id)
            metas.append({k: m.get(k) for k in ("paper_id", "area", "venue_kind", "kw")})
            corpus.append(embed_text(m.get("title", ""), chunk.text))
            paper_words.setdefault(m["paper_id"], set()).update(content_words(corpus[-1]))
            paper_text.setdefault(m["paper_id"], []).append(chunk.text)
        doc_freq = Counter(w for words in paper_words.values() for w in words)
        retriever = None
        if corpus:
            retriever = bm25s.BM25()
            retriever.index(_tokenize(corpus), show_progress=False)
        abbreviations = Abbreviations.build(" ".join(chunks) for chunks in paper_text.values())
        return cls(ids, metas, retriever, revision, dict(doc_freq), abbreviations)

    def save(self, folder: Path) -> None:
        tmp = folder.with_name(folder.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        if self.retriever is not None:
            self.retriever.save(str(tmp), show_progress=False)
        meta = {"format": self.FORMAT, "revision": self.revision, "ids": self.ids, "metas": self.metas,
                "doc_freq": self.doc_freq, "abbreviations": self.abbreviations.to_json()}
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
        return cls(meta["ids"], meta["metas"], retriever, revision, meta.get("doc_freq"),
                   Abbreviations.from_json(meta.get("abbreviations")))

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


class KeywordIndex:
    """The BM25 index of the store as it is now: in memory, else from disk, else built (and saved).
    Shared by every retriever over the same store (each retrieval configuration, each assistant variant)."""

    def __init__(self, store: ChunkStore, folder: Path):
        self.store, self.folder = store, folder
        self._index: BM25Index | None = None
        self._lock = threading.Lock()  # two UI sessions must not build it twice at once

    def current(self) -> BM25Index:
        revision = self.store.revision
        with self._lock:
            if self._index is None or self._index.revision != revision:
                index = BM25Index.load(self.folder, revision)
                if index is None:
                    index = BM25Index.build(self.store, revision)
                    index.save(self.folder)
                self._index = index
            return self._index


@dataclass(frozen=True)
class Gate:
    """Answer only when meaning (best dense similarity) plus wording (IDF-weighted share of the question's content
    words found in one of the top papers) is high enough: a rare name such as 'LiteGuard' is matched by words."""

    min_relevance: float
    coverage_weight: float

    def passes(self, query: str, hits: list[Hit], index: BM25Index) -> bool:
        """Sets each hit's `relevance` too. A question that names one of the papers found by its own name
        ('How do PoRT and DRAGON ...?') always passes."""
        weights = {w: index.idf(w) for w in content_words(query)}  # rare words ('LiteGuard') count most
        total = sum(weights.values())
        said = [content_words(f"{h.title} {h.abstract}") for h in hits]
        # ("a diffusion planner" is said by "… for planning and control": the stemmer keeps "planner" whole)
        forms = {w: {w} | set(doer_root(w)) | set(adverb_root(w)) for w in weights}  # ("narrowly" by "Narrow …")
        coverages = [sum(v for w, v in weights.items() if forms[w] & words) / total if total else 0.0 for words in said]
        for hit, cov in zip(hits, coverages):
            hit.relevance = (hit.dense_score or 0.0) + self.coverage_weight * cov
        if any(mentions(h.title, h.abstract, name) for name in names_in(query) for h in hits):
            return True
        coverage = max(coverages[:3], default=0.0)
        dense = max((h.dense_score for h in hits if h.dense_score is not None), default=None)
        if dense is None:  # dense retrieval switched off: words alone
            return coverage >= 0.5
        return dense + self.coverage_weight * coverage >= self.min_relevance


@dataclass
class Retrieval:
    """What one retrieval found: the papers, the query's vector (reused for evidence), and the gate's verdict."""

    query: str
    hits: list[Hit]
    qvec: np.ndarray
    relevant: bool
    vectors: np.ndarray | None = None  # one unit vector per hit (an area's papers, for grouping into themes)
    within: int | None = None  # an area narrowed by its topic's qualifier: how many leading hits meet it
    qualifier: str = ""  # that qualifier ("diffusion models")


_A_WORK = content_words("paper papers work works study article method approach one other")  # what names no paper


def _saying_most(hits: list[Hit], words: set[str]) -> Hit:
    """The hit whose title and abstract say most of `words` (the first of those that say as many)."""
    return max(hits, key=lambda h: len(words & content_words(f"{h.title} {h.abstract}")))


class Retriever:
    def __init__(self, store: ChunkStore, embedder: Embedder, settings: RetrievalSettings, keywords: KeywordIndex):
        self.store, self.embedder, self.settings, self.keywords = store, embedder, settings, keywords

    def areas(self) -> list[str]:
        return self.keywords.current().areas()

    def where(self, filters: Filters, index: BM25Index | None = None) -> dict | None:
        """Filters -> a Chroma `where`; an area is matched against the stored area names."""
        clauses = []
        if filters.venue:
            kind = filters.venue.strip().lower()
            if kind not in ("oral", "poster", "spotlight"):
                raise FilterError(f"venue filter must be 'oral', 'poster' or 'spotlight', not '{filters.venue}'")
            clauses.append({"venue_kind": {"$eq": kind}})
        if filters.area:
            wanted = filters.area.strip().lower()
            known = (index or self.keywords.current()).areas()
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
        """Best papers for `query`, each with its best chunks; score is the fused RRF score. The encoder reads the
        query with the corpus's abbreviations beside the terms it spells out; BM25 reads it as asked (the abbreviation
        added there weighs the term twice: MRR 0.887 against 0.890 on 170 eval questions)."""
        index = self.keywords.current() if self.settings.bm25 or self.settings.dense or filters.area else None
        qvec = self.embedder.encode([index.abbreviations.annotate(query)])[0] if self.settings.dense else None
        return self._search(query, k, filters, chunks_per_paper, index, qvec)

    def retrieve(self, query: str, k: int, filters: Filters, gate: Gate) -> Retrieval:
        """`search` plus the relevance gate, on one snapshot of the keyword index and one encoding of the query. A
        claim put to the corpus ("Is it true that making CLIP sparse hurts accuracy?") is searched as the claim."""
        index = self.keywords.current()
        claim = claim_of(query)
        qvec = self.embedder.encode([index.abbreviations.annotate(claim)])[0]
        hits = self._search(claim, k, filters, None, index, qvec)
        return Retrieval(query, hits, qvec, bool(hits) and gate.passes(claim, hits, index))

    def hits_for(self, paper_ids: list[str], scores: dict[str, float] | None = None) -> list[Hit]:
        """Hits for known papers (in the given order), each with its abstract as its one chunk."""
        records = self.store.paper_records(paper_ids)
        hits = []
        for pid in paper_ids:
            rec = records.get(pid)
            if rec is None:
                continue
            score = (scores or {}).get(pid, 0.0)
            hits.append(Hit(paper_id=pid, title=rec.get("title", pid), score=score, chunks=[rec.get("abstract", "")],
                            url=rec.get("url"), venue=rec.get("venue"), primary_area=rec.get("primary_area"),
                            keywords=list(rec.get("keywords") or []), authors=list(rec.get("authors") or []),
                            abstract=rec.get("abstract", ""), dense_score=score))
        return hits

    def add_named(self, hits: list[Hit], names: list[str], query: str = "") -> list[Hit]:
        """`hits` plus, for each name no hit owns ('How does PID Steering differ from AUSteer?'), the paper found
        by searching that name (in the question's context), if it is that paper's own name."""
        out = list(hits)
        for name in names:
            if any(mentions(h.title, h.abstract, name, exact=True, cased=True) for h in out):
                continue
            if not self.coined(name) and sum(uses_name(f"{h.title} {h.abstract}", name) for h in out) >= 2:
                continue  # the field's word ("the multimodal RoPE analysis"), which the papers at hand use, names no
                # other paper to add ("TA-RoPE" of an audio-video model)
            owners = [h for h in self.search(f"{name} {query}".strip(), k=10) if mentions(h.title, h.abstract, name)]
            # spelled as asked first: "Tree-GRPO" is the agent-RL paper's, "TreeGRPO" a diffusion paper's; "TRAPO"
            # one paper's, "TraPO" another's
            spelled = sorted((h for h in owners if mentions(h.title, h.abstract, name, exact=True)),
                             key=lambda h: not mentions(h.title, h.abstract, name, exact=True, cased=True))
            if not spelled and (self.coined(name) or " " in name.strip() or name.istitle()):
                # a comparison's other half can drown it ("How do SeekBench and the speculative decoding benchmark
                # differ?"), the question's words a name of common words ("On which benchmarks is Action Effect
                # Modeling state of the art?"): a name only a paper or two use, one of several words, or an ordinary
                # word the corpus knows as a paper's name ("Promise"), searched alone
                more = [h for h in self.search(name, k=5) if mentions(h.title, h.abstract, name)]
                owners += more
                spelled = [h for h in more if mentions(h.title, h.abstract, name, exact=True)]
            if not spelled and any(mentions(h.title, h.abstract, name) for h in out):
                continue  # spelled alike by a paper at hand already
            if not owners and any(uses_name(h.abstract, name) for h in out):
                continue  # no paper's own name, and a paper at hand uses it ("vertical federated learning (VFL)")
            if not owners and self.coined(name):  # no paper's own name, but one defines it ("… optimized by Parallel
                # RL (ParaRL)"), else the one paper that uses it ("we revisit the only known algorithm AMB …")
                searched = self.search(name, k=5)
                # (a name of two capitals or more, "CHTsL", is no ordinary word either)
                shaped = is_acronym(name) or sum(c.isupper() for c in name) >= 2
                sole = sole_user([h.abstract for h in searched], name) if shaped else None
                owners = [h for h in searched if defines(h.abstract, name)] or ([searched[sole]] if sole is not None else [])
            # two papers of one name ("MASS": a multi-agent system search, a model-merging method): the one that says
            # what else the question says ("… three optimization stages")
            found = _saying_most(spelled or owners, content_words(query) - content_words(name)) if spelled or owners \
                else None
            if found is not None and found.paper_id not in {h.paper_id for h in out}:
                out.append(found)
        return out

    def coined(self, name: str, most: int = 3) -> bool:
        """Is `name` a word only a few papers use ('SeekBench'), not the field's ('KV-cache': 12 papers)?"""
        words = content_words(name)
        index = self.keywords.current()
        return bool(words) and all(index.doc_freq.get(w, 0) <= most for w in words)

    def naming(self, hits: list[Hit], name: str, query: str = "", k: int = 10) -> list[Hit]:
        """`hits` with the papers that use `name` (found by searching it in the query's context) first, best first,
        each counted as relevant as the best of `hits` (their relevance to the asked question is not what matters)."""
        users = [h for h in self.search(f"{name} {query}".strip(), k=k) if uses_name(h.abstract, name)]
        best = max((h.relevance for h in hits if h.relevance is not None), default=None)
        for h in users:
            h.relevance = best if best is not None and (h.relevance is None or h.relevance < best) else h.relevance
        ids = {h.paper_id for h in users}
        return users + [h for h in hits if h.paper_id not in ids]

    def add_described(self, hits: list[Hit], described: list[str], filters: Filters = Filters(),
                      by_title: Callable[[set[str]], list[str]] | None = None) -> tuple[list[Hit], list[str]]:
        """For 'one paper ..., the other ...' (`described`: the scene, then each description): `hits` plus the best
        paper for each description, a different one each, and their ids in the order described. A paper is ranked by
        searching the description alone and with the scene, reciprocal ranks summed (either alone misses some), a
        tie broken by the search with the scene ("Two KV-cache eviction papers: …" rules out a diffusion LLM's cache)."""
        out, chosen = list(hits), []
        scene, descriptions = (described[0], described[1:]) if described else ("", [])
        for text in descriptions:
            lists = [self.search(query, k=5, filters=filters) for query in (text, f"{scene} {text}".strip())]
            wanted = content_words(text.replace("-", " ")) - _A_WORK  # "Guidance Watermarking", "the learnable sparsity
            # paper", "the tracing-and-reversing paper" (its words, not one compound): the paper
            # whose title says it, first (`by_title` finds those a search ranks low: few papers' titles say all the words)
            if by_title is not None and len(wanted) >= 2 and 1 <= len(ids := by_title(wanted)) <= 3:
                lists.append(self.hits_for(ids))
            by_id = {h.paper_id: h for found in lists for h in found}
            fused = rrf([[h.paper_id for h in found] for found in lists], 0)
            in_scene = {h.paper_id: r for r, h in enumerate(lists[1])}  # a tie goes to the search that knows the scene
            titled = {pid: bool(wanted) and wanted <= (content_words(t := by_id[pid].title)
                                                      | content_words(t.replace("-", " "))) for pid in fused}
            # "HSD": the paper whose own name it is, not one whose abstract happens to use the acronym
            owned = {pid: mentions(by_id[pid].title, by_id[pid].abstract, text) for pid in fused} \
                if names_in(text) else {}
            ranked = sorted(fused, key=lambda pid: (not owned.get(pid, False), not titled[pid], -fused[pid],
                                                    in_scene.get(pid, len(in_scene))))
            best = next((by_id[pid] for pid in ranked if pid not in chosen), None)
            if best is None:
                continue
            chosen.append(best.paper_id)
            if best.paper_id not in {h.paper_id for h in out}:
                out.append(best)
        return out, chosen

    def _search(self, query: str, k: int | None, filters: Filters, chunks_per_paper: int | None,
                index: BM25Index | None, qvec: np.ndarray | None) -> list[Hit]:
        s = self.settings
        k = k or s.top_k
        per_paper = chunks_per_paper or s.chunks_per_paper
        where = self.where(filters, index)
        rankings: list[list[str]] = []
        texts: dict[str, str] = {}
        metas: dict[str, dict] = {}
        dense_sim: dict[str, float] = {}
        if s.dense:
            dense = self.store.query(qvec.tolist(), s.candidates, where)
            rankings.append([cid for cid, *_ in dense])
            for cid, sim, text, meta in dense:
                texts[cid], metas[cid] = text, meta
                dense_sim[meta["paper_id"]] = max(sim, dense_sim.get(meta["paper_id"], -1.0))
        if s.bm25:
            rankings.append([cid for cid, _ in index.search(query, s.candidates, where)])
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
        return _title_asked_first(list(hits.values()), query)


def _title_asked_first(hits: list[Hit], query: str, share: float = 0.75) -> list[Hit]:
    """The hit whose title the query asks in its own words first (`title_asked`): "Is in-context learning actually
    learning?" is the paper "Is In-Context Learning Learning?", which BM25 ranks below papers that say "in-context
    learning" more often (fused third, though the encoder put it first by a wide margin)."""
    for i, hit in enumerate(hits):
        if title_asked(hit.title, query, share):
            return [hit, *hits[:i], *hits[i + 1:]]
    return hits


def rrf(rankings: list[list[str]], k: int) -> dict[str, float]:
    """Reciprocal rank fusion: sum of 1 / (k + rank) over the rankings an item appears in."""
    fused: dict[str, float] = {}
    for ranking in rankings:
        for rank, cid in enumerate(ranking, 1):
            fused[cid] = fused.get(cid, 0.0) + 1.0 / (k + rank)
    return fused
