"""The principles written after held-out batch 44 (research, education, health and
public-sector software), held over generated values and texts of my own (never the
batch's).

Leaks, each a kind: a value on a line of ``grep -n`` output (the ``N:`` prefix is grep's,
not the name's); HL7 v2's MSH-8 (Security) field; a setting whose lowercase compound name
ends in a password's word (``…pw``, ``…pwd``, ``…pass``), also in a ``set name "value"``
command; a lowercase compound that says what a key grants (``licensekey``,
``activationkey``) beside a random value; a secret's name with its encoding after it
(``…_key_b64``, ``…_secret_hex``); the password of ``lftp -u user,password``; the third
literal of ``database(source, user, password)``; a random literal given to the call that
builds a service's client, configuration or session.

Precision, each a kind: a git-annex key (a content address); the output of a checksum
command named earlier (and a quoted argument that is a command line); a length said in
words (``32-character``); a single-letter flag's ``Name=value`` setting; the one-time
values of a signed OAuth 1.0 request and a word-shaped consumer key; a query value made
of ``word:number`` pairs. Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import base64
import hashlib
import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LOWER = "abcdefghijklmnopqrstuvwxyz"


def _run(r: random.Random, n: int, alphabet: str) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _token(r: random.Random, n: int) -> str:
    while True:
        value = _run(r, n, ALNUM)
        if (
            sum(c.isdigit() for c in value) >= 3
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def _mixed_hex(r: random.Random, n: int, alphabet: str = HEX) -> str:
    while True:
        value = _run(r, n, alphabet)
        if sum(c.isdigit() for c in value) >= 4 and sum(c.isalpha() for c in value) >= 4:
            return value


def _word(r: random.Random, n: int = 6) -> str:
    return _run(r, n, "bcdfghklmnprstvz")


# -- leaks ------------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_value_on_a_grep_n_line_goes(r: random.Random) -> None:
    value = _password(r)
    conf = f"/srv/{_word(r)}/conf/{_word(r)}.properties"
    text = (
        f"$ grep -n -A2 '^truststore' {conf}\n"
        f"{r.randrange(2, 90)}:truststore.file = ${{app.home}}/trust.jks\n"
        f"{r.randrange(2, 90)}:truststore.storepass = {value}\n"
    )
    _caught(text, value)
    _caught(f"$ grep -rn storepass conf/\nconf/a.properties:7:db.storepass={value}\n", value)


@SLOW
@given(seeded)
def test_a_grep_n_line_without_a_secret_stays(r: random.Random) -> None:
    _kept(
        f"$ grep -n cache /etc/{_word(r)}/{_word(r)}.conf\n"
        f"{r.randrange(2, 90)}:cache.path = /var/cache/{_word(r)}\n"
        f"{r.randrange(2, 90)}:cache.size = {r.randrange(10, 900)}\n"
    )


def _msh(r: random.Random, security: str) -> str:
    stamp = f"2025{r.randrange(10, 12)}{r.randrange(10, 28)}0{r.randrange(1, 9)}1530"
    return (
        f"MSH|^~\\&|{_word(r).upper()}|{_word(r).upper()}|{_word(r).upper()}|"
        f"{_word(r).upper()}|{stamp}|{security}|ORU^R01^ORU_R01|"
        f"CTL{r.randrange(10**6, 10**7)}|P|2.5.1\n"
        f"PID|1||MRN{r.randrange(10**5, 10**6)}^^^{_word(r).upper()}^MR||DOE^JANE\n"
    )


@SLOW
@given(seeded)
def test_an_hl7_security_field_goes(r: random.Random) -> None:
    value = _run(r, 4, _UPPER) + str(r.randrange(1000, 9999))
    _caught(f"inbound from partner, needs MSH-8\n{_msh(r, value)}", value)


@SLOW
@given(seeded)
def test_an_hl7_message_with_an_empty_security_field_stays(r: random.Random) -> None:
    _kept(f"received:\n{_msh(r, '')}")


@SLOW
@given(seeded)
def test_a_compound_password_name_goes(r: random.Random) -> None:
    value = _password(r)
    head = r.choice(["admin", "ldap", "proxy", "httpproxy", "relay", "smtp"])
    _caught(f"{head}pw = {value}\n", value)
    _caught(f'* site.do\nset {head}pw "{value}"\nset {head}user "{_word(r)}"\n', value)
    _caught(f'set {head}pass "{value}"\n', value)


@SLOW
@given(seeded)
def test_a_compound_name_ending_in_pass_that_is_no_password_stays(r: random.Random) -> None:
    band = r.choice(["lowpass", "highpass", "bandpass"])
    _kept(f'set {band} "{_word(r)}-{r.randrange(100, 9000)}"\n')
    _kept(f'set {_word(r)}pw "${{{_word(r).upper()}_PW}}"\n')
    _kept(f"set {_word(r)}pass on\n")


@SLOW
@given(seeded)
def test_a_compound_that_says_what_a_key_grants_goes(r: random.Random) -> None:
    value = _mixed_hex(r, 32)
    name = r.choice(["licensekey", "activationkey", "productkey", "subscriptionkey"])
    _caught(f'{{"startyear": "2019", "{name}": "{value}"}}', value)
    _caught(f"{name.upper()}={value}\n", value)


@SLOW
@given(seeded)
def test_a_compound_key_name_with_a_plain_value_stays(r: random.Random) -> None:
    _kept(f'{{"licensekey": "{_word(r)}-{_word(r)}"}}')
    _kept(f'{{"sortkey": "{_mixed_hex(r, 32)}"}}')


@SLOW
@given(seeded)
def test_a_secret_named_with_its_encoding_goes(r: random.Random) -> None:
    value = base64.b64encode(bytes(r.randrange(256) for _ in range(96))).decode()
    name = r.choice(["cluster_key_b64", "node_secret_base64", "shared_key_b64"])
    _caught(f'# vault.yml\n{name}: "{value}"\nregion: {_word(r)}\n', value)
    hexed = _mixed_hex(r, 64)
    _caught(f"signing_secret_hex = {hexed}\n", hexed)


@SLOW
@given(seeded)
def test_a_public_value_named_with_its_encoding_stays(r: random.Random) -> None:
    value = base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()
    _kept(f'node_public_key_b64: "{value}"\n')
    _kept(f"key_id_hex = {r.randrange(10**5, 10**6)}\n")


@SLOW
@given(seeded)
def test_an_lftp_user_password_goes(r: random.Random) -> None:
    value = _password(r, 10)
    _caught(f"lftp -u {_word(r)},'{value}' ftp.{_word(r)}.org -e 'mput *.gz; bye'", value)
    _caught(f"lftp -e 'open -u {_word(r)},{value} sftp://{_word(r)}.net; ls'", value)


@SLOW
@given(seeded)
def test_an_lftp_user_without_a_password_stays(r: random.Random) -> None:
    _kept(f"lftp -u {_word(r)} ftp.{_word(r)}.org   # asks for the password")
    _kept(f"lftp -u {_word(r)},$FTP_PASS ftp.{_word(r)}.org")


@SLOW
@given(seeded)
def test_a_database_calls_third_literal_goes(r: random.Random) -> None:
    value = _word(r) + r.choice("*#!") + str(r.randrange(1000, 9999)) + _run(r, 3, _UPPER)
    _caught(f">> c = database('{_word(r).upper()}','{_word(r)}','{value}');", value)


@SLOW
@given(seeded)
def test_a_database_call_without_a_literal_password_stays(r: random.Random) -> None:
    _kept(f">> c = database('{_word(r).upper()}','{_word(r)}',getenv('DB_PW'));")
    _kept(f">> c = database('{_word(r).upper()}','','');")


@SLOW
@given(seeded)
def test_a_random_literal_given_to_a_client_goes(r: random.Random) -> None:
    value = _token(r, r.randrange(22, 34))
    lib = _word(r, 7)
    _caught(
        f'import {lib}\nc = {lib}.{lib.capitalize()}("{r.randrange(10**5, 10**7)}", "{value}")',
        value,
    )
    hexed = _mixed_hex(r, 32, "0123456789ABCDEF")
    _caught(f'using Foo\ncfg = Foo.Config("https://{_word(r)}.org/api/", "{hexed}")', hexed)
    admin = _mixed_hex(r, 32)
    _caught(f'$ks = $c->session->start(\n    "{admin}",\n    "svc@x.org");', admin)


@SLOW
@given(seeded)
def test_ids_and_keywords_given_to_a_client_stay(r: random.Random) -> None:
    lib = _word(r, 7)
    _kept(f'c = {lib}.{lib.capitalize()}("{r.randrange(10**5, 10**7)}", "group", key)')
    _kept(f'u = uuid.UUID("{_mixed_hex(r, 32)}")')
    _kept(f'c = Foo.Client(base_url="https://{_word(r)}.org", record_id="{_mixed_hex(r, 32)}")')


# -- precision --------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_git_annex_key_stays(r: random.Random) -> None:
    digest = hashlib.md5(_word(r).encode()).hexdigest()
    size = r.randrange(10**5, 10**9)
    _kept(f"$ git annex info --fast raw/{_word(r)}.tsv | grep key\nkey: MD5E-s{size}--{digest}.tsv")
    sha = hashlib.sha256(_word(r).encode()).hexdigest()
    _kept(f"annex key: SHA256E-s{size}--{sha}.nii.gz")


@SLOW
@given(seeded)
def test_a_checksum_commands_output_stays(r: random.Random) -> None:
    sha = hashlib.sha256(_word(r).encode()).hexdigest()
    hosts = "\n".join(f"node{i:02d} {sha}" for i in range(1, 4))
    _kept(f"# ssh -o BatchMode=yes ... -a 'sha256sum /etc/{_word(r)}/{_word(r)}.key'\n{hosts}")
    md5 = hashlib.md5(_word(r).encode()).hexdigest()
    _kept(f"$ md5sum data/{_word(r)}.csv\n{md5}  data/x.csv")


@SLOW
@given(seeded)
def test_a_digest_long_value_without_a_checksum_command_goes(r: random.Random) -> None:
    value = _mixed_hex(r, 64)
    _caught(f"export SIGNING_SECRET={value}\n# sha256sum of the file goes in the manifest", value)


@SLOW
@given(seeded)
def test_a_length_said_in_words_stays(r: random.Random) -> None:
    n = r.choice([16, 20, 32, 40, 64])
    unit = r.choice(["character", "digit", "byte"])
    _kept(f"The {_word(r)} API tokens are {n}-{unit} hexadecimal strings; rotate them yearly.")


@SLOW
@given(seeded)
def test_a_flag_setting_stays_and_a_flag_secret_goes(r: random.Random) -> None:
    day = f"2025{r.randrange(10, 12)}{r.randrange(10, 28)}"
    _kept(f"$ querytool -v -k Level=SERIES -k SeriesDate={day}-{day} -k Modality=CT host 104")
    value = _password(r)
    _caught(f"$ querytool -k Password={value} host 104", value)


def _oauth_body(r: random.Random, consumer: str) -> str:
    nonce = _token(r, 32)
    signature = base64.b64encode(bytes(r.randrange(256) for _ in range(20))).decode()
    return (
        "POST /launch HTTP/1.1\nHost: tool.example.org\n\n"
        f"oauth_consumer_key={consumer}&oauth_signature_method=HMAC-SHA1"
        f"&oauth_timestamp={r.randrange(10**9, 2 * 10**9)}&oauth_nonce={nonce}"
        f"&oauth_version=1.0&oauth_signature={signature.replace('=', '%3D')}"
    )


@SLOW
@given(seeded)
def test_a_signed_oauth1_requests_one_time_values_stay(r: random.Random) -> None:
    _kept(_oauth_body(r, f"{_word(r)}-{_word(r)}"))


@SLOW
@given(seeded)
def test_a_random_consumer_key_and_a_consumer_secret_go(r: random.Random) -> None:
    key = _token(r, 25)
    _caught(_oauth_body(r, key), key)
    secret = _token(r, 40)
    _caught(f"oauth_consumer_secret={secret}&oauth_signature_method=HMAC-SHA1", secret)


@SLOW
@given(seeded)
def test_a_query_filter_of_pairs_stays(r: random.Random) -> None:
    pairs = f"{_word(r)}:{r.randrange(1, 99):02d}%20{_word(r)}:{r.randrange(1, 999):03d}"
    _kept(f"GET https://api.{_word(r)}.gov/data?get=NAME&for=tract:*&in={pairs}&key=${{API_KEY}}")


@SLOW
@given(seeded)
def test_a_user_and_password_in_a_query_goes(r: random.Random) -> None:
    value = _password(r)
    _caught(f"GET https://{_word(r)}.org/login?auth={_word(r)}:{value}&next=/", value)
