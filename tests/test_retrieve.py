"""Hybrid retrieval over a real store: the 17 seeds plus a few tmp papers with venue, area and keywords."""

from __future__ import annotations

import json

import pytest
from conftest import copy_seed_files, new_assistant, seeded_assistant, write_config

from rag.embeddings import Embedder
from rag.retrieve import BM25Index, FilterError, Filters, Retriever, rrf
from rag.settings import load_settings
from rag.types import Hit

LG_ID, FP_ID = "TLSUIyBIfs", "TFC25ZT9nI"
GRAPH_QUERY = "graph neural network message passing"

# Six small papers, all about graph neural networks, so the filters (not the query) decide what comes back.
FILTER_PAPERS = [
    {"id": "F1", "title": "Message Passing Graph Neural Networks at Scale", "venue": "ICLR 2026 Oral",
     "primary_area": "learning on graphs and other geometries & topologies",
     "keywords": ["graph neural networks", "message passing"],
     "abstract": "We scale message passing graph neural networks to billion-edge graphs with a sparse neighbour sampler."},
    {"id": "F2", "title": "Oversmoothing in Deep Graph Neural Networks", "venue": "ICLR 2026 Poster",
     "primary_area": "learning on graphs and other geometries & topologies",
     "keywords": ["graph neural networks", "oversmoothing"],
     "abstract": "Deep graph neural networks oversmooth node features; we bound the rate of message passing collapse."},
    {"id": "F3", "title": "Graph Neural Network Policies for Multi-Agent Control", "venue": "ICLR 2026 Oral",
     "primary_area": "reinforcement learning", "keywords": ["graph neural networks", "multi-agent"],
     "abstract": "Agents exchange messages through a graph neural network policy trained with reinforcement learning."},
    {"id": "F4", "title": "Exploration Bonuses from Graph Structure", "venue": "ICLR 2026 Poster",
     "primary_area": "reinforcement learning", "keywords": ["exploration"],
     "abstract": "We derive exploration bonuses from the state graph, using message passing over visited states."},
    {"id": "F5", "title": "Solving Linear Programs by Message Passing", "primary_area": "optimization",
     "keywords": ["message passing"],
     "abstract": "A graph neural network imitates interior point steps by message passing on the constraint graph."},
    {"id": "F6", "title": "Learning Step Sizes with Graph Networks", "venue": "ICLR 2026 Poster",
     "primary_area": "optimization", "keywords": ["Graph Neural Networks"],
     "abstract": "A graph neural network reads the computation graph and predicts per-layer step sizes by message passing."},
]
ORAL, POSTER = {"F1", "F3"}, {"F2", "F4", "F6"}


@pytest.fixture(scope="module")
def seeded(tmp_path_factory, embedder):
    """One store for the module: the seed copy plus filters.jsonl, ingested once."""
    root = tmp_path_factory.mktemp("retrieve")
    corpus = root / "corpus"
    copy_seed_files(corpus)
    (corpus / "filters.jsonl").write_text("\n".join(json.dumps(p) for p in FILTER_PAPERS) + "\n", encoding="utf-8")
    assistant = new_assistant(load_settings(write_config(root)), embedder)
    report = assistant.ingest(progress=False)
    assert report.papers == 17 + len(FILTER_PAPERS)
    return assistant


def retriever(assistant, **retrieval) -> Retriever:
    """A Retriever over the shared store with some retrieval settings changed (e.g. bm25=False)."""
    return assistant.variant(retrieval=retrieval).retriever


MODES = {"hybrid": {}, "dense": {"bm25": False}, "bm25": {"dense": False}}


@pytest.mark.parametrize("query,expected", [
    ("How long must training sequences be before a transformer extrapolates to longer inputs?", LG_ID),
    ("verifying whether a suspicious model was derived from a protected neural network", FP_ID),
])
def test_hybrid_finds_paraphrased_paper(seeded, query, expected):
    hits = seeded.search(query)
    assert hits[0].paper_id == expected
    assert len(hits) == seeded.settings.retrieval.top_k


@pytest.mark.parametrize("mode", MODES)
def test_each_mode_finds_the_paper(seeded, mode):
    r = retriever(seeded, **MODES[mode])
    hits = r.search("length generalization bounds for transformers trained on short sequences", k=3)
    assert hits[0].paper_id == LG_ID
    hits = r.search("task-agnostic model fingerprinting", k=3)
    assert hits[0].paper_id == FP_ID
    assert hits[0].title.startswith("LiteGuard")


def test_hits_are_papers_once_best_first(seeded):
    hits = seeded.search("generalization of neural networks", k=10)
    ids = [h.paper_id for h in hits]
    assert len(ids) == 10 and len(set(ids)) == 10
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True) and all(s > 0 for s in scores)
    for h in hits:
        assert 1 <= len(h.chunks) <= seeded.settings.retrieval.chunks_per_paper
        assert len(set(h.chunks)) == len(h.chunks)
        assert h.snippet == h.chunks[0] and h.snippet in h.abstract  # the abstract comes from chunk 0
        assert h.dense_score is not None and -1.0 <= h.dense_score <= 1.0
        assert set(h.to_json()) == {"paper_id", "title", "score", "url", "venue", "primary_area",
                                   "snippet"}
    lg = next(h for h in seeded.search("length generalization transformers", k=5) if h.paper_id == LG_ID)
    assert lg.authors == ["Zachary Izzo", "Eshaan Nichani", "Jason D. Lee"]
    assert lg.url == f"https://openreview.net/forum?id={LG_ID}"


def test_mode_specifics(seeded):
    dense = retriever(seeded, bm25=False).search("ASEntmax", k=5)
    assert all(h.dense_score is not None for h in dense)
    bm25 = retriever(seeded, dense=False).search("ASEntmax", k=5)
    assert [h.paper_id for h in bm25] == ["PsB6Lynznk"]  # only one abstract has the word
    assert bm25[0].dense_score is None and bm25[0].abstract.startswith("Transformer-based architectures")
    assert retriever(seeded, dense=False).search("the of and", k=5) == []  # stopwords only: no keyword hits
    assert retriever(seeded, dense=False).search("qwertyuiopzxcv", k=5) == []


def test_top_k_and_chunks_per_paper(seeded):
    r = retriever(seeded, top_k=2, chunks_per_paper=1)
    hits = r.search("attention in transformers")
    assert len(hits) == 2 and all(len(h.chunks) == 1 for h in hits)
    assert len(r.search("attention in transformers", k=7)) == 7


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("filters,allowed", [
    (Filters(venue="oral"), ORAL),
    (Filters(venue="Poster"), POSTER),
    (Filters(area="reinforcement"), {"F3", "F4"}),
    (Filters(area="GRAPHS"), {"F1", "F2"}),
    (Filters(keyword="Graph Neural Networks"), {"F1", "F2", "F3", "F6"}),
    (Filters(keyword="message passing"), {"F1", "F5"}),
    (Filters(venue="poster", area="optimization"), {"F6"}),
    (Filters(venue="oral", keyword="multi-agent"), {"F3"}),
])
def test_filters_restrict_results(seeded, mode, filters, allowed):
    hits = retriever(seeded, **MODES[mode]).search(GRAPH_QUERY, k=30, filters=filters)
    assert {h.paper_id for h in hits} == allowed  # every allowed paper matches the query; nothing else passes


def test_unfiltered_query_reaches_seeds_too(seeded):
    ids = {h.paper_id for h in seeded.search(GRAPH_QUERY, k=30)}
    assert {f["id"] for f in FILTER_PAPERS} <= ids and len(ids) > len(FILTER_PAPERS)


def test_filters_apply_on_both_retrievers(seeded):
    r = retriever(seeded)
    where = r.where(Filters(venue="oral"))
    vector = seeded.embedder.encode([GRAPH_QUERY])[0].tolist()
    dense = seeded.store.query(vector, 100, where)
    assert dense and all(meta["venue_kind"] == "oral" for _, _, _, meta in dense)
    index = r.keywords.current()
    keyword = index.search(GRAPH_QUERY, 100, where)
    assert keyword and all(index.metas[index.position[cid]]["venue_kind"] == "oral" for cid, _ in keyword)
    assert {cid.split("::")[0] for cid, _ in keyword} == {cid.split("::")[0] for cid, *_ in dense} == ORAL


def test_bad_filters(seeded):
    with pytest.raises(FilterError, match="venue"):
        seeded.search(GRAPH_QUERY, filters=Filters(venue="best paper"))
    with pytest.raises(FilterError, match="no primary area matches 'astrology'") as exc:
        seeded.search(GRAPH_QUERY, filters=Filters(area="astrology"))
    assert "reinforcement learning" in str(exc.value)  # the message lists the known areas
    assert seeded.search(GRAPH_QUERY, filters=Filters(keyword="no such keyword")) == []


def test_bm25_index_is_saved_and_reloaded(seeded, embedder: Embedder):
    r = retriever(seeded)
    index = r.keywords.current()
    folder = seeded.settings.data_path / "bm25"
    revision = seeded.store.revision
    loaded = BM25Index.load(folder, revision)
    assert loaded is not None and loaded.ids == index.ids
    assert loaded.search("ASEntmax", 5, None) == index.search("ASEntmax", 5, None)
    assert BM25Index.load(folder, "another-revision") is None  # stale: rebuilt on next use
    assert len(index.ids) == seeded.store.count()


def test_an_acronym_spelled_like_a_stopword_is_a_keyword():
    from rag.retrieve import _tokenize

    tokens = _tokenize(["OR-PRM trains on OR datasets, or not"])
    vocab = {v: k for k, v in tokens.vocab.items()}
    words = [vocab[t] for t in tokens.ids[0]]
    assert words.count("acronymor") == 2 and "or" not in words  # "or" stays a stopword


def test_rrf():
    fused = rrf([["a", "b", "c"], ["b", "c", "d"]], k=60)
    assert fused == pytest.approx({"a": 1 / 61, "b": 1 / 62 + 1 / 61, "c": 1 / 63 + 1 / 62, "d": 1 / 63})
    assert sorted(fused, key=fused.get, reverse=True) == ["b", "c", "a", "d"]
    assert rrf([], k=60) == {}
    assert rrf([["x"]], k=1) == {"x": 0.5}


def test_empty_store(assistant):
    assert assistant.store.count() == 0
    assert assistant.search("anything at all") == []
    assert assistant.search("anything", filters=Filters(venue="oral")) == []
    with pytest.raises(FilterError, match="no primary area"):
        assistant.search("anything", filters=Filters(area="graphs"))


def test_work_that_uses_a_methods_name_comes_first(seeded):
    """Follow-up work names the method it builds on: LiteGuard's abstract compares with MetaV."""
    r = seeded.retriever
    hits = r.search("graph neural network message passing", k=3)
    for h, relevance in zip(hits, (0.9, 0.8, 0.7)):
        h.relevance = relevance  # as the relevance gate sets it
    out = r.naming(hits, "MetaV", "task-agnostic model fingerprinting")
    assert out[0].paper_id == FP_ID and "MetaV" in out[0].abstract
    assert out[0].relevance >= 0.9  # as relevant as the best hit: it builds on what the user asks about
    assert [h.paper_id for h in out if h.paper_id in {x.paper_id for x in hits}] == [h.paper_id for h in hits]


_VFL = [  # two papers that use "VFL", neither as its own name (from the ICLR 2026 corpus)
    {"id": "qCM2vo896B",
     "title": "Deep Latent Variable Model based Vertical Federated Learning with Flexible Alignment and Labeling Scenarios",
     "abstract": ("Federated learning (FL) has attracted significant attention for enabling collaborative learning "
                  "without exposing private data.    Among the primary variants of FL, vertical federated learning "
                  "(VFL) addresses feature-partitioned data held by multiple institutions, each holding complementary "
                  "information for the same set of users.    However, existing VFL methods often impose restrictive "
                  "assumptions such as a small number of participating parties, fully aligned data, or only using "
                  "labeled data.    In this work, we reinterpret alignment gaps in VFL as missing data problems and "
                  "propose a unified framework that accommodates both training and inference under arbitrary alignment "
                  "and labeling scenarios, while supporting diverse missingness mechanisms.    In the experiments on "
                  "168 configurations spanning four benchmark datasets, six training-time missingness patterns, and "
                  "seven testing-time missingness patterns, our method outperforms all baselines in 160 cases with an "
                  "average gap of 9.6 percentage points over the next-best competitors.   To the best of our knowledge,"
                  " this is the first VFL framework to jointly handle arbitrary data alignment, unlabeled data, and "
                  "multi-party collaboration all at once.")},
    {"id": "G1JdmhkicJ",
     "title": ("Towards Privacy-Guaranteed Label Unlearning in Vertical Federated Learning: Few-Shot Forgetting "
               "Without Disclosure"),
     "abstract": ("This paper addresses the critical challenge of unlearning in Vertical Federated Learning (VFL), a "
                  "setting that has received far less attention than its horizontal counterpart. Specifically, we "
                  "propose the first method tailored to *label unlearning* in VFL, where labels play a dual role as "
                  "both essential inputs and sensitive information. To this end, we employ a representation-level "
                  "manifold mixup mechanism to generate synthetic embeddings for both unlearned and retained samples. "
                  "This is to provide richer signals for the subsequent gradient-based label forgetting and recovery "
                  "steps. These augmented embeddings are then subjected to gradient-based label forgetting, effectively"
                  " removing the associated label information from the model. To recover performance on the retained "
                  "data, we introduce a recovery-phase optimization step that refines the remaining embeddings. This "
                  "design achieves effective label unlearning while maintaining computational efficiency. We validate "
                  "our method through extensive experiments on diverse datasets, including MNIST, CIFAR-10, CIFAR-100, "
                  "ModelNet, Brain Tumor MRI, COVID-19 Radiography, and Yahoo Answers demonstrate strong efficacy and "
                  "scalability. Overall, this work establishes a new direction for unlearning in VFL, showing that re-"
                  "imagining mixup as a efficient mechanism can unlock practical, and utility-preserving unlearning. "
                  "Our code will be released publicly.")},
]


def test_an_acronym_a_paper_at_hand_uses_adds_no_paper_that_spells_it_out(tmp_path, embedder: Embedder):
    """"the deep latent variable VFL framework": the paper found first uses "VFL"; the unlearning paper, which spells
    it out ("Vertical Federated Learning (VFL)"), is not added as the paper the name names."""
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "vfl.jsonl").write_text("\n".join(json.dumps(p) for p in _VFL) + "\n")
    assistant = seeded_assistant(tmp_path, embedder)
    question = "How does the deep latent variable VFL framework treat alignment gaps?"
    hits = assistant.search(question, k=5)
    assert hits[0].paper_id == "qCM2vo896B"
    assert "G1JdmhkicJ" not in [h.paper_id for h in assistant.retriever.add_named(hits[:1], ["VFL"], question)]


# Two real abstracts that define SFT and RL: what a spelled-out question's encoding gains
_SFT = [
    {"id": "7HNRYT4V44", "title": "RL's Razor: Why Online Reinforcement Learning Forgets Less",
     "abstract": "Comparison of fine-tuning models with reinforcement learning (RL) and supervised fine-tuning (SFT) "
                 "reveals that, despite similar performance at a new task, RL preserves prior knowledge and "
                 "capabilities significantly better. We find that the degree of forgetting is determined by the "
                 "distributional shift, measured as the KL-divergence between the fine-tuned and base policy "
                 "evaluated on the new task. Our analysis reveals that on-policy RL is implicitly biased towards "
                 "KL-minimal solutions among the many that solve the new task, whereas SFT can converge to "
                 "distributions arbitrarily far from the base model. We validate these findings through experiments "
                 "with large language models and robotic foundation models and further provide theoretical "
                 "justification for why on-policy RL updates lead to a smaller KL change. We term this principle "
                 "$\\textit{RL\u2019s Razor}$: among all ways to solve a new task, RL prefers those closest in KL to the "
                 "original model."},
    {"id": "hQtwQqYikp", "title": "Proximal Supervised Fine-Tuning",
     "abstract": "Supervised fine-tuning (SFT) of foundation models often leads to poor generalization, where prior "
                 "capabilities deteriorate after tuning on specific tasks. Inspired by trust-region policy "
                 "optimization (TRPO) and proximal policy optimization (PPO) in reinforcement learning (RL), we "
                 "propose Proximal SFT (PSFT), a fine-tuning objective that incorporates the benefits of "
                 "trust-region, effectively constraining policy drift during SFT while maintaining competitive "
                 "tuning. By viewing SFT as a special case of policy gradient methods with constant positive "
                 "advantages, we derive PSFT that stabilizes optimization and leads to generalization, while leaving "
                 "room for further optimization in subsequent post-training stages. Experiments across mathematical, "
                 "human-value, and multimodal domains show that PSFT matches standard SFT in-domain, outperforms it "
                 "in out-of-domain generalization, remains stable under prolonged training without causing entropy "
                 "collapse, and provides a stronger foundation for the subsequent optimization."},
]


def test_abbreviations_defined_in_the_corpus():
    from rag.abbreviations import defined

    text = ("We align models with Reinforcement Learning from Human Feedback (RLHF) and a sparse Mixture-of-Experts "
            "(MoE) layer; large language models (LLMs) often fail (see Table 1). Our new method (FOO) is fast.")
    assert defined(text) == {(("reinforc", "learn", "human", "feedback"), "RLHF"), (("mixtur", "expert"), "MoE"),
                             (("larg", "languag", "model"), "LLM")}


def test_an_abbreviation_needs_two_papers_and_its_usual_long_form():
    from rag.abbreviations import Abbreviations

    texts = ["a reward model (RM) scores answers"] * 3 + ["regret matching (RM) converges"] * 2 \
        + ["a process reward model (PRM) per step", "tree search (TS) once"]
    table = Abbreviations.build(texts).to_json()
    assert table == {"reward model": "RM"}  # not regret matching (RM), nor a pair only one paper defines
    abbreviations = Abbreviations.from_json(table)
    assert abbreviations.annotate("Is the reward model biased?") == "Is the reward model (RM) biased?"
    assert abbreviations.annotate("Is the reward model (RM) biased?") == "Is the reward model (RM) biased?"
    assert abbreviations.annotate("Are RMs and reward models biased?") == "Are RMs and reward models biased?"
    # and back: a sentence's "RMs" says what it stands for ("reward models"), in stemmed words
    assert abbreviations.long_words("Two RMs disagree; the PRM and TS do not count.") == {"reward", "model"}
    # and a topic's long form, with the abbreviation (as content words hold it) that says each of its words
    assert abbreviations.shorthand("robust reward models") == {"reward": {"rm", "rms"}, "model": {"rm", "rms"}}


def test_a_spelled_out_question_is_encoded_with_the_corpus_abbreviations(tmp_path, embedder: Embedder):
    """"supervised fine-tuning" in a question: the encoder also reads "SFT", which most abstracts use after defining
    it once; BM25 reads the question as asked. The table is saved with the index."""
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "sft.jsonl").write_text("\n".join(json.dumps(p) for p in _SFT) + "\n")
    assistant = seeded_assistant(tmp_path, embedder)
    question = "Why does supervised fine-tuning forget more than online reinforcement learning?"
    annotated = "Why does supervised fine-tuning (SFT) forget more than online reinforcement learning (RL)?"
    index = assistant.retriever.keywords.current()
    assert index.abbreviations.annotate(question) == annotated
    loaded = BM25Index.load(assistant.settings.data_path / "bm25", assistant.store.revision)
    assert loaded is not None and loaded.abbreviations.table == index.abbreviations.table
    read: list[str] = []
    encode = assistant.embedder.encode
    assistant.embedder.encode = lambda texts, *a, **kw: read.extend(texts) or encode(texts, *a, **kw)
    try:
        hits = assistant.search(question, k=3)
    finally:
        del assistant.embedder.encode
    assert read == [annotated]
    assert hits[0].paper_id == "7HNRYT4V44"


def test_a_name_written_with_a_superscript_is_the_name_a_reader_types():
    from rag.text import mentions

    title = "Micro-Macro Retrieval: Reducing Long-Form Hallucination in Large Language Models"
    abstract = "We propose Micro–Macro Retrieval ($M^2R$), a novel retrieve-while-generate framework to fill this gap."
    assert mentions(title, abstract, "M2R") and mentions(title, abstract, "M^2R")


def test_an_adverb_is_covered_by_its_adjective_and_the_askers_pronouns_by_nothing_in_the_relevance_gate():
    """"How can you tell what a model was narrowly finetuned on from its activations?" is covered by "Narrow Finetuning
    Leaves Clearly Readable Traces in the Activation Differences": "narrowly" is said by "Narrow", and "you" asks
    nothing (it was a rare word no abstract says, and the gate abstained on the paper the question describes)."""
    from rag.retrieve import Gate
    from rag.text import adverb_root, content_words

    assert adverb_root("narrowli") == ("narrow",) and adverb_root("clearli") == ("clear",) and adverb_root("li") == ()
    assert not content_words("how can you tell your model") & {"you", "your"}

    class Words:  # every word equally rare
        def idf(self, word: str) -> float:
            return 1.0

    narrow = Hit(paper_id="a", title="Narrow Finetuning Leaves Clearly Readable Traces in the Activation Differences",
                 score=1.0, chunks=[], abstract="We show that narrow finetuning creates easily readable biases in LLM "
                 "activations that can be detected using simple model diffing tools.", dense_score=0.42)
    assert Gate(0.6, 0.5).passes("How can you tell what a model was narrowly finetuned on from its activations?",
                                 [narrow], Words())
    assert narrow.relevance > 0.42 + 0.5 * 0.75  # all but "tell" said


def test_a_doer_noun_is_covered_by_its_verb_in_the_relevance_gate():
    from rag.retrieve import Gate
    from rag.text import doer_root

    assert doer_root("planner") == ("plan",) and doer_root("learner") == ("learn",) and doer_root("paper") == ()
    assert doer_root("longer") == ()  # a comparative

    class Words:  # every word equally rare
        def idf(self, word: str) -> float:
            return 1.0

    planning = Hit(paper_id="a", title="Ada-Diffuser: Latent-Aware Adaptive Diffusion for Decision-Making", score=1.0,
                   chunks=[], abstract="We model latent dynamics with a diffusion model for planning and control.",
                   dense_score=0.45)
    planner = Hit(paper_id="b", title="Planner Aware Path Learning in Diffusion Language Models Training", score=1.0,
                  chunks=[], abstract="A denoiser that uses a planner and reverse dynamics.", dense_score=0.5)
    Gate(0.0, 0.5).passes("Is there a diffusion planner that infers latent dynamics?", [planning, planner], Words())
    assert planning.relevance > planner.relevance  # "planning" says "planner"


def test_a_claim_put_to_the_papers_is_searched_as_the_claim(seeded):
    """"Is it true that …?" is searched and gated as the claim: "true" is said by no abstract, and it cost a question
    on Sparse CLIP its paper ("Is it true that making CLIP sparse during training hurts accuracy?" abstained, the
    claim alone did not)."""
    from rag.retrieve import Gate

    gate = Gate(0.6, 0.5)
    r = seeded.retriever
    claim = "training on longer sequences makes transformers extrapolate to longer inputs"
    alone = r.retrieve(claim, 5, Filters(), gate)
    for framed in (f"Is it true that {claim}?", f"I heard that {claim}; is that right?",
                   f"Do papers find that {claim}?"):
        got = r.retrieve(framed, 5, Filters(), gate)
        assert got.query == framed  # the question as asked, for what follows
        assert [h.paper_id for h in got.hits] == [h.paper_id for h in alone.hits], framed
        assert [round(h.relevance, 6) for h in got.hits] == [round(h.relevance, 6) for h in alone.hits], framed


def test_a_question_that_asks_a_title_in_its_own_words_finds_that_paper_first():
    """"Is in-context learning actually learning?" is the paper "Is In-Context Learning Learning?", which BM25 ranks
    below papers that say "in-context learning" more often; a question that says more than a short title does not
    single it out."""
    from rag.retrieve import _title_asked_first
    from rag.text import title_asked

    hits = [Hit(paper_id=p, title=t, score=1.0, chunks=[]) for p, t in [
        ("a", "Transformers with Endogenous In-Context Learning: Bias Characterization and Mitigation"),
        ("b", "In Context Semi-Supervised Learning"), ("c", "Is In-Context Learning Learning?")]]
    assert [h.paper_id for h in _title_asked_first(hits, "Is in-context learning actually learning?")] == ["c", "a", "b"]
    assert [h.paper_id for h in _title_asked_first(hits, "How does in-context learning handle label noise in "
                                                         "semi-supervised tasks?")] == ["a", "b", "c"]
    assert not title_asked("Relative Value Learning", "Which papers learn a value function?")
