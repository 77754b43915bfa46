"""Query latency benchmark: retrieval (dense, BM25, hybrid) and end-to-end extractive answers, p50/p95 over
N warm queries, with the embedded store and with a real Chroma server (`chroma run`), on the full corpus and
on a store grown with synthetic chunks (default to 100,000).

The benchmark works on a copy of the store that `citewise ingest` built (data_dir/store.path), so the
product's own store is never touched. Synthetic chunks are made from real ones, never from random vectors:
chunk i mixes the sentences of two real chunks a and b from different papers (a's first, b's second, a's
third, ...) and is stored with normalize(v_a + v_b), the normalized mean of their two embeddings; it takes a's
title, area, venue and keywords, and two synthetic chunks make one synthetic paper. Its vectors therefore lie
where real ones do, and its words are the corpus's words.

    python -m eval.bench.query_bench                              # full corpus, then 100,000 chunks (~20 min)
    python -m eval.bench.query_bench --queries 200 --grow 0       # full corpus only
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from eval.bench.common import free_port, make_queries, rss_mib
from eval.metrics import percentile

PROJECT = Path(__file__).resolve().parents[2]
MODES = ("dense", "bm25", "hybrid", "extractive answer")


class ChromaServer:
    """`chroma run` on a store folder, on a free loopback port."""

    def __init__(self, path: Path):
        self.path, self.port = path, free_port()

    def __enter__(self) -> ChromaServer:
        chroma = Path(sys.executable).with_name("chroma")
        self.proc = subprocess.Popen([str(chroma), "run", "--path", str(self.path), "--port", str(self.port),
                                      "--host", "127.0.0.1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        import urllib.request

        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/api/v2/heartbeat", timeout=1)
                return self
            except OSError:
                time.sleep(0.2)
        self.proc.kill()
        raise SystemExit("bench: the Chroma server did not start within 60 s")

    def __exit__(self, *exc) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)


def time_queries(fn, queries: list[str], warmup: int) -> dict:
    for q in queries[:warmup]:
        fn(q)
    ms = []
    for q in queries:
        t = time.perf_counter()
        fn(q)
        ms.append((time.perf_counter() - t) * 1000)
    return {"n": len(ms), "p50_ms": percentile(ms, 50), "p95_ms": percentile(ms, 95), "mean_ms": float(np.mean(ms))}


def measure(settings, embedder, queries: list[str], warmup: int, answer_queries: int) -> dict[str, dict]:
    """Latency of each retrieval mode and of the extractive answer, against the store `settings` names."""
    from rag.assistant import Assistant

    base = Assistant(settings.model_copy(update={"llm": settings.llm.model_copy(update={"backend": "extractive"})}),
                     embedder=embedder)
    base.areas()  # the keyword index loaded (or built) once, as in a running process; the views share it
    views = {"dense": base.variant(retrieval={"bm25": False}), "bm25": base.variant(retrieval={"dense": False}),
             "hybrid": base}
    out: dict = {"count": base.store.count()}
    for name, view in views.items():
        out[name] = time_queries(view.retriever.search, queries, warmup)
    out["extractive answer"] = time_queries(base.ask, queries[:answer_queries], warmup)
    out["top"] = [[h.paper_id for h in base.retriever.search(q)] for q in queries[:20]]  # same store, same answers?
    return out


def mix_sentences(a: str, b: str) -> str:
    from rag.text import split_sentences

    sa, sb = split_sentences(a), split_sentences(b)
    mixed = [s for pair in zip(sa, sb) for s in pair]
    longer = sa if len(sa) > len(sb) else sb
    return " ".join(mixed + longer[len(mixed) // 2:])


def grow(store, target: int, seed: int = 0, batch: int = 2000) -> int:
    """Add synthetic chunks (see the module docstring) until the store holds `target` chunks; returns how many."""
    rows = store.collection.get(include=["embeddings", "documents", "metadatas"])
    vecs = np.asarray(rows["embeddings"], dtype=np.float32)
    docs, metas = rows["documents"], rows["metadatas"]
    n_real = len(docs)
    need = target - store.count()
    rng = random.Random(seed)
    added = 0
    while added < need:
        ids, embs, texts, mds = [], [], [], []
        for _ in range(min(batch, need - added)):
            a, b = rng.randrange(n_real), rng.randrange(n_real)
            while metas[b]["paper_id"] == metas[a]["paper_id"]:
                b = rng.randrange(n_real)
            v = vecs[a] + vecs[b]
            pid, index = f"syn{(added // 2):06d}", added % 2
            meta = {k: v for k, v in metas[a].items() if k not in ("abstract", "authors", "sources", "url")}
            meta.update(paper_id=pid, chunk_index=index, n_chunks=2, version="synthetic")
            text = mix_sentences(docs[a], docs[b])
            if index == 0:
                meta["abstract"] = text
            ids.append(f"{pid}::{index}")
            embs.append((v / np.linalg.norm(v)).tolist())
            texts.append(text)
            mds.append(meta)
            added += 1
        store.replace_papers([], ids, embs, texts, mds)
    store.bump_revision()  # the BM25 index of the smaller store is now stale
    return added


def bm25_probe(data_dir: str, store_mode: str, port: int | None) -> dict:
    """In a fresh process: load the saved BM25 index; time and memory it takes."""
    code = (
        "import json,time,sys;from eval.bench.common import rss_mib;from rag.settings import load_settings;"
        "from rag.store import ChunkStore;from rag.retrieve import BM25Index;"
        "s=load_settings(None,**json.loads(sys.argv[1]));st=ChunkStore(s);r=st.revision;m0=rss_mib();t=time.perf_counter();"
        "i=BM25Index.load(s.data_path/'bm25',r);t=time.perf_counter()-t;"
        "print(json.dumps({'load_s':t,'rss_mib':rss_mib()-m0,'loaded':i is not None}))"
    )
    overrides = {"data_dir": data_dir, "store.mode": store_mode} | ({"store.port": port} if port else {})
    out = subprocess.run([sys.executable, "-c", code, json.dumps(overrides)], capture_output=True, text=True,
                         check=True, cwd=PROJECT)
    return json.loads(out.stdout.strip().splitlines()[-1])


def bm25_figures(settings, store) -> dict:
    """Build the BM25 index from scratch (time, memory), its size on disk, and its load time in a new process."""
    from rag.retrieve import BM25Index

    gc.collect()
    before = rss_mib()
    t = time.perf_counter()
    index = BM25Index.build(store, store.revision)
    build_s = time.perf_counter() - t
    folder = settings.data_path / "bm25"
    index.save(folder)
    grown = rss_mib() - before
    del index
    size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) / 2**20
    probe = bm25_probe(str(settings.data_path), "embedded", None)
    return {"build_s": build_s, "build_rss_mib": grown, "disk_mib": size, "load_s": probe["load_s"],
            "load_rss_mib": probe["rss_mib"]}


def run(args: argparse.Namespace) -> dict:
    from rag.embeddings import Embedder
    from rag.readers import read_corpus
    from rag.settings import load_settings
    from rag.store import ChunkStore

    for key in [k for k in os.environ if k.startswith("CITEWISE_STORE__") or k == "CITEWISE_DATA_DIR"]:
        os.environ.pop(key)
    product = load_settings(args.config)
    source = product.data_path / product.store.path
    if not source.is_dir():
        raise SystemExit(f"bench: no store at {source}; run `citewise ingest` first")
    papers = read_corpus([product.resolve(s) for s in product.corpus.sources])
    queries = [q for q, _ in make_queries(papers, args.queries, seed=7)]
    embedder = Embedder(product.embedding, product.data_path / "models")
    results: dict = {"queries": len(queries), "answer_queries": min(args.answer_queries, len(queries)), "stages": []}
    with tempfile.TemporaryDirectory(prefix="citewise-qbench-") as tmp:
        data = Path(tmp)
        shutil.copytree(source, data / "chroma")
        settings = load_settings(args.config, **{"data_dir": tmp, "store.mode": "embedded", "store.path": "chroma"})
        sizes = [0] + ([args.grow] if args.grow else [])
        for target in sizes:
            store = ChunkStore(settings)
            stage: dict = {"chunks": store.count()}
            if target:
                t = time.perf_counter()
                stage["synthetic"] = grow(store, target)
                stage["grow_s"] = time.perf_counter() - t
                stage["chunks"] = store.count()
            print(f"[{stage['chunks']} chunks] BM25 build/load ...", file=sys.stderr)
            stage["bm25"] = bm25_figures(settings, store)
            print(f"[{stage['chunks']} chunks] embedded ...", file=sys.stderr)
            stage["embedded"] = measure(settings, embedder, queries, args.warmup, args.answer_queries)
            del store
            gc.collect()
            if not args.no_server:
                with ChromaServer(data / "chroma") as server:
                    http = settings.model_copy(update={"store": settings.store.model_copy(
                        update={"mode": "http", "port": server.port})})
                    print(f"[{stage['chunks']} chunks] Chroma server ...", file=sys.stderr)
                    stage["server"] = measure(http, embedder, queries, args.warmup, args.answer_queries)
                    pairs = zip(stage["server"]["top"], stage["embedded"]["top"])
                    stage["server_same_results"] = sum(a == b for a, b in pairs) / 20
            results["stages"].append(stage)
    results["load_avg_1min"] = os.getloadavg()[0]
    return results


def table(r: dict) -> str:
    lines = [f"query latency, ms: {r['queries']} warm queries per retrieval mode, {r['answer_queries']} per answer "
             f"(load average at the end {r['load_avg_1min']:.2f})", "",
             "| chunks | store | " + " | ".join(f"{m} p50 / p95" for m in MODES) + " |",
             "| --- | --- | " + " | ".join("---" for _ in MODES) + " |"]
    base = r["stages"][0]
    for stage in r["stages"]:
        for where in ("embedded", "server"):
            if where not in stage:
                continue
            cells = []
            for m in MODES:
                f = stage[where][m]
                ratio = f["p50_ms"] / base["embedded"][m]["p50_ms"]
                cells.append(f"{f['p50_ms']:.1f} / {f['p95_ms']:.1f} ({ratio:.2f}x)")
            lines.append(f"| {stage['chunks']:,} | {where} | " + " | ".join(cells) + " |")
    lines += ["", "(ratio: p50 against the embedded store at the first size, measured in the same run)", "",
              "| chunks | BM25 build s | BM25 on disk MiB | BM25 load s (new process) | BM25 RSS on load MiB |",
              "| --- | --- | --- | --- | --- |"]
    for stage in r["stages"]:
        b = stage["bm25"]
        lines.append(f"| {stage['chunks']:,} | {b['build_s']:.1f} | {b['disk_mib']:.1f} | {b['load_s']:.2f} | "
                     f"{b['load_rss_mib']:.0f} |")
    for s in r["stages"]:
        if "server_same_results" in s:
            lines.append(f"\n{s['chunks']:,} chunks: the server returned the same top papers as the embedded store for "
                         f"{100 * s['server_same_results']:.0f}% of 20 queries (stored count {s['server']['count']:,})")
    grown = [s for s in r["stages"] if s.get("synthetic")]
    for s in grown:
        lines.append(f"\ngrown by {s['synthetic']:,} synthetic chunks in {s['grow_s']:.0f} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--queries", type=int, default=300, help="timed retrieval queries per mode (default 300)")
    parser.add_argument("--answer-queries", type=int, default=200, help="timed extractive answers (default 200)")
    parser.add_argument("--warmup", type=int, default=10, help="untimed warm-up queries per mode")
    parser.add_argument("--grow", type=int, default=100_000, help="then grow the store to this many chunks (0: no)")
    parser.add_argument("--no-server", action="store_true", help="skip the Chroma server measurements")
    parser.add_argument("--config", default=None, help="config file (default: the project's)")
    parser.add_argument("--out", default=None, help="also write the results as JSON")
    args = parser.parse_args(argv)
    results = run(args)
    print(table(results))
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
