"""Retrieval, citation and answer-quality metrics (paper level)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable

from rag.llms import LoadedLLM
from rag.support import SupportScorer
from rag.text import MARKER, content_words, short_name, split_sentences
from rag.types import Source

JUDGE_SYSTEM = "You check citations. Reply with one word: yes or no."
JUDGE = 'Source: "{source}"\n\nClaim: "{claim}"\n\nDoes the source support the claim?'


def percentile(values: list[float], q: float) -> float:
    """Linear-interpolated percentile (q in 0..100) of the values that are numbers; NaN if there are none."""
    s = sorted(v for v in values if v == v)
    if not s:
        return float("nan")
    pos = (len(s) - 1) * q / 100
    lo = int(pos)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def recall_at(ranked: list[str], gold: set[str], k: int) -> float:
    return len(gold & set(ranked[:k])) / len(gold) if gold else 0.0


def mrr(ranked: list[str], gold: set[str]) -> float:
    return next((1.0 / r for r, pid in enumerate(ranked, 1) if pid in gold), 0.0)


def ndcg_at(ranked: list[str], gold: set[str], k: int = 10) -> float:
    dcg = sum(1.0 / math.log2(r + 1) for r, pid in enumerate(ranked[:k], 1) if pid in gold)
    ideal = sum(1.0 / math.log2(r + 1) for r in range(1, min(k, len(gold)) + 1))
    return dcg / ideal if ideal else 0.0


def _norm(text: str) -> str:
    text = text.lower().replace("$", " ").replace("\\times", "x").replace("×", "x")
    return " ".join(re.sub(r"[^a-z0-9%.]+", " ", text).split())


def fact_found(fact: str, answer: str) -> bool:
    """Tolerant match: the normalized phrase appears, or all its content words (stemmed) do."""
    fact_n, answer_n = _norm(fact), _norm(answer)
    if fact_n in answer_n or fact_n.replace(" ", "") in answer_n.replace(" ", ""):
        return True
    words = content_words(fact)
    return bool(words) and words <= content_words(answer)


def names_paper(answer: str, papers: list[dict]) -> bool:
    """Does the answer's first sentence name one of `papers` (stored records: title, abstract), by its method's
    name or by its title (most of the title's content words)?"""
    line = next((line for line in answer.splitlines() if line.strip() and not line.startswith(">")), "")
    first = next(iter(split_sentences(line)), "")
    first_words = content_words(first)
    for paper in papers:
        title_norm = _norm(paper.get("title", ""))
        if title_norm and title_norm in _norm(line)[:len(title_norm) + 12]:  # "In <title>, ...": a title may hold "?"
            return True
        name = short_name(paper.get("title", ""), paper.get("abstract", ""))
        if name and _norm(name) in _norm(first):
            return True
        title = content_words(paper.get("title", ""))
        if title and len(title & first_words) >= 0.6 * len(title):
            return True
    return False


Judge = Callable[[str, Source], bool]  # (claim, cited source) -> does the source support the claim?


def scorer_judge(scorer: SupportScorer, threshold: float) -> Judge:
    """The pipeline's own support scorer (similarity + word overlap) as a judge."""
    return lambda claim, source: scorer.score(claim, [source]).score >= threshold


def llm_judge(llm: LoadedLLM) -> Judge:
    """An LLM asked, per claim and cited abstract, whether the abstract supports the claim."""

    def judge(claim: str, source: Source) -> bool:
        user = JUDGE.format(source=source.paper.abstract, claim=claim)
        reply = "".join(llm.stream([("system", JUDGE_SYSTEM), ("user", user)], max_tokens=4)).strip().lower()
        return reply.startswith("yes")

    return judge


def citation_scores(text: str, sources: list[Source], judge: Judge) -> dict[str, float]:
    """ALCE-style: recall = share of sentences supported by what they cite; precision = share of citations
    that support their sentence, as decided by `judge`."""
    by_n = {s.n: s for s in sources}
    sentences = [s for line in text.splitlines() if not line.lstrip().startswith(("#", "Papers:"))  # a theme's list
                 for s in split_sentences(line)]
    claims = [s for s in sentences if len(content_words(MARKER.sub("", s))) >= 4]
    supported, cites, good, failed = 0, 0, 0, []
    for sent in claims:
        marked = [int(n) for m in MARKER.finditer(sent) for n in m.group(1).split(",")]
        claim = MARKER.sub("", sent).strip()
        ok = False
        for n in dict.fromkeys(marked):
            cites += 1
            if n in by_n and judge(claim, by_n[n]):
                good += 1
                ok = True
            else:
                failed.append(f"{claim} [{n}]")
        supported += ok
    return {"citation_recall": supported / len(claims) if claims else float("nan"),
            "citation_precision": good / cites if cites else float("nan"), "claims": len(claims),
            "failed": failed}
