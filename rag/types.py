"""The plain data objects that flow through the pipeline."""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field

import numpy as np


def normalize_space(text: str) -> str:
    return " ".join(text.split())


@dataclass
class Paper:
    """One abstract with its metadata. `origin` is 'file:line' (or 'file:record N') for error messages."""

    paper_id: str
    title: str
    abstract: str
    authors: list[str] = field(default_factory=list)
    venue: str | None = None
    primary_area: str | None = None
    keywords: list[str] = field(default_factory=list)
    url: str | None = None
    sources: list[str] = field(default_factory=list)
    origin: str = ""

    @property
    def content_hash(self) -> str:
        """Hash of everything stored for this paper (not where it was read from)."""
        parts = [self.title, normalize_space(self.abstract), "|".join(self.authors), self.venue or "",
                 self.primary_area or "", "|".join(self.keywords), self.url or ""]
        return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:20]


@dataclass
class Chunk:
    chunk_id: str
    paper_id: str
    text: str


@dataclass
class Hit:
    """A paper found by retrieval, with its best chunks (best first)."""

    paper_id: str
    title: str
    score: float
    chunks: list[str]
    url: str | None = None
    venue: str | None = None
    primary_area: str | None = None
    keywords: list[str] = field(default_factory=list)
    authors: list[str] = field(default_factory=list)
    abstract: str = ""
    dense_score: float | None = None
    relevance: float | None = None  # to the question: dense similarity + weighted share of its (rare) words it uses

    @property
    def snippet(self) -> str:
        return self.chunks[0] if self.chunks else ""

    def to_json(self) -> dict:
        return {"paper_id": self.paper_id, "title": self.title, "score": round(self.score, 6), "url": self.url,
                "venue": self.venue, "primary_area": self.primary_area, "snippet": self.snippet}


@dataclass
class Source:
    """A numbered source [n]: one paper, its sentences, and the evidence sentences chosen for the question.

    `vectors`, `words`, `texts` and `numbers` describe each sentence for the support scorer; they are filled once
    (`SupportScorer.prepare`) and travel with the Answer, so no face ever encodes an abstract again.
    """

    n: int
    paper: Hit
    sentences: list[str]
    evidence: list[str] = field(default_factory=list)
    vectors: np.ndarray | None = field(default=None, repr=False)  # one row per sentence
    words: list[set[str]] = field(default_factory=list, repr=False)  # content words per sentence
    texts: list[str] = field(default_factory=list, repr=False)  # each sentence as read: no LaTeX or Markdown (plain)
    numbers: set[str] = field(default_factory=set, repr=False)  # numbers the abstract states
    clauses: list[tuple[int, str]] = field(default_factory=list, repr=False)  # (sentence index, clause) of long sentences
    clause_vectors: np.ndarray | None = field(default=None, repr=False)
    clause_words: list[set[str]] = field(default_factory=list, repr=False)
    label: str | None = None  # the paper's own name the question calls it by, when it is not its usual one

    @property
    def abstract_words(self) -> set[str]:
        """Content words of the title and of every sentence (once `words` is filled)."""
        from .text import content_words

        return content_words(self.paper.title).union(*self.words)


@dataclass
class Citation:
    n: int
    paper_id: str
    title: str
    url: str | None
    snippet: str

    @classmethod
    def of(cls, source: Source, sentences: list[str]) -> Citation:
        """The citation of `source`, its snippet the supporting sentences (each once, in order)."""
        paper = source.paper
        return cls(n=source.n, paper_id=paper.paper_id, title=paper.title, url=paper.url,
                   snippet=" ".join(dict.fromkeys(sentences)))

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class Answer:
    question: str
    standalone_question: str
    answer: str
    citations: list[Citation]
    abstained: bool
    unsupported_sentences: list[str]
    backend: str
    model: str | None
    timings: dict[str, float]
    sources: list[Source] = field(default_factory=list)  # numbered as in the answer's [n] markers
    notice: str | None = None
    supports: dict[int, list[str]] = field(default_factory=dict)
    draft: str = ""  # the LLM's text before citation checking ("" for extractive)
    mode: str = "answer"  # answer | summary | table
    themes: list[dict] = field(default_factory=list)  # a summary's themes: {"label", "papers": [n, ...]}, in order
    table: list = field(default_factory=list)  # a table's rows (rag.table.Row)
    suggestions: list[str] = field(default_factory=list)  # next questions, from the abstracts read (rag.suggest)

    def to_json(self) -> dict:
        return {
            "question": self.question,
            "standalone_question": self.standalone_question,
            "answer": self.answer,
            "citations": [c.to_json() for c in self.citations],
            "abstained": self.abstained,
            "unsupported_sentences": self.unsupported_sentences,
            "backend": self.backend,
            "model": self.model,
            "timings": {k: round(v, 3) for k, v in self.timings.items()},
            "mode": self.mode,
            "suggestions": self.suggestions,
            **({"notice": self.notice} if self.notice else {}),
            **({"themes": self.themes} if self.themes else {}),
            **({"table": [asdict(r) for r in self.table]} if self.table else {}),
        }

    @classmethod
    def from_json(cls, data: dict) -> Answer:
        """The Answer a server sent (`to_json`): what a face prints; sources and supports stay on the server."""
        from .table import Row

        return cls(question=data["question"], standalone_question=data["standalone_question"], answer=data["answer"],
                   citations=[Citation(**c) for c in data["citations"]], abstained=data["abstained"],
                   unsupported_sentences=data["unsupported_sentences"], backend=data["backend"], model=data["model"],
                   timings=data["timings"], notice=data.get("notice"), mode=data.get("mode", "answer"),
                   themes=data.get("themes", []), table=[Row(**r) for r in data.get("table", [])],
                   suggestions=data.get("suggestions", []))


# --- what a turn reports while it runs (every face shows these) ------------------------------------
@dataclass(frozen=True)
class Status:
    """A line saying what the turn is doing now."""

    text: str


@dataclass(frozen=True)
class Retrieved:
    """The numbered sources, as soon as retrieval is done (before the LLM reads them)."""

    sources: list[Source]


@dataclass(frozen=True)
class Token:
    """LLM output as it is written: a draft, replaced by the checked answer."""

    text: str


@dataclass(frozen=True)
class Done:
    """The checked answer; always the last event of a turn."""

    answer: Answer


Event = Status | Retrieved | Token | Done
