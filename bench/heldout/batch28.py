r"""Held-out batch 28: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read: the batch format (bench/heldout/__init__.py); lines 1-130 of
bench/heldout/batch19.py (its docstring and the helper functions r, b64, b64url, pw,
uuid4, sha, jwt, add, add_split, la, copied here); the Theme paragraphs of earlier batches
(a grep of their module docstrings); and the list of earlier kind names (a grep of the
add and add_split calls). The filter's rules, code, docs, tests, bench script, other
batches' data and earlier results were not read, and the filter was never run on this
data.

Theme: people handing over and talking about credentials, as a coding agent's session
holds them. Chat messages (Slack, Discord, Teams, Matrix, Telegram, WeChat, LINE, Kakao
exports and pastes with names and timestamps), emails and forwarded threads, issue and PR
comments, code review remarks, support tickets, handover and onboarding notes, runbooks
and wiki pages (Markdown, Confluence, Notion export), meeting notes, commit messages,
password-manager exports and shares (1Password, Bitwarden, KeePass CSV and XML, LastPass
CSV), one-time and recovery codes, TOTP seeds and otpauth URIs, Wi-Fi QR strings, SSH key,
GPG and LUKS passphrases, Vault unseal keys and root tokens pasted in chat, database
passwords told in a sentence, passwords spread over two messages or spelled out,
passphrases of several words, wallet seed phrases of 12 and 24 words and private keys in
hex and base58. Prose mostly English, with German, Chinese, Japanese, Spanish,
Portuguese, Russian, Korean and French. Secrets are random strings and human-chosen
passwords. Look-alikes are the rest of such conversations: talk about passwords without
one, policies, placeholders and masks, public keys, wallet addresses and transaction
hashes, commit hashes, ticket ids, invite links, meeting ids, order and tracking numbers,
colour codes, licence names, word lists that are not seeds, recovery-code instructions
without codes, and names and words that look like passwords out of context. New kinds
all live under "human/".

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(28_2026_12_06)
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
BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


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
# A word list written for this batch (not the BIP39 list); seeds are drawn from it.
WORDS = (
    "abandon anchor apple arctic armor august bamboo banner barrel basket beacon bitter "
    "blanket bottle bridge bronze cabin cactus candle canyon carbon castle cement cherry "
    "circle clever cobalt comet copper cotton crystal dancer desert dinner dolphin donkey "
    "eagle echo elbow ember engine falcon fabric feather ferry fiber fossil galaxy garden "
    "ginger glacier goblet gravel hammer harbor hazard helmet hollow island ivory jacket "
    "jungle kettle kitten ladder lantern lemon lizard magnet marble meadow mirror monkey "
    "napkin needle nickel noble oak ocean olive orbit oyster paddle pepper pilot planet "
    "pocket quartz rabbit radar raven ribbon rocket saddle salmon shadow silver spider "
    "summit tablet tiger timber tomato tunnel uncle velvet violin walnut wagon whisper "
    "window winter yellow zebra"
).split()


def seed(n: int) -> str:
    return " ".join(_rng.choice(WORDS) for _ in range(n))


def hpw() -> str:
    """A human-chosen password: Word-word-digits."""
    a, b = _rng.choice(WORDS), _rng.choice(WORDS)
    return a.capitalize() + _rng.choice("-_.") + b + r(_rng.choice((2, 3, 4)), DIGITS)


def phrase() -> str:
    """A human-chosen phrase with punctuation."""
    w = [_rng.choice(WORDS) for _ in range(_rng.choice((3, 4)))]
    w[0] = w[0].capitalize()
    return " ".join(w) + _rng.choice(("!", "?", "!!", ".", "#")) + r(2, DIGITS)


def words(n: int, sep: str = "-") -> str:
    return sep.join(_rng.choice(WORDS) for _ in range(n))


def b32(n: int) -> str:
    return r(n, BASE32)


def wif() -> str:
    return _rng.choice("KL") + r(51, BASE58)


def code(n: int = 5) -> str:
    return r(n, LOWER_NUM) + "-" + r(n, LOWER_NUM)


def spelled(s: str) -> str:
    return " ".join(s)


def eth_addr() -> str:
    return "0x" + r(40, HEX)


def btc_addr() -> str:
    return "bc1q" + r(38, BECH32)


def ed25519_pub() -> str:
    return "AAAAC3NzaC1lZDI1NTE5AAAAI" + r(43, ALNUM + "+/")


# ============================================================ secrets
add(
    "human/slack_export_json",
    """{"type": "message", "user": "U04LQ7RM2KD", "ts": "1733390122.418209", "user_profile": {"real_name": "Priya Nandakumar"}, "text": "ok the new prod postgres password is {0} \u2014 please don't paste it in #general again"}""",
    pw(),
)
add(
    "human/slack_paste_thread",
    """Marco Ruiz  10:14 AM
hey can someone give me the staging admin login? locked out of the dashboard
Dana Whitfield  10:16 AM
user: admin@staging.internal
pw: {0}
Marco Ruiz  10:16 AM
thx!! in
Dana Whitfield  10:17 AM
np, delete this msg when you've saved it pls""",
    hpw(),
)
add(
    "human/discord_message",
    """[12/04/2026 21:03] kestrel#4410: bot token for the test server is {0}
[12/04/2026 21:03] kestrel#4410: only invite it to #bot-sandbox
[12/04/2026 21:05] moth: got it, running it locally now""",
    r(24, ALNUM) + "." + r(6, URLSAFE) + "." + r(38, URLSAFE),
)
add(
    "human/teams_chat",
    """Whitaker, Jonas (Ext) 09:42
Here are the SFTP creds for the vendor drop:
Host: sftp.partner-exchange.example.net
User: acme_upload
Password: {0}

Okafor, Chinedu 09:44
Thanks Jonas, I'll put it into the vault today.""",
    pw(),
)
add(
    "human/matrix_export",
    """<@lena:matrix.example.org> 2026-12-02 18:11:07
the homeserver registration shared secret is "{0}" if you want to create the bot account yourself
<@sam:matrix.example.org> 2026-12-02 18:12:40
perfect, ty""",
    r(48, ALNUM),
)
_p1, _p2 = r(7, ALNUM), r(7, ALNUM) + "!"
add_split(
    "human/chat_split_two_messages",
    """[14:02] Tomasz: jenkins password, first half: {0}
[14:02] Tomasz: I'll send the rest in a second so it's not in one message lol
[14:03] Tomasz: second half: {1}
[14:03] Aiko: got both, logging in""",
    _p1,
    _p2,
)
_sp = r(10, ALNUM)
add(
    "human/chat_spelled_out",
    """Call notes (typed while on the phone with Ben):
he read the router admin password out letter by letter:
{0}
(capital letters are as written, no spaces in the real thing)""",
    spelled(_sp),
)
add(
    "human/chat_german",
    """Stefan Bauer, 08:55: Moin! Das Passwort für den Test-Mailserver ist {0} – bitte nicht ins Ticket kopieren.
Julia Hoffmann, 08:57: Danke dir, hab's im KeePass gespeichert.""",
    hpw(),
)
add(
    "human/chat_chinese",
    """王磊 2026-12-03 11:20
测试环境数据库密码改了，新的是 {0} ，账号还是 app_rw
李娜 2026-12-03 11:21
收到，我更新一下本地配置""",
    pw(),
)
add(
    "human/chat_japanese",
    """佐藤: 検証環境の管理画面のパスワードを共有します。
佐藤: {0}
田中: ありがとうございます！ログインできました。パスワードマネージャーに保存しておきます。""",
    hpw(),
)
add(
    "human/chat_spanish",
    """Lucía Fernández [16:40]: oye, la contraseña del servidor de staging es {0}
Lucía Fernández [16:40]: el usuario es deploy
Andrés Gómez [16:42]: perfecto, gracias""",
    pw(),
)
add(
    "human/chat_portuguese",
    """Rafael Souza - 10:05
senha do painel do roteador do escritório: {0}
Beatriz Lima - 10:06
valeu! vou trocar depois da reunião""",
    hpw(),
)
add(
    "human/chat_russian",
    """Дмитрий Соколов, [03.12.2026 19:22]
пароль от тестовой базы: {0}
логин postgres, хост db-test.lan

Анна Кузнецова, [03.12.2026 19:25]
спасибо, подключилась""",
    pw(),
)
add(
    "human/chat_korean",
    """[김민준] [오후 3:14] 스테이징 관리자 비밀번호 공유드려요: {0}
[이서연] [오후 3:15] 감사합니다! 바로 변경할게요""",
    hpw(),
)
add(
    "human/chat_french",
    """Camille Moreau — aujourd'hui à 11:32
Le mot de passe du compte de service Jenkins est {0}, pense à le mettre dans Vault.
Hugo Lefèvre — aujourd'hui à 11:35
C'est noté, merci !""",
    pw(),
)
add(
    "human/email_admin_password",
    """From: IT Helpdesk <helpdesk@northwind-example.com>
To: Oliver Grant <oliver.grant@northwind-example.com>
Date: Thu, 3 Dec 2026 09:12:44 +0000
Subject: Your temporary password

Hi Oliver,

as requested your account has been reset. Your temporary password is:

    {0}

You will be asked to change it at first login.

Kind regards,
IT Helpdesk""",
    hpw(),
)
add(
    "human/email_forwarded_thread",
    """---------- Forwarded message ---------
From: Rita Campbell <rita@vendor-example.io>
Date: Tue, Dec 1, 2026 at 4:51 PM
Subject: Re: API access for integration
To: Ahmed Saleh <ahmed@client-example.com>

Hi Ahmed,

Your API credentials for the sandbox are below.
Client ID: int-sandbox-4471
Client secret: {0}

Let me know if anything fails.
Rita

> On Mon, Nov 30, 2026 Ahmed Saleh wrote:
> Could you send us the sandbox credentials?""",
    r(40, ALNUM),
)
add(
    "human/email_german_zugangsdaten",
    """Betreff: Zugangsdaten FTP-Server

Hallo Frau Schneider,

anbei wie besprochen die Zugangsdaten für den FTP-Server:

Server: ftp.druckerei-beispiel.de
Benutzer: kunde_4821
Passwort: {0}

Mit freundlichen Grüßen
Markus Weber""",
    pw(),
)
add(
    "human/issue_comment",
    """**@devon-k** commented on Dec 2, 2026

I can reproduce it with the shared test account. Steps:

1. log in as `qa-shared@example.test` / `{0}`
2. open Settings → Billing
3. click "Download invoice" → 500

Stack trace attached below.""",
    hpw(),
)
add(
    "human/pr_comment",
    """> @marta-j: why is the integration test skipped on CI?

It needs the sandbox key. I tested it locally with `SANDBOX_API_KEY={0} pytest tests/integration -k refunds` and it passes. Can someone with admin add the secret to the repo settings?""",
    "sk_sbx_" + r(32, ALNUM),
)
add(
    "human/code_review_remark",
    """src/config/defaults.py, line 14:

    REDIS_PASSWORD = "{0}"

🔴 **blocking**: this is the real staging redis password, not a placeholder. Please read it from the environment and rotate it, since it's now in the branch history.""",
    pw(),
)
add(
    "human/support_ticket",
    """Ticket #88213 — "Cannot connect after migration"
Priority: High | Requester: Farah Haddad

Customer message:
Hi, since your migration our app can't connect. We use user `fh_reporting` with password `{0}` on the EU cluster. Please check ASAP, our reports are down.

Agent note: reproduced, user exists. Asked customer to reset password since it was posted in the ticket.""",
    pw(),
)
add(
    "human/handover_note",
    """# Handover – Kenji → Aisha (leaving 18 Dec)

- Nightly backup job runs on backup-01 as `svc_backup`, password `{0}` (not in vault yet, sorry!)
- The cron for log rotation is in /etc/cron.d/rotate-app
- Vendor contact for the SAN: support@storage-vendor.example
- Open: ticket OPS-3318 (disk alerts)""",
    hpw(),
)
add(
    "human/onboarding_note",
    """Welcome to the team, Noor! 🎉

Day 1 checklist
1. Laptop: your local admin password is {0} (change it on first login)
2. Join #eng-onboarding and #standup
3. Ask Felix for GitHub org access
4. Read the architecture overview in the wiki""",
    hpw(),
)
add(
    "human/runbook_markdown",
    """## Restoring the reporting DB

1. SSH to `db-report-02`
2. Stop the app: `sudo systemctl stop reporter`
3. Restore:

```bash
PGPASSWORD='{0}' pg_restore -h localhost -U report_admin -d reporting /backups/latest.dump
```

4. Start the app again and check /healthz""",
    pw(),
)
add(
    "human/confluence_page",
    """Space: OPS / Page: Legacy ERP access
Last updated by Helga Jansen on Nov 28, 2026

| System | URL | Username | Password |
|---|---|---|---|
| ERP test | https://erp-test.example.local | erp_admin | {0} |
| ERP prod | https://erp.example.local | (ask Helga) | see vault |

Note: the test password is shared by the whole finance IT team.""",
    hpw(),
)
add(
    "human/notion_export",
    """# Office IT

Tags: internal, admin
Created: December 1, 2026 10:02 AM

## NAS

- Address: 192.168.10.5
- Admin user: nasadmin
- Admin password: {0}

## Printer

Shared via AirPrint, no login needed.""",
    phrase(),
)
add(
    "human/meeting_notes",
    """Weekly infra sync – 2026-12-04
Attendees: Ines, Paul, Grace, Yusuf

- Migration of the message queue done, Yusuf confirmed
- Grace: the temporary broker admin password during the cutover is {0}, will rotate Monday
- Paul to update the dashboards
- Next sync: 11 Dec""",
    pw(),
)
add(
    "human/commit_message",
    """commit 3f1d0c9be2a6a4e8b1f3a77d8e1e1e2c9b0fa551
Author: Leo Brandt <leo@example.dev>
Date:   Wed Dec 2 17:40:11 2026 +0100

    Fix mailer login on staging

    The SMTP password changed to {0}, updated the env file on the box.
    TODO: move to secrets manager.""",
    pw(),
)
add_split(
    "human/1password_csv_export",
    """Title,Website,Username,Password,Notes,Type
"GitHub (work)","https://github.com","t.nguyen-corp","{0}","","Login"
"Office Wi-Fi","","","{1}","guest network is separate","Login"
"Zoom","https://zoom.us","t.nguyen@example.com","{2}","","Login"
""",
    pw(),
    hpw(),
    pw(),
)
add_split(
    "human/bitwarden_json_export",
    """{
  "encrypted": false,
  "folders": [{"id": "UUID1", "name": "Infra"}],
  "items": [
    {
      "id": "UUID2",
      "folderId": "UUID1",
      "type": 1,
      "name": "Grafana admin",
      "login": {
        "uris": [{"match": null, "uri": "https://grafana.ops.example.net"}],
        "username": "admin",
        "password": "{0}",
        "totp": "{1}"
      },
      "favorite": false
    }
  ]
}""".replace("UUID1", uuid4()).replace("UUID2", uuid4()),
    pw(),
    b32(32),
)
add(
    "human/bitwarden_csv_export",
    """folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Personal,1,login,Home router,,,0,http://192.168.1.1,admin,{0},
Work,,login,Jira,,,0,https://jira.example.com,m.keller,,""",
    hpw(),
)
add(
    "human/keepass_csv_export",
    """"Group","Title","Username","Password","URL","Notes"
"Root/Servers","bastion root","root","{0}","ssh://bastion.example.lan",""
"Root/Servers","backup share","backup","","smb://nas/backup","password in the other db\"""",
    pw(),
)
add(
    "human/keepass_xml_export",
    """<Entry>
    <UUID>{1}</UUID>
    <String><Key>Title</Key><Value>Build server</Value></String>
    <String><Key>UserName</Key><Value>ci-runner</Value></String>
    <String><Key>Password</Key><Value ProtectInMemory="True">{0}</Value></String>
    <String><Key>URL</Key><Value>https://ci.example.internal</Value></String>
    <String><Key>Notes</Key><Value>Rotated 2026-11</Value></String>
</Entry>""",
    pw(),
    b64(16),
)
add(
    "human/lastpass_csv_export",
    """url,username,password,totp,extra,name,grouping,fav
https://aws.amazon.com,ops-billing@example.com,{0},,,AWS billing root,Shared-Ops,0
http://sn,,,,"NoteType:Server Name",Printer notes,Shared-Ops,0""",
    phrase(),
)
add(
    "human/1password_share_text",
    """Hey! I shared it through 1Password but the link expired, so here it is directly:

Item: Stripe dashboard (test)
username: payments-team@example.com
password: {0}
one-time password: set up on Ioana's phone

Ping me when you've saved it and I'll delete this message.""",
    pw(),
)
_rc = tuple(code() for _ in range(6))
add_split(
    "human/recovery_codes_pasted",
    """here are the backup codes for the shared ops account in case the yubikey dies:

{0}  {1}
{2}  {3}
{4}  {5}

each can be used once""",
    *_rc,
)
_gh = tuple(r(5, LOWER_NUM) + "-" + r(5, LOWER_NUM) for _ in range(4))
add_split(
    "human/github_recovery_codes_file",
    """$ cat ~/Downloads/github-recovery-codes.txt
{0}
{1}
{2}
{3}

Put these somewhere safe. If you lose your device and don't have the recovery codes you will lose access to your account.""",
    *_gh,
)
add(
    "human/totp_seed_chat",
    """Nikolai 13:05: for the shared monitoring account 2FA, add this secret manually in your authenticator app: {0}
Nikolai 13:05: it's TOTP, 6 digits, 30s
Elif 13:07: added, codes match""",
    " ".join(b32(4) for _ in range(8)),
)
add(
    "human/otpauth_uri",
    """Can't scan the QR on the remote desktop, here's the URI behind it:
otpauth://totp/ExampleCorp:ops-shared%40example.com?secret={0}&issuer=ExampleCorp&algorithm=SHA1&digits=6&period=30""",
    b32(32),
)
add(
    "human/wifi_qr_string",
    """QR code content for the meeting room sign:
WIFI:T:WPA;S:Office-5G;P:{0};H:false;;""",
    hpw(),
)
add(
    "human/wifi_chat",
    """Yuki: what's the wifi in the new office?
Bram: network "Loft-Staff", password {0}
Bram: guests use Loft-Guest, no password, just the captive portal""",
    phrase(),
)
add(
    "human/ssh_key_passphrase",
    """I zipped the deploy key for you. The key itself is id_ed25519_deploy in the shared drive, and the passphrase for it is "{0}". Add it with ssh-add and you should be able to reach the build boxes.""",
    phrase(),
)
add(
    "human/gpg_passphrase",
    """Release signing, for whoever is on duty while I'm away:
- key id 0x9C3F1A77E0B24D51 (public part is on keys.openpgp.org)
- passphrase: {0}
- the secret key is on the release laptop only""",
    words(5, " "),
)
_uk = tuple(b64(33) for _ in range(3))
add_split(
    "human/vault_unseal_keys_chat",
    """Ravi 02:14: vault sealed itself after the node restart, I need 3 key holders
Mei 02:16: Unseal Key 1: {0}
Tobias 02:19: Unseal Key 3: {1}
Ravi 02:20: and mine is {2}
Ravi 02:21: unsealed. Sealed false. Thanks all, going back to sleep""",
    *_uk,
)
add(
    "human/vault_root_token_chat",
    """Olu: initial root token from `vault operator init` is {0} — use it only to set up the admin policy, then we revoke it
Greta: ok doing it now""",
    "hvs." + r(24, ALNUM),
)
add(
    "human/db_password_sentence",
    """Just so you have it: the read-only user for the analytics replica is called bi_reader and its password is {0}. It can only SELECT on the reporting schema.""",
    pw(),
)
add(
    "human/passphrase_words",
    """The disk encryption passphrase on the old file server was "{0}" — all lowercase, with spaces. We need it to mount the drives for the archive.""",
    words(6, " "),
)
add(
    "human/wallet_seed_12",
    """pls help my wallet shows 0 balance after the update!!! here is my recovery phrase so you can check:
{0}""",
    seed(12),
)
add(
    "human/wallet_seed_24",
    """Test wallet for the devnet faucet bot (24 words, do NOT reuse on mainnet):

{0}

Derivation path m/44'/60'/0'/0/0""",
    seed(24),
)
add(
    "human/wallet_privkey_hex",
    """Use this funded account for the hardhat fork tests:
address 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
private key {0}""",
    r(64, HEX),
)
add(
    "human/wallet_wif",
    """Imported the cold-storage key into Electrum to sweep it. WIF was {0} — wallet is empty now, but please don't reuse it.""",
    wif(),
)
add(
    "human/bitlocker_recovery_key",
    """Help desk note for Shira's laptop (LT-0442):
BitLocker recovery key ID: 4F1A2C9B
Recovery key: {0}
Read to user over phone, 12:31.""",
    "-".join(r(6, DIGITS) for _ in range(8)),
)
add(
    "human/shared_account_login",
    """Gabriel Martin 4:12 PM
shared social media login for the launch:
email: social@example-brand.com
password: {0}
please don't change it without telling the channel""",
    hpw(),
)
add(
    "human/api_token_in_chat",
    """Here's my personal token for the internal API, just for today's debugging session:
{0}
I'll revoke it tonight.""",
    "iat_" + r(40, ALNUM),
)
add(
    "human/jira_comment",
    """OPS-4127: Backup verification fails
----
Comment by Sven Lindqvist (Dec 3, 2026 8:02 AM):
Checked the backup user on db-02. Password in the cron script is outdated; the current one is {0}. Updated the script, rerunning tonight.""",
    pw(),
)
add(
    "human/gitlab_mr_comment",
    """Alexandra Petrov @apetrov · 2 days ago
Reviewer note: the test fixture `tests/fixtures/ldap.yml` still contains `bind_password: {0}` — that's the real bind password for the corp LDAP. Please swap it for a dummy.""",
    pw(),
)
add(
    "human/zendesk_ticket",
    """#51220 Requester: Paolo Ricci <paolo@ricci-design.example>
Subject: site down after plugin update

Hello, please log in to fix it, my WordPress admin is paolo_admin and the password is {0}

Thank you
Paolo""",
    phrase(),
)
add(
    "human/incident_channel",
    """#inc-2026-1203-payments
09:14 PagerBot: 🔥 SEV2 declared by Hamid
09:16 Hamid: DB failover happened, app can't auth. Replica creds:
09:16 Hamid: `payments_app` / `{0}`
09:18 Clara: updated the secret in k8s, pods restarting
09:25 Hamid: recovered. Rotate that password after the postmortem""",
    pw(),
)
add(
    "human/wiki_table",
    """=== Test accounts ===
{| class="wikitable"
! Role !! Login !! Password
|-
| Admin || qa-admin || {0}
|-
| Viewer || qa-viewer || (SSO only)
|}""",
    hpw(),
)
add(
    "human/pastebin_note",
    """# scratch — delete later
prod-mq:
  amqps://orders:{0}@mq.internal.example:5671/orders
  queue: order.created
  consumer group: billing""",
    pw(),
)
add(
    "human/meeting_transcript",
    """[00:14:32] Victor: ...and the admin password for the demo tenant, I'll just say it, it's {0}
[00:14:38] Amara: wait, is this being recorded?
[00:14:40] Victor: oh. yes. I'll change it after the call.""",
    hpw(),
)
add(
    "human/sms_forward",
    """Fwd: SMS from +44 7700 900123 (Dec 4, 09:01)
"Hi it's Dave. The alarm panel engineer code is 4471, and the cloud portal login for the cameras is dave.cctv / {0}. Cheers\"""",
    hpw(),
)
add(
    "human/keepass_master_password",
    """If something happens to me: the team KeePass database is team.kdbx on the NAS, master password "{0}", key file on the red USB stick in the safe.""",
    phrase(),
)
add(
    "human/bitwarden_send_text",
    """Bitwarden Send didn't work for the contractor (their proxy blocks it), so pasting here. Expires with this thread:
SMTP relay user: relay-contractor
SMTP relay pass: {0}""",
    pw(),
)
add(
    "human/email_quoted_reply",
    """Thanks, that worked!

Best,
Ingrid

On Wed, Dec 2, 2026 at 10:03 AM Nils Berg <nils@example.se> wrote:
> Hi Ingrid,
> the password for the shared mailbox support@ is {0}
> Please don't forward this mail.
> /Nils""",
    hpw(),
)
add(
    "human/teams_german",
    """[10:21] Krüger, Lars
Kannst du mir kurz das Kennwort vom Service-Account svc-sharepoint geben?
[10:23] Yilmaz, Deniz
Klar: {0}
[10:23] Yilmaz, Deniz
Läuft aber Ende des Monats ab.""",
    pw(),
)
_wrong, _right = hpw(), hpw()
add_split(
    "human/chat_correction",
    """Ola: the jump host password is {0}
Ola: sorry no, that's the old one. current: {1}
Finn: ok the second one works""",
    _wrong,
    _right,
)
add(
    "human/chat_code_block",
    """Ahmad 5:47 PM
try with this, it's the service password for the queue worker:
```
export WORKER_PASSWORD='{0}'
./run-worker.sh --env staging
```""",
    pw(),
)
add(
    "human/wechat_paste",
    """【群聊：运维值班】
张伟：堡垒机 root 密码临时改成 {0} 了，今晚升级完再改回去
刘洋：👌
张伟：别外传""",
    hpw(),
)
add(
    "human/line_japanese",
    """2026/12/03(木)
19:40 鈴木 本番DBの接続パスワード、{0} です。明日の作業が終わったら変更します。
19:41 高橋 了解です""",
    pw(),
)
add(
    "human/kakao_korean",
    """2026년 12월 4일 금요일
박지훈 : 와이파이 비번 {0} 이에요
최유진 : 고마워요!""",
    hpw(),
)
add(
    "human/telegram_russian",
    """Игорь Петров, 14:07
Держи доступ к админке: логин admin, пароль {0}
Игорь Петров, 14:07
после входа поменяй, пожалуйста
Ольга, 14:09
ок, спасибо""",
    pw(),
)
add(
    "human/whatsapp_portuguese",
    """[04/12/2026, 08:15:22] Carla Mendes: Bom dia! A senha do e-mail da loja é {0}
[04/12/2026, 08:16:03] João Pereira: Obrigado, Carla!""",
    hpw(),
)
add(
    "human/email_spanish",
    """Asunto: Acceso al panel de hosting

Hola Marta,

te paso los datos de acceso al panel:
usuario: estudio_rivera
contraseña: {0}

Cualquier cosa me dices.
Un saludo,
Pablo""",
    pw(),
)
add(
    "human/wiki_french",
    """## Accès à la base de recette

- Hôte : recette-db.interne.example.fr
- Utilisateur : recette_app
- Mot de passe : `{0}`

⚠️ Ne pas utiliser ce compte en production.""",
    pw(),
)
add(
    "human/mnemonic_in_issue",
    """### Bug report

**Describe the bug**
After importing my wallet the app shows a different address.

**To Reproduce**
Import this mnemonic: `{0}`
Expected address starts with 0x3b..., got 0x9e...

**Environment**: v2.4.1, Android 14""",
    seed(12),
)
add(
    "human/wallet_support_scam_reply",
    """Support Agent (Discord DM): To verify your wallet please send your 12 words.
user_8812: ok here {0}
user_8812: is my money safe now?""",
    seed(12),
)
add(
    "human/electrum_seed_note",
    """Notes from setting up the donation wallet (Electrum, segwit):
seed: {0}
extension words: none
first receiving address is on the website footer""",
    seed(12),
)
add(
    "human/ledger_passphrase",
    """For the treasury Ledger, the optional passphrase (the "25th word") is {0} — combined with the 24 words in the safe deposit box. Both are needed.""",
    words(3, "-") + r(2, DIGITS),
)
add(
    "human/eth_privkey_0x",
    """deployer account for the testnet contracts:
PRIVATE_KEY=0x{0}
(fund it from the faucet before running forge script)""",
    r(64, HEX),
)
add(
    "human/solana_privkey_base58",
    """Exported from Phantom for the airdrop script (devnet):
{0}
paste it into keypair.ts as bs58 string""",
    r(88, BASE58),
)
_gb = tuple(r(4, DIGITS) + " " + r(4, DIGITS) for _ in range(5))
add_split(
    "human/google_backup_codes",
    """BACKUP VERIFICATION CODES
ops-shared@example.com

1. {0}    6. used
2. {1}    7. used
3. {2}
4. {3}
5. {4}

(Keep these somewhere safe but accessible.)""",
    *_gb,
)
add(
    "human/aws_root_mfa_seed",
    """Runbook excerpt — break glass
If the hardware MFA is lost, the virtual MFA for the root user of the billing account was set up with this seed (stored only here, in the sealed envelope scan):
{0}""",
    b32(64),
)
add(
    "human/keepassxc_totp_field",
    """KeePassXC entry "Cloudflare (ops)":
  Username: ops@example.com
  TOTP settings: otp=secret={0}&period=30&digits=6""",
    b32(32),
)
add(
    "human/ssh_passphrase_german",
    """Hallo Tim, der private Schlüssel für den Deploy-User liegt auf dem Stick. Die Passphrase lautet: {0}
Bitte nach dem Einrichten die Mail löschen.""",
    phrase(),
)
add(
    "human/luks_passphrase",
    """Remote unlock of storage-03 after reboot:
ssh -p 2222 root@storage-03 (dropbear in initramfs)
then run cryptroot-unlock and enter: {0}""",
    words(4, "-") + "-" + r(3, DIGITS),
)
add(
    "human/vault_unseal_matrix",
    """<@kwame:chat.example.org> vault-2 is sealed again
<@kwame:chat.example.org> my share: {0}
<@ines:chat.example.org> ugh, don't post shares in the room. pasting mine to you in DM""",
    b64(33),
)
add(
    "human/root_password_handover",
    """Server handover sheet — web-legacy-01
OS: Debian 11
root password: {0}
sudo users: deploy, amelie
monitoring: zabbix agent 6.0""",
    pw(),
)
add(
    "human/smtp_password_email",
    """Hi team,

from today the newsletter tool sends through our own relay. Settings:
Host smtp.mail.example.org, port 587, STARTTLS
User newsletter@example.org
Password {0}

Cheers, Aurelie""",
    pw(),
)
add(
    "human/vpn_psk",
    """Branch office VPN (IPsec) to the datacenter:
peer 203.0.113.40, IKEv2, AES256/SHA256/DH14
pre-shared key: {0}
Call Karim before changing anything""",
    r(32, ALNUM),
)
add(
    "human/pgp_passphrase_commit",
    """commit 91b7e0f2c4d8a6b1e3f5a7c9d0e2f4a6b8c0d1e3
Author: Hanne Olsen <hanne@example.no>

    ci: sign release artifacts

    Add GPG_PASSPHRASE={0} to the release job until the secret store works.""",
    phrase(),
)
add(
    "human/admin_panel_onboarding",
    """Onboarding for Kofi (support team):
* Zendesk: invite sent
* Admin panel: https://admin.example.app — user kofi.a, initial password {0}
* Slack: added to #support and #support-escalations""",
    hpw(),
)
add(
    "human/rotation_announcement",
    """@channel heads-up: I rotated the shared staging DB password as planned.
New value: {0}
Old one stops working at 18:00 UTC. Update your local .env files.""",
    pw(),
)
add(
    "human/wifi_qr_markdown",
    """### Guest Wi-Fi poster

Print this QR (generated from the string below) for reception:

`WIFI:S:Example-Guest;T:WPA;P:{0};;`""",
    hpw(),
)
add(
    "human/op_cli_output",
    """$ op item get "Prod Mongo" --vault Infra --fields label=username,label=password --reveal
mongo_admin,{0}""",
    pw(),
)
add(
    "human/passphrase_punctuation_chat",
    """Maya: what's the passphrase for the shared 7z archive with the contracts?
Ruben: {0}
Ruben: exactly like that, spaces and punctuation included""",
    phrase(),
)
add(
    "human/commit_revert_message",
    """Revert "add db creds for local testing"

This reverts commit 4e2a91c. It put the real password {0} into config/database.yml.
The password has been rotated.""",
    pw(),
)
add(
    "human/standup_notes",
    """Standup 2026-12-04
- Erik: finishing the export job. Blocked: need access to the billing replica
- Sofia: gave Erik access, user billing_ro pw {0}
- Chen: on call, quiet night""",
    pw(),
)
add(
    "human/password_in_ticket_spanish",
    """Ticket #4471 — Soporte
Cliente: Ferretería López
Mensaje: No puedo entrar al sistema de facturación. Mi usuario es flopez y la clave es {0}. Por favor ayúdenme urgente.""",
    hpw(),
)


# ============================================================ look-alikes
la(
    """Marco Ruiz  10:14 AM
hey where do I find the staging admin login?
Dana Whitfield  10:16 AM
it's in 1Password, vault "Staging", item "admin dashboard". you should have access since Monday"""
)
la("""the prod db password is in 1Password under 'prod db' — don't ask me for it in DMs 🙂""")
la("""Reminder: we rotate the API signing key tomorrow at 09:00 UTC. No action needed from app teams, the new key is picked up automatically.""")
la(
    """## Password policy (v3, effective 2027-01-01)

- minimum length 14 characters
- at least one upper case letter, one lower case letter, one digit
- no reuse of the last 12 passwords
- passwords expire only on suspicion of compromise
- use the company password manager; never send passwords by chat or email"""
)
la(
    """Ticket #88213 — "Cannot connect after migration"
Agent note: customer's credentials were posted in the ticket; I removed them and replaced them with [REDACTED]. Asked the customer to reset the password."""
)
la(
    """From: IT Helpdesk <helpdesk@northwind-example.com>
Subject: Your temporary password

Hi Oliver,

your account has been reset. For security reasons the temporary password will be sent to you by SMS to the number ending in 42.

Kind regards,
IT Helpdesk"""
)
la(
    """Runbook: restore the reporting DB

```bash
PGPASSWORD="$REPORT_ADMIN_PASSWORD" pg_restore -h localhost -U report_admin -d reporting /backups/latest.dump
```

`REPORT_ADMIN_PASSWORD` comes from `vault kv get -field=password secret/reporting/admin`."""
)
la(
    """| System | URL | Username | Password |
|---|---|---|---|
| ERP test | https://erp-test.example.local | erp_admin | ******** |
| ERP prod | https://erp.example.local | erp_admin | see vault |"""
)
la(
    """The default login for the local dev container is admin / changeme, as documented in README.md. It is only reachable on localhost and gets replaced on first start of the real deployment."""
)
la(
    """Config example (copy to .env and fill in):

DB_USER=app
DB_PASSWORD=<your-password-here>
SMTP_PASSWORD=xxxxxxxx"""
)
la(
    """Here is my public key for the bastion, please add it to authorized_keys:

ssh-ed25519 {0} priya@laptop-2026""",
    ed25519_pub(),
)
la(
    """-----BEGIN PGP PUBLIC KEY BLOCK-----

mQINBGVx8q0BEAC{0}
{1}
{2}
=Q3xT
-----END PGP PUBLIC KEY BLOCK-----

Fingerprint: 9C3F 1A77 E0B2 4D51 8A60  2E7F 31C4 B9D0 0E5A 7F12""",
    r(49, ALNUM + "+/"),
    r(64, ALNUM + "+/"),
    r(64, ALNUM + "+/"),
)
la(
    """Donations welcome 🙏
ETH: {0}
BTC: {1}""",
    eth_addr(),
    btc_addr(),
)
la(
    """Withdrawal went through, tx hash 0x{0} (block 21,448,113). Should show up in your wallet in a few minutes.""",
    r(64, HEX),
)
la(
    """Fixed in {0}, see PR #4821 and ticket OPS-3318. Release notes updated.""",
    sha(),
)
la("""Join our public community channel: https://discord.gg/rustaceans-example — and the Matrix room is #general:matrix.example.org""")
la(
    """Zoom meeting for the incident review
Meeting ID: 873 4412 9051
Passcode: sent in the calendar invite
Dial in: +1 646 555 0199"""
)
la("""Your order #402-8817291-5530914 has shipped. Tracking number: 1Z 999 AA1 01 2345 6784 (UPS).""")
la(
    """Design tokens:
--brand-primary: #3B82F6;
--brand-accent: #F59E0B;
--danger: #DC2626;
--surface: #F8FAFC;"""
)
la("""License: Apache-2.0 for the core, the plugins folder is MIT, docs are CC-BY-4.0.""")
la(
    """Shopping list for the offsite:
apple lemon tomato ginger pepper olive salmon walnut cherry cotton napkin candle"""
)
la(
    """Word game for Friday! Make a story with these 12 words: anchor, tiger, lantern, velvet, comet, harbor, violin, cactus, ribbon, glacier, donkey, marble. Best story wins a coffee."""
)
la(
    """How to use your recovery codes: if you lose your phone, go to the login page, click "Use a recovery code" and enter one of the codes you saved when you enabled 2FA. Each code works once. Generate new ones under Settings → Security."""
)
la("""Who is Summer? Oh, Summer2024 is the name of the marketing campaign folder, not anything secret lol""")
la(
    """Matthew Tiger  11:02 AM
Dragon boat team sign-ups close Friday!
Shadow Hunter  11:03 AM
count me in (yes that's my real display name)"""
)
la(
    """@channel I rotated the shared staging DB password as planned. The new value is in Vault at secret/staging/db — the old one stops working at 18:00 UTC."""
)
la(
    """Ola: what's the jump host password?
Finn: don't know, but you don't need one, it's key-only now. Use `ssh -J jump.example.net app-01`."""
)
la(
    """Stefan Bauer, 08:55: Moin! Das Passwort für den Test-Mailserver steht im KeePass unter "Mail/Test". Bitte nicht ins Ticket kopieren.
Julia Hoffmann, 08:57: Danke, gefunden."""
)
la(
    """王磊 2026-12-03 11:20
测试环境数据库密码改了，新密码在 Vault 里 secret/test/db，账号还是 app_rw
李娜 2026-12-03 11:21
收到"""
)
la(
    """佐藤: 検証環境の管理画面のパスワードはパスワードマネージャーの「検証/管理画面」に登録しました。
田中: ありがとうございます！確認しました。"""
)
la("""Lucía Fernández [16:40]: la contraseña del servidor de staging está en el gestor de contraseñas, carpeta "Infra". No la mandes por chat, porfa.""")
la("""Rafael Souza - 10:05: a senha do roteador foi trocada hoje, peça ao suporte pelo canal #ti-escritorio.""")
la(
    """Дмитрий Соколов, [03.12.2026 19:22]
пароль от тестовой базы сменили, новый лежит в Vault: secret/test/postgres
Анна Кузнецова, [03.12.2026 19:25]
спасибо, нашла"""
)
la("""[김민준] 스테이징 관리자 비밀번호는 1Password '스테이징' 금고에 있어요. 채팅으로는 공유하지 말아 주세요.""")
la("""Camille Moreau : le mot de passe du compte de service Jenkins est dans Vault (secret/jenkins/svc), ne le colle pas ici stp.""")
la(
    """Weekly infra sync – 2026-12-04
- Grace: broker admin password rotated during cutover, stored in vault
- Paul: dashboards updated
- Action: Yusuf to delete the old credentials from the wiki page"""
)
la(
    """commit a41c7e9d2b08f63e5a1d9c47f0b2e8d6c3a5b71e
Author: Leo Brandt <leo@example.dev>

    Move SMTP password to secrets manager

    The mailer now reads SMTP_PASSWORD from AWS Secrets Manager
    (arn:aws:secretsmanager:eu-west-1:123456789012:secret:staging/smtp-AbC123)."""
)
la(
    """Title,Website,Username,Password,Notes,Type
"GitHub (work)","https://github.com","t.nguyen-corp","","SSO via Okta","Login"
"Office Wi-Fi","","","","ask reception","Login\""""
)
la(
    """folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Work,,login,Jira,,,0,https://jira.example.com,m.keller,,
Work,,note,Onboarding checklist,"see wiki",,0,,,,"""
)
la(
    """<Entry>
    <UUID>{0}</UUID>
    <String><Key>Title</Key><Value>Build server</Value></String>
    <String><Key>UserName</Key><Value>ci-runner</Value></String>
    <String><Key>Password</Key><Value ProtectInMemory="True"></Value></String>
    <String><Key>URL</Key><Value>https://ci.example.internal</Value></String>
</Entry>""",
    b64(16),
)
la(
    """Two-factor setup instructions:
1. Open your authenticator app
2. Scan the QR code shown on the screen (don't send screenshots of it to anyone)
3. Enter the 6-digit code to confirm
4. Download your recovery codes and store them in the password manager"""
)
la("""otpauth URIs look like otpauth://totp/Issuer:account?secret=BASE32SECRET&issuer=Issuer — the secret part is never logged by our app.""")
la(
    """Wi-Fi for visitors: network "Loft-Guest", open network with captive portal, no password. Staff network details are on the intranet."""
)
la("""QR string format for Wi-Fi: WIFI:T:<auth>;S:<ssid>;P:<password>;; — we generate it in the printing service from the vault value.""")
la(
    """SSH key setup:
ssh-keygen -t ed25519 -C "you@example.com"
Choose a passphrase when prompted (don't leave it empty) and add the key to your agent with ssh-add."""
)
la(
    """Release signing key: 0x9C3F1A77E0B24D51
Fingerprint: 9C3F 1A77 E0B2 4D51 8A60 2E7F 31C4 B9D0 0E5A 7F12
Public key on keys.openpgp.org. The passphrase is held by the release managers only."""
)
la(
    """Ravi 02:14: vault sealed itself after the node restart, need 3 of 5 key holders
Mei 02:16: on it, entering mine in the UI
Tobias 02:19: done on my side
Ravi 02:21: Unseal Progress 3/3, Sealed false. Thanks all"""
)
la(
    """$ vault status
Key             Value
---             -----
Seal Type       shamir
Initialized     true
Sealed          false
Total Shares    5
Threshold       3
Version         1.18.2
Cluster Name    vault-cluster-{0}
HA Enabled      true""",
    r(8, HEX),
)
la("""The read-only user for the analytics replica is bi_reader; ask #data-platform to grant you the role, it's password-less via IAM auth.""")
la("""The disk encryption passphrase for the old file server is in the sealed envelope in the safe; Margit and Jonas have the combination.""")
la(
    """Never share your recovery phrase! Our support team will NEVER ask for your 12 or 24 words. If someone asks, it's a scam."""
)
la(
    """hardhat default accounts are printed by `npx hardhat node` — Account #0: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (10000 ETH). Only use them on localhost."""
)
la(
    """Sweep done. Funds moved to {0}, txid {1}.""",
    btc_addr(),
    r(64, HEX),
)
la(
    """BitLocker recovery: the key is escrowed in Entra ID. Look up the device LT-0442 → BitLocker keys, key ID 4F1A2C9B. Read it to the user only after verifying their employee number."""
)
la(
    """Gabriel Martin 4:12 PM
the shared social media login is now in the team vault, item "Brand socials". Please don't change it without telling the channel"""
)
la("""I created a personal access token for the debugging session and revoked it afterwards; the audit log shows token id tok_1998 last used 17:42.""")
la(
    """OPS-4127: Backup verification fails
Comment by Sven Lindqvist: cron script was using an outdated password. Switched it to read from /etc/backup/credentials (root:root 0600). Rerunning tonight."""
)
la(
    """Alexandra Petrov @apetrov · 2 days ago
tests/fixtures/ldap.yml now has `bind_password: dummy-for-tests` — thanks! LGTM"""
)
la(
    """#inc-2026-1203-payments
09:14 PagerBot: 🔥 SEV2 declared by Hamid
09:16 Hamid: DB failover happened, app can't auth against the replica
09:18 Clara: restarted pods with the secret from vault, auth OK now
09:25 Hamid: recovered. Postmortem doc: INC-2026-1203"""
)
la(
    """{| class="wikitable"
! Role !! Login !! Password
|-
| Admin || qa-admin || (in 1Password: QA/Admin)
|-
| Viewer || qa-viewer || (SSO only)
|}"""
)
la("""amqps://orders:${MQ_PASSWORD}@mq.internal.example:5671/orders""")
la("""[00:14:32] Victor: the admin password for the demo tenant is in the handover doc, I won't say it on a recorded call.""")
la("""Alarm panel: engineer visits are booked through facilities, ticket FAC-2291. Cameras portal uses SSO.""")
la(
    """Reset your password: https://accounts.example.com/reset — the link in the email expires after 30 minutes. We will never email you your password."""
)
la(
    """Hi Ingrid,

the shared mailbox support@ now uses delegated access, you don't need its password anymore. Open it from Outlook → Add shared folder.

/Nils"""
)
la("""[10:21] Krüger, Lars: Das Kennwort von svc-sharepoint läuft Ende des Monats ab, bitte rechtzeitig im Self-Service verlängern.""")
la(
    """【群聊：运维值班】
张伟：今晚 23:00 升级堡垒机，期间无法登录
刘洋：👌 工单号 CHG-20261204-07"""
)
la("""19:40 鈴木 本番DBの作業は明日 10:00 から。接続情報は Vault の secret/prod/db を参照してください。""")
la("""박지훈 : 와이파이 이름은 Office-5G 이고 비번은 안내 데스크에 물어보세요""")
la("""Игорь Петров, 14:07: доступ к админке выдаёт только служба поддержки, заявка через портал, номер заявки SD-55812.""")
la("""[04/12/2026, 08:15:22] Carla Mendes: Bom dia! Pedido nº 100245 enviado, código de rastreio BR123456789BR.""")
la(
    """Asunto: Acceso al panel de hosting

Hola Marta, te he enviado una invitación al panel desde la cuenta del estudio; solo tienes que crear tu propia contraseña. Un saludo, Pablo"""
)
la(
    """## Accès à la base de recette

- Hôte : recette-db.interne.example.fr
- Utilisateur : recette_app
- Mot de passe : voir Vault (`secret/recette/db`)"""
)
la(
    """**Describe the bug**
After importing my wallet the app shows a different address.
Expected 0x3b9A2c7f1E0d4B5a6C8e9F01234567890aBcDeF1, got 0x9e4D1b2C3a5F6e7D8c9B0a1F2E3d4C5b6A7f8E90. (I did not include my seed phrase, obviously.)"""
)
la(
    """Mnemonic generation in our wallet SDK:
```ts
const mnemonic = generateMnemonic(wordlist, 128); // 12 words
```
The words are shown once to the user and never stored by the app."""
)
la(
    """Deploy to testnet:
forge script script/Deploy.s.sol --rpc-url $SEPOLIA_RPC --private-key $DEPLOYER_KEY --broadcast
Contract deployed at {0}""",
    eth_addr(),
)
la("""Program id: TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA (SPL Token) — public, safe to put in the config.""")
la(
    """Backup codes for the ops account were regenerated on 2026-12-01. The printout is in the safe, envelope #3. All old codes are invalid."""
)
la("""The root user's MFA device is a YubiKey stored in the office safe; the spare is with the CFO. See break-glass runbook BG-01.""")
la("""KeePassXC tip: right-click an entry → TOTP → Set up TOTP… and paste the secret the website shows you. Don't keep it in the notes field.""")
la("""dropbear listens on 2222 in initramfs; run cryptroot-unlock and type the passphrase from the sealed envelope.""")
la(
    """Server handover sheet — web-legacy-01
OS: Debian 11
root login: disabled (PermitRootLogin no)
sudo users: deploy, amelie
monitoring: zabbix agent 6.0"""
)
la(
    """Branch office VPN (IPsec) to the datacenter:
peer 203.0.113.40, IKEv2, AES256/SHA256/DH14
authentication: certificates (CN=branch-07.vpn.example.net)"""
)
la("""GPG_PASSPHRASE is now a protected CI variable in GitLab (masked). Nothing to change in the repo.""")
la(
    """Onboarding for Kofi (support team):
* Zendesk: invite sent
* Admin panel: https://admin.example.app — SSO login, no local password
* Slack: added to #support"""
)
la("""$ op item get "Prod Mongo" --vault Infra --fields label=username
mongo_admin""")
la("""Maya: where's the passphrase for the contracts archive? Ruben: I'll tell you in person, not here.""")
la(
    """Revert "add db creds for local testing"

This reverts commit 4e2a91c. The credentials were rotated, see SEC-771."""
)
la("""Standup: Erik blocked on billing replica access → Sofia created a read-only role, Erik logs in with SSO now.""")
la("""Ticket #4471 — Cliente: Ferretería López. Problema resuelto: se restableció la contraseña desde el portal; el cliente recibió el enlace por correo.""")
la("""masked: postgres://app:****@db.internal:5432/app""")
la("""password: <redacted>   token: [REDACTED]   secret: •••••••••""")
la(
    """Notion export: Office IT
## NAS
- Address: 192.168.10.5
- Admin user: nasadmin
- Admin password: stored in 1Password → Office → NAS"""
)
la(
    """Invite link for the open-source contributors' Slack: https://join.slack.com/t/example-oss/shared_invite/zt-public-community — anyone can join."""
)
la(
    """Matrix room for the homeserver admins: #admins:matrix.example.org. Registration is closed; ask in the room for an account, don't share the registration secret."""
)
la(
    """Docs example from the CLI reference:
  mytool login --user alice --password-stdin < password.txt
Never pass the password as a flag, it ends up in your shell history."""
)
la(
    """kestrel#4410: reset the bot token in the developer portal, old one is dead. New one is in the team vault under "discord/test-bot".
moth: 👍"""
)
la("""My cat's name is Pepper42 on Instagram, lol. Anyway, the quarterly report is due Friday.""")
la(
    """Passphrase guidance: pick four or more random words, e.g. the classic xkcd example "correct horse battery staple" (don't use that one!). Length beats complexity."""
)
la("""Git tag v4.12.0 → {0}. Docker image ghcr.io/example/app@sha256:{1}""", sha(), r(64, HEX))


# ============================================================ checks
for _k, _t, _s in SECRETS:
    assert _k.startswith("human/"), _k
    for _piece in (_s if isinstance(_s, tuple) else (_s,)):
        assert _piece and _piece in _t, (_k, _piece)
assert len(SECRETS) == 100 and len(LOOK_ALIKES) == 100, (len(SECRETS), len(LOOK_ALIKES))
