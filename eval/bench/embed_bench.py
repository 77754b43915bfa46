"""Ways to make the embedding faster on this CPU: throughput and retrieval quality per variant (issue #7).

Each variant encodes exactly what ingestion encodes, `embed_text(title, chunk)` for the corpus' chunks
(configured Chunker), and is compared with the baseline, the project's own `Embedder` as configured,
measured in the same run:

* texts/s on a fixed random sample of chunks (`--sample`, warm-up excluded) and the ratio to the baseline;
* mean (and least) cosine of its vectors to the baseline's vectors on that sample;
* with `--quality`: dense-only, paper-level Recall@10 and MRR on the eval set's retrieval items
  (known_paper + area, as `eval.run.eval_retrieval`), by exact numpy cosine over ALL chunk vectors
  (a paper scores its best chunk), with the delta to the baseline. A variant whose sample vectors equal the
  baseline's (cosine >= 0.9999 on every sampled chunk: batch size, threads, sorting, ONNX fp32) computes the same
  thing, so it takes the baseline's figures instead of spending minutes re-encoding the corpus. Vectors are
  cached per variant name and chunk list under /tmp/citewise_embed_bench/vectors, so a rerun only encodes what
  is new (delete that folder after changing a variant's code).

Variants: torch batch sizes and thread counts, explicit length sorting, torch dynamic int8, and ONNX Runtime
(torch.onnx.export, ORT graph optimizations, the BERT fusion optimizer, dynamic int8 quantization); pooling
(mean) and L2 normalization are done in numpy as the sentence-transformers modules do. The ONNX variants need
the `onnx` package: `.venv/bin/pip install -e .[bench]` (never sentence-transformers[onnx] or optimum, which
downgrade transformers below what gradio needs).

    .venv/bin/python -m eval.bench.embed_bench --sample 100                    # quick try, speed only
    .venv/bin/python -m eval.bench.embed_bench --sample 100 --quality --limit-chunks 1500 --variants onnx-fp32
    .venv/bin/python -m eval.bench.embed_bench --quality --out /tmp/embed_bench.json   # full run (~4 min/variant)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import random
import shutil
import tempfile
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import numpy as np  # noqa: E402

from eval import metrics  # noqa: E402
from eval.bench.common import _machine_busy, _own_cpu  # noqa: E402
from eval.schema import load_sets  # noqa: E402
from rag import onnx_encoder as rag_onnx  # noqa: E402
from rag.embedcache import EmbeddingCache  # noqa: E402
from rag.embeddings import Embedder  # noqa: E402
from rag.ingest import Chunker  # noqa: E402
from rag.readers import read_corpus  # noqa: E402
from rag.settings import PROJECT_ROOT, Settings, load_settings  # noqa: E402
from rag.text import embed_text  # noqa: E402

CACHE = Path(tempfile.gettempdir()) / "citewise_embed_bench"
SAME = 0.9999  # least cosine to the baseline, on every sampled chunk, for vectors to count as the same
Encode = Callable[[list[str]], np.ndarray]


@dataclass
class Ctx:
    """What the variants share: settings, the baseline embedder, a temp folder for ONNX files, notes."""

    settings: Settings
    embedder: Embedder
    tmp: Path
    threads: int  # torch's default thread count, restored after every variant
    onnx: dict[str, Path] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)  # how each ONNX file was made (printed below the table)
    note: str = ""  # the current variant's note (its table cell)


# ---------------------------------------------------------------- torch variants


def groups(texts: list[str], size: int) -> list[list[str]]:
    """Ingestion encodes ~`embedding.encode_group` chunks at a time; so do the torch variants."""
    return [texts[i:i + size] for i in range(0, len(texts), size)]


def torch_encoder(ctx: Ctx, batch: int) -> Encode:
    """`Embedder.encode` with another batch size, called per ingest group like ingestion does."""
    model, group = ctx.embedder.model, ctx.settings.embedding.encode_group

    def encode(texts: list[str]) -> np.ndarray:
        parts = [model.encode(g, batch_size=batch, normalize_embeddings=True, convert_to_numpy=True,
                              show_progress_bar=False) for g in groups(texts, group)]
        return np.concatenate(parts).astype(np.float32)

    return encode


def baseline(ctx: Ctx) -> Encode:
    """The project's own Embedder as configured, per ingest group (exactly what `rag.ingest` does)."""
    group = ctx.settings.embedding.encode_group
    return lambda texts: np.concatenate([ctx.embedder.encode(g) for g in groups(texts, group)])


def torch_threads(ctx: Ctx, n: int) -> Encode:
    """Baseline with torch.set_num_threads(n) (reset to the default after the variant)."""
    import torch

    torch.set_num_threads(n)
    return baseline(ctx)


def sorted_all(ctx: Ctx, batch: int) -> Encode:
    """All texts at once, sorted by token count (not per ingest group, not by characters), in batches of `batch`."""
    model = ctx.embedder.model

    def encode(texts: list[str]) -> np.ndarray:
        lengths = [len(ids) for ids in model.tokenizer(texts, truncation=False, verbose=False)["input_ids"]]
        order = np.argsort(lengths, kind="stable")
        out = np.empty((len(texts), ctx.embedder.dimension), np.float32)
        for start in range(0, len(texts), batch):
            idx = order[start:start + batch]
            out[idx] = model.encode([texts[i] for i in idx], batch_size=batch, normalize_embeddings=True,
                                    convert_to_numpy=True, show_progress_bar=False)
        return out

    return encode


def torch_int8(ctx: Ctx, per_channel: bool = False) -> Encode:
    """torch dynamic quantization of every nn.Linear: int8 weights (per tensor or per output channel),
    activations quantized per batch."""
    import torch
    from torch.ao.quantization import default_dynamic_qconfig, per_channel_dynamic_qconfig, quantize_dynamic

    qconfig = per_channel_dynamic_qconfig if per_channel else default_dynamic_qconfig
    with warnings.catch_warnings():  # torch.ao.quantization's deprecation notice (moving to torchao)
        warnings.simplefilter("ignore")
        model = quantize_dynamic(ctx.embedder.model, {torch.nn.Linear: qconfig}, dtype=torch.qint8, inplace=False)
    ctx.note = (f"torch.ao quantize_dynamic, {'per-channel' if per_channel else 'per-tensor'} weights, "
                f"engine {torch.backends.quantized.engine}")
    group = ctx.settings.embedding.encode_group

    def encode(texts: list[str]) -> np.ndarray:
        parts = [model.encode(g, batch_size=ctx.settings.embedding.batch_size, normalize_embeddings=True,
                              convert_to_numpy=True, show_progress_bar=False) for g in groups(texts, group)]
        return np.concatenate(parts).astype(np.float32)

    return encode


# ---------------------------------------------------------------- ONNX variants


def export_fp32(ctx: Ctx) -> Path:
    """The transformer (no pooling) as ONNX, exported as `embedding.backend: onnx-int8` does (once per run)."""
    if "fp32" not in ctx.onnx:
        import torch

        ctx.onnx["fp32"] = rag_onnx.export_fp32(ctx.embedder.model, ctx.embedder.path, ctx.tmp / "model.onnx")
        ctx.notes["fp32"] = f"torch {torch.__version__} TorchScript exporter (dynamo=False), opset 17, eager attention"
    return ctx.onnx["fp32"]


def optimize_bert(ctx: Ctx) -> Path:
    """onnxruntime.transformers' BERT fusion (Attention, LayerNorm, Gelu, ...) of the fp32 export."""
    if "opt" in ctx.onnx:
        return ctx.onnx["opt"]
    from onnxruntime.transformers.optimizer import optimize_model

    config = ctx.embedder.model[0].auto_model.config
    opt = optimize_model(str(export_fp32(ctx)), model_type="bert", num_heads=config.num_attention_heads,
                         hidden_size=config.hidden_size)
    path = ctx.tmp / "model_opt.onnx"
    opt.save_model_to_file(str(path))
    fused = {k: v for k, v in opt.get_fused_operator_statistics().items() if v}
    ctx.notes["opt"] = "onnxruntime.transformers optimize_model(bert) fused: " + ", ".join(f"{k} {v}" for k, v in fused.items())
    ctx.onnx["opt"] = path
    return path


def quantize(ctx: Ctx, source: str, per_channel: bool = False, reduce_range: bool = False) -> Path:
    """quantize_dynamic int8 weights of the fp32 or the optimized model."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    src = export_fp32(ctx) if source == "fp32" else optimize_bert(ctx)
    path = ctx.tmp / f"model_{source}_int8{'_pc' if per_channel else ''}{'_rr' if reduce_range else ''}.onnx"
    quantize_dynamic(str(src), str(path), weight_type=QuantType.QInt8, per_channel=per_channel, reduce_range=reduce_range)
    return path


def onnx_encoder(ctx: Ctx, path: Path, level: str = "ORT_ENABLE_ALL", batch: int | None = None) -> Encode:
    """An ORT session (graph optimization `level`, 2 intra-op threads); ST's tokenizer and longest-first batches."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.graph_optimization_level = getattr(ort.GraphOptimizationLevel, level)
    options.intra_op_num_threads = 2
    options.inter_op_num_threads = 1
    session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    ctx.note = f"{path.name}, {path.stat().st_size / 2**20:.0f} MiB, {level}"
    inputs = {i.name for i in session.get_inputs()}
    batch = batch or ctx.settings.embedding.batch_size

    def encode(texts: list[str]) -> np.ndarray:
        order = np.argsort([-len(t) for t in texts], kind="stable")
        out = np.empty((len(texts), ctx.embedder.dimension), np.float32)
        for start in range(0, len(texts), batch):
            idx = order[start:start + batch]
            feed = {k: v for k, v in rag_onnx.features(ctx.embedder.model, [texts[i] for i in idx]).items() if k in inputs}
            hidden = session.run(None, feed)[0]
            out[idx] = rag_onnx.mean_pool_normalize(hidden, feed["attention_mask"])
        return out

    return encode


VARIANTS: dict[str, Callable[[Ctx], Encode]] = {
    "baseline": baseline,
    "torch-b16": lambda ctx: torch_encoder(ctx, 16),
    "torch-b64": lambda ctx: torch_encoder(ctx, 64),
    "torch-b128": lambda ctx: torch_encoder(ctx, 128),
    "torch-t1": lambda ctx: torch_threads(ctx, 1),
    "torch-t2": lambda ctx: torch_threads(ctx, 2),
    "sorted-b32": lambda ctx: sorted_all(ctx, 32),
    "sorted-b128": lambda ctx: sorted_all(ctx, 128),
    "torch-int8": torch_int8,
    "torch-int8-pc": lambda ctx: torch_int8(ctx, per_channel=True),
    "onnx-fp32-basic": lambda ctx: onnx_encoder(ctx, export_fp32(ctx), "ORT_ENABLE_BASIC"),
    "onnx-fp32": lambda ctx: onnx_encoder(ctx, export_fp32(ctx)),
    "onnx-opt": lambda ctx: onnx_encoder(ctx, optimize_bert(ctx)),
    "onnx-int8": lambda ctx: onnx_encoder(ctx, quantize(ctx, "fp32")),
    "onnx-opt-int8": lambda ctx: onnx_encoder(ctx, quantize(ctx, "opt")),
    "onnx-opt-int8-pc-rr": lambda ctx: onnx_encoder(ctx, quantize(ctx, "opt", per_channel=True, reduce_range=True)),
}


# ---------------------------------------------------------------- data and quality


def corpus_chunks(settings: Settings) -> tuple[list[str], list[str]]:
    """(texts, paper ids) of every chunk, exactly as ingestion makes them."""
    chunker = Chunker(settings.chunking)
    texts, pids = [], []
    for paper in read_corpus([PROJECT_ROOT / "seeds"]):
        for chunk in chunker.chunks(paper):
            texts.append(embed_text(paper.title, chunk.text))
            pids.append(paper.paper_id)
    return texts, pids


def retrieval_items() -> list[tuple[str, set[str]]]:
    """(question, gold papers) of the items `eval.run.eval_retrieval` scores: known_paper and area."""
    return [(i.question, set(i.gold_papers)) for i in load_sets() if i.type in ("known_paper", "area")]


def limit_chunks(texts: list[str], pids: list[str], gold: set[str], n: int) -> tuple[list[str], list[str]]:
    """Debug subset: every chunk of a gold paper, then random others up to `n` chunks."""
    keep = [i for i, p in enumerate(pids) if p in gold]
    others = [i for i, p in enumerate(pids) if p not in gold]
    random.Random(0).shuffle(others)
    keep = sorted(keep + others[:max(0, n - len(keep))])
    return [texts[i] for i in keep], [pids[i] for i in keep]


def cached_vectors(name: str, encode: Encode, texts: list[str], fingerprint: str) -> np.ndarray:
    """Vectors of all `texts` by this variant, from /tmp when this exact list was encoded before."""
    key = hashlib.sha1(("\x00".join(texts) + fingerprint).encode()).hexdigest()[:16]
    path = CACHE / "vectors" / f"{name}-{key}.npy"
    if path.exists():
        return np.load(path)
    vectors = encode(texts)
    path.parent.mkdir(parents=True, exist_ok=True)
    np.save(path, vectors)
    return vectors


def from_embedding_cache(ctx: Ctx, texts: list[str]) -> np.ndarray | None:
    """The baseline's vectors from the product's embedding cache (same encoder fingerprint, same texts), if all
    are there (after `citewise ingest`): saves encoding the corpus once more."""
    path = ctx.settings.data_path / "embedding_cache.sqlite"
    if not path.exists():
        return None
    found = EmbeddingCache(path, ctx.embedder.fingerprint, ctx.embedder.dimension).get(texts)
    return None if any(v is None for v in found) else np.stack(found)


def quality(vectors: np.ndarray, pids: list[str], queries: np.ndarray, items: list[tuple[str, set[str]]]) -> dict:
    """Dense-only paper-level Recall@10 and MRR (top 10, as eval_retrieval's search(k=10)) by exact cosine."""
    papers, index = np.unique(np.array(pids), return_inverse=True)
    recall, rr = [], []
    for q, (_, gold) in zip(queries, items):
        best = np.full(len(papers), -np.inf, np.float32)
        np.maximum.at(best, index, vectors @ q)
        ranked = [str(p) for p in papers[np.argsort(-best, kind="stable")[:10]]]
        recall.append(metrics.recall_at(ranked, gold, 10))
        rr.append(metrics.mrr(ranked, gold))
    return {"R@10": float(np.mean(recall)), "MRR": float(np.mean(rr))}


# ---------------------------------------------------------------- run


def busy_s() -> tuple[float, float]:
    """(CPU seconds all processes spent busy, CPU seconds this process spent), to tell a busy neighbour."""
    busy = _machine_busy()
    return (float("nan") if busy is None else busy), _own_cpu()


def run_variant(name: str, ctx: Ctx, sample: list[str], full: tuple[list[str], list[str]] | None,
                items: list[tuple[str, set[str]]], base: dict | None) -> dict:
    """Build, warm up, time on the sample and compare with the baseline's vectors (`base`: its row); with `full`,
    encode every chunk and score retrieval, unless the sample's vectors equal the baseline's (same math)."""
    import torch

    row: dict = {"variant": name, "load1": os.getloadavg()[0]}
    ctx.note = ""
    try:
        t = time.perf_counter()
        encode = VARIANTS[name](ctx)
        row["build_s"] = time.perf_counter() - t
        encode(sample[:32])  # warm-up
        (busy, mine), t = busy_s(), time.perf_counter()
        row["vectors"] = encode(sample)
        row["seconds"] = time.perf_counter() - t
        busy2, mine2 = busy_s()
        row["cpu_s"] = mine2 - mine
        row["others_cpu_share"] = max(0.0, (busy2 - busy) - row["cpu_s"]) / (row["seconds"] * (os.cpu_count() or 1))
        row["texts_per_s"] = len(sample) / row["seconds"]
        if base is not None:
            cos = (row["vectors"] * base["vectors"]).sum(axis=1)  # both L2-normalized
            row["cos_mean"], row["cos_min"] = float(cos.mean()), float(cos.min())
        if full and base is not None and row["cos_min"] >= SAME and "R@10" in base:
            row |= {"R@10": base["R@10"], "MRR": base["MRR"], "quality_from": "baseline"}
            ctx.note = (ctx.note + "; " if ctx.note else "") + f"R@10/MRR = baseline's (min cos ≥ {SAME})"
        elif full:
            texts, pids = full
            vectors = from_embedding_cache(ctx, texts) if name == "baseline" else None
            if vectors is None:
                vectors = cached_vectors(name, encode, texts, ctx.embedder.fingerprint)
            else:
                ctx.note = (ctx.note + "; " if ctx.note else "") + "corpus vectors read from the embedding cache"
            row |= quality(vectors, pids, encode([q for q, _ in items]), items)
    except Exception as exc:  # noqa: BLE001 - a variant that cannot be built is reported, not fatal
        row["error"] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:160] if str(exc) else ''}"
    finally:
        torch.set_num_threads(ctx.threads)
    row["note"] = ctx.note
    return row


def fmt(value: float | None, spec: str, signed: bool = False) -> str:
    if value is None:
        return "–"
    return format(value, ("+" if signed else "") + spec)


def fmt_load(load: tuple[float, float, float]) -> str:
    return "/".join(f"{v:.2f}" for v in load)


def table(rows: list[dict]) -> str:
    """One Markdown table, ratios and deltas against the baseline row."""
    base = rows[0]
    head = ("| variant | texts/s | × baseline | cos to baseline (mean / min) | R@10 | ΔR@10 | MRR | ΔMRR "
            "| CPU used by others | notes |")
    lines = [head, "|" + "---|" * 10]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['variant']} | failed | | | | | | | | {r['error']} |")
            continue
        ratio = r["texts_per_s"] / base["texts_per_s"] if base.get("texts_per_s") else None
        d_r = r["R@10"] - base["R@10"] if "R@10" in r and "R@10" in base else None
        d_m = r["MRR"] - base["MRR"] if "MRR" in r and "MRR" in base else None
        lines.append(f"| {r['variant']} | {r['texts_per_s']:.1f} | {fmt(ratio, '.2f')} | "
                     f"{fmt(r.get('cos_mean'), '.4f')} / {fmt(r.get('cos_min'), '.4f')} | {fmt(r.get('R@10'), '.3f')} | "
                     f"{fmt(d_r, '.3f', True)} | {fmt(r.get('MRR'), '.3f')} | {fmt(d_m, '.3f', True)} | "
                     f"{r['others_cpu_share']:.0%} | {r['note']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=600, help="chunks timed per variant (fixed random sample)")
    parser.add_argument("--quality", action="store_true",
                        help="encode all chunks per variant (unless its vectors equal the baseline's); Recall@10/MRR")
    parser.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated; baseline always runs first")
    parser.add_argument("--limit-chunks", type=int, help="debug: --quality on gold papers' chunks + others, N in all")
    parser.add_argument("--out", type=Path, help="write the results as JSON here")
    args = parser.parse_args(argv)
    names = ["baseline"] + [n for n in dict.fromkeys(args.variants.split(",")) if n and n != "baseline"]
    unknown = [n for n in names if n not in VARIANTS]
    if unknown:
        parser.error(f"unknown variants {unknown}; known: {', '.join(VARIANTS)}")

    import torch

    load_start = os.getloadavg()
    settings = load_settings()
    texts, pids = corpus_chunks(settings)
    items = retrieval_items()
    sample = random.Random(0).sample(texts, min(args.sample, len(texts)))
    full = None
    if args.quality:
        full = (texts, pids)
        if args.limit_chunks:
            full = limit_chunks(texts, pids, set().union(*(g for _, g in items)), args.limit_chunks)
    embedder = Embedder(settings.embedding, settings.data_path / "models")
    ctx = Ctx(settings, embedder, Path(tempfile.mkdtemp(prefix="embed_bench_")), torch.get_num_threads())

    rows = []
    for name in names:
        base = rows[0] if rows and "vectors" in rows[0] else None
        rows.append(row := run_variant(name, ctx, sample, full, items, base))
        print(f"{name}: {row.get('texts_per_s', 0):.1f} texts/s {row.get('error', '')}", flush=True)
    for row in rows:
        row.pop("vectors", None)
    shutil.rmtree(ctx.tmp, ignore_errors=True)  # the ONNX files
    load_end = os.getloadavg()

    scope = "no quality (add --quality)" if not full else f"quality on {len(full[0])} chunks" + (
        " (DEBUG --limit-chunks: gold papers' chunks + random others, not the real corpus)" if args.limit_chunks else "")
    print(f"\n## Embedding variants: {len(sample)} sampled chunks of {len(texts)}, {scope}, "
          f"{len(items)} retrieval items\n")
    print(table(rows))
    others = max((r.get("others_cpu_share", 0.0) for r in rows), default=0.0)
    print(f"\nCPU: {os.cpu_count()} cores ({platform.processor() or platform.machine()}), torch {torch.__version__} "
          f"default threads {ctx.threads}. Load average (1/5/15 min) before this run: {fmt_load(load_start)}, "
          f"after it: {fmt_load(load_end)}. Other processes used up to {others:.0%} of the CPU while a variant was timed"
          + ("; the machine was busy, so speeds are understated and ratios noisy." if others > 0.1 or load_start[0] > 0.5
             else "; the machine was quiet."))
    for key, note in ctx.notes.items():
        print(f"- onnx {key}: {note}")
    if args.out:
        result = {"sample": len(sample), "chunks": len(texts), "quality_chunks": len(full[0]) if full else None,
                  "limit_chunks": args.limit_chunks, "items": len(items), "load_start": load_start, "load_end": load_end,
                  "cpus": os.cpu_count(), "torch_threads": ctx.threads, "notes": ctx.notes, "rows": rows}
        args.out.write_text(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
