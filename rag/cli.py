"""The `citewise` command: parses flags, calls the Assistant, prints text or JSON."""

from __future__ import annotations

import argparse
import functools
import json
import sys

from .assistant import Assistant
from .readers import CorpusError
from .retrieve import FilterError, Filters
from .settings import ConfigError, load_settings
from .store import StoreError

USER_ERRORS = (ConfigError, CorpusError, StoreError, FilterError)


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
        print("No papers found." + (" Is the store empty? Run `citewise ingest`." if assistant.store.count() == 0 else ""))
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

    p = sub.add_parser("stats", help="what is stored")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_stats)
    return parser




def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        assistant = Assistant(load_settings(getattr(args, "config", None)))
        return args.func(assistant, args)
    except USER_ERRORS as exc:
        print(f"citewise: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("citewise: interrupted", file=sys.stderr)
        return 130
