"""Markdown report (one table per family, failures per item) and a PNG chart comparing configurations."""

from __future__ import annotations

from pathlib import Path


def _f(v, pct: bool = False) -> str:
    if v is None or v != v:
        return "–"
    return f"{100 * v:.1f}" if pct else f"{v:.3f}" if isinstance(v, float) and v < 10 else f"{v:.1f}"


def retrieval_table(figures: dict) -> str:
    keys = ["R@1", "R@5", "R@10", "MRR", "nDCG@10"]
    lines = ["| config | family | " + " | ".join(keys) + " | p50 ms | p95 ms |",
             "| --- | --- | " + " | ".join("---" for _ in keys) + " | --- | --- |"]
    for name, s in figures["retrieval"].items():
        for family in ("known_paper", "detail", "compare", "area"):
            if f"{family}:R@1" in s:
                vals = " | ".join(_f(s[f"{family}:{k}"]) for k in keys)
                lines.append(f"| {name} | {family} | {vals} | {s['latency_p50_ms']:.1f} | {s['latency_p95_ms']:.1f} |")
    return "\n".join(lines)


def answers_table(figures: dict) -> str:
    cols = [("turns", "turns"), ("fact_recall", "fact recall"), ("gold_citation_rate", "gold paper cited"),
            ("citation_recall", "citation recall"), ("citation_precision", "citation precision"),
            ("draft_citation_recall", "LLM draft citation recall"), ("draft_citation_precision", "LLM draft citation precision"),
            ("llm_judge_citation_recall", "LLM-judge citation recall"),
            ("llm_judge_citation_precision", "LLM-judge citation precision"),
            ("abstention_precision", "abstention precision"), ("abstention_recall", "abstention recall"),
            ("fallback_rate", "extractive fallback"), ("retrieve_p50_s", "retrieve p50 s"),
            ("generate_p50_s", "generate p50 s"), ("generate_p95_s", "generate p95 s")]
    lines = ["| backend | " + " | ".join(c for _, c in cols) + " |", "| --- | " + " | ".join("---" for _ in cols) + " |"]
    for backend, s in figures["answers"].items():
        lines.append(f"| {backend} | " + " | ".join(str(s[k]) if k == "turns" else _f(s[k]) for k, _ in cols) + " |")
    return "\n".join(lines)


def types_table(figures: dict) -> str:
    """What the user reads, per question type and backend."""
    cols = [("turns", "turns"), ("fact_recall", "fact recall"), ("names_paper", "1st sentence names the paper"),
            ("gold_share", "gold papers cited"), ("fallback_rate", "extractive fallback"),
            ("draft_citation_precision", "LLM draft citation precision"), ("refused_per_turn", "sentences refused / turn"),
            ("abstention_recall", "abstention recall"), ("generate_p50_s", "generate p50 s")]
    lines = ["| backend | type | " + " | ".join(c for _, c in cols) + " |",
             "| --- | --- | " + " | ".join("---" for _ in cols) + " |"]
    for backend, types in figures.get("answers_by_type", {}).items():
        for t, s in types.items():
            lines.append(f"| {backend} | {t} | " + " | ".join(str(s[k]) if k == "turns" else _f(s[k]) for k, _ in cols) + " |")
    return "\n".join(lines)


def overview_tables(figures: dict) -> str:
    """Routing accuracy per set, and what area summaries gather and write, per backend."""
    routing = figures.get("routing") or {}
    lines = ["| routing set | questions | routed right |", "| --- | --- | --- |"]
    for name, acc in routing.get("accuracy", {}).items():
        lines.append(f"| {name} | {routing['n'][name]} | {_f(acc)} |")
    cols = [("turns", "turns"), ("routed_to_summary", "routed to summary"), ("recall_at_30", "Recall@30"),
            ("precision", "precision (gold share)"), ("papers_read", "papers read"), ("themes", "themes"),
            ("theme_size_min", "smallest theme"), ("theme_size_mean", "mean theme"), ("theme_size_max", "largest theme"),
            ("sentence_support", "sentences supported"), ("retrieve_p50_s", "retrieve p50 s"),
            ("generate_p50_s", "generate p50 s"), ("generate_max_s", "generate max s")]
    lines += ["", "| backend | " + " | ".join(c for _, c in cols) + " |", "| --- | " + " | ".join("---" for _ in cols) + " |"]
    for backend, s in (figures.get("summaries") or {}).items():
        if s:
            lines.append(f"| {backend} | " + " | ".join(str(s[k]) if k == "turns" else _f(s[k]) for k, _ in cols) + " |")
    return "\n".join(lines)


def checker_table(figures: dict) -> str:
    """The citation checker on the labelled set of model-written sentences (eval/data/checker)."""
    from .checker_set import table

    return table(figures["checker"]) if figures.get("checker") else "(no labelled set: eval/data/checker/labelled.jsonl)"


def areas_table(figures: dict) -> str:
    rows = sorted(figures["areas"].items(), key=lambda kv: (kv[1]["fact_recall"] if kv[1]["fact_recall"] == kv[1]["fact_recall"]
                                                            else 2, kv[1]["R@5"]))
    lines = ["| primary area | items | hybrid R@5 | fact recall |", "| --- | --- | --- | --- |"]
    lines += [f"| {a} | {v['n']} | {_f(v['R@5'])} | {_f(v['fact_recall'])} |" for a, v in rows]
    return "\n".join(lines)


def failures_table(raw: dict, retrieval: dict) -> str:
    lines = ["| backend | item | turn | problem | question |", "| --- | --- | --- | --- | --- |"]
    misses = {row["id"] for row in retrieval["hybrid"]["items"] if row["R@5"] == 0}
    for backend, results in raw.items():
        for r in results:
            problems = []
            if r.should_abstain and not r.abstained:
                problems.append("answered an unanswerable question")
            if not r.should_abstain and r.abstained:
                problems.append("abstained")
            missing = [f for f, ok in zip(r.facts, r.facts_found) if not ok]
            if missing and not r.abstained:
                problems.append("missing facts: " + "; ".join(missing))
            if r.gold_cited is False and not r.abstained:
                problems.append("gold paper not cited")
            if r.item in misses and r.turn == 1:
                problems.append("retrieval: gold not in top 5")
            if problems:
                q = r.question.replace("|", "/")
                lines.append(f"| {backend} | {r.item} | {r.turn} | {'; '.join(problems)} | {q[:90]} |")
    return "\n".join(lines)


def write_report(figures: dict, raw: dict, retrieval: dict, path: Path) -> None:
    text = f"""# citewise eval ({figures['date']})

{figures['items']} items. Citation support judge: {figures['judge']}.

## Retrieval (paper level)

{retrieval_table(figures)}

## Answers

{answers_table(figures)}

"LLM draft" columns score the model's own `[n]` markers before the pipeline checks them; the other citation
columns score the answer the user sees.

## By question type

{types_table(figures)}

## The citation checker on the labelled set

Real sentences written by the default model on the eval questions, labelled by reading the abstracts
(`eval/data/checker/README.md`); "refused" counts a sentence flagged unsupported, dropped as a restatement, or whose
citations all moved to another abstract (the one it was cited to is refused).

{checker_table(figures)}

## Overviews: routing, and area summaries

Routing on `eval/data/routing.jsonl` (see its README for which sets shaped the rules) and on the eval's own
questions. Area summaries on the area items (complete gold lists): Recall@30 counts gold papers among the first 30
gathered (of at most 30 gold), precision the gold share of all gathered papers (gold lists keep only papers whose main
subject is the area, so this is a lower bound on "belongs to the area"); "sentences supported" is the share of
synthesis sentences supported by the abstracts they cite.

{overview_tables(figures)}

## By primary area (known-paper items, weakest first)

{areas_table(figures)}

## Failures

{failures_table(raw, retrieval)}
"""
    path.write_text(text, encoding="utf-8")


def write_chart(figures: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 4.5))
    keys = ["R@1", "R@5", "R@10", "MRR", "nDCG@10"]
    names = list(figures["retrieval"])
    width = 0.8 / len(names)
    for i, name in enumerate(names):
        vals = [figures["retrieval"][name].get(f"known_paper:{k}", 0) for k in keys]
        ax1.bar([x + i * width for x in range(len(keys))], vals, width, label=name)
    ax1.set_xticks([x + width * (len(names) - 1) / 2 for x in range(len(keys))], keys)
    ax1.set_ylim(0, 1)
    ax1.set_title("Retrieval, known-paper questions")
    ax1.legend(loc="lower right")
    akeys = ["fact_recall", "gold_citation_rate", "citation_recall", "citation_precision", "abstention_recall"]
    backends = list(figures["answers"])
    width = 0.8 / max(1, len(backends))
    for i, b in enumerate(backends):
        vals = [figures["answers"][b][k] if figures["answers"][b][k] == figures["answers"][b][k] else 0 for k in akeys]
        ax2.bar([x + i * width for x in range(len(akeys))], vals, width, label=b)
    ax2.set_xticks([x + width * (len(backends) - 1) / 2 for x in range(len(akeys))],
                   ["fact rec.", "gold cited", "cit. recall", "cit. prec.", "abstain rec."])
    ax2.set_ylim(0, 1)
    ax2.set_title("Answers by backend")
    ax2.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
