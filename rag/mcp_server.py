"""`citewise mcp`: the pipeline as MCP tools over stdio (the official `mcp` SDK), for agents and editors.

Every result carries its citations as structured data (n, paper id, title, url, supporting sentences) beside a
Markdown rendering with the reference list, so an agent can quote and link without parsing text.
"""

from __future__ import annotations

import functools
from typing import Any

from .assistant import Assistant
from .errors import CitewiseError
from .export import bibtex, cited, markdown
from .retrieve import Filters
from .types import Answer, Citation, Source

INSTRUCTIONS = ("citewise answers questions about ICLR 2026 paper abstracts with citations [n] that resolve to "
                "OpenReview papers. Use search_papers to find papers, ask for a cited answer, summarize_area for a "
                "cited overview of a research area in themes, get_paper for one paper's abstract and BibTeX. "
                "Filters: area (part of a primary-area name), venue (oral | poster | spotlight), keyword.")


def _answer(answer: Answer) -> dict[str, Any]:
    return {
        "answer": answer.answer,
        "markdown": markdown(answer, heading=False),
        "citations": cited(answer),
        "abstained": answer.abstained,
        "mode": answer.mode,
        "backend": answer.backend,
        "suggestions": answer.suggestions,
        **({"notice": answer.notice} if answer.notice else {}),
        **({"themes": answer.themes} if answer.themes else {}),
    }


def build_server(assistant: Assistant):
    """An MCPServer whose tools call `assistant` (errors a user can fix come back as tool errors, with the message)."""
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError

    server = MCPServer(name="citewise", instructions=INSTRUCTIONS)

    def tool(description: str):
        """server.tool, with a user's error (a bad filter, an unknown id) sent back as the tool's own message."""
        def register(fn):
            @functools.wraps(fn)
            def run(*args, **kwargs):
                try:
                    return fn(*args, **kwargs)
                except CitewiseError as exc:
                    raise ToolError(str(exc)) from None
            return server.tool(description=description)(run)
        return register

    def filters(area: str | None, venue: str | None, keyword: str | None) -> Filters:
        f = Filters(area=area, venue=venue, keyword=keyword)
        assistant.check_filters(f)
        return f

    @tool("Find ICLR 2026 papers for a query (hybrid keyword + dense search).")
    def search_papers(query: str, k: int = 5, area: str | None = None, venue: str | None = None,
                      keyword: str | None = None) -> dict[str, Any]:
        hits = assistant.search(query, k=max(1, min(k, 50)), filters=filters(area, venue, keyword))
        return {"query": query, "results": [h.to_json() for h in hits]}

    @tool("Answer a question from the abstracts, with verified inline citations [n].")
    def ask(question: str, area: str | None = None, venue: str | None = None,
            keyword: str | None = None) -> dict[str, Any]:
        return _answer(assistant.ask(question, filters=filters(area, venue, keyword)))

    @tool("A cited summary of a research area: the area's papers gathered and grouped into "
                             "named themes, each with cited synthesis and its paper list.")
    def summarize_area(topic: str, area: str | None = None, venue: str | None = None,
                       keyword: str | None = None) -> dict[str, Any]:
        return _answer(assistant.ask(topic, mode="summary", filters=filters(area, venue, keyword)))

    @tool("One paper by OpenReview id: title, authors, abstract, venue, area, keywords, url, BibTeX.")
    def get_paper(paper_id: str) -> dict[str, Any]:
        hits = assistant.papers([paper_id.strip()])
        if not hits:
            raise CitewiseError(f"no stored paper has the OpenReview id '{paper_id}'; search_papers finds ids")
        h = hits[0]
        cite = Answer(question="", standalone_question="", answer="", abstained=False, unsupported_sentences=[],
                      backend="", model=None, timings={},
                      citations=[Citation(n=1, paper_id=h.paper_id, title=h.title, url=h.url, snippet="")],
                      sources=[Source(n=1, paper=h, sentences=[])])
        return {"paper_id": h.paper_id, "title": h.title, "authors": h.authors, "abstract": h.abstract,
                "venue": h.venue, "primary_area": h.primary_area, "keywords": h.keywords, "url": h.url,
                "bibtex": bibtex(cite)}

    return server


def run(assistant: Assistant) -> None:
    """Serve over stdio until the client closes it."""
    build_server(assistant).run("stdio")
