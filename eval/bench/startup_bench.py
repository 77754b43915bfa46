"""Cold start: time from `citewise ui` to a served page, with a store already built, against a minimal Gradio
app launched the same way in the same run (the floor any Gradio UI pays); then the first answer's latency.

    python -m eval.bench.startup_bench --runs 3
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from eval.bench.common import free_port

PROJECT = Path(__file__).resolve().parents[2]
MINIMAL = ("import sys, gradio as gr\n"
           "with gr.Blocks(title='minimal') as demo:\n    gr.Markdown('hello')\n"
           "demo.launch(server_name='127.0.0.1', server_port=int(sys.argv[1]))\n")


def served_after(cmd: list[str], port: int, env: dict, marker: str, ask: bool = False) -> dict:
    """Start `cmd`; seconds until GET / returns a page containing `marker`; optionally the first answer's time."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, cwd=PROJECT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        page_s = None
        while time.perf_counter() - t0 < 180:
            try:
                html = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).read().decode()
                if marker in html:
                    page_s = time.perf_counter() - t0
                    break
            except OSError:
                pass
            if proc.poll() is not None:
                raise SystemExit(f"bench: {' '.join(cmd)} exited with {proc.returncode}")
            time.sleep(0.05)
        if page_s is None:
            raise SystemExit("bench: no page within 180 s")
        out = {"page_s": page_s}
        if ask:
            from gradio_client import Client

            client = Client(f"http://127.0.0.1:{port}/", verbose=False)
            t = time.perf_counter()
            result = client.predict("How does LiteGuard make model fingerprinting cheaper?", "answer", "any", "any",
                                    "", 3, "extractive", api_name="/chat")
            out["first_answer_s"] = time.perf_counter() - t
            out["answered"] = bool(result[-1].get("citations"))
        return out
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    env = dict(os.environ, GRADIO_ANALYTICS_ENABLED="False", HF_HUB_OFFLINE="1", CITEWISE_LLM__BACKEND="extractive")
    citewise = str(Path(sys.executable).with_name("citewise"))
    floor, ours = [], []
    for _ in range(args.runs):  # interleaved, so a busy moment hits both
        port = free_port()
        floor.append(served_after([sys.executable, "-c", MINIMAL, str(port)], port, env, "minimal"))
        port = free_port()
        ours.append(served_after([citewise, "ui", "--port", str(port)], port, env, "citewise", ask=True))
    f = statistics.median(r["page_s"] for r in floor)
    o = statistics.median(r["page_s"] for r in ours)
    a = statistics.median(r["first_answer_s"] for r in ours)
    print(f"| figure (median of {args.runs} cold starts) | seconds | ratio to minimal Gradio app |")
    print("| --- | --- | --- |")
    print(f"| minimal Gradio app: process start to served page | {f:.2f} | 1.00x |")
    print(f"| `citewise ui`: process start to served page | {o:.2f} | {o / f:.2f}x |")
    print(f"| then the first question (extractive, models warm-loaded at start) | {a:.2f} | |")
    print(json.dumps({"floor": floor, "citewise": ours, "load_avg_1min": os.getloadavg()[0]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
