"""Benchmarks (scripts, not tests): `python eval/bench/ingest_bench.py --limit 300`."""
