"""Which kind of reply a question wants: an answer (one paper, or a few named ones), a research-area summary, or a
comparison table; and, for a summary, the topic to search for (the question without its "summarize ICLR work on").

Rules on purpose: routing runs before anything else in a turn, must cost nothing, and a 1.5B model cannot be
trusted to classify. The one thing rules cannot know, whether a word is a paper's name ("Overview of Jackpot"), the
corpus tells (`known`, from rag/paper_names.py). `eval/data/routing.jsonl` measures it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .question import names_in
from .text import generic

MODES = ("answer", "summary", "table")

_TABLE = re.compile(
    r"\b(tabulate|tabulated|tabular\s+(?:form|format|overview|comparison)|(?:in|as|into|with)\s+a\s+(?:comparison\s+)?table|"
    r"(?:comparison|summary)\s+table|table\s+(?:of|comparing|with|listing|that|please)|a\s+table\b|side[- ]by[- ]side|"
    r"spreadsheet|csv|grid\s+(?:of|comparing|that|with)|comparison\s+matrix|a\s+matrix\s+(?:of|comparing|with)|as\s+rows|(?:with|in)\s+columns|"
    r"columns?\s*(?:for|with|of)|rows?\s+(?:per|for\s+each)\s+(?:paper|method|work)|one\s+row\s+(?:per|each|for\s+each)|structured\s+comparison|"
    r"(?:in|as|into)\s+(?:a\s+)?(?:grid|table\s+form(?:at)?|tabular\s+form(?:at)?)|per\s+(?:paper|method|work)|"
    r"(?:list|give|show)\b[^.?]{0,80}\bwith\s+(?:their|its|the)\s+[\w -]+,\s[^.?]*\band\b)\b|^\s*table\b|"
    r"\b(?:rows?|cols?|columns?)\s*[=:]|\b(?:comparison|compare|comparative)\s+(?:chart|sheet)\b|"
    r"\bpapers\b[^:?]{0,40}:\s*(?:[\w/ -]{2,30},\s*){2,}(?:and\s+)?[\w/ -]{2,30}[?.]?\s*$",  # "X papers: model, data, result"
    re.IGNORECASE,
)
_PAPERS = (r"(?:papers|works|studies|approaches|methods|techniques|strategies|solutions|directions|"
           r"lines of (?:work|research))")
_WORKS = (r"(?:papers|works|studies|methods|approaches|techniques|strategies|directions|lines of (?:work|research)|"
          r"families|ideas|solutions|frameworks|proposals|contributions|research|work|literature|efforts|ways|trends|"
          r"benchmarks|datasets|attacks|defen[cs]es|problems|questions|findings|results|explanations|theories|threads|"
          r"themes)")
_COLLECTIVE = (r"(?:iclr(?:\s+2026)?|2026|this\s+year(?:'s)?|the\s+conference|this\s+conference|the\s+corpus|the\s+field|"
               r"the\s+community|(?:are|do|have|is)\s+(?:people|researchers|authors)\b|"
               r"the\s+(?:accepted\s+|recent\s+|new\s+|\w+\s+)?papers|recent\s+work)")
# An overview is meant: "summarize", "main approaches", "how do ICLR 2026 papers ...", "X: what's out there?"
_SUMMARY = re.compile(
    r"\b(summari[sz]\w*|overview|survey|landscape|big\s+picture|trends?|"
    # "the state of the art in X", not a result: "on which benchmarks is it state of the art?"
    r"(?:(?<=the\s)|(?<=current\s)|(?<=what's\s)|(?<=what\sis\s)|^)state\s+of\s+(?:the\s+art|research|the\s+field)|"
    r"literature|body\s+of\s+work|research\s+(?:directions|agenda|area)|what'?s\s+(?:out\s+there|new)|"
    r"^(?!\s*(?:what|how|which|why|does|do|is|are|can)\b)[^:?]{3,80}:\s|open\s+(?:problems|questions|challenges)|recurring|"
    r"what'?s\s+hot|hot\s+(?:topics?|areas?|directions?)|brief\s+me|briefing|where\s+(?:are|do)\s+we\b|"
    r"related[- ]work\s+section|unsolved|"
    r"state\s+of\s+(?:[\w-]+\s+){1,3}(?:research|work)|"
    r"(?:high-level|big|overall|broad)\s+(?:picture|view)|round-?up|lay\s+of\s+the\s+land|catch\s+me\s+up|primer|"
    r"up\s+to\s+speed|new\s+to\b|(?:heading|headed|going)\b|where\s+(?:do|does)\s+(?:things|it|the\s+\w+)\s+stand|"
    r"what'?s\s+happening|what(?:'?s|\s+has)\s+been\s+done|where\s+(?:does|do|is|are)\b.{0,60}\bstand\b|"
    r"state\s+of\s+(?:things|play|affairs)|lit(?:erature)?[- ]review|going\s+on|lately|these\s+days|this\s+(?:cycle|year)|"
    r"what\s+do\s+we\s+know|(?:evolving|moving|progressing|developing)\b|being\s+(?:extended|improved|"
    r"addressed|tackled|studied|done)|"
    # "trained on existing OR datasets", "better than existing methods": what one paper used or beat, not an area
    rf"(?<!\bon\s)(?<!\bover\s)(?<!\bthan\s)(?<!\bwith\s)(?<!\bfrom\s)(?<!\busing\s)(?<!\bto\s)"
    rf"(?:main|key|major|different|various|common|dominant|existing|recent|current|emerging|competing|prominent|"
    rf"several|diverse|principal|leading|new)\s+(?:\w+\s+)?{_WORKS}|"
    # "What two techniques does DROCO add …?": a count of one paper's parts, not the works of an area
    rf"(?:what|which)\s+(?:kinds?|types?|sorts?|families)\s+of\b|(?:what|which)\s+(?!(?:two|three|four|five|both)\s)"
    rf"(?:\w+\s+)?{_PAPERS}\b|"
    rf"how\s+(?:do|are|have|did|is)\s+(?:the\s+|recent\s+|these\s+|various\s+|different\s+)*(?:\w+\s+){{0,3}}?{_WORKS}\b|"
    rf"(?:is|are)\s+there\s+(?:any\s+|many\s+|several\s+|other\s+)?(?:papers|works|studies)|"
    rf"(?:across|among)\s+(?:the\s+)?(?:papers|works|corpus|iclr)|"
    rf"compare\s+(?:the\s+)?(?:\w+\s+)?(?:work|papers|approaches|methods|research|ways)\b|"
    rf"(?:give|show|tell)\s+me\s+(?:about\s+)?(?:an?\s+|the\s+)?(?:overview|summary|rundown|picture|map|sense|ways)|"
    rf"(?:papers|work|research)\s+(?:on|about|addressing|tackling|studying)\b|{_COLLECTIVE}|"
    # "What work exists on X?", "What has been published on X?", "Who is working on X?", "What's known about X?"
    rf"(?:papers|works?|research|studies|literature)\s+(?:exists?|is\s+there|are\s+there)\b|"
    rf"\b(?:what|anything)\s+(?:has|have)\s+been\s+(?:published|written|proposed)\b|"
    rf"\bwho\s+(?:is|are|'s)\s+(?:working|publishing|writing)\s+on\b|\bwhat(?:'s|\s+is)\s+known\s+(?:about|on|of)\b|"
    rf"(?:is|are)\s+there\s+(?:any\s+|much\s+|some\s+)?(?:work|research|literature)\s+(?:on|about|in|into|regarding)\b|"
    # "What are the approaches to X?" (not "the two methods" of one paper)
    rf"\bwhat\s+(?:are|were)\s+(?:the\s+)?(?!(?:two|three|four|five|both)\s)(?:\w+\s+)?{_PAPERS}\s+(?:to|for|on|in|of|that)\b|"
    rf"\b(?:list|find|show|give)\s+(?:me\s+)?(?:all\s+|the\s+|some\s+|any\s+)?(?:\w+\s+)?(?:papers|works|studies)\b)",
    re.IGNORECASE,
)
# One paper is meant: "the DUET paper", "this method", "which paper", "is there a paper"
_ONE_PAPER = re.compile(
    r"\b((?:the|this|that|its)\s+(?!(?:research|work|literature)\s)(?:[\w'-]+\s+){0,3}"
    r"(?:paper|study|analysis|method|approach|model|framework|abstract)"
    r"(?!s)\b|"  # "What trend did the analysis of … uncover?"
    # "the rank-based uniformity test", "the proposed benchmark": one thing some paper made (not "the test-time …")
    r"(?:the|this|that|its)\s+(?:[\w'-]+\s+){0,3}(?:test|benchmark|dataset|metric|estimator)(?![\w-])|"
    r"which\s+(?:[\w-]+\s+){0,3}(?:paper|study|method|one)\b(?!s)|(?:is|was)\s+there\s+an?\s+(?:[\w-]+\s+){0,3}"
    r"(?:paper|work|study|method|benchmark|dataset|framework|algorithm|technique)\b(?!s)|"
    r"an?\s+(?:single\s+)?(?:paper|study)\s+(?:that|which|where|on|about)\b)",
    re.IGNORECASE,
)
# A name with inner capitals or digits is a method or paper name (LiteGuard, G-NLL, FedMuon), unlike LLMs or KV
_NAMED = re.compile(r"(?<![\w-])(?:[A-Z]*[a-z]+[A-Z][A-Za-z0-9]*|[A-Z]{2,}[a-z]{2,}[A-Za-z]*|"
                    r"[A-Za-z]+-[A-Z][A-Za-z0-9-]*|[A-Za-z]+-[a-z]+[A-Z][A-Za-z0-9-]+)(?![\w'-])")
_WHICH_ONE = re.compile(
    r"\b(?:which|does\s+any|is\s+there\s+any)\s+(?:[\w-]+\s+){0,3}(?:paper|one|study|method|approach|model|"
    r"framework|technique|algorithm|benchmark|dataset)\b(?!s)|\b(?:which|does\s+any)\s+(?:[\w-]+\s+){0,3}work\b(?!s)|"
    r"\b(?:these|the|both|two|three)\s+(?:two\s+|three\s+|2\s+|3\s+)?(?:[\w-]+\s+){0,3}(?:papers|methods|works|"
    r"approaches|defen[cs]es|attacks|models|frameworks|studies)\b(?=.{0,200}\b(?<!not\s)(?:one|the\s+other|each|both|which\s+of)\b)|"
    r"\bone\s+(?:paper|method|work|study|approach)\b.{0,200}\b(?:the\s+other|another)\b|"
    r"(?<!\w)[\"'\u201c\u2018][A-Z][^\"'\u201d\u2019]{12,}[\"'\u201d\u2019](?!\w)",  # a quoted title, not "what's … year's"
    re.IGNORECASE,
)
_RELATED_WORK = re.compile(r"\brelated[- ]work\b", re.IGNORECASE)  # "... for my paper on X": the area, not one paper
_WHICH_PAPERS = re.compile(r"\bwhich\s+(?:(?!(?:paper|work|study|method|one)\b)[\w-]+\s+){0,3}"
                           r"(?:papers|works|studies|lines\s+of\s+(?:work|research))\b",
                           re.IGNORECASE)  # many, not one
_COLON = re.compile(r"[^:?]{3,80}:\s")  # the "Topic: ..." cue of _SUMMARY
# "X: is it ...?", "X vs Y: why ...?": a question about one thing after its name, not "X: what's out there?"
_COLON_ONE = re.compile(r"^[^:?]{3,80}(?:\bvs\.?\s|\bversus\b)[^:?]*:\s|"
                        r"^[^:?]{3,80}:\s*(?:is|does|did|was|why|can|how\s+(?:does|did|is|many|much))\b(?!\s+there\b)|"
                        # "Prophet decodes early: what decides …, and how many steps does it save?": "it" is one method
                        r"^[^:?]{3,80}:\s[^?]*\b(?:does|did|is|was|can|could)\s+it\b",
                        re.IGNORECASE)
# names given as examples of an area: "(MeanFlow, consistency models)", "such as LoRA", "especially with LoRA"
_EXAMPLES = re.compile(r"\([^()]*\)|\b(?:e\.g\.,?|such\s+as|including)\s+[^.;:?]*|\bespecially\s+(?:with|for|in)\s+[^,.;:?]*|"
                       r"\blike\s+(?=[A-Z])[^.;:?]*",
                       re.IGNORECASE)
# "anything else?", not "What else does it do?" (about the paper at hand)
ELSE = (r"\b(?:anything|anyone|what|who)\s+else\b(?!\s+(?:does|do|did|is|are|was|can|could)\s+(?:it|they|this|"
        r"the\s+(?:paper|method|model|approach|authors|work))\b)")
# "SPIRAL, SPELL, anything else?": the names are examples of an area the user wants more of
_MORE = re.compile(ELSE + r"|\b(?:any|and|or)\s+others\b|\band\s+the\s+like\b", re.IGNORECASE)
# a bare topic ("diffusion LMs for code?", "continual learning + stability-plasticity papers??"): no question word,
# no verb of its own; short
_FRAGMENT = re.compile(r"^(?!\s*(?:and|or|but|also|so|then|any|the|for|on|in|with|vs|versus|compared)\b)"
                       r"(?!.*\b(?:what|how|which|why|when|who|where|whats|does|do|did|is|are|was|were|can|could|should|"
                       r"would|will|has|have|explain|tell|give|show|find|list|it|its|they|their|them|this|that|these|"
                       r"those)\b)[^.!?]{3,70}\?+\s*$", re.IGNORECASE)
# "is the table comparing …" in one paper: the paper's own table, not a request for one
_THE_TABLE = re.compile(r"\b(?:is|are|in|from|of)\s+the\s+table\b", re.IGNORECASE)
_WORK_ON = re.compile(r"(?:papers|work|research)\s", re.IGNORECASE)
# a paper's title before a colon: "Hidden Breakthroughs in Language Model Training: what do they find?"
_TITLE_COLON = re.compile(r"^(?!(?:Compare|Contrast|Summari[sz]e|Explain|Describe|Tell|Give|Show|List|Find|What|How|Which|"
                          r"Why|Is|Are|Does|Do|Can)\s)[A-Z][\w'-]*(?:\s+(?:[A-Z][\w'-]*|in|of|for|and|the|a|an|with|to|on|via|from|by|is|are)){3,}"
                          r":\s")
# "Sculptor's tools": a capitalised possessive inside the question (not its first word; not an acronym: "an LLM's")
_POSSESSIVE = re.compile(r"(?<=\w\s)[A-Z][a-z][\w-]*(?=['\u2019]s\b)")
_PLURAL = re.compile(r"\b(papers|studies|works\s+(?:on|in|that))\b", re.IGNORECASE)
_META = re.compile(
    r"^\s*(?:please\s+|can you\s+|could you\s+)?(?:summari[sz]e|survey|review|give (?:me )?(?:an? )?(?:overview|summary|"
    r"survey|rundown) of|(?:an? )?overview of|what(?: is|'s) (?:the )?(?:state of (?:the art|research)|known) (?:on|about|in)|"
    r"make (?:me )?a table (?:of|comparing)|tabulate|table(?: please)?:)\s*"
    r"(?:(?:the|recent|current|research|work|papers|literature|studies|approaches|iclr|2026|iclr 2026)\s+)*"
    r"(?:on|about|in|for|of)?\s*",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Route:
    mode: str  # answer | summary | table
    topic: str  # what retrieval searches for
    why: str  # the rule that decided, for logs and the eval


def route(question: str, override: str | None = None, known: Callable[[str], list[str]] | None = None,
          follow_up: bool = False, on_paper: bool = False) -> Route:
    """The reply a question wants. `override` (the UI's mode, `--mode`; None for auto) wins. `known` finds the
    names of the corpus's papers in a text (`PaperNames.find`): "Overview of SPIRAL: …" asks about one paper.
    `follow_up`: the question continues a conversation, so a bare fragment ("Results on ImageNet?") is not a topic.
    `on_paper`: it goes on about the paper the last answer was about (it says "it", or speaks in that paper's words)."""
    topic = topic_of(question)
    if override == "answer":
        return Route("answer", question, "override")
    if override in ("summary", "table"):
        return Route(override, topic, "override")
    if _TABLE.search(question) and not (_THE_TABLE.search(question) and _ONE_PAPER.search(question)):
        return Route("table", topic, "table cue")
    if (which := _WHICH_ONE.search(question)) and not _WHICH_PAPERS.search(question):
        return Route("answer", question, f"one paper or a few named: {which.group(0)!r}")
    if _TITLE_COLON.match(question):
        return Route("answer", question, "a paper's title")
    one = _ONE_PAPER.search(question)
    bare = _EXAMPLES.sub(" ", question)  # without the names given as examples
    # (a technique many papers use names none: "What work exists on adaptive rank allocation for LoRA?")
    names = list(dict.fromkeys([n for n in _NAMED.findall(bare) if not generic(n)] + _POSSESSIVE.findall(question)
                               + (known(bare) if known else [])))
    area = _SUMMARY.search(question)
    # (papers are what one paper may study: "… the rhetorical style framework …, and what did it find about papers
    # written after 2023?")
    if one and (not _PLURAL.search(question) or _IT_DID.search(question)) and not _RELATED_WORK.search(question):
        return Route("answer", question, f"one paper: {one.group(0)!r}")
    if names and len(names) <= 2 and not _PLURAL.search(question) and not _MORE.search(question):
        return Route("answer", question, f"names {', '.join(names)}")
    pair = names_in(bare)
    if len(pair) in (2, 3) and re.search(r"\b(compare|versus|vs\.?|differ\w*|and)\b", question, re.IGNORECASE) \
            and not _PLURAL.search(question):
        return Route("answer", question, f"compares {', '.join(pair)}")
    if area and (pair or _COLON_ONE.search(question)) and _COLON.fullmatch(area.group(0)):
        # "RESTRAIN: does it still vote?" asks about that paper, unlike "KV caching: what's out there?"
        before = _SUMMARY.search(question[:area.end()].rstrip(": "))  # "a briefing on GUI agents: ...", not "work on X:"
        area = before if before and not _WORK_ON.match(before.group(0)) else _SUMMARY.search(question, area.end())
    if area and (on_paper or follow_up and _IT.search(question)) and not _OVERVIEW_VERB.search(question):
        # "On what kind of shifts was it evaluated?" after an answer: "it" is the paper that answer was about;
        # "Which adaptation methods leak the least?" after a benchmark of adaptation methods asks about its findings
        return Route("answer", question, "a follow-up on the last paper")
    if area and _EXISTS.match(question) and _BY_MEANS.search(question):
        # "Is there work on detecting machine-generated text in zero-shot languages using adversarial training?"
        # asks whether a paper does X by Y: that paper, not an overview of X
        return Route("answer", question, "is there work doing X by a means Y")
    if area:
        return Route("summary", topic, f"area cue: {area.group(0)!r}")
    if (more := _MORE.search(question)) or not names and not follow_up and _FRAGMENT.match(question):
        return Route("summary", topic, f"a topic{f', and more: {more.group(0)!r}' if more else ''}")
    return Route("answer", question, "no area cue")


_IT = re.compile(r"\b(?:it|its)\b", re.IGNORECASE)
_IT_DID = re.compile(r"\b(?:does|did|is|was|can|could)\s+it\b", re.IGNORECASE)  # the one paper, doing something
_EXISTS = re.compile(r"^\s*(?:is|are)\s+there\s+(?:any\s+)?(?:work|research|papers?|studies)\s+(?:on|about|into)\b",
                     re.IGNORECASE)
# a means the question's last words name, outside a clause of its own ("… that goes beyond agreement with the user")
_BY_MEANS = re.compile(r"^(?:(?!\b(?:that|which|who|where)\b).)*\b(?:with|using|via|through|by\s+\w+ing)\s+"
                       r"(?:[\w-]+\s+){0,3}[\w-]+\s*[?.!]*\s*$", re.IGNORECASE)
_OVERVIEW_VERB = re.compile(r"\b(?:summari[sz]e|overview|survey|landscape|trends?)\b", re.IGNORECASE)

_FRAME = re.compile(  # the words that ask for an overview, not what it is about
    r"\b(?:(?:at|in|from|of|among|across)\s+)?(?:the\s+)?iclr(?:\s*2026)?(?:\s+(?:papers|work|submissions))?\b|"
    r"\b(?:at|in|from)\s+(?:this|the)\s+(?:year|conference|corpus)\b|\bthis\s+year'?s?\b|\b2026\b|"
    r"^\s*(?:so\s+|ok\s+|hi\s+)?(?:what|which|how)\s+(?:are|is|do|does|did|have|has|were)\s+(?:the\s+)?(?:\w+\s+){0,3}?"
    r"(?:approaches|methods|papers|works?|ways|directions|techniques|strategies|ideas|lines\s+of\s+work|research(?:ers)?|"
    r"people|authors|studies)\b(?:\s+(?:that|which))?(?:\s+(?:exist|proposed|taken|published))?(?:\s+(?:for|to|on|in|of|"
    r"about|at|addressing|tackling|with))?(?:\s+(?:currently\s+|generally\s+)?(?:address|tackle|handle|approach|study|"
    r"deal\s+with|cope\s+with|(?:say|find|report|show)(?:\s+(?:about|on|regarding))?|"
    r"doing\s+(?:about|on|with|for)|working\s+on)\b)?|"  # "What are ICLR 2026 papers doing about reward hacking …?"
    r"^\s*what\s+(?:approaches|methods|work|research|papers)\s+(?:does|do|did|has|have)\s+(?:\w+\s+){0,3}?"
    r"(?:have|has|propose|offer|take|use|follow|pursue|explore)\s+(?:for|on|to|about|in)\b|"
    r"^\s*how\s+(?:are|is)\s+(?=.{3,80}?\s+being\s+(?:used|applied)\s+(?:for|to|in)\b)|"  # "How are X being used
    r"(?<=\w)\s+being\s+(?:used|applied)(?=\s+(?:for|to|in)\b)|"  # for Y?": "X for Y"
    r"^\s*what\s+(?:work|research|papers)\s+(?:exists?|is\s+there|are\s+there)\s+(?:on|about|in|for)\b|"
    # "What approaches are there for reducing …?", "What methods exist to speed up …?"
    r"^\s*what\s+(?:[\w-]+\s+)?(?:approaches|methods|techniques|strategies|ideas|solutions|ways)\s+(?:are\s+there|exist)"
    r"\s+(?:for|to|on|in|about)\b|"
    r"^\s*what\s+(?:does|do|did)\s+(?:\w+\s+){0,3}?(?:have|has|say|offer)\s+(?:on|about|for|regarding)\b|"
    r"^\s*what\s+(?:work|research|papers?)\s+(?:studies|study|studied|examines?|addresses?)\b|"
    r"^\s*what(?:'s|\s+is|\s+has)\s+(?:been\s+)?(?:new|done|happening)\s+(?:in|on|with)\b|"
    r"\b(?:these\s+days|right\s+now|lately|nowadays)\b|"
    # "Is there any work on X?", "Who is working on X?", "Any papers on X?", "List papers that study X", "What do we
    # know about X?", "Help me understand the research on X", "Where does research on X stand?"
    r"^\s*(?:(?:is|are)\s+there\s+|(?:i'?m|i\s+am)\s+looking\s+for\s+|(?:help\s+me\s+understand|catch\s+me\s+up\s+on)\s+|"
    r"(?:find|show|give|list)\s+(?:me\s+)?|where\s+(?:does|do|is|are)\s+)?(?:any\s+|much\s+|some\s+|all\s+|the\s+)?"
    r"(?:work|research|literature|papers|studies)\s+(?:on|about|in|into|for|that\s+(?:stud(?:y|ies)|address(?:es)?|tackles?)|"
    r"studying|addressing|tackling)\b|(?<=\w)\s+stands?\s*(?=[?.!]*\s*$)|"
    r"^\s*(?:what|anything)\s+(?:has|have)\s+been\s+(?:published|written|proposed|done)\s+(?:on|about|in|for)\b|"
    r"^\s*who\s+(?:is|are|'s)\s+(?:working|publishing|writing)\s+on\b|^\s*anything\s+(?:on|about)\b|"
    r"^\s*what\s+(?:is|'s)\s+(?:being\s+done|known)\s+(?:about|on|for|of)\b|^\s*what\s+do\s+we\s+know\s+(?:about|of)\b|"
    r"^\s*which\s+(?:directions|approaches|methods|ideas|techniques)\s+(?:are\s+)?(?:\w+\s+)?(?:for|in|on|to)\b|"
    r"\b(?:main|key|major|recent|current|different|various|common)\s+(?:approaches|methods|directions|ideas|themes|trends)\s+"
    r"(?:for|to|on|in|of)\b|\b(?:give|show|tell)\s+me\b|\bplease\b|\bthe\s+big\s+picture\b|\bwhat'?s\s+out\s+there\b",
    re.IGNORECASE,
)


def topic_of(question: str) -> str:
    """What an overview is about, for retrieval: 'Summarize recent work on length generalization' -> 'length
    generalization'; 'What are the main approaches at ICLR 2026 for erasing concepts?' -> 'erasing concepts'."""
    m = _META.match(question)
    topic = question[m.end():] if m and m.end() else question
    topic = re.sub(r"\s+([,?])", r"\1", re.sub(r"\s+", " ", _FRAME.sub(" ", topic)))
    topic = re.sub(r"^\s*(?:in|on|about)\s+(?=\w)", "", topic)  # "What are people working on in model merging?"
    return topic.strip(" ?.!:,;-—") or question.strip()
