"""The vectors shipped with the bundled corpus: equal to what the pipeline makes, loaded without encoding, and
refused (the corpus is then encoded as usual) when they were made with another encoder or do not re-encode."""

from __future__ import annotations

import json

import numpy as np
from conftest import SEEDS, copy_seed_files

from rag.embedcache import EmbeddingCache, cache_key
from rag.ingest import Chunker
from rag.settings import ChunkingSettings
from rag.shipped import FILE, build, preload, texts_of


def test_the_shipped_vectors_are_what_the_pipeline_makes(embedder):
    chunker = Chunker(ChunkingSettings())
    with np.load(SEEDS / FILE) as data:
        meta = json.loads(str(data["meta"]))
        keys = {bytes(k) for k in data["keys"]}
        vectors = data["vectors"].astype(np.float32)
    assert meta["fingerprint"] == embedder.fingerprint and meta["chunking"] == chunker.key
    texts = texts_of(SEEDS, chunker)  # the bundled corpus, chunked as ingest chunks it
    assert len(texts) == meta["count"] == len(vectors)
    assert {cache_key(embedder.fingerprint, t) for t in texts} == keys
    rng = np.random.default_rng(0)
    picked = rng.choice(len(texts), 24, replace=False)
    fresh = embedder.encode([texts[i] for i in picked])
    cos = np.sum(fresh * vectors[picked], axis=1) / (np.linalg.norm(fresh, axis=1) * np.linalg.norm(vectors[picked], axis=1))
    assert cos.min() >= 0.999


def test_shipped_vectors_fill_the_cache_once_and_a_mismatch_is_refused(tmp_path, embedder):
    copy_seed_files(tmp_path / "corpus")
    corpus = tmp_path / "corpus"
    chunker = Chunker(ChunkingSettings())
    build(corpus, embedder, chunker, None)
    cache = EmbeddingCache(tmp_path / "cache.sqlite", embedder.fingerprint, embedder.dimension)
    assert preload([corpus], embedder, chunker, cache) == len(texts_of(corpus, chunker)) == len(cache)
    assert preload([corpus], embedder, chunker, cache) == 0  # already there
    assert all(v is not None for v in cache.get(texts_of(corpus, chunker)))

    messages: list[str] = []
    other = EmbeddingCache(tmp_path / "other.sqlite", embedder.fingerprint, embedder.dimension)
    assert preload([corpus], embedder, Chunker(ChunkingSettings(chunk_size=64, chunk_overlap=8)), other,
                   say=messages.append) == 0
    assert "another encoder or chunking" in messages[0] and len(other) == 0

    with np.load(corpus / FILE) as data:  # vectors that do not re-encode (tampered): refused
        parts = {k: data[k] for k in data.files}
    parts["vectors"] = np.roll(parts["vectors"], 1, axis=0)
    np.savez_compressed(corpus / FILE, **parts)
    assert preload([corpus], embedder, chunker, other, say=messages.append) == 0
    assert "do not match" in messages[-1] and len(other) == 0
