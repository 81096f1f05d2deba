"""The principles written after held-out batch 66 (observability, monitoring and incident
response), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a drawn token in a client's list of headers (a Python dict, a
JavaScript object, a Go map, an indented YAML block), whatever the vendor calls the
header; the passphrases of an SNMPv3 user's definition, written positionally after the
protocol each is for (net-snmp's ``createUser``, ``snmp-server user … v3``); the value of
a Nagios-style resource macro (``$USER4$=<value>``) when it has a password's shape; a
value told after a Finnish password word joined to another word by a hyphen
(``SNMP-salasana``), as German's ``WLAN-Passwort`` was; a quoted value under a secret's
name that a line break cuts in two. Precision, each a kind: a monitor's macro where a
value would be (``--password $USER4$``); a resolver's ``${provider:name}`` reference,
after an authorization scheme or alone; an authorization scheme before a URL-encoded
blank (``Basic%20``); the value of an event's deduplication key (``dedup_key``,
``incident_key``). Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HEADER_NAMES = ["x-lumen-team", "X-Vireo-Ingest", "x-orbit-write", "X-Kestrel-Auth-Key"]
_USERS = ["nms-ro", "poller", "observium", "zabbix_snmp", "cacti"]
# (plain words of a passphrase, none a credential's word)
_WORDS = ["glacier", "harbor", "lantern", "meadow", "cobalt", "juniper", "tundra", "willow"]
_FI_WORDS = ["kuusi", "tunturi", "pakkanen", "revontuli", "saaristo", "kelo", "jäkälä"]


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


# -- 1. a drawn token in a client's list of headers -----------------------------------------


@SLOW
@given(seeded)
def test_a_token_in_a_clients_headers_goes(r: random.Random) -> None:
    token = drawn(r, r.randint(20, 40))
    name = r.choice(_HEADER_NAMES)
    host = r.choice(["ingest.lumen.example", "api.vireo.test", "otlp.orbit.example"])
    _caught(
        f'exporter = OTLPSpanExporter(\n    endpoint="https://{host}/v1/traces",\n'
        f'    headers={{"{name}": "{token}"}},\n)',
        token,
    )
    _caught(f"new OTLPTraceExporter({{ headers: {{ '{name}': '{token}' }} }});", token)
    _caught(
        f'otlptracehttp.WithHeaders(map[string]string{{"{name}": "{token}"}})',
        token,
    )
    _caught(
        f"exporters:\n  otlphttp/x:\n    endpoint: https://{host}\n    headers:\n"
        f"      {name}: {token}\n    compression: gzip",
        token,
    )


@SLOW
@given(seeded)
def test_ids_and_references_in_a_clients_headers_stay(r: random.Random) -> None:
    name = r.choice(_HEADER_NAMES)
    trace = f"00-{_hex(r, 32)}-{_hex(r, 16)}-01"
    _kept(
        f'requests.get(url, headers={{"X-Request-Id": "{drawn(r, 24)}", '
        f'"traceparent": "{trace}", "Accept": "application/json"}})'
    )
    _kept(f'exporter = OTLPSpanExporter(headers={{"{name}": os.environ["LUMEN_KEY"]}})')
    _kept(
        f'headers:\n  "{name}": "${{env:LUMEN_KEY}}"\n  "x-lumen-dataset": "checkout-svc"\n'
        f'  "X-Scope-OrgID": "{drawn(r, 20)}"'
    )


# -- 2. the passphrases of an SNMPv3 user's definition --------------------------------------


@SLOW
@given(seeded)
def test_the_passphrases_of_an_snmpv3_user_definition_go(r: random.Random) -> None:
    auth = _password(r)
    priv = ".".join(r.sample(_WORDS, 3))
    user = r.choice(_USERS)
    auth_proto = r.choice(["SHA", "MD5", "SHA-256", "SHA-512"])
    priv_proto = r.choice(["AES", "DES", "AES-256"])
    text = (
        f"# /etc/snmp/snmpd.conf\nagentaddress udp:161\n"
        f'createUser {user} {auth_proto} "{auth}" {priv_proto} "{priv}"\nrouser {user} priv'
    )
    _caught(text, auth)
    _caught(text, priv)
    text = f"snmp-server user {user} NMS-RO v3 auth sha {auth} priv aes 128 {priv}\n"
    _caught(text, auth)
    _caught(text, priv)


@SLOW
@given(seeded)
def test_an_snmpv3_user_line_without_passphrases_stays(r: random.Random) -> None:
    user = r.choice(_USERS)
    _kept(f"rouser {user} priv\nsysLocation Rack B4\ncreateUser {user} SHA $SNMP_AUTH AES")
    _kept(f"snmp-server group NMS-RO v3 priv read ALL\nsnmp-server user {user} NMS-RO v3")


# -- 3. a Nagios-style resource macro's value ----------------------------------------------


@SLOW
@given(seeded)
def test_a_resource_macros_password_goes(r: random.Random) -> None:
    value = _password(r, r.randint(10, 16))
    n = r.randint(2, 32)
    text = (
        f"# resource.cfg\n$USER1$=/usr/lib/monitoring/plugins\n$USER{n}$=monitor_ro\n"
        f"$USER{n + 1}$={value}\n"
    )
    _caught(text, value)
    # (the path and the plain name: kept)
    _kept(f"# resource.cfg\n$USER1$=/usr/lib/monitoring/plugins\n$USER{n}$=monitor_ro\n")


# -- 4. a Finnish password word joined by a hyphen -----------------------------------------


@SLOW
@given(seeded)
def test_a_value_told_after_a_hyphenated_finnish_password_word_goes(r: random.Random) -> None:
    value = "-".join(r.sample(_FI_WORDS, 3)) + str(r.randint(10, 99))
    head = r.choice(["SNMP", "root", "privacy", "WLAN", "admin"])
    text = (
        f"Ville 09:12: mikä on uusi {head}-salasana? kysely ei toimi\n"
        f"Sanna 09:13: vaihdettiin eilen: {value}\nSanna 09:13: poista viesti kun valmis"
    )
    _caught(text, value)
    # (the word with nothing told after it: kept)
    _kept(f"Ville 09:12: {head}-salasana vaihdetaan huomenna, kysy Sannalta.")


# -- 5. a quoted value under a secret's name, cut by a line break --------------------------


@SLOW
@given(seeded)
def test_a_quoted_secret_cut_by_a_line_break_goes(r: random.Random) -> None:
    token = drawn(r, 20) + r.choice(["+", "-", "_"]) + drawn(r, 6)
    cut = r.randint(8, len(token) - 6)
    first, second = token[:cut], token[cut:]
    name = r.choice(["PD_TOKEN", "API_KEY", "OPS_SECRET", "api_token"])
    text = (
        f"1. Export the key:\n       export {name}='{first}\n{second}'\n"
        "   (the wiki wraps it; join the lines)"
    )
    _caught(text, first)
    _caught(text, second)
    # (a quoted description under a plain name, cut the same way: kept)
    _kept(f"export SERVICE_NOTE='maintenance-window\nweekly-{r.randint(1, 9)}'")


# -- 6. a monitor's macro where a value would be --------------------------------------------


@SLOW
@given(seeded)
def test_a_monitors_macro_in_place_of_a_value_stays(r: random.Random) -> None:
    n = r.randint(2, 99)
    _kept(
        "define command {\n    command_name    check_db\n"
        f"    command_line    $USER1$/check_db -H $HOSTADDRESS$ --username $USER{n - 1}$ "
        f"--password $USER{n}$ --warning 1\n}}"
    )
    _kept(f"check_command  check_snmp!-C $_HOSTSNMPCOMMUNITY$ --password=$ARG{n}$")
    value = _password(r)
    _caught(f"command_line $USER1$/check_db --password {value}", value)


# -- 7. a resolver's ${provider:name} reference ---------------------------------------------


@SLOW
@given(seeded)
def test_a_resolvers_reference_stays(r: random.Random) -> None:
    name = r.choice(["DT_API_TOKEN", "VENDOR_KEY", "OTLP_AUTH"])
    scheme = r.choice(["Api-Token", "Bearer", "Token", "GenieKey"])
    provider = r.choice(["env", "file"])
    _kept(f'    headers:\n      Authorization: "{scheme} ${{{provider}:{name}}}"\n')
    _kept(f"      password: ${{env:{name}}}\n")
    # (a literal token after the scheme: still goes)
    token = drawn(r, 24)
    _caught(f'      Authorization: "{scheme} {token}"\n', token)


# -- 8. an authorization scheme before a URL-encoded blank ----------------------------------


@SLOW
@given(seeded)
def test_a_scheme_before_an_encoded_blank_stays(r: random.Random) -> None:
    scheme = r.choice(["Basic", "Bearer"])
    hint = r.choice(["<base64 of instanceID:token>", "<your token>", "<api key>"])
    _kept(f"OTEL_EXPORTER_OTLP_HEADERS=Authorization={scheme}%20{hint}\nOTEL_SERVICE_NAME=api")
    token = drawn(r, 40)
    _caught(f"OTEL_EXPORTER_OTLP_HEADERS=Authorization={scheme}%20{token}", token)


# -- 9. an event's deduplication key -------------------------------------------------------


@SLOW
@given(seeded)
def test_an_events_deduplication_key_stays(r: random.Random) -> None:
    digest = _hex(r, 64)
    _kept(
        "level=debug ts=2026-01-03T10:11:12.000Z caller=pagerduty.go:270 "
        f"integration=pagerduty dedup_key={digest} incident_key={digest}"
    )
    _kept(f'{{"event_action": "resolve", "dedup_key": "{digest}"}}')
    # (a routing key, the integration's secret: still goes)
    key = _hex(r, 32)
    _caught(f"receivers:\n- name: pd\n  pagerduty_configs:\n  - routing_key: {key}\n", key)
