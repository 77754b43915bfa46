"""The real `python -m rag` command in a subprocess, on a tmp config whose data and corpus are tmp copies."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest
from conftest import CLI_TIMEOUT, copy_seed_files, run_cli, write_config

LG_ID = "TLSUIyBIfs"


@pytest.fixture(scope="module")
def cli(tmp_path_factory):
    """(config path, the completed `ingest` run): the seed copy ingested once for the module."""
    root = tmp_path_factory.mktemp("cli")
    copy_seed_files(root / "corpus")
    config = write_config(root)
    return config, run_cli(config, "ingest", "--quiet")


def assert_contract(out: dict, query: str) -> None:
    assert set(out) == {"query", "results"} and out["query"] == query
    assert isinstance(out["results"], list)
    for r in out["results"]:
        assert set(r) == {"paper_id", "title", "score", "url", "venue", "primary_area", "snippet"}
        assert isinstance(r["paper_id"], str) and r["paper_id"]
        assert isinstance(r["title"], str) and r["title"]
        assert isinstance(r["score"], float)
        assert r["url"] is None or isinstance(r["url"], str)
        assert r["venue"] is None or isinstance(r["venue"], str)
        assert isinstance(r["snippet"], str) and r["snippet"]
    scores = [r["score"] for r in out["results"]]
    assert scores == sorted(scores, reverse=True)


def test_ingest_prints_summary(cli):
    config, proc = cli
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 1
    assert re.fullmatch(r"ingested 17 papers: 17 written, 0 unchanged; \d+ chunks in \d+\.\d s", lines[0])
    assert "Traceback" not in proc.stderr
    assert (config.parent / "data" / "chroma").is_dir()


def test_search_json_contract(cli):
    config, _ = cli
    query = "bounds on the training length transformers need to generalize to longer sequences"
    proc = run_cli(config, "search", query, "--json")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.endswith("\n") and proc.stdout.count("\n") == 1  # exactly one JSON object, one line
    out = json.loads(proc.stdout)
    assert_contract(out, query)
    assert len(out["results"]) == 5  # retrieval.top_k
    top = out["results"][0]
    assert top["paper_id"] == LG_ID
    assert top["title"] == "Quantitative Bounds for Length Generalization in Transformers"
    assert top["url"] == f"https://openreview.net/forum?id={LG_ID}" and top["venue"] is None
    assert len({r["paper_id"] for r in out["results"]}) == 5


def test_env_override_top_k(cli):
    config, _ = cli
    query = "model fingerprinting"
    proc = run_cli(config, "search", query, "--json", env={"CITEWISE_RETRIEVAL__TOP_K": "2"})
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert_contract(out, query)
    assert len(out["results"]) == 2 and out["results"][0]["paper_id"] == "TFC25ZT9nI"


def test_stats(cli):
    config, _ = cli
    proc = run_cli(config, "stats")
    assert proc.returncode == 0, proc.stderr
    assert re.search(r"^papers:\s+17$", proc.stdout, re.M)
    assert re.search(r"^store:\s+embedded \(.*data/chroma\)$", proc.stdout, re.M)
    assert "000_4bd91504f5572ffe.txt: 17 papers" in proc.stdout
    stats = json.loads(run_cli(config, "stats", "--json").stdout)
    assert stats["papers"] == 17 and stats["chunks"] > 17
    assert stats["sources"] == {"000_4bd91504f5572ffe.txt": 17}


def test_bad_input_file_exits_2(cli):
    config, _ = cli
    bad = config.parent / "bad.jsonl"
    bad.write_text('{"id": "a", "abstract": "Fine."}\n{"id": "b", "title": "no abstract"}\n', encoding="utf-8")
    proc = run_cli(config, "ingest", str(bad))
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert f"{bad}:2" in proc.stderr and "no abstract" in proc.stderr
    assert "Traceback" not in proc.stderr

    missing = config.parent / "missing.csv"
    proc = run_cli(config, "ingest", str(missing))
    assert proc.returncode == 2 and str(missing) in proc.stderr and "Traceback" not in proc.stderr

    stats = json.loads(run_cli(config, "stats", "--json").stdout)
    assert stats["papers"] == 17  # the store was not touched


def test_bad_setting_exits_2(cli):
    config, _ = cli
    proc = run_cli(config, "stats", env={"CITEWISE_STORE__MODE": "ftp"})
    assert proc.returncode == 2
    assert "store.mode" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize("model", ["/no/such/encoder", "not-a-model-name"])
@pytest.mark.parametrize("command", [["search", "length generalization"], ["ask", "What is LiteGuard?"], ["ingest"]])
def test_a_wrong_encoder_is_named_not_a_traceback(cli, tmp_path, command, model):
    config, _ = cli
    proc = run_cli(config, *command, env={"CITEWISE_EMBEDDING__MODEL": model})
    assert proc.returncode == 2 and proc.stdout == ""
    assert "embedding.model" in proc.stderr and model in proc.stderr and "Traceback" not in proc.stderr
    assert json.loads(run_cli(config, "stats", "--json").stdout)["papers"] == 17  # nothing stored was touched


def test_a_folder_that_is_not_an_encoder_is_named(cli, tmp_path):
    config, _ = cli
    (tmp_path / "config.json").write_text("{}")
    proc = run_cli(config, "search", "length generalization", env={"CITEWISE_EMBEDDING__MODEL": str(tmp_path)})
    assert proc.returncode == 2 and "embedding.model" in proc.stderr and "Traceback" not in proc.stderr


ANSWER_KEYS = {"question", "standalone_question", "answer", "citations", "abstained", "unsupported_sentences", "backend",
               "model", "timings", "mode", "suggestions"}


def test_ask_json_contract(cli):
    config, _ = cli
    proc = run_cli(config, "ask", "What is LiteGuard and what does it improve over MetaV?", "--backend", "extractive", "--json")
    assert proc.returncode == 0, proc.stderr
    [line] = proc.stdout.splitlines()  # exactly one JSON object
    out = json.loads(line)
    assert set(out) == ANSWER_KEYS
    assert out["citations"] and set(out["citations"][0]) == {"n", "paper_id", "title", "url", "snippet"}
    assert out["citations"][0]["paper_id"] == "TFC25ZT9nI" and f"[{out['citations'][0]['n']}]" in out["answer"]
    assert isinstance(out["timings"]["retrieve_s"], float) and isinstance(out["timings"]["generate_s"], float)


def test_chat_json_keeps_history_across_lines(cli):
    config, _ = cli
    base = {k: v for k, v in os.environ.items() if not k.startswith("CITEWISE_")}
    proc = subprocess.run(
        [sys.executable, "-m", "rag", "chat", "--json", "--backend", "extractive", "--config", str(config)],
        input="Which paper proposes LiteGuard for model fingerprinting?\nWhat are its two key innovations?\n\n",
        capture_output=True, text=True, env=base, timeout=CLI_TIMEOUT)
    assert proc.returncode == 0, proc.stderr
    first, second, empty = (json.loads(line) for line in proc.stdout.splitlines())
    assert set(first) == ANSWER_KEYS and first["citations"][0]["paper_id"] == "TFC25ZT9nI"
    assert "LiteGuard" in second["standalone_question"] and second["citations"][0]["paper_id"] == "TFC25ZT9nI"
    assert empty["error"] == "Please type a question."


def test_ask_routes_overviews_and_reports_the_mode(cli, tmp_path):
    config, _ = cli
    proc = run_cli(config, "ask", "--backend", "extractive", "--json", "Summarize work on generalization in transformers")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["mode"] == "summary"
    csv_path = tmp_path / "t.csv"
    proc = run_cli(config, "ask", "--backend", "extractive", "--json", "--mode", "table", "--csv", str(csv_path),
                   "model fingerprinting")
    data = json.loads(proc.stdout)
    assert data["mode"] == "table" and data["table"] and csv_path.read_text().startswith("n,paper_id,title")
    topics = json.loads(run_cli(config, "topics", "--json").stdout)
    assert topics["papers"] == 17 and topics["topics"]
