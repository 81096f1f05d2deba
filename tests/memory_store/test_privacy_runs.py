"""Long runs of one character are read once: four regexes of the filter took time that grew
as the square, the cube or exponentially with such a run, and were rewritten to match the
same texts.

- The keyword plugins of the detect-secrets library (Cloudant, IBM Cloud IAM, IBM COS HMAC,
  SoftLayer) separate the name from the value with three quantifiers of blanks in a row:
  ``password`` and 2,000 blanks took a minute and a half. The filter compiles them with
  one separator of the same language.
- The one-time code's regex read the blanks after ``verification code`` with two
  quantifiers in a row (n² tries); the first is possessive now.
- The reader of a password from a pipe searched ``|`` and then its words, so each ``|`` of a
  line was a try to the line's end; it searches the words after the line's first ``|``.
- The other half of a key pair is a camelCase variable's name (``secretKey``); under the
  regex's ignore-case flag the camelCase pattern read any run of letters in two nested
  quantifiers, exponential in the run (a 256-character Kubernetes Secret of base64 values
  did not finish in fifteen minutes). The camelCase pattern is case-sensitive now.

Speed itself is measured by ``bench/privacy_worst_case.py``; these tests hold the rewrites
to their meaning."""

from __future__ import annotations

import random
import re
import string

from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.store import privacy
from tests.memory_store.generated import ALNUM, SLOW, seeded

_OLD_ONE_TIME_CODE = re.compile(
    r"(?i)[^\S\n]*(?:(?:is|ist|lautet|est|es|é|was)\b[ \t]*)?"
    r"(?:[:：=是は][ \t]*(?:\r?\n[ \t]*){0,2})?"
    r"(?:<[a-z]{1,10}[^<>\n]{0,40}>|[*_`\"'「])*[ \t]*"
    r"(?P<v>(?<![\w\-])(?:\d{4,8}|\d{3}[ \-]\d{3}|[A-Z0-9]{6,8})(?![\w\-%]|[.,]\d))"
)
_OLD_PASSWORD_READER = re.compile(
    r"\|[^\n]*(?:passw|login|stdin|kinit|passphrase|\bsudo\s+(?:-\w+\s+)*-\w*S)", re.IGNORECASE
)


def _library_patterns() -> list[tuple[str, re.Pattern[str], re.Pattern[str]]]:
    """(plugin, the library's own regex, the regex the filter runs) of each keyword plugin."""
    compiled = {r.pattern.pattern: r for r in privacy._library_rules()}
    out = []
    for name, patterns in privacy._library_denylists():
        for source, flags in patterns:
            if privacy._CUBIC_SEPARATOR in source:
                ours = source.replace(privacy._CUBIC_SEPARATOR, privacy._LINEAR_SEPARATOR)
                out.append((name, re.compile(source, flags), compiled[ours].pattern))
    return out


def test_no_keyword_plugin_runs_with_three_blank_quantifiers_in_a_row() -> None:
    plugins = _library_patterns()
    assert {name for name, _, _ in plugins} >= {"IbmCloudIamDetector", "SoftlayerDetector"}
    for rule in privacy._library_rules():
        assert privacy._CUBIC_SEPARATOR not in rule.pattern.pattern, rule.name


_NAMES = ["ibm_cloud_api_key", "iam-pwd", "cloudant_password", "softlayer_token", "cl_pass",
          "cos_hmac_secret_access_key", "sl-api-key", '"ibm_api_key"',
          "[cloud_iam_token]"]  # fmt: skip
_SEPARATORS = ["=", ":", ":=", "=>", "::", " ", "  ", "\t", "\n", ""]


@SLOW
@given(seeded)
def test_the_library_separator_matches_what_it_matched(r: random.Random) -> None:
    for _ in range(20):
        name = r.choice(_NAMES)
        sep = " " * r.randrange(3) + r.choice(_SEPARATORS) + " " * r.randrange(3)
        alphabet = r.choice([ALNUM + "_-", "0123456789abcdef", string.ascii_lowercase])
        value = "".join(r.choice(alphabet) for _ in range(r.choice([24, 44, 48, 64, 70])))
        quote = r.choice(["", '"', "'"])
        text = f"x {name}{sep}{quote}{value}{quote} y"
        for plugin, theirs, ours in _library_patterns():
            old = [m.span(1) for m in theirs.finditer(text)]
            new = [m.span(1) for m in ours.finditer(text)]
            assert old == new, (plugin, text)


_CODE_WORDS = ["verification code", "one-time code", "Your code", "sign-in code", "code"]
_CODE_TAILS = ["is", "ist", "lautet", ":", "=", "：", " is:", "是", "\n", "\r\n", "<b>", "**",
               "'", "`"]  # fmt: skip


@SLOW
@given(seeded)
def test_the_one_time_code_regex_matches_what_it_matched(r: random.Random) -> None:
    for _ in range(40):
        blanks = "".join(r.choice(" \t\u00a0\x0b") for _ in range(r.randrange(6)))
        tail = "".join(r.choice(_CODE_TAILS) for _ in range(r.randrange(3)))
        more = "".join(r.choice(" \t") for _ in range(r.randrange(4)))
        value = r.choice(
            ["".join(r.choice(string.digits) for _ in range(r.randrange(3, 10))),
             "".join(r.choice(string.ascii_uppercase + string.digits) for _ in range(7)),
             "123 456", "123-456", "12.5", "1234%", "word"]
        )  # fmt: skip
        end = r.choice(["", ".", ",5", " x"])
        text = f"{r.choice(_CODE_WORDS)}{blanks}{tail}{more}{value}{end}"
        at = text.find("code") + 4
        old = _OLD_ONE_TIME_CODE.match(text, at)
        new = privacy._ONE_TIME_CODE.match(text, at)
        assert (old and old.span("v")) == (new and new.span("v")), text


_PIPE_WORDS = ["passwd", "login", "--stdin", "kinit", "passphrase", "sudo -S", "sudo -k -S",
               "cat", "tee"]  # fmt: skip


@given(st.lists(st.sampled_from(["echo x", "|", " | ", "||", *_PIPE_WORDS, "a", " "]), max_size=12))
def test_the_pipe_reader_finds_what_it_found(pieces: list[str]) -> None:
    line = "".join(pieces)
    pipe = line.find("|")
    new = pipe >= 0 and privacy._PASSWORD_READER.search(line, pipe + 1) is not None
    assert new == (_OLD_PASSWORD_READER.search(line) is not None), line


def _other_half(value: str) -> bool:
    m = privacy._OTHER_HALF.search(f"client_secret: {value},")
    return m is not None and m.group("var") is not None


@SLOW
@given(seeded)
def test_a_camel_case_name_is_the_other_half_and_base64_is_not(r: random.Random) -> None:
    words = ["secret", "key", "value", "token", "api", "client", "signing"]
    name = r.choice(words) + "".join(r.choice(words).title() for _ in range(r.randint(1, 3)))
    assert _other_half(name), name
    assert _other_half(f"config.{name}"), name
    # a value in letters of both cases (base64 without digits), a run of capitals
    b64 = "".join(r.choice(string.ascii_letters) for _ in range(r.randint(8, 30)))
    if not re.fullmatch(r"[a-z]+(?:[A-Z][a-z]+)+", b64):
        assert not _other_half(b64), b64
    assert not _other_half("".join(r.choice(string.ascii_uppercase) for _ in range(12)))
