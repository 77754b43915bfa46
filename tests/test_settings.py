"""Settings: YAML, overlaid by CITEWISE_* env variables; errors name the field; paths resolve against the config."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from conftest import PROJECT

from rag.assistant import Assistant
from rag.settings import ConfigError, Settings, load_settings


def config(folder: Path, data: dict | str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "config.yaml"
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data), encoding="utf-8")
    return path


YAML = {"data_dir": "data", "llm": {"backend": "llama_cpp", "temperature": 0.5},
        "retrieval": {"top_k": 9, "candidates": 40}, "store": {"mode": "embedded", "port": 8100}}


def test_yaml_values(tmp_path):
    s = load_settings(config(tmp_path, YAML))
    assert (s.llm.backend, s.llm.temperature, s.retrieval.top_k, s.retrieval.candidates) == ("llama_cpp", 0.5, 9, 40)
    assert s.retrieval.rrf_k == 60 and s.chunking.chunk_size == 192  # unset fields keep their defaults


def test_env_beats_yaml(tmp_path, monkeypatch):
    monkeypatch.setenv("CITEWISE_LLM__BACKEND", "extractive")
    monkeypatch.setenv("CITEWISE_RETRIEVAL__TOP_K", "3")
    monkeypatch.setenv("CITEWISE_RETRIEVAL__BM25", "false")
    monkeypatch.setenv("CITEWISE_STORE__MODE", "http")
    monkeypatch.setenv("CITEWISE_DATA_DIR", "elsewhere")
    s = load_settings(config(tmp_path, YAML))
    assert (s.llm.backend, s.retrieval.top_k, s.retrieval.bm25, s.store.mode) == ("extractive", 3, False, "http")
    assert s.data_path == tmp_path / "elsewhere"
    # the rest of each group still comes from the YAML
    assert (s.llm.temperature, s.retrieval.candidates, s.store.port) == (0.5, 40, 8100)


def test_keyword_overrides(tmp_path):
    s = load_settings(config(tmp_path, YAML), **{"store.mode": "http", "retrieval__top_k": 4, "data_dir": "d2"})
    assert (s.store.mode, s.retrieval.top_k, s.retrieval.candidates) == ("http", 4, 40)
    assert s.data_path == tmp_path / "d2"
    with pytest.raises(ConfigError, match="retrieval.top_k"):
        load_settings(config(tmp_path, YAML), **{"retrieval.top_k": 0})


def test_keyword_overrides_beat_env(tmp_path, monkeypatch):
    monkeypatch.setenv("CITEWISE_LLM__BACKEND", "openai")
    s = load_settings(config(tmp_path, YAML), **{"llm.backend": "extractive"})
    assert s.llm.backend == "extractive"


@pytest.mark.parametrize("data,field", [
    ({"retrieval": {"top_k": 0}}, "retrieval.top_k"),
    ({"llm": {"backend": "gpt-magic"}}, "llm.backend"),
    ({"store": {"port": "eighty"}}, "store.port"),
    ({"retreival": {"top_k": 3}}, "retreival"),  # misspelt group: extra fields are refused
    ({"chunking": {"chunk_sise": 100}}, "chunking.chunk_sise"),  # misspelt field inside a group
])
def test_bad_field_names_the_field(tmp_path, data, field):
    path = config(tmp_path, data)
    with pytest.raises(ConfigError) as exc:
        load_settings(path)
    msg = str(exc.value)
    assert msg.startswith(f"{path}:") and field in msg


def test_bad_env_value_names_the_field(tmp_path, monkeypatch):
    monkeypatch.setenv("CITEWISE_RETRIEVAL__TOP_K", "lots")
    with pytest.raises(ConfigError, match=r"retrieval\.top_k"):
        load_settings(config(tmp_path, YAML))
    monkeypatch.setenv("CITEWISE_RETRIEVAL__TOP_K", "5")
    monkeypatch.setenv("CITEWISE_STORE__MODE", "ftp")
    with pytest.raises(ConfigError, match=r"store\.mode"):
        load_settings(config(tmp_path, YAML))


def test_bad_config_files(tmp_path):
    with pytest.raises(ConfigError, match="config file not found"):
        load_settings(tmp_path / "nope.yaml")
    with pytest.raises(ConfigError, match="not valid YAML"):
        load_settings(config(tmp_path / "a", "retrieval: [top_k: 3\n"))
    with pytest.raises(ConfigError, match="mapping"):
        load_settings(config(tmp_path / "b", "- just\n- a list\n"))
    assert load_settings(config(tmp_path / "c", "")).retrieval.top_k == 5  # an empty file means defaults


def test_relative_paths_resolve_against_the_config_folder(tmp_path, monkeypatch):
    conf = config(tmp_path / "conf", {"data_dir": "data", "corpus": {"sources": ["corpus", "../shared/x.jsonl",
                                                                                 str(tmp_path / "abs.csv")]}})
    monkeypatch.chdir(tmp_path)  # not the config's folder
    s = load_settings(conf)
    assert Path(s.base_dir) == tmp_path / "conf"
    assert s.data_path == tmp_path / "conf" / "data"
    assert [s.resolve(p) for p in s.corpus.sources] == [tmp_path / "conf" / "corpus", tmp_path / "shared" / "x.jsonl",
                                                        tmp_path / "abs.csv"]
    assert s.resolve("~/x") == Path.home() / "x"
    assert Assistant(s).default_sources() == [tmp_path / "conf" / "corpus", tmp_path / "shared" / "x.jsonl",
                                             tmp_path / "abs.csv"]


def test_config_from_env_variable(tmp_path, monkeypatch):
    conf = config(tmp_path / "viaenv", {"retrieval": {"top_k": 7}})
    monkeypatch.setenv("CITEWISE_CONFIG", str(conf))
    monkeypatch.chdir(tmp_path)
    s = load_settings()
    assert s.retrieval.top_k == 7 and s.data_path == tmp_path / "viaenv" / ".citewise"


def test_no_path_uses_project_config_with_overrides(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no config.yaml here: the project's own is used
    s = load_settings(None, **{"data_dir": str(tmp_path / "d"), "store.mode": "http"})
    assert Path(s.base_dir) == PROJECT
    assert s.data_path == tmp_path / "d" and s.store.mode == "http"
    assert s.resolve(s.corpus.sources[0]) == PROJECT / "seeds"


def test_shipped_config_is_valid():
    s = load_settings(PROJECT / "config.yaml")
    assert isinstance(s, Settings)
    assert s.embedding.model == "all-MiniLM-L6-v2" and s.store.mode == "embedded"
