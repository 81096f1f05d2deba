"""Token estimates from characters, calibrated with provider-reported usage.

The estimate looks at what the text is (docs/CONTRACT.md, "Token
estimation and calibration"):

- CJK characters (Han, kana, Hangul, CJK punctuation, full-width forms) count
  ``CJK_TOKENS_PER_CHAR`` each: cl100k spends 0.7–1.0 tokens on one, and no
  chars-per-token ratio fit for English or code comes close.
- Every other character counts ``1 / chars_per_token``; in tool results at the
  tool-output density, which is ``tool_result_chars_per_token / chars_per_token``
  (0.5) of the text ratio: JSON and logs pack fewer characters into a token.
- Each message adds ``MESSAGE_OVERHEAD_TOKENS`` (role and framing), each tool
  call ``CALL_OVERHEAD_TOKENS`` plus its name and arguments as text.

What a request costs is modelled as **hidden overhead + the visible history**:

    reported input tokens = hidden + fixed + weighted chars × tokens per char

``hidden`` is what the provider counts and the engine never sees (a host's system
prompt and tool schemas: ~33 KB in OpenCode 1.18, or the tools of an agent loop
that passes only its messages), ``fixed`` the CJK and framing tokens, ``weighted``
the text-equivalent characters (a tool-output character weighs
``chars_per_token / tool_result_chars_per_token`` text characters). Calibration
estimates both unknowns, ``hidden`` and the ratio, from the reports: a two-state
Kalman filter (a recursive least-squares fit with a prior), so a first report is
explained mostly by hidden overhead (its prior spread is wide) and the ratio moves
as the history's size varies between reports. The ratio starts at
``calibration_initial_chars_per_token`` with a prior spread of 25 %, ``hidden`` at 0.
The first ``calibration_warmup`` (3) reports are fitted as a plain regression; after
that each step lets both drift a little (``calibration_alpha``, 0.15, scales the
drift), so a session whose mix of content changes is followed. The ratio stays in
:attr:`TokenEstimator.tokens_per_char_range`, the hidden part at 0 or above. A
report not above the fixed part is ignored. The fitted quantity is tokens per
char (the reciprocal), which averages without bias on mixed streams.

So :meth:`TokenEstimator.count` of a history is the estimated **request** (hidden
part included): what is compared with the window. :meth:`count_msg` and
:meth:`count_text` are one message or text alone.

Base densities, measured with cl100k on the developers' corpus of 50 real agent
sessions (see bench/corpus_bench.py): text 4.03 chars/token, tool output 3.57,
call arguments 3.80. So the defaults are 4.0 for text and 3.5 for tool output
(a density of 2 for tool output made the uncalibrated estimate +91 % on these
sessions).

Per-message work is cached on the message itself (``Msg.memo``, so the cache
lives and dies with the message) and, for texts that are not ASCII (an ASCII text
is its length, no scan), in a bounded dict keyed by the text: appending one message
to a history costs one new estimate; the rest is a sum.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from supermemory_local.config import Settings
from supermemory_local.engine.messages import Msg

CJK_TOKENS_PER_CHAR = 1.0
MESSAGE_OVERHEAD_TOKENS = 4.0
CALL_OVERHEAD_TOKENS = 3.0
OBSERVED_RATIO_BOUNDS = (0.5, 8.0)  # the ratio is kept inside these (chars per token)
PRIOR_RATIO_SPREAD = 0.25  # of the start ratio: how far calibration may move it at once
PRIOR_HIDDEN_SPREAD = 20_000.0  # tokens: hidden overhead is anything from 0 to tens of k
REPORT_NOISE = (0.01, 20.0)  # a report's spread: this share of it, plus tokens
TEXT_CACHE_LIMIT = 50_000
# Histories whose sums are kept: the one loaded, Layer 1's copy of it, and what a pruning
# sums (what it keeps, the history it leaves and its repair, the copy returned).
SUMS_KEPT = 6

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
        self.hidden = 0.0  # estimated tokens of every request the history does not show
        # The filter's state: (hidden, tokens per 1,000 chars) and its covariance.
        t0 = 1000.0 / self.chars_per_token
        self._prior = (PRIOR_HIDDEN_SPREAD**2, (PRIOR_RATIO_SPREAD * t0) ** 2)
        self._cov = [[self._prior[0], 0.0], [0.0, self._prior[1]]]
        self._sums: list[tuple[list[Msg], float, float]] = []  # most recent last
        # Per-conversation caches of the strategies, keyed by their owner.
        self.caches: dict[Any, Any] = {}

    @property
    def tokens_per_char(self) -> float:
        """The calibrated reciprocal of ``chars_per_token`` (what calibration averages)."""
        return self._tokens_per_char

    @property
    def tool_weight(self) -> float:
        """How many text characters one character of tool output counts for."""
        return self._tool_weight

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
        """The estimated input tokens of a request with this history (hidden part in)."""
        fixed, weighted = self.sums(msgs)
        return math.ceil(self.hidden + fixed + weighted * self._tokens_per_char)

    def count_history(self, msgs: Sequence[Msg]) -> int:
        """The history alone, without the hidden overhead."""
        fixed, weighted = self.sums(msgs)
        return math.ceil(fixed + weighted * self._tokens_per_char)

    def tokens(self, fixed: float, weighted: float) -> float:
        """Tokens of a request whose history sums to (fixed, weighted chars), unrounded:
        the hidden overhead included."""
        return self.hidden + fixed + weighted * self._tokens_per_char

    def sums(self, msgs: Sequence[Msg]) -> tuple[float, float]:
        """Sum of :meth:`parts` over ``msgs``. A history that starts with one of the last
        few summed (the same messages) adds only the rest: the sum is built in the same
        order either way, so it is the same number."""
        known = self._sums
        at, start, fixed, weighted = -1, 0, 0.0, 0.0
        head = msgs if isinstance(msgs, list) else list(msgs)
        for k in range(len(known) - 1, -1, -1):
            prev = known[k][0]
            n = len(prev)
            # ``msgs`` starts with ``prev`` (see messages.extends), checked inline at C level
            if start < n <= len(head) and head[n - 1] is prev[n - 1] and head[:n] == prev:
                at, start, fixed, weighted = k, len(prev), known[k][1], known[k][2]
        fixed, weighted = self._add_parts(msgs, start, fixed, weighted)
        if at >= 0 and start == len(msgs):  # the very same messages: keep that list
            self._keep_sums(known.pop(at))
        else:
            if at >= 0:
                del known[at]  # the longer history stands for it
            self._keep_sums((list(msgs), fixed, weighted))
        return fixed, weighted

    def known_sums(self, msgs: list[Msg], fixed: float, weighted: float) -> None:
        """Sums of ``msgs`` found by their owner (a strategy's index of the history, which
        adds them up in the same order): :meth:`sums` starts from them. ``msgs`` must not
        change afterwards, unless it is handed over again with its new sums at once."""
        self._sums = [s for s in self._sums if s[0] is not msgs]
        self._keep_sums((msgs, fixed, weighted))

    def _keep_sums(self, entry: tuple[list[Msg], float, float]) -> None:
        known = self._sums
        known.append(entry)
        if len(known) > SUMS_KEPT:
            del known[0]  # the least recently used

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
        if text.isascii():  # (a flag of the string: no scan) no CJK, nothing to cache
            rest = float(len(text))
            return 0.0, rest * self._tool_weight if tool_result else rest
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

    def observe(self, reported_input_tokens: int, msgs: Sequence[Msg]) -> None:
        """Calibrate from the input tokens the provider reported for a request of ``msgs``.

        One step of the filter described in the module docstring; ignored (no change)
        when the report is not above the history's fixed part.
        """
        fixed, weighted = self.sums(msgs)
        y = reported_input_tokens - fixed
        if y <= 0 or weighted <= 0 or not math.isfinite(y):
            return
        s = self.settings
        x = weighted / 1000.0
        h, t = self.hidden, self._tokens_per_char * 1000.0
        (phh, pht), (_, ptt) = self._cov
        if self.observations >= s.calibration_warmup:  # let both drift a little
            drift = (s.calibration_alpha / 4) ** 2
            phh += drift * self._prior[0]
            ptt += drift * self._prior[1]
        share, floor = REPORT_NOISE
        noise = (share * y + floor) ** 2
        # Kalman update for y = h + t * x.
        ph = phh + pht * x  # P @ [1, x]
        pt = pht + ptt * x
        gain_denominator = ph + pt * x + noise
        kh, kt = ph / gain_denominator, pt / gain_denominator
        error = y - (h + t * x)
        h, t = h + kh * error, t + kt * error
        phh, pht, ptt = phh - kh * ph, pht - kh * pt, ptt - kt * pt
        lo, hi = self.tokens_per_char_range
        t = min(max(t, lo * 1000.0), hi * 1000.0)
        if h < 0:  # no negative overhead: the ratio explains the report alone
            h = 0.0
            t = min(max(y / x, lo * 1000.0), hi * 1000.0)
        self.hidden = h
        self._tokens_per_char = t / 1000.0
        self.chars_per_token = 1.0 / self._tokens_per_char
        self._cov = [[phh, pht], [pht, ptt]]
        self.observations += 1
