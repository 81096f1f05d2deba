"""Patterns rewritten so that their time grows linearly with a run's length.

Four patterns of the privacy filter took time in proportion to the square of a run of
blanks, hyphens or letters and hyphens (``passphrase`` and 6,000 ``-``: about 1 s). Three
were rewritten exactly; each test below compares the rewritten pattern with its earlier
form, kept here as the reference, on generated strings of the characters the pattern
looks at (the runs that were slow among them). The fourth now allows a name of at most
100 characters before a password's word; its test compares the two forms where the name
is shorter. (The timing itself is measured by ``bench.privacy_worst_case``, never here.)
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.store import privacy

_BEFORE_NAMED_PASSWORD_34 = re.compile(
    r"(?i)(?<!\w)(?:[^\W\d_]|-)*(?:passw|kennw|wachtw)(?:[^\W\d_]|-)*(?!\w)"
)
_BEFORE_PART_LINE = re.compile(
    r"(?im)(?<!\w)(?:(?:part|teil|parte|partie|deel|część|czesc|часть|kısım|parça|osa"
    r"|del|rész|díl|파트|部分|パート|パーツ)[ \t]*[#№]?[ \t]*[1-9]"
    r"|(?:first|second|third|1st|2nd|3rd|erste|zweite|dritte|prima|seconda|terza|primera"
    r"|segunda|tercera|première|premiere|deuxième|deuxieme|seconde|troisième)[ \t]+"
    r"(?:half|part|hälfte|haelfte|teil|metà|meta|parte|mitad|moitié|moitie|partie))"
    r"[ \t]*[:：=\-–][ \t]*[`\"']?(?P<v>[^\s`\"']{6,200})[`\"']?[ \t]*$"
)
_BEFORE_CJK_LABEL = re.compile(
    r"(?:키|토큰|비밀번호|암호|시크릿|キー|トークン|パスワード|シークレット|密钥|密碼|密码|令牌)"
    r"(?:는|은|가|이|:|：|は|が|是|为|為)?[ \t]*[:：]?[ \t]*(?P<s>[A-Za-z0-9_+/=.\-]{12,300})"
)
_BEFORE_NAMED_PASSWORD = re.compile(
    r"(?m)(?<![\w])[$@%]?\{?(?:[A-Za-z][\w-]*?)?(?:(?i:password|passwd|pwd)|_PASS|_pass|[a-z]Pass)"
    r"\d?\}?%?(?:[ \t]+|[ \t]*=[ \t]*\\?[\"']?)(?P<s>[^\s;,'\"\\()]{10,})(?=[;,'\"\\]|[ \t]*$)"
)


def _found(pattern: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], ...]]:
    return [tuple(m.span(g) for g in range(len(m.groups()) + 1)) for m in pattern.finditer(text)]


def _texts(pieces: list[str], max_size: int = 14) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(pieces), max_size=max_size).map("".join)


_WORD_PIECES = ["passw", "PassW", "kennw", "wachtw", "ord", "a", "Z", "é", "ß", "²", "-", "--"]
_WORD_PIECES += ["_", "1", " ", "\n", ":", "=", "x"]


@settings(max_examples=400, deadline=None)
@given(_texts(_WORD_PIECES))
def test_a_word_naming_a_password_is_found_exactly_as_before(text: str) -> None:
    # (only whether the text holds one is used)
    before = _BEFORE_NAMED_PASSWORD_34.search(text) is not None
    assert (privacy._NAMED_PASSWORD_34.search(text) is not None) == before


_PART_PIECES = ["part", "Teil", "first", "second half", "파트", "部分", " ", "  ", "\t", "#", "№"]
_PART_PIECES += ["1", "2", "0", ":", "：", "=", "-", "'", "Xy7", "abcdef", "\n", "part 1: "]


@settings(max_examples=400, deadline=None)
@given(_texts(_PART_PIECES))
def test_part_labels_match_exactly_as_before(text: str) -> None:
    assert _found(privacy._PART_LINE, text) == _found(_BEFORE_PART_LINE, text)


_CJK_PIECES = ["密码", "비밀번호", "トークン", "令牌", "는", "は", "是", " ", "  ", "\t", ":", "："]
_CJK_PIECES += ["Ab3", "xY9-", "+/=", "abcdefgh", "\n", "。"]


@settings(max_examples=400, deadline=None)
@given(_texts(_CJK_PIECES))
def test_credential_words_of_cjk_prose_match_exactly_as_before(text: str) -> None:
    assert _found(privacy._CJK_LABEL, text) == _found(_BEFORE_CJK_LABEL, text)


_NAME_PIECES = ["a", "B", "db", "-", "_", "$", "{", "}", "%", "1", "password", "PWD", "_PASS"]
_NAME_PIECES += ["Pass", " ", "=", '"', "'", ";", "Xq7vT9pL2w", "\n"]


@settings(max_examples=400, deadline=None)
@given(_texts(_NAME_PIECES, max_size=16))
def test_a_named_password_matches_as_before_where_the_name_is_short(text: str) -> None:
    # (each piece is at most 10 characters: no name reaches 100 of them)
    assert _found(privacy._NAMED_PASSWORD, text) == _found(_BEFORE_NAMED_PASSWORD, text)


def test_a_name_of_more_than_100_characters_no_longer_reaches_back() -> None:
    name = "x" * 120 + "Password"
    text = f"{name} = Xq7vT9pL2wRk"
    assert _BEFORE_NAMED_PASSWORD.search(text) is not None
    assert privacy._NAMED_PASSWORD.search(text) is None
    # within 100 characters of a hyphen, the name is still read
    assert privacy._NAMED_PASSWORD.search("x" * 120 + "-db" + "Password = Xq7vT9pL2wRk")


_VENDOR_PIECES = ["sk_live_", "ghp_", "xoxb-", "AKIA", "glpat-", "A", "b", "7", "_", "-", "=", " "]
_VENDOR_PIECES += ["Zm9vYmFy", "0123456789abcdef", "auth=", "x"]


@settings(max_examples=400, deadline=None)
@given(_texts(_VENDOR_PIECES, max_size=10))
def test_a_vendor_format_covering_a_value_is_found_as_by_a_search(value: str) -> None:
    # (the earlier form: the first match anywhere, covering all but two characters)
    before = any(
        (m := rule.pattern.search(value)) is not None and m.end() - m.start() >= len(value) - 2
        for rule in privacy.sr.PREFIX_RULES
        if rule.name != "jwt"
    )
    assert privacy._vendor_secret.__wrapped__(value) == before
