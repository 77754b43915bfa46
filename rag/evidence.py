"""Evidence that holds the answer: which papers a question is about, and which of their whole sentences answer
each part of it.

A question about one named paper gets that paper's sentences; a comparison gets both papers'; other papers are
read only when the question names no paper and they are about as close as the best one. Within a paper, each
part of the question gets the sentences that answer it best, preferring what the part asks for: the method
sentence for "how", result sentences (with their numbers) for "how much", the assumptions for "under what
conditions". Background sentences are left out unless the question asks why.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from .abbreviations import Abbreviations
from .abbreviations import defined as defined_abbreviations
from .question import CAUSE_ASKED, CONTEXT, DOES_ABOUT, Part, Question, cued_compare, followed_title, names_in
from .settings import AnswerSettings
from .support import ASKS_YES_NO, PRIOR_SAYS, SupportScorer
from .text import (
    ANSWERS_IT,
    FIRST_PERSON,
    INTRODUCES_WORK,
    LATER_ITEM,
    POSES_QUESTION,
    acronym_words,
    acronyms,
    content_words,
    defines,
    generic,
    gives_name,
    intro_index,
    introduced_names,
    looks_like_instruction,
    loss_as_one,
    mentions,
    name_key,
    name_shaped,
    numbers,
    own_names,
    plain,
    short_name,
    sole_user,
    spelled_out,
    split_sentences,
    title_asked,
    uses_name,
    with_parts,
)
from .types import Source

_RESULT = re.compile(r"\b(experiments?|experimental|results?|outperform\w*|achiev\w*|surpass\w*|state-of-the-art|sota|"
                     # (not "paired inputs that demonstrate opposite behaviors")
                     r"(?<!\bthat )(?<!\bwhich )(?<!\bwho )demonstrat(?:e|es|ed|ing)|"
                     r"empirical\w*|we (show|find|observe|report)|speed-?ups?|accuracy|win rate|"
                     r"by (up to )?\d|up to \d|"
                     # "… we rediscover known optima … and set new best-known 2D benchmarks", "evolving Sobol' parameters
                     # yields consistent reductions in rQMC mean-squared error"
                     r"rediscover\w*|best-known|yield\w*\s+(?:[\w-]+\s+){0,2}?(?:reductions?|improvements?|gains?|"
                     r"increases?|speed-?ups?))\b|\d+(\.\d+)?\s*(%|\\%|x\b|×|\$\\times|-?fold|points?\b)", re.IGNORECASE)
_CONDITION = re.compile(r"\b(assum\w*|conditions?|provided that|requires?|guarantee\w*|bounds?|theorem|"
                        r"prove[sn]?(?! (?:highly |very )?(?:effective|useful|successful|valuable|beneficial|difficult|"
                        r"challenging|popular))|"  # not "PEFT has proven effective"
                        r"provabl\w*|converge\w*|regime|whenever|if and only if|rel(y|ies) on|depend\w* on|under (mild|"
                        r"standard|the|a|an))\b(?!-)", re.IGNORECASE)  # not "condition-guided"
_METHOD = re.compile(r"\b(we (propose|introduce|present|develop|design|build|use|leverage|formulate|train|construct|"
                     r"employ|adopt|model|cast|frame)|our (method|approach|framework|model|algorithm)|this (paper|work) "
                     r"(proposes|introduces|presents)|consists? of|specifically|by (using|introducing|learning)|to this end|"
                     r"(?:accomplish|achieve|do|realize|implement)\w* (?:this|that|it) by|"  # "We accomplish this by first …"
                     r"first,|second,|third,|finally,|proceeds? (?:in|by)|"  # "MoFit proceeds in two stages: (i) …"
                     r"(?:two|three|four)[- ](?:stages?|steps?|phases?|components?|modules?))\b", re.IGNORECASE)
_BACKGROUND = re.compile(r"\b(recent(ly)?|have (shown|achieved|demonstrated|become|gained)|has (shown|become|emerged|gained)|"
                         # (not what the method fits: "… compatible with existing GCRL algorithms")
                         r"however|(?<!with )(?<!into )(?<!to )(?<!than )(?<!over )existing|prior (work|methods|approaches)|"
                         r"current (approaches|methods)|"
                         # not what the method keeps ("The forward pass remains fully differentiable …")
                         r"remains?(?!\s+(?:fully|differentiable|stable|robust|efficient|unbiased|valid|exact|tractable|"
                         r"competitive|consistent|intact|unchanged|faithful|accurate|frozen|fixed|untouched|constant))|"
                         r"challenging|challenges?|is (a|an) (key|fundamental|central|critical|important)|increasingly|"
                         r"widely|growing|popular|limited|limits|struggle\w*)\b", re.IGNORECASE)
# cites prior work ("Smith et al., 2021)"); a span of years ("IMO problems (2000–2024)") cites nothing
_OTHER_WORK = re.compile(r"\bet al\.|\(\s*(?:19|20)\d\d[a-z]?\s*\)|(?<![–—-])\b(?:19|20)\d\d\)|\[\d+(?:,\s*\d+)*\]")
# what earlier work found, said in its own sentence ("Recent work has found that language models solve …")
_LINK = re.compile(r"https?://|\bgithub\b(?![\s-]+(?:issues?|repositor(?:y|ies)|repos?|projects?|pull|commits?|PRs?|"
                   r"users?|data|code\s*bases?|codebases?)\b)|"  # (not "400 real-world GitHub issues": data)
                   r"\bcode (is|are) (publicly )?available\b|\bavailable at\b|\b(?:we|the authors) will "
                   r"(?:publicly )?(?:release|open-source|make)\b|\b(?:will|to) be (?:publicly )?(?:released|open-sourced|"
                   r"made (?:publicly )?available)\b|"  # "The code will be released upon publication"
                   # "Our dataset and code will be publicly available."
                   r"\b(?:code|data(?:sets?)?|models?|weights|checkpoints|benchmarks?|implementations?)\b[^.]{0,40}?\b"
                   r"(?:will|shall)\s+be\s+(?:made\s+)?(?:publicly\s+|freely\s+|openly\s+)?available\b|"
                   # "We release MV-RoboBench as an open resource to foster progress …"
                   r"\bwe (?:publicly )?(?:release|open-source)\b[^.]{0,120}?\bto (?:foster|facilitate|support|spur|encourage|"
                   r"enable|advance|accelerate|promote)\b|"
                   # "We make SynthKG and Distill-SynthKG publicly available.", "Our code and models will be open source.",
                   # "We open-sourced the dataset …", "We release all the code and data at an anonymous link."
                   r"^\W*we (?:also )?make\b[^.]{0,80}?\b(?:publicly|freely|openly)\s+available\b|"
                   r"\b(?:will\s+be|are|is)\s+(?:made\s+)?open[- ]?sourced?\W*$|^\W*we (?:also )?open[- ]?sourced?\b|"
                   r"^\W*we (?:also )?release (?:all |both )?(?:the |our )?(?:source )?(?:code|implementation)\b", re.IGNORECASE)
# "We hope this benchmark spurs further research …" answers nothing ("These findings suggest …" may state a finding)
_OUTLOOK = re.compile(r"^\s*as the (?:old )?(?:idiom|saying|proverb|adage) goes\b|"  # "As the idiom goes, a rising tide …"
                      r"^\s*(?:looking (?:forward|ahead)|going forward|in (?:the )?future(?: work)?),|"  # "Looking forward, we
                      # propose a structured framework for …": what comes next, not this work
                      r"^\s*(?:(?:overall|finally|together|taken together|collectively|in summary|in conclusion),\s*)?"
                      r"(?:(?:we|the authors) (?:hope|"
                      r"envision|believe)|this outlines\b|(?:this|our) (?:work|paper|study|research) (?:opens|paves|"
                      r"represents|marks|outlines|"
                      r"constitutes|takes|"
                      # "Our work introduces a new, theoretically-grounded paradigm for empowering small models …": the
                      # title said again as a closing claim (not "This work introduces X, a method that …")
                      r"introduces (?:a |an )?new\b[^.;]{0,40}?\b(?:paradigm|perspective|lens|direction))|"
                      r"(?:these (?:results|findings|analyses)|this (?:result|finding|analysis)) "
                      r"(?:highlights?|underscores?|advances?|calls?|opens?|paves?|supports? the "
                      r"(?:utility|value|promise|potential|"
                      r"viability|use))|(?:our|the) (?:results|findings|analyses) (?:highlight|underscore|call for|point to) "
                      r"(?:the )?(?:(?:urgent|pressing|critical) )?(?:need|importance|necessity|potential)|"
                      # "In summary, MMR-Life establishes a comprehensive foundation for evaluating, analyzing, …",
                      # "Overall, this multimodal formulation represents a foundation for future applications …"
                      r"(?<=,)\s*[^,]{1,60}?\b(?:establish|provid|offer|lay|serv|represent)\w*\s+(?:as\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,2}?"
                      r"(?:foundation|basis|testbed|resource|platform)\s+for)\b|"
                      # "These highlight ARMOR's effectiveness in …", "Its strong explainability and generality further
                      # highlight the potential for integration into …": praise of what was said, no figure
                      r"^\s*(?:(?:these|this)\s+(?:(?:results|findings|experiments|properties|observations)\s+)?|"
                      r"its\s+(?:[\w-]+\s+){0,4}?)(?:further\s+)?(?:highlights?|underscores?)\s+(?:the\s+|its\s+|[\w-]+['’]s\s+)"
                      r"(?:potential|promise|effectiveness|value|utility|viability|versatility|generality)\b(?!.*\d)",
                      re.IGNORECASE)
# "FideDiff offers a new direction for applying …, establishing a robust baseline for further advancing …" (of the
# paper's own work, with no result in it)
_OUTLOOK_CLAUSE = re.compile(r"\b(?:offers?|opens?(?: up)?|provides?|points? to|charts?) (?:a |an )?(?:new|promising|novel|"
                             r"exciting|fresh) (?:directions?|avenues?|paths?|perspectives?|lens)\b|\bpav(?:es|ing|ed) the way\b|"
                             # "Our framework offers a promising approach for building robust … detectors"
                             r"\b(?:offers?|provides?|presents?|represents?) (?:a |an )?promising (?:approach|solution|way|"
                             r"step|tool|alternative|avenue)\b|"
                             # "Consequently, Tequila offers a highly practical and efficient implementation for the
                             # deployment of …": praise of its use, no result
                             r"\b(?:offers?|provides?|presents?|represents?|delivers?) (?:a |an )?(?:highly |truly )?"
                             r"(?:practical|viable|deployable)(?:,? (?:and )?[\w-]+)? (?:solution|implementation|path|way|"
                             r"approach|tool|option|alternative|recipe)s? (?:for|to|toward|towards)\b|"
                             r"\binsights? towards?\b|\b(?:establish"
                             r"(?:es|ing)?|serv(?:es|ing) as) (?:a |an )?(?:robust|strong|solid|new|promising) (?:baseline|"
                             r"foundation|step(?:ping stone)?) (?:for|toward|towards) (?:further|future)\b|"
                             # "establishes a simple yet effective baseline for …, offering practical insights to guide
                             # future advancements"
                             # "GeomMotif … establishes a foundation for improving protein generative models"
                             r"\b(?:establish(?:es|ing)?|lays?|laying|provid(?:es|ing)) (?:a |an |the )?(?:solid |strong |"
                             r"principled |new |unified |rigorous |crucial |comprehensive |valuable |firm )?"
                             r"(?:foundation|groundwork) for\b(?!\s+our\b)|"  # ("a rigorous foundation for advancing …")
                             r"\bprovid(?:es|ing) (?:a |an )?(?:[\w-]+ )?(?:pathway|roadmap) (?:to|toward|towards)\b|"
                             r"\b(?:guide|inform|inspire|facilitate) future (?:advancements?|research|work|studies|"
                             r"developments?)\b|\b(?:lays?|laying) "
                             r"(?:the |a )?(?:groundwork|foundation) for (?:future|further)\b", re.IGNORECASE)
_REVEALS = re.compile(r"\breveal(?:s|ed|ing)?\b", re.IGNORECASE)
_FINDING = re.compile(r"\b(?:reveals?|shows?|finds?|found|demonstrates?|observes?|indicates?|confirm(?:s|ed)?|suggests?)\s+"
                      r"that\b|"
                      # "We assess each approach and find real-world evaluation …, while not perfect, to be most reliable"
                      r"\b(?:find|finds|found)\s+(?!that\b|ways?\b)[^.;:]{3,100}?\bto\s+be\s+(?:the\s+)?(?:most|least|more|"
                      r"less|best|worst|highly|consistently|significantly|particularly|especially|far|much)\b|"
                      r"\breveal(?:s|ed)?\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:distribution|pattern|trend|relationship|"
                      r"link|correlation|asymmetry|dichotomy|structure|phenomenon|gap)\b", re.IGNORECASE)  # "Our
# preliminary reveals a clear distribution: values are …"
_ACHIEVED_BY = re.compile(r"\b(?:achiev\w*|accomplish\w*|realiz\w*|do)\s+(?:this|that|so|these|both|it)\s+(?:by|through|via)\b|"
                          r"\b(?:is|are)\s+(?:achieved|accomplished|realized|done)\s+(?:by|through|via)\b", re.IGNORECASE)
_UNLIKE = re.compile(r"^\s*(?:unlike|in contrast to|as opposed to|compared (?:to|with)|different from)\s+(?:the\s+)?"
                     r"(?:existing|prior|previous|conventional|standard|traditional|current|other|earlier)\b", re.IGNORECASE)
_GAP = re.compile(r"^\s*(however|despite|although|though|yet|nevertheless|unfortunately)\b", re.IGNORECASE)


def _own(sentence: str, name: str | None) -> bool:
    """Does the sentence speak of the paper's own work (first person, or the method's name)?"""
    return bool(FIRST_PERSON.search(_COMMUNITY.sub("", sentence))) or bool(name and uses_name(sentence, name, ignore_case=True))


_COMMUNITY = re.compile(r"\bour\s+(?:community|field|society|discipline)\b", re.IGNORECASE)  # everyone's, not the paper's


def releases(abstract: str) -> bool:
    """Does the abstract say where its code, data or library is (or will be)?"""
    return any(_LINK.search(s) for s in split_sentences(abstract))  # (some of its patterns hold for a whole sentence)


def role(sentence: str, index: int, name: str | None = None) -> str:
    """link | outlook | result | method | condition | background | other, by cue words, position and whether the
    sentence speaks of the paper's own work (first person or the method's name). A link or an outlook ("We believe
    … could inspire future research", "Our work represents a significant step …") answers nothing."""
    if _LINK.search(sentence):
        return "link"
    if (_OTHER_WORK.search(sentence) or PRIOR_SAYS.match(sentence)) and not FIRST_PERSON.search(sentence):
        return "background"  # what an earlier paper did ('de Bortoli et al. (2022) proved ...'), not this one
    own = _own(sentence, name)
    if _OUTLOOK.match(sentence) or own and _OUTLOOK_CLAUSE.search(sentence) and not _RESULT.search(sentence) \
            and not _FINDING.search(sentence) and not _REVEALS.search(sentence):  # ("We find that model merging
        # offers a promising way …", "… and reveals fundamental limitations in current LLMs" is a finding)
        return "outlook"
    if not own and _GAP.match(sentence):
        return "background"  # 'Despite ..., existing works offer no ...': the gap the paper fills, not its result
    own = own or bool(_UNLIKE.match(sentence))  # "Unlike existing methods, p-less sampling has no hyperparameters"
    if (own or index > 0) and _ACHIEVED_BY.search(sentence):
        return "method"  # "We achieve this by developing a principled ELBO objective …", "This is achieved by
        # modifying the final transformer attention mask …": how, not a result
    told = _BUILT_ON_LEAD.sub("", sentence)  # what it does, not what it builds on ("Building on our … empirical studies, we
    # finally introduce a new framework: …" introduces the method)
    if _WE_LIST.match(told):
        return "method"  # "Concretely, we (i) use FMs to generate RMs …; (ii) associate …; and (iii) provide empirical
        # evidence …": the steps of the work, listed, though the last is its evaluation
    if (_RESULT.search(told) or _FINDING.search(told)) and (own or index > 1):
        return "result"  # "Evaluations across model categories reveal that while offline models …"
    if own and _METHOD.search(sentence) or INTRODUCES_WORK.search(sentence):
        return "method"
    if _CONDITION.search(sentence) and (own or index > 1):
        return "condition"
    if not own and (index <= 2 or _BACKGROUND.search(sentence)):
        return "background"
    return "method" if own else "other"


_WE_LIST = re.compile(r"^\W*(?:(?:Concretely|Specifically|In particular|To this end|In this (?:paper|work)),?\s+)?we\s+"
                      r"(?:\(i\)|\(1\)|1\))\s", re.IGNORECASE)
_BUILT_ON_LEAD = re.compile(r"^\W*(?:Building\s+(?:up)?on|Based\s+on|Motivated\s+by|Inspired\s+by|Guided\s+by|"
                            r"Grounded\s+in)\s[^,;]{3,120},\s+(?=we\s+(?:\w+\s+)?(?:propose|introduce|present|develop|"
                            r"design)\b)", re.IGNORECASE)


# what an early sentence says of other work or of the problem ("Previous algorithms, including Adam, …")
_PRIOR = re.compile(r"^\W*while\b|\b(?:previous|prior|standard|conventional|traditional|typical(?:ly)?|difficult\w*|"
                    r"deficienc\w*|well-(?:studied|researched|known)|lacks?|suffers?|problem|task involves|"
                    r"(?:is|are) essential)\b", re.IGNORECASE)
_EARLIER_WORK = re.compile(r"\b(?:conventional|existing|prior|previous|standard)\b", re.IGNORECASE)
_CONSTRAINS = re.compile(r"\b(?:constrain|restrict|impede|hamper)s?\b", re.IGNORECASE)
UNUSED = ("link", "outlook")  # roles of sentences that are never evidence (a link is, when asked for: ARTIFACT)
# what a paper releases ("Is the code available?", "Is there a library I can use?"): where it says so answers
_RELEASE = r"(?:code|library|libraries|implementation|repo|repository|weights|checkpoints?|demo|toolkit|package)"
ARTIFACT = re.compile(rf"\b(?:is|are)\s+there\s+(?:an?\s+|any\s+)?(?:public\s+|open[- ]source\s+)?{_RELEASE}\b|"
                      rf"\b{_RELEASE}\b[^?]*\b(?:available|released|public|open[- ]sourced?)\b|"
                      r"\bwhere\s+can\s+(?:I|we|one)\s+(?:get|find|download)\b|\bgithub\b|"
                      rf"\bwhere\s+(?:is|are)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?{_RELEASE}\b", re.IGNORECASE)
_CONTINUES = re.compile(r"^\s*(?:It|Its|They|Their|(?:The|This|Our) (?:method|approach|framework|model|algorithm|technique|"
                        r"design|system)|On (?:the )?one hand|In this way,\s+(?:it|they|the (?:method|approach|"
                        r"framework|model))\b)")  # ("In this way, it eliminates the use of risky KL regularization")


def roles_of(sentences: list[str], name: str | None) -> list[str]:
    """Each sentence's role in its abstract: `role`, where before 'we propose' what does not speak of the paper's
    own work is background ("As a result, batch ramps are tuned heuristically."), and a sentence that goes on about
    the work the sentence before it introduced is the paper's own ("This paper introduces a watermarking method. It is
    based on guiding the diffusion process …"), as is one that, between the work's introduction and its results, goes
    on describing its method in no words of its own ("Each subregion acts as a meta-arm …")."""
    roles = [role(plain(s), i, name) for i, s in enumerate(sentences)]  # as read: "**SpecBranch**" names it
    intro = intro_index(sentences)
    if intro is not None and roles[intro] == "result" and not _FINDING.search(sentences[intro]) \
            and not numbers(sentences[intro]):  # "Inspired by … to ensure accuracy …, we propose a new paradigm named
        roles[intro] = "method"  # Visual Self-Refine (VSR)": the work introduced, though it names what it ensures
    # an abstract that introduces no method ("We show that alternating RM+ converges …"): what comes before its own
    # voice is background ("Even beyond games, one could try to use RM variants for …")
    start = intro if intro is not None else next((i for i, s in enumerate(sentences) if FIRST_PERSON.search(plain(s))), 0)
    # (not what the paper's own analysis found, said right after it: "… we extend logit lens analysis … . The results
    # reveal a three-phase internal structure: …")
    # (nor what it found of the models before it: "While conventional multi-task world models like UniZero excel …,
    # we find that … gradient conflicts … constrain their sample efficiency" is the problem it then addresses)
    roles = ["background" if i < start and (r == "other" or not _own(s, name) or r == "result" and _PRIOR.match(s)
                                            and _faults_earlier_work(s))
             and r not in UNUSED and not (
        r == "result" and i > 0 and _own(sentences[i - 1], name) and roles[i - 1] != "background") else r
             for i, (s, r) in enumerate(zip(sentences, roles))]
    if intro is not None:  # after the work is introduced, an early sentence is background only by
        # what it says ("If the constraints are infeasible, the optimizer …" describes the optimizer just proposed)
        roles = ["other" if i > start and r == "background" and not (_BACKGROUND.search(s) or _GAP.match(s) or
                                                                     _OTHER_WORK.search(s) or _PRIOR.search(s)) else r
                 for i, (s, r) in enumerate(zip(sentences, roles))]
    # among the results, "Unfortunately, none of the models could benefit from …" is one
    roles = ["result" if i > start and r == "background" and _GAP.match(s) and "result" in roles[start:i] and
             not (_OTHER_WORK.search(s) or _PRIOR.search(s) or _OTHERS_DO.search(s)) else r
             for i, (s, r) in enumerate(zip(sentences, roles))]
    for i in range(1, len(sentences)):
        if roles[i] in ("background", "other") and roles[i - 1] in ("method", "result", "condition") \
                and (_CONTINUES.match(sentences[i]) or intro is not None and i > intro and _goes_on(sentences, i)) \
                and not _GAP.match(sentences[i]):
            roles[i] = "method"
        elif intro is not None and i > intro and roles[i] == "other" and roles[i - 1] == "method" and \
                "result" not in roles[intro:i]:  # the method described on, before its results ("Each subregion …")
            roles[i] = "method"
    return roles


def _faults_earlier_work(sentence: str) -> bool:
    """Does "While conventional …, we find that …" find a shortcoming of the earlier work ("… gradient conflicts …
    constrain their sample efficiency"), not a result of the paper's own ("… we show that TD learning enables …")?"""
    head, we, main = sentence.partition(", we ")
    return bool(we) and bool(_EARLIER_WORK.search(head)) and bool(_SHORTCOMING.search(main) or _CONSTRAINS.search(main))


def _goes_on(sentences: list[str], i: int) -> bool:
    """Does sentence i go on about a thing the sentence before it named ("… initializes two independent models, a
    Challenger and a Solver. These models are optimized separately …")?"""
    m = _DEMONSTRATIVE.match(sentences[i])
    return m is not None and bool(content_words(m.group(1))) and content_words(m.group(1)) <= content_words(
        sentences[i - 1].replace("-", " "))


_ENUMERATION = re.compile(r"\b(first|second|third|finally|two|three|both)\b|\((i|ii|iii|1|2|3)\)|(?<![\w(])[1-3]\)\s",
                          re.IGNORECASE)  # "(ii)", "2) model-bias conflict"
_PARTS = "steps stages components innovations contributions parts phases modules ingredients".split()  # of a method
_PART_NOUNS = "|".join(p[:-1] + "s?" for p in _PARTS)  # "steps?|stages?|…": one part or several
_COUNTED = re.compile(rf"\b(two|three|four|both|{_PART_NOUNS})\b", re.IGNORECASE)
# a list asked for ("the two steps", "its components"), not one of its items ("What does its reasoning module use?")
_LIST_ASKED = re.compile(rf"\b(two|three|four|both|{'|'.join(_PARTS)})\b", re.IGNORECASE)
# "However, existing methods often remove not only the target concept, but also …": the gap the work fills
_STATES_GAP = re.compile(r"^\W*However,\s+(?:existing|current|prior|previous|most|many|these|such|standard|conventional)\b|"
                         r"\b(?:unintention\w*|undesir\w*|inadvertent\w*)", re.IGNORECASE)
_ASKS_GAP = re.compile(r"^\W*(?:what|which)\s+(?:[\w-]+\s+){0,2}?(?:problems?|limitations?|gaps?|challenges?|issues?|"
                       r"shortcomings?|weakness\w*)\b", re.IGNORECASE)  # "What problem does X address?"
_SHORTCOMING = re.compile(r"\b(vulnerab\w*|fail\w*|suffer\w*|struggl\w*|limitations?|disadvantages?|lack\w*|hinder\w*|costly|"
                          r"insufficient|unstable|instabilit\w*|brittle|bottlenecks?|drawbacks?|shortcomings?|weakness\w*|"
                          # "This is unrealistic in traditional PU learning settings, …", "… introduces excessive value
                          # overestimation"
                          r"unrealistic|impractical|infeasible|misleading|excessive|overestimat\w*|"
                          r"remains? (?:vulnerable|limited|unclear|challenging|difficult)|prone to|overlook\w*|ignor\w*|"
                          r"risk of|exacerbat\w*|compromis\w*|degrad\w*|scarce|barriers?|unable|fall\w* short|"
                          # "This separation limits their ability to capture …"
                          r"limits?\s+(?:its|their|the|our)\s+(?:ability|capacity|expressiv\w*|applicability))\b",
                          re.IGNORECASE)
# names the winner: "Grok 4 (web) tops the global subset", whatever it calls it ("which models did best?")
_WINNER = re.compile(r"\b(?:tops|topping|leads (?:on|in|the)|ranks? first|comes? first)\b", re.IGNORECASE)
# (a result that is state of the art, not "using state-of-the-art attacks such as …")
_SUPERLATIVE = re.compile(r"\b(best|strongest|fastest|highest|lowest|most (?:effective|accurate|efficient)|top|"
                          r"outperform\w*|superior|(?:achiev\w*|attain\w*|reach\w*|sets?|setting|establish\w*|deliver\w*|"
                          r"yield\w*|new)\s+(?:an?\s+|new\s+)*state-of-the-art|state-of-the-art\s+(?:performance|results?|"
                          r"accuracy))\b|" + _WINNER.pattern, re.IGNORECASE)
# "Is off-policy GRPO better than on-policy GRPO?": a question that compares, and a sentence that says how they compare
ASKS_BETTER = re.compile(r"\b(?:better|worse|faster|slower|stronger|weaker|(?:more|less)\s+[\w-]+)\s+than\b|"
                         r"\b(?:outperform|beat|surpass)\w*\b", re.IGNORECASE)
SAYS_BETTER = re.compile(r"\b(?:better|worse|faster|slower|stronger|weaker|(?!rather\b|other\b)[\w-]+er\s+than|"
                         r"(?:more|less)\s+[\w-]+\s+than|"
                         r"outperform\w*|underperform\w*|surpass\w*|beats?|beating|superior|inferior|on\s+par|"
                         r"comparabl[ey]|matche?s|matching|lags?\s+behind|falls?\s+short)\b", re.IGNORECASE)
class _Unless:
    """A pattern whose matches inside a span of `unless` do not count (re has no variable-width lookbehind)."""

    def __init__(self, pattern: re.Pattern, unless: re.Pattern):
        self.pattern, self.unless = pattern, unless

    def search(self, text: str) -> re.Match | None:
        spans = [m.span() for m in self.unless.finditer(text)]
        return next((m for m in self.pattern.finditer(text) if not any(a <= m.start() < b for a, b in spans)), None)


_CAUSE_WORDS = re.compile(r"\b(because|due to|stems? from|lies in|arises? from|caused by|owing to|the reason|"
                          r"(?:key|main|primary|major|core|central|fundamental|root|one)\s+(?:reason|cause)s?\s+(?:is|are|"
                          r"lies|for)\b|"  # "A key reason is the models' insufficient understanding of complex motions"
                          r"attribut(?:ed|able) to|"
                    r"results? from|explain\w*|is driven by|causes?|correlat\w*|sources? of|(?:happens|occurs) when|"
                    # "… and identify the primary bottleneck: the datasets themselves"; "Instead, it comes down to …"
                    r"bottlenecks?|culprits?|(?:comes?|boils?) down to|"
                    r"hypothesi[sz]e that|(?:is|are|typically|often|closely|strongly)\s+linked\s+to|"  # "We hypothesize
                    # that this happens when the model drifts …"; "Repetition is typically linked to disruptions in …"
                    # "We suggest that low-frame-rate codecs' limitations are in both insufficient semantic decoupling …"
                    r"(?:limitations?|problems?|issues?|difficult(?:y|ies)|failures?)\s+(?:are|is|lie|lies)\s+in\b|"
                    r"motivation\s+(?:is|was)\s+that|"  # "Our main motivation is that the stage cost … can be noisy"
                    r"thereby|"  # "…, which combines many noise vectors per step, thereby reducing …"
                    # "Our results identify control-theoretic stability as the key mechanism underlying the benefits …"
                    # (not "the underlying mechanisms remain largely opaque")
                    r"(?:mechanisms?|reasons?|factors?)\s+underlying|underl(?:ie|ies)|accounts?\s+for|"
                    # "We identify two primary mechanisms that create these traps: frozen units …"
                    r"(?:mechanisms?|factors?)\s+(?:that|which)\s+(?:create|produce|drive|induce|cause|give\s+rise\s+to|"
                    r"lead\s+to)|"
                    r"(?:is|are)\s+responsible\s+for|"
                    # "We show that these forms of compression can induce a small number of highly sensitive directions"
                    # (not a purpose: "… as targets for an auxiliary … task to induce the target classifier")
                    r"(?<!\bto )induc(?:e|es|ed|ing)|gives?\s+rise\s+to|"
                    # "We identify that the fundamental challenge extends beyond error accumulation to …"
                    r"(?:fundamental|real|root|core|underlying|true|actual)\s+(?:challenge|problem|issue|cause|reason)s?"
                    r"\s+(?:is|are|lies|lie|extends?|stems?|comes?))\b", re.IGNORECASE)
# "The mirror step … mitigates the small–inverse-metric bottleneck": what a method does to the problem, not its cause
_CAUSE = _Unless(_CAUSE_WORDS, re.compile(r"\b(?:mitigat|overcom|address|alleviat|remov|resolv|eliminat|tackl|break|"
                                          r"circumvent|bypass|reliev|eas)\w*\s+(?:[\w–-]+\s+){0,4}?(?:bottlenecks?|"
                                          r"culprits?)\b", re.IGNORECASE))
_LIMIT = re.compile(r"\b(?:(?:fundamentally\s+)?limited|limits?|cannot|can not|impossible|upper bound|no amount of|"
                    r"prevent(?:s|ed)?|preclud(?:e|es|ed)|bounded by|incompatible|unsuitable|ill-suited|inapplicable|"
                    r"impractical|infeasible|"
                    r"intractable|NP-hard|prohibitive(?:ly)?|exponential\s+(?:number|cost|time|blow-?up))\b", re.IGNORECASE)
_ASKS_PURPOSE = re.compile(r"^\W*why\s+(?:do|does|did)\s+(?:they|it|the\s+authors|[\w-]+)\s+(?:use|adopt|employ|"
                           r"introduce|add|need|include|develop|design|build|choose|rely\s+on)\b", re.IGNORECASE)
_PURPOSE = re.compile(r"^\W*(?:For|To)\s+[^,]{3,60},\s|\b(?:in\s+order\s+to|so\s+that|so\s+as\s+to)\b|"
                      r",\s+(?:mitigating|reducing|avoiding|preventing|enabling|allowing|ensuring|eliminating)\b|"
                      r"\b(?:develop|use|introduce|design|employ|adopt|add|build|construct)\w*\s+[^,.;]{3,80}?\s+to\s+"
                      r"(?:\w+ly\s+)?(?!be\b)\w+", re.IGNORECASE)
# What some questions ask for in other words than a sentence says it: (token, the question's focus, what the question
# says, what a sentence that answers it says). "What weakness of X …?" is answered where X "remains vulnerable";
# "Which mode works best?" by the one that "achieves the strongest"; "Why does X …?" by where it "lies in" or "due to".
_CUES = [
    ("§shortcoming", "motivation", re.compile(r"\b(weakness\w*|problems?|limitations?|shortcomings?|flaws?|fail\w*|"
                                              r"drawbacks?|disadvantages?|downsides?|bottlenecks?|challenges?|"
                                              r"f[ae]ll\w* short|go(?:es)? wrong|wrong with|vulnerab\w*|susceptib\w*|"
                                              r"struggl\w*)\b",
                                              re.IGNORECASE), _SHORTCOMING),
    ("§best", "result", re.compile(r"\b(best|strongest|fastest|highest|lowest|top)\b", re.IGNORECASE), _SUPERLATIVE),
    ("§cause", "motivation", re.compile(r"^\W*(?:why|what (?:causes|drives|leads to))\b|" + CAUSE_ASKED.pattern,
                                        re.IGNORECASE), _CAUSE),
    # "Which models did they test?" of a benchmark: where "Experimental results reveal the limitations of 14 … ALLMs",
    # the models evaluated (counted or named), not the sentence that probes "the trustworthiness of ALLMs"
    ("§models", None, re.compile(r"\b(?:which|what)\s+(?:[\w-]+\s+){0,2}(?:models|LLMs|VLMs|MLLMs|systems|agents)\s+"
                                 r"(?:did|do|does|were|are|was)\s+(?:they|it|the\s+authors|\w+)?\s*(?:test|evaluat|"
                                 r"benchmark|compar|assess|stud)\w*", re.IGNORECASE),
     re.compile(r"\b\d+\s+(?:[\w()-]+\s+){0,6}?(?:[\w-]+\s+)?(?:models|LLMs|VLMs|MLLMs|ALLMs|systems|agents)\b|"
                r"\b(?:GPT|Claude|Gemini|Llama|LLaMA|Qwen|Mistral|DeepSeek)[\w.-]*\b[^.]{0,80}\b(?:GPT|Claude|Gemini|Llama|LLaMA|"
                r"Qwen|Mistral|DeepSeek)", re.IGNORECASE)),
    # "Why do they use sandbox environments?" asks what they are for: "For reliable evaluation, we develop simulated
    # sandbox environments to additionally evaluate …, mitigating potential biases of LLM-based judges", not a cause
    ("§purpose", "motivation", _ASKS_PURPOSE, _PURPOSE),
    # "Why can't resampling let weak models match strong ones?": where the abstract says what limits it ("this approach
    # is fundamentally limited when …", "Resampling cannot decrease this probability, so it imposes an upper bound")
    ("§limit", "motivation", re.compile(r"^\W*why\s+(?:can'?t|cannot|can not|couldn'?t|doesn'?t|does not|don'?t|do not|"
                                        r"won'?t|isn'?t|aren'?t)\b|"
                                        # "Why is finding cardinally-minimal explanations hard for standard networks?":
                                        # where "this task is often computationally infeasible, as it demands …"
                                        r"^\W*why\s+(?:is|are|was|were)\b[^?]*\b(?:hard|harder|difficult|challenging|"
                                        r"costly|expensive|infeasible|intractable|impractical)\b", re.IGNORECASE), _LIMIT),
    # "What model does it propose?": where it says "we propose …"
    ("§proposes", None, re.compile(r"\b(?:what|which)\b[^?]*?\b(?:does|do|did) (?:it|they|the (?:paper|authors|work)) "
                                   r"(?:also )?(?:propose|introduce|present|develop|design|release)\b", re.IGNORECASE),
     re.compile(r"\b(?:we|the authors|this (?:paper|work))\s+(?:also\s+|further\s+|then\s+)?(?:propose|introduce|present|"
                r"develop|design|release)\b", re.IGNORECASE)),
    # "On which environments was it evaluated?": where "Experiments on MuJoCo and SMAC show …"
    # (not "What benchmark does it present?": the one it made, said where "we present OmniText-Bench, …")
    ("§testbed", None, re.compile(r"^(?![^?]*\b(?:(?:does|do|did)\s+(?:[\w-]+\s+){1,4}?(?:present|introduce|propose|build|"
                                  r"construct|release|create|curate|develop)|(?:is|was|are|were)\s+(?:\w+\s+)?(?:presented|"
                                  r"introduced|proposed|built|constructed|released|created|curated|developed))\b)[^?]*?(?:"
                                  r"\b(?:which|what)\s+(?:[\w-]+\s+){0,2}(?:environments?|benchmarks?|datasets?|tasks?|"
                                  r"domains?|testbeds?)\b|\b(?:evaluated|tested|validated|benchmarked)\s+(?:on|in)\b|"
                                  r"\bon\s+(?:which|what)\b[^?]*\b(?:evaluated|tested|validated)\b)", re.IGNORECASE),
     # ("Empirically, across translation tasks in medical imaging, remote sensing, …, our framework improves …")
     re.compile(r"\b(?:experiments?|evaluat\w*|tested|validated)\s+(?:[\w-]+\s+){0,3}?(?:on|across)\b|"
                r"^\W*empirically,?\s+(?:on|across|in)\b|\bacross\s+(?:[\w-]+\s+){0,4}?(?:tasks|benchmarks|datasets|"
                r"domains|environments)\b", re.IGNORECASE)),
    # "What tasks does SynCoGen do well on?": where it "achieves state-of-the-art performance in unconditional small
    # molecule graph and conformer generation, and … competitive performance in zero-shot molecular linker design …"
    ("§does_well", None, re.compile(r"\b(?:do|does|did|doing|perform\w*|work\w*)\s+(?:\w+\s+)?(?:well|strongly)\b|"
                                    r"\b(?:good|strong)\s+at\b|\bexcels?\b", re.IGNORECASE),
     re.compile(r"\b(?:state-of-the-art|SOTA|competitive|outperform\w*|superior|excel\w*|best|strong(?:er|est)?\s+"
                r"(?:performance|results))\b", re.IGNORECASE)),
    # "What architectures do they use?": where it "employs a latent diffusion model with … a … decoder"
    ("§architecture", None, re.compile(r"\b(architectures?|backbones?|model designs?)\b", re.IGNORECASE),
     re.compile(r"\b(architectures?|backbones?|encoders?|decoders?|branch(?:es)?|layers?|transformers?|modules?|"
                r"employs?|consists? of|built (?:on|upon)|composed of)\b", re.IGNORECASE)),
    # "How do they get non-factorized predictions …?": where "This is achieved by modifying the attention mask …"
    ("§how", "method", re.compile(r"^\W*how\s+(?:do|does|did|can|could|is|are|was|were)\b", re.IGNORECASE), _ACHIEVED_BY),
    # "How are the long-form answers graded?": where "Deploying an ensemble LLM-as-a-Judge paradigm …, we demonstrate
    # how model-generated reasoning steps can be evaluated …", whatever it grades
    ("§graded", None, re.compile(r"\bhow\s+(?:are|is|were|was|do|does|did)\b[^?]*\b(?:graded|grade|evaluated|evaluate|"
                                 r"assessed|assess|scored|score|judged|judge|rated|rate)\b", re.IGNORECASE),
     re.compile(r"\b(?:judges?|judging|graders?|grading|rubrics?|LLM-as-an?-[Jj]udge|human (?:experts?|evaluation|raters?|"
                r"annotators?)|expert validation)\b", re.IGNORECASE)),
    # "Where does it compress visual tokens?": where it says "… is feasible at the input stage of LLM"
    ("§where", None, re.compile(r"^\W*where\s+(?:does|do|did|is|are|was|were|can|should)\b", re.IGNORECASE),
     re.compile(r"\b(?:at|in|within|inside|before|after|into)\s+(?:the\s+|a\s+|each\s+|every\s+)?(?:[\w-]+\s+){0,2}?"
                r"(?:stages?|layers?|levels?|steps?|phases?|input|output|beginning|start|end|front|encoder|decoder|space|"
                r"modules?|blocks?|heads?|matri(?:x|ces)|projections?)\b",  # "… routes LoRA experts into the core
                re.IGNORECASE)),  # projection matrices of the attention module"
    # "How does it differ from Bradley-Terry with margin terms?": where "Unlike existing heuristic methods that manually
    # specify fixed margins …, our approach learns …"
    # "Why would spectral gradient descent generalize better than plain gradient descent?": where "unlike GD, which
    # prioritizes learning dominant principal components first, SpecGD learns all principal components at equal rates"
    ("§contrast", None, re.compile(r"\b(?:differ\w*|different(?:ly)?\s+from|distinguish\w*|contrast\w*|unlike|versus|"
                                   r"vs\.?)\b|^\W*why\b[^?]*\b(?:(?:better|worse|faster|slower|(?:more|less)\s+[\w-]+)\s+than|"
                                   r"outperform\w*)\b", re.IGNORECASE),
     re.compile(r"\b(?:unlike|in contrast|by contrast|contrary to|as opposed to|rather than|instead of|whereas|"
                r"differs? from|different from|departs? from)\b", re.IGNORECASE)),
    # "In which languages?": where "… questions in English and German", not "large language models"
    ("§languages", None, re.compile(r"\b(?:which|what|how many)\s+(?:[\w-]+\s+){0,2}?languages\b", re.IGNORECASE),
     re.compile(r"\b(?:English|Chinese|Mandarin|German|French|Spanish|Japanese|Korean|Arabic|Hindi|Russian|Portuguese|"
                r"Italian|Dutch|Turkish|Vietnamese|Indonesian|Swahili|Bengali|Urdu|Persian|Thai|Polish|Greek|Hebrew|"
                r"multilingual|\d+\s+languages|cross-lingual)\b")),
    # "How does adversarial robustness scale with input dimension?": where the abstract gives the rate ("… can be only
    # $1/\sqrt{d}$ of the best possible …"), not only where it says it "can degrade as the input dimension increases"
    ("§rate", None, re.compile(r"\b(?:scal(?:e|es|ing)|grows?|growing|decays?|shrinks?|degrades?)\s+with\b|"
                               r"\bhow\s+(?:fast|quickly|slowly)\b|\b(?:at\s+)?what\s+rate\b", re.IGNORECASE),
     re.compile(r"\$[^$]*(?:\\sqrt|\\log|\^|/|O\(|\\Omega|\\Theta|\\mathcal\{O\})[^$]*\$|[√]|\b(?:O|Ω|Θ)\(|"
                r"\b(?:linear(?:ly)?|quadratic(?:ally)?|exponential(?:ly)?|polynomial(?:ly)?|logarithmic(?:ally)?|"
                r"sublinear(?:ly)?|superlinear(?:ly)?)\b", re.IGNORECASE)),
    # "How long can the audio be?": where a duration or a length is given ("… long-form speech (up to 30 minutes) …"),
    # not "… efficiency for processing long sequences"
    ("§duration", None, re.compile(r"\bhow\s+long\b", re.IGNORECASE),
     re.compile(r"\d[\d,.]*\s*[kKM]?\s*(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|"
                r"frames?|tokens?|steps?|words?|pages?)\b", re.IGNORECASE)),
    # "Do they generalize to longer sequences?": where the abstract speaks of length generalization or extrapolation,
    # not "This generalization unifies many existing architectures …"
    ("§length", None, re.compile(r"\bgeneraliz\w*\s+(?:well\s+)?(?:to|on)\s+longer\b|\blength\s+generaliz\w*|"
                                 r"^\W*(?:does|do|did|can|could|will)\b[^?]*\bextrapolat\w*", re.IGNORECASE),
     re.compile(r"\blength\s+(?:generaliz\w*|extrapolat\w*)|\bextrapolat\w*|\bgeneraliz\w*\s+(?:\w+\s+){0,3}?(?:to|on)\s+"
                r"longer\b|\bbeyond\s+(?:their|its|the)\s+training\s+(?:length|horizon|window|context)", re.IGNORECASE)),
    # "When can less data beat all of it?": where the abstract says under what conditions ("we show that under certain
    # conditions, small curated datasets can outperform full datasets"), not the study's setup
    ("§when", "condition", re.compile(r"^\W*(?:when|under\s+what)\b", re.IGNORECASE),
     re.compile(r"\b(?:under\s+(?:certain|which|what|these|some|mild|specific|appropriate)\s+(?:[\w-]+\s+)?(?:conditions?|"
                r"assumptions?|regimes?|circumstances)|if\s+and\s+only\s+if|provided\s+that|as\s+long\s+as|only\s+(?:if|when)|"
                r"phase\s+transitions?|(?:whenever|when)\s+(?:the\s+)?[\w-]+\s+(?:is|are|exceeds?|grows?|falls?)\b)",
                re.IGNORECASE)),
    # "How should compute be split between full-precision and quantization-aware training?": where the abstract gives
    # the share ("the loss-optimal ratio of QAT to FP training increases with …"), not a method that saves compute
    ("§share", None, re.compile(r"\b(?:split|splits|splitting|allocat\w*|divid\w*|distribut\w*|apportion\w*)\s+"
                                r"(?:[\w-]+\s+){0,3}?(?:between|among|across)\b|\bhow\s+(?:much|many)\b[^?]*\b(?:should|"
                                r"to)\b[^?]*\b(?:spent|spend|given|go|goes|devoted)\b|\b(?:optimal|best|right)\s+(?:split|"
                                r"allocation|ratio|balance|fraction|share|proportion|mix)\b", re.IGNORECASE),
     re.compile(r"\b(?:ratios?|fractions?|proportions?|allocations?|shares?\s+of|splits?|percent(?:age)?\s+of|"
                r"\d+(?:\.\d+)?\s*%\s+of)\b", re.IGNORECASE)),
    ("§better", None, ASKS_BETTER, SAYS_BETTER),
    # "…, and what does it use instead?": where the abstract answers the problem it just named ("We address this
    # through introducing a 3D scene memory …"), or says what it does instead
    ("§instead", None, re.compile(r"\b(?:instead|in\s+its\s+place)\b", re.IGNORECASE),
     re.compile(r"^\W*(?:we|this\s+(?:paper|work))\s+(?:\w+\s+)?(?:address|solve|overcome|tackle|resolve|fix|remedy|"
                r"circumvent|avoid)\w*\s+(?:this|these|that|it|them)\b|\binstead\b|\brather\s+than\b", re.IGNORECASE)),
    # "How does the adversarial assistant learn to mislead its teammates?": where "Leveraging techniques from MBRL, the
    # AI assistant learns a model of the humans' trust …" (the means, set before what it does), not only "we achieve"
    ("§means", "method", re.compile(r"^\W*how\s+(?:do|does|did|can|could|is|are|was|were)\b", re.IGNORECASE),
     re.compile(r"^\W*(?:Leveraging|Using|Exploiting|Employing|Adopting|Building\s+(?:up)?on)\s+"
                r"(?!(?:extensive|comprehensive|these|this|that|such|our|the\s+(?:above|same))\b)[^,.]{3,120},",
                re.IGNORECASE)),
    # "What does pretraining performance depend on?": where "… which depend on the amount of data on both tasks, …"
    ("§depends", None, re.compile(r"\bdepend(?:s|ing)?\s+(?:on|upon)\b|\bwhat\s+(?:determines|governs|controls)\b",
                                  re.IGNORECASE),
     re.compile(r"\bdepend(?:s|ent|ence|ing)?\s+(?:on|upon)\b|\bfunctions?\s+of\b|\b(?:governed|determined|controlled|"
                r"dictated)\s+by\b", re.IGNORECASE)),
    # "What does the optimal subsidy reduce to?": where "the problem simplifies to a one-dimensional concave …"
    ("§reduces", None, re.compile(r"\b(?:reduces?|simplif(?:y|ies)|boils?\s+down|collapses?)\s+to\b", re.IGNORECASE),
     re.compile(r"\b(?:reduc(?:es?|ed|ing)|simplif(?:y|ies|ied)|boils?\s+down|collapses?|amounts?|is\s+equivalent)\s+to\b",
                re.IGNORECASE)),
    # "What data is NeuralOS trained on?": where "The model is trained on a dataset of Ubuntu XFCE recordings …", not
    # "… shows that synthesized training data can teach the model to simulate applications …"
    # (what it is trained on: "… than they were trained on?" asks no such thing)
    ("§trained_on", None, re.compile(r"^\W*(?:what|which)\b[^?]*\b(?:trained|pre-?trained|fine-?tuned|learn(?:s|ed)?)\s+"
                                     r"(?:it\s+|them\s+)?(?:on|from)\s*\??\s*$|\b(?:on|from)\s+(?:what|which)\b[^?]*\b"
                                     r"(?:trained|pre-?trained|fine-?tuned)\b|\b(?:what|which)\s+(?:[\w-]+\s+){0,2}?(?:data|"
                                     r"datasets?|corpus|corpora)\s+(?:is|are|was|were|do|does|did)\b[^?]*\b(?:train\w*|"
                                     r"learn\w*)\b", re.IGNORECASE),
     re.compile(r"\b(?:trained|pre-?trained|fine-?tuned)\s+(?:\w+\s+){0,3}?(?:on|from)\s+(?!the\s+other\b)|"
                r"\b(?:datasets?|corpus|corpora|collection)\s+of\b|\b(?:collected|curated|gathered)\b", re.IGNORECASE)),
]


# what they find is what is asked (a length, a language, what it does well), not its setting
_STATES_ASKED = ("§languages", "§duration", "§length", "§does_well")
# (say it of whatever they say)
_ANY_SUBJECT = ("§proposes", "§testbed", "§models", "§graded", "§where", "§languages", "§duration", "§length",
                "§trained_on")


def cues_of(text: str, focus: str) -> list[tuple[str, re.Pattern]]:
    """The cues (above) a question part asks with: (token, what a sentence that answers it says). "Was it tested on
    real hardware?" names its testbed: the sentence that says it answers, not one on where experiments ran."""
    found = [(token, says) for token, want, asks, says in _CUES if want in (focus, None) and asks.search(text)
             and not (token == "§testbed" and _YES_NO.match(text))]
    purpose = any(token == "§purpose" for token, _ in found)
    return [(token, says) for token, says in found if not (purpose and token == "§cause")]  # what for, not what caused
# words a question and an abstract say the same thing with ("does giving both help?": "none could benefit from the
# simultaneous provision of both"): a few verbs of effect and of evaluation, stemmed as content words are
_SAME_WORDS = ["help benefit improve boost gain", "hurt harm degrade impair", "give provide provision supply",
               "grade evaluate judge assess", "cheap inexpensive affordable", "fast quick rapid",
               "property characteristic attribute trait", "problem limitation issue", "beat outperform surpass exceed",
               "data dataset", "scale scalable scalability", "sync synchronize synchronization synchrony synchronise",
               "switch alternate interleave", "reformulate reconceptualize recast reframe",
               "past prior previous earlier preceding"]
SAME = {w: frozenset(group - {w}) for group in (content_words(g) for g in _SAME_WORDS) for w in group}
NAME_BONUS = 0.08
# "Does softmax stay Bayes-optimal with finite samples?": one claim, the sentences that say it
_THIS_METHOD = re.compile(r"^\W*(?:\w+,\s*)?(?:this|that|such\s+an?|the\s+latter)\s+(?:method|approach|technique|strategy|"
                          r"scheme|solution|paradigm|workaround)\b", re.IGNORECASE)  # "Yet, this method requires …"
_YES_NO = re.compile(r"^\W*(?:does|do|did|is|are|was|were|can|could|has|have|will|would)\b", re.IGNORECASE)
REPEATED = 0.3  # a sentence the last answer gave scores this much lower in a follow-up ("What weaknesses did it
# reveal?" after WorldGym's answer: not its correlation with real-world success again)
METHOD_SHARE = 0.6  # how a named paper does something: its method sentences scoring at least this share of the best
SECOND_SHARE = 0.4  # a part of a multi-part question: a second sentence scores at least this share of the best
HEAD_BONUS = 0.15  # a sentence that says the thing a part asks for by name ("which benchmarks …?": "benchmarks")
# when, not what is asked: "… sparse during training hurts …", "… at inference time?"
_DURING = re.compile(r"\b(?:during|at|while)\s+(?:[\w-]+\s+)?[\w-]+?(?=\s+\w+s\b|\s*[?,;.]|$)", re.IGNORECASE)
# light verbs of what is asked
_NEED_WORDS = content_words("need needs require requires use uses rely depend have has involve make makes")
_HOW_MANY_OF = re.compile(r"^\W*how\s+many\s+((?:[\w-]+(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+))*[\w-]+)", re.IGNORECASE)
_HOW_MANY = re.compile(r"^\W*how\s+many\b", re.IGNORECASE)
_HOW_MUCH = re.compile(r"^\W*(?:and\s+)?(?:by\s+)?how\s+(?:much|many)\b", re.IGNORECASE)  # an amount asked
# "How little labeled data does SSPO need?", "How much compute does it save?": an amount, said in numbers
_ASKS_AMOUNT = re.compile(r"^\W*how\s+(?:much|little|few)\b", re.IGNORECASE)
# a number and the thing it counts, a word or two later ("a total of 38 models", "12 diverse tasks")
_NUMBER_OF = re.compile(r"\b(?:\d[\d,.]*[kKMB]?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens|"
                        r"hundreds|thousands|millions)\s+((?:[\w-]+\s+){0,2}[\w-]+)", re.IGNORECASE)


# "How big is SportR?" asks for its size: the sentence that counts what it holds ("a dataset of 5,017 images and 2,101
# videos", "44.8k hours of data"), not one that calls it "large-scale"
_HOW_BIG = re.compile(r"\bhow\s+(?:big|large)\s+(?:is|are|was|were)\b|\bwhat\s+(?:is\s+)?(?:the\s+)?size\b|\bhow\s+much\s+data\b",
                      re.IGNORECASE)
# "comprises 1,080 prompts", "a 300K-scale dataset", "2.3 billion tokens", "3,300 high-quality scientific text–figure pairs"
_SIZE_STATED = re.compile(r"(?<![\w.])\d[\d,.]*\s?(?:[kKMB]|\s(?:thousand|million|billion|trillion))?(?:-[a-z]+)?\s+"
                          r"(?:[\w–-]+\s+){0,3}?(?:[a-z–-]+s|data|dataset|corpus)\b(?!\s*(?:faster|slower|"
                          r"higher|lower|more|fewer|better|less|smaller|larger)\b)")
# what is evaluated on it, not what it holds: "The evaluation of 37 advanced models highlights …"
_EVALUATED = re.compile(r"(?:models|methods|baselines|approaches|systems|agents|LLMs|MLLMs|VLMs)$", re.IGNORECASE)


def _states_size(sentence: str) -> bool:
    """Does the sentence count what something holds ("comprises $1,080$ challenging prompts", read without its TeX)?"""
    return any(not _EVALUATED.search(m.group()) for m in _SIZE_STATED.finditer(plain(sentence)))


_ASKS_WHICH = re.compile(r"^\W*(?:and\s+)?(?:which|what)\s+(?:[\w-]+\s+)?[\w-]+s\b(?!\s+(?:it|its|they|the)\b)", re.IGNORECASE)


def _names_them(sentence: str, head: set[str], question: str) -> bool:
    """Does the sentence name two things or more, the question did not, after the thing asked for ("optimizers:
    Row and Column Scaled SGD (RACS) and Adaptive low-dimensional subspace estimation (Alice)")?"""
    text = plain(sentence)
    at = [m.end() for m in re.finditer(r"[\w-]+", text) if content_words(m.group()) & head]
    return bool(at) and len(set(names_in(text[at[0]:])) - set(names_in(question))) >= 2


def _counts(sentence: str, head: set[str]) -> bool:
    """Does the sentence give a number of the thing asked for ("How many models …?": "training a total of 38
    models")?"""
    return any(content_words(m.group(1)) & head for m in _NUMBER_OF.finditer(plain(sentence)))


_BONUS = {("result", "result"): 0.12, ("condition", "condition"): 0.10, ("method", "method"): 0.08,
          ("what", "method"): 0.05, ("name", "method"): 0.05, ("motivation", "background"): 0.10}


def paper_label(source: Source) -> str:
    """How a paper is named to the reader and the model: the name the question calls it by (`called_by`), else its
    method name, else its title."""
    return source.label or short_name(source.paper.title, source.paper.abstract) or plain(source.paper.title)


def called_by(source: Source, names: Sequence[str]) -> str | None:
    """The paper's own name that the question calls it by when that is not the name it usually goes by: "How does
    EMAC pick …?" of the paper that introduces "a novel … (AUTTA) framework, Exposing Mixture and Annotating
    Confusion (EMAC)" is answered about EMAC, not AUTTA. Never a name it only cites."""
    usual = short_name(source.paper.title, source.paper.abstract)
    # (not the field's name the abstract used before it spoke of its own work: "… is often addressed using
    # Multi-Agent Reinforcement Learning (MARL)", however its own method is then spelled)
    asked = {n.lower(): n for n in names if _first_said_as_own(source.paper.abstract, n)}
    if not asked or usual and usual.lower() in {n.lower() for n in names}:
        return None
    return next((asked[n.lower()] for n in introduced_names(source.paper.abstract) if n.lower() in asked), None) or \
        next((n for n in asked.values() if gives_name(source.paper.abstract, n)), None)


def _first_said_as_own(abstract: str, name: str) -> bool:
    """Does the abstract first use `name` in a sentence about its own work ("we", "our", "this paper")?"""
    first = next((s for s in split_sentences(plain(abstract)) if uses_name(s, name)), None)
    return first is not None and FIRST_PERSON.search(first) is not None


@dataclass
class PartEvidence:
    """One part of the question and the sentences (per source number) that answer it."""

    part: Part
    sentences: dict[int, list[str]] = field(default_factory=dict)


@dataclass
class Plan:
    """The papers an answer is about (targets), the others it also reads, and the evidence for each question part."""

    question: Question
    targets: list[Source]
    others: list[Source]
    parts: list[PartEvidence] = field(default_factory=list)
    context: dict[int, str] = field(default_factory=dict)  # source n -> its introduction, read but chosen by no part

    @property
    def used(self) -> list[Source]:
        """Every source that gives evidence, in [n] order."""
        return sorted((s for s in self.targets + self.others if s.evidence), key=lambda s: s.n)

    @property
    def reading_order(self) -> list[Source]:
        """The sources that give evidence, the papers the question is about first."""
        return [s for s in self.targets if s.evidence] + [s for s in self.used if s not in self.targets]


_TWO_PAPERS = re.compile(r"\b(two|both|the other|each of (them|the)|which of (them|the two)|versus|vs\.?)\b", re.IGNORECASE)
# "the two key innovations of LiteGuard", "both white-box and black-box": the parts of one paper, not two papers
_PARTS_OF_ONE = re.compile(r"\b(?:two|both)\s+(?:[\w-]+\s+){0,2}?(?:components?|innovations?|steps?|stages?|parts?|"
                           r"contributions?|modules?|ingredients?|ideas?|mechanisms?|losses|objectives?|variants?)\b|"
                           r"\bboth\s+[\w-]+\s+and\s+[\w-]+(?=\s+(?!both\b)[\w-]+)", re.IGNORECASE)


def _two_papers(question: str) -> bool:
    """Does the question speak of two papers ("both papers", "X and Y both", "the other"), not of two parts of one?"""
    return bool(_TWO_PAPERS.search(_PARTS_OF_ONE.sub(" ", question)))


def _relevance(source: Source) -> float:
    hit = source.paper
    return hit.relevance if hit.relevance is not None else (hit.dense_score or 0.0)


def _named(source: Source, question: str) -> bool:
    """Does the question use this paper's name ('Prior Depth Anything fuses ...')?"""
    own = short_name(source.paper.title, source.paper.abstract)
    if not own or not uses_name(question, own, ignore_case=True):
        return False
    # an acronym spelled like a word, written as the word ("trivial chord outputs"), is not CHORD
    return not (own.isupper() and len(own) > 2 and not uses_name(question, own) and uses_name(question, own.lower()))


def _title_said(source: Source, question: str) -> bool:
    """Does the user's question give this paper's title, or its part before the colon, of three words or more ("Compare
    FIRE with 'Barriers for Learning in an Evolving World'" of a paper with no short name), or ask the title in its own
    words (`title_asked`)?"""
    head = " ".join(source.paper.title.split(":")[0].split()).lower()
    return len(head.split()) >= 3 and head in " ".join(question.split()).lower() or title_asked(source.paper.title, question)


def _term_of(name: str, targets: list[Source], question: Question) -> bool:
    """Is `name` a term of a paper the question already names, said as that paper says it? Not in a comparison."""
    return bool(name) and not question.compare and any(_said_with(question.text, name, t.paper.abstract)
                                                       for t in targets)


def _said_with(question: str, name: str, abstract: str) -> bool:
    """Does the abstract say `name` with a word the question puts beside it ("VM code" of "… on VM code
    generation")?"""
    for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", question):
        after = re.match(r"[\s-]+([A-Za-z][\w-]*)", question[m.end():])
        before = re.search(r"([A-Za-z][\w-]*)[\s-]+$", question[:m.start()])
        pairs = [f"{name} {after[1]}" if after and content_words(after[1]) else "",
                 f"{before[1]} {name}" if before and content_words(before[1]) else ""]
        patterns = [r"[\s-]+".join(map(re.escape, p.split())) for p in pairs if p]
        if any(re.search(rf"(?<!\w){p}(?!\w)", abstract, re.IGNORECASE) for p in patterns):
            return True
    return False


def plan(sources: list[Source], question: Question, margin: float, described: Sequence[str] = (),
         floor: float = 0.0) -> Plan:
    """Targets: the papers the question names (in the order it names them), then those it describes ('one paper
    ..., the other ...', found by `Retriever.add_described`), else the most relevant one (two for a comparison;
    a second one only when its relevance reaches `floor`, the relevance gate's: a comparison with a paper the
    question is not about is no answer). Others: for a question that names no paper, describes none ("according
    to the … paper") and compares nothing, the papers whose relevance is within `margin` of the best one's."""
    targets: list[Source] = []
    said = [n for n in question.names if n.lower() in CONTEXT.sub("", question.text).lower()]  # the user's, not the context's
    if question.follow_up and said and sources and sources[0].paper.title in question.text and not question.compare and \
            all(uses_name(f"{sources[0].paper.title} {sources[0].paper.abstract}", n) for n in said):
        # "How big are its gains on MQAR and RULER?" after HDLA, which reports both: HDLA's, not the paper named MQAR
        return Plan(question, [sources[0]], [])
    # a follow-up's names are the user's, not those of the title it is given as context ("Self-Evolving" of "Which RL
    # algorithm does it use? (about the paper "Self-Evolving Vision-Language Models …")" names no other paper)
    asked = said if question.follow_up else question.names
    # a name that is part of another asked ("CTC" of "CTC-DRO") after it: the field's term, not another paper's name
    parts = [n for n in asked if any(n != m and re.search(rf"(?<!\w){re.escape(n)}(?!\w)", m) for m in asked)]
    owned = {name_key(n) for s in sources for n in own_names(s.paper.title, s.paper.abstract)}
    # a paper's own name before a term some papers use ("… keep BNN training binary, and what does BEP do …?": BEP's
    # paper, whose abstract says "BNNs" too, not a paper on Bayesian "BNN"s), each spelled as asked before spelled
    # alike ("TRAPO" before "TraPO", "Tree-GRPO" before "TreeGRPO")
    for name in sorted([n for n in asked if n not in parts], key=lambda n: name_key(n) not in owned) + parts:
        hit = next((s for exact, cased in ((True, True), (True, False), (False, False)) for s in sources
                    if s not in targets and mentions(s.paper.title, s.paper.abstract, name, exact, cased)), None)
        if hit is None:  # "optimized by Parallel RL (ParaRL)"; not "RLVR", which many abstracts spell out
            definers = [s for s in sources if defines(s.paper.abstract, name)]
            hit = definers[0] if len(definers) == 1 and definers[0] not in targets else None
        if hit is None and (not targets and name_shaped(name) or question.compare and not generic(name)):  # "What
            # two issues did the authors find in AMB?": the one paper that discusses a method no paper owns or spells
            # out ("we revisit the only known algorithm AMB …"), or names a second thing it introduces ("GuidedEval");
            # "Compare SpikeScore with CopyPasteLLM": the one paper that uses the name ("… and instantiate it through
            # CopyPasteLLM")
            sole = sole_user([s.paper.abstract for s in sources], name)
            hit = sources[sole] if sole is not None else None
        if hit is not None and any(uses_name(f"{t.paper.title} {t.paper.abstract}", name) for t in targets) and \
                (name_key(name) not in {name_key(n) for n in own_names(hit.paper.title, hit.paper.abstract)} or
                 _term_of(name, targets, question)):
            hit = None  # "… what drawbacks of a fixed global ETF does ProNC address?": a term of the paper named
            # already, not another paper because it uses the term too (one whose own name it is stays: "vs Saguaro",
            # but not when the question says it as the named paper does: "ShieldedCode … on VM code generation" is
            # ShieldedCode's "L0 VM code generation", not Value Matching's "VM")
        if hit is not None and hit not in targets:  # "the difference between MoVT and AdaVaR": one paper's two names
            targets.append(hit)
    # a name the question spells as one target does is not another paper's in other case ("TRAPO", not "TraPO")
    cased = {n.lower() for n in question.names for t in targets
             if mentions(t.paper.title, t.paper.abstract, n, exact=True, cased=True)}
    # a follow-up that names its paper ("How does UltraViCo fix it?" after Self-Forcing++) is about that paper, not
    # also the one whose title it is given as context (unless it compares them)
    own_text = CONTEXT.sub("", question.text) if question.follow_up and targets and not question.compare else question.text
    followed = followed_title(question.text) if question.follow_up else None

    def named_in(src: Source) -> str:  # the followed paper's title names no other paper: "And for non-identical
        # distributions? (about the paper "Learning in Prophet Inequalities …")" is not about the paper named Prophet
        return own_text if followed is None or src.paper.title == followed else CONTEXT.sub("", question.text)

    targets += [s for s in sources if s not in targets and (_named(s, named_in(s)) and
                (own := short_name(s.paper.title, s.paper.abstract) or "").lower() not in cased and
                not _term_of(own, targets, question) or _title_said(s, CONTEXT.sub("", question.text)))]
    if question.follow_up and not targets:  # "Which RL algorithm does it use?" after EvoQuality: EvoQuality's, not
        # a paper that scores higher on "RL algorithm" ("Towards Self-Evolving Agent Benchmarks …")
        targets += [s for s in sources if s.paper.title == followed][:1]
    named = bool(targets)
    for pid in described:
        hit = next((s for s in sources if s.paper.paper_id == pid), None)
        if hit is not None and hit not in targets and len(targets) < 2:
            targets.append(hit)
    # "compared with a cosine schedule" about one named paper is not a comparison of two papers
    # two names that are no paper's own ('CLIP or CLAP embeddings') do not make a comparison of two papers
    # "How does it compare with joint training?" after an answer: the paper against a baseline, not two papers
    two = named and (len(targets) > 1 or _two_papers(question.text)) or \
        not named and cued_compare(question.text) and not question.follow_up
    wanted = 2 if question.compare and two else 1
    # by relevance to the question, not fused rank; of the papers about as relevant as the best, first those whose
    # abstracts use the names the question uses without owning them ('cheaper than MetaV': the one on MetaV)
    best = max((_relevance(s) for s in sources), default=0.0)
    near = [s for s in sources if _relevance(s) >= best - margin]

    def names_used(src: Source) -> set[str]:
        text = src.paper.title + " " + src.paper.abstract
        return {n for n in question.names if uses_name(text, n)}

    # a name counts only when it tells the near papers apart ('CLIP', used by all of them, does not)
    seen = Counter(n for s in near for n in names_used(s))

    def uses(src: Source) -> int:
        return sum(seen[n] == 1 for n in names_used(src)) if src in near else 0

    for src in sorted(sources, key=lambda s: (uses(s), _relevance(s)), reverse=True):
        if len(targets) >= wanted or len(targets) == 1 and not named and _compares_itself(targets[0], question.text):
            break
        if src not in targets and (not targets or _relevance(src) >= floor):
            targets.append(src)
    others: list[Source] = []
    if not named and not question.compare and not question.one_described and targets:
        top = _relevance(targets[0])
        others = [s for s in sources if s not in targets and _relevance(s) >= top - margin]
    return Plan(question, targets, others)


# "how do they compare with 3D Gaussian Splatting?": what the question compares its paper with
_COMPARED_WITH = re.compile(r"\bcompared?\s+(?:with|to|against)\s+(?P<b>[^,;?:]+)", re.IGNORECASE)
# "how is it different from optimal-transport-based models?": what a part sets the paper against
_SET_AGAINST = re.compile(r"\b(?:differ\w*|different(?:ly)?|distinct|compared?|contrast(?:s|ed)?|unlike|as opposed|"
                          r"versus|vs\.?)\s+(?:(?:from|to|with|against)\s+)?(?P<b>[^,;?:]+)", re.IGNORECASE)
# words that name no particular thing set against ("… from existing methods")
_ANY_WORK = content_words("model models method methods approach approaches based baseline baselines existing prior "
                          "previous standard conventional other technique techniques work works one ones")


def set_against(part: str) -> set[str]:
    """The words (compounds' parts too) of what a question part sets the paper against: "how is it different from
    optimal-transport-based models" -> optimal, transport. Empty when it names nothing particular."""
    m = _SET_AGAINST.search(part)
    return content_words(m["b"].replace("-", " ")) - _ANY_WORK if m else set()


def _names_most(words: set[str], thing: set[str]) -> bool:
    """Does a sentence (its words, compounds' parts too) say most of the words of a thing?"""
    return bool(thing) and 2 * len(thing & with_parts(words)) >= len(thing)


def _compares_itself(src: Source, question: str) -> bool:
    """Does the paper itself compare with what the question compares it with ("… matches the quality and speed of 3D
    Gaussian Splatting …")? Then the comparison is the paper's, not one with a second paper."""
    asked = CONTEXT.sub("", question)
    m = _COMPARED_WITH.search(asked)
    # "How does the ordinal reward modeling framework differ from Bradley-Terry with margin terms?" of an abstract on
    # "margin terms … derived from binary preference models like Bradley-Terry"
    words = content_words(m.group("b")) if m else set_against(asked)
    return bool(words) and words <= with_parts(content_words(f"{src.paper.title} {src.paper.abstract}"))


def choose(plan_: Plan, scorer: SupportScorer, part_vecs: np.ndarray, qvec: np.ndarray, cfg: AnswerSettings,
           abbreviations: Abbreviations | None = None) -> None:
    """Fill the plan: for each part, each target's best sentences for it (two, or the whole budget when the question
    has one part); each target's evidence is what its parts took plus the sentence that introduces its method, up to
    the budget; another paper gives its single best sentence. Whole sentences, in the abstract's order; never
    instruction-like text, nor links unless the question asks for code or a library. `abbreviations`: the corpus's,
    so that a sentence's "ASR" says the "attack success" a question asks about."""
    q = plan_.question
    links = ARTIFACT.search(CONTEXT.sub("", q.text)) is not None
    scorer.prepare(plan_.targets + plan_.others)
    budget = cfg.evidence_sentences if len(plan_.targets) == 1 else max(2, cfg.evidence_sentences - 2)
    plan_.parts = [PartEvidence(p) for p in q.parts]
    per_part = budget if len(q.parts) == 1 else 2
    if len(q.parts) == 1 and q.parts[0].focus == "name":
        per_part = 1  # "What is their algorithm called?": the sentence that names it (with the method's intro)
    # one thing asked, by its kind ("how much …?") or by name ("what two factors …?"): the sentences that say it
    # "What is the difference between BS-T and BS-S?" of one paper compares two things it names, not two papers
    two_papers = q.compare and len(plan_.targets) > 1
    one = len(q.parts) == 1 and not q.looks_for_paper and not two_papers
    asks_kind = one and (q.parts[0].focus != "what" or bool(q.parts[0].head) or _YES_NO.match(q.parts[0].text) is not None
                         or _TERM_ASKED.match(q.parts[0].text) is not None  # "What is category splitting?": its definition
                         # "What does mechanistic independence characterize latent factors by?": one relation's object
                         or _ENDS_ON_PREPOSITION.search(q.parts[0].text) is not None
                         # "What is the difference between BS-T and BS-S?": where the two are set side by side
                         or _DIFFERENCE.search(q.parts[0].text) is not None and len(q.names) >= 2)
    for src in plan_.targets + plan_.others:
        name = short_name(src.paper.title, src.paper.abstract)
        # "What is P2Pinstruct?" of the P2P paper: a part of its work that it names, said where it names it
        own_keys = {name_key(n) for n in own_names(src.paper.title, src.paper.abstract)}
        # ("What is GRPO-ATS in Thyme?": a part of Thyme's work, though the abstract names its method so)
        its_name = {name_key(n) for n in (name, spelled_out(src.paper.abstract, name) if name else None) if n}
        focused = asks_kind or one and any(uses_name(src.paper.abstract, n) and name_key(n) not in its_name
                                           for n in q.names)
        roles = roles_of(src.sentences, name)
        # a question the abstract poses ("Do we need label co-occurrence in CLIP …?") answers nothing
        usable = [i for i, s in enumerate(src.sentences) if (roles[i] not in UNUSED or roles[i] == "link" and links)
                  and not looks_like_instruction(s)
                  and not s.rstrip(" *_}").endswith("?")]
        src.evidence = []
        if not usable:
            continue
        # what each sentence's abbreviations stand for ("ASR": attack success rate), read once for all parts
        # (and the abbreviations of what it spells out: "Why do VLMs struggle …?" of "… (e.g., Vision-Language Models)")
        spelled = [abbreviations.long_words(t).union(*abbreviations.shorthand(t).values()) for t in src.sentences] \
            if abbreviations else None
        if own_short := defined_abbreviations(src.paper.abstract):  # and those the abstract defines itself ("Computer-use agents
            # (CUAs)": "CUAs fall short mainly due to …" speaks of computer-use agents)
            spelled = [(spelled[k] if spelled else set()).union(*(set(key) for key, short in own_short
                                                                  if re.search(rf"\b{re.escape(short)}s?\b", t)))
                       for k, t in enumerate(src.sentences)]
        if src not in plan_.targets:  # its one best sentence on what it does itself, not its background
            whole = _scores(scorer, src, usable, q.text, qvec, roles, "what", spelled=spelled)
            own = [i for i in usable if roles[i] in ("method", "result", "condition")]
            best = max(own or [i for i in usable if roles[i] != "background"] or usable, key=lambda i: whole[i])
            src.evidence = [src.sentences[best]]
            plan_.parts[0].sentences[src.n] = [src.sentences[best]]
            continue
        taken: set[int] = set()
        intro = intro_index(src.sentences, usable)
        if intro is not None and name and not uses_name(src.sentences[intro], name):  # "we introduce MLE-Live, a live
            # evaluation framework … Building on this framework, we propose CoMind": the paper's is CoMind's
            intro = next((i for i in usable if i > intro and INTRODUCES_WORK.search(src.sentences[i])
                          and _introduces(plain(src.sentences[i]), name)), intro)
        run = _method_run(intro, usable, roles, src.sentences) if intro is not None else []  # its introduction and how it works
        # a question that names the paper: the words that name it or its field ("ABME", "open-vocabulary object
        # detection") do not tell its sentences apart, what is asked ("avoid retraining when tasks are added") does;
        # a question looking for a paper describes it, and its description is what the answer must say
        defined = [n for n in q.names if defines(src.paper.abstract, n)]  # "ToSFiT", which it spells out
        called = _named(src, q.text) or any(mentions(src.paper.title, src.paper.abstract, n) for n in q.names) or \
            q.one_described or bool(defined) and len(plan_.targets) == 1
        own_words = with_parts(content_words(f"{src.paper.title} {name or ''} {' '.join(defined)}")) if called else set()
        # "What does Hyper-SET minimize?" of "Hyper-SET: … via Hyperspherical Energy Minimization": all its words are
        # the title's; the name's still tell no sentence apart, the verb does
        name_words = with_parts(content_words(f"{name or ''} {' '.join(defined)}")) if called else set()
        title_words = with_parts(content_words(src.paper.title))
        # about a paper the user knows (named, or the last answer's): what is asked; one the answer presents
        # ("How can behavior cloning be made to generalize …?") is presented whole
        known = called or q.follow_up or any(uses_name(src.paper.abstract, n) for n in q.names)  # "… ESTOR …?"
        for pe, vec in zip(plan_.parts, part_vecs):
            words = pe.part.words - (own_words - pe.part.head) or pe.part.words - name_words or pe.part.words
            if len(words) <= 1 and len(pe.part.words - name_words) >= len(words) + 2:  # "… and when do clean samples
                # help?" of "SFBD-OMNI: … with limited clean samples": the title's words are what is asked, not "help"
                words = pe.part.words - name_words
            head = pe.part.head - _ROLE_WORDS - own_words  # the thing asked for by name ("which benchmarks")
            # (what says how counts the asked words the title shares too: "text removal can be achieved by applying
            # self-attention inversion" says how OmniText, "… Text-Image Manipulation", removes text)
            how = words | (pe.part.words - name_words) if pe.part.focus == "method" and _HOW.match(pe.part.text) \
                else frozenset()
            scores = _scores(scorer, src, usable, pe.part.text, vec, roles, pe.part.focus, words, head, spelled,
                             [n for n in q.names if name_key(n) not in own_keys], pe.part.head - _ROLE_WORDS)
            best = max(usable, key=lambda i: scores[i])
            for i in usable:  # a follow-up says what the last answer did not, unless that answers it best
                scores[i] -= REPEATED * (src.sentences[i] in q.before and i != best)
            ranked = sorted(usable, key=lambda i: -scores[i])
            # "Why does spectral gradient descent generalize better …?" of a paper that shows it: why its finding holds
            # is said by its findings (or by background that gives a cause), not by "The growing adoption of …"
            outcome = pe.part.focus == "motivation" and _WHY_OUTCOME.match(pe.part.text) is not None
            against = set_against(pe.part.text) - with_parts(own_words)
            head_alike = pe.part.head.union(*(SAME.get(h, ()) for h in pe.part.head))  # "properties": "characteristics"
            ranked = [i for i in ranked if roles[i] != "background" or pe.part.focus == "motivation"
                      and (not outcome or _CAUSE.search(src.sentences[i]) is not None)
                      or _WHAT_IS.match(pe.part.text) is not None and _defines_asked(src.sentences[i], pe.part.words,
                                                                                     acronyms(pe.part.text))
                      # "What two kinds of conflict does it handle?": where the problem is listed ("… when conflicts
                      # arise: 1) input-level conflict, … 2) model-bias conflict …")
                      or _LIST_ASKED.search(pe.part.text) is not None and bool(pe.part.head & src.words[i])
                      and _ENUMERATION.search(src.sentences[i]) is not None
                      # "What three properties should an environment have?": "An ideal LLM reasoning environment
                      # should possess three core characteristics: scalability, …"
                      or _LIST_ASKED.search(pe.part.text) is not None and bool(pe.part.head) and
                      _counts(src.sentences[i], head_alike)
                      # "How is it different from optimal-transport-based models?": where the abstract says what
                      # those do ("Current models rely on computationally expensive optimal transport …")
                      or _names_most(src.words[i], against)]
            rest = pe.part.words - own_words - _ROLE_WORDS  # what is asked, besides the paper's name
            if focused and ranked:  # "How far did it extrapolate?": the sentence that says it, not the whole abstract
                # (for a paper the question describes, from the best sentence besides the intro, which is read anyway:
                # a description in the title's words ranks the intro first)
                top = ranked[0] if called or q.follow_up else next((i for i in ranked if i != intro), ranked[0])
                near = [i for i in ranked if scores[i] >= scores[top] - cfg.focus_margin]
                if pe.part.focus == "method" and _HOW.match(pe.part.text) and called and \
                        (best_method := next((i for i in near if roles[i] == "method"), None)) is not None:
                    # "How does QAvatar decide how much to trust the source domain?": how, in its method sentences, not
                    # the results that score below them ("Through experiments, we demonstrate that QAvatar achieves
                    # favorable transferability …"), nor method sentences far below the best (their "these two
                    # challenges" would bring the background in)
                    near = [i for i in near if (_says_how(src.sentences[i], how) or  # ("… alleviates gradient
                            # conflicts by routing …", a result that says how)
                            (roles[i] != "result" or scores[i] >= scores[best_method])
                            and scores[i] >= METHOD_SHARE * scores[top])
                            and not ((_WE_EVALUATE.match(src.sentences[i]) or _ON_BENCHMARK.match(src.sentences[i])
                                      and i > 0 and _PRESENTS_DATA.search(src.sentences[i - 1]))
                                     and not _DATA_ASKED.search(pe.part.text))]
                    # (nor what the benchmark it also presents holds: "It includes input images, target text with
                    # masks, …" after "Furthermore, we present OmniText-Bench, a benchmark dataset …"; nor how it is
                    # evaluated: "We evaluate creativity through both novelty and validity, …")
                if called and rest and intro in near[1:] and not rest & src.words[intro]:
                    near.remove(intro)  # "What are the two training stages of X?": not its introduction, which
                    # scores close by describing X and says nothing asked (it is read anyway, to name X)
                elif q.follow_up and pe.part.focus == "method" and intro in near and len(near) > 1:
                    near.remove(intro)  # "How is the avatar animated?" after FastGHA was presented: how, not what
            elif len(q.parts) > 1 and ranked:  # a part of several: its second sentence only if it answers it too, not
                # "However, we find that a systematic analysis … is lacking" (0.32) after the sentence with the VRAM
                # asked (0.98); "We further extend the analysis to layer-wise smoothness regimes" (0.51 after 1.07) does
                near = [i for i in ranked if scores[i] >= SECOND_SHARE * scores[ranked[0]]]
                if how and called and len(plan_.targets) == 1:  # "How does QeRL make RL training cheaper, and …?":
                    # its method sentences first ("QeRL addresses these issues by combining NVFP4 quantization with
                    # LoRA, …"), not results that score above them ("These results establish QeRL as an efficient …"),
                    # unless far below the best; a result that says how is a method sentence here
                    saying = [i for i in ranked if (roles[i] == "method" or _says_how(src.sentences[i], how))
                              and scores[i] >= METHOD_SHARE * scores[ranked[0]]]
                    near = saying + [i for i in near if i not in saying]
                if pe.part.focus == "result":  # "…, and how did it do in live ones?": a second result, not "we
                    # introduce MLE-Live, a live evaluation framework …" for its word "live"
                    near = near[:1] + [i for i in near[1:] if roles[i] in ("result", "condition")
                                       or numbers(src.sentences[i])]
                if _HOW_MUCH.match(pe.part.text) and numbers(src.sentences[near[0]]):  # "How much faster does DiffPBR
                    # render?": a second sentence with figures too, not "We demonstrate that diffusion models, …,
                    # naturally enforce geometric consistency …", which scores close on "render"
                    near = near[:1] + [i for i in near[1:] if numbers(src.sentences[i])]
                if called and rest and intro in near[1:] and not rest & src.words[intro] and pe.part.focus != "method":
                    near.remove(intro)  # "What dataset did POEMetric build, and …?": not "In this paper, we introduce
                    # POEMetric, the first comprehensive framework for poetry evaluation, …", close on the name alone
                    # (asked how, an introduction says it in its own words: "… by selectively ablating a typographic
                    # circuit" for "how does it disable them …?")
                if _WHICH_PAPER.match(pe.part.text) and not _ALSO_ASKS.search(pe.part.text):  # "Which paper makes
                    # CLIP interpretable …, and does it lose accuracy?": the sentence that says it does, not "as a proof
                    # of concept, we …"
                    near = near[:1]
            else:
                near = ranked
            chosen = near[:per_part]
            if len(q.parts) > 1 and len(plan_.targets) == 1 and intro in chosen:  # read anyway: the part gets its two
                # (one more only if it answers nearly as well: not "In this paper, we challenge this view.")
                chosen = near[:per_part] + [i for i in near[per_part:per_part + 1]
                                            if scores[i] >= scores[near[0]] - cfg.focus_margin]
            if _HOW_DEFINED.search(pe.part.text) and (defining := [i for i in chosen if _DEFINED_AS.search(src.sentences[i])]):
                chosen = defining  # "How is MTD defined?": the sentence that defines it, not the next best
            if against and not any(_names_most(src.words[i], against) for i in chosen):  # "How does it differ
                # from Bradley-Terry with margin terms?": what the abstract says of them, besides what the paper does
                chosen += [i for i in ranked if _names_most(src.words[i], against)][:1]
            # "Why does DPO suffer from probability displacement?": when the sentences read leave unsaid two words of
            # what is asked (besides the paper's name), the one that says them ("… to prevent probability
            # displacement, a known empirical phenomenon in which …"), if it answers nearly as well
            unsaid = rest - set().union(*(src.words[i] for i in chosen))
            if len(unsaid) >= 2 and ranked:
                chosen += [i for i in ranked if i not in chosen and len(unsaid & src.words[i]) >= 2
                           and scores[i] >= scores[ranked[0]] - cfg.focus_margin][:1]
            # "Which tasks does it cover?" is answered by the sentence that lists them ("… spanning anatomical plane
            # identification, …, and clinical diagnosis"), whether or not it says "tasks"
            enumerated = _ASKS_WHICH.match(pe.part.text) is not None and \
                any(_ENUMERATES.search(plain(src.sentences[i])) for i in chosen)
            if head and not enumerated and not any(head & src.words[i] for i in chosen):  # "What side effect does
                # adding labels to the prompt have?": a sentence that names the effect, not only those in the premise's
                # words
                chosen += [i for i in ranked if head & src.words[i]][:1]
            if ASKS_YES_NO.match(pe.part.text) and (_CAN_IT.search(pe.part.text) or not known) and ranked and \
                    not any(roles[i] == "result" or _FINDING.search(src.sentences[i]) for i in chosen):
                # "Can refining the initial noise replace classifier-free guidance?" is answered by what was found
                # ("Our method achieves CFG-like quality without modifying the diffusion model"), not only by what
                # the paper does, when that scores close; so is "Do language models plan ahead internally?", of no
                # paper the user knows ("… we find that models often identify a rhyme ahead of time, but …"), not only
                # by how the paper defines planning
                chosen += [i for i in ranked if (roles[i] == "result" or _FINDING.search(src.sentences[i]))
                           and scores[i] >= scores[ranked[0]] - cfg.cover_margin][:1]
            counted = _LIST_ASKED.search(pe.part.text) is not None  # "How many …?", "List the …"
            parts_asked = counted or _MAIN_PART.search(pe.part.text) is not None  # "each one's main module": its parts
            # what is asked of the paper, not the words that name it ("ESTOR", "single index bandits")
            asked = words - _ROLE_WORDS - (content_words(f"{src.paper.title} {' '.join(q.names)}") - pe.part.head)
            alike = asked.union(*(SAME.get(w, ()) for w in asked))  # "help": "benefit"
            if len(q.parts) > 1 and _YES_NO.match(pe.part.text) and (saying := [i for i in chosen if alike & src.words[i]]):
                chosen = saying  # "…, and does it need extra training?" is answered where training is said ("…
                # requiring no additional training"), not also by "MTD is more effective than prior methods …"
            cues = cues_of(pe.part.text, pe.part.focus)
            # a paper the question describes, not names: its title's words are what is asked ("poisoned sample detectors")
            about = asked if called else words - _ROLE_WORDS
            # "Why do aligned LLMs over-refuse?" of "… Reducing Over-Refusal …": a reason for the title's own words
            subject = pe.part.words - _ROLE_WORDS - content_words(" ".join(q.names))
            for token, says in cues:  # what the part asks in other words is said ("works best": "the strongest …"),
                if token == "§testbed" and enumerated:
                    continue  # (not by "… to evaluate VLMs across various fetal ultrasound tasks" besides the list)
                # by a sentence about what is asked ("why does that mode work best?" is not "… due to its applications")
                # "…, and what model does it propose?" after another part: what it proposes besides the introduction
                # (read anyway), whatever words say it ("we propose AudioVLM2Vec, an audio-aware extension of …");
                # from all the part's sentences, not only those about as close as the best
                besides = {intro} if token == "§proposes" and pe is not plan_.parts[0] else set()
                only = token in ("§testbed", "§models") and focused or \
                    token in ("§languages", "§duration", "§does_well", "§trained_on") \
                    or token == "§length" and _YES_NO.match(pe.part.text) is not None  # the sentences that say it, and
                # no other ("Do they generalize to longer sequences?" is answered where length generalization is said)
                if only and any(says.search(src.sentences[i]) for i in chosen):
                    # "On which environments was it evaluated?" is answered where "Experiments on MuJoCo and SMAC
                    # show …", not by a sentence that scores close on "evaluations" of something else
                    chosen = [i for i in chosen if says.search(src.sentences[i])]
                elif not any(says.search(src.sentences[i]) and not PRIOR_SAYS.match(src.sentences[i])
                             for i in chosen if i not in besides):  # (not what earlier work assumed) the paper's finding
                    # first ("we show that the anomaly is driven by …", not "we investigate … the sources of …")
                    found = sorted((i for i in (usable if besides else ranked) if i not in besides and
                                    says.search(src.sentences[i]) and
                                    (token in _ANY_SUBJECT or not about or
                                     _about(src, i, subject if token == "§cause" else about, spelled) or
                                     # ("Why are diffusion LLMs vulnerable to it?" of "The Devil behind the mask: …
                                     # vulnerability of Diffusion LLMs": the subject is the paper's, all it says is about it)
                                     token == "§cause" and known and subject <= title_words or
                                     token == "§best" and _WINNER.search(src.sentences[i]))),
                                   key=lambda i: (roles[i] not in ("result", "condition"), -scores[i]))[:1]
                    if token == "§cause" and not found and known:  # asked of a paper the user knows, its own
                        # finding of a cause, in whatever words it names what is caused ("We identify that the
                        # fundamental challenge extends beyond error accumulation to …" for "drift in long videos")
                        found = [i for i in ranked if says.search(src.sentences[i])
                                 and _WE_FIND.match(src.sentences[i])][:1]
                    if token == "§cause" and not found:  # "We demonstrate that this stems not from …, but from
                        # inadequate training" says, of the phenomenon the sentence before it named, what causes it
                        found = [i + 1 for i in chosen if i + 1 in usable and i + 1 not in chosen
                                 and _IT_STEMS.search(src.sentences[i + 1])][:1]
                    chosen = found if only and found else chosen + found
                if token == "§shortcoming" and not focused and pe.part.focus == "motivation" and _ASKS_GAP.match(pe.part.text):
                    # "What problem does ReCARE address …, and how …?": the sentences that state the problem ("However,
                    # existing methods often remove not only the target concept, but also …"), in place of background
                    # that only sets the scene ("Unlearning has emerged as a key technique …")
                    gaps = {i for i in usable if says.search(src.sentences[i]) or _STATES_GAP.search(src.sentences[i])}
                    keep = [i for i in chosen if i in gaps or roles[i] != "background"]
                    chosen = keep + [i for i in ranked if i not in keep and i in gaps][:len(chosen) - len(keep)]
                if token == "§shortcoming" and focused and pe.part.focus == "motivation" and \
                        (saying := {i for i in chosen if says.search(src.sentences[i])}):
                    # "Why do iSTFT vocoders with real-valued networks fall short?": where the abstract says what
                    # limits them, with the sentence it goes on from, not the premise's ("iSTFT-based vocoders have …")
                    chosen = [i for i in chosen if i in saying or i + 1 in saying]
                elif token in ("§shortcoming", "§limit", "§cause") and (not focused or token == "§cause") and \
                        pe.part.focus == "motivation" and \
                        (saying := {i for i in chosen if says.search(_THEREBY.sub(" ", src.sentences[i]))}):
                    # "Why don't concept bottleneck models work in few-shot text classification, and …?": where the
                    # abstract says what stops them ("… makes them incompatible with few-shot scenarios"), not the
                    # scene in the question's words ("Few-shot text classification is a critical real-world task …");
                    # a cause asked of one thing too ("Why does compressing a network … make it easier to attack?":
                    # "We show that these forms of compression can induce … highly sensitive directions …", not
                    # "Modern neural networks are expected to simultaneously satisfy a host of desirable properties …")
                    # (a sentence after the paper's introduction is its own reasoning, not the scene: "However, …
                    # directly using spatially adjacent frames would incorrectly preserve dynamic elements")
                    # ("The dominant approach, quantization-aware training, circumvents this by employing surrogate
                    # gradients." stays with the sentence after it that says what stops it: "Yet, this method requires
                    # maintaining latent full-precision parameters …")
                    nexts = [i + 1 for i in chosen if i not in saying and i + 1 in usable and i + 1 not in chosen
                             and says.search(src.sentences[i + 1]) and _THIS_METHOD.match(src.sentences[i + 1])]
                    # (the scene before a reason kept only when the reason points back at it: not "In particular,
                    # inference-time sampling strategies … have become increasingly popular" before "However, existing
                    # inference-time sampling … suffers from temporal discontinuities … due to …")
                    back = {i for i in saying if _POINTS_BACK.match(src.sentences[i]) or _THIS_METHOD.match(
                        src.sentences[i]) or _THEY.match(src.sentences[i]) or _SUCH.search(src.sentences[i])}
                    # and the reason goes on where the next sentence gives the cause of the cause ("This is because
                    # each path follows the motion prior induced by its own conditioning frame.")
                    deeper = [i + 1 for i in saying if i + 1 in usable and i + 1 not in chosen
                              and _POINTS_BACK.match(src.sentences[i + 1]) and says.search(src.sentences[i + 1])]
                    # (and, asked why something struggles, the sentence that says how it fails: "However, independent
                    # MARL methods fail to capture global information …, while CTDE MARL methods suffer from the curse
                    # of dimensionality", not only "Due to the extensive observation space, … is often addressed using MARL")
                    asks_failing = any(t == "§shortcoming" for t, _ in cues)
                    failing = {i for i in chosen if asks_failing and _SHORTCOMING.search(src.sentences[i])}
                    # (asked of one thing, its reason and the best sentence only: not the method after the reason,
                    # "Rather than fitting the label proportions directly, we treat them as targets …")
                    chosen = [i for i in chosen if i in saying or i + 1 in back or i + 1 in nexts or i in failing
                              or (i == ranked[0] or any(sx.search(src.sentences[i]) for _, sx in cues) if focused else
                                  roles[i] != "background" or intro is not None and i > intro)] + nexts + deeper
            if outcome and focused and ranked and (saying := {i for i in chosen if any(
                    says.search(src.sentences[i]) for token, says in cues if token in ("§cause", "§contrast"))}):
                # "Why would SpecGD generalize better than GD?" is answered where the abstract gives the reason
                # ("unlike GD, which prioritizes …, SpecGD learns all principal components at equal rates") and by the
                # best sentence, not by the setup that scores close ("Second, we study the canonical form …")
                chosen = [i for i in chosen if i in saying or i == ranked[0]]
            # "How does Distill-SynthKG make KG construction cheaper?" of an abstract whose own work never says so in
            # the question's words (only the scene does: "… making them economically unviable"): how it works
            unmet = intro is not None and _HOW.match(pe.part.text) is not None and \
                not any(rest & src.words[i] for i in usable if i >= intro)
            if focused and pe.part.focus == "method" and called and intro is not None and \
                    (not rest or unmet or ranked[:1] == [intro] and bool(rest & src.words[intro])):
                # "How does HOLLM partition the search space …?" in its title's words, or "How does LMAO combine LoRA
                # and MeZO?" where the introduction says just that ("…, which combines the advantages of LoRA and
                # MeZO"): how the method works, the sentences that describe it after its introduction
                chosen = (run if not rest else _one_contribution(run, src.sentences) if unmet else
                          list(dict.fromkeys(run[:3] + chosen)))[:per_part]
                if q.follow_up:  # "How is the avatar animated?" after FastGHA and its encoder were read: the rest of
                    # how it works, best first ("For real-time animation, we extend …"), not what the user has
                    chosen = sorted((i for i in chosen if i != intro and src.sentences[i] not in q.before),
                                    key=lambda i: -scores[i])[:2] or chosen
                # what is asked that the description does not say: "How does SHAPO make policy updates conservative?"
                # is answered where it says "… biasing learning toward conservative behavior"
                said = set().union(*(src.words[i] for i in chosen))
                chosen += [i for i in ranked if i not in chosen and (rest - said) & src.words[i]  # (not "Through
                           # experiments, we demonstrate that QAvatar achieves … across various RL benchmark tasks" for
                           # the "RL" of "How does QAvatar decide … in cross-domain RL?")
                           and not (roles[i] == "result" and _EXPERIMENTS_SHOW.match(src.sentences[i]))][:1]
            elif len(q.parts) == 1 and asked and (known or focused and pe.part.focus == "motivation") \
                    and not q.looks_for_paper and not counted:  # (a reason asked is said, not the paper presented:
                # "Why does proportion matching give poor classifiers …?" is not also answered by what the paper does)
                # "How does it build …?" is not answered by a result that scores close ("… demonstrate that …")
                kinds = {"result"} if pe.part.focus == "method" else set()
                if chosen[:1] == [intro] and any(asked & src.words[i] for i in chosen[1:]):
                    # "What do the constraints in Constrained Mass Transport do?": the introduction, first by the
                    # name's words, does not set the bar for "These constraints enhance distributional overlap, …"
                    chosen = chosen[1:] + chosen[:1]
                if kinds:  # "How does RefAny3D keep images consistent with the 3D asset?" is not answered first by
                    # "Experiments show that our approach … produce images consistent with the given assets", which
                    # scores best by repeating the question
                    shown = [i for i in chosen if roles[i] in kinds and _EXPERIMENTS_SHOW.match(src.sentences[i])]
                    chosen = [i for i in chosen if i not in shown] + shown if len(shown) < len(chosen) else chosen
                listed = [i for i in chosen if pe.part.focus == "method" and _WE_LIST.match(src.sentences[i])]
                chosen = _covering(chosen, src, asked, scores, cfg.cover_margin, cues,
                                   [i for i in chosen if roles[i] in kinds], how)
                # the steps the work lists ("Concretely, we (i) use FMs to automatically generate RMs …; (ii) …") say how
                # it works, though in no asked word the sentences before them left unsaid
                chosen += [i for i in listed if i not in chosen]
            elif pe.part.focus == "method" and intro in chosen and len(run) > 1:
                # "How does each overlap the two phases?" of a paper whose introduction was chosen: how it works is
                # said right after it ("While a verification is ongoing, the draft model predicts …")
                chosen = list(dict.fromkeys(chosen + run[1:2]))
            # the method asked by name, where the abstract introduces it ("Second, we propose NegToMe, …")
            named_at = next((k for k in usable if any(_introduces(plain(src.sentences[k]), n) for n in q.names)), None) \
                if pe.part.focus == "method" and _HOW.match(pe.part.text) and q.names else None
            if pe.part.focus == "method" and _HOW.match(pe.part.text) and len(run) > 1 and run[1] not in chosen \
                    and src.sentences[run[1]] not in q.before and not _HOW_DEFINED.search(pe.part.text) \
                    and (named_at is None or named_at <= run[1]) \
                    and not any(_says_how(src.sentences[i], words) for i in chosen) \
                    and not (_says_it_alone(ranked, scores, src, rest, cfg.focus_margin, run[0], spelled)
                             and roles[ranked[0]] in ("method", "condition", "other")):
                # (not "First, we introduce CoVAND" before it; nor the steps before the one sentence that says what is
                # asked, far ahead of the rest, when the introduction says none of it: "How does RobustVLA pick the
                # most harmful noise?" is "… apply an upper confidence bound algorithm to automatically identify the
                # most harmful noise"; "we propose FlowRVS, …, which reconceptualizes RVOS as …" says how it reformulates)
                # (a follow-up's reader has it: "How do they evaluate …?")
                # "How does MAGE handle long-horizon tasks?" is answered by how MAGE works, said right after its
                # introduction ("MAGE incorporates a … autoencoder …"), not only by the result that repeats the
                # question's words, nor by a summing-up ("In this way, RLVRR combines …")
                chosen = list(dict.fromkeys(chosen + run[1:2]))
            if pe.part.focus == "method" and _HOW.match(pe.part.text) and intro in chosen and intro - 1 in usable \
                    and intro - 1 not in chosen and roles[intro - 1] == "method" \
                    and FIRST_PERSON.search(plain(src.sentences[intro - 1])) and _BUILDS_ON.match(src.sentences[intro]) \
                    and src.sentences[intro - 1] not in q.before:
                # "How does RAGLens detect unfaithful RAG outputs?": an introduction that builds on what the sentence
                # before it did ("Building on a systematic pipeline of …, we introduce RAGLens") brings that step ("…,
                # we employ sparse autoencoders (SAEs) to disentangle internal activations, …")
                chosen.insert(chosen.index(intro), intro - 1)
            if _INSTEAD.search(pe.part.text) and not any(_RESPONDS.match(src.sentences[i]) for i in chosen):
                # "…, and what does TCPE use instead?": the sentence that answers the problem ("To address these
                # limitations, we exploit TransCoder, …"), whatever its words
                # (or, where none says so, what the paper proposes: "Why is softmax not enough …, and what replaces
                # it?" of "We propose a new approach that leverages … the Helmholtz Free Energy …")
                chosen = ([i for i in usable if _RESPONDS.match(src.sentences[i])][:1]
                          or [i for i in (intro,) if i is not None and i not in chosen]) + chosen
            elif DOES_ABOUT.match(pe.part.text) and (responds := [i for i in usable if _RESPONDS.match(src.sentences[i])]):
                # "… and what does HAM do about it?": the paper's answer to the problem ("To overcome this obstacle, we
                # propose HAM, which alternates …") and the step after it, not "HAM is especially effective …", which
                # scores best on the name alone
                first = responds[0]
                chosen = [first] + [i for i in (first + 1,) if i in usable and roles[i] == "method"]
            if pe.part.focus == "method" and _HOW.match(pe.part.text) and q.names:
                # "How does ReCARE protect co-occurring concepts?" of an abstract that introduces a metric first: how
                # the method named works is said right after the sentence that introduces it ("ReCARE automatically
                # constructs the CARE-set, …")
                # (not another contribution: "Furthermore, we re-purpose existing question-answering datasets …")
                if named_at is not None and named_at + 1 in usable and roles[named_at + 1] == "method" \
                        and not LATER_ITEM.match(src.sentences[named_at + 1]) \
                        and named_at + 1 not in chosen and src.sentences[named_at + 1] not in q.before \
                        and not _says_it_alone(ranked, scores, src, rest, cfg.focus_margin, named_at, spelled):
                    chosen.append(named_at + 1)
            if pe.part.focus == "method" and _HOW.match(pe.part.text):
                # "How does Cat-PO decide how much each token counts?": the step that follows the one chosen ("It then
                # organically integrates these three rewards …") is how too, whatever its words
                chosen += _next_steps(chosen, src, usable, roles, q.before)
                # "How does SPR2Q inject compensation information before quantization?" is not answered by the aim in
                # its words ("The starting point of this work is to attempt to inject … compensation information …")
                # but by the steps that follow it ("Firstly, we constructed a low-rank rectifier group …")
                for i in [i for i in chosen if _AIM.search(src.sentences[i])]:
                    chosen += [j for j in run if i < j <= i + 2 and j not in chosen]
            if _WHICH_ONES.match(pe.part.text) and not any(_EXAMPLES.search(src.sentences[i]) for i in chosen):
                # "Which counterintuitive claims did they examine?": where the abstract gives them ("For example,
                # notable claims include that a single training example …"), not only where it says it examined some
                # (examples of the thing asked: its word before them, not "… cues, such as timbre, … which can be used
                # to manipulate model behavior" to "Which models did they test?")
                chosen += [i for i in usable if i not in chosen
                           and (cues_at := [m.start() for m in _EXAMPLES.finditer(src.sentences[i])])
                           and pe.part.head & content_words(src.sentences[i][:cues_at[-1]])
                           and not _OTHER_WORK.search(src.sentences[i])][:1]
            if pe.part.focus == "method":
                chosen += _steps_between(chosen, run)
            # a list read as one piece, unless one thing is asked that is not the list ("How many methods?")
            if not focused or counted:
                chosen = _with_enumeration(chosen, src.sentences, usable, q.names, words)
            why = pe.part.focus == "motivation"
            chosen = _antecedents_read(chosen, src, usable, words, name, why, q)
            chosen = _with_continuation(chosen, src, usable, roles, words)
            # (a finding brought in points back too: "Indeed, our experiments … confirm these theoretical insights"
            # comes with the insights when they say what is asked: "… early gains but eventually plateaus …")
            chosen = _antecedents_read(_with_findings(chosen, src.sentences, usable, roles), src, usable, words, name, why, q)
            chosen = _with_items(chosen, src.sentences, usable)
            if _ON_EACH.search(pe.part.text):  # "… and what does it achieve on each?" of a list read already
                chosen = _on_each(chosen, sorted(taken | set(chosen)), src, usable)
            if parts_asked and pe.part.focus in ("what", "method"):
                chosen = _with_named_parts(chosen, src.sentences, run, q.names)
                if _EACH_ASKED.search(pe.part.text):
                    chosen = _with_each(chosen, src.sentences, usable)
            # background that says "It requires …" of the sentence before it, which is not read: the model makes "It"
            # the paper ("ResearchRubrics requires the integration of several capabilities …")
            bare = [i for i in chosen if roles[i] == "background" and _BARE_PRONOUN.match(src.sentences[i])
                    and i - 1 not in chosen]
            # "Why can't dLLMs use a standard KV cache?": "This is because dLLMs rely on bidirectional attention …"
            # is the reason asked, read with what "This" is (the sentence before it)
            because = [i for i in bare if pe.part.focus == "motivation" and _CAUSE.search(src.sentences[i])]
            chosen = [i for i in chosen if i not in bare or i in because] or chosen
            chosen += [i - 1 for i in because if i - 1 in usable]
            if intro is not None and intro not in chosen and (m := _DOES_WHAT.match(pe.part.text)) and \
                    (m["who"].lower() in _PRONOUN_SUBJECTS or name_key(m["who"]) in own_keys):
                # "… and what does DMS do differently?": what it proposes ("we propose Discount Model Search (DMS),
                # which guides exploration with a model …"), then how that works
                chosen = [intro, *chosen]
            found_before = [i for i in sorted(taken) if roles[i] == "result" and _FINDING.search(src.sentences[i])]
            if _THE_OTHERS.search(pe.part.text) and found_before and found_before[-1] + 1 in usable \
                    and roles[found_before[-1] + 1] not in ("background", "link", "outlook"):
                # "Which evaluation approach did they find most reliable, and what goes wrong with the others?": the
                # others are the finding's, said right after it ("Evaluation based on simulated motion systematically
                # exaggerates algorithm performance, …"), not the field's problem
                chosen = [found_before[-1] + 1]
            if q.follow_up and ranked:  # "Where does the TextuRig dataset come from?" after the two stages were
                # read: the sentence that says it, not the first stage again (what the user read stays if it answers best)
                chosen = [i for i in chosen if src.sentences[i] not in q.before or i == ranked[0]
                          or any(says.search(src.sentences[i]) for t, says in cues if t in _STATES_ASKED)] or chosen
                # (or states what is asked: "How long can the audio be?" is "… (up to 30 minutes) …", read or not)
            # "Does it need training?" after SwiReasoning was presented: the sentence read before that says it ("…
            # SwiReasoning, a training-free framework …"), not results that do not ("… improves average accuracy …")
            # ("Is it true that making CLIP sparse during training hurts accuracy?": "… challenge conventional wisdom
            # that interpretability requires sacrificing accuracy …" says the loss of accuracy; "during training" is when)
            when = content_words(" ".join(m[0] for m in _DURING.finditer(pe.part.text)))
            need = loss_as_one(with_parts(rest - when)) - _NEED_WORDS
            if q.follow_up and ASKS_YES_NO.match(pe.part.text) and need:
                saying = [i for i in ranked if need <= loss_as_one(with_parts(src.words[i]))]
                chosen = [i for i in chosen if i in saying] or saying[:1] or chosen  # (its own work)
            if m := _HOW_MANY_OF.match(pe.part.text):  # "How many tools and tasks does VitaBench have?": each counted,
                # the tasks too ("… yielding 100 cross-scenario tasks … and 300 single-scenario tasks"), not the tools alone
                things = [content_words(t) for t in re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", m[1])]
                for thing in [t for t in things if t] if len(things) > 1 else []:
                    if not any(_counts(src.sentences[i], thing) for i in chosen):
                        chosen += [i for i in sorted(usable, key=lambda i: -scores[i])
                                   if _counts(src.sentences[i], thing)][:1]
            # "How does DATPRL-IR make all-in-one image restoration domain-aware?": the sentence that says what it does
            # to that end ("Furthermore, to endow the model with domain awareness, we introduce another domain prompt
            # pool …"), besides one that only uses the words ("… fused to form a domain-aware task prompt …")
            goal = with_parts(pe.part.words) - name_words - _ROLE_WORDS - _LIGHT_GOAL
            if pe.part.focus == "method" and _HOW_DOES.match(pe.part.text):
                chosen += [i for i in ranked if i not in chosen and (m := _TO_THAT_END.match(plain(src.sentences[i])))
                           and len(goal & with_parts(content_words(m["goal"]))) >= 2][:1]
            pe.sentences[src.n] = [src.sentences[i] for i in sorted(chosen)]
            taken.update(chosen)
        if intro is not None and not (focused and q.follow_up):  # a follow-up's paper was introduced already
            if intro in taken or q.looks_for_paper or two_papers or _SEEKS.search(q.text) \
                    or intro + 1 in taken and _POINTS_BACK.match(src.sentences[intro + 1]) and not q.follow_up:
                # "In X, is there a method that …?" is answered by the method it introduces; comparing two papers, by
                # what each is; "This allows us to harness …" says what the introduction's reformulation allows
                taken.add(intro)
            else:  # read to name the method, not said for its own sake: an answer to "What are the two training
                plan_.context[src.n] = src.sentences[intro]  # stages of X?" is not X's introduction first
            first = plan_.parts[0].sentences.setdefault(src.n, [])
            if src.sentences[intro] not in first:  # the first part names the method from this sentence
                plan_.parts[0].sentences[src.n] = [s for s in src.sentences if s in first or s == src.sentences[intro]]
        src.evidence = [src.sentences[i] for i in sorted(taken)]


# "… there exists a set of rewards, called the feasible set, that are equally plausible": where a term is defined
_CALLED = re.compile(r"\b(?:called|termed|known as|referred to as|dubbed|refer to (?:this|it|these|them) as|"
                     r"(?:call|term|dub) (?:this|it|these|them))\s+(?:the\s+|an?\s+)?([\w\s-]{3,40}?)"
                     r"(?=[,.;:)]|\s+(?:that|which|where|and)\b)", re.IGNORECASE)


_OUTCOME = (r"(?:holds?|generaliz\w*|perform\w*|outperform\w*|beat\w*|work\w*|improv\w*|help\w*|succeed\w*|scale\w*|"
            r"converg\w*|(?:do|does|is|are)\s+better|better|faster|more\s+(?:robust|accurate|efficient|stable))")
_WHY_OUTCOME = re.compile(r"^\W*why\s+(?:does|do|did|would|could|can|is|are)\s+(?:[\w-]+\s+){1,6}?" + _OUTCOME + r"\b|"
                          # "…, and why?" after "Does RL fine-tuning on synthetic data help on real QA benchmarks"
                          r"^\W*why\s+is\s+that\s+the\s+case\s+\(\s*(?:does|do|did|is|are|can)\b[^()]*\b" + _OUTCOME + r"\b",
                          re.IGNORECASE)  # a why of an outcome: "Why does X generalize better than Y …?"
# "Can it replace …?", "Does it help …?": asks what was found (not "Does PMI need training?", a property)
_CAN_IT = re.compile(r"^\W*(?:can|could)\b|\b" + _OUTCOME + r"\b|\b(?:replac\w*|match\w*|rival\w*|surpass\w*)\b",
                     re.IGNORECASE)
_DIFFERENCE = re.compile(r"\b(?:differences?|differ|distinguish(?:es)?|contrast)\b", re.IGNORECASE)
_TERM_ASKED = re.compile(r"\W*what\s+(?:is|are)\s+(?:an?\s+|the\s+)?[\w-]+(?:\s+[\w-]+)?\W*$", re.IGNORECASE)  # one term
_WHAT_IS = re.compile(r"\W*what\s+(?:is|are)\b", re.IGNORECASE)  # "What is the feasible set …?": a definition asked
_ENDS_ON_PREPOSITION = re.compile(r"^\W*(?:what|which)\b.*\s(?:by|with|to|from|on|upon|against|into|as|for)\W*$",
                                  re.IGNORECASE)


# "… a critical limitation: lazy agent behavior, in which one agent dominates …": a term, then what it is
_DEFINED = re.compile(r"((?:[\w-]+\s+){0,3}[\w-]+)(?:\s*\([^()]{1,40}\)){0,2}(?:\s*,\s*(?:in which|where|wherein|whereby|"
                      r"i\.e\.,?|namely|that is,|(?!being\b)[a-z]{3,}ing\b|"  # "… display Few-Patch Bias, relying on …"
                      r"(?:derived|built|composed|consisting|constructed|formed|obtained)\s+(?:from|of|by)|"
                      r"an?\s+(?!few\b|lot\b|number\b)(?:[\w-]+\s+){1,2}?(?:that|which|where|in which|of|for)\b)|"
                      r"\s+(?:refers? to|denotes?|is defined as|are defined as)\b|"
                      # "… challenged by the ''Homophily Trap'': the aggregation of features from neighboring nodes …"
                      r"[\"”'’]{0,2}\s*:\s+(?:the|an?)\s+[a-z])", re.IGNORECASE)


def _defines_asked(sentence: str, asked: set[str], short: dict[str, set[str]] | None = None) -> bool:
    """Does the sentence define a term the question asks about ("What is the feasible set …?", "What is lazy agent
    behavior …?"), background or not: "called X", or X followed by what it is (", in which …", " refers to …")?
    `short`: the acronyms of the question's phrases ("DNC refers to …" defines dual-level noisy correspondence)."""
    text = plain(sentence)
    if any((term := content_words(m.group(1))) and term <= asked for m in _CALLED.finditer(text)):
        return True
    for m in _DEFINED.finditer(text):
        term = [acronym_words(w, short or {}) or content_words(w) for w in m.group(1).split()]
        said = set().union(*term) if term else set()
        if term and term[-1] and term[-1] <= asked and len(said & asked) >= min(2, len(said)):
            return True
    return False


def _about(src: Source, i: int, words: set[str], spelled: list[set[str]] | None = None) -> bool:
    """Does sentence i speak of these words, itself or, when it starts "This is due to …", through the one before
    (or the two before, for "We argue that this issue arises from …")? `spelled`: what each sentence's abbreviations
    stand for ("CUAs fall short mainly due to …" speaks of computer-use agents)."""
    if src.words[i] & words or spelled and spelled[i] & words:
        return True
    back = 1 if _POINTS_BACK.match(src.sentences[i]) else 2 if _ANAPHOR.search(src.sentences[i]) else 0
    return any(src.words[j] & words or spelled and spelled[j] & words for j in range(max(0, i - back), i))


_POINTS_BACK = re.compile(r"^\W*(?:(?:Instead|Rather|In fact|Indeed|Thus|Hence|Therefore),\s+)?(?:This|These|That|Such|It)\b",
                          re.IGNORECASE)  # "Instead, it comes down to …" is about what the sentence before it named
_BARE_PRONOUN = re.compile(r"^\W*(?:It|They|This|These)\s+(?!(?:paper|work|study|article)\b)[a-z]")


# words that ask for a kind of sentence, not for its content: "What are its main results?" is answered by every result
_ROLE_WORDS = content_words("result results find findings show shows work works do does main key contribution "
                            "contributions propose proposes method approach paper papers study achieve perform "
                            "performance improve improvement gain gains report reports claim claims tell about idea")


_SEEKS = re.compile(r"\b(?:is|are)\s+there\s+(?:an?\s+|any\s+)?(?:[\w-]+\s+){0,2}(?:paper|method|work|approach|study|"
                    r"framework|model|technique)s?\b|\bwhich\s+(?:[\w-]+\s+){0,2}(?:paper|method|work|approach)s?\b",
                    re.IGNORECASE)


def _method_run(intro: int, usable: list[int], roles: list[str], sentences: Sequence[str]) -> list[int]:
    """The sentence that introduces the method and the method sentences right after it, up to how it is evaluated
    ("We evaluate creativity through both novelty and validity, …")."""
    run = [intro]
    while run[-1] + 1 in usable and roles[run[-1] + 1] == "method" and \
            not _WE_EVALUATE.match(sentences[run[-1] + 1]):
        run.append(run[-1] + 1)
    return run


# "Furthermore, we re-purpose existing question-answering datasets …": another contribution, not how the method works
_ANOTHER = re.compile(r"^\W*(?:furthermore|moreover|additionally|in\s+addition|besides|beyond\s+this)\b|^\W*we\s+also\b",
                      re.IGNORECASE)


def _one_contribution(run: list[int], sentences: list[str]) -> list[int]:
    """A method run up to the sentence that adds another contribution."""
    return run[:next((k for k, i in enumerate(run) if k and _ANOTHER.match(sentences[i])), len(run))]


_HOW = re.compile(r"^\W*how\b", re.IGNORECASE)  # "How does it …?", not "Which trick keeps its memory in check?"
_INSTEAD = re.compile(r"\b(?:instead|in (?:its|their) place|as an alternative|(?:what|which)\s+(?:[\w-]+\s+){0,2}?"
                      r"(?:replaces?|substitutes? for|supersedes?)\s+(?:it|them|this|that)\b)", re.IGNORECASE)
# a paper's answer to the problem it stated: "To address these limitations, we exploit …", "In contrast, we …"
_RESPONDS = re.compile(r"^\W*(?:to\s+(?:address|overcome|tackle|solve|remedy|mitigate|fix|alleviate|resolve|bridge|close|"
                       r"circumvent|avoid)\s+(?:these|this|such|the|both)\b|instead,|in contrast,|rather,)[^.]*\bwe\b",
                       re.IGNORECASE)
# what a paper sets out to do, not how: "The starting point of this work is to attempt to inject …", "We aim to …"
_AIM = re.compile(r"\b(?:starting\s+point|goal|aim|purpose|objective)\s+(?:of\s+(?:this|our)\s+(?:work|paper|study)\s+)?"
                  r"(?:is|was)\s+to\b|\b(?:we|this\s+(?:work|paper))\s+(?:aim|seek|attempt|strive)s?\s+to\b|"
                  r"\bto\s+attempt\s+to\b", re.IGNORECASE)


def _steps_between(chosen: list[int], run: list[int], most: int = 2) -> list[int]:
    """The steps of a method's description between two chosen ones (at most `most`): "… construct a graph …" and
    "For a test query, the graph is used to retrieve … captions …" need "Each support sample is converted to a
    caption …" between them to say how it works."""
    inside = sorted(i for i in chosen if i in run)
    gap = [i for i in run if inside and inside[0] < i < inside[-1] and i not in chosen]
    return gap if 0 < len(gap) <= most else []


def _covering(ranked: list[int], src: Source, asked: set[str], scores: dict[int, float], margin: float,
              cues: list[tuple[str, re.Pattern]] = (), off_kind: Sequence[int] = (), how: set[str] = frozenset()
              ) -> list[int]:
    """The best sentence, then each next best only if it says asked words the ones before did not (unless it is one of
    `off_kind`, sentences of another kind than asked, reporting experiments: "How does Cat-PO decide how much each token
    counts?" is not answered by "Extensive experiments … demonstrate that our Cat-PO can significantly reduce
    hallucinations" for its word "hallucinations"), or answers about as well as the best (within `margin`; not one
    of `off_kind`): "What regret
    bound does ESTOR achieve?" is answered by the sentence that gives it, not by four more that also say "regret". A
    sentence saying where something fails says the "weakness" asked, one naming the strongest says the "best".
    `how`: the words of a how-question; the first sentence that says by what means they are done is new too ("Our
    findings reveal that text removal can be achieved by applying self-attention inversion" after "we investigate …
    to enable text removal")."""
    chosen: list[int] = []
    said: set[str] = set()
    how_said = False
    for i in ranked:
        new = ((src.words[i] | {t for t, pattern in cues if pattern.search(src.sentences[i])})
               & (asked | {t for t, _ in cues})) - said
        if chosen and POSES_QUESTION.search(src.sentences[i]):  # "we explore whether agents can recover …" asks
            continue  # what is asked again
        says_how = bool(how) and _says_how(src.sentences[i], how)
        if not chosen or ((new or says_how and not how_said) and not (i in off_kind and _EXPERIMENTS_SHOW.match(src.sentences[i]))
                          or scores[i] >= scores[ranked[0]] - margin and i not in off_kind):
            chosen.append(i)
            said |= new
            how_said |= says_how
    if not said and len(chosen) == 1 and len(ranked) > 1:
        # none says what is asked in its words ("What does SiMO do when LiDAR is unavailable?": "… handle remaining
        # modal features during modal failures"): the introduction alone names the paper and answers nothing
        chosen.append(ranked[1])
    return chosen


# "How is Multiple Token Divergence defined?": its definition, not how the method built on it goes on
_DEFINED_AS = re.compile(r"\b(?:defined|formulated|formali[sz]ed|computed|measured)\s+(?:as|by)\b", re.IGNORECASE)
_HOW_DEFINED = re.compile(r"^\W*how\s+(?:is|are|was|were)\b[^?]*\bdefined\b", re.IGNORECASE)
# the next step of a method: "It then …", "Next, we …", "Subsequently, the model …", "We start by linking …"
_NEXT_STEP = re.compile(r"^\W*(?:(?:it|they|we|this|these|the\s+[\w-]+)\s+(?:then|next|subsequently|finally)\b|"
                        r"(?:then|next|subsequently|afterwards),?\s|(?:we|it|they)\s+(?:start|begin)\s+(?:by|with)\b)",
                        re.IGNORECASE)
# what a step produced, between two steps: "This produces 140,000 candidate pairs."
_STEP_YIELDS = re.compile(r"^\W*(?:this|these|it|which)\s+(?:[\w-]+\s+)?(?:produces?|yields?|results?\s+in|gives?|leaves?)\b",
                          re.IGNORECASE)


def _next_steps(chosen: list[int], src: Source, usable: list[int], roles: list[str], before: Sequence[str],
                most: int = 3) -> list[int]:
    """The steps that follow a chosen method sentence, whatever their words: "… we curate the Sci2Pol-Corpus" brings
    "We start by linking each cited paper …", "This produces 140,000 candidate pairs." and "We then employ an
    LLM-as-a-judge …" (a step's product only between two steps; at most `most` steps)."""
    added: list[int] = []
    for i in sorted(chosen):
        if roles[i] != "method":
            continue
        j, steps = i + 1, 0
        while steps < most:
            if j in usable and j + 1 in usable and _STEP_YIELDS.match(src.sentences[j]) \
                    and _NEXT_STEP.match(src.sentences[j + 1]):
                between = [j, j + 1]
            elif j in usable and _NEXT_STEP.match(src.sentences[j]):
                between = [j]
            else:
                break
            if any(src.sentences[k] in before for k in between):
                break
            added += [k for k in between if k not in chosen and k not in added]
            j, steps = between[-1] + 1, steps + 1
    return added


# a sentence that reports what experiments showed ("Extensive experiments on … demonstrate that …")
_EXPERIMENTS_SHOW = re.compile(r"^\W*(?:(?:through|in|via|across)\s+)?"  # ("Through experiments, we demonstrate …")
                               r"(?:(?:extensive|comprehensive|thorough|empirical|numerical|our|the|these)\s+)?"
                               r"(?:experiments?|evaluations?|experimental\s+results|results|empirical\s+results)\b",
                               re.IGNORECASE)


_ORDINAL = re.compile(r"^\s*(?:\(?(?:i{1,3}|iv|[1-4])\)|first(?:ly)?\b|second(?:ly)?\b|third(?:ly)?\b|fourth\b|"
                      r"finally\b|lastly\b|the former\b|the latter\b)", re.IGNORECASE)


# "… to remove the pre-trained encoder …: 1) We propose the LLM-embedded Semantic Encoding strategy …": a list whose
# first item is in the sentence that announces it (its second, "2) We introduce …", a sentence of its own)
LIST_OPENS = re.compile(r"[:;]\s*(?:\(?(?:1|i)\)|first(?:ly)?,)\s", re.IGNORECASE)
_SECOND_ITEM = re.compile(r"(?:^|[\s;,])\(?(?:2|ii)\)\s|\bsecond(?:ly)?,", re.IGNORECASE)


def _with_enumeration(chosen: list[int], sentences: list[str], usable: list[int], names: Sequence[str] = (),
                      asked: set[str] = frozenset()) -> list[int]:
    """An abstract that lists its steps ('First, ...', 'Second, ...', 'Finally, ...') is read as one piece: a chosen
    item, or the sentence announcing the list, brings every item (at most four). A name asked (`names`) that some
    items use and others do not picks its own: "How does NegToMe …?" is not answered by "First, we introduce CoVAND"."""
    # (a sentence that holds a whole list of its own, "… along two directions: (1) …; and (2) …", is no item of one
    # that runs across sentences, unless the next sentence goes on with it)
    items = [j for j in usable if _ORDINAL.match(sentences[j]) or LIST_OPENS.search(sentences[j]) and not (
        _SECOND_ITEM.search(sentences[j]) and not (j + 1 < len(sentences) and _ORDINAL.match(sentences[j + 1])))][:4]
    if len(items) < 2 or not any(i in items or i == items[0] - 1 for i in chosen):
        return chosen
    naming = [j for j in items if any(uses_name(sentences[j], n) for n in names)]
    if naming and all(_ITEM.search(sentences[j]) for j in items if j not in naming):  # the others present another
        # contribution ("First, we introduce CoVAND"), not another step of the named one ("(2) Subgoal-Conditioned
        # Re-Generation, where these identified subgoals are used …" of TMPC's two principles)
        items = naming
    # items that each say what they are for ("First, to mitigate the gradient conflicts, …", "Second, to dynamically
    # allocate model capacity …"): the one for what is asked, when it is one of them
    aims = [content_words(m["aim"]) if (m := _ITEM_AIM.match(sentences[j])) else set() for j in items]
    if asked and all(aims) and 0 < len(meant := [j for j, a in zip(items, aims) if a & asked]) < len(items):
        items = [j for j in items if j in meant or j in chosen and not _ORDINAL.match(sentences[j])]
    return chosen + [j for j in items if j not in chosen]


_BUILDS_ON = re.compile(r"^\W*(?:Building\s+(?:up)?on|Based\s+on|Leveraging|Using|With)\s+(?:this|these|such|the|an?)\b"
                        r"[^,]{0,100},\s+we\b", re.IGNORECASE)
_ITEM_AIM = re.compile(r"^\W*(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|finally|lastly),?\s+(?:in\s+order\s+)?to\s+"
                       r"(?P<aim>[^,]{3,80}),", re.IGNORECASE)


_ANAPHOR = re.compile(r"\b(?:these|such|both|the above|the two|this|that)\s+(?:[\w-]+\s+)?(?:challenges?|issues?|problems?|"
                      r"limitations?|shortcomings?|gaps?|bottlenecks?|difficult(?:y|ies)|obstacles?|drawbacks?|dilemmas?|"
                      r"behaviou?rs?|phenomen(?:on|a)|traps?|failures?|patholog(?:y|ies)|symptoms?)\b|"
                      # "… also confirm these theoretical insights" (not "Motivated by these insights, we propose …")
                      r"\b(?:confirm|support|validat|corroborat|verif|match)\w*\s+(?:these|such|the\s+above|this|our)\s+"
                      r"(?:[\w-]+\s+)?(?:insights?|predictions?|findings?)\b",
                      re.IGNORECASE)
# "we find that these terms are strongly negatively correlated": which terms, only the sentence before says ("… the
# MeanFlow objective naturally decomposes into two parts: trajectory flow matching and trajectory consistency")
_THESE_PARTS = re.compile(r"\b(?:these|those|both|the two|the three)\s+(?:[\w-]+\s+)?(?:terms|parts|components|"
                          r"objectives|losses|factors|quantities|signals|mechanisms)\b", re.IGNORECASE)
_NAMES_PARTS = re.compile(r":\s*\S[^.;]*\band\b|\b(?:two|three|four|both)\s+(?:[\w-]+\s+)?(?:terms|parts|components|"
                          r"objectives|losses|factors|quantities|signals|mechanisms)\b", re.IGNORECASE)


# words that ask how, not about what: "How does MultiMat make sure …?" is not asking about what "makes them accessible"
_LIGHT_WORDS = content_words("make makes made making sure get gets got getting way ways thing things kind kinds")


def _antecedents_read(chosen: list[int], src: Source, usable: list[int], asked: set[str], name: str | None, why: bool,
                      q: Question) -> list[int]:
    """`_with_antecedents`, for a question not looking for a paper ("Which work …?" is answered by what the paper
    does, not by its problem); a follow-up does not quote again, as an antecedent, what the user just read ("The
    dataset comprises 4,886 … questions" before "Besides reference answers, the open questions …")."""
    if q.looks_for_paper:
        return chosen
    return [i for i in _with_antecedents(chosen, src, usable, asked, name, why)
            if i in chosen or src.sentences[i] not in q.before]


def _with_antecedents(chosen: list[int], src: Source, usable: list[int], asked: set[str], name: str | None = None,
                      why: bool = False) -> list[int]:
    """A chosen sentence that solves "these challenges" or "both issues" brings the sentence before it when that
    one says what they are in the question's words ("How does it deal with multiple testing?": "… not trivial due
    to multiple-testing issues and effects entanglement."); otherwise the sentence answers without it. `why`: a
    reason is asked, which a consequence ("As a consequence, …") gives only with the sentence before it."""
    def words(i: int) -> set[str]:  # "multiple-testing" says "multiple testing"
        return content_words(src.sentences[i].replace("-", " "))

    def needs_its_own(j: int) -> bool:  # "However, it …" / "However, its …", the sentence before it not read
        return j - 1 not in chosen and bool(_THEY.match(src.sentences[j]) or _ITS.match(src.sentences[j]))

    asked = with_parts(asked)  # "pose-graph" asked is said by "… a given pose-graph …" (read as "pose graph")

    def says_asked(j: int, i: int) -> bool:  # in the question's words that sentence i does not say
        return bool((words(j) & asked) - words(i) - _LIGHT_WORDS)

    extra: list[int] = []
    for i in chosen:
        if not (i - 1 in usable and i - 1 not in chosen and _ANAPHOR.search(src.sentences[i]) and says_asked(i - 1, i)
                and not _OTHERS_DO.search(src.sentences[i - 1])):
            continue
        if not needs_its_own(i - 1):
            extra.append(i - 1)
        # one that needs its own comes with it when that says what was asked too: "We introduce EdgeCape, a novel
        # framework that overcomes these limitations …" with "Recent works have shown that using a pose-graph … helps
        # …" and "However, these methods assume a given pose-graph with equal-weight edges, …" (not "However, its
        # potential in the PTQ setting remains underexplored, due to … outliers …" before "To address these issues, we
        # propose PT²-LLM" after a sentence that says nothing asked: quoted without it, "its" says nothing)
        elif i - 2 in usable and i - 2 not in chosen and says_asked(i - 2, i) and not needs_its_own(i - 2):
            extra += [i - 2, i - 1]
    # "Built on this architecture, VOGUE unifies …" says which architecture only where the abstract described it, a
    # sentence or two before ("VOGUE adopts a dual-stream design, combining an MLLM … with an MMDiT …")
    for i in chosen:
        if i and (m := _BUILT_ON_THIS.match(src.sentences[i])):
            kinds = content_words(f"{m.group(1)} {_DESIGN_WORDS}")
            described = next((j for j in (i - 1, i - 2, i - 3) if j in usable and j not in chosen
                              and not _POINTER_WORD.match(src.sentences[j]) and content_words(src.sentences[j]) & kinds),
                             None)
            if described is not None:
                extra.append(described)
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and _THESE_PARTS.search(src.sentences[i])
              and not _NAMES_PARTS.search(src.sentences[i]) and _NAMES_PARTS.search(src.sentences[i - 1])]
    # "This embedding amplifies …" says which embedding only after "… a model-fitted embedding is derived …"; "This
    # interaction yields robustness …" what interaction only after "We introduce Teach2Eval, which reframes …"
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and
              (m := _DEMONSTRATIVE.match(src.sentences[i])) and (content_words(m.group(1)) <= words(i - 1) or
                                                                  INTRODUCES_WORK.search(src.sentences[i - 1]) or
                                                                  # "this finding" after "We prove that …"
                                                                  m.group(1).lower() in _FINDING_NOUNS and
                                                                  _STATES_FINDING.search(src.sentences[i - 1]))
              and not _OTHERS_DO.search(src.sentences[i - 1])]
    # "Specifically, an external module identifies …" details, in no words that name whose it is, what the sentence
    # before it proposed (not "Specifically, LiteGuard introduces …", "Specifically, we reveal …")
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and _DETAILS.match(src.sentences[i])
              and not _own(src.sentences[i], name) and not _OTHERS_DO.search(src.sentences[i - 1])]
    # "However, they have overlooked two crucial aspects: …" says who "they" are only with the sentence before it; so
    # does "However, its direct application to MoEs suffers from …" whose "its" is, and "These are then routed …"
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and (_THEY.match(src.sentences[i])
                                                                                   or _ITS.match(src.sentences[i])
                                                                                   or _BARE_PLURAL.match(src.sentences[i]))]
    # "We refer to this as the squeezing effect, which …" names what the sentence before it describes: that one says
    # what the squeezing effect is ("… probability mass is redistributed into high-likelihood regions …")
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and _NAMES_THIS.match(src.sentences[i])]
    # "This causes standard alignment mechanisms to fail, …" says what does it only with the sentence before it
    # ("Bidirectional modeling drives the model to produce … outputs for masked spans, …")
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and _THIS_DOES.match(src.sentences[i])]
    # "We achieve this by developing a principled ELBO objective …" says what it achieves only with the sentence before
    # it ("This work presents Latent Stochastic Interpolants (LSI) enabling joint learning in a latent space …")
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and _ACHIEVES_THIS.match(src.sentences[i])
              and not _OTHERS_DO.search(src.sentences[i - 1]) and not needs_its_own(i - 1)]
    # "In this setting, we show …" holds only with the setting the sentence before it introduced
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and _IN_THIS_SETTING.match(src.sentences[i])]
    # "As a result, our representation supports integration … without ray marching" holds by what the sentence
    # before it says ("Our formulation admits an exact analytical solution for line integrals …")
    # (or, asked why, by the cause the sentence before gives: "As a consequence, increasing audio quality
    # requires generating more tokens, …" after "Yet, …, audio tokens are extracted from lossy codecs …")
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and _AS_A_RESULT.match(src.sentences[i])
              and (_own(src.sentences[i - 1], name) or why)
              and not _OTHERS_DO.search(src.sentences[i - 1])]
    # asked why, "Thus only value differences are relevant for decision making." holds by the sentence before it
    # ("Adding any constant to V(s) leaves action preferences unchanged.")
    extra += [i - 1 for i in chosen if why and i - 1 in usable and i - 1 not in chosen and _THUS.match(src.sentences[i])
              and not needs_its_own(i - 1)]
    # "We hypothesize that this happens because …" says what happens only with the sentence before it ("However, ICL
    # performance … does not always improve monotonically …")
    # (not one that needs its own: "However, it introduces privacy risks: …" before "We show these vulnerabilities
    # arise from two factors: …")
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and (_THIS_HAPPENS.search(src.sentences[i])
                                                                                   or _IT_STEMS.search(src.sentences[i]))
              and not needs_its_own(i - 1)]
    # "While training on our data … improves these scores, they remain relatively low" says which scores only after
    # "State-of-the-art baseline models perform poorly on our most challenging tasks."
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and _THESE_SCORES.search(src.sentences[i])
              and not _THESE_SCORES.search(src.sentences[i - 1]) and not _OTHERS_DO.search(src.sentences[i - 1])]
    # "Furthermore, when given access to additional IDE tools via text APIs, all models show further gains" says more
    # than the finding before it ("… given direct access to just two APIs …, performance jumps"), which it needs
    extra += [i - 1 for i in chosen if i - 1 in usable and i - 1 not in chosen and _FURTHER.search(src.sentences[i])]
    # "We find that this shortcut forces the sampler …" (read, or brought by "We refer to this shared failure mode as
    # …") says which shortcut only with the sentence before it, though that says what others do ("Standard diffusion
    # approaches often rely on a single, global linear transfer …")
    read = chosen + extra
    extra += [i - 1 for i in read if i - 1 in usable and i - 1 not in read and _THIS_FLAW.search(src.sentences[i])
              and not _THIS_FLAW.search(src.sentences[i - 1])]
    return chosen + list(dict.fromkeys(extra))


_THE_OTHERS = re.compile(r"\b(?:the\s+(?:others|rest|remaining\s+(?:ones|approaches|methods|models))|other\s+(?:ones|"
                         r"approaches|methods))\b", re.IGNORECASE)
_FURTHER = re.compile(r"\b(?:further|additional|even\s+(?:larger|greater|more))\s+(?:gains?|improvements?|boosts?|"
                      r"increases?|reductions?|speed-?ups?)\b", re.IGNORECASE)
_HOW_DOES = re.compile(r"^\W*how\s+(?:does|do|did|can|could|is|are)\b", re.IGNORECASE)
# a purpose clause before what the paper does for it: "Furthermore, to endow the model with domain awareness, we …"
_TO_THAT_END = re.compile(r"^\W*(?:(?:Furthermore|Moreover|Additionally|In addition|Next|Then|Finally|Second(?:ly)?|"
                          r"Third(?:ly)?|Also),?\s+)?(?:in\s+order\s+)?to\s+(?P<goal>[^,;]{5,120}),\s+(?:we|the\s+model|"
                          r"our\s+\w+|it)\b", re.IGNORECASE)
_LIGHT_GOAL = content_words("make makes made achieve achieves get gets become becomes")  # "make … domain-aware"
_ALSO_ASKS = re.compile(r"(?<!^)\b(?:how|what|why|when|whether|which)\b", re.IGNORECASE)  # "Which paper proves how long …"
_WHICH_PAPER = re.compile(r"^\W*(?:which|what)\s+(?:[\w-]+\s+)?(?:paper|work|study|method|approach|one)\b", re.IGNORECASE)
_WHICH_ONES = re.compile(r"^\W*(?:which|what)\s+(?:[\w-]+\s+){0,2}?[a-z-]+s\s+(?:do|does|did|are|were|have|has)\b",
                         re.IGNORECASE)  # "Which claims did they examine?", not "What is …"
_EXAMPLES = re.compile(r"\b(?:includ(?:e|es|ing)|such as|e\.g\.|for example|for instance|namely)\b", re.IGNORECASE)
_NAMES_THIS = re.compile(r"^\W*(?:we\s+)?(?:refer\s+to|call|term|dub|name|coin|denote)\s+(?:this|these|that|those|it|"
                         r"them|such)\b|^\W*(?:this|these|such)\s+(?:[\w-]+\s+){0,2}(?:is|are)\s+(?:called|termed|known\s+as|"
                         r"referred\s+to\s+as|dubbed)\b", re.IGNORECASE)
_DOES_WHAT = re.compile(r"^\W*(?:and\s+)?what\s+(?:does|do|did)\s+(?P<who>it|they|the\s+(?:method|model|paper|approach|"
                        r"authors)|[\w-]+)\s+(?:do|propose|offer|change)\b(?!\s+(?:on|at|in|against|with|for|to)\b)",
                        re.IGNORECASE)  # "what does DMS do differently?", not "What does it do on ImageNet?"
_PRONOUN_SUBJECTS = {"it", "they", "the method", "the model", "the paper", "the approach", "the authors"}
_THIS_DOES = re.compile(r"^\W*(?:this|these|that|such)\s+(?:in\s+turn\s+|then\s+|further\s+)?(?:causes?|leads?\s+to|"
                        r"results?\s+in|drives?|forces?|prevents?|induces?|hinders?|makes?|renders?|explains?|implies|"
                        r"means?|allows?|enables?|lets|permits?|suggests?|indicates?|shows?|demonstrates?|reveals?|"
                        r"highlights?|confirms?)\b", re.IGNORECASE)  # "This causes …", "This allows us to devise an
# algorithm …": what the sentence before it says does it; "This suggests that RL fine-tuning … largely sharpens
# existing solution modes …": what it is suggested by
_THIS_HAPPENS = re.compile(r"\b(?:this|it)\s+(?:\w+\s+)?(?:happens|occurs|arises|emerges)\s+(?:because|due|since|as|when|from)\b",
                           re.IGNORECASE)
_ACHIEVES_THIS = re.compile(r"^\W*(?:we|it|they)\s+(?:(?:can|do)\s+)?(?:achieve|accomplish|realize|realise|attain|"
                            r"implement|do)\s+(?:this|these|that|so|both)\b|^\W*(?:this|these|that|both)\s+(?:is|are)\s+"
                            r"(?:achieved|accomplished|realized|realised|done|attained|implemented|made\s+possible)\b",
                            re.IGNORECASE)
_THUS = re.compile(r"^\W*(?:thus|hence|therefore|so)\b(?!\s+far\b)", re.IGNORECASE)
_AS_A_RESULT = re.compile(r"^\W*(?:as a (?:result|consequence)|consequently|in turn),", re.IGNORECASE)
_THESE_SCORES = re.compile(r"(?<=\w\s)(?:these|those|such)\s+(?:scores?|numbers?|figures?|accurac(?:y|ies)|results?)\b",
                           re.IGNORECASE)  # "… improves these scores": not "These results demonstrate …", a summing-up


_THEY = re.compile(r"^\W*(?:however|yet|but|still|unfortunately|nevertheless|nonetheless|instead|rather),?\s+"
                   r"(?:they|it|these|such)\s+"
                   r"(?!(?:paper|work|study|method)\b)", re.IGNORECASE)
_ITS = re.compile(r"^\W*(?:however|yet|but|still|unfortunately|nevertheless|nonetheless),?\s+(?:its|their)\s+", re.IGNORECASE)
# "These are then routed through a dedicated CoT guard model …", "They struggle to …": whose subject is in the sentence
# before it ("… a lightweight detection module to identify forget-worthy prompts")
_BARE_PLURAL = re.compile(r"^\W*(?:They\s|(?:These|Those)\s+(?:are|were|then|can|could|may|will|would|must|should|also|"
                          r"both|each|all|together|in\s+turn|jointly)\b)")
_IN_THIS_SETTING = re.compile(r"^\W*(?:in|under|for|within)\s+(?:this|that|such\s+an?|these|those)\s+(?:[\w-]+\s+)?"
                              r"(?:settings?|cases?|regimes?|scenarios?|setups?|conditions?)\s*,", re.IGNORECASE)
_DETAILS = re.compile(r"^\W*(?:specifically|more specifically|concretely|in particular|in detail),", re.IGNORECASE)
# "This embedding …", "These constraints …": a thing the sentence before it said (not "This paper …", "This work …")
_FINDING_NOUNS = frozenset("finding findings observation observations insight insights analysis connection equivalence "
                           "phenomenon".split())  # (not "results": "These results …" sums up, see _DEMONSTRATIVE)
_WE_FIND = re.compile(r"^\W*(?:[\w-]+,\s+)?we\s+(?:further\s+|also\s+)?(?:identify|find|show|argue|hypothesi[sz]e|observe|"
                      r"reveal|demonstrate|attribute|trace|pinpoint|discover)\b", re.IGNORECASE)
_STATES_FINDING = re.compile(r"\b(?:we|this\s+(?:paper|work))\s+(?:also\s+|further\s+|then\s+)?(?:prove|show|find|"
                             r"demonstrate|observe|establish|reveal|discover)s?\b", re.IGNORECASE)
# (after a lead-in: "To the best of our knowledge, this finding provides …")
_DEMONSTRATIVE = re.compile(r"^\W*(?:(?:To the best of our knowledge|Notably|Importantly|Remarkably|Interestingly|"
                            r"Crucially|Overall|Together|Collectively|In particular),\s+)?"
                            r"(?:[Tt]his|[Tt]hese|[Ss]uch)\s+(?!(?:paper|work|study|article|approach|method|framework|"
                            r"model|is|are|was|were|has|have|can|allows?|enables?|leads?|results?|means?)\b)([a-z][\w-]+)\s")


# "Recent vision-enhancement methods … inject all tokens indiscriminately": what other work does, in the asked words
_OTHERS_DO = re.compile(r"\b(?:existing|prior|previous|recent|current|conventional|traditional|standard|most)\s+"
                        r"(?:[\w-]+\s+){0,2}?(?:methods|approaches|works|models|techniques|systems|studies|algorithms)\b",
                        re.IGNORECASE)


_IT_STEMS = re.compile(r"\b(?:this|these|it|they)\s+(?:\w+\s+)?(?:stems?|arises?|results?|comes?|originates?)\s+"
                       r"(?:not\s+)?from\b|\bthis\s+is\s+(?:due|because|caused|driven)\b", re.IGNORECASE)
# "…, thereby reducing training-time memory usage": what a method brings about, no reason for the problem asked
_THEREBY = re.compile(r"\bthereby\b", re.IGNORECASE)
_SUCH = re.compile(r"\b(?:such|these|those)\s+(?!as\b)[a-z][\w-]*")  # "… techniques against such attacks …"
_THIS_FLAW = re.compile(r"\b(?:this|that|such\s+an?|these|those)\s+(?:[\w-]+\s+)?(?:shortcuts?|pitfalls?|flaws?|"
                        r"weakness(?:es)?|failure\s+modes?|practices?|heuristics?|assumptions?)\b", re.IGNORECASE)
_OUR_THING = re.compile(r"^\W*(?:Our|This|The\s+proposed)\s+([a-z][\w-]+)\b")


_DATA_WORD = re.compile(r"\b(?:datasets?|data|corpus|corpora|collection|benchmark)\b", re.IGNORECASE)
_COMPRISES = re.compile(r"^\W*(?:this|it|the\s+(?:dataset|data|corpus|collection|benchmark))\s+(?:comprises|consists\s+of|"
                        r"contains|includes|covers|spans)\b", re.IGNORECASE)


def _with_continuation(chosen: list[int], src: Source, usable: list[int], roles: list[str], asked: set[str]
                       ) -> list[int]:
    """A chosen sentence of the paper's own work brings the next one when that one goes on about it ("It can be
    evaluated efficiently through a single backward pass") and says an asked word the chosen ones do not: read alone,
    "It" hides what it is about, and the sentence ranks below what it completes ("… estimated efficiently?"). A
    sentence that says "both good and bad effects" brings the "On the one hand, …; on the other hand, …" after it, and
    one that says a problem the work meets brings the "To counter this, we …" that answers it."""
    said = set().union(*(src.words[i] for i in chosen)) if chosen else set()
    extra = [i + 1 for i in chosen if i + 1 in usable and i + 1 not in chosen and roles[i] in ("method", "result", "condition")
             and _CONTINUES.match(src.sentences[i + 1])
             and ((src.words[i + 1] & asked) - said or _ONE_HAND.match(src.sentences[i + 1]))]
    # "… we introduce a simple modification, which we refer to as InfoNCE-anchor" goes on in "Our modification introduces
    # an auxiliary anchor class, …": what the thing it named is
    extra += [i + 1 for i in chosen if i + 1 in usable and i + 1 not in chosen + extra and roles[i] != "background"
              and (m := _OUR_THING.match(src.sentences[i + 1])) and re.search(
                  rf"\b{re.escape(m[1])}\b[^.;]{{0,40}}?\b(?:which\s+we\s+(?:refer\s+to|call|term|dub|name)|called|named|"
                  rf"dubbed|termed)\b", src.sentences[i], re.IGNORECASE)]
    # "… on a dataset two orders of magnitude smaller …" goes on in "This comprises pixel-wise aligned, paired images
    # under different illumination.": what the data is
    extra += [i + 1 for i in chosen if i + 1 in usable and i + 1 not in chosen + extra and roles[i] != "background"
              and _DATA_WORD.search(src.sentences[i]) and _COMPRISES.match(src.sentences[i + 1])]
    extra += [i + 1 for i in chosen + extra if i + 1 in usable and i + 1 not in chosen and _ONE_HAND.match(src.sentences[i])
              and _OTHER_HAND.match(src.sentences[i + 1])]  # one hand read, the other too
    extra += [i + 1 for i in chosen if i + 1 in usable and i + 1 not in chosen and roles[i] != "background"
              and (ANSWERS_IT.match(src.sentences[i + 1]) or
                   _MEETS_PROBLEM.search(src.sentences[i]) and _WE_INSTEAD.match(src.sentences[i + 1]))]  # a problem
    # the work meets, and what it does about it ("In contrast, our new algorithm circumvents this limitation by …"); a
    # sentence the next one answers with "To address this issue, …" states one, in whatever words ("… leaving
    # excessive probability mass on irrelevant tail classes")
    extra += [i + 1 for i in chosen if i + 1 in usable and i + 1 not in chosen and _OTHERS_DO.search(src.sentences[i])
              and _WE_INSTEAD.match(src.sentences[i + 1])]  # what others do, and what the paper does instead
    # "… we also study several properties of VAR-based generative classifiers …" announces what "In particular, the
    # tractable likelihood facilitates visual explainability …" says
    # ("… we reveal a fundamental vulnerability of UEs …" announces what "Specifically, … pretraining priors still
    # allow the model to bypass the shortcuts …" says)
    extra += [i + 1 for i in chosen if i + 1 in usable and i + 1 not in chosen and roles[i] != "background"
              and (_SEVERAL.search(src.sentences[i]) or _UNNAMED_FINDING.search(src.sentences[i]))
              and _DETAILS.match(src.sentences[i + 1])]
    # "We demonstrate that current techniques … have striking failure modes …" goes on in "Investigating further, we
    # find that current transformer approaches operate as statistical interpolators …": what lies under it
    extra += [i + 1 for i in chosen if i + 1 in usable and i + 1 not in chosen and roles[i] != "background"
              and _DEEPER.match(src.sentences[i + 1])]
    # "… we then explain Muon's superiority on real-world corpora …" announces what "The superiority is explained
    # through two key properties: (i) …" says
    extra += [i + 1 for i in chosen if i + 1 in usable and i + 1 not in chosen and _WE_EXPLAIN.search(src.sentences[i])
              and _EXPLAINED.match(src.sentences[i + 1])]
    return chosen + list(dict.fromkeys(extra))


_SEVERAL = re.compile(r"\b(?:several|various|multiple|a number of|a few|two|three|four)\s+(?:[\w-]+\s+)?[a-z-]+s\b",
                      re.IGNORECASE)  # a count announced: "several properties", "two key insights"
# a closer look at what the sentence before found: "Investigating further, we find …", "On closer inspection, …"
_DEEPER = re.compile(r"^\W*(?:(?:investigating|digging|looking|probing|analy[sz]ing)\s+(?:further|deeper|closer)|"
                     r"(?:on|upon)\s+(?:closer|further)\s+(?:inspection|examination|analysis)|a\s+closer\s+look|"
                     r"further\s+(?:analysis|investigation)\s+(?:reveals|shows|finds))\b", re.IGNORECASE)
# a finding named only by its kind: "we reveal a fundamental vulnerability of UEs", "we identify a surprising effect"
_UNNAMED_FINDING = re.compile(r"\b(?:reveal|identify|uncover|discover|find|observe|expose|show|highlight)s?\s+(?:that\s+)?"
                              r"(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:vulnerabilit(?:y|ies)|phenomen(?:on|a)|problems?|"
                              r"issues?|limitations?|weakness(?:es)?|effects?|flaws?|failures?|failure modes?|mechanisms?|"
                              r"gaps?|bias(?:es)?|trade-offs?|patholog(?:y|ies)|behaviou?rs?)\b", re.IGNORECASE)
_WE_EXPLAIN = re.compile(r"\bwe\s+(?:then\s+|further\s+|also\s+|first\s+)?(?:explain|account\s+for|investigate\s+why)\b",
                         re.IGNORECASE)
_EXPLAINED = re.compile(r"^\W*(?:The|This|These|Such|It|They)\s+(?:[\w-]+\s+){0,2}?(?:is|are|can\s+be)\s+(?:explained|"
                        r"attributed|due|driven|caused)\b", re.IGNORECASE)


# "… the reasoning agent risks getting lost … . To counter this, we propose a verifiable reward mechanism …"
_MEETS_PROBLEM = re.compile(rf"{_SHORTCOMING.pattern}|\brisks?\b", re.IGNORECASE)


_WE_INSTEAD = re.compile(r"^\W*(?:in contrast|by contrast|instead|unlike (?:them|these|those|this|prior \w+)),?\s+(?:our|we)\b",
                         re.IGNORECASE)
_ONE_HAND = re.compile(r"^\W*On (?:the )?one hand\b")
_OTHER_HAND = re.compile(r"^\W*On the other(?: hand)?\b")


_SETUP = re.compile(r"^\W*(?:(?:then|next|first|second|third|finally|further(?:more)?|in addition|additionally|moreover|"
                    r"here),?\s+)?(?:we|the authors)\s+(?:then\s+|also\s+|further\s+|next\s+)?(?:consider|study|examine|"
                    r"investigate|turn to|focus on|look at|analy[sz]e|explore|revisit|"
                    r"(?:show|describe|explain|demonstrate|discuss) how)\b", re.IGNORECASE)  # "We then show how PPO can …"


# "… but existing methods face significant limitations.": what they are is said next
_ANNOUNCES = re.compile(r"\b(?:limitations|challenges|issues|problems|drawbacks|shortcomings|questions)\s*[.:]?\s*$",
                        re.IGNORECASE)


def _sets_up_only(sentence: str) -> bool:
    """Short, or says no finding of its own ("Finally, we consider the case of random initialization, where
    parameters are sampled from a Gaussian distribution far from the ground truth.")."""
    return len(sentence.split()) <= 20 or not (_RESULT.search(sentence) or _FINDING.search(sentence) or
                                               re.search(r"\b(?:prove|establish|derive)\b", sentence))


def _with_findings(chosen: list[int], sentences: list[str], usable: list[int], roles: list[str]) -> list[int]:
    """A chosen sentence that only sets up what is studied next ("Then, we consider tasks parameterized by a latent
    numerical concept.") or announces what comes ("… existing methods face significant limitations.") brings the
    sentence after it, which says what was found there or what they are; alone it answers nothing."""
    extra = [j for i in chosen if i + 1 in usable and i + 1 not in chosen and _sets_up_only(sentences[i]) and
             (_SETUP.match(sentences[i]) and roles[i + 1] != "background" or _ANNOUNCES.search(sentences[i]))
             for j in range(i + 1, i + 1 + _announced(sentences[i])) if j in usable and j not in chosen]
    return chosen + list(dict.fromkeys(extra))


def _announced(sentence: str) -> int:
    """How many sentences say what a sentence announces: "… reveals two fundamental challenges." two (each said in
    a sentence of its own: "When actions are … the curse of horizon.", "Conversely, … the curse of dimensionality
    emerges."), else one."""
    m = re.search(r"\b(two|three|four)\s+(?:[\w-]+\s+){0,2}?\S+\s*[.:]?\s*$", sentence, re.IGNORECASE)
    return _COUNT[m.group(1).lower()] if m and _ANNOUNCES.search(sentence) else 1


# "The framework comprises two key components.", "VFScale comprises two key innovations to address …", "The rank of
# this matrix plays a dual role.": a count of parts that the sentence does not list itself ("… two components: (1) …"
# does; "… FID of 1.32 with two steps" is none)
_ANNOUNCES_ITEMS = re.compile(r"\b(?:comprises?|consists? of|contains?|has|have|features?|involves?|includes?|makes?|"
                              r"introduces?|built (?:on|upon)|relies on|proceeds? in|composed of|brings?|offers?|"
                              r"unfolds? in|(?:divided|split|falls?) into|(?:goes|go|passes|pass) through|plays?|serves?)\s+"
                              r"(?:an?\s+)?(two|three|four|dual|double|twofold|two-fold)\s+(?:[\w-]+\s+){0,2}?(?:"
                              + _PART_NOUNS + r"|ideas?|mechanisms?|elements?|roles?|purposes?|functions?)\b"
                              r"(?![^.]*(?::|\(\s*(?:i|1|a)\s*\)|\bfirst\b|\bnamely\b|\bincluding\b|\bi\.e\.|\be\.g\.|"
                              r"\bsuch as\b|\bboth\b))", re.IGNORECASE)
_ITEM = re.compile(r"\b(?:we|the authors)\s+(?:first\s+|then\s+|also\s+|further\s+|next\s+)?(?:propose|develop|introduce|"
                   r"design|present|build|devise|construct)\b|^\W*(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|finally)\b",
                   re.IGNORECASE)
_COUNT = {"two": 2, "three": 3, "four": 4, "dual": 2, "double": 2, "twofold": 2, "two-fold": 2}  # "plays a dual role"


_LISTS = re.compile(r"\((?:i{1,3}|iv|[1-4]|[a-d])\)|\b(?:first(?:ly)?|second(?:ly)?),", re.IGNORECASE)  # items in a row


def _with_named_parts(chosen: list[int], sentences: list[str], run: list[int], asked_names: list[str],
                      most: int = 3) -> list[int]:
    """Parts asked for ("What are the components of the InternSVG suite?") where no chosen sentence lists them: the
    sentences of the method's description that introduce a named part ("At its core is SAgoge, …", "we introduce
    SArena, a companion benchmark …")."""
    if any(_LISTS.search(sentences[i]) or _ANNOUNCES_ITEMS.search(sentences[i]) for i in chosen):
        return chosen
    seen = {n.lower() for n in asked_names} | {n.lower() for i in chosen for n in names_in(sentences[i])}
    extra = []
    for j in run:
        new = {n.lower() for n in names_in(sentences[j])} - seen
        if j not in chosen and new and len(extra) < most:
            extra.append(j)
            seen |= new
    return chosen + extra


_MAIN_PART = re.compile(r"\b(?:main|key|core|central|primary)\s+(?:modules?|components?|parts?|building blocks?)\b",
                        re.IGNORECASE)
_EACH_ASKED = re.compile(r"\b(?:what|how)\s+(?:does|do|did|is|are)\s+each\b", re.IGNORECASE)


def _with_each(chosen: list[int], sentences: list[str], usable: list[int], most: int = 4) -> list[int]:
    """"What are its three components, and what does each do?": after the sentence that lists them by name
    ("… three key innovations: Adaptive Frame Sampling (AFS), …, and Video-Query-Options Similarity (VQOS)"), the
    sentence that says what each one does ("VQOS enhances similarity calculation by …")."""
    extra: list[int] = []
    for i in chosen:
        listed = [n for n in names_in(sentences[i]) if n not in names_in(sentences[i][:sentences[i].find(":") + 1])] \
            if ":" in sentences[i] else []
        for n in listed if len(listed) >= 2 else []:
            if any(n in sentences[j] for j in chosen + extra if j != i):
                continue
            extra += [j for j in usable if j > i and j not in chosen + extra and n in sentences[j]][:1]
    return chosen + extra[:most]


def _with_items(chosen: list[int], sentences: list[str], usable: list[int]) -> list[int]:
    """A chosen sentence that announces a count of parts without listing them ("The framework comprises two key
    components.") brings the sentences after it that present them ("To mitigate label scarcity, we develop …", "…, we
    propose a Subgraph Attention Fusion (SAF) module …"), else the ones right after it ("On the training side, …",
    "On the inference side, …"): alone it names none."""
    extra = []
    for i in chosen:
        if (m := _ANNOUNCES_ITEMS.search(sentences[i])) and not (
                m.group(1).lower() in ("dual", "double", "twofold", "two-fold") and
                len(sentences[i][m.end():].split()) > 3):  # "a dual enhancement mechanism based on feature memory
            # and mask alignment, …" says both
            n = _COUNT[m.group(1).lower()]
            after = [j for j in usable if i < j <= i + n + 3]
            # a role or purpose is said by the sentences that follow ("It specifies …", "It also provides …"), not
            # by the steps a method adds
            items = [] if re.search(r"(?:role|purpose|function)s?\W*$", m.group(0), re.IGNORECASE) else \
                [j for j in after if _ITEM.search(sentences[j])][:n]
            extra += [j for j in (items if len(items) == n else after[:n]) if j not in chosen]
        # "… introduces three key innovations: (1) …; (2) … execution." lists the third two sentences on ("…; (3) An
        # efficient training system …"): the sentences up to the last item come with it
        elif (m := _LISTS_ITEMS.search(sentences[i])) and (n := _COUNT[m.group(1).lower()]) > len(
                set(_NUMBERED.findall(sentences[i][m.end():]))) > 0:
            last = next((j for j in usable if i < j <= i + 3 and f"({n})" in sentences[j]), None)
            extra += [j for j in usable if last is not None and i < j <= last and j not in chosen]
    return chosen + list(dict.fromkeys(extra))


_LISTS_ITEMS = re.compile(r"\b(two|three|four)\s+(?:[\w-]+\s+){0,2}?(?:" + _PART_NOUNS + r")\s*:", re.IGNORECASE)
_NUMBERED = re.compile(r"\(([1-4])\)")


_ON_EACH = re.compile(r"\b(?:on|for|in|of|with|from)\s+(?:each|both)(?:\s+(?:one|of them))?\b|\beach\s+(?:one|of them)\b",
                      re.IGNORECASE)
_INLINE_ITEM = re.compile(r"\((?:i{1,3}|iv|[1-4])\)|(?<![\w(])[1-4]\)\s")


def _on_each(chosen: list[int], read: list[int], src: Source, usable: list[int]) -> list[int]:
    """"Which two problems does it tackle, and what does it achieve on each?": for each item of a list a read sentence
    gives ("(i) constructing finite 2D/3D point sets …, and (ii) choosing Sobol' direction numbers …"), the later
    sentence that says most of that item's own words ("On finite sets, we rediscover known optima …", "On digital
    sequences, evolving Sobol' parameters yields …")."""
    extra: list[int] = []
    for i in read:
        pieces = _INLINE_ITEM.split(src.sentences[i])[1:]
        items = [content_words(p) for p in pieces]
        if len(items) < 2:
            continue
        for k, item in enumerate(items):
            own = item - set().union(*(o for m, o in enumerate(items) if m != k))
            best = max((j for j in usable if j > i and j not in read), default=None,
                       key=lambda j: (len(own & with_parts(src.words[j])), -j))
            if best is not None and own & with_parts(src.words[best]) and best not in chosen + extra:
                extra.append(best)
    return chosen + extra


def _introduces(sentence: str, name: str) -> bool:
    """Does the sentence introduce `name`: "we propose ExTrActor, …", "ExTrActor, an automated framework …",
    "ExTrActor is a …", "… CLAP-Ranked Preference Optimization (CRPO), a novel framework …"?"""
    n = re.escape(name)
    return re.search(rf"\b(?:propos|introduc|present|develop|design|call|nam|term)\w*\s+(?:\w+\s+){{0,3}}?{n}\b|"
                     rf"\b{n}(?:(?<=\({n})\))?(?:\s*\([^)]*\))?(?:,\s*(?:a|an)\b|\s+(?:is|refers to)\s+(?:a|an|the)\b)",
                     sentence) is not None


# how a thing is done, said after it: "… alleviates gradient conflicts by routing …"
# (not "… in the domain of Chart Parsing by proposing ChartVSR": what it introduces, not how it works)
_BY_DOING = re.compile(r"\b(?:by|through|via)\s+(?:[a-z]+ly\s+)?(?!(?:propos|introduc|present|develop|design|build|"
                       r"construct|creat|offer|provid)ing\b)[a-z]{3,}ing\b")


# a sentence that goes on about what the sentence before it presented, and a sentence that presents a benchmark
_ON_BENCHMARK = re.compile(r"^\W*(?:It|They|Its|Their|(?:The|This|These|Our)\s+(?:new\s+)?(?:benchmarks?|datasets?|"
                           r"suites?|corpus|testbeds?|collections?))\b")
_PRESENTS_DATA = re.compile(r"\b(?:present|introduc|propos|construct|buil|releas|curat|creat|develop)\w*\s+"
                            r"(?:[\w-]+,?\s+){0,3}?(?:an?\s+|the\s+)?(?:new\s+|large-scale\s+|comprehensive\s+)?"
                            r"(?:[\w-]+\s+){0,2}(?:benchmark|dataset|corpus|suite|testbed)\b", re.IGNORECASE)
_WE_EVALUATE = re.compile(r"^\W*(?:(?:finally|then|further(?:more)?|moreover|additionally|empirically),?\s+)?(?:we|the\s+authors)"
                          r"\s+(?:then\s+|also\s+|further\s+|extensively\s+)?(?:evaluate|assess|benchmark|test|validate)\b",
                          re.IGNORECASE)
_DATA_ASKED = re.compile(r"\b(?:benchmarks?|datasets?|data|corpus|suites?|testbeds?|evaluat\w*|tasks?)\b", re.IGNORECASE)


def _says_how(sentence: str, asked: set[str]) -> bool:
    """Does the sentence say how the asked thing is done: two asked words, then "by <doing>" ("… alleviates gradient
    conflicts by routing task-specific representations …")?"""
    text = plain(sentence)
    m = _BY_DOING.search(text)
    return m is not None and len(asked & content_words(text[:m.start()])) >= 2


# what a sentence does something for: "For real-time animation, we extend …", "To enable streaming, the model …"
_FOR_PURPOSE = re.compile(r"^\W*(?:For|To\s+(?:enable|achieve|support|allow|improve|ensure|handle|make)|In\s+order\s+to)\s+"
                          r"(?P<what>[^,]{3,60}),\s+(?:we|the\s+authors|it|they|our)\b")
# "across financial, medical, and legal domains", "domains such as finance, medicine and law": the things, listed
_LIST_BEFORE = re.compile(r"(?:[\w-]+,\s+){1,}(?:and|or)\s+(?:[\w-]+\s+){1,2}$")
_LIST_AFTER = re.compile(r"^\s*(?:,\s*)?(?:such as|including|like|namely|:|\()\s*[\w-]+(?:\s+[\w-]+)?\s*(?:,|and|or)\s")


def _says_it_alone(ranked: list[int], scores: dict[int, float], src: Source, rest: set[str], margin: float,
                   intro: int, spelled: list[set[str]] | None) -> bool:
    """Does the best sentence say most of what is asked (`rest`, two thirds of its words), score ahead of the next by
    half the focus margin, and the sentence that introduces the method (`intro`) say none of it?"""
    return len(ranked) > 1 and bool(rest) and 3 * len(rest & with_parts(src.words[ranked[0]])) >= 2 * len(rest) and \
        scores[ranked[0]] - scores[ranked[1]] >= margin / 2 and \
        not _same_words(rest, with_parts(src.words[intro] | (spelled[intro] if spelled else set())))


def _same_words(said: set[str], words: set[str]) -> bool:
    """Do the two sets of content words share one, counting `SAME`'s ("sync" is "synchronization")?"""
    return bool(said & words or any(SAME.get(w, frozenset()) & words for w in said))


def _lists(sentence: str, head: set[str]) -> bool:
    """Does the sentence list the things a part asks for by name ("which domains?"), before or after their word?"""
    text = plain(sentence)
    for m in re.finditer(r"[\w-]+", text):
        if content_words(m.group()) & head and (_LIST_BEFORE.search(text[:m.start()])
                                                 or _LIST_AFTER.match(text[m.end():])):
            return True
    return False


_BUILT_ON_THIS = re.compile(r"^\W*(?:Built|Based|Building|Relying)\s+(?:up)?on\s+(?:this|these|such\s+an?|such)\s+([\w-]+)",
                            re.IGNORECASE)
_DESIGN_WORDS = "architecture design framework pipeline backbone structure"
_POINTER_WORD = re.compile(r"\b(this|these|that|those|such|the\s+same|the\s+above)\s+([\w-]+)", re.IGNORECASE)


# items named after a word that opens a list, three or more ("spanning A, B, and C")
_ENUMERATES = re.compile(r"\b(?:spanning|including|such\s+as|covering|namely|e\.g\.,?|ranging\s+from)\s+"
                         r"[^.;:()]{2,80}?,\s+[^.;:()]{2,80}?,\s+(?:[^.;:()]{2,80}?,\s+)*(?:and|or)\s+\w")
_COLON_LIST = re.compile(r":\s+[^.;:()]{2,80}?,\s+[^.;:()]{2,80}?,\s+(?:[^.;:()]{2,80}?,\s+)*(?:and|or)\s+\w")
_VAGUE = re.compile(r"\b(?:various|diverse|multiple|several|many|different|numerous|a\s+(?:(?:wide|broad)\s+)?"
                    r"(?:range|variety)\s+of)\s+(?:[\w-]+\s+){0,3}$", re.IGNORECASE)


def _vaguely(sentence: str, head: set[str]) -> bool:
    """Does the sentence name the things asked for only as "various …" ("across various fetal ultrasound tasks"),
    listing none?"""
    text = plain(sentence)
    at = [m.start() for m in re.finditer(r"[\w-]+", text) if content_words(m.group()) & head]
    return bool(at) and all(_VAGUE.search(text[:a]) for a in at) and not _ENUMERATES.search(text)


def _points_back_at(sentence: str, head: set[str]) -> bool:
    """Does the sentence name the thing asked for only by pointing back at it ("Built on this architecture, …")?"""
    said = [w for w in re.findall(r"[\w-]+", sentence) if content_words(w) & head]
    pointed = [m.group(2) for m in _POINTER_WORD.finditer(sentence) if content_words(m.group(2)) & head]
    return bool(said) and len(pointed) == len(said)


def _scores(scorer: SupportScorer, src: Source, usable: list[int], text: str, vec: np.ndarray, roles: list[str],
            focus: str, words: set[str] | None = None, head: set[str] = frozenset(),
            spelled: list[set[str]] | None = None, others: Sequence[str] = (), listed: set[str] = frozenset()
            ) -> dict[int, float]:
    """Each usable sentence's fit to a question part: the support scorer's blend of similarity and shared words (the
    words its abbreviations stand for, `spelled`, included), plus cues of what the part asks. `others`: names the part uses
    that are not the paper's own ("… on Dream-Instruct?"): the sentence that names one says what is asked of it.
    `listed`: the things a part asks for by name; a sentence that lists them says which."""
    words = content_words(text) if words is None else words
    counted = bool(_COUNTED.search(text))
    listing = _ASKS_WHICH.match(text) is not None
    cues = cues_of(text, focus)
    sims = src.vectors @ vec
    yes_no = _YES_NO.match(text) is not None
    how_many = _HOW_MANY.match(text) is not None
    amount = _ASKS_AMOUNT.match(text) is not None
    how_big = _HOW_BIG.search(text) is not None
    purpose = _ASKS_PURPOSE.match(text) is not None
    # "What is ExTrActor?": the sentence that introduces it ("we propose ExTrActor, an automated framework …")
    what_is = _WHAT_IS.match(text) is not None
    how = focus == "method" and _HOW.match(text) is not None
    defines = names_in(text) if what_is else []
    short = acronyms(text)  # "How was its reward model trained?" of "… Rebuttal-RM, a specialized evaluator trained …"
    out = {}
    for i in usable:
        said = src.words[i] | acronym_words(src.sentences[i], short) | (spelled[i] if spelled else set())
        if i and _IN_THIS_SETTING.match(src.sentences[i]):  # "In this setting, we prove …": the setting is the one
            said |= src.words[i - 1]  # the sentence before it introduced ("the globally ε-incentive-compatible agent")
        overlap = len(words & said | {w for w in words if SAME.get(w, frozenset()) & said}) / len(words) if words else 0.0
        # "How big is T2I-CoReBench?" asks what it holds, not what was found with it ("Experiments across 28 …")
        value = scorer.weight * float(sims[i]) + (1 - scorer.weight) * overlap + \
            _BONUS.get(("what" if how_big or purpose else focus, roles[i]), 0.0)
        if roles[i] == "background" and (focus != "motivation" or purpose):  # ("Why do they use X?" asks what X is
            value -= 0.15  # for: not why the field matters)
        if focus == "result" and not how_big and _FINDING.search(src.sentences[i]):  # "Which works best?": what
            # experiments revealed
            value += 0.08
        if any(says.search(src.sentences[i]) for _, says in cues):  # says what is asked, in its own words
            value += 0.08
        if head & said and not _points_back_at(src.sentences[i], head) and \
                not (listing and _vaguely(src.sentences[i], head)):  # "What trade-off does …?": a sentence that
            value += HEAD_BONUS  # names a trade-off says which (not "Built on this architecture, VOGUE …", nor, to
            # "Which tasks …?", "… across various fetal ultrasound tasks")
        if listing and (head or listed) and (_ENUMERATES.search(plain(src.sentences[i])) or head and (
                m := _COLON_LIST.search(plain(src.sentences[i]))) and head & content_words(
                " ".join(plain(src.sentences[i])[:m.start()].split()[-6:]))):
            value += 2 * HEAD_BONUS  # "Which tasks does it cover?": "… spanning anatomical plane identification,
            # visual grounding of anatomical structures, …, and clinical diagnosis", whatever it calls them; "Which
            # hyperparameters …?": "… covers all optimisation hyperparameters of modern models: learning rates, …"
        if how and (m := _FOR_PURPOSE.match(plain(src.sentences[i]))) and _same_words(with_parts(content_words(m["what"])),
                                                                                     words):
            value += 2 * HEAD_BONUS  # "How is the avatar animated?": "For real-time animation, we extend …"
        if how and _says_how(src.sentences[i], words):
            value += HEAD_BONUS  # "How does ScaleZero handle gradient conflicts?": "… this architecture alleviates
            # gradient conflicts by routing task-specific representations to specialized sub-networks"
        if listed and _lists(src.sentences[i], listed):  # "Which domains does it cover?": "… across financial,
            value += HEAD_BONUS  # medical, and legal domains", not "domain experts" (a title's word or not)
        if any(uses_name(src.sentences[i], n) for n in others):
            value += NAME_BONUS
        if counted and _ENUMERATION.search(src.sentences[i]):  # "the two steps" -> "First, ..." and "Second, ..."
            value += 0.10
        # "What two optimizers …?": "… deriving new optimizers: Row and Column Scaled SGD (RACS) and … (Alice)"
        if (counted or listing) and (head or listed) and _names_them(src.sentences[i], head | listed, text):
            value += HEAD_BONUS
        if how_many and head and _counts(src.sentences[i], head):  # the count asked for, not a sentence on the same
            value += 2 * HEAD_BONUS  # things ("… when initializing from pretrained CLM models")
        if amount and numbers(src.sentences[i]):  # "… SSPO trained … on just 1% of UltraFeedback surpasses …",
            value += HEAD_BONUS  # not "… drastically reducing acquisition costs"
        if how_big and _states_size(src.sentences[i]):
            value += 2 * HEAD_BONUS
        if POSES_QUESTION.search(src.sentences[i]):  # "we address whether X is necessary" asks what the question asks
            value -= 0.15
        elif yes_no and (_FINDING.search(src.sentences[i]) or roles[i] == "result"):  # "Is X useful?": what was found
            value += 0.08
        if any(_introduces(plain(src.sentences[i]), n) for n in defines):
            value += 2 * NAME_BONUS
        elif what_is and _defines_asked(src.sentences[i], words, short):  # "What is lazy agent behavior …?": where it is
            value += 2 * HEAD_BONUS  # defined, not the sentences that only use it ("… alleviates lazy agent behavior")
        if focus == "name" and set(names_in(src.sentences[i])) - set(names_in(text)):
            # "What is their algorithm called?": a sentence that gives a name, best one that introduces it
            value += NAME_BONUS * (2 if INTRODUCES_WORK.search(src.sentences[i]) else 1)
        out[i] = value
    return out
