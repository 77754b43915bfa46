"""citewise: cited answers about research-paper abstracts."""

import os

# Offline and quiet by default: nothing may reach a model hub or a telemetry endpoint.
for _key, _value in {
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HF_HUB_DISABLE_TELEMETRY": "1",
    "ANONYMIZED_TELEMETRY": "False",
    "GRADIO_ANALYTICS_ENABLED": "False",
    "TOKENIZERS_PARALLELISM": "false",
    "DO_NOT_TRACK": "1",
}.items():
    os.environ.setdefault(_key, _value)

__version__ = "0.1.0"
