#!/usr/bin/env bash
# Benchmark (not a test): `git clone` to the first cited answer, as a new user on a fresh machine: a new clone, no
# venv, no pip cache, no model; `bash scripts/main.sh`, then a question through the API until LiteGuard is cited.
#   bash eval/bench/fresh_clone.sh [PORT]      (clones this repository into a temporary folder)
set -u
REPO=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
PORT=${1:-7871}
DEST=$(mktemp -d)/citewise
T0=$(date +%s.%N)
stamp() { printf '%7.1f s  %s\n' "$(echo "$(date +%s.%N) - $T0" | bc)" "$*"; }
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores"
git clone -q "$REPO" "$DEST" && cd "$DEST" && stamp "cloned into $DEST"
export PIP_NO_CACHE_DIR=1
bash scripts/main.sh --port "$PORT" > "$DEST.main.log" 2>&1 &
MAIN=$!
until curl -s -o /dev/null "http://127.0.0.1:$PORT/"; do
  kill -0 $MAIN 2>/dev/null || { echo "scripts/main.sh stopped: see $DEST.main.log"; exit 1; }
  sleep 1
done
stamp "page served (install and model done)"
Q='{"model": "citewise", "messages": [{"role": "user", "content": "How does LiteGuard make model fingerprinting cheaper?"}]}'
until curl -s -m 600 "http://127.0.0.1:$PORT/v1/chat/completions" -H 'Content-Type: application/json' -d "$Q" \
    | grep -q '"paper_id":"TFC25ZT9nI"'; do
  sleep 2  # 503 while the corpus is indexed
done
stamp "first cited answer (default model)"
pkill -f "citewise ui --port $PORT"
