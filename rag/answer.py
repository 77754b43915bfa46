"""One turn: clean -> condense -> retrieve (gated) -> evidence -> generate (streamed) -> cite -> Answer.

The pieces live in their own modules (retrieve, evidence, write, extractive, overview); this one decides
which of them a turn runs, and reports what it does as events.
"""

from __future__ import annotations

import dataclasses
import re
import time
from collections import Counter
from collections.abc import Callable, Iterator

from . import prompts
from .citations import in_citation_order, number_sources
from .errors import QuestionError
from .evidence import ARTIFACT, Plan, called_by, choose, plan, releases
from .extractive import extractive_answer
from .gather import PaperVectorIndex, gather_area
from .llms import LLMUnavailable, LoadedLLM, model_label
from .modelstore import ModelError
from .overview import Overviews
from .question import CONTEXT, Question, analyse, followed_title, names_in, on_last_paper
from .retrieve import Filters, Gate, Retrieval, Retriever
from .route import ELSE, route, topic_of
from .settings import Settings
from .support import SupportScorer
from .text import (
    GREEK_NAMES,
    content_words,
    defines,
    generic,
    initials,
    introduced_names,
    mentions,
    name_shaped,
    own_names,
    plain,
    short_name,
    sole_user,
    split_sentences,
    uses_name,
    with_parts,
)
from .types import Answer, Done, Event, Hit, Retrieved, Source, Status
from .write import FIGURE, write_answer

SEARCHING = "Searching the abstracts…"
NOT_MATCHED = "The model's answer could not be matched to the abstracts, so the abstracts' own sentences are shown instead."
_FOLLOW_UP = re.compile(
    r"\b(it|its|it's|they|them|their|this|that|these|those|the paper|the method|the approach|the authors|"
    r"the model|the benchmark|the dataset|the framework|the algorithm|the study|the same|above|previous|earlier)\b|"
    r"^(and|but|also|what about|how about|why|compared)\b|"
    r"\bthe\s+(?:\w+est|first|second|third|last|latter|former)\s+ones?\b",  # "How well did GPT-5 do on the hardest one?"
    re.IGNORECASE,
)
# "Is there follow-up work that fixes it?", "any other papers on this?": the conversation's topic, not its paper
_OTHER_WORK = re.compile(r"\b(?:other|another|follow-?up|similar|related|competing|alternative|newer|later)\s+"
                         r"(?:[\w-]+\s+)?(?:work|works|papers?|stud(?:y|ies)|methods?|approaches?|research)\b|" + ELSE,
                         re.IGNORECASE)
_NAMES_WORK = re.compile(r"\b(?:papers?|works?|stud(?:y|ies)|research|anyone|someone|ICLR)\b", re.IGNORECASE)
_ASKING = content_words("many much well exactly kind works get give find found say approach authors "
                        "matter matters amount role play important")  # besides stopwords: "Does the amount of X matter?"
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


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
    last = _last_answer(history)
    if last is None or not (force or _refers_back(question) or _continues(question, last)):
        return question
    if last.mode != "answer" or not (last.citations or last.sources):
        return f"{question} (context: {last.standalone_question})"
    main = _main_paper(last)
    title = main.title if main else last.citations[0].title
    if _OTHER_WORK.search(question):
        return f'{question} (related to the paper "{title}")'
    return f'{question} (about the paper "{title}")'


# "… contexts much longer than they were trained on": "they" in a clause of its own, after the things it stands for
_THEY_OF_ITS_OWN = re.compile(r"\b(?:than|as|when|whenever|where|if|because|once|while|until|unless|so|after|before)\s+"
                              r"they\b", re.IGNORECASE)
_RELATIVE_THAT = re.compile(r"(?<=\w )that\b(?!\s+(?:method|paper|work|approach|model|idea|technique|result|finding|"
                            r"problem|issue|benchmark|dataset|one|study|algorithm|framework|architecture|system|"
                            r"question|direction|line|setting|task|trick|loss)s?\b)", re.IGNORECASE)
_INDEFINITE = re.compile(r"\b(?:a|an|any|each|every)\s+(?!(?:paper|work|study|method|approach)\b)[\w-]+", re.IGNORECASE)
_PLURAL = re.compile(r"\b(?!(?:does|has|was|this|thus|its|always|perhaps|whereas|across|towards|less|unless|yes|is|"
                     r"there)\b)[a-z][a-z-]*[a-z-][^siu\W]s\b", re.IGNORECASE)


def _refers_back(question: str) -> bool:
    """Does the question point at something said before it ("What does it add?")? Not with pronouns that stand for what
    the question names itself: "How can you tell what a model was narrowly finetuned on from its activations?" (the
    model's), "Is there work using sparse attention so transformers keep working on contexts much longer than they
    were trained on?" (the transformers), "… work on transformers that keep working …" (a relative "that")."""
    cues = list(_FOLLOW_UP.finditer(question))
    if not cues or _OTHER_WORK.search(question):
        return bool(cues)
    if analyse(question).looks_for_paper and len(content_words(question[:cues[0].start()])) >= 3:
        return False  # "Which paper makes CLIP interpretable by training it with sparsity, and does it lose accuracy?"
        # looks for a paper by what it does, and its "it" is what it names (not "Which paper does it build on?")
    own = {m.end() - len("they") for m in _THEY_OF_ITS_OWN.finditer(question)}
    # (in a question looking for work only: "How exactly does that change modify the loss?" points back)
    relative = {m.start() for m in _RELATIVE_THAT.finditer(question)} if analyse(question).looks_for_paper else set()

    def resolved(m: re.Match) -> bool:
        word, before = m.group().lower(), question[:m.start()]
        if m.start() in relative:
            return True
        if word == "its":  # "… from its activations" after "a model"
            return _INDEFINITE.search(before) is not None
        return m.start() in own and _PLURAL.search(before) is not None  # ("their problem" stays the last paper's)

    return not all(resolved(m) for m in cues)


# a word written as a name inside a question ("the Safiron paper"): the paper's own name, if its abstract gives it
_CAPITALISED = re.compile(r"(?<=[\w,;:)] )[A-Z][a-z]+[A-Za-z0-9-]*\b")


def _last_answer(history: list[Answer]) -> Answer | None:
    """The conversation's last answer that did not abstain."""
    return next((a for a in reversed(history or []) if not a.abstained), None)


def _main_paper(answer: Answer) -> Hit | None:
    """The paper an answer is about: the one it cites most (the first of those), else its first source."""
    if answer.citations:
        counts = Counter(c.paper_id for c in answer.citations)
        best = max(answer.citations, key=lambda c: (counts[c.paper_id], -c.n)).paper_id
        return next((s.paper for s in answer.sources if s.paper.paper_id == best), None)
    return answer.sources[0].paper if answer.sources else None


def _last_paper(standalone: str, hits: list[Hit]) -> Hit | None:
    """The paper a follow-up is about (condense names it by its title), among the hits."""
    title = followed_title(standalone)
    return next((h for h in hits if title is not None and h.title == title), None)


def _followed_paper(standalone: str, history: list[Answer]) -> Hit | None:
    """The paper a condensed follow-up is about, as the conversation's answers read it (by its title)."""
    title = followed_title(standalone)
    return next((s.paper for a in reversed(history) for s in a.sources if title is not None and s.paper.title == title),
                None)


def _other_than(question: str, standalone: str, history: list[Answer]) -> Hit | None:
    """The paper a follow-up asks for other work than ("Is there follow-up work that fixes it?"), if it does."""
    last = _last_answer(history)
    if last is None or last.mode != "answer" or standalone == question or not _OTHER_WORK.search(question):
        return None
    return _main_paper(last)


def _read_words(paper: Hit) -> set[str]:
    """A paper's title and abstract words as a reader sees them, hyphenated compounds also in parts."""
    return with_parts(content_words(plain(f"{paper.title} {paper.abstract}")))


def _continues(question: str, last: Answer, share: float = 0.5) -> bool:
    """A question that names no paper but speaks in the last answer's paper's words ("How is the memorization phase
    set up?" after a paper on a memorize-then-generalize framework) goes on about that paper; so does one whose names
    that paper uses ("Which parts of the SSL encoder are fine-tuned?" after RepTok, which builds on one)."""
    paper = _main_paper(last) if last.mode == "answer" else None
    asked = analyse(question)
    if paper is None or any(not uses_name(f"{paper.title} {paper.abstract}", n) for n in asked.names):
        return False
    if ARTIFACT.search(question) and len(question.split()) <= 10 and releases(paper.abstract):
        return True  # "Is there a library I can use?" after a paper that says "The DHG-Bench library is available at …"
    words = content_words(question) - _ASKING
    # ("checkpoints" of "checkpoint-based"; "Q-learning" of "iterated $Q$-learning", read as a reader sees it)
    used = words & _read_words(paper)
    # "Does the amount of context matter?" after EditBench (whose abstract speaks of context): its one word is the
    # paper's, not a title's elsewhere ("Context and Diversity Matter")
    # ("Is there a dataset?" after ContextGen, which introduces IMIG-100K, asks about it, not for dataset papers; "Is
    # there a paper on …?" looks for work)
    short_ask = not asked.looks_for_paper or len(question.split()) <= 6 and not _NAMES_WORK.search(question)
    if used and len(question.split()) <= 8 and _HOW_MUCH.match(question) and not _NAMES_WORK.search(question):
        return True  # "How much faster does training get?" after MaskGRPO ("… speeding up training by up to 30%"):
        # an amount asked of nothing named is the last paper's
    return len(used) >= 2 and len(used) >= share * len(words) or words == used != set() and len(question.split()) <= 8 \
        and short_ask


_HOW_MUCH = re.compile(r"^\W*(?:and\s+)?(?:how\s+(?:much|many|well|fast|big|large|long|often|far)|by\s+how\s+much)\b",
                       re.IGNORECASE)
_NEEDS = re.compile(r"^\W*(?:does|do|did|can|could|would)\s+(?:it|they|this|the\s+(?:method|model|approach|paper|authors)|"
                    r"[A-Z][\w-]*)\s+(?:need|require|use|rely\s+on|depend\s+on|assume)\s+(?:an?\s+|any\s+|the\s+)?"
                    r"(?P<what>[\w-]+(?:\s+[\w-]+){0,3}?)\s*\?\s*$", re.IGNORECASE)
_VENUE = re.compile(r"ICLR|NeurIPS|NIPS|ICML|CVPR|ICCV|ECCV|ACL|EMNLP|NAACL|AAAI|IJCAI|COLT|AISTATS|UAI|KDD|WWW|"
                    r"SIGIR|TMLR|JMLR|arXiv|OpenReview", re.IGNORECASE)
_GENERIC_THINGS = content_words("model models method data training network networks information approach")
# "What was the reward model in RAPPO trained on?": a thing the question takes the named paper to have
_ITS_THING = re.compile(r"\bthe\s+(?P<what>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:in|of|inside|behind|used\s+(?:in|by))\s+"
                        r"(?P<name>[A-Z][\w-]*)")
# what every abstract describes in its own words ("the architecture of NeuralOS": "an RNN … with a diffusion-based
# renderer"): an aspect, not a thing the paper may lack
_ASPECTS = content_words(
    "architecture design mechanism pipeline component components structure setup set-up objective loss dataset datasets "
    "benchmark benchmarks baseline baselines evaluation experiment experiments limitation limitations drawback weakness "
    "advantage benefit novelty innovation innovations insight intuition motivation goal aim purpose problem task tasks "
    "application applications use setting settings assumption assumptions hypothesis theory analysis proof guarantee "
    "guarantees complexity cost speed efficiency accuracy metric metrics score result results performance effect impact "
    "role input inputs output outputs size scale number step steps stage stages part parts module modules idea main key "
    "core central first second last final new proposed overall general basic underlying contribution contributions "
    "finding findings claim claims point technique strategy framework algorithm procedure process way form kind type "
    "version variant name authors paper work study")


def unmentioned(question: Question, sources: list[Source]) -> str:
    """What to say of the names a question gives that no abstract read uses ("How does it compare with GPT-4o?"):
    silence would let the reader take the answer for a comparison the paper never made."""
    return _unmentioned_note(unmentioned_names(question, sources), sources)


def _unmentioned_note(names: list[str], sources: list[Source]) -> str:
    if not names:
        return ""
    return prompts.UNMENTIONED.format(whose=_whose(sources), names=" or ".join(f"“{n}”" for n in names))


def _whose(sources: list[Source]) -> str:
    """Whose silence a note speaks of: "The abstract does" (not …), or "The abstracts read do"."""
    return "The abstract does" if len(sources) == 1 else "The abstracts read do"


def unmentioned_names(question: Question, sources: list[Source]) -> list[str]:
    """The names (and the thing a yes/no question asks the method to need) that no abstract read uses."""
    def key(text: str) -> str:  # "GPT-4o" is "GPT 4o" and "gpt4o"; "RM+" is "RM^+" ("RM$^+$"); "pi3" is "π^3"
        return re.sub(r"[\W_]", "", text.lower().replace("+", "plus").translate(GREEK_NAMES))

    def core(name: str) -> str:  # "AlphaZero-style" is AlphaZero; "reverse-KL" is KL
        return "-".join(p for p in name.split("-") if not (p.isalpha() and p.islower()))

    texts = [plain(f"{s.paper.title} {s.paper.abstract}") for s in sources]
    read = [key(t) for t in texts]
    asked = key(CONTEXT.sub("", question.text))  # the user's words, not the paper a follow-up was given as context
    words = [set(re.findall(r"[a-z]+", t.lower())) for t in texts]

    def in_pieces(name: str) -> bool:  # "Diffusion DPO" of "… in Diffusion Direct Preference Optimization (DPO)"
        pieces = name.lower().split()
        return len(pieces) > 1 and all(p.isalpha() for p in pieces) and any(set(pieces) <= w for w in words)

    # and the data sets and models many papers use ("… what accuracy does it get on ImageNet?"), which name no paper
    said = question.names + [n for n in names_in(CONTEXT.sub("", question.text), common=True)
                             if generic(n) and not _VENUE.fullmatch(n)]  # "Which ICLR 2026 paper …?" asks no venue
    names = [n for n in dict.fromkeys(said) if read and key(n) in asked and not re.fullmatch(r"[A-Z]{1,3}s?", core(n))
             and not any(key(core(n)) in r or key(n) in r for r in read)  # "Neural Sum-of-Squares" is whole
             and not in_pieces(n)]
    # "Does it need a surrogate model?" of an abstract that never speaks of one: what it would need, unmentioned
    # (a thing every field says, "model", is not what is asked, unless it is all: "Does it need training?" of a benchmark)
    # (or says it by its initials: "mixture of experts" is the "Layer-heterogeneous MoE" it proposes)
    if read and (m := _NEEDS.match(CONTEXT.sub("", question.text))) and \
            (thing := content_words(m["what"]) - _GENERIC_THINGS or content_words(m["what"])) and \
            not any(thing & _read_words(s.paper) for s in sources) and \
            not {i.lower() for i in initials(m["what"])} & set().union(*words):
        names.append(m["what"].strip())
    return names + its_things(question, sources, names)


def its_things(question: Question, sources: list[Source], names: list[str] = ()) -> list[str]:
    """The things a question takes a named paper to have ("the reward model in RAPPO") whose words no abstract read
    uses: an answer from its other sentences would pass for one about that thing."""
    found = []
    for m in _ITS_THING.finditer(CONTEXT.sub("", question.text)):
        thing = content_words(m["what"]) - _GENERIC_THINGS - _ASPECTS
        if sources and thing and m["name"] in question.names and m["what"] not in names and \
                not any(thing & _read_words(s.paper) for s in sources):
            found.append(m["what"].strip())
    return found


def no_figure(question: Question, sources: list[Source], answer: str) -> str:
    """What to say of a part that asks how much ("… and how much faster is it?") when no abstract read gives a figure
    (a percentage, a ratio, "3x"): the quotes would say "faster" and leave the amount unanswered, silently."""
    notes = [prompts.NO_FIGURE.format(whose=_whose(sources), part=p.text.rstrip(" ?.")) for p in question.parts
             if _HOW_MUCH_MORE.match(p.text)]
    if not sources or not notes or any(_AMOUNT.search(plain(s.paper.abstract)) for s in sources):
        return ""
    return " ".join(n for n in notes if n not in answer)


_HOW_MUCH_MORE = re.compile(r"^\W*(?:and\s+)?(?:by\s+)?how\s+(?:much|fast)\b", re.IGNORECASE)
# an amount an abstract gives: a percentage or ratio, or a score's change ("from 0.23 to 0.82", "66.1→84.6"), points,
# a fraction
_AMOUNT = re.compile(FIGURE.pattern + r"|\bfrom\s+\d[\d.,]*\s+to\s+\d|\d\s*(?:→|->|⟶|⇒)\s*\d|\b\d+(?:\.\d+)?\s*(?:points?|pp)\b|"
                     r"(?<![\w.])0\.\d+\b")


def no_names(question: Question, sources: list[Source], answer: str) -> str:
    """What to say of a part that asks which benchmarks (data sets, baselines) when no abstract read names any
    ("Which benchmarks does it use?" of "… across a wide range of benchmarks"): the quote says "benchmarks" and
    leaves the question unanswered, silently."""
    asked = [m["things"].lower() for p in question.parts if (m := _WHICH_NAMED.match(p.text))]
    if not sources or not asked:
        return ""
    own = {n.lower() for s in sources for n in (*own_names(s.paper.title, s.paper.abstract),
                                                *introduced_names(s.paper.abstract))}
    said = [sent for s in sources for sent in split_sentences(plain(s.paper.abstract))]
    notes = []
    for things in asked:
        # the sentences that speak of them ("… on GSM8K and HumanEval benchmarks"), else all ("Experiments on ImageNet")
        about = [sent for sent in said if re.search(rf"\b{things[:-1]}", sent, re.IGNORECASE)] or said
        if not any(n.lower() not in own for sent in about for n in names_in(sent, common=True)):
            notes.append(prompts.NO_NAMES.format(whose=_whose(sources), things=things))
    return " ".join(n for n in notes if n not in answer)


# "Which benchmarks does it use?", "On what datasets was it evaluated?": things a paper names, if it names them
_WHICH_NAMED = re.compile(r"^\W*(?:and\s+)?(?:on|with|against|in)?\s*(?:which|what)\s+(?P<things>benchmarks|datasets|"
                          r"baselines)\b", re.IGNORECASE)


def _without_claims_on(text: str, terms: list[str]) -> str:
    """The answer without the model's sentences on what no abstract read mentions: "X does not need retraining the
    model [1]" before "The abstract does not mention “retraining the model”" is the model's guess, cited. (No quote
    of an abstract can say a term the abstract never uses.)"""
    low = [t.lower() for t in terms]
    lines = [" ".join(s for s in split_sentences(line) if not any(t in s.lower() for t in low)) if line.strip() else line
             for line in text.split("\n")]
    kept = "\n".join(lines)
    return kept if kept.strip() else text


class AnswerEngine:
    """Runs turns with the components it is given (the Assistant builds them)."""

    def __init__(self, settings: Settings, retriever: Retriever, scorer: SupportScorer,
                 llm: Callable[[], LoadedLLM | None], papers: PaperVectorIndex, cache: dict | None = None):
        self.settings, self.retriever, self.scorer, self.llm, self.papers = settings, retriever, scorer, llm, papers
        self.cache = cache if cache is not None else {}  # summaries and tables, keyed by store revision and request
        cfg = settings.answer
        self.gate = Gate(cfg.min_relevance, cfg.coverage_weight)

    def stream(self, question: str, history: list[Answer] | None = None, mode: str = "auto",
               filters: Filters = Filters(), k: int | None = None) -> Iterator[Event]:
        """`mode`: auto (the question decides), answer, summary or table."""
        cfg = self.settings.answer
        question = clean_question(question, cfg.max_question_chars)
        recent = (history or [])[-cfg.history_turns:] if cfg.history_turns else []
        t0 = time.perf_counter()
        yield Status(SEARCHING)
        standalone = condense(question, recent)
        other = _other_than(question, standalone, recent)  # "Is there follow-up work …?": not the last answer's paper
        if other is not None:
            k = (k or cfg.answer_papers) + 1
        kind, found = self._retrieve(standalone, question, mode, filters, k, bool(recent))
        if recent and standalone == question and not found.relevant:
            # nothing on its own ("How did GPT-5 do on the hardest one?"): read it as a follow-up
            retry = condense(question, recent, force=True)
            retry_kind, retry_found = self._retrieve(retry, question, mode, filters, k, True)
            if retry_found.relevant:
                standalone, kind, found = retry, retry_kind, retry_found
        if kind == "answer" and (followed := _followed_paper(standalone, recent)) is not None and \
                all(h.paper_id != followed.paper_id for h in found.hits):
            # the paper the follow-up is about, which its title's words did not find ("Does it modify the diffusion
            # model?" after "A Noise is Worth Diffusion Guidance", among papers on noise and guidance): it is asked about
            found.hits, found.relevant = [followed, *found.hits[:max(0, len(found.hits) - 1)]], True
        asked, described = analyse(found.query, self.papers.names().find), []
        if recent and standalone != question and _last_answer(recent) is not None:
            # what the conversation quoted already, not only its last answer: "What techniques is the upper bound built
            # from?" after the bounds and then the comparison with earlier work does not quote the lower bound again
            asked.before = frozenset(s for a in recent for said in a.supports.values() for s in said)
        if kind == "answer" and asked.names:  # the papers the question names, first; the name makes it answerable
            named = self.retriever.add_named(found.hits, asked.names, found.query)
            # a name that is an ordinary word ("Promise"): its paper, by id (searching the word finds any paper)
            by_name, known = self.papers.names().owners, {h.paper_id for h in named}
            named += self.retriever.hits_for([pid for n in asked.names for pid in by_name.get(n, by_name.get(n.lower(), []))
                                              if pid not in known
                                              and not any(mentions(h.title, h.abstract, n) for h in named)])
            owners = [h for h in named if any(mentions(h.title, h.abstract, n) for n in asked.names)]
            said = CONTEXT.sub("", found.query).lower()  # the names the user gave, not the context's title
            if (last := _last_paper(found.query, named)) is not None and \
                    all(uses_name(f"{last.title} {last.abstract}", n) for n in asked.names if n.lower() in said):
                owners = [last]  # "How big are its gains on MQAR and RULER?" after HDLA, which reports them: not
                # the paper whose own name is MQAR
            if not owners:  # "what does ParaRL reward?": the one paper that spells it out (not "RLVR": many do)
                definers = {n: [h for h in named if defines(h.abstract, n)] for n in asked.names if self.retriever.coined(n)}
                owners = [h for h in named if any(h in hs and len(hs) == 1 for hs in definers.values())]
            if not owners:  # "What two issues did the authors find in AMB?": a method no paper owns or spells out,
                # which one paper at hand discusses ("we revisit the only known algorithm AMB …"), or a second thing
                # one paper introduces ("How much does GuidedEval reduce …?" of "we introduce GuidedBench, … and
                # GuidedEval, an evaluation system …"): a coined name (`name_shaped`)
                sole = {sole_user([h.abstract for h in named], n) for n in asked.names
                        if name_shaped(n) and self.retriever.coined(n)}
                owners = [h for i, h in enumerate(named) if i in sole]
            owners.sort(key=lambda h: (not any(mentions(h.title, h.abstract, n, exact=True, cased=True) for n in asked.names),
                                       not any(mentions(h.title, h.abstract, n, exact=True) for n in asked.names)))
            found.hits = owners + [h for h in named if h not in owners] if found.relevant or owners else found.hits
            found.relevant = found.relevant or bool(owners)
        if found.relevant and kind == "answer":  # papers the question describes that retrieval missed
            found.hits, described = self.retriever.add_described(found.hits, asked.described, filters,
                                                                 lambda words: self.papers.current().titled(words))
        if other is not None:  # "Is there other work on …?": not the paper it is other than, in an overview too
            name = short_name(other.title, other.abstract)
            if name and kind == "answer":  # work that builds on a method names it ("… augments DFT's reweighting …")
                found.hits = self.retriever.naming(found.hits, name, plain(other.title))
            kept = [i for i, h in enumerate(found.hits) if h.paper_id != other.paper_id]
            found.hits = [found.hits[i] for i in kept]
            if found.within is not None:
                found.within = sum(i < found.within for i in kept)
            if found.vectors is not None:
                found.vectors = found.vectors[kept]
            found.relevant = found.relevant and bool(found.hits)
        timings = {"retrieve_s": time.perf_counter() - t0}
        sources = number_sources(found.hits)
        for src in sources:
            src.label = called_by(src, [*asked.names, *_CAPITALISED.findall(standalone)])
        base = dict(question=question, standalone_question=standalone, timings=timings, sources=sources, mode=kind)
        if not found.relevant:
            timings["generate_s"] = 0.0
            yield Retrieved(sources)
            yield Done(self._abstain(**base))
            return
        if kind != "answer":
            yield from Overviews(self.settings, self.scorer, self.llm, lambda: self.retriever.store.revision,
                                 self.cache).stream(kind, found, base)
            return

        t1 = time.perf_counter()
        # a word of the field ("… under DP?": hundreds of papers use it) that no paper here owns names no paper: the
        # evidence is chosen as for a question that names none, not from the paper that spells it out with capitals
        field = [n for n in asked.names if not self.retriever.coined(n)
                 and not any(mentions(s.paper.title, s.paper.abstract, n) for s in sources)]
        chosen = self._evidence(found, dataclasses.replace(asked, names=[n for n in asked.names if n not in field]),
                                sources, described)
        used = chosen.used
        yield Retrieved(sources)
        backend, model, notice, checked, draft = self.settings.llm.backend, model_label(self.settings), None, None, ""
        if backend != "extractive":
            try:
                llm = self.llm()
                checked = yield from self._generate(llm, used, chosen, timings, t1)
                if not checked.citations:
                    notice, draft, checked = NOT_MATCHED, checked.draft, None
            except (LLMUnavailable, ModelError) as exc:
                notice = prompts.fallback(backend, exc)
            if checked is None:
                yield Status(notice)
        if checked is None:  # extractive by choice, or as the fallback the notice explains
            backend, model = "extractive", None
            checked = extractive_answer(chosen.reading_order)
            checked.draft = draft  # what the LLM wrote, if it wrote anything (for evaluation)
        timings["generate_s"] = time.perf_counter() - t1
        read = [s for s in chosen.targets if s.evidence] or chosen.used
        if names := unmentioned_names(asked, read):
            rest, note = _without_claims_on(checked.text, names), _unmentioned_note(names, read)
            if its_things(asked, read):  # "What was the reward model in RAPPO trained on?": that it has none is
                checked.text = f"{note}\n\n{rest}".strip()  # said first, before what the abstract does say
            elif (m := _NEEDS.match(CONTEXT.sub("", asked.text))) and m["what"].strip() in names:
                # "Does it need training?" of a benchmark whose abstract never speaks of training: that is the
                # answer, and one sentence on what the paper is, not every sentence read (none says it)
                first = split_sentences(rest)[:1] if "\n" not in rest.strip() else [rest]
                checked.text = f"{note}\n\n{' '.join(first)}".strip()
            else:
                checked.text = f"{rest}\n\n{note}".strip()
        if note := " ".join(n for n in (no_figure(asked, read, checked.text), no_names(asked, read, checked.text)) if n):
            checked.text = f"{checked.text}\n\n{note}".strip()
        checked, base["sources"] = in_citation_order(checked, sources)
        yield Done(Answer(answer=checked.text, citations=checked.citations, abstained=False,
                          unsupported_sentences=checked.unsupported, backend=backend, model=model, notice=notice,
                          supports=checked.supports, draft=checked.draft, **base))

    def _retrieve(self, standalone: str, asked: str, mode: str, filters: Filters, k: int | None,
                  follow_up: bool) -> tuple[str, Retrieval]:
        """(answer | summary | table, what retrieval found). The user's own words (`asked`) decide the kind of reply:
        the context a follow-up is given ("… (context: What does ICLR 2026 have on X?)") must not turn "Which of
        those …?" into a summary. An overview gathers the whole area of its topic ('Summarize work on X' searches
        for X: "summarize" would pull in papers about summarization). `follow_up`: a turn of a conversation."""
        routed = route(asked, mode if mode != "auto" else None, self.papers.names().find,
                       follow_up=follow_up, on_paper=on_last_paper(standalone))
        if routed.mode == "answer":
            return "answer", self.retriever.retrieve(standalone, k or self.settings.answer.answer_papers, filters,
                                                     self.gate)
        cfg = self.settings.summary
        if k:
            cfg = cfg.model_copy(update={"most_papers": k, "least_papers": min(k, cfg.least_papers)})
        return routed.mode, gather_area(self.retriever, self.papers, topic_of(standalone), filters, cfg, self.gate)

    def _evidence(self, found: Retrieval, question: Question, sources: list[Source], described: list[str]) -> Plan:
        """Choose the evidence: a plan of papers and sentences per question part."""
        part_vecs = self.scorer.embedder.encode([p.text for p in question.parts])
        chosen = plan(sources, question, self.settings.answer.related_margin, described,
                      self.settings.answer.min_relevance)
        choose(chosen, self.scorer, part_vecs, found.qvec, self.settings.answer,
               self.retriever.keywords.current().abbreviations)
        return chosen

    def _generate(self, llm: LoadedLLM, sources: list[Source], chosen: Plan, timings: dict[str, float],
                  t1: float) -> Iterator[Event]:
        """The LLM's answer, checked."""
        yield Status(f"Reading {len(sources)} sources with {llm.label or self.settings.llm.backend}…")
        return (yield from write_answer(llm, chosen, self.scorer, self.settings.answer, timings, t1))

    def _abstain(self, sources: list[Source], **base) -> Answer:
        nearest = "\n".join(f"- {s.paper.title}" for s in sources[:5])
        text = prompts.ABSTAIN + ("\n\n" + nearest if nearest else "")
        return Answer(answer=text, citations=[], abstained=True, unsupported_sentences=[],
                      backend=self.settings.llm.backend, model=model_label(self.settings), sources=sources, **base)

