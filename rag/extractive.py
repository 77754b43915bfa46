"""Answers without an LLM: the relevant papers' own best sentences, each with its citation."""

from __future__ import annotations

import numpy as np

from .citations import Checked, SupportScorer, cite
from .settings import AnswerSettings
from .types import Source


def extractive_answer(sources: list[Source], query: str, qvec: np.ndarray, scorer: SupportScorer,
                      cfg: AnswerSettings) -> Checked:
    """The papers within `extractive_margin` of the best one, grouped by paper: the best paper gives its
    `extractive_sentences` best sentences (no prompt to keep short here), the others their first evidence sentence."""
    top = sources[0].paper.dense_score
    keep = [s for s in sources if s.paper.dense_score is None or top is None
            or s.paper.dense_score >= top - cfg.extractive_margin] or sources[:1]
    lines, supports = [], {}
    for i, src in enumerate(keep):
        sents = scorer.best_sentences(query, src, cfg.extractive_sentences, qvec) if i == 0 else src.evidence[:1]
        if not sents:
            continue  # nothing in this abstract can be quoted (e.g. only instruction-like text)
        supports[src.n] = sents
        lines.append(f"- **{src.paper.title}**: " + " ".join(f"{s} [{src.n}]" for s in sents))
    if not lines:
        lines = ["The retrieved abstracts hold no sentence that can be quoted as an answer; see the sources."]
    return Checked("\n".join(lines), cite(sources, supports), [], supports)
