"""Exports keep the citations: Markdown with a reference list, BibTeX of the cited papers, a conversation; and the
next-question suggestions built from the abstracts an answer read. Real answers on the seed store."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from conftest import seeded_assistant

from rag.export import bibtex, conversation_markdown, markdown

LITEGUARD = "TFC25ZT9nI"


@pytest.fixture(scope="module")
def seeded(tmp_path_factory, embedder):
    return seeded_assistant(tmp_path_factory.mktemp("export"), embedder)


@pytest.fixture(scope="module")
def answer(seeded):
    return seeded.ask("How does LiteGuard make model fingerprinting cheaper?")


def test_markdown_has_every_marker_resolved_in_its_reference_list(answer):
    md = markdown(answer)
    body, refs = md.split("**References**")
    assert md.startswith(f"**Q:** {answer.question}")
    markers = {int(n) for n in re.findall(r"\[(\d+)\]", body)}
    listed = {int(n) for n in re.findall(r"^\[(\d+)\] ", refs, re.MULTILINE)}
    assert markers and markers == listed == {c.n for c in answer.citations}
    assert f"https://openreview.net/forum?id={LITEGUARD}" in refs and "ICLR 2026" in refs


def test_bibtex_entries_for_the_cited_papers(answer):
    bib = bibtex(answer)
    entries = re.findall(r"@inproceedings\{([^,]+),", bib)
    assert len(entries) == len({c.paper_id for c in answer.citations}) == len(set(entries))  # one per paper, unique keys
    assert "yang2026liteguard" in entries
    entry = bib[bib.index("@inproceedings{yang2026liteguard"):].split("\n}\n")[0]
    assert "author = {Guang Yang and Ziye Geng and Yihang Chen and Changqing Luo}" in entry
    assert "title = {{LiteGuard: Efficient Task-Agnostic Model Fingerprinting with Enhanced Generalization}}" in entry
    assert "ICLR 2026" in entry and f"url = {{https://openreview.net/forum?id={LITEGUARD}}}" in entry
    assert bib.count("{") == bib.count("}")  # balanced: a BibTeX parser reads it


def test_conversation_markdown_and_follow_up_suggestions(seeded, answer):
    follow = seeded.ask("What are its two key innovations?", [answer])
    doc = conversation_markdown([answer, follow])
    assert doc.count("**References**") == 2 and "## 2. What are its two key innovations?" in doc
    assert 2 <= len(answer.suggestions) <= 3 and len(set(answer.suggestions)) == len(answer.suggestions)
    assert all(q.endswith("?") for q in answer.suggestions)
    assert any("LiteGuard" in q for q in answer.suggestions)  # about the cited paper, from its abstract
    off = seeded.ask("What is the boiling point of ethanol at a pressure of two atmospheres?")
    assert off.abstained and off.suggestions == []


def test_cli_format_md_and_bib(seeded):
    config = seeded.settings.base_dir + "/config.yaml"
    base = [sys.executable, "-m", "rag", "ask", "How does LiteGuard make model fingerprinting cheaper?", "--local",
            "--config", config]
    md = subprocess.run([*base, "--format", "md"], capture_output=True, text=True, timeout=180)
    assert md.returncode == 0, md.stderr
    assert md.stdout.startswith("**Q:** How does LiteGuard") and "**References**" in md.stdout
    bib = subprocess.run([*base, "--format", "bib"], capture_output=True, text=True, timeout=180)
    assert bib.returncode == 0 and bib.stdout.startswith("@inproceedings{")
