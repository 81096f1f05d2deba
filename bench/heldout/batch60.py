r"""Held-out batch 60: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the
Theme paragraphs of the earlier batches, grepped so as not to repeat their texts; (4) the
kind names of earlier add() and add_split() calls, grepped so as not to reuse them.

Theme: running secrets management and PKI as a coding agent's session holds it. Texts are
shell sessions, tool output, config files, CI files, Kubernetes manifests, runbooks,
ceremony minutes and chat. New kinds, all under the "vault/" prefix: HashiCorp Vault and
OpenBao (operator init output, unseal keys by CLI and API, recovery keys, root tokens from
generate-root, AppRole secret ids, response-wrapping tokens, transit key export, PKI
issue output, userpass logins, PKCS#11 and transit seal stanzas, token helper files),
Infisical (service tokens, universal-auth client secrets, machine-identity access tokens,
self-hosted encryption keys), Doppler service, personal and service-account tokens,
1Password service-account and Connect tokens and revealed items, Bitwarden Secrets
Manager access tokens and secret values, CyberArk Conjur API keys (rotate output, authn
bodies, netrc), Akeyless access keys, Keywhiz keystore passwords and cookie keys, step-ca
(password files, provisioner passwords, ca.json key passwords, Helm values), EJBCA
(enrolment passwords, database properties, P12 passwords, crypto-token PINs), cfssl auth
keys, certdb DSNs and init-CA key JSON, Dogtag pkispawn and password.conf, ADCS PFX export
passwords, keytool -storepass/-keypass, Spring and Kafka keystore passwords, openssl
-passin/-passout/-k and output_password, SoftHSM and PKCS#11 PINs (flags and pin-value
URIs), YubiHSM auth-key passwords, CloudHSM crypto-user passwords, Luna partition
passwords, ACME EAB HMAC keys (certbot, Traefik, Caddy, cert-manager), Shamir shares
from ssss and a key ceremony, the sealed-secrets controller key, kubeseal plaintext, SOPS
age identities and decrypted output, git-crypt exported keys, GPG passphrases and
gpg-preset-passphrase, and PyKMIP client passwords. Look-alikes are the same tools
without a secret: key ids and versions, token and secret-id accessors, lease ids,
certificate serials, thumbprints and fingerprints, public keys, certificates and CSRs,
age public recipients, SOPS ENC values, SealedSecret ciphertext, transit ciphertext, JWE
provisioner blobs, policy documents, audit-log HMACs, masked values, placeholders,
env-var and file references, vault paths and op:// references, status output, and prose
about the ceremony. Languages: English, with some texts in German, Danish and Malay.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string


_rng = random.Random(60_2026_12_07)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
URLSAFE = ALNUM + "-_"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    """A password safe inside JSON strings, URLs and single-quoted shell words."""
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("-_.") + r(6, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha() -> str:
    return r(40, HEX)


def _b64url_json(obj: dict) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt(claims: dict) -> str:
    """A signed-looking JWT: public header and claims, random signature."""
    return (
        _b64url_json({"alg": "HS256", "typ": "JWT"}) + "." + _b64url_json(claims) + "." + b64url(32)
    )


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    """{0}, {1}, ... in the template are replaced by the values; {0} is the secret."""
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, values[0]))


def add_split(kind: str, template: str, *pieces: str) -> None:
    """A secret split into pieces; every piece must be gone."""
    text = template
    for i, v in enumerate(pieces):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, tuple(pieces)))


def la(template: str, *values: str) -> None:
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    LOOK_ALIKES.append(text)


LOOK_ALIKES: list[str] = []



# ============================================================ helpers of this batch
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz"
_WORDS = [
    "falcon", "harbour", "granite", "copper", "lantern", "maple", "orbit", "thistle",
    "walrus", "saffron", "juniper", "cobalt", "meadow", "pylon", "quartz", "ember",
    "glacier", "tundra", "bramble", "kestrel", "nordlys", "hygge", "kopi", "durian",
    "pelangi", "sungai", "wolke", "bruecke", "sturm", "fjord", "otter", "pretzel",
    "mango", "rambutan", "vinter", "lakris", "teh", "tarik", "zebra", "nebula",
]
_SYMS = "!#%*+-.@_?"
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def _cap(w: str) -> str:
    return w[0].upper() + w[1:]


def human() -> str:
    """A password a person chose: words, digits, symbols, leetspeak or a phrase."""
    style = _rng.randrange(6)
    w1, w2, w3 = _rng.sample(_WORDS, 3)
    if style == 0:
        return _cap(w1) + _cap(w2) + r(_rng.randint(2, 4), DIGITS) + _rng.choice(_SYMS)
    if style == 1:
        word = "".join(_LEET.get(c, c) if _rng.random() < 0.7 else c for c in w1 + w2)
        return _cap(word) + r(2, DIGITS) + _rng.choice(_SYMS)
    if style == 2:
        return "-".join([w1, w2, w3]) + "-" + r(2, DIGITS)
    if style == 3:
        return _cap(w1) + _rng.choice(_SYMS) + _cap(w2) + "." + r(4, DIGITS)
    if style == 4:
        return r(1, UPPER) + w1 + r(3, DIGITS) + _rng.choice(_SYMS) + w2.upper()
    return _cap(w1) + _cap(w2) + _cap(w3) + r(1, DIGITS) + _rng.choice(_SYMS)


def hvs() -> str:
    return "hvs." + r(24)


def hvs_long() -> str:
    return "hvs.CAESI" + r(_rng.randint(80, 90), URLSAFE)


def sdot() -> str:
    return "s." + r(24)


def unseal() -> str:
    return b64(33)


def age_secret() -> str:
    return "AGE-SECRET-KEY-1" + r(58, BECH32.upper())


def age_pub() -> str:
    return "age1" + r(58, BECH32)


def pem_lines(n_bytes: int) -> str:
    body = base64.b64encode(_rng.randbytes(n_bytes)).decode()
    return "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


def conjur_key() -> str:
    return r(_rng.randint(51, 55), CROCKFORD)


def bws_token() -> str:
    return "0." + uuid4() + "." + r(30) + ":" + b64(16)


def ops_token() -> str:
    claims = {
        "signInAddress": "my.1password.eu",
        "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                     "salt": b64url(16)},
        "email": r(12, LOWER_NUM) + "@1passwordserviceaccounts.eu",
        "srpX": r(64, HEX),
        "muk": {"alg": "A256GCM", "ext": True, "k": b64url(32), "key_ops": ["encrypt", "decrypt"],
                "kty": "oct", "kid": "mp"},
        "secretKey": "A3-" + r(6, UPPER_NUM) + "-" + r(11, UPPER_NUM) + "-" + r(5, UPPER_NUM)
        + "-" + r(5, UPPER_NUM) + "-" + r(5, UPPER_NUM),
        "throttleSecret": {"seed": r(64, HEX), "uuid": r(26, UPPER_NUM)},
        "deviceUuid": r(26, LOWER_NUM),
    }
    raw = json.dumps(claims, separators=(",", ":")).encode()
    return "ops_" + base64.b64encode(raw).decode().rstrip("=")


def infisical_st() -> str:
    return "st." + uuid4() + "." + r(32, HEX) + "." + r(32, HEX)


def dp(kind: str, env: str) -> str:
    return f"dp.{kind}.{env}." + r(43)


def serial_hex(n: int = 16) -> str:
    return ":".join(r(2, HEX) for _ in range(n))


def fp_sha256() -> str:
    return ":".join(r(2, UPPER_HEX) for _ in range(32))


def ssss_share(i: int) -> str:
    return f"{i}-" + r(64, HEX)



# ============================================================ SECRETS: Vault and OpenBao
_k = [unseal() for _ in range(5)]
add_split(
    "vault/operator-init-five-shares-and-root",
    """$ vault operator init -key-shares=5 -key-threshold=3
Unseal Key 1: {0}
Unseal Key 2: {1}
Unseal Key 3: {2}
Unseal Key 4: {3}
Unseal Key 5: {4}

Initial Root Token: {5}

Vault initialized with 5 key shares and a key threshold of 3. Please securely
distribute the key shares printed above. When the Vault is re-sealed,
restarted, or stopped, you must supply at least 3 of these keys to unseal it
before it can start servicing requests.""",
    *_k, hvs(),
)

add(
    "vault/unseal-positional-in-history",
    """ 1998  kubectl -n vault exec -ti vault-0 -- vault status
 1999  kubectl -n vault exec -ti vault-0 -- vault operator unseal {0}
 2000  kubectl -n vault exec -ti vault-1 -- vault operator unseal
 2001  kubectl -n vault get pods -w""",
    unseal(),
)

add(
    "vault/unseal-api-curl-body",
    """curl --silent --request PUT \\
  --data '{"key": "{0}"}' \\
  https://vault-2.int.example.net:8200/v1/sys/unseal | jq '{sealed, progress, t}'
{
  "sealed": true,
  "progress": 2,
  "t": 3
}""",
    unseal(),
)

add(
    "vault/root-token-chat-danish",
    """Hej Mikkel, jeg har lige kørt init på det nye cluster i Aarhus. Root-tokenet er {0} —
brug det kun til at oprette admin-policyen og userpass-kontoen, og revoker det bagefter
med `vault token revoke -self`. Unseal-nøglerne ligger i de fem kuverter i pengeskabet.""",
    hvs(),
)

_otp = r(28)
add_split(
    "vault/generate-root-decode-output",
    """$ vault operator generate-root -init
A One-Time-Password has been generated for you and is shown in the OTP field.
You will need this value to decode the resulting root token, so keep it safe.
Nonce         8f1c3a7e-52c1-4f7e-a0d1-29be6f1d0c44
Started       true
Progress      0/3
Complete      false
OTP           {1}
OTP Length    28

... (three key holders ran `vault operator generate-root` with their shares) ...

$ vault operator generate-root -decode=JDc8PQ0iNDAqXh0zFxoxXy0kIxQmCTs1BgQ4KhtlEAs -otp={1}
{0}""",
    hvs(), _otp,
)

add(
    "vault/approle-secret-id-write",
    """$ vault write -f auth/approle/role/ci-deployer/secret-id
Key                   Value
---                   -----
secret_id             {0}
secret_id_accessor    {1}
secret_id_num_uses    0
secret_id_ttl         24h""",
    uuid4(), uuid4(),
)

_role = uuid4()
add(
    "vault/approle-login-curl-json",
    """POST https://vault.corp.internal/v1/auth/approle/login
Content-Type: application/json

{"role_id": "{1}", "secret_id": "{0}"}

HTTP/1.1 200 OK  (latency 41ms)""",
    uuid4(), _role,
)

add(
    "vault/wrap-info-token-json",
    """{
  "request_id": "",
  "lease_id": "",
  "lease_duration": 0,
  "renewable": false,
  "data": null,
  "warnings": null,
  "wrap_info": {
    "token": "{0}",
    "accessor": "{1}",
    "ttl": 120,
    "creation_time": "2026-03-04T09:12:55.104Z",
    "creation_path": "auth/approle/role/payments-api/secret-id",
    "wrapped_accessor": "8b0f7e4c-0c0d-55a1-2f3e-1c4b9a7d2e60"
  }
}""",
    hvs_long(), r(24),
)

add(
    "vault/unwrap-inline-env",
    """deploy@bastion:~$ VAULT_TOKEN={0} vault unwrap -field=secret_id
Error unwrapping: Error making API request.

URL: PUT https://vault.corp.internal/v1/sys/wrapping/unwrap
Code: 400. Errors:

* wrapping token is not valid or does not exist""",
    hvs_long(),
)

add(
    "vault/terraform-provider-token-literal",
    """# providers.tf  (TEMP - move to VAULT_TOKEN before merging!)
provider "vault" {
  address         = "https://vault.staging.acme.io:8200"
  token           = "{0}"
  skip_tls_verify = false
  namespace       = "platform"
}""",
    hvs(),
)

add(
    "vault/transit-export-key-material",
    """$ vault read transit/export/encryption-key/orders-pii
Key     Value
---     -----
keys    map[1:{0}]
name    orders-pii
type    aes256-gcm96""",
    b64(32),
)

add(
    "vault/kv-get-german-note",
    """Habe das Passwort für die Replikation aus Vault geholt, hier die Ausgabe:

====== Data ======
Key         Value
---         -----
password    {0}
username    repl_writer

Bitte nicht ins Wiki kopieren, ich rotiere es nach dem Umzug am Freitag.""",
    human(),
)

add(
    "vault/pki-issue-private-key",
    """$ vault write -format=json pki_int/issue/web-servers common_name=api.shop.internal ttl=72h | jq -r .data.private_key
-----BEGIN RSA PRIVATE KEY-----
{0}
-----END RSA PRIVATE KEY-----""",
    pem_lines(600),
)

_rk = [unseal() for _ in range(3)]
add_split(
    "vault/recovery-keys-awskms",
    """Recovery Key 1: {0}
Recovery Key 2: {1}
Recovery Key 3: {2}

Initial Root Token: {3}

Success! Vault is initialized

Recovery key initialized with 3 key shares and a key threshold of 2. Please
securely distribute the key shares printed above.""",
    *_rk, hvs(),
)

add(
    "vault/openbao-login-positional",
    """$ export BAO_ADDR=https://openbao.lab.internal:8200
$ bao login {0}
Success! You are now authenticated. The token information displayed below
is already stored in the token helper. You do NOT need to run "bao login"
again. Future OpenBao requests will automatically use this token.

Key                  Value
---                  -----
token_accessor       Xq1m0Gv7PzL2sTnB8cRk4WdY
token_duration       ∞
token_policies       ["root"]""",
    sdot(),
)

_bk = [b64(33) for _ in range(3)]
add_split(
    "vault/openbao-init-json-b64",
    """{
  "unseal_keys_b64": [
    "{0}",
    "{1}",
    "{2}"
  ],
  "unseal_keys_hex": [],
  "unseal_shares": 3,
  "unseal_threshold": 2,
  "recovery_keys_b64": [],
  "root_token": "{3}"
}""",
    *_bk, sdot(),
)

add(
    "vault/token-helper-file-cat",
    """$ ls -la ~/.vault-token && cat ~/.vault-token; echo
-rw------- 1 ana ana 95 Mar  3 17:40 /home/ana/.vault-token
{0}""",
    hvs_long(),
)

add(
    "vault/envrc-vault-token",
    """# .envrc (direnv) -- loaded automatically in ~/src/infra-live
export VAULT_ADDR=https://vault.prod.fintrack.io
export VAULT_NAMESPACE=admin/payments
export VAULT_TOKEN={0}
export TF_VAR_region=eu-central-1""",
    hvs(),
)

_tok = hvs()
add(
    "vault/k8s-secret-root-token-b64",
    """apiVersion: v1
kind: Secret
metadata:
  name: vault-bootstrap
  namespace: vault
type: Opaque
data:
  root-token: {0}
  addr: aHR0cHM6Ly92YXVsdC52YXVsdC5zdmM6ODIwMA==""",
    base64.b64encode(_tok.encode()).decode(),
)

add(
    "vault/userpass-login-password-arg",
    """ops@jump01:~$ vault login -method=userpass username=svc-grafana password='{0}'
Success! You are now authenticated.""",
    human(),
)

add(
    "vault/ldap-login-malay-chat",
    """Salam Aina, untuk login Vault guna LDAP dulu sementara SSO belum siap:
  vault login -method=ldap username=hafiz.r
Kata laluan LDAP akaun servis tu ialah {0} (jangan kongsi dalam channel umum ya).""",
    human(),
)

add(
    "vault/seal-pkcs11-pin-hcl",
    """seal "pkcs11" {
  lib            = "/usr/lib/softhsm/libsofthsm2.so"
  slot           = "1234567"
  pin            = "{0}"
  key_label      = "vault-hsm-key"
  hmac_key_label = "vault-hsm-hmac-key"
  generate_key   = "true"
}""",
    r(8, DIGITS),
)

add(
    "vault/seal-transit-token-hcl",
    """# /etc/vault.d/vault.hcl on vault-b (auto-unseal via vault-a transit)
seal "transit" {
  address         = "https://vault-a.core.internal:8200"
  token           = "{0}"
  disable_renewal = "false"
  key_name        = "autounseal"
  mount_path      = "transit/"
  tls_ca_cert     = "/etc/vault.d/ca.pem"
}""",
    hvs_long(),
)

add(
    "vault/batch-token-in-log",
    """2026-03-04T10:22:11.417Z [DEBUG] app.secrets: fetched lease from vault path=database/creds/reporting
2026-03-04T10:22:11.418Z [DEBUG] app.secrets: request headers: map[X-Vault-Request:[true] X-Vault-Token:[{0}]]
2026-03-04T10:22:11.530Z [INFO]  app.secrets: renewed lease ttl=3600""",
    "hvb.AAAAAQ" + r(150, URLSAFE),
)

add(
    "vault/python-hvac-token",
    """import hvac

client = hvac.Client(
    url="https://vault.internal:8200",
    token="{0}",
    verify="/etc/ssl/certs/internal-ca.pem",
)
print(client.is_authenticated())""",
    hvs(),
)


# ============================================================ SECRETS: secret managers
add(
    "vault/infisical-service-token-gitlab-ci",
    """# .gitlab-ci.yml
deploy:staging:
  stage: deploy
  image: infisical/cli:0.31.1
  variables:
    INFISICAL_TOKEN: "{0}"
  script:
    - infisical run --env=staging --path=/backend -- ./scripts/deploy.sh""",
    infisical_st(),
)

add(
    "vault/infisical-universal-auth-client-secret",
    """$ infisical login --method=universal-auth \\
    --client-id=6f2c1d8e-93a4-4b1f-8e2a-5c7d0b9f3a11 \\
    --client-secret={0} --silent --plain
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...(access token printed, truncated by me)""",
    r(64, HEX),
)

add(
    "vault/infisical-machine-identity-access-token",
    """> POST /api/v1/auth/universal-auth/login HTTP/2
< HTTP/2 200
{"accessToken":"{0}","expiresIn":7200,"accessTokenMaxTTL":2592000,"tokenType":"Bearer"}""",
    jwt({"identityId": uuid4(), "clientSecretId": uuid4(), "identityAccessTokenId": uuid4(),
         "authTokenType": "identityAccessToken", "iat": 1772617200, "exp": 1772624400}),
)

add_split(
    "vault/infisical-selfhost-env-keys",
    """# infisical self-hosted .env (docker compose)
ENCRYPTION_KEY={0}
AUTH_SECRET={1}
DB_CONNECTION_URI=postgres://infisical:${POSTGRES_PASSWORD}@db:5432/infisical
REDIS_URL=redis://redis:6379
SITE_URL=https://secrets.home.lan""",
    r(32, HEX), b64(32),
)

add(
    "vault/doppler-service-token-docker-run",
    """$ docker run --rm -e DOPPLER_TOKEN="{0}" -p 8080:8080 ghcr.io/shopline/api:1.42.0
[doppler] fetched 37 secrets from project=api config=prd
listening on :8080""",
    dp("st", "prd"),
)

add(
    "vault/doppler-configure-set-token",
    """PS C:\\Users\\jonas> doppler configure set token {0} --scope C:\\src\\billing
┌───────┬──────────────────────┬──────────────────┐
│ NAME  │ VALUE                │ SCOPE            │
├───────┼──────────────────────┼──────────────────┤
│ token │ dp.pt.****           │ C:\\src\\billing   │
└───────┴──────────────────────┴──────────────────┘""",
    "dp.pt." + r(43),
)

add(
    "vault/doppler-sa-token-gha-literal",
    """      - name: Fetch secrets
        uses: dopplerhq/secrets-fetch-action@v1.2.0
        id: doppler
        with:
          doppler-token: {0}
          doppler-project: checkout
          doppler-config: ci""",
    "dp.sa." + r(43),
)

add(
    "vault/doppler-token-german-chat",
    """Kurze Info fürs Onboarding: der Service-Token für die Staging-Config lautet
{0} – einfach als DOPPLER_TOKEN in deine lokale .env, dann läuft `doppler run -- npm start`.""",
    dp("st", "stg"),
)

add(
    "vault/op-service-account-token-export",
    """$ export OP_SERVICE_ACCOUNT_TOKEN={0}
$ op vault list
ID                            NAME
q7m3x2k4d5v6b7n8c9l0p1o2i3    CI Deploy""",
    ops_token(),
)

add(
    "vault/op-connect-token-helm-set",
    """helm upgrade --install connect 1password/connect \\
  --namespace onepassword --create-namespace \\
  --set-file connect.credentials=1password-credentials.json \\
  --set operator.create=true \\
  --set operator.token.value={0}""",
    jwt({"aud": ["com.1password.connect"], "iss": "com.1password.b5", "sub": r(26, UPPER_NUM),
         "jti": r(26, LOWER_NUM), "iat": 1772000000,
         "1password.com/auuid": r(26, UPPER_NUM),
         "1password.com/fts": ["vaultaccess"],
         "1password.com/vts": [{"u": r(26, LOWER_NUM), "a": 48}]}),
)

add(
    "vault/op-read-printed-value",
    """$ op read "op://Production/postgres-primary/password"
{0}
$ op read "op://Production/postgres-primary/username"
app_rw""",
    pw() + r(6),
)

add(
    "vault/op-item-get-reveal",
    """$ op item get "Luna HSM partition SO" --vault Infra --reveal
ID:          hx2k5n7q9r3t5v7x9z1b3d5f7h
Title:       Luna HSM partition SO
Vault:       Infra (p4s6u8w0y2a4c6e8g0i2k4m6o8)
Created:     3 months ago
Updated:     2 weeks ago by Lars Holm
Favorite:    false
Version:     4
Category:    LOGIN
Fields:
  username:    par-so-prod01
  password:    {0}
URLs:
  website: https://luna-prod01.dc1.internal (primary)""",
    human(),
)

add(
    "vault/bws-access-token-env",
    """# ~/.config/fish/conf.d/bws.fish
set -gx BWS_ACCESS_TOKEN {0}
set -gx BWS_SERVER_URL https://vault.bitwarden.eu""",
    bws_token(),
)

add(
    "vault/bws-secret-get-value",
    """$ bws secret get 2f7a0c1e-5d43-4b8f-a9e2-b04c7e16d3a9 --output json
{
  "object": "secret",
  "id": "2f7a0c1e-5d43-4b8f-a9e2-b04c7e16d3a9",
  "organizationId": "a1b0c9d8-e7f6-4a5b-8c3d-2e1f0a9b8c7d",
  "projectId": "55d1e2f3-0a4b-4c6d-9e8f-7a1b2c3d4e5f",
  "key": "SMTP_PASSWORD",
  "value": "{0}",
  "note": "relay.mailhub.eu, port 587",
  "creationDate": "2026-01-14T08:01:22.415Z",
  "revisionDate": "2026-02-27T13:44:09.002Z"
}""",
    r(24),
)

_bt = bws_token()
add_split(
    "vault/bws-token-wrapped-terminal",
    """runner@gh-7f2c:~/work$ env | grep ^BWS
BWS_ACCESS_TOKEN={0}
{1}
runner@gh-7f2c:~/work$""",
    _bt[:70], _bt[70:],
)

add(
    "vault/conjur-rotate-api-key-output",
    """$ conjur host rotate-api-key -i host/apps/jenkins/worker-03
{0}""",
    conjur_key(),
)

add(
    "vault/conjur-authn-curl-body",
    """curl -sk --header "Accept-Encoding: base64" \\
  --data '{0}' \\
  https://conjur-follower.prod.local/authn/myorg/host%2Fapps%2Fbilling%2Fbatch/authenticate""",
    conjur_key(),
)

add(
    "vault/conjur-netrc",
    """$ cat ~/.netrc
machine https://conjur.prod.local/authn
  login admin
  password {0}
$ cat ~/.conjurrc
---
account: myorg
appliance_url: https://conjur.prod.local
cert_file: "/home/dev/conjur-myorg.pem\"""",
    conjur_key(),
)

add(
    "vault/conjur-deployment-env",
    """        env:
          - name: CONJUR_APPLIANCE_URL
            value: https://conjur-follower.conjur.svc.cluster.local
          - name: CONJUR_ACCOUNT
            value: myorg
          - name: CONJUR_AUTHN_LOGIN
            value: host/k8s/payments/reconciler
          - name: CONJUR_AUTHN_API_KEY
            value: {0}""",
    conjur_key(),
)

add(
    "vault/akeyless-profile-toml",
    """$ cat ~/.akeyless/profiles/default.toml
["default"]
  access_id = "p-x7ke2q9m1vrb"
  access_key = "{0}"
  access_type = "access_key\"""",
    b64(32),
)

add(
    "vault/akeyless-auth-flag",
    """$ akeyless auth --access-id p-4hn8cw2jz0qf --access-key '{0}' --access-type access_key
Authentication succeeded.
Token: t-0f3e1d9a6c2b4e8f7a5d3c1b9e7f5a3d""",
    b64(32),
)

add(
    "vault/akeyless-gateway-admin-key",
    """docker run -d -p 8000:8000 -p 8200:8200 -p 18888:18888 -p 8080:8080 -p 8081:8081 -p 5696:5696 \\
  -e ADMIN_ACCESS_ID="p-c5v0ky8ws3pl" \\
  -e ADMIN_ACCESS_KEY="{0}" \\
  --name akeyless-gw akeyless/base:latest-akeyless""",
    b64(32),
)

add(
    "vault/keywhiz-content-keystore-password",
    """# keywhiz-prod.yaml (excerpt)
contentKeyStore:
  path: /etc/keywhiz/derivation.jceks
  type: JCEKS
  password: {0}
  alias: basekey
cookieKey: external:/etc/keywhiz/cookie.key""",
    human(),
)

add(
    "vault/keywhiz-cookie-key-literal",
    """server:
  applicationConnectors:
    - type: https
      port: 4444
      keyStorePath: /etc/keywhiz/keywhiz-server.p12
      keyStorePassword: ${KEYWHIZ_TLS_PASS}
cookieKey: {0}
sessionCookie:
  name: session""",
    b64(32),
)


# ============================================================ SECRETS: certificate authorities
add(
    "vault/step-ca-init-password-file",
    """$ echo '{0}' > /tmp/ca-pass.txt
$ step ca init --deployment-type standalone --name "Homelab CA" \\
    --dns ca.home.arpa --address :9000 --provisioner admin@home.arpa \\
    --password-file /tmp/ca-pass.txt
Generating root certificate... done!
Generating intermediate certificate... done!

✔ Root certificate: /home/pi/.step/certs/root_ca.crt
✔ Root private key: /home/pi/.step/secrets/root_ca_key
✔ Root fingerprint: 0b8e6f2a4c1d3e5f7a9b8c6d4e2f0a1b3c5d7e9f8a6b4c2d0e1f3a5b7c9d8e6f""",
    human(),
)

add(
    "vault/step-ca-token-password-procsub",
    """step ca token web01.dc1.internal \\
  --provisioner ops-jwk \\
  --password-file <(printf %s '{0}') \\
  --ca-url https://ca.dc1.internal:9000 --root /etc/step/certs/root_ca.crt""",
    human(),
)

add(
    "vault/step-ca-ca-json-password",
    """{
  "root": "/home/step/certs/root_ca.crt",
  "crt": "/home/step/certs/intermediate_ca.crt",
  "key": "/home/step/secrets/intermediate_ca_key",
  "password": "{0}",
  "address": ":9000",
  "dnsNames": ["ca.internal", "localhost"],
  "db": {"type": "badgerv2", "dataSource": "/home/step/db"},
  "authority": {"provisioners": []}
}""",
    r(32, URLSAFE),
)

_cap_pw = human()
add_split(
    "vault/step-certificates-helm-b64",
    """# values-prod.yaml for smallstep/step-certificates
inject:
  enabled: true
  secrets:
    ca_password: {0}
    provisioner_password: {1}
    x509:
      enabled: true""",
    base64.b64encode(_cap_pw.encode()).decode(), base64.b64encode(human().encode()).decode(),
)

add(
    "vault/step-provisioner-danish-chat",
    """Jeg har tilføjet en ny JWK-provisioner til CI'en:
  step ca provisioner add gitlab-ci --type JWK --create
Kodeordet til provisioneren blev sat til {0} — læg det i GitLab som masked variable
STEP_PROVISIONER_PASSWORD og slet det her fra tråden når du har gjort det.""",
    human(),
)

add(
    "vault/ejbca-ra-addendentity-password",
    """[jboss@ejbca01 bin]$ ./ejbca.sh ra addendentity --username superadmin2 \\
    --dn "CN=SuperAdmin2,O=Nordbank,C=DK" --caname ManagementCA --type 1 \\
    --token P12 --password '{0}' --certprofile ENDUSER --eeprofile EMPTY
Using ManagementCA as CA
End entity 'superadmin2' has been added.""",
    human(),
)

add(
    "vault/ejbca-database-properties",
    """# conf/database.properties
datasource.jndi-name=EjbcaDS
database.name=mysql
database.url=jdbc:mysql://db-ejbca.pki.local:3306/ejbca?characterEncoding=UTF-8
database.driver=org.mariadb.jdbc.Driver
database.username=ejbca
database.password={0}""",
    pw(),
)

add(
    "vault/ejbca-rest-p12-cert-password",
    """curl -sS --cert-type P12 --cert ./ra-admin.p12:{0} \\
  -X POST -H 'Content-Type: application/json' \\
  --data @enroll.json \\
  https://ejbca.pki.local/ejbca/ejbca-rest-api/v1/certificate/pkcs10enroll""",
    human(),
)

add(
    "vault/ejbca-cryptotoken-pin",
    """$ ./ejbca.sh cryptotoken create --token IssuingCA-HSM --pin {0} --autoactivate true \\
    --type PKCS11CryptoToken --lib /opt/safenet/lunaclient/lib/libCryptoki2_64.so --slotlabeltype SLOT_LABEL --slotlabelvalue ejbca-prod
CryptoToken with id 1437850245 created.""",
    human(),
)

add(
    "vault/cfssl-auth-key-config",
    """{
  "signing": {
    "default": {"expiry": "8760h", "auth_key": "primary"},
    "profiles": {
      "server": {"usages": ["signing", "key encipherment", "server auth"], "expiry": "2160h", "auth_key": "primary"}
    }
  },
  "auth_keys": {
    "primary": {"type": "standard", "key": "{0}"}
  }
}""",
    r(32, HEX),
)

add(
    "vault/cfssl-certdb-dsn",
    """$ cat certdb/pg/certdb.json
{"driver":"postgres","data_source":"dbname=certdb user=cfssl password={0} host=pg-pki.internal sslmode=verify-full"}""",
    pw(),
)

add(
    "vault/cfssl-gencert-initca-key-json",
    """$ cfssl gencert -initca ca-csr.json
2026/03/04 11:02:17 [INFO] generating a new CA key and certificate from CSR
2026/03/04 11:02:17 [INFO] generate received request
2026/03/04 11:02:17 [INFO] received CSR
2026/03/04 11:02:17 [INFO] generating key: ecdsa-256
2026/03/04 11:02:17 [INFO] encoded CSR
2026/03/04 11:02:17 [INFO] signed certificate with serial number 412098337415062913542786014209655217839401152216
{"cert":"-----BEGIN CERTIFICATE-----\\nMIIB...snip...\\n-----END CERTIFICATE-----\\n","csr":"-----BEGIN CERTIFICATE REQUEST-----\\n...snip...\\n-----END CERTIFICATE REQUEST-----\\n","key":"-----BEGIN EC PRIVATE KEY-----\\n{0}\\n-----END EC PRIVATE KEY-----\\n"}""",
    b64(121),
)

add_split(
    "vault/dogtag-pkispawn-passwords",
    """# /root/ca.cfg for pkispawn -s CA -f /root/ca.cfg
[DEFAULT]
pki_server_database_password={0}
pki_admin_password={1}
pki_client_pkcs12_password={1}
pki_ds_password={2}
pki_ds_ldap_port=389
pki_security_domain_name=EXAMPLE

[CA]
pki_admin_email=caadmin@example.com
pki_admin_name=caadmin
pki_admin_nickname=caadmin""",
    r(20, ALNUM), human(), human(),
)

add(
    "vault/dogtag-pki-client-c-flag",
    """$ pki -d ~/.dogtag/nssdb -c '{0}' -n caadmin ca-user-find --size 5
-----------------
3 entries matched
-----------------
  User ID: CA-pki.example.com-8443
  Full name: CA-pki.example.com-8443

  User ID: caadmin
  Full name: caadmin""",
    human(),
)

add_split(
    "vault/dogtag-password-conf",
    """[root@pki ~]# cat /var/lib/pki/pki-tomcat/conf/password.conf
internal={0}
internaldb={1}
replicationdb={2}""",
    r(12, DIGITS), human(), "-" + r(10, DIGITS),
)

add(
    "vault/adcs-certutil-exportpfx",
    r"""PS C:\> certutil -exportPFX -p "{0}" My 1a00000047f2c5d3e9b81a6f0000000000047 C:\Temp\ndes-ra.pfx
My "Personal"
================ Certificate 3 ================
Serial Number: 1a00000047f2c5d3e9b81a6f0000000000047
Issuer: CN=Contoso Issuing CA 02, DC=contoso, DC=local
Subject: CN=NDES-RA
Cert Hash(sha1): 4e7a91c0d2b36f58a1e9047c3b82d65f19a0e7c4
CertUtil: -exportPFX command completed successfully.""",
    human(),
)

add(
    "vault/adcs-powershell-pfx-securestring",
    r"""$pfxPass = ConvertTo-SecureString -String '{0}' -Force -AsPlainText
Get-ChildItem -Path Cert:\LocalMachine\My |
    Where-Object { $_.Subject -like '*adfs.contoso.com*' } |
    Export-PfxCertificate -FilePath D:\backup\adfs-ssl.pfx -Password $pfxPass -ChainOption BuildChain""",
    human(),
)

add(
    "vault/adcs-ndes-svc-malay",
    """Untuk pasang NDES kat server CA baru, akaun servis yang digunakan ialah CONTOSO\\svc-ndes
dan kata laluannya {0}. Tolong masukkan masa Install-AdcsNetworkDeviceEnrollmentService minta
-ServiceAccountName, lepas tu saya tukar kata laluan esok.""",
    human(),
)


# ============================================================ SECRETS: key stores and HSMs
add_split(
    "vault/keytool-genkeypair-storepass-keypass",
    """keytool -genkeypair -alias tomcat -keyalg RSA -keysize 3072 -validity 825 \\
  -dname "CN=portal.stadtwerke-nord.de, OU=IT, O=Stadtwerke Nord, C=DE" \\
  -keystore /opt/tomcat/conf/portal.jks -storepass {0} -keypass {1}""",
    human(), human(),
)

add_split(
    "vault/keytool-importkeystore-src-dest",
    """$ keytool -importkeystore -srckeystore legacy.jks -srcstoretype JKS -srcstorepass '{0}' \\
      -destkeystore legacy.p12 -deststoretype PKCS12 -deststorepass '{1}'
Importing keystore legacy.jks to legacy.p12...
Entry for alias partner-gateway successfully imported.
Import command completed:  1 entries successfully imported, 0 entries failed or cancelled""",
    human(), pw(),
)

add(
    "vault/spring-ssl-key-store-password",
    """server:
  port: 8443
  ssl:
    enabled: true
    key-store: classpath:keystore/gateway.p12
    key-store-type: PKCS12
    key-store-password: "{0}"
    key-alias: gateway""",
    human(),
)

add(
    "vault/openssl-pkcs12-passout",
    """openssl pkcs12 -export -in fullchain.pem -inkey privkey.pem \\
  -name "mail.kedai-runcit.my" -out mail.p12 -passout pass:{0}""",
    human(),
)

add(
    "vault/openssl-rsa-passin-quoted",
    """$ openssl rsa -in backup/intermediate.key.enc -passin pass:'{0}' -check -noout
RSA key ok""",
    human(),
)

add(
    "vault/openssl-enc-k-backup-script",
    """#!/bin/sh
# nightly-pki-backup.sh
set -eu
tar czf - /etc/pki/CA | openssl enc -aes-256-cbc -pbkdf2 -iter 200000 -salt \\
  -k "{0}" -out /mnt/backup/pki-$(date +%F).tar.gz.enc""",
    human(),
)

add(
    "vault/openssl-cnf-output-password",
    """[ req ]
default_bits       = 4096
default_md         = sha256
distinguished_name = req_dn
prompt             = no
encrypt_key        = yes
output_password    = {0}

[ req_dn ]
CN = intranet.kommune.dk
O  = Kommune IT""",
    human(),
)

add_split(
    "vault/softhsm-init-token-pins",
    """$ softhsm2-util --init-token --free --label "vault-hsm" --pin {0} --so-pin {1}
Slot 0 has a free/uninitialized token.
The token has been initialized and is reassigned to slot 1789024361""",
    r(6, DIGITS), r(10, DIGITS),
)

add(
    "vault/pkcs11-tool-login-pin",
    """$ pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --token-label signing --login --pin {0} --list-objects
Using slot 0 with a present token (0x6aa2c4f1)
Private Key Object; RSA
  label:      codesign-2026
  ID:         01
  Usage:      sign
  Access:     sensitive, always sensitive, never extractable, local""",
    r(8, DIGITS),
)

add(
    "vault/pkcs11-uri-pin-value",
    """# nginx.conf  (engine: pkcs11, key lives in the HSM)
ssl_certificate     /etc/nginx/tls/edge.crt;
ssl_certificate_key "engine:pkcs11:pkcs11:token=edge-tls;object=edge-key;type=private?pin-value={0}";""",
    r(4, UPPER) + r(4, DIGITS),
)

add(
    "vault/yubihsm-shell-password-flag",
    """$ yubihsm-shell --connector http://127.0.0.1:12345 --authkey 2 -p '{0}' -a list-objects -t asymmetric-key
Using default connector URL: http://127.0.0.1:12345
Session keepalive set up to run every 15 seconds
Created session 0
Found 2 object(s)
id: 0x0064, type: asymmetric-key, algo: ecp256, sequence: 0, label: acme-issuer
id: 0x00c8, type: asymmetric-key, algo: rsa2048, sequence: 1, label: ssh-ca""",
    human(),
)

add(
    "vault/yubihsm-put-authkey-new-password",
    """yubihsm> session open 1 password
yubihsm> put authkey 0 0x0003 ops-signer 1 sign-ecdsa,sign-pkcs,get-pseudo-random sign-ecdsa {0}
Stored Authentication key 0x0003""",
    human(),
)

add(
    "vault/yubihsm-pkcs11-pin-prefixed",
    """$ pkcs11-tool --module /usr/lib/x86_64-linux-gnu/pkcs11/yubihsm_pkcs11.so \\
    --login --pin 0003{0} --sign --mechanism ECDSA-SHA256 --id 0064 \\
    --input-file artifact.sha256 --output-file artifact.sig
Using slot 0 with a present token (0x0)
Using signature algorithm ECDSA-SHA256""",
    human(),
)

add(
    "vault/cloudhsm-mgmt-util-loginhsm",
    """aws-cloudhsm> loginHSM CU app_signer {0}
loginHSM success on server 0(10.0.3.11)
loginHSM success on server 1(10.0.4.27)""",
    human(),
)

add(
    "vault/cloudhsm-pkcs11-pin-user-colon",
    """# vault.hcl (Vault Enterprise on EC2, CloudHSM via PKCS#11)
seal "pkcs11" {
  lib        = "/opt/cloudhsm/lib/libcloudhsm_pkcs11.so"
  slot       = "1"
  pin        = "vault_cu:{0}"
  key_label  = "vault-root-key"
  mechanism  = "0x1087"
}""",
    human(),
)

add(
    "vault/luna-partition-login",
    """lunacm:> slot set -slot 3
        Current Slot Id: 3    (Luna User Slot 7.7.1 (PW) Signing with Cloning Mode)

lunacm:> partition login -role crypto-officer -password {0}

        Command Result : No Error""",
    human(),
)

add(
    "vault/luna-co-password-german",
    """Hallo Sabine,
für das Aktivieren der Partition ejbca-prod auf dem Luna 7 im RZ2 brauchst du das
Crypto-Officer-Passwort: {0}
Die Challenge für den NTLS-Client ist dieselbe. Bitte nach dem Login sofort ändern
(lunacm: role changepw -name co).""",
    human(),
)


# ============================================================ SECRETS: ACME, Shamir, sealed, SOPS, GPG, KMIP
add(
    "vault/acme-eab-certbot-register",
    """sudo certbot register --agree-tos -m pki-team@fjordline.no \\
  --server https://acme.sectigo.com/v2/OV \\
  --eab-kid 3Vq8mT1pZx9cR2wLk5Hn \\
  --eab-hmac-key {0}""",
    b64url(32),
)

add(
    "vault/acme-eab-traefik-yaml",
    """certificatesResolvers:
  zerossl:
    acme:
      email: ops@kedaiku.com.my
      storage: /data/acme.json
      caServer: https://acme.zerossl.com/v2/DV90
      eab:
        kid: Kp3rT9wXv2mQ8sL1nZ6yBd
        hmacEncoded: {0}
      tlsChallenge: {}""",
    b64url(64),
)

add(
    "vault/acme-eab-caddyfile",
    """{
	email infra@hus-og-have.dk
	acme_ca https://acme.ssl.com/sslcom-dv-rsa
	acme_eab {
		key_id 7b1f0e9c2a4d
		mac_key {0}
	}
}

shop.hus-og-have.dk {
	reverse_proxy 127.0.0.1:3000
}""",
    b64url(32),
)

add(
    "vault/acme-eab-cert-manager-secret",
    """apiVersion: v1
kind: Secret
metadata:
  name: zerossl-eab
  namespace: cert-manager
stringData:
  secret: {0}
---
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: zerossl
spec:
  acme:
    server: https://acme.zerossl.com/v2/DV90
    externalAccountBinding:
      keyID: 9HkQv3LmP0wZ7sN2xYtB4c
      keySecretRef:
        name: zerossl-eab
        key: secret""",
    b64url(64),
)

_sh = [ssss_share(i) for i in (1, 2, 3)]
add_split(
    "vault/ssss-split-output",
    """$ ssss-split -t 3 -n 5 -w backup-passphrase -x
Generating shares using a (3,5) scheme with dynamic security level.
Enter the secret, at most 128 ASCII characters: Using a 256 bit security level.
backup-passphrase-{0}
backup-passphrase-{1}
backup-passphrase-{2}
(shares 4 and 5 printed on the other terminal)""",
    *_sh,
)

add(
    "vault/key-ceremony-minutes-danish",
    """Referat, nøgleceremoni 2026-02-18, lokale 2.14
10:42 Kustode 3 (Henrik B.) åbnede kuvert nr. 3 og læste sin andel op til indtastning:
      {0}
10:44 Vault unsealed (3/5). Vidne: Karen S. Kuverten blev destrueret i makulatoren.""",
    unseal(),
)

add(
    "vault/shamir-share-malay-chat",
    """Encik Rahman, ini bahagian kunci (share) saya untuk unseal Vault DR di Cyberjaya:
{0}
Saya dalam kapal terbang esok, jadi tak dapat hadir ke bilik server. Maaf ya.""",
    unseal(),
)

_sk = "-----BEGIN RSA PRIVATE KEY-----\n" + pem_lines(300) + "\n-----END RSA PRIVATE KEY-----\n"
add(
    "vault/sealed-secrets-controller-key",
    """$ kubectl -n kube-system get secret -l sealedsecrets.bitnami.com/sealed-secrets-key=active -o yaml
apiVersion: v1
items:
- apiVersion: v1
  data:
    tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUVNRENDQWhpZ0F3SUJBZ0lRUkxR
    tls.key: {0}
  kind: Secret
  metadata:
    name: sealed-secrets-keyx8t2v
    namespace: kube-system
  type: kubernetes.io/tls
kind: List""",
    base64.b64encode(_sk.encode()).decode(),
)

add(
    "vault/kubeseal-raw-plaintext",
    """$ echo -n '{0}' | kubeseal --raw --namespace shop --name smtp-relay --from-file=/dev/stdin
AgB7kP0xQz9mV3cR1wLh5Ns8Jt2Yd6Fe4Gb0Ua7Ic3Ho9Lp1Kq5Mr8Ns2Ot6Pu0Qv4Rw8Sx2Ty6Uz0Va4Wb8Xc2Yd6Ze0Af4Bg8Ch2Di6Ej0Fk4Gl8Hm""",
    human(),
)

add(
    "vault/sops-age-keys-txt",
    """$ cat ~/.config/sops/age/keys.txt
# created: 2026-01-09T14:03:51+01:00
# public key: {1}
{0}""",
    age_secret(), age_pub(),
)

add(
    "vault/sops-age-key-gha-env",
    """    steps:
      - uses: actions/checkout@v4
      - name: Decrypt prod values
        env:
          SOPS_AGE_KEY: {0}
        run: sops -d helm/values.prod.enc.yaml > helm/values.prod.yaml""",
    age_secret(),
)

add(
    "vault/sops-decrypted-output",
    """$ sops -d clusters/prod/grafana-admin.enc.yaml
apiVersion: v1
kind: Secret
metadata:
  name: grafana-admin
  namespace: monitoring
stringData:
  admin-user: admin
  admin-password: {0}""",
    human(),
)

add(
    "vault/git-crypt-exported-key-b64",
    """# CI/CD variable GIT_CRYPT_KEY (type: variable, not protected) -- copied from settings page
# used as: echo "$GIT_CRYPT_KEY" | base64 -d > /tmp/gc.key && git-crypt unlock /tmp/gc.key
GIT_CRYPT_KEY={0}""",
    base64.b64encode(b"\x00GITCRYPTKEY\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x03\x00\x00\x00\x04"
                     + _rng.randbytes(100)).decode(),
)

add(
    "vault/gpg-loopback-passphrase",
    """gpg --batch --yes --pinentry-mode loopback --passphrase '{0}' \\
    --output secrets.tar --decrypt secrets.tar.gpg""",
    human(),
)

add(
    "vault/gpg-preset-passphrase",
    """/usr/lib/gnupg/gpg-preset-passphrase --preset --passphrase {0} 8F14E45FCEEA167A5A36DEDD4BEA2543A1B2C3D4""",
    human(),
)

add(
    "vault/pykmip-client-password",
    """# /etc/pykmip/pykmip.conf
[client]
host=kmip.dc1.internal
port=5696
certfile=/etc/pykmip/client.crt
keyfile=/etc/pykmip/client.key
ca_certs=/etc/pykmip/ca.crt
cert_reqs=CERT_REQUIRED
ssl_version=PROTOCOL_TLSv1_2
username=backup-appliance
password={0}""",
    human(),
)


# ============================================================ LOOK-ALIKES: Vault and OpenBao
la(
    """$ vault status
Key                     Value
---                     -----
Seal Type               shamir
Initialized             true
Sealed                  false
Total Shares            5
Threshold               3
Version                 1.17.6
Build Date              2024-09-24T19:48:40Z
Storage Type            raft
Cluster Name            vault-cluster-{0}
Cluster ID              {1}
HA Enabled              true
HA Cluster              https://vault-0.vault-internal:8201
HA Mode                 active
Active Since            2026-03-01T07:14:02.118Z
Raft Committed Index    884211
Raft Applied Index      884211""",
    r(8, HEX), uuid4(),
)

la(
    """$ vault operator unseal
Unseal Key (will be hidden):
Key                Value
---                -----
Seal Type          shamir
Initialized        true
Sealed             true
Total Shares       5
Threshold          3
Unseal Progress    1/3
Unseal Nonce       {0}
Version            1.17.6""",
    uuid4(),
)

la(
    """$ vault token lookup -accessor {0}
Key                 Value
---                 -----
accessor            {0}
creation_time       1772611200
creation_ttl        768h
display_name        approle
entity_id           {1}
expire_time         2026-04-05T08:00:00.000000Z
explicit_max_ttl    0s
id                  n/a
issue_time          2026-03-04T08:00:00.000000Z
meta                map[role_name:ci-deployer]
num_uses            0
orphan              true
path                auth/approle/login
policies            [default deploy-ro]
renewable           true
ttl                 767h59m12s
type                service""",
    r(24), uuid4(),
)

la(
    """$ vault list auth/token/accessors
Keys
----
{0}
{1}
{2}
{3}""",
    r(24), r(24), r(24), r(24),
)

la(
    """$ vault lease lookup database/creds/readonly/{0}
Key             Value
---             -----
expire_time     2026-03-04T12:31:07.52381Z
id              database/creds/readonly/{0}
issue_time      2026-03-04T11:31:07.52381Z
last_renewal    <nil>
renewable       true
ttl             59m41s""",
    r(24),
)

la(
    """{"time":"2026-03-04T11:31:07.523Z","type":"response","auth":{"client_token":"hmac-sha256:{0}","accessor":"hmac-sha256:{1}","display_name":"approle","policies":["default","db-read"],"token_type":"service"},"request":{"id":"{2}","operation":"read","path":"database/creds/readonly","remote_address":"10.20.4.17"},"response":{"data":{"password":"hmac-sha256:{3}","username":"hmac-sha256:{4}"},"secret":{"lease_id":"database/creds/readonly/{5}"}}}""",
    r(64, HEX), r(64, HEX), uuid4(), r(64, HEX), r(64, HEX), r(24),
)

la(
    """# policies/deploy-ro.hcl
path "secret/data/apps/checkout/*" {
  capabilities = ["read", "list"]
}

path "auth/token/lookup-self" {
  capabilities = ["read"]
}

# never grant sys/ to CI
path "sys/*" {
  capabilities = ["deny"]
}""",
)

la(
    """$ vault read auth/approle/role/ci-deployer
Key                        Value
---                        -----
bind_secret_id             true
local_secret_ids           false
secret_id_bound_cidrs      [10.40.0.0/16]
secret_id_num_uses         1
secret_id_ttl              10m
token_max_ttl              1h
token_policies             [deploy-ro]
token_ttl                  20m
token_type                 batch""",
)

la(
    """$ vault write auth/approle/role/ci-deployer/secret-id-accessor/lookup secret_id_accessor={0}
Key                   Value
---                   -----
cidr_list             []
creation_time         2026-03-04T09:01:55.17+00:00
expiration_time       2026-03-04T09:11:55.17+00:00
last_updated_time     2026-03-04T09:01:55.17+00:00
metadata              map[pipeline:4417]
secret_id_accessor    {0}
secret_id_num_uses    1
secret_id_ttl         10m""",
    uuid4(),
)

la(
    """pid_file = "/run/vault-agent/pid"

auto_auth {
  method "approle" {
    mount_path = "auth/approle"
    config = {
      role_id_file_path                   = "/etc/vault-agent/role-id"
      secret_id_file_path                 = "/run/secrets/secret-id"
      remove_secret_id_file_after_reading = true
    }
  }
  sink "file" {
    config = { path = "/run/vault-agent/token", mode = 0640 }
  }
}

template {
  source      = "/etc/vault-agent/db.ctmpl"
  destination = "/etc/app/db.env"
}""",
)

la(
    """provider "vault" {
  address = var.vault_addr
  # token comes from VAULT_TOKEN in the runner environment, never from tfvars
  skip_child_token = false
  auth_login {
    path = "auth/jwt/login"
    parameters = {
      role = "tf-plan"
      jwt  = var.ci_job_jwt
    }
  }
}""",
)

la(
    """$ vault read transit/keys/orders-pii
Key                       Value
---                       -----
allow_plaintext_backup    false
auto_rotate_period        720h
deletion_allowed          false
derived                   false
exportable                false
keys                      map[1:1762214400 2:1764806400 3:1767398400]
latest_version            3
min_decryption_version    1
min_encryption_version    0
name                      orders-pii
supports_encryption       true
type                      aes256-gcm96""",
)

la(
    """$ vault write transit/encrypt/orders-pii plaintext=$(base64 <<< "4111 card on file")
Key            Value
---            -----
ciphertext     vault:v3:{0}
key_version    3""",
    b64(45),
)

la(
    """$ vault read -field=serial_number pki_int/cert/ca
{0}
$ vault list pki_int/certs | head -4
Keys
----
{1}
{2}""",
    serial_hex(20), serial_hex(20), serial_hex(20),
)

la(
    """$ vault kv metadata get secret/apps/checkout/db
========== Metadata Path ==========
secret/metadata/apps/checkout/db

========== Metadata ==========
Key                     Value
---                     -----
cas_required            false
created_time            2025-11-02T10:17:44.901Z
current_version         7
delete_version_after    0s
max_versions            10
oldest_version          1
updated_time            2026-02-27T16:03:10.442Z

====== Version 7 ======
Key              Value
---              -----
created_time     2026-02-27T16:03:10.442Z
deletion_time    n/a
destroyed        false""",
)

la(
    """Vault init runbook, step 4: run `vault operator init -key-shares=5 -key-threshold=3 -format=json`
on the air-gapped laptop only, and pipe it straight into `ssss`-free envelopes: each of the five
unseal keys goes to one custodian, the initial root token is revoked at the end of the ceremony.
Never paste the JSON anywhere; the transcript for this step should show <unseal-key-1> ... <unseal-key-5>
and <root-token> only.""",
)

la(
    """export VAULT_ADDR=https://vault.prod.fintrack.io
export VAULT_TOKEN="$(cat /run/secrets/vault-token)"
export VAULT_CACERT=/etc/ssl/fintrack-root.pem
vault kv get -field=password secret/apps/checkout/db > /dev/null && echo "token works\"""",
)

la(
    """$ bao operator raft list-peers
Node        Address                       State       Voter
----        -------                       -----       -----
bao-0       bao-0.bao-internal:8201       leader      true
bao-1       bao-1.bao-internal:8201       follower    true
bao-2       bao-2.bao-internal:8201       follower    true
$ bao version
OpenBao v2.1.1 ({0}), built 2025-01-09T16:51:57Z""",
    sha(),
)

la(
    """$ vault token create -policy=deploy-ro -ttl=1h -format=json | jq '.auth | {accessor, policies, lease_duration, renewable}'
{
  "accessor": "{0}",
  "policies": [
    "default",
    "deploy-ro"
  ],
  "lease_duration": 3600,
  "renewable": true
}""",
    r(24),
)

la(
    """Vault-Notiz (deutsch): Der Root-Token wurde nach der Einrichtung mit `vault token revoke`
widerrufen. Für Notfälle erzeugen wir einen neuen über `vault operator generate-root` mit drei
der fünf Schlüsselhalter. Accessor des alten Tokens zur Nachverfolgung: {0}.""",
    r(24),
)

la(
    """$ vault secrets list -detailed | awk '{print $1, $2, $3}'
Path Plugin Accessor
cubbyhole/ cubbyhole cubbyhole_{0}
database/ database database_{1}
pki_int/ pki pki_{2}
secret/ kv kv_{3}
transit/ transit transit_{4}""",
    r(8, HEX), r(8, HEX), r(8, HEX), r(8, HEX), r(8, HEX),
)

la(
    """      annotations:
        vault.hashicorp.com/agent-inject: "true"
        vault.hashicorp.com/role: "checkout"
        vault.hashicorp.com/agent-inject-secret-db.env: "database/creds/checkout-rw"
        vault.hashicorp.com/agent-inject-template-db.env: |
          {{- with secret "database/creds/checkout-rw" -}}
          DB_USER={{ .Data.username }}
          DB_PASSWORD={{ .Data.password }}
          {{- end }}""",
)

la(
    """Root Token: ******** (redacted by vault-init-wrapper)
Unseal keys: 5 written to /dev/null; shares were printed on the offline printer only.
Recovery: see runbook DR-07, never stored in Vault itself.""",
)

# ============================================================ LOOK-ALIKES: secret managers
la(
    """$ cat .infisical.json
{
    "workspaceId": "{0}",
    "defaultEnvironment": "dev",
    "gitBranchToEnvironmentMapping": {"main": "prod", "develop": "staging"}
}""",
    uuid4(),
)

la(
    """$ infisical secrets --env=staging --path=/backend
┌──────────────────────┬──────────────┬────────────┐
│ SECRET NAME          │ SECRET VALUE │ SECRET TYPE│
├──────────────────────┼──────────────┼────────────┤
│ DATABASE_URL         │ ************ │ shared     │
│ STRIPE_SECRET_KEY    │ ************ │ shared     │
│ SESSION_SECRET       │ ************ │ personal   │
└──────────────────────┴──────────────┴────────────┘""",
)

la(
    """deploy:staging:
  image: infisical/cli:0.31.1
  id_tokens:
    INFISICAL_ID_TOKEN:
      aud: https://app.infisical.com
  script:
    - export INFISICAL_TOKEN=$(infisical login --method=oidc-auth --machine-identity-id=$INFISICAL_IDENTITY_ID --jwt=$INFISICAL_ID_TOKEN --silent --plain)
    - infisical run --env=staging -- ./deploy.sh""",
)

la(
    """$ cat doppler.yaml
setup:
  - project: checkout
    config: dev_personal
    path: ./services/api
  - project: checkout
    config: dev_personal
    path: ./services/worker""",
)

la(
    """$ doppler configs tokens --project api --config prd
┌────────────────┬──────────────────────────────────────┬─────────┬──────────────────────────┐
│ NAME           │ SLUG                                 │ ACCESS  │ CREATED AT               │
├────────────────┼──────────────────────────────────────┼─────────┼──────────────────────────┤
│ k8s-prod       │ {0} │ read    │ 2025-12-02T09:11:40.000Z │
│ github-actions │ {1} │ read    │ 2026-01-15T14:02:03.000Z │
└────────────────┴──────────────────────────────────────┴─────────┴──────────────────────────┘""",
    uuid4(), uuid4(),
)

la(
    """$ doppler secrets --only-names --project api --config prd
┌──────────────────────┐
│ NAME                 │
├──────────────────────┤
│ DATABASE_URL         │
│ DOPPLER_CONFIG       │
│ DOPPLER_ENVIRONMENT  │
│ DOPPLER_PROJECT      │
│ REDIS_URL            │
│ SENTRY_DSN           │
└──────────────────────┘""",
)

la(
    """# .env.tpl  -- rendered by `op inject -i .env.tpl -o .env`
DATABASE_URL=postgres://app_rw:{{ op://Production/postgres-primary/password }}@db.internal:5432/app
STRIPE_SECRET_KEY={{ op://Production/stripe/credential }}
SMTP_PASSWORD=op://Production/mailhub/password""",
)

la(
    """$ op whoami
URL:               https://my.1password.eu
Integration ID:    {0}
User Type:         SERVICE_ACCOUNT
$ op item list --vault "CI Deploy" --format json | jq -r '.[].id'
{1}
{2}""",
    r(26, UPPER_NUM), r(26, LOWER_NUM), r(26, LOWER_NUM),
)

la(
    """      - name: Load secrets
        uses: 1password/load-secrets-action@v2
        with:
          export-env: true
        env:
          OP_SERVICE_ACCOUNT_TOKEN: ${{ secrets.OP_SERVICE_ACCOUNT_TOKEN }}
          DB_PASSWORD: op://CI Deploy/db/password""",
)

la(
    """$ bws project list --output table
ID                                      Name
{0}    payments
{1}    platform-shared
$ bws secret list {0} --output tsv | cut -f1,3
{2}	STRIPE_WEBHOOK_SECRET
{3}	SMTP_PASSWORD""",
    uuid4(), uuid4(), uuid4(), uuid4(),
)

la(
    """      - name: Get Secrets
        uses: bitwarden/sm-action@v2
        with:
          access_token: ${{ secrets.BW_ACCESS_TOKEN }}
          base_url: https://vault.bitwarden.eu
          secrets: |
            {0} > SMTP_PASSWORD
            {1} > DB_PASSWORD""",
    uuid4(), uuid4(),
)

la(
    """- !policy
  id: apps/billing
  body:
    - !host batch
    - !variable db/password
    - !variable db/username
    - !permit
      role: !host batch
      privileges: [ read, execute ]
      resource: !variable db/password""",
)

la(
    """$ conjur whoami
{
  "client_ip": "10.8.3.44",
  "user_agent": "Go-http-client/1.1",
  "account": "myorg",
  "username": "host/apps/jenkins/worker-03",
  "token_issued_at": "2026-03-04T10:14:55.000+00:00"
}
$ conjur variable get -i apps/billing/db/password > /run/billing/db.pass""",
)

la(
    """Conjur note for the wiki: the host API key is shown exactly once, by `conjur host rotate-api-key`.
If it is lost, rotate again, then update the Kubernetes secret `conjur-authn` in the billing
namespace. The key is 51 to 55 lowercase characters; paste it nowhere else.""",
)

la(
    """$ cat ~/.akeyless/profiles/ci.toml
["ci"]
  access_id = "p-m2xq7c1vh9ke"
  access_type = "aws_iam"
$ akeyless list-items --path /prod/payments --minimal-view
/prod/payments/db-password   STATIC_SECRET   version 4
/prod/payments/stripe        STATIC_SECRET   version 2""",
)

la(
    """$ keywhiz.cli list secrets
[{0}] db-readonly.password (checksum: {1}, creator: automation-client)
[{2}] tls-edge.key (checksum: {3}, creator: automation-client)""",
    r(6, DIGITS), r(64, HEX), r(6, DIGITS), r(64, HEX),
)

la(
    """# keywhiz-prod.yaml (excerpt)
contentKeyStore:
  path: /etc/keywhiz/derivation.jceks
  type: JCEKS
  password: ${KEYWHIZ_DERIVATION_PASS}
  alias: basekey
cookieKey: external:/etc/keywhiz/cookie.key""",
)


# ============================================================ LOOK-ALIKES: certificate authorities
la(
    """$ step certificate inspect api.crt --short
X.509v3 TLS Certificate (ECDSA P-256) [Serial: {0}]
  Subject:     api.dc1.internal
  Issuer:      Homelab CA Intermediate CA
  Provisioner: ops-jwk [ID: {1}]
  Valid from:  2026-03-04T09:00:12Z
          to:  2026-03-05T09:01:12Z""",
    r(38, DIGITS), b64url(32),
)

la(
    """$ step ca bootstrap --ca-url https://ca.dc1.internal:9000 \\
    --fingerprint {0} --install
The root certificate has been saved in /home/ana/.step/certs/root_ca.crt.
Your configuration has been saved in /home/ana/.step/config/defaults.json.
Installing the root certificate in the system truststore... done.""",
    r(64, HEX),
)

la(
    """$ step ca provisioner list | jq '.[0] | {type, name, key: .key | {kty, crv, kid: .kid}, encryptedKey: (.encryptedKey[:48] + "...")}'
{
  "type": "JWK",
  "name": "ops-jwk",
  "key": {
    "kty": "EC",
    "crv": "P-256",
    "kid": "{0}"
  },
  "encryptedKey": "eyJhbGciOiJQQkVTMi1IUzI1NitBMTI4S1ciLCJjdHkiOiJqd2sranNvbi..."
}
# encryptedKey is a JWE sealed with the provisioner password; /provisioners serves it to every client""",
    b64url(32),
)

la(
    """# values-prod.yaml for smallstep/step-certificates
existingSecrets:
  enabled: true
  ca: true
  issuer: true
inject:
  enabled: false
# ca_password and provisioner_password live in the Secret step-certificates-ca-password
# created by External Secrets from Vault path secret/pki/step-ca""",
)

la(
    """Til referatet: step-ca's rodnøgle ligger offline på YubiKey'en i pengeskabet, og kodeordet
kendes kun af to personer (Mette og Jonas). Vi skrev ikke kodeordet ned nogen steder i dag;
fingeraftrykket for rod-certifikatet er {0}.""",
    r(64, HEX),
)

la(
    """[jboss@ejbca01 bin]$ ./ejbca.sh ca listcas
CA Name: ManagementCA
 Id: {0}
 Issuer DN: CN=ManagementCA,O=Nordbank,C=DK
 Subject DN: CN=ManagementCA,O=Nordbank,C=DK
 Type: 1
 Expire time: 2036-02-11 10:04:51+01:00
 Signed by: 1
CA Name: IssuingCA-TLS
 Id: {1}
 Issuer DN: CN=RootCA-G2,O=Nordbank,C=DK
 Subject DN: CN=IssuingCA-TLS,O=Nordbank,C=DK""",
    "-" + r(9, DIGITS), r(10, DIGITS),
)

la(
    """# conf/database.properties
database.name=mysql
database.url=jdbc:mysql://db-ejbca.pki.local:3306/ejbca?characterEncoding=UTF-8
database.username=ejbca
# database.password is injected by the container from /run/secrets/ejbca_db_password
database.password=${env:DATABASE_PASSWORD}""",
)

la(
    """$ cat csr.json
{
  "CN": "etcd-peer",
  "hosts": ["etcd-0.etcd", "etcd-1.etcd", "etcd-2.etcd", "127.0.0.1"],
  "key": {"algo": "ecdsa", "size": 256},
  "names": [{"C": "DE", "L": "Hamburg", "O": "Hafenlogistik", "OU": "Platform"}]
}""",
)

la(
    """{
  "signing": {
    "default": {"expiry": "8760h", "auth_key": "primary"}
  },
  "auth_keys": {
    "primary": {"type": "standard", "key": "env:CFSSL_AUTH_KEY"}
  }
}""",
)

la(
    """$ cfssl certinfo -cert etcd-peer.pem | jq '{serial_number, not_after, sans, authority_key_id, subject_key_id}'
{
  "serial_number": "{0}",
  "not_after": "2027-03-04T10:58:00Z",
  "sans": ["etcd-0.etcd", "etcd-1.etcd", "etcd-2.etcd", "127.0.0.1"],
  "authority_key_id": "{1}",
  "subject_key_id": "{2}"
}""",
    r(48, DIGITS), serial_hex(20).upper(), serial_hex(20).upper(),
)

la(
    """$ pki ca-cert-find --size 3
---------------------
14 entries matched
---------------------
  Serial Number: 0x{0}
  Subject DN: CN=pki.example.com,OU=pki-tomcat,O=EXAMPLE
  Status: VALID
  Type: X.509 version 3
  Key Algorithm: PKCS #1 RSA with 2048-bit key
  Not Valid Before: Tue Mar 03 09:12:40 CET 2026
  Not Valid After: Sun Feb 21 09:12:40 CET 2028""",
    r(8, "0123456789abcdef"),
)

la(
    """# /root/ca.cfg -- passwords come from the pkispawn prompt, nothing stored here
[DEFAULT]
pki_admin_password=
pki_client_pkcs12_password=
pki_ds_password=
pki_ds_ldap_port=389
pki_security_domain_name=EXAMPLE""",
)

la(
    r"""PS C:\> certutil -view -restrict "Disposition=20" -out "RequestID,SerialNumber,CommonName,CertificateHash"
Row 1:
  Issued Request ID: 0x1f3 (499)
  Serial Number: "{0}"
  Issued Common Name: "NDES-RA"
  Certificate Hash: "{1}"

CertUtil: -view command completed successfully.""",
    r(38, HEX), " ".join(r(2, HEX) for _ in range(20)),
)

la(
    r"""PS C:\> Get-ChildItem Cert:\LocalMachine\My | Format-Table Thumbprint, Subject, NotAfter
Thumbprint                                Subject                       NotAfter
----------                                -------                       --------
{0}  CN=adfs.contoso.com              11/04/2027 09:14:02
{1}  CN=NDES-RA                       02/12/2027 13:40:55""",
    r(40, UPPER_HEX), r(40, UPPER_HEX),
)

la(
    """; request.inf for certreq -new request.inf web01.req
[NewRequest]
Subject = "CN=web01.contoso.local"
KeyLength = 3072
Exportable = FALSE
MachineKeySet = TRUE
ProviderName = "Microsoft Software Key Storage Provider"
RequestType = PKCS10
[RequestAttributes]
CertificateTemplate = ContosoWebServer""",
)

la(
    """-----BEGIN CERTIFICATE REQUEST-----
{0}
-----END CERTIFICATE REQUEST-----
(CSR for web01.contoso.local, send this to the CA team; the private key never left the server)""",
    pem_lines(420),
)

# ============================================================ LOOK-ALIKES: key stores and HSMs
la(
    """$ keytool -list -v -keystore /opt/tomcat/conf/portal.jks
Enter keystore password:
Keystore type: PKCS12
Keystore provider: SUN

Your keystore contains 1 entry

Alias name: tomcat
Creation date: 4 Mar 2026
Entry type: PrivateKeyEntry
Certificate chain length: 2
Certificate[1]:
Owner: CN=portal.stadtwerke-nord.de, OU=IT, O=Stadtwerke Nord, C=DE
Issuer: CN=GEANT OV RSA CA 4, O=GEANT Vereniging, C=NL
Serial number: {0}
Certificate fingerprints:
	 SHA1: {1}
	 SHA256: {2}""",
    r(32, HEX), ":".join(r(2, UPPER_HEX) for _ in range(20)), fp_sha256(),
)

la(
    """keytool -importcert -noprompt -trustcacerts -alias corp-root \\
  -file /usr/local/share/ca-certificates/corp-root.crt \\
  -keystore "$JAVA_HOME/lib/security/cacerts" -storepass:env CACERTS_PASS""",
)

la(
    """server:
  ssl:
    key-store: file:/etc/gateway/tls/gateway.p12
    key-store-type: PKCS12
    key-store-password: ${GATEWAY_KEYSTORE_PASSWORD}
    key-alias: gateway""",
)

la(
    """openssl pkcs12 -export -in fullchain.pem -inkey privkey.pem -name mail \\
  -out mail.p12 -passout file:/run/secrets/p12-pass
openssl rsa -in intermediate.key.enc -passin env:INTERMEDIATE_KEY_PASS -check -noout""",
)

la(
    """$ openssl x509 -in root_ca.crt -noout -subject -serial -fingerprint -sha256
subject=CN = Homelab CA Root CA, O = Homelab CA
serial={0}
sha256 Fingerprint={1}""",
    r(32, UPPER_HEX), fp_sha256(),
)

la(
    """$ openssl pkey -in signing.key -pubout
-----BEGIN PUBLIC KEY-----
{0}
-----END PUBLIC KEY-----""",
    pem_lines(91),
)

la(
    """$ softhsm2-util --show-slots
Available slots:
Slot {0}
    Slot info:
        Description:      SoftHSM slot ID 0x{1}
        Manufacturer ID:  SoftHSM project
        Token present:    yes
    Token info:
        Label:            vault-hsm
        Model:            SoftHSM v2
        Serial number:    {2}
        Initialized:      yes
        User PIN init.:   yes""",
    r(10, DIGITS), r(8, HEX), r(16, HEX),
)

la(
    """# p11-kit / openssl provider config: the PIN is read from a root-only file, not written here
ssl_certificate_key "store:pkcs11:token=edge-tls;object=edge-key;type=private?pin-source=file:/etc/nginx/hsm.pin";""",
)

la(
    """$ yubihsm-shell -a get-device-info
Using default connector URL: http://127.0.0.1:12345
Version number:		2.4.0
Serial number:		{0}
Log used:		12/62
Supported algorithms:	rsa-pkcs1-sha1, rsa-pkcs1-sha256, ecdsa-sha256, ecp256, ed25519, aes256-ccm-wrap""",
    r(8, DIGITS),
)

la(
    """YubiHSM 2 ceremony notes: the factory auth key (object 0x0001) was deleted after authkey 0x0002
was created; the new auth-key password was typed by the security officer on the offline laptop
and was not spoken aloud. Wrap key id 0x00ff, label backup-wrap, exported to two USB drives.""",
)

la(
    """$ aws cloudhsmv2 describe-clusters --query 'Clusters[0].{Id:ClusterId,State:State,Hsms:Hsms[].{Id:HsmId,Ip:EniIp,Az:AvailabilityZone}}'
{
    "Id": "cluster-{0}",
    "State": "ACTIVE",
    "Hsms": [
        {"Id": "hsm-{1}", "Ip": "10.0.3.11", "Az": "eu-central-1a"},
        {"Id": "hsm-{2}", "Ip": "10.0.4.27", "Az": "eu-central-1b"}
    ]
}""",
    r(11, LOWER_NUM), r(11, LOWER_NUM), r(11, LOWER_NUM),
)

la(
    """aws-cloudhsm> listUsers
Users on server 0(10.0.3.11):
Number of users found:4

    User Id             User Type       User Name                           MofnPubKey    LoginFailureCnt         2FA
         1              PCO              admin                                    NO               0               NO
         2              AU               app_user                                 NO               0               NO
         3              CU               app_signer                               NO               0               NO
         4              CU               vault_cu                                 NO               0               NO""",
)

la(
    """lunacm:> slot list

        Slot Id ->              3
        Label ->                ejbca-prod
        Serial Number ->        {0}
        Model ->                LunaSA 7.7.1
        Firmware Version ->     7.7.1
        Bootloader Version ->   1.1.2
        Configuration ->        Luna User Partition With SO (PW) Signing With Cloning Mode
        Slot Description ->     Net Token Slot
        FM HW Status ->         FM Ready

        Current Slot Id: 3""",
    r(13, DIGITS),
)

la(
    """Kurzprotokoll HSM-Wartung: Partition ejbca-prod auf dem Luna 7 (Seriennummer {0}) wurde
aktiviert. Die Crypto-Officer-Rolle hat sich angemeldet; Passwort und Challenge stehen im
Tresor, nicht hier. Nächster Firmware-Termin: 14.04.2026.""",
    r(13, DIGITS),
)

# ============================================================ LOOK-ALIKES: ACME, Shamir, sealed, SOPS, GPG, KMIP
la(
    """sudo certbot register --agree-tos -m pki-team@fjordline.no \\
  --server https://acme.sectigo.com/v2/OV \\
  --eab-kid "$SECTIGO_EAB_KID" \\
  --eab-hmac-key "$SECTIGO_EAB_HMAC_KEY\"""",
)

la(
    """$ cat /etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/{0}/regr.json
{"body": {"contact": ["mailto:ops@kedaiku.com.my"], "status": "valid"}, "uri": "https://acme-v02.api.letsencrypt.org/acme/acct/{1}"}""",
    r(32, HEX), r(10, DIGITS),
)

la(
    """      eab:
        kid: ${ZEROSSL_EAB_KID}
        hmacEncoded: ${ZEROSSL_EAB_HMAC}   # set in the Traefik container env from the SOPS file""",
)

la(
    """    externalAccountBinding:
      keyID: 9HkQv3LmP0wZ7sN2xYtB4c
      keySecretRef:
        name: zerossl-eab
        key: secret
# the Secret itself is created by ExternalSecret zerossl-eab from Vault path secret/acme/zerossl""",
)

la(
    """Key ceremony script, part 2 (read aloud by the master of ceremonies):
"Custodians, please come forward one at a time. Open your tamper-evident bag, confirm the bag
number matches the log, enter your share on the ceremony laptop without reading it aloud, then
reseal your share in a new bag and sign the log." Witnesses record bag numbers only.""",
)

la(
    """Ceremony log 2026-02-18
custodian  bag-in      bag-out     share-sha256 (first 16)
Henrik B.  TE-{0}  TE-{1}  {2}
Karen S.   TE-{3}  TE-{4}  {5}
Oliver P.  TE-{6}  TE-{7}  {8}
Result: threshold 3/5 reached 10:44, vault unsealed, root token revoked 11:02.""",
    r(6, DIGITS), r(6, DIGITS), r(16, HEX), r(6, DIGITS), r(6, DIGITS), r(16, HEX),
    r(6, DIGITS), r(6, DIGITS), r(16, HEX),
)

la(
    """Pemberitahuan: Majlis kunci (key ceremony) untuk Vault DR akan diadakan pada 12 Mac, 10 pagi,
di bilik server Cyberjaya. Setiap penjaga kunci perlu membawa sampul bernombor masing-masing.
Jangan hantar bahagian kunci melalui e-mel, WhatsApp atau Slack.""",
)

la(
    """apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: smtp-relay
  namespace: shop
spec:
  encryptedData:
    password: {0}
  template:
    metadata:
      name: smtp-relay""",
    "AgB" + b64(380)[3:],
)

la(
    """$ kubeseal --fetch-cert --controller-namespace kube-system > pub-sealed-secrets.pem
$ head -3 pub-sealed-secrets.pem
-----BEGIN CERTIFICATE-----
{0}
# public cert, committed to the repo so anyone can seal""",
    "MIIE" + r(60, ALNUM) + "\n" + r(64, ALNUM),
)

la(
    """# .sops.yaml
creation_rules:
  - path_regex: clusters/prod/.*\\.enc\\.yaml$
    encrypted_regex: ^(data|stringData)$
    age: >-
      {0},
      {1}
  - path_regex: clusters/dev/.*
    age: {2}""",
    age_pub(), age_pub(), age_pub(),
)

la(
    """apiVersion: v1
kind: Secret
metadata:
  name: grafana-admin
  namespace: monitoring
stringData:
  admin-user: ENC[AES256_GCM,data:{0},iv:{1},tag:{2},type:str]
  admin-password: ENC[AES256_GCM,data:{3},iv:{4},tag:{5},type:str]
sops:
  age:
    - recipient: {6}
      enc: |
        -----BEGIN AGE ENCRYPTED FILE-----
        {7}
        -----END AGE ENCRYPTED FILE-----
  lastmodified: "2026-02-20T09:41:17Z"
  mac: ENC[AES256_GCM,data:{8},iv:{9},tag:{10},type:str]
  version: 3.9.4""",
    b64(5), b64(32), b64(16), b64(18), b64(32), b64(16), age_pub(), b64(48), b64(64), b64(32),
    b64(16),
)

la(
    """$ age-keygen -o ~/.config/sops/age/keys.txt
Public key: {0}
$ age-keygen -y ~/.config/sops/age/keys.txt
{0}""",
    age_pub(),
)

la(
    """$ git-crypt status -e
    encrypted: config/secrets.prod.yaml
    encrypted: config/secrets.staging.yaml
    encrypted: deploy/tls/wildcard.key
$ cat .gitattributes
config/secrets.*.yaml filter=git-crypt diff=git-crypt
deploy/tls/*.key filter=git-crypt diff=git-crypt""",
)

la(
    """$ gpg --list-secret-keys --keyid-format long --with-keygrip
/home/ana/.gnupg/pubring.kbx
----------------------------
sec   ed25519/{0} 2025-06-01 [SC] [expires: 2027-06-01]
      {1}
      Keygrip = {2}
uid                 [ultimate] Ana Kristensen <ana@hus-og-have.dk>
ssb   cv25519/{3} 2025-06-01 [E] [expires: 2027-06-01]
      Keygrip = {4}""",
    r(16, UPPER_HEX), r(40, UPPER_HEX), r(40, UPPER_HEX), r(16, UPPER_HEX), r(40, UPPER_HEX),
)

la(
    """gpg --batch --pinentry-mode loopback --passphrase-file /run/secrets/backup-gpg-pass \\
    --output secrets.tar --decrypt secrets.tar.gpg
# passphrase comes from the Docker secret; `--passphrase` on the command line is forbidden (ps shows it)""",
)

la(
    """$ cat /etc/pykmip/pykmip.conf
[client]
host=kmip.dc1.internal
port=5696
certfile=/etc/pykmip/client.crt
keyfile=/etc/pykmip/client.key
ca_certs=/etc/pykmip/ca.crt
cert_reqs=CERT_REQUIRED
ssl_version=PROTOCOL_TLSv1_2""",
)

la(
    """>>> from kmip.pie.client import ProxyKmipClient
>>> with ProxyKmipClient(config="client") as c:
...     uids = c.locate(attributes=[name_attr("backup-2026-q1")])
...     print(uids)
['{0}', '{1}']
>>> c.get_attributes(uids[0], ["Cryptographic Algorithm", "Cryptographic Length", "State"])
('{0}', [AES, 256, ACTIVE])""",
    uuid4(), uuid4(),
)

la(
    """Slack #pki, Jonas: "Vault is unsealed again, thanks all. For the record, no unseal key or root
token was pasted anywhere today. If you see something like hvs.XXXXXXXX or a 44-char base64
string in a channel, report it and we rotate." """,
)

la(
    """$ doppler secrets get DATABASE_URL --plain --project api --config prd | sed -E 's#(://[^:]+:)[^@]+@#\\1****@#'
postgres://app_rw:****@db-primary.internal:5432/app?sslmode=require""",
)

la(
    """Kata laluan HSM dan PIN token tidak disimpan dalam repo ini. Ambil dari Vault:
  vault kv get -field=so_pin secret/hsm/softhsm-ci
  vault kv get -field=user_pin secret/hsm/softhsm-ci
Nilai contoh dalam dokumentasi hanyalah tempat letak (placeholder) seperti <SO_PIN>.""",
)

la(
    """Fejl i CI-loggen i går: `step ca token` fejlede med "error decrypting provisioner key:
invalid password". Årsagen var at variablen STEP_PROVISIONER_PASSWORD var tom i den
beskyttede branch. Ingen hemmeligheder blev logget; jobbet er #88214.""",
)


# ============================================================ LOOK-ALIKES: more of the same tools
la(
    """$ vault operator init -key-shares=3 -key-threshold=2 \\
    -pgp-keys="keybase:henrikb,keybase:karens,/tmp/oliver.asc" -root-token-pgp-key=/tmp/ciso.asc
Unseal Key 1: wcFMA{0}
Unseal Key 2: wcFMA{1}
Unseal Key 3: wcFMA{2}
Initial Root Token: wcFMA{3}
# each value above is PGP-encrypted to one custodian's public key; only their private key opens it""",
    b64(90), b64(90), b64(90), b64(90),
)

la(
    """$ env | grep -E '^(BWS|INFISICAL|DOPPLER|OP)_' | sed -E 's/=.{6}.*/=******/'
BWS_ACCESS_TOKEN=******
BWS_SERVER_URL=******
DOPPLER_TOKEN=******
OP_SERVICE_ACCOUNT_TOKEN=******""",
)

la(
    """# infisical self-hosted .env.example -- copy to .env and fill in
ENCRYPTION_KEY=<output of: openssl rand -hex 16>
AUTH_SECRET=<output of: openssl rand -base64 32>
DB_CONNECTION_URI=postgres://infisical:${POSTGRES_PASSWORD}@db:5432/infisical
SITE_URL=http://localhost:8080""",
)

la(
    """docker run -d -p 8000:8000 -p 8200:8200 -p 8080:8080 \\
  -e ADMIN_ACCESS_ID="p-c5v0ky8ws3pl" \\
  -e ADMIN_ACCESS_KEY="$(cat /run/secrets/akeyless_admin_key)" \\
  --name akeyless-gw akeyless/base:latest-akeyless""",
)

la(
    """[jboss@ejbca01 bin]$ ./ejbca.sh ra addendentity --username tls-web07 \\
    --dn "CN=web07.nordbank.dk,O=Nordbank,C=DK" --caname IssuingCA-TLS --type 1 \\
    --token USERGENERATED --certprofile TLS-SERVER --eeprofile TLS-SERVER
Enter password: 
Using IssuingCA-TLS as CA
End entity 'tls-web07' has been added.""",
)

la(
    """$ curl -s https://acme.zerossl.com/v2/DV90 | jq
{
  "newNonce": "https://acme.zerossl.com/v2/DV90/newNonce",
  "newAccount": "https://acme.zerossl.com/v2/DV90/newAccount",
  "newOrder": "https://acme.zerossl.com/v2/DV90/newOrder",
  "revokeCert": "https://acme.zerossl.com/v2/DV90/revokeCert",
  "keyChange": "https://acme.zerossl.com/v2/DV90/keyChange",
  "meta": {
    "termsOfService": "https://secure.trust-provider.com/repository/docs/Legacy/20221001_Certificate_Subscriber_Agreement_v_2_5_click.pdf",
    "website": "https://zerossl.com",
    "caaIdentities": ["sectigo.com", "trust-provider.com", "usertrust.com", "comodoca.com", "comodo.com"],
    "externalAccountRequired": true
  }
}""",
)

la(
    """$ vault read pki_int/tidy-status
Key                             Value
---                             -----
cert_store_deleted_count        1204
current_cert_store_count        5316
last_auto_tidy_finished         2026-03-04T02:00:13Z
revoked_cert_deleted_count      88
safety_buffer                   72h
state                           Finished
tidy_cert_store                 true
tidy_revoked_certs              true
time_finished                   2026-03-04T02:00:13Z""",
)

la(
    """Hinweis zur Schlüsselverteilung: Die fünf Unseal-Schlüssel sind jeweils PGP-verschlüsselt an
die Schlüsselhalter gegangen. Im Ticket INFRA-2291 stehen nur die Key-IDs der Empfänger
({0}, {1}, {2}), keine Schlüssel. Zum Entsiegeln reichen drei Halter.""",
    r(16, UPPER_HEX), r(16, UPPER_HEX), r(16, UPPER_HEX),
)

la(
    """$ step certificate fingerprint /etc/step/certs/root_ca.crt
{0}
$ curl -sk https://ca.dc1.internal:9000/health
{"status":"ok"}""",
    r(64, HEX),
)


# ============================================================ self-check
assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
