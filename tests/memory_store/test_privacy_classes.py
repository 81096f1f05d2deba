"""Classes of secrets and look-alikes that none of the held-out batches 1-8 holds, written
(after batch 8's first measurement) the way the next blind writer might: each case stands
for a class, and each is passed by a general rule of ``privacy.py``, not by its instance.
Every value is invented for this file; none is a real credential."""

from __future__ import annotations

import base64
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.store.privacy import redact


def b64(text: str | bytes) -> str:
    data = text.encode() if isinstance(text, str) else text
    return base64.b64encode(data).decode()


SONAR = "4f1c2a9d8e7b6c5a4f3e2d1c0b9a8f7e6d5c4b3a"
PAT = "k2j4h6g8f0d2s4a6q8w0e2r4t6y8u0i2o4p6l8z0x2c4"
CERTIFICATE = (
    "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQm9ndXNDZXJ0\n-----END CERTIFICATE-----\n"
)

SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = [
    # tables whose header names a credential column
    ("csv", "username,password,role\nalice,Tq9#xLm25v,admin\nbob,Gh3!pWq81z,viewer",
     ("Tq9#xLm25v", "Gh3!pWq81z")),
    ("tsv", "host\tuser\tsecret\ndb1\tops\tQw7#zPm41k", "Qw7#zPm41k"),
    ("markdown table",
     "| service | user | password |\n|---|---|---|\n| grafana | admin | Dk4!mQz72p |",
     "Dk4!mQz72p"),
    ("psql result", " id | name | api_key\n----+------+----------------------------------\n"
     "  1 | main | 7fa9c2e4b1d84a6f93e0c5b2a8d17f46", "7fa9c2e4b1d84a6f93e0c5b2a8d17f46"),
    # SNMP communities in other syntaxes
    ("cisco community", "snmp-server community Hx72kqPz RO", "Hx72kqPz"),
    ("snmpwalk -c", "snmpwalk -v2c -c Zq7mK2px 10.0.0.1", "Zq7mK2px"),
    ("community key", "community_string: Hx72kqPz9", "Hx72kqPz9"),
    # credential setters of C/PHP/Java APIs and XML properties
    ("curl setopt", 'curl_easy_setopt(c, CURLOPT_PROXYUSERPWD, "proxy:Wn5#kQp28z");',
     "Wn5#kQp28z"),
    ("php curl", 'curl_setopt($ch, CURLOPT_USERPWD, "api:Rv7!mLq39x");', "Rv7!mLq39x"),
    ("java setter", 'dataSource.setPassword("Qm7#xk2Lp9");', "Qm7#xk2Lp9"),
    ("builder", 'Client.builder().withApiKey("Zr7qWm2xKp9LvN3t").build()', "Zr7qWm2xKp9LvN3t"),
    ("spring entry", '<entry key="db.password">Xk9pQ2mZ7w</entry>', "Xk9pQ2mZ7w"),
    ("xml property", '<property name="javax.net.ssl.keyStorePassword">Bt4=qLm81x</property>',
     "Bt4=qLm81x"),
    ("tsql N literal", "EXEC sp_addlogin @loginame = N'etl', @passwd = N'Vq3-pLm72zX';",
     "Vq3-pLm72zX"),
    # weak key words with a random value
    ("sonar.login", f"sonar.login={SONAR}", SONAR),
    ("azure pat", f"export AZURE_DEVOPS_PAT={PAT}", PAT),
    # base64 that decodes to text holding a credential
    ("base64 env", "echo " + b64("DB_HOST=db\nDB_PASSWORD=Hq7!pLx93mZ\n") + " | base64 -d > .env",
     b64("DB_HOST=db\nDB_PASSWORD=Hq7!pLx93mZ\n")),
    ("base64 json", "config: " + b64(json.dumps({"user": "svc", "password": "Mx4#qLp92w"})),
     b64(json.dumps({"user": "svc", "password": "Mx4#qLp92w"}))),
    # other languages: the value after a copula, however far
    ("indonesian", "kata sandi baru untuk server database produksi adalah Pz7#mKq21xQ",
     "Pz7#mKq21xQ"),
    ("german", "Das Passwort für den Staging-Server lautet Hq7-pLx93mZ", "Hq7-pLx93mZ"),
    ("french", "Le mot de passe du routeur que tu m'as demandé hier est Fw6#pQz27k", "Fw6#pQz27k"),
    ("chinese", "数据库密码是Xk9pQ2mZ7w", "Xk9pQ2mZ7w"),
    # quoting of other formats: ODBC braces, a Wi-Fi QR code's payload
    ("odbc braces", "DRIVER={ODBC Driver 18};SERVER=db;UID=app;PWD={Kp9#mQz21w};", "Kp9#mQz21w"),
    ("wifi qr", "WIFI:T:WPA;S:CorpGuest;P:Lq8!zWm47x;;", "Lq8!zWm47x"),
    # a comment names the credential of the line below it
    ("comment label", "# monitoring db password\n$USER7$=Jr5+kWq28xZ", "Jr5+kWq28xZ"),
    # credentials written to a file named for them, crypt hashes of users, S3 aliases
    ("echo to auth file", 'printf "alice\\nKq4!mZp82w\\n" > /etc/openvpn/auth.txt', "Kq4!mZp82w"),
    ("crypt hash", "traefik.http.middlewares.a.basicauth.users=admin:$$apr1$$H6usk$$IgXLP6ew",
     "$$apr1$$H6usk$$IgXLP6ew"),
    ("mc alias", "mc alias set prod https://s3.corp.io minioadmin Qx7kLm2pZ9wR4tV8",
     "Qx7kLm2pZ9wR4tV8"),
    # a value in parentheses right after the word
    ("parenthesised", "its password (Mw3!qLz95k) is in the .env file now.", "Mw3!qLz95k"),
]  # fmt: skip

LOOK_ALIKES: list[str] = [
    # variable indirections of every shell, CI system and template language
    "keytool -list -keystore app.jks -storepass:env KS_PASS",
    "openssl pkcs12 -export -in c.pem -inkey k.pem -passout env:P12_PASS",
    "openssl rsa -in key.pem -passin file:/run/secrets/key_pass -out plain.pem",
    "env:\n  API_TOKEN: ${{ secrets.API_TOKEN }}",
    "Invoke-RestMethod -Uri $u -Headers @{ 'X-Api-Key' = $env:API_KEY }",
    '$headers = @{ Authorization = "Bearer $env:GH_TOKEN" }',
    'set "DB_PASS=%DB_PASS%"',
    "grpcurl -H 'authorization: $TOKEN' api.corp.internal:443 svc.v1.Users/List",
    "x-api-key: ${API_KEY}\nhost: api.corp.io:443",
    "ALTER LOGIN etl WITH PASSWORD = @new_password;",
    "DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/db/)",
    "password: vault:secret/data/prod/db#password",
    # values that name where a secret lives
    "auth:\n  existingSecret: redis-auth\n  existingSecretPasswordKey: redis-password",
    "secretKeys:\n  userPasswordKey: user-password\n  tokenKey: api-token",
    "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n"
    "      name: db-creds\n      key: password",
    # public material
    "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQm9ndXNDZXJ0Rm9yVGVzdHMwCgYIKoZI\n"
    "-----END CERTIFICATE-----",
    "caBundle: " + b64(CERTIFICATE),
    # known-public OAuth parameters
    "https://login.corp.io/oauth2/authorize?client_id=web-portal&response_type=code"
    "&scope=openid%20profile&state=af0ifjsldkj&redirect_uri=https%3A%2F%2Fapp.corp.io%2Fcb",
    # tool warnings and docs prose that name a flag but give no value
    "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
    "Error: --password requires a value",
    "The token expired at 2024-05-01T12:00:00Z; request a new one.",
    # tables, base64 and prose that hold no credential
    "kubectl get secrets\nNAME         TYPE     DATA   AGE\ndb-creds     Opaque   2      5d",
    "name,token_count,cost\ngpt-4o,1532,0.02\nclaude,2210,0.03",
    f"$ echo {b64(json.dumps({'env': 'prod', 'region': 'us-east-1', 'replicas': 3}))} | base64 -d",
    "Join our community today!",
    "Password: !Sub '{{resolve:secretsmanager:${SecretArn}:SecretString:password}}'",
    "The key ID is a5b2c8d1-4e6f-4a7b-9c3d-2e1f0a9b8c7d",
    "cache key: user:1234:profile:v2",
    "secretName: tls-cert\nsecretNamespace: ingress",
    "# the token lives in vault\nTOKEN_PATH=secret/data/ci/token",
    # usage lines, code that reads a secret, masked values, error messages
    "usage: mysql [-u USER] [-p[PASSWORD]] [-h HOST]",
    "apiKey: process.env.STRIPE_SECRET_KEY!,",
    "DB_PASSWORD: ${DB_PASSWORD:?DB_PASSWORD must be set}",
    "api_key: sk-...redacted...",
    "password reset link sent to a***@corp.io",
    "signature: v=1; a=rsa-sha256; d=corp.io; s=selector1",
    "sig=verified",
    # secret stores' listings and ciphertexts, identifiers, boolean flags, tickets
    "password: ENC[AES256_GCM,data:Qm9ndXM=,iv:q8w2e4r6t8y0u2i4o6p8a0s2=,tag:Zx8c6v4b==,type:str]",
    "Keygrip = 8A2F4C9E1B7D3A6F0C5E8B2D9A4F7C1E3B6D0A8F",
    "The webhook signature header is X-Signature: sha256=<hex digest of the body>",
    "redis-cli --askpass -h cache.corp.io",
    "secret_rotation_days: 90\nsecret_engine: kv-v2",
    "Credentials: see ticket OPS-4821",
    "Merge pull request #4411 from acme/fix-login (a94a8fe5ccb19ba61c4c0873d391e98798)",
    "// 图片大约消耗85个token (根据OpenAI文档的低分辨率估算)",
    # addresses and key ids, code that makes a secret, files and images after a flag
    "token: 0x6B175474E89094C44Da98b954EedeAC495271d0F (DAI contract)",
    "Signature verified with key 0x4AEE18F83AFDEB23",
    'const secret = crypto.randomBytes(32).toString("hex");',
    "cosign verify --key cosign.pub ghcr.io/corp/app:1.2.3",
    "Cookie consent banner shown (cookie: consent=accepted)",
    "login: alice\nshell: /bin/bash",
]  # fmt: skip


@pytest.mark.parametrize(("kind", "text", "secret"), SECRETS, ids=[s[0] for s in SECRETS])
def test_a_secret_of_a_class_no_batch_held_is_redacted(
    kind: str, text: str, secret: str | tuple[str, ...]
) -> None:
    out = redact(text)[0]
    for value in (secret,) if isinstance(secret, str) else secret:
        assert value not in out, (kind, out)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_look_alike_of_a_class_no_batch_held_is_kept(text: str) -> None:
    assert redact(text)[0] == text


# names as people write them (words, maybe a digit): DB_PASS, API_KEY_2, GH_TOKEN
_NAMES = st.from_regex(r"[A-Z]{2,8}(?:_[A-Z]{2,8}){0,2}(?:_?[0-9])?", fullmatch=True)
_REFERENCES = (
    "${name}", "$name", "%name%", "$env:name", "${{ secrets.name }}", "{{ .Values.name }}",
    "#{name}", "env:name",
)  # fmt: skip


@given(
    name=_NAMES,
    key=st.sampled_from(["password", "DB_PASSWORD", "apiKey", "client_secret", "X-Auth-Token"]),
    form=st.sampled_from(_REFERENCES),
    op=st.sampled_from([": ", "=", " = ", ": "]),
    after=st.sampled_from(["", " api.corp.internal:443", " --verbose"]),
)
def test_a_variable_reference_after_a_credential_key_is_never_redacted(
    name: str, key: str, form: str, op: str, after: str
) -> None:
    text = f"{key}{op}{form.replace('name', name)}{after}"
    assert redact(text)[0] == text


@given(
    user=st.from_regex(r"[a-z]{3,10}", fullmatch=True),
    password=st.from_regex(r"[A-Z][a-z]{3,6}[#!%][0-9]{2,4}[a-z]{2,4}", fullmatch=True),
    key=st.sampled_from(["password", "db_password", "PASSWORD", "secret"]),
    shape=st.sampled_from(["json", "env", "yaml"]),
)
def test_base64_of_text_holding_a_credential_is_redacted(
    user: str, password: str, key: str, shape: str
) -> None:
    if shape == "json":
        inner = json.dumps({"user": user, key: password})
    elif shape == "env":
        inner = f"USER={user}\n{key.upper()}={password}\n"
    else:
        inner = f"user: {user}\n{key}: {password}\n"
    encoded = b64(inner)
    out = redact(f"echo '{encoded}' | base64 -d")[0]
    assert encoded not in out and password not in out
