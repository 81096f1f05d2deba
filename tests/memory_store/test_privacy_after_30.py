"""The principles written after held-out batch 30 (data, ML and home-lab work), held over
generated values (never the batch's texts).

Hidden now, by kind: a quoted literal of digits under a ``#define`` whose name says
secret (a string, not a number); a console's or config file's ``Name value`` directive
whose one name names a password (Tasmota's ``Backlog …; MqttPassword …``); an XML
element named as a password's key is (``<pass>``, ``<pwd>``, ``<dbPass>``); the literals
of names joined into a secret's assignment (``KEY = part_a + part_b``); a number given
in labelled halves under a word for a credential. Kept now, by kind: a cloud API's
resource name (``projects/<n>/locations/<l>/<collection>/<n>``); a principal
``name@realm`` as the argument of a command that lists or shows; a MAC address read as
a ``.pgpass`` line; a placeholder's name in a URL's userinfo (``<user>:<passwort>``); a
noun after an article or a preposition in a sentence about a password. Each has a
counterpart that stays as it was."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import SLOW, seeded, tokens
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "zu", "be", "do", "fa"]


def _digits(r: random.Random, n: int) -> str:
    return str(r.randint(1, 9)) + "".join(r.choice("0123456789") for _ in range(n - 1))


def _made_word(r: random.Random, syllables: int = 3) -> str:
    """A pronounceable made-up word (no word of the filter's lists)."""
    return "".join(r.choice(_SYLLABLES) for _ in range(syllables))


def _chosen(r: random.Random) -> str:
    """A chosen password of two made-up words and a number (``kaloru-visane-42``)."""
    return f"{_made_word(r)}-{_made_word(r)}-{_digits(r, r.choice((2, 3)))}"


# -- 1. digits in quotes under a #define that names a secret ----------------------------


@SLOW
@given(
    seeded,
    st.integers(6, 30),
    st.sampled_from(["SECRET_PASS", "WIFI_PASSWORD", "OTA_PASSWORD", "SECRET_PIN", "AP_PASS"]),
)
def test_digits_under_a_secret_define_go(r: random.Random, n: int, name: str) -> None:
    value = _digits(r, n)
    _caught(f'// secrets.h\n#define SECRET_SSID "Gartenhaus"\n#define {name} "{value}"\n', value)
    _caught(f'src/config.h:12:#define {name} u8"{value}"', value)
    _kept('#define MQTT_PORT "1883"\n#define FIRMWARE_BUILD "20240518"\n')
    _kept('#define SECRET_TIMEOUT_MS "30000"\n#define PASSWORD_MIN_LEN "12"\n')


# -- 2. a console's Name value directive ------------------------------------------------


@SLOW
@given(seeded, st.sampled_from(["MqttPassword", "WebPassword", "Password2", "OtaPass"]))
def test_a_password_directive_in_a_console_goes(r: random.Random, name: str) -> None:
    value = _chosen(r)
    _caught(f"Backlog SSID1 Werkstatt; {name} {value}; Restart 1", value)
    _caught(f"21:14:09.551 CMD: {name} {value}\n21:14:09.560 RSL: RESULT = {{}}", value)
    chosen = _password(r)
    _caught(f"# /etc/redis/redis.conf\nbind 127.0.0.1\nrequirepass {chosen}\n", chosen)
    _kept("Backlog MqttHost 192.168.1.50; MqttPort 1883; MqttUser tasmota; Topic plug")
    _kept("# requirepass foobared\nmaxmemory 256mb\n")
    _kept("location / {\n    proxy_pass http://127.0.0.1:8123;\n}\n")
    _kept("fastcgi_pass 127.0.0.1:9000;")
    _kept("Password required\nWebPassword\n")
    _kept("ChangePassword user_confirmed\nResetPassword mail_queued;")


# -- 3. an XML element named as a password's key ------------------------------------------


@SLOW
@given(seeded, st.sampled_from(["pass", "pwd", "dbPass", "mqtt_pass", "cfg:pass"]))
def test_an_xml_element_named_for_a_password_goes(r: random.Random, element: str) -> None:
    value = _chosen(r)
    _caught(
        f"<musicdatabase>\n  <user>media</user>\n  <{element}>{value}</{element}>\n"
        "</musicdatabase>",
        value,
    )
    _kept("<options>\n  <pass>true</pass>\n  <passport>AB1234567</passport>\n</options>")
    _kept("<db>\n  <pass>${DB_PASS}</pass>\n  <pwd>{{ vault_db_pwd }}</pwd>\n</db>")
    _kept("<route><bypass>10.0.0.0-8</bypass><compass>N-45</compass></route>")


# -- 4. names joined into a secret's assignment --------------------------------------------


@SLOW
@given(tokens(20, 28), tokens(20, 28))
def test_names_joined_into_a_secret_go(first: str, second: str) -> None:
    _caught(
        f'left = "{first}"\nright = "{second}"\nos.environ["ACME_API_KEY"] = left + right\n',
        second,
    )
    notebook = (
        '   "source": [\n'
        f'    "a1 = \\"{first}\\"\\n",\n'
        f'    "b2 = \\"{second}\\"\\n",\n'
        '    "client = Acme(api_key=None)\\n",\n'
        '    "ACME_TOKEN = a1 + b2\\n"\n'
        "   ]"
    )
    _caught(notebook, second)
    _caught(notebook, first)
    _kept('prefix = "runs/2024-11-18"\nsuffix = "checkpoint-00017"\npath = prefix + suffix\n')
    _kept('a = "Qm7vT2pLx9Rk4Wn8Zs3YbH6c"\nlabel = a + b\n')


# -- 5. a number in labelled halves under a word for a credential ---------------------------


@SLOW
@given(seeded, st.integers(6, 12))
def test_a_number_in_halves_goes(r: random.Random, n: int) -> None:
    one, two = _digits(r, n), _digits(r, n)
    german = (
        f"Oma, 18:01: Wie war das WLAN-Passwort im Gartenhaus?\nPaul, 18:03: erste Hälfte: {one}"
        f"\nPaul, 18:03: zweite Hälfte: {two}\nOma, 18:04: Danke!"
    )
    _caught(german, one)
    _caught(german, two)
    english = f"the router's wifi key, in two parts:\nfirst half: {one}\nsecond half: {two}"
    _caught(english, one)
    _caught(english, two)
    chinese = f"门禁系统的密码前半段是 {one}\n后半段：{two}"
    _caught(chinese, one)
    _caught(chinese, two)
    _kept("Lieferung in zwei Paketen:\nTeil 1: 40087213\nTeil 2: 40087214\n")
    _kept("the wifi password is on the fridge\nfirst half: 50\nsecond half: 50")


# -- 6. a cloud API's resource name ---------------------------------------------------------


@SLOW
@given(
    st.integers(10**9, 10**12),
    st.integers(10**15, 10**19),
    st.sampled_from(["us-central1", "europe-west4", "asia-northeast1"]),
    st.sampled_from(
        ["customJobs", "trainingPipelines", "batchPredictionJobs", "hyperparameterTuningJobs"]
    ),
)
def test_a_resource_name_is_kept(project: int, job: int, region: str, collection: str) -> None:
    name = f"projects/{project}/locations/{region}/{collection}/{job}"
    _kept(f"$ gcloud ai {collection.lower()} cancel {name} --quiet\nCANCELLING")
    _kept(f'{{"name": "{name}", "state": "JOB_STATE_RUNNING"}}')
    _kept(f"resource: projects/{project}/locations/{region}/endpoints/{job}/deployedModels/7")
    token = "Kq9sVt3LmW8xZp2RbN7cYd4H"
    _caught(f"curl https://hooks.example.test/services/T0AB/{token}", token)


# -- 7. a principal after a command that lists or shows ---------------------------------------


@given(
    st.sampled_from(["terraform", "ci-runner", "backup", "ansible.svc"]),
    st.sampled_from(["pve", "pam", "ldap"]),
    st.sampled_from(["list", "show", "get"]),
)
def test_a_principal_after_a_lookup_command_is_kept(user: str, realm: str, verb: str) -> None:
    _kept(f"root@pve02:~# pveum user token {verb} {user}@{realm}\n│ tokenid │ comment │")
    _caught("the api token is Hx7@kq-Lm29!v", "Hx7@kq-Lm29!v")


# -- 8. a MAC address read as a .pgpass line ------------------------------------------------------


@SLOW
@given(st.lists(st.integers(0, 255), min_size=6, max_size=6), st.sampled_from(["e1000", "virtio"]))
def test_a_mac_address_is_kept(octets: list[int], model: str) -> None:
    mac = ":".join(f"{o:02X}" for o in octets)
    _kept(f"net0: {model}={mac},bridge=vmbr0,firewall=1\nscsi0: local-lvm:vm-101-disk-0,size=8G")
    _caught("db.internal:5432:analytics:etl:Wq7-hP2rLz9", "Wq7-hP2rLz9")


# -- 9. German sentences about a password: a placeholder's name, a noun after an article ----------


@given(
    st.sampled_from(["passwort", "kennwort", "Passwort"]),
    st.sampled_from(["rtsp", "http", "smb"]),
)
def test_a_placeholder_named_for_a_password_is_kept(word: str, scheme: str) -> None:
    _kept(
        f"Der Stream läuft unter {scheme}://<benutzer>:<{word}>@<adresse>:554/h265Main_01, "
        "Zugangsdaten stehen auf dem Aufkleber."
    )


def test_a_noun_after_an_article_is_kept() -> None:
    _kept("Das Kennwort für den NAS-Admin steht ab heute im KeePass2-Tresor der Abteilung.")
    _kept("WLAN-Passwort weg? Es klebt unter der O2-Homebox neben der Seriennummer.")
    _kept("Das Passwort liegt jetzt im Bitwarden-Safe „Team 4“, bitte nicht mehr kopieren.")
    _caught("Das WLAN-Passwort lautet Xk29-fpQ!7r – bitte nicht weitergeben.", "Xk29-fpQ!7r")
    _caught("Passwort für den Drucker: Rb4#wQ9-zLm2", "Rb4#wQ9-zLm2")
