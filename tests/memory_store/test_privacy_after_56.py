"""The principles written after held-out batch 56 (GIS, mapping, construction and
engineering software), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the literal words of nginx's secure link expression
(``secure_link_md5``) and the value of ``secure_link_secret``, the module's shared secret;
the third of three strings a call is given positionally, a URL, a user's name and a value
(how a client's constructor takes its login). Each has a counterpart that stays: the
``$variables`` of the expression; a third argument that is a plain word, a path or a
placeholder."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import drawn as _secret
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HOSTS = ["maps", "tiles", "portal", "ci", "survey", "gis", "atlas"]
_ORGS = ["globex", "initech", "umbrella", "hooli", "vandelay", "wonka", "stark"]
_VARS = ["$secure_link_expires", "$uri", "$remote_addr", "$arg_expires", "$host"]
_CLIENTS = ["GIS", "Portal", "Server", "Catalog", "jenkins.Jenkins", "Client", "Api"]
_USERS = ["admin", "publisher", "builder", "jdoe", "svc_maps", "ops.bot"]


def _url(r: random.Random) -> str:
    port = r.choice(["", ":8080", ":443"])
    return f"{r.choice(['https', 'http'])}://{r.choice(_HOSTS)}.{r.choice(_ORGS)}.example{port}/api"


# -- 1. nginx's secure link secret ------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_secure_link_secret_goes(r: random.Random) -> None:
    value = _secret(r, r.randrange(12, 33))
    variables = "".join(r.sample(_VARS, r.randrange(1, 4)))
    quote = r.choice(['"', "'"])
    before, after = r.choice([(f"{variables} ", ""), ("", f" {variables}"), (f"{variables}:", "")])
    text = (
        "location /private/ {\n    secure_link $arg_md5,$arg_expires;\n"
        f"    secure_link_md5 {quote}{before}{value}{after}{quote};\n    return 403;\n}}"
    )
    _caught(text, value)
    value = _secret(r, r.randrange(10, 25))
    _caught(f"location /p/ {{\n    secure_link_secret {value};\n}}", value)


@SLOW
@given(seeded)
def test_a_secure_link_of_variables_only_stays(r: random.Random) -> None:
    variables = "".join(r.sample(_VARS, r.randrange(1, 4)))
    _kept(
        "location /private/ {\n    secure_link $arg_md5,$arg_expires;\n"
        f'    secure_link_md5 "{variables} $link_secret_{r.randrange(1, 9)}";\n}}'
    )


# -- 2. a password given positionally after a URL and a user --------------------------------


@SLOW
@given(seeded)
def test_a_positional_login_password_goes(r: random.Random) -> None:
    value = r.choice([_secret(r, r.randrange(10, 25)), _password(r, r.randrange(10, 18))])
    quote = r.choice(['"', "'"])
    client, user, url = r.choice(_CLIENTS), r.choice(_USERS), _url(r)
    text = f"conn = {client}({quote}{url}{quote}, {quote}{user}{quote}, {quote}{value}{quote})\n"
    _caught(text + "conn.ping()", value)


@SLOW
@given(seeded)
def test_a_positional_word_path_or_placeholder_stays(r: random.Random) -> None:
    client, url = r.choice(_CLIENTS), _url(r)
    word = r.choice(["fallback", "readonly", "anonymous", "default"])
    _kept(f'c = {client}("{url}", "{r.choice(_USERS)}", "{word}")')
    _kept(f'c = {client}("{url}", "GET", "application/{r.choice(["json", "xml"])}")')
    _kept(f'c = {client}("{url}", "{r.choice(_USERS)}", "<password>")')
