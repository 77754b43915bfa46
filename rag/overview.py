"""Overviews of a research area: a summary (themes, each with a cited synthesis and all its papers) or a
comparison table, for papers the area gathering found. Served from a cache keyed by the store revision."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterator

from . import prompts
from .llms import LLMUnavailable, LoadedLLM, model_label
from .modelstore import ModelError
from .retrieve import Retrieval
from .settings import Settings
from .summary import Theme, extractive_summary, opening, summarize, themes
from .support import SupportScorer
from .table import build as build_table
from .types import Answer, Done, Event, Retrieved, Status, Token


class Overviews:
    """Writes summaries and tables; `cache` is shared by every turn of one store (the Assistant's components)."""

    def __init__(self, settings: Settings, scorer: SupportScorer, llm: Callable[[], LoadedLLM | None],
                 revision: Callable[[], object], cache: dict):
        self.settings, self.scorer, self.llm, self.revision, self.cache = settings, scorer, llm, revision, cache

    def stream(self, kind: str, found: Retrieval, base: dict) -> Iterator[Event]:
        """Events of a `kind` ('summary' or 'table') turn; `base` holds the Answer fields the turn already knows."""
        sources, timings = base["sources"], base["timings"]
        backend = self.settings.llm.backend if kind == "summary" else "extractive"
        key = (self.revision(), kind, found.query, backend, self.settings.llm.model,
               tuple(h.paper_id for h in found.hits))
        if (cached := self.cache.get(key)) is not None:
            yield Retrieved(cached.sources)
            yield Done(dataclasses.replace(cached, question=base["question"], timings={**cached.timings, "cached": 1.0}))
            return
        t1 = time.perf_counter()
        yield Retrieved(sources)
        if kind == "table":
            checked, rows = build_table(sources)
            timings["generate_s"] = time.perf_counter() - t1
            answer = Answer(answer=f"{len(rows)} papers.\n\n{checked.text}", citations=checked.citations,
                            abstained=False, unsupported_sentences=[], backend="extractive", model=None,
                            supports=checked.supports, table=rows, **base)
        else:
            groups = themes(sources, found.vectors, self.settings.summary, found.query)
            intro = opening(sources, groups, found.within, found.qualifier)
            if self.settings.llm.backend != "extractive":  # the LLM takes a while: say what is coming
                yield Token(intro + " Themes: " + "; ".join(t.label for t in groups) + ".\n")
            answer = yield from self._summary(found.query, groups, intro, base, t1)
        if not answer.notice:  # a fallback is not remembered: the LLM may be back next time
            self._remember(key, answer)
        yield Done(answer)

    def _summary(self, topic: str, groups: list[Theme], intro: str, base: dict, t1: float) -> Iterator[Event]:
        timings, cfg = base["timings"], self.settings
        backend, model, notice, checked = cfg.llm.backend, model_label(cfg), None, None
        if backend != "extractive":
            try:
                llm = self.llm()
                yield Status(f"Writing {len(groups)} themes with {llm.label or backend}…")
                checked = yield from summarize(llm, topic, groups, self.scorer, cfg.summary,
                                               cfg.answer.support_threshold, timings, t1)
            except (LLMUnavailable, ModelError) as exc:
                notice = prompts.fallback(backend, exc)
                yield Status(notice)
        if checked is None:
            backend, model = "extractive", None
            checked = extractive_summary(groups)
        timings["generate_s"] = time.perf_counter() - t1
        return Answer(answer=f"{intro}\n\n{checked.text}", citations=checked.citations, abstained=False,
                      unsupported_sentences=checked.unsupported, backend=backend, model=model, notice=notice,
                      supports=checked.supports, draft=checked.draft,
                      themes=[{"label": t.label, "papers": [s.n for s in t.sources]} for t in groups], **base)

    def _remember(self, key: tuple, answer: Answer) -> None:
        size = self.settings.summary.cache_size
        if size <= 0:
            return
        self.cache[key] = answer
        while len(self.cache) > size:
            self.cache.pop(next(iter(self.cache)))
