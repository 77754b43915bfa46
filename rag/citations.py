"""Numbered sources, their evidence sentences, sentence-level citation checking and the support scorer.

Written here because no library checks `[n]` markers against sources: every answer sentence is
checked, bad markers are removed, unmarked claims are attributed or flagged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from .embeddings import Embedder
from .text import MARKER, content_words, looks_like_instruction, numbers, split_sentences, strip_markers
from .types import Citation, Hit, Source


@dataclass
class Support:
    score: float
    n: int | None
    sentence: str


class SupportScorer:
    """How well a source sentence supports a claim: embedding similarity plus word overlap."""

    def __init__(self, embedder: Embedder, weight: float = 0.6):
        self.embedder, self.weight = embedder, weight

    def prepare(self, sources: list[Source]) -> None:
        """Encode the sentences of the sources not prepared yet (all in one encoder call)."""
        todo = [s for s in sources if s.vectors is None]
        flat = [sent for s in todo for sent in s.sentences]
        vecs = self.embedder.encode(flat) if flat else None
        i = 0
        for s in todo:
            s.vectors = vecs[i:i + len(s.sentences)]
            s.words = [content_words(sent) for sent in s.sentences]
            s.numbers = numbers(s.paper.abstract)
            i += len(s.sentences)

    def _blend(self, sim: float, words: set[str], sent_words: set[str]) -> float:
        overlap = len(words & sent_words) / len(words) if words else 0.0
        return self.weight * sim + (1 - self.weight) * overlap

    def score(self, claim: str, sources: list[Source], claim_vec: np.ndarray | None = None) -> Support:
        """Best supporting sentence among `sources`."""
        if claim_vec is None:
            claim_vec = self.embedder.encode([MARKER.sub("", claim)])[0]
        words = content_words(claim)
        claim_numbers = numbers(claim)
        best = Support(0.0, None, "")
        for src in sources:
            if src.vectors is None or not len(src.sentences):
                continue
            if not claim_numbers <= src.numbers:
                continue  # a number the abstract never states is not supported by it
            for sent, sent_words, sim in zip(src.sentences, src.words, src.vectors @ claim_vec):
                if looks_like_instruction(sent):
                    continue  # an injected instruction supports nothing
                value = self._blend(float(sim), words, sent_words)
                if value > best.score:
                    best = Support(value, src.n, sent)
        return best

    def best_sentences(self, query: str, source: Source, take: int, qvec: np.ndarray) -> list[str]:
        """The `take` sentences of `source` most relevant to `query` (never instruction-like), in abstract order."""
        words = content_words(query)
        scored = [(self._blend(float(sim), words, sent_words), sent)
                  for sent, sent_words, sim in zip(source.sentences, source.words, source.vectors @ qvec)]
        ranked = [sent for _, sent in sorted(scored, key=lambda x: -x[0]) if not looks_like_instruction(sent)]
        best = set(ranked[:take])
        return [s for s in source.sentences if s in best]


def number_sources(hits: list[Hit]) -> list[Source]:
    """Number the papers [1..n]; each gets its sentences (evidence is chosen later, by `choose_evidence`)."""
    return [Source(i, h, split_sentences(h.abstract) or [h.abstract]) for i, h in enumerate(hits, 1)]


def choose_evidence(sources: list[Source], scorer: SupportScorer, question: str, qvec: np.ndarray | None,
                    top_sentences: int, whole: bool, other_sentences: int = 1) -> None:
    """Pick each source's evidence: its best sentences for the question, in abstract order.

    The best paper gives `top_sentences`, the others `other_sentences` (a compact prompt for a laptop LLM).
    """
    scorer.prepare(sources)
    if qvec is None:
        qvec = scorer.embedder.encode([question])[0]
    for src in sources:
        if whole:
            src.evidence = [s for s in src.sentences if not looks_like_instruction(s)]
        else:
            src.evidence = scorer.best_sentences(question, src, top_sentences if src.n == 1 else other_sentences, qvec)


@dataclass
class Checked:
    text: str
    citations: list[Citation]
    unsupported: list[str]
    supports: dict[int, list[str]]
    draft: str = ""  # the text before checking (the LLM's own markers), kept for evaluation


def cite(sources: list[Source], supports: dict[int, list[str]]) -> list[Citation]:
    """One citation per supported source, in [n] order."""
    by_n = {s.n: s for s in sources}
    return [Citation.of(by_n[n], supports[n]) for n in sorted(supports)]


def check(answer: str, sources: list[Source], scorer: SupportScorer, threshold: float) -> Checked:
    """Check every sentence: drop markers outside the sources or not supporting it; attribute or flag the rest."""
    by_n = {s.n: s for s in sources}
    supports: dict[int, list[str]] = {}
    unsupported: list[str] = []
    out_lines = []
    seen: set[str] = set()
    for line in answer.splitlines():
        prefix = re.match(r"^\s*(?:#+\s*|[-*]\s+|\d+\.\s+)?", line).group(0)
        body = line[len(prefix):]
        heading = prefix.strip().startswith("#")
        out_sents = []
        for sent in split_sentences(body):
            claim = strip_markers(sent)
            key = " ".join(claim.lower().split())
            if key in seen and len(key) > 20:
                continue  # small models repeat themselves; say it once
            seen.add(key)
            if len(content_words(claim)) < 4 or heading:
                out_sents.append(claim if heading else _strip_bad(sent, by_n))
                continue
            marked = [n for m in MARKER.finditer(sent) for n in map(int, m.group(1).split(","))]
            claim_vec = scorer.embedder.encode([claim])[0]
            kept = []
            for n in dict.fromkeys(marked):
                if n in by_n:
                    sup = scorer.score(claim, [by_n[n]], claim_vec)
                    if sup.score >= threshold:
                        kept.append(n)
                        supports.setdefault(n, []).append(sup.sentence)
            if not kept:
                sup = scorer.score(claim, sources, claim_vec)
                if sup.n is not None and sup.score >= threshold:
                    kept = [sup.n]
                    supports.setdefault(sup.n, []).append(sup.sentence)
                else:
                    unsupported.append(claim)
            out_sents.append(claim + ("" if not kept else " " + "".join(f"[{n}]" for n in kept)))
        if out_sents or not body.strip():
            out_lines.append(prefix + " ".join(out_sents) if out_sents else line.rstrip())
    return Checked("\n".join(out_lines).strip(), cite(sources, supports), unsupported,
                   {n: list(dict.fromkeys(v)) for n, v in supports.items()}, draft=answer)


def _strip_bad(sentence: str, by_n: dict[int, Source]) -> str:
    """Keep only markers that point at a real source (for short, unchecked sentences)."""
    def fix(m: re.Match) -> str:
        good = [n for n in m.group(1).split(",") if int(n) in by_n]
        return f"[{','.join(n.strip() for n in good)}]" if good else ""
    return re.sub(r"\s+([.,;:!?])", r"\1", MARKER.sub(fix, sentence)).strip()
