"""Corpus readers: plain-text abstracts (+ `.titles.jsonl` sidecar), JSONL and CSV -> `Paper`.

Every error names the file and the line or record; a reader for a new format is one function
added to `READERS`.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
from collections.abc import Callable, Iterable
from pathlib import Path

from .errors import CitewiseError
from .types import Paper, normalize_space

SIDECAR_SUFFIX = ".titles.jsonl"


class CorpusError(CitewiseError, ValueError):
    """Bad input; the message starts with 'file:line:' so the user can find it."""


def content_id(abstract: str) -> str:
    """Stable id for a paper that has none of its own: a hash of its whitespace-normalized abstract."""
    return "h" + hashlib.sha1(normalize_space(abstract).encode()).hexdigest()[:12]


_METHOD = re.compile(
    r"\b(?:[Ww]e|[Tt]his paper|[Tt]his work)\s+(?:propose|introduce|present|develop)s?\s+(?:\w+\s+){0,6}?"
    r"([A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9-]*)"
)


def derive_label(abstract: str) -> str:
    """A short label for an untitled abstract: its method name if it names one, else its first words."""
    if m := _METHOD.search(abstract):
        return m.group(1)
    words = abstract.split()
    return " ".join(words[:8]) + ("…" if len(words) > 8 else "")


def _decode(path: Path) -> str:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise CorpusError(f"{path}: file not found") from None
    except OSError as exc:
        raise CorpusError(f"{path}: cannot read: {exc.strerror}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise CorpusError(f"{path}:{line}: invalid UTF-8 (byte {exc.start}); re-save the file as UTF-8") from None
    if not text.strip():
        raise CorpusError(f"{path}: file is empty")
    return text.lstrip("\ufeff")


def _str_list(value: object, where: str, field: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [v.strip() for v in value.split(";") if v.strip()]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return [v.strip() for v in value if v.strip()]
    raise CorpusError(f"{where}: field '{field}' must be a list of strings or a ';'-separated string")


def _opt_str(value: object, where: str, field: str) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise CorpusError(f"{where}: field '{field}' must be a string")
    return value.strip() or None


def paper_from_record(rec: dict, where: str, source: str) -> Paper:
    """A JSON/CSV record with the corpus fields (id, title, abstract, venue, primary_area, keywords, url, authors)."""
    abstract = rec.get("abstract")
    if not isinstance(abstract, str) or not abstract.strip():
        raise CorpusError(f"{where}: record has no abstract")
    abstract = abstract.strip()
    title = _opt_str(rec.get("title"), where, "title") or derive_label(abstract)
    raw_id = rec.get("id")
    if raw_id is not None and not isinstance(raw_id, (str, int)):
        raise CorpusError(f"{where}: field 'id' must be a string")
    return Paper(
        paper_id=str(raw_id).strip() if raw_id not in (None, "") else content_id(abstract),
        title=title,
        abstract=abstract,
        authors=_str_list(rec.get("authors"), where, "authors"),
        venue=_opt_str(rec.get("venue"), where, "venue"),
        primary_area=_opt_str(rec.get("primary_area"), where, "primary_area"),
        keywords=_str_list(rec.get("keywords"), where, "keywords"),
        url=_opt_str(rec.get("url"), where, "url"),
        sources=[source],
        origin=where,
    )


def _json_object(line: str, where: str) -> dict:
    try:
        rec = json.loads(line)
    except json.JSONDecodeError as exc:
        raise CorpusError(f"{where}: malformed JSON: {exc.msg} (column {exc.colno})") from None
    except RecursionError:
        raise CorpusError(f"{where}: malformed JSON: nested too deeply") from None
    if not isinstance(rec, dict):
        raise CorpusError(f"{where}: expected a JSON object, got {type(rec).__name__}")
    return rec


def read_jsonl(path: Path) -> list[Paper]:
    text = _decode(path)
    papers = []
    for lineno, line in enumerate(text.splitlines(), 1):
        if line.strip():
            where = f"{path}:{lineno}"
            papers.append(paper_from_record(_json_object(line, where), where, path.name))
    return papers


def read_csv(path: Path) -> list[Paper]:
    text = _decode(path)
    rows = csv.reader(io.StringIO(text, newline=""), strict=True)
    header: list[str] | None = None
    papers = []
    start = 1  # first line of the row being read (a quoted field may span lines)
    try:
        for row in rows:
            where = f"{path}:{start}"
            start = rows.line_num + 1
            if not row:
                continue  # blank line
            if header is None:
                header = [h.strip() for h in row]
                if "abstract" not in header:
                    raise CorpusError(f"{where}: CSV header must have an 'abstract' column (found: {header})")
                continue
            if len(row) > len(header):
                raise CorpusError(f"{where}: row has more fields than the header")
            papers.append(paper_from_record({k: v for k, v in zip(header, row) if k}, where, path.name))
    except csv.Error as exc:
        stop = rows.line_num
        where = f"{path}:{start}" + (f" (to line {stop})" if stop > start else "")
        raise CorpusError(f"{where}: malformed CSV: {exc}") from None
    if not papers:
        raise CorpusError(f"{path}: no records after the header line")
    return papers


def _read_sidecar(path: Path) -> dict[int, dict]:
    entries: dict[int, dict] = {}
    for lineno, line in enumerate(_decode(path).splitlines(), 1):
        if not line.strip():
            continue
        where = f"{path}:{lineno}"
        rec = _json_object(line, where)
        pos = rec.get("position")
        if not isinstance(pos, int) or pos < 1:
            raise CorpusError(f"{where}: 'position' must be a positive integer")
        entries[pos] = rec
    return entries


def _blocks(text: str) -> Iterable[tuple[int, str]]:
    """(first line number, text) of each blank-line separated block after the heading line."""
    block: list[str] = []
    start = 0
    for lineno, line in enumerate(text.splitlines(), 1):
        if lineno == 1:
            continue  # heading
        if line.strip():
            if not block:
                start = lineno
            block.append(line.strip())
        elif block:
            yield start, " ".join(block)
            block = []
    if block:
        yield start, " ".join(block)


def read_abstracts_txt(path: Path) -> list[Paper]:
    """Plain text: a heading line, then abstracts separated by blank lines; titles from an optional sidecar."""
    text = _decode(path)
    sidecar_path = path.with_name(path.name[: -len(path.suffix)] + SIDECAR_SUFFIX)
    sidecar = _read_sidecar(sidecar_path) if sidecar_path.exists() else {}
    papers = []
    for position, (lineno, abstract) in enumerate(_blocks(text), 1):
        meta = sidecar.get(position, {})
        where = f"{path}:{lineno}"
        rec = {"abstract": abstract, "title": meta.get("title"), "id": meta.get("openreview_id") or meta.get("id"),
               "authors": meta.get("authors"), "url": meta.get("url"), "venue": meta.get("venue"),
               "primary_area": meta.get("primary_area"), "keywords": meta.get("keywords")}
        papers.append(paper_from_record(rec, where, path.name))
    if not papers:
        raise CorpusError(f"{path}: no abstracts after the heading line")
    if sidecar and max(sidecar) > len(papers):
        raise CorpusError(f"{sidecar_path}: has position {max(sidecar)} but {path.name} holds {len(papers)} abstracts")
    return papers


READERS: dict[str, Callable[[Path], list[Paper]]] = {
    ".txt": read_abstracts_txt,
    ".jsonl": read_jsonl,
    ".csv": read_csv,
}


def corpus_files(paths: Iterable[str | Path]) -> list[Path]:
    """Expand folders into their corpus files (sidecars and READMEs are not corpus files)."""
    files: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            found = sorted(f for f in p.iterdir() if f.suffix in READERS and not f.name.endswith(SIDECAR_SUFFIX))
            if not found:
                raise CorpusError(f"{p}: folder holds no corpus files ({', '.join(READERS)})")
            files.extend(found)
        elif not p.exists():
            raise CorpusError(f"{p}: file not found")
        elif p.suffix not in READERS:
            raise CorpusError(f"{p}: unknown format '{p.suffix}' (readers: {', '.join(READERS)})")
        else:
            files.append(p)
    return files


def read_corpus(paths: Iterable[str | Path]) -> list[Paper]:
    """Read every file; a paper found in several files is kept once with merged metadata.

    The same id with a different abstract is an error naming both places.
    """
    merged: dict[str, Paper] = {}
    for path in corpus_files(paths):
        for paper in READERS[path.suffix](path):
            seen = merged.get(paper.paper_id)
            if seen is None:
                merged[paper.paper_id] = paper
            elif normalize_space(seen.abstract) != normalize_space(paper.abstract):
                raise CorpusError(
                    f"{paper.origin}: id '{paper.paper_id}' already read at {seen.origin} with a different abstract")
            else:
                _merge_into(seen, paper)
    papers = list(merged.values())
    _rejoin_line_breaks(papers)
    return papers


_BROKEN = re.compile(r"\b([\w’'-]+)-[ \t]*\r?\n[ \t]*([\w’']+)")  # "represen-\ntation", "Self-\nRepresentation"
_WORD = re.compile(r"[\w’'-]+")


def _rejoin_line_breaks(papers: list[Paper]) -> None:
    """Words an abstract copied from a PDF breaks at a line's end ("represen-\ntation", "Self-\nRepresentation
    Alignment") made whole again, so that a question's "representation" or "Self-Representation Alignment" finds
    them: joined when the corpus writes the joined word, hyphenated when it writes the hyphenated one ("data-centric")
    or a part is a name ("VQ-\nVAE", "LLM-\nbased"), else joined (a word split by the line's end). The id stays
    the one read."""
    if not any("\n" in p.abstract for p in papers):
        return
    words: dict[str, int] = {}
    for p in papers:
        for w in _WORD.findall(p.abstract.lower()):
            words[w] = words.get(w, 0) + 1

    def whole(m: re.Match) -> str:
        a, b = m.group(1), m.group(2)
        joined, hyphened = f"{a}{b}".lower(), f"{a}-{b}".lower()
        if words.get(hyphened, 0) > words.get(joined, 0):
            return f"{a}-{b}"
        if words.get(joined):
            return f"{a}{b}"
        named = any(c.isupper() or c.isdigit() for c in a[1:] + b) or b[:1].isupper() or "-" in a  # "one-by-\none"
        two_words = all(len(w) >= 4 and words.get(w.lower(), 0) >= 3 for w in (a, b))  # "Agent-\nbenchmark"
        return f"{a}-{b}" if named or two_words else f"{a}{b}"

    for p in papers:
        if "-" in p.abstract and "\n" in p.abstract:
            p.abstract = _BROKEN.sub(whole, p.abstract)


def _merge_into(kept: Paper, other: Paper) -> None:
    """Fill what `kept` lacks from `other`: the richer record wins field by field."""
    if kept.title == derive_label(kept.abstract) and other.title != derive_label(other.abstract):
        kept.title = other.title
    for name in ("venue", "primary_area", "url"):
        if not getattr(kept, name):
            setattr(kept, name, getattr(other, name))
    for name in ("authors", "keywords"):
        if not getattr(kept, name):
            setattr(kept, name, getattr(other, name))
    kept.sources = sorted(set(kept.sources) | set(other.sources))
