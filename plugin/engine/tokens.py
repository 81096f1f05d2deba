"""Token estimates from characters, calibrated with provider-reported usage.

The estimate looks at what the text is (SPEC.md "Token estimation with
calibration"):

- CJK characters (Han, kana, Hangul, CJK punctuation, full-width forms) count
  ``CJK_TOKENS_PER_CHAR`` each: cl100k spends 0.7–1.0 tokens on one, and no
  chars-per-token ratio fit for English or code comes close.
- Every other character counts ``1 / chars_per_token``; in tool results at the
  tool-output density, which is ``tool_result_chars_per_token / chars_per_token``
  (0.5) of the text ratio: JSON and logs pack fewer characters into a token.
- Each message adds ``MESSAGE_OVERHEAD_TOKENS`` (role and framing), each tool
  call ``CALL_OVERHEAD_TOKENS`` plus its name and arguments as text.

Calibration corrects the text ratio (what is left once CJK and framing are
counted apart). It starts at ``calibration_initial_chars_per_token`` (3.0, on the
safe side for code and mixed text). Each :meth:`TokenEstimator.observe` turns the
provider-reported input tokens of a request into an observed ratio
``x = text-equivalent chars / (reported - CJK - framing)`` (a tool-output
character counts as two text characters). A report is ignored when its plain
ratio, ``non-CJK chars / (reported - CJK - framing)``, is outside ``0.5 < x < 8``:
that bound is about the report (a usage figure that includes tool schemas, or a
cached prefix, is not believable), and a request made only of source-code output
legitimately has a text-equivalent ratio above 8 (cl100k: 4.1 chars per token of
Python, counted at double weight). The first ``calibration_warmup`` (3) accepted
observations are averaged plainly, later ones enter an exponential moving average
with ``calibration_alpha`` (0.15). Both average the reciprocal (tokens per char):
the tokens of a history are a sum of chars × tokens-per-char, so that is the
quantity that averages without bias on mixed streams; averaging chars per token
over-weights the light (prose) requests. Tool output keeps its relative density.

Per-message work is cached on the message itself (``Msg.memo``, so the cache
lives and dies with the message) and, for texts, in a bounded dict keyed by the
text: appending one message to a history costs one new estimate; the rest is a sum.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from supermemory.config import Settings
from supermemory.engine.messages import Msg, extends

CJK_TOKENS_PER_CHAR = 1.0
MESSAGE_OVERHEAD_TOKENS = 4.0
CALL_OVERHEAD_TOKENS = 3.0
OBSERVED_RATIO_BOUNDS = (0.5, 8.0)  # exclusive: chars per token outside this are not believed
TEXT_CACHE_LIMIT = 50_000

_CJK = re.compile(
    "[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3200-\u9fff"
    "\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
    "\U00020000-\U0003ffff]"
)


def cjk_chars(text: str) -> int:
    """How many CJK characters ``text`` holds (0 without a scan for ASCII text)."""
    if text.isascii():
        return 0
    return len(_CJK.findall(text))


class TokenEstimator:
    """Estimated input tokens of a history; see the module docstring for the rules."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        # A tool-output character weighs this many text characters (4 / 2 = 2).
        self._tool_weight = settings.chars_per_token / settings.tool_result_chars_per_token
        self._key = ("tokens", self._tool_weight)
        self._texts: dict[tuple[str, bool], tuple[float, float]] = {}
        self.chars_per_token: float = settings.calibration_initial_chars_per_token
        self.observations = 0  # accepted calibration observations
        self._tokens_per_char = 1.0 / self.chars_per_token
        self._last_sums: tuple[list[Msg], float, float] = ([], 0.0, 0.0)
        # Per-conversation caches of the strategies, keyed by their owner.
        self.caches: dict[Any, Any] = {}

    @property
    def tokens_per_char(self) -> float:
        """The calibrated reciprocal of ``chars_per_token`` (what calibration averages)."""
        return self._tokens_per_char

    @property
    def tokens_per_char_range(self) -> tuple[float, float]:
        """Every value ``tokens_per_char`` can take (outlier bounds and the start value)."""
        lo, hi = OBSERVED_RATIO_BOUNDS
        # The bounds hold for plain characters; text-equivalent ones are up to
        # tool_weight times as many (or as few) when a request is all tool output.
        w = self._tool_weight
        start = 1.0 / self.settings.calibration_initial_chars_per_token
        return min(1.0 / (hi * max(1.0, w)), start), max(1.0 / (lo * min(1.0, w)), start)

    # -- estimates ---------------------------------------------------------

    @property
    def tool_result_chars_per_token(self) -> float:
        """The current ratio for tool output (half the text ratio by default)."""
        return self.chars_per_token / self._tool_weight

    def count_text(self, text: str, *, tool_result: bool = False) -> int:
        fixed, weighted = self._text_parts(text, tool_result)
        return math.ceil(fixed + weighted * self._tokens_per_char)

    def count_msg(self, msg: Msg) -> int:
        fixed, weighted = self.parts(msg)
        return math.ceil(fixed + weighted * self._tokens_per_char)

    def count(self, msgs: Sequence[Msg]) -> int:
        fixed, weighted = self.sums(msgs)
        return math.ceil(fixed + weighted * self._tokens_per_char)

    def tokens(self, fixed: float, weighted: float) -> float:
        """Tokens of a (fixed, weighted-chars) pair at the current ratio, unrounded."""
        return fixed + weighted * self._tokens_per_char

    def sums(self, msgs: Sequence[Msg]) -> tuple[float, float]:
        """Sum of :meth:`parts` over ``msgs`` (a history that grew adds only the new part)."""
        prev, fixed, weighted = self._last_sums
        if extends(prev, msgs):
            start = len(prev)
        else:
            start, fixed, weighted = 0, 0.0, 0.0
        fixed, weighted = self._add_parts(msgs, start, fixed, weighted)
        self._last_sums = (list(msgs), fixed, weighted)
        return fixed, weighted

    def _add_parts(
        self, msgs: Sequence[Msg], start: int, fixed: float, weighted: float
    ) -> tuple[float, float]:
        key = self._key
        for i in range(start, len(msgs)):
            m = msgs[i]
            memo = m._memo
            parts = memo.get(key) if memo is not None else None
            if parts is None:
                parts = self.parts(m)
            fixed += parts[0]
            weighted += parts[1]
        return fixed, weighted

    def parts(self, msg: Msg) -> tuple[float, float]:
        """(tokens that do not calibrate, text-equivalent chars that do) of one message."""
        memo = msg.memo()
        parts: tuple[float, float] | None = memo.get(self._key)
        if parts is None:
            fixed, weighted = self._text_parts(msg.text, msg.role == "tool")
            fixed += MESSAGE_OVERHEAD_TOKENS
            for call in msg.tool_calls:
                f1, w1 = self._text_parts(call.name, False)
                f2, w2 = self._text_parts(call.arguments, False)
                fixed += CALL_OVERHEAD_TOKENS + f1 + f2
                weighted += w1 + w2
            parts = (fixed, weighted)
            memo[self._key] = parts
        return parts

    def _text_parts(self, text: str, tool_result: bool) -> tuple[float, float]:
        key = (text, tool_result)
        cached = self._texts.get(key)
        if cached is not None:
            return cached
        cjk = cjk_chars(text)
        rest = float(len(text) - cjk)
        parts = (cjk * CJK_TOKENS_PER_CHAR, rest * self._tool_weight if tool_result else rest)
        texts = self._texts
        if len(texts) >= TEXT_CACHE_LIMIT:
            for old in list(texts)[: TEXT_CACHE_LIMIT // 2]:
                del texts[old]
        texts[key] = parts
        return parts

    def chars_for_tokens(self, tokens: int, *, tool_result: bool = False) -> int:
        """How many (non-CJK) characters fit in ``tokens`` at the current ratio."""
        ratio = self.tool_result_chars_per_token if tool_result else self.chars_per_token
        return max(0, int(tokens * ratio))

    # -- calibration -------------------------------------------------------

    def _plain_chars(self, msgs: Sequence[Msg]) -> float:
        """Non-CJK characters of ``msgs`` as they are (tool output not weighted)."""
        w = self._tool_weight
        return sum(self.parts(m)[1] / (w if m.role == "tool" else 1.0) for m in msgs)

    def observe(self, reported_input_tokens: int, msgs: Sequence[Msg]) -> None:
        """Calibrate from the input tokens the provider reported for ``msgs``.

        Ignored (no change) when the observed ratio is outside 0.5 < x < 8, e.g. a
        report that includes large tool schemas the history does not show.
        """
        fixed, weighted = self.sums(msgs)
        rest = reported_input_tokens - fixed
        if rest <= 0 or weighted <= 0:
            return
        lo, hi = OBSERVED_RATIO_BOUNDS
        if not lo < self._plain_chars(msgs) / rest < hi:
            return
        s = self.settings
        y = rest / weighted  # tokens per char: the quantity averaged
        self.observations += 1
        if self.observations == 1:
            self._tokens_per_char = y
        elif self.observations <= s.calibration_warmup:
            self._tokens_per_char += (y - self._tokens_per_char) / self.observations
        else:
            a = s.calibration_alpha
            self._tokens_per_char = (1 - a) * self._tokens_per_char + a * y
        self.chars_per_token = 1.0 / self._tokens_per_char
