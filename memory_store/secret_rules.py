"""The shapes secrets take, as rules for :mod:`supermemory_local.store.privacy`.

Each rule is a regex and its *gates*: literal strings one of which occurs in every text
the regex can match. The filter looks for all gates once per text and runs only the
rules whose gate is there, so ordinary text costs a few substring searches, not a scan
per rule. A rule without gates always runs.

In a regex, the named group ``s`` (when present) is the secret; otherwise the match.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    gates: tuple[str, ...] = ()  # literal strings, one of which every match contains
    fold: bool = False  # the gates are lowercase and matched case-insensitively
    widen: bool = True  # extend a match to the end of its token (keys longer than the regex)
    # For a rule without gates: characters one of which every match contains ("" = none
    # known), checked with ``in`` (too common for the gate search, cheap this way).
    needs: str = ""
    # For a rule without gates: a regex that finds something in every text the rule
    # matches, searched when ``needs`` is met and far quicker than the rule (it starts with
    # a literal, which ``re`` scans for at C speed; the rule starts with a repetition).
    sieve: re.Pattern[str] | None = None


def _rule(
    name: str,
    regex: str,
    *gates: str,
    fold: bool = False,
    widen: bool = True,
    needs: str = "",
    sieve: str = "",
) -> Rule:
    flags = re.IGNORECASE if fold else 0
    compiled_sieve = re.compile(sieve, flags) if sieve else None
    return Rule(name, re.compile(regex, flags), tuple(gates), fold, widen, needs, compiled_sieve)


# Characters of a token: where a prefix rule's match is widened to.
TOKEN = r"[A-Za-z0-9_\-]"
_T = TOKEN
_B = r"(?<![A-Za-z0-9_])"  # a token starts here

# A shell prompt before a command, in any of its usual forms: a bare "$", "#", "%" or
# ">", and a user's and host's, "user@host:dir$", "root@host:~#", "[root@host ~]#" (the
# command after each is judged the same); PROMPT adds PowerShell's "PS C:\…>" (whose
# cmdlets name their arguments: "-Identity <computer>" is no positional password).
SHELL_PROMPT = r"(?:[$#>%]|\[?[\w.\-]{1,64}@[\w.\-]{1,64}[^\n$#]{0,80}[$#])"
PROMPT = rf"(?:PS [^>\n]{{0,80}}>|{SHELL_PROMPT})"

GITLAB = tuple(
    f"gl{p}-" for p in ("pat", "dt", "ft", "rt", "cbt", "imt", "ptt", "soat", "oas", "agent")
)

# -- tokens recognised by their prefix (many platforms) ---------------------------------

PREFIX_RULES: tuple[Rule, ...] = (
    _rule("anthropic", rf"{_B}sk-ant-{_T}{{16,}}", "sk-ant-"),
    _rule("openai", rf"{_B}sk-(?:proj-|svcacct-|admin-|None-)?{_T}{{20,}}", "sk-"),
    _rule("github-pat", rf"{_B}github_pat_\w{{22,}}", "github_pat_"),
    _rule("github", rf"{_B}gh[pousr]_[A-Za-z0-9]{{30,}}", "ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
    _rule("gitlab", rf"{_B}gl(?:pat|dt|ft|rt|cbt|imt|ptt|soat|oas|agent)-{_T}{{20,}}", *GITLAB),
    _rule("npm", rf"{_B}npm_[A-Za-z0-9]{{36}}", "npm_"),
    _rule("slack", rf"{_B}xox[abposre]-[A-Za-z0-9-]{{10,}}", "xox"),
    _rule("slack-app", rf"{_B}xapp-\d-[A-Za-z0-9-]{{10,}}", "xapp-"),
    _rule("stripe", rf"{_B}[rsp]k_(?:live|test)_[0-9A-Za-z]{{16,}}", "k_live_", "k_test_"),
    _rule("stripe-webhook", rf"{_B}whsec_[A-Za-z0-9]{{24,}}", "whsec_"),
    _rule("huggingface", rf"{_B}hf_[A-Za-z0-9]{{30,}}", "hf_"),
    _rule(
        "aws-key-id",
        r"\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[0-9A-Z]{16}\b",
        "AKIA",
        "ASIA",
        "ABIA",
        "ACCA",
        "A3T",
    ),
    _rule("google-api", rf"{_B}AIza[0-9A-Za-z_\-]{{35}}", "AIza"),
    _rule("google-oauth-access", r"\bya29\.[0-9A-Za-z_\-.]{20,}", "ya29."),
    _rule("google-oauth-refresh", r"(?<![\w/])1//0[0-9A-Za-z_\-]{20,}", "1//0"),
    _rule("google-client-secret", rf"{_B}GOCSPX-{_T}{{20,}}", "GOCSPX-"),
    _rule("digitalocean", r"\bdo[opr]_v1_[a-f0-9]{64}\b", "_v1_"),
    _rule("databricks", r"\bdapi[a-f0-9]{32}(?:-\d)?\b", "dapi"),
    _rule("vault", r"\bhv[sbr]\.[A-Za-z0-9_\-]{24,}", "hvs.", "hvb.", "hvr."),
    _rule("shopify", r"\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b", "shp"),
    _rule("mailgun", r"\bkey-[a-f0-9]{32}\b", "key-"),
    _rule(
        "mailgun-private",
        r"\b[a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8}\b",
        needs="-",
        sieve=r"-[a-f0-9]{8}-",
    ),
    _rule("dockerhub", rf"{_B}dckr_(?:pat|oat)_{_T}{{20,}}", "dckr_"),
    _rule("terraform-cloud", r"\b[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,}", "atlasv1"),
    _rule("sentry-token", rf"{_B}sntr[ysu]_[A-Za-z0-9_=+/\-]{{30,}}", "sntr"),
    _rule("grafana", rf"{_B}gl(?:c|sa)_[A-Za-z0-9_=+/\-]{{30,}}", "glc_", "glsa_"),
    _rule("notion", rf"{_B}(?:secret_[A-Za-z0-9]{{43}}|ntn_[A-Za-z0-9]{{40,}})", "secret_", "ntn_"),
    _rule("atlassian", rf"{_B}AT(?:ATT|CTT)3[A-Za-z0-9_\-=]{{30,}}", "ATATT3", "ATCTT3"),
    _rule("bitbucket", rf"{_B}ATBB[A-Za-z0-9]{{28,}}", "ATBB"),
    _rule("postman", r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b", "PMAK-"),
    _rule("replicate", rf"{_B}r8_[A-Za-z0-9]{{30,}}", "r8_"),
    _rule(
        "newrelic",
        rf"{_B}NR(?:AK|II|JS|AA)-[A-Za-z0-9_\-]{{20,}}",
        "NRAK-",
        "NRII-",
        "NRJS-",
        "NRAA-",
    ),
    _rule("okta", r"(?<=SSWS )00[A-Za-z0-9_\-]{30,}", "SSWS "),
    _rule("firebase-fcm", rf"{_B}AAAA[A-Za-z0-9_\-]{{7}}:[A-Za-z0-9_\-]{{100,}}", "AAAA"),
    _rule("age", r"\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b", "AGE-SECRET-KEY-"),
    _rule("nostr-nsec", r"\bnsec1[02-9ac-hj-np-z]{58}\b", "nsec1"),
    _rule("linear", rf"{_B}lin_(?:api|oauth)_[A-Za-z0-9]{{30,}}", "lin_"),
    _rule("pulumi", r"\bpul-[a-f0-9]{40}\b", "pul-"),
    _rule("planetscale", rf"{_B}pscale_(?:tkn|pw|oauth)_{_T}{{30,}}", "pscale_"),
    _rule("fly", rf"{_B}(?:fo1_|fm[12]_)[A-Za-z0-9_\-+/=]{{20,}}", "fo1_", "fm1_", "fm2_"),
    _rule("supabase", r"\bsbp_[a-f0-9]{40}\b", "sbp_"),
    _rule("doppler", r"\bdp\.(?:pt|st|ct|sa|scim|audit)\.[A-Za-z0-9]{30,}", "dp."),
    _rule("airtable", r"\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b", "pat"),
    _rule("alibaba", r"\bLTAI[A-Za-z0-9]{12,20}\b", "LTAI"),
    _rule("tencent", r"\bAKID[A-Za-z0-9]{32}\b", "AKID"),
    _rule(
        "yandex",
        rf"{_B}(?:y[0-3]_[A-Za-z0-9_\-]{{50,}}|t1\.[A-Z0-9a-z_\-]+[=]{{0,2}}\.[A-Z0-9a-z_\-]{{86}}[=]{{0,2}}|AQVN[A-Za-z0-9_\-]{{35,38}})",
        "y0_",
        "y1_",
        "y2_",
        "y3_",
        "t1.",
        "AQVN",
    ),
    _rule(
        "square",
        rf"{_B}(?:sq0(?:atp|csp|idp)-{_T}{{22,}}|EAAA[A-Za-z0-9_\-+=]{{60}})",
        "sq0",
        "EAAA",
    ),
    _rule("facebook", rf"{_B}EAA[A-Za-z0-9]{{100,}}", "EAA"),
    _rule("twitter-bearer", r"\bAAAAAAAAAAAAAAAAAAAAA[A-Za-z0-9%]{30,}", "AAAAAAAAAAAAAAAAAAAAA"),
    _rule("mapbox", r"\bsk\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{20,}", "sk.eyJ"),
    _rule("dropbox", rf"{_B}sl\.[A-Za-z0-9_\-=]{{100,}}", "sl."),
    _rule("rubygems", r"\brubygems_[a-f0-9]{48}\b", "rubygems_"),
    _rule("clojars", rf"{_B}CLOJARS_[a-z0-9]{{60}}", "CLOJARS_"),
    _rule("contentful", rf"{_B}CFPAT-{_T}{{43}}", "CFPAT-"),
    _rule("adafruit", rf"{_B}aio_[A-Za-z0-9]{{28}}", "aio_"),
    _rule("buildkite", rf"{_B}bkua_[a-z0-9]{{40}}", "bkua_"),
    _rule("prefect", rf"{_B}pnu_[A-Za-z0-9]{{36}}", "pnu_"),
    _rule("readme", rf"{_B}rdme_[a-z0-9]{{70}}", "rdme_"),
    _rule("sourcegraph", rf"{_B}sgp_(?:[a-fA-F0-9]{{16}}_)?[a-fA-F0-9]{{40}}", "sgp_"),
    _rule("typeform", rf"{_B}tfp_{_T}{{40,}}", "tfp_"),
    _rule("figma", rf"{_B}figd_{_T}{{40,}}", "figd_"),
    _rule("dynatrace", r"\bdt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}\b", "dt0c01."),
    _rule("easypost", rf"{_B}EZ[AT]K[A-Za-z0-9]{{54}}", "EZAK", "EZTK"),
    _rule("flutterwave", rf"{_B}FLW(?:SECK|PUBK)(?:_TEST)?-[a-h0-9]{{32}}-X", "FLW"),
    _rule("shippo", rf"{_B}shippo_(?:live|test)_[a-f0-9]{{40}}", "shippo_"),
    _rule("duffel", rf"{_B}duffel_(?:test|live)_{_T}{{43}}", "duffel_"),
    _rule("harness", r"\bpat\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}\b", "pat."),
    _rule("groq", rf"{_B}gsk_[A-Za-z0-9]{{40,}}", "gsk_"),
    _rule("xai", rf"{_B}xai-[A-Za-z0-9]{{40,}}", "xai-"),
    _rule("perplexity", rf"{_B}pplx-[A-Za-z0-9]{{40,}}", "pplx-"),
    _rule("tailscale", rf"{_B}tskey-[a-z]+-{_T}{{20,}}", "tskey-"),
    _rule("heroku", rf"{_B}HRKU-{_T}{{30,}}", "HRKU-"),
    _rule("infracost", rf"{_B}ico-[A-Za-z0-9]{{32}}", "ico-"),
    _rule("scalingo", rf"{_B}tk-us-{_T}{{48}}", "tk-us-"),
    _rule("defined-networking", rf"{_B}dnkey-[a-z0-9=_\-]{{26}}-[a-z0-9=_\-]{{52}}", "dnkey-"),
    _rule(
        "azure-ad-secret", r"(?<![A-Za-z0-9_~.])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}", "Q~"
    ),
    _rule("sendgrid", rf"{_B}SG\.{_T}{{22}}\.{_T}{{43}}", "SG."),
    _rule("mailchimp", r"\b[0-9a-f]{32}-us\d{1,2}\b", "-us"),
    _rule("telegram", r"\b\d{8,10}:AA[0-9A-Za-z_\-]{33}\b", ":AA"),
    _rule("pypi", rf"{_B}pypi-AgE[A-Za-z0-9_\-]{{50,}}", "pypi-"),
    _rule("artifactory", rf"{_B}AKCp[A-Za-z0-9]{{60,}}", "AKCp"),
    _rule("cloudflare-origin-ca", r"\bv1\.0-[a-f0-9]{24}-[a-f0-9]{146}\b", "v1.0-"),
    # JSON Web Tokens (and JWT-shaped API keys: Supabase service roles, Grafana, ...).
    # Possessive runs: linear on long runs without spaces.
    _rule(
        "jwt",
        r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_=-]*+\.[A-Za-z0-9_=-]++\.?[A-Za-z0-9_\-+/=]*+",
        "eyJ",
    ),
)

# -- blocks: keys and certificates, credential files by their format -------------------

BLOCK_RULES: tuple[Rule, ...] = (
    _rule(
        "pem-block",
        r"(?s)-----BEGIN (?P<kind>[A-Z0-9 ]*(?:PRIVATE KEY(?: BLOCK)?|CERTIFICATE))-----"
        r".*?(?:-----END (?P=kind)-----|\Z)",
        "-----BEGIN ",
        widen=False,
    ),
    # A PEM body whose BEGIN line was cut away (an escaped key in JSON keeps its \n).
    _rule(
        "pem-end",
        r"(?:[A-Za-z0-9+/=]{40,}+(?:\\n|\s)++)++-----END [A-Z0-9 ]*PRIVATE KEY-----",
        "PRIVATE KEY-----",
        widen=False,
    ),
    _rule(
        "putty-ppk",
        r"(?s)PuTTY-User-Key-File-\d+:.*?(?:Private-MAC:[ \t]*[0-9a-fA-F]+|\Z)",
        "PuTTY-User-Key-File-",
        widen=False,
    ),
    _rule(
        "ssh2-key",
        r"(?s)---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----.*?"
        r"(?:---- END SSH2 ENCRYPTED PRIVATE KEY ----|\Z)",
        "---- BEGIN SSH2",
        widen=False,
    ),
    # OpenVPN inline keys.
    _rule(
        "openvpn-key",
        r"(?s)<(?P<tag>key|tls-auth|tls-crypt|tls-crypt-v2|secret|pkcs12)>"
        r"(?=[ \t]*(?:\r?\n|-----BEGIN|[A-Za-z0-9+/=]{40}))"  # key material, not a plist's <key>
        r".*?"
        r"(?:</(?P=tag)>|\Z)",
        "<key>",
        "<tls-auth>",
        "<tls-crypt",
        "<secret>",
        "<pkcs12>",
        widen=False,
    ),
    # .pgpass: host:port:database:user:password (port a number or *). A date and a time
    # of day (``2024-05-01T12:30:45Z:INFO:app:…``, a log line's start) is no host and port.
    _rule(
        "pgpass",
        r"(?m)(?:^|(?<=\s))(?:\*|(?!\[?\d{4}-\d\d-\d\dT\d)[^:\s#]{3,}):(?:\d{1,5}|\*):[^:\s]+:[^:\s]+"
        r":(?P<s>[^\s]+)(?=\s|$)",
        *(f":{c}" for c in "0123456789*"),
        widen=False,
    ),
    # .netrc: machine HOST login USER password SECRET (on one line or several).
    _rule(
        "netrc",
        r"(?i)\b(?:machine\s+\S+|default)(?:\s+(?:login|account|port)\s+\S+){0,3}"
        r"\s+(?:password|passwd)\s+(?P<s>\S+)",
        "machine",
        "default",
        fold=True,
        widen=False,
    ),
    # XML elements: <password>x</password>, <apiKey>x</apiKey>, <value> after a secret key.
    _rule(
        "xml-element",
        r"(?i)<(?P<key>[\w:.-]*(?:password|passwd|secret|token|apikey|api_key|"
        r"privatekey|private_key|accesskey|access_key|credential)[\w:.-]*)\b[^>]*>"
        r"(?P<s>[^<\s][^<]{0,500})</(?P=key)\s*>",
        "</",
        widen=False,
    ),
)

# -- command lines: credentials given as flags -----------------------------------------

_ARG = r"""(?P<s>'[^'\n]*'|"[^"\n]*"|[^\s'"|;&]+)"""  # one shell word (quoted or not)
_ON_LINE = r"[^\n|;&]{0,300}?"
# Written after batch 22: a value may start with '-' or '+' (``--api-key -Wse3…``). A
# word after a credential's flag is the next option unless it reads as a value: one sign,
# then 7+ characters with no option punctuation (``=``, ``:``, ``/``, ``,``), a capital
# (two when under 11 characters), two small letters and a digit. ``-v``, ``--verbose``,
# ``-Xmx4096m``, ``-Dk=v`` stay options.
DASH_VALUE = (  # (case-sensitive inside the rules that fold case)
    r"""(?-i:[-+](?![-+])(?=[^\s'"|;&=:/,]{7,}(?![^\s'"|;&]))"""
    r"""(?=[^\s'"|;&A-Z]*[A-Z])(?=(?:[^\s'"|;&a-z]*[a-z]){2})(?=[^\s'"|;&\d]*\d)"""
    r"""(?:(?=(?:[^\s'"|;&A-Z]*[A-Z]){2})|(?=[^\s'"|;&]{11})))"""
)
_NOT_OPTION = rf"(?:(?!-)|(?={DASH_VALUE}))"

COMMAND_RULES: tuple[Rule, ...] = (
    _rule(
        "mysql-p",
        rf"\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump|mysqlimport){_ON_LINE}"
        r"[\s\"',\[]-p(?P<s>(?!\s)[^\s'\"|;&]+|'[^'\n]*'|\"[^\"\n]*\")",
        "mysql",
        "mariadb",
        widen=False,
    ),
    _rule("sshpass", rf"\bsshpass{_ON_LINE}\s-p\s*{_ARG}", "sshpass", widen=False),
    _rule(
        "redis-cli",
        rf"\bredis-cli{_ON_LINE}\s(?:-a|--pass)\s+{_NOT_OPTION}{_ARG}",  # (--askpass prompts)
        "redis-cli",
        widen=False,
    ),
    _rule(
        "login-p",
        rf"\b(?:az|docker|podman|helm|oras|buildah|skopeo|crane|cf|oc|nerdctl){_ON_LINE}"
        rf"\slogin\b{_ON_LINE}\s(?:-p|--password|--token)(?:\s+|=){_ARG}",
        "login",
        widen=False,
    ),
    _rule(
        "az-login", rf"\baz\s+login{_ON_LINE}\s(?:-p|--password)(?:\s+|=){_ARG}", "az ", widen=False
    ),
    _rule(
        "curl-user",
        rf"\b(?:curl|wget|http(?=\s)|https(?=\s)|httpie){_ON_LINE}\s(?:-u|--user|-U)\s*['\"]?"
        r"[^\s:'\"]*:(?P<s>[^\s'\"]+)",
        "curl",
        "wget",
        "http ",
        "https ",
        "httpie",
        widen=False,
    ),
    _rule(
        "smbclient",
        r"\b(?:smbclient|rpcclient|smbmap|crackmapexec|nxc)\b[^\n]{0,300}?\s(?:-U|--user)"
        r"\s*['\"]?[^\s%'\"]*%(?P<s>[^\s'\"]+)",
        "smbclient",
        "rpcclient",
        "smbmap",
        "crackmapexec",
        "nxc",
        widen=False,
    ),
    _rule(
        "zip-p",
        rf"\b(?:zip|unzip|7z|7za|7zr|rar|unrar)(?:\.exe)?(?=\s){_ON_LINE}\s-(?:hp|[pP])(?P<s>(?!-)\S+|\s+\S+)",
        "zip",
        "7z",
        "rar",
        widen=False,
    ),
    _rule(
        "openssl-pass", r"(?i)-pass(?:in|out)?\s+pass:(?P<s>\S+)", "-pass", fold=True, widen=False
    ),
    # --password X, --db-password=X, -storepass X, --api-key X, --client-secret X, --token X
    _rule(
        "flag",
        r"(?i)(?<![\w-])-{1,2}[\w-]{0,40}?(?:pass|passwd|password|passphrase|secret|token|"
        rf"api-?key|auth-?key|access-?key|credentials?)(?:\s+|=){_NOT_OPTION}{_ARG}",
        "pass",
        "secret",
        "token",
        "key",
        "cred",
        fold=True,
        widen=False,
    ),
    _rule(
        "htpasswd",
        r"\bhtpasswd\s+(?=(?:-\w+\s+)*-\w*b)(?:-\w+\s+)+\S+\s+\S+\s+(?P<s>\S+)",
        "htpasswd",
        widen=False,
    ),
    # aws configure set aws_secret_access_key X; npm/yarn/pnpm config set ..._authToken X
    _rule(
        "config-set",
        r"(?i)\b(?:configure|config)\s+set\s+(?P<key>[^\s=]+)\s+(?P<s>[^\s]+)",
        "set",
        fold=True,
        widen=False,
    ),
    _rule(
        "add-authtoken",
        r"(?i)\b(?:add-authtoken|authtoken|--with-token\s+<<<|login\s+--token)"
        r"\s+(?P<s>[^\s'\"]+)",
        "authtoken",
        "token",
        fold=True,
        widen=False,
    ),
    # setx KEY VALUE (Windows), set -gx KEY VALUE (fish), ENV KEY VALUE (Dockerfile)
    _rule(
        "set-variable",
        rf"(?:\bsetx|\bset\s+-[gxUlu]+|\bENV|\bSetEnv)[ \t]+(?P<key>[A-Za-z_][\w.-]*)"
        rf"[ \t]+{_ARG}",
        "set",
        "ENV",
        "SetEnv",  # Apache (batch 9's classes)
        widen=False,
    ),
    _rule(
        "gh-secret-set",
        rf"\bsecret\s+set\s+\S+{_ON_LINE}\s(?:-b|--body)(?:\s+|=){_ARG}",
        "secret",
        widen=False,
    ),
    _rule("vault-login", rf"\bvault\s+login\s+{_NOT_OPTION}{_ARG}", "vault", widen=False),
    # echo SECRET | docker login --password-stdin (and any other *login --password-stdin)
    _rule(
        "password-stdin",
        rf"\b(?:echo|printf)\s+(?:-\w+\s+)?{_ARG}\s*\|[^\n]*--password-stdin",
        "password-stdin",
        widen=False,
    ),
    # <add key="ApiKey" value="..." /> (.NET config), name="password" value="..." (XML)
    _rule(
        "key-value-attributes",
        r"(?i)\b(?:key|name)\s*=\s*[\"'](?P<key>[^\"']{1,80})[\"']\s+value\s*=\s*[\"']"
        r"(?P<s>[^\"']+)[\"']",
        "value",
        fold=True,
        widen=False,
    ),
    # Prose: "the admin password is X", "token was X" (X with letters and digits, 8+ chars)
    _rule(
        "prose-is",
        r"(?i)\b(?:password|passwd|passphrase|passcode|pin|token|secret|api key|access key)"
        r"\s+(?:is|was|will be|becomes|=|:)\s+[\"'`]?(?P<s>(?=[^\s\"'`]*[A-Za-z])"
        r"(?=[^\s\"'`]*\d)[^\s\"'`,;]{8,})",
        "pass",
        "pin",
        "token",
        "secret",
        "key",
        fold=True,
        widen=False,
    ),
    # CI systems' commands that mask or set a secret: GitHub Actions ``::add-mask::X``,
    # Azure Pipelines ``##vso[task.setsecret]X`` and ``##vso[task.setvariable …;issecret=
    # true]X``, and an output or parameter whose name names a secret (``::set-output
    # name=api_token::X``, TeamCity ``##teamcity[setParameter name='env.TOKEN' value='X']``).
    _rule(
        "ci-mask",
        r"(?:::add-mask::|##vso\[task\.setsecret\]|##vso\[task\.setvariable\b[^\]\n]*"
        r"\bissecret=true\b[^\]\n]*\])(?P<s>(?![$%])[^\s\"'`]+)",
        "::add-mask::",
        "##vso[",
        widen=False,
    ),
    _rule(
        "ci-output",
        r"::set-output\s+name=(?P<key>[\w.\-]+)::(?P<s>(?![$%])[^\s\"'`]+)",
        "::set-output",
        widen=False,
    ),
    _rule(
        "ci-variable",
        r"##vso\[task\.setvariable\s+variable=(?P<key>[\w.\-]+)[^\]\n]*\]"
        r"(?P<s>(?![$%])[^\s\"'`]+)",
        "##vso[",
        widen=False,
    ),
    _rule(
        "poetry-http-basic",
        r"\bpoetry\s+config\s+http-basic\.\S+\s+\S+\s+(?P<s>\S+)",
        "http-basic",
        widen=False,
    ),
)

# -- URLs: user:password@, tokens as the user, secrets in the query -------------------

URL_RULES: tuple[Rule, ...] = (
    _rule(
        "url-password",
        r"\b[A-Za-z][A-Za-z0-9+.\-]{0,30}://[^/\s:@]{0,256}:(?P<s>[^/\s@]{1,256})@",
        "://",
        widen=False,
    ),
    # https://TOKEN@host: a long token as the user part (GitHub, GitLab, Sentry DSNs).
    _rule(
        "url-token-user",
        r"\b[A-Za-z][A-Za-z0-9+.\-]{0,30}://(?P<s>(?=[A-Za-z_\-]*\d)[A-Za-z0-9_\-]{20,})[:@]",
        "://",
        widen=False,
    ),
    _rule(
        "discord-webhook",
        r"https://(?:\w+\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w\-]+",
        "discord",
        widen=False,
    ),
    _rule(
        "slack-webhook",
        r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[\w/\-]+",
        "hooks.slack.com",
        widen=False,
    ),
    _rule(
        "teams-webhook",
        r"https://[\w\-.]*(?:webhook\.office\.com|logic\.azure\.com|"
        r"environment\.api\.powerplatform\.com)[\w/\-?=&%.@:]*",
        "webhook.office.com",
        "logic.azure.com",
        "powerplatform",
        widen=False,
    ),
    _rule(
        "zapier-webhook",
        r"https://hooks\.zapier\.com/hooks/catch/[\w/\-]+",
        "hooks.zapier",
        widen=False,
    ),
)

# -- headers ----------------------------------------------------------------------------

# Cookie attributes: not cookies, nothing secret.
COOKIE_ATTRIBUTES = frozenset(
    {
        "path",
        "domain",
        "expires",
        "max-age",
        "samesite",
        "secure",
        "httponly",
        "priority",
        "partitioned",
        "version",
        "comment",
    }
)
COOKIE_PAIR = re.compile(r"(?P<name>[^\s=;,'\"]+)=(?P<s>[^;\s'\"]*)")

AUTH_SCHEMES = frozenset(
    {
        "bearer",
        "basic",
        "token",
        "bot",
        "ssws",
        "digest",
        "negotiate",
        "ntlm",
        "apikey",
        "api-key",
        "key",
        "splunk",
        "geniekey",
        "sharedaccesssignature",
        "hmac",
        "dpop",
        "aws4-hmac-sha256",
        "oauth",
        "jwt",
        "klaviyo-api-key",
        "sso-key",
        "pat",
    }
)

HEADER_RULES: tuple[Rule, ...] = (
    _rule(
        "bearer",
        r"(?i)\bbearer\s+(?P<s>[A-Za-z0-9._~+/\-]{16,}=*)",
        "bearer",
        fold=True,
        widen=False,
    ),
    _rule(
        "authorization",
        r"(?i)(?:\b|(?<=\\[nrt]))(?:proxy-)?authorization\b[\"']?\s*[:=]\s*[\"']?(?:(?:bearer|basic|"
        r"token|bot|ssws|apikey|key|pat|jwt|dpop|splunk|geniekey|sso-key)\s+)?"
        # (an unknown scheme, a ${VAR}; after batch 22, a YAML key under `authorization:`)
        r"(?P<s>[A-Za-z0-9._~+/\-]{8,}=*)(?![\w.~+/\-=]|[ \t]+[$%<{]|:(?:\s|\Z))",
        "authorization",
        fold=True,
        widen=False,
    ),
    _rule(
        "authorization-rest",
        r"(?i)(?:\b|(?<=\\[nrt]))authorization\b[\"']?\s*[:=]\s*[\"']?(?:digest|aws4-hmac-sha256|"
        r"oauth|sharedaccesssignature|hmac)\s+(?P<s>[^\r\n\"']+)",
        "authorization",
        fold=True,
        widen=False,
    ),
    _rule(
        "cookie",
        r"(?im)\b(?:set-)?cookie[\"']?\s*:\s*[\"']?(?P<s>[^\r\n=]*=[^\r\n]+)",
        "cookie",
        fold=True,
        widen=False,
    ),
    _rule(
        "curl-cookie",
        r"(?i)\bcurl\b[^\n]*?\s(?:-b|--cookie)\s+(?P<s>'[^'\n]*'|\"[^\"\n]*\"|\S+=\S+)",
        "curl",
        fold=True,
        widen=False,
    ),
)

# -- kinds of files whose values are all secret ----------------------------------------

# A Kubernetes Secret: every value under data: / stringData:.
K8S_SECRET_KIND = re.compile(r"(?i)[\"']?kind[\"']?\s*:\s*[\"']?Secret\b")
K8S_DATA_BLOCK = re.compile(
    r"(?m)^(?P<indent>[ \t]*)(?:data|stringData):[ \t]*\n"
    r"(?P<body>(?:(?P=indent)[ \t]+[^\n]*\n?|[ \t]*\n)+)"
)
K8S_DATA_JSON = re.compile(r"\"(?:data|stringData)\"\s*:\s*\{(?P<body>[^{}]*)\}")
K8S_VALUE = re.compile(r"(?m)^[ \t]+[^:\n]+:[ \t]*(?P<s>[|>][^\n]*(?:\n[ \t]{2,}[^\n]*)*|[^\n]+)")
K8S_JSON_VALUE = re.compile(r"\"[^\"]*\"\s*:\s*\"(?P<s>[^\"]*)\"")

# -- classes written after batch 9 (each a class, not an instance) --------------------

# A value with the shape of a password or a key: letters and digits, 8+ characters.
_PW = r"""(?=[^\s'"]*[A-Za-z])(?=[^\s'"]*\d)[^\s'"|;&,)]{8,}"""
_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
_LIT = r"""(?:[\"'`])"""

_CREATE_GATES = tuple(
    f"{verb}{sep}{noun}"
    for verb in ("create", "add", "new", "modify", "set", "update")
    for sep in ("", "-", "_")
    for noun in ("credential", "cred", "user", "login", "account", "entry")
)

_AUTH_PAIR_GATES = tuple(
    f"{word}{op}{bracket}"
    for word in ("auth", "creds", "credential", "credentials")
    for op in ("=", " =", "= ", " = ", ":", " :", ": ", " : ")
    for bracket in "(["
)

GENERAL_RULES: tuple[Rule, ...] = (
    # A short flag whose name abbreviates a password (-gp guest password, -hp, -sp, -kp,
    # -pw, -pwd, -pass, -A/-X of SNMPv3's auth and privacy passphrases) before a value
    # shaped like a password.
    _rule(
        "short-password-flag",
        rf"(?<![\w-])-(?:[a-z]p|[a-z]?pw|[a-z]?pwd|[a-z]?pass|[a-z]pass\w{{0,4}})[ \t=:]+"
        rf"(?P<q>['\"]?)(?P<s>{_PW})(?P=q)",
        *(f"-{c}p" for c in "abcdefghijklmnopqrstuvwxyz"),
        "pw",
        "pass",
        widen=False,
    ),
    _rule(
        "snmp-v3",
        rf"\b(?:snmp\w*|net-snmp-\w+){_ON_LINE}\s-[AX][ \t]+{_ARG}",
        "snmp",
        widen=False,
    ),
    _rule(  # (the second of -A and -X on one line)
        "snmp-v3-second",
        rf"\b(?:snmp\w*|net-snmp-\w+){_ON_LINE}\s-[AX][ \t]+\S+{_ON_LINE}\s-[AX][ \t]+{_ARG}",
        "snmp",
        widen=False,
    ),
    # A UUID or random token after a token flag (-t) or as the argument of an auth/login
    # sub-command (snyk auth <uuid>, tool login <token>).
    _rule("token-t-uuid", rf"(?<![\w-])-t[ \t=]+['\"]?(?P<s>{_UUID})", "-t", widen=False),
    _rule(
        "auth-positional",
        rf"(?i)\b(?:auth|login|authenticate|signin|sign-in)[ \t]+['\"]?"
        rf"(?P<s>{_UUID}|(?=[A-Za-z_\-]*\d)(?=[\d_\-]*[A-Za-z])[A-Za-z0-9_\-]{{24,}})(?![\w.@/-])",
        "auth",
        "login",
        "signin",
        "sign-in",
        fold=True,
        widen=False,
    ),
    # A password as the last positional of a sub-command that creates a credential
    # (mkstore -createCredential alias user PW, add_user/useradd-like commands).
    _rule(
        "create-credential",
        r"(?i)(?:\b|-)(?:create|add|new|modify|set|update)[_\-]?(?:credential|cred|user|login|"
        rf"account|entry)s?\b(?:[ \t]+[^\s|;&]+){{1,3}}?[ \t]+(?P<q>['\"]?)(?P<s>{_PW})(?P=q)"
        r"[ \t]*(?=$|\n|[|;&])",
        *_CREATE_GATES,
        fold=True,
        widen=False,
    ),
    # A package manager's per-host credential: composer/poetry `http-basic.HOST user PW`,
    # bundle/npm/yarn config of a host with `user:password`.
    _rule(
        "http-basic-positional",
        r"\bhttp-basic\.\S+[ \t]+\S+[ \t]+(?P<s>[^\s|;&]+)",
        "http-basic",
        widen=False,
    ),
    _rule(
        "config-host-userpass",
        r"(?i)\bconfig\b(?:[ \t]+set)?(?:[ \t]+--?[\w\-]+)*[ \t]+[\w\-]+(?:\.[\w\-]+)+[ \t]+"
        rf"[^\s:'\"]+:(?P<s>{_PW})",
        "config",
        fold=True,
        widen=False,
    ),
    # Plaintext password schemes of passwd-files (dovecot {PLAIN}, {CLEAR}, {CLEARTEXT}).
    _rule(
        "plain-scheme",
        r"(?i)\{(?:plain|clear|cleartext|plaintext)\}(?P<s>[^\s:]+)",
        "{plain",
        "{clear",
        fold=True,
        widen=False,
    ),
    # A section naming basic auth or credentials, then `name: value` (Hurl [BasicAuth]).
    _rule(
        "basic-auth-section",
        r"(?im)^\[(?:basic[_\- ]?auth|credentials?)\][ \t]*\r?\n(?:[ \t]*#[^\n]*\n)*"
        r"[ \t]*[^\s:=]+[ \t]*[:=][ \t]*(?P<s>\S+)",
        "auth]",
        "credential]",
        "credentials]",
        fold=True,
        widen=False,
    ),
    # A header whose name names a credential not in the key words (macaroon, ticket,
    # session, signature key …) with a long random value.
    _rule(
        "credential-header",
        r"(?i)(?:macaroon|sessid|csrf|xsrf)[\w\-]{0,40}[ \t]*:[ \t]*"
        r"(?P<s>(?=[A-Za-z]*\d)[A-Za-z0-9+/_\-]{32,}=*)",
        "macaroon",
        "sessid",
        "csrf",
        "xsrf",
        fold=True,
        widen=False,
    ),
    # A webhook's secret path (chat.example/hooks/<random>, /webhook/<random>).
    _rule(
        "hook-path",
        r"(?i)://[^\s/]+(?:/[\w.\-]+)*?/(?:hooks?|webhooks?|incoming)/"
        r"(?P<s>(?=[a-z_\-]*\d)(?=[\d_\-]*[a-z])[A-Za-z0-9_\-]{20,})(?![\w.\-])",
        "hook",
        "incoming",
        fold=True,
        widen=False,
    ),
    # SQL and shells: SQLite/SQLCipher ATTACH … KEY '…', Oracle IDENTIFIED BY … REPLACE
    # old, a shell's users.save/createUser("name", "PW") (arangosh, mongosh, neo4j).
    _rule(
        "attach-key",
        r"(?i)\battach\s+(?:database\s+)?\S+\s+as\s+\w+\s+key\s+(?P<q>['\"])(?P<s>[^'\"\n]{3,})(?P=q)",
        "attach",
        fold=True,
        widen=False,
    ),
    _rule(
        "identified-replace",
        r"(?i)\bidentified(?:\s|\\040)+by(?:\s|\\040)+\S+(?:\s|\\040)+replace(?:\s|\\040)+"
        r"(?P<q>['\"]?)(?P<s>[^\s'\";\\]+)(?P=q)",
        "identified",
        fold=True,
        widen=False,
    ),
    _rule(
        "create-user-call",
        r"(?i)\b(?:users?[\"')\]]*\.(?:save|create|add|replace|update)|create_?user|add_?user|"
        r"change_?user_?password|set_?password)\s*\(\s*(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)\s*,\s*"
        r"(?P<q>['\"])(?P<s>[^'\"\s]{6,})(?P=q)",
        ".save",
        ".create",
        ".add",
        ".replace",
        ".update",
        "createuser",
        "create_user",
        "adduser",
        "add_user",
        "changeuser",
        "change_user",
        "setpassword",
        "set_password",
        fold=True,
        widen=False,
    ),
    # Protocol transcripts: IMAP `tag LOGIN user "pw"`, RESP `AUTH\r\n$N\r\npw` in
    # strace/tcpdump payloads, `AUTH user pw` of Redis/Memcached/SMTP-like protocols.
    _rule(
        "imap-login",
        r"(?m)(?:^|\\n|\n)[A-Za-z0-9.]{1,8}[ \t]+LOGIN[ \t]+(?:\"[^\"\n]*\"|\S+)[ \t]+"
        r"(?P<s>\"[^\"\n]+\"|[^\s\"]+)",
        "LOGIN",
        widen=False,
    ),
    _rule(
        "resp-auth",
        r"(?i)(?:\b|(?<=\\n))auth(?:\\r\\n|\r\n)\$\d+(?:\\r\\n|\r\n)(?:[^\\\r\n\"]+(?:\\r\\n|\r\n)"
        r"\$\d+(?:\\r\\n|\r\n))?(?P<s>[^\\\r\n\"]+)",
        "auth\\r\\n",
        "auth\r\n",
        fold=True,
        widen=False,
    ),
    # A record printed with a connection URL, then its user and password positionally
    # (Scala case classes, Haskell Show, Python reprs: Config(jdbc:…,user,PW)).
    _rule(
        "printed-connection",
        r"(?:://|jdbc:)[^\s,()?%]+,\s*[^\s,()%]+,\s*"
        r"(?P<s>(?=[^\s,()]*[A-Za-z])(?=[^\s,()]*\d)[^\s'\"|;&,()%]{8,64})(?=\s*[,)])",
        "://",
        "jdbc:",
        widen=False,
    ),
    # Key/value element pairs: <Key>Password</Key><Value …>PW</Value> (KeePass XML),
    # <name>token</name><value>…</value>.
    _rule(
        "key-value-elements",
        r"(?i)<(?P<kt>key|name)>(?P<key>[^<\n]{1,60})</(?P=kt)>\s*<value\b[^>]*>"
        r"(?P<s>[^<]{3,500})</value>",
        "</key>",
        "</name>",
        fold=True,
        widen=False,
    ),
    # A secret manager's `show`/`get` output: the "value" member of a JSON whose id or
    # name is a secret's (Azure Key Vault …/secrets/…, Vault `data`, SecretString).
    _rule(
        "secret-manager-value",
        r"(?s)(?:/secrets/|\"SecretString\"|secret_version)[^}]{0,2000}?"
        r"\"(?:value|data|SecretString|secretString|secret_string|secretValue)\"\s*:\s*"
        r"\"(?P<s>[^\"]{6,})\"",
        "/secrets/",
        "SecretString",
        "secret_version",
        widen=False,
    ),
    _rule(
        "value-then-secret-id",
        r"(?s)\"value\"\s*:\s*\"(?P<s>[^\"]{6,})\"(?=[^{}]{0,2000}?/secrets/)",
        "/secrets/",
        widen=False,
    ),
    # Key material by the name of its object: "priv_key": {"type": …, "value": "…"}
    # (Tendermint), "private": "…" (SSB, Yggdrasil), "PrivateKey"/"secretKey" members.
    _rule(
        "private-object-value",
        r"(?i)[\"'](?:priv|private|secret)[_\-]?key[\"']\s*:\s*\{[^{}]{0,300}?[\"']value[\"']\s*:\s*"
        r"[\"'](?P<s>[A-Za-z0-9+/=_\-]{16,})[\"']",
        '"priv',
        "'priv",
        '"secret',
        "'secret",
        fold=True,
        widen=False,
    ),
    _rule(
        "private-member",
        r"(?i)[\"'](?:private|priv|secret|privatekey|private_key|secretkey|secret_key|sk|seed)"
        r"[\"']\s*:\s*[\"'](?P<s>[A-Za-z0-9+/=_\-]{32,}(?:\.[a-z0-9]+)?)[\"']",
        '"priv',
        "'priv",
        '"secret',
        "'secret",
        '"sk"',
        "'sk'",
        '"seed',
        "'seed",
        fold=True,
        widen=False,
    ),
    # Hardhat/Truffle/Foundry accounts: ["0x<64 hex>"] (private keys of signers).
    _rule(
        "accounts-hex-key",
        r"(?i)\b(?:accounts|privatekeys|private_keys|signers)\s*[:=]\s*\[[^\]]{0,400}?"
        r"[\"'](?P<s>(?:0x)?[0-9a-fA-F]{64})[\"']",
        "accounts",
        "privatekeys",
        "private_keys",
        "signers",
        fold=True,
        widen=False,
    ),
    # Output of `cat` of a file named a secret (identity.secret, *.key, priv_validator):
    # a long hex/base64 run on the following line.
    _rule(
        "cat-secret-file",
        r"(?i)\bcat +(?!\S*(?:public|\.pub\b))"  # (public.key, id_ed25519.pub: batch 12)
        r"\S*(?:\.secret|secret\.\w+|\.key|_key|privkey|private\w*|\.pem)\b[^\n]*\n"
        r"(?P<s>[^\n]*?[A-Za-z0-9+/=:_\-]{40,}[^\n]*)",
        "cat ",
        fold=True,
        widen=False,
    ),
    # Windows commands' slash flags for a password before a space (schtasks /RP, /P, /PW).
    _rule(
        "slash-password-flag",
        rf"(?i)(?<=\s)/(?:rp|p|pw|pwd|pass|passwd|password)[ \t]+(?P<q>['\"]?)(?P<s>{_PW})(?P=q)",
        "/rp ",
        "/p ",
        "/pw",
        "/pass",
        "/rp\t",
        "/p\t",
        fold=True,
        widen=False,
    ),
    # A user:password literal handed to a base64 encoder (btoa("u:p"), b64encode(b"u:p"),
    # Base64.strict_encode64("u:p"), Convert.ToBase64String(…GetBytes("u:p"))).
    _rule(
        "encoded-user-pass",
        r"(?i)\b(?:btoa|b64encode|base64_encode|encode64|strict_encode64|encodebase64|"
        r"tobase64string|encodetostring|getbytes|buffer\.from)\s*\(\s*[^\"'\n()]{0,30}?[bB]?"
        r"[\"'][^\"':\s]{1,64}:(?P<s>[^\"'\s]{4,})[\"']",
        "btoa",
        "encode",
        "tobase64string",
        "getbytes",
        "buffer.from",
        fold=True,
        widen=False,
    ),
    # A (user, password) pair given as auth: requests' auth=("u", "p"), auth: ["u", "p"].
    _rule(
        "auth-pair",
        r"(?i)\b(?:auth|basic_?auth|credentials?|creds)(?: ?[=:] ?)[\(\[]\s*[bru]?(?P<q1>['\"])"
        r"[^'\"\n]{1,64}(?P=q1)\s*,\s*[bru]?(?P<q>['\"])(?P<s>[^'\"\s]{4,})(?P=q)",
        *_AUTH_PAIR_GATES,
        fold=True,
        widen=False,
    ),
    # A prompt's command that reads or decodes a secret, and its output line (`$ kubectl
    # get secret … -o jsonpath='{.data.password}' | base64 -d` then the password).
    _rule(
        "decoded-secret-output",
        rf"(?im)^[ \t]*{PROMPT}[ \t]+[^\n]*(?:secret|passw|token|cred)[^\n]*"
        r"(?:base64[ \t]+(?:-d|-D|--decode)|jsonpath)[^\n]*\r?\n"
        rf"[ \t]*(?P<s>{_PW})[ \t]*\r?$",
        "base64 -d",
        "base64 -D",
        "base64 --decode",
        "jsonpath",
        fold=True,
        widen=False,
    ),
    # ssh-keygen's new and old passphrases (-N, -P).
    _rule(
        "ssh-keygen-passphrase",
        rf"\bssh-keygen{_ON_LINE}\s-[NP][ \t]+{_ARG}",
        "ssh-keygen",
        widen=False,
    ),
    # A password-shaped value echoed into a hashing or password tool.
    _rule(
        "echo-into-hash",
        r"\b(?:echo|printf)[ \t]+(?:-\w+[ \t]+)*(?P<q>['\"]?)"
        rf"(?P<s>{_PW})(?P=q)[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:sha\d*sum|md5sum|b2sum|"
        r"openssl[ \t]+(?:passwd|dgst)|mkpasswd|cryptsetup|gpg)\b",
        "echo",
        "printf",
        widen=False,
    ),
    # A credential type's constructor with (user, password): NetworkCredential,
    # PSCredential, UsernamePasswordCredentials, PasswordAuthentication, BasicAuth.
    _rule(
        "credential-constructor",
        r"(?i)(?:credentials?|passwordauthentication|basicauth)\w*\]?(?:::new)?[ \t]*\([ \t]*"
        r"[bru@]?(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)[ \t]*,[ \t]*[bru@]?(?P<q>['\"])"
        r"(?P<s>[^'\"\s]{4,})(?P=q)",
        "cred",
        "passwordauthentication",
        "basicauth",
        fold=True,
        widen=False,
    ),
    # An environment map indexed by a credential's name: $ENV{DB_PASS} = '…' (Perl),
    # ENV['API_KEY'] = "…" (Ruby, Julia), os.environ["TOKEN"] = "…" (Python).
    _rule(
        "env-map-assignment",
        r"(?i)\b(?:\$?env|environ) ?[\[{][ \t]*['\"]?(?P<key>\w+)['\"]?[ \t]*[\]}][ \t]*"
        r"=[ \t]*(?P<q>['\"])(?P<s>[^'\"\n]{4,})(?P=q)",
        "env[",
        "env{",
        "env [",
        "env {",
        "environ[",
        "environ {",
        "environ [",
        fold=True,
        widen=False,
    ),
    # Redis ACL files and redis.conf: `user NAME on >PASSWORD ~keys +@cmds`.
    _rule(
        "acl-user-line",
        r"(?m)^[ \t]*user[ \t]+\S+[ \t]+(?:[^\n>]*[ \t])?>(?P<s>[^\s]+)",
        "user",
        widen=False,
    ),
    # Prose (after batch 24): "bind / authenticate as <user or DN> with/using Y": a
    # directory's simple bind (or any authentication) as one name, then its password.
    _rule(
        "bind-as-using",
        r"(?i)\b(?:bind(?:s|ing)?|authenticat(?:e|es|ed|ing)|re-?authenticat(?:e|ing))"
        r"[ \t]+as[ \t]+[`'\"]?[^\s`'\"]{1,200}[`'\"]?[ \t]+(?:using|with)[ \t]+"
        rf"(?:(?:the|password|pw|pass|passphrase)[ \t]+)*[`'\"]?(?P<s>{_PW})",
        "bind",
        "authenticat",
        fold=True,
        widen=False,
    ),
    # Prose: "sign in / log in as X using/with Y" in several languages.
    _rule(
        "sign-in-as-using",
        r"(?i)\b(?:sign(?:ed)?[ \-]?in|log(?:ged)?[ \-]in|inicia(?:r)? sesi[oó]n|melde? dich)\b"
        r"[^\n]{0,60}?"
        r"\b(?:using|with|con|avec|mit|com|met|med)\b[ \t]+(?:(?:the|password|pw|pass|le|la|el|"
        rf"das|mot de passe|contraseña|passwort|senha)[ \t]+)*[`'\"]?(?P<s>{_PW})",
        "sign in",
        "sign-in",
        "signin",
        "signed in",
        "signed-in",
        "signedin",
        "log in",
        "log-in",
        "logged in",
        "logged-in",
        "sesión",
        "sesion",
        "dich",
        fold=True,
        widen=False,
    ),
)

# -- rules that need no vendor: SQL, installer files, unarmored key material -----------

CONTEXT_RULES: tuple[Rule, ...] = (
    # CREATE ROLE x PASSWORD '…', ALTER USER x IDENTIFIED BY '…', CREATE LOGIN … PASSWORD = N'…'
    _rule(
        "sql-password",
        r"(?i)(?<![A-Za-z])(?<![\s\"'(]\d)"  # (1Password "item": a product's name)
        r"(?:password|identified(?:\s|\\040)+(?:with\s+\w+\s+)?by|pragma\s+(?:re)?key)"
        r"(?:\s*=\s*|(?:\s|\\040)+)N?"
        r"(?P<q>['\"])(?P<s>[^'\"\n]{3,})(?P=q)",
        "password",
        "identified",
        "pragma",
        fold=True,
        widen=False,
    ),
    # Windows answer files: <AdministratorPassword><Value>…</Value>, <Password><Value>…
    _rule(
        "xml-value-element",
        r"(?i)<(?P<key>[\w:.-]*(?:password|passwd|secret|token|key)[\w:.-]*)\b[^>]*>\s*"
        r"<value>(?P<s>[^<\s][^<]{0,500})</value>",
        "<value>",
        fold=True,
        widen=False,
    ),
    # net use Z: \\server\share PASSWORD /user:DOMAIN\user
    _rule(
        "net-use",
        r"(?i)\bnet\s+use\s+(?:\S+:\s+)?\\\\\S+\s+(?P<s>(?![/*])\S+)",
        "net use",
        fold=True,
        widen=False,
    ),
    # PKCS#8 / PKCS#1 / SEC1 / OpenSSH private keys without their armor lines: the DER
    # prefix of a private key, and the base64 lines that follow it.
    _rule(
        "unarmored-private-key",
        r"(?:MII[A-Za-z0-9+/]{1,3}(?:IBADAN|gIBADAN|QIBADAN|IBAAKC|gIBAAKC|QIBAAKC)"
        r"|MII[A-Za-z0-9+/]{1,3}IBAzCC"  # PKCS#12 (a certificate with its key)
        r"|MHcCAQEE|MIGkAgEBBDA|MIHcAgEBBEI"  # SEC1 EC keys (P-256, P-384, P-521)
        r"|(?<![A-Za-z0-9+/])lQ[A-Za-z0-9+/]{2}BG"  # an OpenPGP secret-key packet
        r"|MIG[A-Za-z0-9+/]AgEA|MC4CAQAwBQYDK2Vw|b3BlbnNzaC1rZXktdjE)"
        r"[A-Za-z0-9+/=]*+(?:(?:\\n|\r?\n)[ \t]*[A-Za-z0-9+/=]{16,}+)*+",
        "IBADAN",
        "IBAAKC",
        "IBAzCC",
        "MHcCAQEE",
        "MIGkAgEBBDA",
        "MIHcAgEBBEI",
        "lQ",
        "AgEA",
        "MC4CAQAwBQYDK2Vw",
        "b3BlbnNzaC1rZXktdjE",
        widen=False,
    ),
    # Bitcoin WIF private keys and BIP32 extended private keys.
    _rule("xprv", r"\b[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,112}", "prv"),
    *GENERAL_RULES,
)

# JWK members that are private (RFC 7518): d, p, q, dp, dq, qi (RSA/EC/OKP), k (oct).
JWK_PRIVATE = re.compile(
    r"[\"'](?:d|p|q|dp|dq|qi|k)[\"']\s*:\s*[\"'](?P<s>[A-Za-z0-9_\-+/=]{16,})[\"']"
)
# A seed phrase after the words that name one: 12 to 24 lowercase words.
SEED_PHRASE = re.compile(
    r"(?i)\b(?:mnemonic|seed(?:\s+phrase|\s+words)?|recovery\s+(?:phrase|words|seed)|"
    r"backup\s+phrase|secret\s+phrase|wallet(?:\s+(?:words|phrase|seed))?|(?:backup|secret)\s+words)\b[^\n\w]{0,40}?(?:\([^)\n]{0,40}\)[^\n\w]{0,6})?"
    r"[\"']?(?P<s>[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,23})\b"
)
# A private key in hex (0x + 64) where the line names a wallet, a signer or a private key.
HEX_PRIVATE_KEY = re.compile(r"(?<![0-9A-Za-z])(?:0x)?(?P<s>[0-9a-fA-F]{64})(?![0-9A-Za-z])")
HEX_KEY_CONTEXT = re.compile(
    r"(?i)wallet|signer|priv(?:ate)?[_\s-]?key|privkey|secret|from_key|fromprivatekey|mnemonic"
)
# Bitcoin WIF private keys (base58, 51 or 52 characters).
WIF = re.compile(
    r"(?<![A-Za-z0-9])(?:5[HJK][1-9A-HJ-NP-Za-km-z]{49}|[KL][1-9A-HJ-NP-Za-km-z]{51})"
    r"(?![A-Za-z0-9])"
)
