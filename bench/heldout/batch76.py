r"""Held-out batch 76: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format;
(2) the first 130 lines of bench/heldout/batch19.py, its docstring and the helper
functions r, b64, b64url, pw, uuid4, sha, jwt, add, add_split and la; (3) a grep of the
Theme paragraphs of the earlier batches (grep -h -A12 '^Theme' bench/heldout/batch*.py),
so that these texts repeat none of theirs; (4) a grep of the kind names already used
(grep -ho 'add\(_split\)\?("[^"]*"' bench/heldout/batch*.py | sort -u). No rule, code,
doc, test, bench or result of the filter was opened, and the filter was never run.

Theme: public sector, non-profit and civic-tech software as a coding agent's session
holds it. Open-data portals: CKAN (ckan.ini beaker.session.secret and
api_token.jwt.encode.secret, sysadmin API tokens in JWT form and legacy uuid-shaped API
keys, datastore write URLs, ckanapi and curl calls, xloader tokens, data.gov.ua),
Socrata (app tokens, API key id and secret, sodapy, datos.gov.co), DKAN (Drupal
hash_salt, drush), data.gouv.fr (udata X-API-KEY) and municipal Datos Abiertos portals.
Participation platforms: Decidim (secret_key_base, SMTP, Etherpad and maps keys,
omniauth client secrets for state identity providers), Consul (secrets.yml, census API,
SMS gateway) and Your Priorities (session secret, Redis, mail). Case management and
CRMs for non-profits: CiviCRM (site key, contact API keys, CIVICRM_DSN, CIVICRM_CRED_KEYS,
APIv3 REST and APIv4 with X-Civi-Auth, CiviMail bounce mailboxes, Stripe extension),
Salesforce NPSP connected apps (consumer secret, refresh tokens, security tokens, JWT
bearer server keys), Bloomerang and Blackbaud SKY API subscription keys and OAuth
secrets. Donations: Stripe-based donation forms (secret, restricted and webhook keys),
GiveWP API key and token, Donorbox, JustGiving basic auth, PayPal (client secret, access
tokens), Mercado Pago access tokens and LiqPay private keys. Government identity and
e-services: Login.gov private_key_jwt keys, GOV.UK Notify API keys, GOV.UK Pay API keys
and webhook secrets, eIDAS-Node and SimpleSAMLphp signing key and keystore passwords,
keytool and openssl pkcs12 passwords, X-Road security server token PINs, database
passwords and X-Road-ApiKey tokens, Aadhaar-like sandbox license keys and client
secrets, DigiD preproduction test accounts, Keycloak, UAE PASS and id.gov.ua client
secrets. Mass messaging: Twilio auth tokens and API key secrets for alert SMS,
RapidPro/TextIt API tokens and settings. Election and census tooling: ODK Central app
user and session tokens, pyodk config, ODK Collect settings, KoboToolbox API tokens,
kobo-install env files and Enketo keys (DHIS2 is left out on purpose). Library systems:
Koha (koha-conf.xml, SIPconfig.xml, REST OAuth client credentials), Evergreen
(opensrf_core.xml, database) and OCLC WorldShare WSKey secrets. Texts are config files
(INI, YAML, JSON, TOML, XML, PHP settings, .env, properties), shell sessions with output,
Ansible and Docker files, PHP, Python, Ruby and JavaScript code, logs, emails, volunteer
handover notes, tickets and chat, with human-chosen passwords and passphrases beside
machine tokens, and prose in Latin American Spanish, Arabic, Ukrainian and English.
Look-alikes keep the same files and commands with env references, Jinja and Compose
variables, Ansible vault references, placeholders and masked values, and public values:
case and expediente numbers, CKAN dataset names and resource UUIDs, Socrata 4x4 ids,
public API endpoints, Stripe publishable keys, PayPal and LiqPay public ids, Twilio
message SIDs, Notify template ids, Pay payment ids, X-Road member codes, SAML
certificates and fingerprints, ODK instance ids, Kobo asset uids, ISBNs and OCLC
numbers, checksums and commit shas, and prose about rotating or storing keys.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(76_2026_12_07)
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
WORDS_ES = [
    "Biblioteca", "Cabildo", "Presupuesto", "Colibri", "Quetzal", "Maracuya", "Guayaba",
    "Cenote", "Alebrije", "Jacaranda", "Chapulin", "Ceibo", "Yerbamate", "Tamarindo",
]
WORDS_UA = [
    "Kalyna", "Sonyashnyk", "Vyshyvanka", "Dnipro", "Zhuravel", "Varenyky", "Kobzar",
    "Polonyna", "Smereka", "Bandura", "Chornobryvtsi",
]
WORDS_AR = [
    "Yasmin", "Zaytoun", "Qamar", "Nakhla", "Sahab", "Bahr", "Ghazal", "Warda", "Najma",
    "Sanabel", "Falak",
]
WORDS_EN = [
    "lantern", "harbour", "council", "meadow", "ledger", "volunteer", "turnip", "granite",
    "pelican", "archive", "ballot", "sparrow",
]
_LEET = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$", "t": "7"}


def leet(word: str) -> str:
    return "".join(_LEET.get(c, c) if _rng.random() < 0.7 else c for c in word)


def human(words: list[str] | None = None) -> str:
    """A password a person chose: words, leetspeak, years, digits and symbols."""
    words = words or _rng.choice([WORDS_ES, WORDS_UA, WORDS_AR, WORDS_EN])
    w1, w2, w3 = _rng.sample(words, 3)
    kind = _rng.randrange(5)
    if kind == 0:
        return w1 + str(_rng.randint(1990, 2026)) + _rng.choice("!#$*.")
    if kind == 1:
        return leet(w1.lower()).capitalize() + _rng.choice("!@#") + r(2, DIGITS)
    if kind == 2:
        return "-".join(w.lower() for w in (w1, w2, w3)) + "-" + r(1, DIGITS)
    if kind == 3:
        return w1 + "." + w2 + "#" + r(3, DIGITS)
    return leet(w1) + "_" + leet(w2.lower()) + r(2, DIGITS) + "?"


def phrase(words: list[str]) -> str:
    """A passphrase with spaces, as typed in a chat."""
    return " ".join(_rng.sample(words, 3)).lower() + " " + r(2, DIGITS)


def pem(label: str, n_bytes: int) -> str:
    body = b64(n_bytes)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def pem_oneline(label: str, n_bytes: int) -> str:
    return pem(label, n_bytes).replace("\n", "\\n")


def ckan_token() -> str:
    return jwt({"jti": b64url(48), "iat": _rng.randint(1_690_000_000, 1_770_000_000)})


def notify_key(name: str) -> str:
    return f"{name}-{uuid4()}-{uuid4()}"


def pay_key(env: str = "live") -> str:
    return f"api_{env}_" + r(26, LOWER_NUM) + r(32, LOWER_NUM)


def stripe_sk(mode: str = "live", prefix: str = "sk") -> str:
    return f"{prefix}_{mode}_51" + r(22, ALNUM) + r(75, ALNUM)


def stripe_pk(mode: str = "live") -> str:
    return f"pk_{mode}_51" + r(22, ALNUM) + r(75, ALNUM)


def sf_consumer_key() -> str:
    return "3MVG9" + r(80, ALNUM + "._")


def sf_refresh() -> str:
    return "5Aep861" + r(80, ALNUM + ".")


def mercadopago() -> str:
    return f"APP_USR-{r(16, DIGITS)}-{r(6, DIGITS)}-{r(32, HEX)}-{r(9, DIGITS)}"


def odk_token() -> str:
    return r(64, ALNUM + "!$")


def socrata_id() -> str:
    return r(4, LOWER_NUM) + "-" + r(4, LOWER_NUM)


def sha256() -> str:
    return r(64, HEX)


def kobo_uid() -> str:
    return "a" + r(21, ALNUM)


def twilio_sid(prefix: str) -> str:
    return prefix + r(32, HEX)


def mask(n: int = 4) -> str:
    return "*" * n


# ============================================================ SECRETS: open-data portals
add("civic/ckan-beaker-session-secret", """$ sed -n '1,22p' /etc/ckan/default/ckan.ini
[DEFAULT]
debug = false

[app:main]
use = egg:ckan
## Authorization Settings
ckan.auth.anon_create_dataset = false
ckan.auth.create_unowned_dataset = false

## Session settings
beaker.session.key = ckan
beaker.session.secret = {0}
beaker.session.type = cookie
beaker.session.validate_key = {0}

ckan.site_id = datos_municipio
ckan.site_url = https://datos.municipio.gob.example
""", b64(24))

add("civic/ckan-jwt-encode-secret", """# ckan.ini (production overlay, rendered by ansible role ckan-web)
## API Token Settings
api_token.nbytes = 60
api_token.jwt.encode.secret = string:{0}
api_token.jwt.decode.secret = string:{0}
api_token.jwt.algorithm = HS256

## Search
solr_url = http://solr:8983/solr/ckan
""", r(44, URLSAFE))

add("civic/ckan-sysadmin-api-token", """$ curl -s -X POST https://opendata.city.example.gov/api/3/action/package_create \\
    -H "Authorization: {0}" \\
    -H "Content-Type: application/json" \\
    -d @dataset-presupuesto-2026.json | jq '.success, .result.name'
true
"presupuesto-participativo-2026"
""", ckan_token())

add("civic/ckan-legacy-api-key", """(venv) deploy@harvest01:~$ ckanapi action resource_patch \\
    -r https://portal.datosabiertos.example.org \\
    -a {0} \\
    id=7c7f2f0e-1d5b-4b0e-9f63-5a1a2d3c4e5f url=https://files.example.org/contratos-2025.csv
{
  "id": "7c7f2f0e-1d5b-4b0e-9f63-5a1a2d3c4e5f",
  "format": "CSV",
  "last_modified": "2026-02-11T14:03:22.918212"
}
""", uuid4())

add("civic/ckan-sqlalchemy-url-password", """## Database Settings
sqlalchemy.url = postgresql://ckan_default:{0}@pg-opendata.internal:5432/ckan_default
ckan.datastore.read_url = postgresql://datastore_ro@pg-opendata.internal/datastore_default
""", human(WORDS_ES))

add("civic/ckan-docker-sysadmin-password", """# .env for ckan-docker (copied from .env.example, edited by Mariana on 2026-01-19)
CKAN_VERSION=2.10.5
CKAN_SITE_ID=default
CKAN_SITE_URL=https://localhost:8443
CKAN_PORT_HOST=5000
CKAN_SYSADMIN_NAME=ckan_admin
CKAN_SYSADMIN_PASSWORD={0}
CKAN_SYSADMIN_EMAIL=datos@municipalidad.example
TZ=America/Lima
""", human(WORDS_ES))

add("civic/ckan-datastore-write-url", """ckan.datastore.write_url = postgresql://ckan_default:{0}@10.20.4.11/datastore_default
ckan.datastore.read_url = postgresql://datastore_default:${DATASTORE_READONLY_PASSWORD}@10.20.4.11/datastore_default
ckan.datapusher.url = http://datapusher:8800/
""", pw())

add("civic/socrata-app-token-sodapy", """from sodapy import Socrata

# Portal de Datos Abiertos de Colombia, conjunto "Contratos SECOP II"
client = Socrata("www.datos.gov.co", "{0}", timeout=60)
rows = client.get("jbjy-vk9h", where="fecha_de_firma > '2025-01-01'", limit=50000)
print(len(rows), "contratos descargados")
""", r(25, ALNUM))

add_split("civic/socrata-api-key-secret", """# .env (socrata publisher for the 311 dataset sync)
SOCRATA_DOMAIN=data.cityofexample.gov
SOCRATA_DATASET_ID=erm2-nwe9
SOCRATA_KEY_ID={0}
SOCRATA_KEY_SECRET={1}
""", r(25, LOWER_NUM), r(50, ALNUM))

add("civic/socrata-app-token-log", """2026-03-02 06:00:04,112 INFO  etl.socrata GET https://data.transparencia.example.gob/resource/8kxq-2m4p.json?$limit=1000&$offset=0&$$app_token={0}
2026-03-02 06:00:05,870 INFO  etl.socrata 1000 rows
2026-03-02 06:00:07,004 WARNING etl.socrata throttled (429), sleeping 30s
""", r(25, ALNUM))

add("civic/dkan-drupal-hash-salt", """// docroot/sites/default/settings.php (DKAN 2.x, datos.estado.example.gob.mx)
$databases['default']['default'] = [
  'driver' => 'mysql',
  'database' => 'dkan',
  'username' => 'dkan',
  'password' => getenv('DKAN_DB_PASSWORD'),
  'host' => 'db',
];
$settings['hash_salt'] = '{0}';
$settings['config_sync_directory'] = '../config/sync';
""", b64url(55))

add("civic/dkan-drush-admin-password", """$ ddev drush user:password admin "{0}"
 [success] Changed password for admin.
$ ddev drush dkan:harvest:run datos_estatales
 [notice] Harvest datos_estatales: 212 created, 14 updated, 0 failed.
""", human(WORDS_ES))

add("civic/datagouv-udata-api-key", """import requests

API = "https://www.data.gouv.fr/api/1"
HEADERS = {"X-API-KEY": "{0}"}

resp = requests.post(
    f"{API}/datasets/6571f2e8b1a3c0d4e5f60718/upload/",
    headers=HEADERS,
    files={"file": open("budget_participatif_2026.csv", "rb")},
)
resp.raise_for_status()
""", jwt({"user": r(24, HEX), "time": _rng.randint(1_700_000_000, 1_770_000_000)}))

add("civic/datagovua-ckan-token-chat", """[Slack #data-gov-ua] Оксана Мельник: Привіт! Нам треба оновити набір "Реєстр громадських організацій" до п'ятниці.
[Slack #data-gov-ua] Оксана Мельник: ось токен адміністратора організації на data.gov.ua: {0}
[Slack #data-gov-ua] Оксана Мельник: після публікації я його відкличу в профілі, не зберігайте в репозиторії
[Slack #data-gov-ua] Тарас: прийняв, запускаю скрипт
""", ckan_token())

add("civic/datos-abiertos-handover-token", """NOTA DE TRASPASO — Portal de Datos Abiertos CDMX (voluntariado, turno de marzo)

- El cron de carga corre a las 02:00 (ver /opt/etl/crontab).
- Si falla la carga de "Carpetas de investigación", relanzar con:
    python cargar.py --recurso carpetas --token {0}
  (es el token de la cuenta sysadmin "etl-datos"; Rodrigo lo generó el 03/03)
- El dataset de ciclovías se actualiza a mano, no tocar.
Cualquier duda me escriben al Signal. — Fer
""", ckan_token())

add("civic/ckan-xloader-api-token", """ckan.plugins = activity scheming_datasets xloader dcat harvest ckan_harvester
ckanext.xloader.jobs_db.uri = postgresql://ckan_default@db/ckan_default
ckanext.xloader.api_token = {0}
ckanext.xloader.max_content_length = 1000000000
ckanext.xloader.just_load_with_messytables = false
""", ckan_token())

# ============================================================ SECRETS: participation
add("civic/decidim-secret-key-base", """# .env.production (decidim-app participa.example.org)
RAILS_ENV=production
DATABASE_URL=postgres://decidim@db/decidim_production
SECRET_KEY_BASE={0}
DECIDIM_FORCE_SSL=true
DECIDIM_AVAILABLE_LOCALES=es,en,ca
""", r(128, HEX))

add("civic/decidim-smtp-password", """# config/secrets.yml (legacy, before decidim 0.28 env-only config)
production:
  <<: *default
  smtp_username: participa@municipio.example.cl
  smtp_password: "{0}"
  smtp_address: smtp.office365.com
  smtp_domain: municipio.example.cl
  smtp_port: 587
""", human(WORDS_ES))

add("civic/decidim-admin-reset-console", """$ bin/rails c -e production
Loading production environment (Rails 7.0.8.4)
irb(main):001> u = Decidim::User.find_by(email: "admin@presupuestoparticipativo.example.ar")
irb(main):002> u.update!(password: "{0}", password_confirmation: "{0}")
=> true
irb(main):003> u.admin?
=> true
""", human(WORDS_ES))

add("civic/decidim-etherpad-api-key", """# config/initializers/decidim.rb
Decidim.configure do |config|
  config.application_name = "Participa Ciudad"
  config.mailer_sender = "no-responder@participa.example.org"
  config.etherpad = {
    server: "https://pad.participa.example.org",
    api_key: "{0}",
    api_version: "1.2.14"
  }
end
""", r(64, HEX))

add("civic/decidim-here-maps-key", """  config.maps = {
    provider: :here,
    api_key: "{0}",
    static: { url: "https://image.maps.ls.hereapi.com/mia/1.6/mapview" }
  }
""", r(43, URLSAFE))

add("civic/decidim-omniauth-llave-client-secret", """# config/secrets.yml — proveedor OIDC "Llave CDMX" para verificación de identidad
  omniauth:
    llave_cdmx:
      enabled: true
      client_id: 2001
      client_secret: {0}
      site: https://llave.cdmx.example.gob.mx
      icon_path: media/images/llave-icon.svg
""", r(40, ALNUM))

add("civic/consul-secrets-census-sms", """production:
  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>
  server_name: "decide.ayuntamiento.example"
  census_api_end_point: "https://padron.example.gob/ws/ConsultaHabitante"
  census_api_institution_code: "1"
  census_api_portal_name: "DECIDE"
  sms_end_point: "https://sms.proveedor.example/ws"
  sms_username: "consul_prod"
  sms_password: "{0}"
""", human(WORDS_ES))

add("civic/consul-database-yml-password", """$ cat shared/config/database.yml
production:
  adapter: postgresql
  encoding: unicode
  database: consul_production
  pool: 5
  username: consul
  password: {0}
  host: 127.0.0.1
""", pw())

add("civic/yourpriorities-session-secret", """# your-priorities-app .env (staging)
NODE_ENV=production
SESSION_SECRET={0}
REDIS_URL=redis://redis:6379
DATABASE_URL=postgres://yp:${YP_DB_PASSWORD}@postgres:5432/yrpri
YP_INSTANCE_NAME=Betri Reykjavik Staging
""", b64(48))

add("civic/yourpriorities-redis-url", """[2026-02-27T10:41:09.553Z] ERROR queue/bull: Redis connection failed, retrying
  url: 'redis://:{0}@yp-redis.internal.example.is:6379/2'
  err: ECONNREFUSED 10.8.0.14:6379
""", r(32, ALNUM))

add("civic/decidim-admin-password-arabic", """[مجموعة فريق منصة المشاركة]
سلمى: مساء الخير، أعدت تعيين كلمة مرور حساب المدير في ديسيديم بعد مغادرة أحمد
سلمى: اسم المستخدم admin@musharaka.example.ly
سلمى: كلمة المرور الجديدة: {0}
خالد: تمام، سأغيرها بعد أول تسجيل دخول وأفعّل التحقق بخطوتين
""", human(WORDS_AR))

add("civic/participatory-budget-db-ukrainian", """Тікет #4471 «Громадський бюджет — не проходить голосування»
Опис: після оновлення до 2.4 на бекенді падає з'єднання з БД.
Конфіг зараз такий (config/database.php):
    'host'     => 'pg-gb.kyivcity.example',
    'database' => 'gromadskyi_budget',
    'username' => 'gb_app',
    'password' => '{0}',
Прошу перевірити, чи правильний пароль після ротації в четвер.
""", human(WORDS_UA))

# ============================================================ SECRETS: CRMs for non-profits
add("civic/civicrm-site-key", """<?php
// sites/default/civicrm.settings.php (excerpt)
if (!defined('CIVICRM_SITE_KEY')) {
  define('CIVICRM_SITE_KEY', '{0}');
}
if (!defined('CIVICRM_UF_BASEURL')) {
  define('CIVICRM_UF_BASEURL', 'https://crm.fundacion.example.org/');
}
""", r(43, URLSAFE))

add("civic/civicrm-dsn-password", """define('CIVICRM_UF_DSN', 'mysql://drupal_user:' . getenv('DRUPAL_DB_PASS') . '@localhost/drupal?new_link=true');
define('CIVICRM_DSN', 'mysql://civicrm_user:{0}@localhost:3306/civicrm?new_link=true');
""", human(WORDS_EN))

add_split("civic/civicrm-apiv3-rest-keys", """$ curl -s 'https://crm.refugeeaid.example.org/sites/all/modules/civicrm/extern/rest.php' \\
    --data-urlencode 'entity=Contact' --data-urlencode 'action=get' \\
    --data-urlencode 'json={"email":"volunteer@example.net","return":"display_name"}' \\
    --data-urlencode 'key={0}' \\
    --data-urlencode 'api_key={1}'
{"is_error":0,"version":3,"count":1,"id":1842,"values":{"1842":{"contact_id":"1842","display_name":"Amal Haddad"}}}
""", r(32, ALNUM), r(24, ALNUM))

add("civic/civicrm-apiv4-x-civi-auth", """// wp-content/plugins/volunteer-sync/sync.js
const res = await fetch("https://crm.foodbank.example.org/civicrm/ajax/api4/Activity/get", {
  method: "POST",
  headers: {
    "X-Civi-Auth": "Bearer {0}",
    "X-Requested-With": "XMLHttpRequest",
    "Content-Type": "application/x-www-form-urlencoded",
  },
  body: "params=" + encodeURIComponent(JSON.stringify({ where: [["activity_type_id:name", "=", "Volunteer"]], limit: 25 })),
});
""", r(24, ALNUM))

add("civic/civicrm-cred-keys", """# /etc/civicrm/env (sourced by php-fpm pool civicrm.conf)
CIVICRM_CRED_KEYS=aes-cbc:hkdf-sha256:{0}
CIVICRM_SIGN_KEYS=jwt-hs256:hkdf-sha256:{1}
CIVICRM_DEPLOY_ID=prod-eu1
""", b64(32), b64(32))

add("civic/civimail-bounce-imap-password", """MariaDB [civicrm]> SELECT id, name, server, username, password, protocol FROM civicrm_mail_settings\\G
*************************** 1. row ***************************
      id: 1
    name: Rebotes CiviMail
  server: imap.gmail.com
username: rebotes@asociacion.example.org.ar
password: {0}
protocol: 1
1 row in set (0.001 sec)
""", human(WORDS_ES))

add("civic/civicrm-stripe-webhook-secret", """[2026-03-04 09:12:55] civicrm.ERROR: Stripe webhook signature mismatch for payment processor id=3 {"processor":"Stripe (live)","endpoint":"civicrm/payment/ipn/3","expected_secret_prefix":"whsec_","configured":"{0}"}
[2026-03-04 09:12:55] civicrm.INFO: returning 400 to Stripe
""", "whsec_" + r(32, ALNUM))

add("civic/civicrm-drupal-db-ukrainian", """// settings.php — CRM благодійного фонду (Drupal 10 + CiviCRM 5.70)
// УВАГА: пароль нижче тимчасовий, Андрій змінить після міграції на новий сервер
$databases['default']['default'] = [
  'database' => 'fond_drupal',
  'username' => 'fond',
  'password' => '{0}',
  'host' => 'localhost',
  'driver' => 'mysql',
];
""", human(WORDS_UA))

add("civic/npsp-connected-app-consumer-secret", """# .env — NPSP ⇄ donation site integration (connected app "Donations Sync")
SF_LOGIN_URL=https://login.salesforce.com
SF_CLIENT_ID={1}
SF_CLIENT_SECRET={0}
SF_USERNAME=integration@helpinghands.example.org
SF_API_VERSION=61.0
""", r(64, UPPER_HEX), sf_consumer_key())

add("civic/npsp-refresh-token", """$ cat ~/.config/npsp-sync/token.json
{
  "instance_url": "https://helpinghands.my.salesforce.com",
  "id": "https://login.salesforce.com/id/00D5g000004XyZaEAK/0055g00000AbCdEAAV",
  "token_type": "Bearer",
  "refresh_token": "{0}",
  "issued_at": "1741085512345",
  "scope": "refresh_token api"
}
""", sf_refresh())

add_split("civic/npsp-password-security-token", """from simple_salesforce import Salesforce

sf = Salesforce(
    username="datos@fundacionninez.example.org.co",
    password="{0}",
    security_token="{1}",
    domain="login",
)
donantes = sf.query_all("SELECT Id, Name FROM Contact WHERE npo02__TotalOppAmount__c > 100000")
""", human(WORDS_ES), r(24, ALNUM))

add("civic/npsp-jwt-server-key", """$ cat certs/server.key
{0}
$ sf org login jwt --client-id "$SF_CONSUMER_KEY" --jwt-key-file certs/server.key \\
    --username ci@ngo.example.org --alias npsp-prod
Successfully authorized ci@ngo.example.org with org ID 00D8d000009AbCdEAS
""", pem("RSA PRIVATE KEY", 1190))

add("civic/bloomerang-private-api-key", """// netlify/functions/bloomerang-sync.js
const BLOOMERANG_KEY = "{0}";

export async function handler(event) {
  const donor = JSON.parse(event.body);
  const r = await fetch("https://api.bloomerang.co/v2/constituents", {
    method: "POST",
    headers: { "X-API-KEY": BLOOMERANG_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ Type: "Individual", FirstName: donor.first, LastName: donor.last }),
  });
  return { statusCode: r.status };
}
""", r(40, LOWER_NUM))

add("civic/blackbaud-sky-subscription-key", """$ curl -s "https://api.sky.blackbaud.com/constituent/v1/constituents?limit=5" \\
    -H "Bb-Api-Subscription-Key: {0}" \\
    -H "Authorization: Bearer $SKY_ACCESS_TOKEN" | jq '.count'
48213
""", r(32, HEX))

add("civic/blackbaud-sky-app-secret", """# raisers-edge-export/.env
SKY_APPLICATION_ID=4f1c9a3e-77d2-4c3b-9e8a-1b2c3d4e5f60
SKY_APPLICATION_SECRET={0}
SKY_REDIRECT_URI=http://localhost:5000/auth/callback
SKY_SUBSCRIPTION_KEY=${SKY_SUBSCRIPTION_KEY}
""", b64(32))

add("civic/crm-handover-note-spanish", """Traspaso de voluntariado — CRM de la Red de Bancos de Alimentos
(de: Lucía, para: Matías, 28/02)

1. El CRM es CiviCRM sobre WordPress: https://crm.redbancos.example.org.mx/wp-admin
2. Usuario administrador: lucia.admin
   Contraseña: {0}
   (cámbiala apenas entres, porfa, y pásala al gestor de contraseñas del equipo)
3. Las importaciones de donantes se hacen desde Contactos > Importar, plantilla en Drive.
""", human(WORDS_ES))

add("civic/blackbaud-refresh-token-log", """DEBUG sky_client.auth refreshing access token for environment p-7kQ2xZ
DEBUG sky_client.auth POST https://oauth2.sky.blackbaud.com/token grant_type=refresh_token refresh_token={0}
DEBUG sky_client.auth 200 expires_in=3600
""", r(32, HEX))

# ============================================================ SECRETS: donations and fundraising
add("civic/stripe-donation-form-secret-key", """<?php
// wp-config.php — donation form plugin settings (sitio de la fundación)
define( 'DONATIONS_STRIPE_PUBLISHABLE', 'pk_live_51PzQ0aLkT9sWm2Xv3gH7yUeRnB4cD6fJ8kLmN0pQ1rS2tU3vW4xY5zA6bC7dE8fG9hI0jK' );
define( 'DONATIONS_STRIPE_SECRET', '{0}' );
define( 'DONATIONS_CURRENCY', 'mxn' );
""", stripe_sk())

add("civic/stripe-donation-webhook-secret", """# donate-api/.env
PORT=8080
STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}
STRIPE_WEBHOOK_SECRET={0}
THANK_YOU_URL=https://donate.shelter.example.org/gracias
""", "whsec_" + r(32, ALNUM))

add("civic/stripe-restricted-key-node", """// server/stripe.js — only needs checkout sessions + customers
import Stripe from "stripe";

export const stripe = new Stripe("{0}", {
  apiVersion: "2024-06-20",
  appInfo: { name: "campaign-donations", version: "1.4.2" },
});
""", stripe_sk(prefix="rk"))

add_split("civic/givewp-api-key-token", """$ curl -s "https://give.school-pantry.example.org/give-api/v1/donations/?key={0}&token={1}&number=5&format=json" | jq '.donations[].total'
"25.00"
"100.00"
"10.00"
""", r(32, HEX), r(32, HEX))

add("civic/givewp-paypal-client-secret", """$ wp option get give_settings --format=json | jq '{paypal_commerce_client_id, paypal_commerce_client_secret, paypal_commerce_mode}'
{
  "paypal_commerce_client_id": "AcS8mQ1vXn0bKt3pLr7Gw2ZyE5uH9jFd4oVi6qTcB0aNsM8lPkYxWe1RgJ3zUfD7hC2nO5iL9tQ",
  "paypal_commerce_client_secret": "{0}",
  "paypal_commerce_mode": "live"
}
""", "E" + r(79, URLSAFE))

add("civic/donorbox-api-key", """$ curl -s -u finance@animalrescue.example.org:{0} \\
    "https://donorbox.org/api/v1/donations?date_from=2026-01-01&per_page=100" | jq length
100
""", r(40, URLSAFE))

add("civic/justgiving-basic-auth", """GET /{appId}/v1/fundraising/pages HTTP/1.1
Host: api.justgiving.com
Accept: application/json
Authorization: Basic {0}
x-api-key: ${JUSTGIVING_APP_ID}
""", base64.b64encode(("events@hospice.example.org.uk:" + human(WORDS_EN)).encode()).decode())

add("civic/paypal-client-secret-env", """# PayPal Giving — donate button backend
PAYPAL_ENV=live
PAYPAL_CLIENT_ID=AYb3kT0rXq9LmC2vN7pZs4dH1wF8eJ6gU5iO0aKtR3yB9cV2nM7lQ4xS1zP8fE6hG0jW5uD3oI
PAYPAL_CLIENT_SECRET={0}
PAYPAL_WEBHOOK_ID=8PT597110X687430LKGECATA
""", "E" + r(79, URLSAFE))

add("civic/paypal-access-token-log", """2026-03-05T19:22:41Z paypal.orders create request_id=7c2e91 amount=50.00 currency=USD
2026-03-05T19:22:41Z paypal.http POST https://api-m.paypal.com/v2/checkout/orders headers={"Authorization": "Bearer {0}", "PayPal-Request-Id": "7c2e91"}
2026-03-05T19:22:42Z paypal.orders status=CREATED id=5O190127TN364715T
""", "A21AA" + r(92, URLSAFE))

add("civic/mercadopago-access-token-chat", """[WhatsApp — Colecta Comedores Populares]
Santi: che, el botón de donación tira 401 desde ayer
Vale: porque rotamos el token de Mercado Pago, el nuevo es este:
Vale: {0}
Vale: ponelo en MP_ACCESS_TOKEN del servidor y reiniciá el contenedor
Santi: listo, ya anda 🙌
""", mercadopago())

add("civic/stripe-zakat-key-arabic", """[Telegram — فريق موقع الزكاة والصدقات]
يوسف: المفتاح السري لـ Stripe الخاص بحملة رمضان:
يوسف: {0}
يوسف: لا تضعوه في GitHub، ضعوه في متغيرات البيئة على الخادم فقط
مريم: تم، شكراً
""", stripe_sk())

add("civic/liqpay-private-key-ukrainian", """# config/payments.py — збір на генератори для громади
LIQPAY_PUBLIC_KEY = "i{1}"
LIQPAY_PRIVATE_KEY = "{0}"  # приватний ключ з кабінету LiqPay, не комітити!
LIQPAY_RESULT_URL = "https://zbir.hromada.example.ua/dyakuyemo"
LIQPAY_SERVER_URL = "https://zbir.hromada.example.ua/api/liqpay/callback"
""", r(40, ALNUM), r(11, DIGITS))

add("civic/stripe-test-key-issue-paste", """### Bug: donations with Apple Pay fail on the thank-you redirect

Steps to reproduce on staging:
1. `git checkout release/2.3 && npm run dev`
2. set `STRIPE_SECRET_KEY={0}` in `.env.local`
3. donate $5 with Apple Pay in Safari

Expected: redirect to /thanks. Actual: 500, `No such payment_intent`.
""", stripe_sk(mode="test"))

# ============================================================ SECRETS: government identity and e-services
add("civic/logingov-private-key-jwt", """# .env.local — benefits-portal (Login.gov sandbox integration)
LOGIN_GOV_ISSUER=urn:gov:gsa:openidconnect.profiles:sp:sso:agency_name:benefits_portal
LOGIN_GOV_IDP_BASE=https://idp.int.identitysandbox.gov
LOGIN_GOV_ACR=urn:acr.login.gov:auth-only
LOGIN_GOV_PRIVATE_KEY="{0}"
""", pem_oneline("PRIVATE KEY", 1216))

add("civic/govuk-notify-key-python", """from notifications_python_client.notifications import NotificationsAPIClient

notifications_client = NotificationsAPIClient("{0}")

notifications_client.send_email_notification(
    email_address=applicant.email,
    template_id="f33517ff-2a88-4f6e-b855-c550268ce08a",
    personalisation={"reference": application.reference, "first_name": applicant.first_name},
)
""", notify_key("council_tax_live"))

add("civic/govuk-notify-key-ruby", """# config/initializers/notify.rb
require "notifications/client"

NOTIFY_CLIENT = Notifications::Client.new(
  ENV.fetch("NOTIFY_API_KEY") { "{0}" }
)
""", notify_key("blue_badge_team"))

add("civic/govuk-pay-api-key-curl", """$ curl -s https://publicapi.payments.service.gov.uk/v1/payments \\
    -H "Authorization: Bearer {0}" \\
    -H "Content-Type: application/json" \\
    -d '{"amount": 2500, "reference": "PARK-2026-000731", "description": "Parking permit", "return_url": "https://permits.example.gov.uk/return"}' \\
    | jq -r '.payment_id, .state.status'
hu20sqlact5260q2nanm0q8u93
created
""", pay_key())

add("civic/govuk-pay-webhook-signing-secret", """# app/services/pay_webhook_verifier.rb
class PayWebhookVerifier
  SIGNING_SECRET = "{0}".freeze

  def valid?(payload, signature)
    expected = OpenSSL::HMAC.hexdigest("SHA256", SIGNING_SECRET, payload)
    ActiveSupport::SecurityUtils.secure_compare(expected, signature)
  end
end
""", "webhook_live_" + r(26, LOWER_NUM) + r(32, LOWER_NUM))

add_split("civic/eidas-node-keystore-passwords", """# eidas-node/config/SignModule_Service.xml rendered to properties for the container
check_certificate_validity_period=true
disallow_self_signed_certificate=false
response.sign.assertions=true
keyStorePath=/etc/eidas/keystore/eidasKeyStore.p12
keyStorePassword={0}
keyAlias=node-signing-2026
keyPassword={1}
keyStoreType=PKCS12
""", human(WORDS_EN), human(WORDS_EN))

add("civic/simplesamlphp-privatekey-pass", """<?php
// config/authsources.php — SP for the municipal e-services portal
$config = [
    'default-sp' => [
        'saml:SP',
        'entityID' => 'https://tramites.municipio.example.gob.ec/sp',
        'idp' => 'https://idp.gobiernodigital.example.gob.ec/saml2/idp/metadata',
        'privatekey' => 'saml-sp-2026.pem',
        'privatekey_pass' => '{0}',
        'certificate' => 'saml-sp-2026.crt',
    ],
];
""", human(WORDS_ES))

add("civic/keytool-storepass-history", """$ history | tail -6
  511  cd /opt/eidas-connector/keystore
  512  keytool -list -keystore eidasKeyStore.p12 -storetype PKCS12
  513  keytool -importkeypair -alias connector-sign -keystore eidasKeyStore.p12 -storepass '{0}' -keypass '{0}' -file connector-sign.p12
  514  ls -la
  515  systemctl restart tomcat9
  516  history | tail -6
""", human(WORDS_EN))

add("civic/xroad-token-pin-ansible", """# inventories/prod/group_vars/ss_primary.yml
xroad_ss_version: "7.5.1"
xroad_instance: "EE"
xroad_member_class: "GOV"
xroad_member_code: "70000740"
xroad_ui_user: xrd
xroad_softtoken_pin: "{0}"
xroad_timestamping_url: "https://tsa.example.ee"
""", r(10, DIGITS) + r(2, UPPER))

add("civic/xroad-db-properties-password", """root@ss01:~# cat /etc/xroad/db.properties
serverconf.hibernate.jdbc.use_streams_for_binary = true
serverconf.hibernate.dialect = ee.ria.xroad.common.db.CustomPostgreSQLDialect
serverconf.hibernate.connection.driver_class = org.postgresql.Driver
serverconf.hibernate.connection.url = jdbc:postgresql://127.0.0.1:5432/serverconf
serverconf.hibernate.connection.username = serverconf
serverconf.hibernate.connection.password = {0}
""", r(32, ALNUM))

add("civic/xroad-rest-api-key", """$ curl -sk -X GET "https://ss01.ministry.example.gov:4000/api/v1/clients?instance=DEV&member_class=GOV" \\
    -H "Accept: application/json" \\
    -H "Authorization: X-Road-ApiKey token={0}" | jq '.[].id'
"DEV:GOV:1234567-8"
"DEV:GOV:1234567-8:case-registry"
""", uuid4())

add("civic/aadhaar-sandbox-aua-license-key", """# ekyc-gateway/src/main/resources/application-sandbox.properties
auth.api.version=2.5
auth.aua.code=public
auth.sub-aua.code=public
auth.asa.license-key={0}
auth.aua.license-key={1}
auth.endpoint=https://auth-sandbox.idauthority.example.in/2.5/
""", r(55, URLSAFE), r(55, URLSAFE))

add("civic/aadhaar-like-sandbox-client-secret", """$ curl -s -X POST https://sandbox.id-sandbox.example.in/v2/otp/generate \\
    -H "x-client-id: ekyc-demo-partner" \\
    -H "x-client-secret: {0}" \\
    -H "x-product-instance-id: 4b8e1a6c-0d2f-4e3a-9b7c-5d6e7f8a9b0c" \\
    -d '{"id_number": "999941057058", "consent": "Y"}'
{"status":"OTP_SENT","txn_id":"7b1f0c2e-0a9d-4c4e-8f1d-1e2a3b4c5d6e"}
""", r(40, ALNUM))

add_split("civic/digid-preprod-test-account", """Handover — e-services team (DigiD koppeling, gemeente test)

DigiD pre-production test account for the smoke tests (level "Substantieel" via app):
  username: {0}
  password: {1}
Use only against https://preprod1.digid.example.nl — never on prod. The SMS codes go to
the shared test phone in the cabinet by the window.
""", "gem" + r(6, LOWER) + r(3, DIGITS), human(WORDS_EN))

add("civic/pkioverheid-pkcs12-passin", """$ openssl pkcs12 -in pkio-services-2026.p12 -nocerts -nodes -passin pass:{0} -out /etc/ssl/private/digid-saml.key
$ chmod 600 /etc/ssl/private/digid-saml.key
$ openssl rsa -in /etc/ssl/private/digid-saml.key -check -noout
RSA key ok
""", human(WORDS_EN))

add("civic/uaepass-client-secret-arabic", """# إعدادات التكامل مع الهوية الرقمية (بيئة الاختبار)
# ملاحظة: هذا السر خاص بالبيئة التجريبية فقط، لا تنسخه إلى الإنتاج
UAEPASS_BASE_URL=https://stg-id.uaepass.example.ae
UAEPASS_CLIENT_ID=sandbox_stage
UAEPASS_CLIENT_SECRET={0}
UAEPASS_REDIRECT_URI=https://eservices.example.gov.ae/auth/callback
""", r(36, ALNUM))

add("civic/idgovua-client-secret-ticket", """Jira: EPOSLUGY-882 «Інтеграція з id.gov.ua для ЦНАП»
Коментар (Ірина Коваль): Отримали реквізити від ДП «Дія». Для тестового стенду:
  client_id: cnap-zhytomyr-test
  client_secret: {0}
Сертифікат для шифрування ще чекаємо. Будь ласка, перенесіть секрет у Vault і видаліть цей коментар.
""", r(32, HEX))

add("civic/keycloak-realm-client-secret", """{
  "realm": "tramites-ciudadanos",
  "clients": [
    {
      "clientId": "portal-ventanilla-unica",
      "enabled": true,
      "clientAuthenticatorType": "client-secret",
      "secret": "{0}",
      "redirectUris": ["https://ventanilla.example.gob.pe/*"],
      "publicClient": false
    }
  ]
}
""", r(32, ALNUM))

add("civic/govuk-notify-key-ansible", """# group_vars/production/notify.yml   (TODO: move to vault before merge!!)
notify_base_url: https://api.notifications.service.gov.uk
notify_api_key: "{0}"
notify_templates:
  appointment_confirmation: 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d
  appointment_reminder: 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9
""", notify_key("housing_repairs_prod"))

# ============================================================ SECRETS: mass messaging
add("civic/twilio-auth-token-alerts", """# alerts/send_flood_warning.py
from twilio.rest import Client

ACCOUNT_SID = "{1}"
AUTH_TOKEN = "{0}"

client = Client(ACCOUNT_SID, AUTH_TOKEN)
for phone in subscribers("zona-ribereña"):
    client.messages.create(to=phone, from_="+15005550006",
                           body="ALERTA: crecida del río, evacúe hacia el punto seguro más cercano.")
""", r(32, HEX), twilio_sid("AC"))

add_split("civic/twilio-api-key-secret", """# .env (civic-alerts worker)
TWILIO_ACCOUNT_SID=${TWILIO_ACCOUNT_SID}
TWILIO_API_KEY={0}
TWILIO_API_SECRET={1}
TWILIO_MESSAGING_SERVICE_SID=MG5b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d
""", twilio_sid("SK"), r(32, ALNUM))

add("civic/twilio-curl-basic-auth", """$ curl -X POST "https://api.twilio.com/2010-04-01/Accounts/{1}/Messages.json" \\
    --data-urlencode "To=+5215512345678" \\
    --data-urlencode "MessagingServiceSid=MG0c4f2a1e9b8d7c6f5a4e3d2c1b0a9f8e" \\
    --data-urlencode "Body=Recordatorio: jornada de vacunación mañana 8:00 en el centro comunitario" \\
    -u {1}:{0}
{"sid": "SM2c5e8f1a4b7d0c3e6f9a2b5c8d1e4f7a", "status": "accepted"}
""", r(32, HEX), twilio_sid("AC"))

add("civic/rapidpro-api-token", """import requests

RAPIDPRO = "https://rapidpro.ngo.example.org/api/v2"
headers = {"Authorization": "Token {0}"}

runs = requests.get(f"{RAPIDPRO}/runs.json", headers=headers,
                    params={"flow": "b7cf7d1a-2c3e-4f5a-8b9c-0d1e2f3a4b5c"}).json()
print(len(runs["results"]), "runs")
""", r(40, HEX))

add("civic/textit-token-spanish-chat", """[Slack #encuesta-sms] Paola: ¿alguien tiene el token de TextIt de la cuenta de la campaña de salud materna?
[Slack #encuesta-sms] Diego: sí, es {0}
[Slack #encuesta-sms] Diego: está en Ajustes > API, pero ojo que si lo regenerás se rompe la integración con el tablero
[Slack #encuesta-sms] Paola: gracias!! lo uso solo para bajar los resultados del flujo
""", r(40, HEX))

add("civic/rapidpro-settings-secret-key", """# temba/settings.py (local overrides, rapidpro-docker)
from .settings_common import *  # noqa

SECRET_KEY = "{0}"
DATABASES["default"]["HOST"] = "postgresql"
ALLOWED_HOSTS = ["rapidpro.example.org", "localhost"]
SEND_MESSAGES = True
""", r(50, LOWER_NUM + "!@#%^&*(-_=+)"))

add("civic/twilio-token-arabic-chat", """[واتساب — غرفة عمليات الإنذار المبكر]
نور: رسائل التنبيه بالفيضانات لا تصل منذ الصباح
حسن: الرمز القديم أُلغي، هذا رمز المصادقة الجديد لحساب Twilio:
حسن: {0}
نور: وصلت الرسائل الآن، شكراً
""", r(32, HEX))

add("civic/rapidpro-compose-db-password", """services:
  rapidpro:
    image: rapidpro/rapidpro:v9.2
    environment:
      DATABASE_URL: postgresql://temba:{0}@postgresql/temba
      REDIS_URL: redis://redis:6379/0
      DJANGO_DEBUG: "off"
      MAILROOM_URL: http://mailroom:8090
""", pw())

# ============================================================ SECRETS: election and census tooling
add("civic/odk-central-app-user-token", """Enlace para las tabletas del censo de vivienda (usuario de aplicación "brigada-07"):
https://central.censo.example.gob.bo/v1/key/{0}/projects/4/forms/censo_vivienda_2026/submissions
Si el enlace deja de funcionar, pedir uno nuevo en Central > Proyecto 4 > Usuarios de aplicación.
""", odk_token())

add("civic/odk-central-session-token", """$ curl -s -X POST https://central.elections.example.org/v1/sessions \\
    -H 'Content-Type: application/json' -d @login.json | jq -r .token
{0}
$ export CENTRAL_TOKEN=$(!!)
""", odk_token())

add("civic/pyodk-config-password", """# ~/.pyodk_config.toml
[central]
base_url = "https://central.monitoreo-electoral.example.org"
username = "analista.datos@observatorio.example.org"
password = "{0}"
default_project_id = 7
""", human(WORDS_ES))

add("civic/odk-collect-settings-password", """$ zlib-flate -uncompress < settings.bin | jq .
{
  "general": {
    "server_url": "https://central.poll-monitor.example.org/v1/key/NQz!ab/projects/2",
    "username": "enumerator12",
    "password": "{0}",
    "form_update_mode": "match_exactly"
  },
  "admin": { "admin_pw": "{1}" }
}
""", human(WORDS_EN), r(6, DIGITS))

add("civic/kobo-api-token-python", """import requests

KOBO = "https://kf.kobotoolbox.org"
TOKEN = "{0}"
ASSET = "aQ7vR2mX9pL4kT8sN3wZ6y"

r = requests.get(f"{KOBO}/api/v2/assets/{ASSET}/data.json",
                 headers={"Authorization": f"Token {TOKEN}"})
""", r(40, HEX))

add("civic/kobo-install-superuser-password", """$ cat kobo-env/envfiles/django.txt
DJANGO_DEBUG=False
DJANGO_SECRET_KEY={1}
KOBO_SUPERUSER_USERNAME=super_admin
KOBO_SUPERUSER_PASSWORD={0}
KOBOFORM_URL=https://kf.survey.example.org
""", human(WORDS_EN), r(50, ALNUM))

add("civic/enketo-api-key", """# kobo-env/enketo_express/config.json
{
  "app name": "Enketo Express for KoboToolbox",
  "linked form and data server": {
    "name": "KoboToolbox",
    "server url": "https://kc.survey.example.org",
    "api key": "{0}"
  },
  "encryption key": "{1}"
}
""", r(32, ALNUM), r(32, ALNUM))

add("civic/kobo-token-ukrainian-chat", """[Signal — моніторинг пошкоджень житла]
Дмитро: Потрібен доступ до форми «Оцінка пошкоджень» на KoboToolbox для дашборду
Олена: Ось API-токен нашого службового акаунта: {0}
Олена: Тільки на читання даних, будь ласка. Після звіту я його перевипущу.
""", r(40, HEX))

# ============================================================ SECRETS: library systems
add("civic/koha-conf-db-pass", """$ sudo xmlstarlet sel -t -c '//config' /etc/koha/sites/biblioteca/koha-conf.xml | head -12
<config>
 <db_scheme>mysql</db_scheme>
 <database>koha_biblioteca</database>
 <hostname>localhost</hostname>
 <port>3306</port>
 <user>koha_biblioteca</user>
 <pass>{0}</pass>
 <biblioserver>biblios</biblioserver>
""", r(16, ALNUM))

add("civic/koha-sip2-login-password", """<!-- /etc/koha/sites/library/SIPconfig.xml -->
<accounts>
  <login id="selfcheck01" password="{0}" delimiter="|" error-detect="enabled" institution="MAIN" encoding="utf8" />
  <login id="selfcheck02" password="{0}" delimiter="|" error-detect="enabled" institution="BRANCH2" />
</accounts>
""", human(WORDS_EN))

add("civic/koha-rest-oauth-client-secret", """$ curl -s -X POST https://catalogo.biblioteca.example.edu.co/api/v1/oauth/token \\
    -d grant_type=client_credentials \\
    -d client_id=3f1e0c9a-7b2d-4e8f-a6c5-1d2e3f4a5b6c \\
    -d client_secret={0}
{"access_token":"<elided by agent>","expires_in":3600,"token_type":"Bearer"}
""", uuid4())

add("civic/evergreen-opensrf-passwd", """<!-- /openils/conf/opensrf_core.xml (excerpt) -->
<config>
  <opensrf>
    <routers>
      <router>router.private.localhost</router>
    </routers>
    <domain>private.localhost</domain>
    <username>opensrf</username>
    <passwd>{0}</passwd>
    <port>5222</port>
  </opensrf>
</config>
""", human(WORDS_EN))

add("civic/oclc-worldshare-secret", """# scripts/holdings_sync.py — WorldShare Metadata API
WSKEY = os.environ["OCLC_WSKEY"]
SECRET = "{0}"
INSTITUTION_ID = "128807"

token = get_client_credentials_token(WSKEY, SECRET, scope="WorldCatMetadataAPI:manage_bibs")
""", b64(24))

add("civic/koha-mysql-root-arabic", """[بريد إلكتروني]
من: قسم تقنية المعلومات — مكتبة الجامعة
إلى: فريق المتطوعين
الموضوع: نقل نظام كوها إلى الخادم الجديد

مرحباً،
لإكمال استيراد قاعدة بيانات كوها ستحتاجون كلمة مرور root لـ MySQL على الخادم الجديد:
{0}
يرجى عدم مشاركتها خارج الفريق، وسنغيّرها بعد انتهاء النقل يوم الخميس.
""", human(WORDS_AR))

add_split("civic/evergreen-pg-passwords", """$ sudo -u opensrf perl Open-ILS/src/support-scripts/eg_db_config --update-config \\
    --service all --create-database --create-schema --create-offline \\
    --user evergreen --password '{0}' --hostname localhost --port 5432 \\
    --database evergreen --admin-user egadmin --admin-pass '{1}'
""", human(WORDS_EN), human(WORDS_EN))

# ============================================================ LOOK-ALIKES: open-data portals
la("""[app:main]
use = egg:ckan
beaker.session.key = ckan
beaker.session.secret = ${CKAN___BEAKER__SESSION__SECRET}
beaker.session.type = cookie
ckan.site_id = {0}
ckan.site_url = https://datos.municipio.gob.example
""", "datos_" + r(6, LOWER))

la("""## API Token Settings (rendered from ckan.ini.j2)
api_token.nbytes = 60
api_token.jwt.encode.secret = {{ ckan_jwt_secret }}
api_token.jwt.decode.secret = {{ ckan_jwt_secret }}
api_token.jwt.algorithm = HS256
""")

la("""$ curl -s "https://opendata.city.example.gov/api/3/action/package_show?id={0}" | jq '.result | {id, name, metadata_modified}'
{
  "id": "{1}",
  "name": "{0}",
  "metadata_modified": "2026-02-11T14:03:22.918212"
}
""", "presupuesto-participativo-2026", uuid4())

la("""(venv) deploy@harvest01:~$ ckanapi action resource_show -r https://portal.datosabiertos.example.org id={0}
{
  "id": "{0}",
  "package_id": "{1}",
  "hash": "{2}",
  "format": "CSV",
  "url": "https://portal.datosabiertos.example.org/dataset/{1}/resource/{0}/download/contratos-2025.csv"
}
""", uuid4(), uuid4(), sha256())

la("""## Database Settings
sqlalchemy.url = postgresql://ckan_default:%(CKAN_DB_PASSWORD)s@pg-opendata.internal:5432/ckan_default
ckan.datastore.write_url = postgresql://ckan_default:****@pg-opendata.internal/datastore_default
ckan.datastore.read_url = postgresql://datastore_ro@pg-opendata.internal/datastore_default
""")

la("""# .env.example for ckan-docker — copy to .env and fill in
CKAN_VERSION=2.10.5
CKAN_SITE_URL=https://localhost:8443
CKAN_SYSADMIN_NAME=ckan_admin
CKAN_SYSADMIN_PASSWORD=test1234
CKAN_SYSADMIN_EMAIL=your_email@example.com
# ^ change CKAN_SYSADMIN_PASSWORD before exposing the instance anywhere
""")

la("""from sodapy import Socrata
import os

client = Socrata("www.datos.gov.co", os.environ["SOCRATA_APP_TOKEN"], timeout=60)
rows = client.get("{0}", where="fecha_de_firma > '2025-01-01'", limit=50000)
""", socrata_id())

la("""2026-03-02 06:00:04,112 INFO  etl.socrata GET https://data.transparencia.example.gob/resource/{0}.json?$limit=1000&$offset=0&$$app_token=[FILTERED]
2026-03-02 06:00:05,870 INFO  etl.socrata 1000 rows, etag={1}
2026-03-02 06:00:06,002 INFO  etl.socrata dataset {0} rowsUpdatedAt=1740873600
""", socrata_id(), r(27, ALNUM))

la("""# .env.sample (socrata publisher)
SOCRATA_DOMAIN=data.cityofexample.gov
SOCRATA_DATASET_ID={0}
SOCRATA_KEY_ID=
SOCRATA_KEY_SECRET=
# Create the key pair under Developer Settings > API Keys; never commit the secret.
""", socrata_id())

la("""// docroot/sites/default/settings.php
$settings['hash_salt'] = file_get_contents('/run/secrets/drupal_hash_salt');
$settings['config_sync_directory'] = '../config/sync';
$settings['file_private_path'] = '/var/www/private';
$config['system.site']['uuid'] = '{0}';
""", uuid4())

la("""$ ddev drush status --fields=drupal-version,db-status
Drupal version : 10.2.6
DB status      : Connected
$ ddev drush dkan:dataset-info {1} | jq -r '.latest_revision.identifier, .latest_revision.moderation_state'
{1}
published
$ sha256sum sites/default/files/distribution/{1}/datos.csv
{0}  sites/default/files/distribution/{1}/datos.csv
""", sha256(), uuid4())

la("""import os, requests

API = "https://www.data.gouv.fr/api/1"
HEADERS = {"X-API-KEY": os.environ["DATAGOUV_API_KEY"]}
dataset = requests.get(f"{API}/datasets/{0}/", headers=HEADERS).json()
print(dataset["slug"], dataset["last_update"])
""", r(24, HEX))

la("""[Slack #data-gov-ua] Оксана Мельник: Токен для data.gov.ua я поклала в Vault: secret/opendata/datagovua/org-admin
[Slack #data-gov-ua] Оксана Мельник: ідентифікатор набору — {0}, ресурс — {1}
[Slack #data-gov-ua] Тарас: дякую, скрипт бере токен з VAULT_ADDR, в репозиторії його немає
""", uuid4(), uuid4())

la("""NOTA DE TRASPASO — Portal de Datos Abiertos (turno de abril)

- Relanzar la carga de "Carpetas de investigación" con:
    python cargar.py --recurso carpetas --token "$CKAN_ETL_TOKEN"
  (el token está en Bitwarden, colección "Datos Abiertos", entrada "etl-datos sysadmin")
- ID del conjunto: {0}
- Suma SHA-256 del último CSV: {1}
""", uuid4(), sha256())

la("""ckan.plugins = activity scheming_datasets xloader dcat harvest
ckanext.xloader.api_token = NOT_SET
ckanext.xloader.jobs_db.uri = postgresql://ckan_default@db/ckan_default
# xloader will fall back to the site user token when api_token is NOT_SET
""")

la("""$ ckan -c /etc/ckan/default/ckan.ini user token list etl-datos
+--------------------------------------+-------------+----------------------------+
| id                                   | name        | last_access                |
+--------------------------------------+-------------+----------------------------+
| {0} | cron-carga  | 2026-03-01 02:00:07.114209 |
| {1} | xloader     | 2026-03-02 11:45:51.902311 |
+--------------------------------------+-------------+----------------------------+
""", b64url(32)[:36], b64url(32)[:36])

# ============================================================ LOOK-ALIKES: participation
la("""# .env.production.example (decidim-app)
RAILS_ENV=production
SECRET_KEY_BASE=   # generate with: bin/rails secret
DECIDIM_FORCE_SSL=true
DECIDIM_AVAILABLE_LOCALES=es,en,ca
""")

la("""production:
  <<: *default
  smtp_username: <%= ENV["SMTP_USERNAME"] %>
  smtp_password: <%= ENV["SMTP_PASSWORD"] %>
  smtp_address: <%= ENV["SMTP_ADDRESS"] %>
  smtp_port: <%= ENV.fetch("SMTP_PORT", 587) %>
""")

la("""$ bin/rails c -e production
irb(main):001> u = Decidim::User.find_by(email: "admin@presupuestoparticipativo.example.ar")
irb(main):002> [u.id, u.nickname, u.admin?, u.invitation_token]
=> [{0}, "admin_presupuesto", true, nil]
irb(main):003> u.last_sign_in_at
=> Tue, 04 Mar 2026 13:20:11.000000000 -03 -03:00
""", r(3, DIGITS))

la("""  config.etherpad = {
    server: ENV["ETHERPAD_SERVER"],
    api_key: ENV["ETHERPAD_API_KEY"],
    api_version: "1.2.14"
  }
  config.maps = { provider: :here, api_key: Rails.application.secrets.maps[:api_key] }
""")

la("""# config/secrets.yml — proveedor OIDC "Llave CDMX"
  omniauth:
    llave_cdmx:
      enabled: <%= ENV["LLAVE_ENABLED"].present? %>
      client_id: 2001
      client_secret: <%= ENV["LLAVE_CLIENT_SECRET"] %>
      site: https://llave.cdmx.example.gob.mx
""")

la("""production:
  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>
  census_api_end_point: "https://padron.example.gob/ws/ConsultaHabitante"
  census_api_institution_code: "{0}"
  sms_end_point: "https://sms.proveedor.example/ws"
  sms_username: "consul_prod"
  sms_password: "<%= ENV['SMS_PASSWORD'] %>"
""", r(2, DIGITS))

la("""Decidim::Proposals::Proposal id={0} reference="DEC-PROP-2026-03-{0}" state=accepted
Decidim::Budgets::Order id={1} checked_out_at=2026-03-05 20:11:04 -0300 user_id=88231
Decidim::Verifications::Authorization id={2} name="id_documents" unique_id="{3}"
""", r(5, DIGITS), r(5, DIGITS), r(5, DIGITS), sha256())

la("""[مجموعة فريق منصة المشاركة]
سلمى: أعدت تعيين كلمة مرور حساب المدير، وأرسلت رابط إعادة التعيين إلى بريد خالد مباشرة
سلمى: لن أكتب كلمة المرور هنا، هي في خزنة Bitwarden باسم "Decidim admin"
خالد: تمام، رقم التذكرة {0}
""", "SUP-" + r(5, DIGITS))

la("""Тікет #4472 «Громадський бюджет — ротація пароля БД»
Пароль до БД gromadskyi_budget змінено в четвер, новий лежить у Vault:
    secret/data/gb/prod/db  (ключ: password, версія 7)
Конфіг читає його через getenv('GB_DB_PASSWORD'). У config/database.php тепер:
    'password' => getenv('GB_DB_PASSWORD'),
""")

la("""[2026-02-27T10:41:09.553Z] ERROR queue/bull: Redis connection failed, retrying
  url: 'redis://:********@yp-redis.internal.example.is:6379/2'
  jobId: {0}
  err: ECONNREFUSED 10.8.0.14:6379
""", r(24, HEX))

# ============================================================ LOOK-ALIKES: CRMs for non-profits
la("""<?php
// sites/default/civicrm.settings.php (excerpt)
if (!defined('CIVICRM_SITE_KEY')) {
  define('CIVICRM_SITE_KEY', getenv('CIVICRM_SITE_KEY') ?: NULL);
}
if (!defined('CIVICRM_UF_BASEURL')) {
  define('CIVICRM_UF_BASEURL', 'https://crm.fundacion.example.org/');
}
""")

la("""define('CIVICRM_DSN', 'mysql://civicrm_user:' . rawurlencode(getenv('CIVICRM_DB_PASS')) . '@localhost:3306/civicrm?new_link=true');
define('CIVICRM_TEMPLATE_COMPILEDIR', '/var/www/private/civicrm/templates_c/');
define('CIVICRM_DOMAIN_ID', 1);
""")

la("""$ cv api3 Contact.get email=volunteer@example.net return=display_name,external_identifier
{
    "is_error": 0,
    "count": 1,
    "id": 1842,
    "values": [{"contact_id": "1842", "display_name": "Amal Haddad", "external_identifier": "VOL-{0}"}]
}
""", r(6, DIGITS))

la("""// wp-content/plugins/volunteer-sync/sync.js
const res = await fetch(`${CIVI_BASE}/civicrm/ajax/api4/Activity/get`, {
  method: "POST",
  headers: { "X-Civi-Auth": `Bearer ${process.env.CIVI_API_KEY}`, "X-Requested-With": "XMLHttpRequest" },
  body: "params=" + encodeURIComponent(JSON.stringify({ limit: 25 })),
});
""")

la("""$ cv ev 'echo CRM_Utils_Constant::value("CIVICRM_CRED_KEYS") ? "set" : "missing";'
set
$ cv api4 Setting.get +s smtpPassword
[{"name": "smtpPassword", "value": "{0}"}]
# (the stored value is encrypted with the first key of CIVICRM_CRED_KEYS; tag "{1}")
""", "^CRED:" + mask(12), r(8, HEX))

la("""MariaDB [civicrm]> SELECT id, name, server, username, protocol, is_default FROM civicrm_mail_settings;
+----+------------------+----------------+-----------------------------------+----------+------------+
| id | name             | server         | username                          | protocol | is_default |
+----+------------------+----------------+-----------------------------------+----------+------------+
|  1 | Rebotes CiviMail | imap.gmail.com | rebotes@asociacion.example.org.ar |        1 |          1 |
+----+------------------+----------------+-----------------------------------+----------+------------+
""")

la("""[2026-03-04 09:12:55] civicrm.INFO: Stripe webhook received {"processor_id":3,"event":"{0}","type":"charge.succeeded","payment_intent":"{1}"}
[2026-03-04 09:12:55] civicrm.INFO: Contribution {2} completed, trxn_id={3}
""", "evt_" + r(24, ALNUM), "pi_" + r(24, ALNUM), r(5, DIGITS), "ch_" + r(24, ALNUM))

la("""# .env.example — NPSP ⇄ donation site integration
SF_LOGIN_URL=https://login.salesforce.com
SF_CLIENT_ID=
SF_CLIENT_SECRET=
SF_USERNAME=integration@helpinghands.example.org
SF_API_VERSION=61.0
""")

la("""$ sf org display --target-org npsp-prod --json | jq '.result | {id, instanceUrl, username, connectedStatus, accessToken}'
{
  "id": "00D5g000004{0}",
  "instanceUrl": "https://helpinghands.my.salesforce.com",
  "username": "integration@helpinghands.example.org",
  "connectedStatus": "Connected",
  "accessToken": "00D5g000004{0}!<hidden — use --verbose to show>"
}
""", r(7, ALNUM))

la("""SELECT Id, Name, npo02__TotalOppAmount__c, npsp__Primary_Affiliation__c
FROM Contact
WHERE Id IN ('0035g00000{0}', '0035g00000{1}', '0035g00000{2}')
-- 3 rows, Opportunity 0065g00000{3} linked to GAU Allocation a0H5g000{4}
""", r(8, ALNUM), r(8, ALNUM), r(8, ALNUM), r(8, ALNUM), r(10, ALNUM))

la("""$ cat certs/server.crt
{0}
$ openssl x509 -in certs/server.crt -noout -fingerprint -sha256
sha256 Fingerprint={1}
""", pem("CERTIFICATE", 780), ":".join(r(2, UPPER_HEX) for _ in range(32)))

la("""<!-- Bloomerang donation form embed, public key only -->
<script src="https://crm.bloomerang.co/HostedDonation?ApiKey=pub_{0}&WidgetId={1}"></script>
<div id="bloomerang-donation-form"></div>
""", r(36, LOWER_NUM), r(7, DIGITS))

la("""$ curl -s "https://api.sky.blackbaud.com/constituent/v1/constituents/{0}" \\
    -H "Bb-Api-Subscription-Key: $SKY_SUBSCRIPTION_KEY" \\
    -H "Authorization: Bearer $SKY_ACCESS_TOKEN" | jq '{id, lookup_id, type}'
{"id": "{0}", "lookup_id": "{1}", "type": "Individual"}
""", r(6, DIGITS), r(5, DIGITS))

la("""# raisers-edge-export/.env.template
SKY_APPLICATION_ID={0}
SKY_APPLICATION_SECRET=<paste from developer.blackbaud.com, My applications>
SKY_REDIRECT_URI=http://localhost:5000/auth/callback
SKY_SUBSCRIPTION_KEY=<primary key from developer.blackbaud.com/subscriptions>
""", uuid4())

la("""Traspaso de voluntariado — CRM de la Red de Bancos de Alimentos (de Lucía para Matías)

1. El CRM es CiviCRM sobre WordPress: https://crm.redbancos.example.org.mx/wp-admin
2. Tu usuario es matias.voluntario; la contraseña te llega por un enlace de un solo uso
   del gestor de contraseñas (caduca en 24 h). No la pidas por WhatsApp.
3. Número de caso de la migración: EXP-CRM-2026-{0}
""", r(4, DIGITS))

# ============================================================ LOOK-ALIKES: donations and fundraising
la("""<?php
// wp-config.php — donation form plugin settings
define( 'DONATIONS_STRIPE_PUBLISHABLE', '{0}' );
define( 'DONATIONS_STRIPE_SECRET', getenv( 'DONATIONS_STRIPE_SECRET' ) );
define( 'DONATIONS_CURRENCY', 'mxn' );
""", stripe_pk())

la("""<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe("{0}");
  const elements = stripe.elements({ clientSecret: donation.client_secret });
  // price for the monthly "Amigo del refugio" plan: {1}
</script>
""", stripe_pk(), "price_1" + r(23, ALNUM))

la("""$ stripe listen --forward-to localhost:8080/webhooks/stripe
> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is whsec_************************ (^C to quit)
2026-03-05 19:40:12   --> checkout.session.completed [{0}]
2026-03-05 19:40:12  <--  [200] POST http://localhost:8080/webhooks/stripe [{0}]
""", "evt_" + r(24, ALNUM))

la("""$ curl -s "https://give.school-pantry.example.org/give-api/v1/donations/?key=$GIVE_KEY&token=$GIVE_TOKEN&number=1" | jq '.donations[0] | {ID, transaction_id, form}'
{
  "ID": {0},
  "transaction_id": "{1}",
  "form": {"id": 214, "name": "Mochilas escolares 2026"}
}
""", r(4, DIGITS), "pi_" + r(24, ALNUM))

la("""$ wp option get give_settings --format=json | jq '{paypal_commerce_client_id, paypal_commerce_client_secret, paypal_commerce_mode}'
{
  "paypal_commerce_client_id": "{0}",
  "paypal_commerce_client_secret": "",
  "paypal_commerce_mode": "sandbox"
}
""", "A" + r(79, URLSAFE))

la("""$ curl -s -u "$DONORBOX_EMAIL:$DONORBOX_API_KEY" \\
    "https://donorbox.org/api/v1/campaigns" | jq '.[] | {id, name, total_raised}'
{"id": {0}, "name": "Rescate invierno 2026", "total_raised": "18450.0"}
""", r(6, DIGITS))

la("""GET /{0}/v1/fundraising/pages/{1} HTTP/1.1
Host: api.justgiving.com
Accept: application/json

HTTP/1.1 200 OK
{"pageShortName": "{1}", "pageId": {2}, "grandTotalRaisedExcludingGiftAid": "1260.00"}
""", "${JUSTGIVING_APP_ID}", "amira-runs-for-hospice", r(8, DIGITS))

la("""# PayPal Giving — donate button (front end only needs the client id)
<script src="https://www.paypal.com/sdk/js?client-id={0}&currency=USD&enable-funding=venmo"></script>
<div id="paypal-donate-button-container" data-hosted-button-id="{1}"></div>
""", "A" + r(79, URLSAFE), r(13, UPPER_NUM))

la("""2026-03-05T19:22:41Z paypal.orders create request_id=7c2e91 amount=50.00 currency=USD
2026-03-05T19:22:41Z paypal.http POST https://api-m.paypal.com/v2/checkout/orders headers={"Authorization": "Bearer [REDACTED]", "PayPal-Request-Id": "7c2e91"}
2026-03-05T19:22:42Z paypal.orders status=CREATED id={0} debug_id={1}
""", r(17, UPPER_NUM), r(13, LOWER_NUM))

la("""[WhatsApp — Colecta Comedores Populares]
Santi: che, el botón de donación tira 401 desde ayer
Vale: rotamos el token de Mercado Pago; el nuevo ya está en el servidor como MP_ACCESS_TOKEN, no lo pego acá
Vale: la clave pública para el checkout es {0}
Santi: listo, el pago de prueba quedó con ID {1}
""", "APP_USR-" + uuid4(), r(11, DIGITS))

la("""[Telegram — فريق موقع الزكاة والصدقات]
يوسف: المفتاح القابل للنشر (publishable) لحملة رمضان هو {0}
يوسف: أما المفتاح السري فهو في متغير البيئة STRIPE_SECRET_KEY على الخادم فقط
مريم: تم، رقم الحملة في اللوحة {1}
""", stripe_pk(), "camp_" + r(10, LOWER_NUM))

la("""# config/payments.py — збір на генератори для громади
import os
LIQPAY_PUBLIC_KEY = "sandbox_i{0}"
LIQPAY_PRIVATE_KEY = os.environ["LIQPAY_PRIVATE_KEY"]  # приватний ключ — лише з оточення
LIQPAY_RESULT_URL = "https://zbir.hromada.example.ua/dyakuyemo"
""", r(11, DIGITS))

la("""### Bug: donations with Apple Pay fail on the thank-you redirect

1. set `STRIPE_SECRET_KEY=sk_test_...` (your own test key) in `.env.local`
2. donate $5 with Apple Pay in Safari
3. see `No such payment_intent: '{0}'` in the logs

Donation reference shown to the donor: DON-2026-{1}
""", "pi_" + r(24, ALNUM), r(6, DIGITS))

la("""-- monthly reconciliation, GiveWP + Stripe
SELECT d.id, d.form_id, m.meta_value AS stripe_charge
FROM wp_give_donations d
JOIN wp_give_donationmeta m ON m.donation_id = d.id AND m.meta_key = '_give_payment_transaction_id'
WHERE d.created_at >= '2026-02-01';
-- 1841 | 214 | {0}
-- 1842 | 214 | {1}
""", "ch_" + r(24, ALNUM), "ch_" + r(24, ALNUM))

# ============================================================ LOOK-ALIKES: government identity and e-services
la("""# .env.example — benefits-portal (Login.gov sandbox integration)
LOGIN_GOV_ISSUER=urn:gov:gsa:openidconnect.profiles:sp:sso:agency_name:benefits_portal
LOGIN_GOV_IDP_BASE=https://idp.int.identitysandbox.gov
LOGIN_GOV_PRIVATE_KEY_PATH=config/keys/login_gov_sandbox.pem   # not in git, see README
LOGIN_GOV_PUBLIC_CERT_FINGERPRINT={0}
""", sha256())

la("""$ curl -s https://idp.int.identitysandbox.gov/api/openid_connect/certs | jq '.keys[0] | {kid, kty, alg, use, e}'
{
  "kid": "{0}",
  "kty": "RSA",
  "alg": "RS256",
  "use": "sig",
  "e": "AQAB"
}
""", sha256())

la("""from notifications_python_client.notifications import NotificationsAPIClient
import os

client = NotificationsAPIClient(os.environ["NOTIFY_API_KEY"])
client.send_sms_notification(
    phone_number=applicant.mobile,
    template_id="{0}",
    reference="{1}",
)
""", uuid4(), "CTAX-" + r(8, UPPER_NUM))

la("""$ curl -s https://api.notifications.service.gov.uk/v2/notifications/{0} -H "Authorization: Bearer $(python make_notify_jwt.py)" | jq '{id, reference, status, template: .template.id}'
{
  "id": "{0}",
  "reference": "BLUEBADGE-{1}",
  "status": "delivered",
  "template": "{2}"
}
""", uuid4(), r(6, DIGITS), uuid4())

la("""$ curl -s https://publicapi.payments.service.gov.uk/v1/payments/{0} \\
    -H "Authorization: Bearer ${GOVUK_PAY_API_KEY}" | jq '{payment_id, reference, state: .state.status, provider_id}'
{
  "payment_id": "{0}",
  "reference": "PARK-2026-000731",
  "state": "success",
  "provider_id": "{1}"
}
""", r(26, LOWER_NUM), "pi_" + r(24, ALNUM))

la("""# app/services/pay_webhook_verifier.rb
class PayWebhookVerifier
  def initialize(secret: Rails.application.credentials.dig(:govuk_pay, :webhook_signing_secret))
    @secret = secret
  end
  # example Pay-Signature header from docs: {0}
end
""", r(64, HEX))

la("""# eidas-node/config/SignModule_Service.xml → properties
keyStorePath=/etc/eidas/keystore/eidasKeyStore.p12
keyStorePassword=${EIDAS_KEYSTORE_PASSWORD}
keyAlias=node-signing-2026
keyPassword=${EIDAS_KEY_PASSWORD}
keyStoreType=PKCS12
metadata.node.country=ES
""")

la("""<md:EntityDescriptor entityID="https://tramites.municipio.example.gob.ec/sp" xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">
  <md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data><ds:X509Certificate>{0}</ds:X509Certificate></ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
  </md:SPSSODescriptor>
</md:EntityDescriptor>
""", b64(720))

la("""$ keytool -list -keystore eidasKeyStore.p12 -storetype PKCS12 -storepass:env EIDAS_STOREPASS
Keystore type: PKCS12
Your keystore contains 2 entries

connector-sign, 12 Feb 2026, PrivateKeyEntry,
Certificate fingerprint (SHA-256): {0}
""", ":".join(r(2, UPPER_HEX) for _ in range(32)))

la("""# inventories/prod/group_vars/ss_primary.yml
xroad_ss_version: "7.5.1"
xroad_instance: "EE"
xroad_member_class: "GOV"
xroad_member_code: "{0}"
xroad_softtoken_pin: "{{ vault_xroad_softtoken_pin }}"
xroad_ui_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          {1}
""", r(8, DIGITS), r(64, HEX))

la("""root@ss01:~# grep -v password /etc/xroad/db.properties
serverconf.hibernate.connection.url = jdbc:postgresql://127.0.0.1:5432/serverconf
serverconf.hibernate.connection.username = serverconf
messagelog.hibernate.connection.url = jdbc:postgresql://127.0.0.1:5432/messagelog
root@ss01:~# xroad-signer-console list-tokens | head -3
Token: 0 (OK, writable, available, active)
  Key: {0} (SIGN, DEV:GOV:1234567-8)
""", r(40, UPPER_HEX))

la("""$ curl -sk "https://ss01.ministry.example.gov:4000/api/v1/api-keys" -u xrd-admin | jq '.[] | {id, roles}'
Enter host password for user 'xrd-admin':
{"id": {0}, "roles": ["XROAD_SECURITY_OFFICER"]}
{"id": {1}, "roles": ["XROAD_SERVICE_ADMINISTRATOR"]}
# revoke the old one: curl -X DELETE .../api/v1/api-keys/{0}
""", r(2, DIGITS), r(2, DIGITS))

la("""X-Road request headers (captured by the agent while debugging the case registry client):
X-Road-Client: DEV/GOV/1234567-8/case-registry
X-Road-Service: DEV/GOV/7654321-0/population-register/getPerson/v2
X-Road-Id: {0}
X-Road-UserId: EE{1}
X-Road-Issue: CASE-2026-{2}
""", uuid4(), r(11, DIGITS), r(5, DIGITS))

la("""# ekyc-gateway/src/main/resources/application-sandbox.properties
auth.api.version=2.5
auth.aua.code=public
auth.asa.license-key=${ASA_LICENSE_KEY}
auth.aua.license-key=${AUA_LICENSE_KEY}
# sandbox test identity from the public sandbox docs (not a real resident): {0}
auth.endpoint=https://auth-sandbox.idauthority.example.in/2.5/
""", "9999" + r(8, DIGITS))

la("""Handover — e-services team (DigiD koppeling)

DigiD pre-production test accounts are NOT in this note. Request one via the
"Testaccounts DigiD" form; the coordinator sends username and password separately.
Our SAML entityID: https://eloket.gemeente.example.nl/saml/sp   OIN: {0}
Certificate serial in metadata: {1}
""", "0000000" + r(13, DIGITS), r(32, HEX))

la("""# إعدادات التكامل مع الهوية الرقمية (بيئة الاختبار)
UAEPASS_BASE_URL=https://stg-id.uaepass.example.ae
UAEPASS_CLIENT_ID=sandbox_stage
UAEPASS_CLIENT_SECRET=${UAEPASS_CLIENT_SECRET}   # السر محفوظ في Azure Key Vault: kv-eservices/uaepass-stg
UAEPASS_REDIRECT_URI=https://eservices.example.gov.ae/auth/callback
""")

la("""Jira: EPOSLUGY-883 «id.gov.ua — ротація client_secret»
Коментар (Ірина Коваль): client_secret для cnap-zhytomyr-test перевипущено, старий відкликано.
Новий значення: ********************************  (лежить у Vault: kv/eposlugy/idgovua/test)
Номер звернення до ДП «Дія»: {0}
""", "ZV-" + r(7, DIGITS))

la("""{
  "realm": "tramites-ciudadanos",
  "clients": [
    {
      "clientId": "portal-ventanilla-unica",
      "id": "{0}",
      "clientAuthenticatorType": "client-secret",
      "secret": "**********",
      "redirectUris": ["https://ventanilla.example.gob.pe/*"]
    }
  ]
}
""", uuid4())

# ============================================================ LOOK-ALIKES: mass messaging
la("""# alerts/send_flood_warning.py
import os
from twilio.rest import Client

client = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"])
msg = client.messages.create(to=phone, messaging_service_sid="{0}", body=ALERTA)
print(msg.sid)  # e.g. {1}
""", twilio_sid("MG"), twilio_sid("SM"))

la("""$ twilio api:core:messages:list --limit 3 --properties sid,status,errorCode
SID                                 Status     Error Code
{0}  delivered  null
{1}  undelivered  30003
{2}  delivered  null
""", twilio_sid("SM"), twilio_sid("SM"), twilio_sid("SM"))

la("""# .env.example (civic-alerts worker)
TWILIO_ACCOUNT_SID=ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
TWILIO_API_KEY=SKxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
TWILIO_API_SECRET=your_api_secret
TWILIO_MESSAGING_SERVICE_SID=MGxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
""")

la("""import os, requests

RAPIDPRO = "https://rapidpro.ngo.example.org/api/v2"
headers = {"Authorization": f"Token {os.environ['RAPIDPRO_TOKEN']}"}
flow = "{0}"
runs = requests.get(f"{RAPIDPRO}/runs.json", headers=headers, params={"flow": flow}).json()
""", uuid4())

la("""[Slack #encuesta-sms] Paola: ¿dónde está el token de TextIt de la campaña de salud materna?
[Slack #encuesta-sms] Diego: en 1Password, bóveda "Campañas", ítem "TextIt API"; no lo pego acá
[Slack #encuesta-sms] Diego: el UUID del flujo es {0} y el del canal {1}
""", uuid4(), uuid4())

la("""2026-03-06T07:15:02.331Z level=info comp=courier channel_uuid={0} msg_uuid={1} status=W urn=tel:+2547********
2026-03-06T07:15:03.870Z level=info comp=courier channel_uuid={0} msg_uuid={1} status=D elapsed_ms=1539
""", uuid4(), uuid4())

la("""[واتساب — غرفة عمليات الإنذار المبكر]
نور: رسائل التنبيه بالفيضانات لا تصل منذ الصباح
حسن: غيّرت رمز المصادقة في Twilio ووضعته في خزنة الأسرار، لا داعي لإرساله هنا
حسن: معرّف الرسالة الأخيرة الناجحة {0}
""", twilio_sid("SM"))

la("""services:
  rapidpro:
    image: rapidpro/rapidpro:v9.2
    environment:
      DATABASE_URL: postgresql://temba:${POSTGRES_PASSWORD:?set in .env}@postgresql/temba
      SECRET_KEY: ${RAPIDPRO_SECRET_KEY}
      REDIS_URL: redis://redis:6379/0
""")

la("""# temba/settings.py (local overrides)
import os
from .settings_common import *  # noqa

SECRET_KEY = os.environ.get("SECRET_KEY", "your secret key")
ALLOWED_HOSTS = ["rapidpro.example.org", "localhost"]
""")

# ============================================================ LOOK-ALIKES: election and census tooling
la("""$ curl -s https://central.censo.example.gob.bo/v1/projects/4/forms/censo_vivienda_2026/submissions \\
    -H "Authorization: Bearer $CENTRAL_TOKEN" | jq '.[0] | {instanceId, submitterId, createdAt}'
{
  "instanceId": "uuid:{0}",
  "submitterId": {1},
  "createdAt": "2026-03-03T15:22:09.114Z"
}
""", uuid4(), r(3, DIGITS))

la("""# ~/.pyodk_config.toml (template checked into the repo)
[central]
base_url = "https://central.monitoreo-electoral.example.org"
username = "analista.datos@observatorio.example.org"
password = ""   # leave empty; pyodk will read PYODK_PASSWORD from the environment
default_project_id = 7
""")

la("""$ curl -s https://central.elections.example.org/v1/projects/2/app-users \\
    -H "Authorization: Bearer $CENTRAL_TOKEN" | jq '.[] | {id, displayName, token}'
{"id": {0}, "displayName": "brigada-07", "token": null}
{"id": {1}, "displayName": "brigada-08", "token": null}
# tokens are null because both app users were revoked after the pilot
""", r(3, DIGITS), r(3, DIGITS))

la("""<?xml version="1.0"?>
<data id="censo_vivienda_2026" version="{0}" xmlns:orx="http://openrosa.org/xforms">
  <meta>
    <orx:instanceID>uuid:{1}</orx:instanceID>
    <orx:deprecatedID>uuid:{2}</orx:deprecatedID>
  </meta>
  <hogar_id>BO-LPZ-{3}</hogar_id>
</data>
""", "2026030" + r(3, DIGITS), uuid4(), uuid4(), r(8, DIGITS))

la("""import os, requests

KOBO = "https://kf.kobotoolbox.org"
ASSET = "{0}"
r = requests.get(f"{KOBO}/api/v2/assets/{ASSET}/data.json",
                 headers={"Authorization": f"Token {os.environ['KOBO_TOKEN']}"})
print(r.json()["count"], "submissions, version", r.json()["results"][0]["__version__"])
""", kobo_uid())

la("""$ cat kobo-env/envfiles/django.txt.tpl
DJANGO_DEBUG=False
DJANGO_SECRET_KEY={{ django_secret_key }}
KOBO_SUPERUSER_USERNAME=super_admin
KOBO_SUPERUSER_PASSWORD={{ kobo_superuser_password }}
KOBOFORM_URL=https://kf.survey.example.org
""")

la("""Submission {0} from enumerator "enumerator12"
  _uuid: {1}
  _xform_id_string: {2}
  _submission_time: 2026-03-04T10:02:51
  _attachments[0].md5: {3}
""", r(9, DIGITS), uuid4(), kobo_uid(), r(32, HEX))

la("""[Signal — моніторинг пошкоджень житла]
Дмитро: Потрібен доступ до форми «Оцінка пошкоджень» на KoboToolbox для дашборду
Олена: Токен не надсилатиму сюди — додала тебе до проєкту з правом «переглядати дані».
Олена: UID форми: {0}, версія {1}
""", kobo_uid(), "v" + r(22, ALNUM))

la("""# ODK Collect settings QR (exported for the training tablets, credentials stripped)
{
  "general": {
    "server_url": "https://central.poll-monitor.example.org/v1/key/<app-user-token>/projects/2",
    "username": "",
    "password": "",
    "form_update_mode": "match_exactly"
  },
  "admin": { "admin_pw": "" }
}
""")

# ============================================================ LOOK-ALIKES: library systems
la("""<config>
 <db_scheme>mysql</db_scheme>
 <database>koha_biblioteca</database>
 <hostname>localhost</hostname>
 <user>koha_biblioteca</user>
 <pass>__DB_PASS__</pass>
 <!-- filled in by koha-create from /etc/koha/passwd -->
</config>
""")

la("""<!-- /etc/koha/sites/library/SIPconfig.xml -->
<accounts>
  <login id="selfcheck01" password="xxxxxxxx" delimiter="|" error-detect="enabled" institution="MAIN" />
  <!-- real passwords live in the ILS vault entry "SIP2 selfcheck"; this copy is for docs -->
</accounts>
""")

la("""$ curl -s https://catalogo.biblioteca.example.edu.co/api/v1/biblios/{0} -H "Accept: application/json" \\
    -H "Authorization: Bearer $KOHA_TOKEN" | jq '{biblio_id, title, isbn}'
{"biblio_id": {0}, "title": "Cien años de soledad", "isbn": "978-0-307-47472-8"}
""", r(5, DIGITS))

la("""Koha > Administration > API keys for patron 1022 (borrowernumber)
  Client ID      {0}
  Secret         ************  (shown only once at creation)
  Description    selfcheck-kiosk
  Active         Yes
""", uuid4())

la("""<!-- /openils/conf/opensrf_core.xml (excerpt, sanitised for the wiki) -->
<opensrf>
  <domain>private.localhost</domain>
  <username>opensrf</username>
  <passwd>PASSWORD</passwd>
  <port>5222</port>
</opensrf>
""")

la("""# scripts/holdings_sync.py — WorldShare Metadata API
WSKEY = os.environ["OCLC_WSKEY"]
SECRET = os.environ["OCLC_SECRET"]
INSTITUTION_ID = "128807"
OCLC_NUMBERS = ["{0}", "{1}", "{2}"]
""", r(9, DIGITS), r(9, DIGITS), r(10, DIGITS))

la("""$ curl -s "https://metadata.api.oclc.org/worldcat/search/brief-bibs/{0}" \\
    -H "Authorization: Bearer $OCLC_ACCESS_TOKEN" | jq '{oclcNumber, title, isbns}'
{"oclcNumber": "{0}", "title": "Kobzar", "isbns": ["9789660379398"]}
""", r(9, DIGITS))

la("""[بريد إلكتروني]
الموضوع: نقل نظام كوها إلى الخادم الجديد
مرحباً،
كلمة مرور root الخاصة بـ MySQL لن تُرسل بالبريد؛ ستجدونها في خزنة القسم تحت اسم "koha-db-root".
رقم طلب الخدمة: REQ-{0}، وبصمة مفتاح SSH للخادم الجديد:
SHA256:{1}
""", r(6, DIGITS), b64(32).rstrip("="))

la("""$ sudo -u opensrf perl Open-ILS/src/support-scripts/eg_db_config --update-config \\
    --service all --user evergreen --password "$EG_DB_PASS" --hostname localhost \\
    --database evergreen --admin-user egadmin --admin-pass "$EG_ADMIN_PASS"
Evergreen version {0}, git {1}
""", "3.13." + r(1, DIGITS), sha())

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
