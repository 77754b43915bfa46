"""The warm path: `citewise ask`/`search` hand their work to a running `citewise ui` or `serve` that has the same
settings, so a script of 100 questions pays start-up once. The server announces itself in `data_dir/server.json`;
the client checks the process is alive and that its settings fingerprint matches, else it works locally.
Standard library only: this runs before anything heavy is imported, and that is the point of it.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import json
import os
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .errors import CitewiseError
from .settings import Settings

SERVER_FILE = "server.json"
PATH = "/citewise"  # the warm path's endpoints, beside the OpenAI-compatible /v1


def fingerprint(settings: Settings) -> str:
    """What makes two processes give the same answers: every setting but the faces' own (ui, api), with the data
    folder resolved (two config files in different folders may point at the same store)."""
    data = settings.model_dump(exclude={"ui", "api", "base_dir", "data_dir"})
    data["data_path"] = str(settings.data_path)
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:16]


def announce(settings: Settings, host: str, port: int) -> Path:
    """Write the discovery file (owner-only; no key in it) and remove it when this process exits."""
    url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{port}"
    path = settings.data_path / SERVER_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps({"url": url, "pid": os.getpid(), "fingerprint": fingerprint(settings)}))
    tmp.chmod(0o600)
    tmp.replace(path)

    def withdraw() -> None:
        with contextlib.suppress(OSError, ValueError):
            if json.loads(path.read_text()).get("pid") == os.getpid():
                path.unlink()

    atexit.register(withdraw)
    return path


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _request(url: str, key: str | None, body: dict | None = None, timeout: float = 1.0):
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {key}"} if key else {})}
    data = json.dumps(body).encode() if body is not None else None
    return urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers), timeout=timeout)


class RemoteError(CitewiseError):
    """The server refused the request; the message is its own (a question too long, an unknown area)."""


class Unreachable(Exception):
    """The server went away between `find` and the request: the caller works locally instead."""


@dataclass(frozen=True)
class Server:
    """A running citewise server and the key this client sends it (its own `api.key_env`, if set)."""

    url: str
    key: str | None = field(default=None, repr=False)

    def _open(self, endpoint: str, body: dict, timeout: float):
        try:
            return _request(self.url + PATH + endpoint, self.key, body, timeout)
        except urllib.error.HTTPError as exc:
            raise RemoteError(_message(exc)) from None
        except (urllib.error.URLError, ConnectionError) as exc:
            raise Unreachable(str(exc)) from None

    def call(self, endpoint: str, body: dict, timeout: float = 600.0) -> dict:
        with self._open(endpoint, body, timeout) as r:
            return json.loads(r.read())

    def stream(self, endpoint: str, body: dict, timeout: float = 600.0) -> Iterator[dict]:
        """The server's events, one JSON object per line."""
        with self._open(endpoint, body, timeout) as response:
            for line in response:
                if line.strip():
                    yield json.loads(line)


def find(settings: Settings) -> Server | None:
    """A running server with these settings, or None (no file, a dead process, other settings, a refused key)."""
    if not settings.api.reuse or os.environ.get("CITEWISE_LOCAL"):
        return None
    key = os.environ.get(settings.api.key_env) or None
    try:
        info = json.loads((settings.data_path / SERVER_FILE).read_text())
        if not _alive(int(info["pid"])) or info.get("fingerprint") != fingerprint(settings):
            return None
        with _request(info["url"] + PATH + "/health", key, timeout=1.0) as r:
            health = json.loads(r.read())
        return Server(info["url"], key) if health.get("fingerprint") == fingerprint(settings) else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _message(exc: urllib.error.HTTPError) -> str:
    try:
        return json.loads(exc.read())["error"]["message"]
    except (ValueError, KeyError, TypeError):
        return f"the citewise server answered HTTP {exc.code}"
