"""The fast eval slice that runs with the tests: fails when quality drops below eval/thresholds.py."""

from __future__ import annotations

import pytest
from conftest import seeded_assistant

from eval import thresholds
from eval.metrics import fact_found, mrr, ndcg_at, recall_at
from eval.run import eval_answers, eval_retrieval, summarize_answers
from eval.schema import EvalSetError, load_file, load_sets


@pytest.fixture(scope="module")
def seed_slice(tmp_path_factory, embedder):
    assistant = seeded_assistant(tmp_path_factory.mktemp("eval-slice"), embedder)
    seeds = {c.meta["paper_id"] for c in assistant.store.iter_chunks(include_text=False)}
    items = [i for i in load_sets() if i.type != "area" and all(set(t.gold_papers) <= seeds for t in i.as_turns())]
    return assistant, items


def test_eval_set_is_complete_and_valid():
    items = load_sets()
    by_type = {t: [i for i in items if i.type == t] for t in ("known_paper", "area", "unanswerable", "conversation")}
    assert len(items) >= 120
    assert len(by_type["area"]) >= 10 and len(by_type["unanswerable"]) >= 10 and len(by_type["conversation"]) >= 8
    assert len({i.area for i in by_type["known_paper"] if i.area}) == 12


def test_a_bad_item_is_named(tmp_path):
    bad = tmp_path / "known_paper.jsonl"
    bad.write_text('{"id": "kp-001", "type": "known_paper", "question": "What?", "gold_papers": [], "facts": ["x"]}\n')
    with pytest.raises(EvalSetError, match=r"known_paper.jsonl:1 \(kp-001\).*gold_papers"):
        load_file(bad)


def test_metric_definitions():
    assert recall_at(["a", "b", "c"], {"b", "z"}, 2) == 0.5
    assert mrr(["a", "b"], {"b"}) == 0.5 and mrr(["a"], {"b"}) == 0.0
    assert ndcg_at(["g", "x"], {"g"}) == 1.0 and 0 < ndcg_at(["x", "g"], {"g"}) < 1
    assert fact_found("1000x", "up to 1000$\\times$ longer") and fact_found("local verifiers", "a local verifier")
    assert not fact_found("local verifier", "a global model")


def test_retrieval_on_the_seed_slice_meets_thresholds(seed_slice):
    assistant, items = seed_slice
    figures = eval_retrieval(assistant, items, progress=False)["hybrid"]["summary"]
    print({k: round(v, 3) for k, v in figures.items()})
    for key, floor in thresholds.RETRIEVAL.items():
        assert figures[key] >= floor, f"{key} = {figures[key]:.3f} fell below {floor}"


def test_extractive_answers_on_the_seed_slice_meet_thresholds(seed_slice):
    assistant, items = seed_slice
    figures = summarize_answers(eval_answers(assistant, items, progress=False), "extractive")
    print({k: round(v, 3) for k, v in figures.items()})
    for key, floor in thresholds.ANSWERS.items():
        assert figures[key] >= floor, f"{key} = {figures[key]:.3f} fell below {floor}"


@pytest.mark.slow
def test_an_llm_judge_scores_citations_too(seed_slice):
    assistant, items = seed_slice
    from eval.metrics import llm_judge
    from rag.modelstore import smollm2_path

    judge = llm_judge(assistant.with_llm("llama_cpp", str(smollm2_path())).llm())
    known = [i for i in items if i.type == "known_paper"][:2]
    results = eval_answers(assistant, known, progress=False, judge=judge)
    for r in results:
        assert 0.0 <= r.llm_judge_citation_recall <= 1.0 and 0.0 <= r.llm_judge_citation_precision <= 1.0
    figures = summarize_answers(results, "extractive")
    assert figures["llm_judge_citation_recall"] == figures["llm_judge_citation_recall"]  # a number, not NaN
