"""The principles written after held-out batch 23, held over generated values (never the
batch's texts).

Precision, by what a value's format or its label says it is: a secret's name where a
pipeline fetches a secret by name (``from_secret:``), a CI step's task or action with its
version, an armored encrypted message as a whole value, sops' ``enc`` data keys, the
printed content of a file named encrypted, an OpenPGP key id under a signing key's id
name, the Android debug keystore's documented password, a DKIM or ARC header's tags, a
chain's public data by its label (a transaction's input, a signature, accounts and a
blockhash), an id under a label whose word is ``ID``, a URL whose secret part is filler,
the server chain ``openssl s_client`` prints, and a ``%`` that escapes nothing.
Recall, by where a value stands: a name/value pair in HCL or a plan's diff, a seed phrase
on the line after its label, a list of recovery codes. Each principle has a counterpart:
where the same text says a value is a secret, it still goes."""

from __future__ import annotations

import random
import string

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import (
    ALNUM,
    HEX,
    SLOW,
    hex_digits,
    seeded,
    tokens,
    uuids,
    words,
)
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_tokens = tokens(24, 40)
_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B64 = string.ascii_letters + string.digits + "+/"


def _run(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _b64_lines(r: random.Random, lines: int, indent: str = "") -> str:
    return "\n".join(indent + _run(r, _B64, 64) for _ in range(lines))


# -- 1. names and references ----------------------------------------------------------------


@SLOW
@given(words, words)
def test_a_secret_fetched_by_name_is_kept(a: str, b: str) -> None:
    _kept(
        f"steps:\n  - name: publish\n    image: plugins/docker\n    settings:\n"
        f"      repo: {a}/{b}\n      username:\n        from_secret: {a}_username\n"
        f"      password:\n        from_secret: {b}_password\n"
    )


@SLOW
@given(seeded, words)
def test_a_literal_password_in_the_same_pipeline_still_goes(r: random.Random, a: str) -> None:
    secret = _password(r)
    _caught(
        f"steps:\n  - name: publish\n    settings:\n      username:\n"
        f"        from_secret: {a}_username\n      password: {secret}\n",
        secret,
    )


@SLOW
@given(words, words, st.integers(1, 12))
def test_a_ci_steps_task_with_its_version_is_kept(a: str, b: str, n: int) -> None:
    _kept(
        f"steps:\n  - task: {a.title()}{b.title()}@{n}\n    inputs:\n      version: 8.0.x\n"
        f"  - task: {b.title()}KeyVault@{n}\n    inputs:\n"
        f"      SecretsFilter: '{a.title()}Password,StorageKey'\n"
        f"  - uses: {a}/{b}@v{n}\n"
    )


# -- 2. ciphertext by its format ------------------------------------------------------------


@SLOW
@given(seeded, words)
def test_an_armored_message_under_a_password_key_is_kept(r: random.Random, w: str) -> None:
    _kept(
        f"#!yaml|gpg\n{w}:\n  server:\n    root_password: |\n"
        f"      -----BEGIN PGP MESSAGE-----\n\n{_b64_lines(r, 2, '      ')}\n"
        f"      {_run(r, _B64, 20)}==\n      ={_run(r, _B64, 4)}\n"
        f"      -----END PGP MESSAGE-----\n    port: 3306\n"
    )


@SLOW
@given(seeded, words)
def test_a_private_key_under_a_key_still_goes(r: random.Random, w: str) -> None:
    body = _b64_lines(r, 3, "      ")
    _caught(
        f"{w}:\n  tls_key: |\n      -----BEGIN PRIVATE KEY-----\n{body}\n"
        f"      -----END PRIVATE KEY-----\n",
        body.splitlines()[1].strip(),
    )


@SLOW
@given(seeded, st.integers(100000000000, 999999999999))
def test_sops_metadata_is_kept(r: random.Random, account: int) -> None:
    _kept(
        f"sops:\n  kms:\n    - arn: arn:aws:kms:eu-west-1:{account}:key/"
        f"{_run(r, HEX, 8)}-{_run(r, HEX, 4)}-{_run(r, HEX, 4)}-{_run(r, HEX, 4)}-"
        f'{_run(r, HEX, 12)}\n      created_at: "2026-11-28T09:12:41Z"\n'
        f'      enc: {_run(r, _B64, 184)}\n      aws_profile: ""\n'
        f"  age:\n    - recipient: age1{_run(r, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n"
        f"  version: 3.9.1\n"
    )


@SLOW
@given(seeded, words)
def test_a_plaintext_value_in_a_sops_file_still_goes(r: random.Random, w: str) -> None:
    secret = _password(r)
    _caught(
        f"{w}_password: {secret}\nsops:\n  kms:\n    - enc: {_run(r, _B64, 120)}\n"
        f"  version: 3.9.1\n",
        secret,
    )


def _rails_encrypted(r: random.Random) -> str:
    return f"{_run(r, _B64, 180)}--{_run(r, _B64, 16)}--{_run(r, _B64, 22)}=="


@SLOW
@given(seeded, st.sampled_from(["production", "staging", "credentials"]))
def test_an_encrypted_files_printed_content_is_kept(r: random.Random, env: str) -> None:
    _kept(f"$ cat config/credentials/{env}.yml.enc\n{_rails_encrypted(r)}\n$ ls config\n")


@SLOW
@given(seeded)
def test_the_same_shape_as_a_session_cookie_still_goes(r: random.Random) -> None:
    value = _rails_encrypted(r)
    _caught(f"Cookie: _shop_session={value}; path=/", value[:40])


# -- 3. public material by its label --------------------------------------------------------


@SLOW
@given(hex_digits(8, 8), hex_digits(16, 16), words)
def test_an_openpgp_key_id_under_a_signing_keys_name_is_kept(short: str, long: str, w: str) -> None:
    _kept(f"org.gradle.jvmargs=-Xmx4g\nsigning.keyId={short.upper()}\n")
    _kept(f"[user]\n\tname = {w}\n\tsigningkey = {long.upper()}\n")


@SLOW
@given(seeded)
def test_a_signing_password_beside_the_key_id_still_goes(r: random.Random) -> None:
    secret = _password(r)
    _caught(f"signing.keyId=4211BD30\nsigning.password={secret}\n", secret)


@SLOW
@given(st.sampled_from(["list -v", "exportcert -rfc", "list"]), words)
def test_the_android_debug_keystores_documented_password_is_kept(cmd: str, w: str) -> None:
    _kept(
        f"$ keytool -{cmd} -keystore ~/.android/debug.keystore -alias androiddebugkey "
        f"-storepass android -keypass android\nAlias name: androiddebugkey\nOwner: CN={w}\n"
    )


@SLOW
@given(seeded)
def test_a_release_keystores_password_still_goes(r: random.Random) -> None:
    secret = _password(r)
    _caught(f"$ keytool -list -v -keystore upload.jks -alias upload -storepass {secret}", secret)


@SLOW
@given(seeded, words, words)
def test_dkim_and_arc_signatures_are_kept(r: random.Random, a: str, b: str) -> None:
    _kept(
        f"Received: from mx.{a}.example.com\n"
        f"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={a}.example.com;\n"
        f"        h=from:to:subject; s=s1; bh={_run(r, _B64, 43)}=;\n"
        f"        b={_run(r, _B64, 76)}\n        {_run(r, _B64, 60)}=\n"
        f"ARC-Seal: i=1; a=rsa-sha256; t=1796487242; cv=none; d={b}.example.org; s=arc;\n"
        f"        b={_run(r, _B64, 86)}==\n"
        f"Subject: weekly summary\n"
    )


@SLOW
@given(_tokens, words)
def test_a_token_in_another_mail_header_still_goes(token: str, a: str) -> None:
    _caught(
        f"DKIM-Signature: v=1; d={a}.example.com; s=s1;\n        bh=abc=;\n"
        f"Authorization: Bearer {token}\nSubject: hi\n",
        token,
    )


@SLOW
@given(seeded, st.integers(1, 8))
def test_a_transactions_input_data_is_kept(r: random.Random, args: int) -> None:
    _kept(
        f"Transaction Hash:  0x{_run(r, HEX, 64)}\nStatus:            Success\n"
        f"From:              0x{_run(r, HEX, 40)}\n"
        f"Input Data:        0x{_run(r, HEX, 8 + 64 * args)}\n"
    )


@SLOW
@given(seeded)
def test_a_private_key_beside_a_transaction_still_goes(r: random.Random) -> None:
    key = _run(r, HEX, 64)
    _caught(f"Transaction Hash: 0x{_run(r, HEX, 64)}\nPrivate key: 0x{key}\n", key)


@SLOW
@given(seeded)
def test_a_signature_accounts_and_a_blockhash_are_kept(r: random.Random) -> None:
    signature = _run(r, _BASE58, 88)
    _kept(
        f"$ solana confirm -v {signature}\nTransaction executed in slot 860421792:\n"
        f"  Recent Blockhash: {_run(r, _BASE58, 44)}\n  Signature 0: {signature}\n"
        f"  Account 0: srw- {_run(r, _BASE58, 44)} (fee payer)\n"
        f"  Account 1: -w-- {_run(r, _BASE58, 43)}\n  Status: Ok\n"
    )


@SLOW
@given(seeded)
def test_a_keypairs_secret_under_its_name_still_goes(r: random.Random) -> None:
    secret = _run(r, _BASE58, 88)
    _caught(f"Account 0: {_run(r, _BASE58, 44)}\nsecret_key: {secret}\n", secret)


@SLOW
@given(uuids, st.sampled_from(["ID klienta", "ID del cliente", "ID do cliente", "ID client"]))
def test_an_id_under_a_label_whose_word_is_id_is_kept(value: str, label: str) -> None:
    _kept(
        "přístup k API jsme Vám vygenerovali (Nastavení → API klíče); klíč uvidíte jen "
        f"jednou. {label}: {value}\n"
    )


@SLOW
@given(_tokens)
def test_a_key_under_its_own_word_in_the_same_prose_still_goes(token: str) -> None:
    _caught(f"Dobrý den, ID klienta je 42. API klíč: {token}\n", token)


@SLOW
@given(st.sampled_from("xX0*"), st.integers(20, 32), words)
def test_a_url_whose_secret_part_is_filler_is_kept(char: str, n: int, w: str) -> None:
    _kept(
        f"Set `SLACK_WEBHOOK_URL` in the {w} secrets. It looks like\n"
        f"`https://hooks.slack.com/services/T00000000/B00000000/{char * n}`.\n"
    )


@SLOW
@given(seeded)
def test_a_real_webhook_url_still_goes(r: random.Random) -> None:
    secret = _run(r, ALNUM, 24)
    _caught(
        f"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T{_run(r, '0123456789', 8)}"
        f"/B{_run(r, '0123456789', 8)}/{secret}",
        secret,
    )


@SLOW
@given(seeded, words)
def test_the_chain_openssl_s_client_prints_is_kept(r: random.Random, host: str) -> None:
    _kept(
        f"$ openssl s_client -connect {host}.example.net:443 -showcerts </dev/null "
        f"2>/dev/null | sed -n '/BEGIN/,/END/p'\n-----BEGIN CERTIFICATE-----\n"
        f"{_b64_lines(r, 3)}\n-----END CERTIFICATE-----\n"
    )


# -- 4. a % that escapes nothing ------------------------------------------------------------

_DJANGO = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"


@SLOW
@given(seeded)
def test_a_django_secret_key_with_percent_and_ampersand_goes(r: random.Random) -> None:
    while True:
        secret = _run(r, _DJANGO, 50)
        if secret[0] not in "-+" and "%" in secret and "&" in secret and "'" not in secret:
            break
    _caught(f"BASE_DIR = Path(__file__).parent\n\nSECRET_KEY = '{secret}'\n\nDEBUG = 0\n", secret)


# -- 5. recall: where a value stands ---------------------------------------------------------


@SLOW
@given(seeded, st.sampled_from(["auth.adminPassword", "postgresql.auth.password", "redis.secret"]))
def test_a_name_value_pair_in_a_plan_hides_the_value(r: random.Random, name: str) -> None:
    secret = _password(r)
    _caught(
        f'  + resource "helm_release" "app" {{\n      + set {{\n'
        f'          + name  = "{name}"\n          + value = "{secret}"\n        }}\n    }}\n',
        secret,
    )


@SLOW
@given(words, st.sampled_from(["ingress.hostname", "auth.adminUser", "replicaCount"]))
def test_a_setting_pair_in_a_plan_is_kept(w: str, name: str) -> None:
    _kept(
        f'  + resource "helm_release" "{w}" {{\n      + set {{\n'
        f'          + name  = "{name}"\n          + value = "{w}.example.net"\n        }}\n'
    )


_SEED_LABELS = ["recovery phrase (24):", "seed phrase:", "mnemonic:", "wallet words:"]


@SLOW
@given(seeded, st.sampled_from([12, 24]), st.sampled_from(_SEED_LABELS))
def test_a_seed_phrase_below_its_label_goes(r: random.Random, n: int, label: str) -> None:
    phrase = " ".join(_run(r, string.ascii_lowercase, r.randint(3, 8)) for _ in range(n))
    _caught(f"notes.md\n\n- dentist tue\n- ledger {label}\n  {phrase}\n- wifi\n", phrase)


@SLOW
@given(st.lists(words, min_size=12, max_size=12))
def test_a_list_of_words_below_another_label_is_kept(ws: list[str]) -> None:
    _kept(f"- shopping list:\n  {' '.join(w[:8] for w in ws)}\n")


@SLOW
@given(seeded, st.sampled_from(["GitHub recovery codes", "Backup codes", "recovery-codes.txt"]))
def test_recovery_codes_go(r: random.Random, title: str) -> None:
    codes = []
    while len(codes) < 8:
        code = f"{_run(r, HEX[:10] + 'abcdef', 5)}-{_run(r, HEX, 5)}"
        if any(c.isdigit() for c in code):
            codes.append(code)
    out_text = f"{title}\nKeep your recovery codes safe.\n\n" + "\n".join(codes) + "\n\n(done)"
    for code in codes:
        _caught(out_text, code)


@SLOW
@given(st.lists(words, min_size=4, max_size=8))
def test_words_below_recovery_codes_are_kept(ws: list[str]) -> None:
    _kept("Recovery codes: see the settings page, sections:\n" + "\n".join(ws) + "\n")


@SLOW
@given(seeded, st.sampled_from(["use recovery code", "the backup code is", "Recovery code:"]))
def test_a_code_right_after_the_words_goes(r: random.Random, words_before: str) -> None:
    while True:
        code = f"{_run(r, string.ascii_lowercase + string.digits, 5)}-{_run(r, HEX, 5)}"
        if any(c.isdigit() for c in code) and any(c.isalpha() for c in code):
            break
    _caught(f"If SSO is down, {words_before} {code} and tell #oncall.", code)


@SLOW
@given(st.integers(1990, 2099), words)
def test_a_year_or_a_word_after_the_words_is_kept(year: int, w: str) -> None:
    _kept(f"See the recovery codes {year} policy and the backup code {w} page.")


_PASSPHRASE_WORDS = [
    "de wachtwoordzin voor de kluis is",
    "der Passwortsatz lautet:",
    "lösenordsfrasen är",
    "salasanalause on:",
]


@SLOW
@given(seeded, st.sampled_from(_PASSPHRASE_WORDS), st.integers(10, 99))
def test_a_quoted_passphrase_after_a_compound_goes(r: random.Random, lead: str, n: int) -> None:
    words_of = [_run(r, string.ascii_lowercase, r.randint(4, 8)) for _ in range(3)]
    phrase = f"{words_of[0]} {words_of[1]} {n} {words_of[2]}"
    _caught(f'Hoi, {lead} "{phrase}" (met spaties).', phrase)


@SLOW
@given(words)
def test_a_quoted_title_after_a_compound_is_kept(w: str) -> None:
    _kept(f'De wachtwoordzin staat in het document "{w.title()}".')
