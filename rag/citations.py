"""Numbered sources, their evidence sentences (for summaries), and sentence-level citation checking.

Written here because no library checks `[n]` markers against sources: every answer sentence is
checked (rag/support.py decides support), bad markers are removed, unmarked claims are attributed or
flagged, and sentences that only restate the question are dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

import numpy as np

from .support import ASKS_YES_NO, SupportScorer, echo_unsaid, restates
from .text import (
    MARKER,
    cited_numbers,
    content_words,
    looks_like_instruction,
    plain,
    short_name,
    split_sentences,
    strip_markers,
    uses_name,
    with_parts,
)
from .types import Citation, Hit, Source


def number_sources(hits: list[Hit]) -> list[Source]:
    """Number the papers [1..n]; each gets its sentences (evidence is chosen later, by `choose_evidence`)."""
    return [Source(i, h, split_sentences(h.abstract) or [h.abstract]) for i, h in enumerate(hits, 1)]


def choose_evidence(sources: list[Source], scorer: SupportScorer, question: str, qvec: np.ndarray | None,
                    top_sentences: int, whole: bool, other_sentences: int = 1) -> None:
    """Pick each source's evidence: its best sentences for the question, in abstract order.

    The best paper gives `top_sentences`, the others `other_sentences` (a compact prompt for a laptop LLM).
    """
    scorer.prepare(sources)
    if qvec is None:
        qvec = scorer.embedder.encode([question])[0]
    for src in sources:
        if whole:
            src.evidence = [s for s in src.sentences if not looks_like_instruction(s)]
        else:
            src.evidence = scorer.best_sentences(question, src, top_sentences if src.n == 1 else other_sentences, qvec)


@dataclass
class Checked:
    text: str
    citations: list[Citation]
    unsupported: list[str]
    supports: dict[int, list[str]]
    draft: str = ""  # the text before checking (the LLM's own markers), kept for evaluation
    restated: list[str] = field(default_factory=list)  # sentences dropped: they only restated the question


def in_citation_order(checked: Checked, sources: list[Source]) -> tuple[Checked, list[Source]]:
    """Renumber the sources in the order the answer first cites them (then those it does not cite), so that an answer
    reads [1], [2], … whatever order retrieval found its papers in: its text, draft, refusals and supports follow."""
    known = [s.n for s in sources]
    order = [n for n in dict.fromkeys(cited_numbers(checked.text)) if n in known]
    order += [n for n in known if n not in order]
    new = {old: i for i, old in enumerate(order, 1)}
    if all(old == i for old, i in new.items()):
        return checked, sources

    def markers(text: str) -> str:
        return MARKER.sub(lambda m: "[" + ", ".join(str(new.get(int(n), int(n))) for n in m.group(1).split(",")) + "]",
                          text)

    renumbered = sorted((replace(s, n=new[s.n]) for s in sources), key=lambda s: s.n)
    supports = {new.get(n, n): sents for n, sents in checked.supports.items()}
    return replace(checked, text=markers(checked.text), citations=cite(renumbered, supports), supports=supports,
                   unsupported=[markers(u) for u in checked.unsupported], draft=markers(checked.draft)), renumbered


def cite(sources: list[Source], supports: dict[int, list[str]]) -> list[Citation]:
    """One citation per supported source, in [n] order."""
    by_n = {s.n: s for s in sources}
    return [Citation.of(by_n[n], supports[n]) for n in sorted(supports)]


_ALL_OF_THEM = re.compile(r"\b(both|each of (them|the)|all (three|of them)|the (two )?papers|shares?|shared)\b", re.IGNORECASE)
_THE_PAPERS = re.compile(r"\b(each of (them|the \w+s)|all (three|four|of them|these)|the (two |three )?papers)\b",
                         re.IGNORECASE)
_POINTS_BACK = re.compile(r"^(it|its|they|their|this (method|approach|paper|work|model|framework)|these)\b", re.IGNORECASE)


def check(answer: str, sources: list[Source], scorer: SupportScorer, threshold: float, question: str = "",
          seen: set[str] | None = None) -> Checked:
    """Check every sentence: drop repeats (of this text, or of what `seen` holds) and the sentences that only restate
    `question`; keep the markers of the sources that support a sentence, attribute or flag the rest."""
    by_n = {s.n: s for s in sources}
    names = {s.n: short_name(s.paper.title, s.paper.abstract) for s in sources}
    named = [n for n in names.values() if n]  # the papers' own names, which a restatement or an echo may use
    supports: dict[int, list[str]] = {}
    unsupported: list[str] = []
    restated: list[str] = []
    out_lines = []
    seen = set() if seen is None else seen
    read = with_parts(set().union(*(content_words(plain(f"{s.paper.title} {s.paper.abstract}")) for s in sources)))
    for line in answer.splitlines():
        prefix = re.match(r"^\s*(?:#+\s*|[-*]\s+|\d+\.\s+)?", line).group(0)
        body = line[len(prefix):]
        heading = prefix.strip().startswith("#")
        out_sents, just_restated = [], False
        for sent in split_sentences(body):
            after_restated, just_restated = just_restated, False  # the sentence before only restated the question
            sent = _said_once(name_markers(plain(sent), by_n))  # as the sources are read: "1/\\sqrt2" is "1/√2"
            claim = strip_markers(sent)
            key = " ".join(claim.lower().split())
            if len(key) > 20 and (key in seen or _repeats(claim, seen)):
                continue  # small models repeat themselves; say it once
            seen.add(key)
            if heading or len(content_words(claim)) < 4 and not _new_name(claim, read):
                # too short to claim much ("Their contributions are twofold."); not "SPL is implemented in Python",
                # a name or number no source gives, which is checked like any claim; nor one the abstract contradicts
                # ("MotionSight needs training" of "… without training": too short to score, not to refuse)
                marks = list(dict.fromkeys(n for n in cited_numbers(sent) if n in by_n))  # those of real sources
                if not heading and len(content_words(claim)) >= 2 and (
                        (found_ := scorer.score(claim, [by_n[n] for n in marks] or sources)).reason
                        or _answers_yes_no(claim, question, named) and found_.score < threshold):
                    unsupported.append(claim)  # (nor "MCIF does not need training", a benchmark's abstract that
                    continue  # never speaks of training: the short answer to "Does it need training?" is checked)
                # its markers at its end, as a checked sentence's are ("PMI [1] used PIE-Bench [1].")
                out_sents.append(claim if heading else
                                 claim + "".join(f" [{n}]" if i == 0 else f"[{n}]" for i, n in enumerate(marks)))
                continue
            if question and restates(claim, question, named):
                restated.append(claim)
                just_restated = True
                continue
            if after_restated:  # "X does better. This is because it …" without its restating first sentence
                sent = without_antecedent(sent)
                claim = strip_markers(sent)
            marked = cited_numbers(sent)
            found = _supporting(claim, marked, sources, by_n, names, scorer, threshold)
            if question:  # a yes/no question's words given back must be what the source says
                found = [(n, s) for n, s in found
                         if not echo_unsaid(claim, question, named, f"{s} {by_n[n].paper.title}")]
            for n, sentence in found:
                supports.setdefault(n, []).append(sentence)
            if not found:
                unsupported.append(claim)
            out_sents.append(claim + "".join(f" [{n}]" if i == 0 else f"[{n}]" for i, (n, _) in enumerate(found)))
        if out_sents or not body.strip():
            out_lines.append(prefix + " ".join(out_sents) if out_sents else line.rstrip())
    return Checked("\n".join(out_lines).strip(), cite(sources, supports), unsupported,
                   {n: list(dict.fromkeys(v)) for n, v in supports.items()}, draft=answer, restated=restated)


def _answers_yes_no(claim: str, question: str, named: list[str]) -> bool:
    """Is the claim a yes/no question's own words given back as its answer, bar the paper's name ("MCIF does not need
    training" to "Does it need training?")?"""
    said = content_words(claim) - {w for n in named for w in content_words(n)}
    return bool(question) and ASKS_YES_NO.match(question) is not None and bool(said) and said <= content_words(question)


_THIS_IS_BECAUSE = re.compile(r"^\s*(?:this|that)\s+is\s+(?:because|due\s+to|since)\s+(?:the\s+fact\s+that\s+)?(?=\w)",
                              re.IGNORECASE)
_THIS_ALLOWS = re.compile(r"^\s*(?:this|that|these|it)\s+(?:allows|enables|lets|permits|helps)\s+"
                          r"(?P<who>[^,;]{2,80}?)\s+to\s+(?P<verb>[a-z]+)\b", re.IGNORECASE)
_ALSO = re.compile(r"^(?P<who>\s*(?:the\s+(?:paper|authors|method|model|study)|it|they|[A-Z][\w-]*))\s+also\s+(?=[a-z])",
                   re.IGNORECASE)


def without_antecedent(sentence: str) -> str:
    """A sentence whose antecedent, the sentence before, is gone (it restated the question, or was refused), made to
    stand alone where it can: "This is because SpecGD learns …" says "SpecGD learns …"; "This allows FedMuon to
    converge …" says "FedMuon can converge …"; "The paper also shows …" says "The paper shows …"."""
    if m := _THIS_IS_BECAUSE.match(sentence):
        return sentence[m.end()].upper() + sentence[m.end() + 1:]
    if m := _THIS_ALLOWS.match(sentence):
        who = m["who"]
        return who[0].upper() + who[1:] + f" can {m['verb']}" + sentence[m.end():]
    if m := _ALSO.match(sentence):
        return m["who"] + " " + sentence[m.end():]
    return sentence


def _new_name(claim: str, read: set[str]) -> bool:
    """Does the claim give a name or number (a capitalised word past its first, a figure) that no source uses?"""
    words = re.findall(r"(?<!^)(?<=\s)[A-Z][\w+#.-]*|\d[\d.,]*", claim)
    return any(not (content_words(w) <= read) for w in words)


_GROUP = re.compile(r"(?:\[\d+(?:\s*,\s*\d+)*\]\s*)+")
_BEFORE_NOUN = frozenset("and or while whereas but paper papers work works study studies by in of from to than with "
                         "both that example like as unlike whereas".split())
_CITED_NOUNS = frozenset("paper papers work works study studies example".split())


def name_markers(sentence: str, by_n: dict[int, Source]) -> str:
    """Markers used as nouns ("[4] and [5] show …", "while [6] proposes …") become the papers' names, so that
    moving the markers to the end of the sentence leaves no hole; markers after a name or a claim stay markers."""
    def named(m: re.Match) -> str:
        before = sentence[:m.start()].rstrip()
        after = sentence[m.end():]
        prev = before.split()[-1].lower() if before else ""
        after_word = re.match(r"\s*[A-Za-z]", after)
        noun = (not prev or prev.endswith((",", ":", "(")) or prev in _BEFORE_NOUN) and after_word or \
            prev in _BEFORE_NOUN - _CITED_NOUNS and re.match(r"\s*[,.;]", after)  # "as shown in [6], …" (not "…
        # combines the merits of these two lines of work [11].", which cites the work it names)
        numbers = [int(n) for n in re.findall(r"\d+", m.group(0)) if int(n) in by_n]
        if not noun or not numbers or re.search(r"\b(?:this|the|our|their)\s+(?:paper|work|study)$", before, re.IGNORECASE):
            return m.group(0)  # "… studied in this paper [1]." cites the paper it names already
        labels = [short_name(by_n[n].paper.title, by_n[n].paper.abstract) or f'"{plain(by_n[n].paper.title)}"'
                  for n in numbers]
        if any(label in after for label in labels):  # "[5] introduces SWAX": not "SWAX introduces SWAX"
            text = "the paper" if len(labels) == 1 else "the papers"
            text = text.capitalize() if not before else text
        else:
            text = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]
        return f"{text} {m.group(0).strip()}" + (" " if after_word else "")

    return _GROUP.sub(named, sentence)


_APPOSITIVE = re.compile(r",\s+(?:which|that|who)\s+(?:is|are|was|were)\s+(?P<what>[^,;]{8,80}?),\s*")


def _said_once(sentence: str) -> str:
    """A small model's stutter, an appositive the sentence says again ("caution, which is the reverse of curiosity, can
    be seen as the reverse of curiosity: …"), said once: the appositive goes."""
    for m in _APPOSITIVE.finditer(sentence):
        if m["what"].lower() in sentence[m.end():].lower():
            return sentence[:m.start()] + " " + sentence[m.end():]
    return sentence


def _repeats(claim: str, seen: set[str], share: float = 0.85) -> bool:
    """Does an earlier sentence already hold (nearly) every content word of this one?"""
    words = content_words(claim)
    return len(words) >= 4 and any(len(words & content_words(prev)) >= share * len(words) for prev in seen)


def _supporting(claim: str, marked: list[int], sources: list[Source], by_n: dict[int, Source],
                names: dict[int, str | None], scorer: SupportScorer, threshold: float) -> list[tuple[int, str]]:
    """(source number, supporting sentence) for the sources that support `claim`; [] when none may.

    The sources it cites are tried first. "Both papers ..." must hold for every source it cites. A wrong or missing
    marker is replaced by the source that supports the claim, but a claim that names a paper is only supported by
    that paper, and one that points back ("It ...", "This method ...") is not moved to another paper."""
    claim_vec = scorer.embedder.encode([claim])[0]
    cited = [by_n[n] for n in dict.fromkeys(marked) if n in by_n]
    subject = next((s for s in sources if _opens_with_name(claim, s, names[s.n], sources)), None)
    if subject is not None and cited and subject not in cited and not _ALL_OF_THEM.search(claim):
        # "Guidance Watermarking places the watermark in the spherical mapping module [2]": a claim about paper A
        # that only paper B supports is not supported; A's own abstract must say it
        sup = scorer.score(claim, [subject], claim_vec)
        return [(subject.n, sup.sentence)] if sup.score >= threshold else []
    good = []
    for src in cited:
        sup = scorer.score(claim, [src], claim_vec)
        if sup.score >= threshold:
            good.append((src.n, sup.sentence))
    if len(cited) > 1 and _ALL_OF_THEM.search(claim) and len(good) < len(cited):
        return []  # "Both papers ...": true of each paper it cites, or unsupported
    if len(cited) == 1 and len(sources) > 1 and _THE_PAPERS.search(claim):
        return []  # "The papers share the goal of ... [5]": one paper's sentence said of several
    if good:
        return good
    low = claim.lower()
    named = [s for s in sources if names[s.n] and uses_name(low, names[s.n].lower())
             or len(s.paper.title) > 20 and s.paper.title.lower().rstrip(". ") in low]  # named by its title
    subject = [s for s in named if low.startswith(s.paper.title.lower().rstrip(". "))
               or names[s.n] and low.startswith(names[s.n].lower())]
    named = subject or named  # "<title of A> demonstrates that ASEntmax ...": a claim about A, not about ASEntmax's paper
    if not named and cited and _POINTS_BACK.match(claim):
        return []
    sup = scorer.score(claim, named or sources, claim_vec)
    return [(sup.n, sup.sentence)] if sup.n is not None and sup.score >= threshold else []


_HEAD_END = re.compile(r"\s*(?::|\s(?:for|of|via|with|in|on|to|and|by|from|through|under|without|as|is|are)\s)",
                       re.IGNORECASE)


def _opens_with_name(claim: str, source: Source, name: str | None, sources: list[Source]) -> bool:
    """Does the claim open with this paper's name, or the head of its title ('Guidance Watermarking' of 'Guidance
    Watermarking for Diffusion Models'; two words at least, and no other source's words: not 'Large Language
    Models')?"""
    low = claim.lower()
    head = name.lower() if name else _HEAD_END.split(plain(source.paper.title), maxsplit=1)[0].strip().lower()
    if not (name or len(head.split()) >= 2) or not re.match(rf"{re.escape(head)}(?![\w-])", low):
        return False
    return not any(uses_name(f"{o.paper.title} {o.paper.abstract}", head, ignore_case=True)
                   for o in sources if o is not source)
