r"""Held-out batch 72: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) the
first 130 lines of bench/heldout/batch19.py (its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la); (3) a grep of the Theme
paragraphs of the earlier batches, so that these texts repeat none of theirs; (4) a grep
of the kind names already used, so that every kind here is new. No rule, code, doc, test,
bench or result of the filter was opened, and the filter was never run.

Theme: printing, scanning, 3D printing and maker spaces as a coding agent's session holds
them. Office printing: CUPS (lpadmin with ipp/ipps/smb device URIs carrying userinfo,
cupsd.conf, printers.conf, lpstat output, IPP attribute dumps from ipptool), print servers
and pull-printing (PaperCut NG/MF server.properties, its web-services auth token and
health-check URL key, uniFLOW Online client credentials, Windows print server scripts),
MFPs (Ricoh, Kyocera, Canon, Xerox, Brother web-admin passwords, scan-to-email SMTP
settings, scan-to-SMB and scan-to-FTP destinations, LDAP address-book binds, SNMPv3
auth/priv passphrases), label printers and their SDKs (Brother b-PAC, DYMO Connect, Zebra
Link-OS and ZPL over raw 9100, Niimbot/Phomemo helpers). 3D printing: OctoPrint
config.yaml, REST calls with X-Api-Key and app-key flows, Klipper printer.cfg, Moonraker
moonraker.conf and its API keys and one-shot tokens, Mainsail/Fluidd configs, Obico and
SimplyPrint links, Bambu Lab LAN access codes (MQTT bblp on 8883, FTPS on 990) and cloud
tokens, PrusaLink and Prusa Connect keys, Duet RepRapFirmware M551/M587 passwords,
Repetier-Server keys, slicer profiles (PrusaSlicer physical printer .ini, OrcaSlicer and
Bambu Studio JSON, Cura cfg) and print-farm managers (OctoFarm, FDM Monster, 3DQue-like
queues). CNC and laser: FluidNC config.yaml WiFi, LinuxCNC/GRBL senders, LightBurn and
Ruida network shares, Samba shares for job files. Maker spaces: membership platforms
(Fabman, Nexudus, Wild Apricot), door and RFID controllers (ESPHome Wiegand, Kisi, UniFi
Access), tool sign-off bots, Thingiverse/Printables/MyMiniFactory-style APIs. Document
capture and OCR services (Mindee, Veryfi, Nanonets, ABBYY Cloud OCR, Azure Document
Intelligence, Rossum), support chat and tickets. Formats: YAML, JSON, TOML, INI, XML,
.env, properties, cfg, shell sessions with output, logs, stack traces, Python, TypeScript,
Go, C#, PowerShell, Bash, SQL, HTTP exchanges, agent tool-call JSON, runbooks, tickets and
chat; non-English prose in Polish, Chinese (simplified) and Romanian. Secrets mix machine
tokens (API keys, bearer and JWT tokens, signing secrets, private keys, hex and base64
keys, numeric access codes) with human-chosen passwords and passphrases, including splits
across lines and messages. Look-alikes hold the same files and commands with env
references, templates, masks, placeholders, serial numbers, MCU by-id paths, printer uuids,
job ids, gcode checksums, model ids, fingerprints, commit shas and prose about rotation.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(72_2026_12_07)
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
WORDS = (
    "filament", "nozzle", "bedslinger", "voron", "ender", "benchy", "klipper", "stepper",
    "hotend", "gantry", "toner", "duplex", "staple", "laser", "spindle", "router",
    "makerspace", "solder", "workbench", "plywood", "acrylic", "resin", "printhead",
    "cartridge", "scanner", "ticket", "badge", "locker", "wrench", "caliper",
    "drukarka", "skaner", "imprimanta", "atelier", "kowal", "cerneala", "papier",
)
SYMS = "!@#$%&*?+="
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def word() -> str:
    return _rng.choice(WORDS)


def human_pw() -> str:
    """Word + Word + digits + symbol, as people pick them."""
    return word().capitalize() + word().capitalize() + r(_rng.choice((2, 4)), DIGITS) + _rng.choice(SYMS)


def url_pw() -> str:
    """A human-chosen password that can sit in URL userinfo unescaped."""
    return word().capitalize() + word().capitalize() + r(2, DIGITS) + _rng.choice("-_.~!*")


def leet_pw() -> str:
    w = word() + word()
    out = "".join(LEET.get(c, c) if _rng.random() < 0.6 else c for c in w)
    return out[0].upper() + out[1:] + _rng.choice(SYMS) + r(2, DIGITS)


def phrase() -> str:
    return "-".join(word() for _ in range(4))


def spaced_phrase() -> str:
    return " ".join(word() for _ in range(3)) + " " + r(2, DIGITS)


def octo_key() -> str:
    return r(32, UPPER_NUM)


def octo_key43() -> str:
    return r(43, URLSAFE)


def moon_key() -> str:
    return r(32, HEX)


def access_code() -> str:
    return r(8, DIGITS)


def prusalink_key() -> str:
    return r(16, ALNUM)


def pem_key() -> str:
    body = b64(600)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"


def bambu_serial() -> str:
    return _rng.choice(("00M", "01P", "01S", "030", "039")) + r(2, UPPER_NUM) + r(10, UPPER_NUM)


def mac() -> str:
    return ":".join(r(2, UPPER_HEX) for _ in range(6))


def mcu_id() -> str:
    return r(24, UPPER_HEX)


# ============================================================ SECRETS
# --- CUPS and IPP
add("print/cups-lpadmin-ipps-userinfo", """$ sudo lpadmin -p Finance-MFP -E -v 'ipps://svc-print:{0}@mfp-fin-02.corp.example:443/ipp/print' -m everywhere
$ lpstat -v Finance-MFP
device for Finance-MFP: ipps://svc-print:{0}@mfp-fin-02.corp.example:443/ipp/print
$ lp -d Finance-MFP -o sides=two-sided-long-edge q3-invoices.pdf
request id is Finance-MFP-4418 (1 file(s))""", url_pw())

add("print/cups-smb-device-uri", """# /etc/cups/printers.conf written by lpadmin on 2026-11-30
<Printer Plotter-A0>
PrinterId 7
UUID urn:uuid:{1}
Info HP DesignJet T830 (via Windows share)
Location Studio 2, by the window
DeviceURI smb://ARCH%5Cplotsvc:{0}@printsrv01.arch.local/DesignJet-T830
State Idle
StateTime 1764493200
Type 8425484
Accepting Yes
Shared No
</Printer>""", url_pw(), uuid4())

add("print/ipptool-basic-auth-header", """$ ipptool -tv -T 10 ipps://admin:{0}@10.20.4.51/ipp/print get-printer-attributes.test
"get-printer-attributes.test":
    Get-Printer-Attributes                                       [PASS]
        RECEIVED: 14203 bytes in response
        status-code = successful-ok (successful-ok)
        printer-make-and-model (textWithoutLanguage) = Kyocera ECOSYS M5526cdw
        printer-state (enum) = idle""", pw())

add("print/cups-client-conf-password-env", """# ~/.bashrc on the kiosk
export CUPS_SERVER=print.lib.example.edu
export CUPS_USER=kiosk03
# lp asks via cupsGetPassword2, the wrapper answers from this:
export CUPS_PASSWORD='{0}'
alias printpdf='lp -d Library-BW -o media=A4'""", human_pw())

add("print/python-pycups-password-callback", """import cups

PRINT_USER = "labprint"
PRINT_PASS = "{0}"   # TODO move to keyring before merging

def _pw_cb(prompt):
    return PRINT_PASS

cups.setUser(PRINT_USER)
cups.setPasswordCB(_pw_cb)
conn = cups.Connection(host="cups.lab.internal", port=631, encryption=cups.HTTP_ENCRYPT_REQUIRED)
for name, attrs in conn.getPrinters().items():
    print(name, attrs["device-uri"])""", pw())

# --- PaperCut / uniFLOW / print servers
add("print/papercut-server-properties-db", """# C:\\Program Files\\PaperCut MF\\server\\server.properties
database.type=SQLServer
database.driver=net.sourceforge.jtds.jdbc.Driver
database.url=jdbc:jtds:sqlserver://sql02.corp.example:1433/papercut
database.username=papercut_app
database.password={0}
server.ssl.keystore=custom/my-ssl-keystore
server.ssl.keystore-password={1}""", human_pw(), pw())

add("print/papercut-webservices-auth-token", """#!/usr/bin/env python3
# nightly quota top-up for the design students
from xmlrpc.client import ServerProxy

host = "https://papercut.uni.example:9192/rpc/api/xmlrpc"
auth = "{0}"
proxy = ServerProxy(host)
for user in open("design-cohort.txt").read().split():
    proxy.api.adjustUserAccountBalance(auth, user, 15.00, "Semester top-up")
print("done")""", r(32, ALNUM))

add("print/papercut-health-check-url", """Ticket #PC-2291 — Uptime Kuma shows PaperCut red since 09:14
Monitor type: HTTP(s) – keyword "OK"
URL: https://papercut.hq.example:9192/api/health?Authorization={0}
Last response: 401 Unauthorized
Notes from Marek: someone regenerated the key under Options > Advanced > System Health; I pasted the new one above, monitor is green again.""", r(32, ALNUM))

add("print/uniflow-online-client-secret", """{
  "uniflowOnline": {
    "tenant": "contoso-print.eu.uniflowonline.com",
    "clientId": "{1}",
    "clientSecret": "{0}",
    "scopes": ["printer.read", "job.release"]
  },
  "release": { "defaultQueue": "Secure-Print-EU", "pinLength": 6 }
}""", b64url(32), uuid4())

add("print/printserver-powershell-runas", """PS C:\\> $sec = ConvertTo-SecureString '{0}' -AsPlainText -Force
PS C:\\> $cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_printmig', $sec)
PS C:\\> Invoke-Command -ComputerName PRN-SRV-03 -Credential $cred -ScriptBlock { Get-Printer | Select Name,DriverName,PortName }

Name           DriverName                     PortName
----           ----------                     --------
Floor3-Color   Canon Generic Plus UFR II      IP_10.3.0.41
Floor3-Mono    Canon Generic Plus UFR II      IP_10.3.0.42""", human_pw())

# --- MFP scanning
add("print/mfp-scan-to-email-smtp", """<?xml version="1.0" encoding="UTF-8"?>
<!-- exported from Ricoh IM C3000 Web Image Monitor, device settings > email -->
<EmailSettings>
  <SmtpServer host="smtp.office365.com" port="587" starttls="true"/>
  <SmtpAuth enabled="true" user="scanner-floor2@corp.example" password="{0}"/>
  <Sender address="scanner-floor2@corp.example" name="Scanner Floor 2"/>
  <MaxAttachmentMB>10</MaxAttachmentMB>
</EmailSettings>""", pw())

add("print/mfp-scan-to-smb-share", """Kyocera TASKalfa 3554ci – Address Book entry 017 (export)
Name,Furigana,SMB Host,SMB Port,SMB Path,SMB Login User,SMB Login Password
"Scans HR","","fs01.corp.example",445,"\\\\scans\\hr","CORP\\scan-hr","{0}"
"Scans Legal","","fs01.corp.example",445,"\\\\scans\\legal","CORP\\scan-legal","{1}"
""", leet_pw(), leet_pw())

add("print/mfp-scan-to-ftp", """brother-mfc-l8900 scan profile (FTP) dumped by brother-snmp-tool:
  profile_name  : Warehouse-Receipts
  host          : 192.168.50.12
  username      : scanftp
  password      : {0}
  store_dir     : /incoming/receipts
  file_name     : BRN{1}
  passive_mode  : on
  port          : 21""", human_pw(), r(12, UPPER_HEX))

add("print/mfp-ldap-address-book-bind", """# Xerox AltaLink C8155 — Connectivity > LDAP
ldap.server.primary=ldaps://dc02.corp.example:636
ldap.searchbase=OU=Staff,DC=corp,DC=example
ldap.bind.dn=CN=svc-xerox-ldap,OU=Service,DC=corp,DC=example
ldap.bind.password={0}
ldap.mapping.email=mail
ldap.mapping.name=displayName""", pw())

add("print/mfp-snmpv3-priv-passphrase", """$ snmpwalk -v3 -l authPriv -u monitoring -a SHA -A '{0}' -x AES -X '{1}' 10.3.0.41 1.3.6.1.2.1.43.11.1.1.9
SNMPv2-SMI::mib-2.43.11.1.1.9.1.1 = INTEGER: 6200
SNMPv2-SMI::mib-2.43.11.1.1.9.1.2 = INTEGER: 1810
SNMPv2-SMI::mib-2.43.11.1.1.9.1.3 = INTEGER: 2405""", human_pw(), human_pw())

add("print/mfp-web-admin-pl", """Cześć Ania,
skaner na drugim piętrze (Canon iR-ADV C5535) znowu nie wysyła na maila. Zaloguj się do
panelu http://10.2.0.35:8000 jako 7654321 / hasło administratora to {0} — zmieniłem je w
piątek po audycie. Ustawienia SMTP są w Zarządzanie > Wysyłanie.
Pozdrawiam, Tomek""", human_pw())

# --- label printers
add("print/zebra-linkos-cloud-connect-token", """! U1 setvar "weblink.ip.conn1.location" "wss://labels.cloud.example/connect/v1"
! U1 setvar "weblink.ip.conn1.authentication.add" "Authorization: Bearer {0}"
! U1 setvar "weblink.enable" "on"
! U1 do "device.reset" ""
// sent over raw 9100 to ZT411 at 10.8.1.77""", b64url(36))

add("print/dymo-connect-webservice-cert-key", """$ cat /opt/dymo-bridge/certs/localhost.key
{0}
$ ls -l /opt/dymo-bridge/certs/
-rw-r--r-- 1 root root 1310 Nov 28 10:02 localhost.crt
-rw------- 1 root root 1704 Nov 28 10:02 localhost.key""", pem_key())

add("print/brother-bpac-template-server", """// LabelService.cs
public sealed class LabelOptions
{
    public string TemplateShare { get; init; } = @"\\\\labels01\\templates";
    public string ShareUser { get; init; } = "LABELS01\\\\bpac";
    public string SharePassword { get; init; } = "{0}";
    public string Printer { get; init; } = "Brother QL-820NWB";
}""", pw())

add("print/label-api-key-typescript", """// src/label/client.ts
import axios from "axios";

export const labelApi = axios.create({
  baseURL: "https://api.labelcloud.example/v2",
  headers: { "X-Label-Key": "lbl_live_{0}" },
  timeout: 8000,
});

export async function printShippingLabel(zpl: string, printerId: string) {
  return labelApi.post(`/printers/${printerId}/jobs`, { format: "zpl", data: zpl });
}""", r(40, LOWER_NUM))

# --- OctoPrint
add("print/octoprint-config-yaml-api-key", """# ~/.octoprint/config.yaml (excerpt, read by the agent)
api:
  key: {0}
  allowCrossOrigin: false
server:
  host: 0.0.0.0
  port: 5000
  firstRun: false
webcam:
  stream: /webcam/?action=stream
  snapshot: http://127.0.0.1:8080/?action=snapshot""", octo_key())

add("print/octoprint-curl-x-api-key", """$ curl -s -H "X-Api-Key: {0}" http://octopi.local/api/job | jq .
{
  "job": { "file": { "name": "voron_cable_chain_v3.gcode", "size": 2291840 } },
  "progress": { "completion": 41.7, "printTimeLeft": 5120 },
  "state": "Printing"
}""", octo_key43())

add("print/octoprint-appkeys-json", """$ cat ~/.octoprint/data/appkeys/keys.yaml
mateusz:
- api_key: {0}
  app_id: PrusaSlicer
- api_key: {1}
  app_id: OctoApp
""", octo_key(), octo_key())

add("print/octoprint-users-yaml-hash", """# ~/.octoprint/users.yaml — pasted into support chat by mistake
admin:
  active: true
  apikey: {0}
  groups: [admins, users]
  password: 6c0d5bc0a6d1c4e7f0b4f59d2c7f3e1a86b8d79e3b75f8f8a2d1e0c7d6f9b3a14e1f6c2a9d0b8e7c5a4f3d2e1c0b9a8f7
  settings: {}""", octo_key())

add("print/octoprint-python-requests", """import requests

OCTO = "http://192.168.1.60"
HEADERS = {"X-Api-Key": "{0}", "Content-Type": "application/json"}

def preheat(tool=215, bed=60):
    requests.post(f"{OCTO}/api/printer/tool", json={"command": "target", "targets": {"tool0": tool}}, headers=HEADERS, timeout=5)
    requests.post(f"{OCTO}/api/printer/bed", json={"command": "target", "target": bed}, headers=HEADERS, timeout=5)""", octo_key())

# --- Klipper / Moonraker / Mainsail
add("print/moonraker-api-key-curl", """$ curl -s http://voron24.local:7125/access/api_key -H 'X-Api-Key: {0}'
{"result": "{0}"}
$ curl -s 'http://voron24.local:7125/printer/objects/query?extruder=temperature' -H 'X-Api-Key: {0}'
{"result": {"eventtime": 1834.12, "status": {"extruder": {"temperature": 212.4}}}}""", moon_key())

add("print/moonraker-oneshot-token-ws", """[2026-12-02 21:14:03] websocket connect ws://trident.local/websocket?token={0}
[2026-12-02 21:14:03] identified as mobileraker 2.8.1 (connection_id 140233812)
[2026-12-02 21:14:04] subscribed: print_stats, toolhead, heater_bed""", r(32, URLSAFE))

add("print/moonraker-conf-mqtt-password", """# ~/printer_data/config/moonraker.conf
[server]
host: 0.0.0.0
port: 7125

[authorization]
cors_domains:
    *.local
trusted_clients:
    192.168.1.0/24

[mqtt]
address: 192.168.1.10
port: 1883
username: klipper
password: {0}
enable_moonraker_api: True""", human_pw())

add("print/moonraker-secrets-ini", """$ cat ~/printer_data/moonraker.secrets
[mqtt_credentials]
username: voron
password: {0}

[webcam_cloud]
api_token: {1}""", leet_pw(), r(40, LOWER_NUM))

add("print/klipper-telegram-bot-token", """# ~/printer_data/config/telegram.conf  (moonraker-telegram-bot)
[bot]
server: localhost
chat_id: -100{1}
bot_token: {0}
log_path: ~/printer_data/logs

[camera]
host: http://localhost:8080/?action=stream""", r(10, DIGITS) + ":" + r(35, URLSAFE), r(10, DIGITS))

add("print/mainsail-obico-auth-token", """; ~/moonraker-obico/moonraker-obico.cfg
[server]
url = https://app.obico.io

[moonraker]
host = 127.0.0.1
port = 7125
api_key = {1}

[logging]
path = /home/pi/printer_data/logs/moonraker-obico.log

[tunnel]
auth_token = {0}""", r(40, HEX), moon_key())

# --- Bambu Lab
add("print/bambu-lan-access-code-mqtt", """$ mosquitto_sub -h 192.168.1.88 -p 8883 --insecure --cafile /dev/null \\
    -u bblp -P {0} -t 'device/{1}/report' -C 1 | jq .print.gcode_state
"RUNNING"
""", access_code(), bambu_serial())

add("print/bambu-ha-integration-yaml", """# Home Assistant config entry dump (bambu_lab), core.config_entries excerpt
{
  "domain": "bambu_lab",
  "title": "X1C-Garage",
  "data": {
    "device_type": "X1C",
    "serial": "{1}",
    "host": "192.168.1.88",
    "local_mqtt": true,
    "access_code": "{0}",
    "auth_token": "{2}"
  }
}""", access_code(), bambu_serial(), "AAD" + b64url(120))

add("print/bambu-cloud-token-python", """from bambulabs_api import Printer

# cloud login worked once; token copied out of ~/.config/BambuStudio/BambuNetworkEngine.conf
TOKEN = "{0}"
printer = Printer("192.168.1.91", access_code="{1}", serial="{2}")
printer.connect()
print(printer.get_state(), printer.get_percentage())""", jwt({"sub": "u_" + r(10, DIGITS), "iss": "bambulab", "exp": 1767225600}), access_code(), bambu_serial())

add_split("print/bambu-access-code-split-chat", """[Discord #farm-ops]
kuba: anyone got the new access code for P1S #4? it rebooted and regenerated
ola: screen says {0}
ola: …wait no, it cycled, the last four are {1} now, first four same
kuba: ta, Orca connected""", r(4, DIGITS), r(4, DIGITS))

add("print/bambu-ftps-lftp", """$ lftp -u bblp,{0} -e 'set ftp:ssl-force true; set ssl:verify-certificate no; ls /cache; bye' ftps://192.168.1.88:990
-rw-rw-rw- 1 root root  4518221 Dec 01 22:10 plate_1.gcode.3mf
-rw-rw-rw- 1 root root   981233 Dec 02 08:44 calibration_cube.gcode.3mf""", access_code())

# --- Prusa
add("print/prusalink-digest-password", """$ curl --digest -u maker:{0} http://mk4-lab.local/api/v1/status
{"printer":{"state":"IDLE","temp_bed":23.1,"temp_nozzle":24.0},"storage":{"path":"/usb/","name":"usb"}}""", prusalink_key())

add("print/prusaslicer-physical-printer-ini", """# ~/.config/PrusaSlicer/physical_printer/MK4-Lab-Left.ini
authorization_type = key
host_type = prusalink
preset_name = Original Prusa MK4 Input Shaper 0.4 nozzle
print_host = http://10.0.0.41
printhost_apikey = {0}
printhost_cafile = 
printhost_password = 
printhost_port = 
printhost_user = """, prusalink_key())

add("print/prusa-connect-printer-token", """PRUSA_CONNECT_URL=https://connect.prusa3d.com
PRUSA_CONNECT_PRINTER_UUID={1}
PRUSA_CONNECT_TOKEN={0}
PRUSA_CONNECT_CAMERA_FINGERPRINT={2}
# camera upload script for the raspberry pi cam on the XL""", r(20, ALNUM), uuid4(), r(40, HEX))

# --- Duet / RRF / Repetier
add("print/duet-config-g-m551", """; config.g for Duet 3 Mini 5+ — generated by RepRapFirmware Configuration Tool
M550 P"Ratrig-VC3"          ; set printer name
M551 P"{0}"    ; set password for the web interface
M552 S1                     ; enable network
M586 P0 S1                  ; enable HTTP
M586 P1 S0                  ; disable FTP""", human_pw())

add("print/duet-m587-wifi", """; sent once over USB before the WiFi module came up
M587 S"Makerspace-Workshop" P"{0}"
; response: ok
M552 S1
; WiFi module is connected to access point Makerspace-Workshop, IP address 192.168.4.57""", spaced_phrase())

add("print/repetier-server-api-key", """$ curl -s "http://farm-pi:3344/printer/api/prusa_mk3s_2?a=listPrinter&apikey={0}" | jq '.[0].online'
1
$ curl -s "http://farm-pi:3344/printer/api/prusa_mk3s_2?a=stopJob&apikey={0}"
{}""", r(36, LOWER_NUM))

# --- slicers and farms
add("print/orcaslicer-machine-json-api-key", """{
    "from": "User",
    "inherits": "Voron 2.4 350 0.4 nozzle",
    "name": "Voron 2.4 350 - workshop",
    "host_type": "octoprint",
    "print_host": "http://voron350.lan",
    "printhost_apikey": "{0}",
    "print_host_webui": "",
    "version": "2.2.0.4"
}""", octo_key())

add("print/cura-cfg-octoprint-plugin", """# %APPDATA%\\cura\\5.8\\cura.cfg (excerpt)
[octoprint]
manual_instances = {"Ender3-S1": {"address": "192.168.0.33", "port": 80, "path": "/", "useHttps": false, "userName": "", "password": ""}}
keys_cache = {"e3s1_ecd4": "{0}"}
auto_print = True
auto_select = True""", octo_key())

add("print/octofarm-env-mongo", """# OctoFarm .env
MONGO=mongodb://octofarm:{0}@127.0.0.1:27017/octofarm?authSource=admin
OCTOFARM_PORT=4000
SUPER_SECRET_KEY={1}""", pw(), r(48, ALNUM))

add("print/fdm-monster-jwt-secret", """fdm-monster  | [2026-12-03T07:12:44.100Z] INFO  Settings loaded
fdm-monster  | [2026-12-03T07:12:44.101Z] DEBUG jwt config {"jwtSecret":"{0}","jwtExpiresIn":3600,"refreshTokenAttempts":-1}
fdm-monster  | [2026-12-03T07:12:44.330Z] INFO  Listening on :4000""", b64(48))

add("print/simplyprint-api-key-header", """POST /12345/printers/actions/Pause?pid=88120 HTTP/1.1
Host: api.simplyprint.io
X-API-KEY: {0}
Accept: application/json

HTTP/1.1 200 OK
{"status":true,"message":null}""", uuid4())

add("print/farm-queue-webhook-signing-secret", """// farm-queue/src/webhooks.go
var webhookSecret = []byte("whsec_{0}")

func verify(r *http.Request, body []byte) bool {
	mac := hmac.New(sha256.New, webhookSecret)
	mac.Write(body)
	expected := hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(expected), []byte(r.Header.Get("X-Farm-Signature")))
}""", b64url(24))

# --- CNC and laser
add("print/fluidnc-config-wifi-sta", """# /littlefs/config.yaml on the FluidNC 6-pack
name: "Onefinity-Shop"
board: "6 Pack"
WiFi:
  mode: STA>AP
  sta_ssid: "Makerspace-Workshop"
  sta_password: "{0}"
  ap_ssid: "FluidNC"
  ap_password: "{1}"
  hostname: "cnc1" """, human_pw(), leet_pw())

add("print/lightburn-smb-share-mount", """$ sudo mount -t cifs //laser-pc.maker.lan/LightBurnJobs /mnt/laserjobs \\
    -o username=laser,password={0},vers=3.0,uid=1000
$ ls /mnt/laserjobs
coasters_birch3mm.lbrn2  sign_acrylic_5mm.lbrn2  test_grid.lbrn2""", leet_pw())

add("print/linuxcnc-ini-remote-password", """# ~/linuxcnc/configs/router/router.ini
[DISPLAY]
DISPLAY = axis
[LINUXCNCRSH]
# linuxcncrsh --connectpw / --enablepw for the pendant app
CONNECTPW = {0}
ENABLEPW = {1}
PORT = 5007""", pw(), pw())

add("print/grbl-sender-ssh-ro", """The CNC Pi is at 192.168.4.20. ssh as `cnc`; the password is {0} (with the exclamation
mark). bCNC is already in the venv, just `source ~/bcnc/bin/activate && bCNC`.
Please don't update GRBL from there, Piotr flashed a custom build.""", word().capitalize() + word() + r(3, DIGITS) + "!")

# --- makerspace membership, doors, tools
add("print/fabman-api-token-bearer", """$ http GET https://fabman.io/api/v1/members?limit=5 "Authorization: Bearer {0}"
HTTP/1.1 200 OK
Content-Type: application/json
X-Total-Count: 412

[{"id": 88213, "firstName": "Ioana", "memberNumber": "M-0412", "state": "active"}, ...]""", uuid4())

add("print/wild-apricot-api-key-basic", """# membership sync cron — wa_sync.py
import base64, requests
API_KEY = "{0}"
auth = base64.b64encode(f"APIKEY:{API_KEY}".encode()).decode()
tok = requests.post("https://oauth.wildapricot.org/auth/token",
                    headers={"Authorization": f"Basic {auth}"},
                    data={"grant_type": "client_credentials", "scope": "auto"}).json()["access_token"]""", r(30, LOWER_NUM))

add("print/nexudus-basic-auth-env", """# .env for the door-sync worker
NEXUDUS_BASE=https://spaces.nexudus.com/api
NEXUDUS_USER=doors@hackspace.example
NEXUDUS_PASSWORD={0}
DOOR_CONTROLLER_URL=http://10.66.0.5
SYNC_INTERVAL_MIN=5""", human_pw())

add("print/esphome-wiegand-door-secrets", """# esphome/secrets.yaml (front door reader)
wifi_ssid: "Hackspace-IoT"
wifi_password: "{0}"
api_encryption_key: "{1}"
ota_password: "{2}"
door_master_pin: "{3}" """, phrase(), b64(32), r(32, HEX), r(6, DIGITS))

add("print/kisi-api-key-header", """> curl -X POST https://api.kisi.io/locks/58123/unlock \\
>   -H "Authorization: KISI-LOGIN {0}" -H "Content-Type: application/json" -d '{}'
{"message":"Unlocked!"}
# used by the Slack /opendoor command, see ops/slack-door.md""", r(32, HEX))

add("print/unifi-access-api-token", """unifi_access:
  host: https://10.0.10.2:12445
  verify_ssl: false
  api_token: "{0}"
  doors:
    - id: {1}
      name: Workshop Rear
    - id: {2}
      name: Laser Room""", b64url(24), uuid4(), uuid4())

add("print/rfid-controller-sql-admin", """mysql> SELECT username, role, LEFT(notes, 60) FROM admins;
+-----------+-------+--------------------------------------------------------------+
| username  | role  | LEFT(notes, 60)                                              |
+-----------+-------+--------------------------------------------------------------+
| doorbot   | svc   | api user for the ESP32 reader, pw {0}                        |
| alina     | admin | membership lead                                              |
+-----------+-------+--------------------------------------------------------------+
2 rows in set (0.00 sec)""", pw())

add("print/tool-signoff-bot-discord-token", """// tool-signoff-bot/config.json
{
  "discordToken": "{0}",
  "guildId": "{1}",
  "signoffChannel": "laser-signoffs",
  "tools": ["laser-80w", "cnc-router", "lathe", "tablesaw"]
}""", b64url(18) + "." + b64url(5) + "." + b64url(28), r(18, DIGITS))

add("print/makerspace-wifi-runbook-ro", """## Runbook: deschiderea atelierului (tura de sâmbătă)
1. Cheia de la dulapul cu filament e în cutia cu cifru; codul cutiei este {1}.
2. Conectează laptopul la rețeaua „Atelier-Maker”, parola Wi-Fi este {0}.
3. Pornește compresorul abia după ce verifici presiunea.
4. Dacă imprimanta Bambu cere cod de acces, se regenerează din meniul LAN Only.""", human_pw(), r(4, DIGITS))

add("print/door-pin-zh-chat", """[企业微信] 李娜 10:42
创客空间后门的新密码改成 {0} 了，旧的那个今天晚上失效。
激光切割机房间用的是另一套：管理员账号 admin，密码 {1}，别发到大群里。
[企业微信] 王强 10:44
收到，我更新一下值班文档""", r(6, DIGITS), human_pw())

# --- model repositories
add("print/thingiverse-app-token-query", """GET https://api.thingiverse.com/search/benchy?access_token={0}&per_page=20 HTTP/1.1
User-Agent: thing-sync/0.3

HTTP/1.1 200 OK
{"total": 4211, "hits": [{"id": 763622, "name": "#3DBenchy - The jolly 3D printing torture-test"}]}""", r(32, HEX))

add("print/printables-graphql-bearer", """const res = await fetch("https://api.printables.com/graphql/", {
  method: "POST",
  headers: {
    "content-type": "application/json",
    authorization: "Bearer {0}",
  },
  body: JSON.stringify({ query: "{ me { publicUsername collections { id name } } }" }),
});""", jwt({"sub": r(7, DIGITS), "aud": "printables", "scope": "openid profile"}))

add("print/myminifactory-client-secret", """[myminifactory]
client_id = hackspace-catalog
client_secret = {0}
redirect_uri = https://catalog.hackspace.example/oauth/callback
; secret shown once on developer portal, Dec 2""", r(40, ALNUM))

add("print/model-mirror-s3-keys", """$ aws configure list --profile stl-mirror
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile               stl-mirror           manual    --profile
access_key     ****************{1}   shared-credentials-file
$ cat ~/.aws/credentials
[stl-mirror]
aws_access_key_id = AKIA{2}{1}
aws_secret_access_key = {0}""", b64(30)[:40].replace("+", "k"), r(4, UPPER_NUM), r(12, UPPER_NUM))

# --- document capture / OCR
add("print/mindee-api-key-cli", """$ mindee --api-key {0} invoice parse ./scans/2026-11/INV-33871.pdf
---- Invoice ----
Supplier: Filamenty Sp. z o.o.
Total Amount: 1 482,60 PLN
Invoice Number: FV/11/2026/0871""", r(32, HEX))

add("print/veryfi-client-credentials", """from veryfi import Client

client = Client(
    client_id="vrf{1}",
    client_secret="{0}",
    username="receipts.hackspace",
    api_key="{2}",
)
doc = client.process_document("scans/receipt_0193.jpg", categories=["Materials"])""", r(64, ALNUM), r(37, ALNUM), r(32, HEX))

add("print/nanonets-basic-auth-go", """package ocr

const nanonetsKey = "{0}"
const modelID = "{1}"

func Predict(ctx context.Context, img []byte) (*http.Response, error) {
	req, _ := http.NewRequestWithContext(ctx, "POST",
		"https://app.nanonets.com/api/v2/OCR/Model/"+modelID+"/LabelFile/", bytes.NewReader(img))
	req.SetBasicAuth(nanonetsKey, "")
	return http.DefaultClient.Do(req)
}""", r(8, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(12, HEX) + r(4, HEX), uuid4())

add("print/abbyy-cloud-ocr-app-password", """# ocr-worker/settings.toml
[abbyy]
service_url = "https://cloud-eu.ocrsdk.com"
application_id = "scan-archive-ocr"
password = "{0}"
profile = "documentArchiving"
export = ["pdfa", "txt"]""", b64(18))

add("print/azure-doc-intelligence-key", """$ az cognitiveservices account keys list -g rg-scanning -n di-scan-weu
{
  "key1": "{0}",
  "key2": "{1}"
}""", r(32, HEX), r(32, HEX))

add("print/rossum-token-log", """2026-12-04 06:00:02,118 INFO  rossum_export: login ok, token={0}
2026-12-04 06:00:02,560 INFO  rossum_export: queue 412883 has 17 exported annotations
2026-12-04 06:00:03,004 WARN  rossum_export: annotation 9981233 missing field 'vat_rate'""", r(40, HEX))

add("print/document-ai-service-account", """{
  "type": "service_account",
  "project_id": "scan-pipeline-prod",
  "private_key_id": "{1}",
  "private_key": "{0}",
  "client_email": "docai-runner@scan-pipeline-prod.iam.gserviceaccount.com",
  "token_uri": "https://oauth2.googleapis.com/token"
}""", pem_key().replace("\n", "\\n"), r(40, HEX))

add("print/paperless-ngx-compose-secret", """# docker-compose.env for paperless-ngx (scanner drops into /consume via SMB)
PAPERLESS_URL=https://docs.home.example
PAPERLESS_SECRET_KEY={0}
PAPERLESS_OCR_LANGUAGES=pol ron chi-sim
PAPERLESS_ADMIN_USER=admin
PAPERLESS_ADMIN_PASSWORD={1}
PAPERLESS_CONSUMER_POLLING=30""", r(50, ALNUM + "!@#%^*-_"), human_pw())

add("print/paperless-api-token-header", """$ curl -s -H "Authorization: Token {0}" "https://docs.home.example/api/documents/?query=toner" | jq '.count'
7""", r(40, HEX))

add_split("print/ocr-key-split-ticket", """Ticket OCR-118: batch OCR stalled
> Comment (Radu, 09:12): new subscription key for the OCR endpoint, split because the
> ticket system masks long strings: first part {0}
> Comment (Radu, 09:13): and the rest: {1}
> Comment (Elena, 09:30): works, 480 pages processed""", r(16, HEX), r(16, HEX))

# --- support chat and tickets
add("print/support-chat-octoprint-key-pl", """[czat wsparcia, Printfarm Kraków]
Klient: drukarka nr 6 nie przyjmuje zadań z kolejki
Konsultant: proszę podać klucz API z OctoPrint, sprawdzę po naszej stronie
Klient: proszę bardzo: {0}
Konsultant: dziękuję, klucz działa, problem był po stronie kolejki""", octo_key())

add("print/zendesk-ticket-mfp-ro", """Tichet #48812 — Imprimanta multifuncțională nu scanează în folderul partajat
De la: contabilitate@firma.example
Bună ziua, după schimbarea parolei contului de domeniu, scanarea SMB nu mai merge.
Contul folosit este FIRMA\\scanare, parola nouă este {0}.
Vă rog să o actualizați pe imprimantă (Konica Minolta bizhub C300i). Mulțumesc!""", human_pw())

add("print/freescout-api-key-env", """# helpdesk/.env (FreeScout handling printer-farm support)
APP_URL=https://help.printfarm.example
DB_PASSWORD={1}
FREESCOUT_API_KEY={0}
MAIL_FETCH_SCHEDULE=*/5""", r(32, HEX), pw())

add("print/intercom-token-zh", """运维笔记（打印农场客服）：
Intercom 的 access token 先放这里，之后迁到 Vault：{0}
用于把打印失败的工单自动同步到 #farm-alerts 频道。""", "dG9rOj" + b64(45).rstrip("="))

add("print/agent-tool-call-moonraker", """{"type": "tool_use", "name": "bash", "input": {"command": "curl -s -X POST 'http://voron.lan:7125/printer/gcode/script?script=G28' -H 'X-Api-Key: {0}'"}}
{"type": "tool_result", "content": "{\\"result\\": \\"ok\\"}"}""", moon_key())

add("print/agent-tool-call-prusalink-put", """{"tool": "shell", "arguments": {"cmd": "curl -X PUT -H 'X-Api-Key: {0}' -H 'Print-After-Upload: ?1' --data-binary @bracket_v2.bgcode http://mini-lab.local/api/v1/files/usb/bracket_v2.bgcode"}, "result": "HTTP 201 Created"}""", prusalink_key())

# --- more CUPS/IPP and print infra
add("print/cups-stack-trace-ipp-auth", """Traceback (most recent call last):
  File "/srv/printhub/jobs.py", line 88, in submit
    conn = cups.Connection(host=settings.CUPS_HOST)
  File "/srv/printhub/jobs.py", line 41, in _auth
    raise PrintAuthError(f"IPP auth failed for user=printhub password={settings.CUPS_PASSWORD!r}")
printhub.errors.PrintAuthError: IPP auth failed for user=printhub password='{0}'""", pw())

add("print/ansible-cups-vault-decrypted", """TASK [cups : add queues] ***********************************************************
ok: [print01] => (item={'name': 'Reception', 'uri': 'ipp://10.1.0.20/ipp/print'})
changed: [print01] => (item={'name': 'Payroll', 'uri': 'ipps://payroll:{0}@10.1.0.21/ipp/print'})
ok: [print01] => (item={'name': 'Warehouse-Zebra', 'uri': 'socket://10.1.0.40:9100'})""", pw())

add("print/k8s-secret-printhub-b64", """apiVersion: v1
kind: Secret
metadata:
  name: printhub-credentials
  namespace: printing
type: Opaque
data:
  papercut-token: {0}
  cups-password: {1}""", base64.b64encode(r(32, ALNUM).encode()).decode(), base64.b64encode(pw().encode()).decode())

add("print/print-release-terminal-ini", """; C:\\ProgramData\\ReleaseStation\\station.ini
[Server]
Host=papercut.hq.example
Port=9192
StationName=Floor3-Release
; shared secret from Admin > Devices > Release Station
DeviceKey={0}
[Card]
Reader=RFIDeas pcProx Plus""", r(24, ALNUM))

add("print/ipp-everywhere-oauth-client", """# printer-app.conf for the IPP Everywhere proxy (pappl based)
[oauth]
authorization_server = https://login.corp.example/realms/print
client_id = ipp-proxy-floor4
client_secret = {0}
[printer]
uri = ipp://10.4.0.50/ipp/print
name = Floor4-Color""", uuid4())

add("print/tls-key-for-mfp-upload-rb", """# scripts/push_cert.rb — uploads the web cert to all MFPs
KEY_PEM = <<~PEM
{0}
PEM
CERT_PEM = File.read("certs/mfp-wildcard.crt")
MFPS.each { |host| upload(host, CERT_PEM, KEY_PEM) }""", pem_key())

add("print/resin-printer-chitubox-cloud-pl", """Notatka z wdrożenia drukarek żywicznych:
- Chitubox Pro licencja przypisana do konta pracownia@firma.example
- hasło do konta (wspólne dla całego zespołu, tymczasowo): {0}
- klucz licencyjny jest w sejfie, nie w tej notatce""", leet_pw())

add("print/octoeverywhere-printer-id-secret", """$ cat ~/octoeverywhere-store/octoeverywhere.conf
[server]
printerid = {0}
private_key = {1}
[general]
log_level = INFO""", r(60, UPPER_NUM), r(80, URLSAFE))

add("print/elegoo-centauri-ws-token-ro", """Mesaj de la Andrei (echipa fermei de imprimare):
Pentru imprimanta Elegoo din camera 2, tokenul pentru conexiunea WebSocket e {0}.
Nu-l pune în repo, îl mutăm mâine în seiful de parole.""", r(32, HEX))

add("print/snapmaker-luban-token-json", """$ cat ~/.config/snapmaker-luban/machine.json | jq .connection
{
  "type": "wifi",
  "host": "192.168.1.74",
  "token": "{0}",
  "serial": "SM2A350{1}"
}""", uuid4(), r(8, DIGITS))

add("print/cnc-router-vnc-password-zh", """交接说明（数控雕刻机 CNC-2）：
控制电脑的 VNC 地址 192.168.4.30:5900，连接密码：{0}
共享文件夹 \\\\cnc2\\jobs 用的是 cnc 账户，密码和 VNC 一样。""", pw()[:8])

add("print/laser-ruida-bridge-ssh-key", """$ cat ~/.ssh/laser_bridge_ed25519
-----BEGIN OPENSSH PRIVATE KEY-----
{0}
-----END OPENSSH PRIVATE KEY-----
$ ssh -i ~/.ssh/laser_bridge_ed25519 ops@ruida-bridge.maker.lan 'systemctl status ruida-udp-bridge'""", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQ" + "\n" + b64(48) + "\n" + b64(48) + "\n" + b64(30))

add("print/print-farm-slack-webhook", """# farm-alerts.yaml
notify:
  on: [print_failed, spaghetti_detected, filament_runout]
  slack_webhook: https://hooks.slack.com/services/T{1}/B{2}/{0}
  quiet_hours: "23:00-07:00" """, r(24, ALNUM), r(8, UPPER_NUM), r(10, UPPER_NUM))

add("print/klipperscreen-conf-moonraker-key", """# ~/printer_data/config/KlipperScreen.conf
[main]
job_complete_timeout: 30
screen_blanking: 600

[printer Trident]
moonraker_host: 127.0.0.1
moonraker_port: 7125
moonraker_api_key: {0}

[printer Ender3-Bay2]
moonraker_host: 192.168.1.72
moonraker_api_key: False""", moon_key())

add("print/prusa-printer-settings-ini-usb", """$ cat /media/usb/prusa_printer_settings.ini
[wifi]
ssid = Pracownia-3D
psk = {1}

[service::connect]
hostname = connect.prusa3d.com
tls = true
port = 0
token = {0}""", r(20, ALNUM), human_pw())

add("print/farm-db-insert-printer-keys", """INSERT INTO printers (id, name, host, kind, api_key, created_at) VALUES
  (31, 'MK3S-31', '10.0.3.31', 'octoprint', '{0}', now()),
  (32, 'MK3S-32', '10.0.3.32', 'octoprint', '{1}', now()),
  (40, 'X1C-40',  '10.0.3.40', 'bambu',     '{2}', now());""", octo_key(), octo_key(), access_code())

add_split("print/papercut-admin-split-pl", """[Teams] Krzysztof 14:02: hasło do konsoli PaperCut (admin) zmienione, pierwsza połowa: {0}
[Teams] Krzysztof 14:02: druga połowa wyślę SMS-em, ale dla Ciebie tu: {1}
[Teams] Magda 14:05: weszłam, dzięki. Usuń proszę te wiadomości.""", word().capitalize() + r(2, DIGITS), word().capitalize() + r(2, DIGITS) + "!")

add("print/ricoh-streamline-nx-jdbc-url", """2026-12-05 07:41:19.882 ERROR [SLNX-DM] c.r.s.db.Pool - cannot open pool, url=jdbc:postgresql://db-slnx.corp.example:5432/slnx?user=slnx_core&password={0}&ssl=true
org.postgresql.util.PSQLException: FATAL: no pg_hba.conf entry for host "10.9.2.14", user "slnx_core", database "slnx", SSL off
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
	at org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)""", url_pw())


# ============================================================ LOOK-ALIKES
# --- CUPS and IPP
la("""$ sudo lpadmin -p Finance-MFP -E -v "ipps://svc-print:${PRINT_SVC_PASSWORD}@mfp-fin-02.corp.example:443/ipp/print" -m everywhere
$ lpstat -v Finance-MFP
device for Finance-MFP: ipps://svc-print:*****@mfp-fin-02.corp.example:443/ipp/print""")

la("""# /etc/cups/printers.conf
<Printer Plotter-A0>
PrinterId 7
UUID urn:uuid:{0}
Info HP DesignJet T830
DeviceURI smb://printsrv01.arch.local/DesignJet-T830
AuthInfoRequired domain,username,password
State Idle
StateTime {1}
</Printer>""", uuid4(), r(10, DIGITS))

la("""$ ipptool -tv ipp://10.20.4.51/ipp/print get-printer-attributes.test | grep -E 'uuid|firmware|serial'
        printer-uuid (uri) = urn:uuid:{0}
        printer-firmware-version (octetString) = {1}
        printer-device-id (1setOf textWithoutLanguage) = MFG:Kyocera;MDL:ECOSYS M5526cdw;SN:{2};""", uuid4(), r(8, HEX), r(10, UPPER_NUM))

la("""# ~/.bashrc on the kiosk
export CUPS_SERVER=print.lib.example.edu
export CUPS_USER=kiosk03
export CUPS_PASSWORD="$(secret-tool lookup service cups user kiosk03)"
alias printpdf='lp -d Library-BW -o media=A4'""")

la("""import os, cups

def _pw_cb(prompt):
    return os.environ["PRINT_PASS"]

cups.setUser(os.environ.get("PRINT_USER", "labprint"))
cups.setPasswordCB(_pw_cb)
conn = cups.Connection(host="cups.lab.internal", port=631)""")

la("""$ lpstat -W completed -o Floor3-Color | tail -4
Floor3-Color-{0}   agnieszka  1853440   Tue 02 Dec 2026 10:14:21 CET
Floor3-Color-{1}   radu       220160    Tue 02 Dec 2026 10:31:07 CET
Floor3-Color-{2}   wei.zhang  4014080   Tue 02 Dec 2026 11:02:55 CET
Floor3-Color-{3}   kiosk03    96256     Tue 02 Dec 2026 11:40:12 CET""", r(5, DIGITS), r(5, DIGITS), r(5, DIGITS), r(5, DIGITS))

la("""# /etc/cups/cupsd.conf (excerpt)
DefaultAuthType Basic
DefaultEncryption Required
<Location /admin>
  AuthType Default
  Require user @SYSTEM
  Order allow,deny
</Location>
# passwords come from PAM (pam_sss), nothing stored here""")

# --- PaperCut / uniFLOW
la("""# server.properties
database.type=SQLServer
database.url=jdbc:jtds:sqlserver://sql02.corp.example:1433/papercut
database.username=papercut_app
database.password=ENC(${PAPERCUT_DB_PASSWORD})
server.ssl.keystore=custom/my-ssl-keystore
server.ssl.keystore-password=""")

la("""from xmlrpc.client import ServerProxy
import os

auth = os.environ["PAPERCUT_AUTH_TOKEN"]  # Options > Config Editor > auth.webservices.auth-token
proxy = ServerProxy("https://papercut.uni.example:9192/rpc/api/xmlrpc")
print(proxy.api.getTotalUsers(auth))""")

la("""Ticket #PC-2302 — health monitor
URL: https://papercut.hq.example:9192/api/health?Authorization=<health-check-key>
The key lives in 1Password under "PaperCut / System Health"; rotate it there and in Uptime Kuma together.
Job log id {0}, printer id {1}, device serial {2}.""", r(9, DIGITS), r(7, DIGITS), r(11, UPPER_NUM))

la("""{
  "uniflowOnline": {
    "tenant": "contoso-print.eu.uniflowonline.com",
    "clientId": "{0}",
    "clientSecret": "{{ vault `secret/print/uniflow` `client_secret` }}",
    "scopes": ["printer.read", "job.release"]
  }
}""", uuid4())

la("""PS C:\\> $cred = Get-StoredCredential -Target 'PRN-SRV-03/svc_printmig'
PS C:\\> Get-PrintConfiguration -ComputerName PRN-SRV-03 -PrinterName Floor3-Color | Format-List

PrinterName     : Floor3-Color
Collate         : True
Color           : True
DuplexingMode   : TwoSidedLongEdge
PaperSize       : A4""")

la("""papercut  | 2026-12-03 08:00:01,442 INFO  PrintJob{id={0}, user=ioana.p, printer=Floor3-Mono, pages=12, cost=0.60, docHash={1}}
papercut  | 2026-12-03 08:00:01,443 INFO  Released at device Floor3-Release card=****8812""", r(8, DIGITS), r(64, HEX))

# --- MFP scanning
la("""<EmailSettings>
  <SmtpServer host="smtp.office365.com" port="587" starttls="true"/>
  <SmtpAuth enabled="true" user="scanner-floor2@corp.example" password="********"/>
  <Sender address="scanner-floor2@corp.example" name="Scanner Floor 2"/>
</EmailSettings>""")

la("""Name,SMB Host,SMB Port,SMB Path,SMB Login User,SMB Login Password
"Scans HR","fs01.corp.example",445,"\\\\scans\\hr","CORP\\scan-hr","<unchanged>"
"Scans Legal","fs01.corp.example",445,"\\\\scans\\legal","CORP\\scan-legal","<unchanged>"
# passwords are not exported by Command Center RX; re-enter after import""")

la("""brother-mfc-l8900 scan profile (FTP):
  profile_name  : Warehouse-Receipts
  host          : 192.168.50.12
  username      : scanftp
  password      : (set)
  file_name     : BRN{0}
  node_name     : BRW{1}""", r(12, UPPER_HEX), r(12, UPPER_HEX))

la("""ldap.server.primary=ldaps://dc02.corp.example:636
ldap.bind.dn=CN=svc-xerox-ldap,OU=Service,DC=corp,DC=example
ldap.bind.password=%LDAP_BIND_PASSWORD%
ldap.cert.fingerprint.sha256={0}""", ":".join(r(2, UPPER_HEX) for _ in range(32)))

la("""$ snmpwalk -v3 -l authPriv -u monitoring -a SHA -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" 10.3.0.41 sysDescr
SNMPv2-MIB::sysDescr.0 = STRING: Canon iR-ADV C5535 /P
$ snmpget -v2c -c public 10.3.0.41 1.3.6.1.2.1.43.5.1.1.17.1
SNMPv2-SMI::mib-2.43.5.1.1.17.1 = STRING: "{0}" """, r(10, UPPER_NUM))

la("""Cześć Ania,
skaner na drugim piętrze znowu nie wysyła na maila. Hasło administratora jest w Bitwardenie
(kolekcja „Drukarki”, wpis „Canon iR-ADV C5535”) — zmieniłem je w piątek po audycie, nie
wysyłam go mailem. Numer seryjny urządzenia: {0}.
Pozdrawiam, Tomek""", r(3, UPPER) + r(5, DIGITS))

# --- label printers
la("""! U1 setvar "weblink.ip.conn1.location" "wss://labels.cloud.example/connect/v1"
! U1 setvar "weblink.ip.conn1.authentication.add" "Authorization: Bearer {{LABEL_CLOUD_TOKEN}}"
! U1 getvar "device.unique_id"
"{0}"
""", r(14, UPPER_NUM))

la("""$ openssl x509 -in /opt/dymo-bridge/certs/localhost.crt -noout -fingerprint -sha256 -subject
sha256 Fingerprint={0}
subject=CN = localhost, O = DYMO Connect Bridge""", ":".join(r(2, UPPER_HEX) for _ in range(32)))

la("""public sealed class LabelOptions
{
    public string TemplateShare { get; init; } = @"\\\\labels01\\templates";
    public string ShareUser { get; init; } = "LABELS01\\\\bpac";
    public string SharePassword { get; init; } = Environment.GetEnvironmentVariable("BPAC_SHARE_PASSWORD") ?? "";
    public string Printer { get; init; } = "Brother QL-820NWB";
}""")

la("""export const labelApi = axios.create({
  baseURL: "https://api.labelcloud.example/v2",
  headers: { "X-Label-Key": process.env.LABEL_API_KEY ?? "lbl_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" },
});""")

la("""^XA
^FO50,40^A0N,40,40^FDHackspace Tool #T-{0}^FS
^FO50,100^BQN,2,6^FDQA,https://tools.hackspace.example/t/{1}^FS
^FO50,330^A0N,24,24^FDSN {2}^FS
^XZ""", r(4, DIGITS), r(8, LOWER_NUM), r(12, UPPER_NUM))

# --- OctoPrint
la("""# ~/.octoprint/config.yaml
api:
  allowCrossOrigin: false
  key: null        # global key disabled since 1.5; use per-user Application Keys
server:
  host: 0.0.0.0
  port: 5000
  secretKey: '{{ lookup("env", "OCTOPRINT_SECRET_KEY") }}'""")

la("""$ curl -s -H "X-Api-Key: $OCTOPRINT_API_KEY" http://octopi.local/api/version
{"api": "0.1", "server": "1.10.3", "text": "OctoPrint 1.10.3"}""")

la("""$ cat ~/.octoprint/data/appkeys/keys.yaml
mateusz:
- api_key: '**redacted**'
  app_id: PrusaSlicer
- api_key: '**redacted**'
  app_id: OctoApp""")

la("""2026-12-02 21:03:11,208 - octoprint.plugins.appkeys - INFO - Application key request by OctoApp for user mateusz, app token {0}
2026-12-02 21:03:19,771 - octoprint.plugins.appkeys - INFO - User mateusz granted access to OctoApp
2026-12-02 21:03:19,772 - octoprint.server.util.flask - INFO - Passive login for mateusz from 192.168.1.23""", r(12, DIGITS))

la("""$ pip download OctoPrint==1.10.3 --no-deps -d /tmp/op && sha256sum /tmp/op/*.whl
{0}  /tmp/op/OctoPrint-1.10.3-py3-none-any.whl
$ git -C ~/OctoPrint log -1 --format=%H
{1}""", r(64, HEX), sha())

la("""HEADERS = {"X-Api-Key": os.environ["OCTO_KEY"], "Content-Type": "application/json"}
# OCTO_KEY is created in Settings > Application Keys, scoped to user 'farmbot'
# never hardcode it; rotate by revoking the app key and re-running ./pair.sh""")

la("""$ curl -s http://octopi.local/plugin/appkeys/probe -o /dev/null -w '%{http_code}\\n'
204
$ curl -s -X POST http://octopi.local/plugin/appkeys/request -d '{"app": "PrusaSlicer"}' -H 'Content-Type: application/json'
{"app_token": "{0}"}
# app_token is only a polling handle; the key arrives after the user clicks Allow""", r(32, UPPER_NUM)[:12])

# --- Klipper / Moonraker
la("""# ~/printer_data/config/printer.cfg
[mcu]
serial: /dev/serial/by-id/usb-Klipper_stm32f446xx_{0}-if00
restart_method: command

[mcu EBBCan]
canbus_uuid: {1}

[include mainsail.cfg]""", mcu_id(), r(12, HEX))

la("""$ ls /dev/serial/by-id/
usb-Klipper_rp2040_{0}-if00
usb-Klipper_stm32h723xx_{1}-if00
$ ~/klippy-env/bin/python ~/klipper/scripts/canbus_query.py can0
Found canbus_uuid={2}, Application: Klipper""", r(16, UPPER_HEX), mcu_id(), r(12, HEX))

la("""[authorization]
cors_domains:
    *.local
    *://app.fluidd.xyz
trusted_clients:
    10.0.0.0/8
    127.0.0.0/8
force_logins: False

[mqtt]
address: 192.168.1.10
username: {secrets.mqtt_credentials.username}
password: {secrets.mqtt_credentials.password}""")

la("""$ curl -s http://voron24.local:7125/server/info | jq '{klippy_state, moonraker_version, api_version_string}'
{
  "klippy_state": "ready",
  "moonraker_version": "v0.9.3-{0}",
  "api_version_string": "1.5.0"
}""", r(7, HEX))

la("""$ curl -s http://voron24.local:7125/access/oneshot_token -H "X-Api-Key: ${MOONRAKER_API_KEY}"
# The token is valid for 5 seconds and single use; do not log it.
$ echo "key fingerprint: $(printf %s "$MOONRAKER_API_KEY" | sha256sum | cut -c1-12)"
key fingerprint: {0}""", r(12, HEX))

la("""[bot]
server: localhost
chat_id: -100{0}
bot_token: ${TELEGRAM_BOT_TOKEN}
log_path: ~/printer_data/logs""", r(10, DIGITS))

la("""; ~/moonraker-obico/moonraker-obico.cfg
[server]
url = https://app.obico.io
auth_token =
; empty until linked: run ./install.sh -l and enter the 6-digit code shown in the Obico app""")

la("""Mainsail v2.13.0 — Machine > Update Manager
  klipper     v0.12.0-396-g{0}   up to date
  moonraker   v0.9.3-43-g{1}     2 commits behind
  mainsail    v2.13.0            up to date
  crowsnest   v4.1.9-1-g{2}      up to date""", r(8, HEX), r(8, HEX), r(8, HEX))

la("""// mainsail config.json served from /config.json
{
  "defaultLocale": "pl",
  "defaultMode": "dark",
  "instancesDB": "moonraker",
  "hostname": null,
  "port": null,
  "path": null
}""")

# --- Bambu Lab
la("""$ mosquitto_sub -h 192.168.1.88 -p 8883 --insecure -u bblp -P "$BAMBU_ACCESS_CODE" -t 'device/{0}/report' -C 1 | jq -c '.print | {gcode_state, mc_percent, layer_num}'
{"gcode_state":"RUNNING","mc_percent":37,"layer_num":112}""", bambu_serial())

la("""# Home Assistant diagnostics download (bambu_lab), redacted by HA
{
  "data": {
    "device_type": "P1S",
    "serial": "**REDACTED**",
    "host": "192.168.1.90",
    "access_code": "**REDACTED**",
    "auth_token": "**REDACTED**",
    "firmware": "01.07.00.00"
  }
}""")

la("""Bambu farm inventory (public info only)
| Bay | Model | Serial           | MAC               | FW          |
| 1   | X1C   | {0} | {1} | 01.08.02.00 |
| 2   | P1S   | {2} | {3} | 01.07.00.00 |
| 3   | A1    | {4} | {5} | 01.04.00.00 |""", bambu_serial(), mac(), bambu_serial(), mac(), bambu_serial(), mac())

la("""[Discord #farm-ops]
kuba: anyone got the new access code for P1S #4?
ola: it's on the printer screen under Settings > WLAN, read it from there, don't paste it here
kuba: ok, 8 digits, got it, Orca connected""")

la("""$ lftp -u "bblp,$BAMBU_CODE" -e 'set ftp:ssl-force true; ls /cache; bye' ftps://192.168.1.88:990
-rw-rw-rw- 1 root root  4518221 Dec 01 22:10 plate_1.gcode.3mf
$ md5sum plate_1.gcode.3mf
{0}  plate_1.gcode.3mf""", r(32, HEX))

la("""printer = Printer(os.environ["BAMBU_IP"], access_code=os.environ["BAMBU_ACCESS_CODE"], serial=os.environ["BAMBU_SERIAL"])
# access_code: 8 digits from the printer screen, e.g. "12345678" in the README example
printer.connect()""")

# --- Prusa
la("""$ curl --digest -u maker:$PRUSALINK_PASSWORD http://mk4-lab.local/api/v1/info
{"nozzle_diameter":0.40,"mmu":false,"serial":"{0}","hostname":"mk4-lab","min_extrusion_temp":170}""", "CZPX" + r(4, DIGITS) + "X" + r(3, DIGITS) + "XC" + r(5, DIGITS))

la("""# ~/.config/PrusaSlicer/physical_printer/MK4-Lab-Right.ini
authorization_type = key
host_type = prusalink
preset_name = Original Prusa MK4 Input Shaper 0.4 nozzle
print_host = http://10.0.0.42
printhost_apikey = 
printhost_cafile = """)

la("""PRUSA_CONNECT_URL=https://connect.prusa3d.com
PRUSA_CONNECT_PRINTER_UUID={0}
PRUSA_CONNECT_TOKEN=${{ secrets.PRUSA_CONNECT_TOKEN }}
PRUSA_CONNECT_TEAM_ID={1}""", uuid4(), r(5, DIGITS))

la("""$ prusa-link --version
PrusaLink 0.8.1
$ cat /etc/prusalink/prusalink.ini
[printer]
port = /dev/ttyAMA0
settings = ./prusa_printer_settings.ini
[http]
digest = True
; user and password are set from the wizard and stored hashed in users.json""")

# --- Duet / Repetier / slicer / farms
la("""; config.g
M550 P"Ratrig-VC3"
M551 P"reprap"   ; RRF default, means no password; real one is set in config-override.g (not in git)
M552 S1
M586 P0 S1""")

la("""M587 S"Makerspace-Workshop" P"********"
; M587 with no parameters lists saved networks:
M587
Remembered networks:
Makerspace-Workshop IP=0.0.0.0 GW=0.0.0.0 NM=0.0.0.0""")

la("""$ curl -s "http://farm-pi:3344/printer/api/prusa_mk3s_2?a=listPrinter&apikey=$REPETIER_KEY" | jq '.[0] | {name, slug, jobid}'
{
  "name": "Prusa MK3S #2",
  "slug": "prusa_mk3s_2",
  "jobid": {0}
}""", r(4, DIGITS))

la("""{
    "from": "User",
    "inherits": "Voron 2.4 350 0.4 nozzle",
    "name": "Voron 2.4 350 - workshop",
    "host_type": "octoprint",
    "print_host": "http://voron350.lan",
    "printhost_apikey": "",
    "setting_id": "{0}",
    "version": "2.2.0.4"
}""", "GM" + r(3, DIGITS) + "_" + r(2, DIGITS))

la("""# cura.cfg
[octoprint]
manual_instances = {"Ender3-S1": {"address": "192.168.0.33", "port": 80, "path": "/"}}
keys_cache = 
# keys_cache is filled after pairing via "Request" in Connect OctoPrint; cleared by Cura on logout""")

la("""# OctoFarm .env
MONGO=mongodb://octofarm:${MONGO_PASSWORD}@127.0.0.1:27017/octofarm?authSource=admin
OCTOFARM_PORT=4000
SUPER_SECRET_KEY=   # generated on first boot if empty""")

la("""fdm-monster  | [2026-12-03T07:12:44.100Z] INFO  Settings loaded
fdm-monster  | [2026-12-03T07:12:44.101Z] DEBUG jwt config {"jwtSecret":"<hidden>","jwtExpiresIn":3600}
fdm-monster  | [2026-12-03T07:12:44.330Z] INFO  Printer {0} connected (id {1})""", "MK3S-07", uuid4())

la("""POST /12345/printers/actions/Pause?pid=88120 HTTP/1.1
Host: api.simplyprint.io
X-API-KEY: {{simplyprint_api_key}}
X-Request-Id: {0}

HTTP/1.1 200 OK
{"status":true,"message":null}""", uuid4())

la("""func verify(r *http.Request, body []byte) bool {
	mac := hmac.New(sha256.New, []byte(os.Getenv("FARM_WEBHOOK_SECRET")))
	mac.Write(body)
	// e.g. X-Farm-Signature: {0}
	return hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(r.Header.Get("X-Farm-Signature")))
}""", r(64, HEX))

la("""gcode metadata (from the slicer header):
; generated by OrcaSlicer 2.2.0 on 2026-12-01 at 22:04:11 UTC
; model printing time: 3h 12m 41s
; filament used [g] = 48.21
; thumbnail_QOI begin 48x48 1932
; checksum crc32 = {0}
; file sha256 = {1}""", r(8, UPPER_HEX), r(64, HEX))

# --- CNC and laser
la("""name: "Onefinity-Shop"
board: "6 Pack"
WiFi:
  mode: STA>AP
  sta_ssid: "Makerspace-Workshop"
  sta_password: ""   # set with $Sta/Password=... over serial; FluidNC never prints it back
  ap_ssid: "FluidNC"
  hostname: "cnc1" """)

la("""$ sudo mount -t cifs //laser-pc.maker.lan/LightBurnJobs /mnt/laserjobs -o credentials=/root/.smb-laser,vers=3.0,uid=1000
$ sudo stat -c '%a %U %n' /root/.smb-laser
600 root /root/.smb-laser""")

la("""[LINUXCNCRSH]
# linuxcncrsh defaults: --connectpw EMC --enablepw EMCTOO (documented, change in production)
CONNECTPW = ${LINUXCNC_CONNECTPW}
ENABLEPW = ${LINUXCNC_ENABLEPW}
PORT = 5007""")

la("""The CNC Pi is at 192.168.4.20. ssh as `cnc` with your own key (add it via the
members portal > SSH keys); password login is disabled. Host key:
ED25519 SHA256:{0}""", b64(32).rstrip("="))

la("""$ grbl-sender --port /dev/ttyUSB0 --query '$$' | head -6
$0=10
$1=25
$2=0
$3=6
$10=1
$11=0.010
[VER:1.1h.20190825:]  [OPT:V,15,128]""")

la("""LightBurn license activation log
2026-12-01 19:22:04 Activated on machine id {0}
2026-12-01 19:22:04 License: LightBurn Pro (key ending ...{1}), seats 2 of 3
2026-12-01 19:22:05 Device "Ruida 80W" at 10.66.0.40:50200""", r(16, UPPER_HEX), r(4, UPPER_NUM))

# --- makerspace
la("""$ http GET https://fabman.io/api/v1/members?limit=5 "Authorization: Bearer $FABMAN_TOKEN"
HTTP/1.1 200 OK
X-Total-Count: 412

[{"id": 88213, "memberNumber": "M-0412", "state": "active", "keyCard": {"type": "em4102", "token": "{0}"}}]
# keyCard.token is the card UID printed on the fob, not a credential""", r(10, UPPER_HEX))

la("""API_KEY = os.environ["WA_API_KEY"]  # Wild Apricot admin > Settings > Authorized applications
ACCOUNT_ID = {0}
# contact ids are public within the org, e.g. 71239845""", r(6, DIGITS))

la("""# .env.example for the door-sync worker
NEXUDUS_BASE=https://spaces.nexudus.com/api
NEXUDUS_USER=doors@hackspace.example
NEXUDUS_PASSWORD=changeme
DOOR_CONTROLLER_URL=http://10.66.0.5""")

la("""# esphome/front-door.yaml
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
api:
  encryption:
    key: !secret api_encryption_key
ota:
  - platform: esphome
    password: !secret ota_password
wiegand:
  - id: reader
    d0: GPIO4
    d1: GPIO5""")

la("""door.log
2026-12-04 18:02:11 GRANTED  card={0} member=M-0412 door=front
2026-12-04 18:05:37 DENIED   card={1} reason=expired door=laser-room
2026-12-04 18:06:02 GRANTED  card={2} member=M-0087 door=laser-room""", r(8, UPPER_HEX), r(8, UPPER_HEX), r(8, UPPER_HEX))

la("""> curl -X POST https://api.kisi.io/locks/58123/unlock -H "Authorization: KISI-LOGIN $KISI_KEY" -d '{}'
{"message":"Unlocked!"}
> curl https://api.kisi.io/locks/58123 -H "Authorization: KISI-LOGIN $KISI_KEY" | jq .place_id
{0}""", r(5, DIGITS))

la("""unifi_access:
  host: https://10.0.10.2:12445
  verify_ssl: false
  api_token: !env_var UNIFI_ACCESS_TOKEN
  doors:
    - id: {0}
      name: Workshop Rear""", uuid4())

la("""mysql> SELECT username, role, last_login, pw_hash FROM admins WHERE role='svc';
+----------+------+---------------------+--------------------------------------------------------------+
| username | role | last_login          | pw_hash                                                      |
+----------+------+---------------------+--------------------------------------------------------------+
| doorbot  | svc  | 2026-12-04 18:02:11 | $2b$12$Q1wvM0E3dZ8uZp1xH6u4VeO6W4bF0GJk2yq3a9o7QeVv1m5rK8nXq |
+----------+------+---------------------+--------------------------------------------------------------+""")

la("""{
  "discordToken": "${DISCORD_BOT_TOKEN}",
  "guildId": "{0}",
  "applicationId": "{1}",
  "publicKey": "{2}",
  "signoffChannel": "laser-signoffs"
}""", r(18, DIGITS), r(18, DIGITS), r(64, HEX))

la("""## Runbook: deschiderea atelierului
1. Codul cutiei cu cifru îl primești pe SMS de la coordonatorul de tură, nu e scris aici.
2. Parola Wi-Fi pentru „Atelier-Maker” e în managerul de parole (colecția Atelier).
3. Dacă imprimanta cere cod de acces, îl citești de pe ecranul ei; nu îl copia în chat.
4. Numărul de inventar al imprimantei: INV-{0}.""", r(5, DIGITS))

la("""[企业微信] 李娜 10:42
创客空间后门的密码今天换了，新密码已经发到各位的私信里，请不要转发到群里。
旧密码今晚失效。门禁控制器序列号：{0}，固件版本 v3.2.1。
[企业微信] 王强 10:44
收到""", r(12, UPPER_NUM))

# --- model repositories
la("""GET https://api.thingiverse.com/things/{0}?access_token={{THINGIVERSE_TOKEN}} HTTP/1.1

HTTP/1.1 200 OK
{"id": {0}, "name": "Filament swatch v2", "creator": {"name": "hackspace_wro"}, "like_count": 213}""", r(7, DIGITS))

la("""const res = await fetch("https://api.printables.com/graphql/", {
  method: "POST",
  headers: { "content-type": "application/json", authorization: `Bearer ${process.env.PRINTABLES_TOKEN}` },
  body: JSON.stringify({ query: "{ print(id: \\"{0}\\") { name downloadCount } }" }),
});""", r(6, DIGITS))

la("""[myminifactory]
client_id = hackspace-catalog
client_secret = %(MMF_CLIENT_SECRET)s
redirect_uri = https://catalog.hackspace.example/oauth/callback""")

la("""$ aws configure list --profile stl-mirror
      Name                    Value             Type    Location
   profile               stl-mirror           manual    --profile
access_key     ****************{0}   shared-credentials-file
secret_key     ****************{1}   shared-credentials-file
    region             eu-central-1      config-file    ~/.aws/config""", r(4, UPPER_NUM), r(4, ALNUM))

la("""$ sha256sum models/*.stl
{0}  models/cable_chain_link.stl
{1}  models/spool_holder_v3.stl
{2}  models/benchy.stl""", r(64, HEX), r(64, HEX), r(64, HEX))

# --- OCR / document capture
la("""$ mindee --api-key "$MINDEE_API_KEY" invoice parse ./scans/2026-11/INV-33872.pdf
---- Invoice ----
Document id: {0}
Invoice Number: FV/11/2026/0872""", uuid4())

la("""client = Client(
    client_id=os.environ["VERYFI_CLIENT_ID"],
    client_secret=os.environ["VERYFI_CLIENT_SECRET"],
    username=os.environ["VERYFI_USERNAME"],
    api_key=os.environ["VERYFI_API_KEY"],
)
# last processed document id: {0}""", r(9, DIGITS))

la("""const modelID = "{0}" // public model id, shown in the Nanonets URL bar

func key() string { return os.Getenv("NANONETS_API_KEY") }""", uuid4())

la("""[abbyy]
service_url = "https://cloud-eu.ocrsdk.com"
application_id = "scan-archive-ocr"
password = "${ABBYY_APP_PASSWORD}"
# task id of the last run: {0}""", uuid4())

la("""$ az cognitiveservices account keys regenerate -g rg-scanning -n di-scan-weu --key-name key2 -o none
$ az keyvault secret set --vault-name kv-scanning --name di-key --file <(az cognitiveservices account keys list -g rg-scanning -n di-scan-weu --query key2 -o tsv) -o none
# key2 rotated and stored; key1 stays until all workers restart""")

la("""2026-12-04 06:00:02,118 INFO  rossum_export: login ok, token=[MASKED]
2026-12-04 06:00:02,560 INFO  rossum_export: queue 412883 has 17 exported annotations
2026-12-04 06:00:03,004 WARN  rossum_export: annotation {0} missing field 'vat_rate'""", r(7, DIGITS))

la("""{
  "type": "service_account",
  "project_id": "scan-pipeline-prod",
  "private_key_id": "{0}",
  "client_email": "docai-runner@scan-pipeline-prod.iam.gserviceaccount.com",
  "client_id": "{1}"
}""", r(40, HEX), r(21, DIGITS))

la("""PAPERLESS_URL=https://docs.home.example
PAPERLESS_SECRET_KEY=change-me
PAPERLESS_OCR_LANGUAGES=pol ron chi-sim
PAPERLESS_ADMIN_PASSWORD=<set on first run>
PAPERLESS_CONSUMER_POLLING=30""")

la("""$ curl -s -H "Authorization: Token $PAPERLESS_TOKEN" "https://docs.home.example/api/documents/{0}/" | jq '{id, checksum, archive_serial_number}'
{
  "id": {0},
  "checksum": "{1}",
  "archive_serial_number": {2}
}""", r(4, DIGITS), r(32, HEX), r(5, DIGITS))

# --- support / tickets
la("""[czat wsparcia, Printfarm Kraków]
Klient: drukarka nr 6 nie przyjmuje zadań z kolejki
Konsultant: proszę nie wysyłać klucza API na czacie. Wystarczy numer seryjny drukarki i ID zadania.
Klient: seria {0}, zadanie {1}
Konsultant: dziękuję, problem był po stronie kolejki""", r(10, UPPER_NUM), r(6, DIGITS))

la("""Tichet #48813 — Imprimanta nu scanează în folderul partajat
Bună ziua, după schimbarea parolei contului de domeniu FIRMA\\scanare scanarea nu mai merge.
Parola nouă am trimis-o separat prin managerul de parole (link valabil 24 h).
Număr de serie bizhub: {0}""", r(11, UPPER_NUM))

la("""# helpdesk/.env.example
APP_URL=https://help.printfarm.example
DB_PASSWORD=
FREESCOUT_API_KEY=
MAIL_FETCH_SCHEDULE=*/5""")

la("""运维笔记（打印农场客服）：
Intercom 的 access token 已经放进 Vault：secret/data/support/intercom，字段 token。
轮换步骤：在 Intercom 开发者中心重新生成 → 更新 Vault → 重启 sync-worker。
当前 workspace id：{0}""", r(8, LOWER_NUM))

la("""{"type": "tool_use", "name": "bash", "input": {"command": "curl -s -X POST 'http://voron.lan:7125/printer/gcode/script?script=G28' -H \\"X-Api-Key: $MOONRAKER_API_KEY\\""}}
{"type": "tool_result", "content": "{\\"result\\": \\"ok\\"}"}""")

la("""{"tool": "shell", "arguments": {"cmd": "curl -X PUT -H 'X-Api-Key: '\\"$PRUSALINK_KEY\\" --data-binary @bracket_v2.bgcode http://mini-lab.local/api/v1/files/usb/bracket_v2.bgcode"}, "result": "HTTP 201 Created", "etag": "\\"{0}\\""}""", r(16, HEX))

la("""printhub.errors.PrintAuthError: IPP auth failed for user=printhub password=<redacted>
  (hint: check CUPS_PASSWORD in the printhub secret, last rotated 2026-11-28 by ticket PRN-{0})""", r(4, DIGITS))

la("""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: printhub-credentials
  namespace: printing
spec:
  refreshInterval: 1h
  secretStoreRef: { name: vault-backend, kind: ClusterSecretStore }
  data:
    - secretKey: papercut-token
      remoteRef: { key: kv/printing/papercut, property: auth_token }
    - secretKey: cups-password
      remoteRef: { key: kv/printing/cups, property: password }""")

la("""; printer-app.conf for the IPP Everywhere proxy
[oauth]
authorization_server = https://login.corp.example/realms/print
client_id = ipp-proxy-floor4
client_secret_file = /run/secrets/ipp_proxy_client_secret
[printer]
uri = ipp://10.4.0.50/ipp/print
printer-uuid = urn:uuid:{0}""", uuid4())


assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
