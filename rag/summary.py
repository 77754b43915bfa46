"""Research-area summaries: the gathered papers grouped into 3-6 themes, each named by its c-TF-IDF keyphrases,
an opening line with the counts, and per theme a short cited synthesis (a short LLM call per paper, checked like any answer,
or the papers' own method sentences without an LLM) followed by the list of all its papers.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Generator
from dataclasses import dataclass

import numpy as np

from . import prompts
from .citations import Checked, check, cite
from .evidence import _FINDING, UNUSED, paper_label, roles_of
from .llms import LoadedLLM
from .settings import SummarySettings
from .support import SupportScorer
from .text import (
    ANNOUNCES_STUDY,
    MARKER,
    cited_numbers,
    closed,
    content_words,
    intro_index,
    looks_like_instruction,
    method_name,
    numbers,
    plain,
    short_name,
    split_sentences,
    stemmed_words,
    strip_markers,
    title_pieces,
    uses_name,
    with_parts,
)
from .types import Event, Source
from .write import (
    continued,
    in_paper,
    merge,
    not_stated,
    opening_name,
    self_proposed,
    standalone,
    third_person,
    upper_first,
    without_example,
)

_STOP = frozenset(
    "a an the of for and in on with to via from by is are towards toward using through beyond can do does what when how "
    "why into its their our we new large based study analysis approach approaches method methods framework model models "
    "learning deep neural network networks paper task tasks toward efficient effective improving improved via vs "
    "than more less not no at as be or it this that these those under over without all every each any some most "
    "only your you".split())  # ("Not All Channels Are Equal …": "all channels" is no phrase)
_GENERIC_LABELS = frozenset(p.replace(" ", "-") for p in (  # model families: they set no theme apart
    "large language models", "large language model", "language models", "language model", "llms", "llm",
    "deep learning", "machine learning", "neural networks", "vision-language models", "vision-language model",
    "large vision-language models", "large vision-language model", "multimodal large language models",
    "multimodal large language model", "multimodal llms", "mllms", "mllm", "vlms", "vlm", "lvlms", "lvlm",
    "large reasoning models", "large reasoning model", "reasoning models", "reasoning model", "lrms", "lrm"))
_WORD = re.compile(r"\b[0-9]*[A-Za-z][A-Za-z0-9-]*")
_HEADS = frozenset({"model", "models", "network", "networks", "learning"})  # the noun a compound ends in
_PARENS = re.compile(r"\s*\([^)]*\)")


@dataclass
class Theme:
    label: str
    sources: list[Source]  # best first (by how close each paper is to the area)


def themes(sources: list[Source], vectors: np.ndarray, cfg: SummarySettings, topic: str = "") -> list[Theme]:
    """Group the papers (rows of `vectors`, unit length) into 3-6 themes with k-means, fold one-paper themes into
    their nearest theme, and name each by its keyphrases (what the whole `topic` says names no theme, if it can).

    Clustered by what sets each paper apart from the area: its vector less the area's mean, at unit length (what all
    of them share would otherwise pull the core papers into one theme: "speculative decoding", 19 of 24 papers, became
    three of 10, 9 and 5; over the eval's 26 areas and 8 more, the largest theme's share fell from 0.41 to 0.33 while
    the papers of a theme stayed as close to each other)."""
    n = len(sources)
    if n < 6:
        groups = [list(range(n))]
    else:
        from sklearn.cluster import KMeans

        vectors = vectors - vectors.mean(axis=0)
        vectors = vectors / (np.linalg.norm(vectors, axis=1, keepdims=True) + 1e-9)
        groups = []
        for k in range(min(cfg.max_themes, max(cfg.min_themes, round(n / 7)), n // 2), 1, -1):
            labels = KMeans(n_clusters=k, n_init=10, random_state=0).fit_predict(vectors)
            groups = [list(np.flatnonzero(labels == c)) for c in range(k)]
            if min(len(g) for g in groups) >= 2 or k <= cfg.min_themes:
                break  # fewer themes rather than one-paper themes, down to min_themes
        groups = _fold_singletons(groups, vectors)
    groups.sort(key=lambda g: min(g))  # the theme of the best paper first
    names = keyphrases([[(sources[i].paper.title, sources[i].paper.keywords) for i in g] for g in groups], topic)
    return [Theme(name, [sources[i] for i in sorted(g)]) for name, g in zip(names, groups)]


def _fold_singletons(groups: list[list[int]], vectors: np.ndarray) -> list[list[int]]:
    groups = [g for g in groups if g]
    while len(groups) > 1 and (small := next((g for g in groups if len(g) == 1), None)) is not None:
        groups.remove(small)
        centroids = np.stack([vectors[g].mean(axis=0) for g in groups])
        groups[int(np.argmax(centroids @ vectors[small[0]]))].extend(small)
    return groups


def phrases(title: str, keywords: list[str]) -> set[str]:
    """A paper's candidate label phrases: its keywords, and the 2-3 word runs of its title without stopwords. A
    run ends where its noun phrase ends (the title's end, or a word like "for", "with", "of"): "language model
    watermarking", never "unbiased language" or "sparse mixture" (of experts) or "clusterwise linear" (regression)."""
    pieces = [p.strip() for k in keywords for p in re.split(r"[;,]", k)]  # "language model; data curation": two
    out = {k.lower() for k in pieces if 1 <= len(k.split()) <= 4 and len(k) > 2}
    words = [w.lower() for w in _WORD.findall(plain(title).split(":")[-1])]
    for size in (2, 3):
        for i in range(len(words) - size + 1):
            run, after = words[i:i + size], words[i + size] if i + size < len(words) else ""
            if (run[0] not in _STOP and (run[-1] not in _STOP or run[-1] in _HEADS and run[-2] not in _STOP)
                    and not any(w in _STOP - _HEADS for w in run[1:-1]) and (not after or after in _STOP - _HEADS - {"of"})):
                out.add(" ".join(run))
    return out


def keyphrases(groups: list[list[tuple[str, list[str]]]], topic: str = "") -> list[str]:
    """Each group's name (groups of (title, keywords)): its top phrases by c-TF-IDF (share of the group's papers
    with the phrase, times the log-inverse of its share over all groups), so that a label says what sets the group
    apart (BERTopic's class TF-IDF, here over paper keywords and title phrases). A phrase that only repeats the
    `topic` every group is about ("Mixture of experts" in a summary of MoE work) names none; one that sets a group
    apart (the memorization papers among diffusion papers) names it, after any phrase of its own."""
    asked = _asked(topic)
    per_group = [Counter(p for title, kws in g for p in phrases(title, kws)) for g in groups]
    keywords = {p.strip().lower() for g in groups for _, kws in g for k in kws for p in re.split(r"[;,]", k)}
    total = Counter()
    for c in per_group:
        total.update(c)
    papers = sum(len(g) for g in groups)
    names: list[str] = []
    used: set[str] = set()
    used_words: set[str] = set()  # the words of the names given so far
    for group, counts in zip(groups, per_group):
        chosen: list[str] = []
        said = [_words(f"{plain(title)} {' '.join(kws)}") for title, kws in group]  # each paper's title and keywords
        words = Counter(w for paper in said for w in paper)
        # phrases two of its papers share, else (all of those taken by other themes) its papers' own phrases: a
        # phrase, not a paper's title, names a theme; one in words another theme's name gave, only if no other will do
        # ("LLM reinforcement learning" after "LLM reasoning; reinforcement learning" sets nothing apart)
        for least, fresh in [(n, f) for f in (True, False)
                             for n in ([2, 1] if len(group) >= 3 and any(c >= 2 for c in counts.values()) else [1])]:
            # a keyword one paper has is worth what its words say of the group ("influence estimation" where most
            # papers estimate influence, not one paper's "detrimental sample detection")
            support = {p: sum(words[w] for w in _words(p)) / max(1, len(_words(p))) / len(group)
                       if least == 1 and p in keywords else 0.0 for p in counts}  # keywords: a title run may be no
            # phrase ("Muon outperforms adam")
            scored = sorted((((c / len(group)) * math.log(1 + papers / total[p]) + 0.01 * len(p.split())
                              + 0.02 * (p in keywords) + support[p]) * (0.5 if _words(p) <= asked else 1.0), p)
                            # the authors' keywords before title runs; the topic's own words last
                            for p, c in counts.items()
                            if c >= least and (not _words(p) <= asked or _sets_apart(c, total[p], len(group), papers)))
            for _, phrase in reversed(scored):
                # "Long context; context length" says one thing twice; "large language models" sets no theme apart
                generic = _PARENS.sub("", phrase).strip().replace(" ", "-") in _GENERIC_LABELS
                # a second name says what two of its papers do at least ("Watermark; in-context learning" names
                # one of three)
                minor = bool(chosen) and len(group) >= 3 and sum(_words(phrase) <= paper for paper in said) < 2
                repeats = fresh and _words(phrase) <= used_words
                if phrase not in used and not generic and not minor and not repeats and not any(
                        _words(phrase) & _words(other) or _abbreviates(phrase, other) for other in chosen):
                    chosen.append(phrase)
                if len(chosen) == 2:
                    break
            if chosen:
                break
        used_words.update(*(_words(c) for c in chosen))
        used.update(chosen)  # two themes never share a phrase ("Preference learning; alignment", "Reward hacking; alignment")
        label = "; ".join(_cased(_PARENS.sub("", c), group) for c in chosen)
        names.append(label[:1].upper() + label[1:] if chosen else short_name(group[0][0], "") or plain(group[0][0]))
    return names


def _sets_apart(count: int, total: int, size: int, papers: int) -> bool:
    """Does a phrase the topic says name this group all the same: two of its papers or more have it, at four times
    its share of the other groups' papers at least ("memorization" in a summary of memorization in image generation,
    where the others are diffusion papers that never mention it; not "mixture of experts" in most of a MoE summary)."""
    return count >= 2 and count / size >= 4 * (total - count) / max(1, papers - size)


def _asked(topic: str) -> set[str]:
    """The topic's words, and the acronyms of its runs of two to four words ("large language models": "LLMs"), so
    that "LLM unlearning" names no theme of a summary on unlearning in large language models."""
    words = re.findall(r"[A-Za-z]+", topic)
    runs = {"".join(w[0] for w in words[i:i + n]) for n in (2, 3, 4) for i in range(len(words) - n + 1)
            if all(content_words(w) for w in words[i:i + n])}
    return with_parts(content_words(topic)) | {w for r in runs for w in content_words(f"{r} {r}s")}


def _words(phrase: str) -> set[str]:
    return with_parts(content_words(phrase))


def _abbreviates(a: str, b: str) -> bool:
    """Whether one phrase is the other's acronym ("MoE" of "mixture-of-experts LLMs", "LLMs" of "large language
    models"): the initials of a prefix of the longer one's words."""
    short, long = sorted((a, b), key=len)
    letters = re.sub(r"s$", "", short.strip()).lower()
    if " " in letters or not 2 <= len(letters) <= 6:
        return False
    initials = "".join(w[0] for w in re.split(r"[\s-]+", long.lower()) if w)
    return initials.startswith(letters)


def _cased(phrase: str, group: list[tuple[str, list[str]]]) -> str:
    """A lower-cased phrase with its words' capitals as the group's titles and keywords write them ('kv cache' ->
    'KV cache', 'llms' -> 'LLMs'; ordinary words stay lower case)."""
    forms: dict[str, Counter[str]] = {}
    for title, kws in group:
        title = "" if plain(title).isupper() else plain(title)  # "THE END OF MANUAL DECODING" capitalizes every word
        for w in _WORD.findall(f"{title} {' '.join(kws)}"):
            if any(any(c.isupper() for c in part[1:]) and (not part[0].islower() or sum(map(str.isupper, part)) > 1)
                   for part in w.split("-")):  # an acronym or CamelCase, not "Test-Time", nor "kNowledge" (for UNITE)
                forms.setdefault(w.lower(), Counter())[w] += 1
    return " ".join(forms[w].most_common(1)[0][0] if w in forms else w for w in phrase.split())


def opening(sources: list[Source], groups: list[Theme], within: int | None = None, qualifier: str = "") -> str:
    """'23 papers in 4 themes; 5 orals, 2 spotlights.' When the topic's qualifier narrowed the area and fewer papers
    than were read meet it (`within`, numbered first): '… Only the first 2 mention “diffusion models”; the other 8
    are the nearest related work.'"""
    venues = Counter(_kind(s.paper.venue) for s in sources)
    extras = [f"{venues[k]} {k}{'s' if venues[k] != 1 else ''}" for k in ("oral", "spotlight") if venues[k]]
    line = f"{len(sources)} papers in {len(groups)} theme{'s' if len(groups) != 1 else ''}"
    line += ("; " + ", ".join(extras) if extras else "") + "."
    if within is not None and within < len(sources):
        met = "None of them mentions" if within == 0 else f"Only the first {within} mention" if within > 1 \
            else "Only the first mentions"
        rest = len(sources) - within
        line += f" {met} “{qualifier}”; {'the other ' + str(rest) if within else 'they'} " \
                f"{'are' if rest != 1 else 'is'} the nearest related work."
    return line


def _kind(venue: str | None) -> str:
    v = (venue or "").lower()
    return "oral" if "oral" in v else "spotlight" if "spotlight" in v else "poster"


_DOES_THAT = re.compile(r"\b(?:does|do|did|doing|achieves?|achieving)\s+(?:just|exactly|precisely)\s+(?:that|this)\b|"
                        r"\b(?:does|do)\s+so\b", re.IGNORECASE)


# words that say no topic of their own ("reward hacking in reward models": "models" is in every sentence of the area)
_FIELD_WORDS = content_words("model models method methods approach learning large language llm llms network networks "
                             "data task tasks paper work")


def key_sentences(source: Source, topic: str = "") -> list[str]:
    """A paper's method sentence and its headline result sentence (by role), for a theme's evidence: the method's
    first. With the summary's `topic`, the result that says the most of what it is about ("… CRM is more robust to
    reward hacking"), each topic word weighted by how few of the paper's sentences use it."""
    name = short_name(source.paper.title, source.paper.abstract)
    roles = roles_of(source.sentences, name)
    usable = [i for i, s in enumerate(source.sentences) if not looks_like_instruction(s)]
    own = [i for i in usable if roles[i] != "background" and roles[i] not in UNUSED]
    # a question the paper raises ("This raises a natural question: can we characterize …?") says what it asks
    own = [i for i in own if not source.sentences[i].rstrip().endswith("?")] or own
    # the sentence that introduces the method ("Motivated by this insight, we introduce syntactic diversification")
    # before any other that speaks in the first person ("A common explanation …, but we find this insufficient")
    method = intro_index(source.sentences, own)
    if method is not None and ANNOUNCES_STUDY.search(source.sentences[method]) and not _FINDING.search(source.sentences[method]):
        # "we present a systematic dissection of these models to identify the core components": what it found is
        # said next ("we demonstrate that a combination of three design principles is critical: …")
        method = next((i for i in own if i > method and _FINDING.search(source.sentences[i])), method)
    if method is not None and _DOES_THAT.search(source.sentences[method]):
        # "We introduce VIST3A, a general framework that does just that": what it does is said elsewhere
        method = next((i for i in own if i > method and roles[i] == "method"), method)
    if method is None:
        method = next((i for i in own if roles[i] == "method"), (own or usable or [None])[0])
        if method is not None and _ASKS.match(source.sentences[method]):
            # "We ask whether such gains impact membership privacy." is the question; "Surprisingly, we find that SAM
            # is more prone to …" the answer
            method = next((i for i in own if i > method and _FINDING.search(source.sentences[i])), method)
    # the headline result: one with its numbers or what the experiments showed ("we demonstrate that …"), not "we
    # find this account insufficient"
    results = [i for i in own if i != method and (roles[i] == "result" or _FINDING.search(source.sentences[i]))]
    # not one that leans on the sentence before it ("Further analysis shows that these traces are …"), read alone
    telling = [i for i in results if numbers(source.sentences[i]) or _FINDING.search(source.sentences[i])]
    result = next((i for i in telling if not _leans_back(source.sentences, i, method)),
                  (telling or results or [None])[0])
    # (of its results, or of what it says after its method: "In particular, CRM is more robust to reward hacking")
    later = [i for i in own if i > method] if method is not None else []
    if (asked := content_words(topic) - _FIELD_WORDS) and (candidates := list(dict.fromkeys(results + later))):
        said = [content_words(s) for s in source.sentences]
        weight = {w: 1 - sum(w in ws for ws in said) / len(said) for w in asked}
        of_topic = {i: sum(weight[w] for w in asked & said[i]) for i in candidates}
        best = max(candidates, key=lambda i: (of_topic[i], i in telling, -i))  # (of equals, the first)
        if result is None or of_topic[best] > of_topic.get(result, 0.0) + 0.25:
            result = best
    # a method sentence that leans back ("We introduce SSD to parallelize these operations") is read with the
    # sentence that says what it points at (last: the method's sentence stays first)
    context = _introducing(source.sentences, method) if method is not None else None
    return [source.sentences[i] for i in dict.fromkeys((method, result, context)) if i is not None]


def _introducing(sentences: list[str], i: int) -> int | None:
    """The last sentence before sentence i that names a thing its "these/this/such …" points at, if any; for "these
    operations" that no sentence names ("… a sequential dependence between speculation and verification. We introduce
    SSD to parallelize these operations."), the sentence before it."""
    for named, plural, before in _pointed_at(sentences[i]):
        if found := [j for j in range(i) if named & set(stemmed_words(sentences[j]))]:
            return found[-1]
        if plural and i > 0 and not named & set(stemmed_words(before.replace("-", " "))):  # not "… output ranges, …
            # within these ranges", "a large-patch transformer … decodes these large patches"
            return i - 1
    return None


def _pointed_at(sentence: str) -> list[tuple[set[str], bool, str]]:
    """The (stemmed) words a sentence's "these/this/such …" name ("these objectives", "this path variance"): not a
    lead-in's ("To address these limitations, we propose …", "To this end, …"), nor words that only point at the
    text ("this problem", "these findings": what the sentence says of them stands alone); each with whether it points
    at several ("these": "those" is often a pronoun, "those closest in KL") and the words before it."""
    said = _LEAD_CLAUSE.sub("", sentence)
    return [(named, m[0].lower().startswith("these"), said[:m.start()]) for m in _DEMONSTRATIVE.finditer(said)
            if (named := set(stemmed_words(m[1])) - _POINTERS)]


_LEAD_CLAUSE = re.compile(r"^\W*(?:to|in|for|from|with|under|through|following|motivated by|inspired by|guided by|"
                          r"building on|based on|given)\b[^,]{0,80},\s*",
                          re.IGNORECASE)
_POINTERS = set(stemmed_words("problem problems limitation limitations challenge challenges gap gaps issue issues "
                              "question questions end work paper study setting settings regard direction goal aim "
                              "purpose task tasks approach approaches way ways case cases context need observation "
                              "insight insights finding findings phenomenon view perspective idea line"))
_DEMONSTRATIVE = re.compile(r"\b(?:these|this|those|such)\s+(?!as\b)(\w+)(?:[\s-]+(\w+))?", re.IGNORECASE)


def _leans_back(sentences: list[str], i: int, quoted: int | None) -> bool:
    """Does sentence i name a thing by "these/this/such …" that an earlier sentence introduced ("… detectable traces
    in both model behavior …", then "Further analysis shows that these traces are …"), not the sentence `quoted`
    before it? Stricter than `_pointed_at`: a result read alone leans back in a lead-in too ("Under this
    reformulation, we show …"), and by either word after the pointer ("this leads MLLMs to …")."""
    said = {w for s in sentences[:i] for w in stemmed_words(s)}
    told = set(stemmed_words(sentences[quoted])) if quoted is not None and quoted < i else set()
    return any((named := set(stemmed_words(f"{m[1]} {m[2] or ''}"))) & said and not named & told
               for m in _DEMONSTRATIVE.finditer(sentences[i]))


_ASKS = re.compile(r"^\W*(?:here,?\s+|in this (?:paper|work),?\s+)?we\s+(?:ask|investigate|examine|study|explore|"
                   r"question)\s+(?:whether|if|how|why|what)\b", re.IGNORECASE)


def paper_list(theme: Theme) -> str:
    return "Papers: " + "; ".join(f"{plain(s.paper.title)} [{s.n}]" for s in theme.sources)


def summarize(llm: LoadedLLM, topic: str, groups: list[Theme], scorer: SupportScorer, cfg: SummarySettings,
              threshold: float, timings: dict[str, float], started: float) -> Generator[Event, None, Checked]:
    """Map: per theme, one short call per best paper (its method and result sentences: "What does X propose, and
    what does it show?"), the reply opening with the paper's name; every sentence checked against that paper.
    Reduce: the themes under headings, each with the list of all its papers.

    One call per paper, not one per theme: asked to write about six papers at once, the 1.5B model wrote titles as
    sentences, one paper's result under another's number and method-and-result sentences no single abstract
    sentence supports (draft citation precision 0.58-0.92 on four summaries); the calls share the answer prompt's
    prefix, which llama.cpp keeps cached."""
    sections, merged, headed = [], Checked("", [], [], {}), set()
    for theme in groups:
        for s in theme.sources[:cfg.theme_papers]:
            s.evidence = sorted(key_sentences(s, topic), key=s.sentences.index)  # in the abstract's order
            if not s.label and (head := _title_head(s)):
                s.label = head
                headed.add(s.n)
    readings = [[s for s in theme.sources[:cfg.theme_papers] if s.evidence] for theme in groups]
    todo = [(t, s) for t, readers in enumerate(readings) for s in readers]
    names = [f"The paper “{s.label}”" if s.n in headed else opening_name(paper_label(s)) for _, s in todo]
    begins = [name if llm.continues else "" for name in names]
    questions = [_asked_of(s) + prompts.BEGIN_WITH.format(name=name) + prompts.LENGTH.format(n="One or two")
                 for (_, s), name in zip(todo, names)]
    heads = [(f"\n### {groups[t].label}\n" if i == 0 or todo[i - 1][0] != t else " ") + b
             for i, ((t, _), b) in enumerate(zip(todo, begins))]
    texts = yield from llm.write_many([prompts.part_messages([s], q, b) for (_, s), q, b in zip(todo, questions, begins)],
                                      timings, started, cfg.paper_max_tokens, heads=heads,
                                      grammars=[prompts.citation_grammar([s.n]) for _, s in todo],
                                      at_once=cfg.side_by_side)
    replies: dict[int, list[tuple[Source, str]]] = {}
    for (t, s), begin, text in zip(todo, begins, texts):
        replies.setdefault(t, []).append((s, _whole(_tidy(continued(begin, text), [s]), s)))
    for t, (theme, readers) in enumerate(zip(groups, readings)):
        scorer.prepare(readers)
        mine = [(s, text) for s, text in replies.get(t, []) if text and not not_stated(text)]
        checks = [check(without_example(text, [s]), [s], scorer, threshold, topic) for s, text in mine]
        part = merge(checks, readers, "")
        # a synthesis keeps its cited sentences that say something: not "The papers share a common goal …" (nothing
        # checkable), not a bare title; each says whose work it is
        kept, last, per_paper = [], None, {}
        for sent in split_sentences(part.text):
            if MARKER.search(sent) and not _title_only(sent, readers):
                n = cited_numbers(sent)[0]
                if per_paper.get(n, 0) >= _PER_PAPER:  # a theme's synthesis is about its papers, not one of them
                    continue
                per_paper[n] = per_paper.get(n, 0) + 1
                # "It works by …" right after its paper's first sentence needs no "In X," before it
                same = cited_numbers(sent)[:1] == [last]
                kept.append(self_proposed(_ended(third_person(sent) if same else _attributed(sent, readers)), readers))
                last = n
        if kept:  # a paper read whose reply was refused whole is still said, in its own method sentence ("AnomReason
            # proposes …" three times, FakeXplain's reply refused, said nothing of how FakeXplain differs)
            for s in readers:
                if s.n not in per_paper and s.evidence:
                    sent = key_sentences(s, topic)[:1] or s.evidence[:1]
                    kept.append(f"{_quoted(s, sent[0])} [{s.n}]")
                    part.supports.setdefault(s.n, []).append(sent[0])
        if not kept:
            part.citations = []
        # the theme's quoted method sentences, read once, where the model's synthesis or its citations are missing
        fallback = None if kept and part.citations else _extractive_synthesis(theme)
        body = " ".join(kept) if kept else fallback[0]
        sections.append(f"### {theme.label}\n{body}\n\n{paper_list(theme)}")
        merged.draft += f"### {theme.label}\n{' '.join(text for _, text in replies.get(t, []))}\n\n"
        merged.unsupported += part.unsupported
        supports = part.supports if part.citations else fallback[1]
        for n, sents in supports.items():
            merged.supports.setdefault(n, []).extend(sents)
    merged.text = "\n\n".join(sections)
    merged.citations = cite(_listed(groups, merged.supports), merged.supports)
    return merged


_PER_PAPER = 2  # sentences of one paper in a theme's synthesis


def _title_head(src: Source) -> str | None:
    """What a summary calls a paper that has no name of its own: its title's head ("The paper “Ghost in the Cloud”"
    of "Ghost in the Cloud: Your Geo-Distributed Large Language Models Training is Easily Manipulated", not the whole
    title and "study identifies …"), as a survey would; the whole title is in its theme's list. None when the head is
    one word or a long phrase (the title is the name)."""
    if short_name(src.paper.title, src.paper.abstract):
        return None
    head, sep, rest = (re.split(r"(:|\s[—–-]\s)", plain(src.paper.title), maxsplit=1) + ["", ""])[:3]
    return head.strip() if sep and rest.strip() and 2 <= len(head.split()) <= 6 else None


def _asked_of(src: Source) -> str:
    """What a summary asks of one paper: what it proposes and shows, or, when it proposes nothing (an analysis),
    what it studies and finds."""
    asked = prompts.PROPOSES_SHOWS if intro_index(src.sentences) is not None else prompts.STUDIES_FINDS
    return asked.format(name=paper_label(src))


def _attributed(sentence: str, readers: list[Source]) -> str:
    """A synthesis sentence that does not name the paper it cites says whose it is: "Motivated by this insight, we
    introduce syntactic diversification [2]" (copied from the abstract) -> "In Rethinking Benign Relearning: …, the
    authors introduce syntactic diversification [2]"."""
    cited = cited_numbers(sentence)
    src = next((s for s in readers if cited and s.n == cited[0]), None)
    if src is None:
        return sentence
    label = paper_label(src)
    if src.label and not short_name(src.paper.title, src.paper.abstract):  # its title's head: "the paper “Rethinking
        label = f"The paper “{src.label}”"  # Benign Relearning” demonstrates …", as its first sentence names it
    if (m := _PRONOUN_SAYS.match(sentence)) and _names(sentence[m.end():], src, label):
        # "It shows that … ScaleCUA can operate …", "By mapping the Pareto frontier, it shows that MiSS achieves …":
        # what it shows
        sentence = m[1] + (sentence[m.end():] if m[1] else upper_first(sentence[m.end():]))
    elif m := _PRONOUN_OPENS.match(sentence):  # "It offers a dataset …", "By storing outlier weights …, it
        # achieves …" after another paper's sentence: "it" is the paper, named
        sentence = f"{m[1]}{label}{'’s' if m[2].lower() == 'its' else ''}{sentence[m.end():]}"
    if _names(sentence, src, label):
        return third_person(sentence)  # "When More is Less, we demonstrate …" -> "…, the authors demonstrate …"
    claim, markers = strip_markers(sentence), "".join(f"[{n}]" for n in dict.fromkeys(cited))
    return f"{in_paper(label, third_person(standalone(claim)))} {markers}"


_LEAD = r"^((?:[A-Z][^,;:]{0,120},\s+)?)"  # a lead-in before the subject ("By storing outlier weights in 16-bit, ")
_PRONOUN_OPENS = re.compile(_LEAD + r"(It|Its|it|its)(?=\s+[a-z])(?!\s+(?:is|was|are|were|has|"
                            r"had|have|remains?|seems?|appears?|turns?|becomes?|can|could|may|might|would|should|will|"
                            r"must)\b)")  # (not "It is known that …", "it can be shown")
_PRONOUN_SAYS = re.compile(_LEAD + r"(?:It|They|it|they)\s+(?:shows?|finds?|demonstrates?|reports?|argues?|notes?)\s+"
                           r"that\s+")


def _whole(text: str, src: Source) -> str:
    """A reply without the sentence its token budget cut ("… and (3) enforced selection sparsity during"), which would
    run into the next paper's; a reply that is only that sentence gives way to the paper's own key sentence."""
    if not text.strip() or re.search(r"(?:[.!?…][\"'”)\]]*|\[\d+\])\s*$", text.strip()):
        return text
    done = split_sentences(text)[:-1]
    if done:
        return " ".join(done)
    key = key_sentences(src)[:1]
    return _quoted(src, key[0]) if key else ""


def _ended(sentence: str) -> str:
    """A reply cut by its token budget ("… to bridge the train-test distribution gap [1]") gets its full stop before
    its markers: the next paper's sentence follows it in the same paragraph."""
    m = re.match(r"^(.*?)\s*((?:\[\d+\]\s*)+)$", sentence, re.DOTALL)
    return f"{closed(m[1])} {m[2].strip()}" if m and m[1].strip() else sentence


def _names(sentence: str, src: Source, label: str) -> bool:
    """Does the sentence name the paper: its label, its method's name, or a piece of its title ('Downgrade to
    Upgrade' of 'Downgrade to Upgrade: Optimizer Simplification …')?"""
    low = sentence.lower()
    return any(n and uses_name(sentence, n, ignore_case=True) for n in (label, method_name(src.paper.abstract))) or \
        any(p.lower() in low for p in title_pieces(src.paper.title))


# words a name at a sentence's end can follow as what they link to ("… used by DUET."): said, not a stutter
_LINKING = re.compile(r"by|of|than|to|with|from|as|and|or|over|against|for|in|on|at|like|using|via|the|a|an|is|are|"
                      r"was|were|be|beats?|outperforms?|surpass(?:es)?|matches|extends?|uses?|call(?:ed|s)?|named|"
                      r"dubbed|termed", re.IGNORECASE)


def _tidy(text: str, readers: list[Source]) -> str:
    """The model copies the prompt's "Name — Full title" heads: keep the name; it may end a sentence on the name it
    opened with ("X proposes … of these two lines of work X."): without it; and no doubled spaces. (The DUET stutter
    this was written for came from the checker naming the marker after "work", mended in `citations.name_markers`;
    this reads the model's reply, before any check.)"""
    for s in readers:
        title, name = plain(s.paper.title), short_name(s.paper.title, s.paper.abstract)
        if name and name != title:
            text = re.sub(rf"{re.escape(name)}\s+[—–-]\s+{re.escape(title)}", lambda _, keep=name: keep, text)
        if name:
            text = re.sub(rf"(\w+)\s+{re.escape(name)}(?=\s*(?:\[\d+\]\s*)*[.!?](?:\s*\[\d+\])*(?:\s|$))",
                          lambda m, said=name: m[1] if said in re.split(r"[.!?]\s", m.string[:m.start()])[-1]
                          and not _LINKING.fullmatch(m[1]) else m[0], text)  # named in the same sentence already
        # "<title>: Through a unified framework …, the authors demonstrate …": the head the reply was begun with,
        # made a heading of; the paper is named as a sentence names it
        if (m := re.match(rf"\s*{re.escape(title)}\s*:\s+(?=[A-Z])", text)) and title != name:
            text = in_paper(title, text[m.end():])
        text = " ".join(_unfragmented(sent, s) for sent in split_sentences(text))
    return re.sub(r"[ \t]{2,}", " ", text)


_SAYS_THAT = re.compile(r"\b(?:shows?|finds?|demonstrates?|reveals?|reports?)\s+that\s+")
# what the abstract's copied words followed: the verb the reply dropped ("we can detect", "… this benefit:")
_DROPPED_VERB = re.compile(r"(?:\b(?:we|they|it|the\s+authors)\s+(?:can\s+|could\s+|also\s+|further\s+)?[a-z]+|:)\s*$",
                           re.IGNORECASE)


def _unfragmented(sentence: str, src: Source, probe: int = 5) -> str:
    """A reply sentence that puts "it shows that" before words it copied from the abstract where a verb of the
    abstract's own stood ("… we can detect salient behaviors …" -> "it shows that salient behaviors introduced during
    fine-tuning with high precision", no verb left) gives way to the abstract's sentence, in the third person."""
    m = _SAYS_THAT.search(sentence)
    words = strip_markers(sentence[m.end():]).split() if m else []
    if len(words) < probe:
        return sentence
    copied = " ".join(words[:probe]).lower()
    for own in src.sentences:
        own = " ".join(plain(own).split())
        at = own.lower().find(copied)
        if at > 0 and _DROPPED_VERB.search(own[:at]) and not re.search(r"\b(?:that|whether|how)\s*$", own[:at]):
            markers = " ".join(f"[{n}]" for n in dict.fromkeys(cited_numbers(sentence)))
            return f"{closed(third_person(standalone(own)))} {markers}".strip()
    return sentence


def _title_only(sentence: str, readers: list[Source]) -> bool:
    """Is the sentence a paper's title and nothing more ("Fine-Tuning Diffusion Models via … Shaping. [8]")?"""
    words = content_words(MARKER.sub("", sentence))
    return any(len(words - content_words(s.paper.title)) <= 1 for s in readers)


def _listed(groups: list[Theme], supports: dict[int, list[str]]) -> list[Source]:
    """Every listed paper is cited: one it is not quoted for gets its method sentence as the quote."""
    sources = [s for t in groups for s in t.sources]
    for s in sources:
        if s.n not in supports and (sents := key_sentences(s)[:1]):
            supports[s.n] = sents
    return sources


def _quoted(src: Source, sentence: str) -> str:
    """A paper's own sentence, quoted after its label ("ASEntmax: We introduce …"), without a "First," that no second
    follows."""
    said = re.sub(r"^(?:First(?:ly)?|To begin(?: with)?),\s+(?=\w)", "", standalone(plain(sentence)))
    return f"{paper_label(src)}: {closed(upper_first(said))}"


def _extractive_synthesis(theme: Theme, most: int = 3) -> tuple[str, dict[int, list[str]]]:
    """The method sentences of a theme's best papers, each cited: how the papers differ, in their own words."""
    lines, supports = [], {}
    for s in theme.sources[:most]:
        sents = key_sentences(s)[:1]
        if sents:
            supports[s.n] = sents
            lines.append(f"{_quoted(s, sents[0])} [{s.n}]")  # whose "we" it is
    return " ".join(lines), supports


def extractive_summary(groups: list[Theme]) -> Checked:
    """No LLM: per theme, its best papers' method sentences, then all its papers."""
    sections, supports = [], {}
    for theme in groups:
        body, found = _extractive_synthesis(theme)
        supports.update(found)
        sections.append(f"### {theme.label}\n{body}\n\n{paper_list(theme)}")
    return Checked("\n\n".join(sections), cite(_listed(groups, supports), supports), [], supports)
