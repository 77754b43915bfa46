"""A persistent text -> vector cache keyed by the encoder's fingerprint and the exact text (SQLite).

Written here because neither Chroma nor llama-index keeps vectors per (model, text) across stores:
llama-index's IngestionCache keys whole node batches by transformation and keeps them as JSON.
With it, `ingest --rebuild`, a changed store mode or a second store never encode the same text twice.
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)
LOOKUP = 500  # keys per SELECT (SQLite's variable limit is far above this)


def cache_key(fingerprint: str, text: str) -> bytes:
    return hashlib.sha256(f"{fingerprint}\x00{text}".encode()).digest()


class EmbeddingCache:
    """Vectors stored under sha256(fingerprint, text); vectors of another model are never returned."""

    def __init__(self, path: Path, fingerprint: str, dimension: int):
        self.path, self.fingerprint, self.dimension = path, fingerprint, dimension
        self._lock = threading.Lock()  # the UI ingests in a background thread
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = self._connect()
        except sqlite3.DatabaseError as exc:  # a damaged cache is only a cache: set it aside and start again
            aside = path.with_name(path.name + ".damaged")
            log.warning("embedding cache %s is damaged (%s); moved to %s, starting an empty one", path, exc, aside)
            path.replace(aside)
            self._db = self._connect()

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("CREATE TABLE IF NOT EXISTS vectors (key BLOB PRIMARY KEY, vec BLOB NOT NULL) WITHOUT ROWID")
        db.execute("SELECT count(*) FROM vectors").fetchone()  # reads a page: a damaged file fails here
        return db

    def _key(self, text: str) -> bytes:
        return cache_key(self.fingerprint, text)

    def get(self, texts: Sequence[str]) -> list[np.ndarray | None]:
        """The cached vector of each text, or None."""
        keys = [self._key(t) for t in texts]
        found: dict[bytes, np.ndarray] = {}
        width = self.dimension * 4
        with self._lock:
            for at in range(0, len(keys), LOOKUP):
                part = keys[at:at + LOOKUP]
                rows = self._db.execute(
                    f"SELECT key, vec FROM vectors WHERE key IN ({','.join('?' * len(part))})", part).fetchall()
                found.update((k, np.frombuffer(v, dtype=np.float32)) for k, v in rows if len(v) == width)
        return [found.get(k) for k in keys]

    def put(self, texts: Sequence[str], vectors: np.ndarray) -> None:
        self.put_keyed([self._key(t) for t in texts], vectors)

    def put_keyed(self, keys: Sequence[bytes], vectors: np.ndarray) -> None:
        """Store vectors under keys made by `cache_key` (shipped vectors come keyed, without their texts)."""
        rows = [(k, np.asarray(v, dtype=np.float32).tobytes()) for k, v in zip(keys, vectors)]
        with self._lock:
            self._db.execute("BEGIN")
            self._db.executemany("INSERT OR REPLACE INTO vectors (key, vec) VALUES (?, ?)", rows)
            self._db.execute("COMMIT")

    def __len__(self) -> int:
        with self._lock:
            return self._db.execute("SELECT count(*) FROM vectors").fetchone()[0]


def encode_cached(embedder, texts: list[str], cache: EmbeddingCache | None) -> tuple[np.ndarray, int]:
    """Vectors for `texts`, encoding only those the cache lacks; returns (vectors, how many were encoded)."""
    if cache is None:
        return embedder.encode(texts), len(texts)
    cached = cache.get(texts)
    missing = [i for i, v in enumerate(cached) if v is None]
    out = np.zeros((len(texts), embedder.dimension), dtype=np.float32)
    for i, v in enumerate(cached):
        if v is not None:
            out[i] = v
    if missing:
        fresh = embedder.encode([texts[i] for i in missing])
        out[missing] = fresh
        cache.put([texts[i] for i in missing], fresh)
    return out, len(missing)
