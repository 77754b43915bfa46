"""The checker's labelled set: real sentences written by the default model, each labelled by reading.

    python -m eval.checker_set build --out eval/data/checker/unlabelled.jsonl   # run the model on the eval questions
    python -m eval.checker_set score [--data eval/data/checker/labelled.jsonl]  # the checker's figures on the labels

`build` asks every known-paper, detail, compare and conversation question of the eval set with the configured
LLM and writes each sentence of its draft (before any checking) with the question, the sources the model read
and the ones it cited. The labels are added by hand (see eval/data/checker/README.md). `score` runs the pipeline's
checker on every labelled sentence, exactly as it checks an answer, and reports how many unsupported sentences it
refuses and how many supported ones it keeps, per question type, with its latency.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from rag.assistant import Assistant
from rag.citations import check, number_sources
from rag.settings import load_settings
from rag.text import MARKER, cited_numbers, split_sentences
from rag.types import Hit

from .schema import load_sets

LABELLED = Path(__file__).resolve().parent / "data" / "checker" / "labelled.jsonl"


def build(assistant: Assistant, out: Path, types: tuple[str, ...]) -> int:
    """Ask the eval questions; write one row per draft sentence."""
    rows = []
    items = [i for i in load_sets() if i.type in types]
    for k, item in enumerate(items, 1):
        history = []
        for t, turn in enumerate(item.as_turns(), 1):
            answer = assistant.ask(turn.question, history=history)
            history.append(answer)
            print(f"[{k}/{len(items)}] {item.id} t{t} {answer.backend}", file=sys.stderr, flush=True)
            read = [s for s in answer.sources if s.evidence]
            by_n = {s.n: s for s in answer.sources}
            for line in answer.draft.splitlines():
                for sent in split_sentences(line):
                    cited = [int(n) for m in MARKER.finditer(sent) for n in m.group(1).split(",")]
                    rows.append({
                        "id": f"{item.id}-t{t}-s{len(rows)}", "item": item.id, "type": item.type, "turn": t,
                        "question": answer.standalone_question, "sentence": sent,
                        "cited": [by_n[n].paper.paper_id for n in dict.fromkeys(cited) if n in by_n],
                        "read": [{"n": s.n, "paper_id": s.paper.paper_id, "title": s.paper.title} for s in read],
                    })
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} sentences -> {out}", file=sys.stderr)
    return 0


def _sources(assistant: Assistant, row: dict) -> list:
    """The sources the model read for this sentence, numbered as it saw them."""
    records = assistant.store.paper_records([r["paper_id"] for r in row["read"]])
    hits = [Hit(paper_id=r["paper_id"], title=r["title"], score=0.0, chunks=[],
                abstract=records.get(r["paper_id"], {}).get("abstract", "")) for r in row["read"]]
    sources = number_sources(hits)
    for src, r in zip(sources, row["read"]):
        src.n = r["n"]
    assistant.scorer.prepare(sources)
    return sources


def refused(assistant: Assistant, row: dict) -> tuple[bool, float]:
    """Does the checker refuse this sentence (flag it unsupported, or drop it as a restatement)? And how long did
    the decision take (seconds, sources already encoded)?"""
    sources = _sources(assistant, row)
    t = time.perf_counter()
    out = check(row["sentence"], sources, assistant.scorer, assistant.settings.answer.support_threshold, row["question"])
    seconds = time.perf_counter() - t
    # a citation moved to another abstract (none of the sentence's own markers left) refuses the one it had
    markers = set(cited_numbers(out.text))
    now = {r["paper_id"] for r in row["read"] if r["n"] in markers}
    moved = bool(row["cited"]) and not set(row["cited"]) & now
    return bool(out.unsupported or out.restated or moved), seconds


def score(assistant: Assistant, data: Path) -> dict:
    rows = [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [r for r in rows if r.get("label") in ("supported", "not_supported")]
    results, times = [], []
    for row in rows:
        was_refused, seconds = refused(assistant, row)
        times.append(seconds)
        results.append((row["type"], row["label"], was_refused, row.get("restates", False)))
    figures = {}
    for kind in ["all", *dict.fromkeys(r[0] for r in results)]:
        chosen = [r for r in results if kind == "all" or r[0] == kind]
        bad = [r for r in chosen if r[1] == "not_supported"]
        good = [r for r in chosen if r[1] == "supported" and not r[3]]  # supported, and more than a restatement
        echo = [r for r in chosen if r[1] == "supported" and r[3]]
        figures[kind] = {
            "sentences": len(chosen), "not_supported": len(bad), "supported": len(good), "restatements": len(echo),
            "unsupported_refused": sum(r[2] for r in bad) / len(bad) if bad else float("nan"),
            "supported_kept": sum(not r[2] for r in good) / len(good) if good else float("nan"),
            "restatements_dropped": sum(r[2] for r in echo) / len(echo) if echo else float("nan"),
        }
    figures["latency_ms_p50"] = 1000 * statistics.median(times) if times else float("nan")
    return figures


def table(figures: dict) -> str:
    lines = ["| question type | sentences | not supported | refused of those | supported | kept of those | "
             "restatements | dropped of those |", "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for kind, f in figures.items():
        if isinstance(f, dict):
            lines.append(f"| {kind} | {f['sentences']} | {f['not_supported']} | {f['unsupported_refused']:.3f} | "
                         f"{f['supported']} | {f['supported_kept']:.3f} | {f['restatements']} | "
                         f"{f['restatements_dropped']:.3f} |")
    lines.append(f"\nchecker latency per sentence (sources encoded): p50 {figures['latency_ms_p50']:.1f} ms")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=["build", "score"])
    parser.add_argument("--out", default="eval/data/checker/unlabelled.jsonl")
    parser.add_argument("--data", default=str(LABELLED))
    parser.add_argument("--config")
    args = parser.parse_args(argv)
    assistant = Assistant(load_settings(args.config))
    if args.action == "build":
        return build(assistant, Path(args.out), ("known_paper", "detail", "compare", "conversation"))
    print(table(score(assistant, Path(args.data))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
