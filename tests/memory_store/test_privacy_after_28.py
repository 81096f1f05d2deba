"""The principles written after held-out batch 28, held over generated values (never the
batch's texts).

Recall, by how people name and give a credential: a password told in prose after a word
that names it, in several languages (``the current one is …``, ``Klar: …``, ``비번 …``, a
value on its own line after ``is:``, a phrase as the reply to a question, a value spelled
out one character at a time, the short piece of a split one); a ``login`` / ``password``
pair in Markdown code; the column headed by a password's name in a MediaWiki table and a
CSV export; recovery codes under a line that names them; a BitLocker recovery password;
a TOTP seed in a text about MFA; a seed phrase of BIP-39 words where the text speaks of a
seed or a wallet. Precision, by what the words before a value say: a transaction's hash,
a password manager's item, a value that spells its own parameter's name, a label's
sentence of prose. Each principle has a counterpart: ordinary prose around the same
words stays unchanged."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st
from mnemonic import Mnemonic

from supermemory_local.store import privacy
from tests.memory_store.generated import (
    ALNUM,
    HEX,
    SLOW,
    seeded,
    words,
)
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_BIP39 = Mnemonic("english").wordlist
# (words of a phrase: none of the words of prose a reply would begin or end with)
_PHRASE_WORDS = [w for w in _BIP39 if w not in privacy._PROSE_WORDS]
_BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _run(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _chosen(r: random.Random) -> str:
    """A password a person chose: a capitalised word, a symbol, a word and digits (not one
    the filter reads as a placeholder, ``Replace-…``, ``Example-…``: those stay)."""
    while True:
        a, b = (r.choice(_BIP39) for _ in range(2))
        value = a.capitalize() + r.choice("-_.") + b + _run(r, "0123456789", r.choice((2, 3, 4)))
        if not privacy.is_placeholder(value):
            return value


def _caught_all(text: str, values: list[str]) -> None:
    for value in values:
        _caught(text, value)


# -- 1. a password told in prose ----------------------------------------------------------------


@SLOW
@given(seeded, st.sampled_from([_password, _chosen]))
def test_a_password_told_in_a_sentence_goes(r: random.Random, make: object) -> None:
    value = make(r)  # type: ignore[operator]
    _caught(
        "Checked the backup user. Password in the script is outdated; the current one is "
        f"{value}. Rerunning tonight.",
        value,
    )
    _caught(
        "[00:14:32] Victor: ...and the admin password for the demo, I'll just say it, it's "
        f"{value}\n[00:14:38] Amara: wait",
        value,
    )
    _caught(
        f"Ola: the password is wrong\nOla: sorry, that's the old one. current: {value}\nFinn: ok",
        value,
    )
    _caught(
        f"I rotated the shared staging DB password as planned.\nNew value: {value}\nOld one stops "
        "at 18:00.",
        value,
    )
    _caught(
        f"Hi,\n\nyour account has been reset. Your temporary password is:\n\n    {value}\n\nKind "
        "regards",
        value,
    )


@SLOW
@given(seeded)
def test_a_password_told_in_other_languages_goes(r: random.Random) -> None:
    value = _password(r)
    _caught(
        "[10:21] Lars\nKannst du mir das Kennwort vom Account geben?\n[10:23] Deniz\nKlar: "
        f"{value}\n",
        value,
    )
    _caught(f"박지훈 : 와이파이 비번 {value} 이에요\n최유진 : 고마워요!", value)
    _caught(f"- Utilisateur : app\n- Mot de passe : `{value}`\n", value)


@SLOW
@given(seeded, st.lists(words, min_size=3, max_size=4))
def test_a_passphrase_told_as_words_and_a_number_goes(r: random.Random, parts: list[str]) -> None:
    value = "-".join(parts) + _run(r, "0123456789", 2)
    _caught(
        f'For the Ledger, the optional passphrase (the "25th word") is {value} — both are needed.',
        value,
    )


@SLOW
@given(seeded)
def test_a_phrase_replying_to_a_question_for_a_password_goes(r: random.Random) -> None:
    value = (
        " ".join(r.choice(_PHRASE_WORDS) for _ in range(3)).capitalize()
        + r.choice("!?#")
        + _run(r, "0123456789", 2)
    )
    _caught(
        f"Maya: what's the passphrase for the archive?\nRuben: {value}\nRuben: exactly like that",
        value,
    )


@SLOW
@given(seeded)
def test_a_password_spelled_out_or_split_goes(r: random.Random) -> None:
    value = _password(r, 10)
    _caught(
        f"notes:\nhe read the router admin password out letter by letter:\n{' '.join(value)}\n(no "
        "spaces)",
        " ".join(value),
    )
    first, second = (
        _run(r, "abcdefghjkmnpqrstuvwxyz", 3) + _run(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4),
        _password(r, 8),
    )
    _caught_all(
        f"[14:02] T: jenkins password, first half: {first}\n[14:02] T: rest in a second\n[14:03] "
        f"T: second half: {second}\n",
        [first, second],
    )


def test_talk_about_a_password_without_one_is_kept() -> None:
    _kept("the prod db password is in 1Password under 'prod db' — don't ask me for it in DMs")
    _kept("Admin password: stored in 1Password → Office → NAS\nAdmin user: nasadmin")
    _kept("password: see vault\nhost: db-02.example.com")
    _kept("The password for db-02.example.com is rotated every week; the key is to automate it.")
    _kept("Password manager: 1Password. Release: v4.12.0-rc1, ticket OPS-4127.")
    _kept(
        "Ola: what's the jump host password?\nFinn: you don't need one, it's key-only now. Use "
        "`ssh -J jump.example.net app-01`."
    )
    _kept("Maya: where's the passphrase? Ruben: I'll tell you in person.\nRuben: see section 2.")


# -- 2. a login and password pair in Markdown code -----------------------------------------------


@SLOW
@given(seeded, words)
def test_a_login_password_pair_in_code_goes(r: random.Random, user: str) -> None:
    value = _password(r)
    _caught(f"Steps:\n\n1. log in as `{user}@example.test` / `{value}`\n2. open Settings", value)
    _caught(f"09:16 Hamid: Replica creds:\n09:16 Hamid: `{user}_app` / `{value}`\n", value)


def test_a_pair_in_code_without_a_login_is_kept() -> None:
    _kept("Compare `v1.2.3` / `v1.2.4-rc1` and `src/app.py` / `src/app_test.py`.")
    _kept("log in as `admin` / `changeme` on the local dev container only.")


# -- 3. a password's column -----------------------------------------------------------------------


@SLOW
@given(seeded, words)
def test_a_password_column_goes(r: random.Random, user: str) -> None:
    value, phrase = (
        _password(r),
        " ".join(r.choice(_PHRASE_WORDS) for _ in range(4)).capitalize()
        + "#"
        + _run(r, "0123456789", 2),
    )
    _caught(
        '{| class="wikitable"\n! Role !! Login !! Password\n|-\n'
        f"| Admin || {user} || {value}\n|-\n| Viewer || v || (SSO only)\n|}}",
        value,
    )
    _caught(
        "url,username,password,totp,name\n"
        f"https://aws.example.com,{user}@example.com,{phrase},,AWS root\n",
        phrase,
    )
    _caught(
        f'Title,Website,Username,Password,Notes\n"GitHub","https://github.com","{user}","{value}",""\n',
        value,
    )


def test_a_password_columns_references_and_masks_are_kept() -> None:
    _kept(
        '{| class="wikitable"\n! Role !! Login !! Password\n|-\n| Admin || qa-admin || (in '
        "1Password: QA/Admin)\n"
        "|-\n| Viewer || qa-viewer || (SSO only)\n|}"
    )
    _kept(
        'Title,Website,Username,Password,Notes,Type\n"GitHub","https://github.com","t.n","","SSO '
        'via Okta","Login"\n'
    )
    _kept("name,owner,password_policy,notes\nbilling,ops,min 14 chars,see wiki\n")


# -- 4. recovery codes, a BitLocker key, a TOTP seed ----------------------------------------------


@SLOW
@given(seeded)
def test_codes_under_a_line_that_names_them_go(r: random.Random) -> None:
    lower = "abcdefghijklmnopqrstuvwxyz0123456789"
    codes = [_run(r, lower, 5) + "-" + _run(r, lower, 5) for _ in range(4)]
    _caught_all(
        "$ cat ~/Downloads/github-recovery-codes.txt\n" + "\n".join(codes) + "\n\nKeep these safe.",
        codes,
    )
    _caught_all(
        f"backup codes for the ops account:\n\n{codes[0]}  {codes[1]}\n{codes[2]}  "
        f"{codes[3]}\n\neach once",
        codes,
    )
    pairs = [_run(r, "0123456789", 4) + " " + _run(r, "0123456789", 4) for _ in range(4)]
    _caught_all(
        "BACKUP VERIFICATION CODES\nops@example.com\n\n"
        + "\n".join(f"{n}. {p}    {n + 5}. used" for n, p in enumerate(pairs, 1))
        + "\n\n(Keep these somewhere safe.)",
        pairs,
    )


def test_instructions_for_recovery_codes_are_kept() -> None:
    _kept(
        "How to use your recovery codes: if you lose your phone, go to the login page, click "
        '"Use a recovery code" and enter one of the codes you saved when you enabled 2FA.'
    )
    _kept(
        "Backup codes for the ops account were regenerated.\nThe printout is in the safe, "
        "envelope #3.\nAll old codes are invalid."
    )


@SLOW
@given(seeded)
def test_a_bitlocker_recovery_password_goes(r: random.Random) -> None:
    key = "-".join(_run(r, "0123456789", 6) for _ in range(8))
    _caught(f"BitLocker recovery key ID: 4F1A2C9B\nRecovery key: {key}\nRead to user.", key)


@SLOW
@given(seeded)
def test_a_totp_seed_in_a_text_about_mfa_goes(r: random.Random) -> None:
    seed = _run(r, _BASE32, 24) + _run(r, "234567", 4) + _run(r, _BASE32, 4)
    _caught(
        f"If the hardware MFA is lost, the virtual MFA was set up with this seed:\n{seed}\n", seed
    )


def test_a_documented_otpauth_placeholder_is_kept() -> None:
    _kept(
        "otpauth URIs look like otpauth://totp/Issuer:account?secret=BASE32SECRET&issuer=Issuer "
        "— never logged."
    )
    _kept("Set TOKEN=YOUR_TOKEN_HERE and PASSWORD=MYPASSWORD in the example file.")


# -- 5. a seed phrase -----------------------------------------------------------------------------


@SLOW
@given(seeded, st.sampled_from([12, 24]))
def test_a_seed_phrase_of_bip39_words_goes(r: random.Random, n: int) -> None:
    phrase = " ".join(r.choice(_BIP39) for _ in range(n))
    _caught(
        f"Test wallet for the faucet bot ({n} words, do NOT reuse):\n\n{phrase}\n\nDerivation "
        "path m/44'/60'/0'/0/0",
        phrase,
    )
    _caught(
        f"Agent: To verify your wallet please send your {n} words.\nuser_1: ok here "
        f"{phrase}\nuser_1: safe now?",
        phrase,
    )


def test_word_lists_that_are_no_seed_are_kept() -> None:
    _kept(
        "Shopping list for the offsite:\napple lemon tomato ginger pepper olive salmon walnut "
        "cherry cotton napkin candle"
    )
    _kept(
        "Word game! Make a story with these 12 words: anchor, tiger, lantern, velvet, comet, "
        "harbor, violin, "
        "cactus, ribbon, glacier, donkey, marble."
    )
    _kept(
        "Never share your recovery phrase! Support will NEVER ask for your 12 or 24 words. If "
        "someone asks, it's a scam."
    )


# -- 6. public values by the words before them -----------------------------------------------


@SLOW
@given(seeded)
def test_a_transaction_hash_is_kept_and_a_private_key_still_goes(r: random.Random) -> None:
    digits = _run(r, HEX, 64)
    _kept(f"Done, tx hash 0x{digits} (block 21,448,113). Should show up in your wallet soon.")
    _kept(f"Sweep done, txid {digits}.")
    _caught(f"wallet private key: 0x{digits}", digits)


@SLOW
@given(seeded)
def test_a_token_after_a_password_managers_name_still_goes(r: random.Random) -> None:
    token = _run(r, ALNUM, 32)
    _caught(f"copied from 1Password: {token}", token)
