"""`kill -9` in the middle of an ingest, then ingest again: the store ends complete, without duplicates."""

from __future__ import annotations

import itertools
import os
import re
import signal
import subprocess
import sys
import time
from collections import Counter

from conftest import PROJECT, new_assistant, write_config

from rag.ingest import Chunker
from rag.readers import read_corpus
from rag.settings import load_settings


def test_kill_9_mid_ingest_then_resume(tmp_path, embedder):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    lines = (PROJECT / "seeds" / "iclr2026_accepted.jsonl").read_text(encoding="utf-8").splitlines()
    (corpus / "part.jsonl").write_text("\n".join(lines[:150]) + "\n", encoding="utf-8")
    config = write_config(tmp_path, store={"batch_size": 32}, embedding={"encode_group": 64})
    env = {k: v for k, v in os.environ.items() if not k.startswith("CITEWISE_")}
    proc = subprocess.Popen([sys.executable, "-m", "rag", "ingest", "--config", str(config)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, bufsize=1)
    progress = ""
    deadline = time.time() + 120
    while time.time() < deadline:  # wait until some batches are written, then kill without warning
        progress += proc.stderr.read(1)
        done = [int(n) for n in re.findall(r"(\d+)/\d+ \[", progress)]
        if done and max(done) >= 64:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    assert proc.returncode == -signal.SIGKILL

    settings = load_settings(config)
    assistant = new_assistant(settings, embedder)
    partial = assistant.store.count()
    papers = read_corpus([corpus])
    expected = sum(len(Chunker(settings.chunking).chunks(p)) for p in papers)
    assert 0 < partial < expected  # the kill really came mid-way

    report = assistant.ingest(progress=False)
    assert report.written < len(papers)  # papers written before the kill are not written again
    chunks = list(assistant.store.iter_chunks(include_text=False))
    assert len(chunks) == expected
    per_paper = Counter(c.meta["paper_id"] for c in chunks)
    assert set(per_paper) == {p.paper_id for p in papers}
    for pid, group in itertools.groupby(sorted(chunks, key=lambda c: c.meta["paper_id"]), key=lambda c: c.meta["paper_id"]):
        group = list(group)
        assert len(group) == group[0].meta["n_chunks"] == per_paper[pid]
        assert sorted(c.meta["chunk_index"] for c in group) == list(range(len(group)))
    assert assistant.ingest(progress=False).written == 0  # and now it is complete
    assert assistant.search("diffusion models", k=3)
