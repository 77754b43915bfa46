"""The only module that knows Chroma: chunks with their vectors and metadata, embedded or over HTTP."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import chromadb
from chromadb.config import Settings as ChromaSettings

from .errors import CitewiseError
from .settings import Settings

PAGE = 2000  # rows per Chroma `get` call when reading the whole collection


class StoreError(CitewiseError, RuntimeError):
    """The store cannot be used as configured; the message says what to do."""


@dataclass
class StoredChunk:
    chunk_id: str
    text: str
    meta: dict[str, Any]


class ChunkStore:
    """A Chroma collection of chunks. Paper-level fields live on every chunk; the abstract on chunk 0."""

    def __init__(self, settings: Settings):
        cfg = settings.store
        self.mode = cfg.mode
        self.collection_name = cfg.collection
        chroma_settings = ChromaSettings(anonymized_telemetry=False)
        if cfg.mode == "embedded":
            self.location = str(settings.data_path / cfg.path)
            self.client = chromadb.PersistentClient(path=self.location, settings=chroma_settings)
        else:
            self.location = f"http://{cfg.host}:{cfg.port}"
            try:
                self.client = chromadb.HttpClient(host=cfg.host, port=cfg.port, settings=chroma_settings)
            except Exception as exc:  # chromadb raises plain ValueError/ConnectionError here
                raise StoreError(
                    f"cannot reach the Chroma server at {self.location} (store.host/store.port): {exc}. "
                    f"Start one with `chroma run --path DIR --port {cfg.port}`, or set store.mode: embedded."
                ) from None
        self._open()

    def _open(self) -> None:
        self.collection = self._call(lambda: self.client.get_or_create_collection(
            self.collection_name, embedding_function=None, metadata={"hnsw:space": "cosine"}))

    def _call(self, fn):
        """Run a Chroma call; a lost server becomes a StoreError that says where it was expected."""
        try:
            return fn()
        except StoreError:
            raise
        except Exception as exc:
            if self.mode == "http" and _is_connection_error(exc):
                raise StoreError(f"the Chroma server at {self.location} is not answering: {exc}") from None
            raise

    # --- collection-level metadata -------------------------------------------------------------
    def _meta(self) -> dict[str, Any]:
        col = self._call(lambda: self.client.get_collection(self.collection_name, embedding_function=None))
        return dict(col.metadata or {})

    def _set_meta(self, **values: Any) -> None:
        meta = self._meta()
        meta.update(values)
        meta.pop("hnsw:space", None)  # Chroma refuses to change the distance function
        self._call(lambda: self.collection.modify(metadata=meta))

    @property
    def revision(self) -> str:
        """Changes whenever the stored chunks change (read by the BM25 index to know it is stale)."""
        return str(self._meta().get("revision", "empty"))

    def bump_revision(self) -> None:
        self._set_meta(revision=uuid.uuid4().hex)

    @property
    def embedding_fingerprint(self) -> str | None:
        return self._meta().get("embedding")

    def check_embedding(self, fingerprint: str) -> None:
        stored = self.embedding_fingerprint
        if stored and stored != fingerprint and self.count() > 0:
            raise StoreError(
                f"the store at {self.location} was built with embedding '{stored}', but embedding.model gives "
                f"'{fingerprint}': run `citewise ingest --rebuild` (or switch embedding.model back)"
            )
        if stored != fingerprint:
            self._set_meta(embedding=fingerprint)

    # --- reads -----------------------------------------------------------------------------------
    def count(self) -> int:
        return self._call(self.collection.count)

    def iter_chunks(self, include_text: bool = True) -> Iterator[StoredChunk]:
        include = ["metadatas", "documents"] if include_text else ["metadatas"]
        offset = 0
        while True:
            page = self._call(lambda at=offset: self.collection.get(include=include, limit=PAGE, offset=at))
            docs = page.get("documents") or [""] * len(page["ids"])
            for cid, doc, meta in zip(page["ids"], docs, page["metadatas"]):
                yield StoredChunk(cid, doc or "", meta or {})
            if len(page["ids"]) < PAGE:
                return
            offset += PAGE

    def iter_vectors(self) -> Iterator[tuple[str, list[float], str, dict[str, Any]]]:
        """(paper id, chunk vector, chunk text, chunk metadata) for every chunk, page by page."""
        offset = 0
        while True:
            page = self._call(lambda at=offset: self.collection.get(include=["embeddings", "documents", "metadatas"],
                                                                    limit=PAGE, offset=at))
            for vec, doc, meta in zip(page["embeddings"], page["documents"], page["metadatas"]):
                meta = meta or {}
                yield meta.get("paper_id", ""), vec, doc or "", meta
            if len(page["ids"]) < PAGE:
                return
            offset += PAGE

    def paper_records(self, paper_ids: list[str]) -> dict[str, dict[str, Any]]:
        """Paper metadata (incl. abstract) from each paper's chunk 0."""
        if not paper_ids:
            return {}
        page = self._call(lambda: self.collection.get(ids=[f"{pid}::0" for pid in paper_ids], include=["metadatas"]))
        return {m["paper_id"]: m for m in page["metadatas"] if m}

    def get_chunks(self, chunk_ids: list[str]) -> list[StoredChunk]:
        page = self._call(lambda: self.collection.get(ids=chunk_ids, include=["metadatas", "documents"]))
        rows = zip(page["ids"], page["documents"], page["metadatas"])
        return [StoredChunk(cid, doc or "", meta or {}) for cid, doc, meta in rows]

    def query(self, vector: list[float], n: int, where: dict | None) -> list[tuple[str, float, str, dict]]:
        """Nearest chunks: (chunk_id, cosine similarity, text, metadata), best first."""
        n = min(n, self.count())
        if n <= 0:
            return []
        res = self._call(lambda: self.collection.query(query_embeddings=[vector], n_results=n, where=where or None,
                                                       include=["documents", "metadatas", "distances"]))
        return [(cid, 1.0 - float(dist), doc or "", meta or {})
                for cid, dist, doc, meta in zip(res["ids"][0], res["distances"][0], res["documents"][0], res["metadatas"][0])]

    # --- writes ----------------------------------------------------------------------------------
    def replace_papers(self, paper_ids: list[str], ids: list[str], vectors: list[list[float]],
                       texts: list[str], metas: list[dict]) -> None:
        """Drop the old chunks of these papers, then write their new ones."""
        if paper_ids:
            self._call(lambda: self.collection.delete(where={"paper_id": {"$in": paper_ids}}))
        if ids:
            self._call(lambda: self.collection.add(ids=ids, embeddings=vectors, documents=texts, metadatas=metas))

    def reset(self) -> None:
        """Delete every chunk (used by `ingest --rebuild`, after the new input was read without error)."""
        try:
            self._call(lambda: self.client.delete_collection(self.collection_name))
        except StoreError:
            raise
        except Exception:  # noqa: BLE001 - collection already gone
            pass
        self._open()


def _is_connection_error(exc: Exception) -> bool:
    text = f"{type(exc).__name__} {exc}".lower()
    return any(w in text for w in ("connect", "timeout", "timed out", "refused", "unreachable", "remoteprotocol"))
