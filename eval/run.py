"""The eval harness: retrieval baselines, cited answers per backend, figures, report, chart."""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from tqdm import tqdm

from rag.assistant import Assistant

from . import metrics
from .metrics import percentile
from .schema import Item

RETRIEVAL_CONFIGS = {"bm25": {"dense": False, "bm25": True}, "dense": {"dense": True, "bm25": False},
                     "hybrid": {"dense": True, "bm25": True}}


@dataclass
class TurnResult:
    item: str
    type: str
    turn: int
    question: str
    area: str | None
    abstained: bool
    should_abstain: bool
    facts: list[str]
    facts_found: list[bool]
    gold_cited: bool | None
    citation_recall: float
    citation_precision: float
    draft_citation_recall: float | None
    draft_citation_precision: float | None
    retrieve_s: float
    generate_s: float
    backend_used: str
    answer: str = ""
    cited: list[str] = field(default_factory=list)
    llm_judge_citation_recall: float | None = None
    llm_judge_citation_precision: float | None = None
    names_paper: bool | None = None  # the first sentence names a gold paper or its method
    gold_share: float | None = None  # share of the gold papers the answer cites
    refused: int = 0  # sentences the checker refused (listed as unsupported)
    draft: str = ""
    mode: str = "answer"  # what the turn was routed to
    gathered: list[str] = field(default_factory=list)  # a summary's or table's papers, best first
    gold: list[str] = field(default_factory=list)
    theme_sizes: list[int] = field(default_factory=list)
    draft_failed: list[str] = field(default_factory=list)  # the draft's citations the judge refused ("claim [n]")


def _mean(values) -> float:
    values = [v for v in values if v is not None and v == v]
    return statistics.fmean(values) if values else float("nan")


def stratified(items: list[Item], limit: int | None) -> list[Item]:
    """Round-robin over item types, so that a slice covers every kind of question."""
    by_type: dict[str, list[Item]] = defaultdict(list)
    for item in items:
        by_type[item.type].append(item)
    order, queues = [], [list(v) for v in by_type.values()]
    while any(queues):
        for q in queues:
            if q:
                order.append(q.pop(0))
    return order[:limit] if limit else order


def eval_retrieval(assistant: Assistant, items: list[Item], progress: bool = True) -> dict:
    """Paper-level retrieval for each configuration on the single-question items with gold papers."""
    pool = [i for i in items if i.type in ("known_paper", "detail", "compare", "area")]
    out: dict = {}
    for name, cfg in RETRIEVAL_CONFIGS.items():
        view = assistant.variant(retrieval=cfg)
        view.search("warm up", k=10)
        rows, per_item = defaultdict(list), []
        for item in tqdm(pool, desc=f"retrieval {name}", file=sys.stderr, disable=not progress):
            t = time.perf_counter()
            ranked = [h.paper_id for h in view.search(item.question, k=10)]
            rows["latency_s"].append(time.perf_counter() - t)
            gold = set(item.gold_papers)
            scores = {"R@1": metrics.recall_at(ranked, gold, 1), "R@5": metrics.recall_at(ranked, gold, 5),
                      "R@10": metrics.recall_at(ranked, gold, 10), "MRR": metrics.mrr(ranked, gold),
                      "nDCG@10": metrics.ndcg_at(ranked, gold, 10)}
            for key, v in scores.items():
                rows[f"{item.type}:{key}"].append(v)
            per_item.append({"id": item.id, "type": item.type, "area": item.area, **scores})
        summary = {key: _mean(v) for key, v in rows.items() if key != "latency_s"}
        summary["latency_p50_ms"] = 1000 * percentile(rows["latency_s"], 50)
        summary["latency_p95_ms"] = 1000 * percentile(rows["latency_s"], 95)
        out[name] = {"summary": summary, "items": per_item}
    return out


def eval_answers(assistant: Assistant, items: list[Item], progress: bool = True,
                 judge: metrics.Judge | None = None) -> list[TurnResult]:
    """Ask every item (conversations turn by turn, with history) and score the answers.

    Citations are judged by the pipeline's support scorer, and also by `judge` (an LLM) when given."""
    scorer = metrics.scorer_judge(assistant.scorer, assistant.settings.answer.support_threshold)
    golds = assistant.store.paper_records(sorted({p for i in items for t in i.as_turns() for p in t.gold_papers}))
    results: list[TurnResult] = []
    bar = tqdm(items, desc=f"answers {assistant.settings.llm.backend}", file=sys.stderr, disable=not progress)
    for item in bar:
        history = []
        for t, turn in enumerate(item.as_turns(), 1):
            answer = assistant.ask(turn.question, history=history)
            history.append(answer)
            gold = set(turn.gold_papers)
            cited = [c.paper_id for c in answer.citations]
            sources = answer.sources  # numbered by the turn itself
            assistant.scorer.prepare(sources)  # and encoded (an extractive summary quotes without encoding them)
            final = metrics.citation_scores(answer.answer, sources, scorer)
            draft = metrics.citation_scores(answer.draft, sources, scorer) if answer.draft else None
            by_llm = metrics.citation_scores(answer.answer, sources, judge) if judge and not answer.abstained else None
            results.append(TurnResult(
                item=item.id, type=item.type, turn=t, question=turn.question, area=item.area,
                abstained=answer.abstained, should_abstain=item.abstain,
                facts=list(turn.facts), facts_found=[metrics.fact_found(f, answer.answer) for f in turn.facts],
                gold_cited=bool(gold & set(cited)) if gold else None,
                citation_recall=final["citation_recall"], citation_precision=final["citation_precision"],
                draft_citation_recall=draft["citation_recall"] if draft else None,
                draft_citation_precision=draft["citation_precision"] if draft else None,
                retrieve_s=answer.timings.get("retrieve_s", 0.0), generate_s=answer.timings.get("generate_s", 0.0),
                backend_used=answer.backend, answer=answer.answer, cited=cited,
                llm_judge_citation_recall=by_llm["citation_recall"] if by_llm else None,
                llm_judge_citation_precision=by_llm["citation_precision"] if by_llm else None,
                names_paper=metrics.names_paper(answer.answer, [golds[p] for p in gold if p in golds]) if gold else None,
                gold_share=len(gold & set(cited)) / len(gold) if gold else None,
                refused=len(answer.unsupported_sentences), draft=answer.draft, mode=answer.mode,
                gathered=[s.paper.paper_id for s in sources] if answer.mode != "answer" else [], gold=sorted(gold),
                theme_sizes=[len(t["papers"]) for t in answer.themes], draft_failed=draft["failed"] if draft else []))
    return results


def summarize_answers(results: list[TurnResult], backend: str) -> dict:
    answerable = [r for r in results if not r.should_abstain]
    unanswerable = [r for r in results if r.should_abstain]
    abstained = [r for r in results if r.abstained]
    facts = [f for r in answerable for f in r.facts_found]
    return {
        "turns": len(results),
        "fact_recall": _mean([float(f) for f in facts]),
        "gold_citation_rate": _mean([float(bool(r.gold_cited)) for r in answerable]),
        "citation_recall": _mean([r.citation_recall for r in answerable if not r.abstained]),
        "citation_precision": _mean([r.citation_precision for r in answerable if not r.abstained]),
        "draft_citation_recall": _mean([r.draft_citation_recall for r in answerable]),
        "draft_citation_precision": _mean([r.draft_citation_precision for r in answerable]),
        "llm_judge_citation_recall": _mean([r.llm_judge_citation_recall for r in answerable]),
        "llm_judge_citation_precision": _mean([r.llm_judge_citation_precision for r in answerable]),
        "abstention_precision": (sum(r.should_abstain for r in abstained) / len(abstained)) if abstained else float("nan"),
        "abstention_recall": (sum(r.abstained for r in unanswerable) / len(unanswerable)) if unanswerable else float("nan"),
        "fallback_rate": _mean([float(r.backend_used != backend) for r in results if not r.abstained]),
        "names_paper": _mean([float(r.names_paper) for r in answerable if r.names_paper is not None and not r.abstained]),
        "gold_share": _mean([r.gold_share for r in answerable]),
        "refused_per_turn": _mean([float(r.refused) for r in answerable if not r.abstained]),
        "retrieve_p50_s": percentile([r.retrieve_s for r in results], 50),
        "generate_p50_s": percentile([r.generate_s for r in results], 50),
        "generate_p95_s": percentile([r.generate_s for r in results], 95),
    }


def by_area(results: list[TurnResult], retrieval_items: list[dict]) -> dict[str, dict]:
    """Fact recall and hybrid R@5 per primary area (known-paper items), to find the weakest areas."""
    areas: dict[str, dict] = defaultdict(lambda: {"facts": [], "R@5": []})
    for r in results:
        if r.type == "known_paper" and r.area:
            areas[r.area]["facts"] += [float(f) for f in r.facts_found]
    for row in retrieval_items:
        if row["type"] == "known_paper" and row["area"]:
            areas[row["area"]]["R@5"].append(row["R@5"])
    return {a: {"fact_recall": _mean(v["facts"]), "R@5": _mean(v["R@5"]), "n": len(v["R@5"])} for a, v in areas.items()}


def run(assistant: Assistant, items: list[Item], backends: list[str], limits: dict[str, int | None],
        out_dir: Path, progress: bool = True, judge_backend: str | None = None) -> dict:
    out_dir.mkdir(parents=True, exist_ok=True)
    started = time.strftime("%Y-%m-%d %H:%M:%S")
    retrieval = eval_retrieval(assistant, items, progress)
    answers, by_type, raw = {}, {}, {}
    judge, judge_label = None, ""
    if judge_backend:
        judge_view = assistant.with_llm(judge_backend)
        judge = metrics.llm_judge(judge_view.llm())
        judge_label = f"; LLM judge columns: {judge_backend} ({judge_view.model_label})"
    for backend in backends:
        view = assistant.with_llm(backend)
        results = eval_answers(view, stratified(items, limits.get(backend)), progress, judge)
        answers[backend] = summarize_answers(results, backend)
        by_type[backend] = {t: summarize_answers([r for r in results if r.type == t], backend)
                            for t in dict.fromkeys(r.type for r in results)}
        raw[backend] = results
    from .checker_set import LABELLED, score
    from .overview import area_figures, routing_figures

    figures = {
        "date": started, "items": len(items), "backends": backends,
        "checker": score(assistant, LABELLED) if LABELLED.is_file() else {},
        "retrieval": {k: v["summary"] for k, v in retrieval.items()},
        "answers": answers, "answers_by_type": by_type,
        "routing": routing_figures(items, known=assistant.components.papers.names().find),
        "summaries": {b: area_figures([r for r in rs if r.type == "area"]) for b, rs in raw.items()},
        "areas": by_area(raw.get("extractive") or next(iter(raw.values()), []), retrieval["hybrid"]["items"]),
        "judge": "support scorer: 0.6 x MiniLM cosine + 0.4 x content-word overlap, threshold "
                 f"{assistant.settings.answer.support_threshold} (the pipeline's own scorer){judge_label}",
    }
    (out_dir / "results.json").write_text(json.dumps(figures, indent=2, default=float))
    (out_dir / "turns.jsonl").write_text("\n".join(json.dumps(r.__dict__ | {"backend": b}) for b, rs in raw.items() for r in rs))
    from .report import write_chart, write_report

    write_report(figures, raw, retrieval, out_dir / "report.md")
    write_chart(figures, out_dir / "chart.png")
    return figures
