"""``python -m game`` does what the ``fmduel`` console script does."""

import sys

from game.cli import main

sys.exit(main())
