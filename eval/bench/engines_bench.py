"""llama.cpp engines on the same GGUF (#14): the compiled llama-cpp-python against the prebuilt `xllamacpp` wheel
(llama.cpp's own server engine), in one process and one run, so only their ratios matter.

Figures per engine: prompt tokens/s (a fresh prompt, nothing cached), generation tokens/s, first-token time for the
pipeline's own prompts (rules + worked example + chosen evidence + question; the fixed prefix warm, as in a running
UI), and 4 users at once (llama-cpp-python is serialised by the pipeline's lock; xllamacpp batches 4 slots).

    .venv/bin/python -m eval.bench.engines_bench [--users 4] [--tokens 64]

xllamacpp is citewise's engine; llama-cpp-python is not a dependency any more: `pip install llama-cpp-python`
(it compiles, about 10 minutes on 2 cores) to measure it again.
"""

from __future__ import annotations

import argparse
import os
import statistics
import threading
import time

from eval.bench.common import peak_rss_mib
from eval.bench.llm_bench import cpu_name
from eval.schema import load_sets
from rag import prompts
from rag.assistant import Assistant
from rag.llms import llama_cpp_model_path
from rag.settings import load_settings

FILLER = ("Large language models are trained on web text and evaluated on benchmarks; this sentence exists only to "
          "make a long prompt that no cache has seen. ")


class LlamaCppPython:
    """llama-cpp-python's Llama with the GGUF's chat template; one request at a time (the pipeline holds a lock)."""

    name = "llama-cpp-python (compiled here)"

    def __init__(self, path: str, ctx: int):
        from llama_cpp import Llama

        self.llm = Llama(model_path=path, n_ctx=ctx, n_threads=os.cpu_count(), verbose=False)
        self.lock = threading.Lock()

    def tokens(self, text: str) -> int:
        return len(self.llm.tokenize(text.encode()))

    def stream(self, messages: list[dict], max_tokens: int):
        with self.lock:
            for chunk in self.llm.create_chat_completion(messages=messages, max_tokens=max_tokens, temperature=0.0,
                                                         stream=True):
                delta = chunk["choices"][0]["delta"].get("content")
                if delta:
                    yield delta


class XLlamaCpp:
    """xllamacpp's in-process llama.cpp server: `slots` sequences batched together, a prompt cache per slot."""

    name = "xllamacpp (prebuilt wheel)"

    def __init__(self, path: str, ctx: int, slots: int):
        import xllamacpp as xlc

        params = xlc.CommonParams()
        params.model.path = path
        params.n_parallel = slots
        params.n_ctx = ctx * slots  # llama.cpp's server splits the context between its slots
        params.cpuparams.n_threads = os.cpu_count()
        params.cpuparams_batch.n_threads = os.cpu_count()
        params.cache_prompt = True
        self.server = xlc.Server(params)
        self.counter = None

    def tokens(self, text: str) -> int:  # the same tokenizer (same GGUF): counted by llama-cpp-python's
        return self.counter(text)

    def stream(self, messages: list[dict], max_tokens: int):
        import queue

        q: queue.Queue = queue.Queue()

        def on_chunk(chunk) -> bool:
            q.put(chunk)
            return False

        def run() -> None:
            self.server.handle_chat_completions({"messages": messages, "max_tokens": max_tokens, "temperature": 0.0,
                                                 "stream": True}, on_chunk)
            q.put(None)

        threading.Thread(target=run, daemon=True).start()
        while (chunk := q.get()) is not None:
            if isinstance(chunk, dict) and "error" in chunk:
                raise RuntimeError(str(chunk["error"]))
            for choice in (chunk.get("choices") or []) if isinstance(chunk, dict) else []:
                delta = (choice.get("delta") or {}).get("content")
                if delta:
                    yield delta


def timed(engine, messages: list[dict], max_tokens: int) -> dict:
    t0 = time.perf_counter()
    first, pieces = None, []
    for delta in engine.stream(messages, max_tokens):
        first = first or time.perf_counter() - t0
        pieces.append(delta)
    total = time.perf_counter() - t0
    return {"first": first or total, "total": total, "text": "".join(pieces)}


def pipeline_prompts(n: int) -> list[list[dict]]:
    """The messages the pipeline writes for eval questions: its rules and worked example, the evidence it chose."""
    assistant = Assistant(load_settings(llm={"backend": "extractive"}))
    items = [i for t in ("known_paper", "detail", "compare") for i in load_sets([t])[: max(1, n // 3 + 1)]][:n]
    out = []
    for item in items:
        answer = assistant.ask(item.question)
        sources = [s for s in answer.sources if s.evidence] or answer.sources[:2]
        out.append([{"role": r, "content": c} for r, c in prompts.part_messages(sources, item.question)])
    return out


def measure(engine, prompts_: list[list[dict]], users: int, tokens: int, count) -> dict:
    fresh = [{"role": "user", "content": f"({i}) " + FILLER * 24 + "Summarize this in one sentence."}
             for i in range(3)]
    prompt_rates, gen_rates = [], []
    for m in fresh:
        r = timed(engine, [m], tokens)
        prompt_rates.append(count(m["content"]) / r["first"])
        n = count(r["text"])
        if n > 1 and r["total"] > r["first"]:
            gen_rates.append((n - 1) / (r["total"] - r["first"]))
    timed(engine, prompts_[0], 1)  # the fixed prefix into the cache, as the UI's warm-up does
    firsts = [timed(engine, p, tokens)["first"] for p in prompts_]
    results: list[dict] = []
    t0 = time.perf_counter()
    threads = [threading.Thread(target=lambda p=p: results.append(timed(engine, p, tokens)))
               for p in (prompts_ * users)[:users]]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0
    generated = sum(count(r["text"]) for r in results)
    return {"prompt_tps": statistics.median(prompt_rates), "gen_tps": statistics.median(gen_rates),
            "first_p50": statistics.median(firsts), "users_wall": wall, "users_tps": generated / wall,
            "users_latency": statistics.mean(r["total"] for r in results),
            "users_first": statistics.mean(r["first"] for r in results)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--users", type=int, default=4)
    ap.add_argument("--tokens", type=int, default=64, help="tokens generated per request")
    ap.add_argument("--prompts", type=int, default=4, help="pipeline prompts for the first-token figure")
    args = ap.parse_args()
    settings = load_settings()
    path, ctx = str(llama_cpp_model_path(settings)), settings.llm.context_window
    print(f"CPU: {cpu_name()}, {os.cpu_count()} cores; model {os.path.basename(path)}; {time.strftime('%Y-%m-%d %H:%M')}")
    prompts_ = pipeline_prompts(args.prompts)
    a = LlamaCppPython(path, ctx)
    count = a.tokens
    rows = {a.name: measure(a, prompts_, args.users, args.tokens, count)}
    b = XLlamaCpp(path, ctx, args.users)
    b.counter = count
    rows[b.name] = measure(b, prompts_, args.users, args.tokens, count)
    base = rows[a.name]
    print(f"\n| figure | {' | '.join(rows)} | ratio xllamacpp / llama-cpp-python |")
    print("| --- | --- | --- | --- |")
    for key, label in (("prompt_tps", "prompt tokens/s (fresh prompt)"), ("gen_tps", "generation tokens/s"),
                       ("first_p50", "first token, pipeline prompts, prefix warm: p50 s"),
                       ("users_wall", f"{args.users} users at once: wall s"),
                       ("users_tps", f"{args.users} users at once: tokens/s generated"),
                       ("users_first", f"{args.users} users at once: mean first token s"),
                       ("users_latency", f"{args.users} users at once: mean answer s")):
        values = [r[key] for r in rows.values()]
        print(f"| {label} | {' | '.join(f'{v:.2f}' for v in values)} | {values[1] / base[key]:.2f}x |")
    print(f"\npeak RSS (both engines loaded): {peak_rss_mib():.0f} MiB")


if __name__ == "__main__":
    main()
