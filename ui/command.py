"""`citewise ui`: registered with the CLI through the `citewise.commands` entry point (rag never imports ui)."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("ui", help="serve the chat in the browser (Gradio)")
    p.add_argument("--host", help="bind address (default: ui.host, 127.0.0.1)")
    p.add_argument("--port", type=int, help="port (default: ui.port, 7860)")
    p.set_defaults(func=run)


def run(assistant, args: argparse.Namespace) -> int:
    from .app import launch

    launch(assistant, host=args.host, port=args.port)
    return 0
