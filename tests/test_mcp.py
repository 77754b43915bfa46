"""`citewise mcp` as a real stdio process, driven by the official MCP SDK's own client."""

from __future__ import annotations

import asyncio
import os
import sys

import pytest
from conftest import ingested_config

LITEGUARD = "TFC25ZT9nI"


@pytest.fixture(scope="module")
def config(tmp_path_factory):
    return ingested_config(tmp_path_factory.mktemp("mcp"), llm={"backend": "extractive"})


async def _session(config, calls):
    from mcp import Client, StdioServerParameters

    env = {k: v for k, v in os.environ.items() if not k.startswith("CITEWISE_")}
    params = StdioServerParameters(command=sys.executable, args=["-m", "rag", "mcp", "--config", str(config)], env=env)
    async with Client(params, read_timeout_seconds=120) as client:
        tools = await client.list_tools()
        results = [await client.call_tool(name, arguments) for name, arguments in calls]
    return {t.name for t in tools.tools}, results


def test_mcp_tools_over_stdio(config):
    names, (found, answer, summary, paper, bad, missing) = asyncio.run(_session(config, [
        ("search_papers", {"query": "model fingerprinting ownership verification", "k": 3}),
        ("ask", {"question": "How does LiteGuard make model fingerprinting cheaper?"}),
        ("summarize_area", {"topic": "generalization in transformers and LLMs"}),
        ("get_paper", {"paper_id": LITEGUARD}),
        ("search_papers", {"query": "anything", "area": "basket weaving"}),
        ("get_paper", {"paper_id": "nope"}),
    ]))
    assert names == {"search_papers", "ask", "summarize_area", "get_paper"}
    assert found.structured_content["results"][0]["paper_id"] == LITEGUARD
    data = answer.structured_content
    assert not data["abstained"] and LITEGUARD in {c["paper_id"] for c in data["citations"]}
    c = next(c for c in data["citations"] if c["paper_id"] == LITEGUARD)
    assert c["url"].endswith(LITEGUARD) and c["supporting_sentences"] and f"[{c['n']}]" in data["answer"]
    assert "**References**" in data["markdown"] and data["suggestions"]
    assert summary.structured_content["mode"] == "summary" and summary.structured_content["themes"]
    p = paper.structured_content
    assert p["title"].startswith("LiteGuard") and p["authors"][0] == "Guang Yang" and "MetaV" in p["abstract"]
    assert "@inproceedings{yang2026liteguard" in p["bibtex"]
    assert bad.is_error and "no primary area matches" in bad.content[0].text
    assert missing.is_error and "no stored paper" in missing.content[0].text
