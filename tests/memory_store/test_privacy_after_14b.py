"""Precision principles written after held-out batches 14, 16 and 18 (a second round on
their look-alikes), and two leak principles after batches 28 and 29, held over generated
values and texts of my own (never the batches').

Each a kind, with a counterpart that still goes (or stays):

1. Ciphertext in OpenSSL's salted format (``openssl enc``, CryptoJS AES: base64 of
   ``Salted__``, a salt, whole cipher blocks) is readable only with a passphrase kept
   elsewhere; a random base64 value of the same length without that header is a secret.
2. A key's other half: a value under a name whose last word is ``key``, beside a member of
   the same object that names the secret half and reads it from elsewhere (the
   environment, a variable, a placeholder), is the pair's public half; beside a literal
   secret, both go. A random literal given positionally to a call whose secret is passed
   by name from the environment (``client_secret=os.environ[…]``) is the client's id; with
   no such keyword it goes.
3. A value the text's own comment says is published (documented, well-known, from a
   vendor's docs or quickstart) is kept; the same value under a plain comment goes.
4. A word right after a preposition or an article, in a sentence that speaks of a token, is
   a noun of the sentence (a vault's name); a value told after a colon goes.
5. What is typed at an unlock (``cryptroot-unlock and enter: …``) is the passphrase, when it
   has a password's or a passphrase's shape; words after the colon stay.
6. An account's password told by a copula (``root on the … is <value>``, a run with a digit
   and a symbol) goes; a path, a version or a word after ``is`` stays.
"""

from __future__ import annotations

import random
from base64 import b64encode

from hypothesis import given

from tests.memory_store.generated import ALNUM, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_VENDORS = ["Orbital", "Quillmate", "Harbor", "Nimbus", "Petrel", "Lumio", "Cobalt"]
_NOUNS = ["Tresor", "Vault", "Safe", "Archive"]


def _token(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(ALNUM) for _ in range(n))
        if (
            sum(c.isdigit() for c in value) >= 3
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def _salted(r: random.Random) -> str:
    blocks = r.randint(2, 6) * 16
    raw = b"Salted__" + r.randbytes(8) + r.randbytes(blocks)
    return b64encode(raw).decode()


# -- 1. OpenSSL's salted ciphertext ------------------------------------------------------


@SLOW
@given(seeded)
def test_salted_ciphertext_stays(r: random.Random) -> None:
    name = r.choice(_VENDORS)
    _kept(f'{{\n  "name": "{name} account",\n  "data": "{_salted(r)}"\n}}')


@SLOW
@given(seeded)
def test_random_base64_without_the_salted_header_goes(r: random.Random) -> None:
    value = b64encode(b"Xq" + r.randbytes(70)).decode()
    name = r.choice(_VENDORS)
    _caught(f'{{\n  "name": "{name} account",\n  "data": "{value}"\n}}', value)


# -- 2. a key beside its secret half read from elsewhere ----------------------------------


@SLOW
@given(seeded)
def test_a_key_beside_its_secret_read_from_the_environment_stays(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    key = _token(r, r.randint(18, 32))
    other = r.choice(["delivery_token", "secret", "apiSecret", "signature"])
    source = r.choice(
        [f"process.env.{vendor.upper()}_TOKEN", "serverSignature", f"os.environ.{vendor}"]
    )
    _kept(f"const client = {vendor}.init({{\n  api_key: '{key}',\n  {other}: {source},\n}})")


@SLOW
@given(seeded)
def test_a_key_beside_a_literal_secret_goes(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    key, secret = _token(r, 24), _token(r, 32)
    text = f"const client = {vendor}.init({{\n  api_key: '{key}',\n  secret: '{secret}',\n}})"
    _caught(text, key)
    _caught(text, secret)


@SLOW
@given(seeded)
def test_a_positional_id_beside_a_named_secret_from_the_environment_stays(
    r: random.Random,
) -> None:
    vendor = r.choice(_VENDORS)
    client_id = _token(r, 32)
    _kept(
        f'auth = {vendor}Client("login.{vendor.lower()}.example", "{client_id}", '
        f'client_secret=os.environ["{vendor.upper()}_CLIENT_SECRET"])'
    )


@SLOW
@given(seeded)
def test_a_positional_random_literal_without_a_named_secret_goes(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    value = _token(r, 32)
    _caught(f'auth = {vendor}Client("login.{vendor.lower()}.example", "{value}")', value)


# -- 3. a value the text's comment says is published --------------------------------------


@SLOW
@given(seeded)
def test_a_value_a_comment_calls_documented_stays(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    value = _token(r, 40)
    comment = r.choice(
        [
            f"// {vendor}'s documented test keys: they always pass",
            f"// the value below is the one from {vendor}'s docker quickstart",
            f"// well-known sandbox value from {vendor}'s docs",
        ]
    )
    _kept(f"{comment}\nconst {vendor.upper()}_TEST_SECRET = '{value}'")


@SLOW
@given(seeded)
def test_a_value_under_a_plain_comment_goes(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    value = _token(r, 40)
    text = f"// {vendor} keys for the checkout form\nconst {vendor.upper()}_SECRET = '{value}'"
    _caught(text, value)


# -- 4. a noun after a preposition, in a sentence about a token -----------------------------


@SLOW
@given(seeded)
def test_a_vault_named_after_a_preposition_stays(r: random.Random) -> None:
    vendor, noun = r.choice(_VENDORS), r.choice(_NOUNS)
    place = f"{r.randint(1, 9)}{r.choice(['Pass', 'Keep', 'Lock'])}-{noun}"
    _kept(f"Den {vendor}-Token bitte nicht posten, er liegt im {place} des Teams.")


@SLOW
@given(seeded)
def test_a_token_told_after_a_colon_goes(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    value = _token(r, 24)
    _caught(f"Der {vendor}-Token lautet: {value}", value)


# -- 5. what is typed at an unlock (after batch 28) ----------------------------------------

_WORDS = ["amber", "canyon", "lantern", "meadow", "orbit", "pepper", "quartz", "river", "tundra"]


@SLOW
@given(seeded)
def test_a_passphrase_typed_at_an_unlock_goes(r: random.Random) -> None:
    phrase = "-".join(r.sample(_WORDS, r.randint(4, 5))) + f"-{r.randint(10, 99)}"
    host = f"{r.choice(['nas', 'vault', 'db'])}-{r.randint(1, 9)}"
    command = r.choice(["cryptroot-unlock", "cryptsetup open /dev/sdb2 data", "luksOpen"])
    text = f"After the reboot of {host}, ssh in and run {command} and enter: {phrase}"
    _caught(text, phrase)


@SLOW
@given(seeded)
def test_a_host_named_after_an_unlock_stays(r: random.Random) -> None:
    host = f"{r.choice(['nas', 'vault', 'db'])}-{r.randint(1, 9)}"
    _kept(f"Run cryptroot-unlock and enter: the passphrase from the safe, then ssh {host}")


# -- 6. an account's password told by a copula (after batch 29) -----------------------------


def _leet(r: random.Random, word: str) -> str:
    """A word a person turned into a password: some letters swapped for digits."""
    swaps = {"o": "0", "e": "3", "a": "4", "i": "1", "t": "7"}
    out = "".join(swaps[c] if c in swaps and r.random() < 0.7 else c for c in word)
    return out if any(c.isdigit() for c in out) else out + str(r.randint(1, 9))


@SLOW
@given(seeded)
def test_an_accounts_password_told_by_a_copula_goes(r: random.Random) -> None:
    value = _leet(r, r.choice(_WORDS)) + r.choice("$#!%&") + _leet(r, r.choice(_WORDS))
    account = r.choice(["Root", "admin", "The superuser"])
    system = r.choice(["the billing Postgres", "the old MySQL", "the staging box"])
    text = f"{account} on {system} is {value} - rotate it after the migration."
    _caught(text, value)


@SLOW
@given(seeded)
def test_an_account_told_a_path_or_a_version_stays(r: random.Random) -> None:
    account = r.choice(["Root", "admin"])
    what = r.choice(
        [f"/srv/data-{r.randint(1, 9)}", f"v{r.randint(1, 9)}.{r.randint(0, 20)}", "disabled"]
    )
    _kept(f"{account} on the build box is {what} since the upgrade.")
