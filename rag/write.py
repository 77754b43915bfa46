"""Writing an answer with an LLM, part by part: one short call per part of the question, each reading only the
sentences chosen for that part, then every sentence checked.

Why part by part: a 1.5B model given one focused question and two or three sentences restates them faithfully;
given a multi-part question and a page of evidence it answers the first part, copies unrelated sentences and
swaps what two papers do. Each call shares the fixed prefix (rules and worked examples) that llama.cpp keeps in
its KV cache, so the calls cost little more than one, and the first part streams within seconds.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Generator
from dataclasses import dataclass

from . import prompts
from .citations import Checked, check, cite
from .evidence import Plan, paper_label
from .llms import LoadedLLM
from .settings import AnswerSettings
from .support import SupportScorer
from .types import Event, Source, Token

_CHOOSES = re.compile(r"\b(which|whose|who)\s+(of\s+(them|the\s+two|these|both)|one)\b|\bwhich\s+(paper|method)\b",
                      re.IGNORECASE)


@dataclass
class Call:
    """One short LLM call: a question (a part, maybe for one paper only) and the sources it may read."""

    question: str
    part: str
    sources: list[Source]
    begin: str = ""  # the paper's name the reply must open with


def calls(plan: Plan, sentences_wanted: str | None = None) -> list[Call]:
    """The calls that write an answer: one per part of the question; for a comparison, one per part and paper, so
    that no call can mix up what two papers do. The first call names the paper."""
    by_n = {s.n: s for s in plan.used}
    out = []
    compare = plan.question.compare and len(plan.targets) > 1
    for i, pe in enumerate(plan.parts):
        available = [dataclasses.replace(by_n[n], evidence=sents) for n, sents in sorted(pe.sentences.items())
                     if n in by_n and sents]
        one_by_one = compare and not _CHOOSES.search(pe.part.text)  # "which of them ...?" needs both papers at once
        groups = [[s] for s in available if any(s.n == t.n for t in plan.targets)] if one_by_one else [available]
        for group in groups:
            if not group:
                continue
            main = next((t for t in plan.targets if t.n == group[0].n), plan.targets[0] if plan.targets else group[0])
            name = paper_label(main)
            question = pe.part.text.rstrip(" ?.") + "?"
            if plan.question.looks_for_paper and len(plan.parts) == 1 and not compare:
                question = prompts.WHAT_IT_DOES.format(name=name)  # the user asked for the paper: say what it does
            if one_by_one:
                question += prompts.FOR_ONE.format(name=name)
            begin = name if i == 0 or one_by_one else ""
            if begin:
                question += prompts.BEGIN_WITH.format(name=name)
            wanted = sentences_wanted or ("Three or four" if len(plan.parts) == 1 and not compare else "One or two")
            out.append(Call(question + prompts.LENGTH.format(n=wanted), pe.part.text, group, begin))
    return out


def write_answer(llm: LoadedLLM, plan: Plan, scorer: SupportScorer, cfg: AnswerSettings,
                 timings: dict[str, float], started: float) -> Generator[Event, None, Checked]:
    """Stream the answer call by call (Token events); return it checked against the sources each call read."""
    pieces, checks = [], []
    seen: set[str] = set()  # what the answer already says, so that no part repeats another
    todo = calls(plan)
    # an engine that continues a started reply is given the paper's name as the reply's first word: a 1.5B model
    # told to begin with it still opens with "This objective ..." now and then
    begins = [c.begin if llm.continues else "" for c in todo]
    texts = yield from llm.write_many([prompts.part_messages(c.sources, c.question, b) for c, b in zip(todo, begins)],
                                      timings, started, cfg.part_max_tokens,
                                      heads=[("" if i == 0 else " ") + b for i, b in enumerate(begins)])
    for call, begin, text in zip(todo, begins, texts):
        if _not_stated(text.lstrip(" :,-—")):  # said plainly, not checked: it claims nothing about the paper
            text = ""
        if begin and text:  # the engine's reply continues the name: "LiteGuard" + "introduces ..." (a space may lack)
            text = begin + ("" if text[0] in " ,.:;'’)" else " ") + text
        if not text or _not_stated(text):
            text = prompts.ABSENT.format(part=call.part.rstrip(" ?."))
            yield Token(text)
            checks.append(Checked(text, [], [], {}))
        else:
            text = third_person(text)
            checks.append(check(text, call.sources, scorer, cfg.support_threshold, plan.question.text, seen))
        pieces.append(text)
    return _merge(checks, plan.used, " ".join(pieces))


_FIRST_PERSON = [(re.compile(r"(^|(?<=[.!?]\s))(?:In this (?:paper|work), )?[Ww]e (?=\w)"), r"\1The authors "),
                 (re.compile(r"(^|(?<=[.!?]\s))Our (?=\w)"), r"\1Their ")]


def third_person(text: str) -> str:
    """'We prove ...' / 'Our analysis ...' copied from an abstract -> 'The authors prove ...' / 'Their analysis ...':
    the answer speaks about the paper, not as its authors."""
    for pattern, repl in _FIRST_PERSON:
        text = pattern.sub(repl, text)
    return text


def _not_stated(text: str) -> bool:
    return text.strip().lower().startswith(prompts.NOT_STATED.lower())


def _merge(checks: list[Checked], sources: list[Source], draft: str) -> Checked:
    """One answer from the checked parts: their texts in order, supports and refusals pooled."""
    supports: dict[int, list[str]] = {}
    for c in checks:
        for n, sents in c.supports.items():
            supports.setdefault(n, []).extend(s for s in sents if s not in supports.get(n, []))
    return Checked(" ".join(c.text for c in checks if c.text), cite(sources, supports),
                   [u for c in checks for u in c.unsupported], supports, draft=draft,
                   restated=[r for c in checks for r in c.restated])
