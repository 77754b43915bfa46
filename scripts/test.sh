#!/usr/bin/env bash
# Install everything the tests need (idempotent), then run them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh --dev
.venv/bin/ruff check rag ui eval tests
exec .venv/bin/python -m pytest -q -p no:cacheprovider "$@"
