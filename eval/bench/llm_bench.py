"""LLM answer latency on this machine: time to the first token and to the whole checked answer, with the fixed prompt
prefix (rules + worked example) warm in llama.cpp's KV cache as in a running UI, against the same questions with
the cache cleared before each one (the baseline, measured in the same run).

    .venv/bin/python -m eval.bench.llm_bench [--model GGUF] [--per-type 4]

Questions: the first N known-paper, detail and compare questions of the eval set. Prints the CPU, a row per question,
p50/p95 per condition (the first token shown, which with the local engine is the paper's name the reply is made to
open with, and the model's own first token), the ratio warm/cold, and the peak RSS of the process (model, encoder, store).
"""

from __future__ import annotations

import argparse
import platform
import time

from eval.bench.common import peak_rss_mib
from eval.metrics import percentile
from eval.schema import load_sets
from rag.assistant import Assistant
from rag.settings import load_settings
from rag.types import Done, Token


def cpu_name() -> str:
    try:
        for line in open("/proc/cpuinfo", encoding="utf-8"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def run(assistant: Assistant, question: str, cold: bool) -> dict:
    llm = assistant.llm()
    if cold:
        llm.forget_prompts()
    t0 = time.perf_counter()
    first, tokens, answer = None, 0, None
    for event in assistant.stream(question):
        if isinstance(event, Token) and event.text.strip():
            tokens += 1
            first = first or time.perf_counter() - t0
        elif isinstance(event, Done):
            answer = event.answer
    t = answer.timings  # the model's own first token (the first token shown may be the paper's name, given to it)
    model_first = t["retrieve_s"] + t["first_token_s"] if "first_token_s" in t else float("nan")
    return {"first": first if first is not None else float("nan"), "model_first": model_first,
            "total": time.perf_counter() - t0, "tokens": tokens, "backend": answer.backend, "answer": answer}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", help="GGUF path (default: the installed Qwen model)")
    ap.add_argument("--per-type", type=int, default=4, help="questions of each type (known_paper, detail, compare)")
    ap.add_argument("--show-answers", action="store_true")
    args = ap.parse_args()
    overrides = {"llm.backend": "llama_cpp"} | ({"llm.model": args.model} if args.model else {})
    assistant = Assistant(load_settings(None, **overrides))
    items = load_sets(["known_paper", "detail", "compare"])
    questions = [(t, i.question) for t in ("known_paper", "detail", "compare")
                 for i in [i for i in items if i.type == t][: args.per_type]]
    t = time.perf_counter()
    assistant.warm_up()
    print(f"CPU: {cpu_name()} ({platform.machine()}); model: {assistant.model_label}; "
          f"load + prefix warm-up {time.perf_counter() - t:.1f} s\n")
    rows = []
    for kind, q in questions:
        for cold in (False, True):
            r = run(assistant, q, cold)
            rows.append((kind, cold, r))
            print(f"{'cold' if cold else 'warm'} {kind:11s} first token {r['first']:5.1f} s  model's first "
                  f"{r['model_first']:5.1f} s  total {r['total']:5.1f} s  "
                  f"{r['tokens']:3d} tokens  {r['backend']:9s} | {q[:70]}")
            if args.show_answers and not cold:
                print("    " + r["answer"].answer.replace("\n", "\n    "))
        assistant.warm_up()  # the next question finds the prefix cached, as in a running server
    print("\n| prefix cache | questions | first token p50 s | p95 s | model's first token p50 s | p95 s | "
          "whole answer p50 s | p95 s |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    med = {}
    for cold in (False, True):
        rs = [r for _, c, r in rows if c == cold]
        first, total = [r["first"] for r in rs], [r["total"] for r in rs]
        model = [r["model_first"] for r in rs if r["model_first"] == r["model_first"]]
        med[cold] = (percentile(first, 50), percentile(total, 50))
        print(f"| {'cleared (baseline)' if cold else 'warm'} | {len(rs)} | {percentile(first, 50):.1f} | "
              f"{percentile(first, 95):.1f} | {percentile(model, 50):.1f} | {percentile(model, 95):.1f} | "
              f"{percentile(total, 50):.1f} | {percentile(total, 95):.1f} |")
    print(f"\nwarm / cleared: first token x{med[False][0] / med[True][0]:.2f}, whole answer x{med[False][1] / med[True][1]:.2f}")
    print(f"peak RSS: {peak_rss_mib():.0f} MiB")


if __name__ == "__main__":
    main()
