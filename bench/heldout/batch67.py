r"""Held-out batch 67: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) the
first 130 lines of bench/heldout/batch19.py (its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la); (3) a grep of the Theme
paragraphs of the earlier batches (grep -h -A12 '^Theme' bench/heldout/batch*.py), so that
these texts repeat none of theirs; (4) a grep of the kind names already used (grep -ho
'add\(_split\)\?("[^"]*"' bench/heldout/batch*.py | sort -u). No rule, code, doc, test,
bench or result of the filter was opened, and the filter was never run.

Theme: remote access, remote desktop, VPN clients and virtual desktops as a coding agent's
session holds them. Windows remote desktop (cmdkey /generic:TERMSRV and mstsc sessions,
.rdp files with DPAPI "password 51:b:" blobs and signed .rdp files, PowerShell remoting
with ConvertTo-SecureString), xfreerdp and rdesktop command lines (/p:, /gp:, /pth:, -p),
Remmina profiles and remmina.pref secrets, SPICE .vv files; VNC (vncpasswd -f, x11vnc
-storepasswd, TigerVNC and KasmVNC containers, UltraVNC ultravnc.ini and RealVNC .vnc
obfuscated hex passwords, noVNC URLs with password query parameters, websockify token
files); Apache Guacamole (user-mapping.xml authorize and param elements,
guacamole.properties, JSON-auth secret keys, REST authToken responses, SQL connection
parameters, guacd logs); MeshCentral config.json (sessionKey, dbEncryptKey, SMTP) and
meshctrl; RustDesk (id_ed25519 server keys, hbbs/hbbr, permanent passwords in the CLI,
RustDesk.toml and deployment PowerShell); TeamViewer and AnyDesk unattended passwords,
API/assignment tokens, custom config ids and deployment scripts; Citrix ICA files (logon
tickets), Citrix Cloud Set-XDCredentials, NetScaler NITRO headers and StoreFront; VMware
Horizon client command lines and REST logins; Parsec Teams keys; Chrome Remote Desktop
start-host codes and PINs; Teleport (tctl tokens add, teleport.yaml, identity files, tbot),
HashiCorp Boundary (auth tokens, worker activation tokens, AEAD KMS keys), StrongDM (admin,
API and relay tokens); bastion and jump-host scripts (sshpass, ProxyCommand, expect,
paramiko, Ansible inventories, agent tool calls); OpenVPN (auth-user-pass files, gluetun,
inline tls-auth static keys and client keys, askpass, Access Server sacli, Pritunl
profile URIs); WireGuard, Tailscale (auth, OAuth-client and API keys), Headscale
(pre-auth and API keys), ZeroTier (Central tokens, identity.secret) and NetBird setup
keys; Cisco AnyConnect and openconnect (passwd-on-stdin, response files, webvpn cookies),
openfortivpn and FortiClient, GlobalProtect (gp-saml-gui cookies); IPsec PSKs, EAP and RSA
passphrases in strongSwan ipsec.secrets and swanctl.conf, libreswan .secrets,
NetworkManager L2TP keyfiles, Cisco ASA tunnel-groups; Windows LAPS output
(Get-LapsADPassword, legacy ms-Mcs-AdmPwd, passphrase mode). Formats: shell sessions and
history, PowerShell, batch files, Dockerfiles and Compose, Kubernetes Secrets, GitHub
Actions, Terraform/HCL, YAML, JSON, TOML, INI, XML, SQL, systemd units, cloud-init,
Python, Go and expect scripts, logs, HTTP exchanges, agent tool-call JSON, tickets,
runbooks and chat. Prose mostly English, some Hebrew, Norwegian and Indonesian.
Look-alikes hold the same files and commands with env references, templates and
placeholders, masked and hidden values (wg show "(hidden)", SecureString, ASA "*****"),
public material (WireGuard and RustDesk public keys, ZeroTier identity.public, Tailscale
node keys, openconnect pin-sha256, Teleport ca_pin, libreswan rsasigkeys, .rdp
signatures, CA certificates, host key fingerprints and known_hosts), ids (TeamViewer and
AnyDesk ids, ZeroTier network ids, Boundary scope and target ids, custom config ids,
tickets, SPIs, serials) and prose about rotating and storing credentials.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(67_2026_12_07)
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
    "fjord", "nordlys", "hytte", "skog", "elg", "brygge", "kaffe", "tiger", "kopi",
    "matahari", "pelangi", "gunung", "ombak", "sinar", "bunga", "rendang", "shalom",
    "tapuz", "zaitun", "harbor", "falcon", "granite", "maple", "lotus", "viking", "kiwi",
    "orange", "summer", "winter", "rocket", "badger", "castle", "dragon", "copper",
    "pinguin", "durian", "sambal", "lofoten", "bergen", "galil", "yarden", "merapi",
]
SYMS = "!@#%*?+"
LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def word() -> str:
    return _rng.choice(WORDS)


def leet(s: str) -> str:
    out = []
    for ch in s:
        if ch in LEET and _rng.random() < 0.6:
            out.append(LEET[ch])
        elif _rng.random() < 0.2:
            out.append(ch.upper())
        else:
            out.append(ch)
    return "".join(out)


def human() -> str:
    """A human-chosen password: words, years, leetspeak, a symbol."""
    style = _rng.randrange(5)
    w = word().capitalize()
    if style == 0:
        return w + str(_rng.randint(1988, 2026)) + _rng.choice(SYMS)
    if style == 1:
        return w + _rng.choice(SYMS) + word() + str(_rng.randint(10, 99))
    if style == 2:
        return leet(word() + word()) + str(_rng.randint(1, 9)) + "!"
    if style == 3:
        return w + "." + word().capitalize() + "_" + r(3, DIGITS)
    return w + word().capitalize() + r(4, DIGITS) + _rng.choice(SYMS)


def safe_human() -> str:
    """Human-chosen, but with only characters safe in XML, INI and URLs."""
    return word().capitalize() + _rng.choice("._-") + word() + r(_rng.randint(2, 4), DIGITS)


def phrase(n: int = 4, sep: str = "-") -> str:
    return sep.join(word() for _ in range(n))


def vncpw() -> str:
    """VNC passwords are cut at 8 characters."""
    return _rng.choice([r(8, ALNUM), leet(word())[:5] + r(3, DIGITS), r(6, ALNUM) + "!" + r(1, DIGITS)])


def laps_pw(n: int = 16) -> str:
    return r(n, ALNUM + "!#%+-.,;:")


def pem(n_bytes: int) -> str:
    body = b64(n_bytes)
    return "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


def static_key() -> str:
    return "\n".join(r(32, HEX) for _ in range(16))


def tskey(kind: str) -> str:
    return f"tskey-{kind}-k" + r(_rng.randint(7, 11), ALNUM) + "CNTRL-" + r(33, ALNUM)


def dotted_ip() -> str:
    return f"10.{_rng.randint(0, 255)}.{_rng.randint(0, 255)}.{_rng.randint(2, 254)}"


def tv_id() -> str:
    d = str(_rng.randint(1_000_000_000, 1_999_999_999))
    return f"{d[0]} {d[1:4]} {d[4:7]} {d[7:]}"


# ============================================================ secrets
# --- Windows remote desktop
add("remote/cmdkey-generic-termsrv-pass", r"""PS C:\Users\m.hansen> cmdkey /generic:TERMSRV/rds01.corp.lan /user:CORP\svc_rdp /pass:{0}

CMDKEY: Credential added successfully.

PS C:\Users\m.hansen> mstsc /v:rds01.corp.lan /admin /w:1920 /h:1080
PS C:\Users\m.hansen> cmdkey /list:TERMSRV/rds01.corp.lan

Currently stored credentials for TERMSRV/rds01.corp.lan:

    Target: TERMSRV/rds01.corp.lan
    Type: Generic
    User: CORP\svc_rdp
""", human())

add("remote/rdp-file-dpapi-password-51b", r"""screen mode id:i:2
use multimon:i:0
desktopwidth:i:2560
desktopheight:i:1440
session bpp:i:32
full address:s:ts-finance.contoso.local:3389
gatewayhostname:s:rdgw.contoso.com
gatewayusagemethod:i:1
username:s:CONTOSO\kari.nordmann
prompt for credentials:i:0
authentication level:i:2
redirectclipboard:i:1
password 51:b:{0}
""", "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + r(392, UPPER_HEX))

add("remote/xfreerdp-p-and-gp-same-password", """$ xfreerdp /v:10.40.2.15 /u:ahmad.fauzi /d:KANTOR /p:'{0}' \\
    /g:rdgw.kantor.co.id /gu:ahmad.fauzi /gd:KANTOR /gp:'{0}' \\
    /cert:ignore +clipboard /dynamic-resolution /drive:share,/home/ahmad/share
[12:41:07:233] [48211:48212] [INFO][com.freerdp.client.x11] - No user name set. - Using login name: ahmad
[12:41:08:011] [48211:48212] [INFO][com.freerdp.core.gateway.rdg] - HTTP/1.1 200 OK
[12:41:09:502] [48211:48212] [INFO][com.freerdp.gdi] - Local framebuffer format  PIXEL_FORMAT_BGRX32
""", human())

add("remote/xfreerdp-pth-nt-hash", """# lab 7 notes: local admin on the jump box reuses the NT hash, so no plaintext needed
xfreerdp /v:172.16.9.20 /u:Administrator /pth:{0} /cert:ignore /size:1600x900
# needs DisableRestrictedAdmin=0 on the target, set via reg add earlier
""", r(32, HEX))

add("remote/rdesktop-p-bash-history", """ 1998  ping -c2 10.20.4.17
 1999  nmap -p3389 10.20.4.17
 2000  rdesktop -u administrator -p '{0}' -g 1600x900 -r clipboard:PRIMARYCLIPBOARD 10.20.4.17
 2001  history | grep rdesktop
""", human())

add("remote/remmina-pref-secret", """[remmina_pref]
datadir_path=
remmina_file_name=%G_%P_%N_%h
screenshot_path=/home/dev/Pictures
deny_screenshot_clipboard=true
save_view_mode=true
use_master_password=false
secret={0}
uid=1777054113
bpp=32
""", b64(32))

add("remote/remmina-profile-password-b64", """[remmina]
password={0}
gateway_username=
name=Build agent win-07
protocol=RDP
server=win-07.ci.internal
username=ciadmin
domain=CI
colordepth=99
resolution_mode=2
ignore-tls-errors=1
""", b64(24))

add("remote/powershell-remoting-securestring-plain", r"""$user = 'JUMP01\opsadmin'
$pass = ConvertTo-SecureString '{0}' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
Enter-PSSession -ComputerName jump01.ops.local -Credential $cred -UseSSL
""", human())

add("remote/spice-vv-file-password", """[virt-viewer]
type=spice
host=pve02.lab.lan
port=61000
password={0}
proxy=http://pve02.lab.lan:3128
tls-port=61000
host-subject=OU=PVE Cluster Node,O=Proxmox Virtual Environment,CN=pve02.lab.lan
delete-this-file=1
title=VM 104 - win11-dev
toggle-fullscreen=Shift+F11
secure-attention=Ctrl+Alt+Ins
""", r(40, HEX))

# --- VNC
add("remote/vncpasswd-f-echo", """dev@render-03:~$ mkdir -p ~/.vnc
dev@render-03:~$ echo '{0}' | vncpasswd -f > ~/.vnc/passwd
dev@render-03:~$ chmod 600 ~/.vnc/passwd
dev@render-03:~$ vncserver :2 -geometry 1920x1080 -localhost no
New 'render-03:2 (dev)' desktop at :2 on machine render-03
""", vncpw())

add("remote/x11vnc-storepasswd-dockerfile", """FROM ubuntu:22.04
RUN apt-get update && apt-get install -y --no-install-recommends x11vnc xvfb fluxbox \\
    && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /root/.vnc && x11vnc -storepasswd {0} /root/.vnc/passwd
EXPOSE 5900
CMD ["sh", "-c", "Xvfb :0 -screen 0 1280x800x24 & fluxbox & x11vnc -display :0 -rfbauth /root/.vnc/passwd -forever -shared"]
""", vncpw())

add("remote/ultravnc-ini-passwd-hex", """[ultravnc]
passwd={0}
passwd2=
[admin]
UseRegistry=0
MSLogonRequired=0
NewMSLogon=0
DebugMode=0
AuthRequired=1
ConnectPriority=0
PortNumber=5900
HTTPPortNumber=5800
""", r(18, UPPER_HEX))

add("remote/realvnc-vnc-file-password", """[Connection]
Host=kiosk-lobby-2:5900
Password={0}
SecurityNotificationTimeout=2500
[Options]
UseLocalCursor=1
FullScreen=0
RelativePtr=0
Scaling=AspectFit
""", r(16, HEX))

add("remote/novnc-url-password-query", """Sent the link to the QA folks, works from the VPN only:

https://novnc.qa.internal/vnc.html?host=novnc.qa.internal&port=6080&path=websockify&password={0}&autoconnect=true&resize=scale

it auto-logs into the Android emulator desktop, please don't post it in #general.
""", vncpw())

add("remote/websockify-token-file", """$ cat /etc/websockify/tokens/lab.cfg
{0}: 10.0.3.21:5901
$ websockify --web /usr/share/novnc --token-plugin TokenFile --token-source /etc/websockify/tokens/ 6080
WebSocket server settings:
  - Listen on :6080
  - Web server. Web root: /usr/share/novnc
  - No SSL/TLS support (no cert file)
  - proxying from :6080 to targets generated by TokenFile
""", r(28, LOWER_NUM))

add("remote/kasmvnc-compose-vnc-pw", """services:
  desktop:
    image: kasmweb/ubuntu-jammy-desktop:1.15.0
    shm_size: 512m
    ports:
      - "6901:6901"
    environment:
      VNC_PW: "{0}"
      KASM_RESTRICTED_FILE_CHOOSER: "1"
    restart: unless-stopped
""", human())

# --- Apache Guacamole
add("remote/guacamole-user-mapping-authorize", """<user-mapping>
    <authorize username="helpdesk" password="{0}">
        <connection name="Reception PC">
            <protocol>rdp</protocol>
            <param name="hostname">10.1.20.31</param>
            <param name="port">3389</param>
            <param name="ignore-cert">true</param>
        </connection>
    </authorize>
</user-mapping>
""", safe_human())

add("remote/guacamole-user-mapping-param-password", """    <authorize username="ops" password="{1}" encoding="sha256">
        <connection name="Plotter VNC">
            <protocol>vnc</protocol>
            <param name="hostname">plotter-01.lab</param>
            <param name="port">5900</param>
            <param name="password">{0}</param>
            <param name="read-only">false</param>
        </connection>
""", vncpw(), r(64, HEX))

add("remote/guacamole-properties-mysql-password", """# /etc/guacamole/guacamole.properties
guacd-hostname: guacd
guacd-port:     4822
mysql-hostname: mariadb
mysql-port:     3306
mysql-database: guacamole_db
mysql-username: guacamole_user
mysql-password: {0}
mysql-auto-create-accounts: true
""", safe_human())

add("remote/guacamole-json-secret-key", """# guacamole.properties (JSON auth extension, tokens signed by the portal)
json-secret-key: {0}
json-trusted-networks: 10.8.0.0/16, 127.0.0.1
extension-priority: json, mysql
""", r(32, HEX))

add("remote/guacamole-rest-authtoken-response", """$ curl -s -X POST https://guac.example.org/guacamole/api/tokens -d 'username=guacadmin&password=...' | jq .
{
  "authToken": "{0}",
  "username": "guacadmin",
  "dataSource": "postgresql",
  "availableDataSources": [
    "postgresql",
    "postgresql-shared"
  ]
}
""", r(64, UPPER_HEX))

add("remote/guacamole-sql-connection-parameter", """INSERT INTO guacamole_connection (connection_name, protocol) VALUES ('sap-gui-jump', 'rdp');
INSERT INTO guacamole_connection_parameter (connection_id, parameter_name, parameter_value) VALUES
    (14, 'hostname', 'sapjump01.erp.local'),
    (14, 'port', '3389'),
    (14, 'username', 'ERP\\\\sapjump'),
    (14, 'password', '{0}'),
    (14, 'security', 'nla');
""", pw())

# --- MeshCentral
add("remote/meshcentral-config-sessionkey", """{
  "$schema": "https://raw.githubusercontent.com/Ylianst/MeshCentral/master/meshcentral-config-schema.json",
  "settings": {
    "cert": "mesh.bengkel-it.co.id",
    "WANonly": true,
    "port": 443,
    "redirPort": 80,
    "sessionKey": "{0}",
    "allowLoginToken": true
  },
  "domains": {
    "": { "title": "Bengkel IT", "newAccounts": false }
  }
}
""", r(48, ALNUM))

add("remote/meshcentral-smtp-pass", """  "smtp": {
    "host": "smtp.office365.com",
    "port": 587,
    "from": "mesh@klinikk-nord.no",
    "user": "mesh@klinikk-nord.no",
    "pass": "{0}",
    "tls": false
  },
""", human())

add("remote/meshcentral-dbencryptkey", """  "settings": {
    "mongoDb": "mongodb://127.0.0.1:27017/meshcentral",
    "dbEncryptKey": "{0}",
    "autoBackup": { "backupIntervalHours": 24, "keepLastDaysBackup": 14, "zipPassword": "" }
  },
""", phrase(5))

add("remote/meshctrl-loginpass-flag", """$ node node_modules/meshcentral/meshctrl.js listdevices --url wss://mesh.acme-it.net --loginuser admin --loginpass '{0}' --json | jq '.[].name'
"FRONTDESK-01"
"FRONTDESK-02"
"WAREHOUSE-PC"
""", human())

# --- RustDesk
add("remote/rustdesk-server-id-ed25519", """root@relay:/opt/rustdesk# ls
db_v2.sqlite3  db_v2.sqlite3-shm  db_v2.sqlite3-wal  id_ed25519  id_ed25519.pub
root@relay:/opt/rustdesk# cat id_ed25519.pub
{1}
root@relay:/opt/rustdesk# cat id_ed25519
{0}
""", b64(64), b64(32))

add("remote/rustdesk-cli-permanent-password", """dev@pos-terminal:~$ sudo rustdesk --password '{0}'
Done!
dev@pos-terminal:~$ sudo rustdesk --get-id
{1}
""", human(), str(_rng.randint(100_000_000, 1_999_999_999)))

add("remote/rustdesk-toml-password", """# ~/.config/rustdesk/RustDesk.toml
enc_id = ''
password = '{0}'
salt = '{1}'
key_pair = [[], []]
key_confirmed = true
""", safe_human(), r(6, LOWER_NUM))

add("remote/rustdesk-deploy-powershell-pw", r"""$ErrorActionPreference = 'Stop'
$rustdesk_pw = "{0}"
$rustdesk_cfg = "host=rd.kantorpusat.id,key={1},relay=rd.kantorpusat.id"
Start-Process .\rustdesk-1.3.2-x86_64.exe -ArgumentList '--silent-install' -Wait
Set-Location "$env:ProgramFiles\RustDesk"
.\rustdesk.exe --config $rustdesk_cfg
.\rustdesk.exe --password $rustdesk_pw
$rustdesk_id = .\rustdesk.exe --get-id | Out-String
Write-Output "RustDesk ID: $rustdesk_id"
""", human(), b64(32))

# --- TeamViewer / AnyDesk
add("remote/teamviewer-passwd-linux", """root@kiosk:~# teamviewer passwd {0}
ok
root@kiosk:~# teamviewer info | grep -i id
 TeamViewer ID:  {1}
""", human(), tv_id())

add("remote/teamviewer-msi-apitoken", r"""@echo off
REM Mass deployment – Host module, assigned to company profile
msiexec.exe /i "\\fs01\deploy$\TeamViewer_Host.msi" /qn CUSTOMCONFIGID={1} APITOKEN={0} ASSIGNMENTOPTIONS="--grant-easy-access --reassign --alias %COMPUTERNAME%"
""", r(8, DIGITS) + "-" + r(20, ALNUM), r(7, LOWER_NUM))

add("remote/teamviewer-unattended-hebrew-chat", """[09:14] נועה: מישהו יודע איך נכנסים למחשב של הקופה בסניף חיפה?
[09:15] איתי: דרך TeamViewer. ה-ID הוא {1}
[09:15] איתי: הסיסמה הקבועה (unattended) היא {0}
[09:16] נועה: תודה! אחרי זה אני מחליפה אותה
""", human(), tv_id())

add("remote/anydesk-set-password-bat", r"""@echo off
"%~dp0AnyDesk.exe" --install "C:\Program Files (x86)\AnyDesk" --start-with-win --silent --create-shortcuts --create-desktop-icon
timeout /t 5
echo {0} | "C:\Program Files (x86)\AnyDesk\AnyDesk.exe" --set-password
for /f "delims=" %%i in ('"C:\Program Files (x86)\AnyDesk\AnyDesk.exe" --get-id') do set ID=%%i
echo AnyDesk ID is: %ID%
""", safe_human())

add("remote/anydesk-license-norwegian", r"""REM Lisensnøkkelen for AnyDesk (kontoret i Tromsø), registreres på alle klienter
"C:\Program Files (x86)\AnyDesk\AnyDesk.exe" --register-license {0}
REM Deretter: --set-password via Intune, ikke her
""", "-".join(r(5, UPPER_NUM) for _ in range(4)))

# --- Citrix / Horizon / Parsec / Chrome Remote Desktop
add("remote/citrix-ica-logonticket", """[Encoding]
InputEncoding=UTF8
[WFClient]
Version=2
RemoveICAFile=yes
ProxyType=Auto
[ApplicationServers]
Win11-Office=
[Win11-Office]
Address=;40;STA{1};{2}
InitialProgram=#Win11-Office
LogonTicketType=CTXS1
LogonTicket={0}
TransportDriver=TCP/IP
SSLEnable=On
SSLProxyHost=gateway.pharma-nord.com:443
ClientAudio=On
""", r(32, UPPER_HEX), r(8, DIGITS), r(32, UPPER_HEX))

add("remote/citrix-cloud-set-xdcredentials", """PS> Set-XDCredentials -CustomerId "acme7f3k2q1" -APIKey "{1}" -SecretKey "{0}" -ProfileType CloudApi -StoreAs "default"
PS> Get-BrokerMachine -MaxRecordCount 5 | Select MachineName, RegistrationState
MachineName          RegistrationState
-----------          -----------------
ACME\\VDI-POOL-001   Registered
ACME\\VDI-POOL-002   Unregistered
""", r(22, ALNUM) + "==", uuid4())

add("remote/netscaler-nitro-pass-header", """$ curl -sk https://adc01.corp.example/nitro/v1/config/lbvserver \\
    -H "X-NITRO-USER: nsroot" \\
    -H "X-NITRO-PASS: {0}" \\
    -H "Content-Type: application/json" | jq '.lbvserver[].name'
"lb_storefront_443"
"lb_ddc_80"
""", human())

add("remote/horizon-client-cli-password", """#!/bin/sh
# thin-client autostart (IGEL custom partition)
exec /usr/bin/vmware-view --serverURL=https://horizon.kommune.no \\
     --userName=resepsjon --domainName=KOMMUNE --password='{0}' \\
     --desktopName="Resepsjon-W11" --fullscreen --nonInteractive
""", human())

add("remote/horizon-rest-login-python", """import requests

HZ = "https://cs01.vdi.corp.local/rest"
resp = requests.post(
    f"{HZ}/login",
    json={"domain": "CORP", "username": "svc_hzapi", "password": "{0}"},
    verify="/etc/ssl/certs/corp-root.pem",
    timeout=10,
)
resp.raise_for_status()
access = resp.json()["access_token"]
""", pw())

add("remote/parsec-teams-api-key", """POST /v1/teams/2hXy8/invites HTTP/1.1
Host: api.parsec.app
Authorization: Bearer {0}
Content-Type: application/json

{"emails": ["artist3@studio-pelangi.id"], "team_app_rule_id": "default"}
""", "pk_" + r(40, ALNUM))

add("remote/crd-start-host-code", """dev@gpu-box:~$ DISPLAY= /opt/google/chrome-remote-desktop/start-host \\
    --code="{0}" \\
    --redirect-url="https://remotedesktop.google.com/_/oauthredirect" --name=$(hostname)
Enter a PIN of at least six digits:
Enter the same PIN again:
[1204/101233.118907:INFO:remoting_user_settings.cc(68)] Host added, starting...
""", "4/0A" + r(68, URLSAFE))

add("remote/crd-pin-norwegian-prose", """Hei Lars! Maskinen i verkstedet er satt opp med Chrome Remote Desktop nå.
Navnet er "verksted-cnc" og PIN-koden er {0}. Ikke del den videre, jeg bytter den når prosjektet er ferdig.
""", r(8, DIGITS))

# --- Teleport / Boundary / StrongDM
add("remote/teleport-tctl-tokens-add-output", """$ tctl tokens add --type=node --ttl=1h
The invite token: {0}
This token will expire in 60 minutes.

Run this on the new node to join the cluster:

> teleport start \\
   --roles=node \\
   --token={0} \\
   --ca-pin=sha256:{1} \\
   --auth-server=teleport.infra.example:443
""", r(32, HEX), r(64, HEX))

add("remote/teleport-yaml-auth-token", """version: v3
teleport:
  nodename: db-bastion-02
  data_dir: /var/lib/teleport
  auth_token: {0}
  proxy_server: teleport.infra.example:443
ssh_service:
  enabled: true
  labels:
    env: prod
    role: bastion
""", r(32, HEX))

add("remote/teleport-identity-file-key", """$ tctl auth sign --user=ci-deployer --format=file --out=ci.identity --ttl=8760h
The credentials have been written to ci.identity
$ head -5 ci.identity
-----BEGIN RSA PRIVATE KEY-----
{0}
""", pem(96))

add("remote/tbot-start-token-flag", """# systemd unit for the machine ID bot on the runner
[Service]
ExecStart=/usr/local/bin/tbot start --data-dir=/var/lib/tbot --destination-dir=/opt/machine-id \\
    --token={0} --join-method=token --proxy-server=teleport.infra.example:443
Restart=on-failure
""", r(32, HEX))

add("remote/boundary-token-export", """export BOUNDARY_ADDR=https://boundary.platform.example:9200
export BOUNDARY_TOKEN={0}
boundary targets list -recursive -scope-id global
""", "at_" + r(10, ALNUM) + "_s1" + r(96, BASE58))

add("remote/boundary-authenticate-json-output", """$ boundary authenticate password -auth-method-id ampw_{1} -login-name dana -format json
Please enter the password (it will be hidden):
{"status_code":200,"item":{"id":"at_{2}","scope_id":"global","token":"{0}","user_id":"u_{3}","auth_method_id":"ampw_{1}","account_id":"acctpw_{4}","created_time":"2026-12-04T09:12:44Z","expiration_time":"2026-12-11T09:12:44Z"}}
""", "at_" + r(10, ALNUM) + "_s1" + r(110, BASE58), r(10, ALNUM), r(10, ALNUM), r(10, ALNUM), r(10, ALNUM))

add("remote/boundary-worker-activation-token", """worker {
  public_addr = "worker-edge-03.example.net"
  auth_storage_path = "/var/lib/boundary/worker"
  controller_generated_activation_token = "{0}"
  tags {
    type   = ["edge", "oslo"]
  }
}
""", "neslat_" + r(150, ALNUM))

add("remote/boundary-kms-aead-root-key", """kms "aead" {
  purpose   = "root"
  aead_type = "aes-gcm"
  key       = "{0}"
  key_id    = "global_root"
}
""", b64(32))

add("remote/strongdm-admin-token-env", """# .envrc for the infra repo (direnv)
export SDM_ADMIN_TOKEN={0}
export SDM_API_HOST=api.strongdm.com:443
""", b64(210).replace("\n", ""))

add("remote/strongdm-terraform-api-secret", """provider "sdm" {
  api_access_key = "auth-{1}"
  api_secret_key = "{0}"
}

resource "sdm_resource" "pg_prod" {
  postgres {
    name     = "pg-prod-ro"
    hostname = "pg-prod.internal"
    port     = 5432
  }
}
""", b64(48), r(16, LOWER_NUM))

add("remote/strongdm-relay-token-docker", """$ docker run -d --restart=always --name sdm-relay \\
    -e SDM_RELAY_TOKEN={0} \\
    -e SDM_ORCHESTRATOR_PROBES=:9090 \\
    public.ecr.aws/strongdm/relay:latest
7b0c2d9a54e1f3a0b6cc1d8e2f4a7b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a
""", b64(180).replace("\n", ""))

# --- bastion and jump hosts
add("remote/bastion-script-sshpass-var", """#!/usr/bin/env bash
# jump.sh — hop via the old bastion until the Teleport migration is done
set -euo pipefail
BASTION=bastion-legacy.dc2.example
BASTION_USER=ops
BASTION_PASS='{0}'
TARGET=${1:?usage: jump.sh <host>}
exec sshpass -p "$BASTION_PASS" ssh -o StrictHostKeyChecking=accept-new -J "$BASTION_USER@$BASTION" "root@$TARGET"
""", human())

add("remote/ssh-config-proxycommand-sshpass", """Host legacy-*
    User deploy
    ProxyCommand sshpass -p {0} ssh -W %h:%p jump@203.0.113.45
    ServerAliveInterval 30

Host legacy-db
    HostName 192.168.50.10
""", pw())

add_split("remote/expect-jumphost-two-passwords-indonesian", r"""#!/usr/bin/expect -f
# skrip login ke server produksi lewat jump host (jangan di-commit!)
set timeout 20
spawn ssh -J admin@jump.gudang.co.id root@10.10.1.5
expect "admin@jump.gudang.co.id's password:"
send "{0}\r"
expect "root@10.10.1.5's password:"
send "{1}\r"
interact
""", human(), human())

add("remote/ansible-inventory-winrm-via-bastion", """[windows_jump]
jump-win01.ops.local

[windows_jump:vars]
ansible_user=OPS\\\\ansible
ansible_password={0}
ansible_connection=winrm
ansible_winrm_transport=ntlm
ansible_winrm_server_cert_validation=ignore
ansible_port=5986
""", pw())

add("remote/paramiko-jump-channel-password", """import paramiko

jump = paramiko.SSHClient()
jump.set_missing_host_key_policy(paramiko.AutoAddPolicy())
jump.connect("bastion.prod.internal", username="ops", password="{0}", timeout=10)
chan = jump.get_transport().open_channel("direct-tcpip", ("10.2.0.14", 22), ("127.0.0.1", 0))

target = paramiko.SSHClient()
target.set_missing_host_key_policy(paramiko.AutoAddPolicy())
target.connect("10.2.0.14", username="ubuntu", sock=chan, key_filename="/home/ci/.ssh/prod_ed25519")
""", human())

add("remote/agent-tool-call-sshpass-vnc", """{"type": "tool_use", "id": "toolu_01HkR8", "name": "bash", "input": {"command": "sshpass -p '{0}' ssh -o StrictHostKeyChecking=no pi@10.0.0.44 'vncserver -kill :1 && vncserver :1 -geometry 1280x720'"}}
{"type": "tool_result", "tool_use_id": "toolu_01HkR8", "content": "Killing Xtigervnc process ID 912... success!\\nNew Xtigervnc server 'pi-display:1 (pi)' on port 5901 for display :1."}
""", pw())

add("remote/go-ssh-client-password-bastion", """func dialBastion() (*ssh.Client, error) {
	cfg := &ssh.ClientConfig{
		User: "tunnel",
		Auth: []ssh.AuthMethod{
			ssh.Password("{0}"),
		},
		HostKeyCallback: ssh.FixedHostKey(bastionHostKey),
		Timeout:         8 * time.Second,
	}
	return ssh.Dial("tcp", "bastion.eu-north.example:22", cfg)
}
""", pw())

# --- OpenVPN
add("remote/gluetun-compose-openvpn-password", """services:
  gluetun:
    image: qmcgaw/gluetun:v3.39
    cap_add: [NET_ADMIN]
    devices: [/dev/net/tun]
    environment:
      - VPN_SERVICE_PROVIDER=custom
      - VPN_TYPE=openvpn
      - OPENVPN_CUSTOM_CONFIG=/gluetun/office.ovpn
      - OPENVPN_USER=svc-scraper
      - OPENVPN_PASSWORD={0}
    volumes:
      - ./office.ovpn:/gluetun/office.ovpn:ro
""", pw())

add("remote/systemd-execstartpre-auth-txt", """[Unit]
Description=OpenVPN tunnel to HQ
After=network-online.target

[Service]
RuntimeDirectory=openvpn-hq
ExecStartPre=/bin/sh -c "printf 'svc-vpn\\n%%s\\n' '{0}' > /run/openvpn-hq/auth.txt && chmod 600 /run/openvpn-hq/auth.txt"
ExecStart=/usr/sbin/openvpn --config /etc/openvpn/client/hq.conf --auth-user-pass /run/openvpn-hq/auth.txt
""", human())

add("remote/ovpn-inline-tls-auth-static-key", """client
dev tun
proto udp
remote vpn.lagerhuset.no 1194
resolv-retry infinite
nobind
remote-cert-tls server
cipher AES-256-GCM
auth SHA256
key-direction 1
<tls-auth>
#
# 2048 bit OpenVPN static key
#
-----BEGIN OpenVPN Static key V1-----
{0}
-----END OpenVPN Static key V1-----
</tls-auth>
""", static_key())

add("remote/ovpn-inline-client-key", """<cert>
-----BEGIN CERTIFICATE-----
MIIDVzCCAj+gAwIBAgIRAKz1...(trimmed)
-----END CERTIFICATE-----
</cert>
<key>
-----BEGIN PRIVATE KEY-----
{0}
-----END PRIVATE KEY-----
</key>
""", pem(138))

add("remote/openvpn-askpass-file", """$ grep -n askpass /etc/openvpn/client/branch.conf
14:askpass /etc/openvpn/client/branch.pass
$ sudo cat /etc/openvpn/client/branch.pass
{0}
""", phrase(4, " "))

add("remote/openvpn-as-sacli-set-password", """root@openvpnas:~# cd /usr/local/openvpn_as/scripts
root@openvpnas:/usr/local/openvpn_as/scripts# ./sacli --user openvpn --new_pass '{0}' SetLocalPassword
root@openvpnas:/usr/local/openvpn_as/scripts# ./sacli start
{
  "errors": {},
  "last_restarted": "Thu Dec  3 21:44:10 2026",
  "service_status": {"api": "on", "auth": "on", "web": "on"}
}
""", human())

add("remote/pritunl-profile-uri", """dev@laptop:~$ pritunl-client add pritunl://vpn.startup-kita.id/ku/{0}
dev@laptop:~$ pritunl-client list
+----------------+---------------------+-----------+
|       ID       |        NAME         |  ONLINE   |
+----------------+---------------------+-----------+
| {1} | dev (Jakarta)       | Disconnected |
+----------------+---------------------+-----------+
""", r(8, ALNUM), r(14, LOWER_NUM))

# --- WireGuard / Tailscale / Headscale / ZeroTier / NetBird
add("remote/wg-quick-client-conf-privatekey", """# /etc/wireguard/office.conf (generated by the router UI, 2026-11-30)
[Interface]
PrivateKey = {0}
Address = 10.66.66.7/32
DNS = 10.66.66.1

[Peer]
PublicKey = {1}
AllowedIPs = 10.66.0.0/16, 192.168.10.0/24
Endpoint = wg.kontor.example.no:51820
PersistentKeepalive = 25
""", b64(32), b64(32))

add("remote/wireguard-psk-ansible-vars", """wireguard_peers:
  - name: laptop-dana
    public_key: "{1}"
    preshared_key: "{0}"
    allowed_ips: 10.99.0.12/32
  - name: phone-dana
    public_key: "{2}"
    allowed_ips: 10.99.0.13/32
""", b64(32), b64(32), b64(32))

add("remote/wg-set-private-key-process-subst", """root@edge-7:~# ip link add wg1 type wireguard
root@edge-7:~# wg set wg1 listen-port 51821 private-key <(echo {0})
root@edge-7:~# wg show wg1
interface: wg1
  public key: {1}
  private key: (hidden)
  listening port: 51821
""", b64(32), b64(32))

add("remote/tailscale-authkey-k8s-secret", """apiVersion: v1
kind: Secret
metadata:
  name: tailscale-auth
  namespace: tailscale
type: Opaque
stringData:
  TS_AUTHKEY: {0}
""", tskey("auth"))

add("remote/tailscale-oauth-secret-gha-literal", """      - name: Tailscale
        uses: tailscale/github-action@v2
        with:
          oauth-client-id: {1}
          oauth-secret: {0}
          tags: tag:ci
""", tskey("client"), "k" + r(10, ALNUM) + "CNTRL")

add("remote/tailscale-api-key-curl-user", """$ curl -s -u "{0}:" https://api.tailscale.com/api/v2/tailnet/-/devices | jq '.devices[] | {name, addresses}'
{
  "name": "build-runner-3.tail4c2e1.ts.net",
  "addresses": ["100.101.7.33", "fd7a:115c:a1e0::c001:721"]
}
""", tskey("api"))

add("remote/headscale-preauthkey-create-output", """root@hs:~# headscale preauthkeys create --user ops --reusable --expiration 24h
{0}
root@hs:~# headscale preauthkeys list --user ops
ID | Key      | Reusable | Ephemeral | Used  | Expiration          | Created             | Tags
1  | {1}... | true     | false     | false | 2026-12-05 10:11:02 | 2026-12-04 10:11:02 |
""", r(48, HEX), r(8, HEX))

add("remote/cloud-init-tailscale-up-headscale", """#cloud-config
runcmd:
  - curl -fsSL https://tailscale.com/install.sh | sh
  - tailscale up --login-server=https://hs.homelab.example --authkey={0} --hostname=vps-fra-01 --accept-dns=false
""", r(48, HEX))

add("remote/headscale-ui-api-key-env", """services:
  headscale-ui:
    image: ghcr.io/gurucomputing/headscale-ui:2025.03.21
    environment:
      - HS_SERVER=https://hs.homelab.example
      - HEADSCALE_API_KEY={0}
    ports:
      - "9443:443"
""", r(7, URLSAFE) + "." + r(43, URLSAFE))

add("remote/zerotier-central-token-header", """$ curl -s -H "Authorization: token {0}" \\
    https://api.zerotier.com/api/v1/network/{1}/member | jq -r '.[] | "\\(.nodeId) \\(.config.authorized)"'
a1f03c9e72 true
5c7e21b0d4 false
""", r(32, ALNUM), r(16, HEX))

add("remote/zerotier-identity-secret", """root@gw:~# cat /var/lib/zerotier-one/identity.secret
{1}:0:{2}:{0}
""", r(128, HEX), r(10, HEX), r(128, HEX))

add("remote/netbird-setup-key-flag", """PS C:\\> netbird up --management-url https://netbird.pabrik.co.id:33073 --setup-key {0}
Connected
PS C:\\> netbird status
Management: Connected
Signal: Connected
NetBird IP: 100.92.14.3/16
""", uuid4().upper())

# --- Cisco / Fortinet / Palo Alto
add("remote/openconnect-passwd-on-stdin", """$ echo '{0}' | sudo openconnect --user=j.levi --passwd-on-stdin --authgroup=Employees \\
    --servercert pin-sha256:{1} vpn.corp-tlv.com
POST https://vpn.corp-tlv.com/
Connected to 198.51.100.23:443
Got CONNECT response: HTTP/1.1 200 OK
Configured as 10.250.3.77, with SSL connected and DTLS connected
""", human(), b64(32))

add("remote/anyconnect-vpn-response-file", """$ cat ~/.anyconnect-creds
connect vpn.logistik.no
Ansatte
ole.nilsen
{0}
y
$ /opt/cisco/secureclient/bin/vpn -s < ~/.anyconnect-creds
  >> state: Connected
""", human())

add("remote/openconnect-webvpn-cookie", """# got the cookie from the browser SSO flow, then:
sudo openconnect --cookie='webvpn={0}' --servercert pin-sha256:{1} vpn.partner.example
""", r(8, UPPER_HEX) + "@" + r(6, DIGITS) + "@" + r(4, UPPER_HEX) + "@" + r(40, UPPER_HEX), b64(32))

add("remote/openfortivpn-config-password", """# /etc/openfortivpn/config
host = vpn.rumahsakit-sehat.co.id
port = 10443
username = it.support
password = {0}
trusted-cert = {1}
set-dns = 1
pppd-use-peerdns = 1
""", safe_human(), r(64, HEX))

add("remote/openfortivpn-cli-p-flag", """$ sudo openfortivpn fw.branch-bergen.no:443 -u svc_backup -p '{0}' --trusted-cert {1}
INFO:   Connected to gateway.
INFO:   Authenticated.
INFO:   Remote gateway has allocated a VPN.
INFO:   Tunnel is up and running.
""", human(), r(64, HEX))

add("remote/forticlient-password-indonesian-chat", """[08.02] Rina: Mas, VPN FortiClient cabang Surabaya nggak bisa konek
[08.03] Budi: Usernya pakai akun bersama dulu ya: cabang.sby
[08.03] Budi: password-nya {0}
[08.04] Rina: Oke sudah masuk, makasih!
""", human())

add("remote/gp-saml-gui-cookie-output", """$ gp-saml-gui --gateway --clientos=Windows vpn-gw.uni.example
Got SAML POST, content-type text/html
Got SAML relevant headers, done: {'saml-username': 's4821@uni.example', 'prelogin-cookie': '{0}'}

SAML response converted to OpenConnect command line invocation:

    echo '{0}' |
        openconnect --protocol=gp --user='s4821@uni.example' --os=win --usergroup=gateway:prelogin-cookie --passwd-on-stdin vpn-gw.uni.example
""", r(32, ALNUM))

add("remote/globalprotect-temp-password-hebrew", """כרטיס #48213 – גישה מרחוק
שלום דנה, פתחתי לך משתמש ב-GlobalProtect (portal: gp.company.co.il).
שם משתמש: dana.k
סיסמה זמנית: {0}
תתבקשי להחליף אותה בכניסה הראשונה.
""", human())

add("remote/cisco-asa-tunnel-group-psk", """asa-hq(config)# tunnel-group 198.51.100.7 type ipsec-l2l
asa-hq(config)# tunnel-group 198.51.100.7 ipsec-attributes
asa-hq(config-tunnel-ipsec)# ikev2 remote-authentication pre-shared-key {0}
asa-hq(config-tunnel-ipsec)# ikev2 local-authentication pre-shared-key {0}
asa-hq(config-tunnel-ipsec)# exit
""", pw())

# --- IPsec (strongSwan, libreswan, NetworkManager)
add("remote/strongswan-ipsec-secrets-psk-pair", """# /etc/ipsec.secrets - strongSwan IPsec secrets file
%any 203.0.113.10 : PSK "{0}"
""", human())

add("remote/swanctl-secrets-0s", """secrets {
    ike-branch-trondheim {
        id-1 = hq.example.no
        id-2 = trondheim.example.no
        secret = 0s{0}
    }
}
""", b64(32))

add("remote/strongswan-eap-user", """# EAP users for the road-warrior IKEv2 profile
: RSA server-key.pem
yosef.mizrahi : EAP "{0}"
""", human())

add("remote/libreswan-secrets-norwegian", """# /etc/ipsec.d/kontor-bergen.secrets
# Felles nøkkel mot hovedkontoret, byttes neste kvartal
@bergen.firma.no @oslo.firma.no : PSK "{0}"
""", phrase(4))

add("remote/strongswan-rsa-key-passphrase", """: RSA /etc/swanctl/private/gw-key.pem "{0}"
""", human())

add_split("remote/nm-l2tp-keyfile-psk-and-password", """[connection]
id=Kantor Bandung L2TP
type=vpn
autoconnect=false

[vpn]
gateway=vpn.kantor-bandung.id
ipsec-enabled=yes
ipsec-psk={0}
user=andi
password-flags=0
service-type=org.freedesktop.NetworkManager.l2tp

[vpn-secrets]
password={1}
""", pw(), safe_human())

# --- Windows LAPS
add("remote/laps-get-lapsadpassword-plaintext", r"""PS C:\> Get-LapsADPassword -Identity WS-FIN-014 -AsPlainText

ComputerName        : WS-FIN-014
DistinguishedName   : CN=WS-FIN-014,OU=Finance,OU=Workstations,DC=corp,DC=local
Account             : Administrator
Password            : {0}
PasswordUpdateTime  : 11/28/2026 3:14:07 AM
ExpirationTimestamp : 12/28/2026 3:14:07 AM
Source              : EncryptedPassword
DecryptionStatus    : Success
AuthorizedDecryptor : CORP\LAPS-Readers
""", laps_pw(16))

add("remote/laps-legacy-ms-mcs-admpwd", r"""PS C:\> Get-ADComputer SRV-PRINT-02 -Properties ms-Mcs-AdmPwd, ms-Mcs-AdmPwdExpirationTime | Select Name, ms-Mcs-AdmPwd, ms-Mcs-AdmPwdExpirationTime

Name         ms-Mcs-AdmPwd    ms-Mcs-AdmPwdExpirationTime
----         -------------    ---------------------------
SRV-PRINT-02 {0}   134093808000000000
""", laps_pw(14))

add("remote/laps-passphrase-mode-intune", r"""PS C:\> Get-LapsAADPassword -DeviceIds "LT-SALES-221" -IncludePasswords -AsPlainText

DeviceName             : LT-SALES-221
DeviceId               : {1}
Account                : .\lapsadmin
Password               : {0}
PasswordExpirationTime : 12/21/2026 8:00:00 AM
PasswordUpdateTime     : 11/21/2026 8:00:00 AM
""", "".join(w.capitalize() for w in (word(), word(), word())) + r(2, DIGITS), uuid4())

add("remote/x11vnc-passwd-flag-hebrew-runbook", """## הפעלת שיתוף מסך במכונת הבדיקות
1. להתחבר ב-SSH ל-qa-display-01
2. להריץ:
   x11vnc -display :0 -passwd {0} -forever -shared -rfbport 5900 -bg
3. להתחבר עם TigerVNC ל-qa-display-01:5900
""", vncpw())

add_split("remote/proxmox-vncproxy-ticket-and-password", """$ pvesh create /nodes/pve01/qemu/104/vncproxy --websocket 1 --output-format json-pretty
{
   "cert" : "-----BEGIN CERTIFICATE-----\\nMIIF...(omitted)\\n-----END CERTIFICATE-----\\n",
   "password" : "{1}",
   "port" : "5900",
   "ticket" : "{0}",
   "upid" : "UPID:pve01:0003A1F2:00F1C2D3:6750A1B2:vncproxy:104:root@pam:",
   "user" : "root@pam"
}
""", "PVEVNC:" + r(8, UPPER_HEX) + "::" + b64(256).replace("\n", ""), r(20, ALNUM))

# ============================================================ look-alikes
la(r"""PS C:\Users\m.hansen> cmdkey /list

Currently stored credentials:

    Target: TERMSRV/rds01.corp.lan
    Type: Generic
    User: CORP\svc_rdp
    Local machine persistence

    Target: LegacyGeneric:target=git:https://dev.azure.com
    Type: Generic
    User: PersonalAccessToken
""")

la("""screen mode id:i:2
full address:s:ts-finance.contoso.local:3389
gatewayhostname:s:rdgw.contoso.com
gatewayusagemethod:i:1
gatewaycredentialssource:i:4
username:s:CONTOSO\\kari.nordmann
prompt for credentials:i:1
promptcredentialonce:i:1
authentication level:i:2
enablecredsspsupport:i:1
""")

la("""$ xfreerdp /v:10.40.2.15 /u:"$RDP_USER" /d:KANTOR /p:"$RDP_PASSWORD" /g:rdgw.kantor.co.id /gu:"$RDP_USER" /gp:"$RDP_PASSWORD" /cert:ignore +clipboard
""")

la("""[12:03:44:512] [77120:77121] [WARN][com.freerdp.crypto] - Certificate verification failure 'self-signed certificate (18)' at stack position 0
[12:03:44:512] [77120:77121] [WARN][com.freerdp.crypto] - CN = WIN-BUILD07.ci.internal
Certificate details for 10.40.2.15:3389 (RDP-Server):
	Common Name: WIN-BUILD07.ci.internal
	Subject:     CN = WIN-BUILD07.ci.internal
	Issuer:      CN = WIN-BUILD07.ci.internal
	Thumbprint:  {0}
The above X.509 certificate could not be verified, possibly because you do not have
the CA certificate in your certificate store, or the certificate has expired.
Do you trust the above certificate? (Y/T/N)
""", ":".join(r(2, HEX) for _ in range(32)))

la(""" 2002  rdesktop -u administrator -p - -g 1600x900 10.20.4.17
 2003  # -p - reads the password from stdin, typed it by hand
""")

la("""full address:s:rdsh-pool.corp.example
alternate full address:s:rdsh-pool.corp.example
remoteapplicationmode:i:1
remoteapplicationname:s:Excel
remoteapplicationprogram:s:||EXCEL
signscope:s:Full Address,Alternate Full Address,RemoteApplicationMode,RemoteApplicationName,RemoteApplicationProgram
signature:s:{0}
""", b64(420).replace("\n", ""))

la("""[remmina]
password=
gateway_username=
name=Build agent win-08
protocol=RDP
server=win-08.ci.internal
username=ciadmin
domain=CI
resolution_mode=2
ignore-tls-errors=1
""")

la(r"""$cred = Get-Credential -UserName 'JUMP01\opsadmin' -Message 'Jump host login'
Enter-PSSession -ComputerName jump01.ops.local -Credential $cred -UseSSL
# or non-interactively from the vault:
$pass = (Get-Secret -Name 'jump01-opsadmin' -Vault CorpVault)
""")

la("""[virt-viewer]
type=spice
host=pve02.lab.lan
port=61001
proxy=http://pve02.lab.lan:3128
host-subject=OU=PVE Cluster Node,O=Proxmox Virtual Environment,CN=pve02.lab.lan
ca=-----BEGIN CERTIFICATE-----\\nMIIFzzCCA7egAwIBAgIUd3Vq...\\n-----END CERTIFICATE-----\\n
delete-this-file=1
title=VM 105 - ubuntu-ci
""")

la("""dev@render-03:~$ vncpasswd
Password:
Verify:
Would you like to enter a view-only password (y/n)? n
dev@render-03:~$ ls -l ~/.vnc/passwd
-rw------- 1 dev dev 8 Dec  4 10:02 /home/dev/.vnc/passwd
""")

la("""FROM ubuntu:22.04
ARG VNC_PASSWORD
RUN apt-get update && apt-get install -y --no-install-recommends x11vnc xvfb && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /root/.vnc && x11vnc -storepasswd "$VNC_PASSWORD" /root/.vnc/passwd
CMD ["x11vnc", "-display", ":0", "-rfbauth", "/root/.vnc/passwd", "-forever"]
""")

la("""https://novnc.qa.internal/vnc.html?host=novnc.qa.internal&port=6080&path=websockify%3Ftoken%3D{{ .SessionToken }}&autoconnect=true&resize=scale
""")

la("""services:
  desktop:
    image: kasmweb/ubuntu-jammy-desktop:1.15.0
    shm_size: 512m
    ports:
      - "6901:6901"
    environment:
      VNC_PW: ${VNC_PW:?set VNC_PW in .env}
""")

la("""<user-mapping>
    <authorize username="{{ guac_helpdesk_user }}" password="{{ guac_helpdesk_password }}">
        <connection name="Reception PC">
            <protocol>rdp</protocol>
            <param name="hostname">10.1.20.31</param>
            <param name="port">3389</param>
            <param name="ignore-cert">true</param>
        </connection>
    </authorize>
</user-mapping>
""")

la("""        <connection name="Plotter VNC">
            <protocol>vnc</protocol>
            <param name="hostname">plotter-01.lab</param>
            <param name="port">5900</param>
            <param name="color-depth">24</param>
            <param name="cursor">remote</param>
            <param name="read-only">true</param>
        </connection>
""")

la("""guacamole:
  image: guacamole/guacamole:1.5.5
  environment:
    GUACD_HOSTNAME: guacd
    MYSQL_HOSTNAME: mariadb
    MYSQL_DATABASE: guacamole_db
    MYSQL_USER: guacamole_user
    MYSQL_PASSWORD_FILE: /run/secrets/guac_db_password
  secrets:
    - guac_db_password
""")

la("""# guacamole.properties (JSON auth extension)
# json-secret-key must be 32 hex digits (128 bits); generate one with:
#   echo -n "$(openssl rand -hex 16)"
json-secret-key: ${GUAC_JSON_SECRET_KEY}
json-trusted-networks: 10.8.0.0/16, 127.0.0.1
""")

la("""{
  "authToken": "<redacted>",
  "username": "guacadmin",
  "dataSource": "postgresql",
  "availableDataSources": ["postgresql", "postgresql-shared"]
}
""")

la("""2026-12-04 09:12:40 guacd[1402]: INFO:	Creating new client for protocol "rdp"
2026-12-04 09:12:40 guacd[1402]: INFO:	Connection ID is "${0}"
2026-12-04 09:12:41 guacd[1874]: INFO:	User "@{1}" joined connection "${0}" (1 users now present)
2026-12-04 09:12:41 guacd[1874]: INFO:	Loading keymap "en-us-qwerty"
""", uuid4(), uuid4())

la("""SELECT c.connection_id, c.connection_name, p.parameter_name, p.parameter_value
FROM guacamole_connection c
JOIN guacamole_connection_parameter p USING (connection_id)
WHERE c.connection_id = 14 AND p.parameter_name <> 'password';
 connection_id | connection_name |  parameter_name |   parameter_value
---------------+-----------------+-----------------+---------------------
            14 | sap-gui-jump    | hostname        | sapjump01.erp.local
            14 | sap-gui-jump    | port            | 3389
            14 | sap-gui-jump    | security        | nla
""")

la("""# guacamole.properties - TOTP and LDAP
totp-issuer: Bengkel IT Remote
totp-digits: 6
totp-period: 30
totp-mode: sha1
ldap-hostname: dc01.bengkel.local
ldap-port: 636
ldap-encryption-method: ssl
ldap-user-base-dn: OU=Staff,DC=bengkel,DC=local
ldap-search-bind-dn: CN=svc_guac,OU=Service,DC=bengkel,DC=local
ldap-search-bind-password:
""")

la("""{
  "settings": {
    "cert": "mesh.bengkel-it.co.id",
    "WANonly": true,
    "port": 443,
    "_sessionKey": "<generate with: openssl rand -hex 32>",
    "allowLoginToken": true
  }
}
""")

la("""$ node node_modules/meshcentral/meshctrl.js listdevices --url wss://mesh.acme-it.net --loginuser admin --loginpass "$MESH_PASS" --json
""")

la("""MeshName=Frontdesk
MeshType=2
MeshID=0x{0}
ServerID={1}
MeshServer=wss://mesh.acme-it.net:443/agent.ashx
""", r(96, UPPER_HEX), r(96, UPPER_HEX))

la("""root@relay:/opt/rustdesk# docker logs hbbs 2>&1 | head -6
[2026-12-04 08:01:12.331223 +00:00] INFO [src/rendezvous_server.rs:99] serial=0
[2026-12-04 08:01:12.331340 +00:00] INFO [src/common.rs:122] Private key comes from id_ed25519
[2026-12-04 08:01:12.331410 +00:00] INFO [src/rendezvous_server.rs:113] Key: {0}
[2026-12-04 08:01:12.331502 +00:00] INFO [src/peer.rs:84] DB_URL=./db_v2.sqlite3
[2026-12-04 08:01:12.340118 +00:00] INFO [src/rendezvous_server.rs:1205] Listening on tcp/udp :21116
""", b64(32))

la("""# RustDesk2.toml – pushed to every client by the install script
rendezvous_server = 'rd.kantorpusat.id:21116'
nat_type = 1
serial = 0

[options]
custom-rendezvous-server = 'rd.kantorpusat.id'
relay-server = 'rd.kantorpusat.id'
key = '{0}'
""", b64(32))

la("""services:
  hbbs:
    image: rustdesk/rustdesk-server:1.1.14
    command: hbbs -r rd.kantorpusat.id:21117 -k _
    volumes:
      - ./data:/root
    network_mode: host
  hbbr:
    image: rustdesk/rustdesk-server:1.1.14
    command: hbbr -k _
""")

la("""dev@pos-terminal:~$ sudo rustdesk --get-id
{0}
dev@pos-terminal:~$ sudo rustdesk --password "$(cat /run/secrets/rustdesk_pw)"
Done!
""", str(_rng.randint(100_000_000, 1_999_999_999)))

la("""root@kiosk:~# teamviewer info
 TeamViewer {1}  (DEB)
 TeamViewer ID:  {0}
 teamviewerd status ● teamviewerd.service - TeamViewer remote control daemon
     Active: active (running) since Thu 2026-12-03 07:58:02 CET; 1 day 2h ago
""", tv_id(), f"15.{_rng.randint(40, 60)}.{_rng.randint(1, 9)}")

la(r"""@echo off
REM TV_API_TOKEN comes from the Intune app's environment, never hardcode it
msiexec.exe /i "\\fs01\deploy$\TeamViewer_Host.msi" /qn CUSTOMCONFIGID={0} APITOKEN=%TV_API_TOKEN% ASSIGNMENTOPTIONS="--grant-easy-access"
""", r(7, LOWER_NUM))

la("""Ticket HD-{0} | Priority: P3
Requester: front desk, Haifa branch
Device: POS-HFA-02, TeamViewer ID {1}, AnyDesk ID {2}
Notes: unattended access works again after reinstall; password was reset by Itai and is in the IT vault entry "POS Haifa".
""", r(5, DIGITS), tv_id(), r(9, DIGITS))

la(r"""@echo off
for /f "delims=" %%i in ('"C:\Program Files (x86)\AnyDesk\AnyDesk.exe" --get-id') do set ID=%%i
echo AnyDesk ID is: %ID%
echo %ANYDESK_UNATTENDED_PW% | "C:\Program Files (x86)\AnyDesk\AnyDesk.exe" --set-password
""")

la("""[WFClient]
Version=2
RemoveICAFile=yes
ProxyType=Auto
[ApplicationServers]
Win11-Office=
[Win11-Office]
Address=vda-w11-014.pharma-nord.local:1494
InitialProgram=#Win11-Office
ClearPassword=
TransportDriver=TCP/IP
SSLEnable=On
SSLProxyHost=gateway.pharma-nord.com:443
""")

la("""PS> Set-XDCredentials -CustomerId "acme7f3k2q1" -APIKey $env:CTX_CLIENT_ID -SecretKey $env:CTX_CLIENT_SECRET -ProfileType CloudApi
PS> Get-XDAuthentication
PS> Get-BrokerSite | Select Name, LicensingBurnInDate
""")

la("""$ curl -sk https://adc01.corp.example/nitro/v1/config/nsversion -H "X-NITRO-USER: nsroot" -H "X-NITRO-PASS: ${NITRO_PASS}" | jq .
{
  "errorcode": 0,
  "message": "Done",
  "severity": "NONE",
  "nsversion": { "installedversion": "NetScaler NS14.1: Build 29.72.nc, Date: Oct 12 2026" }
}
""")

la("""Citrix Workspace app – add account
  Store URL:     https://storefront.pharma-nord.com/Citrix/StoreWeb/
  Beacon (int):  https://storefront.pharma-nord.local/
  Beacon (ext):  http://ping.citrix.com
  Store ID:      {0}
  Gateway:       gateway.pharma-nord.com (Auth: LDAP + RADIUS)
""", uuid4())

la("""#!/bin/sh
exec /usr/bin/vmware-view --serverURL=https://horizon.kommune.no \\
     --userName="$HZ_USER" --domainName=KOMMUNE \\
     --desktopName="Resepsjon-W11" --fullscreen
# --password is deliberately not passed: the client prompts, or uses SSO from the IGEL login
""")

la("""Connection Server cs01.vdi.corp.local
  Version:            8.13.0-{0}
  TLS thumbprint:     {1} (SHA-1)
  Pairing state:      Paired (replica of cs02)
""", r(8, DIGITS), ":".join(r(2, UPPER_HEX) for _ in range(20)))

la("""DISPLAY= /opt/google/chrome-remote-desktop/start-host \\
    --code="<AUTH_CODE_FROM_remotedesktop.google.com/headless>" \\
    --redirect-url="https://remotedesktop.google.com/_/oauthredirect" --name=$(hostname)
""")

la("""version: v3
teleport:
  nodename: db-bastion-02
  data_dir: /var/lib/teleport
  join_params:
    token_name: github-actions-bot
    method: github
  ca_pin: "sha256:{0}"
  proxy_server: teleport.infra.example:443
""", r(64, HEX))

la("""$ tctl tokens add --type=node --ttl=1h --format=json | jq '{roles, expires}'
{
  "roles": ["Node"],
  "expires": "2026-12-04T10:44:02Z"
}
# token itself was piped straight into the node's cloud-init via SSM parameter /teleport/join/node
""")

la("""$ boundary scopes list -recursive
Scope information:
  ID:                    o_{0}
    Scope ID:            global
    Name:                Platform
  ID:                    p_{1}
    Scope ID:            o_{0}
    Name:                prod-databases
$ boundary auth-methods list
  ID:                    ampw_{2}
    Type:                password
    Name:                Generated global scope initial password auth method
""", r(10, ALNUM), r(10, ALNUM), r(10, ALNUM))

la("""worker {
  public_addr = "worker-edge-03.example.net"
  auth_storage_path = "/var/lib/boundary/worker"
  controller_generated_activation_token = "env://WORKER_ACTIVATION_TOKEN"
}
""")

la("""kms "awskms" {
  purpose    = "root"
  region     = "eu-north-1"
  kms_key_id = "{0}"
}
""", uuid4())

la("""$ boundary connect ssh -target-id ttcp_{0}
Proxy listening information:
  Address:             127.0.0.1
  Connection Limit:    -1
  Expiration:          Thu, 04 Dec 2026 18:12:44 CET
  Port:                52113
  Protocol:            tcp
  Session ID:          s_{1}
Credentials:
  Credential Source ID:   clvsclt_{2}
  Credential Source Name: prod-ssh-creds
    username:    ubuntu
    password:    ********
""", r(10, ALNUM), r(10, ALNUM), r(10, ALNUM))

la("""provider "sdm" {
  api_access_key = var.sdm_api_access_key
  api_secret_key = var.sdm_api_secret_key
}

variable "sdm_api_secret_key" {
  type      = string
  sensitive = true
}
""")

la("""# .envrc for the infra repo (direnv)
export SDM_ADMIN_TOKEN="$(op read 'op://Infra/strongDM admin token/credential')"
export SDM_API_HOST=api.strongdm.com:443
""")

la("""#!/usr/bin/env bash
set -euo pipefail
BASTION=bastion-legacy.dc2.example
TARGET=${1:?usage: jump.sh <host>}
# password file is 0600 and lives outside the repo
exec sshpass -f "$HOME/.config/jump/bastion.pass" ssh -J "ops@$BASTION" "root@$TARGET"
""")

la("""Host bastion
    HostName bastion.prod.internal
    User ops
    IdentityFile ~/.ssh/id_ed25519_bastion
    HostKeyAlias bastion-prod

Host 10.2.*
    ProxyJump bastion
    User ubuntu
""")

la("""debug1: Connecting to bastion.prod.internal [198.51.100.61] port 22.
debug1: Connection established.
debug1: Remote protocol version 2.0, remote software version OpenSSH_9.6p1 Ubuntu-3ubuntu13.5
debug1: Server host key: ssh-ed25519 SHA256:{0}
debug1: Host 'bastion.prod.internal' is known and matches the ED25519 host key.
debug1: Authentications that can continue: publickey,password
""", b64(32).rstrip("="))

la(r"""#!/usr/bin/expect -f
set timeout 20
spawn ssh -J admin@jump.gudang.co.id root@10.10.1.5
expect "password:"
send "$env(JUMP_PW)\r"
expect "password:"
send "$env(TARGET_PW)\r"
interact
""")

la("""$ ssh-keyscan -t ed25519 bastion.eu-north.example
# bastion.eu-north.example:22 SSH-2.0-OpenSSH_9.6
bastion.eu-north.example ssh-ed25519 {0}
""", "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(32)[1:].rstrip("="))

la("""[windows_jump:vars]
ansible_user=OPS\\\\ansible
ansible_password="{{ vault_winrm_password }}"
ansible_connection=winrm
ansible_winrm_transport=ntlm
ansible_port=5986
""")

la("""{"type": "tool_use", "id": "toolu_01Vb2", "name": "bash", "input": {"command": "xfreerdp /v:ws01.lab /u:labadmin /p:\\"$(pass show lab/ws01/labadmin)\\" /cert:ignore +auth-only"}}
{"type": "tool_result", "tool_use_id": "toolu_01Vb2", "content": "[INFO][com.freerdp.client.common] - Authentication only, exit status 0"}
""")

la("""export SSHPASS="$(vault kv get -field=password secret/legacy/jump)"
sshpass -e ssh -o StrictHostKeyChecking=accept-new ops@bastion-legacy.dc2.example uptime
 10:21:07 up 412 days,  3:02,  2 users,  load average: 0.08, 0.05, 0.01
""")

la("""client
dev tun
proto udp
remote vpn.lagerhuset.no 1194
auth-user-pass /etc/openvpn/client/lagerhuset.auth
remote-cert-tls server
<ca>
-----BEGIN CERTIFICATE-----
{0}
-----END CERTIFICATE-----
</ca>
""", "MIIDSzCCAjOgAwIBAgIU" + pem(600)[20:])

la("""client
dev tun
remote vpn.lagerhuset.no 1194
tls-auth /etc/openvpn/client/ta.key 1
# or inline: key-direction 1 + <tls-auth> ... </tls-auth> (paste ta.key from the vault here)
cipher AES-256-GCM
""")

la("""2026-12-04 08:14:02 OpenVPN 2.6.12 x86_64-pc-linux-gnu [SSL (OpenSSL)] [LZO] [LZ4] [EPOLL] [PKCS11] [MH/PKTINFO] [AEAD]
2026-12-04 08:14:02 Outgoing Control Channel Authentication: Using 256 bit message hash 'SHA256' for HMAC authentication
2026-12-04 08:14:03 VERIFY OK: depth=0, CN=server_{0}
2026-12-04 08:14:03 Control Channel: TLSv1.3, cipher TLSv1.3 TLS_AES_256_GCM_SHA384, peer certificate: 2048 bits RSA, signature: RSA-SHA256
2026-12-04 08:14:03 PUSH: Received control message: 'PUSH_REPLY,route-gateway 10.8.0.1,topology subnet,ping 10,ping-restart 120,ifconfig 10.8.0.6 255.255.255.0,peer-id 3,cipher AES-256-GCM'
2026-12-04 08:14:04 Initialization Sequence Completed
""", r(16, LOWER_NUM))

la("""services:
  gluetun:
    image: qmcgaw/gluetun:v3.39
    environment:
      - VPN_SERVICE_PROVIDER=custom
      - VPN_TYPE=openvpn
      - OPENVPN_USER_SECRETFILE=/run/secrets/openvpn_user
      - OPENVPN_PASSWORD_SECRETFILE=/run/secrets/openvpn_password
    secrets: [openvpn_user, openvpn_password]
""")

la("""root@openvpnas:/usr/local/openvpn_as/scripts# ./sacli --user dana UserPropGet
{
  "dana": {
    "prop_autologin": "false",
    "prop_superuser": "false",
    "type": "user_connect",
    "conn_ip": "172.27.232.14"
  }
}
""")

la("""root@edge-7:~# wg show
interface: wg0
  public key: {0}
  private key: (hidden)
  listening port: 51820

peer: {1}
  preshared key: (hidden)
  endpoint: 203.0.113.88:41822
  allowed ips: 10.66.66.7/32
  latest handshake: 38 seconds ago
  transfer: 18.31 MiB received, 244.02 MiB sent
""", b64(32), b64(32))

la("""[Interface]
PrivateKey = {{ wireguard_private_key }}
Address = {{ wireguard_address }}/32

[Peer]
PublicKey = {0}
AllowedIPs = 10.66.0.0/16
Endpoint = wg.kontor.example.no:51820
""", b64(32))

la("""$ umask 077; wg genkey | tee laptop.key | wg pubkey | tee laptop.pub
{0}
$ ls -l laptop.*
-rw------- 1 dana dana 45 Dec  4 09:30 laptop.key
-rw------- 1 dana dana 45 Dec  4 09:30 laptop.pub
""", b64(32))

la("""{
  "peers": [
    {
      "id": "{0}",
      "name": "laptop-dana",
      "public_key": "{1}",
      "allowed_ips": ["10.99.0.12/32"],
      "endpoint": null,
      "persistent_keepalive": 25
    }
  ]
}
""", uuid4(), b64(32))

la("""$ tailscale status --json | jq '.Self | {HostName, PublicKey, TailscaleIPs}'
{
  "HostName": "build-runner-3",
  "PublicKey": "nodekey:{0}",
  "TailscaleIPs": ["100.101.7.33", "fd7a:115c:a1e0::c001:721"]
}
""", r(64, HEX))

la("""services:
  tailscale:
    image: tailscale/tailscale:v1.78.1
    hostname: nas-sidecar
    environment:
      - TS_AUTHKEY=${TS_AUTHKEY}
      - TS_EXTRA_ARGS=--advertise-tags=tag:nas
      - TS_STATE_DIR=/var/lib/tailscale
""")

la("""      - name: Tailscale
        uses: tailscale/github-action@v2
        with:
          oauth-client-id: ${{ secrets.TS_OAUTH_CLIENT_ID }}
          oauth-secret: ${{ secrets.TS_OAUTH_SECRET }}
          tags: tag:ci
""")

la("""root@hs:~# headscale nodes list
ID | Hostname     | Name         | MachineKey | NodeKey  | User | IP addresses                  | Ephemeral | Last seen           | Online
1  | vps-fra-01   | vps-fra-01   | [{0}] | [{1}] | ops  | 100.64.0.1, fd7a:115c:a1e0::1 | false     | 2026-12-04 10:02:11 | online
""", r(5, URLSAFE), r(5, URLSAFE))

la("""$ zerotier-cli listnetworks
200 listnetworks <nwid> <name> <mac> <status> <type> <dev> <ZT assigned ips>
200 listnetworks {0} office-mesh {1} OK PRIVATE ztuga5ofkr 10.147.20.31/24
$ zerotier-cli info
200 info {2} 1.14.2 ONLINE
""", r(16, HEX), ":".join(r(2, HEX) for _ in range(6)), r(10, HEX))

la("""root@gw:~# cat /var/lib/zerotier-one/identity.public
{0}:0:{1}
""", r(10, HEX), r(128, HEX))

la("""{
  "id": "{0}-{1}",
  "networkId": "{0}",
  "nodeId": "{1}",
  "name": "gw-oslo",
  "config": { "authorized": true, "ipAssignments": ["10.147.20.1"], "activeBridge": true }
}
""", r(16, HEX), r(10, HEX))

la("""PS C:\\> netbird status --detail
Peers detail:
 gw-pabrik.netbird.cloud:
  NetBird IP: 100.92.1.1
  Public key: {0}
  Status: Connected
  Connection type: P2P
Management: Connected to https://netbird.pabrik.co.id:33073
""", b64(32))

la("""$ sudo openconnect --user=j.levi --authgroup=Employees --servercert pin-sha256:{0} vpn.corp-tlv.com
POST https://vpn.corp-tlv.com/
Please enter your username and password.
Password:
""", b64(32))

la("""# /etc/openfortivpn/config
host = vpn.rumahsakit-sehat.co.id
port = 10443
username = it.support
# password tidak disimpan di sini, openfortivpn akan menanyakannya
trusted-cert = {0}
set-dns = 1
""", r(64, HEX))

la("""FortiGate-60F # get system status
Version: FortiGate-60F v7.4.5,build2702,240906 (GA.M)
Serial-Number: FGT60F{0}
BIOS version: 05000032
Hostname: FGT-BERGEN
Operation Mode: NAT
Current virtual domain: root
""", r(9, UPPER_NUM))

la("""echo "$GP_PRELOGIN_COOKIE" | openconnect --protocol=gp --user="$GP_USER" --os=win \\
    --usergroup=gateway:prelogin-cookie --passwd-on-stdin vpn-gw.uni.example
""")

la("""asa-hq# show running-config tunnel-group 198.51.100.7
tunnel-group 198.51.100.7 type ipsec-l2l
tunnel-group 198.51.100.7 ipsec-attributes
 ikev2 remote-authentication pre-shared-key *****
 ikev2 local-authentication pre-shared-key *****
""")

la("""# /etc/ipsec.secrets (templated by Ansible)
%any {{ ipsec_peer_ip }} : PSK "{{ ipsec_psk }}"
: RSA server-key.pem
""")

la("""$ sudo swanctl --list-sas
hq-branch: #14, ESTABLISHED, IKEv2, {0}_i* {1}_r
  local  'hq.example.no' @ 198.51.100.4[4500]
  remote 'trondheim.example.no' @ 203.0.113.10[4500]
  AES_GCM_16-256/PRF_HMAC_SHA2_256/MODP_2048
  established 1820s ago, rekeying in 12134s
  net: #31, reqid 3, INSTALLED, TUNNEL, ESP:AES_GCM_16-256
    installed 1820s ago, rekeying in 1472s, expires in 2140s
    in  c{2},  18232 bytes,   211 packets
    out c{3},  99120 bytes,   240 packets
""", r(16, HEX), r(16, HEX), r(7, HEX), r(7, HEX))

la("""# ipsec showhostkey --left --ckaid {0}
	# rsakey AwEAAb{1}
	leftrsasigkey=0sAwEAAb{2}
""", r(40, HEX), r(6, ALNUM), b64(258).replace("\n", "").rstrip("="))

la("""[vpn]
gateway=vpn.kantor-bandung.id
ipsec-enabled=yes
ipsec-psk-flags=1
user=andi
password-flags=1
service-type=org.freedesktop.NetworkManager.l2tp
# flags=1: secrets are stored by the agent (GNOME Keyring), not in this file
""")

la(r"""PS C:\> Get-LapsADPassword -Identity WS-FIN-014

ComputerName        : WS-FIN-014
DistinguishedName   : CN=WS-FIN-014,OU=Finance,OU=Workstations,DC=corp,DC=local
Account             : Administrator
Password            : System.Security.SecureString
PasswordUpdateTime  : 11/28/2026 3:14:07 AM
ExpirationTimestamp : 12/28/2026 3:14:07 AM
Source              : EncryptedPassword
DecryptionStatus    : Success
AuthorizedDecryptor : CORP\LAPS-Readers
""")

la(r"""PS C:\> Get-ADComputer SRV-PRINT-02 -Properties ms-Mcs-AdmPwdExpirationTime | Select Name, ms-Mcs-AdmPwdExpirationTime

Name         ms-Mcs-AdmPwdExpirationTime
----         ---------------------------
SRV-PRINT-02 {0}
""", str(_rng.randint(134_000_000_000_000_000, 134_200_000_000_000_000)))

la("""$ pvesh get /nodes/pve01/qemu/104/config --output-format json-pretty
{
   "agent" : "1",
   "args" : "-vnc 0.0.0.0:77,password=on",
   "cores" : 4,
   "digest" : "{0}",
   "memory" : "8192",
   "name" : "win11-dev",
   "vga" : "qxl"
}
""", r(40, HEX))

la("""Hei alle sammen!
Vi bytter passordet til jump-hosten og PSK-en for IPsec-tunnelen mot Bergen på fredag.
Nye verdier legges i 1Password (hvelvet "Infrastruktur"), ikke i Slack. Gamle nøkler slutter å virke kl. 18:00.
""")

la("""שלום לכולם,
ביום חמישי נחליף את סיסמאות ה-TeamViewer וה-AnyDesk בכל הקופות.
הסיסמאות החדשות יישמרו רק ב-Vault תחת remote/pos/*, אל תשלחו אותן בווטסאפ.
""")

la("""Catatan rapat infra:
- Kunci WireGuard untuk cabang baru dibuat di server, private key tidak boleh keluar dari /etc/wireguard (chmod 600).
- Auth key Tailscale pakai yang ephemeral + pre-approved, masa berlaku 1 jam.
- Password VPN FortiClient diganti tiap 90 hari, disimpan di Bitwarden koleksi "Jaringan".
""")

la("""Runbook: rotating the Guacamole JSON secret key
1. Generate a new 128-bit key: openssl rand -hex 16
2. Put it in Vault at secret/guacamole/json-secret-key (version bump, keep the old one for 24h).
3. Restart the portal signer first, then guacamole (docker compose up -d guacamole).
4. Verify: sessions signed with the old key must fail with "Invalid signature".
""")

la("""$ ls -la /opt/rustdesk
total 88
drwxr-xr-x 2 root root  4096 Dec  4 08:01 .
-rw-r--r-- 1 root root 53248 Dec  4 10:12 db_v2.sqlite3
-rw------- 1 root root    88 Nov  1 14:20 id_ed25519
-rw-r--r-- 1 root root    44 Nov  1 14:20 id_ed25519.pub
$ sha256sum id_ed25519.pub
{0}  id_ed25519.pub
""", r(64, HEX))

la("""$ sudo cat /etc/openvpn/client/branch.pass
cat: /etc/openvpn/client/branch.pass: No such file or directory
$ grep -n askpass /etc/openvpn/client/branch.conf
14:askpass
# bare askpass: openvpn asks on the console / systemd-ask-password at start
""")

la("""root@hs:~# headscale preauthkeys list --user ops
ID | Key          | Reusable | Ephemeral | Used  | Expiration          | Created
1  | ************ | true     | false     | true  | 2026-12-05 10:11:02 | 2026-12-04 10:11:02
2  | ************ | false    | true      | false | 2026-12-04 11:30:00 | 2026-12-04 10:30:00
""")

la("""{"type": "tool_use", "id": "toolu_01Qz7", "name": "read_file", "input": {"path": "/etc/guacamole/guacamole.properties"}}
{"type": "tool_result", "tool_use_id": "toolu_01Qz7", "content": "guacd-hostname: guacd\\nguacd-port: 4822\\npostgresql-hostname: pg\\npostgresql-database: guacamole_db\\npostgresql-username: guacamole_user\\npostgresql-password: ${POSTGRES_PASSWORD}\\n"}
""")

la("""Teleport node join checklist (INFRA-{0})
- token: created with `tctl tokens add --type=node --ttl=15m`, delivered via SSM, single use
- ca pin: sha256:{1}
- labels: env=prod, role=bastion
- after join: `tctl tokens rm` is not needed, the token expires on its own
""", r(4, DIGITS), r(64, HEX))

la("""apiVersion: v1
kind: Secret
metadata:
  name: tailscale-auth
  namespace: tailscale
  annotations:
    avp.kubernetes.io/path: "secret/data/tailscale"
type: Opaque
stringData:
  TS_AUTHKEY: <TS_AUTHKEY>
""")

la("""$ openssl x509 -in vpn-gw.crt -noout -fingerprint -sha256
sha256 Fingerprint={0}
$ openssl x509 -in vpn-gw.crt -noout -pubkey | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64
{1}
""", ":".join(r(2, UPPER_HEX) for _ in range(32)), b64(32))

la("""Subject: [#{0}] VPN access request – approved
Hi Ole, your AnyConnect account ole.nilsen is now in the "Ansatte" group. You'll set the password yourself
at https://selfservice.logistik.no on first login; IT will never ask you for it by e-mail or chat.
""", r(6, DIGITS))

la("""$ xfreerdp /v:10.40.2.15 /u:Administrator /pth:<NTHASH> /cert:ignore
# lab template – replace <NTHASH> with the value from the lab sheet (never commit it)
""")

la("""password 51:b:
# an empty 51:b field: mstsc will prompt for the password at connect time
full address:s:ts-hr.contoso.local
username:s:CONTOSO\\hr.scanner
""")

la("""$ boundary authenticate password -auth-method-id ampw_{0} -login-name dana -password env://BOUNDARY_PASSWORD -keyring-type none -format json | jq '.item | {id, user_id, expiration_time}'
{
  "id": "at_{1}",
  "user_id": "u_{2}",
  "expiration_time": "2026-12-11T09:12:44Z"
}
""", r(10, ALNUM), r(10, ALNUM), r(10, ALNUM))

la("""secrets {
    ike-branch-trondheim {
        id-1 = hq.example.no
        id-2 = trondheim.example.no
        file = /etc/swanctl/psk/trondheim.psk   # 0600, provisioned by Vault agent
    }
}
""")

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
