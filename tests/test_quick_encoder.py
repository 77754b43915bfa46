"""The quick-start encoder: an fp32 ONNX copy made at ingest, checked against torch, that new processes encode
with and never import torch (so `citewise search` starts in about a second)."""

from __future__ import annotations

import subprocess
import sys

import numpy as np

from rag.embeddings import Embedder
from rag.settings import EmbeddingSettings

TEXTS = ["KV cache eviction", "How does LiteGuard make model fingerprinting cheaper?", "  padded  ",
         "Ünïcödé (§3.2) 13.96% —", " ".join(["a sentence longer than the encoder's limit"] * 60)]


def test_quick_copy_gives_the_torch_vectors_without_torch(tmp_path, embedder):
    models = tmp_path / "models"
    first = Embedder(EmbeddingSettings(), models)
    assert not first.quick and first.ensure_quick() and first.quick_file.is_file()
    second = Embedder(EmbeddingSettings(), models)
    assert second.quick and second.fingerprint == embedder.fingerprint == first.fingerprint
    cos = np.sum(second.encode(TEXTS) * embedder.encode(TEXTS), axis=1)
    assert cos.min() >= 0.99999
    off = Embedder(EmbeddingSettings(quick_start=False), models)
    assert not off.quick
    code = ("import sys; from pathlib import Path; from rag.embeddings import Embedder; "
            "from rag.settings import EmbeddingSettings; "
            f"e = Embedder(EmbeddingSettings(), Path({str(models)!r})); v = e.encode(['KV cache eviction']); "
            "print(e.quick, 'torch' in sys.modules, v.shape)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120).stdout.split()
    assert out == ["True", "False", "(1,", "384)"]


def test_a_damaged_copy_falls_back_to_torch(tmp_path):
    models = tmp_path / "models"
    e = Embedder(EmbeddingSettings(), models)
    models.mkdir()
    e.quick_file.write_bytes(b"not an onnx model")
    again = Embedder(EmbeddingSettings(), models)
    assert not again.quick and again.encode(["hello"]).shape == (1, 384)
