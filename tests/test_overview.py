"""Overviews on the 17 seed abstracts: routing, area gathering, themes with c-TF-IDF names, comparison tables,
the corpus map, and the summary cache."""

from __future__ import annotations

import csv
import io
import re

import numpy as np
import pytest
from conftest import FakeLLM, seeded_assistant

from rag.citations import number_sources
from rag.evidence import role
from rag.gather import _salient, _uses
from rag.paper_names import PaperNames
from rag.route import route, topic_of
from rag.summary import keyphrases, phrases
from rag.table import NOT_STATED, to_csv
from rag.text import content_words, plain, short_name, with_parts
from rag.types import Hit


@pytest.fixture(scope="module")
def seeded(tmp_path_factory, embedder):
    return seeded_assistant(tmp_path_factory.mktemp("overview"), embedder)


@pytest.mark.parametrize("question, mode", [
    ("What are the main approaches at ICLR 2026 for erasing unwanted concepts from text-to-image generators?", "summary"),
    ("How do ICLR 2026 RL papers get fast one-step action generation out of flow-matching policies?", "summary"),
    ("KV cache compression: what's out there?", "summary"),
    ("Which paper fingerprints models in a task-agnostic way using checkpoints?", "answer"),
    ("What kinds of model substitutions can the rank-based uniformity test detect?", "answer"),  # one paper's test
    ("Can you give an overview of the methods used in the LiteGuard paper?", "answer"),  # one paper, despite "overview"
    ("How does LiteGuard make fingerprinting cheaper?", "answer"),
    ("Compare TokUR and G-NLL: how does each estimate uncertainty?", "answer"),
    ("Put the membership inference papers in a table with their attack type and data modality.", "table"),
    ("Columns: paper, benchmark, speedup. Rows: the speculative decoding works.", "table"),
    ("Show the KV cache eviction methods in a grid, one line each.", "table"),
    ("few-step generators (MeanFlow, consistency models) - what are the main approaches?", "summary"),  # examples
    ("I'm writing the related-work section of a paper on LLM unlearning; which lines of work should I cover?",
     "summary"),
    ("What's hot in 3D Gaussian splatting?", "summary"),
    ("LiteGuard: does it need to train many pirated models?", "answer"),  # "Topic: ...", but a question about it
    ("Cactus vs typical acceptance sampling: why does it keep the verifier's distribution?", "answer"),
    ("Which ICLR 2026 papers study membership inference attacks?", "summary"),
    ("Give me a briefing on GUI agents: what benchmarks exist and what is still hard?", "summary"),  # before the colon
    ("Tell me about the work on LiteGuard: why is fingerprinting hard, and what do they do?", "answer"),
    ("token pruning for VLMs, like PruneSID, MMTok etc? main directions pls", "summary"),  # names as examples
    ("Memorizing Long-tail Data Can Help Generalization: what do they find?", "answer"),  # a title before a colon
    ("Give me an overview of how Sculptor's context tools work.", "answer"),  # a possessive name
    ("A structured comparison of the hallucination-mitigation methods for LVLMs, method and benchmark for each",
     "table"),
    ("speculative decoding — where are we?", "summary"),
    ("diffusion LMs for code?", "summary"),  # a bare topic
    ("Which paper studies whether weak-to-strong generalization happens under spurious correlations?", "answer"),
    # one benchmark, though its second part asks how methods fare ("how do current … methods" cues an area)
    ("Is there a benchmark for multi-agent RL on power grid control, and how do current MARL methods fare on it?",
     "answer"),
    ("Self-play for LLM reasoning: SPIRAL, SPELL, anything else?", "summary"),  # names as examples of more wanted
    ("What are the main approaches to speculative decoding? e.g. SpecBranch, Learning to Draft", "summary"),
    ("In the GEM paper, is the table comparing PPO and GRPO single-turn only?", "answer"),  # the paper's own table
    ("please make compare chart for time series forecasting papers: model, datasets, metric, result", "table"),
    ("How does Action Effect Modeling detect mistakes, and on which benchmarks is it state of the art?", "answer"),
    ("What's the state of the art in time series forecasting right now?", "summary"),
    ("Prophet decodes diffusion LMs early: what decides when to stop, and how many steps does it save?", "answer"),
    # what one paper trained on or found: "existing … datasets" and "trend" name no area here
    ("Why did training a process reward model on existing OR datasets work poorly?", "answer"),
    ("What trend did the analysis of novel view synthesis methods uncover?", "answer"),
    # a count of one paper's parts, not the techniques of an area
    ("What two techniques does DROCO add to counter value estimation errors of the RCB operator?", "answer"),
    ("Which techniques reduce value overestimation in offline RL?", "summary"),
    # the ways a researcher asks what exists on a topic; "work that <does one thing>" looks for one paper
    ("What work exists on speculative decoding for faster LLM inference?", "summary"),
    ("Is there any work on watermarking diffusion model outputs?", "summary"),
    ("Is there any work that synthesizes CTF trajectories without a live environment?", "answer"),
    # whether a paper does X by a means Y: that paper; a means inside a clause of its own leaves the area asked
    ("Is there work on detecting machine-generated text in zero-shot languages using adversarial training?", "answer"),
    ("Is there any work on sycophancy that goes beyond simple agreement with the user?", "summary"),
    ("What has been published on graph neural network expressivity?", "summary"),
    ("Who is working on mechanistic interpretability of reasoning models?", "summary"),
    ("What's known about reward hacking in RLHF?", "summary"),
    ("What are the approaches to making transformers length-generalize?", "summary"),
    ("What are the two approaches the paper combines?", "answer"),
    ("List papers that study KV cache quantization.", "summary"),
    ("Help me understand the research on model merging.", "summary"),  # "the research on model …" is no one model
    # papers one paper studied: "it" is the framework
    ("How does the counterfactual rhetorical style framework separate style from content, and what did it find about "
     "papers written after 2023?", "answer"),
])
def test_questions_are_routed_by_what_they_ask(question, mode):
    assert route(question).mode == mode


def test_a_bare_fragment_is_a_topic_unless_it_continues_a_conversation():
    assert route("contrastive losses for tabular data?").mode == "summary"
    assert route("contrastive losses for tabular data?", follow_up=True).mode == "answer"


def test_a_method_acronym_one_paper_introduces_is_a_name_and_asks_about_that_paper():
    """"What is RCPO and which pairwise methods does it include as special cases?" asks about the paper that
    introduces RCPO ("We introduce Ranked Choice Preference Optimization (RCPO)"), not for a summary of "which pairwise
    methods"; an acronym many papers use (GRPO) names none."""
    titles = ["Beyond Pairwise: Empowering LLM Alignment With (Ranked) Choice Modeling"] + \
        [f"Paper {i}: Reasoning with RL" for i in range(5)]
    texts = [f"{titles[0]} We introduce Ranked Choice Preference Optimization (RCPO), a unified framework."] + \
        [f"{t} We train with GRPO." for t in titles[1:]]
    names = PaperNames.build(titles, texts, methods=["RCPO", *(["GRPO"] * 5)])
    question = "What is RCPO and which pairwise methods does it include as special cases?"
    assert names.find(question) == ["RCPO"]
    assert route(question, known=names.find).mode == "answer"
    assert route("Which pairwise methods are special cases of ranked choice models?", known=names.find).mode == "summary"
    assert names.find("Which RL methods use GRPO for reasoning?") == []


def test_paper_names_are_title_heads_the_corpus_uses_for_one_paper_only():
    titles = ["Jackpot: Off-Policy Correction for RL", "Machine Unlearning: A Study", "Machine Unlearning: Another",
              "RL Squeezes, SFT Expands: A Comparative Study", "Thought Branches: Resampling Reasoning"]
    texts = [f"{t} We propose it." for t in titles] + ["Machine unlearning removes data. Machine Unlearning is hard."] * 3
    names = PaperNames.build(titles, texts)
    assert names.find("Overview of Jackpot please: how does it correct the mismatch?") == ["Jackpot"]
    assert names.find("rl squeezes, sft expands -- whats the main takeaway") == ["rl squeezes sft expands"]
    assert names.find("Thought Branches paper: what did they find?") == ["Thought Branches"]
    assert names.find("a jackpot of thought branches") == []  # one- and two-word names are written as titled
    assert names.find("Machine Unlearning: main approaches?") == []  # a topic many papers use, not a name
    echo = PaperNames.build(["Echo: Fast Sampling"], ["Echo: Fast Sampling. The echo of a signal."] * 4)
    assert echo.find("Echo: what is it?") == []  # an ordinary word the corpus uses, whatever its case
    assert PaperNames.from_json(names.to_json()).find("Jackpot results?") == ["Jackpot"]
    # a name said in the possessive is still the name (and routes to one paper, not to an area's "what kinds of")
    assert names.find("What kinds of corrections does Jackpot's method make?") == ["Jackpot"]
    assert route("What kinds of corrections does Jackpot's method make, and on which tasks?", known=names.find).mode \
        == "answer"
    razor = PaperNames.build(["RL's Razor: Why Online RL Forgets Less"], ["RL's Razor: Why Online RL Forgets Less. We "
                                                                         "call it RL's Razor. RL's Razor holds."])
    assert razor.find("Summarize RL's Razor in 3 sentences") == ["RL's Razor"]  # a name with its own "'s"
    heads = PaperNames.build(["From Tokens to Thoughts: How LLMs Trade Compression", "Tokens Everywhere"],
                             ["From Tokens to Thoughts: How LLMs Trade Compression. Tokens and thoughts.",
                              "Tokens Everywhere. Thoughts on tokens."], ids=["a", "b"])
    assert heads.owners["from tokens to thoughts"] == ["a"]  # found by id: searching its words finds other papers
    assert PaperNames.from_json(heads.to_json()).find("What does the tokens-to-thoughts paper find?") == \
        ["From Tokens to Thoughts"]  # hyphenated, without its "From"
    # a short title with no head is its paper's name whole, without its article, and the paper's own
    from rag.text import mentions
    serial = "The Serial Scaling Hypothesis"
    abstract = "We show that diffusion models are incapable of solving inherently serial problems."
    whole = PaperNames.build([serial, "When Scores Learn Geometry: Rate Separations under the Manifold Hypothesis"],
                             [f"{serial} {abstract}", "When Scores Learn Geometry. Diffusion models learn geometry."])
    assert whole.find("What does the Serial Scaling Hypothesis paper show about diffusion models?") == \
        ["Serial Scaling Hypothesis"]
    assert mentions(serial, abstract, "Serial Scaling Hypothesis")
    # (whole: a word of it is not the paper's name, "InfoNCE" of "InfoNCE Induces Gaussian Distribution")
    assert not mentions("InfoNCE Induces Gaussian Distribution", "We show that InfoNCE features are Gaussian.", "InfoNCE")


def test_what_a_papers_acronym_stands_for_is_a_name_of_it_in_any_case():
    from rag.question import analyse

    titles = ["Procedural Mistake Detection via Action Effect Modeling", "World Models for Actions"]
    texts = [f"{titles[0]} To address this gap, we propose Action Effect Modeling (AEM), a framework. AEM works.",
             f"{titles[1]} We study the effect of actions. Action effects are modeled."]
    names = PaperNames.build(titles, texts)
    assert names.find("On which benchmarks is Action Effect Modeling state of the art?") == ["Action Effect Modeling"]
    assert names.find("how does action effect modeling detect mistakes") == []  # words, not written as a name
    asked = analyse("How does Action Effect Modeling detect mistakes?", names.find)
    assert asked.names == ["Action Effect Modeling"]
    assert asked.parts[0].focus == "method"  # "effect" is the name's word, not a question for a result
    assert analyse("How does Action Effect Modeling detect mistakes?").names == []  # nothing in its shape says so


def test_a_question_naming_a_corpus_paper_asks_about_it(seeded):
    known = seeded.components.papers.names().find
    question = "rote learning considered useful -- summarize pls"
    assert route(question).mode == "summary"  # "summarize", and nothing says it is a paper's name
    assert route(question, known=known).mode == "answer"
    assert seeded.ask(question).mode == "answer"


def test_the_mode_a_user_picks_wins_and_the_topic_drops_the_framing():
    assert route("How does LiteGuard work?", "summary").mode == "summary"
    assert route("Summarize work on unlearning", "answer").mode == "answer"
    assert topic_of("What are the main approaches at ICLR 2026 for erasing unwanted concepts?") == \
        "for erasing unwanted concepts"
    assert topic_of("Model merging at ICLR 2026: give me the big picture.") == "Model merging"
    assert topic_of("How do papers address hallucination in vision-language models?") == \
        "hallucination in vision-language models"
    assert topic_of("What work exists on watermarking text generated by LLMs?") == "watermarking text generated by LLMs"
    assert topic_of("What approaches does ICLR 2026 have for machine unlearning?") == "machine unlearning"
    assert topic_of("what's been done on model merging lately") == "model merging"
    assert topic_of("What does ICLR 2026 have on weak-to-strong generalization?") == "weak-to-strong generalization"
    assert topic_of("What do the papers say about grokking?") == "grokking"
    assert topic_of("What are ICLR 2026 papers doing about reward hacking in reward models for RLHF?") == \
        "reward hacking in reward models for RLHF"
    assert topic_of("What are people working on in model merging?") == "model merging"
    assert topic_of("What approaches do ICLR 2026 papers take to watermarking text generated by LLMs?") == \
        "watermarking text generated by LLMs"
    assert topic_of("How are generative models being used for protein design at ICLR 2026?") == \
        "generative models for protein design"
    assert topic_of("Where do jailbreak attacks stand right now, and what holds up?") == \
        "Where do jailbreak attacks stand, and what holds up"
    assert topic_of("Is there any work on watermarking diffusion model outputs?") == "watermarking diffusion model outputs"
    assert topic_of("Who is working on mechanistic interpretability?") == "mechanistic interpretability"
    # ("approaches", a word most abstracts use, would be a core word of the area and let in what says only it)
    assert topic_of("What approaches are there for reducing object hallucination in vision-language models?") == \
        "reducing object hallucination in vision-language models"
    assert topic_of("What methods exist to speed up diffusion sampling?") == "speed up diffusion sampling"
    assert topic_of("List papers that study KV cache quantization.") == "KV cache quantization"
    assert topic_of("Where does research on LLM unlearning stand?") == "LLM unlearning"
    assert topic_of("What is being done about jailbreaks?") == "jailbreaks"
    assert topic_of("Which directions are popular for efficient video generation?") == "efficient video generation"


def test_theme_names_keep_the_capitals_of_acronyms():
    groups = [[("Fast KV Cache Eviction for LLMs", ["KV cache", "LLMs"]), ("Learned KV Cache Eviction", ["kv cache"])],
              [("Quantized Attention", ["quantization"]), ("Low-bit Quantization", ["quantization"])]]
    first, second = keyphrases(groups)
    assert first.startswith("KV cache") and second.startswith("Quantization")


def test_keyphrases_name_what_sets_a_group_apart():
    groups = [[("Fast KV Cache Eviction for Long Context", ["kv cache", "llm inference"]),
               ("Learned KV Cache Eviction", ["kv cache", "llm inference"])],
              [("Quantized Attention for LLM Inference", ["quantization", "llm inference"]),
               ("Low-bit Quantization of Activations", ["quantization", "llm inference"])]]
    names = keyphrases(groups)
    assert names[0].lower().startswith(("kv cache", "cache eviction")) and names[1].lower().startswith("quantization")
    assert "llm inference" not in names[0].lower().split(";")[0]  # shared by both groups: says nothing
    from rag.summary import phrases

    assert "all channels" not in phrases("AutoQVLA: Not All Channels Are Equal in Vision-Language-Action Model's "
                                         "Quantization", [])  # a run that opens with a quantifier is no phrase


def test_an_area_summary_reads_the_area_in_themes(seeded):
    answer = seeded.ask("Summarize work on generalization in transformers")
    assert answer.mode == "summary" and not answer.abstained
    found = {s.paper.paper_id for s in answer.sources}
    assert "TLSUIyBIfs" in found  # the length-generalization seed paper
    assert 2 <= len(answer.themes) <= 6 and all(len(t["papers"]) >= 2 for t in answer.themes)  # 10 papers here
    assert all(len(t["label"].split()) <= 8 for t in answer.themes)  # named by phrases, not whole titles
    assert answer.answer.splitlines()[0].startswith(f"{len(answer.sources)} papers in {len(answer.themes)} themes")
    assert answer.answer.count("Papers: ") == len(answer.themes)
    again = seeded.ask("Summarize work on generalization in transformers")
    assert again.timings.get("cached") == 1.0 and again.answer == answer.answer  # served from the cache


def test_a_table_quotes_each_cell_from_its_abstract(seeded, tmp_path):
    answer = seeded.ask("Make a table of the papers on fingerprinting and watermarking models")
    assert answer.mode == "table" and answer.table
    by_n = {s.n: s for s in answer.sources}
    for row in answer.table:
        abstract = " ".join(by_n[row.n].paper.abstract.split())
        for cell in (row.problem, row.method, row.data, row.result):
            if cell != NOT_STATED:
                assert cell.endswith(f"[{row.n}]")
                assert cell.rsplit(" [", 1)[0].rstrip("…").split(" ")[0] in abstract
    assert answer.answer.splitlines()[2].startswith("| Paper | Problem | Method")
    rows = list(csv.DictReader(io.StringIO(to_csv(answer.table))))
    assert len(rows) == len(answer.table) and set(rows[0]) >= {"title", "problem", "method", "data", "result"}
    assert answer.to_json()["mode"] == "table" and len(answer.to_json()["table"]) == len(answer.table)


def test_the_corpus_map_has_labelled_topics_and_positions(seeded):
    topics, papers = seeded.corpus_map()
    assert len(papers) == 17 and sum(t["size"] for t in topics) == 17
    assert all(t["label"] and t["representative"] for t in topics)
    assert {p["topic"] for p in papers} == {t["label"] for t in topics}
    assert all(isinstance(p["x"], float) and isinstance(p["y"], float) for p in papers)


def test_a_theme_whose_shared_phrases_another_theme_took_is_named_by_its_own_phrases_not_a_title():
    groups = [[("Speculative Decoding", ["speculative decoding"]), ("On Speculative Decoding", ["speculative decoding"])],
              [("Learning To Draft: Adaptive Speculative Decoding with Reinforcement Learning", ["speculative decoding"]),
               ("Not-a-Bandit: Drafter Selection in Speculative Decoding", ["speculative decoding"]),
               ("Group Tree Optimization for Speculative Decoding", ["speculative decoding"])]]
    first, second = keyphrases(groups)
    assert first.lower().startswith("speculative decoding")
    assert not second.startswith("Learning To Draft") and len(second.split()) <= 8  # a phrase, not the first title


def test_theme_names_take_no_capitals_from_titles_in_capitals_or_capitalized_words():
    groups = [[("THE END OF MANUAL DECODING", ["llm decoding"]), ("Adaptive LLM Decoding", ["llm decoding"])],
              [("Test-Time Scaling Laws", ["test-time scaling"]), ("Test-Time Scaling for Agents", ["test-time scaling"])]]
    first, second = keyphrases(groups)
    assert first.startswith("LLM decoding") and second.startswith("Test-time scaling")


def test_a_follow_up_about_it_is_about_the_last_paper_even_with_an_area_cue():
    question = "On what kind of shifts was it evaluated?"
    assert route(question, follow_up=True).mode == "answer"  # "it": the paper the last answer was about
    assert route("What kinds of approaches exist for machine unlearning?", follow_up=True).mode == "summary"
    assert route("Summarize the work that builds on it", follow_up=True).mode == "summary"
    # in the last paper's words ("… (about the paper …)" once condensed): its findings, not an area
    assert route("Which fingerprinting methods need fewer pirated models?", follow_up=True).mode == "summary"
    assert route("Which fingerprinting methods need fewer pirated models?", follow_up=True, on_paper=True).mode == "answer"
    assert route("Summarize the work that builds on it", follow_up=True, on_paper=True).mode == "summary"


def test_a_theme_name_says_two_things_not_one_twice():
    groups = [[("Long Context Extension", ["long context", "context length", "positional encoding"]),
               ("Context Length Scaling", ["long context", "context length", "positional encoding"])],
              [("Sparse Attention Kernels", ["sparse attention", "large language models"]),
               ("Sparse Attention at Scale", ["sparse attention", "large language models"])]]
    first, second = keyphrases(groups)
    one, two = first.lower().split("; ")
    assert not set(one.split()) & set(two.split())  # not "long context; context length"
    assert "large language models" not in second.lower()


def test_a_themes_quote_is_the_sentence_that_introduces_the_method():
    from rag.summary import key_sentences

    abstract = ("Machine unlearning removes content from trained models. However, benign relearning reveals that "
                "unlearning remains fragile. A common explanation attributes this effect to topical relevance, but we "
                "find this account insufficient. Through systematic analysis, we demonstrate that syntactic similarity "
                "is the primary driver. Motivated by this insight, we introduce syntactic diversification, which "
                "paraphrases the forget queries.")
    [src] = number_sources([Hit(paper_id="x", title="Rethinking Benign Relearning", score=1.0, chunks=[],
                                abstract=abstract)])
    method, finding = key_sentences(src)  # the method's first
    assert "we introduce syntactic diversification" in method and "we demonstrate that syntactic" in finding
    # an introduction that only points back ("a framework that does just that") gives way to what the method does
    abstract = ("One could obtain a strong 3D generator by combining a video model with a 3D reconstruction model. "
                "We introduce VIST3A, a general framework that does just that, addressing two main challenges. "
                "We revisit model stitching, i.e., we identify the layer in the 3D decoder that best matches the latent "
                "representation of the video generator and stitch the two parts together.")
    [src] = number_sources([Hit(paper_id="v", title="Text-to-3D by Stitching", score=1.0, chunks=[], abstract=abstract)])
    assert key_sentences(src)[0].startswith("We revisit model stitching")


def test_a_themes_method_quote_that_points_at_unnamed_things_comes_with_the_sentence_that_says_them():
    """"We introduce SSD to parallelize these operations": no sentence says "operations"; the one before says which."""
    from rag.summary import key_sentences

    def quoted(abstract: str) -> list[str]:
        [src] = number_sources([Hit(paper_id="s", title="Speculative Speculative Decoding", score=1.0, chunks=[],
                                    abstract=abstract)])
        return key_sentences(src)

    lead = ("Autoregressive decoding is bottlenecked by its sequential nature. However, speculative decoding itself "
            "relies on a sequential dependence between speculation and verification.")
    got = quoted(f"{lead} We introduce speculative speculative decoding (SSD) to parallelize these operations. "
                 "SSD is up to twice as fast as optimized speculative decoding baselines.")
    assert got[0].startswith("We introduce") and any(s.startswith("However, speculative decoding itself") for s in got)
    # what the method sentence itself says before pointing at it needs nothing before it
    got = quoted(f"{lead} We propose a framework that estimates output ranges and formally verifies the suppression "
                 "step within these ranges. It needs 10x fewer samples than existing methods.")
    assert not any(s.startswith("However") for s in got)


def test_a_themes_result_quote_is_no_praise_of_what_came_before():
    """The result that says the summary's topic words most is not a closing praise that repeats them ("Its strong
    explainability and generality further highlight the potential for … speculative decoding frameworks")."""
    from rag.summary import key_sentences

    abstract = ("Verification is a key bottleneck in Speculative Decoding. In this work, we propose Hierarchical "
                "Speculative Decoding (HSD), a provably lossless verification method that boosts the expected number "
                "of accepted tokens. Through extensive large-scale experiments, we show that HSD consistently improves "
                "acceptance rates, especially with longer draft sequences. Its strong explainability and generality "
                "further highlight the potential for integration into a wide range of speculative decoding frameworks.")
    [src] = number_sources([Hit(paper_id="h", title="Overcoming Joint Intractability with Lossless Hierarchical "
                                "Speculative Decoding", score=1.0, chunks=[], abstract=abstract)])
    method, result = key_sentences(src, "speculative decoding for faster LLM inference")
    assert method.startswith("In this work, we propose") and result.startswith("Through extensive large-scale")
    assert role("These highlight ARMOR's effectiveness in defending against OOD jailbreak attacks, offering a "
                "practical path toward secure and reliable LLMs.", 9, "ARMOR") == "outlook"
    assert role("This highlights ARMOR's effectiveness: attack success falls to 2%.", 9, "ARMOR") != "outlook"  # a figure
    assert role("GeomMotif provides insights complementary to function-focused benchmarks and establishes a foundation "
                "for improving protein generative models.", 8, "GeomMotif") == "outlook"
    # the paper's own next step, or a finding beside it, is no outlook
    assert role("We theoretically establish the feasibility of encoder-only attacks, laying the foundation for our "
                "gray-box setting.", 4) != "outlook"
    assert role("PREFDISCO establishes a foundation for personalization research and reveals fundamental limitations "
                "in current LLMs.", 6, "PREFDISCO") != "outlook"


def test_a_themes_result_quote_stands_on_its_own():
    """A result sentence naming "these traces" that the sentence before it introduced reads as a dangling reference
    when quoted alone: the headline result that stands on its own is quoted instead."""
    from rag.summary import key_sentences

    def quoted(*sentences: str) -> list[str]:
        [src] = number_sources([Hit(paper_id="u", title="Unlearning Isn't Invisible", score=1.0, chunks=[],
                                    abstract=" ".join(sentences))])
        return key_sentences(src)

    intro = "Machine unlearning for LLMs seeks to remove specific knowledge from a trained model."
    method = "We discover that unlearning leaves behind persistent fingerprints in LLMs."
    between = "Even a simple classifier can detect traces of unlearning from the model's outputs."
    leaning = "Further analysis shows that these traces are embedded in intermediate activations."
    alone = "Through extensive experiments, we demonstrate that unlearning traces can be detected with 90% accuracy."
    assert quoted(intro, method, between, leaning, alone) == [method, alone]
    # after a quoted sentence that names them, "these traces" reads well
    method = "We discover that unlearning leaves behind persistent traces in LLMs."
    assert quoted(intro, method, between, leaning, alone) == [method, leaning]


def test_a_themes_result_quote_is_the_one_on_the_summarys_topic():
    """Asked about reward hacking, a reward-model paper is quoted where it says what it does about reward hacking
    ("In particular, CRM is more robust to reward hacking …"), not for its headline benchmark result."""
    from rag.summary import key_sentences

    sentences = [
        "Process Reward Models (PRMs) have emerged as a promising approach to enhance the reasoning of LLMs.",
        "In this work, we propose Conditional Reward Modeling (CRM) that frames LLM reasoning as a temporal process "
        "leading to a correct answer.",
        "The reward of each reasoning step is conditioned on the preceding steps and linked to the final outcome.",
        "Experiments across Best-of-N sampling, beam search and reinforcement learning demonstrate that CRM "
        "consistently outperforms existing reward models.",
        "In particular, CRM is more robust to reward hacking and delivers stable downstream improvements."]
    [src] = number_sources([Hit(paper_id="c", title="Linking Process to Outcome: Conditional Reward Modeling",
                                score=1.0, chunks=[], abstract=" ".join(sentences))])
    assert key_sentences(src) == [sentences[1], sentences[3]]  # no topic: the headline result
    assert key_sentences(src, "reward hacking in reward models for RLHF") == [sentences[1], sentences[4]]


def test_a_method_quote_that_points_back_is_read_with_what_it_points_at():
    """'We introduce SSD to parallelize these operations' quoted alone leaves the reader asking which operations."""
    from rag.summary import key_sentences

    sentences = ["Autoregressive decoding is bottlenecked by its sequential nature.",
                 "Speculative decoding relies on a sequential dependence between speculation and verification "
                 "operations.",
                 "We introduce speculative speculative decoding (SSD) to parallelize these operations.",
                 "We show that SSD is up to 2x faster than speculative decoding baselines."]
    [src] = number_sources([Hit(paper_id="s", title="Speculative Speculative Decoding", score=1.0, chunks=[],
                                abstract=" ".join(sentences))])
    assert key_sentences(src) == [sentences[2], sentences[3], sentences[1]]  # the method's first
    # a lead-in's pointer ("To address these limitations, …") needs nothing before it
    sentences[2] = "To address these limitations, we introduce speculative speculative decoding (SSD)."
    [src] = number_sources([Hit(paper_id="s", title="Speculative Speculative Decoding", score=1.0, chunks=[],
                                abstract=" ".join(sentences))])
    assert key_sentences(src) == [sentences[2], sentences[3]]


def test_a_quoted_method_sentence_has_no_first_that_no_second_follows():
    from rag.summary import _quoted

    [src] = number_sources([Hit(paper_id="t", title="The Self-Re-Watermarking Trap: From Exploit to Resilience",
                                score=1.0, chunks=[], abstract="First, we introduce the self-re-watermarking threat model.")])
    assert _quoted(src, "First, we introduce the self-re-watermarking threat model as a novel attack vector.") == \
        "The Self-Re-Watermarking Trap: We introduce the self-re-watermarking threat model as a novel attack vector."


def test_a_theme_sentence_copied_from_an_abstract_says_whose_work_it_is():
    from rag.summary import _attributed

    srcs = number_sources([
        Hit(paper_id="a", title="Downgrade to Upgrade: Optimizer Simplification Enhances Robustness in LLM Unlearning",
            score=1.0, chunks=[], abstract="We show that the grade of the optimizer matters."),
        Hit(paper_id="b", title="Rethinking Benign Relearning: Syntax as the Hidden Driver of Unlearning Failures",
            score=1.0, chunks=[], abstract="Motivated by this insight, we introduce syntactic diversification.")])
    assert _attributed("Motivated by this insight, we introduce syntactic diversification [2].", srcs) == \
        "In the paper “Rethinking Benign Relearning: Syntax as the Hidden Driver of Unlearning Failures”, the authors " \
        "introduce syntactic diversification. [2]"
    named = "Downgrade to Upgrade shows that the grade of the optimizer matters [1]."
    assert _attributed(named, srcs) == named  # a piece of its title names it
    # "it" after another paper's sentence is named, and "It shows that X can …" says what it shows
    [cua] = number_sources([Hit(paper_id="c", title="ScaleCUA: Scaling Open-Source Computer Use Agents with "
                                "Cross-Platform Data", score=1.0, chunks=[],
                                abstract="In this work, we introduce ScaleCUA. It offers a large-scale dataset.")])
    assert _attributed("It offers a large-scale dataset spanning 6 operating systems. [1]", [cua]) == \
        "ScaleCUA offers a large-scale dataset spanning 6 operating systems. [1]"
    assert _attributed("It shows that trained on this data, ScaleCUA can operate across platforms. [1]", [cua]) == \
        "Trained on this data, ScaleCUA can operate across platforms. [1]"
    # after a lead-in too; "it is known that" is no paper
    assert _attributed("By storing outlier weights in 16-bit precision, it achieves top performance. [1]", [cua]) == \
        "By storing outlier weights in 16-bit precision, ScaleCUA achieves top performance. [1]"
    assert _attributed("By mapping the Pareto frontier, it shows that ScaleCUA achieves a balance. [1]", [cua]) == \
        "By mapping the Pareto frontier, ScaleCUA achieves a balance. [1]"
    assert "it is known" in _attributed("It is known that agents fail. [1]", [cua])


def test_a_technique_many_papers_use_names_no_paper_to_answer_about():
    assert route("What work exists on adaptive rank allocation for LoRA fine-tuning?").mode == "summary"
    assert route("Is there any work on DPO for diffusion models?").mode == "summary"
    assert route("How does LiteGuard verify ownership?").mode == "answer"


def test_a_summary_writes_one_short_call_per_paper_and_cites_each_reply_to_its_paper(seeded):
    """Each theme's best papers are written about one call each (a 1.5B model given six papers at once wrote titles
    as sentences and one paper's result under another's number): one source per prompt, its reply cited to it."""

    with FakeLLM() as server:
        view = seeded.with_llm("openai", "fake")
        view.settings.llm.base_url = server.url("openai")
        answer = view.ask("Summarize work on generalization in transformers", k=8)
    assert answer.mode == "summary" and answer.backend == "openai"
    per_theme = view.settings.summary.theme_papers
    assert len(server.requests) == sum(min(per_theme, len(t["papers"])) for t in answer.themes)
    for request in server.requests:
        user = [m["content"] for m in request["messages"] if m["role"] == "user"][-1]
        assert sum(line.startswith("[") for line in user.splitlines()) == 1  # one paper per call
        assert "propose, and what does it show?" in user or "study, and what does it find?" in user
    for theme, section in zip(answer.themes, answer.answer.split("### ")[1:]):
        body = section.split("\n")[1]  # the synthesis line, before the list of the theme's papers
        assert _markers(body) <= set(theme["papers"][:per_theme]) and _markers(body)
    assert answer.draft.count("### ") == len(answer.themes)


def test_a_theme_reply_naming_a_paper_written_in_latex_is_tidied_without_error():
    from rag.summary import _tidy

    [src] = number_sources([Hit(paper_id="x", title="$\\nabla$-Reasoner: LLM Reasoning via Test-Time Gradient Descent",
                                score=1.0, chunks=[], abstract="We propose a reasoner.")])
    assert _tidy(f"{short_name(src.paper.title)} — {plain(src.paper.title)} reasons [1].", [src]).endswith("reasons [1].")
    assert _tidy("A  b [1].", [src]) == "A b [1]."


def test_a_reply_that_ends_on_the_name_it_opened_with_loses_the_stutter_not_a_name_it_links_to():
    from rag.summary import _tidy

    [src] = number_sources([Hit(paper_id="d", title="DUET: Distilled LLM Unlearning from an Efficiently Contextualized "
                                "Teacher", score=1.0, chunks=[], abstract="We propose DUET, a distillation method.")])
    assert _tidy("DUET proposes a method that combines these two lines of work DUET. [1] It works.", [src]) == \
        "DUET proposes a method that combines these two lines of work. [1] It works."
    assert _tidy("DUET proposes a method that combines these two lines of work DUET.[1] It works [1].", [src]) == \
        "DUET proposes a method that combines these two lines of work.[1] It works [1]."
    assert _tidy("DUET beats the teacher used by DUET [1].", [src]) == "DUET beats the teacher used by DUET [1]."
    assert _tidy("It is new. The teacher is better than DUET. [1]", [src]) == "It is new. The teacher is better than DUET. [1]"


def test_it_shows_that_before_copied_words_whose_verb_it_dropped_gives_way_to_the_abstracts_sentence():
    from rag.summary import _tidy

    abstract = ("We introduce a new method that interprets weights. By monitoring the cosine similarity of activations "
                "along these directions, we can detect salient behaviors introduced during fine-tuning with high "
                "precision. Experiments show that this approach stops up to 100% of attacks.")
    [src] = number_sources([Hit(paper_id="w", title="Watch the Weights: Unsupervised monitoring and control of "
                                "fine-tuned LLMs", score=1.0, chunks=[], abstract=abstract)])
    fragment = ("By monitoring the cosine similarity of activations along these directions, it shows that salient "
                "behaviors introduced during fine-tuning with high precision. [1]")
    assert _tidy(fragment, [src]) == ("By monitoring the cosine similarity of activations along these directions, the "
                                      "authors can detect salient behaviors introduced during fine-tuning with high "
                                      "precision. [1]")
    whole = "It shows that this approach stops up to 100% of attacks. [1]"  # the abstract's own "show that"
    assert _tidy(whole, [src]) == whole


def test_a_summary_asks_an_analysis_what_it_finds_and_a_method_paper_what_it_proposes():
    from rag.summary import _asked_of
    from rag.text import split_sentences

    def asked(abstract: str) -> str:
        [src] = number_sources([Hit(paper_id="p", title="SSMs", score=1.0, chunks=[], abstract=abstract)])
        src.sentences = split_sentences(abstract)
        return _asked_of(src)

    assert "study, and what does it find?" in asked("We show that SSMs cannot solve any long-form generation problem.")
    assert "propose, and what does it show?" in asked("We propose a tool-use recipe that lets SSMs generalize.")


def test_an_area_counts_a_paper_about_a_word_fully_and_a_passing_mention_by_half():
    about = _salient("Sparse Mixture of Experts for Vision", "We route tokens to experts. Experts specialize.", "MoE")
    assert {"expert", "mixtur", "moe"} <= about
    passing = _salient("Grokking in Pretraining", "We study OLMoE, a mixture-of-experts model, during pretraining.", "")
    (moe,) = content_words("mixture-of-experts")
    assert moe not in passing and "pretrain" in passing
    # a hyphenated core word is used by a paper that writes it without hyphens, and the other way round
    compound = with_parts({moe}) - {moe}
    assert _uses(about, moe, compound) and not _uses({"expert"}, moe, compound)
    # its parts are stemmed as the words are: "LLM-generated" is used by "LLM" and "generated"
    (made,) = content_words("LLM-generated")
    assert with_parts({made}) - {made} == content_words("LLM generated")
    assert _uses(_salient("Mixture-of-Experts at scale", "", ""), "mixtur", set())


def test_a_theme_is_not_named_by_the_topic_every_theme_shares_nor_by_one_phrase_twice():
    moe = [("Sparse Mixture of Experts for Routing", ["mixture of experts", "routing"]),
           ("Expert routing with load balance", ["mixture of experts", "routing", "load balancing"]),
           ("Routing tokens to experts", ["mixture of experts", "MoE", "routing"])]
    other = [("Pruning experts", ["mixture of experts", "pruning"]), ("One-shot pruning of MoE", ["pruning", "MoE"])]
    names = keyphrases([moe, other], topic="How do papers make mixture-of-experts models cheaper?")
    assert all("mixture of experts" not in n.lower() for n in names), names
    assert names[0].startswith("Routing") and names[1].startswith("Pruning")
    # "MoE" abbreviates "mixture-of-experts LLMs": one label does not say it twice
    assert keyphrases([[("A", ["mixture-of-experts LLMs", "MoE"]), ("B", ["mixture-of-experts LLMs", "MoE"])],
                       [("C", ["pruning"])]])[0] == "Mixture-of-experts LLMs"
    # nor by the topic's words as an acronym: "LLM unlearning" in a summary of unlearning in large language models
    llm = [("Unlearning traces", ["LLM unlearning", "unlearning traces"]),
           ("Detecting unlearning", ["LLM unlearning", "unlearning traces", "safety"]),
           ("Unlearning that lasts", ["LLM unlearning"])]
    names = keyphrases([llm, other], topic="machine unlearning in large language models")
    assert names[0].startswith("Unlearning traces") and "LLM" not in names[0], names


def test_the_topic_names_the_one_theme_it_sets_apart():
    """In a summary on memorization in diffusion models, the theme of the memorization papers is named by it (the
    other themes' diffusion papers never say it), not by one paper's keyword whose words the topic shares."""
    topic = "explain, detect or reduce memorization of training images in diffusion models"
    core = [("Generalization of Diffusion Models Arises with a Balanced Representation Space",
             ["diffusion models", "memorization", "denoising autoencoders"]),
            ("Detecting and Mitigating Memorization in Diffusion Models", ["Memorization", "Diffusion Models"]),
            ("Provable Separations between Memorization and Generalization", ["Diffusion Models"]),
            ("Learning Patient-Specific Disease Dynamics", ["Medical Image Generation", "Flow Matching"])]
    fast = [("Solution Flow Models for One-Step Generation", ["flow matching", "one-step generation"]),
            ("Decoupled MeanFlow", ["diffusion models", "one-step generation"]),
            ("Terminal Velocity Matching", ["flow matching", "diffusion"])]
    names = keyphrases([core, fast], topic)
    assert names[0] == "Memorization" and names[1].startswith("One-step generation"), names
    # a topic phrase the other theme has as well names neither
    fast[0] = (fast[0][0], ["memorization", "one-step generation"])
    assert not keyphrases([core, fast], topic)[0].startswith("Memorization")


def test_a_title_phrase_ends_at_its_head_noun():
    found = phrases("An Ensemble Framework for Unbiased Language Model Watermarking", [])
    assert "language model watermarking" in found and "unbiased language" not in found
    assert phrases("Covariate-guided clusterwise linear regression for unseen data", []) == \
        {"clusterwise linear regression", "linear regression", "unseen data"}  # not "clusterwise linear"
    assert "sparse mixture" not in phrases("Expert Merging in Sparse Mixture of Experts", [])
    # a keyword field holding several ("language model; data curation") is several phrases
    assert {"language model", "data curation"} <= phrases("X", ["Language model; data curation"])


def test_a_method_named_by_an_ordinary_word_and_a_hyphenated_name_in_any_form_are_found():
    from rag.question import analyse
    from rag.route import route

    titles = ["Prompt-Robust Vision-Language Models via Meta-Finetuning", "Self-Jailbreaking: Reasoning Models Misalign",
              "Promises of Scaling"]
    texts = [f"{titles[0]} We propose Promise, a meta-learning framework.", f"{titles[1]} We call it self-jailbreaking.",
             f"{titles[2]} The promise of scaling is great."]
    names = PaperNames.build(titles, texts, ["Promise", None, None], ["p1", "p2", "p3"])
    assert names.find("Compare PE-DQN and Promise: what problem does each address?") == ["Promise"]
    assert names.owners["Promise"] == ["p1"]  # searching an ordinary word finds any paper using it: the owner is known
    assert names.find("what is the promise of it?") == []  # written as a name only
    assert analyse("Compare PE-DQN and Promise: what problem does each address?", names.find).names == ["PE-DQN", "Promise"]
    assert names.find("What strategies do reasoning models use when they self-jailbreak?") == ["Self-Jailbreaking"]
    # "Compare X and Y: …" asks about two papers; it is not a title before its colon
    assert route("Compare PE-DQN and Promise: what problem does each address?", None, names.find).mode == "answer"
    # (and the short title "Promises of Scaling" is its paper's name whole)
    assert PaperNames.from_json(names.to_json()).owners == {"Promise": ["p1"], "promises of scaling": ["p3"]}


def test_a_theme_is_not_named_by_a_model_family_nor_by_one_papers_odd_keyword():
    groups = [[("Steering Hallucination Away in LVLMs", ["large vision-language models", "hallucination mitigation"]),
               ("Grounded Decoding Against Hallucination", ["Large Vision Language Models", "hallucination mitigation"])],
              [("Estimating Influence under Randomness", ["data attribution", "influence estimation"]),
               ("Layer Choice for Data Influence", ["influence function", "detrimental sample detection"]),
               ("Kernel Surrogates for Task Influence", ["model interpretability", "influence estimation methods"])]]
    names = keyphrases(groups, "hallucination and data attribution")
    assert "vision" not in names[0].lower()  # a family of models says nothing of what the theme does
    assert names[1].lower().startswith("influence estimation")  # what most of its papers say, not one paper's keyword


@pytest.mark.parametrize("title, abstract, opening", [
    ("Membership Privacy Risks of Sharpness Aware Minimization",  # the finding, not the question it asks
     "Optimizers that seek flatter minima, such as SAM, are credited with improved generalization. We ask whether such "
     "gains impact membership privacy. Surprisingly, we find that SAM is more prone to membership inference attacks "
     "than SGD across multiple datasets.", "Surprisingly, we find that SAM"),
    ("Prefix Scannable Models",  # a question the paper raises is not what it does
     "Mamba and GLA achieve sequential-parallel duality. This raises a natural question: can we characterize the full "
     "class of such models? We then define a more general class, Prefix-Scannable Models (PSMs), by relaxing the state "
     "aggregation operator.", "We then define a more general class"),
    ("Length Generalization in Sparse Attention",  # a study it announces gives way to what the study shows
     "Chunk-based sparse attention generalizes to long contexts. In this work, we present a systematic dissection of "
     "these models to identify the core components. Through ablations, we demonstrate that three design principles are "
     "critical: a chunk encoder, a bypassing residual path and enforced selection sparsity.",
     "Through ablations, we demonstrate that three design principles"),
])
def test_a_papers_key_sentence_is_its_finding_not_the_question_it_asks(title, abstract, opening):
    from rag.citations import number_sources
    from rag.summary import key_sentences
    from rag.types import Hit

    (src,) = number_sources([Hit(paper_id="x", title=title, score=1.0, chunks=[], abstract=abstract)])
    assert key_sentences(src)[0].startswith(opening)


def test_a_short_topics_qualifier_narrows_the_area_and_the_opening_says_how_far(seeded):
    from rag.gather import _qualifier
    from rag.summary import opening

    answer = seeded.ask("Summarize work on generalization in transformers")
    within = sum("transformer" in f"{s.paper.title} {s.paper.abstract}".lower() for s in answer.sources)
    assert 0 < within < len(answer.sources)  # the seeds hold fewer than a summary's ten papers on transformers
    # the papers that mention transformers come first; the nearest others follow, and the opening says so
    assert all("transformer" in f"{s.paper.title} {s.paper.abstract}".lower() for s in answer.sources[:within])
    assert f"Only the first {within} mention “transformers”; the other {len(answer.sources) - within} are the " \
           "nearest related work." in answer.answer.splitlines()[0]
    papers = seeded.components.papers.current()
    top = list(range(len(papers.ids)))
    # a long question, or one that goes on after a comma, has no qualifier: its last words restrict nothing; nor has
    # one whose qualifier names nothing the papers name ("speculative decoding research" is no title's or keyword's)
    for topic in ("what do papers find about generalization in transformers, and why",
                  "how do the authors of the many papers on generalization get it to work in transformers",
                  "Which papers study generalization in transformers research"):
        assert _qualifier(topic, papers, top, 0.5, 0.5) == ("", None, None)
    qualifier, meets, _ = _qualifier("generalization in transformers", papers, top, 0.5, 0.5)
    assert qualifier == "transformers" and meets.sum() == within  # "generalization": most seed papers use it
    # what something is made by narrows it as well ("watermarking text generated by LLMs")
    assert _qualifier("generalization achieved by transformers", papers, top, 0.5, 0.5)[1].sum() == within
    assert opening(answer.sources[:3], [], 0, "diffusion models").endswith(
        "None of them mentions “diffusion models”; they are the nearest related work.")


def test_themes_split_by_what_sets_papers_apart_not_by_what_the_area_shares():
    from rag.settings import SummarySettings
    from rag.summary import themes

    rng = np.random.default_rng(1)
    shared = rng.normal(size=32)
    shared /= np.linalg.norm(shared)
    rows = []
    # two tight sub-topics near the area's core and a looser one further out: clustered as they are, the core's
    # two fall into one theme and the outer one is split in two
    for offset, spread in ((0.3, 0.03), (0.3, 0.03), (1.2, 0.5)):
        side = rng.normal(size=32)
        side /= np.linalg.norm(side)
        for _ in range(8):
            v = shared + offset * side + spread * rng.normal(size=32) / np.sqrt(32) * 4
            rows.append(v / np.linalg.norm(v))
    sources = number_sources([Hit(paper_id=f"p{i}", title=f"Paper {i}", score=1.0, chunks=[], abstract="x.")
                              for i in range(len(rows))])
    found = themes(sources, np.stack(rows), SummarySettings(min_themes=3, max_themes=3))
    groups = sorted(sorted(int(s.paper.paper_id[1:]) // 8 for s in t.sources) for t in found)
    assert groups == [[0] * 8, [1] * 8, [2] * 8]  # each sub-topic its own theme


def _markers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\[(\d+)\]", text)}


def test_a_synthesis_sentence_cut_by_its_token_budget_gets_its_full_stop_before_its_markers():
    from rag.summary import _ended

    assert _ended("… to bridge the train-test distribution gap [1]") == "… to bridge the train-test distribution gap. [1]"
    assert _ended("… dense (softmax-like) regimes. [4]") == "… dense (softmax-like) regimes. [4]"


def test_a_reply_cut_by_its_token_budget_loses_its_cut_sentence_or_gives_way_to_the_papers_own():
    from rag.citations import number_sources
    from rag.summary import _whole
    from rag.types import Hit

    [src] = number_sources([Hit(paper_id="x", title="Length Generalization in Sparse Attention", score=1.0, chunks=[],
                                abstract="Chunk-based sparse attention generalizes to long contexts. We introduce SAX, "
                                         "a chunk encoder with a bypassing residual path.")])
    cut = "SAX proposes a chunk encoder. It shows that three principles are critical: (3) enforced sparsity during"
    assert _whole(cut, src) == "SAX proposes a chunk encoder."
    assert _whole("SAX proposes three principles: (1) a chunk encoder; and (3) enforced sparsity during", src) == \
        "SAX: We introduce SAX, a chunk encoder with a bypassing residual path."
    assert _whole("SAX proposes a chunk encoder [1]", src) == "SAX proposes a chunk encoder [1]"


def test_a_keyphrase_topic_leaves_out_papers_about_another_thing_of_its_head_word():
    from rag.gather import PaperVectors, _other_thing, _phrases_in
    from rag.paper_names import PaperNames
    from rag.text import stemmed_words

    kinds = {"m1": "model merging", "m2": "model merging", "t1": "token merging", "t2": "token merging", "x": "diffusion"}
    texts = {"m1": "We merge fine-tuned checkpoints by model merging.",
             "m2": "Model merging of experts, unlike token merging, keeps weights.",
             "t1": "Token merging halves the visual tokens of a model.", "t2": "We speed up ViTs with token merging.",
             "x": "A diffusion model for images."}
    ids = list(kinds)
    metas = [{"title": i, "keywords": [kinds[i]]} for i in ids]
    empty = np.zeros((len(ids), 2), dtype=np.float32)
    papers = PaperVectors(ids, empty, metas, "r", empty, np.arange(len(ids)), [set(stemmed_words(texts[i])) for i in ids],
                          PaperNames(set(), set()))
    papers.phrases = [_phrases_in(stemmed_words(texts[i]), papers.keyphrases) for i in ids]
    assert papers.phrases[1] == {("model", "merg"), ("token", "merg")}
    # "model merging" is both a keyphrase and what m2 says beside "token merging": only t1 and t2 are another thing
    assert _other_thing("to model merging", papers, 1.0).tolist() == [False, False, True, True, False]
    assert _other_thing("token merging", papers, 1.0).tolist() == [True, False, False, False, False]
    assert _other_thing("diffusion models", papers, 1.0) is None  # no keyphrase
    assert _other_thing("model merging", papers, 0.5) is None  # "merging": used by most of these papers, a common word


def test_a_themes_second_name_is_what_two_of_its_papers_do_not_one():
    watermarks = [("In-Context Watermarks for Large Language Models", ["LLM", "Watermark", "In-context Learning"]),
                  ("An Ensemble Framework for Unbiased Language Model Watermarking", ["LLM watermarking"]),
                  ("PMark: Towards Robust and Distortion-free Semantic-level Watermarking with Channel Constraints",
                   ["Semantic-level Watermark; Text Watermark; AI Security"])]
    detectors = [("HLD: Approximate Hierarchical Linguistic Distribution Modeling for LLM-Generated Text Detection",
                  ["machine generated text detection"]),
                 ("DMAP: A Distribution Map for Text", ["machine generated text detection"])]
    name = keyphrases([watermarks, detectors])[0]
    assert "watermark" in name.lower() and "in-context" not in name.lower(), name


def test_a_theme_is_not_named_in_the_words_another_themes_name_gave():
    groups = [[("RL for LLM Reasoning", ["LLM reasoning", "reinforcement learning"]),
               ("Reasoning via RL", ["LLM reasoning", "reinforcement learning"])],
              [("Rollout Prefix Reuse", ["LLM reinforcement learning", "rollout reuse"]),
               ("Replay of Rollouts", ["LLM reinforcement learning", "rollout reuse"])],
              [("Tiny Reasoners", ["large reasoning models", "LoRA"]),
               ("Distilled Reasoners", ["large reasoning models", "LoRA"])]]
    names = keyphrases(groups)
    assert "reinforcement learning" not in names[1].lower(), names  # said by the first theme's name
    assert "reasoning model" not in names[2].lower(), names  # a model family, like "LLMs"


def test_a_qualified_topic_keeps_the_papers_that_name_its_rarest_thing_word_not_its_commonest():
    """"reward hacking in reward models for RLHF": the papers on RLHF that speak of hacking, not every RLHF paper on
    reward models; "hacking" counts though one of the best papers says "over-optimization" instead."""
    import numpy as np

    from rag.gather import PaperVectors, _qualifier

    papers = [(f"Mitigating reward hacking in RLHF, study {i}", ["reward hacking", "RLHF"]) for i in range(7)]
    papers += [("Reward over-optimization in RLHF", ["reward models", "RLHF"])]
    papers += [(f"Ordinal reward models for RLHF, variant {i}", ["reward models", "RLHF"]) for i in range(8)]
    papers += [(f"Graph neural networks for molecules, part {i}", ["graph neural networks"]) for i in range(24)]
    vectors = PaperVectors([f"p{i}" for i in range(len(papers))], np.zeros((len(papers), 4), np.float32),
                           [{"title": t, "keywords": k} for t, k in papers], "r", np.zeros((0, 4), np.float32),
                           np.zeros(0, int), [content_words(f"{t} {' '.join(k)}") for t, k in papers], None)
    qualifier, meets, thing = _qualifier("reward hacking in reward models for RLHF", vectors, list(range(8)), 0.5, 0.5)
    assert qualifier == "RLHF"
    assert meets.nonzero()[0].tolist() == list(range(7))  # not the ordinal reward models, nor over-optimization
    assert thing.nonzero()[0].tolist() == list(range(7))  # those that say "reward hacking", first among the rest


def test_an_areas_core_word_weighs_by_how_many_of_its_best_papers_use_it():
    """"uncertainty quantification": a word all the best papers use weighs its IDF; one half of them use ("the
    others say "uncertainty estimation") weighs half of it; one fewer than half use is no core word."""
    import numpy as np

    from rag.gather import PaperVectors, _core_words

    abstracts = ["uncertainty quantification for LLMs"] * 4 + ["uncertainty estimation for LLMs"] * 3 + \
        ["uncertainty estimation with conformal sets"]
    vectors = PaperVectors([f"p{i}" for i in range(8)], np.zeros((8, 4), np.float32), [{"title": a} for a in abstracts],
                           "r", np.zeros((0, 4), np.float32), np.zeros(0, int), [content_words(a) for a in abstracts], None)
    idf = {"uncertainti": 3.0, "quantif": 5.0, "conform": 6.0}
    core = _core_words("uncertainty quantification with conformal sets", vectors, list(range(8)), idf.get, {}, 0.5)
    (unc,), (quant,) = content_words("uncertainty"), content_words("quantification")
    assert core == {unc: 3.0, quant: 2.5}


def test_a_qualifier_is_met_in_the_words_its_papers_write_it_in():
    """"watermarking for LLM-generated text": a paper that writes "LLMs … generated text" or spells the abbreviation out
    ("text generated by large language models") meets it, one on watermarking generated images does not."""
    import numpy as np

    from rag.gather import PaperVectors, _qualifier
    from rag.text import stemmed_words

    papers = [("Watermarking LLMs", "We watermark text generated by LLMs.", ["LLM watermarking"]),
              ("Unbiased watermarks", "We watermark the text that large language models generate.", ["LLM watermarking"]),
              ("Image watermarks", "We watermark generated images of diffusion models.", ["image watermarking"]),
              ("Code watermarks", "We watermark generated code.", ["LLM watermarking"])]
    papers += [(f"Graph neural networks for molecules, part {i}", "We predict properties.", ["graph neural networks"])
               for i in range(6)]
    vectors = PaperVectors([f"p{i}" for i in range(len(papers))], np.zeros((len(papers), 4), np.float32),
                           [{"title": t, "keywords": k} for t, _, k in papers], "r", np.zeros((0, 4), np.float32),
                           np.zeros(0, int), [content_words(f"{t} {a} {' '.join(k)}") for t, a, k in papers], None)
    # the title phrase "LLM-generated text" of two papers elsewhere in the corpus
    vectors.__dict__["title_phrases"] = {tuple(stemmed_words("LLM-generated text"))}
    spelled = {"llm": set(stemmed_words("large language model"))}
    qualifier, meets, _ = _qualifier("watermarking for LLM-generated text", vectors, [0, 1, 2, 3], 0.5, 0.5, spelled)
    assert qualifier == "LLM-generated text" and meets.nonzero()[0].tolist() == [0, 1]


def _summarized(seeded, llm, topic: str, theme) -> str:
    """The text `summarize` writes for one theme with a stand-in LLM."""
    from rag.summary import summarize

    run = summarize(llm, topic, [theme], seeded.scorer, seeded.settings.summary,
                    seeded.settings.answer.support_threshold, {}, 0.0)
    try:
        while True:
            next(run)
    except StopIteration as done:
        return done.value.text


def test_a_synthesis_does_not_say_a_papers_method_twice_in_two_kinds_of_hyphen(seeded):
    from rag.citations import number_sources
    from rag.llms import LoadedLLM
    from rag.summary import Theme
    from rag.types import Hit

    abstract = ("Diffusion watermarking often relies on encryption. We introduce Spherical Watermark, an encryption\u2010free "
                "and lossless watermarking framework that integrates seamlessly with diffusion architectures. It "
                "preserves image quality while achieving robust detection under common attacks.")
    [src] = number_sources([Hit(paper_id="s", title="Spherical Watermark: Encryption-Free, Lossless Watermarking for "
                                "Diffusion Models", score=1.0, chunks=[], abstract=abstract)])

    class Twice(LoadedLLM):  # the method said, then the abstract's own sentence copied after it
        def write_many(self, batches, timings, started, max_tokens=None, heads=(), grammars=(), at_once=None):
            return [" proposes an encryption-free and lossless watermarking framework that integrates seamlessly with "
                    "diffusion architectures [1]. In this paper, we introduce Spherical Watermark, an "
                    "encryption\u2010free and lossless "
                    "watermarking framework that integrates seamlessly with diffusion architectures [1]."]
            yield  # a generator, like the real one

    text = _summarized(seeded, Twice(None, None, "X", 64, continues=True), "watermarking diffusion models",
                       Theme("Watermarks", [src]))
    assert text.count("lossless watermarking framework") == 1, text


def test_a_summary_calls_a_paper_without_a_name_by_its_titles_head(seeded):
    """"The paper “Ghost in the Cloud” identifies …", not the whole title run into the sentence; the theme's list
    keeps the whole title."""
    from rag.citations import number_sources
    from rag.llms import LoadedLLM
    from rag.summary import Theme
    from rag.types import Hit

    abstract = ("Geo-distributed training of large language models lets untrusted servers upload model updates. We "
                "identify two existing server-side defense strategies that effectively counter naive jailbreak "
                "attacks: a task performance check and a malicious output scrutiny. We show that an attacker can "
                "still implant a backdoor that evades both defenses.")
    title = "Ghost in the Cloud: Your Geo-Distributed Large Language Models Training is Easily Manipulated"
    [src] = number_sources([Hit(paper_id="g", title=title, score=1.0, chunks=[], abstract=abstract)])
    begun = []

    class Continues(LoadedLLM):  # writes on from the name it was made to open with
        def write_many(self, batches, timings, started, max_tokens=None, heads=(), grammars=(), at_once=None):
            begun.extend(heads)
            return [" identifies two existing server-side defense strategies that effectively counter naive jailbreak "
                    "attacks [1]."]
            yield  # a generator, like the real one

    text = _summarized(seeded, Continues(None, None, "X", 64, continues=True), "jailbreak defenses",
                       Theme("Defenses", [src]))
    assert begun and begun[0].rstrip().endswith("The paper “Ghost in the Cloud”")
    assert "The paper “Ghost in the Cloud” identifies two existing server-side defense strategies" in text, text
    assert f"Papers: {title} [1]" in text


def test_a_reply_that_makes_the_title_a_heading_names_the_paper_as_a_sentence_does():
    from rag.summary import _tidy

    title = "Understanding and Improving Length Generalization in Hierarchical Sparse Attention Models"
    [src] = number_sources([Hit(paper_id="h", title=title, score=1.0, chunks=[], abstract="We study attention.")])
    assert _tidy(f"{title}: Through ablation studies, the authors demonstrate that three principles matter [1].",
                 [src]) == (f"In the paper “{title}”, through ablation studies, the authors demonstrate that three "
                            "principles matter [1].")


def test_a_paper_named_by_its_titles_head_is_the_paper_in_quotes_in_every_sentence():
    from rag.summary import _attributed

    [src] = number_sources([Hit(paper_id="r", title="Rethinking Benign Relearning: Syntax as the Hidden Driver of "
                                "Unlearning Failures", score=1.0, chunks=[], abstract="We study relearning.")])
    src.label = "Rethinking Benign Relearning"  # as a summary labels it (`_title_head`)
    assert _attributed("This paper demonstrates that syntactically similar data triggers recovery. [1]", [src]) == \
        "The paper “Rethinking Benign Relearning” demonstrates that syntactically similar data triggers recovery. [1]"


def test_a_themes_synthesis_says_each_paper_read_and_no_paper_more_than_twice(seeded):
    """AnomReason said three times and FakeXplain, whose reply was refused, not at all, is no synthesis of how the
    theme's papers differ: two sentences of a paper at most, and a paper whose reply was refused says its method."""
    from rag.citations import number_sources
    from rag.llms import LoadedLLM
    from rag.summary import Theme

    anom = ("AI-generated images often carry semantic anomalies. We propose a formalization of semantic anomaly "
            "detection and reasoning for AIGC images. We introduce AnomReason, a large-scale benchmark with structured "
            "annotations as quadruples. Applications to explainable deepfake detection demonstrate practical utility.")
    fake = ("Detecting AI-generated images is hard to explain. We propose FakeXplain, a detector that grounds its "
            "verdicts in human-aligned reasoning over image regions. FakeXplain improves detection accuracy by 4.2 "
            "points.")
    sources = number_sources([
        Hit(paper_id="a", title="Semantic Visual Anomaly Detection and Reasoning in AI-Generated Images", score=1.0,
            chunks=[], abstract=anom),
        Hit(paper_id="f", title="FakeXplain: AI-Generated Image Detection via Human-Aligned Grounded Reasoning",
            score=0.9, chunks=[], abstract=fake)])

    class OneSided(LoadedLLM):  # three sentences of the first paper, and nothing checkable of the second
        def write_many(self, batches, timings, started, max_tokens=None, heads=(), grammars=(), at_once=None):
            return ["The paper proposes a formalization of semantic anomaly detection and reasoning for AIGC images [1]. "
                    "It introduces AnomReason, a large-scale benchmark with structured annotations as quadruples [1]. "
                    "Applications to explainable deepfake detection demonstrate practical utility [1].",
                    "FakeXplain is the best detector of all time, used by every newsroom [2]."][:len(batches)]
            yield  # a generator, like the real one

    text = _summarized(seeded, OneSided(None, None, "X", 64), "detecting AI-generated images",
                       Theme("AIGC detection", sources))
    body = text.split("Papers:")[0]
    assert body.count("[1]") <= 2, text
    assert "[2]" in body and "human-aligned reasoning" in body, text
