"""Shared fixtures: real settings in tmp folders, one embedding model per session, seed copies.

Nothing of ours is mocked: tests run the real readers, chunker, encoder, Chroma and BM25 on the
17-abstract seed file (or small files written in tmp). The 4,302-paper JSONL is never ingested here.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from rag.assistant import Assistant
from rag.embeddings import Embedder
from rag.settings import EmbeddingSettings, Settings, load_settings

PROJECT = Path(__file__).resolve().parent.parent
SEEDS = PROJECT / "seeds"
SEED_TXT = SEEDS / "000_4bd91504f5572ffe.txt"
SEED_SIDECAR = SEEDS / "000_4bd91504f5572ffe.titles.jsonl"


def _sidecar() -> list[dict]:
    return [json.loads(line) for line in SEED_SIDECAR.read_text(encoding="utf-8").splitlines() if line.strip()]


SIDECAR_ENTRIES = _sidecar()
SEED_COUNT = 17
# ids the sidecar gives (entries without openreview_id get a content-hash id instead)
SIDECAR_IDS = {e["position"]: e["openreview_id"] for e in SIDECAR_ENTRIES if e.get("openreview_id")}


def copy_seed_files(dest: Path, sidecar: bool = True) -> Path:
    """Copy the seed txt (and its titles sidecar) into `dest`; returns the copied txt path."""
    dest.mkdir(parents=True, exist_ok=True)
    txt = Path(shutil.copy(SEED_TXT, dest / SEED_TXT.name))
    if sidecar:
        shutil.copy(SEED_SIDECAR, dest / SEED_SIDECAR.name)
    return txt


def write_config(folder: Path, **sections) -> Path:
    """A config.yaml in `folder`: data_dir 'data' (relative, so it resolves into `folder`) plus `sections`."""
    folder.mkdir(parents=True, exist_ok=True)
    data = {"data_dir": "data", "corpus": {"sources": ["corpus"]}}
    for key, value in sections.items():
        if isinstance(value, dict) and isinstance(data.get(key), dict):
            data[key] = {**data[key], **value}
        else:
            data[key] = value
    path = folder / "config.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


@pytest.fixture(scope="session", autouse=True)
def _hermetic_env():
    """CITEWISE_* variables of the developer's shell must not leak into the tests (env beats YAML)."""
    with pytest.MonkeyPatch.context() as mp:
        for key in list(os.environ):
            if key.startswith("CITEWISE_"):
                mp.delenv(key)
        yield


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    """The real encoder, loaded once per session (~5 s)."""
    return Embedder(EmbeddingSettings())


@pytest.fixture
def copy_seeds() -> Callable[..., Path]:
    """copy_seeds(dest, sidecar=True) -> path of the copied seed txt."""
    return copy_seed_files


@pytest.fixture
def corpus_dir(tmp_path) -> Path:
    """tmp/corpus holding a copy of the seed txt and its sidecar."""
    folder = tmp_path / "corpus"
    copy_seed_files(folder)
    return folder


@pytest.fixture
def make_settings(tmp_path) -> Callable[..., Settings]:
    """make_settings(**dotted_overrides) -> Settings from a tmp config.yaml; data_dir is tmp/data."""

    def make(**overrides) -> Settings:
        return load_settings(write_config(tmp_path), **overrides)

    return make


@pytest.fixture
def settings(make_settings) -> Settings:
    return make_settings()


@pytest.fixture
def make_assistant(embedder) -> Callable[[Settings], Assistant]:
    """An Assistant sharing the session's embedder (its cached_property pre-set)."""

    def make(settings: Settings) -> Assistant:
        return new_assistant(settings, embedder)

    return make


def new_assistant(settings: Settings, embedder: Embedder) -> Assistant:
    assistant = Assistant(settings)
    assistant.__dict__["embedder"] = embedder
    return assistant


def seeded_assistant(root: Path, embedder: Embedder, **overrides) -> Assistant:
    """The 17 seeds (plus whatever is already in root/corpus) ingested under `root`; extractive unless overridden."""
    copy_seed_files(root / "corpus")
    settings = load_settings(write_config(root), **({"llm.backend": "extractive"} | overrides))
    assistant = new_assistant(settings, embedder)
    assistant.ingest(progress=False)
    return assistant


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def assistant(settings, make_assistant, corpus_dir) -> Assistant:
    """An empty-store Assistant whose corpus.sources is tmp/corpus (the seed copy)."""
    return make_assistant(settings)
