"""`python -m rag` runs the citewise command."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
