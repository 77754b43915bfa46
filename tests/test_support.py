"""The support checker on real seed abstracts: paraphrases kept; wrong numbers or figures, foreign names, reversals,
claims about both papers that hold for one, claims moved to the wrong paper, and restatements of the question refused."""

from __future__ import annotations

import pytest
from conftest import seeded_assistant

from rag.citations import check, number_sources
from rag.settings import AnswerSettings
from rag.types import Hit

LG, ASE = "TFC25ZT9nI", "PsB6Lynznk"
THRESHOLD = AnswerSettings().support_threshold


@pytest.fixture(scope="module")
def sources(tmp_path_factory, embedder):
    assistant = seeded_assistant(tmp_path_factory.mktemp("support"), embedder)
    hits = {h.paper_id: h for h in assistant.search("LiteGuard fingerprinting ASEntmax sparse attention", k=10)}
    srcs = number_sources([hits[LG], hits[ASE]])
    assistant.scorer.prepare(srcs)
    return assistant.scorer, srcs


def verdict(sources, sentence: str, question: str = "") -> str:
    scorer, srcs = sources
    out = check(sentence, srcs, scorer, THRESHOLD, question)
    return "restated" if out.restated else "refused" if out.unsupported else "kept"


@pytest.mark.parametrize("sentence", [
    "LiteGuard pairs each fingerprint with a lightweight local verifier, which reduces overfitting [1].",
    "LiteGuard enriches model diversity with intermediate model snapshots captured during training [1].",
    "ASEntmax gives alpha-entmax a learnable temperature [2].",
    "ASEntmax reaches up to 1000× length extrapolation on synthetic benchmarks [2].",
    "ASEntmax endows alpha-entmax with a learnable temperature, which allows the attention distribution to interpolate "
    "between sparse and dense regimes [2].",  # a consequence the abstract states beside it
])
def test_faithful_paraphrases_are_kept(sources, sentence):
    assert verdict(sources, sentence) == "kept"


@pytest.mark.parametrize("sentence", [
    "ASEntmax reaches up to 500× length extrapolation on synthetic benchmarks [2].",  # a number it never states
    "LiteGuard pairs each fingerprint with a lightweight ASEntmax verifier [1].",  # another paper's name
    "ASEntmax substantially underperforms softmax and scalable softmax baselines [2].",  # direction reversed
    "LiteGuard does not outperform MetaV in generalization performance and computational efficiency [1].",  # negated
    "The authors trained a chess engine that beats every grandmaster in blitz games [1].",
    "LiteGuard drops the local verifier architecture that pairs each fingerprint with a verifier [1].",  # 'drops' negates
    # a copied sentence with the model's own consequence tacked on (the abstract never mentions overfitting)
    "The α-entmax loss allows the attention distribution to interpolate between sparse (pattern-focused) and dense "
    "(softmax-like) regimes, which can avoid issues related to overfitting and improve long-context generalization [2].",
])
def test_what_the_abstract_does_not_say_is_refused(sources, sentence):
    assert verdict(sources, sentence) == "refused"


def test_both_papers_must_support_a_claim_about_both(sources):
    assert verdict(sources, "Both papers pair each fingerprint with a lightweight local verifier [1][2].") == "refused"
    assert verdict(sources, "LiteGuard pairs each fingerprint with a lightweight local verifier [1][2].") == "kept"


def test_a_claim_naming_a_paper_is_not_moved_to_another(sources):
    scorer, srcs = sources
    out = check("ASEntmax enriches model diversity with intermediate model snapshots captured during training [2].",
                srcs, scorer, THRESHOLD)
    assert out.unsupported and out.citations == []  # LiteGuard's claim, said of ASEntmax: refused, not re-cited
    out = check("It enriches model diversity with intermediate model snapshots captured during training [2].",
                srcs, scorer, THRESHOLD)
    assert out.unsupported  # "It" points at the paper it cites: not moved either
    out = check("Intermediate model snapshots captured during training enrich model diversity [2].", srcs, scorer, THRESHOLD)
    assert [c.paper_id for c in out.citations] == [LG]  # a claim naming no paper gets the source that supports it


def test_a_restatement_of_the_question_is_dropped(sources):
    question = "Is there a paper on fingerprinting models without training many pirated models?"
    assert verdict(sources, "Yes, there is a paper on fingerprinting models without training many pirated models [1].",
                   question) == "restated"
    assert verdict(sources, "LiteGuard fingerprints models without training many pirated models [1].", question) == "kept"


def test_a_cause_supports_only_the_effect_the_abstract_gives_it(sources):
    scorer, srcs = sources
    assert verdict(sources, "α-entmax avoids dispersion and representational collapse because it assigns exact zeros "
                            "to irrelevant tokens [2].") == "kept"
    # the background's cause joined to the paper's result: words the abstract uses, a relation it never states
    claim = "LiteGuard outperforms MetaV in generalization due to the scarcity of publicly available models [1]."
    assert verdict(sources, claim) == "refused"
    assert scorer.score(claim, srcs).reason == "cause"


def test_a_claim_that_says_what_the_title_says_is_supported_by_it(sources):
    assert verdict(sources, "Sparse attention gives long-context generalization [2].") == "kept"  # ASEntmax's title
    assert verdict(sources, "Long-Context Generalization with Sparse Attention [2].") == "refused"  # the bare title
    # the title does not carry a claim that says more than it: the rest needs a sentence
    assert verdict(sources, "Sparse attention gives long-context generalization by pruning half the layers [2].") == \
        "refused"


def test_a_named_method_compared_with_itself_is_refused(sources):
    scorer, srcs = sources
    claim = "MetaV outperforms standard MetaV in generalization performance and computational efficiency [1]."
    assert verdict(sources, claim) == "refused" and scorer.score(claim, srcs).reason == "itself"
    assert verdict(sources, "LiteGuard outperforms MetaV in generalization performance and computational efficiency "
                            "[1].") == "kept"


def test_a_claim_that_makes_the_wrong_thing_the_best_is_refused(sources):
    scorer, srcs = sources
    claim = "Scalable softmax achieves the best length extrapolation on synthetic benchmarks [2]."  # ASEntmax does
    assert verdict(sources, claim) == "refused" and scorer.score(claim, srcs).reason == "best"
    assert verdict(sources, "ASEntmax substantially outperforms softmax and scalable softmax baselines [2].") == "kept"


def test_a_claim_opening_with_the_whole_title_is_judged_on_what_it_says(sources):
    scorer, srcs = sources
    title = srcs[0].paper.title
    claim = f"{title} pairs each fingerprint with a lightweight local verifier [1]."
    assert verdict(sources, claim) == "kept"
    assert verdict(sources, f"{title} [1].") == "refused"  # the title alone claims nothing


def test_latex_in_an_abstract_or_a_claim_is_read_as_a_reader_sees_it(sources):
    # the abstract writes "1000$\times$"; a claim may carry LaTeX whose braces were lost on the way
    assert verdict(sources, "ASEntmax reaches up to 1000× length extrapolation on synthetic benchmarks [2].") == "kept"
    assert verdict(sources, "\\textbf\\textscASEntmax reaches up to 1000× length extrapolation on synthetic "
                            "benchmarks [2].") == "kept"


def test_a_figure_given_to_another_comparative_is_refused(sources):
    scorer, _ = sources
    glot = number_sources([Hit(paper_id="g", title="Towards Improved Sentence Representations using Token Graphs",
                               score=1.0, chunks=[], abstract=(
        "We introduce GLOT, a lightweight, structure-aware pooling module. It is competitive with state-of-the-art "
        "techniques on benchmarks like GLUE and MTEB with 20x fewer trainable parameters and speeds up the training "
        "time by over 100x compared with parameter-efficient fine-tuning methods."))])
    scorer.prepare(glot)
    wrong = "GLOT decodes 20x faster than state-of-the-art techniques on benchmarks like GLUE and MTEB [1]."
    assert scorer.score(wrong, glot).reason == "figure"  # the abstract's "20x" is fewer parameters, not speed
    assert check(wrong, glot, scorer, THRESHOLD).unsupported
    right = "GLOT matches state-of-the-art techniques on GLUE and MTEB with 20x fewer trainable parameters [1]."
    assert not check(right, glot, scorer, THRESHOLD).unsupported


def test_a_because_needs_a_cause_the_abstract_states_there(embedder):
    from rag.support import SupportScorer

    scorer = SupportScorer(embedder)
    [src] = number_sources([Hit(paper_id="m", title="Is Finer Better? The Limits of Microscaling Formats", score=1.0,
                                chunks=[], abstract=(
        "Herein, we reported the emergence of a surprising behavior associated with microscaling quantization, whereas "
        "the output of a quantized model degrades as block size is decreased below a given threshold. This behavior "
        "clashes with the expectation that a smaller block size should allow for a better representation of the tensor "
        "elements. We investigate this phenomenon both experimentally and theoretically. Overall, we show that the "
        "anomaly is driven by the interplay between narrow tensor distributions and the limited dynamic range of the "
        "quantized scales."))])
    scorer.prepare([src])
    # the words of one sentence, joined by a "because" no sentence there states
    claim = ("A smaller block size hurts microscaling quantization because it clashes with the expectation that a "
             "smaller block size should allow for a better representation of the tensor elements [1].")
    assert_judged(scorer, src, claim, "cause", "The anomaly arises because of the interplay between narrow tensor "
                  "distributions and the limited dynamic range of the quantized scales [1].")


def test_suffering_from_is_a_cause_and_an_acronym_says_its_words(embedder):
    scorer, src = _one_source(embedder, "On Entropy Control in LLM-RL Algorithms", (
        "Although entropy regularization proves effective in robotic and games RL conventionally, studies found that "
        "it gives weak to no gains in LLM-RL training. In this work, we study the issues of entropy bonus in LLM-RL "
        "setting. Specifically, we first argue that the conventional entropy regularization suffers from the LLM's "
        "extremely large response space and the sparsity of the optimal outputs. As a remedy, we propose AEnt, an "
        "entropy control method that utilizes a new clamped entropy bonus with an automatically adjusted coefficient."))
    kept = ("Conventional entropy regularization fails for LLM reinforcement learning because it suffers from the "
            "LLM's extremely large response space and the sparsity of the optimal outputs [1].")
    assert not check(kept, [src], scorer, THRESHOLD, "").unsupported
    refused = ("Conventional entropy regularization fails for LLM reinforcement learning because the clamped entropy "
               "bonus has an automatically adjusted coefficient [1].")  # a cause the abstract gives nothing
    assert check(refused, [src], scorer, THRESHOLD, "").unsupported


def test_the_answer_word_of_a_yes_no_question_is_not_a_negation(embedder):
    scorer, src = _one_source(embedder, "Cautious Weight Decay", (
        "We introduce Cautious Weight Decay (CWD), a one-line, optimizer-agnostic modification that applies weight "
        "decay only to parameter coordinates whose signs align with the optimizer update. In practice, CWD is a "
        "drop-in change for optimizers such as AdamW, Lion, and Muon, requiring no new hyperparameters or additional "
        "tuning."))
    question = "Does Cautious Weight Decay need new hyperparameters?"
    assert not check("No, CWD does not need new hyperparameters [1].", [src], scorer, THRESHOLD, question).unsupported
    assert check("Yes, CWD needs new hyperparameters [1].", [src], scorer, THRESHOLD, question).unsupported


def test_not_only_but_also_asserts_both(embedder):
    """PAE's "… not only accelerates convergence with an average 1.41× speedup but also yields 1–3% gains …" says
    that it accelerates convergence: a reply saying so is kept, one saying it does not is refused."""
    scorer, src = _one_source(embedder, "Visual Prompt-Agnostic Evolution", (
        "To address these challenges, we propose the Prompt-Agnostic Evolution ($\\mathtt{PAE}$) method, which can "
        "strengthen vision prompt tuning by explicitly modeling the dynamics of learnable prompts. Extensive "
        "experiments demonstrate that using $\\mathtt{PAE}$ with VPT variants not only accelerates convergence with an "
        "average 1.41$\\times$ speedup but also yields 1–3% gains on 25 datasets with multi downstream tasks."))
    assert_judged(scorer, src, "PAE does not accelerate convergence [1].", "negation",
                  "PAE accelerates convergence with an average 1.41× speedup [1].")


def test_a_question_in_the_title_claims_nothing(embedder):
    """"Can SAEs reveal and mitigate racial biases of LLMs in healthcare?" asks; the abstract finds steering helps only in
    simple settings. A reply "Yes, SAEs can reveal and mitigate racial biases of LLMs in healthcare" restates the title's
    question as its answer: refused. What the abstract says is kept; and a study's object is not its finding."""
    from rag.support import _finding_from_study

    scorer, src = _one_source(embedder, "Can SAEs reveal and mitigate racial biases of LLMs in healthcare?", (
        "LLMs are increasingly being used in healthcare. This promises to free physicians from drudgery, enabling better "
        "care to be delivered at scale. In this work we assess the degree to which Sparse Autoencoders (SAEs) can "
        "reveal (and control) associations the model has made between race and stigmatizing concepts. We find that "
        "this offers improvements in simple settings, but is less successful for more realistic and complex clinical "
        "tasks."))
    question = "Can sparse autoencoder features reduce racial bias in clinical LLMs?"
    assert check("Yes, Sparse Autoencoders (SAEs) can reveal and mitigate racial biases of LLMs in healthcare [1].",
                 [src], scorer, THRESHOLD, question).unsupported
    assert not check("Steering with SAE latents offers improvements in simple settings but is less successful for "
                     "realistic clinical tasks [1].", [src], scorer, THRESHOLD, question).unsupported
    assert _finding_from_study("It shows that SAEs can reveal associations between race and concepts.",
                               src.sentences[2]) == "study"
    assert _finding_from_study("It shows that X works.", "We study X and show that it works.") == ""


def assert_judged(scorer, src, refused: str, reason: str, kept: str) -> None:
    """The checker refuses one claim for this reason and keeps the other."""
    assert scorer.score(refused, [src]).reason == reason
    assert check(refused, [src], scorer, THRESHOLD, "").unsupported
    assert not check(kept, [src], scorer, THRESHOLD, "").unsupported


def _one_source(embedder, title: str, abstract: str):
    from rag.support import SupportScorer

    scorer = SupportScorer(embedder)
    [src] = number_sources([Hit(paper_id="x", title=title, score=1.0, chunks=[], abstract=abstract)])
    scorer.prepare([src])
    return scorer, src


def test_a_question_supports_no_answer_and_a_claim_is_about_the_thing_its_sentence_names(embedder):
    scorer, src = _one_source(embedder, "Weak-to-Strong Generalization under Spurious Correlations", (
        "We initiate a unified theoretical study of a key problem in weak-to-strong generalization: when fine-tuning a "
        "strong pre-trained student with pseudolabels from a weaker teacher on a downstream task with spurious "
        "correlations, does the gain happen, and how to improve it upon failures? We show that the gain always happens "
        "when the group proportions of the labelled and unlabelled data are equal."))
    claim = ("The gain appears when fine-tuning a strong pre-trained student with pseudolabels from a weaker teacher on "
             "a downstream task with spurious correlations [1].")
    assert scorer.score(claim, [src]).reason == "question"
    # given as what the paper studies, the question is what it says
    studied = ("Weak-to-Strong Generalization under Spurious Correlations studies when fine-tuning a strong pre-trained "
               "student with pseudolabels from a weaker teacher on a downstream task with spurious correlations gains [1].")
    assert scorer.score(studied, [src]).reason == ""
    scorer, src = _one_source(embedder, "FedMuon: Federated Learning with Bias-corrected LMO-based Optimization", (
        "Recently, a new optimization method based on the linear minimization oracle (LMO), called Muon, has been "
        "attracting increasing attention. We first show that straightforwardly using Muon as the local optimizer of "
        "FedAvg does not work since the LMO is a biased operator. We then propose FedMuon, which mitigates this issue. "
        "FedMuon recovers Muon when the bias correction is switched off."))
    assert scorer.score("FedMuon does not work as the local optimizer in FedAvg because it is a biased operator [1].",
                        [src]).reason == "base"
    assert not check("FedMuon recovers Muon when the bias correction is switched off [1].", [src], scorer, THRESHOLD,
                     "").unsupported  # Muon is what it recovers, not its subject
    scorer, src = _one_source(embedder, "Learning Boltzmann Generators via Constrained Mass Transport", (
        "Boltzmann generators aim to sample the Boltzmann distribution of physical systems. Classical variational "
        "approaches that minimize the reverse Kullback-Leibler divergence are prone to mode collapse. We introduce "
        "Constrained Mass Transport (CMT), a variational framework that generates intermediate distributions under "
        "constraints on the KL divergence and the entropy decay between successive steps."))
    assert scorer.score("CMT avoids these failure modes by using classical variational approaches that minimize the "
                        "reverse Kullback-Leibler divergence [1].", [src]).reason == "others"


def test_a_removal_verb_both_texts_use_or_says_in_other_words_turns_nothing_around(embedder):
    scorer, src = _one_source(embedder, "ChronoEdit: Towards Temporal Reasoning for In-Context Image Editing", (
        "In this paper, we present ChronoEdit, a framework that reframes image editing as a video generation problem. "
        "Under this setting, target frame is jointly denoised with reasoning tokens. The reasoning tokens are then "
        "dropped after a few steps to avoid the high computational cost of rendering a full video."))
    claim = ("ChronoEdit drops the reasoning tokens after a few steps to avoid the high computational cost of rendering "
             "a full video [1].")
    assert not check(claim, [src], scorer, THRESHOLD, "Why does ChronoEdit drop the reasoning tokens?").unsupported
    assert scorer.score("ChronoEdit does not drop the reasoning tokens after a few steps [1].", [src]).reason == \
        "negation"  # a negation still turns it around
    scorer, src = _one_source(embedder, "Antislop", (  # nor does one in other words: "eliminate" for "suppress"
        "We present Antislop, a framework to detect and eliminate overused patterns. Our approach combines three "
        "innovations: (1) The Antislop Sampler, which uses backtracking to suppress unwanted strings at inference time "
        "without destroying vocabulary."))
    kept = ("Antislop uses the Antislop Sampler, which employs backtracking to eliminate unwanted strings at inference "
            "time without destroying vocabulary [1].")
    assert scorer.score(kept, [src]).reason != "negation"
    assert not check(kept, [src], scorer, THRESHOLD, "").unsupported
    assert check("The Antislop Sampler destroys vocabulary [1].", [src], scorer, THRESHOLD, "").unsupported


def test_a_number_that_counts_another_thing_than_the_abstract_is_refused(embedder):
    scorer, src = _one_source(embedder, "Pretraining with hierarchical memories", (
        "Through trillion-token-scale experiments, we show significant gains: a 160M-parameters model augmented with "
        "an 18M-parameters memory fetched from a 4.6B memory bank obtains comparable performance to a regular model "
        "with more than 2x the parameters."))
    assert check("The memory is 4.6B tokens in size [1].", [src], scorer, THRESHOLD, "").unsupported
    assert scorer.score("The memory is 4.6B tokens in size [1].", [src]).reason == "unit"
    kept = "A 160M model with an 18M-parameter memory matches a model with more than 2x the parameters [1]."
    assert not check(kept, [src], scorer, THRESHOLD, "").unsupported


def test_the_problem_a_method_remedies_is_not_how_the_method_works(embedder):
    scorer, src = _one_source(embedder, "TS2: Training with Sparsemax+, Testing with Softmax", (
        "However, CE forces the distribution toward one-hot targets and ignores alternative continuations, thereby "
        "limiting output diversity. In this paper, we propose TS2. Intuitively, sparsemax and its tailored loss mask the "
        "gradients of probabilities outside the support set, leaving excessive probability mass on irrelevant tail "
        "classes when evaluating with softmax. To address this issue, we propose an improved variant, Sparsemax+, for "
        "training, which augments the sparsemax loss with a suppression term that penalizes the out-of-support "
        "probabilities."))
    assert_judged(scorer, src, "TS2 fixes it by using a tailored loss that masks the gradients of probabilities "
                  "outside the support set, leaving excessive probability mass on irrelevant tail classes [1].", "problem",
                  "TS2 fixes it by augmenting the sparsemax loss with a suppression term that penalizes the out-of-support "
                  "probabilities [1].")


def test_a_study_the_paper_announces_is_not_how_its_method_works(embedder):
    scorer, src = _one_source(embedder, "SpecBranch: Speculative Decoding via Hybrid Drafting and Rollback-Aware Branch "
                              "Parallelism", (
        "However, the existing SD methods still remain fundamentally constrained by their serialized execution, which "
        "inevitably causes mutual waiting bubbles between the draft and target models. To address this critical "
        "challenge, we propose a novel framework, SpecBranch, to fully unlock branch parallelism in SD. Specifically, we "
        "first conduct an in-depth analysis of the potential of branch parallelism in SD, and recognize that the key "
        "challenge lies in the intricate trade-offs between parallelization and token rollback. Based on this analysis, "
        "we introduce parallel speculative branches to preemptively hedge against likely rejections. We also provide a "
        "theoretical analysis to justify the design: hedging on likely rejections bounds the rollback cost."))
    assert_judged(scorer, src, "SpecBranch overlaps the two phases by first conducting an in-depth analysis of the "
                  "potential of branch parallelism in SD [1].", "study",
                  "SpecBranch overlaps the two phases by introducing parallel speculative branches to preemptively hedge "
                  "against likely rejections [1].")
    # a study that says what it found after a colon states it
    assert scorer.score("It works by hedging on likely rejections, which bounds the rollback cost [1].",
                        [src]).reason == ""


def test_a_count_of_parts_the_abstract_does_not_make_is_refused(embedder):
    scorer, src = _one_source(embedder, "Erase or Hide? Suppressing Spurious Unlearning Neurons for Robust Unlearning", (
        "To overcome this limitation, we introduce Ssiuu, a new class of unlearning methods that employs "
        "attribution-guided regularization to prevent spurious negative influence and faithfully remove target "
        "knowledge. Experimental results confirm that our method reliably erases target knowledge and outperforms "
        "strong baselines across two practical retraining scenarios: (1) adversarial injection of private data, and "
        "(2) benign attack using an instruction-following benchmark."))
    assert_judged(scorer, src, "Ssiuu proposes two mechanisms to overcome the limitation: (1) attribution-guided "
                  "regularization to prevent spurious negative influence [1].", "count",
                  "Ssiuu employs attribution-guided regularization to prevent spurious negative influence [1].")
    scorer, src = _one_source(embedder, "IncVGGT: Incremental VGGT for Memory-Bounded Long-Range 3D Reconstruction", (
        "IncVGGT addresses these challenges from two orthogonal directions: (1) register and fuse overlapping frames "
        "into composite views, reducing duplicate tokens, and (2) history-side pruning retains only the top-k most "
        "relevant slots together with the most recent one, bounding cache growth."))
    assert scorer.score("IncVGGT uses two mechanisms to keep memory bounded: it registers and fuses overlapping frames "
                        "into composite views, reducing duplicate tokens [1].", [src]).reason == ""


def test_a_word_of_a_components_name_is_not_the_method_the_paper_builds_on(embedder):
    scorer, src = _one_source(embedder, "Shuffle-R1: Efficient RL framework for Multimodal Large Language Models", (
        "To address these issues, we propose Shuffle-R1, a simple yet principled framework that improves RL fine-tuning "
        "efficiency by dynamically restructuring trajectory sampling and batch composition. It introduces (1) Pairwise "
        "Trajectory Sampling, which selects high-contrast trajectories with large advantages to improve gradient signal "
        "quality, and (2) Advantage-based Trajectory Shuffle, which increases exposure of valuable rollouts through "
        "informed batch reshuffling."))
    claim = ("Shuffle-R1 introduces Pairwise Trajectory Sampling, which selects high-contrast trajectories with large "
             "advantages to improve gradient signal quality [1].")
    assert scorer.score(claim, [src]).reason == ""  # "Shuffle" of "Advantage-based Trajectory Shuffle" is no base method
    assert not check(claim, [src], scorer, THRESHOLD, "").unsupported


def test_a_rate_said_against_something_else_is_no_rate_of_its_own(embedder):
    """"RM converges to coarse correlated equilibria in exponential time" from "convergence to coarse correlated
    equilibria … is exponentially faster than convergence to Nash equilibria": the comparison is gone, the claim wrong."""
    scorer, src = _one_source(embedder, "Convergence of Regret Matching in Potential Games and Constrained Optimization", (
        "We show that alternating RM+ converges to an ε-KKT point after O(1/ε^4) iterations. In sharp contrast, our "
        "second main result establishes a lower bound: RM, with or without alternation, can take an exponential number "
        "of iterations to reach a crude approximate solution even in two-player potential games. Our lower bound shows "
        "that convergence to coarse correlated equilibria in potential games is exponentially faster than convergence "
        "to Nash equilibria."))
    assert_judged(scorer, src, "Plain regret matching in potential games converges to coarse correlated equilibria in "
                  "exponential time [1].", "relative",
                  "Convergence to coarse correlated equilibria in potential games is exponentially faster than convergence "
                  "to Nash equilibria [1].")
    assert scorer.score("RM can take an exponential number of iterations to reach a crude approximate solution in "
                        "two-player potential games [1].", [src]).reason == ""


def test_a_finding_from_a_sentence_that_only_says_what_was_studied_is_refused(embedder):
    """A summary's "It shows that paraphrased descriptions influence unlearning performance" of "We conduct two
    studies: (i) examining how paraphrased descriptions influence unlearning performance, …": studied, not found."""
    scorer, src = _one_source(embedder, "Learning-Time Encoding Shapes Unlearning in LLMs", (
        "In this work, we empirically investigate how learning-time encoding in knowledge encoding impact the "
        "effectiveness of unlearning factual knowledge. We conduct two studies: (i) examining how paraphrased "
        "descriptions influence unlearning performance, and (ii) analyzing unlearning when multiple facts are embedded "
        "within the same training text chunk. Our empirical study reveals two important implications: a new "
        "perspective for interpreting unlearning performance and practical strategies for improving LLM unlearning."))
    assert_judged(scorer, src, "It shows that paraphrased descriptions influence unlearning performance [1].", "study",
                  "The authors examine how paraphrased descriptions influence unlearning performance [1].")


def test_an_explanation_turned_around_is_refused(embedder):
    """"The squeezing effect is explained by the fact that many methods yield merely spurious unlearning", of "… the
    squeezing effect, which explains why many methods yield merely spurious unlearning": the effect made the cause."""
    scorer, src = _one_source(embedder, "LLM Unlearning with LLM Beliefs", (
        "However, we find that this strategy induces a critical side effect: probability mass is redistributed into "
        "high-likelihood regions, often corresponding to semantically related rephrasings of the targets. We refer to "
        "this as the squeezing effect, which explains why many methods yield merely spurious unlearning, a problem "
        "further obscured by automated metrics that misreport actual success."))
    assert_judged(scorer, src, "The squeezing effect in LLM unlearning is explained by the fact that many methods yield "
                  "merely spurious unlearning [1].", "direction",
                  "The squeezing effect explains why many methods yield merely spurious unlearning [1].")
    assert scorer.score("Spurious unlearning in many methods is explained by the squeezing effect [1].",
                        [src]).reason == ""


def test_what_a_sentence_concedes_or_only_studies_is_no_proposal(embedder):
    """A summary's "It proposes that unlearning plays a vital role in protecting data privacy …" of "While unlearning
    plays a vital role …, we identify a new vulnerability …"; "proposes that X impacts Y" of "we investigate how X
    impacts Y"."""
    scorer, src = _one_source(embedder, "Unlearning Isn't Invisible: Detecting Unlearning Traces in LLMs from Model Outputs", (
        "While unlearning plays a vital role in protecting data privacy, enforcing copyright, and mitigating "
        "sociotechnical harms in LLMs, we identify a new vulnerability post-unlearning: unlearning trace detection. We "
        "discover that unlearning leaves behind persistent fingerprints in LLMs, detectable traces in both model "
        "behavior and internal representations. In this work, we empirically investigate how learning-time encoding "
        "impacts the effectiveness of unlearning factual knowledge."))
    assert_judged(scorer, src, "It proposes that unlearning plays a vital role in protecting data privacy, enforcing "
                  "copyright, and mitigating sociotechnical harms in LLMs [1].", "premise",
                  "It shows that unlearning leaves behind persistent fingerprints in LLMs [1].")
    assert scorer.score("It proposes that learning-time encoding impacts the effectiveness of unlearning factual "
                        "knowledge [1].", [src]).reason == "study"


def test_soft_said_as_hard_is_turned_around(embedder):
    scorer, src = _one_source(embedder, "Towards Understanding Subliminal Learning", (
        "Subliminal learning can be expected under soft distillation, where the student is trained on the teacher's full "
        "next-token distribution. Our results show that subliminal learning does not need token entanglement."))
    assert_judged(scorer, src, "Subliminal learning can be expected under hard distillation, where the student is "
                  "trained on the teacher's full next-token distribution [1].", "direction",
                  "Subliminal learning can be expected under soft distillation, where the student is trained on the "
                  "teacher's full next-token distribution [1].")


def test_what_evaluates_is_not_what_builds_and_a_shortfall_needs_a_comparison(embedder):
    """"GeomMotif is built using scRMSD and pLDDT …" of "We evaluate models using scRMSD and pLDDT …"; "This falls
    short of iSTFT-based vocoders that use native complex arithmetic" of a sentence that compares nothing."""
    scorer, src = _one_source(embedder, "GeomMotif: A Benchmark for Arbitrary Geometric Preservation in Protein Generation", (
        "We introduce GeomMotif, a systematic benchmark that evaluates arbitrary structural fragment preservation. We "
        "evaluate models using scRMSD and pLDDT for geometric fidelity and clustering for structural diversity and "
        "novelty."))
    assert_judged(scorer, src, "GeomMotif is built using scRMSD and pLDDT for geometric fidelity and clustering for "
                  "structural diversity and novelty [1].", "use",
                  "GeomMotif uses scRMSD and pLDDT for geometric fidelity and clustering for structural diversity and "
                  "novelty [1].")
    scorer, src = _one_source(embedder, "Toward Complex-Valued Neural Networks for Waveform Generation", (
        "Among these approaches, iSTFT-based vocoders have recently gained attention. However, current approaches "
        "use real-valued networks that process the real and imaginary parts independently. This separation limits "
        "their ability to capture the inherent structure of complex spectrograms. We present ComVo, a Complex-valued "
        "neural Vocoder whose generator and discriminator use native complex arithmetic."))
    assert scorer.score("This falls short of iSTFT-based vocoders that use native complex arithmetic [1].",
                        [src]).reason == "shortfall"


def test_dropped_into_adds_and_removes_nothing(embedder):
    scorer, src = _one_source(embedder, "Cautious Weight Decay", (
        "We introduce Cautious Weight Decay (CWD), a one-line, optimizer-agnostic modification that applies weight "
        "decay only to parameter coordinates whose signs align with the optimizer update. In practice, CWD is a "
        "drop-in change for optimizers such as AdamW, Lion, and Muon, requiring no new hyperparameters or additional "
        "tuning."))
    assert scorer.score("CWD can be dropped into AdamW, Lion, and Muon [1].", [src]).reason == ""


def test_a_cause_said_with_a_compound_apart_or_by_leveraging_is_the_abstracts(embedder):
    """"Gradient-ascent unlearning only gives spurious forgetting because it induces a critical side effect …" of
    "… rely on gradient ascent …", "this strategy induces a critical side effect …", "… which explains why many
    methods yield merely spurious unlearning"; "… is used instead of diffusion because it achieves straight sampling
    paths" of "Leveraging rectified flow, it achieves …"."""
    scorer, src = _one_source(embedder, "LLM Unlearning with LLM Beliefs", (
        "Prevailing unlearning methods generally rely on gradient ascent and its variants to lower the probability of "
        "specific target responses. However, we find that this strategy induces a critical side effect: probability "
        "mass is redistributed into high-likelihood regions, often corresponding to semantically related rephrasings "
        "of the targets. We refer to this as the squeezing effect, which explains why many methods yield merely "
        "spurious unlearning, a problem further obscured by automated metrics that misreport actual success."))
    kept = ("Gradient-ascent unlearning only gives spurious forgetting because it induces a critical side effect: "
            "probability mass is redistributed into high-likelihood regions, often corresponding to semantically "
            "related rephrasings of the targets [1].")
    assert scorer.score(kept, [src]).reason == "" and not check(kept, [src], scorer, THRESHOLD, "").unsupported
    scorer, src = _one_source(embedder, "Unified Multi-Modal Interactive and Reactive 3D Motion Generation via "
                              "Rectified Flow", (
        "We introduce DualFlow, the first unified and efficient framework for multi-modal two-person motion generation. "
        "Leveraging rectified flow, it achieves deterministic straight-line sampling paths between noise and data, "
        "reducing inference time and mitigating error accumulation common in diffusion-based models."))
    assert scorer.score("Rectified flow is used instead of diffusion because it achieves deterministic straight-line "
                        "sampling paths between noise and data [1].", [src]).reason == ""


def test_falling_below_a_figure_is_no_removal_and_hindering_states_a_cause(embedder):
    scorer, src = _one_source(embedder, "Exposing Weaknesses of Large Reasoning Models through Graph Algorithm Problems", (
        "We introduce GrAlgoBench, a benchmark designed to evaluate LRMs through graph algorithm problems. "
        "Across nine tasks, our systematic experiments reveal two major weaknesses of current LRMs. First, accuracy "
        "deteriorates sharply with longer contexts input—falling below 50% once graphs exceed 120 nodes—driven by "
        "frequent execution errors, weak memory, and redundant reasoning."))
    assert_judged(scorer, src, "GrAlgoBench accuracy never drops below 50% [1].", "negation",
                  "GrAlgoBench accuracy drops below 50% once graphs exceed 120 nodes [1].")
    scorer, src = _one_source(embedder, "Precise and Interpretable Editing of Code Knowledge in Large Language Models", (
        "Knowledge Editing (KE) techniques offer a more efficient alternative, enabling model updates with minimal data. "
        "Nevertheless, existing KE methods often manipulate parameters within the Transformer's multi-layer perceptrons "
        "(MLPs), where neuronal polysemanticity hinders both the precision and interpretability of the edits."))
    claim = ("Existing knowledge editing methods lack precision because they manipulate parameters within the "
             "Transformer's MLPs, where neuronal polysemanticity hinders the precision of the edits [1].")
    assert not check(claim, [src], scorer, THRESHOLD, "").unsupported


def test_a_short_answer_the_abstract_contradicts_is_refused(embedder):
    scorer, src = _one_source(embedder, "MotionSight: Boosting Fine-Grained Motion Understanding in Multimodal LLMs", (
        "In this study, we introduce MotionSight, a novel zero-shot method pioneering object-centric visual spotlight and "
        "motion blur as visual prompts to effectively improve fine-grained motion understanding without training."))
    refused = check("MotionSight needs training [1].", [src], scorer, THRESHOLD, "Does MotionSight need training?")
    assert refused.unsupported == ["MotionSight needs training."]
    kept = check("MotionSight does not need training [1].", [src], scorer, THRESHOLD, "Does MotionSight need training?")
    assert not kept.unsupported and kept.text == "MotionSight does not need training. [1]"
    inline = check("MotionSight [1] uses motion blur [1].", [src], scorer, THRESHOLD, "What prompts does it use?")
    assert inline.text == "MotionSight uses motion blur. [1]"  # its markers at its end, once
    # a short answer the abstract never speaks to is refused too: "MCIF does not need training" of a benchmark
    scorer, src = _one_source(embedder, "MCIF: Multimodal Crosslingual Instruction-Following Benchmark from Scientific "
                              "Talks", "To address these gaps, we introduce MCIF, the first crosslingual human-annotated "
                              "benchmark based on scientific talks. MCIF is released under CC-BY 4.0 license to promote "
                              "open research.")
    assert check("MCIF does not need training [1].", [src], scorer, THRESHOLD, "Does it need training?").unsupported
    # (a short sentence that is no answer to it is not: "MCIF is released openly.")
    assert not check("MCIF is released openly [1].", [src], scorer, THRESHOLD, "Does it need training?").unsupported


def test_a_figure_stated_twice_where_the_abstract_states_it_once_is_refused(embedder):
    scorer, src = _one_source(embedder, "Spilling the Beans: Teaching LLMs to Self-Report Their Hidden Objectives", (
        "We propose self-report fine-tuning (SRFT), a simple supervised fine-tuning technique that trains models to "
        "occasionally make factual mistakes, then admit them when asked. Interrogation on SRFT models can detect hidden "
        "objectives with near-ceiling performance (F1 score = 0.98), while the baseline model lies when interrogated "
        "under the same conditions (F1 score = 0)."))
    assert_judged(scorer, src, "Interrogation on SRFT models detects hidden objectives with near-ceiling performance "
                  "(F1 score = 0.98), while the baseline model lies under the same conditions (F1 score = 0.98) [1].",
                  "number", "Interrogation on SRFT models detects hidden objectives with near-ceiling performance "
                  "(F1 score = 0.98), while the baseline model lies under the same conditions (F1 score = 0) [1].")


def test_a_number_inside_a_name_said_twice_is_no_figure_stated_twice(embedder):
    scorer, src = _one_source(embedder, "NextStep-1: Toward Autoregressive Image Generation with Continuous Tokens", (
        "In this paper, we push the autoregressive paradigm forward with NextStep-1, a 14B autoregressive model paired "
        "with a 157M flow matching head, training on discrete text tokens and continuous image tokens."))
    claim = ("NextStep-1: In this paper, the authors push the autoregressive paradigm forward with NextStep-1, a 14B "
             "autoregressive model paired with a 157M flow matching head [1].")
    assert scorer.score(claim, [src]).reason == ""


def test_what_a_benchmark_finds_of_the_models_it_tests_is_not_said_of_the_benchmark(embedder):
    scorer, src = _one_source(embedder, "ACPBench Hard: Unrestrained Reasoning about Action, Change, and Planning", (
        "We introduce ACPBench Hard, a dataset of generative, open-ended questions which LLM models needs to answer in "
        "order to plan. The models do not possess even the most basic capability of identifying which actions can be "
        "performed in a given state."))
    assert_judged(scorer, src, "ACPBench Hard does not possess even the most basic capability of identifying which "
                  "actions can be performed in a given state [1].", "others",
                  "The models do not possess even the most basic capability of identifying which actions can be "
                  "performed in a given state [1].")


def test_what_a_method_works_without_supports_that_it_does_not_need_it(embedder):
    scorer, src = _one_source(embedder, "SeRI: Gradient-Free Sensitive Region Identification in Decision-Based "
                              "Black-Box Attacks", (
        "We propose Sensitive Region Identification, SeRI, the first decision-based method that assigns a continuous "
        "sensitivity score to each image pixel. It enables fine-grained region discovery and substantially improves the "
        "efficiency of adversarial attacks, all without access to gradients, confidence scores, or surrogate models. "
        "Experiments on two benchmark datasets show that SeRI significantly enhances decision-based attacks."))
    assert not check("SeRI does not need a surrogate model [1].", [src], scorer, THRESHOLD,
                     "Does it need a surrogate model?").unsupported
    assert check("SeRI does not need a pixel budget [1].", [src], scorer, THRESHOLD, "").unsupported  # never said
    assert check("Existing attacks do not need surrogate models [1].", [src], scorer, THRESHOLD, "").unsupported


def test_a_two_stage_pipeline_counts_its_stages(embedder):
    scorer, src = _one_source(embedder, "Stroke3D: Lifting 2D strokes into rigged 3D model via latent diffusion models", (
        "Our approach pioneers a two-stage pipeline that separates the generation into: 1) Controllable Skeleton "
        "Generation, where a graph VAE encodes the skeleton; and 2) Enhanced Mesh Synthesis, where we then synthesize "
        "a textured mesh conditioned on the generated skeleton."))
    assert scorer.score("Stroke3D's pipeline has two stages: Controllable Skeleton Generation and Enhanced Mesh "
                        "Synthesis [1].", [src]).reason == ""
    assert scorer.score("Stroke3D's pipeline has three stages [1].", [src]).reason == "count"


def test_what_inspired_a_method_is_not_how_it_works(embedder):
    scorer, src = _one_source(embedder, "Visual Self-Refine: A Pixel-Guided Paradigm for Accurate Chart Parsing", (
        "Inspired by the human strategy of using a finger as a visual anchor to ensure accuracy when reading complex "
        "charts, we propose a new paradigm named Visual Self-Refine (VSR). The core idea of VSR is to enable a model to "
        "generate pixel-level localization outputs, visualize them, and then feed these visualizations back to itself, "
        "allowing it to correct its own visual perception errors."))
    assert_judged(scorer, src, "VSR corrects its own perception errors when parsing charts by using a finger as a "
                  "visual anchor [1].", "inspiration", "VSR corrects its own perception errors by feeding "
                  "visualizations of its pixel-level localization outputs back to itself [1].")


def test_a_thing_defined_in_the_words_the_abstract_uses_for_another_thing_is_refused(embedder):
    psm = ("Modern neural sequence models are designed to meet the dual mandate of parallelizable training and fast "
           "sequential inference. We begin by describing a broad class of such models -- state space models -- as "
           "those whose state updates can be computed using the classic parallel prefix scan algorithm with a custom "
           "associative aggregation operator. We then define a more general class, Prefix-Scannable Models (PSMs), by "
           "relaxing the state aggregation operator to allow arbitrary (potentially non-associative) functions such as "
           "softmax attention.")
    from rag.support import SupportScorer

    scorer = SupportScorer(embedder)
    srcs = number_sources([Hit(paper_id="p", title="Sequential Parallel Duality in Prefix Scannable Models", score=1.0,
                               chunks=[], abstract=psm)])
    scorer.prepare(srcs)
    wrong = ("Prefix-scannable models are state space models whose state updates can be computed using the classic "
             "parallel prefix scan algorithm with a custom associative aggregation operator [1].")
    right = ("State space models are models whose state updates can be computed using the classic parallel prefix "
             "scan algorithm with a custom associative aggregation operator [1].")
    assert check(wrong, srcs, scorer, THRESHOLD, "").unsupported
    assert not check(right, srcs, scorer, THRESHOLD, "").unsupported


def test_a_name_and_a_piece_of_its_title_say_nothing_of_the_paper(embedder):
    scorer, src = _one_source(embedder, "Learning to Reason as Action Abstractions with Scalable Mid-Training RL", (
        "Large language models excel with reinforcement learning (RL), but fully unlocking this potential requires a "
        "mid-training stage. Building on these insights, we introduce Reasoning as Action Abstractions (RA3), a scalable "
        "mid-training algorithm. Across multiple base models, RA3 improves the average performance on HumanEval and MBPP "
        "by 8 and 4 points over the base model."))
    assert scorer.score("RA3 uses RL for learning to reason as action abstractions with scalable mid-Training RL.",
                        [src]).reason == "title"
    said = scorer.score("RA3 is a scalable mid-training algorithm that improves HumanEval by 8 points.", [src])
    assert not said.reason and said.score >= THRESHOLD


def test_a_reason_for_failing_and_a_superlative_are_not_turned_around(embedder):
    scorer, src = _one_source(embedder, "From Tokens to Nodes: Semantic-Guided Motion Control for Dynamic 3D Gaussian "
                              "Splatting", (
        "Dynamic 3D reconstruction from monocular videos remains difficult due to the ambiguity inferring 3D motion "
        "from limited views. While recent sparse control methods alleviate computation by reducing millions of "
        "Gaussians to thousands of control points, they suffer from a critical limitation: they allocate points purely "
        "by geometry, leading to static redundancy and dynamic insufficiency. We find (1) actions as the most fragile "
        "modality, and (2) existing visual-robust models do not gain robustness in other modalities."))
    # "fails because …" negates none of its reason's words (only "fails to …" would)
    kept = ("Sparse control points fail because they allocate points purely by geometry, leading to static redundancy "
            "and dynamic insufficiency [1].")
    # "X is the most fragile Y for Z" says how X ranks, not what X is
    superlative = "The actions modality is the most fragile for models under perturbations [1]."
    assert not check(f"{kept} {superlative}", [src], scorer, THRESHOLD, "").unsupported
    assert check("Sparse control points fail to allocate points by geometry [1].", [src], scorer, THRESHOLD,
                 "").unsupported


def test_one_new_word_answers_which_thing_is_asked():
    from rag.support import restates

    question = "Which modality is the most fragile for VLA models under perturbations?"
    assert not restates("Actions are the most fragile modality for VLA models under perturbations.", question, [])
    assert restates("The most fragile modality for VLA models under perturbations is studied.", question, [])


def test_the_best_achievable_value_is_an_optimum_not_a_ranking(embedder):
    scorer, src = _one_source(embedder, "Rethinking Pareto Frontier: On the Optimal Trade-offs in Fair Classification", (
        "In light of existing limitations, in this work, we propose a reformulation of the model-specific (MS) Pareto "
        "optimal trade-off, where we frame it as convex optimization problems involving fairness notions and accuracy "
        "w.r.t. the confusion vector. Our formulation provides an efficient approximation of the best achievable "
        "accuracy under dynamic fairness constraints."))
    kept = ("The authors compute the best achievable accuracy under fairness constraints by reformulating the "
            "model-specific Pareto optimal trade-off as convex optimization problems [1].")
    assert not check(kept, [src], scorer, THRESHOLD, "").unsupported
    assert check("Convex optimization works best for fair classification [1].", [src], scorer, THRESHOLD, "").unsupported


def test_what_the_paper_found_of_something_else_is_not_said_of_its_method(embedder):
    scorer, src = _one_source(embedder, "Spectrum Tuning: Post-Training for Distributional Coverage and In-Context "
                              "Steerability", (
        "Language model post-training has enhanced instruction-following and performance on many downstream "
        "tasks, but also comes with an often-overlooked cost on tasks with many possible valid answers. We "
        "characterize three desiderata: in-context steerability, valid output space coverage, and distributional "
        "alignment, and document across three model families how post-training can reduce these properties. In "
        "particular, we disambiguate between two kinds of in-context learning: ICL for eliciting existing "
        "underlying knowledge or capabilities, and in-context steerability, where a model must use in-context "
        "information to override its priors and steer to a novel data generating distribution. To better evaluate"
        " and improve these desiderata, we introduce Spectrum Suite, a large-scale resource compiled from $>40$ "
        "data sources and spanning $>90$ tasks requiring models to steer to and match diverse distributions. We "
        "find that while instruction-tuning helps elicit underlying capabilities and models, it hurts a model’s "
        "ability to flexibly steer in-context. To mitigate these issues, we propose Spectrum Tuning, a post-"
        "training method using Spectrum Suite to improve steerability and distributional coverage. We find that "
        "Spectrum Tuning often improves over pretrained models and their instruction-tuned counterparts, "
        "enhancing steerability, spanning more of the out- put space, and improving distributional alignment on "
        "held-out datasets."))
    assert check("Spectrum Tuning often hurts a model's ability to flexibly steer in-context [1].", [src], scorer,
                 THRESHOLD, "").unsupported
    assert not check("Instruction tuning hurts a model's ability to flexibly steer in-context [1]. Spectrum Tuning "
                     "often improves over pretrained models [1].", [src], scorer, THRESHOLD, "").unsupported
    # the paper as the one who found it says whose finding it is, not what it is of
    assert not check("Spectrum Tuning finds that while instruction-tuning helps elicit underlying capabilities, it hurts "
                     "a model's ability to flexibly steer in-context [1].", [src], scorer, THRESHOLD, "").unsupported


IGU_LORA = ("Among PEFT approaches, low-rank adaptation (LoRA) is widely adopted; however, it enforces a uniform rank "
            "across layers despite substantial variation in layer importance, motivating layerwise rank allocation. "
            "Recent adaptive-rank variants (e.g., AdaLoRA) allocate ranks based on importance scores, yet typically "
            "rely on instantaneous gradients that capture only local sensitivity, overlooking non-local, pathwise "
            "effects within the same layer, which yields unstable and biased scores. To address this limitation, we "
            "introduce IGU-LoRA, an adaptive-rank LoRA that (i) computes within-layer Integrated Gradients (IG) "
            "sensitivities and aggregates them into a layer-level score for rank allocation, and (ii) applies an "
            "uncertainty-aware scheme using exponential moving averages with deviation tracking to suppress noisy "
            "updates and calibrate rank selection.")


def test_a_name_with_style_is_the_name_and_according_to_says_who_says_it(embedder):
    scorer, src = _one_source(embedder, "IGU-LoRA: Adaptive Rank Allocation via Integrated Gradients and "
                              "Uncertainty-Aware Scoring", IGU_LORA)
    kept = ("AdaLoRA-style importance scores are unreliable according to IGU-LoRA because they rely on instantaneous "
            "gradients that capture only local sensitivity, which yields unstable and biased scores [1].")
    assert not check(kept, [src], scorer, THRESHOLD, "").unsupported
    # a name the abstract never uses is still another paper's
    assert scorer.score("DoRA-style importance scores rely on instantaneous gradients [1].", [src]).reason == "name"


def test_a_dual_stage_framework_has_two_stages_and_replacing_a_step_avoids_it(embedder):
    scorer, src = _one_source(embedder, "Paradigm Shift of GNN Explainer from Label Space to Prototypical "
                              "Representation Space", (
        "To this end, we meticulously design IDEA, a universal dual-stage optimization framework grounded in a "
        "prototypical graph representation space. Specifically, in the Structural Information Disentanglement stage, "
        "a graph tokenizer is designed to disentangle the explanatory substructures. In the Explanatory Prototype "
        "Alignment stage, IDEA aligns the representational distributions of the input graph and its explanation."))
    assert_judged(scorer, src, "IDEA has three stages: disentanglement and alignment [1].", "count",
                  "IDEA has two stages: Structural Information Disentanglement and Explanatory Prototype Alignment [1].")
    scorer, src = _one_source(embedder, "UniCon: Unified Framework for Efficient Contrastive Alignment via Kernels", (
        "Contrastive objectives power state-of-the-art multimodal models, but their training remains slow, relying on "
        "long stochastic optimization. At its core, UniCon introduces the contrastive similarity weight matrix "
        "$S(\\gamma)$, which enables closed-form global solutions that provably replace minibatch back-propagation "
        "with exact updates."))
    assert_judged(scorer, src, "UniCon does not enable closed-form global solutions [1].", "negation",
                  "UniCon avoids minibatch back-propagation in contrastive training by introducing the contrastive "
                  "similarity weight matrix S(γ) [1].")


def test_the_title_said_as_achieved_by_the_method_says_nothing(embedder):
    scorer, src = _one_source(embedder, "InftyThink: Breaking the Length Limits of Long-Context Reasoning in Large "
                              "Language Models", (
        "To overcome these challenges, we introduce InftyThink, a paradigm that transforms monolithic reasoning into an "
        "iterative process with intermediate summarization. Experiments demonstrate that our approach reduces "
        "computational costs while improving performance, with Qwen2.5-Math-7B showing 3-13% improvements across "
        "MATH500, AIME24, and GPQA_diamond benchmarks."))
    assert_judged(scorer, src, "It shows that breaking the length limits of long-context reasoning in large language "
                  "models can be achieved by introducing InftyThink [1].", "title",
                  "InftyThink transforms monolithic reasoning into an iterative process with intermediate summarization "
                  "[1].")


def test_beating_what_it_underperforms_is_a_reversal_and_its_three_components_are_counted(embedder):
    scorer, src = _one_source(embedder, "When to use Graphs in RAG: A Comprehensive Analysis for Graph "
                              "Retrieval-Augmented Generation", (
        "Despite its conceptual promise, recent studies report that GraphRAG frequently underperforms vanilla RAG on "
        "many real-world tasks. To address this, we propose GraphRAG-Bench, a comprehensive benchmark designed to "
        "evaluate GraphRAG models on both hierarchical knowledge retrieval and deep contextual reasoning."))
    assert_judged(scorer, src, "GraphRAG actually beats vanilla RAG [1].", "direction",
                  "GraphRAG frequently underperforms vanilla RAG on many real-world tasks [1].")
    scorer, src = _one_source(embedder, "ReWatch-R1: Boosting Complex Video Reasoning in Large Vision-Language Models "
                              "through Agentic Data Synthesis", (
        "To address this, we introduce ReWatch, a large-scale dataset built to foster advanced video reasoning. We "
        "propose a novel multi-stage synthesis pipeline to synthesize its three components: ReWatch-Caption, "
        "ReWatch-QA, and ReWatch-CoT."))
    assert_judged(scorer, src, "ReWatch has four components: ReWatch-Caption, ReWatch-QA and ReWatch-CoT [1].", "count",
                  "ReWatch has three components: ReWatch-Caption, ReWatch-QA, and ReWatch-CoT [1].")


def test_what_one_part_of_the_work_does_is_not_said_of_another_part(embedder):
    scorer, src = _one_source(embedder, "Building a Foundational Guardrail for General Agentic Systems via Synthetic "
                              "Data", (
        "To address this challenge, we highlight three critical gaps in current research: data gap, model gap, and "
        "evaluation gap. To close the data gap, we introduce AuraGen, a controllable engine that synthesizes benign "
        "trajectories and injects category-labeled risks. To close the guardian model gap, we propose a foundational "
        "guardrail Safiron, combining a cross-planner adapter with a compact guardian model. Extensive experiments "
        "demonstrate consistent gains over strong baselines."))
    # AuraGen is the paper's data engine; the sentence says the guardrail Safiron does it
    assert_judged(scorer, src, "AuraGen closes the guardian model gap by combining a cross-planner adapter with a "
                  "compact guardian model [1].", "part",
                  "Safiron closes the guardian model gap by combining a cross-planner adapter with a compact guardian "
                  "model [1].")
    src.label = "Safiron"  # the question called the paper so: AuraGen is a part of it, which did not run experiments
    assert check("AuraGen demonstrates consistent gains over strong baselines [1].", [src], scorer, THRESHOLD,
                 "").unsupported
    assert not check("Safiron demonstrates consistent gains over strong baselines [1].", [src], scorer, THRESHOLD,
                     "").unsupported


def test_what_the_authors_introduce_is_not_what_the_work_builds_on(embedder):
    scorer, src = _one_source(embedder, "Non-Convex Federated Optimization under Cost-Aware Client Selection", (
        "Within this setting, we propose a new algorithm that achieves the best-known communication and local "
        "complexities. The gradient estimator is based on SAGA, a popular variance-reduced gradient estimator. We then "
        "introduce the Recursive-Gradient technique as a general way to potentially improve the error bound of a given "
        "conditionally unbiased gradient estimator, including both SAGA and SVRG."))
    assert_judged(scorer, src, "The algorithm builds on the Recursive-Gradient technique to improve the error bound of "
                  "a given conditionally unbiased gradient estimator [1].", "own",
                  "The authors introduce the Recursive-Gradient technique to improve the error bound of a given "
                  "conditionally unbiased gradient estimator [1].")
    assert not check("The gradient estimator builds on SAGA, a popular variance-reduced gradient estimator [1].",
                     [src], scorer, THRESHOLD, "").unsupported  # what it does build on


def test_a_coined_name_as_the_claims_subject_is_said_by_its_own_papers_sentences(embedder):
    polyskill = ("However, existing methods for skill learning often create skills that are over-specialized to a "
                 "single website and fail to generalize. We introduce PolySkill, a new framework that enables agents to "
                 "learn generalizable and compositional skills. Experiments show that our method (1) improves skill "
                 "reuse by 1.7x on seen websites and (2) boosts success rates by up to 9.4% on Mind2Web and 13.9% on "
                 "unseen websites, while reducing steps by over 20%.")
    scorer, src = _one_source(embedder, "One Skill, Many Websites: Learning Generalizable Skills Through Polymorphic "
                                        "Abstraction", polyskill)
    # the sentence says "our method": the name is the claim's subject, not a word the sentence must hold
    assert not check("PolySkill reduces the number of steps by over 20% [1].", [src], scorer, THRESHOLD, "").unsupported
    assert check("PolySkill cuts the training cost of agents by over 20% [1].", [src], scorer, THRESHOLD, "").unsupported


def test_a_name_written_without_its_tex_superscript_is_the_papers_own(embedder):
    """"PT2-LLM uses an Asymmetric Ternary Quantizer …" is about PT$^2$-LLM, as a reader types it: not a claim about
    another method made of a sentence that says "At its core is …"."""
    scorer, src = _one_source(embedder, "PT$^2$-LLM: Post-Training Ternarization for Large Language Models", (
        "To address these issues, we propose PT$^2$-LLM, a post-training ternarization framework tailored for LLMs. "
        "At its core is an Asymmetric Ternary Quantizer equipped with a two-stage refinement pipeline: (1) Iterative "
        "Ternary Fitting (ITF), which alternates between optimal ternary grid construction and flexible rounding, and "
        "(2) Activation-aware Grid Alignment (AGA), which further refines the ternary grid."))
    assert not check("PT2-LLM uses an Asymmetric Ternary Quantizer with a two-stage refinement pipeline [1].", [src],
                     scorer, THRESHOLD, "What is the two-stage refinement in PT2-LLM's ternary quantizer?").unsupported


def test_what_a_method_leaves_unchanged_is_said_with_its_verb(embedder):
    """"AttWarp does not change the MLLM's weights" is what "… without changing model weights or architecture" says;
    "AttWarp does not need model weights" is not (it works on them, and changes none)."""
    scorer, src = _one_source(embedder, "Constructive Distortion: Improving MLLMs with Attention-Guided Image Warping", (
        "We introduce AttWarp, a lightweight method that allocates more resolution to query-relevant content. At test "
        "time, the approach uses an MLLM's cross-modal attention to perform rectilinear warping of the input image, "
        "without changing model weights or architecture."))
    question = "Does AttWarp change the MLLM's weights?"
    assert not check("AttWarp does not change the MLLM's weights [1].", [src], scorer, THRESHOLD, question).unsupported
    assert check("AttWarp does not need model weights [1].", [src], scorer, THRESHOLD, question).unsupported
    assert check("AttWarp does not modify the input image [1].", [src], scorer, THRESHOLD, question).unsupported


def test_a_claim_about_what_the_paper_compares_itself_with_is_refused(embedder):
    """"Fast-dLLM is up to 17× faster than vanilla decoding …" of Hierarchy-dLLM's "Meanwhile, it is up to 17× faster
    than vanilla decoding and about 1.5× faster than the Fast-dLLM": Fast-dLLM is only what it is compared with."""
    scorer, src = _one_source(embedder, "Hierarchy Decoding: A Training-free Parallel Decoding Strategy for Diffusion "
                                        "Large Language Models", (
        "To address this challenge, we propose Hierarchy-dLLM, a hierarchical decoding framework inspired by the "
        "divide-and-conquer principle. Meanwhile, it is up to 17× faster than vanilla decoding and about 1.5× faster "
        "than the Fast-dLLM."))
    assert_judged(scorer, src, "Fast-dLLM is up to 17× faster than vanilla decoding and about 1.5× faster than the "
                               "Fast-dLLM [1].", "compared",
                  "Hierarchy-dLLM is about 1.5× faster than Fast-dLLM [1].")


def test_a_name_put_where_its_sentence_says_something_else_is_refused(embedder):
    """"SwingArena … by pairing GPT-4o as submitters" of "… by pairing LLMs as submitters …": GPT-4o is in the
    abstract's results, not in the sentence that says the pairing."""
    scorer, src = _one_source(embedder, "SWINGARENA: Adversarial Programming Arena for Long-context GitHub Issue Solving", (
        "We present SwingArena, an adversarial evaluation framework for Large Language Models (LLMs) that closely "
        "mirrors real-world software development workflows. Unlike traditional static benchmarks, SwingArena models "
        "the collaborative process of software iteration by pairing LLMs as submitters, who generate patches, and "
        "reviewers, who create test cases and verify the patches through continuous integration (CI) pipelines. To "
        "support these interactive evaluations, we introduce a retrieval-augmented code generation (RACG) module that "
        "handles long-context challenges. Our "
        "experiments, using over 400 high-quality real-world GitHub issues, show that models like GPT-4o excel at "
        "aggressive patch generation, whereas DeepSeek and Gemini prioritize correctness in CI validation."))
    assert_judged(scorer, src,
                  "SwingArena pairs GPT-4o as submitters, who generate patches, and reviewers, who verify the patches [1].",
                  "moved",
                  "SwingArena pairs LLMs as submitters, who generate patches, and reviewers, who verify the patches [1].")
    # a name its sentence says, or spells out, stays
    assert not check("GPT-4o excels at aggressive patch generation, whereas DeepSeek and Gemini prioritize correctness "
                     "in CI validation [1].", [src], scorer, THRESHOLD, "").unsupported
    assert not check("SwingArena evaluates LLMs against real-world software development workflows [1].", [src], scorer,
                     THRESHOLD, "").unsupported
    # nor a word of a title's compound ("Model" of "Model-Level"), which a summary quote's label gives
    scorer, src = _one_source(embedder, "Certified Evaluation of Model-Level Explanations for Graph Neural Networks", (
        "Model-level explanations for Graph Neural Networks (GNNs) aim to identify class-discriminative motifs. "
        "Because the true motifs relied on by the classifier are unobservable, most approaches evaluate explanations by "
        "their target class score. However, class score alone is not sufficient as high-scoring explanations may be "
        "pathological. To "
        "bridge this gap, this work introduces sufficiency risk as a formal criterion for whether explanations "
        "adequately represent the classifier's reasoning."))
    assert not check("Certified Evaluation of Model-Level Explanations for Graph Neural Networks: this work introduces "
                     "sufficiency risk as a formal criterion for whether explanations adequately represent the "
                     "classifier's reasoning [1].", [src], scorer, THRESHOLD, "").unsupported


def test_a_yes_no_questions_words_put_to_a_copied_sentence_are_refused(embedder):
    """"Does the gain last?" answered "Yes, the gain lasts for both linear regression and CVAE trained on MNIST data",
    from "… experiments on both linear regression as well as CVAE trained on MNIST data also confirm these theoretical
    insights", where the abstract says the gains plateau or reverse."""
    scorer, src = _one_source(embedder, "Escaping Model Collapse via Synthetic Data Verification", (
        "Our key finding is that by injecting information through an external synthetic data verifier, synthetic "
        "retraining will not cause model collapse. Our theory predicts that the performance of synthetic retraining "
        "will have early gains but eventually plateaus or even reverses, unless the verifier is perfectly reliable. "
        "Indeed, our experiments on both linear regression as well as Conditional Variational Autoencoder (CVAE) "
        "trained on MNIST data also confirm these theoretical insights."))
    question = "Can a verifier stop model collapse when retraining on synthetic data, and does the gain last?"
    assert check("Yes, the gain lasts for both linear regression and Conditional Variational Autoencoder (CVAE) "
                 "trained on MNIST data [1].", [src], scorer, THRESHOLD, question).unsupported
    assert not check("Experiments on linear regression and a Conditional Variational Autoencoder (CVAE) trained on "
                     "MNIST data confirm these theoretical insights [1].", [src], scorer, THRESHOLD, question).unsupported


def test_a_loss_the_paper_argues_against_supports_saying_it_loses_nothing(embedder):
    """"Sparse CLIP does not hurt accuracy" is what "… challenge conventional wisdom that interpretability requires
    sacrificing accuracy" says (and "without sacrificing accuracy"); what the belief gives up is accuracy, so "does not
    hurt interpretability" is not."""
    abstract = ("We introduce Sparse CLIP, which integrates sparsity directly into CLIP training, yielding representations "
                "that are both interpretable and performant. Compared to SAEs, our Sparse CLIP representations preserve "
                "strong downstream task performance. Our findings challenge conventional wisdom that interpretability "
                "requires sacrificing accuracy and demonstrate that interpretability and performance can be co-optimized.")
    scorer, src = _one_source(embedder, "Sparse CLIP: Co-Optimizing Interpretability and Performance in Contrastive "
                              "Learning", abstract)
    assert not check("Sparse CLIP does not hurt accuracy [1].", [src], scorer, THRESHOLD, "").unsupported
    assert check("Sparse CLIP does not hurt interpretability [1].", [src], scorer, THRESHOLD, "").unsupported
    scorer, src = _one_source(embedder, "Sparse CLIP", abstract.replace(
        "Our findings challenge conventional wisdom that interpretability requires sacrificing accuracy and demonstrate",
        "We show, without sacrificing accuracy,"))
    assert not check("Sparse CLIP does not lose accuracy [1].", [src], scorer, THRESHOLD, "").unsupported
    # what it keeps as it was: "… preserves general capabilities without any trade-offs"
    scorer, src = _one_source(embedder, "Rethinking Bottlenecks in Safety Fine-Tuning of Vision Language Models", (
        "We introduce the Multi-Image Safety (MIS) dataset. This approach not only delivers exceptional safety "
        "performance but also preserves general capabilities without any trade-offs."))
    assert not check("MIS does not hurt general capabilities [1].", [src], scorer, THRESHOLD, "").unsupported
    assert check("MIS does not hurt safety benchmarks [1].", [src], scorer, THRESHOLD, "").unsupported


def test_a_thing_the_paper_studies_is_not_a_thing_it_changes(embedder):
    """"What does it change?" put on a copied sentence: "MergOPT changes the distribution of parameter updates …" of
    "… we analyze the distribution of parameter updates …" is refused; "analyzes" and what it does are kept."""
    scorer, src = _one_source(embedder, "MergOPT: A Merge-Aware Optimizer for Robust Model Merging", (
        "To address this limitation, we propose a novel merging-aware optimizer (abbreviated as MergOPT) that injects "
        "principled merge-induced parameter shifts into the weight update steps so that the fine-tuned model exhibits a "
        "more stable loss landscape under subsequent merging operations. Building on this formulation, we analyze the "
        "distribution of parameter updates and the effects of merging hyperparameters, from which we derive a "
        "merging-guided feasible region for weight shifts."))
    assert_judged(scorer, src, "MergOPT changes the distribution of parameter updates and the effects of merging "
                  "hyperparameters, from which it derives a merging-guided feasible region for weight shifts [1].", "study",
                  "MergOPT analyzes the distribution of parameter updates and the effects of merging hyperparameters [1].")
    assert not check("MergOPT injects merge-induced parameter shifts into the weight update steps [1].", [src], scorer,
                     THRESHOLD, "").unsupported
    # a quote that says the study itself is the abstract's, whatever the label before it ("Adaptive Visual …")
    title = "An Empirical Study of Attention and Diversity for Adaptive Visual Token Pruning in Large Vision-Language Models"
    sentence = ("In this work, we conduct thorough empirical analysis using effective rank (erank) as a measure of feature "
                "diversity and attention score entropy to investigate visual token processing mechanisms.")
    scorer, src = _one_source(embedder, title, sentence)
    assert not check(f"{title}: {sentence} [1]", [src], scorer, THRESHOLD, "").unsupported


def test_what_earlier_work_found_is_not_the_papers_finding(embedder):
    """"SHE-LoRA identifies that clients' private data can actually be recovered via gradient inversion attacks" of
    "However, prior work has shown that …": the paper's motivation, found by others; said as prior work's, it is kept."""
    scorer, src = _one_source(embedder, "SHE-LoRA: Selective Homomorphic Encryption for Federated Tuning with "
                              "Heterogeneous LoRA", (
                                  "However, prior work has shown that clients' private data can actually be recovered "
                                  "via gradient inversion attacks. In this paper, we propose SHE-LoRA, which integrates "
                                  "selective homomorphic encryption (SHE) and low-rank adaptation (LoRA)."))
    assert_judged(scorer, src, "SHE-LoRA identifies that clients' private data can actually be recovered via gradient "
                  "inversion attacks [1].", "prior",
                  "Prior work has shown that clients' private data can actually be recovered via gradient inversion "
                  "attacks [1].")
