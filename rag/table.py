"""Comparison tables: one row per paper with its problem, method, data or benchmark and headline result, each
cell a verbatim span of the abstract (the clause that says it) with its citation, or "not stated".

No LLM on purpose: cells quoted from the abstract cannot misstate it, and a table of 30 papers takes milliseconds.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import asdict, dataclass

from .citations import Checked, cite
from .evidence import UNUSED, role
from .text import looks_like_instruction, plain, short_name
from .types import Source

COLUMNS = ("problem", "method", "data", "result")
HEADERS = {"problem": "Problem", "method": "Method", "data": "Data / benchmark", "result": "Headline result"}
NOT_STATED = "not stated"
_PROBLEM = re.compile(r"\b(problem|challeng\w*|however|limit\w*|fail\w*|struggl\w*|costly|expensive|lack\w*|suffer\w*|"
                      r"bottleneck|remains?|difficult|unclear|open question|prohibitive|vulnerab\w*|hinder\w*)\b",
                      re.IGNORECASE)
_DATA = re.compile(r"\b(benchmarks?|datasets?|corpora|corpus|suites?|evaluat\w+ on|experiments on|tested on|trained on|"
                   r"simulat\w*|real-world|tasks)\b", re.IGNORECASE)
_NUMBER = re.compile(r"\d")
_DATA_PHRASE = re.compile(r"\b(?:on|across|over|using|in|from)\s+((?:[^,.;()]|\([^)]*\)){0,80}?\b(?:benchmarks?|datasets?|"
                          r"corpora|suites?|tasks|environments|domains)\b(?:\s+(?:such as|including|like)\s+[^.;]{0,80})?)",
                          re.IGNORECASE)
_BREAK = re.compile(r"(?:[;:]\s+|,\s+(?=(?:which|while|whereas|and|but|where|thereby|enabling|achieving|yielding|"
                    r"resulting|leading|outperforming|reducing|improving)\b)|\s+—\s+)")


@dataclass
class Row:
    n: int
    paper_id: str
    title: str
    venue: str
    problem: str
    method: str
    data: str
    result: str


def _span(sentence: str, cue: re.Pattern | None, most_words: int = 32) -> str:
    """The clause of `sentence` that holds the cue (the whole sentence when short), cut at `most_words`."""
    text = plain(sentence)
    if len(text.split()) > most_words:
        pieces = [p for p in _BREAK.split(text) if p.strip()]
        hit = next((p for p in pieces if cue is not None and cue.search(p)), pieces[0])
        text = hit.strip()
    words = text.split()
    return " ".join(words[:most_words]) + ("…" if len(words) > most_words else "")


def row(source: Source) -> Row:
    sents = source.sentences
    name = short_name(source.paper.title, source.paper.abstract)
    roles = [role(s, i, name) for i, s in enumerate(sents)]
    usable = [i for i, s in enumerate(sents) if not looks_like_instruction(s) and roles[i] not in UNUSED]

    def first(test) -> int | None:
        return next((i for i in usable if test(i)), None)

    method = first(lambda i: roles[i] == "method")
    problem = first(lambda i: i != method and roles[i] in ("background", "other") and _PROBLEM.search(sents[i]))
    result = first(lambda i: roles[i] == "result" and _NUMBER.search(sents[i])) or first(lambda i: roles[i] == "result")
    data = first(lambda i: _DATA.search(sents[i]) and i != problem and (i == result or i > (method or 0)))
    cells = {}
    for col, at, cue in (("problem", problem, _PROBLEM), ("method", method, None), ("data", data, _DATA),
                         ("result", result, _NUMBER)):
        cells[col] = f"{_span(sents[at], cue)} [{source.n}]" if at is not None else NOT_STATED
    if data is not None and (phrase := _DATA_PHRASE.search(text := plain(sents[data]))):
        named = phrase.group(1).strip()
        if phrase.end() < len(text) and text[phrase.end()].isalnum():
            named = named.rsplit(" ", 1)[0] + "…"  # cut at a word, not inside one
        cells["data"] = f"{named} [{source.n}]"  # the benchmarks named, not the whole sentence
    return Row(source.n, source.paper.paper_id, plain(source.paper.title), source.paper.venue or "", **cells)


def build(sources: list[Source]) -> tuple[Checked, list[Row]]:
    """The table as Markdown (the answer text) and as rows (for the UI's sortable table and CSV)."""
    rows = [row(s) for s in sources]
    supports: dict[int, list[str]] = {}
    for s, r in zip(sources, rows):
        quoted = [sent for sent in s.sentences if any(_unmarked(getattr(r, c)) in plain(sent) for c in COLUMNS
                                                      if getattr(r, c) != NOT_STATED)]
        if quoted:
            supports[s.n] = quoted
    return Checked(markdown(rows), cite(sources, supports), [], supports), rows


def _unmarked(cell: str) -> str:
    return re.sub(r"\s*\[\d+\]$", "", cell).rstrip("…")


def markdown(rows: list[Row]) -> str:
    head = "| Paper | " + " | ".join(HEADERS[c] for c in COLUMNS) + " |"
    rule = "|" + " --- |" * (len(COLUMNS) + 1)
    body = ["| " + " | ".join(_cell(v) for v in (f"{r.title} [{r.n}]", *(getattr(r, c) for c in COLUMNS))) + " |"
            for r in rows]
    return "\n".join([head, rule, *body])


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def to_csv(rows: list[Row]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(asdict(rows[0]) if rows else ["n", "paper_id", "title"]))
    writer.writeheader()
    for r in rows:
        writer.writerow(asdict(r))
    return out.getvalue()
