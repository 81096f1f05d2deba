"""The principles written after held-out batch 60 (secrets management and PKI: Vault, HSMs,
certificate authorities), held over generated values and texts of my own (never the
batch's).

Leaks, each a kind: a PKCS#11 URI's ``pin-value``; a flag whose last word is ``pin``
(``--so-pin``, ``--user-pin``); the password after the colon of curl's ``--cert
<file>:<password>``; the values ``cat`` prints of a file whose name says password; an HSM
shell's login password (``loginHSM <role> <user> <password>``, a YubiHSM shell's
``session open`` and ``put authkey``); the client password of a Dogtag ``pki`` command
(``-c``, ``-w``); the value a Danish, Norwegian or Swedish sentence says a password was set
to. Each has a counterpart that stays.

Look-alikes, each a kind that stays: the other attributes of a PKCS#11 URI (the token's and
object's labels); an accessor (named so, or listed by a command that lists accessors); a
digest named by its algorithm (``hmac-sha256:<hex>``); the end of a template reference in
a URL's password place; a map of ids to variable names; a key's identifier; an all-capital
word as a flag's value; an OpenPGP message encrypted to a public key. Each has a
counterpart that goes."""

from __future__ import annotations

import base64
import random
import string

from hypothesis import given

from supermemory_local.store.privacy import is_placeholder, redact
from tests.memory_store.generated import HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import drawn as _secret
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_LABELS = ["edge-tls", "signer", "ca-root", "hsm-a", "payments", "web-front", "intca"]
_OBJECTS = ["tls-key", "sign-key", "code-sign", "root-key", "api-key-obj", "issuer"]
_USERS = ["app_signer", "crypto_ops", "svc-tls", "ca_admin", "kms_user", "issuer01"]
_FILES = ["client.p12", "admin.pfx", "ra-op.p12", "ops/cert.pem", "tls/agent.p12"]
_ADMINS = ["caadmin", "kraadmin", "agent", "operator", "auditor"]
_CAPS = ["USERGENERATED", "SERVERGENERATED", "BROWSER", "KEY_ONLY", "AUTOMATIC", "EXTERNAL"]


def _pin(r: random.Random) -> str:
    return str(r.randrange(1, 10)) + "".join(
        r.choice(string.digits) for _ in range(r.randrange(5, 10))
    )


def _pw(r: random.Random) -> str:
    while True:
        value = _password(r, r.randrange(10, 20))
        if not is_placeholder(value):
            return value


def _uuid(r: random.Random) -> str:
    return "-".join("".join(r.choice(HEX) for _ in range(n)) for n in (8, 4, 4, 4, 12))


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(HEX) for _ in range(n))


# -- 1. a PKCS#11 URI's pin-value; its other attributes stay ---------------------------------


@SLOW
@given(seeded)
def test_a_pkcs11_pin_value_goes(r: random.Random) -> None:
    pin = r.choice([_pin(r), _secret(r, r.randrange(6, 12))])
    uri = (
        f"pkcs11:token={r.choice(_LABELS)};object={r.choice(_OBJECTS)};type=private?pin-value={pin}"
    )
    _caught(f'ssl_certificate_key "engine:pkcs11:{uri}";', pin)
    _caught(f"openssl pkeyutl -sign -inkey '{uri}' -in digest.bin", pin)


@SLOW
@given(seeded)
def test_the_labels_of_a_pkcs11_uri_stay(r: random.Random) -> None:
    uri = (
        f"pkcs11:token={r.choice(_LABELS)};object={r.choice(_OBJECTS)};type=private"
        f"?pin-source=file:/etc/{r.choice(['nginx', 'pki', 'hsm'])}/token.pin"
    )
    _kept(f'ssl_certificate_key "{r.choice(["store", "engine:pkcs11"])}:{uri}";')


# -- 2. a flag whose last word is pin ---------------------------------------------------------


@SLOW
@given(seeded)
def test_a_pin_flag_goes(r: random.Random) -> None:
    flag = r.choice(["--so-pin", "--user-pin", "--new-pin", "--so_pin", "--admin-pin"])
    pin = _pin(r)
    sep = r.choice([" ", "="])
    _caught(f'tokentool --init-token --slot 0 --label "{r.choice(_LABELS)}" {flag}{sep}{pin}', pin)


@SLOW
@given(seeded)
def test_a_pin_flag_given_a_variable_or_a_file_stays(r: random.Random) -> None:
    flag = r.choice(["--so-pin", "--user-pin", "--new-pin"])
    name = r.choice(["SO_PIN", "HSM_USER_PIN", "TOKEN_PIN"])
    _kept(f'tokentool --init-token --label "{r.choice(_LABELS)}" {flag} "${name}"')
    _kept(f"tokentool --login {flag}-source /run/secrets/{r.choice(_LABELS)}.pin")


# -- 3. curl's --cert <file>:<password> -------------------------------------------------------


@SLOW
@given(seeded)
def test_a_curl_client_certificate_password_goes(r: random.Random) -> None:
    pw = _pw(r)
    flag = r.choice(["--cert", "-E"])
    _caught(
        f"curl -sS --cert-type P12 {flag} ./{r.choice(_FILES)}:{pw} https://{r.choice(_LABELS)}"
        ".example/api/v1/enroll",
        pw,
    )


@SLOW
@given(seeded)
def test_a_curl_client_certificate_without_password_stays(r: random.Random) -> None:
    _kept(
        f"curl -sS --cert ./{r.choice(_FILES)} --key ./{r.choice(_OBJECTS)}.key "
        f"https://{r.choice(_LABELS)}.example/api/v1/status"
    )


# -- 4. the values of a password file, as cat prints it ---------------------------------------


@SLOW
@given(seeded)
def test_the_values_of_a_password_file_go(r: random.Random) -> None:
    names = r.sample(["internal", "internaldb", "replication", "hardware", "keystore", "ldap"], 3)
    values = [r.choice([_pin(r), _pw(r)]) for _ in names]
    name = r.choice(["password.conf", "passwords.txt", "passwd.cfg"])
    path = f"/var/lib/{r.choice(_LABELS)}/conf/{name}"
    body = "\n".join(f"{n}={v}" for n, v in zip(names, values, strict=True))
    out, _ = redact(f"$ cat {path}\n{body}")
    for value in values:
        assert value not in out, out


@SLOW
@given(seeded)
def test_the_settings_of_another_file_stay(r: random.Random) -> None:
    path = f"/etc/{r.choice(_LABELS)}/{r.choice(['server.conf', 'ports.cfg', 'app.ini'])}"
    _kept(f"$ cat {path}\nport={r.randrange(1024, 65000)}\nenabled=true\nmode=strict")
    policy = r.choice(["password-policy.conf", "pwquality.conf", "password_rules.ini"])
    _kept(f"$ cat /etc/security/{policy}\nmaxage={r.randrange(1000, 9999)}\nminlen=12")


# -- 5. an HSM shell's login password ---------------------------------------------------------


@SLOW
@given(seeded)
def test_an_hsm_shell_login_password_goes(r: random.Random) -> None:
    pw = _pw(r)
    role = r.choice(["CU", "CO"])
    _caught(f"aws-cloudhsm> loginHSM {role} {r.choice(_USERS)} {pw}\nloginHSM success", pw)
    pw = _pw(r)
    _caught(f"yubihsm> session open {r.randrange(1, 9)} {pw}\nCreated session 0", pw)
    pw = _pw(r)
    _caught(
        f"yubihsm> put authkey 0 0x{r.randrange(2, 4096):04x} {r.choice(_USERS)} 1 sign-ecdsa "
        f"sign-ecdsa {pw}\nStored Authentication key",
        pw,
    )


@SLOW
@given(seeded)
def test_an_hsm_shell_login_without_password_stays(r: random.Random) -> None:
    _kept(f"aws-cloudhsm> loginHSM {r.choice(['CU', 'CO'])} {r.choice(_USERS)}\nEnter password:")
    _kept(f"yubihsm> session open {r.randrange(1, 9)}\nEnter password:")


# -- 6. a Dogtag pki command's client password ------------------------------------------------


@SLOW
@given(seeded)
def test_a_pki_client_password_goes(r: random.Random) -> None:
    pw = r.choice(
        [_pw(r), "-".join(r.choice(["lakes", "cobalt", "fennel", "orbit"]) for _ in range(3))]
    )
    pw = pw if pw[0] != "-" else "x" + pw
    quote = r.choice(["", "'", '"'])
    flag = r.choice(["-c", "-w"])
    _caught(
        f"$ pki -d ~/.dogtag/nssdb {flag} {quote}{pw}{quote} -n {r.choice(_ADMINS)} ca-user-find",
        pw,
    )


@SLOW
@given(seeded)
def test_a_pki_client_password_file_stays(r: random.Random) -> None:
    _kept(
        f"$ pki -d ~/.dogtag/nssdb -C ~/.dogtag/{r.choice(_LABELS)}.pwd -n "
        f"{r.choice(_ADMINS)} ca-cert-find --size {r.randrange(2, 30)}"
    )


# -- 7. a Nordic sentence that sets a password ------------------------------------------------


_NORDIC = [
    "Kodeordet blev sat til {v} i går af {w}.",
    "Adgangskoden er nu ændret til {v}, husk at gemme den ({w}).",
    "Passordet ble endret til {v} i dag av {w}.",
    "Lösenordet sattes till {v} av {w}.",
]


@SLOW
@given(seeded)
def test_a_password_set_in_a_nordic_sentence_goes(r: random.Random) -> None:
    pw = _pw(r)
    _caught(r.choice(_NORDIC).format(w=r.choice(_USERS), v=pw), pw)


@SLOW
@given(seeded)
def test_a_password_set_to_words_in_a_nordic_sentence_stays(r: random.Random) -> None:
    words = r.choice(["det samme", "en ny værdi", "noget andet", "den gamle"])
    _kept(r.choice(_NORDIC).format(w=r.choice(["Jens", "Mette", "Kari", "Lars"]), v=words))


# -- 8. an accessor ---------------------------------------------------------------------------


def _accessor(r: random.Random) -> str:
    return r.choice([_secret(r, 24), _uuid(r)])


@SLOW
@given(seeded)
def test_an_accessor_stays(r: random.Random) -> None:
    a = _accessor(r)
    _kept(f"$ vault token revoke -accessor {r.choice(_USERS)}\nsecret_id_accessor={a}")
    _kept(f"token_accessor        {_accessor(r)}\ntoken_policies        [default]")
    _kept(f'{{"accessor": "{_accessor(r)}", "display_name": "{r.choice(_USERS)}"}}')
    _kept(f"The accessor of the old root token, for the audit trail: {_secret(r, 24)}.")
    lines = "\n".join(_secret(r, 24) for _ in range(r.randrange(2, 5)))
    _kept(f"$ vault list auth/token/accessors\nKeys\n----\n{lines}")


@SLOW
@given(seeded)
def test_a_token_beside_its_accessor_goes(r: random.Random) -> None:
    token = "hvs." + _secret(r, 24)
    _caught(f"token                 {token}\ntoken_accessor        {_secret(r, 24)}", token)


# -- 9. a digest named by its algorithm -------------------------------------------------------


@SLOW
@given(seeded)
def test_an_hmac_digest_stays(r: random.Random) -> None:
    algo, n = r.choice([("sha256", 64), ("sha1", 40), ("sha512", 128)])
    _kept(f'{{"response":{{"data":{{"password":"hmac-{algo}:{_hex(r, n)}","ttl":3600}}}}}}')


@SLOW
@given(seeded)
def test_a_password_beside_an_hmac_digest_goes(r: random.Random) -> None:
    pw = _pw(r)
    _caught(f'{{"data":{{"password":"{pw}","username":"hmac-sha256:{_hex(r, 64)}"}}}}', pw)


# -- 10. the end of a template reference in a URL -------------------------------------------------


@SLOW
@given(seeded)
def test_a_template_reference_in_a_url_stays(r: random.Random) -> None:
    ref = f"op://{r.choice(['Prod', 'Staging'])}/{r.choice(_LABELS)}/password"
    _kept(f"DATABASE_URL=postgres://{r.choice(_USERS)}:{{{{ {ref} }}}}@db.internal:5432/app")


@SLOW
@given(seeded)
def test_a_password_in_a_url_goes(r: random.Random) -> None:
    pw = _secret(r, 16)
    _caught(f"DATABASE_URL=postgres://{r.choice(_USERS)}:{pw}@db.internal:5432/app", pw)


# -- 11. a map of ids to variable names -------------------------------------------------------


@SLOW
@given(seeded)
def test_a_map_of_ids_to_variables_stays(r: random.Random) -> None:
    names = r.sample(["SMTP_PASSWORD", "DB_PASSWORD", "API_TOKEN", "SIGNING_KEY"], 2)
    lines = "\n".join(f"            {_uuid(r)} > {n}" for n in names)
    _kept(
        "      - uses: secrets-action@v2\n        with:\n"
        f"          access_token: ${{{{ secrets.SM_TOKEN }}}}\n          secrets: |\n{lines}"
    )


@SLOW
@given(seeded)
def test_a_token_in_the_same_step_goes(r: random.Random) -> None:
    token = _secret(r, 32)
    _caught(
        "      - uses: secrets-action@v2\n        with:\n"
        f"          access_token: {token}\n          secrets: |\n"
        f"            {_uuid(r)} > DB_PASSWORD",
        token,
    )


# -- 12. a key's identifier -------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_key_identifier_stays(r: random.Random) -> None:
    _kept(
        f"    externalAccountBinding:\n      keyID: {_secret(r, 22)}\n"
        "      keySecretRef:\n        name: eab"
    )
    colon = ":".join(_hex(r, 2).upper() for _ in range(20))
    _kept(f'{{\n  "authority_key_id": "{colon}",\n  "not_after": "2030-01-01T00:00:00Z"\n}}')


@SLOW
@given(seeded)
def test_the_key_beside_its_identifier_goes(r: random.Random) -> None:
    key = _secret(r, 40)
    _caught(f"acme:\n  eab_key_id: {_secret(r, 22)}\n  eab_hmac_key: {key}", key)


# -- 13. an all-capital word as a flag's value ------------------------------------------------


@SLOW
@given(seeded)
def test_an_enumerated_flag_value_stays(r: random.Random) -> None:
    _kept(
        f"$ ./ca.sh ra addendentity --username {r.choice(_USERS)} --token {r.choice(_CAPS)} "
        f"--type {r.randrange(1, 9)}"
    )


@SLOW
@given(seeded)
def test_a_password_flag_value_goes(r: random.Random) -> None:
    pw = _pw(r)
    _caught(f"$ ./ca.sh ra addendentity --username {r.choice(_USERS)} --password {pw}", pw)
    drawn = "".join(r.choice("BCDFGHJKLMNPQRSTVWXZ") for _ in range(r.randrange(8, 14)))
    _caught(
        f"ipmitool -H 10.0.{r.randrange(1, 250)}.5 -U {r.choice(_USERS)} -P {drawn} power status",
        drawn,
    )


# -- 14. an OpenPGP message encrypted to a public key -----------------------------------------


def _pgp(r: random.Random) -> str:
    """The base64 of a public-key encrypted session key packet (version 3, RSA) and the
    ciphertext after it."""
    body = bytes([3]) + r.randbytes(8) + bytes([1]) + r.randbytes(r.randrange(60, 90))
    head = bytes([0xC1, 0xC0 + (len(body) - 192) // 256, (len(body) - 192) % 256])
    if len(body) < 192:
        head = bytes([0xC1, len(body)])
    return base64.b64encode(head + body).decode().rstrip("=")


@SLOW
@given(seeded)
def test_a_value_encrypted_to_a_pgp_key_stays(r: random.Random) -> None:
    lines = "\n".join(f"Unseal Key {i}: {_pgp(r)}" for i in range(1, 4))
    _kept(f"$ vault operator init -key-shares=3 -key-threshold=2\n{lines}")


@SLOW
@given(seeded)
def test_a_plain_unseal_key_goes(r: random.Random) -> None:
    key = base64.b64encode(bytes([r.randrange(0, 0xC0)]) + r.randbytes(32)).decode()
    _caught(f"$ vault operator init -key-shares=1 -key-threshold=1\nUnseal Key 1: {key}", key)
