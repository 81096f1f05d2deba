"""The principles written after held-out batch 42 (a developer's own machine: dotfiles,
tool configs, keyrings, password managers, network and VPN settings), held over generated
values and texts of my own (never the batch's).

Leaks, each a kind: the line a command prints when it reads one stored secret (a keyring
lookup, a password manager's read, NetworkManager's ``--show-secrets`` get of a psk), a
passphrase of hyphen-joined words too; the value of a secret store's ``set`` command
(``/secure set NAME VALUE``, ``user-secrets set KEY VALUE``); a Bundler per-host credential
(``BUNDLE_<HOST>`` with the host's dots as ``__``); a token in a URL's path after ``/t/``;
a password told as the answer to a password's prompt (``it's <value>``); the second line of
a printed two-line credentials file (user, then password).

Precision, each a kind: the attributes of a keyring query (``secret-tool lookup ATTR
VALUE``), and so the same value elsewhere in the text; a name followed by where its value
comes from (``token: taken from …``); a certificate authority's certificate under a CA's
name (``certificate-authority-data``, ``caBundle``); a list of store or helper names given
to a setting naming stores; a credential's id and the path of its file (systemd's
``LoadCredential=ID:PATH``). Each has a counterpart that goes (or stays)."""

from __future__ import annotations

import base64
import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_LOWER = "abcdefghijklmnopqrstuvwxyz"
_SAYABLE = (
    "tulip", "granite", "orbit", "velvet", "harbor", "meadow", "copper", "lantern",
    "willow", "ember", "quartz", "falcon", "prairie", "cobalt", "juniper", "sparrow",
)  # fmt: skip


def _run(r: random.Random, n: int, alphabet: str) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _name(r: random.Random) -> str:
    return r.choice(("zorvel", "quentra", "brisko", "faldur", "mirrow")) + _run(r, 3, _LOWER)


def _passphrase(r: random.Random) -> str:
    return "-".join(r.sample(_SAYABLE, r.randint(4, 6)))


def _b64(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


# -- leaks: what the text says a value is ------------------------------------------------


@SLOW
@given(seeded)
def test_a_secret_read_commands_output_goes(r: random.Random) -> None:
    phrase = _passphrase(r)
    _caught(
        f"$ secret-tool lookup app {_name(r)} account {_name(r)}\n{phrase}\n$ echo $?\n0",
        phrase,
    )
    pw = _password(r)
    _caught(f"$ nmcli -s -g 802-11-wireless-security.psk connection show {_name(r)}\n{pw}", pw)
    other = _passphrase(r)
    _caught(f"$ pass show web/{_name(r)}\n{other}", other)
    # (words on the output of a command that reads nothing stay)
    _kept(f"$ ls ~/{_name(r)}\n{phrase}\n")


@SLOW
@given(seeded)
def test_a_keyring_querys_attributes_stay(r: random.Random) -> None:
    where = f"{_run(r, 1, _LOWER)}{r.randint(2, 9)}:{r.choice(_SAYABLE)}-{r.choice(_SAYABLE)}"
    _kept(f"$ secret-tool lookup service {_name(r)} repo {where}\n$ echo $?\n1")
    _kept(
        f"BACKUP_PASSWORD_COMMAND=secret-tool lookup service {_name(r)} repo {where}\n"
        f"BACKUP_REPOSITORY={where}:/\n"
    )
    # (a password given to a command that stores it still goes)
    pw = _password(r)
    _caught(f"security add-generic-password -a {_name(r)} -s {_name(r)} -w {pw}", pw)


@SLOW
@given(seeded)
def test_a_secret_stores_set_value_goes(r: random.Random) -> None:
    pw = _password(r)
    _caught(f"12:01:02\t=!=\t/secure set {_name(r)}_sasl {pw}\n", pw)
    token = _run(r, 32, ALNUM)
    _caught(f'dotnet user-secrets set "{_name(r).title()}:ApiKey" "{token}"', token)
    # (a reference, a flag or a redirect holds no value)
    _kept(f"/secure set {_name(r)}_sasl ${{env:{_name(r).upper()}}}")
    _kept(f"gh secret set {_name(r).upper()} < ./{_name(r)}.txt")


@SLOW
@given(seeded)
def test_a_bundler_host_credential_goes(r: random.Random) -> None:
    host = f"{_name(r).upper()}__{r.choice(('IO', 'COM', 'DEV'))}"
    pair = f"{_run(r, 8, '0123456789abcdef')}:{_run(r, 8, '0123456789abcdef')}"
    _caught(f'---\nBUNDLE_JOBS: "4"\nBUNDLE_GEMS__{host}: "{pair}"\n', pair)
    # (a reference stays, and a build option is no host's)
    _kept(f'---\nBUNDLE_GEMS__{host}: "${{{_name(r).upper()}_CREDS}}"\n')
    _kept('---\nBUNDLE_BUILD__NOKOGIRI: "--use-system-libraries"\n')


@SLOW
@given(seeded)
def test_a_token_in_a_urls_path_goes(r: random.Random) -> None:
    token = f"{_run(r, 2, _LOWER)}-{_run(r, 28, _LOWER + '0123456789')}"
    _caught(f"channel_alias: https://pkgs.{_name(r)}.org/t/{token}\n", token)
    # (a forum topic's slug is words)
    slug = "-".join(r.sample(_SAYABLE, 4))
    _kept(f"see https://forum.{_name(r)}.org/t/{slug}/{r.randint(1000, 99999)}")


@SLOW
@given(seeded)
def test_a_password_told_as_a_prompts_answer_goes(r: random.Random) -> None:
    pw = _password(r)
    _caught(
        f"Agent: {_name(r)} is asking for the passphrase of the key.\nUser: it's {pw} — go on",
        pw,
    )
    # (without a password's mention, "it's X" is a name)
    _kept(f"Agent: which branch?\nUser: it's {_name(r)}-{r.randint(10, 99)} — go on")


@SLOW
@given(seeded)
def test_a_two_line_credentials_files_password_goes(r: random.Random) -> None:
    pw = _password(r)
    _caught(f"$ cat ~/.config/{_name(r)}/vpn-auth.txt\n{_name(r)}\n{pw}\n", pw)
    # (a file whose name says nothing of credentials is not one)
    _kept(f"$ cat ~/.config/{_name(r)}/hosts.txt\n{_name(r)}\n{_name(r)}-{r.randint(1, 9)}\n")


# -- precision: what the text says a value is --------------------------------------------


@SLOW
@given(seeded)
def test_where_a_value_comes_from_stays(r: random.Random) -> None:
    verb = r.choice(("taken", "read", "loaded", "passed"))
    _kept(f"# authtoken: {verb} from {_name(r).upper()}_TOKEN in the environment\n")
    token = _run(r, 32, ALNUM)
    _caught(f"authtoken: {token}\n", token)


@SLOW
@given(seeded)
def test_a_certificate_authoritys_certificate_stays(r: random.Random) -> None:
    _kept(f"- cluster:\n    certificate-authority-data: {_b64(r, 300)}\n    server: https://x\n")
    _kept(f"tls:\n  caBundle: {_b64(r, 240)}\n")
    # (a key beside it goes, a CA's key too)
    key = _b64(r, 300)
    _caught(f"  user:\n    client-key-data: {key}\n", key)
    _caught(f"tls:\n  caKeyData: {key}\n", key)


@SLOW
@given(seeded)
def test_store_names_given_to_a_stores_setting_stay(r: random.Random) -> None:
    _kept(f"[auth]\npassword-stores = {_name(r)}-vault,{_name(r)}\nstore-plaintext = no\n")
    pw = _password(r)
    _caught(f"[auth]\npassword = {pw}\n", pw)


@SLOW
@given(seeded)
def test_a_credentials_file_place_stays(r: random.Random) -> None:
    name = _name(r)
    _kept(f"[Service]\nLoadCredential={name}-password:%h/.config/{name}/password.cred\n")
    pw = _password(r)
    _caught(f"[Service]\nSetCredential={name}-password:{pw}\n", pw)
