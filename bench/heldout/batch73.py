r"""Held-out batch 73: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format;
(2) the first 130 lines of bench/heldout/batch19.py, its docstring and the helper
functions r, b64, b64url, pw, uuid4, sha, jwt, add, add_split and la; (3) a grep of the
Theme paragraphs of the earlier batches (grep -h -A12 '^Theme' bench/heldout/batch*.py),
so that these texts repeat none of theirs; (4) a grep of the kind names already used
(grep -ho 'add\(_split\)\?("[^"]*"' bench/heldout/batch*.py | sort -u), so that every
kind here is new. No rule, code, doc, test, bench or result of the filter was opened, and
the filter was never run.

Theme: mail, DNS and domain operations as a coding or ops agent's session holds them, all
kinds under the "mail/" prefix, chosen to miss the forms of the earlier mail batch.
Postfix: sasl_passwd files read with cat, static: password maps in main.cf, Ansible
lineinfile tasks, Dockerfile echo lines, MySQL and PostgreSQL lookup tables, saslpasswd2
runs, postmap -q output quoted in chat. Dovecot: doveadm pw and doveadm auth test runs,
Dovecot 2.4 pgsql blocks, LDAP dnpass, passwd-file {CLEAR} lines, imapc proxy passwords,
OAuth2 client secrets. Exim: passwd.client, hide mysql_servers, client_send for plaintext
authenticators, server_condition literals, LDAP lookups. OpenSMTPD: /etc/mail/secrets,
inline tables, table-mysql, smtpctl encrypt. Mailcow API from Python, app password and
mailbox JSON bodies, REDISPASS; Mail-in-a-Box api.key and user creation; Stalwart
inline DKIM keys, PostgreSQL store and stalwart-cli credentials; Maddy SQL DSNs and maddy
creds; Roundcube db_dsnw and a shared smtp_pass; SnappyMail admin_password.txt and
application.ini. Reading mail: imapsync OAuth tokens and batch CSV files, mbsync PassCmd
with echo, offlineimap, fetchmailrc, imapclient, curl imaps. Sending: swaks and openssl
s_client AUTH PLAIN transcripts (the base64 line is secret too), printf | base64
one-liners, msmtprc password and passwordeval, muttrc and neomutt folder URLs. DKIM:
opendkim-genkey and rspamadm dkim_keygen output, Kubernetes Secret data, nodemailer
privateKey, rspamd Redis passwords and Vault tokens. DNS providers and registrars:
Cloudflare (Terraform provider, flarectl env, X-Auth-Key global keys), Route 53 (boto3,
~/.aws/credentials profiles for certbot), Gandi LiveDNS Apikey headers, Porkbun key
pairs, Namecheap API keys, OVH application secrets and consumer keys, deSEC tokens,
Hetzner DNS Auth-API-Token, PowerDNS api-key and webserver-password, Technitium tokens,
Linode via octoDNS, Vultr. ACME DNS-01: certbot plugin ini files (deSEC, Hetzner),
certbot --dns-route53 with env keys, lego env for OVH, deSEC and Namecheap, acme.sh
account.conf SAVED_ lines and exports, acme-dns registration output. BIND and friends:
tsig-keygen and ddns-confgen output, dhcpd DDNS keys, dnspython keyrings, dig -y AXFR,
the Terraform dns provider, RSASHA256 .private key files, rndc.conf, and EPP transfer
auth codes from registrar tickets. Forms: Postfix, Dovecot, Exim and BIND syntax, INI,
TOML, YAML, JSON, PHP, .env, HCL, CSV, shell sessions with output, logs, Python, Go,
TypeScript and JavaScript, agent tool-call JSON, runbooks, tickets and chat in English,
Hungarian, Indonesian and French, with splits across flags and fields.
Look-alikes hold the same files and commands with env references ($VAR, ${VAR},
%{env:X}%, {{ secrets.X }}, Jinja), placeholders, masks and swaks' PROVIDED_BUT_REMOVED,
and public mail and DNS data: DKIM public TXT records, DKIM-Signature headers, DNSKEY,
DS, TLSA, SSHFP, SPF, DMARC, MTA-STS and BIMI records, Cloudflare zone, account and token
ids, Route 53 hosted zone and change ids, Hetzner zone ids, deSEC token listings, ACME
challenge values and account URLs, queue ids, Exim message ids, Message-IDs, certificate
fingerprints and serials, dig, whois, doveadm, postqueue, exim -bp and mail logs without
credentials, DMARC and TLS-RPT reports, and prose about rotating or storing keys.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(73_2026_12_07)
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
SYMS = "!#%*?.-_+@"
WORDS_EN = ["sunflower", "harbor", "tiger", "pancake", "falcon", "winter", "mercury",
            "garden", "rocket", "violet", "castle", "thunder", "otter", "maple"]
WORDS_HU = ["napraforgo", "kiskutya", "Balaton", "tavasz", "almafa", "csillag", "fecske",
            "Dunakanyar", "paprika", "hegyoldal", "pogacsa", "szamoca"]
WORDS_ID = ["kopi", "nasigoreng", "merdeka", "rembulan", "matahari", "kucing", "pelangi",
            "sawah", "Bandung", "durian", "gunung", "rendang"]
WORDS_FR = ["soleil", "fromage", "papillon", "chaton", "marron", "citron", "Bretagne",
            "lavande", "grenouille", "nuage", "croissant", "mirabelle"]


def leet(word: str) -> str:
    table = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
    return "".join(table[c] if c in table and _rng.random() < 0.7 else c for c in word)


def human_pw(words: list[str] = WORDS_EN, symbols: str = SYMS) -> str:
    """A password a person chose: words, leetspeak, years, digits and a symbol."""
    w = _rng.choice(words)
    style = _rng.randrange(5)
    if style == 0:
        return w.capitalize() + r(_rng.randint(2, 4), DIGITS) + _rng.choice(symbols)
    if style == 1:
        return leet(w) + _rng.choice(symbols) + r(2, DIGITS)
    if style == 2:
        return w + "_" + _rng.choice(words) + r(2, DIGITS) + _rng.choice(symbols)
    if style == 3:
        return w.capitalize() + _rng.choice(symbols) + str(_rng.randint(1987, 2026))
    return _rng.choice(symbols) + leet(w).capitalize() + r(3, DIGITS) + _rng.choice(words)[:3]


def phrase(words: list[str], n: int = 4, sep: str = "-") -> str:
    """A passphrase: several words and a number."""
    ws = [_rng.choice(words) for _ in range(n)]
    return sep.join(ws) + sep + r(2, DIGITS)


def app_pw() -> str:
    """A Google-style app password: 16 lowercase letters in groups of four."""
    return " ".join(r(4, LOWER) for _ in range(4))


def wrap64(s: str) -> str:
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def rsa_pem(bits: int = 2048, pkcs8: bool = False) -> str:
    """An RSA private key in its real PEM shape, with random contents."""
    if pkcs8:
        hdr = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100")
        total, label = 1218, "PRIVATE KEY"
    elif bits == 1024:
        hdr = bytes.fromhex("3082025c02010002818100")
        total, label = 608, "RSA PRIVATE KEY"
    else:
        hdr = bytes.fromhex("308204a40201000282010100")
        total, label = 1192, "RSA PRIVATE KEY"
    body = base64.b64encode(hdr + _rng.randbytes(total - len(hdr))).decode()
    return f"-----BEGIN {label}-----\n{wrap64(body)}\n-----END {label}-----"


def ed25519_pem() -> str:
    der = bytes.fromhex("302e020100300506032b657004220420") + _rng.randbytes(32)
    return "-----BEGIN PRIVATE KEY-----\n" + base64.b64encode(der).decode() + "\n-----END PRIVATE KEY-----"


def dkim_pub(bits: int = 2048) -> str:
    """The public half that goes in a DKIM TXT record (p=...)."""
    if bits == 1024:
        hdr = bytes.fromhex("30819f300d06092a864886f70d010101050003818d0030818902818100")
        n = 128
    else:
        hdr = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
        n = 256
    return base64.b64encode(hdr + _rng.randbytes(n) + bytes.fromhex("0203010001")).decode()


def auth_plain(user: str, password: str) -> str:
    return base64.b64encode(b"\0" + user.encode() + b"\0" + password.encode()).decode()


def cf_token() -> str:
    return r(40, URLSAFE)


def aws_akid() -> str:
    return "AKIA" + r(16, UPPER_NUM)


def aws_secret() -> str:
    return r(40, ALNUM + "/+")


def mailcow_key() -> str:
    return "-".join(r(6, UPPER_HEX) for _ in range(5))


def qid() -> str:
    """A Postfix queue id."""
    return r(10, UPPER_HEX)


def exim_id() -> str:
    return r(6, ALNUM) + "-" + r(6, ALNUM) + "-" + r(2, ALNUM)


def ip4() -> str:
    return f"{_rng.choice(['185', '203', '91', '5', '146', '78'])}.{_rng.randint(1, 254)}.{_rng.randint(1, 254)}.{_rng.randint(1, 254)}"


def fp_colon(n: int = 32) -> str:
    return ":".join(r(2, UPPER_HEX) for _ in range(n))



# ============================================================ SECRETS: Postfix
add("mail/postfix-sasl-passwd-cat-brackets", """$ sudo cat /etc/postfix/sasl_passwd
# relay for the billing host, M365 licensed mailbox
[smtp.office365.com]:587    noreply-billing@kovacsgep.hu:{0}
$ sudo postmap /etc/postfix/sasl_passwd && sudo chmod 600 /etc/postfix/sasl_passwd*
$ sudo postfix reload
postfix/postfix-script: refreshing the Postfix mail system""", human_pw(WORDS_HU))

add("mail/postfix-main-cf-static-map-diff", """diff --git a/roles/mta/files/main.cf b/roles/mta/files/main.cf
@@ -41,6 +41,10 @@ smtp_tls_security_level = may
 smtp_tls_CAfile = /etc/ssl/certs/ca-certificates.crt
+relayhost = [mail.smtp2go.com]:2525
+smtp_sasl_auth_enable = yes
+smtp_sasl_security_options = noanonymous
+smtp_sasl_password_maps = static:relay-kovacs:{0}
 smtpd_banner = $myhostname ESMTP
 biff = no""", pw())

add("mail/postfix-ansible-lineinfile-mailgun", """- name: Relay credentials for Mailgun EU
  ansible.builtin.lineinfile:
    path: /etc/postfix/sasl_passwd
    line: "[smtp.eu.mailgun.org]:587 postmaster@mg.pelangi-store.id:{0}"
    create: true
    mode: "0600"
  notify: postmap sasl_passwd""", r(32, HEX) + "-" + r(8, HEX) + "-" + r(8, HEX))

add("mail/postfix-postmap-q-hungarian-chat", """[09:12] Bence: lefuttattam a postmap -q-t, szerintem rossz a jelszó a relay-nél
[09:12] Bence: $ postmap -q "[smtp-relay.brevo.com]:587" hash:/etc/postfix/sasl_passwd
[09:12] Bence: 7b1e2a001@smtp-brevo.com:{0}
[09:13] Réka: ez a régi kulcs, a Brevo felületén tegnap újat generáltam
[09:14] Bence: oké, akkor cserélem és postmap újra""", "xsmtpsib-" + r(64, HEX) + "-" + r(16, ALNUM))

gpw = app_pw()
add("mail/postfix-dockerfile-echo-gmail-relay", """FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends postfix libsasl2-modules \\
 && rm -rf /var/lib/apt/lists/*
COPY main.cf /etc/postfix/main.cf
RUN echo "[smtp.gmail.com]:587 alerts.warehouse@gmail.com:{0}" > /etc/postfix/sasl_passwd \\
 && postmap /etc/postfix/sasl_passwd && chmod 600 /etc/postfix/sasl_passwd*
EXPOSE 25
CMD ["postfix", "start-fg"]""", gpw)

add("mail/postfix-mysql-virtual-mailbox-cf", """# /etc/postfix/mysql-virtual-mailbox-maps.cf
user = postfix_ro
password = {0}
hosts = 127.0.0.1
dbname = mailserver
query = SELECT 1 FROM virtual_users WHERE email='%s' AND active = 1""", human_pw())

add("mail/postfix-saslpasswd2-echo-pipe", """root@mx2:~# echo '{0}' | saslpasswd2 -p -c -u mx2.sawahdigital.id scanner-lt3
root@mx2:~# sasldblistusers2
scanner-lt3@mx2.sawahdigital.id: userPassword
root@mx2:~# chown postfix:sasl /etc/sasldb2""", human_pw(WORDS_ID))

add("mail/postfix-pgsql-transport-french", """# /etc/postfix/pgsql-transport.cf
# Table de transport : lue par postfix à chaque lookup, ne pas mettre de commentaire
# après la valeur. Le compte 'pf_lookup' n'a que SELECT sur la vue v_transport.
hosts = db-mail.interne.lan
user = pf_lookup
password = {0}
dbname = courrier
query = SELECT transport FROM v_transport WHERE domaine = '%s'""", phrase(WORDS_FR, 3))

# ============================================================ SECRETS: Dovecot
dpw = human_pw()
add("mail/dovecot-doveadm-pw-cmdline-p", """$ doveadm pw -s SHA512-CRYPT -p '{0}'
{SHA512-CRYPT}$6$""" + r(16, ALNUM + "./") + "$" + r(86, ALNUM + "./") + """
$ # pasted into /etc/dovecot/users for helpdesk@""" + "tigerline.co", dpw)

add("mail/dovecot-24-pgsql-parameters-block", """# /etc/dovecot/conf.d/auth-sql.conf (dovecot 2.4)
sql_driver = pgsql
pgsql pg1.internal {
  parameters {
    user = dovecot_auth
    password = {0}
    dbname = vmail
    sslmode = require
  }
}
passdb sql {
  query = SELECT username AS user, password FROM mailbox WHERE username = '%{user | lower}' AND active
}""", pw())

add("mail/dovecot-ldap-dnpass", """# /etc/dovecot/dovecot-ldap.conf.ext
uris = ldaps://dc01.corp.lan ldaps://dc02.corp.lan
dn = CN=svc-dovecot,OU=Service Accounts,DC=corp,DC=lan
dnpass = {0}
auth_bind = yes
base = OU=Staff,DC=corp,DC=lan
user_filter = (&(objectClass=user)(mail=%u))
pass_filter = (&(objectClass=user)(mail=%u))""", human_pw() + r(2, DIGITS))

add("mail/dovecot-passwd-file-clear-indonesian", """Mas, akun buat printer kantor udah aku tambahin di /etc/dovecot/users ya:

scan-lt2@kantor.rembulan.id:{CLEAR}{0}::::::

Nanti kalau sudah stabil kita ganti ke ARGON2ID, sekarang biar cepat tes dulu.""", human_pw(WORDS_ID))

apw = human_pw()
add("mail/dovecot-doveadm-auth-test-output", """root@imap01:~# doveadm auth test d.moreau@lavande-conseil.fr '{0}'
passdb: d.moreau@lavande-conseil.fr auth succeeded
extra fields:
  user=d.moreau@lavande-conseil.fr
root@imap01:~# doveadm user d.moreau@lavande-conseil.fr
field	value
uid	5000
gid	5000
home	/var/vmail/lavande-conseil.fr/d.moreau""", apw)

add("mail/dovecot-imapc-password-migration", """# conf.d/99-imapc-migration.conf, temporary while we pull the old mailboxes
imapc_host = imap.oldhoster.net
imapc_port = 993
imapc_ssl = imaps
imapc_user = %u
imapc_master_user = migration-admin
imapc_password = {0}
imapc_features = rfc822.size fetch-headers
mail_prefetch_count = 20""", pw())

add("mail/dovecot-oauth2-client-secret", """# /etc/dovecot/dovecot-oauth2.conf.ext
introspection_mode = post
introspection_url = https://sso.otterworks.io/realms/staff/protocol/openid-connect/token/introspect
client_id = dovecot-imap
client_secret = {0}
username_attribute = email
active_attribute = active
active_value = true""", r(32, ALNUM))

# ============================================================ SECRETS: Exim
add("mail/exim-passwd-client-line", """$ cat /etc/exim4/passwd.client
# password file used when the local exim is authenticating to a remote host as a client.
### target.mail.server.example:login:password
*.sendinblue.com:relay@mapleroof.ca:{0}
$ sudo update-exim4.conf && sudo systemctl restart exim4""", human_pw())

add("mail/exim-hide-mysql-servers", """# /etc/exim/exim.conf (main section)
hide mysql_servers = 127.0.0.1::3306/mailcfg/exim_ro/{0}
domainlist local_domains = ${lookup mysql{SELECT domain FROM domains WHERE domain='${quote_mysql:$domain}'}}
primary_hostname = mx1.falconpost.net""", pw())

add("mail/exim-client-send-plaintext-authenticator", """begin authenticators

smarthost_login:
  driver = plaintext
  public_name = PLAIN
  client_send = ^relay@winterline.io^{0}
  client_condition = ${if def:tls_out_cipher}""", human_pw())

add("mail/exim-smarthost-french-ticket", """Ticket #4471 — Configuration du smarthost sur srv-compta

Bonjour,
Suite à votre demande, voici les paramètres pour exim4 (dpkg-reconfigure exim4-config) :
  - smarthost : smtp.mailjet.com::587
  - utilisateur : """ + r(32, HEX) + """
  - mot de passe : {0}
Le mot de passe est à saisir dans /etc/exim4/passwd.client, pas dans le ticket suivant.
Cordialement,
Service informatique""", r(32, HEX))

add("mail/exim-server-condition-literal", """scanner_plain:
  driver = plaintext
  public_name = PLAIN
  server_prompts = :
  server_condition = ${if and {{eq{$auth2}{mfp-3floor}}{eq{$auth3}{{0}}}}}
  server_set_id = $auth2
  server_advertise_condition = ${if eq{$interface_address}{10.20.0.5}}""", human_pw())

add("mail/exim-ldap-lookup-pass", """LDAP_AUTH = ${lookup ldap{user="cn=exim,ou=svc,dc=thunder,dc=lan" pass={0} \\
  ldaps://ldap.thunder.lan/ou=people,dc=thunder,dc=lan?mail?sub?(uid=${quote_ldap:$auth1})}{yes}fail}""", pw())

# ============================================================ SECRETS: OpenSMTPD
add("mail/opensmtpd-secrets-table-file", """# cat /etc/mail/secrets
fastmail m.lindqvist@fastmail.com:{0}
# doas chmod 640 /etc/mail/secrets && doas chown root:_smtpd /etc/mail/secrets
# doas rcctl restart smtpd
smtpd(ok)""", r(16, LOWER_NUM))

add("mail/opensmtpd-inline-table-conf", """# /etc/mail/smtpd.conf
pki mx cert "/etc/ssl/mx.crt"
pki mx key "/etc/ssl/private/mx.key"
table aliases file:/etc/mail/aliases
table relaycreds { "ovh" = "contact@fromagerie-nuage.fr:{0}" }
listen on lo0
action "outbound" relay host smtp+tls://ovh@ssl0.ovh.net:587 auth <relaycreds>
match from local for any action "outbound\"""", human_pw(WORDS_FR))

add("mail/opensmtpd-table-mysql-conf", """# /etc/mail/mysql.conf  (table-mysql)
host        127.0.0.1
username    smtpd
password    {0}
database    mail
query_credentials SELECT email, password FROM users WHERE email=?
query_domain      SELECT domain FROM domains WHERE domain=?""", pw())

add("mail/opensmtpd-smtpctl-encrypt-indonesian", """Bro, buat akun relay yang baru aku bikin hash-nya begini:

$ smtpctl encrypt '{0}'
$2b$10$""" + r(53, ALNUM + "./") + """

Hash-nya masuk /etc/mail/passwd, password aslinya aku kasih ke tim gudang via WA.""", human_pw(WORDS_ID))


# ============================================================ SECRETS: suites
add("mail/mailcow-api-python-requests", """import requests

MAILCOW = "https://mail.harborfreight-logistics.com"
session = requests.Session()
session.headers.update({"X-API-Key": "{0}", "Content-Type": "application/json"})

def list_mailboxes():
    r = session.get(f"{MAILCOW}/api/v1/get/mailbox/all", timeout=15)
    r.raise_for_status()
    return [m["username"] for m in r.json()]""", mailcow_key())

mcp = human_pw()
add("mail/mailcow-app-passwd-json-body", """POST /api/v1/add/app-passwd HTTP/1.1
Host: mail.castlegate.eu
X-API-Key: """ + "${MAILCOW_RW_KEY}" + """
Content-Type: application/json

{"username": "erp-bot@castlegate.eu", "app_name": "ERP invoices", "app_passwd": "{0}", "app_passwd2": "{0}", "active": "1", "protocols": ["smtp_access"]}""", pw() + r(4, ALNUM))

add("mail/mailcow-conf-redispass", """$ grep -E '^(MAILCOW_HOSTNAME|REDISPASS|TZ)=' /opt/mailcow-dockerized/mailcow.conf
MAILCOW_HOSTNAME=mail.gunung-tech.id
TZ=Asia/Jakarta
REDISPASS={0}""", r(28, ALNUM))

add("mail/mailcow-add-mailbox-hungarian-ticket", """#2291 Új postafiók: penzugy@almafa-kft.hu
Kérés: Szabó Anna, pénzügy. Kvóta: 5 GB.
API-hívás, amit lefuttattam (mailcow /api/v1/add/mailbox):
  {"local_part": "penzugy", "domain": "almafa-kft.hu", "name": "Pénzügy", "quota": "5120",
   "password": "{0}", "password2": "{0}", "active": "1", "force_pw_update": "1"}
Az első belépéskor a rendszer jelszócserét kér.""", human_pw(WORDS_HU))

miab_key = b64(32)
add("mail/miab-api-key-file-cat", """user@box:~$ sudo cat /var/lib/mailinabox/api.key
{0}
user@box:~$ curl -s -u "{0}:" https://box.otterpond.net/admin/mail/users?format=json | jq '.[0].users | length'
14""", miab_key)

u_pw, a_pw = human_pw(WORDS_FR), pw()
add_split("mail/miab-add-user-curl-french", """# Création de la boîte de l'accueil, mot de passe provisoire à changer au premier login
curl -X POST https://box.citron-vert.fr/admin/mail/users/add \\
  -u "admin@citron-vert.fr:{1}" \\
  -d "email=accueil@citron-vert.fr" \\
  -d "password={0}"
# réponse : mail user added""", u_pw, a_pw)

add("mail/stalwart-dkim-inline-private-key", """[signature."ed25519-falconpost"]
private-key = '''
{0}
'''
domain = "falconpost.net"
selector = "202501e"
headers = ["From", "To", "Date", "Subject", "Message-ID"]
algorithm = "ed25519-sha256"
canonicalization = "relaxed/relaxed"
set-body-length = false
report = true""", ed25519_pem())

add("mail/stalwart-postgresql-store-password", """[store."postgresql"]
type = "postgresql"
host = "pg.mail.internal"
port = 5432
database = "stalwart"
user = "stalwart"
password = "{0}"
timeout = "15s"

[store."postgresql".tls]
enable = true
allow-invalid-certs = false""", pw())

add("mail/stalwart-cli-credentials-flag", """$ stalwart-cli -u https://mail.mercury-labs.dev -c admin:{0} account create \\
    -d "Support Queue" -a support@mercury-labs.dev support "$NEW_SUPPORT_PW"
Successfully created account "support".
$ stalwart-cli -u https://mail.mercury-labs.dev -c admin:{0} account list | head -3""", r(20, ALNUM))

add("mail/maddy-sql-table-dsn", """table.sql_query local_mailboxes {
    driver postgres
    dsn "host=127.0.0.1 user=maddy password={0} dbname=maddy sslmode=disable"
    lookup "SELECT 1 FROM mailboxes WHERE address = $1"
}""", pw())

add("mail/maddy-creds-create-password-flag", """$ sudo -u maddy maddy creds create --password '{0}' noreply@violet-studio.art
$ sudo -u maddy maddy imap-acct create noreply@violet-studio.art
$ sudo -u maddy maddy creds list
noreply@violet-studio.art
postmaster@violet-studio.art""", human_pw())

add("mail/roundcube-db-dsnw-mysql", """<?php
/* /etc/roundcube/config.inc.php, generated by the installer and then edited */
$config = [];
$config['db_dsnw'] = 'mysql://roundcube:{0}@localhost/roundcubemail';
$config['imap_host'] = 'ssl://imap.maple-row.ca:993';
$config['smtp_host'] = 'tls://smtp.maple-row.ca:587';
$config['support_url'] = '';
$config['product_name'] = 'Maple Row Webmail';""", pw())

add("mail/roundcube-shared-smtp-pass", """// plugins/contact_form/config.inc.php
// every webmail user sends the contact-form copies through the shared relay account
$config['contact_form_smtp_host'] = 'tls://smtp.thunderbay.org:587';
$config['contact_form_smtp_user'] = 'webforms@thunderbay.org';
$config['contact_form_smtp_pass'] = '{0}';""", human_pw())

add("mail/snappymail-admin-password-txt", """$ docker exec -it snappymail cat /var/lib/snappymail/_data_/_default_/admin_password.txt
{0}
$ # log in at https://webmail.rendang.id/?admin with user "admin" and change it now""", r(12, ALNUM))

add("mail/snappymail-application-ini-pdo", """[contacts]
enable = On
allow_sync = Off
suggestions_limit = 20
type = "pgsql"
pdo_dsn = "host=127.0.0.1;port=5432;dbname=snappymail"
pdo_user = "snappymail"
pdo_password = "{0}"

[security]
allow_admin_panel = On""", pw())

# ============================================================ SECRETS: reading mail
add("mail/imapsync-oauth-access-token", """imapsync --host1 imap.gmail.com --ssl1 --user1 yusuf@durian-farm.id \\
  --oauthaccesstoken1 {0} \\
  --host2 imap.durian-farm.id --ssl2 --user2 yusuf@durian-farm.id --passfile2 /root/.pw_yusuf \\
  --automap --exclude '\\[Gmail\\]/All Mail' --nofoldersizes""", "ya29.a0" + r(140, URLSAFE))

c1, c2, c3 = human_pw(WORDS_HU), human_pw(WORDS_HU), pw()
add_split("mail/imapsync-batch-csv-hungarian", """# migracio.csv, imapsync_massive.sh olvassa, forrás: régi cPanel, cél: mailcow
# user1;jelszo1;user2;jelszo2
kovacs.peter@szamoca.hu;{0};kovacs.peter@szamoca.hu;{2}
toth.eva@szamoca.hu;{1};toth.eva@szamoca.hu;{2}
# a cél oldali jelszó ideiglenes, mindkettőnél ugyanaz, holnap cseréljük""", c1, c2, c3)

add("mail/mbsync-passcmd-echo", """IMAPAccount fastmail
Host imap.fastmail.com
User j.ortega@fastmail.com
PassCmd "echo '{0}'"
SSLType IMAPS

IMAPStore fastmail-remote
Account fastmail""", r(16, LOWER_NUM))

add("mail/offlineimap-ovh-remote-french", """[Repository OVHDistant]
type = IMAP
remotehost = ssl0.ovh.net
remoteport = 993
ssl = yes
sslcacertfile = /etc/ssl/certs/ca-certificates.crt
remoteuser = cabinet@notaire-grenouille.fr
# TODO passer à remotepasseval + pass, en attendant :
remotepass = {0}
folderfilter = lambda f: f not in ['Junk', 'Trash']""", human_pw(WORDS_FR))

add("mail/fetchmailrc-indonesian", """# ~/.fetchmailrc  -- ambil email toko dari hosting lama tiap 5 menit
set daemon 300
set logfile ~/fetchmail.log
poll mail.tokokopi-merdeka.id protocol IMAP port 993
  user "admin@tokokopi-merdeka.id" there with password "{0}" is "toko" here
  ssl keep fetchall
# jangan lupa chmod 600, fetchmail nolak jalan kalau permission-nya longgar""", human_pw(WORDS_ID))

add("mail/imapclient-login-indonesian-comment", """from imapclient import IMAPClient

# akun arsip, hanya baca; nanti pindahkan ke Vault
with IMAPClient("imap.pelangi-media.co.id", ssl=True) as client:
    client.login("arsip@pelangi-media.co.id", "{0}")
    client.select_folder("INBOX", readonly=True)
    uids = client.search(["SINCE", "01-Jan-2025"])
    print(len(uids), "pesan")""", human_pw(WORDS_ID))

# ============================================================ SECRETS: sending
s_pw = pw()
s_user = "alerts@rocketyard.dev"
add_split("mail/swaks-auth-plain-transcript", """$ swaks --to oncall@rocketyard.dev --from alerts@rocketyard.dev --server smtp.rocketyard.dev:587 \\
    --tls --auth PLAIN --auth-user alerts@rocketyard.dev --auth-password '{0}'
=== Trying smtp.rocketyard.dev:587...
=== Connected to smtp.rocketyard.dev.
<-  220 smtp.rocketyard.dev ESMTP Postfix
 -> STARTTLS
<-  220 2.0.0 Ready to start TLS
=== TLS started with cipher TLSv1.3:TLS_AES_256_GCM_SHA384:256
 ~> AUTH PLAIN {1}
<~  235 2.7.0 Authentication successful
 ~> MAIL FROM:<alerts@rocketyard.dev>
<~  250 2.1.0 Ok""", s_pw, auth_plain(s_user, s_pw))

add("mail/openssl-s-client-auth-plain-b64", """$ openssl s_client -connect smtp.maplegarden.ca:465 -quiet
depth=2 C = US, O = Internet Security Research Group, CN = ISRG Root X1
verify return:1
220 smtp.maplegarden.ca ESMTP ready
EHLO debug.local
250-smtp.maplegarden.ca
250-AUTH PLAIN LOGIN
250 8BITMIME
AUTH PLAIN {0}
235 2.7.0 Authentication successful""", auth_plain("frontdesk@maplegarden.ca", human_pw()))

add("mail/swaks-auth-login-hungarian-chat", """Gergő: nálam ezzel megy át, próbáld te is a saját gépedről:
Gergő: swaks -tls -s smtp.csillag-nyomda.hu:587 -au nyomtatas@csillag-nyomda.hu -ap '{0}' -t gergo@csillag-nyomda.hu
Dóra: nálam 535 5.7.8 Error: authentication failed
Gergő: akkor a tűzfal engedi, csak nálad a jelszóban elírás van""", human_pw(WORDS_HU))

p_pw = human_pw()
add_split("mail/printf-base64-auth-plain-oneliner", r"""$ printf '\0%s\0%s' 'monitor@garden-ops.net' '{0}' | base64
{1}
$ # paste after AUTH PLAIN in the telnet session""", p_pw, auth_plain("monitor@garden-ops.net", p_pw))

add("mail/curl-imaps-user-flag", """$ curl -s --url "imaps://imap.zoho.eu:993/INBOX" --user "ops@violetpay.eu:{0}" -X "EXAMINE INBOX"
* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)
* 312 EXISTS
* 0 RECENT
* OK [UIDVALIDITY 1687245110] UIDs valid""", r(12, ALNUM))

add("mail/msmtprc-french-account", """# ~/.msmtprc — envoi des factures depuis le NAS
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        gandi
host           mail.gandi.net
port           587
from           factures@lavande-bio.fr
user           factures@lavande-bio.fr
password       {0}

account default : gandi""", human_pw(WORDS_FR))

add("mail/msmtp-passwordeval-echo", """account ovh
host ssl0.ovh.net
port 465
tls_starttls off
from backup@chaton-immo.fr
user backup@chaton-immo.fr
passwordeval "echo {0}"
""", pw())

add("mail/muttrc-smtp-pass-hungarian", """# ~/.muttrc -- céges fiók
set from = "horvath.gabor@pogacsa-pekseg.hu"
set realname = "Horváth Gábor"
set imap_user = "horvath.gabor@pogacsa-pekseg.hu"
set smtp_url = "smtp://horvath.gabor@pogacsa-pekseg.hu@mail.pogacsa-pekseg.hu:587/"
# TODO: ne maradjon itt sima szövegként
set smtp_pass = "{0}"
set ssl_force_tls = yes""", human_pw(WORDS_HU))

add("mail/neomutt-folder-url-userinfo", """set folder = "imaps://dev.tiger:{0}@imap.migadu.com:993/"
set spoolfile = "+INBOX"
set record = "+Sent"
set postponed = "+Drafts"
mailboxes =INBOX =Lists/neomutt-devel""", pw())


# ============================================================ SECRETS: DKIM and filters
add("mail/opendkim-genkey-cat-private", """$ cd /etc/opendkim/keys/winterpeak.io && sudo opendkim-genkey -b 2048 -d winterpeak.io -s mx2025
$ sudo cat mx2025.private
{0}
$ sudo chown opendkim:opendkim mx2025.private""", rsa_pem(2048))

k1024 = rsa_pem(1024)
pub1024 = dkim_pub(1024)
add("mail/rspamadm-dkim-keygen-output", """$ rspamadm dkim_keygen -s 'rs2024' -d merdeka-books.id -b 1024
{0}
rs2024._domainkey IN TXT ( "v=DKIM1; k=rsa; "
	"p=""" + pub1024[:120] + '"\n\t"' + pub1024[120:] + """" ) ;""", k1024)

pem_k8s = rsa_pem(2048, pkcs8=True)
add("mail/dkim-k8s-secret-data-b64", """apiVersion: v1
kind: Secret
metadata:
  name: dkim-keys
  namespace: mail
type: Opaque
data:
  paprika-2025.key: {0}""", base64.b64encode((pem_k8s + "\n").encode()).decode())

add("mail/dkim-nodemailer-private-key-inline", """const transporter = nodemailer.createTransport({
  host: "smtp.otterbox.app",
  port: 587,
  dkim: {
    domainName: "otterbox.app",
    keySelector: "nm1",
    privateKey: `{0}`,
  },
});""", rsa_pem(2048))

add("mail/rspamd-redis-conf-password", """# /etc/rspamd/local.d/redis.conf
servers = "10.40.2.15:6379";
password = "{0}";
db = "3";
timeout = 2.0;""", r(32, ALNUM))

add("mail/rspamd-dkim-vault-token", """# /etc/rspamd/local.d/dkim_signing.conf
use_vault = true;
vault_url = "https://vault.fennec.internal:8200";
vault_token = "{0}";
vault_path = "dkim";
allow_hdrfrom_mismatch = false;
use_esld = true;""", "hvs." + r(24, ALNUM))

# ============================================================ SECRETS: DNS providers
add("mail/cloudflare-terraform-provider-literal", """terraform {
  required_providers {
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.40" }
  }
}

provider "cloudflare" {
  api_token = "{0}" # FIXME move to TF_VAR before merge
}

resource "cloudflare_record" "mx1" {
  zone_id  = "4f1c8a62e0b9d7a53c19e8f2b6d0a471"
  name     = "@"
  type     = "MX"
  content  = "mx1.harbor-mail.net"
  priority = 10
}""", cf_token())

add("mail/cloudflare-flarectl-env-indonesian", """# token ini cuma punya izin Zone:DNS:Edit untuk matahari-travel.id
export CF_API_TOKEN={0}
flarectl dns list --zone matahari-travel.id --type TXT
flarectl dns create --zone matahari-travel.id --name _dmarc --type TXT --content "v=DMARC1; p=quarantine" """, cf_token())

add("mail/cloudflare-global-key-python-headers", """CF_HEADERS = {
    "X-Auth-Email": "hostmaster@castle-rock.co.uk",
    "X-Auth-Key": "{0}",
    "Content-Type": "application/json",
}
resp = requests.get("https://api.cloudflare.com/client/v4/zones", headers=CF_HEADERS, params={"name": "castle-rock.co.uk"})""", r(37, HEX))

ak, sk = aws_akid(), aws_secret()
add_split("mail/route53-boto3-static-keys", """import boto3

r53 = boto3.client(
    "route53",
    aws_access_key_id="{0}",
    aws_secret_access_key="{1}",
)
r53.change_resource_record_sets(
    HostedZoneId="Z06817412X9QJ2W3ABCDE",
    ChangeBatch={"Changes": [{"Action": "UPSERT", "ResourceRecordSet": {
        "Name": "_dmarc.mercuryfin.com", "Type": "TXT", "TTL": 300,
        "ResourceRecords": [{"Value": '"v=DMARC1; p=reject"'}]}}]},
)""", ak, sk)

add("mail/route53-aws-credentials-certbot-profile", """$ cat ~/.aws/credentials
[default]
region = eu-west-1

[certbot-dns]
aws_access_key_id = """ + aws_akid() + """
aws_secret_access_key = {0}
$ AWS_PROFILE=certbot-dns certbot certonly --dns-route53 -d 'mail.otter-kayak.com'""", aws_secret())

add("mail/gandi-livedns-apikey-header", """$ curl -s -H "Authorization: Apikey {0}" \\
    https://api.gandi.net/v5/livedns/domains/croissant-club.fr/records/@/MX | jq .
{
  "rrset_name": "@",
  "rrset_type": "MX",
  "rrset_ttl": 10800,
  "rrset_values": ["10 spool.mail.gandi.net.", "50 fb.mail.gandi.net."]
}""", r(24, ALNUM))

pk_a, pk_s = "pk1_" + r(64, HEX), "sk1_" + r(64, HEX)
add_split("mail/porkbun-ping-python-dict", """PORKBUN = {
    "apikey": "{0}",
    "secretapikey": "{1}",
}
r = requests.post("https://api.porkbun.com/api/json/v3/ping", json=PORKBUN, timeout=10)
print(r.json())  # {'status': 'SUCCESS', 'yourIp': '""" + ip4() + """'}""", pk_a, pk_s)

add("mail/namecheap-python-client-key", """from namecheap import Api

api = Api(
    ApiUser="sunflowerlabs",
    ApiKey="{0}",
    UserName="sunflowerlabs",
    ClientIP=\"""" + ip4() + """\",
    sandbox=False,
)
hosts = api.domains_dns_getHosts("sunflowerlabs.io")""", r(32, HEX))

ovh_ak, ovh_as, ovh_ck = r(16, ALNUM), r(32, ALNUM), r(32, ALNUM)
add_split("mail/ovh-conf-file-keys", """$ cat ~/.ovh.conf
[default]
endpoint=ovh-eu

[ovh-eu]
application_key={0}
application_secret={1}
consumer_key={2}
$ python3 -c "import ovh; print(ovh.Client().get('/me')['nichandle'])"
mb123456-ovh""", ovh_ak, ovh_as, ovh_ck)

add("mail/desec-token-curl-rrsets", """$ curl -s -X POST https://desec.io/api/v1/domains/thunder-hill.dedyn.io/rrsets/ \\
    -H "Authorization: Token {0}" -H "Content-Type: application/json" \\
    --data '{"subname": "_dmarc", "type": "TXT", "ttl": 3600, "records": ["\\"v=DMARC1; p=none\\""]}'
{"created":"2025-03-02T10:11:04Z","domain":"thunder-hill.dedyn.io","subname":"_dmarc","name":"_dmarc.thunder-hill.dedyn.io.","type":"TXT","records":["\\"v=DMARC1; p=none\\""],"ttl":3600,"touched":"2025-03-02T10:11:04Z"}""", r(28, URLSAFE))

add("mail/desec-token-french-chat", """Camille : j'ai créé un token deSEC limité au domaine mirabelle-velo.fr pour le renouvellement
Camille : le voici, à mettre dans le coffre et nulle part ailleurs : {0}
Hugo : merci, je le colle dans /etc/letsencrypt/desec.ini et je supprime ce message
Camille : parfait, pense au chmod 600""", r(28, URLSAFE))

add("mail/hetzner-dns-python-header", """HETZNER_DNS = "https://dns.hetzner.com/api/v1"
HEADERS = {"Auth-API-Token": "{0}"}

def upsert_txt(zone_id: str, name: str, value: str) -> None:
    rec = {"zone_id": zone_id, "type": "TXT", "name": name, "value": value, "ttl": 300}
    requests.post(f"{HETZNER_DNS}/records", json=rec, headers=HEADERS, timeout=10).raise_for_status()""", r(32, ALNUM))

add("mail/hetzner-dns-terraform-tfvars", """# terraform.tfvars (mail-dns stack) -- NOT committed, see .gitignore
hetznerdns_token = "{0}"
zone_name        = "hegyoldal-borhaz.hu"
mx_primary       = "mx1.hegyoldal-borhaz.hu"
dkim_selector    = "hb2025\"""", r(32, ALNUM))

pd_key, pd_web = r(24, ALNUM), human_pw()
add_split("mail/powerdns-pdns-conf-api-and-webserver", """# /etc/powerdns/pdns.conf
launch=gpgsql
gpgsql-host=127.0.0.1
gpgsql-dbname=pdns
api=yes
api-key={0}
webserver=yes
webserver-address=0.0.0.0
webserver-allow-from=10.0.0.0/8
webserver-password={1}""", pd_key, pd_web)

add("mail/powerdns-recursor-yaml-api-key", """# /etc/powerdns/recursor.yml
webservice:
  webserver: true
  address: 127.0.0.1
  port: 8082
  api_key: {0}
recursor:
  forward_zones:
  - zone: corp.lan
    forwarders: [10.0.0.53]""", r(20, ALNUM + "-_"))

add("mail/technitium-token-query-string", """$ curl -s "http://ns1.kucing-net.id:5380/api/zones/records/add?token={0}&domain=_acme-challenge.mail.kucing-net.id&type=TXT&ttl=60&text=Xk3qv7mT0bVwYfP2HjR9sLdC1nQaE8uZgO5yKtWcBi4"
{"response":{},"status":"ok"}""", r(64, HEX))

add("mail/technitium-login-response-token", """$ curl -s "http://127.0.0.1:5380/api/user/login?user=admin&pass=$TECH_PW&includeInfo=false"
{"displayName":"Administrator","username":"admin","token":"{0}","status":"ok"}""", r(64, HEX))

add("mail/octodns-linode-token-literal", """# config/production.yaml
providers:
  config:
    class: octodns.provider.yaml.YamlProvider
    directory: ./zones
  linode:
    class: octodns_linode.LinodeProvider
    token: {0}
zones:
  violet-kite.com.:
    sources: [config]
    targets: [linode]""", r(64, HEX))

add("mail/vultr-dns-api-key-bearer", """$ curl -s "https://api.vultr.com/v2/domains/pancake-house.net/records" \\
    -X POST -H "Authorization: Bearer {0}" -H "Content-Type: application/json" \\
    --data '{"name": "mail", "type": "A", "data": "203.0.113.25", "ttl": 300}'""", r(36, UPPER_NUM))

# ============================================================ SECRETS: ACME DNS-01
add("mail/certbot-dns-desec-ini", """$ sudo cat /etc/letsencrypt/secrets/desec.ini
dns_desec_token = {0}
$ sudo certbot certonly --authenticator dns-desec --dns-desec-credentials /etc/letsencrypt/secrets/desec.ini \\
    -d 'mail.nuage-libre.fr' -d 'autoconfig.nuage-libre.fr'""", r(28, URLSAFE))

add("mail/certbot-dns-hetzner-ini-hungarian", """# /etc/letsencrypt/hetzner.ini
# Hetzner DNS token, csak a fecske-utazas.hu zónához. Lejár: 2026 márc. -- Zsolt
dns_hetzner_api_token = {0}
dns_hetzner_propagation_seconds = 60""", r(32, ALNUM))

r53a, r53s = aws_akid(), aws_secret()
add_split("mail/certbot-route53-env-run", """root@mx1:~# AWS_ACCESS_KEY_ID={0} AWS_SECRET_ACCESS_KEY={1} \\
>   certbot certonly --dns-route53 -d mx1.tigerfin.net -m hostmaster@tigerfin.net --agree-tos -n
Saving debug log to /var/log/letsencrypt/letsencrypt.log
Requesting a certificate for mx1.tigerfin.net
Successfully received certificate.""", r53a, r53s)

lo_as, lo_ck = r(32, ALNUM), r(32, ALNUM)
add_split("mail/lego-ovh-env-run", """$ OVH_ENDPOINT=ovh-eu \\
  OVH_APPLICATION_KEY=""" + r(16, ALNUM) + """ \\
  OVH_APPLICATION_SECRET={0} \\
  OVH_CONSUMER_KEY={1} \\
  lego --email admin@papillon-sarl.fr --dns ovh -d 'mail.papillon-sarl.fr' run
2025/02/11 08:14:03 [INFO] [mail.papillon-sarl.fr] acme: Obtaining bundled SAN certificate""", lo_as, lo_ck)

add("mail/lego-desec-compose-env", """services:
  lego:
    image: goacme/lego:v4.19
    command: --email ops@gunung-api.id --dns desec -d mail.gunung-api.id --path /data run
    environment:
      DESEC_TOKEN: "{0}"
      DESEC_PROPAGATION_TIMEOUT: "180"
    volumes:
      - ./lego:/data""", r(28, URLSAFE))

add("mail/lego-namecheap-env-indonesian", """# sertifikat mail.sawah-organik.id, jalan tiap tanggal 1 lewat cron
export NAMECHEAP_API_USER=sawahorganik
export NAMECHEAP_API_KEY={0}
# IP server harus di-whitelist dulu di panel Namecheap, kalau tidak error 1011150
lego --dns namecheap -d mail.sawah-organik.id --email it@sawah-organik.id renew --days 30""", r(32, HEX))

add("mail/acme-sh-account-conf-gandi-token", """$ cat ~/.acme.sh/account.conf
LOG_FILE='/root/.acme.sh/acme.sh.log'
ACCOUNT_EMAIL='certs@marron-glace.fr'
AUTO_UPGRADE='1'
SAVED_GANDI_LIVEDNS_TOKEN='{0}'
USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin'""", r(40, HEX))

add("mail/acme-sh-pdns-export-run", """export PDNS_Url="http://ns0.rocket-hosting.net:8081"
export PDNS_ServerId="localhost"
export PDNS_Token="{0}"
export PDNS_Ttl=60
./acme.sh --issue --dns dns_pdns -d mail.rocket-hosting.net -d smtp.rocket-hosting.net""", r(24, ALNUM))

add("mail/acme-dns-register-output", """$ curl -s -X POST https://auth.acme-dns.io/register | jq .
{
  "username": \"""" + uuid4() + """\",
  "password": "{0}",
  "fulldomain": \"""" + uuid4() + """.auth.acme-dns.io",
  "subdomain": \"""" + uuid4() + """\",
  "allowfrom": []
}""", r(40, URLSAFE))

# ============================================================ SECRETS: BIND, TSIG, DNSSEC, registrars
add("mail/tsig-keygen-sha512-output", """$ tsig-keygen -a hmac-sha512 xfr-ns2-kanto
key "xfr-ns2-kanto" {
	algorithm hmac-sha512;
	secret "{0}";
};""", b64(64))

add("mail/ddns-confgen-output", """# ddns-confgen -s mail.otter.lan
# To activate this key, place the following in named.conf, and
# in a separate keyfile on the system or systems from which nsupdate
# will be run:
key "ddns-key.mail.otter.lan" {
	algorithm hmac-sha256;
	secret "{0}";
};""", b64(32))

add("mail/dhcpd-conf-ddns-key-block", """# /etc/dhcp/dhcpd.conf
ddns-update-style standard;
ddns-domainname "office.csillag.lan.";
key dhcp-updater {
    algorithm hmac-sha256;
    secret {0};
};
zone office.csillag.lan. {
    primary 127.0.0.1;
    key dhcp-updater;
}""", b64(32))

add("mail/dnspython-tsigkeyring-literal", """import dns.query
import dns.tsigkeyring
import dns.update

keyring = dns.tsigkeyring.from_text({"acme-updater.": ("hmac-sha256", "{0}")})
upd = dns.update.UpdateMessage("rembulan.net", keyring=keyring, keyalgorithm="hmac-sha256")
upd.replace("_acme-challenge.mail", 60, "TXT", token)
dns.query.tcp(upd, "198.51.100.53", timeout=10)""", b64(32))

add("mail/dig-axfr-y-hmac", """$ dig @ns1.falcon-grid.net falcon-grid.net AXFR -y hmac-sha256:axfr-secondary:{0} | head -6

; <<>> DiG 9.18.28 <<>> @ns1.falcon-grid.net falcon-grid.net AXFR -y hmac-sha256
; (1 server found)
;; global options: +cmd
falcon-grid.net.	3600	IN	SOA	ns1.falcon-grid.net. hostmaster.falcon-grid.net. 2025030401 7200 3600 1209600 300""", b64(32))

add("mail/terraform-dns-provider-update-key", """provider "dns" {
  update {
    server        = "10.10.0.53"
    key_name      = "terraform-mail."
    key_algorithm = "hmac-sha256"
    key_secret    = "{0}"
  }
}

resource "dns_mx_record_set" "mx" {
  zone = "intra.maplewood.lan."
  ttl  = 300
  mx {
    preference = 10
    exchange   = "mx.intra.maplewood.lan."
  }
}""", b64(32))

d_pe, d_p1, d_p2, d_e1, d_e2, d_co = b64(256), b64(128), b64(128), b64(128), b64(128), b64(128)
add_split("mail/dnssec-rsasha256-private-fields", """$ sudo cat /var/cache/bind/keys/Kpaprika-bolt.hu.+008+41592.private
Private-key-format: v1.3
Algorithm: 8 (RSASHA256)
Modulus: """ + b64(256) + """
PublicExponent: AQAB
PrivateExponent: {0}
Prime1: {1}
Prime2: {2}
Exponent1: {3}
Exponent2: {4}
Coefficient: {5}
Created: 20250112093014
Publish: 20250112093014
Activate: 20250112093014""", d_pe, d_p1, d_p2, d_e1, d_e2, d_co)

add("mail/rndc-conf-french-runbook", """## Procédure : piloter named sur ns2 depuis la machine d'admin
1. Copier ce bloc dans /etc/bind/rndc.conf (mode 0640, root:bind) :

    key "rndc-admin" {
        algorithm hmac-sha256;
        secret "{0}";
    };
    options { default-key "rndc-admin"; default-server 10.8.0.2; default-port 953; };

2. Tester avec `rndc status` ; la réponse doit commencer par « version: BIND 9.18 ».""", b64(32))

add("mail/epp-authcode-hungarian-ticket", """Tárgy: Domain átvitel — szamoca-webshop.hu
Szia Márton!
Megkaptam a régi regisztrátortól az átviteli kódot (auth code / EPP):
    {0}
Légyszi indítsd el a transzfert a Gandi felületén még ma, 5 napig érvényes.
Köszi, Lili""", r(4, UPPER) + r(2, DIGITS) + _rng.choice("#$%&") + r(3, LOWER) + _rng.choice("!?*") + r(3, UPPER_NUM))

add("mail/epp-authcode-indonesian-chat", """Dimas: kode EPP buat pindah kucingoren.com dari registrar lama udah keluar
Dimas: {0}
Sari: sip, aku masukin di Porkbun sekarang. domainnya masih locked gak?
Dimas: udah aku unlock barusan""", r(6, ALNUM) + _rng.choice("!@#") + r(5, ALNUM) + _rng.choice("*&%") + r(3, ALNUM))

add("mail/agent-toolcall-dovecot-sql-escaped", r"""{"type":"tool_result","tool_use_id":"toolu_01""" + r(22, ALNUM) + r"""","content":"driver = mysql\nconnect = host=/run/mysqld/mysqld.sock dbname=vmail user=vmail_auth password={0}\ndefault_pass_scheme = BLF-CRYPT\npassword_query = SELECT email AS user, password FROM mailbox WHERE email = '%u' AND active = 1\n"}""", pw())


# ============================================================ LOOK-ALIKES: Postfix, Dovecot, Exim, OpenSMTPD
la("""$ sudo postconf -n | grep -E 'relayhost|sasl|tls_security'
relayhost = [smtp.office365.com]:587
smtp_sasl_auth_enable = yes
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
smtp_sasl_security_options = noanonymous
smtp_tls_security_level = encrypt""")

la("""# templates/sasl_passwd.tmpl, rendered by the entrypoint with envsubst
[${RELAY_HOST}]:${RELAY_PORT} ${RELAY_USER}:${RELAY_PASSWORD}
# entrypoint.sh:
#   envsubst < /templates/sasl_passwd.tmpl > /etc/postfix/sasl_passwd && postmap /etc/postfix/sasl_passwd""")

q1 = qid()
la("""Mar  4 09:12:44 mx1 postfix/smtp[21877]: {0}: to=<j.nagy@almafa-kft.hu>, relay=smtp.office365.com[52.97.146.2]:587, delay=1.4, delays=0.02/0.01/0.61/0.77, dsn=2.0.0, status=sent (250 2.0.0 OK <{1}@mx1.kovacsgep.hu> [Hostname=VI1PR04MB{2}.eurprd04.prod.outlook.com])
Mar  4 09:12:44 mx1 postfix/qmgr[1022]: {0}: removed""", q1, r(16, HEX), r(4, DIGITS))

la("""$ postqueue -p
-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------
{0}*    2841 Tue Mar  4 09:30:02  invoices@tigerline.co
                                         ap@harbor-trade.com

{1}     1930 Tue Mar  4 09:31:17  alerts@tigerline.co
(SASL authentication failed; server smtp.mailgun.org[34.160.11.81] said: 535 Authentication failed)
                                         oncall@tigerline.co

-- 5 Kbytes in 2 Requests.""", qid(), qid())

la("""$ sudo postmap -q "[smtp.eu.mailgun.org]:587" hash:/etc/postfix/sasl_passwd | sed -E 's/:.*/:********/'
postmaster@mg.pelangi-store.id:********""")

la("""# /etc/postfix/sasl_passwd (example shipped in the repo, real file comes from Vault)
# [smtp.example.com]:587    username:password
[smtp.sendgrid.net]:587     apikey:<SENDGRID_API_KEY>""")

la("""# /etc/dovecot/conf.d/10-auth.conf
auth_mechanisms = plain login
passdb {
  driver = passwd-file
  args = scheme=ARGON2ID username_format=%u /etc/dovecot/users
}
userdb {
  driver = static
  args = uid=vmail gid=vmail home=/var/vmail/%d/%n
}""")

la("""# dovecot-sql.conf.ext, peer auth over the unix socket, no password needed
driver = pgsql
connect = host=/var/run/postgresql dbname=vmail user=dovecot
default_pass_scheme = ARGON2ID
password_query = SELECT username AS user, password FROM mailbox WHERE username = '%u' AND active = true""")

la("""Mar 04 10:02:11 imap01 dovecot[1311]: auth: passwd-file(ghost@lavande-conseil.fr,""" + ip4() + """,<""" + b64(12) + """>): unknown user
Mar 04 10:02:13 imap01 dovecot[1311]: imap-login: Disconnected: Connection closed (auth failed, 1 attempts in 2 secs): user=<ghost@lavande-conseil.fr>, method=PLAIN, rip=""" + ip4() + """, lip=10.0.3.11, TLS, session=<""" + b64(12) + """>""")

la("""root@imap01:~# doveadm who
username                      # proto (pids)                 (ips)
d.moreau@lavande-conseil.fr   2 imap  (41223 41870)          (""" + ip4() + """)
compta@lavande-conseil.fr     1 imap  (40112)                (10.0.3.40)
root@imap01:~# doveadm quota get -u compta@lavande-conseil.fr
Quota name Type    Value  Limit                                                                %
User quota STORAGE 412833 2097152                                                             19""")

la("""# Dovecot 2.4, password injected from the systemd credential
pgsql pg1.internal {
  parameters {
    user = dovecot_auth
    password = %{env:DOVECOT_DB_PASSWORD}
    dbname = vmail
  }
}
import_environment = DOVECOT_DB_PASSWORD""")

la("""$ doveadm pw -s ARGON2ID
Enter new password:
Retype new password:
$ # paste the {ARGON2ID}... line into users; never put the cleartext on the command line (shell history)""")

la("""2025-03-04 11:20:31 {0} <= billing@falconpost.net H=app02.falconpost.net [10.1.2.12] P=esmtpsa X=TLS1.3:TLS_AES_256_GCM_SHA384:256 CV=no A=smarthost_login:relay@winterline.io S=4129 id={1}@app02.falconpost.net
2025-03-04 11:20:32 {0} => k.ito@otterworks.io R=dnslookup T=remote_smtp H=mx.otterworks.io [""" + ip4() + """] X=TLS1.3:TLS_AES_256_GCM_SHA384:256 CV=yes C="250 2.0.0 Ok: queued as """ + qid() + """"
2025-03-04 11:20:32 {0} Completed""", exim_id(), r(20, HEX))

la("""# exim -bp
25h  3.1K {0} <newsletter@mapleroof.ca>
          d.lefebvre@orange.fr

 2h  1.2K {1} <>
          bounce-7731@mapleroof.ca""", exim_id(), exim_id())

la("""# /etc/exim4/passwd.client
# password file used when the local exim is authenticating to a remote
# host as a client.
#
# see exim4_passwd_client(5) for more documentation
#
# Example:
### target.mail.server.example:login:password""")

la("""smarthost_login:
  driver = plaintext
  public_name = PLAIN
  client_send = ^${extract{1}{:}{${lookup{$host}nwildlsearch{CONFDIR/passwd.client}{$value}fail}}}^${extract{2}{:}{${lookup{$host}nwildlsearch{CONFDIR/passwd.client}{$value}fail}}}""")

la("""DKIM_DOMAIN = ${lc:${domain:$h_from:}}
DKIM_SELECTOR = fp2025
DKIM_PRIVATE_KEY = ${if exists{/etc/exim4/dkim/DKIM_DOMAIN.pem}{/etc/exim4/dkim/DKIM_DOMAIN.pem}{0}}
remote_smtp:
  driver = smtp
  dkim_domain = DKIM_DOMAIN
  dkim_selector = DKIM_SELECTOR
  dkim_private_key = DKIM_PRIVATE_KEY""")

la("""# /etc/mail/smtpd.conf
table secrets file:/etc/mail/secrets
listen on lo0
action "relay" relay host smtp+tls://fastmail@smtp.fastmail.com:587 auth <secrets>
match from local for any action "relay"
# /etc/mail/secrets format: <label> <user>:<password>, mode 640 root:_smtpd""")

la("""Mar  4 12:01:55 relay smtpd[60244]: 8a1f3c2e9b7d0412 smtp connected address=local host=relay.mapleroof.ca
Mar  4 12:01:55 relay smtpd[60244]: 8a1f3c2e9b7d0412 mta connecting address=smtp+tls://""" + ip4() + """:587 host=smtp.fastmail.com
Mar  4 12:01:56 relay smtpd[60244]: 8a1f3c2e9b7d0412 mta delivery evpid=""" + r(16, HEX) + """ from=<m.lindqvist@fastmail.com> to=<ops@mapleroof.ca> rcpt=<-> source="10.0.0.4" relay="smtp.fastmail.com" delay=1s result="Ok" stat="250 2.0.0 Ok: queued\"""")

# ============================================================ LOOK-ALIKES: suites
la("""import os, requests

MAILCOW = "https://mail.harborfreight-logistics.com"
HEADERS = {"X-API-Key": os.environ["MAILCOW_API_KEY"], "Content-Type": "application/json"}
r = requests.get(f"{MAILCOW}/api/v1/get/domain/all", headers=HEADERS, timeout=15)""")

la("""$ grep -E '^(MAILCOW_HOSTNAME|DBNAME|DBUSER|DBPASS|DBROOT|REDISPASS|SKIP_LETS_ENCRYPT)=' mailcow.conf | sed -E 's/(PASS|ROOT)=.*/\\1=<redacted>/'
MAILCOW_HOSTNAME=mail.gunung-tech.id
DBNAME=mailcow
DBUSER=mailcow
DBPASS=<redacted>
DBROOT=<redacted>
REDISPASS=<redacted>
SKIP_LETS_ENCRYPT=n""")

la("""[
  {"username": "penzugy@almafa-kft.hu", "active": 1, "quota": 5368709120, "quota_used": 118254,
   "last_imap_login": 1741080311, "attributes": {"force_pw_update": "1", "tls_enforce_in": "0", "sogo_access": "1"}},
  {"username": "info@almafa-kft.hu", "active": 1, "quota": 2147483648, "quota_used": 90872311,
   "last_imap_login": 1741079002, "attributes": {"force_pw_update": "0", "tls_enforce_in": "0", "sogo_access": "1"}}
]""")

la("""$ curl -s -u "$MIAB_ADMIN:$MIAB_PASSWORD" https://box.otterpond.net/admin/system/status | jq -r '.[] | select(.type=="ok") | .text' | head -4
System software is up to date.
Nameserver glue records are correct at registrar. [ns1/ns2.box.otterpond.net ↦ """ + ip4() + """]
The DNSSEC 'DS' record for otterpond.net is set correctly at the registrar.
Domain's email is directed to this domain. [otterpond.net has MX 10 box.otterpond.net]""")

la("""[authentication.fallback-admin]
user = "admin"
secret = "%{env:STALWART_ADMIN_SECRET}%"

[store."postgresql"]
type = "postgresql"
host = "pg.mail.internal"
password = "%{file:/run/secrets/stalwart_pg}%\"""")

sel = "202501r"
la("""; DNS records Stalwart shows under Management > Domains > falconpost.net
""" + sel + """._domainkey.falconpost.net. IN TXT "v=DKIM1; k=rsa; h=sha256; p=""" + dkim_pub() + """"
202501e._domainkey.falconpost.net. IN TXT "v=DKIM1; k=ed25519; h=sha256; p=""" + base64.b64encode(_rng.randbytes(32)).decode() + """"
falconpost.net. IN TXT "v=spf1 mx ra=postmaster -all\"""")

la("""# /etc/maddy/maddy.conf
$(hostname) = mx.violet-studio.art
$(primary_domain) = violet-studio.art
tls file /etc/maddy/certs/$(hostname)/fullchain.pem /etc/maddy/certs/$(hostname)/privkey.pem
auth.pass_table local_authdb {
    table sql_table {
        driver sqlite3
        dsn credentials.db
        table_name passwords
    }
}""")

la("""<?php
$config['imap_host'] = 'ssl://imap.maple-row.ca:993';
$config['smtp_host'] = 'tls://smtp.maple-row.ca:587';
// use the IMAP login of the current user for SMTP AUTH
$config['smtp_user'] = '%u';
$config['smtp_pass'] = '%p';
$config['des_key'] = getenv('ROUNDCUBE_DES_KEY');
$config['db_dsnw'] = getenv('ROUNDCUBE_DSNW');""")

la("""[security]
; Admin panel access
allow_admin_panel = On
admin_login = "admin"
; hashed by SnappyMail on first save; leave empty to regenerate admin_password.txt
admin_password = ""
admin_totp = ""
force_https = On""")

la("""[2025-03-04 13:44:09 +0100]: IMAP Error: Login failed for j.roy@maple-row.ca against imap.maple-row.ca from """ + ip4() + """(X-Forwarded-For: """ + ip4() + """). AUTHENTICATE PLAIN: Authentication failed. in /usr/share/roundcube/program/lib/Roundcube/rcube_imap.php on line 211 (POST /?_task=login&_action=login)""")

# ============================================================ LOOK-ALIKES: reading and sending
la("""Command line used, run by /usr/bin/perl:
/usr/bin/imapsync --host1 mail.szamoca.hu --user1 kovacs.peter@szamoca.hu --password1 MASKED --host2 mail.mailcow.szamoca.hu --user2 kovacs.peter@szamoca.hu --password2 MASKED --automap
Host1: IMAP server [mail.szamoca.hu] port [993] user [kovacs.peter@szamoca.hu]
Host2: IMAP server [mail.mailcow.szamoca.hu] port [993] user [kovacs.peter@szamoca.hu]
Host1: success login on [mail.szamoca.hu] with user [kovacs.peter@szamoca.hu] auth [LOGIN]""")

la("""++++ Statistics
Transfer started on                     : Tue Mar  4 14:02:11 2025
Transfer ended on                       : Tue Mar  4 14:19:48 2025
Transfer time                           : 1057.3 sec
Messages transferred                    : 8412
Messages skipped                        : 217
Total bytes transferred                 : 1908312007 (1.777 GiB)
Detected 0 errors
Check if a full sync is needed          : """ + r(32, HEX))

la("""imapsync --host1 imap.oldhoster.net --user1 "$U" --passfile1 /root/migr/pw1/"$U" \\
         --host2 imap.durian-farm.id --user2 "$U" --passfile2 /root/migr/pw2/"$U" \\
         --automap --syncinternaldates --logfile "/var/log/imapsync/$U.log\"""")

la("""IMAPAccount fastmail
Host imap.fastmail.com
User j.ortega@fastmail.com
PassCmd "pass show email/fastmail-app"
SSLType IMAPS
CertificateFile /etc/ssl/certs/ca-certificates.crt""")

la("""[Repository OVHDistant]
type = IMAP
remotehost = ssl0.ovh.net
remoteuser = cabinet@notaire-grenouille.fr
# mot de passe lu dans le trousseau GNOME, cf. ~/.offlineimap.py
remotepasseval = get_pass("cabinet@notaire-grenouille.fr")
pythonfile = ~/.offlineimap.py""")

la("""fetchmail: 6.4.37 querying mail.tokokopi-merdeka.id (protocol IMAP) at Tue 04 Mar 2025 14:10:03 WIB: poll started
fetchmail: IMAP< * OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE AUTH=PLAIN] Dovecot ready.
fetchmail: IMAP> A0002 LOGIN "admin@tokokopi-merdeka.id" *
fetchmail: IMAP< A0002 OK [CAPABILITY IMAP4rev1] Logged in
fetchmail: 3 messages for admin@tokokopi-merdeka.id at mail.tokokopi-merdeka.id (41230 octets).""")

la("""$ swaks --to oncall@rocketyard.dev --server smtp.rocketyard.dev:587 --tls --auth PLAIN \\
    --auth-user alerts@rocketyard.dev --auth-password "$SMTP_PASS" --auth-hide-password
 ~> AUTH PLAIN """ + auth_plain("alerts@rocketyard.dev", "PROVIDED_BUT_REMOVED") + """
<~  235 2.7.0 Authentication successful""")

la("""$ openssl s_client -starttls smtp -connect smtp.maplegarden.ca:587 -brief
CONNECTION ESTABLISHED
Protocol version: TLSv1.3
Ciphersuite: TLS_AES_256_GCM_SHA384
Peer certificate: CN = smtp.maplegarden.ca
Hash used: SHA256
Signature type: RSA-PSS
Verification: OK
Server Temp Key: X25519, 253 bits
250 CHUNKING""")

la("""$ openssl s_client -connect imap.zoho.eu:993 </dev/null 2>/dev/null | openssl x509 -noout -fingerprint -sha256 -serial -enddate
sha256 Fingerprint=""" + fp_colon(32) + """
serial=""" + r(32, UPPER_HEX) + """
notAfter=Jun 11 23:59:59 2025 GMT""")

la("""# ~/.msmtprc
account        gandi
host           mail.gandi.net
port           587
from           factures@lavande-bio.fr
user           factures@lavande-bio.fr
passwordeval   "secret-tool lookup service msmtp user factures@lavande-bio.fr"
account default : gandi""")

la("""Mar 04 15:00:02 host=ssl0.ovh.net tls=on auth=on user=backup@chaton-immo.fr from=backup@chaton-immo.fr recipients=it@chaton-immo.fr mailsize=1822 smtpstatus=250 smtpmsg='250 2.0.0 Ok: queued as {0}' exitcode=EX_OK""", r(12, UPPER_NUM))

la("""# ~/.muttrc
set imap_user = "horvath.gabor@pogacsa-pekseg.hu"
set imap_pass = "`pass show mail/pogacsa`"
set smtp_pass = $imap_pass
set smtp_url = "smtp://horvath.gabor@pogacsa-pekseg.hu@mail.pogacsa-pekseg.hu:587/"
# a jelszót a pass tárolja, gpg kulccsal titkosítva -- itt ne legyen szöveges jelszó""")


# ============================================================ LOOK-ALIKES: DKIM and filters
la("""$ ls -l /etc/opendkim/keys/winterpeak.io/
-rw------- 1 opendkim opendkim 1679 Mar  4 09:01 mx2025.private
-rw-r--r-- 1 opendkim opendkim  503 Mar  4 09:01 mx2025.txt
$ cat /etc/opendkim/keys/winterpeak.io/mx2025.txt
mx2025._domainkey	IN	TXT	( "v=DKIM1; h=sha256; k=rsa; "
	  "p=""" + (lambda p: p[:250] + '"\n\t  "' + p[250:])(dkim_pub()) + """" )  ; ----- DKIM key mx2025 for winterpeak.io""")

la("""# /etc/opendkim/KeyTable
mx2025._domainkey.winterpeak.io winterpeak.io:mx2025:/etc/opendkim/keys/winterpeak.io/mx2025.private
# /etc/opendkim/SigningTable
*@winterpeak.io mx2025._domainkey.winterpeak.io""")

la("""DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=merdeka-books.id;
	s=rs2024; t=1741081432; h=from:from:reply-to:subject:subject:date:date:
	 message-id:message-id:to:to:cc:mime-version:mime-version:content-type;
	bh={0};
	b={1}""", b64(32), wrap64(b64(128)).replace("\n", "\n\t "))

la("""# /etc/rspamd/local.d/dkim_signing.conf
path = "/var/lib/rspamd/dkim/$domain.$selector.key";
selector_map = "/etc/rspamd/dkim_selectors.map";
allow_username_mismatch = true;
use_esld = true;
# vault_token comes from the VAULT_TOKEN env of the rspamd unit, see override.conf""")

la("""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: dkim-keys
  namespace: mail
spec:
  refreshInterval: 1h
  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}
  target: {name: dkim-keys}
  data:
    - secretKey: paprika-2025.key
      remoteRef: {key: mail/dkim/paprika-2025, property: private_key}""")

la("""2025-03-04 15:31:07 #41122(normal) <{0}>; task; rspamd_task_write_log: id: <{1}@mail.otterbox.app>, qid: <{2}>, ip: """ + ip4() + """, from: <noreply@otterbox.app>, (default: F (no action): [-1.21/15.00] [DKIM_SIGNED(0.00){otterbox.app:s=nm1;},R_SPF_ALLOW(-0.20){+ip4:""" + ip4() + """;},DMARC_POLICY_ALLOW(-0.50){otterbox.app;reject;}]), len: 18223, time: 41.7ms""", r(6, HEX), uuid4(), qid())

# ============================================================ LOOK-ALIKES: DNS providers
la("""provider "cloudflare" {
  api_token = var.cloudflare_api_token
}

variable "cloudflare_api_token" {
  type      = string
  sensitive = true
}

resource "cloudflare_record" "dmarc" {
  zone_id = "{0}"
  name    = "_dmarc"
  type    = "TXT"
  content = "v=DMARC1; p=reject; rua=mailto:dmarc@harbor-mail.net; adkim=s; aspf=s"
}""", r(32, HEX))

la("""$ curl -s https://api.cloudflare.com/client/v4/user/tokens/verify -H "Authorization: Bearer $CF_API_TOKEN" | jq .
{
  "result": {
    "id": "{0}",
    "status": "active",
    "expires_on": "2026-03-31T23:59:59Z"
  },
  "success": true,
  "errors": [],
  "messages": [{"code": 10000, "message": "This API Token is valid and active", "type": null}]
}""", r(32, HEX))

la("""# wrangler.toml (email worker for bounces)
name = "bounce-router"
main = "src/index.ts"
compatibility_date = "2025-02-14"
account_id = "{0}"

[[send_email]]
name = "BOUNCES"
destination_address = "postmaster@castle-rock.co.uk\"""", r(32, HEX))

la("""{
  "result": [
    {"id": "{0}", "zone_id": "{1}", "zone_name": "matahari-travel.id", "name": "matahari-travel.id",
     "type": "MX", "content": "mx1.matahari-travel.id", "priority": 10, "proxied": false, "ttl": 3600},
    {"id": "{2}", "zone_id": "{1}", "zone_name": "matahari-travel.id", "name": "_dmarc.matahari-travel.id",
     "type": "TXT", "content": "\\"v=DMARC1; p=quarantine\\"", "proxied": false, "ttl": 1}
  ],
  "success": true
}""", r(32, HEX), r(32, HEX), r(32, HEX))

la("""$ aws route53 change-resource-record-sets --hosted-zone-id Z0{0} --change-batch file://dmarc.json
{
    "ChangeInfo": {
        "Id": "/change/C0{1}",
        "Status": "PENDING",
        "SubmittedAt": "2025-03-04T15:44:02.118000+00:00"
    }
}""", r(19, UPPER_NUM), r(19, UPPER_NUM))

la("""$ aws sts get-caller-identity --profile certbot-dns
{
    "UserId": "AIDA{0}",
    "Account": "{1}",
    "Arn": "arn:aws:iam::{1}:user/certbot-dns-route53"
}""", r(17, UPPER_NUM), r(12, DIGITS))

la("""[certbot-dns]
# credentials are injected by aws-vault / SSO, nothing stored here
credential_process = aws-vault export --format=json certbot-dns
region = eu-west-1""")

la("""$ curl -s -H "Authorization: Bearer $GANDI_PAT" https://api.gandi.net/v5/livedns/domains/croissant-club.fr | jq '{fqdn, automatic_snapshots, domain_href}'
{
  "fqdn": "croissant-club.fr",
  "automatic_snapshots": true,
  "domain_href": "https://api.gandi.net/v5/livedns/domains/croissant-club.fr"
}""")

la("""# .env.example for the porkbun DDNS updater
PORKBUN_API_KEY=pk1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
PORKBUN_SECRET_API_KEY=sk1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
PORKBUN_DOMAIN=example.com
PORKBUN_SUBDOMAIN=home""")

la("""https://api.namecheap.com/xml.response?ApiUser=sunflowerlabs&ApiKey={{ namecheap_api_key }}&UserName=sunflowerlabs&Command=namecheap.domains.dns.getHosts&ClientIp={{ ansible_default_ipv4.address }}&SLD=sunflowerlabs&TLD=io""")

la("""<ApiResponse Status="OK" xmlns="http://api.namecheap.com/xml.response">
  <RequestedCommand>namecheap.domains.dns.gethosts</RequestedCommand>
  <CommandResponse Type="namecheap.domains.dns.getHosts">
    <DomainDNSGetHostsResult Domain="sunflowerlabs.io" IsUsingOurDNS="true">
      <host HostId="{0}" Name="@" Type="MX" Address="mx1.improvmx.com." MXPref="10" TTL="1800" />
      <host HostId="{1}" Name="@" Type="TXT" Address="v=spf1 include:spf.improvmx.com ~all" MXPref="10" TTL="1800" />
    </DomainDNSGetHostsResult>
  </CommandResponse>
  <ExecutionTime>0.214</ExecutionTime>
</ApiResponse>""", r(9, DIGITS), r(9, DIGITS))

la("""$ curl -s https://desec.io/api/v1/auth/tokens/ -H "Authorization: Token ${DESEC_TOKEN}" | jq '.[] | {id, name, created, last_used}'
{
  "id": "{0}",
  "name": "certbot mirabelle-velo.fr",
  "created": "2025-01-20T08:12:44.120311Z",
  "last_used": "2025-03-01T02:00:07.551004Z"
}""", uuid4())

la("""$ curl -s -H "Auth-API-Token: $HETZNER_DNS_TOKEN" https://dns.hetzner.com/api/v1/zones | jq '.zones[] | {id, name, ns}'
{
  "id": "{0}",
  "name": "hegyoldal-borhaz.hu",
  "ns": ["hydrogen.ns.hetzner.com", "oxygen.ns.hetzner.com", "helium.ns.hetzner.de"]
}""", r(22, ALNUM))

la("""$ curl -s -H "X-API-Key: ${PDNS_API_KEY}" http://127.0.0.1:8081/api/v1/servers/localhost/zones/rocket-hosting.net. | jq '{name, kind, serial, dnssec}'
{
  "name": "rocket-hosting.net.",
  "kind": "Native",
  "serial": 2025030403,
  "dnssec": true
}""")

la("""# /etc/powerdns/pdns.d/api.conf (rendered by salt)
api=yes
api-key={{ salt['pillar.get']('pdns:api_key') }}
webserver-password={{ salt['pillar.get']('pdns:webserver_password') }}
webserver-allow-from=127.0.0.1,::1""")

la("""$ curl -s "http://ns1.kucing-net.id:5380/api/zones/records/get?token=${TECHNITIUM_TOKEN}&domain=kucing-net.id&zone=kucing-net.id" | jq '.response.records[] | select(.type=="MX")'
{
  "disabled": false,
  "name": "kucing-net.id",
  "type": "MX",
  "ttl": 3600,
  "rData": {"preference": 10, "exchange": "mx1.kucing-net.id"},
  "dnssecStatus": "Unknown"
}""")

la("""# config/production.yaml
providers:
  linode:
    class: octodns_linode.LinodeProvider
    token: env/LINODE_TOKEN
  vultr:
    class: octodns_vultr.VultrProvider
    token: env/VULTR_API_KEY""")

# ============================================================ LOOK-ALIKES: ACME
la("""# /etc/letsencrypt/cloudflare.ini.example
# Cloudflare API token used by Certbot (Zone:DNS:Edit on the mail zones only)
dns_cloudflare_api_token = <paste the token from the Cloudflare dashboard here>""")

la("""jobs:
  renew:
    runs-on: ubuntu-latest
    steps:
      - name: lego renew
        env:
          CF_DNS_API_TOKEN: ${{ secrets.CF_DNS_API_TOKEN }}
          CF_ZONE_API_TOKEN: ${{ secrets.CF_ZONE_API_TOKEN }}
        run: lego --email ${{ vars.ACME_EMAIL }} --dns cloudflare -d "mail.harbor-mail.net" --path ./certs renew --days 30""")

la("""$ cat ~/.acme.sh/account.conf
LOG_FILE='/root/.acme.sh/acme.sh.log'
ACCOUNT_EMAIL='certs@marron-glace.fr'
AUTO_UPGRADE='1'
SAVED_CF_Account_ID='{0}'
SAVED_CF_Zone_ID='{1}'
USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin'""", r(32, HEX), r(32, HEX))

la("""[Tue Mar  4 16:02:11 CET 2025] Getting domain auth token for each domain
[Tue Mar  4 16:02:12 CET 2025] Getting webroot for domain='mail.marron-glace.fr'
[Tue Mar  4 16:02:12 CET 2025] Adding TXT value: {0} for domain: _acme-challenge.mail.marron-glace.fr
[Tue Mar  4 16:02:14 CET 2025] The TXT record has been successfully added.
[Tue Mar  4 16:02:14 CET 2025] Let's check each DNS record now. Sleeping for 20 seconds first.""", b64url(32))

la("""$ certbot show_account
Account details for server https://acme-v02.api.letsencrypt.org/directory:
  Account URL: https://acme-v02.api.letsencrypt.org/acme/acct/{0}
  Account Thumbprint: {1}
  Email contact: hostmaster@tigerfin.net""", r(10, DIGITS), b64url(32))

la("""$ sudo certbot certificates
Found the following certs:
  Certificate Name: mx1.tigerfin.net
    Serial Number: {0}
    Key Type: ECDSA
    Domains: mx1.tigerfin.net smtp.tigerfin.net
    Expiry Date: 2025-06-02 07:14:40+00:00 (VALID: 89 days)
    Certificate Path: /etc/letsencrypt/live/mx1.tigerfin.net/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/mx1.tigerfin.net/privkey.pem""", r(36, "0123456789abcdef"))

la("""$ curl -s -X POST https://auth.acme-dns.io/register | jq '.password = "<redacted>"'
{
  "username": "{0}",
  "password": "<redacted>",
  "fulldomain": "{1}.auth.acme-dns.io",
  "subdomain": "{1}",
  "allowfrom": []
}
# then: _acme-challenge.mail.rembulan.net CNAME {1}.auth.acme-dns.io.""", uuid4(), uuid4())

la("""services:
  lego:
    image: goacme/lego:v4.19
    environment:
      DESEC_TOKEN_FILE: /run/secrets/desec_token
      OVH_APPLICATION_SECRET_FILE: /run/secrets/ovh_as
    secrets: [desec_token, ovh_as]
secrets:
  desec_token: {file: ./secrets/desec_token.txt}
  ovh_as: {file: ./secrets/ovh_as.txt}""")

# ============================================================ LOOK-ALIKES: BIND, DNSSEC, zone data
la("""// /etc/bind/named.conf.local
include "/etc/bind/keys/xfr-ns2-kanto.key";
zone "falcon-grid.net" {
    type primary;
    file "/var/lib/bind/db.falcon-grid.net";
    allow-transfer { key "xfr-ns2-kanto"; };
    also-notify { 192.0.2.44 key "xfr-ns2-kanto"; };
    dnssec-policy default;
    inline-signing yes;
};""")

la("""key "{{ item.name }}" {
    algorithm {{ item.algorithm | default('hmac-sha256') }};
    secret "{{ vault_tsig_keys[item.name] }}";
};""")

la("""$ cat > /tmp/upd.txt <<EOF
server ns1.otter.lan
zone mail.otter.lan
update delete _acme-challenge.mail.otter.lan TXT
update add _acme-challenge.mail.otter.lan 60 TXT "{0}"
send
EOF
$ nsupdate -k /etc/bind/keys/ddns-key.mail.otter.lan.key /tmp/upd.txt""", b64url(32))

ks = r(5, DIGITS)
la("""$ dnssec-keygen -a ECDSAP256SHA256 -f KSK paprika-bolt.hu
Generating key pair.
Kpaprika-bolt.hu.+013+{0}
$ cat Kpaprika-bolt.hu.+013+{0}.key
; This is a key-signing key, keyid {0}, for paprika-bolt.hu.
paprika-bolt.hu. IN DNSKEY 257 3 13 {1}""", ks, b64(64))

la("""$ dnssec-dsfromkey -2 Kpaprika-bolt.hu.+013+{0}.key
paprika-bolt.hu. IN DS {0} 13 2 {1}""", r(5, DIGITS), r(64, UPPER_HEX))

la("""$ dig +dnssec +multi DNSKEY thunder-hill.dedyn.io @ns1.desec.io

;; ANSWER SECTION:
thunder-hill.dedyn.io.	3600 IN DNSKEY 257 3 13 (
				{0}
				{1} ) ; KSK; alg = ECDSAP256SHA256 ; key id = {2}
thunder-hill.dedyn.io.	3600 IN RRSIG DNSKEY 13 3 3600 (
				20250318000000 20250225000000 {2} thunder-hill.dedyn.io.
				{3} )""", *(lambda k: (k[:44], k[44:]))(b64(64)), r(5, DIGITS), b64(64))

la("""$ pdnsutil show-zone rocket-hosting.net
This is a Native zone
Metadata items:
	SOA-EDIT-API	DEFAULT
Zone has NSEC semantics
keys:
ID = 3 (CSK), flags = 257, tag = {0}, algo = 13, bits = 256	  Active	 Published  ( ECDSAP256SHA256 )
CSK DNSKEY = rocket-hosting.net. IN DNSKEY 257 3 13 {1} ; ( ECDSAP256SHA256 )
DS = rocket-hosting.net. IN DS {0} 13 2 {2} ; ( SHA256 digest )""", r(5, DIGITS), b64(64), r(64, HEX))

la("""$ dig +short MX sawah-organik.id
10 mx1.sawah-organik.id.
20 mx2.sawah-organik.id.
$ dig +short TXT sawah-organik.id
"v=spf1 mx include:_spf.google.com ~all"
"google-site-verification={0}"
$ dig +short TXT _dmarc.sawah-organik.id
"v=DMARC1; p=quarantine; rua=mailto:dmarc@sawah-organik.id; pct=100\"""", b64url(32))

la("""; zone file fragment, hegyoldal-borhaz.hu
_mta-sts        IN TXT   "v=STSv1; id=20250304T120000"
_smtp._tls      IN TXT   "v=TLSRPTv1; rua=mailto:tlsrpt@hegyoldal-borhaz.hu"
default._bimi   IN TXT   "v=BIMI1; l=https://hegyoldal-borhaz.hu/bimi/logo.svg"
_25._tcp.mx1    IN TLSA  3 1 1 {0}
mx1             IN SSHFP 4 2 {1}""", r(64, HEX), r(64, HEX))

la("""Domain Name: KUCINGOREN.COM
Registry Domain ID: {0}_DOMAIN_COM-VRSN
Registrar WHOIS Server: whois.porkbun.com
Updated Date: 2025-03-04T09:11:52Z
Creation Date: 2019-07-12T04:20:31Z
Registrar: Porkbun LLC
Registrar IANA ID: 1861
Domain Status: clientTransferProhibited https://icann.org/epp#clientTransferProhibited
Name Server: CURITIBA.NS.PORKBUN.COM
DNSSEC: signedDelegation
Registrant Email: https://porkbun.com/whois/contact_registrant/kucingoren.com""", r(10, DIGITS))

# ============================================================ LOOK-ALIKES: reports, headers, prose
la("""<feedback>
  <report_metadata>
    <org_name>google.com</org_name>
    <email>noreply-dmarc-support@google.com</email>
    <report_id>{0}</report_id>
    <date_range><begin>1740960000</begin><end>1741046399</end></date_range>
  </report_metadata>
  <record>
    <row><source_ip>""" + ip4() + """</source_ip><count>42</count>
      <policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>pass</spf></policy_evaluated></row>
    <auth_results><dkim><domain>merdeka-books.id</domain><selector>rs2024</selector><result>pass</result></dkim></auth_results>
  </record>
</feedback>""", r(20, DIGITS))

la("""{"organization-name":"Microsoft Corporation","date-range":{"start-datetime":"2025-03-03T00:00:00Z","end-datetime":"2025-03-03T23:59:59Z"},"report-id":"{0}","policies":[{"policy":{"policy-type":"sts","policy-domain":"hegyoldal-borhaz.hu","mx-host":["mx1.hegyoldal-borhaz.hu"]},"summary":{"total-successful-session-count":188,"total-failure-session-count":0}}]}""", r(32, HEX))

la("""Received: from mx1.kovacsgep.hu (mx1.kovacsgep.hu [""" + ip4() + """])
	by mx.otterworks.io (Postfix) with ESMTPS id {0}
	for <k.ito@otterworks.io>; Tue,  4 Mar 2025 09:12:45 +0100 (CET)
Message-ID: <{1}.{2}@kovacsgep.hu>
Authentication-Results: mx.otterworks.io; dkim=pass header.d=kovacsgep.hu header.s=mx2025 header.b={3};
	spf=pass smtp.mailfrom=kovacsgep.hu; dmarc=pass (p=REJECT) header.from=kovacsgep.hu""", qid(), r(8, DIGITS), r(16, HEX), r(8, ALNUM))

la("""Szia Bence! A relay jelszót kicseréltem, az új a Vaultban van: secret/mail/relay/brevo (kulcs: smtp_key).
A régit a Brevo felületén visszavontam. A postmap-et a deploy futtatja, kézzel nem kell semmit csinálni.
Ha 535-ös hibát látsz a logban, szólj, és nézzük meg együtt.""")

la("""Runbook — rotation des clés DKIM (tous les 6 mois)
1. Générer la nouvelle paire avec `rspamadm dkim_keygen -s AAAAMM -d <domaine> -b 2048 -k /var/lib/rspamd/dkim/<domaine>.AAAAMM.key`.
2. Publier l'enregistrement TXT <sélecteur>._domainkey et attendre 48 h (TTL).
3. Basculer selector_map vers le nouveau sélecteur, recharger rspamd.
4. Laisser l'ancien TXT publié 7 jours, puis le supprimer. Ne jamais coller la clé privée dans le ticket.""")

la("""Halo tim, token Cloudflare yang lama sudah aku revoke ya. Token baru sudah disimpan di 1Password,
vault "Infra", item "cloudflare-dns-matahari" (field: credential). CI ambil dari secrets.CF_API_TOKEN,
jadi tidak ada yang perlu diubah di repo. Token id-nya {0} kalau mau cek di dashboard.""", r(32, HEX))

la("""Ticket #4472 — Mot de passe de la boîte accueil@citron-vert.fr
Le mot de passe a été réinitialisé via le panneau d'administration Mail-in-a-Box.
Le nouveau mot de passe a été transmis à l'utilisateur par SMS (numéro de l'annuaire), il n'est pas noté ici.
Statut : résolu — queue id du mail de test : {0}""", qid())

la("""Tiket #TK-20250304-118: reset password email arsip@pelangi-media.co.id
Sudah dikirim link reset ke nomor HP pengguna, berlaku 30 menit. Password tidak pernah
dikirim lewat chat atau email. Referensi log: qid {0}, message-id <{1}@pelangi-media.co.id>""", qid(), uuid4())

la("""| selector | domain            | algo    | published  | active from | retire after |
|----------|-------------------|---------|------------|-------------|--------------|
| mx2024   | winterpeak.io     | rsa2048 | 2024-03-01 | 2024-03-03  | 2025-03-10   |
| mx2025   | winterpeak.io     | rsa2048 | 2025-03-01 | 2025-03-04  | -            |
| 202501e  | falconpost.net    | ed25519 | 2025-01-10 | 2025-01-12  | -            |
key fingerprints (sha256 of the public key DER): mx2025 {0}, 202501e {1}""", r(64, HEX), r(64, HEX))

la("""{"type":"tool_use","id":"toolu_01{0}","name":"bash","input":{"command":"sudo postconf smtp_sasl_password_maps relayhost && sudo postmap -q '[smtp.office365.com]:587' hash:/etc/postfix/sasl_passwd | cut -d: -f1"}}
{"type":"tool_result","tool_use_id":"toolu_01{0}","content":"smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\\nrelayhost = [smtp.office365.com]:587\\nnoreply-billing@kovacsgep.hu\\n"}""", r(22, ALNUM))

la("""# docker-mailserver, mailserver.env (committed, secrets come from the compose env)
OVERRIDE_HOSTNAME=mx.tigerline.co
ENABLE_RSPAMD=1
ENABLE_OPENDKIM=0
DEFAULT_RELAY_HOST=[smtp.eu.mailgun.org]:587
RELAY_USER=${RELAY_USER}
RELAY_PASSWORD=${RELAY_PASSWORD}
SPOOF_PROTECTION=1""")

la("""# /etc/postfix/main.cf, pinning the relay's certificate instead of a CA
smtp_tls_security_level = fingerprint
smtp_tls_fingerprint_digest = sha256
smtp_tls_fingerprint_cert_match =
    {0}
    {1}""", fp_colon(32), fp_colon(32))

la("""2025-03-04T16:40:18Z INFO  Authentication failed (auth.failed) listenerId = "submission", localPort = 587, remoteIp = """ + ip4() + """, remotePort = 50112, accountName = "support@mercury-labs.dev", id = "support@mercury-labs.dev"
2025-03-04T16:40:21Z INFO  Authentication successful (auth.success) listenerId = "submission", localPort = 587, remoteIp = 10.2.0.14, accountId = 7, accountName = "support@mercury-labs.dev", type = "plain\"""")

la("""$ tsig-keygen -a hmac-sha256 xfr-ns3 | sudo tee /etc/bind/keys/xfr-ns3.key >/dev/null
$ sudo chown root:bind /etc/bind/keys/xfr-ns3.key && sudo chmod 640 /etc/bind/keys/xfr-ns3.key
$ sudo named-checkconf && sudo rndc reconfig
$ # copy the key to ns3 with ansible (vault-encrypted host_vars), not by chat""")

la("""$ mailq | tail -1
-- 12 Kbytes in 5 Requests.
$ sudo postcat -hq {0} | grep -E '^(From|To|Subject|Message-ID):'
From: "Maple Row Webmail" <noreply@maple-row.ca>
To: j.roy@maple-row.ca
Subject: Password reset requested
Message-ID: <{1}@webmail.maple-row.ca>""", qid(), r(32, HEX))

la("""# .env.example — mail-dns tooling
CF_API_TOKEN=
HETZNER_DNS_TOKEN=
DESEC_TOKEN=
PORKBUN_API_KEY=
PORKBUN_SECRET_API_KEY=
OVH_APPLICATION_KEY=
OVH_APPLICATION_SECRET=
OVH_CONSUMER_KEY=
# fill in locally, never commit; CI reads them from the org secrets""")

la("""PS C:\\ops> $env:TECHNITIUM_TOKEN = (Get-Secret -Name technitium-api -AsPlainText)
PS C:\\ops> Invoke-RestMethod "http://dns01.corp.lan:5380/api/zones/list?token=$env:TECHNITIUM_TOKEN" | Select-Object -ExpandProperty response | Select-Object -ExpandProperty zones | Select-Object name, type, dnssecStatus

name           type    dnssecStatus
----           ----    ------------
corp.lan       Primary Unsigned
kucing-net.id  Primary SignedWithNSEC""")

la("""$ cat /etc/letsencrypt/renewal/mail.nuage-libre.fr.conf
version = 2.11.0
archive_dir = /etc/letsencrypt/archive/mail.nuage-libre.fr
cert = /etc/letsencrypt/live/mail.nuage-libre.fr/cert.pem
privkey = /etc/letsencrypt/live/mail.nuage-libre.fr/privkey.pem
[renewalparams]
account = {0}
authenticator = dns-desec
dns_desec_credentials = /etc/letsencrypt/secrets/desec.ini
server = https://acme-v02.api.letsencrypt.org/directory""", r(32, HEX))


assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
