"""The principles written after held-out batch 64 (live streaming, radio and game-server
administration), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: an RTMP URL's stream key where the URL begins right after a bracket or
a bar (an ffmpeg ``tee`` muxer's output list), a query before the key too; the value of a
credential key written with a numeric index (``password_1=``) or of an ``authhash`` key; a
value a Thai sentence says a password, code or key is (``… คือ <value>``); the argument of
a command that activates a licence; the new password a reset or change command is given
after the account it names; a passphrase of plain words after a passphrase label, a gloss
in parentheses between. Precision, each a kind: a ``$$NAME$$`` substitution token; a port
mapping; a Unix time under a timestamp key. Each has a counterpart that still goes (or
stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HOSTS = ["ingest.venue.example", "live.arena.test", "push.studio.example", "in.hall.test"]
_APPS = ["live", "app", "stream", "push", "origin"]
_USERS = ["ops", "presenter", "studio", "nightdesk", "mixer"]
# (plain words of a passphrase: none a sentence's small word, none a credential's word)
_PHRASE_WORDS = [
    "lantern", "copper", "meadow", "falcon", "quartz", "harbor", "willow", "ember", "glacier",
    "thistle", "orbit", "pebble", "saffron", "tundra", "walnut", "cobalt", "juniper", "marble",
]  # fmt: skip


def _key(r: random.Random) -> str:
    """A stream key as platforms draw one: groups of letters and digits joined by dashes."""
    return "-".join(drawn(r, 4, each_case=0).lower() for _ in range(r.choice([3, 4, 5])))


# -- 1. a stream key in a tee muxer's output list -----------------------------------------


@SLOW
@given(seeded)
def test_a_stream_key_in_a_tee_output_list_goes(r: random.Random) -> None:
    key = _key(r)
    host, app = r.choice(_HOSTS), r.choice(_APPS)
    text = (
        f'ffmpeg -i in.mp4 -c copy -f tee "[f=flv:onfail=ignore]rtmp://{host}/{app}/{key}'
        f'|[f=flv]rtmp://b.{host}/{app}?backup=1/{key}"'
    )
    _caught(text, key)
    # (a stream's plain name in the same list: a name, not a key)
    _kept(f'ffmpeg -i in.mp4 -f tee "[f=flv]rtmp://{host}/{app}/lobby|[f=flv]rtmp://{host}/x/y"')


# -- 2. a credential key with a numeric index, an authhash key ------------------------------


@SLOW
@given(seeded)
def test_an_indexed_credential_key_goes(r: random.Random) -> None:
    value = _password(r)
    n = r.randint(1, 12)
    prefix = r.choice(["", "dj", "admin", "relay"])
    _caught(f"{prefix}port_{n}=8000\n{prefix}password_{n}={value}\n{prefix}priority_{n}=1", value)
    digest = "".join(r.choice("0123456789ABCDEF") for _ in range(32))
    _caught(f"streamid_{n}={n}\nstreamauthhash_{n}={digest}\nstreampublic_{n}=1", digest)
    # (the index's other keys, a reference, an empty value: kept)
    _kept(f"{prefix}port_{n}=8000\n{prefix}login_{n}=night_shift\n{prefix}priority_{n}=1")
    _kept(f"{prefix}password_{n}=${{DJ_PASSWORD}}\nstreamauthhash_{n}=\nstreampath_{n}=/live")


# -- 3. a value a Thai sentence says a password or key is -----------------------------------


@SLOW
@given(seeded)
def test_a_value_a_thai_sentence_says_a_code_is_goes(r: random.Random) -> None:
    value = _password(r)
    noun = r.choice(["รหัสผ่าน", "รหัส RCON", "คีย์สตรีม", "รหัสแอดมิน"])
    _caught(f"เซิร์ฟเวอร์เกมของเรา {noun}คือ {value}\nอย่าบอกใครนะครับ", value)
    key = _key(r)
    _caught(f"ตั้งค่า OBS แล้ว คีย์ของช่องคือ {key}\nขอบคุณครับ", key)
    # (a port, a word, a URL after the same words: kept)
    _kept(f"พอร์ตของเซิร์ฟเวอร์คือ {r.randint(1024, 65000)} และรหัสคือ ชื่อร้าน\nขอบคุณครับ")


# -- 4. the argument of a command that activates a licence ----------------------------------


@SLOW
@given(seeded)
def test_a_licence_activation_argument_goes(r: random.Random) -> None:
    licence = _uuid(r)
    verb = r.choice(
        ["ActivateLicence", "activate-license", "ActivateProLicense", "license activate"]
    )
    _caught(f"$ mgrctl {verb} {licence}\n[Info] Licence activated.", licence)
    # (the verb's help, a file's name: kept)
    _kept(f"$ mgrctl {verb} --help\n$ mgrctl {verb} ./licence.txt")


def _uuid(r: random.Random) -> str:
    hexd = "0123456789abcdef"
    return "-".join("".join(r.choice(hexd) for _ in range(n)) for n in (8, 4, 4, 4, 12))


# -- 5. the new password a reset or change command is given --------------------------------


@SLOW
@given(seeded)
def test_a_reset_commands_new_password_goes(r: random.Random) -> None:
    value = _password(r)
    user = r.choice(_USERS)
    verb = r.choice(["ResetLogin", "reset-password", "change_password", "ChangeLogin"])
    _caught(f"$ sudo -u svc \"srvctl {verb} INST01 {user} '{value}'\"\n[Info] done", value)
    _caught(f"$ srvctl {verb} {user} {value}", value)
    # (a sentence about the command: kept)
    _kept(f"Run {verb} for the {user} account when the presenter forgets it.")


# -- 6. a passphrase of plain words after a passphrase label -------------------------------


@SLOW
@given(seeded)
def test_a_passphrase_of_plain_words_goes(r: random.Random) -> None:
    words = r.sample(_PHRASE_WORDS, r.randint(4, 6))
    if r.random() < 0.5:
        words.append(str(r.randint(10, 99)))
    phrase = " ".join(words)
    label = r.choice(["Lösenfras (passphrase)", "Passphrase (SRT)", "passphrase", "Lösenfras"])
    _caught(f"## Encoder\n- Mode: caller\n- {label}: {phrase}\n- Latency: 800 ms", phrase)
    # (a sentence saying where the passphrase is: kept)
    _kept(f"- {label}: ask the producer for it\n- Latency: 800 ms")


# -- 7. a $$NAME$$ substitution token --------------------------------------------------------


@SLOW
@given(seeded)
def test_a_dollar_substitution_token_stays(r: random.Random) -> None:
    name = r.choice(["CDN", "INGEST", "RELAY", "EDGE"]) + "_" + r.choice(["PASSWORD", "SECRET"])
    _kept(f"<endpoint>\n  <username>{r.randint(1000, 999999)}</username>\n"
          f"  <password>$${name}$$</password>\n</endpoint>")  # fmt: skip
    value = _password(r)
    _caught(f"<endpoint>\n  <password>{value}</password>\n</endpoint>", value)


# -- 8. a port mapping --------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_port_mapping_stays(r: random.Random) -> None:
    low = r.randint(2000, 30000)
    span = r.randint(1, 9)
    proto = r.choice(["udp", "tcp"])
    _kept(f"docker run -d --name game -p {low}-{low + span}:{low}-{low + span}/{proto} img")
    value = _password(r)
    _caught(f"docker run -d -p {low}:{low}/{proto} -e SERVER_PASS={value} img", value)


# -- 9. a Unix time under a timestamp key ----------------------------------------------------


@SLOW
@given(seeded)
def test_a_unix_time_under_a_timestamp_key_stays(r: random.Random) -> None:
    seconds = str(r.randint(1_500_000_000, 1_999_999_999))
    name = r.choice(["X-Signature-Timestamp", "X-Request-Timestamp", "X-Hook-Timestamp"])
    _kept(f"X-Signature-Ed25519: [REDACTED]\n{name}: {seconds}\nContent-Type: application/json")
    token = drawn(r, 32)
    _caught(f"{name}: {seconds}\nX-Auth-Token: {token}", token)


# -- 10. a `name password` line of a password file cat prints -----------------------------


@SLOW
@given(seeded)
def test_a_password_files_space_separated_line_goes(r: random.Random) -> None:
    value = _password(r)
    user = r.choice(_USERS) + r.choice(["", "-main", "_b"])
    name = r.choice(["publish.password", "users.passwords", "relay.passwd"])
    text = (
        f"$ sudo cat /opt/streamsrv/conf/{name}\n# one user per line: [name][space][password]\n"
        f"#name password\n{user} {value}\n$ ls"
    )
    _caught(text, value)
    # (a file of password rules, a line of one field, a name and a plain word: kept)
    _kept(f"$ cat /etc/security/password-policy.conf\nminlen {r.randint(8, 20)}\nminclass 3\n")
    _kept(f"$ cat /opt/streamsrv/conf/{name}\n#name password\n{user} disabled\n")
