"""One turn: condense -> retrieve -> generate (streamed) -> cite -> Answer; research-area summaries by theme."""

from __future__ import annotations

import math
import os
import re
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np

from . import prompts
from .citations import Checked, Source, SupportScorer, check, content_words, looks_like_instruction, number_sources
from .llms import LLMUnavailable, stream_chat
from .modelstore import ModelError
from .retrieve import Filters, Retriever
from .settings import Settings
from .types import Answer, Citation, Hit


class QuestionError(ValueError):
    """The question cannot be asked as given (empty, too long)."""


@dataclass
class Event:
    """What a face shows while a turn runs: 'status' (str), 'sources' (list[Hit]), 'token' (str: LLM output as it
    is written, a draft), 'answer' (Answer: the checked text, which replaces the draft)."""

    kind: str
    data: object


_FOLLOW_UP = re.compile(
    r"\b(it|its|it's|they|them|their|this|that|these|those|the paper|the method|the approach|the authors|"
    r"the model|the same|above|previous|earlier)\b|^(and|but|also|what about|how about|why|compared)\b",
    re.IGNORECASE,
)
_SUMMARY = re.compile(
    r"^\s*(?:please\s+)?(?:(?:summari[sz]e|survey|review|overview of|give (?:me )?(?:an? )?(?:overview|summary|survey) of|"
    r"what(?: is|'s) (?:the )?(?:state of (?:the art|research)|known) (?:on|about|in)|"
    r"what (?:does|did) (?:iclr(?: 2026)?|the corpus) (?:say|have) (?:on|about))\s*)"
    r"(?:(?:the|recent|current|research|work|papers|literature|studies|approaches)\s+)*(?:on|about|in|for|of)?\s*",
    re.IGNORECASE,
)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def clean_question(question: str, max_chars: int) -> str:
    question = _CONTROL.sub(" ", question or "").strip()
    if not question:
        raise QuestionError("Please type a question.")
    if len(question) > max_chars:
        raise QuestionError(f"The question is {len(question):,} characters long; the limit is {max_chars:,} "
                            "(answer.max_question_chars). Please shorten it.")
    return question


def summary_topic(question: str) -> str | None:
    """'Summarize recent work on length generalization' -> 'length generalization'; None if not a summary request."""
    m = _SUMMARY.match(question)
    if not m or m.end() == 0:
        return None
    topic = question[m.end():].strip(" ?.!")
    return topic or None


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
        title = last.sources[0].title
    return f'{question} (about the paper "{title}")'


class AnswerEngine:
    def __init__(self, settings: Settings, retriever: Retriever, scorer: SupportScorer,
                 llm_provider: Callable[[], object | None], model_label: str | None,
                 generation_lock: threading.Lock | None = None):
        self.settings, self.retriever, self.scorer = settings, retriever, scorer
        self.llm_provider, self.model_label = llm_provider, model_label
        self.generation_lock = generation_lock or threading.Lock()  # shared only where the model is (llama.cpp)

    def stream(self, question: str, history: list[Answer] | None = None, mode: str = "answer",
               filters: Filters = Filters(), k: int | None = None) -> Iterator[Event]:
        cfg = self.settings.answer
        question = clean_question(question, cfg.max_question_chars)
        history = history or []
        recent = history[-cfg.history_turns:] if cfg.history_turns else []
        t0 = time.perf_counter()
        yield Event("status", "Searching the abstracts…")
        standalone = condense(question, recent)
        summary, query, hits = self._retrieve(standalone, mode, filters, k)
        if recent and standalone == question and (not hits or self._off_topic(query, hits)):
            # nothing on its own ("How is the memorization phase set up?"): read it as a follow-up
            retry = condense(question, recent, force=True)
            retry_summary, retry_query, retry_hits = self._retrieve(retry, mode, filters, k)
            if retry_hits and not self._off_topic(retry_query, retry_hits):
                standalone, summary, query, hits = retry, retry_summary, retry_query, retry_hits
        timings = {"retrieve_s": time.perf_counter() - t0}
        base = dict(question=question, standalone_question=standalone, timings=timings,
                    mode="summary" if summary else "answer")

        if not hits or self._off_topic(query, hits):
            timings["generate_s"] = 0.0
            yield Event("sources", hits)
            yield Event("answer", self._abstain(hits, **base))
            return

        t1 = time.perf_counter()
        sources = number_sources(hits, self.scorer, query, cfg.sentences_per_paper, cfg.whole_abstracts,
                                 other_sentences=1)
        yield Event("sources", hits)
        backend, model, notice = self.settings.llm.backend, self.model_label, None
        checked: Checked | None = None
        if backend != "extractive":
            try:
                llm = self.llm_provider()
                lock = self.generation_lock
                if not lock.acquire(blocking=False):
                    yield Event("status", "Waiting for the model: it is writing another answer…")
                    lock.acquire()
                try:
                    yield Event("status", f"Reading {len(sources)} sources with {model or backend}…")
                    generate = self._summarize if summary else self._generate
                    checked = yield from generate(llm, query, sources, timings, t1)
                finally:
                    lock.release()
                if not checked.citations:
                    notice = ("The model's answer could not be matched to the abstracts, so the abstracts' own "
                              "sentences are shown instead.")
                    checked = None
            except (LLMUnavailable, ModelError) as exc:
                notice = prompts.FALLBACK.format(backend=backend, reason=str(exc).split("\n")[0][:200])
            if checked is None:
                yield Event("status", notice)
        if checked is None:  # extractive by choice, or as the fallback the notice explains
            backend, model = "extractive", None
            checked = self._extractive_summary(sources) if summary else self._extractive(sources, query)
        timings["generate_s"] = time.perf_counter() - t1
        yield Event("answer", Answer(answer=checked.text, citations=checked.citations, abstained=False,
                                     unsupported_sentences=checked.unsupported, backend=backend, model=model,
                                     sources=hits, notice=notice, supports=checked.supports, draft=checked.draft,
                                     **base))

    # --- pieces ----------------------------------------------------------------------------------
    def _retrieve(self, standalone: str, mode: str, filters: Filters, k: int | None) -> tuple[bool, str, list[Hit]]:
        """(summary?, retrieval query, hits). 'Summarize work on X' is a summary of X by itself."""
        cfg = self.settings.answer
        topic = summary_topic(standalone)
        summary = mode == "summary" or topic is not None
        query = topic or standalone  # "summarize" would pull in papers about summarization
        hits = self.retriever.search(query, k=k or (cfg.summary_papers if summary else cfg.answer_papers), filters=filters)
        return summary, query, hits

    def _off_topic(self, query: str, hits: list[Hit]) -> bool:
        """Abstain unless meaning (best dense similarity) plus wording (IDF-weighted share of the question's content
        words found in one of the top papers) is high enough: a rare name such as 'LiteGuard' is matched by words."""
        cfg = self.settings.answer
        index = self.retriever.bm25()
        weights = {w: index.idf(w) for w in content_words(query)}  # rare words ('LiteGuard') count most
        total = sum(weights.values())
        coverage = max((sum(v for w, v in weights.items() if w in content_words(f"{h.title} {h.abstract}")) / total
                        for h in hits[:3]), default=0.0) if total else 0.0
        dense = max((h.dense_score for h in hits if h.dense_score is not None), default=None)
        if dense is None:  # dense retrieval switched off: words alone
            return coverage < 0.5
        return dense + cfg.coverage_weight * coverage < cfg.min_relevance

    def _abstain(self, hits: list[Hit], **base) -> Answer:
        nearest = "\n".join(f"- {h.title}" for h in hits[:5])
        text = prompts.ABSTAIN + ("\n\n" + nearest if nearest else "")
        return Answer(answer=text, citations=[], abstained=True, unsupported_sentences=[],
                      backend=self.settings.llm.backend, model=self.model_label, sources=hits, **base)

    def _evidence(self, sources: list[Source]) -> str:
        limit = None if self.settings.answer.whole_abstracts else self.settings.answer.max_sentence_words
        return "\n".join(prompts.SOURCE.format(n=s.n, title=s.hit.title, text=" ".join(_cut(t, limit) for t in s.evidence))
                         for s in sources)

    def _generate(self, llm, question: str, sources: list[Source], timings: dict, t1: float):
        user = prompts.QUESTION.format(sources=self._evidence(sources), question=question)
        text = yield from self._stream_tokens(llm, prompts.SYSTEM, user, timings, t1)
        return check(text, sources, self.scorer, self.settings.answer.support_threshold)

    def _stream_tokens(self, llm, system: str, user: str, timings: dict, t1: float, max_tokens: int | None = None):
        secrets = [os.environ.get(self.settings.llm.api_key_env, "")]
        parts: list[str] = []
        for delta in stream_chat(llm, system, user, secrets, max_tokens or self.settings.llm.max_tokens):
            if not parts:
                timings.setdefault("first_token_s", time.perf_counter() - t1)
            parts.append(delta)
            yield Event("token", delta)
        return _drop_fragment("".join(parts))

    def _summarize(self, llm, topic: str, sources: list[Source], timings: dict, t1: float):
        """Map: one short cited synthesis per theme (a few papers each). Reduce: the themes under headings."""
        sections, merged = [], Checked("", [], [], {})
        for label, group in self._themes(sources):
            yield Event("token", f"\n### {label}\n")
            user = prompts.THEME.format(sources=self._evidence(group), question=topic)
            text = yield from self._stream_tokens(llm, prompts.THEME_SYSTEM, user, timings, t1,
                                                  self.settings.answer.theme_max_tokens)
            part = check(text, group, self.scorer, self.settings.answer.support_threshold)
            sections.append(f"### {label}\n{part.text}")
            merged.draft += f"### {label}\n{text}\n\n"
            merged.unsupported += part.unsupported
            for n, sents in part.supports.items():
                merged.supports.setdefault(n, []).extend(sents)
        by_n = {s.n: s for s in sources}
        merged.citations = [_citation(by_n[n], merged.supports[n]) for n in sorted(merged.supports)]
        merged.text = "\n\n".join(sections)
        return merged

    def _themes(self, sources: list[Source]) -> list[tuple[str, list[Source]]]:
        """Group papers by theme: agglomerative clustering of their sentence embeddings, labelled by shared words."""
        size = self.settings.answer.theme_papers
        if len(sources) <= size:
            return [(_label(sources), sources)]
        from sklearn.cluster import AgglomerativeClustering

        vecs = np.stack([s.vectors.mean(axis=0) for s in sources])
        vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
        n_themes = math.ceil(len(sources) / size)
        labels = AgglomerativeClustering(n_clusters=n_themes, metric="cosine", linkage="average").fit_predict(vecs)
        groups: dict[int, list[Source]] = {}
        for src, lab in zip(sources, labels):
            groups.setdefault(int(lab), []).append(src)
        # a theme's prompt must stay small: split an oversized cluster into pieces of at most `size`
        pieces = [g[i:i + size] for g in groups.values() for i in range(0, len(g), size)]
        ordered = sorted(pieces, key=lambda g: min(s.n for s in g))
        return [(_label(g), g) for g in ordered]

    def _extractive(self, sources: list[Source], query: str) -> Checked:
        """No LLM: the best sentences of the relevant papers, each with its citation, grouped by paper."""
        cfg = self.settings.answer
        top = sources[0].hit.dense_score
        keep = [s for s in sources if s.hit.dense_score is None or top is None
                or s.hit.dense_score >= top - cfg.extractive_margin] or sources[:1]
        lines, supports = [], {}
        for i, src in enumerate(keep):
            if i == 0:  # no prompt to keep short here: the best paper gives more of its best sentences
                ranked = [s for _, s in self.scorer.rank_sentences(query, src) if not looks_like_instruction(s)]
                best = set(ranked[:cfg.extractive_sentences])
                sents = [s for s in src.sentences if s in best]  # in the abstract's order
            else:
                sents = src.evidence[:1]
            if not sents:
                continue  # nothing in this abstract can be quoted (e.g. only instruction-like text)
            supports[src.n] = sents
            lines.append(f"- **{src.hit.title}**: " + " ".join(f"{s} [{src.n}]" for s in sents))
        if not lines:
            lines = ["The retrieved abstracts hold no sentence that can be quoted as an answer; see the sources."]
        return Checked("\n".join(lines), [_citation(s, supports[s.n]) for s in keep if s.n in supports], [], supports)

    def _extractive_summary(self, sources: list[Source]) -> Checked:
        """No LLM: the themes, each with one best sentence per paper."""
        sections, supports = [], {}
        for label, group in self._themes(sources):
            lines = []
            for src in group:
                usable = src.evidence or [s for s in src.sentences if not looks_like_instruction(s)]
                if not usable:
                    continue  # nothing in this abstract can be quoted
                sent = usable[0]
                supports[src.n] = [sent]
                lines.append(f"- **{src.hit.title}**: {sent} [{src.n}]")
            if lines:
                sections.append(f"### {label}\n" + "\n".join(lines))
        by_n = {s.n: s for s in sources}
        return Checked("\n\n".join(sections), [_citation(by_n[n], supports[n]) for n in sorted(supports)], [], supports)


def _drop_fragment(text: str) -> str:
    """Cut an answer stopped by the token limit back to its last whole sentence."""
    text = text.strip()
    end = max(text.rfind(". "), text.rfind(".\n"), text.rfind("]"), text.rfind("?"), text.rfind("!"))
    if text.endswith((".", "]", "!", "?", ")")) or end < 0:
        return text
    return text[: end + 1]


def _cut(sentence: str, max_words: int | None) -> str:
    words = sentence.split()
    return sentence if max_words is None or len(words) <= max_words else " ".join(words[:max_words]) + " …"


def _citation(src: Source, sentences: list[str]) -> Citation:
    return Citation(n=src.n, paper_id=src.hit.paper_id, title=src.hit.title, url=src.hit.url,
                    snippet=" ".join(dict.fromkeys(sentences)))


_TITLE_STOP = frozenset("a an the of for and in on with to via from by is are towards toward using through beyond "
                        "can do does what when how why learning model models".split())


def _label(group: list[Source]) -> str:
    """A theme's name: the keywords (or title words) its papers share most."""
    kws = Counter(k.lower() for s in group for k in set(s.hit.keywords))
    common = [k for k, c in kws.most_common(3) if c >= 2]
    if not common:
        words = Counter(w for s in group for w in {w.strip(":,?").lower() for w in s.hit.title.split()}
                        if w.strip(":,?").lower() not in _TITLE_STOP and len(w) > 2)
        common = [w for w, c in words.most_common(3) if c >= 2] or [group[0].hit.title]
    return "; ".join(common[:2]).capitalize()
