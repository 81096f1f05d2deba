r"""Held-out batch 29: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: the batch format (bench/heldout/__init__.py); the first
130 lines of bench/heldout/batch19.py (its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la); the Theme paragraphs of earlier
batches (a grep of each "Theme" line and the twelve lines after it); and the kind names
earlier batches pass to add and add_split (a grep). The filter's rules, code, docs, tests,
bench script, other batches' data and earlier results were not read, and the filter was
never run on this data.

Theme: the same theme as batch 28, written afresh by a different writer: people handing
over and talking about credentials as a coding agent's session holds them. Chat (Slack,
Discord, Teams, Mattermost, Zulip, IRC logs, Signal and WhatsApp forwards), email, issue,
PR and review comments, tickets (Jira, ServiceNow, Freshdesk), handover and onboarding
notes, runbooks and wikis, meeting notes, commit messages, password-manager exports and
shares (1Password, Bitwarden, KeePass, LastPass, Dashlane, NordPass, Proton Pass, macOS
Keychain output of security find-generic-password -w), recovery and backup codes, TOTP
seeds and otpauth URIs, Wi-Fi credentials, SSH, GPG, LUKS, VeraCrypt and zip passphrases,
Vault unseal keys and root tokens, database passwords told in a sentence, passwords spread
over messages or spelled out, multi-word passphrases, wallet seed phrases and private
keys. Prose mostly English, plus German, Chinese, Japanese, Spanish, Portuguese, Russian,
Korean, French, Italian, Dutch, Polish and Turkish. New kinds all live under "handover/".
Secrets are random strings from the seeded helpers and human-chosen passwords generated
from the seed (word-word-digits, capitalised words with a symbol, leetspeak, phrases).
Look-alikes are conversations about passwords without one, policies, placeholders and
masks, public keys, wallet addresses and transaction hashes, commit hashes, ticket ids,
invite links, meeting ids and join links without passcodes, order and tracking numbers,
word lists that are not seeds, recovery-code instructions without codes, prose using
password, key, token, secret and code in ordinary senses, and names and ordinary words
that look like passwords out of context.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(29_2026_12_06)
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
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


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


LOOK_ALIKES: list[str] = []


def la(template: str, *values: str) -> None:
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    LOOK_ALIKES.append(text)


# ============================================================ human-chosen passwords
# Words people build passwords from (not a seed-phrase word list).
WORDS = (
    "maple harbor tiger copper falcon meadow violet canyon ember quartz willow salmon "
    "thunder pepper orbit lantern cobalt river saffron badger juniper glacier mango pirate "
    "velvet nimbus cactus walnut sparrow basil otter granite lemon puffin rocket cedar "
    "biscuit marble coral dragon wombat pickle sunset kettle hazel zebra tulip anchor "
    "comet fjord gecko ivory jasper koala lilac mosaic nectar opal paprika quokka raven "
    "sequoia tundra umber vortex waffle yonder zephyr banjo crumpet dingo espresso"
).split()

# A seed-phrase style word list (English words, as wallets use).
SEEDWORDS = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident "
    "account accuse achieve acid acoustic acquire across act action actor actress actual "
    "adapt add addict address adjust admit adult advance advice aerobic affair afford afraid "
    "again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
    "alley allow almost alone alpha already also alter always amateur amazing among amount "
    "amused analyst anchor ancient anger angle angry animal ankle announce annual another "
    "answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
    "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact "
    "artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend "
    "badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic "
    "basket battle beach bean beauty because become beef before begin behave behind believe "
    "below belt bench benefit best betray better between beyond bicycle bid bike bind biology "
    "cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon "
    "canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case"
).split()

LEET = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})


def w() -> str:
    return _rng.choice(WORDS)


def hp_dash() -> str:
    """word-word-digits"""
    return f"{w()}-{w()}-{r(_rng.randint(2, 4), DIGITS)}"


def hp_caps() -> str:
    """Capitalised words with a symbol and digits"""
    return w().capitalize() + w().capitalize() + _rng.choice("!#$%&*?@") + r(2, DIGITS)


def hp_leet() -> str:
    x = (w() + w()).translate(LEET)
    return x[0].upper() + x[1:] + r(2, DIGITS) + _rng.choice("!?#")


def hp_phrase(n: int = 4, sep: str = " ") -> str:
    return sep.join(w() for _ in range(n))


def seed(n: int) -> str:
    return " ".join(_rng.choice(SEEDWORDS) for _ in range(n))


def totp(n: int = 32) -> str:
    return r(n, B32)


def rec() -> str:
    return r(5, LOWER_NUM) + "-" + r(5, LOWER_NUM)


def grouped(s: str, k: int, sep: str) -> str:
    return sep.join(s[i : i + k] for i in range(0, len(s), k))


# ============================================================ secrets: chat
add(
    "handover/slack-thread-db-replica",
    """[09:14] priya.n: anyone have the read-replica creds? the dashboard job is failing on auth
[09:15] tom.whitaker: user is reporting_ro, pw {0}
[09:15] tom.whitaker: host is replica-2.db.internal, 5432
[09:16] priya.n: ty! :pray:
[09:16] tom.whitaker: pls don't pin this one lol""",
    hp_dash(),
)
add(
    "handover/discord-office-wifi",
    """Marek — Today at 10:02 AM
new office wifi is up
network: Hangar9-Staff
pass: {0}
guest network is separate, ask front desk
Jules — Today at 10:03 AM
🙏""",
    hp_caps(),
)
add(
    "handover/teams-vpn-psk-forward",
    """From: Aydin Kaya
Sent: Tuesday 3 November 2026 16:41
To: Infra On-Call

Forwarding Leon's message from Teams so it's not lost:

  Leon Brandt  3:12 PM
  Site-to-site tunnel to the Lisbon office came back after the firmware update.
  The pre-shared key didn't change: {0}
  Phase 1 is still IKEv2 / AES-256 / SHA-256, DH group 14.""",
    r(40, ALNUM),
)
add(
    "handover/mattermost-bot-token",
    """@channel heads-up from ops
I created the bot account for the deploy notifier (display name: shipit).
Its access token — copy it into the notifier's config and then delete this post:
{0}
Thanks, Katarzyna""",
    r(26, LOWER_NUM),
)
add(
    "handover/zulip-ssh-passphrase",
    """stream: infra  topic: bastion key
Hiroshi Tanaka: the key in /shared/keys/bastion_ed25519 is encrypted, passphrase is "{0}" (no quotes)
Hiroshi Tanaka: I'll rotate it after the migration weekend
Ana Costa: got it, works 👍""",
    hp_phrase(4),
)
add(
    "handover/irc-log-znc",
    """--- Log opened Thu Nov 12 22:03:11 2026
22:03 < fenwick> rook: your bouncer login is rook/{0}
22:03 < fenwick> server znc.example-lab.net port 6697, ssl
22:04 < rook> cheers
22:05 -!- fenwick [~fenwick@lab/staff/fenwick] has quit [Quit: bye]""",
    pw(),
)
add(
    "handover/signal-forward-router",
    """Forwarded message
Dad: The internet box admin page is 192.168.1.1
Dad: login admin
Dad: password {0}
Dad: the sticker on the bottom is the OLD one, don't use that""",
    hp_leet(),
)
add(
    "handover/whatsapp-export-german",
    """[14.11.26, 19:22:05] Jana Schulte: Hey, bin ab morgen im Urlaub. Falls der NAS-Backup-Job hängt:
[14.11.26, 19:22:41] Jana Schulte: Login ist admin, Passwort lautet {0}
[14.11.26, 19:23:10] Jana Schulte: Bitte nach dem Urlaub ändern 😅
[14.11.26, 19:30:55] Felix Wagner: Alles klar, danke!""",
    hp_caps(),
)
add(
    "handover/discord-spoiler-tag",
    """**staging admin** for the playtest build:
user: `qa-lead`
password: ||{0}||
(click to reveal, it's spoilered so stream viewers don't see it)""",
    pw(),
)
add(
    "handover/slack-dm-api-token-inhouse",
    """Rosa Delgado  11:47 AM
here's the internal metrics API token you asked for, scoped to read only:
```
{0}
```
it expires end of quarter""",
    "mt_" + r(40, ALNUM),
)

# ============================================================ secrets: email
add(
    "handover/email-offboarding-root",
    """Subject: Handover before my last day
From: Gareth Lloyd <g.lloyd@northwind-example.co.uk>
To: Sam Patel <s.patel@northwind-example.co.uk>

Hi Sam,

As promised, the things only I had:

1. The legacy FTP box (ftp01) — root password: {0}
2. The registrar account is under billing@, 2FA on the shared phone in the safe.
3. The old Jenkins is already decommissioned.

Please rotate (1) once you've logged in. Good luck!

Gareth""",
    hp_dash(),
)
add(
    "handover/email-quoted-reply",
    """Thanks, that worked.

On Mon, 9 Nov 2026 at 08:12, Olivia Brooks <olivia@brooks-design.example> wrote:
> Hi Dan, the CMS login for the client site is
>   username: dan.editor
>   password: {0}
> Let me know if it locks you out again.
>
> Olivia""",
    hp_caps(),
)
add(
    "handover/email-zip-password-german",
    """Betreff: Passwort zum Archiv "Jahresabschluss_2025.zip"

Hallo Frau Weber,

wie besprochen sende ich Ihnen das Passwort für das verschlüsselte ZIP-Archiv in einer
separaten E-Mail:

    {0}

Mit freundlichen Grüßen
Thomas Richter
Buchhaltung""",
    r(16, ALNUM),
)
add(
    "handover/email-gpg-passphrase",
    """Subject: re: signing key for releases

The release signing key (fingerprint ending 7C1E 99A0) lives in the hardware vault now,
but the software backup on the encrypted USB stick still needs its passphrase.
It is: {0}

Write it on the paper card in the safe and then delete this email, please.
-- Nadia""",
    hp_phrase(5),
)
add(
    "handover/email-shared-inbox-german",
    """Hallo Team,

ab sofort übernimmt Lukas das Postfach support@. Zugangsdaten:
Benutzer: support@kanzlei-beispiel.de
Kennwort: {0}

Das Kennwort bitte nicht in Tickets kopieren.
Viele Grüße
Sabine""",
    hp_leet(),
)
add(
    "handover/email-ftp-client",
    """Dear Mr. Okafor,

Please find the SFTP details for delivering the monthly files below.

Host: transfer.example-logistics.com
Port: 22
User: okafor_trading
Password: {0}

Files should be placed in /inbound. Let us know if you have trouble connecting.

Kind regards,
Integration Team""",
    pw(),
)
add(
    "handover/email-domain-registrar",
    """> Who has the login for the domain registrar? The SSL renewal email bounced.

I do. It's under it@ with the password {0} — 2FA goes to the IT phone.
I'll move it into Bitwarden this week, promise.""",
    hp_dash(),
)

# ============================================================ secrets: issues, PRs, reviews, commits
add(
    "handover/github-issue-staging-creds",
    """### Steps to reproduce
1. Log into https://staging.example-shop.dev/admin as `reviewer` / `{0}`
2. Go to Orders → Export
3. Choose "last 30 days"

### Expected
CSV downloads.

### Actual
500 error, see attached trace.""",
    pw(),
)
add(
    "handover/pr-review-hardcoded",
    """**marta-k** commented on `scripts/seed_db.py` line 14

> ```python
> ADMIN_PASSWORD = "{0}"
> ```

This is the real staging admin password, isn't it? Please read it from the environment
instead and we'll need to rotate it since it's now in the PR history.""",
    hp_caps(),
)
add(
    "handover/gitlab-mr-note",
    """Oskar Lindqvist @oskar · 2 hours ago
Tested locally against the shared QA database. For whoever picks this up next:
the QA db user is `qa_app` and its password is {0} (it's the one from the QA vault,
the README is outdated).""",
    r(20, ALNUM),
)
add(
    "handover/commit-message-oops",
    """commit 4b1f0c2a9e7d3e51c08ab2f6d94e1a7730c5be12
Author: Kevin Mbeki <kevin@example.dev>
Date:   Fri Nov 20 17:58:03 2026 +0200

    fix smtp login for notifications

    the relay wants the full address as user now. password is still
    {0} so no config change needed on prod""",
    hp_dash(),
)
add(
    "handover/github-issue-comment-russian",
    """**dmitry-v** commented 3 days ago

Воспроизвёл на тестовом стенде. Логин тот же, пароль от тестовой базы: {0}
Если не пускает — напишите, сброшу.""",
    hp_leet(),
)

# ============================================================ secrets: tickets
add(
    "handover/jira-ticket-description",
    """OPS-4417  Grant reporting access to finance analysts
Status: In Progress   Assignee: Lena Fischer   Priority: Medium

Description:
Create read-only Metabase accounts for the three analysts. Use the existing service
account for the warehouse connection:
  user: metabase_svc
  pass: {0}
Due before month-end close.""",
    pw(),
)
add(
    "handover/servicenow-worknote",
    """INC0048211 | Printer fleet console unreachable
Work notes (Internal) — 2026-11-18 13:05:44 — Priyanka Rao
Reset the PaperCut admin account. Temporary password set to {0} ; user must change on
first login. Informed the requester by phone.""",
    hp_caps(),
)
add(
    "handover/freshdesk-agent-reply",
    """Ticket #88213 — Can't log in to the reseller portal
Agent reply (Carlos M.):
Hi Mei,
I've reset your portal account. You can now sign in with your email and the temporary
password {0}
You'll be asked to choose a new one straight away.
Best,
Carlos — Partner Support""",
    r(12, ALNUM),
)
add(
    "handover/jira-comment-mysql-root",
    """Comment by Ibrahim Yilmaz  17/Nov/26 9:41 AM
Root on the reporting MySQL is {0} – I know, I know, it goes into the vault after
the upgrade. Don't paste it anywhere else.""",
    hp_leet(),
)
add(
    "handover/servicenow-svc-account",
    """RITM0031902 — Service account for backup agent
Requested for: Storage Team
Fulfillment notes:
  Account: svc-veeam-proxy (domain CORP)
  Initial password: {0}
  Password never expires: yes (exception EX-212 approved)
Closed complete.""",
    r(24, ALNUM),
)
add(
    "handover/smtp-relay-ticket-spanish",
    """Ticket SUP-2093 – Configurar relé SMTP para el ERP
Comentario de Lucía Romero:
Ya está creado el usuario en el relé. Usuario: erp-notificaciones, contraseña: {0}
Puerto 587 con STARTTLS. Avisadme si falla.""",
    pw(),
)

# ============================================================ secrets: notes, runbooks, wikis, meetings
add(
    "handover/onboarding-checklist-md",
    """# Onboarding — Backend team

- [x] Laptop + YubiKey
- [x] GitHub org invite
- [ ] Local dev: copy `.env.example` to `.env`
- [ ] Shared dev Postgres: user `dev`, password `{0}`
- [ ] Join #backend and #incidents
""",
    hp_dash(),
)
add(
    "handover/runbook-confluence-table",
    """Runbook: Restore the nightly backup

|| Step || Command / value ||
| 1 | ssh backup@restore-01 |
| 2 | borg list /srv/borg/repo |
| 3 | repository passphrase: {0} |
| 4 | borg extract ::nightly-2026-11-30 |""",
    r(32, ALNUM),
)
add(
    "handover/wiki-notion-export",
    """Accounts we share
Property	Value
Tool	Figma (team plan)
Login	design@studio-example.com
Password	{0}
Owner	Hanna
Notes	Seats are billed monthly; don't add guests.""",
    hp_caps(),
)
add(
    "handover/meeting-notes-standup",
    """Standup 2026-11-24
Attendees: Ravi, Chloe, Mateus, Ji-woo

- Ravi: migration dry-run done, will run for real Thursday
- Chloe: demo environment is back; login is demo@ / {0} for the sales call
- Mateus: on support rotation
- Ji-woo: reviewing the payments PR

Action items: Ravi to send the maintenance notice.""",
    hp_dash(),
)
add(
    "handover/luks-runbook",
    """## Unlocking the archive disk after a reboot

The archive server does not auto-unlock. From the console:

    cryptsetup open /dev/sdb1 archive
    # Enter passphrase for /dev/sdb1: {0}
    mount /dev/mapper/archive /srv/archive

Then start the `archive-sync` timer again.""",
    hp_phrase(4, "-"),
)
add(
    "handover/handover-note-grafana",
    """HANDOVER — Ops week 48 → week 49

Open items
* Alert noise on disk-usage rule: silenced until Wednesday.
* Grafana admin (local account, not SSO): admin / {0}
  Only use it if SSO is down.
* Certificate for api.example.io renews on the 12th automatically.""",
    hp_caps(),
)
add(
    "handover/postmortem-notes-key",
    """Postmortem: customer export leak (draft)

Timeline
- 14:02 Export bucket made public by a Terraform change
- 14:40 Noticed by a customer
- 14:55 Bucket locked down

Contributing factor: the internal signing key for export links,
{0}, was also logged by the worker at debug level. Rotate it.""",
    b64(32),
)
add(
    "handover/pagerduty-handover",
    """On-call handover (Sat → Sun)
- Payments queue backlog cleared at 03:10.
- If the IPMI of db-03 needs a power cycle, the BMC login is ADMIN / {0}
- Nothing else pending.""",
    r(10, UPPER_NUM),
)
add(
    "handover/break-glass-account",
    """Break-glass procedure (keep printed copy in the safe)

If the identity provider is down and you must reach the cloud console:
1. Open the console sign-in page for account 4821-7733-0019.
2. User: breakglass-admin
3. Password: {0}
4. Immediately page the security lead and record the access in SEC-LOG.""",
    r(28, ALNUM + "!#%+="),
)
add(
    "handover/meeting-notes-dutch",
    """Notulen teamoverleg 19 november
Aanwezig: Sanne, Bram, Yusuf, Eva

1. Nieuwe testomgeving: Bram heeft hem opgezet. Inloggen met beheerder en wachtwoord {0}.
2. Kerstborrel: 18 december.
3. Volgende overleg: 3 december.""",
    hp_dash(),
)

# ============================================================ secrets: password managers
add(
    "handover/1password-share-text",
    """Item shared via 1Password

Title: Staging Stripe dashboard (read-only)
username: qa+stripe@example-co.com
password: {0}
website: https://dashboard.stripe.com
notes: Shared with contractors for the checkout sprint. Expires 2026-12-31.""",
    pw(),
)
add(
    "handover/1password-cli-item-get",
    """$ op item get "Postgres prod" --vault Infra --fields label=password --reveal
{0}
$ op item get "Postgres prod" --vault Infra --fields label=username
app_prod""",
    r(32, ALNUM),
)
add_split(
    "handover/bitwarden-json-export",
    """{
  "encrypted": false,
  "items": [
    {
      "type": 1,
      "name": "Mailgun",
      "login": {
        "username": "ops@example.org",
        "password": "{0}",
        "totp": "otpauth://totp/Mailgun:ops%40example.org?secret={1}&issuer=Mailgun",
        "uris": [{ "match": null, "uri": "https://app.mailgun.com" }]
      },
      "favorite": false
    }
  ]
}""",
    pw(),
    totp(32),
)
add(
    "handover/bitwarden-send-text",
    """Bitwarden Send — text
Name: printer admin
Text: the Kyocera web admin is Admin / {0}
Deletion date: in 7 days
Maximum access count: 2""",
    hp_leet(),
)
add(
    "handover/keepass-xml-entry",
    """<Entry>
	<UUID>{1}</UUID>
	<String><Key>Title</Key><Value>Hyper-V host local admin</Value></String>
	<String><Key>UserName</Key><Value>Administrator</Value></String>
	<String><Key>Password</Key><Value ProtectInMemory="True">{0}</Value></String>
	<String><Key>URL</Key><Value>rdp://hv-02.corp.local</Value></String>
</Entry>""",
    r(20, ALNUM + "#$%&"),
    b64(16),
)
add(
    "handover/keepassxc-cli-show",
    """$ keepassxc-cli show -s ~/vaults/team.kdbx "Network/Core switch"
Enter password to unlock /home/eli/vaults/team.kdbx:
Title: Core switch
UserName: netadmin
Password: {0}
URL: ssh://10.20.0.2
Notes: Cisco, enable secret is the same""",
    r(18, ALNUM),
)
add(
    "handover/lastpass-csv-row",
    """url,username,password,totp,extra,name,grouping,fav
https://portal.example-isp.net,acct-77120,{0},,Contract until 2028,ISP portal,Shared-IT,0""",
    hp_caps(),
)
add(
    "handover/dashlane-csv",
    """username,username2,username3,title,password,note,url,category,otpSecret
finance@example.com,,,Bank online (view only),{0},Ask CFO before using,https://online.examplebank.com,Finance,""",
    r(16, ALNUM + "!?*"),
)
add(
    "handover/nordpass-csv",
    """name,url,username,password,note,cardholdername,cardnumber,cvc,expirydate,zipcode,folder
Synology DS920,https://nas.home.arpa:5001,admin,{0},,,,,,,Home""",
    hp_dash(),
)
add(
    "handover/protonpass-json",
    """{
  "itemId": "{1}",
  "data": {
    "metadata": { "name": "Hetzner robot", "note": "" },
    "type": "login",
    "content": {
      "itemEmail": "",
      "itemUsername": "#ws12345+1",
      "password": "{0}",
      "urls": ["https://robot.example-host.com"]
    }
  }
}""",
    r(22, ALNUM),
    b64url(24),
)
add(
    "handover/macos-find-generic-password",
    """$ security find-generic-password -a "$USER" -s "deploy-signing" -w
{0}
$ # that's the one the notarize script reads""",
    r(30, ALNUM),
)
add(
    "handover/macos-find-internet-password-g",
    """$ security find-internet-password -s git.example.corp -g
keychain: "/Users/ana/Library/Keychains/login.keychain-db"
version: 512
class: "inet"
attributes:
    "acct"<blob>="ana"
    "srvr"<blob>="git.example.corp"
    "ptcl"<uint32>="htps"
password: "{0}"
""",
    pw(),
)
add(
    "handover/lastpass-shared-note",
    """LastPass — Secure Note (shared folder: Shared-Marketing)
Name: Instagram brand account
Content:
  handle @example_brand
  password {0}
  recovery email marketing@
  do NOT enable login alerts on personal phones""",
    hp_leet(),
)
add(
    "handover/bitwarden-cli-get",
    """PS C:/Users/jsmith> bw get password "Azure DevOps service PAT"
{0}
PS C:/Users/jsmith> bw lock
Your vault is locked.""",
    r(52, LOWER_NUM),
)
add(
    "handover/pass-show",
    """$ pass show infra/wireguard/gateway-psk
{0}
$ pass git push""",
    b64(32),
)
add(
    "handover/gopass-show",
    """$ gopass show -o clients/acme/sftp
{0}
$ gopass show clients/acme/sftp | tail -n +2
user: acme-drop
host: sftp.acme-example.com""",
    hp_caps(),
)

# ============================================================ secrets: recovery, backup codes, TOTP
add_split(
    "handover/github-recovery-codes",
    """Here are the org owner account's recovery codes (github-recovery-codes.txt):

{0}
{1}
{2}
{3}
{4}
{5}

Keep these somewhere safe. Each code can be used once.""",
    rec(),
    rec(),
    rec(),
    rec(),
    rec(),
    rec(),
)
add_split(
    "handover/google-backup-codes-chat",
    """Ines  16:20
backup codes for the shared Google Workspace admin, use one and cross it off:
{0}  {1}
{2}  {3}
Ines  16:21
I already used the first row from the printed sheet""",
    r(4, DIGITS) + " " + r(4, DIGITS),
    r(4, DIGITS) + " " + r(4, DIGITS),
    r(4, DIGITS) + " " + r(4, DIGITS),
    r(4, DIGITS) + " " + r(4, DIGITS),
)
add(
    "handover/aws-mfa-seed-chat",
    """Wei Zhang 2:03 PM
registering the root MFA on the second phone too, here's the seed since the QR won't scan:
{0}
Wei Zhang 2:04 PM
(delete after you add it)""",
    totp(64),
)
add(
    "handover/otpauth-uri-ticket",
    """SEC-318  Shared TOTP for the payment gateway back office
The gateway only allows one MFA device per user, so we share it in the vault.
Provisioning URI:
otpauth://totp/GatewayBackoffice:finance-ops?secret={0}&issuer=GatewayBackoffice&digits=6&period=30""",
    totp(32),
)
add(
    "handover/totp-seed-spaced",
    """If you're setting up the authenticator manually, choose "Enter a setup key",
account name "vpn-shared", time based, and type the key as shown:

    {0}""",
    grouped(totp(32).lower(), 4, " "),
)
add(
    "handover/apple-recovery-key",
    """Family IT notes
- Mum's Apple ID has Recovery Key turned on. The key is:
  {0}
- Printed copy is in the blue folder.""",
    grouped(r(28, UPPER_NUM), 4, "-"),
)
add(
    "handover/bitlocker-recovery-key",
    """Hi Jonas, the laptop asked for the BitLocker recovery key after the BIOS update.
Key ID: {1}
Recovery key: {0}
Type it in and it'll boot normally, then suspend BitLocker before the next BIOS update.""",
    "-".join(r(6, DIGITS) for _ in range(8)),
    r(8, UPPER_HEX),
)

# ============================================================ secrets: wifi
add(
    "handover/wifi-qr-string",
    """Printed this as a QR for the meeting room (content below in case the print is blurry):
WIFI:T:WPA;S:Boardroom-5G;P:{0};H:false;;""",
    hp_caps(),
)
add(
    "handover/wifi-note-spanish",
    """Hola a todos 👋
Para la oficina nueva:
Red: Oficina-Planta3
Clave del wifi: {0}
La impresora está en la misma red.""",
    hp_dash(),
)
add(
    "handover/wifi-guest-french",
    """Bonjour à tous,
Le réseau invités change ce mois-ci.
Nom du réseau : Accueil-Invites
Mot de passe : {0}
Merci de ne pas le communiquer en dehors des locaux.""",
    hp_leet(),
)
add(
    "handover/wifi-nmcli-show",
    """$ nmcli --show-secrets connection show "Warehouse-IoT" | grep psk
802-11-wireless-security.psk:           {0}
802-11-wireless-security.psk-flags:     0 (none)""",
    r(20, ALNUM),
)

# ============================================================ secrets: passphrases for keys, disks, archives
add(
    "handover/ssh-passphrase-japanese",
    """お疲れ様です。踏み台サーバー用の秘密鍵 (id_ed25519_bastion) を共有フォルダに置きました。
パスフレーズは「{0}」です。
使い終わったらローカルから削除してください。""",
    hp_caps(),
)
add(
    "handover/veracrypt-container-chat",
    """[Mattermost] léa.morel: le conteneur VeraCrypt avec les exports RH est sur le partage files/rh
[Mattermost] léa.morel: mot de passe du volume : {0}
[Mattermost] léa.morel: PIM par défaut, pas de keyfile""",
    hp_phrase(4),
)
add(
    "handover/7z-password-chinese",
    """王磊 10:31
客户的数据包已经上传到网盘了，压缩包密码是 {0}
王磊 10:32
解压后记得删除原文件""",
    r(14, ALNUM),
)
add(
    "handover/android-keystore-handover",
    """Release handover (Android)
- upload-keystore.jks is in the release vault, alias "upload"
- store password and key password are the same: {0}
- Play Console access: ask Fatima""",
    pw(),
)
add(
    "handover/pgp-passphrase-commit",
    """commit 9a0e4c7d1b3f5a8e2c6d0f1a4b7e9c2d5f8a1b3c
Author: Ruth Abebe <ruth@example.net>

    add decrypt helper for the vendor drops

    the private key in keys/vendor.asc is protected, passphrase
    "{0}" -- TODO move to CI secret""",
    hp_phrase(3, "-") + "-" + r(2, DIGITS),
)
add(
    "handover/ldap-bind-japanese",
    """【引き継ぎ】社内LDAP
バインドDN: cn=svc-gitlab,ou=service,dc=corp,dc=example
バインドパスワード: {0}
GitLab の設定 (gitlab.rb) にも同じものが入っています。""",
    r(20, ALNUM),
)

# ============================================================ secrets: vault
add_split(
    "handover/vault-unseal-keys-paste",
    """pasting the init output here so the three keyholders can each copy theirs, will delete in 10 min

Unseal Key 1: {0}
Unseal Key 2: {1}
Unseal Key 3: {2}

Initial Root Token: {3}

Vault initialized with 3 key shares and a key threshold of 2.""",
    b64(33),
    b64(33),
    b64(33),
    "hvs." + r(24, ALNUM),
)
add(
    "handover/vault-root-token-slack",
    """Nikolai  8:02 PM
vault is sealed again after the node restart, I unsealed it. if you need to fix the policy
tonight use the root token {0} and then revoke it with `vault token revoke -self`""",
    "hvs." + r(24, ALNUM),
)

# ============================================================ secrets: database passwords in a sentence
add(
    "handover/db-sentence-russian",
    """Коллеги, для отчётов подключайтесь к реплике: пользователь analytics, а пароль — {0}.
Запись туда запрещена, только чтение.""",
    hp_dash(),
)
add(
    "handover/db-sentence-korean",
    """민수님, 스테이징 DB 접속 정보 전달드립니다.
호스트는 stg-db.internal 이고 계정은 app_stg, 비밀번호는 {0} 입니다.
확인 후 메시지 삭제 부탁드려요.""",
    hp_caps(),
)
add(
    "handover/db-sentence-french",
    """Salut Camille, pour la base de recette tu peux utiliser le compte « recette_app » ;
le mot de passe c'est {0} (attention à la majuscule au début).""",
    hp_caps(),
)
add(
    "handover/db-sentence-italian-teams",
    """Giulia Bianchi 09:12
Ciao Marco, la password del database di collaudo è {0}, l'utente è sempre collaudo.
Giulia Bianchi 09:13
Mi raccomando non metterla nel repository 🙏""",
    hp_leet(),
)
add(
    "handover/db-sentence-polish",
    """Cześć, przekazuję dostęp do bazy testowej: login tester, hasło {0}.
Baza stoi na db-test.lan, port domyślny.""",
    hp_dash(),
)
add(
    "handover/db-sentence-turkish",
    """Merhaba Emre, üretim veritabanının yedek kullanıcısı backup_ro, şifresi de {0}.
Yarın rotasyon yapacağım, o yüzden kimseyle paylaşma lütfen.""",
    pw(),
)
add(
    "handover/db-sentence-portuguese",
    """Oi Rafa! A senha do banco de homologação mudou, agora é {0}
O usuário continua o mesmo (homolog). Qualquer coisa me chama.""",
    hp_caps(),
)
add(
    "handover/redis-requirepass-sentence",
    """fyi the cache redis now has AUTH enabled, the requirepass is {0} — the app reads it from
REDIS_PASSWORD so just update your local .env""",
    r(32, HEX),
)
add(
    "handover/mongodb-atlas-chat",
    """Sipho  4:48 PM
made you a db user on the Atlas cluster: username `sipho-dev` (sorry, your name: `amara-dev`),
password `{0}`, role readWriteAnyDatabase on the dev project only""",
    r(16, ALNUM),
)
add(
    "handover/zoom-chat-transcript",
    """10:04:12 From Dev Malhotra to Everyone:
	can someone drop the staging db password, mine expired
10:04:40 From Emma Clarke to Dev Malhotra (Direct Message):
	{0}
10:05:02 From Dev Malhotra to Everyone:
	got it thx""",
    pw(),
)

# ============================================================ secrets: spread over messages, spelled out
add_split(
    "handover/password-three-messages",
    """[11:02] ola: ok sending the kiosk admin pw in pieces
[11:02] ola: {0}
[11:03] ola: {1}
[11:03] ola: {2}
[11:03] ola: no spaces, just join them""",
    r(5, ALNUM),
    r(5, ALNUM),
    r(5, ALNUM),
)
add_split(
    "handover/password-two-messages-chinese",
    """李娜: 测试环境的管理员密码我分两条发
李娜: 前半段：{0}
李娜: 后半段：{1}
陈晨: 收到，拼起来就行是吧
李娜: 对""",
    r(7, ALNUM),
    r(7, ALNUM),
)
add(
    "handover/password-spelled-dashes",
    """Reading it out over the phone was a mess, so here it is letter by letter, case matters:
{0}
(drop the dashes when you type it)""",
    "-".join(pw()),
)
add_split(
    "handover/password-typo-correction",
    """Yusuf 13:40
switch admin: {0}
Yusuf 13:41
sorry typo, it's {1}""",
    "Pr" + r(9, ALNUM),
    "Pr" + r(9, ALNUM),
)

# ============================================================ secrets: passphrases, seeds, private keys
add(
    "handover/diceware-passphrase-email",
    """Subject: Offsite backup key

The restic repository for offsite backups uses a six-word passphrase. Here it is, all
lowercase, single spaces:

    {0}

Please store it in the password manager under "Backups / restic offsite".""",
    hp_phrase(6),
)
add(
    "handover/seed-12-signal-note",
    """Note to Self
treasury hot wallet (the one for gas top-ups), 12 words:
{0}
derivation default, account 0""",
    seed(12),
)
add_split(
    "handover/seed-24-rows",
    """Cold wallet recovery — sealed envelope copy #2 (24 words, read left to right, row by row)

{0}
{1}
{2}
{3}

Checked against the device on 2026-10-02.""",
    seed(6),
    seed(6),
    seed(6),
    seed(6),
)
add(
    "handover/eth-private-key-chat",
    """Tariq  7:12 PM
deployer key for the testnet faucet contract, fund it from the team wallet if it runs dry:
0x{0}
Tariq  7:12 PM
it's the same key the hardhat script expects in DEPLOYER_KEY""",
    r(64, HEX),
)
add(
    "handover/solana-base58-key",
    """Handover: Solana devnet bot
- payer keypair (base58, import into Phantom if you need to look at it):
  {0}
- RPC: public devnet endpoint is fine
- the bot restarts from systemd, unit name solbot.service""",
    r(88, BASE58),
)
add(
    "handover/bitcoin-wif-key",
    """Para el monedero de pruebas en testnet, la clave privada en formato WIF es
{0}
Impórtala con importprivkey en el nodo de pruebas, no en producción.""",
    "c" + r(51, BASE58),
)
add(
    "handover/xprv-extended-key",
    """Moin Jan, hier der erweiterte private Schlüssel für das Testkonto (nur für die
Integrationstests der Wallet-Bibliothek):
{0}
Bitte nicht in Tickets kopieren.""",
    "tprv8" + r(106, BASE58),
)
add(
    "handover/wireguard-privkey-chat",
    """Bruno 18:22
your peer config for the office VPN, I generated the keys for you since your laptop was in repair:
[Interface]
PrivateKey = {0}
Address = 10.66.0.23/32
DNS = 10.66.0.1
Bruno 18:23
public key is already on the gateway""",
    b64(32),
)

# ============================================================ secrets: misc handovers
add(
    "handover/admin-panel-md-table",
    """| Service | URL | User | Password |
|---|---|---|---|
| Router | https://192.168.10.1 | admin | {0} |
| Printer | http://192.168.10.20 | (none) | (none) |
| Camera NVR | https://192.168.10.30 | viewer | see Hanna |""",
    hp_leet(),
)
add(
    "handover/k8s-dashboard-token-teams",
    """Samuel Osei 2:17 PM
Here's a token for the cluster dashboard (bound to the view-only SA), valid 24h:
{0}
Samuel Osei 2:18 PM
paste it into the "Token" field on the login page""",
    jwt({"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:kube-system:dash-view", "exp": 1795000000}),
)
add(
    "handover/jenkins-initial-admin",
    """I installed Jenkins on the new build VM. The setup wizard wants the unlock key:
$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword
{0}
Go ahead and finish the wizard, I'm out for lunch.""",
    r(32, HEX),
)
add(
    "handover/keychain-dump-data",
    """$ security dump-keychain -d ~/Library/Keychains/ci.keychain-db | sed -n 1,12p
keychain: "/Users/buildbot/Library/Keychains/ci.keychain-db"
class: "genp"
attributes:
    "acct"<blob>="buildbot"
    "svce"<blob>="AppStoreConnect-upload"
data:
"{0}"
""",
    r(20, ALNUM),
)
add(
    "handover/pr-description-test-account",
    """## What
Adds an end-to-end test for the invoice PDF download.

## How to test
Log in on the preview deployment with the seeded account `e2e-billing@example.test`
(password `{0}`), open any invoice and press "Download".

## Notes
The seeded account only exists on preview deployments.""",
    hp_dash(),
)

# ============================================================ look-alikes: talk about passwords without one
la("""[09:20] priya.n: who has the replica creds?
[09:21] tom.whitaker: they're in 1Password, vault "Data", item "reporting_ro"
[09:21] priya.n: I don't have access to that vault
[09:22] tom.whitaker: requested it for you, Lena approves those""")
la("""Hi Sam,

I won't put any passwords in email. Everything you need is in the shared vault "Ops
Handover"; I've granted you access and you should have an invitation in your inbox.

Gareth""")
la("""Jana Schulte: Das Passwort schicke ich dir nicht per WhatsApp, das liegt im Passwortmanager.
Felix Wagner: Okay, unter welchem Eintrag?
Jana Schulte: „NAS Backup“ im Tresor Technik.""")
la("""Ticket #88214 — Can't log in
Agent reply: Hi Mei, I've sent you a password reset link. It expires in 60 minutes. For
security reasons we never send passwords by email or chat.""")
la("""PR review: please don't hardcode the admin password here, read it from
`os.environ["SEED_ADMIN_PASSWORD"]` and document it in the README.""")
la("""Standup 2026-11-25
- Chloe: demo env credentials rotated, new ones are in the vault under "Demo / sales"
- Ravi: migration moved to Friday""")
la("""王磊: 密码我单独打电话告诉你，不在群里发。
陈晨: 好的，我十分钟后打给你。""")
la("""お疲れ様です。パスワードは別途、社内のパスワード管理ツールで共有します。
チャットには書かないようお願いします。""")
la("""Коллеги, пароль от реплики теперь хранится в Vault по пути secret/data/analytics/replica.
Доступ выдаёт дежурный.""")
la("""민수님, 비밀번호는 보안 정책상 메신저로 전달할 수 없어요. 1Password 초대 보내드렸습니다.""")
la("""Salut Camille, je t'envoie le mot de passe par un lien à usage unique, il expirera après
la première ouverture.""")
la("""Oi Rafa, mudei a senha do banco de homologação. Está no cofre, pasta "Homolog".""")
la("""Cześć, hasło do bazy testowej znajdziesz w KeePassie, grupa „Testy”.""")
la("""Merhaba Emre, şifreyi Slack'e yazmıyorum, Vault'tan çekebilirsin.""")
la("""Yusuf 13:40
what's the switch admin password?
Ola 13:41
the same one as last month, it's in the network vault
Yusuf 13:41
found it, thanks""")

# ============================================================ look-alikes: policies, placeholders, masks
la("""Password policy (IT-SEC-004, rev. 7)
- Minimum length: 14 characters
- Passphrases of four or more words are encouraged
- No reuse of the last 12 passwords
- Accounts lock after 10 failed attempts for 15 minutes
- Shared accounts must be stored in the company password manager""")
la("""Onboarding: set `DB_PASSWORD=<ask in #backend>` in your `.env`, never commit it.""")
la("""username: dan.editor
password: ********
last changed: 2026-09-14""")
la("""$ op item get "Postgres prod" --vault Infra --fields label=password
[use 'op item get {0} --reveal' to reveal]""", r(26, LOWER_NUM))
la("""url,username,password,totp,extra,name,grouping,fav
https://portal.example-isp.net,acct-77120,REDACTED,,Contract until 2028,ISP portal,Shared-IT,0""")
la("""WIFI:T:WPA;S:Boardroom-5G;P:<see reception>;H:false;;""")
la("""Unseal Key 1: <redacted>
Unseal Key 2: <redacted>
Unseal Key 3: <redacted>
Initial Root Token: <redacted>
Vault initialized with 3 key shares and a key threshold of 2.""")
la("""Example config (replace the placeholders):
  user: your_username
  password: your_password_here
  host: db.example.com""")
la("""| Service | URL | User | Password |
|---|---|---|---|
| Router | https://192.168.10.1 | admin | (in vault) |
| Printer | http://192.168.10.20 | (none) | (none) |""")
la("""Passwort: •••••••• (anzeigen)""")
la("""The form shows the password field as `type="password"` so it renders as dots; add
`autocomplete="new-password"` on the sign-up page.""")
la("""Richtlinie: Kennwörter müssen mindestens 12 Zeichen lang sein und dürfen den Benutzernamen
nicht enthalten. Der Wechsel ist nur noch bei Verdacht auf Kompromittierung nötig.""")
la("""密码规则：至少 12 位，包含大小写字母和数字，每 180 天更换一次。""")
la("""export PGPASSWORD="$(op read op://Infra/postgres-prod/password)"
psql -h db.internal -U app_prod app""")
la("""DEPLOYER_KEY=${DEPLOYER_KEY:?set DEPLOYER_KEY in your shell}""")

# ============================================================ look-alikes: public keys, fingerprints
la("""Please add my key to the bastion:
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0} hiroshi@laptop""", r(43, ALNUM))
la("""Release signing key fingerprint: {0}
Verify with: gpg --verify app-2.4.1.tar.gz.asc""", grouped(r(40, UPPER_HEX), 4, " "))
la("""The gateway's WireGuard public key (safe to share, put it in your [Peer] section):
PublicKey = {0}
Endpoint = vpn.example.org:51820""", b64(32))
la("""Host key fingerprint for bastion.example.net:
ED25519 SHA256:{0}
Compare this before answering "yes".""", b64(32).rstrip("="))
la("""age recipient for the team (public): age1{0}""", r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"))

# ============================================================ look-alikes: wallets, transactions
la("""Send the grant payment to our multisig: 0x{0}
Network: Ethereum mainnet. Please double-check the first and last four characters.""", r(40, HEX))
la("""Tariq 7:20 PM
topped up the faucet, tx 0x{0}
shows as confirmed after 12 blocks""", r(64, HEX))
la("""Donation address (BTC): bc1q{0}""", r(38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"))
la("""Solana devnet program id: {0}
Explorer: https://explorer.solana.com/address/{0}?cluster=devnet""", r(44, BASE58))
la("""Block 21,004,118 · Gas used 14,882,301 · Fee recipient 0x{0}""", r(40, HEX))
la("""Our ENS name is treasury.example.eth, it resolves to the Safe at 0x{0}.""", r(40, HEX))

# ============================================================ look-alikes: commits, tickets, ids
la("""commit {0}
Author: Kevin Mbeki <kevin@example.dev>
Date:   Fri Nov 20 17:58:03 2026 +0200

    move smtp credentials to the secret store

    the relay password is now read from SMTP_PASSWORD; nothing stored in the repo""", sha())
la("""Reverted in {0} (see OPS-4420). Cherry-picked onto release/2.4 as {1}.""", sha()[:12], sha()[:12])
la("""INC0048211 | Printer fleet console unreachable
Work notes — Priyanka Rao
Reset done via the self-service portal, user informed. Linked to PRB0004471 and CHG0031207.""")
la("""OPS-4417, OPS-4418 and SEC-318 are blocked on the vendor. Freshdesk #88213 is resolved.""")
la("""RITM0031902 — Service account for backup agent
Fulfillment notes: account svc-veeam-proxy created, credentials handed over through the
privileged access tool (request {0}).""", uuid4())
la("""Request ID: {0}
Trace: 00-{1}-{2}-01""", uuid4(), r(32, HEX), r(16, HEX))
la("""Key ID: {0}
(that's the BitLocker key identifier shown on the recovery screen; the key itself is in Intune)""", "-".join([r(8, UPPER_HEX), r(4, UPPER_HEX), r(4, UPPER_HEX), r(4, UPPER_HEX), r(12, UPPER_HEX)]))
la("""Build #4821 passed · artifact app-release-{0}.aab · sha256 {1}""", r(7, HEX), r(64, HEX))

# ============================================================ look-alikes: invites, meetings, orders
la("""Join our community server: https://discord.gg/{0}""", r(8, ALNUM))
la("""Join Zoom Meeting
https://us02web.zoom.us/j/84213907765

Meeting ID: 842 1390 7765
One tap mobile: +16465588656,,84213907765#""")
la("""Microsoft Teams meeting
Join on your computer, mobile app or room device
Click here to join the meeting
Meeting ID: {0}
Need help? | System reference""", " ".join([r(3, DIGITS), r(3, DIGITS), r(3, DIGITS), r(3, DIGITS)]))
la("""Google Meet joining info
Video call link: https://meet.google.com/{0}
Or dial: (US) +1 402-555-0147 PIN: none""", "-".join([r(3, LOWER), r(4, LOWER), r(3, LOWER)]))
la("""Your order #{0} has shipped!
Carrier: UPS  Tracking: 1Z{1}
Estimated delivery: Thursday""", r(9, DIGITS), r(16, UPPER_NUM))
la("""Sendungsnummer: {0}
Voraussichtliche Zustellung: Mittwoch, 10–14 Uhr""", r(20, DIGITS))
la("""您的订单 {0} 已发货，快递单号 SF{1}。""", r(18, DIGITS), r(12, DIGITS))
la("""You've been invited to join the workspace "northwind-eng".
Accept invitation: https://join.slack.com/t/northwind-eng/shared_invite/{0}""", "zt-" + r(10, LOWER_NUM))
la("""Invoice INV-2026-{0} · Customer CUS-{1} · Amount due EUR 1,240.00""", r(5, DIGITS), r(6, DIGITS))
la("""Webex meeting number: {0}
Join by video system: {0}@example.webex.com""", r(10, DIGITS))

# ============================================================ look-alikes: word lists that are not seeds
la("""Groceries for the offsite:
apples, bread, coffee, milk, oranges, cheese, crackers, grapes, juice, napkins, cups, ice""")
la("""Sprint names we voted on: Maple, Harbor, Falcon, Meadow, Canyon, Ember, Quartz, Willow""")
la("""Vocabulary for Thursday: abandon, ability, absorb, abstract, absurd, access, accident,
achieve, acquire, adapt, advance, afford — write one sentence with each.""")
la("""Codenames board for Friday's game night:
apple  bamboo  cabin  canal  carpet
badge  beach   camera anchor arrow
album  basket  candy  cargo  arena""")

# ============================================================ look-alikes: recovery-code instructions
la("""When you turn on two-factor authentication you'll be shown ten recovery codes.
Download them, print them, and keep them somewhere other than your phone. Each code
works once. If you lose them, an org owner can reset 2FA for you.""")
la("""Wiederherstellungscodes: Bitte nach dem Einrichten der Zwei-Faktor-Authentifizierung
herunterladen und im Passwortmanager speichern. Codes niemals per Mail verschicken.""")
la("""To move your authenticator to a new phone: open the old app, choose "Transfer accounts",
scan the QR code on the new phone. Don't screenshot the QR code.""")
la("""Vault unseal ceremony: three of the five keyholders must be present. Each enters their
share on their own terminal; nobody reads a share aloud or pastes it into chat.""")
la("""If your wallet asks for the recovery phrase after an update, stop. No legitimate support
agent will ever ask you for those words.""")
la("""BitLocker: if a laptop asks for the recovery key, look it up in Intune under Devices →
the device → Recovery keys. Never send the key over chat; read it to the user by phone.""")

# ============================================================ look-alikes: ordinary words
la("""Key takeaway from the workshop: invest in onboarding docs before hiring more people.""")
la("""As a token of our appreciation, everyone gets an extra day off on the 24th.""")
la("""The secret to good sourdough is patience and a warm kitchen.""")
la("""Please use the code review checklist before approving, especially the migrations part.""")
la("""Dieser Schlüssel passt zum Fahrradkeller, nicht zum Serverraum.""")
la("""The tokenizer splits "don't" into two tokens; the second token is "n't".""")
la("""He kept the password to the family photo album a secret for years — as a joke, it was
the name of the dog. We finally guessed it at Christmas.""")
la("""The key to the meeting room is at reception; sign it out in the book.""")
la("""In the lecture, the instructor explained how public-key cryptography lets anyone encrypt
a message that only the private key holder can read.""")
la("""La clave del éxito fue hablar con los usuarios cada semana.""")
la("""Senha do Wi-Fi? Pergunta na recepção, eles mudam toda semana.""")

# ============================================================ look-alikes: names and words that look like passwords
la("""Thanks to Jean-Baptiste O'Connor-McKay and Zoë Van der Berg for the review.""")
la("""Tested on iPhone15Pro, Pixel8a and GalaxyS24Ultra; all fine.""")
la("""Release notes v3.12.0-rc.2: fixed Win11 installer, macOS14 notarization, Ubuntu24.04 deps.""")
la("""SKU: TSHIRT-BLK-XL-2026 · Qty 3 · Warehouse AMS-02""")
la("""Our team name for the hackathon is Team404NotFound, the project is called Sparrow2Go.""")
la("""The flight is LH2024 from MUC, seat 14C, booking reference under Kowalski.""")
la("""Serial number: {0} — model DS920+ — warranty until 2028-03.""", r(12, UPPER_NUM))
la("""Username is firstname.lastname, e.g. ana.costa or jean-luc.picard; no numbers.""")
la("""Chapter 7: The Quiet Harbor. Chapter 8: Copper Falcon Rising. Chapter 9: Ember & Quartz.""")
la("""Adres: Atatürk Cad. No: 14/3, Kadıköy — kapı kodu için resepsiyonu arayın.""")

# ============================================================ look-alikes: more handover context without secrets
la("""HANDOVER — Ops week 49 → week 50
* Grafana: SSO only now, local admin disabled (CHG0031388).
* Disk-usage rule tuned, silence removed.
* Certificate renewals: nothing due this week.""")
la("""Runbook: Restore the nightly backup
1. ssh backup@restore-01
2. export BORG_PASSCOMMAND="pass show infra/borg"
3. borg list /srv/borg/repo
4. borg extract ::nightly-2026-11-30""")
la("""## Unlocking the archive disk
The passphrase is on the sealed card in safe B; two people must be present to open it.
    cryptsetup open /dev/sdb1 archive
    mount /dev/mapper/archive /srv/archive""")
la("""$ security find-generic-password -a "$USER" -s "deploy-signing"
keychain: "/Users/ana/Library/Keychains/login.keychain-db"
class: "genp"
attributes:
    "acct"<blob>="ana"
    "svce"<blob>="deploy-signing"
""")
la("""Bitwarden Send — file
Name: quarterly-report.pdf
Deletion date: in 7 days
Link: https://send.bitwarden.com/#{0}/{1}
(the link is public; the PDF itself is the public investor report)""", b64url(16), b64url(16))
la("""otpauth URI format for reference: otpauth://totp/Issuer:account?secret=BASE32SECRET&issuer=Issuer
Replace BASE32SECRET with the seed shown by the service.""")
la("""Note to Self
wallet: hardware one, the seed is on the steel plate in the safe deposit box, not written anywhere digital
account 0 used for payroll, account 1 for gas""")
la("""[11:02] ola: kiosk admin pw changed, it's in the vault now
[11:03] ola: also the kiosk reboots at 03:00 every night
[11:03] ola: ping me if the screen goes black""")
la("""Jenkins setup: read the unlock key from /var/lib/jenkins/secrets/initialAdminPassword on the
VM itself and don't paste it anywhere; it is single-use anyway.""")
la("""Subject: Passwort zum Archiv folgt

Hallo Frau Weber, das Passwort zum ZIP-Archiv erhalten Sie telefonisch von mir morgen um 10 Uhr.

Mit freundlichen Grüßen
Thomas Richter""")


# ============================================================ checks
for _kind, _text, _secret in SECRETS:
    _pieces = _secret if isinstance(_secret, tuple) else (_secret,)
    for _p in _pieces:
        assert _p and _p in _text, (_kind, _p)
    assert _kind.startswith("handover/"), _kind
    assert "{0}" not in _text and "{1}" not in _text, _kind
assert len(SECRETS) == 100 and len(LOOK_ALIKES) == 100, (len(SECRETS), len(LOOK_ALIKES))
assert len({k for k, _, _ in SECRETS}) == len(SECRETS)
