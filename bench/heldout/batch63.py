r"""Held-out batch 63: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format;
(2) lines 1-130 of bench/heldout/batch19.py, for a docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) a grep
of the Theme paragraphs of the earlier batches, so as not to repeat their texts; (4) a grep
of the kind names already used by add() and add_split() calls in the earlier batches.

Theme: universities, schools and research IT as a coding agent's session holds them. New
kinds live under the "campus/" prefix: Shibboleth IdP secrets.properties, seckeygen and
xmlsectool flags, attribute-resolver JDBC connectors, install.sh -D properties and
properties continuation lines; SimpleSAMLphp admin passwords, secret salts and SP key
passphrases; Shibboleth SP credential resolvers, Apereo CAS bind credentials and TGC keys,
SATOSA state keys; eduroam and campus RADIUS (FreeRADIUS clients.conf, radsecproxy FLR
secrets, eapol_test, radtest, nmcli 802-1x); Moodle web service tokens in code, logs, SQL
rows, config.php, CLI installs and resets and the mobile app launch URL; Canvas access
tokens, developer key API output, Canvas Data 2 DAP secrets and canvasapi; Blackboard REST
basic auth and app secrets; LTI 1.3 private JWKs and ltijs encryption keys; Brightspace
refresh tokens and Valence app keys; student information systems (Ellucian Ethos API keys,
Banner sqlplus, PeopleSoft integration gateway, PowerSchool, Clever, OneRoster, Schoology,
Bakalari, IS/STAG, OSIRIS, SURFconext); JupyterHub crypt keys, cookie secrets, proxy and
service tokens, LDAP lookup passwords and Zero to JupyterHub values; Open OnDemand OIDC and
Dex secrets, slurmrestd JWTs, sshpass, ColdFront and Open XDMoD; EZproxy user.txt, ticket
secrets and LDAP binds; Koha, SIP2, Alma, FOLIO, OpenAthens, WorldCat, LibCal and ILLiad;
Turnitin, Ouriginal, PrairieLearn and codePost; lab instrument PCs (Winlogon autologon,
CIFS fstab credentials, LabArchives, x11vnc); research data repositories (Dataverse,
DSpace, OSF, Zenodo, Figshare, iRODS, Globus, OJS, EPrints, InvenioRDM) and Nextcloud,
SURFdrive, Opencast, Sakai, Safe Exam Browser quit passwords, hostapd lab networks and
PaperCut. The look-alikes are the same files and commands with environment or property
references, masks and placeholders, public SAML metadata (entity ids, certificates,
digests, fingerprints), public LTI JWKs, client ids and deployment ids, DOIs, ORCID iDs,
record and job ids, MMS ids, barcodes, checksums, sealer key versions, RADIUS log lines
without secrets, and prose about password policy. Mostly English, some Dutch, Czech and
Vietnamese.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(63_2026_12_07)
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
WORDS_EN = [
    "harbor", "violet", "maple", "quantum", "library", "thesis", "falcon", "granite", "orbit",
    "lantern", "cobalt", "meadow", "pixel", "river", "summit", "tulip", "walnut", "seminar",
    "compass", "glacier", "pelican", "saffron", "tundra", "velvet", "beacon", "marble",
]
WORDS_NL = ["fiets", "molen", "tulp", "regenboog", "kaas", "gracht", "zomer", "koffie", "dijk", "sleutel"]
WORDS_CS = ["kocka", "pivo", "hrad", "jablko", "vltava", "knedlik", "sova", "louka", "mlyn", "zima"]
WORDS_VI = ["hoasen", "caphe", "banhmi", "songhong", "mattroi", "phoco", "trangsang", "nonla"]
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
SYMS = "!*+-_.~"


def leet(word: str) -> str:
    return "".join(LEET[c] if c in LEET and _rng.random() < 0.6 else c for c in word)


def hpw(words: list[str] | None = None) -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    ws = words or WORDS_EN
    style = _rng.randrange(5)
    a, b, c = _rng.choice(ws), _rng.choice(ws), _rng.choice(ws)
    if style == 0:
        return a.capitalize() + b.capitalize() + r(2, DIGITS) + _rng.choice(SYMS)
    if style == 1:
        return leet(a).capitalize() + _rng.choice(SYMS) + str(_rng.randint(1990, 2026))
    if style == 2:
        return "-".join([a, b, c]) + "-" + r(2, DIGITS)
    if style == 3:
        return a + str(_rng.randint(2015, 2026)) + _rng.choice(SYMS) + b.capitalize()
    return leet(a + b).capitalize() + r(3, DIGITS) + _rng.choice(SYMS)


def canvas_token() -> str:
    return str(_rng.randint(1000, 25000)) + "~" + r(64)


def hexs(n: int) -> str:
    return r(n, HEX)


def cert_b64() -> str:
    """Base64 of a public certificate body, wrapped like SAML metadata."""
    body = "MIID" + b64(600)
    return "\n".join(body[i : i + 64] for i in range(0, 320, 64))


def fp_colon(n: int = 32) -> str:
    h = r(n * 2, UPPER_HEX)
    return ":".join(h[i : i + 2] for i in range(0, len(h), 2))


# ============================================================ SECRETS
# --- Shibboleth IdP, SAML, CAS
add(
    "campus/shib-secrets-properties-ldap-bind",
    """$ sudo cat /opt/shibboleth-idp/credentials/secrets.properties
# This is a reserved spot for most properties containing passwords or other secrets.
# Created by install at 2024-09-03T11:02:41.118Z

# Default access to LDAP authn and attribute stores.
idp.authn.LDAP.bindDNCredential              = {0}
idp.attribute.resolver.LDAP.bindDNCredential = %{idp.authn.LDAP.bindDNCredential:undefined}
""",
    hpw(),
)
add(
    "campus/shib-seckeygen-storepass",
    """[root@idp01 bin]# ./seckeygen.sh --storefile ../credentials/sealer.jks --storepass {0} --versionfile ../credentials/sealer.kver --alias secret
INFO  - Reading existing version file ../credentials/sealer.kver
INFO  - Generating new key version 7
INFO  - Updated keystore ../credentials/sealer.jks""",
    hpw(),
)
add(
    "campus/shib-xmlsectool-keypassword",
    """Signing the federation aggregate for the test federation:

    ./xmlsectool.sh --sign --inFile unsigned/fed-test.xml --outFile signed/fed-test.xml \\
        --keyFile /etc/pki/mdsign/mdsigner.key --keyPassword '{0}' \\
        --certificate /etc/pki/mdsign/mdsigner.crt --digest SHA-256

INFO  XMLSecTool - XML document signed""",
    hpw(),
)
add(
    "campus/shib-resolver-jdbc-password",
    """    <DataConnector id="sisAffiliations" xsi:type="RelationalDatabase">
        <SimpleManagedConnection jdbcDriver="oracle.jdbc.OracleDriver"
            jdbcURL="jdbc:oracle:thin:@//sisdb-ro.adm.example.edu:1521/SISPRD"
            jdbcUserName="idp_readonly"
            jdbcPassword="{0}" />
        <QueryTemplate>
            <![CDATA[
                SELECT affiliation FROM person_affil WHERE netid = '$resolutionContext.principal'
            ]]>
        </QueryTemplate>
    </DataConnector>""",
    pw(),
)
add_split(
    "campus/shib-install-sh-dprops",
    """cd /tmp/shibboleth-identity-provider-5.1.2 && sudo bin/install.sh \\
  -Didp.src.dir=. -Didp.target.dir=/opt/shibboleth-idp \\
  -Didp.host.name=login.example.edu -Didp.scope=example.edu \\
  -Didp.entityID=https://login.example.edu/idp/shibboleth \\
  -Didp.keystore.password={0} -Didp.sealer.password={1} --noPrompt""",
    hpw(),
    hpw(),
)
_p = r(22, ALNUM)
add_split(
    "campus/shib-properties-continuation-split",
    """# ldap.properties (excerpt) -- value wrapped by the old config-management template
idp.authn.LDAP.bindDN = cn=svc-idp,ou=service,dc=example,dc=edu
idp.authn.LDAP.bindDNCredential = {0}\\
    {1}
idp.authn.LDAP.useStartTLS = true""",
    _p[:11],
    _p[11:],
)
add(
    "campus/simplesamlphp-adminpassword",
    """diff --git a/config/config.php b/config/config.php
@@ -132,7 +132,7 @@ $config = [
      * This password must be kept secret, and modified from the default value 123.
      */
-    'auth.adminpassword' => getenv('SSP_ADMIN_PASSWORD'),
+    'auth.adminpassword' => '{0}',
     'admin.protectindexpage' => true,""",
    hpw(),
)
add(
    "campus/simplesamlphp-secretsalt",
    """    'baseurlpath' => 'https://wayf.example.ac.uk/simplesaml/',
    'technicalcontact_email' => 'idm-team@example.ac.uk',
    'secretsalt' => '{0}',
    'timezone' => 'Europe/London',""",
    r(32, LOWER_NUM),
)
add(
    "campus/simplesamlphp-sp-privatekey-pass",
    """    'default-sp' => [
        'saml:SP',
        'entityID' => 'https://research-portal.example.edu/sp',
        'privatekey' => 'sp-2025.key',
        'privatekey_pass' => '{0}',
        'certificate' => 'sp-2025.crt',
        'idp' => 'https://login.example.edu/idp/shibboleth',
    ],""",
    hpw(),
)
add(
    "campus/shibd-sp-credentialresolver-password",
    """<CredentialResolver type="File" use="signing"
    key="/etc/shibboleth/sp-signing-key.pem" certificate="/etc/shibboleth/sp-signing-cert.pem"
    password="{0}"/>""",
    hpw(),
)
add(
    "campus/cas-ldap-bind-credential",
    """# /etc/cas/config/cas.properties
cas.authn.ldap[0].type=AUTHENTICATED
cas.authn.ldap[0].ldap-url=ldaps://ad-dc1.campus.example.edu
cas.authn.ldap[0].base-dn=OU=People,DC=campus,DC=example,DC=edu
cas.authn.ldap[0].bind-dn=CN=svc-cas,OU=Service,DC=campus,DC=example,DC=edu
cas.authn.ldap[0].bind-credential={0}
cas.authn.ldap[0].search-filter=sAMAccountName={user}""",
    hpw(),
)
add(
    "campus/cas-tgc-encryption-key",
    """cas.tgc.crypto.signing.key=${CAS_TGC_SIGNING_KEY}
cas.tgc.crypto.encryption.key={0}
cas.tgc.crypto.enabled=true""",
    b64url(32),
)
add(
    "campus/satosa-state-encryption-key",
    """# proxy_conf.yaml
BASE: https://satosa.example.nl
COOKIE_STATE_NAME: "SATOSA_STATE"
STATE_ENCRYPTION_KEY: "{0}"
INTERNAL_ATTRIBUTES: "internal_attributes.yaml\"""",
    r(32, ALNUM),
)

# --- eduroam and campus RADIUS
add(
    "campus/freeradius-clients-conf-secret",
    """client wlc-north {
        ipaddr          = 10.44.0.12
        secret          = {0}
        shortname       = wlc-north
        nas_type        = cisco
        require_message_authenticator = yes
}""",
    r(24, ALNUM),
)
add(
    "campus/radsecproxy-flr-secret",
    """# radsecproxy.conf -- federační RADIUS CESNET (FLR)
server flr1.eduroam.cz {
    type udp
    host 195.113.187.22
    # sdílené heslo k FLR, nevkládat do gitu
    secret {0}
    statusserver on
}""",
    r(20, ALNUM),
)
add(
    "campus/eapol-test-identity-password",
    """$ cat eduroam-test.conf
network={
    ssid="eduroam"
    key_mgmt=WPA-EAP
    eap=PEAP
    identity="eduroam-test@uni.example"
    anonymous_identity="anonymous@uni.example"
    password="{0}"
    phase2="auth=MSCHAPV2"
}
$ eapol_test -c eduroam-test.conf -a 127.0.0.1 -s testing123""",
    hpw(),
)
add_split(
    "campus/radtest-positional-user-and-secret",
    """[vagrant@radius1 ~]$ radtest -t mschap monitor@uni.example {0} radius2.uni.example 0 {1}
Sent Access-Request Id 88 from 0.0.0.0:41955 to 10.20.1.6:1812 length 136
Received Access-Accept Id 88 from 10.20.1.6:1812 to 10.20.1.5:41955 length 84""",
    hpw(),
    r(18, ALNUM),
)
add(
    "campus/nmcli-eduroam-8021x-password",
    """sudo nmcli connection add type wifi con-name eduroam ifname wlp2s0 ssid eduroam \\
  wifi-sec.key-mgmt wpa-eap 802-1x.eap peap 802-1x.phase2-auth mschapv2 \\
  802-1x.identity "labpc-07@fys.example.nl" 802-1x.password "{0}" \\
  802-1x.ca-cert /etc/ssl/certs/eduroam-ca.pem""",
    hpw(WORDS_NL),
)
add(
    "campus/eduroam-testaccount-dutch-prose",
    """Hoi Sanne, voor de monitoring heb ik een eduroam-testaccount aangemaakt: gebruikersnaam monitor-eduroam@hva.example.nl, het wachtwoord is {0} (graag niet doorsturen). Daarmee kan de Nagios-check elk kwartier inloggen.""",
    hpw(WORDS_NL),
)

# --- Moodle
add(
    "campus/moodle-wstoken-requests",
    """import requests

MOODLE = "https://leren.example.edu/webservice/rest/server.php"
params = {
    "wstoken": "{0}",
    "wsfunction": "core_course_get_courses_by_field",
    "moodlewsrestformat": "json",
    "field": "category",
    "value": 14,
}
print(requests.get(MOODLE, params=params, timeout=30).json())""",
    hexs(32),
)
add(
    "campus/moodle-config-dbpass",
    """<?php  // Moodle configuration file
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'pg-moodle.int.example.edu';
$CFG->dbname    = 'moodle403';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '{0}';
$CFG->prefix    = 'mdl_';""",
    hpw(),
)
add(
    "campus/moodle-cli-install-adminpass",
    """RUN php admin/cli/install.php --non-interactive --agree-license --lang=en \\
    --wwwroot=https://moodle-staging.example.edu --dataroot=/var/moodledata \\
    --dbtype=mariadb --dbhost=db --dbname=moodle --dbuser=moodle --dbpass="$DB_PASS" \\
    --fullname="Staging LMS" --shortname=staging --adminuser=admin --adminpass='{0}' \\
    --adminemail=lms-ops@example.edu""",
    hpw(),
)
add(
    "campus/moodle-reset-password-cli",
    """www-data@lms-app1:/var/www/moodle$ php admin/cli/reset_password.php --username=teacher.demo --password={0} --ignore-password-policy
Password changed""",
    hpw(),
)
_sig = hexs(32)
_tok = hexs(32)
_priv = r(64, ALNUM)
add(
    "campus/moodle-mobile-launch-b64",
    """2025-02-11 09:14:02 [mobile] redirecting to app: moodlemobile://token={0}
2025-02-11 09:14:02 [mobile] launch ok for userid=20931 service=moodle_mobile_app""",
    base64.b64encode(f"{_sig}:::{_tok}:::{_priv}".encode()).decode(),
)
add(
    "campus/moodle-ldap-bind-pw-sql",
    """MariaDB [moodle]> SELECT name, value FROM mdl_config_plugins WHERE plugin = 'auth_ldap' AND name LIKE 'bind%';
+---------+-------------------------------------------------+
| name    | value                                           |
+---------+-------------------------------------------------+
| bind_dn | cn=moodle-bind,ou=apps,dc=uni,dc=example        |
| bind_pw | {0}                                |
+---------+-------------------------------------------------+
2 rows in set (0.001 sec)""",
    hpw(),
)
add(
    "campus/moodle-wstoken-access-log",
    """10.8.3.41 - - [04/Mar/2025:02:00:07 +0100] "GET /webservice/rest/server.php?wstoken={0}&wsfunction=core_user_get_users_by_field&moodlewsrestformat=json&field=idnumber&values[0]=s2203145 HTTP/1.1" 200 1873 "-" "python-requests/2.31.0\"""",
    hexs(32),
)
add(
    "campus/moodle-wstoken-vietnamese",
    """Token web service Moodle dùng cho việc đồng bộ điểm sang hệ thống đào tạo: {0} — token này có quyền gradereport, nhớ đừng dán vào nhóm Zalo chung nhé.""",
    hexs(32),
)

# --- Canvas, Blackboard, LTI, Brightspace
add(
    "campus/canvas-token-bearer-curl",
    """curl -s -H "Authorization: Bearer {0}" \\
  "https://canvas.example.edu/api/v1/courses/48213/enrollments?per_page=100" | jq length
87""",
    canvas_token(),
)
add(
    "campus/canvas-developer-key-api-json",
    """{
  "id": 170000000000342,
  "name": "Gradebook Sync (prod)",
  "email": "lms-integrations@example.edu",
  "redirect_uris": "https://gbsync.example.edu/oauth/callback",
  "api_key": "{0}",
  "workflow_state": "active",
  "scopes": ["url:GET|/api/v1/courses/:course_id/assignments"]
}""",
    r(64, ALNUM),
)
add(
    "campus/canvas-dap-client-secret",
    """export DAP_API_URL=https://api-gateway.instructure.com
export DAP_CLIENT_ID=us-east-1#0c4d8a52-3b4e-4a6b-9c9f-6b1f2d0e7a11
export DAP_CLIENT_SECRET={0}
dap snapshot --namespace canvas --table accounts --format jsonl""",
    r(43, URLSAFE),
)
add(
    "campus/canvasapi-positional-key",
    """from canvasapi import Canvas

canvas = Canvas("https://uni.instructure.com", "{0}")
course = canvas.get_course(91022)
for a in course.get_assignments():
    print(a.id, a.name, a.due_at)""",
    canvas_token(),
)
add(
    "campus/blackboard-rest-basic-b64",
    """> POST /learn/api/public/v1/oauth2/token HTTP/2
> Host: learn.example.ac.uk
> authorization: Basic {0}
> content-type: application/x-www-form-urlencoded
>
< HTTP/2 200
< content-type: application/json""",
    base64.b64encode(f"{uuid4()}:{r(32, ALNUM)}".encode()).decode(),
)
add(
    "campus/blackboard-app-secret-yaml",
    """blackboard:
  host: https://blackboard.example.edu
  application_id: 3d1d5b6a-62a2-4f1c-8a11-0be2f44c2cde
  key: 6c6a3a4e-8c0f-4d6d-92b2-4e8a9f3e1a77
  secret: {0}
  page_size: 200""",
    r(32, ALNUM),
)
_d, _pp, _qq = b64url(256), b64url(128), b64url(128)
add_split(
    "campus/lti13-private-jwk",
    """tool_keys.json (the tool's signing key, loaded at boot):
{"keys": [{"kty": "RSA", "kid": "lti-tool-2025-01", "alg": "RS256", "use": "sig",
  "n": "{3}",
  "e": "AQAB",
  "d": "{0}",
  "p": "{1}",
  "q": "{2}"}]}""",
    _d,
    _pp,
    _qq,
    b64url(256),
)
add(
    "campus/ltijs-encryption-key",
    """const lti = require('ltijs').Provider

lti.setup('{0}',
  { url: 'mongodb://mongo:27017/ltidb' },
  { appRoute: '/', loginRoute: '/login', cookies: { secure: true, sameSite: 'None' } })""",
    hpw(),
)
add(
    "campus/brightspace-refresh-token",
    """{"access_token_expires": "2025-05-02T14:22:10Z", "refresh_token": "{0}", "scope": "core:*:* grades:gradeobjects:read"}""",
    "rt.us-east-1." + r(43, URLSAFE),
)
add(
    "campus/brightspace-valence-app-key",
    """[d2l]
host = https://learn.example.ca
app_id = 8bA7dGhkWq3LsEeVjbn0Wg
app_key = {0}
user_id = 7HQxNeOq2v1pB0k6aRzYtA""",
    r(22, URLSAFE),
)
add(
    "campus/brightspace-oauth-client-secret-env",
    """D2L_CLIENT_ID=5a1b9f22-7f1c-4a43-a3b0-6a0c98d0f2c4
D2L_CLIENT_SECRET={0}
D2L_REDIRECT_URI=https://roster-sync.example.ca/callback""",
    r(43, URLSAFE),
)

# --- Student information systems, K-12
add(
    "campus/ethos-api-key-auth",
    """curl -s -X POST https://integrate.elluciancloud.com/auth \\
  -H "Authorization: Bearer {0}" -o ethos.jwt && wc -c ethos.jwt""",
    uuid4(),
)
add(
    "campus/banner-sqlplus-userpass",
    """oracle@bandb01:~$ sqlplus baninst1/{0}@BANPROD @gurjobs_cleanup.sql

SQL*Plus: Release 19.0.0.0.0 - Production on Tue Jan 14 06:01:22 2025
Connected to:
Oracle Database 19c Enterprise Edition""",
    hpw(),
)
add(
    "campus/peoplesoft-ig-node-password",
    """## integrationGateway.properties (CSPRD)
ig.isc.serverURL=https://cs-app01.example.edu/PSIGW/PeopleSoftListeningConnector
ig.isc.userid=IBGATEWAY
ig.isc.password={0}
ig.isc.toolsRel=8.60""",
    hpw(),
)
add(
    "campus/powerschool-client-secret-env",
    """# .env.production for the bus-route importer
PS_BASE_URL=https://district.powerschool.example.org
PS_CLIENT_ID=4f9c0b2e-5e77-4d9b-8a33-1ad7bbd0f6e8
PS_CLIENT_SECRET={0}""",
    uuid4(),
)
add(
    "campus/clever-district-token",
    """clever_sync.py:23  GET https://api.clever.com/v3.0/sections  headers={'Authorization': 'Bearer {0}'}  -> 200 (412 ms)""",
    hexs(40),
)
add(
    "campus/oneroster-classlink-secret",
    """ONEROSTER = {
    "base_url": "https://example-district.oneroster.com/ims/oneroster/v1p1",
    "client_id": "d5b3f1a0c9e84e07a5",
    "client_secret": "{0}",
}""",
    r(24, HEX),
)
add(
    "campus/schoology-consumer-secret",
    """$ schoology-cli config set consumer_key 2c4f8a0f1e9d7b3a6c5e4d2f1a0b9c8d05f3e1a2b
$ schoology-cli config set consumer_secret {0}
Saved to ~/.config/schoology-cli/config.toml""",
    hexs(32),
)
add(
    "campus/bakalari-czech-prose",
    """Ahoj Petře, posílám přístup pro import rozvrhu z Bakalářů: uživatel api_rozvrh, heslo {0}. Po nasazení ho prosím změň, platí zatím jen do konce pololetí.""",
    hpw(WORDS_CS),
)
add(
    "campus/stag-ws-basic-curl",
    """# IS/STAG REST: seznam předmětů katedry KIV (servisní účet pro synchronizaci)
curl -s -u "stag_sync:{0}" "https://stag-ws.example.cz/ws/services/rest2/predmety/getPredmetyByKatedra?katedra=KIV&outputFormat=JSON" | jq '.predmetKatedry | length'""",
    hpw(WORDS_CS),
)
add(
    "campus/osiris-api-key-dutch",
    """Voor de koppeling tussen OSIRIS en Brightspace gebruiken we deze API-sleutel: {0}. Zet hem in de vault onder osiris/prod en haal hem daarna uit dit ticket.""",
    r(40, ALNUM),
)
add(
    "campus/surfconext-oidc-client-secret",
    """oidc:
  issuer: https://connect.surfconext.nl
  client_id: rooster.example.nl
  # geheim uit het SURFconext dashboard (Service Provider Dashboard, tab OIDC)
  client_secret: {0}
  scopes: [openid, profile, email, eduperson_affiliation]""",
    r(20, ALNUM),
)

# --- JupyterHub, Open OnDemand, HPC
add(
    "campus/jupyterhub-crypt-key",
    """# /etc/jupyterhub/jupyterhub.env  (EnvironmentFile= for jupyterhub.service)
JUPYTERHUB_CRYPT_KEY={0}
OAUTH_CALLBACK_URL=https://jhub.example.edu/hub/oauth_callback""",
    hexs(64),
)
add(
    "campus/jupyterhub-cookie-secret-file-cat",
    """root@jhub:/srv/jupyterhub# ls -l jupyterhub_cookie_secret
-rw------- 1 root root 65 Aug 21 09:12 jupyterhub_cookie_secret
root@jhub:/srv/jupyterhub# cat jupyterhub_cookie_secret
{0}
root@jhub:/srv/jupyterhub#""",
    hexs(64),
)
add(
    "campus/chp-auth-token-systemd",
    """[Service]
User=jupyterhub
Environment=CONFIGPROXY_AUTH_TOKEN={0}
ExecStart=/opt/jupyterhub/bin/configurable-http-proxy --ip 0.0.0.0 --port 443 --api-ip 127.0.0.1 --api-port 8001""",
    hexs(64),
)
add(
    "campus/jupyterhub-service-api-token",
    """c.JupyterHub.services = [
    {
        "name": "idle-culler",
        "api_token": "{0}",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", "--timeout=3600"],
    }
]""",
    hexs(32),
)
add(
    "campus/jupyterhub-ldap-lookup-password",
    """c.LDAPAuthenticator.server_address = 'ldaps.campus.example.edu'
c.LDAPAuthenticator.lookup_dn = True
c.LDAPAuthenticator.lookup_dn_search_user = 'cn=jhub-lookup,ou=svc,dc=campus,dc=example,dc=edu'
c.LDAPAuthenticator.lookup_dn_search_password = '{0}'
c.LDAPAuthenticator.user_attribute = 'uid'""",
    hpw(),
)
add(
    "campus/z2jh-proxy-secret-token",
    """# config.yaml for helm upgrade --install jhub jupyterhub/jupyterhub --version 3.3.7
proxy:
  secretToken: "{0}"
  https:
    enabled: true
    hosts: [datahub.example.edu]
singleuser:
  image:
    name: quay.io/jupyter/datascience-notebook""",
    hexs(64),
)
add(
    "campus/ood-portal-oidc-client-secret",
    """# /etc/ood/config/ood_portal.yml
servername: ondemand.hpc.example.edu
auth:
  - "AuthType openid-connect"
  - "Require valid-user"
oidc_uri: "/oidc"
oidc_provider_metadata_url: "https://login.example.edu/.well-known/openid-configuration"
oidc_client_id: "ondemand-prod"
oidc_client_secret: "{0}"
oidc_remote_user_claim: "preferred_username\"""",
    r(32, ALNUM),
)
add(
    "campus/ood-dex-ldap-bindpw",
    """dex:
  connectors:
    - type: ldap
      id: ldap
      name: Campus LDAP
      config:
        host: ldap.hpc.example.edu:636
        bindDN: uid=ood-dex,ou=services,dc=hpc,dc=example,dc=edu
        bindPW: {0}
        userSearch:
          baseDN: ou=people,dc=hpc,dc=example,dc=edu""",
    hpw(),
)
add(
    "campus/slurmrestd-user-token-header",
    """$ curl -s -H "X-SLURM-USER-NAME: jdoe" -H "X-SLURM-USER-TOKEN: {0}" \\
    http://slurmrestd.hpc.example.edu:6820/slurm/v0.0.40/jobs | jq '.jobs | length'
14""",
    jwt({"exp": 1767225600, "iat": 1767139200, "sun": "jdoe"}),
)
add(
    "campus/hpc-sshpass",
    """for n in $(seq -w 1 24); do
  sshpass -p '{0}' ssh -o StrictHostKeyChecking=no labadmin@gpu-node$n.hpc.example.edu 'nvidia-smi --query-gpu=name --format=csv,noheader'
done""",
    hpw(),
)
add(
    "campus/coldfront-ldap-bind-password",
    """PLUGIN_AUTH_LDAP=True
AUTH_LDAP_SERVER_URI=ldaps://ldap.rc.example.edu
AUTH_LDAP_BIND_DN=cn=coldfront,ou=svc,dc=rc,dc=example,dc=edu
AUTH_LDAP_BIND_PASSWORD={0}
AUTH_LDAP_USER_SEARCH_BASE=ou=people,dc=rc,dc=example,dc=edu""",
    hpw(),
)
add(
    "campus/xdmod-portal-settings-db-pass",
    """; /etc/xdmod/portal_settings.ini
[database]
host = "xdmod-db.hpc.example.edu"
port = "3306"
user = "xdmod"
pass = "{0}\"""",
    hpw(),
)
add(
    "campus/hpc-account-vietnamese",
    """Em gửi anh thông tin tài khoản HPC của lab: đăng nhập qua login.hpc.example.edu.vn, user là nckh_lab3, mật khẩu: {0}. Anh nhớ đổi mật khẩu sau lần đăng nhập đầu tiên ạ.""",
    hpw(WORDS_VI),
)

# --- Library systems
add(
    "campus/ezproxy-user-txt",
    """## /usr/local/ezproxy/user.txt
::Common
IfUser libadmin; Admin
::
libadmin:{0}
::LDAP
URL ldaps://ldap.example.edu/ou=people,dc=example,dc=edu?uid
/LDAP""",
    hpw(),
)
add(
    "campus/ezproxy-ticket-secret",
    """## config.txt -- ticket auth from the discovery layer
::Ticket
SHA512 {0}
Expires 30
/Ticket""",
    r(40, ALNUM),
)
add(
    "campus/ezproxy-ldap-bindpassword",
    """::LDAP
BindUser CN=ezproxy-svc,OU=Service Accounts,DC=lib,DC=example,DC=edu
BindPassword {0}
URL ldaps://dc02.lib.example.edu/OU=Users,DC=lib,DC=example,DC=edu?sAMAccountName?sub?(objectClass=person)
/LDAP""",
    hpw(),
)
add(
    "campus/koha-conf-xml-pass",
    """$ sudo xmlstarlet sel -t -c '//config/user | //config/pass' /etc/koha/sites/bib/koha-conf.xml
<user>koha_bib</user><pass>{0}</pass>""",
    r(16, ALNUM),
)
add(
    "campus/koha-sip2-login-password",
    """<accounts>
    <login id="selfcheck1" password="{0}" delimiter="|" error-detect="enabled" institution="MAIN" encoding="utf8" />
</accounts>""",
    hpw(),
)
add(
    "campus/alma-api-key-query",
    """GET https://api-eu.hosted.exlibrisgroup.com/almaws/v1/bibs/991000123450205171/holdings?apikey={0}&format=json
-> 200 OK (312 ms)""",
    "l8xx" + hexs(32),
)
add(
    "campus/folio-okapi-token",
    """curl -s "$OKAPI/inventory/items?query=barcode==39015082841234" \\
  -H "X-Okapi-Tenant: diku" \\
  -H "X-Okapi-Token: {0}\"""",
    jwt({"sub": "diku_admin", "tenant": "diku", "user_id": uuid4(), "iat": 1735689600}),
)
add(
    "campus/folio-authn-login-password",
    """curl -si -X POST "$OKAPI/authn/login-with-expiry" -H 'Content-Type: application/json' \\
  -H 'X-Okapi-Tenant: uni' -d '{"username":"folio_admin","password":"{0}"}'""",
    hpw(),
)
add(
    "campus/openathens-api-key",
    """$ http GET https://admin.openathens.net/api/v1/example.ac.uk/account/query "Authorization:OAApiKey {0}" Accept:application/vnd.eduserv.iam.admin.accountSummary-v1+json""",
    uuid4(),
)
add(
    "campus/worldcat-wskey-secret",
    """# OCLC WSKey for the metadata API (registered to the cataloguing team)
wskey = "Zm3kq8Rj0bA1pL9sX4vT2cN7yW5eH6uG0dF1iQ3oK8mJ2aS9zE"
wskey_secret = "{0}\"""",
    r(32, ALNUM),
)
add(
    "campus/libcal-client-secret",
    """LIBCAL = {"site": "https://example.libcal.com", "client_id": "812", "client_secret": "{0}"}""",
    hexs(32),
)
add(
    "campus/illiad-api-key-header",
    """PS> Invoke-RestMethod -Uri "https://illiad.library.example.edu/ILLiadWebPlatform/Transaction/UserRequests/jsmith" -Headers @{ ApiKey = "{0}"; Accept = "application/json" }""",
    uuid4(),
)

# --- Grading and plagiarism
add(
    "campus/turnitin-tca-bearer",
    """POST https://example.turnitin.com/api/v1/submissions
Authorization: Bearer {0}
X-Turnitin-Integration-Name: example-assess
X-Turnitin-Integration-Version: 2.4.0
Content-Type: application/json""",
    r(32, HEX),
)
add(
    "campus/ouriginal-api-key-yaml",
    """plagiarism:
  provider: ouriginal
  endpoint: https://secure.ouriginal.com/api/
  receiver: ict.teaching.example@analysis.ouriginal.com
  api_key: {0}""",
    r(36, LOWER_NUM),
)
add(
    "campus/prairielearn-private-token",
    """curl -H "Private-Token: {0}" https://us.prairielearn.com/pl/api/v1/course_instances/18234/gradebook > gradebook.json""",
    uuid4(),
)
add(
    "campus/codepost-configure-api-key",
    """import codepost
codepost.configure_api_key("{0}")
course = codepost.course.list_available(name="CS 61B", period="Spring 2025")[0]""",
    r(40, ALNUM),
)

# --- Lab instrument PCs
add(
    "campus/lab-pc-winlogon-defaultpassword",
    r"""C:\Users\labadmin> reg query "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v DefaultPassword

HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon
    DefaultPassword    REG_SZ    {0}
""",
    hpw(),
)
add(
    "campus/lab-instrument-cifs-fstab",
    """# /etc/fstab on confocal-ws2 (Zeiss LSM export share)
//nas-bio.example.edu/microscopy  /mnt/microscopy  cifs  username=svc_lsm,password={0},domain=BIO,vers=3.0,uid=1000,_netdev  0  0""",
    hpw(),
)
add(
    "campus/labarchives-access-password",
    """[labarchives]
api_url = https://api.labarchives.com/api
access_key_id = exampleuniv0042
access_password = {0}""",
    r(32, ALNUM),
)
add(
    "campus/instrument-x11vnc-passwd",
    """nohup x11vnc -display :0 -forever -shared -rfbport 5901 -passwd {0} -o /var/log/x11vnc-nmr.log &""",
    hpw(),
)

# --- Research data repositories
add(
    "campus/dataverse-api-key-header",
    """export SERVER_URL=https://dataverse.example.edu
curl -H "X-Dataverse-key:{0}" -X POST "$SERVER_URL/api/datasets/:persistentId/actions/:publish?persistentId=doi:10.70122/FK2/QX7ZPB&type=major\"""",
    uuid4(),
)
add(
    "campus/dspace-local-cfg-db-password-vi",
    """# local.cfg - kho lưu trữ số của thư viện (DSpace 7)
dspace.dir = /dspace
db.url = jdbc:postgresql://localhost:5432/dspace
db.username = dspace
# mật khẩu CSDL, không commit lên git
db.password = {0}""",
    hpw(WORDS_VI),
)
add(
    "campus/dspace-create-administrator",
    """[dspace]/bin/dspace create-administrator -e repo-admin@library.example.edu -f Repository -l Admin -p '{0}' -c en
Administrator account created""",
    hpw(),
)
add(
    "campus/osf-personal-token",
    """import requests
OSF_TOKEN = "{0}"
r = requests.get("https://api.osf.io/v2/nodes/x7k2m/files/osfstorage/",
                 headers={"Authorization": f"Bearer {OSF_TOKEN}"})""",
    r(70, ALNUM),
)
add(
    "campus/zenodo-token-header-python",
    """ZENODO_URL = "https://zenodo.org/api/deposit/depositions"
headers = {"Content-Type": "application/json", "Authorization": "Bearer {0}"}
r = requests.post(ZENODO_URL, json={}, headers=headers)""",
    r(60, ALNUM),
)
add(
    "campus/figshare-token",
    """$ curl -H "Authorization: token {0}" https://api.figshare.com/v2/account/articles | jq '.[].id'
24831597
24831602""",
    hexs(128),
)
add(
    "campus/irods-iinit-echo",
    """echo '{0}' | iinit && iput -K -r ./run_2025_03_11 /tempZone/home/genomics/raw/""",
    hpw(),
)
add(
    "campus/globus-client-secret",
    """import globus_sdk
CLIENT_ID = "b0c5e1e4-2f7a-4d9e-9a59-1c0e3b7a5d21"
CLIENT_SECRET = "{0}"
client = globus_sdk.ConfidentialAppAuthClient(CLIENT_ID, CLIENT_SECRET)""",
    b64(32),
)
add(
    "campus/ojs-config-inc-password",
    """;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
; Database Settings ;
;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;
[database]
driver = mysqli
host = localhost
username = ojs_journals
password = {0}
name = ojs_journals""",
    hpw(),
)
add(
    "campus/eprints-dbpass",
    """# archives/repo/cfg/cfg.d/database.pl
$c->{dbname} = 'eprints_repo';
$c->{dbhost} = 'localhost';
$c->{dbuser} = 'eprints';
$c->{dbpass} = '{0}';""",
    hpw(),
)
add(
    "campus/invenio-secret-key",
    """# invenio.cfg (InvenioRDM research data repository)
SECRET_KEY = "{0}"
SITE_UI_URL = "https://data.example.edu"
SITE_API_URL = "https://data.example.edu/api\"""",
    r(64, ALNUM),
)
add(
    "campus/nextcloud-occ-ldap-agent-password",
    """sudo -u www-data php occ ldap:set-config s01 ldapAgentName "cn=nc-bind,ou=svc,dc=fac,dc=example,dc=edu"
sudo -u www-data php occ ldap:set-config s01 ldapAgentPassword '{0}'
sudo -u www-data php occ ldap:test-config s01
The configuration is valid and the connection could be established!""",
    hpw(),
)
add(
    "campus/surfdrive-webdav-app-password",
    """# back-up van de meetdata naar SURFdrive (app-wachtwoord, niet het SURFconext-wachtwoord!)
curl -u "j.devries@uni.example.nl:{0}" -T meetdata_week12.tar.gz \\
  "https://surfdrive.surf.nl/files/remote.php/nonshib-webdav/lab/meetdata_week12.tar.gz\"""",
    "-".join(r(5, ALNUM) for _ in range(5)),
)
add(
    "campus/opencast-digest-pass",
    """# etc/custom.properties
org.opencastproject.server.url=https://admin.opencast.example.edu
org.opencastproject.security.digest.user=opencast_system_account
org.opencastproject.security.digest.pass={0}""",
    r(28, ALNUM),
)
add(
    "campus/sakai-properties-db-password",
    """# sakai.properties
username@javax.sql.BaseDataSource=sakaiuser
password@javax.sql.BaseDataSource={0}
url@javax.sql.BaseDataSource=jdbc:mysql://sakai-db:3306/sakai?useUnicode=true""",
    hpw(),
)
add(
    "campus/seb-quit-password-prose",
    """Exam day checklist, room B.204: the Safe Exam Browser config is on the USB stick. If a laptop hangs, the invigilator quit password is {0}; only the exam office knows it, do not write it on the whiteboard.""",
    hpw(),
)
add(
    "campus/hostapd-lab-wpa-passphrase",
    """# /etc/hostapd/hostapd.conf -- isolated network for the robotics lab
interface=wlan1
ssid=robolab-iot
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase={0}
rsn_pairwise=CCMP""",
    hpw(),
)
add(
    "campus/papercut-webservices-auth-token",
    """$ /home/papercut/server/bin/linux-x64/server-command get-config auth.webservices.auth-token
{0}""",
    r(32, ALNUM),
)

# ============================================================ LOOK-ALIKES
# --- Shibboleth / SAML / CAS
la(
    """# secrets.properties after the vault migration -- nothing literal left in this file
idp.authn.LDAP.bindDNCredential              = %{ENV:IDP_LDAP_BIND_CREDENTIAL}
idp.attribute.resolver.LDAP.bindDNCredential = %{idp.authn.LDAP.bindDNCredential:undefined}
idp.sealer.storePassword = %{ENV:IDP_SEALER_PASSWORD}"""
)
la(
    """$ cat /opt/shibboleth-idp/credentials/sealer.kver
#Tue Mar 04 02:00:01 CET 2025
CurrentVersion=12"""
)
la(
    """<md:EntityDescriptor entityID="https://login.example.edu/idp/shibboleth">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>
{0}
      </ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>""",
    cert_b64(),
)
la(
    """$ openssl x509 -in idp-signing.crt -noout -fingerprint -sha256
sha256 Fingerprint={0}
(compare with the fingerprint published on the federation's IdP registration page)""",
    fp_colon(),
)
la(
    """<ds:Reference URI="#_{0}">
  <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
  <ds:DigestValue>{1}</ds:DigestValue>
</ds:Reference>""",
    hexs(32),
    b64(32),
)
la(
    """    <DataConnector id="sisAffiliations" xsi:type="RelationalDatabase">
        <BeanManagedConnection>shibboleth.SISDataSource</BeanManagedConnection>
        <!-- jdbcPassword moved to the pooled DataSource bean, reads %{sis.db.password} -->"""
)
la(
    """INFO [net.shibboleth.idp.authn.impl.ValidateUsernamePasswordAgainstLDAP:152] - Profile Action ValidateUsernamePasswordAgainstLDAP: Login by 'jvanderberg' succeeded
INFO [Shibboleth-Audit.SSO:283] - 20250304T081522Z|urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect|_{0}|https://canvas.example.edu/saml2|...""",
    hexs(32),
)
la(
    """    'auth.adminpassword' => getenv('SSP_ADMIN_PASSWORD'),
    'secretsalt' => getenv('SSP_SECRET_SALT'),
    // both are injected by the container from the k8s secret simplesamlphp-env"""
)
la(
    """SimpleSAMLphp admin page: "The password in the configuration (auth.adminpassword) is not changed from the default value." -- ticket INC0041872 opened to rotate it; value lives in Vault at secret/idm/ssp/admin."""
)
la(
    """cas.authn.ldap[0].bind-credential=${LDAP_BIND_PASSWORD}
cas.authn.ldap[0].principal-attribute-list=sAMAccountName,mail,eduPersonAffiliation
cas.server.name=https://cas.campus.example.edu"""
)
la(
    """2025-03-04 10:01:17,412 WARN [org.apereo.cas.util.cipher.BaseStringCipherExecutor] - <Secret key for encryption is not defined for [Ticket-granting Cookie]; CAS will attempt to auto-generate the encryption key>"""
)
la(
    """SAML request trace:
  ID=_{0}
  IssueInstant=2025-03-04T08:15:22Z
  AssertionConsumerServiceURL=https://moodle.example.edu/auth/saml2/sp/saml2-acs.php/moodle.example.edu
  NameIDPolicy Format=urn:oasis:names:tc:SAML:2.0:nameid-format:persistent""",
    hexs(40),
)

# --- eduroam / RADIUS
la(
    """client wlc-north {
        ipaddr          = 10.44.0.12
        secret          = $ENV{RADIUS_WLC_SECRET}
        shortname       = wlc-north
}"""
)
la(
    """Tue Mar  4 08:03:11 2025 : Auth: (1822) Login OK: [anonymous@uni.example] (from client wlc-north port 0 cli {0} via TLS tunnel)
Tue Mar  4 08:03:11 2025 : Auth: (1822) Login OK: [s2203145@uni.example] (from client wlc-north port 0 cli {0})""",
    "-".join(r(2, UPPER_HEX) for _ in range(6)),
)
la(
    """Received Access-Reject Id 41 from 10.20.1.6:1812 to 10.20.1.5:50122 length 20
(0) -: Expected Access-Accept got Access-Reject
# almost always a mismatched shared secret in clients.conf -- compare both ends, do not paste them here"""
)
la(
    """eduroam CAT profile for Universiteit Voorbeeld: realm uni.example.nl, EAP-PEAP/MSCHAPv2, server name radius.uni.example.nl, CA root "USERTrust RSA Certification Authority". Anonymous identity: anonymous@uni.example.nl."""
)
la(
    """nmcli connection modify eduroam 802-1x.password-flags 2
# flag 2 = not saved, NetworkManager asks the user through the agent each time"""
)
la(
    """Het wachtwoord voor eduroam is hetzelfde als je universiteitswachtwoord; wijzigen kan via https://wachtwoord.uni.example.nl. Medewerkers van de servicedesk vragen nooit naar je wachtwoord."""
)
la(
    """Called-Station-Id = "{0}:eduroam"
NAS-Identifier = "ap-bib-2-14"
Operator-Name = "1uni.example"
Chargeable-User-Identity = 0x{1}""",
    "-".join(r(2, UPPER_HEX) for _ in range(6)),
    hexs(40),
)

# --- Moodle
la(
    """params = {
    "wstoken": os.environ["MOODLE_WSTOKEN"],
    "wsfunction": "core_enrol_get_enrolled_users",
    "moodlewsrestformat": "json",
    "courseid": 2231,
}"""
)
la(
    """$CFG->dbpass    = getenv('MOODLE_DB_PASSWORD');
$CFG->wwwroot   = 'https://leren.example.edu';
$CFG->dataroot  = '/var/moodledata';"""
)
la(
    """Site administration > Server > Web services > Manage tokens
Token            User          Service                 Valid until   
****             sync-bot      grade_sync_service      Never         
****             app-mobile    moodle_mobile_app       2025-12-31"""
)
la(
    """{"exception":"moodle_exception","errorcode":"invalidtoken","message":"Invalid token - token not found"}"""
)
la(
    """php admin/cli/reset_password.php
Enter username (manual authentication only): teacher.demo
Enter new password: 
Password changed"""
)
la(
    """MariaDB [moodle]> SELECT id, username, auth, suspended FROM mdl_user WHERE username LIKE 'svc_%';
+-------+-----------+--------+-----------+
| id    | username  | auth   | suspended |
+-------+-----------+--------+-----------+
| 20931 | svc_sync  | manual | 0         |
| 20944 | svc_turn  | nologin| 0         |
+-------+-----------+--------+-----------+"""
)
la(
    """Moodle 4.3.3+ (Build: 20240301) release hash {0}; plugin mod_hvp version 2024020600, local_gradesync 2025021100.""",
    sha(),
)
la(
    """Token web service phải được tạo trong Quản trị trang > Máy chủ > Dịch vụ web > Quản lý token; tuyệt đối không gửi token qua email hay Zalo. Token hiện tại được lưu trong kho bí mật của phòng CNTT."""
)
la(
    """moodle/admin/tool/mobile: launch with moodlemobile://https://leren.example.edu?redirect=/course/view.php%3Fid%3D2231 (no token in a site-URL launch)"""
)

# --- Canvas, Blackboard, LTI, Brightspace
la(
    """curl -s -H "Authorization: Bearer $CANVAS_TOKEN" \\
  "https://canvas.example.edu/api/v1/courses/48213/enrollments?per_page=100" | jq length"""
)
la(
    """{
  "id": 170000000000342,
  "name": "Gradebook Sync (prod)",
  "api_key": "[REDACTED]",
  "workflow_state": "active",
  "access_token_count": 3,
  "client_credentials_audience": "internal"
}"""
)
la(
    """export DAP_CLIENT_ID=us-east-1#0c4d8a52-3b4e-4a6b-9c9f-6b1f2d0e7a11
export DAP_CLIENT_SECRET="$(vault kv get -field=secret kv/canvas/dap)\""""
)
la(
    """canvas = Canvas(os.getenv("CANVAS_URL"), os.getenv("CANVAS_API_KEY"))
course = canvas.get_course(91022)"""
)
la(
    """X-Request-Cost: 0.30500000000000005
X-Rate-Limit-Remaining: 699.6950000000001
X-Request-Context-Id: {0}
X-Canvas-Meta: q=48213;a=1;g=sis_course_id:2025SP-BIO-101-01""",
    uuid4(),
)
la(
    """blackboard:
  host: https://blackboard.example.edu
  application_id: 3d1d5b6a-62a2-4f1c-8a11-0be2f44c2cde
  key: ${BB_APP_KEY}
  secret: ${BB_APP_SECRET}"""
)
la(
    """{"keys": [{"kty": "RSA", "kid": "lti-tool-2025-01", "alg": "RS256", "use": "sig",
  "n": "{0}",
  "e": "AQAB"}]}
served at https://tool.example.edu/.well-known/jwks.json (public key only)""",
    b64url(256),
)
la(
    """LTI 1.3 registration for the platform:
  issuer:        https://canvas.instructure.com
  client_id:     170000000000517
  deployment_id: 412:{0}
  auth login:    https://sso.canvaslms.com/api/lti/authorize_redirect
  keyset:        https://sso.canvaslms.com/api/lti/security/jwks""",
    hexs(40),
)
la(
    """lti.setup(process.env.LTI_KEY,
  { url: process.env.MONGO_URL },
  { appRoute: '/', loginRoute: '/login' })"""
)
la(
    """[d2l]
host = https://learn.example.ca
app_id = 8bA7dGhkWq3LsEeVjbn0Wg
app_key = <from the Brightspace Manage Extensibility page>"""
)
la(
    """D2L Valence: GET /d2l/api/lp/1.43/enrollments/myenrollments/ -> 200, x_a=8bA7dGhkWq3LsEeVjbn0Wg x_c=**** x_b=7HQxNeOq2v1pB0k6aRzYtA x_d=**** x_t=1709540112"""
)

# --- SIS, K-12
la(
    """Ethos error 401: {"message": "Invalid API key", "errorCode": "AUTH-0003"} -- the key for the 'roster-sync' application was rotated in Ethos Integration; update ETHOS_API_KEY in the pipeline variables."""
)
la(
    """oracle@bandb01:~$ sqlplus /nolog
SQL> connect baninst1@BANPROD
Enter password:
Connected."""
)
la(
    """Clever section sync: district_id={0} school_id={1} sections=1842 updated=17 (2.3 s)""",
    hexs(24),
    hexs(24),
)
la(
    """Heslo do Bakalářů si rodiče obnovují sami přes odkaz "Zapomenuté heslo"; škola hesla nikdy neposílá e-mailem. Minimální délka je 10 znaků."""
)
la(
    """IS/STAG: osobní číslo studenta je veřejný identifikátor v rámci fakulty (např. A23B0412P), není to heslo ani token."""
)
la(
    """Cz: curl -s -u "stag_sync:$STAG_PASSWORD" "https://stag-ws.example.cz/ws/services/rest2/predmety/getPredmetyByKatedra?katedra=KIV" (heslo bere ze secretu stag-sync v namespace rozvrh)"""
)
la(
    """De OSIRIS-koppeling gebruikt een API-sleutel die in de Azure Key Vault staat (kv-osiris-prd, geheim 'osiris-api-key'). Niet in tickets of Teams plakken; vraag bij twijfel het integratieteam."""
)
la(
    """oidc:
  issuer: https://connect.surfconext.nl
  client_id: rooster.example.nl
  client_secret: "${SURFCONEXT_CLIENT_SECRET}"
  scopes: [openid, profile, email]"""
)
la(
    """PowerSchool plugin.xml: <oauth><client_id_field>PS_CLIENT_ID</client_id_field></oauth> -- the secret is issued by PowerSchool at plugin install and read from the environment at runtime."""
)

# --- JupyterHub, OOD, HPC
la(
    """$ openssl rand -hex 32 > /srv/jupyterhub/jupyterhub_cookie_secret   # run once on the host; never print it
$ chmod 600 /srv/jupyterhub/jupyterhub_cookie_secret"""
)
la(
    """[I 2025-03-04 08:12:44.318 JupyterHub app:3286] JupyterHub is now running at https://jhub.example.edu/
[I 2025-03-04 08:12:44.318 JupyterHub log:192] 200 GET /hub/api/users (idle-culler@127.0.0.1) 12.84ms
[W 2025-03-04 08:12:44.402 JupyterHub app:2051] JupyterHub.cookie_secret loaded from /srv/jupyterhub/jupyterhub_cookie_secret"""
)
la(
    """c.JupyterHub.services = [
    {"name": "idle-culler", "api_token": os.environ["IDLE_CULLER_TOKEN"], "command": [sys.executable, "-m", "jupyterhub_idle_culler"]},
]"""
)
la(
    """proxy:
  secretToken: ""   # leave empty: since chart 1.0 the chart generates it and keeps it in the hub secret
hub:
  config:
    Authenticator:
      admin_users: [ta-admin]"""
)
la(
    """Your server is at https://jhub.example.edu/user/jdoe/lab?token=<your-token> -- generate a token under File > Hub Control Panel > Token; the one in this tutorial screenshot is blurred."""
)
la(
    """jupyterhub 4.1.5, jupyterhub-ldapauthenticator 1.3.2, oauthenticator 16.2.1, dockerspawner 13.0.0, sha256 of the image: {0}""",
    "sha256:" + hexs(64),
)
la(
    """oidc_client_id: "ondemand-prod"
oidc_client_secret: "<%= ENV['OOD_OIDC_CLIENT_SECRET'] %>"
oidc_remote_user_claim: "preferred_username\""""
)
la(
    """$ scontrol token username=jdoe lifespan=3600
SLURM_JWT=********************************
# printed value trimmed before pasting into the wiki page"""
)
la(
    """Submitted batch job {0}
$ sacct -j {0} --format=JobID,JobName,State,Elapsed,MaxRSS
JobID           JobName      State    Elapsed     MaxRSS
{0}          train_gpt   COMPLETED   04:12:33     61.2G""",
    r(7, DIGITS),
)
la(
    """Host gpu-node*
  User labadmin
  IdentityFile ~/.ssh/id_ed25519_hpc
  StrictHostKeyChecking accept-new
# key-based only; password auth is disabled on the compute nodes"""
)
la(
    """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0} jdoe@laptop  (public key registered in the HPC portal)""",
    r(43, ALNUM),
)
la(
    """AUTH_LDAP_BIND_PASSWORD=${COLDFRONT_LDAP_BIND_PASSWORD:?set in /etc/coldfront/secrets.env}
AUTH_LDAP_USER_SEARCH_BASE=ou=people,dc=rc,dc=example,dc=edu"""
)
la(
    """Open XDMoD: allocation {0} on cluster "greatlakes": 1,204,551.3 SU used of 2,000,000 (60.2 %)""",
    "TG-" + r(3, UPPER) + r(6, DIGITS),
)
la(
    """Tài khoản HPC mới được cấp qua cổng https://portal.hpc.example.edu.vn; mật khẩu ban đầu gửi qua SMS, không gửi qua email. Sau khi đăng nhập, hãy thêm khóa SSH công khai của bạn."""
)

# --- Library systems
la(
    """## user.txt
::CGI=https://login.library.example.edu/ezproxy/shib?url=^R
::Shibboleth
IDP20 https://login.example.edu/idp/shibboleth
/Shibboleth"""
)
la(
    """ezproxy.log: 10.12.4.77 - jdoe [04/Mar/2025:09:11:02 +0100] "GET https://www.jstor.org:443/stable/10.2307/{0} HTTP/1.1" 200 48213 "ezpsession={1}\"""",
    r(6, DIGITS),
    "*" * 16,
)
la(
    """<config>
  <db_scheme>mysql</db_scheme>
  <database>koha_bib</database>
  <hostname>db</hostname>
  <user>koha_bib</user>
  <pass>__DB_PASS__</pass>
</config>"""
)
la(
    """SIP2 93 login message: 9300CN<login>|CO<password>|CPMAIN| -- response 941 means accepted. The fields are filled from SIPconfig.xml, never log the raw 93 message."""
)
la(
    """Alma bib MMS ID 991000123450205171, holding 221845670005171, item barcode 39015082841234, call number QA76.73.P98 L88 2023"""
)
la(
    """GET https://api-eu.hosted.exlibrisgroup.com/almaws/v1/bibs/991000123450205171?view=brief&apikey=$ALMA_API_KEY"""
)
la(
    """FOLIO inventory instance {0} (hrid in00000012345), holdings {1}, source MARC, status "Cataloged\"""",
    uuid4(),
    uuid4(),
)
la(
    """X-Okapi-Tenant: diku
X-Okapi-Request-Id: {0}/inventory
X-Okapi-Token: ${OKAPI_TOKEN}""",
    r(6, DIGITS),
)
la(
    """OpenAthens organisation id {0}, entity id https://idp.eduserv.org.uk/openathens, scope example.ac.uk (public values from the admin area "Connections")""",
    r(8, DIGITS),
)
la(
    """ISBN 978-0-262-04630-5, OCLC number 1145012345, ISSN 1532-4435 -- book and journal identifiers from WorldCat, all public."""
)
la(
    """Invoke-RestMethod -Uri "https://illiad.library.example.edu/ILLiadWebPlatform/Transaction/1048833" -Headers @{ ApiKey = $env:ILLIAD_API_KEY }"""
)

# --- Grading, plagiarism
la(
    """Turnitin submission {0}: status COMPLETE, overall_match_percentage 14, report generated 2025-03-03T19:42:10Z""",
    uuid4(),
)
la(
    """X-Turnitin-Integration-Name: example-assess
X-Turnitin-Integration-Version: 2.4.0
Authorization: Bearer {{ turnitin_api_key }}"""
)
la(
    """Ouriginal analysis address for course BIO-101: bio101.example@analysis.ouriginal.com (students e-mail their drafts to this address; it is not a credential)"""
)
la(
    """PrairieLearn: question uuid {0}, assessment HW3, course instance Sp25, commit {1}""",
    uuid4(),
    sha(),
)
la(
    """codePost: codepost.configure_api_key(os.environ["CP_API_KEY"]) -- get a key at https://codepost.io/settings, never commit it."""
)

# --- Lab PCs
la(
    r"""C:\> reg query "HKLM\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon" /v AutoAdminLogon

HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon
    AutoAdminLogon    REG_SZ    0
"""
)
la(
    """//nas-bio.example.edu/microscopy  /mnt/microscopy  cifs  credentials=/root/.smb-lsm,vers=3.0,uid=1000,_netdev  0  0
# /root/.smb-lsm is mode 0600 and managed by Ansible vault"""
)
la(
    """Instrument: Bruker AVANCE NEO 600, serial {0}, MAC {1}, TopSpin 4.3.0, asset tag UOE-{2}""",
    r(6, DIGITS),
    ":".join(r(2, "0123456789abcdef") for _ in range(6)),
    r(6, DIGITS),
)
la(
    """x11vnc -display :0 -forever -shared -rfbport 5901 -rfbauth /etc/x11vnc.pass -o /var/log/x11vnc-nmr.log"""
)

# --- Research data
la(
    """curl -H "X-Dataverse-key:$API_TOKEN" -X POST "$SERVER_URL/api/datasets/:persistentId/actions/:publish?persistentId=doi:10.70122/FK2/QX7ZPB&type=major\""""
)
la(
    """Dataverse file "spectra_run12.tab": id 2284731, MD5 {0}, UNF:6:{1}==, persistent id doi:10.7910/DVN/{2}/{3}""",
    hexs(32),
    b64(16)[:22],
    r(6, UPPER_NUM),
    r(6, UPPER_NUM),
)
la(
    """DSpace handle 20.500.12345/{0}, bitstream {1}, checksum (MD5) {2}""",
    r(5, DIGITS),
    uuid4(),
    hexs(32),
)
la(
    """# local.cfg
db.password = ${DSPACE_DB_PASSWORD}
solr.server = http://solr:8983/solr"""
)
la(
    """OSF project https://osf.io/x7k2m/ (component https://osf.io/q4h9e/), preregistration DOI 10.17605/OSF.IO/{0}""",
    r(5, UPPER_NUM),
)
la(
    """Zenodo record 10.5281/zenodo.{0} (concept DOI 10.5281/zenodo.{1}), file checksum md5:{2}""",
    r(8, DIGITS),
    r(8, DIGITS),
    hexs(32),
)
la(
    """- uses: zenodraft/action@0.13.3
  with:
    concept: 10834119
    publish: true
  env:
    ZENODO_ACCESS_TOKEN: ${{ secrets.ZENODO_ACCESS_TOKEN }}"""
)
la(
    """$ ichksum -K /tempZone/home/genomics/raw/run_2025_03_11/R1.fastq.gz
    R1.fastq.gz    sha2:{0}""",
    b64(32),
)
la(
    """Globus endpoint "UoE Research Storage" collection id {0}, owner {1}@globusid.org""",
    uuid4(),
    r(8, LOWER),
)
la(
    """ORCID iD 0000-0002-{0}-{1} linked to the depositing researcher (public identifier)""",
    r(4, DIGITS),
    r(3, DIGITS) + "X",
)
la(
    """[database]
driver = mysqli
host = localhost
username = ojs_journals
password =                      ; set during install via the web installer, stored outside the repo"""
)
la(
    """invenio.cfg: SECRET_KEY = os.environ["INVENIO_SECRET_KEY"]  # rotate with invenio shell, see runbook RDM-07"""
)
la(
    """Nextcloud: occ ldap:show-config s01 | grep ldapAgent
| ldapAgentName                  | cn=nc-bind,ou=svc,dc=fac,dc=example,dc=edu |
| ldapAgentPassword              | ***                                         |"""
)
la(
    """SURFdrive: maak een app-wachtwoord aan via Instellingen > Beveiliging > 'Nieuw app-wachtwoord'. Gebruik dat voor WebDAV in plaats van je gewone inlog; je kunt het altijd weer intrekken."""
)
la(
    """org.opencastproject.security.digest.user=opencast_system_account
org.opencastproject.security.digest.pass=${OPENCAST_DIGEST_PASS}"""
)
la(
    """Wachtwoordbeleid hogeschool: minimaal 14 tekens, geen hergebruik van de laatste 5, verplicht MFA voor medewerkers. Wachtwoorden verlopen niet meer (NIST 800-63B)."""
)
la(
    """Zásady hesel pro laboratorní PC: účet labuser se přihlašuje přes doménu, lokální hesla spravuje LAPS a nikdo je nemá v dokumentaci."""
)
la(
    """Hướng dẫn: sinh viên tự đặt lại mật khẩu tài khoản thư viện (Koha) tại trang OPAC, mục 'Quên mật khẩu'; nhân viên thư viện không bao giờ hỏi mật khẩu của bạn đọc."""
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
