"""Next questions after an answer, built from the abstracts the answer read (no LLM): what the cited paper says
that the answer left out (its results, its method, the problem it addresses), a related paper the answer did not
cite, a comparison of two papers, and after a summary its themes as tables."""

from __future__ import annotations

import re

from .evidence import paper_label, role
from .text import plain, short_name
from .types import Answer, Source

_ASKS = {  # a role the answer did not use -> the question that asks for it
    "result": "What results does {name} report?",
    "method": "How does {name} work?",
    "background": "What problem with earlier approaches does {name} address?",
}


_GENERIC = {"llm", "llms", "vlm", "vlms", "mllm", "mllms", "rl", "ai", "gnn", "gnns", "lora", "moe", "nlp", "dnn", "dnns",
            "transformer", "transformers", "diffusion", "agents"}


def _label(source: Source) -> str:
    """The method's name ('LiteGuard'), or the quoted title when there is none (or only a generic word)."""
    name = short_name(source.paper.title, source.paper.abstract)
    return name if name and name.lower() not in _GENERIC else f'"{plain(source.paper.title)}"'


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
    if cited:  # what the first cited paper's abstract says that the answer left out
        source = cited[0]
        used = set(answer.supports.get(source.n, []))
        roles = [role(s, i, paper_label(source)) for i, s in enumerate(source.sentences)]
        left = {r for s, r in zip(source.sentences, roles) if s not in used}
        told = {r for s, r in zip(source.sentences, roles) if s in used}  # what the answer already says
        out += [_ASKS[r].format(name=_label(source)) for r in ("result", "method", "background")
                if r in left and r not in told][:2]
    # a related paper the answer did not cite: only one about as relevant to the question as the cited ones
    floor = 0.85 * min((s.paper.relevance or s.paper.dense_score or 0.0) for s in cited) if cited else 0.0
    uncited = [s for s in answer.sources if s.n not in {c.n for c in answer.citations}
               and (s.paper.relevance or s.paper.dense_score or 0.0) >= floor]
    if uncited:
        out.append(f"What does {_label(uncited[0])} propose?")
    if cited and (others := [s for s in [*cited, *uncited] if s.paper.paper_id != cited[0].paper.paper_id]):
        out.append(f"How does {_label(cited[0])} compare with {_label(others[0])}?")
    keywords = [k.strip().lower() for kw in (cited[0].paper.keywords if cited else []) for k in re.split(r"[;,]", kw)]
    if keywords := [k for k in keywords if len(k) > 3]:  # the area: its most specific keyword (two words or more)
        out.append(f"Which other ICLR 2026 papers work on {next((k for k in keywords if ' ' in k), keywords[0])}?")
    picked = list(dict.fromkeys(out))
    # one question of each kind first (the paper's own, a related paper, a comparison, the area), then the rest
    kinds = [picked[0]] + [q for q in picked[1:] if not q.startswith(("What results", "How does", "What problem"))]
    return list(dict.fromkeys([*kinds, *picked]))[:most]
