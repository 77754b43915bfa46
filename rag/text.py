"""Text helpers every step shares: sentences, content words, numbers, citation markers, instruction-like text,
and the text the encoder sees for a chunk.

Sentence splitting is written here: nltk's punkt (used by llama-index) splits after "e.g." and "et al.".
"""

from __future__ import annotations

import re

import Stemmer

STEMMER = Stemmer.Stemmer("english")  # the one English stemmer (content words here, BM25 tokens in retrieve.py)

_ABBREV = re.compile(r"(?:\b(?:e\.g|i\.e|et al|vs|cf|Fig|Eq|Sec|approx|resp|etc)\.)$")
_BOUNDARY = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[<]?[A-Z0-9$\\<])")
MARKER = re.compile(r"\[(\d+(?:\s*,\s*\d+)*)\]")
_LEADING_MARKERS = re.compile(r"^((?:\[\d+(?:\s*,\s*\d+)*\]\s*)+)")
_WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_STOP = frozenset(
    "a an the and or of to in on for with by from as at is are was were be been being this that these those it its "
    "we our they their which who whom what when where how why can could may might will would should does do did "
    "not no than then there here such also into over under between both each more most other some any all only "
    "very using use used based paper papers work study show shows propose proposes proposed method methods".split()
)
_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*")
# Sentences that address the model rather than describe research; never put in a prompt (still shown to the user).
_INSTRUCTION = re.compile(
    r"\b(ignore|disregard|forget)\b.{0,40}\b(instructions?|prompts?|rules|above|previous)\b|\bsystem prompt\b|"
    r"\byou are now\b|\b(respond|reply|answer) (only )?with\b|<\s*/?\s*(system|assistant|script)\b|<\|im_",
    re.IGNORECASE,
)


def looks_like_instruction(sentence: str) -> bool:
    return bool(_INSTRUCTION.search(sentence))


def split_sentences(text: str) -> list[str]:
    """Sentences of `text`; a run of bare markers ('[2]') is kept with the sentence before it."""
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        piece = text[start:m.start()].strip()
        if _ABBREV.search(piece.rstrip("\"')]")):
            continue
        if piece:
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


def numbers(text: str) -> set[str]:
    """Numbers stated in a text ('1000', '3.5'); citation markers and LaTeX are not numbers."""
    return {n.replace(",", "") for n in _NUMBER.findall(MARKER.sub(" ", text.replace("$", " ")))}


def content_words(text: str) -> set[str]:
    """Stemmed words that carry meaning (no stopwords, no citation markers)."""
    words = [w for w in _WORD.findall(MARKER.sub(" ", text).lower()) if w not in _STOP and len(w) > 1]
    return set(STEMMER.stemWords(words))


def strip_markers(sentence: str) -> str:
    """A sentence without its [n] markers, and without the space they left before punctuation."""
    return re.sub(r"\s+([.,;:!?])", r"\1", MARKER.sub("", sentence)).strip()


def embed_text(title: str, chunk_text: str) -> str:
    """What the encoder (and BM25) sees of a chunk: the title first, so every chunk knows its paper."""
    return f"{title}\n{chunk_text}"
