r"""Held-out batch 38: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the
Theme paragraphs of the earlier batches (a grep for lines starting with Theme and the
twelve lines after each), so as not to repeat their texts; (4) the kind names earlier
batches pass to add and add_split (a grep for their first argument). The filter's rules,
code, docs, tests, benches and results were not read, and the filter was never run.

Theme: self-hosting, the home lab, IoT and embedded work, as a coding agent's session
holds them: files it read, commands it ran, tool output, logs and chat. Home Assistant
(secrets.yaml, configuration.yaml with inline values beside !secret references,
long-lived access tokens in curl calls and rest commands, backup encryption keys, the ha
CLI, Z-Wave JS security keys), ESPHome and Tasmota (wifi and fallback AP passwords, API
encryption keys, OTA and web server passwords, Backlog commands, cm URLs,
user_config_override.h), Arduino and PlatformIO (defines, build flags, espota auth flags),
Raspberry Pi setup (wpa_supplicant psk in plain and as 64 hex, openssl passwd commands,
cloud-init user-data, Imager settings, firstrun scripts), MQTT (mosquitto_pub and
mosquitto_sub flags, mosquitto_passwd -b, Zigbee2MQTT network keys and frontend tokens,
Node-RED credentialSecret, deCONZ keys), NAS and media servers (Synology synouser and
auth.cgi, TrueNAS API keys and midclt, Plex tokens in URLs, Jellyfin and Emby keys,
Sonarr, Radarr, Prowlarr and SABnzbd keys, qBittorrent temporary passwords,
Transmission rpc passwords, Overseerr keys), Nextcloud (config.php, occ, app passwords),
Proxmox (pveum token output, Terraform provider secrets, PBS passwords, ipmitool),
Pi-hole, AdGuard Home, WireGuard private and preshared keys, wg-easy, Tailscale and
Headscale keys, DuckDNS and Cloudflare tunnel tokens, Caddy, Traefik and Nginx Proxy
Manager, Authelia, Vaultwarden admin tokens, Portainer keys, Watchtower shoutrrr URLs,
cameras (RTSP and RTSPS URLs, ONVIF in Python, Hikvision ISAPI, Reolink login JSON,
go2rtc), routers (FRITZ!Box fritzconnection, OpenWrt uci), 3D printers (OctoPrint and
Moonraker keys, Bambu access codes over MQTT, PrusaLink, Obico), cloud bridges and energy
(Tuya local keys with tinytuya, Hue usernames and client keys, Govee, SmartThings,
Tibber, SolarEdge, Enphase, Victron), NUT upsd.users and upsmon.conf, restic, rclone
obscured passwords and Samba credentials. All new kinds live under the "homelab/"
prefix. Secrets are random strings from the seeded helpers and human-chosen passwords
(words, digits, symbols, leetspeak, phrases) from the same seed. Look-alikes are the same
contexts without a secret: MAC addresses, device and entity ids, Zigbee IEEE addresses,
PAN ids and channels, firmware versions and checksums, WireGuard and SSH public keys and
fingerprints, Syncthing device ids, serial numbers, image digests, masked values, !secret
references, placeholders and env references, encrypted vault blobs, documented defaults
that must be changed, and prose about passwords. Prose and comments are mostly English,
with some German and Dutch.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(38_2026_12_07)
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
    "otter", "lantern", "walrus", "cactus", "pelican", "hedgehog", "waffle", "compass",
    "thunder", "marmalade", "basement", "raspberry", "toaster", "penguin", "biscuit",
    "falcon", "juniper", "garage", "pickle", "nebula", "zonnebloem", "fietsbel",
    "kaasschaaf", "drop", "molen", "tulp", "gartenzwerg", "schneeflocke", "kuckuck",
    "brezel", "wolke", "maulwurf", "dachboden", "anchor", "rocket", "meadow", "copper",
]
SYMS = "!#$%&*?@+"
TUYA_ALPHA = ALNUM + "!#$%&()*+,-.:;<=>?@[]^_|~"


def _leet(w: str) -> str:
    table = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"}
    return "".join(table.get(c, c) if _rng.random() < 0.6 else c for c in w)


def human() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak."""
    style = _rng.randrange(5)
    w1, w2 = _rng.choice(WORDS), _rng.choice(WORDS)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + r(2, DIGITS) + _rng.choice(SYMS)
    if style == 1:
        return _leet(w1).capitalize() + _rng.choice(SYMS) + str(_rng.randrange(1985, 2025))
    if style == 2:
        return w1 + "-" + w2 + "-" + _rng.choice(WORDS) + "-" + r(2, DIGITS)
    if style == 3:
        return w1 + r(3, DIGITS) + _rng.choice(SYMS) + w2.capitalize()
    return _leet(w1 + w2) + r(1, DIGITS) + _rng.choice(SYMS)


def phrase(n: int = 4, sep: str = " ") -> str:
    return sep.join(_rng.choice(WORDS) for _ in range(n))


def mac(sep: str = ":") -> str:
    return sep.join(r(2, UPPER_HEX) for _ in range(6))


def ieee() -> str:
    return "0x" + r(16, HEX)


def ip(last: int | None = None) -> str:
    return "192.168." + str(_rng.choice([0, 1, 2, 10, 178])) + "." + str(last or _rng.randrange(2, 250))


def digest() -> str:
    return "sha256:" + r(64, HEX)


def zkey() -> str:
    return ", ".join(str(_rng.randrange(256)) for _ in range(16))


def tailscale_key() -> str:
    return "tskey-auth-k" + r(10, ALNUM) + "CNTRL-" + r(32, ALNUM)


def wgkey() -> str:
    return b64(32)


def ha_token() -> str:
    t = 1733000000 + _rng.randrange(5_000_000)
    return jwt({"iss": r(32, HEX), "iat": t, "exp": t + 315360000})


# ============================================================ secrets: Home Assistant
add("homelab/hass-secrets-yaml", """# /config/secrets.yaml
# Use this file to store secrets like usernames and passwords.
home_latitude: 52.3731
home_longitude: 4.8922
elevation: 3
mqtt_broker: 192.168.1.20
mqtt_password: {0}
influx_bucket: homeassistant
""", human())

add("homelab/hass-llat-curl", """$ curl -s -X POST \\
    -H "Authorization: Bearer {0}" \\
    -H "Content-Type: application/json" \\
    -d '{"entity_id": "light.woonkamer_plafond"}' \\
    http://homeassistant.local:8123/api/services/light/toggle
[{"entity_id":"light.woonkamer_plafond","state":"on","attributes":{"brightness":255}}]
""", ha_token())

add("homelab/hass-rest-command-inline", """rest_command:
  open_garage:
    url: "http://192.168.1.61/relay/0?turn=on"
    method: POST
    username: admin
    password: "{0}"
    timeout: 5
""", human())

add("homelab/hass-smtp-notify", """notify:
  - name: mail_bram
    platform: smtp
    server: smtp.ziggo.nl
    port: 587
    encryption: starttls
    sender: huis@familie-dekker.nl
    username: huis@familie-dekker.nl
    password: {0}
    recipient:
      - bram@familie-dekker.nl
""", pw())

add("homelab/hass-backup-encryption-key", """Home Assistant -> Settings -> System -> Backups -> Configure
  Automatic backups: daily, keep 7
  Locations: Home Assistant Cloud, NAS (smb://nas.local/backups)
  Backup encryption key: {0}
  (Download emergency kit)
""", "-".join(r(4, UPPER_NUM) for _ in range(7)))

add("homelab/hass-ha-cli-auth-reset", """➜  ~ ha authentication reset --username bram --password '{0}'
Command completed successfully.
➜  ~ ha core restart
""", human())

add("homelab/zwave-js-s2-key", """# zwave-js-ui settings.json (excerpt)
"zwave": {
  "port": "/dev/serial/by-id/usb-Zooz_800_Z-Wave_Stick_533D004242-if00",
  "securityKeys": {
    "S2_Unauthenticated": "{0}",
    "S2_Authenticated": "",
    "S2_AccessControl": "",
    "S0_Legacy": ""
  },
  "logLevel": "info"
}
""", r(32, UPPER_HEX))

add("homelab/hass-influxdb-token", """influxdb:
  api_version: 2
  ssl: false
  host: 192.168.1.20
  port: 8086
  token: {0}
  organization: thuis
  bucket: homeassistant
  tags:
    source: HA
""", b64url(64) + "==")

add("homelab/hass-prose-token-handover", """User: ok the node-red HA server node keeps saying 401. Here is the long-lived token I made for it, paste it into the server config: {0}
Assistant: I'll update the server node; afterwards you should revoke any older tokens you created for Node-RED under Profile → Security.
""", ha_token())

add("homelab/hass-tibber-token-inline", """# configuration.yaml
sensor:
  - platform: rest
    name: tibber_price
    resource: https://api.tibber.com/v1-beta/gql
    method: POST
    headers:
      Authorization: "Bearer {0}"
      Content-Type: application/json
    payload: '{"query": "{viewer{homes{currentSubscription{priceInfo{current{total}}}}}}"}'
    value_template: "{{ value_json.data.viewer.homes[0].currentSubscription.priceInfo.current.total }}"
    scan_interval: 900
""", r(43, URLSAFE))

# ============================================================ secrets: ESPHome, Tasmota
add("homelab/esphome-api-encryption-key", """substitutions:
  name: keuken-sensor

esphome:
  name: ${name}

esp32:
  board: esp32dev

api:
  encryption:
    key: "{0}"

ota:
  - platform: esphome
    password: !secret ota_password
""", b64(32))

add("homelab/esphome-wifi-inline-fallback", """wifi:
  ssid: "Dekker_IoT"
  password: !secret wifi_password
  ap:
    ssid: "Keuken-Sensor Fallback"
    password: "{0}"

captive_portal:
""", r(12, ALNUM))

add("homelab/esphome-web-server-auth", """web_server:
  port: 80
  version: 3
  auth:
    username: admin
    password: {0}
""", human())

add("homelab/tasmota-backlog-console", """12:41:07.331 CMD: Backlog SSId1 Dekker_IoT; Password1 {0}; MqttHost 192.168.1.20; MqttUser tasmota; Topic wasmachine
12:41:07.340 RSL: RESULT = {"SSId1":"Dekker_IoT"}
12:41:07.352 RSL: RESULT = {"Password1":"****"}
12:41:07.360 RSL: RESULT = {"MqttHost":"192.168.1.20"}
""", human())

add("homelab/tasmota-cm-url-password", """$ for plug in 31 32 33; do curl -s "http://192.168.1.$plug/cm?user=admin&password={0}&cmnd=Status%208" | jq .StatusSNS.ENERGY.Power; done
14
0
73
""", pw())

# ============================================================ secrets: Arduino, PlatformIO
add("homelab/arduino-wifi-define", """#include <WiFi.h>
#include <PubSubClient.h>

#define WIFI_SSID "Zolder-2G"
#define WIFI_PASS "{0}"
#define MQTT_SERVER "192.168.1.20"

WiFiClient espClient;
PubSubClient client(espClient);

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) { delay(500); Serial.print("."); }
}
""", human())

add("homelab/platformio-build-flags", """[env:d1_mini]
platform = espressif8266
board = d1_mini
framework = arduino
monitor_speed = 115200
build_flags =
  -D WIFI_SSID='"Dekker_IoT"'
  -D WIFI_PASSWORD='"{0}"'
  -D MQTT_HOST='"192.168.1.20"'
lib_deps = knolleary/PubSubClient@^2.8
""", human())

add("homelab/platformio-espota-auth", """[env:badkamer_ota]
extends = env:d1_mini
upload_protocol = espota
upload_port = 192.168.1.74
upload_flags =
  --port=8266
  --auth={0}
""", r(16, LOWER_NUM))

add("homelab/pio-run-verbose", """$ pio run -e esp32c3 -v 2>&1 | grep -m1 xtensa
riscv32-esp-elf-g++ -o .pio/build/esp32c3/src/main.cpp.o -c -std=gnu++2b -Os -DPLATFORMIO=60115 -DARDUINO_ESP32C3_DEV -DWIFI_SSID="Zolder-2G" -DWIFI_PASS="{0}" -DCORE_DEBUG_LEVEL=0 src/main.cpp
""", r(10, ALNUM) + r(2, DIGITS))

# ============================================================ secrets: Raspberry Pi
add("homelab/wpa-supplicant-psk-plain", """pi@octopi:~ $ sudo cat /etc/wpa_supplicant/wpa_supplicant.conf
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NL

network={
	ssid="Dekker_Werkplaats"
	psk="{0}"
	key_mgmt=WPA-PSK
}
""", human())

add("homelab/wpa-passphrase-hex", """$ wpa_passphrase "Zolder-2G"
# reading passphrase from stdin
********
network={
	ssid="Zolder-2G"
	#psk="..."
	psk={0}
}
""", r(64, HEX))

add("homelab/openssl-passwd-userconf", """# headless setup of the pi for the garage
$ echo 'pi:'$(echo '{0}' | openssl passwd -6 -stdin) > /media/bram/bootfs/userconf.txt
$ touch /media/bram/bootfs/ssh
$ sync && umount /media/bram/bootfs
""", human())

add("homelab/cloud-init-chpasswd", """#cloud-config
hostname: pi-frigate
manage_etc_hosts: true
users:
  - name: bram
    groups: [adm, sudo, video]
    shell: /bin/bash
    lock_passwd: false
    ssh_authorized_keys:
      - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG""" + r(43, ALNUM) + """ bram@laptop
chpasswd:
  expire: false
  list: |
    bram:{0}
timezone: Europe/Amsterdam
""", human())

add("homelab/rpi-imager-custom-set-wlan", """#!/bin/bash
# firstrun.sh written by Raspberry Pi Imager
set +e
CURRENT_HOSTNAME=`cat /etc/hostname | tr -d " \\t\\n\\r"`
if [ -f /usr/lib/raspberrypi-sys-mods/imager_custom ]; then
   /usr/lib/raspberrypi-sys-mods/imager_custom set_hostname pi-zigbee
   /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan 'Dekker_IoT' '{0}' 'NL'
fi
""", r(64, HEX))

# ============================================================ secrets: MQTT, Zigbee, Node-RED
add("homelab/mosquitto-pub-flag", """$ mosquitto_pub -h 192.168.1.20 -u homeassistant -P '{0}' -t 'zigbee2mqtt/bridge/request/permit_join' -m '{"value": true, "time": 254}'
$ mosquitto_sub -h 192.168.1.20 -u homeassistant -P '{0}' -t 'zigbee2mqtt/bridge/response/#' -C 1
{"data":{"time":254,"value":true},"status":"ok"}
""", human())

add("homelab/mosquitto-passwd-batch", """$ docker exec -it mosquitto mosquitto_passwd -b /mosquitto/config/passwd zigbee2mqtt {0}
$ docker restart mosquitto
mosquitto
""", pw())

add("homelab/z2m-network-key", """# zigbee2mqtt/data/configuration.yaml
homeassistant:
  enabled: true
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://192.168.1.20:1883
  user: zigbee2mqtt
  password: '!secret.yaml password'
serial:
  port: /dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_V2_20231101121212-if00-port0
  adapter: ember
advanced:
  channel: 20
  pan_id: 17342
  ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]
  network_key: [{0}]
frontend:
  enabled: true
""", zkey())

add("homelab/z2m-frontend-auth-token", """frontend:
  enabled: true
  port: 8080
  host: 0.0.0.0
  auth_token: {0}
  url: https://z2m.thuis.dekker.nl
""", r(24, ALNUM))

add("homelab/nodered-credential-secret", """// /data/settings.js
module.exports = {
    flowFile: 'flows.json',
    credentialSecret: "{0}",
    uiPort: process.env.PORT || 1880,
    diagnostics: { enabled: true, ui: true },
    editorTheme: { projects: { enabled: false } },
}
""", r(32, HEX))

add("homelab/deconz-api-key", """$ curl -s http://192.168.1.21:8090/api/{0}/sensors | jq 'to_entries[] | {id: .key, name: .value.name, state: .value.state}' | head -12
{
  "id": "5",
  "name": "Deur voordeur",
  "state": {
    "open": false
  }
}
""", r(10, UPPER_HEX))

add("homelab/mosquitto-sub-bambu", """$ mosquitto_sub -h 192.168.1.88 -p 8883 --insecure -u bblp -P {0} -t "device/01P00A3C1200457/report" -C 1 | jq .print.mc_percent
37
""", r(8, DIGITS))

# ============================================================ secrets: NAS and media
add("homelab/plex-token-url", """Found it in the network tab, the library refresh call is:
GET http://192.168.1.30:32400/library/sections/2/refresh?X-Plex-Token={0}
so I'll put that in the Sonarr Connect -> Plex settings.
""", r(20, URLSAFE))

add("homelab/jellyfin-api-key-query", """[2025-11-14 21:03:11.902 +01:00] [INF] [41] Jellyfin.Api.Helpers.MediaInfoHelper: User policy for "woonkamer-tv"
$ curl "http://jellyfin.thuis.lan:8096/Items?api_key={0}&IncludeItemTypes=Movie&Recursive=true&Limit=1" | jq .TotalRecordCount
842
""", r(32, HEX))

add("homelab/emby-token-header", """GET /emby/Sessions HTTP/1.1
Host: 192.168.1.30:8096
X-Emby-Token: {0}
Accept: application/json
User-Agent: curl/8.5.0
""", r(32, HEX))

add("homelab/sonarr-config-xml", """$ cat /opt/appdata/sonarr/config.xml
<Config>
  <BindAddress>*</BindAddress>
  <Port>8989</Port>
  <SslPort>9898</SslPort>
  <EnableSsl>False</EnableSsl>
  <LaunchBrowser>True</LaunchBrowser>
  <ApiKey>{0}</ApiKey>
  <AuthenticationMethod>Forms</AuthenticationMethod>
  <AuthenticationRequired>DisabledForLocalAddresses</AuthenticationRequired>
  <Branch>main</Branch>
  <LogLevel>info</LogLevel>
  <UrlBase></UrlBase>
  <InstanceName>Sonarr</InstanceName>
</Config>
""", r(32, HEX))

add("homelab/sabnzbd-server-password", """[servers]
[[news.eweka.nl]]
name = news.eweka.nl
displayname = Eweka
host = news.eweka.nl
port = 563
timeout = 60
username = dekkerb
password = {0}
connections = 20
ssl = 1
ssl_verify = 2
enable = 1
""", pw())

add("homelab/qbittorrent-temp-password-log", """$ docker logs qbittorrent 2>&1 | tail -6
Connection to localhost (127.0.0.1) 8080 port [tcp/http-alt] succeeded!
******** Information ********
To control qBittorrent, access the WebUI at: http://localhost:8080
The WebUI administrator username is: admin
The WebUI administrator password was not set. A temporary password is provided for this session: {0}
You should set your own password in program preferences.
""", r(9, ALNUM))

add("homelab/transmission-remote-auth", """$ transmission-remote 192.168.1.30:9091 -n 'bram:{0}' -l | tail -3
  14   100%    3.12 GB  Done         0.0     0.0    1.8  Idle         debian-13.2.0-amd64-DVD-1.iso
  15    42%  910.4 MB  11 min       0.0  2311.0    0.0  Downloading  ubuntu-24.04.3-desktop-amd64.iso
Sum:           4.03 GB               0.0  2311.0
""", human())

add("homelab/overseerr-api-key", """jellyseerr settings.json
  "main": {
    "apiKey": "{0}",
    "applicationTitle": "Jellyseerr",
    "applicationUrl": "https://verzoekjes.dekker.nl",
    "defaultPermissions": 32
  },
""", b64(50).rstrip("="))

add("homelab/synology-synouser-setpw", """root@DS920:~# synouser --setpw admin '{0}'
root@DS920:~# synouser --get admin | grep -i expired
Expired        : [false]
""", human())

add("homelab/synology-auth-cgi-passwd", """http://192.168.1.10:5000/webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login&account=hassio&passwd={0}&session=FileStation&format=sid
-> {"data":{"did":"","is_portal_port":false,"sid":"redacted-by-me"},"success":true}
""", pw())

add("homelab/truenas-api-key", """$ export TRUENAS_HOST=truenas.thuis.lan
$ curl -sk -H "Authorization: Bearer {0}" https://$TRUENAS_HOST/api/v2.0/pool | jq '.[].name'
"tank"
"apps"
""", "1-" + r(64, ALNUM))

# ============================================================ secrets: Nextcloud
add("homelab/nextcloud-config-php-dbpassword", """<?php
$CONFIG = array (
  'htaccess.RewriteBase' => '/',
  'memcache.local' => '\\OC\\Memcache\\APCu',
  'apps_paths' => array ( 0 => array ( 'path' => '/var/www/html/apps', 'url' => '/apps', 'writable' => false ) ),
  'instanceid' => 'oc7kq2m4x9ab',
  'trusted_domains' => array ( 0 => 'cloud.dekker.nl' ),
  'datadirectory' => '/var/www/html/data',
  'dbtype' => 'mysql',
  'version' => '30.0.2.2',
  'dbname' => 'nextcloud',
  'dbhost' => 'db',
  'dbuser' => 'nextcloud',
  'dbpassword' => '{0}',
  'installed' => true,
);
""", pw())

add_split("homelab/nextcloud-config-php-secret", """  'passwordsalt' => '{1}',
  'secret' => '{0}',
  'overwrite.cli.url' => 'https://cloud.dekker.nl',
""", r(48, ALNUM + "+/"), r(30, ALNUM))

add("homelab/nextcloud-app-password-davx5", """DAVx5 account setup for Anouk's phone:
  Base URL: https://cloud.dekker.nl/remote.php/dav
  Username: anouk
  App password: {0}
(generated under Settings → Security → Devices & sessions, name "Pixel 8 DAVx5")
""", "-".join(r(5, ALNUM) for _ in range(5)))

add("homelab/nextcloud-occ-oc-pass", """$ docker exec -u www-data -e OC_PASS='{0}' nextcloud php occ user:add --password-from-env --display-name="Oma" --group="familie" oma
The account "oma" was created successfully
Account "oma" added to group "familie"
""", human())

# ============================================================ secrets: Proxmox and servers
add("homelab/pveum-token-add-output", """root@pve:~# pveum user token add root@pam terraform --privsep 0
┌──────────────┬──────────────────────────────────────┐
│ key          │ value                                │
╞══════════════╪══════════════════════════════════════╡
│ full-tokenid │ root@pam!terraform                   │
├──────────────┼──────────────────────────────────────┤
│ info         │ {"privsep":"0"}                      │
├──────────────┼──────────────────────────────────────┤
│ value        │ {0} │
└──────────────┴──────────────────────────────────────┘
""", uuid4())

add("homelab/proxmox-tf-provider-token-secret", """provider "proxmox" {
  pm_api_url          = "https://pve.thuis.lan:8006/api2/json"
  pm_api_token_id     = "terraform@pve!tf"
  pm_api_token_secret = "{0}"
  pm_tls_insecure     = true
}
""", uuid4())

add("homelab/pbs-password-env", """# /root/backup-home.sh
export PBS_REPOSITORY='backup@pbs@192.168.1.6:store1'
export PBS_PASSWORD='{0}'
export PBS_FINGERPRINT='{1}'
proxmox-backup-client backup home.pxar:/home --ns laptops
""", human(), ":".join(r(2, HEX) for _ in range(32)))

add("homelab/ipmitool-password", """$ ipmitool -I lanplus -H 192.168.1.4 -U ADMIN -P {0} chassis power status
Chassis Power is off
$ ipmitool -I lanplus -H 192.168.1.4 -U ADMIN -P {0} chassis power on
Chassis Power Control: Up/On
""", r(10, UPPER))

add("homelab/proxmox-root-password-prose-de", """Kurze Übergabe für den Homeserver: Proxmox läuft auf https://192.168.178.5:8006, Login root (Realm PAM), Passwort ist {0} – bitte nach dem Umzug ändern.
""", human())

# ============================================================ secrets: DNS, VPN, remote access
add("homelab/pihole-api-auth-query", """# disable blocking for 5 minutes from the HA script
shell_command:
  pihole_pause: "curl -s 'http://192.168.1.2/admin/api.php?disable=300&auth={0}'"
""", r(64, HEX))

add("homelab/pihole-compose-webpassword", """services:
  pihole:
    container_name: pihole
    image: pihole/pihole:latest
    ports:
      - "53:53/tcp"
      - "53:53/udp"
      - "8081:80/tcp"
    environment:
      TZ: 'Europe/Berlin'
      FTLCONF_webserver_api_password: '{0}'
      FTLCONF_dns_listeningMode: 'all'
    volumes:
      - './etc-pihole:/etc/pihole'
    restart: unless-stopped
""", human())

add("homelab/adguard-curl-basic", """$ curl -s -u 'admin:{0}' http://192.168.1.3:3000/control/status | jq '{running, protection_enabled, version}'
{
  "running": true,
  "protection_enabled": true,
  "version": "v0.107.55"
}
""", human())

add("homelab/wireguard-private-key", """$ sudo cat /etc/wireguard/wg0.conf
[Interface]
Address = 10.8.0.1/24
ListenPort = 51820
PrivateKey = {0}
PostUp = iptables -A FORWARD -i wg0 -j ACCEPT; iptables -t nat -A POSTROUTING -o eth0 -j MASQUERADE

[Peer]
# telefoon-anouk
PublicKey = {1}
AllowedIPs = 10.8.0.2/32
""", wgkey(), wgkey())

add("homelab/wireguard-preshared-key", """[Peer]
# laptop-bram
PublicKey = {1}
PresharedKey = {0}
AllowedIPs = 10.8.0.3/32
PersistentKeepalive = 25
""", wgkey(), wgkey())

add("homelab/wg-easy-password-env", """  wg-easy:
    image: ghcr.io/wg-easy/wg-easy:14
    environment:
      - LANG=de
      - WG_HOST=vpn.dekker-home.de
      - PASSWORD={0}
      - WG_DEFAULT_DNS=192.168.178.2
    ports:
      - "51820:51820/udp"
      - "51821:51821/tcp"
""", human())

add("homelab/tailscale-up-authkey", """root@pi-zigbee:~# tailscale up --authkey={0} --advertise-routes=192.168.1.0/24 --accept-dns=false
Some peers are advertising routes but --accept-routes is false
""", tailscale_key())

add("homelab/duckdns-cron", """$ crontab -l
*/5 * * * * curl -s "https://www.duckdns.org/update?domains=dekkerthuis&token={0}&ip=" >/var/log/duckdns.log 2>&1
0 4 * * 0 /usr/local/bin/backup-ha.sh
""", uuid4())

add("homelab/cloudflared-tunnel-token", """services:
  cloudflared:
    image: cloudflare/cloudflared:2025.10.0
    restart: unless-stopped
    command: tunnel --no-autoupdate run --token {0}
""", base64.b64encode(json.dumps({"a": r(32, HEX), "t": uuid4(), "s": b64(32)}, separators=(",", ":")).encode()).decode().rstrip("="))

add("homelab/cloudflare-dns-token-traefik", """# traefik/.env  (used for the DNS-01 challenge)
CF_API_EMAIL=bram@dekker.nl
CF_DNS_API_TOKEN={0}
TZ=Europe/Amsterdam
""", r(40, URLSAFE))

# ============================================================ secrets: reverse proxies, auth, dashboards
add("homelab/caddy-hash-password-plaintext", """$ docker exec caddy caddy hash-password --plaintext '{0}'
$2a$14$""" + r(53, ALNUM + "./") + """
""", human())

add("homelab/htpasswd-traefik-nb", """$ echo $(htpasswd -nbB admin '{0}') | sed -e s/\\$/\\$\\$/g
admin:$$2y$$05$$""" + r(53, ALNUM + "./") + """
""", human())

add("homelab/npm-db-password-compose", """services:
  app:
    image: 'jc21/nginx-proxy-manager:latest'
    restart: unless-stopped
    ports:
      - '80:80'
      - '81:81'
      - '443:443'
    environment:
      DB_MYSQL_HOST: "db"
      DB_MYSQL_PORT: 3306
      DB_MYSQL_USER: "npm"
      DB_MYSQL_PASSWORD: "{0}"
      DB_MYSQL_NAME: "npm"
""", pw())

add("homelab/authelia-jwt-secret", """identity_validation:
  reset_password:
    jwt_secret: '{0}'
session:
  name: authelia_session
  cookies:
    - domain: 'dekker.nl'
      authelia_url: 'https://auth.dekker.nl'
""", r(64, ALNUM))

add("homelab/vaultwarden-admin-token", """$ openssl rand -base64 48
{0}
$ nano .env   # ADMIN_TOKEN=<that>, then docker compose up -d vaultwarden
""", b64(48))

add("homelab/portainer-api-key", """$ curl -s -H "X-API-Key: {0}" http://192.168.1.30:9000/api/endpoints | jq -r '.[].Name'
local
pi-frigate
""", "ptr_" + b64(32).rstrip("="))

add("homelab/watchtower-shoutrrr-telegram", """  watchtower:
    image: containrrr/watchtower
    environment:
      WATCHTOWER_SCHEDULE: "0 0 4 * * *"
      WATCHTOWER_CLEANUP: "true"
      WATCHTOWER_NOTIFICATION_URL: "telegram://{0}@telegram?chats=-100123456789"
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock
""", str(_rng.randrange(6000000000, 7999999999)) + ":AA" + r(33, URLSAFE))

add("homelab/uptime-kuma-push-token", """# cron on the NAS: tell Uptime Kuma the nightly backup ran
30 3 * * * /volume1/scripts/backup.sh && curl -fsS "http://192.168.1.30:3001/api/push/{0}?status=up&msg=OK&ping=" >/dev/null
""", r(10, ALNUM))

add("homelab/gotify-app-token", """$ curl "https://push.dekker.nl/message?token={0}" -F "title=Wasmachine" -F "message=Klaar!" -F "priority=5"
{"id":1283,"appid":4,"message":"Klaar!","title":"Wasmachine","priority":5,"date":"2025-11-16T14:02:51+01:00"}
""", "A" + r(14, ALNUM + ".-_"))

# ============================================================ secrets: cameras and routers
add("homelab/rtsp-url-credentials", """cameras:
  oprit:
    ffmpeg:
      inputs:
        - path: rtsp://admin:{0}@192.168.1.64:554/Streaming/Channels/101
          roles: [record]
        - path: rtsp://admin:{0}@192.168.1.64:554/Streaming/Channels/102
          roles: [detect]
    detect:
      width: 640
      height: 360
""", pw())

add("homelab/go2rtc-streams", """streams:
  tuin: rtsp://viewer:{0}@192.168.1.65:554/h264Preview_01_main
  tuin_sub: ffmpeg:tuin#video=h264
""", human())

add("homelab/unifi-protect-rtsps-token", """The Protect RTSPS link for the carport camera (Settings -> Advanced -> RTSP, high quality):
rtsps://192.168.1.1:7441/{0}?enableSrtp
Works in VLC; adding it to Frigate via go2rtc now.
""", r(16, ALNUM))

add("homelab/onvif-python", """from onvif import ONVIFCamera

cam = ONVIFCamera("192.168.1.66", 8000, "admin", "{0}")
media = cam.create_media_service()
profiles = media.GetProfiles()
print([p.Name for p in profiles])
""", human())

add("homelab/reolink-login-json", """POST http://192.168.1.65/cgi-bin/api.cgi?cmd=Login HTTP/1.1
Content-Type: application/json

[{"cmd":"Login","param":{"User":{"Version":"0","userName":"admin","password":"{0}"}}}]
""", pw())

add("homelab/fritzconnection-password", """$ fritzconnection -i 192.168.178.1 -u fritz3021 -p '{0}' -s | head -8
fritzconnection v1.14.0
FRITZ!Box 7590 at http://192.168.178.1
FRITZ!OS: 8.00
Servicenames:
                    any1
                    WANCommonIFC1
                    WANCommonInterfaceConfig1
                    WANIPConnection1
""", human())

add("homelab/openwrt-uci-wifi-key", """root@OpenWrt:~# uci set wireless.default_radio1.ssid='Dekker_5G'
root@OpenWrt:~# uci set wireless.default_radio1.encryption='sae-mixed'
root@OpenWrt:~# uci set wireless.default_radio1.key='{0}'
root@OpenWrt:~# uci commit wireless && wifi reload
""", human())

# ============================================================ secrets: 3D printers
add("homelab/octoprint-api-key-config", """$ grep -A2 '^api:' ~/.octoprint/config.yaml
api:
  key: {0}
""", r(32, UPPER_HEX))

add("homelab/moonraker-api-key", """$ curl -s http://voron.local:7125/access/api_key -H 'X-Api-Key: {0}'
{"result": "{0}"}
""", r(32, HEX))

add("homelab/bambu-access-code-prose", """Bambu P1S staat in LAN-only modus. IP 192.168.1.88, serienummer 01P00A3C1200457, toegangscode {0} (staat ook op het schermpje onder Netwerk).
""", r(8, DIGITS))

add("homelab/prusalink-digest", """$ curl --digest -u maker:{0} http://192.168.1.87/api/v1/status | jq .printer.state
"PRINTING"
""", r(14, ALNUM))

# ============================================================ secrets: cloud bridges, energy
add("homelab/tuya-local-key-tinytuya", """import tinytuya

d = tinytuya.OutletDevice(
    dev_id="bf5c2a7e31d4f8a9b1xkq2",
    address="192.168.1.44",
    local_key="{0}",
    version=3.4,
)
print(d.status())
""", r(16, TUYA_ALPHA))

add("homelab/tuya-devices-json", """$ python -m tinytuya wizard
...
[
    {
        "name": "Luchtontvochtiger",
        "id": "bf0e6a11d2f3c4b5a6y7rq",
        "key": "{0}",
        "mac": "38:1f:8d:4a:22:1c",
        "category": "cs",
        "product_name": "Dehumidifier",
        "ip": "192.168.1.45",
        "version": "3.3"
    }
]
""", r(16, TUYA_ALPHA))

add_split("homelab/hue-username-response", """$ curl -s -X POST -d '{"devicetype":"hass#pi-zigbee","generateclientkey":true}' http://192.168.1.12/api
[{"success":{"username":"{0}","clientkey":"{1}"}}]
""", r(40, ALNUM + "-"), r(32, UPPER_HEX))

add("homelab/smartthings-pat-prose", """Hier is mijn SmartThings personal access token voor de wasmachine-integratie: {0} — scopes r:devices:* en x:devices:*.
""", uuid4())

add("homelab/solaredge-api-key", """$ curl -s "https://monitoringapi.solaredge.com/site/2934751/overview?api_key={0}" | jq .overview.currentPower.power
2381.4
""", r(32, UPPER_NUM))

add("homelab/enphase-envoy-token", """envoy:
  host: 192.168.1.51
  serial: "122237018844"
  token: "{0}"
""", "eyJraWQiOiI3ZDEwMDA1ZC03ODk5LTRkMGQtYmNiNC0yNDRmOThlZTE1NmIiLCJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9." + _b64url_json({"aud": "122237018844", "iss": "Entrez", "enphaseUser": "owner", "exp": 1795000000}) + "." + b64url(64))

# ============================================================ secrets: UPS, backup, storage, misc
add("homelab/nut-upsd-users", """$ sudo cat /etc/nut/upsd.users
[monuser]
	password = {0}
	upsmon primary
	actions = SET FSD
""", human())

add("homelab/nut-upsmon-monitor-positional", """# /etc/nut/upsmon.conf on the proxmox node
MONITOR eaton@192.168.1.10 1 monuser {0} secondary
MINSUPPLIES 1
SHUTDOWNCMD "/sbin/shutdown -h +0"
""", pw())

add("homelab/restic-password-script", """#!/bin/sh
# nightly backup of the HA and nextcloud volumes to B2
export B2_ACCOUNT_ID=004c2d81e7a5f9c0000000003
export B2_ACCOUNT_KEY="$(cat /root/.config/b2-key)"
export RESTIC_REPOSITORY=b2:dekker-backup:homelab
export RESTIC_PASSWORD='{0}'
restic backup /srv/appdata --exclude-caches
""", phrase(5, " "))

add("homelab/rclone-obscured-pass", """$ cat ~/.config/rclone/rclone.conf
[nas-webdav]
type = webdav
url = https://cloud.dekker.nl/remote.php/dav/files/bram/
vendor = nextcloud
user = bram
pass = {0}
""", b64url(40))

add("homelab/smb-credentials-file", """root@pi-frigate:~# cat /root/.smbcredentials
username=frigate
password={0}
domain=WORKGROUP
root@pi-frigate:~# grep cifs /etc/fstab
//192.168.1.10/frigate /media/frigate cifs credentials=/root/.smbcredentials,uid=1000,gid=1000 0 0
""", human())

add("homelab/homebridge-config-password", """{
  "bridge": {
    "name": "Homebridge 3C2A",
    "username": "0E:4A:91:7B:3C:2A",
    "port": 51826
  },
  "platforms": [
    {
      "platform": "Ring",
      "refreshToken": "{0}"
    }
  ]
}
""", b64url(180))

add("homelab/syncthing-apikey-curl", """$ curl -s -H "X-API-Key: {0}" http://127.0.0.1:8384/rest/system/status | jq .myID
"MFZWI3D-BONSGYC-YLTMRWG-C43ENR5-QXGZDMM-FZWI3DP-BONSGYY-LTMRWAD"
""", r(32, ALNUM))

add_split("homelab/split-wifi-password-chat", """[19:02] Anouk: wat was het wifi wachtwoord van het gastnetwerk ook alweer?
[19:03] Bram: begint met {0}
[19:03] Bram: en dan {1}
[19:04] Anouk: top, werkt!
""", "Gast" + r(4, DIGITS), r(3, UPPER) + "!" + r(3, LOWER))

add_split("homelab/split-mqtt-password-env-concat", """# .env for the energy stack
MQTT_PASS_A={0}
MQTT_PASS_B={1}
# docker-compose.yml:  MQTT_PASSWORD: "${MQTT_PASS_A}${MQTT_PASS_B}"   # split because the NAS UI chokes on long values
""", r(12, ALNUM), r(12, ALNUM))

add("homelab/wifi-qr-zbarimg", """Decoded the QR sticker from the new router with zbarimg:
QR-Code:WIFI:T:WPA;S:FRITZ!Box 7530 XY;P:{0};;
""", r(4, DIGITS) + " " + r(4, DIGITS) + " " + r(4, DIGITS) + " " + r(4, DIGITS))

add("homelab/hass-base64-basic-header", """rest:
  - resource: http://192.168.1.70/api/status
    headers:
      Authorization: "Basic {0}"
    sensor:
      - name: warmtepomp_aanvoer
        value_template: "{{ value_json.temp_supply }}"
""", base64.b64encode(("admin:" + human()).encode()).decode())

add("homelab/unraid-prose-encryption", """Heads-up for whoever reboots the Unraid box while I'm away: the array is encrypted, so after a reboot you have to enter the passphrase on the Main tab before you can start the array. It's: {0}
""", phrase(4, " "))

add("homelab/influx-setup-password-de", """# Ersteinrichtung InfluxDB auf dem Pi
influx setup --username admin --password '{0}' --org zuhause --bucket strom --retention 0 --force
""", human())


# ============================================================ look-alikes
la("""# configuration.yaml
mqtt:
  sensor:
    - name: "Wasmachine vermogen"
      state_topic: "tele/wasmachine/SENSOR"
      value_template: "{{ value_json.ENERGY.Power }}"
      unit_of_measurement: "W"
influxdb:
  api_version: 2
  host: 192.168.1.20
  token: !secret influx_token
  organization: thuis
  bucket: homeassistant
""")

la("""$ ha core info
arch: aarch64
audio_input: null
audio_output: null
backups_exclude_database: false
boot: true
image: ghcr.io/home-assistant/raspberrypi5-64-homeassistant
ip_address: 172.30.32.1
machine: raspberrypi5-64
port: 8123
ssl: false
update_available: false
version: 2025.11.2
version_latest: 2025.11.2
watchdog: true
""")

la("""automation:
  - alias: "Gang licht bij beweging"
    trigger:
      - platform: device
        device_id: {0}
        domain: binary_sensor
        entity_id: {1}
        type: motion
    action:
      - service: light.turn_on
        target:
          entity_id: light.gang_plafond
""", r(32, HEX), r(32, HEX))

la("""Long-lived access tokens: go to your profile (bottom left), open the Security tab and scroll to "Long-lived access tokens". Click Create token, give it a name, and copy it right away: Home Assistant shows it only once. Store it in secrets.yaml or your password manager, never in configuration.yaml that you commit to git.
""")

la("""curl -s -H "Authorization: Bearer $HASS_TOKEN" -H "Content-Type: application/json" \\
  "$HASS_URL/api/states/sensor.woonkamer_temperatuur" | jq .state
"20.8"
""")

la("""{
  "entry_id": "{0}",
  "version": 1,
  "minor_version": 2,
  "domain": "hue",
  "title": "Hue Bridge 2A3B4C",
  "source": "zeroconf",
  "unique_id": "001788fffe2a3b4c",
  "disabled_by": null,
  "pref_disable_new_entities": false
}
""", r(26, UPPER_NUM))

la("""zwave-js-ui settings (excerpt, keys shown as stored by the UI):
  "securityKeys": {
    "S2_Unauthenticated": "********************************",
    "S2_Authenticated": "********************************",
    "S2_AccessControl": "********************************",
    "S0_Legacy": "********************************"
  }
Tip: back these up from Settings -> Z-Wave -> Security keys, without them every secure node must be re-included.
""")

la("""esphome:
  name: keuken-sensor
  friendly_name: Keuken sensor

wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
  ap:
    ssid: "Keuken-Sensor Fallback"
    password: !secret fallback_ap_password

api:
  encryption:
    key: !secret keuken_api_key
""")

la("""INFO ESPHome 2025.10.4
INFO Reading configuration /config/keuken-sensor.yaml...
INFO Generating C++ source...
INFO Compiling app...
Linking .pioenvs/keuken-sensor/firmware.elf
RAM:   [=         ]  11.2% (used 36612 bytes from 327680 bytes)
Flash: [======    ]  58.3% (used 1069217 bytes from 1835008 bytes)
Building .pioenvs/keuken-sensor/firmware.bin
esp32_create_combined_bin([".pioenvs/keuken-sensor/firmware.bin"], [".pioenvs/keuken-sensor/firmware.elf"])
INFO Successfully compiled program.
INFO Connecting to 192.168.1.73 port 3232...
INFO Uploading /data/build/keuken-sensor/.pioenvs/keuken-sensor/firmware.bin (1069392 bytes)
Uploading: [============================================================] 100% Done...
INFO OTA successful
""")

la("""[09:41:11][I][app:102]: ESPHome version 2025.10.4 compiled on Nov 12 2025, 21:17:40
[09:41:11][C][wifi:600]: WiFi:
[09:41:11][C][wifi:428]:   Local MAC: {0}
[09:41:11][C][wifi:433]:   SSID: [redacted]
[09:41:11][C][wifi:436]:   IP Address: 192.168.1.73
[09:41:11][C][wifi:440]:   BSSID: [redacted]
[09:41:11][C][wifi:441]:   Hostname: 'keuken-sensor'
[09:41:11][C][wifi:443]:   Signal strength: -61 dB ▂▄▆█
[09:41:11][C][wifi:447]:   Channel: 6
[09:41:11][C][api:140]: API Server:
[09:41:11][C][api:141]:   Address: keuken-sensor.local:6053
[09:41:11][C][api:145]:   Using noise encryption: YES
""", mac())

la("""esptool.py v4.8.1
Serial port /dev/ttyUSB0
Connecting....
Chip is ESP32-D0WD-V3 (revision v3.1)
Features: WiFi, BT, Dual Core, 240MHz, VRef calibration in efuse, Coding Scheme None
Crystal is 40MHz
MAC: {0}
Uploading stub...
Running stub...
Stub running...
Changing baud rate to 460800
Changed.
Configuring flash size...
Flash will be erased from 0x00000000 to 0x0010afff...
Compressed 1092816 bytes to 716210...
Wrote 1092816 bytes (716210 compressed) at 0x00000000 in 16.8 seconds (effective 520.2 kbit/s)...
Hash of data verified.
""", mac().lower())

la("""$ sha256sum tasmota32.bin tasmota32.bin.gz
{0}  tasmota32.bin
{1}  tasmota32.bin.gz
$ grep tasmota32.bin tasmota-14.3.0-sha256.txt
{0}  tasmota32.bin
""", r(64, HEX), r(64, HEX))

la("""12:55:40.118 RSL: STATUS5 = {"StatusNET":{"Hostname":"wasmachine-4821","IPAddress":"192.168.1.31","Gateway":"192.168.1.1","Subnetmask":"255.255.255.0","DNSServer1":"192.168.1.2","DNSServer2":"0.0.0.0","Mac":"{0}","IP6Global":"","IP6Local":"fe80::{1}","Ethernet":{"Hostname":"","IPAddress":"0.0.0.0","Gateway":"0.0.0.0","Subnetmask":"0.0.0.0","DNSServer1":"0.0.0.0","DNSServer2":"0.0.0.0","Mac":"00:00:00:00:00:00"},"Webserver":2,"HTTP_API":1,"WifiConfig":4,"WifiPower":17.0}}
12:55:40.201 RSL: STATUS2 = {"StatusFWR":{"Version":"14.3.0(release-tasmota)","BuildDateTime":"2024-10-04T11:07:21","Boot":31,"Core":"2_7_7","SDK":"2.2.2-dev(38a443e)","CpuFrequency":80,"Hardware":"ESP8266EX","CR":"413/699"}}
""", mac(), r(4, HEX) + ":" + r(4, HEX) + ":" + r(4, HEX) + ":" + r(4, HEX))

la("""Tasmota tip: after flashing, the device opens an access point called tasmota-XXXXXX-####. It has no password; connect to it, browse to 192.168.4.1 and enter your own Wi-Fi details. Set a web admin password afterwards with the WebPassword command.
""")

la("""// secrets.example.h
#pragma once
#define SECRET_SSID       "your-ssid"
#define SECRET_PASS       "your-wifi-password"
#define SECRET_MQTT_USER  "your-mqtt-user"
#define SECRET_MQTT_PASS  "your-mqtt-password"
""")

la("""[env:esp32dev]
platform = espressif32@6.9.0
board = esp32dev
framework = arduino
monitor_speed = 115200
build_flags =
  -D WIFI_SSID=\\"${sysenv.WIFI_SSID}\\"
  -D WIFI_PASS=\\"${sysenv.WIFI_PASS}\\"
  -D FIRMWARE_VERSION=\\"1.4.2\\"
lib_deps =
  knolleary/PubSubClient@^2.8
  bblanchon/ArduinoJson@^7.2.1
""")

la("""network={
	ssid="Bibliotheek-Gast"
	key_mgmt=NONE
	priority=1
}
network={
	ssid="Dekker_Werkplaats"
	psk=********
	key_mgmt=WPA-PSK
	priority=10
}
""")

la("""#cloud-config
hostname: pi-frigate
users:
  - name: bram
    groups: [adm, sudo, video]
    shell: /bin/bash
    lock_passwd: true
    ssh_authorized_keys:
      - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0} bram@laptop
ssh_pwauth: false
package_update: true
packages: [git, docker.io]
""", r(44, ALNUM))

la("""pi@pi-zigbee:~ $ grep -E 'Revision|Serial|Model' /proc/cpuinfo
Revision	: d04170
Serial		: 10000000{0}
Model		: Raspberry Pi 5 Model B Rev 1.0
pi@pi-zigbee:~ $ cat /sys/firmware/devicetree/base/serial-number; echo
10000000{0}
""", r(8, HEX))

la("""$ sha256sum 2025-10-01-raspios-bookworm-arm64-lite.img.xz
{0}  2025-10-01-raspios-bookworm-arm64-lite.img.xz
Matches the SHA256 listed on raspberrypi.com/software/operating-systems, so the download is fine.
""", r(64, HEX))

la("""The authenticity of host 'pi-zigbee.local (192.168.1.22)' can't be established.
ED25519 key fingerprint is SHA256:{0}.
This key is not known by any other names.
Are you sure you want to continue connecting (yes/no/[fingerprint])? yes
Warning: Permanently added 'pi-zigbee.local' (ED25519) to the list of known hosts.
""", b64(32).rstrip("="))

la("""Wi-Fi on a Pi 5 with Bookworm: wpa_supplicant.conf on the boot partition is no longer read. Use Raspberry Pi Imager's OS customisation (the wifi password is then stored hashed in the generated firstrun script) or run `sudo nmtui` on the Pi. Don't put the plain password in a file you commit.
""")

la("""# mosquitto.conf
persistence true
persistence_location /mosquitto/data/
log_dest file /mosquitto/log/mosquitto.log
listener 1883
listener 8883
cafile /mosquitto/config/certs/ca.crt
certfile /mosquitto/config/certs/server.crt
keyfile /mosquitto/config/certs/server.key
allow_anonymous false
password_file /mosquitto/config/passwd
acl_file /mosquitto/config/acl
""")

la("""# /mosquitto/config/acl
user zigbee2mqtt
topic readwrite zigbee2mqtt/#
topic readwrite homeassistant/#

user homeassistant
topic readwrite #

user tasmota
pattern readwrite tele/%c/#
pattern readwrite stat/%c/#
pattern read cmnd/%c/#
""")

la("""advanced:
  log_level: info
  channel: 15
  pan_id: GENERATE
  ext_pan_id: GENERATE
  network_key: GENERATE
# z2m replaces GENERATE with random values on first start; after that, back up
# data/configuration.yaml and coordinator_backup.json together.
""")

la("""[2025-11-16 10:02:17] info: 	z2m: Zigbee2MQTT started!
[2025-11-16 10:02:16] info: 	z2m: Coordinator firmware version: '{"meta":{"build":0,"ember":"7.4.4.0","major":7,"minor":4,"patch":4,"revision":"7.4.4.0 build 0","special":0,"type":170},"type":"EmberZNet"}'
[2025-11-16 10:02:16] info: 	z2m: Currently 23 devices are joined.
[2025-11-16 10:02:16] info: 	z2m: 0x00158d0008a1b2c3 (Voordeur contact): MCCGQ11LM - Aqara Door and window sensor (EndDevice)
[2025-11-16 10:02:16] info: 	z2m: {0} (Woonkamer lamp): 9290022166 - Philips Hue white and color ambiance E26/E27 (Router)
[2025-11-16 10:02:16] info: 	z2m: {1} (Thermostaat badkamer): TS0601_thermostat - Tuya Thermostatic radiator valve (EndDevice)
""", ieee(), ieee())

la("""// settings.js
module.exports = {
    flowFile: 'flows.json',
    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,
    adminAuth: require('./user-authentication'),
    uiPort: process.env.PORT || 1880,
}
""")

la("""Node-RED stores node credentials in flows_cred.json, encrypted with credentialSecret from settings.js. If you lose that secret the credentials can't be recovered and you'll have to enter the MQTT and HA passwords again. Keep it in the container's env file, not in the flow export.
""")

la("""Plex: to find a server's machine id, open http://192.168.1.30:32400/identity
<MediaContainer size="0" claimed="1" machineIdentifier="{0}" version="1.41.2.9200-c6bbc1b53"/>
The machineIdentifier is just the server's id (it's in every share link), not a login.
""", r(40, HEX))

la("""X-Plex-Client-Identifier: {0}
X-Plex-Product: Plex Web
X-Plex-Version: 4.145.1
X-Plex-Platform: Firefox
X-Plex-Device-Name: Firefox
X-Plex-Token: <your token, see support article "Finding an authentication token">
""", uuid4())

la("""$ curl -s -H "X-Api-Key: $SONARR_API_KEY" http://192.168.1.30:8989/api/v3/queue | jq '.records[] | {title, status, timeleft}'
{
  "title": "Taskmaster.S19E07.1080p.WEB.h264",
  "status": "downloading",
  "timeleft": "00:04:12"
}
""")

la("""Sonarr -> Settings -> General -> Security
  Authentication: Forms (Login Page)
  Authentication Required: Disabled for Local Addresses
  Username: bram
  Password: ••••••••
  API Key: •••••••••••••••••••••••••••••••• (Regenerate)
""")

la("""$ docker images --digests | grep -E 'home-assistant|esphome|zigbee2mqtt'
ghcr.io/home-assistant/home-assistant   2025.11.2   {0}   4e1c2d3f5a6b   5 days ago    1.92GB
ghcr.io/esphome/esphome                 2025.10.4   {1}   9b8a7c6d5e4f   2 weeks ago   1.13GB
koenkk/zigbee2mqtt                      2.6.3       {2}   1a2b3c4d5e6f   3 weeks ago   238MB
""", digest(), digest(), digest())

la("""services:
  homeassistant:
    image: ghcr.io/home-assistant/home-assistant@{0}
    network_mode: host
    volumes:
      - ./config:/config
      - /run/dbus:/run/dbus:ro
    environment:
      TZ: Europe/Amsterdam
    restart: unless-stopped
""", digest())

la("""qBittorrent v5.0.1 WebUI log
(N) 2025-11-16T20:11:03 - WebUI: Now listening on IP: *, port: 8080
(N) 2025-11-16T20:11:03 - Successfully listening on IP. IP: "0.0.0.0". Port: "TCP/6881"
(N) 2025-11-16T20:12:44 - Added new torrent. Torrent: "debian-13.2.0-amd64-DVD-1.iso"
magnet:?xt=urn:btih:{0}&dn=debian-13.2.0-amd64-DVD-1.iso
""", r(40, HEX))

la("""{
    "download-dir": "/downloads/complete",
    "rpc-authentication-required": false,
    "rpc-bind-address": "127.0.0.1",
    "rpc-enabled": true,
    "rpc-port": 9091,
    "rpc-whitelist": "127.0.0.1,192.168.1.*",
    "rpc-whitelist-enabled": true,
    "peer-port": 51413,
    "speed-limit-up": 500,
    "speed-limit-up-enabled": true
}
""")

la("""Synology DS920+
  DSM version: DSM 7.2.2-72806 Update 2
  Serial number: 2150R{0}
  MAC address (LAN 1): {1}
  MAC address (LAN 2): {2}
  CPU: INTEL Celeron J4125
  Physical memory: 8 GB
""", r(7, UPPER_NUM), mac(), mac())

la("""root@truenas[~]# zpool status tank
  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:11:42 with 0 errors on Sun Nov  9 05:11:43 2025
config:

	NAME                                      STATE     READ WRITE CKSUM
	tank                                      ONLINE       0     0     0
	  mirror-0                                ONLINE       0     0     0
	    {0}  ONLINE       0     0     0
	    {1}  ONLINE       0     0     0

errors: No known data errors
""", uuid4(), uuid4())

la("""root@truenas[~]# zfs get keystatus,keyformat,keylocation,encryption tank/private
NAME          PROPERTY     VALUE                              SOURCE
tank/private  keystatus    available                          -
tank/private  keyformat    hex                                -
tank/private  keylocation  file:///root/keys/tank-private.key local
tank/private  encryption   aes-256-gcm                        -
""")

la("""  'instanceid' => 'oc{0}',
  'trusted_domains' =>
  array (
    0 => 'cloud.dekker.nl',
    1 => '192.168.1.30',
  ),
  'dbpassword' => getenv('MYSQL_PASSWORD'),
  'overwriteprotocol' => 'https',
  'default_phone_region' => 'NL',
  'maintenance_window_start' => 1,
""", r(10, LOWER_NUM))

la("""Nextcloud tip for the family: for phone sync (DAVx5, the Nextcloud app) don't use your normal login password. Go to Settings -> Security -> Devices & sessions and create an app password per device, so you can revoke one phone without changing everything.
""")

la("""root@pve:~# pveum user token list root@pam
┌─────────────┬─────────┬────────┬─────────┐
│ tokenid     │ comment │ expire │ privsep │
╞═════════════╪═════════╪════════╪═════════╡
│ grafana     │         │      0 │ 1       │
├─────────────┼─────────┼────────┼─────────┤
│ terraform   │         │      0 │ 0       │
└─────────────┴─────────┴────────┴─────────┘
""")

la("""root@pve:~# qm config 101
boot: order=scsi0;ide2;net0
cores: 4
memory: 8192
name: haos
net0: virtio={0},bridge=vmbr0,firewall=1
ostype: l26
scsi0: local-lvm:vm-101-disk-1,discard=on,size=64G,ssd=1
smbios1: uuid={1}
vmgenid: {2}
""", mac(), uuid4(), uuid4())

la("""# /etc/pve/storage.cfg
pbs: pbs-nas
	datastore store1
	server 192.168.1.6
	content backup
	fingerprint {0}
	prune-backups keep-all=1
	username backup@pbs
""", ":".join(r(2, HEX) for _ in range(32)))

la("""provider "proxmox" {
  pm_api_url          = "https://pve.thuis.lan:8006/api2/json"
  pm_api_token_id     = var.pm_api_token_id
  pm_api_token_secret = var.pm_api_token_secret
  pm_tls_insecure     = true
}
# export TF_VAR_pm_api_token_secret from the password manager before `tofu apply`
""")

la("""Proxmox VE: bij de installatie kies je zelf het root-wachtwoord; er is geen standaardwachtwoord. Gebruik voor automatisering liever een API-token met privilege separation dan het root-account.
""")

la("""Pi-hole v6 sets a random web password at install time and prints it once. Lost it? Run `sudo pihole setpassword` to choose a new one (or leave it empty to disable the login, only on a trusted LAN).
""")

la("""services:
  pihole:
    image: pihole/pihole:2025.11.0
    environment:
      TZ: 'Europe/Berlin'
      FTLCONF_webserver_api_password: ${PIHOLE_WEBPASSWORD:?set it in .env}
      FTLCONF_dns_upstreams: '9.9.9.9;149.112.112.112'
""")

la("""$ cat /var/lib/misc/dnsmasq.leases
1731850012 {0} 192.168.1.31 wasmachine-4821 01:{1}
1731849000 {2} 192.168.1.44 wlan0 *
1731851733 {3} 192.168.1.57 Pixel-8 01:{4}
""", mac().lower(), mac().lower(), mac().lower(), mac().lower(), mac().lower())

la("""$ sudo wg show
interface: wg0
  public key: {0}
  private key: (hidden)
  listening port: 51820

peer: {1}
  endpoint: 84.27.113.9:50122
  allowed ips: 10.8.0.2/32
  latest handshake: 1 minute, 12 seconds ago
  transfer: 48.21 MiB received, 612.80 MiB sent
""", wgkey(), wgkey())

la("""[Interface]
# telefoon-anouk: the private key is generated on the phone and never leaves it
PrivateKey = <generated on device>
Address = 10.8.0.2/32
DNS = 192.168.1.2

[Peer]
PublicKey = {0}
Endpoint = vpn.dekker.nl:51820
AllowedIPs = 0.0.0.0/0, ::/0
""", wgkey())

la("""$ tailscale status
100.101.12.7    pi-zigbee            bram@        linux   -
100.88.201.44   nas                  bram@        linux   idle, tx 1288 rx 9921
100.73.9.118    pixel-8              anouk@       android offline
100.120.33.61   laptop-bram          bram@        macOS   active; direct 84.27.113.9:41641, tx 212332 rx 1882241
""")

la("""Tailscale admin -> Settings -> Keys
  Key ID        k{0}CNTRL   reusable, ephemeral   created Nov 12   expires Feb 10
  Key ID        k{1}CNTRL   one-off               created Oct 30   expired
The key id is only a reference for the admin console; the auth key itself was shown once at creation.
""", r(10, ALNUM), r(10, ALNUM))

la("""{
  "tagOwners": {
    "tag:container": ["autogroup:admin"],
    "tag:homelab":   ["bram@github"]
  },
  "acls": [
    {"action": "accept", "src": ["autogroup:member"], "dst": ["tag:homelab:*"]},
    {"action": "accept", "src": ["tag:container"], "dst": ["tag:homelab:1883,8123"]}
  ],
  "autoApprovers": {"routes": {"192.168.1.0/24": ["tag:homelab"]}}
}
""")

la("""# Caddyfile
{
	email {env.ACME_EMAIL}
	acme_dns cloudflare {env.CF_API_TOKEN}
}

ha.dekker.nl {
	reverse_proxy 192.168.1.20:8123
}

z2m.dekker.nl {
	basic_auth {
		bram {env.Z2M_BASICAUTH_HASH}
	}
	reverse_proxy 192.168.1.20:8080
}
""")

la("""http:
  middlewares:
    dashboard-auth:
      basicAuth:
        usersFile: /etc/traefik/users.htpasswd
        realm: "traefik"
  routers:
    dashboard:
      rule: Host(`traefik.thuis.lan`)
      service: api@internal
      middlewares: [dashboard-auth]
""")

la("""Nginx Proxy Manager, first start: the admin UI is on port 81 and the documented default login is admin@example.com with the password "changeme". You are forced to set a new email and password right after the first login, so the default never stays in use.
""")

la("""# authelia configuration.yml
identity_validation:
  reset_password:
    jwt_secret: {{ secret "/secrets/JWT_SECRET" }}
session:
  secret: {{ secret "/secrets/SESSION_SECRET" }}
storage:
  encryption_key: {{ secret "/secrets/STORAGE_ENCRYPTION_KEY" }}
  local:
    path: /config/db.sqlite3
""")

la("""# vaultwarden .env
DOMAIN=https://kluis.dekker.nl
SIGNUPS_ALLOWED=false
ADMIN_TOKEN=${VW_ADMIN_TOKEN}
WEBSOCKET_ENABLED=true
""")

la("""$ docker pull vaultwarden/server:1.32.5
1.32.5: Pulling from vaultwarden/server
Digest: {0}
Status: Downloaded newer image for vaultwarden/server:1.32.5
docker.io/vaultwarden/server:1.32.5
""", digest())

la("""cameras:
  oprit:
    ffmpeg:
      inputs:
        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@192.168.1.64:554/Streaming/Channels/101
          roles: [record]
        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@192.168.1.64:554/Streaming/Channels/102
          roles: [detect]
""")

la("""ONVIF discovery (WS-Discovery probe on 239.255.255.250:3702):
  urn:uuid:{0}  http://192.168.1.64/onvif/device_service  Hikvision DS-2CD2143G2-I
  urn:uuid:{1}  http://192.168.1.66:8000/onvif/device_service  Reolink Video Doorbell WiFi
Manufacturer: Reolink  Model: Video Doorbell WiFi  FirmwareVersion: v3.0.0.4255_2411121811  SerialNumber: 1923{2}  HardwareId: DB_566128M5MP_W
""", uuid4(), uuid4(), r(10, DIGITS))

la("""$ sudo nmap -sn 192.168.1.0/24
Nmap scan report for oprit-cam (192.168.1.64)
Host is up (0.0042s latency).
MAC Address: {0} (Hangzhou Hikvision Digital Technology)
Nmap scan report for deurbel (192.168.1.66)
Host is up (0.012s latency).
MAC Address: {1} (Reolink Innovation Limited)
Nmap scan report for 192.168.1.88
Host is up (0.0061s latency).
MAC Address: {2} (Espressif)
Nmap done: 256 IP addresses (31 hosts up) scanned in 3.12 seconds
""", mac(), mac(), mac())

la("""FRITZ!Box 7590 – Ereignisse (System)
16.11.25 08:41:12 Anmeldung der Benutzerin fritz3021 an der FRITZ!Box-Benutzeroberfläche von IP-Adresse 192.168.178.24.
16.11.25 08:39:57 Anmeldung an der FRITZ!Box-Benutzeroberfläche von IP-Adresse 192.168.178.57 gescheitert (falsches Kennwort).
16.11.25 03:15:02 FRITZ!OS 8.00 wurde erfolgreich installiert.
""")

la("""Hinweis für die Familie: Das WLAN-Passwort der FRITZ!Box steht auf dem Aufkleber auf der Unterseite. Bitte nicht abfotografieren und in die Familiengruppe schicken – für Gäste gibt es das Gastnetz mit QR-Code am Kühlschrank.
""")

la("""OctoPrint 1.10.3 - Printer Safety Check
2025-11-16 14:11:02,118 - octoprint.util.comm - INFO - Printer reports firmware name "Marlin bugfix-2.1.x (Nov 10 2025 12:01:44)"
2025-11-16 14:11:02,120 - octoprint.util.comm - INFO - Firmware states that it supports temperature autoreporting
2025-11-16 14:11:02,311 - octoprint.plugins.firmware_check - INFO - Printer firmware UUID: {0}
""", uuid4())

la("""# printer.cfg
[mcu]
serial: /dev/serial/by-id/usb-Klipper_stm32f446xx_{0}-if00
restart_method: command

[printer]
kinematics: corexy
max_velocity: 300
max_accel: 3000
""", r(24, UPPER_HEX))

la("""$ curl -s http://voron.local:7125/machine/update/status | jq '.result.version_info.klipper | {version, remote_hash, current_hash}'
{
  "version": "v0.12.0-398-g{0}",
  "remote_hash": "{1}",
  "current_hash": "{1}"
}
""", r(8, HEX), sha())

la("""Bambu Lab P1S
  Serial number: 01P00A3C{0}
  Firmware: 01.08.01.00  AMS firmware: 00.00.06.49
  LAN only mode: on
  Access code: shown on the printer under Settings -> WLAN; it changes when you toggle LAN only mode.
""", r(7, DIGITS))

la("""octoprint:
  host: octopi.local
  api_key: !secret octoprint_api_key
  ssl: false
  port: 80
""")

la("""tinytuya scan results
Unknown v3.4 Device   Product ID = keyuqr4ah4sdm3ep  [Valid Broadcast]:
    Address = 192.168.1.44   Device ID = bf{0} (len:22)  Local Key =   Version = 3.4  Type = default, MAC = {1}
    No Stats for 192.168.1.44: DEVICE KEY required to poll for status
Scan completed in 18.0 seconds
""", r(20, LOWER_NUM), mac().lower())

la("""$ curl -s https://discovery.meethue.com/
[{"id":"001788fffe{0}","internalipaddress":"192.168.1.12","port":443}]
""", r(6, HEX))

la("""GET https://192.168.1.12/clip/v2/resource/light
hue-application-key: {{hue_app_key}}
Accept: application/json
""")

la("""{
  "1": {
    "state": {"on": true, "bri": 203, "ct": 366, "colormode": "ct", "reachable": true},
    "type": "Extended color light",
    "name": "Woonkamer lamp",
    "modelid": "LCA006",
    "manufacturername": "Signify Netherlands B.V.",
    "uniqueid": "{0}-0b",
    "swversion": "1.122.2"
  }
}
""", ":".join(r(2, HEX) for _ in range(8)))

la("""$ upsc eaton@192.168.1.10
battery.charge: 100
battery.runtime: 2940
battery.type: PbAc
device.mfr: EATON
device.model: Ellipse PRO 850
device.serial: G{0}
driver.name: usbhid-ups
driver.version: 2.8.2
input.voltage: 231.0
ups.load: 18
ups.status: OL
""", r(9, UPPER_NUM))

la("""# templates/upsd.users.j2  (rendered by the nut role)
[{{ nut_monitor_user }}]
	password = {{ vault_nut_monitor_password }}
	upsmon primary
""")

la("""nut_monitor_user: monuser
nut_monitor_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          {0}
          {1}
          {2}
""", r(64, HEX), r(64, HEX), r(40, HEX))

la("""$ restic -r b2:dekker-backup:homelab snapshots --latest 3
repository 3f8a21c9 opened (version 2, compression level auto)
ID        Time                 Host        Tags        Paths
---------------------------------------------------------------------
{0}  2025-11-14 03:00:12  nas                     /srv/appdata
{1}  2025-11-15 03:00:09  nas                     /srv/appdata
{2}  2025-11-16 03:00:11  nas                     /srv/appdata
---------------------------------------------------------------------
3 snapshots
""", r(8, HEX), r(8, HEX), r(8, HEX))

la("""$ rclone config redacted nas-webdav
[nas-webdav]
type = webdav
url = https://cloud.dekker.nl/remote.php/dav/files/bram/
vendor = nextcloud
user = XXX
pass = XXX
### Double check the config for sensitive info before posting publicly
""")

la("""Syncthing: add the NAS as a device on your laptop with this Device ID (it's derived from the NAS's public certificate, safe to share):
{0}
""", "-".join(r(7, UPPER + "234567") for _ in range(8)))

la("""Ik heb de Wi-Fi wachtwoorden uit alle ESPHome-configs gehaald en vervangen door !secret wifi_password. De echte waarden staan nu alleen nog in secrets.yaml op de Pi en in Bitwarden onder "Thuisnetwerk".
""")

la("""Zur Erinnerung: Die Zugangsdaten für die Kameras stehen NICHT in der frigate.yml, sondern als FRIGATE_RTSP_PASSWORD in der .env neben der docker-compose.yml. Die .env ist in .gitignore.
""")

la("""Homebridge setup code: scan the QR in the Homebridge UI status widget.
  Bridge username (MAC-style id): 0E:{0}
  Port: 51826
  mDNS advertiser: avahi
""", ":".join(r(2, UPPER_HEX) for _ in range(5)))

la("""Thread network (from the HA Thread panel, safe to share):
  Network name: ha-thread-4b21
  Channel: 15
  PAN ID: 0x{0}
  Extended PAN ID: {1}
  Border routers: Home Assistant Connect ZBT-1, Nest Hub (2nd gen)
""", r(4, HEX), r(16, HEX))

la("""Shelly Plus 1PM - Device info
  Device id: shellyplus1pm-{0}
  MAC: {1}
  Firmware: 1.4.4-g6d2a586 (20241011-114455/1.4.4-g6d2a586)
  Auth: enabled (user admin)
  Cloud: disconnected
""", r(12, HEX), mac())

la("""$ curl -s "https://monitoringapi.solaredge.com/site/${SOLAREDGE_SITE_ID}/overview?api_key=${SOLAREDGE_API_KEY}" | jq .overview.lastDayData.energy
18342.0
""")

la("""Enphase IQ Gateway
  Serial number: 1222370{0}
  Software: D8.2.4264
  Token: obtain from https://entrez.enphaseenergy.com (valid 12 months for owners); stored in HA, not here.
""", r(5, DIGITS))

la("""# smb.conf
[frigate]
   path = /mnt/tank/frigate
   valid users = frigate
   read only = no
   vfs objects = fruit streams_xattr
[scans]
   path = /mnt/tank/scans
   valid users = scanner
   force create mode = 0664
""")

la("""$ cat .env.example
# copy to .env and fill in
UPLOAD_LOCATION=./library
DB_DATA_LOCATION=./postgres
IMMICH_VERSION=release
DB_PASSWORD=
DB_USERNAME=postgres
DB_DATABASE_NAME=immich
""")

la("""$ docker inspect --format '{{.Id}} {{.Image}}' paperless-webserver-1
{0} {1}
$ docker exec paperless-webserver-1 env | grep -E '^PAPERLESS_(URL|SECRET_KEY|TIME_ZONE)='
PAPERLESS_URL=https://papier.dekker.nl
PAPERLESS_SECRET_KEY=**********
PAPERLESS_TIME_ZONE=Europe/Amsterdam
""", r(64, HEX), digest())

la("""$ gpg --show-keys /usr/share/keyrings/jellyfin.gpg
pub   rsa3072 2019-09-20 [SC] [expires: 2029-02-13]
      {0}
uid                      Jellyfin Team <team@jellyfin.org>
sub   rsa3072 2019-09-20 [E] [expires: 2029-02-13]
""", r(40, UPPER_HEX))

la("""$ curl -s "https://www.duckdns.org/update?domains=dekkerthuis&token=${DUCKDNS_TOKEN}&ip=&verbose=true"
OK
84.27.113.9

UPDATED
""")

la("""services:
  cloudflared:
    image: cloudflare/cloudflared:2025.10.0
    restart: unless-stopped
    command: tunnel --no-autoupdate run
    environment:
      - TUNNEL_TOKEN=${CLOUDFLARE_TUNNEL_TOKEN}
# tunnel id {0}, route ha.dekker.nl -> http://192.168.1.20:8123
""", uuid4())

la("""Gotify: every app gets its own token (Apps tab), clients get client tokens. If a token leaks, delete the app and create a new one; messages are not affected. Never put a client token in a script that only needs to send messages.
""")

la("""Uptime Kuma monitor "Backup NAS" (push type)
  Heartbeat interval: 86400 s, retries 0
  Push URL: http://192.168.1.30:3001/api/push/<token> - copy it from the monitor page when you set up the cron job
  Last heartbeat: 2025-11-16 03:31:04 UP (OK)
""")

la("""Default passwords checklist for the new camera, router and NAS:
- Hikvision: no default password any more, the SADP tool forces you to set one on activation.
- FRITZ!Box: the individual device password is on the sticker; change it if the sticker was ever photographed.
- Synology: the admin account is disabled by default in DSM 7; you create your own admin user during setup.
""")

la("""Z-Wave JS UI -> Control panel
  Node 7  Voordeur slot   Yale Assure Lock 2   Security: S2 Access Control   FW 1.2.5   Status: Alive
  Node 9  Kelder water    Zooz ZSE42           Security: S2 Authenticated     FW 2.0.0   Status: Asleep
Home ID: 0x{0}   Controller: Zooz 800 series (SDK 7.22.1)
""", r(8, HEX))

la("""The wasmachine plug is at 192.168.1.31 (MAC {0}). Firmware 14.3.0, MQTT topic tele/wasmachine. It reports power every 30 s; the HA automation fires "klaar" when power stays under 3 W for 5 minutes.
""", mac())

la("""PR review comment on the homelab repo:
> configuration.yaml line 42: please don't inline the SMTP password, reference it with !secret smtp_password and add the key to secrets.yaml.example with a placeholder value.
""")

la("""secrets.yaml.example
wifi_ssid: "your-ssid"
wifi_password: "your-wifi-password"
mqtt_password: "<mqtt password>"
ota_password: "<generate one: openssl rand -hex 16>"
keuken_api_key: "<esphome will generate this on adoption>"
smtp_password: "CHANGE_ME"
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
