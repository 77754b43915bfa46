"""Figures for overviews: how questions are routed (answer, summary, table), and what a summary gathers and
writes on the area items (Recall@30 and precision against their complete gold lists, themes, support, latency)."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from rag.route import route

from .metrics import percentile
from .schema import Item

ROUTING = Path(__file__).parent / "data" / "routing.jsonl"


def routing_figures(items: list[Item], path: Path = ROUTING, known: Callable[[str], list[str]] | None = None) -> dict:
    """Share routed right per set of `routing.jsonl`, and on the eval's own first questions (area items must
    become summaries, every other kind an answer). `known`: the corpus's paper names, as the pipeline routes."""
    sets: dict[str, list[bool]] = defaultdict(list)
    wrong = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        got = route(row["question"], known=known).mode
        sets[row["set"]].append(got == row["mode"])
        sets["all"].append(got == row["mode"])
        if got != row["mode"]:
            wrong.append({"id": row["id"], "set": row["set"], "want": row["mode"], "got": got})
    for item in items:
        if item.type == "conversation":
            continue
        want = "summary" if item.type == "area" else "answer"
        ok = route(item.as_turns()[0].question, known=known).mode == want
        sets["eval questions"].append(ok)
        if not ok:
            wrong.append({"id": item.id, "set": "eval questions", "want": want})
    return {"accuracy": {k: sum(v) / len(v) for k, v in sets.items()}, "n": {k: len(v) for k, v in sets.items()},
            "wrong": wrong}


def area_figures(results: list) -> dict:
    """Area turns (TurnResult): routed to a summary, Recall@30 of the gathered papers (gold capped at 30),
    precision (gold share of what was gathered), papers read, theme count and size, sentence support, latency."""
    if not results:
        return {}
    summaries = [r for r in results if r.mode == "summary"]
    gold = {r.item: set(r.gold) for r in results}
    recall = [len(gold[r.item] & set(r.gathered[:30])) / min(30, len(gold[r.item])) for r in summaries if gold[r.item]]
    precision = [len(gold[r.item] & set(r.gathered)) / len(r.gathered) for r in summaries if r.gathered]
    sizes = [n for r in summaries for n in r.theme_sizes]
    mean = lambda v: sum(v) / len(v) if v else float("nan")  # noqa: E731
    return {
        "turns": len(results), "routed_to_summary": len(summaries) / len(results),
        "recall_at_30": mean(recall), "precision": mean(precision), "papers_read": mean([len(r.gathered) for r in summaries]),
        "themes": mean([len(r.theme_sizes) for r in summaries]), "theme_size_min": min(sizes, default=0),
        "theme_size_mean": mean(sizes), "theme_size_max": max(sizes, default=0),
        "sentence_support": mean([r.citation_recall for r in summaries if r.citation_recall == r.citation_recall]),
        "retrieve_p50_s": percentile([r.retrieve_s for r in summaries], 50),
        "generate_p50_s": percentile([r.generate_s for r in summaries], 50),
        "generate_max_s": max((r.generate_s for r in summaries), default=float("nan")),
    }
