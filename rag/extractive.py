"""Answers without an LLM: the evidence sentences chosen for the question, each with its citation, paper by paper."""

from __future__ import annotations

from .citations import Checked, cite
from .text import closed, plain
from .types import Source


def extractive_answer(sources: list[Source]) -> Checked:
    """One line per source that gives evidence: its name, then its evidence sentences, each cited."""
    lines, supports = [], {}
    for src in sources:
        if not src.evidence:
            continue  # nothing in this abstract can be quoted (e.g. only instruction-like text)
        supports[src.n] = list(src.evidence)
        lines.append(f"- **{plain(src.paper.title)}**: " + " ".join(f"{closed(plain(s))} [{src.n}]" for s in src.evidence))
    if not lines:
        lines = ["The retrieved abstracts hold no sentence that can be quoted as an answer; see the sources."]
    return Checked("\n".join(lines), cite(sources, supports), [], supports)
