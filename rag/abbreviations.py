"""The corpus's abbreviations, so that a question that spells a term out finds the papers that abbreviate it.

A reader writes "supervised fine-tuning"; most abstracts say "SFT" after defining it once, and the small encoder does
not know the two are one thing. Written here: no library we use extracts abbreviation definitions (a simplified
Schwartz–Hearst match of "Long Form (LF)").
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable

from .text import _STOP, stemmed_words

_PAREN = re.compile(r"\(\s*([A-Za-z][A-Za-z0-9-]*?)s?\s*[),;]")
_TOKEN = re.compile(r"[A-Za-z0-9]+")
_PHRASE = re.compile(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*")


def _stems(words: str) -> tuple[str, ...]:
    return tuple(stemmed_words(words.replace("-", " ")))


def defined(text: str) -> set[tuple[tuple[str, ...], str]]:
    """The abbreviations a text defines, as (stemmed long form, abbreviation): "Supervised Fine-Tuning (SFT)" ->
    (("supervis", "fine", "tune"), "SFT"). The abbreviation's capitals must be the initials of the words before it,
    in order, stopwords allowed between them ("Mixture-of-Experts (MoE)", "Reinforcement Learning from Human
    Feedback (RLHF)")."""
    out = set()
    for m in _PAREN.finditer(text):
        short = m.group(1)
        letters = [c.lower() for c in short if c.isupper()]
        if not 2 <= len(letters) <= 8:
            continue
        before = _TOKEN.findall(text[max(0, m.start() - 160):m.start()])
        i, j = len(before) - 1, len(letters) - 1
        while i >= 0 and j >= 0:
            word = before[i]
            if word[0].lower() == letters[j]:
                j -= 1
            elif word.lower() not in _STOP:
                break
            i -= 1
        if j < 0 and len(key := _stems(" ".join(before[i + 1:]))) >= 2:
            out.add((key, short))
    return out


class Abbreviations:
    """Long forms and the abbreviation the corpus gives them, kept when at least `least` papers define the pair and
    each is the other's usual partner ("RM": "reward model", not "regret matching")."""

    def __init__(self, table: dict[tuple[str, ...], str]):
        self.table = table
        self.longest = max((len(k) for k in table), default=0)
        self.spelled = {short: set(key) for key, short in table.items()}

    @classmethod
    def build(cls, texts: Iterable[str], least: int = 2) -> Abbreviations:
        by_long: dict[tuple[str, ...], Counter] = defaultdict(Counter)
        by_short: dict[str, Counter] = defaultdict(Counter)
        for text in texts:  # one text per paper: a pair counts once per paper
            for key, short in defined(text):
                by_long[key][short] += 1
                by_short[short][key] += 1
        table = {}
        for key, shorts in by_long.items():
            short, n = shorts.most_common(1)[0]
            if n >= least and by_short[short].most_common(1)[0][0] == key:
                table[key] = short
        return cls(table)

    def to_json(self) -> dict[str, str]:
        return {" ".join(k): v for k, v in self.table.items()}

    @classmethod
    def from_json(cls, data: dict[str, str] | None) -> Abbreviations:
        return cls({tuple(k.split()): v for k, v in (data or {}).items()})

    def long_words(self, text: str) -> set[str]:
        """The stemmed words of what the text's abbreviations stand for: "… 100% keyword-based ASR …" says
        {"attack", "success", "rate"}, so that a sentence in the corpus's shorthand answers a question that spells
        it out ("What attack success does it reach?")."""
        if not self.spelled:
            return set()
        found = (self.spelled.get(t) or (self.spelled.get(t[:-1]) if t.endswith("s") else None)
                 for t in _TOKEN.findall(text) if t[:1].isupper())
        return set().union(*(f for f in found if f))

    def shorthand(self, text: str) -> dict[str, set[str]]:
        """Each stemmed word of a long form the text spells out, with the abbreviation that says it, as a paper's
        content words hold it ("reinforcement learning" -> {"reinforc": {"rl", "rls"}, "learn": {"rl", "rls"}}): a
        paper that writes only "RL" uses the words."""
        stems = _stems(text)
        out: dict[str, set[str]] = {}
        for n in range(min(self.longest, len(stems)), 1, -1):
            for i in range(len(stems) - n + 1):
                short = self.table.get(stems[i:i + n])
                if short:
                    for stem in stems[i:i + n]:
                        out.setdefault(stem, set()).update({short.lower(), short.lower() + "s"})
        return out

    def annotate(self, query: str) -> str:
        """The query with each spelled-out term's abbreviation after it, unless the query already uses it:
        "ordinary supervised fine-tuning of LLMs" -> "ordinary supervised fine-tuning (SFT) of LLMs"."""
        if not self.table:
            return query
        words: list[tuple[str, int]] = []  # (stem, end of the phrase it is part of) for each content word
        for phrase in _PHRASE.finditer(query):
            words += [(stem, phrase.end()) for stem in _stems(phrase.group())]
        used = {w.lower() for w in _TOKEN.findall(query)}
        inserts, taken = [], set()
        for n in range(min(self.longest, len(words)), 1, -1):  # the longest match first: "multimodal large …"
            for i in range(len(words) - n + 1):
                short = self.table.get(tuple(s for s, _ in words[i:i + n]))
                if short and not taken & set(range(i, i + n)) and not {short.lower(), short.lower() + "s"} & used:
                    inserts.append((words[i + n - 1][1], short))
                    taken.update(range(i, i + n))
                    used.add(short.lower())
        for end, short in sorted(inserts, reverse=True):
            query = f"{query[:end]} ({short}){query[end:]}"
        return query
