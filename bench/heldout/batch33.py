r"""Held-out batch 33: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the
Theme paragraphs of the earlier batches, found by a grep for lines starting with Theme
and the twelve lines after them, so that this batch repeats none of their texts; (4) the
kind names already used, found by a grep for the first argument of add() and add_split().
No rule, code, doc, test, bench script or result of the filter was opened, and the filter
was never run.

Theme: running websites, shops and content sites, and the hosting around them, as a
coding agent meets them while it maintains a site. All kinds live under the web/ prefix.
Secrets: WordPress (wp-config.php DB_PASSWORD, the salt block, WP Mail SMTP and Redis
constants, wp-cli config get, user create and application-password output, option get of
payment plugins such as PayPal, Mollie, Square and Authorize.Net), WooCommerce REST
consumer secrets, Magento 2 (app/etc/env.php db, crypt and Redis entries, setup:install
and admin:user:create flags, repo.magento.com keys, config:set of Adyen and PayPal,
core_config_data rows for Klarna and Razorpay), Drupal (settings.php databases and
hash_salt, drush uli links, user:password, site:install), Joomla configuration.php,
PrestaShop (parameters.php, the cookie key, webservice keys, Adyen rows), Shopify (theme
access passwords, app secrets), BigCommerce Stencil, Strapi, Ghost, Craft CMS, Laravel
(.env, tinker, config:show, Forge deploy URLs), Symfony (.env.local, secrets:list
--reveal), Rails credentials:show; hosting panels (cPanel and WHM tokens, uapi output,
Plesk keys and login links, DirectAdmin login keys and setup.txt, Webmin changepass),
hosting welcome mails, FileZilla and WinSCP files, lftp, ncftpput, curl FTP, git-ftp,
VS Code sftp.json, sshpass with rsync, htpasswd, phpMyAdmin config.inc.php, Postfix
sasl_passwd, PHP-FPM pool env, nginx and Apache vhosts, the Varnish secret, ACME DNS-01
credentials (acme.sh env and account.conf, certbot ini files, lego), registrar and DNS
APIs (Namecheap, GoDaddy, Gandi, OVH, Hetzner DNS), CDN purges (Cloudflare, Fastly,
KeyCDN), uptime monitors (Uptime Kuma push URLs, StatusCake), splits and chat
hand-overs. Look-alikes are the same files and commands with env references,
placeholders, documented defaults and sample values, masked values, public ids and keys
(Ghost content keys, Shopify client ids and storefront tokens, PayPal client ids in the
JS SDK URL, Adyen client keys, Razorpay key ids, reCAPTCHA site keys, ACME thumbprints and
challenge TXT values, DKIM and SSH public keys), checksums, fingerprints, versions, ids
of orders, payments, zones, themes and requests, and prose about passwords. Languages:
mostly English, some Spanish, Portuguese, French and Japanese.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(33_2026_12_06)
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
_ADJ = ["purple", "rusty", "sunny", "brave", "quiet", "frozen", "lucky", "golden", "wild",
        "cosmic", "salty", "mighty", "velvet", "crispy", "lazy", "silver"]  # fmt: skip
_NOUN = ["tiger", "mango", "harbor", "falcon", "pretzel", "lantern", "cactus", "walrus",
         "pepper", "canyon", "otter", "rocket", "biscuit", "meadow", "anchor", "comet"]  # fmt: skip
_ES = ["girasol", "tortuga", "montana", "sandia", "pimiento", "caracol", "ballena", "naranja"]
_PT = ["saudade", "jabuticaba", "cachorro", "goiaba", "farofa", "pipoca", "sabia", "caju"]
_FR = ["fromage", "citron", "grenouille", "baguette", "hibou", "lavande", "nuage", "cerise"]
_SYM = "!@#%*?+=-_."
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def _leet(word: str) -> str:
    return "".join(_LEET.get(c, c) if _rng.random() < 0.6 else c for c in word)


def human(words: list[str] | None = None) -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a phrase."""
    pool = words or (_ADJ + _NOUN)
    style = _rng.randrange(6)
    w1, w2, w3 = _rng.choice(pool), _rng.choice(_NOUN), _rng.choice(_ADJ)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + r(_rng.randint(2, 4), DIGITS) + _rng.choice(_SYM)
    if style == 1:
        return _leet(w1 + w2) + _rng.choice("!#*") + str(_rng.randint(1987, 2025))
    if style == 2:
        return "-".join([w1, w3, w2]) + "-" + r(2, DIGITS)
    if style == 3:
        return w2 + "@" + str(_rng.randint(2015, 2025)) + _rng.choice(_SYM) + r(2, UPPER)
    if style == 4:
        return w1.capitalize() + "_" + w3.capitalize() + "_" + r(3, DIGITS) + _rng.choice("!?")
    return _leet(w1).capitalize() + _rng.choice(_SYM) + _leet(w2) + r(2, DIGITS)


def hx(n: int) -> str:
    return r(n, HEX)


_SALT_CHARS = ALNUM + "!@#%^*()-_[]<>~+=,.;:/?| "


def wp_salt() -> str:
    s = r(64, _SALT_CHARS)
    return s.strip() + r(64 - len(s.strip()), ALNUM)


def grouped(s: str, n: int = 4, sep: str = " ") -> str:
    return sep.join(s[i : i + n] for i in range(0, len(s), n))


def basic(user: str, password: str) -> str:
    return base64.b64encode(f"{user}:{password}".encode()).decode()


# ============================================================ secrets
# ---------------------------------------------------------------- WordPress
add("web/wp_config_db_password", """$ sed -n 20,36p wp-config.php
// ** Database settings - You can get this info from your web host ** //
/** The name of the database for WordPress */
define( 'DB_NAME', 'wp_lojadamaria' );

/** Database username */
define( 'DB_USER', 'wp_lojauser' );

/** Database password */
define( 'DB_PASSWORD', '{0}' );

/** Database hostname */
define( 'DB_HOST', 'localhost:/var/run/mysqld/mysqld.sock' );

/** Database charset to use in creating database tables. */
define( 'DB_CHARSET', 'utf8mb4' );
""", human())

add_split("web/wp_config_salt_block_grep", """$ grep -n "_SALT" wp-config.php
55:define( 'AUTH_SALT',        '{0}' );
56:define( 'SECURE_AUTH_SALT', '{1}' );
57:define( 'LOGGED_IN_SALT',   '{2}' );
58:define( 'NONCE_SALT',       '{3}' );
""", wp_salt(), wp_salt(), wp_salt(), wp_salt())

add("web/wp_cli_config_get_db_password", """deploy@web01:/var/www/html$ wp config get DB_HOST --allow-root
10.0.4.12
deploy@web01:/var/www/html$ wp config get DB_PASSWORD --allow-root
{0}
deploy@web01:/var/www/html$ wp db check --allow-root
wp_shop.wp_commentmeta                             OK
wp_shop.wp_comments                                OK
wp_shop.wp_options                                 OK
Success: Database checked.
""", pw())

add("web/wp_cli_user_create_user_pass",
    "wp user create mlopez marta.lopez@tiendaverde.es --role=shop_manager "
    "--user_pass='{0}' --display_name=\"Marta López\" --path=/srv/www/tiendaverde\n"
    "Success: Created user 14.", human(_ES))

_app = r(24, ALNUM)
add("web/wp_application_password_create", """$ wp user application-password create admin "n8n-sync" --allow-root
Success: Created application password.
Password: {0}
$ # store it in n8n credentials -> WordPress API, user "admin"
""", grouped(_app))

add("web/woocommerce_consumer_secret_curl",
    "curl -s https://shop.harbor-coffee.com/wp-json/wc/v3/orders?status=processing "
    "-u {1}:{0} | jq '.[].id'\n18231\n18229\n18226", "cs_" + hx(40), "ck_" + hx(40))

add("web/woocommerce_key_details_screen", """Key details
API Key generated successfully. Make sure to copy your new keys now as the secret key will be hidden once you leave this page.

Consumer key     {1}
Consumer secret  {0}
QRCode           [show]

Revoke key
""", "cs_" + hx(40), "ck_" + hx(40))

add("web/wp_mail_smtp_constant", """// WP Mail SMTP - set in code so the settings page is locked
define( 'WPMS_ON', true );
define( 'WPMS_MAILER', 'smtp' );
define( 'WPMS_SMTP_HOST', 'smtp.office365.com' );
define( 'WPMS_SMTP_PORT', 587 );
define( 'WPMS_SSL', 'tls' );
define( 'WPMS_SMTP_AUTH', true );
define( 'WPMS_SMTP_USER', 'noreply@velvetbakery.co.uk' );
define( 'WPMS_SMTP_PASS', '{0}' );
""", human())

add("web/wp_redis_password_constant", """/* Redis Object Cache */
define( 'WP_REDIS_HOST', 'redis-12841.c3.eu-west-1-2.ec2.redns.redis-cloud.com' );
define( 'WP_REDIS_PORT', 12841 );
define( 'WP_REDIS_PASSWORD', [ 'default', '{0}' ] );
define( 'WP_REDIS_PREFIX', 'velvet:' );
define( 'WP_REDIS_TIMEOUT', 1 );
""", r(32, ALNUM))

add("web/wp_config_set_db_password",
    "$ wp config set DB_PASSWORD '{0}' --type=constant --path=/var/www/staging\n"
    "Success: Updated the constant 'DB_PASSWORD' in the 'wp-config.php' file with the raw value '{0}'.",
    human())



_wpk = human()
add("web/k8s_secret_wordpress_b64", """$ kubectl -n blog get secret blog-wordpress -o yaml
apiVersion: v1
data:
  wordpress-password: {0}
kind: Secret
metadata:
  creationTimestamp: "2025-01-14T09:12:44Z"
  labels:
    app.kubernetes.io/instance: blog
    app.kubernetes.io/name: wordpress
  name: blog-wordpress
  namespace: blog
  resourceVersion: "5512093"
  uid: {1}
type: Opaque
""", base64.b64encode(_wpk.encode()).decode(), uuid4())

add("web/bitnami_credentials_file", """bitnami@ip-172-31-20-7:~$ cat bitnami_credentials
Welcome to the Bitnami package for WordPress

******************************************************************************
The default username and password is 'user' and '{0}'.
******************************************************************************

You can also use this password to access the databases and any other component the stack includes.

Please refer to https://docs.bitnami.com/ for more details.
""", r(12, ALNUM))

add("web/wc_authorize_net_transaction_key", """$ wp option get woocommerce_authorize_net_cim_credit_card_settings --format=json | jq .
{
  "enabled": "yes",
  "title": "Credit Card",
  "environment": "production",
  "api_login_id": "7hQ4bK2w",
  "api_transaction_key": "{0}",
  "transaction_type": "charge",
  "debug_mode": "off"
}
""", r(16, ALNUM))

add("web/wc_ppcp_client_secret", """$ wp option get woocommerce-ppcp-settings --format=json | jq '{merchant_email, sandbox_on, client_id_production, client_secret_production}'
{
  "merchant_email": "pagos@saborlatino.mx",
  "sandbox_on": false,
  "client_id_production": "{1}",
  "client_secret_production": "{0}"
}
""", "E" + r(79, URLSAFE), "A" + r(79, URLSAFE))

add("web/wc_mollie_live_key_option",
    "$ wp option get mollie-payments-for-woocommerce_live_api_key\n{0}\n"
    "$ wp option get mollie-payments-for-woocommerce_test_mode_enabled\nno",
    "live_" + r(30, ALNUM))

add("web/wc_square_access_token", """$ wp option get wc_square_settings --format=json
{"enable_sandbox":"no","sandbox_application_id":"","sandbox_token":"","production_location_id":"L8Z{1}","production_access_token":"{0}","sync_inventory":"yes","debug_logging_enabled":"no"}
""", "EAAA" + r(60, URLSAFE), r(10, UPPER_NUM))

# ---------------------------------------------------------------- Magento 2
add("web/magento_env_php_db_password", """<?php
return [
    'backend' => [
        'frontName' => 'admin_k3v9'
    ],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => 'mysql.internal',
                'dbname' => 'magento',
                'username' => 'magento',
                'password' => '{0}',
                'model' => 'mysql4',
                'engine' => 'innodb',
                'initStatements' => 'SET NAMES utf8;',
                'active' => '1',
                'driver_options' => [
                    1014 => false
                ]
            ]
        ]
    ],
""", pw())

add("web/magento_env_php_crypt_key", """    'crypt' => [
        'key' => '{0}'
    ],
    'resource' => [
        'default_setup' => [
            'connection' => 'default'
        ]
    ],
    'x-frame-options' => 'SAMEORIGIN',
    'MAGE_MODE' => 'production',
""", "base64" + b64(32))

add("web/magento_env_php_redis_password", """    'cache' => [
        'frontend' => [
            'default' => [
                'id_prefix' => '69d_',
                'backend' => 'Magento\\\\Framework\\\\Cache\\\\Backend\\\\Redis',
                'backend_options' => [
                    'server' => 'redis-cache.prod.svc',
                    'database' => '0',
                    'port' => '6379',
                    'password' => '{0}',
                    'compress_data' => '1'
                ]
            ]
        ]
    ],
""", r(28, ALNUM))

add("web/magento_setup_install_admin_password", """bin/magento setup:install \\
  --base-url=https://www.casa-cerise.fr/ \\
  --db-host=db --db-name=magento --db-user=magento --db-password="${MAGENTO_DB_PASSWORD}" \\
  --admin-firstname=Claire --admin-lastname=Dubois \\
  --admin-email=claire@casa-cerise.fr --admin-user=cdubois \\
  --admin-password='{0}' \\
  --language=fr_FR --currency=EUR --timezone=Europe/Paris \\
  --use-rewrites=1 --search-engine=opensearch --opensearch-host=opensearch
""", human(_FR))


add("web/magento_composer_repo_private_key", """$ composer config --global http-basic.repo.magento.com {1} {0}
$ composer create-project --repository-url=https://repo.magento.com/ magento/project-community-edition=2.4.7-p3 shop
Creating a "magento/project-community-edition=2.4.7-p3" project at "./shop"
Installing magento/project-community-edition (2.4.7-p3)
""", hx(32), hx(32))

add("web/magento_config_set_adyen_api_key",
    "bin/magento config:set payment/adyen_abstract/api_key_live \"{0}\"\n"
    "Value was saved.\nbin/magento cache:flush config",
    "AQE" + b64(48) + "-" + b64(32) + "-" + r(16, ALNUM + "%;+="))

add("web/magento_paypal_api_signature", """$ bin/magento config:set paypal/wpp/api_username "payments_api1.lucky-otter.com"
Value was saved.
$ bin/magento config:set paypal/wpp/api_password "{1}"
Value was saved.
$ bin/magento config:set paypal/wpp/api_signature "{0}"
Value was saved.
""", "A" + r(55, ALNUM + "-.") , r(16, UPPER_NUM))

add("web/magento_klarna_core_config_data", """mysql> SELECT path, value FROM core_config_data WHERE path LIKE 'klarna/api/%';
+-----------------------------+--------------------------------+
| path                        | value                          |
+-----------------------------+--------------------------------+
| klarna/api/api_version      | kp_eu                          |
| klarna/api/test_mode        | 0                              |
| klarna/api/merchant_id      | K{1}_{2}                 |
| klarna/api/shared_secret    | {0}               |
+-----------------------------+--------------------------------+
4 rows in set (0.00 sec)
""", r(16, ALNUM), r(6, DIGITS), hx(12))

add("web/magento_razorpay_key_secret", """MariaDB [magento]> select config_id, path, value from core_config_data where path like 'payment/razorpay/%';
+-----------+-----------------------------+--------------------------+
| config_id | path                        | value                    |
+-----------+-----------------------------+--------------------------+
|      1893 | payment/razorpay/active     | 1                        |
|      1894 | payment/razorpay/key_id     | rzp_live_{1}       |
|      1895 | payment/razorpay/key_secret | {0} |
|      1896 | payment/razorpay/payment_action | authorize_capture    |
+-----------+-----------------------------+--------------------------+
""", r(24, ALNUM), r(14, ALNUM))

# ---------------------------------------------------------------- Drupal
add("web/drupal_settings_databases_password", """$databases['default']['default'] = [
  'database' => 'drupal10',
  'username' => 'drupal',
  'password' => '{0}',
  'prefix' => '',
  'host' => 'db.internal',
  'port' => '3306',
  'isolation_level' => 'READ COMMITTED',
  'namespace' => 'Drupal\\mysql\\Driver\\Database\\mysql',
  'driver' => 'mysql',
  'autoload' => 'core/modules/mysql/src/Driver/Database/mysql/',
];
""", human())

add("web/drupal_hash_salt", """/**
 * Salt for one-time login links, cancel links, form tokens, etc.
 */
$settings['hash_salt'] = '{0}';

$settings['update_free_access'] = FALSE;
$settings['file_private_path'] = '../private';
""", b64url(55))

add("web/drush_uli_login_link", """$ ddev drush uli --name=admin --uri=https://www.stadtbibliothek-example.de
https://www.stadtbibliothek-example.de/user/reset/1/1741870233/{0}/login
""", b64url(32))


add("web/drush_site_install_account_pass", """vendor/bin/drush site:install standard -y \\
  --db-url="mysql://drupal:${DB_PASS}@127.0.0.1:3306/drupal" \\
  --site-name="Festival de Verano" --account-name=admin \\
  --account-pass={0} --account-mail=web@festivaldeverano.es --locale=es
""", human(_ES))

# ---------------------------------------------------------------- Joomla, PrestaShop
add("web/joomla_configuration_password", """class JConfig {
	public $offline = false;
	public $sitename = 'Club Náutico Ballena';
	public $dbtype = 'mysqli';
	public $host = 'localhost';
	public $user = 'c1joomla';
	public $password = '{0}';
	public $db = 'c1joomla';
	public $dbprefix = 'jx4r_';
	public $live_site = '';
""", human(_ES))

add("web/joomla_configuration_secret", """	public $caching = 0;
	public $cache_handler = 'file';
	public $cachetime = 15;
	public $secret = '{0}';
	public $gzip = false;
	public $error_reporting = 'default';
	public $helpurl = 'https://help.joomla.org/proxy?keyref=Help{major}{minor}:{keyref}&lang={langcode}';
""", r(16, ALNUM))


add("web/prestashop_parameters_database_password", """<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => 'prestashop',
    'database_user' => 'ps_user',
    'database_password' => '{0}',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'ps_caching' => 'CacheMemcache',
    'ps_cache_enable' => false,
    'ps_creation_date' => '2023-11-02',
    'locale' => 'pt-PT',
    'use_debug_toolbar' => true,
""", pw())

add("web/prestashop_cookie_key", """// config/settings.inc.php (PrestaShop 1.6, ainda em produção)
define('_DB_SERVER_', 'localhost');
define('_DB_NAME_', 'loja16');
define('_MYSQL_ENGINE_', 'InnoDB');
define('_PS_CACHING_SYSTEM_', 'CacheMemcache');
define('_PS_CACHE_ENABLED_', '0');
define('_COOKIE_KEY_', '{0}');
define('_PS_CREATION_DATE_', '2016-05-19');
define('_PS_VERSION_', '1.6.1.24');
""", r(56, ALNUM))

add("web/prestashop_webservice_key_curl",
    "curl -s -u \"{0}:\" \"https://boutique-lavande.fr/api/products?output_format=JSON&display=[id,reference,price]&limit=5\"",
    r(32, UPPER_NUM))

add("web/prestashop_adyen_hmac_rows", """mysql> SELECT name, value FROM ps_configuration WHERE name LIKE 'ADYEN_%';
+-------------------------------------+------------------------------------------------------------------+
| name                                | value                                                            |
+-------------------------------------+------------------------------------------------------------------+
| ADYEN_MERCHANT_ACCOUNT              | GoiabaStoreECOM                                                  |
| ADYEN_MODE                          | live                                                             |
| ADYEN_NOTIFICATION_HMAC_KEY_LIVE    | {0} |
| ADYEN_LIVE_ENDPOINT_URL_PREFIX      | 1797a841fbb37ca7-GoiabaStore                                     |
+-------------------------------------+------------------------------------------------------------------+
""", r(64, UPPER_HEX))

# ---------------------------------------------------------------- Shopify, BigCommerce
add("web/shopify_theme_access_password_cli", """$ shopify theme push --store sunny-pretzel.myshopify.com --theme 148229914839 --password {0} --nodelete
╭─ success ───────────────────────────────────────────╮
│  The theme 'Dawn - staging' was pushed successfully. │
╰─────────────────────────────────────────────────────╯
""", "shptka_" + hx(32))

add("web/shopify_app_api_secret_env", """# .env (Remix app template)
SHOPIFY_API_KEY={1}
SHOPIFY_API_SECRET={0}
SCOPES=read_products,write_products,read_orders
SHOPIFY_APP_URL=https://sunny-pretzel-app.fly.dev
DATABASE_URL=file:./dev.sqlite
""", hx(32), hx(32))


add("web/bigcommerce_stencil_secrets_json", """$ cat secrets.stencil.json
{
  "accessToken": "{0}"
}
$ cat config.stencil.json | jq .normalStoreUrl
"https://www.cosmic-walrus-outdoor.com"
""", r(31, LOWER_NUM))

# ---------------------------------------------------------------- Strapi, Ghost, Craft
add("web/strapi_env_admin_jwt_secret", """HOST=0.0.0.0
PORT=1337
APP_KEYS="toBeModified1,toBeModified2"
API_TOKEN_SALT=tobemodified
ADMIN_JWT_SECRET={0}
TRANSFER_TOKEN_SALT=tobemodified
JWT_SECRET=tobemodified
""", b64(16))

add("web/strapi_api_token_bearer",
    "curl -s http://localhost:1337/api/articles?populate=cover \\\n"
    "  -H 'Authorization: bearer {0}' | jq '.meta.pagination'",
    hx(256))

add("web/strapi_admin_reset_password",
    "npx strapi admin:reset-user-password --email=chef@restaurante-caju.com.br --password='{0}'\n"
    "Successfully reset user's password",
    human(_PT))

_ghost_id = hx(24)
add("web/ghost_admin_api_key", """import GhostAdminAPI from '@tryghost/admin-api';

const api = new GhostAdminAPI({
  url: 'https://blog.frozen-lantern.io',
  key: '{1}:{0}',
  version: 'v5.0'
});

await api.posts.add({ title: 'Release notes 2.3', status: 'draft' });
""", hx(64), _ghost_id)

add("web/ghost_config_mail_pass", """{
  "url": "https://journal.quiet-harbor.net",
  "server": { "port": 2368, "host": "127.0.0.1" },
  "database": {
    "client": "mysql",
    "connection": { "host": "localhost", "user": "ghost-842", "password": "${GHOST_DB_PASSWORD}", "database": "ghost_prod" }
  },
  "mail": {
    "transport": "SMTP",
    "options": {
      "service": "Mailgun",
      "host": "smtp.eu.mailgun.org",
      "port": 465,
      "secure": true,
      "auth": { "user": "postmaster@mg.quiet-harbor.net", "pass": "{0}" }
    }
  },
  "process": "systemd",
  "paths": { "contentPath": "/var/www/ghost/content" }
}
""", hx(32) + "-" + hx(8) + "-" + hx(8))

add("web/craft_security_key_env", """# Craft CMS 5
CRAFT_APP_ID=CraftCMS--{1}
CRAFT_ENVIRONMENT=production
CRAFT_SECURITY_KEY={0}
CRAFT_DB_DRIVER=mysql
CRAFT_DB_SERVER=127.0.0.1
CRAFT_DB_PORT=3306
CRAFT_DB_DATABASE=craft
CRAFT_DB_USER=craft
CRAFT_DB_PASSWORD=${DB_PASSWORD}
PRIMARY_SITE_URL=https://www.silver-anchor.studio
""", b64url(24), uuid4())


# ---------------------------------------------------------------- Laravel, Symfony, Rails
add("web/laravel_env_db_password", """APP_NAME="Padaria Pipoca"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://pedidos.padariapipoca.com.br

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=pedidos
DB_USERNAME=pedidos
DB_PASSWORD="{0}"
""", human(_PT))

add("web/laravel_tinker_mailgun_secret", """$ php artisan tinker
Psy Shell v0.12.4 (PHP 8.3.6 — cli) by Justin Hileman
> config('services.mailgun.domain')
= "mg.crispy-cactus.shop"
> config('services.mailgun.secret')
= "{0}"
> config('services.mailgun.endpoint')
= "api.eu.mailgun.net"
""", hx(32) + "-" + hx(8) + "-" + hx(8))

add("web/laravel_config_show_database", """$ php artisan config:show database.connections.pgsql

  database.connections.pgsql ......................................................
  driver .................................................................. pgsql
  url ...................................................................... null
  host ........................................................... 10.20.0.15
  port ..................................................................... 5432
  database ............................................................. forge
  username ............................................................. forge
  password ................................................ {0}
  charset .................................................................. utf8
  prefix ........................................................................
  search_path ............................................................ public
  sslmode ................................................................ prefer
""", r(20, ALNUM))


add("web/laravel_fastcgi_param_app_key", """    location ~ \\.php$ {
        fastcgi_pass unix:/run/php/php8.3-fpm-shop.sock;
        fastcgi_param SCRIPT_FILENAME $realpath_root$fastcgi_script_name;
        fastcgi_param APP_ENV production;
        fastcgi_param APP_KEY "{0}";
        include fastcgi_params;
    }
""", "base64:" + b64(32))

add("web/laravel_forge_deploy_url", """# .github/workflows/deploy.yml
      - name: Trigger Forge deployment
        run: curl -fsS -X POST "https://forge.laravel.com/servers/712345/sites/2034567/deploy/http?token={0}"
""", r(40, ALNUM))


add("web/symfony_secrets_list_reveal", """$ APP_RUNTIME_ENV=prod php bin/console secrets:list --reveal

 // Use "%env(<name>)%" to reference a secret in a config file.

 ----------------------- ------------------------------------------ -------------
  Secret                  Value                                      Local Value
 ----------------------- ------------------------------------------ -------------
  PAYPLUG_SECRET_KEY      "{0}"
 ----------------------- ------------------------------------------ -------------

 // Local values override secret values.
 // Use secrets:set --local to define them.
""", "sk_live_" + r(26, ALNUM))


add("web/rails_credentials_show_mollie", """$ EDITOR=cat bin/rails credentials:show
# aws:
#   access_key_id: 123
#   secret_access_key: 345

mollie:
  api_key: {0}
  profile_id: pfl_{1}
""", "live_" + r(30, ALNUM), r(10, ALNUM))

# ---------------------------------------------------------------- panels
add("web/cpanel_api_token_header",
    "curl -sk -H'Authorization: cpanel acmeshop:{0}' "
    "'https://cp14.hostingbox.example:2083/execute/Backup/fullbackup_to_homedir?email=ops@acmeshop.example'",
    r(32, UPPER_NUM))

add("web/whm_api_token_header", """curl -s -H "Authorization: whm root:{0}" \\
  "https://server7.reseller-example.net:2087/json-api/listaccts?api.version=1&search=pipoca&searchtype=user" | jq '.data.acct[].domain'
"pipoca.com.br"
""", r(32, UPPER_NUM))

add("web/cpanel_uapi_token_create_output", """$ uapi --output=jsonpretty --user=lazyotter Tokens create_full_access name=github-actions
{
   "apiversion" : 3,
   "func" : "create_full_access",
   "module" : "Tokens",
   "result" : {
      "data" : {
         "create_time" : 1741172231,
         "name" : "github-actions",
         "token" : "{0}"
      },
      "errors" : null,
      "messages" : null,
      "status" : 1,
      "warnings" : null
   }
}
""", r(32, UPPER_NUM))

_pk = uuid4()
add("web/plesk_secret_key_create", """[root@plesk ~]# plesk bin secret_key --create -ip-address 198.51.100.24 -description "deploy from CI"
{0}
[root@plesk ~]# curl -sk -H "X-API-Key: {0}" https://localhost:8443/api/v2/server | jq .platform
"Unix"
""", _pk)

add("web/plesk_login_link", """root@vps-41:~# plesk login
https://vps-41.hosting-example.pt:8443/login?secret={0}
https://203.0.113.41:8443/login?secret={0}
""", b64url(36))


add("web/directadmin_login_key",
    "curl -s -u \"admin:{0}\" \"https://da3.webhotel-example.nl:2222/CMD_API_SHOW_USERS?reseller=admin\"\n"
    "list[]=otter01&list[]=lantern&list[]=cactusbar",
    r(64, ALNUM))

add("web/directadmin_setup_txt", """[root@da3 ~]# cat /usr/local/directadmin/conf/setup.txt
hostname=da3.webhotel-example.nl
email=admin@webhotel-example.nl
mysqluser=da_admin
adminname=admin
adminpass={0}
ns1=ns1.webhotel-example.nl
ns2=ns2.webhotel-example.nl
ip=192.0.2.33
netmask=255.255.255.0
uid=1
""", r(16, ALNUM))

add("web/webmin_changepass",
    "root@srv02:~# /usr/share/webmin/changepass.pl /etc/webmin root '{0}'\nUpdated password of Webmin user root",
    human())

# ---------------------------------------------------------------- hosting mails, transfer tools
add("web/hosting_welcome_mail_es", """Asunto: Bienvenido a HostingSol - datos de acceso de tudominio-girasol.es

Hola Lucía,

Tu plan Web Pro ya está activo. Estos son tus datos de acceso:

Panel de control: https://panel.hostingsol.example:2083
Usuario: girasol
Servidor FTP: ftp.tudominio-girasol.es (puerto 21, FTPES)
Usuario FTP: girasol@tudominio-girasol.es
Contraseña: {0}

Servidores DNS: ns1.hostingsol.example / ns2.hostingsol.example

Un saludo,
El equipo de soporte
""", human(_ES))

add("web/hosting_welcome_mail_pt_ssh", """Olá Rafael,

Sua hospedagem Plano Turbo foi ativada com sucesso.

Acesso SSH
  Host: br42.hospedagem-exemplo.com.br
  Porta: 2222
  Usuário: u8841236
  Senha: {0}
  Comando: ssh -p 2222 u8841236@br42.hospedagem-exemplo.com.br

Recomendamos trocar a senha no primeiro acesso.
Equipe de Suporte
""", human(_PT))

add("web/hosting_welcome_mail_ja", """件名：【レンタルサーバー】サーバーアカウント設定完了のお知らせ

山田 様

サーバーアカウントの設定が完了しました。

■FTP情報
FTPホスト名：sv15023.rental-example.jp
FTPユーザー名：yamada-cafe
FTPパスワード：{0}

■データベース
MySQLホスト名：mysql15023.rental-example.jp

今後ともよろしくお願いいたします。
""", r(12, ALNUM))

add("web/hosting_welcome_mail_whmcs_cpanel", """New Account Information

Dear Tom,

PLEASE PRINT THIS MESSAGE FOR YOUR RECORDS - PLEASE READ THIS EMAIL IN FULL.

Hosting Package: Business 10GB
Domain: meadow-biscuits.co.uk
First Payment Amount: £8.99
Recurring Amount: £8.99
Billing Cycle: Monthly

Login Details
Username: meadowbi
Password: {0}
Control Panel URL: http://198.51.100.77:2082/

Server Information
Server Name: uk-shared-19
Server IP: 198.51.100.77
""", pw())

add("web/filezilla_sitemanager_b64_pass", """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.1" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.cerise-patisserie.fr</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>cerise_web</User>
			<Pass encoding="base64">{0}</Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<Name>Cerise prod</Name>
			<RemoteDir>1 0 11 public_html</RemoteDir>
			<SyncBrowsing>0</SyncBrowsing>
		</Server>
	</Servers>
</FileZilla3>
""", base64.b64encode(human(_FR).encode()).decode())


add("web/winscp_ini_password", """[Sessions\\deploy@ftp.golden-falcon.net]
HostName=ftp.golden-falcon.net
UserName=deploy
LocalDirectory=C:%5CUsers%5Canna%5Csites%5Cgolden-falcon
RemoteDirectory=/var/www/golden-falcon
FSProtocol=0
Password={0}
UpdateDirectories=1
""", r(70, UPPER_HEX))

add("web/lftp_u_user_comma_pass",
    "lftp -u 'webgirasol,{0}' -e \"set ftp:ssl-force true; mirror -R --delete --verbose ./dist /public_html; bye\" ftp.girasol-hosting.example",
    human(_ES))

add("web/ncftpput_p_flag",
    "ncftpput -R -v -u \"sitefarofa\" -p \"{0}\" ftp.farofa.com.br /public_html ./build/*",
    human(_PT))

add("web/sshpass_rsync_deploy", """# deploy.sh
npm run build
sshpass -p '{0}' rsync -az --delete -e "ssh -p 2222 -o StrictHostKeyChecking=no" build/ u1234567@access9988.webspace-example.de:/htdocs/app/
echo "deployed $(git rev-parse --short HEAD)"
""", human())

add("web/vscode_sftp_json_password", """{
    "name": "Producción",
    "host": "ssh.tortuga-viajes.es",
    "protocol": "sftp",
    "port": 22,
    "username": "tortuga",
    "password": "{0}",
    "remotePath": "/home/tortuga/public_html/wp-content/themes/tortuga-child",
    "uploadOnSave": true,
    "ignore": [".vscode", ".git", "node_modules"]
}
""", human(_ES))

add("web/git_ftp_password_config", """$ git config git-ftp.url "ftp://ftp.mango-rocket.dev/public_html"
$ git config git-ftp.user "mangoftp"
$ git config git-ftp.password '{0}'
$ git ftp push
1 file to sync:
[1 of 1] Buffered for upload 'index.html'.
Uploading ...
Last deployment changed from 4b1d1c5 to 2f0e0a9.
""", human())

add("web/curl_ftp_userinfo_backup",
    "0 3 * * * tar czf /tmp/site.tgz /var/www/site && curl -sS -T /tmp/site.tgz "
    "\"ftp://u382211-sub1:{0}@u382211.your-storagebox.de/backups/site-$(date +\\%F).tgz\"",
    pw())

add("web/htpasswd_bc_command", """$ sudo htpasswd -bc /etc/apache2/.htpasswd staging '{0}'
Adding password for user staging
$ sudo systemctl reload apache2
""", human())

add("web/htpasswd_plain_nginx_file", """$ cat /etc/nginx/.htpasswd-preview
# plain on purpose, preview env only
preview:{PLAIN}{0}
$ grep -n auth_basic /etc/nginx/sites-enabled/preview.conf
14:    auth_basic "Preview";
15:    auth_basic_user_file /etc/nginx/.htpasswd-preview;
""", human())

add("web/phpmyadmin_blowfish_secret", """/**
 * This is needed for cookie based authentication to encrypt the cookie.
 * Needs to be a 32-bytes long string of random bytes. See FAQ 2.10.
 */
$cfg['blowfish_secret'] = '{0}';

/**
 * Servers configuration
 */
$i = 0;
""", r(32, ALNUM + "[].;:-_=+~^"))

add("web/phpmyadmin_server_password_config_auth", """$i++;
$cfg['Servers'][$i]['auth_type'] = 'config';
$cfg['Servers'][$i]['host'] = 'db-replica.internal';
$cfg['Servers'][$i]['user'] = 'readonly_pma';
$cfg['Servers'][$i]['password'] = '{0}';
$cfg['Servers'][$i]['compress'] = false;
$cfg['Servers'][$i]['AllowNoPassword'] = false;
""", pw())

add("web/postfix_sasl_passwd_mailjet", """$ sudo cat /etc/postfix/sasl_passwd
[in-v3.mailjet.com]:587 {1}:{0}
$ sudo postmap /etc/postfix/sasl_passwd && sudo systemctl restart postfix
""", hx(32), hx(32))

add("web/postfix_sasl_tee_zoho",
    "echo \"[smtp.zoho.eu]:587 no-reply@loja-jabuticaba.pt:{0}\" | sudo tee /etc/postfix/sasl_passwd\n"
    "sudo chmod 600 /etc/postfix/sasl_passwd && sudo postmap /etc/postfix/sasl_passwd",
    human(_PT))

add("web/php_fpm_pool_env", """; /etc/php/8.2/fpm/pool.d/shop.conf
[shop]
user = shop
group = www-data
listen = /run/php/php8.2-fpm-shop.sock
pm = dynamic
pm.max_children = 12
clear_env = yes
env[APP_ENV] = production
env[DB_HOST] = 10.0.2.5
env[DB_PASSWORD] = {0}
php_admin_value[memory_limit] = 256M
""", pw())

add("web/nginx_proxy_set_header_basic", """    location /wp-json/ {
        proxy_pass http://wp_backend;
        # upstream staging is behind basic auth, pass it through
        proxy_set_header Authorization "Basic {0}";
        proxy_set_header Host staging.lucky-pepper.com;
    }
""", basic("previewer", human()))


add("web/varnish_secret_file", """root@cache01:~# cat /etc/varnish/secret
{0}
root@cache01:~# varnishadm -T 127.0.0.1:6082 -S /etc/varnish/secret ban req.url '~' '^/produto/'
200
""", uuid4())

# ---------------------------------------------------------------- ACME, DNS, registrars
add("web/acme_sh_cf_token", """export CF_Token="{0}"
export CF_Account_ID="{1}"
~/.acme.sh/acme.sh --issue --dns dns_cf -d rusty-harbor.com -d '*.rusty-harbor.com' --keylength ec-256
""", r(40, URLSAFE), hx(32))

add("web/acme_sh_ovh_application_secret", """export OVH_END_POINT=ovh-eu
export OVH_AK="{1}"
export OVH_AS="{0}"
acme.sh --issue -d nuage-citron.fr -d www.nuage-citron.fr --dns dns_ovh
""", r(32, ALNUM), r(16, ALNUM))

add("web/acme_sh_account_conf_godaddy", """$ cat ~/.acme.sh/account.conf
LOG_FILE='/root/.acme.sh/acme.sh.log'
AUTO_UPGRADE='1'
ACCOUNT_EMAIL='hostmaster@walrus-cafe.com'
SAVED_GD_Key='{1}'
SAVED_GD_Secret='{0}'
USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin'
""", r(22, ALNUM), r(34, ALNUM))

add("web/certbot_rfc2136_ini", """# /etc/letsencrypt/rfc2136.ini
dns_rfc2136_server = 192.0.2.53
dns_rfc2136_port = 53
dns_rfc2136_name = certbot.
dns_rfc2136_secret = {0}
dns_rfc2136_algorithm = HMAC-SHA512
""", b64(64))

_ovh_ak = r(16, ALNUM)
add_split("web/certbot_ovh_ini", """$ sudo cat /root/.secrets/certbot/ovh.ini
dns_ovh_endpoint = ovh-eu
dns_ovh_application_key = APPKEY
dns_ovh_application_secret = {0}
dns_ovh_consumer_key = {1}
""".replace("APPKEY", _ovh_ak), r(32, ALNUM), r(32, ALNUM))


add("web/namecheap_api_url_key",
    "curl -s \"https://api.namecheap.com/xml.response?ApiUser=comethost&ApiKey={0}&UserName=comethost"
    "&Command=namecheap.domains.dns.getHosts&ClientIp=203.0.113.90&SLD=cometbakery&TLD=com\"",
    hx(32))

add("web/godaddy_sso_key_header", """curl -s -X PUT "https://api.godaddy.com/v1/domains/salty-canyon.com/records/A/@" \\
  -H "Authorization: sso-key {1}:{0}" \\
  -H "Content-Type: application/json" \\
  -d '[{"data":"203.0.113.25","ttl":600}]'
""", r(22, ALNUM), "e4" + r(32, ALNUM) + "_" + r(22, ALNUM))

add("web/gandi_terraform_pat", """terraform {
  required_providers {
    gandi = { source = "go-gandi/gandi", version = "~> 2.3" }
  }
}

provider "gandi" {
  personal_access_token = "{0}"
}

resource "gandi_livedns_record" "www" {
  zone   = "hibou-lavande.fr"
  name   = "www"
  type   = "CNAME"
  ttl    = 3600
  values = ["hibou-lavande.netlify.app."]
}
""", hx(40))

add("web/hetzner_dns_auth_api_token",
    "curl -s \"https://dns.hetzner.com/api/v1/records?zone_id=rA7bXcLq2NkYpZv8DmH4uE\" "
    "-H \"Auth-API-Token: {0}\" | jq -r '.records[] | [.type,.name,.value] | @tsv'",
    r(32, ALNUM))


# ---------------------------------------------------------------- CDN, monitors
add("web/cloudflare_purge_global_key", """curl -s -X POST "https://api.cloudflare.com/client/v4/zones/{1}/purge_cache" \\
     -H "X-Auth-Email: webmaster@golden-mango.com" \\
     -H "X-Auth-Key: {0}" \\
     -H "Content-Type: application/json" \\
     --data '{"files":["https://golden-mango.com/","https://golden-mango.com/menu/"]}'
""", hx(37), hx(32))

add("web/fastly_purge_key",
    "curl -s -X POST -H \"Fastly-Key: {0}\" -H \"Accept: application/json\" "
    "https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge_all\n{\"status\": \"ok\"}",
    r(32, URLSAFE))


add("web/uptime_kuma_push_url", """# crontab -l
*/5 * * * * php /home/agencia/public_html/artisan schedule:run >> /dev/null 2>&1
*/5 * * * * curl -fsS -m 10 "https://status.agencia-caju.com.br/api/push/{0}?status=up&msg=OK&ping=" > /dev/null
""", r(32, ALNUM))

add("web/statuscake_api_token", """$ curl -s -H "Authorization: Bearer {0}" https://api.statuscake.com/v1/uptime?status=down | jq '.data[] | {id, name, website_url}'
{
  "id": "7131442",
  "name": "Loja Goiaba - home",
  "website_url": "https://loja-goiaba.pt"
}
""", r(22, ALNUM))

# ---------------------------------------------------------------- chat hand-overs and splits
add("web/chat_french_wp_admin", """Salut ! Pour le site de la fromagerie, l'accès admin WordPress c'est https://fromagerie-hibou.fr/wp-admin avec l'utilisateur « gerant » et le mot de passe {0} — tu peux mettre à jour WooCommerce et les extensions, mais ne touche pas au thème enfant stp.""",
    human(_FR))

add("web/chat_japanese_shopify_staff", """Shopify のスタッフアカウントを作りました。ログインは tanaka@cafe-example.jp、初期パスワードは「{0}」です。初回ログイン時に二段階認証の設定をお願いします。""",
    human())

add("web/chat_spanish_prestashop_db", """oye, para la migración del PrestaShop: la base es ps_tienda en el servidor 10.1.0.8, usuario ps_admin, la clave es {0} (la cambiamos el lunes, no la pongas en el ticket)""",
    human(_ES))

add("web/chat_english_cpanel_handover", """Client: hi! here's the cPanel login you asked for so you can fix the contact form
url: https://sunnymango.co:2083
user: sunnyman
pass: {0}
let me know when it's done and I'll change it""", human())

_sp = human() + r(6, ALNUM)
_h = len(_sp) // 2
add_split("web/split_chat_two_messages_ftp", """[10:42] Dana: FTP for the old Joomla site is ftp.cactus-club.org, user cactusweb, password starts with {0}
[10:43] Dana: sorry, hit enter too early. rest of it is {1}
[10:43] You: got it, thanks""", _sp[:_h], _sp[_h:])

_sp2 = r(24, ALNUM)
add_split("web/split_php_concat_db_password",
    "// split so the grep in the old deploy script would not flag it\n"
    "define( 'DB_PASSWORD', '{0}' . '{1}' . '{2}' );",
    _sp2[:8], _sp2[8:16], _sp2[16:])

_sp3 = hx(256)
add_split("web/split_strapi_token_wrapped_terminal", """$ heroku config:get STRAPI_API_TOKEN -a cosmic-blog-frontend
{0}
{1}
{2}
{3}
$ heroku config:get STRAPI_URL -a cosmic-blog-frontend
https://cms.cosmic-blog.example""", _sp3[:80], _sp3[80:160], _sp3[160:240], _sp3[240:])

# ============================================================ look-alikes
# ---------------------------------------------------------------- WordPress
la("""// wp-config.php - everything secret comes from the environment (see /etc/default/wordpress)
define( 'DB_NAME',     getenv( 'WORDPRESS_DB_NAME' ) );
define( 'DB_USER',     getenv( 'WORDPRESS_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'DB_HOST',     getenv( 'WORDPRESS_DB_HOST' ) ?: 'localhost' );
define( 'AUTH_KEY',    getenv( 'WP_AUTH_KEY' ) );
define( 'NONCE_SALT',  getenv( 'WP_NONCE_SALT' ) );
""")

la("""$ sed -n 49,58p wp-config-sample.php
define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );
define( 'LOGGED_IN_KEY',    'put your unique phrase here' );
define( 'NONCE_KEY',        'put your unique phrase here' );
define( 'AUTH_SALT',        'put your unique phrase here' );
define( 'SECURE_AUTH_SALT', 'put your unique phrase here' );
define( 'LOGGED_IN_SALT',   'put your unique phrase here' );
define( 'NONCE_SALT',       'put your unique phrase here' );
""")

la("""# regenerate the salts on the new box; the output goes straight into the file, never to the terminal
curl -fsS https://api.wordpress.org/secret-key/1.1/salt/ -o /tmp/salts.php
sed -i '/AUTH_KEY/,/NONCE_SALT/d' wp-config.php && sed -i "/table_prefix/r /tmp/salts.php" wp-config.php
shred -u /tmp/salts.php""")

la("""deploy@web01:/var/www/html$ wp config get DB_NAME --allow-root
wp_shop
deploy@web01:/var/www/html$ wp config has DB_PASSWORD --allow-root; echo $?
0
deploy@web01:/var/www/html$ wp config get table_prefix --allow-root
wp_
""")

la("""$ wp plugin list --fields=name,status,version,update_version
+----------------------------+----------+---------+----------------+
| name                       | status   | version | update_version |
+----------------------------+----------+---------+----------------+
| woocommerce                | active   | 9.6.2   | 9.7.0          |
| woocommerce-payments       | inactive | 8.9.1   |                |
| wp-mail-smtp               | active   | 4.3.0   |                |
| redis-cache                | active   | 2.5.4   |                |
| mollie-payments-for-woocommerce | active | 7.10.0 |              |
+----------------------------+----------+---------+----------------+
""")

la("""$ wp user application-password list admin --fields=uuid,name,created,last_used,last_ip
+--------------------------------------+----------+------------+------------+---------------+
| uuid                                 | name     | created    | last_used  | last_ip       |
+--------------------------------------+----------+------------+------------+---------------+
| {0} | n8n-sync | 1741170012 | 1741253390 | 198.51.100.12 |
| {1} | zapier   | 1727001201 |            |               |
+--------------------------------------+----------+------------+------------+---------------+
""", uuid4(), uuid4())

la("""WooCommerce > Settings > Advanced > REST API

Description          Truncated key   Permissions   Last access
Sync to ERP          …{0}        Read/Write    March 3, 2025 at 9:14 am
Zapier               …{1}        Read          Unknown
""", hx(7), hx(7))

la("""To call the WooCommerce REST API with basic auth over HTTPS:

    curl https://example.com/wp-json/wc/v3/products -u consumer_key:consumer_secret

Replace consumer_key and consumer_secret with the values from WooCommerce > Settings > Advanced > REST API. Keys start with ck_ and cs_; never paste the cs_ one into a ticket.""")

la("""$ wp user create mlopez marta.lopez@tiendaverde.es --role=shop_manager --prompt=user_pass
1/1 [--user_pass=<value>]:
Success: Created user 15.""")

la("""/* Redis Object Cache */
define( 'WP_REDIS_HOST', getenv( 'REDIS_HOST' ) );
define( 'WP_REDIS_PASSWORD', getenv( 'REDIS_PASSWORD' ) ?: null );
define( 'WP_REDIS_DATABASE', 2 );
define( 'WP_REDIS_MAXTTL', 86400 );
""")

la("""$ wp core verify-checksums && wp plugin verify-checksums --all
Success: WordPress installation verifies against checksums.
Warning: Could not retrieve the checksums for version 2.1.0 of plugin velvet-shop-blocks, skipping.
Success: Verified 23 of 24 plugins (1 skipped).
$ wp core version --extra
WordPress version: 6.7.2
Database revision: 58975
TinyMCE version:   4.9110 (49110-20201110)
Package language:  en_US
""")

la("""<!-- header.php -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-{0}"></script>
<script src="https://www.google.com/recaptcha/api.js?render=6Lc{1}"></script>
<!-- site key above is the public reCAPTCHA v3 site key; the secret key lives in wp-config via getenv -->
""", r(10, UPPER_NUM), r(37, URLSAFE))

la("""<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.2.4/swiper-bundle.min.css"
      integrity="sha384-{0}" crossorigin="anonymous">
<script src="/wp-content/themes/tortuga-child/dist/app.{1}.js" defer></script>
""", b64(48), hx(8))


la("""$ docker compose config | grep -A6 wordpress:
  wordpress:
    environment:
      WORDPRESS_DB_HOST: db
      WORDPRESS_DB_NAME: wordpress
      WORDPRESS_DB_PASSWORD_FILE: /run/secrets/db_password
      WORDPRESS_DB_USER: wordpress
    image: wordpress:6.7-php8.3-apache
""")


# ---------------------------------------------------------------- payments, public ids
la("""<script src="https://www.paypal.com/sdk/js?client-id={0}&currency=MXN&components=buttons,funding-eligibility" data-partner-attribution-id="Woo_PPCP"></script>
""", "A" + r(79, URLSAFE))

la("""const checkout = await AdyenCheckout({
  environment: 'live',
  clientKey: 'live_{0}', // client key: public by design, restricted to https://goiabastore.com.br
  countryCode: 'BR',
  locale: 'pt-BR',
});
""", r(32, UPPER_NUM))

la("""var options = {
    "key": "rzp_live_{0}",   // key_id, public, shown in checkout.js
    "amount": "149900",
    "currency": "INR",
    "name": "Mango Rocket Store",
    "order_id": "order_{1}",
    "prefill": { "email": "customer@example.com" }
};
var rzp1 = new Razorpay(options);
""", r(14, ALNUM), r(14, ALNUM))

la("""const payments = Square.payments('sq0idp-{0}', 'L8Z{1}');
const card = await payments.card();
await card.attach('#card-container');
""", r(22, URLSAFE), r(10, UPPER_NUM))

la("""<script async data-environment="production" src="https://js.klarna.com/web-sdk/v1/klarna.js" data-client-id="{0}"></script>
<klarna-placement data-key="credit-promotion-badge" data-locale="de-DE" data-purchase-amount="24900"></klarna-placement>
""", uuid4())

la("""[2025-03-04T10:21:07+00:00] INFO mollie: Webhook call for order 18231, payment tr_{0} (profile pfl_{1}), status paid, method ideal
[2025-03-04T10:21:07+00:00] INFO mollie: Order 18231 updated to processing
""", r(10, ALNUM), r(10, ALNUM))



la("""$ wp option get mollie-payments-for-woocommerce_live_api_key
$ echo $?
1
$ wp option get mollie-payments-for-woocommerce_test_mode_enabled
yes
# no live key stored yet; the shop owner will paste it in the Mollie settings page herself""")

# ---------------------------------------------------------------- Magento
la("""    'install' => [
        'date' => 'Tue, 04 Mar 2025 08:12:44 +0000'
    ],
    'cache' => [
        'frontend' => [
            'default' => [
                'id_prefix' => '69d_'
            ],
            'page_cache' => [
                'id_prefix' => '69d_'
            ]
        ]
    ],
    'MAGE_MODE' => 'production',
    'session' => [ 'save' => 'redis' ],
""")

la("""bin/magento setup:install \\
  --base-url="https://${SHOP_HOST}/" \\
  --db-host=db --db-name=magento --db-user=magento --db-password="${MAGENTO_DB_PASSWORD}" \\
  --admin-user="${ADMIN_USER}" --admin-password="${ADMIN_PASSWORD}" --admin-email=ops@example.com \\
  --admin-firstname=Ops --admin-lastname=Team --search-engine=opensearch --opensearch-host=opensearch
""")

la("""$ bin/magento config:show payment/adyen_abstract
payment/adyen_abstract/merchant_account - GoiabaStoreECOM
payment/adyen_abstract/demo_mode - 0
payment/adyen_abstract/api_key_live - ******
payment/adyen_abstract/client_key_live - live_{0}
""", r(32, UPPER_NUM))

la("""$ bin/magento --version
Magento CLI 2.4.7-p3
$ bin/magento indexer:status
+----------------------+------------------+-----------+---------------------+---------------------+
| ID                   | Title            | Status    | Update On           | Schedule Status     |
+----------------------+------------------+-----------+---------------------+---------------------+
| catalog_product_price| Product Price    | Ready     | Update by Schedule  | idle (0 in backlog) |
| catalogsearch_fulltext| Catalog Search  | Reindex required | Update by Schedule | idle (12 in backlog) |
+----------------------+------------------+-----------+---------------------+---------------------+
""")

la("""        {
            "name": "magento/module-payment",
            "version": "100.4.7",
            "dist": {
                "type": "zip",
                "url": "https://repo.magento.com/archives/magento/module-payment/magento-module-payment-100.4.7.0.zip",
                "shasum": "{0}"
            },
            "require": { "php": "~8.2.0||~8.3.0" }
        },
""", sha())


la("""# CI: repo.magento.com keys come from the COMPOSER_AUTH variable, masked in the job log
- export COMPOSER_AUTH="$MAGENTO_COMPOSER_AUTH_JSON"
- composer install --no-dev --prefer-dist --no-progress
Installing dependencies from lock file
Package operations: 612 installs, 0 updates, 0 removals
""")


# ---------------------------------------------------------------- Drupal, Joomla, PrestaShop
la("""$databases['default']['default'] = [
  'database' => getenv('DRUPAL_DB_NAME'),
  'username' => getenv('DRUPAL_DB_USER'),
  'password' => getenv('DRUPAL_DB_PASSWORD'),
  'host' => getenv('DRUPAL_DB_HOST'),
  'port' => 3306,
  'driver' => 'mysql',
];
$settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');
""")

la("""$ drush status --fields=drupal-version,db-driver,db-hostname,db-name,db-status,install-profile,php-version
Drupal version   : 10.4.3
DB driver        : mysql
DB hostname      : db.internal
DB name          : drupal10
Database         : Connected
Install profile  : standard
PHP version      : 8.3.17
""")


la("""Drupal: "You have tried to use a one-time login link that has expired. Please request a new one using the form below."
-> the uli link from yesterday expired; run `drush uli` again right before handing it over, and send it over Signal, not the ticket.""")

la("""# docker-compose.override.yml (Joomla 5)
    environment:
      JOOMLA_DB_HOST: mysql
      JOOMLA_DB_USER: joomla
      JOOMLA_DB_PASSWORD_FILE: /run/secrets/joomla_db_password
      JOOMLA_DB_NAME: joomla
      JOOMLA_SITE_NAME: "Club Náutico"
""")

la("""	public $dbtype = 'mysqli';
	public $host = 'localhost';
	public $user = 'c1joomla';
	public $password = '';   // se rellena en el despliegue desde el gestor de secretos, no commitear
	public $db = 'c1joomla';
	public $dbprefix = 'jx4r_';
	public $log_path = '/home/c1/logs';
	public $tmp_path = '/home/c1/tmp';
""")

la("""<?php return array (
  'parameters' =>
  array (
    'database_host' => getenv('PS_DB_HOST'),
    'database_name' => 'prestashop',
    'database_user' => getenv('PS_DB_USER'),
    'database_password' => getenv('PS_DB_PASSWD'),
    'database_prefix' => 'ps_',
    'locale' => 'pt-PT',
  ),
);
""")

la("""PrestaShop webservice, exemplo da documentação:
  curl "https://example.com/api/customers?ws_key=YOUR_WEBSERVICE_KEY&output_format=JSON"
Substitua YOUR_WEBSERVICE_KEY pela chave gerada em Parâmetros avançados > Webservice. A chave tem 32 caracteres; não a envie por e-mail.""")


# ---------------------------------------------------------------- Shopify, BigCommerce, Strapi, Ghost, Craft
la("""# shopify.app.toml
client_id = "{0}"
name = "sunny-pretzel-app"
application_url = "https://sunny-pretzel-app.fly.dev"
embedded = true

[access_scopes]
scopes = "read_products,write_products,read_orders"

[webhooks]
api_version = "2025-01"
""", hx(32))

la("""// storefront.ts - the Storefront API public access token is meant to ship in the browser bundle
export const client = createStorefrontApiClient({
  storeDomain: 'https://biscuit-meadow.myshopify.com',
  apiVersion: '2025-01',
  publicAccessToken: '{0}',
});
""", hx(32))

la("""$ shopify theme list --store sunny-pretzel.myshopify.com
  Name                    Role         ID
  Dawn                    [live]       #148229881687
  Dawn - staging          [unpublished] #148229914839
  Development (a1c3-mbp)  [development] #151902771431
""")

la("""POST /webhooks/orders-create 200 in 83ms
  X-Shopify-Topic: orders/create
  X-Shopify-Shop-Domain: sunny-pretzel.myshopify.com
  X-Shopify-Webhook-Id: {0}
  X-Shopify-API-Version: 2025-01
  X-Shopify-Triggered-At: 2025-03-05T08:41:10.118Z
""", uuid4())

la("""$ cat config.stencil.json
{
  "customLayouts": { "brand": {}, "category": {}, "page": {}, "product": {} },
  "normalStoreUrl": "https://www.cosmic-walrus-outdoor.com",
  "port": 3000,
  "storeHash": "{0}",
  "channelId": 1
}
$ cat .gitignore | grep stencil
secrets.stencil.json
""", r(10, LOWER_NUM))

la("""// config/admin.js
module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  flags: { nps: env.bool('FLAG_NPS', true) },
});
""")

la("""# .env.example (committed)
HOST=0.0.0.0
PORT=1337
APP_KEYS="toBeModified1,toBeModified2"
API_TOKEN_SALT=tobemodified
ADMIN_JWT_SECRET=tobemodified
JWT_SECRET=tobemodified
""")

la("""// Ghost Content API: read-only, public content, the key is safe to use in the browser
const api = new GhostContentAPI({
  url: 'https://journal.quiet-harbor.net',
  key: '{0}',
  version: 'v5.0'
});
""", hx(26))


la("""<?php
// config/general.php (Craft 5)
use craft\\config\\GeneralConfig;
use craft\\helpers\\App;

return GeneralConfig::create()
    ->securityKey(App::env('CRAFT_SECURITY_KEY'))
    ->devMode(App::env('CRAFT_DEV_MODE') ?? false)
    ->allowAdminChanges(App::env('CRAFT_ALLOW_ADMIN_CHANGES') ?? false);
""")

# ---------------------------------------------------------------- Laravel, Symfony, Rails
la("""# .env.example
APP_NAME=Laravel
APP_ENV=local
APP_KEY=
APP_DEBUG=true
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=laravel
DB_USERNAME=root
DB_PASSWORD=
MAIL_PASSWORD=null
""")

la("""$ php artisan about --only=environment,drivers

  Environment ......................................................................
  Application Name ...................................................... Padaria Pipoca
  Laravel Version ....................................................... 11.44.2
  PHP Version ........................................................... 8.3.17
  Environment ........................................................... production
  Debug Mode ............................................................ OFF
  Maintenance Mode ...................................................... OFF

  Drivers ..........................................................................
  Cache ................................................................. redis
  Database .............................................................. mysql
  Queue ................................................................. redis
""")

la("""$ php artisan tinker
> config('app.url')
= "https://pedidos.padariapipoca.com.br"
> config('database.default')
= "mysql"
> filled(config('services.mailgun.secret'))
= true
""")


la("""###> doctrine/doctrine-bundle ###
# Format described at https://www.doctrine-project.org/projects/doctrine-dbal/en/latest/reference/configuration.html#connecting-using-a-url
DATABASE_URL="postgresql://app:!ChangeMe!@127.0.0.1:5432/app?serverVersion=16&charset=utf8"
###< doctrine/doctrine-bundle ###
""")

la("""$ php bin/console secrets:list

 // Use "%env(<name>)%" to reference a secret in a config file.

 // To reveal the secrets run php bin/console secrets:list --reveal

 ----------------------- -------- -------------
  Secret                  Value    Local Value
 ----------------------- -------- -------------
  DATABASE_PASSWORD       ******
  PAYPLUG_SECRET_KEY      ******
 ----------------------- -------- -------------
""")

la("""# config/packages/doctrine.yaml
doctrine:
    dbal:
        url: '%env(resolve:DATABASE_URL)%'
        password: '%env(DATABASE_PASSWORD)%'
        server_version: '16'
""")

la("""$ bin/rails credentials:show
Missing encryption key to decrypt file with. Ask your team for your master key and write it to config/master.key or put it in the ENV['RAILS_MASTER_KEY'].
$ git check-ignore -v config/master.key
.gitignore:28:/config/master.key	config/master.key
""")

la("""# Forge: the deploy trigger URL is stored as the DEPLOY_WEBHOOK_URL repository secret
      - name: Trigger Forge deployment
        run: curl -fsS -X POST "${{ secrets.DEPLOY_WEBHOOK_URL }}"
""")

# ---------------------------------------------------------------- panels
la("""$ uapi --output=jsonpretty Tokens list
{
   "result" : {
      "data" : [
         {
            "create_time" : 1741172231,
            "features" : [],
            "has_full_access" : 1,
            "name" : "github-actions"
         }
      ],
      "status" : 1
   }
}
""")

la("""curl -s -H "Authorization: whm root:${WHM_API_TOKEN}" "https://server7.reseller-example.net:2087/json-api/version?api.version=1"
{"metadata":{"result":1,"command":"version","version":1,"reason":"OK"},"data":{"version":"11.126.0.9"}}""")

la("""[root@plesk ~]# plesk version
Product version: Plesk Obsidian 18.0.67.2
    OS version: AlmaLinux 9.5 x86_64
    Build date: 2025/02/17 14:00
      Revision: {0}
""", hx(12))


la("""[root@da3 ~]# /usr/local/directadmin/directadmin v
Version: DirectAdmin v.1.672
Commit: {0}
Build date: 2025-02-12
""", sha())

la("""# /etc/webmin/miniserv.conf (excerpt)
port=10000
ssl=1
keyfile=/etc/webmin/miniserv.pem
userfile=/etc/webmin/miniserv.users
allow=127.0.0.1 10.8.0.0/24
logouttime=15
""")


# ---------------------------------------------------------------- hosting mails
la("""Welcome to Rocket Hosting!

Your account for walrus-cafe.com is ready.
Username: walruscf
Password: the one you chose at checkout (we never send passwords by email)
Control panel: https://my.rockethosting.example

If you forgot it, use "Reset password" on the login page.""")

la("""Hola Lucía:

Por seguridad, la contraseña del FTP no se envía por correo. Puedes establecerla desde el panel en Hosting > Cuentas FTP > girasol@tudominio-girasol.es > Cambiar contraseña.

Servidor FTP: ftp.tudominio-girasol.es (puerto 21, FTPES)
Huella del certificado (SHA-256): {0}
""", grouped(r(64, UPPER_HEX), 2, ":"))

la("""山田 様

FTPパスワードはセキュリティのため本メールには記載しておりません。別途郵送でお送りした「サーバー設定完了のお知らせ」をご確認ください。

FTPホスト名：sv15023.rental-example.jp
初期ドメイン：yamada-cafe.rental-example.jp
""")

la("""Olá Rafael,

A senha de acesso SSH foi enviada por SMS para o número cadastrado (final 4471). Por segurança, ela expira em 24 horas se não for trocada.

Host: br42.hospedagem-exemplo.com.br  Porta: 2222  Usuário: u8841236
Fingerprint do host: SHA256:{0}
""", b64(32).rstrip("="))

# ---------------------------------------------------------------- transfer tools
la("""<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.1" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.cerise-patisserie.fr</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<User>cerise_web</User>
			<Logontype>2</Logontype>
			<Name>Cerise prod (ask for password)</Name>
		</Server>
	</Servers>
</FileZilla3>
""")

la("""		<Server>
			<Host>193.0.2.118</Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<User>kaju_deploy</User>
			<Keyfile>C:\\Users\\rafa\\.ssh\\kaju_deploy.ppk</Keyfile>
			<Logontype>5</Logontype>
			<Name>Caju SFTP (key)</Name>
		</Server>
""")

la("""[Sessions\\deploy@sftp.golden-falcon.net]
HostName=sftp.golden-falcon.net
UserName=deploy
FSProtocol=2
PublicKeyFile=C:%5CUsers%5Canna%5C.ssh%5Cgolden-falcon.ppk
RemoteDirectory=/var/www/golden-falcon
HostKey=ssh-ed25519 255 SHA256:{0}
""", b64(32).rstrip("="))

la("""$ lftp -u webgirasol sftp://ftp.girasol-hosting.example
Password:
lftp webgirasol@ftp.girasol-hosting.example:~> mirror -R --dry-run ./dist /public_html
Total: 12 directories, 148 files, 0 symlinks
New: 3 files, 0 symlinks
""")

la("""rsync -az --delete -e "ssh -i ~/.ssh/deploy_ed25519 -p 2222" build/ u1234567@access9988.webspace-example.de:/htdocs/app/
sent 1,204,331 bytes  received 4,112 bytes  241,688.60 bytes/sec
total size is 9,881,020  speedup is 8.18
""")

la("""      - name: Upload over SFTP
        env:
          SSHPASS: ${{ secrets.SFTP_PASSWORD }}
        run: sshpass -e rsync -az --delete -e "ssh -o StrictHostKeyChecking=accept-new" public/ "${{ vars.SFTP_USER }}@${{ vars.SFTP_HOST }}:www/"
""")

la("""{
    "name": "Producción",
    "host": "ssh.tortuga-viajes.es",
    "protocol": "sftp",
    "port": 22,
    "username": "tortuga",
    "privateKeyPath": "~/.ssh/tortuga_ed25519",
    "remotePath": "/home/tortuga/public_html/wp-content/themes/tortuga-child",
    "uploadOnSave": false
}
""")

la("""The authenticity of host '[ssh.tortuga-viajes.es]:22 ([185.0.2.41]:22)' can't be established.
ED25519 key fingerprint is SHA256:{0}.
This key is not known by any other names.
Are you sure you want to continue connecting (yes/no/[fingerprint])? yes
Warning: Permanently added '[ssh.tortuga-viajes.es]:22' (ED25519) to the list of known hosts.
""", b64(32).rstrip("="))

la("""$ cat ~/.ssh/authorized_keys
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0} github-actions-deploy@tortuga
""", b64(32).rstrip("="))

la("""$ git config --get-regexp '^git-ftp'
git-ftp.url ftp://ftp.mango-rocket.dev/public_html
git-ftp.user mangoftp
$ git ftp push --insecure   # password is asked interactively, not stored
Password:
""")

# ---------------------------------------------------------------- web servers, mail, cache
la("""$ sudo htpasswd -B -c /etc/apache2/.htpasswd staging
New password:
Re-type new password:
Adding password for user staging
""")

la("""server {
    listen 443 ssl http2;
    server_name preview.lucky-pepper.com;
    auth_basic "Preview - ask #web-team for access";
    auth_basic_user_file /etc/nginx/.htpasswd-preview;
    location = /healthz { auth_basic off; return 200 "ok"; }
}
""")

la("""/**
 * This is needed for cookie based authentication to encrypt the cookie.
 * Needs to be a 32-bytes long string of random bytes. See FAQ 2.10.
 */
$cfg['blowfish_secret'] = ''; /* YOU MUST FILL IN THIS FOR COOKIE AUTH! */
""")

la("""$i++;
$cfg['Servers'][$i]['auth_type'] = 'cookie';
$cfg['Servers'][$i]['host'] = 'db-replica.internal';
$cfg['Servers'][$i]['compress'] = false;
$cfg['Servers'][$i]['AllowNoPassword'] = false;
$cfg['LoginCookieValidity'] = 1800;
""")

la("""# /etc/postfix/main.cf
relayhost = [in-v3.mailjet.com]:587
smtp_sasl_auth_enable = yes
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
smtp_sasl_security_options = noanonymous
smtp_tls_security_level = encrypt
""")

la("""Mar  5 09:12:41 web01 postfix/smtp[22814]: {0}: to=<cliente@example.com>, relay=in-v3.mailjet.com[104.199.96.85]:587, delay=0.91, delays=0.02/0.01/0.41/0.47, dsn=2.0.0, status=sent (250 OK queued as {1})
""", r(10, UPPER_HEX), uuid4())

la("""; /etc/php/8.2/fpm/pool.d/shop.conf
clear_env = no
env[APP_ENV] = production
env[DB_HOST] = $DB_HOST
env[DB_PASSWORD] = $DB_PASSWORD
""")

la("""# systemctl cat varnish | grep ExecStart
ExecStart=/usr/sbin/varnishd -a :6081 -T localhost:6082 -f /etc/varnish/default.vcl -S /etc/varnish/secret -s malloc,1g
$ ls -l /etc/varnish/secret
-rw------- 1 root root 37 Jan 14 09:20 /etc/varnish/secret
""")

la("""HTTP/2 200
content-type: text/html; charset=UTF-8
cf-cache-status: HIT
age: 412
etag: W/"{0}"
x-varnish: {1} {2}
cf-ray: {3}-CDG
""", hx(32), r(9, DIGITS), r(9, DIGITS), hx(16))

# ---------------------------------------------------------------- ACME, DNS, registrars, CDN, monitors

la("""$ acme.sh --register-account -m hostmaster@walrus-cafe.com --server letsencrypt
[Tue Mar  4 09:58:01 UTC 2025] Registered
[Tue Mar  4 09:58:01 UTC 2025] ACCOUNT_THUMBPRINT='{0}'
# thumbprint of the public account key, used for stateless http-01 in nginx
""", b64url(32))

la("""$ dig +short TXT _acme-challenge.nuage-citron.fr
"{0}"
"{1}"
""", b64url(32), b64url(32))

la("""# /etc/letsencrypt/cloudflare.ini  (example from the certbot-dns-cloudflare docs, replace before use)
# Cloudflare API token used by Certbot
dns_cloudflare_api_token = 0123456789abcdef0123456789abcdef01234567
""")

la("""$ sudo certbot certificates
Found the following certs:
  Certificate Name: nuage-citron.fr
    Serial Number: {0}
    Key Type: ECDSA
    Domains: nuage-citron.fr www.nuage-citron.fr
    Expiry Date: 2025-06-02 09:41:12+00:00 (VALID: 89 days)
    Certificate Path: /etc/letsencrypt/live/nuage-citron.fr/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/nuage-citron.fr/privkey.pem
""", hx(36))

la("""$ dig +short TXT mail._domainkey.cometbakery.com
"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{0}" "{1}IDAQAB"
""", b64(150).rstrip("="), b64(90).rstrip("="))

la("""<ApiResponse Status="OK" xmlns="http://api.namecheap.com/xml.response">
  <Errors />
  <RequestedCommand>namecheap.domains.getlist</RequestedCommand>
  <CommandResponse Type="namecheap.domains.getList">
    <DomainGetListResult>
      <Domain ID="{0}" Name="cometbakery.com" User="comethost" Created="04/12/2019" Expires="04/12/2026" IsExpired="false" IsLocked="false" AutoRenew="true" WhoisGuard="ENABLED" />
    </DomainGetListResult>
  </CommandResponse>
  <ExecutionTime>0.087</ExecutionTime>
</ApiResponse>
""", r(8, DIGITS))

la("""curl -s -X PUT "https://api.godaddy.com/v1/domains/salty-canyon.com/records/A/@" \\
  -H "Authorization: sso-key ${GODADDY_KEY}:${GODADDY_SECRET}" \\
  -H "Content-Type: application/json" \\
  -d "[{\\"data\\":\\"${NEW_IP}\\",\\"ttl\\":600}]"
""")

la("""{
  "zones": [
    {
      "id": "{0}",
      "name": "hetzner-demo-shop.de",
      "ttl": 86400,
      "registrar": "",
      "records_count": 14,
      "status": "verified",
      "ns": ["hydrogen.ns.hetzner.com", "oxygen.ns.hetzner.com", "helium.ns.hetzner.de"]
    }
  ]
}
""", r(22, ALNUM))

la("""provider "gandi" {
  personal_access_token = var.gandi_pat   # set via TF_VAR_gandi_pat in the CI environment
}

variable "gandi_pat" {
  type      = string
  sensitive = true
}
""")

la("""# ~/.ovh.conf template from the ovh-python README
[default]
endpoint=ovh-eu

[ovh-eu]
application_key=my_app_key
application_secret=my_application_secret
consumer_key=my_consumer_key
""")

la("""{
  "success": true,
  "errors": [],
  "messages": [],
  "result": {
    "id": "{0}"
  }
}
# zone id of golden-mango.com, printed by the purge call
""", hx(32))

la("""curl -s -X POST "https://api.cloudflare.com/client/v4/zones/$CF_ZONE_ID/purge_cache" \\
  -H "Authorization: Bearer $CF_API_TOKEN" -H "Content-Type: application/json" \\
  --data '{"purge_everything":true}'
""")


la("""Monitors (StatusCake)
ID        Name                     Status  Uptime 30d  Check rate
7131442   Loja Goiaba - home       Up      99.97%      300s
7131449   Loja Goiaba - checkout   Up      99.91%      60s
7208816   Agência Caju - push      Up      100.00%     push (cron)
""")

# ---------------------------------------------------------------- prose and mixed
la("""Pour info : j'ai changé le mot de passe de l'admin WordPress de la fromagerie ce matin. Le nouveau est dans le coffre Bitwarden partagé, dossier « Clients / Fromagerie Hibou ». Ne le mettez jamais dans Trello ni dans un mail.""")

la("""Recordatorio: las contraseñas de los clientes (FTP, cPanel, WordPress) van siempre en el gestor de contraseñas del equipo. Si un cliente te la manda por WhatsApp, guárdala allí, borra el mensaje y pídele que la cambie.""")

la("""Shopify のスタッフアカウントの招待メールを tanaka@cafe-example.jp に送りました。パスワードはご本人が招待リンクから設定するので、こちらからはお伝えしません。""")

la("""Oi, a senha do banco da loja NÃO está no repositório: ela vem da variável DB_PASSWORD no painel da hospedagem. Se precisar, peça acesso ao 1Password, cofre "Padaria Pipoca".""")

la("""Summary of what I changed on the staging site:
- rotated the WooCommerce REST key used by the ERP sync (old key ending in …{0} revoked)
- moved DB_PASSWORD and the salts out of wp-config.php into /etc/wordpress/env (root:www-data, 0640)
- the new values are not in this chat on purpose; they're in the vault entry "staging / wordpress".""", hx(7))

la("""$ git log --oneline -5
{0} Theme: fix mini-cart totals on mobile
{1} Move DB credentials to env, drop hardcoded password from wp-config
{2} Bump woocommerce to 9.7.0
{3} Add Klarna on-site messaging placement
{4} Varnish: bypass cache for /checkout and /my-account
""", hx(7), hx(7), hx(7), hx(7), hx(7))

la("""Password policy for client sites (agency wiki):
1. At least 16 characters, generated by the password manager.
2. Never reuse the cPanel password for WordPress or FTP.
3. Rotate after a freelancer leaves; revoke their application passwords with `wp user application-password delete <user> --all`.
4. Passwords are shared only via the vault, never in tickets, chat or email.""")

la("""-----BEGIN CERTIFICATE-----
MIIDdzCCAl+gAwIBAgIU{0}
{1}
{2}
-----END CERTIFICATE-----
(public certificate of shop.harbor-coffee.com, copied from the browser for the support ticket)""",
   b64(36), b64(48), b64(24))

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
