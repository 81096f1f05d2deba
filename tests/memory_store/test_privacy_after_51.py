"""A principle written after held-out batch 51 (energy, mobility and transport software),
held over generated values and texts of my own (never the batch's).

Leak: a shell or ``.env`` assignment holds literal text. Under an upper-case name that
names a secret, with ``=`` and no blank either side, the name at a line's start or after
a blank (a prompt, ``export``, other assignments, a command quoted in prose), a value
with a dot in it is the secret (``DB_PASSWORD=Blue.Sky77 docker compose up``): nothing
evaluates ``a.b`` there. It was taken for a code reference (``settings.DB_PASS``) whenever
something followed it on its line. What stays: the same value in code (``DB_PASSWORD =
cfg.Sky77``, a call's keyword argument), a dotted path of lower-case names
(``os.environ``) and a module or class path of three or more names."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import SLOW, seeded, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_NAMES = ("DB_PASSWORD", "API_TOKEN", "SMTP_PASS", "MQTT_SECRET", "ADMIN_PWD", "APP_KEY")
_AFTER = (" docker compose up -d", " # staging", "; ./run.sh", " ./migrate", " && make")
_LEADS = ("", "export ", "$ ", "FOO_HOST=db.local ", "Ran: ")


def _dotted_password(r: random.Random) -> str:
    """A password a person chose with a dot in it: two capitalised words, or a word and
    a random piece, a digit somewhere (``Blue.Sky77``, ``tiger.Lq9x``)."""
    word = "".join(r.choice("abcdefghijklmnoprstuvwy") for _ in range(r.randint(3, 7)))
    other = "".join(r.choice("abcdefghijklmnoprstuvwy") for _ in range(r.randint(3, 7)))
    if r.random() < 0.5:
        return f"{word.capitalize()}.{other.capitalize()}{r.randint(1, 99)}"
    piece = "".join(
        r.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789") for _ in range(6)
    )
    return f"{word}{r.randint(0, 9)}.{piece}{r.randint(2, 9)}"


@SLOW
@given(seeded, st.sampled_from(_NAMES), st.sampled_from(_AFTER), st.sampled_from(_LEADS))
def test_a_dotted_value_of_a_shell_assignment_goes(
    r: random.Random, name: str, after: str, lead: str
) -> None:
    value = _dotted_password(r)
    _caught(f"{lead}{name}={value}{after}\n", value)


def _words_password(r: random.Random) -> str:
    """Two capitalised words and a number (``Blue.Sky77``): a name's shape, a password."""
    word = "".join(r.choice("abcdefghijklmnoprstuvwy") for _ in range(r.randint(3, 7)))
    other = "".join(r.choice("abcdefghijklmnoprstuvwy") for _ in range(r.randint(3, 7)))
    return f"{word.capitalize()}.{other.capitalize()}{r.randint(1, 99)}"


@SLOW
@given(seeded, st.sampled_from(_NAMES), st.sampled_from(_AFTER), st.sampled_from(_LEADS))
def test_a_name_shaped_dotted_value_of_a_shell_assignment_goes(
    r: random.Random, name: str, after: str, lead: str
) -> None:
    value = _words_password(r)
    _caught(f"{lead}{name}={value}{after}\n", value)


@SLOW
@given(seeded, st.sampled_from(_NAMES))
def test_the_same_value_in_code_stays_a_reference(r: random.Random, name: str) -> None:
    value = _words_password(r)
    # in code, `a.b` is an attribute: spaces around `=`, or a call's keyword argument
    _kept(f"{name} = {value}  # from the settings module\n")
    _kept(f"client = connect({name}={value})\n")


@SLOW
@given(st.sampled_from(_NAMES), st.lists(words, min_size=2, max_size=3), st.sampled_from(_AFTER))
def test_a_dotted_path_of_lower_case_names_stays(name: str, parts: list[str], after: str) -> None:
    _kept(f"{name}={'.'.join(parts)}{after}\n")


_CLASSES = ("ScryptHasher", "KeyringBackend", "VaultStore", "FileStorage")


@SLOW
@given(
    st.sampled_from(_NAMES),
    st.lists(words, min_size=2, max_size=3),
    st.sampled_from(_CLASSES),
    st.sampled_from(_AFTER),
)
def test_a_class_path_stays(name: str, parts: list[str], cls: str, after: str) -> None:
    _kept(f"{name}={'.'.join(parts)}.{cls}{after}\n")
