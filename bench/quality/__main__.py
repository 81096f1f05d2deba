"""``python -m bench.quality``: see :mod:`bench.quality.run`."""

from __future__ import annotations

import sys

from bench.quality.run import main

sys.exit(main())
