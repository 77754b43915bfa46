"""Ingest and retrieval benchmark for citewise.

Ingests the corpus (default: all of seeds/, ~4.3k papers, ~8k chunks) into a fresh temporary
embedded store with the configured chunking and embedding settings, then measures:

* papers/s and chunks/s of the ingest (read excluded, model already loaded);
* peak RSS of this process (resource.getrusage);
* the ingest time divided by the "floor": the time the same model needs just to encode the
  same `embed_text(title, chunk)` strings (made by the same Chunker), measured in the same run;
* a `--rebuild` with the embedding cache warm (every vector read from the cache), against the same floor;
* search latency p50/p95 over N queries (slightly rewritten titles and first sentences of
  ingested papers), after a warm-up; plus hit@k, how often the source paper came back.

Each phase also records this process's CPU time and the CPU other processes used meanwhile
(/proc/stat): on a shared machine a busy neighbour inflates every number, and the table says so.

    python eval/bench/ingest_bench.py --limit 300          # quick try
    python eval/bench/ingest_bench.py --out bench.json     # the full run (10+ minutes on 2 cores)
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

from eval.bench.common import Phase, make_queries, peak_rss_mib
from eval.metrics import percentile

PROJECT = Path(__file__).resolve().parents[2]

# a benchmark must write to its own fresh store, whatever the shell says
_STORE_ENV = ("CITEWISE_DATA_DIR", "CITEWISE_STORE__MODE", "CITEWISE_STORE__PATH", "CITEWISE_STORE__COLLECTION")


def run(args: argparse.Namespace) -> dict:
    removed = [k for k in _STORE_ENV if os.environ.pop(k, None) is not None]
    if removed:
        print(f"note: ignoring {', '.join(removed)} (the benchmark uses a fresh temporary store)", file=sys.stderr)

    import torch

    from rag.assistant import Assistant
    from rag.ingest import Chunker, ingest
    from rag.readers import read_corpus
    from rag.settings import load_settings
    from rag.text import embed_text

    load_at_start = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="citewise-bench-") as tmp:
        settings = load_settings(args.config, **{"data_dir": tmp, "store.mode": "embedded",
                                                 "embedding.cache": not args.no_cache})
        sources = [Path(s) for s in args.sources] if args.sources else [settings.resolve(s) for s in settings.corpus.sources]

        with Phase() as read:
            papers = read_corpus(sources)
        total_papers = len(papers)
        if args.limit:
            papers = papers[: args.limit]

        assistant = Assistant(settings)
        with Phase() as load:
            embedder = assistant.embedder
        store = assistant.store
        embedder.encode(["warm-up sentence for the encoder"] * 4)  # first-call overheads out of both timings

        chunker = Chunker(settings.chunking)
        rss_before = peak_rss_mib()
        with Phase() as ing:
            report = ingest(papers, store, embedder, chunker, progress=not args.quiet,
                            batch_chunks=settings.store.batch_size, cache=assistant.embedding_cache,
                            encode_chunks=settings.embedding.encode_group)
        rss_ingest = peak_rss_mib()
        if report.written != len(papers) or store.count() != report.chunks:
            raise SystemExit(f"bench: unexpected ingest result {report} / {store.count()} stored chunks")

        # the floor: the same texts, encoded by the same model, nothing else
        with Phase() as chunking:
            texts = [embed_text(p.title, c.text) for p in papers for c in chunker.chunks(p)]
        assert len(texts) == report.chunks
        floor_runs = []
        for _ in range(args.floor_runs):  # on a shared machine, the least disturbed run is the floor
            with Phase() as run_:
                embedder.encode(texts)
            floor_runs.append(run_)
        floor = min(floor_runs, key=lambda ph: ph.wall)

        # `ingest --rebuild` with the cache warm: what a rebuild, or a move to a Chroma server, costs
        warm = None
        if assistant.embedding_cache is not None:
            with Phase() as warm:
                rebuilt = ingest(papers, store, embedder, chunker, rebuild=True, progress=False,
                                 batch_chunks=settings.store.batch_size, cache=assistant.embedding_cache,
                            encode_chunks=settings.embedding.encode_group)
            if rebuilt.encoded or store.count() != report.chunks:
                raise SystemExit(f"bench: the warm rebuild encoded {rebuilt.encoded} chunks (expected none)")
        cache_file = Path(tmp) / "embedding_cache.sqlite"

        # retrieval: BM25 index build, warm-up, then timed hybrid searches
        retriever = assistant.retriever
        with Phase() as bm25:
            retriever.areas()  # loads (here: builds) the keyword index
        queries = make_queries(papers, args.queries)
        for q, _ in make_queries(papers, args.warmup, seed=1):
            retriever.search(q)
        latencies, found = [], 0
        k = settings.retrieval.top_k
        with Phase() as search:
            for q, pid in queries:
                t = time.perf_counter()
                hits = retriever.search(q, k=k)
                latencies.append((time.perf_counter() - t) * 1000)
                found += any(h.paper_id == pid for h in hits)
        rss_end = peak_rss_mib()

        phases = {"read": read, "model_load": load, "ingest": ing, "chunking": chunking, "floor": floor, "bm25_build": bm25,
                  "search": search} | ({"warm_rebuild": warm} if warm else {})
        results = {
            "sources": [str(s) for s in sources],
            "papers_available": total_papers,
            "papers": len(papers),
            "chunks": report.chunks,
            "read_s": read.wall,
            "model_load_s": load.wall,
            "ingest_s": ing.wall,
            "papers_per_s": len(papers) / ing.wall,
            "chunks_per_s": report.chunks / ing.wall,
            "chunking_s": chunking.wall,
            "floor_encode_s": floor.wall,
            "floor_runs_s": [ph.wall for ph in floor_runs],
            "ingest_over_floor": ing.wall / floor.wall,
            "ingest_over_floor_cpu": ing.cpu / floor.cpu if floor.cpu else None,
            "embedding_cache": assistant.embedding_cache is not None,
            "warm_rebuild_s": warm.wall if warm else None,
            "warm_rebuild_over_floor": warm.wall / floor.wall if warm else None,
            "cache_mib": cache_file.stat().st_size / 2**20 if cache_file.exists() else None,
            "peak_rss_mib_before_ingest": rss_before,
            "peak_rss_mib_after_ingest": rss_ingest,
            "peak_rss_mib": rss_end,
            "bm25_build_s": bm25.wall,
            "queries": len(latencies),
            "search_p50_ms": percentile(latencies, 50),
            "search_p95_ms": percentile(latencies, 95),
            "search_mean_ms": statistics.fmean(latencies),
            f"hit_at_{k}": found / len(latencies),
            "phases": {name: ph.to_json() for name, ph in phases.items()},
            "config": {
                "embedding": settings.embedding.model, "embedding_batch": settings.embedding.batch_size,
                "device": settings.embedding.device, "chunking": chunker.key, "store_batch": settings.store.batch_size,
                "encode_group": settings.embedding.encode_group,
                "retrieval": "+".join(m for m in ("dense", "bm25") if getattr(settings.retrieval, m)),
                "candidates": settings.retrieval.candidates, "top_k": k,
            },
            "machine": {"cpus": os.cpu_count(), "torch_threads": torch.get_num_threads(), "python": platform.python_version(),
                        "platform": platform.platform(), "load_avg_1min_at_start": load_at_start},
        }
    return results


def _pct(share: float | None) -> str:
    return "n/a" if share is None else f"{100 * share:.0f}%"


def table(r: dict) -> str:
    c, m, ph = r["config"], r["machine"], r["phases"]
    k = c["top_k"]
    cpu_ratio = r.get("ingest_over_floor_cpu")
    rows = [
        ("corpus", f"{r['papers']} of {r['papers_available']} papers, {r['chunks']} chunks"),
        ("config", f"{c['embedding']} (batch {c['embedding_batch']}, {c['device']}), chunks {c['chunking']}, "
                   f"store batch {c['store_batch']}, encode group {c['encode_group']}"),
        ("machine", f"{m['cpus']} CPUs, torch threads {m['torch_threads']}, Python {m['python']}"),
        None,
        ("read corpus (all sources)", f"{r['read_s']:.2f} s"),
        ("model load", f"{r['model_load_s']:.2f} s"),
        ("ingest (chunk+embed+write)", f"{r['ingest_s']:.2f} s  (CPU {ph['ingest']['cpu_s']:.1f} s)"),
        ("  papers/s", f"{r['papers_per_s']:.1f}"),
        ("  chunks/s", f"{r['chunks_per_s']:.1f}"),
        ("floor: encode same texts", f"{r['floor_encode_s']:.2f} s  (CPU {ph['floor']['cpu_s']:.1f} s, "
                                     f"{r['chunks'] / r['floor_encode_s']:.1f} chunks/s"
                                     + (f", best of {len(r['floor_runs_s'])}" if len(r["floor_runs_s"]) > 1 else "") + ")"),
        ("ingest / floor", f"{r['ingest_over_floor']:.2f}x wall" + (f", {cpu_ratio:.2f}x CPU" if cpu_ratio else "")),
        ("  chunking alone", f"{r['chunking_s']:.2f} s"),
        ("embedding cache", "on (the ingest above filled it)" if r["embedding_cache"] else "off (--no-cache)"),
        ("rebuild, cache warm", "n/a" if r["warm_rebuild_s"] is None else
         f"{r['warm_rebuild_s']:.2f} s = {r['warm_rebuild_over_floor']:.3f}x the floor "
         f"({r['chunks'] / r['warm_rebuild_s']:.0f} chunks/s; cache file {r['cache_mib']:.0f} MiB)"),
        ("peak RSS", f"{r['peak_rss_mib']:.0f} MiB (after model load {r['peak_rss_mib_before_ingest']:.0f}, "
                     f"after ingest {r['peak_rss_mib_after_ingest']:.0f})"),
        None,
        ("BM25 index build", f"{r['bm25_build_s']:.2f} s"),
        (f"search ({c['retrieval']}, top {k})", f"{r['queries']} queries after warm-up"),
        ("  p50", f"{r['search_p50_ms']:.1f} ms"),
        ("  p95", f"{r['search_p95_ms']:.1f} ms"),
        ("  mean", f"{r['search_mean_ms']:.1f} ms"),
        (f"  hit@{k} (source paper found)", f"{r[f'hit_at_{k}']:.2f}"),
        None,
        ("other processes' CPU share", f"ingest {_pct(ph['ingest']['other_share'])}, floor {_pct(ph['floor']['other_share'])}, "
                                       f"search {_pct(ph['search']['other_share'])} of the machine"),
    ]
    width = max(len(row[0]) for row in rows if row)
    rule = "-" * (width + 2 + max(len(row[1]) for row in rows if row))
    lines = ["citewise ingest + retrieval benchmark", rule]
    lines += [rule if row is None else f"{row[0]:<{width}}  {row[1]}" for row in rows]
    lines.append(rule)
    busy = [name for name in ("ingest", "floor", "search") if (ph[name]["other_share"] or 0) > 0.10]
    if busy:
        lines.append(f"warning: other processes used over 10% of the CPUs during {', '.join(busy)}; "
                     "those timings (and the ingest/floor ratio) are disturbed - rerun on a quiet machine")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sources", nargs="*",
                        help=f"files or folders (default: corpus.sources; the project's is {PROJECT / 'seeds'})")
    parser.add_argument("--limit", type=int, default=None, help="use only the first N papers (in read order)")
    parser.add_argument("--queries", type=int, default=100, help="timed search queries (default 100)")
    parser.add_argument("--warmup", type=int, default=5, help="untimed warm-up queries (default 5)")
    parser.add_argument("--floor-runs", type=int, default=1, help="encode the floor texts this many times, keep the fastest")
    parser.add_argument("--config", default=None, help="config file (default: $CITEWISE_CONFIG, ./config.yaml, the project's)")
    parser.add_argument("--out", default=None, help="also write the results as JSON to this file")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--no-cache", action="store_true", help="ingest without the embedding cache (its overhead)")
    args = parser.parse_args(argv)
    if args.limit is not None and args.limit < 1:
        parser.error("--limit must be at least 1")
    if args.floor_runs < 1:
        parser.error("--floor-runs must be at least 1")
    if args.queries < 1:
        parser.error("--queries must be at least 1")

    results = run(args)
    print(table(results))
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
        print(f"results written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
