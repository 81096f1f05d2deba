r"""Held-out batch 64: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) a grep of the
Theme paragraphs of the earlier batches (the line starting with Theme and the twelve lines
after it), so that this batch repeats none of their texts; (4) a grep of the kind names
already used as the first argument of add() and add_split(). No rule, code, doc, test,
bench or result of the filter was opened, and the filter was never run.

Theme: live streaming, broadcast and game server hosting as a coding agent's session holds
them: files it read, commands it ran, tool output, logs, code and chat. All kinds live
under the "live/" prefix, and they are new next to the earlier "game/" batch. Streaming:
OBS service.json profiles for Twitch, YouTube, Kick and custom RTMP, WHIP bearer tokens in
OBS and curl, WHEP tokens in player code, ffmpeg tee-muxer pushes, SRT passphrases in
ffmpeg URLs, srt-live-transmit, GStreamer srtsink, Cloudflare Stream live inputs, Larix
deep links (URL-encoded) and Kubernetes Secrets (base64), MediaMTX authInternalUsers,
SRT stream ids with credentials, nginx-rtmp pushes and secure_link secrets,
Wowza publish.password, admin.password, REST digest logins and Wowza Video JWTs, Ant Media
JWT secrets, OvenMediaEngine signed-policy keys, Janus admin
secrets, Owncast admin passwords and access tokens, Elemental Live RTMP endpoints, RTSP camera
and RTMP userinfo URLs, Castr
keys with a password, TikTok sign parameters, AWS IVS stream keys, Mux and Livepeer,
Restream client secrets and keys, Facebook persistent keys, Streamlabs alert-box widget
URLs, Streamer.bot and obsws-python passwords, vMix web controller logins and NDI Bridge
encryption keys. Radio: Icecast source, admin and mount passwords, Basic headers
of a source client, Liquidsoap and DarkIce configs, SHOUTcast adminpassword
and authhash, Centova Cast and AzuraCast API keys. Game servers: Minecraft rcon-cli yaml,
MCRCON_PASS, the 1.21.9 management-server-secret, LuckPerms database
passwords, Tebex secrets, DiscordSRV bot tokens, Rust server.cfg, ARK Ascended join
passwords and arkmanager configs, Palworld docker env, Factorio
player-data service tokens, Valheim docker env, Enshrouded, V Rising and Arma Reforger
configs, srcds -authkey, Steam Web API keys in Python, Pterodactyl panel APP_KEY, database
setup flags and pydactyl client keys, AMP ResetLogin and licence activation, Roblox Open
Cloud keys (headers, rbxcloud, split), .ROBLOSECURITY cookies, Discord bot tokens and
client secrets, YouTube refresh tokens for chat bots, Twitch app access tokens, TeamSpeak
6 query admin passwords, TS3AudioBot server passwords, serverquery login creation output
and Mumble registerPassword. Secrets are random strings from the seeded
helpers and human-chosen passwords (words, leetspeak, phrases), in assignments, flags,
URLs, XML, JSON, YAML, TOML, INI, shell, code, logs, splits and chat prose.
Look-alikes are the same files and commands with env references, templates, empty or
masked values, and public values: ingest servers, YouTube video and channel ids, Twitch
user and client ids, clip slugs, Discord snowflakes, application ids and interaction
public keys, Steam ids and app ids, Workshop ids, BattlEye GUIDs, Roblox universe and
place ids, Pterodactyl server identifiers, vMix input keys, OBS scene uuids, obs-websocket
Hello challenge and salt, HLS IVs and key URIs, DTLS fingerprints, Minecraft
resource-pack sha1 and level seeds, Factorio map exchange strings, Valheim world seeds,
TeamSpeak client unique ids, Mumble certificate hashes, IVS ARNs and playback URLs, Mux
playback ids, Cloudflare live input uids, image digests, checksums, and prose about
rotating keys. Languages: mostly English, some Spanish, Swedish and Thai.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string
import urllib.parse

_rng = random.Random(64_2026_12_07)
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
_WORDS = (
    "creeper", "valhalla", "midgard", "dragon", "otter", "lantern", "pixel", "raccoon",
    "falcon", "nebula", "tundra", "beacon", "ember", "glacier", "walrus", "cobalt",
    "lobster", "harbor", "mango", "thunder", "badger", "rocket", "kraken", "marmot",
    "saffron", "zephyr", "cactus", "quokka", "obsidian", "redstone", "tavern", "sauna",
)
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def word() -> str:
    return _rng.choice(_WORDS)


def leet(w: str) -> str:
    return "".join(_LEET.get(c, c) if _rng.random() < 0.7 else c for c in w)


def hpw() -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    style = _rng.randrange(4)
    if style == 0:
        return word().capitalize() + word().capitalize() + r(_rng.choice((2, 4)), DIGITS) + _rng.choice("!?.*")
    if style == 1:
        return leet(word()).capitalize() + _rng.choice("_-.") + r(3, DIGITS) + _rng.choice("!#*")
    if style == 2:
        return word() + _rng.choice("@!") + word().upper() + r(2, DIGITS)
    return leet(word() + word()) + r(4, DIGITS)


def phrase(n: int = 4, sep: str = "-") -> str:
    return sep.join(word() for _ in range(n)) + sep + r(2, DIGITS)


def yt_key() -> str:
    return "-".join(r(4, LOWER_NUM) for _ in range(5))


def twitch_key() -> str:
    return "live_" + r(9, DIGITS) + "_" + r(30, ALNUM)


def ivs_key(region: str) -> str:
    return "sk_" + region + "_" + r(28, ALNUM)


def discord_token() -> str:
    uid = "1" + r(18, DIGITS)
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + r(6, URLSAFE) + "." + r(38, URLSAFE)


def snowflake() -> str:
    return "1" + r(18, DIGITS)


def steamid() -> str:
    return "7656119" + r(10, DIGITS)


# ============================================================ secrets
add("live/obs-service-json-twitch-profile", """$ cat ~/.config/obs-studio/basic/profiles/Friday_Raid/service.json
{"settings":{"bwtest":false,"key":"{0}","server":"auto","service":"Twitch","protocol":"RTMPS"},"type":"rtmp_common"}""", twitch_key())

add("live/obs-service-json-custom-youtube", """Read file: C:/Users/mika/AppData/Roaming/obs-studio/basic/profiles/Konferens/service.json
{
    "type": "rtmp_custom",
    "settings": {
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "use_auth": false,
        "bwtest": false,
        "key": "{0}"
    }
}""", yt_key())

add("live/ffmpeg-tee-muxer-youtube-backup", """# stream.sh -- loop the holding slate to primary + backup ingest
ffmpeg -re -stream_loop -1 -i slate_1080p.mp4 \\
  -c:v libx264 -preset veryfast -b:v 4500k -maxrate 4500k -bufsize 9000k -g 60 \\
  -c:a aac -b:a 160k -ar 48000 \\
  -map 0:v -map 0:a -flags +global_header \\
  -f tee "[f=flv:onfail=ignore]rtmp://a.rtmp.youtube.com/live2/{0}|[f=flv:onfail=ignore]rtmp://b.rtmp.youtube.com/live2?backup=1/{0}"
""", yt_key())

add("live/srt-passphrase-ffmpeg-url", """ffmpeg -i udp://239.10.0.4:5000 -c copy -f mpegts \\
  "srt://ingest-fra.broadcast.internal:9710?mode=caller&latency=120000&streamid=studio-b&passphrase={0}&pbkeylen=32"
""", r(24, ALNUM))

add("live/srt-live-transmit-listener-passphrase", """[Unit]
Description=SRT listener for the OB van return feed
After=network-online.target

[Service]
ExecStart=/usr/local/bin/srt-live-transmit -v -stats-report-frequency:5000 "srt://:4201?mode=listener&latency=400&passphrase={0}&enforcedencryption=true" udp://127.0.0.1:5004
Restart=always
User=srt

[Install]
WantedBy=multi-user.target
""", phrase(3, "."))

add("live/gstreamer-srtsink-passphrase-prop", """gst-launch-1.0 -e v4l2src device=/dev/video0 ! video/x-raw,width=1280,height=720,framerate=30/1 \\
  ! videoconvert ! x264enc tune=zerolatency bitrate=3000 key-int-max=60 ! h264parse ! mpegtsmux \\
  ! srtsink uri="srt://203.0.113.40:7001" latency=200 passphrase="{0}" pbkeylen=24 wait-for-connection=false
Setting pipeline to PAUSED ...
Pipeline is live and does not need PREROLL ...""", r(20, ALNUM))

add("live/cloudflare-stream-live-input-srt", """$ curl -s -H "Authorization: Bearer $CF_API_TOKEN" https://api.cloudflare.com/client/v4/accounts/$CF_ACCOUNT/stream/live_inputs/{1} | jq .result.srt
{
  "url": "srt://live.cloudflare.com:778",
  "streamId": "{1}",
  "passphrase": "{0}"
}""", r(32, HEX), r(32, HEX))

add("live/larix-deeplink-urlencoded-srt", """Scan this QR on the field phone, it configures Larix with the SRT target:

larix://set/v1?conn[][url]={0}&conn[][name]=Pitch%20cam%202&conn[][mode]=av&conn[][srtmode]=c&enc[vid][res]=1920x1080&enc[vid][fps]=30
""".replace("{0}", "srt%3A%2F%2Fsrt.matchday.example%3A9000%3Fpassphrase%3D{0}%26latency%3D2000"), r(22, ALNUM))

add("live/k8s-secret-srt-passphrase-b64", """apiVersion: v1
kind: Secret
metadata:
  name: srt-gateway
  namespace: broadcast
type: Opaque
data:
  SRT_LATENCY_MS: MjAwMA==
  SRT_PASSPHRASE: {0}
""", base64.b64encode(("Sp" + r(18, ALNUM)).encode()).decode())

add("live/mediamtx-authinternalusers-publish", """# mediamtx.yml (excerpt)
authMethod: internal
authInternalUsers:
  - user: any
    pass:
    ips: []
    permissions:
      - action: read
      - action: playback
  - user: encoder
    pass: {0}
    ips: ['10.20.0.0/16']
    permissions:
      - action: publish
        path: studio
""", hpw())

add("live/mediamtx-srt-streamid-credentials", """OBS > Settings > Stream > Custom
Server: srt://media.clubhouse.lan:8890?streamid=publish:studio:encoder:{0}&pkt_size=1316
Stream Key: (leave empty)""", pw())

add("live/nginx-rtmp-push-facebook-via-stunnel", """rtmp {
    server {
        listen 1935;
        chunk_size 4096;
        application live {
            live on;
            record off;
            allow publish 127.0.0.1;
            deny publish all;
            # Facebook only takes RTMPS, so we go through stunnel on 19350
            push rtmp://127.0.0.1:19350/rtmp/{0};
        }
    }
}""", "FB-" + r(16, DIGITS) + "-0-" + r(34, ALNUM))

add("live/nginx-secure-link-md5-secret", """location /hls/ {
    secure_link $arg_md5,$arg_expires;
    secure_link_md5 "$secure_link_expires$uri$remote_addr {0}";
    if ($secure_link = "") { return 403; }
    if ($secure_link = "0") { return 410; }
    types { application/vnd.apple.mpegurl m3u8; video/mp2t ts; }
    root /var/www;
}""", r(28, ALNUM))

add("live/wowza-publish-password-file", """$ sudo cat /usr/local/WowzaStreamingEngine/conf/publish.password
# Publish password file (format [username][space][password])
#username password
vmix-main {0}
""", pw())

add("live/wowza-rest-digest-curl", """curl --digest -u "wowza:{0}" -X PUT \\
  -H 'Accept:application/json; charset=utf-8' \\
  "http://wse01:8087/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications/live/instances/_definst_/incomingstreams/stage/actions/resetStream"
{"success":true,"message":"","data":null}""", pw())

add("live/wowza-video-api-jwt", """import requests

WOWZA_JWT = "{0}"
r = requests.get(
    "https://api.video.wowza.com/api/v2.0/live_streams",
    headers={"Authorization": f"Bearer {WOWZA_JWT}", "Content-Type": "application/json"},
)
print(r.status_code, len(r.json()["live_streams"]))""", jwt({"sub": r(8, DIGITS), "iss": "wowza", "exp": 1893456000}))

add("live/antmedia-red5-web-jwt-secret", """# /usr/local/antmedia/webapps/LiveApp/WEB-INF/red5-web.properties
settings.publishJwtControlEnabled=true
settings.playJwtControlEnabled=false
settings.jwtStreamSecretKey={0}
settings.hlsTime=2
settings.hlsListSize=5
settings.webRTCEnabled=true""", r(32, ALNUM))

add("live/ovenmediaengine-signedpolicy-secretkey", """        <Application>
            <Name>app</Name>
            <Type>live</Type>
            <AccessControl>
                <SignedPolicy>
                    <PolicyQueryKeyName>policy</PolicyQueryKeyName>
                    <SignatureQueryKeyName>signature</SignatureQueryKeyName>
                    <SecretKey>{0}</SecretKey>
                    <Enables>
                        <Providers>rtmp,webrtc,srt</Providers>
                        <Publishers>webrtc,llhls</Publishers>
                    </Enables>
                </SignedPolicy>
            </AccessControl>""", r(26, ALNUM))

add("live/janus-admin-secret-jcfg", """general: {
	configs_folder = "/opt/janus/etc/janus"
	plugins_folder = "/opt/janus/lib/janus/plugins"
	debug_level = 4
	admin_secret = "{0}"
	server_name = "whip-gw-01"
	protected_folders = ["/bin", "/boot", "/dev", "/etc"]
}""", r(20, ALNUM))

add("live/obs-whip-service-bearer", """Read file: profiles/WebRTC_test/service.json
{"settings":{"server":"https://whip.edge-ams.example.net/whip/endpoint/main-stage","bearer_token":"{0}","service":"WHIP"},"type":"whip_custom"}""", b64url(24))

add("live/whip-curl-authorization-bearer", """$ curl -si -X POST https://live.example.tv/whip/endpoint/rehearsal \\
    -H "Content-Type: application/sdp" \\
    -H "Authorization: Bearer {0}" \\
    --data-binary @offer.sdp
HTTP/2 201
location: /whip/resource/8c1e7f
content-type: application/sdp
etag: "xyz-1"
""", r(40, ALNUM))

add("live/whep-player-token-js", """// player.ts
const WHEP_URL = "https://edge.example.tv/whep/endpoint/keynote";
const WHEP_TOKEN = "{0}"; // TODO move to server

export async function play(video: HTMLVideoElement) {
  const pc = new RTCPeerConnection();
  pc.addTransceiver("video", { direction: "recvonly" });
  pc.addTransceiver("audio", { direction: "recvonly" });
  const offer = await pc.createOffer();
  await pc.setLocalDescription(offer);
  const res = await fetch(WHEP_URL, {
    method: "POST",
    headers: { "Content-Type": "application/sdp", Authorization: `Bearer ${WHEP_TOKEN}` },
    body: offer.sdp,
  });
  await pc.setRemoteDescription({ type: "answer", sdp: await res.text() });
  pc.ontrack = (e) => (video.srcObject = e.streams[0]);
}""", b64url(30))

add_split("live/whip-token-wrapped-terminal", """$ kubectl -n live get secret whip-auth -o jsonpath='{.data.token}' | base64 -d
{0}
{1}
$ """, r(60, ALNUM), r(23, ALNUM))

add("live/restream-oauth-client-secret-env", """RESTREAM_CLIENT_ID={1}
RESTREAM_CLIENT_SECRET={0}
RESTREAM_REDIRECT_URI=https://studio.example.com/oauth/restream/callback""", uuid4(), uuid4())

add("live/restream-stream-key-prose", """ok so the setup is: OBS -> Restream -> Twitch+YouTube+Kick. server is rtmp://live.restream.io/live and my restream key is {0} — can you wire that into the ffmpeg fallback script so it pushes there when OBS crashes?""", "re_" + r(7, DIGITS) + "_" + r(32, HEX))

add("live/twitch-key-swedish-chat", """[21:14] Elin: funkar streamen nu?
[21:15] Jonas: nej, OBS säger "Failed to connect to server"
[21:15] Elin: du har nog fel nyckel. här är streamnyckeln till kanalen: {0}
[21:16] Elin: klistra in den under Inställningar → Stream, och dela den inte i #allmänt""", twitch_key())

add("live/kick-obs-profile-ivs-key", """{
  "type": "rtmp_custom",
  "settings": {
    "server": "rtmps://fa723fc1b171.global-contribute.live-video.net/app",
    "use_auth": false,
    "key": "{0}"
  }
}""", ivs_key("us-west-2"))

add("live/youtube-key-thai-chat", """น้องครับ ช่วยตั้ง OBS ให้หน่อย
เซิร์ฟเวอร์: rtmp://a.rtmp.youtube.com/live2
คีย์สตรีมของช่องคือ {0}
อย่าเอาไปโพสต์ในกลุ่มนะครับ ถ้าหลุดต้องรีเซ็ตใหม่""", yt_key())

add("live/aws-ivs-get-stream-key-output", """$ aws ivs get-stream-key --arn arn:aws:ivs:eu-west-1:{1}:stream-key/{2}
{
    "streamKey": {
        "arn": "arn:aws:ivs:eu-west-1:{1}:stream-key/{2}",
        "value": "{0}",
        "channelArn": "arn:aws:ivs:eu-west-1:{1}:channel/{3}",
        "tags": {}
    }
}""", ivs_key("eu-west-1"), r(12, DIGITS), r(12, ALNUM), r(12, ALNUM))

add("live/mux-live-stream-create-response", """POST https://api.mux.com/video/v1/live-streams -> 201
{
  "data": {
    "stream_key": "{0}",
    "status": "idle",
    "playback_ids": [{"policy": "public", "id": "{1}"}],
    "new_asset_settings": {"playback_policies": ["public"]},
    "id": "{2}",
    "latency_mode": "low"
  }
}""", uuid4(), r(40, ALNUM), r(44, ALNUM))

add("live/livepeer-studio-api-key-bearer", """$ http POST https://livepeer.studio/api/stream name=townhall "Authorization:Bearer {0}"
HTTP/1.1 201 Created
{"id":"{1}","name":"townhall","record":false,"isActive":false}""", uuid4(), uuid4())

add("live/castr-key-with-password", """Castr dashboard → Townhall (Frankfurt)
RTMP server: rtmp://fr.castr.io/static
Stream key:  live_{1}?password={0}
Hosted player: https://player.castr.com/live_{1}""", r(8, HEX), r(32, HEX))

add("live/tiktok-push-url-sign", """TikTok LIVE Producer gave us this for the 19:00 drop:
Server URL: rtmp://push-rtmp-l11-sg01.tiktokcdn.com/game/
Stream key: stream-{1}?expire={2}&sign={0}""", r(32, HEX), r(19, DIGITS), "17" + r(8, DIGITS))

add("live/elemental-live-rtmp-endpoint-password", """<output_group>
  <name>Akamai primary</name>
  <rtmp_settings>
    <rtmp_endpoint>
      <uri>rtmp://p.ep{1}.i.akamaientrypoint.net/EntryPoint</uri>
      <username>{1}</username>
      <password>{0}</password>
    </rtmp_endpoint>
    <stream_name>concert_1@{1}</stream_name>
  </rtmp_settings>
</output_group>""", hpw(), r(6, DIGITS))

add("live/streamlabs-alertbox-widget-url", """OBS browser source "Alerts":
  URL:    https://streamlabs.com/alert-box/v3/{0}
  Width:  800   Height: 600
  [x] Shutdown source when not visible""", r(20, UPPER_HEX))

add("live/streamerbot-client-password", """import { StreamerbotClient } from '@streamerbot/client';

const client = new StreamerbotClient({
  host: '192.168.1.40',
  port: 8080,
  endpoint: '/',
  password: '{0}',
  subscribe: { Twitch: ['ChatMessage', 'Follow'] },
});""", hpw())

add("live/obsws-python-config-toml", """$ cat ~/config.toml
[connection]
host = "studio-pc.local"
port = 4455
password = "{0}"
""", r(16, ALNUM))

add("live/vmix-web-controller-curl-basic", """# scene switch from the tally box
curl -s -u operator:{0} "http://vmix-main:8088/api/?Function=CutDirect&Input=Camera%202"
curl -s -u operator:{0} "http://vmix-main:8088/api/?Function=StartStreaming&Value=0"
""", hpw())

add("live/ndi-bridge-encryption-key-runbook", """## Remote production – NDI Bridge
1. On the studio machine start NDI Bridge in **Host** mode, port 5990.
2. Remote site joins with Join mode → host `203.0.113.22:5990`.
3. Encryption key (both sides must match): `{0}`
4. Buffer: 120 ms, H.264 at 20 Mbps.""", r(24, ALNUM))

add("live/owncast-adminpassword-flag", """$ ./owncast -webserverport 8080 -rtmpport 1935 -adminpassword '{0}' -streamkey dummy-overwritten-later
INFO[2025-02-01T10:11:02Z] Owncast v0.2.0-linux-64bit (3c8c0f8)
INFO[2025-02-01T10:11:02Z] Web server is listening on port 8080.""", hpw())

add("live/owncast-integration-access-token", """# chat bridge bot
OWNCAST_URL = "https://stream.guild.example"
OWNCAST_TOKEN = "{0}"  # access token, scope CAN_SEND_SYSTEM_MESSAGES

def announce(text: str) -> None:
    requests.post(f"{OWNCAST_URL}/api/integrations/chat/system",
                  headers={"Authorization": f"Bearer {OWNCAST_TOKEN}"},
                  json={"body": text}, timeout=5)""", b64url(32) + "=")

add("live/icecast-xml-source-password", """<icecast>
    <location>Göteborg</location>
    <admin>radio@skargard.example</admin>
    <limits>
        <clients>500</clients>
        <sources>4</sources>
    </limits>
    <authentication>
        <source-password>{0}</source-password>
        <admin-user>admin</admin-user>
        <admin-password>${ICECAST_ADMIN_PASSWORD}</admin-password>
    </authentication>
    <hostname>radio.skargard.example</hostname>""", hpw())

add("live/icecast-xml-admin-password", """    <authentication>
        <!-- source password comes from the mount below -->
        <admin-user>stationadmin</admin-user>
        <admin-password>{0}</admin-password>
    </authentication>""", phrase(3, "-"))

add("live/icecast-mount-password", """    <mount type="normal">
        <mount-name>/morning.ogg</mount-name>
        <username>morningshow</username>
        <password>{0}</password>
        <max-listeners>200</max-listeners>
        <fallback-mount>/autodj.ogg</fallback-mount>
    </mount>""", hpw())

add("live/icecast-source-basic-header", """> PUT /studio.mp3 HTTP/1.1
> Host: stream.radio.example:8000
> Authorization: Basic {0}
> Content-Type: audio/mpeg
> Ice-Public: 0
> Ice-Name: Studio feed
> Expect: 100-continue
< HTTP/1.1 100 Continue""", base64.b64encode(("source:" + pw()).encode()).decode())

add("live/liquidsoap-output-icecast-password", """radio = fallback(track_sensitive=false, [live, playlist("/music/rotation")])

output.icecast(
  %mp3(bitrate=192),
  host="127.0.0.1", port=8000,
  password="{0}",
  mount="/radio.mp3",
  name="Radio Bangsaen",
  radio
)""", hpw())

add("live/darkice-cfg-password", """[icecast2-0]
bitrateMode     = cbr
format          = vorbis
bitrate         = 128
server          = icecast.radio.example
port            = 8000
password        = {0}
mountPoint      = studio.ogg
name            = Nattradion
description     = Live från studion""", hpw())

add("live/shoutcast-sc-serv-adminpassword", """; sc_serv.conf
logfile=logs/sc_serv.log
portbase=8000
adminpassword={0}
streamid_1=1
streampath_1=/stream
streammaxuser_1=250""", hpw())

add("live/shoutcast-streamauthhash", """streamid_1=1
streampath_1=/live
streamauthhash_1={0}
streampublic_1=1
genre_1=Jazz""", r(32, UPPER_HEX))

add("live/centova-cast-api-password-param", """curl -s "https://cast.hosting.example:2199/api.php?xm=server.getstatus&f=json&a[username]=jazzfm&a[password]={0}"
{"type":"success","response":{"data":{"status":{"sourcestate":1,"listeners":37}}}}""", pw())

add("live/azuracast-api-key-header", """$ curl -s -H "X-API-Key: {0}" https://radio.example.org/api/station/1/nowplaying | jq .listeners
{
  "total": 42,
  "unique": 40,
  "current": 42
}""", r(16, HEX) + ":" + r(32, HEX))

add("live/rcon-cli-yaml-config", """$ cat ~/.rcon-cli.yaml
host: mc.lan
port: 25575
password: {0}
$ rcon-cli list
There are 3 of a max of 20 players online: ghast_ly, moss_k, Tindra""", hpw())

add("live/mcrcon-env-pass-tmux-script", """#!/usr/bin/env bash
# nightly-restart.sh
export MCRCON_HOST=127.0.0.1
export MCRCON_PORT=25575
export MCRCON_PASS='{0}'
mcrcon -w 5 "say Server restarting in 60 seconds" save-all stop
systemctl restart minecraft@survival""", hpw())

add("live/minecraft-management-server-secret", """# server.properties (1.21.9)
management-server-enabled=true
management-server-host=0.0.0.0
management-server-port=25585
management-server-secret={0}
management-server-tls-enabled=true
motd=Raccoon SMP""", r(40, ALNUM))

add("live/luckperms-config-mariadb-password", """data:
  address: db.smp.internal:3306
  database: luckperms
  username: luckperms
  password: '{0}'
  pool-settings:
    maximum-pool-size: 10""", hpw())

add("live/tebex-secret-console", """> tebex secret {0}
[18:03:11 INFO]: [Tebex] Connected to Raccoon SMP Store.
[18:03:11 INFO]: [Tebex] Found 0 pending commands.""", r(40, HEX))

add("live/discordsrv-config-bottoken", """# plugins/DiscordSRV/config.yml
BotToken: "{0}"
Channels: {"global": "{1}"}
DiscordConsoleChannelId: "{2}"
DiscordChatChannelMinecraftToDiscord: true""", discord_token(), snowflake(), snowflake())

add("live/discord-bot-token-thai-chat", """โทเคนบอท Discord ของเซิร์ฟเวอร์มายคราฟต์: {0}
ใส่ไว้ใน .env ชื่อ DISCORD_TOKEN แล้วรัน docker compose up -d ได้เลยครับ""", discord_token())

add_split("live/discord-token-js-concat", """// bot/index.js
const { Client, GatewayIntentBits } = require('discord.js');
const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages] });
// split so the scanner on the old host stops complaining
const T = '{0}' + '{1}';
client.once('ready', () => console.log(`ready as ${client.user.tag}`));
client.login(T);""", *(lambda t: (t[:35], t[35:]))(discord_token()))

add("live/discord-oauth-client-secret-env", """# community site (.env.production)
DISCORD_CLIENT_ID={1}
DISCORD_CLIENT_SECRET={0}
DISCORD_GUILD_ID={2}
DISCORD_REDIRECT=https://smp.example/auth/discord/callback""", r(32, URLSAFE), snowflake(), snowflake())

add("live/youtube-chatbot-refresh-token-json", """{
  "installed": {"client_id": "{1}.apps.googleusercontent.com"},
  "token": {
    "token_uri": "https://oauth2.googleapis.com/token",
    "refresh_token": "{0}",
    "scopes": ["https://www.googleapis.com/auth/youtube.force-ssl"]
  }
}""", "1//0" + r(2, ALNUM) + r(96, URLSAFE), r(12, DIGITS) + "-" + r(32, LOWER_NUM))

add("live/twitch-helix-app-access-token", """curl -s -H "Client-Id: {1}" -H "Authorization: Bearer {0}" \\
  "https://api.twitch.tv/helix/streams?user_login=raccoonsmp"
{"data":[],"pagination":{}}""", r(30, LOWER_NUM), r(30, LOWER_NUM))

add("live/rust-server-cfg-rcon", """// server/raccoon/cfg/server.cfg
server.hostname "Raccoon Rust | Vanilla | Wipe Thu"
server.maxplayers 100
server.worldsize 3500
rcon.password "{0}"
rcon.web 1""", hpw())

add("live/ark-asa-serverpassword-query", """start "" ArkAscendedServer.exe TheIsland_WP?listen?SessionName=RaccoonASA?ServerPassword={0}?MaxPlayers=20 -WinLiveMaxPlayers=20 -port=7777 -NoBattlEye -log""", hpw())

add("live/arkmanager-instance-cfg-admin", """# /etc/arkmanager/instances/main.cfg
arkserverroot="/home/steam/ARK"
serverMap="Ragnarok"
ark_SessionName="Nordic Raccoons PvE"
ark_ServerAdminPassword="{0}"
ark_MaxPlayers="30"
ark_QueryPort="27015"
""", hpw())

add("live/palworld-docker-env-admin", """services:
  palworld:
    image: thijsvanloef/palworld-server-docker:latest
    ports: ["8211:8211/udp", "27015:27015/udp"]
    environment:
      PLAYERS: 16
      MULTITHREADING: true
      RCON_ENABLED: true
      RCON_PORT: 25575
      ADMIN_PASSWORD: "{0}"
      COMMUNITY: false
      SERVER_NAME: "raccoon pals"
    volumes: ["./palworld:/palworld/"]""", hpw())

add("live/factorio-player-data-service-token", """$ jq '{"service-username", "service-token"}' ~/.factorio/player-data.json
{
  "service-username": "moss_k",
  "service-token": "{0}"
}""", r(30, HEX))

add("live/valheim-docker-env-server-pass", """docker run -d --name valheim \\
  -p 2456-2457:2456-2457/udp \\
  -e SERVER_NAME="Midgård Raccoons" -e WORLD_NAME=Fjallbacka \\
  -e SERVER_PASS="{0}" -e SERVER_PUBLIC=false \\
  -v $HOME/valheim:/config lloesche/valheim-server""", hpw())

add("live/valheim-password-swedish-chat", """Hej allihopa! Servern är uppe igen efter uppdateringen.
IP: 203.0.113.77:2456
Lösenord: {0}
Världen heter Fjällbacka, ta med er egen mjöd.""", word().capitalize() + r(4, DIGITS))

add("live/enshrouded-server-json-admin-group", """{
  "name": "Raccoon Embervale",
  "saveDirectory": "./savegame",
  "logDirectory": "./logs",
  "ip": "0.0.0.0",
  "queryPort": 15637,
  "slotCount": 16,
  "userGroups": [
    {"name": "Admin", "password": "{0}", "canKickBan": true, "canAccessInventories": true},
    {"name": "Friend", "password": "", "canKickBan": false, "canAccessInventories": true}
  ]
}""", hpw())

add("live/vrising-rcon-password-json", """ServerHostSettings.json
  "Rcon": {
    "Enabled": true,
    "BindAddress": "127.0.0.1",
    "Port": 25575,
    "Password": "{0}"
  },""", pw())

add("live/arma-reforger-config-passwordadmin", """{
  "bindAddress": "0.0.0.0",
  "bindPort": 2001,
  "publicAddress": "203.0.113.90",
  "game": {
    "name": "Raccoon Conflict",
    "password": "",
    "passwordAdmin": "{0}",
    "scenarioId": "{ECC61978EDCC2B5A}Missions/23_Campaign.conf",
    "maxPlayers": 64
  }
}""", hpw())

add("live/srcds-authkey-workshop", """./srcds_run -game garrysmod -console -port 27015 +maxplayers 24 +map gm_construct \\
  +host_workshop_collection 2912374019 -authkey {0} +gamemode terrortown""", r(32, UPPER_HEX))

add("live/steam-web-api-key-python-webapi", """from steam.webapi import WebAPI

api = WebAPI(key="{0}")
bans = api.ISteamUser.GetPlayerBans(steamids="{1}")
print(bans["players"][0]["VACBanned"])""", r(32, UPPER_HEX), steamid())

add("live/pterodactyl-panel-app-key", """$ sudo grep -E '^(APP_URL|APP_KEY|APP_TIMEZONE)=' /var/www/pterodactyl/.env
APP_URL=https://panel.raccoon.example
APP_KEY=base64:{0}
APP_TIMEZONE=Europe/Stockholm""", b64(32))

add("live/pterodactyl-environment-database-flag", """cd /var/www/pterodactyl
php artisan p:environment:database --host=127.0.0.1 --port=3306 --database=panel --username=pterodactyl --password='{0}'
php artisan migrate --seed --force""", hpw())

add("live/pydactyl-client-key", """from pydactyl import PterodactylClient

api = PterodactylClient("https://panel.raccoon.example", "{0}")
for srv in api.client.servers.list_servers():
    print(srv["attributes"]["identifier"], srv["attributes"]["name"])""", "ptlc_" + r(43, ALNUM))

add("live/amp-resetlogin-positional", """$ sudo su -l amp -c "ampinstmgr ResetLogin ADS01 admin '{0}'"
[Info] Login for admin on ADS01 has been reset.
$ sudo su -l amp -c "ampinstmgr RestartAll"
""", hpw())

add("live/amp-licence-activation", """[amp@gs01 ~]$ ampinstmgr ActivateAMPLicence {0}
[Info] AMP Instance Manager v2.6 built 12/01/2025
[Info] Activating licence for all instances...
[Info] Licence activated: Professional edition, 5 instances.""", uuid4())

add("live/roblox-open-cloud-key-header", """curl -X POST "https://apis.roblox.com/messaging-service/v1/universes/{1}/topics/shutdown" \\
  -H "x-api-key: {0}" \\
  -H "Content-Type: application/json" \\
  --data '{"message":"update v1.42"}'""", b64(90), r(10, DIGITS))

add("live/rbxcloud-experience-publish-flag", """- name: Publish place
  run: |
    rbxcloud experience publish \\
      --filename build.rbxl --place-id 14567823901 --universe-id 5123987345 \\
      --version-type published \\
      --api-key "{0}"
""", b64(84))

add_split("live/roblox-key-spanish-two-messages", """[10:02] Dani: te mando la API key de Open Cloud en dos partes porque Discord la corta
[10:02] Dani: {0}
[10:03] Dani: {1}
[10:03] Dani: júntalas sin espacios y ponla en ROBLOX_API_KEY""", *(lambda k: (k[:60], k[60:]))(b64(84)))

add("live/roblosecurity-cookie-tarmac", """$ tarmac sync --target roblox --auth '_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_{0}'
Syncing 14 assets...""", r(300, UPPER_HEX))

add("live/teamspeak6-query-admin-password-compose", """services:
  teamspeak:
    image: teamspeaksystems/teamspeak6-server:latest
    ports: ["9987:9987/udp", "30033:30033", "10080:10080"]
    environment:
      - TSSERVER_LICENSE_ACCEPTED=accept
      - TSSERVER_QUERY_HTTP_ENABLED=true
      - TSSERVER_QUERY_ADMIN_PASSWORD={0}""", hpw())

add("live/ts3audiobot-server-password", """# bots/default/bot.toml
[connect]
address = "ts.raccoon.example"
name = "MusicRaccoon"
channel = "/2"
[connect.server_password]
pw = "{0}"
hashed = false""", hpw())

add("live/ts3-clientsetserverquerylogin-output", """clientsetserverquerylogin client_login_name=statsbot
client_login_password={0}
error id=0 msg=ok""", r(8, ALNUM))

add("live/mumble-ini-registerpassword", """; mumble-server.ini
welcometext="<br />Välkommen till <b>Raccoon Mumble</b>!<br />"
port=64738
users=100
registerName=Raccoon Mumble
registerPassword={0}
registerUrl=https://mumble.raccoon.example/
registerHostname=mumble.raccoon.example""", hpw())

add("live/ffmpeg-rtsp-camera-restream", """ffmpeg -rtsp_transport tcp -i "rtsp://admin:{0}@192.168.10.64:554/Streaming/Channels/101" \\
  -c:v copy -an -f flv rtmp://127.0.0.1/live/birdcam""", pw())

add("live/rtmp-userinfo-nimble-publish", """[vMix Streaming settings]
Destination: Custom RTMP Server
URL: rtmp://ingest:{0}@nimble.studio.example:1935/live
Stream Name: cam_a
Quality: 1080p 6000 kbps""", pw())

add("live/facebook-persistent-key-spanish", """Oye, para el directo del sábado usa la clave persistente de la página:
servidor rtmps://live-api-s.facebook.com:443/rtmp/
clave de transmisión: {0}
No la pegues en el grupo de WhatsApp, porfa.""", "FB-" + r(16, DIGITS) + "-0-" + r(34, ALNUM))

add_split("live/kick-key-spanish-two-messages", """Marta: te paso la clave de Kick, la primera mitad: {0}
Marta: y la segunda: {1}
Luis: gracias, ya la meto en OBS""", *(lambda k: (k[:18], k[18:]))(ivs_key("us-west-2")))

add("live/youtube-key-thai-ffmpeg-note", """# สคริปต์สตรีมวิดีโอวนลูปขึ้น YouTube (ห้ามแชร์ไฟล์นี้)
KEY="{0}"
ffmpeg -re -stream_loop -1 -i loop.mp4 -c copy -f flv "rtmp://a.rtmp.youtube.com/live2/$KEY"
""", yt_key())

add("live/icecast-source-password-thai", """ตั้งค่า butt สำหรับสถานีวิทยุชุมชน:
Address: radio.bangsaen.example  Port: 8000
Password (source): {0}
Mount: /live""", hpw())

add("live/srt-passphrase-swedish-runbook", """## Sändning från Ullevi
- Kodare: Haivision Makito X4, utgång SRT caller
- Mål: srt://ingest.sport.example:9001
- Latens: 800 ms
- Lösenfras (passphrase): {0}
- Ring produktionen innan ni startar.""", phrase(4, " "))

add("live/wowza-rest-password-spanish-chat", """Para reiniciar la aplicación en Wowza usa el REST API en el 8087,
usuario: wowza y contraseña: {0}
(está en conf/admin.password también, no la cambies sin avisar)""", hpw())

add("live/gameserver-rcon-thai-chat", """แอดมินเซิร์ฟ Rust ครับ รหัส RCON คือ {0}
เข้าผ่าน RustAdmin พอร์ต 28016 นะครับ""", hpw())

add("live/minecraft-rcon-spanish-issue", """**Bug:** el plugin no conecta al RCON
**Config usada:**
```
rcon.host=10.0.0.4
rcon.port=25575
rcon.contraseña={0}
```
Error: `Authentication failed`""", hpw())

add("live/obs-websocket-password-swedish", """obs-websocket är på port 4455, lösenordet är {0} – använd det i Stream Deck-pluginet.""", r(16, ALNUM))

add("live/shoutcast-dj-password-spanish", """; sc_trans.conf — DJ en vivo
djport=8001
djlogin_1=dj_nocturno
djpassword_1={0}
djpriority_1=1""", hpw())

add("live/twitch-key-go-const", """package main

// TODO(rotate): this is the real channel key, move to env before pushing
const twitchIngest = "rtmp://live-fra.twitch.tv/app/"
const streamKey = "{0}"

func pushURL() string { return twitchIngest + streamKey }""", twitch_key())


# ============================================================ look-alikes
la("""$ cat ~/.config/obs-studio/basic/profiles/Untitled/service.json
{"settings":{"bwtest":false,"key":"","server":"auto","service":"Twitch"},"type":"rtmp_common"}""")

la("""ffmpeg -re -i show.mp4 -c:v libx264 -b:v 4500k -g 60 -c:a aac -b:a 160k \\
  -f flv "rtmp://a.rtmp.youtube.com/live2/${YT_STREAM_KEY}"
""")

la("""# stream.sh
: "${TWITCH_STREAM_KEY:?set TWITCH_STREAM_KEY in .env}"
ffmpeg -re -i "$1" -c copy -f flv "rtmp://live-fra.twitch.tv/app/$TWITCH_STREAM_KEY"
""")

la("""Twitch ingest servers near Stockholm (from https://ingest.twitch.tv/ingests):
  rtmp://live-arn.twitch.tv/app/{stream_key}   priority 1
  rtmp://live-cph.twitch.tv/app/{stream_key}   priority 2
  rtmp://live-osl.twitch.tv/app/{stream_key}   priority 3""")

la("""YouTube broadcast created:
  video id:   {0}
  channel id: UC{1}
  watch URL:  https://www.youtube.com/watch?v={0}
  ingestion:  rtmp://a.rtmp.youtube.com/live2 (key bound to stream "Default stream key")""", r(11, URLSAFE), r(22, URLSAFE))

la("""srt://ingest-fra.broadcast.internal:9710?mode=caller&latency=120000&streamid=studio-b&passphrase=${SRT_PASSPHRASE}&pbkeylen=32""")

la("""[Service]
EnvironmentFile=/etc/srt/return-feed.env
ExecStart=/usr/local/bin/srt-live-transmit -v "srt://:4201?mode=listener&latency=400&passphrase=${SRT_PASS}" udp://127.0.0.1:5004
Restart=always""")

la("""$ curl -s -H "Authorization: Bearer $CF_API_TOKEN" https://api.cloudflare.com/client/v4/accounts/$CF_ACCOUNT/stream/live_inputs | jq '.result[] | {uid, meta}'
{
  "uid": "{0}",
  "meta": {"name": "main stage"}
}
# uid is public: it is the id used in https://customer-xxxx.cloudflarestream.com/{0}/manifest/video.m3u8""", r(32, HEX))

la("""# mediamtx.yml (excerpt)
authMethod: http
authHTTPAddress: http://auth.internal:9000/mediamtx/auth
authHTTPExclude:
  - action: api
  - action: metrics
paths:
  studio:
    source: publisher""")

la("""authInternalUsers:
  - user: any
    pass:
    ips: []
    permissions:
      - action: read
      - action: playback""")

la("""2025/03/14 19:02:11 INF [RTMP] [conn 172.18.0.1:51544] opened
2025/03/14 19:02:11 INF [RTMP] [conn 172.18.0.1:51544] is publishing to path 'cam1', 1 track (H264)
2025/03/14 19:05:40 INF [HLS] [muxer cam1] created (requested by 10.20.3.9)
2025/03/14 19:05:41 INF [WebRTC] [session {0}] created by 10.20.3.14:53120""", r(8, HEX))

la("""rtmp {
    server {
        listen 1935;
        application live {
            live on;
            record off;
            on_publish http://127.0.0.1:8080/rtmp/auth;
            push rtmp://127.0.0.1:19350/rtmp/;   # stream name is appended by nginx-rtmp
        }
    }
}""")

la("""location /hls/ {
    secure_link $arg_md5,$arg_expires;
    secure_link_md5 "$secure_link_expires$uri$remote_addr $hls_link_secret";
    if ($secure_link = "") { return 403; }
    root /var/www;
}
# $hls_link_secret is set in /etc/nginx/conf.d/secret.conf (root:root 0600, not in git)""")

la("""10.20.3.9 - - [14/Mar/2025:19:05:41 +0000] "GET /hls/stage/seg_{0}.ts HTTP/1.1" 200 1880112 "-" "AppleCoreMedia/1.0.0" rt=0.004 cache=HIT
10.20.3.9 - - [14/Mar/2025:19:05:43 +0000] "GET /hls/stage/seg_{1}.ts HTTP/1.1" 200 1874560 "-" "AppleCoreMedia/1.0.0" rt=0.003 cache=HIT""", r(10, HEX), r(10, HEX))

la("""$ sudo cat /usr/local/WowzaStreamingEngine/conf/publish.password
# Publish password file (format [username][space][password])
#username password
""")

la("""Wowza Streaming Engine Manager → Server → Users
  Username    Group              Password
  wowza       admin,advUser      ********
  tally       basic              ********""")

la("""curl --digest -u "wowza:${WSE_ADMIN_PASS}" -H 'Accept:application/json' \\
  "http://wse01:8087/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications"
{"serverName":"_defaultServer_","applications":[{"id":"live","href":"/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications/live","appType":"Live","dvrEnabled":false}]}""")

la("""Wowza Video live stream:
  id:               {0}
  state:            started
  primary_server:   rtmp://{1}.entrypoint.cloud.wowza.com/app-{2}
  stream_name:      (hidden – view in console)
  player_hls_playback_url: https://wowzasubdomain.wowza.com/1/{3}/{4}/hls/live/playlist.m3u8""", r(8, LOWER_NUM), r(8, HEX), r(8, ALNUM), r(24, ALNUM), r(8, ALNUM))

la("""<SignedPolicy>
    <PolicyQueryKeyName>policy</PolicyQueryKeyName>
    <SignatureQueryKeyName>signature</SignatureQueryKeyName>
    <SecretKey>${env:OME_SIGNED_POLICY_KEY}</SecretKey>
</SignedPolicy>""")

la("""OME signed policy, decoded (the policy part of a playback URL is plain base64url JSON):
{0}  ->  {"url_expire":1741990000000,"allow_ip":"0.0.0.0/0"}
the signature is computed by our token service per viewer and is never written to logs""", _b64url_json({"url_expire": 1741990000000, "allow_ip": "0.0.0.0/0"}))

la("""{"settings":{"server":"https://whip.edge-ams.example.net/whip/endpoint/main-stage","bearer_token":"","service":"WHIP"},"type":"whip_custom"}""")

la("""HTTP/2 201
location: /whip/resource/{0}
content-type: application/sdp
etag: "{1}"
link: <stun:stun.l.google.com:19302>; rel="ice-server"
a=fingerprint:sha-256 {2}""", r(6, HEX), r(12, HEX), ":".join(r(2, UPPER_HEX) for _ in range(32)))

la("""const WHEP_URL = "https://edge.example.tv/whep/endpoint/keynote";
const res = await fetch(WHEP_URL, {
  method: "POST",
  headers: { "Content-Type": "application/sdp", Authorization: `Bearer ${await getViewerToken()}` },
  body: offer.sdp,
});""")

la("""RESTREAM_CLIENT_ID={0}
RESTREAM_CLIENT_SECRET=
RESTREAM_REDIRECT_URI=https://studio.example.com/oauth/restream/callback
# secret lives in 1Password: op://Streaming/Restream app/client secret""", uuid4())

la("""How do I rotate a leaked Twitch stream key? Creator Dashboard → Settings → Stream → Primary Stream key → Reset. The old key stops working right away, so update OBS before going live again.""")

la("""[21:40] Elin: jag har återställt streamnyckeln, den gamla funkar inte längre
[21:41] Jonas: okej, var hittar jag den nya?
[21:41] Elin: i Creator Dashboard under Inställningar → Stream, jag skickar den inte här""")

la("""Kick → Settings → Stream URL & Key
Stream URL: rtmps://fa723fc1b171.global-contribute.live-video.net/app
Stream Key: sk_us-west-2_••••••••••••••••••••••••  [Copy] [Reset]""")

la("""น้องครับ คีย์สตรีมของช่องเปลี่ยนแล้วนะ ของเก่าใช้ไม่ได้
ไปเอาคีย์ใหม่ได้ใน YouTube Studio > ถ่ายทอดสด > การตั้งค่าสตรีม อย่าส่งในแชทนะครับ""")

la("""$ aws ivs list-stream-keys --channel-arn arn:aws:ivs:eu-west-1:{0}:channel/{1}
{
    "streamKeys": [
        {"arn": "arn:aws:ivs:eu-west-1:{0}:stream-key/{2}", "channelArn": "arn:aws:ivs:eu-west-1:{0}:channel/{1}", "tags": {}}
    ]
}""", r(12, DIGITS), r(12, ALNUM), r(12, ALNUM))

la("""IVS channel "townhall":
  ingestEndpoint: {0}.global-contribute.live-video.net
  playbackUrl:    https://{0}.eu-west-1.playback.live-video.net/api/video/v1/eu-west-1.{1}.channel.{2}.m3u8
  latencyMode: LOW   type: STANDARD""", r(12, HEX), r(12, DIGITS), r(12, ALNUM))

la("""Mux asset ready:
  asset id:     {0}
  playback id:  {1}  (policy: public)
  HLS:          https://stream.mux.com/{1}.m3u8
  thumbnail:    https://image.mux.com/{1}/thumbnail.jpg?time=12""", r(44, ALNUM), r(40, ALNUM))

la("""$ http POST https://livepeer.studio/api/stream name=townhall "Authorization:Bearer $LIVEPEER_API_KEY"
HTTP/1.1 201 Created
{"id":"{0}","name":"townhall","playbackId":"{1}","isActive":false}""", uuid4(), r(16, LOWER_NUM))

la("""Castr dashboard → Townhall (Frankfurt)
RTMP server: rtmp://fr.castr.io/static
Stream key:  [hidden]  (click the eye icon to reveal)
Hosted player: https://player.castr.com/live_{0}""", r(32, HEX))

la("""<rtmp_endpoint>
  <uri>rtmp://p.ep{0}.i.akamaientrypoint.net/EntryPoint</uri>
  <username>{0}</username>
  <password>$$AKAMAI_PASSWORD$$</password>
</rtmp_endpoint>
<!-- $$NAME$$ tokens are substituted by the deploy script from Vault secret/broadcast/akamai -->""", r(6, DIGITS))

la("""obs-websocket Hello (op 0):
{"op":0,"d":{"obsWebSocketVersion":"5.5.4","rpcVersion":1,"authentication":{"challenge":"{0}","salt":"{1}"}}}
# challenge and salt are random per connection and sent in the clear; the client answers with a hash""", b64(32), b64(32))

la("""[connection]
host = "studio-pc.local"
port = 4455
password = ""  # auth disabled on the studio LAN, see Tools → WebSocket Server Settings""")

la("""<vmix>
  <version>28.0.0.39</version>
  <edition>4K</edition>
  <inputs>
    <input key="{0}" number="1" type="Capture" title="Camera 1" state="Running"/>
    <input key="{1}" number="2" type="NDI" title="STUDIO-PC (OBS)" state="Running"/>
    <input key="{2}" number="3" type="Browser" title="Lower third" state="Paused"/>
  </inputs>
  <streaming>True</streaming>
</vmix>""", uuid4(), uuid4(), uuid4())

la("""NDI sources found (ndi-find, 3 s):
  STUDIO-PC (vMix - Output 1)    192.168.1.20:5961
  STUDIO-PC (OBS)                192.168.1.20:5962
  BIRDBOX (PTZOptics {0})     192.168.1.64:5961""", r(8, UPPER_HEX))

la("""$ ./owncast -webserverport 8080 -rtmpport 1935
INFO[2025-02-01T10:11:02Z] Owncast v0.2.0-linux-64bit (3c8c0f8)
INFO[2025-02-01T10:11:02Z] Admin password is set, use it at /admin (not printed)
INFO[2025-02-01T10:11:02Z] Web server is listening on port 8080.""")

la("""<authentication>
    <source-password>${ICECAST_SOURCE_PASSWORD}</source-password>
    <relay-password>${ICECAST_RELAY_PASSWORD}</relay-password>
    <admin-user>admin</admin-user>
    <admin-password>${ICECAST_ADMIN_PASSWORD}</admin-password>
</authentication>""")

la("""$ curl -s https://radio.skargard.example/status-json.xsl | jq '.icestats.source[] | {listenurl, listeners, bitrate}'
{"listenurl": "https://radio.skargard.example/live.mp3", "listeners": 38, "bitrate": 192}
{"listenurl": "https://radio.skargard.example/autodj.ogg", "listeners": 4, "bitrate": 128}""")

la("""output.icecast(
  %mp3(bitrate=192),
  host="127.0.0.1", port=8000,
  password=environment.get("ICECAST_SOURCE_PASSWORD"),
  mount="/radio.mp3",
  radio
)""")

la("""[icecast2-0]
bitrateMode     = cbr
format          = vorbis
server          = icecast.radio.example
port            = 8000
password        = <från lösenordshanteraren, står inte i repot>
mountPoint      = studio.ogg""")

la("""; sc_serv.conf
portbase=8000
adminpassword=*****************
password=*****************
streamid_1=1
streampath_1=/stream""")

la("""$ curl -s -H "X-API-Key: $AZURACAST_API_KEY" https://radio.example.org/api/station/1/nowplaying | jq .now_playing.song.id
"{0}"
# song id is the md5 of artist - title, public""", r(32, HEX))

la("""# server.properties
enable-rcon=false
rcon.password=
rcon.port=25575
level-seed={0}
resource-pack=https://cdn.raccoon.example/packs/raccoon-v7.zip
resource-pack-sha1={1}
management-server-enabled=false
management-server-secret=""", "-" + r(19, DIGITS), sha())

la("""$ cat whitelist.json
[
  {"uuid": "{0}", "name": "ghast_ly"},
  {"uuid": "{1}", "name": "moss_k"},
  {"uuid": "{2}", "name": "Tindra"}
]""", uuid4(), uuid4(), uuid4())

la("""# plugins/DiscordSRV/config.yml
BotToken: ""
Channels: {"global": "{0}"}
DiscordConsoleChannelId: "{1}"
DiscordInviteLink: "discord.gg/raccoonsmp"
""", snowflake(), snowflake())

la("""Discord application "Raccoon Bot"
  Application ID:  {0}
  Public Key:      {1}
  (the public key verifies interaction signatures; it is not the bot token)
Invite: https://discord.com/oauth2/authorize?client_id={0}&permissions=274878221376&scope=bot%20applications.commands""", snowflake(), r(64, HEX))

la("""import os, discord

client = discord.Client(intents=discord.Intents.default())
client.run(os.environ["DISCORD_TOKEN"])""")

la("""บอท Discord ของเซิร์ฟเวอร์ออนไลน์แล้วครับ
Application ID: {0}
Guild ID: {1}
ลิงก์เชิญ: https://discord.com/oauth2/authorize?client_id={0}&scope=bot""", snowflake(), snowflake())

la("""X-Signature-Ed25519: {0}
X-Signature-Timestamp: 1741981234
{"type":1,"application_id":"{1}","id":"{2}","token":"(interaction token omitted from log)"}""", r(128, HEX), snowflake(), snowflake())

la("""$ curl -s "https://api.twitch.tv/helix/users?login=raccoonsmp" -H "Client-Id: {0}" -H "Authorization: Bearer $TWITCH_APP_TOKEN" | jq '.data[0] | {id, login}'
{"id": "{1}", "login": "raccoonsmp"}""", r(30, LOWER_NUM), r(9, DIGITS))

la("""Top clips this week:
  https://clips.twitch.tv/AwkwardHelplessSalamanderSwiftRage-{0}
  https://clips.twitch.tv/TenderCrunchyOkapiKappaPride-{1}""", r(16, URLSAFE), r(16, URLSAFE))

la("""Twitch-Eventsub-Message-Id: {0}
Twitch-Eventsub-Message-Timestamp: 2025-03-14T19:00:03.123456789Z
Twitch-Eventsub-Message-Signature: sha256={1}
Twitch-Eventsub-Subscription-Type: stream.online""", uuid4(), r(64, HEX))

la("""// server/raccoon/cfg/server.cfg
server.hostname "Raccoon Rust | Vanilla | Wipe Thu"
server.maxplayers 100
server.seed {0}
server.worldsize 3500
rcon.web 1
// rcon.password is passed on the command line from $RUST_RCON_PASSWORD by the systemd unit""", r(9, DIGITS))

la("""services:
  palworld:
    image: thijsvanloef/palworld-server-docker@sha256:{0}
    env_file: ./palworld.env   # ADMIN_PASSWORD etc., not committed
    environment:
      PLAYERS: 16
      SERVER_NAME: "raccoon pals"
""", r(64, HEX))

la("""PalWorldSettings.ini
OptionSettings=(Difficulty=None,DayTimeSpeedRate=1.000000,ExpRate=1.500000,ServerPlayerMaxNum=16,ServerName="raccoon pals",AdminPassword="",ServerPassword="",PublicPort=8211,RCONEnabled=False)""")

la("""Factorio map exchange string (share this so others can generate the same map):
>>>{0}<<<""", b64(180))

la("""$ jq '{"service-username", "last-played-version"}' ~/.factorio/player-data.json
{
  "service-username": "moss_k",
  "last-played-version": {"game_version": "2.0.28", "build_version": 80000, "build_mode": "steam", "platform": "linux64"}
}""")

la("""Valheim world info:
  World name: Fjallbacka
  Seed:       {0}
  Version:    0.219.16
Servern är publik i listan men kräver lösenord – fråga Elin i Discord.""", r(10, ALNUM))

la("""docker run -d --name valheim -p 2456-2457:2456-2457/udp \\
  -e SERVER_NAME="Midgård Raccoons" -e WORLD_NAME=Fjallbacka \\
  --env-file /srv/valheim/secret.env \\
  -v $HOME/valheim:/config lloesche/valheim-server""")

la("""hostname "Raccoon Retakes"
sv_setsteamaccount ""   // GSLT comes from SRCDS_TOKEN at runtime
rcon_password ""        // rcon disabled on this box
sv_lan 0""")

la("""BattlEye bans.txt (public ban list shared between communities):
{0} -1 cheating (aimbot) 2025-02-11
{1} -1 ban evasion
{2} 1741990000 toxic voice, 7 days""", r(32, HEX), r(32, HEX), r(32, HEX))

la("""{
  "name": "Raccoon Embervale",
  "queryPort": 15637,
  "slotCount": 16,
  "userGroups": [
    {"name": "Admin", "password": "<set on the host>", "canKickBan": true},
    {"name": "Friend", "password": "", "canKickBan": false}
  ]
}""")

la("""{
  "game": {
    "name": "Raccoon Conflict",
    "password": "",
    "passwordAdmin": "",
    "scenarioId": "{ECC61978EDCC2B5A}Missions/23_Campaign.conf",
    "mods": [{"modId": "{0}", "name": "RHS - Status Quo", "version": "1.0.8"}]
  }
}""", r(16, UPPER_HEX))

la("""Steam server query (a2s_info) 203.0.113.90:27016
  name: Raccoon Conflict   map: Everon   players: 41/64
  steamid: {0}   appid: 1874900   version: 1.3.0.169   keywords: EU,PvE""", "9" + r(16, DIGITS))

la("""./srcds_run -game garrysmod -console -port 27015 +maxplayers 24 +map gm_construct \\
  +host_workshop_collection {0} -authkey "$STEAM_WEB_API_KEY" +gamemode terrortown""", r(10, DIGITS))

la("""from steam.webapi import WebAPI
import os

api = WebAPI(key=os.environ["STEAM_API_KEY"])
print(api.ISteamUser.GetPlayerSummaries(steamids="{0}"))""", steamid())

la("""Player report #{0}
  SteamID64: {1}
  SteamID:   STEAM_0:1:{2}
  Profile:   https://steamcommunity.com/profiles/{1}""", r(4, DIGITS), steamid(), r(9, DIGITS))

la("""$ sudo grep -E '^(APP_URL|APP_KEY|APP_TIMEZONE)=' /var/www/pterodactyl/.env | sed 's/=.*/=<redacted>/'
APP_URL=<redacted>
APP_KEY=<redacted>
APP_TIMEZONE=<redacted>""")

la("""GET /api/client/servers/{0}/resources -> 200
{"object":"stats","attributes":{"current_state":"running","is_suspended":false,"resources":{"memory_bytes":3152003072,"cpu_absolute":41.5,"disk_bytes":8123002112,"network_rx_bytes":913002,"network_tx_bytes":1220041}}}
# {0} is the short server identifier shown in the panel URL, uuid {1}""", r(8, HEX), uuid4())

la("""Pterodactyl → Account → API Credentials
  Identifier        Description        Last used     Created
  ptlc_{0}…        pydactyl script    2 hours ago   2025-01-03
(the full key is shown only once at creation)""", r(6, ALNUM))

la("""[amp@gs01 ~]$ ampinstmgr status
Instance ID                           Module     Name       Port   Running
{0}  Minecraft  SMP01      8081   Yes
{1}  Factorio   FAC01      8082   No""", uuid4(), uuid4())

la("""Roblox experience:
  Universe ID: {0}
  Place ID:    {1}
  Open Cloud key: set as ROBLOX_API_KEY in GitHub repository secrets (permissions: universe-places:write)""", r(10, DIGITS), r(11, DIGITS))

la("""- name: Publish place
  run: |
    rbxcloud experience publish \\
      --filename build.rbxl --place-id {0} --universe-id {1} \\
      --version-type published --api-key "${{ secrets.ROBLOX_API_KEY }}"
""", r(11, DIGITS), r(10, DIGITS))

la("""$ rojo build -o build.rbxl
Building project 'raccoon-obby'
Built project to build.rbxl
$ sha1sum build.rbxl
{0}  build.rbxl""", sha())

la("""services:
  teamspeak:
    image: teamspeaksystems/teamspeak6-server:latest
    environment:
      - TSSERVER_LICENSE_ACCEPTED=accept
      - TSSERVER_QUERY_ADMIN_PASSWORD_FILE=/run/secrets/ts_query_admin
    secrets: [ts_query_admin]""")

la("""clientlist -uid
clid=1 cid=1 client_database_id=1 client_nickname=serveradmin client_type=1 client_unique_identifier=serveradmin
clid=4 cid=2 client_database_id=12 client_nickname=Tindra client_type=0 client_unique_identifier={0}=
error id=0 msg=ok""", b64(20)[:27])

la("""Mumble users (certificate hashes, public):
  Tindra     {0}
  moss_k     {1}
  ghast_ly   {2}""", sha(), sha(), sha())

la("""#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:18231
#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example.tv/hls/key?kid={0}",IV=0x{1}
#EXTINF:2.000,
seg_18231_{2}.ts
#EXTINF:2.000,
seg_18232_{3}.ts""", uuid4(), r(32, UPPER_HEX), r(8, HEX), r(8, HEX))

la("""$ docker images --digests bluenviron/mediamtx
REPOSITORY           TAG       DIGEST                                                                    IMAGE ID       SIZE
bluenviron/mediamtx  1.11.3    sha256:{0}   {1}   52.1MB""", r(64, HEX), r(12, HEX))

la("""OBS scene collection (Friday_Raid.json) excerpt:
{"name":"Gameplay","uuid":"{0}","id":"scene","settings":{"items":[{"name":"Game Capture","source_uuid":"{1}","visible":true},{"name":"Alerts","source_uuid":"{2}","visible":true}]}}""", uuid4(), uuid4(), uuid4())

la("""Para el directo del sábado la clave de transmisión ya no está en el documento: la rotamos después del último evento. Pídesela a Marta por mensaje directo, y recuerda que OBS la guarda en service.json, así que no subas la carpeta del perfil al repo.""")

la("""Consejo: en el servidor de Valheim cambia la contraseña después de cada temporada y compártela solo por el canal privado de admins. El seed del mundo sí se puede publicar.""")

la("""Stream health (YouTube Studio):
  Status: Excellent   Resolution: 1920x1080 @ 30fps   Bitrate: 5.9 Mbps
  Stream key: ****-****-****-****-9q4x (Default)
  Session id: {0}""", r(16, HEX))

la("""git log --oneline -4
{0} rotate twitch stream key (value now only in OBS, not in repo)
{1} move rcon password to env var
{2} mediamtx: switch to http auth
{3} add icecast status page""", r(7, HEX), r(7, HEX), r(7, HEX), r(7, HEX))

la("""kubectl -n radio get secret icecast-creds -o json | jq '.data | keys'
[
  "ICECAST_ADMIN_PASSWORD",
  "ICECAST_HOSTNAME",
  "ICECAST_SOURCE_PASSWORD"
]""")

la("""envFrom:
  - secretRef:
      name: srt-gateway
env:
  - name: SRT_PASSPHRASE
    valueFrom:
      secretKeyRef: {name: srt-gateway, key: SRT_PASSPHRASE}""")

la("""$ vault kv get -field=stream_key secret/broadcast/youtube > /dev/null && echo "key present"
key present
$ vault kv metadata get secret/broadcast/youtube | grep -E 'current_version|updated_time'
current_version    4
updated_time       2025-03-01T09:12:44.001Z""")

la("""larix://set/v1?conn[][url]=srt%3A%2F%2Fsrt.matchday.example%3A9000%3Flatency%3D2000&conn[][name]=Pitch%20cam%202&conn[][mode]=av&enc[vid][res]=1920x1080""")

la("""ตั้งค่า butt สำหรับสถานีวิทยุชุมชน:
Address: radio.bangsaen.example  Port: 8000
Password: (ขอจากแอดมินทางไลน์ ไม่ใส่ไว้ในเอกสาร)
Mount: /live""")

la("""## Sändning från Ullevi
- Kodare: Haivision Makito X4, utgång SRT caller
- Mål: srt://ingest.sport.example:9001
- Latens: 800 ms
- Lösenfras: hämtas från valvet (secret/sport/srt), skriv den aldrig här""")

la("""RCON protocol note: the client sends SERVERDATA_AUTH (type 3) with the password as the body; the server replies with SERVERDATA_AUTH_RESPONSE and id -1 on failure. Never log the body of type-3 packets.""")

la("""[2025-03-14 21:02:03] [RCON] Client /10.0.0.4:51822 authenticated (password ********)
[2025-03-14 21:02:03] [RCON] /10.0.0.4 ran: list
[2025-03-14 21:02:04] [RCON] Client /10.0.0.4:51822 disconnected""")

la("""Tebex headless store:
  Public token (webstore identifier, safe in front-end code): {0}
  Base URL: https://headless.tebex.io/api/accounts/{0}/categories""", r(6, LOWER_NUM) + "-" + r(40, HEX))

la("""steamcmd +force_install_dir /srv/gmod +login anonymous +app_update 4020 validate +quit
Success! App '4020' fully installed.
Depot manifest: {0}""", r(19, DIGITS))

la("""Restream → Channels
  Twitch     raccoonsmp          connected   (key managed by Restream)
  YouTube    UC{0}   connected
  Kick       raccoonsmp          connected""", r(22, URLSAFE))

la("""Twitch subscription webhook verification: compute HMAC-SHA256(secret, message_id + timestamp + body) and compare with the Twitch-Eventsub-Message-Signature header. The secret is the one you chose at subscription time; keep it in TWITCH_EVENTSUB_SECRET.""")

la("""[vMix Streaming settings]
Destination: Custom RTMP Server
URL: rtmp://nimble.studio.example:1935/live
Stream Name: cam_a
Username / Password: taken from Settings → Stream → Credentials (stored encrypted by vMix)""")

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
