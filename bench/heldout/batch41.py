r"""Held-out batch 41: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the
Theme paragraphs of the earlier batches (a grep for lines starting with Theme and the
twelve lines after each), so as not to repeat their texts; (4) the kind names earlier
batches pass to add and add_split (a grep for their first argument). The filter's rules,
code, docs, tests, benches and results were not read, and the filter was never run.

Theme: game servers, game development back ends, streaming and community bots, as a
coding agent's session holds them: files it read, commands it ran, tool output, logs,
code and chat. All kinds live under the "game/" prefix. Dedicated servers: Minecraft
server.properties rcon.password, mcrcon flags and the Python MCRcon class, Velocity
forwarding.secret files and inline secrets, Paper proxies config, itzg container env
(RCON and the CurseForge key with doubled dollar signs), Valheim, ARK (ini and the
query-string command line), Rust (rcon flags and WebRCON URLs), Palworld ini and REST
basic auth, Satisfactory API logins and bearer tokens, Factorio settings, tokens and
rcon flags, Source server.cfg and GSLT flags, Arma and DayZ BattlEye configs, 7 Days to
Die telnet, Project Zomboid, AMP and Crafty panels, SteamCMD logins (flags and runscript
files), Steam Guard shared secrets, Steam Web API and publisher keys, Pterodactyl client,
application and Wings keys, LinuxGSM configs, TeamSpeak query logins, privilege keys,
WebQuery keys and first-start logs, Mumble SuperUser, server and Ice secrets. Game back
ends: PlayFab title secret keys, Epic Online Services client secrets, Nakama server,
console, HTTP and session keys, Photon custom-auth secrets, Unity Gaming Services
service accounts as base64 basic auth, Discord Game SDK client secrets, mod.io keys.
Bots and streaming: discord.py and discord.js tokens (literal, env, split, in a rich
traceback, in chat), Discord webhook URLs, Twitch IRC PASS lines, tmi.js and TwitchIO,
client secrets, refresh tokens and EventSub secrets, Streamlabs and StreamElements JWTs,
OBS websocket passwords (config, obs-cmd URL, simpleobsws), Twitch, YouTube, Kick and
Restream stream keys in RTMP URLs, ffmpeg and nginx-rtmp, MediaMTX publish passwords,
Patreon and Ko-fi webhook tokens, Matrix bot tokens and logins. Mod tooling: Nexus Mods,
CurseForge and Thunderstore keys. Look-alikes are the same contexts without a secret:
SteamID64 and SteamID3, app, depot, manifest and workshop ids, Discord snowflakes and
interaction public keys, Twitch client ids, server addresses and ports, world and map
seeds, mod hashes and fingerprints, player UUIDs, public invite codes, OBS websocket
challenge and salt, masked tokens, placeholders, env and secret-file references, and
prose about resetting leaked tokens. Mostly English, some Spanish and Polish.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(41_2026_12_07)
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
    "creeper", "nether", "odin", "raptor", "dodo", "wyvern", "factory", "belt", "lamball",
    "ender", "redstone", "obsidian", "ghast", "wither", "pickaxe", "troll", "mead", "bonfire",
    "scrap", "tundra", "lava", "goblin", "dragon", "pixel", "turbo", "cobalt", "zombie",
    "sniper", "potato", "kebab", "pierogi", "tortuga", "castillo", "smok", "kurczak", "bober",
)
_SYMS = "!@*_-.+?"
_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a phrase."""
    w1, w2, w3 = (_rng.choice(_WORDS) for _ in range(3))
    style = _rng.randrange(5)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + r(_rng.randint(2, 4), DIGITS) + _rng.choice(_SYMS)
    if style == 1:
        return (w1 + w2).translate(_LEET) + _rng.choice(_SYMS) + r(2, DIGITS)
    if style == 2:
        return "-".join((w1, w2, w3)) + "-" + r(2, DIGITS)
    if style == 3:
        return w1.capitalize() + _rng.choice(_SYMS) + str(_rng.randint(1998, 2025)) + w2.upper()
    return w1.translate(_LEET).capitalize() + r(3, DIGITS) + w2 + _rng.choice(_SYMS) + _rng.choice(_SYMS)


def snowflake() -> str:
    return str(_rng.randint(10**17 * 3, 10**18 * 14 // 10))


def steamid() -> str:
    return "7656119" + str(_rng.randint(7960265729, 9999999999))


def discord_token() -> str:
    head = base64.b64encode(snowflake().encode()).decode().rstrip("=")
    return head + "." + r(6, URLSAFE) + "." + r(38, URLSAFE)


def hex32() -> str:
    return r(32, UPPER_HEX)


def ip() -> str:
    return f"{_rng.randint(23, 212)}.{_rng.randint(1, 254)}.{_rng.randint(1, 254)}.{_rng.randint(2, 250)}"


def cf_key() -> str:
    return "$2a$10$" + r(53, ALNUM + "./")


# ============================================================ secrets
add("game/minecraft-server-properties-rcon", """$ cat /srv/mc/survival/server.properties | grep -v '^#'
allow-flight=false
difficulty=hard
enable-rcon=true
level-name=world
level-seed=-{1}
max-players=40
motd=\\u00a76Blockheads SMP \\u00a77- season 4
online-mode=true
rcon.password={0}
rcon.port=25575
server-port=25565
view-distance=10
white-list=true""", hpw(), r(18, DIGITS))

add("game/mcrcon-flag-p", """agent@build:~$ mcrcon -H {1} -P 25575 -p '{0}' "whitelist add Notch_Jr" "whitelist list"
Added Notch_Jr to the whitelist
There are 7 whitelisted players: kasia_pl, Notch_Jr, grumm, Dinnerbone2, lukaszek, mr_beef, ana_gg""", pw(), ip())

_vel = r(12, ALNUM)
add("game/velocity-forwarding-secret-file", """$ ls -la /opt/velocity
-rw-r--r-- 1 mc mc     12 Nov 30 18:02 forwarding.secret
-rw-r--r-- 1 mc mc   4211 Nov 30 18:02 velocity.toml
-rw-r--r-- 1 mc mc 18744320 Nov 12 09:41 velocity-3.4.0-SNAPSHOT-455.jar
$ cat /opt/velocity/forwarding.secret
{0}
$ grep -n forwarding /opt/velocity/velocity.toml
23:player-info-forwarding-mode = "modern"
26:forwarding-secret-file = "forwarding.secret\"""", _vel)

add("game/paper-global-velocity-secret", """# config/paper-global.yml (lobby-1), read by the agent while fixing "Unable to verify player details"
proxies:
  bungee-cord:
    online-mode: true
  proxy-protocol: false
  velocity:
    enabled: true
    online-mode: true
    secret: '{0}'
unsupported-settings:
  allow-headless-pistons: false""", r(12, ALNUM))

add("game/valheim-start-server-password", """#!/bin/bash
# start_server.sh - Valheim dedicated, edited for the Vikingowie crew
export templdpath=$LD_LIBRARY_PATH
export LD_LIBRARY_PATH=./linux64:$LD_LIBRARY_PATH
export SteamAppId=892970

./valheim_server.x86_64 -name "Vikingowie PL" -port 2456 -world "Midgardia" -password "{0}" -crossplay -public 0 -savedir /data/valheim

export LD_LIBRARY_PATH=$templdpath""", hpw())

add("game/ark-gameusersettings-serveradminpassword", """[ServerSettings]
DifficultyOffset=1.000000
OverrideOfficialDifficulty=5.000000
ShowMapPlayerLocation=True
ServerPassword=
ServerAdminPassword={0}
RCONEnabled=True
RCONPort=27020
TamingSpeedMultiplier=3.000000
HarvestAmountMultiplier=2.500000
XPMultiplier=2.000000

[SessionSettings]
SessionName=Dino Disasters PvE 3x""", hpw())

add("game/ark-cmdline-query-adminpassword", """ExecStart=/home/steam/ark/ShooterGame/Binaries/Linux/ShooterGameServer TheIsland?listen?SessionName=DinoDisasters?ServerAdminPassword={0}?Port=7777?QueryPort=27015?MaxPlayers=30 -server -log -NoBattlEye -clusterid={1}""", pw(), r(10, LOWER_NUM))

add("game/rust-rcon-password-flag", """$ ps -o args= -C RustDedicated
./RustDedicated -batchmode +server.port 28015 +server.level "Procedural Map" +server.seed {1} +server.worldsize 4000 +server.maxplayers 150 +server.hostname "[EU] Scrapyard 2x | Wiped 05.12" +server.identity "scrapyard" +rcon.port 28016 +rcon.password "{0}" +rcon.web 1""", hpw(), str(_rng.randint(1, 2147483647)))

add("game/palworld-settings-adminpassword", """[/Script/Pal.PalGameWorldSettings]
OptionSettings=(Difficulty=None,DayTimeSpeedRate=1.000000,NightTimeSpeedRate=1.000000,ExpRate=2.000000,PalCaptureRate=1.500000,bEnablePlayerToPlayerDamage=False,ServerPlayerMaxNum=32,ServerName="Lamball Ranch",ServerDescription="chill co-op",AdminPassword="{0}",ServerPassword="",PublicPort=8211,PublicIP="",RCONEnabled=True,RCONPort=25575,RESTAPIEnabled=True,RESTAPIPort=8212,Region="",bUseAuth=True,BanListURL="https://api.palworldgame.com/api/banlist.txt")""", hpw())

add("game/satisfactory-admin-password-api", """curl -sk https://{1}:7777/api/v1 -H 'Content-Type: application/json' \\
  -d '{"function":"PasswordLogin","data":{"MinimumPrivilegeLevel":"Administrator","Password":"{0}"}}'
{"data":{"authenticationToken":"<cut by agent>"}}""", pw(), ip())

add("game/factorio-server-settings-game-password", """{
  "name": "Spaghetti Central",
  "description": "Space Age, no biters on nauvis",
  "tags": ["vanilla", "space-age"],
  "max_players": 12,
  "visibility": {"public": false, "lan": true},
  "username": "",
  "token": "",
  "game_password": "{0}",
  "require_user_verification": true,
  "autosave_interval": 10,
  "autosave_slots": 5,
  "afk_autokick_interval": 0
}""", hpw())

add("game/factorio-token", """# /opt/factorio/data/server-settings.json (diff the agent proposed)
-  "username": "",
-  "token": "",
+  "username": "belt_wizard",
+  "token": "{0}",
   "game_password": "",
   "require_user_verification": true,""", r(30, HEX))

add("game/steamcmd-login-positional", """steam@depot-builder:~$ ./steamcmd.sh +login ci_uploader {0} +run_app_build /builds/scripts/app_build_2841170.vdf +quit
Redirecting stderr to '/home/steam/Steam/logs/stderr.txt'
Logging in user 'ci_uploader' [U:1:1234567] to Steam Public...OK
Waiting for client config...OK
Building depot 2841171...""", hpw())

add("game/steam-web-api-key-url", """$ curl -s "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={0}&steamids={1}" | jq '.response.players[0].personaname'
"xXgrumpy_ferretXx\"""", hex32(), steamid())

add("game/gslt-srcds-flag", """./srcds_run -game cstrike -console -usercon +map de_dust2 +maxplayers 24 +sv_setsteamaccount {0} -port 27015 +ip 0.0.0.0
Setting breakpad minidump AppID = 240
Using breakpad crash handler
Connection to Steam servers successful.
   VAC secure mode is activated.""", hex32())

add("game/gslt-env-compose", """services:
  tf2:
    image: cm2network/tf2:latest
    network_mode: host
    restart: unless-stopped
    environment:
      SRCDS_PORT: "27015"
      SRCDS_MAXPLAYERS: "24"
      SRCDS_STARTMAP: "ctf_2fort"
      SRCDS_REGION: "3"
      SRCDS_TOKEN: "{0}"
    volumes:
      - tf2-data:/home/steam/tf-dedicated""", hex32())

add("game/pterodactyl-client-key-header", """curl "https://panel.blockheads.gg/api/client/servers/{1}/power" \\
  -H "Accept: application/json" -H "Content-Type: application/json" \\
  -H "Authorization: Bearer ptlc_{0}" \\
  -X POST -d '{"signal":"restart"}'
HTTP/2 204""", r(43, ALNUM), r(8, HEX))

add("game/pterodactyl-application-key-env", """# bot/.env  (the agent read it to debug the /servers slash command)
PANEL_URL=https://panel.blockheads.gg
PTERO_APP_KEY=ptla_{0}
DEFAULT_NODE_ID=3
DEFAULT_EGG_ID=5
LOG_LEVEL=info""", r(43, ALNUM))

add("game/linuxgsm-rconpassword", """## lgsm/config-lgsm/rustserver/rustserver.cfg
ip="0.0.0.0"
port="28015"
rconport="28016"
rconpassword="{0}"
rconweb="1"
servername="Scrapyard EU 2x"
maxplayers="150"
worldsize="4000"
seed="{1}"
salt=""
tickrate="30\"""", hpw(), str(_rng.randint(1, 99999999)))

add("game/linuxgsm-steam-pass", """# lgsm/config-lgsm/arma3server/common.cfg
## SteamCMD Login | https://docs.linuxgsm.com/steamcmd#steam-user-login
steamuser="arma_host_bot"
steampass='{0}'
branch=""
betapassword=""
stats="off\"""", hpw())

add("game/teamspeak-serverquery-login", """$ nc 127.0.0.1 10011
TS3
Welcome to the TeamSpeak 3 ServerQuery interface, type "help" for a list of commands and "help <command>" for information on a specific command.
login serveradmin {0}
error id=0 msg=ok
use 1
error id=0 msg=ok
clientlist
clid=1 cid=1 client_database_id=1 client_nickname=serveradmin\\sfrom\\s127.0.0.1:51422 client_type=1
error id=0 msg=ok""", r(8, ALNUM))

add("game/teamspeak-privilege-key-log", """2025-12-04 21:13:55.104261|WARNING |VirtualServer |1  |--------------------------------------------------------
2025-12-04 21:13:55.104290|WARNING |VirtualServer |1  |ServerAdmin privilege key created, please use it to gain
2025-12-04 21:13:55.104300|WARNING |VirtualServer |1  |serveradmin rights for your virtualserver. please
2025-12-04 21:13:55.104308|WARNING |VirtualServer |1  |also check the doc/privilegekey_guide.txt for details.
2025-12-04 21:13:55.104316|WARNING |VirtualServer |1  |
2025-12-04 21:13:55.104324|WARNING |VirtualServer |1  |       token={0}
2025-12-04 21:13:55.104332|WARNING |VirtualServer |1  |--------------------------------------------------------""", r(40, ALNUM + "+"))

add("game/teamspeak-initial-serveradmin-log", """ts3_1  | ------------------------------------------------------------------
ts3_1  |                       I M P O R T A N T
ts3_1  | ------------------------------------------------------------------
ts3_1  |                Server Query Admin Account created
ts3_1  |          loginname= "serveradmin", password= "{0}"
ts3_1  |          apikey= "<not shown, api key generation disabled>"
ts3_1  | ------------------------------------------------------------------""", r(8, ALNUM))

add("game/mumble-superuser-supw", """root@voice:~# systemctl stop mumble-server
root@voice:~# sudo -u mumble-server murmurd -ini /etc/mumble-server.ini -supw '{0}'
<W>2025-12-05 08:31:10.622 Initializing settings from /etc/mumble-server.ini (basepath /etc)
<W>2025-12-05 08:31:10.640 Superuser password set on server 1
root@voice:~# systemctl start mumble-server""", hpw())

add("game/mumble-log-superuser", """mumble-server  | <W>2025-12-05 08:02:44.118 1 => Password for 'SuperUser' set to '{0}'
mumble-server  | <W>2025-12-05 08:02:44.190 1 => Server listening on [::]:64738
mumble-server  | <W>2025-12-05 08:02:44.201 1 => Announcing server via bonjour""", r(12, ALNUM))

add("game/playfab-title-secret-key-header", """POST https://{1}.playfabapi.com/Server/GrantItemsToUsers
Content-Type: application/json
X-SecretKey: {0}

{"CatalogVersion":"season3","ItemGrants":[{"PlayFabId":"{2}","ItemId":"skin_dragon_gold"}]}""", r(52, UPPER_NUM), r(5, UPPER_HEX), r(16, UPPER_HEX))

add("game/playfab-cs-settings", """// Assets/Scripts/Backend/ServerBootstrap.cs
using PlayFab;

public static class ServerBootstrap
{
    public static void Init()
    {
        PlayFabSettings.staticSettings.TitleId = "{1}";
        PlayFabSettings.staticSettings.DeveloperSecretKey = "{0}";
        PlayFabServerAPI.ForgetAllCredentials();
    }
}""", r(52, UPPER_NUM), r(5, UPPER_HEX))

add("game/eos-client-secret-ini", """; Config/DefaultEngine.ini
[/Script/OnlineSubsystemEOS.EOSSettings]
CacheDir=CacheDir
DefaultArtifactName=RaidersLive
bEnableOverlay=True
+Artifacts=(ArtifactName="RaidersLive",ClientId="xyza7891{1}",ClientSecret="{0}",ProductId="{2}",SandboxId="{3}",DeploymentId="{4}",EncryptionKey="")""", r(43, ALNUM + "+/"), r(24, ALNUM), r(32, HEX), r(32, HEX), r(32, HEX))

add("game/eos-token-curl-basic", """$ curl -s -u "xyza7891{1}:{0}" -d "grant_type=client_credentials&deployment_id={2}" https://api.epicgames.dev/auth/v1/oauth/token | jq .token_type
"bearer\"""", r(43, ALNUM + "+/"), r(24, ALNUM), r(32, HEX))

add("game/nakama-session-encryption-key", """# nakama/data/local.yml
name: raiders-eu-1
logger:
  level: INFO
session:
  token_expiry_sec: 7200
  encryption_key: "{0}"
  refresh_encryption_key: "{1}"
socket:
  port: 7350""", r(32, ALNUM), r(32, ALNUM))

add("game/nakama-console-password-flag", """    entrypoint:
      - "/bin/sh"
      - "-ecx"
      - >
        /nakama/nakama migrate up --database.address postgres@db:5432/nakama &&
        exec /nakama/nakama --name nakama1 --database.address postgres@db:5432/nakama
        --logger.level DEBUG --session.token_expiry_sec 7200
        --console.username admin --console.password {0}""", hpw())

add("game/nakama-http-key", """$ curl "http://127.0.0.1:7350/v2/rpc/grant_season_pass?http_key={0}&unwrap" -d '{"user_id":"{1}"}'
{"ok":true,"season":3}""", r(24, ALNUM), uuid4())

add("game/photon-custom-auth-secret", """Photon dashboard > Manage > Authentication > Custom Server, as the agent filled it in:
  URL: https://auth.raidersgame.net/photon/validate
  Optional key/value pairs:
    shared_secret = {0}
  Reject all clients if not available: ON""", r(40, ALNUM))

add("game/ugs-basic-auth-b64", """import requests

# Unity service account (project raiders-live), key id + secret, pre-encoded
AUTH = "Basic {0}"

def get_lobbies(project_id: str, env: str):
    return requests.get(
        f"https://services.api.unity.com/lobby/v1/projects/{project_id}/environments/{env}/lobbies",
        headers={"Authorization": AUTH},
        timeout=10,
    )""", base64.b64encode((uuid4() + ":" + r(32, ALNUM + "_-")).encode()).decode())

add("game/steamworks-publisher-key", """# tools/steam_ownership.py
import requests

PUBLISHER_KEY = "{0}"  # partner web api, group "raiders-backend"
APP_ID = 2841170


def owns_game(steam_id: str) -> bool:
    r = requests.get(
        "https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v4/",
        params={"key": PUBLISHER_KEY, "steamid": steam_id, "appid": APP_ID},
    )
    return r.json()["appownership"]["ownsapp"]""", hex32())

add("game/discord-game-sdk-client-secret", """{
  "discord": {
    "application_id": "{1}",
    "client_secret": "{0}",
    "redirect_uri": "https://raidersgame.net/auth/discord/callback",
    "scopes": ["identify", "rpc.activities.write"]
  }
}""", r(32, URLSAFE), snowflake())

add("game/discordpy-bot-run-literal", """@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} ({bot.user.id})")
    await bot.tree.sync(guild=discord.Object(id=GUILD_ID))


if __name__ == "__main__":
    bot.run("{0}")""", discord_token())

add("game/discordjs-client-login", """const { Client, GatewayIntentBits } = require('discord.js');
const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages] });

client.once('ready', () => console.log(`ready as ${client.user.tag}`));

client.login('{0}');""", discord_token())

add("game/discord-bot-token-env", """$ cat .env
DISCORD_TOKEN={0}
GUILD_ID={1}
MC_RCON_HOST=10.0.4.12
MC_RCON_PORT=25575""", discord_token(), snowflake())

_dt = discord_token()
_p1, _p2, _p3 = _dt.split(".")
add_split("game/discord-bot-token-split", """# config.py -- split so GitHub's scanner doesn't trip (do NOT commit)
TOKEN = (
    "{0}"
    ".{1}."
    "{2}"
)""", _p1, _p2, _p3)

add("game/twitch-irc-pass-oauth", """[22:41:07] > CAP REQ :twitch.tv/tags twitch.tv/commands
[22:41:07] > PASS oauth:{0}
[22:41:07] > NICK ferretbot_
[22:41:08] < :tmi.twitch.tv 001 ferretbot_ :Welcome, GLHF!
[22:41:08] > JOIN #grumpyferret""", r(30, LOWER_NUM))

add("game/twitch-client-secret-curl", """$ curl -s -X POST 'https://id.twitch.tv/oauth2/token' \\
    -d 'client_id={1}&client_secret={0}&grant_type=client_credentials'
{"access_token":"<elided>","expires_in":5011271,"token_type":"bearer"}""", r(30, LOWER_NUM), r(30, LOWER_NUM))

add("game/twitchio-bot-token", """from twitchio.ext import commands


class Bot(commands.Bot):
    def __init__(self):
        super().__init__(token="oauth:{0}", prefix="!", initial_channels=["grumpyferret"])

    async def event_ready(self):
        print(f"Logged in as | {self.nick}")""", r(30, LOWER_NUM))

add("game/twitch-refresh-token-json", """$ cat ~/.config/ferretbot/tokens.json
{
  "user_id": "{1}",
  "login": "ferretbot_",
  "scopes": ["chat:read", "chat:edit", "moderator:manage:banned_users"],
  "refresh_token": "{0}",
  "expires_at": 1733440000
}""", r(50, LOWER_NUM), str(_rng.randint(100000000, 999999999)))

add("game/streamlabs-socket-token", """const io = require('socket.io-client');
// socket token from Streamlabs dashboard > Settings > API Tokens
const socket = io('https://sockets.streamlabs.com?token={0}', { transports: ['websocket'] });
socket.on('event', (e) => { if (e.type === 'donation') handleDono(e.message[0]); });""", jwt({"token": r(20, UPPER_HEX), "read_only": True, "prevent_master": True, "youtube_id": "UC" + r(22, URLSAFE)}))

add("game/streamelements-jwt-header", """GET /kappa/v2/points/{1}/top?limit=10 HTTP/1.1
Host: api.streamelements.com
Accept: application/json
Authorization: Bearer {0}""", jwt({"citadel": "se", "channel": r(24, HEX), "role": "owner", "authToken": r(30, URLSAFE), "user": r(24, HEX), "provider": "twitch"}), r(24, HEX))

add("game/obs-websocket-config-json", """$ cat ~/.config/obs-studio/plugin_config/obs-websocket/config.json
{
    "alerts_enabled": false,
    "auth_required": true,
    "first_load": false,
    "server_enabled": true,
    "server_password": "{0}",
    "server_port": 4455
}""", r(16, ALNUM))

add("game/obs-cmd-websocket-url", """$ obs-cmd --websocket obsws://192.168.1.40:4455/{0} scene switch "BRB"
Switched to scene: BRB""", r(16, ALNUM))

add("game/twitch-stream-key-rtmp", """# stream.sh -- push the capture card straight to Twitch
ffmpeg -f v4l2 -i /dev/video0 -f alsa -i hw:1 -c:v libx264 -preset veryfast -b:v 6000k -g 120 -c:a aac -b:a 160k \\
  -f flv "rtmp://waw.contribute.live-video.net/app/{0}\"""", "live_" + str(_rng.randint(100000000, 999999999)) + "_" + r(30, ALNUM))

_yt = "-".join(r(4, LOWER_NUM) for _ in range(5))
add("game/youtube-stream-key-ffmpeg", """ffmpeg -re -i highlights_week49.mp4 -c copy -f flv rtmp://a.rtmp.youtube.com/live2/{0}""", _yt)

add("game/kick-stream-key-service-json", """$ cat "$APPDATA/obs-studio/basic/profiles/Kick/service.json"
{
    "settings": {
        "bwtest": false,
        "key": "{0}",
        "server": "rtmps://fa723fc1b171.global-contribute.live-video.net",
        "use_auth": false
    },
    "type": "rtmp_custom"
}""", "sk_us-west-2_" + r(12, ALNUM) + "_" + r(30, ALNUM))

add("game/nginx-rtmp-push-restream-key", """rtmp {
    server {
        listen 1935;
        application live {
            live on;
            record off;
            push rtmp://live.twitch.tv/app/${TWITCH_KEY};
            push rtmp://live.restream.io/live/{0};
        }
    }
}""", "re_" + str(_rng.randint(1000000, 9999999)) + "_" + r(20, HEX))

add("game/patreon-webhook-secret-env", """# discord-patreon-sync/.env.production
PATREON_CAMPAIGN_ID=8842913
PATREON_WEBHOOK_SECRET={0}
DISCORD_GUILD_ID=1147203981163044904
PATRON_ROLE_ID=1147209911300513832""", r(64, URLSAFE))

add("game/patreon-creator-access-token", """$ curl -s "https://www.patreon.com/api/oauth2/v2/campaigns?fields%5Bcampaign%5D=patron_count" \\
    -H "Authorization: Bearer {0}"
{"data":[{"attributes":{"patron_count":412},"id":"8842913","type":"campaign"}]}""", r(43, URLSAFE))

add("game/kofi-verification-token", """# settings.py for the ko-fi -> discord relay
KOFI = {
    "verification_token": "{0}",
    "announce_channel_id": 1147203981163044999,
    "min_amount": "3.00",
}""", uuid4())

add("game/matrix-bot-access-token", """# maubot standalone config.yaml
user:
  credentials:
    id: "@raidbot:matrix.raidersgame.net"
    homeserver: https://matrix.raidersgame.net
    access_token: {0}
    device_id: RAIDBOTSTANDALONE
  sync: true
  autojoin: true""", "syt_" + base64.b64encode(b"raidbot").decode().rstrip("=") + "_" + r(20, ALNUM) + "_" + r(6, ALNUM))

add("game/matrix-login-curl-password", """curl -XPOST https://matrix.raidersgame.net/_matrix/client/v3/login -d '{"type":"m.login.password","identifier":{"type":"m.id.user","user":"raidbot"},"password":"{0}","initial_device_display_name":"raidbot on vps"}'""", pw())

add("game/nexusmods-apikey-header", """$ curl -s -H "apikey: {0}" -H "Application-Name: modlist-sync" -H "Application-Version: 0.3.1" https://api.nexusmods.com/v1/users/validate.json | jq '{name, is_premium}'
{
  "name": "belt_wizard",
  "is_premium": true
}""", r(52, ALNUM + "+/") + "--" + r(24, ALNUM + "+/") + "--" + r(24, ALNUM + "+/") + "==")

add("game/curseforge-api-key-header", """GET https://api.curseforge.com/v1/mods/search?gameId=432&classId=6&searchFilter=create
Accept: application/json
x-api-key: {0}""", cf_key())

add("game/thunderstore-token-tcli", """PS C:\\dev\\LethalFerrets> tcli publish --token tss_{0} --repository https://thunderstore.io
Publishing build/ferret-LethalFerrets-1.2.0.zip
Successfully published ferret-LethalFerrets-1.2.0""", r(48, ALNUM))

add("game/itzg-rcon-password-env", """services:
  mc:
    image: itzg/minecraft-server:java21
    tty: true
    stdin_open: true
    ports:
      - "25565:25565"
    environment:
      EULA: "TRUE"
      TYPE: "PAPER"
      VERSION: "1.21.1"
      MEMORY: "6G"
      ENABLE_RCON: "true"
      RCON_PASSWORD: "{0}"
    volumes:
      - ./data:/data""", hpw())

_cf = cf_key().replace("$", "$$")
add("game/itzg-cf-api-key-doubled-dollar", """    environment:
      EULA: "TRUE"
      TYPE: AUTO_CURSEFORGE
      CF_SLUG: all-the-mods-10
      # compose needs $$ for every $ in the key
      CF_API_KEY: '{0}'
      MEMORY: 10G""", _cf)

add("game/rust-webrcon-ws-url", """// rcon-panel/src/connect.ts
const ws = new WebSocket("ws://{1}:28016/{0}");
ws.onmessage = (m) => log(JSON.parse(m.data).Message);""", pw(), ip())

add("game/python-mcrcon-positional", """from mcrcon import MCRcon

with MCRcon("10.0.4.12", "{0}", port=25575) as mcr:
    print(mcr.command("list"))
    mcr.command("say Restart in 5 minutes!")""", hpw())

add("game/srcds-server-cfg-rcon-password", """// cfg/server.cfg
hostname "Ferret Pub | 2fort 24/7"
sv_region 3
sv_lan 0
rcon_password "{0}"
sv_password ""
mp_timelimit 30
sv_allowupload 1
exec banned_user.cfg""", hpw())

add("game/gorcon-ark-flag", """$ ./rcon -a 127.0.0.1:27020 -p {0} listplayers
0. grumpy_ferret, 0002f1a9c7e84b5e9d1d4a0b3f6e2c11
1. kasia_pl, 00024b7e1f0c4d8a9b2e6f3a1c5d7e90""", pw())

add("game/palworld-rest-basic-auth", """curl -s -u admin:{0} http://127.0.0.1:8212/v1/api/players | jq '.players[].name'
"Lamb Chop"
"kurczak_99\"""", pw())

add("game/factorio-rcon-password-flag", """[Service]
User=factorio
WorkingDirectory=/opt/factorio
ExecStart=/opt/factorio/bin/x64/factorio --start-server /opt/factorio/saves/spaghetti.zip --server-settings /opt/factorio/data/server-settings.json --rcon-port 27015 --rcon-password {0}
Restart=on-failure""", pw())

add("game/pterodactyl-wings-token", """# /etc/pterodactyl/config.yml
debug: false
app_name: Pterodactyl
uuid: {1}
token_id: {2}
token: {0}
api:
  host: 0.0.0.0
  port: 8080
  ssl:
    enabled: true
    cert: /etc/letsencrypt/live/node1.blockheads.gg/fullchain.pem
    key: /etc/letsencrypt/live/node1.blockheads.gg/privkey.pem""", r(64, ALNUM), uuid4(), r(16, ALNUM))

add("game/ts3-query-python-login", """import ts3

with ts3.query.TS3ServerConnection("telnet://localhost:10011") as ts3conn:
    ts3conn.exec_("login", client_login_name="serveradmin", client_login_password="{0}")
    ts3conn.exec_("use", sid=1)
    for c in ts3conn.query("clientlist").all():
        print(c["client_nickname"])""", r(8, ALNUM))

add("game/teamspeak-webquery-api-key", """$ curl -s "http://localhost:10080/1/clientlist?api-key={0}" | jq -r '.body[].client_nickname'
serveradmin
grumpy_ferret
kasia_pl""", "BA" + r(38, ALNUM + "-_"))

add("game/mumble-ini-serverpassword", """; /etc/mumble-server.ini
database=/var/lib/mumble-server/mumble-server.sqlite
ice="tcp -h 127.0.0.1 -p 6502"
welcometext="<br />Witaj na serwerze <b>Vikingowie</b>!<br />"
port=64738
serverpassword={0}
bandwidth=72000
users=50""", hpw())

_pf = r(52, UPPER_NUM)
add_split("game/playfab-secret-spanish-chat", """[19:02] Lucía: te paso la secret key del título de PlayFab en dos mensajes, no la subas al repo
[19:02] Lucía: primera mitad: {0}
[19:03] Lucía: y la segunda: {1}
[19:03] Lucía: el Title ID es 4F2A1, ese sí es público""", _pf[:26], _pf[26:])

add("game/steamcmd-runscript-login", """$ cat /builds/scripts/upload.txt
@ShutdownOnFailedCommand 1
@NoPromptForPassword 1
login ci_uploader {0}
run_app_build /builds/scripts/app_build_2841170.vdf
quit""", hpw())

add("game/steam-guard-shared-secret", """$ cat ~/.steamguard/ci_uploader.maFile | jq '{account_name, shared_secret, identity_secret}'
{
  "account_name": "ci_uploader",
  "shared_secret": "{0}",
  "identity_secret": "<stripped by agent>"
}""", b64(20))

add("game/discord-token-rich-locals", """Traceback (most recent call last):
  File "/app/bot/main.py", line 88, in <module>
    bot.run(token, log_handler=None)
    +----------- locals -----------+
    | GUILD_ID = 1147203981163044904 |
    | token = '{0}' |
    +-------------------------------+
  File "/usr/local/lib/python3.12/site-packages/discord/client.py", line 860, in run
discord.errors.PrivilegedIntentsRequired: Shard ID None is requesting privileged intents that have not been explicitly enabled in the developer portal.""", discord_token())

add("game/discord-token-polish-chat", """[20:14] Bartek: ok wrzucam token bota na serwer, wklej do .env bo mi nie działa
[20:14] Bartek: {0}
[20:15] Bartek: potem go zresetuję jak skończymy testy""", discord_token())

add("game/twitch-oauth-spanish-chat", """Diego: el bot del canal no entra al chat, le puse este token y nada: oauth:{0} ¿lo ves mal?
Agente: El formato parece correcto; revisemos si el token tiene el scope chat:edit.""", r(30, LOWER_NUM))

add("game/simpleobsws-password", """import asyncio, simpleobsws

ws = simpleobsws.WebSocketClient(url="ws://127.0.0.1:4455", password="{0}")

async def main():
    await ws.connect()
    await ws.wait_until_identified()
    await ws.call(simpleobsws.Request("SetCurrentProgramScene", {"sceneName": "Starting Soon"}))""", pw())

add("game/mediamtx-rtmp-publish-pass", """$ ffmpeg -re -stream_loop -1 -i intro_loop.mp4 -c copy -f flv "rtmp://stream.raidersgame.net:1935/live/main?user=streamer&pass={0}\"""", pw())

add("game/pterodactyl-key-polish-chat", """Michał: dodałem ci klucz API do panelu, możesz odpalać restart przez curla
Michał: ptlc_{0}
Michał: ma uprawnienia tylko do serwera survival, nie do całego panelu""", r(43, ALNUM))

add("game/modio-api-key-query", """GET https://api.mod.io/v1/games/{1}/mods?api_key={0}&_limit=20&_sort=-popular
200 OK  (20 of 1,284 mods)""", r(32, HEX), str(_rng.randint(1000, 9999)))

add("game/velocity-toml-inline-secret", """# velocity.toml (Velocity 3.1.1, old layout, before forwarding-secret-file existed)
config-version = "1.0"
bind = "0.0.0.0:25577"
motd = "<#09add3>Blockheads Network"
show-max-players = 500
online-mode = true
player-info-forwarding-mode = "modern"
forwarding-secret = "{0}\"""", r(12, ALNUM))

add("game/discord-webhook-url-killfeed", """# killfeed.py (DayZ log parser)
WEBHOOK = "https://discord.com/api/webhooks/{1}/{0}"

def post(msg: str) -> None:
    requests.post(WEBHOOK, json={"content": msg, "username": "Killfeed"})""", r(68, URLSAFE), snowflake())

add("game/twitch-eventsub-secret", """$ twitch api post eventsub/subscriptions -b '{
  "type": "channel.channel_points_custom_reward_redemption.add",
  "version": "1",
  "condition": {"broadcaster_user_id": "{1}"},
  "transport": {"method": "webhook", "callback": "https://bot.grumpyferret.tv/eventsub", "secret": "{0}"}
}'""", r(32, ALNUM), str(_rng.randint(10000000, 999999999)))

add("game/k8s-secret-youtube-key-b64", """apiVersion: v1
kind: Secret
metadata:
  name: restreamer-keys
  namespace: streaming
type: Opaque
data:
  youtube-stream-key: {0}""", base64.b64encode("-".join(r(4, LOWER_NUM) for _ in range(5)).encode()).decode())

add("game/mumble-icesecretwrite", """; Ice is bound to localhost only, used by the mumble-discord bridge
ice="tcp -h 127.0.0.1 -p 6502"
icesecretread=
icesecretwrite={0}
registerName=Vikingowie Voice""", r(24, ALNUM))

add("game/satisfactory-api-bearer", """$ curl -sk https://{1}:7777/api/v1 \\
    -H "Authorization: Bearer {0}" \\
    -H 'Content-Type: application/json' -d '{"function":"QueryServerState"}' | jq .data.serverGameState.activeSessionName
"Ficsit Spaghetti\"""", "ewoJInBsIjogIkFQSVRva2VuIgp9." + r(86, ALNUM), ip())

add("game/amp-api-login-json", """POST /API/Core/Login HTTP/1.1
Host: amp.blockheads.gg:8080
Content-Type: application/json
Accept: text/javascript

{"username":"admin","password":"{0}","token":"","rememberMe":false}""", hpw())

add("game/crafty-default-creds-json", """$ docker exec crafty cat /crafty/app/config/default-creds.txt
{
    "username": "admin",
    "password": "{0}",
    "info": "This is NOT where you change your password. This file is only a means to give you a default password."
}""", r(32, ALNUM))

add("game/battleye-rconpassword", """$ cat ~/dayz/profiles/BattlEye/BEServer_x64.cfg
RConPassword {0}
RConPort 2306
RestrictRCon 0""", hpw())

add("game/arma3-server-cfg-passwordadmin", """// server.cfg -- Arma 3, Antistasi
hostname = "[PL] Antistasi Ultimate | Altis";
password = "";
passwordAdmin = "{0}";
maxPlayers = 32;
persistent = 1;
verifySignatures = 2;
BattlEye = 1;""", hpw())

add("game/7dtd-telnet-password", """  <property name="TelnetEnabled"        value="true" />
  <property name="TelnetPort"           value="8081" />
  <property name="TelnetPassword"       value="{0}" />
  <property name="TelnetFailedLoginLimit" value="10" />
  <property name="WebDashboardEnabled"  value="false" />""", hpw())

add("game/project-zomboid-rcon-ini", """# Zomboid/Server/servertest.ini (excerpt)
PVP=true
PauseEmpty=true
Public=false
RCONPort=27015
RCONPassword={0}
Password=
Mods=Hydrocraft;ToadTraits
WorkshopItems=2805330029;2190712444""", hpw())

add("game/tmijs-identity-password", """const tmi = require('tmi.js');
const client = new tmi.Client({
  options: { debug: true },
  identity: { username: 'ferretbot_', password: 'oauth:{0}' },
  channels: ['grumpyferret'],
});
client.connect().catch(console.error);""", r(30, LOWER_NUM))

add("game/steamcmd-login-spanish-chat", """Pablo: para subir la build usa la cuenta de CI, usuario ci_uploader y la contraseña es {0} (el Steam Guard me lo pide a mí, avísame)""", hpw())

add("game/rcon-password-polish-issue", """### Serwer nie przyjmuje komend z panelu
Próbowałem `rcon-cli --host 10.0.4.12 --port 25575 --password {0} list` i dostaję `Failed to connect`. Port jest otwarty, enable-rcon=true.""", hpw())

add("game/kofi-webhook-spanish-prose", """Hola! Para el webhook de Ko-fi pon en el bot KOFI_TOKEN={0} — es el verification token que sale en ko-fi.com/manage/webhooks, sin él se rechazan las donaciones.""", uuid4())

add("game/curseforge-key-gradle-properties", """# ~/.gradle/gradle.properties (mod publishing with CurseGradle / mod-publish-plugin)
org.gradle.jvmargs=-Xmx3G
curseforge_token={0}
modrinth_project_id=AANobbMI""", uuid4())

add("game/obs-websocket-password-polish", """Ustawienia OBS > Narzędzia > Ustawienia serwera WebSocket: port 4455, hasło serwera: {0}
Streamer.bot łączy się z tego samego komputera, więc adres 127.0.0.1.""", r(16, ALNUM))

# ============================================================ look-alikes
la("""$ grep -E '^(level-seed|rcon|enable-rcon|server-port|resource-pack-sha1)' server.properties
enable-rcon=false
level-seed=-{0}
rcon.password=
rcon.port=25575
resource-pack-sha1={1}
server-port=25565""", r(18, DIGITS), sha())

la("""mcrcon -H "$MC_HOST" -P "${MC_RCON_PORT:-25575}" -p "$RCON_PASSWORD" "save-all flush\"""")

la("""# velocity.toml (excerpt)
player-info-forwarding-mode = "modern"
forwarding-secret-file = "forwarding.secret"
# the secret itself lives in forwarding.secret next to this file, mode 600, not in git""")

la("""proxies:
  velocity:
    enabled: true
    online-mode: true
    secret: ''   # injected at container start from /run/secrets/velocity_forwarding""")

la("""./valheim_server.x86_64 -name "$SERVER_NAME" -port 2456 -world "$WORLD_NAME" -password "$SERVER_PASS" -public 0
# world seed (shown in-game under world info): {0}""", r(10, ALNUM))

la("""[ServerSettings]
ServerPassword=
ServerAdminPassword=<set from ansible vault: ark_admin_password>
RCONEnabled=True
RCONPort=27020""")

la("""Rust server log:
{0}/grumpy_ferret joined [windows/{0}]
grumpy_ferret[{1}] has entered the game
Saved {2} ents, cache(0.12), write(0.03), disk(0.01).""", steamid(), str(_rng.randint(1000000, 9999999)), str(_rng.randint(100000, 999999)))

la("""OptionSettings=(ServerName="Lamball Ranch",AdminPassword="",ServerPassword="",PublicPort=8211,RESTAPIEnabled=False,RCONEnabled=False)""")

la("""$ curl -sk https://{0}:7777/api/v1 -H 'Content-Type: application/json' -d '{"function":"HealthCheck","data":{"clientCustomData":""}}'
{"data":{"health":"healthy","serverCustomData":""}}""", ip())

la("""{
  "name": "Spaghetti Central",
  "username": "",
  "token": "",
  "_comment_token": "Authentication token. May be used instead of 'password' above.",
  "game_password": "",
  "require_user_verification": true
}""")

la("""$ ./steamcmd.sh +force_install_dir /opt/valheim +login anonymous +app_update 896660 validate +quit
Connecting anonymously to Steam Public...OK
Waiting for user info...OK
 Update state (0x61) downloading, progress: 63.41 (642318912 / 1012932111)
Success! App '896660' fully installed.""")

la("""curl -s "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=${STEAM_API_KEY}&steamids={0},{1}\"""", steamid(), steamid())

la("""Your game server accounts (steamcommunity.com/dev/managegameservers)
  App ID 730  memo: ferret-pub-1  Login token: ****************************{0}  Last logon: 2025-12-03
  App ID 440  memo: 2fort-247     Login token: ****************************{1}  Last logon: never""", r(4, UPPER_HEX), r(4, UPPER_HEX))

la("""{"object":"list","data":[{"object":"server","attributes":{"identifier":"{0}","uuid":"{1}","name":"Survival","node":"node1","sftp_details":{"ip":"node1.blockheads.gg","port":2022},"limits":{"memory":8192,"disk":40960}}}]}""", r(8, HEX), uuid4())

la("""$ ./rustserver details
Server name:     Scrapyard EU 2x
Server IP:       {0}:28015
RCON password:   ********
Seed:            {1}
Status:          STARTED""", ip(), str(_rng.randint(1, 99999999)))

la("""serverinfo
virtualserver_unique_identifier={0} virtualserver_name=Vikingowie virtualserver_port=9987 virtualserver_clientsonline=6 virtualserver_maxclients=32
error id=0 msg=ok""", b64(20))

la("""Your TeamSpeak identity (public unique id, safe to share with the admin for a server group): {0}""", b64(20))

la("""Mumble server certificate: SHA-1 fingerprint {0}
Compare it with the fingerprint your client shows on first connect.""", ":".join(r(2, UPPER_HEX) for _ in range(20)))

la("""PlayFabClientAPI.LoginWithCustomID(new LoginWithCustomIDRequest {
    TitleId = "{0}",          // title id is public, it ships in every client build
    CustomId = "{1}",
    CreateAccount = true
}, OnLogin, OnError);""", r(5, UPPER_HEX), uuid4())

la("""+Artifacts=(ArtifactName="RaidersLive",ClientId="$(EOS_CLIENT_ID)",ClientSecret="$(EOS_CLIENT_SECRET)",ProductId="{0}",SandboxId="{1}",DeploymentId="{2}")""", r(32, HEX), r(32, HEX), r(32, HEX))

la("""const client = new Client(process.env.NAKAMA_SERVER_KEY ?? "", "nakama.raidersgame.net", "443", true);
const session = await client.authenticateDevice("{0}", true);""", uuid4())

la("""PhotonServerSettings (Fusion):
  App Id Fusion: (read from PHOTON_APP_ID at build time)
  Fixed Region: eu
  App Version: 1.4.2-raiders""")

la("""ugs config set project-id {0}
ugs config set environment-name production
ugs env list
production  {1}
staging     {2}""", uuid4(), uuid4(), uuid4())

la("""$ steamcmd +login anonymous +app_info_print 2841170 +quit | grep -A4 '"2841171"'
		"2841171"
		{
			"manifests" { "public" { "gid" "{0}" "size" "2410338304" } }
		}""", str(_rng.randint(10**18, 9 * 10**18)))

la("""# bot/config.yaml
guild_id: {0}
mod_log_channel: {1}
announce_channel: {2}
owner_ids: [{3}]
token: ${DISCORD_TOKEN}""", snowflake(), snowflake(), snowflake(), snowflake())

la("""DISCORD_APPLICATION_ID={0}
# Public key from the developer portal, used to verify interaction signatures (it is public by design)
DISCORD_PUBLIC_KEY={1}""", snowflake(), r(64, HEX))

la("""Invite the bot with:
https://discord.com/oauth2/authorize?client_id={0}&permissions=277025508352&scope=bot%20applications.commands""", snowflake())

la("""curl -s -H "Client-Id: {0}" -H "Authorization: Bearer $TWITCH_APP_TOKEN" "https://api.twitch.tv/helix/users?login=grumpyferret"
# Client-Id is the public application id, the app token comes from the env""", r(30, LOWER_NUM))

la("""[22:41:07] > PASS oauth:******************************
[22:41:07] > NICK ferretbot_
[22:41:08] < :tmi.twitch.tv 001 ferretbot_ :Welcome, GLHF!""")

la("""{"data":[{"broadcaster_id":"{0}","broadcaster_login":"grumpyferret","game_id":"{1}","game_name":"Valheim","title":"day 41, still no Yagluth"}]}""", str(_rng.randint(10000000, 999999999)), str(_rng.randint(10000, 999999)))

la("""{
    "auth_required": false,
    "server_enabled": true,
    "server_password": "",
    "server_port": 4455
}
(local only; the port is bound to 127.0.0.1 and the firewall blocks 4455)""")

la("""Twitch ingest for Europe: rtmp://waw.contribute.live-video.net/app/{stream_key}
Replace {stream_key} with the key from the Creator Dashboard; never commit it.""")

la("""ffmpeg -re -i highlights_week49.mp4 -c copy -f flv "rtmp://a.rtmp.youtube.com/live2/${YT_STREAM_KEY}\"""")

la("""Heads up: the bot token got pasted in #general for about a minute. I've reset it in the Developer Portal (Bot > Reset Token), updated the DISCORD_TOKEN secret in the deploy, and the old one is dead. Nothing else to do.""")

la("""Zmieniłem hasło do RCON po tym, jak wyciekło w logach z panelu. Nowe jest w Bitwardenie w kolekcji "Serwery MC", nie wklejajcie go na Discorda.""")

la("""Reseteé la clave de transmisión de YouTube porque apareció en una captura. La nueva está en el gestor de contraseñas del equipo; en OBS usad el perfil "YT-principal".""")

la("""/seed
Seed: [{0}]
/locate structure minecraft:ancient_city
The nearest minecraft:ancient_city is at [-1848, ~, 2136] (2833 blocks away)""", "-" + r(19, DIGITS))

la("""  {"path": "mods/create-1.21.1-6.0.4.jar", "hashes": {"sha1": "{0}", "sha512": "{1}"}, "downloads": ["https://cdn.modrinth.com/data/LNytGWDc/versions/{2}/create-1.21.1-6.0.4.jar"], "fileSize": 16211370}""", sha(), r(128, HEX), r(8, ALNUM))

la("""WorkshopItems={0};{1};{2}
Mods=Hydrocraft;ToadTraits;BetterSorting
-mod=@CF;@Dabs Framework;@Expansion-Core  (workshop ids {3}, {4})""", str(_rng.randint(2000000000, 3400000000)), str(_rng.randint(2000000000, 3400000000)), str(_rng.randint(2000000000, 3400000000)), str(_rng.randint(1500000000, 3400000000)), str(_rng.randint(1500000000, 3400000000)))

la("""[
  {"uuid": "{0}", "name": "kasia_pl"},
  {"uuid": "{1}", "name": "grumm"},
  {"uuid": "{2}", "name": "lukaszek"}
]""", uuid4(), uuid4(), uuid4())

la("""Join our community! Public invite link (share it anywhere): https://discord.gg/{0}""", r(8, ALNUM))

la("""Pterodactyl > Account > API Credentials
  ptlc_****************************************{0}   "restart script"   last used 2 hours ago""", r(3, ALNUM))

la("""steam:
  web_api_key: "<YOUR_STEAM_WEB_API_KEY>"
  app_id: 2841170
discord:
  token: "<paste bot token here>\"""")

la("""{"files":[{"projectID":{0},"fileID":{1},"required":true},{"projectID":{2},"fileID":{3},"required":true}],"minecraft":{"version":"1.21.1","modLoaders":[{"id":"neoforge-21.1.77","primary":true}]}}""", str(_rng.randint(200000, 999999)), str(_rng.randint(4000000, 6000000)), str(_rng.randint(200000, 999999)), str(_rng.randint(4000000, 6000000)))

la("""Nexus Mods: mod 3863 (SkyUI), file id {0}, archive MD5 {1}. Vortex checks the MD5 after download.""", str(_rng.randint(100000, 999999)), r(32, HEX))

la("""{
  "name": "LethalFerrets",
  "version_number": "1.2.0",
  "website_url": "https://github.com/ferretdev/LethalFerrets",
  "description": "Adds ferrets. Many ferrets.",
  "dependencies": ["BepInEx-BepInExPack-5.4.2100", "Evaisa-LethalLib-0.16.2"]
}""")

la("""m.room.message in !{0}:matrix.raidersgame.net, event ${1}, sender @raidbot:matrix.raidersgame.net""", r(18, ALNUM), r(43, URLSAFE))

la("""MATRIX_HOMESERVER=https://matrix.raidersgame.net
MATRIX_USER_ID=@raidbot:matrix.raidersgame.net
MATRIX_DEVICE_ID={0}
MATRIX_ACCESS_TOKEN_FILE=/run/secrets/matrix_token""", r(10, UPPER))

la("""ko-fi webhook received: {"message_id":"{0}","timestamp":"2025-12-05T19:22:41Z","type":"Donation","from_name":"Kasia","amount":"5.00","currency":"EUR","kofi_transaction_id":"{1}","verification_token":"<redacted>"}""", uuid4(), uuid4())

la("""Patreon campaign 8842913 -> members: {0}, {1}, {2} (member ids are uuids, not secrets)""", uuid4(), uuid4(), uuid4())

la("""$ docker pull itzg/minecraft-server:java21
java21: Pulling from itzg/minecraft-server
Digest: sha256:{0}
Status: Downloaded newer image for itzg/minecraft-server:java21""", r(64, HEX))

la("""Server list:
  survival   {0}:25565   (query 25565)
  creative   {0}:25566
  velocity   play.blockheads.gg:25577
  valheim    {1}:2456-2458/udp""", ip(), ip())

la("""{"mods":[{"name":"base","enabled":true},{"name":"space-age","enabled":true},{"name":"even-distribution","enabled":true}]}
mod portal: even-distribution_2.0.2.zip sha1={0}""", sha())

la("""\"AppBuild\"
{
	"AppID" "2841170"
	"Desc" "nightly {0}"
	"BuildOutput" "../output/"
	"ContentRoot" "../content/"
	"Depots" { "2841171" "depot_build_2841171.vdf" }
}""", r(7, HEX))

la("""bans.txt (BattlEye GUIDs are MD5s of SteamIDs, public by construction):
{0} -1 griefing at NWAF
{1} -1 aimbot""", r(32, HEX), r(32, HEX))

la("""The privilege key is printed once in the first start log; copy it from there into your TeamSpeak client (Permissions > Use Privilege Key). Do not paste it in chat, it grants full serveradmin.""")

la("""Logging in user 'ci_uploader' [U:1:{0}] to Steam Public...OK
Waiting for client config...OK
Waiting for user info...OK
Successfully finished AppID 2841170 build (BuildID {1}).""", str(_rng.randint(10000000, 999999999)), str(_rng.randint(10000000, 19999999)))

la("""{"data":[{"id":"{0}","status":"enabled","type":"channel.follow","version":"2","condition":{"broadcaster_user_id":"{1}"},"transport":{"method":"webhook","callback":"https://bot.grumpyferret.tv/eventsub"},"created_at":"2025-12-01T10:11:12Z","cost":0}],"total":1}""", uuid4(), str(_rng.randint(10000000, 999999999)))

la("""StreamElements: account id {0}, channel id {1} (shown publicly in overlay URLs)""", r(24, HEX), r(24, HEX))

la("""{"sources":[{"name":"Webcam","uuid":"{0}","id":"v4l2_input"},{"name":"Alerts","uuid":"{1}","id":"browser_source","settings":{"url":"http://localhost:3000/overlay/alerts"}}]}""", uuid4(), uuid4())

la("""Kick channel: grumpyferret  chatroom_id={0}  livestream_id={1}""", str(_rng.randint(100000, 99999999)), str(_rng.randint(10000000, 99999999)))

la("""YouTube broadcast {0} (video id {1}) scheduled for 2025-12-06 18:00 CET""", r(11, URLSAFE), r(11, URLSAFE))

la("""client.login(process.env.DISCORD_TOKEN).catch((err) => {
  console.error('login failed, is DISCORD_TOKEN set?', err.code);
  process.exit(1);
});""")

la("""intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)
bot.run(os.environ["DISCORD_TOKEN"])""")

la("""{
  "name": "RCON_PASS",
  "description": "Password for RCON, set per server",
  "env_variable": "RCON_PASS",
  "default_value": "",
  "user_viewable": false,
  "user_editable": true,
  "rules": "required|string|min:12"
}""")

la("""services:
  mc:
    environment:
      RCON_PASSWORD_FILE: /run/secrets/rcon
    secrets: [rcon]
secrets:
  rcon:
    file: ./secrets/rcon.txt""")

la("""apiVersion: v1
kind: ConfigMap
metadata:
  name: valheim-settings
data:
  SERVER_NAME: "Vikingowie PL"
  WORLD_NAME: "Midgardia"
  SERVER_PUBLIC: "false"
  BACKUPS_MAX_AGE: "3\"""")

la("""      - uses: game-ci/steam-deploy@v3
        with:
          username: ${{ secrets.STEAM_USERNAME }}
          configVdf: ${{ secrets.STEAM_CONFIG_VDF }}
          appId: 2841170
          buildDescription: v${{ github.ref_name }}
          rootPath: build
          depot1Path: StandaloneLinux64""")

la("""BuildPatchTool.exe -OrganizationId="o-{0}" -ProductId="{1}" -ArtifactId="{2}" -ClientId="xyza7891{3}" -ClientSecretEnvVar="BPT_CLIENT_SECRET" -mode=UploadBinary -BuildRoot="D:/builds/win64" -BuildVersion="1.4.2-{4}\"""", r(30, LOWER_NUM), r(32, HEX), r(32, HEX), r(24, ALNUM), r(7, HEX))

la("""match {0}.nakama1 created, 4 presences, tick rate 10; session tokens expire after 7200s and are refreshed by the client""", uuid4())

la("""PlayFabId {0} linked to Steam {1}; entity key {{"Id":"{2}","Type":"title_player_account"}}""", r(16, UPPER_HEX), steamid(), r(16, UPPER_HEX))

la("""SteamID conversions for grumpy_ferret:
  SteamID   STEAM_1:0:{0}
  SteamID3  [U:1:{1}]
  SteamID64 {2}
  profile   https://steamcommunity.com/profiles/{2}""", str(_rng.randint(1000000, 99999999)), str(_rng.randint(2000000, 199999999)), steamid())

la("""ARK cluster: clusterid={0}, maps TheIsland + Ragnarok, ActiveMods={1},{2},{3}""", r(10, LOWER_NUM), str(_rng.randint(700000000, 3100000000)), str(_rng.randint(700000000, 3100000000)), str(_rng.randint(700000000, 3100000000)))

la("""./RustDedicated -batchmode +server.seed {0} +server.worldsize 4250 +rcon.port 28016 +rcon.password "$RCON_PW" +rcon.web 1""", str(_rng.randint(1, 2147483647)))

la("""Valheim world "Midgardia", seed {0}. Seeds are fine to share; people post them on valheim-map.world.""", r(10, ALNUM))

la("""curl -s -u "admin:$PAL_ADMIN_PW" http://127.0.0.1:8212/v1/api/metrics""")

la("""Note: the Factorio service token lives in ~/.factorio/player-data.json under "service-token". The server only needs it for public listing, so we leave username/token empty and run LAN-only.""")

la("""mumble-server.ini
;serverpassword=
;icesecretwrite=
ice="tcp -h 127.0.0.1 -p 6502"
sslCert=/etc/letsencrypt/live/voice.vikingowie.pl/fullchain.pem""")

la("""@badge-info=;badges=moderator/1;color=#1E90FF;display-name=kasia_pl;id={0};mod=1;room-id={1};tmi-sent-ts=1733435000123;user-id={2} :kasia_pl!kasia_pl@kasia_pl.tmi.twitch.tv PRIVMSG #grumpyferret :!uptime""", uuid4(), str(_rng.randint(10000000, 999999999)), str(_rng.randint(10000000, 999999999)))

la("""{"id":"{0}","name":"Blockheads","icon":"{1}","owner_id":"{2}","premium_tier":2,"approximate_member_count":1843}""", snowflake(), r(32, HEX), snowflake())

la("""https://cdn.discordapp.com/avatars/{0}/{1}.png?size=256""", snowflake(), r(32, HEX))

la("""factorio_linux_2.0.23.tar.xz  sha256 {0}
signed by release key fingerprint {1}""", r(64, HEX), " ".join(r(4, UPPER_HEX) for _ in range(10)))

la("""# configuración del servidor (plantilla)
rcon:
  host: 10.0.4.12
  puerto: 25575
  contraseña: "<cámbiala antes de desplegar>\"""")

la("""# konfiguracja bota (szablon) -- wartości bierzemy ze zmiennych środowiskowych
DISCORD_TOKEN=${DISCORD_TOKEN}
TWITCH_CLIENT_SECRET=${TWITCH_CLIENT_SECRET}
RCON_HASLO=${RCON_HASLO}""")

la("""[rcon] connected to 10.0.4.12:25575 as console (password: ****)
[rcon] > list
[rcon] < There are 3 of a max of 40 players online: kasia_pl, grumm, lukaszek""")

la("""{"access_token":"[REDACTED]","expires_in":5011271,"token_type":"bearer","client_id":"{0}"}""", r(30, LOWER_NUM))

la("""-    bot.run("PASTE_TOKEN_HERE")
+    bot.run(os.environ["DISCORD_TOKEN"])""")

la("""def verify_patreon(body: bytes, signature: str) -> bool:
    secret = os.environ["PATREON_WEBHOOK_SECRET"].encode()
    digest = hmac.new(secret, body, hashlib.md5).hexdigest()
    return hmac.compare_digest(digest, signature)""")

la("""Streamlabs socket API: connect to https://sockets.streamlabs.com?token=<SOCKET_TOKEN>; get the socket token from Settings > API Settings > API Tokens. Treat it like a password.""")

la("""< {"op":0,"d":{"obsWebSocketVersion":"5.5.2","rpcVersion":1,"authentication":{"challenge":"{0}","salt":"{1}"}}}
> {"op":1,"d":{"rpcVersion":1,"eventSubscriptions":33}}""", b64(32), b64(32))

la("""clid=5 cid=2 client_database_id=14 client_nickname=grumpy_ferret client_type=0
clid=7 cid=2 client_database_id=22 client_nickname=kasia_pl client_type=0
error id=0 msg=ok""")

la("""banned-players.json:
[{"uuid":"{0}","name":"xray_kid","created":"2025-11-28 20:11:02 +0100","source":"kasia_pl","expires":"forever","reason":"x-ray"}]""", uuid4())

la("""Velocity 3.4.0-SNAPSHOT (git-{0}-b455), Paper 1.21.1-119 (git-Paper-{1}), Java 21.0.5+11""", r(8, HEX), r(7, HEX))

la("""Unity Cloud Project: org id {0}, project id {1}, environment production ({2}). These ids show up in ProjectSettings and are not credentials.""", r(13, DIGITS), uuid4(), uuid4())

la("""Twitch chat bot docs: the IRC PASS line takes oauth:<token>. Get the token via the device code flow; if it leaks, revoke it at https://id.twitch.tv/oauth2/revoke and generate a new one.""")

la("""Ko-fi sends a verification_token with each webhook; compare it with KOFI_VERIFICATION_TOKEN from the environment and reply 200 only when they match.""")

la("""GSLT para el servidor de CS2: créalo en steamcommunity.com/dev/managegameservers con el App ID 730 y ponlo en la variable SRCDS_TOKEN del entorno, nunca en el repositorio.""")

la("""ARK RCON: `rcon -a 127.0.0.1:27020 -p "$ARK_ADMIN_PASSWORD" saveworld` (the password comes from the systemd EnvironmentFile, mode 600)""")

la("""OBS -> Ustawienia -> Transmisja: usługa Twitch, serwer "Auto", klucz transmisji: ••••••••••••••••••••  (Pokaż)""")

la("""Discord interaction verification failed: signature {0} did not verify against public key {1} (timestamp 1733436001)""", r(128, HEX), r(64, HEX))

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
