"""Text helpers every step shares: sentences, content words, numbers, citation markers, instruction-like text,
and the text the encoder sees for a chunk.

Sentence splitting is written here: nltk's punkt (used by llama-index) splits after "e.g." and "et al.".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache

import Stemmer

STEMMER = Stemmer.Stemmer("english")  # the one English stemmer (content words here, BM25 tokens in retrieve.py)

_ABBREV = re.compile(r"(?:\b(?:e\.g|i\.e|et al|vs|cf|Fig|Eq|Sec|approx|resp|etc)\.)$")
_BOUNDARY = re.compile(r"(?<=[.!?])[\"')\]}”’*$]*(?:\\(?=\s))?\s+(?=[\"'(\[<]?(?:\*\*?)?(?:[A-Z0-9$\\<]|[a-z]{1,3}-?[A-Z]))|"
                       r"(?<=[a-z]{3}\.)(?=[A-Z][a-z]+\s)")  # an abstract's missing space: "methods.These analyses"
# (Markdown's hard line break after a sentence, "… training corpus**.\" and a new line, is a boundary too)
# (a sentence may open with a name in lower case: "rBridge achieves …", "f-INE introduces …")
# "an average gain in AUROC of 15. 2\\% compared to baselines": a figure an abstract's stray space cut in two
_SPLIT_FIGURE = re.compile(r"(?<![\d.])\d{1,3}\.$")
_FIGURE_REST = re.compile(r"\d+\s*\\?%")
_CUT_FIGURE = re.compile(r"(?<![\d.])(\d{1,3})\. (\d+\s*\\?%)")
_LABEL = re.compile(r"\W*[A-Z][a-z]+(?:\s+[a-z]+)?\s*[.:]\W*")
MARKER = re.compile(r"\[(\d+(?:\s*,\s*\d+)*)\]")


def cited_numbers(text: str) -> list[int]:
    """The source numbers a text's [n] / [n, m] markers cite, in order ('… [2] … [1, 3]' -> [2, 1, 3])."""
    return [int(n) for m in MARKER.finditer(text) for n in m.group(1).split(",")]

_LEADING_MARKERS = re.compile(r"^((?:\[\d+(?:\s*,\s*\d+)*\]\s*)+)")
_WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_STOP = frozenset(
    "a an the and or of to in on for with by from as at is are was were be been being this that these those it its "
    "we our they their which who whom what when where how why can could may might will would should does do did "
    "not no than then there here such also into over under between both each more most other some any all "
    "only very using use used based paper papers work study show shows propose proposes proposed method methods "
    "you your yours me my".split()  # the asker's pronouns: "How can you tell …?" asks nothing about "you"
)
_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*")
# Sentences that address the model rather than describe research; never put in a prompt (still shown to the user).
# Said to the model, as an order: not a paper's "responses to forget prompts", "tailoring the system prompt to each
# input" or "SEAL-0 targets the questions that frontier models answer with near-zero accuracy" (11 sentences of the
# corpus were taken for orders, among them the one that says how DRAGON detects what to forget). "Forget" is an order
# only where a sentence or clause starts with it ("retain and forget prompts" names a kind of prompt); "respond with"
# only where it opens a sentence, "respond only with" anywhere.
_INSTRUCTION = re.compile(
    r"(?:\b(?:ignore|disregard)|(?:^|[.:;!?,\"“]\s*|\b(?:please|now|then|must|should|always)\s+)forget)\s+"
    r"(?:(?:all|any|the|your|my|these|those|everything|of)\s+)*(?:[\w-]+\s+){0,2}?"
    r"(?:instructions?|prompts?|rules|above|previous|prior)\b|"
    r"\b(?:reveal|print|repeat|output)\s+(?:your|the)\s+(?:system\s+)?(?:prompt|instructions)\b|"
    r"\byou are now\b|(?:^|[.:;!?]\s+|[\"“]\s*)(?:please\s+)?(?:respond|reply|answer)\s+with\b|"
    r"\b(?:respond|reply|answer)\s+only\s+with\b|<\s*/?\s*(system|assistant|script)\b|<\|im_",
    re.IGNORECASE,
)


def looks_like_instruction(sentence: str) -> bool:
    return bool(_INSTRUCTION.search(sentence))


# an inline list's number, not a sentence's end: "… are: 1. Low-rank decomposition …, 2. Storing …, and 3. Fully …"
_LIST_NUMBER = re.compile(r"(?:[:;,]|\b(?:and|or))\s+\(?\d{1,2}\.$")
_LIST_START = re.compile(r"[:;]\s+\(?1\.\s")  # (a list begun after a colon: not "k set to 1, 2, and 3. We find …")


def split_sentences(text: str) -> list[str]:
    """Sentences of `text`; a run of bare markers ('[2]') is kept with the sentence before it."""
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        end = m.start() + len(m.group()) - len(m.group().lstrip("\"')]}”’*$"))  # a closing quote, brace or "$" stays
        # (a sentence may end inside its formula: "… for $k \gtrsim \log(d^2 k)\Delta^3.$ Our estimator …")
        piece = text[start:end].strip()
        if _ABBREV.search(piece.rstrip("\"')]")) or _SPLIT_FIGURE.search(piece) and _FIGURE_REST.match(text, m.end()) \
                or _LIST_NUMBER.search(piece) and _LIST_START.search(f"{piece} ") \
                or piece.count("“") > piece.count("”") and "”" in text[m.end():m.end() + 160] \
                or piece.count('"') % 2 and '"' in text[m.end():m.end() + 160]:
            continue  # "e.g. X"; a quoted title with a question mark inside: The paper “Can X Do It All? On Y” shows …;
            # a quoted example of two sentences: tasks such as "Detect the bench. Also, remove the cat." It combines …
        if piece and not _LABEL.fullmatch(piece):  # "**Method.**" heads a structured abstract's part: no sentence
            out.append(piece)
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    merged: list[str] = []
    for s in out:
        lead = _LEADING_MARKERS.match(s)
        if lead and merged:  # "Claim. [2] Next claim" -> marker belongs to "Claim."
            merged[-1] = merged[-1] + " " + lead.group(1).strip()
            s = s[lead.end():].strip()
        if s:
            merged.append(s)
    return merged


# a LaTeX command, apart from the figure written against it: "$\sim21.6$%" states 21.6, "\times14.5" 14.5
_COMMAND = re.compile(r"\\[A-Za-z]+")


def numbers(text: str) -> set[str]:
    """Numbers stated in a text ('1000', '3.5'); citation markers and LaTeX are not numbers."""
    return set(number_list(text))


_THIN_THOUSANDS = re.compile(r"(?<=\d)\\[,;:]\s?(?=\d{3}(?!\d))")  # "$83\,000$": TeX's thin space between digit groups


def number_list(text: str) -> list[str]:
    """The numbers of a text, each as often as it is stated."""
    text = _THIN_THOUSANDS.sub(",", _CUT_FIGURE.sub(r"\1.\2", text))  # "15. 2\%" is 15.2
    return [n.replace(",", "") for n in _NUMBER.findall(MARKER.sub(" ", _COMMAND.sub(" ", text.replace("$", " "))))]


def content_words(text: str) -> set[str]:
    """Stemmed words that carry meaning (no stopwords, no citation markers)."""
    return set(stemmed_words(text))


_RUN_BREAK = re.compile(r"[^A-Za-z\s-]|\s-\s")
_NAME_OR_STOP = re.compile(r"\S*[A-Z]\S*[A-Z]\S*|\b(?i:" + "|".join(_STOP) + r")\b")


def sole_user(abstracts: list[str], name: str) -> int | None:
    """The index of the one abstract that uses `name` ("we revisit the only known algorithm AMB"), if only one does."""
    users = [i for i, abstract in enumerate(abstracts) if uses_name(abstract, name)]
    return users[0] if len(users) == 1 else None


def doer_root(stem: str) -> tuple[str, ...]:
    """The root of a stemmed word for one who does ('planner' -> 'plan', 'learner' -> 'learn', 'sampler' -> 'sampl'),
    which the stemmer keeps whole while it stems the verb ('planning' -> 'plan'); () for other words."""
    if not stem.endswith("er") or len(stem) < 6 or not stem.isalpha():
        return ()
    root = stem[:-2]
    if root[-1] == root[-2] and root[-1] not in "aeiou":
        root = root[:-1]  # "plann" -> "plan"
    elif len(root) < 5:
        return ()  # a comparative: "longer", "faster", "higher" say no "long", "fast", "high" done
    return tuple(content_words(root))


def adverb_root(stem: str) -> tuple[str, ...]:
    """The adjective of a stemmed adverb the stemmer keeps whole ('narrowli' -> 'narrow', 'clearli' -> 'clear'), so
    that "narrowly finetuned" is said by "Narrow Finetuning"; () for other words."""
    if not stem.endswith("li") or len(stem) < 6 or not stem.isalpha():
        return ()
    return tuple(content_words(stem[:-2]))


def name_shaped(name: str) -> bool:
    """An acronym or one capitalised word of two capitals or more ('AMB', 'CHTsL', 'GuidedEval'): a coined name, not
    a term written with an acronym ('reverse-KL')."""
    return is_acronym(name) or re.fullmatch(r"[A-Z]\w*", name) is not None and sum(c.isupper() for c in name) >= 2


def is_acronym(name: str) -> bool:
    """Capitals (and digits) only: 'AMB', 'VFL', not 'reverse-KL' or 'LiteGuard'."""
    return re.fullmatch(r"[A-Z][A-Z0-9]{1,9}", name) is not None


def acronyms(text: str) -> dict[str, set[str]]:
    """The acronyms the text's phrases would go by, with their words: "reward model" -> {"RM": {"reward", "model"}}
    (runs of two to four content words, stemmed), so that a sentence about "Rebuttal-RM" is about the reward model."""
    out: dict[str, set[str]] = {}
    runs = [r.split() for piece in _RUN_BREAK.split(text)  # a name ("RebuttalAgent") or a stopword ends a run
            for r in _NAME_OR_STOP.split(piece)
            if r and r.strip()]
    for words in runs:
        for i in range(len(words)):
            for j in range(i + 2, min(len(words), i + 4) + 1):
                out.setdefault("".join(w[0] for w in words[i:j]).upper(), set()).update(content_words(" ".join(words[i:j])))
    for compound in re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)+", text):  # "out-of-distribution": "OOD"
        out.setdefault("".join(p[0] for p in compound.split("-")).upper(), set()).update(content_words(compound))
    return out


def acronym_words(sentence: str, phrases: dict[str, set[str]]) -> set[str]:
    """The words of `phrases` (from `acronyms`) whose acronyms the sentence uses ("Rebuttal-RM", "LLMs")."""
    return set().union(*(phrases[a] for a in re.findall(r"[A-Z]{2,}", sentence) if a in phrases)) if phrases else set()


def with_parts(words: set[str]) -> set[str]:
    """Words and the parts of their hyphenated compounds ("mixture-of-experts" also says "mixture", "experts")."""
    return words.union(*(content_words(w.replace("-", " ")) for w in words if "-" in w))


def stemmed_words(text: str) -> list[str]:
    """`content_words` in order, repeats kept. A Greek letter is its name: "ε-incentive-compatible" (LaTeX made
    plain) is what a reader types as "epsilon-incentive-compatible"."""
    text = _PREFIXED.sub(r"\1", MARKER.sub(" ", text).lower().translate(GREEK_NAMES).translate(_HYPHENS))
    words = [w for w in _WORD.findall(text) if w not in _STOP and len(w) > 1]
    # a compound's parts stem as the words they are ("LLM-generated" is "llm-generat", whose part "generated" says),
    # not as one word ("llm-gener", whose "gener" no "generated" says)
    return [s if "-" not in w else "-".join(STEMMER.stemWords(w.split("-"))) for w, s in zip(words, STEMMER.stemWords(words))]


# a prefix written with a hyphen or without is one word: "fine-tuned" is "finetuned", "pre-training" "pretraining"
_PREFIXED = re.compile(r"\b(pre|post|fine|multi|non|semi|re|co)-(?=[a-z]{3})")


_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-"})  # "encryption‐free" (a Unicode hyphen) is "encryption-free"
GREEK_NAMES = str.maketrans({c: name for name, chars in {  # "π" reads "pi", as a reader types it
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "εϵ", "zeta": "ζ", "eta": "η", "theta": "θϑ",
    "kappa": "κ", "lambda": "λ", "mu": "μµ", "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ",
    "phi": "φϕ", "chi": "χ", "psi": "ψ", "omega": "ω"}.items() for c in chars})


LOSS = (r"(?:los[eit]\w*|loss(?:es)?|sacrific\w*|compromis\w*|hurt\w*|harm(?:s|ed|ing|ful)?\b|degrad\w*|impair\w*|"
        r"trad\w*[\s-]off|drop(?:s|ped|ping)?\b)")  # not "harmonic", "dropout"
SAYS_LOSS = re.compile(rf"\b{LOSS}", re.IGNORECASE)  # a word of loss: "lose", "hurts", "trade-off"


def loss_words(text: str) -> set[str]:
    """A text's content words, with every word of loss one word ("lose accuracy" is "sacrificing accuracy")."""
    return content_words(SAYS_LOSS.sub(" loss ", text))


_LOSS_STEMS = content_words("lose loses lost losing loss losses sacrifice sacrificing compromise compromising hurt hurts "
                            "hurting harm harms harmed degrade degrades degrading degradation impair impairs drop drops "
                            "dropped trade-off")


def loss_as_one(words: set[str]) -> set[str]:
    """`loss_words` for words already stemmed."""
    return {"loss" if w in _LOSS_STEMS else w for w in words}


def closed(sentence: str) -> str:
    """A quoted sentence with its full stop: an abstract's last sentence may lack one ("… head-guided training of
    LLMs"), and the marker after it would then run it into the next sentence of the answer."""
    sentence = sentence.rstrip()
    # (one ending inside its quotes has it: '… which we term the "single-head deposit pattern."')
    return sentence if not sentence or sentence[-1] in ".!?…" or re.search(r"[.!?…][\"'”’)]+$", sentence) \
        else sentence + "."


def strip_markers(sentence: str) -> str:
    """A sentence without its [n] markers, and without the space they left before punctuation."""
    return re.sub(r"\s+([.,;:!?])", r"\1", re.sub(r"(?<=\S) {2,}(?=\S)", " ", MARKER.sub("", sentence))).strip()


def embed_text(title: str, chunk_text: str) -> str:
    """What the encoder (and BM25) sees of a chunk: the title first, so every chunk knows its paper."""
    return f"{title}\n{chunk_text}"


# "… leaving excessive probability mass on tail classes. To address this issue, we propose …": a sentence that answers
# the problem the sentence before it states (not "To address the challenge of scalability, …": a new problem)
ANSWERS_IT = re.compile(r"^\W*To (?:counter|address|tackle|mitigate|overcome|solve|fix|remedy|rectify|alleviate|resolve|"
                        r"handle|avoid|prevent)\s+(?:this|these|it|them|that|such|both)\b", re.IGNORECASE)


# a study of whether, not what it found: "(we) assess the degree to which SAEs can reveal …", "tests whether …"
ASKS_WHETHER = re.compile(r"\b(?:assess|assesses|evaluate|evaluates|ask|asks|test|tests|investigate|investigates|"
                          r"examine|examines|study|studies|explore|explores)\s+(?:the\s+(?:degree|extent)\s+to\s+which|"
                          r"whether|if)\b", re.IGNORECASE)


# "We first conduct an in-depth analysis of …", "We also analyze how …": a study the paper announces, not what it shows
# nor how its method works
ANNOUNCES_STUDY = re.compile(r"\bwe\s+(?:first\s+|also\s+|then\s+|further\s+)?(?:(?:present|conduct|perform|provide|"
                             r"carry\s+out|undertake)\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:study|dissection|analysis|"
                             r"investigation|examination|evaluation)\b|analy[sz]e\s+(?:how|whether|why|what)\b)",
                             re.IGNORECASE)


_LATEX_SYMBOLS = {r"^\circ": "°", r"^{\circ}": "°", r"\circ": "∘",
                  r"\times": "×", r"\approx": "≈", r"\sim": "~", r"\leq": "≤", r"\geq": "≥", r"\le": "≤", r"\ge": "≥",
                  r"\pm": "±", r"\alpha": "α", r"\beta": "β", r"\gamma": "γ", r"\epsilon": "ε", r"\lambda": "λ",
                  r"\mu": "μ", r"\sigma": "σ", r"\tau": "τ", r"\theta": "θ", r"\ell": "ℓ", r"\infty": "∞",
                  r"\pi": "π", r"\nabla": "∇", r"\delta": "δ", r"\Delta": "Δ", r"\rho": "ρ", r"\phi": "φ", r"\eta": "η",
                  r"\omega": "ω", r"\kappa": "κ", r"\cdot": "·", r"\rightarrow": "→", r"\to": "→", r"\sqrt": "√",
                  r"\neq": "≠", r"\ne": "≠", r"\eg": "e.g.", r"\ie": "i.e.", r"\dots": "…", r"\ldots": "…", r"\cdots": "⋯",
                  r"\%": "%", r"\&": "&", r"\_": "_", r"\---": "—", r"\--": "–",
                  r"\varepsilon": "ε", r"\varphi": "φ", r"\vartheta": "ϑ", r"\left": "", r"\right": "",  # "\left(" is "("
                  r"\uparrow": "↑", r"\downarrow": "↓", r"\leftarrow": "←", r"\Rightarrow": "⇒",
                  r"\ll": "≪", r"\gg": "≫",  # "When I\ll U" reads "When I ≪ U"
                  r"\in": "∈", r"\Omega": "Ω", r"\Theta": "Θ", r"\Lambda": "Λ", r"\Sigma": "Σ", r"\Phi": "Φ",
                  r"\nu": "ν", r"\zeta": "ζ", r"\star": "⋆", r"\sum": "Σ", r"\int": "∫", r"\top": "⊤", r"\mid": "|",
                  r"\Vert": "‖", r"\lVert": "‖", r"\rVert": "‖", r"\gtrsim": "≳", r"\lesssim": "≲", r"\preceq": "⪯",
                  r"\cup": "∪", r"\cap": "∩", r"\subseteq": "⊆", r"\propto": "∝", r"\big": "", r"\Big": ""}
# operator names read as words, apart from what they follow: "Δ\log p" is "Δ log p", "O(n\log n)" is "O(n log n)"
_LATEX_OP = re.compile(r"(\S?)\\(log|ln|exp|min|max|sup|inf|arg|det)(?![A-Za-z])")
# text-mode symbols: "50\\texttimes{} speed-up", "LLMs$\\textemdash{}$including", "Kurdyka--\\L{}ojasiewicz"
_TEXT_SYMBOLS = {"textemdash": "—", "textendash": "–", "texttimes": "×", "L": "Ł", "l": "ł", "o": "ø", "O": "Ø",
                 "ss": "ß"}
_TEXT_SYM = re.compile(r"\\(textemdash|textendash|texttimes)(?:\{\}|(?![A-Za-z]))|\\(L|l|o|O|ss)\{\}")
_LATEX_CMD = re.compile(r"\\(?:textbf|textit|textrm|textsf|textsc|textnormal|emph|mathbf|mathrm|mathit|mathsf|mathtt|"
                        r"mathcal|mathbb|operatorname|texttt|text|underline|bm|boldsymbol)\{([^{}]*)\}")
_LATEX_BARE = re.compile(r"\\(?:textbf|textit|textrm|textsf|textsc|textnormal|emph|mathbf|mathrm|mathit|mathsf|mathtt|"
                         r"mathcal|mathbb|operatorname|texttt|text|underline|boldsymbol)(?=[A-Za-z\\({])")
_LATEX_SYM = re.compile("|".join(  # "\\le" is not the start of "\\left"; "\\sqrtT" (braces gone) is √T
    re.escape(k) + ("(?![A-Za-z])" if k[-1].isalpha() and k != r"\sqrt" else "")
    for k in sorted(_LATEX_SYMBOLS, key=len, reverse=True)))
_MD_EMPH = re.compile(r"\*\*([^*]+)\*\*|(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])|(?<!\w)_([^_\s][^_]*)_(?!\w)")


_ACCENTS = {'"': "\u0308", "'": "\u0301", "`": "\u0300", "^": "\u0302", "~": "\u0303"}
_LATEX_ACCENT = re.compile(r"\\([\"'`^~])\{?([A-Za-z])\}?")  # N\"uwa -> Nüwa, \'{e} -> é
_MATH_ACCENTS = {"tilde": "\u0303", "widetilde": "\u0303", "hat": "\u0302", "widehat": "\u0302", "bar": "\u0304",
                 "overline": "\u0305", "dot": "\u0307", "vec": "\u20d7"}
_MATH_ACCENT = re.compile(r"\\(" + "|".join(_MATH_ACCENTS) + r")(?:\{([^{}]*)\}|\s*([A-Za-z]))")  # \tilde{O}, \tildeO -> Õ


_BIB_KEY = re.compile(r"([a-z]+)[_-]?((?:19|20)\d\d)", re.IGNORECASE)


def _cited_names(keys: str) -> str:
    """"kerrigan2024functional,lim2023score" -> "Kerrigan (2024) and Lim (2023)": a BibTeX key's author and year."""
    names = [f"{m.group(1).capitalize()} ({m.group(2)})" if (m := _BIB_KEY.match(k.strip())) else k.strip()
             for k in keys.split(",") if k.strip()]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


# a paper's macro for its method's name: "\method", "\ours", "\modelname", "\detectorname", "\name"
_NAME_MACRO = r"(?:method|ours|(?:ours|method|model|alg|algo|detector|tool|framework|system|bench|dataset|data)?name)"


# a letter set off in bold: "\textbf{T}ranslation", "**M**ultimodal", "\underline{\textbf{L}}azy"
_BOLD_LETTER = (r"(?:\\textbf\{\\underline\{([A-Za-z])\}\}|\\underline\{\\textbf\{([A-Za-z])\}\}|\\textbf\{([A-Za-z])\}|"
                r"\*\*([A-Za-z])\*\*)")
_BOLD_WORD = rf"[A-Za-z-]*{_BOLD_LETTER}[A-Za-z-]*"
_BOLD_RUN = re.compile(rf"{_BOLD_WORD}(?:\s+(?:[a-z]+\s+)?{_BOLD_WORD}){{2,}}")


def _bold_initials(text: str) -> str:
    r"""A name spelled by bold initials is given as an acronym: "\textbf{T}ranslation-based \textbf{A}ttacker …
    Def\textbf{E}nder (\detectorname)" reads "… (TASTE)", and "**M**ultimodal **W**eight **A**llocation **M**odule, a
    …" reads "… Module (MWAM), a …" when the abstract goes on to call it MWAM (the bold marks are lost on the way)."""
    def named(m: re.Match) -> str:
        letters = "".join(g for lm in re.finditer(_BOLD_LETTER, m.group(0)) for g in lm.groups() if g)
        if not letters.isupper():
            return m.group(0)  # "Lazy, independent, interactive" spell "Lii": no acronym
        after = text[m.end():]
        if re.match(rf"\s*\(\\{_NAME_MACRO}(?:\{{\}})?\)", after) or (
                not re.match(r"\s*\(", after) and re.search(rf"(?<![\w-]){letters}(?![\w-])", after)):
            return f"{m.group(0)} ({letters})"
        return m.group(0)

    if "\\textbf{" not in text and "**" not in text and "\\underline{" not in text:
        return text
    out = _BOLD_RUN.sub(named, text)
    given = re.search(rf"\(([A-Z]{{3,}})\)\s*\(\\{_NAME_MACRO}(?:\{{\}})?\)", out)
    if not given:
        return out
    # the macro names what the letters spell: "(TASTE) (\detectorname)" is "(TASTE)", "\detectorname comprises" "TASTE …"
    out = out[:given.end(1) + 1] + out[given.end():]
    return re.sub(rf"\\{_NAME_MACRO}\b(?:\{{\}})?", given.group(1), out)


# a macro of the paper's own in parentheses after a name: "ICL Activation Alignment (\act)", "Video Generative
# Adversarial Networks (\ourmes)" (a symbol's is no name: "step size (\eta)")
_OWN_MACRO = re.compile(r"[A-Za-z}] \(\\([a-z]{2,12})(?:\{\})?\)")


def _greek(name: str) -> bool:
    """Is `name` a Greek letter's ("theta", "epsilon")?"""
    try:
        return bool(unicodedata.lookup(f"GREEK SMALL LETTER {name.upper()}"))
    except KeyError:
        return False


def _own_name_macro(text: str) -> str:
    """A paper's own macro for its method's name is written as the usual one ("\\method"), which `plain` reads."""
    found = {m for m in _OWN_MACRO.findall(text) if f"\\{m}" not in _LATEX_SYMBOLS and m not in _MATH_ACCENTS
             and not re.fullmatch(_NAME_MACRO, m) and not _greek(m.removeprefix("var"))}
    for m in found:
        text = re.sub(rf"\\{m}(?![A-Za-z])", r"\\method", text)
    return text


def plain(text: str) -> str:
    """Abstract text as a reader sees it: LaTeX and Markdown emphasis removed ('1000$\\times$' -> '1000×',
    '**TokUR**' -> 'TokUR', '14.8\\%' -> '14.8%'), for prompts and labels. Stored text keeps its markup."""
    text = re.sub(r"\\\\(?=[A-Za-z])", r"\\", text)  # "$\\downarrow$" (its backslash escaped for Markdown) is ↓
    text = _own_name_macro(text)
    # "\\$5.55\\times\\$" (math whose dollars were escaped for Markdown) is math; a lone "\\$0.60 per trajectory" a price
    text = re.sub(r"\\\$([^$]{1,60}?)\\\$", lambda m: m[0] if " " in m[1] and "\\" not in m[1] else f"${m[1]}$", text)
    text = text.replace("\\$", "\2")  # a price's dollar, kept from the math below
    text = _bold_initials(_LATEX_ACCENT.sub(lambda m: unicodedata.normalize("NFC", m.group(2) + _ACCENTS[m.group(1)]),
                                            text))
    text = re.sub(r"(?<=[\w.])\\ (?=\S)", " ", text)  # "et al.\ (SICOMP 2011)": TeX's space after a period
    # TeX's small spaces: between a figure's digit groups a thousands separator ("$83\,000$" is 83,000), elsewhere a
    # space ("4.17\,B"), or none ("A\!>\!B")
    text = _THIN_THOUSANDS.sub(",", text)
    text = re.sub(r"\\!", "", re.sub(r"\\[,;:]", " ", text))
    text = text.replace("\\*", "∗")  # "$\beta^\*$" (an asterisk escaped from Markdown) is β^∗, no emphasis mark
    text = _TEXT_SYM.sub(lambda m: _TEXT_SYMBOLS[m.group(1) or m.group(2)], text)
    # "the theory of \citet{kerrigan2024functional}" names its authors: "the theory of Kerrigan (2024)"
    text = re.sub(r"\\citet\*?\{([^{}]*)\}", lambda m: _cited_names(m.group(1)), text)
    # "\citep{yi2023}", "\cref{fig}": no reader's text
    text = re.sub(r"\s*\\(?:cite|citep|citet|citealp|ref|eqref|cref|Cref|autoref|ding)\*?\{[^{}]*\}", "", text)
    text = re.sub(r"\\(?:textcolor|color)\{[^{}]*\}", "", text)  # "\textcolor{red}{x}": the colour is no text
    text = re.sub(r"\{\\(?:em|it|bf|sl|sc|tt|rm|sf)\s+([^{}]*)\}", r"\1", text)  # "{\em relaxed balanced}": old-style TeX
    text = re.sub(r"\\href\{[^{}]*\}", "", text)  # "\href{https://…}{code}": the link's text is what a reader sees
    text = _CUT_FIGURE.sub(r"\1.\2", text)  # "15. 2\%": one figure, "15.2%"
    text = re.sub(r"``([^`']{1,200})''", r"“\1”", text)  # ``flexible'' -> “flexible”
    text = re.sub(r"``([^`'\"]{1,200})\"", r"“\1”", text)  # ``winner" (closed by a plain quote) -> “winner”
    text = re.sub(r"(?<![`\w])`([^`'\n]{1,60})'(?!')", r"‘\1’", text)  # `hard' -> ‘hard’
    text = re.sub(r"(?<=[\w.,!?])''(?=[\s.,;:)]|$)", "”", text)  # "… a retail store'': a TeX closing quote
    text = re.sub(r"\\(eg|ie)\b\.?", lambda m: {"eg": "e.g.", "ie": "i.e."}[m.group(1)], text)
    # "a novel framework, named \ours{}, that captures …", "the Latent Denoising Tokenizer (\method), a …": the macro
    # names nothing a reader sees
    text = re.sub(rf",?\s+(?:named|called|dubbed|termed)\s+\\{_NAME_MACRO}\b(?:\{{\}})?,?|"
                  rf"\s*\(\\{_NAME_MACRO}(?:\{{\}})?\)", "", text)
    # "we propose a … pipeline, \method. \method first calculates …": the paper's macro for its unnamed method
    # ("our \detectorname surpasses …": "our method")
    text = re.sub(rf"(^|[.!?]\s+)?(\b(?:[Oo]ur|[Tt]he|[Tt]his)\s+)?\\{_NAME_MACRO}\b(?:\{{\}})?",
                  lambda m: f"{m.group(1) or ''}{m.group(2)}method" if m.group(2) else
                  f"{m.group(1)}The method" if m.group(1) is not None else "the method", text)
    text = re.sub(r"\\([A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*)\{\}", r"\1", text)  # "We introduce \GRACE{} (…)": its name
    text = re.sub(r"\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}",  # "T^{\frac{2}{3}}" -> "T^{2/3}"
                  lambda m: "/".join(g if len(g) == 1 or g.isalnum() else f"({g})" for g in m.groups()), text)
    for _ in range(3):  # "\underline{\textbf{L}}azy": the inner command first
        text, found = _LATEX_CMD.subn(r"\1", text)
        if not found:
            break
    text = re.sub(r"\\\\(?=[%&#_])", r"\\", text)  # "21.3\\%" escaped twice: "21.3%"
    # braces lost on the way ("\textbf\textscSureLock", "\mathbbR^d") or never closed ("binding \textit{spatial IDs to"):
    # the command goes, and "\textit{" is not read as "\text" before "it{"
    text = _LATEX_BARE.sub("", text)
    text = _LATEX_OP.sub(lambda m: m.group(1) + (" " if m.group(1) and (m.group(1).isalnum() or m.group(1) in ")]}") else "")
                         + m.group(2), text)
    text = _LATEX_SYM.sub(lambda m: _LATEX_SYMBOLS[m.group(0)], text)
    text = _MATH_ACCENT.sub(lambda m: unicodedata.normalize("NFC", (m.group(2) or m.group(3)) + _MATH_ACCENTS[m.group(1)]),
                            text)
    text = re.sub(r"\\[A-Za-z]+\{([^{}\\$]*)\}", r"\1", text)  # a paper's own macro: "\tsc{rBridge}" -> "rBridge"
    for _ in range(3):  # "**(*i*)**": the inner emphasis first
        text, found = _MD_EMPH.subn(lambda m: next(g for g in m.groups() if g is not None), text)
        if not found:
            break
    text = re.sub(r"\\{1,2}([{}])", lambda m: "\0" if m.group(1) == "{" else "\1", text)  # a set's "\{f_u\}" keeps them
    text = re.sub(r"\$([^$]{0,80})\$", r"\1", text).replace("{", "").replace("}", "")
    text = text.replace("\0", "{").replace("\1", "}").replace("\2", "$")
    text = re.sub(r"(?<=[a-z])-\n\s*(?=[a-z])", "", text)  # a word hyphenated at a line's end: "opti-\nmizer"
    text = re.sub(r"(?<=[\w)+])---(?=[\w(])", "—", re.sub(r"(?<=[\w)+])--(?=[\w(])", "–", text))  # TeX dashes
    text = re.sub(r"(?<=\w) +(?=[,;](?:\s|$))", "", text)  # "\emph{Query-Level Uncertainty }, which": no space before ","
    text = re.sub(r"(?<=[A-Za-z)]) +(?=:\s)", "", text)  # "… of AI4S-RL : A Unified …" (not a ratio's "1 : 2")
    text = re.sub(r"~(?=[→←↔])|(?<=[→←↔])~", " ", text)  # "26.8\%~$\rightarrow$~56.3\%": TeX's tie is a space
    return re.sub(r"\s+", " ", text).strip()


# a sentence that introduces the paper's own work ("We then propose FedMuon", "This paper presents …")
# "we make the first attempt to build an agent for geometry and present InternGeometry": the verb after "and" too
INTRODUCES_WORK = re.compile(r"\b(we|this (paper|work))\s+(?:(?:[^\s.;:,]+\s+){1,14}?and\s+)??"
                             r"(?:(?:first|then|also|further|thus|therefore|hence|now|\w+ly)\s+)?"
                             r"(propose|introduce|present|develop)|"
                             # "This paper addresses this challenge …, introducing SiMO"
                             r"\b(?:we|this (?:paper|work))\s[^.;]{0,120}?,\s+(?:introducing|proposing|presenting)\s|"
                             # "we achieve low-cost pruning by proposing a general pruning framework …"
                             r"\b(?:we|this (?:paper|work))\s[^.;,]{0,80}?\bby\s+(?:introducing|proposing|presenting|"
                             r"developing)\s|"
                             # "To address this issue, a novel framework, OMCDA, is proposed, where …" (not "is
                             # introduced to restrict …", not "was proposed by …")
                             r"\b(?:is|are)\s+proposed\b(?!\s+(?:to|by|in)\b)|"
                             r"\bnovel\b[^.;]{0,60}?\b(?:is|are)\s+(?:introduced|presented|developed)\b(?!\s+(?:to|into|by|in|as)\b)",
                             re.IGNORECASE)
# a sentence in the paper's own voice ("we", "our", "this paper")
FIRST_PERSON = re.compile(r"\b(we|our|us|this (paper|work|study))\b", re.IGNORECASE)
# "In this paper, we address whether modulation-based conditioning is necessary", "… does W2S happen?": a question
# the paper poses, which states no answer
POSES_QUESTION = re.compile(r"\b(?:we|us|this (?:paper|work|study))\s+(?:\w+\s+){0,2}?(?:address|ask|examine|investigate|"
                            r"study|explore|revisit|question)\w*\s+(?:whether|if)\b|\?[\s*]*$", re.IGNORECASE)
# "Besides, we also introduce approaches for further enhancement": an addition, not the work itself
_ADDITION = re.compile(r"^\W*(?:besides|in addition|additionally|moreover|furthermore|finally|lastly)\b|\b(?:also|further)\s+"
                       r"(?:propose|introduce|present|develop)", re.IGNORECASE)


def intro_index(sentences: Sequence[str], among: Iterable[int] | None = None) -> int | None:
    """The sentence that introduces the paper's own work ("In this paper, we propose X"): the first that does and is
    not an addition ("We also introduce a benchmark"); None when no sentence does."""
    return next((i for i in (range(len(sentences)) if among is None else among)
                 if INTRODUCES_WORK.search(sentences[i]) and not _ADDITION.search(sentences[i])), None)


# acronyms every paper uses: no paper's own name
GENERIC = frozenset(s.lower() for s in (
    "LLM", "LLMs", "VLM", "VLMs", "MLLM", "MLLMs", "AI", "RL", "ML", "NLP", "GPU", "GPUs", "CPU", "ICLR", "API", "APIs",
    "KV", "SFT", "SAM", "RLHF", "CoT", "ViT", "ViTs", "GNN", "GNNs", "CNN", "CNNs", "MoE", "LoRA", "GPT", "I", "OK", "US", "UK",
    "2D", "3D", "4D", "T2I", "SOTA", "FLOPs", "PDE", "PDEs", "OOD", "RAG", "MCMC", "SGD", "Adam", "ImageNet",
    "DNN", "DNNs", "Transformer", "Transformers", "Diffusion", "Agents", "CLIP", "CIFAR", "BERT", "COCO", "ResNet",
))


_SIZED = frozenset({"imagenet", "cifar", "coco"})  # data sets named with their size: ImageNet-100, CIFAR-10


def generic(name: str) -> bool:
    """An acronym, model or data set many papers use ('LLM', 'CLIP', 'ImageNet-100', 'CIFAR-10'): no paper's name.
    A model's version stays a name: 'GPT-5' is not 'GPT-4o'."""
    low = name.lower()
    return low in GENERIC or re.sub(r"[-_]?\d[\w.]*$", "", low) in _SIZED

_NAMEISH = re.compile(r"[A-Za-z]*[A-Z0-9][A-Za-z0-9]*")
# "we make the first attempt to build an agent for geometry and present InternGeometry": the verb after "and"
_VERB = (r"(?i:\b(?:we|this paper|this work|the paper|us\s+to)\s+(?:first\s+|then\s+|further\s+|also\s+|additionally\s+|"
         r"therefore\s+|thus\s+|hence\s+|subsequently\s+|finally\s+|next\s+|here\s+|(?!only\b)[a-z]{3,}ly\s+)?"
         r"(?:(?:[^\s.;:,]+\s+){0,13}?[^\s.;:,]+,?\s+and\s+)??"  # "we reframe …, and propose SIG"
         r"(?:(?:propose|introduce|present|develop|design|call|term|name)s?|"
         r"(?:[^\s.;:,]+\s+){1,4}?by\s+(?:propos|introduc|present|develop)ing))\s+")  # "we address … by introducing STARS"
_METHOD = r"(?:[A-Z]|[a-z]{1,2}(?=[A-Z]))(?:[A-Za-z0-9]|\^(?=[A-Za-z0-9]))*(?:[-.](?:[A-Za-z0-9]|\^(?=[A-Za-z0-9]))+)*\+{0,2}"
# "ComVo", "G-NLL", "OGD+", "rBridge", "M^2R" (what plain() makes of "$M^2R$": a question writes "M2R")
# "we present ComVo" names ComVo; "we present a study of RLVR's effects" does not name RLVR, nor "we introduce a
# framework that embeds RoseTTAFold2NA as the denoiser" RoseTTAFold2NA (what it uses)
_INTRODUCES = re.compile(_VERB + r"(?:(?:(?!(?:of|that|which)\b)[a-z][\w-]*|a|an|the)\s+){0,8}?\(?(" + _METHOD +
                         r")\)?(?![\w-]|\.\w|['’]s\b|\s+[A-Z][a-z]+\s+[A-Z][a-z])")  # not the first word of "the LLM-embedded
# Semantic Encoding strategy"
# not past "that" or "which": "a framework that jointly trains Bradley-Terry (BT) …" names what it trains ("we
# propose that performing … (ABMS)" does name the method)
_INTRODUCES_ACRONYM = re.compile(_VERB + r"(?:that\s+)?(?:(?!(?:that|which)\s)[^.;()\s]+\s+){0,12}?[^.;()\s]*"
                                 r"\((" + _METHOD + r")\)(?!-)")  # not "a Group Relative Policy Optimization (GRPO)-trained …"
# "we propose a novel intervention framework, termed SteerVAD, which …", "a two-pillar framework, LiteCoST, to …"
_INTRODUCES_TERMED = re.compile(_VERB + r"[^.;]{0,80}?\b(?:(?:termed|dubbed|named|called|coined)\s+(?:as\s+)?|(?:framework|"
                                r"method|approach|algorithm|system|pipeline|paradigm|agent|architecture),\s+)[\"“]?\(?"
                                r"(" + _METHOD + r")\)?(?![\w-]|['’]s\b)")
# "The resulting method is termed LASER-D (Dynamic and Difficulty-aware)", "…, resulting in a new parameter-efficient
# training approach termed CHTsL": a name given without "we … propose"
_KINDS = (r"(?:method|approach|model|framework|algorithm|variant|version|system|agent|policy|technique|recipe|pipeline|"
          r"architecture|scheme)")
_TERMED_PASSIVE = re.compile(r"(?i:(?:\b(?:the resulting|this|our|the proposed|the final|the extended|the full)\s+"
                             rf"(?:[\w-]+\s+){{0,2}}?{_KINDS}\s+(?:is|was)\s+|\b(?:a|an)\s+(?:new|novel)\s+"
                             rf"(?:[\w-]+\s+){{0,4}}?{_KINDS}\s*,?\s+)(?:termed|called|named|dubbed|coined)\s+(?:as\s+)?)"
                             r"[\"“]?\(?(" + _METHOD + r")\)?(?![\w-]|['’]s\b)")
# "Our model, AdaSSL, applies to …", "Our proposed method, ALI-CFM, …": a name set off after "our <kind>"
_OUR_NAMED = re.compile(rf"\b(?:[Oo]ur|[Tt]he proposed)\s+(?:[\w-]+\s+){{0,2}}?(?:{_KINDS}|work|benchmark|dataset)\s*,\s+"
                        r"(" + _METHOD + r")(?:,|\.(?:\s|$))")  # "… leads to our proposed model, ScaleZero."
# ("DEtect, Decide, Unlearn in Continual lEarning (DEDUCE)": words set off by commas, a link word, a capital inside)
_SPELLED_OUT = re.compile(r"(?:(?:\s+[A-Z][\w-]*){1,5}|"
                          r",\s+[A-Z][\w-]*(?:,?\s+(?:[A-Z][\w-]*|[a-z]+[A-Z][\w-]*|in|of|for|and)){1,5})"
                          r"\s*\((" + _METHOD + r")\)")
_SPELLED_ON = re.compile(r"(?:\s+(?:[A-Z][\w-]*|of|for|and|via|with|in|to|on)){1,6}\s*\((" + _METHOD + r")\)")
_INTRODUCES_PHRASE = re.compile(_VERB + r"(?:the\s+)?((?:[A-Z][\w-]*\s){1,3}[A-Z][\w-]*)\s*(?:,|\(|:|which|that)")
# "we introduce Prophet, a training-free …": a capitalised word right after the verb, set off as what it names
_INTRODUCES_WORD = re.compile(_VERB + r"([A-Z][a-z]+)(?:,\s+an?\s|,\s+the\s+first\s|\s+\(|\s*[—–-]\s*an?\s)")  # ("we
# present Obscuro, the first superhuman AI for FoW chess")


COMPOUND = re.compile(r"-(?:based|guided|driven|aware|enhanced|free|style|like|level|specific|wise|generated|adaptive|trained)$",
                      re.IGNORECASE)  # "LLM-based", "CP-guided": an adjective, not a name
# "we propose a novel UQ framework", "we introduce attention-guided SAM2 prompting": the field's acronym used as a
# word, followed by the noun it qualifies; a coined name reads "we present MathForge framework" too, so only capitals
_MODIFIER = re.compile(r"\s+(?!(?:a|an|the|to|that|which|for|in|with|on|of|as|and|or|by|from|is|are|was|were|can|could|"
                       r"will|would|be|via|into|using|at|over|under|across)\b)[a-z]")


def _is_name(token: str) -> bool:
    """'ComVo', 'G-NLL', 'T3', 'LiteGuard', 'rBridge' are names; 'Adaptive-Scalable' or 'Token-level' are words, 'LLM-based' is
    an adjective, and 'DLMs' (diffusion language models) or 'MoEs' is a kind of model, not one."""
    if re.fullmatch(r"[A-Z]{2,}s|[A-Z][a-z]?[A-Z]+s", token) or COMPOUND.search(token):  # "DLMs", "MoEs", "ViTs"
        return False
    return bool(re.match(r"[a-z]{1,2}[A-Z]", token)) or \
        any(sum(c.isupper() or c.isdigit() for c in seg) >= 2 for seg in re.split(r"[-.]", token))


_ARTIFACT = re.compile(r"\b(?:datasets?|benchmarks?|corpus|corpora)\b", re.IGNORECASE)
# "X, a carefully curated dataset", "the X benchmark", "X, extending MovieChat-1K with annotated boundaries"
_IS_ARTIFACT = re.compile(r"\)?(?:\s*\([^()]{1,20}\))?(?:,\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,5}?(?:dataset|benchmark|corpus)|"
                          r"\s+(?:dataset|benchmark|corpus)|,\s+extending)\b", re.IGNORECASE)


def _an_artifact(text: str, start: int, end: int) -> bool:
    """Is the name at text[start:end] a dataset or benchmark the paper adds after introducing its own work, which is
    no benchmark ("In this paper, we propose a novel approach … We introduce MovieChat-SSeg, extending MovieChat-1K
    …")? Then it is not the paper's name; a benchmark paper's benchmark is."""
    if not _IS_ARTIFACT.match(text, end):
        return False
    begins = max((m.end() for m in re.finditer(r"[.!?]\s+(?=[A-Z])", text[:start])), default=0)
    earlier = split_sentences(text[:begins])
    intro = intro_index(earlier)
    if intro is None:  # "In this work, we show that … logprobs … can be used for monitoring. … We introduce the
        # TinyChange benchmark as a way to measure …": the work was said, in other words than "we propose"
        return any(_OWN_CLAIM.search(s) and not _ARTIFACT.search(s) for s in earlier)
    return not _ARTIFACT.search(earlier[intro])


_OWN_CLAIM = re.compile(r"\b(?:in this (?:work|paper),?\s+we|we (?:show|demonstrate|find|prove))\s+that\b", re.IGNORECASE)
_A_TASK = re.compile(r"\)?\s+(?:task|problem|setting)s?\b")  # "the deep research (DR) task": what is studied, no method


# "a … framework for offline Goal-Conditioned Reinforcement Learning (GCRL)": a thing proposed, then the capitalized
# setting it is for (lower-case words between the preposition and the capitals at most two)
_FOR_A_SETTING = re.compile(r"\b(?:framework|method|approach|algorithm|model|system|technique|strategy|pipeline|scheme|"
                            r"recipe)s?\s+(?:for|in|to|under|within)\s+(?:[a-z][\w-]*\s+){0,2}((?:[A-Z][\w-]*\s+)+"
                            r"(?:[a-z]{1,3}\s+(?:[A-Z][\w-]*\s+)+)?)\((?:[^()]+)\)$")


# a word after an acronym that goes on its phrase ("the model-specific (MS) Pareto optimal trade-off"), not the kind of
# thing it names ("a monitor red teaming (MRT) workflow") nor a verb ("… Monte-Carlo sampling (ABMS) can achieve …")
_MODIFIES = re.compile(r"\s+(?!(?:that|which|to|for|and|or|with|in|on|as|by|is|are|was|were|from|of|via|using|where|"
                       r"while|whose|the|a|an|can|could|may|will|would|enables?|allows?|achieves?|"
                       rf"{_KINDS[3:-1]}|module|workflow|loss|strategy|mechanism|paradigm|network|benchmark|dataset|"
                       r"protocol|objective|estimator|layer|block|attack|defen[cs]e|optimizer|sampler|metric|procedure)"
                       r"s?\b)[A-Za-z][\w-]*")


def _for_a_setting(text: str, acronym: str) -> bool:
    """Does an acronym spell out only the capitalized words after "a … framework for" ("… for offline Goal-Conditioned
    Reinforcement Learning (GCRL)") or "derived from" (`_BUILT_ON`)? Not one with letters from before ("a
    Clustering-guided Edge Reweighting framework for Graph Outlier Detection (CER-GOD)")."""
    m = _FOR_A_SETTING.search(text) or _BUILT_ON.search(text)
    if m is None:
        return False
    run, letters = m.group(1).lower(), re.sub(r"[^a-z]", "", acronym.lower())
    if not letters or letters[0] != run[0]:
        return False
    rest = iter(run)
    return all(c in rest for c in letters)  # the acronym's letters, in order, within the run


# "a practical metric, derived from Neural Tangent Kernel (NTK)": what the work builds on, not its name
_BUILT_ON = re.compile(r"\b(?:derived from|grounded in|inspired by|drawing on|rooted in)\s+"
                       r"(?:the\s+)?((?:[A-Z][\w-]*\s+)+)\((?:[^()]+)\)$")
_ACRONYM_PREFIX = re.compile(r"\(([A-Z][A-Za-z]{0,5})\)-([A-Z][\w]*)")


@lru_cache(maxsize=16384)
def _introduced(abstract: str) -> tuple[tuple[str, bool], ...]:
    """The names an abstract introduces for its own work, in order of preference (a name right after the verb first,
    "we propose DML-IL", then acronyms, then "termed"), each with whether it is a dataset or benchmark added after the
    work (`_an_artifact`)."""
    # "Partially Equivariant (PE)-DQN" is "Partially Equivariant DQN (PE-DQN)"
    text = _ACRONYM_PREFIX.sub(r"\2 (\1-\2)", plain(abstract))
    found: list[tuple[str, bool]] = []
    # "ComVo, a vocoder (CV)"; "Adaptive-Scalable Entmax (ASEntmax)"; "a framework, termed SteerVAD"
    for pattern in (_INTRODUCES, _INTRODUCES_ACRONYM, _INTRODUCES_TERMED, _TERMED_PASSIVE):
        for m in pattern.finditer(text):
            if pattern is _INTRODUCES and _MODIFIER.match(text, m.end()) and (
                    re.fullmatch(r"[A-Z0-9]+", m.group(1)) or re.search(r"\b[a-z]+(?:ed|ing)\s+$", text[:m.start(1)])
                    or uses_name(text[:m.start()], m.group(1))):
                continue  # "which we call weighted LogSumExp softmax policies": a word of a longer term; "In Reward
                # Learning (ReL), … we introduce a general ReL framework": the field's acronym, used as a word
            if pattern is _INTRODUCES_ACRONYM and _MODIFIES.match(text, m.end()) and \
                    (w := re.search(r"(?:^|\s)([a-z][\w-]*)\s*\(\s*[^()]*\)$", m.group(0))) and \
                    not re.fullmatch(rf"{_KINDS}|module", w[1]):
                continue  # "we propose a reformulation of the model-specific (MS) Pareto optimal trade-off": a word of
                # what it describes, not a name
            if pattern is _INTRODUCES_ACRONYM and _for_a_setting(m.group(0), m.group(1)):
                continue  # "We propose a … framework for offline Goal-Conditioned Reinforcement Learning (GCRL)": the
                # setting it works in, not its name
            if pattern is _INTRODUCES and re.fullmatch(r"[A-Z]{2,5}", m.group(1)) and \
                    re.search(r"\b[a-z][\w-]*\s+$", re.sub(_VERB, "", text[m.start():m.start(1)], count=1)) and \
                    uses_name(text[:m.start()], m.group(1)):
                continue  # "VLMs are replacing OCR pipelines … we propose uncertainty-aware OCR": the field, qualified
            if pattern is _INTRODUCES and re.search(rf"\(\s*{re.escape(m.group(1))}\s*\)", text[:m.start()]):
                continue  # "the relative over-generalization (RO) issue … we propose a framework connecting … RO"
            # "LoRA-Gated Contrastive Decoding (LGCD)", "called Matching for Retention (MRet)": the first word of a
            # longer name; the acronym is the name
            termed = pattern in (_INTRODUCES_TERMED, _TERMED_PASSIVE)
            more = (_SPELLED_ON if termed else _SPELLED_OUT).match(text, m.end()) if m.group(0)[-1] != ")" else None
            more = more if more and _is_name(more.group(1)) and (_is_name(m.group(1)) or termed) else None
            if more is None and m.group(0)[-1] != ")":  # "we propose DRO with Generative Ambiguity Set (GAS-DRO)"
                longer = _SPELLED_ON.match(text, m.end())
                more = longer if longer and m.group(1) in re.split(r"[-.]", longer.group(1)) else None
            name = more.group(1) if more else m.group(1)
            if name[0].islower() and text[m.start(1) - 1:m.start(1)] != "(" and \
                    re.match(r"[\w-]*\s+[A-Z]|[^.;]{0,80}\(", text[m.end(1):]):
                continue  # "towards eXplainable AI-Generated image Detection": capitals that spell out an acronym
            if _is_name(name) and not generic(name) and m.group(1).lower() not in GENERIC and \
                    not _A_TASK.match(text, (more or m).end()):
                found.append((name, _an_artifact(text, m.start(1), m.end(1))))
    return tuple(found)


def _our_named(abstract: str) -> list[str]:
    """The names an abstract gives its work in passing, without "we propose": "Our model, AdaSSL, applies to …"."""
    return [m.group(1) for m in _OUR_NAMED.finditer(plain(abstract)) if _is_name(m.group(1)) and not generic(m.group(1))]


def gives_name(abstract: str, name: str) -> bool:
    """Does the abstract give `name` to its own work, if only in passing after what it is ("To close the guardian
    model gap, we propose a foundational guardrail Safiron, combining …")? Set off as a name, never a cited one."""
    if name in introduced_names(abstract):
        return True
    return not generic(name) and re.search(_VERB + r"(?:an?|the)\s+(?:[a-z][\w-]*\s+){1,4}" + re.escape(name) +
                                           r"\s*[,(:—]", plain(abstract)) is not None


def introduced_names(abstract: str) -> list[str]:
    """Every name an abstract introduces for its own work: its method's, its benchmark's, a component's ("we
    introduce ParaBench … we propose VideoSafety-R1"), a model it names in passing ("Our best model, Cyber-Zero-32B")."""
    return list(dict.fromkeys([name for name, _ in _introduced(abstract)] + _our_named(abstract)))


def method_name(abstract: str) -> str | None:
    """The name an abstract gives its method ('We present ComVo, ...' -> 'ComVo'; 'This work presents Prior Depth
    Anything, a framework ...' -> 'Prior Depth Anything'; 'we introduce Prophet, a …'), if it gives one."""
    found = [name for name, artifact in _introduced(abstract) if not artifact]
    text = plain(abstract)
    if found:  # the first, unless the abstract never uses it again and goes on using another ("an effective metric,
        # the Integrated Gradient (IG) score" once, then "Context Denoising Training (CDT)" four times), or calls
        # another one "our model" and uses it more ("an online Dynamic Parameter Scaling (DPS) strategy" twice, "our
        # proposed model, ScaleZero" three times)
        ours = [n for n in _our_named(abstract) if n not in found and not re.search(r"-\d+(?:\.\d+)?[BM]$", n)]
        found += ours
        uses = [len(re.findall(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)) for n in found]
        best = max(range(len(found)), key=lambda i: (uses[i], -i))
        return found[best] if uses[best] >= 3 and (uses[0] == 1 or found[best] in ours and uses[best] > uses[0]) \
            else found[0]
    m = _INTRODUCES_PHRASE.search(text) or _INTRODUCES_WORD.search(text)
    if m and not _an_artifact(text, m.start(1), m.end(1)):
        return m.group(1)
    # last, a name given in passing, not a model's size ("Our final model, R1-CI-14B": the method has another name)
    return next((n for n in _our_named(abstract) if not re.search(r"-\d+(?:\.\d+)?[BM]$", n)), None)


LINK_WORDS = frozenset("of for and the via with in to on from by".split())  # lower-case words inside a name
_LINK_WORDS = "(?:" + "|".join(sorted(LINK_WORDS)) + ")"
_SPELLED_HYPHENATED = re.compile(r"([A-Z][\w'’]*(?:-[A-Z][\w'’]*)+)\s*$")  # "Reranker-Guided-Search (RGS)"
_SPELLING = re.compile(rf"((?:[A-Z][\w'’-]*|{_LINK_WORDS})(?:\s+(?:[A-Z][\w'’-]*|{_LINK_WORDS})){{1,7}})\s*$")


def spelled_out(abstract: str, name: str | None = None) -> str | None:
    """The words an abstract spells its method's acronym out with: "we propose Action Effect Modeling (AEM)" ->
    'Action Effect Modeling' (a reader may call the paper so). `name`: the method's name, if known already."""
    name = name or method_name(abstract)
    if not name:
        return None
    text = plain(abstract)
    for m in re.finditer(rf"\(\s*{re.escape(name)}\s*[),;]", text):
        run = _SPELLING.search(text, max(0, m.start() - 120), m.start())
        if run is None and (one := _SPELLED_HYPHENATED.search(text, max(0, m.start() - 120), m.start())) and \
                "".join(p[0] for p in one.group(1).split("-")).upper() == re.sub(r"[^A-Za-z]", "", name).upper():
            run = one  # its initials, all of them: "Reranker-Guided-Search (RGS)", not "Basis-Experts" of MoBE
        words = run.group(1).split() if run else []
        while words and words[0] in LINK_WORDS:
            words = words[1:]  # "propose the Nash Merging of Experts (NAMEx)"
        while words and words[-1] in LINK_WORDS:
            words = words[:-1]
        if len(words) >= 2 and sum(w[0].isupper() for w in words) >= 2:
            return " ".join(words)
        if len(words) == 1 and sum(p[:1].isupper() for p in words[0].split("-")) >= 2:
            return words[0]  # "we introduce Reranker-Guided-Search (RGS)", one hyphenated word
    return None


def defines(abstract: str, name: str) -> bool:
    """Does the abstract define `name`, spelling it out ("… further optimized by Parallel Reinforcement Learning
    (ParaRL)")? A second name of the paper (its training recipe, its benchmark), or a method it builds on."""
    if generic(name):
        return False
    text = plain(abstract)
    return any((run := _SPELLING.search(text, max(0, m.start() - 120), m.start())) is not None and
               sum(w[0].isupper() for w in run.group(1).split()) >= 2
               for m in re.finditer(rf"\(\s*{re.escape(name)}\s*[),;]", text))


# a title's head that opens so is a phrase, not a name
_PHRASE_LEADS = frozenset("beyond towards toward on from when why how what into through after before against with "
                          "without for in is are do does can rethinking revisiting understanding".split())


def short_name(title: str, abstract: str = "") -> str | None:
    """How a reader names a paper: its method's name ('LiteGuard' from 'LiteGuard: Efficient ...', or 'ComVo' from
    'We present ComVo'), else None (then the title is the name)."""
    # ("NEO — No-Optimization Test-Time Adaptation …" names NEO as a colon would)
    head, sep, _ = (re.split(r"(:|\s[—–-]\s)", title, maxsplit=1) + ["", ""])[:3]
    head = head.strip()
    # "Beyond Text-to-Image: …" is a phrase; the abstract's name for its method ("Muddit") names the paper, if it has one
    if len(head.split()) > 1 and head.split()[0].lower() in _PHRASE_LEADS and abstract and \
            (own := title_acronym(title, abstract) or _paper_method(abstract)):
        return own
    if sep and head.lower() not in GENERIC and 1 <= len(head.split()) <= 3 and (len(head.split()) == 1 or any(
            sum(c.isupper() or c.isdigit() for c in w) >= 2 for w in head.split())):
        return plain(head)  # "$\mu$LO" -> "μLO": as a reader sees it
    if sep and (m := re.fullmatch(r"[^()]{10,100}?\s*\(([A-Z][\w-]*[A-Z][\w-]*)\)", head)):
        return m.group(1)  # "Householder-Diagonalized Linear Attention (HDLA): Utilizing …" -> "HDLA"
    if not abstract:
        return None
    if acronym := title_acronym(title, abstract):
        return acronym
    # "Spectrum Tuning: …" of "we propose Spectrum Tuning, a post-training method …", not the "Spectrum Suite" it
    # introduces first (a title head the abstract proposes by name, where it has no acronym)
    if sep and 2 <= len(head.split()) <= 3 and all(w[0].isupper() for w in head.split()) and \
            re.search(rf"\b(?:we|this (?:paper|work))\s+(?:\w+\s+){{0,2}}?(?:propose|introduce|present|develop)\w*\s+"
                      rf"(?:[\w-]+\s+){{0,4}}?{re.escape(head)}\b(?!\s*\()", plain(abstract)):
        return plain(head)
    return _paper_method(abstract)


# a later contribution of several: "Third, we operationalize injectivity: we introduce SipIt, …"
LATER_ITEM = re.compile(r"^\W*(?:second(?:ly)?|third(?:ly)?|fourth(?:ly)?|finally|lastly|additionally|moreover|"
                        r"furthermore|we\s+also)\b", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _paper_method(abstract: str) -> str | None:
    """The method's name, if it names the paper: not one first given in a later contribution ("Third, … we introduce
    SipIt, the first algorithm that …" of a paper proving that language models are injective), which names a part of
    the work; a reader told "SipIt establishes injectivity" is misled."""
    name = method_name(abstract)
    first = next((s for s in split_sentences(plain(abstract)) if uses_name(s, name)), None) if name else None
    return None if first and LATER_ITEM.match(first) else name


@lru_cache(maxsize=8192)
def own_names(title: str, abstract: str) -> tuple[str, ...]:
    """The names a paper goes by: its short name, its method's name and that name as the abstract spells it out
    ("Action Effect Modeling" for AEM)."""
    method = method_name(abstract)
    return tuple(n for n in (short_name(title, abstract), method, spelled_out(abstract, method)) if n)


_TITLE_LINKS = {"a", "an", "the", "of", "for", "and", "in", "on", "to", "with", "via", "by", "from"}


def title_acronym(title: str, abstract: str) -> str | None:
    """The acronym of a title that the abstract uses ("TRAPO" for "Trust-Region Adaptive Policy Optimization"): the
    paper's own name, whatever else its abstract introduces ("Trust-Region SFT (TrSFT)")."""
    said = initials(plain(title))
    if not said:
        return None
    for m in re.finditer(r"(?<![\w-])([A-Z][A-Za-z]*[A-Z][A-Za-z]*)(?![\w-])", plain(abstract)):
        if m.group(1).upper() in said:
            return m.group(1)
    return None


def initials(phrase: str) -> set[str]:
    """A phrase's initials, with and without its small words, of three letters or more ("Trust-Region Adaptive Policy
    Optimization": "TRAPO"; "mixture of experts": "MOE", "ME" being too short), in capitals."""
    words = [w for w in re.split(r"[\s-]+", phrase) if w[:1].isalpha()]
    return {i for i in ("".join(w[0] for w in words).upper(),
                        "".join(w[0] for w in words if w.lower() not in _TITLE_LINKS).upper()) if len(i) >= 3}


def title_pieces(title: str) -> list[str]:
    """The pieces of a title a reader may name its paper by: its parts between colons, question marks, dashes and
    parentheses, of two words at least ('Downgrade to Upgrade' of 'Downgrade to Upgrade: Optimizer …')."""
    return [p.strip() for p in re.split(r"[:?!—–()]", plain(title)) if len(p.split()) >= 2]


_GREEK = {"α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "epsilon", "ζ": "zeta", "η": "eta",
          "θ": "theta", "κ": "kappa", "λ": "lambda", "μ": "mu", "ν": "nu", "ξ": "xi", "π": "pi", "ρ": "rho",
          "σ": "sigma", "τ": "tau", "φ": "phi", "χ": "chi", "ψ": "psi", "ω": "omega", "Δ": "Delta", "Σ": "Sigma",
          "Φ": "Phi", "Ω": "Omega", "Λ": "Lambda", "Θ": "Theta", "Γ": "Gamma", "Π": "Pi", "Ψ": "Psi"}
_GREEK_TEX = re.compile(r"\$?\\(" + "|".join(sorted(set(_GREEK.values()), key=len, reverse=True)) + r")(?![A-Za-z])\$?")


def latin(text: str) -> str:
    """Greek letters spelled out as a reader types them: "$\\mu$LO" and "μLO" are "muLO", "α-Flow" "alpha-Flow"."""
    text = _GREEK_TEX.sub(r"\1", text)
    return "".join(_GREEK.get(c, c) for c in text) if any(c in _GREEK for c in text) else text


def name_key(name: str) -> str:
    """How names are compared: lower case, no hyphens, spaces or TeX, stemmed, Greek spelled out ('G-NLL' == 'gnll',
    'PD$^{2}$GS' == 'PD2GS', 'μLO' == 'muLO')."""
    return STEMMER.stemWord(re.sub(r"[\s\-_^${}]", "", latin(name).lower()))


def uses_name(text: str, name: str, ignore_case: bool = False) -> bool:
    """Does `text` use `name` as a whole word ('G-NLL' in 'G-NLL works', not in 'AG-NLL' or 'G-NLLs')?"""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text, re.IGNORECASE if ignore_case else 0) is not None


def title_head(title: str) -> str:
    """The name a title gives its paper: its head before a colon ("LiteGuard" of "LiteGuard: …"), or a title with no
    head the whole of it, without its article ("Serial Scaling Hypothesis" of "The Serial Scaling Hypothesis");
    "" for a title whose head follows a dash ("NEO — …", which `short_name` reads)."""
    head, colon, _ = title.partition(":")
    if colon:
        return head.strip()
    if re.search(r"\s[—–-]\s", title):
        return ""
    words = title.split()
    return " ".join(words[1:] if words and words[0].lower() in ("the", "a", "an") else words)


def mentions(title: str, abstract: str, name: str, exact: bool = False, cased: bool = False) -> bool:
    """Is `name` this paper's own: the name of its method (or of another part of its work it introduces: its
    benchmark, its training recipe), or the head of its title ('LiteGuard: ...')? Not any
    acronym its abstract or title happens to use: 'SWE', 'SMC' or 'PPO' name no paper. `exact`: spelled as given,
    hyphens and all ('Tree-GRPO' is not 'TreeGRPO', another paper's name); `cased`: in the same case too ('TRAPO' is
    not 'TraPO', another paper's name)."""
    same = (lambda n: n == name) if cased else (lambda n: n.lower() == name.lower()) if exact else \
        (lambda n, key=name_key(name): name_key(n) == key)
    head = title_head(title)
    head = head if len(head.split()) <= 4 else ""  # 'Unlocking the Power of Co-Occurrence in CLIP: ...' is not CLIP's
    own = method_name(abstract)
    return any(n and same(n) for n in (short_name(title, abstract), own, *introduced_names(abstract))) or \
        bool(head and (uses_name(head, name) if ":" in title else name_key(head) == name_key(name))) or \
        (" " in name.strip() and bool(own) and (spelling := spelled_out(abstract, own)) is not None  # "Action Effect
         and name_key(spelling) == name_key(name))  # Modeling": what the paper's "(AEM)" stands for, in any case


def title_asked(title: str, question: str, share: float = 0.75) -> bool:
    """Does the question ask a paper's title in its own words ("Is in-context learning actually learning?" of "Is
    In-Context Learning Learning?"): a title of two content words or more, all of them the question's, that says
    `share` of the question's words?"""
    words, said = with_parts(content_words(question)), with_parts(content_words(plain(title)))
    return len(said) >= 2 and said <= words and len(said) >= share * len(words)
