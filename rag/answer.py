"""One turn: clean -> condense -> retrieve (gated) -> evidence -> generate (streamed) -> cite -> Answer.

The pieces live in their own modules (retrieve, citations, prompts, llms, summary, extractive); this one decides
which of them a turn runs, and reports what it does as events.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Callable, Iterator

from . import prompts
from .citations import choose_evidence, number_sources
from .errors import CitewiseError
from .evidence import Plan, choose, plan
from .extractive import extractive_answer
from .llms import LLMUnavailable, LoadedLLM, model_label
from .modelstore import ModelError
from .question import analyse
from .retrieve import Filters, Gate, Retrieval, Retriever
from .settings import Settings
from .summary import extractive_summary, summarize, summary_topic
from .support import SupportScorer
from .types import Answer, Done, Event, Retrieved, Source, Status
from .write import write_answer

SEARCHING = "Searching the abstracts…"
NOT_MATCHED = "The model's answer could not be matched to the abstracts, so the abstracts' own sentences are shown instead."
_FOLLOW_UP = re.compile(
    r"\b(it|its|it's|they|them|their|this|that|these|those|the paper|the method|the approach|the authors|"
    r"the model|the same|above|previous|earlier)\b|^(and|but|also|what about|how about|why|compared)\b",
    re.IGNORECASE,
)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


class QuestionError(CitewiseError, ValueError):
    """The question cannot be asked as given (empty, too long)."""


def clean_question(question: str, max_chars: int) -> str:
    question = _CONTROL.sub(" ", question or "").strip()
    if not question:
        raise QuestionError("Please type a question.")
    if len(question) > max_chars:
        raise QuestionError(f"The question is {len(question):,} characters long; the limit is {max_chars:,} "
                            "(answer.max_question_chars). Please shorten it.")
    return question


def condense(question: str, history: list[Answer], force: bool = False) -> str:
    """Make a follow-up standalone: name the paper (or, after a summary, the topic) the conversation is about.

    A question is taken as a follow-up when it refers back ("its", "that method"), or when `force` is set
    (it found nothing on its own). Deterministic on purpose: small local models rewrite questions unreliably,
    and this costs no LLM call.
    """
    if not history or not (force or _FOLLOW_UP.search(question)):
        return question
    last = next((a for a in reversed(history) if not a.abstained), None)
    if last is None:
        return question
    if last.mode == "summary" or not (last.citations or last.sources):
        return f"{question} (context: {last.standalone_question})"
    if last.citations:
        counts = Counter(c.paper_id for c in last.citations)
        title = max(last.citations, key=lambda c: (counts[c.paper_id], -c.n)).title
    else:
        title = last.sources[0].paper.title
    return f'{question} (about the paper "{title}")'


class AnswerEngine:
    """Runs turns with the components it is given (the Assistant builds them)."""

    def __init__(self, settings: Settings, retriever: Retriever, scorer: SupportScorer,
                 llm: Callable[[], LoadedLLM | None]):
        self.settings, self.retriever, self.scorer, self.llm = settings, retriever, scorer, llm
        cfg = settings.answer
        self.gate = Gate(cfg.min_relevance, cfg.coverage_weight)

    def stream(self, question: str, history: list[Answer] | None = None, mode: str = "answer",
               filters: Filters = Filters(), k: int | None = None) -> Iterator[Event]:
        cfg = self.settings.answer
        question = clean_question(question, cfg.max_question_chars)
        recent = (history or [])[-cfg.history_turns:] if cfg.history_turns else []
        t0 = time.perf_counter()
        yield Status(SEARCHING)
        standalone = condense(question, recent)
        summary, found = self._retrieve(standalone, mode, filters, k)
        if recent and standalone == question and not found.relevant:
            # nothing on its own ("How is the memorization phase set up?"): read it as a follow-up
            retry = condense(question, recent, force=True)
            retry_summary, retry_found = self._retrieve(retry, mode, filters, k)
            if retry_found.relevant:
                standalone, summary, found = retry, retry_summary, retry_found
        if found.relevant and not summary:  # a paper the question names that retrieval missed, looked up by name
            found.hits = self.retriever.add_named(found.hits, analyse(found.query).names, found.query)
        timings = {"retrieve_s": time.perf_counter() - t0}
        sources = number_sources(found.hits)
        base = dict(question=question, standalone_question=standalone, timings=timings, sources=sources,
                    mode="summary" if summary else "answer")
        if not found.relevant:
            timings["generate_s"] = 0.0
            yield Retrieved(sources)
            yield Done(self._abstain(**base))
            return

        t1 = time.perf_counter()
        chosen = self._evidence(found, sources, summary)
        used = sources if chosen is None else chosen.used
        yield Retrieved(sources)
        backend, model, notice, checked, draft = self.settings.llm.backend, model_label(self.settings), None, None, ""
        if backend != "extractive":
            try:
                llm = self.llm()
                checked = yield from self._generate(llm, found.query, used, chosen, timings, t1)
                if not checked.citations:
                    notice, draft, checked = NOT_MATCHED, checked.draft, None
            except (LLMUnavailable, ModelError) as exc:
                notice = prompts.FALLBACK.format(backend=backend, reason=str(exc).split("\n")[0][:200])
            if checked is None:
                yield Status(notice)
        if checked is None:  # extractive by choice, or as the fallback the notice explains
            backend, model = "extractive", None
            checked = extractive_summary(used, cfg) if summary else extractive_answer(used)
            checked.draft = draft  # what the LLM wrote, if it wrote anything (for evaluation)
        timings["generate_s"] = time.perf_counter() - t1
        yield Done(Answer(answer=checked.text, citations=checked.citations, abstained=False,
                          unsupported_sentences=checked.unsupported, backend=backend, model=model, notice=notice,
                          supports=checked.supports, draft=checked.draft, **base))

    def _retrieve(self, standalone: str, mode: str, filters: Filters, k: int | None) -> tuple[bool, Retrieval]:
        """(summary?, what retrieval found). 'Summarize work on X' is a summary of X by itself."""
        cfg = self.settings.answer
        topic = summary_topic(standalone)
        summary = mode == "summary" or topic is not None
        query = topic or standalone  # "summarize" would pull in papers about summarization
        k = k or (cfg.summary_papers if summary else cfg.answer_papers)
        return summary, self.retriever.retrieve(query, k, filters, self.gate)

    def _evidence(self, found: Retrieval, sources: list[Source], summary: bool) -> Plan | None:
        """Choose the evidence: a plan of papers and sentences per question part (None for a summary, where every
        paper gives its one or two best sentences)."""
        if summary:
            choose_evidence(sources, self.scorer, found.query, found.qvec, 2, whole=False)
            return None
        question = analyse(found.query)
        part_vecs = self.scorer.embedder.encode([p.text for p in question.parts])
        chosen = plan(sources, question, self.settings.answer.related_margin)
        choose(chosen, self.scorer, part_vecs, found.qvec, self.settings.answer)
        return chosen

    def _generate(self, llm: LoadedLLM, query: str, sources: list[Source], chosen: Plan | None,
                  timings: dict[str, float], t1: float) -> Iterator[Event]:
        """The LLM's answer (or summary), checked; waits for a local model that is writing another answer."""
        cfg = self.settings.answer
        lock = llm.lock
        if lock is not None and not lock.acquire(blocking=False):
            yield Status("Waiting for the model: it is writing another answer…")
            lock.acquire()
        try:
            yield Status(f"Reading {len(sources)} sources with {llm.label or self.settings.llm.backend}…")
            if chosen is None:
                return (yield from summarize(llm, query, sources, self.scorer, cfg, timings, t1))
            return (yield from write_answer(llm, chosen, self.scorer, cfg, timings, t1))
        finally:
            if lock is not None:
                lock.release()

    def _abstain(self, sources: list[Source], **base) -> Answer:
        nearest = "\n".join(f"- {s.paper.title}" for s in sources[:5])
        text = prompts.ABSTAIN + ("\n\n" + nearest if nearest else "")
        return Answer(answer=text, citations=[], abstained=True, unsupported_sentences=[],
                      backend=self.settings.llm.backend, model=model_label(self.settings), sources=sources, **base)

