"""Question analysis and paper names: parts, what each part asks for, names, comparisons, "which paper" questions."""

from __future__ import annotations

import pytest

from rag.question import analyse, described, names_in, split_parts
from rag.text import content_words, method_name, plain, short_name, split_sentences


def test_a_multi_part_question_is_split_into_its_questions():
    q = ("How does OrthAlign stop the preference objectives from interfering, what conditions do its stability "
         "guarantees rely on, and what improvements does it report?")
    parts = analyse(q).parts
    assert [p.text for p in parts] == ["How does OrthAlign stop the preference objectives from interfering",
                                       "what conditions do its stability guarantees rely on",
                                       "what improvements does it report"]
    assert [p.focus for p in parts] == ["method", "condition", "result"]


def test_scene_setting_sentences_are_not_parts_and_prepositions_start_parts():
    q = ("There's a vocoder that runs its generator on complex numbers. How does it regularize phase, and across how "
         "many datasets is it evaluated?")
    assert split_parts(q) == ["How does it regularize phase", "across how many datasets is it evaluated"]
    assert split_parts("What is LiteGuard?") == ["What is LiteGuard"]
    assert split_parts("attention, softmax and entmax: which is sparser?") == ["attention, softmax and entmax: which is sparser"]


@pytest.mark.parametrize("question, names, compare", [
    ("TokUR vs G-NLL for LLM uncertainty: how does each one get its estimate?", ["TokUR", "G-NLL"], True),
    ("How does PID Steering differ from AUSteer?", ["PID", "AUSteer"], True),
    ("What are the two key innovations of LiteGuard?", ["LiteGuard"], False),
    ("Which paper runs both its generator and its discriminator on complex numbers?", [], False),
    ("How do LLMs and VLMs handle KV cache compression in RL?", [], False),
    ("PUNT and self-speculative masked diffusions both unmask many tokens: how does each handle dependencies?",
     ["PUNT"], True),
    ("Which study learns replacements for GeLU so that different tasks get their own inductive biases?", ["GeLU"], False),
    ("Which defense stops attacks that recover forgotten data by comparing a model before and after unlearning?", [],
     False),
])
def test_names_and_comparisons(question, names, compare):
    q = analyse(question)
    assert q.names == names and q.compare is compare


@pytest.mark.parametrize("question, expected", [
    ("Which paper proposes a shared format for agent datasets?", True),
    ("Is there work on sparse attention for long contexts?", True),
    ("Has anyone simulated conversations between LLM agents?", True),
    ("What problem in ternary quantization does Tequila fix?", False),
    ("How does LiteGuard make fingerprinting cheaper?", False),
    ("What method is proposed for watermarking diffusion language models?", True),
    # a thing of the paper the conversation is about, asked with a subject: no paper is looked for
    ("Which benchmark did GPT-4.1 surpass human performance on?", False),
    ("Which benchmark is TTM evaluated on?", False),
    ("What datasets do they use?", False),
])
def test_questions_that_look_for_a_paper(question, expected):
    assert analyse(question).looks_for_paper is expected


def test_names_in_skips_common_acronyms():
    assert names_in("Does the LLM beat GPT on ImageNet with LoRA and FedMuon?") == ["FedMuon"]


def test_paper_names_from_titles_and_abstracts():
    assert short_name("LiteGuard: Efficient Task-Agnostic Model Fingerprinting") == "LiteGuard"
    assert short_name("Hybrid Reinforcement: When Reward Is Sparse", "We study sparse rewards.") is None
    assert short_name("Depth Anything with Any Prior", "This work presents Prior Depth Anything, a framework.") \
        == "Prior Depth Anything"
    assert method_name("To approximate it, we propose G-NLL, obtained from greedy decoding.") == "G-NLL"
    assert method_name("we propose a **Tok**en-level **U**ncertainty framework for **R**easoning (**TokUR**) that") == "TokUR"
    assert method_name("We propose a simple method for this.") is None


def test_plain_removes_latex_and_markdown():
    assert plain(r"up to 1000$\times$ longer, 14.8\% better, **TokUR**, \textbf{IU} and $\alpha$-entmax") == \
        "up to 1000× longer, 14.8% better, TokUR, IU and α-entmax"
    assert plain(r"$p\textrm{-less}$ sampling, $\operatorname{softmax}$") == "p-less sampling, softmax"
    # math whose dollars were escaped for Markdown is math; an escaped price keeps its dollar
    assert plain(r"achieving \$5.55\times\$ speedup, from \$0.9480\$ to \$0.9840\$") == \
        "achieving 5.55× speedup, from 0.9480 to 0.9840"
    assert plain(r"a cost of \$0.60 per trajectory and \$9 USD in all") == "a cost of $0.60 per trajectory and $9 USD in all"
    assert plain("consequences: **(*i*)** sparse *bimodal* atoms; **(*ii*)** *unimodal* atoms") == \
        "consequences: (i) sparse bimodal atoms; (ii) unimodal atoms"  # emphasis inside emphasis
    # a citation key is no reader's text; TeX quotes and fractions read as written
    assert plain(r"an always-feasible ``flexible'' optimizer with $O(T^{\frac{2}{3}})$ regret \citep{yi2023doubly}.") == \
        "an always-feasible “flexible” optimizer with O(T^2/3) regret."
    # a textual citation is part of the sentence: its authors and year stay (not "the existing theory of.")
    assert plain(r"removes assumptions in the existing theory of \citet{kerrigan2024functional}.") == \
        "removes assumptions in the existing theory of Kerrigan (2024)."
    assert plain(r"as \citet{lim2023score, Smith_2021x} show") == "as Lim (2023) and Smith (2021) show"
    # an abstract's macro for its unnamed method reads as what it stands for
    assert plain(r"we propose a pipeline, \method. \method first calculates motion, \eg flow.") == \
        "we propose a pipeline, the method. The method first calculates motion, e.g. flow."
    assert plain(r"F1 for missed notes (26.8\%~$\rightarrow$~56.3\%), from $\sim$40 calls") == \
        "F1 for missed notes (26.8% → 56.3%), from ~40 calls"  # TeX's tie beside an arrow is a space
    assert plain(r"rate $\mathcal{O}\left(\frac{L}{\varepsilon}\right)$") == "rate O(L/(ε))"
    assert plain(r"reward functions $\{f_u\}$ and $\\{g\\}$, \textbf{x}") == "reward functions {f_u} and {g}, x"  # a set
    assert plain(r"a class of {\em relaxed balanced} initializations") == "a class of relaxed balanced initializations"


def test_a_name_written_with_tex_is_the_name_written_plainly():
    from rag.text import mentions, name_key

    assert name_key("PD$^{2}$GS") == name_key("PD2GS") == name_key("PD^2GS")
    assert mentions("PD$^{2}$GS: Part-Level Decoupling of Articulated Objects", "We introduce PD$^{2}$GS.", "PD2GS")


def test_a_disadvantage_is_asked_as_a_shortcoming():
    assert analyse("What is the disadvantage of ANOVA-TPNN that Bayesian-TPNN addresses?").parts[0].focus == "motivation"


def test_papers_described_one_by_one_are_split_into_searchable_descriptions():
    q = analyse("Two unlearning papers target relearning: one hides knowledge behind negative neurons, while the "
                "other enforces smoothness in parameter space. What mechanism does each propose?")
    assert q.compare
    assert q.described == ["Two unlearning papers target relearning", "hides knowledge behind negative neurons",
                           "enforces smoothness in parameter space"]
    assert analyse("How does LiteGuard work, and what does the other baseline do?").described == []


def test_a_name_the_abstract_studies_or_its_long_title_uses_is_not_the_papers_own():
    from rag.text import mentions

    abstract = "RLVR has improved reasoning. We present a systematic empirical study of RLVR’s distributional effects."
    assert method_name(abstract) is None
    assert not mentions("Sparse but Critical: A Token-Level Analysis of RLVR Fine-Tuning", abstract, "RLVR")
    assert not mentions("Unlocking the Power of Co-Occurrence in CLIP: A DualPrompt-Driven Method", "", "CLIP")
    assert mentions("LiteGuard: Efficient Task-Agnostic Model Fingerprinting", "", "LiteGuard")
    assert method_name("We present ComVo, a complex-valued vocoder.") == "ComVo"
    # what the method uses, past "that": not its name
    assert method_name("We introduce a joint generative framework that embeds RoseTTAFold2NA as the denoiser into a "
                       "dual diffusion model. Our method couples a discrete diffusion process.") is None
    assert method_name("To implement ThinKV, we design a kernel that extends PagedAttention to reuse memory.") is None
    # the field's acronym, qualified, is no name: "VLMs are replacing OCR pipelines … we propose uncertainty-aware OCR"
    assert method_name("VLMs are increasingly replacing traditional OCR pipelines. To improve the trustworthiness of OCR on "
                       "degraded documents, we propose uncertainty-aware OCR. We train our model with GRPO.") is None
    assert method_name("The complexity called optimistic decision-estimation coefficient (optimistic DEC) drives "
                       "exploration. In this work, we introduce an improved model-free DEC, called Dig-DEC, that removes "
                       "the optimism of optimistic DEC.") == "Dig-DEC"


def test_models_and_data_sets_many_papers_use_are_no_names_and_versus_alone_compares_nothing():
    question = ("Where inside CLIP's vision encoder does Dyslexify locate the components that pass typographic text to "
                "the class token, and what does this gain on a typographic ImageNet-100 variant versus cost on standard "
                "ImageNet-100?")
    assert names_in(question) == []
    assert not analyse(question).compare  # a gain versus a cost, not two papers
    assert analyse("TokUR vs G-NLL: which estimates uncertainty better on CIFAR-10?").compare
    assert names_in("Did GPT-5 beat GPT-4o on ImageNet-100?") == ["GPT-5", "GPT-4o"]  # a model's version is a name
    # two models a paper evaluates are no two papers, when the corpus's papers named are known
    question = "How accurate are GPT-5 and Claude-4-Sonnet on ambivalent decisions in CLASH?"
    assert analyse(question).compare and not analyse(question, known=lambda text: ["CLASH"]).compare
    assert analyse("How do PoRT and DRAGON differ?", known=lambda text: ["DRAGON"]).compare


def test_a_follow_ups_context_finds_the_paper_but_is_not_what_is_asked():
    from rag.question import analyse

    q = analyse('What fix do they propose? (about the paper "Quantitative Bounds for Length Generalization")')
    assert [p.text for p in q.parts] == ["What fix do they propose"]  # the title's "Bounds" is not a condition asked
    assert q.parts[0].focus == "method"
    assert analyse("Which pretrained time-series model adapts to generative tasks?").looks_for_paper


def test_a_named_paper_and_one_described_are_each_searched_for():
    assert described("How do SeekBench and the speculative decoding benchmark for test-time scaling differ in what "
                     "they evaluate?") == ["", "the speculative decoding benchmark for test-time scaling"]
    assert described("How does Seesaw differ from a cosine schedule?") == []  # one paper and a baseline
    assert described("How do the two papers on unlearning differ?") == []  # no name: both found by relevance


def test_a_spelled_out_name_is_named_by_its_acronym():
    assert method_name("We propose LoRA-Gated Contrastive Decoding (LGCD), a training-free framework.") == "LGCD"
    assert method_name("We present ComVo, a vocoder (CV) for speech.") == "ComVo"  # the acronym is not its own


def test_a_preamble_is_not_a_part_and_what_is_asked_keeps_its_words():
    from rag.question import head_of
    from rag.text import content_words

    q = analyse("According to the theory paper on two-layer convolutional autoencoders, why do anomalies get larger "
                "reconstruction errors than normal data?")
    assert len(q.parts) == 1 and q.parts[0].focus == "motivation" and q.one_described
    assert [p.text for p in analyse("In RL's Razor, how is forgetting measured and why is RL better?").parts] == \
        ["In RL's Razor, how is forgetting measured", "why is RL better"]
    assert len(analyse("KV cache eviction: what is evicted, and how do these methods decide?").parts) == 2
    assert head_of("how many dialogues does it contain") == content_words("dialogues")
    assert head_of("What does APPLE train jointly") == set()
    assert head_of("What are the two insights from Birch SGD") == content_words("insights")
    assert analyse("What are the two challenges DR-IRL addresses?").parts[0].focus == "motivation"
    assert analyse("Which baselines does ULEE beat?").parts[0].focus == "result"
    assert not analyse("Which neuro-symbolic solver formalizes geometry problems?").one_described


def test_a_comparison_inside_the_one_work_a_question_opens_with_is_not_of_two_papers():
    q = analyse("In the study of Muon on imbalanced data, how does spectral gradient descent learn differently from "
                "plain gradient descent?")
    assert q.one_described and not q.compare
    assert analyse("How does spectral gradient descent learn differently from plain gradient descent?").compare
    assert analyse("What is found in the study on Muon and imbalanced data?").one_described
    # a question about two works keeps both
    assert analyse("How does the Muon paper differ from the Shampoo paper in what it proves?").compare


def test_two_papers_called_by_their_titles_words_are_each_searched_for():
    assert described("How do Spherical Watermark and Guidance Watermarking differ in where they put the watermark?") \
        == ["", "Spherical Watermark", "Guidance Watermarking"]
    assert described("Compare SpecBranch with Speculative Speculative Decoding: how does each break it?") == \
        ["", "SpecBranch", "Speculative Speculative Decoding"]
    assert described("How do ThinKV and LookaheadKV differ?") == []  # names: found by name


def test_a_name_written_in_latex_is_named_as_a_reader_sees_it():
    assert short_name("$\\mu$LO: Compute-Efficient Meta-Generalization of Learned Optimizers") == "μLO"


def test_latex_symbols_read_as_symbols_and_nothing_that_carries_meaning_is_dropped():
    assert plain(r"with \underline{\textbf{L}}azy learning and $\nabla$-Reasoner") == "with Lazy learning and ∇-Reasoner"
    assert plain(r"multiplies it by 1/\sqrt2 when \eta_u \ne \eta_l") == "multiplies it by 1/√2 when η_u ≠ η_l"
    assert plain(r"\left( x \le y \right)") == "( x ≤ y )"  # "\le" of "\left" is no "≤"; "\left(" is "("
    assert plain(r"the regret bound $\tilde{O}_T(\sqrt{T})$ of $\hat{\theta}$") == "the regret bound Õ_T(√T) of θ̂"
    assert plain(r"When $I\ll U$, and $a \gg b$") == "When I≪ U, and a ≫ b"
    # operator names are words apart from what they follow; the corpus's commonest leftover commands are symbols
    assert plain(r"amplifies the policy along the learned $\Delta\log p$ direction") == \
        "amplifies the policy along the learned Δ log p direction"
    assert plain(r"in $O(n\log n)$ time with $x \in \mathbb{R}^d$ and $\Omega(\sqrt{T})$ regret") == \
        "in O(n log n) time with x ∈ R^d and Ω(√T) regret"
    # text-mode symbols and a paper's macro for its own name, from real abstracts
    assert plain(r"at least 50\texttimes{} speed-up") == "at least 50× speed-up"
    assert plain(r"we introduce $\textit{Compositional-ARC}\textemdash{}$a dataset") == \
        "we introduce Compositional-ARC—a dataset"
    assert plain(r"under the \text{Kurdyka--\L{}ojasiewicz} framework") == "under the Kurdyka–Łojasiewicz framework"
    assert plain(r"We propose a novel framework, named \ours{}, that captures three key stages") == \
        "We propose a novel framework that captures three key stages"
    assert plain(r"we introduce the Latent Denoising Tokenizer (\method), a simple tokenizer") == \
        "we introduce the Latent Denoising Tokenizer, a simple tokenizer"
    assert plain(r"We introduce \GRACE{} (Generative Representation Learning via Contrastive Policy Optimization)") == \
        "We introduce GRACE (Generative Representation Learning via Contrastive Policy Optimization)"
    assert plain(r"a framework named Def\textbf{E}nder (\detectorname). \detectorname comprises two components. Our "
                 r"\detectorname surpasses 8 SOTA detectors.") == \
        "a framework named DefEnder. The method comprises two components. Our method surpasses 8 SOTA detectors."
    # a macro of the paper's own, in parentheses after its name, is that name; a symbol's is not
    assert plain(r"we introduce \textbf{I}CL \textbf{A}ctivation \textbf{A}lignment (\act), a self-distillation "
                 r"technique. Performing \act as a priming step helps.") == \
        "we introduce ICL Activation Alignment (IAA), a self-distillation technique. Performing IAA as a priming step helps."
    assert plain(r"we propose Controllable Video Networks (\ourmes) to disentangle concepts") == \
        "we propose Controllable Video Networks to disentangle concepts"
    assert plain(r"with Step (\eta) and Rate (\vartheta)") == "with Step (η) and Rate (ϑ)"


def test_a_when_clause_does_not_decide_what_is_asked():
    from rag.question import focus_of

    assert focus_of("What fix do they propose when it fails") == "method"  # not "why it fails"
    assert focus_of("When does it fail") == "condition"
    assert focus_of("How far up in model size did they test it") == "result"  # an extent, not how it works
    assert focus_of("How little labeled preference data does SSPO need") == "result"  # an amount
    assert focus_of("Why does it fail when data is scarce") == "motivation"
    # a reason is asked, whatever words follow ("score" would otherwise ask for results)
    assert focus_of("Why is a single image-caption similarity score not enough to detect caption errors") == "motivation"
    assert focus_of("Which errors does the condition-guided decoder fix") != "condition"  # a name, no condition


def test_why_asks_for_a_reason_and_a_limitation_for_a_shortcoming():
    from rag.question import focus_of

    assert focus_of("Why is p-less sampling called hyperparameter-free") == "motivation"  # not "what is it called"
    assert focus_of("What is the method called") == "name"
    assert focus_of("What limitation of graph neural networks does MILPnet get around") == "motivation"
    assert focus_of("What limits its stepsize") == "condition"
    assert focus_of("What problems of existing video matting methods does it address") == "motivation"
    assert focus_of("What mismatch arises when applying RL to reachability problems") == "motivation"  # a problem
    # the problem with an assumption, not the assumption's conditions
    assert focus_of("What is the problem with assuming text features always help image clustering") == "motivation"
    assert focus_of("What's the main drawback of relying on CLIP features") == "motivation"
    assert focus_of("What does the guarantee assume") == "condition"
    # a cause asked in other words than "why"
    assert focus_of("What do the authors of Stable Video Infinity say is the real cause of drift in long videos") == \
        "motivation"
    assert focus_of("What is the root cause of reward hacking") == "motivation"
    assert focus_of("What is the cause-effect benchmark called") != "motivation"
    # what a method adds, not how much it gains
    assert focus_of("What extra components improve it") == "method"
    assert focus_of("Is there an analysis showing that the mismatch between tasks determines the error") != "motivation"
    assert focus_of("Which assumption behind scenario generation does the paper question") == "motivation"  # others'
    assert focus_of("Which work solves PDEs by solving small local problems") != "motivation"  # what is solved


def test_a_capitalized_word_before_an_acronym_is_part_of_its_name():
    assert names_in("What weakness of Group DRO does the paper on hierarchical ambiguity sets address?") == ["Group DRO"]
    assert names_in("In LiteGuard, what is verified?") == ["LiteGuard"]  # the sentence's first word is no qualifier


def test_a_name_may_end_in_plus_signs():
    assert method_name("Building on these insights, we propose \\emph{OGD+}, which projects the gradient.") == "OGD+"
    assert names_in("What is the difference between OGD+ and OPGD?") == ["OGD+", "OPGD"]


def test_what_the_user_sets_aside_is_not_what_is_asked():
    [part] = analyse("Which benchmarks or models does it evaluate on besides Qwen3?").parts
    assert "qwen3" not in part.words and {"benchmark", "evalu"} & part.words


def test_which_works_best_and_why_asks_two_things():
    parts = analyse("In the study of LLMs for graph inference, which interaction mode works best and why?").parts
    assert [p.focus for p in parts] == ["result", "motivation"] and "works best" in parts[1].text


def test_a_quoted_title_with_a_question_mark_stays_in_one_sentence():
    text = "The paper “Can Transformers Really Do It All? On Inductive Biases” proposes a method. It replaces GeLUs."
    assert split_sentences(text) == ["The paper “Can Transformers Really Do It All? On Inductive Biases” proposes a method.",
                                     "It replaces GeLUs."]
    # a quote opened in one style and closed in another ("“batch ramp''") does not join the sentences after it
    assert len(split_sentences("A “batch ramp'' helps. While for SGD it is simple, Adam is not. Seesaw fixes it.")) == 3


def test_a_structured_abstracts_part_labels_and_closing_marks_end_sentences_but_are_none():
    text = ("The answer may be key for pushing AI beyond scaling. **Method.** We present a method. **Findings.** "
            "On toy tasks, we find gains. \\textit{We reveal a 34.2% drop.}\nTo address this, we propose X.")
    assert split_sentences(text) == ["The answer may be key for pushing AI beyond scaling.", "We present a method.",
                                     "On toy tasks, we find gains.", "\\textit{We reveal a 34.2% drop.}",
                                     "To address this, we propose X."]
    assert split_sentences("**Feroma** builds profiles. **First**, we cache states.") == \
        ["**Feroma** builds profiles.", "**First**, we cache states."]


def test_a_verb_after_what_asks_what_does_it_not_for_a_paper():
    assert not analyse("What dominates model shortcomings on Neural-MedBench, according to its error analysis?"
                       ).looks_for_paper
    assert analyse("What models handle long context best?").looks_for_paper


def test_what_each_does_belongs_to_the_list_asked_and_how_models_do_asks_for_results():
    from rag.question import focus_of

    assert split_parts("What are the three components of the framework, and what does each do?") == [
        "What are the three components of the framework, and what does each do"]
    assert focus_of("How do current models do on it") == "result"
    assert focus_of("How does it work") == "method"


def test_a_titles_acronym_in_parentheses_is_its_name_and_tex_quotes_and_arrows_read_plainly():
    title = "Householder-Diagonalized Linear Attention (HDLA): Utilizing Enhanced Decay Mechanism for Efficient Sequence Modeling"
    assert short_name(title, "We propose the HDLA linear attention mechanism.") == "HDLA"
    assert plain(r"includes `hard' action recognition") == "includes ‘hard’ action recognition"
    assert plain(r"(VBench: $0.87\uparrow$ and $0.79\downarrow$)") == "(VBench: 0.87↑ and 0.79↓)"


def test_a_method_proposed_after_a_comma_and_is_its_name_and_why_it_helps_asks_what_it_does():
    from rag.question import focus_of

    abstract = ("Previous scheduling strategies are hardcoded. To address this, we reframe scene reconstruction from the "
                "perspective of signal structure recovery, and propose SIG, a novel scheduler that synchronizes image "
                "supervision with Gaussian frequencies. Furthermore, we introduce Sphere-Constrained Gaussians, which "
                "control Gaussian optimization.")
    assert short_name("Signal Structure-Aware Gaussian Splatting for Large-Scale Scene Reconstruction", abstract) == "SIG"
    assert focus_of("why do they help privacy audits of trained LLMs") == "method"
    assert focus_of("why do they fail on long inputs") == "motivation"


def test_when_is_asks_for_a_condition_and_a_preamble_names_the_setting_not_what_is_asked():
    """"For Gaussian mean estimation from coarse data, when is the mean identifiable under convex partitions?": the
    condition asked is identifiability's; the preamble's words are what every sentence of the paper shares."""
    from rag.question import focus_of

    assert focus_of("When is the mean identifiable under convex partitions?") == "condition"
    [part] = analyse("For Gaussian mean estimation from coarse data, when is the mean identifiable under convex "
                     "partitions?").parts
    assert part.focus == "condition" and not {"gaussian", "coars"} & part.words and {"identifi", "convex"} <= part.words
    [part] = analyse("In GRPO, what does it do?").parts  # too little asked without it
    assert "grpo" in part.words


def test_a_title_dash_names_as_a_colon_does_and_an_inline_numbered_list_is_one_sentence():
    assert short_name("NEO — No-Optimization Test-Time Adaptation through Latent Re-Centering") == "NEO"
    assert short_name("When Shift Happens - Confounding Is to Blame") is None  # a phrase, not a name
    reply = ("MASS's three optimization stages are: 1. Block-level prompt optimization, 2. Workflow topology "
             "optimization, and 3. Workflow-level prompt optimization [1]. It then outperforms baselines [1].")
    assert len(split_sentences(reply)) == 2
    assert split_sentences("We set k to 1, 2, and 3. We find that it works.") == \
        ["We set k to 1, 2, and 3.", "We find that it works."]


def test_a_name_two_papers_own_is_the_one_that_says_what_else_is_asked():
    from rag.retrieve import _saying_most
    from rag.types import Hit

    merging = Hit(paper_id="a", title="MASS: MoErging through Adaptive Subspace Selection", score=1.0, chunks=[],
                  abstract="MASS stores only the most salient singular components for each task and merges them.")
    agents = Hit(paper_id="b", title="Multi-Agent Design: Optimizing Agents with Better Prompts and Topologies",
                 score=0.5, chunks=[], abstract="We propose Multi-Agent System Search (MASS), a MAS optimization "
                 "framework that interleaves its optimization stages over three stages.")
    words = content_words("What are MASS's three optimization stages?") - content_words("MASS")
    assert _saying_most([merging, agents], words) is agents
    assert _saying_most([merging, agents], set()) is merging  # nothing else asked: the first


def test_a_name_and_a_paper_called_by_its_hyphenated_topic_both_doing_something_are_two_papers():
    assert described("TCPE and the tracing-and-reversing paper both deal with knowledge editing. How do their goals "
                     "differ?") == ["", "the tracing-and-reversing paper"]
    assert described("TCPE and the paper both deal with knowledge editing. How do they differ?") == []  # nothing said of it


def test_a_follow_up_on_a_paper_whose_title_holds_quotes_is_a_follow_up():
    from rag.question import CONTEXT, on_last_paper

    q = 'Does it help when the stated reward is wrong? (about the paper "A Simple "Motivation" Can Enhance RL")'
    assert on_last_paper(q) and analyse(q).follow_up
    assert CONTEXT.sub("", q) == "Does it help when the stated reward is wrong?"


def test_two_things_compared_by_their_words_are_each_searched_for():
    assert described("Compare Gumbel Distillation and the polychromic objective: what problem does each solve?") == \
        ["", "Gumbel Distillation", "the polychromic objective"]
    assert [p.focus for p in analyse("What are the two problems SimpleGVR fixes in video generation?").parts] == \
        ["motivation"]


def test_a_user_looking_for_a_paper_says_so_in_a_statement_too():
    assert analyse("I'm looking for a pretrained time-series model that uses attention in the frequency domain.").looks_for_paper
    assert analyse("I need a paper on video token pruning").looks_for_paper
    assert not analyse("What is the looking glass in this paper?").looks_for_paper


def test_when_asks_for_conditions_and_which_paper_is_not_what_is_asked():
    q = analyse("When can training on less data beat training on all of it, according to the theory of data curation "
                "paper?")
    assert [p.text for p in q.parts] == ["When can training on less data beat training on all of it"]
    assert q.parts[0].focus == "condition"  # not a result, though "beat" says one
    assert "curation" not in q.parts[0].words
    assert [p.text for p in analyse("What datasets does it use in the paper?").parts] == ["What datasets does it use"]


def test_a_title_opening_with_a_phrase_is_named_by_its_method():
    muddit = ("We introduce Muddit, a unified discrete diffusion transformer that enables fast and parallel generation "
              "across both text and image modalities. Empirical results show that Muddit achieves competitive quality.")
    title = "Beyond Text-to-Image: Liberating Generation with a Unified Discrete Diffusion Model"
    assert short_name(title, muddit) == "Muddit"  # not "Beyond Text-to-Image", a phrase
    assert short_name("Rethinking JEPA: Compute-Efficient Video SSL", "We study JEPA.") == "Rethinking JEPA"  # no other


def test_what_makes_something_hard_asks_for_the_problem():
    from rag.question import focus_of

    assert focus_of("What makes RL for discrete diffusion models hard") == "motivation"
    assert focus_of("What makes it fast") != "motivation"
    assert plain('marked as ``winner" or ``loser".') == "marked as “winner” or “loser”."


def test_a_name_used_as_a_style_is_the_name():
    assert names_in("Why are AdaLoRA-style importance scores unreliable?") == ["AdaLoRA"]
    assert names_in("Do GPT-4o-like judges and LLM-based graders agree?") == ["GPT-4o"]


def test_a_name_introduced_after_an_adverb_is_the_papers_name():
    abstract = ("To this end, we meticulously design IDEA, a universal dual-stage optimization framework grounded in a "
                "prototypical graph representation space.")
    assert method_name(abstract) == "IDEA"
    assert method_name("We firstly present AudioMCQ, a comprehensive audio multiple-choice question dataset.") == \
        "AudioMCQ"


def test_how_a_method_did_asks_how_well_and_how_they_did_it_asks_how():
    from rag.question import focus_of

    assert focus_of("how did it do in live ones") == "result"
    assert focus_of("How does CoMind fare against human competitors?") == "result"
    assert focus_of("How did they do it?") == "method"
    assert focus_of("Is there an analysis showing that the mismatch determines the error?") == "what"
