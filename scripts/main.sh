#!/usr/bin/env bash
# The main job on a fresh machine: install, fetch the default local model, ingest the default corpus, then serve.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
# The default model (Qwen2.5-Coder-1.5B Q4_K_M); without it answers fall back to extractive.
.venv/bin/citewise models install || echo "model install failed: answers will be extractive" >&2
.venv/bin/citewise ingest
.venv/bin/citewise stats
if .venv/bin/citewise ui --help >/dev/null 2>&1; then
  exec .venv/bin/citewise ui "$@"
fi
.venv/bin/citewise search "quantitative bounds for length generalization in transformers" -k 3
.venv/bin/citewise ask "What do we know about how long training sequences must be for transformers to length-generalize?"
