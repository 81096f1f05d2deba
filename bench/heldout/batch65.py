r"""Held-out batch 65: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) the
first 130 lines of bench/heldout/batch19.py (its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la); (3) a grep of the Theme paragraphs of
the earlier batches (the line starting with Theme and the twelve lines after it), so that
this batch repeats none of their texts; (4) a grep of the kind names already used as the
first argument of add() and add_split(). No rule, code, doc, test, bench or result of the
filter was opened, and the filter was never run.

Theme: email and DNS operations as a coding agent's session holds them. All kinds live
under the "mail/" prefix. Mail servers: Postfix sasl_passwd maps and relayhost credentials
(SES, SendGrid, Mailgun, Brevo), postmap queries, sender-dependent relay maps, LDAP
lookup tables, docker-postfix relay env, SASL AUTH PLAIN in logs; Dovecot passwd-file and master-users files
with {PLAIN} passwords, SQL connect strings, doveadm HTTP API keys and
replication passwords, master-user logins over openssl s_client; DKIM private keys (RSA
and Ed25519 PEM read from opendkim key directories, Ansible vault, dkimpy code, an agent
tool result), opendkim MySQL KeyTable DSNs, rspamd controller passwords. Sending: SMTP relay credentials for Amazon SES, Mailgun,
Postmark, SendGrid, Brevo and Mailjet in Django, Laravel, Rails, Node, Go and Python code
and .env files, swaks and curl smtps runs, AUTH LOGIN transcripts with base64 lines.
Reading: mbsync/isync, offlineimap, fetchmail, neomutt, imapsync and imaplib logins, Gmail
app passwords. Suites: Mailcow (mailcow.conf, X-API-Key), Mail-in-a-Box admin API,
Mailu (SECRET_KEY, flask mailu admin), Stalwart fallback admin,
Roundcube des_key, ManageSieve logins. Microsoft 365 and Exchange: app passwords for SMTP AUTH,
Entra client secrets for Graph Mail.Send with MSAL, bearer tokens in sendMail calls,
refresh tokens in token caches, PowerShell credentials, EWS logins. DMARC report
processing: parsedmarc.ini (IMAP, Elasticsearch, msgraph), dmarcts-report-parser.conf.
ACME DNS-01: certbot plugin ini files (Cloudflare, rfc2136, DigitalOcean, OVH), lego
env vars (Gandi, Porkbun, Route 53, netcup), acme.sh account.conf and exports,
Traefik and Caddy provider tokens, cert-manager and external-dns Secrets and flags. DNS
servers: BIND TSIG key blocks, rndc.key, nsupdate -y, knotc, pdnsutil TSIG output,
PowerDNS API keys in env and curl, DNSSEC .private key files, Cloudflare global keys.
Registrars: Namecheap API URLs, GoDaddy sso-key headers, Gandi bearer PATs, Porkbun JSON
bodies. Forms: configs (INI, YAML, TOML, JSON, PHP, .env, Postfix maps, BIND syntax),
shell sessions and their output, logs, code in Python, Go, TypeScript, PHP, Ruby, C#,
Java and PowerShell, Kubernetes manifests, agent tool-call JSON, runbooks, tickets and
chat in English, German, Japanese and Hungarian, with splits across lines or messages.
Look-alikes hold the same files and commands with env and secret-manager references,
placeholders, masks and documented test tokens, and public mail and DNS data: DKIM TXT
public keys, DKIM-Signature and ARC headers, DNSKEY and DS records, key tags, ACME
challenge TXT values and account thumbprints, queue ids, Message-IDs, zone and account
ids, certificate fingerprints and serials, and prose about rotating keys.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(65_2026_12_07)
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
EN_WORDS = ["winter", "harbor", "falcon", "copper", "maple", "rocket", "velvet", "granite",
            "sunset", "pepper", "orchid", "thunder", "lantern", "meadow", "otter", "cobalt"]
DE_WORDS = ["Sommer", "Postfach", "Schnee", "Kaffee", "Brief", "Wolke", "Igel", "Tanne",
            "Hafen", "Zucker", "Fuchs", "Kirsche", "Leuchtturm", "Briefkasten"]
HU_WORDS = ["alma", "tenger", "macska", "csillag", "kert", "nyar", "felho", "kenyer",
            "pecset", "level", "posta", "hajnal", "dio", "tavasz"]
JA_WORDS = ["sakura", "yuki", "tsuki", "kaze", "hoshi", "umi", "neko", "sora"]
SYMS = "!#%&*?+="
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def leet(word: str) -> str:
    return "".join(LEET.get(c, c) if _rng.random() < 0.6 else c for c in word)


def de_pw() -> str:
    return (_rng.choice(DE_WORDS) + _rng.choice(DE_WORDS) + r(2, DIGITS) + _rng.choice(SYMS))


def en_pw() -> str:
    return (_rng.choice(EN_WORDS).capitalize() + _rng.choice(SYMS) + _rng.choice(EN_WORDS)
            + r(_rng.choice([2, 3, 4]), DIGITS))


def hu_pw() -> str:
    return (_rng.choice(HU_WORDS).capitalize() + _rng.choice(["-", ".", "_"]) + _rng.choice(HU_WORDS)
            + r(2, DIGITS) + _rng.choice(SYMS))


def ja_pw() -> str:
    return _rng.choice(JA_WORDS) + r(4, DIGITS) + _rng.choice(JA_WORDS).capitalize() + _rng.choice(SYMS)


def leet_pw() -> str:
    return leet(_rng.choice(EN_WORDS + [w.lower() for w in DE_WORDS])) + _rng.choice(
        ["2024", "2025", "1987", "77", "!!", "#1"]) + leet(_rng.choice(EN_WORDS)).capitalize()


def phrase(sep: str = "-", n: int = 4) -> str:
    return sep.join(_rng.choice(EN_WORDS + HU_WORDS) for _ in range(n)) + sep + r(2, DIGITS)


def akia() -> str:
    return "AKIA" + r(16, UPPER_NUM)


def aws_secret() -> str:
    return r(40, ALNUM + "+/")


def ses_smtp() -> str:
    return base64.b64encode(bytes([4]) + _rng.randbytes(32)).decode()


def mg_key_old() -> str:
    return "key-" + r(32, HEX)


def mg_key() -> str:
    return r(32, HEX) + "-" + r(8, HEX) + "-" + r(8, HEX)


def sg_key() -> str:
    return "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE)


def brevo_api() -> str:
    return "xkeysib-" + r(64, HEX) + "-" + r(16, ALNUM)


def brevo_smtp() -> str:
    return "xsmtpsib-" + r(64, HEX) + "-" + r(16, ALNUM)


def cf_token() -> str:
    return r(40, URLSAFE)


def do_token() -> str:
    return "dop_v1_" + r(64, HEX)


def azure_secret() -> str:
    return r(3, ALNUM) + r(1, DIGITS) + "Q~" + r(34, ALNUM + "_-.~")


def gapp() -> str:
    return " ".join(r(4, LOWER) for _ in range(4))


def mailcow_key() -> str:
    return "-".join(r(6, UPPER_HEX) for _ in range(5))


def pk1() -> str:
    return "pk1_" + r(64, HEX)


def sk1() -> str:
    return "sk1_" + r(64, HEX)


def godaddy_key() -> str:
    return r(12, ALNUM) + "_" + r(22, ALNUM)


def pem_body(prefix_hex: str, n_bytes: int) -> str:
    raw = bytes.fromhex(prefix_hex) + _rng.randbytes(n_bytes)
    s = base64.b64encode(raw).decode()
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def rsa1024_body() -> str:
    return pem_body("3082025d02010002818100", 596)


def rsa2048_body() -> str:
    return pem_body("308204a50201000282010100", 1180)


def ed25519_body() -> str:
    return pem_body("302e020100300506032b657004220420", 32)


def dkim_pub_2048() -> str:
    return base64.b64encode(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
                            + _rng.randbytes(256) + bytes.fromhex("0203010001")).decode()


def dkim_pub_1024() -> str:
    return base64.b64encode(bytes.fromhex("30819f300d06092a864886f70d010101050003818d0030818902818100")
                            + _rng.randbytes(128) + bytes.fromhex("0203010001")).decode()


def rs_jwt(claims: dict) -> str:
    return (_b64url_json({"typ": "JWT", "nonce": b64url(32), "alg": "RS256", "x5t": r(27, URLSAFE),
                          "kid": r(27, URLSAFE)})
            + "." + _b64url_json(claims) + "." + b64url(256))


def qid() -> str:
    return r(_rng.choice([10, 11, 12]), UPPER_HEX)


def long_qid() -> str:
    return r(11, "BCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz0123456789")


def ip() -> str:
    return f"{_rng.choice([185, 198, 203, 91, 82, 46])}.{_rng.randrange(256)}.{_rng.randrange(256)}.{_rng.randrange(1, 255)}"


def fp_colon() -> str:
    return ":".join(r(2, UPPER_HEX) for _ in range(32))


# ============================================================ secrets: Postfix
add("mail/postfix-sasl-passwd-ses",
    """$ sudo cat /etc/postfix/sasl_passwd
# SES eu-central-1, IAM user ses-smtp-user.20240611-101522
[email-smtp.eu-central-1.amazonaws.com]:587 {1}:{0}
$ sudo postmap /etc/postfix/sasl_passwd && sudo systemctl reload postfix
""", ses_smtp(), akia())

add("mail/postfix-sasl-passwd-sendgrid",
    """# /etc/postfix/sasl_passwd   (chmod 600, owned by root)
[smtp.sendgrid.net]:587    apikey:{0}
""", sg_key())

add("mail/postfix-relay-ansible-vars",
    """# group_vars/mailrelay/vault.yml  (ansible-vault view output)
postfix_relayhost: "[smtp-relay.corp.example.net]:587"
postfix_sasl_user: "relay-web01@corp.example.net"
postfix_sasl_password: "{0}"
postfix_mynetworks:
  - 10.20.0.0/16
  - 127.0.0.0/8
""", en_pw())

add("mail/postfix-postmap-query-mailgun",
    """root@mx2:~# postmap -q "[smtp.eu.mailgun.org]:587" hash:/etc/postfix/sasl_passwd
postmaster@mg.kuechenwerk.de:{0}
root@mx2:~# postconf relayhost
relayhost = [smtp.eu.mailgun.org]:587
""", pw() + r(10, ALNUM))

add("mail/postfix-sender-dependent-brevo",
    """==> /etc/postfix/sender_relay <==
@newsletter.fahrradladen.de   [smtp-relay.brevo.com]:587
@shop.fahrradladen.de         [email-smtp.eu-west-1.amazonaws.com]:587

==> /etc/postfix/sasl_passwd <==
@newsletter.fahrradladen.de   8f2a11001@smtp-brevo.com:{0}
@shop.fahrradladen.de         {1}:********
""", brevo_smtp(), akia())

add("mail/postfix-docker-relay-env",
    """services:
  postfix:
    image: boky/postfix:v4.3.0
    restart: unless-stopped
    environment:
      ALLOWED_SENDER_DOMAINS: "pixelhafen.io"
      RELAYHOST: "[smtp.postmarkapp.com]:587"
      RELAYHOST_USERNAME: "{1}"
      RELAYHOST_PASSWORD: "{0}"
      POSTFIX_message_size_limit: "26214400"
    ports:
      - "127.0.0.1:1587:587"
""", uuid4(), uuid4())


add("mail/postfix-ldap-bind-pw",
    """# /etc/postfix/ldap-aliases.cf
server_host = ldaps://ldap1.intra.example.org
search_base = ou=people,dc=example,dc=org
query_filter = (&(objectClass=inetOrgPerson)(mailAlternateAddress=%s))
result_attribute = mail
bind = yes
bind_dn = cn=postfix,ou=services,dc=example,dc=org
bind_pw = {0}
version = 3
""", r(24, ALNUM))

# ============================================================ secrets: Dovecot
add("mail/dovecot-master-users-plain",
    """$ sudo cat /etc/dovecot/master-users
archiver:{PLAIN}{0}::::::
# support account, see ticket OPS-2281
""", leet_pw())

add("mail/dovecot-sql-connect",
    """# /etc/dovecot/dovecot-sql.conf.ext
driver = pgsql
connect = host=10.0.4.12 dbname=vmail user=dovecot password={0} sslmode=require
default_pass_scheme = SHA512-CRYPT
password_query = SELECT username AS user, password FROM mailbox WHERE username = '%u' AND active = true
""", pw())

add("mail/dovecot-passwd-file-plain",
    """==> /etc/dovecot/users <==
info@hegyvidek-panzio.hu:{PLAIN}{0}:5000:5000::/var/vmail/hegyvidek-panzio.hu/info::
foglalas@hegyvidek-panzio.hu:{SHA512-CRYPT}*:5000:5000::/var/vmail/hegyvidek-panzio.hu/foglalas::
""", hu_pw())

add("mail/dovecot-doveadm-api-key",
    """# conf.d/90-doveadm.conf
doveadm_api_key = {0}
service doveadm {
  inet_listener http {
    port = 8080
  }
}
""", r(32, ALNUM))

_dk = r(28, ALNUM)
add("mail/dovecot-doveadm-http-header",
    """$ curl -s -H "Authorization: X-Dovecot-API {0}" \\
    -H 'Content-Type: application/json' \\
    -d '[["mailboxStatus",{"allFields":0,"user":"kiki@example.net","mailboxMask":["INBOX"],"field":["messages","unseen"]},"c01"]]' \\
    http://127.0.0.1:8080/doveadm/v1
[["mailboxStatus",[{"mailbox":"INBOX","messages":"4127","unseen":"18"}],"c01"]]
""", base64.b64encode(_dk.encode()).decode())

add("mail/dovecot-master-login-s-client",
    """$ openssl s_client -connect imap.example.net:993 -quiet
depth=2 C = US, O = Internet Security Research Group, CN = ISRG Root X1
* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ AUTH=PLAIN] Dovecot ready.
a LOGIN "m.keller@example.net*archiver" "{0}"
a OK [CAPABILITY IMAP4rev1 ...] Logged in
b SELECT INBOX
* 2291 EXISTS
""", en_pw())


add("mail/dovecot-replication-password",
    """# /etc/dovecot/conf.d/30-dsync.conf on mx-a and mx-b (must be identical)
doveadm_port = 12345
doveadm_password = {0}
plugin {
  mail_replica = tcp:mx-b.internal.example.com:12345
}
""", b64(24))

# ============================================================ secrets: DKIM and rspamd
add("mail/dkim-private-key-opendkim",
    """$ sudo cat /etc/opendkim/keys/acme-ferries.com/s2024.private
-----BEGIN RSA PRIVATE KEY-----
{0}
-----END RSA PRIVATE KEY-----
$ ls -l /etc/opendkim/keys/acme-ferries.com/
-rw------- 1 opendkim opendkim  887 Jun  3 09:12 s2024.private
-rw------- 1 opendkim opendkim  340 Jun  3 09:12 s2024.txt
""", rsa1024_body())

add("mail/dkim-key-ansible-vault",
    """$ ansible-vault view host_vars/mx1.yml
---
rspamd_dkim_selector: "mx202501"
rspamd_dkim_domain: "tiszaparti.hu"
rspamd_dkim_private_key: |
  -----BEGIN PRIVATE KEY-----
  {0}
  -----END PRIVATE KEY-----
""", ed25519_body())

add("mail/rspamd-controller-password-plain",
    """# /etc/rspamd/local.d/worker-controller.inc
# TODO switch to rspamadm pw hash
password = "{0}";
enable_password = "{0}";
bind_socket = "127.0.0.1:11334";
""", de_pw())


_dkim_py = rsa1024_body()
add("mail/dkim-key-dkimpy-inline",
    """import dkim

PRIVKEY = b\"\"\"-----BEGIN RSA PRIVATE KEY-----
{0}
-----END RSA PRIVATE KEY-----\"\"\"

def sign(msg: bytes) -> bytes:
    sig = dkim.sign(msg, b"news", b"lapozo.hu", PRIVKEY, include_headers=[b"from", b"to", b"subject", b"date"])
    return sig + msg
""", _dkim_py)

# ============================================================ secrets: relay vendors in app code
add("mail/ses-smtp-django-settings",
    """# settings/production.py
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "email-smtp.us-east-1.amazonaws.com"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "{1}"
EMAIL_HOST_PASSWORD = "{0}"
DEFAULT_FROM_EMAIL = "Lumen Invoices <billing@lumen-invoices.com>"
""", ses_smtp(), akia())

add("mail/ses-smtp-swaks-run",
    """$ swaks --to ops@brightline.dev --from noreply@brightline.dev \\
    --server email-smtp.ap-northeast-1.amazonaws.com:587 --tls \\
    --auth LOGIN --auth-user {1} --auth-password '{0}' \\
    --header 'Subject: ses relay test'
=== Trying email-smtp.ap-northeast-1.amazonaws.com:587...
=== Connected to email-smtp.ap-northeast-1.amazonaws.com.
<-  220 email-smtp.amazonaws.com ESMTP SimpleEmailService-d-7K3PQ9XJ2 
 -> EHLO devbox
<-  250-email-smtp.amazonaws.com
 ~> AUTH LOGIN
<~  334 VXNlcm5hbWU6
""", ses_smtp(), akia())

add("mail/mailgun-api-key-curl",
    """$ curl -s --user 'api:{0}' \\
    https://api.eu.mailgun.net/v3/mg.pollenmap.eu/messages \\
    -F from='Pollenmap <alerts@mg.pollenmap.eu>' \\
    -F to=qa@pollenmap.eu -F subject='Hello' -F text='Testing some Mailgun awesomeness!'
{"id":"<20250114093312.b1a2c3d4e5f60718@mg.pollenmap.eu>","message":"Queued. Thank you."}
""", mg_key())

add("mail/mailgun-smtp-password-dotenv",
    """MAIL_MAILER=smtp
MAIL_HOST=smtp.mailgun.org
MAIL_PORT=587
MAIL_USERNAME=postmaster@sandbox3f1c0e5d.mailgun.org
MAILGUN_SMTP_PASSWORD={0}
MAIL_FROM_ADDRESS=hello@tortadoboz.hu
""", r(32, HEX) + "-" + r(8, HEX) + "-" + r(8, HEX))

add("mail/postmark-server-token-curl",
    """curl "https://api.postmarkapp.com/email" \\
  -X POST \\
  -H "Accept: application/json" \\
  -H "Content-Type: application/json" \\
  -H "X-Postmark-Server-Token: {0}" \\
  -d '{"From": "support@lagoon.app", "To": "qa@lagoon.app", "Subject": "Postmark test", "TextBody": "Hello", "MessageStream": "outbound"}'
""", uuid4())

add("mail/postmark-account-token-ts",
    """import { AccountClient, ServerClient } from "postmark";

// TODO: move to env before merge!!
const account = new AccountClient("{0}");
const server = new ServerClient(process.env.POSTMARK_SERVER_TOKEN!);

export async function listServers() {
  return account.getServers({ count: 50, offset: 0 });
}
""", uuid4())

add("mail/sendgrid-key-nodemailer",
    """const transporter = nodemailer.createTransport({
  host: "smtp.sendgrid.net",
  port: 465,
  secure: true,
  auth: {
    user: "apikey",
    pass: "{0}",
  },
});
""", sg_key())

add("mail/sendgrid-key-go-client",
    """package notify

import "github.com/sendgrid/sendgrid-go"

const sgKey = "{0}"

func client() *sendgrid.Client {
	return sendgrid.NewSendClient(sgKey)
}
""", sg_key())

add("mail/brevo-smtp-key-laravel-env",
    """APP_ENV=production
MAIL_MAILER=smtp
MAIL_HOST=smtp-relay.brevo.com
MAIL_PORT=587
MAIL_USERNAME=7c1e29001@smtp-brevo.com
MAIL_PASSWORD={0}
MAIL_ENCRYPTION=tls
""", brevo_smtp())

add("mail/brevo-api-key-php-config",
    """<?php
$config = Brevo\\Client\\Configuration::getDefaultConfiguration()
    ->setApiKey('api-key', '{0}');
$api = new Brevo\\Client\\Api\\TransactionalEmailsApi(new GuzzleHttp\\Client(), $config);
""", brevo_api())

_mj_pub = r(32, HEX)
add("mail/mailjet-secret-python",
    """from mailjet_rest import Client

api_key = "{1}"
api_secret = "{0}"
mailjet = Client(auth=(api_key, api_secret), version="v3.1")
result = mailjet.send.create(data=payload)
print(result.status_code)
""", r(32, HEX), _mj_pub)

add("mail/mailjet-smtp-rails",
    """# config/environments/production.rb
  config.action_mailer.delivery_method = :smtp
  config.action_mailer.smtp_settings = {
    address:        "in-v3.mailjet.com",
    port:           587,
    user_name:      "{1}",
    password:       "{0}",
    authentication: :plain,
    enable_starttls_auto: true
  }
""", r(32, HEX), r(32, HEX))

_auth_pw = en_pw()
add("mail/smtp-auth-login-s-client",
    """$ openssl s_client -starttls smtp -connect smtp.office365.com:587 -crlf -quiet
250 SMTPUTF8
EHLO test
250-AUTH LOGIN XOAUTH2
AUTH LOGIN
334 VXNlcm5hbWU6
c2Nhbm5lckBrYW56bGVpLXdlYmVyLmRl
334 UGFzc3dvcmQ6
{0}
235 2.7.0 Authentication successful
""", base64.b64encode(_auth_pw.encode()).decode())

add("mail/curl-smtps-upload",
    """$ curl --ssl-reqd --url 'smtps://smtp.eu.mailgun.org:465' \\
    --user 'postmaster@mg.zoldkert.hu:{0}' \\
    --mail-from 'postmaster@mg.zoldkert.hu' --mail-rcpt 'teszt@zoldkert.hu' \\
    --upload-file mail.txt
  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current
100   213    0     0  100   213      0    161  0:00:01  0:00:01 --:--:--   161
""", pw())

add("mail/brevo-smtp-german-chat",
    """[09:41] Jonas: hab den Brevo-Relay eingerichtet, Login ist 8a31c2001@smtp-brevo.com
[09:41] Jonas: SMTP-Schlüssel (nicht der API-Key!): {0}
[09:42] Mira: danke, trag ich in Vaultwarden ein und lösch die Nachricht gleich wieder
""", brevo_smtp())

# ============================================================ secrets: IMAP clients
add("mail/mbsync-pass-line",
    """IMAPAccount work
Host imap.fastmail.com
User lena@fastmail.com
Pass {0}
SSLType IMAPS
CertificateFile /etc/ssl/certs/ca-certificates.crt

IMAPStore work-remote
Account work
""", r(16, LOWER_NUM))

add("mail/offlineimap-remotepass",
    """[Repository uni-remote]
type = IMAP
remotehost = imap.uni-example.de
remoteuser = ab12cdef
remotepass = {0}
sslcacertfile = /etc/ssl/certs/ca-certificates.crt
folderfilter = lambda f: f not in ['Trash', 'Junk']
""", de_pw())

add("mail/fetchmail-japanese-comment",
    """# ~/.fetchmailrc  （旧サーバーから新サーバーへ移行中、終わったら消すこと）
poll mail.old-host.jp protocol IMAP
  user "tanaka@old-host.jp" there with password "{0}" is "tanaka" here
  ssl sslproto TLS1.2+
  keep
  mda "/usr/bin/procmail -d %T"
""", ja_pw())

add("mail/isync-gmail-app-password",
    """IMAPAccount gmail
Host imap.gmail.com
User daniel.varga.dev@gmail.com
# app password generated 2025-02-11, name "mbsync laptop"
Pass "{0}"
SSLType IMAPS
""", gapp())

add_split("mail/imapsync-two-passwords",
    """$ imapsync --host1 mail.oldhoster.de --user1 buero@steuer-kanzlei.de --password1 '{0}' \\
           --host2 imap.ionos.de --user2 buero@steuer-kanzlei.de --password2 '{1}' \\
           --automap --syncinternaldates
Transfer started at Mon Mar  3 10:02:17 2025
Host1: IMAP server [mail.oldhoster.de] port [993] user [buero@steuer-kanzlei.de]
""", de_pw(), de_pw())

add("mail/neomutt-imap-pass",
    """set imap_user = "kovacs.gabor@posta.example.hu"
set imap_pass = "{0}"
set folder = "imaps://imap.example.hu:993"
set spoolfile = "+INBOX"
set smtp_url = "smtp://kovacs.gabor@posta.example.hu@smtp.example.hu:587/"
""", hu_pw())

add("mail/imaplib-login-script",
    """import imaplib, email

M = imaplib.IMAP4_SSL("imap.strato.de")
M.login("rechnungen@baeckerei-huber.de", "{0}")
M.select("INBOX")
typ, data = M.search(None, '(UNSEEN FROM "noreply@lieferant.de")')
""", de_pw())

# ============================================================ secrets: suites
add_split("mail/mailcow-conf-db-passwords",
    """$ grep -E '^(MAILCOW_HOSTNAME|DBNAME|DBUSER|DBPASS|DBROOT|REDISPASS)=' mailcow.conf
MAILCOW_HOSTNAME=mail.vadaskert.hu
DBNAME=mailcow
DBUSER=mailcow
DBPASS={0}
DBROOT={1}
REDISPASS={2}
""", r(28, ALNUM), r(28, ALNUM), r(28, ALNUM))

add("mail/mailcow-api-key-header",
    """$ curl -s -X POST https://mail.vadaskert.hu/api/v1/add/mailbox \\
  -H "X-API-Key: {0}" -H "Content-Type: application/json" \\
  -d '{"local_part":"szamla","domain":"vadaskert.hu","name":"Szamlazas","quota":"2048","password":"","password2":"","active":"1"}'
[{"type":"success","log":["mailbox","add","mailbox",{"local_part":"szamla"}],"msg":["mailbox_added","szamla@vadaskert.hu"]}]
""", mailcow_key())

add("mail/miab-admin-api-curl",
    """$ curl -X POST --user 'admin@box.nordlicht.media:{0}' \\
    -d "email=kontakt@nordlicht.media" -d "password=$(pwgen -s 20 1)" \\
    https://box.nordlicht.media/admin/mail/users/add
mail user added
updated DNS: OpenDKIM configuration
""", de_pw())

add("mail/mailu-secret-key-env",
    """# mailu.env  (generated by setup.mailu.io)
ROOT=/mailu
SECRET_KEY={0}
SUBNET=192.168.203.0/24
DOMAIN=kiskert.hu
HOSTNAMES=mail.kiskert.hu
POSTMASTER=admin
TLS_FLAVOR=letsencrypt
""", r(16, UPPER_NUM))

add("mail/mailu-admin-create-cli",
    """$ docker compose -p mailu exec admin flask mailu admin root kiskert.hu '{0}'
created admin user
$ docker compose -p mailu logs --tail=3 admin
admin-1  | [INFO] Admin root@kiskert.hu created
""", hu_pw())


add("mail/stalwart-fallback-admin",
    """# /opt/stalwart/etc/config.toml
[server]
hostname = "mx.kumo-systems.jp"

[authentication.fallback-admin]
user = "admin"
secret = "{0}"

[storage]
data = "rocksdb"
""", ja_pw())

add("mail/roundcube-des-key",
    """<?php
$config['db_dsnw'] = 'mysql://roundcube:' . getenv('RC_DB_PASS') . '@db/roundcube';
$config['imap_host'] = 'ssl://imap.kiskert.hu:993';
$config['smtp_host'] = 'tls://smtp.kiskert.hu:587';
$config['support_url'] = '';
$config['des_key'] = '{0}';
$config['plugins'] = ['archive', 'zipdownload', 'managesieve'];
""", r(24, ALNUM))


# ============================================================ secrets: Microsoft 365 / Exchange
add("mail/m365-app-password-smtpclient",
    """var client = new SmtpClient("smtp.office365.com", 587)
{
    EnableSsl = true,
    // app password, MFA is on for scanner@ -- ask Tamás before changing
    Credentials = new NetworkCredential("scanner@kanzlei-weber.de", "{0}")
};
await client.SendMailAsync(message);
""", r(16, LOWER))

add("mail/graph-client-secret-msal",
    """import msal

app = msal.ConfidentialClientApplication(
    client_id="{1}",
    authority="https://login.microsoftonline.com/{2}",
    client_credential="{0}",
)
token = app.acquire_token_for_client(scopes=["https://graph.microsoft.com/.default"])
""", azure_secret(), uuid4(), uuid4())

_tid = uuid4()
add("mail/graph-sendmail-bearer",
    """POST https://graph.microsoft.com/v1.0/users/noreply@contoso-gmbh.de/sendMail
Authorization: Bearer {0}
Content-Type: application/json

{"message":{"subject":"Nightly report","body":{"contentType":"Text","content":"see attachment"},"toRecipients":[{"emailAddress":{"address":"it@contoso-gmbh.de"}}]},"saveToSentItems":false}

HTTP/1.1 202 Accepted
request-id: {1}
""", rs_jwt({"aud": "https://graph.microsoft.com", "iss": f"https://sts.windows.net/{_tid}/",
             "roles": ["Mail.Send"], "tid": _tid, "appid": uuid4(), "exp": 1736940000}), uuid4())

add("mail/exo-powershell-credential",
    """$User = "svc-mailflow@contoso-gmbh.de"
$Secure = ConvertTo-SecureString '{0}' -AsPlainText -Force
$Cred = New-Object System.Management.Automation.PSCredential($User, $Secure)
Send-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential $Cred `
  -From $User -To it@contoso-gmbh.de -Subject "Backup OK"
""", en_pw())

add("mail/graph-secret-appsettings",
    """{
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "{1}",
    "ClientId": "{2}",
    "ClientSecret": "{0}"
  },
  "Mail": { "Sender": "shared-inbox@hegyi-logisztika.hu", "Scopes": [ "Mail.ReadWrite", "Mail.Send" ] }
}
""", azure_secret(), uuid4(), uuid4())

add("mail/m365-refresh-token-cache",
    """$ jq '.RefreshToken' ~/.cache/o365-mailsync/token_cache.json
{
  "{1}-login.windows.net-refreshtoken-{2}--": {
    "credential_type": "RefreshToken",
    "secret": "{0}",
    "home_account_id": "{1}",
    "client_id": "{2}"
  }
}
""", "1.A" + r(6, ALNUM) + r(200, URLSAFE), uuid4() + "." + uuid4(), uuid4())

add("mail/exchange-ews-password-java",
    """ExchangeService service = new ExchangeService(ExchangeVersion.Exchange2010_SP2);
ExchangeCredentials credentials = new WebCredentials("svc_ews", "{0}", "CORP");
service.setCredentials(credentials);
service.setUrl(new URI("https://owa.corp.example.com/EWS/Exchange.asmx"));
""", leet_pw())

# ============================================================ secrets: DMARC processors
add("mail/parsedmarc-imap-password",
    """[general]
save_aggregate = True
save_forensic = True

[imap]
host = imap.migadu.com
user = dmarc@rua.example.org
password = {0}
watch = True
""", en_pw())

add("mail/parsedmarc-elastic-userinfo",
    """[elasticsearch]
hosts = https://elastic:{0}@es01.monitoring.internal:9200
ssl = True
cert_path = /etc/parsedmarc/ca.pem
index_suffix = prod
""", pw())

add("mail/dmarcts-report-parser-conf",
    """# dmarcts-report-parser.conf
$dbname = 'dmarc';
$dbuser = 'dmarc';
$dbpass = '{0}';
$dbhost = 'localhost';
$imapserver       = 'imap.example.org:993';
$imapuser         = 'dmarc-reports@example.org';
$imappass         = '********';
""", r(20, ALNUM))

add("mail/parsedmarc-msgraph-secret",
    """[msgraph]
auth_method = ClientSecret
client_id = {1}
client_secret = {0}
tenant_id = {2}
mailbox = dmarc@contoso-gmbh.de
""", azure_secret(), uuid4(), uuid4())

# ============================================================ secrets: ACME DNS-01
add("mail/certbot-cloudflare-ini",
    """$ sudo cat /root/.secrets/certbot/cloudflare.ini
# Cloudflare API token used by Certbot (Zone:DNS:Edit on example-shop.de only)
dns_cloudflare_api_token = {0}
$ sudo certbot certonly --dns-cloudflare --dns-cloudflare-credentials /root/.secrets/certbot/cloudflare.ini -d 'example-shop.de' -d '*.example-shop.de'
""", cf_token())

add("mail/certbot-rfc2136-ini",
    """# /etc/letsencrypt/rfc2136.ini
dns_rfc2136_server = 192.0.2.53
dns_rfc2136_port = 53
dns_rfc2136_name = certbot.
dns_rfc2136_secret = {0}
dns_rfc2136_algorithm = HMAC-SHA512
""", b64(64))

add("mail/certbot-digitalocean-ini",
    """~/.secrets/digitalocean.ini:
dns_digitalocean_token = {0}
""", do_token())

add_split("mail/certbot-ovh-ini",
    """# ovh.ini
dns_ovh_endpoint = ovh-eu
dns_ovh_application_key = {2}
dns_ovh_application_secret = {0}
dns_ovh_consumer_key = {1}
""", r(32, ALNUM), r(32, ALNUM), r(16, ALNUM))


add("mail/lego-env-gandi-pat",
    """$ GANDIV5_PERSONAL_ACCESS_TOKEN={0} \\
  lego --email ops@paprika-labs.eu --dns gandiv5 --domains 'paprika-labs.eu' --domains '*.paprika-labs.eu' run
2025/01/20 08:14:02 [INFO] [paprika-labs.eu, *.paprika-labs.eu] acme: Obtaining bundled SAN certificate
2025/01/20 08:14:03 [INFO] [*.paprika-labs.eu] acme: use dns-01 solver
""", r(40, HEX))

add_split("mail/lego-env-porkbun-pair",
    """# /etc/lego/porkbun.env (sourced by lego-renew.service)
PORKBUN_API_KEY={0}
PORKBUN_SECRET_API_KEY={1}
PORKBUN_PROPAGATION_TIMEOUT=600
""", pk1(), sk1())

add("mail/lego-route53-secret",
    """  lego:
    image: goacme/lego:v4.21.0
    command: --email admin@ferrybook.io --dns route53 --domains ferrybook.io --accept-tos run
    environment:
      AWS_REGION: eu-west-1
      AWS_ACCESS_KEY_ID: {1}
      AWS_SECRET_ACCESS_KEY: {0}
      AWS_HOSTED_ZONE_ID: Z0{2}
""", aws_secret(), akia(), r(19, UPPER_NUM))

add("mail/acme-sh-account-conf-cf",
    """$ cat ~/.acme.sh/account.conf
LOG_FILE='/root/.acme.sh/acme.sh.log'
ACCOUNT_EMAIL='hostmaster@zoldkert.hu'
SAVED_CF_Token='{0}'
SAVED_CF_Account_ID='{1}'
SAVED_CF_Zone_ID='{2}'
USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin'
""", cf_token(), r(32, HEX), r(32, HEX))


add("mail/acme-sh-hetzner-export",
    """root@web1:~# export HETZNER_Token="{0}"
root@web1:~# acme.sh --issue --dns dns_hetzner -d mail.bergblick.at -d autoconfig.bergblick.at --server letsencrypt
[Mon Feb 10 07:31:11 CET 2025] Using CA: https://acme-v02.api.letsencrypt.org/directory
[Mon Feb 10 07:31:12 CET 2025] Adding TXT value: 9oG3nX4yWj1u_SKtTo8lQm3Y0k2JdJYqXhBw2r6YcMs for domain: _acme-challenge.mail.bergblick.at
""", r(32, ALNUM))

add("mail/traefik-compose-cf-token",
    """  traefik:
    image: traefik:v3.2
    command:
      - --certificatesresolvers.le.acme.dnschallenge=true
      - --certificatesresolvers.le.acme.dnschallenge.provider=cloudflare
      - --certificatesresolvers.le.acme.email=admin@dachboden.cloud
      - --certificatesresolvers.le.acme.storage=/letsencrypt/acme.json
    environment:
      - CF_DNS_API_TOKEN={0}
""", cf_token())


add("mail/caddy-cloudflare-literal",
    """{
	email admin@kiosk-berlin.de
}

*.kiosk-berlin.de, kiosk-berlin.de {
	tls {
		dns cloudflare {0}
	}
	reverse_proxy app:3000
}
""", cf_token())

add("mail/caddy-docker-proxy-label",
    """    labels:
      caddy: webmail.fonal.hu
      caddy.reverse_proxy: "{{upstreams 80}}"
      caddy.tls.dns: "hetzner {0}"
""", r(32, ALNUM))


add("mail/external-dns-pdns-flag",
    """      containers:
      - name: external-dns
        image: registry.k8s.io/external-dns/external-dns:v0.15.0
        args:
        - --source=ingress
        - --provider=pdns
        - --pdns-server=http://pdns-api.dns.svc:8081
        - --pdns-api-key={0}
        - --txt-owner-id=k8s-prod
        - --domain-filter=apps.example.net
""", r(32, ALNUM))

add("mail/external-dns-rfc2136-tsig",
    """        args:
        - --provider=rfc2136
        - --rfc2136-host=10.53.0.2
        - --rfc2136-port=53
        - --rfc2136-zone=k8s.lab.example
        - --rfc2136-tsig-secret={0}
        - --rfc2136-tsig-secret-alg=hmac-sha256
        - --rfc2136-tsig-keyname=externaldns-key
        - --rfc2136-tsig-axfr
""", b64(32))

add("mail/cert-manager-cf-stringdata",
    """---
apiVersion: v1
kind: Secret
metadata:
  name: cloudflare-api-token-secret
  namespace: cert-manager
type: Opaque
stringData:
  api-token: {0}
---
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-dns
""", cf_token())

add("mail/lego-netcup-api-password",
    """NETCUP_CUSTOMER_NUMBER=123456
NETCUP_API_KEY={1}
NETCUP_API_PASSWORD={0}
NETCUP_PROPAGATION_TIMEOUT=900
""", r(40, ALNUM), r(32, ALNUM))


# ============================================================ secrets: DNS servers, TSIG, DNSSEC
add("mail/bind-tsig-key-block",
    """// /etc/bind/named.conf.local
key "ddns-key.office.example" {
    algorithm hmac-sha256;
    secret "{0}";
};

zone "office.example" {
    type primary;
    file "/var/lib/bind/db.office.example";
    update-policy { grant ddns-key.office.example zonesub ANY; };
};
""", b64(32))

add("mail/nsupdate-y-flag",
    """$ nsupdate -y hmac-sha512:acme-update.:{0} <<'EOF'
server ns1.example.net
zone example.net
update add _acme-challenge.mail.example.net. 60 IN TXT "DeB2F6mJm3ROzZ0OyLtL5W2-2Js8-BWw2Q4J0G8sY8k"
send
EOF
""", b64(64))

add("mail/rndc-key-file",
    """$ sudo cat /etc/bind/rndc.key
key "rndc-key" {
	algorithm hmac-sha256;
	secret "{0}";
};
""", b64(32))

add("mail/knotc-conf-set-key",
    """$ knotc conf-begin
OK
$ knotc conf-set 'key[xfr-sec.example.]' 
$ knotc conf-set 'key[xfr-sec.example.].algorithm' 'hmac-sha256'
$ knotc conf-set 'key[xfr-sec.example.].secret' '{0}'
$ knotc conf-commit
OK
""", b64(32))

add("mail/pdnsutil-generate-tsig-output",
    """$ docker exec pdns pdnsutil generate-tsig-key axfr-secondary hmac-sha256
Create new TSIG key axfr-secondary hmac-sha256 {0}
$ docker exec pdns pdnsutil activate-tsig-key example.com axfr-secondary primary
Enabled TSIG key axfr-secondary for example.com
""", b64(32))

add("mail/powerdns-api-key-compose",
    """  pdns:
    image: powerdns/pdns-auth-49:4.9.3
    environment:
      PDNS_AUTH_API_KEY: "{0}"
    ports:
      - "53:53/udp"
      - "127.0.0.1:8081:8081"
""", r(40, ALNUM))

add("mail/powerdns-api-curl",
    """$ curl -s -H 'X-API-Key: {0}' http://127.0.0.1:8081/api/v1/servers/localhost/zones | jq -r '.[].name'
example.com.
example.net.
lab.internal.
""", b64(24))


add("mail/dnssec-private-key-file",
    """$ cat Kkertesz.dev.+013+41207.private
Private-key-format: v1.3
Algorithm: 13 (ECDSAP256SHA256)
PrivateKey: {0}
Created: 20250105094412
Publish: 20250105094412
Activate: 20250105094412
""", b64(32))

# ============================================================ secrets: registrars
add("mail/namecheap-api-url",
    """DEBUG urllib3.connectionpool:https://api.namecheap.com:443 "GET /xml.response?ApiUser=szaboreka&ApiKey={0}&UserName=szaboreka&Command=namecheap.domains.dns.getHosts&ClientIp=203.0.113.44&SLD=kiskert&TLD=hu HTTP/1.1" 200 1873
""", r(32, HEX))

add_split("mail/godaddy-sso-key-header",
    """$ curl -s -X PATCH "https://api.godaddy.com/v1/domains/alpenrad.shop/records" \\
    -H "Authorization: sso-key {0}:{1}" \\
    -H "Content-Type: application/json" \\
    -d '[{"type":"TXT","name":"_dmarc","data":"v=DMARC1; p=quarantine; rua=mailto:dmarc@alpenrad.shop","ttl":3600}]'
""", godaddy_key(), r(22, ALNUM))

add("mail/gandi-pat-requests",
    """import requests

GANDI_PAT = "{0}"
r = requests.put(
    "https://api.gandi.net/v5/livedns/domains/paprika-labs.eu/records/default._domainkey/TXT",
    headers={"Authorization": f"Bearer {GANDI_PAT}"},
    json={"rrset_values": [dkim_txt], "rrset_ttl": 3600},
)
""", r(40, HEX))

add_split("mail/porkbun-json-body",
    """$ curl -s https://api.porkbun.com/api/json/v3/dns/create/hajnal.shop \\
    -d '{"secretapikey":"{0}","apikey":"{1}","name":"_acme-challenge","type":"TXT","content":"Qy1z9mM0x7b","ttl":"600"}'
{"status":"SUCCESS","id":"412998301"}
""", sk1(), pk1())

# ============================================================ secrets: prose, chat, tool calls
add("mail/hungarian-chat-cf-token",
    """[14:02] Bence: a certbot megint elhasalt a DNS-01 lépésnél, lejárt a Cloudflare token
[14:05] Bence: új token (csak Zone.DNS szerkesztés, vadaskert.hu): {0}
[14:05] Bence: beírtam a /root/.secrets/cloudflare.ini-be, a megújítás most lefutott
""", cf_token())

add("mail/japanese-chat-tsig-secret",
    """佐藤: セカンダリ (ns2) のゾーン転送が REFUSED になってます
鈴木: TSIG 鍵を入れ替えたからです。新しい secret はこれ → {0}
鈴木: アルゴリズムは hmac-sha256、鍵名は xfr-ns2.kumo-systems.jp. です。named.conf に入れたら rndc reconfig してください
""", b64(32))

add("mail/german-runbook-mailbox-admin",
    """## Runbook: Mail-in-a-Box (box.nordlicht.media)

1. Per SSH einloggen: `ssh admin@box.nordlicht.media`
2. Admin-Panel: https://box.nordlicht.media/admin
   - Benutzer: admin@box.nordlicht.media
   - Passwort: {0}
3. Nach Updates: `sudo mailinabox` ausführen und die Status-Checks prüfen.
""", de_pw())

add("mail/tool-call-mailgun-escaped",
    """{"type":"tool_use","id":"toolu_01","name":"bash","input":{"command":"curl -s --user \\"api:{0}\\" https://api.mailgun.net/v3/domains/mg.hajnal.shop/events?limit=5 | jq '.items[].event'"}}
""", mg_key_old())

add_split("mail/smtp-password-split-messages",
    """Anna (10:14): the relay login for the printer is scan-01@druckerei-lenz.de
Anna (10:14): pw part 1: {0}
Anna (10:15): part 2 (no space in between): {1}
Tom (10:20): works, thx. test page arrived at the shared mailbox
""", r(8, ALNUM), r(8, ALNUM) + "!")

add("mail/postfix-relay-ticket-prose",
    """Ticket OPS-3172 — Outbound mail stuck in deferred queue
Cause: the SES SMTP credentials were rotated yesterday but sasl_passwd on mx3 still had the old ones.
Fix: new SMTP password for IAM user ses-smtp-mx3 is {0} ; updated /etc/postfix/sasl_passwd, ran postmap, postqueue -f.
""", ses_smtp())

add("mail/hungarian-ticket-imap-password",
    """Hibajegy #5521 — a könyvelés nem kapja meg a számlákat
A fetchmail az iroda@tortadoboz.hu fiókot olvassa. Az új IMAP jelszó: {0}
Kérlek írd át a ~/.fetchmailrc fájlban is, aztán indítsd újra a szolgáltatást (systemctl restart fetchmail).
""", hu_pw())

add("mail/rspamd-dkim-key-tool-result",
    """{"role":"tool","tool_call_id":"call_7Jq2","content":"$ cat /var/lib/rspamd/dkim/lapozo.hu.mx2025.key\\n-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n"}
""", ed25519_body().replace("\n", "\\n"))

add("mail/sasl-auth-plain-base64-log",
    """Feb 11 03:12:44 relay1 postfix/smtp[88123]: > smtp.example-relay.net[198.51.100.25]:587: AUTH PLAIN {0}
Feb 11 03:12:44 relay1 postfix/smtp[88123]: < smtp.example-relay.net[198.51.100.25]:587: 235 2.7.0 Authentication successful
""", base64.b64encode(b"\x00relay@kanzlei-weber.de\x00" + en_pw().encode()).decode())


add("mail/ses-v2-go-static-creds",
    """cfg, err := config.LoadDefaultConfig(ctx,
	config.WithRegion("eu-north-1"),
	config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(
		"{1}",
		"{0}",
		"",
	)),
)
if err != nil {
	log.Fatalf("ses config: %v", err)
}
client := sesv2.NewFromConfig(cfg)
""", aws_secret(), akia())

add("mail/opendkim-socket-mysql-dsn",
    """# /etc/opendkim.conf
Syslog          yes
UMask           007
Socket          inet:8891@localhost
KeyTable        dsn:mysql://opendkim:{0}@127.0.0.1/opendkim/table=dkim_keys?keycol=id?datacol=domain_name,selector,private_key
SigningTable    refile:/etc/opendkim/SigningTable
""", pw())

add("mail/fetchmail-systemd-journal-error",
    """$ journalctl -u fetchmail --since today | tail -4
Mar 04 06:00:01 nas fetchmail[2211]: fetchmail: 6.4.37 querying imap.gmx.net (protocol IMAP) at Tue Mar  4 06:00:01 2025: poll started
Mar 04 06:00:02 nas fetchmail[2211]: fetchmail: IMAP< A0002 NO [AUTHENTICATIONFAILED] Authentication failed.
Mar 04 06:00:02 nas fetchmail[2211]: fetchmail: debug: sent LOGIN "familie.nagy@gmx.net" "{0}"
Mar 04 06:00:02 nas fetchmail[2211]: fetchmail: Authorization failure on familie.nagy@gmx.net@imap.gmx.net
""", hu_pw())

add("mail/cloudflare-global-key-curl",
    """curl -s -X GET "https://api.cloudflare.com/client/v4/zones?name=dachboden.cloud" \\
     -H "X-Auth-Email: admin@dachboden.cloud" \\
     -H "X-Auth-Key: {0}" \\
     -H "Content-Type: application/json"
""", r(37, HEX))

add("mail/dovecot-sieve-managesieve-python",
    """from sievelib.managesieve import Client

c = Client("mail.lichtblick-verlag.de", 4190)
c.connect("redaktion@lichtblick-verlag.de", "{0}", starttls=True, authmech="PLAIN")
c.putscript("vacation", open("vacation.sieve").read())
c.setactive("vacation")
""", de_pw())

# ============================================================ look-alikes
la("""$ sudo cat /etc/postfix/sasl_passwd
# SES eu-central-1 -- credentials are templated by Ansible, see roles/postfix/templates
[email-smtp.eu-central-1.amazonaws.com]:587 {{ ses_smtp_username }}:{{ ses_smtp_password }}
""")

la("""root@mx2:~# postmap -q "[smtp.eu.mailgun.org]:587" hash:/etc/postfix/sasl_passwd | sed 's/:.*/:<redacted>/'
postmaster@mg.kuechenwerk.de:<redacted>
""")

la("""$ mailq
-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------
{0}*    2841 Tue Feb 11 03:12:41  billing@lumen-invoices.com
                                         kunde@example.de
{1}     1923 Tue Feb 11 03:12:44  billing@lumen-invoices.com
(host email-smtp.us-east-1.amazonaws.com[{2}] said: 454 4.7.0 Temporary authentication failure)
                                         buchhaltung@example.at
-- 5 Kbytes in 2 Requests.
""", qid(), qid(), ip())

la("""Feb 11 03:12:44 relay1 postfix/smtp[88123]: {0}: to=<ops@brightline.dev>, relay=email-smtp.ap-northeast-1.amazonaws.com[{1}]:587, delay=1.2, delays=0.02/0.01/0.7/0.47, dsn=2.0.0, status=sent (250 Ok 0106019{2}-{3}-000000)
Feb 11 03:12:44 relay1 postfix/qmgr[1021]: {0}: removed
""", qid(), ip(), r(13, HEX), uuid4())

la("""services:
  postfix:
    image: boky/postfix:v4.3.0
    environment:
      ALLOWED_SENDER_DOMAINS: "pixelhafen.io"
      RELAYHOST: "[smtp.postmarkapp.com]:587"
      RELAYHOST_USERNAME_FILE: /run/secrets/postmark_token
      RELAYHOST_PASSWORD_FILE: /run/secrets/postmark_token
    secrets:
      - postmark_token
secrets:
  postmark_token:
    file: ./secrets/postmark_token.txt
""")

la("""# group_vars/mailrelay/main.yml
postfix_relayhost: "[smtp-relay.corp.example.net]:587"
postfix_sasl_user: "relay-web01@corp.example.net"
postfix_sasl_password: "{{ vault_postfix_sasl_password }}"
postfix_mynetworks: ["10.20.0.0/16", "127.0.0.0/8"]
""")

la("""==> /etc/postfix/sender_relay <==
@newsletter.fahrradladen.de   [smtp-relay.brevo.com]:587
@shop.fahrradladen.de         [email-smtp.eu-west-1.amazonaws.com]:587
$ postconf sender_dependent_relayhost_maps smtp_sender_dependent_authentication
sender_dependent_relayhost_maps = hash:/etc/postfix/sender_relay
smtp_sender_dependent_authentication = yes
""")

la("""# /etc/dovecot/dovecot-sql.conf.ext
driver = pgsql
connect = host=10.0.4.12 dbname=vmail user=dovecot password=%{env:DOVECOT_DB_PASSWORD} sslmode=require
default_pass_scheme = SHA512-CRYPT
""")

la("""$ doveadm who
username                      # proto (pids)                                 (ips)
m.keller@example.net          2 imap  ({0} {1})                         ({2})
archiver                      1 imap  ({3})                                  (127.0.0.1)
$ doveadm user -f home m.keller@example.net
/var/vmail/example.net/m.keller
""", str(_rng.randrange(10000, 99999)), str(_rng.randrange(10000, 99999)), ip(), str(_rng.randrange(10000, 99999)))

la("""# conf.d/90-doveadm.conf
doveadm_api_key = $ENV:DOVEADM_API_KEY
import_environment = $import_environment DOVEADM_API_KEY
service doveadm {
  inet_listener http { port = 8080 }
}
""")

la("""$ curl -s -H "Authorization: X-Dovecot-API $(printf %s "$DOVEADM_KEY" | base64)" \\
    -d '[["who",{},"w1"]]' http://127.0.0.1:8080/doveadm/v1
[["who",[{"username":"kiki@example.net","connections":"2","service":"imap","pids":"[3311 3320]","ips":"[10.0.0.7]"}],"w1"]]
""")

la("""* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE LITERAL+ AUTH=PLAIN] Dovecot ready.
a LOGIN "m.keller@example.net*archiver" "********"
a OK [CAPABILITY IMAP4rev1 ...] Logged in
b STATUS INBOX (MESSAGES UIDVALIDITY UIDNEXT)
* STATUS INBOX (MESSAGES 2291 UIDVALIDITY {0} UIDNEXT 40112)
""", str(_rng.randrange(1_500_000_000, 1_750_000_000)))

la("""$ dig +short TXT s2024._domainkey.acme-ferries.com
"v=DKIM1; h=sha256; k=rsa; " "p={0}"
""", dkim_pub_1024())

_pub = dkim_pub_2048()
la("""$ sudo cat /etc/opendkim/keys/example.org/mail.txt
mail._domainkey	IN	TXT	( "v=DKIM1; h=sha256; k=rsa; "
	  "p={0}"
	  "{1}" )  ; ----- DKIM key mail for example.org
""", _pub[:250], _pub[250:])

la("""DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=lapozo.hu; s=news;
	t=1736848391; bh={0};
	h=From:To:Subject:Date:Message-ID;
	b={1}
	 {2}
""", b64(32), b64(96), b64(60))

la("""ARC-Seal: i=1; a=rsa-sha256; t=1736848392; cv=none; d=google.com; s=arc-20240605;
        b={0}
ARC-Message-Signature: i=1; a=rsa-sha256; c=relaxed/relaxed; d=google.com; s=arc-20240605;
        h=to:subject:message-id:date:from:mime-version:dkim-signature;
        bh={1};
        b={2}
ARC-Authentication-Results: i=1; mx.google.com; dkim=pass header.i=@lapozo.hu header.s=news; spf=pass; dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE) header.from=lapozo.hu
""", b64(96), b64(32), b64(96))

la("""# local.d/dkim_signing.conf
enabled = true;
use_domain = "header";
allow_username_mismatch = true;
path = "/var/lib/rspamd/dkim/$domain.$selector.key";
selector = "mx2025";
""")

la("""# /etc/rspamd/local.d/worker-controller.inc
password = "{{ lookup('community.hashi_vault.vault_kv2_get', 'mail/rspamd').secret.password_hash }}";
bind_socket = "127.0.0.1:11334";
""")

la("""# /etc/opendkim/KeyTable
news._domainkey.lapozo.hu lapozo.hu:news:/etc/opendkim/keys/lapozo.hu/news.private
mx2025._domainkey.tiszaparti.hu tiszaparti.hu:mx2025:/etc/opendkim/keys/tiszaparti.hu/mx2025.private
# /etc/opendkim/SigningTable
*@lapozo.hu news._domainkey.lapozo.hu
*@tiszaparti.hu mx2025._domainkey.tiszaparti.hu
""")

la("""import dkim, os

with open(os.environ["DKIM_KEY_PATH"], "rb") as fh:
    PRIVKEY = fh.read()

def sign(msg: bytes) -> bytes:
    return dkim.sign(msg, b"news", b"lapozo.hu", PRIVKEY) + msg
""")

la("""# settings/production.py
EMAIL_HOST = "email-smtp.us-east-1.amazonaws.com"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = env("SES_SMTP_USER")
EMAIL_HOST_PASSWORD = env("SES_SMTP_PASSWORD")
DEFAULT_FROM_EMAIL = "Lumen Invoices <billing@lumen-invoices.com>"
""")

la("""$ swaks --to ops@brightline.dev --server email-smtp.ap-northeast-1.amazonaws.com:587 --tls \\
    --auth LOGIN --auth-user "$SES_USER" --auth-password "$SES_PASS" --header 'Subject: relay test'
 ~> AUTH LOGIN
<~  334 VXNlcm5hbWU6
 ~> {0}
<~  334 UGFzc3dvcmQ6
 ~> <redacted>
<~  235 Authentication successful.
""", base64.b64encode(akia().encode()).decode())

la("""$ curl -s --user "api:$MAILGUN_API_KEY" https://api.eu.mailgun.net/v3/mg.pollenmap.eu/messages \\
    -F from='Pollenmap <alerts@mg.pollenmap.eu>' -F to=qa@pollenmap.eu -F subject=Hello -F text=Test
{"id":"<{0}.{1}@mg.pollenmap.eu>","message":"Queued. Thank you."}
""", "2025011409" + r(4, DIGITS), r(16, HEX))

la("""POST /hooks/mailgun HTTP/1.1
Content-Type: application/json

{"signature":{"timestamp":"1736847212","token":"{0}","signature":"{1}"},
 "event-data":{"event":"delivered","id":"{2}","recipient":"qa@pollenmap.eu","message":{"headers":{"message-id":"20250114093312.{3}@mg.pollenmap.eu"}}}}
""", r(50, HEX), r(64, HEX), r(22, URLSAFE), r(16, HEX))

la("""MAIL_MAILER=smtp
MAIL_HOST=smtp.mailgun.org
MAIL_PORT=587
MAIL_USERNAME=postmaster@sandbox3f1c0e5d.mailgun.org
MAILGUN_SMTP_PASSWORD=
MAIL_FROM_ADDRESS=hello@tortadoboz.hu
""")

la("""curl "https://api.postmarkapp.com/email" \\
  -X POST \\
  -H "Accept: application/json" \\
  -H "Content-Type: application/json" \\
  -H "X-Postmark-Server-Token: POSTMARK_API_TEST" \\
  -d '{"From": "support@lagoon.app", "To": "qa@lagoon.app", "Subject": "Postmark test", "TextBody": "Hello"}'
{"To":"qa@lagoon.app","SubmittedAt":"2025-01-14T09:33:12Z","MessageID":"{0}","ErrorCode":0,"Message":"Test job accepted"}
""", uuid4())

la("""import { AccountClient, ServerClient } from "postmark";

const account = new AccountClient(process.env.POSTMARK_ACCOUNT_TOKEN!);
const server = new ServerClient(process.env.POSTMARK_SERVER_TOKEN!);
// server id {0}, message stream "outbound"
""", str(_rng.randrange(1_000_000, 9_999_999)))

la("""HTTP/1.1 202 Accepted
Server: nginx
Date: Tue, 14 Jan 2025 09:33:12 GMT
Content-Length: 0
X-Message-Id: {0}
Access-Control-Allow-Origin: https://sendgrid.api-docs.io
""", r(22, URLSAFE))

la("""# SendGrid Event Webhook signed-events verification key (public, ECDSA P-256)
SENDGRID_WEBHOOK_VERIFICATION_KEY=MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{0}
""", b64(64).rstrip("="))

la("""APP_ENV=production
MAIL_MAILER=smtp
MAIL_HOST=smtp-relay.brevo.com
MAIL_PORT=587
MAIL_USERNAME=7c1e29001@smtp-brevo.com
MAIL_PASSWORD=xsmtpsib-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-xxxxxxxxxxxxxxxx
MAIL_ENCRYPTION=tls
""")

la("""<?php
$config = Brevo\\Client\\Configuration::getDefaultConfiguration()
    ->setApiKey('api-key', getenv('BREVO_API_KEY'));
// response: {"messageId":"<{0}@smtp-relay.mailin.fr>"}
""", "2025011409" + r(4, DIGITS) + "." + r(12, DIGITS))

la("""from mailjet_rest import Client
import os

mailjet = Client(auth=(os.environ["MJ_APIKEY_PUBLIC"], os.environ["MJ_APIKEY_PRIVATE"]), version="v3.1")
# last send: {"Messages":[{"Status":"success","To":[{"Email":"qa@szinhazjegy.hu","MessageUUID":"{0}","MessageID":{1}}]}]}
""", uuid4(), str(_rng.randrange(10**15, 10**16)))

la("""$ openssl s_client -starttls smtp -connect smtp.office365.com:587 -crlf -quiet
depth=2 C = US, O = DigiCert Inc, OU = www.digicert.com, CN = DigiCert Global Root G2
verify return:1
250-SIZE 157286400
250-AUTH LOGIN XOAUTH2
250 SMTPUTF8
AUTH LOGIN
334 VXNlcm5hbWU6
c2Nhbm5lckBrYW56bGVpLXdlYmVyLmRl
334 UGFzc3dvcmQ6
""")

la("""$ openssl s_client -connect smtp.eu.mailgun.org:465 -servername smtp.eu.mailgun.org </dev/null 2>/dev/null | openssl x509 -noout -serial -fingerprint -sha256 -dates
serial={0}
sha256 Fingerprint={1}
notBefore=Dec  2 00:00:00 2024 GMT
notAfter=Jan  1 23:59:59 2026 GMT
""", r(32, UPPER_HEX), fp_colon())

la("""$ curl --ssl-reqd --url 'smtps://smtp.eu.mailgun.org:465' \\
    --user "postmaster@mg.zoldkert.hu:${MG_SMTP_PASS:?set MG_SMTP_PASS}" \\
    --mail-from 'postmaster@mg.zoldkert.hu' --mail-rcpt 'teszt@zoldkert.hu' --upload-file mail.txt
""")

la("""[09:41] Jonas: hab den Brevo-Relay eingerichtet, Login ist 8a31c2001@smtp-brevo.com
[09:41] Jonas: den SMTP-Schlüssel findest du in Vaultwarden unter "Brevo SMTP (prod)", bitte nicht hier posten
[09:42] Mira: passt, hab ihn dort gefunden
""")

la("""IMAPAccount work
Host imap.fastmail.com
User lena@fastmail.com
PassCmd "pass show mail/fastmail-app"
SSLType IMAPS
CertificateFile /etc/ssl/certs/ca-certificates.crt
""")

la("""[Repository uni-remote]
type = IMAP
remotehost = imap.uni-example.de
remoteuser = ab12cdef
remotepasseval = get_pass("uni")
sslcacertfile = /etc/ssl/certs/ca-certificates.crt
cert_fingerprint = {0}
""", r(64, HEX))

la("""# ~/.fetchmailrc  （パスワードは ~/.netrc から読む）
poll mail.old-host.jp protocol IMAP
  user "tanaka@old-host.jp" is "tanaka" here
  ssl sslfingerprint "{0}"
  keep
""", ":".join(r(2, UPPER_HEX) for _ in range(16)))

la("""IMAPAccount gmail
Host imap.gmail.com
User daniel.varga.dev@gmail.com
AuthMechs XOAUTH2
PassCmd "oama access daniel.varga.dev@gmail.com"
SSLType IMAPS
""")

la("""$ imapsync --host1 mail.oldhoster.de --user1 buero@steuer-kanzlei.de --passfile1 /root/.p1 \\
           --host2 imap.ionos.de --user2 buero@steuer-kanzlei.de --passfile2 /root/.p2 --automap
Host1: IMAP server [mail.oldhoster.de] port [993] user [buero@steuer-kanzlei.de]
Host1: success login on [mail.oldhoster.de] with user [buero@steuer-kanzlei.de] auth [LOGIN]
Host2: success login on [imap.ionos.de] with user [buero@steuer-kanzlei.de] auth [LOGIN]
Messages transferred           : 18221
""")

la("""set imap_user = "kovacs.gabor@posta.example.hu"
source "gpg -dq ~/.config/neomutt/pass.gpg |"
set folder = "imaps://imap.example.hu:993"
set ssl_force_tls = yes
""")

la("""$ grep -E '^(MAILCOW_HOSTNAME|DBNAME|DBUSER|MAILCOW_TZ|COMPOSE_PROJECT_NAME|SKIP_CLAMD)=' mailcow.conf
MAILCOW_HOSTNAME=mail.vadaskert.hu
DBNAME=mailcow
DBUSER=mailcow
MAILCOW_TZ=Europe/Budapest
COMPOSE_PROJECT_NAME=mailcowdockerized
SKIP_CLAMD=n
""")

la("""$ curl -s https://mail.vadaskert.hu/api/v1/get/status/version -H "X-API-Key: $MAILCOW_API_KEY"
{"version":"2025-01"}
$ git -C /opt/mailcow-dockerized log -1 --format='%H %s'
{0} Merge pull request #6241 from mailcow/staging
""", sha())

la("""$ curl -X POST --user "admin@box.nordlicht.media:$(cat ~/.miab-admin)" \\
    -d "email=kontakt@nordlicht.media" -d "password=$(pwgen -s 20 1)" \\
    https://box.nordlicht.media/admin/mail/users/add
mail user added
""")

la("""# mailu.env
ROOT=/mailu
SECRET_KEY=ChangeMeChangeMe
SUBNET=192.168.203.0/24
DOMAIN=kiskert.hu
HOSTNAMES=mail.kiskert.hu
# setup.mailu.io generates a real SECRET_KEY; this file is the repo template only
""")

la("""[authentication.fallback-admin]
user = "admin"
secret = "%{env:STALWART_ADMIN_SECRET}%"

[storage]
data = "rocksdb"
""")

la("""<?php
$config['imap_host'] = 'ssl://imap.kiskert.hu:993';
$config['smtp_host'] = 'tls://smtp.kiskert.hu:587';
$config['smtp_user'] = '%u';
$config['smtp_pass'] = '%p';
$config['des_key'] = getenv('ROUNDCUBE_DES_KEY');
$config['plugins'] = ['archive', 'zipdownload', 'managesieve'];
""")

la("""var client = new SmtpClient("smtp.office365.com", 587)
{
    EnableSsl = true,
    Credentials = new NetworkCredential(
        config["Smtp:User"],
        config["Smtp:AppPassword"])   // stored in Key Vault secret "smtp-scanner-app-pw"
};
""")

la("""import msal, os

app = msal.ConfidentialClientApplication(
    client_id="{0}",
    authority="https://login.microsoftonline.com/{1}",
    client_credential={"thumbprint": "{2}", "private_key": open("/etc/mailapp/graph.key").read()},
)
""", uuid4(), uuid4(), r(40, UPPER_HEX))

la("""$ az ad app credential list --id {0} -o table
CustomKeyIdentifier    DisplayName     EndDateTime           Hint    KeyId                                 StartDateTime
---------------------  --------------  --------------------  ------  ------------------------------------  --------------------
                       mailer-2025     2026-01-14T09:00:00Z  {1}     {2}  2025-01-14T09:00:00Z
""", uuid4(), r(3, ALNUM), uuid4())

la("""POST https://graph.microsoft.com/v1.0/users/noreply@contoso-gmbh.de/sendMail
Authorization: Bearer {{graphToken}}
Content-Type: application/json

HTTP/1.1 202 Accepted
request-id: {0}
client-request-id: {1}
x-ms-ags-diagnostic: {"ServerInfo":{"DataCenter":"Germany West Central","Slice":"E","Ring":"4","ScaleUnit":"001","RoleInstance":"FR3PEPF00000{2}"}}
""", uuid4(), uuid4(), r(3, UPPER_NUM))

la("""$Cred = Get-Credential -UserName "svc-mailflow@contoso-gmbh.de" -Message "SMTP AUTH"
Connect-ExchangeOnline -AppId {0} -CertificateThumbprint {1} -Organization contoso-gmbh.onmicrosoft.com
Set-CASMailbox -Identity svc-mailflow@contoso-gmbh.de -SmtpClientAuthenticationDisabled $false
""", uuid4(), r(40, UPPER_HEX))

la("""{
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "{0}",
    "ClientId": "{1}",
    "ClientSecret": ""
  },
  "Mail": { "Sender": "shared-inbox@hegyi-logisztika.hu", "Scopes": [ "Mail.ReadWrite", "Mail.Send" ] }
}
""", uuid4(), uuid4())

la("""$ jq 'del(.. | .secret?)' ~/.cache/o365-mailsync/token_cache.json | head -12
{
  "AccessToken": {},
  "RefreshToken": {
    "{0}-login.windows.net-refreshtoken-{1}--": {
      "credential_type": "RefreshToken",
      "home_account_id": "{0}",
      "client_id": "{1}"
    }
  }
}
""", uuid4() + "." + uuid4(), uuid4())

la("""[imap]
host = imap.migadu.com
user = dmarc@rua.example.org
password = ${PARSEDMARC_IMAP_PASSWORD}
watch = True

[elasticsearch]
hosts = https://es01.monitoring.internal:9200
api_key = ${PARSEDMARC_ES_API_KEY}
""")

la("""<?xml version="1.0" encoding="UTF-8" ?>
<feedback>
  <report_metadata>
    <org_name>google.com</org_name>
    <email>noreply-dmarc-support@google.com</email>
    <report_id>{0}</report_id>
    <date_range><begin>1736726400</begin><end>1736812799</end></date_range>
  </report_metadata>
  <policy_published><domain>lapozo.hu</domain><adkim>r</adkim><aspf>r</aspf><p>quarantine</p><pct>100</pct></policy_published>
  <record>
    <row><source_ip>{1}</source_ip><count>14</count>
      <policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>pass</spf></policy_evaluated></row>
    <identifiers><header_from>lapozo.hu</header_from></identifiers>
    <auth_results><dkim><domain>lapozo.hu</domain><selector>news</selector><result>pass</result></dkim></auth_results>
  </record>
</feedback>
""", str(_rng.randrange(10**19, 10**20)), ip())

la("""$dbname = 'dmarc';
$dbuser = 'dmarc';
$dbpass = $ENV{'DMARC_DB_PASS'};
$imapserver = 'imap.example.org:993';
$imapuser   = 'dmarc-reports@example.org';
$imappass   = $ENV{'DMARC_IMAP_PASS'};
""")

la("""$ dig +short TXT _dmarc.alpenrad.shop
"v=DMARC1; p=quarantine; rua=mailto:dmarc@alpenrad.shop; ruf=mailto:dmarc-forensic@alpenrad.shop; fo=1; adkim=s; aspf=r"
$ dig +short TXT _mta-sts.alpenrad.shop
"v=STSv1; id={0}"
$ dig +short TXT _smtp._tls.alpenrad.shop
"v=TLSRPTv1; rua=mailto:tlsrpt@alpenrad.shop"
""", "2025011409" + r(4, DIGITS) + "Z")

la("""$ sudo cat /root/.secrets/certbot/cloudflare.ini
# Cloudflare API token used by Certbot
dns_cloudflare_api_token = 0123456789abcdef0123456789abcdef01234567
# ^ this is the example value from the certbot-dns-cloudflare docs; the real one is deployed by Ansible
""")

la("""# /etc/letsencrypt/rfc2136.ini (rendered by Salt)
dns_rfc2136_server = 192.0.2.53
dns_rfc2136_port = 53
dns_rfc2136_name = certbot.
dns_rfc2136_secret = {{ pillar['tsig']['certbot']['secret'] }}
dns_rfc2136_algorithm = HMAC-SHA512
""")

la("""# ovh.ini
dns_ovh_endpoint = ovh-eu
dns_ovh_application_key = <APPLICATION_KEY>
dns_ovh_application_secret = <APPLICATION_SECRET>
dns_ovh_consumer_key = <CONSUMER_KEY>
""")

la("""$ dig +short TXT _acme-challenge.mail.bergblick.at
"{0}"
$ cat ~/.acme.sh/ca/acme-v02.api.letsencrypt.org/directory/ca.conf
CA_KEY_HASH='{1}'
ACCOUNT_THUMBPRINT='{2}'
ACCOUNT_URL='https://acme-v02.api.letsencrypt.org/acme/acct/{3}'
""", b64url(32), r(44, ALNUM), b64url(32), str(_rng.randrange(10**9, 3 * 10**9)))

la("""$ cat ~/.acme.sh/account.conf
LOG_FILE='/root/.acme.sh/acme.sh.log'
ACCOUNT_EMAIL='hostmaster@zoldkert.hu'
SAVED_CF_Account_ID='{0}'
SAVED_CF_Zone_ID='{1}'
AUTO_UPGRADE='1'
""", r(32, HEX), r(32, HEX))

la("""# /etc/lego/porkbun.env.example -- copy to porkbun.env and fill in
PORKBUN_API_KEY=pk1_...
PORKBUN_SECRET_API_KEY=sk1_...
PORKBUN_PROPAGATION_TIMEOUT=600
""")

la("""  lego:
    image: goacme/lego:v4.21.0
    command: --email admin@ferrybook.io --dns route53 --domains ferrybook.io --accept-tos run
    environment:
      AWS_REGION: eu-west-1
      AWS_PROFILE: lego-dns
      AWS_HOSTED_ZONE_ID: Z0{0}
    volumes:
      - ~/.aws:/root/.aws:ro
""", r(19, UPPER_NUM))

la("""  traefik:
    image: traefik:v3.2
    command:
      - --certificatesresolvers.le.acme.dnschallenge.provider=cloudflare
      - --certificatesresolvers.le.acme.storage=/letsencrypt/acme.json
    environment:
      - CF_DNS_API_TOKEN_FILE=/run/secrets/cf_dns_token
    secrets:
      - cf_dns_token
""")

la("""*.kiosk-berlin.de, kiosk-berlin.de {
	tls {
		dns cloudflare {env.CLOUDFLARE_API_TOKEN}
		resolvers 1.1.1.1
	}
	reverse_proxy app:3000
}
""")

la("""$ kubectl -n external-dns get secret cloudflare-api-token -o yaml
apiVersion: v1
data:
  cloudflare_api_token: "*** (redacted by kubectl-neat, 40 bytes)"
kind: Secret
metadata:
  name: cloudflare-api-token
  namespace: external-dns
  resourceVersion: "{0}"
  uid: {1}
type: Opaque
""", str(_rng.randrange(10**7, 10**8)), uuid4())

la("""        args:
        - --source=ingress
        - --provider=pdns
        - --pdns-server=http://pdns-api.dns.svc:8081
        - --txt-owner-id=k8s-prod
        env:
        - name: EXTERNAL_DNS_PDNS_API_KEY
          valueFrom:
            secretKeyRef:
              name: pdns-api
              key: api-key
""")

la("""time="2025-01-20T08:14:04Z" level=info msg="Desired change: CREATE mail.apps.example.net A [Id: /hostedzone/Z0{0}]"
time="2025-01-20T08:14:04Z" level=info msg="Desired change: CREATE a-mail.apps.example.net TXT [Id: /hostedzone/Z0{0}]"
time="2025-01-20T08:14:05Z" level=info msg="4 record(s) in zone apps.example.net. [Id: /hostedzone/Z0{0}] were successfully updated"
""", r(19, UPPER_NUM))

la("""// /etc/bind/named.conf.local
include "/etc/bind/keys/ddns-key.office.example.key";

zone "office.example" {
    type primary;
    file "/var/lib/bind/db.office.example";
    update-policy { grant ddns-key.office.example zonesub ANY; };
};
""")

la("""$ tsig-keygen -a hmac-sha256 ddns-key.office.example | sed 's/secret ".*"/secret "<redacted>"/'
key "ddns-key.office.example" {
	algorithm hmac-sha256;
	secret "<redacted>";
};
""")

la("""$ nsupdate -k /etc/bind/keys/acme-update.key <<'EOF'
server ns1.example.net
zone example.net
update delete _acme-challenge.mail.example.net. TXT
update add _acme-challenge.mail.example.net. 60 IN TXT "{0}"
send
EOF
""", b64url(32))

la("""$ keymgr kertesz.dev list
{0} ksk=yes zsk=no tag=41207 algorithm=13 size=256 public-only=no pre-active=0 publish=1736070252 ready=0 active=1736070252
{1} ksk=no zsk=yes tag={2} algorithm=13 size=256 public-only=no pre-active=0 publish=1736070252 ready=0 active=1736070252
""", r(40, HEX), r(40, HEX), str(_rng.randrange(1000, 65535)))

la("""$ dig +dnssec +multi DNSKEY kertesz.dev @ns1.kertesz.dev
kertesz.dev.		3600 IN DNSKEY 257 3 13 (
				{0}
				{1}
				) ; KSK; alg = ECDSAP256SHA256 ; key id = 41207
""", b64(64)[:44], b64(64)[44:88])

la("""$ dnssec-dsfromkey -2 Kkertesz.dev.+013+41207.key
kertesz.dev. IN DS 41207 13 2 {0}
# paste into the registrar panel (DS record, key tag 41207, algorithm 13, digest type 2)
""", r(64, UPPER_HEX))

la("""  pdns:
    image: powerdns/pdns-auth-49:4.9.3
    environment:
      PDNS_AUTH_API_KEY: ${PDNS_API_KEY:?missing}
      PDNS_AUTH_WEBSERVER_ALLOW_FROM: 127.0.0.1,10.0.0.0/8
    ports:
      - "127.0.0.1:8081:8081"
""")

la("""$ cat Kkertesz.dev.+013+41207.key
; This is a key-signing key, keyid 41207, for kertesz.dev.
; Created: 20250105094412 (Sun Jan  5 09:44:12 2025)
kertesz.dev. IN DNSKEY 257 3 13 {0}
""", b64(64))

la("""DEBUG urllib3.connectionpool:https://api.namecheap.com:443 "GET /xml.response?ApiUser=szaboreka&ApiKey=***&UserName=szaboreka&Command=namecheap.domains.dns.setHosts&ClientIp=203.0.113.44&SLD=kiskert&TLD=hu HTTP/1.1" 200 412
<ApiResponse Status="OK"><RequestedCommand>namecheap.domains.dns.sethosts</RequestedCommand><CommandResponse Type="namecheap.domains.dns.setHosts"><DomainDNSSetHostsResult Domain="kiskert.hu" IsSuccess="true" /></CommandResponse><Server>PHX01SBAPIEXT05</Server><ExecutionTime>0.611</ExecutionTime></ApiResponse>
""")

la("""$ curl -s "https://api.godaddy.com/v1/domains/alpenrad.shop/records/TXT/_dmarc" \\
    -H "Authorization: sso-key ${GODADDY_KEY}:${GODADDY_SECRET}"
[{"data":"v=DMARC1; p=quarantine; rua=mailto:dmarc@alpenrad.shop","name":"_dmarc","ttl":3600,"type":"TXT"}]
""")

la("""GANDI_PAT = os.environ["GANDI_PAT"]
r = requests.get("https://api.gandi.net/v5/livedns/domains/paprika-labs.eu/records",
                 headers={"Authorization": f"Bearer {GANDI_PAT}"})
# [{"rrset_name":"default._domainkey","rrset_type":"TXT","rrset_ttl":3600,"rrset_href":"https://api.gandi.net/v5/livedns/domains/paprika-labs.eu/records/default._domainkey/TXT"}]
""")

la("""$ curl -s https://api.porkbun.com/api/json/v3/dns/retrieve/hajnal.shop \\
    -d "$(jq -n --arg s "$PORKBUN_SECRET" --arg k "$PORKBUN_KEY" '{secretapikey:$s, apikey:$k}')"
{"status":"SUCCESS","cloudflare":"enabled","records":[{"id":"{0}","name":"_acme-challenge.hajnal.shop","type":"TXT","content":"{1}","ttl":"600","prio":"0","notes":""}]}
""", str(_rng.randrange(10**8, 10**9)), b64url(32))

la("""[14:02] Bence: a certbot megint elhasalt a DNS-01 lépésnél, lejárt a Cloudflare token
[14:05] Bence: csináltam újat (csak Zone.DNS szerkesztés), fent van a Bitwardenben "cloudflare-certbot" néven
[14:06] Réka: köszi, a zóna azonosító marad ugyanaz: {0}
""", r(32, HEX))

la("""佐藤: セカンダリ (ns2) のゾーン転送が REFUSED になってます
鈴木: TSIG 鍵を入れ替えました。新しい secret は Vault の kv/dns/tsig/xfr-ns2 に入っています
鈴木: 鍵名は xfr-ns2.kumo-systems.jp.、アルゴリズムは hmac-sha256 です。反映後 rndc reconfig をお願いします
""")

la("""## Runbook: Mail-in-a-Box (box.nordlicht.media)

1. Per SSH einloggen: `ssh admin@box.nordlicht.media` (Host-Key SHA256:{0})
2. Admin-Panel: https://box.nordlicht.media/admin
   - Benutzer: admin@box.nordlicht.media
   - Passwort: steht im Passwort-Tresor unter "MIAB Admin", Eintrag-ID {1}
3. Nach Updates: `sudo mailinabox` ausführen.
""", b64(32).rstrip("="), uuid4())

la("""{"type":"tool_use","id":"toolu_02","name":"bash","input":{"command":"curl -s --user \\"api:$MAILGUN_API_KEY\\" https://api.mailgun.net/v3/domains/mg.hajnal.shop | jq '.domain.state'"}}
{"type":"tool_result","tool_use_id":"toolu_02","content":"\\"active\\""}
""")

la("""Ticket OPS-3173 — Rotate SES SMTP credentials on mx3
Steps: create new access key for IAM user ses-smtp-mx3, derive the SMTP password with the SigV4 script,
store it in Secrets Manager (arn:aws:secretsmanager:eu-central-1:{0}:secret:mail/ses-smtp-mx3-{1}),
re-run the postfix role, then delete the old key. Do not paste the password into the ticket.
""", str(_rng.randrange(10**11, 10**12)), r(6, ALNUM))

la("""Hibajegy #5522 — jelszócsere
Az iroda@tortadoboz.hu IMAP jelszavát lecseréltük; az új jelszó a KeePass adatbázisban van ("Iroda IMAP").
A ~/.fetchmailrc már a passwordeval "pass show mail/iroda" sort használja, nem kell kézzel átírni.
""")

la("""{"role":"tool","tool_call_id":"call_7Jq3","content":"$ ls -l /var/lib/rspamd/dkim/\\n-rw-r----- 1 _rspamd _rspamd 119 Jan  5 09:44 lapozo.hu.mx2025.key\\n-rw-r--r-- 1 _rspamd _rspamd 104 Jan  5 09:44 lapozo.hu.mx2025.pub\\n$ sha256sum lapozo.hu.mx2025.pub\\n{0}  lapozo.hu.mx2025.pub\\n"}
""", r(64, HEX))

la("""Feb 11 03:12:44 relay1 postfix/smtp[88123]: {0}: SASL authentication failed; server smtp.example-relay.net[198.51.100.25] said: 535 5.7.8 Error: authentication failed: UGFzc3dvcmQ6
Feb 11 03:12:44 relay1 postfix/smtp[88123]: warning: SASL authentication failure: No worthy mechs found
""", qid())

la("""Return-Path: <bounces+{0}@em1234.lumen-invoices.com>
Received: from o1.ptr1234.lumen-invoices.com ({1}) by mx.example.de with ESMTPS id {2}
Message-ID: <{3}@geopod-ismtpd-12>
Authentication-Results: mx.example.de; dkim=pass header.d=lumen-invoices.com header.s=s1 header.b={4}; spf=pass smtp.mailfrom=em1234.lumen-invoices.com
""", str(_rng.randrange(10**7, 10**8)) + "-" + r(4, HEX) + "-kunde=example.de", ip(), r(16, UPPER_NUM), r(22, URLSAFE), r(8, URLSAFE))

la("""$ dig +short TXT lapozo.hu
"v=spf1 include:mailgun.org include:amazonses.com ip4:{0} -all"
"google-site-verification={1}"
"MS=ms{2}"
""", ip(), r(43, URLSAFE), str(_rng.randrange(10**7, 10**8)))

la("""resource "cloudflare_record" "dkim" {
  zone_id = "{0}"
  name    = "mx2025._domainkey"
  type    = "TXT"
  content = "v=DKIM1; k=ed25519; p={1}"
  ttl     = 3600
}

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}
""", r(32, HEX), b64(32))

la("""Feb 11 04:00:01 mx1 opendkim[812]: {0}: DKIM-Signature field added (s=s2024, d=acme-ferries.com)
Feb 11 04:00:02 mx1 opendkim[812]: {1}: s=news d=lapozo.hu a=rsa-sha256 SSL
Feb 11 04:00:02 mx1 rspamd[901]: <{2}>; lua; dkim_signing.lua:112: sign for lapozo.hu with selector mx2025 (key /var/lib/rspamd/dkim/lapozo.hu.mx2025.key)
""", qid(), qid(), r(6, HEX))

la("""Wir rotieren die TSIG- und API-Schlüssel für PowerDNS jedes Quartal. Der neue Schlüssel wird mit
`pdnsutil generate-tsig-key` erzeugt, im Passwort-Tresor abgelegt und per Ansible verteilt; im Chat
oder in Tickets tauchen nur Schlüsselname (axfr-secondary) und Algorithmus (hmac-sha256) auf.
""")

la("""A DKIM kulcsot évente cseréljük: új szelektor (pl. mx2026), az új nyilvános kulcs TXT rekordként
kerül a zónába, a régi szelektort két hétig még meghagyjuk. A privát kulcs csak a szerveren van
(/var/lib/rspamd/dkim/), sehova máshova nem másoljuk.
""")

la("""$ openssl rsa -in /etc/opendkim/keys/acme-ferries.com/s2024.private -pubout -outform der 2>/dev/null | openssl dgst -sha256
SHA2-256(stdin)= {0}
$ stat -c '%a %U' /etc/opendkim/keys/acme-ferries.com/s2024.private
600 opendkim
""", r(64, HEX))

la("""[general]
save_aggregate = True

[msgraph]
auth_method = Certificate
client_id = {0}
tenant_id = {1}
certificate_path = /etc/parsedmarc/graph.pem
mailbox = dmarc@contoso-gmbh.de
""", uuid4(), uuid4())

la("""$ curl -s "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer $CF_API_TOKEN"
{"result":{"id":"{0}","status":"active","expires_on":"2026-01-20T00:00:00Z"},"success":true,"errors":[],"messages":[{"code":10000,"message":"This API Token is valid and active","type":null}]}
""", r(32, HEX))

assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
