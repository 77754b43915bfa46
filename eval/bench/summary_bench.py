"""Research-area summary latency on this machine: time until the gathered papers are shown, until the theme names
are shown, until the first theme's synthesis streams, and until the summary is done; the extractive summary; and
the same summary asked again (served from the cache, the baseline being the first asking in the same run).

    .venv/bin/python -m eval.bench.summary_bench [--items 3] [--backend llama_cpp]

Questions: the first N area items of the eval set. Prints the CPU, a row per question, and the peak RSS.
"""

from __future__ import annotations

import argparse
import time

from eval.bench.common import peak_rss_mib
from eval.bench.llm_bench import cpu_name
from eval.schema import load_sets
from rag.assistant import Assistant
from rag.settings import load_settings
from rag.types import Done, Retrieved, Token


def timed(assistant: Assistant, question: str) -> dict:
    t0 = time.perf_counter()
    marks: dict[str, float] = {}
    answer = None
    for event in assistant.stream(question):
        now = time.perf_counter() - t0
        match event:
            case Retrieved():
                marks.setdefault("papers_s", now)
            case Token(text=text) if "Themes:" in text:
                marks.setdefault("themes_s", now)
            case Token(text=text) if text.strip() and "themes_s" in marks and not text.lstrip().startswith(("###", "Papers:")):
                marks.setdefault("first_synthesis_s", now)
            case Done(answer=answer):
                marks["done_s"] = now
    marks.setdefault("themes_s", marks["done_s"])  # extractive: everything arrives at once
    return {**marks, "papers": len(answer.sources), "themes": len(answer.themes), "backend": answer.backend,
            "cached": bool(answer.timings.get("cached")), "text": answer.answer}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--items", type=int, default=3)
    ap.add_argument("--backend", default="llama_cpp")
    ap.add_argument("--quiet", action="store_true", help="only the figures, not the summaries themselves")
    args = ap.parse_args()
    base = Assistant(load_settings())
    questions = [i.question for i in load_sets() if i.type == "area"][:args.items]
    llm_view, extractive = base.with_llm(args.backend), base.with_llm("extractive")
    t = time.perf_counter()
    llm_view.warm_up()
    print(f"CPU: {cpu_name()}; backend {args.backend} ({llm_view.model_label}); load + warm-up "
          f"{time.perf_counter() - t:.1f} s\n")
    print("| question | papers | themes | papers shown s | themes shown s | first synthesis s | done s | "
          "extractive done s | asked again s |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    written = []
    for q in questions:
        ex = timed(extractive, q)
        llm = timed(llm_view, q)
        again = timed(llm_view, q)
        print(f"| {q[:60]}… | {llm['papers']} | {llm['themes']} | {llm['papers_s']:.1f} | {llm['themes_s']:.1f} | "
              f"{llm.get('first_synthesis_s', float('nan')):.1f} | {llm['done_s']:.1f} | {ex['done_s']:.2f} | "
              f"{again['done_s']:.2f}{'' if again['cached'] else ' (not cached!)'} |", flush=True)
        written.append((q, llm["text"]))
    print(f"\npeak RSS: {peak_rss_mib():.0f} MiB")
    if not args.quiet:  # what the figures bought: read them
        for q, text in written:
            print(f"\n---\n**{q}**\n\n{text}")


if __name__ == "__main__":
    main()
