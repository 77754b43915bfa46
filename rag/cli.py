"""The `citewise` command: parses flags, calls the Assistant, prints text or JSON.

Heavy modules are imported inside the commands that need them, and `ask`/`search` first look for a running
`citewise ui`/`serve` with the same settings (rag.warm): then a call costs a request, not a start-up.
"""

from __future__ import annotations

import argparse
import functools
import importlib.metadata
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from . import warm
from .errors import CitewiseError, QuestionError
from .settings import Settings, load_settings

if TYPE_CHECKING:
    from .assistant import Assistant
    from .retrieve import Filters
    from .types import Answer, Event


def _print_json(obj: dict) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def _filters(args: argparse.Namespace) -> Filters:
    from .retrieve import Filters

    return Filters(area=getattr(args, "area", None), venue=getattr(args, "venue", None),
                   keyword=getattr(args, "keyword", None))


def cmd_ingest(assistant: Assistant, args: argparse.Namespace) -> int:
    report = assistant.ingest(args.paths or None, rebuild=args.rebuild, progress=not args.quiet)
    print(report.summary())
    return 0


def cmd_search(assistant: Assistant, args: argparse.Namespace) -> int:
    hits = assistant.search(args.query, k=args.k, filters=_filters(args))
    results = [h.to_json() for h in hits]
    if not hits and not args.json and assistant.is_empty():
        print("No papers found. Is the store empty? Run `citewise ingest`.")
        return 0
    return _print_hits(args, results)


def _print_hits(args: argparse.Namespace, results: list[dict]) -> int:
    if args.json:
        _print_json({"query": args.query, "results": results})
        return 0
    if not results:
        print("No papers found.")
    for i, h in enumerate(results, 1):
        print(f"{i}. {h['title']}  [{h['paper_id']}]  score={h['score']:.4f}")
        print(f"   {h['venue'] or 'venue unknown'} | {h['primary_area'] or 'area unknown'} | {h['url'] or 'no url'}")
        snippet = h["snippet"] if len(h["snippet"]) <= 300 else h["snippet"][:297] + "..."
        print(f"   {snippet}\n")
    return 0


def remote_search(server: warm.Server, args: argparse.Namespace) -> int:
    body = {"query": args.query, "k": args.k, "area": args.area, "venue": args.venue, "keyword": args.keyword}
    return _print_hits(args, server.call("/search", body)["results"])


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


def _turn(events: Iterator[Event], args: argparse.Namespace, export=None) -> Answer:
    """Print one turn's events (tokens as they stream, unless --json or --format); returns the Answer."""
    from .types import Done, Status, Token

    quiet = args.json or getattr(args, "format", "text") != "text"
    streamed = ""  # the LLM's draft as printed while it was written
    shown: set[str] = set()
    answer = None
    for event in events:
        match event:
            case Done(answer=answer):
                pass
            case Status(text=text) if not args.json:
                print(("\n" if streamed else "") + f"[{text}]", file=sys.stderr, flush=True)
                shown.add(text)
            case Token(text=text) if not quiet and (not streamed.endswith("\n\n") or text.strip()):
                streamed += text
                print(text, end="", flush=True)
    if getattr(args, "csv", None) and answer.table:
        from .table import to_csv

        Path(args.csv).write_text(to_csv(answer.table), encoding="utf-8")
        print(f"[table: {len(answer.table)} rows written to {args.csv}]", file=sys.stderr)
    document = export(answer) if export and getattr(args, "format", "text") != "text" else None
    if args.json:
        _print_json({**answer.to_json(), **({"export": document} if document is not None else {})})
    elif document is not None:
        sys.stdout.write(document)
    else:
        _print_answer(answer, streamed if answer.backend != "extractive" else "", shown)
    return answer


def cmd_ask(assistant: Assistant, args: argparse.Namespace) -> int:
    from .export import render

    assistant = assistant.with_llm(args.backend, args.model)
    try:
        _turn(assistant.stream(args.question, [], mode=args.mode, filters=_filters(args)), args,
              lambda a: render(a, args.format))
    except QuestionError as exc:
        print(f"citewise: {exc}", file=sys.stderr)
        return 2
    return 0


def remote_ask(server: warm.Server, args: argparse.Namespace) -> int:
    """`ask` through a running server: the same events, sent as JSON lines."""
    from .types import Answer, Done, Status, Token

    body = {"question": args.question, "mode": args.mode, "backend": args.backend, "area": args.area,
            "venue": args.venue, "keyword": args.keyword, "format": args.format}
    documents: dict[str, str] = {}

    def events() -> Iterator[Event]:
        for e in server.stream("/ask", body):
            if "status" in e:
                yield Status(e["status"])
            elif "token" in e:
                yield Token(e["token"])
            elif "answer" in e:
                documents["export"] = e.get("export", "")
                yield Done(Answer.from_json(e["answer"]))
            elif "error" in e:
                raise warm.RemoteError(e["error"])

    try:
        _turn(events(), args, lambda a: documents["export"])
    except warm.RemoteError as exc:
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
            answers = assistant.stream(line, history, mode=args.mode, filters=_filters(args))
            history.append(_turn(answers, args))
            if args.transcript:
                from .export import conversation_markdown

                Path(args.transcript).write_text(conversation_markdown(history), encoding="utf-8")
        except QuestionError as exc:
            if args.json:
                _print_json({"question": line, "error": str(exc)})
            else:
                print(exc)


def cmd_topics(assistant: Assistant, args: argparse.Namespace) -> int:
    """The corpus's topics (clustered once per store revision), largest first, with representative papers."""
    filters = _filters(args)
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


def cmd_serve(assistant: Assistant, args: argparse.Namespace) -> int:
    from .api import serve

    serve(assistant, host=args.host, port=args.port)
    return 0


def cmd_mcp(assistant: Assistant, args: argparse.Namespace) -> int:
    from .mcp_server import run

    run(assistant)
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
    p.add_argument("--local", action="store_true", help="never use a running citewise ui/serve")
    p.set_defaults(func=cmd_search, remote=remote_search)

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
        if name == "ask":
            p.add_argument("--format", choices=["text", "md", "bib"], default="text",
                           help="md: the answer as Markdown with its references; bib: BibTeX of the cited papers")
            p.add_argument("--local", action="store_true", help="never use a running citewise ui/serve")
            p.set_defaults(func=cmd_ask, remote=remote_ask)
        else:
            p.add_argument("--transcript", metavar="PATH", help="keep the conversation as Markdown in this file")
            p.set_defaults(func=cmd_chat)

    p = sub.add_parser("topics", help="the corpus's topics (a map of what is stored)")
    p.add_argument("--area", help="primary area filter")
    p.add_argument("--venue", choices=["oral", "poster", "spotlight"])
    p.add_argument("--keyword")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_topics)

    p = sub.add_parser("serve", help="an OpenAI-compatible API (/v1) on 127.0.0.1")
    p.add_argument("--host", help="bind address (default: api.host, 127.0.0.1)")
    p.add_argument("--port", type=int, help="port (default: api.port, 8765)")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("mcp", help="an MCP server on stdio (tools: search_papers, ask, summarize_area, get_paper)")
    p.set_defaults(func=cmd_mcp)

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


def _server(settings: Settings, args: argparse.Namespace) -> warm.Server | None:
    """A running server to send this command to: only ask/search, and only without a model override."""
    if not hasattr(args, "remote") or args.local or getattr(args, "model", None):
        return None
    return warm.find(settings)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        settings = load_settings(getattr(args, "config", None))
        if server := _server(settings, args):
            try:
                print(f"[via the running citewise server at {server.url}; --local to skip it]", file=sys.stderr,
                      flush=True)
                return args.remote(server, args)
            except warm.Unreachable:
                pass  # the server went away: do it here
        from .assistant import Assistant

        return args.func(Assistant(settings), args)
    except CitewiseError as exc:
        print(f"citewise: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("citewise: interrupted", file=sys.stderr)
        return 130
