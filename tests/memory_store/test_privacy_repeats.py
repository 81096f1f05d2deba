"""A value judged a secret goes wherever it stands in the same text; a DOI is public.

The later occurrences have no name of their own (``use X to log in``, ``echo X``): without
the repeat rule the first is hidden and the second stored. Words and DOIs a rule took by
mistake are not spread (both were found on the real transcripts)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, redact
from tests.memory_store.generated import SLOW, caught, kept, tokens


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The default password is now Tr0ub4dor&3x, use Tr0ub4dor&3x to log in", "Tr0ub4dor&3x"),
        (
            "DB_PASSWORD=Summer2024!\nmysql -u root -pSummer2024! app; echo Summer2024!",
            "Summer2024!",
        ),
        (
            'password: "hunter2isweak"\n$ ssh deploy@10.0.0.4\n'
            "deploy@10.0.0.4's password: hunter2isweak",
            "hunter2isweak",
        ),
    ],
)
def test_every_occurrence_of_a_found_password_goes(text: str, value: str) -> None:
    out, count = redact(text)
    assert value not in out, out
    assert count == text.count(value)


_FAR = "\n".join(f"step {n}: ok, nothing to report here" for n in range(6))


@given(
    token=tokens(),
    name=st.sampled_from(["API_TOKEN", "SECRET_KEY", "AUTH_TOKEN", "PRIVATE_TOKEN"]),
    use=st.sampled_from(
        [
            "then run: deploy --auth {t} --yes",
            "and later the log printed ({t}) twice",
            "I pasted {t}\nin the other terminal",
        ]
    ),
)
@SLOW
def test_a_named_token_used_far_below_without_a_name_goes(token: str, name: str, use: str) -> None:
    caught(f"export {name}={token}\n{_FAR}\n" + use.format(t=token), token)


@given(
    word=st.sampled_from(["Summer", "Winter", "Falcon", "Dragon", "Monkey", "Sunshine"]),
    year=st.integers(1990, 2030),
    mark=st.sampled_from(["!", "#", "$", ""]),
    label=st.sampled_from(["DB_PASSWORD=", "password: ", "admin_pass = "]),
)
@SLOW
def test_a_chosen_password_used_far_below_goes(word: str, year: int, mark: str, label: str) -> None:
    value = f"{word}{year}{mark}"
    caught(f"{label}{value}\n{_FAR}\nthen I typed {value} at the mysql prompt", value)


@given(token=tokens())
@SLOW
def test_a_longer_token_that_contains_the_secret_is_not_cut(token: str) -> None:
    """Only whole occurrences go: the value inside a longer word is another token."""
    text = f"export API_TOKEN={token}\nbuild id: x{token.lower()}y"
    out, _ = redact(text)
    assert out.startswith(f"export API_TOKEN={REDACTED}\n"), out
    assert token not in out


@pytest.mark.parametrize(
    "text",
    [
        "Behav Res Ther. [[CrossRef](https://x.org/?pmid=16300724&doi=10.1016/j.brat.2005.06.006&)]"
        " doi: 10.1016/j.brat.2005.06.006",
        "[[CrossRef](https://scholar.google.com/scholar_lookup?journal=J.+Transp.+Health"
        "&pages=100569&doi=10.1016/j.jth.2019.05.008)]",
        "see https://doi.org/10.1109/QoMEX48832.2020.9123106 and doi=10.1007/s41233-016-0002-1",
    ],
)
def test_a_doi_is_kept(text: str) -> None:
    kept(text)


@pytest.mark.parametrize(
    ("text", "stays"),
    [
        (
            "signature: scroll_up\n\nscroll_up:\n  docstring: moves the window up",
            "scroll_up:\n  docstring",
        ),
        (
            "urllib3.util.parse_url:\nauth: user:pass\nthe URL was http://user:pass@host/",
            "http://user:pass@host/",
        ),
    ],
)
def test_a_word_is_not_spread(text: str, stays: str) -> None:
    """Whatever a rule judged of the first occurrence, the word elsewhere stays."""
    out, _ = redact(text)
    assert stays in out, out
