"""Answer -> escaped Markdown/HTML: linked citations, marked unsupported sentences, the sources panel.

Abstract and title text is untrusted: everything taken from the corpus or an LLM is escaped here.
"""

from __future__ import annotations

import html
import re

from rag.text import MARKER
from rag.types import Answer, Source


def _md_escape(text: str) -> str:
    """Escape HTML and the Markdown that could turn data into links or images."""
    return html.escape(text, quote=False).replace("[", "&#91;").replace("]", "&#93;")


def answer_markdown(answer: Answer) -> str:
    """The answer for the chat: [n] link to the paper; unsupported sentences visibly marked (or listed as left
    out); the note on top."""
    text = html.escape(answer.answer, quote=False)
    # brackets that are not citation markers stay text: no Markdown link or image out of corpus text
    text = re.sub(r"\[(?!\d+(?:\s*,\s*\d+)*\])", "&#91;", text)
    text = re.sub(r"(?<![\d\s,])\]", "&#93;", text)
    left_out = []  # an answer leaves out what its checker refused; a summary keeps it, marked
    for sentence in answer.unsupported_sentences:
        esc = html.escape(sentence, quote=False)
        if esc in text:
            text = text.replace(esc, f"{esc} **[not supported by the abstracts]**", 1)
        else:
            left_out.append(_md_escape(sentence))
    by_n = {s.n: s.paper for s in answer.sources}

    def link(m: re.Match) -> str:
        out = []
        for n in m.group(1).split(","):
            hit = by_n.get(int(n))
            title = re.sub(r"[^\w\s:,.()\-–]", "", hit.title if hit else "")  # a link tooltip: plain words only
            url = (hit.url if hit and hit.url and hit.url.startswith("https://") else f"#src-{int(n)}")
            out.append(f'[[{int(n)}]]({url} "{title}")')
        return "".join(out)

    text = MARKER.sub(link, text)
    parts = []
    if answer.notice:
        parts.append(f"> **Note:** {html.escape(answer.notice, quote=False)}")
    parts.append(text)
    if left_out:
        parts.append("<details><summary>Left out: not supported by the abstracts</summary>\n\n"
                     + "\n".join(f"- {s}" for s in left_out) + "\n\n</details>")
    return "\n\n".join(parts)


def status_markdown(status: str, draft: str = "") -> str:
    """What the chat shows while the model works: the status line, then the draft as it streams."""
    line = f"*{html.escape(status, quote=False)}*"
    return line + ("\n\n" + html.escape(draft, quote=False) + " ▌" if draft else "")


def _highlight(abstract: str, sentences: list[str]) -> str:
    out = html.escape(abstract)
    for s in sentences:
        esc = html.escape(s)
        if esc in out:
            out = out.replace(esc, f"<mark>{esc}</mark>", 1)
    return out


def _paper_card(source: Source, supports: list[str], cited: bool) -> str:
    n, hit = source.n, source.paper
    title = html.escape(hit.title)
    link = (f'<a href="{html.escape(hit.url)}" target="_blank" rel="noopener noreferrer">OpenReview ↗</a>'
            if hit.url and hit.url.startswith("https://") else "")
    meta = " · ".join(html.escape(x) for x in (hit.venue, hit.primary_area) if x)
    authors = html.escape(", ".join(hit.authors[:6]) + (" et al." if len(hit.authors) > 6 else "")) if hit.authors else ""
    return (
        f'<div class="cw-card{" cw-cited" if cited else ""}" id="src-{n}">'
        f'<div class="cw-title"><span class="cw-n">[{n}]</span> {title}</div>'
        f'<div class="cw-meta">{meta} {link}</div>'
        + (f'<div class="cw-authors">{authors}</div>' if authors else "")
        + f'<details{" open" if cited else ""}><summary>Abstract</summary>'
        f'<div class="cw-abstract">{_highlight(hit.abstract, supports)}</div></details></div>'
    )


def sources_html(sources: list[Source], answer: Answer | None = None, pending: bool = False) -> str:
    """The panel beside the chat: cited papers first (supporting sentences highlighted), then the rest retrieved."""
    if not sources:
        return '<div class="cw-empty">Sources appear here: every paper an answer cites, with its abstract.</div>'
    cited = {c.n for c in answer.citations} if answer else set()
    supports = answer.supports if answer else {}
    head = ("Retrieved papers — the model is reading them…" if pending
            else "Nearest papers (not cited)" if answer and answer.abstained else "Cited sources")
    first = [_paper_card(s, supports.get(s.n, []), True) for s in sources if s.n in cited]
    rest = [_paper_card(s, [], False) for s in sources if s.n not in cited]
    body = f'<div class="cw-head">{head}</div>' + "".join(first or rest)
    if first and rest:
        body += '<div class="cw-head cw-sub">Also retrieved, not cited</div>' + "".join(rest)
    return f'<div class="cw-sources">{body}</div>'


CSS = """
.cw-sources {max-height: 75vh; overflow-y: auto;}
.cw-head {font-weight: 600; margin: 4px 0 8px;}
.cw-sub {margin-top: 14px; opacity: .75;}
.cw-card {border: 1px solid var(--border-color-primary); border-radius: 8px; padding: 8px 10px; margin-bottom: 8px;}
.cw-cited {border-left: 4px solid var(--color-accent);}
.cw-title {font-weight: 600;}
.cw-n {color: var(--color-accent); margin-right: 2px;}
.cw-meta, .cw-authors {font-size: .85em; opacity: .8; margin-top: 2px;}
.cw-meta a {white-space: nowrap;}
.cw-abstract {font-size: .9em; line-height: 1.45; margin-top: 4px;}
.cw-abstract mark {background: #fde68a; color: inherit; padding: 0 1px;}
.cw-empty {opacity: .7; font-style: italic;}
"""
