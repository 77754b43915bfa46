"""The `citewise` command: parses flags, calls the Assistant, prints text or JSON."""

from __future__ import annotations

import argparse
import functools
import importlib.metadata
import json
import sys
from pathlib import Path

from .answer import QuestionError
from .assistant import Assistant
from .errors import CitewiseError
from .retrieve import Filters
from .settings import load_settings
from .table import to_csv
from .types import Answer, Done, Status, Token


def _print_json(obj: dict) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def cmd_ingest(assistant: Assistant, args: argparse.Namespace) -> int:
    report = assistant.ingest(args.paths or None, rebuild=args.rebuild, progress=not args.quiet)
    print(report.summary())
    return 0


def cmd_search(assistant: Assistant, args: argparse.Namespace) -> int:
    filters = Filters(area=args.area, venue=args.venue, keyword=args.keyword)
    hits = assistant.search(args.query, k=args.k, filters=filters)
    if args.json:
        _print_json({"query": args.query, "results": [h.to_json() for h in hits]})
        return 0
    if not hits:
        print("No papers found." + (" Is the store empty? Run `citewise ingest`." if assistant.is_empty() else ""))
    for i, h in enumerate(hits, 1):
        print(f"{i}. {h.title}  [{h.paper_id}]  score={h.score:.4f}")
        print(f"   {h.venue or 'venue unknown'} | {h.primary_area or 'area unknown'} | {h.url or 'no url'}")
        snippet = h.snippet if len(h.snippet) <= 300 else h.snippet[:297] + "..."
        print(f"   {snippet}\n")
    return 0


def cmd_stats(assistant: Assistant, args: argparse.Namespace) -> int:
    stats = assistant.stats()
    if args.json:
        _print_json(stats)
        return 0
    print(f"papers:          {stats['papers']}")
    print(f"chunks:          {stats['chunks']}")
    print(f"embedding model: {stats['embedding_model']}")
    print(f"store:           {stats['store_mode']} ({stats['store_location']})")
    print("sources:")
    for name, n in sorted(stats["sources"].items()):
        print(f"  {name}: {n} papers")
    return 0


def _print_answer(answer: Answer, streamed: str, shown: set[str]) -> None:
    """After a streamed draft, the checked answer is printed again only if checking changed it."""
    if answer.notice and answer.notice not in shown:
        print(f"\nnote: {answer.notice}")
    if not streamed:
        print(answer.answer)
    elif answer.answer.strip() != streamed.strip():
        print("\n--- checked answer (citations verified) ---")
        print(answer.answer)
    if answer.citations:
        print("\nSources:")
        for c in answer.citations:
            print(f"  [{c.n}] {c.title} ({c.url or c.paper_id})")
    if answer.unsupported_sentences:
        print("\nNot supported by the abstracts:")
        for s in answer.unsupported_sentences:
            print(f"  - {s}")
    t = answer.timings
    print(f"\n({answer.backend}{' / ' + answer.model if answer.model else ''}; retrieve {t.get('retrieve_s', 0):.2f} s, "
          f"generate {t.get('generate_s', 0):.2f} s)")


def _turn(assistant: Assistant, question: str, history: list, args: argparse.Namespace) -> Answer:
    """Run one turn; stream tokens to stdout unless --json. Returns the Answer."""
    filters = Filters(area=getattr(args, "area", None), venue=getattr(args, "venue", None),
                      keyword=getattr(args, "keyword", None))
    streamed = ""  # the LLM's draft as printed while it was written
    shown: set[str] = set()
    answer = None
    for event in assistant.stream(question, history, mode=args.mode, filters=filters):
        match event:
            case Done(answer=answer):
                pass
            case _ if args.json:
                pass
            case Status(text=text):
                print(("\n" if streamed else "") + f"[{text}]", file=sys.stderr, flush=True)
                shown.add(text)
            case Token(text=text) if not streamed.endswith("\n\n") or text.strip():
                streamed += text
                print(text, end="", flush=True)
    if getattr(args, "csv", None) and answer.table:
        Path(args.csv).write_text(to_csv(answer.table), encoding="utf-8")
        print(f"[table: {len(answer.table)} rows written to {args.csv}]", file=sys.stderr)
    if args.json:
        _print_json(answer.to_json())
    else:
        _print_answer(answer, streamed if answer.backend != "extractive" else "", shown)
    return answer


def cmd_ask(assistant: Assistant, args: argparse.Namespace) -> int:
    assistant = assistant.with_llm(args.backend, args.model)
    try:
        _turn(assistant, args.question, [], args)
    except QuestionError as exc:
        print(f"citewise: {exc}", file=sys.stderr)
        return 2
    return 0


def cmd_chat(assistant: Assistant, args: argparse.Namespace) -> int:
    """A terminal conversation; with --json, one question per stdin line and one JSON answer per line."""
    assistant = assistant.with_llm(args.backend, args.model)
    history: list = []
    interactive = not args.json and sys.stdin.isatty()
    if interactive:
        print("citewise chat: ask about ICLR 2026 papers. /new starts over, /quit leaves.")
    while True:
        try:
            line = input("you> " if interactive else "")
        except EOFError:
            return 0
        if line.strip() in ("/quit", "/exit"):
            return 0
        if line.strip() == "/new":
            history = []
            continue
        try:
            history.append(_turn(assistant, line, history, args))
        except QuestionError as exc:
            if args.json:
                _print_json({"question": line, "error": str(exc)})
            else:
                print(exc)


def cmd_topics(assistant: Assistant, args: argparse.Namespace) -> int:
    """The corpus's topics (clustered once per store revision), largest first, with representative papers."""
    filters = Filters(area=args.area, venue=args.venue, keyword=args.keyword)
    topics, papers = assistant.corpus_map(filters)
    if args.json:
        _print_json({"topics": topics, "papers": len(papers)})
        return 0
    print(f"{len(papers)} papers in {len(topics)} topics" + (" (filtered)" if filters else ""))
    for t in topics:
        print(f"\n{t['size']:4d}  {t['label']}")
        for title in t["representative"]:
            print(f"        - {title}")
    return 0


def cmd_models(assistant: Assistant, args: argparse.Namespace) -> int:
    path = assistant.install_model(log=lambda m: print(m, file=sys.stderr))
    print(path)
    return 0


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--config", default=argparse.SUPPRESS,
                        help="config file (default: $CITEWISE_CONFIG, ./config.yaml, the project's)")
    parser = argparse.ArgumentParser(prog="citewise", description="Cited answers about ICLR 2026 abstracts.",
                                     parents=[common])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser = functools.partial(sub.add_parser, parents=[common])  # --config before or after the command

    p = sub.add_parser("ingest", help="read, chunk, embed and store abstracts")
    p.add_argument("paths", nargs="*", help="files or folders (default: corpus.sources in config)")
    p.add_argument("--rebuild", action="store_true", help="drop the store and start over")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_ingest)

    p = sub.add_parser("search", help="find papers (hybrid retrieval)")
    p.add_argument("query")
    p.add_argument("-k", type=int, default=None, help="papers to return (default: retrieval.top_k)")
    p.add_argument("--area", help="primary area (case-insensitive part of its name)")
    p.add_argument("--venue", choices=["oral", "poster"], help="oral or poster")
    p.add_argument("--keyword", help="author keyword (exact, case-insensitive)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_search)

    for name, helptext in (("ask", "answer one question with citations"), ("chat", "a conversation in the terminal")):
        p = sub.add_parser(name, help=helptext)
        if name == "ask":
            p.add_argument("question")
        p.add_argument("--backend", choices=["llama_cpp", "openai", "ollama", "extractive"], help="override llm.backend")
        p.add_argument("--model", help="override llm.model (GGUF path or model name)")
        p.add_argument("--mode", choices=["auto", "answer", "summary", "table"], default="auto",
                       help="auto (the question decides), an answer, a research-area summary, or a comparison table")
        p.add_argument("--csv", metavar="PATH", help="also write a comparison table's rows to this CSV file")
        p.add_argument("--area", help="primary area filter")
        p.add_argument("--venue", choices=["oral", "poster"])
        p.add_argument("--keyword")
        p.add_argument("--json", action="store_true", help="print one JSON object per answer")
        p.set_defaults(func=cmd_ask if name == "ask" else cmd_chat)

    p = sub.add_parser("topics", help="the corpus's topics (a map of what is stored)")
    p.add_argument("--area", help="primary area filter")
    p.add_argument("--venue", choices=["oral", "poster", "spotlight"])
    p.add_argument("--keyword")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_topics)

    p = sub.add_parser("models", help="local model files")
    p.add_argument("action", choices=["install"], help="install: fetch, join and verify the default GGUF")
    p.set_defaults(func=cmd_models)

    p = sub.add_parser("stats", help="what is stored")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_stats)

    # The faces (ui, eval) add their own commands; rag never imports them.
    for ep in importlib.metadata.entry_points(group="citewise.commands"):
        ep.load()(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        assistant = Assistant(load_settings(getattr(args, "config", None)))
        return args.func(assistant, args)
    except CitewiseError as exc:
        print(f"citewise: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("citewise: interrupted", file=sys.stderr)
        return 130
