"""Numbered sources, sentence-level citation checking and the support scorer.

Written here because no library checks `[n]` markers against sources: every answer sentence is
checked, bad markers are removed, unmarked claims are attributed or flagged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np
import Stemmer

from .embeddings import Embedder
from .types import Citation, Hit

# Sentence splitting by hand: nltk's punkt (used by llama-index) splits after "e.g." and "et al.".
_ABBREV = re.compile(r"(?:\b(?:e\.g|i\.e|et al|vs|cf|Fig|Eq|Sec|approx|resp|etc)\.)$")
_BOUNDARY = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[<]?[A-Z0-9$\\<])")
MARKER = re.compile(r"\[(\d+(?:\s*,\s*\d+)*)\]")
_WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_STOP = frozenset(
    "a an the and or of to in on for with by from as at is are was were be been being this that these those it its "
    "we our they their which who whom what when where how why can could may might will would should does do did "
    "not no than then there here such also into over under between both each more most other some any all only "
    "very using use used based paper papers work study show shows propose proposes proposed method methods".split()
)
_STEM = Stemmer.Stemmer("english")
_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*")
# Sentences that address the model rather than describe research; never put in a prompt (still shown to the user).
_INSTRUCTION = re.compile(
    r"\b(ignore|disregard|forget)\b.{0,40}\b(instructions?|prompts?|rules|above|previous)\b|\bsystem prompt\b|"
    r"\byou are now\b|\b(respond|reply|answer) (only )?with\b|<\s*/?\s*(system|assistant|script)\b|<\|im_",
    re.IGNORECASE,
)


def looks_like_instruction(sentence: str) -> bool:
    return bool(_INSTRUCTION.search(sentence))


def split_sentences(text: str) -> list[str]:
    """Sentences of `text`; a run of bare markers ('[2]') is kept with the sentence before it."""
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        piece = text[start:m.start()].strip()
        if _ABBREV.search(piece.rstrip("\"')]")):
            continue
        if piece:
            out.append(piece)
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    merged: list[str] = []
    for s in out:
        lead = re.match(r"^((?:\[\d+(?:\s*,\s*\d+)*\]\s*)+)", s)
        if lead and merged:  # "Claim. [2] Next claim" -> marker belongs to "Claim."
            merged[-1] = merged[-1] + " " + lead.group(1).strip()
            s = s[lead.end():].strip()
        if s:
            merged.append(s)
    return merged


def numbers(text: str) -> set[str]:
    """Numbers stated in a text ('1000', '3.5'); citation markers and LaTeX are not numbers."""
    return {n.replace(",", "") for n in _NUMBER.findall(MARKER.sub(" ", text.replace("$", " ")))}


def content_words(text: str) -> set[str]:
    words = [w for w in _WORD.findall(MARKER.sub(" ", text).lower()) if w not in _STOP and len(w) > 1]
    return set(_STEM.stemWords(words))


@dataclass
class Source:
    """A numbered source: one paper, its sentences, and the evidence sentences shown to the LLM."""

    n: int
    hit: Hit
    sentences: list[str]
    evidence: list[str] = field(default_factory=list)
    vectors: np.ndarray | None = None  # one row per sentence
    words: list[set[str]] = field(default_factory=list)  # content words per sentence
    numbers: set[str] = field(default_factory=set)  # numbers the abstract states


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
        todo = [s for s in sources if s.vectors is None]
        flat = [sent for s in todo for sent in s.sentences]
        vecs = self.embedder.encode(flat) if flat else None
        i = 0
        for s in todo:
            s.vectors = vecs[i:i + len(s.sentences)]
            s.words = [content_words(sent) for sent in s.sentences]
            s.numbers = numbers(s.hit.abstract)
            i += len(s.sentences)

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
            sims = src.vectors @ claim_vec
            for sent, sent_words, sim in zip(src.sentences, src.words, sims):
                if looks_like_instruction(sent):
                    continue  # an injected instruction supports nothing
                overlap = len(words & sent_words) / len(words) if words else 0.0
                value = self.weight * float(sim) + (1 - self.weight) * overlap
                if value > best.score:
                    best = Support(value, src.n, sent)
        return best

    def rank_sentences(self, query: str, source: Source, qvec: np.ndarray | None = None) -> list[tuple[float, str]]:
        """Source sentences by relevance to `query` (its vector `qvec`, if already encoded), best first."""
        if qvec is None:
            qvec = self.embedder.encode([query])[0]
        words = content_words(query)
        ranked = []
        for sent, sent_words, sim in zip(source.sentences, source.words, source.vectors @ qvec):
            overlap = len(words & sent_words) / len(words) if words else 0.0
            ranked.append((self.weight * float(sim) + (1 - self.weight) * overlap, sent))
        return sorted(ranked, key=lambda x: -x[0])


def number_sources(hits: list[Hit], scorer: SupportScorer, question: str, top_sentences: int, whole: bool,
                   other_sentences: int = 1) -> list[Source]:
    """Number the papers [1..n] and pick each one's evidence: its best sentences for the question, in abstract order.

    The best paper gives `top_sentences`, the others `other_sentences` (a compact prompt for a laptop LLM).
    """
    sources = [Source(i, h, split_sentences(h.abstract) or [h.abstract]) for i, h in enumerate(hits, 1)]
    scorer.prepare(sources)
    qvec = scorer.embedder.encode([question])[0]
    for src in sources:
        if whole:
            src.evidence = [s for s in src.sentences if not looks_like_instruction(s)]
            continue
        take = top_sentences if src.n == 1 else other_sentences
        ranked = [sent for _, sent in scorer.rank_sentences(question, src, qvec) if not looks_like_instruction(sent)]
        best = set(ranked[:take])
        src.evidence = [s for s in src.sentences if s in best]
    return sources


@dataclass
class Checked:
    text: str
    citations: list[Citation]
    unsupported: list[str]
    supports: dict[int, list[str]]
    draft: str = ""  # the text before checking (the LLM's own markers), kept for evaluation


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
        out_sents = []
        for sent in split_sentences(body):
            claim = MARKER.sub("", sent).strip()
            claim = re.sub(r"\s+([.,;:!?])", r"\1", claim)
            key = " ".join(claim.lower().split())
            if key in seen and len(key) > 20:
                continue  # small models repeat themselves; say it once
            seen.add(key)
            if len(content_words(claim)) < 4 or prefix.strip().startswith("#"):
                out_sents.append(claim if prefix.strip().startswith("#") else _strip_bad(sent, by_n))
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
    citations = [
        Citation(n=n, paper_id=by_n[n].hit.paper_id, title=by_n[n].hit.title, url=by_n[n].hit.url,
                 snippet=" ".join(dict.fromkeys(supports[n])))
        for n in sorted(supports)
    ]
    return Checked("\n".join(out_lines).strip(), citations, unsupported,
                   {n: list(dict.fromkeys(v)) for n, v in supports.items()}, draft=answer)


def _strip_bad(sentence: str, by_n: dict[int, Source]) -> str:
    """Keep only markers that point at a real source (for short, unchecked sentences)."""
    def fix(m: re.Match) -> str:
        good = [n for n in m.group(1).split(",") if int(n) in by_n]
        return f"[{','.join(n.strip() for n in good)}]" if good else ""
    return re.sub(r"\s+([.,;:!?])", r"\1", MARKER.sub(fix, sentence)).strip()
