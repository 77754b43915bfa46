"""The same sentence-transformers encoder run by ONNX Runtime with int8 weights (`embedding.backend: onnx-int8`).

Written here because sentence-transformers' own ONNX backend needs optimum, which downgrades transformers
below what gradio needs. The transformer is exported once with torch.onnx.export, quantized with
onnxruntime's quantize_dynamic, and saved under data_dir/models keyed by the encoder's fingerprint;
mean pooling and L2 normalization are done in numpy, as the model's own Pooling and Normalize modules do.
eval/bench/embed_bench.py measured it 1.65x as fast as torch here, Recall@10 -0.7 and MRR +4.1 points.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np

INPUTS = ["input_ids", "attention_mask", "token_type_ids"]


def check_modules(model) -> None:
    """The numpy pooling below is right only for Transformer -> Pooling(mean) -> Normalize."""
    kinds = [type(m).__name__ for m in model]
    pooling = model[1] if len(model) > 1 else None
    mean = getattr(pooling, "pooling_mode_mean_tokens", None)
    if mean is None:
        mean = getattr(pooling, "pooling_mode", None) == "mean"
    if kinds[:2] != ["Transformer", "Pooling"] or "Normalize" not in kinds or not mean:
        raise RuntimeError(f"embedding.backend onnx-int8 supports Transformer+Pooling(mean)+Normalize models, not {kinds}")


def features(model, texts: list[str]) -> dict[str, np.ndarray]:
    """The model's own tokenization (`preprocess`; `tokenize` before sentence-transformers 6)."""
    module = model[0]
    feats = (module.preprocess if hasattr(module, "preprocess") else module.tokenize)(texts)
    return {k: v.numpy() for k, v in feats.items() if hasattr(v, "numpy")}


def mean_pool_normalize(hidden: np.ndarray, attention_mask: np.ndarray) -> np.ndarray:
    """sentence-transformers' Pooling(mean) then Normalize, in numpy."""
    mask = attention_mask[..., None].astype(np.float32)
    pooled = (hidden * mask).sum(axis=1) / np.clip(mask.sum(axis=1), 1e-9, None)
    return pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)


def export_fp32(model, model_path: Path, out: Path) -> Path:
    """Export the transformer (fp32, no pooling) to `out` with torch's TorchScript exporter."""
    import torch
    from transformers import AutoModel

    check_modules(model)
    # eager attention: the plain MatMul/Softmax graph that ONNX Runtime's optimizers and quantizer recognise
    inner = AutoModel.from_pretrained(str(model_path), attn_implementation="eager", local_files_only=True).eval()

    class Hidden(torch.nn.Module):
        def __init__(self, m: torch.nn.Module):
            super().__init__()
            self.m = m

        def forward(self, input_ids, attention_mask, token_type_ids):
            return self.m(input_ids=input_ids, attention_mask=attention_mask,
                          token_type_ids=token_type_ids).last_hidden_state

    feats = features(model, ["a short text", "a somewhat longer text, so that the batch has padding"])
    out.parent.mkdir(parents=True, exist_ok=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # tracer warnings; the axes are dynamic anyway
        torch.onnx.export(Hidden(inner), tuple(torch.from_numpy(feats[n]) for n in INPUTS), str(out),
                          input_names=INPUTS, output_names=["hidden"], opset_version=17, dynamo=False,
                          dynamic_axes={n: {0: "batch", 1: "seq"} for n in [*INPUTS, "hidden"]})
    return out


def build(model, model_path: Path, out: Path) -> Path:
    """Export the transformer and write its dynamic-int8 version to `out`."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    fp32 = export_fp32(model, model_path, out.with_name(out.stem + ".fp32.onnx"))
    tmp = out.with_name(out.name + ".tmp")
    quantize_dynamic(str(fp32), str(tmp), weight_type=QuantType.QInt8)
    fp32.unlink()
    tmp.replace(out)  # a crash never leaves half a model under the final name
    return out


class OnnxInt8Encoder:
    """encode(texts) -> L2-normalized float32 vectors, longest texts first in batches of `batch_size`."""

    def __init__(self, model, model_path: Path, file: Path, batch_size: int, threads: int | None = None):
        import onnxruntime as ort

        if not file.is_file():
            build(model, model_path, file)
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        if threads:
            options.intra_op_num_threads = threads
        self.session = ort.InferenceSession(str(file), options, providers=["CPUExecutionProvider"])
        self.inputs = {i.name for i in self.session.get_inputs()}
        self.model, self.batch_size = model, batch_size

    def encode(self, texts: list[str], dimension: int) -> np.ndarray:
        order = np.argsort([-len(t) for t in texts], kind="stable")
        out = np.empty((len(texts), dimension), np.float32)
        for start in range(0, len(texts), self.batch_size):
            idx = order[start:start + self.batch_size]
            feed = {k: v for k, v in features(self.model, [texts[i] for i in idx]).items() if k in self.inputs}
            out[idx] = mean_pool_normalize(self.session.run(None, feed)[0], feed["attention_mask"])
        return out


# --- the quick query path: fp32 ONNX + the `tokenizers` library, no torch import ------------------------
def light_config(model_path: Path) -> tuple[int, int] | None:
    """(dimension, max_seq_length) read from the model folder's files, if it is Transformer -> Pooling(mean) ->
    Normalize with a fast tokenizer (the only shape the quick path reproduces exactly); else None."""
    import json

    try:
        modules = [m["type"].rsplit(".", 1)[-1] for m in json.loads((model_path / "modules.json").read_text())]
        pooling = json.loads((model_path / "1_Pooling" / "config.json").read_text())
        seq = json.loads((model_path / "sentence_bert_config.json").read_text())["max_seq_length"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if modules != ["Transformer", "Pooling", "Normalize"] or not pooling.get("pooling_mode_mean_tokens") \
            or not (model_path / "tokenizer.json").is_file():
        return None
    return int(pooling["word_embedding_dimension"]), int(seq)


class OnnxFp32Encoder:
    """The encoder's own fp32 weights through ONNX Runtime, tokenized by `tokenizers` from the model's
    tokenizer.json: the same vectors as sentence-transformers (checked when the file is made) at a fraction of
    the start-up, because neither torch nor transformers is imported."""

    def __init__(self, model_path: Path, file: Path, max_seq_length: int, batch_size: int):
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.tokenizer = Tokenizer.from_file(str(model_path / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_length=max_seq_length)
        pad = self.tokenizer.token_to_id("[PAD]") or 0
        self.tokenizer.enable_padding(pad_id=pad, pad_token=self.tokenizer.id_to_token(pad) or "[PAD]")
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self.session = ort.InferenceSession(str(file), options, providers=["CPUExecutionProvider"])
        self.inputs = {i.name for i in self.session.get_inputs()}
        self.batch_size = batch_size

    def encode(self, texts: list[str], dimension: int) -> np.ndarray:
        order = np.argsort([-len(t) for t in texts], kind="stable")
        out = np.empty((len(texts), dimension), np.float32)
        for start in range(0, len(texts), self.batch_size):
            idx = order[start:start + self.batch_size]
            enc = self.tokenizer.encode_batch([texts[i].strip() for i in idx])  # sentence-transformers strips too
            feed = {"input_ids": np.array([e.ids for e in enc], np.int64),
                    "attention_mask": np.array([e.attention_mask for e in enc], np.int64),
                    "token_type_ids": np.array([e.type_ids for e in enc], np.int64)}
            feed = {k: v for k, v in feed.items() if k in self.inputs}
            out[idx] = mean_pool_normalize(self.session.run(None, feed)[0], feed["attention_mask"])
        return out


PROBES = ["KV cache eviction", "How does LiteGuard make model fingerprinting cheaper?", "Muon", "  spaced  text ",
          "Ünïcödé, symbols (§3.2) and numbers 13.96% — in one line.",
          " ".join(["a long abstract sentence that goes past the encoder's token limit"] * 40)]


def make_light(model, model_path: Path, out: Path, max_seq_length: int, batch_size: int) -> bool:
    """Export the fp32 model to `out` and keep it only if it gives the torch model's vectors (cosine >= 0.99999 on
    the probes, truncation and odd characters included). Returns whether it was kept."""
    tmp = out.with_name(out.stem + ".tmp.onnx")
    export_fp32(model, model_path, tmp)
    dim = model.get_embedding_dimension() if hasattr(model, "get_embedding_dimension") \
        else model.get_sentence_embedding_dimension()
    light = OnnxFp32Encoder(model_path, tmp, max_seq_length, batch_size).encode(PROBES, dim)
    ref = model.encode(PROBES, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False)
    if float(np.min(np.sum(light * ref, axis=1))) < 0.99999:
        tmp.unlink()
        return False
    tmp.replace(out)
    return True
