""" "Remember" is an intent, not a word: the table of phrasings and the expected answer.

A request to keep something ("please remember …", "merk dir …", "请记住 …") nudges the
model to save it; a negation ("do NOT remember this", "merk dir das nicht", "不要记住"),
a statement about one's own memory ("I remember we fixed it", "我记得"), a question
about the past ("do you remember …?", "你还记得 … 吗") and an ordinary use of the word
("it is hard to remember these flags") do not. English, German and Chinese, the
languages the product was specified in, plus a few phrasings the first recognizer had
no rule for ("keep in mind", "别忘了"), written before the rules were.
"""

from __future__ import annotations

import pytest

from supermemory_local.hosts.keywords import asks_to_remember, hinted

ASKS = [
    # English
    "Please remember that we use pnpm, not npm.",
    "remember: tests live in tests/unit",
    "Remember to always run ruff before committing.",
    "Don't forget that the API base URL is /v2.",
    "Do not forget: the staging database is read-only.",
    "Can you remember that releases are cut on Fridays?",
    "From now on, remember to use tabs in Makefiles.",
    "Remember this for next time: port 8080 is taken.",
    "REMEMBER: no force pushes to main",
    "Could you please remember my branch naming, feat/<ticket>?",
    "I need you to remember that the client id is public.",
    "Keep in mind that we never touch the legacy folder.",
    "Save this to memory: the deploy key rotates monthly.",
    "For future reference, the CI image is debian:bookworm.",
    # German
    "Merk dir, dass wir pnpm benutzen.",
    "Bitte merke dir: Releases immer freitags.",
    "Merken Sie sich bitte, dass die Tests in tests/ liegen.",
    "Vergiss nicht, dass main geschützt ist.",
    "Behalte im Hinterkopf, dass wir Tabs nutzen.",
    "Notier dir bitte, dass der Port 8080 belegt ist.",
    # Chinese
    "请记住：我们用 pnpm。",
    "记住这个：发布在周五。",
    "記住，不要推送到 main。",
    "别忘了测试在 tests 目录里。",
    "记得以后都用 tabs。",
    "请牢记：生产库只读。",
]

DOES_NOT_ASK = [
    # English: negations
    "Please do NOT remember this.",
    "Don't remember this, it's temporary.",
    "do not remember my password",
    "Never remember anything from this file.",
    "You don't need to remember this.",
    "Forget this, it's wrong.",
    "No need to save this.",
    # English: one's own memory, the past, a question, the plain word
    "I remember we fixed it last week.",
    "As I remember, the tests passed yesterday.",
    "I don't remember where the config lives.",
    "Do you remember what the error was?",
    "We remembered to bump the version.",
    "It's hard to remember all these flags.",
    "The function remember_user() is broken.",
    # German
    "Merk dir das nicht, das ist nur ein Test.",
    "Das musst du dir nicht merken.",
    "Ich erinnere mich, dass wir das schon hatten.",
    "Vergiss das.",
    # Chinese
    "不要记住这个。",
    "别记住这个，是临时的。",
    "我记得我们上周修过这个。",
    "你还记得那个错误吗？",
    "不用记住，这是临时的。",
]


def test_the_table_is_large_enough() -> None:
    assert len(ASKS) + len(DOES_NOT_ASK) >= 30


@pytest.mark.parametrize("text", ASKS)
def test_a_request_to_remember_nudges(text: str) -> None:
    assert asks_to_remember(text), text
    assert hinted(text), text  # the shim's prefilter passes it on to the bridge


@pytest.mark.parametrize("text", DOES_NOT_ASK)
def test_a_negation_a_memory_or_a_question_does_not(text: str) -> None:
    assert not asks_to_remember(text), text


def test_a_request_after_a_negated_one_still_nudges() -> None:
    assert asks_to_remember("Don't remember the draft. But remember: tabs, not spaces.")
    assert asks_to_remember("不要记住草稿。请记住：用 tabs。")
