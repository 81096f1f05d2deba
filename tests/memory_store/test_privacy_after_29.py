"""The principles written after held-out batch 29, held over generated values (never the
batch's texts).

Batch 28's rules named a password told in prose by the phrasings they saw; these are the
kinds: a password's name in more languages (Dutch, Polish, Italian, Turkish, Spanish,
Swedish, Czech, Hungarian, Japanese ``パスフレーズ``, chat's ``pw``); an adverb between
the copula and the value (``is still``, ``is now``), the sentence wrapped after it; the
value right after the name, quoted or of a chosen shape; a passphrase of lower-case words
filling a line after a colon; a ``user / password`` pair with no backticks on a line
about logging in; a TOTP seed in groups of four; a recovery key in groups of capitals and
digits; a seed phrase in rows; a keychain dump's ``data:``; a password spelled with
dashes, sent in pieces, or corrected after a typo. Each has a counterpart: ordinary prose
around the same words stays unchanged."""

from __future__ import annotations

import random

from hypothesis import example, given
from hypothesis import strategies as st
from mnemonic import Mnemonic

from supermemory_local.store import privacy
from tests.memory_store.generated import SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_BIP39 = Mnemonic("english").wordlist
_SENTENCE = frozenset(
    [
        "all",
        "any",
        "after",
        "before",
        "each",
        "every",
        "must",
        "never",
        "only",
        "should",
        "some",
        "until",
    ]
)
# (words of a passphrase: none a word of prose, none a verb's form)
_PHRASE_WORDS = [
    w
    for w in _BIP39
    if w not in privacy._PROSE_WORDS
    and w not in privacy._LEAD_WORDS
    and w not in _SENTENCE
    and not w.endswith(("ing", "ed", "ly"))
    and w not in ("example", "sample", "test", "demo", "dummy", "fake", "default")
]
_BASE32 = "abcdefghijklmnopqrstuvwxyz234567"


def _digits(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


def _words_and_number(r: random.Random) -> str:
    """A chosen password of two words and a number (``maple-tulip-645``; not one the
    filter reads as a placeholder, ``example-…``: those stay)."""
    while True:
        a, b = r.choice(_PHRASE_WORDS), r.choice(_PHRASE_WORDS)
        value = f"{a}-{b}-{_digits(r, r.choice((2, 3, 4)))}"
        if not privacy.is_placeholder(value):
            return value


def _phrase(r: random.Random, n: int) -> str:
    return " ".join(r.sample(_PHRASE_WORDS, n))


# -- 1. a password told in prose, in more languages and phrasings ----------------------------


@SLOW
@given(seeded)
def test_a_password_right_after_its_name_goes(r: random.Random) -> None:
    value = _words_and_number(r)
    _caught(f"[09:15] tom: user is reporting_ro, pw {value}\n[09:15] tom: host is db-2", value)
    _caught(f"I do. It's under it@ with the password {value} — 2FA goes to the phone.", value)
    _caught(f"Inloggen met beheerder en wachtwoord {value}.\n2. Kerstborrel.", value)
    _caught(f"Cześć, dostęp do bazy: login tester, hasło {value}.\nBaza stoi na db.", value)
    _caught(f"Коллеги, пользователь analytics, а пароль — {value}.\nТолько чтение.", value)
    _caught(f"Red: Oficina\nClave del wifi: {value}\nLa impresora está en la misma red.", value)
    _caught(f"Kullanıcı: admin, şifre {value}", value)


@SLOW
@given(seeded)
def test_a_quoted_value_right_after_the_name_goes(r: random.Random) -> None:
    value = _words_and_number(r)
    _caught(f"- [ ] Shared dev Postgres: user `dev`, password `{value}`\n- [ ] Join", value)
    _caught(f"Log in with `qa@example.test`\n(password `{value}`), open any invoice.", value)
    _caught(f'the private key is protected, passphrase\n    "{value}" -- TODO move to CI', value)
    chosen = _password(r)
    _caught(
        f"踏み台サーバーの鍵です。\nパスフレーズは「{chosen}」です。\n削除してください。", chosen
    )


@SLOW
@given(seeded, st.sampled_from(["still", "now", "again", "currently"]))
def test_an_adverb_after_the_copula_and_a_wrapped_line_go(r: random.Random, adverb: str) -> None:
    value = _words_and_number(r)
    _caught(f"the relay wants the full address now. password is {adverb}\n    {value} so ok", value)
    chosen = _password(r)
    _caught(f"The VPN password is {adverb} {chosen}, rotate it Friday.", chosen)


@SLOW
@given(seeded, st.sampled_from([4, 5, 6]))
def test_a_passphrase_of_words_filling_a_line_goes(r: random.Random, n: int) -> None:
    value = _phrase(r, n)
    _caught(f"backup stick still needs its passphrase.\nIt is: {value}\n\nWrite it down.", value)
    _caught(
        f"uses a six-word passphrase. Here it is, all\nlowercase:\n\n    {value}\n\nThanks", value
    )
    _caught(f"[chat] léa: mot de passe du volume : {value}\n[chat] léa: PIM par défaut", value)


def test_talk_about_a_password_in_these_phrasings_is_kept() -> None:
    _kept("the password is in the vault")
    _kept("password is still required")
    _kept("The password is still required for every login, even on the VPN.")
    _kept("password policy: 12 chars")
    _kept("password: reset every ninety days")
    _kept("Password: must contain twelve characters")
    _kept("the password manager-v2 rollout is next week")
    _kept("password sha256-hashed and salted, see auth.py")
    _kept("wachtwoord vergeten? klik hier")
    _kept("hasło jest wymagane")
    _kept("Clave del wifi: en la pizarra de la cocina")
    _kept("パスワードは「管理者に聞いてください」です")
    _kept("pw reset done, see the ticket")
    _kept("the password `hunter` is banned")
    _kept("the password is now rotated weekly")
    _kept("It is: stored in the team vault entry")


# -- 2. a pair with no backticks ------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_login_pair_without_backticks_goes(r: random.Random) -> None:
    value = _words_and_number(r)
    _caught(f"- Chloe: demo is back; login is demo@ / {value} for the sales call\n- Mateus", value)
    chosen = _password(r)
    _caught(f"Text: the web admin is Admin / {chosen}\nDeletion date: in 7 days", chosen)
    _caught(f"1. Log into https://staging.example.dev/admin as `reviewer` / `{chosen}`", chosen)


def test_a_pair_of_words_is_kept() -> None:
    _kept("login with read / write access only")
    _kept("log in as admin / see 1Password for the rest")
    _kept("Compare release-1 / release-2 before the login change.")
    _kept('{"content": "account\\n| **NEO-PI-3 / NEO-FFI-3** | PAR Inc |"}')


def test_a_code_parameter_named_pw_is_kept() -> None:
    _kept(
        "export function hashPassword(pw: string): Promise<string> {\n  return "
        "argon2.hash(pw, { type: argon2.argon2id, memoryCost: 19456 });\n}"
    )


# -- 3. codes, keys and seeds in their shapes ------------------------------------------------


@SLOW
@given(seeded)
def test_a_totp_seed_in_groups_of_four_goes(r: random.Random) -> None:
    while True:
        groups = ["".join(r.choice(_BASE32) for _ in range(4)) for _ in range(8)]
        seed = " ".join(groups)
        if sum(c.isdigit() for c in seed) >= 2 and privacy._entropy(seed.replace(" ", "")) >= 3.5:
            break
    _caught(f'Choose "Enter a setup key" in the authenticator and type:\n\n    {seed}\n', seed)


def test_words_in_groups_of_four_near_mfa_are_kept() -> None:
    _kept("MFA setup: open the authenticator, then tap next; time based, code is six digits")


@SLOW
@given(seeded)
def test_a_recovery_key_in_groups_goes(r: random.Random) -> None:
    while True:
        key = "-".join("".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4))
                       for _ in range(7))  # fmt: skip
        if sum(c.isdigit() for c in key) >= 2 and sum(c.isalpha() for c in key) >= 4:
            break
    _caught(f"- Apple ID has Recovery Key turned on. The key is:\n  {key}\n- Printed copy", key)


def test_a_placeholder_recovery_key_is_kept() -> None:
    _kept("Recovery key: see printed copy, XXXX-XXXX-XXXX-XXXX-XXXX-XXXX")


@SLOW
@given(seeded)
def test_a_seed_phrase_in_rows_goes(r: random.Random) -> None:
    seed = Mnemonic("english").to_mnemonic(bytes(r.getrandbits(8) for _ in range(32))).split()
    rows = [" ".join(seed[n : n + 6]) for n in range(0, 24, 6)]
    text = "Cold wallet recovery (24 words, row by row)\n\n" + "\n".join(rows) + "\n\nChecked."
    for row in rows:
        _caught(text, row)


def test_rows_of_prose_near_a_wallet_are_kept() -> None:
    _kept(
        "Wallet app notes\nopen the app and tap settings\nthen choose the backup tab\n"
        "and follow the steps shown"
    )


@SLOW
@given(seeded)
def test_a_keychain_dumps_data_goes(r: random.Random) -> None:
    value = _password(r, 20)
    _caught(
        '$ security dump-keychain -d ci.keychain-db\nkeychain: "ci.keychain-db"\n'
        f'attributes:\n    "acct"<blob>="bot"\ndata:\n"{value}"\n',
        value,
    )


# -- 4. spelled, in pieces, corrected ---------------------------------------------------------


@SLOW
@given(seeded)
def test_a_password_spelled_with_dashes_goes(r: random.Random) -> None:
    value = _password(r, 12)
    spelled = "-".join(value)
    _caught(
        f"Reading it out was a mess, so here it is letter by letter:\n{spelled}\n(no dashes)",
        spelled,
    )


def test_a_word_spelled_letter_by_letter_is_kept() -> None:
    _kept("Spelled letter by letter:\nh-t-t-p-s-c-o-l-o-n\n(the scheme)")


@SLOW
@given(seeded)
@example(random.Random(226))  # LM%5d: "LM]" decoded, no bracketed placeholder
def test_a_password_sent_in_pieces_goes(r: random.Random) -> None:
    value = _password(r, 15)
    pieces = [value[:5], value[5:10], value[10:]]
    text = (
        "[11:02] ola: ok sending the kiosk admin pw in pieces\n"
        + "".join(f"[11:03] ola: {p}\n" for p in pieces)
        + "[11:03] ola: just join them"
    )
    for piece in pieces:
        _caught(text, piece)


def test_messages_after_a_word_about_pieces_are_kept() -> None:
    _kept("send the password in pieces\n[a] ok\n[b] sure\n[c] fine thanks")


@SLOW
@given(seeded)
def test_a_corrected_password_and_the_one_it_corrects_go(r: random.Random) -> None:
    wrong, right = _password(r, 11), _password(r, 11)
    text = f"Yusuf 13:40\nswitch admin: {wrong}\nYusuf 13:41\nsorry typo, it's {right}\n"
    _caught(text, wrong)
    _caught(text, right)


def test_a_correction_about_prose_is_kept() -> None:
    _kept("Release: v2.3.0\nsorry typo, I meant the v2.3.1 release")
    _kept("host: db-01\nsorry typo, it's the staging-db host")
