"""embedding.backend onnx-int8: built once from the bundled weights, close to torch's vectors, never mixed with them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from conftest import new_assistant

from rag.embeddings import Embedder
from rag.settings import EmbeddingSettings
from rag.store import StoreError

TEXTS = ["Quantitative bounds for length generalization in transformers.",
         "LiteGuard: task-agnostic model fingerprinting with checkpoint-based augmentation.",
         "Why does supervised fine-tuning generalize worse than reinforcement learning?", "Short."]


@pytest.fixture(scope="module")
def models_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("models")


@pytest.fixture(scope="module")
def onnx_embedder(models_dir) -> Embedder:
    return Embedder(EmbeddingSettings(backend="onnx-int8"), models_dir)


def test_int8_vectors_are_close_to_torch_and_normalized(onnx_embedder, embedder):
    fast, ref = onnx_embedder.encode(TEXTS), embedder.encode(TEXTS)
    assert fast.shape == ref.shape and fast.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(fast, axis=1), 1.0, atol=1e-5)
    cos = (fast * ref).sum(axis=1)
    assert cos.min() > 0.85, cos  # embed_bench: mean 0.936 on 600 corpus chunks
    sims = fast @ fast.T  # and it still tells the texts apart the way torch does
    assert (np.argsort(-sims[0])[:2] == np.argsort(-(ref @ ref.T)[0])[:2]).all()


def test_model_file_is_built_once_and_fingerprint_differs(onnx_embedder, embedder, models_dir):
    model = models_dir / f"{embedder.fingerprint}-int8.onnx"
    assert sorted(models_dir.iterdir()) == [model]  # no fp32 export or half-written file left behind
    built_at = model.stat().st_mtime_ns
    again = Embedder(EmbeddingSettings(backend="onnx-int8"), models_dir)
    assert model.stat().st_mtime_ns == built_at  # loaded, not built again
    np.testing.assert_array_equal(again.encode(TEXTS), onnx_embedder.encode(TEXTS))
    assert onnx_embedder.fingerprint == f"{embedder.fingerprint}-onnx-int8"


def test_a_torch_store_refuses_onnx_vectors(make_settings, make_assistant, corpus_dir, onnx_embedder):
    make_assistant(make_settings()).ingest(progress=False)
    other = new_assistant(make_settings(**{"embedding.backend": "onnx-int8"}), onnx_embedder)
    with pytest.raises(StoreError, match="--rebuild"):
        other.search("model fingerprinting")
    report = other.ingest(rebuild=True, progress=False)
    assert report.encoded == report.chunks  # the torch vectors in the cache are not reused
    assert other.search("model fingerprinting checkpoints")[0].paper_id == "TFC25ZT9nI"
