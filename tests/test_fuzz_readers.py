"""Readers fuzzed with hypothesis: any input either reads or fails with a CorpusError that names the file;
a failed ingest changes nothing stored."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rag.readers import CorpusError, read_corpus

SUFFIXES = [".jsonl", ".csv", ".txt"]
FIELDS = ["id", "title", "abstract", "venue", "primary_area", "keywords", "url", "authors"]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
records = st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=8)


def _read(name: str, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_bytes(data)
        try:
            papers = read_corpus([path])
        except CorpusError as exc:
            assert str(exc).startswith(str(path)), exc  # names the file (and line, where there is one)
            return
        for p in papers:
            assert p.abstract.strip() and p.paper_id and isinstance(p.title, str)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(suffix=st.sampled_from(SUFFIXES), data=st.binary(max_size=400))
def test_random_bytes(suffix, data):
    _read("f" + suffix, data)


@settings(max_examples=150, deadline=None)
@given(rows=st.lists(records, min_size=1, max_size=5))
def test_json_records_of_any_shape(rows):
    _read("f.jsonl", "\n".join(json.dumps(r) for r in rows).encode())


@settings(max_examples=100, deadline=None)
@given(text=st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300))
def test_odd_unicode_text(text):
    for suffix in SUFFIXES:
        _read("f" + suffix, text.encode("utf-8"))


@pytest.mark.parametrize("name, data", [
    ("deep.jsonl", b"[" * 100_000 + b"]" * 100_000),
    ("deep2.jsonl", b'{"abstract": ' + b"[" * 50_000 + b"]" * 50_000 + b"}"),
    ("huge.csv", b"id,abstract\nx1," + b"a" * 300_000 + b"\n"),
    ("nul.csv", b"id,abstract\nx1,abc\x00def\n"),
    ("bom.jsonl", "\ufeff".encode() + b'{"id": "b1", "abstract": "Text after a byte order mark."}\n'),
    ("latin1.txt", "Heading\n\nCaf\xe9 abstract in Latin-1.\n".encode("latin-1")),
])
def test_hostile_files(name, data):
    _read(name, data)


def test_a_huge_abstract_is_read_whole(tmp_path):
    path = tmp_path / "big.jsonl"
    path.write_text(json.dumps({"id": "big1", "abstract": "word " * 200_000}) + "\n")
    [paper] = read_corpus([path])
    assert len(paper.abstract.split()) == 200_000


def test_a_failed_ingest_changes_nothing_stored(assistant, corpus_dir, tmp_path):
    assistant.ingest(progress=False)
    before = sorted((c.chunk_id, c.text) for c in assistant.store.iter_chunks())
    revision = assistant.store.revision
    for name, data in [("bad.jsonl", b'{"id": "x", "abstract": "ok"}\n{broken\n'), ("bad.csv", b"id,abstract\n\"x,1\n"),
                       ("bad.txt", b"Heading\n\n\xff\xfe not utf-8\n")]:
        (tmp_path / name).write_bytes(data)
        with pytest.raises(CorpusError, match=name):
            assistant.ingest([corpus_dir, tmp_path / name], progress=False)
    assert sorted((c.chunk_id, c.text) for c in assistant.store.iter_chunks()) == before
    assert assistant.store.revision == revision
