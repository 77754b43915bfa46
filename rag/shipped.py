"""Vectors shipped with the bundled corpus: the chunk vectors of `seeds/`, made by the project's own ingest and kept
as float16 beside the corpus, so that a first start loads them instead of encoding 8,500 chunks (minutes on 2 cores).

They are verified, not trusted: the file names the encoder fingerprint and chunking they were made with, and a sample
of its texts is re-encoded on load and must match (cosine >= 0.999); anything else falls back to encoding, with a
message. Loading fills the embedding cache, so ingest itself is unchanged (`python -m rag.shipped build` rebuilds).
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import numpy as np

from .embedcache import EmbeddingCache, cache_key
from .embeddings import Embedder
from .ingest import Chunker
from .readers import read_corpus
from .text import embed_text

FILE = "citewise_vectors.npz"
SAMPLE = 16
MIN_COSINE = 0.999
log = logging.getLogger(__name__)


def texts_of(folder: Path, chunker: Chunker) -> list[str]:
    """What ingest encodes for every paper of a corpus folder, in order."""
    return [embed_text(p.title, c.text) for p in read_corpus([folder]) for c in chunker.chunks(p)]


def build(folder: Path, embedder: Embedder, chunker: Chunker, cache: EmbeddingCache | None) -> Path:
    """Write `folder/citewise_vectors.npz` from the pipeline's own chunking and encoder (cached vectors reused)."""
    from .embedcache import encode_cached

    texts = texts_of(folder, chunker)
    vectors, _ = encode_cached(embedder, texts, cache)
    keys = np.frombuffer(b"".join(cache_key(embedder.fingerprint, t) for t in texts), dtype=np.uint8).reshape(len(texts), 32)
    step = max(1, len(texts) // SAMPLE)
    sample = list(range(0, len(texts), step))[:SAMPLE]
    meta = {"fingerprint": embedder.fingerprint, "chunking": chunker.key, "count": len(texts),
            "sample": [[i, texts[i]] for i in sample]}
    out = folder / FILE
    np.savez_compressed(out, keys=keys, vectors=vectors.astype(np.float16), meta=np.array(json.dumps(meta)))
    return out


def preload(folders: list[Path], embedder: Embedder, chunker: Chunker, cache: EmbeddingCache | None,
            say=lambda msg: log.warning(msg)) -> int:
    """Put the shipped vectors of these corpus folders into the embedding cache, once; returns how many were added.
    A file made with another encoder or chunking, or whose sample does not re-encode to the same vectors, is skipped
    with a message (ingest then encodes as usual)."""
    if cache is None:
        return 0
    added = 0
    for folder in folders:
        path = (folder if folder.is_dir() else folder.parent) / FILE
        if not path.is_file():
            continue
        with np.load(path) as data:
            meta = json.loads(str(data["meta"]))
            if meta["fingerprint"] != embedder.fingerprint or meta["chunking"] != chunker.key:
                say(f"{path}: made with another encoder or chunking ({meta['fingerprint']}, {meta['chunking']}); "
                    "encoding the corpus instead")
                continue
            sample_texts = [t for _, t in meta["sample"]]
            if all(v is not None for v in cache.get(sample_texts)):
                continue  # loaded before
            vectors = data["vectors"].astype(np.float32)
            fresh = embedder.encode(sample_texts)
            shipped = vectors[[i for i, _ in meta["sample"]]]
            cos = np.sum(fresh * shipped, axis=1) / (np.linalg.norm(fresh, axis=1) * np.linalg.norm(shipped, axis=1))
            if float(cos.min()) < MIN_COSINE:
                say(f"{path}: the shipped vectors do not match this encoder (cosine {cos.min():.4f} < {MIN_COSINE}); "
                    "encoding the corpus instead")
                continue
            cache.put_keyed([bytes(k) for k in data["keys"]], vectors)
            added += len(vectors)
    return added


def main() -> None:
    """`python -m rag.shipped build [FOLDER]`: rebuild the shipped vectors of a corpus folder (default: seeds/)."""
    from .assistant import Assistant
    from .settings import load_settings

    if len(sys.argv) < 2 or sys.argv[1] != "build":
        sys.exit("usage: python -m rag.shipped build [FOLDER]")
    settings = load_settings()
    assistant = Assistant(settings)
    folder = Path(sys.argv[2]) if len(sys.argv) > 2 else assistant.default_sources()[0]
    out = build(folder, assistant.embedder, Chunker(settings.chunking), assistant.embedding_cache)
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
