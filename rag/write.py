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
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field

from . import prompts
from .citations import Checked, check, cite, without_antecedent
from .evidence import ASKS_BETTER, LIST_OPENS, SAME, SAYS_BETTER, Plan, paper_label, roles_of
from .llms import LoadedLLM
from .question import names_in
from .settings import AnswerSettings
from .support import ASKS_YES_NO, DENIES, SAYS_NO_LOSS, SupportScorer
from .text import (
    ASKS_WHETHER,
    SAYS_LOSS,
    cited_numbers,
    closed,
    content_words,
    loss_words,
    numbers,
    own_names,
    plain,
    short_name,
    split_sentences,
    strip_markers,
    title_pieces,
    uses_name,
    with_parts,
)
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
    name: str = ""  # the paper's name the answer's first sentence must give (the reply's, or put before it)
    focus: str = ""  # what the part asks for ("result", "method", …: `question.focus_of`)


def calls(plan: Plan, sentences_wanted: str | None = None, quote_rest: bool = True) -> list[Call]:
    """The calls that write an answer: one per part of the question; for a comparison, one per part and paper, so
    that no call can mix up what two papers do. The first call names the paper. `quote_rest`: the paper a user looked
    for is said in a sentence or two of what it proposes, the rest of its evidence quoted (`cover`), not rewritten."""
    by_n = {s.n: s for s in plan.used}
    out = []
    compare = plan.question.compare and len(plan.targets) > 1
    for i, pe in enumerate(plan.parts):
        available = [dataclasses.replace(by_n[n], evidence=sents) for n, sents in sorted(pe.sentences.items())
                     if n in by_n and sents]
        one_by_one = compare and not _CHOOSES.search(pe.part.text)  # "which of them ...?" needs both papers at once
        # one paper at a time, in the order the question names them ("How do Spherical Watermark and Guidance …")
        named = sorted(plan.targets, key=lambda t: _first_mention(plan.question.text, t))
        groups = [[s] for t in named for s in available if s.n == t.n] if one_by_one else [available]
        for group in groups:
            if not group:
                continue
            # (the first target the call reads, as the answer names its papers: "Do W-Edit and SRA need …?" opens
            # with W-Edit and names SRA where its quotes begin, not the other way round)
            main = next((t for t in plan.targets if any(s.n == t.n for s in group)),
                        plan.targets[0] if plan.targets else group[0])
            name = paper_label(main)
            question = pe.part.text.rstrip(" ?.") + "?"
            whole = plan.question.looks_for_paper and len(plan.parts) == 1 and not compare
            if whole:  # the user asked for the paper: say what it does (or what it proposes, the rest quoted)
                question = (prompts.PROPOSES if quote_rest else prompts.WHAT_IT_DOES).format(name=name)
            elif plan.question.looks_for_paper and i == 0 and not compare:
                # "Is there a method that restarts games from …, how …?": asked in the question's words, a 1.5B model
                # answers "X restarts games from …", the question restated; asked what X proposes, it says it in the
                # abstract's, from the same sentences
                question = prompts.PROPOSES.format(name=name)
            if one_by_one:
                question += prompts.FOR_ONE.format(name=name)
            opening = opening_name(name)
            # "Why do detectors fail …?" is about the problem: a reply made to open with the method's name makes the
            # method fail ("SAM-enhanced PSD fails under weak attacks because …"); the answer is named when checked
            named = opening if i == 0 or one_by_one else ""
            begin = named if one_by_one or pe.part.focus != "motivation" else ""
            term = _TERM.match(pe.part.text)
            if not one_by_one and (term and not uses_name(term.group(1).lower(), name.lower())
                                   or not plan.question.looks_for_paper and _names_other(pe.part.text, name, main)
                                   or _OTHERS_DO.match(pe.part.text)
                                   or _FOR_OTHERS.search(pe.part.text) and not uses_name(pe.part.text.lower(), name.lower())
                                   or ASKS_YES_NO.match(pe.part.text) and not _OF_IT.match(pe.part.text)
                                   and not uses_name(pe.part.text.lower(), name.lower())
                                   and not content_words(pe.part.text) <= content_words(plain(main.paper.title))):
                begin = ""  # "What is neuron resonance in SAE training?" is answered by what it is, not by GBA; "What
                # two paradigms does Real-Time Reasoning Gym study?" by what the gym does, not by AgileThinker; "How do
                # current models do on it?" by what the models do, not by "SportR models perform poorly" (nor "Which
                # modality is the most fragile for VLA models?" by "RobustVLA models are most fragile for actions";
                # nor "Does instruction tuning hurt in-context steerability?" by "Spectrum Tuning often hurts …")
            if begin:
                question += prompts.BEGIN_WITH.format(name=begin)
            # as long as the evidence: asked for four sentences on two, a 1.5B model pads with what it guesses
            given = sum(len(s.evidence) for s in group) if len(plan.parts) == 1 and not compare \
                and not (whole and quote_rest) else 0
            wanted = sentences_wanted or ("One or two" if given < 3 else "Two or three" if given == 3 else "Three or four")
            out.append(Call(question + prompts.LENGTH.format(n=wanted), pe.part.text, group, begin, named, pe.part.focus))
    return out


_ASKS_WHEN = re.compile(r"^\W*(?:and\s+)?(?:when|under\s+what\s+(?:conditions?|circumstances|assumptions))\b", re.IGNORECASE)
_STATES_CONDITION = re.compile(r"\b(?:determines?\s+whether|whether|only\s+(?:if|when)|if\s+and\s+only\s+if|whenever|"
                               r"when(?!\s+(?:compared|evaluated|applied|tested|trained|used)\b)|depends?\s+(?:up)?on|"
                               r"provided\s+that|as\s+long\s+as|under\s+(?:which|what|the\s+conditions?))\b",
                               re.IGNORECASE)
_TERM = re.compile(r"^\W*what\s+(?:is|are)\s+(?!(?:it|they|this|that|these|those)\b)(?:an?\s+|the\s+)?([^?]+)",
                   re.IGNORECASE)  # a term asked to be defined


_OTHERS_DO = re.compile(r"^\W*how\s+(?:well\s+)?(?:do|did|does|can)\s+(?!(?:it|they|this|that|the\s+(?:paper|method|authors))\b)"
                        r"(?:[\w-]+\s+){0,3}?(?:models|methods|baselines|LLMs|MLLMs|VLMs|systems|agents|humans|annotators)\b",
                        re.IGNORECASE)  # the subject is others' work
_OF_IT = re.compile(r"^\W*\w+\s+(?:it|they|this|these|its|their|the\s+(?:paper|method|approach|authors|model|framework|"
                    r"work|study))\b", re.IGNORECASE)  # a yes/no question about the paper's own work, unnamed
_FOR_OTHERS = re.compile(r"\b(?:for|of|in|do|does|did)\s+(?:[\w-]+\s+){0,3}?(?:models|methods|baselines|LLMs|MLLMs|VLMs|VLAs|"
                         r"systems|agents)\b(?!\s+(?:does|do)\s+(?:it|they|the\s+(?:paper|authors)))", re.IGNORECASE)


def _quote_titles(text: str, sources: list[Source]) -> str:
    """A title with a question inside, written bare by the model ("Can Transformers Really Do It All? On the …
    proposes …"), in quotes: else it is read as two sentences."""
    for src in sources:
        title = plain(src.paper.title)
        if "?" in title.rstrip("?"):
            text = re.sub(rf"(?<![“\"]){re.escape(title)}(?![”\"])", f"“{title}”", text)
    return text


def _names_other(part: str, name: str, paper: Source) -> bool:
    """Does the part name another thing of the paper than its label ("Real-Time Reasoning Gym" of AgileThinker's)?"""
    text = f"{paper.paper.title} {paper.paper.abstract}"
    return not uses_name(part.lower(), name.lower()) and any(m.group() in text and m.group().lower() not in name.lower()
                                                             for m in _OWN_NAME.finditer(part))


# a thing's own name: capitalized words in a row ("Real-Time Reasoning Gym"), not an acronym every abstract uses
# ("LLMs", "KV")
_OWN_NAME = re.compile(r"\b[A-Z][\w-]*(?:\s+[A-Z][\w-]*)+\b")  # "Real-Time Reasoning Gym", not a term ("GeLU")


def opening_name(name: str) -> str:
    """How a reply opens with a paper's name: a title that asks a question or opens a clause reads as one ("How
    does the optimizer … landscape? [1]", "When Bias Helps Learning: …, the paper reaches …"), so it is the paper's
    name in quotes; so is one with a question inside ("In Mirage or Method? How …, the authors …" is two sentences)."""
    return f"The paper “{name}”" if "?" in name or _CLAUSE_TITLE.match(name) else name


def continued(begin: str, text: str) -> str:
    """A reply joined to the name it was made to open with: "LiteGuard" + "introduces …" (a space may lack); when
    the model closed the name as a sentence of its own ("<title> [1]. We introduce …"), the rest is the reply (the
    paper is named when it is checked)."""
    if not begin or not text:
        return text
    if closed := re.match(r"\s*(?:\[\d+\]\s*)+[.:]\s+", text):
        return text[closed.end():]
    joined = begin + ("" if text[0] in " ,.:;'’)-" else " ") + text  # "LASER" + "-D is …"
    # "MergOPT proposes a merging-aware optimizer (abbreviated as MergOPT)": the abstract's naming, said already
    return _NAMED_AGAIN.sub(lambda m: "" if m[1] in joined[:m.start()] else m[0], joined)


_NAMED_AGAIN = re.compile(r"\s*\((?:abbreviated|dubbed|called|named|termed|denoted|referred to)(?:\s+as)?\s+([^()]{1,40})\)")


_CLAUSE_TITLE = re.compile(r"(?:when|why|how|what|where|which|who|if|whether|does|do|did|can|could|is|are|should|will|"
                           r"would|has|have)\b", re.IGNORECASE)


def _first_mention(question: str, source: Source) -> int:
    """Where the question first names the paper: its name, or a piece of its title ("Speculative speculative
    decoding (Saguaro) and SpecBranch …"); a paper it does not name comes last."""
    low = question.lower()
    names = [paper_label(source), *title_pieces(source.paper.title)]
    found = [m.start() for n in names if n and (m := re.search(rf"(?<![\w-]){re.escape(n.lower())}(?![\w-])", low))]
    return min(found, default=len(question))


def write_answer(llm: LoadedLLM, plan: Plan, scorer: SupportScorer, cfg: AnswerSettings,
                 timings: dict[str, float], started: float) -> Generator[Event, None, Checked]:
    """Stream the answer call by call (Token events); return it checked against the sources each call read."""
    pieces, checks = [], []
    said = Said()
    todo = calls(plan, quote_rest=cfg.quote_rest)
    quoted = [cfg.quote_rest and i > 0 and quotable(c, plan) for i, c in enumerate(todo)]
    asked = [c for c, q in zip(todo, quoted) if not q]
    # an engine that continues a started reply is given the paper's name as the reply's first word: a 1.5B model
    # told to begin with it still opens with "This objective ..." now and then
    begins = [c.begin if llm.continues else "" for c in asked]
    written = yield from llm.write_many([prompts.part_messages(c.sources, c.question, b) for c, b in zip(asked, begins)],
                                        timings, started, cfg.part_max_tokens,
                                        heads=[("" if i == 0 else " ") + b for i, b in enumerate(begins)],
                                        grammars=[prompts.citation_grammar([s.n for s in c.sources]) for c in asked])
    replies = iter(zip(begins, written))
    main = paper_label(plan.targets[0]) if plan.targets else ""  # the paper the answer is about
    context = set(plan.context.values())  # introductions read to name the method, not quoted for their own sake
    for call, quote in zip(todo, quoted):
        begin, text = ("", "") if quote else next(replies)
        if not_stated(text.lstrip(" :,-—")):  # said plainly, not checked: it claims nothing about the paper
            text = ""
        text = continued(begin, text)
        about = [src for src in call.sources if any(src.n == t.n for t in plan.targets)]  # not a near paper's
        if quote:
            checks.append(cover(Checked("", [], [], {}), about, plan.question.text, said, call.name, main=main,
                                context=context, part=call.part, before=plan.question.before))
        elif not text or not_stated(text):
            # a 1.5B model says "not stated" of evidence that states it ("Experimental results demonstrate
            # state-of-the-art performance on MovieNet-SSeg and BBC datasets" for "which datasets …?"): quoted
            stating = answering(about, call.part)
            if stating:
                checks.append(cover(Checked("", [], [], {}), stating, plan.question.text, said, call.name, main=main,
                                    context=context))
            else:
                text = prompts.ABSENT.format(part=call.part.rstrip(" ?."))
                yield Token(text)
                checks.append(Checked(text, [], [], {}))
        else:
            text = without_example(text, call.sources)
            text = _quote_titles(steps_joined(text), call.sources)
            checked = check(third_person(text), call.sources, scorer, cfg.support_threshold, plan.question.text, said.sentences)
            checks.append(cover(checked, about, plan.question.text, said, call.name, main=main, context=context,
                                part=call.part, before=plan.question.before))
        pieces.append(text)
    merged = merge(checks, plan.used, " ".join(pieces))
    text = _unrepeated(merged.text, said, plan.question.text)
    if len(plan.targets) == 1:  # one paper: its sentences in its abstract's order across the parts too
        text = in_abstract_order(text, plan.targets)
    return dataclasses.replace(merged, text=text)


def quotable(call: Call, plan: Plan) -> bool:
    """Is this call's part answered by quoting its evidence rather than by an LLM call? When its evidence is one
    sentence of a paper the question is about (two, for a part asking for results), a 1.5B model restates it (or cuts
    it, or garbles a figure: "They achieve only 54.87 on OpenAI-o3 scores"), and the call costs seconds of prompt and
    reply on a laptop. Not a yes/no part: its answer word is the model's."""
    given = [(s, t) for s in call.sources for t in s.evidence if t not in plan.context.values()]
    return 0 < len(given) <= (2 if call.focus == "result" else 1) and not ASKS_YES_NO.match(call.part) \
        and all(any(s.n == t.n for t in plan.targets) for s, _ in given)


# "Then, cloning that solution …": a step with no verb of its own
_NEXT_STEP = re.compile(r"^(?:and\s+)?(?:then|next|afterwards|after\s+that|finally),?\s+(?=[a-z]+ing\b)", re.IGNORECASE)
_ENDS_CITED = re.compile(r"\s*((?:\[\d+(?:\s*,\s*\d+)*\]\s*)*)[.;]\s*$")


def steps_joined(text: str) -> str:
    """A reply's "Then, cloning that solution into a neural network policy [1]." joined to the sentence it goes on
    from ("… by first solving a nonparametric surrogate problem …, then cloning …"): a 1.5B model splits "by first
    doing A, and then doing B" in two, and the second half, on its own, is no sentence (nor in the right place once
    quotes are put in the abstract's order)."""
    if not any(_NEXT_STEP.match(s) for s in split_sentences(text)[1:]):
        return text  # (as written: its line breaks kept)
    out: list[str] = []
    for sentence in split_sentences(text):
        step = _NEXT_STEP.match(sentence)
        rest = sentence[step.end():] if step else ""
        # (not "Finally, using the learned features, SONIC achieves …", whose verb comes after a comma)
        if step and out and "," not in rest and (end := _ENDS_CITED.search(out[-1])):
            if not cited_numbers(rest):
                rest = f"{_ENDS_CITED.sub('', rest)} {end[1].strip()}".rstrip() + "."
            out[-1] = f"{out[-1][:end.start()]}, then {rest}"
        else:
            out.append(sentence)
    return " ".join(out)


def in_abstract_order(text: str, sources: list[Source]) -> str:
    """The answer's sentences past its first in the order of the abstract sentences they say (`_place`): a later
    part's quote of "In this work, we demonstrate that sparse autoencoders …" comes before the earlier part's
    "Leveraging this property, …". A sentence citing no single paper (one saying a part is not answered) stays."""
    sentences = split_sentences(text)
    by_n = {src.n: src for src in sources}
    where = [_place(s, by_n) for s in sentences]
    # "This module aggregates …", the second half of the abstract sentence an earlier one says, goes right after it:
    # apart (a quote put between them), "This module" names another
    units: list[list[int]] = []
    for i, s in enumerate(sentences):
        half = next((u for u in reversed(units) if any(where[j] == where[i] for j in u)), None) \
            if _POINTS_BACK.match(s) and where[i] is not None else None
        if half is None and (item := _ITEM.match(s)) and (before := _ITEMS.get(item[1].lower())):
            # "(2) While detectors can be trained …" goes on from the sentence with "(1)", wherever that is placed
            half = next((u for u in reversed(units) if any(f"({before})" in sentences[j].lower() for j in u)), None)
        if half is not None:
            half.append(i)
        else:
            units.append([i])
    placed = [where[u[0]] if k else None for k, u in enumerate(units)]
    slots = [k for k, p in enumerate(placed) if p is not None]
    out = list(units)
    for k, j in zip(slots, sorted(slots, key=lambda m: placed[m])):
        out[k] = units[j]
    return " ".join(sentences[i] for u in out for i in u)


_POINTS_BACK = re.compile(r"^\W*(?:(?:Then|Next|Finally|Afterwards|After that),?\s+)?(?:This|These|That|Such|It|They|Its|"
                          r"Their)\b", re.IGNORECASE)  # ("Then, it clones that solution …" goes on from its first half)
_ITEM = re.compile(r"^\s*\((\d|i{1,3}|iv|v|vi)\)\s")  # a list's next item, a sentence of its own: "(2) …"
_ITEMS = {**{str(k): str(k - 1) for k in range(2, 10)}, "ii": "i", "iii": "ii", "iv": "iii", "v": "iv", "vi": "v"}


def answering(sources: list[Source], part: str, least: int = 2, share: float = 0.5) -> list[Source]:
    """The sources with only their evidence sentences that use `share` of the part's words, and at least `least`
    of them: what the part asks, stated in the abstract's words. A quantity asked is stated by a figure in its own
    words ("how much shorter are its answers?": "… while reducing token usage by 64%")."""
    words = content_words(part)
    need = max(least, share * len(words))
    quantity = _QUANTITY.match(part) is not None
    out = [dataclasses.replace(src, evidence=[s for s in src.evidence if len(words & content_words(s)) >= need
                                              or quantity and FIGURE.search(plain(s))])
           for src in sources]
    return [src for src in out if src.evidence]


_QUANTITY = re.compile(r"^\W*(?:and\s+)?(?:by\s+)?how\s+(?:much|many|big|large|fast|long|short|small|far|often)\b",
                       re.IGNORECASE)
# a stated amount: "64%", "2.3×", "3x faster", "10-fold", "1.2B tokens"
FIGURE = re.compile(r"\d(?:[\d.,]*\d)?\s*(?:%|×|x\b|times\b|-?fold\b)|\b\d+(?:\.\d+)?\s*(?:[KMB]\b|k\b|million|billion)")


_EXAMPLE_WORDS = content_words(" ".join(text for role, text in prompts.EXAMPLES if role == "assistant"))


def without_example(text: str, sources: list[Source], example: frozenset[str] | set[str] = _EXAMPLE_WORDS,
                    share: float = 0.5) -> str:
    """The reply without the sentences it copied from the prompt's made-up worked example ("It works by keeping
    every expert in use with a load-balancing loss [1]"; `example`: its words): prompt text, not a claim about the
    paper (the checker would refuse it; the reader need not see it among the refused sentences)."""
    known = set().union(*(content_words(f"{s.paper.title} {s.paper.abstract}") for s in sources)) if sources else set()

    def copied(sentence: str) -> bool:
        words = content_words(strip_markers(sentence))
        foreign = words & example - known
        return bool(words) and len(foreign) >= share * len(words)

    sentences = split_sentences(text)
    kept = [s for s in sentences if not copied(s)]
    return " ".join(kept) if len(kept) < len(sentences) else text


def _unrepeated(text: str, said: Said, question: str) -> str:
    """The answer without the reply sentences (past the first) that the quotes of all its parts say together (one
    part's "X ablates a circuit without finetuning" when other parts quote "X ablates a circuit" and "Without
    finetuning, X improves …") or that the sentences before them said already."""
    quoted = set(said.quotes)
    together, asked = " ".join(said.quotes), content_words(question)
    sentences = split_sentences(text)
    kept: list[str] = []
    for i, s in enumerate(sentences):
        if any(_same(s, k) for k in kept):  # a quote given twice, once as "In X, theoretically, the authors show …"
            continue
        if i == 0 or any(s in q for q in quoted) or s.startswith(prompts.NOT_STATED):
            kept.append(s)
        elif not _says(together, s, asked, 0.9) and not _says(" ".join(kept), s, asked, 0.8):
            kept.append(s)  # not the third wording of "keeps the storage requirement constant" either
    return " ".join(kept) if len(kept) < len(sentences) else text


def _verbatim(reply: str, sentence: str) -> bool:
    """Is the reply sentence the abstract's sentence word for word (its citation aside)?"""
    return content_words(strip_markers(reply)) == content_words(plain(sentence))


def _same(a: str, b: str) -> bool:
    """The same sentence, but for the "In X, " that names whose it is."""
    def key(s: str) -> str:  # (and "As the X paper notes, however, …" is "However, …")
        s = re.sub(r"^(?:in [^,]{2,200}?|as [^,]{2,200}? notes?), ", "", " ".join(strip_markers(s).split()),
                   flags=re.IGNORECASE)
        return _CONNECTIVE.sub("", s).lower()
    return key(a) == key(b)


@dataclass
class Said:
    """What the answer already says: its sentences (lowercased; the checker drops a sentence that repeats one) and
    the content words and numbers of its supported sentences."""

    sentences: set[str] = field(default_factory=set)
    claims: list[set[str]] = field(default_factory=list)  # per supported sentence: its content words
    figures: set[str] = field(default_factory=set)  # the numbers they state
    text: str = ""  # their text, lowercased (for the names and coined terms they use)
    titled: set[int] = field(default_factory=set)  # the papers whose title the answer gave
    seen: set[tuple[int, int]] = field(default_factory=set)  # (source, sentence index) quoted or said already
    quotes: list[str] = field(default_factory=list)  # the evidence sentences quoted, as the answer gives them


def cover(checked: Checked, sources: list[Source], question: str, said: Said, name: str = "",
          share: float = 0.6, main: str = "", context: set[str] | frozenset[str] = frozenset(), part: str = "",
          before: frozenset[str] = frozenset()) -> Checked:
    """The reply as the user reads it: without the sentences the checker refused, and with the evidence sentences
    the reply left out, quoted and cited (a 1.5B model told to use two sentences often writes one and drops the
    other: a method's second component, the result with its number).

    An evidence sentence counts as said when the answer's supported sentences hold every number it states
    (`said.figures`) and one of them `share` of the words it adds to the question (`said.claims`: a claim is said
    in one sentence, not by words spread over several). A reply sentence that said only part of it gives way to it;
    otherwise it follows the reply. `name`: the paper the reply must open with; `main` (else `name`): the paper the
    answer is about, whose quotes need no "In X, …" to say whose they are. `context`: sentences read, never quoted
    (a paper's introduction, given to name its method). `part`: the part the reply answers; a yes/no part's first
    reply sentence, in its words, is its answer ("MotionSight does not need training") and stays though a quote says it.
    `before`: the sentences the conversation quoted already; one the reply says part of is not quoted again (the user
    read it: "Cat-PO uses a KL-based customized loss" is the answer, not a repeat of the whole sentence after it).
    """
    main_src = next((src for src in sources if paper_label(src) == (main or name)), None)
    refused = set(checked.unsupported)
    replied = split_sentences(checked.text)

    def was_refused(sentence: str) -> bool:  # (or holds one refused, split apart by the checker where its subject was
        # a marker: "… slow learning. [1] proposes that …" reads "… slow learning. proposes that …", one sentence here)
        claim = strip_markers(sentence)
        return claim in refused or any(len(r) > 20 and r in claim for r in refused)
    # (a sentence whose antecedent was refused stands alone: "This is because SpecGD learns …" is "SpecGD learns …")
    replied = [without_antecedent(s) if i and was_refused(replied[i - 1]) else s for i, s in enumerate(replied)]
    kept = [_unspliced(_LIST_NUMBER.sub("", s), sources) for s in replied
            if not was_refused(s) and not _BARE_NUMBER.fullmatch(s)]  # a list's "1." is no sentence
    kept = [self_proposed(k, sources) for k in _unpointed(kept, {src.n: src for src in sources})]
    yes_no, asked_part = part, content_words(part)  # (`part` is reused below)
    yes_no_part = ASKS_YES_NO.match(part) is not None
    # (the words of a paper's short name, not of a title: "quantization" is asked of "Training Dynamics Impact
    # Post-Training Quantization Robustness")
    yes_no_words = asked_part - (content_words(name) if len(name.split()) <= 3 else set()) - _PRONOUNS
    polar = kept[0] if kept and yes_no_part and \
        len(with_parts(loss_words(kept[0])) & loss_words(part)) >= 0.5 * len(asked_part) else None  # ("lose" is
    # "sacrifice"; "training-free" says "training")
    said.claims += [content_words(sent) for sent in kept]
    said.figures.update(n for sent in kept for n in numbers(sent))
    said.text += " " + " ".join(kept).lower()
    asked = content_words(question)
    supports = {n: list(v) for n, v in checked.supports.items()}
    quotes: set[str] = set()
    order: dict[str, tuple[int, int]] = {}  # a quote -> (its source, its sentence's place in the abstract)
    for src in sources:
        for sent in src.evidence:
            if sent in context or len(content_words(sent)) <= 2:  # "Their contributions are twofold.": nothing to say
                continue
            if yes_no_part and not content_words(sent) & yes_no_words and \
                    any(content_words(e) & yes_no_words for e in src.evidence):
                continue  # a yes/no part is answered where its words are said ("… requiring no additional training"),
                # not by "MTD is more effective than prior methods …" for "does it need extra training?"
            if sent in before and any(_part_of(_unnamed(k, name), plain(sent)) for k in kept) \
                    and numbers(sent) <= said.figures and content_words(sent) & asked <= content_words(said.text):
                continue  # (whose it is aside: "Cat-PO uses …" of "It then … designs …"; unless it says more of what is
                # asked: "… (up to 30 minutes) with up to 4 speakers" after "VibeVoice supports up to 4 speakers")
            at = src.sentences.index(sent) if sent in src.sentences else -1
            follows = (src.n, at - 1) in said.seen  # the sentence before it is in the answer ("First, …" before "Second, …")
            said.seen.add((src.n, at))
            words, figures = content_words(sent) - asked - _FRAME, numbers(sent)
            # ("training-free" answers "does it need training?": "… beyond the training window" has not said it)
            free = {m[0].lower() for m in _FREE_OF.finditer(plain(sent)) if content_words(m[1]) & asked}
            if figures <= said.figures and all(t in said.text for t in terms(sent) | free) \
                    and any(len(words & c) >= share * len(words) for c in said.claims) \
                    and content_words(sent) & asked | _condition(sent) <= content_words(said.text) \
                    and (not any(_part_of(a, sent) and _part_of(b, sent) for a, b in zip(kept, kept[1:]))
                         or any(_verbatim(k, sent) for k in kept)):
                continue  # said already (a reply that left out the words the question asks about, or the condition
                # its claim holds under, has not said it; nor has one that cut it in two, its second half a fragment:
                # "… an entropy-level gate that …. A token-level deferred window that …", unless one of the two is
                # the sentence itself: "Personas introduced …. Combining personas with …", copied)
            said.claims.append(words)
            said.figures |= figures
            said.text += " " + sent.lower()
            quote = closed(third_person(standalone(plain(sent), follows)))
            label = paper_label(src)
            if main_src is not None and src.n != main_src.n and not uses_name(quote.lower(), label.lower()):
                quote = in_paper(label, quote)  # whose "the authors" they are
            quote = f"{quote} [{src.n}]"
            said.sentences.add(" ".join(strip_markers(quote).lower().split()))
            supports.setdefault(src.n, []).append(sent)
            # (the reply's "GMPO improves …" is the abstract's "\Ours-7B improves …" or "our method improves …")
            part = next((i for i, k in enumerate(kept) if k not in quotes and k != polar
                         and _part_of(_unnamed(k, label), sent)), None)
            if part is None:
                kept.append(quote)
            else:  # the reply it replaces no longer says anything: "Relaxing the assumptions of the first analysis of
                # the disagreement coefficient … leads to polynomial label complexity", replaced by "First, we provide
                # the first analysis of the disagreement coefficient …", has not said "… relaxing them leads to
                # polynomial label complexity", quoted next
                replaced = content_words(kept[part])
                said.claims = [c for c in said.claims if c != replaced]
                said.text = said.text.replace(kept[part].lower(), "", 1)
                kept[part] = quote
            quotes.add(quote)
            order[quote] = (src.n, at)
    # one paper's sentences read in its abstract's order (its "we study …" before its results), the opening sentence
    # staying first; a reply sentence goes where the abstract sentence it says most of is ("The authors investigate
    # this …" before the model's "Majority voting is optimal when …", the abstract's third sentence)
    by_n = {src.n: src for src in sources}
    placed = {k: order.get(k) or _place(k, by_n) for k in kept}
    # (a first sentence that is a list's item quoted, "(1) The Part Localization Module …", goes to its place too)
    # (or one that opens a list after its colon: "MOAI gains … from: (1) a novel evaluation flow …", before "(2) …")
    # (so does the model's own "First, when a model is trained …", before "… via two mechanisms" quoted after it)
    ordinal = bool(kept) and (re.match(r"\(?(?:1|i|a)\)\s|First(?:ly)?,", kept[0]) is not None
                              or kept[0] in quotes and LIST_OPENS.search(kept[0]) is not None)
    for n in {n for n, _ in order.values()}:
        slots = [i for i, k in enumerate(kept) if (i > 0 or ordinal) and (placed[k] or (None,))[0] == n]
        for i, k in zip(slots, sorted((kept[i] for i in slots), key=lambda k: placed[k][1])):
            kept[i] = k
    kept = _by_paper(kept)
    # "Is off-policy GRPO better than on-policy GRPO?": the sentence that says how they compare opens the answer, not
    # a reply that says something else of both ("… both … objectives yield an improvement in the reward")
    if yes_no_part and kept and ASKS_BETTER.search(yes_no) and not SAYS_BETTER.search(strip_markers(kept[0])) and (
            better := next((k for k in kept[1:] if SAYS_BETTER.search(strip_markers(k))
                            and len(content_words(k) & asked_part) >= 0.5 * len(asked_part)), None)):
        kept.remove(better)
        kept.insert(0, better)
        if name and len(name.split()) > 3 and kept[1].startswith(name):  # the title is said once, first
            kept[1] = "The paper" + kept[1][len(name):]
    # "When does a heterogeneous team earn more reward …?": the quote that states the condition opens the answer
    # ("… the curvature of these operators determines whether heterogeneity can increase reward …"), not a reply that
    # states none ("HetGPS rediscovers the reward regimes predicted by their theory …")
    if kept and _ASKS_WHEN.match(yes_no) and not _STATES_CONDITION.search(strip_markers(kept[0])) and (
            condition := next((k for k in kept[1:] if k in quotes and _STATES_CONDITION.search(strip_markers(k))), None)):
        # (after the quote it points back to: "… the curvature of these operators …" after the operators)
        at = order.get(condition)
        before = next((k for k in kept if at and re.search(r"\b(?:these|this|such|those)\b", condition, re.IGNORECASE)
                       and order.get(k) == (at[0], at[1] - 1)), None)
        for k in (condition, before):
            if k is not None:
                kept.remove(k)
                kept.insert(0, k)
    if kept and kept[0] in quotes and not ordinal:  # a quote that stays first follows nothing ("Leveraging this
        # insight, the authors propose X" before the insight)
        first = standalone(kept[0])
        if first != kept[0]:
            quotes.add(first)
            order[first] = order[kept[0]]
            kept[0] = first
    # a reply sentence a quote now says in full goes ("Seesaw saves 36% wall-clock time" after the quoted result)
    # (a reply that opens with the paper's title says no more for it: "<title> develops a pipeline …")
    titled = asked | (content_words(plain(main_src.paper.title)) if main_src is not None else set())
    # (not one that says a word of the abstracts no quote says: "Relaxing the assumptions of each root-to-leaf path …
    # leads to polynomial label complexity" after the quoted assumptions)
    # (of the abstract it cites: not "built" of "AnyTouch 2 authors built a … dataset spanning …", which another
    # source read says)
    abstracts = {src.n: set().union(*(src.words or [])) for src in sources}

    def cited_words(k: str) -> set[str]:
        return set().union(*(abstracts.get(n, set()) for n in cited_numbers(k) or abstracts))

    quoted = set().union(*(content_words(q) for q in quotes))
    kept = [k for k in kept if k in quotes or k == polar or not any(_says(q, k, titled, name=name) for q in quotes)
            or bool((content_words(k) - titled - quoted - _PRONOUNS - _FRAME - content_words(" ".join(names_in(k))))
                    & cited_words(k))]  # (a name, "GrAlgoBench shows that …", is not such a word: it is whose the
    # quote is)
    first_quoted = bool(kept) and kept[0] in quotes
    # the yes/no answer opens the reply, in the words of a sentence read for it (not "X uses RL" where no evidence
    # says RL: a short claim is checked only for contradictions): said as one
    # (its own words: not the title it opens with, "The paper “How Muon's Spectral Design …” shows that depth …")
    replied = content_words(polar or "") - content_words(f"{name} {plain(main_src.paper.title) if main_src else ''}")
    # (a reply that never says the effect asked about answers no "Does more data hurt quantization?": "… diverge,
    # largely independent of training data scale" is no "Yes")
    effects = {w for w in asked_part if w in SAME}
    # (a study says no yes: "In this work we assess the degree to which SAEs can reveal (and control) associations …"
    # answers no "Can SAE features reduce racial bias …?")
    answered = polar is not None and kept[:1] == [polar] and bool(replied) and not ASKS_WHETHER.search(polar) and any(
        len(replied & with_parts(content_words(e))) >= 0.5 * len(replied) for src in sources for e in src.evidence) and \
        (not effects or bool(content_words(polar) & effects.union(*(SAME[w] for w in effects)))) and \
        (not ASKS_BETTER.search(yes_no) or SAYS_BETTER.search(polar) is not None)  # "Is off-policy GRPO better than
    # on-policy GRPO?" is not answered "Yes, … both objectives yield an improvement in the reward": no comparison
    # (bar one abbreviation the quote says in words: "LLM activations linearly encode when information was learned
    # during training" is said by "… language models' activations linearly encode when information was learned …")
    short = {w.lower() for w in re.findall(r"\b[A-Z]{2,}(?=s?\b)", polar or "")}
    holder = next((q for q in kept[1:] if q in quotes and numbers(polar) <= numbers(q) and (
        replied <= content_words(q) or len(replied) >= 5 and len(replied - content_words(q)) == 1
        and replied - content_words(q) <= short)), None) if answered else None
    if holder is not None:  # a quote says all the reply says ("… shows that depth amplifies these effects" before "By
        # extending the analysis to deep linear models, the authors show that depth amplifies these effects"): the
        # quote is the answer, after the reply's yes or no
        kept.remove(holder)
        kept[0] = holder
        first_quoted = True
    if name and kept and re.match(r"(?:It|They)\s", kept[0]) and uses_name(kept[0].lower(), name.lower()):
        # "It uses Apple Vision Pro to collect EgoDex": the answer's first word points at nothing before it
        kept[0] = ("The paper" if kept[0].startswith("It") else "The authors") + kept[0][kept[0].index(" "):]
    # (a title in quotes names it without "The paper": "“What's the plan? …” proposes …")
    said_as = {name.lower(), name.removeprefix("The paper “").removesuffix("”").lower()} if name else set()
    if name.startswith("The paper “") and kept and kept[0].startswith(name.removeprefix("The paper ")):
        kept[0] = "The paper " + kept[0]  # (and reads as the paper's name)
    if kept and main_src is not None and kept[0].startswith(f"{plain(main_src.paper.title)}: "):
        # "Gradient Descent Dynamics of Rank-One Matrix Denoising: This paper focuses on …": the prompt's source head
        # copied as a label; the sentence names the paper as any first sentence does ("The paper “…” focuses on …")
        kept[0] = upper_first(kept[0][len(plain(main_src.paper.title)) + 2:])
    if name and kept and not any(uses_name(_URL.sub(" ", " ".join(kept))[:len(name) + 80].lower(), n) for n in said_as):
        # a title may hold "?"; a link's "github.com/…/DHG-Bench" names nothing
        first = kept[0]
        quoted = opening_name(name) if "?" in name and not name.startswith("The paper “") else name  # not two sentences
        lost = split_sentences(checked.text)[:1] != [first]  # the reply's first sentence was dropped: "It" meant
        # what that one named ("KL regularization is a problem … . It only compares token probabilities …")
        if re.match(r"It\s", first) and lost and (at := _place(first, by_n)) is not None \
                and not re.match(r"\W*It\s", by_n[at[0]].sentences[at[1]]):
            n, i = at  # the abstract's sentence it says, whose subject is given (the abstract's own "It recovers
            # Muon/Scion …" is the method it introduced: "EF21-Muon recovers …", below)
            kept[0] = _whose(name, closed(third_person(standalone(plain(by_n[n].sentences[i])))), main_src) + f" [{n}]"
        elif re.match(r"It\s", first):  # "It supports ..." -> "EF21-Muon supports ..."
            kept[0] = quoted + first[2:]
        elif m := re.match(r"(?:This|The)\s+(?:work|paper|study)\b", first):  # "This work develops" -> "The X paper ..."
            kept[0] = (quoted if quoted.startswith("The paper “") else f"The {name} paper") + first[m.end():]
        elif (m := _OWN_NAME.match(first)) and main_src is not None and not uses_name(m.group().lower(), name.lower()) \
                and _introduces(plain(main_src.paper.abstract), m.group()):
            kept[0] = _titled(first, m.group(), plain(main_src.paper.title))  # "Real-Time Reasoning Gym (“Real-Time
            # Reasoning Agents …”) studies …": the paper's own thing names it, not "In AgileThinker, Real-Time …"
        else:  # "The authors prove ..." -> "In X, the authors prove ..." ("This mechanism adjusts …", first, points
            # at no sentence before it: "In X, the mechanism adjusts …")
            if not any(re.match(r"Second(?:ly)?,", k) for k in kept):  # not "In X, first, …" with no second
                first = re.sub(r"^(?:First(?:ly)?|Finally|Lastly|Next|Then|Subsequently),\s+(?=\w)", "", first)
            first = _POINTER.sub("The ", first, count=1) if first_quoted else first
            at = _place(first, by_n) if first_quoted else None
            background = at is not None and roles_of(by_n[at[0]].sentences, name)[at[1]] == "background"
            kept[0] = as_background(name, first) if background else _whose(name, first, main_src)
    if kept and (m := _CONNECTIVE.match(kept[0])):  # "More precisely, ProxyAttn … can achieve …", quoted first: more
        kept[0] = upper_first(kept[0][m.end():])  # precise than nothing said before it
    main = next((src for src in sources if name and paper_label(src) == name), None)
    if main is not None and kept and (m := _STUDIES.match(kept[0][len(name):])) and kept[0].startswith(name) and \
            re.search(rf"\b(?:we|this (?:paper|work|study))\s+(?:\w+\s+)?{m.group(1)[:4]}", main.paper.abstract, re.IGNORECASE):
        # "AgileThinker studies two paradigms …": the paper does ("We study two paradigms …"), not its method
        kept[0] = f"The {name} paper" + kept[0][len(name):]
    if main is not None and kept and main.n not in said.titled:
        said.titled.add(main.n)
        kept[0] = _titled(kept[0], name, plain(main.paper.title))
    if answered and not _ANSWER_WORD.match(kept[0]) and not _NEGATED.search(yes_no):
        # "No, PMI does not need training. [1]" (not for a question asked negated: "Does it not need …?" is
        # answered either way)
        word0 = kept[0].split()[0]  # "Yes, dimensions can be pruned …", not "Yes, Dimensions …"; a name stays
        own = f"{name} {main_src.paper.title if main_src is not None else ''}".lower()
        first = kept[0][0].lower() + kept[0][1:] if _COMMON_START.match(kept[0]) or \
            re.fullmatch(r"[A-Z][a-z]+", word0) and not re.search(rf"\b{word0.lower()}\b", own) else kept[0]  # (a
        # word of the name, not "in" of "editing": "No, in jqBench (…), the authors show …")
        said_ = strip_markers(polar)  # "does not need": no; nothing negated: yes; "… without compromising …": unsaid
        denied = DENIES.search(said_)  # "… challenge conventional wisdom that interpretability requires
        # sacrificing accuracy" answers "Does it lose accuracy?" no, not yes
        said_lost = SAYS_LOSS.search(yes_no) is not None and SAYS_NO_LOSS.search(said_) is not None or \
            _ASKS_NEED.search(yes_no) is not None and any(  # "Does it need training?": "… a training-free framework"
                content_words(m[1]) & asked_part for m in _FREE_OF.finditer(said_) if m[0].lower().endswith("free"))
        asked_ = loss_words(yes_no) - content_words(name) - _PRONOUNS
        denies_asked = denied is not None and \
            len(loss_words(denied.group(1) or denied.group(2) or "") & asked_) >= 0.5 * len(asked_)
        word = "No, " if _SAYS_NO.search(said_) or _ASKS_UP.search(yes_no) and _SAYS_DOWN.search(said_) or \
            denies_asked or said_lost else \
            "" if _NEGATED.search(said_) or denied or _ASKS_UP.search(yes_no) and _SAYS_BOTH.search(said_) else "Yes, "
        kept[0] = word + (first if word else kept[0])
    said.quotes += [k for i, k in enumerate(kept) if k in quotes or i == 0 and first_quoted]  # as the answer gives them
    return dataclasses.replace(checked, text=" ".join(kept), supports=supports)


def _by_paper(sentences: list[str]) -> list[str]:
    """A reply about several papers with each paper's sentences together, papers in the order the reply first cites
    them ("W-Edit is training-free [1]. SRA aligns … [2]. A lightweight replacement module … [1]" reads the last as
    SRA's): a sentence citing none goes with the one before it."""
    rank: dict[int, int] = {}
    keys, last = [], 0
    for s in sentences:
        cited = cited_numbers(s)
        if cited:
            last = rank.setdefault(cited[0], len(rank))
        keys.append(last)
    if len(rank) < 2:
        return sentences
    return [s for _, _, s in sorted(zip(keys, range(len(sentences)), sentences))]


_ANSWER_WORD = re.compile(r"^\W*(?:yes|no)\b", re.IGNORECASE)
_COMMON_START = re.compile(r"(?:The|It|They|This|These|Their|Its|In|As)(?![\w-])")  # no name: "Yes, the method …", "Yes, in X, …"
_NEGATED = re.compile(r"\b(?:not|no|never|cannot|without|neither|nor|none)\b|n't\b", re.IGNORECASE)  # any negation
# "Do LLM judges match human annotators?" is answered no by "… yet they still underperform human annotators"
_ASKS_UP = re.compile(r"\b(?:match(?:es)?|rival|equal|outperform|beat|surpass|exceed|better\s+than|as\s+(?:good|well|"
                      r"accurate|fast)\s+as|on\s+par|keep\s+up|compete\s+with)\b", re.IGNORECASE)
_SAYS_DOWN = re.compile(r"\b(?:underperform\w*|fall(?:s|ing)?\s+short|fell\s+short|lag(?:s|ging|ged)?(?:\s+behind)?|trail\w*|"
                        r"worse|inferior)\b", re.IGNORECASE)
_SAYS_BOTH = re.compile(r"\b(?:either|or\s+(?:performs?\s+)?(?:on\s+par|comparabl[ey]))\b", re.IGNORECASE)  # "either
# significantly outperforms or performs on par": neither yes nor no


_ASKS_NEED = re.compile(r"\b(?:need|needs|require|requires|rely\s+on|relies\s+on|depend\s+on|depends\s+on)\b",
                        re.IGNORECASE)


_SAYS_NO = re.compile(r"\b(?:does|do|did|is|are|was|were|can|could|will|would|has|have|should|must)\s+not\b|n't\b|"
                      r"\b(?:never|cannot)\b|\b(?:needs?|requires?|uses?|adds?|has|have|introduces?)\s+no\b",
                      re.IGNORECASE)  # the main claim negated: "PMI does not need training", "requires no tuning"


def self_proposed(sentence: str, sources: list[Source]) -> str:
    """"Building on this framework, PMark proposes PMark, a simple yet powerful SWM method …" (the abstract's "we"
    made the name it introduces): the authors propose it."""
    for src in sources:
        for name in own_names(src.paper.title, src.paper.abstract):
            # (or "KeepLoRA proposes a simple but effective approach called KeepLoRA")
            sentence = re.sub(rf"(?<![\w-]){re.escape(name)}\s+(propose|introduce|present|develop|design)s\s+"
                              rf"(?=(?:the\s+)?{re.escape(name)}(?![\w-])|[^.;:]{{0,80}}?\b(?:called|named|termed|dubbed)"
                              rf"\s+{re.escape(name)}(?![\w-]))",
                              lambda m: f"the authors {m[1]} ", sentence)
    return upper_first(sentence)


_CONSEQUENCE = re.compile(r"^(?:As\s+a\s+(?:consequence|result)|Consequently|Hence|Thus|Therefore),\s+(?=\w)")


def _unpointed(kept: list[str], by_n: dict[int, Source]) -> list[str]:
    """A reply sentence copied with its abstract's lead-in ("To fill this gap, we investigate the learning dynamics
    …") keeps it only after the sentence it points at; otherwise the gap is one the reader never saw."""
    out = []
    for k, sentence in enumerate(kept):
        if (_LEAD_IN.match(sentence) or _CONSEQUENCE.match(sentence)) and (at := _place(sentence, by_n)) is not None:
            before = _place(kept[k - 1], by_n) if k else None
            if before != (at[0], at[1] - 1):
                # ("As a consequence, increasing audio quality requires …" before the cause: the consequence alone)
                sentence = upper_first(_CONSEQUENCE.sub("", standalone(sentence, follows=True), count=1))
        out.append(sentence)
    return out


def _place(sentence: str, by_n: dict[int, Source]) -> tuple[int, int] | None:
    """(source, sentence index) of the evidence sentence a reply sentence citing one paper says most of."""
    cited = set(cited_numbers(sentence))
    src = by_n.get(next(iter(cited))) if len(cited) == 1 else None
    if src is None or not src.evidence:
        return None
    words = content_words(strip_markers(sentence))
    best = max(src.evidence, key=lambda e: len(words & content_words(e)))
    return (src.n, src.sentences.index(best)) if best in src.sentences and words & content_words(best) else None


_COINED = re.compile(r"[\"\u201c]([^\"\u201c\u201d]{3,40})[\"\u201d]")


def terms(sentence: str) -> set[str]:
    """The names and coined terms a sentence gives (lowercased): method names ('TokUR') and quoted terms
    ('“memorize-then-generalize”'). A reply that drops them has not said the sentence."""
    coined = {m.group(1).strip().lower() for m in _COINED.finditer(plain(sentence))}
    return coined | {n.lower() for n in names_in(sentence)}


_URL = re.compile(r"https?://\S+")


# what authors do, not their method: "studies", "investigates", "surveys" …
_STUDIES = re.compile(r"\s+(?:also\s+)?(stud(?:y|ies)|investigates|examines|analy[sz]es|explores|surveys|identifies|revisits|"
                      r"formalizes|characterizes)\b")


def _introduces(abstract: str, name: str) -> bool:
    """Does the abstract introduce this name as its own ("we introduce Real-Time Reasoning Gym")? The whole name, not
    the tail of a longer one: LSI's "This work presents Latent Stochastic Interpolants (LSI)" does not make "Stochastic
    Interpolants (SI) are a powerful framework …" the paper's own."""
    for m in re.finditer(rf"\b(?:we|this (?:paper|work))\s+(?:[\w-]+\s+){{0,10}}?(?:introduce|build|propose|present|"
                         rf"develop|design|release|construct|create|curate)\w*\s+(?P<between>(?:[\w-]+\s+){{0,6}}?)"
                         rf"{re.escape(name)}", abstract, re.IGNORECASE):
        before = m["between"].split()
        if not before or not before[-1][:1].isupper():
            return True
    return False


def _titled(sentence: str, name: str, title: str) -> str:
    """The paper's title given where its method name first appears ("IVC-Prune (Revealing the Implicit Visual
    Coordinates in LVLMs …)"), so that the reader knows which paper it is, as the extractive answer shows it."""
    if title == name or title.lower() in sentence.lower():
        return sentence
    # "LiteGuard: Efficient …" -> "Efficient …"; not "Deft Scheduling of …" for DEFT: a word of the title, not its head
    # (a whole word: "AMLRIS: Alignment-aware …" does not open with AML)
    head = title[:len(name)]
    rest = title[len(name):].lstrip(" :—-") if head.lower() == name.lower() and not re.match(r"[\w-]", title[len(name):]) \
        and (head == name or title[len(name):].lstrip().startswith(":")) else ""
    # the name itself, not inside a link nor a longer name ("LASER" of "LASER-D")
    found = re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", _URL.sub(lambda m: " " * len(m.group()), sentence))
    if found is None:
        return sentence
    at = found.start()
    end, given = at + len(name), rest or f"“{title}”"
    if m := re.match(r"(?:\s+(?:Bench(?:mark)?|Net|Model|Framework|Agent|Dataset|Suite|Arena|Eval|block|module|layer|paper|"
                     r"framework|model|method|benchmark|dataset|algorithm|loss|agent|pipeline|network|library|toolkit)\b)+",
                     sentence[end:]):
        end += m.end()  # "RIVER Bench (…) introduces …", "MR block (…) reframes …", not "MR (…) block reframes …"
    if re.match(r"['’]s\b", sentence[end:]):  # "CaR's code …": no title between a name and its "'s"
        return sentence
    if rest and re.match(r"\s*:\s*" + re.escape(" ".join(rest.split()[:3])), sentence[end:], re.IGNORECASE):
        return sentence  # "We present ARM-FM: Automated Reward Machines via …" gives the title itself
    if sentence[end:end + 1] == ")":  # "… GeneratiON (DRAGON)" -> "… GeneratiON (DRAGON: Guard LLM …)", not nested
        return sentence[:end] + f": {given}" + sentence[end:]
    if m := re.match(r" ?\(([^()]{3,160})\)", sentence[end:]):  # "SPHERE (Sparse Projection …)": one parenthesis
        title_words = content_words(given)
        if given.strip("“”").lower() in m.group(1).lower() or \
                len(title_words & content_words(m.group(1))) >= 0.6 * len(title_words):
            # "MASS (MoErging through Adaptive Subspace Selection)" of "MASS: MoErging through …", or
            # "MergePRAG(Orthogonal Merging of Passage-experts for Multi-hop PRAG)" of "… Multi-hop Parametric RAG",
            return sentence  # says the title already
        close = end + m.end() - 1
        if not m.group(1)[:1].isupper():  # "RF-DETR (nano) achieves …": a variant, not what the name stands for
            return sentence[:close + 1] + f" ({given})" + sentence[close + 1:]
        return sentence[:close] + f"; {given}" + sentence[close:]
    return sentence[:end] + f" ({given})" + sentence[end:]


_LEAD_IN = re.compile(r"^(?:(?:Based|Building)\s+(?:up)?on\s+(?:this|these|that|such|the\s+above|"
                      r"the\s+(?=(?:problems?|observations?|findings?|analys[ie]s|insights?)\s*,))\b|"
                      r"(?:Motivated|Guided|Inspired)\s+by\b|"
                      r"(?:Leveraging|Exploiting|Using|Following|Given|Drawing\s+on|Capitalizing\s+on|In\s+light\s+of|"
                      r"Recognizing|Recognising|Observing|Noting|Realizing|Realising|Acknowledging)\s+"
                      r"(?:this|these|such)\b|"  # "Leveraging this insight, we propose …"
                      r"From\s+(?:this|that|such\s+a)\s+(?:perspective|view|standpoint)\b|"
                      r"To\s+(?:address|overcome|tackle|solve|mitigate|fill|bridge|close|transcend|resolve|remedy|"
                      r"alleviate|handle|circumvent|counter|combat|fix|surmount|remove|eliminate|avoid)\s+"
                      r"(?:this|these|that|those|such|"
                      r"the\s+(?:above|aforementioned))\b|"  # "To address the above problems, we propose …"
                      r"To\s+this\s+end\b|As\s+a\s+(?:remedy|solution)\b|In\s+response\b|"
                      r"Despite\s+(?:this|these|such|that|its|their)\b|"  # "Despite these advantages, current …"
                      r"(?:In\s+addition|Furthermore|Moreover|Additionally|Overall|Together|Thus|Therefore|Hence|"
                      r"Specifically|Notably|Remarkably|Simultaneously|Meanwhile|Concurrently|In\s+parallel|Herein|Here(?=,))\b)[^,]{0,60},"
                      r"\s+(?=\w)")


# "This scheme allows …" / "These biases are …" / "Such rollouts are …" after a sentence the answer does not quote:
# "The scheme allows …"
# (not "This leads to …" or "This breaks …", a verb after a singular "This": there "this" is the whole previous sentence)
_POINTER = re.compile(r"^(?:This(?!\s+[a-z]+s\b(?<!ss)(?<!is)(?<!us)(?<!as))|These|Such(?!\s+an?\b))\s+"
                      r"(?!(?:leads?|enables?|allows?|yields?|makes?|suggests?|shows?|means?|"
                      r"provides?|opens?|highlights?|demonstrates?|indicates?|reveals?|motivates?|is|are|was|were|has|"
                      r"have|can|may|will|would|could|should|work|paper|study|article)\b|"
                      r"(?:\w+ly|further|also|thus|therefore|then)\s+[a-z]+s\b)(?=[a-z])")  # ("This clearly demonstrates …")
_ENDS_POINTING = re.compile(r",?\s+to\s+(?:address|tackle|solve|overcome|mitigate|fill|bridge|close)\s+(?:this|these|that|it)"
                            r"(?:\s+(?:issue|problem|gap|challenge|limitation)s?)?(?=\.\s*$)")
_NEXT = re.compile(r"^(?:Second(?:ly)?|Third(?:ly)?|Fourth|Finally|Lastly|Next|Then|Last|Subsequently|"
                   r"On\s+the\s+other(?:\s+hand)?),\s+(?=\w)|"
                   r"^\(?(?:[ivx]{1,4}|\d{1,2})\)\s+(?=[A-Z])")  # "(3) Observable biases …" out of its list


def standalone(sentence: str, follows: bool = False) -> str:
    """A quoted sentence without the lead-in that points at sentences the answer does not quote ('Motivated by
    these findings, we propose X' -> 'We propose X'); unless it `follows` the abstract's sentence before it in the
    answer, without 'Second,', 'Finally,' or '(3)' and with 'The' for 'This scheme' or 'These biases'."""
    sentence = upper_first(_FIGURE.sub("", sentence, count=1))  # "As illustrated in Figure 1, …": a figure the reader
    # cannot see
    rest = _LEAD_IN.sub("", sentence, count=1)
    if _NOT_A_CLAUSE.match(rest):  # "Inspired by the dual-stream hypothesis of human vision, which distinguishes
        rest = sentence  # …, we …", "Together with second-order, information-theoretic lower bounds …, we show": the
        # comma was inside the lead-in, not after it
    rest = upper_first(rest) if rest != sentence else rest  # "Together, these components …" -> "These …"
    if not follows:
        rest = _NEXT.sub("", rest, count=1)
        rest = _POINTER.sub("The ", rest, count=1)
        rest = _ENDS_POINTING.sub("", rest, count=1)  # "We introduce X to address this." -> "We introduce X."
    return upper_first(rest) if rest != sentence else sentence


_FIGURE = re.compile(r"^\W*As\s+(?:illustrated|shown|seen|depicted|demonstrated)\s+in\s+(?:Fig(?:ure|\.)?|Table)\s*\d+\w?,\s+"
                     r"(?=\w)", re.IGNORECASE)


# the rest of a lead-in, not a clause: a relative clause ("which distinguishes …, we …") or a phrase that a comma and
# the subject close ("information-theoretic lower bounds on a family, we show …")
_NOT_A_CLAUSE = re.compile(r"(?:which|who|whose|whom|where|that)\b|(?!(?:in|on|at|for|by|with|under|to|as|when|after|before|"
                           r"through|using|across|here|there|thus|then|finally|also)\b)[a-z][^,;.]{0,80},\s+"
                           r"(?:we|the authors|our)\b")


_LIST_NUMBER = re.compile(r"^\s*(?:\d{1,2}[.)]\s+)+(?=\S)")  # "2. An adaptive thresholding algorithm …" as a sentence
_BARE_NUMBER = re.compile(r"\s*(?:\d{1,2}[.)]\s*)+")


def _unspliced(sentence: str, sources: list[Source]) -> str:
    """A reply sentence that runs into a quote's lead-in ("GBA builds on the finding that building on this finding,
    the authors introduce …") says what follows the lead-in: the model spliced its own opening onto the quote. One
    that puts its own verb before a quote whose gerund subject it dropped is the quote."""
    low = sentence.lower()
    body = " ".join(strip_markers(sentence).lower().split())
    for src in sources:
        for e in src.evidence:
            if (m := _LEAD_IN.match(e)) and len(lead := m.group().strip().lower()) > 12 and (at := low.find(lead)) > 0:
                return upper_first(sentence[at + len(lead):].lstrip())
            # "Metadata appending as a means of improving training efficiency, where …": the quote without its "We
            # further introduce", no sentence; the quote is given whole
            whole = " ".join(plain(e).lower().split())
            first, _, rest = whole.partition(" ")  # "Fine-tuning X with PPO boosts …" made "RLVER fine-tunes X with PPO
            # boosts …": the model's own verb put before the quote's, whose subject it dropped
            gerund = first.endswith("ing") and len(rest) >= 40 and (at := body.find(rest[:60])) > 0 \
                and not body[:at].rstrip().endswith(first)
            # "DefensiveKV uses a two-step, linear-time approach that …" from "we propose a simple yet elegant defensive
            # aggregation strategy: a two-step, linear-time approach that …": what the colon explains was dropped
            head, colon, after = whole.partition(": ")
            explained = bool(colon) and len(after) >= 40 and body.find(after[:60]) > 0 \
                and len(content_words(head) - content_words(body) - _LEAD_WORDS) >= 2
            if gerund or explained or len(body) > 40 and 0 < (at := whole.find(body[:40])) <= 60 \
                    and re.search(r"\bwe\b", whole[:at]) and not re.search(r"\b(?:we|the authors|they|it|is|are)\b", body[:40]):
                tail = re.search(r"(?:\s*\[\d+(?:,\s*\d+)*\])*\s*$", sentence)
                return closed(third_person(standalone(plain(e)))) + tail.group().rstrip()
    return sentence


_LEAD_WORDS = content_words("to this end counter address tackle solve we propose introduce present develop design "
                            "simple yet elegant effective novel new")  # what a quote's lead-in says, not what it names


def upper_first(text: str) -> str:
    """The sentence with a capital, unless it opens with a name written in lower case ("d^2Cache", "pi-Flow",
    "kNN"): only a plain lower-case word is capitalized, hyphenated too ("fine-tuning with MIS increases …")."""
    return text[0].upper() + text[1:] if re.match(r"[a-z]+(?:-[a-z]+)*(?![\w^$\\{-])", text) else text


# a sentence's link to the one before it in its abstract, which the answer may not quote
_CONNECTIVE = re.compile(r"^(?:However|Yet|But|Still|Nevertheless|Nonetheless|Unfortunately|Further|Furthermore|Moreover|"
                      r"Accordingly|Consequently|Therefore|Thus|Hence|"
                      r"Additionally|In addition|Also|Besides|In contrast|By contrast|Instead|To this end|Intuitively|"
                      r"Interestingly|Notably|Importantly|Critically|Crucially|Remarkably|Surprisingly|Specifically|"
                      r"In particular|More precisely|More specifically|Concretely|"
                      r"Beyond (?:this|that|performance|"
                      r"efficiency|accuracy)|In this (?:work|paper|study|article)|Here(?:in)?|"
                      r"(?:With)?in this framework|In practice(?:,\s*however)?),\s+(?=\w)", re.IGNORECASE)


TITLE_WORDS = 5  # a paper's name this long is its title, said in quotes ("the paper “A Hidden Semantic …”")


def _whose(name: str, sentence: str, source: Source | None) -> str:
    """The answer's first sentence, a quote, said as the paper's: "ReTabAD (“…”) addresses this gap by …" when it opens
    with the paper's own name (not "In ReTabAD, ReTabAD addresses …"), else "In X, …" (`in_paper`)."""
    if source is None:
        return in_paper(name, sentence)
    title = plain(source.paper.title)
    own = short_name(source.paper.title, source.paper.abstract)
    if own and own != title:
        if m := _OUR_METHOD.match(sentence):  # "Their method is based on the findings …": "LCG (“…”) is based on …"
            sentence = own + sentence[m.end():]
        # opening with it, or naming it after a lead-in ("When evaluated across various models, …, LCG decreases …"):
        # the title where the name first appears, not "In LCG (…), when evaluated …, LCG decreases …"
        # (in its first clause: not "Their results reveal a striking dichotomy: …, in DafnyCOMP's compositional
        # tasks", which names what the paper built far into what its results say)
        if re.match(rf"{re.escape(own)}(?![\w-])", sentence) or uses_name(re.split(r"[:;]", sentence)[0][:120], own):
            return _titled(sentence, own, title)
    return in_paper(name, sentence, own_names(source.paper.title, source.paper.abstract))


_OUR_METHOD = re.compile(r"^(?:Our|Their|The\s+proposed)\s+(?:method|approach|framework|technique|algorithm)(?=\s+[a-z])")


def in_paper(label: str, sentence: str, names: Sequence[str] = ()) -> str:
    """'The authors prove ...' -> 'In X, the authors prove ...' (an acronym keeps its capitals: 'In X, LLMs ...')."""
    if m := re.match(r"(Yes|No)[,.:;]?\s+(?=\w)", sentence):  # "Yes, in X, an agent can gain …", not "In X, yes, …"
        said = in_paper(label, upper_first(sentence[m.end():]), names)
        return f"{m[1]}, {'i' + said[1:] if said.startswith('In ') else said}"
    label = opening_name(label) if "?" in label and not label.startswith("The paper “") else label
    if "“" not in label and ("," in label and len(label.split()) >= 4 or len(label.split()) >= TITLE_WORDS):  # a title
        label = f"The paper “{label}”"  # quoted: not "In Polynomial, trigonometric, and tropical activations, their
        # study shows …", "In A Hidden Semantic Bottleneck in Conditional Embeddings …, the authors present …"
    label = "the" + label[3:] if label.startswith("The paper “") else label  # 'In the paper “Can X Do It All?”, …'
    # 'However, the global noise variance … leads to a fundamental limitation' -> 'In X, the global …' (not 'In X,
    # however, the …': the contrast was with a sentence the answer does not quote; nor "In X, further, …")
    sentence = _CONNECTIVE.sub("", sentence)
    # "In cautious optimizers, the authors propose …" of "Cautious Optimizers: …": the paper, named once
    if (m := _OPENS_IN.match(sentence)) and (said := content_words(m[1])) and said <= content_words(label):
        sentence = sentence[m.end():]
    if m := _IT_DOES.match(sentence):  # "It finds that SSMs cannot …": "X finds …", not "In X, it finds …"
        return f"{label[0].upper()}{label[1:]} {sentence[m.end():]}"
    return f"In {label}, " + _continued(sentence, names)


_OPENS_IN = re.compile(r"In\s+(?:the\s+)?([^,]{1,60}),\s+(?=\S)")
# the paper as the subject: "It finds …", "This paper shows …" (not "It is known that …")
_IT_DOES = re.compile(r"(?:[Ii]t|(?:This|The|the) (?:paper|work|study))\s+(?!(?:is|was|has|seems|remains|appears|follows|"
                      r"turns|becomes)\b)(?=[a-z]+s\b)")  # ("the paper demonstrates …", of the checker's third person)


def as_background(label: str, sentence: str) -> str:
    """"Unlearnable Examples (UEs) are introduced as …" -> "As the BAIT paper notes, Unlearnable Examples …": the
    background an abstract starts from is the paper's premise, not its work ("In BAIT, UEs are introduced as …"
    would credit it with them)."""
    paper = "the" + label[3:] if label.startswith("The paper “") else \
        f"the paper “{label}”" if len(label.split()) >= TITLE_WORDS else f"the {label} paper"  # (a title, in quotes)
    return f"As {paper} notes, " + _continued(_CONNECTIVE.sub("", sentence))  # not "…, however, the global …"


def _continued(sentence: str, names: Sequence[str] = ()) -> str:
    """A sentence going on after a lead-in: its first word lower-cased, unless it is a name ("CaTS-SC is …" keeps its
    capitals; so does a name of capitalised words, "Vector Quantization (VQ) offers …", but not "While GRPO …"; and
    one of `names`, the paper's own, "Obscuro is …")."""
    first = sentence.split(" ", 1)[0]
    keep = re.search(r"[A-Z0-9]", first[1:]) or re.match(r"[A-Z][a-z]+\s+[A-Z]", sentence) and first.lower() not in _LEADS \
        or any(uses_name(sentence[:len(n) + 1], n) for n in names)
    return sentence if keep else sentence[0].lower() + sentence[1:]


_LEADS = frozenset("while although though when whenever if as since because despite unlike given by after before once "
                   "whereas even for in on to with without from under over during through among across "
                   "the a an this these those our their its each every all both some most many".split())


_FREE_OF = re.compile(r"\b([A-Za-z]+)-(?:free|less)\b")  # "training-free", "tuning-free", "label-less"
_PRONOUNS = content_words("them themselves itself has have had")  # say nothing a quote must say too
# how a claim is reported, not what it claims: "The experimental results also indicate that …" says what
# "VPI-Bench experiments show that …" says
_FRAME = content_words("experiments experimental results also indicate show shows showed demonstrate reveal find finds "
                       "found report reports reported observe observed further empirical evaluation study analysis "
                       "approximately roughly nearly almost around "  # a hedge: "approximately 36%" is "≈ 36%"
                       "key core main central insight idea")  # "Their key insight is to decouple …" is "X decouples …"


_CONDITION_CLAUSE = re.compile(r"^\s*(?:when|if|under|given|provided|once|whenever|unless|at (?:equal|matched|the same)|"
                               r"owing to|due to|because of|thanks to)"  # or the cause: "Owing to their tractable likelihood, …"
                               r"\b([^,]{3,80}),", re.IGNORECASE)


def _condition(sentence: str) -> set[str]:
    """The content words of the condition a sentence's claim holds under ("When compute- and data-matched, H-Net
    outperforms …") or of its cause ("Owing to their tractable likelihood, …"): a reply without them states the claim
    more broadly than the abstract does, or leaves out why."""
    m = _CONDITION_CLAUSE.match(sentence)
    return content_words(m.group(1)) if m else set()


def _says(quote: str, reply: str, asked: set[str], share: float = 0.8, name: str = "") -> bool:
    """Does the quote say all this reply sentence says: its numbers, and `share` of the words it adds to the
    question ("The paper's general active learner gives a (1+ε)-approximate classifier" after the quoted result)?
    `name`: the paper's, whose figure is no claim (the 2 of "AnyTouch 2")."""
    words = content_words(reply) - asked - _PRONOUNS - _FRAME
    figures = numbers(reply.replace(name, " ") if name else reply) - {
        n for found in names_in(reply) for n in numbers(found)}  # not the 4 of "PAGE-4D"
    return figures <= numbers(quote) and len(words & content_words(quote)) >= share * len(words)


def _unnamed(reply: str, label: str) -> str:
    """The reply sentence without the paper's name, which its abstract may not write ("we", "our method", "\\Ours")."""
    return re.sub(rf"(?<![\w-]){re.escape(label)}(?![\w-])", "", reply) if label else reply


def _part_of(reply: str, sentence: str, share: float = 0.6) -> bool:
    """Does `sentence` hold most of the content words of this reply sentence (the reply said part of it), and every
    name and number it gives? ("It uses an iterative scheme Schwarz Neural Inference (SNI) to solve local problems
    on smaller subdomains …" does not give way to "This scheme allows for partitioning … into smaller subdomains …")"""
    words = content_words(reply)
    return bool(words) and len(words & content_words(sentence)) >= share * len(words) and \
        all(n.lower() in sentence.lower() for n in names_in(reply)) and numbers(reply) <= numbers(sentence)


_FIRST_PERSON = [(re.compile(r"\b([Ww]e \w+) in this (?:paper|work|study|article),?\s+"), r"\1 "),  # "We show in this
                 # paper that …" is "The authors show that …" (and "In X, the authors show that …", X named once)
                 (re.compile(r"\b([Ww])e (humans|people)\b"),  # "as we humans do": "as humans do"
                  lambda m: m[2].capitalize() if m[1] == "W" else m[2]),
                 (re.compile(r"(^|(?<=[.!?]\s))(?:In this (?:paper|work), )?[Ww]e (?=\w|\(\w{1,4}\)\s)"),
                  r"\1The authors "),  # "We prove …", "We (i) characterize …"
                 (re.compile(r"(^|(?<=[.!?]\s))We(?=,)"), r"\1The authors"),  # "We, on the other hand, observe …"
                 (re.compile(r"(^|(?<=[.!?]\s))Our (?=\w)"), r"\1Their "),
                 (re.compile(r"(?<=[:;]\s)We (?=\w)"), "the authors "), (re.compile(r"(?<=[:;]\s)Our (?=\w)"), "their "),
                 (re.compile(r"((?:^|(?<=[.!?]\s))\(\w{1,4}\)\s)We (?=\w)"), r"\1The authors "),  # "(2) We …"
                 (re.compile(r"(?<=\)\s)We (?=\w)"), "the authors "),  # "… contributions: (1) We propose …"
                 (re.compile(r"\bwe\b"), "the authors"), (re.compile(r"\bour\b"), "their"),
                 (re.compile(r"\bus\b"), "the authors"), (re.compile(r"\bours\b"), "theirs")]  # "inspire us to propose"


def third_person(text: str) -> str:
    """'We prove ...' / 'Our analysis ...' / '..., our method shows' copied from an abstract -> 'The authors prove
    ...' / 'Their analysis ...' / '..., their method shows': the answer speaks about the paper, not as its authors."""
    for pattern, repl in _FIRST_PERSON:
        text = pattern.sub(repl, text)
    while (again := _AUTHORS_AGAIN.sub(r"\1 they", text)) != text:
        text = again  # "The authors operationalize injectivity: they introduce SipIt", not "the authors" twice
    return text


# "the authors" said again as the subject of a clause of the same sentence
_AUTHORS_AGAIN = re.compile(r"(\b[Tt]he authors\b[^.!?]*?(?:[:;,]|\band|\bthen))\s+the authors\b(?!')")


def not_stated(text: str) -> bool:
    """Does the reply say the abstract does not answer ("The abstract does not say …", or, continued after the
    paper's name it was begun with, "… does not say.")?"""
    return text.strip().lower().startswith(prompts.NOT_STATED.lower()) or _SAYS_NOTHING.match(text) is not None


_SAYS_NOTHING = re.compile(r"^\W*(?:does\s+not|doesn't|do\s+not)\s+(?:say|state|mention|specify|report)\b[^.]{0,80}\.?\s*"
                           r"(?:\[\d+\]\s*)*$", re.IGNORECASE)


def merge(checks: list[Checked], sources: list[Source], draft: str) -> Checked:
    """One answer from the checked parts: their texts in order, supports and refusals pooled."""
    supports: dict[int, list[str]] = {}
    for c in checks:
        for n, sents in c.supports.items():
            supports.setdefault(n, []).extend(s for s in sents if s not in supports.get(n, []))
    return Checked(" ".join(c.text for c in checks if c.text), cite(sources, supports),
                   [u for c in checks for u in c.unsupported], supports, draft=draft,
                   restated=[r for c in checks for r in c.restated])
