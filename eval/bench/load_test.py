"""Load test of a running `citewise ui` through its API (loopback only, bounded in count and time).

    .venv/bin/python -m eval.bench.load_test --backend extractive --users 20 --requests 3
    .venv/bin/python -m eval.bench.load_test --backend llama_cpp --users 20 --requests 1
    .venv/bin/python -m eval.bench.load_test --users 4 --requests 25 --burst 0 --soak 6   # memory over 600 requests

Starts `citewise ui` on a free 127.0.0.1 port with the given backend (on the configured store, which must be
indexed), then: N users at once, each asking M questions in its own session; then a burst of more requests
than the queue holds; then, with --soak R, R more rounds of the first phase, with the server's memory after each
(growth that levels off is warm caches; growth by the same amount every round would be a leak).
Prints requests/s, latency p50/p95, errors, "busy" refusals and the server's memory growth.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import threading
import time
import urllib.request

from eval.bench.common import free_port, rss_mib

QUESTIONS = [
    "How does LiteGuard make model fingerprinting cheaper?",
    "Which paper bounds the training length needed for length generalization?",
    "What is known about machine unlearning for LLMs?",
    "Which work uses sparse attention for long-context generalization?",
    "How does rote learning help LLMs generalize?",
]


def _ask(url: str, question: str, timeout: float) -> tuple[str, float]:
    """('ok' | 'busy' | 'error: …', seconds) for one request in a fresh session."""
    from gradio_client import Client

    t = time.perf_counter()
    try:
        client = Client(url, verbose=False)
        job = client.submit(question, "answer", "any", "any", "", 3, os.environ["CITEWISE_LLM__BACKEND"], api_name="/chat")
        _, _, _, answer = job.result(timeout=timeout)
        status = "ok" if answer.get("citations") or answer.get("abstained") else f"error: {answer.get('error')}"
    except Exception as exc:  # noqa: BLE001 - every failure is counted, with its message
        text = str(exc)
        status = "busy" if "queue" in text.lower() and "full" in text.lower() else f"error: {type(exc).__name__}: {text[:80]}"
    return status, time.perf_counter() - t


def run_users(url: str, users: int, per_user: int, timeout: float) -> list[tuple[str, float]]:
    results: list[tuple[str, float]] = []
    lock = threading.Lock()

    def user(i: int) -> None:
        for j in range(per_user):
            r = _ask(url, QUESTIONS[(i + j) % len(QUESTIONS)], timeout)
            with lock:
                results.append(r)

    threads = [threading.Thread(target=user, args=(i,)) for i in range(users)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout * per_user + 60)
    return results


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backend", default="extractive", choices=["extractive", "llama_cpp"])
    ap.add_argument("--users", type=int, default=20)
    ap.add_argument("--requests", type=int, default=3, help="questions per user")
    ap.add_argument("--burst", type=int, default=60, help="simultaneous requests in the overflow phase (0: skip)")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds one request may take")
    ap.add_argument("--soak", type=int, default=0, help="rounds of the users phase after the burst, RSS after each")
    args = ap.parse_args()
    os.environ.update({"CITEWISE_LLM__BACKEND": args.backend, "HF_HUB_OFFLINE": "1", "GRADIO_ANALYTICS_ENABLED": "False"})
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    server = subprocess.Popen([sys.executable, "-m", "rag", "ui", "--port", str(port)], env=os.environ,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 120
        while True:
            try:
                urllib.request.urlopen(url, timeout=2)
                break
            except OSError:
                if time.time() > deadline or server.poll() is not None:
                    sys.exit("citewise ui did not start")
                time.sleep(0.5)
        _ask(url, QUESTIONS[0], args.timeout)  # warm-up: loads the models once
        rss0 = rss_mib(server.pid)
        t = time.perf_counter()
        results = run_users(url, args.users, args.requests, args.timeout)
        wall = time.perf_counter() - t
        rss1 = rss_mib(server.pid)
        ok = [s for status, s in results if status == "ok"]
        errors = [status for status, _ in results if status.startswith("error")]
        print(f"citewise ui load test: backend {args.backend}, {args.users} users x {args.requests} requests, "
              f"queue: concurrency and max size from config.yaml ({time.strftime('%Y-%m-%d')})")
        print("| phase | requests | ok | busy | errors | requests/s | p50 s | p95 s | server RSS MiB |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        lat = sorted(ok)
        p95 = lat[min(len(lat) - 1, int(0.95 * (len(lat) - 1)))] if lat else float("nan")
        print(f"| {args.users} users | {len(results)} | {len(ok)} | {sum(s == 'busy' for s, _ in results)} | {len(errors)} | "
              f"{len(ok) / wall:.2f} | {statistics.median(lat) if lat else float('nan'):.2f} | {p95:.2f} | "
              f"{rss0:.0f} -> {rss1:.0f} |")
        for e in sorted(set(errors))[:5]:
            print("   ", e)
        if args.burst:
            t = time.perf_counter()
            burst = run_users(url, args.burst, 1, args.timeout)
            wall = time.perf_counter() - t
            ok_b = [s for status, s in burst if status == "ok"]
            busy = [s for status, s in burst if status == "busy"]
            err_b = [status for status, _ in burst if status.startswith("error")]
            print(f"| burst of {args.burst} | {len(burst)} | {len(ok_b)} | {len(busy)} | {len(err_b)} | "
                  f"{len(ok_b) / wall:.2f} | {statistics.median(ok_b) if ok_b else float('nan'):.2f} | "
                  f"{max(busy) if busy else float('nan'):.2f} (slowest busy) | {rss_mib(server.pid):.0f} |")
            for e in sorted(set(err_b))[:5]:
                print("   ", e)
        for r in range(1, args.soak + 1):
            t = time.perf_counter()
            rounds = run_users(url, args.users, args.requests, args.timeout)
            ok_r = sum(status == "ok" for status, _ in rounds)
            print(f"| soak round {r} | {len(rounds)} | {ok_r} | {sum(st == 'busy' for st, _ in rounds)} | "
                  f"{sum(st.startswith('error') for st, _ in rounds)} | {ok_r / (time.perf_counter() - t):.2f} | | | "
                  f"{rss_mib(server.pid):.0f} |")
    finally:
        server.terminate()
        server.wait(20)


if __name__ == "__main__":
    main()
