"""Readers on the real seed file and small files written in tmp; every bad input names its file and line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import SEED_COUNT, SIDECAR_ENTRIES, SIDECAR_IDS

from rag.readers import CorpusError, content_id, corpus_files, derive_label, read_abstracts_txt, read_corpus


def write_jsonl(path: Path, records: list[dict | str]) -> Path:
    lines = [r if isinstance(r, str) else json.dumps(r) for r in records]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def raises_at(match_path: Path, line: int | None = None):
    """pytest.raises(CorpusError) whose message starts with 'path:line:' (or 'path:' when line is None)."""
    prefix = f"{match_path}:{line}" if line is not None else f"{match_path}:"
    return pytest.raises(CorpusError, match="^" + re.escape(prefix))


# --- the plain-text format --------------------------------------------------------------------


def test_txt_with_sidecar(corpus_dir):
    txt = next(corpus_dir.glob("*.txt"))
    papers = read_corpus([txt])
    assert len(papers) == SEED_COUNT
    for position, (paper, entry) in enumerate(zip(papers, SIDECAR_ENTRIES), 1):
        assert entry["position"] == position
        assert paper.title == entry["title"]
        assert paper.authors == entry.get("authors", [])
        assert paper.url == entry.get("url")
        assert paper.sources == [txt.name]
        assert paper.origin.startswith(f"{txt}:")
        if position in SIDECAR_IDS:
            assert paper.paper_id == SIDECAR_IDS[position]
        else:  # the sidecar has no openreview_id: a stable hash of the abstract
            assert paper.paper_id == content_id(paper.abstract)
            assert re.fullmatch(r"h[0-9a-f]{12}", paper.paper_id)
    hashed = [p for p in papers if p.paper_id == content_id(p.abstract)]
    assert len(hashed) == SEED_COUNT - len(SIDECAR_IDS) == 2
    # abstracts are whole paragraphs; the heading line is not an abstract
    by_id = {p.paper_id: p for p in papers}
    assert by_id["TLSUIyBIfs"].abstract.startswith("We study the problem of length generalization (LG) in transformers")
    assert all("论文列表" not in p.abstract for p in papers)
    assert papers[0].origin == f"{txt}:3"  # line 1 heading, line 2 blank


def test_txt_without_sidecar_derives_labels(copy_seeds, tmp_path):
    txt = copy_seeds(tmp_path / "plain", sidecar=False)
    papers = read_abstracts_txt(txt)
    assert len(papers) == SEED_COUNT
    assert all(p.paper_id == content_id(p.abstract) for p in papers)
    assert all(p.title == derive_label(p.abstract) and p.title for p in papers)
    assert all(p.authors == [] and p.url is None for p in papers)
    assert papers[2].title == "LiteGuard"  # "we propose LiteGuard, ..." names its method
    assert papers[0].title == "Deep learning has led researchers to rethink the…"  # else its first words
    # the same abstracts get the same ids as with a sidecar that lacks openreview ids
    assert len({p.paper_id for p in papers}) == SEED_COUNT


def test_content_id_ignores_whitespace():
    assert content_id("A  study of\nthings. ") == content_id("A study of things.")
    assert content_id("A study of things.") != content_id("A study of other things.")


# --- JSONL and CSV ------------------------------------------------------------------------------


def test_jsonl(tmp_path):
    path = write_jsonl(tmp_path / "papers.jsonl", [
        {"id": "P1", "title": "Sparse Graphs", "abstract": "  We study sparse graphs.  ", "authors": ["A. One", "B. Two"],
         "venue": "ICLR 2026 Oral", "primary_area": "learning on graphs", "keywords": ["graphs", "sparsity"],
         "url": "https://openreview.net/forum?id=P1"},
        "",
        {"title": "No Id Here", "abstract": "An abstract without an id.", "keywords": "alpha; beta ;; gamma"},
        {"id": 42, "abstract": "We propose FooNet for things."},
    ])
    papers = read_corpus([path])
    assert [p.paper_id for p in papers] == ["P1", content_id("An abstract without an id."), "42"]
    p1, p2, p3 = papers
    assert p1.abstract == "We study sparse graphs."
    assert (p1.venue, p1.primary_area, p1.keywords, p1.authors) == \
        ("ICLR 2026 Oral", "learning on graphs", ["graphs", "sparsity"], ["A. One", "B. Two"])
    assert p1.origin == f"{path}:1" and p2.origin == f"{path}:3"  # blank line 2 is skipped, lines still counted
    assert p2.keywords == ["alpha", "beta", "gamma"] and p2.authors == [] and p2.venue is None
    assert p3.title == "FooNet"  # untitled: derived label
    assert all(p.sources == ["papers.jsonl"] for p in papers)


def test_csv_authors_optional_keywords_semicolons(tmp_path):
    path = tmp_path / "papers.csv"
    path.write_text(
        "id,title,abstract,venue,primary_area,keywords,url\n"
        'C1,Quoted Title,"An abstract, with a comma\nand a line break.",ICLR 2026 Poster,optimization,"sgd; momentum ;adam",\n'
        "\n"
        "C2,Second,Plain abstract.,,,,https://example.org/c2\n",
        encoding="utf-8",
    )
    c1, c2 = read_corpus([path])
    assert c1.paper_id == "C1" and c1.title == "Quoted Title"
    assert "with a comma" in c1.abstract and "line break" in c1.abstract
    assert c1.authors == [] and c1.keywords == ["sgd", "momentum", "adam"] and c1.url is None
    assert (c1.venue, c1.primary_area) == ("ICLR 2026 Poster", "optimization")
    assert c2.venue is None and c2.keywords == [] and c2.url == "https://example.org/c2"
    assert c1.origin == f"{path}:2" and c2.origin == f"{path}:5"  # a record's first line

    with_authors = tmp_path / "authors.csv"
    with_authors.write_text("abstract,authors\nSome abstract.,Ann Lee; Bo Chen\n", encoding="utf-8")
    (paper,) = read_corpus([with_authors])
    assert paper.authors == ["Ann Lee", "Bo Chen"] and paper.paper_id == content_id("Some abstract.")


# --- folders and merging ----------------------------------------------------------------------


def test_folder_skips_sidecars_and_other_files(corpus_dir):
    (corpus_dir / "README.md").write_text("not a corpus file", encoding="utf-8")
    files = corpus_files([corpus_dir])
    assert [f.name for f in files] == ["000_4bd91504f5572ffe.txt"]
    assert len(read_corpus([corpus_dir])) == SEED_COUNT


def test_same_paper_in_two_files_is_merged(corpus_dir):
    txt = next(corpus_dir.glob("*.txt"))
    seeds = {p.paper_id: p for p in read_abstracts_txt(txt)}
    lg = seeds["TLSUIyBIfs"]
    untitled = seeds[content_id(read_abstracts_txt(txt)[4].abstract)]  # position 5: no id in the sidecar
    extra = write_jsonl(corpus_dir / "extra.jsonl", [
        # same id, same abstract with other whitespace, richer metadata
        {"id": "TLSUIyBIfs", "title": "Another Title", "abstract": "  " + lg.abstract.replace(" ", "  \n", 3),
         "venue": "ICLR 2026 Oral", "primary_area": "learning theory", "keywords": ["length generalization"],
         "authors": ["Someone Else"]},
        # no id: found by its content hash
        {"abstract": untitled.abstract, "venue": "ICLR 2026 Poster"},
        {"id": "NEW1", "title": "A New Paper", "abstract": "Something else entirely."},
    ])
    papers = read_corpus([corpus_dir])  # txt sorts before extra.jsonl
    assert len(papers) == SEED_COUNT + 1
    assert len({p.paper_id for p in papers}) == len(papers)
    merged = {p.paper_id: p for p in papers}["TLSUIyBIfs"]
    assert merged.title == "Quantitative Bounds for Length Generalization in Transformers"  # first titled record kept
    assert merged.authors == lg.authors  # kept had authors already
    assert (merged.venue, merged.primary_area) == ("ICLR 2026 Oral", "learning theory")
    assert merged.keywords == ["length generalization"]
    assert merged.sources == sorted([txt.name, extra.name])
    m2 = {p.paper_id: p for p in papers}[untitled.paper_id]
    assert m2.venue == "ICLR 2026 Poster" and m2.sources == sorted([txt.name, extra.name])


def test_merge_fills_a_derived_title(tmp_path, copy_seeds):
    txt = copy_seeds(tmp_path / "c", sidecar=False)
    first = read_abstracts_txt(txt)[1]
    assert first.title == derive_label(first.abstract)
    extra = write_jsonl(tmp_path / "c" / "z.jsonl", [{"title": "Real Title", "abstract": first.abstract}])
    merged = {p.paper_id: p for p in read_corpus([txt, extra])}[first.paper_id]
    assert merged.title == "Real Title"


# --- bad input: CorpusError naming the file and line ------------------------------------------


def test_missing_file(tmp_path):
    with raises_at(tmp_path / "nope.jsonl") as exc:
        read_corpus([tmp_path / "nope.jsonl"])
    assert "not found" in str(exc.value)


@pytest.mark.parametrize("name,content", [("empty.jsonl", ""), ("blank.txt", "  \n\n"), ("empty.csv", "\n")])
def test_empty_file(tmp_path, name, content):
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with raises_at(path) as exc:
        read_corpus([path])
    assert "empty" in str(exc.value)


def test_txt_with_only_a_heading(tmp_path):
    path = tmp_path / "heading.txt"
    path.write_text("Just a heading\n\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="no abstracts"):
        read_corpus([path])


def test_record_without_abstract(tmp_path):
    path = write_jsonl(tmp_path / "a.jsonl", [{"id": "1", "abstract": "Fine."}, {"id": "2", "title": "No abstract"}])
    with raises_at(path, 2) as exc:
        read_corpus([path])
    assert "no abstract" in str(exc.value)

    blank = write_jsonl(tmp_path / "b.jsonl", [{"id": "1", "abstract": "   "}])
    with raises_at(blank, 1):
        read_corpus([blank])

    csv_path = tmp_path / "c.csv"
    csv_path.write_text("id,title,abstract\nx,T,Fine.\n\ny,T2,\n", encoding="utf-8")
    with raises_at(csv_path, 4) as exc:
        read_corpus([csv_path])
    assert "no abstract" in str(exc.value)


def test_invalid_utf8(tmp_path):
    path = tmp_path / "latin1.jsonl"
    good = json.dumps({"id": "1", "abstract": "Fine."}).encode()
    path.write_bytes(good + b"\n" + good + b"\n" + '{"id": "3", "abstract": "Caf\u00e9"}'.encode("latin-1") + b"\n")
    with raises_at(path, 3) as exc:
        read_corpus([path])
    assert "UTF-8" in str(exc.value)


def test_malformed_json(tmp_path):
    path = write_jsonl(tmp_path / "bad.jsonl", [{"id": "1", "abstract": "Fine."}, '{"id": "2", "abstract": "cut off'])
    with raises_at(path, 2) as exc:
        read_corpus([path])
    assert "malformed JSON" in str(exc.value)

    not_object = write_jsonl(tmp_path / "list.jsonl", ['["a", "b"]'])
    with raises_at(not_object, 1) as exc:
        read_corpus([not_object])
    assert "JSON object" in str(exc.value)


def test_wrong_field_type(tmp_path):
    path = write_jsonl(tmp_path / "types.jsonl", [{"id": "1", "abstract": "Fine.", "keywords": 5}])
    with raises_at(path, 1) as exc:
        read_corpus([path])
    assert "keywords" in str(exc.value)


def test_malformed_csv_unterminated_quote(tmp_path):
    path = tmp_path / "quote.csv"
    path.write_text('id,title,abstract\nx,T,Fine.\ny,T2,"never closed\nstill inside\n', encoding="utf-8")
    with raises_at(path, 3) as exc:  # the line where the broken row starts
        read_corpus([path])
    assert "malformed CSV" in str(exc.value)


def test_malformed_csv_stray_quote(tmp_path):
    path = tmp_path / "stray.csv"
    path.write_text('id,title,abstract\nx,T,Fine.\ny,T2,"half" quoted\n', encoding="utf-8")
    with raises_at(path, 3) as exc:
        read_corpus([path])
    assert "malformed CSV" in str(exc.value)


def test_malformed_csv_extra_fields(tmp_path):
    path = tmp_path / "extra.csv"
    path.write_text("id,title,abstract\nx,T,Fine.\ny,T2,Also fine.,surplus\n", encoding="utf-8")
    with raises_at(path, 3) as exc:
        read_corpus([path])
    assert "more fields than the header" in str(exc.value)


def test_csv_without_abstract_column(tmp_path):
    path = tmp_path / "semicolons.csv"
    path.write_text("id;title;abstract\n1;T;x\n", encoding="utf-8")
    with raises_at(path, 1) as exc:
        read_corpus([path])
    assert "'abstract' column" in str(exc.value)


def test_csv_header_only(tmp_path):
    path = tmp_path / "header.csv"
    path.write_text("id,title,abstract\n", encoding="utf-8")
    with raises_at(path) as exc:
        read_corpus([path])
    assert "no records" in str(exc.value)


def test_duplicate_id_with_different_abstract_names_both_places(tmp_path):
    a = write_jsonl(tmp_path / "a.jsonl", [{"id": "X1", "abstract": "First version."}])
    b = write_jsonl(tmp_path / "b.jsonl", [{"id": "Y", "abstract": "Other."}, {"id": "X1", "abstract": "Second version."}])
    with raises_at(b, 2) as exc:
        read_corpus([a, b])
    assert f"{a}:1" in str(exc.value) and "X1" in str(exc.value)

    same_file = write_jsonl(tmp_path / "c.jsonl", [{"id": "Z", "abstract": "One."}, {"id": "Z", "abstract": "Two."}])
    with raises_at(same_file, 2) as exc:
        read_corpus([same_file])
    assert f"{same_file}:1" in str(exc.value)


def test_duplicate_with_seed_sidecar_id(corpus_dir):
    write_jsonl(corpus_dir / "clash.jsonl", [{"id": "TFC25ZT9nI", "abstract": "A different abstract."}])
    txt = next(corpus_dir.glob("*.txt"))
    with pytest.raises(CorpusError) as exc:
        read_corpus([corpus_dir])
    msg = str(exc.value)
    assert msg.startswith(f"{corpus_dir / 'clash.jsonl'}:1:") and f"{txt}:7" in msg


def test_unknown_extension(tmp_path):
    path = tmp_path / "paper.pdf"
    path.write_bytes(b"%PDF-1.4")
    with raises_at(path) as exc:
        read_corpus([path])
    assert "unknown format '.pdf'" in str(exc.value)


def test_folder_without_corpus_files(tmp_path, copy_seeds):
    folder = tmp_path / "only_sidecar"
    copy_seeds(folder)
    (folder / "000_4bd91504f5572ffe.txt").unlink()  # a sidecar alone is not a corpus file
    (folder / "notes.md").write_text("hello", encoding="utf-8")
    with raises_at(folder) as exc:
        read_corpus([folder])
    assert "no corpus files" in str(exc.value)


def test_bad_sidecar_names_the_sidecar(corpus_dir):
    sidecar = next(corpus_dir.glob("*.titles.jsonl"))
    lines = sidecar.read_text(encoding="utf-8").splitlines()
    lines[3] = '{"position": 4, "title": broken'
    sidecar.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with raises_at(sidecar, 4) as exc:
        read_corpus([corpus_dir])
    assert "malformed JSON" in str(exc.value)

    lines[3] = json.dumps({"position": 40, "title": "Out of range"})
    sidecar.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with raises_at(sidecar) as exc:
        read_corpus([corpus_dir])
    assert "position 40" in str(exc.value)


def test_words_broken_at_a_lines_end_are_made_whole(tmp_path):
    records = [
        {"id": "a", "title": "Representation Alignment for Diffusion Transformers without External Components",
         "abstract": "We propose Self-\nRepresentation Alignment (SRA), which uses the internal represen-\ntation of "
                     "a diffusion trans-\nformer; a data-\ncentric, one-by-\none VQ-\nVAE step."},
        {"id": "b", "title": "Other", "abstract": "A data-centric view of the representation of each transformer."},
    ]
    path = tmp_path / "c.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records))
    [a, _] = read_corpus([path])
    assert a.abstract == ("We propose Self-Representation Alignment (SRA), which uses the internal representation of a "
                          "diffusion transformer; a data-centric, one-by-one VQ-VAE step.")
    assert a.paper_id == "a"
