"""Where one search and one extractive answer spend their time, on the store `citewise ingest` built:
question encoding vs the whole hybrid search, retrieval vs evidence selection + citation check in an answer.

    .venv/bin/python -m eval.bench.answer_profile --queries 60
"""

from __future__ import annotations

import argparse
import statistics
import time

from eval.bench.common import make_queries


def main(argv: list[str] | None = None) -> int:
    from rag.assistant import Assistant
    from rag.readers import read_corpus
    from rag.settings import load_settings

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--queries", type=int, default=60)
    args = parser.parse_args(argv)
    settings = load_settings(None, **{"llm.backend": "extractive"})
    assistant = Assistant(settings)
    papers = read_corpus([settings.resolve(s) for s in settings.corpus.sources])
    queries = [q for q, _ in make_queries(papers, args.queries, seed=7)]
    assistant.search(queries[0])
    assistant.ask(queries[0])  # warm: models loaded, BM25 index read
    encode, search, answer, retrieve, rest = [], [], [], [], []
    for q in queries:
        t = time.perf_counter()
        assistant.embedder.encode([q])
        encode.append(time.perf_counter() - t)
        t = time.perf_counter()
        assistant.search(q)
        search.append(time.perf_counter() - t)
        t = time.perf_counter()
        result = assistant.ask(q)
        answer.append(time.perf_counter() - t)
        retrieve.append(result.timings["retrieve_s"])
        rest.append(result.timings.get("generate_s", 0.0))

    def ms(xs: list[float]) -> float:
        return 1000 * statistics.median(xs)

    print(f"p50 over {len(queries)} warm queries ({settings.embedding.backend} encoder)")
    print("| step | p50 ms | share |")
    print("| --- | --- | --- |")
    print(f"| hybrid search | {ms(search):.1f} | 1.00 |")
    print(f"| of which: encoding the question | {ms(encode):.1f} | {ms(encode) / ms(search):.2f} |")
    print(f"| extractive answer | {ms(answer):.1f} | 1.00 |")
    print(f"| of which: retrieval | {ms(retrieve):.1f} | {ms(retrieve) / ms(answer):.2f} |")
    print(f"| of which: evidence sentences + citation check | {ms(rest):.1f} | {ms(rest) / ms(answer):.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
