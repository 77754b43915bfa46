"""The local GGUF model, served in this process by llama.cpp's own server engine (the prebuilt `xllamacpp` wheel):
continuous batching over `llm.parallel` slots, a prompt cache per slot, the GGUF's own chat template.

It listens on 127.0.0.1 on a free port behind a random key made for this process, and llama-index talks to it as to
any OpenAI-compatible server (`OpenAILike`), so the local model and a remote server share one code path.
Chosen over the compiled llama-cpp-python by eval/bench/engines_bench.py (docs/performance.md): 0.75x its speed for
one stream, but 2.2x the tokens/s and a 5x earlier first token with 4 users at once, and no 10-minute compile.
The slots serve different users at once; one turn's calls go one after another (LoadedLLM.write_many).
"""

from __future__ import annotations

import json
import os
import secrets
import tempfile
import threading
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from .modelstore import ModelError

_SERVERS: dict[tuple, LocalServer] = {}
_LOCK = threading.Lock()


@dataclass
class LocalServer:
    url: str
    key: str = field(repr=False)
    slots: int
    engine: object = field(repr=False)  # the xllamacpp.Server: kept referenced, or the engine stops

    def forget_prompts(self) -> None:
        """Erase every slot's KV cache, so that the next prompt is read in full (for benchmarks)."""
        for slot in range(self.slots):
            request = urllib.request.Request(f"{self.url}/slots/{slot}?action=erase", data=b"{}", headers={
                "Authorization": f"Bearer {self.key}", "Content-Type": "application/json"})
            with urllib.request.urlopen(request, timeout=120) as r:
                json.loads(r.read())


def local_server(path: Path, context_window: int, parallel: int, threads: int | None) -> LocalServer:
    """The server for this GGUF, started once per process. Raises ModelError for a file llama.cpp cannot load."""
    key = (str(path), context_window, parallel, threads)
    with _LOCK:
        if key in _SERVERS:
            return _SERVERS[key]
        try:
            import xllamacpp as xlc
        except ImportError:
            raise ModelError("the llama_cpp backend needs the package 'xllamacpp' (pip install -e .)") from None
        params = xlc.CommonParams()
        params.model.path = str(path)
        params.n_parallel = parallel
        params.n_ctx = context_window * parallel  # the server splits its context between the slots
        params.cpuparams.n_threads = params.cpuparams_batch.n_threads = threads or os.cpu_count() or 1
        params.hostnames = ["127.0.0.1"]
        params.port = 0  # a free port
        token = secrets.token_urlsafe(24)
        params.api_keys = [token]
        params.slot_save_path = tempfile.gettempdir()  # enables the slots' "erase" action; nothing is saved
        params.cache_prompt = True
        params.use_jinja = True  # the chat template stored in the GGUF
        # errors only (its log would fill the terminal of `citewise ask`); CITEWISE_LLAMA_VERBOSITY=3 to debug
        params.verbosity = int(os.environ.get("CITEWISE_LLAMA_VERBOSITY", "0"))
        try:
            engine = xlc.Server(params)
        except RuntimeError as exc:
            raise ModelError(f"llama.cpp could not load {path} ({exc}). A damaged or partial file? Reinstall the "
                             "default model with `citewise models install`, or check llm.model") from None
        server = LocalServer(engine.listening_address, token, parallel, engine)
        _SERVERS[key] = server
        return server
