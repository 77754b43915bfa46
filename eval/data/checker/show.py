"""Print labelling rows with the abstracts they refer to: python eval/data/checker/show.py FILE ID [ID ...]"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
from rag.readers import read_corpus  # noqa: E402

papers = {p.paper_id: p for p in read_corpus([ROOT / "seeds"])}
rows = {json.loads(line)["id"]: json.loads(line) for line in open(sys.argv[1], encoding="utf-8") if line.strip()}
for rid in sys.argv[2:]:
    row = rows[rid]
    print(f"=== {rid}  [{row['type']}]\nQUESTION: {row['question']}\nSENTENCE: {row['sentence']}\nCITED: {row['cited']}")
    for r in row["read"]:
        p = papers[r["paper_id"]]
        print(f"--- [{r['n']}] {p.paper_id} {p.title}\n{p.abstract}")
    print()
