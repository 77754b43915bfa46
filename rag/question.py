"""What a question asks: its parts (a multi-part question is answered part by part), what each part wants
(the method, a result, a condition, the motivation), and the method or paper names it mentions.

Deterministic on purpose: a 1.5B model cannot be trusted to analyse a question, and this costs nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from .text import COMPOUND, content_words, generic

_WH = (r"(?:(?:across|along|among|between|in|into|on|for|with|within|by|at|to|from|over|under|of|against|"
       r"during|compared to)\s+)?"
       r"(?:what|how|which|why|whether|where|when|who|whose|does|do|did|is|are|was|were|can|could|has|have)\b")
_PART_BREAK = re.compile(rf"(?:,\s*(?:and\s+|but\s+)?|;\s*|\s+and\s+(?={_WH}))(?={_WH})", re.IGNORECASE)
_FOCUS = {  # what a part asks for -> cue pattern (checked in this order)
    "name": re.compile(r"\b(called|named|name\s+of|acronym|stands?\s+for)\b", re.IGNORECASE),
    "result": re.compile(r"\b(how (much|many|little|few|well|good|accurate|reliable|large|big|fast|often|long|far|high|"
                         r"small|low|short|cheap)|by how|"  # "How little labeled data does SSPO need?": the 1% it used
                         r"improv\w*|gains?|"
                         r"speed-?ups?|faster|"
                         r"best|strongest|fastest|highest|lowest|most effective|reveal\w*|"
                         r"accura\w*|perform\w*|results?|outperform\w*|reduc\w*|sav(e|es|ing)|achiev\w*|reports?|scores?|"
                         r"benchmarks?|evaluat\w*|percent|numbers?|efficien(?:t|cy|cies)|cost|find|finds|found|show|shows|effect|beats?|"
                         r"(?<=\bit\s)compare|"  # "how does it compare with Claude?": how it scores against it
                         r"do(?:es)?\s+(?:on|at)\s+(?:it|this|that|the|their|these)|"  # "How do models do on it?"
                         # "how did it do in live ones?", "How does CoMind fare?": how well
                         r"how\s+(?:did|does|do)\s+(?:it|they|this|that|[\w-]+)\s+(?:fare|do(?=\s*[?.]?\s*$|\s+(?:in|on|at|"
                         r"against|compared|relative|overall|versus|vs)\b)))\b",  # (not "how did they do it?")
                         re.IGNORECASE),
    "condition": re.compile(r"\b(assum\w*|conditions?|under what|when (?:does|do|did|is|are|was|were|can|could|will|would)|"
                            r"requir\w*|guarantees?|bounds?|theor\w*|prov\w*|"
                            r"limit(?!ations?\b)\w*|rely|relies|depend\w*|regime)\b(?!-)", re.IGNORECASE),
    "motivation": re.compile(r"\b(why|motivat\w*|problem|(?:what|which)\s+(?:[\w-]+\s+){0,3}problems|challenges?|"
                             r"go(?:es)?\s+wrong|went\s+wrong|wrong\s+with|"  # "What goes wrong with predictive training?"
                             r"shortcomings?|limitations?|flaw\w*|weakness\w*|fail\w*|disadvantages?|drawbacks?|downsides?|"
                             r"bottlenecks?|dilemmas?|pitfalls?|obstacles?|difficult(?:y|ies)|"
                             r"(?:what|which)\s+(?:[\w-]+\s+){0,2}(?:mismatch(?:es)?|issues?|conflicts?)|"  # asked for
                             r"(?:do|does|did)\s+(?:[\w-]+\s+){0,5}?fac(?:e|ing)(?!\s+(?:images?|recognition|detection))"
                             r")\b",
                            re.IGNORECASE),
    "method": re.compile(r"\b(how|mechanism|approach|method|idea|key|innovations?|techniques?|objective|loss|architecture|"
                         r"pipeline|steps?|stages?|design|works?|propose\w*|introduce\w*|trick|strategy|framework|defin\w*)\b",
                         re.IGNORECASE),
}
# not "how does it compare with GPT-4o?": one paper's result against a model, not two papers
_COMPARE = re.compile(r"\b((?<!\bit\s)compare|compares|comparisons?|differ|differs|differed|differences?|different from|"
                      r"differently\s+(?:from|than)|contrast|contrasts|contrasting|while the other|"  # "vs": two names
                      r"the other|each (one|of them|paper|method)|which of (them|the two)|both (papers|methods|works|approaches)|"
                      r"(does|do|did|can) each|each (use|uses|propose|proposes|report|reports|claim|claims)|"
                      r"one (paper|method|work|study|approach)\b.*\b(another|the other)|\w+ and \w+ both|"
                      r"two (papers|methods|works|approaches))\b", re.IGNORECASE)
_LOOKS_FOR_A_PAPER = re.compile(
    # "which (kinds of) … papers", not "which biases of reward models" (the models are not what is asked for)
    # (not "What dominates model shortcomings …?": a verb asks what does it)
    r"^\s*(?:(?:which|what)\s+(?!(?:causes|drives|dominates|makes|limits|determines|explains|affects|governs|controls|"
    r"leads|triggers|helps|hurts|prevents|enables|happens)\b)(?:(?:kinds?|types?|sorts?|ones?)\s+of\s+|of\s+)?"
    r"(?:(?!(?:of|for|in|on|with|from|by|to|about|against)\s)[\w-]+\s+){0,3}?"
    r"(?:papers?|works?|stud(?:y|ies)|(?:methods?|approach(?:es)?|frameworks?|benchmarks?|models?|systems?|techniques?|algorithms?|datasets?)\b(?!\s+(?:did|does|do)\s|\s+(?:is|was|were|are|"
    r"has|have|can|could)\s+(?:the|it|they|their|its|this|these|(?-i:[A-Z][\w.-]*[A-Z0-9][\w.-]*))\b))\b|(?:is|are)\s+there\b|(?:has|have)\s+"
    r"(?:anyone|someone|anybody|any\s+\w+)\b|(?:do|does)\s+(?:any|a|some)\s+(?:paper|work|study)\b|"
    r"(?:can|could)\s+you\s+(?:find|point)|(?:find|show)\s+me\b|any\s+(?:papers?|work)\b|"
    r"(?:(?:I'?m|I\s+am|we'?re|we\s+are)\s+)?(?:looking|searching)\s+for\b|I\s+(?:need|want)\s+(?:a|an|some)\s+"
    r"(?:paper|work|study|method|model|benchmark|dataset)\b)",  # "I'm looking for a … model that …"
    re.IGNORECASE,
)
_ASKS = re.compile(r"^(?:what|how|which|why|whether|where|when|who|whom|whose|does|do|did|is|are|was|were|can|could|"
                   r"should|will|would|has|have|in what|on what|to what|under what|by how|explain|describe|tell|list|give|"
                   r"name|summari[sz]e|compare)\b", re.IGNORECASE)
# "According to the theory paper on X, why …?", "For active learning of trees, which …": where the question is set
_PREAMBLE = re.compile(r"^\s*(?:according to|in|for|among|across|beyond|within|from|compared (?:to|with)|regarding|"
                       r"as for|about)\b", re.IGNORECASE)
_ASKING_WORD = re.compile(r"\b(?:what|how|which|why|whether|where|when|who|whom|whose)\b", re.IGNORECASE)
_THEN_ASKED = re.compile(r",\s*(?=" + _ASKING_WORD.pattern + ")", re.IGNORECASE)  # "…, why …": where the asking starts
# Tokens that look like method names: CamelCase, ALLCAPS, letters with digits or inner hyphens (LiteGuard, GTM, G-NLL)
_NAME = re.compile(r"(?<![\w-])([A-Za-z][A-Za-z0-9]*(?:[A-Z][A-Za-z0-9]*|\d[A-Za-z0-9]*)(?:-[A-Za-z0-9]+)*\+{0,2}|"
                   r"[A-Z]{2,}[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*\+{0,2}|[A-Za-z]+-[A-Z0-9][A-Za-z0-9-]*)(?![\w+-])")


@dataclass
class Part:
    text: str
    focus: str  # name | result | condition | motivation | method | what
    words: set[str] = field(default_factory=set)
    head: set[str] = field(default_factory=set)  # what it asks for by name: "how many dialogues" -> {dialogues}


@dataclass
class Question:
    text: str
    parts: list[Part]
    names: list[str]  # method / paper names it mentions, as written
    compare: bool
    looks_for_paper: bool = False  # "Which paper ...?", "Is there work on ...?": the answer names it and says what it does
    described: list[str] = field(default_factory=list)  # "one ..., the other ...": the scene, then each paper's description
    follow_up: bool = False  # on the paper the last answer was about: that paper was presented already
    one_described: bool = False  # "according to the speculative decoding benchmark paper": about one paper, unnamed
    before: frozenset[str] = frozenset()  # a follow-up: the abstract sentences the last answer gave

    @property
    def multi_part(self) -> bool:
        return len(self.parts) > 1


_HEAD = re.compile(r"\b(?:how\s+(?:many|much)|which|what)\s+(?:(?:two|three|four|five|six|\d+)\s+)?"
                   r"(?:(?:kinds?|types?|sorts?|forms?)\s+of\s+)?"  # "what two kinds of conflict": conflict
                   r"((?:(?!(?:does|do|did|is|are|was|were|can|could|has|have|"
                   r"it|its|they|their|the|a|an|of|in|on|for|to|and|or)\b)[\w-]+\s+){1,2})", re.IGNORECASE)


# "What are the three components of …?", "What is the main bottleneck …": the thing asked, after "the" and a count
_HEAD_AFTER_BE = re.compile(r"\b(?:which|what)\s+(?:are|is|were|was)\s+(?:the|its|their)\s+(?:(?:two|three|four|five|six|"
                            r"\d+|main|key|major|core|central)\s+)?([\w-]+(?:\s+[\w-]+)?)(?=\s+(?:of|in|that|behind|used|does|do|did|"
                            r"for|from|by|on|about|with)\b|\s*\??$)", re.IGNORECASE)  # "the two insights from X"


def head_of(text: str) -> set[str]:
    """The words that name what a part asks for ('how many dialogues does it contain' -> {dialogues}, 'what frame
    rate' -> {frame, rate}, 'what are the three components of X' -> {components}): the question's own subject even
    when they are also the paper's title words."""
    return set().union(*(content_words(m.group(1)) for p in (_HEAD, _HEAD_AFTER_BE) for m in p.finditer(text)))


_WHEN_CLAUSE = re.compile(r"(?<=\w)[\s,]+(?:when|whenever|if|once|after)\s[^?]*", re.IGNORECASE)  # not "When does …?"


_HOW_DOES = re.compile(r"^\W*how\s+(?:does|do|did|can|could|would|will)\b(?!\s+(?:it|they|this|that)\s+(?:compare|fare|"
                       r"perform|score|rank|do)\b)", re.IGNORECASE)
# "How does Cat-PO decide how much each token should count?": what it decides, a means, not an amount
_CHOOSES_HOW = re.compile(r"\b(?:decid|determin|choos|control|learn|estimat|predict|adjust|allocat|select|weigh|set)\w*\s+"
                          r"how\s+(?:much|many|far|long|often)\b", re.IGNORECASE)
_HOW_RESULT = re.compile(r"\b(?:how (?:much|many|little|few|well|large|big|fast|often|long|far|high|small|low|short|cheap)|"
                         r"by how|compare[sd]?|"
                         r"fare|perform\w*|score|"
                         r"do(?:es)?\s+(?:on|at)\s+(?:it|this|that|the|their|these)|"
                         r"rank|accura\w*|results?|numbers?|percent|what extent)\b", re.IGNORECASE)


_QUESTIONED = re.compile(r"\b(?:assumptions?|beliefs?|views?|wisdom|hypothes[ie]s)\b[^?]*\b(?:question|challeng|revisit|"
                         r"refut|disput|overturn)\w*|"
                         # "Which two aspects did earlier gradient-subspace methods overlook?": what others missed
                         r"\b(?:earlier|prior|previous|existing|past|other|standard)\s+(?:[\w-]+\s+){0,3}?(?:methods?|work|"
                         r"works|approaches|models|techniques|studies)\b[^?]*\b(?:overlook|neglect|ignor|miss|fail|lack)\w*",
                         re.IGNORECASE)


_COMPARE_COLON = re.compile(r"^\s*(?:compare|contrast)\b[^:?]{0,120}:\s*", re.IGNORECASE)


_WHY_IT_HELPS = re.compile(r"^\W*why\s+(?:do|does|did|can|would|could)\s+(?:it|they|this|these|the\s+(?:method|approach|"
                           r"framework|model))\s+(?:help|helps|work|improve|enable|benefit|succeed|outperform)\b",
                           re.IGNORECASE)


# "When can less data beat all of it?" asks under what conditions, whatever the rest of the question says
_WHEN_ASKED = re.compile(r"^\W*(?:when|under\s+what\s+(?:conditions?|circumstances|assumptions)|in\s+(?:which|what)\s+"
                         r"(?:cases|settings|regimes|situations))\s+(?:does|do|did|is|are|was|were|can|could|will|would|"
                         r"should|might|must)\b", re.IGNORECASE)
# "…, according to the theory of data curation paper?": which paper, not what is asked of it
_SOURCE_CLAUSE = re.compile(r",?\s+(?:according\s+to|in|from|as\s+(?:described|reported|shown|claimed)\s+(?:in|by))\s+"
                            r"(?:the|this|that)\s+(?:[\w$+./-]+\s+){0,8}?(?:paper|work|study|article|abstract|authors)"
                            r"\s*[?.]?\s*$", re.IGNORECASE)


# "What makes RL for discrete diffusion models hard?" asks for the problem, as "why is it hard?" does
_MAKES_HARD = re.compile(r"^\W*what\s+makes\b[^?]*\b(?:hard|harder|difficult|challenging|tricky|costly|expensive|slow|"
                         r"brittle|unstable|intractable|fail)\b", re.IGNORECASE)


# "What is the problem with assuming text features always help?" asks for the problem, whatever it is with (not "What
# weaknesses of VLA policies did it reveal?": what was found)
_PROBLEM_WITH = re.compile(r"^\W*(?:what|which)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?:the\s+)?(?:main\s+|key\s+|core\s+)?"
                           r"(?:problems?|issues?|troubles?|flaws?|limitations?|weakness(?:es)?|drawbacks?|downsides?|"
                           r"risks?|shortcomings?)\s+(?:with|of|in|when|behind)\b|"
                           # "What problem with validation sets does the PU benchmark paper point out?": a problem,
                           # though "benchmark" is said (not one its experiments found: "What weaknesses of VLA
                           # policies did it reveal?", a result)
                           r"^(?![^?]*\b(?:reveal|find|found|show|uncover|expose|discover|observe)\w*\b)"
                           r"\W*(?:what|which)\s+(?:main\s+|key\s+|core\s+)?(?:problems?|issues?|flaws?|limitations?|"
                           r"weakness(?:es)?|drawbacks?|shortcomings?|pitfalls?)\s+(?:[\w-]+\s+){0,6}?"
                           r"(?:does|do|did)\b", re.IGNORECASE)


# "What do the authors say is the real cause of drift?", "What is the root cause of …?": a reason
CAUSE_ASKED = re.compile(r"^\W*what(?:'s|\s+is|\s+are|\s+was|\s+were|\s+(?:do|does|did)\s+(?:[\w-]+\s+){1,8}?(?:(?:say|think|"
                          r"find|claim|argue|identify|believe|see)\s+(?:is|are|was|were)|(?:identify|identifies|see|sees|"
                          # "What does CompoDistill identify as the reason knowledge distillation fails …?"
                          r"find|finds|name|names|blame|pinpoint|single\s+out|point\s+to)\s+as))\s+(?:the\s+)?(?:(?:real|main|"
                          r"root|true|key|underlying|primary|fundamental|actual)\s+)?(?:causes?|reasons?|culprits?|origins?)"
                          r"(?![\w-])", re.IGNORECASE)


# "What extra components improve it?": what the method adds, not how much it gains
_PARTS_THAT = re.compile(r"^\W*(?:what|which)\s+(?:[\w-]+\s+){0,2}?(?:components?|modules?|techniques?|tricks?|ingredients?|"
                         r"additions?|add-ons?|extensions?|enhancements?)\s+(?:improve|improves|help|helps|boost|boosts|"
                         r"enhance|enhances|(?:are|were|is|was)\s+added|(?:does|do|did)\s+(?:it|they|[\w-]+)\s+(?:add|use))\b",
                         re.IGNORECASE)


def focus_of(text: str) -> str:
    if _PREAMBLE.match(text) and (asked := _THEN_ASKED.search(text)):
        text = text[asked.end():]  # "According to the theory paper on X, why …": what is asked is why
    if _WHEN_ASKED.match(text):
        return "condition"
    text = _WHEN_CLAUSE.sub("", text) or text  # "What fix do they propose when it fails?" asks for the fix
    text = _COMPARE_COLON.sub("", text) or text  # "Compare X with Y: how does each improve agents?" asks how
    if DOES_ABOUT.match(text):
        return "method"  # "… and what does HAM do about it?": how it answers the problem, not what else it does
    if _WHY_IT_HELPS.match(text):
        return "method"  # "Why do they help privacy audits?" of the paper's NIDs: what they do, not the field's problem
    if re.match(r"\W*(?:why|what (?:causes|drives|leads to))\b", text, re.IGNORECASE) or _MAKES_HARD.match(text) \
            or _PROBLEM_WITH.match(text) or CAUSE_ASKED.match(text):
        return "motivation"  # a reason, whatever else is said: not a name ("Why is it called X?"), not the scores
        # ("Why is one similarity score not enough …?")
    if _QUESTIONED.search(text):
        return "motivation"  # "Which assumption … does the paper question?": others' belief, said before the work
    if _PARTS_THAT.match(text):
        return "method"
    if _HOW_DOES.match(text) and not _HOW_RESULT.search(_CHOOSES_HOW.sub(" ", text)):
        return "method"  # "How does SafeMPO improve policy safety …?" asks by what means, not by how much
    return next((name for name, cue in _FOCUS.items() if cue.search(text)), "what")


DOES_ABOUT = re.compile(r"^\W*(?:and\s+)?what\s+(?:does|do|did|can|could)\s+(?:[\w-]+\s+){1,3}?do\s+(?:about|against)\b",
                         re.IGNORECASE)
_EACH = re.compile(r"^(?:and\s+)?(?:what|how)\s+(?:does|do|did|is|are)\s+(?:each|every\s+one)(?:\s+of\s+them)?\s+"
                   r"(?:do|work|does|for|contribute)?$", re.IGNORECASE)


def split_parts(question: str) -> list[str]:
    """'How does X work, what does it assume, and how much does it gain?' -> its three questions. Sentences that
    only set the scene ('There's a vocoder that ...') are not parts when the text asks something else."""
    sentences = [s for s in re.split(r"(?<=[?.!])\s+(?=[A-Z])", question.strip()) if s.strip()]
    asking = [s for s in sentences if s.rstrip().endswith("?") or _ASKS.match(s.strip())]
    pieces = []
    for sentence in asking or sentences:
        at, own = 0, []
        for m in _PART_BREAK.finditer(sentence):
            if m.start() - at >= 12:  # a break right after a few words is a list, not a new question
                own.append(sentence[at:m.start()])
                at = m.end()
        own.append(sentence[at:])
        if len(own) > 1 and _PREAMBLE.match(own[0]) and not _ASKING_WORD.search(own[0]):  # a scene, not a question
            own[:2] = [own[0] + ", " + own[1]]
        pieces += own
    parts: list[str] = []
    for p in (p.strip(" ,;?.") for p in pieces):
        if p.lower() in ("why", "how") and parts:  # "Which mode works best and why?": why that one works best
            parts.append(f"{p.capitalize()} is that the case ({parts[-1]})")
        elif _EACH.match(p) and parts:  # "What are its three components, and what does each do?": one part, each
            parts[-1] += f", and {p[0].lower()}{p[1:]}"  # of its items described
        elif content_words(p):
            parts.append(p)
    return parts or [question.strip()]


def names_in(text: str, common: bool = False) -> list[str]:
    """Method-like names in a text, in order, each once ('TokUR vs G-NLL' -> ['TokUR', 'G-NLL']); `common`: the
    models and data sets many papers use too ('ImageNet'), which name no paper but may be what is asked about."""
    out = []
    slashed = [m for m in _SLASHED.finditer(text)]  # "AC/DC" is one name, not AC and DC
    for m in sorted([*_NAME.finditer(text), *slashed], key=lambda m: m.start()):
        if m.re is _NAME and any(s.start() <= m.start(1) < s.end() for s in slashed):
            continue
        name = m.group(1).strip("-")
        if (compound := COMPOUND.search(name)) and re.search(r"[A-Z0-9]", name[:compound.start()]):
            name = name[:compound.start()]  # "AdaLoRA-style scores" names AdaLoRA, which the paper says
        if (qualifier := _QUALIFIER.search(text, 0, m.start())) and name.isupper():
            name = f"{qualifier.group(1)} {name}"  # "Group DRO" is a method of its own, not the DRO a paper proposes
        if (common or not generic(name)) and not name.isdigit() and name not in out and len(name) > 1:
            out.append(name)
    return out


# two short capitalized pieces joined by a slash: one name ("AC/DC", "TCP/IP"), not two alternatives ("RLHF/RLVR")
_SLASHED = re.compile(r"(?<![\w/])([A-Z][A-Za-z0-9]{0,2}/[A-Z][A-Za-z0-9]{0,2})(?![\w/])")
# a capitalized word (not the sentence's first) right before an acronym: part of the name ("Group DRO")
_QUALIFIER = re.compile(r"(?<=[\w,;] )([A-Z][a-z]{2,}) $")


_ONE_THE_OTHER = re.compile(
    r"\b(?:one|the first)\b(?:\s+(?:paper|method|work|study|approach|of them))?\s*(?:,\s*)?(?P<a>.+?)[,;]?\s*"
    r"(?:while|whereas|and|but)?\s*\b(?:the other|another|the second)\b(?:\s+(?:paper|method|work|study|approach|one))?"
    r"\s*(?:,\s*)?(?P<b>.+?)(?:[.?!](?:\s|$)|$)", re.IGNORECASE | re.DOTALL)


# "How do SeekBench and the speculative decoding benchmark for test-time scaling differ …?": a name, then a paper
# described, not named
_NAME_AND_DESCRIBED = re.compile(r"\band\s+(?P<b>(?:the|a|an)\s+(?:[\w-]+\s+){0,8}?(?:paper|benchmark|method|work|study|"
                                 r"approach|framework|dataset|model)\b(?:\s+(?:for|on|of|in)\s+[\w\s-]+?)?)(?:\s+(?:differ|"
                                 r"compare|contrast)|\s+both\b)", re.IGNORECASE)  # ("X and the tracing-and-reversing
# paper both deal with knowledge editing. How do their goals differ?")


# "according to the theory paper on two-layer autoencoders", "in the speculative decoding benchmark paper"
_ONE_PAPER = re.compile(r"\b(?:according to|in|from|by|of)\s+the\s+(?:[\w-]+\s+){1,6}?(?:paper|study|article)\b(?!s)|"
                        # "In the study of Muon on imbalanced data, …"
                        r"\b(?:according to|in|from|by)\s+the\s+(?:paper|study|article)\s+(?:on|of|about|that|which)\s|"
                        # "the three components of the training-free long video understanding framework": one work's
                        r"\b(?:according to|in|from|by|of)\s+the\s+(?:[\w-]+\s+){3,6}?(?:framework|method|benchmark|system|"
                        r"algorithm|pipeline|dataset)\b(?![s-])|"
                        # "How does the VLM-guided negative prompting method make images more creative?": its subject
                        r"^\W*how\s+(?:does|did|is|was|can|could)\s+the\s+"
                        r"(?:[\w-]+\s+){2,6}?(?:framework|method|approach|benchmark|system|algorithm|pipeline|paper|study)"
                        r"\b(?![s-])", re.IGNORECASE)

# a question that opens by naming one work: "According to the speculative decoding benchmark paper, …"
_FRAMED = re.compile(r"^\s*(?:according to|in|from)\s+the\s+(?:[\w-]+\s+){0,6}?(?:paper|study|article)\b(?!s)[^,;?]*,",
                     re.IGNORECASE)

# "How do Spherical Watermark and Guidance Watermarking differ …?", "Compare Spherical Watermark and Guidance
# Watermarking": two papers called by their titles' words, not by names a search can match exactly
_TITLED = r"[A-Z][\w-]*(?:\s+(?:[A-Z][\w-]*|of|for|in|on|with|and|to|via|the))*?(?:\s+[A-Z][\w-]*)?"
_TWO_TITLED = re.compile(rf"(?:\b(?:do|does|did|are|is)\s+(?P<a>{_TITLED})\s+and\s+(?P<b>{_TITLED})\s+(?:differ|compare|"
                         rf"contrast)|^\s*(?i:compare|contrast)\s+(?P<c>{_TITLED})\s+(?:and|with|to)\s+(?P<d>{_TITLED})"
                         rf"(?=\s*[:,?.;]|\s+(?:in|on|for|by)\b|$))")
# "Compare HSD and speculative speculative decoding: …": a name, and a paper called by its title's words in lower case
_NAME_AND_TITLE = re.compile(r"^\s*(?i:compare|contrast)\s+(?P<a>[\w-]+(?:\s+[\w-]+){0,9}?)\s+(?:and|with|to|vs\.?|versus)\s+"
                             r"(?P<b>[\w-]+(?:\s+[\w-]+){0,9}?)(?=\s*[:,?.;]|\s+(?:in|on|for|by)\b|$)")  # ("the backdoor
# defense based on gradient-attention anomaly scores": a description of eight words)


def described(question: str) -> list[str]:
    """'Two papers on Z: one argues X, the other enforces Y. How ...?' -> ['Two papers on Z', 'argues X',
    'enforces Y']: the scene and each paper's description, so that each paper can be searched for on its own.
    'How do SeekBench and the speculative decoding benchmark differ?' -> ['', 'the speculative decoding benchmark']:
    the named paper is found by its name, the other by its description."""
    if (two := _TWO_TITLED.search(question)) is not None:
        a, b = (two.group("a"), two.group("b")) if two.group("a") else (two.group("c"), two.group("d"))
        if not (names_in(a) and names_in(b)) and all(names_in(x) or len(x.split()) >= 2 for x in (a, b)):
            return ["", a.strip(), b.strip()]  # each searched for by its words ('ThinKV and LookaheadKV' by names)
    if (two := _NAME_AND_TITLE.search(question)) is not None:
        a, b = two.group("a"), two.group("b")
        if bool(names_in(a)) != bool(names_in(b)) and len((b if names_in(a) else a).split()) >= 3 or \
                not names_in(a) and not names_in(b) and min(len(content_words(a)), len(content_words(b))) >= 2:
            return ["", a.strip(), b.strip()]  # ("Compare Gumbel Distillation and the polychromic objective: …")
    m = _ONE_THE_OTHER.search(question)
    if m is None or min(len(content_words(m.group("a"))), len(content_words(m.group("b")))) < 3:
        m = _NAME_AND_DESCRIBED.search(question)
        if m is None or not names_in(question[:m.start()]) or len(content_words(m.group("b").replace("-", " "))) < 2:
            return []
        return ["", m.group("b").strip()]
    scene = question[:m.start()].strip(" :,;")
    return [scene] + [m.group(k).strip(" ,;") for k in ("a", "b")]


def _paired(names: list[str], text: str, papers: list[str] | None = None) -> bool:
    """Are two of the names joined as a pair ("PoRT and DRAGON", "(Saguaro) and SpecBranch", "X vs. Y")? Not "How
    does LMAO combine LoRA and MeZO?": a method and what it combines. When the corpus's `papers` named in the text are
    known, one of the two must be one: "GPT-5 and Claude-4-Sonnet" are models a paper evaluates."""
    keys = {p.lower() for p in papers} if papers is not None else None
    return any(re.search(rf"{re.escape(a)}\W{{0,3}}\s*(?:,|and|or|vs\.?|versus|&)\s+(?:the\s+)?{re.escape(b)}", text)
               and (keys is None or a.lower() in keys or b.lower() in keys) for a, b in zip(names, names[1:]))


# "What are its three components, and what does each do?": each of one method's parts, not each of two papers
_ITEMS_EACH = re.compile(r"\b(?:components?|modules?|stages?|steps?|phases?|innovations?|parts?|ingredients?|"
                         r"contributions?|mechanisms?)\b[^?]*\b(?:does|do|did|can|is|are)\s+each\b(?!\s+(?:paper|method|work|"
                         r"study|approach|one)\b)", re.IGNORECASE)


def cued_compare(text: str) -> bool:
    """Does the text itself ask for a comparison ('How do they differ?'), beyond naming two things?"""
    cues = [m.group() for m in _COMPARE.finditer(text)]
    return bool(cues) and not (_ITEMS_EACH.search(text) and all(re.fullmatch(r"\w+ each", c) for c in cues))


# the context a follow-up is given (rag/answer.py: condense): it finds the paper, it is not what is asked
# a follow-up on the paper the last answer was about (a title may hold quotes: 'A Simple "Motivation" Can …')
_ABOUT = re.compile(r'\(about the paper "(.*)"\)\s*$')
CONTEXT = re.compile(r'\s*\((?:about|related to) the paper ".*"\)\s*$|\s*\(context: [^()]*\)\s*$')


def followed_title(question: str) -> str | None:
    """The title of the paper a (condensed) follow-up is about, the one the last answer was about; None if none."""
    m = _ABOUT.search(question)
    return m.group(1) if m else None


def on_last_paper(question: str) -> bool:
    """Whether a (condensed) follow-up is about the paper the last answer was about."""
    return followed_title(question) is not None


# "Which models does it evaluate on besides Qwen3?": what the user knows already is not what is asked
_BESIDES = re.compile(r"\b(?:besides|other than|apart from|aside from|except(?:\s+for)?|excluding)\s+[^,;?]+", re.IGNORECASE)


# "What two optimizers does the structured Fisher approximation paper derive?": words that say which paper is meant
_DESCRIBED_PAPER = re.compile(r"\bthe\s+(?:[\w-]+\s+){1,6}?(?:paper|work|study|article)\b(?!s)", re.IGNORECASE)


# the words that put a claim to the papers, not part of it ("true" and "heard" are searched for in no abstract)
_CLAIM_PUT = re.compile(r"^\W*(?:is\s+it\s+(?:really\s+)?(?:true|the\s+case|right|correct|so)|(?:do|does|did)\s+(?:any\s+)?"
                        r"(?:papers?|work|research|studies|the\s+(?:paper|authors?))\s+(?:find|show|say|claim|suggest|"
                        r"confirm)|is\s+there\s+(?:any\s+)?evidence|(?:I|we)\s+(?:have\s+|'ve\s+)?(?:heard|read)|"
                        r"(?:someone|people)\s+(?:told\s+me|say|said))\s+that\s+", re.IGNORECASE)
_CLAIM_CHECKED = re.compile(r"\s*[;,.:—–-]?\s*(?:is\s+(?:that|this|it)\s+(?:really\s+)?(?:true|right|correct|so)|right|true)"
                            r"\s*\?\s*$", re.IGNORECASE)  # "…; is that right?"


def claim_of(question: str) -> str:
    """The claim a question puts to the papers ("Is it true that making CLIP sparse hurts accuracy?" puts "making
    CLIP sparse hurts accuracy"), or the question as asked when it puts none (or one of fewer than three words)."""
    if not (m := _CLAIM_PUT.match(question)):
        return question
    claim = _CLAIM_CHECKED.sub("", question[m.end():]).rstrip(" ?")
    return claim if len(content_words(claim)) >= 3 else question


def _asked_words(part: str) -> set[str]:
    """The content words of what a part asks: "For Gaussian mean estimation from coarse data, when is the mean
    identifiable under convex partitions" asks about identifiability; its preamble names the paper's setting, which
    all of its sentences share (kept when the rest says too little: "In X, what does it do?"), as do the words that
    describe the paper ("the structured Fisher approximation paper")."""
    if (m := _DESCRIBED_PAPER.search(part)) and len(rest := _asked_words(part[:m.start()] + part[m.end():])) >= 2:
        return rest
    words = content_words(_BESIDES.sub(" ", claim_of(part)))
    if _PREAMBLE.match(part) and (asked := _THEN_ASKED.search(part)):
        rest = content_words(_BESIDES.sub(" ", part[asked.end():]))
        return rest if len(rest) >= 2 else words
    return words


def _looks_for_paper(question: str) -> bool:
    """"Is there a method that …?", also set in a field first ("In AlphaZero-style self-play, is there a
    search-control method that …?", "For screening protein interactions across a proteome, which method …?")."""
    if _LOOKS_FOR_A_PAPER.match(question):
        return True
    return _PREAMBLE.match(question) is not None and \
        any(_LOOKS_FOR_A_PAPER.match(question[m.end():]) for m in re.finditer(r",\s*", question[:200]))


def analyse(question: str, known: Callable[[str], list[str]] | None = None) -> Question:
    """Parts (what is asked, without a follow-up's context), names, whether it compares or looks for a paper.
    `known` finds the corpus's paper names in a text (rag.paper_names): names of several words ("Action Effect
    Modeling", "Thought Branches") are names though nothing in their shape says so."""
    asked = CONTEXT.sub("", question) or question
    names = names_in(question)
    papers = known(question) if known else None
    phrases = [n for n in papers or [] if " " in n or n not in names]  # "Promise", "Jackpot"
    if phrases:  # in the order the question uses them; "Complexity-Boosting" is part of a longer name
        names = [n for n in names if not any(n in p for p in phrases)] + phrases
        names.sort(key=lambda n: question.lower().find(n.lower()))

    def unnamed(text: str) -> str:  # "How does Action Effect Modeling detect …?" asks how, not for an effect
        for phrase in phrases:
            text = re.sub(re.escape(phrase), "X", text, flags=re.IGNORECASE)
        return re.sub(r"\s*\([^()]*\)", "", text)

    parts = [Part(p, focus_of(unnamed(p)), _asked_words(p), head_of(p))
             for p in (_SOURCE_CLAUSE.sub("", p) or p for p in split_parts(asked))]
    # "In the study of Muon on imbalanced data, how does SpecGD learn differently from GD?": a comparison inside the
    # one work its opening names, not of two papers
    framed = _FRAMED.match(asked) is not None
    compare = (cued_compare(question) or _paired(names, question, papers)) and not framed
    follow_up = on_last_paper(question)
    return Question(question, parts, names, compare, _looks_for_paper(question) and not follow_up,
                    described(question) if compare else [], follow_up=follow_up,  # a follow-up's paper is known
                    one_described=framed or not compare and _ONE_PAPER.search(asked) is not None)
