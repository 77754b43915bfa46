"""Next questions after an answer, built from the abstracts the answer read (no LLM): what the cited paper says
that the answer left out (its results, its method, the problem it addresses), a related paper the answer did not
cite, a comparison of two papers, and after a summary its themes as tables."""

from __future__ import annotations

import re

from .evidence import paper_label, role
from .text import GENERIC, plain, short_name
from .types import Answer, Source

_ASKS = {  # a role the answer did not use -> the question that asks for it
    "result": "What results does {name} report?",
    "method": "How does {name} work?",
    "background": "What problem with earlier approaches does {name} address?",
}


def _label(source: Source) -> str:
    """The name the question called the paper by, or its method's name ('LiteGuard'), or the quoted title when there is
    none (or only a generic word)."""
    name = source.label or short_name(source.paper.title, source.paper.abstract)
    return name if name and name.lower() not in GENERIC else f'"{plain(source.paper.title)}"'


def suggestions(answer: Answer, most: int = 3) -> list[str]:
    """2-3 follow-up questions (fewer when the sources hold nothing more); none after an abstention."""
    if answer.abstained or not answer.sources:
        return []
    by_n = {s.n: s for s in answer.sources}
    cited = [by_n[n] for n in dict.fromkeys(c.n for c in answer.citations) if n in by_n]
    out: list[str] = []
    if answer.mode == "summary":
        out += [f"Compare the papers on {t['label'].split(';')[0].strip().lower()} in a table"
                for t in answer.themes[:2]]
        if cited:
            out.append(_ASKS["method"].format(name=_label(cited[0])))
        return out[:most]
    own: list[str] = []  # questions about the first cited paper: what its abstract says that the answer left out
    later: list[str] = []  # the same kind, about what the answer already touched (used only to reach two)
    if cited:
        source = cited[0]
        used = set(answer.supports.get(source.n, []))
        roles = [role(s, i, paper_label(source)) for i, s in enumerate(source.sentences)]
        left = {r for s, r in zip(source.sentences, roles) if s not in used}
        told = {r for s, r in zip(source.sentences, roles) if s in used}
        for r in ("result", "method", "background"):
            if r in left:
                (later if r in told else own).append(_ASKS[r].format(name=_label(source)))
    others: list[str] = []
    # a related paper the answer did not cite: only one about as relevant to the question as the cited ones
    floor = 0.85 * min((s.paper.relevance or s.paper.dense_score or 0.0) for s in cited) if cited else 0.0
    uncited = [s for s in answer.sources if s.n not in {c.n for c in answer.citations}
               and (s.paper.relevance or s.paper.dense_score or 0.0) >= floor]
    if uncited:
        others.append(f"What does {_label(uncited[0])} propose?")
    if cited and (near := [s for s in [*cited, *uncited] if s.paper.paper_id != cited[0].paper.paper_id]):
        others.append(f"How does {_label(cited[0])} compare with {_label(near[0])}?")
    if cited and (area := _area(cited[0])):
        others.append(f"Which other ICLR 2026 papers work on {area}?")
    # one of the paper's own first, then a related paper, a comparison, the area; then the rest
    ordered = [*own[:1], *others, *own[1:], *later]
    return list(dict.fromkeys(ordered))[:most]


def _area(source: Source) -> str | None:
    """The paper's area in a few words: its most specific keyword, else what its title says after the name."""
    keywords = [k.strip().lower() for kw in source.paper.keywords for k in re.split(r"[;,]", kw)]
    if keywords := [k for k in keywords if len(k) > 3]:
        return next((k for k in keywords if " " in k), keywords[0])
    title = plain(source.paper.title)
    body = title.split(":", 1)[1] if ":" in title else title
    words = body.strip().split()
    return " ".join(words[:8]).lower().rstrip(".,;") if 2 <= len(words) else None
