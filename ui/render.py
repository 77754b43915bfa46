"""Answer -> escaped Markdown/HTML: linked citations, marked unsupported sentences, the sources panel.

Abstract and title text is untrusted: everything taken from the corpus or an LLM is escaped here.
"""

from __future__ import annotations

import html
import re

from rag.text import MARKER, plain
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
            # a link tooltip: plain words only ("\\textbf{(Token-Level)} InfoRMIA" reads "(Token-Level) InfoRMIA")
            title = re.sub(r"[^\w\s:,.()\-–]", "", plain(hit.title) if hit else "")
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


def topic_colour(i: int) -> str:
    """Distinct colours for up to ~50 topics: hues a golden angle apart, two lightnesses."""
    return f"hsl({(i * 137.508) % 360:.0f}, 65%, {48 if i % 2 == 0 else 62}%)"


def map_html(topics: list[dict], papers: list[dict], width: int = 1000, height: int = 560) -> str:
    """The corpus map as an SVG: a point per paper coloured by topic (hover: title and topic), then the topics as a
    legend. Points and legend entries carry `data-topic`, which a click reports (gr.ScatterPlot reports only an x-range
    brush, never the point clicked, so the map is drawn here)."""
    if not papers:
        return '<div class="cw-empty">No paper matches these filters.</div>'
    index = {t["label"]: i for i, t in enumerate(topics)}
    xs, ys = [p["x"] for p in papers], [p["y"] for p in papers]
    x0, y0 = min(xs), min(ys)
    sx, sy = (width - 20) / ((max(xs) - x0) or 1), (height - 20) / ((max(ys) - y0) or 1)
    dots = []
    for p in sorted(papers, key=lambda p: -index[p["topic"]]):  # the big topics drawn last, on top
        i = index[p["topic"]]
        tip = html.escape(f"{p['title']}\n{p['topic']}" + (f" · {p['venue']}" if p.get("venue") else ""))
        dots.append(f'<circle cx="{10 + (p["x"] - x0) * sx:.1f}" cy="{height - 10 - (p["y"] - y0) * sy:.1f}" r="3.2" '
                    f'fill="{topic_colour(i)}" data-topic="{i}"><title>{tip}</title></circle>')
    legend = "".join(
        f'<button type="button" class="cw-topic" data-topic="{i}" title="Summarize this topic">'
        f'<span class="cw-swatch" style="background:{topic_colour(i)}"></span>{html.escape(t["label"])} '
        f'<span class="cw-size">{t["size"]}</span></button>' for i, t in enumerate(topics))
    return (f'<div class="cw-map"><svg viewBox="0 0 {width} {height}" role="img" aria-label="Map of the corpus">'
            + "".join(dots) + f'</svg><div class="cw-legend">{legend}</div></div>')


# a click on a point or a legend entry reports its topic's index to the server (gr.HTML's select event)
MAP_JS = """
element.addEventListener('click', (event) => {
  const hit = event.target.closest('[data-topic]');
  if (hit) trigger('select', {index: Number(hit.dataset.topic), value: Number(hit.dataset.topic), selected: true});
});
"""


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
.cw-map svg {width: 100%; height: auto; border: 1px solid var(--border-color-primary); border-radius: 8px;}
.cw-map circle {cursor: pointer; opacity: .85;}
.cw-map circle:hover {stroke: #111; stroke-width: 1.5; opacity: 1;}
.cw-legend {display: flex; flex-wrap: wrap; gap: 4px 6px; margin-top: 8px;}
.cw-topic {border: 1px solid var(--border-color-primary); border-radius: 12px; padding: 2px 8px; font-size: .85em;
  background: var(--background-fill-primary); cursor: pointer;}
.cw-topic:hover {border-color: var(--color-accent);}
.cw-swatch {display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin-right: 4px;}
.cw-size {opacity: .6;}
"""
