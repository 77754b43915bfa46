"""`citewise eval`: registered with the CLI through the `citewise.commands` entry point."""

from __future__ import annotations

import argparse
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("eval", help="measure retrieval, citations and answers on the eval set")
    p.add_argument("--backend", action="append", choices=["llama_cpp", "openai", "ollama", "extractive"],
                   help="backend(s) to answer with (repeatable; default: extractive)")
    p.add_argument("--set", action="append", dest="sets",
                   help="eval set(s): known_paper, area, unanswerable, conversations (default: all)")
    p.add_argument("--limit", type=int, help="answer at most N items per backend (a stratified slice)")
    p.add_argument("--out", default="eval/out", help="folder for report.md, results.json, chart.png")
    p.add_argument("--data", help="folder of eval sets (default: eval/data; eval/dev holds the tuning set)")
    p.add_argument("--judge", choices=["llama_cpp", "openai", "ollama"],
                   help="also judge citation support with this LLM backend (slow with a local model)")
    p.add_argument("--quiet", action="store_true", help="no progress bars")
    p.set_defaults(func=run)


def run(assistant, args: argparse.Namespace) -> int:
    from .run import run as run_eval
    from .schema import load_sets

    items = load_sets(args.sets, **({"data_dir": Path(args.data)} if args.data else {}))
    backends = args.backend or ["extractive"]
    if assistant.is_empty():
        print("citewise: error: nothing is indexed; run `citewise ingest` first")
        return 2
    figures = run_eval(assistant, items, backends, {b: args.limit for b in backends}, Path(args.out), not args.quiet,
                       judge_backend=args.judge)
    from .report import answers_table, checker_table, retrieval_table, types_table

    print(retrieval_table(figures))
    print()
    print(answers_table(figures))
    print()
    print(types_table(figures))
    print()
    print(checker_table(figures))
    print(f"\nreport: {Path(args.out) / 'report.md'}")
    return 0
