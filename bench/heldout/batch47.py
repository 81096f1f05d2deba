r"""Held-out batch 47: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) the
first 130 lines of bench/heldout/batch19.py (its docstring and helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split, la, copied here unchanged); (3) a grep of the
Theme paragraphs of the earlier batches; (4) a grep of the kind names used by earlier add()
and add_split() calls. No rule, code, doc, test, bench or result of the filter was read,
and the filter was not run.

Theme: professional embedded and IoT firmware work, hardware labs, robotics and industrial
control, as a coding agent's session holds them (the home-lab side is left to earlier
batches). New kinds live under the "industrial/" prefix: PLC engineering (Siemens TIA and
S7 protection passwords, CODESYS users, Beckhoff TwinCAT ADS routes, Rockwell and Omron
project passwords, python-snap7 and pycomm3 scripts), SCADA and HMI (Ignition gateway
users and db connections, WinCC OA, OPC UA client configs and opcua-commander flags,
Kepware, Node-RED OPC nodes), building automation (BACnet/SC certificates, KNX Secure
keyring and FDSK, Niagara platform users, Modbus-TCP gateway web logins, BMS vendors'
REST tokens), robotics (ROS 2 and SROS2 keystores, Universal Robots dashboard and
URCaps, ABB Robot Web Services digest users, FANUC and KUKA controller logins, Boston
Dynamics Spot credentials), firmware build and provisioning (MCUboot and imgtool signing
keys, espsecure flash-encryption keys, NXP HAB and STM32 secure-boot material, U-Boot
env, Yocto local.conf, Mender and balena tokens, AWS IoT and Azure IoT Hub device
connection strings, Golioth PSKs, Memfault project keys, Particle tokens, TPM owner
passwords) and hardware labs (SCPI instrument logins, J-Link and OpenOCD, lab PDUs, VISA
resource strings, serial console logs that print a key). Look-alikes are the same tools
and files with public values: firmware hashes and signatures, public keys and
certificate fingerprints, device EUIs, serial numbers, MAC addresses, OPC UA node ids,
BACnet object ids, register maps, CRCs, version strings, env and secret-manager
references, masks, documented factory defaults described but not given, and prose about
passwords. Texts are mostly English, with some in Polish and Korean.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(47_2026_12_07)
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
_WORDS = [
    "falownik", "przekaznik", "sterownik", "robot", "servo", "conveyor", "pompa", "turbina",
    "kotlownia", "chiller", "spawarka", "paletyzer", "hala", "tokarka", "motor", "valve",
    "boiler", "gripper", "anchor", "zebra", "orzel", "kompas", "modbus", "ladder",
]
_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def hpw() -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    w1 = _rng.choice(_WORDS)
    w2 = _rng.choice(_WORDS)
    style = _rng.randrange(4)
    if style == 0:
        return w1.capitalize() + r(4, DIGITS) + _rng.choice("!#$%*")
    if style == 1:
        return w1.translate(_LEET).capitalize() + _rng.choice("@#!") + r(2, DIGITS)
    if style == 2:
        return w1.capitalize() + _rng.choice("-_.") + w2.capitalize() + r(3, DIGITS)
    return w1 + w2.upper() + r(2, DIGITS) + _rng.choice("!?*")


def hexkey(n: int) -> str:
    return r(n, HEX)


def mac() -> str:
    return ":".join(r(2, "0123456789ABCDEF") for _ in range(6))


def pem_body(n_bytes: int) -> str:
    raw = b64(n_bytes)
    return "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))


# ============================================================ secrets: PLC engineering
add("industrial/snap7-plc-password-script",
    """$ cat tools/unlock_cpu.py
import snap7

client = snap7.client.Client()
client.connect("10.20.1.15", 0, 1)
# CPU 1516 has read/write protection level 2, set in TIA by the integrator
client.set_session_password("{0}")
print(client.get_cpu_state())
""", hpw())

add("industrial/tia-protection-prose",
    "For the S7-1500 on line 3 the full-access protection password in TIA Portal is {0} -- the read-only HMI level has no password. Please do not change it before the SAT next week.",
    hpw())

add("industrial/codesys-user-mgmt-pl",
    """Cześć, po aktualizacji runtime CODESYS na Raspberry Pi sterownik wymaga logowania.
Użytkownik: Administrator
Hasło: {0}
Zmień je po uruchomieniu linii, proszę.""", hpw())

add("industrial/twincat-ads-route-flag",
    "PS C:\\TwinCAT\\3.1\\Common64> .\\AddRoute.exe -target 192.168.60.21 -netid 5.62.14.210.1.1 -user Administrator -password {0} -name BUILD-AGENT-07",
    pw())

add("industrial/pycomm3-logix-env",
    """# .env for plc-bridge (Rockwell CompactLogix 5380, slot 0)
PLC_HOST=172.16.4.30
PLC_PATH=172.16.4.30/0
PLC_TAG_PREFIX=Line2_
FTVIEW_SECURITY_PASSWORD={0}
POLL_MS=250
""", hpw())

add("industrial/omron-sysmac-project-password",
    """Sysmac Studio export notes
--------------------------
Project: Packaging_NX1P2_v4.smc2
Controller: NX1P2-1140DT1, unit version 1.13
Project file password (needed to open the .smc2): {0}
Operation authority 'Maintainer' password: see the sealed envelope in cabinet B.
""", hpw())

add("industrial/s7-webserver-curl-login",
    """curl -sk -X POST https://192.168.0.1/api/jsonrpc -H 'Content-Type: application/json' \\
  -d '{"jsonrpc":"2.0","method":"Api.Login","params":{"user":"Maintenance","password":"{0}"},"id":1}'
{"jsonrpc":"2.0","id":1,"result":{"token":"KWJ8mx0g3dfz"}}""", pw())

add("industrial/s7-webapi-token-response",
    """>>> r = s.post(url, json=login_payload, verify=False)
>>> r.json()
{'jsonrpc': '2.0', 'id': 1, 'result': {'token': '{0}'}}
>>> s.headers['X-Auth-Token'] = r.json()['result']['token']""", r(32, ALNUM))

add("industrial/plcnext-ssh-root",
    """Phoenix Contact AXC F 2152 -- bench unit #2
  SSH:   admin@192.168.1.10
  admin password (from the sticker, changed on 2026-11-30): {0}
  root enabled via `sudo passwd root`, same password for now
""", hpw())

add("industrial/beckhoff-cx-default-changed",
    """## Commissioning log, CX9020 at Kotłownia B
- Windows CE image 6.0.x, TwinCAT 3 runtime
- changed the Administrator password from the factory default to `{0}`
- ADS route to engineering laptop created (AMS NetId 5.40.112.3.1.1)
""", hpw())

add("industrial/openplc-webui-creds",
    """openplc_runtime | 2026-12-06 22:14:09 INFO  Web server started on 0.0.0.0:8080
openplc_runtime | 2026-12-06 22:14:09 INFO  Default user 'openplc' updated: new password {0}
openplc_runtime | 2026-12-06 22:14:11 INFO  Loaded program 845230.st""", pw())

add("industrial/mitsubishi-gxworks-remote-password",
    "GX Works3 > Online > Remote Operation asked for the remote password of the FX5U on the palletiser. It's {0} (4-32 chars, set by the OEM). I entered it and the RUN/STOP switch worked.",
    hpw())

# ============================================================ secrets: SCADA / HMI / OPC UA
add("industrial/ignition-gateway-user-yaml",
    """# docker-compose.yml (Ignition 8.1 test gateway)
services:
  gateway:
    image: inductiveautomation/ignition:8.1.43
    ports: ["8088:8088"]
    environment:
      ACCEPT_IGNITION_EULA: "Y"
      GATEWAY_ADMIN_USERNAME: admin
      GATEWAY_ADMIN_PASSWORD: "{0}"
      IGNITION_EDITION: standard
""", hpw())

add("industrial/ignition-db-connection-json",
    """{
  "name": "historian_pg",
  "driver": "PostgreSQL",
  "connectURL": "jdbc:postgresql://hist-db.plant.local:5432/historian",
  "username": "ignition_hist",
  "password": "{0}",
  "validationQuery": "SELECT 1"
}""", pw())

add("industrial/opcua-commander-flags",
    "$ opcua-commander -e opc.tcp://10.1.5.40:4840 -s SignAndEncrypt --securityPolicy Basic256Sha256 -u operator2 -p '{0}'",
    pw())

add("industrial/asyncua-client-set-password",
    """from asyncua import Client

async def main():
    client = Client("opc.tcp://kepserver.plant.local:49320")
    client.set_user("kep_reader")
    client.set_password("{0}")
    await client.set_security_string("Basic256Sha256,SignAndEncrypt,certs/client.der,certs/client_key.pem")
    async with client:
        node = client.get_node("ns=2;s=Channel1.Device1.Tag1")
        print(await node.read_value())""", hpw())

add("industrial/kepware-config-api-basic",
    "GET /config/v1/project/channels HTTP/1.1\nHost: kep01:57412\nAuthorization: Basic {0}\nAccept: application/json",
    base64.b64encode(("Administrator:" + pw()).encode()).decode())

add("industrial/wincc-oa-config-pl",
    """[general]
pvss_path = "C:/Siemens/Automation/WinCC_OA/3.19"
proj_path = "D:/Projekty/Oczyszczalnia"
# hasło dla użytkownika 'root' w panelu -- tymczasowe, do zmiany po odbiorze
userPassword = "{0}"
""", hpw())

add("industrial/nodered-opcua-flow-json",
    """[{"id":"a41f0c2e.77b1","type":"OpcUa-Endpoint","endpoint":"opc.tcp://192.168.10.5:4840","secpol":"Basic256Sha256","secmode":"SignAndEncrypt","login":true,"credentials":{"user":"nodered","password":"{0}"}}]""",
    pw())

add("industrial/scada-historian-odbc-dsn",
    "Driver={ODBC Driver 18 for SQL Server};Server=tcp:histsql01,1433;Database=Runtime;Uid=wwUser;Pwd={0};Encrypt=yes;TrustServerCertificate=yes",
    pw())

add("industrial/inductive-prose-ko",
    """게이트웨이 관리자 계정 정리했습니다.
- URL: http://10.3.0.12:8088
- 아이디: admin
- 비밀번호: {0}
현장 시운전 끝나면 꼭 바꿔 주세요.""", hpw())

add("industrial/opcua-server-users-xml",
    """<UserTokenPolicies>
  <UserName>
    <User name="mes_writer" password="{0}" roles="Operator,Engineer"/>
  </UserName>
</UserTokenPolicies>""", pw())

add("industrial/zenon-runtime-cli",
    "> zenrt32.exe -project \"D:\\zenon\\Brewery\" -user SYSADMIN -pwd {0} -startup",
    hpw())

# ============================================================ secrets: building automation
add("industrial/niagara-platform-daemon",
    """niagarad> platform user add
 Username: bms_integrator
 Password: {0}
 Confirm:  {0}
 User 'bms_integrator' created with admin rights""", hpw())

add("industrial/knx-keyring-password",
    """$ xknx-tools keyring decrypt --file Hala_Produkcyjna.knxkeys --password '{0}'
loaded 42 group addresses, 17 secure devices""", hpw())

add("industrial/knx-fdsk-label",
    """Nachtrag Inbetriebnahme: FDSK of the KNX Secure actuator (MTN6705-0008, SN 00FA:10023411), copied from the label because the sticker is falling off: {0}""",
    "-".join(r(6, UPPER_NUM) for _ in range(6)))

add("industrial/bacnet-sc-private-key",
    """-----BEGIN PRIVATE KEY-----
{0}
-----END PRIVATE KEY-----
# ^ operational key of the BACnet/SC hub (hub.bms.local:47809), do not commit""", pem_body(120))

add("industrial/modbus-gateway-web-login-pl",
    """Bramka Modbus TCP/RTU (Moxa MGate 5105) w rozdzielni R2:
login admin / {0}
Reszta ustawień jak w dokumentacji, port 502, Unit ID 1-12.""", hpw())

add("industrial/bms-rest-bearer",
    """$ curl -s https://bms.campus.example.org/api/v2/points/AHU-3.SAT \\
    -H "Authorization: Bearer {0}"
{"point":"AHU-3.SAT","value":13.8,"unit":"degC"}""", r(48, URLSAFE))

add("industrial/metasys-api-login-json",
    """POST https://adx01.site.local/api/v4/login
{"username":"svc_energy_report","password":"{0}"}
-> 200 {"accessToken":"eyJ0eXAi...","expires":"2026-12-07T06:30:00Z"}""", pw())

add("industrial/honeywell-ebi-ko",
    "BMS 서버 EBI 스테이션 로그인 정보: 사용자 mngr, 암호는 {0} 입니다. 야간 알람 테스트할 때만 쓰세요.",
    hpw())

add("industrial/loytec-lweb-config",
    """[lweb]
server = 192.168.30.4
project = TowerB_floors_1-12
user = operator
pass = {0}
refresh = 5s""", pw())

# ============================================================ secrets: robotics
add("industrial/sros2-keystore-password",
    """$ export ROS_SECURITY_KEYSTORE=~/sros2_demo/keystore
$ export ROS_SECURITY_ENABLE=true
$ export ROS_SECURITY_STRATEGY=Enforce
$ openssl pkcs12 -export -in enclaves/talker/cert.pem -inkey enclaves/talker/key.pem -out talker.p12 -passout pass:{0}""",
    pw())

add("industrial/ur-urcap-sftp",
    """sftp root@192.168.56.101
root@192.168.56.101's password: (typed {0} -- changed from 'easybot' last week)
sftp> put build/gripper-urcap-1.4.2.urcap /programs/""", hpw())

add("industrial/abb-rws-digest-python",
    """from requests.auth import HTTPDigestAuth
import requests

RWS = "http://192.168.125.1"
auth = HTTPDigestAuth("Operator", "{0}")
resp = requests.get(f"{RWS}/rw/rapid/execution?json=1", auth=auth)
print(resp.json()["_embedded"]["_state"][0]["ctrlexecstate"])""", hpw())

add("industrial/kuka-smartpad-expert-prose",
    "KRC4 on cell 12: to switch to Expert user group on the smartPAD use the password {0} (not the default 'kuka', the integrator changed it). Safety config changes still need the Safety maintenance password which only Tomasz has.",
    hpw())

add("industrial/fanuc-ftp-netrc",
    """# ~/.netrc on the offline-programming PC
machine 10.0.8.50
  login fanuc_robo
  password {0}
machine 10.0.8.51
  login fanuc_robo
  password {0}""", pw())

add("industrial/spot-sdk-credentials",
    """import bosdyn.client
sdk = bosdyn.client.create_standard_sdk("inspection-client")
robot = sdk.create_robot("192.168.80.3")
robot.authenticate("user", "{0}")
robot.time_sync.wait_for_sync()""", r(12, LOWER_NUM))

add("industrial/ros2-param-yaml-mqtt-bridge",
    """mqtt_client:
  ros__parameters:
    broker:
      host: mqtt.fleet.local
      port: 8883
      user: amr_fleet
      pass: {0}
    client:
      id: amr-07""", pw())

add("industrial/mir-api-authorization",
    """# MiR250 REST API: the 'Authorization' header is Basic + base64(user:sha256(password))
headers = {
    "Accept-Language": "en_US",
    "Authorization": "Basic {0}",
}""", base64.b64encode(("distributor:" + hexkey(64)).encode()).decode())

add("industrial/robot-controller-log-ko",
    """[2026-12-06 23:41:02] 로봇 컨트롤러 재부팅 완료
[2026-12-06 23:41:05] 원격 접속 설정: user=doosan_svc passwd={0}
[2026-12-06 23:41:06] 티칭 펜던트 연결됨""", pw())

# ============================================================ secrets: firmware signing / secure boot
add("industrial/mcuboot-signing-key-pem",
    """$ cat bootloader/mcuboot/root-ec-p256.pem
-----BEGIN EC PRIVATE KEY-----
{0}
-----END EC PRIVATE KEY-----
$ imgtool sign --key bootloader/mcuboot/root-ec-p256.pem --header-size 0x200 --align 4 --version 2.3.1 --slot-size 0x67000 zephyr.bin signed.bin""",
    pem_body(121))

add("industrial/espsecure-flash-encryption-key-hex",
    """$ xxd -p flash_encryption_key.bin | tr -d '\\n'
{0}
$ espefuse.py --port /dev/ttyUSB0 burn_key BLOCK_KEY0 flash_encryption_key.bin XTS_AES_128_KEY""",
    hexkey(64))

add("industrial/nxp-hab-srk-pass",
    """cst-3.3.2/keys$ ./hab4_pki_tree.sh
Do you want to use an existing CA key (y/n)?: n
Key type: ecc
Enter key length in bits for PKI tree: p256
Enter PKI tree duration (years): 10
How many Super Root Keys should be generated? 4
# passphrase we used for CA and SRK keys (stored in keys/key_pass.txt twice): {0}""",
    hpw())

add("industrial/stm32-sbsfu-aes-key-c",
    """/* se_key.s is generated from this -- Core/Src/se_keys.c */
static const uint8_t SE_ReadKey_AES_CBC[16] = {
    {0}
};""", ", ".join("0x" + r(2, UPPER_HEX) for _ in range(16)))

add("industrial/uboot-env-bootdelay-password",
    """=> printenv
bootcmd=run mmcboot
bootdelay=3
bootstopkeysha256={1}
ethaddr=00:04:9f:05:a1:22
=> setenv bootstopkey {0}
=> saveenv""", hpw(), hexkey(64))

add("industrial/yocto-local-conf-root-password",
    """# conf/local.conf
MACHINE = "imx8mp-var-dart"
DISTRO = "fsl-imx-xwayland"
INHERIT += "extrausers"
EXTRA_USERS_PARAMS = "usermod -p '$(openssl passwd -6 {0})' root;"
IMAGE_INSTALL:append = " mosquitto can-utils"
""", hpw())

add("industrial/swupdate-aes-key-file",
    """$ cat /etc/swupdate/aes.key
{0} {1}
# first field = key, second = IV; same file lives on the build server""", hexkey(64), hexkey(32))

add("industrial/zephyr-kconfig-wifi-psk",
    """# prj.conf -- gateway board, lab network only
CONFIG_WIFI=y
CONFIG_NET_CONFIG_SETTINGS=y
CONFIG_WIFI_CREDENTIALS_STATIC=y
CONFIG_WIFI_CREDENTIALS_STATIC_SSID="HW-LAB-5G"
CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD="{0}"
CONFIG_MQTT_LIB_TLS=y""", hpw())

add("industrial/tpm2-owner-auth",
    "$ tpm2_changeauth -c owner {0}\n$ tpm2_createprimary -C o -P {0} -g sha256 -G ecc -c primary.ctx",
    pw())

add("industrial/cryptoauthlib-io-protection-key",
    """// ATECC608B provisioning, slot 6 = IO protection key
uint8_t io_protection_key[32] = { {0} };
status = atcab_write_zone(ATCA_ZONE_DATA, 6, 0, 0, io_protection_key, 32);""",
    ",".join("0x" + r(2, HEX) for _ in range(32)))

# ============================================================ secrets: IoT cloud / fleet
add("industrial/azure-iot-device-connection-string",
    "DEVICE_CONNECTION_STRING=HostName=plant-hub-weu.azure-devices.net;DeviceId=press-07;SharedAccessKey={0}",
    b64(32))

add("industrial/aws-iot-private-key-in-log",
    """I (3412) aws_iot: Loading client key from NVS...
I (3413) aws_iot: key: -----BEGIN RSA PRIVATE KEY-----{0}-----END RSA PRIVATE KEY-----
I (3420) aws_iot: Connecting to a2x7kq9lmn-ats.iot.eu-central-1.amazonaws.com:8883""",
    b64(96))

add("industrial/golioth-psk-shell",
    """uart:~$ settings set golioth/psk-id conveyor-12@proj-line2
uart:~$ settings set golioth/psk {0}
uart:~$ kernel reboot cold""", r(32, ALNUM))

add("industrial/memfault-project-key-define",
    """// memfault_platform_config.h
#define MEMFAULT_PROJECT_KEY "{0}"
#define MEMFAULT_DEVICE_INFO_SOFTWARE_TYPE "gateway-fw"
""", r(32, ALNUM))

add("industrial/particle-token-cli",
    "$ particle flash --product 28117 e00fce68b2a4d4c9f1e8a7d3 firmware.bin --token {0}",
    hexkey(40))

add("industrial/mender-tenant-token-conf",
    """/etc/mender/mender.conf
{
  "ServerURL": "https://hosted.mender.io",
  "TenantToken": "{0}",
  "UpdatePollIntervalSeconds": 1800
}""", jwt({"mender.tenant": r(24, HEX), "iss": "Mender", "sub": r(24, HEX)}))

add("industrial/balena-api-key-env",
    "export BALENA_API_KEY={0}\nbalena push gh_factory/edge-gateway --source . --nolive",
    r(32, ALNUM))

add("industrial/thingsboard-device-access-token",
    "mosquitto_pub -d -q 1 -h tb.plant.local -p 1883 -t v1/devices/me/telemetry -u \"{0}\" -m '{\"temperature\":42.1,\"rpm\":1480}'",
    r(20, ALNUM))

add("industrial/sigfox-api-basic-pl",
    "Do backendu Sigfox używamy loginu API {1} i hasła {0}. Nie wrzucajcie tego do repo z firmware.",
    hexkey(32), r(24, HEX))

add("industrial/chirpstack-api-key-grpc",
    """$ grpcurl -H "authorization: Bearer {0}" -d '{"limit":10}' chirpstack.plant.local:8080 api.DeviceService/List""",
    jwt({"aud": "chirpstack", "iss": "chirpstack", "sub": uuid4(), "typ": "key"}))

add_split("industrial/edge-agent-split-key",
    """# key rotated; the fleet script concatenates these two halves at runtime
KEY_A = "{0}"
KEY_B = "{1}"
FLEET_KEY = KEY_A + KEY_B""", r(22, ALNUM), r(22, ALNUM))

add("industrial/aws-iot-fleet-claim-ko",
    """프로비저닝 클레임 인증서 키를 임시로 공유합니다 (베이스64):
{0}
펌웨어 이미지에 넣지 말고 공장 지그에서만 사용하세요.""", b64(64))

add("industrial/siemens-mindsphere-client-secret",
    """mindsphere:
  tenant: plantops
  client_id: plantops-edge-1.0.0
  client_secret: {0}""", r(44, URLSAFE))

add("industrial/litmus-edge-token-header",
    "> GET /devicehub/v2/devices HTTP/1.1\n> Host: litmus-edge.local\n> Authorization: Token {0}\n< HTTP/1.1 200 OK",
    r(40, LOWER_NUM))

# ============================================================ secrets: hardware labs, CI, misc
add("industrial/scpi-instrument-login",
    """>>> import pyvisa
>>> rm = pyvisa.ResourceManager()
>>> scope = rm.open_resource("TCPIP0::10.9.0.44::inst0::INSTR")
>>> scope.write(':SYSTem:SECurity:PASSword "{0}"')
>>> scope.query("*IDN?")
'KEYSIGHT TECHNOLOGIES,MSOX4154A,MY55310234,07.50.2021102830'""", hpw())

add("industrial/lab-pdu-snmp-community",
    "snmpset -v2c -c {0} pdu-bench3.lab.local 1.3.6.1.4.1.318.1.1.4.4.2.1.3.5 i 3   # power-cycle DUT on outlet 5",
    r(14, ALNUM))

add_split("industrial/lab-pdu-snmpv3-auth",
    "snmpwalk -v3 -l authPriv -u labadmin -a SHA -A '{0}' -x AES -X '{1}' 10.9.0.2 sysDescr",
    pw(), pw())

add("industrial/jlink-remote-server-password",
    "JLinkRemoteServerCLExe -Port 19020 -UseTunnel -TunnelBySN -SelectEmuBySN 801023344 -TunnelPW {0}",
    pw())

add("industrial/lab-wiki-prose-pl",
    """Stanowisko testowe HIL nr 4: login do PC z dSPACE to `hil_user`, hasło `{0}`.
Konto ma uprawnienia admina, bo ControlDesk inaczej nie widzi licencji.""", hpw())

add("industrial/lab-serial-console-log",
    """[    4.120331] systemd[1]: Started Factory provisioning.
[    4.512007] provision.sh[311]: writing wifi credentials ssid=ASSEMBLY-LINE psk={0}
[    4.530118] provision.sh[311]: done, rebooting in 3s""", hpw())

add("industrial/gitlab-ci-signing-pass",
    """sign_firmware:
  stage: release
  script:
    - openssl dgst -sha256 -sign keys/fw_sign.key -passin pass:{0} -out fw.sig build/fw.bin
    - cat fw.sig build/fw.bin > release/fw_signed.bin""", pw())

add("industrial/platformio-ini-upload-auth",
    """[env:gateway_ota]
platform = espressif32@6.9.0
board = esp32-s3-devkitc-1
upload_protocol = espota
upload_port = 10.2.7.19
upload_flags =
    --port=3232
    --auth={0}""", hpw())

add("industrial/opc-da-dcom-runas",
    """Component Services > DCOM Config > OPCEnum > Identity
  (*) This user:  PLANT\\svc_opcda
      Password:   {0}
      Confirm:    {0}""", hpw())

add("industrial/vnc-hmi-password-prose",
    "The Weintek cMT panel on the filler has VNC enabled, password {0}; you can reach it through the jump host at 10.0.0.5 if you need to see the alarms screen.",
    r(8, ALNUM))

add("industrial/ewon-talk2m-developer-id",
    """talk2m:
  account: acme_service
  username: remote_tech
  password: {0}
  developer_id: {1}""", pw(), uuid4())

add("industrial/secomea-gatemanager-prose-ko",
    "원격 유지보수용 GateManager 계정: 도메인 acme.customer.plant3, 사용자 kim.tech, 비밀번호 {0} — 인증서 파일은 따로 메일로 보냅니다.",
    hpw())

add("industrial/influx-line-plant-token",
    """[[outputs.influxdb_v2]]
  urls = ["http://historian-edge:8086"]
  token = "{0}"
  organization = "plant-krakow"
  bucket = "line2_raw"

[[inputs.modbus]]
  name = "energy_meter"
  controller = "tcp://10.4.1.20:502"
""", b64(48).replace("+", "-").replace("/", "_"))

add("industrial/mqtt-sparkplug-host-app-config",
    """{
  "hostId": "SCADA01",
  "servers": [
    {"url": "ssl://broker.plant.local:8883", "username": "sparkplug_host", "password": "{0}"}
  ],
  "groups": ["Line1", "Line2"]
}""", pw())

add("industrial/hmi-recipe-db-sqlite-url",
    "RECIPE_DB_URL=postgresql://recipes_rw:{0}@10.0.20.8:5432/recipes?sslmode=require",
    pw())

add("industrial/can-diag-seed-key-secret",
    """# UDS security access level 0x11 -- algorithm constant from the OEM spec (confidential)
SECURITY_ACCESS_SECRET = bytes.fromhex("{0}")
def compute_key(seed: bytes) -> bytes:
    return hmac.new(SECURITY_ACCESS_SECRET, seed, "sha256").digest()[:4]""", hexkey(32))

add_split("industrial/esp-idf-nvs-csv",
    """key,type,encoding,value
wifi,namespace,,
ssid,data,string,FACTORY-IOT
pass,data,string,{0}
mqtt,namespace,,
broker,data,string,mqtts://broker.plant.local
mqtt_pass,data,string,{1}""", hpw(), pw())

add("industrial/docker-run-codesys-gateway",
    "docker run -d --name cds-gw --network host -e CODESYS_GATEWAY_USER=gwadmin -e CODESYS_GATEWAY_PASSWORD={0} codesys/gateway:4.13.0.0",
    pw())

add_split("industrial/ansible-vault-decrypted-plc",
    """$ ansible-vault view group_vars/plc_hosts/vault.yml
Vault password:
vault_hmi_admin_password: "{0}"
vault_historian_sa_password: "{1}"
""", hpw(), pw())

add("industrial/agent-tool-call-json",
    """{"type":"tool_use","name":"bash","input":{"command":"python3 tools/ur_dashboard.py --host 192.168.56.101 --unlock-password {0} --cmd 'brake release'"}}""",
    pw())

add("industrial/labview-ini-password",
    """[LabVIEW]
server.tcp.enabled=True
server.tcp.port=3363
; VI Server / web service access for test stand TS-07
WebServer.AuthPassword={0}
""", hpw())

add("industrial/teststand-db-connection",
    "Provider=MSOLEDBSQL;Data Source=TS-RESULTS\\SQLEXPRESS;Initial Catalog=TestStandResults;User ID=ts_logger;Password={0};",
    pw())

add("industrial/rtu-dnp3-auth-update-key",
    """# DNP3 Secure Authentication v5, outstation RTU-17
user_number = 1
update_key  = {0}   # AES-256, shared with the master station
hmac_algo   = HMAC-SHA256-16""", hexkey(64))

add("industrial/iec62351-pfx-password",
    "certutil -importPFX -p \"{0}\" substation_gw01.pfx NoExport",
    hpw())

add("industrial/grafana-plant-admin-pl",
    "Grafana dla hali produkcyjnej stoi na http://10.0.30.2:3000, konto admin, hasło {0}. Dashboard OEE jest w folderze Linia 2.",
    hpw())

add("industrial/ota-presigned-url",
    "Downloading firmware from https://fw-bucket.s3.eu-central-1.amazonaws.com/gw/3.4.0/fw.bin?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{1}%2F20261206%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Signature={0}",
    hexkey(64), r(16, UPPER_NUM))

add_split("industrial/robot-cell-wifi-ap-split",
    """Access point of the AGV charging area:
  SSID: AGV-CHARGE
  key (split across the two labels on the cabinet door): "{0}" + "{1}"
""", r(8, ALNUM), r(8, ALNUM))

add("industrial/mes-api-key-query",
    "2026-12-06T21:03:44Z WARN mes-sync GET https://mes.plant.local/api/orders?line=2&api_key={0} took 4021ms",
    r(36, LOWER_NUM))

add("industrial/plc-program-comment-password",
    """(* FB_Login -- service screen unlock *)
IF sPassword = '{0}' THEN
    bServiceMode := TRUE;
END_IF""", hpw())

add("industrial/hart-wirelesshart-join-key",
    "WirelessHART gateway 1420: Network ID 1229, join key {0} (entered on every THUM adapter)",
    " ".join(r(8, UPPER_HEX) for _ in range(4)))

add("industrial/ble-provisioning-pop",
    """I (1023) app: Starting provisioning with security 1
I (1024) app: Proof of possession (PoP): {0}
I (1025) wifi_prov_mgr: Provisioning started with service name : PROV_3A11F2""",
    r(10, LOWER_NUM))

add("industrial/cmake-cache-license-key",
    "IAR_LICENSE_SERVER:STRING=lic01.lab.local\nIAR_LICENSE_KEY:STRING={0}\nCMAKE_BUILD_TYPE:STRING=Release",
    "-".join(r(5, UPPER_NUM) for _ in range(5)))

add("industrial/rockwell-factorytalk-ko-log",
    """2026-12-07 01:12:55 [FTSecurity] 사용자 추가: engineer02
2026-12-07 01:12:55 [FTSecurity] 초기 비밀번호 설정: {0}
2026-12-07 01:12:56 [FTSecurity] 그룹 Engineers 에 추가됨""", hpw())

add("industrial/printer-zebra-label-weblink",
    """^XA
^SZ2^JMA
^KC{0}
^XZ
; set the print server / WebLink password on the ZT411 in the shipping dock""", r(8, DIGITS))

add("industrial/telegraf-opcua-input",
    """[[inputs.opcua]]
  name = "press_line"
  endpoint = "opc.tcp://10.1.5.40:4840"
  security_policy = "Basic256Sha256"
  security_mode = "SignAndEncrypt"
  auth_method = "UserName"
  username = "telegraf"
  password = "{0}"
""", pw())

# ============================================================ look-alikes: PLC engineering
la("""$ cat tools/unlock_cpu.py
import os
import snap7

client = snap7.client.Client()
client.connect("10.20.1.15", 0, 1)
client.set_session_password(os.environ["PLC_SESSION_PASSWORD"])
print(client.get_cpu_state())""")

la("For the S7-1500 on line 3 the full-access protection password is kept in the plant KeePass under 'Line3/PLC/Full access'. The HMI level has no password. Do not paste it into tickets.")

la("""Cześć, po aktualizacji runtime CODESYS sterownik wymaga logowania.
Użytkownik: Administrator
Hasło: w sejfie haseł (wpis "CODESYS RPi linia 2"), nie wysyłam go mailem.""")

la("PS C:\\TwinCAT\\3.1\\Common64> .\\AddRoute.exe -target 192.168.60.21 -netid 5.62.14.210.1.1 -user Administrator -password $env:TC_ROUTE_PASSWORD -name BUILD-AGENT-07")

la("""# .env.example for plc-bridge (Rockwell CompactLogix 5380, slot 0)
PLC_HOST=172.16.4.30
PLC_PATH=172.16.4.30/0
PLC_TAG_PREFIX=Line2_
FTVIEW_SECURITY_PASSWORD=
POLL_MS=250""")

la("""Sysmac Studio export notes
--------------------------
Project: Packaging_NX1P2_v4.smc2
Controller: NX1P2-1140DT1, unit version 1.13
Project file SHA-256: {0}
Project file password: ******** (ask the controls lead)""", r(64, HEX))

la("""curl -sk -X POST https://192.168.0.1/api/jsonrpc -H 'Content-Type: application/json' \\
  -d "{\\"jsonrpc\\":\\"2.0\\",\\"method\\":\\"Api.Browse\\",\\"id\\":{0}}"
{"jsonrpc":"2.0","id":{0},"result":[{"name":"Api.Login"},{"name":"PlcProgram.Read"}]}""", r(4, DIGITS))

la("""PLC diagnostic buffer (S7-1516-3 PN/DP, FW V3.0.3)
  Order number:  6ES7 516-3AN02-0AB0
  Serial:        {0}
  Event ID:      16#02:4508
  Checksum (program block): 16#{1}""", "S " + r(10, UPPER_NUM), r(8, UPPER_HEX))

la("""Phoenix Contact AXC F 2152 -- bench unit #2
  SSH:   admin@192.168.1.10
  admin password: printed on the device label (factory default), changed per the hardening guide during commissioning; not recorded here
  MAC:   {0}""", mac())

la("""## Commissioning log, CX9020 at Kotłownia B
- Windows CE image 6.0.x, TwinCAT 3 runtime 3.1.4024.{0}
- Administrator password changed from the factory default (see hardening checklist item 4)
- ADS route to engineering laptop created (AMS NetId 5.40.112.3.1.1)""", r(2, DIGITS))

la("openplc_runtime | 2026-12-06 22:14:09 INFO  Loaded program 845230.st (md5 {0}, 1.2 kB)", r(32, HEX))

la("GX Works3 > Online > Remote Operation asked for the remote password of the FX5U. If it is ever lost, the OEM can reset it; we keep ours in the Line 4 vault entry, not in this channel.")

la("""TIA Portal project archive
  File:    Line3_V17_2026-12-05.zap17
  Size:    84 213 760 bytes
  SHA1:    {0}
  Know-how protection: enabled on FB12, FB13 (password not stored in the archive)""", sha())

la("""VAR_GLOBAL CONSTANT
    c_sFirmwareBuild : STRING := '{0}';
    c_dwCrc32       : DWORD  := 16#{1};
END_VAR""", "v4.2.1+g" + r(7, HEX), r(8, UPPER_HEX))

# ============================================================ look-alikes: SCADA / HMI / OPC UA
la("""# docker-compose.yml (Ignition 8.1 test gateway)
services:
  gateway:
    image: inductiveautomation/ignition:8.1.43@sha256:{0}
    ports: ["8088:8088"]
    environment:
      ACCEPT_IGNITION_EULA: "Y"
      GATEWAY_ADMIN_USERNAME: admin
      GATEWAY_ADMIN_PASSWORD_FILE: /run/secrets/gw_admin_password
    secrets: [gw_admin_password]""", r(64, HEX))

la("""{
  "name": "historian_pg",
  "driver": "PostgreSQL",
  "connectURL": "jdbc:postgresql://hist-db.plant.local:5432/historian",
  "username": "ignition_hist",
  "password": "${HISTORIAN_DB_PASSWORD}",
  "validationQuery": "SELECT 1"
}""")

la("$ opcua-commander -e opc.tcp://10.1.5.40:4840 -s SignAndEncrypt --securityPolicy Basic256Sha256 -u operator2 -p \"$(pass show plant/opcua/operator2)\"")

la("""Server certificate
  Subject:     CN=KEPServerEX/UA@KEP01, O=PTC
  Thumbprint:  {0}
  ApplicationUri: urn:KEP01:Kepware.KEPServerEX.V6:UA Server
  Valid until: 2031-03-14""", r(40, UPPER_HEX))

la("""node = client.get_node("ns=2;s=Channel1.Device1.Tag1")
# ns=3;g={0}  <- GUID node id of the batch counter
print(await node.read_value())""", uuid4())

la("GET /config/v1/project/channels HTTP/1.1\nHost: kep01:57412\nAuthorization: Basic <redacted>\nAccept: application/json")

la("""[general]
pvss_path = "C:/Siemens/Automation/WinCC_OA/3.19"
proj_path = "D:/Projekty/Oczyszczalnia"
# hasło użytkownika root ustawiamy w panelu przy odbiorze; nie wpisujemy go do config
userPassword = ""
""")

la("""[{"id":"a41f0c2e.77b1","type":"OpcUa-Endpoint","endpoint":"opc.tcp://192.168.10.5:4840","secpol":"Basic256Sha256","secmode":"SignAndEncrypt","login":true}]
(credentials are stored in flows_cred.json, encrypted with credentialSecret from settings.js)""")

la("Driver={ODBC Driver 18 for SQL Server};Server=tcp:histsql01,1433;Database=Runtime;Authentication=ActiveDirectoryIntegrated;Encrypt=yes")

la("""게이트웨이 관리자 계정 정리했습니다.
- URL: http://10.3.0.12:8088
- 아이디: admin
- 비밀번호: 사내 비밀번호 관리자(Bitwarden) "Ignition GW" 항목 참고
시운전 끝나면 교체 예정입니다.""")

la("""<UserTokenPolicies>
  <Anonymous enabled="false"/>
  <UserName>
    <User name="mes_writer" passwordRef="vault:kv/opcua/mes_writer" roles="Operator,Engineer"/>
  </UserName>
</UserTokenPolicies>""")

la("""Alarm journal export (WinCC Unified)
ID,Class,Text,Raised,Ack
{0},Warning,Password of user 'operator' expires in 5 days,2026-12-06 07:00,yes
{1},Error,Login failed for user 'service' (wrong password),2026-12-06 07:02,no""", r(6, DIGITS), r(6, DIGITS))

# ============================================================ look-alikes: building automation
la("""niagarad> platform user list
 bms_integrator   admin    last login 2026-12-05 18:22
 readonly_energy  viewer   last login 2026-11-30 09:01
(passwords are hashed with PBKDF2; use 'platform user passwd' to change one)""")

la("""$ xknx-tools keyring info --file Hala_Produkcyjna.knxkeys
project: Hala produkcyjna
created: 2026-10-02
signature: {0}
devices: 17 secure, 25 plain""", b64(32))

la("""-----BEGIN CERTIFICATE-----
{0}
-----END CERTIFICATE-----
# ^ BACnet/SC hub public certificate, safe to distribute to every node""", pem_body(180))

la("""Bramka Modbus TCP/RTU (Moxa MGate 5105) w rozdzielni R2:
adres 10.40.2.15, port 502, Unit ID 1-12, firmware 4.3 build {0}.
Hasło do panelu WWW zmienione, jest w KeePass (folder Rozdzielnie).""", r(8, DIGITS))

la("""$ curl -s https://bms.campus.example.org/api/v2/points/AHU-3.SAT \\
    -H "Authorization: Bearer $BMS_TOKEN"
{"point":"AHU-3.SAT","value":13.8,"unit":"degC","id":"{0}"}""", uuid4())

la("""BACnet who-is results:
  device,{0}  vendor 5 (Johnson Controls)  10.50.1.21:47808  max APDU 1476
  device,{1}  vendor 2 (Trane)             10.50.1.22:47808  max APDU 1476""", r(6, DIGITS), r(6, DIGITS))

la("BMS 서버 EBI 스테이션 로그인 방법: 도메인 계정으로 로그인하며, 공용 비밀번호는 사용하지 않습니다. 계정이 없으면 설비팀에 요청하세요.")

la("""[lweb]
server = 192.168.30.4
project = TowerB_floors_1-12
user = operator
pass = %LWEB_PASS%
refresh = 5s""")

la("""Modbus register map -- energy meter PAC3200
40001  Voltage L1-N   float32  V
40003  Voltage L2-N   float32  V
40201  Device password (write-only, 4 digits, factory default documented in the manual)
40213  Firmware CRC   uint32   0x{0}""", r(8, UPPER_HEX))

# ============================================================ look-alikes: robotics
la("""$ ros2 security create_enclave ~/sros2_demo/keystore /talker_listener/talker
$ ls ~/sros2_demo/keystore/enclaves/talker_listener/talker
cert.pem  governance.p7s  identity_ca.cert.pem  key.pem  permissions.p7s  permissions_ca.cert.pem
$ sha256sum ~/sros2_demo/keystore/public/ca.cert.pem
{0}  ca.cert.pem""", r(64, HEX))

la("""sftp root@192.168.56.101
root@192.168.56.101's password:
sftp> put build/gripper-urcap-1.4.2.urcap /programs/
Uploading build/gripper-urcap-1.4.2.urcap to /programs/gripper-urcap-1.4.2.urcap
gripper-urcap-1.4.2.urcap                100%  412KB   2.1MB/s   00:00""")

la("""from requests.auth import HTTPDigestAuth
import os, requests

auth = HTTPDigestAuth(os.environ["RWS_USER"], os.environ["RWS_PASSWORD"])
resp = requests.get("http://192.168.125.1/rw/rapid/execution?json=1", auth=auth)""")

la("KRC4 on cell 12: the Expert user group needs a password; the integrator changed it from the default and it is in the maintenance binder, page 3. Safety changes need Tomasz.")

la("""FANUC R-30iB Plus  S/N {0}
  Software: V9.30P/20
  Robot:    M-20iD/25
  MAC eth0: {1}""", "F" + r(6, DIGITS), mac())

la("""robot = sdk.create_robot("192.168.80.3")
bosdyn.client.util.authenticate(robot)   # prompts for user and password, nothing stored
robot.time_sync.wait_for_sync()
print(robot.get_id().serial_number)  # {0}""", "spot-BD-" + r(8, DIGITS))

la("""mqtt_client:
  ros__parameters:
    broker:
      host: mqtt.fleet.local
      port: 8883
      tls:
        ca_certificate: /etc/ssl/fleet-ca.pem
        client_certificate: /etc/amr/amr-07.crt
        client_key: /etc/amr/amr-07.key
    client:
      id: amr-07""")

la("""# MiR250 REST API: the 'Authorization' header is Basic + base64(user:sha256(password))
headers = {
    "Accept-Language": "en_US",
    "Authorization": "Basic " + base64.b64encode(f"{user}:{hashlib.sha256(pw.encode()).hexdigest()}".encode()).decode(),
}""")

la("""[2026-12-06 23:41:02] 로봇 컨트롤러 재부팅 완료
[2026-12-06 23:41:05] 원격 접속 설정: user=doosan_svc passwd=********
[2026-12-06 23:41:06] 티칭 펜던트 연결됨 (S/N {0})""", r(10, UPPER_NUM))

# ============================================================ look-alikes: firmware signing / secure boot
la("""$ imgtool getpub -k bootloader/mcuboot/root-ec-p256.pem
/* Autogenerated by imgtool.py, do not edit. */
const unsigned char ecdsa_pub_key[] = {
    {0}
};""", ", ".join("0x" + r(2, HEX) for _ in range(24)))

la("""$ espsecure.py digest_sbv2_public_key --keyfile secure_boot_signing_key.pem --output digest.bin
$ xxd -p digest.bin
{0}
(this is the SHA-256 of the public key, burned into BLOCK_KEY1)""", r(64, HEX))

la("""cst-3.3.2/crts$ ls
CA1_sha256_secp256r1_v3_ca_crt.pem  SRK1_sha256_secp256r1_v3_ca_crt.pem  SRK_1_2_3_4_fuse.bin  SRK_1_2_3_4_table.bin
$ hexdump -e '/4 "0x"' -e '/4 "%X""\\n"' SRK_1_2_3_4_fuse.bin
0x{0}
0x{1}""", r(8, UPPER_HEX), r(8, UPPER_HEX))

la("""/* Core/Src/se_keys.c -- the real key is injected by the secure engine at build time */
static const uint8_t SE_ReadKey_AES_CBC[16] = { 0 };  /* placeholder, see prepareimage.py */""")

la("""=> printenv
bootcmd=run mmcboot
bootdelay=0
serial#={0}
ethaddr={1}
fdtfile=imx8mp-var-dart-dt8mcustomboard.dtb""", r(12, UPPER_NUM), mac().lower())

la("""# conf/local.conf
MACHINE = "imx8mp-var-dart"
INHERIT += "extrausers"
# root login disabled; debug images add a key-only SSH login instead
EXTRA_USERS_PARAMS = "usermod -L root;"
IMAGE_FEATURES:remove = "debug-tweaks" """)

la("""swupdate[412]: Software Update started, image fw-gateway-3.4.0.swu
swupdate[412]: sha256 {0} OK
swupdate[412]: Installation in progress: 100%""", r(64, HEX))

la("""# prj.conf -- gateway board
CONFIG_WIFI=y
CONFIG_WIFI_CREDENTIALS=y
# credentials are entered at runtime with `wifi cred add`, never compiled in
CONFIG_WIFI_CREDENTIALS_STATIC=n""")

la("$ tpm2_getcap properties-fixed | grep -A1 TPM2_PT_MANUFACTURER\nTPM2_PT_MANUFACTURER:\n  raw: 0x{0}", r(8, HEX))

la("""ATECC608B info
  Serial number: 01 23 {0}
  Revision: 00 00 60 03
  Config zone locked: yes, data zone locked: yes""", " ".join(r(2, UPPER_HEX) for _ in range(7)))

la("""Firmware release 3.4.0 (gateway)
  fw.bin        sha256 {0}
  fw.bin.sig    ECDSA P-256 signature (base64): {1}
  signed by key id {2}""", r(64, HEX), b64(64), r(16, HEX))

la("Secure boot fuse map: OTP_CFG0 = 0x{0}, OTP_CFG1 = 0x{1}, SEC_CONFIG closed. (Fuse values are public; the SRK hash they hold is not a key.)", r(8, UPPER_HEX), r(8, UPPER_HEX))

# ============================================================ look-alikes: IoT cloud / fleet
la("DEVICE_CONNECTION_STRING=HostName=plant-hub-weu.azure-devices.net;DeviceId=press-07;x509=true")

la("""I (3412) aws_iot: Loading client certificate from NVS...
I (3413) aws_iot: cert fingerprint SHA256:{0}
I (3420) aws_iot: Connecting to a2x7kq9lmn-ats.iot.eu-central-1.amazonaws.com:8883""", b64(32).rstrip("="))

la("""uart:~$ settings set golioth/psk-id conveyor-12@proj-line2
uart:~$ settings set golioth/psk <paste from Golioth console>
uart:~$ kernel reboot cold""")

la("""// memfault_platform_config.h
#define MEMFAULT_PROJECT_KEY CONFIG_MEMFAULT_PROJECT_KEY   /* set from CI secret MEMFAULT_KEY */
#define MEMFAULT_DEVICE_INFO_SOFTWARE_TYPE "gateway-fw"
#define MEMFAULT_BUILD_ID "{0}" """, r(40, HEX))

la("$ particle list\nconveyor-12 [e00fce68{0}] (Product 28117) is online\n  firmware: 3.4.0", r(16, HEX))

la("""/etc/mender/mender.conf
{
  "ServerURL": "https://hosted.mender.io",
  "TenantToken": "",
  "UpdatePollIntervalSeconds": 1800
}
# tenant token is written by the provisioning jig from /run/secrets/mender_tenant""")

la("$ balena device {0}\nUUID: {0}\nDEVICE TYPE: raspberrypi4-64\nSTATUS: idle\nOS VERSION: balenaOS 6.0.24", r(32, HEX))

la("mosquitto_sub -h tb.plant.local -p 1883 -t 'v1/devices/me/attributes' -u \"$TB_ACCESS_TOKEN\" -v")

la("""LoRaWAN device (class A)
  DevEUI:  {0}
  JoinEUI: {1}
  AppKey:  stored in ChirpStack only (not exported)""", r(16, UPPER_HEX), r(16, UPPER_HEX))

la("Urządzenie Sigfox ID {0}, PAC zostaje w systemie zamówień. Login i hasło API są w sejfie firmowym.", r(8, UPPER_HEX))

la("""$ grpcurl -H "authorization: Bearer $CHIRPSTACK_API_TOKEN" -d '{"limit":10}' chirpstack.plant.local:8080 api.DeviceService/List
{"totalCount":42,"result":[{"devEui":"{0}","name":"vib-sensor-07"}]}""", r(16, HEX))

la("""프로비저닝 순서:
1. 공장 지그가 클레임 인증서로 연결
2. 디바이스 고유 키쌍을 ATECC608B 안에서 생성 (개인키는 칩 밖으로 나오지 않음)
3. 템플릿 ID {0} 로 등록""", uuid4())

la("""mindsphere:
  tenant: plantops
  client_id: plantops-edge-1.0.0
  client_secret: ${MDSP_CLIENT_SECRET}""")

la("< HTTP/1.1 401 Unauthorized\n< WWW-Authenticate: Token realm=\"litmus-edge\"\n< X-Request-Id: {0}", uuid4())

# ============================================================ look-alikes: labs, CI, misc
la(""">>> scope.query("*IDN?")
'KEYSIGHT TECHNOLOGIES,MSOX4154A,MY55310234,07.50.2021102830'
>>> scope.query(":SYSTem:SECurity:PASSword:STATe?")
'0'""")

la("snmpwalk -v2c -c public pdu-bench3.lab.local 1.3.6.1.4.1.318.1.1.4.4.2.1.3   # read-only community, documented default for the lab's monitoring VLAN")

la("JLinkExe -device STM32H743ZI -if SWD -speed 4000 -SelectEmuBySN 801023344 -CommanderScript flash.jlink\nJ-Link V11 compiled Nov 20 2026, S/N {0}", r(9, DIGITS))

la("""Stanowisko testowe HIL nr 4: login do PC z dSPACE przez konto domenowe.
Licencja dSPACE: numer klienta {0}, dongle CmDongle 3-{1}.""", r(6, DIGITS), r(7, DIGITS))

la("""[    4.120331] systemd[1]: Started Factory provisioning.
[    4.512007] provision.sh[311]: writing wifi credentials ssid=ASSEMBLY-LINE psk=<hidden>
[    4.530118] provision.sh[311]: done, rebooting in 3s""")

la("""sign_firmware:
  stage: release
  script:
    - openssl dgst -sha256 -sign keys/fw_sign.key -passin env:FW_SIGN_PASS -out fw.sig build/fw.bin
  only: [tags]""")

la("""[env:gateway_ota]
platform = espressif32@6.9.0
board = esp32-s3-devkitc-1
upload_protocol = espota
upload_port = 10.2.7.19
upload_flags =
    --port=3232
    --auth=${sysenv.OTA_PASSWORD}""")

la("The Weintek cMT panel on the filler has VNC enabled with a password; ask the shift lead for it if you need to see the alarms screen. Its MAC is {0}.", mac())

la("""talk2m:
  account: acme_service
  username: remote_tech
  password: !vault talk2m_password
  device_serial: {0}""", r(4, DIGITS) + "-" + r(4, DIGITS) + "-" + r(2, DIGITS))

la("원격 유지보수 GateManager 접속 시 비밀번호는 개인별로 발급되며, 공유 계정은 사용하지 않습니다. 인증서 지문: {0}", ":".join(r(2, UPPER_HEX) for _ in range(20)))

la("""[[outputs.influxdb_v2]]
  urls = ["http://historian-edge:8086"]
  token = "$INFLUX_TOKEN"
  organization = "plant-krakow"
  bucket = "line2_raw\"""")

la("RECIPE_DB_URL=postgresql://recipes_rw@10.0.20.8:5432/recipes?sslmode=verify-full&sslrootcert=/etc/ssl/plant-ca.pem")

la("""UDS trace:
  -> 27 11                    requestSeed
  <- 67 11 {0}     seed
  -> 27 12 {1}     sendKey
  <- 67 12                    access granted""", " ".join(r(2, UPPER_HEX) for _ in range(4)), " ".join(r(2, UPPER_HEX) for _ in range(4)))

la("""key,type,encoding,value
wifi,namespace,,
ssid,data,string,FACTORY-IOT
serial,data,string,{0}
hw_rev,data,u8,3""", "GW" + r(10, DIGITS))

la("docker run -d --name cds-gw --network host --env-file /etc/codesys/gateway.env codesys/gateway:4.13.0.0@sha256:{0}", r(64, HEX))

la("""$ ansible-vault view group_vars/plc_hosts/vault.yml
Vault password:
ERROR! Decryption failed (no vault secrets were found that could decrypt)""")

la("""{"type":"tool_use","name":"bash","input":{"command":"python3 tools/ur_dashboard.py --host 192.168.56.101 --cmd 'robotmode'"}}
{"type":"tool_result","content":"Robotmode: RUNNING"}""")

la("""[LabVIEW]
server.tcp.enabled=True
server.tcp.port=3363
server.tcp.access="+10.9.0.*"
WebServer.TCPPort=8080""")

la("""DNP3 outstation RTU-17
  address: {0}
  master:  1
  secure authentication: enabled, update key provisioned out of band (key change method 3)""", r(3, DIGITS))

la("Grafana dla hali produkcyjnej: http://10.0.30.2:3000, logowanie przez SSO (Azure AD). Dashboard OEE ma UID {0}.", r(9, ALNUM))

la("Downloading firmware from https://fw.plant.example.com/gw/3.4.0/fw.bin (sha256 {0}, 1 843 200 bytes)", r(64, HEX))

la("2026-12-06T21:03:44Z WARN mes-sync GET https://mes.plant.local/api/orders?line=2&order={0} took 4021ms", r(8, DIGITS))

la("""(* FB_Login -- service screen unlock; hash compared, plain password never stored *)
IF F_SHA256(sPassword) = c_sServiceHash THEN
    bServiceMode := TRUE;
END_IF""")

la("""I (1023) app: Starting provisioning with security 1
I (1024) app: Proof of possession (PoP) is derived from the device MAC, see docs/provisioning.md
I (1025) wifi_prov_mgr: Provisioning started with service name : PROV_{0}""", r(6, UPPER_HEX))

la("""2026-12-07 01:12:55 [FTSecurity] 사용자 추가: engineer02
2026-12-07 01:12:55 [FTSecurity] 초기 비밀번호는 사용자에게 직접 전달됨 (로그에 기록하지 않음)
2026-12-07 01:12:56 [FTSecurity] 그룹 Engineers 에 추가됨""")

la("""^XA
^FO50,50^BQN,2,6^FDQA,SN-{0}^FS
^FO50,260^A0N,30,30^FDGW-3.4.0 MAC {1}^FS
^XZ""", r(10, DIGITS), mac())

la("""[[inputs.opcua]]
  name = "press_line"
  endpoint = "opc.tcp://10.1.5.40:4840"
  security_policy = "Basic256Sha256"
  security_mode = "SignAndEncrypt"
  auth_method = "Certificate"
  certificate = "/etc/telegraf/opcua.crt"
  private_key = "/etc/telegraf/opcua.key\"""")

la("Reminder from the controls team: never put PLC, HMI or robot passwords in Git, Jira or the chat. Use the vault; if a password was ever pasted somewhere, rotate it and tell us.")

la("$ git log --oneline -3\n{0} fw: bump MCUboot to 2.1.0\n{1} plc: rename DB12 tags\n{2} ci: sign release artifacts with HSM key (key id in README)", r(7, HEX), r(7, HEX), r(7, HEX))

la("""CAN bus capture (candump can0)
  can0  18FEF100   [8]  {0}
  can0  0CF00400   [8]  {1}""", " ".join(r(2, UPPER_HEX) for _ in range(8)), " ".join(r(2, UPPER_HEX) for _ in range(8)))


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
