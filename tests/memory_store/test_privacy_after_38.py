"""The principles written after held-out batch 38 (self-hosting, the home lab, IoT and
embedded work), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a password flag read by what it means beside a user flag (``-u``/
``-U``/``--user`` then ``-P <value>``: a password, unless a port number of a tool where
``-P`` is the port); the password of a command named for passwords given ``-b`` (batch
mode), wherever the command stands in its line; a flag that takes ``user:password``; the
``<user> <password>`` after a verb or flag that sets a password; a NUT ``MONITOR`` line's
user and password; a Wi-Fi verb's ``<ssid> <psk>``; a call given (host, [port,] user,
password) positionally; a URL path segment that is a key (right after ``/api/``, after
``/push/``, an RTSP path that is one random token); JSON members named ``key``,
``local_key``, ``access_code`` or ``clientkey`` holding a random value; the ``value`` row of
a table printed under a command that creates a token; a code word in Dutch, German or
English followed directly by its value; a password told in two messages (``starts with …``
then ``and then …``). Precision, each a kind: a magnet link's info hash and name; a key's
id in a listing; a log record's first word after its timestamp; a device path; a
colon-separated hardware address with its endpoint; a label followed by instructions.
Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded, uuids
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_USERS = ["admin", "root", "svc", "monitor", "backup", "operator", "pi", "media"]
_HOSTS = ["nas.lan", "10.0.4.7", "192.168.20.5", "pve.home.arpa", "broker.local"]


def _host(r: random.Random) -> str:
    return r.choice(_HOSTS)


def _token(r: random.Random, n: int) -> str:
    """Random letters of both cases and digits, every character different."""
    while True:
        value = "".join(r.sample(ALNUM, n))
        if (
            sum(c.isdigit() for c in value) >= 3
            and sum(c.isupper() for c in value) >= 3
            and sum(c.islower() for c in value) >= 3
        ):
            return value


def _hex(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(HEX) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 2:
            return value


def _digits(r: random.Random, n: int) -> str:
    return r.choice("123456789") + "".join(r.choice("0123456789") for _ in range(n - 1))


# -- 1. a password flag beside a user flag ------------------------------------------------


@SLOW
@given(seeded)
def test_a_capital_p_beside_a_user_flag_goes(r: random.Random) -> None:
    secret = _password(r, 12)
    user = r.choice(_USERS)
    tool = r.choice(["ipmitool -I lanplus", "mqtt-cli", "sqlcmd -S db", "bmcctl"])
    _caught(f"$ {tool} -H {_host(r)} -U {user} -P '{secret}' status\n", secret)
    number = _digits(r, 8)  # more than 65535: no port
    _caught(f"mosquitto_sub -h {_host(r)} -p 8883 -u {user} -P {number} -t 'a/#'\n", number)
    caps = "".join(r.choice("ABCDEFGHJKLMNPQRSTVWXZ") for _ in range(10))
    _caught(f"ipmitool -H {_host(r)} -U {user} -P {caps} chassis status\n", caps)


@SLOW
@given(seeded)
def test_a_capital_p_that_is_a_port_or_a_reference_stays(r: random.Random) -> None:
    user = r.choice(_USERS)
    port = str(r.randrange(1024, 65535))
    _kept(f"mysql -h {_host(r)} -u {user} -P {port} -p\n")
    _kept(f"scp -P {port} -l {user} backup.tar {_host(r)}:/srv/\n")
    _kept(f"mosquitto_sub -h {_host(r)} -u {user} -P $MQTT_PASSWORD -t 'a/#'\n")
    _kept(f"mosquitto_sub -h {_host(r)} -u {user} -P <password> -t 'a/#'\n")
    _kept(f"grep -P '\\d{{{r.randrange(2, 9)}}}' access.log | sort\n")


# -- 2. a command named for passwords, given -b, anywhere in the line ---------------------


@SLOW
@given(seeded)
def test_a_batch_password_command_inside_a_line_goes(r: random.Random) -> None:
    secret = _password(r, 13)
    user = r.choice(_USERS)
    prefix = r.choice(["docker exec -it mq", "ssh nas sudo", "kubectl exec deploy/mq --"])
    _caught(f"$ {prefix} mosquitto_passwd -b /data/passwd {user} {secret}\n", secret)
    _caught(f"$ {prefix} htpasswd -b /etc/nginx/.htpasswd {user} '{secret}'\n", secret)
    _caught(f'labels: $(htpasswd -nbB {user} "{secret}")\n', secret)


@SLOW
@given(seeded)
def test_a_password_command_without_its_password_stays(r: random.Random) -> None:
    user = r.choice(_USERS)
    _kept(f"$ docker exec -it mq mosquitto_passwd -c /data/passwd {user}\n")
    _kept(f"$ ssh nas sudo htpasswd -B /etc/nginx/.htpasswd {user}\n")
    _kept(f"$ docker exec -it mq mosquitto_passwd -b /data/passwd {user} $NEW_PASSWORD\n")


# -- 3. a flag that takes user:password ---------------------------------------------------


@SLOW
@given(seeded)
def test_a_user_password_pair_after_an_auth_flag_goes(r: random.Random) -> None:
    secret = _password(r, 14)
    user = r.choice(_USERS)
    flag = r.choice(["-n", "--auth", "--credentials"])
    _caught(f"$ transmission-remote {_host(r)}:9091 {flag} '{user}:{secret}' -l\n", secret)


@SLOW
@given(seeded)
def test_a_pair_of_ids_or_a_reference_after_the_flag_stays(r: random.Random) -> None:
    uid = str(r.randrange(1000, 60000))
    _kept(f"$ docker run --user {uid}:{uid} -n 3 img\n")
    _kept(f"$ transmission-remote {_host(r)}:9091 -n $TR_AUTH -l\n")
    _kept(f"$ kubectl -n {r.choice(_USERS)}-system get pods\n")
    # grep's -n numbers lines: the pattern after it is no pair
    _kept(f'$ grep -n "{r.choice(_USERS)}:{_password(r, 10)}" notes.txt | head\n')
    _kept(f'$ grep -n "on:click\\|on:{r.choice(_USERS)}" src/App.svelte\n')


# -- 4. a verb or flag that sets a password, then <user> <password> -----------------------


@SLOW
@given(seeded)
def test_user_and_password_after_a_set_password_flag_go(r: random.Random) -> None:
    secret = _password(r, 12)
    user = r.choice(_USERS)
    verb = r.choice(["--setpw", "--change-pw", "set-pw", "--resetpass"])
    _caught(f"# nasuser {verb} {user} '{secret}'\n", secret)


@SLOW
@given(seeded)
def test_a_set_password_flag_without_a_password_stays(r: random.Random) -> None:
    user = r.choice(_USERS)
    _kept(f"# nasuser --setpw {user}\n# nasuser --get {user}\n")
    _kept(f"# nasuser --setpw {user} $NEW_PW\n")


# -- 5. a NUT MONITOR line ----------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_monitor_lines_password_goes(r: random.Random) -> None:
    secret = _password(r, 12)
    role = r.choice(["primary", "secondary", "master", "slave"])
    line = f"MONITOR ups{r.randrange(9)}@{_host(r)} 1 {r.choice(_USERS)} {secret} {role}"
    _caught(f"# upsmon.conf\n{line}\nMINSUPPLIES 1\n", secret)


@SLOW
@given(seeded)
def test_a_monitor_line_with_a_reference_stays(r: random.Random) -> None:
    _kept(f"MONITOR ups@{_host(r)} 1 {r.choice(_USERS)} ${{UPS_PASSWORD}} primary\n")
    _kept(f"MONITOR ups@{_host(r)} 1 {r.choice(_USERS)} ********** secondary\n")


# -- 6. a Wi-Fi verb's <ssid> <psk> -------------------------------------------------------


@SLOW
@given(seeded)
def test_a_wifi_verbs_psk_goes(r: random.Random) -> None:
    psk = _hex(r, 64)
    verb = r.choice(["set_wlan", "set-wifi", "wifi_connect", "add_wlan"])
    _caught(f"/usr/lib/tool {verb} 'Net{r.randrange(99)}' '{psk}' 'NL'\n", psk)
    secret = _password(r, 12)
    _caught(f"/usr/lib/tool {verb} Home{r.randrange(99)} {secret}\n", secret)


@SLOW
@given(seeded)
def test_a_wifi_verb_without_a_psk_stays(r: random.Random) -> None:
    _kept(f"/usr/lib/tool set_wlan 'Net{r.randrange(99)}'\n")
    _kept(f"/usr/lib/tool set_wlan 'Net{r.randrange(99)}' \"$WIFI_PSK\" 'DE'\n")
    _kept(f"iw dev wlan0 connect Net{r.randrange(99)}\n")


# -- 7. a call given (host, [port,] user, password) ---------------------------------------


@SLOW
@given(seeded)
def test_a_password_given_positionally_after_host_and_user_goes(r: random.Random) -> None:
    secret = _password(r, 12)
    port = f"{r.randrange(80, 9000)}, " if r.random() < 0.5 else ""
    cls = r.choice(["Camera", "FTP", "Client", "connect"])
    _caught(f'c = {cls}("{_host(r)}", {port}"{r.choice(_USERS)}", "{secret}")\n', secret)


@SLOW
@given(seeded)
def test_a_call_whose_last_argument_is_no_password_stays(r: random.Random) -> None:
    port = r.randrange(80, 9000)
    _kept(f'c = Camera("{_host(r)}", {port}, "{r.choice(_USERS)}", os.environ["CAM_PW"])\n')
    _kept(f'log("{_host(r)}", {port}, "GET", "/status/health")\n')
    _kept(f'log("{_host(r)}", {port}, "GET", "all good")\n')


# -- 8. a URL path segment that is a key --------------------------------------------------


@SLOW
@given(seeded)
def test_a_key_in_a_urls_path_goes(r: random.Random) -> None:
    key = _hex(r, 10).upper()
    _caught(f"curl -s http://{_host(r)}/api/{key}/sensors | jq .\n", key)
    user = _hex(r, 32)
    _caught(f"PUT http://{_host(r)}/api/{user}/lights/3/state\n", user)
    push = _token(r, 12)
    _caught(f'curl -fsS "http://{_host(r)}:3001/api/push/{push}?status=up"\n', push)
    stream = _token(r, 16)
    _caught(f"Stream: rtsps://{_host(r)}:7441/{stream}?enableSrtp\n", stream)


@SLOW
@given(seeded, uuids)
def test_ids_and_words_in_a_urls_path_stay(r: random.Random, uuid: str) -> None:
    _kept(f"curl -s http://{_host(r)}/api/v3/queue | jq .\n")
    _kept(f"curl -s http://{_host(r)}/api/{uuid}\n")
    _kept(f"curl -s http://{_host(r)}/api/{_digits(r, 10)}/items\n")
    _kept(f"curl -s http://{_host(r)}/api/states/sensor.kitchen_{r.randrange(9)}\n")
    _kept(f"rtsp://{_host(r)}:554/Streaming/Channels/{r.randrange(101, 402)}\n")
    _kept(f"rtsp://{_host(r)}:8554/frontDoorCamera{r.randrange(9)}\n")


# -- 9. JSON members that hold a device's key ---------------------------------------------


@SLOW
@given(seeded)
def test_a_devices_key_member_goes(r: random.Random) -> None:
    secret = _password(r, 16)
    name = r.choice(["key", "local_key", "localKey", "access_code"])
    _caught(f'[\n  {{"name": "Plug", "id": "{_hex(r, 20)}", "{name}": "{secret}"}}\n]\n', secret)
    psk = _hex(r, 32).upper()
    _caught(f'[{{"success":{{"username":"x","clientkey":"{psk}"}}}}]\n', psk)


@SLOW
@given(seeded)
def test_a_key_member_that_names_something_stays(r: random.Random) -> None:
    _kept('{"key": "ArrowUp", "code": "ArrowUp"}\n')
    _kept(f'{{"key": "settings.panel_{r.randrange(99)}.title"}}\n')
    _kept('{ "key": "X-Partner-Token", "value": "{{partnerToken}}" }\n')
    _kept(f'  clientKey: "live_{_token(r, 24)}",\n')


# -- 10. the value row of a table under a command that creates a token --------------------


@SLOW
@given(seeded, uuids)
def test_a_value_row_under_a_token_command_goes(r: random.Random, uuid: str) -> None:
    table = f"│ key   │ value │\n│ id    │ {r.choice(_USERS)}!ci │\n│ value │ {uuid} │\n"
    _caught(f"# labctl user token add {r.choice(_USERS)} ci\n{table}", uuid)
    _caught(f"$ labctl create token ci\n| name | ci |\n| value | {uuid} |\n", uuid)


@SLOW
@given(seeded, uuids)
def test_a_value_row_under_a_listing_stays(r: random.Random, uuid: str) -> None:
    _kept(f"$ labctl token list\n| name  | ci |\n| value | {uuid} |\n")


# -- 11. a code word followed directly by its value ---------------------------------------


@SLOW
@given(seeded)
def test_a_value_right_after_a_code_word_goes(r: random.Random) -> None:
    code = _digits(r, 8)
    word = r.choice(["toegangscode", "Zugangscode", "access code"])
    _caught(f"Printer in LAN mode, {word} {code} (on its screen).\n", code)
    secret = _password(r, 12)
    _caught(f"Het wachtwoord {secret} staat op de sticker.\n", secret)


@SLOW
@given(seeded)
def test_a_code_word_then_a_word_or_a_serial_stays(r: random.Random) -> None:
    _kept("Ik ben mijn wachtwoord vergeten, graag resetten.\n")
    _kept(f"Printer in LAN mode, serienummer {_digits(r, 4)}{_hex(r, 9).upper()}.\n")
    _kept(f"Kennwort {r.choice(['ändern', 'vergessen', 'zurücksetzen'])} im Menü.\n")


# -- 12. a password told in two messages --------------------------------------------------


@SLOW
@given(seeded)
def test_a_password_told_in_two_messages_goes(r: random.Random) -> None:
    head, tail = _password(r, 9), _password(r, 7)
    ask, begins, then = r.choice([
        ("what's the wifi password?", "starts with", "and then"),
        ("wat is het wachtwoord?", "begint met", "en dan"),
        ("wie war das Passwort?", "beginnt mit", "und dann"),
    ])  # fmt: skip
    chat = f"[10:01] A: {ask}\n[10:02] B: {begins} {head}\n[10:02] B: {then} {tail}\n"
    _caught(chat, head)
    _caught(chat, tail)


@SLOW
@given(seeded)
def test_steps_told_in_two_messages_stay(r: random.Random) -> None:
    _kept("[10:01] A: how does the build go?\n[10:02] B: starts with lint\n[10:02] B: then tests\n")
    _kept(f"[10:01] A: what's the password policy?\n[10:02] B: starts with {r.randrange(8, 20)}\n")


# -- 13-18. what stays: ids, addresses, paths, log records, instructions ------------------


@SLOW
@given(seeded)
def test_a_magnet_links_hash_and_name_stay(r: random.Random) -> None:
    name = f"distro-{r.randrange(9)}.{r.randrange(9)}-amd64.iso"
    _kept(f"magnet:?xt=urn:btih:{_hex(r, 40)}&dn={name}&tr=udp%3A%2F%2Ftracker.example\n")


@SLOW
@given(seeded)
def test_a_secret_in_a_urls_query_still_goes(r: random.Random) -> None:
    key = _hex(r, 40)
    _caught(f"https://{_host(r)}/hook?xt=1&api_key={key}\n", key)


@SLOW
@given(seeded)
def test_a_keys_id_in_a_listing_stays(r: random.Random) -> None:
    _kept(
        f"Admin -> Keys\n  Key ID   {_token(r, 16)}   reusable   created Nov {r.randrange(1, 28)}\n"
    )
    _kept(f"token_id: {_token(r, 18)}\n")


@SLOW
@given(seeded)
def test_the_key_beside_its_id_still_goes(r: random.Random) -> None:
    key = _token(r, 24)
    _caught(f"  Key ID   k{_token(r, 10)}\n  Key      {key}\n", key)
    # (a single key id beside its secret, no listing, is half of one credential)
    key_id = _token(r, 20)
    _caught(f"Enter API key ID: {key_id}\nEnter API key secret: ********\n", key_id)


@SLOW
@given(seeded)
def test_a_log_records_first_word_stays(r: random.Random) -> None:
    stamp = f"{r.randrange(10, 28)}.11.25 0{r.randrange(9)}:1{r.randrange(9)}:0{r.randrange(9)}"
    _kept(
        f"{stamp} Anmeldung von 10.0.0.{r.randrange(2, 250)} gescheitert (falsches Kennwort).\n"
        f"{stamp} Route!OS {r.randrange(2, 9)}.0{r.randrange(9)} installed.\n"
    )


@SLOW
@given(seeded)
def test_a_password_told_after_a_timestamp_still_goes(r: random.Random) -> None:
    secret = _password(r, 12)
    _caught(f"12:0{r.randrange(9)}:11 new password: {secret}\n", secret)


@SLOW
@given(seeded)
def test_a_device_path_and_a_hardware_address_stay(r: random.Random) -> None:
    serial = _hex(r, 24).upper()
    _kept(f"[mcu]\nserial: /dev/serial/by-id/usb-Board_stm32_{serial}-if00\n")
    eui = ":".join(f"{r.randrange(256):02x}" for _ in range(8))
    _kept(
        f'  "uniqueid": "{eui}-{r.randrange(256):02x}",\n  "swversion": "1.{r.randrange(99)}.0"\n'
    )


@SLOW
@given(seeded)
def test_a_secret_beside_a_device_path_still_goes(r: random.Random) -> None:
    secret = _token(r, 24)
    _caught(f"[mcu]\nserial: /dev/ttyACM0\napi_key: {secret}\n", secret)


@SLOW
@given(seeded)
def test_a_label_followed_by_instructions_stays(r: random.Random) -> None:
    verb = r.choice(["obtain from", "get it from", "generate in", "request via"])
    _kept(f"Gateway\n  Token: {verb} https://{_host(r)}/tokens (valid 12 months); not here.\n")


@SLOW
@given(seeded)
def test_a_token_before_instructions_still_goes(r: random.Random) -> None:
    token = _token(r, 24)
    _caught(f"Gateway\n  Token: {token} (obtain a new one from the portal)\n", token)
