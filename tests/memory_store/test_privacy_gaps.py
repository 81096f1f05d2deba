"""Gaps of the privacy filter's readers of names, held over generated values.

A name is a word made of identifier parts (split at ``_``, ``-``, ``.``, case changes and
digits): a credential's word names a secret only as one of those parts (``dbPw``,
``DB_PW``, ``smtp-pw``), never as a fragment a change of case cuts out of a random run
(``xPwQ7zK9``, a value beginning ``pW-``). Each principle has a counterpart: where the
name is a credential's, its value still goes."""

from __future__ import annotations

import random
import string

from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.store.privacy import is_secret_key, redact
from tests.memory_store.generated import (
    ALNUM,
    SLOW,
    seeded,
    words,
)
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password


def _run(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _random_name(r: random.Random, fragment: str) -> str:
    """A random run of both cases and digits, with ``fragment`` inside it as a part of its
    own (a case change or a digit on each side): ``xB3Pw7qK9``."""
    chars = r.sample(string.ascii_lowercase, 3) + r.sample(string.ascii_uppercase, 3)
    digits = r.sample(string.digits, 3)
    head = f"{chars[0]}{chars[3]}{digits[0]}{chars[1]}"
    return f"{head}{fragment}{digits[1]}{chars[4]}{chars[2]}{chars[5]}{digits[2]}"


# -- 1. a credential's word is one of a name's parts, and a random run is no name ---------


@given(st.sampled_from(["dbPw", "DB_PW", "pw", "smtp-pw", "Pw", "imapPwd", "db2Password"]))
def test_a_credentials_word_as_a_part_names_a_secret(name: str) -> None:
    assert is_secret_key(name)


@given(seeded, st.sampled_from(["Pw", "Pwd", "Pass", "Sig", "Psk", "Jwt"]))
def test_a_random_run_is_no_name(r: random.Random, fragment: str) -> None:
    name = _random_name(r, fragment)
    assert not is_secret_key(name), name
    assert not is_secret_key("aPWq")  # (no part is "pw": a, P, Wq)


@SLOW
@given(seeded, words)
def test_a_query_parameter_with_a_random_name_is_kept(r: random.Random, w: str) -> None:
    # (a short random value under a name: taken only when the name names a secret)
    _kept(f"https://{w}.example.com/app.js?{_random_name(r, 'Pw')}={_run(r, ALNUM, 14)}")


@SLOW
@given(seeded, words, st.sampled_from(["dbPw", "DB_PW", "smtp-pw", "pw"]))
def test_a_query_parameter_named_a_password_still_goes(r: random.Random, w: str, name: str) -> None:
    secret = _password(r)
    _caught(f"https://{w}.example.com/login?user={w}&{name}={secret}", secret)


@SLOW
@given(seeded, st.sampled_from(["pW-", "pWd-", "paSS-", "tOKEN-", "PAss_"]))
def test_a_value_whose_start_a_case_change_cuts_into_a_word_is_kept(
    r: random.Random, head: str
) -> None:
    value = f"{head}{_run(r, ALNUM, 10)}"
    _kept(f"the build is tagged {value} in the registry")
    _kept(f'{{"etag": "{value}", "size": 42}}')


@SLOW
@given(seeded, st.sampled_from(["pw", "PW", "Pw", "pass", "Password", "TOKEN"]))
def test_a_value_after_a_credentials_word_still_goes(r: random.Random, word: str) -> None:
    secret = _password(r)
    _caught(f"the {word} is {secret} for now", secret)


# -- 2. key material's word before escaped bytes is one of the name's parts ---------------


def _escaped(r: random.Random, n: int) -> str:
    """``n`` random bytes as a string literal's escapes (``\\x07\\x41…``)."""
    return "".join(f"\\x{r.randrange(256):02x}" for _ in range(n))


@SLOW
@given(seeded, st.sampled_from(["monkey_bytes", "apsk_magic", "turkey", "whiskeyData",
                                "seedling_blob", "tokenizer_state", "pubkey", "public_key"]),
       st.sampled_from(['{n} = b"{e}"', '{n}: "{e}"', '"{n}": "{e}"']))  # fmt: skip
def test_escaped_bytes_under_a_name_that_only_holds_the_letters_are_kept(
    r: random.Random, name: str, form: str
) -> None:
    _kept(form.format(n=name, e=_escaped(r, 24)))


@SLOW
@given(seeded, st.sampled_from(["APIKEY", "api_key", "hmacKey", "psk", "secretkey", "aes_key",
                                "self._key", "KEY_BYTES", "session_token", "wifi_password"]),
       st.sampled_from(['{n} = b"{e}"', '{n}: "{e}"', '"{n}": "{e}"']))  # fmt: skip
def test_escaped_bytes_under_key_materials_name_still_go(
    r: random.Random, name: str, form: str
) -> None:
    escaped = _escaped(r, 24)
    _caught(form.format(n=name, e=escaped), escaped[:40])


# -- 3. a call's name and value stand on one line or in one call's parentheses ------------


@SLOW
@given(seeded, words, st.sampled_from(["password", "api_key", "token", "secret"]),
       st.sampled_from(["[]", "()", "{}"]))  # fmt: skip
def test_a_names_item_then_the_next_lines_item_are_no_pair(
    r: random.Random, w: str, name: str, brackets: str
) -> None:
    # (a list of field names: the item after the line break is the next name, not a value)
    item = (
        f"{w.title()}_{r.choice(string.ascii_uppercase)}{r.choice(string.ascii_lowercase)}"
        f"{r.randrange(1, 10)}"
    )
    _kept(f'{w}_FIELDS = {brackets[0]}"{name}",\n    "{item}", "{w}"{brackets[1]}\n')


@SLOW
@given(seeded, words, st.sampled_from(["password", "api_key", "token", "secret"]))
def test_a_calls_name_and_value_across_lines_still_go(r: random.Random, w: str, name: str) -> None:
    secret = _password(r)
    _caught(f'{w}.set(\n    "{name}",\n    "{secret}"\n)\n', secret)
    _caught(f'{w}.setOption(ctx, "{name}",\n    "{secret}")\n', secret)
    _caught(f'{w}.set("{name}", "{secret}")\n', secret)


# -- 4. a connect call's data source name holds no secret ----------------------------------


@SLOW
@given(seeded, words, words, st.sampled_from(["Pg", "mysql", "SQLite", "Oracle"]),
       st.sampled_from(["'", '"']))  # fmt: skip
def test_a_connect_calls_dsn_is_kept_and_its_password_goes(
    r: random.Random, db: str, host: str, driver: str, q: str
) -> None:
    dsn = f"dbi:{driver}:dbname={db.title()}2;host={host}-db.internal;port=5432"
    secret = _password(r)
    text = f"my $dbh = DBI->connect({q}{dsn}{q}, {q}{db}{q}, {q}{secret}{q}, {{RaiseError => 1}});"
    out, _ = redact(text)
    assert dsn in out, out
    assert secret not in out, out


@SLOW
@given(seeded, words, st.sampled_from(["Pwd", "password", "PASSWORD"]))
def test_a_dsn_that_holds_a_password_still_goes(r: random.Random, db: str, name: str) -> None:
    secret = _password(r)
    _caught(f"$h = DBI->connect('dbi:ODBC:Driver=x;Server={db};Uid=sa;{name}={secret}');", secret)


# -- a dotted value: a reference is made of names, a prefix before a random run is a secret's --


def _random_run(r: random.Random, n: int) -> str:
    """``n`` groups of an upper-case letter, a lower-case letter and a digit: a random run
    of both cases and digits (``Yj4Rf5Kw1…``)."""
    return "".join(
        r.choice(string.ascii_uppercase)
        + r.choice(string.ascii_lowercase)
        + r.choice(string.digits)
        for _ in range(n)
    )


@SLOW
@given(seeded, words, st.sampled_from(["tag", "ref", "git", "abc", "env", "live"]))
def test_a_dotted_value_with_a_random_piece_goes(r: random.Random, w: str, prefix: str) -> None:
    body = _random_run(r, r.randint(6, 9))
    _caught(f"{w.upper()}_SERVER_KEY={prefix}.{body}\n", body)
    _caught(f"SECRET={prefix}.{body}", body)
    _caught(f"{w}_token = {prefix}.{body}\n", body)


@SLOW
@given(words, words)
def test_a_dotted_reference_to_names_is_kept(a: str, b: str) -> None:
    name = f"{a.upper()}_{b.upper()}_API_KEY"
    _kept(f"{name}=settings.{name}\n")
    _kept(f"KEY=os.environ.{a.upper()}_KEY\n")
    _kept(f"token = self.{a}_token\n")
    _kept(f"key: config.{a}{b.title()}ApiKey\n")
    _kept(f"secret = app.config.{a.upper()}_X509_SECRET_KEY_V2\n")
    _kept(f"token = this.props.get{a.title()}{b.title()}TokenValue\n")


# -- a URL's host named like a secret (smbpass, imappwd): a host and a port, not a key's value --


@SLOW
@given(seeded, words, st.sampled_from(["smbpass", "imappwd", "aapwd", "ftptoken", "dbsecret"]))
def test_a_hosts_port_after_a_secrets_name_is_kept(r: random.Random, db: str, host: str) -> None:
    port = r.randint(1, 65535)
    _kept(f'def url = "jdbc:mysql://{host}:{port}/{db}"\n')
    _kept(f"see http://{host}:{port}/{db} for the admin page\n")
    _kept(f"def url = \"jdbc:mysql://{host}:{port}/{host}?password=${{env('{db}.password')}}\"")


@SLOW
@given(seeded, words, st.sampled_from(["smbpass", "imappwd", "aapwd"]))
def test_a_password_after_a_hosts_name_still_goes(r: random.Random, db: str, host: str) -> None:
    secret = _password(r)
    _caught(f"mysql://{host}:{secret}@{db}.example.com:3306/app\n", secret)
    _caught(f"http://{host}:8080/{db}?password={secret}\n", secret)


# -- a credential's word inside a vendor's public id (sq0idp-pw-…) is a piece of the id --------


@given(st.sampled_from(["pw", "pass", "token", "secret"]), words)
def test_a_credentials_word_inside_a_public_id_is_kept(fragment: str, a: str) -> None:
    # (drawn: sq0idp-pw-NWik_bA1UNkcEdVt7Ho; the word then "-" read as a name before a value)
    _kept(f"It's sq0idp-{fragment}-NWik_bA1UNkcEdVt7Ho in the {a} config")


# -- an Ably key whose key id ends in "ID" (7BZDsE.NTFbID:…): the id is no name of its value ---


@given(st.sampled_from(["ablyKey", "publicAblyKey", "ABLY_KEY"]))
def test_an_ably_keys_secret_after_a_key_id_ending_in_id_goes(name: str) -> None:
    # (drawn: the key id NTFbID read as a name that says an id, its value then kept)
    secret = "qwMIxnDdMVIGiaojxJUyc9Zd5jQ0aP2yJ1HotJnBds5"
    _caught(
        f'<script>window.__NUXT__={{}};window.__NUXT__.config={{public:{{siteName:"x",'
        f'{name}:"7BZDsE.NTFbID:{secret}"}}}}</script>\n',
        secret,
    )


# -- a word that says a digest stops a noun's value only as a word: "asha" holds no "sha" -------


@given(
    st.sampled_from(["asha", "shape", "kashan"]),
    st.sampled_from(["{w} のAPIキーはこれです：{v} 本番用", "{w} API 키 공유합니다: {v} 스테이징"]),
)
def test_a_digests_word_inside_another_word_does_not_keep_the_value(w: str, line: str) -> None:
    # (drawn: asha のAPIキーはこれです：cd18fc9f…; "sha" inside "asha" read as a digest's word)
    v = "cd18fc9fb6494384932af3bda6fe8102"
    _caught(line.format(w=w, v=v), v)


@given(st.sampled_from(["sha256", "hashed", "SHA1", "my_cache", "Fingerprint"]))
def test_a_digests_word_as_a_names_part_still_keeps_the_value(w: str) -> None:
    _kept(f"{w} のAPIキーはこれです：cd18fc9fb6494384932af3bda6fe8102 本番用")


# -- a value that begins like a crypt id ($846$) but holds symbols crypt never writes ----------


@given(words)
def test_a_django_key_beginning_like_a_crypt_id_goes(user: str) -> None:
    # (drawn: its last $-part "#olwcc_…" was read as a placeholder where a hash goes)
    secret = "$846$@y4xo&unq09lsz8v9%b0l9#p$#olwcc_0h3lbtyai0y9m"
    _caught(f"BASE_DIR = Path(__file__).parent\n\nSECRET_KEY = '{secret}'\n\nDEBUG = 0\n", secret)
    _caught(f"userlist ops\n    user {user} password {secret}\n", secret)
