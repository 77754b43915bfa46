"""The embedding cache: a rebuild, a second store or a store mode change never encodes the same text twice."""

from __future__ import annotations

import logging

import numpy as np
import pytest
from conftest import SEED_COUNT

from rag.assistant import Assistant
from rag.embedcache import EmbeddingCache, encode_cached

TEXTS = ["Length generalization in transformers.", "Model fingerprinting with checkpoints.", "Reward rectification."]


class CountingEmbedder:
    """The real encoder, counting the texts it is asked to encode."""

    def __init__(self, embedder):
        self.inner, self.encoded = embedder, 0
        self.fingerprint, self.dimension = embedder.fingerprint, embedder.dimension

    def encode(self, texts):
        self.encoded += len(texts)
        return self.inner.encode(texts)


def test_cached_vectors_equal_fresh_ones_and_only_misses_are_encoded(tmp_path, embedder):
    counting = CountingEmbedder(embedder)
    cache = EmbeddingCache(tmp_path / "c.sqlite", embedder.fingerprint, embedder.dimension)
    first, fresh = encode_cached(counting, TEXTS[:2], cache)
    assert fresh == 2 and len(cache) == 2
    both, fresh = encode_cached(counting, TEXTS, cache)
    assert fresh == 1 and counting.encoded == 3  # only the new text went to the encoder
    np.testing.assert_array_equal(both[:2], first)
    np.testing.assert_allclose(both, embedder.encode(TEXTS), atol=1e-6)
    assert both.dtype == np.float32


def test_another_fingerprint_never_gets_these_vectors(tmp_path, embedder):
    path = tmp_path / "c.sqlite"
    EmbeddingCache(path, embedder.fingerprint, embedder.dimension).put(TEXTS, embedder.encode(TEXTS))
    other = EmbeddingCache(path, "other-model-384-0123456789ab", embedder.dimension)
    assert other.get(TEXTS) == [None, None, None]
    again = EmbeddingCache(path, embedder.fingerprint, embedder.dimension)  # reopened from disk
    assert all(v is not None for v in again.get(TEXTS))


def test_the_fingerprint_follows_the_weights(embedder):
    assert embedder.fingerprint == embedder.fingerprint
    assert embedder.fingerprint.startswith("all-minilm-l6-v2-384-")


def _counting_assistant(settings, embedder) -> tuple[Assistant, CountingEmbedder]:
    """An Assistant whose encoder counts what it encodes."""
    counting = CountingEmbedder(embedder)
    return Assistant(settings, embedder=counting), counting


def test_rebuild_and_a_second_store_encode_nothing(make_settings, make_assistant, corpus_dir, embedder):
    first = make_assistant(make_settings())
    report = first.ingest(progress=False)
    assert report.encoded == report.chunks > SEED_COUNT
    vectors = first.store.collection.get(include=["embeddings"])

    rebuilt, counting = _counting_assistant(make_settings(), embedder)
    again = rebuilt.ingest(rebuild=True, progress=False)
    assert (again.written, again.chunks, again.encoded, counting.encoded) == (SEED_COUNT, report.chunks, 0, 0)
    assert "from the embedding cache" in again.summary()
    after = rebuilt.store.collection.get(ids=vectors["ids"], include=["embeddings"])
    np.testing.assert_array_equal(np.asarray(after["embeddings"]), np.asarray(vectors["embeddings"]))

    moved, counting = _counting_assistant(make_settings(**{"store.path": "another-store"}), embedder)  # new store
    assert moved.ingest(progress=False).chunks == report.chunks and counting.encoded == 0
    assert moved.search("model fingerprinting checkpoints")[0].paper_id == "TFC25ZT9nI"


def test_cache_off_encodes_everything(make_settings, make_assistant, corpus_dir, embedder):
    make_assistant(make_settings()).ingest(progress=False)
    off, counting = _counting_assistant(make_settings(**{"embedding.cache": False}), embedder)
    report = off.ingest(rebuild=True, progress=False)
    assert report.encoded == report.chunks == counting.encoded


def test_a_damaged_cache_is_set_aside(tmp_path, embedder, caplog):
    path = tmp_path / "c.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    with caplog.at_level(logging.WARNING):
        cache = EmbeddingCache(path, embedder.fingerprint, embedder.dimension)
    assert "damaged" in caplog.text and (tmp_path / "c.sqlite.damaged").exists()
    vectors, fresh = encode_cached(embedder, TEXTS, cache)
    assert fresh == 3 and vectors.shape == (3, embedder.dimension)


@pytest.mark.parametrize("width", [0, 5])
def test_a_vector_of_the_wrong_size_is_a_miss(tmp_path, embedder, width):
    cache = EmbeddingCache(tmp_path / "c.sqlite", embedder.fingerprint, embedder.dimension)
    cache.put(TEXTS[:1], np.zeros((1, width), dtype=np.float32))
    assert cache.get(TEXTS[:1]) == [None]
