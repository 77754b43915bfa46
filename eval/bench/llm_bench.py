"""LLM latency on this machine: time to first token and total, compact evidence vs whole abstracts.

    .venv/bin/python -m eval.bench.llm_bench [--model GGUF] [--questions 3]

Runs the real pipeline (retrieval, evidence, llama.cpp generation, citation check) for known-paper questions
about seed abstracts, once with the compact evidence set and once with whole abstracts, in the same process.
The llama.cpp KV cache is cleared before every run, so no run profits from the one before.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time

from rag import prompts
from rag.assistant import Assistant
from rag.settings import load_settings
from rag.types import Done, Token

QUESTIONS = [
    "How long must training sequences be for transformers to length-generalize, according to the new bounds?",
    "How does LiteGuard make model fingerprinting cheaper while generalizing better?",
    "Why does supervised fine-tuning generalize worse than RL, and what reward rectification fixes it?",
]


def run(assistant: Assistant, question: str) -> dict:
    llm = assistant.llm()
    llm.forget_prompts()  # no KV-cache reuse from the previous run
    t0 = time.perf_counter()
    first = None
    deltas = 0
    answer = None
    for event in assistant.stream(question):
        if isinstance(event, Token):
            deltas += 1
            first = first or time.perf_counter() - t0
        elif isinstance(event, Done):
            answer = event.answer
    total = time.perf_counter() - t0
    cfg = assistant.settings.answer
    evidence = prompts.evidence(answer.sources, None if cfg.whole_abstracts else cfg.max_sentence_words)
    user = prompts.QUESTION.format(sources=evidence, question=answer.standalone_question)
    gen_time = total - (first or total)
    return {"first": first or float("nan"), "total": total, "prompt_tokens": llm.prompt_tokens(prompts.SYSTEM, user),
            "out_tokens": deltas, "tok_s": deltas / gen_time if gen_time > 0 else float("nan"), "answer": answer}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", help="GGUF path (default: the installed Qwen model)")
    ap.add_argument("--questions", type=int, default=3)
    ap.add_argument("--show-answers", action="store_true")
    args = ap.parse_args()
    overrides = {"llm.backend": "llama_cpp"} | ({"llm.model": args.model} if args.model else {})
    compact = Assistant(load_settings(None, **overrides))
    whole = compact.variant(answer={"whole_abstracts": True})
    t = time.perf_counter()
    compact.llm()
    compact.search("warm up")
    print(f"model: {compact.model_label}; load + warm-up {time.perf_counter() - t:.1f} s\n")
    rows = []
    for q in QUESTIONS[: args.questions]:
        for label, assistant in (("compact", compact), ("whole", whole)):
            r = run(assistant, q)
            rows.append((q, label, r))
            print(f"{label:8s} first token {r['first']:5.1f} s  total {r['total']:5.1f} s  prompt {r['prompt_tokens']:4d} tok  "
                  f"output {r['out_tokens']:3d} tok  {r['tok_s']:4.1f} tok/s  | {q[:60]}")
            if args.show_answers:
                a = r["answer"]
                print("   ", a.answer.replace("\n", "\n    "))
                for c in a.citations:
                    print(f"    [{c.n}] {c.title} ({c.url or c.paper_id})")
    print("\n| evidence | first token p50 (s) | total p50 (s) | prompt tokens (mean) | output tok/s (mean) |")
    print("| --- | --- | --- | --- | --- |")
    for label in ("compact", "whole"):
        rs = [r for _, lab, r in rows if lab == label]
        print(f"| {label} | {statistics.median(r['first'] for r in rs):.1f} | {statistics.median(r['total'] for r in rs):.1f} | "
              f"{statistics.mean(r['prompt_tokens'] for r in rs):.0f} | {statistics.mean(r['tok_s'] for r in rs):.1f} |")
    c = [r for _, lab, r in rows if lab == "compact"]
    w = [r for _, lab, r in rows if lab == "whole"]
    def med(rs: list[dict], key: str) -> float:
        return statistics.median(r[key] for r in rs)

    print(f"\nwhole / compact: first token x{med(w, 'first') / med(c, 'first'):.2f}, "
          f"total x{med(w, 'total') / med(c, 'total'):.2f}")
    print(f"peak RSS: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
