"""The eval set's schema, validated on load; a bad item is reported as 'file:line (id): field: problem'."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, ValidationError, model_validator

from rag.errors import CitewiseError

DATA = Path(__file__).resolve().parent / "data"
SETS = ("known_paper", "detail", "compare", "area", "unanswerable", "conversations")


class EvalSetError(CitewiseError, ValueError):
    """A bad eval item; the message names the file, line and field."""


class Turn(BaseModel):
    model_config = {"extra": "forbid"}
    question: str = Field(min_length=3)
    gold_papers: list[str] = Field(min_length=1)
    facts: list[str] = Field(default_factory=list, max_length=4)


class Item(BaseModel):
    """One question (or conversation) and what a good answer must do."""

    model_config = {"extra": "forbid"}
    id: str = Field(pattern=r"^[a-z]+-\d{3}$")
    type: Literal["known_paper", "detail", "compare", "area", "unanswerable", "conversation"]
    question: str | None = None
    turns: list[Turn] | None = None
    gold_papers: list[str] = Field(default_factory=list)
    facts: list[str] = Field(default_factory=list, max_length=4)
    area: str | None = None
    abstain: bool = False
    unanswered_part: str | None = None  # a part of the question the gold abstract does not answer

    @model_validator(mode="after")
    def _shape(self) -> Item:
        if self.type == "conversation":
            if not self.turns or not 2 <= len(self.turns) <= 3:
                raise ValueError("a conversation needs 2 or 3 turns")
        elif not self.question:
            raise ValueError("question is required")
        if self.type == "unanswerable" and (self.gold_papers or not self.abstain):
            raise ValueError("an unanswerable item has no gold_papers and abstain: true")
        if self.type in ("known_paper", "area") and not self.gold_papers:
            raise ValueError("gold_papers is required")
        if self.type in ("known_paper", "area") and not 1 <= len(self.facts) <= 3:
            raise ValueError("an answerable item needs 1 to 3 facts")
        wanted = {"detail": 1, "compare": 2}.get(self.type)
        if wanted and (len(self.gold_papers) != wanted or not 2 <= len(self.facts) <= 4):
            raise ValueError(f"a {self.type} item needs exactly {wanted} gold paper(s) and 2 to 4 facts")
        return self

    def as_turns(self) -> list[Turn]:
        """Every item as a list of turns (one for a single question)."""
        if self.turns:
            return self.turns
        return [Turn.model_construct(question=self.question, gold_papers=self.gold_papers, facts=self.facts)]


def load_file(path: Path) -> list[Item]:
    items = []
    for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        where = f"{path}:{lineno}"
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            raise EvalSetError(f"{where}: malformed JSON: {exc.msg}") from None
        try:
            items.append(Item.model_validate(raw))
        except ValidationError as exc:
            item_id = raw.get("id", "?") if isinstance(raw, dict) else "?"
            problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'item'}: {e['msg']}" for e in exc.errors())
            raise EvalSetError(f"{where} ({item_id}): {problems}") from None
    return items


def load_sets(names: list[str] | None = None, data_dir: Path = DATA) -> list[Item]:
    """The named sets (default: all), ids checked for uniqueness."""
    items: list[Item] = []
    available = SETS if data_dir == DATA else tuple(sorted(p.stem for p in data_dir.glob("*.jsonl")))
    for name in names or available:
        if name not in available:
            raise EvalSetError(f"unknown eval set '{name}' in {data_dir}; sets: {', '.join(available)}")
        items += load_file(data_dir / f"{name}.jsonl")
    seen: set[str] = set()
    for item in items:
        if item.id in seen:
            raise EvalSetError(f"duplicate item id '{item.id}'")
        seen.add(item.id)
    return items
