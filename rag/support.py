"""Does a source support a claim? The support checker: meaning and wording against the abstract's best sentences,
then the checks that catch what similarity misses: a number the abstract never states, a name it never uses (a
claim about paper A cited to paper B), a negation or a direction word that turns its sentence around; and
sentences that only restate the question.

Written here because no library at hand checks claims against abstracts: no NLI or cross-encoder weights are
available offline, and the 1.5B model is a poor judge of its own sentences.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

import numpy as np

from .embeddings import Embedder
from .question import names_in
from .text import (
    ANNOUNCES_STUDY,
    ANSWERS_IT,
    ASKS_WHETHER,
    COMPOUND,
    FIRST_PERSON,
    INTRODUCES_WORK,
    LOSS,
    MARKER,
    POSES_QUESTION,
    SAYS_LOSS,
    STEMMER,
    acronym_words,
    acronyms,
    content_words,
    generic,
    gives_name,
    initials,
    intro_index,
    introduced_names,
    looks_like_instruction,
    number_list,
    numbers,
    own_names,
    plain,
    short_name,
    strip_markers,
    title_acronym,
    title_pieces,
    uses_name,
    with_parts,
)
from .types import Source

_NEGATION = re.compile(r"^(not|no|never|none|neither|nor|without|cannot|fails?|failed|failing|lacks?|lacking|unable|"
                       r"\w+n't)$")
_REMOVAL = re.compile(r"^(?:alleviat\w*|avoid\w*|eliminat\w*|removes?|removing|drops?|dropped|dropping|discard\w*)$")
# verbs that take away what follows them, the removal verbs' paraphrases among them
_REMOVES = re.compile(r"^(?:alleviat|avoid|eliminat|remov|drop|discard|suppress|mitigat|prun|filter|ditch|eras|delet|"
                      r"reduc|prevent|cut|replac|bypass|circumvent|sidestep|obviat)\w*$")  # ("replace X with exact
# updates" avoids X)
_TOKEN = re.compile(r"[a-z0-9]+(?:['-][a-z0-9]+)*")
_FALLS = {"below", "to", "by", "under", "sharply", "significantly", "substantially", "dramatically", "steeply",
          "markedly", "slightly"}  # after "drops": a fall ("drops below 50%"), not a removal
_SCOPE = 2  # words after a negation that it covers (not counting the fillers below)
_FILLER = frozenset("the a an any need needs to of for having be been being".split())
_OPPOSITES = [("increase", "decrease"), ("increase", "reduce"), ("improve", "degrade"), ("improve", "worsen"),
              ("improve", "hurt"), ("higher", "lower"), ("more", "less"), ("more", "fewer"), ("faster", "slower"),
              ("better", "worse"), ("outperform", "underperform"), ("beat", "underperform"), ("surpass", "underperform"),
              ("exceed", "underperform"), ("outperform", "trail"), ("beat", "trail"), ("help", "hurt"), ("harmful", "helpful"),
              ("harmful", "beneficial"), ("larger", "smaller"), ("gain", "loss"), ("above", "below"),
              ("success", "failure"), ("stable", "unstable"), ("efficient", "inefficient"), ("robust", "brittle"),
              ("strong", "weak"), ("easier", "harder"), ("maximize", "minimize"), ("before", "after"),
              ("add", "remove"), ("enable", "prevent"), ("accelerate", "slow"),
              # "… under hard distillation, where the student is trained on the teacher's full distribution" of "… under
              # soft distillation, where …"
              ("soft", "hard"), ("early", "late"), ("shallow", "deep"), ("dense", "sparse"), ("online", "offline"),
              ("positive", "negative"), ("upper", "lower")]
_OPPOSITE = {}
for _a, _b in _OPPOSITES:
    _a, _b = STEMMER.stemWord(_a), STEMMER.stemWord(_b)
    _OPPOSITE.setdefault(_a, set()).add(_b)
    _OPPOSITE.setdefault(_b, set()).add(_a)


@dataclass
class Support:
    score: float
    n: int | None
    sentence: str
    reason: str = ""  # why refused: "number", "name", "negation", "direction", "cause", "itself", "best", "title",
    # "subject", "compared", … (each rule's word), "" (weak)


def _own_name_words(claim: str, src: Source) -> set[str]:
    """The words of the coined names of `src`'s paper that the claim uses: one word, written as no ordinary word is
    ("PolySkill", "TRIM-KV"; not "Search Arena", whose words a claim also uses for what they mean)."""
    return set().union(*(content_words(n) for n in own_names(src.paper.title, src.paper.abstract)
                         if _COINED.fullmatch(n) and uses_name(claim, n)))


_COINED = re.compile(r"(?=(?:\S*[A-Z]){2}|\S*\d)\S+")


def _name_key(name: str) -> str:  # "PT2-LLM" is "PT$^2$-LLM"
    return re.sub(r"[\s\-_^${}]", "", name.lower())


class SupportScorer:
    """How well a source supports a claim: embedding similarity plus word overlap with its best sentence (or best
    two sentences, for a claim that joins them), refused outright on a missing number or name or a reversal."""

    def __init__(self, embedder: Embedder, weight: float = 0.6):
        self.embedder, self.weight = embedder, weight

    def prepare(self, sources: list[Source]) -> None:
        """Encode the sentences, and the clauses of the long ones, of the sources not prepared yet (one encoder call):
        a short claim is judged against the clause that says it, not diluted by the rest of a long sentence."""
        todo = [s for s in sources if s.vectors is None]
        for s in todo:
            s.clauses = [(i, c) for i, sent in enumerate(s.sentences) for c in clauses(sent)]
            # the title is the paper's own claim ("FusedKV reconstructs KV caches with cross-layer fusion"), held by
            # the sentence that introduces the work, for a claim that says little else; a question in it claims
            # nothing ("Can SAEs reveal and mitigate racial biases of LLMs in healthcare?" is no "Yes, SAEs can …")
            title = plain(s.paper.title).rsplit("?", 1)[-1].strip(" :;,.–—-")
            if s.sentences and len(title.split()) >= 3:
                s.clauses.append((intro_index(s.sentences) or 0, title))
        # read as the claims are written: without LaTeX or Markdown ("$p\textrm{-less}$ sampling" is "p-less sampling")
        flat = [plain(t) for s in todo for t in [*s.sentences, *(c for _, c in s.clauses)]]
        vecs = self.embedder.encode(flat) if flat else None
        at = 0
        for s in todo:
            n, m = len(s.sentences), len(s.clauses)
            s.vectors, s.clause_vectors = vecs[at:at + n], vecs[at + n:at + n + m]
            s.texts = flat[at:at + n]
            s.words = [content_words(t) for t in s.texts]
            s.clause_words = [content_words(t) for t in flat[at + n:at + n + m]]
            s.numbers = numbers(s.paper.abstract)
            at += n + m

    def blend(self, sim: float, words: set[str], sent_words: set[str]) -> float:
        overlap = len(words & sent_words) / len(words) if words else 0.0
        return self.weight * sim + (1 - self.weight) * overlap

    def score(self, claim: str, sources: list[Source], claim_vec: np.ndarray | None = None) -> Support:
        """The best support among `sources` (score 0 with a reason when every source is refused outright)."""
        claim = _ANSWER_WORD.sub("", claim)  # "No, CWD does not need new hyperparameters": the claim after the "No,"
        if claim_vec is None:
            claim_vec = self.embedder.encode([MARKER.sub("", claim)])[0]
        if _against_itself(claim):
            return Support(0.0, None, "", "itself")
        read = plain(claim)
        words = content_words(read)
        claim_numbers = numbers(claim)
        names = names_in(claim)
        best = Support(0.0, None, "")
        for src in sources:
            # a claim whose subject is the paper's whole title ("Internal Planning in Language Models: Characterizing
            # Horizon and Branch Awareness develops …") is judged on what it says of the paper, not on its title's words
            title = plain(src.paper.title)
            whole = len(title) > 20 and title.lower() in read.lower()  # the claim gives the whole title
            title_words = content_words(title) if whole else set()
            if whole and words <= title_words or _title_restated(read, words, names, title):
                found = Support(0.0, None, "", "title")  # the title written as a sentence says nothing of the paper
            else:
                said = words - title_words
                # too little left to judge on its own ("<title> tested 8 LLMs"): the whole claim is judged
                found = self._one(claim, read, said if len(said) >= 3 else words, claim_numbers, names, claim_vec, src,
                                  _own_name_words(read, src))
            if found.score > best.score or (best.n is None and not best.reason and found.reason):
                best = found
        return best

    def _one(self, claim: str, read: str, words: set[str], claim_numbers: set[str], names: list[str], claim_vec: np.ndarray,
             src: Source, subject: set[str] = frozenset()) -> Support:
        """`subject`: the words of the paper's own name the claim uses, which every sentence of its abstract says of it
        ("PolySkill reduces the number of steps by over 20%" of "… our method …, while reducing steps by over 20%")."""
        if src.vectors is None or not len(src.sentences):
            return Support(0.0, None, "")
        if not claim_numbers <= src.numbers:
            return Support(0.0, None, "", "number")  # a number the abstract never states is not supported by it
        known = _name_key(plain(f"{src.paper.title} {src.paper.abstract}"))
        if any(_name_key(n) not in known for n in names):
            return Support(0.0, None, "", "name")  # a name this paper never uses: a claim about another paper
        sims = src.vectors @ claim_vec
        usable = [i for i, s in enumerate(src.sentences) if not looks_like_instruction(s)]  # injected text supports nothing
        if not usable:
            return Support(0.0, None, "")
        scored = sorted(((self.blend(float(sims[i]), words, src.words[i] | subject), i) for i in usable), reverse=True)
        value, i = scored[0]
        unit, unit_words = src.sentences[i], src.words[i]
        j = scored[1][1] if len(scored) > 1 else i
        # a claim that joins two sentences is judged against both; a cause joined to an effect the abstract states
        # apart ("optimizers fail … due to the lack of a universal measure") is the writer's inference, not the paper's
        if j != i and (abs(i - j) == 1 or not _CAUSAL.search(claim)):
            pair = self.blend(float(max(sims[i], sims[j])), words, src.words[i] | src.words[j] | subject) - 0.05
            value = max(value, pair)
        if _specific(claim_numbers):  # the sentence that states the claim's exact figures ("49.7%", "5.17×") says it
            for k in usable:
                if claim_numbers <= numbers(src.sentences[k]):
                    v = self.blend(float(sims[k]), words, src.words[k] | subject) + NUMBER_BONUS
                    if v > value:
                        value, i, unit, unit_words = v, k, src.sentences[k], src.words[k]
        if src.clauses:
            clause_sims = src.clause_vectors @ claim_vec
            title = plain(src.paper.title)
            for k, (si, text) in enumerate(src.clauses):
                beyond = len(words - src.clause_words[k] - _SAYS)
                if text == title and not 0 < beyond <= max(2, len(words) // 3):
                    continue  # the title says what the paper is, not more (nor is the bare title a claim)
                v = self.blend(float(clause_sims[k]), words, src.clause_words[k] | (subject if text != title else set()))
                if si in usable and v > value:
                    value, i, unit, unit_words = v, si, text, src.clause_words[k]
        if (k := _absence_said(read, src)) is not None or (k := _no_loss_said(read, src)) is not None:
            return Support(max(value, ABSENT_SAID), src.n, src.sentences[k])
        sentence = src.sentences[i]
        reason = _reversal(claim, words, unit, unit_words) or _other_effect(claim, src, i) or _consequence_unsaid(read, src, i) \
            or _not_the_best(claim, src) \
            or _other_figure(read, src) or _figure_twice(read, src) or _other_unit(read, src) or _other_count(read, src) \
            or _asked_only(read, sentence) \
            or _not_the_means(read, src, i) or _relative_made_absolute(read, sentence) or _finding_from_study(read, sentence) \
            or _studied_as_done(read, sentence) or _prior_as_own(read, sentence) \
            or _cause_turned(read, sentence) or _premise_as_finding(read, sentence) \
            or _measure_as_material(read, sentence) or _shortfall_unsaid(read, sentence) \
            or _other_subject(read, names, src, sentence) or _defines_another(read, sentence) \
            or _own_as_base(read, sentence) or _name_moved(read, names, src, i)
        if reason:
            return Support(0.0, None, sentence, reason)
        return Support(value, src.n, sentence)

    def best_sentences(self, query: str, source: Source, take: int, qvec: np.ndarray) -> list[str]:
        """The `take` sentences of `source` most relevant to `query` (never instruction-like), in abstract order."""
        words = content_words(query)
        scored = [(self.blend(float(sim), words, sent_words), sent)
                  for sent, sent_words, sim in zip(source.sentences, source.words, source.vectors @ qvec)]
        ranked = [sent for _, sent in sorted(scored, key=lambda x: -x[0]) if not looks_like_instruction(sent)]
        best = set(ranked[:take])
        return [s for s in source.sentences if s in best]


_ANSWER_WORD = re.compile(r"^\W*(?:yes|no)\b\s*[,;:.—–-]\s*", re.IGNORECASE)  # a yes/no question's answer word
NUMBER_BONUS = 0.1  # a paraphrase of a result sentence scores low on wording; the figures it shares with it do not


_SAYS = content_words("the paper authors show shows find finds found argue argues note notes explain explains according "
                      "this work study they their its it method approach framework model")
_LIGHT = content_words("use uses used using propose proposes proposed present presents introduce introduces do does "
                       "aim aims target targets address addresses study studies focus focuses achieve achieves achieved "
                       "enable enables enabled")  # ("… breaking the length limits of … can be achieved by introducing X")


def _title_restated(read: str, words: set[str], names: list[str], title: str) -> bool:
    """"RA3 uses RL for learning to reason as action abstractions with scalable mid-training RL": the paper's name, a
    light verb and a piece of its title (three words at least) say nothing of what the paper does."""
    low = read.lower()
    for piece in title_pieces(title):
        if len(piece.split()) >= 3 and piece.lower() in low:
            rest = words - content_words(piece) - content_words(" ".join(names)) - _LIGHT - _SAYS
            if not rest:
                return True
    return False


_CAUSAL = re.compile(r"\b(?:due to|because|owing to|thanks to|as a result of|caused by|stems? from|arises? from|"
                     r"attributed to|the reason)\b", re.IGNORECASE)


# what says, in an abstract, that one thing brings about another (the claim's "because" needs one of these near it)
_CAUSES = re.compile(r"\b(?:due to|because|owing to|thanks to|as a result|caus\w*|stems?|arises?|attribut\w*|reasons?|"
                     r"driven by|drives?|led to|lead(?:s|ing)? to|results? in|resulting in|responsible for|root|"
                     r"explain\w*|since|therefore|thus|hence|consequently|so that|by (?:\w+ing|using)|through|via|"
                     r"trigger\w*|induc\w*|yield\w*|prevent\w*|suffer\w* from|(?:limited|hampered|hindered) by|"
                     # "…, where polysemanticity hinders the precision", "…, rendering prior methods ineffective"
                     r"(?:hinders?|hampers?|impairs?|undermines?|render(?:s|ing)?)|"
                     r"leverag\w*)\b",  # "Leveraging rectified flow, it achieves straight sampling paths"
                     re.IGNORECASE)


_BY_MEANS = re.compile(r"\b(?:works?|operates?|fix(?:es)?|solves?|address(?:es)?|tackles?|overcomes?|mitigates?|"
                       r"achieves?|accomplish(?:es)?|does)\b[^.;]{0,40}?\bby\b", re.IGNORECASE)
_BY_DOING = re.compile(r"\bby\s+(?:first\s+)?[a-z]+ing\b")  # "… overlaps the two phases by first conducting …"
_FINDS = re.compile(r"\b(?:shows?|finds?|found|reveals?|demonstrates?|proves?|identifies|observes?|establish(?:es)?|"
                    r"analy[sz]es|studies|investigates|examines|explains?)\b", re.IGNORECASE)  # a finding got by it


def _not_the_means(claim: str, src: Source, i: int) -> str:
    """A claim of how the method works ("TS² fixes it by …", "SpecBranch overlaps the two phases by …") from a
    sentence that says something else: the problem the abstract's next sentence remedies ("… leaving excessive
    probability mass on tail classes. To address this issue, we propose …"), or a study the paper announces ("we first
    conduct an in-depth analysis of …", "we also analyze how solving the LMO approximately affects …")."""
    if not (_BY_MEANS.search(claim) or _BY_DOING.search(claim) and not _FINDS.search(claim)):
        return ""
    # "VSR corrects its own perception errors by using a finger as a visual anchor" of "Inspired by the human strategy
    # of using a finger as a visual anchor …, we propose VSR": what inspired the method is not how it works
    if (muse := _INSPIRED.match(plain(src.sentences[i]))) and (m := re.search(r"\bby\b", claim)):
        means = content_words(claim[m.end():]) - _SAYS
        if means and len(means & content_words(muse["what"])) >= 0.6 * len(means):
            return "inspiration"
    if i + 1 < len(src.sentences) and ANSWERS_IT.match(src.sentences[i + 1]):
        return "problem"
    study = ANNOUNCES_STUDY.search(src.sentences[i])  # not one that says what it found after a colon
    return "study" if study and ":" not in src.sentences[i][study.end():] else ""


_INSPIRED = re.compile(r"^\W*(?:inspired|motivated)\s+by\s+(?P<what>.+?),\s+(?:we|this paper|this work)\b", re.IGNORECASE)


# a claim that gives a finding, and a sentence that only says what was studied ("We conduct two studies: (i) examining
# how paraphrased descriptions influence unlearning performance, …", "We study the problem of length generalization …")
_CLAIMS_FINDING = re.compile(r"\b(?:shows?|showed|finds?|found|demonstrates?|reveals?|proves?|establish(?:es)?|"
                             r"proposes?|argues?|claims?)\s+that\b", re.IGNORECASE)  # "proposes that X holds" claims it
_STUDIES = re.compile(r"\b(?:we|this (?:paper|work|study))\s+(?:first\s+|also\s+|then\s+|further\s+|empirically\s+|"
                      r"systematically\s+)?(?:study|studies|investigates?|examines?|explores?|analy[sz]es?|"
                      # "In this work we assess the degree to which SAEs can reveal (and control) associations …"
                      + ASKS_WHETHER.pattern.removeprefix(r"\b") + r"|conducts?\s+"
                      r"(?:a|an|two|three|several|extensive)\s+(?:[\w-]+\s+){0,2}?(?:stud(?:y|ies)|analys[ie]s|experiments))\b",
                      re.IGNORECASE)
# a sentence that asks, not answers: "we assess the degree to which X can …", "we test whether X …"
_ASKS_WHETHER = re.compile(r"\b(?:we|this (?:paper|work|study))\s+(?:first\s+|also\s+|then\s+)?"
                           + ASKS_WHETHER.pattern.removeprefix(r"\b"), re.IGNORECASE)
_ASKS_WHETHER_VERB = re.compile(r"\b(?:assess\w*|evaluat\w*|ask\w*|test\w*|investigat\w*|examin\w*|stud(?:y|ies|ied)|"
                                r"explor\w*|whether|degree|extent)\b", re.IGNORECASE)
_FOUND = re.compile(r"\b(?:show|shows|showed|shown|find|finds|found|reveal\w*|demonstrat\w*|prove[sdn]?|observe[sd]?|"
                    r"establish\w*|indicat\w*|suggest\w*|confirm\w*|achiev\w*|outperform\w*|improv\w*)\b", re.IGNORECASE)


def _finding_from_study(claim: str, sentence: str) -> str:
    """'study' when the claim reports as found what its sentence only says was studied: "It shows that paraphrased
    descriptions influence unlearning performance" of "We conduct two studies: (i) examining how paraphrased
    descriptions influence unlearning performance, …"."""
    text = plain(sentence)
    if _ASKS_WHETHER.search(text) and not _ASKS_WHETHER_VERB.search(claim):
        return "study"  # "SAEs can reveal and mitigate racial biases" of "… we assess the degree to which SAEs can reveal …"
    if not _CLAIMS_FINDING.search(claim):
        return ""
    if (m := _STUDIES.search(text)) is None:
        return ""
    # a finding said besides the study ("We study X and show that …"), not what is studied ("… assess the degree to
    # which SAEs can reveal (and control) associations …")
    found = _FOUND.search(text[:m.start()]) or re.search(r"(?:\band|[,;:])\s+(?:we\s+)?(?:then\s+|also\s+)?"
                                                         + _FOUND.pattern, text[m.end():], re.IGNORECASE)
    return "" if found else "study"


_STUDY_VERB = re.compile(r"\b(?:analy[sz](?:e|es|ed|ing)|investigat\w*|examin\w*|stud(?:y|ies|ied|ying)|explor\w*|"
                         r"characteriz\w*|measur\w*|prob(?:e|es|ed|ing)|inspect\w*)\s+(?:the\s+|how\s+|whether\s+)?"
                         r"(?P<what>[\w-]+)", re.IGNORECASE)
_COVERS = content_words("cover covers covered consider considers considered employ employs employed")
_DONE_TO = r"\b(?P<verb>[a-z]+)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?"


def _studied_as_done(claim: str, sentence: str) -> str:
    """'study' when the claim says the work does to a thing what its sentence says it only studies: "MergOPT changes
    the distribution of parameter updates …" of "… we analyze the distribution of parameter updates …" (the
    question's "what does it change?" put on the copied sentence)."""
    text = plain(sentence)
    said = content_words(text)
    for m in _STUDY_VERB.finditer(text):
        thing = content_words(text[m.start("what"):m.start("what") + 60])
        if m[0].lower() in claim.lower():
            continue  # it says the study too ("… to investigate visual token processing …")
        # (a verb, lower case: not the title's "Adaptive Visual Token Pruning" before a quote of its abstract)
        done = re.search(_DONE_TO + "(?i:" + re.escape(m["what"]) + r")\b", claim)
        if done is None or len(thing & content_words(claim[done.end():])) < 2:
            continue
        verb = done["verb"]
        if not (content_words(verb) <= said | _SAYS | _LIGHT | _COVERS) and not _STUDY_VERB.match(f"{verb} x") \
                and not _FOUND.match(verb):  # ("It uses two … strategies" of "we investigate two … strategies")
            return "study"
    return ""


PRIOR_SAYS = re.compile(r"^\W*(?:(?:much|most|some|many|several|a\s+(?:growing\s+)?(?:body|line)\s+of)\s+)?"
                         r"(?:recent|prior|previous|earlier|past|existing)\s+(?:[\w-]+\s+)?(?:work|works|studies|research|"
                         r"literature|papers|efforts|analyses|findings|evidence)\s+(?:\w+\s+){0,2}?(?:has|have|had|shows?|"
                         r"showed|shown|found|finds?|suggests?|reveals?|demonstrates?|indicates?|argues?|reports?|"
                         r"established|assumes?|assumed|believes?|relies|rely)\b|^\W*(?:studies|researchers|it)\s+(?:have|has)\s+(?:been\s+)?(?:shown|found|"
                         r"demonstrated|reported)\b", re.IGNORECASE)  # what earlier work found ("Prior work has shown that …")
_OWN_FINDING = re.compile(r"^(?P<who>[^,;]{1,80}?)\s+(?:identifies|identified|shows|showed|finds|found|demonstrates|"
                          r"demonstrated|reveals|revealed|proves|proved|establishes|discovers|discovered)\s+that\s+",
                          re.IGNORECASE)


def _prior_as_own(claim: str, sentence: str) -> str:
    """'prior' when the claim gives as the paper's finding what its sentence says earlier work found: "SHE-LoRA
    identifies that clients' private data can actually be recovered via gradient inversion attacks" of "Prior work has
    shown that clients' private data can actually be recovered …"."""
    m = _OWN_FINDING.match(claim)
    if m is None or PRIOR_SAYS.match(m["who"]) or re.search(r"\b(?:prior|previous|earlier|existing)\b", m["who"], re.I):
        return ""
    said = re.sub(r"^\W*(?:however|yet|but|moreover|furthermore|notably|indeed|in\s+fact),?\s+", "", plain(sentence),
                  flags=re.IGNORECASE)  # ("However, prior work has shown that …")
    return "prior" if PRIOR_SAYS.match(said) else ""


# "While unlearning plays a vital role in …, we identify a new vulnerability …": the clause before "we" is conceded
_CONCEDES = re.compile(r"^\W*(?:while|although|though|whereas|despite|even though)\b(?P<premise>[^;]+?),\s+"
                       r"(?:we|this (?:paper|work|study)|our)\b", re.IGNORECASE)


def _premise_as_finding(claim: str, sentence: str) -> str:
    """'premise' when the claim gives as the paper's proposal or finding what its sentence only concedes: "It proposes
    that unlearning plays a vital role in protecting data privacy, …" of "While unlearning plays a vital role in
    protecting data privacy, …, we identify a new vulnerability …"."""
    m, c = _CONCEDES.match(plain(sentence)), _CLAIMS_FINDING.search(claim)
    if m is None or c is None:
        return ""
    said = content_words(claim[c.end():]) - _SAYS
    premise, rest = content_words(m["premise"]), content_words(plain(sentence)[m.end():])
    return "premise" if len(said & premise) >= 3 and len(said & premise - rest) > len(said & rest - premise) else ""


_BUILT_WITH = re.compile(r"\b(?:is|are|was|were)\s+(?:built|constructed|created|made|designed|generated|assembled)\s+"
                         r"(?:using|with|from|by)\b", re.IGNORECASE)
_EVALUATED_WITH = re.compile(r"\b(?:evaluat\w*|measur\w*|assess\w*|scor(?:e|es|ed|ing)|judg\w*|validat\w*|benchmark\w*)\s+"
                             r"(?:[\w-]+\s+){0,2}?(?:using|with|by|via|through|in terms of)\b", re.IGNORECASE)
_BUILDS = re.compile(r"\b(?:buil[dt]\w*|construct\w*|creat\w*|design\w*|generat\w*|assembl\w*|sampl\w*|curat\w*|"
                     r"collect\w*)\b", re.IGNORECASE)


def _measure_as_material(claim: str, sentence: str) -> str:
    """'use' when the claim says a thing is built with what its sentence says is used to evaluate ("GeomMotif is
    built using scRMSD and pLDDT for geometric fidelity …" of "We evaluate models using scRMSD and pLDDT …")."""
    return "use" if _BUILT_WITH.search(claim) and _EVALUATED_WITH.search(sentence) and not _BUILDS.search(sentence) else ""


_FALLS_SHORT = re.compile(r"\b(?:f[ae]ll\w*\s+short|lag\w*\s+behind|underperform\w*|(?:is|are|was|were)\s+worse|"
                          r"inferior\s+to)\b", re.IGNORECASE)
_COMPARES = re.compile(r"\b(?:short|behind|underperform\w*|worse|inferior|fail\w*|limit\w*|lack\w*|struggl\w*|"
                       r"outperform\w*|better|superior|surpass\w*|exceed\w*|beat\w*|cannot|unable|not|than|"
                       r"compar\w*|versus|vs)\b", re.IGNORECASE)


def _shortfall_unsaid(claim: str, sentence: str) -> str:
    """'shortfall' when the claim says one thing falls short of another and its sentence compares nothing and names
    no failing ("This falls short of iSTFT-based vocoders that use native complex arithmetic" of "We present ComVo,
    a Complex-valued neural Vocoder whose generator and discriminator use native complex arithmetic")."""
    return "shortfall" if _FALLS_SHORT.search(claim) and not _COMPARES.search(plain(sentence)) else ""


def _asked_only(claim: str, sentence: str) -> str:
    """'question' when the sentence only asks what the claim answers ("… does W2S happen, and how to improve it upon
    failures?" for "The gain appears when …"): a question states nothing."""
    return "question" if POSES_QUESTION.search(sentence) and not _ASKED_AS_STUDIED.search(claim) else ""


# a claim that gives the question as what the paper studies ("X studies the full class of models that …" of "This
# raises a natural question: can we characterize the full class …?"), not as its answer
_ASKED_AS_STUDIED = re.compile(r"\?|\bwhether\b|\b(?:ask|stud(?:y|ies|ied)|investigat|examin|explor|characteriz)\w*",
                               re.IGNORECASE)


def _lone_names(text: str) -> list[str]:
    """Capitalised words of four letters or more that stand alone ("Muon", "FedAvg"), not inside a longer name of
    capitalised words ("Advantage-based Trajectory Shuffle"); a sentence's first word is no name's neighbour."""
    words = text.split()
    caps = [k > 0 and re.fullmatch(r"\W*[A-Z][\w-]*\W*", w) is not None for k, w in enumerate(words)]
    out = []
    for k, w in enumerate(words):
        if not (m := re.fullmatch(r"\W*([A-Z][\w-]{3,})\W*", w)):
            continue
        before = k > 0 and caps[k - 1] and not re.search(r"[,;:)]$", words[k - 1])
        after = k + 1 < len(words) and caps[k + 1] and not re.search(r"[,;:]$", w)
        if not before and not after:
            out.append(m[1])
    return out


def _other_subject(claim: str, names: list[str], src: Source, sentence: str) -> str:
    """'subject' when the claim opens with a name that is not the paper's own and its sentence does not use it: "PSRL
    branches from positions with high attention" from "we propose to branch from positions with high values" of
    AttnRL, whose abstract names PSRL as the paradigm it improves; "GSTOR proposes a new problem …" of the paper that
    proposes the problem (GSTOR is one of its algorithms)."""
    title, abstract = src.paper.title, src.paper.abstract
    opening = claim.lstrip(" “\"")
    # (a name of capitalized words is the paper's own too: "Spectrum Tuning …")
    # (or the coined name it opens with, which the question's names may not know: "Fast-dLLM is …")
    first = re.match(r"[A-Z][\w.+-]*[A-Z][\w.+-]*(?=\s)", opening)
    lead = next((n for n in (names[0] if names else None, short_name(title, abstract)) if n and opening.startswith(n)),
                None) or (first.group().rstrip(".") if first and uses_name(plain(sentence), first.group().rstrip("."))
                          else None)
    if lead is None or generic(lead):
        return ""
    own = [_name_key(n) for n in (*own_names(title, abstract), title_acronym(title, abstract), title) if n]
    if uses_name(plain(sentence), lead, ignore_case=True):
        # "Fast-dLLM is up to 17× faster than vanilla decoding …" of "… it is up to 17× faster than vanilla decoding
        # and about 1.5× faster than the Fast-dLLM": named only as what the paper's work is compared with
        return "compared" if not any(o.startswith(_name_key(lead)) for o in own) and \
            _only_compared(plain(sentence), lead) else ""
    if not any(o.startswith(_name_key(lead)) for o in own):  # ("Adaptive-Scalable" of "Adaptive-Scalable Entmax")
        return "subject"
    # another part of the work, which the sentence names as what does it: "AuraGen closes the guardian model gap by
    # combining …" from "To close the guardian model gap, we propose a foundational guardrail Safiron, combining …"
    # (AuraGen is the paper's data engine)
    parts = {*introduced_names(abstract), *(w for w in _lone_names(plain(sentence)) if gives_name(abstract, w))}
    if src.label and _name_key(lead) != _name_key(src.label) and lead in parts:
        return "part"  # the question calls the paper Safiron: its data engine AuraGen released no benchmark
    if any(uses_name(sentence, n) and not uses_name(claim, n) and _name_key(n) not in own for n in parts):
        return "part"
    # the paper's own method, said to do what the abstract says of earlier work: "CMT avoids these failure modes by
    # using classical variational approaches …" from "Classical variational approaches … are prone to mode collapse"
    if _OTHERS.match(sentence) and not FIRST_PERSON.search(sentence):
        return "others"
    # or what the paper found of something else: "Spectrum Tuning often hurts a model's ability to steer in-context"
    # from "We find that while instruction-tuning helps …, it hurts a model's ability to flexibly steer in-context"
    initials = "".join(w[0] for w in re.split(r"[\s-]+", lead) if w).upper()  # "Search Self-Play" is "SSP"
    # ("HeurekaBench finds that the addition of a critic module …" says who found it, not what of)
    finder = re.match(rf"{re.escape(lead)}\s+(?:also\s+|further\s+)?(?:finds?|found|shows?|observes?|demonstrates?|"
                      rf"reveals?|reports?)\s+that\b", opening)
    if (m := _FOUND_OF.search(plain(sentence))) and not finder and not _of_its_own(m["what"]) and \
            not any(uses_name(m["what"], n, ignore_case=True) for n in (*own_names(title, abstract), initials)):
        return "finding"
    # or what it says of the method the paper builds on: "FedMuon does not work as the local optimizer …" from "using
    # Muon as the local optimizer of FedAvg does not work"
    # (a word of a longer name is not one: "Shuffle" of "Advantage-based Trajectory Shuffle", a part of Shuffle-R1)
    alone = _lone_names(plain(sentence))
    base = [w for w in alone
            if _name_key(w) != _name_key(lead) and _name_key(w) in _name_key(lead)
            and not uses_name(claim, w)]  # (not "EF21-Muon recovers Muon/Scion …": there Muon is what it recovers)
    return "base" if base else ""


_COMPARED_WITH = re.compile(r"\b(?:than|over|versus|vs\.?|compared\s+(?:to|with)|against|relative\s+to|outperform\w*|"
                            r"surpass\w*|beat\w*|exceed\w*)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}$", re.IGNORECASE)


def _only_compared(sentence: str, name: str) -> bool:
    """Is `name` used in the sentence only as what something else is compared with ("1.5× faster than the Fast-dLLM")?"""
    spots = [m.start() for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", sentence, re.IGNORECASE)]
    return bool(spots) and all(_COMPARED_WITH.search(sentence[max(0, at - 60):at]) for at in spots)


_FOUND_OF = re.compile(r"\bwe\s+(?:also\s+|further\s+)?(?:find|found|show|observe|demonstrate|reveal)\s+that\s+(?P<what>.+)",
                       re.IGNORECASE)
# a finding about the paper's own work, whatever it calls it: "… that our method …", "… that the resulting model …"
_OF_ITS_OWN = re.compile(r"^(?:it|they|we|our|ours|the\s+(?:proposed|resulting|method|approach|framework|algorithm|model|"
                         r"technique)|this\s+\w+)\b", re.IGNORECASE)
_CONCESSION = re.compile(r"^(?:while|although|though|whereas|when|if)\s+(?P<first>[^,]+),\s*(?P<rest>.+)", re.IGNORECASE)


def _of_its_own(what: str) -> bool:
    """Is a finding ("we find that …") about the paper's own work? After a concession, "it" is the concession's
    subject: "while instruction-tuning helps …, it hurts …" is about instruction-tuning."""
    if (c := _CONCESSION.match(what)) is not None:
        return _OF_ITS_OWN.match(c["first"] if re.match(r"(?:it|they)\b", c["rest"], re.IGNORECASE) else c["rest"]) is not None
    return _OF_ITS_OWN.match(what) is not None


def _name_moved(claim: str, names: list[str], src: Source, i: int) -> str:
    """A name the abstract uses elsewhere, put where its supporting sentence says something else ("SwingArena … by
    pairing GPT-4o as submitters" of "… by pairing LLMs as submitters …"; GPT-4o is in the results): the paper's own
    names, the names it introduces and a name the sentence (or one beside it) says, in any spelling or by its initials,
    are not moved."""
    if not names:
        return ""
    own = (*own_names(src.paper.title, src.paper.abstract), *introduced_names(src.paper.abstract))
    title = with_parts(content_words(plain(src.paper.title)))  # ("Model" of "Model-Level Explanations")
    near = plain(" ".join(src.sentences[max(0, i - 1):i + 2]))  # (the claim may join it to one beside it: "HierLoc
    # reduces mean geodesic error by 19.5% on OSV5M" of "Experiments on OSV5M …. … it reduces mean geodesic error …")
    key, spelled = _name_key(near), None
    for name in names:
        if any(uses_name(name, o) or uses_name(o, name) for o in own) or content_words(name) <= title:
            continue
        bare = re.sub(r"s$", "", name)  # "SAEs": "SAE"
        if _name_key(name) in key or _name_key(bare) in key:
            continue
        if spelled is None:  # (initials of every run of 2-6 words: "LLMs" is "large language models"; built only
            # for a name no spelling of the sentence gives, the checker's hot path)
            words = re.findall(r"[A-Za-z][\w'-]*", near)
            spelled = set().union(*(initials(" ".join(words[a:b])) for a in range(len(words))
                                    for b in range(a + 2, min(a + 6, len(words)) + 1)))
        if bare.upper() in spelled:
            continue
        return "moved"
    return ""


# "X are Y whose …": a claim that says what a thing is
_IS_A = re.compile(r"^\W*(?P<x>(?!(?:it|they|this|these|that|those|the|a|an|our|their|its|each|all|both)\b)"
                   r"(?:[A-Za-z][\w-]*\s+){0,3}[A-Za-z][\w-]*)\s+(?:is|are)\s+(?:an?\s+|the\s+)?"
                   # (not a superlative: "Actions are the most fragile modality for VLA models" defines nothing)
                   r"(?P<y>(?!(?:the\s+)?(?:most|least|best|worst|only|first|largest|smallest)\b)(?:[\w-]+\s+){0,3}?[\w-]+?)\s+"
                   r"(?:whose|that|which|where|with|for|in\s+which)\b")


# "… builds on the Recursive-Gradient technique": what the claim says the work stands on
_BUILDS_ON = re.compile(r"\b(?:builds?|built|building|is\s+based|relies)\s+(?:up)?on\s+(?:the\s+|an?\s+)?"
                        r"(?P<what>[\w-]+)", re.IGNORECASE)
_WE_INTRODUCE = re.compile(r"\bwe\s+(?:\w+\s+){0,2}?(?:introduce|propose|develop|present|design)\s+(?:the\s+|an?\s+)?"
                           r"(?:new\s+|novel\s+)?(?P<what>[\w-]+)", re.IGNORECASE)


def _own_as_base(claim: str, sentence: str) -> str:
    """'own' when the claim says the work builds on what its sentence says the authors introduce: "… builds on the
    Recursive-Gradient technique" from "We then introduce the Recursive-Gradient technique as a general way …" (the
    paper's own technique; it builds on SAGA)."""
    m = _BUILDS_ON.search(claim)
    if not m or re.search(r"\b(?:builds?|built|building|based|relies|rely|extends?)\b", sentence, re.IGNORECASE):
        return ""
    own = _WE_INTRODUCE.search(plain(sentence))
    return "own" if own and content_words(own["what"]) == content_words(m["what"]) and content_words(m["what"]) else ""


def _defines_another(claim: str, sentence: str) -> str:
    """'definition' when a claim says what X is in the words a sentence uses for another thing, and that sentence
    never names X: "prefix-scannable models are state space models whose state updates can be computed using the
    classic parallel prefix scan …" from "We begin by describing a broad class of such models -- state space models --
    as those whose state updates can be computed …" (the abstract's PSMs are the more general class it defines next).
    Not for a sentence that introduces the work ("we propose a lightweight method that …" is the paper's X)."""
    m = _IS_A.match(plain(claim))
    if m is None or INTRODUCES_WORK.search(sentence):
        return ""
    text = plain(sentence)
    low = " ".join(text.lower().replace("-", " ").split())
    said = with_parts(content_words(text) | content_words(text.replace("-", " ")))
    x = " ".join(m["x"].lower().replace("-", " ").split()).rstrip("s")  # the thing, as a phrase ("prefix scannable model")
    initials = "".join(w[0] for w in x.split()).upper()
    named = x in low or len(initials) >= 2 and re.search(rf"\b{initials}s?\b", text) is not None
    y = with_parts(content_words(m["y"]))
    if re.search(r"(?:ed|en)$", m["y"]):  # "… are achieved with …": what is done to it, not what it is
        return ""
    return "definition" if " " in x and content_words(m["x"]) and y and not named and y <= said else ""


_OTHERS = re.compile(r"^\W*(?:classical|existing|prior|previous|conventional|traditional|standard|current|most|many|"
                     r"recent|typical|popular|common)\b|"
                     # a benchmark's finding of the models it tests: "The models do not possess even the most basic
                     # capability …" is not "ACPBench Hard does not possess …"
                     r"^\W*(?:the\s+|all\s+|these\s+)?(?:tested\s+|evaluated\s+)?(?:models|LLMs|MLLMs|VLMs|baselines)\s+"
                     r"(?:do|did|are|were|fail|struggle|cannot|can't|lack|perform|score|remain|still)\b", re.IGNORECASE)


# "SeRI does not need a surrogate model": what the method does without, said of the paper's own work ("… all without
# access to gradients, confidence scores, or surrogate models"); scored as a sentence that says it in other words
_ABSENCE = re.compile(r"^(?P<who>[^,;]{1,60}?)\s+(?:does|do|did)\s+not\s+(?:need|require|use|rely\s+on|depend\s+on|"
                      # what it leaves as it is: "AttWarp does not change the MLLM's weights" of "… without changing
                      # model weights or architecture" (said with the verb)
                      r"(?P<verb>change|modify|alter|update|retrain|fine-tune|touch))\s+"
                      r"(?:any\s+|an?\s+|the\s+)?(?P<what>[^,;.]{2,60}?)\s*\.?$", re.IGNORECASE)
_WITHOUT = re.compile(r"\b(?:without|no\s+need\s+(?:for|of)|free\s+(?:of|from)|eliminat\w+\s+the\s+need\s+for|"
                      r"requir\w+\s+no|needs?\s+no|with\s+no)\b|\w-free\b", re.IGNORECASE)
ABSENT_SAID = 0.7


# a belief the paper argues against: what follows "that" is what it says is not so
DENIES = re.compile(r"\b(?:challeng|question|overturn|refut|dispel|contradict|debunk|revisit)\w*\s+(?:the\s+|a\s+)?"
                    r"(?:[\w-]+\s+){0,2}(?:wisdom|belief|assumption|notion|view|intuition|expectation|myth|consensus)\s+"
                    r"that\s+([^.;]*)|\bcontrary\s+to\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:wisdom|belief|assumption|notion|"
                    r"view|intuition|expectation)s?\b(?:\s+that)?\s*,?\s*([^.;]*)", re.IGNORECASE)
# "… without sacrificing accuracy", "with no loss in accuracy", "negligible degradation"
SAYS_NO_LOSS = re.compile(rf"\bwithout\s+(?:any\s+|significant\s+|noticeable\s+|much\s+|a\s+)?(?:[\w-]+\s+)?{LOSS}|"
                          rf"\b(?:no|negligible|minimal|little|zero)\s+(?:[\w-]+\s+)?(?:loss|degradation|drop|sacrifice)",
                          re.IGNORECASE)
# "Sparse CLIP does not hurt accuracy": what the paper's work keeps, said of it as "without sacrificing accuracy", "no
# loss in accuracy", or as a belief it argues against ("… challenge conventional wisdom that interpretability requires
# sacrificing accuracy")
_NO_LOSS_CLAIM = re.compile(rf"^(?P<who>[^,;]{{1,60}}?)\s+(?:does|do|did|will|would|can)\s+not\s+(?:\w+ly\s+)?{LOSS}\s+"
                            r"(?:any\s+|the\s+|its\s+|their\s+)?(?P<what>[^,;.]{2,60}?)\s*\.?$", re.IGNORECASE)


_KEEPS = re.compile(r"\b(?:preserv|maintain|retain)(?:es|e|ed|ing|s)?\b", re.IGNORECASE)


def _no_loss_said(claim: str, src: Source) -> int | None:
    """The index of the sentence that says the paper's work loses nothing of what the claim says it does not lose, or
    None: every word of that thing (all but one of three or more) in the no-loss phrase or the denied belief."""
    m = _NO_LOSS_CLAIM.match(strip_markers(claim).strip())
    if m is None or not (what := content_words(m["what"])) or _OTHERS.match(m["who"]):
        return None
    for k, sentence in enumerate(src.sentences):
        if _OTHERS.match(sentence) or looks_like_instruction(sentence):
            continue
        # what is kept follows the loss ("without sacrificing accuracy") or sits in it ("no accuracy loss"); of a
        # belief, what follows its loss word ("interpretability requires sacrificing accuracy" keeps accuracy)
        spans = [f"{n[0]} {' '.join(sentence[n.end():].split()[:4])}" for n in SAYS_NO_LOSS.finditer(sentence)]
        # what it keeps as it was: "… also preserves general capabilities without any trade-offs"
        spans += [" ".join(sentence[n.end():].split()[:4]) for n in _KEEPS.finditer(sentence)]
        spans += [" ".join(belief[lost.end():].split()[:4]) for d in DENIES.finditer(sentence)
                  if (lost := SAYS_LOSS.search(belief := d[1] or d[2]))]
        if any(len(what - content_words(span)) <= (len(what) >= 3) for span in spans):
            return k
    return None

_NEEDING = {"using", "needing", "requiring", "relying", "depending", "accessing", "involving", "training"}


def _absence_said(claim: str, src: Source) -> int | None:
    """The index of the sentence that says the paper's work goes without what the claim says it does not need, or
    None: every word of that thing (all but one of three or more) within a few words after "without" ("no need
    for", "requires no", "…-free")."""
    m = _ABSENCE.match(strip_markers(claim).strip())
    if m is None or not (what := content_words(m["what"])) or _OTHERS.match(m["who"]):
        return None  # (not "Existing methods do not need …")
    what |= content_words(m["verb"] or "")
    for k, sentence in enumerate(src.sentences):
        if _OTHERS.match(sentence) or looks_like_instruction(sentence):
            continue
        for w in _WITHOUT.finditer(sentence):
            doing = re.match(r"\s+(\w+ing)\b", sentence[w.end():])
            if m["verb"] is None and doing and doing[1].lower() not in _NEEDING:
                continue  # "without changing model weights" says no "does not need model weights"
            start = max(0, w.start() - 40) if w.group().endswith("-free") else w.start()  # "training-free"
            span = sentence[start:w.end() + 90]
            # (one of three may go: "the MLLM's weights"; "training-free" says training)
            if len(what - with_parts(content_words(span))) <= (len(what) >= 3):
                return k
    return None


def _specific(figures: set[str]) -> bool:
    """Is one of these numbers specific enough to locate its sentence ('49.7', '5.17', '300'; not '2' or '1')?"""
    return any("." in f or len(f) >= 2 for f in figures)


_CLAUSE_BREAK = re.compile(r"(?:[;:]\s+|,\s+(?=(?:which|that|allowing|thereby|while|whereas|and|but|where|enabling|"
                           r"resulting|leading|achieving|yielding|using|reducing|improving|making|[a-z]+ing)\b))")
# (", underscoring the potential of …": any participle opens a clause a claim may leave out)


def clauses(sentence: str) -> list[str]:
    """The pieces of a long sentence (over 25 words) a short claim may restate: each clause, and each two
    consecutive clauses ('we introduce ASEntmax' + 'which endows α-entmax with a learnable temperature')."""
    if len(sentence.split()) <= 25:
        return []
    parts = [c.strip() for c in _CLAUSE_BREAK.split(sentence) if c.strip()]
    if len(parts) < 2:
        return []
    pieces = parts + [f"{a} {b}" for a, b in zip(parts, parts[1:])]
    return [p for p in pieces if 4 <= len(p.split()) and p != sentence]


def _polarity(text: str, said_both: set[str] = frozenset()) -> tuple[set[str], set[str]]:
    """(stems only ever negated, stems never negated): 'does not outperform MetaV' -> ({'outperform', 'metav'}, ...).
    A word said both ways in one text is in neither set. `said_both`: removal verbs (stems) the other text uses too,
    which negate nothing here ("X drops the tokens" says "the tokens are dropped", object before the verb)."""
    tokens = _TOKEN.findall(text.lower())
    covered: set[int] = set()
    for i, tok in enumerate(tokens):
        if tok.startswith("fail") and tokens[i + 1:i + 2] != ["to"]:
            continue  # "X fails because points are allocated by geometry" negates no word of its reason ("fails to")
        if tok == "not" and tokens[i + 1:i + 2] in (["only"], ["just"], ["merely"], ["simply"]):
            continue  # "… not only accelerates convergence … but also yields 1–3% gains" says that it accelerates
        if _NEGATION.match(tok) or _REMOVAL.match(tok) and STEMMER.stemWord(tok) not in said_both \
                and tokens[i + 1:i + 2] not in (["in"], ["into"]) and (tokens[i + 1:i + 2] or [""])[0] not in _FALLS:
            # "can be dropped into AdamW" adds, removes nothing; "accuracy drops below 50%" falls, removes nothing
            j, left = i + 1, _SCOPE
            while j < len(tokens) and left:
                if tokens[j] not in _FILLER:  # "alleviating the need to train": the negation covers "train"
                    left -= 1
                covered.add(j)
                j += 1
    negated, plain_ = set(), set()
    for j, stem in enumerate(STEMMER.stemWords(tokens)):
        (negated if j in covered else plain_).add(stem)
    return negated - plain_, plain_ - negated


def _reversal(claim: str, words: set[str], sentence: str, sent_words: set[str]) -> str:
    """'negation' or 'direction' when the claim turns its best sentence around, else ''."""
    shared = words & sent_words
    removals = [{STEMMER.stemWord(t) for t in _TOKEN.findall(x.lower()) if _REMOVAL.match(t)} for x in (claim, sentence)]
    both = removals[0] & removals[1]
    if all(any(_REMOVES.match(t) for t in _TOKEN.findall(x.lower())) for x in (claim, sentence)):
        both = removals[0] | removals[1]  # "eliminate unwanted strings" says "suppress unwanted strings"
    claim_neg, claim_pos = _polarity(claim, both)
    sent_neg, sent_pos = _polarity(sentence, both)
    if shared & (claim_neg & sent_pos | claim_pos & sent_neg):
        return "negation"  # a word both say, negated in one of them only
    for w in words - sent_words:
        if _OPPOSITE.get(w, set()) & sent_words:
            return "direction"
    return ""


_BEATS = re.compile(r"\b(?:outperform|beat|surpass|exceed|improve[sd]? (?:on|over|upon)|is better than|are better than)"
                    r"\w*\s+(.*)", re.IGNORECASE)


def _against_itself(claim: str) -> bool:
    """A comparison of a named thing with itself ("SFT outperforms standard SFT", the writer's slip for DFT): the
    subject, an acronym or CamelCase name, comes back among the first words of what it is compared with."""
    m = _BEATS.search(strip_markers(claim))
    if not m:
        return False
    subject = strip_markers(claim)[:m.start()].split()
    name = subject[-1] if 0 < len(subject) <= 2 else ""
    return sum(c.isupper() for c in name) >= 2 and name in m.group(1).split()[:3]


# a figure and the comparative it qualifies: "20x fewer", "3.4× faster", "12% lower"
_FIGURE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:×|x|%|times)?\s+(faster|slower|fewer|less|lower|smaller|cheaper|more|higher|"
                     r"larger|greater|better|worse)\b", re.IGNORECASE)
_SAME_WAY = {"fewer": "down", "less": "down", "lower": "down", "smaller": "down", "cheaper": "down",
             "more": "up", "higher": "up", "larger": "up", "greater": "up"}


def _figure_twice(claim: str, src: Source) -> str:
    """'number' when the claim states a figure more often than any sentence of the abstract does: the second is
    another quantity's ("… with near-ceiling performance (F1 score = 0.98), while the baseline model lies … (F1 score =
    0.98)" where the abstract gives the baseline's as 0)."""
    said = Counter(number_list(_NAMED_TOKEN.sub(" ", claim)))  # not the 1 of "NextStep-1", said with its name again
    return "number" if any(k > 1 and max((number_list(_NAMED_TOKEN.sub(" ", t)).count(n) for t in src.texts), default=0) < k
                           for n, k in said.items()) else ""


_NAMED_TOKEN = re.compile(r"[^\s(]*[A-Za-z][^\s(]*\d[^\s(]*|[^\s(]*\d[^\s(]*[A-Za-z][^\s(]*")  # "d^2Cache", "F1", "14B"


def _other_figure(claim: str, src: Source) -> str:
    """'figure' when the claim attaches one of its numbers to another comparative than the abstract does ("GLOT is
    20x faster" where it has "20x fewer trainable parameters"); a number the abstract gives with no comparative
    ("reduces steps by up to 3.4×") is not judged here."""
    for m in _FIGURE.finditer(claim):
        said = [f.group(2).lower() for t in src.texts for f in _FIGURE.finditer(t) if f.group(1) == m.group(1)]
        way = m.group(2).lower()
        if said and not any(_SAME_WAY.get(w, w) == _SAME_WAY.get(way, way) for w in said):  # same word or way
            return "figure"
    return ""


# a rate said of a quantity ("in exponential time") and a rate said of a comparison ("exponentially faster than …")
_RATES = r"(exponential|polynomial|quadratic|linear|logarithmic|cubic)"
_RATE = re.compile(_RATES + r"\s+(?:[\w-]+\s+){0,2}?(?:time|iterations?|steps?|number|rounds?|samples?|complexity|runtime|"
                   r"cost|queries|regret)\b", re.IGNORECASE)
_RATE_COMPARED = re.compile(_RATES + r"ly\s+(?:faster|slower|more|less|fewer|larger|smaller|better|worse|higher|lower)\b",
                            re.IGNORECASE)


# "A is explained by B" gives B as the cause; "A, which explains why B" gives A
_EXPLAINED_BY = re.compile(r"\b(?:is|are|was|were|be|being)\s+(?:\w+ly\s+)?(?:explained|caused|driven|induced|triggered)\s+by\b|"
                           r"\b(?:results?|stems?|arises?)\s+from\b", re.IGNORECASE)
_EXPLAINS = re.compile(r"\b(?:explains?|explaining|causes|causing|drives|driving|induces|inducing|triggers|triggering|"
                       r"leads?\s+to|leading\s+to|results?\s+in|resulting\s+in|gives?\s+rise\s+to)\b", re.IGNORECASE)


def _cause_turned(claim: str, sentence: str) -> str:
    """'direction' when the claim says "A is explained by B" of a sentence that says "A, which explains why B" (or
    "A leads to B"): the cause made the effect ("the squeezing effect is explained by the fact that many methods
    yield merely spurious unlearning", of "… the squeezing effect, which explains why many methods yield …")."""
    m, a = _EXPLAINED_BY.search(claim), _EXPLAINS.search(sentence)
    if m is None or a is None or _EXPLAINED_BY.search(sentence):
        return ""
    effect, cause = content_words(claim[:m.start()]) - _SAYS, content_words(claim[m.end():]) - _SAYS
    effect, cause = effect - cause, cause - effect  # a word on both sides ("unlearning") tells nothing
    before, after = content_words(sentence[:a.start()]), content_words(sentence[a.end():])
    if len(effect & (before - after)) >= 2 and len(cause & (after - before)) >= 2 and not effect & (after - before) \
            and not cause & (before - after):
        return "direction"
    return ""


def _relative_made_absolute(claim: str, sentence: str) -> str:
    """'relative' when the claim gives as a rate of its own ("RM converges to coarse correlated equilibria in
    exponential time") what its sentence says only against something else ("convergence to coarse correlated
    equilibria … is exponentially faster than convergence to Nash equilibria")."""
    if _RATE_COMPARED.search(claim):
        return ""
    rates = {m.group(1).lower() for m in _RATE.finditer(claim)}
    compared = {m.group(1).lower() for m in _RATE_COMPARED.finditer(sentence)}
    absolute = {m.group(1).lower() for m in _RATE.finditer(sentence)}
    return "relative" if rates & compared - absolute else ""


# a number and what it counts ("4.6B tokens", "21 models", "18M-parameters"): the abstract must count the same thing
_UNIT = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)*)\s*([KMBT]|k|million|billion|trillion)?[\s-]+(tokens?|parameters?|params|"
                   r"samples?|examples?|images?|videos?|questions?|tasks?|datasets?|models?|languages?|hours?|days?|"
                   r"GPUs?|layers?|steps?|epochs?|experts?|agents?|benchmarks?|papers?|users?|words?|frames?|clips?|"
                   r"episodes?|environments?|games?|domains?|categories|classes)\b", re.IGNORECASE)


def _other_unit(claim: str, src: Source) -> str:
    """'unit' when the claim counts one thing with a number the abstract uses for another or for nothing it names
    ("The memory is 4.6B tokens in size" where the abstract has "a 4.6B memory bank" and "trillion-token-scale")."""
    for m in _UNIT.finditer(claim):
        unit = m.group(3).lower().rstrip("s")[:5]
        near = [t[n.end():n.end() + 40].lower() + " " + t[max(0, n.start() - 25):n.start()].lower()
                for t in src.texts for n in re.finditer(rf"(?<![\w.]){re.escape(m.group(1))}(?![\d])", t)]
        if near and not any(unit in w for w in near):
            return "unit"
    return ""


# how many parts a method has ("two mechanisms", "three key stages"): the abstract must count its parts so too
_COUNTS = {w: k for k, ws in enumerate((("two", "2", "dual", "double", "twofold"), ("three", "3", "triple", "threefold"),
                                         ("four", "4"), ("five", "5")), start=2) for w in ws}  # "a dual-stage framework"
_ROMAN = {2: "ii", 3: "iii", 4: "iv", 5: "v"}
_PARTS = re.compile(r"\b(?:mechanisms?|components?|modules?|stages?|steps?|strategies|techniques?|innovations?|"
                    r"contributions?|designs?|parts?|phases?|principles?|ideas?|objectives?|losses|branches|levels?|"
                    r"ingredients?|directions?|ways|aspects?|perspectives?|pillars?|elements?|blocks?)\b", re.IGNORECASE)
_PART_COUNT = re.compile(r"(?<!the )(?<!these )(?<!its )\b(two|three|four|five|dual|double|twofold|triple|threefold|"
                         r"[2-5])(?:\s+(?:[\w-]+\s+){0,2}?|-)"
                         + _PARTS.pattern, re.IGNORECASE)


# the abstract counts its parts however it points at them ("to synthesize its three components: …")
_SAID_COUNT = re.compile(_PART_COUNT.pattern.removeprefix("(?<!the )(?<!these )(?<!its )"), re.IGNORECASE)


def _other_count(claim: str, src: Source) -> str:
    """'count' when the claim gives a method a number of parts ("Ssiuu proposes two mechanisms …: (1) …") that its
    abstract neither counts so ("two practical retraining scenarios: (1) …, (2) …" counts something else) nor
    enumerates beside a word for parts ("two complementary modules: (i) …, (ii) …", "three stages: (1) … (3) …").
    "The two phases" names what the question did, not how many parts the method has."""
    for m in _PART_COUNT.finditer(strip_markers(claim)):
        k = _COUNTS[m[1].lower()]
        said = any(_COUNTS[c[1].lower()] == k for t in src.sentences for c in _SAID_COUNT.finditer(t))
        listed = any(_PARTS.search(t) and re.search(rf"(?:\(\s*|(?<![\w.]))(?:{k}|{_ROMAN[k]})\s*\)", t) for t in src.sentences)
        if not said and not listed:
            return "count"
    return ""


_BEST = re.compile(r"\b(?:best(?![\s-]+(?:achievable|attainable|possible|known|response|arms?|actions?)\b)|"
                   r"strongest|fastest|highest|most effective|top-performing|outperform\w*|superior to)\b",
                   re.IGNORECASE)  # (not "the best achievable accuracy", an optimum's name)
_PLACEHOLDER = content_words("method methods approach approaches model models framework proposed paper study work works "
                             "authors results result mode modes strategy strategies technique performs perform achieves "
                             "achieve yields yield gives give emerges emerge proves prove consistently overall")


def _not_the_best(claim: str, src: Source) -> str:
    """'best' when the claim makes something the best ("… found that prompting works best") that no sentence of the
    abstract puts first: a sentence with a superlative whose words before it name the claim's subject ("Code
    generation mode achieves the strongest …, where prompting quickly exceeds the token budget" names code generation)."""
    m = _BEST.search(strip_markers(claim))
    if not m:
        return ""
    head = strip_markers(claim)[:m.start()]
    head = re.split(r"\b(?:that|shows?|finds?|found)\b|[,:;]", head)[-1]  # "<title> found that prompting works best"
    subject = content_words(head) - _SAYS - _PLACEHOLDER
    title = content_words(plain(src.paper.title))
    if not subject or subject <= content_words(short_name(src.paper.title, src.paper.abstract) or "") or \
            len(subject & title) >= len(title) / 2:
        return ""  # "It/LiteGuard/<its title> outperforms …": the paper itself, whose claims the citation checks
    for sentence in src.texts:  # as the claim reads it: "$p\textrm{-less}$" is "p-less"
        for best in _BEST.finditer(sentence):
            if subject <= content_words(sentence[:best.start()]):
                return ""
    return "best"


def _other_effect(claim: str, src: Source, i: int, least: float = 0.34) -> str:
    """'cause' when the claim gives a cause ("optimizers fail … due to the lack of a universal measure") that the
    abstract does not give for that effect: the supporting sentence (with its neighbours: "This is because …") must
    hold both the effect's and the cause's words, other than the paper's title and name (the background's "… is
    challenging due to the lack of …" is another effect; the results' "X outperforms Y" gives no cause)."""
    m = _CAUSAL.search(claim)
    if not m:
        return ""
    if not any(_CAUSES.search(t) for t in src.texts[max(0, i - 1):i + 2]):
        return "cause"  # the abstract links nothing there as cause and effect ("… hurts … because it clashes with
        # the expectation that …", where the abstract says only that the finding clashes with an expectation)
    short = acronyms(claim)  # "… for LLM reinforcement learning" of "… in LLM-RL training"
    near = with_parts(set().union(*(src.words[k] | acronym_words(src.sentences[k], short)
                                    for k in range(max(0, i - 1), min(i + 2, len(src.words))))))
    known = content_words(plain(src.paper.title)) | _SAYS
    for side in (claim[:m.start()], claim[m.end():]):
        said = content_words(side) - known
        apart = _apart(side)
        # (one word left, "CLIP struggles" of a title on CLIP, is the writer's verb for the effect: too little to judge)
        if len(said) > 1 and sum(w in near or apart.get(w, {w}) <= near for w in said) < least * len(said):
            return "cause"
    return ""


# what a claim says its statement brings about, tacked on after it (", which can avoid issues related to overfitting")
_CONSEQUENCE = re.compile(r",\s+(?:which\s+(?:can|could|may|might|helps?|leads?\s+to|allows?|enables?|results?\s+in|"
                          r"in\s+turn)|thereby|thus|leading\s+to|resulting\s+in|helping(?:\s+to)?)\b", re.IGNORECASE)


def _consequence_unsaid(claim: str, src: Source, i: int, least: float = 0.5) -> str:
    """'consequence' when the claim ends with what its statement brings about and the abstract says little of it
    around the supporting sentence: a small model's own inference tacked onto a sentence it copied ("… interpolate
    between sparse and dense regimes, which can avoid issues related to overfitting", of an abstract that never
    mentions overfitting; the copied part carries the score over the threshold)."""
    m = _CONSEQUENCE.search(claim)
    if not m:
        return ""
    tail = claim[m.end():]
    near = with_parts(set().union(*(src.words[k] for k in range(max(0, i - 1), min(i + 2, len(src.words))))))
    said = content_words(tail) - content_words(plain(src.paper.title)) - _SAYS
    apart = _apart(tail)
    if len(said) > 1 and sum(w in near or apart.get(w, {w}) <= near for w in said) < least * len(said):
        return "consequence"
    return ""


def _apart(text: str) -> dict[str, set[str]]:
    """The text's hyphenated compounds (as content words) and their words, which another text may say apart
    ("gradient-ascent": "gradient ascent"). From the text: the stemmed compound's parts are not the words' stems."""
    out = {}
    for compound in re.findall(r"\w+(?:-\w+)+", text):
        if (m := COMPOUND.search(compound)) and re.search(r"[A-Z0-9]", head := compound[:m.start()]):
            if len(whole := content_words(compound)) == 1 and (words := content_words(head)):
                out[next(iter(whole))] = words  # "AdaLoRA-style": a name, which the abstract says without "-style"
            continue
        if len(whole := content_words(compound)) == 1 and (words := content_words(compound.replace("-", " "))):
            out[next(iter(whole))] = words
    return out


# a yes/no question about a paper's work, not one looking for a paper ("Is there a paper on …?")
ASKS_YES_NO = re.compile(r"^\W*(?:does|do|did|is|are|was|were|can|could|will|would)\s+(?!there\b|(?:any|a|some|an)\s+"
                          r"(?:papers?|works?|stud(?:y|ies)|methods?)\b|(?:anyone|anybody|someone)\b)", re.IGNORECASE)


def restates(claim: str, question: str, names: list[str]) -> bool:
    """A sentence that says nothing the question did not already say: no content word, number or paper name of its
    own (a "which paper ...?" answered by naming the paper is an answer)."""
    words = content_words(claim)
    if not words or numbers(claim) - numbers(question) or ASKS_YES_NO.match(question):
        return False  # "Does CO3 require retraining?": "CO3 does not require retraining" answers it (if supported)
    asked = content_words(question)
    named = {w for n in names for w in content_words(n)}
    novel = words - asked - named
    if _ASKS_WHICH_THING.match(question) and novel - _SAYS_NOTHING:  # "Which modality is the most fragile …?":
        return False  # "Actions are the most fragile modality" adds one word, the answer
    return len(novel) <= max(1, len(words) // 5) and not (named & words - asked)


def echo_unsaid(claim: str, question: str, names: list[str], said: str) -> bool:
    """Whether a yes/no question's own words, given back as its answer ("DLMs need more data than autoregressive ones"
    to "Do DLMs need more data than autoregressive ones?"), are more than the supporting text (a sentence and its
    paper's title) says: two or more, and over a third, of the asked words it repeats, bar paper names, unsaid there.
    The embedding and word overlap of such an echo with any sentence on its subject ("DLMs have been proposed as an
    alternative to ALMs") are high whatever it predicates."""
    if not ASKS_YES_NO.match(question):
        return False
    words, asked = content_words(claim), content_words(question)
    named = {w for n in names for w in content_words(n)}
    # (its own words copied from the supporting text do not make it its own: "the gain lasts for both linear
    # regression and CVAE trained on MNIST data" is "Does the gain last?" put to "… experiments on both linear
    # regression as well as CVAE trained on MNIST data also confirm these theoretical insights")
    if len(words - asked - named - with_parts(content_words(plain(said)))) > max(1, len(words) // 5):
        return False  # it says something of its own, scored as any claim
    echoed = (words & asked) - named - _SAYS
    missing = echoed - with_parts(content_words(plain(said)))
    return len(missing) >= 2 and 3 * len(missing) > len(echoed)


_ASKS_WHICH_THING = re.compile(r"^\W*(?:which|what)\s+(?!(?:is|are|does|do|did|was|were)\b)[\w-]+\s+(?:is|are|was|were)\b",
                               re.IGNORECASE)  # "Which modality is …?", "What factor was …?": one word answers
_SAYS_NOTHING = content_words("paper method approach proposed introduced novel work studied studies examined investigated "
                              "analyzed authors used new presented framework models technique key main")
