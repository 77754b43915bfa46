"""The names a reader calls this corpus's papers by, and finding them in a question: "Overview of SPIRAL: …",
"Work on Neon: …" and "rl squeezes, sft expands -- summarize pls" each ask about one paper, though neither the
name's shape (SPIRAL, Neon) nor the wording says so.

A name is the head of a title before its colon ("Jackpot: …", "Thought Branches: …", "RL's Razor: …"), kept only
when the corpus uses it for that paper alone (at most `most_papers` titles and abstracts use it), so that topic
heads ("Machine Unlearning: …") and words every abstract uses ("LLM", "Muon") name no paper. Single words and two-word
names must be written as the title writes them (a "Seesaw", not a seesaw), and an ordinary word is a name only when
the corpus rarely uses it in any case ("Jackpot", not "Echo"); longer ones in any case. What a paper's own acronym
stands for is a name too ("Action Effect Modeling" of "we propose Action Effect Modeling (AEM)"), kept the same way
and found only when written as a name (capitalised): "reasoning reward models" is a kind of model.

Written here because routing needs it before retrieval, at no cost: built once per store revision with the
paper vectors (rag/gather.py) and saved with them.
"""

from __future__ import annotations

import re
from collections import Counter

from .text import GENERIC, LINK_WORDS, STEMMER, latin, spelled_out, title_head

_LONGEST = 8  # words of the longest name found

_TOKEN = re.compile(r"[A-Za-z0-9][\w'-]*")


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(latin(text).replace("\u2019", "'"))  # "$\\mu$LO", "μLO" and "muLO" are one name


def _grams(tokens: list[str], sizes: tuple[int, ...]) -> set[str]:
    return {" ".join(tokens[i:i + n]) for n in sizes for i in range(len(tokens) - n + 1)}


class PaperNames:
    """Case-kept names of one or two words ('SPIRAL', 'Thought Branches'), lower-case names of three or four
    ('rl squeezes sft expands') and what acronyms stand for ('action effect modeling'), punctuation dropped."""

    def __init__(self, cased: set[str], phrases: set[str], spelled: set[str] = frozenset(),
                 owners: dict[str, list[str]] | None = None, heads: dict[str, str] | None = None):
        self.cased, self.phrases, self.spelled = frozenset(cased), frozenset(phrases), frozenset(spelled)
        # a method name that is an ordinary word ("Promise"), or a title's head of three or four words (lower case)
        # -> the papers that give it
        self.owners = owners or {}
        self.heads = heads or {}  # a title's head written hyphenated, without "From" -> the head
        # a hyphenated name is one in any case and form: "self-jailbreak" is "Self-Jailbreaking"
        self.hyphenated = {_stem_key(n): n for n in self.cased if "-" in n and " " not in n and not any(map(str.isdigit, n))}

    @classmethod
    def build(cls, titles: list[str], texts: list[str], methods: list[str | None] | None = None,
              ids: list[str] | None = None, most_papers: int = 3) -> PaperNames:
        """From each paper's title and text (its title and abstract), and the name its abstract gives its method
        (`methods`): an ordinary word written as a name ("we propose Promise, a meta-learning framework") is one when
        few papers write it so; names shaped like one (HOLLM, PE-DQN) a question shows by their shape."""
        cased: Counter[str] = Counter()
        lower: Counter[str] = Counter()
        for text in texts:
            tokens = _tokens(text)
            cased.update(_grams(tokens, (1, 2)))
            lower.update(_grams([t.lower() for t in tokens], (1, 2, 3, 4)))
        keep_cased, keep_phrases, spelled = set(), set(), set()
        for text in texts:  # "Action Effect Modeling": what a paper's own acronym (AEM) stands for
            low = [w.lower() for w in _tokens(spelled_out(text) or "")]
            if len(low) >= 2 and max(lower[" ".join(low[:4])], lower[" ".join(low[-4:])]) == 1:  # its own alone
                spelled.add(" ".join(low))
        owners: dict[str, list[str]] = {}
        heads: dict[str, str] = {}  # "tokens-to-thoughts" -> "From Tokens to Thoughts"
        for i, title in enumerate(titles):
            head = title_head(title)  # ("Cautious Weight Decay", a short title, is its paper's name whole)
            words = _tokens(head)
            if not words or len(words) > 4 or head.strip().lower() in GENERIC:
                continue
            key = " ".join(words)
            ordinary = all(w[:1].isupper() and w[1:].islower() for w in words)  # "Echo" is also an ordinary "echo"
            if len(words) <= 2 and len(key) > 2 and (lower if ordinary else cased)[key.lower() if ordinary else key] \
                    <= most_papers:
                keep_cased.add(key)
            elif len(words) > 2 and lower[key.lower()] <= most_papers:
                keep_phrases.add(key.lower())
                # a title's head is its paper's, found by id: searching "From Tokens to Thoughts" finds papers on
                # tokens and thoughts; said hyphenated, and without its "From", it is the same name
                if ids:
                    owners.setdefault(key.lower(), []).append(ids[i])
                rest = words[1:] if words[0].lower() in ("from", "towards", "toward") else words
                heads["-".join(w.lower() for w in rest)] = key
        owners = {k: v for k, v in owners.items() if len(v) == 1}
        for i, name in enumerate(methods or []):
            words = _tokens(name or "")
            key = " ".join(words)
            ordinary = all(w[:1].isupper() and w[1:].islower() for w in words)
            if 1 <= len(words) <= 2 and len(key) > (3 if ordinary else 2) and cased[key] <= most_papers and \
                    key.lower() not in GENERIC:
                keep_cased.add(key)  # (and "RCPO", which routing's shapes miss: "What is RCPO and which pairwise
                # methods does it include …?" asks about one paper, not the area "which pairwise methods" names)
                if ids and ordinary:  # searching an ordinary word finds every paper that uses it: the owner is known
                    owners.setdefault(key, []).append(ids[i])
        return cls(keep_cased, keep_phrases, spelled, owners, heads)

    def find(self, text: str) -> list[str]:
        """The names of corpus papers `text` uses, in order of first use, each once ("A2ASecBench's taxonomy" uses
        A2ASecBench)."""
        tokens = _tokens(text)
        found = []
        for i in range(len(tokens)):
            for n in range(_LONGEST, 0, -1):
                whole = " ".join(tokens[i:i + n])
                gram = next((g for g in (whole, whole[:-2] if whole.endswith("'s") else None) if g and (
                    len(tokens) - i >= n and (g in self.cased if n <= 2 else g.lower() in self.phrases) or
                    g.lower() in self.spelled and _titled(g.split()))), None)  # (not "RL's Razor" cut to "RL")
                if gram is not None:
                    if gram not in found:
                        found.append(gram)
                    break
            else:  # no name starts here: "self-jailbreak" may still be "Self-Jailbreaking", "tokens-to-thoughts"
                # "From Tokens to Thoughts"
                if "-" in tokens[i] and (name := self.hyphenated.get(_stem_key(tokens[i])) or
                                         self.heads.get(tokens[i].lower())) and name not in found:
                    found.append(name)
        return found

    def to_json(self) -> dict:
        return {"cased": sorted(self.cased), "phrases": sorted(self.phrases), "spelled": sorted(self.spelled),
                "owners": self.owners, "heads": self.heads}

    @classmethod
    def from_json(cls, data: dict) -> PaperNames:
        return cls(set(data.get("cased", [])), set(data.get("phrases", [])), set(data.get("spelled", [])),
                   dict(data.get("owners", {})), dict(data.get("heads", {})))


def _stem_key(name: str) -> str:
    return "-".join(STEMMER.stemWord(part) for part in name.lower().split("-"))


def _titled(words: list[str]) -> bool:
    """Written as a name: 'Action Effect Modeling', 'Nash Merging of Experts' (not 'reasoning reward models')."""
    return all(w[:1].isupper() or w in LINK_WORDS for w in words)
