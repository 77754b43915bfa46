"""A map of the corpus: every paper clustered into topics once per store revision (k-means on the paper vectors),
each topic named by c-TF-IDF keyphrases like a summary's themes, and 2-D coordinates for the map (t-SNE on a
30-d PCA of the vectors). Kept beside the paper vectors, rebuilt when the store changes.
"""

from __future__ import annotations

import json
import threading
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from .gather import PaperVectorIndex, PaperVectors
from .summary import keyphrases

FORMAT = 6  # bump when labels or layout change: a saved map of another format is rebuilt


@dataclass
class Topic:
    id: int
    label: str
    size: int
    representative: list[str]  # paper ids nearest the topic's centre, best first


@dataclass
class TopicMap:
    revision: str
    topics: list[Topic]
    paper_ids: list[str]
    topic_of: list[int]  # per paper
    xy: list[tuple[float, float]]  # per paper

    def papers_of(self, topic_id: int) -> list[str]:
        return [pid for pid, t in zip(self.paper_ids, self.topic_of) if t == topic_id]


def n_topics(papers: int) -> int:
    """About one topic per 100 papers, between 2 and 60."""
    return max(2, min(60, round(papers / 100)))


def build(papers: PaperVectors) -> TopicMap:
    from sklearn.cluster import KMeans
    from sklearn.decomposition import PCA

    n = len(papers.ids)
    if n < 4:
        return TopicMap(papers.revision, [Topic(0, "All papers", n, list(papers.ids))] if n else [], list(papers.ids),
                        [0] * n, [(float(i), 0.0) for i in range(n)])
    k = min(n_topics(n), n // 2)
    km = KMeans(n_clusters=k, n_init=3, random_state=0).fit(papers.vectors)
    labels = km.labels_
    groups = [np.flatnonzero(labels == c) for c in range(k)]
    names = keyphrases([[(papers.metas[i].get("title") or "", papers.metas[i].get("keywords") or []) for i in g]
                        for g in groups])
    topics = []
    for c, (group, name) in enumerate(zip(groups, names)):
        centre = km.cluster_centers_[c]
        nearest = group[np.argsort(-(papers.vectors[group] @ centre))][:3]
        topics.append(Topic(c, name, len(group), [papers.ids[i] for i in nearest]))
    reduced = PCA(n_components=min(30, n - 1, papers.vectors.shape[1]), random_state=0).fit_transform(papers.vectors)
    if n >= 50:
        from sklearn.manifold import TSNE

        xy = TSNE(n_components=2, init="pca", random_state=0, perplexity=min(30, n // 4)).fit_transform(reduced)
    else:
        xy = reduced[:, :2]
    return TopicMap(papers.revision, topics, list(papers.ids), [int(t) for t in labels],
                    [(round(float(x), 3), round(float(y), 3)) for x, y in xy])


class TopicIndex:
    """The topic map of the store as it is now: in memory, else from disk, else built (and saved)."""

    def __init__(self, papers: PaperVectorIndex, folder: Path):
        self.papers, self.folder = papers, folder
        self._current: TopicMap | None = None
        self._lock = threading.Lock()

    def current(self) -> TopicMap:
        vectors = self.papers.current()
        with self._lock:
            if self._current is None or self._current.revision != vectors.revision:
                self._current = self._load(vectors.revision) or self._save(build(vectors))
            return self._current

    def _load(self, revision: str) -> TopicMap | None:
        try:
            data = json.loads((self.folder / "topics.json").read_text())
            if data.get("format") != FORMAT or data["revision"] != revision:
                return None
            return TopicMap(data["revision"], [Topic(**t) for t in data["topics"]], data["paper_ids"],
                            data["topic_of"], [tuple(p) for p in data["xy"]])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def _save(self, topic_map: TopicMap) -> TopicMap:
        self.folder.mkdir(parents=True, exist_ok=True)
        tmp = self.folder / "topics.tmp.json"
        tmp.write_text(json.dumps({"format": FORMAT, **asdict(topic_map)}))
        tmp.replace(self.folder / "topics.json")
        return topic_map
