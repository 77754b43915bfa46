"""Research-area summaries: recognising a summary request, grouping the papers into themes with names, the
map-reduce synthesis (one short cited paragraph per theme), and the summary without an LLM."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Generator

import numpy as np

from . import prompts
from .citations import Checked, check, cite
from .llms import LoadedLLM
from .settings import AnswerSettings
from .support import SupportScorer
from .text import looks_like_instruction
from .types import Event, Source, Token

_SUMMARY = re.compile(
    r"^\s*(?:please\s+)?(?:(?:summari[sz]e|survey|review|overview of|give (?:me )?(?:an? )?(?:overview|summary|survey) of|"
    r"what(?: is|'s) (?:the )?(?:state of (?:the art|research)|known) (?:on|about|in)|"
    r"what (?:does|did) (?:iclr(?: 2026)?|the corpus) (?:say|have) (?:on|about))\s*)"
    r"(?:(?:the|recent|current|research|work|papers|literature|studies|approaches)\s+)*(?:on|about|in|for|of)?\s*",
    re.IGNORECASE,
)
_TITLE_STOP = frozenset("a an the of for and in on with to via from by is are towards toward using through beyond "
                        "can do does what when how why learning model models".split())


def summary_topic(question: str) -> str | None:
    """'Summarize recent work on length generalization' -> 'length generalization'; None if not a summary request."""
    m = _SUMMARY.match(question)
    if not m or m.end() == 0:
        return None
    topic = question[m.end():].strip(" ?.!")
    return topic or None


def themes(sources: list[Source], size: int) -> list[tuple[str, list[Source]]]:
    """Group papers by theme: agglomerative clustering of their sentence embeddings, labelled by shared words.
    A theme holds at most `size` papers, so that its prompt stays small."""
    if len(sources) <= size:
        return [(_label(sources), sources)]
    from sklearn.cluster import AgglomerativeClustering

    vecs = np.stack([s.vectors.mean(axis=0) for s in sources])
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    n_themes = math.ceil(len(sources) / size)
    labels = AgglomerativeClustering(n_clusters=n_themes, metric="cosine", linkage="average").fit_predict(vecs)
    groups: dict[int, list[Source]] = {}
    for src, lab in zip(sources, labels):
        groups.setdefault(int(lab), []).append(src)
    pieces = [g[i:i + size] for g in groups.values() for i in range(0, len(g), size)]
    ordered = sorted(pieces, key=lambda g: min(s.n for s in g))
    return [(_label(g), g) for g in ordered]


def _label(group: list[Source]) -> str:
    """A theme's name: the keywords (or title words) its papers share most."""
    kws = Counter(k.lower() for s in group for k in set(s.paper.keywords))
    common = [k for k, c in kws.most_common(3) if c >= 2]
    if not common:
        words = Counter(w for s in group for w in {w.strip(":,?").lower() for w in s.paper.title.split()}
                        if w.strip(":,?").lower() not in _TITLE_STOP and len(w) > 2)
        common = [w for w, c in words.most_common(3) if c >= 2] or [group[0].paper.title]
    return "; ".join(common[:2]).capitalize()


def summarize(llm: LoadedLLM, topic: str, sources: list[Source], scorer: SupportScorer, cfg: AnswerSettings,
              timings: dict[str, float], started: float) -> Generator[Event, None, Checked]:
    """Map: one short cited synthesis per theme (a few papers each). Reduce: the themes under headings."""
    sections, merged = [], Checked("", [], [], {})
    for label, group in themes(sources, cfg.theme_papers):
        yield Token(f"\n### {label}\n")
        messages = [("system", prompts.THEME_SYSTEM),
                    ("user", prompts.THEME.format(sources=prompts.evidence(group), question=topic))]
        text = yield from llm.write(messages, timings, started, cfg.theme_max_tokens)
        part = check(text, group, scorer, cfg.support_threshold)
        sections.append(f"### {label}\n{part.text}")
        merged.draft += f"### {label}\n{text}\n\n"
        merged.unsupported += part.unsupported
        for n, sents in part.supports.items():
            merged.supports.setdefault(n, []).extend(sents)
    merged.citations = cite(sources, merged.supports)
    merged.text = "\n\n".join(sections)
    return merged


def extractive_summary(sources: list[Source], cfg: AnswerSettings) -> Checked:
    """No LLM: the themes, each with one best sentence per paper."""
    sections, supports = [], {}
    for label, group in themes(sources, cfg.theme_papers):
        lines = []
        for src in group:
            usable = src.evidence or [s for s in src.sentences if not looks_like_instruction(s)]
            if not usable:
                continue  # nothing in this abstract can be quoted
            sent = usable[0]
            supports[src.n] = [sent]
            lines.append(f"- **{src.paper.title}**: {sent} [{src.n}]")
        if lines:
            sections.append(f"### {label}\n" + "\n".join(lines))
    return Checked("\n\n".join(sections), cite(sources, supports), [], supports)


