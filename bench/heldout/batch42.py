r"""Held-out batch 42: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) a grep of the
Theme paragraphs of the earlier batches, so as not to repeat their texts; (4) a grep of the
kind names already used with add() and add_split(). The filter's rules, code, docs, tests,
benches and results were not read, and the filter was not run.

Theme: a developer's own machine as a coding agent meets it while fixing the developer's
setup. Secrets live in home-directory dotfiles and tool config (netrc, pgpass, my.cnf,
npmrc, yarnrc.yml, pypirc, pip.conf index URLs, gem, cargo, Maven settings and
settings-security, home gradle.properties, docker and podman auth files, kubeconfig user
tokens, bootstrap tokens and OIDC refresh tokens, git-credentials, gh hosts.yml, hub, s3cfg,
boto, Azure service principal entries, OCI config pass phrases, rclone obscured passwords,
fetchmailrc, msmtprc, muttrc, irssi, weechat secure set, aerc, authinfo with Gmail app
passwords, wgetrc, curlrc, Subversion auth files, hgrc, sbt credentials, JetBrains private
HTTP-client envs, VS Code settings, DBeaver decrypted credentials, ssh private keys and their
passphrases, direnv envrc, fish universal variables, zsh and bash history lines with
passwords in flags, sudo -S and sshpass, macOS security and Linux secret-tool output, GNOME
keyring dumps, KeePassXC, pass, Bitwarden and 1Password CLI output, env | sort dumps,
launchctl setenv, systemd user units with Environment=, Vault token files, condarc token
paths, Syncthing API keys, ngrok, WakaTime, Stripe CLI, NetworkManager and OpenVPN auth
files), all under the kind prefix desk/, with splits and prose hand-overs in English, French
and Japanese. Look-alikes are the same files and outputs with only usernames, hosts,
IdentityFile paths, public keys and host keys, fingerprints, gpg key listings, credential
helpers, env and password-manager references, masks, ids, checksums, publishable keys,
history lines without secrets and prose about where a password lives, in English, French
and Japanese.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(42_2026_12_07)
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
WORDS = [
    "sunflower", "marmot", "tangerine", "kestrel", "blueberry", "harbor", "velvet", "pixel",
    "granite", "otter", "lighthouse", "pancake", "nebula", "walrus", "cinnamon", "glacier",
    "biscuit", "falcon", "meadow", "rocket", "juniper", "pretzel", "thunder", "mango",
    "saffron", "badger", "lantern", "coconut", "hedgehog", "tornado", "violet", "pepper",
]
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def word() -> str:
    return _rng.choice(WORDS)


def leet(w: str) -> str:
    return "".join(LEET.get(c, c) if _rng.random() < 0.7 else c for c in w)


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a phrase."""
    style = _rng.randrange(5)
    if style == 0:
        return word().capitalize() + word() + str(_rng.randrange(10, 99)) + _rng.choice("!#%&*?")
    if style == 1:
        return leet(word()).capitalize() + _rng.choice("!#@") + str(_rng.randrange(1975, 2024))
    if style == 2:
        return "-".join(word() for _ in range(3)) + "-" + str(_rng.randrange(2, 9))
    if style == 3:
        return word().capitalize() + "_" + word().capitalize() + r(3, DIGITS)
    return "My" + word().capitalize() + "Is" + word().capitalize() + str(_rng.randrange(1, 12)) + "!"


def ts() -> str:
    return str(_rng.randrange(1_730_000_000, 1_736_000_000))


def fp() -> str:
    return "SHA256:" + b64(32).rstrip("=")


def md5fp() -> str:
    return ":".join(r(2, HEX) for _ in range(16))


def ed25519_pub() -> str:
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + _rng.randbytes(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def openssh_private_body() -> str:
    blob = b"openssh-key-v1\x00" + _rng.randbytes(380)
    s = base64.b64encode(blob).decode()
    return "\n".join(s[i : i + 70] for i in range(0, len(s), 70))


def gpg_fpr() -> str:
    return r(40, UPPER_HEX)


def gmail_app() -> str:
    return " ".join(r(4, LOWER) for _ in range(4))


def ocid(kind: str) -> str:
    return f"ocid1.{kind}.oc1..aaaaaaaa" + r(52, LOWER_NUM)


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


# ============================================================ secrets
# ---- netrc / authinfo
add("desk/netrc_multiline_internal_host", """$ cat ~/.netrc
machine artifacts.int.kovalenko.dev
    login dana
    password {0}
machine api.github.com
    login dana-k
""", hpw())

add("desk/netrc_one_line_ftp", """dana@mbp ~ % tail -n 2 ~/.netrc
machine ftp.compta-lefevre.fr login export_mensuel password {0}
macdef init
""", hpw())

add("desk/authinfo_gmail_app_password", """;; ~/.authinfo  (used by Emacs smtpmail and gnus)
machine imap.gmail.com login dana.kovalenko@gmail.com port 993 password "{0}"
machine smtp.gmail.com login dana.kovalenko@gmail.com port 587 password "{0}"
""", gmail_app())

add("desk/authinfo_gpg_decrypted_irc", """$ gpg -q -d ~/.authinfo.gpg | grep libera
machine irc.libera.chat login danak port 6697 password {0}
""", pw())

# ---- postgres / mysql
add("desk/pgpass_full_line", """~/.pgpass (mode 0600):
localhost:5432:shop_dev:shop:{0}
db.staging.internal:5432:*:readonly:*
""", pw())

add("desk/pgpass_wildcard_superuser", """I checked why psql never prompts on your laptop. It's this line in ~/.pgpass:

    *:*:*:postgres:{0}

That matches every host, so even the staging bastion tunnel on :15432 logs in as postgres silently.""", hpw())

add("desk/my_cnf_client_password", """# ~/.my.cnf
[client]
user=root
password={0}
host=127.0.0.1
port=3306

[mysql]
prompt=(\\u@\\h) [\\d]>\\_
""", pw())

add("desk/my_cnf_mysqldump_quoted", """[mysqldump]
user     = backup
password = "{0}"
single-transaction
quick
""", hpw())

# ---- package managers
_auth_user, _auth_pw = "dana", pw()
add("desk/npmrc_legacy_auth_base64", """$ cat ~/.npmrc
registry=https://nexus.int.kovalenko.dev/repository/npm-group/
_auth={0}
always-auth=true
email=dana@kovalenko.dev
""", b64s(_auth_user + ":" + _auth_pw))

add("desk/npmrc_password_field_base64", """; ~/.npmrc  written by `npm login --registry=https://npm.pkg.corp.example/`
//npm.pkg.corp.example/:username=dkovalenko
//npm.pkg.corp.example/:_password={0}
//npm.pkg.corp.example/:email=dana@corp.example
""", b64s(hpw()))

add("desk/npmrc_verdaccio_quoted_token", """//localhost:4873/:_authToken="{0}"
@acme:registry=http://localhost:4873/
""", b64(32))

add("desk/yarnrc_scope_token", """# ~/.yarnrc.yml
npmScopes:
  kovalenko:
    npmRegistryServer: "https://gitea.home.lan/api/packages/dana/npm/"
    npmAuthToken: "{0}"
enableTelemetry: false
""", r(40, HEX))

add("desk/yarnrc_auth_ident", """npmRegistries:
  "https://registry.corp.example":
    npmAlwaysAuth: true
    npmAuthIdent: "dkovalenko:{0}"
""", pw())

add("desk/pypirc_internal_index", """[distutils]
index-servers =
    pypi
    devpi

[pypi]
username = __token__

[devpi]
repository = https://devpi.home.lan/dana/dev/
username = dana
password = {0}
""", hpw())

add("desk/pip_conf_index_url_userinfo", """$ cat ~/.config/pip/pip.conf
[global]
index-url = https://dana:{0}@pypi.int.kovalenko.dev/simple/
timeout = 60
""", pw())

add("desk/pip_config_list_extra_index", """$ pip config list
global.extra-index-url='https://gitlab-ci-token:{0}@gitlab.corp.example/api/v4/projects/412/packages/pypi/simple'
global.timeout='60'
user.require-virtualenv='true'
""", r(20, URLSAFE))

add("desk/gem_credentials_private_host", """---
:rubygems_api_key: ""
"https://gems.corp.example/": {0}
""", r(32, HEX))

add("desk/bundle_config_sidekiq_pro", """$ cat ~/.bundle/config
---
BUNDLE_JOBS: "8"
BUNDLE_GEMS__CONTRIBSYS__COM: "{1}:{0}"
""", r(8, HEX), r(8, HEX))

add("desk/cargo_credentials_alt_registry", """# ~/.cargo/credentials.toml
[registry]
token = ""

[registries.kellnr]
token = "{0}"
""", r(32, ALNUM))

add("desk/m2_settings_server_password", """<settings>
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deploy-dana</username>
      <password>{0}</password>
    </server>
  </servers>
</settings>
""", hpw())

add("desk/m2_settings_security_master", """$ cat ~/.m2/settings-security.xml
<settingsSecurity>
  <master>{{0}}</master>
</settingsSecurity>
""", b64(32))

add("desk/gradle_properties_home_signing", """# ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
org.gradle.parallel=true
signing.keyId=8A31F0C2
signing.password={0}
signing.secretKeyRingFile=/Users/dana/.gnupg/secring.gpg
""", hpw())

add("desk/gradle_properties_proxy_password", """systemProp.https.proxyHost=proxy.corp.example
systemProp.https.proxyPort=3128
systemProp.https.proxyUser=dkovalenko
systemProp.https.proxyPassword={0}
""", hpw())

add("desk/sbt_credentials_file", """$ cat ~/.sbt/.credentials
realm=Sonatype Nexus Repository Manager
host=nexus.int.kovalenko.dev
user=dana
password={0}
""", pw())

add("desk/condarc_token_in_channel_path", """# ~/.condarc
channel_alias: https://conda.anaconda.org/t/{0}
channels:
  - kovalenko-lab
  - conda-forge
""", "dk-" + r(28, LOWER_NUM + "-"))

# ---- containers / kube
add("desk/docker_config_auths_base64", """{
  "auths": {
    "registry.gitlab.com": {},
    "harbor.home.lan": {
      "auth": "{0}"
    }
  },
  "currentContext": "colima"
}""", b64s("admin:" + hpw()))

add("desk/podman_auth_json", """$ cat ${XDG_RUNTIME_DIR}/containers/auth.json
{"auths":{"quay.io":{"auth":"{0}"}}}
""", b64s("dana_k+laptop:" + r(64, UPPER_NUM)))

add("desk/kubeconfig_bootstrap_token", """users:
- name: kubeadm-join
  user:
    token: {0}
""", r(6, LOWER_NUM) + "." + r(16, LOWER_NUM))

add("desk/kubeconfig_oidc_refresh_token", """- name: dana@keycloak
  user:
    auth-provider:
      name: oidc
      config:
        client-id: kubernetes
        idp-issuer-url: https://sso.home.lan/realms/lab
        refresh-token: {0}
""", jwt({"typ": "Refresh", "azp": "kubernetes", "sub": uuid4()}))

add("desk/kubeconfig_basic_password", """$ kubectl config view --raw -o jsonpath='{.users[?(@.name=="k3s-admin")].user}'
{"password":"{0}","username":"admin"}
""", r(32, HEX))

# ---- git hosts
add("desk/git_credentials_gitea", """$ cat ~/.git-credentials
https://dana:{0}@gitea.home.lan
""", r(40, HEX))

add("desk/gh_hosts_yml_oauth_token", """# ~/.config/gh/hosts.yml
github.com:
    users:
        dana-k:
            oauth_token: {0}
    git_protocol: ssh
    oauth_token: {0}
    user: dana-k
""", "gho_" + r(36))

add("desk/hub_config_hex_token", """$ cat ~/.config/hub
github.com:
- user: dana-k
  oauth_token: {0}
  protocol: https
""", r(40, HEX))

add("desk/gitconfig_sendemail_smtppass", """$ git config --global --list | grep -i sendemail
sendemail.smtpserver=smtp.fastmail.com
sendemail.smtpuser=dana@fastmail.com
sendemail.smtppass={0}
sendemail.smtpencryption=tls
""", r(16, LOWER_NUM))

add("desk/hgrc_auth_password", """[auth]
bb.prefix = https://hg.octobus.example
bb.username = dana
bb.password = {0}
""", hpw())

add("desk/svn_simple_auth_file", """$ cat ~/.subversion/auth/svn.simple/5671adf2865e267db74f09ba6f872c28
K 8
passtype
V 6
simple
K 8
password
V 16
{0}
K 15
svn:realmstring
V 43
<https://svn.atelier.example:443> Atelier
END
""", pw()[:16].ljust(16, "x"))

# ---- cloud CLIs
add("desk/s3cfg_minio_secret", """[default]
access_key = dana-laptop
secret_key = {0}
host_base = minio.home.lan:9000
host_bucket = minio.home.lan:9000
use_https = False
""", r(40, ALNUM + "/+"))

add("desk/boto_gs_secret", """[Credentials]
gs_access_key_id = GOOG1E{1}
gs_secret_access_key = {0}
""", r(40, ALNUM + "/+"), r(55, UPPER_NUM))

add("desk/azure_sp_entries_client_secret", """$ cat ~/.azure/service_principal_entries.json
[{"client_id": "{1}", "tenant": "{2}", "client_secret": "{0}"}]
""", r(3, ALNUM) + "8Q~" + r(31, ALNUM + "~_.-"), uuid4(), uuid4())

add("desk/oci_config_pass_phrase", """[DEFAULT]
user={1}
fingerprint={2}
tenancy={3}
region=eu-frankfurt-1
key_file=~/.oci/oci_api_key.pem
pass_phrase={0}
""", hpw(), ocid("user"), md5fp(), ocid("tenancy"))

add("desk/rclone_obscured_pass", """[nas]
type = sftp
host = nas.home.lan
user = dana
pass = {0}
shell_type = unix
""", b64url(30))

add("desk/rclone_b2_key", """[b2-photos]
type = b2
account = 0031{1}
key = K003{0}
hard_delete = true
""", r(27, ALNUM), r(8, HEX))

add("desk/gcloud_adc_refresh_token", """{
  "account": "",
  "client_id": "764086051850-6qr4p6gpi6hn506pt8ejuq83di341hur.apps.googleusercontent.com",
  "client_secret": "d-FL95Q19q7MQmFpd7hHD0Ty",
  "quota_project_id": "kovalenko-sandbox",
  "refresh_token": "{0}",
  "type": "authorized_user"
}""", "1//0" + r(2, ALNUM) + r(98, URLSAFE))

add("desk/vault_token_file_legacy", """$ cat ~/.vault-token; echo
{0}
""", "s." + r(24))

add("desk/terraformrc_credentials_block", """credentials "tfe.corp.example" {
  token = "{0}"
}
plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"
""", r(14, ALNUM) + ".atlasv1." + r(67, ALNUM))

# ---- mail / chat clients
add("desk/fetchmailrc_poll_password", """poll imap.posteo.de protocol IMAP
    user "dana.k@posteo.net" there with password "{0}" is dana here
    ssl sslcertck
""", hpw())

add("desk/msmtprc_password_line", """account fastmail
host smtp.fastmail.com
port 465
tls on
tls_starttls off
auth on
user dana@fastmail.com
password {0}
from dana@kovalenko.dev
""", r(16, LOWER_NUM))

add("desk/muttrc_imap_pass", """set imap_user = "dana.kovalenko@gmail.com"
set imap_pass = "{0}"
set folder = "imaps://imap.gmail.com/"
set spoolfile = "+INBOX"
""", gmail_app().replace(" ", ""))

add("desk/muttrc_smtp_url_userinfo", """set smtp_url = "smtps://dana%40kovalenko.dev:{0}@mail.infomaniak.com:465/"
set ssl_force_tls = yes
""", pw())

add("desk/irssi_sasl_password", """servers = (
  {
    address = "irc.oftc.net";
    chatnet = "OFTC";
    port = "6697";
    use_tls = "yes";
    password = "{0}";
    autoconnect = "yes";
  }
);""", hpw())

add("desk/weechat_secure_set_history", """$ grep -a secure ~/.local/share/weechat/weechat.log | tail -1
2025-11-03 21:14:07	=!=	/secure set libera_sasl {0}
""", hpw())

add("desk/aerc_accounts_source_url", """[Work]
source        = imaps://dana%40corp.example:{0}@outlook.office365.com:993
outgoing      = smtp+login://dana%40corp.example@smtp.office365.com:587
default       = INBOX
from          = Dana Kovalenko <dana@corp.example>
""", pw())

# ---- http tools
add("desk/wgetrc_http_password", """# ~/.wgetrc
http_user = mirror
http_password = {0}
tries = 3
""", hpw())

add("desk/curlrc_user_line", """$ cat ~/.curlrc
--silent
--show-error
user = "admin:{0}"
""", pw())

# ---- editors / IDEs
add("desk/jetbrains_http_client_private_env", """$ cat ~/IdeaProjects/billing/http-client.private.env.json
{
  "dev": {
    "token": "{0}"
  },
  "staging": {
    "token": ""
  }
}""", jwt({"sub": "dana", "scope": "billing:admin", "iat": 1733999000}))

add("desk/vscode_sqltools_password", """  "sqltools.connections": [
    {
      "previewLimit": 50,
      "server": "localhost",
      "port": 5433,
      "driver": "PostgreSQL",
      "name": "orders (docker)",
      "database": "orders",
      "username": "orders_app",
      "password": "{0}"
    }
  ],""", hpw())

add("desk/vscode_rest_client_shared_var", """"rest-client.environmentVariables": {
    "$shared": {
        "baseUrl": "https://api.int.kovalenko.dev",
        "apiKey": "{0}"
    }
}""", r(32, ALNUM))

add("desk/vscode_sonarlint_token", """"sonarlint.connectedMode.connections.sonarqube": [
    { "serverUrl": "https://sonar.corp.example", "token": "{0}", "connectionId": "corp" }
]""", r(40, HEX))

add("desk/dbeaver_decrypted_credentials", """$ openssl aes-128-cbc -d -K babb4a9f774ab853c96c2d653dfe544a -iv 00000000000000000000000000000000 \\
    -in ~/.local/share/DBeaverData/workspace6/General/.dbeaver/credentials-config.json | tail -c +17
{"postgres-jdbc-18f2a7c1e0b-5d1c6a":{"#connection":{"user":"analyst","password":"{0}"}}}
""", hpw())

# ---- ssh / gpg
add("desk/openssh_private_key_file", """$ cat ~/.ssh/id_ed25519_deploy
-----BEGIN OPENSSH PRIVATE KEY-----
{0}
-----END OPENSSH PRIVATE KEY-----
""", openssh_private_body())

add("desk/ssh_passphrase_prose", """Agent: ssh-add is prompting for the passphrase of ~/.ssh/id_ed25519.
User: it's {0} — just add it and keep going with the rebase""", hpw())

add("desk/gpg_batch_passphrase_history", """: {1}:0;gpg --batch --pinentry-mode loopback --passphrase '{0}' -d ~/secrets/tax-2024.tar.gpg | tar x""", hpw(), ts())

# ---- direnv / shells
add("desk/envrc_database_url", """# ~/code/orders/.envrc
dotenv_if_exists .env.local
export DATABASE_URL=postgres://orders:{0}@localhost:5433/orders
export RUST_LOG=info
""", pw())

add("desk/fish_universal_variable", """$ grep SETUVAR ~/.config/fish/fish_variables
SETUVAR --export EDITOR:nvim
SETUVAR --export GITEA_TOKEN:{0}
SETUVAR fish_greeting:
""", r(40, HEX))

# ---- history excerpts
add("desk/zsh_history_mysql_p", """: {1}:0;cd ~/code/shop
: {2}:0;mysql -u root -p'{0}' shop < dumps/2025-11-30.sql
: {3}:0;git status""", hpw(), ts(), ts(), ts())

add("desk/bash_history_sshpass", """  511  ping -c1 raspberrypi.local
  512  sshpass -p '{0}' ssh pi@raspberrypi.local 'sudo reboot'
  513  history | tail""", hpw())

add("desk/zsh_history_curl_u_router", """: {1}:0;curl -s -u admin:{0} http://192.168.1.1/api/system/status | jq .""", pw(), ts())

add("desk/history_pgpassword_prefix", """$ history | grep psql
 2041  PGPASSWORD={0} psql -h 10.20.0.14 -U reporting -d warehouse
 2057  psql -h localhost -U dana""", pw())

add("desk/history_docker_login_p", """ 1880  docker login harbor.home.lan -u admin -p {0}""", hpw())

add("desk/history_htpasswd_b", """: {1}:0;htpasswd -b -c ~/srv/traefik/.htpasswd dana {0}""", hpw(), ts())

add("desk/history_sudo_S_echo", """ 902  echo '{0}' | sudo -S apt-get -y upgrade
 903  sudo systemctl restart docker""", hpw())

add("desk/history_git_clone_userinfo", """: {1}:0;git clone http://dana:{0}@192.168.1.40:3000/dana/dotfiles.git""", hpw(), ts())

# ---- OS keychains and password managers
add("desk/macos_security_find_w", """$ security find-generic-password -a dana -s "nas-backup" -w
{0}
""", hpw())

add("desk/macos_security_find_internet_g", """$ security find-internet-password -s ftp.compta-lefevre.fr -g
keychain: "/Users/dana/Library/Keychains/login.keychain-db"
version: 512
class: "inet"
attributes:
    "acct"<blob>="export_mensuel"
    "srvr"<blob>="ftp.compta-lefevre.fr"
password: "{0}"
""", hpw())

add("desk/macos_security_add_history", """: {1}:0;security add-generic-password -a dana -s openrouter -w '{0}' -U""", "sk-or-v1-" + r(64, HEX), ts())

add("desk/secret_tool_lookup_output", """$ secret-tool lookup service restic repo b2:photos-backup
{0}
$ echo $?
0""", "-".join(word() for _ in range(5)))

add("desk/secret_tool_store_pipe", """printf '%s' '{0}' | secret-tool store --label='Jira API token' service jira user dana@corp.example""", "ATATT3xFfGF0" + r(180, URLSAFE) + "=" + r(8, UPPER_HEX))

add("desk/gnome_keyring_search_all", """$ secret-tool search --all xdg:schema org.gnome.keyring.NetworkPassword
[/org/freedesktop/secrets/collection/login/7]
label = dana@smb://nas.home.lan/photos
secret = {0}
created = 2024-02-11 09:12:44
modified = 2024-02-11 09:12:44
schema = org.gnome.keyring.NetworkPassword
attribute.server = nas.home.lan
attribute.user = dana
attribute.protocol = smb
""", hpw())

add("desk/keepassxc_cli_show_s", """$ keepassxc-cli show -s ~/Sync/vault.kdbx "Email/Fastmail"
Enter password to unlock /home/dana/Sync/vault.kdbx:
Title: Fastmail
UserName: dana@fastmail.com
Password: {0}
URL: https://app.fastmail.com
Notes: app password for msmtp is separate
""", hpw())

add("desk/keepassxc_cli_attribute_only", """$ keepassxc-cli show -q -a Password ~/Sync/vault.kdbx "Homelab/Proxmox root"
{0}""", hpw())

add("desk/pass_show_first_line", """$ pass show work/vpn
{0}
user: dkovalenko
url: https://vpn.corp.example
otp: see authenticator""", hpw())

add("desk/bw_get_item_json", """$ bw get item "Ubiquiti controller" | jq .login
{
  "uris": [{ "match": null, "uri": "https://unifi.home.lan:8443" }],
  "username": "dana",
  "password": "{0}",
  "totp": null,
  "passwordRevisionDate": null
}""", hpw())

# ---- environment
add("desk/env_sort_restic_password", """$ env | sort | sed -n '1,12p'
COLORTERM=truecolor
EDITOR=nvim
HOME=/home/dana
LANG=fr_FR.UTF-8
LOGNAME=dana
PATH=/home/dana/.local/bin:/usr/local/bin:/usr/bin:/bin
PWD=/home/dana/code/dotfiles
RESTIC_PASSWORD={0}
RESTIC_REPOSITORY=b2:photos-backup:/
SHELL=/usr/bin/zsh
SHLVL=2
""", "-".join(word() for _ in range(4)))

add("desk/env_borg_passphrase", """BORG_PASSPHRASE={0}
BORG_REPO=ssh://u391204@u391204.your-storagebox.de:23/./borg
BORG_RSH=ssh -i /home/dana/.ssh/id_storagebox""", hpw())

add("desk/launchctl_setenv_jira", """# ~/Library/LaunchAgents/dev.kovalenko.env.plist runs this at login
launchctl setenv JIRA_EMAIL dana@corp.example
launchctl setenv JIRA_API_TOKEN {0}
""", "ATATT3xFfGF0" + r(180, URLSAFE) + "=" + r(8, UPPER_HEX))

add("desk/systemd_user_unit_environment", """# ~/.config/systemd/user/rclone-nas.service
[Unit]
Description=Mount NAS with rclone

[Service]
Type=notify
Environment=RCLONE_CONFIG_PASS={0}
ExecStart=/usr/bin/rclone mount nas:/volume1 %h/nas --vfs-cache-mode writes
Restart=on-failure

[Install]
WantedBy=default.target
""", hpw())

# ---- misc tools in the home
add("desk/syncthing_config_apikey", """$ grep -A3 '<gui' ~/.local/state/syncthing/config.xml
    <gui enabled="true" tls="false" debugging="false">
        <address>127.0.0.1:8384</address>
        <apikey>{0}</apikey>
        <theme>default</theme>""", r(32, ALNUM))

add("desk/ngrok_yml_authtoken", """version: "2"
authtoken: {0}
tunnels:
  webhook:
    proto: http
    addr: 3000
""", r(27, ALNUM) + "_" + r(21, ALNUM))

add("desk/wakatime_cfg_api_key", """[settings]
debug = false
hidefilenames = false
api_key = {0}
""", uuid4())

add("desk/stripe_cli_config_restricted", """[default]
device_name = "dana-mbp"
display_name = "Kovalenko Studio"
live_mode_api_key = "{0}"
live_mode_key_expires_at = "2026-03-01"
test_mode_pub_key = "pk_test_51{1}"
""", "rk_live_51" + r(95, ALNUM), r(95, ALNUM))

add("desk/nmcli_wifi_psk", """$ nmcli -s -g 802-11-wireless-security.psk connection show "Freebox-7C2A1D"
{0}""", hpw())

add("desk/openvpn_auth_user_pass_file", """$ cat ~/.config/openvpn/corp-auth.txt
dkovalenko
{0}
""", hpw())

# ---- prose hand-overs, French and Japanese
add("desk/prose_french_nas_password", """Utilisateur : le montage SMB échoue depuis la mise à jour. Le compte c'est dana, et le mot de passe du NAS c'est {0} (oui je sais, il faut que je le change).""", hpw())

add("desk/prose_japanese_proxy_password", """社内プロキシの認証が通らないので ~/.gradle/gradle.properties を直してください。ユーザー名は dkovalenko、パスワードは {0} です。""", hpw())

add("desk/prose_english_keychain_readout", """I ran `security find-generic-password -s github-pat -w` for you since `gh` kept failing; it returned {0} — I've now exported it only in this shell.""", r(40, HEX))

add("desk/prose_french_comment_in_pgpass", """# ~/.pgpass — mot de passe de la base locale « facturation » (à changer après la démo)
localhost:5432:facturation:factu:{0}
""", hpw())

add("desk/prose_japanese_comment_in_msmtprc", """# 会社のSMTP。パスワードはここに直書き（あとでpassに移す）
account corp
host smtp.corp.example
user dana@corp.example
password {0}
""", pw())

add_split("desk/split_chat_two_messages_keepass", """User: the master password for vault.kdbx is in two parts, I'll send them separately. first: {0}
Agent: Got it, waiting for the rest.
User: second: {1}""", hpw(), hpw())

add_split("desk/split_terminal_wrapped_kube_token", """$ kubectl config view --raw | grep token:
    token: {0}
{1}""", "eyJhbGciOiJSUzI1NiIsImtpZCI6I" + r(50, URLSAFE), r(60, URLSAFE))

add_split("desk/split_envrc_concat", """# .envrc
_a={0}
_b={1}
export NEXUS_PASSWORD="${_a}${_b}"
unset _a _b""", pw(), pw())


# ============================================================ look-alikes
la("""$ cat ~/.netrc
machine api.github.com
    login dana-k
machine artifacts.int.kovalenko.dev
    login dana
# passwords are not kept here any more: git uses osxkeychain, curl uses --netrc-optional only for login names
""")

la("""dana@mbp ~ % ls -l ~/.netrc ~/.pgpass
-rw-------  1 dana  staff  212 Nov 30 18:02 /Users/dana/.netrc
-rw-------  1 dana  staff   98 Nov 12 09:44 /Users/dana/.pgpass
""")

la("""psql: WARNING: password file "/home/dana/.pgpass" has group or world access; permissions should be u=rw (0600) or less
Fix: chmod 600 ~/.pgpass""")

la("""# ~/.pgpass format, one line per server:
#   hostname:port:database:username:password
# A "*" in any of the first four fields matches anything. The file must be 0600.""")

la("""# ~/.my.cnf
[client]
user=root
host=127.0.0.1
port=3306
# no password here: use `mysql --login-path=local` (stored by mysql_config_editor)
""")

la("""$ mysql_config_editor print --all
[local]
user = "root"
password = *****
host = "127.0.0.1"
port = 3306
""")

la("""; ~/.npmrc
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
save-exact=true
""")

la("""$ npm config list
; "user" config from /Users/dana/.npmrc

//npm.pkg.corp.example/:_authToken = (protected)
@acme:registry = "https://npm.pkg.corp.example/"
save-exact = true

; node bin location = /Users/dana/.volta/tools/image/node/22.11.0/bin/node
; node version = v22.11.0
; npm version = 10.9.0
""")

la("""# ~/.yarnrc.yml
npmScopes:
  kovalenko:
    npmRegistryServer: "https://gitea.home.lan/api/packages/dana/npm/"
    npmAuthToken: "${GITEA_NPM_TOKEN}"
enableTelemetry: false
""")

la("""[distutils]
index-servers =
    pypi
    devpi

[pypi]
username = __token__
# password comes from keyring (`keyring set https://upload.pypi.org/legacy/ __token__`)
""")

la("""$ cat ~/.config/pip/pip.conf
[global]
index-url = https://pypi.int.kovalenko.dev/simple/
keyring-provider = subprocess
timeout = 60
""")

la("""$ pip config list
global.index-url='https://pypi.org/simple'
global.timeout='60'
user.require-virtualenv='true'
""")

la("""$ gem signin
Enter your RubyGems.org credentials.
Don't have an account yet? Create one at https://rubygems.org/sign_up
   Email:   dana@kovalenko.dev
Password:
Signed in with API key: dana-laptop.""")

la("""$ cat ~/.bundle/config
---
BUNDLE_JOBS: "8"
BUNDLE_PATH: "vendor/bundle"
BUNDLE_GEMS__CONTRIBSYS__COM: "${SIDEKIQ_PRO_CREDS}"
""")

la("""# ~/.cargo/config.toml
[registries.kellnr]
index = "sparse+https://kellnr.home.lan/api/v1/crates/"
credential-provider = ["cargo:libsecret"]

[registry]
global-credential-providers = ["cargo:libsecret", "cargo:token"]
""")

la("""<settings>
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>${env.NEXUS_USER}</username>
      <password>${env.NEXUS_PASSWORD}</password>
    </server>
  </servers>
</settings>
""")

la("""# ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
org.gradle.parallel=true
org.gradle.caching=true
signing.keyId=8A31F0C2
signing.secretKeyRingFile=/Users/dana/.gnupg/secring.gpg
# signing.password is passed as ORG_GRADLE_PROJECT_signingPassword from the keychain wrapper
""")

la("""systemProp.https.proxyHost=proxy.corp.example
systemProp.https.proxyPort=3128
systemProp.https.nonProxyHosts=localhost|*.corp.example
""")

la("""# ~/.condarc
channels:
  - conda-forge
  - defaults
channel_priority: strict
auto_activate_base: false
""")

la("""{
  "auths": {
    "ghcr.io": {},
    "harbor.home.lan": {}
  },
  "credsStore": "osxkeychain",
  "currentContext": "colima"
}""")

la("""{
  "credHelpers": {
    "europe-west1-docker.pkg.dev": "gcloud",
    "123456789012.dkr.ecr.eu-west-3.amazonaws.com": "ecr-login"
  }
}""")

la("""$ docker-credential-osxkeychain list
{"https://index.docker.io/v1/":"danak","harbor.home.lan":"admin","ghcr.io":"dana-k"}""")

la("""$ docker login harbor.home.lan -u admin --password-stdin < /dev/null
Error response from daemon: Get "https://harbor.home.lan/v2/": unauthorized: authentication required""")

la("""apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: {0}
    server: https://10.20.0.10:6443
  name: k3s-home
users:
- name: dana
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: kubelogin
      args: ["get-token", "--oidc-issuer-url=https://sso.home.lan/realms/lab", "--oidc-client-id=kubernetes"]
""", b64(600))

la("""$ kubectl config view
users:
- name: k3s-admin
  user:
    client-certificate-data: DATA+OMITTED
    client-key-data: DATA+OMITTED
- name: ci-reader
  user:
    token: REDACTED
""")

la("""- name: eks-dana
  user:
    client-certificate: /Users/dana/.kube/certs/dana.crt
    client-key: /Users/dana/.kube/certs/dana.key
""")

la("""$ git config --global --get-regexp '^credential'
credential.helper osxkeychain
credential.https://github.com.helper !/opt/homebrew/bin/gh auth git-credential
credential.https://gitea.home.lan.username dana
""")

la("""$ git config --global --list
user.name=Dana Kovalenko
user.email=dana@kovalenko.dev
user.signingkey=~/.ssh/id_ed25519.pub
gpg.format=ssh
commit.gpgsign=true
init.defaultbranch=main
credential.helper=store --file ~/.config/git/credentials
""")

la("""# ~/.config/gh/hosts.yml
github.com:
    users:
        dana-k:
    git_protocol: ssh
    user: dana-k
""")

la("""$ gh auth status
github.com
  ✓ Logged in to github.com account dana-k (keyring)
  - Active account: true
  - Git operations protocol: ssh
  - Token: gho_************************************
  - Token scopes: 'admin:public_key', 'gist', 'read:org', 'repo'
""")

la("""$ git log --oneline -3
{0} fix(zsh): stop exporting tokens from .zshrc
{1} chore: move msmtp password to passwordeval
{2} feat: add aerc config""", r(7, HEX), r(7, HEX), r(7, HEX))

la("""[auth]
bb.prefix = https://hg.octobus.example
bb.username = dana
# password: hg uses the keyring extension, see [extensions] keyring =

[ui]
username = Dana Kovalenko <dana@kovalenko.dev>
""")

la("""### ~/.subversion/config
[auth]
password-stores = gnome-keyring,kwallet
store-plaintext-passwords = no
""")

la("""[default]
access_key = dana-laptop
host_base = minio.home.lan:9000
host_bucket = minio.home.lan:9000
use_https = False
signature_v2 = False
# secret_key intentionally left out, s3cmd reads it from AWS_SECRET_ACCESS_KEY
""")

la("""$ aws configure list --profile dev
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                      dev           manual    --profile
access_key     ****************{0} shared-credentials-file
secret_key     ****************{1} shared-credentials-file
    region                eu-west-3      config-file    ~/.aws/config
""", r(4, UPPER_NUM), r(4, ALNUM))

la("""[profile dev]
sso_session = corp
sso_account_id = 123456789012
sso_role_name = Developer
region = eu-west-3
credential_process = /opt/homebrew/bin/aws-vault export --format=json dev
""")

la("""$ az account show
{
  "environmentName": "AzureCloud",
  "id": "{0}",
  "isDefault": true,
  "name": "Kovalenko Studio - Dev",
  "state": "Enabled",
  "tenantId": "{1}",
  "user": { "name": "dana@corp.example", "type": "user" }
}""", uuid4(), uuid4())

la("""[DEFAULT]
user={0}
fingerprint={1}
tenancy={2}
region=eu-frankfurt-1
key_file=~/.oci/oci_api_key.pem
""", ocid("user"), md5fp(), ocid("tenancy"))

la("""[nas]
type = sftp
host = nas.home.lan
user = dana
key_file = ~/.ssh/id_ed25519_nas
shell_type = unix
md5sum_command = md5sum
""")

la("""[s3-backup]
type = s3
provider = AWS
env_auth = true
region = eu-west-3
""")

la("""$ gcloud auth list
                Credentialed Accounts
ACTIVE  ACCOUNT
*       dana@kovalenko.dev
        ci-reader@kovalenko-sandbox.iam.gserviceaccount.com

To set the active account, run:
    $ gcloud config set account `ACCOUNT`
""")

la("""$ vault status
Key             Value
---             -----
Seal Type       shamir
Initialized     true
Sealed          false
Total Shares    5
Threshold       3
Version         1.18.2
Cluster ID      {0}
HA Enabled      false
""", uuid4())

la("""plugin_cache_dir = "$HOME/.terraform.d/plugin-cache"
credentials_helper "keychain" {
  args = []
}
""")

la("""account fastmail
host smtp.fastmail.com
port 465
tls on
auth on
user dana@fastmail.com
passwordeval "pass show mail/fastmail-app"
from dana@kovalenko.dev
""")

la("""set imap_user = "dana.kovalenko@gmail.com"
set imap_pass = "`pass show mail/gmail-app`"
set folder = "imaps://imap.gmail.com/"
set pgp_default_key = 0x{0}
""", r(16, UPPER_HEX))

la("""servers = (
  {
    address = "irc.libera.chat";
    chatnet = "liberachat";
    port = "6697";
    use_tls = "yes";
    tls_cert = "~/.irssi/certs/libera.pem";
    sasl_mechanism = "EXTERNAL";
    autoconnect = "yes";
  }
);""")

la("""$ weechat-headless --run-command '/secure list'
Secured data:
  libera_sasl = ********
  oftc_nickserv = ********
(secured data is encrypted with the passphrase asked at startup)""")

la("""[Work]
source          = imaps://dana%40corp.example@outlook.office365.com:993
source-cred-cmd = secret-tool lookup service aerc account work
outgoing        = smtp+login://dana%40corp.example@smtp.office365.com:587
outgoing-cred-cmd = secret-tool lookup service aerc account work
default         = INBOX
""")

la(""";; ~/.authinfo template from the README, fill in with your own app password
machine smtp.gmail.com login YOUR_ADDRESS@gmail.com port 587 password <16-char-app-password>
""")

la("""# ~/.wgetrc
tries = 3
timeout = 30
check_certificate = on
use_proxy = off
""")

la("""$ cat ~/.curlrc
--silent
--show-error
--netrc-optional
--connect-timeout 5
user-agent = "dana-curl/8.7"
""")

la("""$ cat ~/IdeaProjects/billing/http-client.env.json
{
  "dev": { "host": "http://localhost:8081", "tenant": "acme" },
  "staging": { "host": "https://billing.staging.corp.example", "tenant": "acme" }
}
# the tokens live in http-client.private.env.json, which is in .gitignore""")

la("""  "sqltools.connections": [
    {
      "server": "localhost",
      "port": 5433,
      "driver": "PostgreSQL",
      "name": "orders (docker)",
      "database": "orders",
      "username": "orders_app",
      "askForPassword": true
    }
  ],""")

la("""{
  "editor.fontSize": 14,
  "terminal.integrated.env.osx": { "AWS_PROFILE": "dev" },
  "rest-client.environmentVariables": {
    "$shared": { "baseUrl": "https://api.int.kovalenko.dev", "apiKey": "{{$processEnv INTERNAL_API_KEY}}" }
  }
}""")

la("""# ~/.ssh/config
Host nas
    HostName nas.home.lan
    User dana
    IdentityFile ~/.ssh/id_ed25519_nas
    IdentitiesOnly yes

Host bastion
    HostName 203.0.113.24
    User ec2-user
    IdentityFile ~/.ssh/corp/bastion.pem
    ForwardAgent no
""")

la("""$ cat ~/.ssh/id_ed25519.pub
{0} dana@mbp-2024""", ed25519_pub())

la("""$ ssh-keygen -lf ~/.ssh/id_ed25519_deploy
256 {0} deploy@kovalenko.dev (ED25519)""", fp())

la("""$ ssh-add -l
256 {0} dana@mbp-2024 (ED25519)
256 {1} deploy@kovalenko.dev (ED25519)""", fp(), fp())

la("""$ tail -2 ~/.ssh/known_hosts
nas.home.lan {0}
github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl""", ed25519_pub())

la("""$ ssh -G nas | grep -E '^(user|hostname|identityfile|port) '
user dana
hostname nas.home.lan
port 22
identityfile ~/.ssh/id_ed25519_nas""")

la("""$ gpg --list-keys dana@kovalenko.dev
pub   ed25519 2023-04-02 [SC] [expires: 2026-04-01]
      {0}
uid           [ultimate] Dana Kovalenko <dana@kovalenko.dev>
sub   cv25519 2023-04-02 [E] [expires: 2026-04-01]
""", gpg_fpr())

la("""$ gpg --list-secret-keys --keyid-format long
/home/dana/.gnupg/pubring.kbx
-----------------------------
sec   ed25519/{0} 2023-04-02 [SC] [expires: 2026-04-01]
      Key fingerprint = {1}
uid                 [ultimate] Dana Kovalenko <dana@kovalenko.dev>
ssb   cv25519/{2} 2023-04-02 [E]
""", r(16, UPPER_HEX), " ".join(r(4, UPPER_HEX) for _ in range(10)), r(16, UPPER_HEX))

la("""# ~/code/orders/.envrc
dotenv_if_exists .env.local
export DATABASE_URL=postgres://orders@localhost:5433/orders
export RUST_LOG=info
""")

la("""export GITHUB_TOKEN=$(gh auth token)
export HCLOUD_TOKEN=$(pass show hetzner/cli)
export AWS_PROFILE=dev
layout python3""")

la("""$ grep SETUVAR ~/.config/fish/fish_variables
SETUVAR --export EDITOR:nvim
SETUVAR --export PAGER:less
SETUVAR fish_color_command:005fd7
SETUVAR fish_greeting:
""")

la(""": {0}:0;cd ~/code/shop
: {1}:0;mysql -u root -p shop < dumps/2025-11-30.sql
: {2}:0;git status
: {3}:0;git commit -m 'seed: november dump'""", ts(), ts(), ts(), ts())

la("""  511  ping -c1 raspberrypi.local
  512  ssh pi@raspberrypi.local 'sudo reboot'
  513  ssh-copy-id -i ~/.ssh/id_ed25519.pub pi@raspberrypi.local
  514  history | tail""")

la("""$ history | grep psql
 2041  PGPASSWORD=$(pass show db/warehouse-reporting) psql -h 10.20.0.14 -U reporting -d warehouse
 2057  psql -h localhost -U dana -W""")

la(""": {0}:0;docker login harbor.home.lan -u admin --password-stdin < <(pass show homelab/harbor)
: {1}:0;echo "$GHCR_PAT" | docker login ghcr.io -u dana-k --password-stdin""", ts(), ts())

la(""": {0}:0;sudo -v
: {1}:0;sudo apt-get -y upgrade
: {2}:0;htpasswd -B -c ~/srv/traefik/.htpasswd dana""", ts(), ts(), ts())

la("""$ security find-generic-password -a dana -s "nas-backup"
keychain: "/Users/dana/Library/Keychains/login.keychain-db"
version: 512
class: "genp"
attributes:
    0x00000007 <blob>="nas-backup"
    "acct"<blob>="dana"
    "cdat"<timedate>=0x32303234303231313039313234345A00  "20240211091244Z"
    "svce"<blob>="nas-backup"
""")

la("""$ secret-tool lookup service restic repo b2:photos-backup
$ echo $?
1
# nothing stored yet under that attribute pair, the GUI saved it under repo=photos instead""")

la("""$ keepassxc-cli show ~/Sync/vault.kdbx "Email/Fastmail"
Enter password to unlock /home/dana/Sync/vault.kdbx:
Title: Fastmail
UserName: dana@fastmail.com
Password: PROTECTED
URL: https://app.fastmail.com
Notes: app password for msmtp is separate
""")

la("""$ keepassxc-cli ls ~/Sync/vault.kdbx Homelab
Proxmox root
Synology DSM
Ubiquiti controller
Harbor admin
""")

la("""$ pass ls
Password Store
├── db
│   ├── warehouse-reporting
│   └── local-postgres
├── mail
│   ├── fastmail-app
│   └── gmail-app
└── work
    └── vpn
""")

la("""$ op item get "Synology DSM" --vault Home --fields label=username,label=website
dana,https://nas.home.lan:5001""")

la("""$ env | sort | sed -n '1,12p'
COLORTERM=truecolor
EDITOR=nvim
GPG_TTY=/dev/pts/3
HOME=/home/dana
LANG=fr_FR.UTF-8
PATH=/home/dana/.local/bin:/usr/local/bin:/usr/bin:/bin
RESTIC_PASSWORD_COMMAND=secret-tool lookup service restic repo b2:photos-backup
RESTIC_REPOSITORY=b2:photos-backup:/
SHELL=/usr/bin/zsh
SSH_AUTH_SOCK=/run/user/1000/gcr/ssh
XDG_RUNTIME_DIR=/run/user/1000
""")

la("""BORG_PASSCOMMAND=pass show backup/borg-storagebox
BORG_REPO=ssh://u391204@u391204.your-storagebox.de:23/./borg
BORG_RSH=ssh -i /home/dana/.ssh/id_storagebox""")

la("""launchctl setenv JAVA_HOME /Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home
launchctl setenv JIRA_EMAIL dana@corp.example
launchctl setenv HOMEBREW_NO_ANALYTICS 1""")

la("""# ~/.config/systemd/user/restic-backup.service
[Service]
Type=oneshot
EnvironmentFile=%h/.config/restic/env
LoadCredential=restic-password:%h/.config/restic/password.cred
Environment=RESTIC_PASSWORD_FILE=%d/restic-password
ExecStart=/usr/bin/restic backup %h/Documents %h/Pictures
""")

la("""This Device ID (show it to the other side, it is derived from the public certificate):
{0}""", "-".join(r(7, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(8)))

la("""$ sudo wg show
interface: wg0
  public key: {0}
  private key: (hidden)
  listening port: 51820

peer: {1}
  endpoint: 203.0.113.9:51820
  allowed ips: 10.8.0.0/24
  latest handshake: 41 seconds ago""", b64(32), b64(32))

la("""$ cat ~/.config/sops/age/recipients.txt
# public recipients for the dotfiles repo (private identity is in keys.txt, not shown)
{0}""", "age1" + r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"))

la("""[default]
device_name = "dana-mbp"
display_name = "Kovalenko Studio"
test_mode_pub_key = "pk_test_51{0}"
# the secret keys are only in `stripe login` keychain storage, never in this file
""", r(95, ALNUM))

la("""version: "2"
# authtoken: taken from NGROK_AUTHTOKEN in the environment
tunnels:
  webhook:
    proto: http
    addr: 3000
""")

la("""[settings]
debug = false
hidefilenames = true
api_key_vault_cmd = pass show wakatime/api-key
""")

la("""$ nmcli connection show
NAME             UUID                                  TYPE      DEVICE
Freebox-7C2A1D   {0}  wifi      wlp2s0
corp-vpn         {1}  vpn       --
lo               {2}  loopback  lo
""", uuid4(), uuid4(), uuid4())

la("""{{- /* chezmoi template for ~/.config/hub */ -}}
github.com:
- user: dana-k
  oauth_token: {{ (bitwarden "item" "github-hub").login.password }}
  protocol: https""")

la("""Le mot de passe du NAS est dans le trousseau macOS, entrée « nas-backup » ; je ne l'ai pas copié ici. Pour le lire : `security find-generic-password -s nas-backup -w` (ça demandera votre accord).""")

la("""Agent : j'ai remplacé la ligne `password=` de ~/.my.cnf par `--login-path=local`. Le mot de passe n'apparaît plus dans aucun fichier du dossier personnel ; il reste uniquement dans mysql_config_editor (chiffré, affiché « ***** »).""")

la("""パスワードは1Passwordの「Work/VPN」に入っています。ここには書きません。openvpn の設定は auth-user-pass で op run 経由にしました。""")

la("""~/.gradle/gradle.properties のプロキシ設定を確認しました。proxyUser だけ残して、proxyPassword は環境変数 ORG_GRADLE_PROJECT_proxyPassword から渡すように変更済みです（値はログに出していません）。""")

la("""I went through your home directory for plaintext credentials. Found: ~/.netrc (logins only), ~/.pgpass (now empty), ~/.npmrc (uses ${NPM_TOKEN}). Nothing else had a password in it; the keychain entries are untouched and I didn't print any of them.""")

la("""$ shasum -a 256 ~/Downloads/KeePassXC-2.7.9-arm64.dmg
{0}  /Users/dana/Downloads/KeePassXC-2.7.9-arm64.dmg
# matches the digest published on keepassxc.org""", r(64, HEX))

la("""$ git remote -v
origin	git@github.com:dana-k/dotfiles.git (fetch)
origin	git@github.com:dana-k/dotfiles.git (push)
gitea	https://dana@gitea.home.lan/dana/dotfiles.git (fetch)
gitea	https://dana@gitea.home.lan/dana/dotfiles.git (push)""")

la("""The OpenVPN profile uses `auth-user-pass ~/.config/openvpn/corp-auth.txt`; that file should hold the username on line 1 and the password on line 2. Yours currently has only the username, which is why the connection prompts. I haven't filled it in.""")

la("""Syncthing GUI listens on 127.0.0.1:8384. The API key is under <apikey> in config.xml; I read the length only (32 chars) to confirm it exists and did not copy it.""")

la("""{
  "sonarlint.connectedMode.connections.sonarqube": [
    { "serverUrl": "https://sonar.corp.example", "connectionId": "corp" }
  ],
  "sonarlint.connectedMode.project": { "connectionId": "corp", "projectKey": "orders-api" }
}""")

la("""$ keepassxc-cli db-info ~/Sync/vault.kdbx
UUID: {{0}}
Name: Dana
Cipher: AES 256-bit
KDF: Argon2id (19 rounds, 65536 KiB)
Recycle bin is enabled.
Location: /home/dana/Sync/vault.kdbx""", uuid4())

la("""$ openssl x509 -in ~/.kube/certs/dana.crt -noout -subject -fingerprint -sha256
subject=O = system:masters, CN = dana
sha256 Fingerprint={0}""", ":".join(r(2, UPPER_HEX) for _ in range(32)))


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
