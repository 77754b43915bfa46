"""Answers leave the app with their references: Markdown with a reference list, BibTeX of the cited papers, and a
whole conversation as Markdown. Hand-written because no chosen library writes BibTeX; the format is small."""

from __future__ import annotations

import re
import unicodedata

from .types import Answer, Citation, Hit

BOOKTITLE = "The Fourteenth International Conference on Learning Representations (ICLR 2026)"
_SUPPORTED_FORMATS = ("text", "md", "bib")


def _papers(answer: Answer) -> dict[int, Hit]:
    return {s.n: s.paper for s in answer.sources}


def _venue(hit: Hit | None) -> str:
    v = (hit.venue or "").lower() if hit else ""
    kind = "oral" if "oral" in v else "spotlight" if "spotlight" in v else "poster" if v else ""
    return f"ICLR 2026{f' ({kind})' if kind else ''}"


def cited(answer: Answer) -> list[dict]:
    """The citations as data for other tools: n, paper id, title, url and the sentences that support the answer."""
    return [{"n": c.n, "paper_id": c.paper_id, "title": c.title, "url": c.url,
             "supporting_sentences": answer.supports.get(c.n) or [c.snippet]} for c in answer.citations]


def references(answer: Answer) -> list[str]:
    """One line per citation: '[n] Title. ICLR 2026 (oral). https://openreview.net/forum?id=…'."""
    papers = _papers(answer)
    return [f"[{c.n}] {c.title}. {_venue(papers.get(c.n))}. {c.url or 'OpenReview id ' + c.paper_id}"
            for c in answer.citations]


def markdown(answer: Answer, heading: bool = True) -> str:
    """The answer as Markdown: the question (optional), the note, the answer with [n] markers, then references."""
    parts = [f"**Q:** {answer.question}"] if heading else []
    if answer.notice:
        parts.append(f"> Note: {answer.notice}")
    parts.append(answer.answer)
    if answer.unsupported_sentences:
        parts.append("Not supported by the abstracts (left out of the answer above):\n"
                     + "\n".join(f"- {s}" for s in answer.unsupported_sentences))
    if answer.citations:
        parts.append("**References**\n\n" + "\n".join(references(answer)))
    return "\n\n".join(parts) + "\n"


def conversation_markdown(answers: list[Answer]) -> str:
    """A whole conversation: each turn's question, answer and its own reference list (numbers are per turn)."""
    turns = [f"## {i}. {a.question}\n\n" + markdown(a, heading=False) for i, a in enumerate(answers, 1)]
    return "# citewise conversation\n\n" + "\n".join(turns)


def _ascii(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def _bib_escape(text: str) -> str:
    return re.sub(r"([&%$#_])", r"\\\1", text.replace("\\", "")).replace("{", "").replace("}", "")


def _key(c: Citation, hit: Hit | None, taken: set[str]) -> str:
    last = _ascii(hit.authors[0].split()[-1]).lower() if hit and hit.authors else "iclr"
    first = next((w for w in re.findall(r"[a-z0-9]+", _ascii(c.title).lower())
                  if w not in {"a", "an", "the", "on", "of", "for", "to", "in", "and", "with"}), c.paper_id.lower())
    key = re.sub(r"[^a-z0-9]", "", last) + "2026" + first
    while key in taken:
        key += "x"
    taken.add(key)
    return key


def bibtex(answer: Answer) -> str:
    """@inproceedings entries of the cited papers (authors where the corpus has them), in citation order."""
    papers, taken, entries = _papers(answer), set(), []
    seen: set[str] = set()
    for c in answer.citations:
        if c.paper_id in seen:
            continue
        seen.add(c.paper_id)
        hit = papers.get(c.n)
        fields = [("title", "{" + _bib_escape(c.title) + "}"),
                  ("author", " and ".join(_bib_escape(a) for a in hit.authors) if hit and hit.authors else None),
                  ("booktitle", BOOKTITLE), ("year", "2026"), ("url", c.url),
                  ("note", f"OpenReview id {c.paper_id}; {_venue(hit)}")]
        body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields if value)
        entries.append(f"@inproceedings{{{_key(c, hit, taken)},\n{body}\n}}")
    return "\n\n".join(entries) + ("\n" if entries else "")


def render(answer: Answer, fmt: str) -> str:
    """`md` or `bib` (the CLI's --format)."""
    if fmt == "md":
        return markdown(answer)
    if fmt == "bib":
        return bibtex(answer)
    raise ValueError(f"unknown export format {fmt!r}: use one of {', '.join(_SUPPORTED_FORMATS)}")
