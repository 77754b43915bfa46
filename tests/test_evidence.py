"""Evidence selection on the real seed abstracts: which papers a question is about, which whole sentences answer
each part, and the LLM calls that write the answer (one per part; one per part and paper for a comparison)."""

from __future__ import annotations

import pytest
from conftest import seeded_assistant

from rag.citations import number_sources
from rag.evidence import _with_antecedents, choose, plan, releases, role, roles_of
from rag.extractive import extractive_answer
from rag.question import analyse
from rag.text import content_words, intro_index, method_name, plain, split_sentences
from rag.types import Hit
from rag.write import calls

LG, ASE = "TFC25ZT9nI", "PsB6Lynznk"


@pytest.fixture(scope="module")
def seeded(tmp_path_factory, embedder):
    return seeded_assistant(tmp_path_factory.mktemp("evidence"), embedder)


def chosen_for(assistant, title: str, abstract: str, question: str, names: tuple[str, ...] = ()):
    """The plan for one abstract given inline (a paper the seed corpus does not hold), its evidence chosen. `names`: the
    names the corpus's name finder would find in the question."""
    sources = number_sources([Hit(paper_id="x", title=title, score=1.0, chunks=[], abstract=abstract)])
    q = analyse(question, (lambda text: list(names)) if names else None)
    chosen = plan(sources, q, assistant.settings.answer.related_margin)
    choose(chosen, assistant.scorer, assistant.embedder.encode([p.text for p in q.parts]),
           assistant.embedder.encode([question])[0], assistant.settings.answer)
    return chosen


def _targets(question, margin: float, *papers: tuple[str, str]) -> list[str]:
    """The ids ("a", "b", …) of the papers a question is about, of papers (title, abstract) given inline, most
    relevant first."""
    sources = number_sources([Hit(paper_id=chr(97 + i), title=t, score=1.0 - i / 10, chunks=[], abstract=a)
                              for i, (t, a) in enumerate(papers)])
    return [t.paper.paper_id for t in plan(sources, question, margin).targets]


def evidence_for(assistant, title: str, abstract: str, question: str) -> list[str]:
    """The evidence chosen from one abstract given inline."""
    return chosen_for(assistant, title, abstract, question).targets[0].evidence


def assert_reads(assistant, title: str, abstract: str, question: str, *openings: str) -> None:
    """The evidence chosen from one abstract given inline holds a sentence opening with each of `openings`."""
    got = evidence_for(assistant, title, abstract, question)
    for opening in openings:
        assert any(s.startswith(opening) for s in got), (opening, got)


def assert_chosen(assistant, title: str, abstract: str, question: str, reads: tuple[str, ...] = (),
                  skips: tuple[str, ...] = ()) -> None:
    """The evidence chosen from one abstract given inline holds a sentence opening with each of `reads` and none
    opening with any of `skips`."""
    got = evidence_for(assistant, title, abstract, question)
    for opening in reads:
        assert any(s.startswith(opening) for s in got), (opening, got)
    assert not any(s.startswith(opening) for s in got for opening in skips), (skips, got)


def assert_skips(assistant, title: str, abstract: str, question: str, *openings: str) -> None:
    """The evidence chosen from one abstract given inline holds no sentence opening with any of `openings`."""
    got = evidence_for(assistant, title, abstract, question)
    assert not any(s.startswith(opening) for s in got for opening in openings), (openings, got)


def follow_up_evidence(assistant, title: str, abstract: str, question: str, read: list[str]) -> list[str]:
    """The evidence chosen from one abstract given inline for a follow-up on it, after an answer that gave `read`."""
    sources = number_sources([Hit(paper_id="x", title=title, score=1.0, chunks=[], abstract=abstract)])
    question = f'{question} (about the paper "{title}")'
    q = analyse(question)
    q.follow_up, q.before = True, frozenset(read)
    chosen = plan(sources, q, assistant.settings.answer.related_margin)
    choose(chosen, assistant.scorer, assistant.embedder.encode([p.text for p in q.parts]),
           assistant.embedder.encode([question])[0], assistant.settings.answer)
    return chosen.targets[0].evidence


def planned(assistant, question: str, k: int = 5):
    q = analyse(question)
    found = assistant.retriever.add_named(assistant.search(question, k=k), q.names, question)
    found, described = assistant.retriever.add_described(found, q.described)
    sources = number_sources(found)
    chosen = plan(sources, q, assistant.settings.answer.related_margin, described)
    choose(chosen, assistant.scorer, assistant.embedder.encode([p.text for p in q.parts]),
           assistant.embedder.encode([question])[0], assistant.settings.answer)
    return chosen


def written(assistant, chosen, *replies: str, cfg=None, asked: list[int] | None = None):
    """The answer write_answer makes of these replies (the last one repeated for any further part), with an LLM that
    writes them and counts how many parts it was asked (`asked`)."""
    from rag.llms import LoadedLLM
    from rag.write import write_answer

    class Replying(LoadedLLM):
        def write_many(self, batches, timings, started, max_tokens=None, heads=(), grammars=()):
            if asked is not None:
                asked.append(len(batches))
            return [replies[min(i, len(replies) - 1)] for i in range(len(batches))]
            yield  # a generator, like the real one

    run = write_answer(Replying(None, None, "X", 64, continues=True), chosen, assistant.scorer,
                       cfg or assistant.settings.answer, {}, 0.0)
    try:
        while True:
            next(run)
    except StopIteration as done:
        return done.value


def test_sentence_roles_on_a_real_abstract(seeded):
    [src] = number_sources([h for h in seeded.search("LiteGuard fingerprinting", k=5) if h.paper_id == LG])
    roles = [role(s, i, "LiteGuard") for i, s in enumerate(src.sentences)]
    assert roles[0] == "background"  # "Task-agnostic model fingerprinting has recently gained increasing attention"
    assert roles[src.sentences.index(next(s for s in src.sentences if s.startswith("In this paper, we propose")))] == "method"
    assert roles[-1] == "result"  # "Extensive experiments across five representative tasks show ..."


def test_each_part_gets_the_sentence_that_answers_it_and_no_background(seeded):
    chosen = planned(seeded, "What are the two key innovations of LiteGuard, and on how many tasks was it evaluated?")
    assert [t.paper.paper_id for t in chosen.targets] == [LG] and chosen.others == []  # named: that paper only
    innovations, tasks = chosen.parts
    assert any("(i) a checkpoint-based model set augmentation" in s for s in innovations.sentences[chosen.targets[0].n])
    assert any("five representative tasks" in s for s in tasks.sentences[chosen.targets[0].n])
    assert not any(s.startswith("Task-agnostic model fingerprinting has recently") for s in chosen.targets[0].evidence)


def test_the_extractive_answer_reads_only_the_paper_asked_about(seeded):
    chosen = planned(seeded, "How does LiteGuard reduce overfitting of its verifier?")
    answer = extractive_answer(chosen.used)
    assert [c.paper_id for c in answer.citations] == [LG]
    assert "local verifier" in answer.text and "recently gained increasing attention" not in answer.text


def test_a_comparison_is_written_paper_by_paper(seeded):
    chosen = planned(seeded, "How do LiteGuard and ASEntmax differ in what they learn, and which of them is evaluated "
                             "on five tasks?")
    assert {t.paper.paper_id for t in chosen.targets} == {LG, ASE}
    written = calls(chosen)
    per_paper = [c for c in written if c.part.startswith("How do")]
    assert len(per_paper) == 2 and all(len(c.sources) == 1 for c in per_paper)
    assert {c.sources[0].paper.paper_id for c in per_paper} == {LG, ASE}
    assert all('Begin with "' in c.question and "only." in c.question for c in per_paper)
    [choosing] = [c for c in written if c.part.startswith("which of them")]
    assert len(choosing.sources) == 2  # "which of them" needs both papers in one call


def test_a_question_looking_for_a_paper_asks_what_it_proposes_and_quotes_the_rest(seeded):
    chosen = planned(seeded, "Is there a paper that makes task-agnostic model fingerprinting cheaper?")
    [call] = calls(chosen)
    assert call.question.startswith("What does LiteGuard propose?") and 'Begin with "LiteGuard"' in call.question
    assert "One or two sentences" in call.question  # how it works and what it shows: quoted, not rewritten
    [whole] = calls(chosen, quote_rest=False)
    assert whole.question.startswith("What does LiteGuard propose, how does it work, and what does it show?")
    checked = written(seeded, chosen, " proposes an efficient task-agnostic fingerprinting framework [1].")
    assert "LiteGuard" in checked.text.split(". [1]")[0]  # named in the first sentence
    assert "lightweight local verifier" in checked.text  # how it works, quoted from its evidence


def test_a_sentence_about_earlier_work_is_background():
    assert role("de Bortoli et al. (2022) introduced Riemannian diffusion models and proved a bound.", 4) == "background"
    assert role("Prior work (Huang, 2024) showed that transformers eventually generalize.", 3) == "background"
    assert role("We extend the bound of Huang et al. (2024) to two-layer transformers.", 3) != "background"


def test_compared_with_a_baseline_is_not_a_comparison_of_two_papers(seeded):
    chosen = planned(seeded, "How much cheaper is LiteGuard compared with MetaV, and what does it add?")
    assert [s.paper.paper_id for s in chosen.targets] == [LG]


def test_two_papers_described_not_named_are_each_found_by_their_description(seeded):
    chosen = planned(seeded, "Two papers study memorization in learning: one shows that memorizing rare long-tail "
                             "examples helps a model generalize through composition, the other first has an LLM learn "
                             "facts by rote and then generalizes over them. How does each make its case?", k=3)
    assert [t.paper.paper_id for t in chosen.targets] == ["UBoCMU5iYV", "JpEZIM0qAZ"]
    assert len([c for c in calls(chosen)]) == 2  # written paper by paper


def test_an_answer_speaks_about_the_paper_not_as_its_authors():
    from rag.write import third_person

    assert third_person("Our analysis holds under two assumptions [1]. We prove a bound [1].") == \
        "Their analysis holds under two assumptions [1]. The authors prove a bound [1]."
    assert third_person("In this paper, we propose LiteGuard.") == "The authors propose LiteGuard."
    assert third_person("Wealth grows. Ours is not a sentence start.") == "Wealth grows. Ours is not a sentence start."


def test_a_generic_acronym_is_no_papers_name():
    from rag.text import method_name, short_name

    assert method_name("We introduce LLM fingerprinting via semantically conditioned watermarks.") is None
    assert short_name("LLM: a title with a generic head", "") is None


def test_a_capitalised_word_the_abstract_introduces_as_its_method_is_its_name():
    from rag.text import method_name

    assert method_name("Building on this, we introduce **Prophet**, a training-free fast decoding paradigm.") == "Prophet"
    assert method_name("We present Kaleido—a family of generative models.") == "Kaleido"
    assert method_name("We introduce Bayesian priors over the weights.") is None  # a word, not set off as a name


def test_a_dataset_added_after_the_papers_own_unnamed_work_does_not_name_the_paper():
    from rag.text import method_name

    assert method_name("In this paper, we propose a novel approach that uses genre signals. Experiments show gains. "
                       "We introduce MovieChat-SSeg, extending MovieChat-1K with annotated scene boundaries.") is None
    assert method_name("Specifically, we introduce TransCoder-based Precise Editing (TCPE), a novel method. "
                       "Furthermore, we present KECode, a new evaluation benchmark for code translation.") == "TCPE"
    # an acronym inside what the work does ("a framework that jointly trains Bradley-Terry (BT) …") is not its name
    assert method_name("We propose a unified reward modeling framework that jointly trains Bradley-Terry (BT) reward "
                       "functions.") is None
    assert method_name("We propose that performing an additional backward step and Monte-Carlo sampling (ABMS) can "
                       "help.") == "ABMS"
    # a benchmark paper: its benchmark is its name
    assert method_name("In this paper, we introduce a benchmark to evaluate deep research. Based on this, we propose "
                       "a benchmark LiveDRBench with 100 tasks.") == "LiveDRBench"


def test_the_name_is_what_the_abstract_presents_and_goes_on_using():
    from rag.text import method_name

    # "we <do something> and present X": the verb after "and" (not the training recipe introduced later)
    geometry = ("In this work, we make the first attempt to build a medalist-level LLM agent for geometry and present "
                "InternGeometry. InternGeometry overcomes the heuristic limitations. To further accelerate learning, we "
                "introduce Complexity-Boosting Reinforcement Learning (CBRL). InternGeometry solves 44 of 50 problems.")
    assert method_name(geometry) == "InternGeometry"
    # a metric introduced once, then a method the abstract keeps naming
    denoising = ("We conduct an analysis and propose an effective metric, the Integrated Gradient (IG) score, to detect "
                 "noise. Building on this, we propose Context Denoising Training (CDT), a training strategy. Experiments "
                 "demonstrate the superiority of CDT. When trained with CDT, an 8B model matches GPT-4o.")
    assert method_name(denoising) == "CDT"
    # a component named first, the model the abstract calls "our proposed model" and names more often after it
    scale = ("First, we investigate architectures. This finding leads to our proposed model, ScaleZero. Second, we "
             "introduce an online Dynamic Parameter Scaling (DPS) strategy. We show that ScaleZero performs on par "
             "with single-task agents. With the DPS strategy, it stays competitive. ScaleZero is promising.")
    assert method_name(scale) == "ScaleZero"
    # "we address this limitation by introducing X": introduced all the same
    assert method_name("Sampling strategies still struggle. We address this limitation by introducing STARS (STiefel-"
                       "based Activation Steering for Diverse ReaSoning), a training-free method. STARS steers.") == "STARS"
    # the task a paper studies is not its method; "called X for Y (Z)" names Z; "DRO with … (GAS-DRO)" names GAS-DRO
    assert method_name("We propose a formal characterization of the deep research (DR) task. We propose a benchmark "
                       "LiveDRBench with 100 tasks.") == "LiveDRBench"
    assert method_name("We introduce a dynamic learning-to-rank (LTR) algorithm called Matching for Retention (MRet). "
                       "MRet adapts. MRet achieves higher retention.") == "MRet"
    assert method_name("We propose DRO with Generative Ambiguity Set (GAS-DRO), a tractable algorithm.") == "GAS-DRO"
    # a capitalised word inside a longer term is no name ("which we call weighted LogSumExp softmax policies")
    assert method_name("The algorithm runs with a new class of policies, which we call weighted LogSumExp softmax "
                       "policies.") is None


def test_what_a_papers_acronym_stands_for_names_it():
    from rag.text import mentions, spelled_out

    abstract = ("Mistake detection in procedural tasks is essential. To address this gap, we propose Action Effect "
                "Modeling (AEM), a unified framework. AEM first identifies the outcome of an action.")
    title = "Procedural Mistake Detection via Action Effect Modeling"
    assert spelled_out(abstract) == "Action Effect Modeling"
    assert spelled_out("Based on it, we introduce the Nash Merging of Experts (NAMEx), a framework.") == \
        "Nash Merging of Experts"
    assert mentions(title, abstract, "action effect modeling") and mentions(title, abstract, "AEM")
    assert not mentions(title, abstract, "Action Effect")
    # one hyphenated word, all of whose parts the acronym's letters begin; not the last words of a longer name
    assert spelled_out("We introduce Reranker-Guided-Search (RGS), a novel approach. RGS is fast.") == \
        "Reranker-Guided-Search"
    assert spelled_out("We propose a new method, Basis-Experts (MoBE), for compression. MoBE compresses.") is None


def test_every_name_a_paper_introduces_for_its_work_is_its_own():
    from rag.text import mentions, method_name

    abstract = ("To study this problem, we introduce VideoSafetyEval - the first benchmark for Video LLM safety. To "
                "address this vulnerability, we propose VideoSafety-R1, a dual-stage framework.")
    title = "From Evaluation to Defense: Advancing Safety in Video Large Language Models"
    assert method_name(abstract) == "VideoSafetyEval"
    assert mentions(title, abstract, "VideoSafety-R1") and not mentions(title, abstract, "Video LLM")


def test_how_a_paper_accomplishes_its_aim_is_its_method():
    from rag.evidence import role

    assert role("We accomplish this by first solving a nonparametric surrogate problem which is guaranteed to "
                "contract towards the feasible set.", 3) == "method"


def test_what_other_methods_do_is_not_read_as_the_problem_a_paper_solves():
    from rag.evidence import _with_antecedents
    from rag.text import content_words
    from rag.types import Hit, Source

    sentences = ["Recent vision-enhancement methods inject all visual tokens indiscriminately.",
                 "To overcome this challenge, we propose AIR.",
                 "Testing many hypotheses is not trivial due to multiple-testing issues.",
                 "To deal with these issues, we propose a correction."]
    src = Source(1, Hit(paper_id="p", title="t", score=0.0, chunks=[]), sentences)
    assert _with_antecedents([1], src, [0, 1, 2, 3], content_words("What does AIR inject?")) == [1]
    assert _with_antecedents([3], src, [0, 1, 2, 3], content_words("How does it deal with multiple testing?")) == [3, 2]


def test_the_sentence_that_defines_an_asked_term_is_read_even_as_background():
    from rag.evidence import _defines_asked
    from rag.text import content_words

    sentence = ("When the feedback is not informative enough, there exists a set of rewards, called the feasible set, "
                "that are equally plausible candidates for the target reward.")
    assert _defines_asked(sentence, content_words("What is the feasible set in reward learning"))
    assert not _defines_asked(sentence, content_words("What does Rob-ReL maximize"))


def test_a_span_of_years_is_no_citation_of_earlier_work():
    from rag.evidence import role

    assert role("Built on InternThinker-32B, InternGeometry solves 44 of 50 IMO geometry problems (2000–2024), "
                "using just 0.004% of the data.", 6, "InternGeometry") == "result"
    assert role("Diffusion models were shown to work (Ho et al., 2020).", 4) == "background"


SEESAW = (
    "Increasing the batch size during training --- a “batch ramp'' --- is a promising strategy to accelerate large "
    "language model pretraining. While for SGD, doubling the batch size can be equivalent to halving the learning "
    "rate, the optimal strategy for adaptive optimizers like Adam is less clear. As a result, any batch-ramp "
    "scheduling, if used at all, is typically tuned heuristically. This work develops a principled framework for "
    "batch-size scheduling and introduces Seesaw: whenever a standard scheduler would halve the learning rate, Seesaw "
    "instead multiplies it by $1/\\sqrt{2}$ and doubles the batch size, preserving loss dynamics while reducing serial "
    "steps. Empirically, on 150M/300M/600M-parameter models trained at Chinchilla scale, Seesaw matches cosine decay "
    "at equal FLOPs while reducing wall-clock time by $\\approx 36\\%$.")


def test_what_comes_before_the_paper_says_what_it_does_is_background_even_when_it_reads_like_a_result(seeded):
    evidence = evidence_for(seeded, "Seesaw: Accelerating Training by Balancing Batch Size and Learning Rate Scheduling",
                            SEESAW, "How is the batch-ramp schedule of Seesaw tuned, and what results does it report?")
    assert not any(s.startswith("As a result, any batch-ramp") for s in evidence)  # "result", but the field's, not theirs
    assert any("36" in s for s in evidence) and any("introduces Seesaw" in s for s in evidence)


def test_a_question_asking_for_one_thing_reads_the_sentences_that_say_it_not_the_whole_abstract(seeded):
    narrow = planned(seeded, "What are the two key innovations of LiteGuard?").targets[0].evidence
    assert any("two key innovations" in s for s in narrow)
    assert not any(s.startswith("Extensive experiments") for s in narrow)  # not asked
    broad = planned(seeded, "What does LiteGuard do?").targets[0].evidence
    assert any(s.startswith("Extensive experiments") for s in broad) and any("two key innovations" in s for s in broad)


DFT_TITLE = "On the Generalization of SFT: A Reinforcement Learning Perspective with Reward Rectification"
DFT = ("In this work, we present a simple yet theoretically motivated improvement to Supervised Fine-Tuning (SFT) for "
       "the Large Language Model (LLM), addressing its limited generalization compared to reinforcement learning (RL). "
       "Through mathematical analysis, we reveal that standard SFT gradients implicitly encode a problematic reward "
       "structure that may severely restrict the generalization capabilities of model compared to RL. To rectify this, "
       "we propose Dynamic Fine-Tuning (DFT), stabilizing gradient updates for each token by dynamically rescaling the "
       "objective function with the probability of this token. With just a single-line change, the method outperforms "
       "standard SFT on multiple difficult benchmarks and base models, from math reasoning to code generation and "
       "multi-modal tasks, demonstrating improved generalization.")


def _dft_evidence(seeded, question: str) -> list[str]:
    return evidence_for(seeded, DFT_TITLE, DFT, question)


def test_a_question_for_a_name_reads_the_sentence_that_gives_it(seeded):
    evidence = _dft_evidence(seeded, f'What is the method they propose called? (about the paper "{DFT_TITLE}")')
    assert len(evidence) == 1 and "we propose Dynamic Fine-Tuning (DFT)" in evidence[0]


def test_a_focused_follow_up_does_not_introduce_its_paper_again(seeded):
    about = f' (about the paper "{DFT_TITLE}")'
    evidence = _dft_evidence(seeded, "How much better than standard SFT is it on benchmarks?" + about)
    assert any("outperforms standard SFT" in s for s in evidence)
    assert not any("we present a simple yet" in s for s in evidence)  # the last answer introduced the paper
    follow_up = chosen_for(seeded, DFT_TITLE, DFT, "How much better than standard SFT is it on benchmarks?" + about)
    assert not follow_up.context  # not even read
    first_turn = chosen_for(seeded, DFT_TITLE, DFT, "How much better than standard SFT is DFT on benchmarks?")
    assert "we present a simple yet" in first_turn.context[1]  # a first question reads what the paper does, to name
    assert not any("we present a simple yet" in s for s in first_turn.targets[0].evidence)  # it, not to say it


def test_a_quoted_enumeration_item_does_not_dangle():
    from rag.write import standalone

    assert standalone("Second, we present the first general algorithm.") == "We present the first general algorithm."
    assert standalone("Second, we present it.", follows=True) == "Second, we present it."  # its "First," is quoted
    assert standalone("Motivated by these findings, we propose X.") == "We propose X."


def test_an_outlook_is_never_evidence_but_a_finding_is():
    for outlook in ("We hope this benchmark spurs further research on speculative decoding for test-time scaling.",
                    "Overall, we believe that the revealed correlation could inspire future research advancements.",
                    "Our work represents a significant step towards the automated engineering of AI systems.",
                    "These results highlight the critical role of curvature-aware regularization."):
        assert role(outlook, 7) == "outlook"
    assert role("These findings suggest that distribution of training data, rather than algorithmic differences, "
                "plays a central role in forgetting.", 6) not in ("background", "outlook")


def test_the_parts_of_one_paper_are_not_a_comparison_of_two(seeded):
    chosen = planned(seeded, "What are the two key innovations of LiteGuard and what does each do?")
    assert [t.paper.paper_id for t in chosen.targets] == [LG]  # "two" innovations, "each" of them: one paper


def test_a_sentence_that_solves_these_challenges_brings_the_sentence_that_names_them(seeded):
    from rag.evidence import _with_antecedents

    abstract = ("We propose to discover effects from data. However, this is not trivial due to multiple-testing issues "
                "and effects entanglement. To address these challenges, we introduce Neural Effect Search, solving both "
                "issues by stratification. We show it on a real trial.")
    [src] = number_sources([Hit(paper_id="x", title="Exploratory Causal Inference", score=1.0, chunks=[],
                                abstract=abstract)])
    seeded.scorer.prepare([src])
    asked = analyse("How does it deal with multiple testing?").parts[0].words
    assert sorted(_with_antecedents([2, 3], src, [0, 1, 2, 3], asked)) == [1, 2, 3]
    assert _with_antecedents([2, 3], src, [0, 1, 2, 3], analyse("Where was it shown?").parts[0].words) == [2, 3]
    assert _with_antecedents([3], src, [0, 1, 2, 3], asked) == [3]  # nothing points back


def test_a_paper_the_question_describes_is_the_only_one_read(seeded):
    sources = number_sources([Hit(paper_id=str(i), title=t, score=1.0, chunks=[], abstract=a, relevance=r)
                              for i, (t, a, r) in enumerate([
                                  ("A Benchmark of Speculative Decoding", "We introduce a benchmark. Experiments "
                                   "reveal that simple n-gram methods work best.", 0.95),
                                  ("Guided Speculative Inference", "Our method reduces latency by 28%.", 0.94)])])
    q = analyse("Which kind of speculative decoding works best according to the speculative decoding benchmark paper?")
    chosen = plan(sources, q, seeded.settings.answer.related_margin)
    assert [t.paper.paper_id for t in chosen.targets] == ["0"] and chosen.others == []


def test_a_question_about_a_named_paper_reads_what_answers_it_not_every_sentence_sharing_a_word(seeded):
    narrow = planned(seeded, "What does ASEntmax endow alpha-entmax with?").targets[0].evidence
    assert len(narrow) == 1 and "learnable temperature" in narrow[0]
    broad = planned(seeded, "What does ASEntmax do?").targets[0].evidence  # nothing asked but the paper: what it does
    assert len(broad) > 1 and any("1000" in s for s in broad)


def test_a_method_named_after_termed_is_the_papers_name_and_a_field_acronym_before_a_noun_is_not():
    from rag.text import method_name

    assert method_name("To address these limitations, we propose a novel intervention framework, termed SteerVAD, "
                       "which advances MLLM-based VAD.") == "SteerVAD"
    assert method_name("We propose a novel UQ framework that scales to large models.") is None
    assert method_name("We introduce attention-guided SAM2 prompting for fine-grained masks.") is None
    assert method_name("We present MathForge framework, which synthesizes harder problems.") == "MathForge"


def test_a_name_given_after_our_model_is_the_papers_name_and_a_models_size_is_not_its_methods():
    from rag.text import introduced_names, method_name

    abstract = ("We study the one-to-many mapping problem in SSL. Our model, AdaSSL, applies to both contrastive and "
                "predictive SSL methods.")
    assert method_name(abstract) == "AdaSSL" and introduced_names(abstract) == ["AdaSSL"]
    sized = "We train agents on synthesized trajectories. Our best model, Cyber-Zero-32B, sets a new state of the art."
    assert method_name(sized) is None and introduced_names(sized) == ["Cyber-Zero-32B"]


FISHER = ("Designing efficient optimizers for large language models (LLMs) with low-memory requirements and fast "
          "convergence is an important and challenging problem. This paper makes a step towards the systematic design "
          "of such optimizers through the lens of structured Fisher information matrix (FIM) approximation. We show "
          "that many state-of-the-art efficient optimizers can be viewed as solutions to FIM approximation (under the "
          "Frobenius norm) with specific structural assumptions. Building on these insights, we propose two design "
          "recommendations of practical efficient optimizers for LLMs. We demonstrate how to use each design approach "
          "by deriving new memory-efficient optimizers: Row and Column Scaled SGD (RACS) and Adaptive low-dimensional "
          "subspace estimation (Alice). Notably, Alice achieves better than 2x faster convergence over Adam.")
CAUTIOUS = ("AdamW has been the default optimizer for transformer pretraining. For many years, our community searched "
            "for faster and more stable optimizers with only constrained positive outcomes. In this work, we propose a "
            "\\textbf{single-line modification in Pytorch} to any momentum-based optimizer, which we rename cautious "
            "optimizer, e.g. C-AdamW and C-Lion. Our theoretical result shows that this modification preserves Adam's "
            "Hamiltonian function. In addition, a whole new family of optimizers is revealed by our theoretical insight.")


def test_which_things_reads_the_sentence_that_names_them_not_the_words_that_say_which_paper(seeded):
    title = "Towards Efficient Optimizer Design for LLM via Structured Fisher Approximation with a Low-Rank Extension"
    assert_reads(seeded, title, FISHER, "What two optimizers does the structured Fisher approximation paper derive?",
                 "We demonstrate how to use each design approach")
    got = evidence_for(seeded, "Cautious Optimizers: Improving Training with One Line of Code", CAUTIOUS,
                       "Which optimizers was the cautious optimizers paper applied to?")
    assert got[0].startswith("In this work, we propose"), got


def test_what_a_method_is_derived_from_is_not_its_name():
    from rag.text import method_name

    assert method_name("This paper introduces a practical metric, derived from Neural Tangent Kernel (NTK), for "
                       "estimating the minimum network width.") is None
    assert method_name("We propose Orthogonal Penalized Gradient Descent (OPGD), which augments OGD.") == "OPGD"


def test_a_new_perspective_is_an_outlook_and_scalability_answers_whether_it_scales():
    from rag.evidence import SAME, role
    from rag.text import content_words

    assert role("Viewed more broadly, our findings offer a new perspective on understanding model internals.", 9) == \
        "outlook"
    assert content_words("scalability") <= SAME[next(iter(content_words("scale")))]


def test_what_our_community_did_is_background():
    from rag.evidence import role

    assert role("For many years, our community searched for faster and more stable optimizers.", 1) == "background"
    assert role("Our method searches for faster optimizers.", 1) == "method"


def test_a_size_is_stated_as_a_scale_or_in_words():
    from rag.evidence import _states_size

    assert _states_size("We curate IRGL-300K, a 300K-scale dataset organized into six learning modes.")
    assert _states_size("SwallowMath ($\\approx$2.3 billion tokens) enhances Finemath-4+.")
    assert not _states_size("We achieve 3.4x faster decoding on long prompts.")


def test_a_question_about_a_weakness_reads_the_sentence_that_says_where_it_fails(seeded):
    chosen = planned(seeded, "What weakness of MetaV does LiteGuard address?")
    said = " ".join(chosen.targets[0].evidence)
    assert "overfitting" in said, said


def test_a_title_that_opens_a_clause_is_named_as_the_papers_title(seeded):
    chosen = planned(seeded, "Can Transformers Really Do It All? What does that paper find about inductive biases?")
    assert calls(chosen)[0].begin.startswith("The paper “Can Transformers Really Do It All?")


def test_a_quote_from_a_paper_named_by_its_title_says_in_the_paper():
    from rag.write import in_paper
    assert in_paper("The paper “Can X Do It All? On Y”", "The authors show Z.") == \
        "In the paper “Can X Do It All? On Y”, the authors show Z."


def test_a_part_asked_in_other_words_reads_a_sentence_that_says_it(seeded):
    from rag.evidence import cues_of
    assert [t for t, _ in cues_of("which interaction mode works best", "result")] == ["§best"]
    assert [t for t, _ in cues_of("Why does softmax disperse", "motivation")] == ["§cause"]
    chosen = planned(seeded, "Why can sparse attention avoid dispersion, and what does ASEntmax add to it?")
    assert any("due to their ability to assign exact zeros" in s for s in chosen.parts[0].sentences[chosen.targets[0].n])


MILPNET = (
    "We propose MILPnet, a multi-scale hybrid attention framework that models Mixed Integer Linear Programming (MILP) "
    "problems as geometric sequences rather than graphs. This approach directly addresses the challenge of Foldable "
    "MILP instances, a class of problems that graph-based models, specifically Graph Neural Networks (GNNs), fail to "
    "distinguish due to expressiveness limits imposed by the Weisfeiler-Lehman test. By representing MILPs through "
    "sequences of constraint and objective features, MILPnet captures both local and global geometric structure using "
    "a theoretically grounded multi-scale attention mechanism. We theoretically prove that MILPnet can approximate "
    "feasibility, optimal objective value, and optimal solution mappings over a measurable topological space with "
    "arbitrarily small error. Empirically, MILPnet outperforms graph-based methods by multiple orders of magnitude in "
    "feasibility prediction accuracy and convergence speed on Foldable MILPs, while using significantly fewer parameters.")
FIERYGS = (
    "We consider the problem of synthesizing photorealistic, physically plausible combustion effects in in-the-wild 3D "
    "scenes. Recent scene modeling advances like 3D Gaussian Splatting (3DGS) enable high-fidelity real-world scene "
    "reconstruction, yet lack physical grounding for combustion. To bridge this gap, we propose FieryGS, a "
    "physically-based framework that integrates physically-accurate and user-controllable combustion simulation and "
    "rendering within the 3DGS pipeline, enabling realistic fire synthesis for real scenes. Our approach tightly couples "
    "three key modules: (1) multimodal large-language-model-based physical material reasoning, (2) efficient volumetric "
    "combustion simulation, and (3) a unified renderer for fire and 3DGS. By unifying reconstruction, physical "
    "reasoning, simulation, and rendering, FieryGS removes manual tuning and automatically generates realistic, "
    "controllable fire dynamics consistent with scene geometry and materials. Our framework supports complex combustion "
    "phenomena—including flame propagation, smoke dispersion, and surface carbonization—with precise user control "
    "over fire intensity, airflow, ignition location and other combustion parameters.")



def test_a_limitation_asked_about_is_read_where_the_paper_says_what_its_approach_gets_around(seeded):
    evidence = evidence_for(seeded, "MILPnet: A Multi-Scale Architecture for MILP Problems", MILPNET,
                            "What limitation of graph neural networks on MILP problems does MILPnet get around, and "
                            "how much better is it?")
    assert any(s.startswith("This approach directly addresses") for s in evidence)  # the work's own, not background
    assert any("orders of magnitude" in s for s in evidence)


def test_the_sentence_introducing_the_work_does_not_use_up_a_parts_evidence(seeded):
    evidence = evidence_for(seeded, "FieryGS: In-the-Wild Fire Synthesis with Physics-Integrated Gaussian Splatting",
                            FIERYGS, "How does FieryGS decide what the materials in a 3D scene are before simulating "
                                     "fire, and which fire phenomena can it model?")
    assert any("physical material reasoning" in s for s in evidence) and any("flame propagation" in s for s in evidence)


def test_the_works_own_sentences_contrast_it_with_others_and_a_name_is_a_whole_word():
    assert role("Unlike existing methods, p-less sampling has no hyperparameters and is robust.", 3) != "background"
    # "ENS" is not in "ensuring": an opening sentence on the field stays background
    assert role("As language models become widely deployed, verifying provenance is critical to ensuring trust.", 0,
                "ENS") == "background"


def test_a_why_part_is_not_made_to_open_with_the_methods_name_but_the_answer_still_names_it(seeded):
    chosen = planned(seeded, "Why do existing fingerprinting methods generalize poorly, and how does LiteGuard fix it?")
    first, second = calls(chosen)
    assert first.begin == "" and first.name == "LiteGuard" and "Begin with" not in first.question
    assert second.begin == "" and second.name == ""  # named once, by the first part
    chosen = planned(seeded, "How does LiteGuard reduce overfitting of its verifier?")
    assert calls(chosen)[0].begin == "LiteGuard"


def test_a_sentence_that_only_sets_up_what_is_studied_brings_what_was_found():
    from rag.evidence import _with_findings

    sentences = ["First, we show that the model identifies a discrete latent concept.",
                 "Then, we consider tasks parameterized by a latent numerical concept.",
                 "We discover low-dimensional subspaces whose geometry reflects the parameterization."]
    roles = ["result", "method", "result"]
    assert _with_findings([1], sentences, [0, 1, 2], roles) == [1, 2]
    assert _with_findings([0], sentences, [0, 1, 2], roles) == [0]  # a finding stands on its own


def test_a_reply_that_closes_the_given_name_as_a_sentence_of_its_own_is_read_without_it(seeded):
    chosen = planned(seeded, "How does LiteGuard reduce overfitting of its verifier?")
    # the engine continued "LiteGuard" with " [1]." and then wrote its reply
    checked = written(seeded, chosen, " [1]. It pairs each fingerprint with a lightweight local verifier, which reduces "
                                      "overfitting [1].")
    assert not checked.text.startswith("LiteGuard [1].") and checked.text.startswith("LiteGuard")
    assert "lightweight local verifier" in checked.text and not checked.unsupported


def test_what_a_sentence_announces_is_read_with_it_and_a_promise_of_code_is_no_evidence():
    from rag.evidence import _with_findings

    sentences = ["Video matting is a crucial task, but existing methods face significant limitations.",
                 "They are often domain-specific and rely on the mask of the first frame."]
    assert _with_findings([0], sentences, [0, 1], ["background", "background"]) == [0, 1]
    assert role("The code will be released upon publication.", 7) == "link"
    assert role("We will release the code of the benchmark as a Python package after peer-review.", 5) == "link"
    assert role("We release a family of dyslexic CLIP models which are more robust.", 5) != "link"


def test_a_name_spelled_as_asked_wins_over_one_spelled_alike(seeded):
    alike = Hit(paper_id="a", title="TreeGRPO: Tree-Advantage GRPO for Online RL Post-Training of Diffusion Models",
                score=1.0, chunks=[], abstract="We introduce TreeGRPO, a novel RL framework for diffusion models.")
    asked = Hit(paper_id="b", title="Tree Search for LLM Agent Reinforcement Learning", score=0.9, chunks=[],
                abstract="We propose Tree-based Group Relative Policy Optimization (Tree-GRPO), a grouped agent RL method.")
    q = analyse("How does Tree-GRPO get step-level supervision from outcome rewards?")
    chosen = plan(number_sources([alike, asked]), q, seeded.settings.answer.related_margin)
    assert [t.paper.paper_id for t in chosen.targets] == ["b"]


def test_a_part_the_model_calls_unstated_is_quoted_from_evidence_that_states_it(seeded):
    def answer(question: str):  # the first part answered, the second said to be absent from the abstract
        return written(seeded, planned(seeded, question), " pairs each fingerprint with a lightweight local verifier [1].",
                       "The abstract does not say.")

    checked = answer("How does LiteGuard reduce overfitting, and how does it compare with MetaV in efficiency?")
    assert "MetaV" in checked.text and "does not answer" not in checked.text  # the evidence states it: quoted
    checked = answer("How does LiteGuard reduce overfitting, and which GPU did the authors train it on?")
    assert "does not answer “which GPU" in checked.text  # nothing in the evidence says it


def test_a_later_part_with_one_sentence_of_evidence_is_quoted_without_a_call(seeded):
    from rag.write import calls

    asked: list[int] = []
    chosen = planned(seeded, "How does LiteGuard reduce overfitting, and how does it compare with MetaV in efficiency?")
    assert [sum(len(s.evidence) for s in c.sources) for c in calls(chosen)][1:] == [1]  # the second part: one sentence
    for quote in (True, False):
        cfg = seeded.settings.answer.model_copy(update={"quote_rest": quote})
        checked = written(seeded, chosen, " pairs each fingerprint with a lightweight local verifier [1].", cfg=cfg,
                          asked=asked)
        assert "consistently outperforms MetaV in both generalization performance and computational efficiency" in checked.text
    assert asked == [1, 2]  # quoted, the part costs no call


def test_a_later_part_asking_for_results_is_quoted_from_its_two_result_sentences(seeded):
    """A 1.5B model restating two result sentences is where a figure goes wrong; quoted, they cost no call."""
    from rag.write import calls

    asked: list[int] = []
    chosen = planned(seeded, "How does GTM model time series, and what results does it report?")
    later = calls(chosen)[1]
    assert later.focus == "result" and sum(len(s.evidence) for s in later.sources) == 2
    checked = written(seeded, chosen, " introduces a novel frequency-domain attention mechanism [1].", asked=asked)
    assert asked == [1]  # the first part only
    assert "consistently outperforms SOTA models" in checked.text and "clear scaling behavior" in checked.text


def test_background_that_opens_with_a_bare_pronoun_is_not_read_without_its_antecedent(seeded):
    abstract = (
        "Deep Research (DR) is an emerging agent application that leverages large language models (LLMs) to address "
        "open-ended queries. It requires the integration of several capabilities, including multi-step reasoning, "
        "cross-document synthesis, and the generation of evidence-backed, long-form answers. Evaluating DR remains "
        "challenging because responses are lengthy and diverse, admit many valid solutions, and often depend on dynamic "
        "information sources. We introduce ResearchRubrics, a standardized benchmark for DR built with over 2,800+ "
        "hours of human labor that pairs realistic, domain-diverse prompts with 2,500+ expert-written, fine-grained "
        "rubrics to assess factual grounding, reasoning soundness, and clarity. We also propose a new complexity "
        "framework for categorizing DR tasks along three axes: conceptual breadth, logical nesting, and exploration. "
        "In addition, we develop human and model-based evaluation protocols that measure rubric adherence for DR "
        "agents. We evaluate several state-of-the-art DR systems and find that even leading agents like Gemini's DR "
        "and OpenAI's DR achieve under 68% average compliance with our rubrics, primarily due to missed implicit "
        "context and inadequate reasoning about retrieved information.")
    evidence = evidence_for(seeded, "ResearchRubrics: A Benchmark of Prompts and Rubrics For Deep Research Agents",
                            abstract, "How well do leading deep research agents comply with ResearchRubrics, and why "
                                      "do they fall short?")
    assert not any(s.startswith("It requires") for s in evidence)  # "It" is deep research, not the benchmark
    assert any("68%" in s for s in evidence)


def test_how_a_named_method_does_what_its_title_says_is_answered_by_the_sentences_describing_it(seeded):
    abstract = (
        "Large Language Models (LLMs) have recently emerged as effective surrogate models and candidate generators "
        "within global optimization frameworks for expensive blackbox functions. Despite promising results, LLM-based "
        "methods often struggle in high-dimensional search spaces or when lacking domain-specific priors, leading to "
        "sparse or uninformative suggestions. To overcome these limitations, we propose HOLLM, a novel global "
        "optimization algorithm that enhances LLM-driven sampling by partitioning the search space into promising "
        "subregions. Each subregion acts as a ``meta-arm'' selected via a bandit-inspired scoring mechanism that "
        "effectively balances exploration and exploitation. Within each selected subregion, an LLM then proposes "
        "high-quality candidate points, without any explicit domain knowledge. Empirical evaluation on standard "
        "optimization benchmarks shows that HOLLM consistently matches or surpasses leading global optimization "
        "methods, while substantially outperforming global LLM-based sampling strategies.")
    evidence = evidence_for(seeded, "Improving LLM-based Global Optimization with Search Space Partitioning", abstract,
                            "How does HOLLM partition the search space for LLM-based global optimization?")
    assert any(s.startswith("Each subregion") for s in evidence) and any(s.startswith("Within each") for s in evidence)
    assert not any(s.startswith("Empirical evaluation") for s in evidence)  # how it works, not how well


def test_names_written_in_a_papers_own_way_are_its_names():
    from rag.text import introduced_names, method_name, plain

    assert plain(r"we introduce \tsc{rBridge}, see \href{https://x.org}{our code}") == "we introduce rBridge, see our code"
    assert plain(r"a store'' that rotates by 90^\circ") == "a store” that rotates by 90°"
    assert method_name(r"To address this, we introduce \tsc{rBridge}, showing that small proxies predict.") == "rBridge"
    assert "PE-DQN" in introduced_names("We introduce PI-MDP. Building on it, we present practical RL algorithms -- "
                                        "Partially Equivariant (PE)-DQN for discrete control and PE-SAC.")
    # a kind of model in the plural, capitals that spell out an acronym: no names
    assert method_name("Altogether, we present numerous findings that explain how MoEs process non-English text.") is None
    assert method_name("To bridge this gap, we introduce a fine-grained benchmark towards eXplainable AI-Generated "
                       "image Detection, named X-AIGD, which provides annotations.") == "X-AIGD"
    # a name given without "we": "The resulting method is termed LASER-D"
    assert introduced_names("We propose a reward shaping method (LASER). Next, we extend LASER. The resulting method "
                            "is termed LASER-D (Dynamic and Difficulty-aware).") == ["LASER", "LASER-D"]
    assert method_name("We validate this scheme by combining CHTs with low-rank training, resulting in a new "
                       r"parameter-efficient training approach termed $\textbf{CHTsL}$.") == "CHTsL"


def test_what_a_part_asks_for_by_name_is_read_and_a_yes_no_question_reads_the_claim(seeded):
    abstract = (
        "We study the statistical performance of a continual learning problem with two linear regression tasks in a "
        "well-specified random design setting. We consider a structural regularization algorithm that incorporates a "
        "generalized l2-regularization tailored to the Hessian of the previous task for mitigating catastrophic "
        "forgetting. We establish upper and lower bounds on the joint excess risk for this algorithm. Our analysis "
        "reveals a fundamental trade-off between memory complexity and statistical efficiency, where memory complexity "
        "is measured by the number of vectors needed to define the structural regularization. Furthermore, our theory "
        "suggests that naive continual learning without regularization suffers from catastrophic forgetting, while "
        "structural regularization mitigates this issue. Notably, structural regularization achieves comparable "
        "performance to joint training with access to both tasks simultaneously.")
    title = "Memory-Statistics Tradeoff in Continual Learning with Structural Regularization"
    evidence = evidence_for(seeded, title, abstract, "What trade-off does structural regularization create in "
                                                     "continual learning with two linear regression tasks?")
    assert any("fundamental trade-off between memory complexity" in s for s in evidence)
    evidence = evidence_for(seeded, title, abstract, "Does structural regularization match joint training?")
    assert len(evidence) <= 3 and any(s.startswith("Notably") for s in evidence)  # the claim, not the abstract


def test_tex_dashes_and_a_sentence_opening_with_a_lower_case_name():
    from rag.text import plain, split_sentences

    assert plain("they---particularly RM$^+$---attain it on the state--action space") == \
        "they—particularly RM^+—attain it on the state–action space"
    assert split_sentences("It predicts the target task. rBridge achieves this by weighting. f-INE tests it.") == \
        ["It predicts the target task.", "rBridge achieves this by weighting.", "f-INE tests it."]


def test_how_a_method_combines_two_others_reads_how_not_only_its_introduction(seeded):
    from rag.question import analyse

    abstract = (
        "Fine-tuning large language models (LLMs) has achieved significant success in downstream tasks. However, "
        "the LoRA update is restricted to a low-rank subspace, which results in suboptimal performance. To address the "
        "issues above, we propose a new alternating optimization framework called LMAO (Low-rank and Memory-efficient "
        "Zeroth-Order Alternating Optimization), which combines the advantages of LoRA and MeZO. This method "
        "alternately updates the low-rank components and zeroth-order directions during training. By performing three "
        "forward propagations and one backward propagation, each update is full-rank. Empirical results demonstrate "
        "that LMAO achieves performance comparable to first-order methods.")
    assert not analyse("How does LMAO combine LoRA and MeZO?").compare  # a method and what it combines: no pair
    evidence = evidence_for(seeded, "Three Forward, One Backward: Memory-Efficient Full-Rank Fine-Tuning", abstract,
                            "How does LMAO combine LoRA and MeZO?")
    assert any(s.startswith("This method alternately updates") for s in evidence)


def test_an_architecture_question_reads_the_sentence_that_describes_the_model(seeded):
    abstract = (
        "We present LoRAGen, a structure-aware method for generating LoRA parameters from natural language "
        "descriptions. Through empirical analysis of LoRA libraries, we identify two key structural properties of LoRA "
        "parameter spaces. LoRAGen employs a latent diffusion model with two innovations: weight-space supervision on "
        "full adaptation matrices, and a module-aware Mix-of-Experts decoder. Experiments show LoRAGen achieves 96.0% "
        "performance relative to task-specific LoRAs. Our work establishes the first structure-aware approach to LoRA "
        "generation.")
    evidence = evidence_for(seeded, "LoRAGen: Structure-Aware Weight Space Learning for LoRA Generation", abstract,
                            "What architecture does LoRAGen use?")
    assert any("latent diffusion model" in s for s in evidence)


def test_a_name_the_abstract_writes_otherwise_or_a_follow_ups_context_is_not_said_to_be_missing():
    from rag.answer import unmentioned
    from rag.question import analyse

    hit = Hit(paper_id="x", title="Three Forward, One Backward: Memory-Efficient Fine-Tuning", score=1.0, chunks=[],
              abstract="We show that alternating RM$^+$ converges to an ε-KKT point.")
    sources = number_sources([hit])
    assert unmentioned(analyse("What rate does alternating RM+ achieve?"), sources) == ""
    pi3 = number_sources([Hit(paper_id="p", title="$\\pi^3$: Permutation-Equivariant Visual Geometry Learning",
                              score=1.0, chunks=[], abstract="We introduce $\\pi^3$, a feed-forward neural network "
                              "that needs no fixed reference view.")])
    assert unmentioned(analyse("Does pi3 need a reference view?"), pi3) == ""  # "π^3" as a user types it
    asked = analyse('Is each update full-rank? (about the paper "Three Forward, One Backward: Memory-Efficient '
                    'Fine-Tuning")', lambda text: ["Three Forward One Backward"] if "Three Forward" in text else [])
    assert unmentioned(asked, sources) == ""
    assert "GPT-4o" in unmentioned(analyse("How does it compare with GPT-4o?"), sources)
    sos = number_sources([Hit(paper_id="s", title="Neural Sum-of-Squares: Certifying the Nonnegativity of Polynomials",
                              score=1.0, chunks=[], abstract="We train a Transformer that predicts a monomial basis.")])
    assert unmentioned(analyse("What does the Transformer in Neural Sum-of-Squares predict?"), sos) == ""  # its title


def test_a_how_part_of_a_comparison_reads_the_mechanism_after_the_introduction(seeded):
    ssd = (
        "Autoregressive decoding is bottlenecked by its sequential nature. However, speculative decoding itself relies "
        "on a sequential dependence between speculation and verification. We introduce speculative speculative "
        "decoding (SSD) to parallelize these operations. While a verification is ongoing, the draft model predicts "
        "likely verification outcomes and prepares speculations pre-emptively for them. We identify three key "
        "challenges presented by speculative speculative decoding, and put forth principled methods to solve each. "
        "The result is Saguaro, an optimized SSD algorithm which is up to twice as fast as optimized speculative "
        "decoding baselines.")
    branch = (
        "Speculative decoding (SD) has emerged as a promising technique to accelerate LLM inference. However, existing "
        "SD methods remain constrained by their serialized execution. To address this challenge, we propose a novel "
        "framework, SpecBranch, to unlock branch parallelism in SD. Based on this analysis, we introduce parallel "
        "speculative branches to preemptively hedge against likely rejections. Experiments show that SpecBranch "
        "achieves speedups of over 1.8x against auto-regressive decoding.")
    question = ("SSD and SpecBranch both attack the serial wait between drafting and verification. How does each "
                "overlap the two phases, and what speedups do they claim?")
    sources = number_sources([Hit(paper_id="a", title="Speculative Speculative Decoding", score=1.0, chunks=[],
                                  abstract=ssd),
                              Hit(paper_id="b", title="SpecBranch: Speculative Decoding via Branch Parallelism",
                                  score=0.9, chunks=[], abstract=branch)])
    q = analyse(question)
    chosen = plan(sources, q, seeded.settings.answer.related_margin)
    choose(chosen, seeded.scorer, seeded.embedder.encode([p.text for p in q.parts]),
           seeded.embedder.encode([question])[0], seeded.settings.answer)
    evidence = [s for t in chosen.targets for s in t.evidence]
    assert any(s.startswith("While a verification is ongoing") for s in evidence)


def test_names_a_paper_introduces_after_an_adverb_or_as_us_are_its_names():
    from rag.text import intro_index, introduced_names

    assert introduced_names("We study X. We further propose FooNet, a method for bar.") == ["FooNet"]
    assert introduced_names("These findings inspire us to propose the PEP-MEK framework, which helps.") == ["PEP-MEK"]
    # an acronym used as an adjective names nothing
    assert introduced_names("We further design a Group Relative Policy Optimization (GRPO)-trained allocator.") == []
    assert introduced_names("We also introduce SNR-adaptive loss weighting.") == []
    assert intro_index(["LiDAR may fail.", "This paper addresses this challenge for the first time, introducing "
                                           "Single-Modality-Operable Perception (SiMO)."]) == 1


def test_a_method_in_stages_is_how_it_works_and_this_embedding_is_read_with_its_antecedent(seeded):
    abstract = (
        "Membership inference attacks (MIAs) audit memorization by determining whether a sample was included in "
        "training. However, existing approaches assume access to ground-truth captions. In this work, we propose "
        "MoFit, a caption-free MIA framework that constructs synthetic conditioning inputs that are overfitted to the "
        "target model. Given a query image, MoFit proceeds in two stages: (i) model-fitted surrogate optimization, and "
        "(ii) surrogate-driven embedding extraction, where a model-fitted embedding is derived from the surrogate and "
        "used as a mismatched condition. This embedding amplifies conditional loss responses for member samples, "
        "enhancing separability in the absence of ground-truth captions. Experiments show that MoFit outperforms "
        "prior baselines.")
    assert role("Given a query image, MoFit proceeds in two stages: (i) a, and (ii) b as a condition.", 4, "MoFit") \
        == "method"
    evidence = evidence_for(seeded, "No Caption, No Problem: Caption-Free Membership Inference", abstract,
                            "How does MoFit do membership inference without ground-truth captions?")
    assert any(s.startswith("Given a query image") for s in evidence)
    assert any(s.startswith("This embedding") for s in evidence)


def test_an_introduction_that_says_nothing_asked_is_read_with_the_next_best_sentence(seeded):
    abstract = (
        "Collaborative perception integrates multi-agent perspectives. Existing multimodal approaches are highly prone "
        "to failure, especially when a key sensor like LiDAR is unavailable. This paper addresses this challenge for "
        "the first time, introducing Single-Modality-Operable Multimodal Collaborative Perception (SiMO). By adopting "
        "Length-Adaptive Multi-Modal Fusion (LAMMA), SiMO can adaptively handle remaining modal features during modal "
        "failures while maintaining consistency of the semantic space.")
    evidence = evidence_for(seeded, "SiMO: Single-Modality-Operable Multimodal Collaborative Perception", abstract,
                            "What does SiMO do when LiDAR is unavailable in collaborative perception?")
    assert any("LAMMA" in s for s in evidence)


def test_a_sentence_of_outlook_is_no_evidence_unless_it_reports_a_result():
    assert role("FideDiff offers a new direction for applying pre-trained diffusion models to image restoration, "
                "establishing a robust baseline for further advancing diffusion models.", 7, "FideDiff") == "outlook"
    assert role("FideDiff achieves 2.1 dB higher PSNR, paving the way for real-time deblurring.", 6, "FideDiff") \
        == "result"


def test_a_quoted_example_of_two_sentences_is_one_sentence_and_we_first_propose_introduces_the_work():
    from rag.text import intro_index, split_sentences

    assert split_sentences('We build an agent for tasks such as "Detect the bench. Also, remove the cat." It plans.') \
        == ['We build an agent for tasks such as "Detect the bench. Also, remove the cat."', "It plans."]
    assert intro_index(["Prior work fails.", "In this paper, we identify geometry as key.",
                        "We first propose to leverage planar structures."]) == 2


def test_a_part_of_a_longer_question_does_not_take_a_sentence_that_answers_nothing(seeded):
    abstract = (
        "Transformer components such as non-linear activations and normalization are inherently non-injective, "
        "suggesting that different inputs could map to the same output. In this paper, we challenge this view. First, "
        "we prove mathematically that transformer language models mapping discrete input sequences to their "
        "representations are injective and therefore lossless. Second, we confirm this result empirically through "
        "billions of collision tests on six language models, and observe no collisions. Third, we operationalize "
        "injectivity: we introduce SipIt, the first algorithm that provably reconstructs the exact input text from "
        "hidden activations. Overall, our work establishes injectivity as a fundamental property of language models.")
    evidence = evidence_for(seeded, "Language Models are Injective and Hence Invertible", abstract,
                            "Are transformer language models injective, and what does SipIt do?")
    assert any("we introduce SipIt" in s for s in evidence)
    assert not any(s.startswith("In this paper, we challenge") for s in evidence)


MICROSCALING = (
    "Microscaling data formats leverage per-block tensor quantization to enable aggressive model compression with "
    "limited loss in accuracy. Herein, we reported the emergence of a surprising behavior associated with microscaling "
    "quantization, whereas the output of a quantized model degrades as block size is decreased below a given threshold. "
    "This behavior clashes with the expectation that a smaller block size should allow for a better representation of "
    "the tensor elements. We investigate this phenomenon both experimentally and theoretically, decoupling the sources "
    "of quantization error behind it. Overall, we show that the anomaly is driven by the interplay between narrow "
    "tensor distributions and the limited dynamic range of the quantized scales. Based on these insights, we propose "
    "the use of FP8 unsigned E5M3 as a novel hardware-friendly format for the scales in FP4 microscaling data types.")
SCORE_MATCHING = (
    "Score matching has become a central training objective in modern generative modeling. In this work, we study "
    "gradient descent for training over-parameterized models to learn a single Gaussian distribution. When the noise "
    "scale is sufficiently large, we prove a global convergence result for gradient descent. Finally, we consider the "
    "case of random initialization, where parameters are sampled from a Gaussian distribution far from the ground "
    "truth. We prove that, with high probability, only one parameter converges while the others diverge to infinity, "
    "yet the loss still converges to zero with a 1/τ rate.")


def test_why_is_answered_by_the_finding_that_gives_the_cause_and_a_case_set_up_by_what_was_found_in_it(seeded):
    why = evidence_for(seeded, "Is Finer Better? The Limits of Microscaling Formats", MICROSCALING,
                       "Why does a smaller block size hurt microscaling quantization, and what scale format do the "
                       "authors propose instead?")
    assert any(s.startswith("Overall, we show that the anomaly is driven by") for s in why)
    assert any("FP8 unsigned E5M3" in s for s in why)
    case = evidence_for(seeded, "Convergence Dynamics of Over-Parameterized Score Matching", SCORE_MATCHING,
                        "In the over-parameterized score matching analysis of a single Gaussian, what happens under "
                        "random initialization?")
    # the long sentence that only sets up the case brings the next one, which says what happens in it
    assert any(s.startswith("Finally, we consider the case of random initialization") for s in case)
    assert any(s.startswith("We prove that, with high probability, only one parameter converges") for s in case)


MAGE = (
    "Generative models have gained significant traction in offline reinforcement learning (RL) due to their ability to "
    "model complex trajectory distributions. However, existing generation-based approaches still struggle with "
    "long-horizon tasks characterized by sparse rewards. Some hierarchical generation methods have been developed to "
    "mitigate this issue by decomposing the original problem into shorter-horizon subproblems using one policy and "
    "generating detailed actions with another. While effective, these methods often overlook the multi-scale temporal "
    "structure inherent in trajectories, resulting in suboptimal performance. To overcome these limitations, we "
    "propose MAGE, a Multi-scale Autoregressive GEneration-based offline RL method. MAGE incorporates a "
    "condition-guided multi-scale autoencoder to learn hierarchical trajectory representations, along with a "
    "multi-scale transformer that autoregressively generates trajectory representations from coarse to fine temporal "
    "scales. MAGE effectively captures temporal dependencies of trajectories at multiple resolutions. Additionally, a "
    "condition-guided decoder is employed to exert precise control over short-term behaviors. Extensive experiments on "
    "five offline RL benchmarks against fifteen baseline algorithms show that MAGE successfully integrates multi-scale "
    "trajectory modeling with conditional guidance, generating coherent and controllable trajectories in long-horizon "
    "sparse-reward settings.")
TRACED = (
    "Error detection is critical for enhancing multimodal dataset reliability and downstream model performance. "
    "Existing error filters, while increasingly powerful, typically rely on a single similarity score per "
    "image-caption pair. This is limiting: captions with subtle errors (e.g., mislabeled objects, incorrect colors, or "
    "negations) can still score highly, while correct but imprecisely worded captions may score poorly. To address "
    "this, we introduce the notion of a caption trajectory: an ordered sequence of captions produced by iteratively "
    "editing a caption to maximize an image-text relevance score. This trajectory carries rich signals for error "
    "detection. Correct captions typically stabilize after minor edits, while erroneous captions undergo substantial "
    "improvements. Building on these insights, we introduce TRACED, a cost-efficient and model-agnostic framework that "
    "leverages trajectory statistics for more accurate caption error detection. Beyond detection, TRACED also serves "
    "as an interpretable tool for identifying the origins of errors. On MS COCO and Flickr30k, TRACED achieves up to "
    "2.8% improvement in accuracy for error detection across three noise types.")


def test_how_is_answered_by_how_the_method_works_and_why_by_the_limitation(seeded):
    how = evidence_for(seeded, "MAGE: Multi-scale Autoregressive Generation for Offline Reinforcement Learning", MAGE,
                       "How does MAGE handle long-horizon sparse-reward tasks in offline RL?")
    # not only the result that repeats the question's words: the sentence that says how it works ("condition-guided"
    # is a name, which made it a sentence about conditions)
    assert any(s.startswith("MAGE incorporates a condition-guided multi-scale autoencoder") for s in how)
    assert role("MAGE incorporates a condition-guided multi-scale autoencoder.", 5, "MAGE") == "method"
    why = evidence_for(seeded, "Seeing What's Wrong: A Trajectory-Guided Approach to Caption Error Detection", TRACED,
                       "Why is a single image-caption similarity score not enough to detect caption errors, and what "
                       "signal does TRACED use instead?")
    assert any(s.startswith("This is limiting: captions with subtle errors") for s in why)


def test_a_name_in_capitals_is_the_paper_whose_title_it_abbreviates_not_one_spelled_in_another_case():
    from rag.text import mentions, short_name, title_acronym

    title = "Trust-Region Adaptive Policy Optimization"
    abstract = ("We address this inefficiency with TRAPO  (**T**rust-**R**egion **A**daptive **P**olicy "
                "**O**ptimization), a hybrid framework that interleaves SFT and RL. To stabilize training, we introduce "
                "Trust-Region SFT (TrSFT), which minimizes forward KL divergence inside a trust region.")
    other = ("TraPO: A Semi-Supervised Reinforcement Learning Framework for Boosting LLM Reasoning",
             "Technically, we propose an effective policy optimization algorithm TraPO that filters out reliable "
             "unlabeled samples.")
    assert title_acronym(title, abstract) == "TRAPO" and short_name(title, abstract) == "TRAPO"  # not "TrSFT"
    assert title_acronym("Proximal Supervised Fine-Tuning", "No acronym of its title here.") is None
    assert mentions(title, abstract, "TRAPO", exact=True, cased=True)
    assert mentions(*other, "TRAPO", exact=True) and not mentions(*other, "TRAPO", exact=True, cased=True)
    assert _targets(analyse("How does TRAPO keep training stable?", lambda text: ["TRAPO"]), 0.05, other,
                    (title, abstract)) == ["b"]


def test_a_finding_after_the_introduction_is_a_result_and_what_causes_asks_for_a_reason(seeded):
    river = ("The rapid advancement of multimodal large language models has demonstrated impressive capabilities, yet "
             "nearly all operate in an offline paradigm, hindering real-time interactivity. Addressing this gap, we "
             "introduce the Real-tIme Video intERaction Bench (RIVER Bench), designed for evaluating online video "
             "comprehension. RIVER Bench introduces a novel framework comprising Retrospective Memory, Live-Perception, "
             "and Proactive Anticipation tasks. Evaluations across various model categories reveal that while offline "
             "models perform well in single question-answering tasks, they struggle with real-time processing. We "
             "believe this work will inspire future research in this emerging field.")
    got = evidence_for(seeded, "RIVER: Real-time Video Interaction Benchmark", river,
                       "What three task types does RIVER Bench use, and what do offline models struggle with?")
    assert any(s.startswith("Evaluations across various model categories reveal") for s in got)
    co3 = ("We propose to improve multi-concept prompt fidelity in text-to-image diffusion\nmodels. We begin with common "
           "failure cases—prompts like “a cat and a clock”\nthat sometimes yields images where one concept is missing, "
           "faint, or colliding\nawkwardly with another. We hypothesize that this happens when the diffusion\nmodel "
           "drifts into mixed modes that over-emphasize a single concept it learned\nstrongly during training. Instead "
           "of re-training, we introduce a corrective sampling\nstrategy that steers away from regions where the joint "
           "prompt behavior overlaps\ntoo strongly with any single concept in the prompt. Our approach, CO3, is "
           "plug-and-play,\nrequires no model tuning, and complements standard classifier-free guidance.")
    got = evidence_for(seeded, "CO3: CONTRASTING CONCEPTS COMPOSE BETTER", co3,
                       'What causes a prompt like "a cat and a clock" to lose one concept in text-to-image diffusion, '
                       'according to CO3?')
    assert any(s.startswith("We hypothesize that this happens when") for s in got)


def test_what_else_a_paper_proposes_and_a_thing_it_names_are_said_where_it_says_them(seeded):
    omni = ("Composed video retrieval presents a complex challenge. However, existing benchmarks predominantly focus on "
            "vision-text alignment, largely overlooking audio. To bridge this gap, we introduce OmniCVR, a large-scale "
            "benchmark for omni-composed video retrieval that establishes vision, audio, and text as first-class "
            "modalities. OmniCVR is constructed via a scalable, automated pipeline involving both large language models "
            "and human experts. The benchmark comprises vision-centric, audio-centric, and integrated queries. "
            "Furthermore, we propose AudioVLM2Vec, an audio-aware extension of VLM2Vec. By incorporating explicit audio "
            "semantics, AudioVLM2Vec achieves state-of-the-art performance.")
    title = "OmniCVR: A Benchmark for Omni-Composed Video Retrieval with Vision, Audio, and Text"
    got = evidence_for(seeded, title, omni, "Which modalities does OmniCVR treat as first-class, and what model does it "
                                            "propose?")
    assert any(s.startswith("Furthermore, we propose AudioVLM2Vec") for s in got)
    named = evidence_for(seeded, title, omni, "What is AudioVLM2Vec?")
    assert any(s.startswith("Furthermore, we propose AudioVLM2Vec") for s in named)
    assert not any(s.startswith(("OmniCVR is constructed", "The benchmark comprises")) for s in named)  # not the rest


def test_a_question_in_the_titles_words_is_not_answered_by_the_outlook():
    simple = ("Cascaded pipelines, which use a base text-to-video (T2V) model for low-resolution content and a video "
              "super-resolution (VSR) model for high-resolution details, are a prevailing strategy for efficient video "
              "synthesis. However, current works suffer from two key limitations: an inefficient pixel-space interface "
              "that introduces non-trivial computational overhead, and mismatched degradation strategies that "
              "compromise the visual quality of AIGC content. To address these issues, we introduce SimpleGVR, a "
              "lightweight VSR model designed to operate entirely within the latent space. Our work establishes a "
              "simple yet effective baseline for cascaded video super-resolution generation, offering practical "
              "insights to guide future advancements in efficient cascaded systems.")
    sentences = simple.split(". ")
    assert role(sentences[-1], 3, "SimpleGVR") == "outlook"  # answers nothing: never evidence


def test_why_takes_the_cause_that_points_back_to_the_problem_and_an_outlook_is_no_evidence(seeded):
    pace = ("Audio is a fundamental modality for analyzing speech, music, and environmental sounds. While pretrained "
            "audio models have significantly advanced audio understanding, they remain fragile in real-world scenarios "
            "where data distributions evolve over time. In this work, we present the first systematic benchmark for "
            "audio continual learning (CL) with pretrained models (PTMs) and provide a comprehensive analysis of its "
            "unique challenges. Unlike in the vision domain where parameter-efficient fine-tuning (PEFT) has proven "
            "effective for CL, directly applying such strategies to audio leads to poor performance. This is due to a "
            "fundamental property of audio backbones: they emphasize low-level spectral details rather than structured "
            "semantics, resulting in severe upstream-downstream misalignment. To address these challenges, we propose "
            "PACE, an innovative method that improves FSA via a regularized analytic classifier.")
    got = evidence_for(seeded, "PACE: Pretrained Audio Continual Learning", pace,
                       "Why does directly applying PEFT continual learning strategies to audio perform poorly, according "
                       "to PACE?")
    assert any(s.startswith("This is due to a fundamental property of audio backbones") for s in got)
    assert role("Unlike in the vision domain where PEFT has proven effective for CL, it fails.", 3) != "condition"
    assert role("This outlines a scalable path for 3D perception: letting the model discover structure.", 5) == "outlook"


RLVRR = (
    'Reinforcement learning with verifiable rewards (RLVR) succeeds in reasoning tasks (e.g., math and code) by '
    'checking the final verifiable answer (i.e., a verifiable dot signal). However, extending this paradigm to '
    'open-ended generation is challenging because there is no unambiguous ground truth. Relying on single-dot '
    'supervision often leads to inefficiency and reward hacking. To address these issues, we propose reinforcement '
    'learning with verifiable reference-based rewards (RLVRR). Instead of checking the final answer, RLVRR extracts'
    ' an ordered linguistic signal from high-quality references (i.e, reward chain). Specifically, RLVRR decomposes'
    ' rewards into two dimensions: content, which preserves deterministic core concepts (e.g., keywords), and '
    'style, which evaluates adherence to stylistic properties through LLM-based verification. In this way, RLVRR '
    'combines the exploratory strength of RL with the efficiency and reliability of supervised fine-tuning (SFT). '
    'Extensive experiments on more than 10 benchmarks with Qwen and Llama models confirm the advantages of our '
    'approach. RLVRR (1) substantially outperforms SFT trained with ten times more data and advanced reward models,'
    ' (2) unifies the training of structured reasoning and open-ended generation, and (3) generalizes more '
    'effectively while preserving output diversity. These results establish RLVRR as a principled and efficient '
    'path toward verifiable reinforcement learning for general-purpose LLM alignment.')



def test_how_reads_the_sentence_after_the_introduction_not_only_a_summing_up(seeded):
    got = evidence_for(seeded, "From Verifiable Dot to Reward Chain: Harnessing Verifiable Reference-based Rewards for "
                       "Reinforcement Learning of Open-ended Generation", RLVRR,
                       "How do RLVRR and Native Reasoning Training each avoid needing an external verifier?")
    assert any(s.startswith("Instead of checking the final answer, RLVRR extracts") for s in got)


def test_what_a_method_faces_why_it_over_refuses_and_the_three_components_are_read_where_said(seeded):
    dymo = ("Multimodal deep learning (MDL) has achieved remarkable success across various domains, yet its practical "
            "deployment is often hindered by incomplete multimodal data. Existing incomplete MDL methods either discard "
            "missing modalities, risking the loss of valuable task-relevant information, or recover them, potentially "
            "introducing irrelevant noise, leading to the discarding-imputation dilemma. To address this dilemma, in "
            "this paper, we propose DyMo, a new inference-time dynamic modality selection framework that adaptively "
            "identifies and integrates reliable recovered modalities. Central to DyMo is a novel selection algorithm "
            "that maximizes multimodal task-relevant information for each test sample. In addition, we design a "
            "flexible multimodal network architecture compatible with arbitrary modality combinations.")
    got = evidence_for(seeded, "Inference-Time Dynamic Modality Selection for Incomplete Multimodal Classification", dymo,
                       "What dilemma do incomplete multimodal learning methods face according to DyMo?")
    assert any(s.startswith("Existing incomplete MDL methods either discard") for s in got)
    dcr = ("Large language models (LLMs) aligned for safety often suffer from over-refusal, the tendency to reject "
           "seemingly toxic or benign prompts by misclassifying them as toxic. This behavior undermines models' "
           "helpfulness. While prior work has proposed mitigation strategies such as data augmentation, these "
           "approaches often face a trade-off: reducing over-refusal typically degrades the model's ability to reject "
           "genuinely harmful content. We argue that this issue arises from the ambiguous influence of toxic and "
           "seemingly toxic prompts on the model's learning dynamics. To address it, we introduce a preceding "
           "alignment stage, DCR: Discernment via Contrastive Refinement. Evaluation across diverse benchmarks shows "
           "that our method effectively reduces over-refusal.")
    got = evidence_for(seeded, "Discern Truth from Falsehood: Reducing Over-Refusal via Contrastive Refinement", dcr,
                       "Why do safety-aligned LLMs over-refuse, according to the DCR paper?")
    assert any(s.startswith("We argue that this issue arises from") for s in got)
    compo = ("Vision-language (VL) models are increasingly deployed in non-stationary settings. We address this gap by "
             "asking how a continual VL system can maintain structurally dependable behaviour. We introduce "
             "Compo-ReAlign, a structure-first recipe built around three components: a reversible composer, a "
             "multi-positive InfoNCE, and a spectral trust region that clips updates. Across compositional DIL and "
             "multi-domain MTIL retrieval, Compo-ReAlign sets a new state of the art and reduces forgetting by 40%. "
             "We provide a compact, reversible alignment head for compositionally robust VL continual learning.")
    got = evidence_for(seeded, "Reversible Primitive–Composition Alignment for Continual Vision–Language Learning", compo,
                       "What are the three components of Compo-ReAlign?")
    assert got == [s for s in got if s.startswith("We introduce Compo-ReAlign")] and got  # that one sentence only


def test_how_reads_the_steps_between_and_no_result_and_we_achieve_by_proposing_introduces_the_work(seeded):
    pgllm = ("Multimodal large language models have demonstrated impressive capabilities in 2D visual reasoning. In "
             "this work, we propose Point-Graph LLM (PGLLM), a framework that enables more effective 3D point cloud "
             "understanding by integrating in-context prompting and score refinement at test-time. Our method first "
             "employs a pre-trained point cloud encoder which is used to construct a graph where edges encode visual "
             "similarity. Each support point cloud sample is converted to a textual caption via pre-trained PointLLM. "
             "For a test query, the graph is used to retrieve relevant neighbors whose captions serve as contextual "
             "demonstrations for a second stage LLM. Extensive experiments across diverse 3D datasets demonstrate that "
             "PGLLM consistently improves accuracy over prior baselines.")
    got = evidence_for(seeded, "Test-Time Optimization of 3D Point Cloud LLM via Manifold-Aware In-Context Guidance",
                       pgllm, "How does PGLLM build in-context demonstrations for a test point cloud?")
    assert any(s.startswith("Each support point cloud sample is converted") for s in got)
    assert not any(s.startswith("Extensive experiments") for s in got)
    assert intro_index(["Retraining is costly.", "In this work, we achieve low-cost pruning by proposing a general "
                        "pruning framework that learns a differentiable mask."]) == 1


def test_what_is_a_named_part_reads_its_introduction_and_a_yes_no_question_reads_what_was_found(seeded):
    m4 = ("The growing volume of academic papers has made it increasingly difficult for researchers to extract key "
          "information. In this work, we propose M4PQA, a human-annotated comprehensive paper QA dataset with 13,948 "
          "papers and 1,246 questions. Furthermore, we propose ExTrActor, an automated framework for instruction data "
          "synthesis. With three LLM-based agents, ExTrActor can perform example generation and trajectory collection "
          "without human intervention. Extensive experiments confirm that ExTrActor consistently improves the "
          "multi-turn tool-use capability of small models.")
    got = evidence_for(seeded, "M4PQA: A Comprehensive QA Dataset for AI Research with Instance-Level Evaluation", m4,
                       "How many papers and questions does M4PQA contain, and what is ExTrActor?")
    assert any(s.startswith("Furthermore, we propose ExTrActor, an automated framework") for s in got)
    dit = ("Diffusion transformers typically incorporate textual information via attention layers and a modulation "
           "mechanism using a pooled text embedding. Nevertheless, recent approaches discard modulation-based text "
           "conditioning and rely exclusively on attention. In this paper, we address whether modulation-based text "
           "conditioning is necessary and whether it can provide any performance advantage. Our analysis shows that, in "
           "its conventional usage, the pooled embedding contributes little to overall performance. However, we reveal "
           "that the pooled embedding can provide significant gains when used from a different perspective, serving as "
           "guidance. This approach is training-free and simple to implement.")
    got = evidence_for(seeded, "Revisiting Global Text Conditioning in Diffusion Transformers", dit,
                       "Is modulation-based text conditioning with a pooled embedding useful in diffusion transformers?")
    assert any(s.startswith("Our analysis shows that") for s in got)
    assert any(s.startswith("However, we reveal that the pooled embedding") for s in got)


_REBUTTAL = ("Academic rebuttal remains a significant and underexplored challenge. In this paper, we introduce "
             "RebuttalAgent, the first framework to ground academic rebuttal in Theory of Mind (ToM), operationalized "
             "through a ToM-Strategy-Response (TSR) framework. To train our agent, we construct RebuttalBench, a "
             "large-scale dataset synthesized via a novel critique-and-refine approach. Our training process consists "
             "of two stages, beginning with a supervised fine-tuning phase, followed by a reinforcement learning phase "
             "leveraging the self-reward mechanism. For reliable and efficient automated evaluation, we further develop "
             "Rebuttal-RM, a specialized evaluator trained on over 100K samples of multi-source rebuttal data, which "
             "achieves scoring consistency with human preferences surpassing powerful judge GPT-4.1. Extensive "
             "experiments show RebuttalAgent significantly outperforms the base model by an average of 18.3%.")


def test_an_acronym_says_its_words_and_a_narrow_answer_reads_the_introduction_without_saying_it(seeded):
    title = "Dancing in Chains: Strategic Persuasion in Academic Rebuttal via Theory of Mind"
    got = evidence_for(seeded, title, _REBUTTAL, "How was the reward model of RebuttalAgent trained and how good is it?")
    assert any(s.startswith("For reliable and efficient automated evaluation, we further develop Rebuttal-RM") for s in got)
    chosen = chosen_for(seeded, title, _REBUTTAL, "What are the two training stages of RebuttalAgent?")
    intro = chosen.context[1]
    assert intro.startswith("In this paper, we introduce RebuttalAgent")  # read by the model, to name the method
    assert intro in chosen.parts[0].sentences[1] and intro not in chosen.targets[0].evidence  # but not said
    assert any(s.startswith("Our training process consists of two stages") for s in chosen.targets[0].evidence)


def test_a_term_of_the_named_paper_is_not_another_paper_that_spells_it_out(seeded):
    pronc = ("Deep neural networks converge to Neural Collapse, where class prototypes form a simplex equiangular "
             "tight frame (ETF). Several studies leverage a fixed global ETF in CL, which however suffers from key "
             "drawbacks, such as impracticability and limited performance. We propose Progressive Neural Collapse "
             "(ProNC), a framework that removes the need of a fixed global ETF in CL.")
    mtl = ("This paper studies neural collapse in multi-task learning. We find that the task-specific linear "
           "classifier and features converge to the Simplex Equiangular Tight Frame (ETF).")
    q = analyse("How does ProNC handle new classes, and what drawbacks of a fixed global ETF does it address?")
    assert _targets(q, seeded.settings.answer.related_margin,
                    ("Rethinking Continual Learning with Progressive Neural Collapse", pronc),
                    ("Neural Collapse in Multi-Task Learning", mtl)) == ["a"]


def test_a_passive_introduction_and_where_a_method_was_evaluated(seeded):
    omcda = ("Offline Multi-Agent Reinforcement Learning (MARL) enables policy learning from static datasets. However, "
             "existing approaches often apply uniform conservatism across all agents. To address this issue, a novel "
             "framework, \\textbf{OMCDA}, is proposed, where the degree of conservatism is dynamically adjusted for "
             "individual agents. The framework is characterized by two key innovations: (1) a decomposed Q-function "
             "architecture, allowing precise evaluations of each agent's contribution; and (2) an adaptive "
             "conservatism mechanism. Experiments on MuJoCo and SMAC show OMCDA outperforms existing offline MARL "
             "methods.")
    assert intro_index(split_sentences(omcda)) == 2
    assert intro_index(["In offline RL, conservatism is introduced to restrict behaviors.", "This was proposed by X."]) \
        is None  # a passive that introduces nothing of the paper's own
    got = evidence_for(seeded, "Who Matters Matters: Agent-Specific Conservative Offline MARL", omcda,
                       "On which environments was OMCDA evaluated?")
    assert got == ["Experiments on MuJoCo and SMAC show OMCDA outperforms existing offline MARL methods."]


def test_the_thing_asked_by_name_is_read_with_its_one_hand_and_other_hand_and_a_posed_question_is_not(seeded):
    clip = ("However, when applying to the multi-label scenarios, CLIP suffers from significant performance declines "
            "due to the lack of explicit exploitation of co-occurrence information. Then, an important question is as "
            "follows: Do we need label co-occurrence in CLIP for achieving effective zero-shot multi-label learning? In "
            "this paper, we propose to rewrite the original prompt into a correlative form consisting of both the "
            "target label and its co-occurring labels. An interesting finding is that such a simple modification can "
            "effectively introduce co-occurrence information into CLIP and it exhibits both good and bad effects. On "
            "the one hand, it can enhance the recognition capacity of CLIP; on the other hand, it leads to object "
            "hallucination in CLIP, due to overfitting to co-occurrence. This can be achieved by using dual prompts "
            "consisting of the discriminative and correlative prompts.")
    got = evidence_for(seeded, "Unlocking the Power of Co-Occurrence in CLIP: A DualPrompt-Driven Method", clip,
                       "Why does CLIP struggle on multi-label classification, and what side effect does adding "
                       "co-occurring labels to the prompt have?")
    assert any(s.startswith("On the one hand, it can enhance") for s in got)  # the effects, good and bad
    assert not any(s.endswith("?") for s in got)


_BINDING = ("To accurately process a visual scene, observers must bind features together to represent individual "
            "objects. Recent work has found that language models solve this 'binding problem' via a set of "
            "symbol-like, content-independent indices, but it is unclear whether similar mechanisms are employed by "
            "Vision Language Models (VLM). Here, we identify a previously unknown set of emergent symbolic mechanisms "
            "that support binding specifically in VLMs, via a content-independent, spatial indexing scheme. Moreover, "
            "we find that binding errors, when they occur, can be traced directly to failures in these mechanisms.")
_CONFVG = ("Healthcare insurance fraud detection presents unique machine learning challenges. Existing methods "
           "struggle in such settings. To address these issues, we propose the Continual Fiedler Vector Graph model "
           "(ConFVG), a fraud detection framework designed for label-scarce and non-stationary environments. The "
           "framework comprises two key components. To mitigate label scarcity, we develop a Fiedler Vector-guided "
           "graph autoencoder that leverages spectral graph properties to learn structure-aware node representations. "
           "The Fiedler Vector, derived from the second smallest eigenvalue of the graph Laplacian, captures global "
           "topological signals. To handle evolving graph streams, we propose a Subgraph Attention Fusion (SAF) module "
           "that constructs neighborhood subgraphs and applies attention-based reweighting. Experiments on real-world "
           "medical fraud datasets demonstrate that ConFVG outperforms state-of-the-art baselines.")
_VFSCALE = ("However, similar test-time scaling for diffusion models to tackle complex reasoning remains largely "
            "unexplored. In this paper, we introduce the Verifier-free Test-time Scalable Diffusion Model (VFScale) to "
            "achieve scalable intrinsic reasoning. Concretely, VFScale comprises two key innovations to address the "
            "aforementioned challenges. On the training side, VFScale consists of a novel MRNCL loss and a KL "
            "regularization to improve the energy landscape. On the inference side, VFScale integrates the denoising "
            "process with a novel hybrid Monte Carlo Tree Search (hMCTS) to improve search efficiency. On challenging "
            "reasoning tasks of Maze and Sudoku, we demonstrate the effectiveness of VFScale's training objective.")


def test_what_earlier_work_found_is_background_and_announced_parts_bring_their_items(seeded):
    assert role("Recent work has found that language models solve this binding problem via symbol-like indices.", 2) \
        == "background"
    assert role("Prior work has suggested selecting as few as 10 examples; we find that no method ranks pairs.", 6) \
        == "result"  # the paper's own finding beside it
    got = evidence_for(seeded, "Visual symbolic mechanisms: Emergent symbol processing in Vision Language Models",
                       _BINDING, "How do vision language models solve the binding problem?")
    assert any(s.startswith("Here, we identify") for s in got) and not any(s.startswith("Recent work") for s in got)
    got = evidence_for(seeded, "Healthcare Insurance Fraud Detection via Continual Fiedler Vector Graph Model",
                       _CONFVG, "What are the two components of ConFVG?")
    assert any("we develop a Fiedler Vector-guided graph autoencoder" in s for s in got)
    assert any("we propose a Subgraph Attention Fusion (SAF) module" in s for s in got)
    got = evidence_for(seeded, "VFScale: Intrinsic Reasoning through Verifier-Free Test-time Scalable Diffusion Model",
                       _VFSCALE, "What are the two innovations of VFScale?")
    assert [s for s in got if s.startswith("On the ")] == [s for s in split_sentences(_VFSCALE) if
                                                            s.startswith(("On the training", "On the inference"))]
    facm = ("We introduce the Flow-Anchored Consistency Model (FACM), where a Flow Matching task serves as a dynamic "
            "anchor. By distilling a pre-trained LightningDiT model, our method achieves a state-of-the-art FID of 1.32 "
            "with two steps (NFE=2) and 1.70 with just one step (NFE=1) on ImageNet 256x256. To address the challenge "
            "of scalability, we develop a memory-efficient Chain-JVP that resolves key incompatibilities with FSDP.")
    got = evidence_for(seeded, "FACM: Flow-Anchored Consistency Models", facm,
                       "What FID does FACM reach on ImageNet 256 with one and two steps?")
    assert not any("Chain-JVP" in s for s in got)  # "with two steps" announces no list


def test_how_reads_where_the_asked_word_is_said_and_one_module_is_not_a_list(seeded):
    shapo = ("Safe exploration is a prerequisite for deploying reinforcement learning agents in safety-critical "
             "domains. We propose Sharpness-Aware Policy Optimization (SHAPO), a sharpness-aware policy update rule "
             "that evaluates gradients at perturbed parameters, making policy updates pessimistic with respect to the "
             "actor's epistemic uncertainty. Analytically we show that this adjustment implicitly reweighs policy "
             "gradients, amplifying the influence of rare unsafe actions while tempering contributions from already "
             "safe ones, thereby biasing learning toward conservative behavior in under-explored regions. Across "
             "several continuous-control tasks, our method consistently improves both safety and task performance.")
    got = evidence_for(seeded, "SHAPO: Sharpness-Aware Policy Optimization for Safe Exploration", shapo,
                       "How does SHAPO make policy updates conservative?")
    assert any(s.startswith("Analytically we show") for s in got)
    humof = ("Existing motion prediction methods struggle in complex scenarios. In this paper, we propose an "
             "effective method for human motion forecasting in dynamic scenes. To achieve a comprehensive "
             "representation of interactions, we design a hierarchical interaction feature representation. Besides, "
             "we propose a coarse-to-fine interaction reasoning module that leverages both spatial and frequency "
             "perspectives to efficiently utilize hierarchical features. Our method achieves state-of-the-art "
             "performance across four public datasets.")
    got = evidence_for(seeded, "HUMOF: Human Motion Forecasting in Interactive Social Scenes", humof,
                       "What does HUMOF's interaction reasoning module use?")
    assert len(got) == 1 and got[0].startswith("Besides, we propose a coarse-to-fine interaction reasoning module")


def test_why_reads_the_bottleneck_found_and_which_biases_of_models_asks_for_no_paper(seeded):
    orprm = ("Large language models (LLMs) with Process Reward Models (PRMs) have shown strong reasoning ability, yet "
             "their potential in Operations Research (OR) remains unexplored. We present the first PRM tailored for "
             "OR, but find that directly training on mainstream datasets yields surprisingly weak performance. To "
             "understand this gap, we conduct a systematic analysis and identify the primary bottleneck: the datasets "
             "themselves, where over 30% of annotations are severely flawed. To overcome these limitations, we first "
             "collect all existing synthetic datasets and apply a filtering pipeline to construct a seed dataset.")
    got = evidence_for(seeded, "OR-PRM: A Process Reward Model for Algorithmic Problem in Operations Research", orprm,
                       "Why did training a process reward model on existing OR datasets work poorly?")
    assert any("identify the primary bottleneck" in s for s in got)
    question = "Which biases of reward models cause reward hacking in preference-aligned inpainting?"
    assert not analyse(question).looks_for_paper and analyse("Which methods for unlearning work best?").looks_for_paper
    inpaint = ("This paper investigates image inpainting with preference alignment. Experiments are conducted across "
               "nine reward models, two benchmarks, and two baseline models. Our key findings are as follows: (1) Most "
               "reward models deliver valid reward scores for constructing preference data. (2) Preference data "
               "demonstrates robust trends in both candidate scaling and sample scaling. (3) Observable biases in "
               "reward models, particularly in brightness, composition, and color scheme, render them susceptible to "
               "cause reward hacking. (4) A simple ensemble of these models yields robust results by mitigating such "
               "biases.")
    got = evidence_for(seeded, "Follow-Your-Preference: Towards Preference-Aligned Image Inpainting", inpaint, question)
    assert got == [s for s in split_sentences(inpaint) if s.startswith("(3)")]


def test_what_a_named_part_does_is_not_outranked_by_the_introduction_and_show_how_sets_up_the_next(seeded):
    cmt = ("Classical variational approaches that minimize the reverse Kullback-Leibler divergence are prone to mode "
           "collapse. We introduce Constrained Mass Transport (CMT), a variational framework that generates "
           "intermediate distributions under constraints on both the KL divergence and the entropy decay between "
           "successive steps. These constraints enhance distributional overlap, mitigate mass teleportation, and "
           "counteract premature convergence. Across standard BG benchmarks, CMT achieves more than 2.5x higher "
           "effective sample size.")
    got = evidence_for(seeded, "Learning Boltzmann Generators via Constrained Mass Transport", cmt,
                       "What do the constraints in Constrained Mass Transport do?")
    assert any(s.startswith("These constraints enhance") for s in got)
    poly = ("Often, a critical failure mode of RLFT arises when policies lose diversity. To address this, we introduce "
            "an objective for policy gradient methods that explicitly enforces the exploration and refinement of "
            "diverse generations, which we call a polychromic objective. We then show how proximal policy "
            "optimization (PPO) can be adapted to optimize this objective. Our method (1) employs vine sampling to "
            "collect on-policy rollouts and (2) modifies the advantage function to reflect the advantage under our "
            "new objective. Experiments on BabyAI and Minigrid show that our method improves success rates.")
    got = evidence_for(seeded, "Polychromic Objectives for Reinforcement Learning", poly,
                       "How is PPO adapted to optimize the polychromic objective?")
    assert any(s.startswith("Our method (1) employs vine sampling") for s in got)


def test_a_sentence_going_on_about_the_method_is_its_own_and_a_posed_question_covers_nothing(seeded):
    rzero = ("Self-evolving Large Language Models offer a scalable path toward super-intelligence. However, existing "
             "methods still rely heavily on vast human-curated tasks and labels. To overcome this limitation, we "
             "introduce R-Zero, a fully autonomous framework that generates its own training data from scratch. "
             "Starting from a single base LLM, R-Zero initializes two independent models with distinct roles, a "
             "Challenger and a Solver. These models are optimized separately and co-evolve through interaction: the "
             "Challenger is rewarded for proposing tasks near the edge of the Solver capability, and the Solver is "
             "rewarded for solving increasingly challenging tasks posed by the Challenger. Empirically, R-Zero boosts "
             "the Qwen3-4B-Base by +6.49 on math-reasoning benchmarks.")
    assert roles_of(split_sentences(rzero), "R-Zero")[4] == "method"  # not background for "challenging"
    got = evidence_for(seeded, "R-Zero: Self-Evolving Reasoning LLM from Zero Data", rzero,
                       "How do the Challenger and Solver in R-Zero get rewarded, and how much does it improve "
                       "Qwen3-4B-Base?")
    assert any(s.startswith("These models are optimized separately") for s in got)
    rein = ("Conversational agents remain vulnerable to unanticipated, user-induced errors. Under realistic "
            "constraints precluding model fine-tuning or prompt modification, we explore whether agents can recover "
            "from contextually flawed interactions and how their behavior can be adapted without altering model "
            "parameters and prompts. To this end, we propose Reasoning Inception (ReIn), a test-time intervention "
            "method that plants an initial reasoning into the agent's decision-making process. Specifically, an "
            "external inception module identifies predefined errors within the dialogue context and generates "
            "recovery plans, which are integrated into the agent's internal reasoning process to guide corrective "
            "actions, without modifying its parameters or system prompts. Across diverse agent models, ReIn "
            "substantially improves task success.")
    got = evidence_for(seeded, "ReIn: Conversational Error Recovery with Reasoning Inception", rein,
                       "How does ReIn let a conversational agent recover from user-induced errors without changing "
                       "its prompt or weights?")
    assert not any("we explore whether" in s for s in got)  # asks the question again
    assert any(s.startswith("Specifically, an external") for s in got)
    assert any("plants an initial reasoning" in s for s in got)  # what "Specifically" details
    lg = ("In this paper, we propose LiteGuard, an efficient task-agnostic fingerprinting framework. Specifically, "
          "LiteGuard introduces two key innovations: (i) a checkpoint-based model set augmentation strategy and (ii) "
          "a local verifier architecture.")
    got = evidence_for(seeded, "LiteGuard: Efficient Task-Agnostic Model Fingerprinting", lg,
                       "What are LiteGuard's two key innovations?")
    assert not any(s.startswith("In this paper") for s in got)  # the details name LiteGuard themselves


def test_a_reason_asked_reads_the_reason_not_the_method_and_this_interaction_brings_the_introduction(seeded):
    llp = ("Learning from Label Proportions (LLP) aims to use bags of instances associated with the proportions of "
           "each label within the bag to learn an instance-level classifier. Proportion matching is a widely used "
           "strategy that aligns the average model outputs of all instances in a bag with the label proportions. "
           "However, simply fitting the label proportions does not encourage discriminative instance-level "
           "predictions and may cause over-smoothing problems, resulting in poor classification performance. In "
           "this paper, we propose a novel LLP approach that can mitigate the over-smoothing problems. Rather than "
           "fitting the label proportions directly, we treat them as targets for an auxiliary proportional value "
           "classification task to induce the target classifier.")
    got = evidence_for(seeded, "Learning from Label Proportions via Proportional Value Classification", llp,
                       "Why does proportion matching give poor classifiers in learning from label proportions?")
    assert any(s.startswith("However, simply fitting") for s in got)
    assert not any(s.startswith("Rather than fitting") for s in got)  # the method answers no why
    t2e = ("Evaluating LLMs with static, task-specific benchmarks is increasingly fragile due to contamination and "
           "saturation. We introduce Teach2Eval, which reframes evaluation as teaching: a candidate model guides "
           "weaker students, and the students' gains constitute the score. This interaction yields robustness to "
           "contamination and exposes orthogonal abilities. Across 30 LLMs and 60 datasets, Teach2Eval achieves "
           "Spearman above 0.95 with human-preference leaderboards.")
    got = evidence_for(seeded, "Teach2Eval: An Interaction-Driven LLMs Evaluation Method via Teaching Effectiveness",
                       t2e, "Why is Teach2Eval robust to contamination?")
    assert any(s.startswith("We introduce Teach2Eval") for s in got)  # which interaction


def test_a_finding_revealed_is_a_result_and_the_parts_of_a_suite_are_its_named_parts(seeded):
    fused = ("Cross-layer KV Cache sharing typically underperforms within-layer methods like GQA. To understand the "
             "root cause, we investigate the information flow of keys and values of the top-layers. Our preliminary "
             "reveals a clear distribution: values are predominantly derived from the bottom layer, while keys draw "
             "more information from both bottom and middle layers. Building upon this, we propose FusedKV, whose "
             "top-layer KV caches are a learnable fusion of the most informative ones from the bottom and middle "
             "layers. In experiments on LLMs, our proposed method reduces 50% cache memory.")
    assert role(split_sentences(fused)[2], 2) == "result"
    got = evidence_for(seeded, "Reconstructing KV Caches with Cross-Layer Fusion for Enhanced Transformers", fused,
                       "What did the FusedKV authors find about where top-layer keys and values get their "
                       "information, and how much cache memory does FusedKV save?")
    assert any(s.startswith("Our preliminary reveals") for s in got)
    svg = ("General SVG modeling remains challenging. We present the InternSVG family, an integrated "
           "data-benchmark-model suite. At its core is SAgoge, the largest multimodal dataset for SVG tasks. It "
           "covers icons and dynamic animations. Based on this resource, we introduce SArena, a companion benchmark "
           "with standardized evaluation. Building on these foundations, we propose InternSVG, a unified MLLM with a "
           "two-stage training strategy. Experiments confirm that InternSVG achieves substantial gains.")
    got = evidence_for(seeded, "InternSVG: Towards Unified SVG Tasks with Multimodal Large Language Models", svg,
                       "What are the components of the InternSVG suite?")
    assert any(s.startswith("At its core is SAgoge") for s in got) and any("SArena" in s for s in got)
    assert not any(s.startswith("It covers icons") for s in got)  # names no part
    frg = ("Recent advances in deep RL have achieved strong results, but applying RL to reachability problems raises "
           "a fundamental mismatch: reachability seeks to maximize the set of safe states, while RL optimizes "
           "expected returns. We propose Feasibility-Guided Exploration (FGE), a method that identifies feasible "
           "initial conditions. Empirical results demonstrate that FGE learns policies with over 50% more coverage.")
    got = evidence_for(seeded, "Solving Parameter-Robust Avoid Problems with Unknown Feasibility", frg,
                       "What mismatch arises when applying RL to reachability problems, and how much more coverage "
                       "does FGE get?")
    assert any("fundamental mismatch" in s for s in got)


def test_stages_the_abstract_unfolds_are_read_and_a_term_asked_is_defined_not_presented(seeded):
    cfg = ("Classifier-Free Guidance (CFG) is widely used, but its impact on sampling dynamics remains poorly "
           "understood. We analyze CFG under multimodal conditionals and show that the sampling process unfolds in "
           "three successive stages. In the Direction Shift stage, guidance accelerates movement toward the weighted "
           "mean. In the Mode Separation stage, local dynamics remain largely neutral, but the inherited bias "
           "suppresses weaker modes, reducing global diversity. In the Concentration stage, guidance amplifies "
           "within-mode contraction. Experiments support these predictions.")
    got = evidence_for(seeded, "Stage-wise Dynamics of Classifier-Free Guidance in Diffusion Models", cfg,
                       "What are the three stages of classifier-free guidance sampling, and what happens to diversity "
                       "in each?")
    assert sum(s.startswith("In the ") for s in got) == 3
    split = ("Video recognition models are typically trained on fixed taxonomies which are often too coarse, "
             "collapsing distinctions in object, manner or outcome under a single label. As tasks and definitions "
             "evolve, such models cannot accommodate emerging distinctions and collecting new annotations and "
             "retraining to accommodate such changes is costly. To address these challenges, we introduce category "
             "splitting, a new task where an existing classifier is edited to refine a coarse category into finer "
             "subcategories, while preserving accuracy elsewhere. We propose a zero-shot editing method that leverages"
             " the latent compositional structure of video classifiers to expose fine-grained distinctions without "
             "additional data. We further show that low-shot fine-tuning, while simple, is highly effective and "
             "benefits from our zero-shot initialization. Experiments on our new video benchmarks for category "
             "splitting demonstrate that our method substantially outperforms vision-language baselines, improving "
             "accuracy on the newly split categories without sacrificing performance on the rest.")
    got = evidence_for(seeded, "Let's Split Up: Zero-Shot Classifier Edits for Fine-Grained Video Understanding", split,
                       "What is category splitting?")
    assert any("a new task where an existing classifier is edited" in s for s in got)
    assert not any(s.startswith("We further show that low-shot") for s in got)  # the paper, not the term
    ads = ("Existing 3DGS-based works for autonomous driving scenario generation have achieved high visual "
           "similarity in reconstructed scenes. However, this route is built on a strong assumption: that higher "
           "scene similarity directly translates into better preservation of ADS behaviour. Thus, we focus on the "
           "perception module. To address this gap, we propose two complementary solutions: a perception-aligned "
           "loss and an object zone quality loss.")
    got = evidence_for(seeded, "Object Perception-aware 3D Gaussian Splatting for Autonomous Driving", ads,
                       "Which assumption behind 3DGS-based scenario generation for autonomous driving does the paper "
                       "question, and what losses does it propose?")
    assert any("built on a strong assumption" in s for s in got)


def test_a_method_one_paper_discusses_is_its_target_and_a_word_spelled_like_an_acronym_is_no_name():
    benches = ("Mapping Overlaps in Benchmarks through Perplexity in the Wild",
               "We develop benchmark signatures to characterize the capacity demands of LLM benchmarks.")
    qlearn = ("Q-Learning with Fine-Grained Gap-Dependent Regret",
              "We study fine-grained gap-dependent regret bounds for model-free reinforcement learning. In the "
              "non-UCB-based setting, we revisit the only known algorithm AMB, and identify two key issues in its "
              "algorithm design and analysis. We propose a refined version of AMB that addresses these issues.")
    question = analyse("What two issues did the authors find in AMB?")
    hits = [Hit(paper_id=chr(97 + i), title=t, score=1.0, chunks=[], abstract=a, relevance=0.6 - i / 10)
            for i, (t, a) in enumerate((benches, qlearn))]
    targets = plan(number_sources(hits), question, 0.05).targets
    assert [t.paper.paper_id for t in targets] == ["b"]  # the one paper that discusses AMB, though less relevant
    chord = ("On-Policy RL Meets Off-Policy Experts: Harmonizing Supervised Fine-Tuning and Reinforcement Learning",
             "We propose CHORD, a framework for Controllable Harmonization of On- and Off-Policy Reinforcement "
             "Learning via Dynamic Weighting.")
    music = ("Generative Adversarial Post-Training Mitigates Reward Hacking in Live Human-AI Music Interaction",
             "In this paper, we propose a novel adversarial training method on policy-generated trajectories to "
             "mitigate reward hacking in RL post-training for melody-to-chord accompaniment.")
    question = analyse("How does the adversarial post-training method prevent the policy from collapsing to trivial "
                       "chord outputs?")
    assert _targets(question, 0.05, music, chord) == ["a"]  # "chord" is the word, not CHORD
    assert _targets(analyse("How does CHORD weight off-policy data?"), 0.05, music, chord) == ["b"]


def test_what_the_papers_own_analysis_revealed_before_it_introduces_its_method_is_a_result():
    lingua = ("We identify two key failure modes: the multilingual transfer bottleneck and the language consistency "
              "bottleneck. To probe these issues with interpretability, we extend logit lens analysis to track "
              "language probabilities layer by layer. The results reveal a three-phase internal structure: early "
              "layers align inputs into shared semantic space, middle layers perform task reasoning, and late layers "
              "drive language-specific generation. Guided by these insights, we introduce selective fine-tuning of "
              "only the final layers responsible for language control.")
    assert roles_of(split_sentences(lingua), "LinguaMap")[2] == "result"
    earlier = ("Prior work (Smith et al., 2021) studied layer-wise probing. The results reveal a three-phase "
               "structure. We introduce a new probe.")
    assert roles_of(split_sentences(earlier), None)[1] == "background"  # found by the earlier work, not this one


def test_how_many_reads_the_count_and_in_this_setting_brings_the_setting_and_greek_letters_are_their_names(seeded):
    mlm = ("Learning high-quality text representations is fundamental to a wide range of NLP tasks. In this paper, we "
           "address this question through a series of large-scale, carefully controlled pretraining ablations, training "
           "a total of 38 models ranging from 210 million to 1 billion parameters. We find that while training with MLM "
           "generally yields better performance across text representation tasks, CLM-trained models are more "
           "data-efficient. Moreover, we demonstrate that this strategy becomes more appealing when initializing from "
           "readily available pretrained CLM models, reducing the computational burden needed to train encoder models.")
    got = evidence_for(seeded, "Should We Still Pretrain Encoders with Masked Language Modeling?", mlm,
                       "How many models did they train?")
    assert "a total of 38 models" in got[0]
    subsidy = ("We investigate a principal-agent problem modeled within a Markov Decision Process. As a baseline, we "
               "first analyze the case of a perfectly rational agent and show that the principal's optimal subsidy "
               "coincides with the policy that maximizes social welfare. We then introduce a bounded-rationality model: "
               "the globally $\\epsilon$-incentive-compatible agent, who accepts any policy whose expected cumulative "
               "utility lies within $\\epsilon$ of the personal optimum. In this setting, we prove that the optimal "
               "robust subsidy scheme problem simplifies to a one-dimensional concave optimization. We further "
               "characterize the loss in social welfare under the robust subsidy scheme.")
    got = evidence_for(seeded, "Optimal Robust Subsidy Policies for Irrational Agent in Principal-Agent MDPs", subsidy,
                       "What does the optimal subsidy reduce to under the epsilon-incentive-compatible agent?")
    setting = next(i for i, s in enumerate(got) if s.startswith("In this setting, we prove"))
    assert "bounded-rationality model" in got[setting - 1]  # the setting it holds in, just before it
    assert content_words(plain("the $\\epsilon$-incentive-compatible agent")) == \
        content_words("the epsilon-incentive-compatible agent") == {"epsilon-incent-compat", "agent"}
    assert content_words("β-VAE and μLO") == content_words("beta-VAE and muLO") == {"beta-vae", "mulo"}


def test_what_it_is_trained_on_is_read_where_the_abstract_says_what_it_was_trained_on(seeded):
    """"What data is NeuralOS trained on?": "The model is trained on a dataset of Ubuntu XFCE recordings …", not the
    sentence that shares the words "training data" ("… synthesized training data can teach the model …")."""
    neuralos = ("We introduce NeuralOS, a neural framework that simulates graphical user interfaces (GUIs) of operating "
                "systems by directly predicting screen frames in response to user inputs such as mouse movements, clicks, "
                "and keyboard events. NeuralOS combines a recurrent neural network (RNN), which tracks the computer state, "
                "with a diffusion-based neural renderer that generates screen images. The model is trained on a dataset "
                "of Ubuntu XFCE recordings, which include both randomly generated interactions and realistic interactions "
                "produced by AI agents. Experiments show that NeuralOS successfully renders realistic GUI sequences, "
                "accurately captures mouse interactions, and reliably predicts state transitions like application "
                "launches. Beyond reproducing existing systems, NeuralOS shows that synthesized training data can teach "
                "the model to simulate applications that were never installed, as illustrated by a Doom application, and "
                "suggests a path toward learning user interfaces purely from synthetic demonstrations.")
    title = "NeuralOS: Towards Simulating Operating Systems via Neural Generative Models"
    for question in ("What data is NeuralOS trained on?", "What was NeuralOS trained on?"):
        assert_chosen(seeded, title, neuralos, question, reads=("The model is trained on a dataset",),
                      skips=("Beyond reproducing",))
    from rag.evidence import cues_of

    # what it was trained on is not what "… contexts much longer than they were trained on?" asks
    asked = "Is there work using sparse attention so transformers keep working on contexts longer than they were trained on?"
    assert "§trained_on" not in [token for token, _ in cues_of(asked, "what")]
    assert "§trained_on" in [token for token, _ in cues_of("On what data was it trained?", "what")]


def test_a_part_asked_in_the_titles_words_is_read_where_the_abstract_says_them(seeded):
    """"…, and when do clean samples help?" of "SFBD-OMNI: … with limited clean samples": the title's words are what
    the part asks, not its name; left with "help" alone, it was answered by "… SFBD-OMNI substantially improves
    recovery …" instead of where the abstract says when a few clean samples make the distribution recoverable."""
    sfbd = ("In many real-world scenarios, obtaining fully observed samples is prohibitively expensive or even "
            "infeasible, while partial and noisy observations are comparatively easy to collect. In this work, we study "
            "distribution restoration with abundant noisy samples, assuming the corruption process is available as a "
            "black-box generator. We show that this task can be formulated as a one-sided entropic optimal transport "
            "problem and solved via an alternative minimization algorithm. We further provide a test criterion to "
            "determine whether the true underlying distribution is recoverable under per-sample information loss, and "
            "show that in otherwise unrecoverable cases, a small number of clean samples can render the distribution "
            "largely recoverable. Building on these insights, we introduce SFBD-OMNI, a bridge model-based framework "
            "that maps corrupted sample distributions to the ground-truth distribution. Our method generalizes "
            "Stochastic Forward-Backward Deconvolution (SFBD; Lu et al., 2025) to handle arbitrary measurement models "
            "beyond Gaussian corruption. Empirical studies validate our theory and demonstrate that SFBD-OMNI "
            "substantially improves recovery in the challenging regime of non-identifiable corruption processes.")
    assert_chosen(seeded, "SFBD-OMNI: Bridge models for lossy measurement restoration with limited clean samples", sfbd,
                  "What does SFBD-OMNI assume about the corruption process, and when do clean samples help?",
                  reads=("In this work, we study distribution restoration", "We further provide a test criterion"))


def test_a_closing_claim_of_a_new_paradigm_is_an_outlook_not_how_the_method_works(seeded):
    """"How does Latent-Guided Reasoning split the work between the large and the small model?": where the abstract
    says the division of labor, not "Our work introduces a new, theoretically-grounded paradigm for empowering small
    models with large-model thinking …", the title said again, which scores close on its words."""
    latent = (
              'Large Language Models (LLMs) have demonstrated remarkable capabilities in complex reasoning tasks, but their '
              'high computational costs limit their widespread practical application. We argue that this inefficiency arises '
              'from the tight coupling of high-level cognitive planning (devising the solution strategy) and low-level '
              'linguistic realization (generating step-by-step text). To address this challenge, we propose a novel '
              'collaborative framework that decouples these two processes through Latent Guidance. Our approach implements a '
              'division of labor: a large model acts as an Implicit Thinker, performing high-level cognitive planning and '
              'compressing its solution strategy into a set of compact latent guidance vectors. A small, efficient model then'
              ' serves as an Explicit Executor, which receives this latent guidance to generate a concise and effective '
              'reasoning chain. This process is enabled by a dual-loss training objective, grounded in information-theoretic '
              'principles, where a reconstruction loss explicitly compels the latent guidance to become a high-fidelity '
              'representation of the full reasoning chain. Extensive experiments on 8 diverse reasoning benchmarks '
              'demonstrate that our method substantially enhances the reasoning capabilities of small models across various '
              'scales (from 0.5B to 8B), allowing them to outperform strong baselines and exhibit superior generalization. '
              'Notably, our framework boosts small model accuracy by up to 13.9% and its speed by 2x over its standalone '
              'baseline, while being up to 4x faster than the large model. Our work introduces a new, theoretically-grounded '
              'paradigm for empowering small models with large-model thinking, substantially improving the performance-cost '
              'trade-off for complex reasoning.')
    assert role("Our work introduces a new, theoretically-grounded paradigm for empowering small models.", 9) == "outlook"
    assert role("This work introduces MARS, a new method for reasoning.", 3) != "outlook"
    assert_chosen(seeded, "Latent-Guided Reasoning: Empowering Small LLMs with Large-Model Thinking", latent,
                  "How does Latent-Guided Reasoning split the work between the large and the small model?",
                  reads=("Our approach implements a division of labor", "A small, efficient model then serves"),
                  skips=("Our work introduces",))


def test_a_follow_up_in_the_last_papers_words_stays_on_it_though_it_uses_an_acronym(seeded):
    """"Which parts of the SSL encoder are fine-tuned?" after RepTok (which builds on a pre-trained SSL encoder) is about
    RepTok: an acronym the last paper uses is no other paper's name."""
    from rag.answer import _continues

    first = seeded.ask("How does LiteGuard fingerprint models?")
    abstract = next(s.paper.abstract for s in first.sources if s.paper.paper_id == LG)
    assert "MetaV" in abstract and analyse("Why does MetaV's global verifier overfit?").names == ["MetaV"]
    assert _continues("Why does MetaV's global verifier overfit?", first)  # the baseline LiteGuard's abstract discusses
    assert not _continues("Why does ZePAD's global verifier overfit?", first)  # a name it never uses


def test_a_testbed_named_in_a_yes_no_question_and_why_answered_by_this_is_because(seeded):
    daze = ("Simulated environments are a key piece in the success of Reinforcement Learning (RL). Simulators remain a "
            "security blind spot, however. As these assumptions are infeasible to implement within a simulator, we "
            "propose a new attack \"Daze\" which is able to reliably and stealthily implant backdoors into RL agents "
            "without altering or even observing their rewards. We provide formal proof of Daze's effectiveness in "
            "guaranteeing attack success across general RL tasks along with extensive empirical evaluations on both "
            "discrete and continuous action space domains. We additionally provide the first example of RL backdoor "
            "attacks transferring to real, robotic hardware.")
    got = evidence_for(seeded, "Beware Untrusted Simulators -- Reward-Free Backdoor Attacks in Reinforcement Learning",
                       daze, "Was Daze tested on real hardware?")
    assert any("real, robotic hardware" in s for s in got)
    dllm = ("Diffusion-based large language models (dLLMs), despite their promising performance, still suffer from "
            "inferior inference efficiency. This is because dLLMs rely on bidirectional attention and cannot directly "
            "benefit from the standard key-value (KV) cache as autoregressive models (ARMs) do. To tackle this issue, "
            "we introduce Dual aDaptive Cache (d$^2$Cache), which is a training-free approximate KV cache framework. "
            "Furthermore, d$^2$Cache naturally offers a more reliable decoding alternative.")
    got = evidence_for(seeded, "d$^2$Cache: Accelerating Diffusion-Based LLMs via Dual Adaptive Caching", dllm,
                       "Why can't diffusion LLMs use a standard KV cache, and what does d2Cache do instead?")
    assert any(s.startswith("This is because dLLMs rely on bidirectional attention") for s in got)
    assert any(s.startswith("Diffusion-based large language models (dLLMs)") for s in got)  # what "This" is


def test_a_slashed_name_is_one_name_and_a_lower_case_name_keeps_its_case():
    from rag.question import names_in
    from rag.write import standalone

    assert names_in("How does AC/DC evolve LLMs and tasks?") == ["AC/DC"]
    assert standalone("Furthermore, d^2Cache naturally offers a more reliable decoding alternative.").startswith("d^2Cache")
    assert standalone("Moreover, pi-Flow matches the teacher.").startswith("pi-Flow")
    assert standalone("Herein, we reported the emergence of a surprising behavior.") == \
        "We reported the emergence of a surprising behavior."
    assert standalone("Here we propose X, a method.") == "Here we propose X, a method."
    # the other hand without the one (a model's paraphrase of it comes before): a sentence of its own
    assert standalone("On the other, scaling generates diverse experiences.") == "Scaling generates diverse experiences."


def test_a_benchmark_added_after_the_work_is_said_is_not_the_papers_name():
    from rag.text import short_name

    abstract = ("When using an LLM through an API provider, users expect the served model to remain consistent over "
                "time. In this work, we show that while LLM log probabilities (logprobs) are usually non-deterministic, "
                "they can still be used as the basis for cost-effective continuous monitoring of LLM APIs. This is "
                "enough to detect changes as small as one step of fine-tuning. We introduce the TinyChange benchmark "
                "as a way to measure the sensitivity of audit methods.")
    assert short_name("Log Probability Tracking of LLM APIs", abstract) is None  # the title names it, not "TinyChange"
    benchmark = "We introduce the TinyChange benchmark, which measures how sensitive audit methods are."
    assert short_name("Auditing LLM APIs", benchmark) == "TinyChange"  # a benchmark paper's benchmark is its name


def test_how_reads_how_it_is_achieved_and_a_verb_asked_of_a_named_paper_and_both_hands(seeded):
    lsi = ("Stochastic Interpolants (SI) are a powerful framework for generative modeling. However, their use in jointly "
           "optimized latent variable models remains unexplored. This work presents Latent Stochastic Interpolants (LSI) "
           "enabling joint learning in a latent space with end-to-end optimized encoder, decoder and latent SI models. "
           "We achieve this by developing a principled Evidence Lower Bound (ELBO) objective derived directly in "
           "continuous time. We demonstrate the efficacy of LSI through comprehensive experiments on ImageNet.")
    assert role("We achieve this by developing a principled ELBO objective.", 3, "LSI") == "method"
    got = evidence_for(seeded, "Latent Stochastic Interpolants", lsi,
                       "How does LSI train the encoder, decoder and latent SI model jointly?")
    assert any("Evidence Lower Bound (ELBO)" in s for s in got)
    hyper = ("Transformer layers are largely heuristics-driven. By quantifying them with extended Hopfield energy "
             "functions, we instantiate this idea as a constrained energy minimization problem. We further present "
             "Hyper-Spherical Energy Transformer (Hyper-SET), a recurrent-depth alternative to vanilla Transformers. "
             "With shared parameters across layers, Hyper-SET can scale to arbitrary depth with fewer parameters. Our "
             "results highlight Hyper-SET as a step toward interpretable and principled Transformer design.")
    got = evidence_for(seeded, "Hyper-SET: Designing Transformers via Hyperspherical Energy Minimization", hyper,
                       "What does Hyper-SET minimize, and what does sharing parameters across layers buy it?")
    assert any("constrained energy minimization problem" in s for s in got)  # the verb asked, not the name
    bank = ("We propose ReasoningBank, a novel memory framework that allows an agent to self-curate generalizable "
            "reasoning strategies. We further propose memory-aware test-time scaling (MaTTS), which leverages a "
            "powerful synergy between memory and test-time scaling. On one hand, relevant memory from ReasoningBank "
            "guides the scaling process toward more effective exploration. On the other, scaling generates abundant, "
            "diverse experiences for synthesizing higher-quality memory. Experiments on web browsing show that "
            "ReasoningBank consistently outperforms existing memory mechanisms.")
    got = evidence_for(seeded, "ReasoningBank: Scaling Agent Self-Evolving with Reasoning Memory", bank,
                       "How do ReasoningBank and MaTTS work together?")
    assert any(s.startswith("On one hand") for s in got) and any(s.startswith("On the other") for s in got)


def test_a_lead_in_ends_where_the_clause_begins_and_what_else_does_it_do_is_about_the_paper():
    from rag.answer import _OTHER_WORK
    from rag.question import focus_of
    from rag.route import route
    from rag.write import standalone

    kept = "Inspired by the dual-stream hypothesis, which distinguishes two pathways, we deconstruct visual processing."
    assert standalone(kept) == kept  # not "Which distinguishes two pathways, we …"
    kept = "Together with second-order, information-theoretic lower bounds on a family, we show that X holds."
    assert standalone(kept) == kept
    assert standalone("Additionally, experiments on ImageNet show gains.") == "Experiments on ImageNet show gains."
    assert route("What else does it do to improve sampling efficiency?").mode == "answer"
    assert not _OTHER_WORK.search("What else does it do to improve sampling efficiency?")
    assert route("SPIRAL, SPELL, what else?").mode == "summary"
    assert focus_of("Compare ReasoningBank with AgentFounder: how does each improve LLM agents?") == "method"


def test_how_reads_this_is_achieved_by_and_what_earlier_methods_overlooked_says_who_they_are(seeded):
    ssmd = ("We present self-speculative masked diffusions, a new class of masked diffusion generative models. Standard "
            "masked diffusion models predict factorized logits over currently masked positions. We reduce the "
            "computational burden by generating non-factorized predictions over masked positions. This is achieved by "
            "modifying the final transformer attention mask from non-causal to causal, enabling draft token generation. "
            "This results in a non-factorized predictive distribution over masked positions in a single forward pass.")
    got = evidence_for(seeded, "Self-Speculative Masked Diffusions", ssmd,
                       "How do self-speculative masked diffusions get non-factorized predictions in a single forward pass?")
    assert any(s.startswith("This is achieved by modifying") for s in got)
    pe = ("Differentially Private Stochastic Gradient Descent (DP-SGD) ensures data privacy by injecting noise. Recent "
          "works leverage public data to learn a gradient subspace and project noisy private sample gradients on to this "
          "subspace. However, they have overlooked two crucial aspects: the limitation of using a fixed projection "
          "subspace throughout training and the importance of choosing where to inject noise. Therefore, we propose "
          "Private Evolution aided Stochastic Gradient Descent (PE-SGD). PE-SGD uses an evolutionary strategy to update "
          "the gradient projection subspace.")
    got = evidence_for(seeded, "PE-SGD: Differentially Private Deep Learning via Evolution of Gradient Subspace for Text",
                       pe, "Which two aspects did earlier gradient-subspace methods overlook, according to the PE-SGD "
                           "paper?")
    assert got[:2] == [pe.split(". ")[1] + ".", pe.split(". ")[2] + "."]  # who "they" are, then what they overlooked


def test_a_quote_keeps_its_full_stop_and_a_contrast_is_not_kept_inside_whose_it_is():
    from rag.text import closed
    from rag.write import in_paper

    assert closed("… offering new directions for head-guided training of LLMs") == \
        "… offering new directions for head-guided training of LLMs."
    assert closed("It works.") == "It works." and closed("Does it?") == "Does it?"
    assert in_paper("Dual RS", "However, the global noise variance leads to a limitation.") == \
        "In Dual RS, the global noise variance leads to a limitation."


def test_a_winner_a_kept_property_a_finding_after_results_and_the_answer_to_a_problem_are_read(seeded):
    fin = ("We present FinSearchComp, the first fully open-source agent benchmark for financial search. FinSearchComp "
           "comprises three tasks, Time-Sensitive Data Fetching, Simple Historical Lookup, and Complex Historical "
           "Investigation. The benchmark includes 635 questions, and we evaluate 21 models (products) on it. Grok 4 "
           "(web) tops the global subset, approaching expert-level accuracy. Experimental analyses show that equipping "
           "agents with web search substantially improves results on FinSearchComp, and the country origin of models "
           "impacts performance.")
    got = evidence_for(seeded, "FinSearchComp", fin, "What tasks does FinSearchComp include and which models did best?")
    assert any(s.startswith("Grok 4 (web) tops") for s in got)  # the winner, though it says neither "best" nor "model"
    moe = ("Existing routers rely on non-differentiable Top-k+Softmax. We introduce Dirichlet-Routed MoE (DirMoE), a "
           "differentiable routing mechanism built on a Dirichlet variational autoencoder. This design disentangles "
           "expert selection, modeled by a Bernoulli component, and expert contribution, handled by a Dirichlet "
           "component. The entire forward pass remains fully differentiable through the use of Gumbel-Sigmoid "
           "relaxation for the expert selection. Our DirMoE router matches or exceeds other methods.")
    assert roles_of(split_sentences(moe), "DirMoE")[3] == "method"  # what the method keeps is no open problem
    ascii_ = ("Perceiving visual semantics in strings is under-explored. In this work, we select ASCII art as a "
              "representative artifact. We construct a novel benchmark, ASCIIEval. Proprietary models achieve over 70% "
              "accuracy on certain categories. Unfortunately, none of the models could benefit from the simultaneous "
              "provision of both modalities.")
    assert roles_of(split_sentences(ascii_), "ASCIIEval")[3:] == ["result", "result"]  # a finding among the results
    lazy = ("We identify a critical limitation: lazy agent behavior, in which one agent dominates. We introduce a method "
            "for measuring causal influence, helping mitigate this issue. Finally, as collaboration intensifies, the "
            "reasoning agent risks getting lost in multi-turn interactions. To counter this, we propose a verifiable "
            "reward mechanism that encourages deliberation.")
    got = evidence_for(seeded, "From Lazy Agents to Deliberation", lazy,
                       "What is lazy agent behavior, and what happens as collaboration intensifies?")
    assert any(s.startswith("To counter this") for s in got)  # the problem read brings what the paper does about it
    assert [p.text for p in analyse("How many algorithms does DHG-Bench evaluate, and along which dimensions?").parts] \
        == ["How many algorithms does DHG-Bench evaluate", "along which dimensions"]


def test_a_comparison_the_paper_makes_itself_reads_that_paper_and_a_link_is_read_when_code_is_asked_for(seeded):
    splat = ("We introduce splattable neural primitives, a new volumetric representation. Our formulation admits an "
             "exact analytical solution for line integrals. On novel-view synthesis benchmarks, our approach matches "
             "the quality and speed of 3D Gaussian Splatting while using 10x fewer primitives.")
    gs = ("We propose an embedding representation of 3D Gaussian Splatting based on continuous submanifold fields. "
          "It outperforms baselines on 3D Gaussian Splatting learning tasks.")
    question = analyse("How do splattable neural primitives avoid ray marching, and how do they compare with 3D Gaussian "
                       "Splatting?")
    assert question.compare
    assert _targets(question, 0.05, ("Splat the Net: Radiance Fields with Splattable Neural Primitives", splat),
                    ("Learning Unified Representation of 3D Gaussian Splatting", gs)) == ["a"]
    bench = ("We introduce DHG-Bench, the first comprehensive benchmark for HNNs. We have developed an easy-to-use "
             "library for training and evaluating HNN methods. The DHG-Bench library is available at: "
             "https://github.com/Coco-Hut/DHG-Bench.")
    got = evidence_for(seeded, "DHG-Bench: A Comprehensive Benchmark for Deep Hypergraph Learning", bench,
                       "Is there a library I can use?")
    assert any("github.com/Coco-Hut" in s for s in got)
    assert not any("github" in s for s in evidence_for(seeded, "DHG-Bench", bench, "What does DHG-Bench evaluate?"))


def test_asking_for_the_code_after_an_answer_is_about_that_papers_release(seeded):
    from rag.answer import _continues

    first = seeded.ask("How does LiteGuard fingerprint models?")
    paper = next(s.paper for s in first.sources if s.paper.paper_id == LG)
    assert not _continues("Is the code available?", first)  # the abstract releases nothing
    paper.abstract += " Code is available at https://github.com/example/liteguard."
    assert _continues("Is the code available?", first) and _continues("Is there a library I can use?", first)
    from rag.evidence import ARTIFACT

    assert not ARTIFACT.search("How well does it generate code for Python tasks?")  # code asked about, not for


def test_a_consequence_brings_its_cause_and_a_link_or_an_ordinal_does_not_place_the_papers_name():
    from rag.write import _titled, standalone

    assert _titled("The DHG-Bench library is available at: https://github.com/Coco-Hut/DHG-Bench.", "DHG-Bench",
                   "DHG-Bench: A Comprehensive Benchmark") == \
        "The DHG-Bench library (A Comprehensive Benchmark) is available at: https://github.com/Coco-Hut/DHG-Bench."
    assert _titled("It is at https://github.com/x/DHG-Bench.", "DHG-Bench", "DHG-Bench: A Benchmark") == \
        "It is at https://github.com/x/DHG-Bench."  # a link names nothing
    assert _titled("CaR's code is available.", "CaR", "Towards Efficient Constraint Handling") == "CaR's code is available."
    assert standalone("Subsequently, we analyze the convergence behaviors.") == "We analyze the convergence behaviors."


def test_as_a_result_is_read_with_the_sentence_it_follows_from(seeded):
    splat = ("Neural radiance fields require costly ray marching. We introduce splattable neural primitives, a new "
             "volumetric representation. Each primitive encodes a bounded neural density field. Our formulation admits "
             "an exact analytical solution for line integrals, enabling efficient splatting kernels. As a result, our "
             "representation supports integration along view rays without the need for costly ray marching.")
    got = evidence_for(seeded, "Splat the Net: Radiance Fields with Splattable Neural Primitives", splat,
                       "How do splattable neural primitives avoid ray marching?")
    assert any(s.startswith("Our formulation admits an exact analytical solution") for s in got)


def test_a_compared_name_only_one_paper_uses_and_a_listed_problem_asked_for_by_kind(seeded):
    from rag.text import short_name
    from rag.write import _titled

    spike = ("We study generalizable hallucination detection. Based on the phenomenon, we propose a new score "
             "SpikeScore, which quantifies abrupt fluctuations in multi-turn dialogues.")
    copy = ("We propose Copy-Paste, a generation paradigm that directly embeds contextual fragments, and instantiate it "
            "through CopyPasteLLM via two-stage high-copying preference training. CopyPasteLLM achieves best "
            "performance on FaithEval.")
    question = analyse("Compare SpikeScore with CopyPasteLLM: how does each deal with hallucinations?")
    assert _targets(question, 0.05, ("Beyond In-Domain Detection: SpikeScore for Cross-Domain Hallucination "
                                     "Detection", spike), ("Copy-Paste to Mitigate LLM Hallucinations", copy)) == ["a", "b"]
    bide = ("Conditional image generation augments text-to-image synthesis with priors. However, current methods "
            "struggle to harmonize guidance from both sources when conflicts arise: 1) input-level conflict, where the "
            "conditioning image contradicts the prompt, and 2) model-bias conflict, where learned biases hinder "
            "alignment. To overcome these issues, we propose a bidirectionally decoupled DPO framework (BideDPO). At "
            "its core, our method constructs two disentangled preference pairs for each sample to mitigate gradient "
            "entanglement. We construct a DualAlign benchmark to evaluate a model's ability to resolve conflicts.")
    got = evidence_for(seeded, "BideDPO: Conditional Image Generation with Simultaneous Text and Condition Alignment",
                       bide, "What two kinds of conflict does BideDPO handle, and how does it avoid gradient "
                             "entanglement?")
    assert any("1) input-level conflict" in s for s in got)
    assert short_name("Exploring Encoder-free Architectures in 3D LMMs", "We propose the LLM-embedded Semantic Encoding "
                      "strategy in the pre-training stage.") is None  # the first word of a longer name names nothing
    assert _titled("LASER-D achieves a 5.3 improvement.", "LASER", "Learn to Reason Efficiently") == \
        "LASER-D achieves a 5.3 improvement."  # LASER's title is not put inside LASER-D


SPORTR = ("Current sports benchmarks either cover single sports or lack the detailed reasoning chains needed to evaluate "
          "these capabilities. To address this gap, we introduce SportR, the first multi-sports large-scale benchmark "
          "designed to train and evaluate MLLMs on the fundamental reasoning required for sports intelligence. Our "
          "benchmark provides a dataset of 5,017 images and 2,101 videos. For the most advanced tasks, we provide 7,118 "
          "high-quality, human-authored Chain-of-Thought (CoT) annotations. Extensive experiments demonstrate the "
          "profound difficulty of our benchmark. State-of-the-art baseline models perform poorly on our most challenging "
          "tasks. While training on our data via Supervised Fine-Tuning and Reinforcement Learning improves these "
          "scores, they remain relatively low, highlighting a significant gap in current model capabilities. SportR "
          "presents a new challenge for the community.")


def test_how_big_reads_the_counts_and_these_scores_bring_the_scores_and_examples_given_are_read(seeded):
    title = "SportR: A Benchmark for Multimodal Large Language Model Reasoning in Sports"
    got = evidence_for(seeded, title, SPORTR, "How big is SportR and what kinds of annotations does it include?")
    assert any("5,017 images" in s for s in got)  # its size, not "large-scale"
    got = evidence_for(seeded, title, SPORTR, "How do current models do on it?")
    assert any(s.startswith("While training on our data") for s in got)
    assert any(s.startswith("State-of-the-art baseline models perform poorly") for s in got)  # what "these scores" are
    mirage = ("Recent advances in applying RL to LLMs have led to substantial progress. For example, notable claims "
              "include that a single training example can match the performance achieved with an entire dataset, and "
              "that the reward signal does not need to be very accurate. In this work, we identify a key factor that "
              "differentiates RL observations: whether the pretrained model already exhibits strong Model-Task Alignment. "
              "Through a systematic examination of a series of counterintuitive claims, our findings show that many of "
              "these counterintuitive results arise only when the model and task already exhibit strong alignment.")
    assert_reads(seeded, "Mirage or Method? How Model–Task Alignment Induces Divergent RL Conclusions", mirage,
                 "Which counterintuitive claims did they examine?", "For example, notable claims include")


def test_what_each_listed_part_does_is_read_and_each_of_one_frameworks_parts_is_no_comparison(seeded):
    from rag.question import cued_compare

    question = ("What are the three components of the training-free long video understanding framework, and what does "
                "each do?")
    assert not cued_compare(question) and analyse(question).one_described
    assert cued_compare("What does each paper propose?") and cued_compare("How does each handle long inputs?")
    text = ("Existing approaches often require costly training procedures. In this paper, we propose a training-free "
            "framework for long video understanding, integrating three key innovations: Adaptive Frame Sampling (AFS), "
            "Dynamic Resolution Allocation (DRA), and Video-Query-Options Similarity (VQOS). AFS adaptively increases "
            "frame sampling density in highly relevant video segments, while DRA reduces spatial resolution in less "
            "relevant segments. VQOS enhances similarity calculation by prompting MLLMs to generate candidate answer "
            "options. Experimental results show our method achieves state-of-the-art performance over 5 benchmarks.")
    assert_reads(seeded, "A Training-Free Framework for Long Video Understanding via Video-Query-Options Similarity",
                 text, question, "AFS adaptively", "VQOS enhances")


def test_an_announced_explanation_or_property_brings_the_sentence_that_gives_it_and_a_frozen_part_is_the_method(seeded):
    muon = ("The Muon optimizer is consistently faster than Adam in training LLMs, yet the mechanism underlying its "
            "success remains unclear. This paper demystifies this mechanism through the lens of associative memory. "
            "Motivated by this associative memory view, we then explain Muon’s superiority on real-world corpora, which "
            "are intrinsically heavy-tailed. The superiority is explained through two key properties: (i) its update "
            "rule consistently yields a more isotropic singular spectrum than Adam; and (ii) on heavy-tailed data, it "
            "optimizes tail classes more effectively than Adam. We prove that Muon consistently achieves balanced "
            "learning across classes.")
    assert_reads(seeded, "Muon Outperforms Adam in Tail-End Associative Memory Learning", muon,
                 "Why does Muon learn tail classes better than Adam?", "The superiority is explained through two key")
    var = ("Generative classifiers have demonstrated desirable properties such as robustness to distribution shifts. To "
           "address the efficiency concern, we investigate generative classifiers built upon visual autoregressive "
           "(VAR) modeling. Owing to their tractable likelihood, VAR-based generative classifiers enable significantly "
           "more efficient inference compared to diffusion-based counterparts. Beyond efficiency, we also study several "
           "properties of VAR-based generative classifiers that distinguish them from discriminative models. In "
           "particular, the tractable likelihood facilitates visual explainability via token-wise mutual information.")
    assert_reads(seeded, "Your VAR Model is Secretly an Efficient and Explainable Generative Classifier", var,
                 "What other properties do VAR-based generative classifiers have?", "In particular, the tractable")
    sentences = split_sentences(
        "Diffusion Transformers remain hampered by slow sampling. To address these limitations, we introduce RAPID3, a "
        "framework that delivers image-wise acceleration. Specifically, three lightweight policy heads decide their "
        "speed-up at each timestep. All policy parameters are trained online via GRPO while the generator remains frozen.")
    assert roles_of(sentences, "RAPID3")[3] != "background"  # what stays frozen is the method's, no open problem


def test_two_names_of_one_paper_read_that_paper_once_with_each_names_introduction(seeded):
    text = ("Current visual reasoning methods mainly focus on exploring specific reasoning modes. Inspired by this, we "
            "propose a novel adaptive reasoning paradigm, Mixture-of-Visual-Thoughts (**MoVT**), which unifies "
            "different reasoning modes within a single model. To achieve this, we introduce **AdaVaR**, a two-stage "
            "Adaptive Visual Reasoning learning framework: different modes are unified during the supervised cold-start "
            "stage, and mode selection is induced via RL. Extensive experiments show that AdaVaR effectively guides the "
            "model to learn and differentiate multiple modes.")
    chosen = chosen_for(seeded, "Mixture-of-Visual-Thoughts: Exploring Context-Adaptive Reasoning Mode Selection", text,
                        "What is the difference between MoVT and AdaVaR?")
    assert len(chosen.targets) == 1  # one paper, not the same one twice
    assert any(s.startswith("To achieve this, we introduce **AdaVaR**") for s in chosen.targets[0].evidence)
    answer = extractive_answer(chosen.reading_order).text
    assert answer.count("- **") == 1


def test_a_reply_opens_with_the_papers_name_only_when_the_part_asks_about_the_paper(seeded):
    text = ("We study the challenge of feature recovery with Sparse Autoencoders. Through controlled experiments, we "
            "identify a striking phenomenon we term neuron resonance: neurons reliably learn monosemantic features when "
            "their activation frequency matches the feature's occurrence frequency. Building on this finding, we develop "
            "Group Bias Adaptation (GBA), an SAE training algorithm with recovery guarantees.")
    title = "Taming Polysemanticity in LLMs: Theory-Grounded Feature Recovery via Sparse Autoencoders"
    [call] = calls(chosen_for(seeded, title, text, "What is neuron resonance in SAE training?"))
    assert call.begin == "" and call.name == "GBA"  # what it is first; the paper named when the answer is checked
    [call] = calls(chosen_for(seeded, title, text, "How does GBA recover features?"))
    assert call.begin == "GBA"
    gym = ("Agents in the real world must make timely judgments. We introduce real-time reasoning as a new problem and "
           "build Real-Time Reasoning Gym to demonstrate it. We study two paradigms for deploying language models in "
           "agents: reactive agents and planning agents. Even state-of-the-art models struggle in either paradigm. To "
           "address this limitation, we propose AgileThinker, which simultaneously engages both reasoning paradigms.")
    title = "Real-Time Reasoning Agents in Evolving Environments"
    first = calls(chosen_for(seeded, title, gym, "What two agent paradigms does Real-Time Reasoning Gym study?"))[0]
    assert first.begin == ""  # the gym's paradigms, not "AgileThinker studies two paradigms"
    first = calls(chosen_for(seeded, title, gym, "How do current models do on it?"))[0]
    assert first.begin == ""  # not "AgileThinker models struggle"
    first = calls(chosen_for(seeded, title, gym, "Which paper builds Real-Time Reasoning Gym?"))[0]
    assert first.begin == "AgileThinker"  # a paper looked for: named first, whatever thing of it the question names


def test_a_short_follow_up_in_one_of_the_last_papers_words_stays_on_it(seeded):
    from rag.answer import _continues

    first = seeded.ask("How does LiteGuard fingerprint models?")
    assert _continues("Do the checkpoints matter?", first)  # its one word is LiteGuard's (checkpoint-based)
    assert not _continues("Which paper uses checkpoints?", first)  # a paper looked for, not this one
    assert not _continues("Does the amount of rain matter?", first)


def test_a_term_inside_a_papers_name_is_no_other_paper_and_a_follow_up_names_what_its_paper_reports():
    ctc = ("Pay Attention to CTC: Fast and Robust Pseudo-Labelling", "We propose CTC-driven teacher forcing, where CTC "
           "pseudo-labels are fed into the decoder.")
    dro = ("CTC-DRO: Robust Optimization for Reducing Language Disparities in Speech Recognition", "Group DRO fails when "
           "group losses misrepresent performance differences, as with the CTC loss. We present CTC-DRO, which smooths "
           "the group weight update.")
    question = analyse("Why does group DRO fail with CTC loss, and how does CTC-DRO fix it?")
    assert _targets(question, 0.1, ctc, dro) == ["b"]  # "CTC" is the field's, CTC-DRO's paper is asked about
    hdla = ("Householder-Diagonalized Linear Attention (HDLA): Utilizing Enhanced Decay Mechanism", "HDLA delivers at "
            "most 80% and 58.2% performance gains over baselines on retrieval-based MQAR and RULER tasks.")
    mqar = ("Multi-Feature Quantized Self-Attention for Fair Large Language Models", "We propose MQAR. MQAR consistently "
            "reduces bias while maintaining downstream accuracy.")
    follow = analyse(f'How big are its gains on MQAR and RULER? (about the paper "{hdla[0]}")', lambda text: [])
    assert follow.follow_up and _targets(follow, 0.1, hdla, mqar) == ["a"]  # HDLA's gains, not the MQAR paper


def test_where_reads_the_stage_named_and_its_before_a_problem_brings_what_it_is(seeded):
    text = ("Existing MLLMs process a large number of visual tokens. Previous works generally assume that visual tokens "
            "achieve better vision–language alignment in the shallow layers of LLMs, which have led to token compression "
            "being applied in intermediate LLM layers. In contrast, our study reveals that with proper selection, "
            "task-related token compression is feasible at the input stage of LLM with negligible performance loss. "
            "Furthermore, we propose to learn a mapping from the attention map of the first LLM layer to the explanation "
            "results, thereby avoiding the need for a full inference pass.")
    got = evidence_for(seeded, "Task-Related Token Compression in Multimodal Large Language Models", text,
                       "Where does the token compression paper compress visual tokens?")
    assert any("at the input stage of LLM" in s for s in got)
    kbvq = ("Mixture of Experts models pose challenges for deployment. Vector Quantization (VQ) offers a promising "
            "approach for ultra-low-bit compression by constructing a codebook. However, its direct application to MoEs "
            "suffers from significant performance degradation caused by two critical obstacles: (1) redundant "
            "representation among experts; and (2) cumulative outputs bias. To this end, we propose KBVQ-MoE, a novel "
            "VQ framework for MoE-based LLMs.")
    got = evidence_for(seeded, "KBVQ-MoE: KLT-guided SVD with Bias-Corrected Vector Quantization", kbvq,
                       "What two obstacles does KBVQ-MoE address when applying vector quantization to MoE models?")
    assert any(s.startswith("However, its direct application") for s in got)
    assert any(s.startswith("Vector Quantization (VQ) offers") for s in got)  # what "its" is


def test_a_paper_described_by_its_titles_words_is_found_by_them(seeded):
    from rag.text import content_words

    papers = seeded.components.papers.current()
    assert papers.titled(content_words("the length generalization bounds")) == ["TLSUIyBIfs"]
    assert papers.titled(set()) == []


def test_what_the_paper_does_instead_of_others_is_read_and_where_is_the_code_asks_for_the_link(seeded):
    from rag.evidence import ARTIFACT

    assert ARTIFACT.search("Where is the code?") and ARTIFACT.search("Where are their weights?")
    text = ("We study efficient RL under linear realizability. Prior methods in this setting are either computationally "
            "intractable, or require access to a simulator. We propose Frozen Policy Iteration, an online RL algorithm. "
            "Our algorithm achieves a regret bound of O(sqrt(d^2 H^6 T)). Existing policy iteration algorithms under the "
            "same setting heavily rely on repeatedly sampling the same state by access to the simulator, which is not "
            "implementable online. In contrast, our new algorithm circumvents this limitation by strategically using "
            "only high-confidence part of the trajectory data and freezing the policy for well-explored states.")
    assert_reads(seeded, "Frozen Policy Iteration", text, "Why doesn't Frozen Policy Iteration need a simulator?",
                 "In contrast, our new algorithm circumvents")


def test_how_answers_are_graded_reads_the_judge_and_help_reads_benefit_and_main_module_reads_the_parts(seeded):
    lexam = ("Long-form legal reasoning remains a key challenge for LLMs. To address this, we introduce LEXam, a benchmark "
             "derived from 340 law exams. The dataset comprises 4,886 law exam questions in English and German, including "
             "2,841 long-form, open-ended questions. Besides reference answers, the open questions are accompanied by "
             "explicit guidance outlining the expected legal reasoning. Deploying an ensemble LLM-as-a-Judge paradigm "
             "with rigorous human expert validation, we demonstrate how model-generated reasoning steps can be evaluated "
             "consistently and accurately.")
    assert_reads(seeded, "LEXam: Benchmarking Legal Reasoning on 340 Law Exams", lexam,
                 "How are the long-form answers in LEXam graded?", "Deploying an ensemble LLM-as-a-Judge")
    ascii_ = ("ASCII art depicts concepts through careful arrangement of characters, which can be formulated in both text "
              "and image modalities. We introduce ASCIIEval to benchmark visual perception in text strings. Given textual "
              "input, language models show their visual perception ability on ASCII art concepts. For image inputs, "
              "open-source MLLMs suffer from a trade-off between text recognition and visual perception. Experiments "
              "show that models exhibit limited generalization, with a gap of over 20.01% accuracy. Unfortunately, "
              "none of the models could successfully benefit from the simultaneous provision of both modalities.")
    got = evidence_for(seeded, "ASCIIEval: Benchmarking Models' Visual Perception in Text Strings via ASCII Art", ascii_,
                       "How well do models recognize ASCII art in ASCIIEval, and does giving both text and image help?")
    assert any("benefit from the simultaneous provision" in s for s in got)
    stpr = ("Existing approaches rely on exemplar rehearsal. To address these limitations, we propose Spatiotemporal "
            "Preservation and Routing (StPR), an exemplar-free VCIL framework. We begin by introducing Frame-Shared "
            "Semantics Distillation (FSSD), which identifies semantically stable channels. Building on this preserved "
            "semantic space, we further design a Temporal Decomposition-based Mixture-of-Experts (TD-MoE), which "
            "dynamically routes task-specific experts according to temporal dynamics. Through the synergy of FSSD and "
            "TD-MoE, StPR leverages spatial semantics and temporal dynamics.")
    assert_reads(seeded, "StPR: Spatiotemporal Preservation and Routing for Video Class-Incremental Learning", stpr,
                 "What does StPR's main module do?", "We begin by introducing Frame-Shared Semantics Distillation")


def test_a_term_the_named_paper_says_is_not_another_papers_name(seeded):
    from rag.citations import number_sources
    from rag.evidence import plan
    from rag.question import analyse
    from rag.types import Hit

    shielded = ("Reverse engineering threatens software security, while virtual machine protection (VMP) relies on "
                "rigid rules. In this work, we present ShieldedCode, the first protection-aware framework that learns "
                "robust representations of VMP-protected code. Our method achieves 26.95% Pass@1 on L0 VM code "
                "generation compared to 22.58% for GPT-4o.")
    matching = ("We propose Value Matching (VM), a gradient-free method for reward-guided flow adaptation. VM matches "
                "value functions. We demonstrate improved stability and sample efficiency over CG.")
    sources = number_sources([
        Hit(paper_id="a", title="ShieldedCode: Learning Robust Representations for Virtual Machine Protected Code",
            score=1.0, chunks=[], abstract=shielded),
        Hit(paper_id="b", title="Value Matching: Scalable and Gradient-Free Reward-Guided Flow Adaptation", score=0.9,
            chunks=[], abstract=matching)])
    margin = seeded.settings.answer.related_margin
    chosen = plan(sources, analyse("What does ShieldedCode achieve on VM code generation compared with GPT-4o?"), margin)
    assert [t.paper.paper_id for t in chosen.targets] == ["a"] and not chosen.others
    # said on its own, the name is the other paper's
    chosen = plan(sources, analyse("How does ShieldedCode differ from VM?"), margin)
    assert [t.paper.paper_id for t in chosen.targets] == ["a", "b"]


def test_in_x_drops_the_abstracts_own_in_this_work():
    from rag.write import in_paper

    assert in_paper("Toward Efficient Exploration by LLM Agents", "In this work, rather than relying on finetuning, "
                    "the authors implement PSRL.") == ("In the paper “Toward Efficient Exploration by LLM Agents”, "
                                                       "rather than relying on finetuning, the authors implement PSRL.")
    assert in_paper("RCGM", "Within this framework, the authors reveal that consistency models are special cases."
                    ).startswith("In RCGM, the authors reveal")


def test_does_it_slow_down_reads_what_the_abstract_says_of_its_speed(seeded):
    assert_reads(seeded, "Simplicial Embeddings Improve Sample Efficiency in Actor-Critic Agents", (
        "Recent works accelerate the wall-clock training time of actor-critic methods via large-scale environment "
        "parallelization. Noting that well-structured representations can improve sample efficiency, we propose the "
        "use of simplicial embeddings: lightweight representation layers that constrain embeddings to simplicial "
        "structures. This geometric inductive bias results in sparse and discrete features that stabilize critic "
        "bootstrapping and strengthen policy gradients. When applied to FastTD3, FastSAC, and PPO, simplicial embeddings "
        "consistently improve sample efficiency and final performance across a variety of continuous- and "
        "discrete-control environments, without any loss in runtime speed. We further analyse the learned features "
        "and find that they are sparse. The embeddings also make the critic's value estimates more stable across seeds. "
        "Ablations show that the simplex dimension matters more than the number of simplices."),
        "Does it slow down training? (context: What are simplicial embeddings and what do they improve in "
        "actor-critic agents?)", "When applied to FastTD3")


def test_why_cant_reads_what_the_paper_says_limits_it(seeded):
    assert_reads(seeded, "The Limits of Inference Scaling Through Resampling", (
        "Recent research has generated hope that inference scaling, such as resampling solutions until they pass "
        "verifiers like unit tests, could allow weaker models to match stronger ones. Beyond inference, this approach "
        "also enables training reasoning models, where data is curated using rejection sampling against a verifier. "
        "However, we show that this approach is fundamentally limited when verifiers are imperfect and have a non-zero "
        "probability of producing false positives. Resampling cannot decrease this probability, so it imposes an upper "
        "bound to the accuracy of resampling-based inference scaling, regardless of compute budget. Our analysis shows "
        "that there is a strong correlation between the model's single-sample accuracy and its false positive rate on "
        "HumanEval and MBPP, whose unit tests have limited coverage. Therefore, no amount of inference scaling of weaker "
        "models can enable them to match the single-sample accuracy of a sufficiently strong model. Empirical results "
        "show that optimal sampling attempts are often fewer than 10."),
        "Why can't resampling against unit tests let weak models match strong ones?", "Therefore, no amount")


def test_a_follow_up_does_not_repeat_what_the_last_answer_gave(seeded):
    title = "WorldGym: World Model as An Environment for Policy Evaluation"
    abstract = (
        "Evaluating robot control policies is difficult: real-world testing is costly, and handcrafted simulators "
        "require manual effort to improve in realism and generality. We propose a world-model-based policy evaluation "
        "environment (WorldGym), an autoregressive, action-conditioned video generation model which serves as a proxy to "
        "real world environments. We evaluate a set of VLA-based real-robot policies in the world model using only "
        "initial frames from real robots, and show that policy success rates within the world model highly correlate "
        "with real-world success rates. Moreoever, we show that WorldGym is able to preserve relative policy rankings "
        "across different policy versions, sizes, and training checkpoints. We find that modern VLA-based robot "
        "policies still struggle to distinguish object shapes and can become distracted by adversarial facades of "
        "objects.")
    question = f'What weaknesses of VLA policies did it reveal? (about the paper "{title}")'
    first = chosen_for(seeded, title, abstract, question).targets[0].evidence
    assert any(s.startswith("We evaluate a set of VLA-based") for s in first)  # its words, said again
    sources = number_sources([Hit(paper_id="x", title=title, score=1.0, chunks=[], abstract=abstract)])
    q = analyse(question)
    q.before = frozenset(s for s in sources[0].sentences if s.startswith(("We evaluate", "Moreoever")))
    chosen = plan(sources, q, seeded.settings.answer.related_margin)
    choose(chosen, seeded.scorer, seeded.embedder.encode([p.text for p in q.parts]),
           seeded.embedder.encode([question])[0], seeded.settings.answer)
    again = chosen.targets[0].evidence
    assert any(s.startswith("We find that modern VLA-based") for s in again), again
    assert not q.before & set(again), again


def test_where_reads_the_sentence_that_places_the_method_in_a_module(seeded):
    """"Where does LoRA-Mixer put its LoRA experts?": its introduction says where ("… routes task-specific LoRA experts
    into the core projection matrices of the attention module"), though no sentence says "put"."""
    lora_mixer = ("Recent attempts to combine low-rank adaptation (LoRA) with mixture-of-experts (MoE) for multi-task "
                  "adaptation of Large Language Models (LLMs) often replace whole attention/FFN layers with switch "
                  "experts or append parallel expert branches, undermining parameter efficiency and limiting task "
                  "specialization.  We introduce **LoRA-Mixer**, a modular MoE framework that routes task-specific LoRA"
                  " experts into the core projection matrices of the attention module (input/output linear layers), "
                  "rather than primarily targeting FFN blocks. The design delivers fine-grained token-level "
                  "specialization by fully exploiting the attention mechanism, while remaining drop-in compatible with "
                  "Transformers and state-space models (SSMs) as the linear projection layers are ubiquitous. To train "
                  "robust routers from limited data while promoting stable, selective decisions and high expert reuse, "
                  "**LoRA-Mixer** employs an adaptive **Routing Specialization Loss (RSL)** that jointly enforces "
                  "global load balance and input-aware specialization via an entropy-shaping objective. The framework "
                  "supports two regimes: (i) joint optimization of adapters and router with a differentiable hard\u2013soft "
                  "top-k routing scheme, and (ii) plug-and-play routing over frozen, pre-trained LoRA modules sourced "
                  "from public repositories.  Across 15 benchmarks\u2014including MedQA, GSM8K, HumanEval, and GLUE\u2014RSL-"
                  "optimized LoRA-Mixer outperforms state-of-the-art routing and LoRA-MoE baselines while using 48% of "
                  "their trainable parameters, with gains of +3.79%, +2.90%, and +3.95% on GSM8K, CoLA, and ARC-C, "
                  "respectively. Cross-model transfer and adapter reuse experiments further demonstrate the approach\u2019s "
                  "versatility and data efficiency.")
    got = evidence_for(seeded, "LoRA-Mixer: Coordinate Modular LoRA Experts Through Serial Attention Routing",
                       lora_mixer, "Where does LoRA-Mixer put its LoRA experts, and how is its router trained?")
    assert any("into the core projection matrices" in s for s in got)
    assert any("Routing Specialization Loss" in s for s in got)


def test_a_paper_is_named_by_its_own_name_the_question_uses():
    """"How does EMAC pick …?" of a paper that introduces "a novel Active Universal Test-Time Adaptation (AUTTA)
    framework, Exposing Mixture and Annotating Confusion (EMAC)": the answer names EMAC; never a method it cites."""
    from rag.evidence import called_by, paper_label

    emac = ("Currently, most UTTA methods can only deal with minor shifts and heavily rely on heuristic approaches. To "
            "advance UTTA under dual shifts, we propose a novel Active Universal Test-Time Adaptation (AUTTA) framework, "
            "Exposing Mixture and Annotating Confusion (EMAC), which incorporates active human annotation into the UTTA "
            "setting. To select appropriate samples for annotation in AUTTA, we first identify the mixed regions of "
            "target domain samples under dual shifts. Extensive experiments show that the proposed AUTTA approach "
            "significantly improves performance.")
    [src] = number_sources([Hit(paper_id="x", title="Exposing Mixture and Annotating Confusion for Active Universal "
                                "Test-Time Adaptation", score=1.0, chunks=[], abstract=emac)])
    assert paper_label(src) == "AUTTA"
    src.label = called_by(src, ["EMAC"])
    assert paper_label(src) == "EMAC"
    from rag.suggest import _label

    assert _label(src) == "EMAC"  # the follow-up suggestions call it so too
    assert called_by(src, ["AUTTA", "EMAC"]) is None  # the usual name is asked too
    dpo = ("Direct Preference Optimization (DPO) is widely used. We propose SimPER, which removes the reference model "
           "from DPO.")
    [src] = number_sources([Hit(paper_id="y", title="SimPER: Simple Preference Optimization", score=1.0, chunks=[],
                                abstract=dpo)])
    assert called_by(src, ["DPO"]) is None  # a method it builds on names another paper
    guard = ("To close the data gap, we introduce AuraGen, a controllable engine that synthesizes benign trajectories. "
             "To close the guardian model gap, we propose a foundational guardrail Safiron, combining a cross-planner "
             "adapter with a compact guardian model.")
    [src] = number_sources([Hit(paper_id="z", title="Building a Foundational Guardrail for General Agentic Systems",
                                score=1.0, chunks=[], abstract=guard)])
    assert paper_label(src) == "AuraGen"
    assert called_by(src, ["Safiron"]) == "Safiron"  # "the Safiron paper": a name given in passing after what it is
    assert called_by(src, ["Guardrail"]) is None  # a word of its title, no name it gives
    # the field the abstract named before its own work, though it spells its method so ("we propose Triple-BERT, a
    # centralized Single Agent Reinforcement Learning (MARL) method"): "Do current MARL methods …?" calls no paper MARL
    triple = ("Order dispatching is often addressed using Multi-Agent Reinforcement Learning (MARL). However, "
              "independent MARL methods fail to capture global information. To overcome these challenges, we propose "
              "Triple-BERT, a centralized Single Agent Reinforcement Learning (MARL) method designed specifically for "
              "large-scale order dispatching.")
    [src] = number_sources([Hit(paper_id="w", title="Triple-BERT: Do We Really Need MARL for Order Dispatch on "
                                "Ride-Sharing Platforms?", score=1.0, chunks=[], abstract=triple)])
    assert called_by(src, ["MARL"]) is None
    assert paper_label(src) == "Triple-BERT"


def test_an_abstract_without_a_method_has_background_up_to_its_own_voice(seeded):
    """"Does alternating RM+ converge in constrained optimization …?" of an abstract that proves, not proposes: not
    "Even beyond games, one could try to use RM variants …" (and what it brings), which comes before "We show …"."""
    rm = ("Regret matching (RM) is a foundational online algorithm that has been at the heart of many AI breakthrough "
          "results in solving benchmark zero-sum games, such as poker. Yet, surprisingly little is known so far in "
          "theory about its convergence beyond two-player zero-sum games. Even beyond games, one could try to use RM "
          "variants for general constrained optimization problems. Recent empirical evidence suggests that they attain "
          "strong performance on benchmark constrained optimization problems, outperforming traditional gradient "
          "descent-type algorithms. We show that alternating RM+ converges to an ε-KKT point after O(1/ε^4) "
          "iterations, establishing for the first time that it is a sound and fast first-order optimizer. In sharp "
          "contrast, our second main result establishes a lower bound: RM, with or without alternation, can take an "
          "exponential number of iterations to reach a crude approximate solution even in two-player potential games.")
    got = evidence_for(seeded, "Convergence of Regret Matching in Potential Games and Constrained Optimization", rm,
                       "Does alternating regret matching plus converge in constrained optimization, how fast, and what "
                       "lower bound holds for plain regret matching in potential games?")
    assert any(s.startswith("We show that alternating RM+ converges") for s in got)
    assert any(s.startswith("In sharp contrast, our second main result") for s in got)
    assert not any(s.startswith(("Even beyond games", "Recent empirical evidence")) for s in got), got


BS = ("Prevailing unlearning methods generally rely on gradient ascent and its variants to lower the probability of "
      "specific target responses. However, we find that this strategy induces a critical side effect: probability mass "
      "is redistributed into high-likelihood regions, often corresponding to semantically related rephrasings of the "
      "targets. We refer to this as the ***squeezing effect***, which explains why many methods yield merely spurious "
      "unlearning. To address this, we propose a ***bootstrapping*** (BS) framework that explicitly links the squeezing "
      "effect with the model’s own high-confidence generations, namely its ***model beliefs***. By jointly suppressing "
      "both target responses and model beliefs, BS-T (token) attenuates high-probability tokens, whereas BS-S "
      "(sequence) removes entire high-confidence generations, together achieving more thorough forgetting while "
      "preserving utility. Extensive experiments on diverse benchmarks confirm the effectiveness of our approach.")


def test_a_term_named_by_we_refer_to_this_as_is_read_with_what_this_is(seeded):
    """"What is the squeezing effect …?" of "We refer to this as the squeezing effect, which …": the sentence before
    it says what the effect is."""
    got = evidence_for(seeded, "LLM Unlearning with LLM Beliefs", BS, "What is the squeezing effect in LLM unlearning?")
    assert any(s.startswith("However, we find that this strategy induces") for s in got), got
    assert any(s.startswith("We refer to this as") for s in got)


def test_the_difference_between_two_things_one_paper_names_is_where_it_sets_them_side_by_side(seeded):
    got = evidence_for(seeded, "LLM Unlearning with LLM Beliefs", BS,
                       "In LLM Unlearning with LLM Beliefs, what is the difference between BS-T and BS-S?")
    assert any("BS-T (token)" in s for s in got), got
    assert not any(s.startswith(("However, we find", "We refer to this", "Extensive experiments")) for s in got), got


def test_the_setting_a_framework_is_for_is_not_its_name():
    """"We propose a … framework for offline Goal-Conditioned Reinforcement Learning (GCRL)": GCRL is the setting; not
    one whose acronym takes letters from before the "for" ("… Edge Reweighting framework for Graph Outlier Detection
    (CER-GOD)")."""
    assert method_name("We propose a hierarchical entity-centric framework for offline Goal-Conditioned Reinforcement "
                       "Learning (GCRL) that combines subgoal decomposition with factored structure.") is None
    assert method_name("To address this, we propose a Clustering-guided Edge Reweighting framework for Graph Outlier "
                       "Detection (CER-GOD), which enables threshold-free outlier detection.") == "CER-GOD"


def test_what_the_method_fits_is_no_background_and_an_unnamed_method_is_described_on():
    """"The RL agent and subgoal generator are … composed post hoc …, making the approach modular and compatible with
    existing GCRL algorithms" describes the method just introduced: "existing" is what it fits, not prior work."""
    sentences = split_sentences(
        "We propose a hierarchical entity-centric framework for offline Goal-Conditioned Reinforcement Learning (GCRL) "
        "that combines subgoal decomposition with factored structure. Achieving long-horizon goals in complex "
        "environments remains a core challenge in Reinforcement Learning (RL). We employ a two-level hierarchy composed "
        "of a value-based GCRL agent and a factored subgoal-generating conditional diffusion model. The RL agent and "
        "subgoal generator are trained independently and composed post hoc through selective subgoal generation based "
        "on the value function, making the approach modular and compatible with existing GCRL algorithms.")
    assert roles_of(sentences, method_name(" ".join(sentences)))[3] == "method"


def test_what_a_phenomenon_comes_down_to_is_its_cause_read_with_what_it_is(seeded):
    """"What causes subliminal learning under hard distillation?": "Instead, it comes down to a small set of divergence
    tokens …", with the sentence before it that says what "it" is."""
    sub = ("Language models can transfer hidden biases during distillation. This surprising phenomenon is called "
           "subliminal learning. Subliminal learning can be expected under soft distillation, where the student is "
           "trained on the teacher's full next-token distribution. But the fact that this also occurs under hard "
           "distillation raises a deeper question: when and how does subliminal learning actually occur? We answer this "
           "question through controlled experiments and mechanistic analysis. Our results show that subliminal learning "
           "does not need (global) token entanglement or logit leakage. Instead, it comes down to a small set of "
           "divergence tokens, rare cases where teachers with different biases would predict different tokens. Masking "
           "out these tokens mostly removes the hidden bias transfer.")
    got = evidence_for(seeded, "Towards Understanding Subliminal Learning: When and How Hidden Biases Transfer", sub,
                       "What causes subliminal learning under hard distillation?")
    assert any(s.startswith("Instead, it comes down to") for s in got), got
    assert any(s.startswith("Our results show that subliminal learning does not need") for s in got), got


DIJA = ("Diffusion-based large language models (dLLMs) have recently emerged as a powerful alternative to autoregressive "
        "LLMs, offering faster inference and greater interactivity via parallel decoding and bidirectional modeling. "
        "However, despite strong performance in code generation and text infilling, we identify a fundamental safety "
        "concern: existing alignment mechanisms fail to safeguard dLLMs against context-aware, masked-input adversarial "
        "prompts, exposing novel vulnerabilities. To this end, we present **DIJA**, the first systematic study and "
        "jailbreak attack framework that exploits unique safety weaknesses of dLLMs. Specifically, our proposed DIJA "
        "constructs adversarial interleaved mask-text prompts that exploit the text generation mechanisms of dLLMs, "
        "i.e., bidirectional modeling and parallel decoding. Bidirectional modeling drives the model to produce "
        "contextually consistent outputs for masked spans, even when harmful, while parallel decoding limits model "
        "dynamic filtering and rejection sampling of unsafe content. This causes standard alignment mechanisms to fail, "
        "enabling harmful completions in alignment-tuned dLLMs, even when harmful behaviors or unsafe instructions are "
        "directly exposed in the prompt. Through comprehensive experiments, we demonstrate that DIJA significantly "
        "outperforms existing jailbreak methods, exposing a previously overlooked threat surface in dLLM architectures. "
        "Notably, our method achieves up to 100\\% keyword-based ASR on Dream-Instruct, surpassing the strongest prior "
        "baseline, ReNeLLM, by up to 78.5\\% in evaluator-based ASR on JailbreakBench and by 37.7 points in "
        "StrongREJECT score, while requiring no rewriting or hiding of harmful content in the jailbreak prompt.")
DIJA_TITLE = "The Devil behind the mask: An emergent safety vulnerability of Diffusion LLMs"


def test_this_causes_is_read_with_what_causes_it_and_an_abbreviation_says_its_long_form(seeded):
    """"This causes standard alignment mechanisms to fail" holds by the sentence before it; a sentence's "ASR" says
    the "attack success" a question asks about, by the corpus's abbreviations; the benchmark the question names is
    where it is asked about."""
    from rag.abbreviations import Abbreviations

    got = evidence_for(seeded, DIJA_TITLE, DIJA, "Why are diffusion LLMs vulnerable to DIJA's masked prompts?")
    assert any(s.startswith("This causes") for s in got), got
    assert any(s.startswith("Bidirectional modeling drives") for s in got), got
    # a follow-up in the title's own words ("vulnerable", "diffusion LLMs"): where the abstract gives the cause
    got = evidence_for(seeded, DIJA_TITLE, DIJA, f'Why are diffusion LLMs vulnerable to it? (about the paper "{DIJA_TITLE}")')
    assert any(s.startswith("This causes") for s in got) and any(s.startswith("Bidirectional") for s in got), got
    sources = number_sources([Hit(paper_id="x", title=DIJA_TITLE, score=1.0, chunks=[], abstract=DIJA)])
    question = "What attack success rate does DIJA reach on Dream-Instruct?"
    q = analyse(question)
    chosen = plan(sources, q, seeded.settings.answer.related_margin)
    table = Abbreviations.build(["the attack success rate (ASR) of a jailbreak"] * 2)
    choose(chosen, seeded.scorer, seeded.embedder.encode([p.text for p in q.parts]),
           seeded.embedder.encode([question])[0], seeded.settings.answer, table)
    assert any("ASR on Dream-Instruct" in s for s in chosen.targets[0].evidence), chosen.targets[0].evidence


def test_a_shortcoming_asked_is_where_the_abstract_says_what_limits_it(seeded):
    abstract = ("Neural vocoders have recently advanced waveform generation, yielding natural and expressive audio. "
                "Among these approaches, iSTFT-based vocoders have recently gained attention. They predict a "
                "complex-valued spectrogram and then synthesize the waveform via iSTFT, thereby avoiding learned "
                "upsampling stages that can increase computational cost. However, current approaches use real-valued "
                "networks that process the real and imaginary parts independently. This separation limits their "
                "ability to capture the inherent structure of complex spectrograms. We present ComVo, a Complex-valued "
                "neural Vocoder whose generator and discriminator use native complex arithmetic. Experiments "
                "demonstrate that ComVo achieves higher synthesis quality than comparable real-valued baselines.")
    got = evidence_for(seeded, "Toward Complex-Valued Neural Networks for Waveform Generation", abstract,
                       "Why do iSTFT vocoders with real-valued networks fall short, according to ComVo?")
    assert [s[:30] for s in got] == ["However, current approaches us", "This separation limits their a"], got


def test_a_list_opened_after_a_colon_is_read_whole_and_a_part_of_the_work_is_read_alone(seeded):
    enel = ("In this paper, we present the first comprehensive investigation into the potential of encoder-free "
            "architectures to alleviate the challenges of encoder-based 3D LMMs. We identify key aspects for 3D LMMs to "
            "remove the pre-trained encoder and enable the LLM to assume the role of the 3D encoder: 1) We propose the "
            "LLM-embedded Semantic Encoding strategy in the pre-training stage, exploring the effects of various point "
            "cloud self-supervised losses. And we present the Hybrid Semantic Loss to extract high-level semantics. 2) "
            "We introduce the Hierarchical Geometry Aggregation strategy in the instruction tuning stage. To the end, we "
            "present the first Encoder-free 3D LMM, **ENEL**.")
    assert_reads(seeded, "Exploring the Potential of Encoder-free Architectures in 3D LMMs", enel,
                 "What are the two strategies ENEL uses to drop the point cloud encoder?",
                 "We identify key aspects", "2) We introduce the Hierarchical Geometry Aggregation")
    thyme = ("Following OpenAI's introduction of the thinking with images concept, recent efforts have explored the "
             "use of visual information in reasoning. In this paper, we make a preliminary attempt in this direction by "
             "introducing Thyme, a novel paradigm for enabling multimodal large language models to generate and execute "
             "image processing operations via executable code. We activate this capability through a two-stage training "
             "strategy: an initial Supervised Fine-Tuning (SFT) on a curated dataset of 500K samples, followed by a "
             "Reinforcement Learning (RL) phase. For the RL stage, we propose GRPO-ATS (Group Relative Policy "
             "Optimization with Adaptive Temperature Sampling), an algorithm that applies distinct temperatures to text "
             "and code generation. We conduct extensive experimental analysis and ablation studies. Comprehensive "
             "evaluations on nearly 20 benchmarks show that Thyme yields significant and consistent performance gains.")
    got = evidence_for(seeded, "Thyme: Think Beyond Images", thyme, "What is GRPO-ATS in Thyme?")
    assert got and all("GRPO-ATS" in s for s in got), got


def test_what_a_method_does_differently_is_what_it_proposes(seeded):
    dms = ("For example, the state-of-the-art CMA-MAE algorithm guides measure space exploration with a histogram in "
           "measure space that records so-called discount values. However, CMA-MAE stagnates in domains with "
           "high-dimensional measure spaces because solutions with similar measures fall into the same histogram cell "
           "and hence receive the same discount value. To address these limitations, we propose Discount Model Search "
           "(DMS), which guides exploration with a model that provides a smooth, continuous representation of discount "
           "values. In high-dimensional measure spaces, this model enables DMS to distinguish between solutions with "
           "similar measures and thus continue exploration. Results on high-dimensional benchmarks show that DMS "
           "outperforms CMA-MAE and other existing black-box QD algorithms.")
    assert_reads(seeded, "Discount Model Search for Quality Diversity Optimization in High-Dimensional Measure Spaces",
                 dms, "Why does CMA-MAE stagnate with high-dimensional measures, and what does DMS do differently?",
                 "However, CMA-MAE stagnates", "To address these limitations, we propose Discount Model Search")


def test_what_a_question_sets_the_paper_against_is_read_where_the_abstract_says_what_that_does(seeded):
    from rag.evidence import set_against

    assert set_against("how is it different from optimal-transport-based models") == content_words("optimal transport")
    assert set_against("How does it differ from existing methods") == set()  # nothing particular
    cell = ("Modeling the dynamics of cellular differentiation is fundamental to advancing the understanding and "
            "treatment of diseases associated with this process, such as cancer. With the rapid growth of single-cell "
            "datasets, this has also become a particularly promising and active domain for machine learning. Current "
            "state-of-the-art models, however, rely on computationally expensive optimal transport preprocessing and "
            "multi-stage training, while also not discovering explicit gene interactions. To address these challenges "
            "we propose Cell-Mechanistic Neural Networks (Cell-MNN), an encoder-decoder architecture whose latent "
            "representation is a locally linearized ODE governing the dynamics of cellular evolution from stem to tissue "
            "cells. Cell-MNN is fully end-to-end (besides a standard PCA pre-processing) and its ODE representation "
            "explicitly learns biologically consistent and interpretable gene interactions. Empirically, we show that "
            "Cell-MNN achieves competitive performance on single-cell benchmarks.")
    question = ("What does Cell-MNN learn about single-cell dynamics and how is it different from "
                "optimal-transport-based models?")
    assert_reads(seeded, "Learning Explicit Single-Cell Dynamics Using ODE Representations", cell, question,
                 "Current state-of-the-art models, however, rely on computationally expensive optimal transport",
                 "Cell-MNN is fully end-to-end")
    got = evidence_for(seeded, "Learning Explicit Single-Cell Dynamics Using ODE Representations", cell,
                       "What does Cell-MNN learn about single-cell dynamics?")
    assert not any(s.startswith("Current state-of-the-art") for s in got), got  # not asked: background stays out


def test_a_finding_named_by_its_kind_is_read_with_the_specifically_that_says_it(seeded):
    bait = ("Unlearnable Examples (UEs) are introduced as a data protection strategy that generates imperceptible "
            "perturbations to mislead models into learning spurious correlations rather than real semantics. In this "
            "paper, we reveal a fundamental vulnerability of UEs that emerges when learning starts from a pretrained "
            "model. Specifically, our empirical analysis shows that even when data are protected by carefully crafted "
            "perturbations, pretraining priors still allow the model to bypass the shortcuts introduced by UEs and "
            "capture semantic information from the data, thereby nullifying unlearnability. To counter this effect, we "
            "propose BAIT, a novel bi-level optimization formulation that binds perturbations to incorrect labels. "
            "Extensive experiments on standard benchmarks and multiple pretrained backbones demonstrate that our "
            "approach produces UEs that remain effective in the presence of pretraining priors.")
    assert_reads(seeded, "When Priors Backfire: On the Vulnerability of Unlearnable Examples to Pretraining", bait,
                 "Why do unlearnable examples fail when training starts from a pretrained model?",
                 "Specifically, our empirical analysis shows")


def test_what_a_paper_is_set_against_is_read_with_where_it_says_how_it_differs(seeded):
    ordinal = ("Reward modeling is crucial for aligning large language models with human preferences, yet current "
               "approaches lack a principled mathematical framework for leveraging ordinal preference data. When human "
               "annotators provide graded preferences on a Likert scale, existing methods typically apply ad-hoc "
               "heuristics, such as margin terms or scaling factors, to loss functions derived from binary preference "
               "models like Bradley-Terry. We present a theoretically grounded framework that formulates reward "
               "modeling with Likert scale preferences as a discrete ordinal regression problem. We derive two loss "
               "functions from this formulation: a negative log-likelihood loss and an all-threshold loss. Unlike "
               "existing heuristic methods that manually specify fixed margins or scaling weights, our approach learns "
               "these parameters directly from data within a coherent probabilistic framework. Experimental results on "
               "multiple benchmarks demonstrate competitive or superior performance.")
    assert_reads(seeded, "Beyond Binary Preferences: A Principled Framework for Reward Modeling with Ordinal Feedback",
                 ordinal, "How does the ordinal feedback reward modeling framework differ from Bradley-Terry with "
                 "margin terms?", "When human annotators provide graded preferences",
                 "Unlike existing heuristic methods")
    # the paper itself says what it is set against: no second paper to compare it with
    bt = ("We propose a unified reward modeling framework that jointly trains Bradley-Terry single-objective and "
          "multi-objective regression-based reward functions using a shared embedding space.")
    question = analyse("How does the ordinal feedback reward modeling framework differ from Bradley-Terry with margin "
                       "terms?")
    assert _targets(question, 0.05, ("Beyond Binary Preferences: A Principled Framework for Reward Modeling with "
                                     "Ordinal Feedback", ordinal),
                    ("Bradley-Terry and Multi-Objective Reward Modeling Are Complementary", bt)) == ["a"]


def test_what_a_work_achieves_on_each_listed_problem_is_read_where_each_is_said(seeded):
    qmc = ("Low-discrepancy point sets and digital sequences underpin quasi-Monte Carlo (QMC) methods for "
           "high-dimensional integration. We cast two long-standing QMC design problems as program synthesis and solve "
           "them with an LLM-guided evolutionary loop that mutates and selects code under task-specific fitness: (i) "
           "constructing finite 2D/3D point sets with low star discrepancy, and (ii) choosing Sobol' direction numbers "
           "that minimize randomized quasi-Monte Carlo (rQMC) error on downstream integrands. Our two-phase procedure "
           "combines constructive code proposals with iterative numerical refinement. On finite sets, we rediscover "
           "known optima in small 2D cases and set new best-known 2D benchmarks for N ≥ 40. On digital sequences, "
           "evolving Sobol' parameters yields consistent reductions in rQMC mean-squared error for several "
           "32-dimensional option-pricing tasks relative to widely used Joe–Kuo parameters. Taken together, the results "
           "demonstrate that LLM-driven evolutionary program synthesis can automate the discovery of high-quality QMC "
           "constructions.")
    title = "LLM-Guided Evolutionary Program Synthesis for Quasi-Monte Carlo Design"
    sentences = split_sentences(qmc)
    assert roles_of(sentences, None)[4:6] == ["result", "result"]  # outcomes, in words of their own
    assert_reads(seeded, title, qmc, "Which two QMC design problems does the LLM-guided evolutionary program synthesis "
                 "paper tackle, and what does it achieve on each?", "We cast two long-standing QMC design problems",
                 "On finite sets, we rediscover", "On digital sequences, evolving Sobol'")


def test_a_closer_look_at_what_a_read_sentence_found_is_read_with_it(seeded):
    linalg = ("Matrix operations, such as linear solves, eigendecompositions, and log determinants, are foundational "
              "building blocks for any number of downstream applications. We demonstrate that current techniques "
              "developing transformers for linear algebra have striking failure modes, prohibitive scaling, and "
              "particularly poor out-of-distribution generalization to other matrix distributions. Investigating "
              "further, we find that current transformer approaches operate as statistical interpolators, rather than "
              "discovering algorithms that will generalize to matrices from other distributions. Based on our "
              "understanding of these limitations, we develop a sequence of interventions that substantially improve "
              "scaling and performance, including matrix embeddings through a learnable projection and looping.")
    assert_reads(seeded, "Understanding and Relaxing the Limitations of Transformers for Linear Algebra", linalg,
                 "Why do current transformers fail at linear algebra, and what interventions fix it?",
                 "We demonstrate that current techniques", "Investigating further, we find",
                 "Based on our understanding of these limitations")


def test_why_an_outcome_asked_after_it_holds_is_not_the_background(seeded):
    synthetic = ("Reinforcement Learning (RL) has been shown to significantly boost reasoning capabilities of large "
                 "language models (LLMs) in math, coding, and multi-hop reasoning tasks. However, RL fine-tuning requires "
                 "abundant high-quality verifiable data, often obtained through human-annotated datasets and "
                 "LLM-as-verifier loops. In this work, we investigate the use of synthetic datasets in RL fine-tuning for "
                 "multi-hop reasoning tasks. We discover that LLMs fine-tuned on synthetic data perform significantly "
                 "better on popular real-world question-answering benchmarks, even though the synthetic data only contain "
                 "fictional knowledge. On stratifying model performance by question difficulty, we find that synthetic "
                 "data teaches LLMs to compose knowledge, a fundamental and generalizable reasoning skill.")
    got = evidence_for(seeded, "Learning from Synthetic Data Improves Multi-hop Reasoning", synthetic,
                       "Does RL fine-tuning on synthetic data with fictional knowledge help on real QA benchmarks, and why?")
    assert any(s.startswith("On stratifying") for s in got) and not any(s.startswith("However") for s in got), got


def test_what_a_term_is_is_read_where_it_is_defined(seeded):
    lazy = ("Large Language Models (LLMs) trained with reinforcement learning and verifiable rewards have achieved strong "
            "results on complex reasoning tasks. Recent work extends this paradigm to a multi-agent setting, where a "
            "meta-thinking agent proposes plans and monitors progress while a reasoning agent executes subtasks through "
            "sequential conversational turns. Despite promising performance, we identify a critical limitation: lazy "
            "agent behavior, in which one agent dominates while the other contributes little, undermining collaboration "
            "and collapsing the setup to an ineffective single agent. In this paper, we first provide a theoretical "
            "analysis showing why lazy behavior naturally arises in multi-agent reasoning. We then introduce a stable "
            "and efficient method for measuring causal influence, helping mitigate this issue. Extensive experiments "
            "demonstrate that our framework alleviates lazy agent behavior and unlocks the full potential of "
            "multi-agent framework for complex reasoning tasks.")
    chosen = chosen_for(seeded, "Unlocking the Power of Multi-Agent LLM for Reasoning: From Lazy Agents to Deliberation",
                        lazy, "What is lazy agent behavior in multi-agent LLM reasoning and how do the authors counter it?")
    first = chosen.parts[0].sentences[1]
    assert first[0].startswith("Despite promising performance, we identify"), first


def test_how_a_method_does_what_it_aims_at_is_read_in_the_steps_after_the_aim(seeded):
    spr2q = ("Low-bit quantization has achieved significant progress in image super-resolution. However, existing "
             "quantization methods show evident limitations in handling the heterogeneity of different components. "
             "In this work, we present a novel low-bit post-training quantization method, namely static priority-based "
             "rectifier routing quantization (SPR2Q). The starting point of this work is to attempt to inject rich and "
             "comprehensive compensation information into the model before the quantization, thereby enhancing the "
             "model's inference performance after quantization. Firstly, we constructed a low-rank rectifier group and "
             "embedded it into the model's fine-tuning process. By integrating weight increments learned from each "
             "rectifier, the model enhances the backbone network while minimizing information loss during the "
             "lightweighting process. Extensive experiments demonstrate that the proposed SPR2Q significantly "
             "outperforms the state-of-the-arts in five benchmark datasets, achieving PSNR improvements of 0.55 and "
             "1.31 dB on the Set5 dataset under 4-bit and 2-bit settings, respectively.")
    assert_reads(seeded, "SPR2Q: Static Priority-based Rectifier Routing Quantization for Image Super-Resolution", spr2q,
                 "How does SPR2Q inject compensation information before quantization, and what PSNR gains does it get?",
                 "Firstly, we constructed a low-rank rectifier group", "Extensive experiments demonstrate")


def test_what_a_paper_uses_instead_is_its_answer_to_the_problem(seeded):
    tcpe = ("Knowledge Editing (KE) techniques offer a more efficient alternative, enabling model updates with minimal "
            "data, even just a single example. Nevertheless, existing KE methods often manipulate parameters within the "
            "Transformer's multi-layer perceptrons (MLPs), where neuronal polysemanticity hinders both the precision and "
            "interpretability of the edits. To address these limitations, we exploit TransCoder, an MLP-like model "
            "component with a wide and sparsely activated hidden feature vector. Specifically, we introduce "
            "TransCoder-based Precise Editing (TCPE), a novel method that leverages the sparsity and monosemanticity of "
            "the TransCoder's neurons for highly localized knowledge editing. TCPE exhibits neuron-level mechanistic "
            "interpretability characteristics, revealing the correspondence between the edited neurons and the specific "
            "code-related knowledge. Furthermore, we present KECode, a new evaluation benchmark for code-to-code "
            "translation based on functional equivalence.")
    assert_reads(seeded, "Precise and Interpretable Editing of Code Knowledge in Large Language Models", tcpe,
                 "Why do existing knowledge editing methods lack precision for code knowledge, and what does TCPE use "
                 "instead?", "Nevertheless, existing KE methods", "To address these limitations, we exploit TransCoder")


def test_whether_it_can_replace_something_is_answered_by_what_was_found(seeded):
    noise = ("Diffusion models have demonstrated remarkable image generation capabilities, but their performance heavily "
             "relies on classifier-free guidance (CFG). In contrast, we take an orthogonal approach by refining the "
             "initial Gaussian noise, a critical yet under-explored factor in the diffusion-based generation pipelines. "
             "We introduce a noise refinement framework where a refining network is trained to minimize the difference "
             "between images generated by unguided sampling from the refined noise and those produced by guided "
             "sampling from the input Gaussian noise. Our method achieves CFG-like quality without modifying the "
             "diffusion model, preserving its prior knowledge and compatibility with techniques like DreamBooth LoRA. "
             "Beyond its practical benefits, we provide an in-depth analysis of refined noise, offering insights into "
             "its role in the denoising process and its interaction with guidance.")
    chosen = chosen_for(seeded, "A Noise is Worth Diffusion Guidance", noise, "Can refining the initial noise replace "
                        "classifier-free guidance in diffusion models? How is the refining network trained?")
    assert any(s.startswith("Our method achieves CFG-like quality") for s in chosen.parts[0].sentences[1])


def test_a_follow_up_does_not_quote_again_what_it_reads_only_to_explain_a_sentence(seeded):
    lexam = ("Long-form legal reasoning remains a key challenge for large language models (LLMs) in spite of recent "
             "advances in test-time scaling. To address this, we introduce LEXam, a novel benchmark derived from 340 law "
             "exams spanning 116 law school courses across a range of subjects and degree levels. The dataset comprises "
             "4,886 law exam questions in English and German, including 2,841 long-form, open-ended questions and 2,045 "
             "multiple-choice questions. Besides reference answers, the open questions are also accompanied by explicit "
             "guidance outlining the expected legal reasoning approach such as issue spotting, rule recall, or rule "
             "application. Deploying an ensemble LLM-as-a-Judge paradigm with rigorous human expert validation, we "
             "demonstrate how model-generated reasoning steps can be evaluated consistently and accurately, closely "
             "aligning with human expert assessments.")
    got = follow_up_evidence(seeded, "LEXam: Benchmarking Legal Reasoning on 340 Law Exams", lexam,
                             "How do they evaluate the open answers?", split_sentences(lexam)[2:3])
    assert any(s.startswith("Deploying an ensemble LLM-as-a-Judge") for s in got), got
    assert not any(s.startswith("The dataset comprises") for s in got), got


def test_why_a_result_holds_is_said_by_the_result_not_the_background(seeded):
    csf = ("Self-supervised feature learning and pretraining methods in reinforcement learning (RL) often rely on "
           "information-theoretic principles, termed mutual information skill learning (MISL). These methods aim to "
           "learn a representation of the environment while also incentivizing exploration thereof. However, the role "
           "of the representation and mutual information parametrization in MISL is not yet well understood "
           "theoretically. Our work investigates MISL through the lens of identifiable representation learning by "
           "focusing on the Contrastive Successor Features (CSF) method. We prove that CSF can provably recover the "
           "environment's ground-truth features up to a linear transformation due to the inner product "
           "parametrization of the features and skill diversity in a discriminative sense. This first "
           "identifiability guarantee for representation learning in RL also helps explain the implications of "
           "different mutual information objectives and the downsides of entropy regularizers.")
    got = evidence_for(seeded, "Skill Learning via Policy Diversity Yields Identifiable Representations for "
                       "Reinforcement Learning", csf, "What does the CSF identifiability result guarantee, and why does "
                       "it hold?")
    assert any(s.startswith("We prove that CSF") for s in got), got
    assert not any(s.startswith(("Self-supervised feature learning", "These methods aim")) for s in got), got


def test_what_the_introduction_allows_is_read_with_the_introduction(seeded):
    flow = ("Referring Video Object Segmentation (RVOS) requires segmenting specific objects in a video guided by a "
            "natural language description. However, this cascaded design creates an information bottleneck by "
            "simplifying semantics into coarse geometric prompts. To overcome these fundamental limitations, we propose "
            "FlowRVS, a novel framework that reconceptualizes RVOS as a conditional continuous flow problem. This allows "
            "us to harness the inherent strengths of pretrained T2V models, fine-grained pixel control, text-video "
            "semantic alignment, and temporal coherence. Instead of conventional generating from noise to mask or "
            "directly predicting mask, we reformulate the task by learning a direct, language-guided deformation from a "
            "video's holistic representation to its target mask. Our one-stage, generative approach achieves new "
            "state-of-the-art results across all major RVOS benchmarks.")
    got = evidence_for(seeded, "Deforming Videos to Masks: Flow Matching for Referring Video Segmentation", flow,
                       "How does FlowRVS reformulate referring video segmentation?")
    assert any(s.startswith("To overcome these fundamental limitations, we propose FlowRVS") for s in got), got


def test_which_things_a_part_asks_for_are_read_where_they_are_listed(seeded):
    guard = ("Current guardrail models predominantly address general human-LLM interactions, rendering LLMs vulnerable "
             "to harmful and adversarial content within domain-specific contexts. To address this limitation, we "
             "introduce ExpGuard, a robust and specialized guardrail model designed to protect against harmful prompts "
             "and responses across financial, medical, and legal domains. In addition, we present ExpGuardMix, a "
             "meticulously curated dataset comprising 58,928 labeled prompts paired with corresponding refusal and "
             "compliant responses, from these specific sectors. This dataset is divided into two subsets: ExpGuardTrain, "
             "for model training, and ExpGuardTest, a high-quality test set annotated by domain experts to evaluate "
             "model robustness against technical and domain-specific content. To encourage further research and "
             "development, we open-source our code, data, and model, enabling adaptation to additional domains.")
    assert_reads(seeded, "ExpGuard: LLM Content Moderation in Specialized Domains", guard,
                 "How large is ExpGuardMix and which domains does it cover?", "To address this limitation, we introduce "
                 "ExpGuard", "In addition, we present ExpGuardMix")


def test_how_a_presented_method_does_one_thing_is_its_sentence_for_that_thing(seeded):
    gha = ("Despite recent progress in 3D Gaussian-based head avatar modeling, efficiently generating high fidelity "
           "avatars remains a challenge. To overcome these efficiency drawbacks, we propose FastGHA, a feed-forward "
           "method to generate high-quality Gaussian head avatars from only a few input images while supporting "
           "real-time animation. Our approach directly learns a per-pixel Gaussian representation from the input "
           "images, and aggregates multi-view information using a transformer-based encoder that fuses image features "
           "from both DINOv3 and Stable Diffusion VAE. For real-time animation, we extend the explicit Gaussian "
           "representations with per-Gaussian features and introduce a lightweight MLP-based dynamic network to "
           "predict 3D Gaussian deformations from expression codes. Experiments show that our approach significantly "
           "outperforms existing methods in both rendering quality and inference efficiency, while supporting "
           "real-time dynamic avatar animation.")
    got = follow_up_evidence(seeded, "FastGHA: Generalized Few-Shot 3D Gaussian Head Avatars with Real-Time Animation",
                             gha, "How is the avatar animated?", split_sentences(gha)[2:3])
    assert got[0].startswith("For real-time animation, we extend"), got
    assert not any(s.startswith(("To overcome these efficiency drawbacks", "Our approach directly")) for s in got), got


def test_which_languages_is_answered_where_the_languages_are_named(seeded):
    lexam = ("Long-form legal reasoning remains a key challenge for large language models (LLMs) in spite of recent "
             "advances in test-time scaling. To address this, we introduce LEXam, a novel benchmark derived from 340 "
             "law exams spanning 116 law school courses across a range of subjects and degree levels. The dataset "
             "comprises 4,886 law exam questions in English and German, including 2,841 long-form, open-ended questions"
             " and 2,045 multiple-choice questions. Besides reference answers, the open questions are also accompanied "
             "by explicit guidance outlining the expected legal reasoning approach such as issue spotting, rule recall,"
             " or rule application. Our evaluation on both open-ended and multiple-choice questions present significant"
             " challenges for current LLMs; in particular, they notably struggle with open questions that require "
             "structured, multi-step legal reasoning. Moreover, our results underscore the effectiveness of the dataset"
             " in differentiating between models with varying capabilities. Deploying an ensemble LLM-as-a-Judge "
             "paradigm with rigorous human expert validation, we demonstrate how model-generated reasoning steps can be"
             " evaluated consistently and accurately, closely aligning with human expert assessments. Our evaluation "
             "setup provides a scalable method to assess legal reasoning quality beyond simple accuracy metrics. "
             "Anonymous repository: [this URL](https://anonymous.4open.science/r/LEXam-anonymous-12EB).")
    chosen = chosen_for(seeded, "LEXam: Benchmarking Legal Reasoning on 340 Law Exams", lexam,
                        "Was LEXam built from real law exams, and in which languages?")
    got = chosen.parts[1].sentences[1]
    assert got[0] == split_sentences(lexam)[2], got  # "… questions in English and German", and no introduction


def test_a_term_defined_after_its_acronym_and_a_citation_is_defined_there():
    from rag.evidence import _defines_asked

    sentence = ("A leading approach is the Neural Feature Ansatz (NFA) (Radhakrishnan et al., 2024), a conjectured "
                "mechanism for how feature learning occurs.")
    assert _defines_asked(sentence, content_words("What is the Neural Feature Ansatz?"))
    assert not _defines_asked("We compare against the Neural Feature Ansatz (NFA) on two tasks.",
                              content_words("What is the Neural Feature Ansatz?"))


_SPECGD = ("How Muon's Spectral Design Benefits Generalization: A Study on Imbalanced Data", (
    "The growing adoption of spectrum-aware matrix-valued optimizers such as Muon and Shampoo in deep learning motivates "
    "a systematic study of their generalization properties. We approach this question by introducing appropriate "
    "simplifying abstractions as follows: First, we use imbalanced data as a testbed. Second, we study the canonical "
    "form of such optimizers, which is Spectral Gradient Descent (SpecGD), each update step is the truncated SVD of "
    "the gradient. Third, within this framework we identify a canonical setting for which we precisely quantify when "
    "SpecGD outperforms vanilla Euclidean GD. For a Gaussian mixture data model and both linear and bilinear models, "
    "we show that unlike GD, which prioritizes learning dominant principal components of the data first, SpecGD "
    "learns all principal components of the data at equal rates. The results validate our findings that these "
    "spectral optimizers achieve superior generalization by promoting a more balanced learning of the data's "
    "underlying components."))


def test_why_one_method_does_better_than_another_is_read_where_the_abstract_sets_them_apart(seeded):
    got = evidence_for(seeded, *_SPECGD, "Why would spectral gradient descent generalize better than plain gradient "
                       "descent on imbalanced data?")
    assert any("unlike GD" in s for s in got), got
    assert not any(s.startswith(("Second,", "Third,")) for s in got), got  # the setup that scores close


def test_why_it_is_faster_is_read_where_the_abstract_says_what_its_change_brings_about(seeded):
    title = "Turbo-DDCM: Fast and Flexible Zero-Shot Diffusion-Based Image Compression"
    abstract = (
        "While zero-shot diffusion-based compression methods have seen significant progress in recent years, they "
        "remain notoriously slow and computationally demanding. This paper presents an efficient zero-shot "
        "diffusion-based compression method that runs substantially faster than existing methods. Our method builds "
        "upon the recently proposed Denoising Diffusion Codebook Models (DDCMs) compression scheme. We modify this "
        "framework with Turbo-DDCM, which efficiently combines a large number of noise vectors at each denoising step, "
        "thereby significantly reducing the number of required denoising operations. Furthermore, we introduce two "
        "flexible variants of Turbo-DDCM.")
    assert any("thereby" in s for s in evidence_for(seeded, title, abstract, "Why is Turbo-DDCM faster than DDCM?"))


def test_an_abbreviation_asked_about_is_said_by_a_sentence_that_spells_it_out(seeded):
    from rag.abbreviations import Abbreviations

    corpus = Abbreviations.build(["Large Vision-Language Models (VLMs) see images."] * 2)
    title = "GarmentGPT: Compositional Garment Pattern Generation via Discrete Latent Tokenization"
    abstract = (
        "Apparel is a fundamental component of human appearance, making garment digitalization critical for digital "
        "human creation. However, sewing pattern creation traditionally relies on the intuition and extensive "
        "experience of skilled artisans. This manual bottleneck significantly hinders the scalability of digital "
        "garment creation. Existing generative approaches either operate as data replicators without intrinsic "
        "understanding of garment construction principles (e.g., diffusion models), or struggle with low-level "
        "regression of raw floating-point coordinates (e.g., Vision-Language Models). We present GarmentGPT, the first "
        "framework to operationalize latent space generation for sewing patterns.")
    question = "Why do VLMs struggle with sewing patterns?"
    sources = number_sources([Hit(paper_id="x", title=title, score=1.0, chunks=[], abstract=abstract)])
    q = analyse(question)
    chosen = plan(sources, q, seeded.settings.answer.related_margin)
    choose(chosen, seeded.scorer, seeded.embedder.encode([p.text for p in q.parts]),
           seeded.embedder.encode([question])[0], seeded.settings.answer, corpus)
    assert any("Vision-Language Models" in s for s in chosen.targets[0].evidence), chosen.targets[0].evidence


def test_a_follow_up_reads_what_answers_it_not_what_the_user_just_read(seeded):
    title = "Stroke3D: Lifting 2D strokes into rigged 3D model via latent diffusion models"
    abstract = (
        "To address these limitations, we introduce Stroke3D, a novel framework that directly generates rigged meshes "
        "from user inputs: 2D drawn strokes and a descriptive text prompt. Our approach pioneers a two-stage pipeline "
        "that separates the generation into: 1) Controllable Skeleton Generation, we employ the Skeletal Graph VAE "
        "Sk-VAE to encode the skeleton's graph structure into a latent space. The generation process is conditioned on "
        "both the text and the 2D strokes; and 2) Enhanced Mesh Synthesis via TextuRig and SKA-DPO, where we then "
        "synthesize a textured mesh conditioned on the generated skeleton. For this stage, we first enhance an existing "
        "skeleton-to-mesh model by augmenting its training data with TextuRig, a dataset of textured and rigged meshes "
        "with captions, curated from Objaverse-XL.")
    sentences = split_sentences(abstract)
    got = follow_up_evidence(seeded, title, abstract, "Where does the TextuRig dataset come from?", sentences[:3])
    assert got == [sentences[3]], got


def test_a_reply_on_two_papers_opens_with_the_first_it_is_about_and_keeps_each_papers_sentences_together(seeded):
    from rag.evidence import paper_label
    from rag.write import _by_paper

    papers = [("Representation Alignment for Diffusion Transformers without External Components",
               "We propose Self-Representation Alignment (SRA), a simple yet effective method that obtains "
               "representation guidance using the internal representations of the diffusion transformer."),
              ("W-EDIT: A Wavelet-Based Frequency-Aware Framework for Text-Driven Image Editing",
               "We introduce W-Edit, a training-free framework for text-driven image editing based on wavelet-based "
               "frequency-aware feature decomposition.")]
    sources = number_sources([Hit(paper_id=chr(97 + i), title=t, score=1.0, chunks=[], abstract=a)
                              for i, (t, a) in enumerate(papers)])
    question = "Do W-Edit and Self-Representation Alignment need extra training or external models?"
    q = analyse(question)
    chosen = plan(sources, q, seeded.settings.answer.related_margin)
    choose(chosen, seeded.scorer, seeded.embedder.encode([p.text for p in q.parts]),
           seeded.embedder.encode([question])[0], seeded.settings.answer)
    first = calls(chosen)[0]
    assert first.name == paper_label(chosen.targets[0]), (first.name, [paper_label(t) for t in chosen.targets])
    assert _by_paper(["W-Edit is training-free. [2]", "SRA aligns layers. [1]", "A module injects them. [2]",
                      "It works."]) == ["W-Edit is training-free. [2]", "A module injects them. [2]", "It works.",
                                        "SRA aligns layers. [1]"]  # (a sentence citing none goes with the one before)


def test_what_replaces_it_is_what_the_paper_proposes_and_a_rate_asked_is_read_where_it_is_given(seeded):
    from rag.write import third_person

    title = "Softmax is not Enough (for Adaptive Conformal Classification)"
    abstract = (
        "A central limitation for deep conformal classifiers is that the nonconformity scores are derived from softmax "
        "outputs, which can be unreliable indicators of how certain the model truly is. In this work, we argue that "
        "this unreliability can be inherited by the prediction sets generated by CP. We propose a new approach that "
        "leverages information from the pre-softmax logit space, using the Helmholtz Free Energy as a measure of model "
        "uncertainty and sample difficulty. By reweighting nonconformity scores with a monotonic transformation of the "
        "energy score of each sample, we improve their sensitivity to input difficulty.")
    got = evidence_for(seeded, title, abstract, "Why is softmax not enough for adaptive conformal classification, and "
                       "what replaces it?")
    assert any("Helmholtz Free Energy" in s for s in got), got
    title = "Feature compression is the root cause of adversarial fragility in neural networks"
    abstract = (
        "In this paper, we study the adversarial robustness of deep neural networks for classification tasks against "
        "that of optimal classifiers. In particular, our theoretical results show that a neural network's adversarial "
        "robustness can degrade as the input dimension $d$ increases. Analytically, we show that neural networks' "
        "adversarial robustness can be only $1/\\sqrt{d}$ of the best possible adversarial robustness of optimal "
        "classifiers. Our theories match remarkably well with numerical experiments of practically trained NN.")
    got = evidence_for(seeded, title, abstract, "How does the adversarial robustness of a neural network scale with "
                       "input dimension?")
    assert any("\\sqrt{d}" in s for s in got), got
    assert third_person("as we humans sometimes do") == "as humans sometimes do"


def test_how_a_method_corrects_itself_is_read_in_its_core_idea_not_in_what_inspired_it(seeded):
    title = "Visual Self-Refine: A Pixel-Guided Paradigm for Accurate Chart Parsing"
    abstract = (
        "Existing models often struggle with visually dense charts, leading to errors like data omission, misalignment, "
        "and hallucination. Inspired by the human strategy of using a finger as a ``visual anchor'' to ensure accuracy "
        "when reading complex charts, we propose a new paradigm named Visual Self-Refine (VSR). The core idea of VSR is "
        "to enable a model to generate pixel-level localization outputs, visualize them, and then feed these "
        "visualizations back to itself, allowing it to intuitively inspect and correct its own potential visual "
        "perception errors. We instantiate the VSR paradigm in the domain of Chart Parsing by proposing ChartVSR. To "
        "address the limitations of existing benchmarks, we also construct ChartP-Bench, a new and highly challenging "
        "benchmark for chart parsing.")
    assert roles_of(split_sentences(abstract), "Visual Self-Refine")[1] == "method"  # the work introduced
    got = evidence_for(seeded, title, abstract, "How does ChartVSR correct its own perception errors when parsing charts?")
    assert any(s.startswith("The core idea of VSR") for s in got), got


def test_this_finding_is_read_with_the_finding_before_it(seeded):
    title = "PolySHAP: Extending KernelSHAP with Interaction-Informed Polynomial Regression"
    abstract = (
        "In this work, we extend KernelSHAP by approximating the game via higher degree polynomials. Moreover, we "
        "connect our approach to paired sampling (antithetic sampling), a ubiquitous modification to KernelSHAP. We "
        "prove that paired sampling outputs exactly the same Shapley value approximations as second-order PolySHAP, "
        "without ever fitting a degree 2 polynomial. To the best of our knowledge, this finding provides the first "
        "strong theoretical justification for the excellent practical performance of the paired sampling heuristic.")
    got = follow_up_evidence(seeded, title, abstract, "What does it say about paired sampling?",
                             split_sentences(abstract)[:2])
    assert any(s.startswith("We prove that paired sampling") for s in got), got


def test_the_problems_a_method_fixes_are_read_where_the_abstract_lists_them(seeded):
    title = "SimpleGVR: A Simple Baseline for Latent-Cascaded Generative Video Super-Resolution"
    abstract = (
        "Cascaded pipelines are a prevailing strategy for efficient video synthesis. However, current works suffer from "
        "two key limitations: an inefficient pixel-space interface that introduces non-trivial computational overhead, "
        "and mismatched degradation strategies that compromise the visual quality of AIGC content. To address these "
        "issues, we introduce SimpleGVR, a lightweight VSR model designed to operate entirely within the latent space. "
        "Key to SimpleGVR are a latent upsampler for effective, detail-preserving conditioning of the high-resolution "
        "synthesis, and two degradation strategies to ensure better alignment with the upstream T2V model.")
    got = evidence_for(seeded, title, abstract, "What are the two problems SimpleGVR fixes in cascaded video generation?")
    assert any("two key limitations" in s for s in got), got


def test_this_allows_is_read_with_what_allows_it_and_a_count_of_properties_with_their_names(seeded):
    title = "Global Resolution: Optimal Multi-Draft Speculative Sampling via Convex Optimization"
    abstract = (
        "Speculative sampling reduces the latency of autoregressive decoding. Then, we reverse engineer subset "
        "selection to formulate the OTLP as a max-flow problem. With a novel application of polymatroid theory, we "
        "reduce the exponentially large OTLP to a convex optimization problem in at most $V$ variables. This allows us "
        "to devise an algorithm for optimal $n$-draft speculative sampling when the $n$ tokens are chosen i.i.d. from a "
        "single draft model. Finally, we measure acceptance rates and algorithm runtimes for various $n$.")
    got = evidence_for(seeded, title, abstract, "How does Global Resolution make optimal multi-draft speculative "
                       "sampling tractable?")
    assert any("convex optimization problem" in s for s in got), got
    title = "Learning to Reason in Structured In-context Environments with Reinforcement Learning"
    abstract = (
        "Large language models (LLMs) have achieved significant advancements in reasoning capabilities through "
        "reinforcement learning. An ideal LLM reasoning environment should possess three core characteristics: "
        "scalability, generalizable reasoning, and verifiability. However, existing mathematical and coding "
        "environments are difficult to scale. To bridge this gap, we introduce the Structured In-context Environment "
        "(SIE) framework. Moreover, the explicit schemas and reasoning chains in structured data provide a foundation "
        "for rule-based verifiability.")
    got = evidence_for(seeded, title, abstract, "What three properties should an LLM reasoning environment have "
                       "according to the SIE paper, and how does SIE get verifiability?")
    assert any("three core characteristics" in s for s in got), got


def test_what_causes_it_is_read_where_the_abstract_links_it_to_something(seeded):
    title = ("Context Tokens are Anchors: Understanding the Repetition Curse in Diffusion MLLMs from an Information "
             "Flow Perspective")
    abstract = (
        "Recent diffusion-based Multimodal Large Language Models (dMLLMs) suffer from high inference latency and "
        "therefore rely on caching techniques to accelerate decoding. However, the application of cache mechanisms "
        "often introduces undesirable repetitive text generation, a phenomenon we term the Repeat Curse. Our work "
        "reveals three key findings: (1) context tokens aggregate semantic information as anchors; (2) the entropy of "
        "context tokens converges in deeper layers; (3) Repetition is typically linked to disruptions in the "
        "information flow of context tokens. Based on these insights, we present CoTA, a plug-and-play method for "
        "mitigating repetition.")
    got = evidence_for(seeded, title, abstract, "What causes the repetition curse in diffusion MLLMs with caching?")
    assert any("typically linked to" in s for s in got), got


def test_a_follow_up_is_about_the_paper_it_follows_not_one_its_titles_words_name(seeded):
    papers = [("Towards Self-Evolving Agent Benchmarks: Validatable Agent Trajectory via Test-Time Exploration",
               "We propose the TRACE framework, which uses reinforcement learning agents to evolve benchmark tasks."),
              ("Self-Evolving Vision-Language Models for Image Quality Assessment via Voting and Ranking",
               "These pseudo-rankings are formulated into a fidelity reward that guides the model's iterative "
               "evolution through group relative policy optimization (GRPO).")]
    sources = number_sources([Hit(paper_id=chr(97 + i), title=t, score=1.0 - i / 10, chunks=[], abstract=a)
                              for i, (t, a) in enumerate(papers)])
    q = analyse(f'Which RL algorithm does it use? (about the paper "{papers[1][0]}")')
    assert [t.paper.paper_id for t in plan(sources, q, seeded.settings.answer.related_margin).targets] == ["b"]


CAT_PO = ("Multi-modal Large Language Models (MLLMs) have shown remarkable generative capabilities across multi-modal "
          "tasks, yet remain plagued by hallucinations where generated textual contents are semantically inconsistent "
          "with the input images. This work reveals that existing multi-modal preference optimization methods exhibit "
          "shortcomings at the preference data decoding stage. Specifically, different response tokens exhibit varying "
          "degrees of association with visual content, and consequently, their contributions to reducing hallucinations "
          "and generating high-quality responses differ. Nevertheless, most existing methods do not distinguish in their "
          "treatment, often handling them uniformly. To address this challenge, we propose a novel preference alignment "
          "method: Cross-modal Adaptive Token-rewarded Preference Optimization (Cat-PO). Building upon direct preference "
          "optimization, Cat-PO calculates hierarchical visual relevance rewards for each response token at global, "
          "local, and semantic levels. It then organically integrates these three rewards to construct a smooth reward "
          "mechanism and designs an innovative KL-based customized loss for rewarded tokens, thereby enabling "
          "fine-grained correction of hallucinatory outputs. Extensive experiments on various base models and evaluation "
          "benchmarks demonstrate that our Cat-PO can significantly reduce hallucinations and align with human "
          "preferences to enhance the truthfulness of MLLMs.")
CAT_PO_TITLE = "Cat-PO: Cross-modal Adaptive Token-rewards for Preference Optimization in Truthful Multimodal LLMs"


def test_how_a_method_decides_an_amount_is_read_as_how_with_its_next_step_and_without_the_experiments():
    from rag.question import focus_of

    assert focus_of("How does Cat-PO decide how much each response token should count?") == "method"
    assert focus_of("How much does Cat-PO reduce hallucinations?") == "result"


def test_a_how_question_reads_the_methods_next_step_not_an_experiments_report_for_a_word_of_the_problem(seeded):
    got = evidence_for(seeded, CAT_PO_TITLE, CAT_PO, "How does Cat-PO decide how much each response token should "
                       "count during preference optimization for MLLM hallucinations?")
    assert any(s.startswith("It then organically integrates") for s in got), got
    assert not any(s.startswith("Extensive experiments") for s in got), got


def test_how_big_reads_the_size_written_in_tex_and_how_long_reads_a_duration_read_before(seeded):
    bench = ("Text-to-image (T2I) generation aims to synthesize images from textual prompts. To address these "
             "limitations, we propose \\textbf{T2I-CoReBench}, a comprehensive and complex benchmark that evaluates both "
             "composition and reasoning capabilities of T2I models. To ensure comprehensiveness, we structure "
             "reasoning around the philosophical framework of inference. In statistics, our benchmark comprises "
             "$1,080$ challenging prompts and around $13,500$ checklist questions. Experiments across 28 current T2I "
             "models reveal that their composition capability still remains limited in high compositional scenarios.")
    assert_reads(seeded, "Easier Painting Than Thinking", bench, "How big is T2I-CoReBench?", "In statistics")
    vibe = ("We present VibeVoice, a novel model designed to synthesize expressive, long-form speech with multiple "
            "speakers in a zero-shot manner. A core component of our approach is the continuous speech tokenizers "
            "operating at an ultra-low frame rate of 7.5. This tokenizer effectively preserves audio fidelity while "
            "significantly boosting computational efficiency for processing long sequences. This enables VibeVoice to "
            "synthesize long-form speech (up to 30 minutes) with up to 4 speakers, surpassing the typical 1-2 speaker "
            "limits of many prior models.")
    sentences = split_sentences(vibe)
    got = follow_up_evidence(seeded, "VibeVoice: Expressive Podcast Generation with Next-Token Diffusion", vibe,
                             "How long can the audio be?", [sentences[0], sentences[3]])
    assert any("30 minutes" in s for s in got) and sentences[0] not in got, got


def test_how_a_measure_is_defined_reads_its_definition(seeded):
    mtd = ("Measuring the in-context computational effort of language models is a key challenge, as metrics like "
           "next-token loss fail to capture reasoning complexity. Prior methods based on latent state compressibility "
           "can be invasive and unstable. We propose Multiple Token Divergence (MTD), a simple measure of computational "
           "effort defined as the KL divergence between a model's full output distribution and that of a shallow, "
           "auxiliary prediction head. MTD can be computed directly from pre-trained models with multiple prediction "
           "heads, requiring no additional training. Building on this, we introduce Divergence Steering, a novel "
           "decoding method to control the computational character of generated text. We empirically show that MTD is "
           "more effective than prior methods at distinguishing complex tasks from simple ones. On mathematical "
           "reasoning benchmarks, MTD correlates positively with problem difficulty. Lower MTD is associated with more "
           "accurate reasoning. MTD provides a practical, lightweight tool for analyzing and steering the computational "
           "dynamics of language models.")
    chosen = chosen_for(seeded, "Multiple Token Divergence", mtd, "How is Multiple Token Divergence defined, and "
                        "does it need extra training?")
    read = chosen.parts[0].sentences[1]
    assert read[0].startswith("We propose Multiple") and not any("Divergence Steering" in s for s in read), read
    # the yes/no part is answered where its words are said, not also by the next best sentence
    assert [s for s in chosen.parts[1].sentences[1]] == [split_sentences(mtd)[3]], chosen.parts[1].sentences


def test_a_follow_up_that_names_its_paper_is_not_also_about_the_paper_it_followed(seeded):
    from rag.evidence import plan as plan_

    papers = [("Self-Forcing++: Towards Minute-Scale High-Quality Video Generation",
               "In this paper, we propose a simple yet effective approach to mitigate quality degradation in "
               "long-horizon video generation without requiring supervision from long-video teachers."),
              ("UltraViCo: Breaking Extrapolation Limits in Video Diffusion Transformers",
               "Building on this insight, we propose UltraViCo, a training-free, plug-and-play method that suppresses "
               "attention for tokens beyond the training window via a constant decay factor.")]
    sources = number_sources([Hit(paper_id=chr(97 + i), title=t, score=1.0 - i / 10, chunks=[], abstract=a)
                              for i, (t, a) in enumerate(papers)])
    q = analyse(f'How does UltraViCo fix it, and does it need training? (about the paper "{papers[0][0]}")')
    q.follow_up = True
    assert [t.paper.paper_id for t in plan_(sources, q, seeded.settings.answer.related_margin).targets] == ["b"]


def test_do_they_generalize_to_longer_sequences_reads_length_generalization_not_a_generalization_of_a_class(seeded):
    psm = ("Modern neural sequence models are designed to meet the dual mandate of parallelizable training and fast "
           "sequential inference. We then define a more general class, Prefix-Scannable Models (PSMs), by relaxing the "
           "state aggregation operator to allow arbitrary (potentially non-associative) functions such as softmax "
           "attention. This generalization unifies many existing architectures, including element-wise RNNs (e.g., "
           "Mamba) and linear transformers (e.g., GLA, Mamba2, mLSTM), while also introducing new models with "
           "softmax-like operators that achieve O(1) amortized compute per token and log(N) memory for sequence length "
           "N. Empirically, we find that PSMs retain the expressivity of transformer-based architectures while matching "
           "the inference efficiency of state space models -- in some cases exhibiting better length generalization "
           "than either.")
    sentences = split_sentences(psm)
    got = follow_up_evidence(seeded, "Sequential Parallel Duality in Prefix Scannable Models", psm,
                             "Do they generalize to longer sequences?", sentences[1:4])
    assert got == [sentences[3]], got


def test_what_problem_reads_the_gap_and_how_reads_how_the_named_method_works(seeded):
    recare = ("Unlearning has emerged as a key technique to mitigate harmful content generation in diffusion models. "
              "However, existing methods often remove not only the target concept, but also benign co-occurring "
              "concepts. Unlearning nudity can unintentionally suppress the concept of person, preventing a model from "
              "generating images with person. We define these undesirably suppressed co-occurring concepts that must be "
              "preserved CARE (Co-occurring Associated REtained concepts). Then, we introduce the CARE score, a general "
              "metric that directly quantifies their preservation across unlearning tasks. With this foundation, we "
              "propose ReCARE (Robust erasure for CARE), a framework that explicitly safeguards CARE while erasing only "
              "the target concept. ReCARE automatically constructs the CARE-set, a curated vocabulary of benign "
              "co-occurring tokens extracted from target images, and leverages this vocabulary during training for "
              "stable unlearning. Extensive experiments across various target concepts demonstrate that ReCARE achieves "
              "overall state-of-the-art performance.")
    chosen = chosen_for(seeded, "Co-occurring Associated REtained concepts in Diffusion Unlearning", recare,
                        "What problem does ReCARE address in diffusion unlearning, and how does it protect co-occurring "
                        "concepts?")
    problem, how = (pe.sentences[1] for pe in chosen.parts)
    assert any(s.startswith("However, existing methods") for s in problem), problem
    assert not any(s.startswith("Unlearning has emerged") for s in problem), problem
    assert any(s.startswith("ReCARE automatically constructs") for s in how), how


CURATION = ("This paper introduces a theoretical framework to resolve a central paradox in modern machine learning: When is "
            "it better to use less data? Here, we study data curation strategies where an imperfect oracle selects the "
            "training examples according to their difficulty and correctness. Our results provide exact scaling law curves "
            "for test error under both label-agnostic and label-aware curation rules, revealing when and why keeping only "
            "a subset of data can improve generalization. In contrast to classical scaling laws, we show that under "
            "certain conditions, small curated datasets can outperform full datasets, and we provide analytical conditions "
            "for this by deriving precise phase transition curves tied to data size and quality. We validate these "
            "theoretical claims with empirical results on ImageNet, confirming our predictions about when curation "
            "improves accuracy and can even mitigate model collapse.")


def test_when_can_a_thing_win_reads_under_what_conditions(seeded):
    # "When can less data beat all of it?" asks under what conditions ("we show that under certain conditions, small
    # curated datasets can outperform full datasets"), not the study's setup, which shares the question's words
    assert_reads(seeded, "Why Less is More (Sometimes): A Theory of Data Curation", CURATION,
                 "When can training on less data beat training on all of it, according to the theory of data curation "
                 "paper?", "In contrast to classical scaling laws, we show that under certain conditions")


def test_what_is_asked_and_left_unsaid_is_read_where_it_is_said(seeded):
    squared = ("DPO and related algorithms align language models by directly optimizing the RLHF objective: find a "
               "policy that maximizes the Bradley-Terry reward while staying close to a reference policy through a KL "
               "divergence penalty. Previous work showed that this approach could be further generalized: the original "
               "problem remains tractable even if the KL divergence is replaced by a family of $f$-divergence with a "
               "convex generating function $f$. Our first contribution is to show that convexity of $f$ is not "
               "essential. Instead, we identify a more general condition, referred to as DPO-inducing, that precisely "
               "characterizes when the RLHF problem remains tractable. Our next contribution is to establish a second "
               "condition on $f$ that is necessary to prevent probability displacement, a known empirical phenomenon in "
               "which the probabilities of the winner and the loser responses approach zero. We refer to any $f$ that "
               "satisfies this condition as displacement-resistant. We finally focus on a specific DPO-inducing and "
               "displacement-resistant $f$, leading to our novel SquaredPO loss. Compared to DPO, this new loss offers "
               "stronger theoretical guarantees while performing competitively in practice.")
    chosen = chosen_for(seeded, "Displacement-Resistant Extensions of DPO with Nonconvex $f$-Divergences", squared,
                        "Why does DPO suffer from probability displacement and what loss fixes it?")
    why = chosen.parts[0].sentences[1]
    assert any(s.startswith("Our next contribution is to establish a second condition") for s in why), why


def test_why_something_fails_reads_what_stops_it_not_the_scene_in_the_questions_words(seeded):
    cbm = ("Few-shot text classification is a critical real-world task for which Large Language Models (LLMs) have shown "
           "great promise. However, their high inference costs and lack of interpretability limit their practical use. "
           "While Concept Bottleneck Models (CBMs) offer an efficient and interpretable alternative, their reliance on "
           "training surrogate models makes them incompatible with few-shot scenarios. To bridge this gap, we introduce a "
           "novel CBM paradigm that relies solely on sample-concept similarity to make predictions. Extensive experiments "
           "show that with as few as 10 training samples, our method surpasses prior CBMs and even achieves performance "
           "comparable to LLMs.")
    chosen = chosen_for(seeded, "Adaptive Concept Discovery for Interpretable Few-Shot Text Classification", cbm,
                        "Why don't concept bottleneck models work in few-shot text classification, and how many training "
                        "samples does the adaptive concept discovery method need?")
    why = chosen.parts[0].sentences[1]
    assert any(s.startswith("While Concept Bottleneck Models") for s in why), why
    assert not any(s.startswith("Few-shot text classification is") for s in why), why


def test_why_reads_the_mechanism_not_only_the_method_that_mitigates_the_bottleneck(seeded):
    """"… mitigates the small-inverse-metric bottleneck" says what the method does to the problem, not its cause: the
    background sentence that says why sign flips slow down is read."""
    ham = ("Understanding the implicit bias of optimization algorithms is key to explaining and improving the "
           "generalization of deep models. The hyperbolic implicit bias induced by pointwise overparameterization "
           "promotes sparsity, but also yields a small inverse Riemannian metric near zero, slowing down parameter "
           "movement and impeding meaningful parameter sign flips. To overcome this obstacle, we propose Hyperbolic Aware "
           "Minimization (HAM), which alternates a standard optimizer step with a lightweight hyperbolic mirror step. The "
           "mirror step incurs less compute and memory than pointwise overparameterization, reproduces its beneficial "
           "hyperbolic geometry for feature learning, and mitigates the small-inverse-metric bottleneck. HAM is "
           "especially effective in combination with different sparsification methods, advancing the state of the art.")
    chosen = chosen_for(seeded, "Hyperbolic Aware Minimization: Implicit Bias for Sparsity", ham,
                        "Why does pointwise overparameterization slow down sign flips, and what does HAM do about it?",
                        names=("HAM",))
    why = chosen.parts[0].sentences[1]
    assert any(s.startswith("The hyperbolic implicit bias induced") for s in why), why
    # "what does HAM do about it?" is its answer to the problem and the step after it, not what else it does well
    about = chosen.parts[1].sentences[1]
    assert about[:1] == ["To overcome this obstacle, we propose Hyperbolic Aware Minimization (HAM), which alternates a "
                         "standard optimizer step with a lightweight hyperbolic mirror step."], about
    assert not any(s.startswith("HAM is especially effective") for s in about), about


def test_an_antecedent_that_needs_its_own_is_not_quoted_alone(seeded):
    """"To address these issues, we propose PT²-LLM" does not bring "However, its potential … remains underexplored,
    due to … outliers …": quoted without the sentence before it, "its" says nothing."""
    pt2 = ("Large Language Models (LLMs) have shown impressive capabilities across diverse tasks, but their large memory "
           "and compute demands hinder deployment. Ternarization has gained attention as a promising compression "
           "technique, delivering substantial size reduction and high computational efficiency. However, its potential "
           "in the post-training quantization (PTQ) setting remains underexplored, due to the challenge of training-free "
           "parameter optimization and the quantization difficulty posed by outliers and dispersed weights. To address "
           "these issues, we propose PT$^2$-LLM, a post-training ternarization framework tailored for LLMs. In addition, "
           "we propose a plug-and-play Structural Similarity-based Reordering (SSR) strategy that leverages inter-column "
           "structural similarity to ease quantization and mitigate outlier effects, further enhancing overall "
           "performance. Extensive experiments demonstrate that PT$^2$-LLM delivers competitive performance against "
           "state-of-the-art 2-bit PTQ methods with lower memory cost.")
    assert_chosen(seeded, "PT$^2$-LLM: Post-Training Ternarization for Large Language Models", pt2,
                  "How does PT2-LLM deal with outliers when ternarizing LLM weights?",
                  reads=("In addition, we propose a plug-and-play",), skips=("However, its potential",))


def test_an_antecedent_that_needs_its_own_comes_with_it_when_that_says_what_was_asked(seeded):
    """"What does EdgeCape add to pose-graph methods …?": "… overcomes these limitations by predicting the graph's edge
    weights" says which limitations only with "However, these methods assume a given pose-graph with equal-weight
    edges, …", whose "these methods" are those of the sentence before it ("Recent works have shown that using a
    pose-graph … helps …"): all three are read."""
    edgecape = ("Category-Agnostic Pose Estimation (CAPE) localizes keypoints across diverse object categories with a "
                "single model, using one or few annotated support images. Recent works have shown that using a pose-graph "
                "(i.e., treating keypoints as nodes in a graph rather than isolated points) helps handle occlusions and "
                "break symmetry. However, these methods assume a given pose-graph with equal-weight edges, leading to "
                "suboptimal results. We introduce EdgeCape, a novel framework that overcomes these limitations by "
                "predicting the graph's edge weights in order to optimize localization. To further leverage structural "
                "(i.e., graph) priors, we propose integrating Markov Attention Bias, which modulates the self-attention "
                "interaction between nodes based on the number of hops between them. We show that this improves the "
                "model's ability to capture global spatial dependencies. Evaluated on the MP-100 benchmark, which includes "
                "100 categories and over 20K images, EdgeCape achieves state-of-the-art results in the 1-shot and 5-shot "
                "settings, significantly improving keypoint localization accuracy.")
    assert_chosen(seeded, "EdgeCape: Edge Weight Prediction For Category-Agnostic Pose Estimation", edgecape,
                  "What does EdgeCape add to pose-graph methods for category-agnostic pose estimation, and how does it "
                  "do in the 1-shot setting?",
                  reads=("Recent works have shown that using a pose-graph", "However, these methods assume",
                         "We introduce EdgeCape", "Evaluated on the MP-100 benchmark"))


def test_what_is_achieved_comes_with_how(seeded):
    """"We achieve this by developing a principled ELBO objective …" says what it achieves only with the sentence before
    it ("This work presents Latent Stochastic Interpolants (LSI) enabling joint learning in a latent space …")."""
    lsi = ("Stochastic Interpolants (SI) are a powerful framework for generative modeling, capable of flexibly "
           "transforming between two probability distributions. However, their use in jointly optimized latent variable "
           "models remains unexplored as they require direct access to the samples from the two distributions. This "
           "work presents Latent Stochastic Interpolants (LSI) enabling joint learning in a latent space with "
           "end-to-end optimized encoder, decoder and latent SI models. We achieve this by developing a principled "
           "Evidence Lower Bound (ELBO) objective derived directly in continuous time. The joint optimization allows LSI "
           "to learn effective latent representations along with a generative process that transforms an arbitrary "
           "prior distribution into the encoder-defined aggregated posterior. LSI sidesteps the simple priors of the normal "
           "diffusion models and mitigates the computational demands of applying SI directly in high-dimensional "
           "observation spaces, while preserving the generative flexibility of the SI framework. We demonstrate the "
           "efficacy of LSI through comprehensive experiments on the standard large scale ImageNet generation "
           "benchmark.")
    assert_chosen(seeded, "Latent Stochastic Interpolants", lsi,
                  "Why can stochastic interpolants not be used directly in latent variable models, and how does LSI fix "
                  "that?", reads=("However, their use", "This work presents", "We achieve this by"))


def test_a_word_of_the_followed_papers_title_names_no_other_paper():
    """"And for non-identical distributions?" after the prophet-inequality paper is condensed with its title, whose
    "Prophet" is another paper's name (a diffusion LM's early-commit decoder): the follow-up is about the paper
    followed, not the one named Prophet, though retrieval ranks that one first."""
    prophet = Hit(paper_id="p", title="Diffusion Language Model Knows the Answer Before It Decodes", score=1.0, chunks=[],
                  abstract="We introduce Prophet, a training-free fast decoding paradigm that enables early commit "
                           "decoding. Prophet dynamically decides whether to continue refinement.")
    followed = Hit(paper_id="f", title="Learning in Prophet Inequalities with Noisy Observations", score=0.9, chunks=[],
                   abstract="We study the prophet inequality in a practical setting where rewards are observed only "
                            "through noisy realizations. For non-identical distributions, we show that a competitive "
                            "ratio of 1/2 can be guaranteed against a relaxed benchmark.")
    question = 'And for non-identical distributions? (about the paper "Learning in Prophet Inequalities with Noisy ' \
               'Observations")'
    q = analyse(question, lambda text: ["Prophet"] if "Prophet" in text else [])
    q.follow_up = True
    assert q.names == ["Prophet"]  # found in the context: what retrieval searches with
    chosen = plan(number_sources([prophet, followed]), q, 0.05)
    assert [t.paper.paper_id for t in chosen.targets] == ["f"]


def test_what_a_paper_identifies_as_the_reason_is_a_cause_asked(seeded):
    """"What does CompoDistill identify as the reason knowledge distillation fails …?" asks for the cause the paper
    finds: "… we identify visual attention misalignment between student and teacher as the main cause of this issue."."""
    compodistill = ("Recently, efficient Multimodal Large Language Models (MLLMs) have gained significant attention as a "
                    "solution to their high computational complexity, making them more practical for real-world "
                    "applications. In this regard, the knowledge distillation (KD) approach has emerged as a promising "
                    "alternative, which transfers the rich visual and linguistic knowledge from a larger model (teacher) "
                    "to a smaller model (student). However, we observe that existing KD methods struggle to effectively "
                    "distill the teacher MLLM's rich visual perception abilities to the student, a challenge that has "
                    "been largely overlooked in previous studies. Through a systematic analysis, we identify visual "
                    "attention misalignment between student and teacher as the main cause of this issue. Based on this "
                    "insight, we propose CompoDistill, a novel KD framework that explicitly aligns the student's visual "
                    "attention with that of the teacher to enhance the student's visual perception abilities.")
    assert_chosen(seeded, "CompoDistill: Attention Distillation for Compositional Reasoning in Multimodal LLMs",
                  compodistill, "What does CompoDistill identify as the reason knowledge distillation fails to transfer "
                  "visual perception to small MLLMs?", reads=("Through a systematic analysis, we identify",))


def test_a_cause_asked_of_one_thing_is_read_where_the_abstract_gives_it_not_in_the_scene(seeded):
    """"Why does compressing a network … make it easier to attack adversarially?" is answered by "We show that these
    forms of compression can induce a small number of highly sensitive directions …, which adversaries can exploit",
    not by the scene ("Modern neural networks are expected to simultaneously satisfy a host of desirable properties")."""
    compress = ("Modern neural networks are expected to simultaneously satisfy a host of desirable properties: accurate "
                "fitting to training data, generalization to unseen inputs, parameter and computational efficiency, and "
                "robustness to adversarial perturbations. While compressibility and robustness have each been studied "
                "extensively, a unified understanding of their interaction still remains elusive. In this work, we "
                "develop a principled framework to analyze how different forms of structured compressibility - such as "
                "neuron-level sparsity and spectral compressibility - affect adversarial robustness. We show that these "
                "forms of compression can induce a small number of highly sensitive directions in the representation "
                "space, which adversaries can exploit to construct effective perturbations. Our analysis yields a "
                "robustness bound that reveals how neuron and spectral compressibility impact $\\ell_\\infty$ and "
                "$\\ell_2$ robustness via their effects on the learned representations. Crucially, the vulnerabilities "
                "we identify arise irrespective of how compressibility is achieved - whether via regularization, "
                "architectural bias, or implicit learning dynamics.")
    assert_chosen(seeded, "On the Interaction of Compressibility and Adversarial Robustness", compress,
                  "Why does compressing a network through sparsity or low rank make it easier to attack adversarially?",
                  reads=("We show that these forms of compression can induce",),
                  skips=("Modern neural networks", "While compressibility and robustness"))


def test_a_term_defined_after_a_colon_is_read_when_asked(seeded):
    """"What is the homophily trap …?" is answered where the abstract says what it is: "… challenged by the ''Homophily
    Trap'': the aggregation of features from neighboring nodes inadvertently contaminates …"."""
    cer = ("Graph outlier detection is a critical task for identifying rare, deviant patterns in graph-structured data. "
           "However, prevalent methods based on graph convolution are fundamentally challenged by the ''Homophily Trap'': "
           "the aggregation of features from neighboring nodes inadvertently contaminates the representations of normal "
           "nodes near anomalies, blurring their distinctions. To overcome this limitation, we propose a "
           "Clustering-guided Edge Reweighting framework for Graph Outlier Detection (CER-GOD), which jointly optimizes "
           "a self-discriminative masking spoiler with an adaptive clustering-based outlier detector. To ensure robust "
           "optimization and prevent class collapse—a failure mode exacerbated by the homophily trap—we introduce a "
           "diversity loss that stabilizes the clustering process. Our end-to-end framework demonstrates superior "
           "performance on multiple benchmark datasets, establishing a new state-of-the-art by effectively dismantling "
           "the homophily trap.")
    assert_chosen(seeded, "Escaping the Homophily Trap: A Threshold-free Graph Outlier Detection Framework via "
                  "Clustering-guided Edge Reweighting", cer, "What is the homophily trap in graph outlier detection and "
                  "how does CER-GOD avoid it?", reads=("However, prevalent methods based on graph convolution",
                                                       "To overcome this limitation"))


def test_asked_why_a_thus_comes_with_its_reason(seeded):
    """"Why is it enough for an RL critic to learn value differences …?": "Thus only value differences are relevant for
    decision making." holds by the sentence before it ("Adding any constant to V(s) leaves action preferences
    unchanged."), which is the reason asked."""
    rv = ("In reinforcement learning (RL), critics traditionally learn absolute state values, estimating how good a "
          "particular situation is in isolation. Adding any constant to $V(s)$ leaves action preferences unchanged. "
          "Thus only value differences are relevant for decision making. Motivated by this fact, we ask the question "
          "whether these differences can be learned directly. For this, we propose \\emph{Relative Value Learning} "
          "(RV), a framework that considers antisymmetric value differences. Besides rigorous theoretical "
          "contributions, we integrate RV with PPO and achieve competitive performance on the Atari benchmark (49 "
          "games, ALE) compared to standard PPO.")
    assert_chosen(seeded, "Relative Value Learning", rv, "Why is it enough for an RL critic to learn value differences "
                  "instead of absolute values, and how does Relative Value Learning do on Atari?",
                  reads=("Adding any constant", "Thus only value differences", "Besides rigorous theoretical"))


def test_a_failure_mode_brings_the_shortcut_it_names_and_the_domains_tested_are_read(seeded):
    """"We find that this shortcut forces …" says which shortcut with the sentence before it, though that one says what
    others do; "in which domains is it tested?" is answered by "Empirically, across translation tasks in …"."""
    ads = ("Cross-modal image translation remains brittle and inefficient. Standard diffusion approaches often rely on a "
           "single, global linear transfer between domains. We find that this shortcut forces the sampler to traverse "
           "off-manifold, high-cost regions, inflating the correction burden and inviting semantic drift. We refer to "
           "this shared failure mode as fixed-schedule domain transfer. In this paper, we embed domain-shift dynamics "
           "directly into the generative process. Our model predicts a spatially varying mixing field at every reverse "
           "step and injects an explicit, target-consistent restoration term into the drift. Empirically, across "
           "translation tasks in medical imaging, remote sensing, and electroluminescence semantic mapping, our "
           "framework improves structural fidelity and semantic consistency while converging in fewer denoising steps.")
    assert_reads(seeded, "Adaptive Domain Shift in Diffusion Models for Cross-Modality Image Translation", ads,
                 "What failure mode does the adaptive domain shift paper identify in standard diffusion translation, "
                 "and in which domains is it tested?",
                 "Standard diffusion approaches often rely", "We find that this shortcut", "Empirically, across")


def test_why_reads_the_cause_of_the_cause_not_the_scene_before_it(seeded):
    """"Why do existing samplers produce discontinuities?": the sentence that says so "due to" a misalignment, and the
    "This is because …" after it; not the scene before it, which the reason does not point back at."""
    mpd = ("Recent progress in image-to-video (I2V) diffusion models has significantly advanced the field of generative "
           "inbetweening, which aims to generate semantically plausible frames between two keyframes. In particular, "
           "inference-time sampling strategies, which leverage the generative priors of large-scale pre-trained I2V "
           "models without additional training, have become increasingly popular. However, existing inference-time "
           "sampling, either fusing forward and backward paths in parallel or alternating them sequentially, often "
           "suffers from temporal discontinuities and undesirable visual artifacts due to the misalignment between the "
           "two generated paths. This is because each path follows the motion prior induced by its own conditioning "
           "frame. In this work, we propose Motion Prior Distillation (MPD), a simple yet effective inference-time "
           "distillation technique that suppresses bidirectional mismatch by distilling the motion residual of the "
           "forward path into the backward path.")
    assert_chosen(seeded, "Motion Prior Distillation in Time Reversal Sampling for Generative Inbetweening", mpd,
                  "Why do existing inference-time sampling methods for generative inbetweening produce temporal "
                  "discontinuities, and what does Motion Prior Distillation do differently?",
                  reads=("However, existing inference-time sampling", "This is because each path"),
                  skips=("In particular, inference-time", "Recent progress"))


def test_an_inline_list_cut_by_a_full_stop_brings_its_last_item(seeded):
    """"… introduces three key innovations: (1) …; (2) … execution. This enables …; (3) An efficient training system
    …": the third innovation is a sentence on, and comes with the first two."""
    agent = ("Large Reasoning Models (LRMs) have achieved remarkable progress in natural language reasoning. In this work, "
             "we present AgentMath, an agent framework that integrates language models' reasoning with code "
             "interpreters. Our approach introduces three key innovations: (1) An automated method that converts natural "
             "language chain-of-thought into structured tool-augmented trajectories; (2) A novel agentic reinforcement "
             "learning (RL) paradigm that dynamically interleaves natural language generation with real-time code "
             "execution. This enables models to autonomously learn optimal tool-use strategies through multi-round "
             "interactive feedback; (3) An efficient training system incorporating request-level asynchronous rollout "
             "scheduling, achieving 4-5× speedup. Extensive evaluations show that AgentMath achieves state-of-the-art "
             "performance on mathematical benchmarks.")
    assert_reads(seeded, "AgentMath: Empowering Mathematical Reasoning via Tool-Augmented Agent", agent,
                 "What are AgentMath's three innovations?", "Our approach introduces three", "This enables models")


def test_why_reads_where_the_limitations_are_said_to_be(seeded):
    """"Why do very low frame rate codecs lose semantic information?": "… limitations are in both insufficient semantic
    decoupling and insufficient time resolution …" gives the reason; the finding in the question's words does not."""
    flexi = ("Neural audio codecs are foundational to speech language models. It is expected to have a low frame rate "
             "and decoupled semantic and acoustic information. A lower frame rate codec can reduce the computational "
             "cost of speech language models by shortening the sequence length. Recent studies have developed 12.5Hz "
             "low-frame-rate audio codecs, but even lower frame rate codecs remain underexplored. We find that pushing "
             "existing audio codecs to very low frame rates loses much semantic information. We suggest that "
             "low-frame-rate codecs' limitations are in both insufficient semantic decoupling and insufficient time "
             "resolution at capturing transient phonetic details. This paper introduces FlexiCodec to address this "
             "limitation. FlexiCodec improves semantic preservation with a dynamic frame rate approach and introduces a "
             "novel architecture featuring an ASR feature-assisted dual stream encoding and Transformer bottlenecks. "
             "With dynamic frame rates, it uses less frames at information-sparse regions through adaptively merging "
             "semantically similar frames. A dynamic frame rate also allows FlexiCodec to support inference-time "
             "controllable frame rates between 3Hz and 12.5Hz. Experiments on 6.25Hz, 8.3Hz and 12.5Hz average frame "
             "rates confirm that FlexiCodec excels over baseline systems in semantic information preservation.")
    assert_reads(seeded, "FlexiCodec: A Dynamic Neural Audio Codec for Low Frame Rates", flexi,
                 "Why do very low frame rate audio codecs lose semantic information, according to FlexiCodec, and what "
                 "frame rates does it support?", "We suggest that low-frame-rate codecs' limitations", "A dynamic frame")


def test_why_reads_what_this_stems_from_and_keeps_the_problem_a_method_thereby_avoids(seeded):
    """"We demonstrate that this stems not from …, but from inadequate training" is the cause of the phenomenon the
    sentence before it named; and "…, thereby reducing memory" (what the method brings about) is no reason to drop
    the sentence that says why sliding windows hurt."""
    cesar = ("The role of reasoning in Audio Large Language Models remains widely underexplored, as introducing a "
             "reasoning process often degrades rather than improves performance during inference, a phenomenon we term "
             "test-time inverse scaling, where longer reasoning chains yield progressively worse results. We demonstrate "
             "that this stems not from fundamental limitations of reasoning itself, but from inadequate training: models "
             "without proper guidance for the reasoning process produce hallucinatory, inconsistent reasoning. To "
             "address these challenges, we introduce CESAR (Consistent, Effective, and Scalable Audio Reasoners), "
             "shifting from outcome verification to rewarding the reasoning process. CESAR resolves test-time inverse "
             "scaling, transforming reasoning from detriments into gains.")
    assert_reads(seeded, "Incentivizing Consistent, Effective and Scalable Reasoning Capability in Audio LLMs via "
                         "Reasoning Process Rewards", cesar,
                 "What causes test-time inverse scaling in audio LLMs according to CESAR, and what does CESAR reward?",
                 "We demonstrate that this stems")
    pte = ("Large reasoning models (LRMs) excel on complex problems but face a critical barrier to efficiency: "
           "reinforcement learning (RL) training requires long rollouts for outcome-based rewards, where autoregressive "
           "decoding dominates time and memory usage. While sliding-window cache strategies can bound memory, they "
           "disrupt long-context reasoning and degrade performance. We introduce Progressive Thought Encoding, a "
           "parameter-efficient fine-tuning method that enables LRMs to reason effectively under fixed-size caches. By "
           "progressively encoding intermediate reasoning into compact representations, our approach eliminates the "
           "need to backpropagate through full-cache rollouts, thereby reducing training-time memory usage, while "
           "maintaining constant memory during inference.")
    assert_reads(seeded, "Training Large Reasoning Models Efficiently via Progressive Thought Encoding", pte,
                 "Why do sliding-window caches hurt RL training of reasoning models, and how does Progressive Thought "
                 "Encoding avoid backpropagating through full-cache rollouts?", "While sliding-window cache strategies")


def test_why_something_struggles_reads_how_it_fails_and_a_motivation_is_a_reason(seeded):
    """"Why do existing MARL methods struggle …?" is answered where they "fail … suffer from the curse of
    dimensionality", not only by "Due to …, order dispatching … is often addressed using MARL"; "Why does the paper
    model the stage cost as stochastic?" by "Our main motivation is that the stage cost … can be potentially noisy"."""
    triple = ("On-demand ride-sharing platforms, such as Uber and Lyft, face the intricate real-time challenge of bundling "
              "and matching passengers to available vehicles. Due to the extensive observation space arising from the "
              "large number of drivers and orders, order dispatching, though fundamentally a centralized task, is often "
              "addressed using Multi-Agent Reinforcement Learning (MARL). However, independent MARL methods fail to "
              "capture global information and exhibit poor cooperation among workers, while Centralized Training "
              "Decentralized Execution (CTDE) MARL methods suffer from the curse of dimensionality. To overcome these "
              "challenges, we propose Triple-BERT, a centralized Single Agent Reinforcement Learning method designed for "
              "large-scale order dispatching. Built on a variant TD3, our approach addresses the vast action space "
              "through an action decomposition strategy that breaks down the joint action probability into individual "
              "driver action probabilities.")
    assert_reads(seeded, "Triple-BERT: Do We Really Need MARL for Order Dispatch on Ride-Sharing Platforms?", triple,
                 "Why do existing MARL methods struggle with ride-sharing order dispatch, and how does Triple-BERT handle "
                 "the huge action space?", "However, independent MARL methods fail", "Built on a variant TD3")
    gsb = ("Recently, a promising algorithm dubbed GSBM was proposed to solve the generalized SB (GSB) problem, an "
           "extension of SB to deal with additional path constraints. Therein the SB is formulated as a minimal kinetic "
           "energy conditional flow matching problem, and an additional task-specific stage cost is introduced as the "
           "conditional stochastic optimal control (CondSOC) problem. Our main motivation is that the stage cost in GSBM, "
           "typically representing task-specific obstacles in the particle paths and other congestion penalties, can be "
           "potentially noisy and uncertain. Whereas the current GSBM approach regards this stage cost as a noise-free "
           "deterministic quantity in the CondSOC optimization, we instead model it as a stochastic quantity. The main "
           "benefit is more flexible marginal path modeling that takes into account the uncertainty in the stage cost.")
    assert_reads(seeded, "Robust Generalized Schrödinger Bridge via Sparse Variational Gaussian Processes", gsb,
                 "Why does the robust generalized Schrödinger bridge paper model the stage cost as stochastic?",
                 "Our main motivation is that")


def test_why_reads_the_cause_said_of_an_abbreviation_and_further_gains_bring_the_first(seeded):
    pwp = ("Computer-use agents (CUAs) hold the promise of performing a wide variety of general tasks, but current "
           "evaluations have primarily focused on simple scenarios. To investigate this, we introduce Programming with "
           "Pixels (PwP), the first comprehensive computer-use environment for software engineering, where agents "
           "visually control an IDE. We perform an extensive evaluation of state-of-the-art CUAs and find that when "
           "interacting purely visually, they perform significantly worse than specialized coding agents. However, when "
           "the same CUAs are given direct access to just two APIs, file editing and bash operations, performance jumps. "
           "Furthermore, when given access to additional IDE tools via text APIs, all models show further gains. Our "
           "analysis shows that current CUAs fall short mainly due to limited visual grounding and the inability to take "
           "full advantage of the rich environment. PwP establishes software engineering as a natural domain for "
           "benchmarking whether generalist computer-use agents can reach specialist-level performance.")
    chosen = chosen_for(seeded, "Programming with Pixels: Can Computer-Use Agents do Software Engineering?", pwp,
                        "Why do computer-use agents do poorly at software engineering in PwP, and what helps them?")
    why, helps = (pe.sentences[1] for pe in chosen.parts)
    assert any(s.startswith("Our analysis shows that current CUAs fall short") for s in why), why
    assert any(s.startswith("However, when the same CUAs are given direct access") for s in helps), helps


def test_a_name_spelled_in_bold_initials_is_the_papers_name():
    abstract = ("To tackle these challenges, we propose a robust adversarial training framework named \n\\textbf{T}ranslation-"
                "based \n\\textbf{A}ttacker \n\\textbf{S}trengthens \nMul\\textbf{T}ilingual \nDef\\textbf{E}nder "
                "(\\detectorname). \n\\detectorname comprises two core components. We further introduce a novel "
                "Language-Agnostic Adversarial Loss (LAAL), which encourages language-invariant features.")
    assert method_name(abstract) == "TASTE"  # not LAAL, the loss it adds
    assert "TASTE comprises two core components" in plain(abstract)
    module = ("Guided by FRM, we then propose a **M**ultimodal **W**eight **A**llocation **M**odule, a plug-and-play "
              "component. MWAM delivers consistent gains.")
    assert "Multimodal Weight Allocation Module (MWAM), a plug-and-play" in plain(module)
    # initials that spell no acronym ("Lazy", "independent", "interactive") add none
    stages = "three stages: (I) \\underline{\\textbf{L}}azy learning, (II) \\underline{\\textbf{i}}ndependent feature " \
             "learning and (III) \\underline{\\textbf{i}}nteractive feature learning."
    assert "(Lii)" not in plain(stages) and "Lazy learning" in plain(stages)


def test_a_latex_command_whose_brace_never_closes_leaves_its_text():
    assert plain("VLMs encode object locations by linearly binding \\textit{spatial IDs to textual activations.") == \
        "VLMs encode object locations by linearly binding spatial IDs to textual activations."


def test_a_question_on_how_to_split_a_budget_reads_the_sentence_that_gives_the_share(seeded):
    abstract = (
        'Quantization-aware training (QAT) is a leading technique for improving the accuracy of quantized neural '
        'networks. Previous work has shown that decomposing training into a full-precision (FP) phase followed by a '
        'QAT phase yields superior accuracy compared to QAT alone. However, the optimal allocation of compute between'
        ' the FP and QAT phases remains unclear. We conduct extensive experiments with various compute budgets, QAT '
        'bit widths, and model sizes from 86.0M to 2.2B to investigate how different QAT durations impact final '
        'performance. We demonstrate that, contrary to previous findings, the loss-optimal ratio of QAT to FP '
        'training increases with the total amount of compute. Moreover, the optimal fraction can be accurately '
        'predicted for a wide range of model sizes and quantization widths using the tokens-per-parameter-byte '
        'statistic. From experimental data, we derive a loss scaling law that predicts both optimal QAT ratios and '
        'final model performance across different QAT/FP compute allocation strategies and QAT bit widths. We use the'
        ' scaling law to make further predictions, which we verify experimentally, including which QAT bit width is '
        'optimal under a given memory constraint and how QAT accuracy with different bit widths compares to full-'
        'precision model accuracy. Additionally, we propose a novel cooldown and QAT fusion approach that performs '
        'learning rate decay jointly with quantization-aware training, eliminating redundant full-precision model '
        'updates and achieving significant compute savings. These findings provide practical insights into efficient '
        'QAT planning and enable the training of higher-quality quantized models with the same compute budget.')
    got = evidence_for(seeded, "Compute-Optimal Quantization-Aware Training", abstract,
                       "How should compute be split between full-precision training and quantization-aware training, "
                       "according to the compute-optimal QAT paper?")
    # the share, not only the fused cooldown that saves compute
    assert any(s.startswith("We demonstrate that, contrary to previous findings, the loss-optimal ratio") for s in got), got


def test_these_terms_bring_the_sentence_that_names_them(seeded):
    abstract = (
        'MeanFlow has recently emerged as a powerful framework for few-step generative modeling trained from scratch,'
        ' but its success is not yet fully understood. In this work, we show that the MeanFlow objective naturally '
        'decomposes into two parts: trajectory flow matching and trajectory consistency. Through gradient analysis, '
        'we find that these terms are strongly negatively correlated, causing optimization conflict and slow '
        'convergence. Motivated by these insights, we introduce $\\alpha$-Flow, a broad family of objectives that '
        'unifies trajectory flow matching, Shortcut Model, and MeanFlow under one formulation. By adopting a '
        'curriculum strategy that smoothly anneals from trajectory flow matching to MeanFlow, $\\alpha$-Flow '
        'disentangles the conflicting objectives, and achieves better convergence. When trained from scratch on '
        'class-conditional ImageNet-1K 256×256 with vanilla DiT backbones, $\\alpha$-Flow consistently outperforms '
        'MeanFlow across scales and settings. Our largest $\\alpha$-Flow-XL/2+ model achieves new state-of-the-art '
        'results using vanilla DiT backbones, with FID scores of 2.58 (1-NFE) and 2.15 (2-NFE). The source code and '
        'pre-trained checkpoints will be publicly released.')
    assert_reads(seeded, "AlphaFlow: Understanding and Improving MeanFlow Models", abstract,
                 "Why does MeanFlow converge slowly, and what does AlphaFlow do about it?",
                 "In this work, we show that the MeanFlow objective",
                 "Through gradient analysis")


def test_a_question_ending_on_its_preposition_asks_one_thing(seeded):
    abstract = (
        "*Disentangled representations* seek to recover latent factors of variation underlying observed data, yet their "
        "*identifiability* is still not fully understood. We introduce a unified framework in which disentanglement is "
        "achieved through *mechanistic independence*, which characterizes latent factors by how they act on observed "
        "variables rather than by their latent distribution. This perspective is invariant to changes of the latent "
        "density, even when such changes induce statistical dependencies among factors. Within this framework, we "
        "propose several related independence criteria -- ranging from support-based and sparsity-based to "
        "higher-order conditions -- and show that each yields identifiability of latent subspaces, even under "
        "nonlinear, non-invertible mixing. We further establish a hierarchy among these criteria and provide a "
        "graph-theoretic characterization of latent factors as connected components. Together, these results clarify "
        "the conditions under which disentangled representations can be identified without relying on statistical "
        "assumptions.")
    got = evidence_for(seeded, "Mechanistic Independence: A Principle for Identifiable Disentangled Representations",
                       abstract, "What does mechanistic independence characterize latent factors by?")
    assert any("by how they act on observed variables" in s for s in got), got
    assert not any(s.startswith("Together, these results") for s in got), got  # not the whole abstract


def test_a_promising_approach_the_paper_offers_is_its_outlook():
    assert role("Our framework offers a promising approach for building robust, multilingual MGT detectors.", 8,
                "TASTE") == "outlook"
    assert role("We find that model merging offers a promising way for building improved MLLMs.", 5, None) != "outlook"


def test_the_mechanism_underlying_a_benefit_is_its_cause():
    from rag.evidence import _CAUSE

    assert _CAUSE.search("Our results identify control-theoretic stability as the key mechanism underlying the benefits.")
    assert not _CAUSE.search("However, the underlying mechanisms of such abilities remain largely opaque.")


def test_a_name_with_a_greek_letter_is_found_as_a_reader_types_it():
    from rag.paper_names import PaperNames
    from rag.text import mentions, name_key

    title = "$\\mu$LO: Compute-Efficient Meta-Generalization of Learned Optimizers"
    abstract = "Learned optimizers (LOs) can struggle to meta-generalize. We propose a recipe for μ-parameterized LOs."
    names = PaperNames.build([title, "Other: A Paper"], [f"{title} {abstract}", "Other: A Paper about optimizers."])
    assert names.find("What does muLO change about learned optimizers?") == ["muLO"]
    assert names.find("What does μLO change?") == ["muLO"]
    assert mentions(title, abstract, "muLO") and name_key("μLO") == name_key("muLO")


def test_how_a_method_works_is_read_where_its_means_are_set_before_it(seeded):
    abstract = (
        "As AI assistants become more widely adopted in safety-critical domains, it becomes important to develop "
        "safeguards against adversarial attacks. A key prerequisite to developing these safeguards is understanding "
        "the ability of these AI assistants to mislead human teammates. We investigate this attack problem within the "
        "context of an intellective strategy game where a team of three humans and one AI assistant collaborate to "
        "answer a series of trivia questions. Unbeknownst to the humans, the AI assistant is adversarial. Leveraging "
        "techniques from Model-Based Reinforcement Learning (MBRL), the AI assistant learns a model of the humans' "
        "trust evolution and uses that model to manipulate the group decision-making process to harm the team. We "
        "evaluate two models and find that both can effectively harm the human team.")
    assert_reads(seeded, "Learning to Lie: Adversarial Attacks on Human-AI Teams and LLMs", abstract,
                 "How does the adversarial AI assistant in the human-AI team study learn to mislead its teammates?",
                 "Leveraging techniques from Model-Based Reinforcement Learning")


def test_what_a_quantity_depends_on_is_said_where_the_abstract_says_depend():
    from rag.evidence import cues_of

    cues = dict(cues_of("What does the transfer learning theory say pretraining performance depends on", "result"))
    assert cues["§depends"].search("Our theory allows conclusions on performance, which depend on the amount of data.")
    assert not cues["§depends"].search("We develop a theory of transfer learning in infinitely wide networks.")


def test_a_sentence_built_on_this_architecture_brings_the_one_that_describes_it(seeded):
    abstract = (
        "Unified multimodal understanding-generation models have shown promising results in image generation and "
        "editing, but remain largely constrained to the image domain. In this work, we present VOGUE, a versatile "
        "framework that extends unified modeling to the video domain. VOGUE adopts a dual-stream design, combining a "
        "Multimodal Large Language Model (MLLM) for instruction understanding with a Multimodal DiT (MMDiT) for video "
        "generation. This design enables accurate interpretation of complex multimodal instructions while preserving "
        "visual consistency. Built on this architecture, VOGUE unifies diverse video generation and editing tasks "
        "under a single multimodal instruction paradigm and is jointly trained across them. Extensive experiments "
        "demonstrate that VOGUE matches or surpasses state-of-the-art task-specific baselines.")
    assert_reads(seeded, "VOGUE: Unified Understanding, Generation, and Editing for Videos", abstract,
                 "What architecture does VOGUE use for unified video understanding and generation?",
                 "VOGUE adopts a dual-stream design")


def test_a_sentence_that_points_back_at_the_thing_asked_does_not_name_it():
    from rag.evidence import _points_back_at

    head = content_words("architecture")
    assert _points_back_at("Built on this architecture, VOGUE unifies diverse video tasks.", head)
    assert not _points_back_at("VOGUE uses a dual-stream architecture; this architecture scales.", head)
    assert not _points_back_at("VOGUE adopts a dual-stream design.", head)  # says none


def test_why_a_paper_cannot_just_do_something_is_read_in_its_own_reasoning_after_its_introduction(seeded):
    abstract = (
        "We present 3DScenePrompt, a framework for camera-controllable video generation that maintains scene "
        "consistency when extending arbitrary-length input videos along user-specified trajectories. Unlike existing "
        "video generative methods limited to conditioning on a single image or just a few frames, we introduce a dual"
        " spatio-temporal conditioning strategy that fundamentally rethinks how video models should reference prior "
        "content. Our approach conditions on both temporally adjacent frames for motion continuity and spatially "
        "adjacent content for scene consistency. However, when generating beyond temporal boundaries, directly using "
        "spatially adjacent frames would incorrectly preserve dynamic elements from the past. We address this through"
        " introducing a 3D scene memory that represents exclusively the static geometry extracted from the entire "
        "input video. To construct this memory, we leverage dynamic SLAM with our newly introduced dynamic masking "
        "strategy that explicitly separates static scene geometry from moving elements. The static scene "
        "representation can then be projected to any target viewpoint, providing geometrically-consistent warped "
        "views that serve as strong spatial prompts while allowing dynamic regions to evolve naturally from temporal "
        "context. This enables our model to maintain long-range spatial coherence and precise camera control without "
        "sacrificing computational efficiency or motion realism. Extensive experiments demonstrate that our framework"
        " significantly outperforms existing methods in scene consistency, camera controllability, and generation "
        "quality.")
    assert_reads(seeded, "3D Scene Prompting for Scene-Consistent Camera-Controllable Video Generation", abstract,
                 "Why can't 3DScenePrompt just condition on spatially adjacent frames, and what does it use instead?",
                 "However, when generating beyond temporal boundaries",
                 "We address this through introducing a 3D scene memory")  # what it uses instead


def test_how_a_method_keeps_something_is_read_where_the_abstract_ensures_it_in_other_words(seeded):
    javis = ("This paper introduces JavisDiT, a novel Joint Audio-Video Diffusion Trans- former designed for "
             "synchronized audio-video generation (JAVG). Based on the powerful Diffusion Transformer (DiT) "
             "architecture, JavisDiT simultaneously generates high-quality audio and video content from open-ended user "
             "prompts in a unified framework. To ensure audio-video synchronization, we introduce a fine-grained "
             "spatio-temporal alignment mechanism through a Hierarchical Spatial-Temporal Synchronized Prior (HiST-Sypo) "
             "Estimator. This module extracts both global and fine-grained spatio-temporal priors, guiding the "
             "synchronization between the visual and auditory components. Furthermore, we propose a new benchmark, "
             "JavisBench, which consists of 10,140 high-quality text-captioned sounding videos and focuses on "
             "synchronization evaluation in diverse and complex real-world scenarios. Further, we specifically devise a "
             "robust metric for measuring the synchrony between generated audio-video pairs in real-world content. "
             "Experimental results demonstrate that JavisDiT significantly outperforms existing methods by ensuring both "
             "high-quality generation and precise synchronization, setting a new standard for JAVG tasks.")
    # "in sync" is "synchronization"; "audio-video" says "audio" and "video"
    assert_reads(seeded, "JavisDiT: Joint Audio-Video Diffusion Transformer with Hierarchical Spatio-Temporal Prior "
                 "Synchronization", javis, "How does JavisDiT keep the audio and the video in sync?",
                 "To ensure audio-video synchronization")


NEGTOME = ("State-of-the-art vision-language models (VLMs) suffer from a critical failure in understanding negation, often "
           "referred to as affirmative bias. This limitation is particularly severe in described object detection (DOD) "
           "tasks. To address this, we propose two primary contributions: (1) a new dataset pipeline and (2) a novel, "
           "lightweight adaptation recipe. First, we introduce CoVAND, a dataset constructed with a systematic "
           "chain-of-thought (CoT) and VQA-based pipeline to generate high-quality, instance-grounded negation data. "
           "Second, we propose NegToMe, a novel text token merging module that directly tackles the architectural cause "
           "of affirmative bias. NegToMe fundamentally addresses the structural loss of negation cues in tokenization, "
           "grouping them with attributes into coherent semantic phrases. It maintains correct polarity at the input "
           "level, enabling robust negation understanding even with limited data. For instance, to prevent a model from "
           "treating the fragmented tokens \"not\" and \"girl\" as simply \"girl\", NegToMe binds them into a single "
           "token whose meaning is correctly distinguished from that of \"girl\" alone. This module is integrated with a "
           "parameter-efficient and strategic LoRA fine-tuning approach. Our method significantly improves performance "
           "on challenging negation benchmarks with a lowered false positive rate, boosting NMS-AP by up to +10.8 points "
           "on OVDEval and demonstrating generalization to SoTA VLMs.")


@pytest.mark.parametrize("question", ["How does NegToMe deal with the word not?",
                                      "What is NegToMe and what does it improve?"])
def test_a_method_asked_by_name_is_read_without_the_other_items_of_the_papers_list(seeded, question):
    got = evidence_for(seeded, 'What "Not" to Detect: Negation-Aware VLMs via Structured Reasoning and Token Merging',
                       NEGTOME, question)
    assert any(s.startswith("NegToMe fundamentally addresses") for s in got), got
    assert not any(s.startswith("First, we introduce CoVAND") for s in got), got


def test_an_acronym_inside_what_the_paper_proposes_is_not_its_name():
    from rag.text import method_name

    # "model-specific (MS)" describes the trade-off reformulated; "(GDR) least squares problem" the problem solved
    assert method_name("In light of existing limitations, in this work, we propose a reformulation of the model-specific "
                       "(MS) Pareto optimal trade-off, where we frame it as convex optimization problems.") is None
    assert method_name("We present an algorithm for the empirical group distributionally robust (GDR) least squares "
                       "problem.") is None
    # the kind of thing named, or a verb, after the acronym: a name
    assert method_name("We propose a monitor red teaming (MRT) workflow that varies agent and monitor awareness.") == "MRT"
    assert method_name("To address these limitations, we propose a multi-objective adaptive generation optimization "
                       "(MAGO) framework, which integrates multi-objective optimization.") == "MAGO"
    assert method_name("To address this, we propose a novel dynamic multi-branches routing approach for Huginn, termed as "
                       "Mixture-of-Depth-Recurrent (MoDr) Transformer, which enables effective exploration.") == "MoDr"


def test_when_a_method_switches_is_read_where_it_interleaves_or_alternates(seeded):
    relift = (
        "Recent advances in large language model (LLM) reasoning have shown that reasoning ability can emerge"
        " through reinforcement learning (RL). However, despite these successes, RL in its current form "
        "remains insufficient to induce capabilities that exceed the limitations of the base model, as it is "
        "primarily optimized based on existing knowledge of the model. To address this limitation, we employ "
        "supervised fine-tuning (SFT) to learn what RL cannot, which enables the incorporation of new "
        "knowledge and reasoning patterns by leveraging high-quality demonstration data. We analyze the "
        "training dynamics of RL and SFT for LLM reasoning and find that RL excels at improving performance "
        "on questions within the model's original capabilities, while SFT is more effective at enabling "
        "progress on questions beyond the current scope of the model. Motivated by the complementary "
        "strengths of RL and SFT, we introduce \\textbf{ReLIFT} (\\textbf{Re}inforcement \\textbf{L}earning "
        "\\textbf{I}nterleaved with Online \\textbf{F}ine-\\textbf{T}uning), a novel training strategy. ReLIFT "
        "employs RL for general training, but interleaves it with targeted SFT on challenging questions for "
        "which high-quality solutions are collected online. By alternating between RL and SFT, ReLIFT "
        "addresses model weaknesses as they emerge. Empirically, ReLIFT outperforms previous RLVR methods by "
        "an average of +6.7 points across a suite of six benchmarks (five math reasoning and one out-of-"
        "distribution). More importantly, ReLIFT surpasses baselines such as individual RL, individual SFT, "
        "and various hybrid approaches while reducing the required training time. These results provide "
        "compelling evidence that ReLIFT is a powerful and resource-efficient paradigm for developing capable"
        " reasoning models. The code is available at \\href{https://anonymous.4open.science/r/Learning-What-"
        "Reinforcement-Learning-Can-t-6AFF/}{here}.")
    assert_reads(seeded, "Learning What Reinforcement Learning Can't: Interleaved Online Fine-Tuning for Hardest "
                 "Questions", relift,
                 "When does ReLIFT switch from RL to SFT, and by how much does it beat RLVR methods?",
                 "ReLIFT employs RL for general training, but interleaves it")


def test_how_big_reads_a_count_of_pairs_named_with_an_en_dash(seeded):
    abstract = ("High-quality scientific illustrations are crucial for effectively communicating complex scientific and "
                "technical concepts, yet their manual creation remains a well-recognized bottleneck. We present "
                "FigureBench, the first large-scale benchmark for generating scientific illustrations from long-form "
                "scientific texts. It contains 3,300 high-quality scientific text–figure pairs, covering diverse "
                "text-to-illustration tasks from scientific papers, surveys, blogs, and textbooks. Moreover, we propose "
                "AutoFigure, an agentic framework that automatically generates high-quality scientific illustrations. "
                "Leveraging the high-quality data from FigureBench, we conduct extensive experiments to test the "
                "performance of AutoFigure against various baseline methods.")
    assert_reads(seeded, "AutoFigure: Generating and Refining Publication-Ready Scientific Illustrations", abstract,
                 "How big is FigureBench?", "It contains 3,300 high-quality")


def test_a_title_head_the_abstract_proposes_by_name_is_the_papers_name():
    from rag.text import short_name

    abstract = ("To better evaluate and improve these desiderata, we introduce Spectrum Suite, a large-scale resource "
                "compiled from >40 data sources. To mitigate these issues, we propose Spectrum Tuning, a post-training "
                "method using Spectrum Suite to improve steerability and distributional coverage.")
    assert short_name("Spectrum Tuning: Post-Training for Distributional Coverage and In-Context Steerability",
                      abstract) == "Spectrum Tuning"
    # an acronym the abstract gives it stays its name
    assert short_name("Latent Thinking Optimization: Your Latent Reasoning Language Model Secretly Encodes Reward",
                      "We propose Latent Thinking Optimization (LTO), a probabilistic algorithm. LTO improves "
                      "reasoning.") == "LTO"


def test_the_one_sentence_that_says_how_far_ahead_of_the_rest_is_read_without_the_other_steps(seeded):
    robust = (
        "In Vision–Language–Action (VLA) models, robustness to real-world perturbations is critical for "
        "deployment. Existing methods target simple visual disturbances, overlooking the broader multi-modal "
        "perturbations that arise in actions, instructions, environments, and observations. Here, we first "
        "evaluate the robustness of mainstream VLAs under 17 perturbations across four modalities. We find "
        "(1) actions as the most fragile modality, (2) Existing visual-robust VLA do not gain robustness in "
        "other modality, and (3) $\\pi_0$ demonstrates superior robustness. To build multi-modal robust VLAs, "
        "we propose RobustVLA against perturbations in VLA inputs and outputs. For output robustness, we "
        "perform offline robust optimization against worst-case action noise that maximizes mismatch in flow "
        "matching objective. This can be seen as adversarial training, label smoothing, and outlier "
        "penalization. For input robustness, we enforce consistent actions across input variations that "
        "preserve task semantics. To account for multiple perturbations, we formulate robustness as a multi-"
        "armed bandit problem and apply an upper confidence bound algorithm to automatically identify the "
        "most harmful noise. Experiments on LIBERO demonstrate our RobustVLA delivers absolute gains over "
        "baselines of 12.6\\% on the $\\pi_0$ backbone and 10.4\\% on the OpenVLA backbone across all 17 "
        "perturbations, achieving 50.6x faster inference than existing visual-robust BYOVLA that requires "
        "external LLMs, and a 10.4\\% gain under mixed perturbations. On the real-world FR5 robot, under four "
        "types of multimodal perturbations, RobustVLA shows strong low-data performance, outperforming "
        "$\\pi_0$ by $65.6\\%$ success rate with 25 demonstrations. Even with abundant demos, our method still "
        "outperform $\\pi_0$ by 30\\% success rate. Code and demo videos available at "
        "https://github.com/gakakulicc/RobustVLA.")
    title, question = ("On Robustness of Vision-Language-Action Model against Multi-Modal Perturbations",
                       "How does the RobustVLA paper pick the most harmful noise?")
    assert_reads(seeded, title, robust, question, "To account for multiple perturbations")
    assert_skips(seeded, title, robust, question, "For output robustness", "For input robustness")


TMPC = ("Aligning Large Language Models (LLMs) with human preferences through finetuning is resource-intensive, "
        "motivating lightweight alternatives at test time. We address test-time alignment through the lens of sequential "
        "decision making, a perspective that reveals two fundamental challenges. When actions are defined at the token "
        "level, as in guided decoding, alignment suffers from the curse of horizon. Conversely, when actions are at the "
        "response level, as in traditional iterative refinement, the curse of dimensionality emerges. To resolve this "
        "trade-off, we draw inspiration from Model Predictive Control (MPC) in control theory to propose Textual Model "
        "Predictive Control (TMPC), a novel predictive planning framework adapted for aligning LLMs at inference time. A "
        "key limitation of standard MPC is its reliance on predefined, hard segment boundaries, which are often absent "
        "in text generation. TMPC overcomes this by introducing two principles inspired by hierarchical reinforcement "
        "learning: (1) Hindsight Subgoal Identification, where TMPC analyzes generation subgoals to retrospectively "
        "identify high-reward intermediate outputs as subgoals. This allows the framework to discover meaningful, "
        "task-specific planning steps (e.g., a sentence in machine translation or a bug fix in code generation.). (2) "
        "Subgoal-Conditioned Re-Generation, where these identified subgoals are used to guide subsequent planning "
        "iterations. TMPC is evaluated on three tasks with distinct segmentation properties.")


def test_what_a_sentence_announces_comes_with_it_in_full(seeded):
    """"… reveals two fundamental challenges." brings both sentences that say them; a list whose items name the
    method ("(1) …, where TMPC analyzes …") brings its second item "(2) …", which does not: it is a step of the same
    method, not another contribution; "The rank of this matrix plays a dual role." brings the two sentences after it."""
    assert_reads(seeded, "Test-Time Alignment for Large Language Models via Textual Model Predictive Control", TMPC,
                 "What are the two curses TMPC addresses, and what are its two principles?",
                 "When actions are defined at the token level", "Conversely, when actions are at the response level",
                 "TMPC overcomes this by introducing two principles", "(2) Subgoal-Conditioned Re-Generation")
    rank = ("We introduce a novel framework that formalizes benchmark construction as finding an optimal diagnostic "
            "basis in a binary code-test matrix, where rows represent wrong codes and columns represent test case "
            "results. The rank of this matrix plays a dual role. It specifies the minimal number of independent error "
            "patterns, which determines the size of wrong codes. It also provides a tight upper bound on the number of "
            "test cases required for complete fault coverage. To tackle this NP-hard problem, we propose WrongSelect, "
            "an efficient approximation algorithm. Applying this framework to millions of submissions, we construct "
            "TC-Bench, a compact benchmark.")
    assert_reads(seeded, "How Many Code and Test Cases Are Enough?", rank,
                 "What does the rank of the binary code-test matrix tell you in the WrongSelect paper?",
                 "It specifies the minimal number", "It also provides a tight upper bound")


def test_a_part_of_several_takes_a_second_sentence_only_if_it_answers_it_too(seeded):
    """"How much VRAM does AutoQVLA save …, and how does it decide bits per channel?": the VRAM part is answered by the
    sentence with the VRAM (scored about three times the next), not also by "However, we find that a systematic
    analysis of VLA model's quantization is fundamentally lacking"."""
    abstract = ("The advent of Vision-Language-Action (VLA) models represents a significant leap for embodied "
                "intelligence, yet their immense computational demands critically hinder deployment on resource-"
                "constrained robotic platforms. Intuitively, low-bit quantization is a prevalent and preferred technique "
                "for large-scale model compression. However, we find that a systematic analysis of VLA model's "
                "quantization is fundamentally lacking. To bridge this gap, we introduce AutoQVLA, the first "
                "action-centric quantization framework specifically designed for embodied control. In a sharp departure "
                "from the rigid, uniform-bit quantization of LLM-based methods, AutoQVLA introduces a highly granular, "
                "channel-wise bit allocation strategy. Its core mechanism is to directly measure the final action-space "
                "sensitivity when quantizing each individual channel to various bit-widths. In the LIBERO, the "
                "quantization version of OpenVLA-OFT with our method requires only 29.2% of the original model's VRAM "
                "while maintaining 98.9% of its original performance and achieving a 1.49$\\times$ speedup.")
    title, question = ("AutoQVLA: Not All Channels Are Equal in Vision-Language-Action Model's Quantization",
                       "How much VRAM does AutoQVLA save on OpenVLA-OFT, and how does it decide bits per channel?")
    assert_reads(seeded, title, abstract, question, "In the LIBERO, the quantization version", "Its core mechanism")
    assert_skips(seeded, title, abstract, question, "However, we find")


BEP = ("Binary Neural Networks (BNNs), which constrain both weights and activations to binary values, offer substantial "
       "reductions in computational complexity, memory footprint, and energy consumption. However, training BNNs via "
       "gradient-based optimization remains challenging due to the discrete nature of their variables. The dominant "
       "approach, quantization-aware training, circumvents this issue by employing surrogate gradients. Yet, this "
       "method requires maintaining latent full-precision parameters and performing the backward pass with "
       "floating-point arithmetic, thereby forfeiting the efficiency of binary operations during training. This paper "
       "introduces Binary Error Propagation (BEP), the first learning algorithm to establish a principled, discrete "
       "analog of the backpropagation chain rule. BEP operates entirely on binary variables, with all forward and "
       "backward computations performed using only bitwise operations.")


def test_a_term_some_papers_use_is_not_another_paper_beside_the_one_named(seeded):
    """"Why can't quantization-aware training keep BNN training binary, and what does BEP do instead?" is about BEP,
    whose abstract says "BNNs", not also about a paper on Bayesian neural networks that says "a BNN"; and why QAT
    cannot is said by the sentence after the one that presents QAT ("Yet, this method requires …")."""
    question = "Why can't quantization-aware training keep BNN training binary, and what does BEP do instead?"
    bayes = ("Amortising Inference and Meta-Learning Priors in Neural Networks",
             "One of the core facets of Bayesianism is in the updating of prior beliefs. We introduce a way to learn a "
             "weights prior from a collection of datasets. The model we develop can be viewed as a neural process whose "
             "latent variable is the set of weights of a BNN.")
    assert _targets(analyse(question), 0.1, bayes, ("BEP: A Binary Error Propagation Algorithm for Binary Neural "
                                                     "Networks Training", BEP)) == ["b"]
    assert_reads(seeded, "BEP: A Binary Error Propagation Algorithm for Binary Neural Networks Training", BEP, question,
                 "Yet, this method requires maintaining latent full-precision parameters")


def test_how_it_works_is_not_answered_first_by_what_experiments_show(seeded):
    """"How does RefAny3D keep generated images consistent with the 3D asset?": the sentence that says how (dual-branch
    perception over multi-view images and point maps), not "Experiments show that our approach … produce images
    consistent with the given assets", which scores best by repeating the question's words."""
    abstract = ("In this paper, we propose a 3D asset-referenced diffusion model for image generation, exploring how to "
                "integrate 3D assets into image diffusion models. Existing reference-based image generation methods "
                "leverage large-scale pretrained diffusion models and demonstrate strong capability in generating "
                "diverse images conditioned on a single reference image. However, these methods are limited to "
                "single-image references and cannot leverage 3D assets, constraining their practical versatility. To "
                "address this gap, we present a cross-domain diffusion model with dual-branch perception that "
                "leverages multi-view RGB images and point maps of 3D assets to jointly model their colors and "
                "canonical-space coordinates, achieving precise consistency between generated images and the 3D "
                "references. Our spatially aligned dual-branch generation architecture and domain-decoupled generation "
                "mechanism ensure the simultaneous generation of two spatially aligned but content-disentangled "
                "outputs, RGB images and point maps, linking 2D image attributes with 3D asset attributes. Experiments "
                "show that our approach effectively uses 3D assets as references to produce images consistent with the "
                "given assets, opening new possibilities for combining diffusion models with 3D content creation.")
    title, question = ("RefAny3D: 3D Asset-Referenced Diffusion Models for Image Generation",
                       "How does RefAny3D keep generated images consistent with the 3D asset?")
    assert_reads(seeded, title, abstract, question, "To address this gap, we present a cross-domain diffusion model")
    assert_skips(seeded, title, abstract, question, "Experiments show")


def test_what_a_term_is_is_read_where_a_participle_says_it(seeded):
    """"What is Few-Patch Bias …?": "… naively trained detectors display Few-Patch Bias, relying disproportionately on
    minority patches." says what it is, though it opens as background ("However, …")."""
    abstract = ("The rapid proliferation of AI-generated images (AIGIs) highlights the pressing demand for generalizable "
                "detection methods. In this paper, we establish two key principles for AIGI detection task through "
                "systematic analysis. However, counterfactual analysis uncovers a critical weakness: naively trained "
                "detectors display **Few-Patch Bias**, relying disproportionately on *minority patches*. We identify "
                "this bias to **Lazy Learner** effect, where detectors to limited patch artifacts while neglecting "
                "distributed cues. To address this, we propose **Panoptic Patch Learning** framework, which integrates: "
                "(1) *Randomized Patch Reconstruction*, injecting synthetic cues into randomly selected patches; (2) "
                "*Patch-wise Contrastive Learning*, enforcing consistent discriminative capability across patches.")
    assert_reads(seeded, "All Patches Matter, More Patches Better: Enhance AI-Generated Image Detection via Panoptic "
                 "Patch Learning", abstract, "What is Few-Patch Bias and what two components does Panoptic Patch "
                 "Learning use to fix it?", "However, counterfactual analysis uncovers a critical weakness")


def test_praise_of_a_practical_solution_or_a_rigorous_foundation_is_an_outlook():
    assert role("Consequently, Tequila offers a highly practical and efficient implementation for the deployment of "
                "advanced LLMs in resource-constrained environments.", 8, "Tequila") == "outlook"
    assert role("Fetal-Gauge establishes a rigorous foundation for advancing multimodal deep learning in prenatal care "
                "and provides a pathway toward addressing global healthcare accessibility challenges.", 9,
                "Fetal-Gauge") == "outlook"
    # a theoretical foundation the paper lays is what it does
    assert role("To address this, we first propose a mathematical definition of global modeling for visual images, "
                "providing a theoretical foundation for designing global models.", 3, None) != "outlook"


FETAL_GAUGE = ("However, despite the expansion of VLMs, no standardized benchmark exists to evaluate their performance in "
               "fetal ultrasound imaging. To address this gap, we present Fetal-Gauge, the first and largest visual "
               "question answering benchmark specifically designed to evaluate VLMs across various fetal ultrasound "
               "tasks. Our benchmark comprises over 42,000 images and 93,000 question-answer pairs, spanning anatomical "
               "plane identification, visual grounding of anatomical structures, fetal orientation assessment, clinical "
               "view conformity, and clinical diagnosis. We systematically evaluate several state-of-the-art VLMs, "
               "including general-purpose and medical-specific models, and reveal a substantial performance gap: the "
               "best-performing model achieves only 55% accuracy, far below clinical requirements.")


def test_which_things_are_said_by_the_sentence_that_lists_them_not_by_various_things(seeded):
    title = "FETAL-GAUGE: A BENCHMARK FOR ASSESSING VISION-LANGUAGE MODELS IN FETAL ULTRASOUND"
    sentences = split_sentences(FETAL_GAUGE)
    got = follow_up_evidence(seeded, title, FETAL_GAUGE, "Which tasks does it cover?", sentences[1:4])
    assert any(s.startswith("Our benchmark comprises") for s in got), got
    assert not any(s.startswith("To address this gap") for s in got), got


NAM = ("Despite significant progress in post-hoc explanation methods for neural networks, many remain heuristic and lack "
       "provable guarantees. A key approach for obtaining explanations with provable guarantees is by identifying a "
       "cardinally-minimal subset of input features which by itself is provably sufficient to determine the "
       "prediction. However, for standard neural networks, this task is often computationally infeasible, as it "
       "demands a worst-case exponential number of verification queries in the number of input features, each of "
       "which is NP-hard. In this work, we show that for Neural Additive Models (NAMs), a recent and more "
       "interpretable neural network family, we can efficiently generate explanations with such guarantees. We present "
       "a new model-specific algorithm for NAMs that generates provably cardinally-minimal explanations using only a "
       "logarithmic number of verification queries in the number of input features. Our algorithm not only makes the "
       "task of obtaining cardinally-minimal explanations feasible, but even outperforms existing algorithms designed "
       "to find the relaxed variant of subset-minimal explanations.")
REDCODE = ("Code agents have gained widespread adoption due to their strong code generation capabilities and integration "
           "with code interpreters, enabling dynamic execution, debugging, and interactive programming capabilities. "
           "In this work, we propose RedCodeAgent, the first automated red-teaming agent designed to systematically "
           "uncover vulnerabilities in diverse code agents. With an adaptive memory module, RedCodeAgent can leverage "
           "existing jailbreak knowledge and dynamically select the most effective red-teaming tools. For reliable "
           "evaluation, we develop simulated sandbox environments to additionally evaluate the execution results of "
           "code agents, mitigating potential biases of LLM-based judges that only rely on static code.")


def test_why_something_is_hard_is_said_where_it_is_infeasible_and_why_they_use_x_by_what_x_is_for(seeded):
    assert_reads(seeded, "Provably Explaining Neural Additive Models", NAM,
                 "Why is finding cardinally-minimal explanations hard for standard networks, and how many verification "
                 "queries does the NAM algorithm need?", "However, for standard neural networks", "We present a new")
    question = "What does RedCodeAgent's memory module do, and why do they use sandbox environments?"
    title = "RedCodeAgent: Automatic Red-teaming Agent against Diverse Code Agents"
    assert_reads(seeded, title, REDCODE, question, "For reliable evaluation", "With an adaptive memory module")
    assert_skips(seeded, title, REDCODE, question, "Code agents have gained")  # the field's background says no purpose


COMIND = ("Large language model (LLM) agents show promise in automating machine learning (ML) engineering. To bridge this "
          "gap, we introduce MLE-Live, a live evaluation framework designed to assess an agent's ability to communicate "
          "with and leverage collective knowledge from a simulated Kaggle research community. Building on this "
          "framework, we propose CoMind, an multi-agent system designed to actively integrate external knowledge. "
          "CoMind employs an iterative parallel exploration mechanism, developing multiple solutions simultaneously. "
          "On 75 past Kaggle competitions within our MLE-Live framework, CoMind achieves a 36% medal rate, establishing "
          "a new state of the art. Critically, when deployed in eight live, ongoing competitions, CoMind outperforms "
          "92.6% of human competitors on average.")


def test_the_paper_is_introduced_where_its_name_is_and_a_result_part_takes_results(seeded):
    title = "CoMind: Towards Community-Driven Agents for Machine Learning Engineering"
    question = "What medal rate does CoMind reach on past Kaggle competitions, and how did it do in live ones?"
    assert_reads(seeded, title, COMIND, question, "On 75 past Kaggle", "Critically, when deployed")
    assert_skips(seeded, title, COMIND, question, "To bridge this gap, we introduce MLE-Live")


PDT = ("Koopman operator theory (KOT), a data-driven dynamical system analysis framework, can then be deployed to discover "
       "the otherwise non-intuitive training dynamics. Taking advantage of the predictive power of KOT, the time-consuming "
       "Stochastic Gradient Descent (SGD) iterations can be then bypassed by directly predicting network weights a few "
       "epochs later. This \"predictive training\" framework, however, often suffers from gradient explosion especially "
       "for more extensive and complex models. In this paper, we incorporate the idea of \"differential learning\" into "
       "the predictive training framework and propose the so-called \"predictive differential training\" (PDT) for "
       "accelerated learning even for complex network structures. The key contribution is the design of an effective "
       "masking strategy based on a dynamic consistency analysis, which selects only those predicted weights whose "
       "local training dynamics align with the global dynamics. As the idiom goes, a rising tide lifts all boats; in "
       "our context, a subset of high-fidelity predicted weights can accelerate the training of the entire network!")
AUDIOTRUST = ("We find that significant trustworthiness risks in ALLMs arise from non-semantic acoustic cues, such as timbre, "
              "accent, and background noise, which can be used to manipulate model behavior. To address this gap, we "
              "propose AudioTrust, the first framework for large-scale and systematic evaluation of ALLM trustworthiness. "
              "It is implemented through 26 distinct sub-tasks and a curated dataset of over 4,420 audio samples, "
              "purposefully constructed to probe the trustworthiness of ALLMs across multiple dimensions. Experimental "
              "results reveal the boundaries and limitations of 14 state-of-the-art (SOTA) open-source and closed-source "
              "ALLMs when confronted with diverse high-risk audio scenarios.")


def test_what_goes_wrong_is_the_problem_and_an_idiom_answers_nothing(seeded):
    title = "Predictive Differential Training Guided by Training Dynamics"
    question = "What goes wrong with Koopman-based predictive training, and how does PDT fix it?"
    assert_reads(seeded, title, PDT, question, 'This "predictive training" framework, however', "The key contribution")
    assert_skips(seeded, title, PDT, question, "As the idiom goes")


def test_which_models_they_tested_is_said_where_the_evaluated_models_are_counted(seeded):
    title = "AudioTrust: Benchmarking The Multifaceted Trustworthiness of Audio Large Language Models"
    sentences = split_sentences(AUDIOTRUST)
    got = follow_up_evidence(seeded, title, AUDIOTRUST, "Which models did they test?", sentences[1:3])
    assert any(s.startswith("Experimental results reveal") for s in got), got
    assert not any(s.startswith("We find that significant") for s in got), got  # "such as timbre" lists no models


FASTFLOW = ("Flow-matching models deliver state-of-the-art fidelity in image and video generation, but the inherent "
            "sequential denoising process renders them slower. We propose FastFlow, a plug-and-play adaptive inference "
            "framework that accelerates generation in flow matching models. FastFlow identifies denoising steps that "
            "produce only minor adjustments to the denoising path and approximates them without using the full neural "
            "network models used for velocity predictions. The approximation utilizes finite-difference velocity "
            "estimates from prior predictions to efficiently extrapolate future states, enabling faster advancements "
            "along the denoising path at zero compute cost. This enables skipping computation at intermediary steps. "
            "FastFlow integrates seamlessly with existing pipelines and generalizes across image generation, video "
            "generation, and editing tasks.")


def test_past_predictions_are_the_prior_ones(seeded):
    assert_reads(seeded, "FastFlow: Accelerating The Generative Flow Matching Models with Bandit Inference", FASTFLOW,
                 "How do FastFlow and HiGS differ in what they do with past model predictions during sampling?",
                 "The approximation utilizes finite-difference velocity estimates from prior predictions")


SCALEZERO = ("In heterogeneous multi-task decision-making, tasks vary substantially in their underlying complexities. "
             "While conventional multi-task world models like UniZero excel in single-task settings, we find that when "
             "handling a broad and diverse suite of tasks, gradient conflicts and the loss of model plasticity often "
             "constrain their sample efficiency. In this work, we address these challenges from two complementary "
             "perspectives: the single learning iteration and the overall learning process. First, to mitigate the "
             "gradient conflicts, we systematically investigate key architectural designs for extending UniZero. Our "
             "investigation identifies a Mixture-of-Experts (MoE) architecture as the most effective approach. We "
             "demonstrate, both theoretically and empirically, that this architecture alleviates gradient conflicts by "
             "routing task-specific representations to specialized sub-networks. This finding leads to our proposed "
             "model, ScaleZero. Second, to dynamically allocate model capacity throughout the learning process, we "
             "introduce an online Dynamic Parameter Scaling (DPS) strategy. This strategy progressively integrates LoRA "
             "adapters in response to task-specific progress. Evaluations on standard benchmarks (Atari, DMC, Jericho) "
             "demonstrate that ScaleZero performs on par with specialized single-task agents. With the DPS strategy, it "
             "remains competitive while using just 71.5% of the environment interactions.")


def test_how_a_thing_is_handled_is_said_by_doing_and_a_list_brings_the_item_for_it(seeded):
    title = "One Model for All Tasks: Leveraging Efficient World Models in Multi-Task Planning"
    question = "How does ScaleZero handle gradient conflicts across tasks?"
    assert_reads(seeded, title, SCALEZERO, question, "We demonstrate, both theoretically and empirically")
    # the second item is for something else ("to dynamically allocate model capacity"), and so is what follows it
    assert_skips(seeded, title, SCALEZERO, question, "Second, to dynamically", "This strategy progressively")


def test_what_earlier_work_lacks_is_background_and_what_the_paper_shows_against_it_is_its_result():
    assert roles_of(split_sentences(SCALEZERO), "ScaleZero")[1] == "background"  # "… constrain their sample efficiency"
    editlens = ("A significant proportion of queries to large language models ask them to edit user-provided text. "
                "While previous work focuses on detecting fully AI-generated text, we demonstrate that AI-edited text "
                "is distinguishable from human-written and AI-generated text. First, we propose using lightweight "
                "similarity metrics to quantify the magnitude of AI editing present in a text.")
    assert roles_of(split_sentences(editlens), "EditLens")[1] == "result"  # its own finding, said against the old


SSPO = ("The field of preference optimization has made outstanding contributions to the alignment of language models "
        "with human preferences. Despite these advancements, recent methods still rely heavily on substantial paired "
        "(labeled) feedback data, leading to substantial resource expenditures. To address these challenges, we study "
        "the problem of Semi-Supervised Preference Optimization in which the idea is to learn from both a small number "
        "of pairwise preference labels and a large pool of unpaired samples simultaneously. Our key theoretical "
        "contribution proves the existence of an optimal reward threshold capable of separating winning and losing "
        "responses with high probability, which enables a principled pseudo-labeling of unpaired data. By leveraging "
        "these pseudo-labels, SSPO effectively distills latent preferences from large-scale unpaired data, thus "
        "maintaining human alignment while drastically reducing acquisition costs. Extensive experiments across "
        "datasets validate this remarkable data efficiency; for instance, SSPO trained with Mistral-7B-Instruct on "
        "just 1% of UltraFeedback consistently surpasses strong baselines trained on 10% of UltraFeedback.")


def test_how_little_data_is_an_amount_said_in_numbers(seeded):
    assert_reads(seeded, "Semi-Supervised Preference Optimization with Limited Feedback", SSPO,
                 "How little labeled preference data does SSPO need?", "Extensive experiments across datasets")


COMPLETED = ("Hyperparameter tuning can dramatically impact training stability of large-scale models. Recent works on "
             "neural network parameterisations, such as μP, have shown that layer types and sizes should dictate how "
             "global hyperparameters should be rescaled. We transfer hyperparameters across all scaling axes: width and "
             "depth, using an extension of CompleteP (Dey et al., 2025), training horizon, and batch size. Our study "
             "covers all optimisation hyperparameters of modern models: learning rates, Adam parameters, weight decay, "
             "initialisation scales, and residual block multipliers. Lastly, we demonstrate that hyperparameter "
             "transfer holds even in the per-layer hyperparameter regime. Our experiments demonstrate training speed "
             "improvements when applying transferred hyperparameters to Large Language Models.")


def test_which_ones_are_answered_by_a_list_after_a_colon(seeded):
    assert_reads(seeded, "Completed Hyperparameter Transfer across Modules, Width, Depth, Batch and Duration", COMPLETED,
                 "Which hyperparameters does the Completed Hyperparameter Transfer paper transfer, and across which axes?",
                 "Our study covers all optimisation hyperparameters", "We transfer hyperparameters across all")


RAGLENS = ("Retrieval-Augmented Generation (RAG) improves the factuality of large language models (LLMs) by grounding "
           "outputs in retrieved evidence, but faithfulness failures remain a critical challenge. Existing hallucination "
           "detection methods for RAG often rely either on large-scale detector training or on querying external LLM "
           "judges. Motivated by recent advances in mechanistic interpretability, we employ sparse autoencoders (SAEs) "
           "to disentangle internal activations, successfully identifying features that are specifically triggered "
           "during RAG hallucinations. Building on a systematic pipeline of information-based feature selection and "
           "additive feature modeling, we introduce RAGLens, a lightweight hallucination detector that accurately flags "
           "unfaithful RAG outputs using LLM internal representations. RAGLens not only achieves superior detection "
           "performance compared to existing methods, but also provides interpretable rationales for its decisions.")


def test_how_it_works_includes_the_step_its_introduction_builds_on(seeded):
    assert_reads(seeded, "Toward Faithful Retrieval-Augmented Generation with Sparse Autoencoders", RAGLENS,
                 "How does RAGLens detect unfaithful RAG outputs?", "Motivated by recent advances in mechanistic",
                 "Building on a systematic pipeline")


def test_a_second_thing_one_paper_introduces_by_a_coined_name_makes_it_the_target():
    stability = ("Bringing Stability to Diffusion: Decomposing and Reducing Variance of Training Masked Diffusion Models",
                 "We design six variance-reduction methods that reduce run-to-run variability of training.")
    guided = ("GuidedBench: Measuring and Mitigating the Evaluation Discrepancies of In-the-wild LLM Jailbreak Methods",
              "In this paper, we introduce GuidedBench, a novel benchmark comprising a curated harmful question dataset "
              "and GuidedEval, an evaluation system integrated with detailed case-by-case evaluation guidelines. "
              "GuidedEval reduces inter-evaluator variance by at least 76.03%, ensuring reliable evaluations.")
    question = analyse("How much does GuidedEval reduce inter-evaluator variance?")
    hits = [Hit(paper_id=chr(97 + i), title=t, score=1.0, chunks=[], abstract=a, relevance=0.6 - i / 10)
            for i, (t, a) in enumerate((stability, guided))]
    assert [t.paper.paper_id for t in plan(number_sources(hits), question, 0.05).targets] == ["b"]


TANGOFLUX = ("We introduce TangoFlux, an efficient Text-to-Audio (TTA) generative model with 515M parameters, capable of "
             "generating up to 30 seconds of 44.1kHz audio in 3.7 seconds on a A40 GPU. A key challenge in aligning TTA "
             "models lies in creating preference pairs. To address this, we propose CLAP-Ranked Preference Optimization "
             "(CRPO), a novel framework that iteratively generates and optimizes preference data to enhance TTA "
             "alignment. We show that the audio preference dataset generated using CRPO outperforms the static "
             "alternatives.")


def test_what_a_name_is_is_its_definition_even_after_the_answer_quoted_it(seeded):
    title = ("TangoFlux: Super Fast and Faithful Text to Audio Generation with Flow Matching and Clap-Ranked Preference "
             "Optimization")
    sentences = split_sentences(TANGOFLUX)
    got = follow_up_evidence(seeded, title, TANGOFLUX, "What is CRPO?", [sentences[0], sentences[2], sentences[3]])
    assert got and got[0].startswith("To address this, we propose CLAP-Ranked"), got


SOFT_MASKING = ("Most modern diffusion-based language models employ masked diffusion, where decoding involves iteratively "
                "processing masked tokens based on a binary decision: either retaining the mask or replacing it with "
                "the predicted token. However, this binary choice discards valuable predictive information when the "
                "mask is retained. To address this limitation, we introduce soft-masking (SM), a novel method that "
                "dynamically blends the embedding of the mask token with the embeddings of the top-k predicted tokens "
                "from the previous decoding step, for each retained mask. We propose a training methodology that "
                "efficiently adapts masked diffusion language models to incorporate SM. We demonstrate that training a "
                "169M parameter model from scratch with SM yields superior perplexity and MAUVE scores compared to "
                "binary masking baselines. Similarly, a pretrained model can be enhanced with SM through continued "
                "pretraining. Finally, we finetune two state-of-the-art diffusion models, Dream-7B and Dream-Coder-7B, "
                "with SM. SM consistently improves performance across multiple coding benchmarks, particularly in "
                "high-throughput settings.")


def test_a_prefix_with_a_hyphen_or_without_is_one_word(seeded):
    assert content_words("fine-tuned pre-training multi-task") == content_words("finetuned pretraining multitask")
    got = follow_up_evidence(seeded, "Soft-Masked Diffusion Language Models", SOFT_MASKING,
                             "Which models were fine-tuned with it?", [])
    assert any(s.startswith("Finally, we finetune two") for s in got), got


def test_a_name_first_given_in_a_later_contribution_names_a_part_of_the_work_not_the_paper():
    from rag.text import own_names, short_name
    injective = ("Transformer components such as non-linear activations and normalization are inherently non-injective. "
                 "In this paper, we challenge this view. First, we prove mathematically that transformer language models "
                 "are injective and therefore lossless. Second, we confirm this result empirically through billions of "
                 "collision tests on six state-of-the-art language models. Third, we operationalize injectivity: we "
                 "introduce SipIt, the first algorithm that provably and efficiently reconstructs the exact input text "
                 "from hidden activations. Overall, our work establishes injectivity as a fundamental property.")
    title = "Language Models are Injective and Hence Invertible"
    assert short_name(title, injective) is None  # the title names it: "SipIt establishes injectivity" misleads
    assert "SipIt" in own_names(title, injective)  # still the paper's own, to find it by and to check claims on it
    first = injective.replace("Third, we operationalize injectivity: we introduce SipIt", "We introduce SipIt")
    assert short_name(title, first) == "SipIt"


def test_a_definition_by_the_acronym_of_the_term_asked_is_where_it_is_defined(seeded):
    dnc = ("Existing methods typically assume that both intra-entity and inter-graph correspondences are faultless. In "
           "this paper, we reveal and study a highly practical yet under-explored problem in MMEA, termed Dual-level "
           "Noisy Correspondence (DNC). DNC refers to misalignments in both intra-entity (entity-attribute) and "
           "inter-graph (entity-entity and attribute-attribute) correspondences. To address the DNC problem, we propose "
           "a robust MMEA framework termed RULE. RULE first estimates the reliability of both intra-entity and "
           "inter-graph correspondences via a dedicated two-fold principle. Leveraging the estimated reliabilities, RULE "
           "mitigates the negative impact of intra-entity noise during attribute fusion. Beyond the training-time "
           "designs, RULE further incorporates a correspondence reasoning module.")
    assert_reads(seeded, "Learning with Dual-level Noisy Correspondence for Multi-modal Entity Alignment", dnc,
                 "What is dual-level noisy correspondence in multi-modal entity alignment?", "DNC refers to misalignments")


def test_background_that_lists_its_own_two_things_is_no_item_of_the_papers_list(seeded):
    # two lists, each whole in one sentence: prior work's two directions are not the benchmark's two dimensions
    bench = ("Transformer-based large language models (LLMs) have achieved remarkable success, yet their standard "
             "attention mechanism incurs quadratic computation and memory costs with respect to sequence length, posing "
             "a major bottleneck for long-context training. Prior work tackles this challenge along two directions: (1) "
             "kernel-level optimizations, which accelerate dense and sparse attention operators; and (2) module-level "
             "strategies, often referred to as distributed attention or context parallel training, which scale "
             "attention across multiple devices. However, systematic evaluation still remains limited: operator-level "
             "comparisons are often incomplete, while context parallel strategies are typically framework-specific, "
             "with unclear performance analysis across contexts. To address these gaps, we propose a unified benchmark "
             "that integrates representative attention kernels and context parallel mechanisms with a modular and "
             "extensible interface for evaluation. The benchmark evaluates methods along two critical dimensions: (1) "
             "attention mask patterns, which strongly affect efficiency, scalability, and usability, and (2) sequence "
             "length and distributed scale, which determine performance under extreme long-context training. Through "
             "comprehensive experiments on the cluster of up to 96 GPUs, our benchmark enables reproducible "
             "comparisons, highlights method-specific trade-offs, and provides practical guidance for designing and "
             "deploying attention mechanisms in long-context LLM training.")
    title = "Long-Context Attention Benchmark: From Kernel Efficiency to Distributed Context Parallelism"
    question = "What two dimensions does the long-context attention benchmark evaluate, and on how many GPUs?"
    assert_reads(seeded, title, bench, question, "The benchmark evaluates methods along two", "Through comprehensive")
    assert_skips(seeded, title, bench, question, "Prior work tackles")


def test_a_gap_is_not_read_for_a_light_word_the_question_shares_with_it(seeded):
    # "How does MultiMat make sure …?" shares only "make" with "… makes them accessible to humans"
    multimat = ("Material node graphs are programs that generate the 2D channels of procedural materials, including "
                "geometry such as roughness and displacement maps, and reflectance such as albedo and conductivity "
                "maps. However, creating such graphs remains challenging and typically requires professional training. "
                "While recent neural program synthesis approaches attempt to simplify this process, they solely "
                "represent graphs as textual programs, failing to capture the inherently visual-spatial nature of node "
                "graphs that makes them accessible to humans. To address this gap, we present MultiMat, a multimodal "
                "program synthesis framework that leverages large multimodal models to process both visual and textual "
                "graph representations for improved generation of procedural material graphs. We train our models on a "
                "new dataset of production-quality procedural materials and combine them with a constrained tree search "
                "inference algorithm that ensures static correctness while efficiently navigating the program space.")
    assert_chosen(seeded, "MultiMat: Multimodal Program Synthesis for Procedural Materials using Large Multimodal Models",
                  multimat, "How does MultiMat make sure its generated material graphs are correct?",
                  reads=("We train our models",), skips=("While recent neural program synthesis",))


def test_an_introduction_built_on_results_is_the_method_and_answers_how_it_is_fixed(seeded):
    assert role("Building on our theoretical and empirical studies, we finally introduce a new framework: "
                "posterior-stable latent diffusion, which interprets the diffusion process as a type of variational "
                "inference.", 7) == "method"
    assert role("Building on these results, we show that it outperforms all baselines by 5%.", 7) == "result"
    posterior = ("Latent diffusion has achieved remarkable success in image generation, with high sampling efficiency. "
                 "However, this framework might suffer from posterior collapse when applied to time series. In this "
                 "work, we first show that latent diffusion with a collapsed posterior degenerates into a much weaker "
                 "generative model: variational autoencoder (VAE). This finding highlights the significance of "
                 "addressing the problem. We then introduce a principled method: dependency measures, which quantify "
                 "the sensitivity of a recurrent decoder to input variables. Through this method, we confirm that "
                 "posterior collapse seriously affects latent time-series diffusion on real time series. For example, "
                 "the latent variable has an exponentially decreasing impact on the decoder over time. Building on our "
                 "theoretical and empirical studies, we finally introduce a new framework: posterior-stable latent "
                 "diffusion, which interprets the diffusion process as a type of variational inference. In this way, "
                 "it eliminates the use of risky KL regularization and penalizes decoder insensitivity. Extensive "
                 "experiments on multiple real time-series datasets show that our new framework is with a highly "
                 "stable posterior and notably outperforms previous baselines in time series synthesis.")
    assert_reads(seeded, "A Study of Posterior Stability in Time-Series Latent Diffusion", posterior,
                 "What problem does posterior collapse cause in time-series latent diffusion, and how is it fixed?",
                 "Building on our theoretical and empirical studies, we finally introduce")


def test_what_the_analysis_confirmed_before_the_method_does_not_answer_how_it_works(seeded):
    svg = ("Recent progress in diffusion-based visual generation has largely relied on latent diffusion models with "
           "Variational Autoencoders (VAEs). While effective for high-fidelity synthesis, this VAE+Diffusion paradigm "
           "still suffers from limited training and inference efficiency, along with poor transferability to broader "
           "vision tasks. These issues stem from a key limitation of VAE latent spaces: the lack of clear semantic "
           "separation and strong discriminative structure. Our analysis confirms that these properties are not only "
           "crucial for perception and understanding tasks, but also equally essential for the stable and efficient "
           "training of latent diffusion models. Motivated by this insight, we introduce SVG, a novel latent "
           "diffusion model without variational autoencoders, which unleashes Self-supervised representations for "
           "Visual Generation. SVG constructs a feature space with clear semantic discriminability by leveraging "
           "frozen DINO features, while a lightweight residual branch captures fine-grained details for high-fidelity "
           "reconstruction. Diffusion models are trained directly on this semantically structured latent space to "
           "facilitate more efficient learning. As a result, SVG enables accelerated diffusion training, supports "
           "few-step sampling, and improves generative quality.")
    title = "Latent Diffusion Model without Variational Autoencoder"
    assert role("Our analysis confirms that these properties are essential for stable training.", 3) == "result"
    assert_reads(seeded, title, svg, "How does SVG replace the VAE in latent diffusion?", "SVG constructs a feature")
    assert_skips(seeded, title, svg, "How does SVG replace the VAE in latent diffusion?", "Our analysis confirms")
    # "In this way, it …" goes on describing the method the sentence before it introduced
    sentences = ["Latent diffusion might suffer from posterior collapse.",
                 "In this work, we first show that a collapsed posterior degrades the model to a VAE.",
                 "Building on this, we finally introduce a new framework: posterior-stable latent diffusion.",
                 "In this way, it eliminates the use of risky KL regularization.",
                 "Experiments show that our framework outperforms previous baselines."]
    assert roles_of(sentences, None)[3] == "method"


def test_what_a_named_thing_is_is_read_where_the_next_sentence_says_our_thing(seeded):
    anchor = ("The InfoNCE objective, originally introduced for contrastive representation learning, has become a "
              "popular choice for mutual information (MI) estimation, despite its indirect connection to MI. In this "
              "paper, we demonstrate why InfoNCE should not be regarded as a valid MI estimator, and we introduce a "
              "simple modification, which we refer to as InfoNCE-anchor, for accurate MI estimation. Our modification "
              "introduces an auxiliary anchor class, enabling consistent density ratio estimation and yielding a "
              "plug-in MI estimator with significantly reduced bias. Beyond this, we generalize our framework using "
              "proper scoring rules, which recover InfoNCE-anchor as a special case when the log score is employed.")
    assert_reads(seeded, "Contrastive Predictive Coding Done Right for Mutual Information Estimation", anchor,
                 "Why is InfoNCE not a valid mutual information estimator, and what does InfoNCE-anchor change?",
                 "Our modification introduces an auxiliary anchor class")


def test_how_a_named_method_works_is_read_when_the_best_sentence_only_finds_the_problem(seeded):
    intervention = ("Reinforcement learning (RL) training of large language models (LLMs) is limited by the policy's "
                    "ability to generate rollouts with non-zero rewards: without such rewards, the policy is not updated "
                    "and learning is stalled on hard problems. We find that many hard problems remain unsolved due to "
                    "the repeated generation of incorrect intermediate steps in a long reasoning trace; identifying and "
                    "fixing these requires performing better credit assignment. But existing approaches for credit "
                    "assignment are either impractical or impose a substantial data-writing burden on oracles. In this "
                    "paper, we introduce Interventional Training (InT), a framework that leverages single-step oracle "
                    "interventions to improve LLM reasoning. Given a reasoning attempt and ground-truth answer, the "
                    "oracle detects and then provides language feedback on a single intermediate reasoning step, which "
                    "is much cheaper than obtaining a full reasoning trace. RL on this patched model now generates "
                    "counterfactual traces and with merely 100 interventions from the oracle, InT solves 16% more hard "
                    "test problems that were previously unsolved (only zero rewards).")
    got = chosen_for(seeded, "Patching Gaps In LLM Reasoning With Interventional Training", intervention,
                     "How does Interventional Training fix hard problems where RL gets no reward?",
                     ("Interventional Training",)).targets[0].evidence
    # (the best sentence, "We find that many hard problems remain unsolved …", finds the problem: not how it is fixed)
    assert any(s.startswith("Given a reasoning attempt") for s in got), got


def test_the_steps_a_work_lists_say_how_it_works(seeded):
    armfm = ("Reinforcement learning (RL) algorithms are highly sensitive to reward function specification, which "
             "remains a central challenge limiting their broad applicability. We present ARM-FM: Automated Reward "
             "Machines via Foundation Models, a framework for automated, compositional reward design in RL that "
             "leverages the high-level reasoning capabilities of foundation models (FMs). Reward machines (RMs) - an "
             "automata-based formalism for reward specification - are used as the mechanism for RL objective "
             "specification, and are automatically constructed via the use of FMs. The structured formalism of RMs "
             "yields effective task decompositions, while the use of FMs enables objective specifications in natural "
             "language. Concretely, we (i) use FMs to automatically generate RMs from natural language specifications; "
             "(ii) associate language embeddings with each RM automata-state to enable generalization across tasks; "
             "and (iii) provide empirical evidence of ARM-FM's effectiveness in a diverse suite of challenging "
             "environments, including evidence of zero-shot generalization.")
    assert role("Concretely, we (i) use FMs to generate RMs; (ii) associate embeddings; and (iii) provide empirical "
                "evidence of its effectiveness.", 4) == "method"  # the work's steps, though the last is its evaluation
    got = chosen_for(seeded, "ARM-FM: Automated Reward Machines via Foundation Models for Compositional Reinforcement "
                             "Learning", armfm, "How does ARM-FM use foundation models to build reward machines?",
                     ("ARM-FM",)).targets[0].evidence
    assert any(s.startswith("Concretely, we (i) use FMs") for s in got), got


def test_how_a_thing_was_built_reads_the_steps_that_follow_its_introduction(seeded):
    sci2pol = ("We propose Sci2Pol-Bench and Sci2Pol-Corpus, the first benchmark and training dataset for evaluating "
               "and fine-tuning large language models (LLMs) on policy brief generation from a scientific paper. "
               "Using this benchmark, we evaluate 13 leading open-source and commercial LLMs to uncover key "
               "limitations. To improve LLM performance on brief writing, we curate the Sci2Pol-Corpus for "
               "fine-tuning. We start by linking each cited scientific paper to its corresponding policy document, "
               "drawn from 5.6 million policy records. This produces 140,000 candidate pairs. We then employ an "
               "LLM-as-a-judge to filter high-quality examples, followed by in-context polishing using three "
               "expert-written samples as references. This process yields a final set of 639 new pairs. Notably, "
               "after fine-tuning, Gemma-27B surpasses the much larger GPT-4o and DeepSeek-V3 (671B).")
    assert_chosen(seeded, "Sci2Pol: Evaluating and Fine-tuning LLMs on Scientific-to-Policy Brief Generation", sci2pol,
                  "How was the Sci2Pol-Corpus built, and how many pairs did it end with?",
                  reads=("We start by linking", "We then employ", "This process yields"))


def test_the_problem_with_an_assumption_is_answered_by_the_assumption_others_make(seeded):
    satc = ("Image clustering is a fundamental task in visual machine learning. In particular, the introduction of "
            "textual modalities through CLIP has demonstrated impressive performance. However, CLIP is designed "
            "primarily for image–text alignment and may not be sufficient to capture clustering structures. "
            "Moreover, existing approaches often assume that textual features are universally beneficial, "
            "overlooking their varying suitability for different datasets. To address these issues, we propose to "
            "use spatial structure and selective text to jointly facilitate image clustering (SATC). In addition, we "
            "introduce a textual feature selector that uses the potential clustering compactness of textual features "
            "as the selection criterion and adaptively integrates them into the clustering process.")
    assert_chosen(seeded, "Spatial Structure and Selective Text Jointly Facilitate Image Clustering", satc,
                  "What is the problem with assuming text features always help image clustering, and how does SATC "
                  "pick text features?", reads=("Moreover, existing approaches often assume", "In addition, we introduce"))


def test_a_paper_given_by_its_title_in_a_comparison_is_one_of_the_two_compared():
    fire = ("FIRE: Frobenius-Isometry Reinitialization for Balancing the Stability–Plasticity Tradeoff",
            "We propose FIRE, a principled reinitialization method that explicitly balances the stability–plasticity "
            "tradeoff.")
    barriers = ("Barriers for Learning in an Evolving World: Mathematical Understanding of Loss of Plasticity",
                "Deep learning models suffer from loss of plasticity (LoP) in non-stationary environments. We identify "
                "two primary mechanisms that create these traps: frozen units and cloned-unit manifolds.")
    other = ("Activation Function Design Sustains Plasticity in Continual Learning",
             "We propose two drop-in nonlinearities that sustain plasticity.")
    question = analyse("Compare FIRE with the loss-of-plasticity theory paper 'Barriers for Learning in an Evolving "
                       "World': what does each say about lost plasticity?", lambda text: ["FIRE"])
    assert _targets(question, 0.05, fire, other, barriers) == ["a", "c"]
    # (two words of a title are no title: "Evolving World" names no paper)
    assert _targets(analyse("How does FIRE work in an evolving world?", lambda text: ["FIRE"]), 0.05, fire, barriers) \
        == ["a"]


def test_the_mechanisms_that_create_a_failure_are_its_cause(seeded):
    barriers = ("Deep learning models excel in stationary settings but suffer from loss of plasticity (LoP) in "
                "non-stationary environments. This work presents a first-principles investigation grounded in dynamical "
                "systems theory, formally defining LoP not merely as a statistical degradation, but as an entrapment of "
                "gradient dynamics within invariant sub-manifolds of the parameter space. We identify two primary "
                "mechanisms that create these traps: frozen units from activation saturation and cloned-unit manifolds "
                "from representational redundancy. We validate our theoretical analysis with numerical simulations.")
    assert_chosen(seeded, "Barriers for Learning in an Evolving World: Mathematical Understanding of Loss of Plasticity",
                  barriers, "What causes loss of plasticity according to the dynamical systems paper?",
                  reads=("We identify two primary mechanisms",))


def test_a_name_spelled_out_with_commas_is_its_acronym():
    from rag.text import short_name

    abstract = ("Continual learning (CL) aims to continuously learn new tasks from data streams. We introduce DEtect, "
                "Decide, Unlearn in Continual lEarning (DEDUCE), a novel CL framework that dynamically detects negative "
                "transfer. Our experiments demonstrate that DEDUCE effectively mitigates task interference.")
    assert short_name("Detect, Decide, Unlearn: A Transfer-Aware Framework for Continual Learning", abstract) == "DEDUCE"
    # (not the setting a name is for: "we propose FedTDP for Federated Trajectory Data Preparation (F-TDP)")
    assert method_name("To this end, we propose FedTDP for Federated Trajectory Data Preparation (F-TDP), where "
                       "trajectories are vertically partitioned.") == "FedTDP"


def test_asked_why_a_consequence_comes_with_its_cause_and_this_happens_with_what_happens(seeded):
    calm = ("Audio Language Models (ALM) have emerged as the dominant paradigm for speech and music generation by "
            "representing audio as sequences of discrete tokens. Yet, unlike text tokens, which are invertible, audio "
            "tokens are extracted from lossy codecs with a limited bitrate. As a consequence, increasing audio quality "
            "requires generating more tokens, which imposes a trade-off between fidelity and computational cost. We "
            "address this issue by studying Continuous Audio Language Models (CALM). By avoiding lossy compression, "
            "CALM achieves higher quality at lower computational cost than their discrete counterpart.")
    assert_chosen(seeded, "Continuous Audio Language Models", calm, "Why do discrete audio language models face a "
                  "fidelity versus compute trade-off, and how does CALM avoid it?",
                  reads=("Yet, unlike text tokens", "As a consequence"))
    mapd = ("Large Multimodal Models (LMMs) often rely on in-context learning (ICL) to perform new visual question "
            "answering (VQA) tasks with minimal supervision. However, ICL performance, especially in smaller LMMs, does "
            "not always improve monotonically when increasing the number of examples. We hypothesize that this happens "
            "because the LMM is overwhelmed by extraneous information in the image embeddings that is irrelevant to the "
            "downstream task. To address this, we propose a meta-learning approach that induces few-shot capabilities "
            "in LMMs through a fixed set of soft prompts distilled from task-relevant visual features.")
    assert_chosen(seeded, "Meta-Adaptive Prompt Distillation for Few-Shot Visual Question Answering", mapd,
                  "Why does in-context learning in small multimodal models stop improving with more examples, and what "
                  "do the meta-adaptive prompt distillation authors do about it?",
                  reads=("However, ICL performance", "We hypothesize that this happens"))


def test_the_cause_a_paper_finds_is_read_whatever_words_name_what_it_causes(seeded):
    svi = ("We propose **Stable Video Infinity (SVI)** that can generate non-looping, ultra-long videos with stable "
           "visual quality, while supporting per-clip prompt control and multi-modal conditioning. While existing "
           "long-video methods attempt to _**mitigate accumulated errors**_ via handcrafted anti-drifting (e.g., "
           "modified noise scheduler, frame anchoring), they remain limited to single-prompt extrapolation, producing "
           "homogeneous scenes with repetitive motions. We identify that the fundamental challenge extends beyond error "
           "accumulation to a critical discrepancy between the training assumption (seeing clean data) and the "
           "test-time autoregressive reality (conditioning on self-generated, error-prone outputs). To bridge this "
           "hypothesis gap, SVI incorporates **Error-Recycling Fine-Tuning**, a new type of efficient training that "
           "recycles the Diffusion Transformer (DiT)’s self-generated errors into supervisory prompts, thereby "
           "encouraging DiT to _**actively identify and correct its own errors**_. Specifically, we (i) inject "
           "historical errors made by DiT to intervene on clean inputs; (ii) efficiently approximate predictions with "
           "one-step bidirectional integration; (iii) dynamically bank errors into replay memory. SVI is able to scale "
           "videos from seconds to infinite durations with no additional inference cost. We evaluate SVI on three "
           "benchmarks, thoroughly verifying its versatility and state-of-the-art role.")
    got = chosen_for(seeded, "Stable Video Infinity: Infinite-Length Video Generation with Error Recycling", svi,
                     "What do the authors of Stable Video Infinity say is the real cause of drift in long videos, and "
                     "what are the three steps of error recycling?", names=("Stable Video Infinity",)).targets[0].evidence
    assert any(s.startswith("We identify that the fundamental challenge") for s in got), got


def test_a_promise_to_release_code_answers_nothing(seeded):
    fide = ("We introduce FideDiff, a novel single-step diffusion model designed for high-fidelity deblurring. We "
            "further enhance model performance by integrating Kernel ControlNet for blur kernel estimation and "
            "introducing adaptive timestep prediction. Our model achieves superior performance on full-reference "
            "metrics. Our dataset and code will be publicly available.")
    assert_chosen(seeded, "FideDiff: Efficient Diffusion Model for High-Fidelity Image Motion Deblurring", fide,
                  "What extra components improve FideDiff?", reads=("We further enhance",),
                  skips=("Our dataset and code",))


def test_the_approach_found_best_and_what_goes_wrong_with_the_others(seeded):
    mri = ("Correcting motion artifacts in scientific and medical imaging is important, as they significantly impact "
           "image quality. However, evaluating deep learning-based and classical motion correction methods remains "
           "fundamentally difficult due to the lack of accessible ground-truth target data. To address this challenge, "
           "we study three evaluation approaches: real-world evaluation based on reference scans, simulated motion, and "
           "reference-free evaluation, each with its merits and shortcomings. To advance evaluation quality, we "
           "introduce MoMRISim, a feature-space metric trained for evaluating motion reconstructions. We assess each "
           "evaluation approach and find real-world evaluation together with MoMRISim, while not perfect, to be most "
           "reliable. Evaluation based on simulated motion systematically exaggerates algorithm performance, and "
           "reference-free evaluation overrates oversmoothed deep learning outputs.")
    assert role("We assess each evaluation approach and find real-world evaluation together with MoMRISim, while not "
                "perfect, to be most reliable.", 5) == "result"
    assert_chosen(seeded, "Reliable Evaluation of MRI Motion Correction: Dataset and Insights", mri,
                  "Which MRI motion correction evaluation approach did they find most reliable, and what goes wrong "
                  "with the others?", reads=("We assess each evaluation approach", "Evaluation based on simulated"))


def test_a_sentence_saying_what_the_data_comprises_goes_with_the_one_that_names_the_data(seeded):
    croco = ("Cross-view completion (CroCo) has proven effective as pre-training for geometric downstream tasks such as "
             "stereo depth, optical flow, and point cloud prediction. In this paper we show that it also learns "
             "photometric understanding due to training pairs with differing illumination. We propose a method to "
             "disentangle CroCo latent representations into a single latent vector representing illumination and "
             "patch-wise latent vectors representing intrinsic properties of the scene. To do so, we use "
             "self-supervised cross-lighting and intrinsic consistency losses on a dataset two orders of magnitude "
             "smaller than that used to train CroCo. This comprises pixel-wise aligned, paired images under different "
             "illumination. We further show that the lighting latent can be used and manipulated for tasks such as "
             "interpolation between lighting conditions, shadow removal, and albedo estimation.")
    assert_chosen(seeded, "CroCoDiLight: Repurposing Cross-View Completion Encoders for Relighting", croco,
                  "How does CroCoDiLight separate lighting from scene properties, and what data does it train on?",
                  reads=("To do so, we use", "This comprises pixel-wise aligned"))


def test_what_a_sentence_says_this_suggests_comes_with_it(seeded):
    """"Why do the MATH-Beyond authors think RL fine-tuning mostly sharpens existing solution modes?" was answered
    "… this suggests that the RL fine-tuning methods … largely sharpen existing solution modes …" alone: what suggests
    it ("… existing base models already solve nearly all questions …") is the reason asked."""
    abstract = ("With the advent of DeepSeek-R1, a new wave of reinforcement learning (RL) methods has emerged that seem "
                "to unlock stronger mathematical reasoning. However, a closer look at the open-source ecosystem reveals "
                "a critical limitation: with sufficiently many draws (e.g., pass@1024), existing base models already "
                "solve nearly all questions on widely used math benchmarks such as MATH-500 and AIME 2024. This "
                "suggests that the RL fine-tuning methods prevalent in the LLM reasoning literature largely sharpen "
                "existing solution modes rather than discovering entirely new ones. To move beyond this plateau, we "
                "introduce MATH-Beyond (MATH-B), a benchmark deliberately constructed to defeat common open-source "
                "models of up to 8B parameters even under large sampling budgets.")
    assert_chosen(seeded, "MATH-Beyond: A Benchmark for RL to Expand Beyond the Base Model", abstract,
                  "Why do the MATH-Beyond authors think RL fine-tuning mostly sharpens existing solution modes?",
                  reads=("However, a closer look", "This suggests"))


def test_a_part_asking_which_paper_is_answered_by_the_sentence_that_says_what_it_does(seeded):
    """"Which paper makes CLIP interpretable by training it with sparsity, and does it lose accuracy?": the first part
    is answered by the sentence that says so; "Finally, as a proof of concept, we train a vision-language model on
    sparse CLIP representations …", which shares its words, answers nothing more."""
    abstract = (
        "Contrastive Language-Image Pre-training (CLIP) has become a cornerstone in vision-language representation "
        "learning. Despite its success, CLIP's dense and opaque latent representations pose significant "
        "interpretability challenges. We propose a simple yet effective approach that integrates sparsity directly "
        "into CLIP training, yielding representations that are both interpretable and performant. Compared to SAEs, "
        "our Sparse CLIP representations preserve strong downstream task performance, achieve superior "
        "interpretability, and retain multimodal capabilities. Finally, as a proof of concept, we train a "
        "vision-language model on sparse CLIP representations that enables interpretable, vision-based steering "
        "capabilities. Our findings challenge conventional wisdom that interpretability requires sacrificing accuracy "
        "and demonstrate that interpretability and performance can be co-optimized.")
    assert_chosen(seeded, "Sparse CLIP: Co-Optimizing Interpretability and Performance in Contrastive Learning",
                  abstract, "Which paper makes CLIP interpretable by training it with sparsity, and does it lose "
                  "accuracy?", reads=("We propose a simple yet effective approach",), skips=("Finally, as a proof",))


def test_a_yes_no_question_about_no_known_paper_is_answered_by_a_finding(seeded):
    """"Do language models plan ahead internally?" is answered by what a paper found ("… we find that models often identify a
    rhyme ahead of time, but even large models seldom plan far ahead"), not only by how it defines planning, which
    says the question's words."""
    abstract = (
        "LLMs can perform seemingly planning-intensive tasks, like writing coherent stories or functioning code, without "
        "explicitly verbalizing a plan; however, the extent to which they implicitly plan is unknown. In this paper, we "
        "define *latent planning* as occurring when LLMs possess internal planning representations that (1) cause the "
        "generation of a specific future token or concept, and (2) shape preceding context to license said future "
        "token or concept. We study the Qwen-3 family (0.6B-14B) on simple planning tasks, finding that latent "
        "planning ability increases with scale. On the more complex task of completing rhyming couplets, we find that "
        "models often identify a rhyme ahead of time, but even large models seldom plan far ahead. However, we can "
        "elicit some planning that increases with scale when steering models towards planned words in prose. In sum, "
        "we offer a framework for measuring planning and mechanistic evidence of how models' planning abilities grow "
        "with scale.")
    from rag.abbreviations import Abbreviations

    question = "Do language models plan ahead internally? How did researchers measure it?"
    corpus = Abbreviations.build(["We study language models (LMs) and large language models (LLMs)."] * 2)
    sources = number_sources([Hit(paper_id="x", title="Latent Planning Emerges with Scale", score=1.0, chunks=[],
                                  abstract=abstract)])
    q = analyse(question)
    chosen = plan(sources, q, seeded.settings.answer.related_margin)
    choose(chosen, seeded.scorer, seeded.embedder.encode([p.text for p in q.parts]),
           seeded.embedder.encode([question])[0], seeded.settings.answer, corpus)  # "LLMs" says "language models" here
    got = chosen.targets[0].evidence
    assert any(s.startswith(("On the more complex task", "We study the Qwen-3 family")) for s in got), got


SWINGARENA = (
    "We present SwingArena, an adversarial evaluation framework for Large Language Models (LLMs) that closely mirrors "
    "real-world software development workflows. Unlike traditional static benchmarks, SwingArena models the "
    "collaborative process of software iteration by pairing LLMs as submitters, who generate patches, and reviewers, "
    "who create test cases and verify the patches through continuous integration (CI) pipelines. To support these "
    "interactive evaluations, we introduce a retrieval-augmented code generation (RACG) module that efficiently handles "
    "long-context challenges. Our experiments, using over 400 high-quality real-world GitHub issues selected from a "
    "pool of 2,300 issues, show that models like GPT-4o excel at aggressive patch generation, whereas DeepSeek and "
    "Gemini prioritize correctness in CI validation. The complete codebase and benchmark are submitted in "
    "https://anonymous.4open.science/r/Swing-Bench.")


def test_github_issues_are_data_not_a_link():
    from rag.evidence import role

    assert role("Our experiments, using over 400 high-quality real-world GitHub issues, show that models like GPT-4o "
                "excel at aggressive patch generation.", 4) != "link"
    assert role("Our code is on GitHub.", 6) == "link"


def test_a_question_naming_the_models_compared_reads_the_result_with_github_issues_in_it(seeded):
    """"In SwingArena, how did GPT-4o differ from DeepSeek and Gemini?": the result that names them, not how the
    benchmark pairs LLMs."""
    assert_chosen(seeded, "SWINGARENA: Adversarial Programming Arena for Long-context GitHub Issue Solving", SWINGARENA,
                  "In SwingArena, how did GPT-4o differ from DeepSeek and Gemini?", reads=("Our experiments, using",))


def test_how_a_paper_achieves_a_property_is_read_where_it_says_what_it_does_to_that_end(seeded):
    """"How does DATPRL-IR make all-in-one image restoration domain-aware?": "Furthermore, to endow the model with domain
    awareness, we introduce another domain prompt pool …", not only the sentence that uses the words."""
    abstract = (
        "Recently, significant breakthroughs have been made in all-in-one image restoration (AiOIR), which can handle "
        "multiple restoration tasks with a single model. However, existing methods typically focus on a specific image "
        "domain, such as natural scene, medical imaging, or remote sensing. In this work, we aim to extend AiOIR to "
        "multiple domains and propose the first multi-domain all-in-one image restoration method, DATPRL-IR, based on "
        "our proposed Domain-Aware Task Prompt Representation Learning. Specifically, we first construct a task prompt "
        "pool containing multiple task prompts, in which task-related knowledge is implicitly encoded. For each input "
        "image, the model adaptively selects the most relevant task prompts and composes them into an instance-level "
        "task representation via a prompt composition mechanism (PCM). Furthermore, to endow the model with domain "
        "awareness, we introduce another domain prompt pool and distill domain priors from multimodal large language "
        "models into the domain prompts. PCM is utilized to combine the adaptively selected domain prompts into a domain "
        "representation for each input image. Finally, the two representations are fused to form a domain-aware task "
        "prompt representation which can make full use of both specific and shared knowledge across tasks and domains "
        "to guide the subsequent restoration process.")
    assert_chosen(seeded, "Learning Domain-Aware Task Prompt Representations for Multi-Domain All-in-One Image "
                  "Restoration", abstract, "How does DATPRL-IR make all-in-one image restoration domain-aware?",
                  reads=("Furthermore, to endow the model",))


def test_a_finding_brought_in_comes_with_the_insights_it_confirms(seeded):
    """"… and does the gain last?": "Indeed, our experiments … also confirm these theoretical insights" is read with
    the insights, which say it ("… early gains but eventually plateaus or even reverses …")."""
    abstract = (
        "Synthetic data has been increasingly used to train frontier generative models. However, recent study raises "
        "key concerns that iteratively retraining a generative model on its self-generated synthetic data may keep "
        "deteriorating model performance, a phenomenon often coined model collapse. In this paper, we investigate ways "
        "to modify the synthetic retraining process to avoid model collapse. Our key finding is that by injecting "
        "information through an external synthetic data verifier, whether a human or a better model, synthetic "
        "retraining will not cause model collapse. Specifically, we situate our theoretical analysis in the fundamental "
        "linear regression problem, showing that verifier-guided retraining yields early improvements when the "
        "verifier is accurate, and in the long run, the parameter estimate converges to the verifier's knowledge "
        "center. Our theory predicts that the performance of synthetic retraining will have early gains but eventually "
        "plateaus or even reverses, unless the verifier is perfectly reliable. Indeed, our experiments on both linear "
        "regression as well as Conditional Variational Autoencoder (CVAE) trained on MNIST data also confirm these "
        "theoretical insights.")
    assert_chosen(seeded, "Escaping Model Collapse via Synthetic Data Verification", abstract,
                  "Can a verifier stop model collapse when retraining on synthetic data, and does the gain last?",
                  reads=("Our theory predicts",))


def test_how_many_of_two_things_reads_where_each_is_counted(seeded):
    """"How many tools and tasks does VitaBench have?": the 66 tools, and the 100 + 300 tasks a sentence later."""
    abstract = (
        "As LLMs with agentic abilities are increasingly deployed in real-life scenarios, existing benchmarks fail to "
        "capture their inherent complexity. To address this gap, we introduce VitaBench, a challenging benchmark that "
        "evaluates agents on versatile interactive tasks grounded in real-world settings. Drawing from daily "
        "applications in food delivery, in-store consumption, and online travel services, VitaBench presents agents "
        "with the most complex life-serving simulation environment to date, comprising 66 tools. Through a framework "
        "that eliminates domain-specific policies, we enable flexible composition of these scenarios and tools, "
        "yielding 100 cross-scenario tasks (main results) and 300 single-scenario tasks. Our comprehensive evaluation "
        "reveals that even the most advanced models achieve only 30% success rate on cross-scenario tasks.")
    assert_chosen(seeded, "VitaBench: Benchmarking LLM Agents with Versatile Interactive Tasks in Real-world "
                  "Applications", abstract, "How many tools and tasks does VitaBench have?",
                  reads=("Drawing from daily applications", "Through a framework that eliminates"))


def test_a_yes_no_follow_up_reads_again_the_sentence_that_says_it(seeded):
    """"Does it need training?" after SwiReasoning was presented: "… SwiReasoning, a training-free framework …", read
    before, answers it; the results that say nothing of training do not."""
    abstract = (
        "Recent work shows that large language models (LLMs) can also reason continuously in latent space. Despite this "
        "promise, latent reasoning still faces two challenges, especially in training-free settings. To address these "
        "issues, we introduce SwiReasoning, a training-free framework for LLM reasoning which dynamically switches "
        "between explicit and latent reasoning, guided by block-wise confidence estimated from entropy trends. On widely "
        "used mathematics and STEM benchmarks, SwiReasoning consistently improves average accuracy by 1.5%-2.8%. "
        "Furthermore, under constrained budgets, SwiReasoning improves average token efficiency by 56%-79%.")
    read = ["To address these issues, we introduce SwiReasoning, a training-free framework for LLM reasoning which "
            "dynamically switches between explicit and latent reasoning, guided by block-wise confidence estimated from "
            "entropy trends."]
    got = follow_up_evidence(seeded, "SwiReasoning: Switch-Thinking in Latent and Explicit for Pareto-Superior "
                             "Reasoning LLMs", abstract, "Does it need training?", read)
    assert got == read, got


def test_a_claim_put_as_a_follow_up_reads_the_sentence_that_says_most_of_it(seeded):
    """"Is it true that making CLIP sparse during training hurts accuracy?" after Sparse CLIP was presented: the belief
    the paper argues against ("… requires sacrificing accuracy": "hurts" is "sacrificing"), not the sentence that only
    says "training"; the words that put the claim ("Is it true that") are not asked."""
    abstract = (
        "Contrastive Language-Image Pre-training (CLIP) has become a cornerstone in vision-language representation "
        "learning. However, its representations are dense and difficult to interpret. We propose a simple yet effective "
        "approach that integrates sparsity directly into CLIP training, yielding representations that are both "
        "interpretable and performant. Compared to SAEs, our Sparse CLIP representations preserve strong downstream task "
        "performance, achieve superior interpretability, and retain multimodal capabilities. We show that multimodal "
        "sparse features enable straightforward semantic concept alignment and reveal training dynamics of how "
        "cross-modal knowledge emerges. Our findings challenge conventional wisdom that interpretability requires "
        "sacrificing accuracy and demonstrate that interpretability and performance can be co-optimized.")
    read = ["We propose a simple yet effective approach that integrates sparsity directly into CLIP training, yielding "
            "representations that are both interpretable and performant."]
    got = follow_up_evidence(seeded, "Sparse CLIP: Co-Optimizing Interpretability and Performance in Contrastive "
                             "Learning", abstract, "Is it true that making CLIP sparse during training hurts accuracy?", read)
    assert got == [abstract[abstract.index("Our findings"):]], got


def test_what_a_paper_does_well_is_read_where_it_says_its_results(seeded):
    """"What tasks does SynCoGen do well on?": where it "achieves state-of-the-art performance in …", not how it samples
    nor the future applications its formulation "represents a foundation for" (an outlook, never evidence)."""
    from rag.evidence import role

    abstract = (
        "In this work, we present SYNCOGEN (Synthesizable Co-Generation), a single framework that combines simultaneous "
        "masked graph diffusion and flow matching for synthesizable 3D molecule generation. SYNCOGEN samples from the "
        "joint distribution of molecular building blocks, chemical reactions, and atomic coordinates. To train the "
        "model, we curated SYNSPACE, a dataset containing over 600K synthesis-aware building block graphs and 3.3M "
        "conformers. SYNCOGEN achieves state-of-the-art performance in unconditional small molecule graph and conformer "
        "generation, and the model delivers competitive performance in zero-shot molecular linker design and "
        "pharmacophore conditioning for protein ligand generation in drug discovery. Overall, this multimodal "
        "formulation represents a foundation for future applications enabled by non-autoregressive molecular "
        "generation, including analog expansion, lead optimization, and direct structure conditioning.")
    sentences = split_sentences(abstract)
    assert role(sentences[4], 4, "SynCoGen") == "outlook"
    assert_chosen(seeded, "SynCoGen: Synthesizable 3D Molecule Generation via Joint Reaction and Coordinate Modeling",
                  abstract, "What tasks does SynCoGen do well on?", reads=("SYNCOGEN achieves",),
                  skips=("SYNCOGEN samples", "Overall, this multimodal"))


def test_a_question_asking_a_title_in_its_own_words_is_about_that_paper(seeded):
    """"Is in-context learning actually learning?" is about "Is In-Context Learning Learning?", though another paper's
    abstract says "actual" (a rare word) and so scores as more relevant."""
    from rag.evidence import plan as plan_

    papers = [("Transformers with Endogenous In-Context Learning: Bias Characterization and Mitigation",
               "Current ICL understandings may not align with actual data structures.", 0.9),
              ("Is In-Context Learning Learning?", "We argue that, mathematically, ICL fits the definition of learning.",
               0.8)]
    hits = [Hit(paper_id=chr(97 + i), title=t, score=1.0, chunks=[], abstract=a) for i, (t, a, _) in enumerate(papers)]
    for hit, (_, _, relevance) in zip(hits, papers):
        hit.relevance = relevance
    chosen = plan_(number_sources(hits), analyse("Is in-context learning actually learning?"),
                   seeded.settings.answer.related_margin)
    assert [t.paper.paper_id for t in chosen.targets] == ["b"]


def test_how_a_named_method_does_something_reads_its_method_not_its_results_and_background(seeded):
    """"How does QAvatar decide how much to trust the source domain?": the sentences that say how (the Bellman
    consistency that measures transferability, the weighted Q functions), not the convergence result that scores below
    them, nor the two challenges a far weaker method sentence ("… jointly tackle these two challenges …") points to."""
    abstract = (
        "Cross-domain reinforcement learning (CDRL) is meant to improve the data efficiency of RL by leveraging the data "
        "samples collected from a source domain to facilitate the learning in a similar target domain. Despite its "
        "potential, cross-domain transfer in RL is known to have two fundamental and intertwined challenges: (i) The "
        "source and target domains can have distinct state space or action space, and this makes direct transfer "
        "infeasible and thereby requires more sophisticated inter-domain mappings; (ii) The transferability of a "
        "source-domain model in RL is not easily identifiable a priori, and hence CDRL can be prone to negative effect "
        "during transfer. In this paper, we propose to jointly tackle these two challenges through the lens of "
        "cross-domain Bellman consistency and hybrid critic. Specifically, we first introduce the notion of "
        "cross-domain Bellman consistency as a way to measure transferability of a source-domain model. Then, we "
        "propose $Q$Avatar, which combines the Q functions from both the source and target domains with an adaptive "
        "hyperparameter-free weight function. Through this design, we characterize the convergence behavior of "
        "$Q$Avatar and show that $Q$Avatar achieves reliable transfer in the sense that it effectively leverages a "
        "source-domain Q function for knowledge transfer to the target domain. Through experiments, we demonstrate that "
        "$Q$Avatar achieves favorable transferability across various RL benchmark tasks, including locomotion and robot "
        "arm manipulation.")
    assert_chosen(seeded, "Cross-Domain Policy Optimization via Bellman Consistency and Hybrid Critics", abstract,
                  "How does QAvatar decide how much to trust the source domain in cross-domain RL?",
                  reads=("Specifically, we first", "Then, we propose"),  # (nor the experiments, for the field's "RL")
                  skips=("Despite its potential", "Through this design", "In this paper", "Through experiments"))


def test_a_key_reason_answers_why(seeded):
    """"Why do text-to-video models produce implausible motion, and how does MoAlign fix it?": "A key reason is the
    models' insufficient understanding of complex motions …", not the symptom the question already states."""
    abstract = (
        "Text-to-video diffusion models have enabled high-quality video synthesis, yet often fail to generate "
        "temporally coherent and physically plausible motion. A key reason is the models' insufficient understanding of "
        "complex motions that natural videos often entail. Recent works tackle this problem by aligning diffusion model "
        "features with those from pretrained video encoders. However, these encoders mix video appearance and dynamics "
        "into entangled features, limiting the benefit of such alignment. In this paper, we propose a motion-centric "
        "alignment framework that learns a disentangled motion subspace from a pretrained video encoder. This subspace "
        "is optimized to predict ground-truth optical flow, ensuring it captures true motion dynamics. We then align "
        "the latent features of a text-to-video diffusion model to this new subspace, enabling the generative model to "
        "internalize motion knowledge and generate more plausible videos. Our method improves the physical commonsense "
        "in a state-of-the-art video diffusion model, while preserving adherence to textual prompts, as evidenced by "
        "empirical evaluations on VideoPhy, VideoPhy2, VBench, and VBench-2.0, along with a user study.")
    assert_chosen(seeded, "MoAlign: Motion-Centric Representation Alignment for Video Diffusion Models", abstract,
                  "Why do text-to-video models produce implausible motion, and how does MoAlign fix it?",
                  reads=("A key reason is",))


_SYNTHKG = (
    "Document-level knowledge graph (KG) construction faces a fundamental scaling challenge: existing methods either "
    "rely on expensive large language models (LLMs), making them economically unviable for large-scale corpora, or "
    "employ smaller models that produce incomplete and inconsistent graphs. We identify that this limitation stems not "
    "from model capabilities but from the absence of high-quality training data for document-level KG construction. To "
    "address this gap, we introduce SynthKG, a multi-step data synthesis pipeline that generates high-quality document-KG "
    "pairs through systematic chunking, decontextualization, and structured extraction using LLMs. By further "
    "fine-tuning a smaller LLM on synthesized document-KG pairs, we streamline the multi-step process into a single-step "
    "KG generation approach called Distill-SynthKG. Furthermore, we re-purpose existing question-answering datasets to "
    "establish KG evaluation datasets and introduce new evaluation metrics. Using KGs produced by Distill-SynthKG, we "
    "also design a novel graph-based retrieval framework for RAG. Experimental results demonstrate that Distill-SynthKG "
    "not only surpasses all baseline models in KG quality (including models up to eight times larger) but also "
    "consistently excels in retrieval and question-answering tasks. Additionally, our proposed graph retrieval framework "
    "outperforms all KG-retrieval methods across multiple benchmark datasets. We make SynthKG and Distill-SynthKG "
    "publicly available.")


def test_a_release_sentence_answers_nothing_however_it_is_worded():
    """"We make SynthKG and Distill-SynthKG publicly available." ranked first for "How does Distill-SynthKG make …?"
    on its "make" and the name; a release in any of the corpus's wordings is a link, a released dataset is not."""
    for sentence in ("We make SynthKG and Distill-SynthKG publicly available.",
                     "Our code and models will be open source.",
                     "The code is enclosed in the supplementary and will be open-source.",
                     "We open-sourced the dataset to support future research.",
                     "We release all the code and data at an anonymous link."):
        assert role(sentence, 8) == "link", sentence
    for sentence in ("We release **InteriorGS**, containing 1K object-annotated 3DGS indoor scene data.",
                     "We present FinSearchComp, the first fully open-source agent benchmark for financial search.",
                     "We make the surprising observation that attention sinks are available early in training."):
        assert role(sentence, 3) != "link", sentence
    assert releases(_SYNTHKG)


def test_how_a_method_reaches_a_goal_the_abstract_never_names_reads_how_it_works(seeded):
    """"How does Distill-SynthKG make knowledge graph construction cheaper?": no sentence of the work says "cheaper";
    the answer is how the method works (a pipeline, then a smaller LLM fine-tuned on its output), not the whole
    abstract: not its other contributions ("Furthermore, we re-purpose …", "Using KGs produced by Distill-SynthKG, we
    also design …") nor the release."""
    assert_chosen(seeded, "Distill-SynthKG: Distilling Knowledge Graph Synthesis Workflow for Improved Coverage and "
                          "Efficiency", _SYNTHKG, "How does Distill-SynthKG make knowledge graph construction cheaper?",
                  reads=("To address this gap, we introduce SynthKG", "By further fine-tuning a smaller LLM"),
                  skips=("Furthermore, we re-purpose", "Using KGs produced", "We make SynthKG"))


def test_how_much_is_answered_by_figures_not_by_a_claim_that_scores_close(seeded):
    """"How much faster does DiffPBR render, and how much less training does it need?": the result with the figures
    answers both parts; "We demonstrate that diffusion models … enforce geometric consistency …" (0.28 against 0.65,
    above the second-sentence share on "render") answers neither."""
    diffpbr = (
        "Neural radiance fields and 3D Gaussian splatting (3DGS) have significantly advanced 3D reconstruction and novel "
        "view synthesis (NVS). Yet, achieving high-fidelity and view-consistent renderings directly from point clouds---"
        "without costly per-scene optimization---remains a core challenge. In this work, we present DiffPBR, a "
        "diffusion-based framework that synthesizes coherent, photorealistic renderings from diverse point cloud inputs. "
        "We demonstrate that diffusion models, when guided by viewpoint-projected noise explicitly constrained by scene "
        "geometry and visibility, naturally enforce geometric consistency across camera motion. To achieve this, we "
        "first introduce adaptive CoNo-Splatting, a technique for fast and faithful rasterization that ensures efficient "
        "and effective handling of point clouds. Secondly, we integrate residual learning into the neural re-rendering "
        "pipeline, which improves convergence, generalization, and visual quality across diverse rendering tasks. "
        "Extensive experiments show that our method outperforms existing baselines with an improvement of **3~5dB** in "
        "rendered image quality, a reduction from **41 to 8** in GPU hours for training, and an increase from **3.6fps "
        "to 10fps** (our one-step variant) in rendering speed frequency.")
    assert_chosen(seeded, "DiffPBR: Point-Based Rendering via Spatial-Aware Residual Diffusion", diffpbr,
                  "How much faster does DiffPBR render, and how much less training does it need?",
                  reads=("Extensive experiments show",), skips=("We demonstrate that diffusion models",))


def test_a_problem_asked_of_a_benchmark_paper_is_read_where_the_abstract_says_what_is_wrong(seeded):
    """"What problem with validation sets does the PU learning benchmark paper point out?" asks a problem, though it
    says "benchmark" (no result is asked), and the problem is where the abstract judges the practice ("This is
    unrealistic in traditional PU learning settings, …"), not the other hand's families of settings."""
    from rag.question import focus_of

    question = "What problem with validation sets does the PU learning benchmark paper point out?"
    assert focus_of(question) == "motivation"
    pu = ("Positive-unlabeled (PU) learning is a weakly supervised binary classification problem, in which the goal is "
          "to learn a binary classifier from only positive and unlabeled data, without access to negative data. In "
          "recent years, many PU learning algorithms have been developed to improve model performance. However, "
          "experimental settings are highly inconsistent, making it difficult to identify which algorithm performs "
          "better. In this paper, we propose the first PU learning benchmark to systematically compare PU learning "
          "algorithms. During our implementation, we identify subtle yet critical factors that affect the realistic and "
          "fair evaluation of PU learning algorithms. On the one hand, many PU learning algorithms rely on a validation "
          "set that includes negative data for model selection. This is unrealistic in traditional PU learning "
          "settings, where no negative data are available. To handle this problem, we systematically investigate model "
          "selection criteria for PU learning. On the other hand, the problem settings and solutions of PU learning "
          "have different families, i.e., the one-sample and two-sample settings. However, existing evaluation "
          "protocols are heavily biased towards the one-sample setting and neglect the significant difference between "
          "them.")
    assert_chosen(seeded, "Accessible, Realistic, and Fair Evaluation of Positive-Unlabeled Learning Algorithms", pu,
                  question, reads=("On the one hand, many PU learning algorithms", "This is unrealistic"),
                  skips=("Positive-unlabeled (PU) learning is", "On the other hand"))


def test_a_part_of_several_does_not_read_the_introduction_that_says_nothing_it_asks(seeded):
    """"What dataset did POEMetric build, and how did humans compare …?": the dataset part is answered by "We curated a
    human poem dataset …", not also by the introduction, which scores close on the name and says no dataset."""
    poem = ("Large Language Models (LLMs) can compose poetry, but how far are they from human poets? In this paper, we "
            "introduce POEMetric, the first comprehensive framework for poetry evaluation, examining 1) basic "
            "instruction-following abilities in generating poems according to a certain form and theme, 2) advanced "
            "abilities of showing creativity, lexical diversity, and idiosyncrasy, evoking emotional resonance, and using "
            "imagery and literary devices, and 3) general appraisal of the overall poem quality and estimation of "
            "authorship. We curated a human poem dataset - 203 English poems of 7 fixed forms annotated with meter, "
            "rhyme patterns and themes - and experimented with 30 LLMs for poetry generation based on the same forms and "
            "themes of the human data, totaling 6,090 LLM poems. Based on POEMetric, we assessed the performance of both "
            "human poets and LLMs through rule-based evaluation and LLM-as-a-judge, whose results were validated by "
            "human experts. Humans also defeated the best-performing LLM in overall poem quality (4.22 vs. 3.20).")
    assert_chosen(seeded, "POEMetric: The Last Stanza of Humanity", poem,
                  "What dataset did POEMetric build, and how did humans compare with the best LLM on overall quality?",
                  reads=("We curated a human poem dataset", "Humans also defeated"),
                  skips=("In this paper, we introduce POEMetric",))


def test_a_problem_the_method_itself_runs_into_is_read_where_the_abstract_says_it(seeded):
    """"What problem do action sequences cause in DEAS and how is it fixed?": "However, directly adopting such sequences
    in actor-critic algorithms introduces excessive value overestimation, which we address …" says the problem (and
    its fix), though in no word of the shortcomings the cue knew."""
    deas = ("Offline reinforcement learning (RL) presents an attractive paradigm for training intelligent agents without "
            "expensive online interactions. However, current approaches still struggle with complex, long-horizon "
            "sequential decision making. In this work, we introduce DEtached value learning with Action Sequence (DEAS), "
            "a simple yet effective offline RL framework that leverages action sequences for value learning. These "
            "temporally extended actions provide richer information than single-step actions, enabling reduction of the "
            "effective planning horizon by considering longer sequences at once. However, directly adopting such "
            "sequences in actor-critic algorithms introduces excessive value overestimation, which we address through "
            "detached value learning that steers value estimates toward in-distribution actions that achieve high "
            "returns in the offline dataset. We demonstrate that DEAS consistently outperforms baselines on complex, "
            "long-horizon tasks from OGBench and can be applied to enhance the performance of large-scale "
            "Vision-Language-Action models that predict action sequences, significantly boosting performance in both "
            "RoboCasa Kitchen simulation tasks and real-world manipulation tasks.")
    assert_chosen(seeded, "DEAS: DEtached value learning with Action Sequence for Scalable Offline RL", deas,
                  "What problem do action sequences cause in DEAS and how is it fixed?",
                  reads=("However, directly adopting such sequences",))


def test_a_how_part_of_several_reads_the_introduction_that_says_how_in_its_own_words(seeded):
    """"…, how does it disable them without any fine-tuning, and …?" is answered by the introduction ("… by selectively
    ablating a typographic circuit, consisting of attention heads"), in none of the part's words: an introduction
    that says nothing a part asks is dropped only when the part does not ask how."""
    dyslexify = (
        "Typographic attacks exploit multi-modal systems by injecting text into images, leading to targeted "
        "misclassifications, malicious content generation and even Vision-Language Model jailbreaks.\nIn this work, we "
        "analyze how CLIP vision encoders behave under typographic attacks, locating specialized attention heads in the "
        "latter half of the model's layers that causally extract and transmit typographic information to the cls token.\n"
        "Building on these insights, we introduce Dyslexify - a method to defend CLIP models against typographic attacks "
        "by selectively ablating a typographic circuit, consisting of attention heads. Without requiring finetuning, "
        "dyslexify improves performance by up to 22.06\\% on a typographic variant of ImageNet-100, while reducing "
        "standard ImageNet-100 accuracy by less than 1\\%, and demonstrate its utility in a medical foundation model for "
        "skin lesion diagnosis. Notably, our training-free approach remains competitive with current state-of-the-art "
        "typographic defenses that rely on finetuning.")
    assert_chosen(seeded, "Dyslexify: A Mechanistic Defense Against Typographic Attacks in CLIP", dyslexify,
                  "Where inside CLIP's vision encoder does Dyslexify locate the components that pass typographic text to "
                  "the class token, how does it disable them without any fine-tuning, and what does this gain on a "
                  "typographic ImageNet-100 variant versus cost on standard ImageNet-100?",
                  reads=("Building on these insights, we introduce Dyslexify",))


OMNITEXT = (
    "Recent advancements in diffusion-based text synthesis have demonstrated significant performance in inserting "
    "and editing text within images via inpainting. However, despite the potential of text inpainting methods, "
    "three key limitations hinder their applicability to broader Text Image Manipulation (TIM) tasks: (i) the "
    "inability to remove text, (ii) the lack of control over the style of rendered text, and (iii) a tendency to "
    "generate duplicated letters. To address these challenges, we propose OmniText, a training-free generalist "
    "capable of performing a wide range of TIM tasks. Specifically, we investigate two key properties of cross- "
    "and self-attention mechanisms to enable text removal and to provide control over both text styles and "
    "content. Our findings reveal that text removal can be achieved by applying self-attention inversion, which "
    "mitigates the model's tendency to focus on surrounding text, thus reducing text hallucinations. "
    "Additionally, we redistribute cross-attention, as increasing the probability of certain text tokens reduces "
    "text hallucination. For controllable inpainting, we introduce novel loss functions in a latent optimization "
    "framework: a cross-attention content loss to improve text rendering accuracy and a self-attention style loss "
    "to facilitate style customization. Furthermore, we present OmniText-Bench, a benchmark dataset for "
    "evaluating diverse TIM tasks. It includes input images, target text with masks, and style references, "
    "covering diverse applications such as text removal, rescaling, repositioning, and insertion and editing with "
    "various styles. Our OmniText framework is the first generalist method capable of performing diverse TIM "
    "tasks. It achieves state-of-the-art performance across multiple tasks and metrics compared to other text "
    "inpainting methods and is comparable with specialist methods."
)


def test_how_a_method_does_it_reads_the_sentence_saying_by_what_means_not_its_benchmark(seeded):
    # "text removal … by applying self-attention inversion" says how, in words the title shares ("Text-Image"); "It
    # includes input images, …" goes on about the benchmark the sentence before it presents
    assert_chosen(seeded, "OmniText: A Training-Free Generalist for Controllable Text-Image Manipulation", OMNITEXT,
                  "How does OmniText remove text from images without training?",
                  reads=("Our findings reveal that text removal can be achieved by applying self-attention inversion",),
                  skips=("It includes input images",))


NEGATIVE_PROMPTING = (
    "Creative generation is the synthesis of new, surprising, and valuable samples that reflect user intent yet "
    "cannot be envisioned in advance. This task aims to extend human imagination, enabling the discovery of "
    "visual concepts that exist in the unexplored spaces between familiar domains. While text-to-image diffusion "
    "models excel at rendering photorealistic scenes that faithfully match user prompts, they still struggle to "
    "generate genuinely novel content. Existing approaches to enhance generative creativity either rely on "
    "interpolation of image features, which restricts exploration to predefined categories, or require "
    "time-intensive procedures such as embedding optimization or model fine-tuning. We propose VLM-Guided "
    "Adaptive Negative-Prompting, a training-free, inference-time method that promotes creative image generation "
    "while preserving the validity of the generated object. Our approach utilizes a vision-language model (VLM) "
    "that analyzes intermediate outputs of the generation process and adaptively steers it away from conventional "
    "visual concepts, encouraging the emergence of novel and surprising outputs. We evaluate creativity through "
    "both novelty and validity, using statistical metrics in the CLIP embedding space. Through extensive "
    "experiments, we show consistent gains in creative novelty with negligible computational overhead. Moreover, "
    "unlike existing methods that primarily generate single objects, our approach extends to complex scenarios, "
    "such as generating coherent sets of creative objects and preserving creativity within elaborate "
    "compositional prompts. Our method integrates seamlessly into existing diffusion pipelines, offering a "
    "practical route to producing creative outputs that venture beyond the constraints of textual descriptions."
)


def test_how_the_method_a_question_describes_works_is_its_method_not_its_evaluation(seeded):
    # "the VLM-guided negative prompting method" is one paper, described: how it works, not the whole abstract
    assert analyse("How does the VLM-guided negative prompting method make generated images more creative?").one_described
    assert_chosen(seeded, "VLM-Guided Adaptive Negative Prompting for Creative Generation", NEGATIVE_PROMPTING,
                  "How does the VLM-guided negative prompting method make generated images more creative?",
                  reads=("Our approach utilizes a vision-language model",),
                  skips=("We evaluate creativity", "Our method integrates seamlessly", "Moreover, unlike existing"))


SYMMETRY_BO = (
    "Bayesian Optimization (BO) is a powerful framework for optimizing noisy, expensive-to-evaluate black-box "
    "functions. When the objective exhibits invariances under a group action, exploiting these symmetries can "
    "substantially improve BO efficiency. While using maximum similarity across group orbits has long been considered "
    "in other domains, the fact that the max kernel is not positive semidefinite (PSD) has prevented its use in BO. In "
    "this work, we revisit this idea by considering a PSD projection of the max kernel. Compared to existing invariant "
    "(and non-invariant) kernels, we show it achieves significantly lower regret on both synthetic and real-world BO "
    "benchmarks, without increasing computational complexity."
)


def test_why_something_could_not_be_done_reads_what_prevented_it_not_the_fields_definition(seeded):
    assert_chosen(seeded, "Symmetry-Aware Bayesian Optimization via Max Kernels", SYMMETRY_BO,
                  "Why couldn't the max kernel be used in Bayesian optimization before, and how does the "
                  "symmetry-aware BO paper get around it?",
                  reads=("While using maximum similarity", "In this work, we revisit this idea"),
                  skips=("Bayesian Optimization (BO) is a powerful",))


def test_the_benchmark_a_paper_presents_is_where_it_presents_it_not_where_it_is_evaluated(seeded):
    # "What benchmark does it present?" asks for the one it made, not for a testbed ("… across multiple tasks")
    for question in ("What benchmark does OmniText present?",
                     'What benchmark does it present? (about the paper "OmniText: A Training-Free Generalist for '
                     'Controllable Text-Image Manipulation")'):
        assert_chosen(seeded, "OmniText: A Training-Free Generalist for Controllable Text-Image Manipulation", OMNITEXT,
                      question, reads=("Furthermore, we present OmniText-Bench",))


QERL = ("We propose QeRL, a Quantization-enhanced Reinforcement Learning framework for large language models (LLMs). "
        "While RL is essential for LLMs' reasoning capabilities, it is resource-intensive, requiring substantial GPU "
        "memory and long rollout duration. QeRL addresses these issues by combining NVFP4 quantization with Low-Rank "
        "Adaptation (LoRA), accelerating rollout phase of RL while reducing memory overhead. Beyond efficiency, our "
        "findings show that quantization noise increases policy entropy, enhancing exploration, and enabling the "
        "discovery of better strategies during RL. To further optimize exploration, QeRL introduces an Adaptive "
        "Quantization Noise (AQN) mechanism, which dynamically adjusts noise throughout training. Experiments "
        "demonstrate that QeRL delivers around a 1.2×–1.5× speedup compared to BF16 LoRA in end-to-end RL training "
        "while drastically reducing memory usage, and a 1.5×–2.0× speedup compared to QLoRA. Moreover, this is the "
        "first framework to enable RL training of a 32B LLM on a single H100 80GB GPU, while delivering overall "
        "speedups for RL training. These results establish QeRL as an efficient and effective framework for RL "
        "training in LLMs.")


def test_how_a_named_paper_does_something_is_read_in_its_method_sentences_when_the_question_has_more_parts(seeded):
    """"How does QeRL make RL training cheaper, and …?" is answered by how ("… by combining NVFP4 quantization with
    LoRA"), not by the results that score above it on "RL training"; the speedup asked next is read too."""
    assert_chosen(seeded, "QeRL: Beyond Efficiency - Quantization-enhanced Reinforcement Learning for LLMs", QERL,
                  "How does QeRL make RL training cheaper, and what speedup does it report?",
                  reads=("QeRL addresses these issues by combining NVFP4", "Experiments demonstrate that QeRL"),
                  skips=("These results establish",))


def test_a_clause_saying_what_inputs_demonstrate_is_no_result():
    """"… between paired inputs that demonstrate opposite behaviors" says how experts are found, not a finding."""
    assert role("We detect key experts by comparing how often they activate between paired inputs that demonstrate "
                "opposite behaviors (e.g., safe vs. unsafe).", 2, "SteerMoE") == "method"
    assert role("Experiments demonstrate that SteerMoE raises safety.", 4, "SteerMoE") == "result"


DRAGON = ("Unlearning in Large Language Models (LLMs) is crucial for protecting private data and removing harmful "
          "knowledge. Most existing approaches rely on fine-tuning to balance unlearning efficiency with general language "
          "capabilities. However, these methods typically require training or access to retain data, which is often "
          "unavailable in real world scenarios. Although these methods can perform well when both forget and retain data "
          "are available, few works have demonstrated equivalent capability in more practical, data-limited scenarios. "
          "To overcome these limitations, we propose Detect-Reasoning Augmented GeneratiON (DRAGON),  a systematic, "
          "reasoning-based framework that utilizes in-context chain-of-thought (CoT) instructions to guard deployed LLMs "
          "before inference. Instead of modifying the base model, DRAGON leverages the inherent instruction-following "
          "ability of LLMs and introduces a lightweight detection module to identify forget-worthy prompts without any "
          "retain data. These are then routed through a dedicated CoT guard model to enforce safe and accurate "
          "in-context intervention. To robustly evaluate unlearning performance, we introduce novel metrics for "
          "unlearning performance and the continual unlearning setting. Extensive experiments across three "
          "representative unlearning tasks validate the effectiveness of DRAGON, demonstrating its strong unlearning "
          "capability, scalability, and applicability in practical scenarios.")


def test_a_sentence_whose_subject_is_a_bare_these_is_read_with_the_sentence_that_says_what_they_are(seeded):
    """"These are then routed through a dedicated CoT guard model" says what is routed only after "… a lightweight
    detection module to identify forget-worthy prompts" (which, with "forget … prompts" in it, was once taken for an
    order to the model and never read)."""
    got = evidence_for(seeded, "DRAGON: Guard LLM Unlearning in Context via Negative Detection and Reasoning", DRAGON,
                       "How does DRAGON intervene through its CoT guard model?")
    routed = next(i for i, s in enumerate(got) if s.startswith("These are then routed"))
    assert routed and got[routed - 1].startswith("Instead of modifying the base model"), got
    [src] = number_sources([Hit(paper_id="x", title="DRAGON", score=1.0, chunks=[], abstract=DRAGON)])
    src.sentences = split_sentences(DRAGON)
    usable = list(range(len(src.sentences)))
    assert sorted(_with_antecedents([6], src, usable, set(), "DRAGON")) == [5, 6]  # whatever the question asked
