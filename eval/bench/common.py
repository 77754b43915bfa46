"""Helpers shared by the benchmark scripts: RSS, timed phases that notice a busy machine, queries."""

from __future__ import annotations

import os
import random
import re
import resource
import socket
import sys
import time
from pathlib import Path


def peak_rss_mib() -> float:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / (1024 * 1024) if sys.platform == "darwin" else rss / 1024  # bytes on macOS, KiB on Linux


def rss_mib(pid: int | str = "self") -> float:
    """Resident memory of a process now (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


_LEAD = re.compile(r"^(?:towards?|on|a|an|the)\s+", re.I)


def rewrite_title(title: str) -> str:
    """'LiteGuard: Efficient Task-Agnostic Model Fingerprinting' -> 'papers about efficient task-agnostic model ...'."""
    body = title.split(":", 1)[1] if ":" in title and len(title.split(":", 1)[1].split()) >= 3 else title
    body = _LEAD.sub("", body.strip()).rstrip("?.!").lower()
    return f"papers about {body}"


def first_sentence(abstract: str, max_words: int = 30) -> str:
    sentence = re.split(r"(?<=[.!?])\s+", abstract.strip(), maxsplit=1)[0]
    words = sentence.split()
    return " ".join(words[:max_words])


def make_queries(papers: list, n: int, seed: int = 0) -> list[tuple[str, str]]:
    """(query, source paper id): alternately a rewritten title and an abstract's first sentence."""
    rng = random.Random(seed)
    pool = list(papers)
    rng.shuffle(pool)
    picked = [pool[i % len(pool)] for i in range(n)]
    return [(rewrite_title(p.title) if i % 2 == 0 else first_sentence(p.abstract), p.paper_id) for i, p in enumerate(picked)]


class Phase:
    """Wall time, this process's CPU time, and the CPU time other processes took meanwhile.

    The last one (from /proc/stat, Linux only) tells whether the numbers are disturbed by
    something else running on the machine.
    """

    def __enter__(self) -> Phase:
        self.wall = self.cpu = 0.0
        self.other_cpu: float | None = None
        self._t, self._own, self._busy = time.perf_counter(), _own_cpu(), _machine_busy()
        return self

    def __exit__(self, *exc) -> None:
        self.wall = time.perf_counter() - self._t
        self.cpu = _own_cpu() - self._own
        busy = _machine_busy()
        if busy is not None and self._busy is not None:
            self.other_cpu = max(0.0, busy - self._busy - self.cpu)

    @property
    def other_share(self) -> float | None:
        """Share of the machine's CPU capacity used by other processes during this phase."""
        if self.other_cpu is None or self.wall <= 0:
            return None
        return self.other_cpu / (self.wall * (os.cpu_count() or 1))

    def to_json(self) -> dict:
        return {"wall_s": self.wall, "cpu_s": self.cpu, "other_cpu_s": self.other_cpu, "other_share": self.other_share}


def _own_cpu() -> float:
    t = os.times()
    return t.user + t.system


def _machine_busy() -> float | None:
    """CPU-seconds the whole machine has been busy since boot (None where /proc/stat is missing)."""
    try:
        fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")
