"""Cold starts and the warm path (#14): each figure as a ratio against a baseline measured in the same run.

- `citewise search` / `ask --backend extractive` in a new process (store built), with the quick-start encoder
  (fp32 ONNX, no torch) and without it (`CITEWISE_EMBEDDING__QUICK_START=false`), against an in-process warm search;
- `citewise ui` to a served page, against a minimal Gradio app started the same way;
- a script of N questions through a running `citewise ui` (the warm path) against the same calls with --local.

    python -m eval.bench.cli_bench --runs 5 --script 100
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from eval.bench.common import free_port
from eval.bench.llm_bench import cpu_name
from eval.bench.startup_bench import MINIMAL, served_after

PROJECT = Path(__file__).resolve().parents[2]
CITEWISE = str(Path(sys.executable).with_name("citewise"))
QUERIES = ["KV cache eviction for long-context inference", "machine unlearning in large language models",
           "Muon optimizer convergence", "membership inference attacks on diffusion models",
           "length generalization in transformers", "video token reduction for multimodal LLMs",
           "flow matching policies for one-step action generation", "model fingerprinting and ownership verification",
           "speculative decoding verification", "federated fine-tuning with LoRA and privacy"]
QUESTIONS = ["How does LiteGuard make model fingerprinting cheaper?", "What does EF21-Muon add to Muon?",
             "How do KV-cache eviction papers decide what to keep?", "Which paper studies sparse attention for "
             "long-context generalization?", "What is SealQA?"]


def timed(cmd: list[str], env: dict) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=PROJECT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def p50(xs: list[float]) -> float:
    return statistics.median(xs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold processes per figure")
    parser.add_argument("--script", type=int, default=100, help="questions in the warm-path script")
    args = parser.parse_args(argv)
    env = dict(os.environ, GRADIO_ANALYTICS_ENABLED="False", HF_HUB_OFFLINE="1", CITEWISE_LLM__BACKEND="extractive")
    torch_env = dict(env, CITEWISE_EMBEDDING__QUICK_START="false")
    print(f"CPU: {cpu_name()}, {os.cpu_count()} cores; {time.strftime('%Y-%m-%d %H:%M')}", flush=True)

    # the floor: search in a warm process
    from rag.assistant import Assistant
    from rag.settings import load_settings

    assistant = Assistant(load_settings(llm={"backend": "extractive"}))
    if not assistant.embedder.ensure_quick():
        print("warning: no quick-start encoder could be made; the quick figures equal the torch ones")
    assistant.search(QUERIES[0])
    warm_in_process = []
    for q in QUERIES * 3:
        t = time.perf_counter()
        assistant.search(q, k=5)
        warm_in_process.append(time.perf_counter() - t)
    floor = p50(warm_in_process)

    rows: list[tuple[str, float, str]] = [("search, in a warm process (floor)", floor, "1.00x of the floor")]
    cold = {}
    for label, e in (("quick", env), ("torch", torch_env)):
        cold[f"search {label}"] = p50([timed([CITEWISE, "search", q, "-k", "5", "--local"], e)
                                       for q in QUERIES[:args.runs]])
        cold[f"ask {label}"] = p50([timed([CITEWISE, "ask", q, "--local"], e) for q in QUESTIONS[:args.runs]])
    for what in ("search", "ask"):
        q, t = cold[f"{what} quick"], cold[f"{what} torch"]
        rows.append((f"`citewise {what}{' --backend extractive' if what == 'ask' else ''}`, new process, "
                     "torch encoder (before)", t, f"{t / floor:.0f}x of the floor"))
        rows.append((f"`citewise {what}`, new process, quick-start encoder (now)", q,
                     f"{q / t:.2f}x of the torch start-up, {q / floor:.0f}x of the floor"))

    # the UI: process start to a served page, against a minimal Gradio app
    minimal, ours = [], []
    for _ in range(min(args.runs, 3)):
        port = free_port()
        minimal.append(served_after([sys.executable, "-c", MINIMAL, str(port)], port, env, "minimal")["page_s"])
        port = free_port()
        ours.append(served_after([CITEWISE, "ui", "--port", str(port)], port, env, "citewise")["page_s"])
    rows.append(("minimal Gradio app: start to served page", p50(minimal), "1.00x"))
    rows.append(("`citewise ui`: start to served page", p50(ours), f"{p50(ours) / p50(minimal):.2f}x of minimal"))

    # the warm path: a script of N calls while `citewise ui` runs, against the same calls with --local
    port = free_port()
    proc = subprocess.Popen([CITEWISE, "ui", "--port", str(port)], env=env, cwd=PROJECT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 120
        while time.time() < deadline:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/citewise/health", timeout=2)
                break
            except OSError:
                time.sleep(0.3)
        calls = [QUESTIONS[i % len(QUESTIONS)] for i in range(args.script)]
        t = time.perf_counter()
        for q in calls:
            subprocess.run([CITEWISE, "ask", q], env=env, cwd=PROJECT, check=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
        warm_script = time.perf_counter() - t
        warm_search = p50([timed([CITEWISE, "search", q, "-k", "5"], env) for q in QUERIES])
    finally:
        proc.terminate()
        proc.wait(30)
    local = [timed([CITEWISE, "ask", q, "--local"], env) for q in calls[:min(10, len(calls))]]
    local_script = p50(local) * len(calls)
    rows.append((f"`citewise search` through a running ui (warm path), p50 of {len(QUERIES)}", warm_search,
                 f"{warm_search / cold['search quick']:.2f}x of a quick cold search"))
    rows.append((f"script of {len(calls)} `citewise ask` calls, each a new process (--local; "
                 f"{len(local)} measured x {len(calls) // len(local)})", local_script, "1.00x"))
    rows.append(("the same script through a running ui (warm path)", warm_script,
                 f"{warm_script / local_script:.2f}x ({local_script / warm_script:.1f}x as fast)"))

    print(f"\n| figure (median of {args.runs} unless stated) | seconds | ratio |")
    print("| --- | --- | --- |")
    for label, seconds, ratio in rows:
        print(f"| {label} | {seconds:.3f} | {ratio} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
