"""Ingest into a real embedded Chroma store: idempotent, replaces changed papers, survives interruption."""

from __future__ import annotations

import json
from collections import defaultdict

import pytest
from conftest import SEED_COUNT

from rag.ingest import Chunker, ingest
from rag.readers import CorpusError, read_corpus
from rag.settings import ChunkingSettings
from rag.store import StoreError

LG_ID = "TLSUIyBIfs"  # two chunks with the default chunking
LG_START = "We study the problem of length generalization (LG) in transformers"
NEW_LG = "We revisit quantitative bounds with a zorblaxian construction. The analysis is short and self-contained."


def by_paper(store) -> dict[str, list]:
    papers: dict[str, list] = defaultdict(list)
    for chunk in store.iter_chunks():
        papers[chunk.meta["paper_id"]].append(chunk)
    for chunks in papers.values():
        chunks.sort(key=lambda c: c.meta["chunk_index"])
    return dict(papers)


def expected_chunks(settings, corpus) -> dict[str, list[str]]:
    chunker = Chunker(settings.chunking)
    return {p.paper_id: [c.text for c in chunker.chunks(p)] for p in read_corpus([corpus])}


def assert_store_matches(store, expected: dict[str, list[str]]) -> None:
    """Exactly the expected chunks: each paper once, indices 0..n-1, no stale or duplicate text."""
    stored = by_paper(store)
    assert set(stored) == set(expected)
    for pid, texts in expected.items():
        chunks = stored[pid]
        assert [c.meta["chunk_index"] for c in chunks] == list(range(len(texts))), pid
        assert [c.chunk_id for c in chunks] == [f"{pid}::{i}" for i in range(len(texts))]
        assert [c.text for c in chunks] == texts, pid
        assert all(c.meta["n_chunks"] == len(texts) for c in chunks)
        assert len({c.meta["version"] for c in chunks}) == 1
    assert store.count() == sum(len(t) for t in expected.values())


def test_ingest_seeds(assistant, corpus_dir, settings):
    report = assistant.ingest(progress=False)
    expected = expected_chunks(settings, corpus_dir)
    assert (report.papers, report.written, report.unchanged) == (SEED_COUNT, SEED_COUNT, 0)
    assert report.chunks == sum(len(t) for t in expected.values()) == assistant.store.count()
    assert report.chunks > SEED_COUNT  # some abstracts are longer than one chunk
    assert "ingested 17 papers: 17 written, 0 unchanged" in report.summary()
    assert_store_matches(assistant.store, expected)

    first = assistant.store.paper_records([LG_ID])[LG_ID]
    assert first["title"] == "Quantitative Bounds for Length Generalization in Transformers"
    assert first["abstract"].startswith(LG_START)
    assert first["authors"] == ["Zachary Izzo", "Eshaan Nichani", "Jason D. Lee"]
    assert first["url"] == f"https://openreview.net/forum?id={LG_ID}"
    assert first["sources"] == ["000_4bd91504f5572ffe.txt"]
    second = assistant.store.get_chunks([f"{LG_ID}::1"])[0].meta
    assert "abstract" not in second and second["title"] == first["title"]  # paper fields on every chunk, abstract on 0

    stats = assistant.stats()
    assert (stats["papers"], stats["chunks"]) == (SEED_COUNT, report.chunks)
    assert stats["sources"] == {"000_4bd91504f5572ffe.txt": SEED_COUNT}
    assert stats["embedding_model"] == assistant.embedder.fingerprint


def test_reingest_writes_nothing(assistant):
    first = assistant.ingest(progress=False)
    count, revision = assistant.store.count(), assistant.store.revision
    again = assistant.ingest(progress=False)
    assert (again.papers, again.written, again.unchanged, again.chunks) == (SEED_COUNT, 0, SEED_COUNT, 0)
    assert assistant.store.count() == count == first.chunks
    assert assistant.store.revision == revision  # nothing written: the BM25 index stays valid


def test_changed_abstract_replaces_its_chunks(assistant, corpus_dir, settings):
    assistant.ingest(progress=False)
    before = assistant.store.count()
    assert len(by_paper(assistant.store)[LG_ID]) == 2
    assert assistant.search("length generalization bounds", k=1)[0].paper_id == LG_ID  # builds the BM25 index

    txt = next(corpus_dir.glob("*.txt"))
    lines = txt.read_text(encoding="utf-8").splitlines()
    (i,) = [n for n, line in enumerate(lines) if line.startswith(LG_START)]
    lines[i] = NEW_LG
    txt.write_text("\n".join(lines) + "\n", encoding="utf-8")

    report = assistant.ingest(progress=False)
    assert (report.written, report.unchanged, report.chunks) == (1, SEED_COUNT - 1, 1)
    chunks = by_paper(assistant.store)[LG_ID]
    assert len(chunks) == 1 and chunks[0].text == NEW_LG
    assert assistant.store.count() == before - 1
    assert not [c for c in assistant.store.iter_chunks() if "length generalization (LG)" in c.text]  # no stale text
    assert assistant.store.paper_records([LG_ID])[LG_ID]["abstract"] == NEW_LG
    assert_store_matches(assistant.store, expected_chunks(settings, corpus_dir))

    # the BM25 index notices the change (store revision) and finds the new words
    hits = assistant.search("zorblaxian construction", k=1)
    assert hits[0].paper_id == LG_ID and hits[0].snippet == NEW_LG


def test_new_chunking_rewrites_every_paper(assistant, corpus_dir, settings):
    assistant.ingest(progress=False)
    small = Chunker(ChunkingSettings(chunk_size=64, chunk_overlap=8))
    report = ingest(read_corpus([corpus_dir]), assistant.store, assistant.embedder, small, progress=False)
    assert report.written == SEED_COUNT
    expected = {p.paper_id: [c.text for c in small.chunks(p)] for p in read_corpus([corpus_dir])}
    assert sum(len(t) for t in expected.values()) > 2 * SEED_COUNT
    assert_store_matches(assistant.store, expected)


def test_rebuild_starts_over(assistant, corpus_dir, tmp_path):
    assistant.ingest(progress=False)
    other = tmp_path / "other.jsonl"
    other.write_text("\n".join(json.dumps(r) for r in [
        {"id": "R1", "title": "Only One", "abstract": "A single short abstract about rebuilding stores."},
        {"id": "R2", "title": "Only Two", "abstract": "Another short abstract."},
    ]) + "\n", encoding="utf-8")
    report = assistant.ingest([other], rebuild=True, progress=False)
    assert (report.papers, report.written, report.chunks) == (2, 2, 2)
    assert set(by_paper(assistant.store)) == {"R1", "R2"} and assistant.store.count() == 2

    report = assistant.ingest(rebuild=True, progress=False)  # back to the seeds, all written again
    assert report.written == SEED_COUNT and report.unchanged == 0
    assert "R1" not in by_paper(assistant.store) and assistant.store.count() == report.chunks


@pytest.mark.parametrize("rebuild", [False, True])
def test_bad_file_stops_before_the_store_is_touched(assistant, corpus_dir, rebuild):
    assistant.ingest(progress=False)
    count, revision = assistant.store.count(), assistant.store.revision
    bad = corpus_dir / "zz_bad.jsonl"
    bad.write_text(json.dumps({"id": "ok", "abstract": "Fine."}) + "\n{not json\n", encoding="utf-8")
    with pytest.raises(CorpusError, match=f"^{bad}:2:"):
        assistant.ingest(rebuild=rebuild, progress=False)
    assert assistant.store.count() == count
    assert assistant.store.revision == revision
    assert "ok" not in by_paper(assistant.store)


def test_interrupted_ingest_is_completed(assistant, corpus_dir, settings):
    assistant.ingest(progress=False)
    expected = expected_chunks(settings, corpus_dir)
    full = assistant.store.count()
    store = assistant.store
    # an interrupted run: some chunks of some papers missing, one paper gone, one half-replaced
    store.collection.delete(ids=[f"{LG_ID}::1", "TFC25ZT9nI::0", "UBoCMU5iYV::0"])
    half = store.get_chunks(["PsB6Lynznk::1"])[0]
    store.collection.update(ids=[half.chunk_id], metadatas=[{**half.meta, "version": "older/192/32"}])
    assert store.count() == full - 3

    report = assistant.ingest(progress=False)
    assert report.written == 4 and report.unchanged == SEED_COUNT - 4
    assert report.chunks == sum(len(expected[p]) for p in (LG_ID, "TFC25ZT9nI", "UBoCMU5iYV", "PsB6Lynznk"))
    assert_store_matches(store, expected)
    assert assistant.ingest(progress=False).written == 0


def test_store_refuses_other_embedding(assistant):
    assistant.ingest(progress=False)
    with pytest.raises(StoreError, match="--rebuild"):
        assistant.store.check_embedding("some-other-model-384-000000000000")
    assistant.store.check_embedding(assistant.embedder.fingerprint)  # the same weights are fine
