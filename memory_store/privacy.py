"""The privacy filter: private blocks and secrets become ``[REDACTED]``.

It runs wherever text enters the store (content, metadata keys and values, session ids,
sources) and on what a summarizer reads. What counts as a secret:

- the regex plugins of the maintained ``detect-secrets`` library (never its entropy
  plugins: they flag ordinary code);
- the shapes secrets take (:mod:`supermemory_local.store.secret_rules`): tokens known by their
  prefix, key and certificate blocks, credential files by their format, credentials in
  URLs, command-line flags and headers;
- values assigned to a key that names a secret (``DB_PASSWORD=…``, ``"api_key": "…"``,
  ``password: …``, ``client-key-data: …``) in env, YAML, TOML, JSON, INI and shell, unless
  the value is code (``password=password)``), a reference (``${DB_PASSWORD}``) or a
  placeholder, and unless the key describes a secret rather than holds it
  (``secretName``, ``PASSWORD_RESET_TIMEOUT``, ``passwordPolicy``);
- detection that needs no vendor: a value after a word or flag that names a credential
  in any syntax (prose, flags, a positional argument after login/auth, headers of any
  scheme, query parameters, SQL, XML, ``key value`` lines), scored by its shape (length,
  kinds of characters, entropy, not a word, a path, code or a placeholder); long random
  runs with no word before them; unarmored key material (PKCS#8/PKCS#1/OpenSSH bodies,
  JWK private members, seed phrases, WIF and hex wallet keys); arguments of a connect or
  login call and SQL parameters printed in a stack trace; the same after joining lines a
  secret was split across (backslash-newline continuations, adjacent string literals, wrapped runs);
- a token judged by its shape wherever it stands (length, kinds of characters,
  entropy, an invented vendor's prefix), with an explicit list of the benign shapes
  transcripts are full of (UUIDs, digests, integrity hashes, data: URIs, base64 of text,
  public keys, addresses, API object ids, ids named as such); what a generator printed;
  a password by its shape alone; numeric codes; credential words of other languages;
  service formats (plist pairs, SNMP, ``var_dump``, name/value pairs, …);
- never: placeholders (``YOUR_API_KEY``, ``<token>``, ``xxx``, ``changeme``, ``${VAR}``,
  ``Read-Host``, ARNs);
- the user's ``privacy.extraPatterns``.

How well this generalizes is measured on held-out batches written before the rules were
changed for them: ``python -m bench.heldout_bench`` (bench/heldout/RESULTS.md).

Speed (none of it changes a result; ``gated=False`` is the reference): every rule has
gates (literal strings one of which a match contains); each text is searched for the
gates once, together with the words the layers wait for (``_LAYER_WORDS``), and only the
rules and layers whose words occur run. On a long text a rule whose regex cannot take a
newline (``_line_reach``, worked out from the regex) is searched only on the lines of its
gates. A context word's window is read only when a token in it is long enough to be
taken (``_least_taken``: 16 characters after a weak word other than a sign-in's). A
layer's pattern that ``re`` would try at every character is tried where the strings
its matches begin with stand (found with the gates, as ``_CJK_LABEL_WORDS``, or with
``str.find``, as ``_login_calls``). ``_MEMO`` keeps what was found for the texts seen
last. A span several rules found is judged once per call, and what a judge learns about
the whole text is kept for the text judged last (``_facts``).
"""

from __future__ import annotations

import ipaddress
import os
import re
import string
from base64 import b64decode
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import pairwise
from operator import sub as _minus
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from ahocorasick_rs import AhoCorasick, Implementation

from supermemory_local.config import PrivacySettings
from supermemory_local.store import secret_rules as sr
from supermemory_local.store.prescan import (
    OTHER_FOLDS,
    Scan,
    WordScan,
    folded_in_place,
    folds_in_place,
    start_words,
    tried_at,
)

REDACTED = "[REDACTED]"

# -- private blocks -------------------------------------------------------------------

# <private>, </private>, < private note="x" >, </ PRIVATE >, and their HTML-escaped forms
# (numeric entities with or without their ';', as HTML reads them).
_LT = (
    r"(?:&(?:amp;)*#0*60(?!\d);?|&(?:amp;)*#x0*3c(?![0-9a-f]);?"
    r"|\\+u003c|%(?:25)*3c|&(?:amp;)+lt;|\\+x3c|＜|=3c|\\+0?74"
    # written after batch 10: a named entity without its ';' (HTML reads &ltprivate&gt),
    # the 8-digit and braced escapes (Python \U0000003c, JS/Rust/Swift \u{3c}, Perl
    # \x{3c}), JavaScript's old %u003c
    r"|&(?:amp;)*lt(?![a-z0-9]*;)|\\+U0000003c|\\+[ux]\{0*3c\}|%u003c"
    r"|\\+u0026(?:#0*60(?!\d)|#x0*3c(?![0-9a-f])|lt);?)"  # an entity JSON-escaped (batch 9)
)
_GT = (
    r"(?:&(?:amp;)*#0*62(?!\d);?|&(?:amp;)*#x0*3e(?![0-9a-f]);?"
    r"|&(?:amp;)*gt;|>|\\+u003e|%(?:25)*3e|\\+x3e|＞|=3e|\\+0?76"
    r"|&(?:amp;)*gt(?![a-z0-9]*;)|\\+U0000003e|\\+[ux]\{0*3e\}|%u003e"
    r"|\\+u0026(?:#0*62(?!\d)|#x0*3e(?![0-9a-f])|gt);?)"
)
_SLASH = (
    r"(?:/|&(?:amp;)*#0*47(?!\d);?|&(?:amp;)*#x0*2f(?![0-9a-f]);?"
    r"|\\+u002f|%(?:25)*2f|\\+/|=2f|\\+0?57|\\+u0026#(?:0*47(?!\d)|x0*2f(?![0-9a-f]));?"
    r"|\\+U0000002f|\\+[ux]\{0*2f\}|%u002f)"
)
_PRIVATE_TAG = re.compile(
    r"<\s*(?P<close>\\?/)?\s*private\b(?![.\-])[^<>]{0,200}>"
    r"|&lt;\s*(?P<eclose>/)?\s*private\b(?![.\-]).{0,200}?&gt;"
    # numeric HTML entities (&#60;private&#62;, &#x3c;/private&#x3e;), escaped twice
    # (&amp;#60;, %253C, \\u003c), JSON and C escapes, full-width brackets
    rf"|{_LT}\s*(?P<nclose>{_SLASH})?\s*private\b(?![.\-])[^<>]{{0,200}}?{_GT}",
    re.IGNORECASE,
)
_TAG_END = re.compile(rf"{_GT}\Z", re.IGNORECASE)


# <private>…</private> written as an example: nothing inside to hide (batch 14)
_EMPTY_BLOCK = re.compile(r"<private>[ \t]*(?:\u2026|\.\.\.)?[ \t]*</private>", re.IGNORECASE)


def _closes(tag: re.Match[str]) -> bool:
    return bool(tag.group("close") or tag.group("eclose") or tag.group("nclose"))


def _quoted_tag(text: str, tag: re.Match[str]) -> bool:
    mark = text[tag.start() - 1 : tag.start()]
    return mark in ("`", '"', "'") and text[tag.end() : tag.end() + 1] == mark


def _named_tag(text: str, tags: list[re.Match[str]], i: int) -> bool:
    """A tag *named* in documentation, not a block's edge (batches 14 and 15): written as
    code or quoted (`` `<private>` ``, ``"</private>"``), or, in a text that names the tag
    so, an opening tag that nothing after it closes ("escaped forms like &lt;private&gt;")."""
    tag = tags[i]
    if _closes(tag):
        return False  # (a quoted closing tag with no block open: _private_spans)
    if _quoted_tag(text, tag):
        return i + 1 == len(tags) or not _closes(tags[i + 1])
    if any(_closes(later) for later in tags[i + 1 :]):
        return False
    if _DESCRIBED_KEY.fullmatch(tag.group()):
        return True  # <private key from the dashboard>: a placeholder describing a value
    return any(_quoted_tag(text, other) for other in tags)


# Written after batch 16: "private" as the adjective of a credential's noun, with words
# and no attribute after it, never closed: a placeholder that describes a value
# (``KEY=<private key from the dashboard>``), not a block's start.
_DESCRIBED_KEY = re.compile(
    r"(?i)<[ \t]*private[ \t]+(?:key|token|password|secret|api[ _\-]?key|signing|ssh)\b[^=<>\"']*>"
)


def _private_spans(
    text: str, low: str, depth: int = 0, *, masks: bool = True
) -> tuple[list[tuple[int, int]], int]:
    """The private blocks, and how deep inside one the text ends (0: outside).

    Nested blocks count as one; an unclosed block runs to the end; a closing tag without
    its opening one (the start was cut off) hides everything before it. ``depth`` > 0:
    the text starts inside a block (opened in an earlier message). ``masks``: no later
    message closes a block, so a logger's ``<private>`` mask may be read as one.
    """
    if "private" not in low:
        return ([(0, len(text))] if depth and text else []), depth
    spans: list[tuple[int, int]] = []
    start = 0
    tags = list(_PRIVATE_TAG.finditer(text))
    for i, tag in enumerate(tags):
        if _named_tag(text, tags, i):
            continue
        if masks and depth == 0 and _logged_mask(text, tags, i):
            continue
        if _closes(tag):
            if depth == 0 and _quoted_tag(text, tag):
                continue  # "`</private>` ends a block": named, nothing before it to hide
            if depth == 0:
                spans.append((spans[-1][1] if spans else 0, tag.end()))
            else:
                depth -= 1
                if depth == 0:
                    spans.append((start, tag.end()))
        elif not _TAG_END.sub("", tag.group()).rstrip().endswith("/"):  # <private/> hides nothing
            if depth == 0:
                start = tag.start()
            depth += 1
    if depth:
        spans.append((start, len(text)))
    spans = [span for span in spans if not _EMPTY_BLOCK.fullmatch(text, *span)]
    return spans, depth


# Written after batch 27: Apple's unified log (and loggers like it) prints ``<private>``
# in place of a value it withholds (``token=<private>``). A bare ``<private>`` right after
# a name's ``=`` or ``: ``, ending there (a blank, a line's end, ``,`` ``;`` ``)`` ``]``
# ``}``), on a logged line (a clock time before it on its line), outside any block, and
# closed by nothing later in the text (nor, for a history, in a later message) hides
# nothing: it is the mask itself. A real block (``<private>…</private>``), a block that
# spans messages, or a tag anywhere else still hides to its end.
_MASK_TAG_BEFORE = re.compile(r"[\w\]\"')](?:=|:[ \t]?)\Z")
_MASK_TAG_AFTER = re.compile(r"[ \t,;)\]}]|\r?\n|\Z")
_CLOCK_TIME = re.compile(r"(?<!\d)\d{1,2}:\d{2}:\d{2}(?!\d)")


def _logged_mask(text: str, tags: list[re.Match[str]], i: int) -> bool:
    tag = tags[i]
    if tag.group() != "<private>" or any(_closes(later) for later in tags[i + 1 :]):
        return False
    return (
        _MASK_TAG_BEFORE.search(text, max(0, tag.start() - 3), tag.start()) is not None
        and _MASK_TAG_AFTER.match(text, tag.end()) is not None
        and _CLOCK_TIME.search(text, text.rfind("\n", 0, tag.start()) + 1, tag.start()) is not None
    )


def _closes_a_block(text: str) -> bool:
    """Does ``text`` hold a closing private tag (a block opened earlier may end here)?"""
    low = text.lower()
    return "private" in low and any(_closes(tag) for tag in _PRIVATE_TAG.finditer(text))


# -- keys that name a secret ----------------------------------------------------------

_KEY_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_SECRET_WORDS = frozenset(
    {
        "password", "passwd", "passphrase", "pwd", "pass", "pw", "secret", "token",
        "apikey", "credential", "credentials", "creds", "cred", "auth", "authtoken",
        "authorization", "sas", "sig", "signature", "dsn", "privatekey",
        "bearer", "jwt", "hmac", "psk", "preshared",
        "authtok", "passkey",  # (after batch 20: a token's short form, a pass key)
    }
)  # fmt: skip
# "key" names a secret only after one of these (api_key, client-key-data, MASTER_KEY).
_KEY_QUALIFIERS = frozenset(
    {
        "api", "access", "private", "secret", "signing", "sign", "encryption", "encrypt",
        "decryption", "master", "license", "licence", "account", "client", "app", "service",
        "deploy", "ssh", "auth", "session", "storage", "subscription", "shared", "preshared",
        "crypt", "admin", "server", "write", "ingest", "sdk", "consumer", "hmac", "jwt",
        "management",  # (after batch 26: a management key administers the project)
        "webhook", "root", "primary", "secondary", "live", "prod", "dev", "test", "rest",
        "secrets", "sealing", "unseal", "recovery", "validation", "machine",
    }
)  # fmt: skip
# The last word of a key that describes a secret instead of holding it.
_DESCRIBING = frozenset(
    {
        "env", "var", "variable", "name", "names", "file", "files", "path", "paths", "dir",
        "id", "ids", "len", "length", "type", "types", "hint", "prompt", "field", "fields",
        "header", "headers", "min", "max", "count", "timeout", "ttl", "expiry", "expires",
        "expiration", "age", "lifetime", "policy", "policies", "rule", "rules", "strength",
        "complexity", "reset", "validator", "validation", "regex", "pattern", "format",
        "label", "placeholder", "help", "message", "error", "errors", "mode", "version",
        "provider", "providers", "store", "manager", "backend", "source", "ref", "helper",
        "helpers", "process", "command", "cmd", "url", "uri", "endpoint", "domain", "host",
        "hosts", "port", "method", "scheme", "realm", "enabled", "required", "flow",
        "strategy", "service", "server", "plugin", "config", "configuration", "settings",
        "option", "options", "template", "prefix", "suffix", "algorithm", "alg", "size",
        "bits", "rate", "limit", "limits", "retries", "attempts", "interval", "delay",
        "window", "schema", "class", "module", "location", "kind", "usage", "scope",
        "scopes", "audience", "issuer", "expire", "at", "time", "date", "duration",
        "seconds", "ms", "secs", "days", "hours", "minutes", "number", "index", "level",
        "status", "state", "visible", "visibility", "input", "button", "link", "page",
        "form", "view", "route", "handler", "screen", "component", "dialog", "icon",
        "changed", "set", "exists", "present", "less", "based", "protected",
        "vault", "ring", "chain", "pair", "list", "map", "lookup", "loader", "reader",
        "parser", "generator", "rotation", "rotated", "model", "encryption", "authentication",
        "hashing", "algorithms",
        "models", "user", "users", "group", "groups", "role", "roles", "backends",
        # where a secret is kept or how it is labelled (secretNamespace, token_region):
        # written after batch 8
        "namespace", "namespaces", "mount", "volume", "selector", "annotation",
        "annotations", "labels", "description", "desc", "comment", "note", "notes", "title",
        "tag", "tags", "region", "zone", "project", "bucket", "table", "column", "owner",
        "engine", "engines", "ttl_days", "interval_days", "backend_type",
        # who sends or receives it ($wgPasswordSender: an e-mail address; batch 11)
        "sender", "recipient", "recipients", "address", "email", "mail", "from", "to",
    }
)  # fmt: skip
# (after batch 32) A unit after a word that describes (``token_expiry_sec``,
# ``session_key_ttl_min``): the key holds a quantity of it, as ``token_expiry`` does.
_UNIT_WORDS = frozenset(
    {"sec", "secs", "s", "msec", "millis", "us", "min", "mins", "h", "hr", "hrs", "d", "kb", "mb"}
)
_COMPACT_SECRET = re.compile(
    r"password|passwd|passphrase|secret|apikey|privatekey|accesskey|secretkey|authkey"
    r"|masterkey|signingkey|credential|token(?![a-z])"
    r"|^(?:ssh|db|pg|my|sql|root|admin|user|app|smtp|mail|ftp|redis|vault|ldap|bind)pass$"
    # a short word and a short form of password: smbpass, imappwd, wifipass (not bypass)
    r"|^(?!(?:by|com|sur|tres|over|under|encom)pass$)[a-z]{2,8}(?:pass|pwd|passwd)$"
)


# A word for a secret before "key": the key's name in a secret store (Helm's
# secretKeys.adminPasswordKey: postgres-password), not a key. Written after batch 8.
# ("secret key", "private key", "api key" are keys: not here.)
_NAMING_WORDS = frozenset({"password", "passwd", "pwd", "token", "credential", "credentials"})
_PAGING = frozenset({"page", "next", "continuation", "sync", "cursor", "resume", "pagination"})


def _random_name(key: str, words: list[str]) -> bool:
    """Does a would-be name look random (``xPwQ7zK9``: mixed case with digits, 8+
    characters, three or more one-letter parts, 3 bits of entropy)? A name is made of
    words (``db2Password``, ``s3SecretKey``); a random run is a value, whatever
    fragment of a credential's word its case changes cut out of it (``Pw``)."""
    if len(key) < 8 or sum(len(w) == 1 and w.isalpha() for w in words) < 3:
        return False
    has = (any(map(str.islower, key)), any(map(str.isupper, key)), any(map(str.isdigit, key)))
    if not all(has) or _entropy(key) < 3.0:
        return False
    # (a whole credential's word is no fragment: ``aB3cD4Password`` is named)
    return not any(len(w) >= 5 and w.lower() in _SECRET_WORDS for w in words)


@cache
def is_secret_key(key: str) -> bool:
    """Does this key hold a secret (``DB_PASSWORD``, ``apiKey``, ``client-key-data``),
    rather than name or describe one (``api_key_env``, ``secretName``)? A credential's
    word counts as one of the key's parts (split at ``_``, ``-``, ``.``, case changes and
    digits: ``dbPw``, ``DB_PW``, ``smtp-pw``), and a key that looks random is no name."""
    raw = _KEY_WORD.findall(key)
    if not raw or _random_name(key, raw):
        return False
    words = [w.lower() for w in raw]
    if len(words) >= 2 and words[-1] == "id" and words[-2] in ("secret", "key"):
        return words[-2] == "secret" or "private" in words  # Vault secret_id, private_key_id
    if words[-1] in _DESCRIBING and not (
        words[-1] == "list" and len(words) >= 2 and words[-2] in _SECRET_WORDS
    ):
        return False  # (a list of passphrases holds them: certificate_passphrase_list)
    if "existing" in words:
        return False
    if len(words) >= 3 and words[-1] in _UNIT_WORDS and words[-2] in _DESCRIBING:
        return False  # token_expiry_sec, password_ttl_s: a quantity in a unit
    if words[-1] in ("key", "keys") and len(words) >= 2 and words[-2] in _NAMING_WORDS:
        return False  # adminPasswordKey, tokenKey: the name of the key that holds it
    if words[-1] == "token" and len(words) >= 2 and words[-2] in _PAGING:
        return False  # nextPageToken, continuation_token: a cursor
    for i, word in enumerate(words):
        if word in _SECRET_WORDS:
            return True
        if word in ("key", "keys") and i > 0 and words[i - 1] in _KEY_QUALIFIERS:
            return True
        if word == "certificate" and words[-1] == "data":  # kubeconfig client-certificate-data
            return True
    return len(words) == 1 and bool(_COMPACT_SECRET.search(words[0]))


# -- values: code, references and placeholders are not secrets ------------------------

_REFERENCE = re.compile(
    r"\$\{[^}]*\}|\$\([^)]*\)|\$[A-Za-z_]\w*|%[A-Za-z_]\w*%|\{\{[^}]*\}\}|%\([^)]*\)s"
    r"|<[^>]*>|\[[A-Z_ ]+\]|env:[A-Za-z_]\w*|&&?[A-Za-z_]\w*"  # &name: a SQL*Plus variable
    # Variable indirections of other shells, CI systems and template languages (written
    # after batch 8): ${{ secrets.X }} (GitHub Actions), $env:X / $Env:X (PowerShell),
    # #{X} (Ruby, Octopus), !X! (cmd delayed expansion), $$X (compose's escaped $),
    # %env.X% (TeamCity), @@x / @x_y (SQL session and user variables)
    r"|\$\{\{[^}]*\}\}|\$(?i:env):[A-Za-z_][\w.]*|#\{[^}]*\}|![A-Za-z_]\w*!|\$\$[A-Za-z_]\w*"
    r"|%[A-Za-z_][\w.]*%|@@?[a-z]+(?:_[a-z]+)+|@@[A-Za-z_]\w*"
    r"|%[a-z]+:[^%\s\"']+%"  # %vault:kv/data/x!/password% (TeamCity's remote parameters)
    r"|\{\{[^\n]*?\}\}"  # {{resolve:secretsmanager:${Arn}:SecretString:password}}: nested
    r"|ENC\[[A-Z0-9_]+,[^\]\n]*\]"  # SOPS: ENC[AES256_GCM,data:…,type:str]: ciphertext
    # Written after batch 9: Grafana's $__file{…}/$__env{…}/$__vault{…}, a command
    # substitution of PowerShell ((Get-Credential …), (Read-Host …)), Hiera-eyaml's
    # ENC[PKCS7,…] however it is wrapped
    r"|\$__[a-z]+\{[^}\n]*\}|\((?i:get-credential|read-host|get-secret|get-content)\b[^)]*\)?"
    r"|ENC\[(?:PKCS7|GPG),[\s\S]*"
    # Written after batch 11: Symfony's %env(resolve:X)% / %env(file:X)%, LiteLLM's
    # os.environ/X (an environment variable named in a config value)
    r"|%env\([^)\n]*\)%|os\.environ/[A-Za-z_]\w*"
    # Written after batch 11: a lookup written as a call (env(X), getenv("X"),
    # secret('x'), vault("path"), file("…"), Terraform's var.x / local.x)
    r"|(?i:env|getenv|secrets?|vault|file|lookup|var)\(\s*[\"']?[A-Za-z_][\w.:/\-]*[\"']?\s*\)"
    # CloudFormation's short forms: !Ref Param, !GetAtt Res.Attr, !ImportValue X, !Sub '…'
    r"|!(?:Ref|GetAtt|ImportValue|FindInMap|Sub)[ \t]+[^\n]*"
)
_IDENTIFIER_PATH = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")
_CODE_FOLLOWERS = frozenset("(),[|+*/%!?")
_CODE_WORDS = frozenset({"or", "and", "if", "else", "in", "is", "not", "as", "for"})
_NON_SECRETS = frozenset(
    {
        "none", "null", "true", "false", "yes", "no", "on", "off", "nil", "undefined", "str",
        "bytes", "string", "int", "bool", "boolean", "any", "object", "number", "optional",
        "enabled", "disabled", "required", "redacted", "hidden", "masked", "secret",
        "password", "token", "sensitive", "text", "unknown", "empty", "self",
        "this", "new", "await", "return", "function", "lambda", "def", "const", "let", "var",
        "1password", "lastpass", "bitwarden", "keepass", "keepassxc", "dashlane",
        # hash algorithms and name-service sources (nsswitch ``passwd: files systemd``)
        "md5", "sha1", "sha256", "sha512", "bcrypt", "scrypt", "argon2", "argon2i",
        "argon2id", "pbkdf2", "yescrypt", "plain", "plaintext", "files", "systemd", "sss",
        "ldap", "nis", "compat", "winbind",
        # where a tool reads the secret from (keytool -storepass:env VAR, -passin stdin)
        "env", "stdin", "prompt", "file", "fd", "keychain", "interactive", "ask",
        # prose after a flag's name (Using --password via the CLI is insecure): words
        # of a sentence, never a value (written after batch 8)
        "via", "the", "and", "for", "from", "with", "instead", "only", "must", "should",
        "will", "was", "are", "not", "when", "which", "that", "then", "but", "has", "have",
        "been", "flag", "option", "argument", "parameter", "value", "field", "variable",
        "environment", "omitted", "given", "set", "unset", "requires", "expects",
        "takes", "accepts", "needs", "cannot", "missing", "specified", "provided",
        "ignored", "deprecated", "supplied", "defaults",
    }
)  # fmt: skip
_PATH_VALUE = re.compile(r"(?:~|\.{1,2})?/[\w.\-/@+~]*|[A-Za-z]:\\[\w.\-\\ ]*")
_UNQUOTED = re.compile(r"[^\s\"'`,;&()<>{}\[\]|]+")
_LINE_PREFIX = re.compile(r"[ \t]*(?:-[ \t]+|export[ \t]+|set[ \t]+|ENV[ \t]+|\$env:)?[\"']?")


# Words that stand for a secret in examples and docs: YOUR_API_KEY, <token>, xxx, changeme,
# REPLACE_ME, an env var's name, a PowerShell prompt, an ARN (names a secret, holds none).
_PLACEHOLDER = re.compile(
    # your_password_here, YOUR_API_KEY, my-token: "your"/"my" and words that describe the
    # slot; with a digit it is a password someone chose (mySecretPass123; after batch 11)
    r"(?i)(?:your|my)[_\-. ]?[A-Za-z_\-. ]*|[\w\-.]*(?:_here|-here)|"
    # an instruction to fill the slot: the verb, then words (no digit: Replace-athlete65 is
    # a password someone chose, as mySecretPass123 is), joined or as a phrase that names
    # the slot (REPLACE_ME, replace-with-real-key, "Replace with your key"; gaps round 5)
    r"(?:replace|change|fill|insert|enter|put|add|paste|set)"
    r"(?:[_\-]?(?:me|it|this|here)|[_\-][A-Za-z][A-Za-z_\-]*"
    r"|(?:[ ][a-z]+){0,4}[ ](?:your|here|real|actual|own|key|token|password|secret|value)"
    r"(?:[ ][a-z]+){0,4})|changeit|x{3,}[\w\-]*|"
    r"\*+|\.{2,}|todo|tbd|fixme|placeholder\w*|dummy\w*|example\w*|sample\w*|"
    r"\(?(?:read-host|get-credential|convertto-securestring|get-secret)\b.*|arn:[\w\-]+:.*|"
    # framework defaults that say to change them (Strapi's toBeModified, to-be-replaced)
    r"(?:to[_\-]?be[_\-]?|please[_\-]?)?(?:modified|changed|replaced|filled|set)\d*|"
    r"tobemodified\d*|changeme\d*|change[_\-]?me[_\-]?\w*|secret[_\-]?change[_\-]?me\w*|"
    r"(?:abc|foo|bar|test|fake|demo)(?:123|xyz|bar|baz)?|"
    r"[A-Za-z0-9_\-]{1,16}(?:\.{2,}|…)|"  # sk_live_..., sk-…: a prefix and an ellipsis
    r"\d{1,6}(?:ms|s|m|h|d|w|y)|@(?:keychain|env):[\w.\-]+|"  # 15m: a duration; altool refs
    r"[0-9]{0,3}(?:x{3,}|\*{3,})[0-9]{0,4}"
)
_ELIDED = re.compile(r"(?i)(?<![a-z])(?:redacted|masked|elided|omitted|censored|hidden)(?![a-z])")
_SEMICOLON_SPEC = re.compile(r"(?:[a-z]{1,3}=[^;=\s]*;[ \t]*)+[a-z]{1,3}=[^;=\s]*;?")
_SECRET_OBJECT_NAME = re.compile(
    # (maybe after a secret manager's path: buildkite/npm-token; written after batch 10)
    r"(?:[a-z][\w.\-]*/)*(?:"
    r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*-(?:secret|secrets|creds|credentials|token|tokens|keys?)"
    # the name of a key or field that holds a password (postgres-password, db_password,
    # @repl_password, :new_pwd): where a secret lives, not the secret (written after batch 8)
    r"|[@:]?[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*[-_.]"
    r"(?:password|passwd|pwd|passphrase|pass|secret|token|api[-_]?key|credentials?))"
)
_CALL_CHAIN = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\(.*")
_TIMESTAMP = re.compile(
    r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+\-]\d{2}:?\d{2})?)?"
)
# References to a secret manager's entry, not its value (written after batch 8): Azure App
# Service's @Microsoft.KeyVault(…), vault:path#field, vals' ref+…://, secretsmanager:…,
# Doppler/Infisical/Bitwarden secret references, AWS SSM parameter paths.
_MANAGER_REFERENCE = re.compile(
    r"(?i)@Microsoft\.KeyVault\([^)]*\)|(?:vault|ref\+[a-z0-9]+|secretsmanager|ssm|awssm|gcpsm"
    r"|azkv|sops|doppler|infisical|bws|kms|gcp:secretmanager|projects/[\w\-]+/secrets"
    r"|op(?=://))"
    r"(?::|://|/)[\w./#:@\-]+"
)
# How a value that is a reference or a template's slot begins (``$VAR``, ``%VAR%``,
# ``{{ slot }}``, ``<your-key>``): never the literal it stands for.
_REFERENCE_STARTS = ("$", "%", "{", "<")
_ENV_NAME = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")  # API_KEY, DB_PASSWORD: a name
_ENV_GLOB = re.compile(r"[A-Z]{2}[A-Z0-9]*(?:_[A-Z0-9]+)*_\*")  # TF_VAR_*: a pattern of names
_CODE_RECEIVER = re.compile(
    r"(?:self|this|os|process|settings|config|cfg|conf|env|args|opts|options|params|props"
    r"|ctx|context|request|req|app|secrets|vars|inputs|values|credentials|creds|auth)"
    r"(?:\.[A-Za-z_][A-Za-z0-9_]*)+"
)
_FILE_REFERENCE = re.compile(r"@(?:~|\.{1,2})?/?[\w.\-/]*\.[A-Za-z]{1,5}|@-|@/[\w.\-/]+")
_DIGEST_VALUE = re.compile(r"(?i)(?:sha(?:1|224|256|384|512)|md5|blake2[bs]?|sha3-\d+)[:\-=]")
_SPEC_LIST = re.compile(r"(?:[a-z][\w.\-]*=[^,=\s]*,)+[a-z][\w.\-]*=[^,=\s]*")
_NAME_PATH = re.compile(r"[\w.\-]+:(?:/|~/|\./)[\w./\-]*")
_NAMED_SECRET = re.compile(r"[a-z]+(?:[A-Z][a-z]+)*(?:Password|Passwd|Secret|Token|Key|Pass|Pwd)")
_WORD_LIST = re.compile(r"(?:[A-Z][a-z]+)+(?:,(?:[A-Z][a-z]+)+)+")
_VERSION = re.compile(r"v?\d{1,4}(?:\.\d{1,4}){1,3}(?:[\-+][a-z]+\d*)?")
_YAML_TAG_ONLY = re.compile(r"!!?[A-Za-z][A-Za-z_]*")
_TYPE_NAME = re.compile(r"\[?(?:[A-Z][a-z][A-Za-z]*|ID)!?\]?!")  # String!, [ID!]!
_SASL_MECHANISM = re.compile(
    r"X-?OAUTH2?|OAUTHBEARER|CRAM-MD5|DIGEST-MD5|SCRAM-SHA-\d+(?:-PLUS)?|GSSAPI|NTLM|EXTERNAL"
    r"|ANONYMOUS|GS2-KRB5|XOAUTH"
)
_ENV_PATH = re.compile(r"(?:\$[A-Z_][A-Z0-9_]*|\$\{[A-Za-z_]\w*\})[/\\][\w.\-/\\]*")
# Written after batches 10 and 11: the next option of a command (``set KEY --profile x``:
# the value is prompted for), a chat channel (``ask in #qa-access``)
_LONG_OPTION = re.compile(r"--[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:=[\w.\-/]*)?")
_CHANNEL = re.compile(r"#[a-z]{2,}(?:[\-_](?:[a-z]+|[0-9]+|[a-z0-9]{1,4}))*")


def _random_after_xs(value: str) -> bool:
    """(after batch 22) ``Xxxd9m-VZLYuQt``: a password that happens to start with three x's.
    A filler's rest (``xxx_token``, ``XXXX-XXXX-1234``) never mixes both cases and a digit
    in eight or more characters."""
    if value[:3].lower() != "xxx":
        return False
    rest = value.lstrip("xX")
    return (
        len(rest) >= 8
        and any(c.isupper() for c in rest)
        and any(c.islower() for c in rest)
        and any(c.isdigit() for c in rest)
    )


def _code_reference(value: str) -> bool:
    """``self.token``, ``process.env.API_KEY``: a receiver and names (``env.<random run>``
    is a secret with a prefix, not a reference)."""
    return bool(_CODE_RECEIVER.fullmatch(value)) and not any(map(_random_segment, value.split(".")))


_MASK_RUN = re.compile(r"\*{3,}|•{3,}")
# The symbols a drawn key is made of (Django's ``!@#$%^&*(-_=+)``) and no code's call
# arguments or mask's hint hold (gaps round 9: ``_random_hint``, ``_drawn_arguments``).
# Unlike ``_DRAWN_SYMBOLS`` (what no host, port or path holds), no brackets or quotes:
# those are code's own.
_DRAWN_KEY_SYMBOLS = frozenset("%*!#^&+~|$")


def _random_hint(part: str) -> bool:
    """Eight or more visible characters in one run (no blank) whose letters and digits
    switch often (once in six of them or more, twice at least; symbols between them
    aside): a random run of the value's own, not a mask's hint (a vendor's prefix, a last
    four, a user before ``@corp.io``, a host after ``:***@``, the lines around a masked
    line)."""
    if len(part) < 8 or any(c.isspace() for c in part):
        return False
    letters_and_digits = [c for c in part if c.isalnum()]
    switches = sum(a.isdigit() != b.isdigit() for a, b in pairwise(letters_and_digits))
    if switches >= 2 and switches * 6 >= len(letters_and_digits):
        return True
    # (gaps round 9) or three symbols or more of those a drawn key holds between them
    # (``(m1082445=$7$78+33$f``: mostly digits; a hint's symbols are - _ . @ : /)
    return len(_DRAWN_KEY_SYMBOLS.intersection(part)) + ("=" in part) + ("(" in part) >= 3


def _masked(value: str) -> bool:
    """(after gaps round 4) ``***``, ``sk-proj-****abcd``, ``a***@corp.io``, ``••••``: stars
    or dots stand where the characters were. A value with a random run on both sides of its
    stars (a Django key drawn from ``!@#$%^&*(-_=+)``) is a secret whose own characters
    include stars, not a mask."""
    if "***" not in value and "•••" not in value:
        return False
    return sum(map(_random_hint, _MASK_RUN.split(value))) < 2


_COMMAND_WORD = re.compile(r"[A-Za-z_][\w.\-]*")  # (``$(cat``: a blank cut it there)


def _my_by_chance(value: str) -> bool:
    """A drawn value that starts with "my" or "your" by chance (``MyuzRkSu``, ``myzephwGW``):
    letters of both cases after it, in pieces one or two letters long or holding a pair of
    letters no English word holds, where a slot's words are words (``myApiKey``); a rest
    in one case (``my-aaa``, ``YOUR_API_KEY``) or holding a separator stays a slot's."""
    low = value.lower()
    for word in ("your", "my"):
        if low.startswith(word):
            rest = value[len(word) :]
            if rest.islower() or rest.isupper() or not rest.isalpha():
                return False  # (my-aaa, YOUR_API_KEY: one case is a slot's, as it was)
            pieces = _PIECE.findall(rest)
            if not pieces or sum(map(len, pieces)) < 3 * len(pieces):
                return bool(pieces)
            return _odd_pairs(pieces)[0] > 0  # (or a pair of letters no word holds)
    return False


def is_placeholder(value: str) -> bool:
    """``${DB_PASSWORD}``, ``{{ secret }}``, ``<your-key>``, ``...``, ``null``, ``YOUR_API_KEY``,
    ``changeme``, ``xxx``, ``Read-Host``, an ARN: nothing to hide."""
    stripped = value.strip().strip("\"'")
    if len(stripped) < 3 or stripped.lower() in _NON_SECRETS or _REFERENCE.fullmatch(stripped):
        return True
    # Written after batch 8: a usage line's [PASSWORD] / <TOKEN> / {KEY}, a TypeScript
    # non-null assertion (process.env.KEY!), a masked or elided value (a***@x.io,
    # sk-...redacted..., ••••), a list of k=v pairs joined by ';' (a DKIM signature header)
    core = stripped.strip("[]<>{}")
    if core.lower() in _NON_SECRETS or (core.isalpha() and core.isupper() and len(core) <= 12):
        return True
    if stripped.endswith("!") and _code_reference(stripped[:-1]):
        return True
    if _masked(stripped) or _ELIDED.search(stripped):
        return True
    if _SEMICOLON_SPEC.fullmatch(stripped):
        return True
    if (
        _PLACEHOLDER.fullmatch(stripped)
        and not _random_after_xs(stripped)
        and not _my_by_chance(stripped)
    ) or (_ENV_NAME.fullmatch(stripped) and not any(c.isdigit() for c in stripped)):
        return True
    if _LONG_OPTION.fullmatch(stripped) or _CHANNEL.fullmatch(stripped):
        return True  # --profile: the next option; #qa-access: where to ask
    if _ENV_GLOB.fullmatch(stripped):
        return True  # ORG_GRADLE_PROJECT_*: every variable so named (after batch 32)
    if _code_reference(stripped):
        return True  # self.tokens.v2.access, process.env.API_KEY: a reference in code
    if stripped.startswith("@") and _FILE_REFERENCE.fullmatch(stripped):
        return True  # api_key=@key.txt, -d @body.json: read from a file
    if stripped.startswith("`") or _SECRET_OBJECT_NAME.fullmatch(stripped):
        return True  # `pass show db`; pg-secret, db-creds
    if stripped.startswith("$(") and (
        (")" not in stripped and _COMMAND_WORD.fullmatch(stripped[2:])) or _call_ends(stripped[1:])
    ):
        # $(cat /run/secrets/x), or its start where a blank cut the value (a drawn key
        # that starts "$(" and goes on past its bracket is no substitution)
        return True
    if REDACTED in stripped or stripped.startswith("*" * 3):
        return True
    if _DIGEST_VALUE.match(stripped) or _SPEC_LIST.fullmatch(stripped):
        return True  # sha256:…: a digest; id=npm,src=$HOME/.npmrc: a list of named values
    if _ENV_PATH.fullmatch(stripped) or _NAME_PATH.fullmatch(stripped):
        return True  # $HOME/.npmrc, ${XDG_CONFIG_HOME}/app/token; smtp-pass:/etc/credstore/x
    if _NAMED_SECRET.fullmatch(stripped) or _WORD_LIST.fullmatch(stripped):
        return True  # dbPassword, apiKey: a name; AutoGenerate,IsolateApps: keywords
    if _TIMESTAMP.fullmatch(stripped):
        return True  # 2024-05-01T12:00:00Z: when it expires, not what it is
    # Written after batch 9: a GraphQL/TypeScript non-null type ($password: String!), a
    # SASL mechanism (AUTH=XOAUTH2), an anonymous FTP password (guest@), a list of
    # placeholders (APP_KEYS="toBeModified1,toBeModified2")
    if _TYPE_NAME.fullmatch(stripped) or _SASL_MECHANISM.fullmatch(stripped):
        return True
    if _VERSION.fullmatch(stripped) or _YAML_TAG_ONLY.fullmatch(stripped):  # 2.4.1; !env_var
        return True
    if stripped.endswith("@") and stripped[:-1].isalpha():
        return True
    if "," in stripped and all(
        is_placeholder(part) for part in stripped.split(",") if part.strip()
    ):
        return True
    scheme, _, rest = stripped.partition(" ")
    if rest and scheme.lower() in sr.AUTH_SCHEMES and is_placeholder(rest):
        return True  # "Bearer $env:GH_TOKEN", "Basic ${CREDS}": a scheme and a reference
    first = stripped.split(None, 1)[0] if stripped.strip() else stripped
    if _PUBLIC_HEX.fullmatch(first):
        return True  # token: 0x6B17… (DAI contract): an address names the token
    if _CALL_CHAIN.fullmatch(stripped):
        return True  # crypto.randomBytes(32).toString("hex": code that makes a secret
    if _MANAGER_REFERENCE.fullmatch(stripped):
        return True  # vault:secret/data/db#password, @Microsoft.KeyVault(…): a reference
    return not any(c.isalnum() for c in stripped)


_MIXED_SEGMENT = re.compile(r"(?=[^.\-_]*\d)(?:[^.\-_]*[A-Za-z]){3}[^.\-_]*")


def _mixed_segments(value: str) -> bool:
    """Two or more segments (between ``.``, ``-``, ``_``) that each mix 3+ letters with a
    digit (``Mogqi73.zuar0``): a random password, not a dotted name or a version."""
    return sum(bool(_MIXED_SEGMENT.fullmatch(seg)) for seg in re.split(r"[.\-_]", value)) >= 2


# Written for a dotted value under a secret's name (X_SERVER_KEY=tag.<random>): a piece
# of an ``identifier.identifier`` reference reads as a name (a word, snake_case, camelCase,
# SCREAMING_CASE); a long run that breaks into pieces of two characters or fewer on
# average (YjU4Rf51kWHdMgJVVn12px) is random, and the value a secret with a prefix.
_NAME_PART_MAX = 16


def _random_segment(segment: str) -> bool:
    """A piece of a dotted value that reads as no name: 16+ characters in one run whose
    camel/digit pieces average under 2.5 characters, with 2+ character classes."""
    if len(segment) < _NAME_PART_MAX:
        return False
    parts = segment.split("_")
    if all(
        len(p) < _NAME_PART_MAX and (p.isupper() or p.islower() or p.isdigit() or not p)
        for p in parts
    ):
        return False  # x509_cert_2fa_key, MY_APP_2_SECRET_KEY: snake and SCREAMING names
    pieces = _PIECE.findall(segment)
    classes = sum(
        (
            any(map(str.islower, segment)),
            any(map(str.isupper, segment)),
            any(map(str.isdigit, segment)),
        )
    )
    return classes >= 2 and sum(map(len, pieces)) < 2.5 * len(pieces)


def _is_code(text: str, value: str, end: int) -> bool:
    """``password=password)``, ``token = get_token()``, ``api_key=os.environ[...]``,
    ``token = user_token or ""``. A value with digits is a secret even before ``,``."""
    if value.endswith(("!", "?")) and text[end : end + 1] == "(":
        value = value.rstrip("!?")  # System.fetch_env!(…), env!(…): a call
    if not _IDENTIFIER_PATH.fullmatch(value):
        return False
    if "." in value:
        rest = text[end : end + 1]
        random = _mixed_segments(value) or any(map(_random_segment, value.split(".")))
        return not (random and rest not in ("(", "["))
    rest = text[end : end + 40].lstrip(" \t")
    if rest and rest[0] in "([":
        return True
    if any(c.isdigit() for c in value):
        return False
    if is_secret_key(value) or (rest and rest[0] in _CODE_FOLLOWERS):
        return True  # a variable named like a secret (`self.api_key = api_key`) is code
    word = rest.split(None, 1)[0] if rest.strip() else ""  # (only a line break: no word)
    return word in _CODE_WORDS


@dataclass(frozen=True)
class _Assignment:
    key_start: int
    key_end: int
    value_start: int
    value_end: int


_KEY_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
# Where a key naming a secret may hide: these are searched for, then widened to the key.
# A hint, the rest of its key, and an operator: only these become candidates. Searched in
# the lowercase text (ten times faster than IGNORECASE), or with IGNORECASE when lowering
# changed the length (a few Unicode letters), so positions are the text's own.
_KEY_HINT_WORDS = (
    "pass", "pwd", r"pw\b", "secret", "token", "key", "auth", "cred", "sig", "dsn", "bearer",
    "jwt", "hmac", "psk", "cert",
)  # fmt: skip
_KEY_HINTS = tuple(word.removesuffix(r"\b") for word in _KEY_HINT_WORDS)  # their gates
_KEY_HINT_SOURCE = (
    "(?:" + "|".join(_KEY_HINT_WORDS) + ")"
    r"[a-z0-9_.\-]{0,80}+[\"'\]]*+[ \t]*+(?P<op>:=|=>|===?|=|:(?![:/\\]))[ \t]*"
)
_KEY_HINT = re.compile(_KEY_HINT_SOURCE)
_KEY_HINT_ANY_CASE = re.compile(_KEY_HINT_SOURCE, re.IGNORECASE)


def _in_arn(text: str, low: str, at: int) -> bool:
    """Is ``at`` inside an ARN (``arn:partition:service:…``)?"""
    token_start = at
    while token_start > 0 and not text[token_start - 1].isspace() and at - token_start < 300:
        token_start -= 1
    return low.startswith("arn:", token_start) or low.startswith("arn:", token_start + 1)


_URL_PORT = re.compile(r"\d{1,5}(?![\w@:.\-])")  # a port: digits, then a path, a query or an end


def _assignments(text: str, low: str) -> Iterator[_Assignment]:
    """Every ``key <op> value`` whose key names a secret, with the value's span."""
    hints = _KEY_HINT.finditer(low) if len(low) == len(text) else _KEY_HINT_ANY_CASE.finditer(text)
    for hint in hints:
        start = hint.start()
        while start > 0 and text[start - 1] in _KEY_CHARS and hint.start() - start < 80:
            start -= 1
        end = hint.start()
        while end < hint.end() and text[end] in _KEY_CHARS:
            end += 1
        key = text[start:end].strip(".-")
        if not key or not is_secret_key(key):
            continue
        line_start = text.rfind("\n", 0, start) + 1
        if text.rfind("{{", line_start, start) > text.rfind("}}", line_start, start):
            continue  # {{resolve:secretsmanager:…}}: inside a template's reference
        if text.endswith("${", 0, start) and text.startswith("?", hint.end()):
            continue  # ${DB_PASSWORD:?must be set}: a shell expansion's error message
        if text.endswith("${", 0, start) and text[hint.end() : hint.end() + 1] in ("-", "=", "+"):
            # ${APP_SECRET:-change-me}: a reference; its default is judged as a value
            close = text.find("}", hint.end(), hint.end() + 200)
            default = text[hint.end() + 1 : close] if close > 0 else ""
            shaped = password_shaped(default, 6) or random_shaped(default)
            if shaped and "\n" not in default and not is_placeholder(default):
                yield _Assignment(start, end, hint.end() + 1, close)
            continue
        if start >= 4 and _in_arn(text, low, start):
            continue  # arn:aws:secretsmanager:…:secret:name: names a secret, holds none
        if text.endswith("://", 0, start) and _URL_PORT.match(text, hint.end()):
            continue  # jdbc:mysql://smbpass:3306/db: a URL's host and port (no user before @)
        value = _value_span(text, start, hint.end(), hint.group("op"))
        if value is None:
            value = _hex_secret_span(text, key, hint.end())
        if value is not None:
            if "=" in text[value[0] : value[1]] or "://" in text[value[0] : value[1]]:
                value = _password_in_dsn(text, *value) or value
            yield _Assignment(start, end, *value)


# 0x and 40 hex digits reads as a chain address, public (``token: 0x6B17…`` names a token
# contract); under a name that says secret, password or private it is that secret
# (hCaptcha's secret keys have this shape: ``HCAPTCHA_SECRET=0x…``).
_HEX_SECRET_VALUE = re.compile(r"[ \t]*[\"'`]?(0x[0-9a-fA-F]{40})(?![0-9A-Za-z_])")
_HEX_SECRET_WORDS = frozenset({"secret", "password", "passwd", "private"})


def _hex_secret_name(key: str) -> bool:
    """A name under which 0x and 40 hex digits is a secret, not an address."""
    return bool(_HEX_SECRET_WORDS & {w.lower() for w in _KEY_WORD.findall(key)})


def _hex_secret_span(text: str, key: str, pos: int) -> tuple[int, int] | None:
    if not _hex_secret_name(key):
        return None
    found = _HEX_SECRET_VALUE.match(text, pos)
    if found is None or len(set(found[1][2:].lower())) < 8:
        return None  # 0x0000…: a documented test key, not a secret
    return found.span(1)


_MAILBOX = re.compile(r"[\w.+\-]+@(?:localhost|(?:[\w\-]+\.)+[A-Za-z]{2,})")
_REFERENCE_TAGS = frozenset({"!vault", "!ref", "!getatt", "!importvalue", "!findinmap", "!sub"})
_YAML_TAG = re.compile(r"(?:![\w!]*|&[A-Za-z_][\w\-]*)[ \t]+")  # a tag, an anchor (batch 9)
# Keys that name a secret only weakly (auth: user): a plain word after them is prose.
_WEAK_WORDS = frozenset({"auth", "sig", "signature", "dsn", "cred", "creds"})
_PLAIN_WORD = re.compile(r"[A-Za-z]{1,15}")


def _weak_key(key: str) -> bool:
    words = {w.lower() for w in _KEY_WORD.findall(key)}
    return bool(words & _WEAK_WORDS) and not words & (_SECRET_WORDS - _WEAK_WORDS)


# A line's next assignment (``KEY=<value> ORG=org-… python app.py``, ``KEY=…;ORG=…``,
# ``key=…&org=…``): where the word right after a line's first value is another
# ``NAME=``, the line assigns each name its own value, so the first value read to the end
# of the line stops there (a password of words has no name glued to "=" after its first
# word). After gaps round 8.
_CHAINED_ASSIGNMENT = re.compile(
    r"(?:[ \t]+|[ \t]*[;,&][ \t]*)[A-Za-z_][\w.\-]{0,60}=(?=[^\s=,;&])"  # (not base64's "==")
)


# A connection string's password in its own place: a URL's ``scheme://user:<password>@host``
# or a ``password=<password>`` pair of a libpq/ODBC string. Under a name that says DSN
# (``dsn: "postgres://app:…@db/app"``), only that password goes: the scheme, user, host
# and database are what every URL rule keeps (gaps round 8).
_DSN_URL_PASSWORD = re.compile(
    r"[A-Za-z][\w+.\-]{0,30}://[^\s:/@\"'`]*:(?P<pw>[^\s@/\"'`]+)@[\w\[]"
)
_DSN_PAIR_PASSWORD = re.compile(
    r"(?i)(?:^|[ \t;])(?:password|passwd|pwd)[ \t]*=[ \t]*(?P<pw>[^\s;\"'`]+)"
)

_DSN_PAIR_HEAD = re.compile(r"[A-Za-z_][\w\-]{0,30}[ \t]*=")


def _password_in_dsn(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The password's span inside a connection string that is the whole value, or None."""
    value = text[start:end]
    url = _DSN_URL_PASSWORD.match(value)
    if url is not None and not any(c.isspace() for c in value):
        return start + url.start("pw"), start + url.end("pw")
    if "://" in value:
        return None
    if _DSN_PAIR_HEAD.match(value) is None:
        return None  # (the value must be the pairs: host=db user=app password=…)
    pairs = list(_DSN_PAIR_PASSWORD.finditer(value))
    if len(pairs) == 1:
        return start + pairs[0].start("pw"), start + pairs[0].end("pw")
    return None


def _value_span(text: str, key_start: int, pos: int, op: str) -> tuple[int, int] | None:
    if op == ":" and pos >= 2 and text[pos - 1] == ":" and text[pos - 2] in " \t":
        return None  # PASSWORD :'new_password': a psql variable
    if text.startswith(("Some(", "Secret(", "SecretString("), pos):  # Rust/Go debug prints
        pos = text.index("(", pos) + 1
    tag = _YAML_TAG.match(text, pos)  # api_key: !ENV ${API_KEY}
    if tag is not None:
        if tag.group().strip().lower() in _REFERENCE_TAGS:
            return None  # Ansible Vault: encrypted; CloudFormation's !Ref X: a reference
        pos = tag.end()
    if pos >= len(text):
        return None
    first = text[pos]
    if first == "{" and op == "=" and text[pos + 1 : pos + 2] not in ("{", "}", "\n"):
        close = text.find("}", pos)  # ODBC: PWD={…} quotes a value with braces
        braced = text[pos + 1 : close] if close > 0 else ""
        plain = braced and "\n" not in braced and " " not in braced
        if (
            plain
            and not is_placeholder(braced)
            and (password_shaped(braced, 6) or random_shaped(braced))
        ):
            return pos + 1, close
        return None
    if first in "\"'`":
        close = pos + 1
        while True:
            close = text.find(first, close)
            if close < 0 or text[close - 1] != "\\":
                break
            close += 1
        newline = text.find("\n", pos)
        if close < 0 or (0 <= newline < close):
            return None
        value = text[pos + 1 : close]
        if first == "`" and " " in value.strip():
            return None  # `pass show mail/bob`: a command whose output is the secret
        if is_placeholder(value) or _MAILBOX.fullmatch(value):
            return None  # (an e-mail address names who, never what: apache@localhost)
        return pos + 1, close
    if first in "|>" and op == ":":
        return _block_scalar(text, key_start, pos)
    if _filled_slot(text, pos, files=False):
        return None  # password: %env(DB_PASSWORD)% host:443: a reference fills the value
    token = _UNQUOTED.match(text, pos)
    if token is None:
        return None
    if is_placeholder(token.group()):
        return None  # sk_test_...: a prefix and an ellipsis (before "." is stripped)
    value = token.group().rstrip(":.")
    token_end = token.start() + len(value)
    if value.lower() in sr.AUTH_SCHEMES:  # Authorization: Bearer …: the header rules take it
        return None
    if _PLAIN_WORD.fullmatch(value) and text[token.end() + 1 : token.end() + 2] in ("<", "$", "{"):
        return None  # Authorization: Nimbly <token>: a scheme before a placeholder
    if is_placeholder(value) or _PATH_VALUE.fullmatch(value):
        return None
    if _is_code(text, value, token_end) and not _literal_in_env(text, key_start, pos, value):
        return None
    if _MAILBOX.fullmatch(value):
        return None
    if _before_placeholder(text, token_end):
        return None  # Authorization: PVEAPIToken=user@pve!id=<secret>: a template
    if _PLAIN_URL.fullmatch(value) and not any(
        random_shaped(piece, 12) for piece in re.split(r"[/?&=:.,]", value)
    ):
        return None  # MAILER_DSN=smtp://localhost:1025: a URL with no credential in it
    key = text[key_start : text.find(value, key_start)]
    if op in (":", "=") and _PLAIN_WORD.fullmatch(value) and _weak_key(key):
        return None  # auth: user, sig=verified: a word, not a signature
    line_start = text.rfind("\n", 0, key_start) + 1
    at_line_start = _LINE_PREFIX.fullmatch(text, line_start, key_start) is not None
    if op in (":", "=") and at_line_start:
        line_end = text.find("\n", pos)
        line_end = len(text) if line_end < 0 else line_end
        rest = text[pos:line_end]
        comment = rest.find(" #")
        rest = rest[:comment] if comment >= 0 else rest
        if "=" in rest:
            chained = _CHAINED_ASSIGNMENT.match(rest, len(value))
            if chained is not None:
                rest = rest[: chained.start()]  # A=… B=… cmd: each name has its own value
        if " " in rest.strip() and is_placeholder(rest.strip()):
            return None  # v=1; a=rsa-sha256; s=sel (a DKIM header), Bearer $TOKEN
        words = rest.split()
        if len(words) >= 3 and words[0] in _LEAD_WORDS:
            return None  # Credentials: see ticket OPS-4821 (prose that says where it is)
        if (
            words
            and is_placeholder(words[-1])
            and all(_PLAIN_WORD.fullmatch(w) for w in words[:-1])
        ):
            return None  # Authorization: Nimbly <token>: a scheme and a placeholder
        if (
            len(words) >= 3
            and all(w.isalpha() and w.islower() for w in words)
            and any(w in _PROSE_WORDS for w in words)
        ):
            return None  # passphrase: leave empty for no passphrase (prose, not a value)
        return pos, pos + len(rest.rstrip())
    return token.start(), token_end


# (After batch 51, leaks.) A shell or ``.env`` assignment holds literal text: an
# upper-case NAME and ``=`` with no blank either side, the name at a line's start or after
# a blank (a prompt, ``export``, other assignments: ``A=… B=… cmd``, a command quoted in
# prose), no call open before it on its line. Nothing evaluates ``a.b`` there, so a dotted
# value under a secret's name is the secret (``DB_PASSWORD=Blue.Sky77 docker compose up``,
# ``export API_TOKEN=Kq4.pW9zR2;``), not a reference as in code (``password =
# settings.DB_PASS``). What stays: a dotted path of lower-case names (``os.environ``;
# ``tiger.lily`` reads the same) and a class or module path of three or more names
# (``PASSWORD_HASHER=django.contrib.auth.hashers.Argon2PasswordHasher``).
_LOWER_PATH_NAME = re.compile(r"[a-z_][a-z0-9_]*")
_PATH_NAME = re.compile(r"[A-Za-z_][a-z0-9_]*(?:[A-Z][a-z0-9_]+)*|[A-Z][A-Z0-9_]*")


def _literal_in_env(text: str, key_start: int, pos: int, value: str) -> bool:
    """Is ``value`` (a dotted identifier path at ``pos``) the literal value of a shell or
    ``.env`` assignment whose name starts at ``key_start``?"""
    if "." not in value or pos < 2 or text[pos - 1] != "=" or text[pos - 2] in " \t":
        return False
    if not _UPPER_NAME.fullmatch(text, key_start, pos - 1):
        return False
    line_start = text.rfind("\n", 0, key_start) + 1
    if key_start > line_start and text[key_start - 1] not in " \t":
        return False
    if "(" in text[line_start:key_start]:
        return False  # f(DB_PASSWORD=cfg.db_pass): a call's keyword argument
    segments = value.split(".")
    if all(_LOWER_PATH_NAME.fullmatch(s) for s in segments):
        return False  # os.environ, app.settings: lower-case names
    return not (len(segments) >= 3 and all(_PATH_NAME.fullmatch(s) for s in segments))


def _block_scalar(text: str, key_start: int, pos: int) -> tuple[int, int] | None:
    """A YAML ``key: |`` block: the following lines indented deeper than the key."""
    line_start = text.rfind("\n", 0, key_start) + 1
    indent = len(text[line_start:key_start]) - len(text[line_start:key_start].lstrip(" \t"))
    end = text.find("\n", pos)
    if end < 0:
        return None
    body_start = end + 1
    cursor = body_start
    while cursor < len(text):
        nl = text.find("\n", cursor)
        line = text[cursor : nl if nl >= 0 else len(text)]
        if line.strip() and len(line) - len(line.lstrip(" \t")) <= indent:
            break
        cursor = len(text) if nl < 0 else nl + 1
    if cursor <= body_start or is_placeholder(text[body_start:cursor].strip()):
        return None  # (ENC[PKCS7,…] of hiera-eyaml, a ${VAR}: nothing to hide)
    return body_start, cursor


# -- the rules ------------------------------------------------------------------------

# detect-secrets plugins left out: IPPublicDetector is not about secrets. The regexes of
# NpmDetector, OpenAIDetector and JwtTokenDetector backtrack quadratically on long runs
# without spaces (a 200 kB line takes minutes); rules of our own find the same secrets.
_SKIPPED_PLUGINS = frozenset(
    {"IPPublicDetector", "NpmDetector", "OpenAIDetector", "JwtTokenDetector"}
)
# Gates of the library's plugins (case-sensitive unless marked): every regex of the plugin
# contains one of them. A plugin missing here runs on every text (a newer library's, and
# DiscordBotTokenDetector and TelegramBotTokenDetector, whose only literals are . and :).
_LIBRARY_GATES: dict[str, tuple[tuple[str, ...], bool]] = {
    "ArtifactoryDetector": (("AKC", *(f"AP{c}" for c in "0123456789ABCDEF")), False),
    "AWSKeyDetector": (("A3T", "ABIA", "ACCA", "AKIA", "ASIA", "aws"), True),
    "AzureStorageKeyDetector": (("accountkey=",), True),
    "BasicAuthDetector": (("://",), False),
    "CloudantDetector": (
        ("cl_", "cl-", "clapi", "clkey", "clpw", "clpass", "cltoken", "clou"),
        True,
    ),
    "GitHubTokenDetector": (("ghp_", "gho_", "ghu_", "ghs_", "ghr_"), False),
    "GitLabTokenDetector": ((*sr.GITLAB, "GR1348941"), False),
    "IbmCloudIamDetector": (("key", "pwd", "pass", "token"), True),
    "IbmCosHmacDetector": (("secret",), True),
    "MailchimpDetector": (("-us",), False),
    "PrivateKeyDetector": (("BEGIN", "PuTTY-User-Key-File-2"), False),
    "PypiTokenDetector": (("pypi-",), False),
    "SendGridDetector": (("SG.",), False),
    "SlackDetector": (("xox", "hooks.slack.com"), True),
    "SoftlayerDetector": (
        ("softlayer", "sl_", "sl-", "slapi", "slkey", "slpw", "slpass", "sltoken"),
        True,
    ),
    "SquareOAuthDetector": (("sq0csp-",), False),
    "StripeDetector": (("k_live_",), False),
    "TwilioKeyDetector": (("AC", "SK"), False),
}


# Characters one of which every match of these ungated plugins contains.
_LIBRARY_NEEDS = {"DiscordBotTokenDetector": ".", "TelegramBotTokenDetector": ":"}
# Sieves (see secret_rules.Rule) of the ungated plugins' regexes, keyed by the regex: a
# library release that changes one gets no sieve, so nothing it matches can be missed.
_LIBRARY_SIEVES = {
    # DiscordBotTokenDetector: every match holds ".", six token characters and ".".
    r"[MNO][a-zA-Z\d_-]{23,25}\.[a-zA-Z\d_-]{6}\.[a-zA-Z\d_-]{27}": r"\.[a-zA-Z\d_-]{6}\.",
    # TelegramBotTokenDetector: a ":" right after a digit (the ":" first: re scans for it).
    r"\d{8,10}:[0-9A-Za-z_-]{35}": r":(?<=\d:)",
}


# Library regexes of a token with a fixed length but no bounds, as the library writes them.
# An AWS access key id is a token of its own: exactly 20 characters, glued to no letter or
# digit on either side (an escaped newline or a URL-encoded separator before it counts as a
# separator). Unbounded, the regex finds "A3T" and sixteen capitals or digits inside any
# longer token and hides its tail. A library release that changes the regex gets no bounds
# (nothing it matches can be missed).
_LIBRARY_TOKEN_CHAR = "[0-9A-Za-z]"
_LIBRARY_BOUNDED = frozenset({r"(?:A3T[A-Z0-9]|ABIA|ACCA|AKIA|ASIA)[0-9A-Z]{16}"})
_LIBRARY_BOUNDS = (
    rf"(?:(?<!{_LIBRARY_TOKEN_CHAR})|(?<=\\[nrt])|(?<=%[0-9A-Fa-f]{{2}}))",
    f"(?!{_LIBRARY_TOKEN_CHAR})",
)


# The library's regex plugins as (plugin name, [(regex, flags)]), in its order.
_Denylists = list[tuple[str, list[tuple[str, int]]]]
_DENYLISTS_CACHE = "detect-secrets-denylists.json"


# The separator of the library's keyword plugins (Cloudant, IBM Cloud IAM, IBM COS HMAC,
# SoftLayer): three quantifiers of blanks in a row, so a run of n blanks after a password's
# word costs n³ steps (2,000 blanks: a minute and a half). The same language, written so
# that each blank is read a bounded number of times.
_CUBIC_SEPARATOR = "(?: *)(?:=|:|:=|=>| +|::)(?: *)"
_LINEAR_SEPARATOR = "(?: *(?:=|:|:=|=>|::) *| +)"


@cache
def _library_rules() -> tuple[sr.Rule, ...]:
    rules: list[sr.Rule] = []
    for name, patterns in _library_denylists():
        if name in _SKIPPED_PLUGINS:
            continue
        gates, fold = _LIBRARY_GATES.get(name, ((), False))
        needs = _LIBRARY_NEEDS.get(name, "")
        for source, flags in patterns:
            sieve = _LIBRARY_SIEVES.get(source) if not gates else None
            linear = source.replace(_CUBIC_SEPARATOR, _LINEAR_SEPARATOR)
            if source in _LIBRARY_BOUNDED:
                linear = f"{_LIBRARY_BOUNDS[0]}{linear}{_LIBRARY_BOUNDS[1]}"
            pattern = re.compile(linear, flags)
            compiled = re.compile(sieve, flags) if sieve else None
            rules.append(
                sr.Rule(f"detect-secrets:{name}", pattern, gates, fold, True, needs, compiled)
            )
    return tuple(rules)


def _library_denylists() -> _Denylists:
    """The regexes of detect-secrets' regex plugins.

    Importing the library and instantiating its plugins is most of the filter's start-up
    (every hook and CLI process that logs or writes pays it), so what they yield — public
    regex sources and flags, nothing of the user's — is kept in the user cache directory,
    keyed by the installed library's files (path, size, mtime): an upgrade, or another
    environment's copy, reads the library again. A cache that cannot be read or written is
    ignored.
    """
    import json

    key = _library_key()
    path = _denylists_cache_path()
    if key is not None and path is not None:
        try:
            cached = json.loads(path.read_text(encoding="utf-8"))
            if cached.get("key") == key:
                return [(n, [(str(r), int(f)) for r, f in ps]) for n, ps in cached["plugins"]]
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            pass
    denylists = _read_library_denylists()
    if key is not None and path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            partial.write_text(json.dumps({"key": key, "plugins": denylists}), encoding="utf-8")
            os.replace(partial, path)
        except OSError:
            pass
    return denylists


def _read_library_denylists() -> _Denylists:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
    from detect_secrets.plugins.base import RegexBasedDetector

    denylists: _Denylists = []
    plugin: Any
    for plugin in get_mapping_from_secret_type_to_class().values():
        if not issubclass(plugin, RegexBasedDetector):
            continue
        detector: Any = plugin  # concrete subclasses; mypy sees the abstract base
        patterns = [(p.pattern, p.flags) for p in detector().denylist]
        denylists.append((plugin.__name__, patterns))
    return denylists


def _library_key() -> str | None:
    """The installed detect-secrets as files (without importing it), or None."""
    from importlib.util import find_spec

    try:
        spec = find_spec("detect_secrets")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    root = Path(next(iter(spec.submodule_search_locations)))
    try:
        files = sorted(
            (str(f.relative_to(root)), f.stat().st_size, f.stat().st_mtime_ns)
            for folder in (root / "plugins", root / "core" / "plugins")
            for f in folder.glob("*.py")
        )
    except OSError:
        return None
    return f"{root}:{files}"


def _denylists_cache_path() -> Path | None:
    try:
        from platformdirs import user_cache_dir

        return Path(user_cache_dir("supermemory", appauthor=False)) / _DENYLISTS_CACHE
    except Exception:  # no home directory to speak of: read the library every time
        return None


@dataclass(frozen=True)
class _RuleSet:
    rules: tuple[sr.Rule, ...]
    # Each rule without gates: its bit, its needs and its sieve.
    ungated: tuple[tuple[int, str, re.Pattern[str] | None], ...]
    # Gates are found by Aho-Corasick automata: one pass over a text (in Rust) finds every
    # gate in it, those that overlap too. Gates of rules whose regex ignores case are
    # searched in the lowercase text, the others in the text as it is ("AC" opens Twilio's
    # rule, "package" does not).
    folded: _Gates
    cased: _Gates
    hint_bit: int  # the mask bit of the key hints (searched with the folded gates)
    rule_bits: int  # the bits of the rules (the rest of a mask: hints and layer words)
    # The word lists of the layers (``_LAYER_WORDS``), each as the mask bits of its words:
    # they are searched with the folded gates, so "does one of these words occur in the
    # lowercase text" is a bit test instead of one ``in`` per word.
    words: dict[int, int]  # by the id of the word list (a module constant): no tuple hash
    # Of each rule with gates (by id): its gates, as (automaton, pattern index).
    gates_of: dict[int, tuple[tuple[str, int], ...]]
    # Of each rule whose matches begin with one of a few strings (``prescan.start_words``,
    # by id): the automaton those strings are found with, and their pattern indexes.
    starts_of: dict[int, tuple[str, frozenset[int]]]
    # The pattern indexes of the words of a list (by identity) in the folded automaton.
    word_ids: dict[int, frozenset[int]]


@dataclass(frozen=True)
class _Gates:
    automaton: AhoCorasick | None  # None: no gates
    masks: tuple[int, ...]  # of each gate (the automaton's pattern index): the rules it opens
    words: tuple[str, ...] = ()  # the gates (and other words), by pattern index

    @classmethod
    def of(cls, gates: dict[str, int]) -> _Gates:
        if not gates:
            return cls(None, ())
        automaton = AhoCorasick(list(gates), implementation=Implementation.DFA)
        return cls(automaton, tuple(gates.values()), tuple(gates))

    def find(self, haystack: str) -> list[tuple[int, int, int]]:
        """Every occurrence of every word in ``haystack``: (word, start, end)."""
        if self.automaton is None:
            return []
        return self.automaton.find_matches_as_indexes(haystack, overlapping=True)

    def mask(self, found: list[tuple[int, int, int]]) -> int:
        """The rules (and hints, words) whose gates are among ``found``."""
        mask = 0
        masks = self.masks
        for gate, _, _ in found:
            mask |= masks[gate]
        return mask


class _Found:
    """Where the words of the two automata start in one text, found in the one pass that
    opens the gates; indexed by word when a rule first asks."""

    __slots__ = ("_folds", "_index", "aligned", "matches", "text")

    FEW = 48  # matches in a text looked through for a rule's words (more: indexed once)

    def __init__(
        self,
        text: str,
        low: str,
        folded: list[tuple[int, int, int]],
        cased: list[tuple[int, int, int]],
    ) -> None:
        self.text = text
        self.matches = {"folded": folded, "cased": cased}
        # lowering kept the length: a place in the lowercase text is the text's
        self.aligned = len(low) == len(text)
        self._folds: bool | None = None
        self._index: dict[str, dict[int, list[int]]] = {}

    @property
    def folds(self) -> bool:
        """A match of an ignore-case regex spelled in ASCII is where the lowercase text
        has it (lowering kept the length, and no İ ı ſ K)."""
        if self._folds is None:
            text = self.text
            self._folds = self.aligned and (text.isascii() or not OTHER_FOLDS.search(text))
        return self._folds

    def at(self, tag: str, word: int) -> list[int]:
        """Where word ``word`` of automaton ``tag`` starts, in order."""
        return self._indexed(tag).get(word, [])

    def of_words(self, words: tuple[str, ...]) -> list[tuple[int, int, int]]:
        """The folded automaton's matches of a list of ``_LAYER_WORDS`` or ``_GATE_WORDS``,
        in the order found: what an automaton of those words alone finds."""
        ids = _rule_set().word_ids[id(words)]
        return [found for found in self.matches["folded"] if found[0] in ids]

    def starts(self, tag: str, words: frozenset[int]) -> list[int]:
        """Where any of ``words`` (of automaton ``tag``, none the beginning of another)
        starts, in order."""
        matches = self.matches[tag]
        if len(matches) <= self.FEW:
            places = [start for word, start, _ in matches if word in words]
        else:
            index = self._indexed(tag)
            places = [start for word in words for start in index.get(word, ())]
        if len(places) > 1:
            places.sort()
        return places

    def _indexed(self, tag: str) -> dict[int, list[int]]:
        index = self._index.get(tag)
        if index is None:
            index = self._index[tag] = {}
            for found, start, _ in self.matches[tag]:
                places = index.get(found)
                if places is None:
                    index[found] = [start]
                else:
                    places.append(start)
        return index


def _ignores_case(rule: sr.Rule) -> bool:
    pattern = rule.pattern
    return rule.fold or bool(pattern.flags & re.IGNORECASE) or "(?i" in pattern.pattern


@cache
def _rule_set() -> _RuleSet:
    rules = (
        *_library_rules(),
        *sr.PREFIX_RULES,
        *sr.BLOCK_RULES,
        *sr.COMMAND_RULES,
        *sr.URL_RULES,
        *sr.HEADER_RULES,
        *sr.CONTEXT_RULES,
    )
    folded: dict[str, int] = {}
    cased: dict[str, int] = {}
    ungated: list[tuple[int, str, re.Pattern[str] | None]] = []
    for i, rule in enumerate(rules):
        if not rule.gates:
            ungated.append((1 << i, rule.needs, rule.sieve))
        for gate in rule.gates:
            if _ignores_case(rule):
                folded[gate.lower()] = folded.get(gate.lower(), 0) | 1 << i
            else:
                cased[gate] = cased.get(gate, 0) | 1 << i
    hint_bit = 1 << len(rules)
    for hint in _KEY_HINTS:
        folded[hint] = folded.get(hint, 0) | hint_bit
    word_bit: dict[str, int] = {}
    groups: dict[int, int] = {}
    for group in (
        *_LAYER_WORDS,
        *_LATER_WORDS,
        *_GATE_WORDS,
        *_LAST_WORDS,
        *_DISPATCH_WORDS.values(),
    ):
        for word in group:
            if word not in word_bit:
                word_bit[word] = hint_bit << (1 + len(word_bit))
                folded[word] = folded.get(word, 0) | word_bit[word]
            groups[id(group)] = groups.get(id(group), 0) | word_bit[word]
    gates_of: dict[int, list[tuple[str, int]]] = {}
    for tag, table in (("folded", folded), ("cased", cased)):
        for index, bits in enumerate(table.values()):
            for i, rule in enumerate(rules):
                if bits >> i & 1:
                    gates_of.setdefault(id(rule), []).append((tag, index))
    # The strings each rule's matches begin with join the automata (opening nothing).
    starts_of: dict[int, tuple[str, frozenset[int]]] = {}
    for rule in rules:
        derived = start_words(rule.pattern)
        if derived is None:
            continue
        words, ignores_case = derived
        tag, table = ("folded", folded) if ignores_case else ("cased", cased)
        for word in words:
            table.setdefault(word, 0)
        starts_of[id(rule)] = (tag, frozenset(list(table).index(word) for word in words))
    return _RuleSet(
        rules,
        tuple(ungated),
        _Gates.of(folded),
        _Gates.of(cased),
        hint_bit,
        hint_bit - 1,
        groups,
        {rule_id: tuple(keys) for rule_id, keys in gates_of.items()},
        starts_of,
        {
            id(group): frozenset(index for index, word in enumerate(folded) if word in group)
            for group in (
                *_LAYER_WORDS,
                *_LATER_WORDS,
                *_GATE_WORDS,
                *_LAST_WORDS,
                *_DISPATCH_WORDS.values(),
            )
        },
    )


def _gate_mask(text: str, low: str) -> tuple[int, _Found]:
    """Which rules may match ``text`` (and whether a key hint occurs), as a bit mask, and
    where the automata's words are in it."""
    mask, folded, cased = _gate_bits(text, low)
    return mask, _Found(text, low, folded, cased)


def _gate_bits(
    text: str, low: str
) -> tuple[int, list[tuple[int, int, int]], list[tuple[int, int, int]]]:
    """``_gate_mask``'s mask and the two automata's matches, before they are indexed (a
    quiet text needs only the mask)."""
    rule_set = _rule_set()
    mask = 0
    for bit, needs, sieve in rule_set.ungated:
        if needs and not (needs in text if len(needs) == 1 else any(map(text.__contains__, needs))):
            continue  # (one character, as these are: one `in`)
        if sieve is None or sieve.search(text):
            mask |= bit
    folded = rule_set.folded.find(low)
    cased = rule_set.cased.find(text)
    mask |= rule_set.folded.mask(folded) | rule_set.cased.mask(cased)
    return mask, folded, cased


# -- long texts: a rule is searched on the lines that hold its gates ------------------
#
# A match holds one of its rule's gates. When no match can hold a newline either (no
# part of the regex consumes one), every match lies on a line holding a gate, and the
# rule is searched only there: ``finditer(text, line_start, end)`` sees the text before
# the line as it is (lookbehinds, ``\b``, ``^``), and ``end`` is past the line by the
# widest lookahead of the regex and 2, so nothing a match on the line looks at is cut
# off; a match that starts after the line is dropped (it only could come from the cut).

_WINDOWED = 4_000  # texts this long are searched line by line (shorter: whole, quicker)
_GAP = 200  # lines of gates closer than this are searched in one window
_DENSE = 100  # a rule's gates more often than once in this many characters: search whole


class _Crosses(Exception):
    """The regex may consume a newline (or is beyond what _line_reach understands)."""


def _sre(name: str) -> Any:
    """The standard library's regex parser (``re._parser``) or its constants: how a
    pattern is built is read from there (CPython 3.11+; elsewhere ImportError)."""
    from importlib import import_module

    return import_module(f"re.{name}")


@cache
def _line_reach(pattern: re.Pattern[str]) -> int | None:
    """None when a match of ``pattern`` may hold a newline; else how many characters
    past its end a match may look (the widest lookahead)."""
    try:
        parsed = _sre("_parser").parse(pattern.pattern, pattern.flags)
        return _reach(parsed.data, bool(parsed.state.flags & re.DOTALL), set())
    except (_Crosses, ImportError, AttributeError, TypeError, ValueError, re.error):
        return None


def _reach(items: Any, dotall: bool, looked: set[int]) -> int:
    c = _sre("_constants")

    reach = 0
    for op, av in items:
        if op is c.LITERAL:
            if av == 10:
                raise _Crosses
        elif op is c.NOT_LITERAL:
            if av != 10:
                raise _Crosses
        elif op is c.ANY:
            if dotall:
                raise _Crosses
        elif op is c.IN:
            if _class_has_newline(av):
                raise _Crosses
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
            reach = max(reach, _reach(av[2], dotall, looked))
        elif op is c.SUBPATTERN:
            _, add, remove, sub = av
            inner = (dotall or bool(add & re.DOTALL)) and not remove & re.DOTALL
            reach = max(reach, _reach(sub, inner, looked))
        elif op is c.ATOMIC_GROUP:
            reach = max(reach, _reach(av, dotall, looked))
        elif op is c.BRANCH:
            for sub in av[1]:
                reach = max(reach, _reach(sub, dotall, looked))
        elif op is c.GROUPREF_EXISTS:
            _, yes, no = av
            reach = max(reach, _reach(yes, dotall, looked))
            if no is not None:
                reach = max(reach, _reach(no, dotall, looked))
        elif op in (c.ASSERT, c.ASSERT_NOT):
            direction, sub = av
            # what a lookaround reads is not consumed; groups inside it may hold newlines
            looked.update(_group_numbers(sub))
            if _has_lookahead(sub):
                raise _Crosses  # nested lookarounds: not worked out, searched whole
            if direction == 1:
                try:  # it reads no further than the newline that ends the line
                    reach = max(reach, 1 + _reach(sub, dotall, set()))
                except _Crosses:
                    widest = sub.getwidth()[1]
                    if widest >= c.MAXREPEAT:
                        raise
                    reach = max(reach, widest)
        elif op is c.GROUPREF:
            if av in looked:
                raise _Crosses
        elif op is not c.AT:
            raise _Crosses
    return reach


def _class_has_newline(items: Any) -> bool:
    c = _sre("_constants")

    newline_categories = {
        c.CATEGORY_SPACE, c.CATEGORY_NOT_DIGIT, c.CATEGORY_NOT_WORD, c.CATEGORY_LINEBREAK,
        c.CATEGORY_UNI_SPACE, c.CATEGORY_UNI_NOT_DIGIT, c.CATEGORY_UNI_NOT_WORD,
        c.CATEGORY_UNI_LINEBREAK, c.CATEGORY_LOC_NOT_WORD,
    }  # fmt: skip
    negate = hit = False
    for op, av in items:
        if op is c.NEGATE:
            negate = True
        elif op is c.LITERAL:
            hit = hit or av == 10
        elif op is c.RANGE:
            hit = hit or av[0] <= 10 <= av[1]
        elif op is c.CATEGORY:
            hit = hit or av in newline_categories
        else:
            return True  # not understood: it may
    return hit != negate


def _group_numbers(items: Any) -> Iterator[int]:
    c = _sre("_constants")

    for op, av in items:
        if op is c.SUBPATTERN and av[0] is not None:
            yield av[0]
        for sub in _subpatterns(op, av):
            yield from _group_numbers(sub)


def _has_lookahead(items: Any) -> bool:
    c = _sre("_constants")

    return any(
        op in (c.ASSERT, c.ASSERT_NOT) or any(_has_lookahead(sub) for sub in _subpatterns(op, av))
        for op, av in items
    )


def _subpatterns(op: Any, av: Any) -> list[Any]:
    c = _sre("_constants")

    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        return [av[2]]
    if op is c.SUBPATTERN:
        return [av[3]]
    if op is c.ATOMIC_GROUP:
        return [av]
    if op is c.BRANCH:
        return list(av[1])
    if op is c.GROUPREF_EXISTS:
        return [av[1]] + ([av[2]] if av[2] is not None else [])
    if op in (c.ASSERT, c.ASSERT_NOT):
        return [av[1]]
    return []


def _matches(text: str, rule: sr.Rule, places: _Found | None) -> Iterator[re.Match[str]]:
    """``rule.pattern.finditer(text)``: tried only where one of the strings its matches
    begin with starts; else, on a long text, only on the lines of its gates (unless they
    are so many that the lines would be most of the text)."""
    if places is None:
        return rule.pattern.finditer(text)
    begins = _rule_set().starts_of.get(id(rule))
    if begins is not None and (begins[0] == "cased" or places.folds):
        return tried_at(text, rule.pattern, places.starts(*begins))
    if len(text) < _WINDOWED or not places.aligned:
        return rule.pattern.finditer(text)
    return _on_gate_lines(text, rule, places)


def _on_gate_lines(text: str, rule: sr.Rule, places: _Found) -> Iterator[re.Match[str]]:
    size = len(text)
    keys = _rule_set().gates_of.get(id(rule), ())
    reach = _line_reach(rule.pattern) if keys else None
    found: list[int] = []
    if reach is not None:
        for tag, gate in keys:
            found.extend(places.at(tag, gate))
    if not found or reach is None or len(found) * _DENSE > size:
        yield from rule.pattern.finditer(text)
        return
    windows: list[list[int]] = []  # [first line's start, last line's end]
    found.sort()
    for at in found:
        if windows and at <= windows[-1][1]:
            continue  # on a line already taken
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        line_end = size if line_end < 0 else line_end
        if windows and line_start <= windows[-1][1] + _GAP:
            windows[-1][1] = line_end
        else:
            windows.append([line_start, line_end])
    for start, last in windows:
        for match in rule.pattern.finditer(text, start, min(size, last + reach + 2)):
            if match.start() > last:
                break
            yield match


def _any_word(low: str, words: tuple[str, ...], mask: int | None) -> bool:
    """Does one of ``words`` (lowercase, one of ``_LAYER_WORDS``) occur in ``low``? Given
    the text's gate mask, a bit test; without one (``gated=False``), searched."""
    if mask is None:
        return any(word in low for word in words)
    bits = _WORD_BITS.get(id(words))
    if bits is None:
        bits = _WORD_BITS[id(words)] = _rule_set().words[id(words)]
    return mask & bits != 0


# What the lowercase text holds where an ignore-case regex spelled in ASCII matches letters
# the lowercase text does not have (``İ`` lowers to ``i`` and a combining dot, ``ı`` and
# ``ſ`` stay; the Kelvin sign lowers to ``k``): a guard that reads such a regex's words in
# the lowercase text takes these too.
_OTHER_FOLD_WORDS = ("\u0131", "\u017f", "\u0307")

# The mask bits of each word list, by its id, as ``_rule_set().words`` has them (asked a
# dozen times a text: a dictionary's lookup, where a call of the cached set was one more).
_WORD_BITS: dict[int, int] = {}


@lru_cache(maxsize=1024)
def _rules_of(mask: int) -> tuple[sr.Rule, ...]:
    """The rules of a mask, in order (few masks recur: texts open the same gates)."""
    rules = _rule_set().rules
    return tuple(rule for i, rule in enumerate(rules) if mask >> i & 1)


# The rest of a token after a match: key characters, and dots between them.
_TOKEN_TAIL = re.compile(r"(?:[A-Za-z0-9_\-+/=]|\.(?=[A-Za-z0-9_\-+/=]))*+")


def _whole_token(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen a match to the whole token (keys longer than a regex's fixed length), and trim
    the separators some regexes include (whitespace, quotes, ``=``, ``:``)."""
    while start < end and text[start] in " \t\r\n\"'=:":
        start += 1
    while end > start and text[end - 1] in " \t\r\n\"'":
        end -= 1
    tail = _TOKEN_TAIL.match(text, end)
    return start, tail.end() if tail else end


# A certificate is public (a server's, a CA's, one pasted to be trusted): its block is kept.
# A client certificate is redacted with its key (it names and authenticates its holder):
# the words before the block say so. Written after batch 8. (``openssl s_client`` is not a
# client certificate's word: it prints the server's chain; after batch 23.)
_CLIENT_CERT_BEFORE = re.compile(
    r"(?i)(?<!s_)client|mtls|mutual|identity|\bkey\b|private|tls\.key|\.pfx|\.p12|user[ _\-]?cert"
)


_CERTIFICATE_BLOCK = re.compile(
    r"(?s)-----BEGIN (?P<kind>[A-Z0-9 ]*CERTIFICATE)-----.*?(?:-----END (?P=kind)-----|\Z)"
)


def _outside_public_blocks(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans not inside a public certificate's or a public key's armor (its lines, joined
    or alone, are public by design)."""
    public = [m.span() for m in _CERTIFICATE_BLOCK.finditer(text) if _public_certificate(text, m)]
    if "PUBLIC KEY" in text:
        public.extend(m.span() for m in _PUBLIC_BLOCK.finditer(text))
    public.extend(_sealed_blocks(text))  # (after batch 20)
    if "PRIVATE KEY" in text:
        public.extend(m.span() for m in _ELIDED_KEY_BLOCK.finditer(text) if _elided_body(m))
    if not public:
        return spans
    return [(a, b) for a, b in spans if not any(s <= a and b <= e for s, e in public)]


# Written after batch 32. A private key's armor whose body holds no run of base64 (``...``,
# ``<paste the key here>``, ``…redacted…``) is a template: the key was left out. A body of
# 16 base64 characters or more in a run (an ed25519 key's 64, any real key) stays a key.
_ELIDED_KEY_BLOCK = re.compile(
    r"(?s)-----BEGIN (?P<kind>[A-Z0-9 ]*PRIVATE KEY)-----(?P<body>.{0,200}?)-----END (?P=kind)-----"
)
_BASE64_RUN = re.compile(r"[A-Za-z0-9+/=]{16}")


def _elided_body(match: re.Match[str]) -> bool:
    body = match.group("body").replace("\\n", "\n")
    return _BASE64_RUN.search(body) is None


def _public_certificate(text: str, match: re.Match[str]) -> bool:
    if not match.group("kind").endswith("CERTIFICATE") or "PRIVATE" in match.group("kind"):
        return False
    before = text[max(0, match.start() - 120) : match.start()]
    if _CLIENT_CERT_BEFORE.search(before):
        return False
    return "PRIVATE KEY" not in text[match.end() : match.end() + 200]


_FILE_VALUE = re.compile(r"(?:~|\.{1,2})?/[\w.\-/]+\.[A-Za-z][A-Za-z0-9]{0,4}")
_ANGLE_PLACEHOLDER = re.compile(r"<[A-Za-z][\w .\-]{0,40}>")
_PLAIN_URL = re.compile(r"[a-z][a-z0-9+.\-]*://[^\s@'\"]+")
_TOKEN_REST = re.compile(r"[^\s'\"<>]*")


def _before_placeholder(text: str, end: int) -> bool:
    """Does a ``<placeholder>`` continue the value that ends at ``end`` (a template: what
    stands before the placeholder names the secret, the placeholder stands for it)?"""
    end = _TOKEN_REST.match(text, end).end()  # type: ignore[union-attr]
    return text.startswith("<", end) and _ANGLE_PLACEHOLDER.match(text, end) is not None


def _rule_spans(
    text: str, rule: sr.Rule, starts: _Found | None = None
) -> Iterator[tuple[int, int]]:
    groups = rule.pattern.groupindex
    covered = 0  # matches inside an already widened span add nothing (and keep this linear)
    for match in _matches(text, rule, starts):
        if match.end() == match.start() or match.end() <= covered:
            continue
        if "key" in groups and not is_secret_key(match.group("key")):
            continue
        if rule.name == "pem-block" and _public_certificate(text, match):
            continue
        if "s" in groups:
            if match.group("s") is None or is_placeholder(match.group("s")):
                continue
            if _FILE_VALUE.fullmatch(match.group("s")) or _before_placeholder(text, match.end("s")):
                continue  # key_file = /etc/gcs/sa.json; PVEAPIToken=user@pve!id=<secret>
            if rule.name in ("cookie", "curl-cookie"):
                yield from _cookie_spans(match)
            else:
                yield match.span("s")
            continue
        library_groups = _library_group_spans(match) if not groups else None
        if library_groups is not None:
            yield from library_groups
        elif rule.widen:
            start, covered = _whole_token(text, match.start(), match.end())
            yield start, covered
        else:
            yield match.span()


def _cookie_spans(match: re.Match[str]) -> Iterator[tuple[int, int]]:
    """The values of the cookies in a header (``theme=dark`` and attributes stay)."""
    yield from _cookie_values(match.group("s"), match.start("s"))


_ALNUM_RUN = re.compile(r"[A-Za-z0-9]+")  # a cookie's pieces; a code's shape


def _readable_cookie(value: str) -> bool:
    """Written after batches 10 and 11: a cookie whose value a person can read holds no
    session. Its pieces (between any other characters, ``%xx`` decoded) are each a word
    of letters, a number (a timestamp, a counter, an analytics id like ``GA1.1.2043.17``)
    or at most three characters: ``WP%20Cookie%20check``, ``c%3Den-US%7Cuic%3Den-US``,
    ``1765000000``. A session mixes letters and digits in one run, or is a long run."""
    pieces = _ALNUM_RUN.findall(unquote(value))
    return bool(pieces) and all(
        len(piece) <= 3
        or (piece.isalpha() and len(piece) <= 15)
        or (piece.isdigit() and len(piece) <= 13)
        for piece in pieces
    )


def _cookie_values(header: str, offset: int) -> Iterator[tuple[int, int]]:
    for pair in sr.COOKIE_PAIR.finditer(header):
        name, value = pair.group("name").lower(), pair.group("s")
        if name in sr.COOKIE_ATTRIBUTES or not value:
            continue
        if _PLAIN_WORD.fullmatch(value.rstrip(")];,.")) or _readable_cookie(value):
            continue  # consent=accepted, theme=dark: a word, not a session
        if len(value) >= 8 or any(c.isdigit() for c in value):
            yield offset + pair.start("s"), offset + pair.end("s")


def _library_group_spans(match: re.Match[str]) -> list[tuple[int, int]] | None:
    """Spans of the library regex's groups that hold the secret, or None for the match.

    detect-secrets regexes use groups both for the secret (``://user:(pass)@``) and for
    prefixes (``(ghp|gho)_...``); a short group is a prefix, so the whole match is taken.
    """
    found = [i for i in range(1, (match.re.groups or 0) + 1) if match.group(i)]
    # ://user:password@, ://<api_key>:<api_secret>@: a placeholder in a credential slot
    spans = [match.span(i) for i in found if not is_placeholder(match.group(i))]
    if found and not spans:
        return []  # ://<api_key>:<api_secret>@: placeholders in a URL's credential slots
    if spans and max(end - start for start, end in spans) >= 8:
        return spans
    return None


def _encoded_setting(value: str) -> bool:
    """Base64 of a short lowercase word or a small number (a Secret's ``environment``,
    ``region`` or ``port``, after batch 16): the setting, not a credential."""
    value = value.strip().strip("\"'")
    if not 4 <= len(value) <= 20:
        return False
    try:
        plain = b64decode(value, validate=True).decode("ascii")
    except (ValueError, UnicodeDecodeError):
        return False
    return bool(re.fullmatch(r"[a-z][a-z\-]{1,11}|\d{1,5}", plain))


def _kubernetes_secret_spans(text: str) -> Iterator[tuple[int, int]]:
    """Every value under ``data:`` / ``stringData:`` of a Kubernetes Secret."""
    if not sr.K8S_SECRET_KIND.search(text):
        return
    for block in sr.K8S_DATA_BLOCK.finditer(text):
        offset = block.start("body")
        for value in sr.K8S_VALUE.finditer(block.group("body")):
            if is_placeholder(value.group("s")):  # JWT_SECRET: "REPLACE_ME"
                continue
            key = value.group()[: value.start("s") - value.start()].strip().rstrip(":")
            if not is_secret_key(key) and _encoded_setting(value.group("s")):
                continue  # environment: bGl2ZQ== ("live"): a setting, encoded as all are
            yield offset + value.start("s"), offset + value.end("s")
    for block in sr.K8S_DATA_JSON.finditer(text):
        offset = block.start("body")
        for value in sr.K8S_JSON_VALUE.finditer(block.group("body")):
            if not is_placeholder(value.group("s")):
                yield offset + value.start("s"), offset + value.end("s")


# -- detection that needs no vendor: credential context, value shape, joins -----------
#
# A value is taken when a word or flag that names a credential comes before it (in any
# syntax: prose, flag, positional argument after login/auth, header, query parameter,
# ``key value`` line) and the value is shaped like a secret: long enough, several kinds
# of characters, not a word, a path, an e-mail address, code or a placeholder. Strong
# words (password, secret, token, api key, ...) accept a password's shape; weak ones
# (key, code, auth, signature, login, ...) and no word at all want a random-looking run.

_STRONG_CONTEXT = (
    r"passwords?|passwd|passphrase|passcode|pass|pwd|pw|secrets?|tokens?|api[ _\-]?keys?"
    r"|access[ _\-]?keys?|secret[ _\-]?keys?|private[ _\-]?keys?|credentials?|creds"
    r"|rootpw|requirepass|masterauth|masterpass|rpcpassword|bindpw|psk"
)
_WEAK_CONTEXT = (
    r"keys?|code|pin|signature|sig|authorization|auth|ticket|login|authenticate|signin|unlock"
    r"|apikey|bearer|(?:access|private|secret)[ _\-]?key[ _\-]?id|key[ _\-]?id"
    r"|seed|totp|otp|mfa|2fa|codes|salt|pepper"
)
_CONTEXT_WORD = re.compile(
    rf"(?:(?P<strong>{_STRONG_CONTEXT})|(?P<weak>{_WEAK_CONTEXT}))(?![\w/#])(?!\.\w)"
)
_WORD_BEFORE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_/")
_WINDOW_CHARS = 80
_WINDOW_TOKENS = 6
_PUBLIC_BEFORE_WORD = re.compile(
    r"(?:public|pub|websocket|host|idempotency|cache|partition|primary|foreign|sort|routing"
    r"|object|shard|dedup|deduplication)[ \t_\-]*\Z"
)
_WINDOW_TOKENS_STRONG = 10  # "pw for the jenkins box is the same as before: …"
_WINDOW_TOKEN = re.compile(r"[^\s\"'`,;()<>\[\]{}|]+")
_WINDOW_STOP = re.compile(r"[\n(){};]|\\[nr]|\s(?:if|and|or|but|then|else|when)\s|\.\s")
_ANGLE_OR_REF = re.compile(r"<[^<>\n]{0,80}>|\$\{[^}\n]*\}|\$\([^)\n]*\)|\{\{[^}\n]*\}\}")
_EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+")
_SNAKE = re.compile(r"[a-z][a-z0-9]*(?:[_.\-][a-z0-9]+)+|[a-z]+")
_PIECE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_SYMBOLS = frozenset("!#$%&*+=?@^~")


def _entropy(value: str) -> float:
    from collections import Counter
    from math import log2

    n = len(value)
    return -sum(c / n * log2(c / n) for c in Counter(value).values())


_FILE_PATH = re.compile(r"[\w.\-]+(?:/[\w.\-]+)+\.[A-Za-z][A-Za-z0-9]{0,4}")
# 0x and 8-40 hex digits: an account or contract address, a key id (a private key is 64)
_PUBLIC_HEX = re.compile(r"0x(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{16}|[0-9a-fA-F]{40})")
_IMAGE_REF = re.compile(
    r"[a-z0-9.\-]+\.[a-z]{2,}(?::\d+)?/[\w.\-/]+(?::[\w.\-]+|@sha256:[0-9a-f]{64})?"
)
_NAME_TAG = re.compile(
    r"[a-z][a-z0-9_\-]*(?:/[a-z0-9_\-]+)?:v?\d{1,4}(?:\.\d{1,4}){1,2}(?:-[a-z0-9]+)*"
)
_ISSUE_KEY = re.compile(r"[A-Z][A-Z0-9]{1,9}-\d{1,6}")
# a host and its port in any notation: host:443, SQL Server's host,1433 and tcp:host,1433
_HOST_PORT = re.compile(
    r"(?:(?:tcp|np|lpc|udp):)?(?:(?:[a-z0-9\-]+\.)+[a-z][a-z0-9\-]*|localhost)[:,]\d{1,5}"
)
# what follows a URL's credentials: @host:port/database, or the port and database alone
_HOST_PORT_PATH = re.compile(
    r"@?(?:(?:[a-z0-9\-]+\.)+[a-z][a-z0-9\-]*:|localhost:)?\d{1,5}/[\w.\-]*"
)
_HOST_TARGET = re.compile(r"[\w.\-]+@[\w.\-]+::?[\w.~/\-]*")


# Written after batch 22: a value in a key's or a flag's place may start with '-', '+' or
# '/' (``password: -aB3x_Qk9``, ``| DB_PASSWORD | -eGH… |``): it is a value, not the next
# option or a path, when the rest has no option or path punctuation (nor a '.') and mixes a
# capital (two under 11 characters), two small letters and a digit (sr.DASH_VALUE;
# ``-Xmx4096m``, ``/usr/bin`` are not), and does not go on a hyphenated name
# (``…-token-profile-1.0#PasswordText``: a word after a hyphen, not a sign).
_SIGNED_VALUE = re.compile(
    r"[-+/](?![-+/]|[a-z]+-)(?=[^A-Z]*[A-Z])(?=(?:[^a-z]*[a-z]){2})(?=\D*\d)"
    r"(?:(?=(?:[^A-Z]*[A-Z]){2})|(?=.{11}))[^\s'\"|;&=:/,.]{7,}"
)


def _value_like(value: str) -> bool:
    """Not a path, a URL, an e-mail address, a flag, code or a placeholder."""
    if value.startswith(("-", "/", "~", "./", "../", "\\")) or "://" in value:
        if not (value[0] in "-/" and _SIGNED_VALUE.fullmatch(value)):
            return False
        value = value[1:]  # (after batch 22) -aB3x_Qk9 in a value's place: a value
    if value[:9].lower().startswith(("http%3a%2f", "https%3a%2", "%2f")):
        return False  # a URL-encoded URL or path (redirect_uri=https%3A%2F%2F…)
    if _HOST_PORT.fullmatch(value) or _HOST_PORT_PATH.fullmatch(value):
        return False  # api.corp.internal:443, db-1.prod:5432, @localhost:5432/app: where
    if _ISSUE_KEY.fullmatch(value):
        return False  # OPS-4821, JIRA-112: a ticket ("see ticket OPS-4821")
    if _PUBLIC_HEX.fullmatch(value) or _IMAGE_REF.fullmatch(value):
        return False  # 0x<address>, 0x<key id>; ghcr.io/corp/app:1.2.3 (an image)
    if ":" in value and _NAME_TAG.fullmatch(value):
        return False  # (after batch 22) alpine:3.20, python:3.12-slim: a name and its version
    if _EMAIL.fullmatch(value) or is_placeholder(value) or _PATH_VALUE.fullmatch(value):
        return False
    if "/" in value and _FILE_PATH.fullmatch(value):
        return False  # uploads/2024/06/01/8f14e45f….png
    if "@" in value and _HOST_TARGET.fullmatch(value):
        return False  # backup@nas::data, deploy@web1:/var/www: an rsync/scp target
    return not value.isdigit()


def password_shaped(value: str, min_len: int = 8) -> bool:
    """A value after a word that names a password: letters with digits or symbols, or
    mixed case and long; not a word, a snake_case name, a path or a placeholder."""
    if len(value) < min_len or not _value_like(value):
        return False
    if _SNAKE.fullmatch(value) and not _mixed_segments(value):
        # (gaps round 5) lower-case words and a number, as the told rule reads them
        # (maple-river-42, jungle-engine-lantern37): a passphrase someone chose
        return _WORDS_AND_NUMBER.fullmatch(value) is not None
    letters = any(map(str.isalpha, value))
    digits = any(map(str.isdigit, value))
    symbols = any(c in _SYMBOLS for c in value)
    mixed = any(map(str.isupper, value)) and any(map(str.islower, value))
    if not letters:
        return False
    if _IDENTIFIER_PATH.fullmatch(value) and "." in value and not digits:
        return False  # os.environ, bcrypt.gensalt
    return digits or symbols or (mixed and len(value) >= 12 and not _wordy(value))


_SEPARATOR = re.compile(r"[_.\-]")
_DICEWARE = re.compile(r"[a-z]{3,}(?:-[a-z]{3,}){3,}(?:-\d{1,4})?")  # correct-horse-battery-staple
# Meadow-Violet-Breeze-36 (generated passphrases with capitals and a number), psup-duxq-…
# (app-specific passwords: four groups of four letters)
_WORD_PASSWORD = re.compile(
    r"[A-Z][a-z]{2,}(?:[-_.][A-Z][a-z]{2,}){2,}[-_.]\d{1,4}|[a-z]{4}(?:-[a-z]{4}){3}"
)


# (after gaps round 4) Six consonants in a row: no word says that (y counts as a vowel;
# "strengths" has five).
_UNSAYABLE = re.compile(r"(?i)[b-df-hj-np-tv-xz]{6}")


@cache
def _word_pairs() -> frozenset[str]:
    """The pairs of adjacent letters English words hold: those of the BIP-39 English list
    (2,048 common words, from the ``mnemonic`` package the seed-phrase rule reads)."""
    return frozenset(word[i : i + 2] for word in _bip39() for i in range(len(word) - 1))


def _unsayable_piece(piece: str) -> bool:
    """A long piece no word makes: six consonants in a row (an acronym's capitals aside),
    nine capitals or more, or (after gaps round 5) more than a third of its letter pairs
    pairs no English word holds (``egqyiidb``: gq, qy, yi, ii, db; a compound's seams are
    a pair or two, ``postgresql``: tg, ql)."""
    if len(piece) < 7:
        return False
    if piece.isupper():
        return len(piece) >= 9
    if _UNSAYABLE.search(piece) is not None:
        return True
    low = piece.lower()
    pairs = _word_pairs()
    odd = sum(low[i : i + 2] not in pairs for i in range(len(low) - 1))
    return odd * 3 > len(low) - 1


def _odd_pairs(pieces: list[str]) -> tuple[int, int]:
    """Of the letter pairs of ``pieces`` (those of letters only), how many no English word
    holds, and how many there are (gaps round 9: short pieces drawn at random, ``Cwnrk``,
    ``Gzyjr``, ``iwx``, hold them as often as long ones)."""
    pairs = _word_pairs()
    odd = total = 0
    for piece in pieces:
        if piece.isalpha():
            low = piece.lower()
            total += len(low) - 1
            odd += sum(low[i : i + 2] not in pairs for i in range(len(low) - 1))
    return odd, total


def _wordy(value: str) -> bool:
    """Made of words (camelCase, snake_case, 2024_spring_launch), not of random characters.
    Long pieces make a token's shape (one run of letters of both cases and digits) read as
    words only when each long piece can be said: a random run (``UXEmsdjpchypwdQfrR0892``:
    "Emsdjpchypwd") has long pieces too, and so has a run of nine or more capitals among
    small letters (``BCUVVZEJUYRQxptpyd08EZ``; an acronym is short: ``XMLHTTPRequest``)."""
    if len(value) >= 16 and _HEX.fullmatch(value) and not value.isdigit() and not value.isalpha():
        return False  # (hex digits are drawn, not said: a long run of decimals is no word)
    pieces = _PIECE.findall(value)
    alnum = sum(len(p) for p in pieces)
    if not pieces:
        return True
    if alnum / len(pieces) >= 4.0 and not (
        # (only a token's shape, one run of both cases: words glued by a join or written
        # small, "zigbee2mqttbridge", make such runs too)
        value.isalnum()
        and not value.isupper()
        and not value.islower()
        and (any(map(_unsayable_piece, pieces)) or _unsayable_pairs(pieces))
    ):
        return True
    if not any(map(str.isupper, value)) and _SEPARATOR.search(value):
        # version numbers are not random: ponylang__ponyc__0.1, my_tool-2.3.1
        segments = [seg for seg in _SEPARATOR.split(value) if seg and not seg.isdigit()]
        alpha = [seg for seg in segments if seg.isalpha()]
        return len(alpha) >= 0.6 * len(segments) and any(len(seg) >= 4 for seg in alpha)
    return False


def _unsayable_pairs(pieces: list[str]) -> bool:
    """More than a third of the letter pairs of the pieces of three letters or more are
    pairs no English word holds (``CwnrkZq91NAIJDLGzyjr``; ``ZigbeeBridgeMain``: one)."""
    odd, total = _odd_pairs([piece for piece in pieces if len(piece) >= 3])
    return odd * 3 > total > 0


def random_shaped(value: str, min_len: int = 16) -> bool:
    """A run of random-looking characters: a token, a key, a signature."""
    if len(value) < min_len or not _value_like(value):
        return False
    classes = sum(
        (
            any(map(str.islower, value)),
            any(map(str.isupper, value)),
            any(map(str.isdigit, value)),
        )
    )
    if classes < 2 or _wordy(value):
        return False
    # (32 hex digits or more: 16 symbols, where a drawn run falls below 3.0 bits by chance;
    # a shorter one, an id's length, keeps the bar)
    return _entropy(value) >= (2.5 if len(value) >= 32 and _HEX.fullmatch(value) else 3.0)


def _clean_token(token: str) -> str:
    return token.rstrip(":.,!?").lstrip(":=")


_ANCHORS = (
    "pass", "pwd", "pw", "secret", "token", "api", "access", "private", "cred", "rootpw",
    "requirepass", "masterauth", "masterpass", "rpcpassword", "bindpw", "psk", "key", "code",
    "pin", "sig", "auth", "ticket", "login", "signin", "bearer", "seed", "totp", "otp", "mfa",
    "2fa", "salt", "pepper", "unlock",
)  # fmt: skip


@cache
def _context_anchors() -> AhoCorasick:
    """The first words of the context words, found in one pass (then matched in place)."""
    return AhoCorasick(list(_ANCHORS), implementation=Implementation.DFA)


@cache
def _shortest_value() -> int:
    """The fewest characters a value after a context word has when it is taken: the
    shortest that password_shaped, random_shaped (their default ``min_len``) and a
    diceware passphrase accept."""
    lengths = [password_shaped.__defaults__, random_shaped.__defaults__]
    shortest = min(int(d[0]) if d else 0 for d in lengths)
    return min(shortest, _min_width(_DICEWARE))


def _min_width(pattern: re.Pattern[str]) -> int:
    try:
        return int(_sre("_parser").parse(pattern.pattern, pattern.flags).getwidth()[0])
    except Exception:  # not the standard library's parser: no shortcut
        return 0


_PAREN_VALUE = re.compile(r"[\x21-\x7e]{6,80}")  # one printable ASCII token in ( )
_KEY_FILE = re.compile(
    r"[\w.\-/~]*\.(?:pub|pem|key|crt|cer|der|p12|pfx|jks|json|txt|asc|gpg|kdbx|env)(?![\w.])"
)
_SLOT_LEAD = re.compile(r"[ \t]*(?:[:=][ \t]*)?[\"'`]?")
# The rest of a compound name the word begins (``-Token`` of ``X-Auth-Token:``), up to
# the ``:`` or ``=`` after it: a value is read after the whole name, so a reference there
# (``X-Auth-Token: !Ref Name``) is seen as the name's, not as the word's next arguments.
_NAME_TAIL = re.compile(r"(?:[-_][a-z0-9]+)+(?=[ \t]*[:=])")


def _filled_slot(window: str, at: int, files: bool = True) -> bool:
    """Does a variable reference or a placeholder stand first after a context word
    (``$API_KEY``, ``${{ secrets.X }}``, ``$env:X``, ``%X%``, ``%env(X)%``,
    ``os.environ/X``, ``<token>``)? Every layer that lets a reference fill a credential's
    value asks this, so each knows every reference form of ``_REFERENCE``. ``files``: a
    key file's name fills it too (a flag's argument)."""
    ref = _ANGLE_OR_REF.match(window, at) or _REFERENCE.match(window, at)
    if ref is None and files:
        ref = _KEY_FILE.match(window, at)  # --key cosign.pub IMAGE: a file fills it
    if ref is None:
        return False
    end = ref.end()
    return end >= len(window) or not (window[end].isalnum() or window[end] in "_-+/")


def _case_cut(word: str) -> bool:
    """Does a change of case cut a credential's word as it is written into pieces no
    words are (``pW``, ``paSS``, ``tOKEN``)? Its parts are then no such word; a compound's
    parts are (``passWord``, ``apiKey``, ``keyId``, and ``Pw``, ``PW``: one part)."""
    if word.islower() or word.isupper() or len(word) < 2:
        return False
    pieces = [part for part in _KEY_WORD.findall(word) if part.isalpha()]
    return len(pieces) > 1 and (len(pieces[0]) < 3 or any(len(p) < 2 for p in pieces))


_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


def _in_public_id(text: str, at: int) -> bool:
    """Is ``at`` inside a vendor's documented public id (``sq0idp-pw-…``)? A credential's
    word there is a piece of the id's random body, not a name before a value."""
    start = end = at
    while start > 0 and text[start - 1] in _ID_CHARS and at - start < 40:
        start -= 1
    while end < len(text) and text[end] in _ID_CHARS and end - at < 60:
        end += 1
    return _PUBLIC_ID_PREFIX.fullmatch(text, start, end) is not None


_SIGNING_WORDS = ("login", "auth", "unlock", "signin")


def _least_taken(word: re.Match[str], shortest: int) -> int:
    """The fewest characters a token after this context word has when a value is taken
    from it: after a weak word other than a sign-in's, only a random run is (16 or more,
    ``random_shaped``); after the others, ``shortest``."""
    weak = word.group("weak")
    if weak is None or weak.startswith(_SIGNING_WORDS):
        return shortest
    return max(shortest, int((random_shaped.__defaults__ or (0,))[0]))


@cache
def _window_run(length: int) -> re.Pattern[str]:
    """A run of ``length`` characters of a window's token (``_WINDOW_TOKEN``)."""
    return re.compile(rf"{_WINDOW_TOKEN.pattern[:-1]}{{{length}}}")


def _context_spans(
    text: str,
    low: str,
    quick: bool = False,
    anchors: Iterable[tuple[int, int, int]] | None = None,
) -> Iterator[tuple[int, int]]:
    """Values after a word that names a credential (see above). ``quick``: tokens too
    short to be taken are skipped before they are judged (gated=False judges each).
    ``anchors``: where the anchors are, if the gate pass found them already."""
    shortest = _shortest_value() if quick else 0
    seen = -1
    if anchors is None:
        anchors = _context_anchors().find_matches_as_indexes(low, overlapping=True)
    for _, at, _ in anchors:
        if at <= seen or (at and low[at - 1] in _WORD_BEFORE):
            continue
        word = _CONTEXT_WORD.match(low, at)
        if word is None:
            continue
        seen = word.end()
        strong = word.group("strong") is not None
        start = word.end()
        tail = _NAME_TAIL.match(low, start)
        if tail is not None:
            start = tail.end()  # X-Auth-Token: …, auth_token=…: the value is after the name
        window = text[start : start + _WINDOW_CHARS]
        opening = len(window) - len(window.lstrip(" \t"))
        inner = window[opening + 1 : window.find(")")] if ")" in window else ""
        if strong and window[opening : opening + 1] == "(" and _PAREN_VALUE.fullmatch(inner):
            # its password (Mw3!…) is in .env: the value in parentheses after the word
            start += opening + 1
            window = inner
        if quick and not _window_run(_least_taken(word, shortest)).search(window):
            continue  # (no token long enough to be taken: the value is part of one; first,
            # as the cheapest of the tests below, which only skip)
        if _case_cut(text[at : word.end()]):
            continue  # pW-riGp_58…: a case change inside makes it no word (a value's start)
        if low[at - 1 : at] == "-" and _in_public_id(text, at):
            continue  # sq0idp-pw-NWik…: a piece of a vendor's public id, no name
        if _in_arn(text, low, word.start()):
            continue
        if at and low[at - 1] == "+":
            continue  # a word of a search query (?q=rotate+api+keys)
        if at and (low[at - 1] in "$%" or low.endswith(("${", "{{ ", "{{", "env:"), 0, at)):
            continue  # $API_KEY, %TOKEN%, ${PASSWORD}, $env:TOKEN: a variable's name
        if _PUBLIC_BEFORE_WORD.search(low, max(0, at - 24), at):
            continue  # public key, host key, Sec-WebSocket-Key: public by design
        if low[at - 1 : at] == "=" and low[word.end() : word.end() + 1] in ("&", "#", ""):
            continue  # ?response_type=code&…, grant_type=password&…: a value, not a name
        stop = _WINDOW_STOP.search(window)
        if stop is not None:
            window = window[: stop.start()]
        lead = _SLOT_LEAD.match(window)
        if lead is not None and _filled_slot(text, start + lead.end()):
            continue  # x-api-key: $API_KEY host:443: the value is a reference; what follows
            # is the command's next argument (written after batch 8)
        window = _ANGLE_OR_REF.sub(lambda m: " " * len(m.group()), window)
        for n, token in enumerate(_WINDOW_TOKEN.finditer(window)):
            if n >= (_WINDOW_TOKENS_STRONG if strong else _WINDOW_TOKENS) and not (
                word.group("weak") or ""
            ).startswith(("login", "auth", "unlock")):
                break
            raw = token.group()
            if len(raw) < shortest:
                continue  # (the value is part of the token)
            # key=value inside a token: --from-literal=password=$X, code=abc
            # (a base64 value's padding is not an assignment: qJX…Bw8=)
            padded = raw.endswith("=") and len(raw.rstrip("=")) >= 16 and "=" not in raw[1:-2]
            value = _clean_token(raw if padded or "=" not in raw[1:] else raw.rsplit("=", 1)[-1])
            if not value:
                continue
            diceware = (
                strong
                and word.group("strong").startswith("pass")
                and _DICEWARE.fullmatch(value) is not None
            ) or (
                (strong or (word.group("weak") or "").startswith(("login", "auth", "unlock")))
                and _WORD_PASSWORD.fullmatch(value.strip("'\"")) is not None
            )
            # after login/auth a positional password: letters, digits and a symbol
            signing_in = (
                not strong
                and (word.group("weak") or "").startswith(("login", "auth", "signin"))
                and any(c.isdigit() for c in value)  # (the quick tests first)
                and any(c in _SYMBOLS for c in value)
                and password_shaped(value)
            )
            if not strong and _UUID.fullmatch(value):
                break  # key ID …, code …: a UUID after a weak word is an id (after batch 8)
            if n and _WORDS_AND_NUMBER.fullmatch(value):
                continue  # password for web-server-01 is …: words and a number further on
                # name a host; right after the word they are the value (gaps round 5)
            shaped = (strong and password_shaped(value)) or random_shaped(value)
            if shaped or diceware or signing_in:
                found = start + token.start() + raw.find(value)
                yield found, found + len(value)
                break


_SHORT_FLAG = re.compile(r"-(?:[pPwkaK]|pw)(?:[ \t]+|:)(?P<s>[^\s'\"|;&]+|'[^'\n]+'|\"[^\"\n]+\")")
_SLASH_FLAG = re.compile(r"/(?:p|pw|pass|password|passwd)[:=](?P<s>[^\s'\"]+)")  # in low
# (the separator read once, ``++``: a user never starts with "=", and a run of "=" was
# split between the two at each of its places)
_USER_PASS_FLAG = Scan(  # (tried where a "-" or a "/" stands: see prescan.py)
    re.compile(
        r"(?<![\w\-])(?:-u|-U|--user|--username|/user)[ \t:=]++['\"]?[^\s:,%'\"]+[:,%]"
        r"(?P<s>[^\s'\"]+)"
    ),
    by_start=True,
)
_LONG_FLAG = re.compile(r"--?(?P<key>[A-Za-z][\w\-]{2,40})(?:[ \t]+|=)(?P<s>[^\s'\"|;&]+)")
_EMAIL_PASS = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+:(?P<s>[^\s/:@'\"]+)(?=[\s'\"]|$)")
# What every match of _EMAIL_PASS holds from its "@" on, searched first: re tries
# _EMAIL_PASS at every position (and along every word), this only where an "@" stands.
_EMAIL_PASS_TAIL = re.compile(r"@[\w\-]+(?:\.[\w\-]+)+:")
_HEX = re.compile(r"[0-9a-f]+|[0-9A-F]+")
_QUERY_PARAM = re.compile(r"[?&;](?P<key>[\w.\-]{1,40})=(?P<s>[^&\s#'\"<>]+)")
# A call of connect/login/auth…/client/open/crypt/hash… and its arguments: the words are
# found by Aho-Corasick in the lowercase text, the call is matched where a word ends.
_CALL_WORDS = (
    "connect", "login", "auth", "client", "session", "open", "create_engine", "cred", "crypt",
    "hash", "make_password", "securestring", "construct", "pdo", "password", "passwd",
)  # fmt: skip
_CALL_REST = re.compile(r"\w*\s*\((?P<args>(?:[^()\n]|\([^()\n]{0,100}\)){0,300})\)")


@cache
def _call_words() -> AhoCorasick:
    return AhoCorasick(list(_CALL_WORDS), implementation=Implementation.DFA)


_PARAMETERS = re.compile(r"\[parameters: (?P<args>[^\n]{0,2000})\]")
# Every quoted literal in turn (a short one too: skipping it would pair its closing quote
# with the next one's opening: N'False', @user = N'…). Callers judge the length.
_QUOTED = re.compile(r"'(?P<s>[^'\n]*)'|\"(?P<d>[^\"\n]*)\"")
_BARE_RUN = Scan(re.compile(r"[A-Za-z0-9_\-]{51,66}(?![^\s\"'`,)\];])"))  # WIF 51-52, 0x+64 hex
_BARE_BEFORE = frozenset(" \t\r\n\"'`=:(,[")
_FLAG_BEFORE = frozenset(" \t\r\n\"'`=(")
_PUBLIC_KEY_BEFORE = re.compile(r"(?:ssh-[\w\-]+|ecdsa-[\w\-]+|sk-[\w\-@.]+)\s+\Z")
_PUBLIC_KEY_PREFIXES = (
    "MFkwEwYHKoZIzj0C", "MHYwEAYHKoZIzj0C", "MCowBQYDK2Vw", "MIIBIjAN", "MIICIjAN",
    "AAAAB3NzaC1", "AAAAC3NzaC1", "AAAAE2VjZHNh", "AAAAG3NrLW",
)  # fmt: skip
_JWK_PUBLIC_BEFORE = re.compile(r"[\"'](?:n|e|x|y|kid|x5t|x5c|crv)[\"']\s*:\s*[\"']\Z")


def _address_starts(text: str) -> list[int]:
    r"""Where every match of ``_EMAIL_PASS`` starts, and some more: the start of each run of
    ``[\w.+\-]`` that an "@" ends. A match's name runs from its start to the first "@"
    (the class holds no "@"); started inside a run, the run's own start matches too (the
    same end), so the leftmost match starts a run ("@"s are few; the pattern searched
    itself was tried at every character)."""
    starts: list[int] = []
    at = text.find("@")
    while at >= 0:
        start = at
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_.+-"):
            start -= 1
        if start < at:
            starts.append(start)
        at = text.find("@", at + 1)
    return starts


def _flag_spans(text: str) -> Iterator[tuple[int, int]]:
    if "-" in text:
        for m in _SHORT_FLAG.finditer(text):
            if m.start() and text[m.start() - 1] not in _FLAG_BEFORE:
                continue
            value = m.group("s").strip("'\"")
            if password_shaped(value) or _WORD_PASSWORD.fullmatch(value):
                yield m.start("s"), m.end("s")
        for m in _LONG_FLAG.finditer(text):
            if m.start() and text[m.start() - 1] not in _FLAG_BEFORE:
                continue
            if is_secret_key(m.group("key")) and password_shaped(m.group("s"), 6):
                yield m.span("s")
    if "-u" in text or "-U" in text or "user" in text:
        for m in _USER_PASS_FLAG.finditer(text):
            if password_shaped(m.group("s"), 6):
                yield m.span("s")
    if "@" in text and _EMAIL_PASS_TAIL.search(text):
        for m in tried_at(text, _EMAIL_PASS, _address_starts(text)):
            if password_shaped(m.group("s")):
                yield m.span("s")


# Query parameters that carry ids, cursors and anti-forgery state, not credentials.
_BENIGN_PARAMS = frozenset(
    {
        "state", "session_state", "nonce", "cursor", "page_token", "pagetoken", "next",
        "continuation", "after", "before", "cvid", "v", "vid", "list", "ref", "fbclid",
        "gclid", "msclkid", "request_id", "requestid", "trace_id", "traceid", "etag", "rev",
        "version", "build", "commit", "sha", "id", "ids", "uuid", "q", "query", "search",
        # OAuth/OIDC parameters public by design (in every authorization URL a browser
        # shows): not code, access_token, id_token, client_secret (written after batch 8)
        "client_id", "response_type", "response_mode", "scope", "redirect_uri",
        "redirect_url", "post_logout_redirect_uri", "code_challenge", "code_challenge_method",
        "prompt", "login_hint", "ui_locales", "acr_values", "max_age", "display", "audience",
        "grant_type", "resource", "claims", "return_to", "returnto", "continue",
    }
)  # fmt: skip


def _query_spans(text: str) -> Iterator[tuple[int, int]]:
    if "=" not in text or not ("?" in text or "&" in text):
        return
    for m in _QUERY_PARAM.finditer(text):
        start, end = m.span("s")
        while end > start and text[end - 1] in ")]":  # a URL inside (…) or […]: not its value
            end -= 1
        value = text[start:end]
        key = m.group("key")
        named = is_secret_key(key) or key.lower() in (
            "code",
            "sig",
            "ticket",
            "key",
            "otp",
            "appid",
        )
        if not named and key.lower().endswith("id") and _UUID.fullmatch(value):
            continue  # ?groupId=<uuid>&tenantId=<uuid>: ids (written after batch 9)
        if not named and (_HEX.fullmatch(value) or key.lower() in _BENIGN_PARAMS):
            continue  # an id or a digest under a plain name (?gist=…, ?commit=…), not a key
        if random_shaped(value, 12 if named else 20) or (named and password_shaped(value)):
            yield start, end


def _trace_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    """Arguments of a connect/login call and SQL parameters printed in a stack trace."""
    if "(" not in text or not ("'" in text or '"' in text):
        return
    matches: list[re.Match[str]] = []
    after = -1
    called = _any_word(low, _CALL_WORDS, mask)
    for _, _, end in _call_words().find_matches_as_indexes(low) if called else ():
        if end <= after:
            continue
        call = _CALL_REST.match(low, end)
        if call is not None:
            matches.append(call)
            after = call.end()
    if "[parameters:" in text:
        matches.extend(_PARAMETERS.finditer(text))
    for m in matches:
        offset = m.start("args")
        for q in _QUOTED.finditer(text, offset, m.end("args")):
            group = "s" if q.group("s") is not None else "d"
            value = q.group(group)
            if " " in value.strip():
                continue  # a sentence ('Test greeting - if you see this, UI works!')
            if ("=" in value or value[:4].lower() == "dbi:") and _dsn_without_password(value):
                continue  # DBI->connect('dbi:Pg:dbname=app;host=db', …): where, not who
            if _WORDS_AND_NUMBER.fullmatch(value):
                continue  # startSession('test-session-123'): an argument's words and number
                # name a thing; they are a password only where only one stands
            if password_shaped(value) and not _EMAIL.fullmatch(value):
                yield q.span(group)


# A data source name as a connect call's argument (Perl DBI's `dbi:Pg:dbname=app;host=db`,
# PDO's `mysql:host=db;dbname=app`, `dbi:SQLite:app.db`): a driver, then `name=value`
# pairs or a database's name; or, without a driver, two pairs or more (`host=db;port=5432`).
# One bare `name=value` is no DSN (`RNjwpga=2706gw` is a password).
_DSN_PAIR = r"[A-Za-z][A-Za-z_.\-]{0,39}=[^;=\s]*"
_DSN_ARGUMENT = re.compile(
    rf"(?:(?i:dbi):\w+:|[a-z][a-z0-9+]{{1,20}}:)(?P<pairs>{_DSN_PAIR}(?:;{_DSN_PAIR})*;?)"
    rf"|(?P<bare>{_DSN_PAIR}(?:;{_DSN_PAIR})+;?)"
    r"|(?i:dbi):\w+:[\w.\-/]*"
)


def _dsn_without_password(value: str) -> bool:
    """Is a call's argument a data source name that holds no password (no pair's name
    names a secret: ``Pwd=…`` and ``password=…`` stay secret)?"""
    m = _DSN_ARGUMENT.fullmatch(value)
    if m is None:
        return False
    pairs = m.group("pairs") or m.group("bare")
    return not pairs or not any(
        is_secret_key(pair.split("=", 1)[0]) for pair in pairs.split(";") if pair
    )


def _bare_spans(text: str) -> Iterator[tuple[int, int]]:
    """A WIF key, a hex private key on a line that names a wallet or a private key. (A
    long random token with no word before it is the lone-token layer's, below.)"""
    if not _token_run(text):
        return  # (every match is 51+ token characters)
    for m in _BARE_RUN.finditer(text):
        if m.start() and text[m.start() - 1] not in _BARE_BEFORE:
            continue
        value = m.group()
        if len(value) in (51, 52) and sr.WIF.fullmatch(value):
            yield m.span()
            continue
        hexed = sr.HEX_PRIVATE_KEY.fullmatch(value)
        if hexed is not None:
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            line = text[line_start : line_end if line_end >= 0 else len(text)]
            if sr.HEX_KEY_CONTEXT.search(line):
                yield hexed.span("s")[0] + m.start(), m.end()


_SEED_WORDS = ("mnemonic", "seed", "phrase", "recovery", "wallet", "words")
_SEED_PHRASE = WordScan(sr.SEED_PHRASE)  # (tried where its words begin: see prescan.py)


def _key_material_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "kty" in low:
        yield from (m.span("s") for m in sr.JWK_PRIVATE.finditer(text))
    if _any_word(low, _SEED_WORDS, mask):
        yield from (m.span("s") for m in _SEED_PHRASE.finditer(text))


# Written after batch 2's first measurement (tuned on batch 2).
_PAIR_ARGS = Scan(
    re.compile(
        r"[\"'](?P<key>[A-Za-z_][\w.\-]{1,60})[\"']\s*,\s*(?P<q>[\"'])(?P<s>[^\"'\n]{3,})(?P=q)"
    )
)
_OPENERS = {")": "(", "]": "[", "}": "{"}


def _one_call(text: str, pair: re.Match[str]) -> bool:
    """Are a ``"name", "value"`` pair's strings one call's name and value: on one line,
    or across lines inside one call's parentheses (``set(\n "password",\n "…")``)?
    A list's, a tuple's or a set's items across a line break are no pair."""
    if "\n" not in text[pair.end("key") : pair.start("s")]:
        return True
    depth = 0
    for at in range(pair.start() - 1, max(-1, pair.start() - 400), -1):
        char = text[at]
        if char in _OPENERS:
            depth += 1
        elif char in "([{":
            if depth:
                depth -= 1
                continue
            name = text[max(0, at - 1) : at].rstrip()
            return char == "(" and (name.isalnum() or name == "_")
    return False


# Written after batch 8 (credential setters of C/PHP/Java/.NET APIs, XML properties):
# a constant that names a credential before a quoted argument (curl_easy_setopt(h,
# CURLOPT_USERPWD, "u:p"), mysql_options(m, MYSQL_DEFAULT_AUTH, …)); a setter or builder
# called with a literal (setPassword("…"), .withApiKey('…'), .password("…")); an element
# whose name/key attribute names a credential (Hibernate's <property
# name="hibernate.connection.password">…</property>, <entry key="db.password">…</entry>).
# A literal may carry a prefix: N'…' (T-SQL), L"…", u8"…", @"…", b'…'.
_LITERAL = r"(?:[LNubBrR]|u8|@)?(?P<q>[\"'])(?P<s>[^\"'\n]{3,})(?P=q)"
# A comment line that names a credential above a `key=value` line: that value (Nagios
# `# DB monitoring password` over `$USER3$=…`, an .ini's `; api token` over `t = …`).
# Written after batch 8 (batch 7's Nagios resource file was its instance).
_COMMENT_MARKS = ("#", "//", ";", "--", "rem ")
_COMMENT_LABEL = re.compile(
    r"(?:password|passwd|passphrase|secret|token|api[ _\-]?key|credential|pw)s?\b[^\n]*\r?\n"
    r"[ \t]*(?:export[ \t]+)?[^\s=:#;]{1,60}[ \t]*[=:][ \t]*"
    r"[\"']?(?P<s>[^\s\"']{8,200})[\"']?[ \t]*(?:\r?\n|\Z)"
)
_COMMENT_LINE = re.compile(r"[ \t]*(?:#|//|;|--|rem[ \t])", re.IGNORECASE)
_CONSTANT_SECRET = re.compile(r"(?:pwd|passwd|password|passphrase|secret|token|apikey)$")
_CONSTANT_HINT = re.compile(
    r"(?:PASS|PWD|SECRET|TOKEN|KEY|AUTH|CRED)[A-Z0-9_]*\s*,\s*[LNubBrRu8@]{0,2}[\"']"
)
_CONSTANT_ARG = re.compile(rf"\b(?P<key>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s*,\s*{_LITERAL}")
_SETTER_CALL = re.compile(rf"(?P<key>[A-Za-z_]\w{{1,60}})\s*\(\s*{_LITERAL}\s*[,)]")
_SETTER_HINT = WordScan(
    re.compile(r"(?:pass|pwd|secret|token|key|cred|auth)\w{0,30}\s*\(\s*(?:[lnubr]|u8|@)?[\"']")
)
_NAMED_ELEMENT = re.compile(
    r"<(?P<tag>[\w:.\-]+)\b[^<>]*?\b(?:name|key|id|property|field)\s*=\s*[\"']"
    r"(?P<key>[^\"'<>\n]{1,80})[\"'][^<>]*(?<!/)>(?P<s>[^<\n]{1,300})</(?P=tag)\s*>"
)
_BLOCK_VALUE = Scan(  # (every match holds "default" or "value")
    re.compile(
        r"[\"'](?P<key>[A-Za-z_][\w.\-]{1,60})[\"']\s*[{:]\s*\{?[^{}]{0,300}?\b(?:default|value)"
        r"[\"']?\s*[=:]\s*(?P<q>[\"'])(?P<s>[^\"'\n]{3,})(?P=q)"
    )
)
_KEY_VALUE_LINE = re.compile(
    r"(?m)^[ \t]*(?P<key>[A-Za-z_][\w.\-]{1,60})[ \t]+(?:--?[\w\-]+[ \t]+)*"
    r"(?P<s>[^\s'\"]+)[ \t]*$"
)
_CREDENTIAL_FILES = (".secrets", "passwd", "userlist", "credentials", "htpasswd", "pgpass")
_NAME_COLON_VALUE = re.compile(r"(?m)^[ \t]*[\w.@\-]+:(?P<s>[^\s:]+)[ \t]*$")
_QUOTED_PAIR_LINE = re.compile(r"(?m)^[ \t]*\"[^\"\n]+\"[ \t]+\"(?P<s>[^\"\n]+)\"[ \t]*$")
_USER_THEN_PASSWORD = WordScan(
    re.compile(
        r"(?i)\b(?:add[_\-]?user|create[_\-]?user|user[_\-]?add|change[_\-]?password"
        r"|set[_\-]?password|chpasswd)[ \t]+[^\s'\"]+[ \t]+(?P<s>[^\s'\"|;&]+)"
    )
)
# a login sub-command or option with a user and a password after it (steamcmd +login,
# an FTP client's user, a game/VPN console's logon; written after batch 10)
_LOGIN_USER_PASSWORD = re.compile(
    r"(?:login|logon|signin)[ \t]+[^\s'\"\-+/][^\s'\"]*[ \t]+(?P<s>[^\s'\"|;&+]+)"
)
_LOGIN_WORDS = ("login", "logon", "signin")
_USER_COMMANDS = (
    "adduser", "add_user", "add-user", "createuser", "create_user", "create-user", "useradd",
    "user_add", "user-add", "change_password", "change-password", "changepassword",
    "set_password", "set-password", "setpassword", "chpasswd",
)  # fmt: skip
_SECURE_STRING = re.compile(
    r"(?i)convertto-securestring\s+(?:-string\s+)?(?P<q>['\"])(?P<s>[^'\"\n]+)(?P=q)"
)
_ECHO_ARG = WordScan(
    re.compile(r"\b(?:echo|printf)\s+(?:-\w+\s+)*(?P<s>'[^'\n]+'|\"[^\"\n]+\"|[^\s|;&()]+)")
)
# What reads a password from a pipe, searched after the line's first "|" (a search for
# "|" and then the word would try every "|" of the line, each to the line's end).
_PASSWORD_READER = re.compile(
    r"passw|login|stdin|kinit|passphrase|\bsudo\s+(?:-\w+\s+)*-\w*S", re.IGNORECASE
)
_USER_SLASH_PASS = re.compile(r"/(?P<s>[^\s/:'\"]+)@(?=//|\(|[A-Za-z0-9])")
# user/password as the first argument of a database tool that takes one (Oracle's, a
# SQL*Plus CONNECT), with or without @connect-identifier.
_DB_LOGIN_TOOLS = ("sqlplus", "sqlldr", "sqlcl", "expdp", "impdp", "rman", "dgmgrl", "userid=",
                   "conn ", "connect ", "tkprof", "orapki")  # fmt: skip
_DB_LOGIN = re.compile(
    r"(?im)(?:\b(?:sqlplus|sqlldr|sqlcl|expdp|impdp|rman|dgmgrl|tkprof)(?![\w-])|userid="
    r"|^[ \t]*(?:SQL>[ \t]*)?conn(?:ect)?(?=[ \t]))"
    r"[^\n|;&]{0,200}?(?:userid=|\s|\A)[\"']?[A-Za-z][\w$#]{0,30}/(?P<s>[^\s/@'\"\\]+)"
)
_USER_BEFORE_SLASH = re.compile(r"(?:\A|[^\w/.\-])[A-Za-z][\w$#]{0,30}\Z")
# A command named for a password (wpa_passphrase NET PASS, mosquitto_passwd -b f u PASS,
# vncpasswd, rabbitmqctl change_password u PASS): its password-shaped positional arguments.
# (after batch 24: a shell history listing's event number, ``  513  sudo …``, is no part
# of the command)
_PASSWORD_COMMAND = re.compile(
    rf"(?im)^[ \t]*(?:\d{{1,6}}[ \t]+)?(?:{sr.SHELL_PROMPT}[ \t]+)?(?:sudo[ \t]+(?:-\S+[ \t]+)*)?"
    r"(?:[\w.\-/]+[ \t]+)?"
    r"(?P<cmd>[\w.\-]*(?:passwd|password|passphrase|pwd))(?![\w.\-])"
    r"(?P<args>(?:[ \t]+[^\s|;&<>]+){1,8})"
)
_PASSWORD_WORDS = frozenset({"passwd", "password", "passphrase", "pwd", "passwords"})
_PASSWORD_COMMAND_WORDS = ("pass", "pwd")  # the gate of _PASSWORD_COMMAND
_POSITIONAL = re.compile(r"(?<=[ \t])(?P<q>['\"]?)(?P<s>[^\s'\"\-/=][^\s'\"=]*)(?P=q)(?=[ \t]|$)")
# Written after batch 8: a line echoed into a file named for credentials; a user's crypt
# hash (htpasswd, shadow, Traefik/compose users with $$ escapes); MinIO's mc alias.
_ECHO_TO_FILE = WordScan(
    re.compile(
        r"\b(?:echo|printf)\s+(?:-\w+\s+)*(?P<q>['\"])(?P<s>[^'\"\n]{6,300})(?P=q)\s*>>?\s*"
        r"(?P<file>[^\s;|&]+)"
    )
)
_CREDENTIAL_FILE_NAME = re.compile(
    r"auth|pass|secret|cred|token|\.netrc|htpasswd|\.pgpass|\.my\.cnf|userlist|\.key\b"
)
_CRYPT_HASH_PAIR = re.compile(
    r"(?<![\w$])[\w.\-@]{1,64}:(?P<s>\$\$?(?:apr1|1|2[aby]|5|6|y|gy|7|argon2(?:id|i|d))\$\$?"
    r"[^\s:,\"'`]{8,})"
)
_MC_ALIAS = re.compile(
    r"\bmc\s+(?:alias\s+set|config\s+host\s+add)\s+\S+\s+\S+\s+\S+\s+(?P<s>[^\s;|&]+)"
)
# Backblaze's CLI: ``b2 account authorize KEY_ID APPLICATION_KEY`` (``b2 authorize-account``
# before v4): the second positional is the application key, as mc alias set's fourth is
# the secret key (after batch 26).
_B2_AUTHORIZE = re.compile(
    r"\bb2(?:\.exe)?[ \t]+(?:account[ \t]+authorize|authorize[\-_]account)"
    r"(?:[ \t]+--?[\w\-]+)*[ \t]+[^\s\-|;&]\S*[ \t]+(?P<s>[^\s|;&]+)"
)
_ISQL = re.compile(r"\bi(?:u)?sql(?:[ \t]+-\w+)*[ \t]+[^\s\-|;&]\S*[ \t]+\S+[ \t]+(?P<s>[^\s|;&]+)")
_IDENTIFIED_BY = WordScan(re.compile(r"(?i)\bidentified\s+by\s+(?P<s>[^\s'\";]+)"))
_URL_PATH = re.compile(r"://[^\s/?#'\"]+(?P<path>/[^\s?#'\"<>]*)")
_BYTE_ARRAY = re.compile(r"\[(?:\s*\d{1,3}\s*,){31,63}\s*\d{1,3}\s*\]")
_BYTE_ARRAY_CONTEXT = ("keypair", "id.json", "solana", "secret", "private", "wallet")


def _config_spans(
    text: str, low: str, hinted: bool, mask: int | None = None
) -> Iterator[tuple[int, int]]:
    """Pairs and lines of config formats whose key names a secret, and credential files."""
    if _any_word(low, _CREDENTIAL_FILES, mask):
        for pattern in (_NAME_COLON_VALUE, _QUOTED_PAIR_LINE):
            for m in pattern.finditer(text):
                if password_shaped(m.group("s")):
                    yield m.span("s")
    if "securestring" in low:
        yield from (m.span("s") for m in _SECURE_STRING.finditer(text))
    if not hinted:
        return  # a key that names a secret holds one of the key hints
    if "'" in text or '"' in text:
        for m in _SETTER_HINT.finditer(low):
            key_start = m.start()
            while key_start > 0 and (text[key_start - 1].isalnum() or text[key_start - 1] == "_"):
                key_start -= 1
            call = _SETTER_CALL.match(text, key_start)
            if (
                call is not None
                and is_secret_key(call.group("key"))
                and password_shaped(call.group("s"), 6)
            ):
                yield call.span("s")
        for scan in (_PAIR_ARGS, _BLOCK_VALUE):
            for m in scan.finditer(text):
                if (
                    is_secret_key(m.group("key"))
                    and password_shaped(m.group("s"), 6)
                    and (scan is _BLOCK_VALUE or _one_call(text, m))
                ):
                    yield m.span("s")
        for hint in _CONSTANT_HINT.finditer(text):
            key_start = hint.start()
            while key_start > 0 and (
                text[key_start - 1].isupper() or text[key_start - 1] in "_0123456789"
            ):
                key_start -= 1
            constant = _CONSTANT_ARG.match(text, key_start)
            if constant is None:
                continue
            key = constant.group("key")
            if (
                is_secret_key(key) or _CONSTANT_SECRET.search(key.rsplit("_", 1)[-1].lower())
            ) and password_shaped(constant.group("s"), 6):
                yield constant.span("s")
        if "</" in text:
            for m in _NAMED_ELEMENT.finditer(text):
                value = m.group("s").strip()
                if is_secret_key(m.group("key")) and (
                    password_shaped(value, 6) or random_shaped(value)
                ):
                    at = m.start("s") + m.group("s").find(value)
                    yield at, at + len(value)
    for m in _KEY_VALUE_LINE.finditer(text):
        if is_secret_key(m.group("key")) and password_shaped(m.group("s"), 6):
            yield m.span("s")
    if "\n" in text and _any_word(low, _COMMENT_MARKS, None):
        for m in _COMMENT_LABEL.finditer(low):
            line_start = low.rfind("\n", 0, m.start()) + 1
            if not _COMMENT_LINE.match(low, line_start) or len(low) != len(text):
                continue  # the word must stand in a comment line
            value = text[m.start("s") : m.end("s")]
            if "/" in value or "." in value or "$" in value:
                continue  # a path, a dotted name, a reference
            if password_shaped(value) or random_shaped(value):
                yield m.span("s")


def _command_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    """Passwords as positional arguments, echoed into a command that reads one, after
    /p:, as user/password@host, and after IDENTIFIED BY."""
    if "/" in text:
        for m in _SLASH_FLAG.finditer(low) if "/p" in low else ():
            if m.start() and (low[m.start() - 1].isalnum() or low[m.start() - 1] in "_/"):
                continue
            value = text[m.start("s") : m.end("s")]
            # /p:Name=Value is an MSBuild property (Password=… is an assignment)
            if "=" not in value and password_shaped(value, 6):
                yield m.span("s")
        if "@" in text:
            for m in _USER_SLASH_PASS.finditer(text):
                user = _USER_BEFORE_SLASH.search(text, max(0, m.start() - 33), m.start())
                if user is not None and password_shaped(m.group("s")):
                    yield m.span("s")
    if "/" in text and _any_word(low, _DB_LOGIN_TOOLS, mask):
        yield from (m.span("s") for m in _DB_LOGIN.finditer(text) if password_shaped(m.group("s")))
    if _any_word(low, _PASSWORD_COMMAND_WORDS, mask):
        for m in _PASSWORD_COMMAND.finditer(text):
            cmd = m.group("cmd").lower()
            if "file" in cmd or cmd.startswith("-") or cmd in _PASSWORD_WORDS:
                continue  # (a line that starts with "password" is prose or a key)
            if m.group("args").lstrip()[:1] in ("=", ":"):
                continue  # DB_PASSWORD = ${X} …: an assignment (its layer judges it)
            offset = m.start("args")
            for arg in _POSITIONAL.finditer(m.group("args")):
                value = arg.group("s")
                if password_shaped(value) and "/" not in value and "." not in value[-5:-3]:
                    yield offset + arg.start("s"), offset + arg.end("s")
    if _any_word(low, _USER_COMMANDS, mask):
        for m in _USER_THEN_PASSWORD.finditer(text):
            if password_shaped(m.group("s"), 6):
                yield m.span("s")
    if len(low) == len(text) and _any_word(low, _LOGIN_WORDS, mask):
        for word in _LOGIN_WORDS:
            at = low.find(word)
            while at >= 0:
                before = low[at - 1 : at]
                inside = bool(before) and (before.isalnum() or before in "_-")
                login = None if inside else _LOGIN_USER_PASSWORD.match(low, at)
                if login is not None and password_shaped(text[slice(*login.span("s"))], 6):
                    yield login.span("s")
                at = low.find(word, at + len(word))
    if "|" in text and ("echo" in text or "printf" in text):
        for line_match in re.finditer(r"[^\n]+", text):
            line = line_match.group()
            pipe = line.find("|")
            if pipe < 0 or not _PASSWORD_READER.search(line, pipe + 1):
                continue
            for m in _ECHO_ARG.finditer(line):
                value = m.group("s").strip("'\"")
                if password_shaped(value, 6):
                    at = line_match.start() + m.start("s")
                    yield at, at + len(m.group("s"))
    if ">" in text and ("echo" in low or "printf" in low):
        # printf "alice\nKq4!…\n" > /etc/openvpn/auth.txt: written to a credential file
        for m in _ECHO_TO_FILE.finditer(text):
            if not _CREDENTIAL_FILE_NAME.search(m.group("file").lower()):
                continue
            offset = m.start("s")
            for piece in re.finditer(r"[^\s\\]+(?:\\(?![nrt])[^\s\\]*)*", m.group("s")):
                if password_shaped(piece.group(), 6):
                    yield offset + piece.start(), offset + piece.end()
    if ":$" in text:  # (every match holds it)
        yield from (m.span("s") for m in _CRYPT_HASH_PAIR.finditer(text))
    if "mc " in low:  # MinIO: mc alias set NAME URL ACCESS_KEY SECRET_KEY
        for m in _MC_ALIAS.finditer(text):
            if password_shaped(m.group("s"), 8) or random_shaped(m.group("s")):
                yield m.span("s")
    if "b2" in low and "authorize" in low:  # b2 account authorize KEY_ID APP_KEY
        for m in _B2_AUTHORIZE.finditer(text):
            if random_shaped(m.group("s")) or password_shaped(m.group("s"), 8):
                yield m.span("s")
    if "isql" in low:  # unixODBC: isql [-v] DSN USER PASSWORD
        for m in _ISQL.finditer(text):
            if password_shaped(m.group("s"), 6):
                yield m.span("s")
    if "identified" in low:
        for m in _IDENTIFIED_BY.finditer(text):
            if m.group("s").lower() != "values" and password_shaped(m.group("s"), 6):
                yield m.span("s")


def _url_path_spans(text: str) -> Iterator[tuple[int, int]]:
    """A random run as a segment of a URL's path (a webhook's or a share link's token)."""
    if "://" not in text:
        return
    for m in _URL_PATH.finditer(text):
        offset = m.start("path")
        for seg in re.finditer(r"[^/]+", m.group("path")):
            value = seg.group()
            if len(value) < 24 or m.group("path")[: seg.start()].endswith("/d/"):
                continue
            uppers = sum(map(str.isupper, value))
            if uppers < 4:
                continue
            lowers = sum(map(str.islower, value))
            digits = sum(map(str.isdigit, value)) + value.count("-") + value.count("_")
            if (
                lowers >= 4
                and uppers >= 4
                and digits + lowers + uppers == len(value)
                and (random_shaped(value, 24))
            ):
                yield offset + seg.start(), offset + seg.end()


# Written after batch 9: byte arrays named as a key, in any language's literal ({ 0xab,
# 0x08, … } of C, [34, 106, …] of YAML/JSON/Python) after a name that holds key material
# (kFirmwareKey[16] = {…}, network_key: […]); not a public key's.
_BYTE = r"(?:0[xX][0-9a-fA-F]{1,2}|\d{1,3})"
_BYTE_RUN = re.compile(rf"[\[{{(][ \t\r\n]*(?:{_BYTE}[ \t\r\n]*,[ \t\r\n]*){{7,}}{_BYTE}")
_BYTE_NAME = re.compile(
    r"(?i)(?<!pub)(?<!public)(?<!public_)(?:key|secret|psk|passw\w*|pass|seed|salt|token)\w*"
    r"\s*(?:\[\s*\d*\s*\])?\s*(?::|=|:=)\s*(?:\w+\s*)?\Z"
)


def _named_byte_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _BYTE_RUN.finditer(text):
        hit = _BYTE_NAME.search(text, max(0, m.start() - 80), m.start())
        # (after gaps round 4) the name is judged by its parts, as an escaped literal's:
        # key_bytes, kFirmwareKey, APIKEY; not monkey_bytes
        if hit is not None and _key_material_name(_name_at(text, hit.start())):
            yield m.start() + 1, m.end()


def _byte_array_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    """A key as a JSON array of 32 or 64 bytes (a Solana id.json) where the text names one."""
    if text.count(",") >= 7:
        yield from _named_byte_spans(text)
    if text.count(",") < 31 or not _any_word(low, _BYTE_ARRAY_CONTEXT, mask):
        return
    for m in _BYTE_ARRAY.finditer(text):
        numbers = [int(n) for n in re.findall(r"\d+", m.group())]
        if len(numbers) in (32, 64) and max(numbers) <= 255:
            yield m.span()


# Written after batch 3's first measurement (tuned on batch 3).
_LABEL_END = re.compile(
    r":[ \t]*\r?\n(?P<body>(?:[ \t]*[A-Za-z0-9+/=_\-]{16,}[ \t]*(?:\r?\n|\Z))+)"
)
_LABEL_WORD = re.compile(
    r"(?:key|token|secret|password|passphrase|credentials?|\.pem|\.key)[\"')\]]*[ \t]*\Z"
)
_BODY_LINE = re.compile(r"[A-Za-z0-9+/=_\-]{16,}")
_EXPECT_SEND = WordScan(
    re.compile(
        r"(?i)expect\s+\"[^\"\n]*(?:assword|passphrase|secret|token|pin)[^\"\n]*\"\s*\n\s*send\s+"
        r"(?:--\s+)?\"(?P<s>[^\"\\\n]+)"
    )
)
_FTP_USER = re.compile(r"(?m)^[ \t]*user[ \t]+\S+[ \t]+(?P<s>\S+)[ \t]*$")
# searched in the lowercase text; the value is the word before
_NAMED_AFTER = re.compile(
    r"\s(?:as|is)\s+(?:(?:the|my|our|your)\s+)?(?:\w+\s+)?"
    r"(?:password|passwd|pw|pwd|passphrase|token|secret|api\s+key"
    r"|(?P<weak>salt|pepper|key|seed|signing\s+key|credential))\b"
)
_CODES_LINE = WordScan(
    re.compile(r"(?i)\b(?:recovery|backup|scratch|2fa|mfa)\s+codes?\b[^\n:]{0,20}:\s*(?P<s>[^\n]+)")
)
_SQL_PROCEDURE = re.compile(
    r"(?i)\bsp_(?:addlogin|password|addlinkedsrvlogin|addremotelogin)\b(?P<args>[^\n;]{0,300})"
)


_NAMED_WORDS = ("pass", "pw", "token", "secret", "api key", "salt", "pepper", "key", "seed",
                "credential")  # fmt: skip


def _labelled_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    """Runs on the lines after a label that names a key or a secret (``token:`` then a
    wrapped token, ``config/master.key:`` then its hex), expect's answer to a password
    prompt, an ftp script's password, a value called a password after it, recovery
    codes, and the passwords of T-SQL procedures."""
    if ":" in text and "\n" in text and b"\x01" * 16 in _break_marks(text):
        # (every match holds a body line of 16 token characters, _RUN_CHARS, in a row)
        for m in _LABEL_END.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            if m.start() - line_start > 60 or not _LABEL_WORD.search(low, line_start, m.start()):
                continue
            offset = m.start("body")
            for line in _BODY_LINE.finditer(m.group("body")):
                value = line.group()
                if random_shaped(value, 16) or (len(value) >= 32 and _entropy(value) >= 3.0):
                    yield offset + line.start(), offset + line.end()
    if "send" in low and "expect" in low:
        for m in _EXPECT_SEND.finditer(text):
            if not m.group("s").startswith("$") and password_shaped(m.group("s"), 6):
                yield m.span("s")
    if "ftp" in low and "user" in low:
        for m in _FTP_USER.finditer(text):
            if password_shaped(m.group("s"), 6):
                yield m.span("s")
    if (" as " in low or " is " in low) and _any_word(low, _NAMED_WORDS, mask):
        for m in _NAMED_AFTER.finditer(low):
            before = text[max(0, m.start() - 80) : m.start()].rstrip()
            word = before.rsplit(None, 1)[-1] if before.split() else ""
            value = word.strip("'\"`")
            if random_shaped(value) if m.group("weak") else password_shaped(value):
                end = m.start() - (len(text[: m.start()]) - len(text[: m.start()].rstrip()))
                end -= len(word) - len(word.rstrip("'\"`"))
                yield end - len(value), end
    if "codes" in low or "code" in low:
        yield from (m.span("s") for m in _CODES_LINE.finditer(text))
    if "sp_" in low:
        for m in _SQL_PROCEDURE.finditer(text):
            offset = m.start("args")
            for q in _QUOTED.finditer(m.group("args")):
                group = "s" if q.group("s") is not None else "d"
                if password_shaped(q.group(group)):
                    yield offset + q.start(group), offset + q.end(group)


# Written before batch 5, tuned only on batches 1-4 and the look-alike sets: layers that
# judge a token by its shape wherever it stands, and context that reaches further.
#
# A token of 20+ characters from a key's alphabet (letters, digits, + / _ - and = padding)
# is a secret by its shape alone when it mixes upper case, lower case and digits, is not
# made of words, and is as varied as random characters are (entropy near log2 of its
# length). A token of fewer classes (hex, lower case and digits, base32) cannot be told
# from a digest or an id by its shape: it is a secret only when a word that names a key
# stands on its line or the line before, and no word that names a digest or an id does.
# The benign shapes real transcripts are full of are listed: UUIDs, digests after
# ``sha256:``/``sha512-`` (integrity), base64 after ``base64,`` (data URIs), public keys
# (ssh-ed25519 …, SPKI), git ids after git words, tokens inside URLs (the URL layers
# judge those), e-mail addresses and host names (``.``/``@`` next to the token).

_LONE_TOKEN = Scan(re.compile(r"[A-Za-z0-9+/_\-]{20,}={0,2}"))
_NO_DIGIT = re.compile(r"[^0-9]*")
_LONE_EDGE = frozenset(".@:%&#$\\~")  # a token next to these is part of a host, URL, e-mail
# A blank URL-encoded (a space, a tab, a line break) is a blank: a token beside one stands
# alone, as beside a blank written as one (``***%20<run>``: a mask, then a value of its own;
# gaps round 8).
_ENCODED_BLANKS = frozenset({"%20", "%09", "%0A", "%0a", "%0D", "%0d"})
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_DIGEST_BEFORE = re.compile(
    r"(?i)(?:sha\d*|md5|blake2\w*|base64|b64|sha\d+-|integrity|ssh-[\w\-]+|ecdsa-[\w\-]+"
    r"|sk-[\w\-@.]+|[a-z](?:_id|-id|Id|ID|_ID))[\s:=,\-\"']*\Z"
)
_KEYISH_LINE = re.compile(
    r"(?i:(?<![a-z])(?:keys?|secrets?|tokens?|passw\w*|passphrase|pass|pwd|private|seed"
    r"|credentials?|random|rand|genkey|keygen|master|auth|apikey|bearer|signing|salt|otp"
    r"|totp|psk)(?![a-z]))|Key|Token|Secret|Password"
)
# (after gaps round 4) Each digest's word a word of its own or a name's part: begun by a
# word boundary, "_" or a case change and ended there (with es/s/ed/ing): "image_tag",
# "sha256sum", "commitHash", "TAGS" stop; "TAGFFN_SERVER_KEY", "x9tag2…", "subtree" do not.
# The short ones (id, ids, rev, ref, sum, git, .pub) stand only as words, as before. A
# receipt (Pushover's, a store's) names a delivery, as a request's id does.
_DIGESTISH_LINE = re.compile(
    r"(?i:\b(?:rev|sum|git|ids?|ref)\b|\.pub\b)"
    r"|(?:(?<![A-Za-z0-9])|(?<=[a-z])(?=[A-Z]))"
    r"(?i:sha\d+(?:sum)?|shasum|md5(?:sum)?|hash|digest|checksum|integrity|etag|commit|revision"
    r"|blob|tree|fingerprint|object|merge|parent|cherry|rebase|uuid|guid|public|pubkey|nonce"
    r"|build|image|layer|container|docker(?:file|hub)?|version|release|tag|hex digest"
    r"|content-md5|x-amz|request[ _\-]?id|receipt|websocket|gpg|pgp|thumbprint|keygrip)"
    r"(?i:es|s|ed|ing|d|ged|ging)?(?![a-z])(?!(?<=[A-Z])[A-Z])"
)


_PUBLIC_PREFIXES = ("xpub", "ypub", "zpub", "tpub", "upub", "vpub", "age1", "npub1")


def _sequential(value: str) -> bool:
    """Runs of consecutive characters (an alphabet, a test pattern), not random ones."""
    codes = list(map(ord, value))
    steps = list(map(_minus, codes[1:], codes[:-1])).count(1)
    return steps * 3 > len(value)


_FILE_MAGIC = ("iVBORw0KGgo", "R0lGOD", "/9j/", "JVBERi0", "H4sI", "UEsDB", "d09GR", "AAABAA")
_PUBLIC_LINE = re.compile(
    r"(?i)public|pubkey|certificate|\bcert\b|\.pub\b|\.crt\b|address|\baddr\b|\bid\b"
    r"|\bids\b|uuid|ulid|ksuid|commit|digest|hash|checksum|\bsha\d|integrity|fingerprint"
    r"|ipfs|\bcid\b|nonce|etag|request[ _\-]?id|trace[ _\-]?id|wallet\s+address|websocket"
    r"|thumbprint|keygrip|page[ _\-]?token|next[ _\-]?token|cursor|continuation"
)
_SECRET_LINE = re.compile(
    r"(?i)private|secret|passw|(?<!page)(?<!page_)(?<!next)token|api[ _\-]?key|credential"
)


_BASE58_ADDRESS = re.compile(r"[13][1-9A-HJ-NP-Za-km-z]{25,34}")
# The name a value on its line is given (``AAA_API_SECRET  | …``, ``"key": "…"``,
# ``token = …``): the last name before it, then only a separator.
_NAME_OF_VALUE = re.compile(r"(?P<name>[A-Za-z][\w.\-]*)[\"']?[ \t]*(?:[:=|,]|=>)?[ \t\"']*\Z")


def _secret_named_before(text: str, start: int) -> bool:
    """Is the value at ``start`` given under a secret's name on its line?"""
    line_start = text.rfind("\n", 0, start) + 1
    m = _NAME_OF_VALUE.search(text, max(line_start, start - 80), start)
    return m is not None and is_secret_key(m.group("name"))


def _public_token(text: str, start: int, end: int, value: str) -> bool:
    """A Bitcoin address, or a token on a line that calls it an address, an id, a digest,
    a public key or a certificate (and names no secret)."""
    if (
        _BASE58_ADDRESS.fullmatch(value)
        and not _BARE_HEX.fullmatch(value)
        and not _secret_named_before(text, start)
    ) or value.startswith(_FILE_MAGIC):
        # (hex digits alone are hex: no address's base58 is drawn from 16 of its letters;
        # under a secret's name the address's shape is the secret's, as 0x hex's is)
        return True  # an address; a file's bytes in base64 (PNG, GIF, JPEG, PDF, gzip…)
    if text.endswith("base64,", max(0, start - 7), start):
        return True  # a data: URI's payload
    if _encoded_text(value):
        return True  # base64 of text or JSON (a JWT's header, settings): data, not a key
    line = _line_of(text, start, end)
    if not _SECRET_LINE.search(line) and _encoded_address(value):
        return True  # base64 of a public address under a name that is no secret's
    return (
        _says_public_line(_line_of(text, start, end, own_prefix=True), value)
        and not _SECRET_LINE.search(line)
        and not any(_secret_under_public_prefix(n) for n in _ENV_NAME_IN_LINE.findall(line))
    )  # (NEXT_PUBLIC_…_SERVICE_ROLE_KEY: a public prefix, a secret's name; after batch 26)


_ENV_NAME_IN_LINE = re.compile(r"\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+")
# Written after batch 26. A framework's public prefix on another variable's name (the line
# above: NEXT_PUBLIC_…_ID over FLAGSMITH_SERVER_KEY) says where that variable goes, nothing
# of this value; and a certificate is never a bare run of hex digits (an app certificate,
# AGORA_APP_CERTIFICATE=<hex>, is a key).
_FRAMEWORK_PREFIX_IN_NAME = re.compile(r"(?i)\b(?:next|nuxt|expo)_public_")
_CERT_WORDS = frozenset({"certificate", "cert"})
# Written after batch 32: a value named a serial (``Serial: 5339B3…``, ``serial number=``)
# on a line that speaks of a certificate is the certificate's serial number, printed by
# every tool that shows the certificate and written in it: public, whatever the line
# above says (``Using remote credentials``). A serial alone (a licence's) is no such word.
_CERT_WORD = re.compile(r"(?i)\bcert(?:ificate)?s?\b")
_SERIAL_BEFORE = re.compile(r"(?i)\bserial(?:[ _\-]?(?:number|no\.?))?[ \t]*(?:[:=#][ \t]*)?\Z")


def _certificate_serial(text: str, start: int, end: int) -> bool:
    own_start = text.rfind("\n", 0, start) + 1
    if _SERIAL_BEFORE.search(text, max(own_start, start - 30), start) is None:
        return False
    own_end = text.find("\n", end)
    own = text[own_start:start] + " " + text[end : own_end if own_end >= 0 else len(text)]
    return _CERT_WORD.search(own) is not None and not _SECRET_LINE.search(own)


_CERT_NAME_BEFORE = re.compile(r"(?i)cert(?:ificate)?[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_BARE_HEX = re.compile(r"[0-9a-fA-F]{16,64}")


def _says_public_line(line: str, value: str) -> bool:
    if not _BARE_HEX.fullmatch(value):
        return bool(_PUBLIC_LINE.search(line))
    return any(m.group().lower() not in _CERT_WORDS for m in _PUBLIC_LINE.finditer(line))


# Written after batch 19 (a ConfigMap's binaryData holding the base64 of its endpoint):
# base64 whose decoding is a URL with no user, password or credential parameter in it.
_PLAIN_ADDRESS = re.compile(r"(?i)https?://[A-Za-z0-9.\-]+(?::\d+)?(?:/[^\s@?#]*)?")


def _encoded_address(value: str) -> bool:
    if len(value) < 16 or _encoded_secret(value):
        return False
    decoded = _decoded_text(value)
    return decoded is not None and _PLAIN_ADDRESS.fullmatch(decoded.strip()) is not None


def _line_of(text: str, start: int, end: int, *, own_prefix: bool = False) -> str:
    """The line holding ``text[start:end]`` and the line above it, without that token
    (its own letters are no context: id+bK4…, tokenAb3…). With ``own_prefix``, the line
    above loses its names' framework public prefixes (``NEXT_PUBLIC_``: another
    variable's destination, no word about this value)."""
    own_start = text.rfind("\n", 0, start) + 1
    line_start = text.rfind("\n", 0, own_start - 1) + 1 if own_start else own_start
    line_end = text.find("\n", end)
    line_end = line_end if line_end >= 0 else len(text)
    above = text[line_start:own_start]
    if own_prefix and above:
        above = _FRAMEWORK_PREFIX_IN_NAME.sub("", above)
    before, after = above + text[own_start:start], text[end:line_end]
    if own_prefix and "--" in before:
        own = _OWN_OPTION.search(before)
        if own is not None:  # (a value given to its own option: the others name theirs)
            cut = own.start()
            before = _VALUED_OPTION.sub(" ", before[:cut]) + before[cut:]
            after = _VALUED_OPTION.sub(" ", after)
    return before + " " + after


# Written after batch 32. A value given to a command's long option (``--session.key X``)
# is what that option's name says; the names of the command's other options that take
# values (``--database.address host``, ``--public-url …``) speak of their own values. A
# flag that takes none (``--fingerprint --list-keys X``) still speaks of what follows.
_OWN_OPTION = re.compile(r"(?<![\w\-])--[A-Za-z][\w.\-]*(?:[ \t]+|=)\Z")
_VALUED_OPTION = re.compile(r"(?<![\w\-])--[A-Za-z][\w.\-]*(?=(?:[ \t]+|=)[^\s\-\\])")


def _varied(value: str) -> bool:
    """As varied as random characters of its alphabet: entropy within 75 % (65 % for hex)
    of log2 of its length or of the alphabet's size, whichever is smaller."""
    from math import log2

    core = value.rstrip("=")
    if _HEX.fullmatch(core):
        alphabet, share = 16, 0.65
    elif core.isupper() or core.islower() or not any(c.isalpha() for c in core):
        alphabet, share = 36, 0.75  # one case and digits (base32, base36)
    else:
        alphabet, share = 64, 0.75
    # (random runs of 20-64 characters fall below 0.8 about once in a thousand)
    return _entropy(core) >= share * log2(min(len(core), alphabet))


def _encoded_text(value: str) -> bool:
    """Base64 of text: printable, with a space or a line, or JSON/markup."""
    import base64
    import binascii

    if len(value) < 16:
        return False
    try:
        data = base64.b64decode(value + "=" * (-len(value) % 4), altchars=b"-_")
    except (binascii.Error, ValueError):
        return False
    if not data or sum(32 <= b < 127 or b in (9, 10, 13) for b in data) < 0.95 * len(data):
        return False
    return b" " in data or b"\n" in data or data[:1] in (b"{", b"[", b"<")


def _random_pieces(segments: list[str], size: int) -> bool:
    """Most of a run's characters are in pieces that are neither words nor numbers and mix
    letters with digits or both cases (``cWv2m``, ``GOiEMID``, ``3HywPd``): base64's
    ``/`` and ``+`` cut random bytes into such pieces, a path into words."""
    mixed = [
        seg
        for seg in segments
        if len(seg) >= 4
        and not _word_like(seg)
        and not seg.isdigit()
        and (not seg.isalpha() or not (seg.islower() or seg.isupper()))
    ]
    return len(mixed) >= 3 and sum(map(len, mixed)) * 10 >= size * 6


def _word_like(segment: str) -> bool:
    """letters in one case, or a capitalised word (not a mixed-case random run)."""
    return segment.isalpha() and (segment.islower() or segment.isupper() or segment.istitle())


_DOTTED_PIECE = re.compile(r"(?=[^.]*[a-z])(?=[^.]*[A-Z])(?=[^.]*\d)[A-Za-z0-9_\-]{20,}")
_VENDOR_PREFIX = re.compile(r"[a-z][a-z0-9]{1,9}(?:[_\-][a-z0-9]{1,10}){0,2}?[_\-](?=.{30})")
# Object ids of APIs agents call (not credentials): resp_…, msg_…, toolu_…, chatcmpl-…
_ID_PREFIXES = (
    "resp_", "msg_", "toolu_", "call_", "req_", "run_", "thread_", "asst_", "file-", "file_",
    "batch_", "evt_", "chatcmpl-", "cmpl-", "srvtoolu_", "item_", "fc_", "rs_", "ws_",
    "job_", "ftjob-", "vs_", "step_", "conv_", "cus_", "ch_", "pi_", "price_", "prod_",
)  # fmt: skip


def _vendor_token(core: str) -> bool:
    """A short lower-case prefix (``pw1_``, ``tdw_prod_``, ``kst-``) before 24+ random
    characters with letters and digits in one run of 12+: an invented vendor's token."""
    prefix = _VENDOR_PREFIX.match(core)
    if prefix is None or core.startswith(_ID_PREFIXES):
        return False
    body = core[prefix.end() :]
    if "_" not in core and _HEX.fullmatch(core.rsplit("-", 1)[-1]):
        return False  # name-<hex>: a generated id (thinking-content-7bbe…, web-7d4b9c8f6)
    runs = re.split(r"[_\-]", body)
    if not any(
        len(run) >= 12
        and any(c.isdigit() for c in run)
        and sum(c.isalpha() for c in run) >= 4
        and not _word_like(run)
        and _varied(run)
        for run in runs
    ):
        return False
    return not _wordy(body)


_ESCAPES = frozenset({'\\"', "\\'", "\\n", "\\r", "\\t"})
# The body of a public key's armor (PGP public key block, SPKI): public by design.
_PUBLIC_BLOCK = re.compile(
    r"(?s)-----BEGIN [A-Z0-9 ]*PUBLIC KEY[A-Z ]*-----.*?"
    r"(?:-----END [A-Z0-9 ]*PUBLIC KEY[A-Z ]*-----|\Z)"
)


def _lone_token_spans(text: str) -> Iterator[tuple[int, int]]:
    """Secret-shaped tokens wherever they stand (see above)."""
    if not _token_run(text):
        return  # (every match is 20+ token characters)
    public = [m.span() for m in _PUBLIC_BLOCK.finditer(text)] if "PUBLIC KEY" in text else []
    for m in _LONE_TOKEN.finditer(text):
        start, end = m.span()
        if public and any(a <= start < b for a, b in public):
            continue
        value = m.group()
        blank_before = text[start - 1 : start + 2] in _ENCODED_BLANKS if start else False
        if blank_before:
            start, value = start + 2, value[2:]  # ***%20<run>: an encoded blank ends a word
        if len(value) >= 24 and _encoded_secret(value):
            yield start, end  # base64 of a keystore, or of text that holds a credential
            continue
        if _NO_DIGIT.fullmatch(value):
            continue  # every shape below has digits (names and paths mostly have none)
        # a piece of a dotted token (hbl.v2.<random>): judged alone when it is random
        dotted = _DOTTED_PIECE.fullmatch(value) is not None
        glued = start and (text[start - 1] in _LONE_EDGE or text[start - 1].isalnum())
        if glued and not blank_before and not (text[start - 1] == "." and dotted):
            continue
        after = text[end : end + 2]
        joined = bool(after) and (after[0] in _LONE_EDGE or after[0] in "=/")
        joined = joined and text[end : end + 3] not in _ENCODED_BLANKS
        joined = joined and after not in _ESCAPES  # \" \n after it: an escaped string's end
        ends_sentence = after[:1] in (".", ":") and (len(after) == 1 or after[1].isspace())
        if joined and not ends_sentence and not (after[:1] == "." and dotted):
            continue  # a.b, a@b, a:b, a=b: a host, an address, a key; 'X.' ends a sentence
        core = value.strip("-_/+")
        if len(core) < 20 or _UUID.search(core) or _DIGEST_VALUE.match(core):
            continue  # (sha512-…: an integrity digest, wherever it stands)
        if core.startswith(_PUBLIC_PREFIXES) or _sequential(core):
            continue  # xpub…/age1…: public keys; ABC…xyz012…: an alphabet
        # (a word ends at a blank or a line break: a URL on the line above is no part of it)
        word_start = max(text.rfind(" ", 0, start), text.rfind("\n", 0, start)) + 1
        if "://" in text[word_start:start] or text[word_start:start].startswith("data:"):
            continue  # in a URL: the URL's own layers judge it
        before = text[max(0, start - 40) : start]
        if _DIGEST_BEFORE.search(before) or _PUBLIC_KEY_BEFORE.search(before):
            continue
        if value.startswith(_PUBLIC_KEY_PREFIXES) or "BAQEFAAOC" in value:
            continue
        if _vendor_token(core) and not _public_token(text, start, end, core):
            yield start, end  # pw1_avhzln9vqag…, tdw_prod_<hex>: a vendor's prefix, a random body
            continue
        if _BARE_HEX.fullmatch(core) and len(core) >= 32 and _CERT_NAME_BEFORE.search(before):
            yield start, end  # AGORA_APP_CERTIFICATE=<hex>: an app certificate is a key
            continue
        base64ish = "+" in core or "/" in core or value.endswith("=")
        if not _varied(core) or (
            not (base64ish and len(core) >= 40) and _wordy(core.replace("/", "").replace("+", ""))
        ):
            continue  # (a long base64 run is judged by its segments below, not as words)
        if core.startswith(_FILE_MAGIC):
            continue  # a file's bytes in base64 (PNG, GIF, JPEG, PDF, gzip, zip, WOFF)
        segments = re.split(r"[_\-/+]", core)
        if "/" in core and sum(len(seg) for seg in segments if _word_like(seg)) * 2 >= len(core):
            continue  # a path: src/components/…
        # words, numbers and dates joined: aider__mozgoslav_2026-04-22T2240; but a long
        # base64 run cut by its own '/' and '+' into short mixed pieces is random
        if not any(
            len(seg) >= 8 and not _word_like(seg) and not seg.isdigit() for seg in segments
        ) and not (base64ish and len(core) >= 40 and _random_pieces(segments, len(core))):
            continue
        lowers = any(map(str.islower, core))
        uppers = any(map(str.isupper, core))
        digits = any(map(str.isdigit, core))
        line = _line_of(text, start, end)
        # the random part after a vendor's or an object's prefix (sk_live_…, ch_…)
        tail = re.split(r"[_\-]", core)[-1]
        tail = tail if len(core) - len(tail) <= 12 else core
        long_enough = len(tail) >= 32 or (base64ish and len(core) >= 40)
        if lowers and uppers and digits and long_enough:
            if _JWK_PUBLIC_BEFORE.search(before):
                continue
            if _public_token(text, start, end, core):
                continue
            yield start, end
        elif (
            (lowers or uppers)
            and digits
            and (_KEYISH_LINE.search(line) or _one_case_random(tail))
            and not _DIGESTISH_LINE.search(_line_of(text, start, end, own_prefix=True))
            and not _public_token(text, start, end, core)
        ):
            yield start, end


_NIX32 = frozenset("0123456789abcdfghijklmnpqrsvwxyz")
_BECH32 = re.compile(r"[a-z]{1,12}1[02-9ac-hj-np-z]{38,}")
_CID_PREFIXES = ("bafy", "bafk", "bafz", "bagu", "k51q")


def _one_case_random(value: str) -> bool:
    """28+ random characters of one case and digits, not hex (a token of an unknown
    vendor: ``k71cwf6ghqrn…``, ``UWD1L2XZE66F…``): letters beyond a-f, a fifth or more
    digits, as varied as random. Not a Nix store hash, a bech32 address or an IPFS CID."""
    if len(value) < 28 or _HEX.fullmatch(value) or not value.isalnum():
        return False
    if not (value.islower() or value.isupper()):
        return False
    digits = sum(c.isdigit() for c in value)
    if digits * 5 < len(value) or digits * 5 > len(value) * 3 or not _varied(value):
        return False
    low = value.lower()
    return not (
        set(low) <= _NIX32 or _BECH32.fullmatch(low) is not None or low.startswith(_CID_PREFIXES)
    )


def _letters_random(value: str) -> bool:
    """16+ letters of one case, as random as drawn (an Erlang cookie: few vowels, varied),
    where the words around it already name a secret (written after batch 12)."""
    if len(value) < 16 or not value.isalpha() or not (value.isupper() or value.islower()):
        return False
    vowels = sum(c in "aeiouAEIOU" for c in value)
    return vowels * 10 < len(value) * 3 and _entropy(value) >= 3.5


# Numbers that open something: a PIN, a passcode, a door's or a safe's combination.
# Each of these is found from a literal word (one Aho-Corasick pass over the lowercase
# text for all of them), then matched in place: a regex that starts with an alternation
# of words costs a scan per word.
_NUMERIC_WORDS = (
    "pin", "passcode", "combination", "door code", "gate code", "alarm code", "lock code",
    "safe code", "keypad code", "unlock code", "access code", "code for the",
)  # fmt: skip
_NUMERIC_REST = re.compile(
    r"(?:(?<=code for the)[\w\s]{0,30}?(?:door|gate|alarm|lock|safe|keypad|locker|room|building)"
    r"\b)?(?:\s+(?:number|code|is|was|for|of|to|the|my|our|your|[\w'’]+)){0,6}?\s*"
    r"(?:is|was|=|:)\s+(?P<s>\d{4,8}|\d{1,3}(?:[-\s]\d{1,3}){2,4})\b(?![.,]\d)"
)
# A user:password value of a key that names the user (curlrc ``user = "name:pass"``).
_USER_WORDS = ("user", "userpwd", "login", "credentials", "auth")
_USER_COLON_REST = re.compile(r"[ \t]*[=:][ \t]*[\"']?[^\s:\"']+:(?P<s>[^\s\"']+)")
# A key ending in a short form of password: remotepass, imappass, smtp_pwd (the key
# before the suffix is walked back to its start).
_SUFFIX_WORDS = ("pass", "passwd", "pwd", "_pw", "passphrase", "secret")
_SUFFIX_REST = re.compile(r"[ \t]*[=:][ \t]*(?P<q>[\"']?)(?P<s>[^\s\"']+)(?P=q)[ \t]*(?=\r?\n|\Z)")
_NOT_PASS_SUFFIX = (
    "bypass", "compass", "surpass", "trespass", "overpass", "underpass", "encompass",
)  # fmt: skip


# A command that prints a new secret, and what it printed: the lines after it that are
# one token each (``$ pwgen -s 16 1`` then ``Xk3…``).
_GENERATOR_WORDS = (
    "pwgen", "apg ", "mkpasswd", "genpass", "makepasswd", "openssl rand", "gen-random",
    "token_hex", "token_urlsafe", "token_bytes", "generate_password", "generate-password",
    "generate_secret", "generate-secret", "generate_key", "generate-key", "generatekey",
    "generate_token", "gen_password", "gen-password", "genkey", "keygen", "genpsk",
    "/dev/urandom", "random_secret", "random_password", "randpw",
)  # fmt: skip
_OUTPUT_LINE = re.compile(r"[ \t]*(?P<s>[^\s$#>]\S{5,})[ \t]*\r?(?:\n|\Z)")


def _generated_spans(text: str, ends: list[int]) -> Iterator[tuple[int, int]]:
    for at in ends:
        pos = text.find("\n", at)
        for _ in range(3):
            if pos < 0:
                break
            line = _OUTPUT_LINE.match(text, pos + 1)
            if line is None:
                break
            value = line.group("s")
            if (
                password_shaped(value)
                or random_shaped(value)
                or (len(value) >= 16 and _HEX.fullmatch(value) and _varied(value))
            ):
                yield line.span("s")
            pos = line.end() - 1 if line.group().endswith("\n") else -1


# Windows ``net use … /user:DOMAIN\name PASSWORD``; an ORM's trace of a bound parameter.
_NET_USE = re.compile(r"(?i)\bnet\s+use\b[^\n]{0,200}?/user:\S+\s+(?P<s>[^\s/'\"]+)")
_BINDING = WordScan(re.compile(r"(?i)\bbinding parameter \[\d+\] as \[\w+\] - \[(?P<s>[^\]\n]+)\]"))
# A password by its shape alone: upper and lower case, a digit and a symbol in one word of
# 10-40 characters that is not code, a path, an address or markup.
_NOT_IN_PASSWORD_WORD = frozenset("()[]{}<>;,/\\|:=.")


_INSIDE_SYMBOLS = "!#$%&*@^~"
_SYMBOL_INSIDE = Scan(re.compile(rf"[A-Za-z0-9][{_INSIDE_SYMBOLS}]+[A-Za-z0-9]"))
_WORD_EDGE = frozenset(" \t\r\n\"'`")


def _strong_password_spans(text: str) -> Iterator[tuple[int, int]]:
    if not _symbol_inside(text):
        return
    after = -1
    for hit in _SYMBOL_INSIDE.finditer(text):
        if hit.start() < after:
            continue
        start, end = hit.start(), hit.end()
        while start > 0 and text[start - 1] not in _WORD_EDGE and hit.start() - start <= 40:
            start -= 1
        while end < len(text) and text[end] not in _WORD_EDGE and end - hit.end() <= 40:
            end += 1
        after = end
        word = text[start:end].rstrip(".,;:!?)")
        if not 10 <= len(word) <= 40 or not word.isascii():
            continue
        if "*" in word or "#" in word[:2]:
            continue  # Markdown (**bold**, # heading)
        if any(c in _NOT_IN_PASSWORD_WORD for c in word) or word.startswith(("$", "@", "&")):
            continue
        if not (
            any(c.isupper() for c in word)
            and sum(c.islower() for c in word) >= 3
            and any(c.isdigit() for c in word)
        ):
            continue
        if is_placeholder(word) or _EMAIL.search(word):
            continue
        yield start, start + len(word)


_FREE_WORDS = (_NUMERIC_WORDS, _USER_WORDS, _SUFFIX_WORDS, _GENERATOR_WORDS)
_FREE_ALL = tuple(w for group in _FREE_WORDS for w in group)


@cache
def _free_anchors() -> tuple[AhoCorasick, list[int]]:
    """The words of the layers below, and which layer each word belongs to."""
    words = [w for group in _FREE_WORDS for w in group]
    kinds = [k for k, group in enumerate(_FREE_WORDS) for _ in group]
    return AhoCorasick(words, implementation=Implementation.DFA), kinds


@cache
def _free_kinds() -> dict[int, int]:
    """The layer of each of those words, by its pattern index in the gates' folded
    automaton (which finds them too)."""
    index = {word: i for i, word in enumerate(_rule_set().folded.words)}
    return {index[word]: k for k, group in enumerate(_FREE_WORDS) for word in group}


def _suffix_key(text: str, at: int) -> str | None:
    """The key that ends in a password suffix at ``at``, if it starts a line or a word."""
    start = at
    while start > 0 and text[start - 1] in _KEY_CHARS and at - start < 60:
        start -= 1
    if start and not text[start - 1].isspace():
        return None
    return text[start:at]


def _context_free_spans(
    text: str,
    low: str,
    mask: int | None = None,
    anchors: tuple[Iterable[tuple[int, int, int]], Mapping[int, int]] | None = None,
) -> Iterator[tuple[int, int]]:
    """Tokens and passwords by their shape, and values after the free words; ``anchors``:
    where the free words are (and each one's kind), if the gate pass found them already."""
    yield from _lone_token_spans(text)
    yield from _strong_password_spans(text)
    if "net use" in low:
        yield from (m.span("s") for m in _NET_USE.finditer(text) if password_shaped(m.group("s")))
    if "binding" in low:
        yield from (m.span("s") for m in _BINDING.finditer(text) if password_shaped(m.group("s")))
    if len(low) != len(text):
        return  # (positions in ``low`` are the text's only when lowering kept the length)
    if mask is not None and not mask & _rule_set().words[id(_FREE_ALL)]:
        return
    kinds: Mapping[int, int] | list[int]
    if anchors is None:
        automaton, kinds = _free_anchors()
        found: Iterable[tuple[int, int, int]] = automaton.find_matches_as_indexes(
            low, overlapping=True
        )
    else:
        found, kinds = anchors
    generated: list[int] = []
    for index, start, end in found:
        kind = kinds[index]
        if kind == 3:
            generated.append(end)
            continue
        if start and low[start - 1].isalpha() and kind != 2:
            continue  # inside a word (mapping, shopping: not "pin")
        if kind == 0:
            if end < len(low) and low[end].isalpha():
                continue
            m = _NUMERIC_REST.match(low, end)
            if m is not None:
                yield m.span("s")
        elif kind == 1:
            if low[end : end + 1] not in (" ", "\t", "=", ":"):
                continue
            m = _USER_COLON_REST.match(text, end)
            if m is not None and ":" in m.group("s"):
                continue  # user:1234:profile:v2: a namespaced key (cache, Redis), not user:pass
            if m is not None and password_shaped(m.group("s"), 6):
                yield m.span("s")
        else:
            yield from _suffix_spans(text, start, end)
    if generated and "\n" in text:
        yield from _generated_spans(text, generated)


def _suffix_spans(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """``remotepass = …``: a key that ends in a password's short form, alone on its line."""
    if not start or not text[start - 1].isalpha():
        return  # the suffix alone is not this layer's ("pass = …" is an assignment)
    m = _SUFFIX_REST.match(text, end)
    key = _suffix_key(text, start) if m is not None else None
    if m is None or key is None or not key[:1].isalpha():
        return
    full = (key + text[start:end]).lower()
    if full.endswith(_NOT_PASS_SUFFIX) or _is_code(text, m.group("s"), m.end("s")):
        return
    if password_shaped(m.group("s"), 6) and not is_placeholder(m.group("s")):
        yield m.span("s")


# Written after batch 5's first measurement (tuned on batch 5): formats and joins.
_NET_USER = re.compile(r"(?i)\bnet\s+user\s+[^\s/]+\s+(?P<s>[^\s/*][^\s]*)")
_CHPASSWD_PAIR = re.compile(r"(?<![\w.\-])[\w.\-]+:(?P<s>[^\s'\":]+)(?=['\"\s]|\Z)")
_SQL_USING = WordScan(
    re.compile(r"(?i)\buser\s+\S+\s+using\s+(?P<q>['\"]?)(?P<s>[^\s'\";]+)(?P=q)")
)
_ACL_SETUSER = re.compile(r"(?i)\bsetuser\b[^\n]*?\s>(?P<s>[^\s]+)")
_QUOTED_ANY = re.compile(r"\"(?P<s>[^\"\n]{6,})\"")
_COMMUNITY = re.compile(
    r"(?im)^[ \t]*(?:ro|rw)community6?[ \t]+(?P<s>\S+)"
    r"|^[ \t]*com2sec6?[ \t]+\S+[ \t]+\S+[ \t]+(?P<c>\S+)"
    # snmp-server community X RO (Cisco), community: X, community_string=X, and
    # snmpwalk/snmpget -c X (written after batch 8)
    r"|(?:\bsnmp[\w\-]*[ \t]+(?:[\w\-]+[ \t]+)?community(?:[ \t]*[:=][ \t]*|[ \t]+)"
    r"|\bcommunity(?:[ _\-]?string)?[\"']?[ \t]*[:=][ \t]*)[\"']?(?P<d>[^\s\"']{6,})"
    r"|\bsnmp(?:walk|get|getnext|bulkwalk|bulkget|set|table|trap|df|netstat)\b[^\n]*?[ \t]-c[ \t]*"
    r"[\"']?(?P<e>[^\s\"']+)"
)
_NTP_KEY = re.compile(
    r"(?im)^[ \t]*\d+[ \t]+(?:md5|sha1|sha256|sha384|sha512|aes128cmac|aes256cmac|m)[ \t]+"
    r"(?:hex:|ascii:)?(?P<s>\S{8,})"
)
_PLIST_PAIR = re.compile(
    r"<key>(?P<key>[^<\n]{1,80})</key>\s*<(?P<tag>string|data)>(?P<s>[^<]+)</(?P=tag)>"
)
_VAR_DUMP = re.compile(
    r"\[[\"'](?P<key>[^\"'\]\n]{1,80})[\"']\]\s*=>\s*string\(\d+\)\s*\"(?P<s>[^\"\n]*)\""
)
_NAME_VALUE = WordScan(
    re.compile(
        r"(?P<nq>[\"']?)(?:key|name)(?P=nq)\s*:\s*[\"']?(?P<key>[\w.\-]{1,80})[\"']?\s*(?:,\s*)?"
        r"(?:-\s*)?(?P<vq>[\"']?)value(?P=vq)\s*:\s*(?P<q>[\"']?)(?P<s>[^\"'\n,}]+)(?P=q)"
    )
)
_SESSION_NAME = re.compile(r"sess|\bsid\b|csrf|xsrf|remember|jwt|auth")
_RESULT_ATTRIBUTE = re.compile(
    r"\"(?:result|bcrypt_hash|private_key_pem)\"\s*:\s*\"(?P<s>[^\"]+)\""
)
_PRODUCT_GATE = re.compile(r"[A-Z0-9]{3}-[A-Z0-9]{3}")
_PRODUCT_MIDDLE = re.compile(r"-[A-Z0-9]{3,6}-")  # (starts with a literal: a quick scan)
_PRODUCT_KEY = re.compile(r"(?<![\w-])(?:[A-Z0-9]{3,6}-){3,}[A-Z0-9]{3,6}(?![\w-])")
_ARRAY_JOIN = re.compile(r"\[(?P<items>(?:\s*[\"'][^\"'\n]{4,}[\"']\s*,?){2,})\s*\]\s*\.join\(")
_ITEM = re.compile(r"[\"'](?P<s>[^\"'\n]+)[\"']")
_ASSEMBLED = re.compile(
    r"(?m)^[ \t]*(?:export[ \t]+)?(?P<key>[A-Za-z_]\w*)=[\"']?[^\n\"']*\$\{?[A-Za-z_]\w*"
)
_SHELL_REF = re.compile(r"\$\{?(?P<name>[A-Za-z_]\w*)\}?")
_NUMBERED_WORD = re.compile(r"(?m)(?:^|[ \t])\d{1,2}[.)]?[ \t]+(?P<w>[a-z]{3,8})\b")
_SEED_CONTEXT = ("seed", "phrase", "mnemonic", "recovery", "words down", "wallet")
# Credential words in other languages (prose): the value after them, as after "password".
_FOREIGN_WORDS = (
    "passwort", "kennwort", "mot de passe", "contraseña", "contrasena", "senha", "wachtwoord",
    "hasło", "пароль", "密码", "密碼", "口令", "パスワード", "비밀번호", "密钥", "秘钥", "令牌",
    "トークン", "schlüssel", "clé", "clave", "ключ",
    # more languages (written before batch 7): it, tr, fi, da/no, sv, cs, pl, hu, ro, el,
    # he, ar, hi, vi, th, id, pt/ca, nl
    "chiave", "parola d'ordine", "şifre", "sifre", "parola", "salasana", "adgangskode",
    "passord", "lösenord", "losenord", "heslo", "klucz", "jelszó", "jelszo", "parolă",
    "κωδικός", "סיסמה", "كلمة المرور", "كلمة السر", "पासवर्ड", "mật khẩu", "mat khau",
    "รหัสผ่าน", "kata sandi", "chave", "clau", "sleutel", "jeton", "токен",
    # written after batch 9: ca, gl, eu, et, lv, lt, sk/hr/sr/sl, uk, fa, sw, ms, tl
    "contrasenya", "contrasinal", "pasahitza", "parool", "parole", "slaptažodis",
    "lozinka", "geslo", "heslo", "пароль", "رمز عبور", "nenosiri", "kata laluan",
    # written after batch 10, from the word for "password" in the most-used languages
    # rather than the ones seen: is, cy, af, eo, ga, sq, mk/sr, bg, hy, ka, kk, mn, am,
    # ur, bn, ta, te, kn, ml, gu, pa, si, zu, ha, lb
    "lykilorð", "cyfrinair", "wagwoord", "pasvorto", "pasfhocal", "fjalëkalim",
    "fjalekalim", "лозинка", "парола", "գաղտնաբառ", "პაროლი", "құпия сөз", "нууц үг",
    "የይለፍ ቃል", "پاس ورڈ", "পাসওয়ার্ড", "கடவுச்சொல்", "పాస్‌వర్డ్", "ಪಾಸ್‌ವರ್ಡ್",
    "പാസ്‌വേഡ്", "પાસવર્ડ", "ਪਾਸਵਰਡ", "මුරපදය", "iphasiwedi", "kalmar sirri", "passwuert",
    # written after batch 11: the Turkic languages (az, uz, tk, ky, tt, ba; their stems
    # take suffixes: şifrəsi, paroli, parolingiz), be, tg, ps, ku, and the languages of
    # South-East Asia and Africa with many speakers the list lacked (km, lo, my, jv, su,
    # yo, ig, rw, so, mg, ht), vi/ko/ja/hi/mr variants
    "şifrə", "sifrə", "parol", "açar söz", "acar soz", "сырсөз", "серсүз", "гасло", "рамз",
    "гузарвожа", "پټنوم", "şîfre", "borînpeyv", "ពាក្យសម្ងាត់", "ລະຫັດຜ່ານ", "စကားဝှက်",
    "tembung sandhi", "kecap sandi", "ọrọ igbaniwọle", "oro igbaniwole", "okwuntughe",
    "ijambo ry'ibanga", "ijambobanga", "erayga sirta", "furaha sirta", "tenimiafina",
    "modpas", "mật mã", "암호", "暗証番号", "संकेतशब्द", "कूटशब्द", "गुप्तशब्द", "salasõna",
    # written after batch 12: the everyday forms next to the dictionary's (yo, jv, ga)
    "aṣínà", "sandhi", "focal faire",
    # written after batch 17: the word for a key (an API key) where the list had only the
    # word for a password: tr, hu, fi, sv, da, no, ro, id/ms, vi, cs, sk, el, he, ar, fa, hi
    "anahtar", "kulcs", "avain", "nyckel", "nøgle", "nøkkel", "cheie", "kunci", "khóa",
    "klíč", "kľúč", "κλειδί", "מפתח", "مفتاح", "کلید", "कुंजी",
)  # fmt: skip
# The ASCII ones are searched in ASCII texts too (the others only in texts that are not).
_ASCII_FOREIGN = tuple(w for w in _FOREIGN_WORDS if w.isascii())


@cache
def _foreign_anchors() -> AhoCorasick:
    return AhoCorasick(list(_FOREIGN_WORDS), implementation=Implementation.DFA)


_FOREIGN_VALUE = re.compile(r"[\x21-\x7e]{6,}")
# "is" (and a colon) in those languages: the value follows it, however many words come
# between the credential word and it (kata sandi untuk dashboard staging adalah …).
# Written after batch 8. Stops at a line's or a sentence's end.
_FOREIGN_IS = re.compile(
    r"(?:(?<=\s)(?:adalah|ialah|yaitu|ist|lautet|lauten|est|es|és|son|é|è|är|er|is|jest|je|on|az"
    r"|és|ez|ir|ja|on|da|ni|ay|é|ε?ίναι|є|است"
    r"|este|dir|είναι|là|это|estas|yw|yaiku|iku|—|-)[ \t]+"
    r"|[:：=][ \t]*|(?:是|为|為|は|는|은|が|：)[ \t]*)"
    r"(?=[\x21-\x7e]{6,})"
)


def _env_key(key: str) -> bool:
    """An env-style name that ends in KEY/TOKEN/SECRET (TIDEWATER_KEY): names a secret."""
    return is_secret_key(key) or bool(re.fullmatch(r"[A-Z][A-Z0-9_]*_(?:KEY|TOKEN|SECRET)", key))


_WIFI_QR = re.compile(r"(?i)WIFI:(?:[^;\n]*;)*?P:(?P<s>(?:\\.|[^;\\\n])+)")
_CHAP_SERVER = re.compile(r"client\s+server\s+secret")


# A name that ends in a password word, in any identifier form ($wgDBpassword, ${ADMIN_PASSWORD},
# Password1, MqttPassword, -DWIFI_PASS), then its value after spaces or after = (quotes
# escaped or not), up to a statement's end. Written after batch 10 for the family rather
# than one form per syntax (Robot Framework variables, Tasmota's console, PHP globals,
# compiler -D flags).
_NAMED_PASSWORD = re.compile(
    r"(?m)(?<![\w])[$@%]?\{?(?:[A-Za-z][\w-]{0,100}?)?(?:(?i:password|passwd|pwd)|_PASS|_pass|[a-z]Pass)\d?\}?%?"
    r"(?:[ \t]+|[ \t]*=[ \t]*\\?[\"']?)(?P<s>[^\s;,'\"\\()]{10,})(?=[;,'\"\\]|[ \t]*$)"
)


# A hook URL of any host: a random path segment after a hook(s)/trigger/key/deploy
# segment, or any random segment on a hook.* host (build hooks, Maker/IFTTT keys, Make
# scenarios). Written after batch 10 for the family, not per service.
_HOOK_URL = re.compile(r"(?i)https?://(?P<host>[^\s/?#]+)(?P<path>(?:/[^\s/?#\"'<>]+)+)")
_HOOK_SEGMENT = re.compile(r"(?i)hooks?|[\w-]*_hooks?|trigger|triggers|key|keys|deploy")


def _hook_url_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _HOOK_URL.finditer(text):
        hooked = m.group("host").lower().startswith("hook.")
        start = m.start("path")
        for seg in m.group("path")[1:].split("/"):
            start += 1
            if hooked and random_shaped(seg):
                yield start, start + len(seg)
            elif _HOOK_SEGMENT.fullmatch(seg):
                hooked = True
            start += len(seg)


# Key/value records of line-oriented formats: svn's auth cache (K n / key / V n / value).
_KV_RECORD = re.compile(r"(?m)(?:^|(?<=[ \t]))K \d+\n(?P<k>[^\n]+)\nV \d+\n(?P<s>[^\n]+)")
# user:password after a short flag or a sub-command (ab -A, addauth digest, register =>).
_FLAG_PAIR = Scan(  # (tried where a "-", a "d" or a "=" stands)
    re.compile(
        r"(?:(?<=\s)-[A-Za-z]|\bdigest|=>)[ \t]+[\w.@-]{1,32}:(?P<s>[^\s@:/]{10,})(?=[\s@]|$)"
    ),
    by_start=True,
)

# What every match of _NAMED_PASSWORD holds, in some case (none crosses a line).
_PASSWORD_WORDS_HELD = ("pass", "pwd")
# The word and a long value after it: only then the full (slower) _NAMED_PASSWORD.
_NAMED_PASSWORD_GATE = re.compile(
    r"(?<![a-z])(?=[a-z]*?(?:pass|pwd))[a-z]*+"
    r"\d?\}?%?(?:[ \t]+|[ \t]*=[ \t]*\\?[\"']?)[^\s;,'\"\\()]{10}"
)

# A password field of a struct or map printed by a debugger or a runtime: gdb's
# password = 0x5555… "value", Erlang's password => <<"value">>.
_PRINTED_FIELD = re.compile(
    r"(?i)\b\w*pass(?:word|wd)?\w*[ \t]*(?:=>?|:)[ \t]*"
    r"(?:0x[0-9a-f]+[ \t]+|<<)\"(?P<s>[^\"\n]{6,})\""
)


def _kv_record_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "\nV " in text and "K " in text:
        yield from (m.span("s") for m in _KV_RECORD.finditer(text) if is_secret_key(m.group("k")))


def _flag_pair_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if ":" in text and (" -" in text or "digest" in low or "=>" in text):
        yield from (
            m.span("s") for m in _FLAG_PAIR.finditer(text) if password_shaped(m.group("s"), 10)
        )


def _hook_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "://" in low and ("hook" in low or "trigger" in low or "/key" in low or "deploy" in low):
        yield from _hook_url_spans(text)


def _printed_field_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if ("0x" in low or "<<" in low) and "pass" in low:
        yield from (
            m.span("s") for m in _PRINTED_FIELD.finditer(text) if password_shaped(m.group("s"), 8)
        )


def _named_password_spans(
    text: str, low: str, mask: int | None = None
) -> Iterator[tuple[int, int]]:
    if ("pass" in low or "pwd" in low) and _NAMED_PASSWORD_GATE.search(low):
        yield from (
            m.span("s")
            for m in _on_lines_holding(text, _NAMED_PASSWORD, _PASSWORD_WORDS_HELD)
            if password_shaped(m.group("s"), 10)
        )


def _wifi_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "wifi:" in low:  # a Wi-Fi QR code's payload: WIFI:T:WPA;S:name;P:password;;
        yield from (m.span("s") for m in _WIFI_QR.finditer(text) if len(m.group("s")) >= 6)


def _passphrase_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if len(low) == len(text) and _any_word(low, _PASSPHRASE_WORDS, mask):
        yield from _word_passphrase_spans(low)


def _net_user_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "net user" in low:
        yield from (m.span("s") for m in _NET_USER.finditer(text) if password_shaped(m.group("s")))


def _chpasswd_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "chpasswd" in low:
        yield from (
            m.span("s") for m in _CHPASSWD_PAIR.finditer(text) if password_shaped(m.group("s"), 6)
        )


def _sql_using_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "using" in low:
        yield from (
            m.span("s") for m in _SQL_USING.finditer(text) if password_shaped(m.group("s"), 6)
        )


def _setuser_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "setuser" in low:
        yield from (
            m.span("s") for m in _ACL_SETUSER.finditer(text) if password_shaped(m.group("s"), 6)
        )


def _chap_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if (
        "chap-secrets" in low
        or "pap-secrets" in low
        or ("client" in low and _CHAP_SERVER.search(low))
    ):
        yield from (
            m.span("s") for m in _QUOTED_ANY.finditer(text) if password_shaped(m.group("s"), 6)
        )


def _community_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "community" in low or "com2sec" in low or "snmp" in low:
        for m in _COMMUNITY.finditer(text):
            group = next(g for g in "scde" if m.group(g) is not None)
            if m.group(group).lower() in ("public", "private"):
                continue
            if group in "de" and not password_shaped(m.group(group), 6):
                continue  # community edition, community-driven: words
            yield m.span(group)


def _ntp_key_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "keys" in low or "ntp" in low or "chrony" in low:
        yield from (m.span("s") for m in _NTP_KEY.finditer(text))


def _plist_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "<key>" in text:
        for m in _PLIST_PAIR.finditer(text):
            if is_secret_key(m.group("key")) and not is_placeholder(m.group("s")):
                yield m.span("s")


def _var_dump_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "=>" in text and "string(" in text:
        for m in _VAR_DUMP.finditer(text):
            if is_secret_key(m.group("key")) and m.group("s") and not is_placeholder(m.group("s")):
                yield m.span("s")


def _name_value_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "value" in low:
        for m in _NAME_VALUE.finditer(text):
            value = m.group("s").strip()
            if is_placeholder(value) or "{{" in value or _id_named(m.group("key")):
                continue  # (- name: git-revision: an id's value, batch 14)
            if m.group("key").lower() in ("cookie", "set-cookie"):  # a HAR's header
                yield from _cookie_values(m.group("s"), m.start("s"))
                continue
            if _env_key(m.group("key")) or random_shaped(value) or _vendor_token(value):
                yield m.start("s"), m.start("s") + len(m.group("s").rstrip())
            elif _SESSION_NAME.search(m.group("key").lower()) and password_shaped(value, 16):
                # {'name': 'sessionid', 'value': …}: a session cookie set by code (batch 10)
                yield m.start("s"), m.start("s") + len(m.group("s").rstrip())


def _result_attribute_spans(
    text: str, low: str, mask: int | None = None
) -> Iterator[tuple[int, int]]:
    if "random_password" in low or "random_string" in low or "tls_private_key" in low:
        yield from (m.span("s") for m in _RESULT_ATTRIBUTE.finditer(text))


def _product_key_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if (  # every key has 3 dashes and a group between two of them
        text.count("-") >= 3 and _PRODUCT_MIDDLE.search(text) and _PRODUCT_GATE.search(text)
    ):
        for m in _PRODUCT_KEY.finditer(text):
            groups = m.group().split("-")
            mixed = sum(any(c.isdigit() for c in g) and any(c.isalpha() for c in g) for g in groups)
            if mixed * 2 >= len(groups) and not _UUID.search(m.group()):
                yield m.span()


def _array_join_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if ".join(" in text:
        for m in _ARRAY_JOIN.finditer(text):
            items = list(_ITEM.finditer(m.group("items")))
            joined = "".join(i.group("s") for i in items)
            if random_shaped(joined, 24):
                offset = m.start("items")
                yield from ((offset + i.start("s"), offset + i.end("s")) for i in items)


def _assembled_part_spans(
    text: str, low: str, mask: int | None = None
) -> Iterator[tuple[int, int]]:
    if "$" in text and "\n" in text:
        yield from _assembled_spans(text)


def _seed_list_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if _any_word(low, _SEED_CONTEXT, mask):
        words = list(_NUMBERED_WORD.finditer(text))
        numbers = {int(w.group().split()[0].rstrip(".)")) for w in words}
        size = max((n for n in numbers if n in (12, 15, 18, 21, 24)), default=0)
        if size and numbers >= set(range(1, size + 1)):
            yield from (w.span("w") for w in words)  # a numbered seed phrase (list or grid)


def _foreign_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if len(low) == len(text) and _any_word(
        low, _ASCII_FOREIGN if text.isascii() else _FOREIGN_WORDS, mask
    ):
        for _, start, end in _foreign_anchors().find_matches_as_indexes(low):
            if low[start].isascii() and (
                (start and low[start - 1].isalnum())
                or (low[end : end + 1].isalpha() and end - start < 5)
            ):
                continue  # a Latin-script word inside another (clause, autoclave) or glued
                # to a digit (…5JeTonrQ3n… in base64)
            if start and low[start - 1] in "<{" and low[end : end + 1] in (">", "}"):
                continue  # <user>:<passwort>@<ip>: a placeholder's name (after batch 30)
            limit = text.find("\n", end, end + 80)
            copula = _FOREIGN_IS.search(text, end, limit if limit >= 0 else end + 80)
            if copula is not None:  # kata sandi untuk dashboard staging adalah …
                value = _FOREIGN_VALUE.match(text, copula.end())
                if value is not None and password_shaped(value.group().strip(".,:;!?)'\"")):
                    yield value.start(), value.start() + len(value.group().rstrip(".,:;!?)'\""))
                    continue
            window = text[end : end + 60]
            for n, value in enumerate(_FOREIGN_VALUE.finditer(window)):
                if n == 3:
                    break  # the value comes within a few words (Kennwort lautet …)
                if _after_article(window, value.start()) and not random_shaped(value.group()):
                    continue  # im 1Password-Tresor, der FRITZ!Box: a noun, not the value
                core = value.group().strip(".,:;!?)'\"")
                if window[: value.start()].strip(" \t:=") and _WORDS_AND_NUMBER.fullmatch(core):
                    continue  # (a host's name further on: Kennwort für web-server-01 …)
                if password_shaped(core):
                    found = end + value.start()
                    yield found, found + len(value.group().rstrip(".,:;!?)'\""))
                    break


# (after batch 30) A word right after an article or a preposition is a noun of the
# sentence (``steht jetzt im 1Password-Tresor``, ``auf der Unterseite der FRITZ!Box``, "in
# the KeePass-DB"), not a value told after the word for a password, unless its shape is
# random; a value told comes after a copula or a colon, which the layer reads first.
_ARTICLES = frozenset(
    {
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer",
        "eines", "im", "in", "ins", "am", "an", "auf", "aus", "bei", "beim", "vom", "von",
        "zum", "zur", "unter", "über", "the", "a", "on", "at", "into", "from", "under",
        "of", "le", "la", "les", "du", "dans", "sur", "au", "aux", "un", "une", "el", "los",
        "las", "del", "en", "het", "een", "op",
    }
)  # fmt: skip


def _after_article(window: str, at: int) -> bool:
    words = window[:at].split()
    return bool(words) and words[-1].lower() in _ARTICLES


# A passphrase of plain words after a word that names a password ("passphrase for the
# backup disk: cloud orbit lunar tiger", "the wifi password is maple river quartz tunnel"):
# 4-8 lowercase words to the end of the line or sentence, none of them a word of prose.
_WORD_PASSPHRASE = Scan(  # (tried where a "p" stands)
    re.compile(
        r"\b(?:pass(?:word|phrase|wd)?|pass\s+phrase|pw)\b[^\n:=\"']{0,40}?(?::|=|\bis\b|\bwas\b)"
        r"[ \t]*[\"'`“]?(?P<s>[a-z]{3,10}(?:[ \t]+[a-z]{3,10}){3,7})[\"'`”]?[ \t]*(?=$|[\n.,;!)])",
        re.MULTILINE,
    ),
    by_start=True,
)
# Words that begin a sentence about a value, not a value: "see ticket …", "ask ops …"
_LEAD_WORDS = frozenset(
    {"see", "ask", "in", "from", "stored", "kept", "check", "via", "use", "under", "per"}
)
_PROSE_WORDS = frozenset(
    {
        "the", "a", "an", "on", "in", "at", "to", "of", "for", "is", "are", "be", "it", "this",
        "that", "your", "my", "our", "their", "with", "from", "by", "and", "or", "not", "no",
        "ask", "see", "use", "check", "under", "over", "stored", "kept", "set", "same", "as",
        "was", "were", "has", "have", "had", "will", "can", "should", "must", "you", "we",
        "they", "he", "she", "his", "her", "its", "them", "there", "here", "then", "than",
        "into", "onto", "when", "where", "what", "which", "who", "how", "why", "just", "only",
        "also", "still", "now", "new", "old", "other", "every", "any", "all", "some",
        "none", "null", "empty", "unset", "missing", "wrong", "required", "needed", "saved",
        "written", "printed", "shown", "sent", "given", "read", "file",
        "vault", "manager", "env", "environment", "variable", "config", "default",
    }
)  # fmt: skip


_PASSPHRASE_WORDS = ("pass", "pw")  # the gate of _WORD_PASSPHRASE


def _word_passphrase_spans(low: str) -> Iterator[tuple[int, int]]:
    for m in _WORD_PASSPHRASE.finditer(low):
        words = m.group("s").split()
        if not any(w in _PROSE_WORDS for w in words):
            yield m.span("s")


def _assembled_spans(text: str) -> Iterator[tuple[int, int]]:
    """``P1=…; P2=…; export KEY="tdw_${P1}${P2}"``: the pieces of a secret-named value."""
    for m in _ASSEMBLED.finditer(text):
        if not _env_key(m.group("key")):
            continue
        line_end = text.find("\n", m.start())
        line = text[m.start() : line_end if line_end >= 0 else len(text)]
        for ref in _SHELL_REF.finditer(line):
            piece = re.search(rf"(?<![\w$]){ref.group('name')}=[\"']?(?P<s>[^\s\"']+)", text)
            if piece is not None and len(piece.group("s")) >= 8 and _varied(piece.group("s")):
                yield piece.span("s")


_Part = Callable[[str, str, "int | None"], Iterator[tuple[int, int]]]

# The parts of the format layer, each with the words one of which its condition needs in
# the lowercase text (none: it always runs). The gated filter runs only the parts whose
# words the text's gate mask holds (``_generic_spans``); each part still tests its own
# condition, so without the mask (``gated=False``) every part runs as written.
_FORMAT_PARTS: tuple[tuple[tuple[str, ...], _Part], ...] = (
    (("\nv ",), _kv_record_spans),
    ((" -", "digest", "=>"), _flag_pair_spans),
    (("hook", "trigger", "/key", "deploy"), _hook_spans),
    (("pass",), _printed_field_spans),
    (("pass", "pwd"), _named_password_spans),
    (("wifi:",), _wifi_spans),
    (_PASSPHRASE_WORDS, _passphrase_spans),
    (("net user",), _net_user_spans),
    (("chpasswd",), _chpasswd_spans),
    (("using",), _sql_using_spans),
    (("setuser",), _setuser_spans),
    (("chap-secrets", "pap-secrets", "client"), _chap_spans),
    (("community", "com2sec", "snmp"), _community_spans),
    (("keys", "ntp", "chrony"), _ntp_key_spans),
    (("<key>",), _plist_spans),
    (("string(",), _var_dump_spans),
    (("value",), _name_value_spans),
    (("random_password", "random_string", "tls_private_key"), _result_attribute_spans),
    ((), _product_key_spans),
    ((".join(",), _array_join_spans),
    ((), _assembled_part_spans),
    (_SEED_CONTEXT, _seed_list_spans),
    (_FOREIGN_WORDS, _foreign_spans),
)


def _format_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    for words, part in _FORMAT_PARTS:
        if not words or _any_word(low, words, mask):
            yield from part(text, low, mask)


# The word lists of the layers whose "one of these occurs in the lowercase text" is read
# from the gate mask (``_any_word``): every list a layer passes to ``_any_word``.
# The gates of the layers written after batch 11 (found in the one gate pass).
_MOVE_GATES = ("move '", 'move "', "put '", 'put "', "store '", 'store "', "copy '", 'copy "',
                " to '", ' to "')  # fmt: skip
_TYPED_GATES = (
    "send,", "sendinput", "sendraw", "sendplay", "sendevent", "sendtext", "keystroke",
    "xdotool", "typewrite(", "keys(", "keys (", ".fill(", ".type(", "setvalue(",
    "input password", "input text", "sequentially(",
)  # fmt: skip
_OUTPUT_GATES = (
    "pass", "secret", "token", "cred", "auth", "key", "pin", "otp", "wallet", "private",
    "seed", "mnemonic", "cookie",
)  # fmt: skip
_PAIR_GATES = ("cred", "login", "log in", "sign in", "signin", "password", "passwd", "pw", "auth")
_FOR_KEY_GATES = ("forkey", "withkey", "foraccount", "key:", "account:")
_JOIN_GATES = (
    *(q + op for q in "\"'" for op in ("+", " +", "||", " ||", "..", " .", " &", " ~", " <>")),
    "join", "concat", "paste", "implode", "strcat", "str_c", "@(",
)  # fmt: skip
_PIPE_GATES = ("echo", "printf", "write-output")
_KEY_GATES = ("key", "psk", "secret", "pass")
_SQL_GATES = ("password",)
_AFTER_11_GATES = tuple(
    dict.fromkeys(
        (
            *_MOVE_GATES, *_TYPED_GATES, *_OUTPUT_GATES, *_PAIR_GATES, *_FOR_KEY_GATES,
            *_JOIN_GATES, *_PIPE_GATES, *_KEY_GATES, *_SQL_GATES,
        )
    )
)  # fmt: skip
# (the gates of the layers written after batches 12 and 13: see _after_13_spans and
# _encoded_spans)
_AFTER_13_GATES = (
    "basic", "auth", "_pw", "pw_", "password", "passwd", "credential", "login", "strcmp",
    "key ", "secret ", "pre-shared", "psk ", "community ", "pass", "p=", "pw=", "reg ",
    "cookie", "||", "<th", "copy ", "334 ", "key=clear", "mysql(", "remote(", "postgresql(",
    "decrypt", "token", "value", " / ",
)  # fmt: skip
_ENCODED_GATES = ("%3d", "%25", "&quot;", "&#", ":\\/\\/", '\\\\\\"')
_LAYER_WORDS = (
    _ANCHORS, _CALL_WORDS, _SEED_WORDS, _CREDENTIAL_FILES, _USER_COMMANDS, _BYTE_ARRAY_CONTEXT,
    _NAMED_WORDS, _FREE_ALL, _SEED_CONTEXT, _FOREIGN_WORDS, _ASCII_FOREIGN, _DB_LOGIN_TOOLS,
    _PASSWORD_COMMAND_WORDS, _PASSPHRASE_WORDS, _MOVE_GATES, _TYPED_GATES, _OUTPUT_GATES,
    _PAIR_GATES, _FOR_KEY_GATES, _JOIN_GATES, _PIPE_GATES, _KEY_GATES, _SQL_GATES,
    _AFTER_11_GATES, _LOGIN_WORDS, _AFTER_13_GATES, _ENCODED_GATES,
)  # fmt: skip


# Keys whose last word names a credential only when a random value follows (SONAR_LOGIN,
# sonar.login, AZURE_DEVOPS_PAT, SESSION, LICENSE_KEY…): `login: alice` is a user name,
# `SONAR_LOGIN=91d38d…` a token. Written after batch 8 (a CI variable named "login").
_WEAK_KEY_WORDS = ("login", "pat", "session", "cookie", "license", "licence", "salt", "seed")
_WEAK_KEY_EACH = tuple((word,) for word in _WEAK_KEY_WORDS)  # (each one's mask bit)
_WEAK_KEY_TAIL = re.compile(
    r"(?:[_.\-](?:key|code|value|string))?[\"']?[ \t]*(?::|=)[ \t]*[\"']?"
    r"(?P<s>[A-Za-z0-9+/_\-.]{20,200}={0,2})(?![\w+/=.\-])"
)


def _weak_key_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    for word, alone in zip(_WEAK_KEY_WORDS, _WEAK_KEY_EACH, strict=True):
        if mask is not None and not _any_word(low, alone, mask):
            continue  # (the word is not in the text: find would say so, reading it all)
        at = low.find(word)
        while at >= 0:
            end = at + len(word)
            before = text[at - 1] if at else " "
            camel = at and text[at].isupper() and text[at - 1].islower()  # sessionCookie
            if before in "_.-\"' \t\n" or camel:
                m = _WEAK_KEY_TAIL.match(text, end)
                if m is not None:
                    value = m.group("s")
                    if any(c.isdigit() for c in value) and random_shaped(value, 20):
                        yield m.span("s")
            at = low.find(word, end)


# Base64 of text that holds a credential (echo '<base64 of a JSON config>' | base64 -d,
# a Kubernetes-style data value, a Basic-like blob): the run is decoded and the text it
# holds is judged by every layer; if a secret is in it, the whole run goes. Written after
# batch 8. Runs of base64 that decode to binary (keys, hashes) are the other layers'.
_KEYSTORE_MAGIC = ("/u3+7Q", "zs7Ozg")  # 0xFEEDFEED (JKS), 0xCECECECE (JCEKS)
_DECODING = [0]  # nesting depth: base64 inside decoded base64 is decoded once more, no deeper


def _decoded_text(value: str) -> str | None:
    import base64
    import binascii

    try:
        data = base64.b64decode(value + "=" * (-len(value) % 4), altchars=b"-_", validate=False)
        decoded = data.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    printable = sum(c.isprintable() or c in "\t\r\n" for c in decoded)
    return decoded if decoded and printable >= 0.97 * len(decoded) else None


def _encoded_secret(value: str) -> bool:
    """A base64 run (24+ characters, found by the lone-token layer's scan) of a Java
    keystore, or of text in which any layer finds a secret."""
    if value.startswith(_KEYSTORE_MAGIC) and len(value) >= 40:
        return True  # a Java keystore (JKS, JCEKS) in base64: keys inside
    if _DECODING[0] >= 2 or len(value.rstrip("=")) % 4 == 1 or value.isalpha():
        return False
    if value.islower() or value.isupper() or "-" in value or "_" in value[:-1]:
        return False  # base64 of text mixes cases; hex, ids and names need no decoding
    decoded = _decoded_text(value)
    if decoded is None or not any(c in decoded for c in "=:\"' @/"):
        return False
    _DECODING[0] += 1
    try:
        found = _not_filler(decoded, _secret_spans(decoded, decoded.lower(), _NO_EXTRA))
    finally:
        _DECODING[0] -= 1
    return bool(found)


# A table whose header names a credential column (CSV, TSV, a psql or Markdown table):
# that column's cells in the rows below it. Written after batch 8 (batch 7's psql result
# table was its instance).
_TABLE_DELIMITERS = (",", "\t", "|", ";")
_TABLE_HINT = WordScan(re.compile(r"pass|pwd|secret|token|key|cred|auth"))
_COLUMN_NAME = re.compile(r"[A-Za-z_][\w.\-]{0,39}")
# a boxed table's column name may have words (mysql's | generated password |): batch 9
_SPACED_COLUMN = re.compile(r"[A-Za-z_][\w.\-]{0,39}(?: [A-Za-z_][\w.\-]{0,39}){0,2}")
_BOXED_CELL = re.compile(r"[^\s|]{6,200}")
_CELL_VALUE = re.compile(r"[^\s()\[\]{}=,;<>]{6,200}={0,2}")
_TABLE_RULE = re.compile(r"[\s|:+\-=]*")  # ----+----, |---|:--:|, ====


def _table_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    done = 0  # rows below a header already read
    for hint in _TABLE_HINT.finditer(low):
        line_start = low.rfind("\n", 0, hint.start()) + 1
        if line_start < done:
            continue
        done = line_start + 1  # (one look per line)
        line_end = low.find("\n", hint.start())
        if line_end < 0:
            return  # a header needs rows below it
        header = text[line_start:line_end]
        delimiter = next((d for d in _TABLE_DELIMITERS if d in header), None)
        if delimiter is None:
            continue
        cells = [c.strip().strip("\"'") for c in header.split(delimiter)]
        inner = cells[1:-1] if delimiter == "|" and header.strip().startswith("|") else cells
        named = [c for c in inner if c]
        if len(named) < 2 or len(named) < len(inner):
            continue
        column_name = _SPACED_COLUMN if delimiter == "|" else _COLUMN_NAME
        if not all(column_name.fullmatch(c) for c in named):
            continue  # not a header: a cell that is no column name (1800, allow_x=True)
        columns = [n for n, c in enumerate(cells) if c and is_secret_key(c)]
        if not columns:
            continue
        pos = line_end + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            row = text[pos:end]
            if not row.strip():
                break
            if not _TABLE_RULE.fullmatch(row):
                parts = row.split(delimiter)
                if len(parts) != len(cells):
                    break
                offsets = []
                at = pos
                for part in parts:
                    offsets.append(at)
                    at += len(part) + 1
                for n in columns:
                    value = parts[n].strip().strip("\"'")
                    if not (_BOXED_CELL if delimiter == "|" else _CELL_VALUE).fullmatch(value):
                        continue  # words, code, an expression: not a credential's cell
                    if password_shaped(value, 6) or random_shaped(value):
                        start = offsets[n] + parts[n].find(value)
                        yield start, start + len(value)
            pos = end + 1
        done = pos


_Layer = Callable[[str, str, bool, "int | None", "_Found | None"], Iterable[tuple[int, int]]]


def _context_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    anchors = places.of_words(_ANCHORS) if places is not None else None
    return _context_spans(text, low, quick=mask is not None, anchors=anchors)


def _flag_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _flag_spans(text)


def _query_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _query_spans(text)


def _trace_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _trace_spans(text, low, mask)


def _bare_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _bare_spans(text)


def _key_material_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _key_material_spans(text, low, mask)


def _config_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _config_spans(text, low, hinted, mask)


def _command_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _command_spans(text, low, mask)


def _url_path_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _url_path_spans(text)


def _byte_array_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _byte_array_spans(text, low, mask)


def _labelled_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    return _labelled_spans(text, low, mask)


def _context_free_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    anchors = (places.of_words(_FREE_ALL), _free_kinds()) if places is not None else None
    return _context_free_spans(text, low, mask, anchors)


def _weak_key_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    if ("=" in text or ":" in text) and len(low) == len(text):
        return _weak_key_spans(text, low, mask)
    return ()


def _after_11_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    if len(low) == len(text):
        return _after_11_spans(text, low, mask)
    return ()


def _table_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    if hinted and "\n" in text and len(low) == len(text):
        return _table_spans(text, low)
    return ()


def _after_13_layer(
    text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
) -> Iterable[tuple[int, int]]:
    if len(low) == len(text):
        return _after_13_spans(text, low, mask)
    return ()


def _format_part(part: _Part) -> _Layer:
    def layer(
        text: str, low: str, hinted: bool, mask: int | None, places: _Found | None
    ) -> Iterable[tuple[int, int]]:
        return part(text, low, mask)

    layer.__name__ = layer.__qualname__ = part.__name__
    return layer


_TRACE_WORDS = (*_CALL_WORDS, "[parameters:")  # a call's words, or SQLAlchemy's parameters
_KEY_MATERIAL_WORDS = ("kty", *_SEED_WORDS)  # a JWK, or words of a seed phrase
_URL_WORDS = ("://",)

# The layers below the rules, each with the words one of which it needs in the lowercase
# text to find anything (none: it always runs); the format layer's parts are layers of
# their own here. The words are found with the gates, in the same pass; a text runs only
# the layers whose words it holds (one tuple per set of words found, kept). Each layer
# tests its own conditions as well, so the words are only where it may start to look.
_GENERIC_LAYERS: tuple[tuple[tuple[str, ...], _Layer], ...] = (
    (_ANCHORS, _context_layer),
    ((), _flag_layer),
    ((), _query_layer),
    (_TRACE_WORDS, _trace_layer),
    ((), _bare_layer),
    (_KEY_MATERIAL_WORDS, _key_material_layer),
    ((), _config_layer),
    ((), _command_layer),
    (_URL_WORDS, _url_path_layer),
    ((), _byte_array_layer),
    ((), _labelled_layer),
    ((), _context_free_layer),
    *((words, _format_part(part)) for words, part in _FORMAT_PARTS),
    (_WEAK_KEY_WORDS, _weak_key_layer),
    (_AFTER_11_GATES, _after_11_layer),
    ((), _table_layer),
    (_AFTER_13_GATES, _after_13_layer),
)
# Found with the gates too, as the lists of ``_LAYER_WORDS`` are.
_GATE_WORDS = tuple(words for words, _ in _GENERIC_LAYERS if words)


@cache
def _layer_bits() -> int:
    """The mask bits of every layer's words."""
    word_bits = _rule_set().words
    bits = 0
    for words, _ in _GENERIC_LAYERS:
        if words:
            bits |= word_bits[id(words)]
    return bits


@lru_cache(maxsize=1024)
def _layers_of(bits: int) -> tuple[_Layer, ...]:
    """The layers a text whose words have these mask bits runs (few sets recur)."""
    word_bits = _rule_set().words
    return tuple(
        layer for words, layer in _GENERIC_LAYERS if not words or bits & word_bits[id(words)]
    )


def _generic_spans(
    text: str, low: str, hinted: bool, mask: int | None = None, places: _Found | None = None
) -> list[tuple[int, int]]:
    """The layers below. ``mask``: the text's gate mask (which layer words occur in it);
    None runs every layer (``gated=False``: each layer whose words occur, searched).
    ``places``: where the gate pass found its words (the layers' anchors among them)."""
    spans: list[tuple[int, int]] = []
    if mask is None:
        for words, layer in _GENERIC_LAYERS:
            if not words or any(word in low for word in words):
                spans.extend(layer(text, low, hinted, None, None))
        return spans
    for layer in _layers_of(mask & _layer_bits()):
        spans.extend(layer(text, low, hinted, mask, places))
    return spans


def _after_11_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    """The layers written after batches 10 and 11, each behind its gate words."""
    if _any_word(low, _PIPE_GATES, mask) and "|" in text:
        yield from _piped_value_spans(text)
    if _any_word(low, _KEY_GATES, mask):
        yield from _uuid_key_spans(text, low)
        yield from _bare_key_spans(text)
    if _any_word(low, _SQL_GATES, mask):
        yield from _sql_password_spans(text, low)
    if _any_word(low, _OUTPUT_GATES, mask):
        yield from _grouped_key_spans(text, low)
        if "\n" in text:
            yield from _command_output_spans(text)
    if _any_word(low, _PAIR_GATES, mask):
        yield from _prose_pair_spans(text)
    if _any_word(low, _JOIN_GATES, mask):
        yield from _joined_literal_spans(text, low)
    if _any_word(low, _FOR_KEY_GATES, mask):
        yield from _for_key_spans(text)
    if _any_word(low, _MOVE_GATES, mask) or _any_word(low, _TYPED_GATES, mask):
        yield from _moved_and_typed_spans(text, low, mask)


# -- written after batches 12 and 13 (classes, each in the forms of many tools) -----------

# A call whose name says it takes credentials (basic auth, username_pw_set, login,
# Credentials.basic, setRequestBasicAuth) or compares a typed value (strcmp in a trace),
# with two to four string literals: the last one, when it has a password's shape.
_CRED_CALL = WordScan(
    re.compile(  # (from the word: the name before it is looked at after a match)
        r"(?i)(?:basic|auth|_pw|pw_|password|passwd|credential|login|strn?cmp)\w*"
        r"[ \t]*(?:\([ \t]*)?"
        r"(?P<args>(?:(?:\\?[\"'])[^\"'\n]{1,120}\\?[\"'][ \t]*(?:,[ \t]*)?){2,4})"
    )
)
_CRED_CALL_WORDS = (
    "basic",
    "auth",
    "_pw",
    "pw_",
    "passw",
    "credential",
    "login",
    "strcmp",
    "strncmp",
)
_CALL_LITERAL = re.compile(r"\\?[\"'](?P<s>[^\"'\n]{1,120}?)\\?[\"']")
# A network device's key line (Cisco IOS/NX-OS, Junos set commands, MikroTik, strongSwan):
# a key/secret/password/pre-shared-key word, an optional encryption type (0, 7,
# ascii-text), then the value, on a line of configuration words.
_DEVICE_KEY = WordScan(
    re.compile(  # (from the word; the words before it on its line: _DEVICE_LINE)
        r"(?im)(?<![\w\-])"
        r"(?:key|secret|password|pre-shared-key|psk|key-string|community|shared-secret|auth-key)"
        r"[ \t]+(?:(?:0|5|6|7|8|9|ascii-text|plaintext|cleartext|unencrypted|plain)[ \t]+)?"
        r"(?P<q>\"?)(?P<s>[^\s\"]{6,128})(?P=q)[ \t]*(?:$|[ \t]address\b|[ \t]\w)"
    )
)
# A query's password parameter: passhash, pass, pw, and p when a user is given beside it.
_DEVICE_WORDS = (
    "key ", "secret ", "password ", "pre-shared-key ", "psk ", "key-string ", "community ",
    "auth-key ", "key\t", "secret\t",
)  # fmt: skip
_DEVICE_LINE = re.compile(r"(?i)[ \t]*(?:/?[a-z][\w\-/]*[ \t]+){0,10}")
_QUERY_PASSWORD = re.compile(
    r"[?&;](?:(?P<weak>p|pw|pwd)|[a-z_]*pass(?:word|wd|hash|phrase)?)=(?P<s>[^&\s'\"#<>]{4,200})"
)
_QUERY_USER = re.compile(r"[?&;](?:u|user|username|login|usr)=")
# reg add …\ /v <secret name> … /d value (Winlogon's DefaultPassword, a proxy password)
_REG_ADD = WordScan(
    re.compile(
        r"(?i)\breg(?:\.exe)?[ \t]+add\b[^\n]*?/v[ \t]+\"?(?P<k>[\w .\-]+?)\"?[ \t]+[^\n]*?"
        r"/d[ \t]+(?P<q>\"?)(?P<s>[^\s\"]+)(?P=q)"
    )
)
# A flag that takes a cookie or a shared secret by another name (Erlang's -setcookie and
# --cookie, a cluster's --shared-key).
_COOKIE_FLAG = WordScan(
    re.compile(
        r"(?i)(?:^|[ \t])--?(?:set)?cookie[ \t=]+(?P<q>['\"]?)(?P<s>[A-Za-z0-9_+/=.\-]{10,})(?P=q)"
    )
)
# A word that means cookie/secret in prose about Erlang nodes, then "is" and the value.
_COOKIE_PROSE = WordScan(
    re.compile(r"(?i)\bcookie\b[^\n.]{0,40}?\bis[ \t]+(?P<s>[A-Za-z0-9_+/=.\-]{12,})")
)


# Tables in the forms a transcript carries besides pipes and tabs: Jira/Confluence wiki
# (||head|| then |cell|), HTML (<th>/<td> rows), PostgreSQL's COPY … (columns) FROM stdin
# with tab-separated rows. A column whose name is a secret's: its cells of a password's or
# a token's shape.
_HTML_ROW = re.compile(r"(?is)<tr\b[^>]*>(.*?)</tr>")
_HTML_CELL = re.compile(r"(?is)<t[hd]\b[^>]*>(.*?)</t[hd]>")
_COPY_HEAD = re.compile(
    r"(?i)\bCOPY[ \t]+[\w.\"]+[ \t]*\((?P<cols>[^)\n]{1,400})\)[ \t]+FROM[ \t]+stdin;?\n"
)


def _cells_of(row: str, offset: int, sep: str) -> list[tuple[str, int]]:
    cells: list[tuple[str, int]] = []
    at = offset
    for part in row.split(sep):
        value = part.strip()
        cells.append((value, at + part.find(value) if value else at))
        at += len(part) + len(sep)
    return cells


def _column_values(
    header: list[str], rows: list[list[tuple[str, int]]]
) -> Iterator[tuple[int, int]]:
    columns = [n for n, name in enumerate(header) if name and is_secret_key(name.replace(" ", "_"))]
    for row in rows:
        if len(row) != len(header):
            continue
        for n in columns:
            value, at = row[n]
            if (
                value
                and " " not in value
                and not is_placeholder(value)
                and (password_shaped(value, 6) or random_shaped(value))
            ):
                yield at, at + len(value)


def _markup_table_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "<t" in low:
        rows = [
            [(c.group(1).strip(), c.start(1) + len(c.group(1)) - len(c.group(1).lstrip()))
             for c in _HTML_CELL.finditer(text, r.start(1), r.end(1))]
            for r in _HTML_ROW.finditer(text)
        ]  # fmt: skip
        for n, row in enumerate(rows):
            if len(row) >= 2 and any(is_secret_key(v.replace(" ", "_")) for v, _ in row):
                yield from _column_values([v for v, _ in row], rows[n + 1 :])
    if "||" in text:
        lines = text.split("\n")
        pos = 0
        offsets = []
        for line in lines:
            offsets.append(pos)
            pos += len(line) + 1
        for n, line in enumerate(lines):
            if line.startswith("||") and line.rstrip().endswith("||"):
                header = [c for c, _ in _cells_of(line.strip()[2:-2], 0, "||")]
                wiki_rows: list[list[tuple[str, int]]] = []
                for k in range(n + 1, len(lines)):
                    cells = lines[k].rstrip()
                    if not (cells.startswith("|") and cells.endswith("|")) or cells.startswith(
                        "||"
                    ):
                        break
                    wiki_rows.append(_cells_of(cells[1:-1], offsets[k] + 1, "|"))
                yield from _column_values(header, wiki_rows)
    if "copy" in low:
        for m in _COPY_HEAD.finditer(text):
            header = [c.strip().strip('"') for c in m.group("cols").split(",")]
            pos = m.end()
            rows = []
            while pos < len(text):
                end = text.find("\n", pos)
                end = len(text) if end < 0 else end
                if text.startswith("\\.", pos):
                    break
                rows.append(_cells_of(text[pos:end], pos, "\t"))
                pos = end + 1
            yield from _column_values(header, rows)


# A secret-named variable built from several literals, whatever joins them (Kotlin's
# buildString { append(…) }, Go's strings.Join([]string{…}, ""), COBOL's STRING … INTO
# WS-API-KEY): every literal of the statement, when together they have a token's shape.
_GROUP_TARGET = WordScan(  # (from a secret's word at the name's end; the name: looked back)
    re.compile(
        r"(?i)(?:key|token|secret|password|passwd|pwd|cred|creds)\b[ \t]*(?::=|=(?!=)|<-)[ \t]*"
        r"(?P<rest>[^\n]*)"
    )
)
_GROUP_INTO = re.compile(  # (COBOL's upper case: its words in any case are everyday words)
    r"\bSTRING\b(?P<body>[^.]{1,400}?)\bINTO\b[ \t]+(?P<k2>[\w\-]+)"
)
_GROUP_OPENERS = frozenset("\"'([{" + string.ascii_letters)  # a literal, a call, a list
_LITERAL_GROUP_WORDS = ("key", "token", "secret", "pass", "pwd", "cred")
_GROUP_LITERAL = re.compile(r"\"(?P<a>[^\"\n]{4,200})\"|'(?P<b>[^'\n]{4,200})'")
_GROUP_END = re.compile(r"\n[ \t]*[}\])](?:[^\n]*)|\n[ \t]*\n|;[ \t]*(?:\n|\Z)")


def _literal_group_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    matches: list[re.Match[str]] = []
    if any(word in low for word in _LITERAL_GROUP_WORDS) and ("=" in text or "<-" in text):
        matches.extend(_GROUP_TARGET.finditer(text))
    if "STRING" in text and "INTO" in text:
        matches.extend(_GROUP_INTO.finditer(text))
    for m in matches:
        if "k2" in m.re.groupindex:
            name, low_at, high_at = m.group("k2"), m.start("body"), m.end("body")
        else:
            rest = text[m.start("rest") : m.start("rest") + 1]
            if rest not in _GROUP_OPENERS:
                continue  # a plain value: the assignment layers judge it
            head = _TOKEN_START.search(text, max(0, m.start() - 60), m.start())
            word = re.match(r"[A-Za-z]+", text[m.start() : m.start() + 12])
            name = (head.group(0) if head else "") + (word.group(0) if word else "")
            if not _env_key(name.replace("-", "_")) and not is_secret_key(name):
                continue
            low_at = m.start("rest")
            stop = _GROUP_END.search(text, low_at, low_at + 400)
            high_at = stop.end() if stop else min(len(text), low_at + 400)
        if not _env_key(name.replace("-", "_")) and not is_secret_key(name):
            continue
        pieces = [
            (lit.start("a") if lit.group("a") is not None else lit.start("b"),
             lit.group("a") if lit.group("a") is not None else lit.group("b"))
            for lit in _GROUP_LITERAL.finditer(text, low_at, high_at)
        ]  # fmt: skip
        if len(pieces) < 2 or any(
            p.isdigit() or _public_span(text, at, at + len(p)) for at, p in pieces
        ):
            continue
        if any(any(c.isspace() for c in p) for _, p in pieces):
            continue  # (after batch 17) a piece of words is an argument, not one split value
        value = "".join(p for _, p in pieces)
        if random_shaped(value, 16) or _one_case_random(value) or _vendor_token(value):
            for at, piece in pieces:
                yield at, at + len(piece)


# What a command that names a secret prints under a generic label: AWS's "Value", netsh's
# "Key Content", a console's "Result:", a SecretString, on the lines below the command.
_SECRET_COMMAND = re.compile(
    r"(?im)^[^\n]{0,80}?(?:\$|#|>|%)[ \t]+[^\n]*(?:pass|secret|token|cred|key=clear|cookie|"
    r"private|plaintext|decrypt)[^\n]*$"
)
_GENERIC_OUTPUT = WordScan(  # (from the label; what is before it on its line: looked at)
    re.compile(
        r"(?i)(?<![\w\-])(?:value|key content|secretstring|secret|plaintext|result|password)"
        r"\\?\"?[ \t]*[:=][ \t]*\\?\"?(?P<s>[^\s\",\\]{6,200})"
    )
)
_LABEL_LINE = re.compile(r"[ \t]*\\?\"?")
_OUTPUT_REACH = 1200
# What is typed after a password prompt: an expect log's `send: sending "…"`, the next
# line's quoted literal.
_PROMPT_ANSWER = WordScan(
    re.compile(
        r"(?i)(?:password|passphrase|passcode)[^\n]{0,20}:[ \t]*\r?\n[^\n]{0,60}?"
        r"(?:sending|send|type|typed|answer)[ \t:]+\"(?P<s>[^\"\\\n]{6,120})"
    )
)
# An element named for a credential with the values as its lines (OpenVPN's inline
# <auth-user-pass>): its lines of a password's shape.
_CREDENTIAL_ELEMENT = re.compile(
    r"(?i)<(?P<t>[\w\-]*(?:auth|pass|cred|secret)[\w\-]*)>\r?\n(?P<body>[^<]{1,400}?)</(?P=t)>"
)
# user / password where the line speaks of a login ("admin login for … is admin / x").
_SLASH_PAIR = WordScan(
    re.compile(r"(?<=\w) / (?P<s>[^\s/\\();{}]{8,80})(?![^\s])")
)  # (the user: the word before)
_SLASH_CONTEXT = re.compile(r"(?i)\b(?:login|log in|credentials?|creds|user(?:name)?|password)\b")
# A table function or engine that connects somewhere (ClickHouse MySQL(…), remote(…),
# PostgreSQL(…)): host first, then its literals; the last, of a password's shape.
_CONNECT_CALL = WordScan(
    re.compile(
        r"(?i)\b(?:mysql|postgresql|mongodb|remote(?:secure)?|redis|odbc|jdbc|mssql)[ \t]*\("
        r"(?P<args>[^()\n]{10,400})\)"
    )
)
_CONNECT_WORDS = ("mysql", "postgresql", "mongodb", "remote", "redis", "odbc", "jdbc", "mssql")
# SMTP AUTH LOGIN: the line after the server's base64 "Password:" prompt.
_SMTP_PASSWORD = WordScan(
    re.compile(r"(?m)^334 UGFzc3dvcmQ6[ \t]*\r?\n(?P<s>[A-Za-z0-9+/=]{4,200})")
)


def _output_and_answer_spans(
    text: str, low: str, mask: int | None = None
) -> Iterator[tuple[int, int]]:
    if "\n" in text:
        for m in _GENERIC_OUTPUT.finditer(text):  # (labels first: rare)
            if not _LABEL_LINE.fullmatch(text, text.rfind("\n", 0, m.start()) + 1, m.start()):
                continue
            value = m.group("s").rstrip(".")
            if not (password_shaped(value, 8) or random_shaped(value)) or is_placeholder(value):
                continue
            if _SECRET_COMMAND.search(text, max(0, m.start() - _OUTPUT_REACH), m.start()):
                yield m.start("s"), m.start("s") + len(value)
        for m in _PROMPT_ANSWER.finditer(text) if "pass" in low else ():
            if not is_placeholder(m.group("s")):
                yield m.span("s")
        if "<" in text and ("auth" in low or "pass" in low or "cred" in low or "secret" in low):
            for m in _CREDENTIAL_ELEMENT.finditer(text):
                at = m.start("body")
                for line in m.group("body").split("\n"):
                    value = line.strip()
                    if password_shaped(value, 8) or random_shaped(value):
                        start = at + line.find(value)
                        yield start, start + len(value)
                    at += len(line) + 1
        if "334 " in text:
            for m in _SMTP_PASSWORD.finditer(text):
                yield m.span("s")
    if " / " in text:
        for m in _SLASH_PAIR.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            if not _SLASH_CONTEXT.search(text, line_start, m.start()):
                continue
            value = m.group("s").rstrip(".,;")
            if password_shaped(value, 8) and not is_placeholder(value):
                yield m.start("s"), m.start("s") + len(value)
    if "(" in text and _any_word(low, _CONNECT_WORDS, mask):
        for m in _CONNECT_CALL.finditer(text):
            args = list(_CALL_LITERAL.finditer(text, m.start("args"), m.end("args")))
            if len(args) < 4 or not re.search(r":\d|://|\.", args[0].group("s")):
                continue
            value = args[-1].group("s")
            if password_shaped(value, 8) and not is_placeholder(value):
                yield args[-1].span("s")


def _after_13_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    """The layers written after batches 12 and 13 (their gate: ``_AFTER_13_GATES``)."""
    yield from _output_and_answer_spans(text, low, mask)
    if "||" in text or "<th" in low or ("copy " in low and "stdin" in low):
        yield from _markup_table_spans(text, low)
    if ("(" in text or '"' in text or "'" in text) and _any_word(low, _CRED_CALL_WORDS, mask):
        for m in _CRED_CALL.finditer(text):
            args = list(_CALL_LITERAL.finditer(text, m.start("args"), m.end("args")))
            name = text[max(0, m.start() - 30) : m.start("args")]
            if len(args) >= 2 and "get" not in name.rsplit(None, 1)[-1].lower():
                last = args[-1]  # (a getter's arguments name what it reads)
                value = last.group("s")
                if (
                    password_shaped(value, 8)
                    and not _SNAKE.fullmatch(value)
                    and not is_placeholder(value)
                ):
                    yield last.span("s")
    if _any_word(low, _DEVICE_WORDS, mask):
        for m in _DEVICE_KEY.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            if not _DEVICE_LINE.fullmatch(text, line_start, m.start()):
                continue
            value = m.group("s")
            if (password_shaped(value, 8) or random_shaped(value, 12)) and not is_placeholder(
                value
            ):
                yield m.span("s")
    if "=" in text and ("pass" in low or "p=" in low or "pw=" in low or "pwd=" in low):
        for m in _QUERY_PASSWORD.finditer(text):
            if m.group("weak") and not _QUERY_USER.search(text, max(0, m.start() - 200), m.start()):
                continue
            if not is_placeholder(m.group("s")):
                yield m.span("s")
    if "reg" in low and "/d" in low:
        for m in _REG_ADD.finditer(text):
            if is_secret_key(m.group("k").replace(" ", "")) and not is_placeholder(m.group("s")):
                yield m.span("s")
    if "cookie" in low:
        for m in _COOKIE_FLAG.finditer(text):
            yield m.span("s")
        for m in _COOKIE_PROSE.finditer(text):
            value = m.group("s").rstrip(".,")
            if random_shaped(value, 12) or _one_case_random(value) or _letters_random(value):
                yield m.start("s"), m.start("s") + len(value)
    if low.count('"') + low.count("'") >= 4:
        yield from _literal_group_spans(text, low)


# -- written after batches 10 and 11 (classes, each in the forms of many tools) -----------

# A value printed into a command that reads a secret from its input: docker/podman
# secret create, gh/wrangler secret set/put, kubectl create secret, passwd --stdin,
# chpasswd, docker login --password-stdin, vault kv put … -: every argument of the
# echo/printf (a printf's format is skipped: it has a % directive).
_PRINT_PIPE = WordScan(
    re.compile(
        r"\b(?:echo|printf|print|write-output)[ \t]+(?P<args>[^|\n]*?)[ \t]*\|(?P<cmd>[^\n]*)",
        re.IGNORECASE,
    )
)
_PIPE_READER = re.compile(
    r"(?i)secret|passw|passphrase|token|cred|login|stdin|kinit|chpasswd|\bkey\b"
)
_ARG = re.compile(r"'(?P<a>[^'\n]+)'|\"(?P<b>[^\"\n]+)\"|(?P<c>[^\s'\"]+)")


def _piped_value_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _PRINT_PIPE.finditer(text):
        if not _PIPE_READER.search(m.group("cmd")):
            continue
        offset = m.start("args")
        for arg in _ARG.finditer(m.group("args")):
            group = "a" if arg.group("a") else "b" if arg.group("b") else "c"
            value = arg.group(group)
            if value.startswith("-") or "%" in value or "$" in value:
                continue  # a flag, a format, a variable
            if password_shaped(value, 6) or random_shaped(value):
                yield offset + arg.start(group), offset + arg.end(group)


# A UUID is an id, unless a name that ends in "key" names it as a credential
# (CYPRESS_RECORD_KEY: <uuid>, --record-key <uuid>, licenseKey: <uuid>): then it is the
# key. Names of data-structure keys (partition, sort, idempotency …) stay ids.
_KEY_BEFORE_UUID = re.compile(
    r"(?:^|[^\w\-.])(?P<key>-{0,2}[A-Za-z][\w.\-]{0,60})[\"']?[ \t]*(?:[:=][ \t]*|[ \t]+)[\"']?\Z"
)
_UUID_REACH = 8 + 36  # ("key", then a quote, ":" or "=", spaces, or a flag's "-"s)
_DATA_KEYS = frozenset(
    {
        "partition", "sort", "range", "hash", "primary", "foreign", "row", "cache", "idempotency",
        "dedup", "dedupe", "deduplication", "correlation", "request", "routing", "shard",
        "lookup", "object", "map", "message", "composite", "unique", "index", "natural",
        "surrogate", "public", "pub", "kid", "key",
    }
)  # fmt: skip


def _uuid_key_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    at = low.find("key")
    while at >= 0:  # a UUID within a few characters after each "key"
        m = _UUID.search(text, at + 3, at + 3 + _UUID_REACH)
        at = low.find("key", at + 3)
        if m is None:
            continue
        start = m.start()
        if start and (text[start - 1].isalnum() or text[start - 1] in "-_/.@"):
            continue
        if m.end() < len(text) and (text[m.end()].isalnum() or text[m.end()] in "-_/"):
            continue
        before = _KEY_BEFORE_UUID.search(text, max(0, start - 80), start)
        if before is None:
            continue
        words = [w.lower() for w in _KEY_WORD.findall(before.group("key"))]
        if len(words) >= 2 and words[-1] == "key" and words[-2] not in _DATA_KEYS:
            yield m.span()
        elif words == ["key"] and before.group("key").startswith("--"):
            yield m.span()  # cypress run --record --key <uuid>


# SQL that sets a password: every quoted literal after PASSWORD up to the statement's
# end (ALTER CURRENT USER SET PASSWORD FROM 'old' TO 'new', SET PASSWORD FOR … = '…',
# INSERT INTO users (name, password) VALUES ('app', '…'), 'a' || 'b').
_WORD_CHAR = re.compile(r"\w")
_SQL_VERB = re.compile(
    r"\b(?:alter|create|set|insert|update|replace|grant|call|exec|execute|upsert|merge)\b"
)
_SQL_LITERAL = re.compile(r"'(?P<s>(?:[^'\s\\]|'')+)'|\"(?P<d>[^\"\s\\]+)\"")


def _sql_password_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    at = low.find("password")
    while at >= 0:
        statement = max(low.rfind(";", 0, at), low.rfind("\n", 0, at), at - 200) + 1
        word_start, word_end = at, at + len("password")
        at = low.find("password", word_end)
        if _WORD_CHAR.fullmatch(low[word_end : word_end + 1] or " ") or (
            word_start and _WORD_CHAR.fullmatch(low[word_start - 1])
        ):
            continue  # (not the word PASSWORD)
        if not _SQL_VERB.search(low, statement, word_end):
            continue  # (no statement that sets one)
        stop = low.find(";", word_end, word_end + 400)
        line_end = low.find("\n", word_end, word_end + 400)
        ends = [e for e in (stop, line_end) if e >= 0]
        rest_end = min(ends) if ends else min(len(text), word_end + 400)
        offset = word_end
        for lit in _SQL_LITERAL.finditer(text[word_end:rest_end]):
            group = "s" if lit.group("s") is not None else "d"
            value = lit.group(group)
            if password_shaped(value, 6) and not is_placeholder(value):
                yield offset + lit.start(group), offset + lit.end(group)


# A command that prints a secret, and its output: the next line alone is the secret
# (security find-generic-password -w, secret-tool lookup, pass show, op read,
# gh auth token, vault kv get -field=…, headscale preauthkeys create, kubectl get
# secret … | base64 -d); a line of prose that ends with a credential word and ":".
_LONE_LINE = re.compile(r"\n[ \t]*(?:---[ \t]+)?(?P<s>[^\s]{6,4000})[ \t]*\r?(?=\n|\Z)")
# A host's label a tool prints above its value (salt-call's "local:", "db01:"): the
# command is the line above it (written after batch 12).
_HOST_LABEL = re.compile(r"[ \t]*[\w.\-\[\]]{1,60}:[ \t]*")
_PROMPT = re.compile(rf"[ \t]*{sr.PROMPT}[ \t]+\S")
_PROMPT_INSIDE = re.compile(r"[ \t](?:\$|%|>)[ \t]+[a-z][\w.\-]*[ \t]")  # (after a label)
_OUTPUT_ASSIGNMENT = re.compile(r"[A-Za-z_][\w.\-]*[=:]")
_PUBLIC_FILE = re.compile(r"(?i)public|\.pub\b")
_OUTPUT_WORD = re.compile(
    r"(?i)pass|secret|token|cred|auth|key|pin\b|otp|wallet|private|seed|mnemonic|cookie"
)


# Words joined by ":" or "." before a hex run of 32+ digits (``project:env.<hex>``), printed
# by a command: a token scoped by its words, the hex its random part (after batch 17).
_SCOPED_HEX = re.compile(r"(?:[A-Za-z][\w\-]*[:.])+(?P<h>[0-9a-f]{32,128}|[0-9A-F]{32,128})")


def _command_output_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _LONE_LINE.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        line = text[line_start : m.start()].rstrip("\r")
        if line_start > 0 and _HOST_LABEL.fullmatch(line) and not _OUTPUT_WORD.search(line):
            line = text[text.rfind("\n", 0, line_start - 1) + 1 : line_start - 1].rstrip("\r")
        if len(line) > 300 or not _OUTPUT_WORD.search(line):
            continue
        command = _PROMPT.match(line) is not None or _PROMPT_INSIDE.search(line) is not None
        label = (
            line.rstrip().endswith(":")
            and len(line.split()) <= 8
            and not any(c in line for c in "(){}=;")
        )
        if not (command or label):
            continue
        if command and _PUBLIC_FILE.search(line):
            continue  # cat public.key, cat id_ed25519.pub: a public key's file (batch 12)
        value = m.group("s").strip("\"'`")
        if any(c in value for c in "(){}<>[]") or value.startswith(("$", "#", "%", "-")):
            continue  # code, markup, a variable, a flag
        if _UUID.fullmatch(value):
            continue
        scoped = _SCOPED_HEX.fullmatch(value) if command else None
        if scoped is not None and not _DIGEST_VALUE.match(value):
            start = m.start("s") + m.group("s").find(value) + scoped.start("h")
            yield start, start + len(scoped.group("h"))  # project:env.<hex> (batch 17)
            continue
        if _OUTPUT_ASSIGNMENT.match(value):
            continue  # printenv | grep TOKEN → NAME=value: an assignment's layer judges it
        if is_placeholder(value) or _public_pem_base64(value):
            continue
        if (
            password_shaped(value, 8)
            or random_shaped(value)
            or (command and (_one_case_random(value) or _letters_random(value)))
        ):
            start = m.start("s") + m.group("s").find(value)
            yield start, start + len(value)


# user:password in prose where the line names a credential ("creds for the grafana box
# (admin:JOlw…)", "login with deploy:Kq7…"); password_shaped judges the value.
_PAIR_VALUE = re.compile(
    r":(?P<s>[A-Za-z0-9][^\s'\"():,;/\\*=<>{}\[\]`]{7,79})(?=[)'\"\s,;]|\.(?:\s|\Z)|\Z)"
)
_UPPER_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
_PAIR_USER = re.compile(r"[A-Za-z][\w\-]{0,30}\Z")
_PAIR_CONTEXT = re.compile(
    r"(?i)\b(?:creds?|credentials?|logins?|log ?in|sign ?in|passwords?|passwd|pw|basic ?auth)\b"
)
_NOT_USERS = frozenset({"http", "https", "ftp", "ssh", "tcp", "udp", "file", "mailto", "localhost"})


def _prose_pair_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _PAIR_VALUE.finditer(text):
        at = m.start()
        user = _PAIR_USER.search(text, max(0, at - 31), at)
        if user is None or user.group().lower() in _NOT_USERS:
            continue
        if user.start() and not (text[user.start() - 1].isspace() or text[user.start() - 1] == "("):
            continue  # (in prose: "ed25519:…" in a JSON value is a key's type and data)
        value = m.group("s").rstrip(".")
        if not password_shaped(value, 8) or _UPPER_NAME.fullmatch(value):
            continue  # (env:AA_AAAA0, %env(resolve:DB_PASS)%: a variable's name)
        if _REFERENCE.fullmatch(text, user.start(), m.start("s") + len(value)):
            continue
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        if _PAIR_CONTEXT.search(text, line_start, line_end if line_end >= 0 else len(text)):
            yield m.start("s"), m.start("s") + len(value)


# A secret split into string literals that a call or an operator joins: Python's
# "".join([...]), C#'s string.Concat(...), Rust's concat!(...), R's paste0(...),
# PHP's implode, SQL's CONCAT / ||, PowerShell's @(...) -join '', or literals joined
# by + . .. & || ~ <> on one line or several. The joined value is judged; each piece is
# taken.
_JOIN_CALL = WordScan(
    re.compile(
        r"(?i)(?:\.join|concat!?|concat_ws|paste0?|implode|strcat|str_c|stringjoin|join-string"
        r"|string\.join|\bjoin)\s*\(\s*(?:[\"'][^\"'\n]{0,3}[\"']\s*,\s*)?[\[({]?"
        r"|@\(\s*(?=['\"])"
    ),
    shortest=2,
)
_JOIN_PIECE = re.compile(
    r"[ \t\r\n]*(?:[LNubBrR]|u8|@)?(?P<q>[\"'])(?P<s>[A-Za-z0-9_+/=.\-!*#$%@^~]{1,120})(?P=q)"
)
_JOIN_SEP = re.compile(r"[ \t\r\n]*(?:,|\+|\|\||\.\.|\.|&|~|<>|\+\+|\^)[ \t]*(?:_[ \t]*)?")
_QUOTE_OPERATOR = re.compile(r"[\"'][ \t]*(?:\+\+|\+|\|\||\.\.|\.|&|~|<>)[ \t\r\n]*[\"']")
_LIST_OPEN = re.compile(r"[\[(][ \t\r\n]*(?=[\"'])")
_JOIN_AFTER = re.compile(
    r"[ \t\r\n]*(?:,[ \t\r\n]*)?[)\]][ \t]*(?:\.(?:join\w*|mkString|concat)|-join)"
)
_JOIN_CALL_WORDS = ("join", "concat", "paste", "implode", "strcat", "str_c", "@(")


def _literal_run(text: str, at: int) -> list[tuple[int, int]]:
    pieces: list[tuple[int, int]] = []
    pos = at
    while len(pieces) < 12:
        piece = _JOIN_PIECE.match(text, pos)
        if piece is None:
            break
        pieces.append(piece.span("s"))
        sep = _JOIN_SEP.match(text, piece.end())
        if sep is None:
            break
        pos = sep.end()
    return pieces


def _joined_literal_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    starts: list[int] = []
    if any(word in low for word in _JOIN_CALL_WORDS):
        starts.extend(m.end() for m in _JOIN_CALL.finditer(text))
        # a list joined after it: listOf(…).joinToString(""), ["…"].join(""), mkString
        for m in _LIST_OPEN.finditer(text):
            pieces = _literal_run(text, m.end())
            if len(pieces) >= 2 and _JOIN_AFTER.match(text, pieces[-1][1] + 1):
                starts.append(m.end())
    for m in _QUOTE_OPERATOR.finditer(text):
        quote = text[m.start()]
        opening = text.rfind(quote, max(0, m.start() - 121), m.start())
        if opening >= 0 and _JOIN_PIECE.fullmatch(text, opening, m.start() + 1):
            starts.append(opening)
    seen = -1
    for at in sorted(set(starts)):
        if at <= seen:
            continue
        pieces = _literal_run(text, at)
        if len(pieces) < 2:
            continue
        seen = pieces[-1][1]
        value = "".join(text[s:e] for s, e in pieces)
        if len(value) < 16:
            continue
        if random_shaped(value, 16) or _vendor_token(value):
            yield from pieces


# A value moved into a name that holds a secret, the name after the value (COBOL's MOVE
# 'x' TO WS-DB-PASSWORD, PUT/INTO) or in words (AppleScript/HyperTalk's set thePassword
# to "x", Smalltalk-like "store x into password").
_MOVE_TO = WordScan(
    re.compile(
        r"(?i)\b(?:move|put|store|copy)[ \t]+(?P<q>['\"])(?P<s>[^'\"\n]{3,120})(?P=q)[ \t]+"
        r"(?:to|into|in)[ \t]+(?P<key>[\w.\-:]{2,80})"
        r"|\bset[ \t]+(?:the[ \t]+)?(?P<key2>[\w.\-]{2,80})[ \t]+to[ \t]+"
        r"(?P<q2>['\"])(?P<s2>[^'\"\n]{3,120})(?P=q2)"
    )
)
# Text an automation types into a window or a page: AutoHotkey's Send/SendInput,
# AppleScript's keystroke, xdotool type, pyautogui.write/typewrite, Selenium's
# send_keys, Playwright's fill/type, WebdriverIO's setValue, Robot's Input Password:
# a password's shape there is a password typed (written after batch 10).
_TYPED = re.compile(
    r"(?im)(?:^[ \t]*(?:send(?:input|raw|play|event|text)?)[ \t]*(?:,[ \t]*)?"
    r"(?P<s>[^\s{},;]+)"
    r"|(?:\b(?:keystroke|xdotool[ \t]+type(?:[ \t]+--?[\w\-]+(?:[ \t]+\d+)?)*"
    r"|input[ \t]+password|input[ \t]+text)[ \t]+"
    r"|(?:\btypewrite|\bsend_keys|\bsendKeys|\btype_keys|\bpress_sequentially|\bpressSequentially"
    r"|\bsetValue|\.fill|\.type)[ \t]*\()"
    r"(?P<args>[^\n)]{1,200}))"
)
_TYPED_ARG = re.compile(r"'(?P<a>[^'\n]+)'|\"(?P<b>[^\"\n]+)\"|(?<=[ \t])(?P<c>[^\s'\",()]+)")


def _moved_and_typed_spans(
    text: str, low: str, mask: int | None = None
) -> Iterator[tuple[int, int]]:
    if _any_word(low, _MOVE_GATES, mask):
        for m in _MOVE_TO.finditer(text):
            group, key = ("s", m.group("key")) if m.group("s") else ("s2", m.group("key2"))
            value = m.group(group)
            secret = is_secret_key(key.replace("-", "_")) and password_shaped(value, 6)
            if secret and not is_placeholder(value):
                yield m.span(group)
    if not _any_word(low, _TYPED_GATES, mask):
        return
    for m in _TYPED.finditer(text):
        if m.group("s") is not None:
            candidates = [(m.start("s"), m.group("s"))]
        else:
            offset = m.start("args")
            candidates = []
            for arg in _TYPED_ARG.finditer(m.group("args")):
                group = "a" if arg.group("a") else "b" if arg.group("b") else "c"
                candidates.append((offset + arg.start(group), arg.group(group)))
        for start, value in candidates:
            if value[:1] in "#.[/" or _EMAIL.fullmatch(value) or is_placeholder(value):
                continue  # a selector, an e-mail address
            if password_shaped(value, 8) and any(c.isdigit() for c in value):
                yield start, start + len(value)


# A line that is only a key named "key" (or a Wi-Fi/VPN pre-shared key's name) and its
# value: tac_plus's key = "…", OpenWrt UCI's option key '…', a RADIUS/keepalived/NTP
# "key …" line. The value must be shaped like a password (written after batch 10).
_BARE_KEY_LINE = WordScan(
    re.compile(
        r"(?im)(?:key|psk|wpa_psk|wpa_key|auth_pass|authkey|shared_secret|secret_key)"
        r"(?:[ \t]*[:=][ \t]*|[ \t]+)(?P<q>[\"']?)"
        r"(?P<s>[\x21\x23-\x26\x28-\x7e]{8,200})(?P=q)[ \t]*(?:;[ \t]*)?\r?$"
    )
)


_LAST_WORD = re.compile(r"([A-Za-z]+)[ \t]*\Z")
_NOT_SECRET_KEY_WORDS = _DATA_KEYS | {"host", "gpg", "pgp", "verify", "verification"}


def _bare_key_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _BARE_KEY_LINE.finditer(text):
        if m.start() and text[m.start() - 1] not in " \t\n":
            continue  # (the word alone: at a line's start or after a space)
        before = _LAST_WORD.search(text, max(0, m.start() - 40), m.start())
        if before is not None and before.group(1).lower() in _NOT_SECRET_KEY_WORDS:
            continue  # public key: age1…, cache key: node-modules-…: public, an id
        value = m.group("s")
        if is_placeholder(value) or _UUID.fullmatch(value) or _KEY_FILE.match(value):
            continue  # (a key file's name: pub1.pub)
        if password_shaped(value, 10) and any(c.isdigit() for c in value):
            yield m.span("s")


# A value stored under a key named by a label after it: Swift's keychain.set(value,
# forKey: "apiToken"), UserDefaults.set(_:forKey:), Objective-C's setObject:forKey:
# (written after batch 11; the key-first forms are _CONSTANT_ARG's and _SETTER_CALL's).
_FOR_KEY = re.compile(
    rf"\(\s*{_LITERAL}\s*,\s*(?:forKey|key|withKey|forAccount|account)\s*:\s*"
    r"[\"'](?P<key>[^\"'\n]{1,80})[\"']"
)


def _for_key_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _FOR_KEY.finditer(text):
        value = m.group("s")
        shaped = password_shaped(value, 6) or random_shaped(value)
        if shaped and is_secret_key(m.group("key")) and not is_placeholder(value):
            yield m.span("s")


# Key material written in groups after a word that names it, on its line: a recovery or
# security key (Es8x 3QrB SrEC …), an app password (four groups of four letters, one of
# them with no vowel: not words). A fingerprint's hex groups are public (written after
# batch 10).
_GROUPED = re.compile(
    r"(?<![\w\-])(?P<s>[A-Za-z0-9]{4,8}(?:[ \-][A-Za-z0-9]{4,8}){3,15})(?![\w\-])"
)
_GROUP_WORDS = ("pass", "secret", "token", "key", "code", "recovery", "phrase")


def _grouped_key_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    lines: set[int] = set()
    for word in _GROUP_WORDS:
        at = low.find(word)
        while at >= 0:
            line_end = low.find("\n", at)
            line_end = len(low) if line_end < 0 else line_end
            if line_end not in lines:
                lines.add(line_end)
                line_start = low.rfind("\n", 0, at) + 1
                if not _PRINT_WORD.search(text, line_start, line_end):  # (a fingerprint)
                    yield from _grouped_after(text, at + len(word), line_end)
            at = low.find(word, line_end)


def _grouped_after(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    for m in _GROUPED.finditer(text, start, end):
        groups = re.split(r"[ \-]", m.group("s"))
        joined = "".join(groups)
        if _HEX.fullmatch(joined) or joined.isdigit():
            continue  # a fingerprint, a key id, a number
        if random_shaped(joined) and any(c.isdigit() for c in joined):
            yield m.span("s")
        elif (
            len(groups) == 4
            and all(len(g) == 4 and g.isalpha() and g.islower() for g in groups)
            and any(not set(g) & set("aeiouy") for g in groups)
            and _entropy(joined) >= 2.5  # (drawn at random: aaab aaab aaag bbbb is not)
        ):
            yield m.span("s")  # an app password: gjot cqbn ecpo dfff


# Lines a secret may be split across: a shell continuation (``\`` newline), adjacent
# string literals ("abc"\n"def", 'abc' +\n 'def'), a long run wrapped onto an indented
# next line. Each is found at its newline.
_RUN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/=-")


_VIEW = r"(?:[ \t]*\d+→)?"  # a numbered file view's prefix (``    42→``)
_SPLIT = Scan(
    re.compile(
        rf"\\\r?\n{_VIEW}[ \t]*"  # a shell continuation
        rf"|[\"'][ \t+|]*\\?\r?\n{_VIEW}[ \t]*(?:\+[ \t]*)?[\"']"  # "abc" + (or ||) newline "def"
        # Written after batch 9: the concatenation operators of more languages before or
        # after the line break (VB's & _, Lua's .., PHP's ., Haskell's ++, Elixir's <>,
        # OCaml's ^, D's ~) and a builder's chained calls (.append("abc")\n.append("def"))
        rf"|[\"'][ \t]*(?:&[ \t]*_?|\.\.?|\+\+|<>|\^|~)?[ \t]*\r?\n{_VIEW}[ \t]*"
        rf"(?:&|\.\.?|\+\+|<>|\^|~)?[ \t]*[\"']"
        rf"|[\"'][ \t]*\)[ \t]*\r?\n{_VIEW}[ \t]*\.(?:append|concat|add|write|push|Append)"
        rf"\([ \t]*[\"']"
        # a run wrapped onto an indented line
        rf"|\r?\n{_VIEW}[ \t]+(?=[A-Za-z0-9_+/=\-]{{8,}}(?:\s|$))"
        r"|\r?\n(?=[A-Za-z0-9_+/\-]{8,}={0,2}[ \t]*(?:\r?\n|\Z))"  # a terminal's wrap: a whole line
        # a run wrapped onto a quoted line (an e-mail's "> ", a comment's "# ", "// "):
        # the whole next line (written after batch 10)
        r"|\r?\n[ \t]*(?:(?:>[ \t]?)+|(?:#|//|--|;)[ \t]?)"
        r"(?=[A-Za-z0-9_+/\-]{8,}={0,2}[ \t]*(?:\r?\n|\Z))"
    ),
    by_start=True,  # its matches start at a quote, a backslash or a line break: tried there
)


def _run_before(text: str, at: int) -> bool:
    """16 token characters end at ``at`` (a long run the line break cut)."""
    return at >= 16 and all(c in _RUN_CHARS for c in text[at - 16 : at])


_SOFT_BREAK = re.compile(r"=\r?\n")  # quoted-printable's soft line break (batch 13)


def _join_cuts(text: str) -> list[tuple[int, int]]:
    """The spans to cut out to join split lines."""
    cuts: list[tuple[int, int]] = []
    if "quoted-printable" in text.lower():
        cuts.extend(m.span() for m in _SOFT_BREAK.finditer(text))
    cuts.extend(_dump_cuts(text))
    for m in _SPLIT.finditer(text):
        first = text[m.start()]
        if first in "\"'":
            if text[m.end() - 1] == first:
                cuts.append(m.span())
        elif first == "\\" or (_run_before(text, m.start()) and not _empty_key_line(text, m.end())):
            cuts.append(m.span())
    ordered: list[tuple[int, int]] = []
    for cut in sorted(cuts):  # (soft breaks and the others: in order, never overlapping)
        if not ordered or cut[0] >= ordered[-1][1]:
            ordered.append(cut)
    return ordered


# Written after batch 32. A line that is a secret's name, ``=`` and nothing more (an INI or
# properties file's key left empty: ``KeyPassword=``) is a key, not the tail of a token a
# terminal wrapped (its ``=`` is no base64 padding): the lines are not joined there.
_EMPTY_KEY_LINE = re.compile(r"(?P<name>[A-Za-z][A-Za-z0-9_.\-]*)=[ \t]*(?:\r?\n|\Z)")


def _empty_key_line(text: str, at: int) -> bool:
    m = _EMPTY_KEY_LINE.match(text, at)
    return m is not None and is_secret_key(m.group("name"))


_JOIN_WINDOW = 400  # characters of the joined text searched again on each side of a cut


# What a cut of _join_cuts needs at its line break, found in one pass each: a quote then
# the operators and blanks _SPLIT allows before the break and a quote (or a call's ``.``)
# after it, past the operators and blanks allowed there (a literal's end), a backslash
# before it (a continuation), 16 token characters before it (``_run_before``: a wrapped
# run, the only cut that starts at the break itself), or ``=`` before it in a text that
# says quoted-printable (a soft break).
_QUOTE_BEFORE_BREAK = re.compile(
    rf"[\"'][ \t+|&_.<>^~)]*\\?\r?\n{_VIEW}[ \t]*[+&.<>^~]*[ \t]*[\"'.]"
)
# (one translation of the text's UTF-8 bytes: 1 a token character, 2 a line break's
# ``\r`` or ``\n``, 4 a backslash, 5 a symbol of _SYMBOL_INSIDE; every other byte 0,
# non-ASCII ones too)
_BREAK_MARKS = bytes(
    1
    if chr(i) in _RUN_CHARS
    else 2
    if chr(i) in "\r\n"
    else 4
    if i == 92
    else 5
    if chr(i) in _INSIDE_SYMBOLS
    else 0
    for i in range(256)
)


@lru_cache(maxsize=4)  # (asked by several layers of the text being filtered)
def _break_marks(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass").translate(_BREAK_MARKS)


_TOKEN_RUN = b"\x01" * 20


def _token_run(text: str) -> bool:
    """Does ``text`` hold 20 token characters (``_RUN_CHARS``) in a row? False: no match
    of a pattern that needs 20 or more of them (or of a class among them) in a row. An
    ignore-case pattern's ``[A-Za-z]`` matches İ ı ſ K as well: ask ``_folded_run``."""
    return _TOKEN_RUN in _break_marks(text)


def _folded_run(text: str) -> bool:
    """``_token_run`` for an ignore-case pattern."""
    return _TOKEN_RUN in _break_marks(text) or (
        not text.isascii() and OTHER_FOLDS.search(text) is not None
    )


def _symbol_inside(text: str) -> bool:
    """False only when _SYMBOL_INSIDE has no match in ``text``: a letter or digit (a
    token character), then one symbol and a letter or digit, or two symbols."""
    marks = _break_marks(text)
    return b"\x01\x05\x01" in marks or b"\x01\x05\x05" in marks


def _may_join(text: str) -> bool:
    """False only when ``_join_cuts(text)`` finds no cut."""
    marks = _break_marks(text)
    if b"\x01" * 16 + b"\x02" in marks or b"\x04\x02" in marks:
        return True  # (16 token characters or a backslash before a break: cuts of _SPLIT)
    if _QUOTE_BEFORE_BREAK.search(text) is not None:
        return True
    if any(True for _ in _dump_cuts(text)):
        return True
    return ("=\n" in text or "=\r" in text) and "quoted-printable" in text.lower()


# Written after batch 27: a debugger's memory dump (WinDbg's ``du``/``da``) prints one
# string cut over lines, each piece quoted after its address (``000001d4`3a8e1f20
# "…;Pa"`` then ``000001d4`3a8e1f90  "ssword=…"``). Where the next address is this one
# plus the piece's length in characters of one or two bytes (the string goes on, no
# terminator between: gdb's ``x/s`` rows are separate strings, one NUL apart), the
# closing quote, the break, the next address and its opening quote are cut out, so the
# rules read the string whole.
_DUMP_ADDRESS = (
    r"(?:0x)?(?P<{0}>[0-9a-fA-F]{{8,16}}(?:`[0-9a-fA-F]{{8}})?)(?:[ \t]+<[^<>\n]{{1,80}}>)?:?"
    r"[ \t]+"
)
_DUMP_LINE_START = re.compile(
    rf"[ \t]*{_DUMP_ADDRESS.format('a')}\"(?P<s>[^\"\\\n]{{1,512}})\"\r?\n"
)
_DUMP_CONTINUED = re.compile(rf"\"\r?\n[ \t]*{_DUMP_ADDRESS.format('b')}\"")


def _dump_address(digits: str) -> int:
    return int(digits.replace("`", ""), 16)


def _dump_cuts(text: str) -> Iterator[tuple[int, int]]:
    if '"\n' in text or '"\r\n' in text:
        for m in _DUMP_CONTINUED.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            row = _DUMP_LINE_START.match(text, line_start)
            if row is None or row.end("s") != m.start():
                continue
            step = _dump_address(m.group("b")) - _dump_address(row.group("a"))
            if step in (len(row.group("s")), 2 * len(row.group("s"))):
                yield m.span()
    if "write(" in text or "send(" in text or "sendto(" in text or "sendmsg(" in text:
        yield from _piece_cuts(text, _SYSCALL_WRITE)
    if "cat(" in text and "->str" in text:
        yield from _piece_cuts(text, _STRING_BUILD)


# The same for a stream written in pieces: strace's consecutive ``write``/``send``/
# ``sendto`` calls on one file descriptor (and one process) each show a piece of what went
# out (``write(9, "PASS ", 5)`` then ``write(9, "<password>", 7)``): the end of one
# call's string and the start of the next are cut out, so a protocol's command reads whole.
# Likewise ltrace's string building on one buffer (``strncpy(0x7ffc…, "<a>", 16)`` then
# ``strncat(0x7ffc…, "<b>", 16)``): the buffer's content is the pieces joined.
_SYSCALL_WRITE = re.compile(
    r"(?m)(?:^|[ \t])(?P<pid>\[pid[ \t]+\d+\][ \t]*)?(?:write|send|sendto|sendmsg)"
    r"\((?P<fd>\d+),[ \t]*\""
    r"(?P<s>(?:[^\"\\\n]|\\.)*)\"(?P<rest>[^\n]*)$"
)


_STRING_BUILD = re.compile(
    r"(?m)(?:^|[ \t])(?P<pid>(?:\[pid[ \t]+\d+\][ \t]*)?[\w.+\-]*->)?"
    r"(?P<call>str(?:n|l)?(?:cpy|cat))"
    r"\((?P<fd>0x[0-9a-fA-F]+),[ \t]*\"(?P<s>(?:[^\"\\\n]|\\.)*)\"(?P<rest>[^\n]*)$"
)


def _piece_cuts(text: str, calls: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    previous: re.Match[str] | None = None
    for m in calls.finditer(text):
        if "call" in calls.groupindex and not m.group("call").endswith("cat"):
            previous = m  # (a copy starts the buffer again)
            continue
        if (
            previous is not None
            and previous.end() + 1 == m.start()
            and previous.group("fd") == m.group("fd")
            and previous.group("pid") == m.group("pid")
            and not previous.group("rest").startswith("...")
        ):
            yield previous.end("s"), m.start("s")
        previous = m


def _joined(text: str) -> tuple[str, list[int], list[tuple[int, int]]] | None:
    """The text with split lines joined, each character's position in ``text``, and the
    windows of the joined text around the cuts (only they can hold something new)."""
    if "\n" not in text or not _may_join(text):
        return None
    cuts = _join_cuts(text)
    if not cuts:
        return None
    pieces: list[str] = []
    index: list[int] = []
    pos = 0
    for start, end in cuts:
        pieces.append(text[pos:start])
        index.extend(range(pos, start))
        pos = end
    pieces.append(text[pos:])
    index.extend(range(pos, len(text)))
    joined = "".join(pieces)
    windows: list[tuple[int, int]] = []
    removed = 0
    for start, end in cuts:
        at = start - removed  # where the cut is in the joined text
        removed += end - start
        low_at, high_at = max(0, at - _JOIN_WINDOW), min(len(joined), at + _JOIN_WINDOW)
        if windows and low_at <= windows[-1][1]:
            windows[-1] = (windows[-1][0], high_at)
        else:
            windows.append((low_at, high_at))
    return joined, index, windows


_NO_EXTRA = PrivacySettings()

# Written after batch 13: text an encoding hides from the rules. Percent-encoding (once or
# twice: a redirect inside a redirect), HTML entities (&quot; in a data attribute or a
# <pre> block), JSON's escaped slashes and quotes (JSON inside JSON inside JSON): the
# text decoded, up to three times, is searched again; a secret found there takes the
# characters it was encoded in.
_ENCODED = re.compile(
    r"%[0-9A-Fa-f]{2}|&(?:quot|amp|lt|gt|apos|#\d{1,5}|#[xX][0-9A-Fa-f]{1,4});|\\[/\"\\]"
)
_ENTITIES = {"quot": '"', "amp": "&", "lt": "<", "gt": ">", "apos": "'"}


def _decode_one(escape: str) -> str:
    if escape[0] == "%":
        return chr(int(escape[1:], 16))
    if escape[0] == "\\":
        return escape[1]
    name = escape[1:-1]
    if name.startswith("#"):
        number = int(name[2:], 16) if name[1:2] in "xX" and len(name) > 1 else int(name[1:])
        return chr(number) if 0 < number < 0x110000 else escape
    return _ENTITIES[name]


def _decoded_view(text: str) -> tuple[str, list[int], list[int]] | None:
    """``text`` with its escapes decoded; each decoded character's start and end in it."""
    starts: list[int] = []
    ends: list[int] = []
    out: list[str] = []
    pos = 0
    for m in _ENCODED.finditer(text):
        out.append(text[pos : m.start()])
        starts.extend(range(pos, m.start()))
        ends.extend(range(pos + 1, m.start() + 1))
        out.append(_decode_one(m.group(0)))
        starts.append(m.start())
        ends.append(m.end())
        pos = m.end()
    if pos == 0:
        return None
    out.append(text[pos:])
    starts.extend(range(pos, len(text)))
    ends.extend(range(pos + 1, len(text) + 1))
    return "".join(out), starts, ends


_ENCODED_HINT = re.compile(r"(?i)pass|secret|token|key|auth|cred|sig|://")
_ENCODED_WINDOW = 300


def _decoded_secrets(decoded: str) -> list[tuple[int, int]]:
    """The secrets of a decoded text; in a long one, only around the words that name a
    credential or a URL (the rest was searched as it was)."""
    if len(decoded) < _WINDOWED:
        return _secret_spans(decoded, decoded.lower(), _NO_EXTRA, join=False, decode=False)
    windows: list[tuple[int, int]] = []
    for m in _ENCODED_HINT.finditer(decoded):
        low_at = max(0, m.start() - _ENCODED_WINDOW)
        high_at = min(len(decoded), m.end() + _ENCODED_WINDOW)
        if windows and low_at <= windows[-1][1]:
            windows[-1] = (windows[-1][0], high_at)
        else:
            windows.append((low_at, high_at))
    found: list[tuple[int, int]] = []
    for low_at, high_at in windows:
        part = decoded[low_at:high_at]
        found.extend(
            (low_at + a, low_at + b)
            for a, b in _secret_spans(part, part.lower(), _NO_EXTRA, join=False, decode=False)
        )
    return found


# JSON nested two deep (a tool call's arguments inside a transcript's JSON) is common: it is
# decoded only when a nested key or value names a credential.
_NESTED_CREDENTIAL = re.compile(r"(?i)\\\\\\\"[^\"\\\n]{0,40}(?:pass|secret|token|key|auth|cred)")
_OTHER_ENCODINGS = ("%3d", "%25", "&quot;", "&#", ":\\/\\/")


def _encoded_spans(text: str, low: str, mask: int | None) -> list[tuple[int, int]]:
    if not _any_word(low, _ENCODED_GATES, mask):
        return []
    if not any(gate in low for gate in _OTHER_ENCODINGS) and not _NESTED_CREDENTIAL.search(text):
        return []
    view = _decoded_view(text)
    starts, ends = list(range(len(text))), list(range(1, len(text) + 1))
    for _ in range(3):
        if view is None:
            break
        decoded, inner_starts, inner_ends = view
        starts = [starts[i] for i in inner_starts]
        ends = [ends[i - 1] for i in inner_ends]
        found = _decoded_secrets(decoded)
        if found:
            return [(starts[a], ends[b - 1]) for a, b in found if b > a]
        view = _decoded_view(decoded)
    return []


# Written after batches 12 and 13: a secret given in pieces (halves in prose, literals
# joined by an operator of any language, lines wrapped at 80 columns, a stream's deltas)
# where one piece was found: a token of a random shape near it, on its line or the next
# two, is another piece.
_NEIGHBOUR = re.compile(  # a token standing alone or quoted (never inside a URL or k=v)
    r"(?<![^\s\"'`>(,\[{\u0080-\uffff])[A-Za-z0-9][A-Za-z0-9_\-+/.]{9,199}=*"
    r"(?=[\s\"'`<),\]}.;\u0080-\uffff]|\Z)"
)
_NEIGHBOUR_REACH = 160
# Word-like tokens (batch 14): lower-case words joined by ``-``/``.``/``_``, each with at
# most a short number (a region ``europe-west1``, a hostname, a name like ``web-2``), or
# a path. A token beside a secret in this shape is a setting, never a piece of the secret.
_WORD_LIKE = re.compile(
    r"[a-z]{2,}\d{0,3}(?:[\-._](?:[a-z]{2,}\d{0,3}|\d{1,3}))+"
    r"|(?:\.{0,2}/)?[\w.\-]+(?:/[\w.\-]+)+/?"
)

# A token that ends in a file's extension (a dot and one to four small letters or digits,
# a letter first) names a file (``AuthKey_<key id>.p8`` above the key it holds): what the
# file is called, not a piece of what it holds (gaps round 8).
_FILE_NAMED = re.compile(r"[\w\-]+(?:\.[\w\-]+)*\.[a-z][a-z0-9]{0,3}(?!\.?[\w\-])")


def _overlaps_taken(taken: list[tuple[int, int]], starts: list[int], a: int, b: int) -> bool:
    """Does ``a..b`` overlap a span of ``taken`` (merged: sorted, apart, their ends rising
    too; ``starts`` their starts)? Only the last one starting before ``b`` can."""
    i = bisect_left(starts, b)
    return i > 0 and taken[i - 1][1] > a


def _neighbour_spans(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    found: list[tuple[int, int]] = []
    taken = _merge(spans)
    starts = [s for s, _ in taken]  # (merged: sorted, apart, their ends rising too)
    for start, end in taken:
        low_at = start
        for _ in range(3):  # back over at most two line breaks
            low_at = text.rfind("\n", max(0, start - _NEIGHBOUR_REACH), low_at - 1) + 1
            if low_at <= 0 or low_at <= start - _NEIGHBOUR_REACH:
                break
        low_at = max(low_at, start - _NEIGHBOUR_REACH, 0)
        high_at = end
        for _ in range(3):
            nl = text.find("\n", high_at + 1, end + _NEIGHBOUR_REACH)
            if nl < 0:
                high_at = min(len(text), end + _NEIGHBOUR_REACH)
                break
            high_at = nl
        for m in _NEIGHBOUR.finditer(text, low_at, high_at):
            a, b = m.span()
            if b == high_at < len(text):
                whole = _NEIGHBOUR.match(text, a)  # (the reach cut a token: all of it)
                if whole is None:
                    continue
                b = whole.end()
            if _overlaps_taken(taken, starts, a, b):
                continue
            value = text[a:b].rstrip(".=")
            if _ENV_NAME.fullmatch(value) or text.startswith(":", a + len(value)):
                continue  # a name, a key: what is beside the value, not a piece of it
            if _UUID.fullmatch(value) or not (
                any(c.isdigit() for c in value) or (len(value) >= 16 and value.isalnum())
            ):
                continue  # an id or a name beside it, not a piece of it
            if _WORD_LIKE.fullmatch(value):
                continue  # europe-west1, api.eu.example.com, /srv/app: a place, not a piece
            named = _FILE_NAMED.match(text, a)
            if named is not None and named.end() >= a + len(value):
                continue  # AuthKey_<key id>.p8: the file's name beside its content
            if random_shaped(value, 12) and not _public_span(text, a, a + len(value)):
                found.append((a, a + len(value)))
    return found


# A hex dump (hexdump -C, xxd): its bytes decoded and searched; a secret among them takes
# the dump's hex and text columns (the secret is spread over lines in both). Batch 9.
_HEXDUMP_LINE = re.compile(
    r"(?m)^[0-9a-fA-F]{7,8}:?(?P<hex>(?:[ \t]{1,2}[0-9a-fA-F]{2}(?:[0-9a-fA-F]{2})?){1,16})"
    r"[ \t]{2,}\|?(?P<text>[^\n]{1,16}?)\|?[ \t]*$"
)


# Written after batch 27: xxd's rows (``00001a40:`` offset, up to 32 bytes a row with
# ``-c 32``, its ASCII column as wide) from any offset (``-s``): the same principle as a
# dump's — the bytes are decoded and read whole, and when they hold a secret every row's
# hex and text columns go (the hex column holds the same bytes as the text).
_XXD_LINE = re.compile(
    r"(?m)^[0-9a-fA-F]{8}:(?P<hex>(?:[ \t]{1,2}[0-9a-fA-F]{2}(?:[0-9a-fA-F]{2})?){1,32})"
    r"[ \t]{2,}(?P<text>[^\n]{1,64}?)[ \t]*$"
)


def _hexdump_spans(text: str, rows: re.Pattern[str] = _HEXDUMP_LINE) -> list[tuple[int, int]]:
    lines = list(rows.finditer(text))
    if len(lines) < 2:
        return []
    data = bytearray()
    for line in lines:
        data.extend(bytes.fromhex(line.group("hex").replace(" ", "").replace("\t", "")))
    decoded = data.decode("latin-1")
    if not _secret_spans(decoded, decoded.lower(), _NO_EXTRA, join=False):
        return []
    return [span for line in lines for span in (line.span("hex"), line.span("text"))]


@cache
def _compiled(extra: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p) for p in extra)


# Written after batch 15 (recall, by principle): where a text's structure says the values
# are credentials though no credential word stands on their line. A label that ends its
# line with a credential word and a colon, then the value alone on the next non-empty
# line ("Try with this token:", blank line, the token); an INI section that names
# credentials (CouchDB's ``[admins]``: ``name = password``); the items of a YAML list
# whose key names a secret's parts (``secretParts:`` then ``- "…"``: the pieces).
_LABEL_THEN_LINE = re.compile(
    r"(?im)\b(?:token|password|passwd|passphrase|secret|api[ _\-]?key)[ \t]*:[ \t]*(?:\r?\n|\\n)"
    r"(?:[ \t]*(?:\r?\n|\\n))*[ \t]*(?P<s>[A-Za-z0-9_+/=.\-]{12,200})[ \t]*(?:\r?\n|\\n|\Z|\")"
)
_CREDENTIAL_SECTION = re.compile(
    r"(?im)^[ \t]*\[(?:admins|users|credentials|passwords|secrets)\][ \t]*\r?\n"
    r"(?P<body>(?:[ \t]*(?:[;#][^\n]*|[\w.@\-]+[ \t]*=[ \t]*[^\n]*)?\r?\n?)+)"
)
_SECTION_PAIR = re.compile(r"(?m)^[ \t]*[\w.@\-]+[ \t]*=[ \t]*(?P<s>[^\s;#]+)[ \t]*$")
_SECRET_LIST = re.compile(
    r"(?m)^(?P<i>[ \t]*)(?P<k>[A-Za-z_][\w\-]*)[ \t]*:[ \t]*\r?\n"
    r"(?P<items>(?:(?P=i)[ \t]+-[ \t]+[\"']?[^\s\"']+[\"']?[ \t]*\r?(?:\n|\Z))+)"
)
_LABEL_ENDS = frozenset("ndetyNDETY \t")
_COLON_EOL = re.compile(r":[ \t]*(?:\r?\n|\\n)")  # (or an escaped break, in JSON)
_LABEL_TAIL = re.compile(r"(?i)\b(?:token|password|passwd|passphrase|secret|api[ _\-]?key)[ \t]*\Z")
_KEY_HEAD = re.compile(r"[ \t]*[A-Za-z_][\w\-]*[ \t]*")
_PIECE_WORDS = frozenset({"part", "parts", "piece", "pieces", "chunk", "chunks", "halves"})
_LIST_ITEM = re.compile(r"-[ \t]+[\"']?(?P<s>[^\s\"']+)")


_SECTION_WORDS = ("[admins]", "[users]", "[credentials]", "[passwords]", "[secrets]")
_LABEL_WORDS = ("token", "passw", "passphrase", "secret", "key")


def _structure_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if ":\n" in text or ":\r\n" in text or ": \n" in text or ":\\n" in text:
        for colon in _COLON_EOL.finditer(text):
            at = colon.start()
            label_like = text[at - 1 : at] in _LABEL_ENDS  # token, password, secret, key…
            list_like = text[colon.end() : colon.end() + 40].lstrip(" \t").startswith("- ")
            if not (label_like or list_like):
                continue  # (most colons at a line's end: cheap checks first)
            line_start = text.rfind("\n", 0, at) + 1
            label = _LABEL_TAIL.search(text, max(line_start, at - 40), at) if label_like else None
            if label is not None:
                yield from _label_then_line(text, line_start, label.start())
            elif list_like and _KEY_HEAD.fullmatch(text, line_start, at):
                yield from _secret_list(text, line_start)


def _label_then_line(text: str, line_start: int, at: int) -> Iterator[tuple[int, int]]:
    m = _LABEL_THEN_LINE.match(text, at)
    if m is None:
        return
    value = m.group("s")
    if "public" in text[line_start:at].lower() or _UUID.fullmatch(value):
        return
    if random_shaped(value) or password_shaped(value, 12):
        yield m.span("s")


def _secret_list(text: str, line_start: int) -> Iterator[tuple[int, int]]:
    m = _SECRET_LIST.match(text, line_start)
    if m is None:
        return
    words = _name_words(m.group("k"))
    if not any(w in _SECRET_WORDS for w in words) or "public" in words:
        return
    pieces = any(w in _PIECE_WORDS for w in words)  # secretParts: every item a piece
    for item in _LIST_ITEM.finditer(m.group("items")):
        value = item.group("s")
        if (
            len(value) >= 6
            and not value.endswith(":")  # - credentials: (a mapping's key)
            and (pieces or not _word_like(value))
            and not _UUID.fullmatch(value)
        ):
            at = m.start("items") + item.start("s")
            yield at, at + len(value)


def _section_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "]" in text:
        for m in _CREDENTIAL_SECTION.finditer(text):
            for pair in _SECTION_PAIR.finditer(m.group("body")):
                value = pair.group("s")
                if password_shaped(value, 8) or random_shaped(value):
                    at = m.start("body") + pair.start("s")
                    yield at, at + len(value)


# Written after batch 16 (recall, by principle): where a command's or a call's shape
# says which argument is the credential, though no credential word names it.
#
# A token-shaped user with an empty or a dummy password (``curl -u KEY:X``, ``-u sk_…:``):
# the API key sent as the user of basic auth.
_KEY_AS_USER = re.compile(
    r"(?:^|[\s'\"])(?:-u|--user)[ \t=]+[\"']?(?P<s>[A-Za-z0-9_\-.]{16,200})"
    r":(?:[Xx]|\"\"|'')?(?=[\"']?(?:\s|$))"
)
# ``--key 'literal'`` of a CLI (an encrypted database's key, a signing key): a quoted
# literal or a bare one with no path in it.
_KEY_FLAG = re.compile(r"(?:^|\s)--key[ \t=]+(?P<q>[\"']?)(?P<s>[^\s\"'/]{8,200})(?P=q)(?=\s|$)")
# An expiring signed URL: a query with a timestamp parameter and a long random or hex
# parameter beside it (the signature that grants access until then).
_SIGNED_QUERY = re.compile(r"\?(?P<q>[\w\-.~%]+=[^\s\"'<>#&]*(?:&[\w\-.~%]+=[^\s\"'<>#&]*)+)")
_QUERY_PAIR = re.compile(r"(?P<k>[\w\-.~%]+)=(?P<v>[^\s\"'<>#&]*)")
_EPOCH = re.compile(r"1[5-9]\d{8}|2\d{9}|\d{4}-\d\d-\d\dT[\d:]+Z?")
_DIGEST_PARAM = re.compile(r"hash|sha|md5|checksum|digest|etag|commit|id$|version|rev")
_HEX_RUN = re.compile(r"[0-9a-f]{32,128}|[0-9A-F]{32,128}")
# A URL whose whole path is a long hex key, after a version segment or alone (an RPC
# endpoint's project key): nothing else in the path names what it is.
_CODE_HOST = re.compile(r"(?i)//(?:[\w\-]+\.)*(?:github|gitlab|bitbucket|gist|codeberg|sr\.ht)\b")
_KEY_PATH_URL = re.compile(
    r"https?://[\w.\-]+(?::\d{1,5})?(?:/v\d{1,2})?/(?P<s>[0-9a-fA-F]{32,64})/?(?=[\s\"'`<>),;]|\Z)"
)
# ``env add NAME [ENVIRONMENT] VALUE``: a deploy CLI's secret given positionally.
_ENV_ADD = re.compile(
    r"\benv[ \t]+(?:add|set)[ \t]+(?P<n>[A-Z][A-Z0-9_]{2,80})(?:[ \t]+(?:production|preview|"
    r"development|staging|prod|dev|test))?[ \t]+[\"']?(?P<s>[^\s\"'|;&]{8,300})"
)
# A credential noun of Korean, Japanese or Chinese prose, its particle, then the value.
_CJK_LABEL = re.compile(
    r"(?:키|토큰|비밀번호|암호|시크릿|キー|トークン|パスワード|シークレット|密钥|密碼|密码|令牌)"
    r"(?:는|은|가|이|:|：|は|が|是|为|為)?[ \t]*(?:[:：][ \t]*)?(?P<s>[A-Za-z0-9_+/=.\-]{12,300})"
)
# The words every match of _CJK_LABEL begins with (read from the pattern; they have no
# case): found with the gates, a bit test where ``re`` tried the pattern at every
# character of every text that is not ASCII.
_CJK_LABEL_STARTS = start_words(_CJK_LABEL, 1)
_CJK_LABEL_WORDS = (
    _CJK_LABEL_STARTS[0] if _CJK_LABEL_STARTS is not None and not _CJK_LABEL_STARTS[1] else ()
)
# A client's constructor given random literals positionally: an id and its secret.
_CLIENT_CALL = re.compile(
    r"(?i)(?:new[ \t]+|New-Object[ \t]+)?[\w.]*(?:client|provider|config|init|endpoint|sdk)"
    r"[\w.]*(?:[ \t]*\(|[ \t]+(?=[\"']))"
)
_CTOR_LITERAL = re.compile(r"[\"'](?P<s>[A-Za-z0-9_\-]{16,200})[\"']")


# An id and its secret joined by a colon, quoted, under a name ending in a credential's
# word (``management_key="ID:SECRET"``): the pair is the credential. The name is tried
# from the start of its run of name characters only (the leftmost match starts at the
# run's first letter or "_" either way; trying every later letter of a long run read the
# run again from each one).
_ID_SECRET_PAIR = re.compile(
    r"(?i)(?<![\w\-])(?:(?![A-Za-z_])[\w\-])*[A-Za-z_][\w\-]*"
    r"(?:key|token|secret|credentials?|auth)[\"']?[ \t]*[:=][ \t]*"
    r"[\"'](?P<s>[A-Za-z0-9_\-]{3,40}:(?P<t>[A-Za-z0-9_\-+/=]{20,200}))[\"']"
)


# The words without which _CLIENT_CALL cannot match (its alternation, ignoring case the
# same way; keep them in step).
_CLIENT_WORDS = ("client", "provider", "config", "init", "endpoint", "sdk")
_CLIENT_WORD = re.compile("(?i)" + "|".join(_CLIENT_WORDS))
# What every match of _ID_SECRET_PAIR holds (the quoted id, its colon, the secret's first
# 20 characters; ignoring case alike): its lines are the only ones searched for it (the
# pattern tries every letter of a text, most of a short note's time in this layer).
_ID_SECRET_CORE = re.compile(r"(?i)[\"'][A-Za-z0-9_\-]{3,40}:[A-Za-z0-9_\-+/=]{20}")


@cache
def _client_words() -> AhoCorasick:
    return AhoCorasick(list(_CLIENT_WORDS), implementation=Implementation.DFA)


def _client_places(text: str, low: str) -> Iterable[int]:
    """Where ``_CLIENT_WORD`` matches in ``text`` (some of the places, one at least on each
    line that holds one): in a text whose lowercase keeps every ASCII letter's place,
    where ``low`` holds a word (one pass of an automaton, not of an ignore-case regex)."""
    folded = folded_in_place(text, low)
    if folded is not None:
        found = _client_words().find_matches_as_indexes(folded, overlapping=True)
        return sorted(start for _, start, _ in found)
    return (m.start() for m in _CLIENT_WORD.finditer(text))


def _on_word_lines(
    text: str, pattern: re.Pattern[str], word: re.Pattern[str] | Iterable[int]
) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern whose matches never cross a line and hold
    a match of ``word`` (or begin on a line holding one of the places ``word``, ascending):
    searched only on the lines that hold one (trying every start of every line was most of
    the layer's time on a long text)."""
    line_end = -1
    places = (m.start() for m in word.finditer(text)) if isinstance(word, re.Pattern) else word
    for at in places:
        if at <= line_end:
            continue  # (a line already searched)
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        yield from pattern.finditer(text, line_start, line_end + 1)


# Where a run of word characters or dots starts, and where "new" stands (any case).
_CALL_START = re.compile(r"(?<![\w.])[\w.]|(?i:new)")


def _client_calls(text: str, places: Iterable[int]) -> Iterator[re.Match[str]]:
    r"""``_on_word_lines(text, _CLIENT_CALL, places)``, the pattern tried only where
    ``_CALL_START`` finds a place on those lines. A match starts with ``new`` (any case)
    or with the name's ``[\w.]*`` reaching a client word; started that way inside a run
    of ``[\w.]``, the run's own start matches too (the same name, the same end): the
    leftmost match, which ``finditer`` finds, starts at one of those places
    (``finditer`` tried the pattern at every character of every line, each try running
    back over the word)."""
    size = len(text)
    match = _CLIENT_CALL.match
    line_end = -1
    for at in places:
        if at <= line_end:
            continue  # (a line already searched)
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        line_end = size if line_end < 0 else line_end
        after = line_start
        for run in _CALL_START.finditer(text, line_start, line_end + 1):
            start = run.start()
            if start < after:
                continue
            found = match(text, start, line_end + 1)
            if found is not None:
                yield found
                after = found.end()


def _on_lines_holding(
    text: str, pattern: re.Pattern[str], words: tuple[str, ...]
) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern whose matches never cross a line and each
    hold one of ``words`` (lowercase ASCII) in some case: in a text whose lowercase keeps
    every ASCII letter's place, searched only on the lines where the lowercase text
    holds one of them."""
    low = folded_in_place(text, text.lower())
    if low is None:
        return pattern.finditer(text)
    places = [at for word in words for at in _places(low, word)]
    if len(words) > 1:
        places.sort()
    return _on_word_lines(text, pattern, places)


def _places(low: str, word: str) -> list[int]:
    """Where ``word`` starts in ``low``, ascending."""
    places: list[int] = []
    at = low.find(word)
    while at >= 0:
        places.append(at)
        at = low.find(word, at + 1)
    return places


def _after_16_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if ":" in text and _folded_run(text):  # (every match holds 20 token characters)
        for m in _on_word_lines(text, _ID_SECRET_PAIR, _ID_SECRET_CORE):
            if random_shaped(m.group("t"), 20):
                yield m.span("s")
    if "-u" in text or "--user" in text:
        for m in _KEY_AS_USER.finditer(text):
            if random_shaped(m.group("s")):
                yield m.span("s")
    if "--key" in text:
        for m in _KEY_FLAG.finditer(text):
            value = m.group("s")
            if "." not in value and (password_shaped(value) or random_shaped(value)):
                yield m.span("s")
    if "?" in text and "=" in text:
        for m in _SIGNED_QUERY.finditer(text):
            pairs = list(_QUERY_PAIR.finditer(m.group("q")))
            if not any(_EPOCH.fullmatch(p.group("v")) for p in pairs):
                continue
            for p in pairs:
                value, name = p.group("v"), p.group("k").lower()
                if name in _BENIGN_PARAMS or _DIGEST_PARAM.search(name):
                    continue  # &sha=…, &hash=…: what the file is, not who may read it
                if _HEX_RUN.fullmatch(value) or random_shaped(value, 24):
                    at = m.start("q") + p.start("v")
                    yield at, at + len(value)
    if "://" in text:
        for m in _KEY_PATH_URL.finditer(text):
            value = m.group("s")
            if _CODE_HOST.search(m.group()):
                continue  # a gist's or a commit's id: code hosts name objects by hex
            if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
                yield m.span("s")
    if "env" in text:
        for m in _ENV_ADD.finditer(text):
            value = m.group("s")
            if is_secret_key(m.group("n")) and (random_shaped(value) or password_shaped(value)):
                yield m.span("s")
    if not text.isascii() and (
        mask is None or not _CJK_LABEL_WORDS or _any_word(low, _CJK_LABEL_WORDS, mask)
    ):  # (gated=False searches every text that is not ASCII, as before the words)
        for m in _CJK_LABEL.finditer(text):
            value = m.group("s").rstrip(".")
            if random_shaped(value) or password_shaped(value, 12):
                yield m.start("s"), m.start("s") + len(value)
    if (
        ("(" in text or "New-Object" in text)
        and (_any_word(low, _CLIENT_WORDS, mask) or not folds_in_place(text, low))
        and _CTOR_LITERAL.search(text)
    ):  # (every match of _CLIENT_CALL holds a client word, any case; a span, a literal)
        for call in _client_calls(text, _client_places(text, low)):
            args = text[call.end() : call.end() + 400]
            close = args.find(")")
            args = args if close < 0 else args[:close]
            if "\n" in args and call.group().endswith(("\t", " ")):
                args = args[: args.find("\n")]  # (PowerShell: the arguments end with the line)
            found = [
                lit
                for lit in _CTOR_LITERAL.finditer(args)
                if random_shaped(lit.group("s"))
                or _HEX_RUN.fullmatch(lit.group("s"))
                or (len(lit.group("s")) >= 20 and _mixed_hex(lit.group("s")))
            ]
            if len(found) < 2:
                continue  # (one literal may be a public project token: an id with a secret)
            for lit in found:
                at = call.end() + lit.start("s")
                yield at, at + len(lit.group("s"))


# Written after batch 17: a class's constructor given literals positionally. A call of
# ``new Name(``, of a class name in CamelCase (``CustomerIO(``, ``Vendor.NewRestClient(``)
# with two random literals (an id and its secret), or whose first and only random
# literal is 40+ hex digits or a short prefix and 32+ hex digits (``fhb-<hex>``): the
# credential a client is built from. (A single 20- or 32-hex literal may be a public
# project token: Pusher's key, Mixpanel's token; a prefix that says public stays kept.)
# (An opening parenthesis before a quote is found first, then the callee before it: a
# search for the callee's pattern over the whole text cost a pass at every word.)
_OPEN_LITERAL = re.compile(r"\([ \t]*[\"']")
_CLASS_CALLEE = re.compile(
    r"(?:\bnew[ \t]+[\w.]*[A-Z]\w*|(?<![\w$])(?:[a-z]\w*\.)?[A-Z][a-z0-9]+[A-Z]\w*)[ \t]*\Z"
)
_PREFIXED_HEX = re.compile(r"[a-z]{2,6}[_\-](?:[0-9a-f]{32,128}|[0-9A-F]{32,128})")


# A user and a password given as a pair to an auth keyword (requests' ``auth=``,
# Elasticsearch's ``basic_auth=``, OpenSearch's ``http_auth=``), whatever call holds it
# and however its lines are broken.
_AUTH_PAIR = re.compile(
    r"(?i)\b(?:\w+_)?auth[ \t]*=[ \t]*[(\[][ \t]*(?P<q>[\"'])[^\"'\n]{1,80}(?P=q)[ \t]*,[ \t]*"
    r"(?P<r>[\"'])(?P<s>[^\"'\n]{4,200})(?P=r)[ \t]*[)\]]"
)


def _after_17_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "auth" in low:
        for m in _AUTH_PAIR.finditer(text):
            value = m.group("s")
            if not is_placeholder(value) and (password_shaped(value, 6) or random_shaped(value)):
                yield m.span("s")
    for opening in _OPEN_LITERAL.finditer(text):
        if _CLASS_CALLEE.search(text, max(0, opening.start() - 80), opening.start()) is None:
            continue
        end = opening.start() + 1
        args = text[end : end + 400]
        close = args.find(")")
        args = args if close < 0 else args[:close]
        literals = list(_CTOR_LITERAL.finditer(args))
        found = [
            lit
            for lit in literals
            if random_shaped(lit.group("s"))
            or _HEX_RUN.fullmatch(lit.group("s"))
            or _PREFIXED_HEX.fullmatch(lit.group("s"))  # (a hex run of few letters too)
            or (len(lit.group("s")) >= 20 and _mixed_hex(lit.group("s")))
        ]
        if len(found) == 1:
            value = found[0].group("s")
            first = found[0].start() == len(args) - len(args.lstrip(" \t"))
            bare = _HEX_RUN.fullmatch(value) is not None
            if not (first and (len(value) >= 40 if bare else _PREFIXED_HEX.fullmatch(value))):
                continue
        elif len(found) < 2:
            continue
        for lit in found:
            at = end + lit.start("s")
            yield at, at + len(lit.group("s"))


# Written after batch 18 (what a value is by where it stands):
#
# A header given as a (name, value) pair (an HTTP library's debug log prints
# ``(b'x-vendor-key', b'…')``): the same as ``name: value``, whatever the value's shape.
_HEADER_PAIR = re.compile(
    r"\([ \t]*b?(?P<q>[\"'])(?P<n>[A-Za-z][\w\-]{1,60})(?P=q)[ \t]*,[ \t]*"
    r"b?(?P<r>[\"'])(?P<v>[^\"'\s]{8,300})(?P=r)[ \t]*\)"
)
_HEADER_SECRET_WORDS = frozenset({"key", "token", "secret", "authorization", "auth", "apikey"})
_HEADER_WORDS_18 = ("key", "token", "secret", "auth")
# An id and its secret in one literal where the text says basic auth (``{:basic, "id:s"}``,
# ``$pair = "id:s"`` then ``Basic`` of its base64): the secret half.
_BASIC_PAIR = re.compile(
    r"(?P<q>[\"'])(?P<id>[A-Za-z0-9][\w.\-@]{2,63}):(?P<s>[^\s\"':/@]{8,200})(?P=q)"
)
# A URL of an ingestion endpoint (``/inputs/<token>``, ``/integration/<tool>/<token>``,
# ``/receiver/v1/http/<token>``): the path segment after it is the token data is sent with.
_INGEST_PATH = re.compile(
    r"/(?:inputs|integration(?:/[a-z][\w\-]{1,30})?|receiver/v\d/http)/"
    r"(?P<v>[A-Za-z0-9_\-+=]{20,300})"
)
# A call whose first argument is a URL, then two random literals (ClickHouse's
# ``s3('https://…', 'key id', 'secret', 'Parquet')``): a location, then its key pair.
_URL_FIRST_CALL = re.compile(
    r"\([ \t\n]*(?P<q>[\"'])(?:https?|s3|gs)://[^\"'\s]{3,400}(?P=q)[ \t]*,[ \t\n]*"
    r"(?P<r>[\"'])(?P<a>[A-Za-z0-9_\-+/=]{16,200})(?P=r)[ \t]*,[ \t\n]*"
    r"(?P<t>[\"'])(?P<b>[A-Za-z0-9_\-+/=]{16,200})(?P=t)"
)

# A method that says it takes credentials (``.WithSecurity(``, ``setCredentials(``,
# ``withAuth(``), or a package's or a class's constructor given one literal first
# (Go's ``pkg.New("…")``, Ruby's ``API.new "…"``, ``Instance.Initialize("…")``): its
# random literals are the credential.
_CREDENTIAL_CALL = re.compile(
    r"(?:\.(?:[Ww]ith|[Ss]et|[Uu]se)?(?:Security|Credentials?|Auth|ApiKey|APIKey)"
    r"|\.New|\.new|\.Initialize)[ \t]*(?:\([ \t]*)?(?=[\"'])"
)

# A constructor given a user's e-mail, then one random literal (``new Api('a@b.io', '…')``):
# a user and its key, as two random literals are an id and its secret.
_USER_KEY_CALL = re.compile(
    r"(?:\bnew[ \t]+[\w.]*[A-Z]\w*|(?<![\w$])[A-Z]\w*)[ \t]*\([ \t]*(?P<q>[\"'])"
    r"[\w.+\-]{1,64}@[\w\-]{1,63}(?:\.[\w\-]{1,63}){1,4}(?P=q)[ \t]*,[ \t]*"
    r"(?P<r>[\"'])(?P<s>[A-Za-z0-9_\-]{16,200})(?P=r)"
)


def _random_literal(value: str) -> bool:
    return bool(random_shaped(value) or _HEX_RUN.fullmatch(value) or _mixed_hex(value))


# Written after batch 19: SQL that stores a credential in a column named for one. An
# INSERT's literal at the position of a column whose name ends in key, token, secret or
# password (``INSERT INTO t (id, api_key) VALUES (1, '…')``), and an UPDATE's
# ``SET x_key = '…'``: the literal, when it is random or password-shaped.
_SQL_INSERT = re.compile(
    r"(?is)\binsert\s+into\s+[\w.\"`\[\]]+\s*\((?P<cols>[^()]{1,600})\)\s*values\s*\("
)
_SQL_SET = WordScan(  # (tried where "set" stands: see prescan.py)
    re.compile(r"(?i)\bset\s+(?P<n>[\w\"`\[\]]{1,64})\s*=\s*'(?P<v>(?:[^'\s\\]|''){6,200})'")
)
_SQL_VALUE = re.compile(r"\s*(?:'(?P<s>(?:[^'\\]|'')*)'|[^,()']*(?:\([^()]*\))?[^,()']*)\s*")
_SQL_SECRET_WORDS = frozenset({"key", "apikey", "token", "secret", "password", "passwd"})


def _sql_credential(name: str, value: str) -> bool:
    words = _name_words(name.strip('"`[] '))
    return (
        bool(words)
        and words[-1] in _SQL_SECRET_WORDS
        and not is_placeholder(value)
        and (_random_literal(value) or password_shaped(value, 10))
    )


def _sql_row_spans(text: str, at: int, names: list[str]) -> tuple[list[tuple[int, int]], int]:
    """The values of one row of ``VALUES (…)`` from ``at``, read in the order of ``names``:
    the spans of those that are credentials under their column's name, and where the
    row's reading stopped (after its last value, or at what is no value)."""
    spans: list[tuple[int, int]] = []
    for name in names:
        v = _SQL_VALUE.match(text, at)
        if v is None:
            break
        value = v.group("s")
        if value is not None and _sql_credential(name, value):
            spans.append(v.span("s"))
        at = v.end()
        if text[at : at + 1] != ",":
            break
        at += 1
    return spans, at


def _sql_column_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "insert" in low and "values" in low:
        for m in _SQL_INSERT.finditer(text):
            yield from _sql_row_spans(text, m.end(), m.group("cols").split(","))[0]
    if "set" in low and "update" in low:
        for m in _SQL_SET.finditer(text):
            if _sql_credential(m.group("n"), m.group("v")):
                yield m.span("v")


# Written after batch 19: a credential noun, then within a few words a colon (ASCII or
# full-width) and a random value ("use this key: <uuid>", "APIキーはこれです：<hex>",
# "API 키 공유합니다: <hex>"): the value. Words saying an id, a cache or a digest stop it.
_NOUN_COLON = re.compile(
    r"(?i)(?:(?<![\w\-.])(?:api[ _\-]?key|key|token|secret|password)\b"
    r"|キー|トークン|パスワード|シークレット|키|토큰|비밀번호|시크릿)"
    r"(?P<gap>[^\n:：]{0,24}?)[:：][ \t]*(?P<v>[A-Za-z0-9][A-Za-z0-9_\-.]{15,127})(?![\w\-])"
)
# The nouns of _NOUN_COLON as the lowercase text holds them (every match holds one).
_NOUN_COLON_WORDS = (
    "key",
    "token",
    "secret",
    "password",
    "キー",
    "トークン",
    "パスワード",
    "키",
    "토큰",
    "비밀번호",
)
# (each a word of its own, or a name's part a case change, a digit or "_" begins and ends:
# "asha", "shape", "rehash" hold none; "sha256", "cacheKey", "hashed" do)
_NOUN_COLON_STOP = re.compile(
    r"\b(?i:id)\b|(?:(?<![A-Za-z])|(?<=[a-z])(?=[A-Z]))"
    r"(?i:cache|digest|hash|sha|checksum|fingerprint|public)(?:es|s|ed|ing|ES|S|ED|ING)?"
    r"(?![a-z])"
)
# What every match of _NOUN_COLON holds (its colon and the value's first 16 characters,
# ignoring case alike): only the lines holding it are searched.
_NOUN_COLON_CORE = re.compile(r"(?i)[:：][ \t]*[A-Za-z0-9][A-Za-z0-9_\-.]{15}")


def _noun_colon_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _on_word_lines(text, _NOUN_COLON, _NOUN_COLON_CORE):
        gap = m.group("gap")
        if len(gap.split()) > 3 or _NOUN_COLON_STOP.search(gap):
            continue
        head = text[max(0, m.start() - 24) : m.start()]
        if _NOUN_COLON_STOP.search(head.rsplit("\n", 1)[-1]):
            continue
        value = m.group("v").rstrip(".")
        if is_placeholder(value):
            continue
        if _UUID.fullmatch(value) or _HEX_RUN.fullmatch(value) or random_shaped(value):
            yield m.start("v"), m.start("v") + len(value)


# Written after batch 19: basic auth whose user is the token (``curl -u <token>:api_token``,
# ``-u <token>:``, ``-u <token>:X``): a random user before the colon is the credential.
_USER_FLAG = re.compile(
    r"(?<!\S)(?:-u|--user)(?:[ \t]+|=)[\"']?(?P<u>[A-Za-z0-9_\-.]{16,128}):(?P<p>[^\s\"']{0,64})"
)


def _token_user_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _USER_FLAG.finditer(text):
        user = m.group("u")
        if not is_placeholder(user) and (_UUID.fullmatch(user) or _random_literal(user)):
            yield m.span("u")


def _after_18_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    yield from _sql_column_spans(text, low)
    if ("：" in text or ":" in text) and (
        _any_word(low, _NOUN_COLON_WORDS, mask) or not folds_in_place(text, low)
    ):
        yield from _noun_colon_spans(text)
    if "-u" in text:
        yield from _token_user_spans(text)
    if "(" in text and "," in text:
        # (a span's name ends in one of _HEADER_SECRET_WORDS: its lowercase holds one)
        pairs = _HEADER_PAIR.finditer(text) if _any_word(low, _HEADER_WORDS_18, mask) else ()
        for m in pairs:
            words = _name_words(m.group("n"))
            value = m.group("v")
            if (
                words
                and words[-1] in _HEADER_SECRET_WORDS
                and not is_placeholder(value)
                and (random_shaped(value) or _UUID.fullmatch(value) or _mixed_hex(value))
            ):
                yield m.span("v")
        if "://" in text:
            for m in _URL_FIRST_CALL.finditer(text):
                if _random_literal(m.group("a")) and _random_literal(m.group("b")):
                    yield m.span("a")
                    yield m.span("b")
    if (
        ("ecurity" in text or "redential" in text or "uth" in text or "ew" in text or "nit" in text)
        and ('"' in text or "'" in text)  # (every match has a quote after it)
        and _CTOR_LITERAL.search(text)  # (every span is one)
    ):
        for call in _CREDENTIAL_CALL.finditer(text):
            args = text[call.end() : call.end() + 300]
            line = args.find("\n")
            args = args if line < 0 else args[:line]
            close = args.find(")")
            args = args if close < 0 else args[:close]
            literals = list(_CTOR_LITERAL.finditer(args))
            says = "ew" not in call.group() and "nit" not in call.group()
            for i, lit in enumerate(literals):
                value = lit.group("s")
                if is_placeholder(value):
                    continue
                if (
                    random_shaped(value)
                    or (says and _random_literal(value))
                    or (
                        i == 0
                        and lit.start() == 0
                        and (_UUID.fullmatch(value) or _HEX_RUN.fullmatch(value))
                    )
                ):
                    at = call.end() + lit.start("s")
                    yield at, at + len(value)
    if "@" in text and "(" in text:
        for m in _USER_KEY_CALL.finditer(text):
            value = m.group("s")
            if not is_placeholder(value) and (_random_literal(value) or _UUID.fullmatch(value)):
                yield m.span("s")
    if "basic" in low:
        for m in _BASIC_PAIR.finditer(text):
            value = m.group("s")
            if m.group("id").lower() in _DIGEST_ALGORITHMS or is_placeholder(value):
                continue
            if random_shaped(value) or password_shaped(value, 8):
                yield m.span("s")
    if "/inputs/" in text or "/integration/" in text or "/receiver/" in text:
        for m in _INGEST_PATH.finditer(text):
            value = m.group("v").rstrip("/")
            if _UUID.fullmatch(value) or random_shaped(value) or _mixed_hex(value):
                yield m.start("v"), m.start("v") + len(value)


_DIGEST_ALGORITHMS = frozenset({"sha1", "sha256", "sha384", "sha512", "md5", "sha", "blake2b"})


def _mixed_hex(value: str) -> bool:
    return (
        all(c in string.hexdigits for c in value)
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
    )


# -- later sections, dispatched by the gate mask --------------------------------------
#
# A section (an ``_after_N_spans`` layer called below) declares here the words without
# which it cannot yield a span: every part of it that can yield is behind a guard that
# tests one of them in the lowercase text (``"word" in low``, ``"Word" in text``, one of a
# word list ``_any_word`` is given), so a text holding none of them cannot fire it. The
# words join the gates' automaton (a bit each in the text's gate mask), and a section none
# of whose words occur is not called (``_may_fire``). A section without a declaration
# runs on every text: the safe default, for a section just written or one whose guards
# are not all words. ``gated=False`` calls every section. ``tests/memory_store/
# test_privacy_section_words.py`` reads each declared section's code and fails when a
# part that can yield is not behind a guard one of the declared words proves.
_DISPATCH_WORDS: dict[str, tuple[str, ...]] = {
    "_after_21_spans": ("sess", "|"),
    "_after_23_spans": (
        "backup code", "backup-code", "mnemonic", "phrase", "recovery code", "recovery-code",
        "seed", "value", "words",
    ),
    "_after_26b_spans": ("ably", "上半", "前半"),
    "_after_27_spans": (
        "auth", "deno.env", "env.fetch(", "env[", "environ", "getenv(", "key", "process.env",
        "send: sending", "settings.",
    ),
    "_after_30_spans": ("+", "</", "auth", "pass", "pwd"),
    "_after_31_spans": (
        "</", "code", "otp", "digo", "码", "碼", "コード", "인증", "reset", "invit", "magic",
        "confirm", "verif", "activat", "passwordless", "sdk-", "srv-", "server-", "sk-",
        "secret-", "key-", "api-",
    ),
    "_after_33_spans": (
        " - ", "_param", "authorization", "cat ", "define", "end", "head ", "key", "other",
        "pass", "pin", "rest", "salt", "second", "secret", "setenv", "token", "|",
    ),
    "_after_34_spans": (
        "(0x", "-e", "/t/", "::", "convertto-securestring", "credential", "hdbuserstore",
        "kennw", "passphrase", "passw", "phrase(", "string(\"", "wachtw", "}",
    ),
    "_after_36_spans": (
        *_FOREIGN_WORDS, "parts", "halves", "pieces", "teile", "hälften", "haelften",
    ),
    "_after_37_spans": (
        "auth", "credential", "[users]", "users.properties", "realm.properties",
        "signature_scheme", "hmac", " / ", "part", "half", "piece", "chunk", "teil", "hälfte",
        "haelfte", "stück", "mitad", "moiti", "trozo", "|", "│", "┃", "║",
    ),
    "_after_38_spans": (
        " -p", "\t-p", " -n", "--auth", "--cred", "--login", "pass", "pw", "monitor", "wifi",
        "wlan", "wpa", "( ", '("', "('", "/api/", "/push/", "rtsp", 'key"', "key'", 'code"',
        "code'", "|", "│", "access code", "kennwort", "toegangscode", "wachtwoord",
        "zugangscode", "begin", "start", "fängt", "faengt",
    ),
    "_after_39_spans": ("hmac", "macaroon", "pass", "rpc"),
    "_after_40_spans": (
        "&lt;", "....", "contrase", "crypt", "halves", "isa", "kennwort", "nats", "nkey",
        "parts", "pass", "pieces", "realm.properties", "secret-key", "secret_key",
        "secretkey", "seed", "senha", "teile", "token-secret", "token_secret", "tokensecret",
        "unb+", "users.properties",
    ),
    "_after_41_spans": (
        " +", "pw ", "pw=", "pwd ", "pwd=", "passwd ", "passwd=", "rtmp://", "rtmps://", "ws://",
        "wss://", "rcon",
    ),
    "_after_42_spans": (
        "secret-tool", "find-generic", "find-internet", "pass show", "gopass", "op read",
        "bw get", "keyring get", "nmcli", "secure set", "secret set", "secrets set", "bundle_",
        "/t/", "it's", "it\u2019s", "it is", "that's", "c'est", "cat ",
    ),
    "_after_43_spans": (
        "nthash", "lmhash", "hashdump", "::", "aad3b435b51404ee", "ntlm", "-h ", "-h\t", '-h"',
        "-h'", "-h:", "-h0", "-h1", "-h2", "-h3", "-h4", "-h5", "-h6", "-h7", "-h8", "-h9", "-ha",
        "-hb", "-hc", "-hd", "-he", "-hf", "/rc4:", "hashcat", "john", "potfile", ".pot",
        "--show", "cracked", "$a", "$b", "$c", "$d", "$e", "$f", "$g", "$h", "$i", "$j", "$k",
        "$l", "$m", "$n", "$o", "$p", "$q", "$r", "$s", "$t", "$u", "$v", "$w", "$x", "$y", "$z",
        "$0", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$-", "[+]", "@", "impacket",
        "psexec", "smbexec", "wmiexec", "atexec", "dcomexec", "secretsdump", "getuserspns",
        "getnpusers", "gettgt", "getst", "mssqlclient", "smbclient", "lookupsid", "samrdump",
        "getadusers", "addcomputer", "rbcd", "dacledit", "ticketer", "finddelegation",
        "\u0131", "\u017f", "\u0307", "[*]", "snmp", "onesixtyone", "braa", "cookie",
        "password</", "част", "половин", " one ", "xxd", "hexdump", "dump", "memory", ".mem",
        ".dmp", ".raw", "vol",
    ),
    "_after_44_spans": (
        "grep", "rg ", "msh|", "pw", "pass", "registrationkey", "licensekey", "licencekey",
        "activationkey", "productkey", "subscriptionkey", "developerkey", "partnerkey",
        "serialkey", "_b64", "_base64", "_hex", "-b64", "-base64", "-hex", ".b64", "_b32",
        "lftp", "database(", "client(", "config(", "session", "connection(", "api(", "import ",
        "using ", "require", "library(",
    ),
    "_after_45_spans": (
        "\u0130".lower(), "senha", "contrase", "passwort", "kennwort", "wachtwoord", "ifre",
        "parola", "hasło", "haslo", "salasana", "adgangskode", "senord", "= data =", "$(",
        "pfx", "pkcs12", "x509certificate2",
    ),
    "_after_46_spans": (
        "log_in", "login", "sign_in", "signin", "log_on", "logon", "session", "client(",
        "api(", "sdk(", "service(", "translator(", ".pfx", ".p12", "ticket", "):", ") :",
    ),
    "_after_47_spans": (
        "setenv", "set ", "set\t", "key", "psk", "secret", "possession", "--pop", "mosquitto_",
        "typed", "entered", "clav", "contrasen", "contraseñ", "hasl", "hasł", "hesl", "jelsz",
        "kennwort", "losenord", "lösenord", "mot de pass", "parol", "passcod", "passphras",
        "password", "passwort", "salasan", "senh", "sifr", "wachtwoord", "şifr", "парол",
        "パスフレーズ", "パスワード", "口令", "密码", "密碼", "비밀번호", "비번", "암호",
    ),
    "_after_48_spans": (
        *_FOREIGN_WORDS, "rest", "second", "other", "end", "half", "part", "piece", "yarı",
        "yari", "parça", "parca", "kısm", "kism", "metade", "pedaç", "pedac", "mitad", "trozo",
        "moiti", "morceau", "metà", "meta", "pezz", "hälfte", "halfte", "teil", "helft", "deel",
        "kalan", "halves", "pedaz", "delen", "stukken", "pass", "pwd", "secret", "token", "key",
    ),
    "_after_49_spans": (
        "act-user", "ent-user-secu", "ed-pid", "community", "authpass", "privpass",
        "radclient", "imsi", "iccid", "dbctl", "subscriber", "pysim", "--adm", "--pin-adm",
        "--ki", "--opc", "--op ", "--op=", "get_value()", "get_secret_value()", "reveal()",
        "reveal_value()", "declare(", "password-auth", "passwd-auth", "pwd-auth", "part",
        "piece", "halves", "chunk", "message", "msgs", "trozo", "parte", "pedazo", "mensaje",
        "partie", "morceau", "teile", "hälften", "nachricht", "pezzi", "messaggi", "tin",
        "phần", "lần", "login", "log-in", "cred", "account", "changed to", "reset to",
        "set to", "đổi", "cambiad", "alterad", "geändert", "changé",
    ),
    "_after_50_spans": (
        "authentication", "bagian", "potongan", "metà", "parte", "pezzo", "server-side",
        "server side", "serverside", "admin", "backend",
    ),
    "_after_51_spans": ("pin", "puk", "at+", "-code", "_code", "รหัส"),
    "_after_52_spans": (
        "password", "passwort", "passwd", "kennwort", "lösenord", "losenord", "wachtwoord",
        "contraseña", "contrasena", "senha", "mot de passe", "hasło", "haslo", "salasana",
        "adgangskode", "passord", "parola", "şifre", "sifre", "пароль", "पासवर्ड", "パスワード",
        "密码", "密碼", "비밀번호", "pwd", "passcode", "heslo", "jelszó", "lozinka", "geslo",
        "login(", "logon(", "log_in(", "sign_in(", "signin(", "authenticate(", "/user",
        "-user",
    ),
    "_after_53_spans": (
        "pin", "puk", "haslo", "hasla", "slaptazodis", "lykilord", "salasona", "login",
        "logon", "credential", "authentication", "kawał", "kawal", "częś", "czesc", "części",
        "část", "častech", "časti", "kousk", "част", "rész", "resz", "darab", "delar",
        "deler", "bitar", "stykker", "osaan", "osassa", "osiin", "osina", "paloina", "palassa",
    ),
    "_after_54_spans": (
        "passw", "secret", "token", "credential", "api_key", "apikey", "api-key", "set for ",
        "potong", "motong", "pecah", "belah", "bagi", "twee", "drie", "cut", "split", "chopped",
        "broke", "навпіл", "частин", "pwd",
    ),
    "_after_56_spans": (
        "secure_link", "(\"http", "('http", "@", ":pass", ":pwd", ":secret", "parts",
        "pieces", "halves", "partes", "pedazos", "trozos", "pedaços", "bucati", "bucăți",
        "bucăţi", "parti", "părți", "părţi", "pezzi", "morceaux", "parties",
    ),
    "_after_55_spans": (
        "passcode", "authentication", "://", "token", "key", "secret", "credential", "passw",
    ),
    "_after_62_spans": (
        "8=fix", "zmk", "zpk", "tmk", "tpk", "tak", "zak", "zek", "bdk", "ipek", "kek",
        "component", "-hmac", "-macopt", "curl", "enckey", "enc_key", "enc-key", "storekey",
        "store_key", "store-key", "cryptkey", "crypt_key", "encryptionkey", "encryption_key",
        "psksecrets", "signwith", "hmacshakeyfor", "client", "password",
    ),
    "_after_60_spans": (
        "pin-value=", "-pin", "_pin", "curl", "passw", "loginhsm", "session", "authkey",
        "pki ", "pki\t", "kodeord", "adgangskode", "passord", "senord",
    ),
    "_after_58_spans": (
        "register_new_matrix_user", "shared-secret",
        "prosodyctl", "ejabberdctl", "xmpp", "jid", "security key", "recovery key",
        "security phrase", "מפתח", "clé de sécurité", "clé de récupération", "palautusavain",
        "turva-avain", "suojausavain", "סיסמ", "mot de passe", "salasan",
    ),
    "_after_59_spans": (
        "proxy", "proxies", "socks", "clientkey", "client_key", "client-key", "apikeys",
        "api_keys", "api-keys", "passwords", "secret_keys", "secret-keys", "private-",
        "private_", "secret-", "secret_", "كلمة", "('", "(\"", "rest",
    ),
    "_after_57_spans": (
        "keymasked", "phrase(", "pswd", "password=(", "nodeid", "logon", "user =", "user=",
        "usercode", "string(", "fill_field", "settext", "d7c1e2e2", "d7e6c4", "d7e2e6c4",
        "d7c8d9c1e2c5", "jelszav", "passwor", "キー", "パスワード",
    ),
}  # fmt: skip
# The mask bits of each declared section's words, by its name (filled on first use).
_DISPATCH_BITS: dict[str, int] = {}


def _may_fire(section: str, mask: int | None) -> bool:
    """Can the section named ``section`` yield a span in a text of gate mask ``mask``?
    False only when it declares its words (``_DISPATCH_WORDS``) and none occurs; always
    True without a mask (``gated=False``) or a declaration."""
    if mask is None:
        return True
    bits = _DISPATCH_BITS.get(section)
    if bits is None:
        words = _DISPATCH_WORDS.get(section)
        if words is None:
            return True
        bits = _DISPATCH_BITS[section] = _rule_set().words[id(words)]
    return mask & bits != 0


def _secret_spans(
    text: str,
    low: str,
    settings: PrivacySettings,
    *,
    gated: bool = True,
    join: bool = True,
    decode: bool = True,
) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    if settings.redact_secrets:
        if gated:
            # where the automata's words are: a rule is tried where its matches can begin
            # or, in a long text, on the lines of its gates
            found, folded, cased = _gate_bits(text, low)
            if not found and _QUIET.fullmatch(text):
                return _extra_spans(text, settings, spans)  # (see _QUIET: nothing can fire)
            starts = _Found(text, low, folded, cased)
            rules = _rules_of(found & _rule_set().rule_bits)
            # Lowering changed the length: the hints are searched ignoring case, in the text.
            hinted = bool(found & _rule_set().hint_bit) or len(low) != len(text)
            mask: int | None = found
        else:
            rules, hinted, mask, starts = _rule_set().rules, True, None, None
        for rule in rules:
            spans.extend(_rule_spans(text, rule, starts))
        if hinted:
            spans.extend((a.value_start, a.value_end) for a in _assignments(text, low))
        if "secret" in low:
            spans.extend(_kubernetes_secret_spans(text))
        if "\n" in text or ":\\n" in text:
            spans.extend(_structure_spans(text, low))
            if "]" in text and any(word in low for word in _SECTION_WORDS):
                spans.extend(_section_spans(text, low))
        spans.extend(_generic_spans(text, low, hinted, mask, starts))
        spans.extend(_after_16_spans(text, low, mask))
        if "(" in text and ("'" in text or '"' in text):
            spans.extend(_after_17_spans(text, low))
        spans.extend(_after_18_spans(text, low, mask))
        if _may_fire("_after_20_spans", mask):
            spans.extend(_after_20_spans(text, low, mask))
        if _may_fire("_after_21_spans", mask):
            spans.extend(_after_21_spans(text, low, mask))
        spans.extend(_after_22_spans(text, low, mask))
        if _may_fire("_after_23_spans", mask):
            spans.extend(_after_23_spans(text, low, mask))
        if "define" in low:
            spans.extend(_define_spans(text))
        if _any_word(low, _AFTER_25_WORDS, mask):
            spans.extend(_after_25_spans(text, low))
        if _may_fire("_after_26b_spans", mask):
            spans.extend(_after_26b_spans(text, low))
        if _may_fire("_after_31_spans", mask):
            spans.extend(_after_31_spans(text, low, mask))
        if _may_fire("_after_27_spans", mask):
            spans.extend(_after_27_spans(text, low, mask))
        if _may_fire("_after_28_spans", mask):
            spans.extend(_after_28_spans(text, low, mask))
        if _may_fire("_after_30_spans", mask):
            spans.extend(_after_30_spans(text, low, mask))
        if _may_fire("_after_33_spans", mask):
            spans.extend(_after_33_spans(text, low, mask))
        if _may_fire("_after_34_spans", mask):
            spans.extend(_after_34_spans(text, low, mask))
        if _any_word(low, _AFTER_35_WORDS, mask):
            spans.extend(_after_35_spans(text, low))
        if _may_fire("_after_36_spans", mask):
            spans.extend(_after_36_spans(text, low, mask))
        if _may_fire("_after_37_spans", mask):
            spans.extend(_after_37_spans(text, low))
        if _may_fire("_after_38_spans", mask):
            spans.extend(_after_38_spans(text, low))
        if _may_fire("_after_39_spans", mask):
            spans.extend(_after_39_spans(text, low, mask))
        if _may_fire("_after_40_spans", mask):
            spans.extend(_after_40_spans(text, low, mask))
        if _may_fire("_after_41_spans", mask):
            spans.extend(_after_41_spans(text, low, mask))
        if _may_fire("_after_42_spans", mask):
            spans.extend(_after_42_spans(text, low, mask))
        if _may_fire("_after_43_spans", mask):
            spans.extend(_after_43_spans(text, low, mask))
        if _may_fire("_after_44_spans", mask):
            spans.extend(_after_44_spans(text, low, mask))
        if _may_fire("_after_45_spans", mask):
            spans.extend(_after_45_spans(text, low, mask))
        if _may_fire("_after_46_spans", mask):
            spans.extend(_after_46_spans(text, low, mask))
        if _may_fire("_after_47_spans", mask):
            spans.extend(_after_47_spans(text, low, mask))
        if _may_fire("_after_48_spans", mask):
            spans.extend(_after_48_spans(text, low, mask))
        if _may_fire("_after_49_spans", mask):
            spans.extend(_after_49_spans(text, low, mask))
        if _may_fire("_after_50_spans", mask):
            spans.extend(_after_50_spans(text, low, mask))
        if _may_fire("_after_51_spans", mask):
            spans.extend(_after_51_spans(text, low, mask))
        if _may_fire("_after_52_spans", mask):
            spans.extend(_after_52_spans(text, low, mask))
        if _may_fire("_after_53_spans", mask):
            spans.extend(_after_53_spans(text, low, mask))
        if _may_fire("_after_54_spans", mask):
            spans.extend(_after_54_spans(text, low, mask))
        if _may_fire("_after_56_spans", mask):
            spans.extend(_after_56_spans(text, low, mask))
        if _may_fire("_after_55_spans", mask):
            spans.extend(_after_55_spans(text, low, mask))
        if _may_fire("_after_60_spans", mask):
            spans.extend(_after_60_spans(text, low, mask))
        if _may_fire("_after_58_spans", mask):
            spans.extend(_after_58_spans(text, low, mask))
        if _may_fire("_after_59_spans", mask):
            spans.extend(_after_59_spans(text, low, mask))
        if _may_fire("_after_57_spans", mask):
            spans.extend(_after_57_spans(text, low, mask))
        if _may_fire("_after_62_spans", mask):
            spans.extend(_after_62_spans(text, low, mask))
        spans.extend(_told_account_spans(text, low))
        joined = _joined(text) if join else None
        if joined is not None:
            whole, index, windows = joined
            for low_at, high_at in windows:
                part = whole[low_at:high_at]
                for start, end in _secret_spans(
                    part, part.lower(), _NO_EXTRA, gated=gated, join=False
                ):
                    if end > start:
                        spans.append((index[low_at + start], index[low_at + end - 1] + 1))
        if "0000000" in text:  # (a dump's first offset)
            spans.extend(_hexdump_spans(text))
        if "0000" in text and ": " in text:  # (xxd's offset below 64 KiB)
            spans.extend(_hexdump_spans(text, _XXD_LINE))
        if decode and len(low) == len(text):
            spans.extend(_encoded_spans(text, low, mask))
        if "-----BEGIN" in text:
            spans = _outside_public_blocks(text, spans)
        if spans:
            kept: list[tuple[int, int]] = []
            # (a value found by several rules and layers is judged once: both judges
            # read only the text and the span)
            public: dict[tuple[int, int], bool] = {}
            for start, end in spans:
                named = _without_names(text, start, end)
                if named is None:
                    continue
                if named not in public:
                    public[named] = _public_span(text, *named) and not _told_piece(text, *named)
                if not public[named]:
                    kept.append(named)
            spans = kept
        if spans and join:
            spans.extend(_neighbour_spans(text, spans))
    return _extra_spans(text, settings, spans)


def _told_piece(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a piece of a value told in pieces (a message of a password
    sent in pieces, a labelled "first part"/"the rest"), which its layer judged whole?
    A piece is never judged alone: five drawn characters read as a name (``YX_QR``) or
    a word as often as chance makes them."""
    return end - start <= 40 and (start, end) in _told_pieces(text)


@lru_cache(maxsize=8)  # (once a text: its spans are judged one by one)
def _told_pieces(text: str) -> frozenset[tuple[int, int]]:
    found: set[tuple[int, int]] = set()
    if "\n" in text:
        for m in _IN_PIECES.finditer(text):
            found.update(_piece_message_spans(text, text.rfind("\n", 0, m.start()) + 1))
    found.update(_told_pieces_49(text))
    return frozenset(found)


def _extra_spans(
    text: str, settings: PrivacySettings, spans: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """``spans`` and the matches of the user's own patterns."""
    if settings.extra_patterns:
        for pattern in _compiled(tuple(settings.extra_patterns)):
            spans.extend(
                (m.start(), m.end()) for m in pattern.finditer(text) if m.end() > m.start()
            )
    return spans


# A text that is one short word of ASCII letters, digits and underscores (a session's id,
# a scope's name, a source) and holds none of the automata's words (no rule's gate, no key
# hint, no layer's word: its gate mask is 0) is one no rule or layer finds anything in:
# every rule is gated (or has a needed character and sieve, in the mask too), and every
# layer that runs without a word of its own needs what such a text cannot hold before it
# can yield a span: a blank or a line break (the positional, flag, label, SQL, env and
# command patterns), a character other than a word's (``=``, ``:``, ``-``, ``/``, ``@``,
# ``(``, ``|``, quotes, the symbols of a strong password), 20 characters or more (a lone
# token; 51 a bare key), or a key hint (assignments, settings, tables). Such a text
# skips the layers. ``tests/memory_store/test_privacy_quiet.py`` compares it with
# ``gated=False`` on generated words, the layers' own trigger strings among them.
_QUIET = re.compile(r"[A-Za-z0-9_]{1,19}")


# A vendor's prefix (or none) before a run of one filler character: sk_test_xxxx…,
# ghp_XXXX…, AKIAXXXX…, xoxb-XXXX-XXXX, sk-proj-****: a placeholder in the vendor's shape.
_FILLER = re.compile(r"(?P<c>[xX*#.•])(?P=c){5,}")


def _filler(value: str) -> bool:
    value = value.split(None, 1)[0] if value.strip() else value  # (a value, then a comment)
    m = _FILLER.search(value)
    if m is None or m.start() > 16:
        return False
    rest = value[m.start() :].replace(m.group("c"), "")
    rest = rest[:-4] if len(rest) <= 4 and rest.isalnum() else rest  # ••••7f3a: its last four
    return not rest.strip("_-.:\"' ") and not any(c.isdigit() for c in value[: m.start()][-1:])


def _not_filler(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    return [span for span in spans if not _filler(text[span[0] : span[1]])]


# Written after batch 9: what a span can be that is public whatever named it. A digest or
# a message's signature after its algorithm (``X-Hub-Signature-256: sha256=…``), a
# fingerprint or thumbprint in colon-separated hex, a DNS record's public data (DNSKEY,
# DS, TLSA, SSHFP …), a port after ``host:``, a host after a placeholder's ``>@``.
_DIGEST_PREFIX = re.compile(r"(?i)(?:sha-?(?:1|224|256|384|512)|md5|sha3-\d+)[=:]\Z")
_QUERY_DIGEST = re.compile(r"(?i)[?&;](?:sha-?(?:1|224|256|384|512)|md5|sha3-\d+)=\Z")
_COLON_HEX = re.compile(r"(?:[0-9A-Fa-f]{2}:)+[0-9A-Fa-f]{2}")
_PRINT_WORD = re.compile(r"(?i)fingerprint|thumbprint|\bsha-?(?:1|256)\b|\bmd5\b")
_DNS_RECORD = re.compile(
    r"\bIN[ \t]+(?:DNSKEY|CDNSKEY|DS|CDS|TLSA|SMIMEA|SSHFP|RRSIG|NSEC3?|NSEC3PARAM|"
    r"OPENPGPKEY|CERT|IPSECKEY|CAA|HINFO)\b"
)
_DNS_IN = re.compile(r"\bIN")


@lru_cache(maxsize=8)
def _dns_in_at(text: str) -> list[int]:
    """Where ``IN`` starts a word in ``text``, found once per text."""
    return [m.start() for m in _DNS_IN.finditer(text)]


def _dns_record_before(text: str, line_start: int, start: int) -> bool:
    """``_DNS_RECORD.search(text, line_start, start)``, tried only where its ``IN`` can
    start (searching each value's line up to it was quadratic on a long line)."""
    at = _dns_in_at(text)
    return any(
        _DNS_RECORD.match(text, p, start) is not None
        for p in at[bisect_left(at, line_start) : bisect_left(at, start)]
    )


_HOST_BEFORE = re.compile(r"(?:[A-Za-z0-9\-]+\.)+[A-Za-z][A-Za-z0-9\-]*:\Z")


# Written after batch 32. A minisign or signify file (a Tauri or Sparkle-style updater's
# ``.sig``, a ``.pub``): its first line ``untrusted comment: …`` says what it holds. A
# signature (``signature from … secret key``, ``verify with key.pub``, a ``trusted
# comment:`` line after it) and a public key are published beside what they sign: public,
# pasted as they are or in base64 (``"signature": "dW50cnVzdGVk…"``). A secret key's file
# (``minisign encrypted secret key``) is a key.
_MINISIGN_B64 = "dW50cnVzdGVkIGNvbW1lbnQ6"  # base64 of "untrusted comment:"
_MINISIGN_COMMENT = re.compile(r"(?im)^[ \t\"']*untrusted comment:[ \t]*(?P<c>[^\n\\]*)")
_B64_CHARS = frozenset(string.ascii_letters + string.digits + "+/=")


def _minisign_public_comment(comment: str) -> bool:
    comment = comment.lower()
    return (
        comment.startswith(("signature", "verify with"))
        or "public key" in comment
        or "trusted comment:" in comment
    )


@lru_cache(maxsize=8)
def _minisign_marks(text: str) -> bool:
    """Does ``text`` hold what ``_minisign_public`` reads (a base64 head, a comment line)?"""
    return _MINISIGN_B64 in text or "trusted comment:" in text


def _minisign_public(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` in a minisign/signify signature or public key?"""
    if _MINISIGN_B64 in text:
        at = start
        while at > 0 and start - at < 4096 and text[at - 1] in _B64_CHARS:
            at -= 1
        if text.startswith(_MINISIGN_B64, at):
            stop = end
            while stop < len(text) and text[stop] in _B64_CHARS:
                stop += 1
            run = text[at:stop]
            try:
                decoded = b64decode(run + "=" * (-len(run) % 4)).decode("utf-8", "replace")
            except ValueError:
                return False
            head, _, rest = decoded.partition("\n")
            return _minisign_public_comment(head.partition(":")[2].strip()) or (
                rest.startswith("trusted comment:") or "\ntrusted comment:" in rest
            )
    if "trusted comment:" in text:
        line_start = text.rfind("\n", 0, start) + 1
        above = text.rfind("\n", 0, max(0, line_start - 1)) + 1
        if line_start and text.startswith("trusted comment:", above):
            return True  # (a signature's second line, its global signature)
        m = _MINISIGN_COMMENT.match(text, above)
        if m is not None and m.end() <= start:
            return _minisign_public_comment(m.group("c"))
    return False


def _public_pem_base64(value: str) -> bool:
    """Base64 of a PEM certificate or public key (kubeconfig's ``*-certificate-data``, a
    Helm value's ``tls.crt``): public by design (written after batch 11)."""
    if not value.startswith("LS0tLS1CRUdJTi"):
        return False
    try:
        head = b64decode(value[:48] + "=" * (-len(value[:48]) % 4)).decode("ascii", "replace")
    except ValueError:
        return False
    label = head[len("-----BEGIN ") :].split("-----", 1)[0]
    return ("CERTIFICATE" in label or "PUBLIC KEY" in label) and "PRIVATE" not in label


# Written after batches 12 and 13: what the words around a value say it is. A value whose
# name says public/publishable/accessor/peer, or that names an id (``--team-id``,
# ``token_id``, ``trace id is …``) and is shaped like one; a value followed by
# "(public …)"; a vendor's publishable prefix (``pk_live_``, ``pk.``, ``pk-``: the
# documented convention for keys shipped to browsers and apps); the body of an SSH public
# key after its type; a JWK's public members; a DSN or connection string with no
# password in it; a percent-encoded placeholder or mask; a header scheme with no token
# after it (``Bearer ${…}``); a value that is a word of the sentence it is in.
_NAME_BEFORE = re.compile(
    r"([A-Za-z][\w.\-]*(?:[ \t]+[A-Za-z][\w.\-]*)?)\\?[\"'`\]]?[ \t]*"
    r"(?:=>|->|[:=：]|\b(?:is|was|are)\b)?[ \t]*"
    r"\\?[\"'`\[(]?[ \t]*\Z"
)
# A match of _NAME_BEFORE holds at most four runs of characters other than blanks (the
# name's two words, the operator, the opening quote) and no line break.
_NAME_BEFORE_RUNS = 4


# (user@host.id: the end of a user's address before its password, not a name ``id``)
_USER_AT_HOST_50 = re.compile(r"[\w.+-]@[\w-]+(?:\.[\w-]+)*\.id:\Z")


@lru_cache(maxsize=4096)  # (a span's context is read by several judges, a value seen again)
def _name_before(before: str) -> re.Match[str] | None:
    """``_NAME_BEFORE.search(before)``, started where its leftmost match can start at the
    earliest: the start of the fourth-last run of characters other than blanks on the last
    line (the search tried every start, and at each every split of the words after it,
    most of a long text's time spent judging its values)."""
    if before.endswith(".id:") and _USER_AT_HOST_50.search(before):
        return None  # user@host.id:password: a domain's end, not a name (batch 50)
    at = len(before)
    for _ in range(_NAME_BEFORE_RUNS):
        at = len(before[:at].rstrip(" \t"))  # (the run's end, then its start)
        at = max(before.rfind(" ", 0, at), before.rfind("\t", 0, at)) + 1
        if at == 0:
            break
    return _NAME_BEFORE.search(before, max(at, before.rfind("\n") + 1))


_PUBLIC_NAMES = frozenset(
    {"public", "publishable", "pub", "accessor", "peer", "pubkey", "site", "sitekey"}
)  # a captcha's site key is the public half of its pair (after batch 15)
_PRIVATE_NAMES = frozenset(
    {"secret", "password", "passwd", "pass", "pwd", "private", "priv", "session", "psk"}
)
_ID_SHAPE = re.compile(r"[0-9a-fA-F\-]{8,64}|[A-Z0-9]{6,16}|0x[0-9a-fA-F]{8,}")
_JWK_PUBLIC = frozenset({"x", "y", "n", "e", "kid", "kty", "crv", "use", "alg", "x5t"})
_PUBLIC_AFTER = re.compile(r"[ \t]*[(\[,;\-\u2014]*[ \t]*(?:it'?s[ \t]+|is[ \t]+)?public\b", re.I)
_PUBLISHABLE = re.compile(r"pk_(?:live|test)_|pk\.eyJ|pk-lf-")
_SSH_TYPE_BEFORE = re.compile(
    r"(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)[ \t]+\Z"
)
_DSN_URL = re.compile(r"[a-z][a-z0-9+.\-]*://(?:[^\s:@/]+@)?[^\s@]*")
_DSN_PAIRS = re.compile(r"(?i)(?:[a-z][a-z_]*:)?(?:[a-z_]+=[^;=\s]*;?)+")
_DSN_SECRET = re.compile(r"(?i)(?:^|[;:])(?:password|pwd|pass|passwd|secret|key|token)=")
_DSN_NAME = re.compile(r"([A-Za-z_]+)=")


def _dsn_names_said(value: str) -> bool:
    """Are the names of a DSN's pairs words (``host``, ``dbname``, ``TrustServerCertificate``),
    no single letters among their pieces? A drawn salt's punctuation can make pairs too
    (``DOH_sX=…;yTuDcj=…``), named by no word."""
    return all(
        len(piece) >= 2 for name in _DSN_NAME.findall(value) for piece in _PIECE.findall(name)
    )


_SCHEME_ONLY = re.compile(r"(?i)(?:bearer|basic|token|digest)[ \t]*(?:\$\{.*|\{\{.*|#\{.*|\$\(.*)?")
_PROSE_WORD_AFTER = re.compile(r"[ \t]+(?:[a-z]{2,}[ \t]+[a-z]{2,}|`[a-z])")
_SIGNATURE_HEADER = re.compile(r"(?i)[ \t]*[\w\-]*-signature(?:-[\w]+)?:[ \t]")


def _name_words(name: str) -> list[str]:
    return [w.lower() for w in _KEY_WORD.findall(name)]


_GIT_REF = re.compile(r"[\w./\-]*@\{[^}\s]{1,40}\}")  # stash@{0}, main@{upstream}
_SHOUTED = re.compile(r"[A-Z]+(?:[ \t][A-Z]+){2,}[!.]?")  # VARIABLE IS NOT DEFINED!
_CALL_VALUE = re.compile(r"[A-Za-z_][\w.]{2,}(?:::[A-Za-z_][\w.]*)*\(.*\)\)?;?")


def _call_ends(value: str) -> bool:
    """Does the call's bracket close where the value ends (then only a call's around it
    or a ``;``)? A key drawn from an alphabet holding both brackets reads as a call up to
    its first balanced ``)`` only (``fj0l(7zk…)81***fzs…)znje6)``: gaps round 5)."""
    depth = 0
    for at, char in enumerate(value):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return value[at + 1 :] in ("", ")", ";", ");")
    return False


_TOKEN_START = re.compile(r"[A-Za-z0-9_.\-]*\Z")
_TOKEN_CHARS = string.ascii_letters + string.digits + "_.-"  # (_TOKEN_START's)
_LINE_SHA = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")
_DUMMY_NAMES = frozenset({"key", "token", "apikey"})
_FORMAT_NAMES = frozenset({"jwt"})  # a name that says its value's format (eyJ….….…)
_NAME_WORD_VALUE = frozenset({"password", "passwort", "secret", "token", "passphrase"})


_B64_JSON = re.compile(r"eyJ[A-Za-z0-9+/_\-]{8,2000}={0,2}")


def _harmless_b64_json(value: str) -> bool:
    """Base64 of a JSON object that holds nothing secret (a widget's settings,
    ``{"id":"1690","toggle":false}``): not a token (a JWT has its dots; written after the
    equivalence run of batches 12 and 13's rules)."""
    if not _B64_JSON.fullmatch(value):
        return False
    try:
        decoded = b64decode(
            value.replace("-", "+").replace("_", "/") + "=" * (-len(value) % 4)
        ).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    if not decoded.startswith("{") or not decoded.rstrip().endswith("}"):
        return False
    return not _secret_spans(decoded, decoded.lower(), _NO_EXTRA, join=False, decode=False)


_QUOTED_ARGUMENT = re.compile(r"\"[^\"]*\"|'[^']*'")


def _drawn_arguments(value: str) -> bool:
    """A call's arguments, quoted strings aside, holding two or more of the symbols a
    drawn key is made of (``ftj4v(2k$%20cz…=2***717lx1!a0…#4al9+)``): no code that asks
    for a value writes them (gaps round 9)."""
    inside = _QUOTED_ARGUMENT.sub("", value[value.index("(") + 1 : value.rindex(")")])
    return len(_DRAWN_KEY_SYMBOLS.intersection(inside)) >= 2


def _public_by_context(text: str, start: int, end: int, before: str) -> bool:
    value = text[start:end].strip("\"' ")
    if value.endswith("\\n"):  # a value inside an escaped string: its newline is not it
        value = value[:-2]
    if not value:
        return False
    # (the token's run before the value: _TOKEN_START's match, without trying every start)
    whole = before[len(before.rstrip(_TOKEN_CHARS)) :] + value
    if _PUBLISHABLE.match(whole) or _harmless_b64_json(value):
        return True
    reference = value.startswith(("${", "{{", "<")) or _ENV_NAME.fullmatch(value)
    if (reference and is_placeholder(value)) or _GIT_REF.fullmatch(value):
        return True
    if _SHOUTED.fullmatch(value):
        return True
    if _FILE_VALUE.fullmatch(value) or (
        _CALL_VALUE.fullmatch(value)
        and _call_ends(value)
        and not random_shaped(value[: value.index("(")], 12)  # (a drawn key holding "(")
        and not _drawn_arguments(value)
    ):
        return True  # a path to the file that holds it; code that asks for it
    if " " in value and _MANAGER_REFERENCE.search(value):
        return True  # cmd:op read op://…: a command that reads it from a manager
    if "".join(c for c in value if c.isalpha()).lower() in _NAME_WORD_VALUE:
        return True  # 1Password: the word, not a value
    if (
        _LINE_SHA.fullmatch(value)
        and (start == 0 or text[start - 1] == "\n")
        and text[end : end + 1] == " "
        and "git" in text
    ):
        return True  # a commit's id at the start of a git log line
    if _PUBLIC_AFTER.match(text, end, min(len(text), end + 40)) and not _flag_after_56(text, end):
        return True
    if _SSH_TYPE_BEFORE.search(before):
        return True
    m = _name_before(before)
    if m is not None and _id_named(m.group(1)) and _ID_VALUE.fullmatch(value):
        return True  # tool_use_id, private_key_id, git-revision: an id, of any shape
    if (
        m is not None
        and len(value) <= 20
        and _name_words(m.group(1)) == ["api", "key"]
        and _API_SECRET.search(text, _line_start(text, start, 1), _line_end(text, end, 1))
    ):
        return True  # a short api_key beside its api_secret: the pair's public half (batch 14)
    if m is not None:
        words = _name_words(m.group(1))
        if words and not any(w in _PRIVATE_NAMES for w in words):
            if (
                any(w in _PUBLIC_NAMES for w in words)
                and not _vendor_secret(value)
                and not _secret_under_public_prefix(m.group(1))
            ):
                return True  # (a vendor's secret format under a public name stays secret)
            if (
                words[-1] in {"signature", "edsignature"}
                and before.rstrip("\"' ").endswith("=")
                and not re.search(r"[?&][\w\-]*\Z", before[: m.start()])
            ):
                return True  # a message's signature (in a URL's query it authorizes)
            if (
                (words[-1] in _DUMMY_NAMES or words[-1] in _FORMAT_NAMES)
                and value.isalpha()
                and value.islower()
                and not _JOINED_AFTER.match(text, end)  # "dicwg" + "Xq7…": a piece
            ):
                # api_key="ollama": a word where a local server wants any key; jwt=guest: a
                # word, never the format its name says (a JWT is eyJ….….…; gaps round 6)
                return True
            key_id = len(words) > 1 and words[-2] in {"key", "access"}  # an access key's id
            if words[-1] == "id" and not key_id and _ID_SHAPE.fullmatch(value):
                return True
            if m.group(1) in _JWK_PUBLIC and '"kty' in text.replace("\\", ""):
                return True
    # (after batch 23: a `%` without an escape after it is a character of the value, and
    # `&` ends a query's parameter only before the next `name=`: `@&hp^8)…` is one value)
    decoded = _url_decoded(value)
    head, amp, rest = decoded.partition("&")
    decoded = head if amp and decoded != value and _NEXT_PARAM.match(rest) else decoded
    if decoded != value and (
        (is_placeholder(decoded) and _brackets_paired(decoded))
        or _filler(decoded)
        or _masked(decoded)
    ):
        return True
    if "://" in value:
        url = _DSN_URL.fullmatch(value)
        if url is not None and "@" in value.split("://", 1)[1].split("/", 1)[0]:
            return True  # mysql://root@host/db: a user, no password
    elif (
        ";" in value
        and _DSN_PAIRS.fullmatch(value)
        and not _DSN_SECRET.search(value)
        and _dsn_names_said(value)
    ):
        return True  # pgsql:host=…;dbname=…: where, not how to get in
    if _SCHEME_ONLY.fullmatch(value):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    header = _SIGNATURE_HEADER.match(text, line_start, start)
    if header is not None and "=" in text[header.end() : start]:
        return True  # X-…-Signature: t=…,v1=…: a message's signature
    return (
        value.isalpha()
        and value.islower()
        and len(value) <= 6
        and _PROSE_WORD_AFTER.match(text, end) is not None
    )


# Written after batch 14: a name whose last word says id (``tool_use_id``, ``call_id``,
# ``git-revision``, ``sha``) names an identifier, whatever its shape;
# only an id that is itself a credential keeps its value secret (Vault's ``secret_id``, a
# ``session_id``, a ``password_id``…). Its value is one token (no spaces).
_ID_WORDS = frozenset({"id", "ids", "uid", "uuid", "guid", "revision", "rev", "sha", "commit"})
_SECRET_IDS = frozenset({"secret", "session", "sess", "password", "passwd", "pwd", "psk", "auth"})
_ID_VALUE = re.compile(r"[\w.\-:/+=]{1,120}")


# A name _id_named accepts spells a word of _ID_WORDS or ends in ``id``.
_ID_HINT = re.compile("(?i)" + "|".join(sorted(_ID_WORDS | {"id"})))
_ID_OWNERS = frozenset(
    {"client", "user", "project", "tenant", "account", "org", "team", "site", "channel"}
    | {"device", "product", "customer", "workspace", "object", "request", "trace", "message"}
)


def _line_start(text: str, at: int, back: int) -> int:
    """Where the line ``back`` lines before the one holding ``at`` starts (at most 200 back)."""
    low_at = at
    for _ in range(back + 1):
        low_at = text.rfind("\n", max(0, at - 200), max(0, low_at - 1)) + 1
        if low_at == 0:
            break
    return max(low_at, at - 200, 0)


def _line_end(text: str, at: int, ahead: int) -> int:
    high_at = at
    for _ in range(ahead + 1):
        nl = text.find("\n", high_at + 1, at + 200)
        if nl < 0:
            return min(len(text), at + 200)
        high_at = nl
    return high_at


_JOINED_AFTER = re.compile(r"[\"'`]?[ \t]*(?:\+|\|\||\.\.|<>|&)[ \t]*[\"'`]")
_API_SECRET = re.compile(r"(?i)\bapi[_\-]?secret\b|\bapiSecret\b")


def _id_named(name: str) -> bool:
    if len(name) >= 16 and random_shaped(name, 16):
        return False  # (a drawn token that ends in "Id" by chance names nothing; gaps round 9)
    words = _name_words(name.rsplit(".", 1)[-1])
    if len(words) == 1 and words[0].endswith("id") and words[0][:-2] in _ID_OWNERS:
        return True  # clientid, userid: one word (an appid is an API key at OpenWeather)
    return (
        len(words) >= 1
        and words[-1] in _ID_WORDS
        and not (len(words) > 1 and words[-2] in _SECRET_IDS)
        # a key's id (access_key_id, private_key_id) is kept secret: it pairs with its key
        # in one credential (batch 1's rclone access_key_id, the developers' corpus's
        # service account), so a look-alike of it is redacted on purpose
        and not (len(words) > 1 and words[-2] in {"key", "access"})
    )


# A reference where a value would be, in a tool's syntax: ``$NAME``, ``${NAME}``,
# ``NAME=$NAME`` (earthly --secret), an interpolation that reads the environment
# (``{os.environ['X']}``, ``#{ENV.fetch(...)``), a type (``*dagger.Secret``). Batch 14.
_REFERENCE_SPAN = re.compile(
    r"(?:[A-Z][A-Z0-9_]*=)?\$\{?[A-Za-z_]\w*\}?"
    r"|\*[a-z]\w*\.[A-Z][a-z]\w*"
    r"|#?\{[^{}\n]*(?:environ|getenv|ENV|env\(|process\.env)[^{}\n]*\}?"
    r"|[a-z][a-z0-9]*(?:[\-_][a-z0-9]+)*:(?:latest|\d{1,4})"  # Secret Manager's name:version
)


# A development default (batch 14; docs/CONTRACT.md): a value of lower-case letters only, at
# most 10 (``"dev"``, ``'postgres'``), that is itself a development word or stands in a
# development, test or local section (``development:``, ``test: {``, ``[local]``) opened
# before it. Such a value is documented for a machine nobody else reaches; a longer or
# mixed value there is still a secret.
_DEV_WORDS = frozenset({"dev", "development", "test", "testing", "local", "localdev"})
_DEV_SECTION = re.compile(
    r"(?im)^[ \t]*[\[\"']?(?:development|dev|test|testing|local)[\]\"']?[ \t]*(?::|=|\{|$)"
)


def _dev_default(text: str, start: int, value: str) -> bool:
    if value in _DEV_WORDS:
        return True
    if not (value.isalpha() and value.islower() and len(value) <= 10):
        return False
    return _DEV_SECTION.search(text, max(0, start - 400), start) is not None


# Written after batch 14: values whose own shape, with what stands right beside them,
# says they are not a credential. A CLI's sub-command (``vapor secret:list``, ``artisan
# key:generate``); an Authorization header's scheme before its token (``Api-Token …``);
# an environment variable's name read by code (``os.environ["X_SECRET"]``); a keyword
# DSN without a password (``host=… user=… dbname=…``); a URL whose userinfo is the
# placeholder pair (``user:pass@``, ``username:password@``).
_SUB_COMMANDS = frozenset(
    {"list", "ls", "set", "get", "unset", "edit", "show", "create", "delete", "rm", "add"}
    | {"remove", "generate", "rotate", "clear", "cache", "import", "export", "pull", "push"}
)
_SCHEME_WORD = re.compile(r"[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)*")
_AUTH_BEFORE = re.compile(r"(?i)authorization[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_ENV_READ_BEFORE = re.compile(r"(?:environ|ENV|getenv|env)[\[(.][\w(]*[\"']\Z")
_KEYWORD_DSN = re.compile(r"(?:[a-z_]+=[^\s=;]*[ \t]+)+[a-z_]+=[^\s=;]*")
# Characters no host, port, database name, path or mode holds: a value with them is drawn.
_DRAWN_SYMBOLS = frozenset("!~$*`{}()<>[]^|#&?'\"\\")
_TOY_USERINFO = re.compile(
    r"(?i)[a-z][a-z0-9+.\-]*://(?:user|username|login|name|admin)"
    r":(?:pass|password|passwd|pwd|pw|secret)@[^\s'\"<>]*"
)


def _shaped_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    if value in _SUB_COMMANDS and text[start - 1 : start] == ":" and text[end : end + 1] == " ":
        return before[:-1].rsplit(" ", 1)[-1].isalpha()  # secret:list (a verb after a noun)
    if _SCHEME_WORD.fullmatch(value) and _AUTH_BEFORE.search(before):
        return text[end : end + 1] == " " and not text[end + 1 : end + 2].isspace()
    if _ENV_NAME.fullmatch(value) and _ENV_READ_BEFORE.search(before):
        return True
    if (
        "=" in value
        and _KEYWORD_DSN.fullmatch(value)
        and not _DSN_SECRET_WORD.search(value)
        and not _DRAWN_SYMBOLS.intersection(value)
    ):
        return True  # (where: a host, a port, a name; a drawn salt's "di=X!XJ~8… pz=6H*" is not)
    if "@" in value or text[end : end + 1] == "@":  # (gated: only a span in a userinfo)
        low_at = max(0, start - 80, text.rfind("\n", 0, start) + 1)
        for m in _TOY_USERINFO.finditer(text, low_at, min(len(text), end + 200)):
            if m.start() <= start and end <= m.end():
                return True
    return False


_DSN_SECRET_WORD = re.compile(r"(?i)(?:^|\s)(?:password|pwd|pass|passwd|secret|key|token)=")


# Written after batch 15 (precision by construction): what a value *is* by its own shape
# or by what the text says about it, whatever layer found it. Each is a principle held by
# tests over generated values (tests/memory_store/test_privacy_after_15.py), not a list of
# the batch's instances.
#
# A mask prints that a value was hidden: a word or words in brackets (``[secure]``,
# ``[Filtered]``, ``<credentials>``, ``(hidden)``), a prefix and an ellipsis.
_MASK = re.compile(
    r"\[[A-Za-z][A-Za-z _\-]{1,30}\]|<[A-Za-z][A-Za-z _\-]{1,30}>|\([A-Za-z][A-Za-z _\-]{1,30}\)"
    r"|\{[A-Za-z][A-Za-z _\-]{1,30}\}|[A-Za-z0-9_\-]{0,16}(?:\.{3,}|…)"
)
# An interpolation whose content is a name (what a template fills in at run time):
# ``${NAME}``, ``{env[NAME]}``, ``{{ name }}``, ``%(name)s``, ``$NAME``, ``%NAME%``.
_NAME_INTERPOLATION = re.compile(
    r"\$\{[A-Za-z_][\w.]*\}|\$?\{\{[^{}\n]{1,120}\}\}|\(\([ \t]*[\w.\-]+[ \t]*\)\)"
    r"|\{[A-Za-z_][\w.]*(?:\[[\"']?[\w.\-]+[\"']?\])*\}|%\(\w+\)s|\$\([A-Za-z_][\w.]*\)"
    r"|<%=?[ \t]*ENV(?:\[[\"'][\w.\-]+[\"']\]|\.fetch\([\"'][\w.\-]+[\"']\))[ \t]*-?%>"
    r"|(?<![A-Za-z0-9])(?:\$[A-Z_][A-Z0-9_]*|%[A-Z_][A-Z0-9_]*%)"
)
# A template directive before such an interpolation (Dynaconf's ``@format``, ``@jinja``).
_TEMPLATE_WORD = re.compile(r"@(?:format|jinja|get|int|bool|json|str)\b")
# A YAML tag that reads the value from elsewhere, then a name (Home Assistant's
# ``!secret db_password``, ``!env_var DB_PASSWORD``, ``!include``).
# After batch 24: a tag that names the file it reads from (Zigbee2MQTT's
# ``'!secret.yaml mqtt_password'``, ``!secrets.yml name``) is one too.
_TAG_REFERENCE = re.compile(
    r"!(?:secret|env_var|env|include|vault|ref|[\w\-]+\.ya?ml)[ \t]+[\w.\-/]{1,80}"
)
# A segment of a path of names: letters (one case or capitalised), digits after them,
# joined by - _ . (``orders``, ``db-creds``, ``STRIPE_SECRET_KEY``, ``v2``).
_NAME_SEGMENT = re.compile(
    r"(?:[a-z]+|[A-Z]+|[A-Z][a-z]+)\d{0,4}(?:[\-_.](?:[a-z]+|[A-Z]+|[A-Z][a-z]+|\d{1,4}))*"
)
# A secret manager's or a cloud's reference to where a value lives, as a whole token.
_LOCATOR = re.compile(
    r"(?i)arn:[\w\-]+:[\w\-]+:[\w\-]*:\d*:\S+|projects/[\w\-]+/secrets/[\w\-/.]+"
    r"|ssm:/\S+|/aws/reference/secretsmanager/\S+|[a-z][a-z0-9]*(?:[\-_][a-z0-9]+)*:(?:latest|\d{1,4})"
)
# A name with a version: a user agent or an app name (``mongosh+2.3.8``, ``curl/8.5.0``).
_VERSIONED_NAME = re.compile(
    r"[A-Za-z][A-Za-z\-.]{1,40}[+/]v?\d{1,4}(?:\.\d{1,5}){2,3}(?:-[a-z]+\.?\d*)?"
)
# A list of words and numbers (a generator's recipe ``letters,digits,symbols,32``).
_WORD_RECIPE = re.compile(r"[a-z]+(?:[ \t]*,[ \t]*(?:[a-z]+|\d{1,4})){1,10}")
# An address on a chain: 0x and 40 hex digits names an account and is public; a private
# key is 64 hex digits.
_CHAIN_ADDRESS = re.compile(r"0x[0-9a-fA-F]{40}")
# A vendor's documented publishable key (shipped to browsers and apps by design): PostHog
# project keys, Razorpay key ids (the secret has no prefix), RevenueCat public SDK keys.
_PUBLIC_PREFIX = re.compile(r"(?:phc_|rzp_(?:test|live)_|appl_|goog_|amzn_|strp_)[A-Za-z0-9]{8,}")
# A Firebase web config: its apiKey identifies the project and is public by design.
_FIREBASE_CONFIG = re.compile(
    r"(?i)authDomain|messagingSenderId|firebaseapp\.com|firebase[ \t]*(?:web[ \t]*)?config"
    r"|GCM_SENDER_ID|GOOGLE_APP_ID|mobilesdk_app_id|firebasestorage\.app"
)  # (and its mobile twins: GoogleService-Info.plist, google-services.json; after batch 26)
_ID_PREFIXED = re.compile(r"(?i)(?:u|g|uu)?id[ \t]*[:=：][ \t]*(?P<v>\S+)")
# A table's header line with an ID column (``docker secret ls``, ``bws secret list``).
_ID_HEADER = re.compile(r"(?m)^[ \t]*(?:ID|UID|UUID|[A-Z]+ ID)(?=[ \t]{2,}|\t)")
_USER_LINE = re.compile(
    r"(?i)(?:user(?:name)?|login|root_?user|admin)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<u>[a-z]{2,12})\b"
)


@lru_cache(maxsize=4096)  # (a value is judged again for each span and layer that holds it)
def _vendor_secret(value: str) -> bool:
    """Does the value have a vendor's exact secret format (a prefix rule matches it)?"""
    return any(
        _covering_match(rule.pattern, value)
        for rule in sr.PREFIX_RULES
        if rule.name != "jwt"  # (a JWT is no vendor's: Supabase's public anon key is one)
    )


def _covering_match(pattern: re.Pattern[str], value: str) -> bool:
    """``pattern.search(value)`` covers all of ``value`` but two characters at most. Such a
    match starts at one of the first three characters, and ``search`` returns the first of
    ``match`` at 0, 1, 2 that succeeds: tried there only (a search tried every start of a
    long value, once for each of the spans a long run of assignments makes)."""
    for pos in range(min(3, len(value) + 1)):
        m = pattern.match(value, pos)
        if m is not None:
            return m.end() - m.start() >= len(value) - 2
    return False


# (matched on the 300 characters before a span, reversed: the token's run back from it
# in one match, where a search for the run ending at the span tried every start)
_TOKEN_BEFORE = re.compile(r"[^\s\"'`,;()<>=]{0,300}")
_TOKEN_AFTER = re.compile(r"[^\s\"'`,;()<>]{0,300}")


def _enclosing_token(text: str, start: int, end: int) -> str:
    run = _TOKEN_BEFORE.match(text[max(0, start - 300) : start][::-1])
    after = _TOKEN_AFTER.match(text, end)
    low_at = start - run.end() if run is not None else start
    high_at = after.end() if after is not None else end
    return text[low_at:high_at].rstrip(".")


def _name_path(value: str) -> bool:
    """A path of names (``/copilot/app/secrets/STRIPE_KEY``, ``orders/prod/db:password::``)."""
    if not (value.startswith("/") or value.count("/") >= 2):
        return False
    parts = [p for p in re.split(r"[/:#]", value) if p]
    return bool(parts) and all(_NAME_SEGMENT.fullmatch(p) for p in parts)


def _reference_by_shape(value: str) -> bool:
    """Interpolations of names and a directive, with only names around them."""
    if _TAG_REFERENCE.fullmatch(value):
        return True
    if _TEMPLATE_WORD.search(value) is None and _NAME_INTERPOLATION.search(value) is None:
        return False
    rest = _NAME_INTERPOLATION.sub(" ", _TEMPLATE_WORD.sub(" ", value))
    return all(_NAME_SEGMENT.fullmatch(p) for p in re.split(r"[\s/:#.\-_=,]+", rest) if p)


class _TextFacts:
    """What was worked out about one text while its spans are judged (the same value is
    judged again for each span and layer that holds it), kept until another text is
    judged: ``_facts(text)``."""

    __slots__ = ("places", "printed_ids", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.printed_ids: dict[str, bool] = {}
        self.places: dict[str, list[int]] = {}  # where a word stands (``_holds_between``)


_LAST_FACTS = [_TextFacts("")]  # (one: the text judged last)


def _facts(text: str) -> _TextFacts:
    """The facts of ``text``: those of the text judged last when it is the same object
    (held here, so no other text can take its place), else new ones."""
    facts = _LAST_FACTS[0]
    if facts.text is not text:
        facts = _LAST_FACTS[0] = _TextFacts(text)
    return facts


# Texts this long hold long lines (a log or a dump on one line): a judge that looks for a
# word between a span's line start and the span looks it up among the word's places,
# found once per text, where ``find`` read the line again for every span (quadratic).
_LONG_TEXT = 20_000


def _holds_between(text: str, word: str, start: int, end: int) -> bool:
    """``text.find(word, start, end) >= 0`` (``start`` and ``end`` not negative)."""
    if len(text) < _LONG_TEXT:
        return text.find(word, start, end) >= 0
    known = _facts(text).places
    places = known.get(word)
    if places is None:
        places = known[word] = _places(text, word)
    i = bisect_left(places, start)  # (the first place at or after start: if it does not
    return i < len(places) and places[i] + len(word) <= end  # end by end, none does)


def _printed_id(text: str, value: str) -> bool:
    """The same value labelled an id elsewhere in the text (``ID: x``, ``"uid": "x"``, a
    row under a table's ID column): an id everywhere in it."""
    if len(value) < 6 or not _ID_VALUE.fullmatch(value):
        return False
    known = _facts(text).printed_ids
    if value not in known:
        known[value] = _labelled_id_somewhere(text, value)
    return known[value]


def _labelled_id_somewhere(text: str, value: str) -> bool:
    at = text.find(value)
    while at >= 0:
        line_start = text.rfind("\n", 0, at) + 1
        window = text[max(line_start, at - 80) : at]
        # (a name _id_named accepts spells one of _ID_HINT's words: the costly search
        # for the name only where one is)
        name = _name_before(window) if _ID_HINT.search(window) else None
        if name is not None and _id_named(name.group(1)):
            return True
        if (
            (at == line_start or text[line_start:at].isspace())
            and _first_id_header(text) < line_start
            and text[at + len(value) : at + len(value) + 2].isspace()
        ):
            return True
        at = text.find(value, at + 1)
    return False


@lru_cache(maxsize=8)
def _first_id_header(text: str) -> int:
    """Where the text's first ID column header starts (its length when it has none),
    found once per text rather than once per value judged."""
    header = _ID_HEADER.search(text)
    return len(text) if header is None else header.start()


_SAME_USERINFO = re.compile(
    r"(?:[a-z][a-z0-9+.\-]*:)?(?://)?(?P<u>[a-z][a-z0-9]{2,11})[:/](?P=u)(?:@[\w.\-]*(?::\d{1,5})?(?:/[\w.\-]*)?)?"
)


# The documented first-run defaults of the servers developers run most (RabbitMQ's guest,
# Grafana's and Keycloak's admin, MinIO's minioadmin, …): the first guess of anyone.
_TOOL_DEFAULTS = frozenset({"admin", "guest", "root", "minioadmin", "postgres", "neo4j"})


_PROD_SECTION = re.compile(
    r"(?im)^[ \t]*[\[\"']?(?:production|prod|staging|live)[\]\"']?[ \t]*(?::|=|\{|$)"
)


def _same_as_user(text: str, start: int, value: str) -> bool:
    """A documented default: a password that is its user's name (``postgres:postgres@``,
    ``minioadmin`` twice), a word of its own name (``REDIS_PASSWORD=redis``) or a server's
    documented first-run default; never chosen to keep anyone out."""
    if _PROD_SECTION.search(text, max(0, start - 400), start) is not None:
        return False  # production: password: postgres: whatever the word, a real server's
    if _SAME_USERINFO.fullmatch(value):
        return True  # //guest:guest@localhost: the span took the user and the host too
    if not (value.isalnum() and value.islower() and 3 <= len(value) <= 12):
        return False
    if value in _TOOL_DEFAULTS:
        return True
    name = _name_before(text[max(0, start - 80) : start])
    if name is not None and (
        value in _name_words(name.group(1)) or value in re.split(r"[_.\-]", name.group(1).lower())
    ):
        return True  # POSTGRES_PASSWORD=postgres, MYSQL_ROOT_PASSWORD=root: spelled in its name
    window = text[max(0, start - 200) : start]
    if window.endswith("//" + value + ":"):
        return True  # scheme://postgres:postgres@
    return any(m.group("u") == value for m in _USER_LINE.finditer(window))


def _principled_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"' ")
    if core.endswith("\\n"):
        core = core[:-2]
    if not core:
        return False
    if _MASK.fullmatch(core) and not any(c.isdigit() for c in core.strip("[]<>(){}")):
        return True  # [Filtered], <credentials>, sk_test_...: a mask, not a value
    at = start if text[start : start + 1] in "[(<{" else start - 1
    if at >= 0 and text[at : at + 1] in "[(<{" and at >= start - 1:
        mask = _MASK.match(text, at)
        if mask is not None and mask.end() >= end - 1 and not any(c.isdigit() for c in mask[0]):
            return True  # --password (sensitive value): a span that took part of a mask
    if _WORD_RECIPE.fullmatch(core):
        return True
    if _CHAIN_ADDRESS.fullmatch(core):
        name = _name_before(before)
        if name is None or not _hex_secret_name(name.group(1)):
            return True  # an account's, a token contract's address (token: 0x…): public
    if _VERSIONED_NAME.fullmatch(core) and not _vendor_secret(core):
        return True
    if _PUBLIC_PREFIX.fullmatch(core):
        return True
    if core.startswith("AIza") and _FIREBASE_CONFIG.search(
        text, max(0, start - 400), min(len(text), end + 400)
    ):
        return True
    token = _enclosing_token(text, start, end)
    if _LOCATOR.fullmatch(token) or _LOCATOR.fullmatch(core):
        return True
    if _reference_by_shape(core) or _name_path(core):
        return True
    m = _ID_PREFIXED.fullmatch(core)
    if m is not None and _ID_VALUE.fullmatch(m.group("v")) and not _vendor_secret(m.group("v")):
        return True  # ID：c39b…: the label and the id taken together
    words_before = before.split()
    if _UUID.fullmatch(core) and words_before and words_before[-1] in _SUB_COMMANDS:
        return True  # bws secret list <uuid>: the object a sub-command acts on
    if _printed_id(text, core) and not _vendor_secret(core):
        return True
    if _said_public(text, start, end, core, before):
        return True
    if _after_17_public(text, start, end, core, before):
        return True
    if _after_18_public(text, start, end, core, before):
        return True
    if _after_20_public(text, start, end, core, before):
        return True
    if _after_26_public(text, start, end, core, before):
        return True
    if _after_26b_public(text, start, end, core, before):
        return True
    return _same_as_user(text, start, core)


# Written after batch 16 (precision by principle): what the text says a value is.
#
# A run-time read of the environment in JS/TS (``Bun.env.X``, ``process.env.X!``,
# ``import.meta.env.X ?? ''``, ``Deno.env.get("X")``): code, the value is elsewhere.
_JS_ENV_READ = re.compile(
    r"(?:Bun|process|import\.meta|Deno)\.env(?:\.[A-Za-z_]\w*|\[[\"'][\w.\-]+[\"']\]"
    r"|\.get\([\"'][\w.\-]+[\"']\))[!]?(?:[ \t]*(?:\?\?|\|\|)[ \t]*(?:''|\"\"|``))?[,;)]*"
)
# A placeholder inside a vendor's prefix (``secret-test-REPLACE_ME``, ``sk_live_YOUR_KEY``,
# ``whsec_xxxxxxxx``): the marker says nothing real stands there.
_PLACEHOLDER_PART = re.compile(
    r"(?i)replace[_\-]?me|change[_\-]?me|(?:^|[_\-])your[_\-]|x{6,}|<[a-z][\w\- ]*>"
)
# A description in angle brackets where a value goes (``<private key from the dashboard>``):
# words, no digits run, at least two of them.
_DESCRIBED = re.compile(r"<[A-Za-z][A-Za-z0-9 _\-.,/:'()]{2,80}>")
# Words that call a value public in a comment beside or above it.
_SAYS_PUBLIC = re.compile(
    r"(?i)\b(?:public|publishable)\b|\bapp(?:lication)?[ \t]+identifier\b"
    r"|\b(?:sent|shipped|served)[ \t]+to[ \t]+(?:every|each|the)[ \t]+(?:browser|client)s?\b"
    # (after batch 26's second round: what a vendor's docs say of a key meant to ship)
    r"|\b(?:safe|fine|ok|okay|meant|designed)[ \t]+to[ \t]+(?:expose|ship|share|publish|embed)\b"
    r"|\b(?:domain|referr?er|origin)[- ]restricted\b"
    r"|\bclient[- ]side[ \t]+(?:key|token|id|sdk[ \t]+key|api[ \t]+key)s?\b"
)
_SAYS_PRIVATE = re.compile(r"(?i)\b(?:secret|private|never|do not|don't|server[- ]side)\b")
_COMMENT_MARK = re.compile(r"(?://|#|--|/\*|<!--)[ \t]")
# A prefix segment that says public (``FLWPUBK_TEST-…``, ``xnd_public_…``, ``pub_…``).
_PUBLIC_SEGMENT = re.compile(r"(?i)^(?:[a-z]{0,8}pubk|pub|public|publishable|client)$")
# An HTML data attribute: shipped to every browser that loads the page.
_DATA_ATTRIBUTE = re.compile(r"\bdata-(?P<n>[a-z][\w\-]*)[ \t]*=[ \t]*[\"']?\Z")
# A secret manager's flag names a secret, its value is a name (``--secret=db-password``).
_SECRET_NAME_FLAG = re.compile(r"(?i)--(?:secret|secret-id|secret-name|name)[= ]\Z")
_SLUG = re.compile(r"[a-z][a-z0-9]*(?:[\-_][a-z0-9]+)*")
_DEFAULT_WORDS = re.compile(
    r"(?i)\b(?:documented|well-known|factory|built-in|upstream|shipped|stock)\b[^\n.]{0,20}"
    r"\bdefaults?\b|\bdefaults?\b[^\n.]{0,30}\b(?:documented|in the docs|from the docs)\b"
)  # (a default said to be documented: "the default password is now X" is a choice)
# A 64-byte signature in base58 (a chain transaction's id).
_BASE58_SIGNATURE = re.compile(r"[1-9A-HJ-NP-Za-km-z]{85,90}")
# A command that prints a public key or an address, then the value alone on the next
# line: that value, wherever the text repeats it, is public.
_PRINTS_PUBLIC = re.compile(
    r"(?m)^[^\n]*?(?:^|\s)[$>%][ \t]+[^\n]*\b(?:pubkey|public-key|show-address|address)\b[^\n]*\n"
    r"[ \t]*(?P<v>[A-Za-z0-9+/=_\-]{20,100})[ \t]*$"
)
_NAMES_ITSELF_SECRET = re.compile(r"(?i)secret|private|priv_|^sk[_\-]")
_NOTE_VALUE = re.compile(r"[A-Za-z0-9+/=_\-]{20,}")


_FIRST_CLAUSE = re.compile(r";|[ \t]\u2014[ \t]|[ \t]-[ \t]")


def _comment_says_public(text: str, start: int, end: int) -> bool:
    """A comment on the value's line (after it) or alone on the line right above it calls
    it public, and nothing there calls it secret or private."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    said = _said_public_at(text)  # (a note that says public says it on one of these lines)
    above_at = text.rfind("\n", 0, line_start - 1) + 1 if line_start > 0 else line_start
    if bisect_left(said, above_at) == bisect_left(said, line_end):
        return False
    after = text[end:line_end]
    mark = _COMMENT_MARK.search(after)
    notes = [after[mark.start() :]] if mark is not None else []
    if line_start > 0:
        above_start = text.rfind("\n", 0, line_start - 1) + 1
        above = text[above_start : line_start - 1].strip()
        mark = _COMMENT_MARK.search(above + " ")
        if mark is not None and not re.search(r"[=:\"'`]", above[: mark.start()]):
            notes.append(above[mark.start() :])  # (a comment, after a word at most)
    return any(
        _SAYS_PUBLIC.search(first) and not _SAYS_PRIVATE.search(first) and not _NOTE_VALUE.search(n)
        for n in notes
        for first in (_FIRST_CLAUSE.split(n, 1)[0],)
    )  # (a note with a value of its own, "# public key: age1…", is about that value; after
    # batch 18 its first clause speaks of the value: "the public key; the secret stays on
    # the server" is about two values, the first of them this one)


@lru_cache(maxsize=8)
def _said_public_at(text: str) -> list[int]:
    """Where ``text`` says public, found once per text: a comment judged for each value
    is read only when its lines say it (reading the rest of each value's line was
    quadratic on a long line)."""
    return [m.start() for m in _SAYS_PUBLIC.finditer(text)]


def _said_default(text: str, start: int, end: int, core: str) -> bool:
    """The same value named elsewhere in the text, in a sentence that calls it a default
    (``root:Milvus is the documented default``)."""
    if len(core) > 40:
        return False
    for line_at in _default_lines(text):  # (only a line that says default can say it)
        line_end = text.find("\n", line_at)
        line_end = len(text) if line_end < 0 else line_end
        at = text.find(core, line_at, line_end + len(core))
        while at >= 0:
            if not (at <= start < at + len(core)) and (at + len(core) <= start or at >= end):
                line = text.rfind("\n", 0, at)
                sentence_start = max(line, text.rfind(". ", line + 1, at)) + 1
                sentence_end = text.find("\n", at)
                sentence_end = len(text) if sentence_end < 0 else sentence_end
                if _DEFAULT_WORDS.search(text, sentence_start, sentence_end):
                    return True
            at = text.find(core, at + 1, line_end + len(core))
    return False


@lru_cache(maxsize=8)
def _default_lines(text: str) -> tuple[int, ...]:
    """Where each line of ``text`` that calls something a default starts, found once per
    text (searching the whole text for each value judged was quadratic). A sentence is
    part of one line and the words never cross a line, so a sentence that says default
    lies on one of these lines."""
    starts: dict[int, None] = {}
    for m in _DEFAULT_WORDS.finditer(text):
        starts[text.rfind("\n", 0, m.start()) + 1] = None
    return tuple(starts)


def _said_public(text: str, start: int, end: int, core: str, before: str) -> bool:
    if _JS_ENV_READ.fullmatch(core):
        return True
    if _DESCRIBED.fullmatch(core):
        return True
    if _PLACEHOLDER_PART.search(core):
        rest = re.split(r"[^A-Za-z0-9]+", _PLACEHOLDER_PART.sub(" ", core))
        # (a salt drawn from printable punctuation holds "<zP>" by chance: when its only
        # markers are such brackets and, with them taken out, it is still drawn, 32
        # characters or more, it is the salt; "xxxxxx" or "your_" is never chance)
        drawn = (
            len(core) >= 32
            and all(m[0].startswith("<") for m in _PLACEHOLDER_PART.finditer(core))
            and random_shaped(_PLACEHOLDER_PART.sub("", core).lstrip(string.punctuation))
        )
        if not drawn and not any(random_shaped(piece) or password_shaped(piece) for piece in rest):
            return True  # ([-changeme-]{+Real3stPass+}: the real value stands beside it)
    whole = _enclosing_token(text, start, end).strip("\"'`")
    if _BASE58_SIGNATURE.fullmatch(whole):
        name = _name_before(before)
        if name is not None and _name_words(name.group(1))[-1:] in (["sig"], ["signature"]):
            return True  # a chain transaction's signature, in every explorer (a
            # 64-byte key of the same shape is named a key, never sig)
    if _NAMES_ITSELF_SECRET.search(core):
        return False  # AGE-SECRET-KEY-1…, sk_live_…: the value's own form says secret
    segments = [s for s in re.split(r"[_\-.]", core) if s][:2]
    if any(
        _PUBLIC_SEGMENT.match(s) and (s.islower() or s.isupper()) for s in segments
    ) and not _WORDS_AND_NUMBER.fullmatch(core):
        # FLWPUBK_…, xnd_public_…: the value's own prefix says public (a prefix is written
        # in one case: a drawn value's "pUb-…" is chance; "client-patch-67" is a
        # passphrase of words and a number, no prefix)
        return True
    if _vendor_secret(core):
        return False
    if _SECRET_NAME_FLAG.search(before) and _SLUG.fullmatch(core.rstrip(")\"'")):
        return True
    data = _DATA_ATTRIBUTE.search(before)
    if data is not None and not any(
        w in _PRIVATE_NAMES or w == "secret" for w in _name_words(data.group("n"))
    ):
        return True
    if _comment_says_public(text, start, end):
        return True
    if "\n" in text and core in _printed_public(text):
        return True
    return _said_default(text, start, end, core)


@lru_cache(maxsize=8)
def _printed_public(text: str) -> frozenset[str]:
    """The values a command in ``text`` prints as public, found once per text (a text
    has many spans to judge; scanning it again for each was quadratic)."""
    return frozenset(m.group("v") for m in _PRINTS_PUBLIC.finditer(text))


# Written after batch 17 (precision by principle): what a value's name, its comment, its
# column or its block says it is, and values whose form is a name or a reference.
#
# A name that says the key is the client's: shipped inside a browser or an app bundle.
_CLIENT_NAME = re.compile(
    r"(?:^|[_\-.])client[_\-.]?(?:key|token|sdk[_\-.]?key)$|^(?:client|sdk)(?:Key|Token)$",
    re.IGNORECASE,
)
# A comment after the value on its line that names what it is: an id, or says it can be
# seen by anyone who opens the page (``// source id, visible in the dashboard URL``).
_SAYS_ID = re.compile(
    r"(?i)^(?://|#)[ \t]*(?!(?:for|of|from|with|to|by|per|and|not)\b)(?:[a-z]+[ \t]+){0,2}"
    r"(?:id|identifier)(?=[ \t]*(?:[,.;(]|\u2014|-[ \t]|$))"
    r"|\b(?:visible|shown|appears)[ \t]+(?:in|on)[ \t]+(?:the[ \t]+)?(?:[a-z]+[ \t]+)?"
    r"(?:url|page|dashboard|browser|address bar)\b"
)
# A chain transaction's or a block's hash, under a name that says so: every explorer shows it.
_TX_HASH = re.compile(r"(?:0x)?[0-9a-fA-F]{64}")
_TX_WORDS = frozenset({"tx", "txid", "txn", "txhash", "transaction", "hash", "blockhash", "block"})
# A registered JWT claim that identifies (the subject, the token's id, the party): an id.
_ID_CLAIM_BEFORE = re.compile(r"[\"'](?:sub|jti|azp|oid|tid|sid)[\"'][ \t]*:[ \t]*[\"']\Z")
# An environment variable's name in Terraform's mixed form (``TF_VAR_db_password``).
_MIXED_ENV_NAME = re.compile(r"[A-Z]+(?:_[A-Z]+)+_[a-z]+(?:_[a-z]+)*")
# A repository/name:version reference: an image or a package, what a command runs.
_VERSIONED_REF = re.compile(
    r"[a-z0-9][a-z0-9._\-]*(?:/[a-z0-9][a-z0-9._\-]*)+:(?:v?\d+(?:\.\d+){0,3}(?:-[a-z0-9.]+)?|latest)"
)
# A table: rows of cells between "|"; the header row names each column's values.
_TABLE_SEPARATOR = re.compile(r"[ \t|:+\-]+")
_PUBLIC_COLUMN_WORDS = frozenset(
    {"digest", "hash", "sha", "sha256", "checksum", "fingerprint", "id", "uuid", "commit"}
)
# A YAML block whose key says its values are ciphertext (a SealedSecret's ``encryptedData``):
# encrypted to a cluster's public key, committed to git by design.
_CIPHER_BLOCK = re.compile(r"(?i)^[ \t]*(?:encrypted|sealed|cipher)[\w\-]*[ \t]*:[ \t]*$")


@lru_cache(maxsize=8)
def _column_names(text: str) -> dict[int, list[str]]:
    """Each table row's line start -> its header's cells, found once per text."""
    out: dict[int, list[str]] = {}
    header: list[str] | None = None
    at = 0
    for line in text.split("\n"):
        if "|" in line:
            if _TABLE_SEPARATOR.fullmatch(line):
                pass
            elif header is None:
                header = [cell.strip().lower() for cell in line.split("|")]
                if any(" = " in cell for cell in header):
                    header = []  # (| name = value |: a box of assignments, no header)
            else:
                out[at] = header
        else:
            header = None
        at += len(line) + 1
    return out


@lru_cache(maxsize=8)
def _cipher_lines(text: str) -> frozenset[int]:
    """The line starts under a block whose key says ciphertext, found once per text."""
    out: set[int] = set()
    block_indent = -1
    at = 0
    for line in text.split("\n"):
        indent = len(line) - len(line.lstrip(" \t"))
        if block_indent >= 0 and line.strip() and indent <= block_indent:
            block_indent = -1
        if block_indent >= 0:
            out.add(at)
        elif _CIPHER_BLOCK.match(line):
            block_indent = indent
        at += len(line) + 1
    return frozenset(out)


def _after_17_public(text: str, start: int, end: int, core: str, before: str) -> bool:
    if _MIXED_ENV_NAME.fullmatch(core) or _VERSIONED_REF.fullmatch(core):
        return True  # TF_VAR_db_secret, org/image:2.15.0: a name, what a command runs
    if _NAMES_ITSELF_SECRET.search(core) or core.startswith("-----"):
        return False
    name = _name_before(before)
    words = _name_words(name.group(1)) if name is not None else []
    if (
        name is not None
        and _CLIENT_NAME.search(name.group(1).split(".")[-1])
        and not (_PRIVATE_NAMES & set(words))
        and "secret" not in words
        and not _pre_shared_59(core)
    ):
        return True  # clientKey, client_token: the key a browser or an app is given (a
        # bare run of 32 hex digits or more is a pre-shared key: a Hue bridge's clientkey)
    if _TX_HASH.fullmatch(core) and words[-1:] and words[-1] in _TX_WORDS:
        return True  # tx: 0x…64 hex: a transaction's hash (a key of that shape is named a key)
    if _ID_CLAIM_BEFORE.search(before):
        return True
    # (bounded: a long single line must not be searched again for each of its spans)
    line_start = text.rfind("\n", max(0, start - 400), start) + 1 or max(0, start - 400)
    line_end = text.find("\n", end, end + 400)
    after = text[end : min(len(text), end + 400) if line_end < 0 else line_end]
    after = after.lstrip(" \t\"'`,;)")
    said = _SAYS_ID.search(after)
    if said is not None and _COMMENT_MARK.match(after + " ") and not _SAYS_PRIVATE.search(after):
        return True
    if "|" in before:
        header = _column_names(text).get(line_start)
        column = text.count("|", line_start, start)
        if (
            header is not None
            and column < len(header)
            and "|" not in text[start:end]
            and _PUBLIC_COLUMN_WORDS & set(_name_words(header[column]))
        ):
            return True  # a value in a DIGEST or ID column of a printed table
    # a long value under a block that says ciphertext (a SealedSecret's encryptedData)
    return core.isascii() and len(core) >= 40 and line_start in _cipher_lines(text)


# Written after batch 18 (precision by principle): what the text says a value is, where
# it stands.
#
# A shell expansion that fails with a message when the variable is unset
# (``${NAME:?must be set}``): a reference, its words an error message.
_REQUIRED_EXPANSION = re.compile(r"\$\{[A-Za-z_]\w*:?\?(?P<m>[^}\s]*)")
# A string joined to a read of the environment (``'X-Key: ' . getenv('X')``): code.
_JOINED_ENV_READ = re.compile(
    r"[.+][ \t]*(?:os\.)?(?:getenv|env|ENV|Environment\.GetEnvironmentVariable)[ \t]*[(\[]"
)
# A mask that shows a short prefix and the last few characters (``sk-...to5z``).
_LAST_FEW_MASK = re.compile(r"[A-Za-z0-9_\-]{0,8}(?:\.{3,}|…|\*{3,})[A-Za-z0-9]{1,4}")
# A name that says a cache's key (``Cache restored from key:``, ``cache key:``,
# ``CACHE_KEY:``): a lookup key built from a hash of inputs, not a credential.
_CACHE_KEY_BEFORE = re.compile(
    r"(?i)(?<![a-z])cache(?:[ \t_\-]+(?!sign|secret|hmac|encrypt|private|auth|access|api)"
    r"[a-z]+){0,3}?[ \t_\-]+key[\"']?[ \t]*[:=][ \t]*[\"']?\Z"
)
# A name that says a digest (``Secret SHA:``, ``digest:``, ``checksum=``): a hash of a
# value is not the value.
_DIGEST_NAME_BEFORE = re.compile(
    r"(?i)(?<![a-z])(?:sha(?:1|256|512)?|digest|checksum)[\"']?[ \t]*[:=][ \t]*[\"']?\Z"
)
_HEX_DIGEST = re.compile(r"[0-9a-fA-F]{32,128}")
# A word that says no credential (``token_auth=anonymous``).
_NO_CREDENTIAL = frozenset({"anonymous", "none", "null", "nil", "undefined"})
# An absolute path, quoted (``Enter passphrase for key '/home/u/.ssh/id_ed25519':``).
_ABSOLUTE_PATH = re.compile(r"(?:~|/)?(?:/[\w.\-]{1,40}){2,12}")
# Lowercase words joined by underscores under a name that is not a secret's
# (``network: 'sapphire_mainnet'``): an enumeration's member.
_SNAKE_WORDS = re.compile(r"[a-z]{3,}(?:_[a-z]{3,}){1,3}")
_SECRET_LAST_WORDS = frozenset(
    {"key", "token", "secret", "password", "passwd", "pass", "pwd", "passphrase", "auth"}
    | {"credential", "credentials", "apikey", "pin", "seed", "phrase", "mnemonic", "code"}
)
# A timestamped signature (``t=<unix time>,v1=<hex>``): one payload's MAC at one time.
_SIGNED_AT = re.compile(r"\bt=\d{9,11},(?:v\d|s\d?)=[0-9a-f]{32,128}(?:,v\d=[0-9a-f]{32,128})*")
# An object's id after a noun and a sub-command (``op item get <id>``): lowercase and
# digits, the alphabet of generated ids.
_LOWER_ID = re.compile(r"[a-z0-9]{20,32}")


def _after_18_public(text: str, start: int, end: int, core: str, before: str) -> bool:
    m = _REQUIRED_EXPANSION.match(core)
    if m is not None and not random_shaped(m.group("m")):
        return True  # ${NAME:?must be set}: a reference; its words say what is missing
    if _JOINED_ENV_READ.match(core):
        return True
    if _LAST_FEW_MASK.fullmatch(core):
        return True  # sk-...to5z: at most twelve characters shown, the rest masked
    if core.lower() in _NO_CREDENTIAL:
        return True
    if _CACHE_KEY_BEFORE.search(before):
        return True
    if _HEX_DIGEST.fullmatch(core) and _DIGEST_NAME_BEFORE.search(before):
        return True  # Secret SHA: <hex>: the digest of a secret, what a scanner reports
    path = core.rstrip(":").strip("\"'")
    if (
        path[:1] in "/~"
        and _ABSOLUTE_PATH.fullmatch(path)
        and not any(random_shaped(seg, 12) for seg in path.split("/"))
    ):
        return True
    fields = core.split(":")
    if len(fields) >= 3 and fields[-1] == fields[-2] and fields[-1].isalpha():
        return True  # host:port:db:user:pass (a pgpass line) whose password is its user
    words_before = before.split()
    if (
        _LOWER_ID.fullmatch(core)
        and len(words_before) >= 2
        and words_before[-1] in _SUB_COMMANDS
        and words_before[-2].isalpha()
        and words_before[-2].islower()
        and not any(c.isupper() for c in core)
    ):
        return True  # op item get <id>: the object a sub-command acts on
    if _SNAKE_WORDS.fullmatch(core):
        name = _name_before(before)
        words = _name_words(name.group(1)) if name is not None else []
        if words and words[-1] not in _SECRET_LAST_WORDS and not (_PRIVATE_NAMES & set(words)):
            return True
    if "t=" in text[max(0, start - 80) : end]:
        line_start = text.rfind("\n", max(0, start - 400), start) + 1
        line_end = text.find("\n", end, end + 400)
        line_end = min(len(text), end + 400) if line_end < 0 else line_end
        for signed in _SIGNED_AT.finditer(text, line_start, line_end):
            if signed.start() <= start and end <= signed.end():
                return True
    return False


# Written after batch 20 (precision by principle): what a value is by where it stands.
#
# An armored block whose label says public material or ciphertext: a certificate signing
# request (the subject and its public key, sent to a CA: as public as the certificate it
# asks for) and an encrypted file or message (``AGE ENCRYPTED FILE``, ``PGP MESSAGE``:
# readable only with the recipient's private key, committed by design in sops files).
# A private key's armor (``ENCRYPTED PRIVATE KEY`` too) never matches.
_SEALED_BLOCK = re.compile(
    r"(?s)-----BEGIN (?P<kind>(?:NEW )?CERTIFICATE REQUEST|(?:[A-Z0-9]+ )*ENCRYPTED "
    r"(?:FILE|MESSAGE|DATA)|PGP MESSAGE)-----.*?(?:-----END (?P=kind)-----|\Z)"
)
# A flag that names an SSH key (``--ssh-key``, ``--ssh-keys``, ``--ssh-key-name``): key
# material is never one shell word (a private key is a multi-line block, a public key
# its type, its body and a comment), so the word is the key's name, id or fingerprint.
_SSH_KEY_FLAG_BEFORE = re.compile(r"(?i)--?ssh[_\-]?keys?(?:[_\-](?:name|id))?(?:[ \t]+|=)\Z")
# A name of a UI slot or a message key as the value (``"password": "password_field"``,
# ``token: auth.token_label``): an i18n key or a form field's name, lowercase words whose
# last word names the slot. Letters only: a password with a digit is not kept.
_SLOT_NAME = re.compile(
    r"[a-z]{2,}(?:[_.][a-z]{2,}){0,4}[_.](?:field|label|key|placeholder|hint|title|text"
    r"|msg|message|input|prompt|error|tooltip|caption|button|heading)"
)


def _sealed_blocks(text: str) -> list[tuple[int, int]]:
    if "REQUEST-----" not in text and "ENCRYPTED" not in text and "PGP MESSAGE" not in text:
        return []
    return [m.span() for m in _SEALED_BLOCK.finditer(text)]


def _after_20_public(text: str, start: int, end: int, core: str, before: str) -> bool:
    if _SLOT_NAME.fullmatch(core):
        return True  # "password": "password_field": the slot's name, an i18n key
    # --ssh-key jane@laptop: a key's name given to a CLI
    return bool(
        _SSH_KEY_FLAG_BEFORE.search(before)
        and not any(c.isspace() for c in core)
        and not _vendor_secret(core)
    )


# Written after batch 26 (credentials that come as a public half and a secret half): the
# half meant to ship to browsers and apps is kept when the text says which half it is.
#
# A front-end framework's prefix for variables it inlines into the shipped bundle.
_FRAMEWORK_PUBLIC = re.compile(
    r"(?i)(?:next_public|nuxt_public|expo_public|vite|react_app|gatsby|vue_app|public)_"
)
# Name words that say the public half of a pair (a search-only key, an anon key, a captcha's
# site key, a client key, an app's or a key's id, a DSN); with "app"/"key" before "id".
_PUBLIC_HALF_WORDS = frozenset(
    {"search", "anon", "publishable", "public", "site", "sitekey", "client", "dsn"}
)
# Name words that say the secret half, under any prefix (NEXT_PUBLIC_…_SECRET is a mistake,
# still a secret).
_SECRET_HALF_WORDS = _PRIVATE_NAMES | frozenset(
    {
        "admin",
        "master",
        "service",
        "server",
        "management",
        "write",
        "root",
        "signing",
        "certificate",
        "cert",
        "auth",
        "token",
        "access",
    }
)
_MISPLACED_SECRET_WORDS = _PRIVATE_NAMES | frozenset(
    {"admin", "master", "service", "server", "management", "signing", "certificate", "write"}
)
# A Supabase key: a JWT whose claims name the anon role is the documented public key
# (its service_role sibling is the secret).
_JWT_SHAPE = re.compile(r"eyJ[\w\-]{10,}\.(?P<claims>eyJ[\w\-]{10,})\.[\w\-]{20,}")
_ANON_ROLE = re.compile(r'"role"[ \t]*:[ \t]*"anon"')
# A vendor's documented id or key for browsers and apps: Square's application ids
# (``sq0idp-``, sandbox ``sandbox-sq0idb-``; its secrets are ``sq0csp-`` and ``EAAA…``),
# Branch's key (``key_live_``/``key_test_``; its secret is ``secret_live_``).
_PUBLIC_ID_PREFIX = re.compile(
    r"(?:sandbox-)?sq0id[pb]-[\w\-]{16,30}|key_(?:live|test)_[A-Za-z0-9]{24,40}"
)


def _jwt_claims_anon(core: str) -> bool:
    m = _JWT_SHAPE.fullmatch(core)
    if m is None:
        return False
    claims = m.group("claims")
    try:
        decoded = b64decode(
            claims.replace("-", "+").replace("_", "/") + "=" * (-len(claims) % 4)
        ).decode("utf-8", "replace")
    except ValueError:
        return False
    return _ANON_ROLE.search(decoded) is not None


def _public_half_name(name: str) -> bool:
    """``VITE_ALGOLIA_SEARCH_KEY``, ``EXPO_PUBLIC_LINE_CHANNEL_ID``, ``SUPABASE_ANON_KEY``:
    a name that says the half meant to ship. Under a framework's public prefix a public-half
    word (or an app's/a key's id) says so; without one only ``anon`` or ``search`` with
    ``only`` do (a bare ``client`` or ``site`` names other things too)."""
    words = _name_words(name)
    if not words or any(w in _SECRET_HALF_WORDS for w in words):
        return False
    if "anon" in words or ("search" in words and "only" in words):
        return True
    name = name.rsplit(maxsplit=1)[-1]  # (the prefix starts the name's last word)
    words = _name_words(name)
    if _FRAMEWORK_PUBLIC.match(name) is None:
        return False
    if any(w in _PUBLIC_HALF_WORDS for w in words):
        return True
    return words[-1] == "id" and len(words) > 1 and words[-2] in {"app", "key", "channel"}


def _secret_under_public_prefix(name: str) -> bool:
    """``NEXT_PUBLIC_ALGOLIA_ADMIN_KEY``: the framework's prefix says where the variable
    goes, not what it holds; the name's own words say a pair's secret half (admin, master,
    service, server, management, signing): a secret put there by mistake."""
    name = name.rsplit(maxsplit=1)[-1] if name.split() else name
    prefix = _FRAMEWORK_PUBLIC.match(name)
    if prefix is None:
        return False
    return any(w in _MISPLACED_SECRET_WORDS for w in _name_words(name[prefix.end() :]))


def _after_26_public(text: str, start: int, end: int, core: str, before: str) -> bool:
    if _PUBLIC_ID_PREFIX.fullmatch(core):
        return True
    if _jwt_claims_anon(core) or _jwt_claims_anon(_enclosing_token(text, start, end)):
        return True  # (the token, or a part of it taken alone)
    if _vendor_secret(core):
        return False  # a vendor's secret format under a public name stays secret
    if _sentry_dsn_shipped(text, start, end, core, before):
        return True
    m = _name_before(before)
    return m is not None and _public_half_name(m.group(1))


# A Sentry DSN's key (32 hex digits as the URL's user, a sentry.io host) is the public
# key Sentry documents as safe to expose in client code; it is kept where the text ships
# it to clients: under a framework's public name (``EXPO_PUBLIC_SENTRY_DSN``) or as the
# ``dsn`` of an SDK's ``Sentry.init``. Elsewhere (a bare ``dsn https://…``) it stays
# redacted, as before.
_SENTRY_DSN_REST = re.compile(r"@[\w.\-]*\bsentry\.io/\d+")
_SENTRY_INIT_DSN = re.compile(r"Sentry\.init\([ \t]*\{[^}]{0,200}\bdsn[\"']?[ \t]*:[ \t]*[\"'`]?\Z")


def _sentry_dsn_shipped(text: str, start: int, end: int, core: str, before: str) -> bool:
    if not before.endswith("://") or len(core) != 32 or not _SENTRY_DSN_REST.match(text, end):
        return False
    if any(c not in "0123456789abcdef" for c in core):
        return False
    if not text.endswith("https://", 0, start):
        return False
    head = text[max(0, start - 300) : start - len("https://")]
    if _SENTRY_INIT_DSN.search(head):
        return True
    m = _name_before(head)
    if m is None:
        return False
    name = m.group(1).split()[-1]  # (the name's last word: "export X", a line's marker)
    return _FRAMEWORK_PUBLIC.match(name) is not None and "dsn" in _name_words(name)


# Written after batch 26's second round (precision and leaks by principle).
#
# A comment alone on the line that heads a block (the nearest comment line above the
# value, with no blank line between) speaks for every value of the block, as one beside
# or right above a value does: "only values that are fine to ship in the binary" over an
# app's `.env`. The block ends at a blank line or at the next comment. A value whose own
# name or line says the secret half stays judged as before.
_BLOCK_LINES = 40  # (a heading further up than this heads no block)
_BLOCK_CHARS = 16_000
_BEFORE_HEADING = re.compile(r"[ \t]*(?:[\w.\-]+[ \t]+)?")
_SAYS_SECRET_LINE = re.compile(r"(?i)secret|private|password|admin|master|server|management")


def _block_heading_says_public(text: str, start: int, end: int, before: str) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    said = _said_public_at(text)
    at = bisect_left(said, line_start)
    if at == 0:
        return False  # (nothing above the value's line says public)
    if line_start - said[at - 1] > _BLOCK_CHARS or text.find("\n\n", said[at - 1], line_start) >= 0:
        return False  # (a blank line below the last word saying public: no block holds both)
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if _SAYS_SECRET_LINE.search(text, line_start, start) or _SAYS_PRIVATE.search(
        text, end, line_end
    ):
        return False  # STREAM_API_SECRET=…, `… # server only`: the value's own words
    at = line_start
    for _ in range(_BLOCK_LINES):
        if at == 0:
            return False
        above_start = text.rfind("\n", 0, at - 1) + 1
        above = text[above_start : at - 1]
        if not above.strip():
            return False  # a blank line ends the block
        mark = _COMMENT_MARK.search(above + " ")
        if mark is not None and _BEFORE_HEADING.fullmatch(above, 0, mark.start()):
            note = above[mark.start() :].strip()  # (a comment, after a word at most)
            first = _FIRST_CLAUSE.split(note, 1)[0]
            return (
                _SAYS_PUBLIC.search(first) is not None
                and _SAYS_PRIVATE.search(note) is None
                and _NOTE_VALUE.search(note) is None
            )
        at = above_start
    return False


# A vendor's documented browser initializer, whose argument is the public key it takes:
# Kakao's `Kakao.init('<JavaScript key>')` (32 hex digits), Paddle's
# `Paddle.Initialize({ token: 'live_…' })` (or `Paddle.Setup`; a client-side token,
# `live_`/`test_`, never the `pdl_…apikey_` server key) and Algolia's lite client
# (`liteClient(appId, key)`, or any client imported from `algoliasearch/lite`: it can only
# search, so its key is a search-only key; its first argument is the application's id).
# A comment or name on the line that says secret, admin or server keeps the value hidden.
_KAKAO_INIT = re.compile(r"\bKakao\.init\([ \t]*[\"'`]\Z")
# Both vendors' browser keys are 32 small hex digits (Kakao's JavaScript key, Algolia's
# search-only key): one shape, read only after the call that names the vendor.
_HEX32_BROWSER_KEY = re.compile(r"[0-9a-f]{32}")
_PADDLE_INIT = re.compile(
    r"\bPaddle\.(?:Initialize|Setup)\([ \t\r\n]*\{[^{}]{0,300}?\btoken[\"']?[ \t]*:[ \t]*[\"'`]\Z"
)
_PADDLE_CLIENT_TOKEN = re.compile(r"(?:live|test)_[a-z0-9]{20,40}")
_LITE_CALL = re.compile(
    r"\b(?P<f>[A-Za-z_$][\w$]*)\([ \t]*[\"'`][A-Z0-9]{8,12}[\"'`][ \t]*,[ \t]*[\"'`]\Z"
)
_LITE_IMPORT = re.compile(
    r"\bimport[ \t]*\{[^}]*\bliteClient(?:[ \t]+as[ \t]+(?P<alias>[A-Za-z_$][\w$]*))?[^}]*\}"
    r"[ \t]*from[ \t]*[\"']algoliasearch/lite[\"']"
    r"|\bimport[ \t]+(?P<default>[A-Za-z_$][\w$]*)[ \t]+from[ \t]*[\"']algoliasearch/lite[\"']"
)
_ALGOLIA_APP_ID = re.compile(r"[A-Z0-9]{8,12}")  # (the application's id, first: public)
_LITE_APP_CALL = re.compile(r"\b(?P<f>[A-Za-z_$][\w$]*)\([ \t]*[\"'`]\Z")


def _client_init_public(text: str, start: int, end: int, core: str, before: str) -> bool:
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if _SAYS_SECRET_LINE.search(text, text.rfind("\n", 0, start) + 1, line_end):
        return False  # a secret, an admin or a server key put in the call by mistake
    if "Kakao.init" in before and _HEX32_BROWSER_KEY.fullmatch(core):
        return _KAKAO_INIT.search(before) is not None
    if _PADDLE_CLIENT_TOKEN.fullmatch(core) and "token" in before:
        head = text[max(0, start - 400) : start]
        return "Paddle." in head and _PADDLE_INIT.search(head) is not None
    if _HEX32_BROWSER_KEY.fullmatch(core) or _ALGOLIA_APP_ID.fullmatch(core):
        names = _lite_clients(text)
        call = (_LITE_CALL if len(core) == 32 else _LITE_APP_CALL).search(before)
        return call is not None and call.group("f") in names
    return False


@lru_cache(maxsize=8)
def _lite_clients(text: str) -> frozenset[str]:
    """The names ``text`` calls Algolia's lite client by (none unless it imports
    ``algoliasearch/lite``), found once per text."""
    if "algoliasearch/lite" not in text:
        return frozenset()
    names = {"liteClient"}
    for m in _LITE_IMPORT.finditer(text):
        names.add(m.group("alias") or m.group("default") or "liteClient")
    return frozenset(names)


# A key-listing command prints each key's *id* to name it, never the key: the first
# column of the rows under Backblaze's `b2 key list` (`b2 list-keys` before its v4), an
# application key id (`00` and 23 hex digits, or an account's 12), up to a blank line or
# the next prompt. `b2 key create` prints the key itself beside its id: still hidden.
_B2_LISTING = re.compile(r"(?<![^ \t\n])b2[ \t]+(?:key[ \t]+list|list-keys)\b")
_B2_KEY_ID = re.compile(r"00[0-9a-f]{23}|[0-9a-f]{12}")
_PROMPT_LINE = re.compile(rf"(?m)^[ \t]*{sr.PROMPT}[ \t]")


@lru_cache(maxsize=8)
def _b2_listings(text: str) -> list[int]:
    """Where each key-listing command of ``text`` ends, found once per text."""
    return [m.end() for m in _B2_LISTING.finditer(text)]


def _listed_key_id(text: str, start: int, core: str, before: str) -> bool:
    if before.strip() or not _B2_KEY_ID.fullmatch(core):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    listings = _b2_listings(text)
    at = bisect_left(listings, line_start)
    if at == 0:
        return False
    rows_at = text.find("\n", listings[at - 1], line_start)
    if rows_at < 0:
        return False
    rows = text[rows_at + 1 : line_start]
    return "\n\n" not in rows and _PROMPT_LINE.search(rows) is None


@lru_cache(maxsize=8)
def _round_26b_words(text: str) -> tuple[bool, bool]:
    """Whether ``text`` holds a key-listing command, and a browser initializer, looked up
    once per text (not for each value judged)."""
    listing = "b2 key list" in text or "b2 list-keys" in text
    return listing, "Kakao.init" in text or "Paddle." in text or "algoliasearch/lite" in text


def _after_26b_public(text: str, start: int, end: int, core: str, before: str) -> bool:
    listing, init = _round_26b_words(text)
    line_start = text.rfind("\n", 0, start) + 1
    heading = line_start > 0 and bisect_left(_said_public_at(text), line_start) > 0
    if not (listing or init or heading):
        return False  # (the cheap tests first: most spans stop here)
    if _vendor_secret(core) or _ABLY_KEY.search(_enclosing_token(text, start, end)):
        return False
    if listing and _listed_key_id(text, start, core, before):
        return True
    if init and _client_init_public(text, start, end, core, before):
        return True
    return heading and _block_heading_says_public(text, start, end, before)


# Ably's documented key format, `<app id>.<key id>:<key secret>`: the part after the colon
# is the secret (the `<app id>.<key id>` before it is the key's name, public). In a text
# that names Ably the secret is hidden wherever the format stands, also under a public
# config's name (`public: { ablyKey: "…" }`): a whole key is never public.
_ABLY_KEY = re.compile(
    r"(?<![\w.\-])[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{6}:(?P<s>[A-Za-z0-9_\-+/=]{20,})"
)


# A secret given in halves, in Chinese or Japanese: a credential's noun, then the word for
# its first half (`前半段`, `前半部分`, `上半段`; Japanese `前半`) and a copula or a colon
# (`是`, `为`, `は`, `：`): the value after it is a piece of the credential, at any length
# (6+ characters with letters and digits, as other pieces); a line within the next three
# that gives the second half (`后半段：`, `後半は`) holds its other piece. (English and the
# other languages' "first half: …" lines are read by the pieces layers above.)
_HALF_FIRST = re.compile(
    r"(?i)(?:secret|password|passwd|token|key|密钥|秘钥|密码|密碼|シークレット|パスワード"
    r"|トークン|令牌)[ \t]*(?:[的の][ \t]*)?(?:前半段|前半部分|前半|上半段|上半部分)[ \t]*"
    r"(?:是|为|為|は|:|：)[ \t]*[`\"'「]?(?P<s>[A-Za-z0-9_\-+/=]{6,200})"
)
_HALF_SECOND = re.compile(
    r"(?:后半段|後半段|后半部分|後半部分|后半|後半|下半段|下半部分)[ \t]*(?:是|为|為|は|:|：)"
    r"[ \t]*[`\"'「]?(?P<s>[A-Za-z0-9_\-+/=]{6,200})"
)


def _half_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _HALF_FIRST.finditer(text):
        reach = text.find("\n", m.end())  # (the end of its line, then of three more)
        for _ in range(3):
            if reach < 0:
                break
            reach = text.find("\n", reach + 1)
        reach = len(text) if reach < 0 else reach
        second = _HALF_SECOND.search(text, m.end(), reach)
        digits = second is not None and _digit_pieces([m.group("s"), second.group("s")])
        if not (digits or _piece_value(m.group("s"))):
            continue
        yield m.span("s")
        if second is not None and (digits or _piece_value(second.group("s"))):
            yield second.span("s")


def _after_26b_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "ably" in low and ":" in text:
        for m in _ABLY_KEY.finditer(text):
            yield m.span("s")
    if "前半" in text or "上半" in text:
        yield from _half_spans(text)


# The key argument of a MAC's, a cipher's or a signer's key constructor, by its position:
# first in ``hmac.new(key, …)``, ``HMAC(key, …)``, ``SecretKeySpec(key, …)``,
# ``new HMACSHA256(key)``, ``Fernet(key)``, ``AES.new(key, …)``; second in
# ``createHmac(alg, key)``, ``createCipheriv(alg, key, iv)``, Go's ``hmac.New(h, key)``,
# Ruby's ``OpenSSL::HMAC.hexdigest(alg, key, data)``, ``jwt.encode(payload, key)``;
# third in PHP's ``hash_hmac(alg, data, key)``. A literal there (bare, as bytes, or
# wrapped in a conversion: ``b"…"``, ``[]byte("…")``, ``Buffer.from("…", "hex")``,
# ``"…".getBytes()``) is the key, when it has a key's or a password's shape.
_KEY_CALL = re.compile(
    r"(?:(?P<first>\bhmac\.(?:new|digest|HMAC)|\bHMAC|\bHMAC(?:SHA\d+|MD5)|\bHmac(?:SHA\d+|Md5)"
    r"|\bSecretKeySpec|\bFernet|\b(?:AES|DES3?|ChaCha20(?:_Poly1305)?|Salsa20|Blowfish)\.new"
    r"|\bAESGCM|\bChaCha20Poly1305)"
    r"|(?P<second>\bcreate(?:Hmac|Cipheriv|Decipheriv)|\bhmac\.New|\bHMAC\.(?:hexdigest|digest"
    r"|base64digest)|\bjwt\.(?:encode|sign|decode|verify))"
    r"|(?P<third>\bhash_hmac)"
    r")[ \t]*\("
)
_KEY_ARGUMENT = re.compile(
    r"[ \t\r\n]*(?P<wrap>(?:[\w.\[\]]+\([ \t]*)*)(?:[bBuUrRL@]|u8)?(?P<q>[\"'])"
    r"(?P<s>[^\"'\n]{8,200})(?P=q)"
)
_KEY_CALL_WORDS = ("hmac", "cipher", "keyspec", "fernet", ".new", "jwt.", "aesgcm", "chacha20")
_PIECE_SPAN_WORDS = ("part", "chunk", "piece", "half")  # the gate of _piece_spans
_KEY_LITERAL = re.compile(r"(?=[^\s]*[A-Za-z])(?=[^\s]*\d)[\x21-\x7e]{8,200}")
_ENV_READ_WORDS = re.compile(r"(?i)env|getenv|config|settings|secret|get\(|read|load|open")


def _call_arguments(text: str, at: int) -> list[tuple[int, int]]:
    """The spans of a call's arguments from ``at`` (after its "("), to its ")"."""
    args: list[tuple[int, int]] = []
    depth, quote, begin = 0, "", at
    limit = min(len(text), at + 600)
    i = at
    while i < limit:
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = ""
        elif c in "\"'`":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                args.append((begin, i))
                return args
            depth -= 1
        elif c == "," and depth == 0:
            args.append((begin, i))
            begin = i + 1
        i += 1
    return args


def _key_argument_spans(text: str) -> Iterator[tuple[int, int]]:
    for call in _KEY_CALL.finditer(text):
        position = 0 if call.group("first") else 1 if call.group("second") else 2
        args = _call_arguments(text, call.end())
        if len(args) <= position:
            continue
        a, b = args[position]
        m = _KEY_ARGUMENT.match(text, a, b)
        if m is None or _ENV_READ_WORDS.search(m.group("wrap")):
            continue
        value = m.group("s")
        if is_placeholder(value) or _ENV_NAME.fullmatch(value):
            continue
        if (
            random_shaped(value, 12)
            or password_shaped(value)
            or (len(value) >= 16 and _mixed_hex(value))
            or (_KEY_LITERAL.fullmatch(value) and not _wordy(value))
        ):
            yield m.span("s")  # (the position says key: a letter and a digit suffice)


# A value given in numbered pieces under a key's, a token's, a secret's or a password's
# name (``key_part_1:``, ``TOKEN_CHUNK_2=``, ``secretPart3``): each piece is part of one
# secret. Two or more pieces of the same name, each with a token's shape.
_PIECE_SETTING = re.compile(
    r"(?im)^[ \t]*(?:export[ \t]+)?[\"']?(?P<k>[A-Za-z_][\w\-]*?)[_\-.]?"
    r"(?:part|piece|chunk|half|segment|fragment|shard)[_\-.]?(?P<n>\d{1,2}|[a-d])[\"']?"
    r"[ \t]*[:=][ \t]*[\"']?(?P<s>[A-Za-z0-9+/=_\-]{6,200})[\"']?[ \t]*(?:,[ \t]*)?$"
)


def _piece_spans(text: str) -> Iterator[tuple[int, int]]:
    pieces: dict[str, list[tuple[int, int]]] = {}
    for m in _PIECE_SETTING.finditer(text):
        name = m.group("k")
        words = _name_words(name)
        if not words or not (is_secret_key(name) or words[-1] in ("key", "keys")):
            continue
        value = m.group("s")
        if is_placeholder(value) or not (
            random_shaped(value, 8) or password_shaped(value) or _mixed_hex(value)
        ):
            continue
        pieces.setdefault(name.lower(), []).append(m.span("s"))
    for spans in pieces.values():
        if len(spans) >= 2:
            yield from spans


# A literal given to a decoding call (``decode('…', 'hex')``, ``unhex('…')``,
# ``from_base64('…')``) is the encoded form of a value: under an SQL column or a SET
# whose name says password, secret, token or key once its encoding word is taken off
# (``password_hex``, ``token_b64``), the decoded text is judged as the value.
_DECODE_CALL = re.compile(
    r"[ \t]*(?i:decode|unhex|from_hex|fromhex|from_base64|decode_base64|hextoraw|"
    r"convert_from)[ \t]*\([ \t]*(?:[\w.]+[ \t]*\([ \t]*)?'(?P<s>[A-Za-z0-9+/=]{6,400})'"
)
# (every span of _decoded_sql_spans is a match of _DECODE_CALL, which holds one; no
# letter of them is one an ignore-case regex reads in another letter: i, k or s)
_DECODE_WORDS_20 = (
    "decode", "unhex", "from_hex", "fromhex", "from_ba", "hextoraw", "convert_from",
)  # fmt: skip
_SQL_SET_DECODED = re.compile(r"(?i)\bset\s+(?P<n>[\w\"`\[\]]{1,64})\s*=(?=\s*\w+\s*\()")
_ENCODING_SUFFIX = re.compile(r"(?i)[_\-.]?(?:hex|b64|base64|encoded|bytes|bin|raw)\Z")


def _decoded_value(encoded: str) -> str | None:
    try:
        if len(encoded) % 2 == 0 and all(c in string.hexdigits for c in encoded):
            raw = bytes.fromhex(encoded)
        else:
            raw = b64decode(encoded + "=" * (-len(encoded) % 4), validate=True)
        decoded = raw.decode("utf-8")
    except ValueError:
        return None
    return decoded if decoded.isprintable() else None


def _decoded_credential(name: str, encoded: str) -> bool:
    name = name.strip('"`[] ')
    while (m := _ENCODING_SUFFIX.search(name)) is not None and m.start() > 0:
        name = name[: m.start()]
    if not is_secret_key(name):
        return False
    decoded = _decoded_value(encoded)
    if decoded is None:
        return _random_literal(encoded)
    return not is_placeholder(decoded) and (_random_literal(decoded) or password_shaped(decoded, 8))


def _decoded_sql_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "insert" in low and "values" in low:
        for m in _SQL_INSERT.finditer(text):
            at = m.end()
            for name in m.group("cols").split(","):
                v = _SQL_VALUE.match(text, at)
                if v is None:
                    break
                if v.group("s") is None:
                    d = _DECODE_CALL.match(text, v.start(), v.end())
                    if d is not None and _decoded_credential(name, d.group("s")):
                        yield d.span("s")
                at = v.end()
                if text[at : at + 1] != ",":
                    break
                at += 1
    if "set" in low:
        for m in _SQL_SET_DECODED.finditer(text):
            d = _DECODE_CALL.match(text, m.end())
            if d is not None and _decoded_credential(m.group("n"), d.group("s")):
                yield d.span("s")


# An upper-case setting named ``…_KEY`` (``X_TRANS_KEY=…``, ``export FOO_KEY=…``) whose
# value, alone on its line, has a token's shape from 10 characters: both cases and
# digits, not words. (Shorter than the 20 a bare "key" needs elsewhere: an environment
# setting's name ending in KEY, with such a value, is a credential; a data structure's
# key names — PARTITION_KEY, CACHE_KEY — are left out.)
_ENV_KEY_LINE = re.compile(
    r"(?m)^[ \t]*(?:export[ \t]+)?(?P<k>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_KEY)[ \t]*=[ \t]*"
    r"(?P<q>[\"']?)(?P<s>[A-Za-z0-9]{10,19})(?P=q)[ \t]*\r?$"
)


def _short_env_key_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _ENV_KEY_LINE.finditer(text):
        words = _name_words(m.group("k"))
        if set(words[:-1]) & (_DATA_KEYS | _PUBLIC_NAMES | _ID_WORDS):
            continue
        value = m.group("s")
        if (
            any(c.isupper() for c in value)
            and any(c.islower() for c in value)
            and any(c.isdigit() for c in value)
            and random_shaped(value, 10)
            and not is_placeholder(value)
        ):
            yield m.span("s")


# A Markdown table: a header row, then its delimiter row (``|---|:--:|``); the header's
# cell names every value under it, and a code span's backticks are formatting. A column
# named for a secret (``token``, ``password``, ``api key``) holds secrets: each value of
# a token's or a password's shape is hidden (the header may follow other text on its
# line; the columns are counted by their pipes).
_MD_DELIMITER = re.compile(
    r"[ \t]*(?:\|[ \t]*)?:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+(?:\|[ \t]*)?\r?"
)


def _markdown_table_spans(text: str) -> Iterator[tuple[int, int]]:
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    i = 1
    while i < len(lines):
        if not (_MD_DELIMITER.fullmatch(lines[i]) and "|" in lines[i - 1]):
            i += 1
            continue
        header = lines[i - 1].split("|")
        width = len(header)
        columns = [
            n
            for n, cell in enumerate(header)
            if cell.strip() and is_secret_key(cell.strip().split()[-1] if n == 0 else cell.strip())
        ]
        i += 1
        while i < len(lines) and lines[i].count("|") == width - 1:
            row = lines[i]
            parts = row.split("|")
            at = starts[i]
            offsets = []
            for part in parts:
                offsets.append(at)
                at += len(part) + 1
            for n in columns:
                value = parts[n].strip().strip("`\"'")
                if not _BOXED_CELL.fullmatch(value) or is_placeholder(value):
                    continue
                if password_shaped(value, 6) or random_shaped(value):
                    start = offsets[n] + parts[n].find(value)
                    yield start, start + len(value)
            i += 1


_DISPATCH_WORDS["_after_20_spans"] = (
    *_KEY_CALL_WORDS, *_PIECE_SPAN_WORDS, *_DECODE_WORDS_20, "_key", "|",
)  # fmt: skip


def _after_20_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "(" in text and _any_word(low, _KEY_CALL_WORDS, mask):
        yield from _key_argument_spans(text)
    if _any_word(low, _PIECE_SPAN_WORDS, mask) and (":" in text or "=" in text):
        yield from _piece_spans(text)
    if "(" in text and "'" in text and _any_word(low, _DECODE_WORDS_20, mask):
        yield from _decoded_sql_spans(text, low)
    if "_KEY" in text and "=" in text:
        yield from _short_env_key_spans(text)
    if "|" in text and "---" in text:
        yield from _markdown_table_spans(text)


# A DOI (``10.<registrant>/<suffix>``) names a publication: public whatever names it
# (``&doi=10.1016/j.jth.2019.05.008`` in a scholar link). Found on the real transcripts.
_DOI = re.compile(r"10\.\d{4,9}/[-._;()/:\w]+")


# Written after batch 21 (long blocks: one wrong value changes the whole text). Values the
# text itself says are not credentials, by principle:
# 1. ids printed as ids: a key's id where a command or its output names it as one (an
#    OpenPGP ``ed25519/<hex>``, ``--send-keys <hex>``, ``keys disable <id>``, a row under
#    a ``KEY_ID`` header), an id after a resource flag (``--cluster lkc-…``), a commit
#    before a ref (``<sha>\tHEAD``), a version's build metadata (``2.6.0+c1e68ef``), a
#    value named ``…Sid`` (here or elsewhere in the text), a W3C ``traceparent``;
# 2. references and code: a variable's member (``$item.Password``), a templating
#    function (``$__file{…}``), a concatenated variable (``"Token "+c.token``), the
#    message of a shell's ``${X:?message}``;
# 3. prompts and words: a prompt's first word (``Vault password:`` with nothing after it),
#    a sentence (words with punctuation), an algorithm's name under ``Algorithm:``, an
#    address at a reserved domain (``anonymous@example.com``), a user name that is a word;
# 4. paths and commands: a path (``command=/opt/…``), a package's file name, a glob, a
#    hostname, ``k=v`` settings of words, a source location (``auth.go:214:Func``), a
#    regular expression;
# 5. placeholders: a port and a path after ``@HOST:``, a value ending in ``EXAMPLE`` (a
#    vendor's documented example), a prefix then a run of consecutive characters
#    (``re_123456789``), a phrase that says it is not for use (``…-do-not-use-…``), a
#    documented default followed by its string's closing quote;
# 6. a Postman variable's value whose ``"key"`` names an id.
_KEY_ID_BEFORE = re.compile(
    r"(?i)(?:\b(?:rsa|dsa|elg|ed25519|ed448|cv25519|cv448|nistp\d+|brainpoolp\d+r1|secp256k1)"
    r"\d*/|--(?:send|recv|refresh|delete|delete-secret|delete-secret-and-public)-keys?"
    r"[ \t]+(?:[0-9a-f]+[ \t]+)*|--(?:export|export-secret-keys|export-secret-subkeys"
    r"|edit-key|sign-key|lsign-key|fingerprint|list-keys|list-secret-keys|list-sigs"
    r"|check-sigs|default-key|local-user|recipient)(?:[ \t]+--?[\w-]+)*[ \t=]+"
    r"|\b(?:sending|requesting|receiving|importing|exporting|signing)[ \t]+key[ \t]+"
    r"|\bgpg:[ \t]+key[ \t]+|\bkeys[ \t]+(?:list|disable|enable|delete|describe|get|show)"
    r"[ \t]+|\b(?:disabled|enabled|deleted|created|revoked)[ \t]+key[ \t]+\[?)\Z"
)
_HEX_KEY_ID = re.compile(r"[0-9A-Fa-f]{8}|[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40}")
_KEY_ID_HEADER = re.compile(r"(?m)^[ \t]*KEY[_ ]ID[ \t]{2,}[A-Z]")
_RESOURCE_FLAG = re.compile(
    r"--(?:cluster|resource|environment|env|org|organization|project|workspace|instance"
    r"|pool|network|vpc|subnet|tenant|service-account|compute-pool|schema-registry)(?:-id)?"
    r"[ \t=]+\Z"
)
_PREFIXED_ID = re.compile(r"[a-z]{1,5}-[a-z0-9]{4,32}")
_BUILD_VERSION = re.compile(r"v?\d+(?:\.\d+){1,3}(?:-[\w.]+)?\+[\w.]+")
_SID_BEFORE = re.compile(r"(?P<name>\w*)[sS]id[\"']?[ \t]*:[ \t]*[\"']?\Z")
_TRACEPARENT = re.compile(r"[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}(?:-[0-9a-f]{2})?")
_MEMBER_REFERENCE = re.compile(r"\$[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[[^\]\n]{1,40}\])+")
_TEMPLATE_CALL = re.compile(r"\$__\w+\{[^{}\n]*\}[`\"']?")
_CONCATENATED = re.compile(r"\+[ \t]*[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?:\(\))?")
_SHELL_MESSAGE = re.compile(r"\$\{\w+:?\?[^}\n]*\Z")
_PROMPT_REST = re.compile(
    r"(?i)[ \t]+(?:[a-z]+[ \t]+){0,3}(?:password|passphrase|passcode|pin)(?:[ \t]+for[^:\n]*)?"
    r":[ \t]*\**[ \t]*(?:\r?\n|\Z)"
)
_SENTENCE_WORD = re.compile(r"\(?[A-Za-z][a-z]+[,;.)]?")
_ALGORITHM_BEFORE = re.compile(r"(?i)algorithm[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_ALGORITHM_NAME = re.compile(
    r"(?i)[a-z0-9]*(?:rsa|ecdsa|dsa|sha\d*|ed25519|ed448|hmac|aes|md5|pss|gcm|chacha)[\w.\-]*"
)
_RESERVED_ADDRESS = re.compile(
    r"(?i)(?:anonymous|ftp|guest)@[\w.\-]+|[\w.+\-]+@(?:[\w\-]+\.)*(?:example\.(?:com|net|org)"
    r"|example|test|invalid|localhost)"
)
_USER_BEFORE = re.compile(r"(?i)(?:user|username|login)[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_USER_WORD = re.compile(r"[a-z][a-z._\-]{1,31}")
_PLAIN_PATH = re.compile(r"(?:[a-z_]\w*=)?(?:/[a-z_][a-z0-9_.\-]*){2,}/?")
_PACKAGE_FILE = re.compile(
    r"(?:[\w.\-]+/)*[A-Za-z][\w.\-]*\.(?:whl|egg|tar\.gz|tgz|zip|jar|war|gem|deb|rpm|nupkg"
    r"|apk|dmg|msi)"
)
_GLOB_PATH = re.compile(r"(?:\d{1,6}:)?[\w./\-]*/[\w.\-]*\*[\w.*/\-]*")
_HOSTNAME = re.compile(
    r"(?:(?:host|hostname|server|addr)=)?[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9][a-z0-9\-]*){2,}"
    r"\.[a-z]{2,12}"
)
_WORD_SETTINGS = re.compile(
    r"[a-z_][a-z0-9_]*=[a-z0-9_.,:/\-]+(?:[ \t]+[a-z_][a-z0-9_]*=[a-z0-9_.,:/\-]+)*"
)
_SOURCE_LOCATION = re.compile(r"\d{1,6}:[A-Za-z_]\w*")
_SOURCE_FILE_BEFORE = re.compile(r"\w\.[a-z]{1,5}:\Z")
_REGEX_VALUE = re.compile(r"\^?[\w.*+?\\@\[\]()|\-]*(?:\\\.|\.\*|\.\+)[\w.*+?\\@\[\]()|\-$]*")
_PORT_PATH = re.compile(r"\d{1,5}(?:/[\w.\-]*)?(?:\?[\w=&.\-%]*)?")
_AT_HOST_BEFORE = re.compile(r"@[\w.\-]+:\Z")
_DOCUMENTED_EXAMPLE = re.compile(r"[\w/+=]{0,60}EXAMPLE(?:KEY)?")
_PREFIXED_RUN = re.compile(r"[A-Za-z]{1,10}[_\-](?P<run>[A-Za-z0-9]{6,})")
_NOT_FOR_USE = frozenset(
    {"insecure", "example", "placeholder", "dummy", "changeme", "change", "replace", "fake"}
    | {"sample", "not"}
)
_POSTMAN_KEY_BEFORE = re.compile(
    r"\"key\"[ \t]*:[ \t]*\"(?P<name>[\w.\-]{1,60})\"[ \t]*,[ \t]*\"value\"[ \t]*:[ \t]*\"\Z"
)


_HOST_OR_USER_KEY = re.compile(
    r"(?i)(?:^|[\s_\-.\"'])(?:host|hostname|server|user|username|login)[\"']?[ \t]*:[ \t]*[\"']?\Z"
)
_PLAIN_HOST = re.compile(r"[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9][a-z0-9\-]*)+")
_PLAIN_USER = re.compile(r"[a-z][a-z0-9_.\-]{1,31}")


def _encoded_host_or_user(core: str, before: str) -> bool:
    """Base64 of a hostname or of a user name that is a word, under a key naming a host or
    a user (a Kubernetes Secret's ``host:``/``username:``): what every config prints."""
    if len(core) < 8 or not _HOST_OR_USER_KEY.search(before):
        return False
    plain = _decoded_value(core)
    return plain is not None and (
        bool(_PLAIN_HOST.fullmatch(plain))
        or (bool(_PLAIN_USER.fullmatch(plain)) and not random_shaped(plain, 8))
    )


@lru_cache(maxsize=8)
def _key_id_header(text: str) -> int:
    """Where the text's first ``KEY_ID`` column header starts (its length when none)."""
    header = _KEY_ID_HEADER.search(text) if "KEY" in text else None
    return header.start() if header is not None else len(text)


def _few_digits(path: str) -> bool:
    """A path of names: no segment holds more than three digits."""
    return all(sum(c.isdigit() for c in part) <= 3 for part in path.split("/"))


def _consecutive(run: str) -> bool:
    codes = list(map(ord, run))
    return len(run) >= 6 and all(step == 1 for step in map(_minus, codes[1:], codes[:-1]))


def _sid_named(text: str, at: int) -> bool:
    """``sid: x``, ``accountSid: 'x'``: an object's string id; not a session's (``sessid``)
    nor a cookie's (``Cookie: sid=…``)."""
    name = _SID_BEFORE.search(text, max(0, at - 40), at)
    if name is None or any(w in name.group("name").lower() for w in ("ses", "auth", "secret")):
        return False
    line_start = text.rfind("\n", 0, at) + 1
    return "cookie" not in text[line_start:at].lower()


_SID_VALUE = re.compile(r"[sS]id[\"']?[ \t]*:[ \t]*[\"']?(?P<v>[\w.\-:/+=]{1,120})")


@lru_cache(maxsize=8)
def _sid_values(text: str) -> frozenset[str]:
    """The values the text names ``…Sid``, found once per text rather than per value."""
    if "id" not in text:
        return frozenset()
    return frozenset(
        m.group("v") for m in _SID_VALUE.finditer(text) if _sid_named(text, m.start("v"))
    )


def _named_sid(text: str, value: str) -> bool:
    return value in _sid_values(text)


def _after_21_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` ")
    if not core or len(core) > 200:
        return False
    return (
        _id_printed_as_id(text, start, end, core, before)
        or _reference_in_code(text, start, core, before)
        or _prompt_or_words(text, end, core, before)
        or _path_or_command(core, before)
        or _placeholder_or_example(text, start, value, core, before)
    )


def _id_printed_as_id(text: str, start: int, end: int, core: str, before: str) -> bool:
    bare = core.strip("[]")
    if _HEX_KEY_ID.fullmatch(bare) and _KEY_ID_BEFORE.search(before):
        return True  # gpg --send-keys <hex>, ed25519/<hex>, keys disable <id>
    if (
        _HEX_KEY_ID.fullmatch(bare)
        and (not before or before.isspace())
        and _key_id_header(text) < start
    ):
        return True  # a row of a listing under its KEY_ID column
    if _PREFIXED_ID.fullmatch(core) and _RESOURCE_FLAG.search(before):
        return True  # --cluster lkc-…: a resource's id
    if "+" in core and _BUILD_VERSION.fullmatch(core):
        return True
    if _ID_VALUE.fullmatch(core) and _named_sid(text, core):
        return True
    if _TRACEPARENT.fullmatch(core):
        return True
    if _encoded_host_or_user(core, before):
        return True
    name = _POSTMAN_KEY_BEFORE.search(before) or _POSTMAN_KEY_BEFORE.search(
        text, max(0, start - 120), start
    )
    return name is not None and _id_named(name.group("name"))


def _reference_in_code(text: str, start: int, core: str, before: str) -> bool:
    if core[0] == "$" and (_MEMBER_REFERENCE.fullmatch(core) or _TEMPLATE_CALL.fullmatch(core)):
        return True  # -Password $item.Password, $__file{/run/secrets/x}
    if _CONCATENATED.fullmatch(core) and before.endswith(("'", '"')):
        at = text.find(core, start) + len(core)
        if text[at : at + 1] != before[-1]:
            return True  # "Token "+c.token (not PASS="+k2Lm…": a quoted value, after batch 22)
    line_start = text.rfind("\n", 0, start) + 1
    if not _holds_between(text, "${", line_start, start):
        return False
    message = _SHELL_MESSAGE.search(text, line_start, start)
    return message is not None and "}" in text[start : text.find("\n", start) % (len(text) + 1)]


def _prompt_or_words(text: str, end: int, core: str, before: str) -> bool:
    if core.isalpha() and (not before or before.isspace()) and _PROMPT_REST.match(text, end):
        return True  # Vault password: (a prompt, nothing typed after it)
    words = core.split()
    if (
        len(words) >= 4
        and sum(bool(_SENTENCE_WORD.fullmatch(w)) for w in words) >= len(words) - 1
        and (any(c in core for c in "(),;") or text[end : end + 2] in (" (", ", ", "; "))
    ):
        return True  # a sentence: words with punctuation
    if _ALGORITHM_BEFORE.search(before) and _ALGORITHM_NAME.fullmatch(core):
        return True
    if "@" in core and _RESERVED_ADDRESS.fullmatch(core):
        return True
    return bool(_USER_BEFORE.search(before) and _USER_WORD.fullmatch(core))


def _path_or_command(core: str, before: str) -> bool:
    path = core.rstrip(":")
    if "/" in path and _PLAIN_PATH.fullmatch(path) and _few_digits(path):
        return True
    if "." in path and _PACKAGE_FILE.fullmatch(path):
        return True
    if "*" in path and _GLOB_PATH.fullmatch(path):
        return True
    if "." in core and _HOSTNAME.fullmatch(core):
        return True
    if (
        "=" in core
        and _WORD_SETTINGS.fullmatch(core)
        and not any(
            is_secret_key(key) or random_shaped(setting, 12) or random_shaped(key, 8)
            for key, _, setting in (pair.partition("=") for pair in core.split())
        )
    ):
        return True  # ansible -a 'gather_subset=min'
    if _SOURCE_LOCATION.fullmatch(core) and _SOURCE_FILE_BEFORE.search(before):
        return True  # auth.go:214:SignInPost()
    return (".*" in core or ".+" in core or "\\." in core) and bool(_REGEX_VALUE.fullmatch(core))


def _placeholder_or_example(text: str, start: int, value: str, core: str, before: str) -> bool:
    if _PORT_PATH.fullmatch(core) and _AT_HOST_BEFORE.search(before):
        return True  # …@HOST:5432/appdb: a port and a path
    if _DOCUMENTED_EXAMPLE.fullmatch(core):
        return True
    run = _PREFIXED_RUN.fullmatch(core)
    if run is not None and _consecutive(run.group("run")):
        return True
    words = re.split(r"[-_]", core.lower())
    if (
        len(words) >= 4
        and all(w.isalpha() for w in words)
        and any(w in _NOT_FOR_USE for w in words)
    ):
        return True  # django-insecure-dev-only-do-not-use-in-production
    closed = core.rstrip("\"',;")
    return closed != core and _same_as_user(text, start, closed)


# Written after batch 22 (look-alikes), what the text says a value is:
# - a crypt hash's prefix (``$6$``, ``$6$rounds=N$``, ``$2b$12$``) before a placeholder
#   (``$6$rounds=656000$REPLACE_WITH_…``): where a generated hash goes, none yet;
# - a container secret's spec after its flag (``--secret tls_key,target=/etc/tls/key.pem``,
#   ``--secret id=npmrc,src=$HOME/.npmrc``): a secret's name and where it is mounted,
#   never its value;
# - an API object's id by a documented prefix (Stripe's ``we_…`` webhook endpoint, beside
#   ``cus_``, ``evt_``…) under a name that names no secret (``…_WEBHOOK_ENDPOINT``);
# - a label that says in brackets the value is public (``検索専用キー(公開前提)は <key>``,
#   ``search key (public): <key>``), the mirror of ``(public)`` after a value;
# - a UUID under a JSON key naming a session (``"session": "<uuid>"``): the id of an agent's
#   or an app's session, as ``session_id`` (after batch 21); a cookie or a header keeps
#   hiding it;
# - the name after ``env:`` or ``env(…:`` (PowerShell's ``$env:``, Symfony's
#   ``%env(resolve:X)%``: a reference to a variable, whatever its shape).
# (its rest in crypt's alphabet, ./0-9A-Za-z, or a placeholder's: a value with @, &, %
# or # in it, as a Django key drawn from symbols, is no crypt string whatever it begins with)
_CRYPT_HEAD = re.compile(r"\$[0-9a-z]{1,3}\$(?:rounds=\d{1,7}\$|\d{2}\$)?(?P<rest>[\w./$<>{}\-…]*)")
_SECRET_SPEC_FLAG = re.compile(r"(?<![\w\-])--(?:secret|mount)[ \t=]+\Z")
_SECRET_SPEC = re.compile(
    r"(?:(?:id|source|src)=)?[A-Za-z_][\w.\-]{0,63}(?:,[a-z]{2,12}=[\w.\-/$~{}]{1,200}){1,6}"
)
_OBJECT_ID_PREFIXES = (*_ID_PREFIXES, "we_", "sub_", "in_", "pm_", "seti_", "txn_", "acct_")
_OBJECT_ID = re.compile(r"[a-z]{2,6}_[A-Za-z0-9]{14,32}")
_PUBLIC_LABEL = re.compile(
    r"(?i)[(（][^()（）\n]{0,16}(?:public|publishable|公開|公开|öffentlich|pública?o?|pubblica?o?"
    r"|publique)[^()（）\n]{0,16}[)）][ \t]*(?:[:：=]|は|is|ist|es|est|è|é)?[ \t]*(?:\n[ \t]*)?\Z"
)
_ENV_REF_BEFORE = re.compile(r"(?i)\benv(?::|\((?:[a-z_]+:)*)\Z")
_VARIABLE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,127}")
_SESSION_JSON_KEY = re.compile(r"(?i)\"(?:session|session_?id)\"[ \t]*:[ \t]*\"\Z")
_OBJECT_ID_NAME = re.compile(r"(?P<name>[A-Za-z_][\w.\-]*)[\"']?[ \t]*[:=][ \t]*[\"']?\Z")


def _after_22_public(text: str, start: int, value: str, before: str) -> bool:
    core = value.strip("\"'` ")
    if not core or len(core) > 240:
        return False
    if "$" in text[max(0, start - 40) : start + 3]:
        token_start = max(text.rfind(c, 0, start) for c in " \t\n\"'") + 1
        head = text.find("$", token_start, start + 1)
        crypt = (
            _CRYPT_HEAD.fullmatch(text, head, start + len(value.rstrip("\"' ")))
            if head >= 0
            else None
        )
        if crypt is not None:
            last = crypt.group("rest").rsplit("$", 1)[-1]
            if last and is_placeholder(last):
                return True
    if "," in core and _SECRET_SPEC.fullmatch(core) and _SECRET_SPEC_FLAG.search(before):
        name = core.split(",", 1)[0].rpartition("=")[2]
        if not random_shaped(name, 12):
            return True
    if "_" in core and _OBJECT_ID.fullmatch(core) and core.startswith(_OBJECT_ID_PREFIXES):
        named = _OBJECT_ID_NAME.search(before)
        if named is not None and not is_secret_key(named.group("name")):
            return True
    if _UUID.fullmatch(core) and _SESSION_JSON_KEY.search(before):
        return True
    if (
        "env" in before[-40:].lower()
        and _ENV_REF_BEFORE.search(before)
        and _VARIABLE_NAME.fullmatch(core)
    ):
        return True  # password=$env:DB_PASS_2: PowerShell's reference to a variable
    if ")" in before or "）" in before or before.strip() == "":
        window = text[max(0, start - 60) : start]
        if ")" in window or "）" in window:
            return _PUBLIC_LABEL.search(window) is not None
    return False


# Written after batch 21 (leaks): where a value stands says it is a credential.
# - A table row whose first cell names a secret (``| DB_PASSWORD | <value> | … |``, a
#   ``wp config list`` or ``SHOW VARIABLES`` table): the next cell is its value, hidden
#   when it has a password's or a token's shape.
# - A name for a session's id in any spelling (``sessionid``, ``session_id``,
#   ``PHPSESSID``, ``JSESSIONID``, ``session_key``): the session's credential (see the
#   ids above), hidden when its value is 16+ letters and digits mixed.
_NAMED_ROW = re.compile(
    r"(?m)^[ \t]*(?:\|[ \t]*)?(?P<name>[A-Za-z_][\w.\-]{1,60})[ \t]*\|"
    r"[ \t]*(?P<v>[^\s|]{6,200})[ \t]*\|"
)
_SESSION_VALUE = re.compile(
    r"(?i)(?<![a-z])(?:[a-z]*sess(?:ion)?[_\-.]?(?:id|key|token))[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<v>[A-Za-z0-9]{16,256})\b"
)


# The names _SESSION_VALUE matches end with, lowercase (every match holds one).
_SESSION_NAMES = tuple(
    f"sess{ion}{sep}{end}"
    for ion in ("", "ion")
    for sep in ("", "_", "-", ".")
    for end in ("id", "key", "token")
)
_UUID_LIKE = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-")


def _session_values(text: str) -> Iterator[re.Match[str]]:
    """``_SESSION_VALUE.finditer(text)``: its matches hold "sess" (any case) and never
    cross a line (its leading ``[a-z]*`` tried at every letter of a note that says
    "Session" was most of this layer's time on short notes)."""
    return _on_lines_holding(text, _SESSION_VALUE, ("sess",))


def _after_21_spans(
    text: str, low: str | None = None, mask: int | None = None
) -> Iterator[tuple[int, int]]:
    if "|" in text:
        for row in _NAMED_ROW.finditer(text):
            value = row.group("v")
            if is_secret_key(row.group("name")) and (
                password_shaped(value) or random_shaped(value)
            ):
                yield row.span("v")
    if ("sess" in text or "SESS" in text or "Sess" in text) and (
        low is None or _any_word(low, _SESSION_NAMES, mask) or not folds_in_place(text, low)
    ):
        for named in _session_values(text):
            value = named.group("v")
            if (
                sum(c.isdigit() for c in value) >= 3
                and sum(c.isalpha() for c in value) >= 3
                and not _UUID_LIKE.match(value)
            ):
                yield named.span("v")  # (a UUID is a session's id in a log, not its cookie)


# Written after batch 22 (leaks): a secret given in pieces, each piece hidden.
# - Pieces named as pieces of one secret: two or more names that share a stem ending in a
#   credential word and differ only by a piece's suffix (``tokenPrefix``/``tokenSuffix``,
#   ``DB_PASS_HEAD``/``DB_PASS_TAIL``, ``MAPS_KEY_A``/``MAPS_KEY_B``, ``secret_part1``/
#   ``secret_part2``): each value with letters and digits mixed (8+ characters) is a piece.
#   One name alone (``token_prefix: ghp_``) says nothing: a prefix can be public.
# - Pieces announced as parts: two or more consecutive lines ``Part 1: <v>``, ``Teil 2:
#   <v>``, ``second half: <v>`` (in the languages of the credential words), within three
#   lines after a line that names a credential: each value with letters and digits is a
#   piece.
_PIECE_NAME = re.compile(
    r"(?i)(?P<stem>(?:token|key|secret|passw(?:or)?d|pass"
    r"|pwd|pw|passphrase|credentials?|auth))(?P<piece>[_\-.]?(?:prefix|suffix|head|tail|start"
    r"|end|first|second|third|half[_\-]?[1-4]?|part[_\-]?[1-4]?|pt[_\-]?[1-4])|[_\-.][a-d]|[_\-.]?[1-4])"
    r"[\"']?[ \t]*(?::=|=|:)[ \t]*[\"']?(?P<v>[^\s\"'`,;)}\]\\]{8,200})"
)
_PIECE_NAME_GATE = (
    "prefix", "suffix", "head", "tail", "start", "end", "first", "second", "third", "half",
    "part", "pt", "_a", "_b", "-a", "-b", "_1", "_2", "-1", "-2", "key1", "key2", "word1",
    "word2", "token1", "token2", "secret1", "secret2", "pass1", "pass2", "pwd1", "pwd2",
    "auth1", "auth2", ".a", ".b", ".1", ".2",
)  # fmt: skip
# Every match of _PIECE_NAME holds one of these (its stem, any case): found with the gates,
# a bit test before the piece words are searched (where the lowercase text holds the
# stem wherever the regex finds it: prescan.folds_in_place).
_PIECE_STEMS = ("token", "key", "secret", "pass", "pw", "credential", "auth")
_PART_LINE = re.compile(
    r"(?im)(?<!\w)(?:(?:part|teil|parte|partie|deel|część|czesc|часть|kısım|parça|osa"
    r"|del|rész|díl|파트|部分|パート|パーツ)[ \t]*(?:[#№][ \t]*)?[1-9]"
    r"|(?:first|second|third|1st|2nd|3rd|erste|zweite|dritte|prima|seconda|terza|primera"
    r"|segunda|tercera|première|premiere|deuxième|deuxieme|seconde|troisième)[ \t]+"
    r"(?:half|part|hälfte|haelfte|teil|metà|meta|parte|mitad|moitié|moitie|partie))"
    r"[ \t]*[:：=\-–][ \t]*[`\"']?(?P<v>[^\s`\"']{6,200})[`\"']?[ \t]*$"
)
_PART_GATE = (
    "part", "teil", "deel", "część", "czesc", "часть", "kısım", "parça", "rész", "díl",
    "파트", "部分", "パート", "パーツ", "half", "hälfte", "haelfte", "metà", "mitad", "moitié",
    "moitie",
)  # fmt: skip
_CREDENTIAL_WORDS = ("password", "passphrase", "token", "secret", "key", *_FOREIGN_WORDS)


def _piece_value(value: str) -> bool:
    core = value.strip("=")
    return (
        len(core) >= 6
        and any(c.isdigit() for c in core)
        and sum(c.isalpha() for c in core) >= 3
        and not is_placeholder(core)
        and not _wordy(core)
    ) or password_shaped(core)


def _after_22_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if (
        ("=" in text or ":" in text)
        and (_any_word(low, _PIECE_STEMS, mask) or not folds_in_place(text, low))
        and any(w in low for w in _PIECE_NAME_GATE)
    ):
        pieces: dict[str, list[tuple[str, tuple[int, int], str]]] = {}
        for m in _PIECE_NAME.finditer(text):
            head = _STEM_HEAD.search(text, max(0, m.start() - 60), m.start())
            first = head.start() if head is not None else m.start()
            if first and (text[first - 1].isalnum() or text[first - 1] in "_.-"):
                continue  # (the name starts 60+ characters back: not a name)
            name = text[first : m.end("stem")]
            stem = re.sub(r"[_\-.]", "", name.lower())
            if not is_secret_key(name) and not _SECRET_STEM_END.search(stem):
                continue
            piece = re.sub(r"[_\-.]", "", m.group("piece").lower())
            pieces.setdefault(stem, []).append((piece, m.span("v"), m.group("v")))
        for found in pieces.values():
            if len({piece for piece, _, _ in found}) < 2:
                continue
            for _, span, value in found:
                if _piece_value(value):
                    yield span
    if _any_word(low, _PART_GATE, mask):
        yield from _part_line_spans(text, low)
    if len(low) == len(text) and _any_word(low, _QUOTED_GATE, mask):
        for m in _QUOTED_PASSPHRASE.finditer(low):
            if not any(w in _PROSE_WORDS for w in m.group("s").split()):
                yield m.span("s")


# - A passphrase of words in quotes after a word for a password and a copula in any of
#   the languages of the credential words (``la passphrase è "gatto … 7 …"``, ``das
#   Passwort ist „…"``): the words (a number among them) are the value, as after "is".
#   (After batch 23: the compounds that say passphrase, ``wachtwoordzin``,
#   ``Passwortsatz``, ``lösenordsfras``, ``salasanalause``, are the word too.)
_QUOTED_PASSPHRASE = re.compile(
    r"\b(?:pass(?:word|phrase|wd|wort|ord)?|pass[ \t]+phrase|kennwort|mot de passe"
    r"|contraseña|contrasena|senha|parola(?: d'ordine)?|wachtwoord(?:zin)?|hasło|heslo|пароль"
    r"|lösenord(?:sfras(?:en)?)?|salasana(?:lause)?|(?:passwort|kennwort)satz)\b[^\n:=\"'“„«]{0,40}?(?::|=|\b(?:is|was|ist|war|est|es|era|è|é"
    r"|är|er|jest|je|на|это)\b)[ \t]*[\"“„«](?P<s>[^\W\d_]{3,12}(?:[ \t]+(?:[^\W\d_]{2,12}"
    r"|\d{1,4})){2,7})[\"”“»]"
)
_QUOTED_GATE = (
    "pass", "kennwort", "mot de passe", "contrase", "senha", "parola", "wachtwoord", "hasło",
    "heslo", "пароль", "lösenord", "salasana",
)  # fmt: skip


_STEM_HEAD = re.compile(r"[A-Za-z_][\w.\-]*\Z")
_SECRET_STEM_END = re.compile(r"(?:token|key|secret|passw(?:or)?d|pass|pwd|pw|passphrase|auth)\Z")


def _part_line_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    run: list[re.Match[str]] = []
    for m in _PART_LINE.finditer(text):
        if m.start() - (text.rfind("\n", 0, m.start()) + 1) > 120:
            continue  # (a label within a line's first 120 characters: a chat line's prefix)
        if run and text.count("\n", run[-1].end(), m.start()) > 3:
            yield from _announced(text, low, run)
            run = []
        run.append(m)
    if run:
        yield from _announced(text, low, run)


def _announced(text: str, low: str, run: list[re.Match[str]]) -> Iterator[tuple[int, int]]:
    if len(run) < 2:
        return
    first = run[0].start()
    window = low[_line_start(text, first, 3) : run[0].start("v")]
    if not any(word in window for word in _CREDENTIAL_WORDS):
        return
    digits = _digit_pieces([m.group("v") for m in run])
    for m in run:
        value = m.group("v")
        if digits or _piece_value(value) or random_shaped(value, 8) or password_shaped(value):
            yield m.span("v")


def _digit_pieces(values: list[str]) -> bool:
    """(after batch 30) Labelled pieces of a credential that are all numbers of 6+ digits
    (a router's numeric Wi-Fi key sent as ``erste Hälfte: …`` / ``zweite Hälfte: …``):
    a number given in halves under a word for a credential is the credential's pieces."""
    return len(values) >= 2 and all(v.isdigit() and 6 <= len(v) <= 64 for v in values)


# Written after batch 23 (precision, by principle): what a value is, said by the format
# it stands in or by the label right before it.
# - A name given where a secret is fetched by name (Drone's and Woodpecker's
#   ``from_secret: docker_password``): the secret's name, not its value.
# - The task or action a CI step runs, with its version (``task: UseDotNet@2``, ``uses:
#   actions/checkout@v4``): a reference.
# - An armored encrypted message or file as a whole value (a Salt pillar's ``|`` block
#   holding ``-----BEGIN PGP MESSAGE-----``): ciphertext, kept as its armor is elsewhere.
# - sops' metadata: a recipient's ``enc`` value is the data key encrypted for it.
# - The content a command prints of a file whose name says encrypted (``cat
#   config/credentials/production.yml.enc``): ciphertext.
# - An OpenPGP key id (8, 16 or 40 hex) under a signing key's id name
#   (``signing.keyId``, ``user.signingkey``, ``GPG_KEY_ID``).
# - The Android SDK's debug keystore, whose passwords are documented as ``android``.
# - A DKIM or ARC header's tags (``bh=``, ``b=``): a signature every recipient reads.
# - A chain's public data by its label: a transaction's ``Input Data``, a base58
#   signature after ``Signature N:`` (and wherever the text repeats it), an account, a
#   program or a blockhash (32-44 base58).
# - A label whose own word is ``ID`` (``ID klienta:``, ``ID del cliente:``) before an
#   id-shaped value.
# - A URL whose secret part is one filler character repeated (Slack's documented
#   ``…/T00000000/B00000000/XXXXXXXX…``): a placeholder.
_FETCHED_BY_NAME = re.compile(r"(?i)\bfrom_secret[\"']?[ \t]*:[ \t]*[\"']?\Z")
_SECRET_NAME_VALUE = re.compile(r"[a-z][a-z0-9]*(?:[_\-.][a-z0-9]+)*")
_STEP_REFERENCE_BEFORE = re.compile(r"(?m)^[ \t]*(?:-[ \t]+)?(?:task|uses)[ \t]*:[ \t]*[\"']?\Z")
_STEP_VERSIONED = re.compile(r"[A-Za-z][\w.\-/]*@v?\d+(?:\.\d+){0,2}")
_ENCRYPTED_FILE_PRINTED = re.compile(
    r"(?i)(?:^|[\s$>])(?:cat|less|more|head|tail|type|bat|get-content)[ \t]+"
    r"(?:-\S+[ \t]+)*\S*\S\.(?:enc|gpg|age)\b"
)
_SOPS_ENC_BEFORE = re.compile(r"(?m)^[ \t]*(?:-[ \t]+)?[\"']?enc[\"']?[ \t]*:[ \t]*[\"']?\Z")
_SIGNING_KEY_ID_BEFORE = re.compile(
    r"(?i)(?:signing[._\-]?key[._\-]?id|signingkey|(?:gpg|pgp|openpgp)[._\-]?key[._\-]?id)"
    r"[\"']?[ \t]*[=:][ \t]*[\"']?\Z"
)
_OPENPGP_ID = re.compile(r"(?:0x)?(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})")
_DEBUG_KEYSTORE = re.compile(r"debug\.keystore|androiddebugkey")
_DKIM_HEADER = re.compile(
    r"(?i)(?:x-google-)?(?:dkim-signature|arc-seal|arc-message-signature)[ \t]*:"
)
_CALL_DATA_BEFORE = re.compile(
    r"(?i)\b(?:input[ _]?data|input|call[ _]?data)[\"']?[ \t]*[:=][ \t]*[\"']?\Z"
)
_CHAIN_HEX = re.compile(r"0x[0-9a-fA-F]{8,}")
_BASE58_RUN = re.compile(r"[1-9A-HJ-NP-Za-km-z]{32,90}")
_CHAIN_LABEL_BEFORE = re.compile(
    r"(?i)(?:\b(?:account|program|blockhash|recent[ \t]+blockhash|fee[ \t]+payer|mint|owner)"
    r"(?:[ \t]+\d{1,3})?[ \t]*:[ \t]*(?:[srwx\-]{4}[ \t]+)?)\Z"
)
_SIGNATURE_LABEL = re.compile(
    r"(?i)\bsignature(?:[ \t]+\d{1,3})?[ \t]*:[ \t]*(?P<v>[1-9A-HJ-NP-Za-km-z]{85,90})\b"
)
_ID_LABEL_BEFORE = re.compile(
    r"(?:^|[\s(>„\"'])(?:ID|Id)(?:[ \t]+[^\W\d_]{2,20}){1,2}[ \t]*[:：][ \t]*\Z"
)
_ID_SHAPED = re.compile(r"[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}|[0-9]{4,20}")
_PERCENT_ESCAPED = re.compile(r"%[0-9A-Fa-f]{2}")
_PERCENT_SIGN = re.compile(r"%(?![0-9A-Fa-f]{2})")


def _brackets_paired(value: str) -> bool:
    """Does each bracket of a decoded value have its partner in it? An encoded value is
    whole: ``%7B%7Bkey%7D%7D`` shows a placeholder, ``LM%5d`` (``LM]``, a password's
    piece) none (gaps round 6)."""
    return all(value.count(a) == value.count(b) for a, b in ("[]", "<>", "{}"))


def _url_decoded(value: str) -> str:
    """``value`` percent-decoded where it is percent-encoded: every ``%`` starts an escape
    and each decodes to a character text is written in. A ``%`` with no escape after it
    (``%3t``), or one whose escape decodes to a control character or to half a UTF-8
    character (``%1c``, ``%e3``), is a character of the value's own: a key drawn from an
    alphabet that holds ``%`` (Django's) is not encoded (gaps round 6)."""
    if not _PERCENT_ESCAPED.search(value) or _PERCENT_SIGN.search(value):
        return value
    decoded = unquote(value)
    if "\ufffd" in decoded or any((c < " " and c not in "\t\n\r") or c == "\x7f" for c in decoded):
        return value
    return decoded


_NEXT_PARAM = re.compile(r"[A-Za-z_][\w.\-]*=")
_FILLER_RUN = re.compile(r"([xX*#0•])\1{5,}")
_URL_REST = re.compile(r"[^\s`'\"<>]*")


def _after_23_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if "-----BEGIN" in core:
        return _sealed_value(core)
    if len(core) > 600 or "\n" in core:
        return False
    return (
        _named_not_given(text, start, core, before)
        or _ciphertext_by_format(text, start, core, before)
        or _public_by_format(text, start, core, before)
    )


def _sealed_value(core: str) -> bool:
    """A value that is wholly one encrypted armor (its lines indented in a YAML block)."""
    dedented = "\n".join(line.strip() for line in core.splitlines())
    return _SEALED_BLOCK.fullmatch(dedented) is not None and "PRIVATE" not in dedented


def _named_not_given(text: str, start: int, core: str, before: str) -> bool:
    if _FETCHED_BY_NAME.search(before) and _SECRET_NAME_VALUE.fullmatch(core):
        return True  # from_secret: docker_password
    if _STEP_VERSIONED.fullmatch(core) and _STEP_REFERENCE_BEFORE.search(before):
        return True  # - task: AzureKeyVault@2
    if _SIGNING_KEY_ID_BEFORE.search(before) and _OPENPGP_ID.fullmatch(core):
        return True  # signing.keyId=4211BD30
    if not _ID_LABEL_BEFORE.search(before):
        return False
    whole = _enclosing_token(text, start, start + len(core)).strip("\"'`")
    return bool(
        _ID_SHAPED.fullmatch(whole)
        and not is_secret_key(before.rsplit("ID", 1)[-1].rsplit("Id", 1)[-1])
    )  # ID klienta: <uuid>


def _ciphertext_by_format(text: str, start: int, core: str, before: str) -> bool:
    if _SOPS_ENC_BEFORE.search(before) and "sops" in text:
        return True  # sops: … - arn: … enc: <the data key, encrypted>
    if before.strip() or text.find("--", start, start + len(core)) < 0:
        return False
    line_start = text.rfind("\n", 0, start)
    above = text[text.rfind("\n", 0, max(line_start, 0)) + 1 : max(line_start, 0)]
    return line_start > 0 and _ENCRYPTED_FILE_PRINTED.search(above) is not None
    # $ cat config/credentials/production.yml.enc, then its content


def _public_by_format(text: str, start: int, core: str, before: str) -> bool:
    if core == "android" and _DEBUG_KEYSTORE.search(text) is not None:
        return True  # keytool … debug.keystore -storepass android (the SDK's documented)
    if _dkim_header_value(text, start):
        return True
    if _CHAIN_HEX.fullmatch(core) and len(core) != 66 and _CALL_DATA_BEFORE.search(before):
        return True  # Input Data: 0x5ae401dc…: a transaction's call, public on chain
    if _BASE58_RUN.fullmatch(core):
        if len(core) <= 44 and _CHAIN_LABEL_BEFORE.search(before):
            return True  # Account 0: srw- <pubkey>, Recent Blockhash: …
        whole = _enclosing_token(text, start, start + len(core)).strip("\"'`")
        if len(whole) >= 85 and whole in _labelled_signatures(text):
            return True  # Signature 0: <sig>, and the same signature given to a command
    if "://" in core:
        url = text[start : _URL_REST.match(text, start).end()]  # type: ignore[union-attr]
        tail = url.rstrip("/`'\".,;)").rsplit("/", 1)[-1]
        return _FILLER_RUN.fullmatch(tail) is not None
    return False


def _dkim_header_value(text: str, start: int) -> bool:
    """Is ``start`` inside a DKIM-Signature or ARC header field (its folded lines too)?"""
    at = text.rfind("\n", 0, start) + 1
    for _ in range(12):
        if _DKIM_HEADER.match(text, at) is not None:
            return True
        if at == 0 or text[at : at + 1] not in (" ", "\t"):
            return False
        at = text.rfind("\n", 0, at - 1) + 1
    return False


@lru_cache(maxsize=8)
def _labelled_signatures(text: str) -> frozenset[str]:
    if "ignature" not in text:
        return frozenset()
    return frozenset(m.group("v") for m in _SIGNATURE_LABEL.finditer(text))


# Written after batch 23 (leaks): where a value stands says it is a credential.
# - A name/value pair whose ``name`` names a secret, in HCL or in a plan's diff (Helm's
#   ``set { name = "auth.adminPassword" value = "…" }``, each line may carry the plan's
#   ``+``, ``-`` or ``~``): the value.
# - A recovery or seed phrase on the line after its label (``recovery phrase (24):``, then
#   12, 15, 18, 21 or 24 lowercase words alone on their line).
# - Recovery or backup codes: where the text calls its content recovery or backup codes,
#   four or more lines each holding only a code of the same shape with a digit in it
#   (GitHub's ``xxxxx-xxxxx``, ``1234 5678``): each code; and a code right after the
#   words themselves (``use recovery code q43au-r1gia``).
_PLAN_PAIR = re.compile(
    r"(?m)^[ \t]*(?:[+~\-][ \t]*)?name[ \t]*[=:][ \t]*\"(?P<key>[^\"\n]{1,120})\"[ \t]*\r?\n"
    r"[ \t]*(?:[+~\-][ \t]*)?value[ \t]*[=:][ \t]*\"(?P<s>[^\"\n]{1,300})\""
)
# (searched from the label's colon at a line's end: the label is read on that line after)
_WORDS_BELOW = re.compile(
    r"(?m):[ \t]*\r?\n[ \t]*(?:[-*>][ \t]+)?[\"'`]?"
    r"(?P<s>[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,23})[\"'`]?[ \t]*$"
)
_SEED_LABEL = re.compile(
    r"(?i)\b(?:mnemonic|seed(?:[ \t]+(?:phrase|words))?|recovery[ \t]+(?:phrase|words|seed)|"
    r"backup[ \t]+phrase|secret[ \t]+(?:phrase|words)|wallet[ \t]+(?:words|phrase|seed))\b"
    r"[^\n]{0,40}\Z"
)
_NAMED_CODE = re.compile(
    r"(?i)\b(?:recovery|backup)[ \t\-]codes?[ \t]*(?:is[ \t]+|[:=][ \t]*)?[\"'`]?"
    r"(?P<s>[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10}){0,3})(?![\w\-])"
)
_CODES_WORDS = ("recovery code", "backup code", "recovery-code", "backup-code")
_SEED_LABEL_WORDS = ("mnemonic", "seed", "phrase", "words")  # the gate of _WORDS_BELOW
_CODE_LINE = re.compile(
    r"(?m)^[ \t]*(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?"
    r"(?P<s>[A-Za-z0-9]{4,10}(?:[- ][A-Za-z0-9]{4,10}){0,2})[ \t]*\r?$"
)


def _after_23_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "value" in low and "name" in low:
        for m in _PLAN_PAIR.finditer(text):
            value = m.group("s")
            if (
                is_secret_key(m.group("key"))
                and not _id_named(m.group("key"))
                and not is_placeholder(value)
                and (password_shaped(value) or random_shaped(value) or _vendor_token(value))
            ):
                yield m.span("s")
    if ":" in text and _any_word(low, _SEED_LABEL_WORDS, mask):
        for m in _WORDS_BELOW.finditer(text):
            label = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
            if len(m.group("s").split()) in (12, 15, 18, 21, 24) and _SEED_LABEL.search(label):
                yield m.span("s")
    if _any_word(low, _CODES_WORDS, mask):
        yield from _code_list_spans(text)
        for m in _NAMED_CODE.finditer(text):
            if _coded(m.group("s")):
                yield m.span("s")  # use recovery code q43au-r1gia


# Written after batch 24 (look-alikes): what a value's own format, or the command or tag
# right before it, says it is.
# - A mapping's key: a quoted string with ``:`` right after its closing quote (``"name":``
#   in JSON, YAML, a dict) names a value; a pair of strings across a line break
#   (``"…",\n  "x5t#S256": …``) is no call's name and value.
# - A source position: line and column after a file name with its extension
#   (``at f (src/auth/Service.test.ts:24:19)``, ``main.go:57:3``).
# - A name after a YAML tag that reads the value from a secrets file (``!secret name``,
#   ``!secret.yaml name``): the name of an entry, never the value.
# - A JWK's public members by RFC 7517 (``x5t#S256``, ``x5t``, ``x5u``), in a key set.
# - The item a password manager's command reads (``bw get password <id>``, ``bws secret
#   get <id>``, ``op item get <id>``, ``lpass show --password <name>``, ``pass show
#   <path>``): a reference to where the secret lives.
# - An OpenPGP fingerprint (40 uppercase hex digits, as GnuPG prints it, alone or in its
#   groups of four) where the text speaks of GPG/PGP or the value is followed by a public
#   key's algorithm (``(ed25519, expires …)``): a key's public name.
_SOURCE_POSITION = re.compile(r"\d{1,7}:\d{1,5}")
_FILE_BEFORE = re.compile(r"[\w@.\-/\\]*\w\.[A-Za-z][A-Za-z0-9]{0,7}:\Z")
_SECRET_TAG_BEFORE = re.compile(
    r"!(?:secret|env_var|include|vault|ref|[\w\-]+\.ya?ml)[ \t]+[\"']?\Z"
)
_ENTRY_NAME = re.compile(r"[\w.\-/]{1,80}")
_JWK_THUMBPRINT_BEFORE = re.compile(r"[\"'](?:x5t#S256|x5t|x5u)[\"'][ \t]*:[ \t]*[\"']\Z")
_JWK_KEY_TYPE = re.compile(r'"\\*k\\*t\\*y')  # `"kty`, escaped any number of times
_VAULT_READ_BEFORE = re.compile(
    r"(?:\b(?:bw|rbw)[ \t]+get[ \t]+(?:password|username|item|totp|notes|uri|exposed)"
    r"|\bbws[ \t]+secrets?[ \t]+get|\bop[ \t]+item[ \t]+get|\bop[ \t]+read"
    r"|\blpass[ \t]+show(?:[ \t]+--?[\w\-]+)*|\b(?:go)?pass[ \t]+show(?:[ \t]+--?[\w\-]+)*"
    r"|\bkeepassxc-cli[ \t]+show(?:[ \t]+--?[\w\-]+)*[ \t]+\S+)[ \t]+[\"'`]?\Z"
)
_OPENPGP_FINGERPRINT = re.compile(r"[0-9A-F]{40}|[0-9A-F]{4}(?:[ \t]{1,2}[0-9A-F]{4}){9}")
_OPENPGP_WORD = re.compile(r"(?i)\b(?:gpg|gnupg|pgp|openpgp)\b|\bgpg-")
_CREDENTIAL_LABEL = re.compile(r"(?i)secret|token|passw|passphrase|api|auth|access|private")
_KEY_ALGORITHM_AFTER = re.compile(
    r"(?i)[ \t]*[(\[,][ \t]*(?:ed25519|cv25519|ed448|x448|rsa\d{3,5}|dsa\d*|elg\d*|nistp\d{3}"
    r"|brainpoolp\d{3}r1|secp256k1)\b"
)


_UPPER_HEX_DIGITS = frozenset("0123456789ABCDEF")
_HEX_DIGIT_SET = frozenset(string.hexdigits)  # (a set: "" is no digit of it)


def _fingerprint_around(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The 40 upper-case hex digits a span is a piece of (a rule read a key's prefix
    inside them: ``ACCA``, an AWS key id's, is hex too; gaps round 6), or None."""
    if start == 0 or text[start - 1] not in _UPPER_HEX_DIGITS:
        return None
    low_at, high_at = start, end
    while low_at > 0 and text[low_at - 1] in _UPPER_HEX_DIGITS and end - low_at <= 40:
        low_at -= 1
    while high_at < len(text) and text[high_at] in _UPPER_HEX_DIGITS and high_at - low_at <= 40:
        high_at += 1
    if high_at - low_at != 40 or not all(c in _UPPER_HEX_DIGITS for c in text[start:end]):
        return None
    return low_at, high_at


def _after_24_public(text: str, start: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core or len(core) > 120:
        return False
    quote = text[start - 1 : start]
    if quote in ('"', "'") and text.startswith(quote + ":", start + len(value)):
        return True  # "x5t#S256": …: a mapping's key (a quoted string right before ":")
    if _SOURCE_POSITION.fullmatch(core) and _FILE_BEFORE.search(before):
        return True  # AuthService.test.ts:24:19
    if _SECRET_TAG_BEFORE.search(before) and _ENTRY_NAME.fullmatch(core):
        return True  # password: !secret fallback_ap
    if core[0] == "!" and _TAG_REFERENCE.match(text, text.find(core, start)) is not None:
        return True  # password: '!secret.yaml mqtt_password' (the tag, its name after it)
    # the quoted value the span starts in, or right before it (a value's own `pW-` can
    # read as a name), under a thumbprint's key, in a text that is a key set
    opening = text.rfind('"', max(0, start - 120), start)
    if (
        _JWK_THUMBPRINT_BEFORE.search(before)
        or (opening >= 0 and _JWK_THUMBPRINT_BEFORE.search(text, max(0, opening - 40), opening + 1))
    ) and _JWK_KEY_TYPE.search(text):
        return True  # "x5t#S256": "<the certificate's SHA-256, base64url>"
    if _VAULT_READ_BEFORE.search(before) and " " not in core:
        return True  # bw get password <item id>
    whole = _fingerprint_around(text, start, start + len(value))
    if whole is not None:  # (a piece of one: judged as the whole, from its own start)
        start, core = whole[0], text[whole[0] : whole[1]]
        value, before = core, text[max(text.rfind("\n", 0, start) + 1, start - 80) : start]
    if _OPENPGP_FINGERPRINT.fullmatch(core) and not _CREDENTIAL_LABEL.search(before):
        end = start + len(value)
        # the word must speak of this value: in its paragraph, up to its line's end (a
        # stored row can join many texts, one of them about GPG, another a 40-hex key)
        line_end = text.find("\n", end)
        first = max(text.rfind("\n\n", 0, start), start - 400, 0)
        near = text[first : line_end if line_end >= 0 else len(text)]
        return (
            _OPENPGP_WORD.search(near) is not None
            or _KEY_ALGORITHM_AFTER.match(text, end) is not None
        )  # the release signing key is <fingerprint> (ed25519, …)
    return False


# Written after batch 24 (leaks): a C preprocessor ``#define NAME "literal"`` assigns the
# literal to NAME, as ``NAME = "literal"`` does; where NAME names a secret (``MQTT_PASS``,
# ``API_TOKEN``), the literal goes, whatever is printed before the ``#`` on its line
# (``grep -rn``'s ``file:line:``, ``cat -n``'s number, a diff's ``+``).
# (after batch 30) A quoted literal is a string, not a number: 4 or more digits in quotes
# under a secret's name (``#define SECRET_PASS "<20 digits>"``, a Wi-Fi key or a PIN) are
# the secret, as under ``SECRET_PASS = "…"``.
_DEFINED_DIGITS = re.compile(r"\d{4,64}")
_C_DEFINE = re.compile(
    r"#[ \t]*define[ \t]+(?P<key>[A-Za-z_]\w{0,80})[ \t]+(?:[uUL]|u8)?\"(?P<s>[^\"\\\n]{1,300})\""
)


def _define_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _C_DEFINE.finditer(text):
        key, value = m.group("key"), m.group("s")
        if (
            is_secret_key(key)
            and not _id_named(key)
            and not is_placeholder(value)
            and (
                password_shaped(value)
                or random_shaped(value)
                or _vendor_token(value)
                or _DEFINED_DIGITS.fullmatch(value) is not None
            )
        ):
            yield m.span("s")


# The word lists of the layers written after batches 16 to 20, found with the gates as
# those of ``_LAYER_WORDS`` are (a bit test each, where one ``in`` per word, or a pass of
# an automaton of its own, was most of the time of a note none of them holds).
_LATER_WORDS = (
    _CLIENT_WORDS, _NOUN_COLON_WORDS, _SESSION_NAMES, _KEY_CALL_WORDS, _PIECE_SPAN_WORDS,
    _PIECE_STEMS, _PART_GATE, _QUOTED_GATE, _SEED_LABEL_WORDS, _CODES_WORDS,
    *((_CJK_LABEL_WORDS,) if _CJK_LABEL_WORDS else ()),
)  # fmt: skip


def _coded(code: str) -> bool:
    """A code: a digit in it, and letters too unless it is six digits or more."""
    return any(c.isdigit() for c in code) and (not code.isdigit() or len(code) >= 6)


def _code_list_spans(text: str) -> Iterator[tuple[int, int]]:
    run: list[tuple[int, int]] = []
    shape, last_end = "", -1
    for m in _CODE_LINE.finditer(text):
        code = m.group("s")
        code_shape = _ALNUM_RUN.sub("x", code)  # (the shape: where the separators are)
        coded = _coded(code)
        if not (coded and code_shape == shape and not text[last_end : m.start()].strip()):
            if len(run) >= 4:
                yield from run
            run = []
        if coded:
            run.append(m.span("s"))
            shape, last_end = code_shape, m.end()
    if len(run) >= 4:
        yield from run


# Written after batch 25 (precision): what a data format or an API says a value is.
# 1. A protocol's version ending a request or status line (``HTTP/1.1``, ``RTSP/1.0``).
# 2. A template's interpolation of a name or of a lookup by name (Scala's and Groovy's
#    ``${sys.env("X")}``, ``${config.get('db.password')}``): a reference, as ``${X}`` is.
# 3. The mode of an auth or credentials setting, one of those its APIs document (fetch's
#    ``credentials: "include"``, ``"same-origin"``, ``"omit"``; a JNDI resource's
#    ``auth="Container"`` or ``"Application"``; an auth scheme or a SASL mechanism).
# 4. A header that carries trace context (its name holds ``trace``: ``grpc-trace-bin``,
#    ``traceparent``, ``x-cloud-trace-context``, ``uber-trace-id``): ids, not a credential.
# 5. A paging cursor under its name (``after``, ``before``, ``cursor``, ``pageToken``,
#    ``NextToken``, ``starting_after``, ``continuation``…) as a query parameter, a quoted
#    key or a name/value pair's name: a position in a list (a word ``before:`` in prose
#    is no parameter).
# 6. XML-DSig's and WS-Security's public material: a ``SignatureValue``, ``DigestValue``,
#    ``X509Certificate`` element, and a ``BinarySecurityToken`` whose ``ValueType`` names
#    an X.509 profile (a certificate; a Kerberos ticket there stays a credential).
# 7. A MIME boundary: declared by ``boundary=`` or standing alone on its line before a
#    part's ``Content-`` header, it delimits parts (its ``--`` lines too).
# 8. A word written with quoted-printable escapes (``produ=C3=A7=C3=A3o``): the escapes
#    decode as UTF-8 to letters, the token is a word of prose.
_PROTOCOL_VERSION = re.compile(r"(?:HTTP|HTTPS|RTSP|SIP|ICAP|SPDY)/\d(?:\.\d)?")
_LOOKUP_REFERENCE = re.compile(
    r"[$#]\{[ \t]*[A-Za-z_][\w.]*(?:\([ \t]*(?:[\"'][\w.\-:/]+[\"']|[A-Za-z_][\w.]*)?[ \t]*\))?"
    r"[ \t]*\}"
)
_MODE_NAME_BEFORE = re.compile(
    r"(?i)(?:auth|credentials|(?:auth|credentials?)[_\-]?(?:mode|type|method))[\"']?"
    r"[ \t]*[:=][ \t]*[\"'`]?\Z"
)
_AUTH_MODES = frozenset(
    {
        "include",
        "omit",
        "same-origin",
        "container",
        "application",
        "none",
        "anonymous",
        "required",
        "optional",
        "password",
        "kerberos",
        "ldap",
        "oauth2",
        "saml",
        "oidc",
        "plain",
        "login",
        "trust",
        "peer",
        "ident",
        "md5",
        "scram-sha-256",
        "cert",
        "gssapi",
        "sspi",
        "external",
    }
)
_TRACE_HEADER_BEFORE = re.compile(
    r"(?i)(?:^|[\s\"'{,])(?P<name>[\w\-]*trace[\w\-]*)[\"']?[ \t]*[:=][ \t]*[\"']?\Z"
)
_PAGING_NAMES = (
    r"after|before|cursor|marker|continuation|starting_after|ending_before|start_after|"
    r"start_cursor|end_cursor|scroll_?id|(?:next|prev|previous)_?(?:page_?)?(?:token|cursor|"
    r"marker)|page_?(?:token|cursor)|continuation_?token"
)
_PAGING_BEFORE = re.compile(
    r"(?i)(?:[\"']?name[\"']?[ \t]*:[ \t]*[\"'](?:" + _PAGING_NAMES + r")[\"'][ \t]*,[ \t]*"
    r"[\"']?value[\"']?[ \t]*:[ \t]*[\"']?|[?&](?:" + _PAGING_NAMES + r")=|"
    r"[\"'](?:" + _PAGING_NAMES + r")[\"'][ \t]*:[ \t]*[\"']?)\Z"
)
_PAGING_WORD = re.compile(r"(?i)after|before|cursor|marker|token|continuation|scroll")
_DSIG_PUBLIC_TAG = re.compile(
    r"<(?:[\w\-]+:)?(?:SignatureValue|DigestValue|X509Certificate|X509SKI)(?:[ \t\r\n][^<>]*)?>"
    r"[ \t\r\n]*\Z"
)
_X509_TOKEN_TAG = re.compile(
    r"<(?:[\w\-]+:)?BinarySecurityToken\b[^<>]*\bValueType=[\"'][^\"']*#(?:X509\w*|PKCS7|"
    r"PKIPath\w*)[\"'][^<>]*>[ \t\r\n]*\Z"
)
_BOUNDARY_DECLARED = re.compile(r"(?i)\bboundary=\"?(?P<b>[\w'()+,\-./:=?]{1,70})")
_PART_HEADER_NEXT = re.compile(r"[ \t]*\r?\n[ \t]*Content-[A-Za-z\-]+:")
_QP_ESCAPE = re.compile(r"=([0-9A-F]{2})")


def _after_25_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if _PROTOCOL_VERSION.fullmatch(core):
        return True
    if text.startswith(("${", "#{"), start) and _LOOKUP_REFERENCE.match(text, start):
        return True
    if core.lower() in _AUTH_MODES and _MODE_NAME_BEFORE.search(before):
        return True
    if "race" in before:
        m = _TRACE_HEADER_BEFORE.search(before)
        if m is not None and not is_secret_key(m.group("name")):
            return True
    if _PAGING_WORD.search(before, len(before) - 64) and _PAGING_BEFORE.search(before):
        return True
    if _in_xml_public_content(text, start):
        return True
    if (core.startswith("--") or _boundaries(text)) and _mime_boundary(text, start, end, core):
        return True
    return "=" in core and _qp_word(text, start, end)


_BASE64_CONTENT = re.compile(r"[A-Za-z0-9+/=\s]*")


def _in_xml_public_content(text: str, start: int) -> bool:
    """Is ``start`` inside the base64 content of a signed XML's public element (right after
    its start tag or further in: a piece of a certificate is the certificate's)?"""
    open_at = text.rfind("<", max(0, start - 4000), start)
    close = text.find(">", open_at, start) if open_at >= 0 else -1
    if close < 0 or not _BASE64_CONTENT.fullmatch(text, close + 1, start):
        return False
    return _xml_public_material(text, close + 1)


def _xml_public_material(text: str, start: int) -> bool:
    open_at = text.rfind("<", max(0, start - 2000), start)
    if open_at < 0:
        return False
    tag = text[open_at:start]
    return bool(_DSIG_PUBLIC_TAG.fullmatch(tag) or _X509_TOKEN_TAG.fullmatch(tag))


@lru_cache(maxsize=8)
def _boundaries(text: str) -> tuple[str, ...]:
    """The MIME boundaries the text declares (``boundary=…``), found once per text."""
    if "oundary=" not in text:
        return ()
    return tuple(m.group("b").rstrip('"') for m in _BOUNDARY_DECLARED.finditer(text))


def _mime_boundary(text: str, start: int, end: int, core: str) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    on_its_line = not text[line_start:start].strip() and not text[end:line_end].strip()
    if on_its_line and core.startswith("--") and _PART_HEADER_NEXT.match(text, line_end):
        return True  # a part's delimiter: its headers follow
    for boundary in _boundaries(text):
        if core.strip('"') == boundary or (
            on_its_line and core in ("--" + boundary, "--" + boundary + "--")
        ):
            return True
    return False


def _qp_word(text: str, start: int, end: int) -> bool:
    low_at = start
    while low_at > 0 and not text[low_at - 1].isspace():
        low_at -= 1
    high_at = end
    while high_at < len(text) and not text[high_at].isspace():
        high_at += 1
    word = text[low_at:high_at].strip("\"'()[]{}.,;:!?")
    if not _QP_ESCAPE.search(word):
        return False
    raw = _QP_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), word)
    try:
        decoded = raw.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return False
    return decoded.isalpha() and any(ord(c) > 127 for c in decoded)


# Written after batch 25 (leaks): where a data format or a call puts a credential.
# 1. A dump's rows without a column list (``sqlite> .dump``, mysqldump): ``INSERT INTO t
#    VALUES(…)`` takes its columns from the text's ``CREATE TABLE t (…)``; a value under
#    a column whose name ends in a secret's word is judged as in a listed insert.
# 2. A cookie built by code (``New-Object System.Net.Cookie("SID", "<value>", …)``,
#    Java's ``new Cookie(name, value)``, ``create_cookie``/``set_cookie``/``cookies.set``):
#    the value of a session's or a secret's cookie.
# 3. A string literal of bytes written as escapes (``\x07\x41…``, ``\007\101…``; 16 or
#    more bytes, half or more escaped) after a name that holds key material (``key_bytes:``,
#    ``secret = b"…"``; not a public key's): the key's bytes.
# 4. A Redis reply printed as numbered pairs (``CONFIG GET``, ``HGETALL``: ``1) "name"``
#    then ``2) "value"``): the value of a name that says password, auth, secret or token.
# 5. A Redis command in the protocol's own framing (RESP: ``*3``, ``$4``, ``AUTH``… one
#    per line, as ngrep or tcpdump print them, each line may end in ngrep's ``.``, or
#    escaped ``\r\n`` in one string): the arguments of ``AUTH`` (its last one, the
#    password) and of ``HELLO … AUTH``, the value of ``CONFIG SET`` for a secret's name.
# 6. A multipart form's part named by a secret's name (``Content-Disposition: form-data;
#    name="password"``, its other headers, a blank line): the part's value.
# 7. The positional password of a connect or login call across lines, and in the
#    language's other string literals (Perl's ``q{…}``, ``qq(…)``): each argument after
#    the first that is one literal of a password's shape (no spaces, no ``=`` of a DSN).
_FORM_PART = re.compile(
    r"(?im)^Content-Disposition:[ \t]*form-data;[ \t]*name=\"?(?P<name>[^\";\r\n]{1,80})\"?"
    r"[^\r\n]*\r?\n(?:[A-Za-z\-]{1,40}:[^\r\n]*\r?\n){0,4}\r?\n(?P<s>[^\r\n]{1,400})"
)
# (searched in the lowercase text, where every match starts with its literal word)
_CREATE_TABLE = re.compile(r"create\s+table\s+(?:if\s+not\s+exists\s+)?(?P<t>[\w.\"`\[\]]+)\s*\(")
_BARE_INSERT = re.compile(r"insert\s+into\s+(?P<t>[\w.\"`\[\]]+)\s+values\s*\(")
_NEXT_ROW = re.compile(r"\)\s*,\s*\(")
_COLUMN_CONSTRAINT = frozenset({"primary", "unique", "constraint", "foreign", "check", "key"})
_MADE_COOKIE = re.compile(
    r"(?:\bnew[ \t]+|New-Object[ \t]+)(?:[\w.]+\.)?(?:Http)?Cookie[ \t]*\(|"
    r"\b(?:create_cookie|set_cookie|add_cookie|setCookie|addCookie|cookies\.set)[ \t]*\("
)
_COOKIE_ARGS = re.compile(
    r"[ \t]*(?:name[ \t]*=[ \t]*)?[\"'](?P<name>[^\"'\n]{1,80})[\"'][ \t]*,[ \t]*"
    r"(?:value[ \t]*=[ \t]*)?[\"'](?P<s>[^\"'\n]{1,400})[\"']"
)
_ESCAPED_LITERAL = re.compile(
    r"[\"'](?P<s>(?:\\x[0-9A-Fa-f]{2}|\\[0-7]{1,3}|\\[nrt\"'\\]|[^\"'\\\n]){16,400})[\"']"
)
_ESCAPE_RUN = re.compile(r"\\(?:x[0-9A-Fa-f]{2}|[0-7]{3})(?:\\(?:x[0-9A-Fa-f]{2}|[0-7]{3})){3}")
_BYTE_ESCAPE = re.compile(r"\\x[0-9A-Fa-f]{2}|\\[0-7]{1,3}|\\[nrt\"'\\]")
_REPLY_PAIR = re.compile(
    r"(?m)^[ \t]*(?P<i>\d{1,4})\)[ \t]+\"(?P<name>[^\"\n]{1,80})\"[ \t]*\r?\n"
    r"[ \t]*(?P<j>\d{1,4})\)[ \t]+\"(?P<s>[^\"\n]{1,300})\"[ \t]*\r?$"
)
_REPLY_SECRET = re.compile(r"(?i)pass|auth\Z|secret|token")
_RESP_PIECE = re.compile(r"\\r\\n|\r?\n")
_RESP_ARRAY = re.compile(r"\*(?P<c>\d{1,2})(?:(?P<e>\\r\\n)|\.?\r?(?=\n|\Z))")
_RESP_BULK = re.compile(r"[ \t]*\$(?P<n>\d{1,5})\.?\r?(?:\\r\\n|\r?\n)")
_RESP_END = re.compile(r"\.?\r?(?:\\r\\n|\r?\n|\Z)")
_LOGIN_CALL = re.compile(r"(?:connect|login)\w{0,16}[ \t]*\(")  # (in the lowercase text)
# The strings every match of _LOGIN_CALL begins with (read from the pattern): it is tried
# only where they stand, found with ``str.find`` (a scan of the pattern tried it at
# every position of a long note).
_LOGIN_CALL_STARTS = start_words(_LOGIN_CALL)
_PERL_QUOTE = re.compile(
    r"qq?(?:\{(?P<a>[^{}\n]*)\}|\((?P<b>[^()\n]*)\)|\[(?P<c>[^\[\]\n]*)\]|<(?P<d>[^<>\n]*)>|"
    r"(?P<q>[/!|])(?P<e>(?:(?!(?P=q))[^\n])*)(?P=q))"
)
_PLAIN_LITERAL = re.compile(r"(?P<q>[\"'])(?P<s>[^\"'\\\n]*)(?P=q)")


def _after_25_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "create table" in low and "insert" in low and len(low) == len(text):
        yield from _dump_row_spans(text, low)
    if "cookie" in low and ("cookie(" in low or "cookie (" in low or "cookies.set(" in low):
        for m in _MADE_COOKIE.finditer(text):
            args = _COOKIE_ARGS.match(text, m.end())
            if args is not None and _cookie_secret(args.group("name"), args.group("s")):
                yield args.span("s")
    if "\\" in text:
        yield from _escaped_key_spans(text)
    if ') "' in text:
        for m in _REPLY_PAIR.finditer(text):
            if int(m.group("i")) % 2 == 1 and int(m.group("j")) == int(m.group("i")) + 1:
                name, value = m.group("name"), m.group("s")
                if (is_secret_key(name) or _REPLY_SECRET.search(name)) and _given(value):
                    yield m.span("s")
    if "$" in text and "*" in text and ("auth" in low or "config" in low):
        yield from _resp_spans(text)
    if "form-data" in low:
        for m in _FORM_PART.finditer(text):
            if is_secret_key(m.group("name")) and _given(m.group("s").strip()):
                a, b = m.span("s")
                yield a, b - (len(m.group("s")) - len(m.group("s").rstrip()))
    if ("connect" in low or "login" in low) and "(" in text:
        yield from _login_argument_spans(text, low)


def _escaped_key_spans(text: str) -> Iterator[tuple[int, int]]:
    done = -1
    for run in _ESCAPE_RUN.finditer(text):  # (a literal is looked for only around a run)
        if run.start() < done:
            continue
        window = max(0, run.start() - 400)
        quote = max(text.rfind('"', window, run.start()), text.rfind("'", window, run.start()))
        m = _ESCAPED_LITERAL.match(text, quote) if quote >= 0 else None
        if m is None or m.end() < run.end():
            continue
        done = m.end()
        escapes = len(_BYTE_ESCAPE.findall(m.group("s")))
        size = len(_BYTE_ESCAPE.sub("_", m.group("s")))
        if escapes >= 8 and escapes * 2 >= size >= 16:
            before = text[max(0, m.start() - 80) : m.start()]
            for pattern in (_BYTE_NAME, _ESCAPED_NAME):
                hit = pattern.search(before)
                if hit is not None and _key_material_name(_name_at(before, hit.start())):
                    yield m.span("s")
                    break


# a name of key material right before an escaped literal (``key_bytes: "``, ``= b"``);
# the whole name is judged by its parts (_key_material_name)
_ESCAPED_NAME = re.compile(
    r"(?i)(?<!pub)(?<!public)(?<!public_)(?:key|secret|psk|seed|salt|token)\w*"
    r"[\"']?[ \t]*(?::|=|:=|=>)[ \t]*(?:\w{1,2})?\Z"
)
_MATERIAL_WORDS = frozenset(
    {
        "key", "keys", "secret", "secrets", "psk", "seed", "seeds", "salt", "salts", "token",
        "tokens", "pass", "passwd", "password", "passwords", "passphrase",
    }
)  # fmt: skip
_MATERIAL_PREFIXES = _KEY_QUALIFIERS | {"enc", "aes", "hmac", "mac", "priv"}


def _name_at(text: str, at: int) -> str:
    """The whole name (a run of letters, digits, `_`, `.` and `-`) that holds ``text[at]``."""
    start, end = at, at
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_.-"):
        start -= 1
    while end < len(text) and (text[end].isalnum() or text[end] in "_.-"):
        end += 1
    return text[start:end]


def _key_material_name(name: str) -> bool:
    """Does a name hold key material's word as one of its parts (``key_bytes``,
    ``hmacKey``, ``psk``), or a part that ends with key, secret or token after a key's
    qualifier (``APIKEY``, ``secretkey``, ``enckey``)? Not a public key's
    (``public_key``, ``pubkey``), and not a word that only holds the letters
    (``monkey_bytes``, ``apsk_magic``)."""
    for part in (w.lower() for w in _KEY_WORD.findall(name)):
        if part in ("pub", "public"):
            return False
        if part in _MATERIAL_WORDS:
            return True
        for word in ("key", "secret", "token"):
            if part.endswith(word) and part[: -len(word)] in _MATERIAL_PREFIXES:
                return True
    return False


def _given(value: str) -> bool:
    """A value given, not a setting's word: 6+ characters, no space, not only digits."""
    return (
        len(value) >= 6 and " " not in value and not value.isdigit() and not is_placeholder(value)
    )


def _cookie_secret(name: str, value: str) -> bool:
    if not (_SESSION_NAME.search(name.lower()) or is_secret_key(name)) or is_placeholder(value):
        return False
    return (
        random_shaped(value)
        or password_shaped(value, 16)
        or _one_case_random(value)
        or (len(value) >= 20 and _HEX.fullmatch(value) is not None)
    )


def _table_columns(text: str, low: str) -> dict[str, list[str]]:
    tables: dict[str, list[str]] = {}
    for m in _CREATE_TABLE.finditer(low):
        columns: list[str] = []
        for a, b in _call_arguments(text, m.end()):
            words = text[a:b].split()
            if words and words[0].lower() not in _COLUMN_CONSTRAINT:
                columns.append(words[0].strip('"`[]').lower())
        tables[m.group("t").strip('"`[]').lower()] = columns
    return tables


def _dump_row_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    tables: dict[str, list[str]] | None = None
    for m in _BARE_INSERT.finditer(low):
        if m.start() and (low[m.start() - 1].isalnum() or low[m.start() - 1] == "_"):
            continue  # (a word's end: not the statement)
        if tables is None:
            tables = _table_columns(text, low)
        columns = tables.get(m.group("t").strip('"`[]').lower())
        if not columns:
            continue
        at = m.end()
        while True:  # each row of a multi-row insert: (…),(…)
            found, at = _sql_row_spans(text, at, columns)
            yield from found
            nxt = _NEXT_ROW.match(text, at)
            if nxt is None:
                break
            at = nxt.end()


def _resp_spans(text: str) -> Iterator[tuple[int, int]]:
    for head in _RESP_ARRAY.finditer(text):
        at = head.end()
        if head.group("e") is None:  # (a line of its own: the break after it)
            if text[text.rfind("\n", 0, head.start()) + 1 : head.start()].strip(" \t"):
                continue
            sep = _RESP_PIECE.match(text, at)
            if sep is None:
                continue
            at = sep.end()
        bulks: list[tuple[int, str]] = []  # (offset, the bulk's bytes)
        for _ in range(min(int(head.group("c")), 16)):
            size = _RESP_BULK.match(text, at)
            if size is None:
                break
            data_at = size.end()
            data = text[data_at : data_at + int(size.group("n"))]
            close = _RESP_END.match(text, data_at + len(data))
            if len(data) < int(size.group("n")) or "\n" in data or close is None:
                break
            bulks.append((data_at, data))
            at = close.end()
        yield from _resp_secret_args(bulks)


def _resp_secret_args(bulks: list[tuple[int, str]]) -> Iterator[tuple[int, int]]:
    words = [data.upper() for _, data in bulks]
    if not words:
        return
    if words[0] == "AUTH" and len(bulks) in (2, 3):
        at, data = bulks[-1]
        if not is_placeholder(data):
            yield at, at + len(data)
    elif words[0] == "HELLO" and "AUTH" in words:
        k = words.index("AUTH")
        if k + 2 < len(bulks):
            at, data = bulks[k + 2]
            yield at, at + len(data)
    elif words[:2] == ["CONFIG", "SET"] and len(bulks) >= 4:
        name = bulks[2][1]
        if is_secret_key(name) or _REPLY_SECRET.search(name):
            at, data = bulks[3]
            if _given(data):
                yield at, at + len(data)


def _login_calls(low: str) -> Iterator[re.Match[str]]:
    """``_LOGIN_CALL.finditer(low)``, the pattern tried only where its start words stand."""
    if _LOGIN_CALL_STARTS is None or _LOGIN_CALL_STARTS[1]:
        return _LOGIN_CALL.finditer(low)
    places = [at for word in _LOGIN_CALL_STARTS[0] for at in _places(low, word)]
    return tried_at(low, _LOGIN_CALL, sorted(places))


def _login_argument_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if len(low) != len(text):
        return
    for call in _login_calls(low):
        for position, (a, b) in enumerate(_call_arguments(text, call.end())):
            if position == 0:
                continue
            span = _literal_in(text, a, b)
            if span is None:
                continue
            value = text[span[0] : span[1]]
            if (
                " " not in value
                and "=" not in value
                and password_shaped(value)
                and not _EMAIL.fullmatch(value)
                and not is_placeholder(value)
            ):
                yield span


def _literal_in(text: str, a: int, b: int) -> tuple[int, int] | None:
    """The inside of the one string literal that is the whole argument ``text[a:b]``."""
    inner = text[a:b]
    lead = len(inner) - len(inner.lstrip())
    core = inner.strip()
    start = a + lead
    m = _PLAIN_LITERAL.fullmatch(core) or _PERL_QUOTE.fullmatch(core)
    if m is None:
        return None
    for group in ("s", "a", "b", "c", "d", "e"):
        if group in m.re.groupindex and m.group(group) is not None:
            return start + m.start(group), start + m.end(group)
    return None


# -- after batch 27: what a debugging tool's output format or an API says a value is ---
#
# Precision. Kept: a count of tokens (an all-digit value under a name that counts tokens:
# ``token_budget``, ``max_tokens``); any value under a data structure's key name
# (``cache_key``, ``sort_key``, ``partition_key``, ``idempotency_key``: a key of a map or
# an index, as a UUID there already was); a JWKS key id where a lookup reports it
# (``KeyError`` of a ``[kid]`` subscript, PyJWKClient's "signing key that matches"); an
# IPv6 address; a server's authentication challenge (``WWW-Authenticate``,
# ``Proxy-Authenticate``: sent in clear to anyone); ``openssl s_client``'s
# ``Session-ID``; a value one of whose delimited words says it is not real (``FAKE``,
# ``dummy``, ``notreal``).
_COUNT_WORDS = frozenset(
    {
        "budget", "count", "counts", "max", "min", "limit", "limits", "used", "total",
        "remaining", "usage", "left", "num", "number", "len", "length", "size", "spent",
        "input", "output", "prompt", "completion", "cached", "estimated", "estimate",
    }
)  # fmt: skip
_ONE_TIME_WORDS = frozenset({"otp", "pin", "code", "totp", "hotp", "mfa", "verification"})
_DATA_STRUCTURE_KEYS = frozenset(
    {
        "cache", "sort", "partition", "range", "row", "foreign", "idempotency", "dedup",
        "dedupe", "deduplication", "routing", "shard", "lookup", "composite", "index",
        "natural", "surrogate", "object", "map", "dict", "order", "join",
        "clustering", "distribution", "grouping", "bucket",
    }
)  # fmt: skip
# A line that starts with a name and its operator (rich's locals box and list marks
# before it), the value's text after it: matched once at the line's start.
_LINE_HEAD = re.compile(
    r"[ \t\u2502|>*+\-]*[\"']?(?P<name>[A-Za-z_][\w.\-]*)[\"'`]?[ \t]*(?:=>|[:=])[ \t]*[\"'`]?"
    r"[^\"'`\n]*\Z"
)
_KID_SUBSCRIPT = re.compile(r"\[[ \t]*(?P<name>[A-Za-z_]\w*)[ \t]*\][ \t]*\r?\n")
_KEY_ERROR = re.compile(r"KeyError: (?P<q>[\"'])(?P<v>[^\"'\n]{1,200})(?P=q)")
_KID_MESSAGE = re.compile(
    r"(?i)(?:signing key|jwk|key id|kid)[^\n]{0,40}\bmatch(?:es|ing)?:?[ \t]*[\"']?\Z"
)
_IPV6_CHARS = frozenset("0123456789abcdefABCDEF:.%")
_CHALLENGE_LINE = re.compile(r"(?i)[<>*| \t]*(?:www|proxy)-authenticate[ \t]*:")
_SESSION_ID_LINE = re.compile(r"[ \t]*Session-ID(?:-ctx)?[ \t]*:[ \t]*\Z")
_NOT_REAL_WORDS = frozenset(
    {"fake", "dummy", "example", "placeholder", "notreal", "fakepassword", "testonly"}
)


def _line_name(line: str, before: str) -> str | None:
    """The name the value stands under: its line's own name (``cache_key = '…:<span>``),
    else the name right before it (``{"cacheKey": "<span>"``)."""
    m = _LINE_HEAD.match(line)
    if m is not None:
        return m.group("name")
    named = _name_before(before)
    return named.group(1) if named is not None else None


def _token_count(name: str) -> bool:
    words = _name_words(name)
    if not any(w in ("token", "tokens") for w in words) or len(words) < 2:
        return False
    if any(w in _ONE_TIME_WORDS for w in words):
        return False
    return any(w in _COUNT_WORDS for w in words) or "tokens" in words


def _data_structure_key(name: str) -> bool:
    words = _name_words(name)
    return len(words) >= 2 and words[-1] in ("key", "keys") and words[-2] in _DATA_STRUCTURE_KEYS


@lru_cache(maxsize=4)  # (asked once per span of the text being filtered)
def _looked_up_kids(text: str) -> frozenset[str]:
    """The values a traceback's ``KeyError`` reports for a subscript named an id
    (``self._keys[kid]``, then ``KeyError: '<kid>'``)."""
    kids: set[str] = set()
    if "KeyError" not in text:
        return frozenset()
    for m in _KEY_ERROR.finditer(text):
        source = text[max(0, m.start() - 400) : m.start()]
        subscripts = list(_KID_SUBSCRIPT.finditer(source))
        name = subscripts[-1].group("name") if subscripts else ""
        if name and (name.lower() == "kid" or _id_named(name)):
            kids.add(m.group("v"))
    return frozenset(kids)


def _ipv6(core: str) -> bool:
    if ":" not in core or core.count(":") < 2 or not set(core) <= _IPV6_CHARS:
        return False
    try:
        ipaddress.IPv6Address(core)
    except ValueError:
        return False
    return True


def _says_not_real(core: str) -> bool:
    """One of the value's delimited words says it is not a real value
    (``hunter2-fixture-FAKE``, ``dummy_token``); a word inside a word (``Fakeout93``)
    does not."""
    parts = [p.lower() for p in re.split(r"[-_]", core) if p]
    if len(parts) < 2:
        return False
    if any(p in _NOT_REAL_WORDS for p in parts):
        return True
    return any(a == "test" and b == "only" for a, b in pairwise(parts))


def _after_27_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if _ipv6(core):
        return True
    # (the value's line, 400 characters back at most: a long line is not read per span)
    at = text.rfind("\n", max(0, start - 400), start)
    line = text[at + 1 if at >= 0 else max(0, start - 400) : start]
    if ("uthenticate" in line or "UTHENTICATE" in line) and _CHALLENGE_LINE.match(line):
        return True  # a server's challenge (realm, nonce, opaque): public by design
    if (
        "Session-ID" in line
        and _SESSION_ID_LINE.fullmatch(line)
        and "SSL-Session:" in text[max(0, start - 400) : start]
    ):
        return True  # openssl s_client: the session's id (its Master-Key stays hidden)
    if core in _looked_up_kids(text):
        return True
    if "atch" in line and _KID_MESSAGE.search(line):
        return True
    name = _line_name(line, before) if ("=" in line or ":" in line) else None
    if name is not None and not _vendor_secret(core):
        if core.isdigit() and _token_count(name):
            return True
        if _data_structure_key(name):
            return True
    if ("-" in core or "_" in core) and _says_not_real(core):
        return not _vendor_secret(core)
    return False


# Leaks. Hidden: the result a REPL or debugger prints for an expression that reads a
# secret's setting (``ENV.fetch("X_PRIVATE_KEY")`` then ``=> "…"``, ``In [3]:
# settings.SECRET_KEY`` then ``Out[3]: '…'``, ``(gdb) p getenv("X")`` then ``$1 = 0x…
# "…"``); Redis's inline ``AUTH [user] <password>`` line of a captured payload and
# MONITOR's ``"AUTH" "user" "<password>"``; what ``expect -d`` reports sending right
# after a password prompt matched; a UUID with a credential's prefix glued to it
# (``sdk-<uuid>``) under a secret's name.
_REPL_READ = re.compile(
    r"(?m)^[^\n]{0,60}?(?:>|\)|\]:|\$)[ \t]*(?:(?:p|pp|print|po|puts|echo|expr|display)[ \t]+)?"
    r"(?:ENV\.fetch\(|ENV\[|os\.environ\[|os\.environ\.get\(|os\.getenv\(|getenv\("
    r"|process\.env\.|process\.env\[|System\.getenv\(|Deno\.env\.get\(|settings\.)"
    r"[ \t]*[\"':]?(?P<name>[A-Za-z_][\w.]*)[\"']?[ \t]*[)\]]?[ \t]*\r?\n"
    r"(?P<result>[^\n]{1,300})"
)
_REPL_RESULT = re.compile(
    r"[ \t]*(?:=>|Out\[\d+\]:|\$\d+[ \t]*=|\(\w+\)|<[ \t]*)?[ \t]*(?:0x[0-9a-fA-F]+[ \t]+)?"
    r"(?:(?P<q>[\"'])(?P<s>[^\"'\n]{1,256})(?P=q)|(?P<bare>[^\s\"']{6,256}))[ \t]*\Z"
)
_INLINE_AUTH = re.compile(
    r"(?m)^(?P<cmd>AUTH|auth)[ \t]+(?:(?P<user>[^\s\"']{1,64})[ \t]+)?"
    r"(?P<s>[^\s\"']{6,256})[ \t]*\r?$"
)
_MONITOR_AUTH = re.compile(
    r"(?i)\"auth\"(?:[ \t]+\"(?P<user>[^\"\n]{0,64})\")?[ \t]+\"(?P<s>[^\"\n]{1,256})\"[ \t]*\r?$",
    re.MULTILINE,
)
_EXPECT_MATCH = re.compile(
    r"(?m)(?:^|[ \t])expect: does \"(?P<seen>[^\n]{0,300})\" \(spawn_id (?P<id>\w+)\)"
    r" match[^\n]*\? yes\r?\n"
)
_EXPECT_D_SEND = re.compile(
    r"send: sending \"(?P<s>(?:[^\"\\\n]|\\.)*?)(?:\\r|\\n)*\" to \{ (?P<id>\w+) \}"
)
_PROMPT_SECRET = re.compile(r"(?i)pass(?:word|phrase|wort|code)?\b|\bpin\b|token|secret")
_TYPED_UUID_IN_TEXT = re.compile(
    r"(?<![\w\-])[a-z]{2,8}-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}"
    r"-[0-9a-fA-F]{12}(?![\w\-])"
)


_REPL_READ_WORDS = (
    "ENV.fetch(", "ENV[", "environ", "getenv(", "process.env", "Deno.env", "settings.",
)  # fmt: skip
_REPL_READ_LOW = tuple(word.lower() for word in _REPL_READ_WORDS)


def _repl_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _REPL_READ.finditer(text):
        if not is_secret_key(m.group("name").rpartition(".")[2]):
            continue
        result = _REPL_RESULT.match(text, m.start("result"), m.end("result"))
        if result is None:
            continue
        group = "s" if result.group("s") is not None else "bare"
        value = result.group(group)
        if _given(value):
            yield result.span(group)


def _redis_auth_spans(text: str) -> Iterator[tuple[int, int]]:
    for pattern in (_INLINE_AUTH, _MONITOR_AUTH):
        for m in pattern.finditer(text):
            value = m.group("s")
            if pattern is _INLINE_AUTH:
                value = value.rstrip(".")  # (ngrep prints a line's CR LF as dots)
            if _given(value) and not (value.isalpha() and value.islower()):  # (prose)
                yield m.start("s"), m.start("s") + len(value)


def _expect_send_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _EXPECT_MATCH.finditer(text):
        if not _PROMPT_SECRET.search(m.group("seen")):
            continue
        send = _EXPECT_D_SEND.search(text, m.end(), m.end() + 600)
        if send is None or send.group("id") != m.group("id"):
            continue
        if _EXPECT_MATCH.search(text, m.end(), send.start()) is not None:
            continue  # (another prompt matched in between: the send answers that one)
        value = send.group("s")
        if value and not is_placeholder(value):
            yield send.span("s")


_TYPED_UUID = re.compile(
    r"(?P<p>[a-z]{2,8})-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
)
_PUBLIC_TYPE_PREFIXES = frozenset({"pub", "public", "pk", "id", "client", "site", "app", "user"})


def _typed_uuid_credential(text: str, start: int, end: int) -> bool:
    """``sdk-<uuid>`` under a secret's name (``"sdkKey": "sdk-…"``): a credential's type
    prefix glued to a UUID makes it a minted credential, not an id, whatever else the
    name would say of a bare value."""
    core = text[start:end].strip("\"' ")
    m = _TYPED_UUID.fullmatch(core)
    if m is None or m.group("p") in _PUBLIC_TYPE_PREFIXES:
        return False
    key = _KEY_BEFORE_UUID.search(text, max(0, start - 80), start)
    if key is None:
        return False
    words = _name_words(key.group("key"))
    return is_secret_key(key.group("key").lstrip("-")) and not (set(words) & _PUBLIC_NAMES)


def _after_27_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if (
        "\n" in text
        and _any_word(low, _REPL_READ_LOW, mask)  # (lowered, each word is in the lowercase text)
        and any(word in text for word in _REPL_READ_WORDS)
    ):
        yield from _repl_spans(text)
    if "auth" in low and ("AUTH " in text or "auth " in text or '"auth"' in low):
        yield from _redis_auth_spans(text)
    if "send: sending" in text and "expect: does" in text:
        yield from _expect_send_spans(text)
    if "-" in text and "key" in low and text.count("-") >= 5:  # (5 in every match)
        for m in _TYPED_UUID_IN_TEXT.finditer(text):
            if _typed_uuid_credential(text, *m.span()):
                yield m.span()


# Written after batch 28: people handing over credentials in chat, mail, tickets, wikis
# and password-manager exports. Each rule is about how such a secret is named and given,
# not about one message:
# - Told in prose: a word that names a password (in English, German, French, Spanish,
#   Portuguese, Russian, Chinese, Japanese, Korean), then, within its line and the two
#   non-blank lines after it (the reply, the correction), a value right after a copula
#   or a colon (``the current one is …``, ``it's …``, ``is:`` then the value on a line
#   of its own, ``Klar: …``, ``New value: …``; on a later line, a value that ends its
#   line) or, in Korean, Chinese or Japanese, after the word and a blank (``비번 …``).
#   The value must look chosen, not written: letters with digits, and mixed case or a
#   symbol; no host or file name, version, constant, date, path, URL, address, ticket or
#   placeholder ("the password is in 1Password", "password: see vault" stay). A reply
#   that is a phrase of words ending in a symbol and digits (``Rocket magnet hazard?29``)
#   right after a message asking for a password; a value spelled out one character at a
#   time under a line naming a password; the short piece of a split password.
# - ``login`` / ``password`` in Markdown code (`` `user` / `S3cret.pw` ``) where the
#   line or the one before speaks of logging in or credentials.
# - The column headed by a password's name in a MediaWiki table (``! … !! Password``)
#   and in a CSV export whose header names its columns (a password manager's); a cell
#   that is a reference, a mask or a note in brackets stays.
# - Recovery and backup codes: the lines of codes right under a line that names them
#   (``backup codes …:``, ``BACKUP VERIFICATION CODES``, ``cat …recovery-codes.txt``),
#   every line only codes, list numbers and ``used`` marks; a BitLocker recovery
#   password (8 groups of 6 digits) near a word naming recovery or BitLocker.
# - A TOTP seed: a base32 run of 16 characters or more, digits among its letters, near a
#   word about MFA, TOTP, 2FA or an authenticator.
# - A wallet's seed phrase: 12, 15, 18, 21 or 24 lower-case words in a row, most of them
#   (3 in 4) words of the BIP-39 list, near a word that speaks of a seed, a phrase, a
#   mnemonic, a wallet or words. A shopping list or a word game's words, far from such
#   words or with commas between them, stay.
# Each is tried only near its words (``_AFTER_28_GROUPS``, one pass of an automaton).
_TOLD_WORD = re.compile(
    r"(?i)(?<![\w\-/.<])(?:pass(?:word|phrase|wort|code)s?|kennwort|mot de passe"
    r"|contrase[ñn]a|senha|пароль\w{0,2}|wachtwoord|has[łl][oa]|parol[aă]|[şs]ifre(?:si)?|clave"
    r"|l[öo]senord|salasana|heslo|jelsz[óo]|pw)(?![\w\-/>])"
    r"|密码|密碼|口令|パスワード|パスフレーズ|비밀번호|비번|암호"
    # (after batch 32) German joins a noun to the word with a hyphen (Keystore-Passwort,
    # WLAN-Kennwort): a word of prose, capitalized as nouns are, not a flag's or a key's
    # name (``--passwort``, ``db-passwort`` stay as they were)
    r"|(?<=[A-Za-zÄÖÜäöüß]-)(?:Passwort|Kennwort)(?:e|es|s)?(?![\w\-/>])"
)
# The gate of _TOLD_WORD (found in one pass of an automaton, then matched in place): each
# word the regex reads holds one of these, and each of these is a word it reads (a test
# checks both ways: a word only one of them knows is never told).
_TOLD_WORDS = (
    "password", "passphrase", "passwort", "passcode", "kennwort", "mot de passe", "contraseña",
    "contrasena", "senha", "пароль", "密码", "密碼", "口令", "パスワード", "비밀번호", "비번",
    "암호",
    # (after batch 29: more languages' words, ``pw``, a passphrase in Japanese)
    "wachtwoord", "hasło", "haslo", "hasła", "hasla", "parola", "parolă", "şifre", "sifre",
    "clave", "lösenord", "losenord", "salasana", "heslo", "jelszó", "jelszo", "pw",
    "パスフレーズ",
)  # fmt: skip
_TOLD_INTRO = re.compile(
    r"(?i)(?:(?<![\w'’])(?:is|was|it's|it’s|it[ \t]+is|are|ist|lautet|est|es|é|era)(?![\w'’])"
    r"(?P<adv>[ \t]+(?:still|now|again|currently|also|just|actually|always))?"
    r"|[:：→—–は])[ \t]*(?:\r?\n[ \t]*){0,2}"
)
_TOLD_TOKEN = re.compile(
    r"[ \t]*(?P<q>[`'\"“「『])?(?P<v>[\w!?#.\-@$%&*+~^]{7,64})"
    r"(?=[」』]|[`'\"”]?(?:[\s.,;:!?)]|\Z))"
)
_LINE_REST = re.compile(r"[`'\"”]?[ \t.,!]*(?:\r?\n|\Z)")
_NAME_VERSION = re.compile(r"[A-Za-z]+v?\d+(?:\.\d+)+")
_CONSTANT = re.compile(r"[A-Z0-9]+(?:_[A-Z0-9]+)+")
_DATE_START = re.compile(r"\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}")
_TOLD_SYMBOLS = frozenset("-_.!?#@$%&*+~^")
_TOLD_VERSION = re.compile(r"v?\d+(?:\.\d+)+(?:[-+][\w.]+)?")
_TOLD_PHRASE = re.compile(r"[A-Za-z][a-z]{1,11}(?: [a-z]{2,12}){1,5}[!?#.*&$%_\-]{1,2}\d{1,4}")
_SPELLED = re.compile(r"(?m)[ \t]*\S(?: \S){5,63}[ \t]*$")
_SPEAKER = re.compile(r"[ \t]*(?:\[[^\]\n]{1,30}\][ \t]*)?[^\s:：][^\n:：]{0,40}[:：][ \t]*")


_WORDS_AND_NUMBER = re.compile(
    r"[a-z]{3,}(?:[-_.][a-z]{3,}){2,}[-_.]?\d{1,4}|[a-z]{3,}[-_.][a-z]{3,}[-_.]\d{2,4}"
)


def _told_value(value: str) -> bool:
    """A value a person chose and gave: letters with digits, and mixed case or a symbol."""
    if _WORDS_AND_NUMBER.fullmatch(value):
        return True  # jungle-engine-lantern37: a passphrase of words and a number
    if not (7 <= len(value) <= 64) or not password_shaped(value, 7):
        return False
    if not any(c.isdigit() for c in value):
        return False
    rest = value.lstrip("0123456789")
    if (
        value[0].isdigit()
        and rest.isalpha()
        and (rest.islower() or rest.isupper() or rest.istitle())
    ):
        return False  # (1Password, 2FA, 4chan: a name; 4cmWBkJBfr is drawn)
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    if not (mixed or any(c in _TOLD_SYMBOLS for c in value)):
        return False
    if "." in value and value.rsplit(".", 1)[1].isalpha():
        return False  # a host's or a file's name (db-02.example.com, notes-2024.md)
    return not (
        _TOLD_VERSION.fullmatch(value)
        or _ISSUE_KEY.fullmatch(value)
        or _NAME_VERSION.fullmatch(value)  # TLSv1.3
        or _CONSTANT.fullmatch(value)  # TLS_AES_256_GCM_SHA384
        or _DATE_START.match(value)  # 2026-12-05T02
    )


def _told_reach(text: str, end: int) -> int:
    """The end of the word's line and of the two non-blank lines after it (240 at most)."""
    pos, lines = end, 0
    limit = min(len(text), end + 240)
    while pos < limit:
        nl = text.find("\n", pos, limit)
        if nl < 0:
            return limit
        if text[pos:nl].strip():
            lines += 1
            if lines == 3:
                return nl
        pos = nl + 1
    return limit


def _told_password_spans(text: str, places: list[int]) -> Iterator[tuple[int, int]]:
    for word in filter(None, (_TOLD_WORD.match(text, at) for at in places)):
        reach = _told_reach(text, word.end())
        own_line = text.find("\n", word.end(), reach)
        own_line = reach if own_line < 0 else own_line
        intros = [
            m
            for m in _TOLD_INTRO.finditer(text, word.end(), reach)
            if text[m.start() - 1] not in "\"'"  # ("key": a quoted key names its own value)
            # (chat's ``pw`` names a value only right after it: ``pw X``, ``pw: X``)
            and (word.group().lower() != "pw" or not text[word.end() : m.start()].strip())
        ]
        starts = [(m.end(), m.group()[0].isalpha() and m.start() <= own_line) for m in intros]
        if not word.group()[0].isascii() and text[word.end() : word.end() + 1] in (" ", "\t"):
            starts.insert(0, (word.end(), False))  # 비번 …: the value right after the word
        for at, wrapped in starts:
            m = _TOLD_TOKEN.match(text, at, reach)
            value = "" if m is None else m.group("v") if m.group("q") else _told_strip(m.group("v"))
            if m is None or not _told_value(value):
                if not wrapped:
                    yield from _passphrase_line(text, at, reach)
                continue
            end = m.start("v") + len(value)
            if m.start("v") > own_line and not (wrapped or _LINE_REST.match(text, end)):
                continue  # (on a later line, the value is what its message gives)
            yield m.start("v"), end
        # (after batch 29) the value right after the word: quoted, or a chosen shape
        direct = _TOLD_DIRECT.match(text, word.end(), reach)
        if direct is not None:
            value = direct.group("v") if direct.group("q") else _told_strip(direct.group("v"))
            if _told_value(value) and (
                direct.group("q") or _WORDS_AND_NUMBER.fullmatch(value) or _strong_value(value)
            ):
                yield direct.start("v"), direct.start("v") + len(value)
        if "\n" in text[word.end() : reach]:
            yield from _piece_message_spans(text, word.end())
        # spelled out on the next line, one character at a time (``B Z Y 4 j h …``)
        line_end = text.find("\n", word.end(), reach)
        if line_end >= 0 and text[max(0, line_end - 8) : line_end].rstrip().endswith(":"):
            spelled = _SPELLED.match(text, line_end + 1)
            if spelled is not None and _told_value(spelled.group().replace(" ", "")):
                yield spelled.span()
        # a reply that is a phrase of words with a symbol and digits
        if "?" in text[word.end() : reach]:
            line_end = text.find("\n", word.end(), reach)
            if line_end >= 0:
                nxt = text.find("\n", line_end + 1)
                nxt = len(text) if nxt < 0 else nxt
                speaker = _SPEAKER.match(text, line_end + 1, nxt)
                at = speaker.end() if speaker else line_end + 1
                phrase = _TOLD_PHRASE.fullmatch(text, at, at + len(text[at:nxt].rstrip()))
                if phrase is not None and not any(
                    w.lower() in _PROSE_WORDS for w in phrase.group().split()
                ):
                    yield phrase.span()


_TOLD_DIRECT = re.compile(
    r"(?:[ \t]+|[ \t]*\r?\n[ \t]*(?=[`'\"“「]))(?P<q>[`'\"“「『])?(?P<v>[\w!?#.\-@$%&*+~^]{7,64})"
    r"(?(q)[`'\"”」』]|(?=[\s.,;:!?)]|\Z))"
)
_PHRASE_LINE = re.compile(
    r"(?P<v>[a-z]{3,10}(?:[ ][a-z]{3,10}){3,7})[ \t]*(?:\.[ \t]*)?(?:\r?\n|\Z)"
)
# (words that make a line of lower-case words a sentence, not a passphrase)
_SENTENCE_WORDS = frozenset(
    [
        "all",
        "any",
        "and",
        "after",
        "before",
        "by",
        "each",
        "every",
        "for",
        "from",
        "must",
        "never",
        "no",
        "not",
        "nor",
        "of",
        "only",
        "or",
        "per",
        "should",
        "some",
        "than",
        "that",
        "the",
        "then",
        "this",
        "to",
        "until",
        "use",
        "when",
        "will",
        "with",
        "within",
        "without",
        "yet",
        "can",
        "may",
        "might",
        "need",
        "needs",
        "days",
        "weeks",
        "months",
        "hours",
        "minutes",
        "characters",
        "chars",
        "letters",
        "digits",
    ]
)


def _told_strip(value: str) -> str:
    """A bare value without the sentence's punctuation after it (a quoted one keeps it)."""
    return value.rstrip(".,;:!?")


def _strong_value(value: str) -> bool:
    """Chosen, and unlike a word of prose: mixed case, a digit and a symbol."""
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
        and any(c in _TOLD_SYMBOLS for c in value)
    )


def _passphrase_line(text: str, at: int, reach: int) -> Iterator[tuple[int, int]]:
    """Four to eight lower-case words that fill the rest of a line after a colon or a
    copula that follows a password's name: a passphrase of words, unless a sentence."""
    m = _PHRASE_LINE.match(text, at, reach if reach < len(text) else len(text))
    if m is None:
        return
    words = m.group("v").split()
    if any(
        w in _PROSE_WORDS
        or w in _LEAD_WORDS
        or w in _SENTENCE_WORDS
        or w.endswith(("ing", "ed", "ly"))
        for w in words
    ):
        return
    if len(set(words)) < len(words):
        return
    yield m.span("v")


# (after batch 29) spelled out with a separator between the characters (``i-v-A-H-2-…``)
_SPELL_WORDS = ("letter by letter", "character by character", "char by char", "spelled", "spelt")
_SEP_SPELLED = re.compile(r"(?m)^[ \t]*(?P<v>\S(?P<sep>[ \-.])\S(?:(?P=sep)\S){6,63})[ \t]*$")
# (after batch 29) a password sent in pieces, one message each, under a line saying so
_IN_PIECES = re.compile(r"(?i)\b(?:in|as)[ \t]+(?:\w+[ \t]+)?(?:pieces|parts|chunks|bits)\b")
_PIECE_MESSAGE = re.compile(r"[ \t]*(?P<v>[\w!?#.\-@$%&*+~^]{3,16})[ \t]*\r?$")
# (after batch 29) a correction: the value after ``typo``, ``I meant``, ``wrong one``
_CORRECTED = re.compile(r"(?i)\b(?:typo|i[ \t]+meant|wrong[ \t]+one|correction)\b")


def _spelled_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    for word in _SPELL_WORDS:
        at = low.find(word)
        while at >= 0:
            end = _told_reach(text, at)
            for m in _SEP_SPELLED.finditer(text, at, end):
                value = m.group("v")[::2]
                if _told_value(value):
                    yield m.span("v")
            at = low.find(word, at + 1)


def _piece_message_spans(text: str, word_end: int) -> Iterator[tuple[int, int]]:
    """The short messages after a line that sends a password in pieces, three or more."""
    line_end = text.find("\n", word_end)
    if line_end < 0 or _IN_PIECES.search(text, word_end, line_end) is None:
        return
    pieces: list[tuple[int, int]] = []
    pos = line_end + 1
    while pos < len(text) and len(pieces) < 8:
        nxt = text.find("\n", pos)
        nxt = len(text) if nxt < 0 else nxt
        speaker = _SPEAKER.match(text, pos, nxt)
        m = _PIECE_MESSAGE.match(text, speaker.end() if speaker else pos, nxt)
        if m is None:
            break
        pieces.append(m.span("v"))
        pos = nxt + 1
    if len(pieces) >= 3 and _told_value("".join(text[a:b] for a, b in pieces)):
        yield from pieces


def _correction_spans(text: str) -> Iterator[tuple[int, int]]:
    """A value given as a correction (``sorry typo, it's …``), and the value it corrects:
    a value of the same length (within three) ending a line of the three before."""
    for c in _CORRECTED.finditer(text):
        line_end = text.find("\n", c.end())
        line_end = len(text) if line_end < 0 else line_end
        for intro in _TOLD_INTRO.finditer(text, c.end(), line_end):
            m = _TOLD_TOKEN.match(text, intro.end(), line_end)
            if m is None or not _told_value(value := m.group("v").rstrip(".,;:!?")):
                continue
            yield m.start("v"), m.start("v") + len(value)
            start = _line_start(text, c.start(), 3)
            for old in _TOLD_TOKEN.finditer(text, start, text.rfind("\n", 0, c.start()) + 1):
                earlier = old.group("v").rstrip(".,;:!?")
                if (
                    text[max(0, old.start("v") - 2) : old.start("v")] in (": ", ":\t")
                    and abs(len(earlier) - len(value)) <= 3
                    and _told_value(earlier)
                ):
                    yield old.start("v"), old.start("v") + len(earlier)
            break


_TICK_PAIR = re.compile(r"`(?P<u>[^`\s]{1,80})`[ \t]*/[ \t]*`(?P<s>[^`\s]{6,128})`")
_TICK_LOGIN = re.compile(
    r"(?i)\blog(?:[ \t\-]?in|[ \t]+on)(?:to)?\b|\bsign[ \t\-]?in\b|\bcreds?\b|\bcredentials?\b"
    r"|\baccount\b|\bpass(?:word|wort)?\b|\badmin\b"
)
# (after batch 29) the same pair with no backticks: ``login is demo@ / value``, spaces
# around the slash (a path has none), the value a chosen one (the name's first part read
# once, ``{1,40}+``: a run of dots was split between its two parts at each place)
_SPACED_SLASH_PAIR = re.compile(
    r"(?<![\w/])[\w.+\-]{1,40}+@?[\w.\-]{0,40}[ \t]+/[ \t]+(?P<s>[\w!?#.\-@$%&*+~^]{7,64}?)"
    r"[.,;)]?(?=\s|\Z)"
)


def _tick_pair_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _TICK_PAIR.finditer(text):
        line_start = _line_start(text, m.start(), 1)  # (its line and the one before)
        if not _TICK_LOGIN.search(text, line_start, m.start()):
            continue
        value = m.group("s")
        if password_shaped(value, 6) and not is_placeholder(value):
            yield m.span("s")
    if " / " in text:
        for m in _SPACED_SLASH_PAIR.finditer(text):
            # (its own line, a line break escaped in JSON one too)
            line_start = max(
                text.rfind("\n", 0, m.start()) + 1, text.rfind("\\n", 0, m.start()) + 2
            )
            value = m.group("s")
            if (
                _TICK_LOGIN.search(text, line_start, m.start())
                and _told_value(value)
                and (_WORDS_AND_NUMBER.fullmatch(value) or value.upper() != value)
            ):
                yield m.span("s")  # (a product's name in capitals, NEO-FFI-3, stays)


_WIKI_HEADER = re.compile(r"(?m)^![ \t]*(?P<cols>[^\n]*!![^\n]*)$")
_CSV_HEADER = re.compile(r"(?m)^(?P<cols>[\"\w \-]{1,40}(?:,[\"\w \-]{0,40}){2,30})\r?$")
_CSV_CELL = re.compile(r"\"(?P<q>(?:[^\"]|\"\")*)\"|(?P<b>[^,\r\n]*)")


def _csv_cells(line: str, offset: int) -> list[tuple[str, int]]:
    cells: list[tuple[str, int]] = []
    pos = 0
    while True:
        m = _CSV_CELL.match(line, pos)
        if m is None:
            break
        group = "q" if m.group("q") is not None else "b"
        cells.append((m.group(group), offset + m.start(group)))
        pos = m.end()
        if pos >= len(line) or line[pos] != ",":
            break
        pos += 1
    return cells


def _password_cell(value: str) -> bool:
    value = value.strip()
    if not value or is_placeholder(value) or value[0] in "([<*•":
        return False
    if " " in value:  # a passphrase (Dancer zebra tiger kettle#05), not a note
        words = value.split()
        return (
            len(words) <= 8
            and not any(w.lower() in _PROSE_WORDS for w in words)
            and any(not c.isalpha() and not c.isspace() for c in value)
        )
    return password_shaped(value, 6) or random_shaped(value)


def _password_columns(names: list[str]) -> list[int]:
    return [
        n
        for n, name in enumerate(names)
        if name and is_secret_key(name.strip().replace(" ", "_")) and not _id_named(name.strip())
    ]


def _password_column_spans(text: str, places: list[int]) -> Iterator[tuple[int, int]]:
    lines = sorted({text.rfind("\n", 0, at) + 1 for at in places})  # (the lines naming one)
    if "!!" in text:  # MediaWiki: ! a !! b !! Password, then | x || y || z rows
        for m in (_WIKI_HEADER.match(text, at) for at in lines):
            if m is None:
                continue
            header = [c.strip() for c in m.group("cols").split("!!")]
            columns = _password_columns(header)
            if not columns:
                continue
            pos = m.end() + 1
            while pos < len(text):
                end = text.find("\n", pos)
                end = len(text) if end < 0 else end
                line = text[pos:end]
                if line.startswith("|}"):
                    break
                if line.startswith("|") and not line.startswith("|-"):
                    cells = _cells_of(line[1:], pos + 1, "||")
                    if len(cells) == len(header):
                        for n in columns:
                            value, at = cells[n]
                            if _password_cell(value):
                                yield at, at + len(value)
                pos = end + 1
    if "," in text:  # a CSV export: a header line naming its columns, then its rows
        for m in (_CSV_HEADER.match(text, at) for at in lines):
            if m is None:
                continue
            header = [c.strip().strip('"') for c in m.group("cols").split(",")]
            columns = _password_columns(header)
            if not columns:
                continue
            pos = m.end() + 1
            while pos < len(text):
                end = text.find("\n", pos)
                end = len(text) if end < 0 else end
                line = text[pos:end].rstrip("\r")
                if not line.strip():
                    break
                cells = _csv_cells(line, pos)
                if len(cells) == len(header):
                    for n in columns:
                        value, at = cells[n]
                        if _password_cell(value):
                            yield at, at + len(value)
                pos = end + 1


_CODES_HEADING = re.compile(
    r"(?i)\b(?:recovery|backup|verification|emergency|scratch|2fa|mfa)[ \t_\-]+codes?\b"
)
_CODES_GATE = (
    "recovery code", "backup code", "verification code", "emergency code", "scratch code",
    "2fa code", "mfa code", "recovery-code", "backup-code", "recovery_code", "backup_code",
)  # fmt: skip
_CODES_ROW = re.compile(
    r"[ \t]*(?:(?:\d{1,2}[.)][ \t]+)?(?:(?P<c>[A-Za-z0-9]{4,10}-[A-Za-z0-9]{4,10}|\d{3,5} \d{3,5}"
    r"|[A-Za-z0-9]{8,12})|\(?used\)?)[ \t]*)+\r?"
)
_CODE_ITEM = re.compile(
    r"(?<![\w\-])(?:[A-Za-z0-9]{4,10}-[A-Za-z0-9]{4,10}|\d{3,5} \d{3,5}|[A-Za-z0-9]{8,12})"
    r"(?![\w\-])"
)


def _code_item(code: str) -> bool:
    if "-" in code or " " in code:
        return not is_placeholder(code)
    if code.isdigit():
        return True
    return any(c.isdigit() for c in code) and any(c.isalpha() for c in code)


def _recovery_code_spans(text: str, places: list[int]) -> Iterator[tuple[int, int]]:
    for at in places:
        heading = _CODES_HEADING.match(text, max(0, at - 12), at + 40)
        if heading is None:
            heading = _CODES_HEADING.search(text, max(0, at - 12), at + 40)
        if heading is None:
            continue
        pos = text.find("\n", heading.end())
        if pos < 0:
            continue
        pos += 1
        found: list[tuple[int, int]] = []
        skipped = 0
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if _CODES_ROW.fullmatch(line):
                items = [c for c in _CODE_ITEM.finditer(text, pos, end) if _code_item(c.group())]
                if not items:
                    break
                found.extend(c.span() for c in items)
            elif found or skipped == 2:
                break
            else:
                skipped += 1  # (the account's name, a blank line: then the codes)
            pos = end + 1
        if len(found) >= 3:
            yield from found


_BITLOCKER_KEY = re.compile(r"(?<![\d\-])\d{6}(?:-\d{6}){7}(?![\d\-])")
_BASE32_SEED = re.compile(r"(?<![A-Za-z0-9])[A-Z2-7]{16,128}(?![A-Za-z0-9])")
_MFA_WORDS = ("mfa", "totp", "2fa", "authenticator", "two-factor", "otpauth", " otp", "setup key")
# (after batch 29) a seed as an authenticator shows it, in groups of four
_SPACED_SEED = re.compile(
    r"(?<!\w)(?<!\w )(?:[a-z2-7]{4}(?: [a-z2-7]{4}){3,15}|[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15})"
    r"(?!\w)"
)
# (after batch 29) a recovery key in groups of 4 to 6 capitals and digits (Apple's)
_GROUPED_KEY = re.compile(r"(?<![\w\-])[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){4,9}(?![\w\-])")


def _totp_seed_spans(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    for m in _BASE32_SEED.finditer(text, start, end):
        value = m.group()
        if sum(c.isdigit() for c in value) >= 2 and _entropy(value) >= 3.5:
            yield m.span()
    if " " in text:
        for m in _SPACED_SEED.finditer(text, start, end):
            value = m.group().replace(" ", "")
            if sum(c.isdigit() for c in value) >= 2 and _entropy(value) >= 3.5:
                yield m.span()


def _grouped_key(value: str) -> bool:
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    return digits >= 2 and letters >= 4 and not is_placeholder(value)


_WORD_RUN = re.compile(r"(?<![\w\-,])[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,40}(?![\w\-])")
# (after batch 29) a seed written in rows of three words or more, one row a line
_WORD_ROWS = re.compile(
    r"(?m)^[ \t]*[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){2,11}(?:[ \t]*\r?\n[ \t]*[a-z]{3,8}"
    r"(?:[ \t]+[a-z]{3,8}){2,11}){1,11}[ \t]*$"
)
# (after batch 29) macOS ``security`` prints an item's secret under ``data:``
_KEYCHAIN_DATA = re.compile(r'(?m)^data:[ \t]*\r?\n"(?P<v>[^"\n]{4,512})"[ \t]*$')
_SEED_SIZES = (12, 15, 18, 21, 24)
_SEED_RUN_WORDS = (
    "seed", "phrase", "mnemonic", "wallet", "words",
    # (after batch 39) the same in Portuguese, Spanish and French
    "semente", "semilla", "graine", "frase", "mnemônic", "mnemónic", "mnémonique",
    "carteira", "cartera", "portefeuille", "palavras", "palabras",
)  # fmt: skip


@cache
def _bip39() -> frozenset[str]:
    from mnemonic import Mnemonic  # (only where a text speaks of a seed and holds 12 words)

    return frozenset(Mnemonic("english").wordlist)


def _seed_phrase_spans(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    wordlist = _bip39() if _WORD_RUN.search(text, start, end) else frozenset()
    seed_word = wordlist.__contains__
    plain_seed_word = wordlist.difference(_PROSE_WORDS).__contains__
    runs = list(_WORD_RUN.finditer(text, start, end))
    if "\n" in text[start:end]:
        runs.extend(_WORD_ROWS.finditer(text, start, end))
        if runs and not wordlist:
            wordlist = _bip39()
            seed_word = wordlist.__contains__
            plain_seed_word = wordlist.difference(_PROSE_WORDS).__contains__
    for m in runs:
        words = [(w.group(), w.start()) for w in re.finditer(r"[a-z]+", m.group())]
        # (the run's ends: words of no seed, then, if its length is no seed's, of prose)
        for leave in (seed_word, plain_seed_word):
            while words and not leave(words[0][0]):
                words.pop(0)
            while words and not leave(words[-1][0]):
                words.pop()
            if len(words) in _SEED_SIZES:
                break
        listed = sum(w in wordlist for w, _ in words)
        if len(words) in _SEED_SIZES and listed * 4 >= len(words) * 3:
            last, at = words[-1]
            yield m.start() + words[0][1], m.start() + at + len(last)


_SPLIT_WORDS = (
    "half", "hälfte", "haelfte", "mitad", "moitié", "moitie", "metà", "part 1", "part 2",
    "part1", "part2", "part #", "teil 1", "teil 2", "parte 1", "partie 1", "first part",
    "second part", "1st part", "2nd part",
)  # fmt: skip


def _piece_rest_spans(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """Pieces of one secret given on their lines (``first half: …``, ``second half: …``)
    where a password is named: when one piece has a secret's shape, the others are the
    rest of it, whatever their own shape (a short piece of letters), unless a word."""
    run = list(_PART_LINE.finditer(text, start, end))
    if len(run) < 2:
        return
    values = [m.group("v") for m in run]
    if not any(_piece_value(v) or random_shaped(v, 8) or password_shaped(v) for v in values):
        return
    for m, value in zip(run, values, strict=True):
        if not (
            is_placeholder(value) or (value.isalpha() and (value.islower() or value.istitle()))
        ):
            yield m.span("v")


def _near_windows(text: str, places: list[int], back: int, ahead: int) -> list[tuple[int, int]]:
    """Whole lines from ``back`` characters before each place to ``ahead`` after, merged."""
    windows: list[tuple[int, int]] = []
    for at in places:
        start = text.rfind("\n", 0, max(0, at - back)) + 1
        end = text.find("\n", min(len(text), at + ahead))
        end = len(text) if end < 0 else end
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], end))
        else:
            windows.append((start, end))
    return windows


_RECOVERY_WORDS = ("recovery", "bitlocker")
_PASSWORD_WORD = ("password",)
# (the groups of words the rules below are tried near, found in one pass of an automaton)
_AFTER_28_GROUPS = (
    _TOLD_WORDS, _SPLIT_WORDS, _PASSWORD_WORD, _CODES_GATE, _RECOVERY_WORDS, _MFA_WORDS,
    _SEED_RUN_WORDS,
)  # fmt: skip
# Every group's words (one found: the automaton runs), and the words of a correction.
_AFTER_28_WORDS = tuple(dict.fromkeys(word for group in _AFTER_28_GROUPS for word in group))
_CORRECTION_WORDS = ("typo", "meant", "wrong one", "correction")
# (declared here, after its word lists: see ``_DISPATCH_WORDS``)
_DISPATCH_WORDS["_after_28_spans"] = (
    *_AFTER_28_WORDS,
    *_SPELL_WORDS,
    *_CORRECTION_WORDS,
    "` /",
    "`/`",
    " / ",
    "keychain",
)


@cache
def _after_28_automaton() -> tuple[AhoCorasick, tuple[int, ...]]:
    words = list(dict.fromkeys(word for group in _AFTER_28_GROUPS for word in group))
    groups = tuple(
        sum(1 << n for n, group in enumerate(_AFTER_28_GROUPS) if word in group) for word in words
    )
    return AhoCorasick(words, implementation=Implementation.DFA), groups


def _after_28_places(text: str, low: str) -> list[list[int]]:
    """Where each group's words stand in ``text`` (found in ``low``: where lowering made a
    character longer, ``İ``, the one such character, the places after it move back)."""
    automaton, groups = _after_28_automaton()
    places: list[list[int]] = [[] for _ in _AFTER_28_GROUPS]
    found = automaton.find_matches_as_indexes(low, overlapping=True)
    if not found:
        return places
    bounds: list[int] = []
    if len(low) != len(text):
        at = text.find("\u0130")
        while at >= 0:
            bounds.append(at + len(bounds) + 2)  # (in low, the character after it)
            at = text.find("\u0130", at + 1)
    for index, start, _ in sorted(found, key=lambda match: match[1]):
        at = start - bisect_left(bounds, start + 1) if bounds else start
        bits = groups[index]
        for n in range(len(_AFTER_28_GROUPS)):
            if bits >> n & 1 and (not places[n] or places[n][-1] != at):
                places[n].append(at)
    return places


def _after_28_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if _any_word(low, _AFTER_28_WORDS, mask):
        told, split, password, codes, recovery, mfa, seed = _after_28_places(text, low)
    else:  # (no word of a group: the automaton finds no place)
        told = split = password = codes = recovery = mfa = seed = []
    if told and _any_word(low, _AFTER_28_WORDS, mask):  # (places only where a word is)
        yield from _told_password_spans(text, told)
        if split and "\n" in text:
            # (near a told word standing as a word: not the ``pw`` inside ``apw10a``)
            words = [at for at in told if _TOLD_WORD.match(text, at)]
            for start, end in _near_windows(text, words, 400, 400):
                if any(start <= at < end for at in split):
                    yield from _piece_rest_spans(text, start, end)
        if password and ("!!" in text or "," in text) and "\n" in text:
            yield from _password_column_spans(text, password)
    if _any_word(low, _SPELL_WORDS, mask):
        yield from _spelled_spans(text, low)
    if "\n" in text and _any_word(low, _CORRECTION_WORDS, mask):
        yield from _correction_spans(text)
    if "` /" in text or "`/`" in text or " / " in text:
        yield from _tick_pair_spans(text)
    if codes and _any_word(low, _AFTER_28_WORDS, mask):
        yield from _recovery_code_spans(text, codes)
    if recovery and "-" in text and _any_word(low, _AFTER_28_WORDS, mask):
        for start, end in _near_windows(text, recovery, 200, 400):
            yield from (m.span() for m in _BITLOCKER_KEY.finditer(text, start, end))
            for m in _GROUPED_KEY.finditer(text, start, end):
                if _grouped_key(m.group()):
                    yield m.span()
    if "data:" in text and "keychain" in low:
        yield from (m.span("v") for m in _KEYCHAIN_DATA.finditer(text))
    if mfa and _any_word(low, _AFTER_28_WORDS, mask):
        for start, end in _near_windows(text, mfa, 400, 600):
            yield from _totp_seed_spans(text, start, end)
    if seed and len(text) >= 47 and _any_word(low, _AFTER_28_WORDS, mask):
        for start, end in _near_windows(text, seed, 300, 900):
            yield from _seed_phrase_spans(text, start, end)


# Written after batch 28 (precision): what the words before a value say it is.
# - A chain's transaction hash (``tx hash 0x…``, ``txid …``, ``transaction hash: …``, 64
#   hex digits): public, as a block's hash is.
# - A value after a password manager's name (``in 1Password: QA/Admin``, ``KeePass:
#   Mail/Test``, ``Bitwarden → Infra``): the item's place, not the secret.
# - A value that spells its own parameter's name in capitals (``secret=BASE32SECRET``,
#   ``token=YOUR_TOKEN``): documentation's placeholder.
# - A label's value that is a sentence of prose (``How to use your recovery codes: if
#   you lose your phone, go to …``), no word of it a secret's shape: instructions; and
#   a few words of letters that begin with a word pointing elsewhere (``password: see
#   vault``, ``ask ops``): a reference.
_TX_HASH_BEFORE = re.compile(
    r"(?i)\b(?:tx|txn|transaction)(?:[ \t]*(?:hash|id))?[ \t]*(?:[:=#][ \t]*)?(?:0x)?\Z"
    r"|\btxid[ \t]*(?:[:=][ \t]*)?(?:0x)?\Z"
)
_HEX64 = re.compile(r"[0-9a-fA-F]{64}")
_MANAGER_BEFORE = re.compile(
    r"(?i)(?<![\w\-])(?:1password|keepass(?:xc)?|bitwarden|lastpass|dashlane|keeper)"
    r"(?:[ \t]+(?:vault|item|entry))?[ \t]*(?:[:→>]|->)[ \t]*\Z"
)
_PARAM_BEFORE = re.compile(r"(?P<key>[A-Za-z][A-Za-z0-9_\-]{3,40})[ \t]*[=:][ \t]*[\"']?\Z")
_PROSE_TOKEN = re.compile(r"[A-Za-z][a-z]*[,.;]?")


def _prose_sentence(core: str) -> bool:
    words = core.split()
    if len(words) < 6 or not any(c in core for c in ',.;"'):
        return False  # (a seed phrase's words have no punctuation between them)
    prose = sum(w.lower().strip(",.;:") in _PROSE_WORDS for w in words)
    if (
        prose * 4 < len(words)
        or sum(bool(_PROSE_TOKEN.fullmatch(w)) for w in words) * 3 < len(words) * 2
    ):
        return False
    return not any(
        password_shaped(w.strip(",.;:\"'()"), 8) or random_shaped(w.strip(",.;:\"'()"))
        for w in words
    )


def _after_28_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if _HEX64.fullmatch(core) and _TX_HASH_BEFORE.search(before):
        return True
    if _MANAGER_BEFORE.search(before) and not (random_shaped(core) or _vendor_secret(core)):
        return True
    if core.isupper() or (core.replace("_", "").isalnum() and core == core.upper()):
        param = _PARAM_BEFORE.search(before)
        if param is not None and param.group("key").upper().replace("-", "_") in core:
            return True
    if " " in core:
        words = core.split()
        if words[0].lower() in _LEAD_WORDS and len(words) <= 6 and all(w.isalpha() for w in words):
            return True  # password: see vault / ask ops / in the team vault
        return _prose_sentence(core)
    return False


# Written after batch 30 (data, ML and home-lab work), each rule about the kind, not the
# message it was seen in:
# - A console's or a config file's ``Name value`` directive (Tasmota's
#   ``Backlog MqttHost …; MqttPassword <value>; Topic …``, its console's ``CMD:``
#   echo, redis.conf's ``requirepass <value>``): a command starts a line or follows a
#   ``;`` or ``Backlog``; when its one name names a password and is no word of prose
#   alone (a prefix before the word, ``MqttPassword``, ``WebPassword``, or a digit after
#   it, ``Password1``), the one value that ends the command is the password, when it is
#   given (6+ characters, not only digits, no placeholder) and looks chosen as a value
#   told in prose does (letters with digits and mixed case or a symbol, words and a
#   number) or random: a word alone (redis.conf's example ``requirepass foobared``) or
#   words joined (``ResetPassword handler_registered``, an event's status) stay; an
#   address or a path is none (nginx's ``proxy_pass http://…``: "pass" to an upstream).
# - An XML element is an assignment of its text to its name: ``<pass>``, ``<pwd>``,
#   ``<dbPass>``, ``<mqtt_pass>``, any element name that names a secret as a key does
#   (not only the long words the element rule lists), holds a one-word value (4+
#   characters, no placeholder, boolean or reference) as ``pass = …`` would.
# - A secret assembled from names (``os.environ["X_API_KEY"] = part_a + part_b``, to keep
#   a scanner quiet): each name's literal assigned in the same text is a piece of the
#   secret, when it has a piece's shape; the assignments may be escaped (a notebook's
#   JSON source).
_DIRECTIVE = re.compile(
    r"(?m)(?:^[ \t]*(?:[>$#][ \t]+)?|;[ \t]*|\bBacklog\d?[ \t]+|\bCMD:[ \t]*)"
    r"(?P<key>[A-Za-z][A-Za-z0-9_]{1,40})[ \t]+(?P<s>[^\s;\"'`<>]{6,200})[ \t]*(?=;|\r?$)"
)
_PASSWORD_WORD_END = re.compile(r"(?i)(?:password|passwd|pass|pwd|auth)\d?\Z")
_PASS_VERB = re.compile(r"(?i)(?:proxy|fastcgi|uwsgi|scgi|grpc|memcached)_pass\Z")
_PROSE_NAMES = frozenset({"password", "passwort", "pass", "passwd", "pwd", "auth"})
_DIRECTIVE_WORDS = ("pass", "pwd", "auth")
_ELEMENT = re.compile(
    r"<(?P<key>[A-Za-z_][\w:.\-]{0,60})(?:[ \t][^<>\n]{0,200})?>"
    r"(?P<s>[^<>\s]{4,300})</(?P=key)[ \t]*>"
)
_NOT_A_VALUE = frozenset({"true", "false", "yes", "no", "null", "none", "nil", "on", "off"})
_JOINED_NAMES = re.compile(
    r"(?<![=!<>+\-*/])=[ \t]*"
    r"(?P<names>[A-Za-z_]\w{0,40}(?:[ \t]*\+[ \t]*[A-Za-z_]\w{0,40})+)[ \t]*(?:;|\\n|\"|,|\r?$)",
    re.MULTILINE,
)
_LHS_NAME = re.compile(r"[A-Za-z_][\w\-]*")


def _named_directive(key: str) -> bool:
    """A directive's name that names a password and is no word of prose alone."""
    bare = key.rstrip("0123456789")
    if not bare or _PASSWORD_WORD_END.search(key) is None:
        return False
    alone = bare.lower() in _PROSE_NAMES  # Password: a word of prose, unless a digit follows
    return (not alone or bare != key) and is_secret_key(bare)


def _directive_spans(
    text: str, line_start: int = 0, line_end: int | None = None
) -> Iterator[tuple[int, int]]:
    for m in _DIRECTIVE.finditer(text, line_start, len(text) if line_end is None else line_end):
        key, value = m.group("key"), m.group("s")
        if not _named_directive(key) or not _given(value) or _REFERENCE_SPAN.fullmatch(value):
            continue
        if _PASS_VERB.search(key) or "://" in value or value.startswith(("/", "./", "~")):
            continue  # nginx's proxy_pass http://…: "pass" to an upstream, an address
        if _told_value(value) or random_shaped(value):
            yield m.span("s")


def _element_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _ELEMENT.finditer(text):
        key, value = m.group("key"), m.group("s")
        name = key.rsplit(":", 1)[-1]
        if not is_secret_key(name) or _id_named(name) or value.lower() in _NOT_A_VALUE:
            continue
        if is_placeholder(value) or "${" in value or "{{" in value or "%(" in value:
            continue
        yield m.span("s")


def _joined_name_spans(
    text: str, line_start: int = 0, line_end: int | None = None
) -> Iterator[tuple[int, int]]:
    end = len(text) if line_end is None else line_end
    for m in _JOINED_NAMES.finditer(text, line_start, end):
        lhs = text[max(text.rfind("\n", 0, m.start()) + 1, m.start() - 120) : m.start()]
        if not any(is_secret_key(n) for n in _LHS_NAME.findall(lhs)):
            continue
        for name in re.split(r"[ \t]*\+[ \t]*", m.group("names")):
            literal = re.compile(
                rf"(?<![\w.]){re.escape(name)}[ \t]*=[ \t]*(?:[bru]|f)?(?P<q>\\*[\"'])"
                r"(?P<s>[^\"'\\\n]{6,200})(?P=q)"
            )
            for found in literal.finditer(text, 0, m.start("names")):
                value = found.group("s")
                if _piece_value(value) or random_shaped(value) or _vendor_token(value):
                    yield found.span("s")


# Where each layer can match (exact gates: a text or a line outside them yields nothing).
# A directive's name ends in a password's word (and a digit) before its blank; a
# directive and a joined assignment each lie on one line. An element's and a joined
# assignment's name is a secret's name: it holds one of the parts below (every word
# is_secret_key takes holds one; a test keeps the list whole).
_DIRECTIVE_NAME_END = re.compile(r"(?:pass(?:wd|word)?|pwd|auth)[0-9]?[ \t]")
_DIRECTIVE_NAME_END_ANY_CASE = re.compile(_DIRECTIVE_NAME_END.pattern, re.IGNORECASE)
_SECRET_NAME_PARTS = (
    "pass", "pw", "secret", "token", "key", "cred", "auth", "sas", "sig", "dsn", "bearer",
    "jwt", "hmac", "psk", "preshared", "cert",
)  # fmt: skip
_SECRET_ELEMENT_CLOSE = re.compile(r"</[\w:.\-]{0,60}?(?:" + "|".join(_SECRET_NAME_PARTS) + ")")


def _line_span(text: str, at: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


def _directive_lines(text: str, low: str) -> Iterator[tuple[int, int]]:
    """The lines on which a directive's name can end (in order, each once)."""
    if len(low) == len(text):
        ends = _DIRECTIVE_NAME_END.finditer(low)
    else:  # (positions of the text's own: searched in it, ignoring case)
        ends = _DIRECTIVE_NAME_END_ANY_CASE.finditer(text)
    line_end = -1
    for m in ends:
        if m.start() > line_end:
            line = _line_span(text, m.start())
            line_end = line[1]
            yield line


def _joined_lines(text: str) -> Iterator[tuple[int, int]]:
    """The lines holding a ``+``, an ``=`` and a part of a secret's name (in order)."""
    at = text.find("+")
    while at >= 0:
        line_start, line_end = _line_span(text, at)
        line = text[line_start:line_end]
        if "=" in line:
            line_low = line.lower()
            if any(part in line_low for part in _SECRET_NAME_PARTS):
                yield line_start, line_end
        at = text.find("+", line_end)


def _after_30_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if _any_word(low, _DIRECTIVE_WORDS, mask):
        for line_start, line_end in _directive_lines(text, low):
            yield from _directive_spans(text, line_start, line_end)
    if "</" in text and (len(low) != len(text) or _SECRET_ELEMENT_CLOSE.search(low)):
        yield from _element_spans(text)
    if "+" in text and "=" in text:
        for line_start, line_end in _joined_lines(text):
            yield from _joined_name_spans(text, line_start, line_end)


# The look-alikes of batch 30, kept by what the value is:
# - A cloud API's resource name (Google's ``projects/<n>/locations/<l>/customJobs/<n>``,
#   ``organizations/…``, ``folders/…``, ``billingAccounts/…``): collection words and
#   their ids in turn, each id a number, a lower-case name or a UUID; an identifier.
# - A principal ``name@realm`` (Proxmox's ``terraform@pve``, ``root@pam``: lower-case
#   names, no domain) as the argument of a command that lists, shows or gets what it
#   names (``pveum user token list terraform@pve``): who, not a secret.
# - A MAC address (six pairs of hex digits joined by colons): a value that starts
#   inside one (``virtio=BC:24:11:7A:3E:09,bridge=…`` read as a ``.pgpass`` line) is the
#   address's rest.
_RESOURCE_NAME = re.compile(
    r"(?:projects|organizations|folders|billingAccounts)/[\w.\-]{1,63}"
    r"(?:/[a-z][A-Za-z]{1,40}/[\w.\-@]{1,63})+/?"
)
_RESOURCE_ID = re.compile(r"\d+|[a-z][a-z0-9]*(?:[\-_.][a-z0-9]+)*|" + _UUID.pattern)
_PRINCIPAL = re.compile(r"[a-z][a-z0-9_\-.]{0,40}@[a-z][a-z0-9\-]{1,20}")
_LOOKUP_BEFORE = re.compile(
    r"(?:^|[\s$#>])[a-z][\w\-]*(?:[ \t]+[a-z][\w\-]*){0,4}[ \t]+"
    r"(?:list|ls|show|get|describe|info|inspect|lookup|read)(?:[ \t]+--?[\w\-]+)*[ \t]+\Z"
)
_MAC_ADDRESS = re.compile(r"(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}(?![0-9A-Fa-f:])")


def _resource_name(core: str) -> bool:
    if _RESOURCE_NAME.fullmatch(core) is None:
        return False
    ids = core.strip("/").split("/")[1::2]
    return all(
        _RESOURCE_ID.fullmatch(part) is not None and not _one_case_random(part) for part in ids
    )


def _after_30_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t")
    if "/" in core and _resource_name(core):
        return True
    if "@" in core and _PRINCIPAL.fullmatch(core) and _LOOKUP_BEFORE.search(before):
        return True
    if ":" in text[max(0, start - 15) : end]:
        for m in _MAC_ADDRESS.finditer(text, max(0, start - 17), min(len(text), start + 17)):
            if m.start() < start < m.end():
                return True
    return False


# Written after batch 31 (testing, QA and API tooling), each rule a kind, not a phrasing
# (docs/CONTRACT.md, "What a test tool prints, and what a captured mail hands over").
# Leaks:
# - A name/value pair of sibling elements: in one run of sibling elements, each whole on
#   its line (a JMeter sampler's ``<stringProp name="Argument.name">password</…>`` beside
#   ``<stringProp name="Argument.value">…</…>``; ``<name>``/``<value>``; a ``<key>``), the
#   value element's text is what the name element's text names: a credential when that
#   name is a secret's.
# - A one-time code: 4 to 8 digits (or 6 to 8 capitals and digits) right after words that
#   name a sign-in, verification, confirmation, security, access or one-time code (in
#   English, German, French, Spanish, Chinese, Japanese, Korean), after a copula or a colon
#   or directly; "your code" when the text names such a code elsewhere. It signs in whoever
#   holds it until it expires, and a store shared by a team is read within that time.
#   Digits after "code" alone (exit, status, error, zip code) stay.
# - A one-time link's token: in a URL or a request path, the segment after a segment that
#   names a reset, an invitation, a magic link, a confirmation, a verification or an
#   activation (one short segment may stand between: Django's user id, ``accept``), when
#   it has a token's shape (random, 20+ hex digits). A UUID there stays an id (as under
#   any name that is no credential's).
# - A minted credential (``sdk-<uuid>``, a credential's type prefix glued to a UUID) given
#   as the first argument of an SDK's init call or a client's constructor.
_SIBLING_ELEMENT = re.compile(
    r"(?m)^[ \t]*<(?P<tag>[A-Za-z][\w:.\-]*)(?P<attrs>[^<>\n]*?)(?<!/)>"
    r"(?P<text>[^<\n]{0,300})</(?P=tag)[ \t]*>[ \t]*$"
)
_ELEMENT_NAME_ATTR = re.compile(
    r"\b(?:name|key|property)[ \t]*=[ \t]*[\"'](?P<n>[^\"'\n]{1,80})[\"']"
)


def _element_role(tag: str, attrs: str) -> str:
    """``name`` (the element names the pair), ``value`` (it holds the value) or ``""``."""
    named = _ELEMENT_NAME_ATTR.search(attrs)
    word = (named.group("n") if named else tag).rsplit(":", 1)[-1].rsplit(".", 1)[-1].lower()
    if word in ("name", "key"):
        return "name"
    return "value" if word == "value" else ""


def _sibling_pair_spans(text: str) -> Iterator[tuple[int, int]]:
    runs: list[list[re.Match[str]]] = []
    last_end = -1
    for m in _SIBLING_ELEMENT.finditer(text):
        if runs and not text[last_end : m.start()].strip():
            runs[-1].append(m)
        else:
            runs.append([m])
        last_end = m.end()
    for run in runs:
        names = [m for m in run if _element_role(m.group("tag"), m.group("attrs")) == "name"]
        values = [m for m in run if _element_role(m.group("tag"), m.group("attrs")) == "value"]
        if not names or len(names) != len(values):
            continue
        for name, value in zip(names, values, strict=True):
            key = name.group("text").strip()
            secret = value.group("text").strip()
            if (
                is_secret_key(key)
                and len(secret) >= 4
                and not is_placeholder(secret)
                and not _PLAIN_WORD.fullmatch(secret)
            ):
                at = value.start("text") + value.group("text").index(secret)
                yield at, at + len(secret)


_CODE_QUALIFIERS = (
    r"sign[ \-]?in|log[ \-]?in|login|verification|verify|confirmation|security|one[ \-]time"
    r"|authentication|auth|access|activation|2fa|mfa|otp|two[ \-]factor|passwordless"
)
_ONE_TIME_CODE_WORD = re.compile(
    rf"(?i)\b(?:{_CODE_QUALIFIERS})[ \-]code\b|\b(?:otp|totp)\b"
    r"|\bcode[ \t]+de[ \t]+(?:v[ée]rification|confirmation|connexion|s[ée]curit[ée])\b"
    r"|\bc[óo]digo[ \t]+de[ \t]+(?:verificaci[óo]n|acceso|seguridad|confirmaci[óo]n)\b"
    r"|\b(?:best[äa]tigungs|anmelde|sicherheits|verifizierungs|einmal|zugangs)code\b"
    r"|验证码|驗證碼|校验码|校驗碼|动态码|確認コード|認証コード|인증[ \t]?번호|인증[ \t]?코드"
)
_CODE_GATES = ("code", "otp", "digo", "码", "碼", "コード", "인증")
_YOUR_CODE = re.compile(r"(?i)\b(?:your|the|this|dein|ihr|votre|ton|tu|su)[ \t]+code\b")
_ONE_TIME_CODE = re.compile(  # (the blanks first read once, ``*+``: no n² tries on a run)
    r"(?i)[^\S\n]*+(?:(?:is|ist|lautet|est|es|é|was)\b[ \t]*+)?"
    r"(?:[:：=是は][ \t]*+(?:\r?\n[ \t]*+){0,2})?"
    r"(?:<[a-z]{1,10}+[^<>\n]{0,40}>|[*_`\"'「])*[ \t]*"
    r"(?P<v>(?<![\w\-])(?:\d{4,8}|\d{3}[ \-]\d{3}|[A-Z0-9]{6,8})(?![\w\-%]|[.,]\d))"
)


def _one_time_words(text: str, low: str) -> list[re.Match[str]]:
    """The words naming a one-time code, searched around each ``code`` (common in any
    text) and in the whole text only when a rarer word of them stands in it."""
    if any(word in low for word in _CODE_GATES[1:]):
        return list(_ONE_TIME_CODE_WORD.finditer(text))
    found: dict[tuple[int, int], re.Match[str]] = {}
    at = low.find("code")
    while at >= 0:
        for m in _ONE_TIME_CODE_WORD.finditer(text, max(0, at - 24), min(len(text), at + 48)):
            found[m.span()] = m
        at = low.find("code", at + 4)
    return list(found.values())


def _one_time_code_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    words = _one_time_words(text, low)
    if not words:
        return
    words.extend(_YOUR_CODE.finditer(text))
    for word in words:
        m = _ONE_TIME_CODE.match(text, word.end())
        if m is None:
            continue
        value = m.group("v")
        if not value.isdigit() and value.isalnum() and sum(c.isdigit() for c in value) < 2:
            continue  # (a word in capitals, not a code)
        yield m.span("v")


_LINK_ACTIONS = (
    r"reset|invite|invites|invitation|invitations|magic|magiclink|confirm|confirmation"
    r"|verify|verification|activate|activation|passwordless"
)
_LINK_TOKEN = re.compile(
    rf"(?i)/(?:[a-z0-9]+[\-_])*(?:{_LINK_ACTIONS})(?:[\-_][a-z0-9]+)*"
    r"(?:/[A-Za-z0-9_\-]{1,12})?/(?P<v>[A-Za-z0-9_\-.~]{16,256}?)(?=[/?#&\s\"'<>)\]]|\Z)"
)
# a token's parts: Django's ``<base36 time>-<32 hex digits>`` is a token by its hex part
_LINK_TOKEN_PARTS = re.compile(r"[\-_.~]")
_LINK_WORDS = (
    "reset", "invit", "magic", "confirm", "verif", "activat", "passwordless",
)  # fmt: skip


def _link_token_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _LINK_TOKEN.finditer(text):
        value = m.group("v")
        if _UUID.fullmatch(value) or is_placeholder(value):
            continue
        if random_shaped(value) or any(map(_HEX_RUN.fullmatch, _LINK_TOKEN_PARTS.split(value))):
            yield m.span("v")


_CREDENTIAL_TYPE_PREFIXES = frozenset({"sdk", "srv", "server", "sk", "secret", "key", "api"})
# A type prefix and its "-" right after a quote: where ``_given_typed_uuid_spans`` looks.
_TYPED_PREFIX_QUOTED = re.compile(
    "[\"'`](?:" + "|".join(sorted(_CREDENTIAL_TYPE_PREFIXES, key=len, reverse=True)) + ")-"
)
# Each prefix and its "-" (what a match of ``_TYPED_PREFIX_QUOTED`` holds: its word test).
_TYPED_PREFIX_WORDS = tuple(sorted(prefix + "-" for prefix in _CREDENTIAL_TYPE_PREFIXES))
_INIT_CALL_LITERAL = re.compile(
    r"(?P<call>[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)[ \t]*\([ \t]*(?P<q>[\"'`])"
    r"(?P<v>(?P<p>[a-z]{2,8})-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}"
    r"-[0-9a-fA-F]{12})(?P=q)"
)
_INIT_NAMES = frozenset(
    {"init", "initialize", "initialise", "setup", "configure", "start", "connect", "new"}
)


def _init_call(call: str) -> bool:
    """An SDK's init call or a client's constructor (``ld.init``, ``LDClient``,
    ``ld.MakeClient``, ``new Client``, ``Config``)."""
    last = call.rsplit(".", 1)[-1]
    return last.lower() in _INIT_NAMES or last[:1].isupper() or last.lower().endswith("client")


def _typed_uuid_given(text: str, start: int) -> bool:
    """Is the typed UUID at ``start`` a credential given to an init call?"""
    head = text.rfind("(", max(0, start - 120), start)
    if head < 0:
        return False
    call_start = head
    while call_start > 0 and (text[call_start - 1].isalnum() or text[call_start - 1] in "_$."):
        call_start -= 1
    m = _INIT_CALL_LITERAL.match(text, call_start)
    return (
        m is not None
        and m.start("v") == start
        and m.group("p") in _CREDENTIAL_TYPE_PREFIXES
        and _init_call(m.group("call"))
    )


def _after_31_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if "</" in text and "\n" in text and ("name" in low or "key" in low):
        yield from _sibling_pair_spans(text)
    if _any_word(low, _CODE_GATES, mask):
        yield from _one_time_code_spans(text, low)
    if "/" in text and _any_word(low, _LINK_WORDS, mask):
        yield from _link_token_spans(text, low)
    if (
        "(" in text
        and "-" in text
        and any(word in text for word in _TYPED_PREFIX_WORDS)
        and _TYPED_PREFIX_QUOTED.search(text) is not None
    ):
        yield from _given_typed_uuid_spans(text)


def _given_typed_uuid_spans(text: str) -> Iterator[tuple[int, int]]:
    """Tried where a credential's type prefix stands right after a quote (``'sdk-``)."""
    for prefix in _CREDENTIAL_TYPE_PREFIXES:
        at = text.find(prefix + "-")
        while at >= 0:
            if at and text[at - 1] in "\"'`":
                m = _TYPED_UUID.match(text, at)
                if m is not None and m.group("p") == prefix and _typed_uuid_given(text, at):
                    yield m.span()
            at = text.find(prefix + "-", at + 1)


# Written after batch 31 (precision): what a test tool prints or a test writes on purpose.
# - A test runner's status line names a test: after go test's ``--- PASS:``/``--- FAIL:``/
#   ``--- SKIP:`` (or a ``PASS:`` line beside other status lines, Automake's), the test's
#   name and its subtests (``TestValidateToken/expired``) are names, not a password.
# - A signature is computed, not held: hex of a digest's length under a name whose last
#   word is ``signature``, ``sig``, ``digest`` or ``mac`` (a test's locals, code), and
#   wherever the text repeats it (the assertion that compares it), is one payload's MAC; a
#   header (``X-…-Signature:``) and a URL's ``sig=`` still authorize and stay hidden.
# - A validator's table of cases: a quoted candidate beside its verdict (``("…", False)``,
#   ``["…", "weak"]``) where the text tests a password's strength or validation is an
#   example the test feeds the rule.
# - Encoded settings: a value whose percent-decoding is ``name:value`` pairs of words
#   (a consent cookie's ``analytics%3Afalse%2Cmarketing%3Afalse``) is a record of choices.
# - A mock's value: a prefix that says test, mock, fake, dummy, example or sandbox before
#   a counting run (``sk_test_123``, ``fake_token_abc``): a real key's body is random.
# - A payload marker: a value wholly between ``§`` (Burp Intruder's positions).
# - A MIME encoded word (``=?utf-8?Q?Passwort_zur=C3=BCcksetzen?=``) is encoded text, not
#   ``name=value``.
_STATUS_BEFORE = re.compile(r"[ \t]*---[ \t]+(?:PASS|FAIL|SKIP):[ \t]+")
_PLAIN_STATUS_BEFORE = re.compile(r"(?:PASS|FAIL|SKIP|XFAIL|XPASS):[ \t]+")
_OTHER_STATUS = re.compile(r"(?m)^(?:FAIL|SKIP|XFAIL|XPASS|ERROR):|^# (?:TOTAL|PASS|FAIL):")
_TEST_NAME = re.compile(r"[A-Za-z_][\w#.\-]*(?:/[\w#.\-]+)*")
_SIGNATURE_WORDS = frozenset({"signature", "sig", "digest", "mac"})
_DIGEST_HEX = re.compile(
    r"(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})"
)
_VERDICT_ROW = re.compile(
    r"[(\[{][ \t]*(?:\w+[ \t]*[:=][ \t]*)?(?P<q>[\"'])(?P<v>[^\"'\n]{1,64})(?P=q)[ \t]*,[ \t]*"
    r"(?:\w+[ \t]*[:=][ \t]*)?(?:True|False|true|false|(?P<r>[\"'])(?:weak|strong|valid"
    r"|invalid|ok|fair|good|bad|rejected|accepted)(?P=r))[ \t]*(?:,[ \t]*)?[)\]}]"
)
_VALIDATOR_WORDS = ("validat", "strength", "strong", "weak", "zxcvbn", "complexity", "policy")
_SETTINGS_RECORD = re.compile(
    r"[A-Za-z][\w\-]{0,30}[:=](?:[A-Za-z]{1,15}|\d{1,10})"
    r"(?:[,;&|][ ]?[A-Za-z][\w\-]{0,30}[:=](?:[A-Za-z]{1,15}|\d{1,10}))+"
)
_MOCK_VALUE = re.compile(
    r"(?i)(?P<prefix>(?:[a-z]{1,10}[_\-])*(?:test|mock|fake|dummy|example|sandbox)[_\-]"
    r"(?:[a-z]{1,10}[_\-]){0,2})"
    r"(?P<run>[A-Za-z0-9]{3,12})"
)
_COMPARED_BEFORE = re.compile(r"[=!]==?[ \t]*\Z")
_COMPARED_NAME = re.compile(r"[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*")
_BURP_MARKER = re.compile(r"§[^§\n]{0,60}§")
_SIGNATURE_ASSIGNED = re.compile(r"(?P<key>[A-Za-z_][\w.]{0,60})[ \t]*[=:][ \t]*b?[\"']?\Z")
_ENCODED_WORD = re.compile(r"=\?[\w\-]{1,40}\?[QqBb]\?[^?\s]{0,500}\?=")


def _test_name(core: str) -> bool:
    return bool(_TEST_NAME.fullmatch(core)) and not any(
        random_shaped(part, 12) for part in core.split("/")
    )


def _signature_name(before: str) -> bool:
    m = _SIGNATURE_ASSIGNED.search(before)
    if m is None:
        return False
    key = m.group("key")
    if before[m.start("key") - 1 : m.start("key")] in ("-", "?", "&", ";"):
        return False  # X-Hub-Signature: (a header), ?sig=: (a URL's signature)
    words = _name_words(key)
    return bool(words) and words[-1] in _SIGNATURE_WORDS


def _computed_signature(text: str, core: str, before: str) -> bool:
    if not _DIGEST_HEX.fullmatch(core.lower()) or not (core.islower() or core.isupper()):
        return False
    if _signature_name(before):
        return True
    at = text.find(core)
    while at >= 0:
        line_start = text.rfind("\n", 0, at) + 1
        if _signature_name(text[max(line_start, at - 80) : at]):
            return True
        at = text.find(core, at + 1)
    return False


def _counting(run: str) -> bool:
    codes = list(map(ord, run.lower()))
    return len(set(codes)) == 1 or all(step == 1 for step in map(_minus, codes[1:], codes[:-1]))


@lru_cache(maxsize=8)  # (read once per text, not once per value)
def _tests_a_validator(text: str) -> bool:
    low = text.lower()
    return "password" in low and any(word in low for word in _VALIDATOR_WORDS)


def _after_31_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if "PASS" in before or "FAIL" in before or "SKIP" in before:
        if _STATUS_BEFORE.fullmatch(before) and _test_name(core):
            return True
        if (
            _PLAIN_STATUS_BEFORE.fullmatch(before)
            and text[start - len(before) - 1 : start - len(before)] in ("", "\n")
            and _OTHER_STATUS.search(text)
            and _test_name(core)
        ):
            return True
    if len(core) >= 32 and _computed_signature(text, core, before):
        return True
    if (
        text[start - 1 : start] in ("'", '"')
        and "," in text[end : end + 4]
        and _tests_a_validator(text)
    ):
        rows = _VERDICT_ROW.finditer(text, max(0, start - 40), end + 80)
        if any(row.span("v") == (start, end) for row in rows):
            return True
    if (
        _COMPARED_BEFORE.search(before)
        and _COMPARED_NAME.fullmatch(value.strip())
        and text[start - 1 : start] not in ("'", '"', "`")
    ):
        return True  # signature == expected: compared with a variable, not assigned
    if "%" in core:
        decoded = unquote(core)
        if decoded != core and _SETTINGS_RECORD.fullmatch(decoded):
            return True
    mock = _MOCK_VALUE.fullmatch(core)
    if mock is not None and _counting(mock.group("run")):
        return True
    if core.startswith("§") and _BURP_MARKER.fullmatch(core):
        return True
    # (an encoded word is short: searched within its line, 600 characters each side at most)
    low_at = max(0, start - 600, text.rfind("\n", max(0, start - 600), start) + 1)
    if text.find("=?", low_at, start) >= 0:
        high_at = text.find("\n", end, end + 600)
        high_at = min(len(text), end + 600) if high_at < 0 else high_at
        for word in _ENCODED_WORD.finditer(text, low_at, high_at):
            if word.start() <= start and end <= word.end():
                return True
    return False


# Written after batch 33 (websites, shops and content sites, and their hosting), each rule a
# kind, not a phrasing (docs/CONTRACT.md, "What a site's configuration and its hosting
# hold").
# Leaks:
# - A PHP constant's quoted value is the whole literal up to its closing quote and
#   bracket (``define( 'NAME', '…' )``), whatever punctuation a generated salt or key
#   holds (brackets, braces, quotes of the other kind, blanks).
# - A salt a site keys its hashes with (a name whose last word is ``salt``: ``NONCE_SALT``,
#   ``hash_salt``), assigned in PHP or as an environment line, is a secret when random:
#   it signs log-in links, cookies and form tokens.
# - A name that starts with ``api`` and ends with ``key`` names an API key whatever words
#   stand between (``api_transaction_key``), unless one says it is public (client, site,
#   public, publishable) or an id's.
# - A settings row whose name is a slash path (a shop's ``core_config_data`` table,
#   ``config:show``'s ``path - value``): the last segment names the value.
# - "<name> and <name> is/are <value> and <value>": each value is its name's, so the one
#   under a password's, a secret's or a token's name is the secret.
# - A web server's directive that hands a name and a value to the application's
#   environment (``fastcgi_param``, ``uwsgi_param``, ``scgi_param``, Apache's ``SetEnv``):
#   under a secret's name, the value is the secret (quoted, or prefixed ``base64:``).
# - A command whose own name says it changes or sets a password (``changepass.pl``,
#   ``set-password``, ``change_password``): its last positional argument is the password.
# - A SASL password map's line (``[host]:port user:password``, in a text naming
#   ``sasl_passwd``): what follows the user's colon is the password.
# - A file named as a secret's (``secret``, ``.vault-token``) printed by ``cat`` or
#   ``head``: its one line of output is the secret, a UUID included.
# - A secret told in two parts: after "starts with", "begins with" or "first half", the
#   value told as "the rest (of it) is", "second half" or "ends with" is its other part.
_PHP_DEFINE_33 = re.compile(
    r"\bdefine[ \t]*\([ \t]*(?P<kq>['\"])(?P<key>[A-Za-z_]\w{0,80})(?P=kq)[ \t]*,[ \t]*"
    r"(?P<q>['\"])(?P<v>[^\n]{1,300}?)(?P=q)[ \t]*\)"
)
_PHP_ASSIGN_33 = re.compile(
    r"\$[A-Za-z_]\w{0,60}(?:\[[ \t]*['\"](?P<sub>[\w.\-]{1,80})['\"][ \t]*\])*[ \t]*=[ \t]*"
    r"(?P<q>['\"])(?P<v>[^'\"\n]{1,300})(?P=q)"
)
_SALT_LINE_33 = re.compile(
    r"(?m)^[ \t]*(?:export[ \t]+)?(?P<key>[A-Z][A-Z0-9_]{0,60}SALT)[ \t]*=[ \t]*"
    r"(?P<q>['\"]?)(?P<v>[^\s'\"]{1,300})(?P=q)[ \t]*$"
)
_API_KEY_NAME_33 = re.compile(
    r"(?i)(?<![\w\-.])[\"']?(?P<key>api(?:[_\-.][a-z0-9]+){1,3}[_\-.]key|api(?:[A-Z][a-z0-9]+){1,3}Key)"
    r"[\"']?[ \t]*[:=][ \t]*(?P<q>[\"']?)(?P<v>[A-Za-z0-9+/=_\-.~]{8,200})(?P=q)"
)
_PUBLIC_KEY_WORDS_33 = frozenset(
    {"public", "publishable", "client", "site", "browser", "frontend", "id", "name", "env"}
)
_PATH_ROW_33 = re.compile(
    r"(?m)^[ \t]*(?:\|[ \t]*(?P<tk>[\w\-]+(?:/[\w\-]+)+)[ \t]*\|[ \t]*(?P<tv>[^|\s]{1,200})[ \t]*\|"
    r"|(?P<sk>[\w\-]+(?:/[\w\-]+)+)[ \t]+-[ \t]+(?P<sv>\S{1,200})[ \t]*$)"
)
_PAIR_NAMES_33 = (
    r"user[ \-]?name|user|login|e-?mail|account|password|passphrase|passwort|pin|secret|token"
)
_PAIRED_33 = re.compile(
    rf"(?i)\b(?P<n1>{_PAIR_NAMES_33})[ \t]+and[ \t]+(?P<n2>{_PAIR_NAMES_33})[ \t]+"
    r"(?:is|are|were|was|:)[ \t]+(?P<q1>['\"`]?)(?P<v1>[^\s'\"`]{1,80})(?P=q1)[ \t]+and[ \t]+"
    r"(?P<q2>['\"`]?)(?P<v2>[^\s'\"`]{1,80}?)(?P=q2)(?=[\s.,;!)]|\Z)"
)
_PAIR_SECRET_33 = frozenset({"password", "passphrase", "passwort", "pin", "secret", "token"})
_ENV_DIRECTIVE_33 = re.compile(
    r"(?im)^[ \t]*(?:fastcgi_param|uwsgi_param|scgi_param|setenv)[ \t]+"
    r"(?P<key>[A-Za-z_][\w.\-]{0,80})[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"';]{1,300})(?P=q)"
    r"[ \t]*(?:;[ \t]*)?$"
)
_BASE64_BODY_33 = re.compile(r"(?:[A-Za-z0-9+/]{4}){4,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")
_AUTH_USER_33 = re.compile(
    r"(?i)\bauthorization[\"']?[ \t]*[:=][ \t]*[\"']?[a-z][a-z0-9\-]{1,20}[ \t]+"
    r"(?P<user>[^\s:\"'$]{1,64}):(?P<v>[^\s\"']{8,300})"
)
_PASSWORD_COMMAND_33 = re.compile(
    r"(?im)(?:^|[\s/'\"])(?:(?:change|set|reset|update)[_\-]?(?:password|passwd|pass)|chpass)"
    r"(?:\.(?:pl|sh|py|rb|php|cgi))?(?P<args>(?:[ \t]+(?:'[^'\n]*'|\"[^\"\n]*\"|[^\s'\"|;&<>]+))+)"
    r"[ \t]*$"
)
_COMMAND_ARG_33 = re.compile(r"'(?P<s>[^'\n]*)'|\"(?P<d>[^\"\n]*)\"|(?P<u>[^\s'\"|;&<>]+)")
_SASL_LINE_33 = re.compile(
    r"(?m)^[ \t]*(?P<host>\[?[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+\]?(?::\d{1,5})?)[ \t]+"
    r"(?P<user>[^\s:]{1,128}):(?P<v>\S{1,256})[ \t]*$"
)
_PRINTED_FILE_33 = re.compile(
    r"(?m)^(?:[^\n$#>%]{0,80}[$#>%][ \t]*)?(?:sudo[ \t]+)?(?:cat|head(?:[ \t]+-n?[ \t]*1)?)[ \t]+"
    r"(?P<path>[^\s|;&<>]+)[ \t]*\r?\n(?P<v>[^\n]{8,300})(?:\r?\n|\Z)"
)
_NOT_SECRET_FILES_33 = frozenset({"passwd", "shadow", "htpasswd", "group", "gshadow"})
_SPLIT_START_33 = re.compile(
    r"(?i)\b(?:starts?|begins?)[ \t]+with\b|\bfirst[ \t]+(?:half|part|bit|piece)\b"
)
_SPLIT_REST_33 = re.compile(
    r"(?i)\b(?:(?:the[ \t]+)?rest(?:[ \t]+of[ \t]+it)?|remainder|(?:second|last|other)[ \t]+"
    r"(?:half|part|bit|piece)|(?:it[ \t]+)?ends?[ \t]+with)\b[ \t]*(?:(?:is|are|was)\b|:|=)?[ \t]*"
    r"(?P<q>['\"`]?)(?P<v>[^\s'\"`]{4,80})(?P=q)"
)
_SPLIT_SECRET_WORD_33 = re.compile(
    r"(?i)\b(?:password|passwort|passphrase|pass|pw|pin|secret|token|key|contrase[ñn]a"
    r"|mot[ \t]+de[ \t]+passe|senha)\b"
)


def _salt_name_33(key: str) -> bool:
    words = _KEY_WORD.findall(key)
    return bool(words) and words[-1].lower() == "salt"


def _drawn_literal_33(core: str) -> bool:
    """Is ``core`` (32 or more characters of a quoted literal) drawn at random? A salt
    drawn from printable punctuation may begin as a call chain does (``xv.Dq(…``): inside
    quotes that is no code, so it is judged by its pieces, which are no words."""
    if random_shaped(core):
        return True
    if not _CALL_CHAIN.fullmatch(core) or REDACTED in core or _ELIDED.search(core):
        return False
    classes = sum(
        (any(map(str.islower, core)), any(map(str.isupper, core)), any(map(str.isdigit, core)))
    )
    return classes >= 2 and not _wordy(core) and _entropy(core) >= 4.0


def _secret_value_33(value: str) -> bool:
    """Is ``value`` a value at all (no placeholder, reference or word), shaped as a
    secret is?"""
    core = value.strip()
    if not core or is_placeholder(core) or _REFERENCE.fullmatch(core):
        return False
    if core.lower() in _NON_SECRETS or _PLAIN_WORD.fullmatch(core):
        return False
    return random_shaped(core) or password_shaped(core) or _vendor_token(core)


def _php_spans_33(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "define" in low and _PHP_DEFINE_GATE_33.search(text):
        for m in _PHP_DEFINE_33.finditer(text):
            key = m.group("key")
            if (is_secret_key(key) or _salt_name_33(key)) and not _id_named(key):
                value = m.group("v")
                # (a generated salt of 32 or more characters may begin with a backtick or
                # a dollar: in a literal, that is no command substitution or variable)
                drawn = len(value) >= 32 and _drawn_literal_33(value.lstrip(string.punctuation))
                if drawn or _secret_value_33(value):
                    yield m.span("v")
    if "salt" in low:
        if "$" in text:
            for m in _PHP_ASSIGN_33.finditer(text):
                key = m.group("sub") or ""
                if _salt_name_33(key) and random_shaped(m.group("v").strip()):
                    yield m.span("v")
        if "SALT" in text:
            for m in _SALT_LINE_33.finditer(text):
                if random_shaped(m.group("v")):
                    yield m.span("v")


def _api_key_spans_33(text: str) -> Iterator[tuple[int, int]]:
    for m in _API_KEY_NAME_33.finditer(text):
        key = m.group("key")
        words = {w.lower() for w in _KEY_WORD.findall(key)}
        if words & _PUBLIC_KEY_WORDS_33 or is_secret_key(key):
            continue  # (a secret's name is the other layers')
        if _secret_value_33(m.group("v")):
            yield m.span("v")


def _path_row_spans_33(text: str) -> Iterator[tuple[int, int]]:
    for m in _PATH_ROW_33.finditer(text):
        table = m.group("tk") is not None
        key = m.group("tk") if table else m.group("sk")
        last = key.rsplit("/", 1)[-1]
        value = m.group("tv") if table else m.group("sv")
        if is_secret_key(last) and not _id_named(last) and _secret_value_33(value):
            yield m.span("tv" if table else "sv")


def _paired_spans_33(text: str) -> Iterator[tuple[int, int]]:
    for m in _PAIRED_33.finditer(text):
        for name, value in (("n1", "v1"), ("n2", "v2")):
            if m.group(name).lower() in _PAIR_SECRET_33:
                if m.group("n1").lower() == m.group("n2").lower():
                    continue
                core = m.group(value)
                if not is_placeholder(core) and core.lower() not in _NON_SECRETS:
                    yield m.span(value)


def _env_directive_spans_33(text: str) -> Iterator[tuple[int, int]]:
    for m in _ENV_DIRECTIVE_33.finditer(text):
        key, value = m.group("key"), m.group("v")
        if not is_secret_key(key) or _id_named(key):
            continue
        core = value[7:] if value.startswith("base64:") else value
        if core is not value and _BASE64_BODY_33.fullmatch(core):
            # (base64's alphabet holds "/" and "+": a key may begin with either, no path)
            core = core.lstrip("/+")
        if _secret_value_33(core):
            yield m.span("v")


def _auth_user_spans_33(text: str) -> Iterator[tuple[int, int]]:
    """An Authorization header's scheme, a user and a colon: what follows is the user's
    credential (cPanel's ``whm root:<token>``), a token drawn in capitals and digits too."""
    for m in _AUTH_USER_33.finditer(text):
        core = m.group("v")
        if is_placeholder(core):
            continue
        capitals = (
            len(core) >= 16
            and core.isascii()
            and core.isalnum()
            and not any(map(str.islower, core))
            and sum(map(str.isdigit, core)) >= 2
            and sum(map(str.isalpha, core)) >= 2
        )
        if capitals or _secret_value_33(core):
            yield m.span("v")


def _password_command_spans_33(text: str) -> Iterator[tuple[int, int]]:
    for m in _PASSWORD_COMMAND_33.finditer(text):
        args = list(_COMMAND_ARG_33.finditer(text, m.start("args"), m.end("args")))
        if len(args) < 2:
            continue
        last = args[-1]
        group = "s" if last.group("s") is not None else "d" if last.group("d") is not None else "u"
        value = last.group(group)
        if value[:1] in ("-", "/", "~", "$", "<", "%") or "=" in value[:1]:
            continue
        if _secret_value_33(value):
            yield last.span(group)


def _sasl_spans_33(text: str) -> Iterator[tuple[int, int]]:
    for m in _SASL_LINE_33.finditer(text):
        value = m.group("v")
        if not is_placeholder(value) and not _REFERENCE.fullmatch(value):
            yield m.span("v")


def _printed_file_spans_33(text: str) -> Iterator[tuple[int, int]]:
    for m in _PRINTED_FILE_33.finditer(text):
        base = m.group("path").rstrip("/").rsplit("/", 1)[-1].rsplit("\\", 1)[-1].lstrip(".")
        stem = base.split(".", 1)[0] if "." in base else base
        if base.lower() in _NOT_SECRET_FILES_33 or stem.lower() in _NOT_SECRET_FILES_33:
            continue
        if not (is_secret_key(stem) or is_secret_key(base.replace(".", "_"))):
            continue
        value = m.group("v").strip()
        if " " in value or value[:1] in ("$", "#", ">") or any(c in value for c in ":=@"):
            continue  # (a line of fields, host:port:user:password, is the other layers')
        if _UUID.fullmatch(value) or _secret_value_33(value):
            at = m.start("v") + m.group("v").index(value)
            yield at, at + len(value)


def _split_rest_spans_33(text: str) -> Iterator[tuple[int, int]]:
    first = _SPLIT_START_33.search(text)
    if first is None or not _SPLIT_SECRET_WORD_33.search(text, 0, first.start()):
        return
    for m in _SPLIT_REST_33.finditer(text, first.end()):
        value = m.group("v").rstrip(".,;!?")
        if value and not value.isalpha() and _secret_value_33(value):
            yield m.start("v"), m.start("v") + len(value)


# Each layer's gate is the word its regex needs at its anchor (a cheap ``in`` test or a
# short search that fails fast), on top of the words the layer was first gated on: in an
# ASCII text the lowered text holds every case-insensitive match's letters, so a gate read
# there is exact (a text with other letters keeps only the first gate: ``ſ`` matches ``s``).
_PHP_DEFINE_GATE_33 = re.compile(r"define[ \t]*\(")
_API_KEY_GATE_33 = re.compile(r"(?<![\w\-.])[\"']?api[\w\-.]*key[\"']?[ \t]*[:=]")
_PATH_ROW_GATE_33 = re.compile(r"[\w\-]/[\w\-]*(?:[ \t]*\||[ \t]+-[ \t])")
_PAIRED_GATE_33 = re.compile(rf"and[ \t]+(?:{_PAIR_NAMES_33})[ \t]+(?:is|are|were|was|:)")
_PRINTED_GATE_33 = re.compile(r"(?:cat|head)[ \t][^\n]*\n[^\n]{8}")


def _may_php_33(text: str) -> bool:
    return "$" in text or "SALT" in text or _PHP_DEFINE_GATE_33.search(text) is not None


def _may_api_key_33(text: str, low: str) -> bool:
    return not text.isascii() or _API_KEY_GATE_33.search(low) is not None


def _may_path_row_33(text: str) -> bool:
    return _PATH_ROW_GATE_33.search(text) is not None


def _may_pair_33(text: str, low: str) -> bool:
    return not text.isascii() or _PAIRED_GATE_33.search(low) is not None


def _may_print_33(text: str) -> bool:
    return _PRINTED_GATE_33.search(text) is not None


def _may_split_33(text: str, low: str) -> bool:
    if not text.isascii():
        return True
    return ("with" in low and ("start" in low or "begin" in low)) or "first" in low


def _after_33_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if _any_word(low, _PHP_WORDS_33, mask) and _may_php_33(text):
        yield from _php_spans_33(text, low)
    if "api" in low and "key" in low and _may_api_key_33(text, low):
        yield from _api_key_spans_33(text)
    if "/" in text and ("|" in text or " - " in text) and _may_path_row_33(text):
        yield from _path_row_spans_33(text)
    if " and " in low and _any_word(low, _PAIR_WORDS_33, mask) and _may_pair_33(text, low):
        yield from _paired_spans_33(text)
    if _any_word(low, _ENV_WORDS_33, mask):
        yield from _env_directive_spans_33(text)
    if ":" in text and _any_word(low, _AUTHORIZATION_33, mask):
        yield from _auth_user_spans_33(text)
    if "pass" in low:
        if "change" in low or "set" in low or "update" in low:
            yield from _password_command_spans_33(text)
        if "sasl_passw" in low:
            yield from _sasl_spans_33(text)
    if ("cat " in text or "head " in text) and "\n" in text and _may_print_33(text):
        yield from _printed_file_spans_33(text)
    if (
        ("rest" in low or "second" in low or "other" in low or "end" in low)
        and ("with" in low or "first" in low)
        and _may_split_33(text, low)
    ):
        yield from _split_rest_spans_33(text)


# Written after batch 33 (precision): what a site and its hosting show on purpose.
# - A sub-command after its namespace (``secrets:list``, ``credentials:show``) ends its
#   line as well as it is followed by a blank: a verb, not a value.
# - An Authorization header's first word before a blank and a credential is its scheme,
#   in lower case too (cPanel's ``whm``, ``cpanel``).
# - A client key (a name whose words hold "client" and "key", none a secret's, a private
#   key's or ``data``) is the browser's key, public as a client id is.
# - What a DNS lookup prints (dig, nslookup, host -t, Resolve-DnsName) is published data:
#   a challenge's TXT value, a DKIM public key, an SPF record.
# - A run that counts (``0123456789abcdef…``, ``abcdefgh…``), repeated to a token's length,
#   is a documented example: a secret is drawn at random.
# - nginx's ``fastcgi_pass``/``proxy_pass``/``uwsgi_pass`` name the upstream, no password.
# - A ``<script src="…">`` URL is fetched by every visitor: its query's values (a reCAPTCHA
#   site key, a tag's id) are public; a vendor's secret token there is still hidden.
_SECRET_KEY_WORDS_33 = frozenset(
    {"secret", "private", "server", "data", "signing", "encryption", "master", "password", "api"}
)
_CLIENT_KEY_BEFORE_33 = re.compile(
    r"(?P<key>[A-Za-z_][\w.\-]{0,60})[\"']?[ \t]*(?:[:=]|[ \t]-)[ \t]*[\"'`]?\Z"
)
_UPSTREAM_BEFORE_33 = re.compile(r"\b(?:fastcgi|uwsgi|scgi|proxy|grpc|memcached)_pass[ \t]+\Z")
_DNS_COMMAND_33 = re.compile(
    r"(?im)^(?:[^\n$#>%]{0,80}[$#>%][ \t]*)?(?:sudo[ \t]+)?"
    r"(?:(?:dig|kdig|drill|delv|resolve-dnsname)[ \t]+[^\n]*"
    r"|(?:host|nslookup)[ \t]+[^\n]*?(?:-t[ \t]*|-type=|-q(?:uery)?=)[^\n]*)$"
)
_DNS_ANSWER_LINE_33 = re.compile(
    r"[ \t]*$|[ \t]*[;\"]|[\w.\-*]+\.?[ \t]+(?:\d+[ \t]+)?(?:IN[ \t]+)?[A-Z][A-Z0-9]{0,9}[ \t]"
    r"|[\w.\-]+[ \t]+text[ \t]*=|(?:Server|Address|Name|Aliases|Addresses):"
    r"|Non-authoritative|[\d.:a-fA-F]+[ \t]*$|[\w.\-]+\.[ \t]*$|[\w.\-]+[ \t]+descriptive text"
)
_SCRIPT_SRC_33 = re.compile(
    r"(?i)<script\b[^<>]{0,400}?\bsrc[ \t]*=[ \t]*(?P<q>[\"'])(?P<u>[^\"'<>\s]{1,2000})(?P=q)"
)
_NEXT_CHAR_33 = dict(pairwise("0123456789abcdefghijklmnopqrstuvwxyz")) | {"9": "a"}


def _counting_run_33(core: str) -> bool:
    """Is ``core`` made of runs that count up (each 8 or more long but the last, which may
    be cut short), 16 or more characters in all?"""
    if len(core) < 16 or not core.isascii() or not core.isalnum():
        return False
    low = core.lower()
    runs = [1]
    for a, b in pairwise(low):
        if _NEXT_CHAR_33.get(a) == b or (a == "9" and b == "0"):
            runs[-1] += 1
        else:
            runs.append(1)
    return all(n >= 8 for n in runs[:-1])


@lru_cache(maxsize=8)
def _site_marks_33(text: str) -> tuple[tuple[int, ...], bool]:
    """Once per text: where each DNS lookup's command line ends, and whether a script tag
    stands in it (the judges below run once per span)."""
    low = text.lower()
    ends: tuple[int, ...] = ()
    if "dig" in low or "nslookup" in low or "host" in low or "dnsname" in low:
        ends = tuple(m.end() for m in _DNS_COMMAND_33.finditer(text))
    return ends, "<script" in low


def _dns_answer_33(text: str, start: int, ends: tuple[int, ...]) -> bool:
    """Does ``start`` stand in the answer lines right after a DNS lookup's command?"""
    i = bisect_left(ends, start) - 1
    if i < 0:
        return False
    at = ends[i] + 1
    while at <= start:
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        if not _DNS_ANSWER_LINE_33.match(text, at, line_end):
            return False
        if at <= start <= line_end:
            return True
        at = line_end + 1
    return False


def _client_key_named_33(before: str) -> bool:
    m = _CLIENT_KEY_BEFORE_33.search(before)
    if m is None:
        return False
    name = m.group("key").rsplit(".", 1)[-1]  # (client.api_key: an object's api_key)
    words = {w.lower() for w in _KEY_WORD.findall(name)}
    return "client" in words and "key" in words and not words & _SECRET_KEY_WORDS_33


def _in_script_src_33(text: str, start: int, end: int) -> bool:
    tag = text.rfind("<script", max(0, start - 2400), start)
    if tag < 0:
        tag = text.rfind("<SCRIPT", max(0, start - 2400), start)
    if tag < 0:
        return False
    m = _SCRIPT_SRC_33.match(text, tag)
    return m is not None and m.start("u") <= start and end <= m.end("u")


def _after_33_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if (
        core in _SUB_COMMANDS
        and text[start - 1 : start] == ":"
        and text[end : end + 1] in ("\n", "\r", "")
    ):
        return before[:-1].rsplit(" ", 1)[-1].isalpha()
    if (
        core.isalpha()
        and core.islower()
        and len(core) <= 12
        and _AUTH_BEFORE.search(before)
        and text[end : end + 1] == " "
        and text[end + 1 : end + 2].strip()
    ):
        return True  # Authorization: whm root:…, a scheme in lower case
    if "_pass" in before and _UPSTREAM_BEFORE_33.search(before):
        return True
    if "lient" in before and _client_key_named_33(before) and not _pre_shared_59(core):
        return True
    if (
        len(core) >= 16
        and _NEXT_CHAR_33.get(core[0].lower()) == core[1:2].lower()
        and _counting_run_33(core)
    ):
        return True
    ends, script = _site_marks_33(text)
    if script and not _vendor_secret(core) and _in_script_src_33(text, start, end):
        return True
    return bool(ends) and _dns_answer_33(text, start, ends)


# (after batches 14, 16 and 18, precision) What the text around a value says about the
# credential it belongs to (docs/CONTRACT.md, "The other half, ciphertext, and a value the
# text says is published"):
# - OpenSSL's salted format (``openssl enc``, CryptoJS AES): base64 of ``Salted__``, an
#   8-byte salt, then whole cipher blocks. Ciphertext, readable only with a passphrase
#   kept elsewhere, as an armored PGP message is.
# - A key's other half: a value under a name whose last word is ``key`` (``api_key``,
#   ``key``, ``X-Vendor-Key``), or a random literal given positionally to a call, beside
#   a member of the same object or call that names the credential's secret half
#   (``…secret``, ``…token``, ``…signature``) and takes it from elsewhere (a read of the
#   environment, a variable, a placeholder, a mask): the pair's public half, as an
#   ``api_key`` beside its ``api_secret`` is. A key's id (``access``, ``key id``) and a
#   name that says secret stay redacted; a vendor's secret format always does.
# - A value the text's own comment says is published: a comment line (``#``, ``//``,
#   ``--``) within three lines that says documented, well-known, or that the value comes
#   from a vendor's docs or quickstart.
_SALTED = "U2FsdGVkX1"
_NOUN_BEFORE = _ARTICLES - {"on"}  # (Finnish, Estonian: "is")
_PROSE_ARTICLE = re.compile(r"(?:^|[ \t])[a-zäöüß]{2,}[ \t]+(?P<a>[A-Za-zäöüé]{1,5})[ \t]+\Z")
_OTHER_HALF = re.compile(
    r"""(?ix)(?<![\w\-])(?P<name>(?:[A-Za-z][\w\-]*?)?(?:secret|token|signature))
    ["']?[ \t]*(?::|=>?)[ \t]*
    (?P<v>(?:process\.env|import\.meta\.env|os\.environ|os\.getenv|getenv|ENV\b|env\(|
    System\.getenv|Deno\.env|Bun\.env|\$\{|\$[A-Za-z_]|<[^<>\n]{3,}>|\*{3,}|
    (?P<var>(?-i:[a-z]+(?:[A-Z][a-z]+)+)|[a-z]\w*(?:\.[A-Za-z_]\w*)+)[ \t]*(?:[,;})\n]|$)))"""
)
_HALF_BLOCKED = frozenset(
    {"access", "secret", "private", "priv", "master", "admin", "encryption", "signing",
     "server", "service", "account", "root", "storage", "shared", "session", "license",
     "ssh", "id", "deploy", "write", "management", "password", "pass"}
)  # fmt: skip
_PLACED_LITERAL = re.compile(r"""(?<![\w\[])["']([^"'\n]*)["'](?![ \t]*[\]:=])""")
_POSITIONAL_BEFORE = re.compile(r"""(?:\(|,)[ \t]*(?:["'][^"'\n]*["'][ \t]*,[ \t]*)*["']\Z""")
_SECRET_KEYWORD = re.compile(
    r"""(?i)\b\w*secret[ \t]*=[ \t]*"""
    r"""(?:os\.environ|os\.getenv|getenv|ENV\b|env\(|[a-z_]\w*[\[(.,)])"""
)
_PUBLISHED_COMMENT = re.compile(
    r"(?im)(?:^|[ \t])(?:#|//|--|/\*|\*)[ \t][^\n]*?(?:\bdocumented\b|\bwell-known\b"
    r"|\bfrom\s+\w[\w.\- ]{0,30}'s\s+(?:docs|documentation|(?:[\w\-]+\s+)?quickstart)\b"
    r"|\bquickstart\b)"
)


def _salted_ciphertext(core: str) -> bool:
    if not core.startswith(_SALTED) or len(core) < 44:
        return False
    try:
        raw = b64decode(core + "=" * (-len(core) % 4), validate=True)
    except ValueError:
        return False
    return raw.startswith(b"Salted_") and len(raw) >= 32 and (len(raw) - 16) % 8 == 0


def _key_half(text: str, start: int, end: int, core: str, before: str) -> bool:
    near = text[max(0, start - 200) : end + 300].lower()  # (both branches read within it)
    if "secret" not in near and "token" not in near and "signature" not in near:
        return False
    m = _name_before(before)
    if m is not None:
        words = _name_words(m.group(1))
        if not words or words[-1] != "key" or any(w in _HALF_BLOCKED for w in words):
            return False
        if "signature" in words:
            return False  # (a signature key signs: a secret, no pair's public half)
        low_at, high_at = _line_start(text, start, 4), _line_end(text, end, 4)
        line_at = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        for other in _OTHER_HALF.finditer(text, low_at, high_at):
            if line_at <= other.start() < line_end:
                continue  # (the other half stands on a line of its own)
            var = other.group("var")
            if var is not None and (random_shaped(var) or password_shaped(var)):
                continue  # (a literal secret beside it, not a variable that holds it)
            if not any(w in _HALF_BLOCKED - {"secret"} for w in _name_words(other.group("name"))):
                return True
        return False
    if not _POSITIONAL_BEFORE.search(before):
        return False
    close = text.find(")", end, end + 300)
    if close < 0 or "\n" in text[end:close]:
        return False
    opened = text.rfind("(", text.rfind("\n", 0, start) + 1, start)
    if opened < 0 or _SECRET_KEYWORD.search(text, end, close + 1) is None:
        return False
    literals = _PLACED_LITERAL.findall(text, opened, close)
    randoms = [v for v in literals if random_shaped(v) or password_shaped(v)]
    return randoms == [core]  # (the call's only random literal; its secret read elsewhere)


@lru_cache(maxsize=8)  # (read once per text, not once per value)
def _says_published(text: str) -> bool:
    return "documented" in text or "well-known" in text or "quickstart" in text


def _published_by_comment(text: str, start: int, end: int) -> bool:
    if not _says_published(text):
        return False
    low_at, high_at = _line_start(text, start, 3), _line_end(text, end, 3)
    window = text[low_at:high_at]
    if "documented" not in window and "well-known" not in window and "quickstart" not in window:
        return False
    return _PUBLISHED_COMMENT.search(window) is not None


def _told_half_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if len(core) < 8:
        return False
    if core.startswith(_SALTED) and _salted_ciphertext(core):
        return True
    named = (core[0].isupper() or core[0].isdigit()) and before.endswith(" ")
    m = _PROSE_ARTICLE.search(before) if named else None  # (read only where it can count)
    kept = (
        (
            m is not None
            and m.group("a").lower() in _NOUN_BEFORE  # er steht im 1Password-Tresor: a name
            and not _after_35_cipher_word(before, m.group("a"))
            and not random_shaped(core)
        )
        or (
            ("key" in before[-40:].lower() or before.endswith(("'", '"')))
            and _key_half(text, start, end, core, before)
        )
        or _published_by_comment(text, start, end)
    )
    return kept and not _vendor_secret(core)  # (a vendor's format is a secret under any word)


# (after batches 28 and 29, leaks) What a person is told to type, and what an account is:
# - What is typed at an unlock: after a command or word that unlocks an encrypted volume
#   or store (``cryptroot-unlock``, ``luksOpen``, ``cryptsetup open``, ``… unlock``), a
#   verb of typing (enter, type, paste, input) and a colon, the value on the same line is
#   the passphrase when it has a password's or a passphrase's shape (words joined by
#   hyphens with a number, four words or more).
# - An account's password told by a copula: a sentence whose subject is an account
#   (``root``, ``admin``, ``administrator``, ``sa``, ``superuser``), optionally ``on`` or
#   ``for`` a system, then ``is`` and one run holding letters, digits and a symbol other
#   than a name's (``-``, ``.``, ``_``): the account's password (a path, an address, a
#   version or a word is no such run).
_UNLOCK_TYPED = re.compile(
    r"(?i)(?:\bunlock\b|[\w\-]unlock\b|\bluksopen\b|\bcryptsetup[ \t]+open\b)"
    r"[^\n:]{0,60}?\b(?:enter|type|paste|input)[ \t]*:[ \t]*(?P<v>[^\s`'\"]{6,128})"
)
_ACCOUNT_IS = re.compile(
    r"(?i)(?:root|admin|administrator|sa|superuser)"
    r"(?:[ \t]+(?:on|for|of|at)[ \t]+[^\n.:=]{1,60}?)?[ \t]+is[ \t]+(?P<v>[^\s`'\"]{8,128})"
)
_ACCOUNT_WORDS = ("root", "admin", "administrator", "superuser", "sa")
_NAME_SYMBOLS = frozenset("-._/:@")


def _told_account_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "unlock" in low or ("open" in low and ("luksopen" in low or "cryptsetup" in low)):
        for m in _UNLOCK_TYPED.finditer(text):  # (luksOpen, cryptsetup open: both "open")
            value = m.group("v").rstrip(".,;:!?)")
            if password_shaped(value) or _DICEWARE.fullmatch(value):
                yield m.start("v"), m.start("v") + len(value)
    if " is " in low and len(low) == len(text):
        for word in _ACCOUNT_WORDS:
            at = low.find(word)
            while at >= 0:
                if _sentence_subject(low, at, at + len(word)):
                    told = _ACCOUNT_IS.match(text, at)
                    value = told.group("v").rstrip(".,;:!?)") if told is not None else ""
                    if (
                        told is not None
                        and password_shaped(value)
                        and any(c.isdigit() for c in value)
                        and any(not c.isalnum() and c not in _NAME_SYMBOLS for c in value)
                        and "://" not in value
                    ):
                        yield told.start("v"), told.start("v") + len(value)
                at = low.find(word, at + 1)


def _sentence_subject(low: str, start: int, end: int) -> bool:
    """Is the word at ``start:end`` a whole word that begins a line or a sentence (after
    ``the`` at most)?"""
    if (start and low[start - 1].isalnum()) or low[end : end + 1].isalnum():
        return False
    head = low[low.rfind("\n", 0, start) + 1 : start].rstrip(" \t")
    head = head.removesuffix("the").rstrip(" \t") if head.endswith("the") else head
    return not head or head[-1] in ".!?"


def _ably_secret(text: str, start: int) -> bool:
    """Is the span at ``start`` the secret of an Ably key (``<app id>.<key id>:`` before it,
    in a text that names Ably)? Its key id (``NTFbID``) is no name of an id's value: a
    whole key is never public."""
    if start < 14 or text[start - 1] != ":":
        return False
    m = _ABLY_KEY.match(text, start - 14)
    return m is not None and m.start("s") == start and "ably" in text.lower()


def _public_span(text: str, start: int, end: int) -> bool:
    value = text[start:end]
    if end - start >= 39 and "-" in value and _typed_uuid_credential(text, start, end):
        return False
    if "-" in value and end - start <= 36 and _after_55_credential(text, start, end):
        return False
    if _after_62_credential(text, start, end):
        return False
    if _ably_secret(text, start):
        return False
    if _token_id_credential_40(text, start, end):
        return False
    if _grouped_key_47(text, start, end):
        return False
    if len(value) <= 200 and _REFERENCE_SPAN.fullmatch(value.strip("\"' ")):
        return True
    if _DOI.fullmatch(value.strip("\"' ")):
        return True
    if re.match(r"%[0-9A-Fa-f]{2}", value) and text[start - 1 : start].isalnum():
        return True  # pass%40word@host: a word's escaped rest, not a value after "pass"
    if _dev_default(text, start, value):
        return True
    if value.startswith("\\n"):
        return True  # KEY=\nNEXT=…: an empty value, then an escaped line break
    if _public_pem_base64(value.strip("\"' ")):
        return True
    if "erial" in text[max(0, start - 30) : start] and _certificate_serial(text, start, end):
        return True
    if _minisign_marks(text):  # (once per text: the judge reads a file's head or its base64)
        near = text[max(0, start - 4200) : start + 24]  # (the file's head: 2 lines or one run)
        if ("omment:" in near or _MINISIGN_B64 in near) and _minisign_public(text, start, end):
            return True
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 80) : start]
    if _shaped_public(text, start, end, value, before):
        return True
    if _DIGEST_PREFIX.search(before) and not _QUERY_DIGEST.search(before):
        return True  # (a digest in a URL's query signs the URL: nginx's ?md5=…&expires=)
    if value.isdigit() and len(value) <= 5 and _HOST_BEFORE.search(before):
        return True  # auth.corp.internal:443
    if value.startswith("@") and before.endswith(">"):
        return True  # <api_secret>@host
    if _COLON_HEX.fullmatch(value.strip(":")) and _PRINT_WORD.search(before):
        return True
    if _public_by_context(text, start, end, before):
        return True
    if _holds_between(text, " IN ", line_start, start) and _dns_record_before(
        text, line_start, start
    ):
        return True
    if _after_21_public(text, start, end, value, before):
        return True
    if _after_22_public(text, start, value, before):
        return True
    if _after_23_public(text, start, end, value, before):
        return True
    if _after_24_public(text, start, value, before):
        return True
    if _after_25_public(text, start, end, value, before):
        return True
    if _after_31_public(text, start, end, value, before):
        return True
    if _after_27_public(text, start, end, value, before):
        return True
    if _after_28_public(text, start, end, value, before):
        return True
    if _after_30_public(text, start, end, value, before):
        return True
    if _after_33_public(text, start, end, value, before):
        return True
    if _after_34_public(text, start, end, value, before):
        return True
    if _after_35_public(text, start, end, value, before):
        return True
    if _after_36_public(text, start, end, value, before):
        return True
    if _after_37_public(text, start, end, value, before):
        return True
    if _after_38_public(text, start, end, value, before):
        return True
    if _after_39_public(text, start, end, value, before):
        return True
    if _after_40_public(text, start, end, value, before):
        return True
    if _after_41_public(text, start, end, value, before):
        return True
    if _after_42_public(text, start, end, value, before):
        return True
    if _after_43_public(text, start, end, value, before):
        return True
    if _after_44_public(text, start, end, value, before):
        return True
    if _after_45_public(text, start, end, value, before):
        return True
    if _after_46_public(text, start, end, value, before):
        return True
    if _after_47_public(text, start, end, value, before):
        return True
    if _after_48_public(text, start, end, value, before):
        return True
    if _after_49_public(text, start, end, value, before):
        return True
    if _after_50_public(text, start, end, value, before):
        return True
    if _after_51_public(text, start, end, value, before):
        return True
    if _after_52_public(text, start, end, value, before):
        return True
    if _after_53_public(text, start, end, value, before):
        return True
    if _after_54_public(text, start, end, value, before):
        return True
    if _after_56_public(text, start, end, value, before):
        return True
    if _after_55_public(text, start, end, value, before):
        return True
    if _after_60_public(text, start, end, value, before):
        return True
    if _after_58_public(text, start, end, value, before):
        return True
    if _after_59_public(text, start, end, value, before):
        return True
    if _after_57_public(text, start, end, value, before):
        return True
    if _after_62_public(text, start, end, value, before):
        return True
    if _told_half_public(text, start, end, value, before):
        return True
    return _principled_public(text, start, end, value, before)


# Written after batch 15: an empty value never borrows the next line. A span that begins
# with a name and its empty value (``KEY=`` or ``key:`` then a line break, real or
# escaped) starts after it; a name printed above its value (``heroku config:get X_ID``
# then the value) names it, and an id's name keeps it; ``NAME=`` at a span's start is the
# name, the value is what follows.
_EMPTY_HEAD = re.compile(
    r"[ \t]*(?:(?P<name>[A-Za-z_][\w.\-]*)[ \t]*[=:]|(?P<env>[A-Z][A-Z0-9]*(?:_{1,2}[A-Z0-9]+)+))"
    r"[ \t]*(?:\r?\n|\\n)"
)
_NAME_START = frozenset(string.ascii_letters + "_ \tn")
_KEY_NAME = re.compile(
    r"[A-Z][A-Z0-9]*(?:_{1,2}[A-Z0-9]+)*|[a-z][a-z0-9_.\-]*|[a-z]+(?:[A-Z][a-z]+)+"
)
_NAME_EQUALS = re.compile(r"(?:\\?n)?[A-Z][A-Z0-9]*(?:_{1,2}[A-Z0-9]+)+=")


def _without_names(text: str, start: int, end: int) -> tuple[int, int] | None:
    if text[start : start + 1] not in _NAME_START:
        return start, end  # (a name starts with a letter, an underscore or an escape)
    if text[start - 1 : start] == "\\" and text.startswith("n", start):
        start += 1  # KEY=\nNEXT=…: the escaped break is not the value's first letter
    while (m := _EMPTY_HEAD.match(text, start, end)) is not None and m.end() < end:
        name = m.group("name") or m.group("env")
        line_start = text.rfind("\n", 0, start) + 1
        if not m.group("env") and not (
            _KEY_NAME.fullmatch(name)
            and (not text[line_start:start].strip() or text[start - 2 : start] == "\\n")
        ):
            break  # Qm7vT2=: a soft break inside a value, not a name at its line's start
        if _id_named(name):
            return None
        start = m.end()
    m = _NAME_EQUALS.match(text, start, end)
    if m is not None:
        at_line_start = text.rfind("\n", 0, start) + 1 == m.start()
        named = m.group()[:-1]
        start = m.end()
        value = text[start:end]
        if (
            at_line_start
            and named[:1].isupper()
            and "\n" not in value
            and not is_secret_key(named)
            and not (random_shaped(value) or password_shaped(value) or _vendor_secret(value))
        ):
            return None  # (after batch 16) a line's own name, not a secret's: its value too
    if start >= end or _EMPTY_HEAD.fullmatch(text, start, end) or not text[start:end].strip():
        return None
    return start, end


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def _replace(text: str, spans: list[tuple[int, int]]) -> str:
    out: list[str] = []
    pos = 0
    for start, end in spans:
        out.append(text[pos:start])
        out.append(REDACTED)
        pos = end
    out.append(text[pos:])
    return "".join(out)


def redact(
    text: str,
    *,
    settings: PrivacySettings | None = None,
    gated: bool = True,
    remember: bool = True,
) -> tuple[str, int]:
    """``text`` with private blocks and secrets replaced by ``[REDACTED]``, and how many.

    ``gated=False`` runs every rule on every text (the reference the gates must equal).
    ``remember=False`` neither looks the text up in ``_MEMO`` nor keeps it there: for a
    caller that keeps its own results (the store's labels), where the memo's lookup and
    its keeping of texts that never come again cost more than a short text's filter.
    """
    if not remember and gated:
        redacted, count, _ = _redact_text(text, settings or _NO_EXTRA)
    else:
        redacted, count, _ = _redact(text, settings or _NO_EXTRA, gated=gated)
    return redacted, count


class _Memo:
    """What ``_redact`` returned for a text, kept for the next time the same text comes
    (a history's messages are redacted again by every summary, a batch's labels and
    notes repeat). Bounded by the characters it holds: full, it starts over. Results
    of ``gated=False`` are never kept (that path is the reference)."""

    LIMIT = 4_000_000  # characters of texts and results held, about 8-16 MB

    def __init__(self) -> None:
        self.enabled = True
        self._held = 0
        self._results: dict[tuple[str, PrivacySettings, int, bool], tuple[str, int, int]] = {}

    def get(self, key: tuple[str, PrivacySettings, int, bool]) -> tuple[str, int, int] | None:
        return self._results.get(key) if self.enabled else None

    def put(
        self, key: tuple[str, PrivacySettings, int, bool], result: tuple[str, int, int]
    ) -> None:
        if not self.enabled:
            return
        size = len(key[0]) + (len(result[0]) if result[0] is not key[0] else 0)
        if size > self.LIMIT // 4:
            return  # one huge text would push everything else out
        if self._held + size > self.LIMIT:
            self.clear()
        self._results[key] = result
        self._held += size

    def clear(self) -> None:
        self._results = {}
        self._held = 0


_MEMO = _Memo()


def _redact(
    text: str,
    settings: PrivacySettings,
    *,
    gated: bool = True,
    depth: int = 0,
    masks: bool = True,
) -> tuple[str, int, int]:
    if not gated:
        return _redact_text(text, settings, gated=False, depth=depth, masks=masks)
    try:
        key = (text, settings, depth, masks)
        known = _MEMO.get(key)
    except TypeError:  # settings built by hand with a list: not hashable, not kept
        return _redact_text(text, settings, depth=depth, masks=masks)
    if known is None:
        known = _redact_text(text, settings, depth=depth, masks=masks)
        _MEMO.put(key, known)
    elif known[0] == text:  # nothing hidden: the caller's own string, as _redact_text gives
        return text, known[1], known[2]
    return known


def _redact_text(
    text: str,
    settings: PrivacySettings,
    *,
    gated: bool = True,
    depth: int = 0,
    masks: bool = True,
) -> tuple[str, int, int]:
    low = text.lower()
    found, depth = _private_spans(text, low, depth, masks=masks)
    private = _merge(found) if found else found
    if private:
        text = _replace(text, private)
        low = text.lower()
    spans = _secret_spans(text, low, settings, gated=gated)
    if spans and (
        "xxxxx" in low or "*****" in text or "#####" in text or "....." in text or "••" in text
    ):
        spans = _not_filler(text, spans)
    if not spans:  # most texts: nothing to replace
        return text, len(private), depth
    spans = _merge(spans + _repeat_spans(text, spans))
    return _replace(text, spans), len(private) + len(spans), depth


# A value judged a secret is one wherever it stands in the same text: "the password is
# now X, log in with X", `DB_PASSWORD=X` then `mysql -pX … ; echo X` (the later X has no
# name of its own). Every other occurrence between word boundaries goes too, when the
# value is 16 characters or more, or 6 or more holding a letter and a digit: a word
# (`user:pass`, `scroll_up`) can stand anywhere for other reasons. After batch 19.
_REPEAT_MIN = 6
_REPEAT_MAX = 512
_REPEAT_MANY = 16  # values searched one by one; more, in a long text: in one pass


def _repeat_spans(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    found: list[tuple[int, int]] = []
    values = [value for value in {text[a:b] for a, b in spans} if _repeatable(value)]
    if len(values) > _REPEAT_MANY and len(text) >= _LONG_TEXT:
        # (many values in a long text: every place of every value in one pass, where a
        # search for each value read the whole text again; the places are the same)
        automaton = AhoCorasick(values)
        for _, at, end in automaton.find_matches_as_indexes(text, overlapping=True):
            if not (at and _in_word(text[at - 1])) and not (
                end < len(text) and _in_word(text[end])
            ):
                found.append((at, end))
        return found
    for value in values:
        at = text.find(value)
        while at >= 0:
            end = at + len(value)
            if not (at and _in_word(text[at - 1])) and not (
                end < len(text) and _in_word(text[end])
            ):
                found.append((at, end))
            at = text.find(value, at + 1)
    return found


def _repeatable(value: str) -> bool:
    if not _REPEAT_MIN <= len(value) <= _REPEAT_MAX or "\n" in value:
        return False
    return len(value) >= 16 or (any(c.isdigit() for c in value) and any(c.isalpha() for c in value))


def _in_word(char: str) -> bool:
    return char.isalnum() or char == "_"


def redact_all(texts: Iterable[str], settings: PrivacySettings | None = None) -> list[str]:
    """Redact texts that follow each other (the messages of a history): a private block
    opened in one and closed in a later one hides everything in between."""
    settings = settings or _NO_EXTRA
    texts = list(texts)
    # (a logger's <private> mask is one only where no later message closes a block)
    closes_later = [False] * len(texts)
    if any("<private>" in text for text in texts):
        for i in range(len(texts) - 2, -1, -1):
            closes_later[i] = closes_later[i + 1] or _closes_a_block(texts[i + 1])
    out: list[str] = []
    depth = 0
    for text, later in zip(texts, closes_later, strict=True):
        redacted, _, depth = _redact(text, settings, depth=depth, masks=not later)
        out.append(redacted)
    return out


def is_entirely_redacted(text: str) -> bool:
    """Nothing but whitespace and ``[REDACTED]`` markers is left."""
    return not text.replace(REDACTED, "").strip()


def redact_value(value: Any, settings: PrivacySettings) -> tuple[Any, int]:
    """Redact a JSON-like value: every string, every object key, and every value held by a
    key that names a secret (``{"password": "hunter2"}``)."""
    if isinstance(value, str):
        return redact(value, settings=settings)
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        count = 0
        for key, item in value.items():
            new_key, n_key = redact(str(key), settings=settings)
            if settings.redact_secrets and _holds_secret(str(key), item):
                new_item, n_item = REDACTED, 1
            else:
                new_item, n_item = redact_value(item, settings)
            while new_key in out:  # two keys redacted alike keep both values
                new_key += "'"
            out[new_key] = new_item
            count += n_key + n_item
        return out, count
    if isinstance(value, list | tuple):
        items = [redact_value(item, settings) for item in value]
        return [v for v, _ in items], sum(n for _, n in items)
    return value, 0


def _holds_secret(key: str, value: Any) -> bool:
    if isinstance(value, bool) or value is None or not is_secret_key(key):
        return False
    if isinstance(value, int | float):
        return True
    return isinstance(value, str) and not is_placeholder(value)


# -- after batch 34: enterprise, identity and research administration -------------------
# Leaks. Hidden:
# - Plain text made into a secure string is a password however it reaches the maker: a
#   literal piped into ``ConvertTo-SecureString`` (``'…' | ConvertTo-SecureString``), or a
#   variable given to it with ``-AsPlainText`` whose value the text assigns from literals
#   (``$p = '…'``) or from other such variables joined by ``+``.
# - A directory attribute that names a password, given in base64 (LDIF's ``name:: …``,
#   ``unicodePwd`` being UTF-16 in base64), is judged by its name: the whole value goes,
#   its folded continuation lines (a leading blank) with it.
# - A command line encoded in base64 of UTF-16 (PowerShell's ``-EncodedCommand``) is
#   decoded and searched: a secret inside hides the whole blob.
# - A password-changing command (its name ends in ``passwd``): a quoted literal after a
#   one-letter flag is the password, unless it is a directory name, a URL or a path.
# - A key's bytes printed in hex right after its cipher's name (``(aes256-cts-…)
#   (0x…)``, a keytab listed with its keys).
# - A pass phrase given as a command operand (``PHRASE('…')``, ``PASSPHRASE(…)``), as a
#   password operand ``PASSWORD(…)`` already is.
# - A token in a URL's ``/t/<token>/`` path segment (a package channel's token), when
#   random-shaped.
# - A password in a reversible encoding marked by its scheme in braces (``{SAS002}…``,
#   ``{xor}…``): anyone can decode it.
# - A password's name in a German or Dutch compound or genitive (``Initialpassworts``,
#   ``Kennworts``, ``beheerwachtwoord``), then ``:`` or ``lautet:``, hands the value over;
#   so does a part's label (``erste Teil``, ``Teil 2``, ``eerste helft``, ``first half``)
#   in a text that names a password in a word of letters (not inside a value); and where
#   such a text announces a later part, a chat message that is one random-shaped token
#   within the next lines is that part.
# - A credential store's set command takes the password positionally, after the user
#   (``hdbuserstore SET <key> <env> <user> <password>``, ``mkstore -createCredential``).
# - A terminal script that types a logon (``String("L TSO")``, ``String("LOGON <user>")``)
#   types the user id, then the password: the string typed after the user id goes.
# Look-alikes. Kept:
# - A cmdlet call assigned to a PowerShell variable (``$cred = New-Object …``): code.
# - A directory's distinguished name (``OU=…,DC=…``), a directory attribute's name
#   (``sAMAccountName``) and an authentication mechanism's name (``mschapv2``): names.
# - A certificate's thumbprint under a name whose last word is ``identifier``,
#   ``thumbprint`` or ``fingerprint``; a checksum in a checksum tool's line (``<hex>  path``):
#   public wherever it stands.
# - A signed file's ``signature:s:…`` beside its ``signscope``: checked with a public
#   certificate, it authorizes nothing.
# - A status listing's flag (``PASSWORD ENVELOPED=NO``): a setting.
# - A name preceded by ``no`` (``no PASSWORD= here``) or followed by words saying it is
#   empty (``TOKEN= intentionally empty``): prose.
# - A flag's value is on its own line: a word at the start of the next line is not it.
# - A call given as an argument (``PWD = keyring::key_get(…),``): a reference.
# - A query's result row of numbers and words (``1768468811234,"successful"``).
# - A host list with numeric ranges (``node[01-04],login1``): host names.
# - A block opener (``network={``): syntax.
_SECURE_PIPE = re.compile(
    r"(?P<q>['\"])(?P<v>[^'\"\n]{1,200})(?P=q)[ \t]*\|[ \t]*ConvertTo-SecureString\b",
    re.IGNORECASE,
)
_SECURE_VAR = re.compile(
    r"ConvertTo-SecureString[ \t]+(?:-String[ \t]+)?\$(?P<n>[A-Za-z_]\w*)", re.IGNORECASE
)
# (a variable assigned on its own line, or after a prompt: "PS C:\> $p = '…'")
_PS_ASSIGN = re.compile(
    r"(?m)^[ \t]*(?:PS[^>\n]{0,80}>[ \t]*)?\$(?P<n>[A-Za-z_]\w*)[ \t]*=[ \t]*(?P<e>[^\n;]+)"
)
_PS_VARIABLE = re.compile(r"\$([A-Za-z_]\w*)")
_PS_LITERAL = re.compile(r"[ \t]*(?P<q>['\"])(?P<v>[^'\"\n]{1,200})(?P=q)[ \t]*")
_PS_JOIN = re.compile(r"[ \t]*\$[A-Za-z_]\w*(?:[ \t]*\+[ \t]*\$[A-Za-z_]\w*)+[ \t]*")
_LDIF_B64 = re.compile(
    r"(?m)^(?P<n>[A-Za-z][\w\-]*(?:;[\w\-]+)*)::[ \t]*"
    r"(?P<v>[A-Za-z0-9+/]{4,}={0,2}(?:\r?\n [A-Za-z0-9+/]+={0,2})*)"
)
_ENCODED_COMMAND = re.compile(
    r"(?i)(?<![\w-])-(?:encodedcommand|enc|ec|e)[ \t]+(?P<v>[A-Za-z0-9+/]{20,}={0,2})(?![\w+/=])"
)
_PASSWD_COMMAND = re.compile(r"(?i)(?<![\w-])[a-z]*passwd(?:\.exe)?[ \t]")
_SHORT_FLAG_QUOTED = re.compile(
    r"(?<![\w-])-[A-Za-z][ \t]+(?P<q>['\"])(?P<v>[^'\"\n]{1,200})(?P=q)"
)
_CIPHER_KEY = re.compile(
    r"(?i)\((?:aes|des|des3|arcfour|rc4|camellia)[\w\-]*\)[ \t]+\(0x(?P<v>[0-9a-f]{16,128})\)"
)
_PHRASE_OPERAND = re.compile(r"\b(?:PASS)?PHRASE\((?P<q>['\"]?)(?P<v>[^'\")\n]{1,100})(?P=q)\)")
_CHANNEL_TOKEN = re.compile(r"https?://[^\s/]+/t/(?P<v>[A-Za-z0-9][\w\-]{15,120})/")
_SCHEME_ENCODED = re.compile(r"(?i)\{(?:sas\d{3}|xor)\}(?P<v>[A-Za-z0-9+/=]{6,})")
_PASSWORD_COMPOUND = re.compile(
    r"(?i)\b(?:\w+(?:passwort|kennwort|wachtwoord)(?:e?s)?|(?:passwort|kennwort|wachtwoord)e?s)"
    r"(?:[ \t]+lautet)?[ \t]*:[ \t]*(?P<v>[A-Za-z0-9][^\s\"'`]{3,63})"
)
_PART_LABEL = re.compile(
    r"(?i)\b(?:(?:first|second|third|last|other|erster?|zweiter?|dritter?|letzter?|eerste|tweede"
    r"|derde|laatste|andere)[ \t]+(?:half|part|piece|teil|h[äa]lfte|helft|deel|stuk)"
    r"|(?:teil|part|deel)[ \t]+\d)\b(?P<rest>[^:\n]{0,60}?)[ \t]*(?::[ \t]*(?P<v>[^\s\"'`]{4,64}))?"
)
_PASSWORD_WORDS_34 = ("passw", "kennw", "wachtw", "passphrase")
# a word of letters (and hyphens) holding a password's word: the text names a password.
# (A hyphen is not a word character, so a run of letters and hyphens holds such a word
# exactly when the run of letters around the password's word is bounded by non-word
# characters: searched so, each run of letters is tried once; with the hyphens in the
# repeated group a run of hyphens was tried from every one of its characters.)
_NAMED_PASSWORD_34 = re.compile(r"(?i)(?<!\w)[^\W\d_]*(?:passw|kennw|wachtw)[^\W\d_]*+(?!\w)")
_CHAT_TOKEN = re.compile(
    r"(?m)^(?:\[[^\]\n]{1,24}\][ \t]*)?[^:\n\[]{1,40}:[ \t]+(?P<v>\S{6,64})[ \t]*$"
)


# every gate below needs one of these in the lowered text: one search, not eleven
_MAY_34 = re.compile(
    r"-e|::|passw|passphrase|kennw|wachtw|\(0x|phrase\(|/t/|\{sas|\{xor\}|hdbuserstore|mkstore"
    r"|string\(\"|convertto-securestring"
)
# _MAY_34's words, found with the gates (a bit test where the search was a pass of its own)
_MAY_34_WORDS = (
    "-e", "::", "passw", "passphrase", "kennw", "wachtw", "(0x", "phrase(", "/t/", "{sas",
    "{xor}", "hdbuserstore", "mkstore", 'string("', "convertto-securestring",
)  # fmt: skip


def _after_34_spans(text: str, low: str, mask: int | None = None) -> Iterator[tuple[int, int]]:
    if mask is None:
        if _MAY_34.search(low) is None:
            return
    elif not _any_word(low, _MAY_34_WORDS, mask):
        return
    if "convertto-securestring" in low:
        yield from _secure_string_spans(text)
    if "::" in text and "\n" in text:
        for m in _LDIF_B64.finditer(text):
            if is_secret_key(m.group("n").split(";", 1)[0]):
                yield m.span("v")
    if "-e" in low:
        yield from _encoded_command_spans(text)
    if "passwd" in low and _PASSWD_COMMAND.search(text):
        yield from _passwd_command_spans(text)
    if "(0x" in low:
        yield from (m.span("v") for m in _CIPHER_KEY.finditer(text))
    if "PHRASE(" in text:
        yield from (m.span("v") for m in _PHRASE_OPERAND.finditer(text))
    if "/t/" in text:
        for m in _CHANNEL_TOKEN.finditer(text):
            if random_shaped(m.group("v"), 16):
                yield m.span("v")
    if "}" in text and ("{sas" in low or "{xor}" in low):
        yield from (m.span("v") for m in _SCHEME_ENCODED.finditer(text))
    if any(word in low for word in _PASSWORD_WORDS_34):
        yield from _password_part_spans(text, low)
    if "hdbuserstore" in low or ("credential" in low and "mkstore" in low):
        yield from _credential_store_spans(text)
    if 'string("' in low and ("logon" in low or 'string("l ' in low):
        yield from _typed_logon_spans(text)


_STORE_SET = re.compile(
    r"(?i)\bhdbuserstore(?:[ \t]+-[a-z]+)*[ \t]+set[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+"
    r"(?P<q>['\"]?)(?P<v>[^\s'\"]{1,128})(?P=q)"
    r"|\bmkstore\b[^\n]*?[ \t]-(?:create|modify)credential[ \t]+\S+[ \t]+\S+[ \t]+"
    r"(?P<q2>['\"]?)(?P<v2>[^\s'\"]{1,128})(?P=q2)"
)
_TYPED_STRING = re.compile(r"\bString\(\"(?P<v>[^\"\n]{1,100})\"\)")
_LOGON_TYPED = re.compile(r"(?i)(?:l|logon)(?:[ \t]+(?P<user>\S+))?(?:[ \t]+\S+)?")


def _credential_store_spans(text: str) -> Iterator[tuple[int, int]]:
    """A credential store's set command takes the password after the user, positionally
    (``hdbuserstore SET <key> <env> <user> <password>``, ``mkstore -createCredential
    <alias> <user> <password>``)."""
    for m in _STORE_SET.finditer(text):
        yield m.span("v") if m.group("v") is not None else m.span("v2")


def _typed_logon_spans(text: str) -> Iterator[tuple[int, int]]:
    """A terminal script types a logon (``String("L TSO")``/``String("LOGON …")``), then the
    user id, then the password: the string typed after the user id is the password."""
    typed = list(_TYPED_STRING.finditer(text))
    for i, m in enumerate(typed):
        logon = _LOGON_TYPED.fullmatch(m.group("v"))
        if logon is None:
            continue
        at = i + 1 if logon.group("user") and logon.group("user").upper() != "TSO" else i + 2
        if at < len(typed) and " " not in typed[at].group("v"):
            yield typed[at].span("v")


def _secure_string_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _SECURE_PIPE.finditer(text):
        yield m.span("v")
    wanted: list[str] = []
    for m in _SECURE_VAR.finditer(text):
        line_end = text.find("\n", m.end())
        if "-asplaintext" in text[m.end() : None if line_end < 0 else line_end].lower():
            wanted.append(m.group("n").lower())
    if not wanted:
        return
    assigned: dict[str, list[re.Match[str]]] = {}
    for m in _PS_ASSIGN.finditer(text):  # (read once per text)
        assigned.setdefault(m.group("n").lower(), []).append(m)
    seen: set[str] = set()
    for _ in range(3):  # the variable, and what it is joined from, two steps back
        following: list[str] = []
        for name in wanted:
            if name in seen:
                continue
            seen.add(name)
            for m in assigned.get(name, ()):
                expr = m.group("e")
                lit = _PS_LITERAL.fullmatch(expr)
                if lit is not None:
                    yield m.start("e") + lit.start("v"), m.start("e") + lit.end("v")
                elif _PS_JOIN.fullmatch(expr):
                    following.extend(p.lower() for p in _PS_VARIABLE.findall(expr))
        wanted = following


def _encoded_command_spans(text: str) -> Iterator[tuple[int, int]]:
    for m in _ENCODED_COMMAND.finditer(text):
        value = m.group("v")
        try:
            raw = b64decode(value + "=" * (-len(value) % 4), validate=True)
        except ValueError:
            continue
        if len(raw) < 8 or len(raw) % 2 or any(raw[1::2]):
            continue  # (not UTF-16 of ASCII text)
        decoded = raw.decode("utf-16-le", "replace")
        if _secret_spans(decoded, decoded.lower(), _NO_EXTRA, join=False, decode=False):
            yield m.span("v")


_DIRECTORY_NAME = re.compile(
    r"(?i)(?:(?:cn|ou|dc|o|l|st|c|uid)=[^,=\n\"']{1,64},)+(?:dc|o|c|ou)=[^,=\n\"']{1,64}"
)


def _passwd_command_spans(text: str) -> Iterator[tuple[int, int]]:
    for line in _PASSWD_COMMAND.finditer(text):
        line_end = text.find("\n", line.end())
        line_end = len(text) if line_end < 0 else line_end
        for m in _SHORT_FLAG_QUOTED.finditer(text, line.end(), line_end):
            value = m.group("v")
            if (
                _DIRECTORY_NAME.fullmatch(value)
                or "://" in value
                or value.startswith(("/", "~", "$", "./"))
            ):
                continue
            yield m.span("v")


def _password_part_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _PASSWORD_COMPOUND.finditer(text):
        yield m.span("v")
    if _NAMED_PASSWORD_34.search(text) is None:
        return  # (a told word inside a value, "…passwort10a", names no password)
    announced = -1
    for m in _PART_LABEL.finditer(text):
        value = m.group("v")
        if value is None:
            announced = max(announced, m.end())
        elif not (value.isalpha() and value.islower()):
            yield m.span("v")
    if announced >= 0:
        reach = announced
        for _ in range(4):  # the next three lines at most
            nl = text.find("\n", reach + 1)
            if nl < 0:
                reach = len(text)
                break
            reach = nl
        for m in _CHAT_TOKEN.finditer(text, announced, reach):
            value = m.group("v")
            if m.start("v") > announced and (
                (
                    any(c.isupper() for c in value)
                    and any(c.islower() for c in value)
                    and not value.isalpha()
                )
                or random_shaped(value, 8)
            ):
                yield m.span("v")


_PS_CMDLET_VALUE = re.compile(
    r"(?:New|Get|Read|Import|Export|ConvertTo|ConvertFrom|Invoke|Set|Add|Select|Join|Test"
    r"|Find|Resolve|Open|Start|Connect)-[A-Z][A-Za-z]+"
)
_PS_VARIABLE_BEFORE = re.compile(r"\$[A-Za-z_]\w*[ \t]*=[ \t]*\Z")
_DIRECTORY_ATTRIBUTES = frozenset(
    {
        "samaccountname", "userprincipalname", "uid", "cn", "mail", "memberof",
        "distinguishedname", "objectguid", "objectsid", "displayname", "givenname", "sn",
        "uidnumber", "gidnumber", "employeeid", "proxyaddresses", "userid", "krbprincipalname",
    }
)  # fmt: skip
_AUTH_MECHANISMS = frozenset(
    {
        "pap", "chap", "mschap", "mschapv2", "gtc", "md5", "otp", "tls", "ttls", "peap",
        "eap", "leap", "fast", "pwd", "ntlm", "ntlmv2", "kerberos", "negotiate", "basic",
        "digest", "plain", "login", "gssapi", "cram-md5", "scram-sha-1", "scram-sha-256",
        "xoauth2", "oauthbearer", "none",
    }
)  # fmt: skip
_ID_WORDS_34 = frozenset({"identifier", "thumbprint", "fingerprint"})
_ID_NAME_BEFORE = re.compile(r"(?P<key>[A-Za-z_][\w.\-]{0,60})[\"']?[ \t]*[=:][ \t]*[\"']?\Z")
_CHECKSUM_LINE_AFTER = re.compile(r"(?: [ *]|\t)[^\s]")
_STATUS_FLAG = re.compile(r"[A-Z][A-Z\-]{1,30}=(?:NO|YES|NONE|N/A|ON|OFF|Y|N)")
_NEGATED_NAME = re.compile(r"(?i)\bno[ \t]+[A-Za-z_][\w.\-]{1,40}[ \t]*[=:][ \t]*\Z")
_EMPTY_AFTER = re.compile(r"[ \t]+(?:empty|blank|unset|unused)\b", re.IGNORECASE)
_CALL_ARG = r"[ \t]*(?:\"[^\"\n]*\"|'[^'\n]*'|[\w.$]+)[ \t]*"
_ARG_CALL = re.compile(
    rf"[A-Za-z_][\w.]*(?:::[A-Za-z_][\w.]*)*\((?:{_CALL_ARG}(?:,{_CALL_ARG})*)?\)[ \t]*,"
)
_RESULT_ROW = re.compile(
    r"(?:\d{1,20}|\"[A-Za-z][A-Za-z ]{0,30}\"?)(?:,(?:\d{1,20}|\"[A-Za-z][A-Za-z ]{0,30}\"?))+"
)
_HOST_LIST = re.compile(
    r"[A-Za-z][\w\-.]*(?:\[\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*\][\w\-.]*)?"
    r"(?:,[A-Za-z][\w\-.]*(?:\[\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*\][\w\-.]*)?)*"
)
_BLOCK_OPENER = re.compile(r"(?:[A-Za-z_][\w.\-]*[ \t]*(?:=[ \t]*)?)?\{")
_LIST_FLAG_LINE_END = re.compile(r"(?i)(?<![\w-])-{1,2}list[\w\-]*[ \t]*\Z")


def _after_34_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if _PS_CMDLET_VALUE.fullmatch(core) and _PS_VARIABLE_BEFORE.search(before):
        return text[end : end + 1] in (" ", "\t")  # $cred = New-Object …: a call
    if "=" in core and _DIRECTORY_NAME.fullmatch(core):
        return True
    if core.lower() in _DIRECTORY_ATTRIBUTES or core.lower() in _AUTH_MECHANISMS:
        return True
    if _DIGEST_HEX.fullmatch(core.lower()) and (core.islower() or core.isupper()):
        m = _ID_NAME_BEFORE.search(before)
        if m is not None:
            words = _name_words(m.group("key"))
            if words and words[-1] in _ID_WORDS_34:
                return True
        line_start = text.rfind("\n", 0, start) + 1
        if not text[line_start:start].strip() and _CHECKSUM_LINE_AFTER.match(text, end):
            return True  # sha256sum's "<hex>  path" (or "<hex> *path")
    if core.startswith("s:") and before.endswith("signature:") and "signscope:s:" in text:
        return True
    if _STATUS_FLAG.fullmatch(core):
        return True
    if core.isalpha() and core.islower() and _NEGATED_NAME.search(before):
        return True
    if core.isalpha() and _EMPTY_AFTER.match(text, end):
        return True
    if not before.strip():
        line_start = text.rfind("\n", 0, start) + 1
        if line_start and _LIST_FLAG_LINE_END.search(text, max(0, line_start - 80), line_start - 1):
            return True  # -listCredential ends the line before: a listing's flag, no value
    if "(" in core and core.endswith(",") and _ARG_CALL.fullmatch(value.strip()):
        return True
    if "," in core and _RESULT_ROW.fullmatch(core):
        return True
    if "[" in core and _HOST_LIST.fullmatch(core):
        return True
    return core.endswith("{") and _BLOCK_OPENER.fullmatch(core) is not None


# -- after batch 35: network engineering, telecom and voice, security appliances --------
# Leaks. Hidden:
# - A configuration directive whose keyword introduces key material, judged by its
#   keyword family whatever the device: ``key-string``, ``authentication-key``,
#   ``message-digest-key``, ``pre-shared-key``, ``psksecret``, ``md5-key``, then an
#   optional key id, an optional algorithm (``md5``, ``sha…``, ``hmac-…``), an optional
#   encryption type (``0``, ``7``, ``ENC`` …) and the value.
# - An SNMPv3 user's passphrases: ``auth <md5|sha…> <value>`` and ``priv <des|aes…>
#   [128] <value>`` on one command line.
# - A parenthetical aside between a credential's name and its colon (``key (as typed on
#   the box): <value>``) does not hide the value.
# - A colon-separated inventory line (``host:model:user:password[:enable]``) in a text
#   that names an inventory or a ``.db`` file: the password-shaped fields after the user.
# - An IPsec secrets file's ``: EAP|XAUTH|NTLM|PIN "<value>"`` entry, as ``PSK`` already is.
# - A literal written by ``echo``/``printf`` into a file whose name says it holds a
#   password, a secret, a token or a PSK (``| tee <file>``, ``> <file>``).
# - An SNMP community in a setting whose name ends with ``community`` (array subscripts
#   and list values too, ``['community'] = ["…"]``) and in prose naming its access in
#   English, Italian, Spanish or French (``community di scrittura <value>``); ``public``
#   and ``private`` stay.
# - ``the rest is <value>`` (``il resto è``, ``el resto es``) in a text that names a
#   credential: the rest of a secret told earlier, when password- or random-shaped.
# Look-alikes. Kept:
# - A digest a packet dissector prints beside "can't check" / "not supplied": computed
#   per packet, no key.
# - The content of an element named for a certificate (``<crt>``, ``<cert>``,
#   ``<certificate>``): a public certificate.
# - A cipher suite or algorithm name made only of algorithm words and sizes joined by
#   ``/``, ``_`` or ``-`` (``AES_GCM-256/HMAC_SHA2_256``, ``RSA-SHA256``).
# - A port and URI parameters after a host (``host:5060;transport=tcp``).
# - A value whose words are its name's own words and numbers (``InAuth: 100-auth/100``):
#   a reference to a named section.
_KEY_DIRECTIVE_WORDS = (
    "key-string", "authentication-key", "message-digest-key", "pre-shared-key", "psksecret",
    "md5-key",
)  # fmt: skip
_KEY_DIRECTIVE = re.compile(
    r"(?i)(?<![\w\-])(?:key-string|authentication-key|message-digest-key|pre-shared-key"
    r"|psksecret|md5-key)"
    r"(?:[ \t]+\d{1,10}(?=[ \t]))?"
    r"(?:[ \t]+(?:md5|sha\d*|sha-\d+|hmac-[\w\-]+|text|ascii-text|cleartext|plaintext))?"
    r"(?:[ \t]+(?:[05-9]|ENC)(?=[ \t]))?"
    r"[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"']{4,256})(?P=q)"
)
_SNMP_USER_AUTH = re.compile(
    r"(?i)(?<![\w\-])auth[ \t]+(?:md5|sha(?:-?\d{1,3})?)[ \t]+(?P<a>[^\s\"']{4,128})"
    r"(?:[ \t]+priv[ \t]+(?:aes(?:-?\d{3})?|des|3des|des56|aes128|aes192|aes256)"
    r"(?:[ \t]+\d{3})?[ \t]+(?P<p>[^\s\"']{4,128}))?"
)
_ASIDE_NAMED = re.compile(
    r"(?i)\b(?:key|password|passphrase|passcode|secret|token|pin)[ \t]*\([^()\n]{1,160}\)[ \t]*:"
    r"[ \t]*(?P<v>[^\s\"'`\\]{6,128})"
)
_INVENTORY_LINE = re.compile(
    r"(?m)^[A-Za-z0-9][\w.\-]*:[A-Za-z][\w\-]*:[A-Za-z][\w.\-@]*:(?P<p>[^:\s]*)"
    r"(?::(?P<e>[^:\s]*))?[ \t]*$"
)
_IPSEC_SECRET = re.compile(
    r"(?m)^[^\n#:]*:[ \t]*(?:EAP|XAUTH|NTLM|PIN)[ \t]+(?P<q>[\"'])(?P<v>[^\"'\n]{1,256})(?P=q)"
)
_ECHO_INTO = re.compile(
    r"(?i)\b(?:echo|printf)(?:[ \t]+-[neE]{1,3})?[ \t]+(?P<q>['\"]?)(?P<v>[^'\"\s|>]{4,256})(?P=q)"
    r"[ \t]*(?:\|[ \t]*(?:sudo[ \t]+)?tee(?:[ \t]+-a)?|>>?)[ \t]*(?P<f>[^\s|;&>]+)"
)
_SECRET_FILE_WORDS = frozenset(
    {"pw", "pwd", "pass", "passwd", "password", "passwords", "secret", "secrets", "token",
     "psk", "cred", "creds", "credentials", "passphrase"}
)  # fmt: skip
_COMMUNITY_SETTING = re.compile(
    r"(?i)community[\w\-]*[\"'\]]*[ \t]*(?:=>?|:)[ \t]*(?:array\(|[\[(])?[ \t]*"
    r"(?P<q>[\"'])(?P<v>[^\"'\n]{4,128})(?P=q)"
)
_COMMUNITY_PROSE = re.compile(
    r"(?i)\bcommunity(?:[ \t]+snmp)?[ \t]+(?:(?:di|de|da|en|in|of)[ \t]+)?"
    r"(?:sola[ \t]+|solo[ \t]+)?"
    r"(?:scrittura|lettura|escritura|lectura|[ée]criture|lecture)"
    r"(?:[ \t]+(?:è|es|est|is|=|:))?[ \t]+(?P<v>[^\s,;\"'`]{6,128})"
)
_REST_IS = re.compile(
    r"(?i)\b(?:the[ \t]+rest(?:[ \t]+of[ \t]+it)?[ \t]+is|il[ \t]+resto[ \t]+è|el[ \t]+resto"
    r"[ \t]+es|the[ \t]+remainder[ \t]+is|rest[ \t]*:)[ \t]*:?[ \t]+(?P<v>[^\s\"'`]{6,128})"
)
_CREDENTIAL_NOUNS_35 = frozenset(
    {"password", "passwd", "pass", "pwd", "pw", "secret", "token", "key", "passphrase", "pin",
     "psk", "passcode", "credential", "credentials", "apikey"}
)  # fmt: skip
# ("passw" finds "password" too)
_CREDENTIAL_WORDS_35 = ("secret", "passw", "key", "token", "passphrase", "psk")
# The gates of the layers below: the word each regex needs at its anchor. In an ASCII text
# the lowered text holds every case-insensitive match's letters; any other text keeps the
# layer's first gate only (``ſ`` matches ``s``, the Kelvin sign ``k``).
_ASIDE_NAMED_GATE = re.compile(r"(?:key|pass(?:word|phrase|code)|secret|token|pin)[ \t]*\(")
_SECRET_FILE_PIECES = ("pw", "pass", "secret", "token", "psk", "cred")  # (in each file word)
_REST_IS_GATE = re.compile(r"the[ \t]+re(?:st|mainder)[ \t]|resto[ \t]|rest[ \t]*:")


def _may_key_directive_35(low: str) -> bool:
    return any(word in low for word in _KEY_DIRECTIVE_WORDS)


def _may_aside_35(text: str, low: str) -> bool:
    """A credential's word, blanks and ``(`` (an aside's start), where ``):`` is."""
    return not text.isascii() or _ASIDE_NAMED_GATE.search(low) is not None


def _may_echo_35(text: str, low: str) -> bool:
    """A redirection (``>``, ``| tee``) and a piece of a secret file's word in the text
    (a file name's lowered words are in the lowered text), where ``echo``/``printf`` is."""
    return (">" in text or ("|" in text and "tee" in low)) and any(
        piece in low for piece in _SECRET_FILE_PIECES
    )


def _may_rest_35(text: str, low: str) -> bool:
    """``the rest``/``remainder`` and a blank, ``resto`` and a blank or ``rest:``, and a
    credential's word, where ``rest`` is."""
    return (not text.isascii() or _REST_IS_GATE.search(low) is not None) and any(
        word in low for word in _CREDENTIAL_WORDS_35
    )


def _after_35_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "key-string" in low or "psksecret" in low or ("-key" in low and _may_key_directive_35(low)):
        for m in _KEY_DIRECTIVE.finditer(text):
            if _device_value(m.group("v")):
                yield m.span("v")
    if "auth " in low and ("snmp" in low or " priv " in low):
        for m in _SNMP_USER_AUTH.finditer(text):
            for group in ("a", "p"):
                if m.group(group) is not None and _device_value(m.group(group)):
                    yield m.span(group)
    if ("):" in text or ") :" in text) and _may_aside_35(text, low):
        for m in _ASIDE_NAMED.finditer(text):
            if low[max(0, m.start() - 8) : m.start()].rstrip(" \t_-").endswith("public"):
                continue  # a public key (m/0): <hex>: public
            value = m.group("v").rstrip(".,;!?)")
            if password_shaped(value, 8) or random_shaped(value, 12):
                yield m.start("v"), m.start("v") + len(value)
    if "\n" in text and (".db" in low or "inventor" in low):
        for m in _INVENTORY_LINE.finditer(text):
            for group in ("p", "e"):
                value = m.group(group)
                if value and password_shaped(value, 8) and not _DIGEST_HEX.fullmatch(value):
                    yield m.span(group)
    if ("EAP" in text or "XAUTH" in text or "NTLM" in text or "PIN" in text) and ":" in text:
        for m in _IPSEC_SECRET.finditer(text):
            if not is_placeholder(m.group("v")):
                yield m.span("v")
    if ("echo" in low or "printf" in low) and _may_echo_35(text, low):
        for m in _ECHO_INTO.finditer(text):
            name = m.group("f").rsplit("/", 1)[-1].lower()
            if set(re.split(r"[^a-z]+", name)) & _SECRET_FILE_WORDS and _device_value(m.group("v")):
                yield m.span("v")
    if "community" in low:
        if "snmp" in low:
            for m in _COMMUNITY_SETTING.finditer(text):
                if _community_value(m.group("v")):
                    yield m.span("v")
        for m in _COMMUNITY_PROSE.finditer(text):
            value = m.group("v").rstrip(".,;!?)")
            if _community_value(value):
                yield m.start("v"), m.start("v") + len(value)
    if "rest" in low and _may_rest_35(text, low):
        for m in _REST_IS.finditer(text):
            value = m.group("v").rstrip(".,;!?)")
            if password_shaped(value, 8) or random_shaped(value, 12):
                yield m.start("v"), m.start("v") + len(value)


def _device_value(value: str) -> bool:
    """A directive's value that is key material: not a placeholder, a mask, a reference or
    a plain lowercase word (a word after the keyword in prose)."""
    if value[0] in "$<{%*" or is_placeholder(value):
        return False
    return not (value.isalpha() and value.islower())


def _after_35_cipher_word(before: str, word: str) -> bool:
    """Is ``word`` (an article's spelling, ``des``) a cipher's name after ``priv``?"""
    return word.lower() == "des" and before.lower().rstrip(" \t")[:-3].rstrip().endswith("priv")


def _community_value(value: str) -> bool:
    return value.lower() not in ("public", "private") and password_shaped(value, 6)


_UNCHECKED_BEFORE = re.compile(
    r"(?i)(?:can't|cannot|unable[ \t]+to)[ \t]+(?:check|verify)[ \t]*(?:-[ \t]*)?\Z"
)
_CERT_ELEMENT_BEFORE = re.compile(r"(?i)<(?:crt|cert|certificate|ca)>[ \t]*\Z")
_ALGORITHM_WORDS = frozenset(
    {"aes", "cbc", "gcm", "ccm", "ctr", "hmac", "sha", "md5", "prf", "modp", "ecp", "rsa",
     "dsa", "ecdsa", "eddsa", "ed", "curve", "x", "chacha", "poly", "des", "3des", "tls",
     "dhe", "ecdhe", "pss", "pkcs", "with", "camellia", "null", "esp", "ah", "ike",
     "aead", "xcbc", "cmac", "blake", "gost", "sm"}
)  # fmt: skip
_ALGORITHM_PART = re.compile(r"(?P<w>[A-Za-z]+?)?(?P<n>\d*)")
# A suite's numbers are versions, counts and lengths (up to 32) or the sizes of keys,
# blocks, groups and curves; an Edwards or Montgomery curve is 25519 or 448. A code of
# digits and letters (``34574-ed664``) is no suite.
_ALGORITHM_SIZES = frozenset(
    {40, 56, 64, 96, 112, 128, 160, 192, 224, 256, 384, 448, 512, 521, 768, 1024, 1305,
     1536, 2048, 3072, 4096, 6144, 8192, 25519}
)  # fmt: skip
_CURVE_WORDS = frozenset({"ed", "x", "curve"})
_PORT_PARAMS = re.compile(r"\d{1,5}(?:;[A-Za-z][\w\-]*(?:=[\w.\-]+)?)+")
_IP_HOST_BEFORE = re.compile(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}:\Z")


def _algorithm_suite(word: str) -> bool:
    parts = [p for p in re.split(r"[/_\-]", word) if p]
    if len(parts) < 2 or not (word.isupper() or word.islower() or word.upper() == word):
        return False
    named = 0
    for part in parts:
        m = _ALGORITHM_PART.fullmatch(part)
        if m is None:
            return False
        number = int(m.group("n")) if m.group("n") else None
        if number is not None and number > 32 and number not in _ALGORITHM_SIZES:
            return False
        if m.group("w"):
            word = m.group("w").lower()
            if word not in _ALGORITHM_WORDS:
                return False
            if word in _CURVE_WORDS and number not in (None, 25519, 448):
                return False
            named += 1
    return named >= 1


def _after_35_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if _DIGEST_HEX.fullmatch(core.lower()) and _UNCHECKED_BEFORE.search(before):
        return True  # tcpdump's "md5 shared secret not supplied …, can't check - <digest>"
    if _CERT_ELEMENT_BEFORE.search(before) and text.startswith("</", end):
        return True
    words = core.split()
    if _algorithm_suite(words[0]) and all(w.isalpha() and w.islower() for w in words[1:]):
        return True
    if (
        core[0].isdigit()
        and _PORT_PARAMS.fullmatch(core)
        and (_HOST_BEFORE.search(before) or _IP_HOST_BEFORE.search(before))
    ):
        return True
    m = _ID_NAME_BEFORE.search(before)
    if m is not None and any(c.isalpha() for c in core):
        own = {w.lower() for w in _name_words(m.group("key"))}
        parts = [p for p in re.split(r"[/_\-.]", core) if p]
        told = {p.lower() for p in parts if not p.isdigit()}
        if own and all(p.isdigit() or p.lower() in own for p in parts):
            # InAuth: 100-auth/100: a section named by its own word (a password's own
            # word with a number, db-password-2024, is a weak password)
            return not told & _CREDENTIAL_NOUNS_35
    return False


# -- after batch 36: building with LLMs and coding agents ---------------------------------
# Leaks. Hidden:
# - A value told after the word for a key or a password and a copula, with an aside in
#   parentheses between them (``Schlüssel 1 aus dem Portal (Ressource …, Region …) lautet
#   …``): the aside is no part of the distance the value is looked for in.
# - A text that says a credential comes in parts (``the key is in two halves``, ``in 2
#   parts``) hands its parts over on the lines after it, each under an ordinal's label
#   (``first:``, ``second:``, ``part 2:``), in a chat's messages too.
# Look-alikes. Kept:
# - The literal given to a prompt call (``getpass("… key: ")``, ``input(…)``,
#   ``Read-Host "…"``): the prompt shown, not a value.
# - The visible head of a masked value (``Bearer sk-proj-****…8f2Q``): with its stars it
#   is a mask.
# - A value under a name whose last word is an organisation, a project, a tenant or a
#   workspace (``OpenAI-Organization: org-…``): an identifier, even near a credential.
# - A configuration path whose last key names a credential (``AzureOpenAI:ApiKey``, given
#   to ``user-secrets set``): a setting's name.
# - A key of words (``lm-studio``, ``not-needed``) for a client of a server on this machine
#   (a loopback address beside it): such servers take any key.
# - A quoted value in words of a non-Latin script (``"你的API Key"``), or of several words
#   naming an API key (``"tu clave de API"``): what goes there, not what it is.
# - A digest-shaped value in a field or a column that the text says holds a hash
#   (``api_key holds the sha256 hash …``): a hash.
_PARTS_SAID = re.compile(
    r"(?i)\b(?:in|into|across|over)[ \t]+(?:two|three|four|2|3|4|zwei|drei|vier)[ \t]+"
    r"(?:halves|parts|pieces|h[äa]lften|teile|teilen)\b"
)
_PARTS_WORDS = ("halves", "parts", "pieces", "hälften", "haelften", "teile")
_PARTS_CREDENTIAL = re.compile(r"(?i)(?:key|token|secret|password|passwort|kennwort|schl[üu]ssel)")
_ORDINAL_PART = re.compile(
    r"(?im)^(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[^:\n\[]{1,40}:[ \t]+)?"
    r"(?:first|second|third|fourth|last|1st|2nd|3rd|4th|erster?|zweiter?|dritter?|letzter?"
    r"|(?:part|teil|piece|half)[ \t]*\d|\d[ \t]*/[ \t]*\d)[ \t]*[:=][ \t]*"
    r"(?P<v>[^\s\"'`]{6,64})[ \t]*$"
)
_PROMPT_CALL_BEFORE = re.compile(
    r"(?:(?<![\w.])|\.)(?:getpass|input|raw_input|prompt|ask|askpass|question|readpass"
    r"|read_password)[ \t]*\([ \t]*(?:prompt[ \t]*=[ \t]*)?[rbuf]?(?P<q>[\"'])[^\"'\n]*\Z"
    r"|(?i:read-host)(?:[ \t]+-prompt)?[ \t]+(?P<q2>[\"'])[^\"'\n]*\Z"
)
_ID_OWNER_WORDS = frozenset(
    {"organization", "organisation", "org", "project", "tenant", "workspace"}
)
# An organisation's id in its own shape (``org-`` and a run of letters and digits) that
# the words right before it call an organisation's (``org``, ``the organization is``,
# ``Org ID:``) is an identifier in prose too, not only under a name (gaps round 8): an
# organisation id names who is billed, it grants nothing (the key beside it does).
_ORG_ID = re.compile(r"org-[A-Za-z0-9]{12,48}")
_ORG_LABEL_BEFORE = re.compile(
    r"(?i)(?<![\w\-])(?:org|organi[sz]ation)(?:[ \t_\-]?id)?"
    r"(?:[ \t]+(?:is|was))?[ \t]*(?:[:=][ \t]*)?[\"'`]?\Z"
)
_CONFIG_PATH = re.compile(r"[A-Z][A-Za-z]*(?:(?::|__)[A-Z][A-Za-z]*)+")  # (Pascal case)
_WORD_KEY = re.compile(r"[a-z]+(?:[\-_][a-z]+)*")
_LOOPBACK = re.compile(
    r"(?i)://(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|host\.docker\.internal)(?![\w.\-])"
)
_MASKED_TAIL = re.compile(r"[*•]{3,200}[A-Za-z0-9_\-]{0,40}")
_SLOT_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:api|key|token)(?![^\W\d_])")
_HASH_SAID = re.compile(
    r"(?i)(?P<name>[A-Za-z_][\w\-]{0,40})[\"'`]?[ \t]+(?:holds|stores|contains|keeps|is|are)"
    r"[ \t]+(?:only[ \t]+)?(?:the|a|an)?[ \t]*(?:sha-?\d{1,3}|md5|blake2\w*|hex)?[ \t]*"
    r"(?:hash|digest|hashes|digests)\b"
)


def _after_36_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "(" in text and _any_word(low, _ASCII_FOREIGN if text.isascii() else _FOREIGN_WORDS, mask):
        yield from _told_aside_spans(text, low)
    if "\n" in text and (
        "parts" in low
        or "halves" in low
        or "pieces" in low
        or "teile" in low
        or "hälften" in low
        or "haelften" in low
    ):  # (_PARTS_WORDS, tested in turn: no generator per text)
        yield from _told_parts_spans(text)


def _told_aside_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if len(low) != len(text):
        return
    for _, start, end in _foreign_anchors().find_matches_as_indexes(low):
        if low[start].isascii() and (
            (start and low[start - 1].isalnum()) or low[end : end + 1].isalpha()
        ):
            continue  # (a word inside another)
        open_at = text.find("(", end, end + 80)
        if open_at < 0 or "\n" in text[end:open_at] or ". " in text[end:open_at]:
            continue
        close_at = text.find(")", open_at, open_at + 160)
        if close_at < 0 or "\n" in text[open_at:close_at]:
            continue
        reach = close_at + 1 + 80 - (open_at - end)
        limit = text.find("\n", close_at, reach)
        copula = _FOREIGN_IS.search(text, close_at + 1, limit if limit >= 0 else reach)
        if copula is None or copula.start() > close_at + 12:
            continue  # the copula follows the aside
        value = _FOREIGN_VALUE.match(text, copula.end())
        if value is not None:
            core = value.group().rstrip(".,:;!?)'\"")
            if password_shaped(core):
                yield value.start(), value.start() + len(core)


def _told_parts_spans(text: str) -> Iterator[tuple[int, int]]:
    for said in _PARTS_SAID.finditer(text):
        line_start = text.rfind("\n", 0, said.start()) + 1
        if not _PARTS_CREDENTIAL.search(text, line_start, said.start()):
            continue  # the sentence names a credential before its parts
        reach = said.end()
        for _ in range(5):  # the next four lines at most
            nl = text.find("\n", reach + 1)
            if nl < 0:
                reach = len(text)
                break
            reach = nl
        for m in _ORDINAL_PART.finditer(text, said.end(), reach):
            value = m.group("v")
            if value.isalpha() and value.islower():
                continue  # a word, not a piece
            if any(c.isdigit() for c in value) or (
                any(c.isupper() for c in value) and any(c.islower() for c in value)
            ):
                yield m.span("v")


def _after_36_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if ("(" in before or "ead-" in before) and _PROMPT_CALL_BEFORE.search(before):
        return True  # getpass("API key: "): the prompt shown
    if text[end : end + 3] in ("***", "•••"):
        after = _MASKED_TAIL.match(text, end)
        if _masked(text[start : after.end() if after else end]):
            return True  # sk-proj-****…8f2Q: a mask's visible head
    if core.startswith("org-") and _ORG_ID.fullmatch(core) and _ORG_LABEL_BEFORE.search(before):
        return True  # "the org is org-…", "key … org org-…": an organisation's id
    m = _ID_NAME_BEFORE.search(before)
    if m is not None:
        words = _name_words(m.group("key"))
        if words and words[-1] in _ID_OWNER_WORDS and _ID_VALUE.fullmatch(core):
            lead = before[: m.start("key")]
            if not lead.strip() or lead[-1] in "\"'{(," or "=" in m.group():
                return True  # OpenAI-Organization: org-…: an identifier (not prose's
                # "the … project: <value>")
        if (
            words
            and ("key" in words or "token" in words)
            and not any(w in _PASSWORD_WORDS for w in words)
            and _WORD_KEY.fullmatch(core)
            and text.find("://", max(0, start - 400), end + 400) >= 0
            and _LOOPBACK.search(text, max(0, start - 400), end + 400)
        ):
            return True  # api_key="lm-studio" beside http://localhost:1234: any key will do
    if ":" in core and _CONFIG_PATH.fullmatch(core):
        last = re.split(r":|__", core)[-1]
        if len(_name_words(last)) >= 2 and is_secret_key(last):
            return True  # AzureOpenAI:ApiKey: a setting's name (user:pass is no path)
    if _quoted_words(text, start, end, core):
        return True
    if len(core) in _DIGEST_LENGTHS and _DIGEST_HEX.fullmatch(core.lower()):
        return _said_hash(text, start, end, before)
    return False


_DIGEST_LENGTHS = frozenset({32, 40, 56, 64, 96, 128})


@lru_cache(maxsize=4)
def _hash_names(text: str) -> frozenset[str]:
    """The names the text says hold a hash (read once per text)."""
    if "hash" not in text and "digest" not in text:
        return frozenset()
    return frozenset(m.group("name").lower() for m in _HASH_SAID.finditer(text))


def _quoted_words(text: str, start: int, end: int, core: str) -> bool:
    """Is the quoted value letters only (no digit) in a non-Latin script ("你的API Key"),
    or several such words naming the slot ("tu clave de API")?"""
    quote = text[start - 1 : start]
    if quote not in ("'", '"') or text[end : end + 1] != quote:
        return False
    if any(c.isdigit() for c in core) or not all(c.isalpha() or c in " -'" for c in core):
        return False
    if any(c.isalpha() and ord(c) > 0x24F for c in core):
        return True  # words of a script no key is written in
    return " " in core and _SLOT_WORD.search(core) is not None


def _said_hash(text: str, start: int, end: int, before: str) -> bool:
    names = _hash_names(text)
    if not names:
        return False
    m = _ID_NAME_BEFORE.search(before)
    if m is not None:
        return m.group("key").lower() in names
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    row = text[line_start : len(text) if line_end < 0 else line_end]
    if "|" not in row:
        return False
    column = text.count("|", line_start, start)
    cells = len(row.split("|"))
    at = line_start
    for _ in range(12):  # the header, a few rows above
        if at <= 0:
            return False
        above_start = text.rfind("\n", 0, at - 1) + 1
        header = text[above_start : at - 1].split("|")
        if len(header) == cells and header[column].strip().lower() in names:
            return True
        at = above_start
    return False


# -- after batch 37: data engineering, analytics and ML operations -------------------------
# Leaks. Hidden:
# - The secret argument of an authentication object's constructor (``…Auth(name, secret)``,
#   ``…Authenticator``, ``…AuthProvider``, ``NetworkCredential``,
#   ``UsernamePasswordCredentials``): the second positional literal, its arguments on one
#   line or several.
# - A ``[users]`` section's lines (``name = password, role, …``, Shiro's and its kin's; a
#   ``users.properties``/``realm.properties`` file's ``name = password, role``): the first
#   field is the password.
# - A connection file's HMAC ``key`` (a kernel's connection file, beside its
#   ``signature_scheme``): it signs every message on the kernel's sockets.
# - A credential handed over as ``user / password`` after a word for an account or its
#   access data in several languages (``Zugangsdaten``, ``credenciales``, ``identifiants``),
#   the password a chosen one whose dotted tail is a capitalised word (no host's or file's).
# - A credential sent in parts under labels that say so (``first part:``, ``part 2:``,
#   ``zweiter Teil:``, ``segunda parte:``), two labels at least, other messages between them.
# - A table cell's value that the terminal wrapped onto the next line (a bare run alone on
#   its line, the table's border or row after it): the tail belongs to the cell.
# Look-alikes. Kept:
# - A config provider's or resolver's reference (``${secrets:path:key}``, ``${file:…}``,
#   ``${oc.env:NAME}``, ``${vault:…}``, ``${ssm:…}``), several in one URL too: where the
#   value is read from, not the value (a default after a comma is no part of it).
# - A mask of one repeated dot-like character (``········``, ``●●●●``, ``∙∙∙∙``), a
#   string's escaped line break after it too.
# - A call's opening at a line's end (``auth = SomeAuth(`` then its arguments below): code.
_AUTH_CALL = re.compile(
    r"(?<![\w.])(?:new[ \t]+)?(?:[A-Za-z_]\w*\.){0,4}[A-Za-z_]\w*?"
    r"(?:Auth|Authenticator|AuthProvider|Authentication|NetworkCredential"
    r"|PasswordCredentials?|BasicCredentials?)[ \t]*\(\s*"
    r"(?:[rbuf]?\"[^\"\n]{0,120}\"|[rbuf]?'[^'\n]{0,120}'|[A-Za-z_][\w.]{0,80}"
    r"(?:\[[^\]\n]{0,80}\]|\([^()\n]{0,80}\))?)\s*,\s*"
    r"[rbuf@]?(?P<q>[\"'])(?P<v>[^\"'\n\\]{1,300})(?P=q)"
)
_USERS_SECTION = re.compile(r"(?im)(?:^|[ \t])\[users\][ \t]*\r?$")
_USERS_LINE = re.compile(
    r"(?m)^[ \t]*(?P<u>[^\s=:#;\[!][^=:\n]{0,80}?)[ \t]*[=:][ \t]*(?P<v>[^,\s]{1,200})"
    r"(?P<roles>[ \t]*,[^\n]*)?(?:[ \t]+[#;][^\n]*)?[ \t]*$"
)
_HMAC_KEY = re.compile(
    r"(?i)(?<![\w\-])[\"']?(?:key|session\.key)[\"']?[ \t]*[:=][ \t]*b?[\"']"
    r"(?P<v>[^\"'\s]{8,256})[\"']"
)
_ACCOUNT_WORDS_37 = re.compile(
    r"(?i)(?<![^\W\d_])(?:log(?:[ \t\-]?in|[ \t]+on)|sign[ \t\-]?in|creds?|credentials?"
    r"|account|admin|pass(?:word|wort)?|zugangsdaten|zugang|anmeldedaten|anmeldung"
    r"|kennwort|konto|benutzer|credenciales|cuenta|acceso|contrase(?:ñ|n)a|usuario"
    r"|identifiants|compte|connexion|mot[ \t]+de[ \t]+passe|utilisateur)(?![^\W\d_])"
)
_SLASH_VALUE_37 = re.compile(
    r"[ \t]*(?P<s>[\w!?#\-@$%&*+~^]{3,40}\.(?P<tail>[A-Za-z]{3,24}))[.,;)]?(?=\s|\Z)"
)
_AUTH_OPEN = re.compile(
    r"(?:Auth|Authenticator|AuthProvider|Authentication|NetworkCredential"
    r"|PasswordCredentials?|BasicCredentials?)[ \t]*\("
)
_PART_LABEL_37 = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:first|second|third|fourth|last|final|other|1st|2nd|3rd|4th"
    r"|erste[rn]?|zweite[rn]?|dritte[rn]?|letzte[rn]?|andere[rn]?|primera|segunda|tercera"
    r"|[úu]ltima|premi[èe]re|deuxi[èe]me|seconde|derni[èe]re)[ \t]+"
    r"(?:part|half|piece|chunk|teil|h[äa]lfte|st[üu]ck|parte|mitad|trozo|partie|moiti[ée])"
    r"|(?:part|piece|chunk|teil|parte|partie)[ \t]*(?:\d|one|two|three|four|eins|zwei|drei"
    r"|uno|dos|tres)(?:[ \t]*(?:of|/|von|de)[ \t]*\d)?)"
    r"[ \t]*(?:\([^()\n]{0,30}\)[ \t]*)?[:=][ \t]*[\"'`]?(?P<v>[^\s\"'`]{6,64}?)[\"'`.,;]?"
    r"(?=\s|\Z)"
)
_PART_WORDS_37 = ("part", "half", "piece", "chunk", "teil", "hälfte", "haelfte", "stück",
                  "parte", "mitad", "trozo", "moiti")  # fmt: skip
_PART_COLON = re.compile(
    r"[ \t]*(?:[\w]{1,5}(?:[ \t]*(?:of|/|von|de)[ \t]*\d)?[ \t]*)?(?:\([^()\n]{0,30}\)[ \t]*)?[:=]"
)
_CREDENTIAL_37 = re.compile(
    r"(?i)key|token|secret|passw|pat\b|credential|schl[üu]ssel|kennwort|contrase|clave"
    r"|mot de passe|jeton"
)
_WRAP_TAIL = re.compile(r"[A-Za-z0-9+/=_\-.~]{1,64}")
_TABLE_ROW_LEAD = ("|", "│", "┃", "║")
_TABLE_EDGE = ("+", "|", "│", "┃", "║", "├", "└", "╰", "┗", "╚", "╟", "╠", "-", "=", "─", "━", "═")
_CELL_WORDS_37 = re.compile(r"(?i)secret|key|token|passw|credential")
_PROVIDER_REF = re.compile(
    r"\$\{(?:oc\.[a-z_.]{1,30}|secrets?|file|env|sys|vault|aws|awssm|ssm|sm|gcp|gcpsm"
    r"|azure|keyvault|directory|dir|k8s|kubernetes|configmap|self|opt|cf|s3|secretsmanager"
    r"|docker|consul|sops)(?::|\()[^{}\s,]{1,300}\}"
)
_MASK_CHARS_37 = frozenset(".·•∙⋅●◦‧․⋯…・⬤∘⦁○*∗")
_CALL_OPEN = re.compile(r"(?:new[ \t]+)?[A-Za-z_][\w.]{0,120}\(")


def _after_37_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if ("Auth" in text or "Credential" in text) and "(" in text:
        done = 0  # (each call read once: around its name's opening parenthesis)
        for opening in _AUTH_OPEN.finditer(text):
            if opening.start() < done:
                continue
            for m in _AUTH_CALL.finditer(
                text, max(done, opening.start() - 160), opening.end() + 800
            ):
                done = m.end()
                if _literal_secret_37(m.group("v")):
                    yield m.span("v")
                break
    if "[users]" in low or "users.properties" in low or "realm.properties" in low:
        yield from _users_section_spans(text, low)
    if "signature_scheme" in low or ("hmac" in low and "key" in low):
        for m in _HMAC_KEY.finditer(text):
            value = m.group("v")
            if not is_placeholder(value) and any(c.isdigit() for c in value):
                yield m.span("v")
    if " / " in text:
        slash = text.find(" / ")
        while slash > 0:
            told = _SLASH_VALUE_37.match(text, slash + 3)
            if told is not None and (text[slash - 1].isalnum() or text[slash - 1] in "_.-"):
                reach = max(0, slash - 200)  # (its line, a line break escaped in JSON one too)
                line_start = max(
                    text.rfind("\n", reach, slash) + 1, text.rfind("\\n", reach, slash) + 2, reach
                )
                tail = told.group("tail")
                if (
                    (tail[0].isupper() and (tail[1:].islower() or len(tail) >= 5))
                    and any(c.isdigit() for c in told.group("s"))
                    and _ACCOUNT_WORDS_37.search(text, line_start, slash)
                ):
                    yield told.span("s")
            slash = text.find(" / ", slash + 3)
    if ":" in text and "\n" in text and any(word in low for word in _PART_WORDS_37):
        places = _part_labels_37(low)
        if len(places) >= 2:
            yield from _labelled_part_spans(text, places)
    if "\n" in text and (
        "\n|" in text
        or "\n│" in text
        or "\n┃" in text
        or "\n║" in text
        or text.startswith(_TABLE_ROW_LEAD)
    ):
        yield from _wrapped_cell_spans(text)


def _literal_secret_37(value: str) -> bool:
    if is_placeholder(value) or value[0] in "$<{%" or " " in value:
        return False
    return (
        password_shaped(value, 6)
        or random_shaped(value, 12)
        or (
            len(value) >= 24
            and sum(c.isalnum() for c in value) >= 20
            and random_shaped("".join(c for c in value if c.isalnum()), 16)
        )
    )


def _users_section_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    regions: list[tuple[int, int, bool]] = []
    for m in _USERS_SECTION.finditer(text):
        nxt = text.find("\n[", m.end())
        regions.append((m.end(), len(text) if nxt < 0 else nxt, False))
    if not regions and ("users.properties" in low or "realm.properties" in low):
        regions.append((0, len(text), True))
    for start, end, needs_roles in regions:
        for m in _USERS_LINE.finditer(text, start, end):
            if needs_roles and not m.group("roles"):
                continue
            value = m.group("v")
            if is_placeholder(value) or value[0] in "$<{%":
                continue
            if password_shaped(value, 6) or random_shaped(value, 12):
                yield m.span("v")


def _labelled_part_spans(text: str, places: list[int]) -> Iterator[tuple[int, int]]:
    found: list[re.Match[str]] = []
    done = 0
    for at in places:  # (the label: an ordinal before the word, the value after it)
        for m in _PART_LABEL_37.finditer(text, max(0, at - 24), at + 120):
            if m.start() >= done:
                found.append(m)
                done = m.end()
    if len(found) < 2:
        return
    said = _line_start(text, found[0].start(), 1)  # (the first label's line, the one before)
    if not _CREDENTIAL_37.search(text, said, found[0].start()):
        return  # the credential is named before its first part
    for m in found:
        value = m.group("v")
        if is_placeholder(value) or "/" in value:
            continue
        letters = any(c.isalpha() for c in value)
        digits = any(c.isdigit() for c in value)
        if (letters and digits and password_shaped(value, 6)) or random_shaped(value, 10):
            yield m.span("v")


def _part_labels_37(low: str) -> list[int]:
    """Where a word for a part stands with a label's ``:`` or ``=`` right after it (a
    number between them at most): where the labels can be."""
    places: list[int] = []
    for word in _PART_WORDS_37:
        at = low.find(word)
        while at >= 0:
            if _PART_COLON.match(low, at + len(word)) is not None:
                places.append(at)
            at = low.find(word, at + len(word))
    return sorted(places)


def _row_starts(text: str) -> Iterator[int]:
    if text.startswith(_TABLE_ROW_LEAD):
        yield 0
    starts: list[int] = []
    for lead in _TABLE_ROW_LEAD:
        at = text.find("\n" + lead)
        while at >= 0:
            starts.append(at + 1)
            at = text.find("\n" + lead, at + 2)
    yield from sorted(starts)


def _wrapped_cell_spans(text: str) -> Iterator[tuple[int, int]]:
    for row_start in _row_starts(text):
        nl = text.find("\n", row_start)
        if nl < 0:
            return
        at = nl + 1
        tail_end = text.find("\n", at)
        tail_end = len(text) if tail_end < 0 else tail_end
        tail = text[at:tail_end].rstrip("\r")
        if not tail or _WRAP_TAIL.fullmatch(tail) is None:
            continue
        after = text[tail_end + 1 : tail_end + 2]
        if tail_end < len(text) and after and not after.startswith(_TABLE_EDGE):
            continue
        row = text[row_start:nl].rstrip("\r")
        cut = max(row.rfind(c) for c in _TABLE_ROW_LEAD)
        head = row[cut + 1 :].strip()
        if len(row) < 60 or len(head) < 16 or _WRAP_TAIL.fullmatch(head) is None:
            continue  # (a short row did not reach the terminal's edge)
        label = row[:cut]
        if _CELL_WORDS_37.search(label) or random_shaped(head):
            head_start = row_start + row.rindex(head)
            yield head_start, at + len(tail)


def _after_37_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    line_start = max(text.rfind("\n", max(0, start - 400), start) + 1, start - 400, 0)
    line_end = text.find("\n", end, end + 400)
    line_end = min(len(text), end + 400) if line_end < 0 else line_end
    if text.find("${", line_start, line_end) >= 0:
        covered = [m.span() for m in _PROVIDER_REF.finditer(text, line_start, line_end)]
        if covered and all(
            any(a <= i < b for a, b in covered) or text[i] in ":@/" for i in range(start, end)
        ):
            return True  # ${secrets:path:key}, ${oc.env:USER}:${oc.env:PASSWORD}: references
    bare = core
    while bare.endswith(("\\n", "\\r", "\\t")):
        bare = bare[:-2]
    if len(bare) >= 3 and bare[0] in _MASK_CHARS_37 and bare == bare[0] * len(bare):
        return True  # ········ (a string's \n after it): a mask
    # auth = SomeAuth( then its arguments on the lines below: a call
    return (
        core.endswith("(")
        and _CALL_OPEN.fullmatch(core) is not None
        and not text[end:line_end].strip()
    )


# Written after batch 38 (self-hosting, home lab, IoT). What goes: a password flag read by
# what it means beside a user flag (``-u/-U/--user … -P <value>``: a password, unless a
# port number, at most 65535, and the tool one where ``-P`` is the port); the password of
# a command named for passwords given ``-b`` (batch: the password on the command line),
# wherever the command stands in the line; a flag that takes ``user:password`` (``-n``,
# ``--auth``); ``user password`` after a verb or flag that sets one (``--setpw``), a NUT
# ``MONITOR ups@host N user password role`` line, a Wi-Fi verb's ``<ssid> <psk>``; the
# password of a call given (host, [port,] user, password) positionally; a URL path
# segment that is a key (right after ``/api/``, after ``/push/``, an RTSP path that is one
# random token); JSON members named ``key``/``clientkey``/``local_key``/``access_code``
# holding a random value; the ``value``/``secret`` row of a table printed under a command
# that creates a token; a code word in Dutch, German or English followed directly by its
# value (``toegangscode <digits>``); a password told in two messages (``begins with …``
# then ``and then …``). What stays: a magnet link's info hash and name, a key's id in a
# listing (``Key ID <id>``), a log record's first word after its timestamp, a device path
# (``/dev/serial/by-id/…``), a colon-separated hardware address (a Zigbee ``uniqueid``
# with its endpoint), and a label followed by instructions (``Token: obtain from …``).
_USER_FLAG_38 = re.compile(r"(?<!\S)(?:-u|-U|--user|--username|-l)(?:[ \t]+|=)[^\s-]")
_CAP_P_38 = re.compile(r"(?<!\S)-P(?:[ \t]+|=)(?P<q>['\"]?)(?P<s>[^\s'\"|;&()<>]+)(?P=q)")
# tools where -P is the port (a number there is no password)
_P_IS_PORT_38 = frozenset({
    "mysql", "mariadb", "mysqldump", "mysqladmin", "mysqlimport", "mysqlshow", "mysqlcheck",
    "mysqlsh", "mariadb-dump", "scp", "sftp", "pscp", "psftp", "rsync", "hping3", "nmap",
})  # fmt: skip
_BATCH_PASSWD_38 = re.compile(
    r"(?<![\w.\-/])(?P<cmd>[\w.\-]*passw(?:or)?d)(?P<flags>(?:[ \t]+-[A-Za-z]+)+)"
    r"(?P<args>(?:[ \t]+(?:'[^'\n]*'|\"[^\"\n]*\"|[^\s'\"|;&()<>\-][^\s'\"|;&()<>]*)){2,3})"
)
_ARG_38 = re.compile(r"'(?P<a>[^'\n]*)'|\"(?P<b>[^\"\n]*)\"|(?P<c>[^\s'\"]+)")
_AUTH_PAIR_38 = re.compile(
    r"(?<!\S)(?:-n|--auth|--authenticate|--credentials?|--creds|--login)(?:[ \t]+|=)"
    r"(?P<q>['\"]?)[\w.@\-]{1,64}:(?P<s>[^\s'\"]+)(?P=q)"
)
_N_IS_A_SWITCH_38 = re.compile(
    r"(?<![\w\-])(?:grep|egrep|fgrep|rg|ag|ack|head|tail|sed|sort|nl|cat|less|git|awk)(?![\w\-])"
)
_SET_PW_GATE_38 = re.compile(r"(?:set|change|ch)[_\-]?p(?:w|ass)")  # (reset: set)
_SET_PW_38 = re.compile(
    r"(?i)(?<![\w\-])(?:--?)?(?:set|change|reset|ch)[_\-]?(?:pw|pwd|pass)(?![\w\-])"
    r"[ \t]+(?:'[^'\n]+'|\"[^\"\n]+\"|[^\s'\"\-][^\s'\"]*)"
    r"[ \t]+(?P<q>['\"]?)(?P<s>[^\s'\"|;&]+)(?P=q)"
)
_MONITOR_38 = re.compile(
    r"(?im)^[ \t]*MONITOR[ \t]+[\w.\-]+@[\w.\-:\[\]]+[ \t]+\d+[ \t]+[^\s]+[ \t]+"
    r"(?P<q>['\"]?)(?P<s>[^\s'\"]+)(?P=q)[ \t]+(?:primary|secondary|master|slave)\b"
)
_WIFI_VERB_38 = re.compile(
    r"(?i)(?<![\w\-])(?:(?:set|add|connect|join)[_\-]?(?:wlan|wifi|wpa)"
    r"|(?:wlan|wifi)[_\-]?(?:set|add|connect|join))(?![\w\-])"
    r"[ \t]+(?:'[^'\n]*'|\"[^\"\n]*\"|[^\s'\"]+)[ \t]+(?P<q>['\"]?)(?P<s>[^\s'\"]+)(?P=q)"
)
_HOST_CALL_38 = re.compile(
    r"\(\s*(?P<q>[\"'])(?:\d{1,3}(?:\.\d{1,3}){3}|localhost|[\w\-]+(?:\.[\w\-]+)+)(?P=q)\s*,"
    r"\s*(?:(?:port\s*=\s*)?\d{2,5}\s*,\s*)?(?P<q2>[\"'])[^\"'\n,/]{1,40}(?P=q2)\s*,"
    r"\s*(?P<q3>[\"'])(?P<s>[^\"'\n\s]{4,})(?P=q3)"
)
_API_SEGMENT_38 = re.compile(r"/api/(?P<s>[A-Za-z0-9_\-]{10,64})(?=[/\"'\s?#]|$)")
_PUSH_SEGMENT_38 = re.compile(r"/push/(?P<s>[A-Za-z0-9_\-]{8,64})(?=[/\"'\s?#&]|$)")
_RTSP_TOKEN_38 = re.compile(r"(?i)rtsps?://[^\s/\"'<>]+/(?P<s>[A-Za-z0-9]{12,64})(?=[?\"'\s#]|$)")
_KEY_MEMBER_38 = re.compile(
    r"(?i)[\"'](?:key|client_?key|local_?key|dev_?key|access_?code)[\"']\s*:\s*"
    r"[\"'](?P<s>[^\"'\n\s]{6,})[\"']"
)
_TOKEN_MADE_38 = re.compile(
    r"(?i)\b(?:token|api[_\- ]?key|secret)s?[ \t]+(?:add|create|generate|new|issue)\b"
    r"|\b(?:add|create|generate|new|issue)[ \t]+(?:[\w\-]+[ \t]+)?(?:token|api[_\- ]?key|secret)\b"
)
_VALUE_ROW_38 = re.compile(
    r"(?im)^[ \t]*[│|┃][ \t]*(?:value|secret|token)[ \t]*[│|┃][ \t]*(?P<s>[^\s│|┃]{8,})[ \t]*[│|┃]?"
)
_CODE_WORD_38 = re.compile(
    r"(?i)(?<![^\W\d_])(?:toegangscode|wachtwoord|zugangscode|kennwort|passwort"
    r"|access[ \t]code)[ \t]+(?P<s>[^\s,;()]+)"
)
_CODE_WORDS_38 = (
    "toegangscode",
    "wachtwoord",
    "zugangscode",
    "kennwort",
    "passwort",
    "access code",
)
_BEGINS_38 = re.compile(  # (searched in the lowered text: no IGNORECASE scan)
    r"(?<![^\W\d_])(?:begint[ \t]+met|beginnt[ \t]+mit|begins[ \t]+with|starts[ \t]+with"
    r"|f(?:ä|ae)ngt[ \t]+mit)[ \t]+(?P<s>[^\s,;]+)"
)
_THEN_38 = re.compile(
    r"(?i)(?<![^\W\d_])(?:en[ \t]+dan|und[ \t]+dann|dann|and[ \t]+then|then|followed[ \t]+by"
    r"|gevolgd[ \t]+door)[ \t]+(?P<s>[^\s,;]+)"
)
_TOLD_PASSWORD_WORDS_38 = ("passw", "wachtwoord", "kennwort", "wifi", "wi-fi", "wlan", "pin")


def _after_38_spans(text: str, low: str) -> Iterator[tuple[int, int]]:
    if " -" in text:
        if (" -p" in low or "\t-p" in low) and ("-u" in low or "-l" in text):
            yield from _flag_password_spans_38(text)
        if "passw" in low:
            yield from _batch_passwd_spans_38(text)
        if ":" in text and (
            " -n" in text or "--auth" in low or "--cred" in low or "--login" in low
        ):
            for m in _AUTH_PAIR_38.finditer(text):
                value = m.group("s")
                if any(c in value for c in ":|\\") or not _told_value_38(value):
                    continue  # (grep -n "on:click\|on:submit": a pattern)
                if text.startswith("-n", m.start()) and _N_IS_A_SWITCH_38.search(
                    text, text.rfind("\n", 0, m.start()) + 1, m.start()
                ):
                    continue  # grep -n, head -n: line numbers, a count
                yield m.span("s")
    if ("pw" in low or "pass" in low) and _SET_PW_GATE_38.search(low):
        for m in _SET_PW_38.finditer(text):
            if _told_value_38(m.group("s")):
                yield m.span("s")
    if "monitor" in low and "@" in text:
        for m in _MONITOR_38.finditer(text):
            if _told_value_38(m.group("s")):
                yield m.span("s")
    if ("wlan" in low or "wifi" in low or "wpa" in low) and (
        "set" in low or "add" in low or "connect" in low or "join" in low
    ):
        for m in _WIFI_VERB_38.finditer(text):
            value = m.group("s")
            if (len(value) == 64 and _HEX.fullmatch(value)) or _told_value_38(value):
                yield m.span("s")
    if ("(" in text and "," in text) and ('("' in text or "('" in text or "( " in text):
        for m in _HOST_CALL_38.finditer(text):
            if password_shaped(m.group("s"), 6) or random_shaped(m.group("s"), 12):
                yield m.span("s")
    if "/" in text and ("/api/" in low or "/push/" in low or "rtsp" in low):
        yield from _path_key_spans_38(text, low)  # (each of its parts tests one of them)
    if ('key"' in low or "key'" in low or 'code"' in low or "code'" in low) and ":" in text:
        for m in _KEY_MEMBER_38.finditer(text):
            if _keyish_38(m.group("s")):
                yield m.span("s")
    if (
        ("│" in text or "|" in text)
        and ("token" in low or "key" in low or "secret" in low)
        and ("value" in low or "secret" in low or "token" in low)
        and ("add" in low or "create" in low or "generate" in low or "new" in low or "issue" in low)
    ):
        made = _TOKEN_MADE_38.search(text)
        if made is not None:
            for m in _VALUE_ROW_38.finditer(text, made.end()):
                value = m.group("s")
                if random_shaped(value, 12) or password_shaped(value, 8) or _UUID.fullmatch(value):
                    yield m.span("s")
    if any(word in low for word in _CODE_WORDS_38):
        for m in _CODE_WORD_38.finditer(text):
            value = m.group("s").rstrip(".!?:")
            if (value.isdigit() and len(value) >= 6) or password_shaped(value, 8):
                yield m.start("s"), m.start("s") + len(value)
    if (
        "\n" in text
        and ("begin" in low or "start" in low or "fängt" in low or "faengt" in low)
        and (" met " in low or " with " in low or " mit " in low)
        and any(word in low for word in _TOLD_PASSWORD_WORDS_38)
    ):
        yield from _told_in_two_spans_38(text, low)


def _told_value_38(value: str) -> bool:
    """A value given where a password goes: not a variable, a placeholder or a flag."""
    if len(value) < 4 or value[0] in "$<%{[-*" or _masked(value):
        return False
    return password_shaped(value, 6) or random_shaped(value, 10) or _unsayable_piece(value)


def _flag_password_spans_38(text: str) -> Iterator[tuple[int, int]]:
    for m in _CAP_P_38.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line = text[line_start : len(text) if line_end < 0 else line_end]
        if not _USER_FLAG_38.search(line):
            continue  # -P means a password beside a user
        value = m.group("s")
        if value.isdigit():
            words = re.findall(r"[\w.\-]+", line.split(" -", 1)[0])
            tool = words[-1].lower() if words else ""
            if int(value) <= 65535 and (tool in _P_IS_PORT_38 or len(value) < 6):
                continue  # mysql -P 3306: the port
            yield m.span("s")
        elif _told_value_38(value) or (value.isalnum() and len(value) >= 6 and not value.islower()):
            yield m.span("s")


def _batch_passwd_spans_38(text: str) -> Iterator[tuple[int, int]]:
    for m in _BATCH_PASSWD_38.finditer(text):
        flags = m.group("flags").replace("-", "").replace(" ", "").replace("\t", "")
        if "b" not in flags:
            continue  # -b: the password on the command line
        args = list(_ARG_38.finditer(m.group("args")))
        wanted = 2 if "n" in flags else 3  # htpasswd -n: no file
        if len(args) != wanted:
            continue
        last = args[-1]
        group = "a" if last.group("a") is not None else "b" if last.group("b") is not None else "c"
        value = last.group(group)
        if _told_value_38(value):
            at = m.start("args") + last.start(group)
            yield at, at + len(value)


def _path_key_spans_38(text: str, low: str) -> Iterator[tuple[int, int]]:
    if "/api/" in low:
        for m in _API_SEGMENT_38.finditer(text):
            value = m.group("s")
            if _UUID.fullmatch(value) or value.isdigit():
                continue  # a resource's id
            if _hex_key_38(value) or random_shaped(value, 16):
                yield m.span("s")
    if "/push/" in low:
        for m in _PUSH_SEGMENT_38.finditer(text):
            value = m.group("s")
            if _hex_key_38(value) or _short_token_38(value):
                yield m.span("s")
    if "rtsp" in low:
        for m in _RTSP_TOKEN_38.finditer(text):
            value = m.group("s")
            pieces = _PIECE.findall(value)
            if random_shaped(value, 12) and (
                _unsayable_piece(value) or len(pieces) >= 7 or _odd_pairs(pieces)[0] > 0
            ):
                yield m.span("s")  # (cam1MainStream: four pieces, words)


def _short_token_38(value: str) -> bool:
    """Eight characters or more of both cases and digits, not made of words."""
    return (
        len(value) >= 8
        and any(c.isdigit() for c in value)
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and not _wordy(value)
        and len(_PIECE.findall(value)) >= 4
    )


def _hex_key_38(value: str) -> bool:
    """Ten hex digits or more, with letters and digits both: a key, not a word or number."""
    return (
        len(value) >= 10
        and _HEX.fullmatch(value) is not None
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
    )


def _keyish_38(value: str) -> bool:
    if "." in value or "/" in value or value.startswith(("$", "<", "{", "%")) or _masked(value):
        return False  # a dotted name, a path, a reference, a mask
    if _UUID.fullmatch(value):
        return False  # a record's key (a message's, a row's): a UUID is an id
    if _hex_key_38(value) and len(value) >= 16:
        return True
    if _SNAKE.fullmatch(value) or not any(c.isdigit() for c in value):
        return False  # a name (X-Partner-Key, ArrowUp): a key member holds no digit-less words
    return random_shaped(value, 12) or (
        password_shaped(value, 8) and any(c in _SYMBOLS for c in value.strip("_-"))
    )


def _told_in_two_spans_38(text: str, low: str) -> Iterator[tuple[int, int]]:
    if len(low) != len(text):
        return
    for m in _BEGINS_38.finditer(low):
        if not any(word in low[: m.start()] for word in _TOLD_PASSWORD_WORDS_38):
            continue  # a password asked or named before its first part
        head = text[m.start("s") : m.end("s")].rstrip(".!?")
        if not password_shaped(head, 6) and not (len(head) >= 4 and _told_value_38(head)):
            continue
        yield m.start("s"), m.start("s") + len(head)
        reach = m.end()
        for _ in range(3):  # the next three lines at most
            nl = text.find("\n", reach + 1)
            reach = len(text) if nl < 0 else nl
        then = _THEN_38.search(text, m.end(), reach)
        if then is not None:
            tail = then.group("s").rstrip(".!?")
            if (len(tail) >= 4 and not tail.isalpha()) or password_shaped(tail, 6):
                yield then.start("s"), then.start("s") + len(tail)


# (a magnet's info hash, its name, its length; a tracker's URL may hold a private passkey)
_MAGNET_38 = re.compile(r"magnet:\?(?:[^\s\"'<>]*&)?(?:xt|dn|xl)=(?:urn:bt(?:ih|mh):)?\Z")
_KEY_ID_BEFORE_38 = re.compile(
    r"(?i)(?<![\w\-])(?:key|token)[ _\-]?id[\"']?[ \t]*(?:[:=][ \t]*)?[\"']?\Z"
)
_TIMESTAMP_LEAD_38 = re.compile(
    r"[ \t]*\[?(?:\d{1,4}[.\-/]\d{1,2}[.\-/]\d{1,4}[ T]+)?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?\]?"
    r"[ \t]+\Z"
)
_HW_ADDRESS_38 = re.compile(r"(?:[0-9A-Fa-f]{2}[:\-]){5,7}[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2})?")
_INSTRUCTION_38 = re.compile(
    r"(?i)(?:obtain|get|generate|create|request|copy|fetch|find|see|grab|paste|ask|use|take"
    r"|enter|look)[ \t]+(?:it[ \t]+|one[ \t]+)?(?:from|in|at|via|on|under|the|a|an|your|with)"
    r"[ \t]+\S"
)


def _after_38_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n,")
    if not core:
        return False
    if "magnet:?" in before and _MAGNET_38.search(before):
        return True  # a magnet link's info hash and name: what every peer sees
    if core.startswith("/dev/"):
        return True  # a device path (/dev/serial/by-id/usb-…-<serial>)
    if (
        ("ID" in before or "id" in before or "Id" in before)
        and _KEY_ID_BEFORE_38.search(before)
        and not core.startswith(("AKIA", "ASIA"))
        and _listing_row_38(text, start, end, before)
    ):
        return True  # Key ID <id> in a listing's rows: a key's name, not the key
    if ":" in core or ":" in before[-20:]:
        left = start
        while left > 0 and left > start - 24 and text[left - 1] in "0123456789abcdefABCDEF:-":
            left -= 1
        right = start + len(core) + (len(value) - len(value.lstrip("\"'` \t\r\n,")))
        if _HW_ADDRESS_38.fullmatch(text, left, right) or _HW_ADDRESS_38.fullmatch(
            text[left:right].rstrip(":-")
        ):
            return True  # a MAC or EUI-64 address (a Zigbee uniqueid with its endpoint)
    if " " in core and _INSTRUCTION_38.match(core):
        return True  # Token: obtain from …: where to get one, not one
    if _TIMESTAMP_LEAD_38.fullmatch(before) and before.strip() and not random_shaped(core, 12):
        line_start = text.rfind("\n", 0, start) + 1
        if line_start > 0 and start - line_start == len(before):
            return True  # a log record's first word after its timestamp
    return False


_COLUMN_GAP_38 = re.compile(r"[^\s] {2,}[^\s]")


def _listing_row_38(text: str, start: int, end: int, before: str) -> bool:
    """Is the labelled value a row of a listing: its label begins its line and recurs at
    the start of the line above or below, or two more columns follow it? (A single
    ``keyId: …`` beside its secret is half of one credential and stays redacted.)"""
    label = before.strip()
    line_start = text.rfind("\n", 0, start) + 1
    if not label or text[line_start:start].strip() != label:
        return False
    line_end = text.find("\n", end)
    rest = text[end : len(text) if line_end < 0 else line_end]
    if len(_COLUMN_GAP_38.findall(" " + rest.strip() + " ")) + rest.startswith("  ") >= 2:
        return True
    above_end = line_start - 1
    if above_end > 0:
        above = text[text.rfind("\n", 0, above_end) + 1 : above_end]
        if above.strip().startswith(label):
            return True
    if line_end >= 0:
        below_end = text.find("\n", line_end + 1)
        below = text[line_end + 1 : len(text) if below_end < 0 else below_end]
        if below.strip().startswith(label):
            return True
    return False


# Written after batch 39 (finance, trading and blockchain work).
# Public, by what the text says the value is: a value whose own label (a key, a field, a
# column's name, a flag) names a public thing of a ledger — an address or account, a public
# key, a Merkle root or proof, an event topic or selector, a hash or digest, a
# transaction's signature values ``r`` and ``s`` beside each other, a deployment salt in
# hex — stays, as long as the label names nothing private (``private``, ``secret``,
# ``seed``, ``mnemonic`` …). The value must look like an encoded identifier (hex, base58,
# bech32 or base64 in one word), never prose or a short password.
_PUBLIC_LEDGER_NAMES = frozenset(
    {
        "address", "addr", "addresses", "account", "pubkey", "root", "proof", "proofs",
        "topic", "topics", "topic0", "topic1", "topic2", "topic3", "selector", "hash",
        "blockhash", "txhash", "txid", "digest", "keccak256", "sha256", "sha3", "program",
        "contract", "authentication", "total", "amount", "balance", "supply", "nonce",
    }
)  # fmt: skip
_PUBLIC_KEY_WORDS = frozenset({"public", "pub", "verification", "verifying", "authentication"})
_PRIVATE_LEDGER_WORDS = frozenset(
    {
        "private", "priv", "secret", "seed", "mnemonic", "password", "passphrase", "signing",
        "spend", "prv", "xprv", "wif", "phrase",
    }
)  # fmt: skip
_LEDGER_LABEL = re.compile(
    r"(?P<key>[A-Za-z_@][\w.\-]{0,60})[\"']?(?:[ \t]*[=:][ \t]*|[ \t]{2,}|[ \t]+=[ \t]+)"
    r"(?P<d>(?:keccak256|sha256|sha3)[ \t]*=[ \t]*)?[\"'\[]?\Z"
)
# a list's later items: ``"proof": ["0x…", "0x…", `` before the value
_LEDGER_LIST = re.compile(r"(?P<key>[A-Za-z_][\w\-]{0,60})[\"']?[ \t]*[=:][ \t]*\[[^\]\n\[]*\Z")
_LEDGER_FLAG = re.compile(r"--(?P<key>[a-z][\w\-]{1,40})[ \t=]+[\"']?\Z")
_LEDGER_VALUE = re.compile(
    r"0x[0-9a-fA-F]{8,}|[a-z][a-z_]{0,15}1[02-9ac-hj-np-z]{20,}|[1-9A-HJ-NP-Za-km-z]{32,44}"
    r"|[A-Za-z0-9+/]{40,}={0,2}"
)
_PUB_TYPE = re.compile(r"(?i)pub(?:lic)?_?key\b[^{}\n]{0,40}[\"']key[\"'][ \t]*:[ \t]*[\"']?\Z")
_TX_FIELD = re.compile(r"(?m)^[ \t]*(?P<f>[rs])[ \t]*[:=]?[ \t]+0x[0-9a-fA-F]{64}[ \t]*$")


def _after_39_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n,")
    if not core or not _LEDGER_VALUE.fullmatch(core):
        return False
    m = _LEDGER_LABEL.search(before) or _LEDGER_FLAG.search(before)
    if m is None and ("[" in before or "," in before[-4:]):
        line_start = text.rfind("\n", 0, start) + 1
        if start - line_start <= 2000:
            m = _LEDGER_LIST.search(text[line_start:start])
    if m is None or "authorization" in before.lower() or _header_open_55(before):
        return False  # (Authorization: sso root:…: a user and its token, no ledger's label;
        # a header a command sends, ``-H "Authentication: …"``: no ledger's either)
    if m.groupdict().get("d"):
        return True  # keccak256 = 0x…: a digest
    key = m.group("key")
    if key in ("r", "s"):
        fields = {f.group("f") for f in _TX_FIELD.finditer(text)}
        return fields == {"r", "s"}  # a transaction's signature values, side by side
    words = _name_words(key)
    if not words or _PRIVATE_LEDGER_WORDS.intersection(words):
        return False
    if words[-1] in _PUBLIC_LEDGER_NAMES or key.lower() in _PUBLIC_LEDGER_NAMES:
        return True
    if words[-1] == "key" and len(words) >= 2 and words[-2] in _PUBLIC_KEY_WORDS:
        return True  # public_key, verification_key (not NEXT_PUBLIC_…_ADMIN_KEY)
    if words == ["key"] and _PUB_TYPE.search(before):
        return True  # {"@type": "…PubKey", "key": "…"}: the key of a typed public key
    # a 32-byte salt in hex (CREATE2): written on-chain with the address
    return words[-1] == "salt" and core.startswith("0x") and len(core) == 66


# Secret, by the place a value is given in:
# - the argument of a flag that names an HMAC key (``-hmac``, ``--hmac-key``), and the
#   argument of a command whose name ends in ``passphrase`` (``walletpassphrase``): the
#   key or passphrase itself;
# - a value assigned to a name naming a macaroon (a bearer credential in hex or base64);
# - a passphrase or password a sentence tells in quotes after ``is``/``was`` (words and
#   spaces are a passphrase's shape), with an aside between (``(the "25th word")``);
# - the long path segment of a URL whose host names an RPC endpoint (the provider's key
#   in the path: ``https://rpc.<provider>/<chain>/<key>``).
# A wallet's seed phrase is also found after its name in Portuguese, Spanish and French
# (``frase semente``, ``semilla``, ``graine``: ``_SEED_RUN_WORDS``).
_HMAC_ARG = re.compile(
    r"(?<![\w\-])(?:-{1,2}hmac(?:[-_](?:key|secret))?|(?<![a-z])[a-z]{1,30}passphrase)(?:[ \t]+|=)"
    r"(?:(?P<q>[\"'])(?P<qv>[^\"'\n]{4,200})(?P=q)|(?P<v>[^\s\"'|;&)]{6,200}))"
)
_MACAROON_SET = re.compile(
    r"(?i)(?<![\w\-])[\w.\-]{0,40}macaroon[\w\-]{0,40}[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<v>[0-9A-Fa-f]{40,}|[A-Za-z0-9+/_\-]{40,}={0,2})"
)
_PASSPHRASE_TOLD = re.compile(
    r"(?i)(?<![\w\-])pass(?:phrase|word)[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?(?:is|was)[ \t]+"
    r"(?P<q>[\"“'])(?P<v>[^\"”'\n]{6,120})[\"”']"
)
_RPC_PATH_KEY = re.compile(
    r"(?i)https?://(?:[\w\-]+\.)*[\w\-]*rpc[\w\-]*(?:\.[\w\-]+)+(?::\d+)?(?:/[\w.\-]{1,40})*?"
    r"/(?P<v>[A-Za-z0-9_\-]{32,128})(?![\w\-])"
)
_AFTER_39_WORDS = ("hmac", "passphrase", "macaroon", "password", "rpc")


def _after_39_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if not _any_word(low, _AFTER_39_WORDS, mask):
        return
    if "hmac" in low or "passphrase" in low:
        for m in _HMAC_ARG.finditer(text):
            value = m.group("qv") or m.group("v")
            if value and not is_placeholder(value) and not value.startswith("$"):
                yield m.span("qv") if m.group("qv") else m.span("v")
    if "macaroon" in low:
        for m in _MACAROON_SET.finditer(text):
            yield m.span("v")
    if "pass" in low:
        for m in _PASSPHRASE_TOLD.finditer(text):
            value = m.group("v").strip()
            told = (" " in value and any(c.isdigit() for c in value)) or value.count(" ") >= 3
            if told and not is_placeholder(value):  # ("not set" describes, words are told)
                yield m.start("v"), m.start("v") + len(value)
    if "rpc" in low and "://" in text:
        for m in _RPC_PATH_KEY.finditer(text):
            value = m.group("v")
            if (
                any(c.isdigit() for c in value)
                and any(c.isalpha() for c in value)
                and not value.startswith("0x")
            ):
                yield m.span("v")


# Written after batch 40 (enterprise integration, messaging middleware, B2B exchange).
# What goes:
# - A NATS nkey seed (``S`` then the key type's letter, then base32: 58 characters), in
#   any syntax: the private half of an nkey (the public keys, ``U…``/``A…``/``O…`` of 56,
#   stay: see below).
# - The password field of a ``user: password, role`` line in a text that says it is a
#   users or realm file (``realm.properties``, ``users.properties``, the format comment
#   ``username: password [,rolename]``).
# - A password behind dot leaders (``SSID password ........ value``): the leader is the
#   label's colon.
# - A password inside HTML-escaped XML (``&lt;Password …&gt;value&lt;/Password&gt;``).
# - A CURVE secret key in Z85 (40 characters) given to a secret key's name.
# - The positional password fields of an interchange envelope: X12 ``ISA02``/``ISA04``
#   (when their qualifier is not ``00``) and EDIFACT ``UNB``'s recipient password.
# - A token id beside its token secret (NetSuite-style token-based auth: both are issued
#   together and shown once; the id is half of the signing pair, like an OAuth access
#   token, so it goes with the secret).
# - A password given in ordinal pieces without a colon (``erster Teil X``, ``second part
#   Y``) after the sentence that says it comes in parts.
_NKEY_SEED_40 = re.compile(r"(?<![A-Z2-7])S[UAONCX][A-Z2-7]{56}(?![A-Z2-7])")
_NKEY_PUBLIC_40 = re.compile(r"[UAONCX][A-Z2-7]{55}")
_REALM_LINE_40 = re.compile(
    r"(?m)^[ \t]*(?P<u>[A-Za-z_][\w.@\-]{0,40})[ \t]*[:=][ \t]*(?P<v>[^\s,]{1,128})"
    r"[ \t]*,[ \t]*[A-Za-z_][\w\-]{0,40}(?:[ \t]*,[ \t]*[A-Za-z_][\w\-]{0,40})*[ \t]*$"
)
_LEADER_LINE_40 = re.compile(
    r"(?im)^[ \t]*(?:[^\n.:]{0,40}[ \t])?(?:password|passwort|passphrase|kennwort|pin|secret)"
    r"[ \t]*\.{3,}[ \t]*(?::[ \t]*)?(?P<v>[^\s(][^\s]{0,127})[ \t]*$"
)
_ESCAPED_XML_40 = re.compile(
    r"(?i)&lt;(?P<tag>[\w:]{0,30}(?:password|passwd|pwd|secret|passphrase))(?:[ \t][^&\n]{0,80})?"
    r"&gt;(?P<v>[^&<\s]{1,128})&lt;/(?P=tag)&gt;"
)
_Z85_SECRET_40 = re.compile(
    r"(?i)secret[_\-]?key\w{0,20}[\"']?[ \t]*[=:][ \t]*b?[\"']"
    r"(?P<v>[0-9A-Za-z.\-:+=^!/*?&<>()\[\]{}@%$#]{40})[\"']"
)
_ISA_40 = re.compile(
    r"(?<![A-Za-z0-9])ISA(?P<s>[*|^~!])(?P<q1>\d\d)(?P=s)(?P<a>[^\n*|^~!]{10})(?P=s)(?P<q2>\d\d)(?P=s)"
    r"(?P<b>[^\n*|^~!]{10})(?P=s)"
)
_UNB_40 = re.compile(r"UNB\+(?:[^+'\n]*\+){5}(?P<v>[^+:'\n]{4,64})(?=[:+'])")
_TOKEN_ID_40 = re.compile(
    r"(?i)[\"']?(?:access_?)?token[_\-]?id[\"']?[ \t]*[=:][ \t]*[\"']?(?P<v>[0-9A-Za-z]{32,128})"
    r"(?![0-9A-Za-z])"
)
_ORDINAL_PIECE_40 = re.compile(
    r"(?im)^(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[^:\n\[]{1,40}:[ \t]+)?"
    r"(?:first|second|third|fourth|last|erster?|zweiter?|dritter?|vierter?|letzter?)[ \t]+"
    r"(?:part|piece|half|teil|st[üu]ck|h[äa]lfte)[ \t]*:?[ \t]+(?P<v>[^\s\"'`]{4,64})"
    r"[ \t]*(?:\([^)\n]{0,80}\))?[ \t]*$"
)
_NKEY_WORDS_40 = ("nkey", "seed", "nats")
_REALM_WORDS_40 = (
    "realm.properties", "users.properties", "username: password", "user: password",
    "username=password", "username = password",
)  # fmt: skip
_LEADER_WORDS_40 = ("....",)
_ESCAPED_WORDS_40 = ("&lt;",)
_Z85_WORDS_40 = ("secretkey", "secret_key", "secret-key")
_TOKEN_ID_WORDS_40 = ("token_secret", "tokensecret", "token-secret")
_ENVELOPE_WORDS_40 = ("isa", "unb+")


def _after_40_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if _any_word(low, _NKEY_WORDS_40, mask):
        for m in _NKEY_SEED_40.finditer(text):
            yield m.span()
    if "\n" in text and _any_word(low, _REALM_WORDS_40, mask):
        for m in _REALM_LINE_40.finditer(text):
            if m.group("v") != m.group("u"):  # (``user: user, user``: a default's name)
                yield m.span("v")
    if _any_word(low, _LEADER_WORDS_40, mask) and (
        "pass" in low or "secret" in low or "pin" in low or "kennwort" in low
    ):
        for m in _LEADER_LINE_40.finditer(text):
            yield m.span("v")
    if _any_word(low, _ESCAPED_WORDS_40, mask):
        for m in _ESCAPED_XML_40.finditer(text):
            yield m.span("v")
    if _any_word(low, _Z85_WORDS_40, mask):
        for m in _Z85_SECRET_40.finditer(text):
            yield m.span("v")
    if _any_word(low, _TOKEN_ID_WORDS_40, mask):
        for m in _TOKEN_ID_40.finditer(text):
            if random_shaped(m.group("v")) or not m.group("v").isdigit():
                yield m.span("v")
    if _any_word(low, _ENVELOPE_WORDS_40, mask):
        if "ISA" in text:
            for m in _ISA_40.finditer(text):
                for q, v in (("q1", "a"), ("q2", "b")):
                    if m.group(q) != "00" and m.group(v).strip():
                        yield m.start(v), m.start(v) + len(m.group(v).rstrip())
        if "UNB+" in text:
            for m in _UNB_40.finditer(text):
                yield m.span("v")
    if _any_word(low, _COPULA_WORDS_40, mask) and (
        "pass" in low or "contrase" in low or "senha" in low or "kennwort" in low
    ):
        for m in _TOLD_COPULA_40.finditer(text):
            value = m.group("v").rstrip(".,;:!?)")
            if "=" in value and password_shaped(value):
                yield m.start("v"), m.start("v") + len(value)
    if _any_word(low, _CIPHER_WORDS_40, mask):
        for m in _CIPHER_KEY_40.finditer(text):
            yield m.span("v")
    if "\n" in text and ("teile" in low or "parts" in low or "pieces" in low or "halves" in low):
        for said in _PARTS_SAID.finditer(text):
            line_start = text.rfind("\n", 0, said.start()) + 1
            if not _PARTS_CREDENTIAL.search(text, line_start, said.start()):
                continue
            for m in _ORDINAL_PIECE_40.finditer(text, said.end(), said.end() + 600):
                value = m.group("v")
                if any(c.isdigit() for c in value) or (
                    any(c.isupper() for c in value) and any(c.islower() for c in value)
                ):
                    yield m.span("v")


# What stays (what the text says a value is, in any tool):
# - A value whose name says it is a digest (``password_hash``, ``MD5OfBody``,
#   ``Received-Content-MIC``, ``checksum``, ``fingerprint``, ``thumbprint``), unless the
#   name also says secret, key, salt or token.
# - A value as long as the digest of an algorithm its line names (``sha-256`` beside 64
#   hex digits or 44 base64 characters): a digest, in a table, header or listing.
# - A key listing's id (``Key <hex>`` followed by ``usage=``/``status=`` attributes).
# - A handle of a delivered message (``ReceiptHandle``, ``LockToken``, ``popReceipt``,
#   ``deliveryTag``, ``ackId``, a lease id): it settles one message, it grants nothing.
# - A message's signature beside the URL of its signing certificate (SNS's
#   ``SigningCertURL``): what a receiver verifies, public.
# - Ciphertext: a value in an encryption wrapper (``![…]``, ``ENC(…)``) or in OpenSSL's
#   salted form (base64 of ``Salted__``: ``U2FsdGVkX1…``).
# - A reference: ``$NAME``, ``${…}``, ``{{ … }}`` at the value's start.
# - An attribute that names a kind (``Type="…#PasswordText"``, ``format``, ``encoding``).
# - A path to a key file (``-privatekey="C:\…\x.ppk"``, ``~/.ssh/id.pem``): the key's place.
# - A path of words, codes and numbers of four or more segments (``kv/team/partners/x``,
#   ``EE/GOV/70000001/subsystem``): an address or identifier, not a secret.
# - A public nkey (56 base32 characters after ``U``, ``A``, ``O``, ``N``, ``C``, ``X``).
# - A value on a line after a password prompt that shows no input (``Enter password:``):
#   the prompt names no later line's value.
# - A credential setting given a mode's name (``"Credential": "managedidentity"``).
_DIGEST_NAME_WORDS_40 = frozenset(
    {"hash", "hashes", "digest", "checksum", "mic", "fingerprint", "thumbprint", "md5"}
)
_NOT_DIGEST_WORDS_40 = frozenset({"secret", "key", "salt", "token", "pepper", "hmac"})
_ALGO_ON_LINE_40 = re.compile(r"(?i)(?<![\w])(?:sha-?(?P<bits>1|224|256|384|512)|md5)(?![\w])")
_ALGO_BYTES_40 = {"1": 20, "224": 28, "256": 32, "384": 48, "512": 64}
_KEY_ID_BEFORE_40 = re.compile(r"(?i)(?<![\w\-])key(?:[ \t]+id)?[ \t]+\Z")
_LISTING_AFTER_40 = re.compile(r"[ \t]+[a-z][\w\-]{1,20}=\S")
_HANDLE_NAMES_40 = frozenset(
    {
        ("receipt", "handle"),
        ("lock", "token"),
        ("pop", "receipt"),
        ("delivery", "tag"),
        ("ack", "id"),
        ("lease", "id"),
        ("message", "handle"),
    }
)
_SIGNING_CERT_40 = re.compile(r"(?i)signing[_\-]?cert(?:ificate)?[_\-]?ur[li]")
_REFERENCE_40 = re.compile(
    r"\$(?:[A-Za-z_]\w*|\{[^}\n]{1,80}\})(?=[\s\"'`]|\Z)|\{\{[^}\n]{1,80}\}\}"
)
_KIND_NAMES_40 = frozenset({"type", "format", "encoding", "kind", "algorithm", "algo"})
_KEY_FILE_40 = re.compile(
    r"(?i)(?:[a-z]:\\|\\\\|~?/|\.{1,2}[/\\])[^\s\"'*?<>|]{0,200}"
    r"\.(?:ppk|pem|key|p12|pfx|jks|kdb|keystore|der|crt|cer|asc|gpg|pub)"
)
_PATH_SEGMENT_40 = re.compile(
    r"[A-Za-z][a-z]*(?:[A-Z][a-z]+)*\d{0,3}|[A-Z]{1,8}\d{0,3}|\d{1,12}"
    r"|[a-z0-9]+(?:[\-_.][a-z0-9]+)+|[a-z]+\d[a-z]+"
)
_PROMPT_LINE_40 = re.compile(
    r"(?i)^[ \t]*(?:enter|type|re-?enter|confirm)\b[^\n]{0,40}\b(?:password|passphrase|pin)"
    r"\b[^\n]{0,20}:[ \t]*$"
)
_MODE_NAMES_40 = frozenset({"credential", "credentials"})
# What may follow a reference inside a value: its end, a space, a quote, a list's comma.
_REFERENCE_ENDS_40 = frozenset({"", " ", "\t", "\r", "\n", '"', "'", ",", ";", ")"})


def _after_40_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    reference = _REFERENCE_40.match(core)
    if reference is not None and core[reference.end() : reference.end() + 1] in _REFERENCE_ENDS_40:
        # $SEMP_PASS, ${secure::x}, {{ isu_password }}: a reference (a drawn salt's "$Fy`]…"
        # goes on past its quote-like character: no reference ends there)
        return True
    if text[max(0, start - 2) : start] == "![" or core.startswith("!["):
        return True  # ![…]: an encrypted value
    if core.startswith("U2FsdGVkX1"):
        return True  # OpenSSL's salted ciphertext
    if _NKEY_PUBLIC_40.fullmatch(core):
        return True
    m = _ID_NAME_BEFORE.search(before)
    if m is not None:
        words = _name_words(m.group("key"))
        joined = "".join(words)
        if (
            (_DIGEST_NAME_WORDS_40 & set(words) or "md5" in joined or "sha" in words)
            and not _NOT_DIGEST_WORDS_40 & set(words)
            and before[m.start() - 1 : m.start()] not in ("?", "&")
        ):  # (a digest in a URL's query signs the URL: ?md5=…&expires=)
            return True  # password_hash, MD5OfBody, Received-Content-MIC
        if tuple(words[-2:]) in _HANDLE_NAMES_40:
            return True  # ReceiptHandle, LockToken: a delivered message's handle
        if words and words[-1] == "signature" and _SIGNING_CERT_40.search(text):
            return True
        if len(words) == 1 and words[0] in _KIND_NAMES_40:
            return True  # Type="…#PasswordText": a kind
        if (
            words
            and words[-1] in _MODE_NAMES_40
            and core.isalpha()
            and core.islower()
            and len(core) <= 30
        ):
            return True  # "Credential": "managedidentity": a mode's name
    if _KEY_FILE_40.fullmatch(core):
        return True
    if (
        core.count("/") >= 3
        and len(core) >= 12
        and all(_PATH_SEGMENT_40.fullmatch(seg) for seg in core.split("/"))
    ):
        return True  # kv/team/partners/x, EE/GOV/70000001/subsystem: a path of words
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    lowered = line.lower()
    if ("sha" in lowered or "md5" in lowered) and _digest_said_40(text, line_start, start):
        size = _digest_size_40(core)
        if size:
            for algo in _ALGO_ON_LINE_40.finditer(line):
                bits = algo.group("bits")
                if (_ALGO_BYTES_40[bits] if bits else 16) == size:
                    return True  # sha-256 beside 32 bytes of hex or base64: its digest
    if (
        len(core) >= 16
        and _KEY_ID_BEFORE_40.search(before)
        and all(c in string.hexdigits for c in core)
        and _LISTING_AFTER_40.match(text, end)
    ):
        return True  # Key <id> usage=SIGNING: a key listing's id
    if line_start >= 2 and text[line_start:start].strip():
        prev_start = text.rfind("\n", 0, line_start - 1) + 1
        if _PROMPT_LINE_40.match(text[prev_start : line_start - 1]):
            return True  # Enter password: (no echo), then another line's value
    return False


_TOKEN_ID_BEFORE_40 = re.compile(r"(?i)(?:access_?)?token[_\-]?id[\"']?[ \t]*[=:][ \t]*[\"']?\Z")
_TOKEN_SECRET_NAME_40 = re.compile(r"(?i)token[_\-]?secret")
_CIPHER_KEY_40 = re.compile(
    r"(?i)\b(?:encrypt|decrypt)[ \t]+(?:aes|blowfish|des|desede|tripledes|rc4|camellia)"
    r"[ \t]+(?:cbc|ecb|cfb|ofb|ctr|gcm)[ \t]+(?P<v>[^\s\"'`]{8,128})"
)
_CIPHER_WORDS_40 = ("encrypt", "decrypt")
_COPULA_WORDS_40 = (" è ", " é ", " est ", " es ", " ist ", " is ")
_TOLD_COPULA_40 = re.compile(
    r"(?i)(?<![\w])(?:password|passwort|kennwort|contrase[ñn]a|senha|mot de passe|wachtwoord)"
    r"(?:[ \t]+[^\W\d_]{2,20}){0,2}[ \t]+(?:è|é|es|est|ist|is)[ \t]+(?P<v>[^\s\"'`]{6,64})"
)


def _token_id_credential_40(text: str, start: int, end: int) -> bool:
    """Is the span a token id given beside its token secret (issued together, shown once:
    the id is half of the pair that signs a request, as an OAuth access token is)?"""
    if "oken" not in text[max(0, start - 16) : start]:
        return False
    value = text[start:end].strip("\"' ")
    if len(value) < 32 or not value.isalnum() or value.isdigit() or value.isalpha():
        return False
    return bool(
        _TOKEN_ID_BEFORE_40.search(text, max(0, start - 40), start)
        and _TOKEN_SECRET_NAME_40.search(text)
    )


_DIGEST_WORD_40 = re.compile(r"(?i)(?:hash|digest|mic|fingerprint|thumbprint|checksum)\b")


def _digest_said_40(text: str, line_start: int, start: int) -> bool:
    """Does a digest's word stand just before the value (``cert hash (SHA-256) <v>``), or
    head its column (``MDN digest (base64)`` over it, a few lines above)?"""
    if _DIGEST_WORD_40.search(text, max(line_start, start - 30), start):
        return True
    column = start - line_start
    at = line_start
    for _ in range(12):
        if at <= 0:
            return False
        above_start = text.rfind("\n", 0, at - 1) + 1
        head = text[above_start + max(0, column - 2) : min(at - 1, above_start + column + 30)]
        if _DIGEST_WORD_40.search(head):
            return True
        at = above_start
    return False


def _digest_size_40(core: str) -> int:
    """How many bytes ``core`` holds, read as hex or padded base64 (0: neither)."""
    if all(c in string.hexdigits for c in core) and len(core) % 2 == 0:
        return len(core) // 2
    if len(core) % 4 == 0 and re.fullmatch(r"[A-Za-z0-9+/]+={0,2}", core):
        return len(core) * 3 // 4 - core.count("=")
    return 0


# -- after batch 41: game servers, game back ends, streaming and community bots ----------
#
# What goes (the form says which value is the credential, in any engine, service or tool):
# - A console variable set on a game server's command line (``+name value``, the form of
#   Source, Rust and other engines' launchers, in lower case: ``+NAME`` in capitals is an
#   environment variable listed, as direnv prints them) whose name says password, or says
#   secret or token (not given a count), or says account, key or auth given a random run.
# - A flag whose name ends in a password's short form (``-supw``, ``--rootpw``,
#   ``-adminpwd``, ``--passwd``), given a password-shaped value.
# - The last path segment of an RTMP ingest URL (``rtmp[s]://host/app/<key>``): what a
#   streaming service hands out as the stream key, when it is a random run.
# - The only path segment of a websocket URL addressed by host and port
#   (``ws://host:port/<segment>``), when it is password-shaped and neither a word, a UUID
#   nor hex: remote consoles and stream controllers take their password there.
# - The quoted literal after the address in a remote console client's call
#   (``XRcon("host", "<password>", port=…)``): the one secret such a call is given.
_CVAR_41 = re.compile(
    r"(?<![^\s])\+(?P<n>[A-Za-z][\w.]{1,48})[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"']{1,200})(?P=q)"
)
_CVAR_PASSWORD_41 = ("password", "passwd", "_pw", ".pw")
_CVAR_SECRET_41 = ("secret", "token")
_CVAR_KEYISH_41 = ("account", "key", "auth", "login")
_PW_FLAG_41 = re.compile(
    r"(?<![\w\-])-{1,2}(?P<n>[A-Za-z][A-Za-z_]{0,24}(?:pw|pwd|passwd))(?:[ \t]+|=)"
    r"(?P<q>[\"']?)(?P<v>[^\s\"']{4,128})(?P=q)"
)
_RTMP_KEY_41 = re.compile(
    r"(?i)\brtmps?://[\w.\-]+(?::\d{1,5})?/(?:[\w.\-]+/)+(?P<v>[\w.\-]{8,200})(?=[\s\"';,]|\Z)"
)
_WS_SEGMENT_41 = re.compile(
    r"(?i)\b(?:wss?|obsws)://[\w.\-]+:\d{1,5}/(?P<v>[^\s/\"'`?#;,)]{6,128})(?=[\s\"'`;,)]|\Z)"
)
_RCON_CALL_41 = re.compile(
    r"(?i)\b\w*rcon\w*[ \t]*\([ \t]*(?:\([^()\n]{1,80}\)|\"[^\"\n]{1,80}\"|'[^'\n]{1,80}'"
    r"|[\w.]{1,80})[ \t]*,(?:[ \t]*\d{1,5}[ \t]*,)?[ \t]*(?P<q>[\"'])(?P<v>[^\"'\n]{1,128})(?P=q)"
)
_CVAR_WORDS_41 = (" +",)
_PW_FLAG_WORDS_41 = ("pw ", "pw=", "pwd ", "pwd=", "passwd ", "passwd=")
_RTMP_WORDS_41 = ("rtmp://", "rtmps://")
_WS_WORDS_41 = ("ws://", "wss://")
_RCON_WORDS_41 = ("rcon",)


def _named_value_41(value: str) -> bool:
    """Is ``value`` a value at all (not empty, a reference or a placeholder)?"""
    return bool(value) and not value.startswith(_REFERENCE_STARTS) and not is_placeholder(value)


def _after_41_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if _any_word(low, _CVAR_WORDS_41, mask):
        for m in _CVAR_41.finditer(text):
            name, value = m.group("n").lower(), m.group("v")
            if _UPPER_NAME.fullmatch(m.group("n")) or value[0] in "~+-":
                continue  # (direnv's ``export +NAME ~PATH``: environment names, listed)
            if not _named_value_41(value):
                continue
            if (
                any(word in name for word in _CVAR_PASSWORD_41)
                or (any(word in name for word in _CVAR_SECRET_41) and not value.isdigit())
                or (any(word in name for word in _CVAR_KEYISH_41) and random_shaped(value))
            ):  # (+max_tokens 512: a count)
                yield m.span("v")
    if _any_word(low, _PW_FLAG_WORDS_41, mask):
        for m in _PW_FLAG_41.finditer(text):
            value = m.group("v")
            if _named_value_41(value) and (password_shaped(value) or random_shaped(value)):
                yield m.span("v")
    if _any_word(low, _RTMP_WORDS_41, mask):
        for m in _RTMP_KEY_41.finditer(text):
            if random_shaped(m.group("v"), 12):
                yield m.span("v")
    if _any_word(low, _WS_WORDS_41, mask):
        for m in _WS_SEGMENT_41.finditer(text):
            value = m.group("v")
            if (
                not _UUID.fullmatch(value)
                and not all(c in string.hexdigits for c in value)
                and (password_shaped(value) or random_shaped(value))
            ):
                yield m.span("v")
    if "(" in text and _any_word(low, _RCON_WORDS_41, mask):
        for m in _RCON_CALL_41.finditer(text):
            value = m.group("v")
            if _named_value_41(value) and password_shaped(value, 6):
                yield m.span("v")


# What stays (what the text says a value is):
# - A sentence under a key that says documentation (``_comment_token``, ``description``,
#   ``help``): prose about a secret, not the secret.
# - A device's id (a UUID given to ``authenticateDevice(…)`` or named ``device_id``): the
#   identifier a client makes up for its install.
# - The challenge of a challenge–response handshake, and the salt sent beside it: what a
#   server sends in the clear for the client to answer.
# - A signature checked against a public key the text names: anyone may verify it, it
#   grants nothing.
_DOC_NAME_WORDS_41 = frozenset(
    {"comment", "comments", "description", "desc", "help", "hint", "note", "notes", "doc"}
)
_PROSE_41 = re.compile(r"[A-Za-z][\w'’,()\-]*(?:[ \t]+[\w'’,.()\-]+){2,}[.!?]?")
_DEVICE_CALL_41 = re.compile(r"(?i)device\w{0,20}[ \t]*\([ \t]*[\"']?\Z")
_DEVICE_NAME_41 = re.compile(r"(?i)device[_\-]?id[\"']?[ \t]*[=:][ \t]*[\"']?\Z")
_CHALLENGE_KEY_41 = re.compile(r"(?i)[\"']?challenge[\"']?[ \t]*[=:]")
_SIGNATURE_BEFORE_41 = re.compile(r"(?i)\bsignature[\"']?(?:[ \t]*[=:])?[ \t]*[\"']?\Z")
_PUBLIC_KEY_41 = re.compile(r"(?i)public[ _\-]?key")


def _after_41_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    m = _ID_NAME_BEFORE.search(before)
    words = _name_words(m.group("key")) if m is not None else []
    if _DOC_NAME_WORDS_41 & set(words) and " " in core and _PROSE_41.fullmatch(core):
        return True  # "_comment_token": "Authentication token. May be used …": prose
    if _UUID.fullmatch(core) and (_DEVICE_CALL_41.search(before) or _DEVICE_NAME_41.search(before)):
        return True  # authenticateDevice("<uuid>"): a device's id
    if words[-1:] == ["challenge"] or words[-1:] == ["nonce"]:
        return True  # a handshake's challenge, sent in the clear
    if words[-1:] == ["salt"] and _CHALLENGE_KEY_41.search(
        text, max(0, start - 300), min(len(text), end + 300)
    ):
        return True  # the salt sent beside a challenge
    # signature <v> … against public key <k>: verifiable by anyone
    return bool(
        "ignature" in before
        and _SIGNATURE_BEFORE_41.search(before)
        and _PUBLIC_KEY_41.search(text, end, min(len(text), end + 200))
    )


# Written after batch 42 (a developer's own machine: dotfiles, tool configs, keyrings,
# password managers, network and VPN settings).
# What goes:
# - The line a command prints when it reads one stored secret (a keyring lookup, a password
#   manager's read, NetworkManager's ``-s``/``--show-secrets`` get of a psk or password
#   field), whatever its shape: a passphrase of words joined by hyphens too.
# - The value of a secret store's ``set`` command (``/secure set NAME VALUE``,
#   ``user-secrets set KEY VALUE``, ``secrets set NAME VALUE``).
# - A per-host credential of Bundler (``BUNDLE_<HOST>`` with the host's dots as ``__``):
#   ``user:password`` or a token.
# - A token carried in a URL's path after ``/t/`` (conda channels: ``…/t/<token>/…``).
# - A password told as the answer to a password's prompt (``it's <value>`` on the line
#   after the prompt's mention).
# - The second line of a printed two-line credentials file (user on line 1, password on
#   line 2: OpenVPN's ``auth-user-pass`` format).
_SECRET_READ_42 = re.compile(
    r"(?im)^[^\n]{0,40}?(?:\$|%|#|>)[ \t]+(?:sudo[ \t]+)?(?:"
    r"secret-tool[ \t]+lookup\b|security[ \t]+find-(?:generic|internet)-password\b[^\n]*[ \t]-w\b"
    r"|pass[ \t]+show\b|gopass[ \t]+show\b|op[ \t]+read\b|bw[ \t]+get[ \t]+password\b"
    r"|keyring[ \t]+get\b|nmcli\b[^\n]*[ \t](?:-s|--show-secrets)\b[^\n]*"
    r"(?:psk|password|passwd|secret)\b)[^\n]*\n(?P<v>[^\s$#%>][^\n]{5,200})(?=\n|\Z)"
)
_FIELD_LINE_42 = re.compile(r"[\w.\-]{1,80}[ \t]*[:=][ \t]")
_SECRET_READ_WORDS_42 = ("secret-tool", "find-generic", "find-internet", "pass show",
                         "gopass", "op read", "bw get", "keyring get", "nmcli")  # fmt: skip
_SECURE_SET_42 = re.compile(
    r"(?i)(?:^|(?<=[\s;|&]))/?(?:secure|user-secrets|secrets?)[ \t]+set[ \t]+"
    r"(?P<n>\"[^\"\n]{1,80}\"|'[^'\n]{1,80}'|[\w.:/\-]{1,80})[ \t]+"
    r"(?P<v>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"'`]{1,200})"
)
_SECURE_SET_WORDS_42 = ("secure set", "secret set", "secrets set")
_BUNDLE_HOST_42 = re.compile(
    r"\bBUNDLE_(?P<h>[A-Z0-9_]{3,120})[\"']?[ \t]*[:=][ \t]*"
    r"[\"']?(?P<v>[^\s\"'$]{1,200})"
)
_PATH_TOKEN_42 = re.compile(
    r"(?i)https?://[^\s/\"'@]{1,200}/t/(?P<v>[A-Za-z0-9][\w\-]{15,200})(?=[/\s\"']|\Z)"
)
_ITS_42 = re.compile(
    r"(?im)^(?:[A-Za-z][\w \-]{0,20}:[ \t]*)?(?:it's|it’s|it is|that's|c'est)[ \t]+"
    r"[\"'`]?(?P<v>[^\s\"'`]{6,64})"
)
_ITS_WORDS_42 = ("it's", "it’s", "it is", "that's", "c'est")
_ASKED_42 = re.compile(r"(?i)pass(?:word|phrase|code)|\bpin\b|mot de passe|kennwort")
_CAT_FILE_42 = re.compile(
    r"(?im)^[^\n]{0,40}?(?:\$|%|#|>)[ \t]+cat[ \t]+(?P<p>[^\s|;&<>]{1,200})[ \t]*\n"
    r"(?P<u>[\w.@\-]{1,64})\r?\n(?P<v>[^\s]{6,128})\r?\n?(?:\Z|(?=[^\n]{0,40}?[$%#>][ \t]))"
)
_CRED_FILE_WORDS_42 = re.compile(r"cat[ \t]+[^\s|;&<>]{0,200}(?:auth|cred|pass|login|secret)")
_CRED_FILE_NAME_42 = re.compile(r"(?i)(?:auth|cred|pass|login|secret)[^/\\]*\Z")


def _after_42_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "\n" in text and any(word in low for word in _SECRET_READ_WORDS_42):
        for m in _SECRET_READ_42.finditer(text):
            value = m.group("v").rstrip()
            if _FIELD_LINE_42.match(value):
                continue  # (``name: value``: a field's line, its name's layer judges it)
            if (
                _DICEWARE.fullmatch(value) or password_shaped(value, 8) or random_shaped(value)
            ) and not is_placeholder(value):
                yield m.start("v"), m.start("v") + len(value)
    if any(word in low for word in _SECURE_SET_WORDS_42):
        for m in _SECURE_SET_42.finditer(text):
            value = m.group("v").strip("\"'")
            if value.startswith(("$", "-", "%", "{", "<", "@")) or is_placeholder(value):
                continue  # a reference, a flag, a redirect: the value is elsewhere
            if password_shaped(value, 8) or random_shaped(value) or _DICEWARE.fullmatch(value):
                start = m.start("v") + m.group("v").find(value)
                yield start, start + len(value)
    if "bundle_" in low and "__" in text:
        for m in _BUNDLE_HOST_42.finditer(text):
            value, host = m.group("v"), m.group("h")
            if "__" not in host.strip("_") or host.startswith(("BUILD__", "MIRROR__")):
                continue  # (a host's dots are "__"; BUILD__ and MIRROR__ are no host's)
            if "://" in value or is_placeholder(value):
                continue
            user, colon, secret = value.partition(":")
            if (colon and user and secret) or random_shaped(value) or password_shaped(value):
                yield m.span("v")
    if "/t/" in text:
        for m in _PATH_TOKEN_42.finditer(text):
            value = m.group("v")
            if random_shaped(value) or any(
                len(piece) >= 16 and not piece.isdigit() and not piece.isalpha()
                for piece in re.split(r"[\-_]", value)
            ):  # (a run of 16 letters and digits mixed: no slug's word)
                yield m.span("v")
    if "\n" in text and any(word in low for word in _ITS_WORDS_42) and _ASKED_42.search(low):
        for m in _ITS_42.finditer(text):
            value = m.group("v").rstrip(".,;:)")
            if not password_shaped(value, 8) or is_placeholder(value):
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            if line_start and _ASKED_42.search(text, max(0, line_start - 300), line_start):
                yield m.start("v"), m.start("v") + len(value)
    if "cat " in low and "\n" in text and _CRED_FILE_WORDS_42.search(low):
        for m in _CAT_FILE_42.finditer(text):
            if not _CRED_FILE_NAME_42.search(m.group("p")) or _PUBLIC_FILE.search(m.group("p")):
                continue
            value = m.group("v")
            if password_shaped(value, 6) and not is_placeholder(value):
                yield m.span("v")


# What stays (what the text says a value is, in any tool):
# - The attributes of a keyring query (``secret-tool lookup|search|clear ATTR VALUE …``,
#   ``security find-generic-password -s NAME -a ACCOUNT``): the query's labels, not the
#   secret it reads.
# - A name followed by where its value comes from (``authtoken: taken from X``, ``read
#   from``, ``passed via``): a reference, not a value.
# - A certificate authority's certificate under a name that says so
#   (``certificate-authority-data``, ``ca_cert``, ``caBundle``, ``ca_pem``), unless the
#   name also says key, secret, password or token: every client holds it to check a server.
#   (A client's own certificate is judged by what its base64 decodes to, as before.)
# - A list of store or helper names given to a setting that names stores, helpers or
#   providers (``password-stores = gnome-keyring,kwallet``): a mode's name.
# - A credential's id and the path of its file (systemd's ``LoadCredential=ID:PATH``): the
#   place of a credential (``SetCredential=ID:VALUE`` carries one and still goes).
_KEYRING_QUERY_42 = re.compile(
    r"(?i)(?:secret-tool[ \t]+(?:lookup|search|clear)"
    r"|security[ \t]+(?:find|delete)-(?:generic|internet)-password)[ \t][^\n|;&`]*\Z"
)
_PROVENANCE_42 = frozenset(
    {
        "taken", "read", "loaded", "pulled", "fetched", "passed", "provided", "injected",
        "sourced", "supplied", "obtained", "retrieved", "resolved", "comes", "lives",
        "stored", "kept", "managed", "handled", "exported",
    }
)  # fmt: skip
_PROVENANCE_AFTER_42 = re.compile(r"[ \t]+(?:from|in|by|via|through|out of|with)\b")
_CA_WORDS_42 = frozenset({"ca", "authority", "cacert", "cabundle"})
_CERT_WORDS_42 = frozenset(
    {"certificate", "cert", "cacert", "cabundle", "certs", "crt", "bundle", "data", "pem"}
)
_NOT_CERT_WORDS_42 = frozenset(
    {"key", "secret", "password", "pass", "passphrase", "token", "private", "pin", "pwd"}
)
_BASE64_42 = re.compile(r"[A-Za-z0-9+/]{40,}={0,2}")
_STORE_NAMES_42 = frozenset(
    {"stores", "store", "helper", "helpers", "provider", "providers", "backend", "backends"}
)
_NAME_LIST_42 = re.compile(r"[a-z][a-z\-.]{1,30}(?:[ \t]*,[ \t]*[a-z][a-z\-.]{1,30})*")
_CRED_PATH_42 = re.compile(r"[\w.\-@]{1,64}:(?:%[A-Za-z]|~|\$\{?\w+\}?)?/[^\s\"'`]*")
_PATH_42 = re.compile(r"(?:%[A-Za-z]|~|\$\{?\w+\}?)?/[^\s\"'`]*")
_LOAD_CREDENTIAL_42 = re.compile(
    r"(?i)(?<![\w])(?:Load|Import)Credential(?:Encrypted)?[ \t]*=[ \t]*(?:[\w.\-@]{1,64}:)?\Z"
)


def _after_42_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if ("-password" in before or "secret-tool" in before) and _KEYRING_QUERY_42.search(before):
        return True  # secret-tool lookup service x repo y: the query's labels
    if core in _PROVENANCE_42 and _PROVENANCE_AFTER_42.match(text, end):
        return True  # authtoken: taken from NGROK_AUTHTOKEN: where it comes from
    if (
        "redential" in before
        and _LOAD_CREDENTIAL_42.search(before)
        and (_CRED_PATH_42.fullmatch(core) or _PATH_42.fullmatch(core))
    ):
        return True  # LoadCredential=id:%h/path: the place of a credential
    m = _ID_NAME_BEFORE.search(before)
    if m is None:
        return False
    words = _name_words(m.group("key"))
    if not words:
        return False
    named = set(words)
    if (
        named & _CA_WORDS_42
        and named & _CERT_WORDS_42
        and not named & _NOT_CERT_WORDS_42
        and _BASE64_42.fullmatch(core)
    ):
        return True  # certificate-authority-data: a certificate, public
    # password-stores = gnome-keyring,kwallet: the stores' names
    return words[-1] in _STORE_NAMES_42 and _NAME_LIST_42.fullmatch(core) is not None


# Written after batch 43 (security work: penetration-test tools and their loot, forensics,
# scanners). What goes:
# - An NT (or a non-empty LM) hash in a credential dump's own format: the pwdump/SAM line
#   ``user:rid:LM:NT:::`` (with john's ``--show`` password in the second field, which goes
#   too), a ``user:::NT`` line, a hashdump table's row ``user  rid  LM  NT``, an ``LM:NT``
#   pair whose LM half is the empty-LM constant or whose text names NTLM, an NT hash after
#   a pass-the-hash flag (``-H``, ``-hashes [LM]:NT``, ``/ntlm:``, ``/rc4:``) and after
#   mimikatz's ``Hash NTLM:``/``ntlm- 0:``/``lm  - 0:``: with the NT hash an attacker logs
#   in, it is a password. The empty-LM and empty-NT constants stay (well-known values).
# - A captured NetNTLM response (``user::DOMAIN:challenge:NTProof:blob``): crackable, so
#   the proof and the blob go (and a password cracked from it, after its last colon).
# - A cracked password after its hash: a hash line of a cracker's output or potfile
#   (``[user:]hash:plain`` in a text that names hashcat, john, a potfile or ``--show``),
#   and a ``$format$…:plain`` line (Kerberoast, AS-REP, bcrypt…) whose last field is not
#   part of the hash.
# - A spraying or login tool's success line ``[+] [domain\]user:password``, and a cracker's
#   ``[+] <value> is the CORRECT key``.
# - An Impacket-style target ``domain/user:password@host`` (or without ``@host`` on the
#   line of an Impacket script).
# - An LSA secret dump's plain password: the line after ``[*] DefaultPassword`` or
#   ``[*] _SC_<service>``.
# - An SNMP community given to a net-snmp command (``snmpwalk -c <community>``), unless
#   it is the ``public``/``private`` default.
# - A session cookie's value in a ``Cookie:`` header (``sid=``, ``session=``, ``*sess*``),
#   whatever its shape: a live session.
# - A setting whose declared type is password (``<preferenceType>password</…>`` then its
#   ``<selectedValue>``): its value.
# - A password given in ordinal pieces in Russian (``первая часть: …``, ``вторая часть:
#   …``) after a line that names the password.
# - A password told as "the current one is <value>" (``new``, ``old``, ``real`` one) on the
#   line after, or on the line of, a sentence that names the password: "one" stands for it.
# - xxd rows at any offset (not only below 64 KiB) in a text that says it is a dump: the
#   ASCII column is read whole, as batch 27's rule reads it.
_HEX32_43 = r"[0-9a-fA-F]{32}"
_EMPTY_LM_43 = "aad3b435b51404eeaad3b435b51404ee"
_EMPTY_NT_43 = "31d6cfe0d16ae931b73c59d7e0c089c0"
_PWDUMP_43 = re.compile(
    r"(?m)^[ \t]*(?P<u>[^\s:]{1,64}):(?:(?P<pw>[^:\n]{1,128}):)?\d{1,10}:"
    rf"(?P<lm>{_HEX32_43}|[^:\n]{{1,40}}):(?P<nt>{_HEX32_43}|[^:\n]{{1,40}}):::"
)
_NT_ONLY_43 = re.compile(rf"(?m)^[ \t]*[^\s:]{{1,64}}:::(?P<nt>{_HEX32_43})[ \t]*$")
_HASHDUMP_ROW_43 = re.compile(
    rf"(?m)^[ \t]*[^\s:]{{1,64}}[ \t]+\d{{1,10}}[ \t]+(?P<lm>{_HEX32_43})[ \t]+"
    rf"(?P<nt>{_HEX32_43})[ \t]*$"
)
_LM_NT_43 = re.compile(rf"(?<![0-9A-Za-z:])(?P<lm>{_HEX32_43}):(?P<nt>{_HEX32_43})(?![0-9A-Za-z])")
_PTH_FLAG_43 = re.compile(
    r"(?:-(?:H|-hash|hashes|-hashes|nthash|-nthash|-pw-nt-hash)|/(?:ntlm|rc4):)"
    rf"[ \t]*[\"']?(?:(?P<lm>{_HEX32_43})?:)?(?P<nt>{_HEX32_43})(?![0-9A-Za-z])"
)
_MIMIKATZ_43 = re.compile(
    r"(?im)(?:hash[ \t]+ntlm|(?<![\w])(?:ntlm|lm)[ \t]*-[ \t]*\d{1,2}|\*[ \t]*(?:ntlm|lm))"
    rf"[ \t]*:[ \t]*(?P<v>{_HEX32_43})(?![0-9A-Za-z])"
)
_NETNTLM_43 = re.compile(
    r"::[^\s:]{0,64}:[0-9a-fA-F]{16}:"
    r"(?P<proof>[0-9a-fA-F]{32}|[0-9a-fA-F]{48}):(?P<blob>[0-9a-fA-F]{16,}(?:\.\.\.)?)"
    r"(?::(?P<pw>[^\n]{1,128}))?"
)
_CRACKED_43 = re.compile(
    r"(?m)^[ \t]*(?:[^\s:]{1,64}:)?(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{40}|[0-9a-fA-F]{64})"
    r":(?P<pw>[^\s:]\S{0,127})[ \t]*$"
)
_FORMAT_HASH_43 = re.compile(r"\$(?<![\w$]\$)[a-z0-9\-]{1,20}\$[^\s$][^\s]{19,4000}")
_HASH_TAIL_43 = re.compile(r"[A-Za-z0-9./+=]{16}\Z")
_SPRAY_43 = re.compile(
    r"\[\+\][ \t]+(?:VALID LOGIN:?[ \t]+)?(?:[\w.\-]{1,64}\\)?[\w.\-$]{1,64}(?:@[\w.\-]{1,64})?"
    r":(?P<pw>[^\s]{1,128})"
)
_CORRECT_KEY_43 = re.compile(
    r"(?i)\[\+\][ \t]+(?P<v>\S{1,128})[ \t]+is[ \t]+the[ \t]+correct[ \t]+"
    r"(?:key|password|secret|passphrase)"
)
_IMPACKET_TARGET_43 = re.compile(
    r"/(?P<u>[\w.\-$]{1,64}):"
    r"(?P<pw>[^\s@'\"/][^\s'\"]{0,127}?)(?:@(?P<h>[\w.\-]{1,253}))?(?=[\s'\"]|\Z)"
)
_DOMAIN_BEFORE_43 = re.compile(r"(?<![\w/:.\-@])[A-Za-z][\w.\-]{0,63}\Z")
_IMPACKET_SCRIPT_43 = re.compile(
    r"(?i)impacket|(?<![\w])(?:psexec|smbexec|wmiexec|atexec|dcomexec|secretsdump|getuserspns"
    r"|getnpusers|gettgt|getst|mssqlclient|smbclient|lookupsid|samrdump|getadusers|addcomputer"
    r"|rbcd|dacledit|ticketer|findDelegation)(?:\.py)?(?![\w])"
)
_VERSION_43 = re.compile(r"v?\d+(?:\.\d+)+(?:-[\w.]+)?|v?\d+")
_LSA_SECRET_43 = re.compile(
    r"(?m)^\[\*\][ \t]+(?:DefaultPassword|_SC_[^\s]{1,64})[ \t]*\r?\n"
    r"[ \t]*(?P<u>[^\n:]{1,80}):(?P<pw>[^\n]{1,256}?)[ \t]*$"
)
_SNMP_43 = re.compile(
    r"(?i)(?<![\w\-])(?:snmp(?:walk|get|set|bulkwalk|bulkget|getnext|table|check|-check|trap)"
    r"|onesixtyone|braa)\b[^\n]{0,200}?[ \t]-c[ \t]*(?P<q>[\"']?)(?P<v>[^\s\"']{1,64})(?P=q)"
)
_COOKIE_LINE_43 = re.compile(
    r"(?im)(?:^[ \t]*|[\"'][ \t]*)(?:set-)?cookie[ \t]*:[ \t]*(?P<c>[^\n\"']{1,4000})"
)
_COOKIE_PAIR_43 = re.compile(r"(?:^|;)[ \t]*(?P<n>[^=;\s]{1,64})=(?P<v>[^;\s]{8,4000})")
_SESSION_NAME_43 = re.compile(r"(?i)^(?:sid|[\w.\-]*sess[\w.\-]*|[\w.\-]*auth[\w.\-]*)$")
_TYPED_PASSWORD_43 = re.compile(
    r"(?i)<(?P<t>[\w:\-]{0,30}type)>[ \t]*password[ \t]*</(?P=t)>[ \t]*\r?\n?"
    r"(?:[ \t]*<[^>\n/]{1,60}>[^<\n]{0,200}</[^>\n]{1,60}>[ \t]*\r?\n?){0,3}"
    r"[ \t]*<(?P<vt>[\w:\-]{0,30}value)>(?P<v>[^<\n]{1,256})</(?P=vt)>"
)
_RU_PARTS_SAID_43 = re.compile(
    r"(?i)(?:пароль|ключ|токен|секрет)[^\n]{0,120}(?:в[ \t]+(?:двух|трёх|трех|нескольких)"
    r"[ \t]+(?:сообщениях|частях)|по[ \t]+частям|частями)"
)
_RU_PIECE_43 = re.compile(
    r"(?im)^(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[^:\n\[]{1,40}:[ \t]+)?"
    r"(?:первая|вторая|третья|четв[её]ртая|последняя)[ \t]+(?:часть|половина)[ \t]*:?[ \t]+"
    r"(?P<v>[^\s\"'`]{4,64})[ \t]*$"
)
_ONE_TOLD_43 = re.compile(r" one[ \t]+(?:is|was)[ \t]+(?P<v>[^\s\"'`]{6,64})")
_ONE_WORD_43 = re.compile(r"(?i)(?<![\w])(?:current|new|old|real|right|correct|actual)[ \t]*\Z")
_PASSWORD_SAID_43 = re.compile(r"(?i)\b(?:password|passwd|passphrase)\b")
_CRACK_WORDS_43 = ("hashcat", "john", "potfile", ".pot", "--show", "cracked")
_DUMP_WORDS_43 = ("xxd", "hexdump", "dump", "memory", ".mem", ".dmp", ".raw", "vol")
# The words each part of the section below needs where its first test is a common
# character (so that the section is dispatched by words, ``_DISPATCH_WORDS``):
# - ``_PTH_FLAG_43``'s flag: ``-H`` then a blank, a quote, a colon or a hex digit;
#   ``-hash…`` (``-ha``), ``-nthash``, ``/ntlm:`` or ``/rc4:`` (the regex keeps case);
# - ``_FORMAT_HASH_43``'s ``$`` then a lowercase letter, a digit or a hyphen;
# - ``_IMPACKET_TARGET_43``: a span is yielded with ``@host`` after it or on the line of
#   an Impacket script (the script's name, searched ignoring case: in the lowercase text,
#   or the text holds a letter that matches an ASCII one when case is ignored).
_PTH_WORDS_43 = (
    "-h ", "-h\t", '-h"', "-h'", "-h:", *("-h" + c for c in "0123456789abcdef"), "nthash",
    "/ntlm:", "/rc4:",
)  # fmt: skip
_FORMAT_WORDS_43 = tuple("$" + c for c in "abcdefghijklmnopqrstuvwxyz0123456789-")
_IMPACKET_WORDS_43 = (
    "impacket", "psexec", "smbexec", "wmiexec", "atexec", "dcomexec", "secretsdump",
    "getuserspns", "getnpusers", "gettgt", "getst", "mssqlclient", "smbclient", "lookupsid",
    "samrdump", "getadusers", "addcomputer", "rbcd", "dacledit", "ticketer", "finddelegation",
)  # fmt: skip


def _hash_43(value: str) -> bool:
    return len(value) == 32 and value.lower() not in (_EMPTY_LM_43, _EMPTY_NT_43)


def _plain_43(value: str) -> bool:
    """Could ``value`` be a password a tool printed (not a marker, a hash or a count)?"""
    v = value.strip()
    if not v or v in ("?", "*", "-") or v.startswith("("):
        return False
    if len(v) >= 32 and all(c in string.hexdigits for c in v):
        return False
    return not is_placeholder(v)


def _after_43_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "nthash" in low or "lmhash" in low or "hashdump" in low:
        for m in _HASHDUMP_ROW_43.finditer(text):
            for g in ("lm", "nt"):
                if _hash_43(m.group(g)):
                    yield m.span(g)
    if ":::" in text:
        for m in _PWDUMP_43.finditer(text):
            pw = m.group("pw")
            if pw is not None and _plain_43(pw) and not pw.isdigit():
                yield m.span("pw")
            for g in ("lm", "nt"):
                if _hash_43(m.group(g)) and all(c in string.hexdigits for c in m.group(g)):
                    yield m.span(g)
        for m in _NT_ONLY_43.finditer(text):
            if _hash_43(m.group("nt")):
                yield m.span("nt")
    if "aad3b435b51404ee" in low or "ntlm" in low or "nthash" in low or "lmhash" in low:
        for m in _LM_NT_43.finditer(text):
            for g in ("lm", "nt"):
                if _hash_43(m.group(g)):
                    yield m.span(g)
    if ("-h" in low or "/ntlm:" in low or "/rc4:" in low) and _any_word(low, _PTH_WORDS_43, mask):
        for m in _PTH_FLAG_43.finditer(text):
            prev = text[m.start() - 1 : m.start()]
            if prev and (prev.isalnum() or prev in "_-"):
                continue  # (a word's hyphen: not a flag)
            if m.group("lm") and _hash_43(m.group("lm")):
                yield m.span("lm")
            if _hash_43(m.group("nt")):
                colon = text[m.start("nt") - 1] == ":" and not m.group("lm")
                yield m.start("nt") - colon, m.end("nt")  # (-hashes :NT: the pair, LM empty)
    if "ntlm" in low:
        for m in _MIMIKATZ_43.finditer(text):
            if _hash_43(m.group("v")):
                yield m.span("v")
    if "::" in text:
        for m in _NETNTLM_43.finditer(text):
            if m.start() == 0 or text[m.start() - 1] in " \t\r\n:":
                continue  # (user::DOMAIN:…: a user's name before the two colons)
            yield m.start("proof"), m.end("blob")
            if m.group("pw") and _plain_43(m.group("pw")):
                yield m.start("pw"), m.start("pw") + len(m.group("pw").rstrip())
    if any(word in low for word in _CRACK_WORDS_43):
        for m in _CRACKED_43.finditer(text):
            if _plain_43(m.group("pw")):
                yield m.span("pw")
    if "$" in text and ":" in text and _any_word(low, _FORMAT_WORDS_43, mask):
        for m in _FORMAT_HASH_43.finditer(text):
            line = m.group()
            head, _, tail = line.rpartition(":")
            tail = tail.rstrip()
            if (
                head
                and tail
                and "$" not in tail
                and _HASH_TAIL_43.search(head)
                and any(c.isdigit() for c in head[-16:])
                and _plain_43(tail)
            ):
                at = m.start() + len(head) + 1
                yield at, at + len(tail)
    if "[+]" in text:
        for m in _SPRAY_43.finditer(text):
            pw = m.group("pw")
            hashed = _hash_43(pw) and all(c in string.hexdigits for c in pw)
            if not hashed and (
                pw.startswith("/") or not (_plain_43(pw) and password_shaped(pw, 4))
            ):
                continue  # (a port, a path, a word: ``[+] mode:enabled``; an NT hash goes)
            yield m.span("pw")
        if "correct" in low:
            for m in _CORRECT_KEY_43.finditer(text):
                yield m.span("v")
    if "/" in text and (
        "@" in text
        or _any_word(low, _IMPACKET_WORDS_43, mask)
        or _any_word(low, _OTHER_FOLD_WORDS, mask)
    ):
        for m in _IMPACKET_TARGET_43.finditer(text):
            if not _DOMAIN_BEFORE_43.search(text, max(0, m.start() - 64), m.start()):
                continue  # (domain/user:…: a domain's name before the slash)
            pw = m.group("pw")
            if _VERSION_43.fullmatch(pw) or not _plain_43(pw) or pw.startswith("$"):
                continue
            if m.group("h") is None:
                line_start = text.rfind("\n", 0, m.start()) + 1
                line_end = text.find("\n", m.end())
                line = text[line_start : len(text) if line_end < 0 else line_end]
                if not (_IMPACKET_SCRIPT_43.search(line) and password_shaped(pw, 6)):
                    continue
            elif m.group("h").startswith("sha"):
                continue  # image:tag@sha256: a pinned image
            yield m.span("pw")
    if "[*]" in text and ("defaultpassword" in low or "_sc_" in low):
        for m in _LSA_SECRET_43.finditer(text):
            if _plain_43(m.group("pw")):
                yield m.span("pw")
    if "snmp" in low or "onesixtyone" in low or "braa" in low:
        for m in _SNMP_43.finditer(text):
            if m.group("v").lower() not in ("public", "private") and not is_placeholder(
                m.group("v")
            ):
                yield m.span("v")
    if "cookie" in low:
        for header in _COOKIE_LINE_43.finditer(text):
            for m in _COOKIE_PAIR_43.finditer(header.group("c")):
                if _SESSION_NAME_43.match(m.group("n")) and not is_placeholder(m.group("v")):
                    at = header.start("c")
                    yield at + m.start("v"), at + m.end("v")
    if "password</" in low:
        for m in _TYPED_PASSWORD_43.finditer(text):
            if not is_placeholder(m.group("v").strip()):
                yield m.span("v")
    if ("част" in low or "половин" in low) and "\n" in text:
        for said in _RU_PARTS_SAID_43.finditer(text):
            for m in _RU_PIECE_43.finditer(text, said.end(), said.end() + 600):
                yield m.span("v")
    if " one " in low and ("passw" in low or "passphrase" in low):
        for m in _ONE_TOLD_43.finditer(text):
            if not _ONE_WORD_43.search(text, max(0, m.start() - 12), m.start()):
                continue
            value = m.group("v").rstrip(".,;:!?)")
            above = text.rfind("\n", 0, max(0, text.rfind("\n", 0, m.start()))) + 1
            if _PASSWORD_SAID_43.search(text, above, m.start()) and password_shaped(value):
                yield m.start("v"), m.start("v") + len(value)
    if ": " in text and "0000" not in text and any(word in low for word in _DUMP_WORDS_43):
        yield from _hexdump_spans(text, _XXD_LINE)  # (below 64 KiB, the gate above)


# What stays:
# - A hash in a help text or format description (``-hashes LMHASH:NTHASH``): not hex.
# - A flag named ``no-…`` (``-no-pass``) takes no value: the word after it is prose.
# - Counters: a value made only of ``name:number`` pairs (``(l:12/p:5000)``).
# - A template placeholder (``{%password%}``, then its closing tag).
# - A value whose name says it is hashed (``hashed_secret``: detect-secrets' SHA-1 of what
#   it found) when it is a digest's length of hex.
# - An alert's signature that is words (``"signature": "ET MALWARE Observed …"``): a rule's
#   name, not a cryptographic signature.
# - The seconds of a clock time (``09:30:00Z``).
_NO_FLAG_43 = re.compile(r"(?<![\w\-])--?no-[a-z][\w\-]{0,40}[ \t]+\Z")
_COUNTERS_43 = re.compile(r"\(?[A-Za-z]{1,3}:\d+(?:[/,;][ \t]?[A-Za-z]{1,3}:\d+)+\)?[,;.]?")
_TEMPLATE_43 = re.compile(r"\{%[ \t]*[\w.\-]{1,60}[ \t]*%\}(?:</[\w:\-]{1,60}>)?")
_HASHED_NAME_43 = re.compile(r"(?i)[\"']?hashed[_\-]?[a-z_]{0,30}[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_SIGNATURE_NAME_43 = re.compile(r"(?i)[\"']?[\w.\-]{0,30}signature[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_CLOCK_BEFORE_43 = re.compile(r"(?<![\d:])\d{1,2}:\d{2}:\Z")
_SECONDS_43 = re.compile(r"\d{2}(?:\.\d{1,9})?Z?")


def _after_43_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if "no-" in before and _NO_FLAG_43.search(before):
        return True  # -no-pass don't …: a boolean flag, then prose
    if _COUNTERS_43.fullmatch(core):
        return True  # (l:12/p:5000): counters
    if _TEMPLATE_43.fullmatch(core):
        return True  # {%password%}: a template's placeholder
    if (
        len(core) in (32, 40, 64, 128)
        and all(c in string.hexdigits for c in core)
        and _HASHED_NAME_43.search(before)
    ):
        return True  # "hashed_secret": "<sha-1>": a digest of the value, not the value
    if core.count(" ") >= 2 and _SIGNATURE_NAME_43.search(before):
        words = core.split()
        if sum(w.isalpha() for w in words) >= 3:
            return True  # "signature": "ET MALWARE …": a rule's name
    return bool(_SECONDS_43.fullmatch(core) and _CLOCK_BEFORE_43.search(before))


# Written after batch 44 (research, education, health and public-sector software).
# What goes:
# - A value on a line of ``grep -n`` output (``22:name = value``, ``file:22:name=value``):
#   the line number is grep's, not part of the name; the rest of the line is judged as the
#   same line without it would be.
# - HL7 v2's MSH-8 (Security): a value in the eighth field of an ``MSH`` segment is what
#   the standard defines it as, a shared secret between partners (it is empty in most
#   feeds).
# - A setting whose lowercase compound name ends in a password's word (``…pw``, ``…pwd``,
#   ``…pass``, ``…passwd``, ``…password``: ``adminpw``, ``httpproxypw``), given with ``=``,
#   ``:`` or a ``set name "value"`` command (Stata, Tcl).
# - A lowercase compound name that says what a key grants (``registrationkey``,
#   ``licensekey``, ``activationkey``, ``productkey``, ``subscriptionkey``) beside a random
#   value.
# - A secret's name with its encoding after it (``munge_key_b64``, ``hmac_secret_hex``):
#   the last word says how the key is written, the words before say what it is.
# - The password of ``lftp -u user,password``.
# - The third literal of ``database(source, user, password)`` (MATLAB's connect call).
# - A random literal (20 characters or more, not a UUID) given to the call that builds a
#   service's client, configuration or session (``X.Client(``, ``X.Config(``,
#   ``module.Module(``, ``session.start(``): a client is built with its key; its ids are
#   numbers, words and URLs.
_GREP_N_LINE_44 = re.compile(r"(?m)^(?:[^\s:]{1,200}:)?\d{1,7}[:\-](?=[^\s\d])")
_PW_NAME_44 = re.compile(
    r"(?i)(?<![\w.\-/@])(?P<set>set[ \t]+)?(?:[\w\-]{1,40}\.)?"
    r"(?P<n>[a-z][a-z0-9]{1,30}?(?:pw|pwd|pass|passwd|password))[\"']?"
    r"(?P<sep>[ \t]*[=:][ \t]*|[ \t]+)(?P<q>[\"']?)(?P<v>[^\s\"'`;,]{4,128})"
)
_NOT_PW_NAMES_44 = (
    "bypass", "compass", "surpass", "overpass", "underpass", "trespass", "encompass",
    "multipass", "onepass", "twopass", "firstpass", "singlepass", "lastpass", "highpass",
    "lowpass", "bandpass", "allpass",
)  # fmt: skip
_KEY_HEADS_44 = (
    "registration", "license", "licence", "activation", "product", "subscription",
    "developer", "partner", "serial",
)  # fmt: skip
_HEAD_KEY_44 = re.compile(
    r"(?<![\w\-])[\"']?(?P<n>(?:registration|license|licence|activation|product|subscription"
    r"|developer|partner|serial)key)[\"']?[ \t]*[=:][ \t]*[\"']?(?P<v>[A-Za-z0-9+/_\-]{12,256}=*)",
    re.IGNORECASE,
)
_ENCODED_NAME_44 = re.compile(
    r"(?i)(?<![\w\-])[\"']?(?P<n>[A-Za-z][\w\-.]{0,40}?)[_\-.](?P<enc>b64|base64|hex|b32|base32)"
    r"[\"']?[ \t]*[=:][ \t]*[\"']?(?P<v>[A-Za-z0-9+/_\-]{16,4096}={0,2})"
)
_ENCODED_SECRET_WORDS_44 = frozenset(
    {"key", "secret", "token", "password", "passphrase", "seed", "psk", "pepper", "salt"}
)
_ENCODED_PUBLIC_WORDS_44 = frozenset(
    {"public", "pub", "id", "hash", "digest", "fingerprint", "checksum", "name", "file",
     "path", "url", "iv", "nonce", "len", "length", "size"}
)  # fmt: skip
_LFTP_USER_44 = re.compile(
    r"(?<![\w\-])(?:-u|--user)[ \t]+[\"']?[^\s,\"']{1,64},[\"']?(?P<v>[^\s\"',]{1,128})"
)
_DATABASE_CALL_44 = re.compile(
    r"(?<![\w.])database\([ \t]*(?:'[^'\n]{0,200}'|\"[^\"\n]{0,200}\")[ \t]*,[ \t]*"
    r"(?:'[^'\n]{0,200}'|\"[^\"\n]{0,200}\")[ \t]*,[ \t]*(?:'(?P<a>[^'\n]{1,128})'"
    r"|\"(?P<b>[^\"\n]{1,128})\")",
    re.IGNORECASE,
)
_CLIENT_CALL_44 = re.compile(
    r"(?<![\w.])(?:(?P<mod>[A-Za-z_][A-Za-z0-9_]{0,30})(?:\.|::|->))?(?P<cls>[A-Z][A-Za-z0-9_]{1,40})\("
)
_CALL_END_44 = re.compile(r"[A-Z][A-Za-z0-9_]{1,40}\(")
_SESSION_START_44 = re.compile(r"(?i)session(?:->|\.|::)start\(")
_KEYWORD_BEFORE_44 = re.compile(r"[\w\]\"']\s*(?:=>?|:)\s*\Z")
_CALL_LITERAL_44 = re.compile(r"(?P<q>[\"'])(?P<s>[^\"'\n]{0,200})(?P=q)")
_HL7_WORDS_44 = ("msh|",)
_GREP_WORDS_44 = ("grep", "rg ")
_PW_WORDS_44 = ("pw", "pass")
_HEAD_KEY_WORDS_44 = tuple(head + "key" for head in _KEY_HEADS_44)
_ENCODED_WORDS_44 = ("_b64", "_base64", "_hex", "-b64", "-base64", "-hex", ".b64", "_b32")
_LFTP_WORDS_44 = ("lftp",)
_DATABASE_WORDS_44 = ("database(",)
_CLIENT_WORDS_44 = ("client(", "config(", "session", "connection(", "api(")
_IMPORT_WORDS_44 = ("import ", "using ", "require", "library(")


def _after_44_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if _any_word(low, _GREP_WORDS_44, mask) and ":" in text:
        yield from _grep_line_spans_44(text)
    if _any_word(low, _HL7_WORDS_44, mask):
        yield from _msh_security_spans_44(text)
    if _any_word(low, _PW_WORDS_44, mask):
        for m in _PW_NAME_44.finditer(text):
            name, value = m.group("n").lower(), m.group("v")
            if not m.group("set") and not ("=" in m.group("sep") or ":" in m.group("sep")):
                continue  # (a name and a word after a blank: prose, unless ``set`` says so)
            if name.endswith(_NOT_PW_NAMES_44):
                continue  # (bypass, lowpass: no password)
            if value.lower() in _SWITCH_WORDS_44 or is_placeholder(value):
                continue
            if value[0] in "$%{<[(" or not password_shaped(value, 6):
                continue
            if value.split("/", 1)[0].isdigit():
                continue  # (host:port/path: a host named …pass, not a password)
            yield m.span("v")
    if _any_word(low, _HEAD_KEY_WORDS_44, mask):
        for m in _HEAD_KEY_44.finditer(text):
            name, value = m.group("n"), m.group("v")
            if not (name.islower() or name.isupper()) or is_placeholder(value):
                continue  # (camelCase names are split by the older rules)
            if random_shaped(value, 12) or (len(value) >= 16 and _mixed_hex(value)):
                yield m.span("v")
    if _any_word(low, _ENCODED_WORDS_44, mask):
        for m in _ENCODED_NAME_44.finditer(text):
            words = set(_name_words(m.group("n")))
            value = m.group("v")
            if not words & _ENCODED_SECRET_WORDS_44 or words & _ENCODED_PUBLIC_WORDS_44:
                continue
            if is_placeholder(value) or not _written_as_44(value, m.group("enc").lower()):
                continue
            yield m.span("v")
    if _any_word(low, _LFTP_WORDS_44, mask):
        for m in _LFTP_USER_44.finditer(text):
            value = m.group("v")
            if value[0] not in "$%{<" and not is_placeholder(value):
                yield m.span("v")
    if _any_word(low, _DATABASE_WORDS_44, mask):
        for m in _DATABASE_CALL_44.finditer(text):
            group = "a" if m.group("a") is not None else "b"
            value = m.group(group)
            if value[0] not in "$%{<" and not is_placeholder(value):
                yield m.span(group)
    if _any_word(low, _CLIENT_WORDS_44, mask) or _any_word(low, _IMPORT_WORDS_44, mask):
        yield from _client_literal_spans_44(text, low)


_SWITCH_WORDS_44 = frozenset(
    {"true", "false", "yes", "no", "on", "off", "none", "null", "nil", "enabled", "disabled"}
)


def _written_as_44(value: str, encoding: str) -> bool:
    """Is ``value`` 16 bytes or more written in ``encoding``, with letters and digits?"""
    if not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
        return False
    if encoding == "hex":
        return len(value) >= 32 and all(c in string.hexdigits for c in value)
    if encoding in ("b32", "base32"):
        return len(value) >= 26 and value.rstrip("=").isalnum()
    core = value.rstrip("=")
    return len(core) >= 22 and len(value) % 4 in (0, 2, 3) and "=" not in core


def _grep_line_spans_44(text: str) -> Iterator[tuple[int, int]]:
    """The spans of ``grep -n`` lines, each judged without its ``N:`` prefix."""
    rests: list[tuple[int, int]] = []
    for m in _GREP_N_LINE_44.finditer(text):
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        if "=" in text[m.end() : line_end] or ":" in text[m.end() : line_end]:
            rests.append((m.end(), line_end))
    if not rests:
        return
    index: list[int] = []
    parts: list[str] = []
    for a, b in rests:
        parts.append(text[a:b])
        index.extend(range(a, b + 1))  # (each part's line break maps past its end)
    whole = "\n".join(parts)
    for start, end in _secret_spans(whole, whole.lower(), _NO_EXTRA, join=False):
        if end > start:
            yield index[start], index[end - 1] + 1


def _msh_security_spans_44(text: str) -> Iterator[tuple[int, int]]:
    at = text.find("MSH")
    while at >= 0:
        if at + 4 <= len(text) and (at == 0 or text[at - 1] in "\r\n\"' \t>"):
            sep = text[at + 3 : at + 4]
            if sep and not sep.isalnum() and not sep.isspace():
                line_end = at
                while line_end < len(text) and text[line_end] not in "\r\n":
                    line_end += 1
                fields = text[at:line_end].split(sep)
                if len(fields) > 8:
                    start = at + sum(len(f) + 1 for f in fields[:7])
                    value = fields[7]
                    if value.strip() and not is_placeholder(value) and value[0] not in "$%{<":
                        yield start, start + len(value)
        at = text.find("MSH", at + 3)


def _client_literal_spans_44(text: str, low: str) -> Iterator[tuple[int, int]]:
    """Random literals given to the call that builds a client, configuration or session."""
    if "(" not in text or ('"' not in text and "'" not in text):
        return
    opens: list[int] = []
    if "session" in low:
        opens.extend(m.end() for m in _SESSION_START_44.finditer(text))
    # (every match of _CLIENT_CALL_44 ends with one of _CALL_END_44's, a quicker search)
    calls = _CLIENT_CALL_44.finditer(text) if _CALL_END_44.search(text) else ()
    for m in calls:
        mod, cls = m.group("mod"), m.group("cls")
        if cls.endswith(("ID", "Id")):
            continue  # (uuid.UUID(, bson.ObjectId(: an id's type)
        if cls.endswith(("Client", "Config", "Session", "Connection", "Api", "API")):
            opens.append(m.end())
        elif mod is not None and mod.lower() == cls.lower():
            opens.append(m.end())  # zotero.Zotero(, mod.Mod(: the module's client
    for at in opens:
        close = text.find(")", at, at + 800)
        if close < 0:
            continue
        for lit in _CALL_LITERAL_44.finditer(text, at, close):
            value = lit.group("s")  # (each literal from its opening quote: none between two)
            if len(value) < 20 or _UUID.fullmatch(value) or is_placeholder(value):
                continue
            if _KEYWORD_BEFORE_44.search(text, max(at, lit.start() - 60), lit.start()):
                continue  # (``name="…"``: a keyword's value is judged by its name)
            if random_shaped(value, 20):
                yield lit.span("s")


# What stays:
# - A git-annex key (``SHA256E-s1234--<hex>.ext``, ``MD5E-…``): a content address, the hash
#   of a file's bytes.
# - A digest of the length a checksum command named earlier in the text prints
#   (``sha256sum`` then 64 hex digits on the lines after): its output; and a quoted
#   argument that is a command line (a program's name, then a path).
# - A length said in words (``32-character``, ``64-digit``, ``16 bytes``): a description.
# - A single-letter flag's value that is itself ``Name=value`` with a word, number or date
#   value and a name that says no secret (``-k StudyDate=20260101-20260131``): a query key.
# - The one-time values of a signed OAuth 1.0 request (``oauth_nonce``, ``oauth_signature``)
#   and a word-shaped ``oauth_consumer_key`` (a tool's name, sent in the clear).
# - A query value made of two or more ``word:number`` pairs (``state:06 county:037``): a
#   filter.
_ANNEX_KEY_44 = re.compile(
    r"(?:SHA(?:1|224|256|384|512)|SHA3_(?:224|256|384|512)|MD5|BLAKE2[BS](?:160|224|256|384|512)?"
    r"|SKEIN(?:256|512))E?(?:-s\d{1,15})?(?:-[mS]\d{1,15}){0,2}--[0-9a-f]{32,128}"
    r"(?:\.[A-Za-z0-9]{1,10}){0,3}"
)
_SUM_COMMAND_44 = re.compile(
    r"(?i)(?<![\w])(?:(?P<algo>md5|sha1|sha224|sha256|sha384|sha512|b2)sum|shasum(?:[ \t]+-a[ \t]+"
    r"(?P<bits>1|224|256|384|512))?)(?![\w])"
)
_SUM_LENGTHS_44 = {
    "md5": 32, "sha1": 40, "sha224": 56, "sha256": 64, "sha384": 96, "sha512": 128, "b2": 128,
}  # fmt: skip
_COMMAND_LINE_44 = re.compile(
    r"[a-z][a-z0-9_\-]{1,30}(?:[ \t]+-{1,2}[\w\-=]{1,30})*[ \t]+(?:~|\.{1,2})?/[^\s\"']{1,200}"
    r"(?:[ \t]+[^\s\"']{1,200}){0,4}"
)
_LENGTH_WORDS_44 = re.compile(
    r"(?i)\d{1,4}[- ]?(?:characters?|chars?|digits?|bytes?|bits?|letters?|symbols?)(?:[- ]long)?"
)
_FLAG_BEFORE_44 = re.compile(r"(?:^|[ \t])-[A-Za-z][ \t]+[\"']?\Z")
_FLAG_ASSIGNMENT_44 = re.compile(
    r"(?P<n>[A-Za-z][A-Za-z0-9]{2,40})=(?:[A-Za-z]{1,16}|\d[\d.:\-/]{0,40}|\*)"
)
_NOT_SETTING_WORDS_44 = (
    "pass", "secret", "key", "token", "pw", "auth", "cred", "sig", "pin", "otp", "code",
    "private", "salt", "seed",
)  # fmt: skip
_OAUTH1_NAME_44 = re.compile(r"(?<![\w])oauth_(?P<n>nonce|signature|consumer_key)=\"?\Z")
_FILTER_PAIRS_44 = re.compile(
    r"[A-Za-z]{2,30}:[\d*]{1,12}(?:(?:%20|\+|[ ,]|%2C)[A-Za-z]{2,30}:[\d*]{1,12})+"
)
_QUERY_NAME_BEFORE_44 = re.compile(r"[?&][\w.\-]{1,40}=\Z")


def _after_44_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if "--" in core and _ANNEX_KEY_44.fullmatch(core):
        return True  # git-annex's key: the hash of a file's bytes
    if core[0].isdigit() and _LENGTH_WORDS_44.fullmatch(core):
        return True  # 32-character: a length
    if "sum" in text and _sum_output_44(text, start, core):
        return True
    if " " in core and "/" in core and _COMMAND_LINE_44.fullmatch(core):
        return True  # 'sha256sum /etc/x': a command line, given as an argument
    if "=" in core and _FLAG_BEFORE_44.search(before):
        m = _FLAG_ASSIGNMENT_44.fullmatch(core)
        if m is not None and not any(w in m.group("n").lower() for w in _NOT_SETTING_WORDS_44):
            return True  # -k StudyDate=20260101: a query's key and value
    if "oauth_" in before and "oauth_signature_method" in text and "oauth_timestamp" in text:
        m = _OAUTH1_NAME_44.search(before)
        if m is not None and (
            m.group("n") != "consumer_key" or (not random_shaped(core, 8) and core.isascii())
        ):
            return True  # a signed request's nonce and signature; a tool's name for a key
    # in=state:27%20county:053: a filter of pairs
    return bool(
        ":" in core and _QUERY_NAME_BEFORE_44.search(before) and _FILTER_PAIRS_44.fullmatch(core)
    )


def _sum_output_44(text: str, start: int, core: str) -> bool:
    """Is ``core`` hex of the length a checksum command, named before it, prints?"""
    if len(core) not in (32, 40, 56, 64, 96, 128) or not all(c in string.hexdigits for c in core):
        return False
    for m in _SUM_COMMAND_44.finditer(text, max(0, start - 4000), start):
        algo = m.group("algo") or ("sha" + m.group("bits") if m.group("bits") else "sha1")
        if _SUM_LENGTHS_44.get(algo) == len(core):
            return True
    return False


# Written after batch 45 (logistics, retail back office and travel). What now goes:
# - An XML element whose name is the word for a password in another language
#   (``<Senha>``, ``<Contrasena>``, ``<Passwort>``, ``<Kennwort>``, ``<Wachtwoord>``,
#   ``<Sifre>``, ``<Parola>``, ``<Haslo>``, ``<Salasana>``), as ``<Password>`` has always
#   gone: the element holds the password the document signs in with.
# - A value in a text that holds a Turkish dotted capital ``İ`` (``GİB``, ``İSTANBUL``):
#   it is judged as it would be with ``I`` in its place, so one letter of a heading no
#   longer hides a password set beside it.
# - A field of a secret store's ``Data`` table (``vault kv get``'s ``Key  Value`` rows)
#   whose key names a secret (``pin``, ``password``, ``token``, ``key``…), whatever the
#   value's shape: the store printed the secret it keeps.
# - A literal printed into a pipe (``$(printf '%s' '…' | base64)``, ``$(echo -n '…' |
#   …)``) and assigned to a name that says password, secret or token (``PW_B64``,
#   ``SECRET_ENC``): the encoding is of the secret, which the literal is.
# - The passphrase given to a call that opens a PKCS#12 bundle (``readPfx($pfx, '…')``,
#   ``openssl_pkcs12_read($data, $certs, '…')``, ``load_pkcs12(data, b'…')``,
#   ``X509Certificate2(path, "…")``): the one string such a call is given besides the
#   bundle is what unlocks its private key.
_PW_ELEMENT_45 = re.compile(
    r"(?i)<(?P<key>[\w:.\-]{0,40}?(?:senha|contrase(?:ñ|n)a|passwort|kennwort|wachtwoord"
    r"|[şs]ifre|parola|has(?:ł|l)o|salasana|adgangskode|l(?:ö|o)senord|contrasenya)"
    r"[\w.\-]{0,20})(?:[ \t][^<>\n]{0,200})?>(?P<v>[^<\s][^<\n]{0,200})</(?P=key)[ \t]*>"
)
_PW_ELEMENT_WORDS_45 = (
    "senha", "contrase", "passwort", "kennwort", "wachtwoord", "ifre", "parola", "hasło",
    "haslo", "salasana", "adgangskode", "senord",
)  # fmt: skip
_VAULT_DATA_45 = re.compile(
    r"(?m)^=+ Data =+[ \t]*\r?\nKey[ \t]+Value[ \t]*\r?\n-+[ \t]+-+[ \t]*\r?\n"
    r"(?P<rows>(?:[^\n=][^\n]*(?:\n|\Z)){1,100})"
)
_VAULT_ROW_45 = re.compile(r"(?m)^(?P<k>[\w.\-]{1,64})[ \t]{2,}(?P<v>[^\s][^\n]{0,300})$")
_VAULT_SECRET_KEYS_45 = frozenset(
    {"pin", "password", "passwd", "pass", "pwd", "secret", "token", "key", "passphrase",
     "apikey", "otp", "senha", "sifre", "passwort", "contrasena"}
)  # fmt: skip
_PIPED_LITERAL_45 = re.compile(
    r"(?m)(?:^|[\s;])(?:export[ \t]+)?(?P<n>[A-Za-z_]\w{0,40})=\$\([ \t]*"
    r"(?:printf[ \t]+(?:['\"]%s['\"][ \t]+)?|echo[ \t]+(?:-n[ \t]+)?)"
    r"(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)[ \t]*\|"
)
_PIPED_NAMES_45 = frozenset(
    {"pw", "pwd", "pass", "password", "passwd", "secret", "token", "passphrase", "apikey"}
)
_PKCS12_CALL_45 = re.compile(
    r"(?i)\b(?:readpfx|openssl_pkcs12_read|load_pkcs12|load_key_and_certificates"
    r"|x509certificate2|pkcs12)[ \t]*\((?P<args>[^()\n]{0,300}?)[,][ \t]*"
    r"(?:b)?(?P<q>[\"'])(?P<v>[^\"'\n]{1,128})(?P=q)[ \t]*(?:,[^()\n]{0,100})?\)"
)


def _after_45_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "\u0130" in text and len(low) != len(text):
        # Lowering ``İ`` makes two characters of one, and the layers that read the lowered
        # text step aside; a text is judged as well with ``I`` in its place (same length:
        # the places found are the text's).
        plain = text.replace("\u0130", "I")
        yield from _secret_spans(plain, plain.lower(), _NO_EXTRA)
    if "</" in text and any(word in low for word in _PW_ELEMENT_WORDS_45):
        for m in _PW_ELEMENT_45.finditer(text):
            value = m.group("v").rstrip()
            if value and not is_placeholder(value) and not value.startswith(("$", "%", "{")):
                yield m.start("v"), m.start("v") + len(value)
    if "= data =" in low:
        for block in _VAULT_DATA_45.finditer(text):
            for m in _VAULT_ROW_45.finditer(text, block.start("rows"), block.end()):
                value = m.group("v").rstrip()
                named = set(re.split(r"[_\-.]", m.group("k").lower()))
                if named & _VAULT_SECRET_KEYS_45 and not is_placeholder(value):
                    yield m.start("v"), m.start("v") + len(value)
    if "$(" in text and ("printf" in low or "echo" in low):
        for m in _PIPED_LITERAL_45.finditer(text):
            if not set(_name_words(m.group("n"))) & _PIPED_NAMES_45:
                continue
            value = m.group("v")
            if value.startswith(("$", "%", "{")) or is_placeholder(value):
                continue
            if password_shaped(value, 8) or random_shaped(value) or _DICEWARE.fullmatch(value):
                yield m.span("v")
    if ("pfx" in low or "pkcs12" in low or "x509certificate2" in low) and "(" in text:
        for m in _PKCS12_CALL_45.finditer(text):
            value = m.group("v")
            if is_placeholder(value) or value.startswith(("$", "%", "{")):
                continue
            if "/" in value or "\\" in value or _FILE_NAME_45.search(value):
                continue  # (a path or a file's name: the bundle, not its passphrase)
            yield m.span("v")


# What stays (what the text says a value is, in any tool):
# - A certificate's serial number printed in a listing of the certificate, where the word
#   for a certificate (``certificate``, ``certificado``, ``certificato``, ``Zertifikat``,
#   ``sertifika``, ``certificat``) heads the block or a thumbprint/fingerprint line stands
#   beside it: the serial is printed by every viewer and in every chain, not held.
# - A host key's fingerprint after its type and size (``ssh-ed25519 255 <SHA256 base64>``,
#   as PuTTY and WinSCP print and take it): it identifies a public key.
# - A card payment's approval code on a receipt (six letters and digits after ``AUTH
#   CODE``/``APPROVAL NO`` where a masked card number or the word receipt stands): printed
#   for the cardholder, it names an authorization and unlocks nothing.
# - A token whose name says it is echoed back (``EchoToken``, ``echo_token``): a message's
#   correlation id that the other side returns unchanged, not a credential.
# - An encoded polyline under a name that says so (``polyline``, ``geometry`` of a route):
#   a path of coordinates in a compact text form, public wherever a map draws it.
_FILE_NAME_45 = re.compile(r"(?i)\.(?:pfx|p12|pem|crt|cer|key)\b")
_CERT_WORDS_45 = re.compile(
    r"(?i)\bcert(?:ificate|ificado|ificato|ificat)?s?\b|zertifikat|sertifika"
    r"|thumbprint|fingerprint"
)
_SERIAL_HEX_45 = re.compile(r"(?:[0-9A-Fa-f]{2}:){7,31}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{8,64}")
_ECHO_NAME_45 = re.compile(r"(?i)echo[_\-]?token[\"']?[ \t]*[=:][ \t]*[\"']?\Z")
_POLYLINE_NAME_45 = re.compile(
    r"(?i)(?:polyline|\"geometry\"[ \t]*:[ \t]*\"|geometry[ \t]*[=:][ \t]*[\"']?)"
)
_POLYLINE_45 = re.compile(r"[\x3f-\x7e]{8,}|[A-Za-z0-9_\-]{8,}")
_HOSTKEY_BEFORE_45 = re.compile(
    r"(?:ssh-(?:ed25519|ed448|rsa|dss)|ecdsa-sha2-nistp\d{3})[ \t]+\d{3,5}[ \t]+"
    r"(?:SHA256:|MD5:)?\Z"
)
_FINGERPRINT_RUN_45 = re.compile(r"[A-Za-z0-9+/:]{1,100}=?")
_FINGERPRINT_45 = re.compile(r"[A-Za-z0-9+/]{43}=?|(?:[0-9a-fA-F]{2}:){15}[0-9a-fA-F]{2}")
_APPROVAL_BEFORE_45 = re.compile(
    r"(?i)\b(?:auth(?:ori[sz]ation)?|approval|appr)[ \t.]*(?:code|no\.?|num|#)[ \t.:#]*\Z"
)
_RECEIPT_45 = re.compile(r"(?i)\*{4}[ \t]*\d{4}\b|\b(?:receipt|recibo|ricevuta|fi[şs]|ticket)\b")


def _after_45_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if "erial" in before and _SERIAL_BEFORE.search(before):
        first = core.split()[0]
        if _SERIAL_HEX_45.fullmatch(first):
            lines = text[max(0, start - 400) : start].split("\n")[-4:]
            after_end = text.find("\n", end)
            after_end = text.find("\n", after_end + 1) if after_end >= 0 else -1
            near = "\n".join(lines) + text[end : after_end if after_end >= 0 else len(text)]
            if _CERT_WORDS_45.search(near) and not _SECRET_LINE.search(near):
                return True  # Serial: 5A3F… in a certificate's listing
    if " 2" in before or " 3" in before or " 4" in before or " 5" in before:
        run = _FINGERPRINT_RUN_45.match(text, start + value.find(core))
        if _HOSTKEY_BEFORE_45.search(before) and run and _FINGERPRINT_45.fullmatch(run[0]):
            return True  # ssh-ed25519 255 <fingerprint>: a host key's fingerprint
    if (
        len(core) == 6
        and core.isalnum()
        and _APPROVAL_BEFORE_45.search(before)
        and _RECEIPT_45.search(text, max(0, start - 400), end + 400)
    ):
        return True  # AUTH CODE 4F2K09 on a card receipt: the approval's number
    if "cho" in before and _ECHO_NAME_45.search(before):
        return True  # EchoToken="…": a correlation id echoed back
    if before.strip():
        head = before[-120:]
    else:  # (a value on its own line: the line above names it)
        line_start = text.rfind("\n", 0, start) + 1
        head = text[max(0, line_start - 120) : start]
    # "geometry":"_p~iF~ps|U…": an encoded path of coordinates
    return (
        ("olyline" in head or "eometry" in head)
        and _POLYLINE_NAME_45.search(head) is not None
        and _POLYLINE_45.fullmatch(core) is not None
    )


# Written after batch 46 (localization, media and creative pipelines).
# What goes (a value's place says what it is, in any SDK or tool):
# - The password of a call named for logging in however its words are joined
#   (``log_in``, ``logIn``, ``sign_in``, ``signIn``, ``log_on``): the last of two to four
#   string literals, when it has a password's shape (as ``login(…)`` already was).
# - A random literal given positionally to a call that starts a session (``session.start``,
#   ``session->start``, ``startSession``, ``create_session``): a session is started from a
#   credential; its ids are numbers and names, its secret is the random one.
# - The first literal of an API client's constructor (a class named ``…Client``, ``…Api``,
#   ``…Sdk``, ``…Service``, ``…Translator``), when random: what a client is built from
#   positionally is its key (a URL, a name or a bare UUID is not judged here).
# - The argument after a PKCS#12 file's path (``….pfx``/``….p12``) on a command line or in a
#   call: such a file is opened with its password, and a tool that takes both takes the
#   password next.
# - A ticket of Perforce's ticket file or ``p4 tickets`` (``host:port=user:<32 hex>``,
#   ``host:port (user) <32 hex>``): a login's session token.
# - A secret's name followed by an aside in parentheses, then a colon and the value
#   (``the upload token (scopes …) : <value>``, in any language): the aside does not
#   change what the value is (unless it says the value is an example, masked or revoked).
_LOGIN_CALL_46 = re.compile(
    r"(?i)(?:log|sign)(?:_|(?<=g)(?=I)|(?<=n)(?=I))?(?:in|on)\w*[ \t]*(?:\([ \t]*)?"
    r"(?P<args>(?:(?:\\?[\"'])[^\"'\n]{1,120}\\?[\"'][ \t]*(?:,[ \t]*)?){2,4})"
)
_LOGIN_WORDS_46 = ("log_in", "login", "sign_in", "signin", "log_on", "logon")
_SESSION_CALL_46 = re.compile(
    r"(?i)\bsession\w{0,20}(?:\.|->|::)(?:start|create|begin|generate)\w{0,20}[ \t]*\("
    r"|\b(?:start|create|begin|generate)_?session\w{0,20}[ \t]*\("
)
_SESSION_WORDS_46 = ("session",)
# (each match of ``_SESSION_CALL_46`` holds one: searched only where one occurs, in the
# lowercase text, or the text has a letter the ignore-case regex reads as an ASCII one)
_SESSION_VERBS_46 = ("start", "create", "begin", "generate")
_CLIENT_CTOR_46 = re.compile(
    r"(?<![\w.])(?:[A-Za-z_]\w{0,40}(?:\.|::))*(?:new[ \t]+)?(?:[A-Z]\w{0,40})?"
    r"(?:Client|Api|API|Sdk|SDK|Service|Translator)[ \t]*\([ \t]*"
    r"(?P<q>[\"'])(?P<v>[^\"'\s]{16,200})(?P=q)"
)
_CLIENT_WORDS_46 = ("client(", "api(", "sdk(", "service(", "translator(")
_CALL_ARGS_46 = re.compile(r"[^()]{0,600}\)")
_PFX_NEXT_46 = re.compile(
    r"(?i)[^\s\"',()]{0,200}\.(?:pfx|p12)(?P<q0>[\"']?)(?:[ \t]*,[ \t]*|[ \t]+)"
    r"(?P<q>[\"']?)(?P<v>[^\s\"',()]{4,128})(?P=q)(?=[\s,)]|\Z)"
)
_PFX_WORDS_46 = (".pfx", ".p12")
_P4_TICKET_46 = re.compile(
    r"(?im)^[ \t]*(?:(?:ssl|tcp)[46]?:)?[\w.\-]{1,120}:\d{1,5}"
    r"(?:=[^\s=:]{1,64}:|[ \t]+\([^\s()]{1,64}\)[ \t]+)(?P<v>[0-9A-F]{32})[ \t]*$"
)
_ASIDE_46 = re.compile(
    r"(?i)(?:\b|(?<=_))(?:token|key|secret|password|passphrase|passwort|kennwort|jeton|clé"
    r"|mot de passe|contraseña|senha|clave|schlüssel)(?![\w])[^\n:()]{0,80}"
    r"\((?P<aside>[^()\n]{1,160})\)[ \t]*:[ \t]*(?P<v>[^\s\"'`\\]{8,200})"
)
# (each match of ``_ASIDE_46`` holds one, as ``_SESSION_VERBS_46`` for its regex)
_ASIDE_WORDS_46 = (
    "token", "key", "secret", "password", "passphrase", "passwort", "kennwort", "jeton", "clé",
    "mot de passe", "contraseña", "senha", "clave", "schlüssel",
)  # fmt: skip
_NAMED_PUBLIC_46 = re.compile(
    r"(?i)public|\bpub\b|fingerprint|checksum|digest|hash|\bids?\b|publishable|verif"
)
_ASIDE_NOT_46 = re.compile(
    r"(?i)example|sample|placeholder|dummy|fake|masked|redacted|revoked|expired|rotated"
    r"|exemple|fictif|masqué|révoqué|expiré"
)


def _random_46(value: str) -> bool:
    """A random value: random-shaped, or a run of 24 or more hex digits, letters and digits
    mixed (a digest's length of hex: a key drawn at random, whatever its mix)."""
    return random_shaped(value) or (
        len(value) >= 24
        and all(c in string.hexdigits for c in value)
        and not value.isdigit()
        and not value.isalpha()
    )


def _after_46_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "(" in text and any(word in low for word in _LOGIN_WORDS_46):
        for m in _LOGIN_CALL_46.finditer(text):
            args = list(_CALL_LITERAL.finditer(text, m.start("args"), m.end("args")))
            if len(args) < 2:
                continue
            value = args[-1].group("s")
            if (
                password_shaped(value, 8)
                and not _SNAKE.fullmatch(value)
                and not is_placeholder(value)
            ):
                yield args[-1].span("s")
    if (
        "(" in text
        and _any_word(low, _SESSION_WORDS_46, mask)
        and (_any_word(low, _SESSION_VERBS_46, mask) or _any_word(low, _OTHER_FOLD_WORDS, mask))
    ):
        for m in _SESSION_CALL_46.finditer(text):
            call = _CALL_ARGS_46.match(text, m.end())
            if call is None:
                continue
            for arg in _CALL_LITERAL.finditer(text, m.end(), call.end()):
                value = arg.group("s")
                if (
                    _random_46(value)
                    and not _UUID.fullmatch(value)
                    and not is_placeholder(value)
                    and "://" not in value
                    and "@" not in value
                ):  # (a session's ids are numbers, names and addresses)
                    yield arg.span("s")
    if _any_word(low, _CLIENT_WORDS_46, mask):
        for m in _CLIENT_CTOR_46.finditer(text):
            value = m.group("v")
            if _UUID.fullmatch(value) or "://" in value or "/" in value or "@" in value:
                continue  # (a bare UUID: a project's or an account's id as often)
            if _random_46(value) and not is_placeholder(value):
                yield m.span("v")
    if _any_word(low, _PFX_WORDS_46, mask):
        for m in _PFX_NEXT_46.finditer(text):
            value = m.group("v")
            if value.startswith(("-", "/", "$", "%", "{", "<", "@", "~", ".")) or "/" in value:
                continue  # a flag, a path, a reference: not the password
            if "\\" in value or re.search(r"\.\w{2,4}\Z", value) or is_placeholder(value):
                continue  # a file's name
            if (
                password_shaped(value, 6)
                or random_shaped(value)
                or (len(value) >= 8 and not value.islower() and not value.isupper()
                    and value.isalpha())
            ):  # fmt: skip
                yield m.span("v")
    if "ticket" in low and "\n" in text:
        for m in _P4_TICKET_46.finditer(text):
            yield m.span("v")
    if (
        "(" in text
        and ("):" in text or ") :" in text)
        and (_any_word(low, _ASIDE_WORDS_46, mask) or _any_word(low, _OTHER_FOLD_WORDS, mask))
    ):
        for m in _ASIDE_46.finditer(text):
            aside = m.group("aside").lower()
            if _ASIDE_NOT_46.search(aside) or ("public" in aside and "private" not in aside):
                continue  # (the key (public): a value the aside calls public)
            line_start = text.rfind("\n", 0, m.start()) + 1
            if _NAMED_PUBLIC_46.search(text, max(line_start, m.start() - 40), m.start("aside")):
                continue  # (a public key (…): …, a key's fingerprint (…): …: named public)
            value = m.group("v").rstrip(".,;)")
            if is_placeholder(value) or "://" in value:
                continue
            if _random_46(value) or password_shaped(value, 8):
                yield m.start("v"), m.start("v") + len(value)


# What stays:
# - The ``signature`` (a SHA-1 or SHA-256 hex digest) of a JSON object that describes a
#   stored resource (the same object holds its ``etag`` and its ``url``/``secure_url``):
#   an upload API's response, signed by the server for the client to check; it is computed
#   over that response and signs nothing a caller could send (a request's signature beside
#   an ``api_key`` and a ``timestamp`` still goes).
# - A value right after the noun of the thing it names (``Figma file <id>``, ``document
#   <id>``, ``board <id>``), with no colon or ``=`` between: that thing's id, even when a
#   secret's word came earlier in the sentence (``design tokens exported from file <id>``);
#   the noun nearest the value says what it is (not when a secret's word qualifies the
#   noun, ``key file <v>``, or the secret's word is linked to it, ``the token of the
#   channel <v>``, ``the key for project <v>``; not for a vendor's token or a value with
#   a password's symbols).
_OBJECT_NOUN_46 = re.compile(
    r"(?i)(?:^|[\s(])(?P<q>[\w\-]{1,30}[ \t]+)?(?:file|document|doc|board|frame|page|project"
    r"|folder|workspace|playlist|channel|asset|video|episode|sheet|spreadsheet)[ \t]+\Z"
)
_SIGNATURE_KEY_46 = re.compile(r"\"signature\"[ \t]*:[ \t]*\"\Z")
_ETAG_KEY_46 = re.compile(r"\"etag\"[ \t]*:")
_URL_KEY_46 = re.compile(r"\"(?:secure_)?url\"[ \t]*:[ \t]*\"https?://")
_ID_CHARS_46 = re.compile(r"[A-Za-z0-9][A-Za-z0-9_\-]{5,127}")
_SECRET_WORD_46 = re.compile(
    r"(?i)token|key|secret|pass(?:word|phrase)?|credential|jeton|clé|mot de passe|passwort"
)
_LINK_46 = re.compile(r"(?i)\b(?:of|for|to|on|de|du|des|pour|für|von|del|para)\b")
_SECRET_QUALIFIER_46 = re.compile(
    r"(?i)key|token|secret|pass|pwd|credential|auth|cert|private|signing|ticket|cookie|session"
)


def _after_46_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if (
        "ignature" in before
        and _LINE_SHA.fullmatch(core)
        and _SIGNATURE_KEY_46.search(before)
        and _ETAG_KEY_46.search(text, max(0, start - 800), min(len(text), end + 800))
        and _URL_KEY_46.search(text, max(0, start - 800), min(len(text), end + 800))
    ):
        return True  # a stored resource's description, signed by the server that sent it
    if not core or core != value or not before.endswith((" ", "\t")):
        return False
    if _vendor_secret(core) or _vendor_token(core) or not _ID_CHARS_46.fullmatch(core):
        return False  # (a vendor's token, a password's symbols: not an object's id)
    phrase = before[-80:]
    m = _OBJECT_NOUN_46.search(phrase)
    if m is None:
        return False
    qualifier = m.group("q") or ""
    if _SECRET_QUALIFIER_46.search(qualifier):
        return False
    # the token of the channel <v>, the key for project <v>: the secret's, given after it
    secrets = list(_SECRET_WORD_46.finditer(phrase, 0, m.start()))
    return not secrets or not _LINK_46.search(phrase, secrets[-1].end(), m.start())


# -- after batch 47 (embedded, IoT and industrial control) ------------------------------
# What goes:
# - A command that sets a named setting to a value (``setenv``, ``fw_setenv``, ``… set``:
#   a boot loader's environment, a device shell's settings, a config tool), the setting's
#   name ending in a secret's word (``…key``, ``…/psk``, ``…_password``, ``…token``): the
#   value goes when it is a password's or a key's shape (a name ending in ``-id``,
#   ``sha256``, a public key's name, a path or a reference stays).
# - A password's word in any language, inflected (``hasła``, ``hasłem``), directly followed
#   by a random value with no ``:`` or ``is`` between: the password (not after a digest's
#   word: the hash of a password).
# - A key written in groups: after a key's word, three or more groups of hex digits of one
#   length (4 or 8), separated by single spaces: the whole run (not a public key's, a key
#   id's or a fingerprint's).
# - The proof of possession of a device provisioning (``Proof of possession (PoP): <v>``,
#   ``--pop <v>``): the secret the phone proves it holds.
# - An MQTT client's username given with no password (``mosquitto_pub -u <v>`` without
#   ``-P``) when random: the device's access token, which the broker reads as its login.
# - A password prompt followed by an aside telling what was typed (``password: (typed <v>
#   …)``): the value typed.
_SET_CMD_47 = re.compile(
    r"(?i)(?:^|(?<=[\s$>#:;]))(?:fw_setenv|setenv|set)[ \t]+[\"']?"
    r"(?P<name>[\w./:\-]{0,60}?(?:psk|password|passwd|passphrase|pwd|secret|token|key))"
    r"[\"']?[ \t]+[\"']?(?P<v>[^\s\"']{6,128})[\"']?(?=[ \t]*(?:[;\r\n]|\Z))"
)
_SET_WORDS_47 = ("setenv", "set ", "set\t")
# (a password's words and their stems: a final vowel or soft sign dropped, the endings of
# an inflected language then read as up to four letters: hasło → hasła, hasłem, haśle)
_PW_WORDS_47 = tuple(
    sorted({word[:-1] if word[-1] in "aeiouyóąęьа" else word for word in _TOLD_WORDS} - {"pw"})
)
_PW_VALUE_47 = re.compile(
    r"(?i)(?<![\w\-])(?:" + "|".join(re.escape(w) for w in _PW_WORDS_47) + r")[^\W\d_]{0,4}"
    r"[ \t]+(?P<v>[A-Za-z0-9]{16,64})(?![\w\-])"
)
_DIGEST_BEFORE_47 = re.compile(
    r"(?i)hash|digest|sha|md5|bcrypt|checksum|skrót|hasz|skrot|fingerprint|crc|salt"
)
_GROUPED_KEY_47 = re.compile(
    r"(?i)(?<![\w\-])(?:key|psk|secret)[ \t]*(?:[:=][ \t]*)?"
    r"(?P<v>(?P<g>[0-9A-F]{4}|[0-9A-F]{8})(?:[ ][0-9A-F]{4,8}){2,15})(?![\w:\-])"
)
_GROUPED_NOT_47 = re.compile(r"(?i)public|\bpub\b|fingerprint|thumbprint|verif|hash")
_POP_47 = re.compile(
    r"(?i)(?:proof[ \t\-]+of[ \t\-]+possession(?:[ \t]*\([^)\n]{0,20}\))?[ \t]*"
    r"(?:[:=]|is\b)|(?<![\w\-])--pop(?:[ \t]|=))[ \t]*[\"'`]?(?P<v>[^\s\"'`,;)]{4,64})"
)
_MQTT_CMD_47 = re.compile(r"(?i)\bmosquitto_(?:pub|sub|rr)\b[^\n]*")
_MQTT_USER_47 = re.compile(r"(?:^|[ \t])(?:-u|--username)[ \t]+[\"']?(?P<v>[^\s\"']{12,128})")
_MQTT_PW_47 = re.compile(r"(?:^|[ \t])(?:-P|--pw)(?:[ \t]|=|\Z)")
_TYPED_47 = re.compile(
    r"(?i)(?:password|passphrase|passwort|kennwort|hasło|pin)[^\n:]{0,3}:[ \t]*\("
    r"(?:typed|entered)[ \t]+(?:in[ \t]+)?[\"'`]?(?P<v>[^\s\"'`)]{4,64})"
)


def _secret_value_47(value: str) -> bool:
    return (
        not is_placeholder(value)
        and not value.startswith((*_REFERENCE_STARTS, "/", "~", "."))
        and "://" not in value
        and (password_shaped(value, 6) or random_shaped(value) or _random_46(value))
    )


def _grouped_key_47(text: str, start: int, end: int) -> bool:
    """A key written in groups of hex digits of one length after a key's word (``join key
    <8 hex> <8 hex> <8 hex> <8 hex>``): not a public key's, a key id's or a fingerprint's.
    Judged before the public rules: a data structure's ``join key`` or ``sort key`` names a
    column, never a run of grouped hex digits."""
    if end - start < 14 or text[start:end].count(" ") < 2:
        return False
    line_start = text.rfind("\n", 0, start) + 1
    m = _GROUPED_KEY_47.search(text, max(line_start, start - 40), end)
    if m is None or m.span("v") != (start, end):
        return False
    groups = m.group("v").split(" ")
    if len({len(g) for g in groups}) != 1 or not any(c.isdigit() for c in m.group("v")):
        return False
    return not _GROUPED_NOT_47.search(text, max(line_start, m.start() - 20), m.start() + 3)


def _after_47_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if any(word in low for word in _SET_WORDS_47):
        for m in _SET_CMD_47.finditer(text):
            name = m.group("name").lower()
            if "pub" in name or "/" in m.group("v"):
                continue  # a public key's name, a path
            if _secret_value_47(m.group("v")):
                yield m.span("v")
    if any(word in low for word in _PW_WORDS_47):
        for m in _PW_VALUE_47.finditer(text):
            value = m.group("v")
            if _DIGEST_BEFORE_47.search(text, max(0, m.start() - 30), m.start()):
                continue  # the hash of a password
            if _random_46(value) or random_shaped(value):
                yield m.span("v")
    if "key" in low or "psk" in low or "secret" in low:
        for m in _GROUPED_KEY_47.finditer(text):
            if _grouped_key_47(text, *m.span("v")):
                yield m.span("v")
    if "possession" in low or "--pop" in low:
        for m in _POP_47.finditer(text):
            value = m.group("v")
            if is_placeholder(value) or value.startswith(("$", "{", "<")):
                continue
            if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
                yield m.span("v")
    if "mosquitto_" in low:
        for line in _MQTT_CMD_47.finditer(text):
            if _MQTT_PW_47.search(text, line.start(), line.end()):
                continue  # a username beside its password: a name
            for m in _MQTT_USER_47.finditer(text, line.start(), line.end()):
                value = m.group("v")
                if random_shaped(value) and not is_placeholder(value):
                    yield m.span("v")
    if "typed" in low or "entered" in low:
        for m in _TYPED_47.finditer(text):
            if _secret_value_47(m.group("v")):
                yield m.span("v")


# What stays:
# - A word of prose after a credential's word and its colon, in any language: a lowercase
#   word that starts a clause (``password: printed on the label, …``, ``hasło: podane na
#   …``), the next word a clause's small word (``on``, ``in``, ``by``, ``na``, ``w``) —
#   a passphrase's words do not run on into a sentence.
# - A fingerprint in colon-separated hex after a fingerprint's word in any language
#   (``지문``, ``指纹``, ``Fingerabdruck``, ``empreinte``, ``odcisk``).
# - A signature an asymmetric algorithm made (``ECDSA``, ``RSA``, ``Ed25519`` named on its
#   line before it) and a signing key's id (``signed by key id <hex>``): what a verifier
#   reads, not a secret (another key id stays hidden, as it always was).
# - Code: a dotted name called (``base64.b64encode(``) or an f-string's interpolation
#   (``{hashlib.sha256(pw.encode()).hexdigest()}``): an expression, not a value.
_PROSE_NEXT_47 = re.compile(
    r"(?i)[ \t]+(?:on|in|by|at|to|from|per|with|under|inside|behind|during|when|since|until"
    r"|after|before|for|as|via|into|within|the|a|an|na|w|we|z|ze|przez|przy|pod|od|do|po|dla"
    r"|jako|auf|im|am|von|unter|bei|seit|bis|nach|für|als|sur|dans|par|sous|en|depuis|après"
    r"|pour|por|bajo|sobre|desde|hasta|para|como|em|no|sotto|nel|sul|op|onder|bij|sinds|tot"
    r"|voor|на|в|во|при|с|по|для|под|после)[ \t]+[^\W\d_]"
)
_PRINT_WORD_47 = re.compile(
    r"(?i)지문|指纹|指紋|フィンガープリント|拇印|fingerabdruck|empreinte|huella|impronta"
    r"|odcisk|отпечат|vingerafdruk|parmak izi|impressão digital|otisk"
)
_SIGN_ALGO_47 = re.compile(
    r"(?i)\b(?:ecdsa|rsa(?:-pss)?|ed25519|ed448|eddsa|dsa|secp256[rk]1|p-(?:256|384|521))\b"
    r"[^\n]{0,40}signature"
)
_KEY_ID_47 = re.compile(
    r"(?i)\bsign(?:ed|ing)[ \t]+(?:(?:by|with)[ \t]+)?(?:the[ \t]+)?"
    r"key[ \t_\-]?id[ \t]*(?:[:=][ \t]*)?\Z"
)
_CALLED_47 = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
_INTERPOLATION_47 = re.compile(r"\{[A-Za-z_][\w.]*\((?:[^{}\n]{0,200})\}")


def _after_47_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t")
    if not core:
        return False
    if (
        core.isalpha()
        and core == core.lower()
        and before.rstrip(" \t").endswith((":", "："))
        and _PROSE_NEXT_47.match(text, end)
    ):
        return True  # password: printed on the label, …: a clause, not a value
    if _COLON_HEX.fullmatch(core) and _PRINT_WORD_47.search(before):
        return True
    if "ignature" in before and _SIGN_ALGO_47.search(before):
        return True  # ECDSA P-256 signature (base64): <v>: a verifier's input
    if (
        _KEY_ID_47.search(before)
        and core.isalnum()
        and len(core) <= 40
        and not (_vendor_token(core) or _vendor_secret(core))
    ):
        return True  # signed by key id <hex>: the key's name
    if text.startswith("(", end) and _CALLED_47.fullmatch(core):
        return True  # base64.b64encode(…): a call
    return _INTERPOLATION_47.fullmatch(core) is not None  # {hashlib.sha256(…)}: code


# Written after batch 48 (scientific computing and data platforms). What now goes:
# - A value in code quotes (`` `…` ``) within a few words after the word for a password
#   in another language (``şifre alanına `…` yazdım``, ``no campo de senha coloquei
#   `…```, ``ins Passwort-Feld habe ich `…` eingegeben``): the quotes are markup around
#   the value, which is judged as it is when written bare (a password's shape).
# - The rest of a split secret (``the rest …``, ``second half …``, after ``first half``
#   named a password, a token or a key) made of letters alone when they are drawn at
#   random (both cases, the case changing three times or more, no word's capitals): a
#   piece of a secret need not carry its digits and symbols, the other piece may.
# - A secret told in halves or parts in another language, as in English: the value after
#   the first piece's words (``ilk yarısı``, ``primeira metade``, ``la première moitié``,
#   ``die erste Hälfte``) and after the other piece's (``ikinci yarısı``, ``segunda
#   metade``, ``o resto``, ``der Rest``) where the word for a password, a key or a code
#   comes before the first; and the lines that follow a message saying the secret comes
#   in two, three or four parts (``vou mandar em duas partes``, ``en dos partes``, ``iki
#   parça``), each holding one random value alone: its pieces.
_ORDINAL_FIRST_48 = (
    r"(?:first|ilk|birinci|primeir[ao]|primer[ao]?|premi[eè]re?|prim[ao]|erste[rn]?|eerste)"
)
_ORDINAL_REST_48 = (
    r"(?:second|last|other|ikinci|son|di[ğg]er|segund[ao]|[uú]ltim[ao]|seconde?|deuxi[eè]me"
    r"|derni[eè]re?|autre|second[ao]|altr[ao]|zweiten?|letzten?|anderen?|tweede|laatste)"
)
_PIECE_NOUN_48 = (
    r"(?:half|part|piece|yar[ıi]s[ıi]|yar[ıi]|par[çc]as[ıi]|par[çc]a|k[ıi]sm[ıi]|metade|parte"
    r"|peda[çc]o|mitad|trozo|moiti[ée]|partie|morceau|met[àa]|pezzo|h[äa]lfte|teil|helft|deel)"
)
_REST_WORD_48 = r"(?:kalan[ıi]|resto|reste|rest)"
_FIRST_PIECE_48 = re.compile(
    rf"(?i)(?<!\w){_ORDINAL_FIRST_48}[ \t]+{_PIECE_NOUN_48}(?!\w)[ \t]*"
    r"(?:(?:is|é|es|est|è|ist|:|=|-|—)[ \t]*)?(?P<q>['\"`]?)(?P<v>[^\s'\"`]{4,80})(?P=q)"
)
_REST_PIECE_48 = re.compile(
    rf"(?i)(?<!\w)(?:{_ORDINAL_REST_48}[ \t]+{_PIECE_NOUN_48}|{_REST_WORD_48})(?!\w)[ \t]*"
    r"(?:(?:is|é|es|est|è|ist|:|=|-|—)[ \t]*)?(?P<q>['\"`]?)(?P<v>[^\s'\"`]{4,80})(?P=q)"
)
_PIECE_WORDS_48 = (
    "half", "part", "piece", "yarı", "yari", "parça", "parca", "kısm", "kism", "metade",
    "pedaç", "pedac", "mitad", "trozo", "moiti", "morceau", "metà", "meta", "pezz", "hälfte",
    "halfte", "teil", "helft", "deel", "kalan", "rest", "halves", "pedaz", "delen", "stukken",
)  # fmt: skip
_PARTS_SAID_48 = re.compile(
    r"(?i)(?<!\w)(?:two|three|four|2|3|4|duas|dois|tr[eê]s|dos|deux|trois|quatre|due|tre"
    r"|quattro|zwei|drei|vier|twee|drie|iki|[üu][çc]|d[öo]rt)[ \t]+(?:parts|pieces|halves"
    r"|partes|peda[çc]os|pedazos|trozos|metades|mitades|parties|morceaux|moiti[ée]s|parti"
    r"|pezzi|teile|teilen|h[äa]lften|delen|stukken|helften|par[çc]a(?:da|ya|lar|ya)?)(?!\w)"
)
_PARTS_NAMED_48 = re.compile(
    r"(?i)key|token|secret|pass|senha|contrase|[şs]ifre|parola|kennwort|wachtwoord|c[óo]digo"
    r"|code|codice|kodu?\b|clave|chave|cl[ée]|schl[üu]ssel|anahtar"
)
_PIECE_LINE_48 = re.compile(
    r"(?m)^(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[^:\n\[]{1,40}:[ \t]+)?(?P<v>[^\s\"'`]{8,64})[ \t]*$"
)
# - The rest of a quoted value a log record carries on to its next line: a line that
#   repeats the record's head (the same time, level and logger: ten characters or more,
#   a digit among them) and then, after a mark such as ``(cont)``, ``...`` or none, the
#   rest up to the closing quote. Where the line before ends inside a quote opened after
#   a password's, a secret's, a token's or a key's word, the two parts are one value.
_OPEN_TAIL_48 = re.compile(r"(?m)['\"][^'\"\s]{1,200}[ \t]*$")
_OPEN_VALUE_48 = re.compile(
    r"(?i)(?:pass(?:word|wd|phrase)?|pwd|secret|token|key)\w*[\"']?"
    r"(?:[ \t]*[:=][ \t]*|[ \t]+(?:is[ \t]+)?)(?P<q>['\"])(?P<v>[^'\"\s]{1,200})[ \t]*\Z"
)
_CONTINUED_48 = re.compile(
    r"[ \t]*(?:\((?:cont(?:inued|\.|'d|d)?|more)\)|\.\.\.|…|\+|>>?)?[ \t]*"
    r"(?P<v>[^'\"\s]{1,200})"
)
_OPEN_WORDS_48 = ("pass", "pwd", "secret", "token", "key")
_CODE_VALUE_48 = re.compile(r"`(?P<v>[^`\s]{6,128})`")
_CASE_CHANGE_48 = re.compile(r"[a-z](?=[A-Z])|[A-Z](?=[a-z])")
_CAMEL_PIECE_48 = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_VOWEL_48 = re.compile(r"(?i)[aeiou]")


def _random_letters_48(value: str) -> bool:
    """Letters drawn at random: both cases, the case changing three times or more, and
    pieces no camelCase name has (half of them or more of one or two letters or with no
    vowel, ``xQmRt``, ``Fbq``, or a pair of letters no English word holds, ``Pze``;
    ``getUserNameById``'s pieces are words, ``By`` and ``Id`` aside)."""
    if len(value) < 6 or not (value.isascii() and value.isalpha()):
        return False
    if value.islower() or value.isupper() or len(_CASE_CHANGE_48.findall(value)) < 3:
        return False
    pieces = _CAMEL_PIECE_48.findall(value)
    odd = sum(len(p) <= 2 or not _VOWEL_48.search(p) for p in pieces)
    pairs = _word_pairs()
    unsaid = any(p[i : i + 2].lower() not in pairs for p in pieces for i in range(len(p) - 1))
    return (odd * 2 >= len(pieces) or unsaid) and not _wordy(value)


def _piece_value_48(value: str) -> bool:
    return not is_placeholder(value) and (_secret_value_33(value) or _random_letters_48(value))


def _told_pieces_48(text: str, low: str) -> Iterator[tuple[int, int]]:
    """The pieces of a secret told in parts, in any of the languages above."""
    for first in _FIRST_PIECE_48.finditer(text):
        head = text[: first.start()].lower()
        if not (
            _SPLIT_SECRET_WORD_33.search(text, 0, first.start())
            or any(word in head for word in _FOREIGN_WORDS)
            or _PARTS_NAMED_48.search(text, 0, first.start())
        ):
            continue  # (no secret named before its first piece)
        value = first.group("v").rstrip(".,;!?")
        if _piece_value_48(value):
            yield first.start("v"), first.start("v") + len(value)
        for m in _REST_PIECE_48.finditer(text, first.end()):
            value = m.group("v").rstrip(".,;!?")
            if _piece_value_48(value):
                yield m.start("v"), m.start("v") + len(value)
        break
    for said in _PARTS_SAID_48.finditer(text):
        line_start = text.rfind("\n", 0, said.start()) + 1
        if not _PARTS_NAMED_48.search(text, line_start, said.start()):
            continue  # the message names a credential before its parts
        at = text.find("\n", said.end())
        for _ in range(5):  # the next lines, while each holds one value alone
            if at < 0:
                break
            piece = _PIECE_LINE_48.match(text, at + 1)
            if piece is None:
                break
            value = piece.group("v")
            if not (random_shaped(value, 12) or password_shaped(value, 10)) or _wordy(value):
                break
            yield piece.span("v")
            at = text.find("\n", piece.end())


def _continued_value_spans_48(text: str) -> Iterator[tuple[int, int]]:
    for tail in _OPEN_TAIL_48.finditer(text):
        line_end = tail.end()
        if line_end >= len(text):
            break
        line_start = text.rfind("\n", 0, tail.start()) + 1
        opened = _OPEN_VALUE_48.search(text, max(line_start, tail.start() - 100), line_end)
        if opened is None:
            continue
        nxt = line_end + 1
        nxt_end = text.find("\n", nxt)
        nxt_end = len(text) if nxt_end < 0 else nxt_end
        head = text[nxt : nxt + 10]
        at = text.find(head, line_start, opened.start()) if len(head) == 10 else -1
        if at < 0 or not any(c.isdigit() for c in head):
            continue  # (the next line does not repeat the record's head)
        shared, carried = text[at : opened.start()], text[nxt:nxt_end]
        common = next(
            (i for i, (a, b) in enumerate(zip(shared, carried, strict=False)) if a != b),
            min(len(shared), len(carried)),
        )
        m = _CONTINUED_48.match(text, nxt + common, nxt_end)
        if m is None or text[m.end() : m.end() + 1] != opened.group("q"):
            continue  # (the quote closes right after the rest)
        whole = opened.group("v") + m.group("v")
        if password_shaped(whole) or random_shaped(whole):
            yield opened.span("v")
            yield m.span("v")


def _after_48_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "`" in text and len(low) == len(text) and _any_word(low, _FOREIGN_WORDS, mask):
        for _, start, end in _foreign_anchors().find_matches_as_indexes(low):
            if low[start].isascii() and (
                (start and low[start - 1].isalnum())
                or (low[end : end + 1].isalpha() and end - start < 5)
            ):
                continue  # a Latin-script word inside another (clause, autoclave)
            limit = text.find("\n", end, end + 80)
            window_end = limit if limit >= 0 else min(len(text), end + 80)
            m = _CODE_VALUE_48.search(text, end, window_end)
            if m is None or len(text[end : m.start()].split()) > 4:
                continue  # (within a few words of the word, on its line)
            if _SENTENCE_END_48.search(text, end, m.start()):
                continue
            value = m.group("v")
            if value.startswith((*_REFERENCE_STARTS, "-", "/", "~", ".")) or is_placeholder(value):
                continue  # a reference, a flag or a path: not the value
            if password_shaped(value) or random_shaped(value):
                yield m.span("v")
    if (
        ("rest" in low or "second" in low or "other" in low or "end" in low)
        and ("with" in low or "first" in low)
        and _may_split_33(text, low)
    ):
        first = _SPLIT_START_33.search(text)
        if first is not None and _SPLIT_SECRET_WORD_33.search(text, 0, first.start()):
            for m in _SPLIT_REST_33.finditer(text, first.end()):
                value = m.group("v").rstrip(".,;!?")
                if _random_letters_48(value) and not is_placeholder(value):
                    yield m.start("v"), m.start("v") + len(value)
    if "\n" in text and _any_word(low, _PIECE_WORDS_48, mask):
        yield from _told_pieces_48(text, low)
    if "\n" in text and ("'" in text or '"' in text) and _any_word(low, _OPEN_WORDS_48, mask):
        yield from _continued_value_spans_48(text)


_SENTENCE_END_48 = re.compile(r"[.!?;][ \t]")
# What stays:
# - The mode of an auth setting (``auth=``, ``auth_type:``, ``auth_method=``,
#   ``auth_provider=``) given as one word of small letters (``"jupyterhub"``,
#   ``"keycloak"``, ``"azure-ad"``): the name of a scheme or of the service that signs in,
#   as the documented modes (``"kerberos"``, ``"ldap"``) always stayed. A password or a
#   token there has digits, capitals or symbols and still goes; a word that stands for an
#   account or a credential (``"user"``, ``"admin"``, ``"secret"``) is no mode's name.
# - A row of a listing (fields separated by commas, one of them a number, the others
#   names in small letters) on a line next to a row of the same layout: a command's
#   output, also right after a prompt for a password (a password is typed once and not
#   echoed; a listing prints rows).
_AUTH_MODE_BEFORE_48 = re.compile(
    r"(?i)(?<![\w\-.])auth(?:[_\-]?(?:type|mode|method|provider|backend|scheme|mechanism))?"
    r"[\"']?[ \t]*[:=][ \t]*[\"'`]?\Z"
)
_MODE_WORD_48 = re.compile(r"[a-z]{3,20}(?:-[a-z]{2,12})?")
# (a word that stands for an account or a credential is no mode's name: auth='user')
_ACCOUNT_WORDS_48 = frozenset(
    {"user", "username", "admin", "root", "guest", "test", "demo", "pass", "secret", "token"}
)
_ROW_FIELD_48 = re.compile(r"\d{1,12}|[a-z][a-z0-9]*(?:[._\-][a-z0-9]+)*")


def _row_layout_48(line: str) -> tuple[bool, ...] | None:
    """The layout of a listing's row (which of its comma-separated fields are numbers),
    or None when ``line`` is no such row."""
    fields = line.strip().split(",")
    if len(fields) < 2 or len(fields) > 12 or not all(_ROW_FIELD_48.fullmatch(f) for f in fields):
        return None
    layout = tuple(f.isdigit() for f in fields)
    return layout if any(layout) and not all(layout) else None


def _after_48_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if (
        "auth" in before[-40:].lower()
        and _MODE_WORD_48.fullmatch(core)
        and core not in _ACCOUNT_WORDS_48
        and _AUTH_MODE_BEFORE_48.search(before[-60:])
        and not _unsayable_piece(core.replace("-", ""))
    ):
        return True  # auth="jupyterhub": the mode's name
    if "," in core and "\n" in text:
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        if text[line_start:line_end].strip() != core:
            return False
        layout = _row_layout_48(core)
        if layout is None:
            return False
        next_end = text.find("\n", line_end + 1)
        after = text[line_end + 1 : len(text) if next_end < 0 else next_end]
        prev_start = text.rfind("\n", 0, max(0, line_start - 1)) + 1
        previous = text[prev_start : line_start - 1] if line_start else ""
        return layout in (_row_layout_48(after), _row_layout_48(previous))
    return False


# Written after batch 49 (carrier and ISP operations).
# What goes (a value's place says what it is, in any tool or vendor):
# - The password of a TL1 command that logs a user in or creates one (``ACT-USER``,
#   ``ENT-USER-SECU``; ``ED-PID``'s old and new): TL1 gives it as the first parameter of
#   the block after ``::``, after the target, the user and the correlation tag.
# - An SNMP community given to a setting or a command that names a community (``…_community:``,
#   ``community read|write [cipher|simple] <value>``), when password- or random-shaped: in
#   SNMP v1/v2c the community is the password (a word or a label stays).
# - A value under a name for an SNMPv3 passphrase glued as one word (``AUTHPASS``,
#   ``PRIVPASS``, as in ``{$SNMPV3_AUTHPASS}``), in an assignment or a name/value pair.
# - The shared secret of a RADIUS client's command line (``radclient … server
#   auth|acct|status|coa|disconnect|auto <secret>``): the tool takes it last, positionally.
# - A SIM's subscriber keys: 32 hex digits after a 15-digit IMSI on a command line (K, then
#   OPc), the columns of a SIM table named ``ki``/``k``/``opc``/``op``/``adm1``/``adm``
#   (a table that also holds ``imsi`` or ``iccid``), and a SIM programmer's ADM key or keys
#   after their flags (``--adm1``, ``--pin-adm``, ``--ki``, ``--opc``, ``--op``; pySim's
#   ``-a``/``-k``/``-o``).
# - What a REPL prints for a call that reads a secret's value (``get_value()`` of an object
#   the session got as a secret, ``get_secret_value()``, ``reveal()``).
# - The value a TR-069 provision declares for a parameter whose last name names a secret
#   (``declare("…ConnectionRequestPassword", …, {value: "…"})``).
# - The password after a command word glued from a password's word and ``auth``
#   (``password-auth``, ``pwd-auth``: how an OLT is told to admit an ONT by its password),
#   whatever its shape (an ONT's password is often ten digits).
# - The pieces of a credential a chat says it sends in pieces (``in two parts``, ``en dos
#   trozos``, ``2 tin``): each labelled piece (``first part:``, ``the rest:``, ``el
#   resto:``, ``phần đầu``, ``phần cuối``) goes, shorter than a whole secret as it is.
# - A login told as a user ``with`` a password (``the DB login is app_ro with <value>``),
#   and a credential or account ``changed to`` a value (``đổi sang``, ``cambiada a``),
#   when the value is password-shaped.
_TL1_PID_49 = re.compile(
    r"(?i)(?:^|(?<=[\s<;]))(?P<verb>ACT-USER|ENT-USER-SECU|ED-PID)[ \t]*:[^:;\n]{0,64}:"
    r"[^:;\n]{0,64}:[^:;\n]{0,64}::(?P<block>[^;\n]{1,300})"
)
_TL1_FIELD_49 = re.compile(r"(?P<q>\"?)(?P<v>[^,;\"\n]*)(?P=q)")
_TL1_WORDS_49 = ("act-user", "ent-user-secu", "ed-pid")
_COMMUNITY_49 = re.compile(
    r"(?i)(?<![A-Za-z0-9])(?:(?P<p>snmp|read|write|rw|ro|trap|get|set)[_\-]?)?community"
    r"[\"']?[ \t]*[:=][ \t]*(?P<q>[\"']?)(?P<v>[^\s\"',;#]{4,128})(?P=q)"
    r"|\bcommunity[ \t]+(?:read|write|rw|ro)[ \t]+(?:(?:cipher|simple|plain)[ \t]+)?"
    r"(?P<v2>[^\s\"']{4,128})"
)
_V3_PASS_49 = re.compile(
    r"(?i)(?:auth|priv)pass(?:phrase|word)?\w{0,20}\}?[\"']?"
    r"(?:[ \t]*[:=][ \t]*|[ \t]*,[ \t]*\"value\"[ \t]*:[ \t]*)"
    r"(?P<q>[\"']?)(?P<v>[^\s\"',;}]{1,128})(?P=q)"
)
_V3_WORDS_49 = ("authpass", "privpass")
_RADCLIENT_49 = re.compile(
    r"\bradclient\b[^\n|;&]{0,300}?[ \t](?:auth|acct|status|coa|disconnect|auto)[ \t]+"
    r"(?P<q>[\"']?)(?P<v>[^\s\"'|;&]{1,128})(?P=q)(?=[ \t]*(?:$|[\n|;&]))",
    re.MULTILINE,
)
_IMSI_KEYS_49 = re.compile(
    r"(?<![\w.])\d{14,15}[ \t]+(?P<k>[0-9A-Fa-f]{32})(?:[ \t]+(?P<o>[0-9A-Fa-f]{32}))?"
    r"(?![\w.])"
)
_SIM_KEY_COLUMNS_49 = frozenset({"ki", "k", "opc", "op", "adm1", "adm", "adm2", "kic", "kid"})
_SIM_ID_COLUMNS_49 = frozenset({"imsi", "iccid"})
_SIM_HEADER_49 = re.compile(
    r"(?im)(?:^|[ \t])(?P<h>[a-z0-9_]{1,12}(?:[ ]*[,;\t][ ]*[a-z0-9_]{1,12}){2,40})[ ]*\r?$"
)
_SIM_FLAG_49 = re.compile(
    r"(?i)(?<![\w\-])(?:--(?:adm1?|pin-adm|adm-key|ki|opc|op)|(?P<short>-[ako]))"
    r"(?:[ \t]+|=)(?P<q>[\"']?)(?P<v>[0-9A-Fa-f]{8,64})(?P=q)(?![\w\-])"
)
_SIM_WORDS_49 = ("pysim", "--adm", "--pin-adm", "--ki", "--opc", "--op ", "--op=")
_REPL_SECRET_49 = re.compile(
    r"(?m)^(?:>>>|In \[\d+\]:|irb\([^)\n]*\)[^>\n]*>|>)[ \t]*[\w.\[\]\"']{1,80}\."
    r"(?P<call>get_value|get_secret_value|reveal|reveal_value)\(\)[ \t]*\r?\n"
    r"(?:Out\[\d+\]:[ \t]*|=>[ \t]*)?(?P<q>[\"']?)(?P<v>[^\s\"']{6,256})(?P=q)[ \t]*\r?$"
)
_REPL_WORDS_49 = ("get_value()", "get_secret_value()", "reveal()", "reveal_value()")
_DECLARE_49 = re.compile(
    r"\bdeclare\([ \t]*(?P<q>[\"'])(?P<path>[\w.{}*\[\]]{1,200})(?P=q)(?P<rest>[^\n]{0,400})"
)
_DECLARE_VALUE_49 = re.compile(r"\bvalue[ \t]*:[ \t]*(?P<q>[\"'])(?P<v>[^\"'\n]{1,200})(?P=q)")

_PW_AUTH_49 = re.compile(
    r"(?i)(?<![\w\-])(?:password|passwd|pwd)-auth[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"']{4,64})(?P=q)"
)
_PW_AUTH_WORDS_49 = ("password-auth", "passwd-auth", "pwd-auth")
_PIECES_SAID_49 = re.compile(
    r"(?i)(?<![^\W\d_])(?:2|3|two|three|dos|tres|duas|deux|trois|zwei|drei|due|hai|ba)[ \t]+"
    r"(?:parts|pieces|halves|chunks|messages|msgs|trozos|partes|pedazos|mensajes|partie?s"
    r"|morceaux|teile|hälften|nachrichten|parti|pezzi|messaggi|tin(?:[ \t]+nhắn)?|phần|lần)"
    r"(?![^\W\d_])"
)
_PIECE_LABEL_49 = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:the[ \t]+)?(?:first|second|last|other)[ \t]+(?:part|half|piece|bit)"
    r"|part[ \t]*[12]|(?:the[ \t]+)?(?:rest|remainder)|(?:y[ \t]+)?(?:el[ \t]+)?resto"
    r"|(?:primera|segunda|[úu]ltima|otra)[ \t]+(?:parte|mitad)|la[ \t]+otra"
    r"|phần[ \t]+(?:đầu|cuối|sau|còn[ \t]+lại|[12])|le[ \t]+reste|der[ \t]+rest"
    r"|(?:première|deuxième|seconde|dernière)[ \t]+partie)"
    r"[ \t]*(?:[:=\-–][ \t]*)?[\"'`]?(?P<v>[^\s\"'`]{5,64}?)[\"'`.,;]?(?=\s|\Z)"
)
_PIECE_WORDS_49 = (
    "part", "piece", "halves", "chunk", "message", "msgs", "trozo", "parte", "pedazo",
    "mensaje", "partie", "morceau", "teile", "hälften", "nachricht", "pezzi", "messaggi",
    "tin", "phần", "lần",
)  # fmt: skip
_CREDENTIAL_49 = re.compile(
    r"(?i)passw|passphrase|secret|token|\bkey\b|clave|contrase|kennwort|mot de passe"
    r"|mật[ \t]+khẩu|senha|parola"
)
_CREDENTIAL_WORDS_49 = (
    "passw", "passphrase", "secret", "token", "key", "clave", "contrase", "kennwort",
    "mot de passe", "mật khẩu", "senha", "parola", "account", "tài khoản", "cuenta", "conta",
    "compte",
)  # fmt: skip
_LOGIN_WITH_49 = re.compile(
    r"(?i)(?<![^\W\d_])(?:login|log-in|credentials?|creds|account)(?![^\W\d_])[^\n]{0,60}?"
    r"(?<![^\W\d_])(?:it'?s|it’s|is|are|use)[ \t]+[`\"']?(?P<u>[\w.\-@]{2,64})[`\"']?[ \t]+"
    r"(?:with|w/|and|/|pw|pass)[ \t]+[`\"']?(?P<v>[^\s,;'\"`]{6,128}?)[`\"']?[.,;!]?(?=\s|\Z)"
)
_CHANGED_TO_49 = re.compile(
    r"(?i)(?<![^\W\d_])(?:passw\w*|mật[ \t]+khẩu|contraseña|clave|senha|kennwort"
    r"|mot[ \t]+de[ \t]+passe|(?P<account>account|tài[ \t]+khoản|cuenta|conta|compte))"
    r"(?![^\W\d_])(?P<mid>[^\n]{0,60}?)"
    r"(?:changed[ \t]+to|reset[ \t]+to|set[ \t]+to|đổi[ \t]+(?:sang|thành)|cambiad[ao][ \t]+a"
    r"|alterad[ao][ \t]+para|geändert[ \t]+(?:auf|zu|in)|chang[ée]e?[ \t]+en)"
    r"[ \t]*(?::[ \t]*)?[`\"']?(?P<v>[^\s,;'\"`]{6,128}?)[`\"']?[.,;!]?(?=\s|\Z)"
)
_ACCOUNT_USER_49 = re.compile(r"\([\w.\-@]{1,32}\)")
_CHANGED_WORDS_49 = (
    "changed to", "reset to", "set to", "đổi", "cambiad", "alterad", "geändert", "changé",
)  # fmt: skip


def _keyish_49(value: str) -> bool:
    return (
        not is_placeholder(value)
        and not value.startswith((*_REFERENCE_STARTS, "@"))
        and (password_shaped(value, 6) or random_shaped(value) or _mixed_hex(value))
    )


def _after_49_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "::" in text and any(word in low for word in _TL1_WORDS_49):
        for m in _TL1_PID_49.finditer(text):
            take = 2 if m.group("verb").upper() == "ED-PID" else 1
            at = m.start("block")
            for _ in range(take):
                f = _TL1_FIELD_49.match(text, at, m.end("block"))
                if f is None:
                    break
                value = f.group("v")
                if len(value) >= 4 and "=" not in value and not is_placeholder(value):
                    yield f.span("v")
                at = f.end() + 1
    if "community" in low:
        for m in _COMMUNITY_49.finditer(text):
            group = "v" if m.group("v") is not None else "v2"
            value = m.group(group)
            if group == "v" and m.group("p") is None and "snmp" not in low:
                continue  # (a bare ``community:`` names an SNMP one where SNMP is named)
            if value.lower() not in ("public", "private") and _keyish_49(value):
                yield m.span(group)
    if any(word in low for word in _V3_WORDS_49):
        for m in _V3_PASS_49.finditer(text):
            value = m.group("v")
            if _given(value) and not value.startswith(("$", "%", "{")):
                yield m.span("v")
    if "radclient" in low:
        for m in _RADCLIENT_49.finditer(text):
            value = m.group("v")
            if value != "-" and not is_placeholder(value) and not value.startswith(("$", "%")):
                yield m.span("v")
    if "imsi" in low or "dbctl" in low or "subscriber" in low:
        for m in _IMSI_KEYS_49.finditer(text):
            for group in ("k", "o"):
                if m.group(group) is not None and _mixed_hex(m.group(group)):
                    yield m.span(group)
    if "imsi" in low or "iccid" in low:
        yield from _sim_table_spans_49(text)
    if any(word in low for word in _SIM_WORDS_49):
        pysim = "pysim" in low
        for m in _SIM_FLAG_49.finditer(text):
            if m.group("short") is not None and not pysim:
                continue
            yield m.span("v")
    if any(word in low for word in _REPL_WORDS_49):
        for m in _REPL_SECRET_49.finditer(text):
            if m.group("call") == "get_value" and "secret" not in low:
                continue
            value = m.group("v")
            if not is_placeholder(value):
                yield m.span("v")
    if any(word in low for word in _PW_AUTH_WORDS_49):
        for m in _PW_AUTH_49.finditer(text):
            value = m.group("v")
            if _SNAKE.fullmatch(value):
                continue  # (a keyword: the next option, not a password)
            if not is_placeholder(value) and not value.startswith(("$", "%", "{", "-")):
                yield m.span("v")
    if any(word in low for word in _PIECE_WORDS_49) and any(
        word in low for word in _CREDENTIAL_WORDS_49
    ):
        yield from _told_pieces_49(text)
    if (" with " in low or " w/ " in low or " / " in low or " and " in low) and (
        "login" in low or "log-in" in low or "cred" in low or "account" in low
    ):
        for m in _LOGIN_WITH_49.finditer(text):
            value = m.group("v")
            if password_shaped(value, 8) and not _wordy(value) and not is_placeholder(value):
                yield m.span("v")
    if any(word in low for word in _CHANGED_WORDS_49) and any(
        word in low for word in _CREDENTIAL_WORDS_49
    ):
        for m in _CHANGED_TO_49.finditer(text):
            if m.group("account") and not _ACCOUNT_USER_49.search(m.group("mid")):
                continue  # (a plan changes too; an account named by its user: its password)
            value = m.group("v")
            if password_shaped(value, 8) and not is_placeholder(value):
                yield m.span("v")
    if "declare(" in low:
        for m in _DECLARE_49.finditer(text):
            last = m.group("path").rsplit(".", 1)[-1]
            if not is_secret_key(last):
                continue
            values = list(_DECLARE_VALUE_49.finditer(text, m.start("rest"), m.end("rest")))
            if values:
                value = values[-1].group("v")
                if not is_placeholder(value) and not value.startswith(("$", "%", "{")):
                    yield values[-1].span("v")


def _told_pieces_49(text: str) -> Iterator[tuple[int, int]]:
    """The labelled pieces after a text says a credential comes in pieces (within the
    2,000 characters after it)."""
    said = _PIECES_SAID_49.search(text)
    if said is None:
        return
    line_start = text.rfind("\n", 0, said.start()) + 1
    line_end = text.find("\n", said.end())
    line = text[line_start : len(text) if line_end < 0 else line_end]
    if not _CREDENTIAL_49.search(line):
        return
    for m in _PIECE_LABEL_49.finditer(text, said.end(), said.end() + 2000):
        value = m.group("v")
        if is_placeholder(value) or (value.isalpha() and value.islower()):
            continue  # (a piece of a random secret may read as a word: its label says)
        if any(c.isdigit() for c in value) or (
            any(c.isupper() for c in value[1:]) and any(c.islower() for c in value)
        ):
            yield m.span("v")


def _sim_table_spans_49(text: str) -> Iterator[tuple[int, int]]:
    """The SIM-key columns of a table that also names an IMSI or ICCID column."""
    for header in _SIM_HEADER_49.finditer(text):
        separator = "," if "," in header.group("h") else (";" if ";" in header.group("h") else "\t")
        names = [n.strip().lower() for n in header.group("h").split(separator)]
        if not set(names) & _SIM_ID_COLUMNS_49:
            continue
        wanted = {i for i, n in enumerate(names) if n in _SIM_KEY_COLUMNS_49}
        if not wanted:
            continue
        at = header.end()
        while True:
            line_start = text.find("\n", at)
            if line_start < 0:
                break
            line_start += 1
            line_end = text.find("\n", line_start)
            line_end = len(text) if line_end < 0 else line_end
            line = text[line_start:line_end]
            cells = line.split(separator)
            if len(cells) != len(names):
                break
            offset = line_start
            for i, cell in enumerate(cells):
                value = cell.strip().rstrip("\r")
                if i in wanted and len(value) >= 8 and all(c in string.hexdigits for c in value):
                    begin = offset + cell.find(value)
                    yield begin, begin + len(value)
                offset += len(cell) + 1
            at = line_end


# What stays (what the text says a value is, in any tool or vendor):
# - A reference to a value kept elsewhere in the forms configuration languages give it:
#   ``$env(NAME)`` (Kamailio), ``$${name}`` (FreeSWITCH's preprocessor), ``$ENV{NAME}``
#   (Perl), ``%env(NAME)%`` (Symfony); a path in parentheses after the place it is kept
#   (``stored in Vault (kv/olt/olt-07)``): where the secret is, not the secret.
# - A RADIUS accounting session's id (``Acct-Session-Id``, ``Acct-Multi-Session-Id``): the
#   NAS numbers a session's accounting records with it; it authenticates nothing.
# - A dotted setting's name before its ``=`` (``reg.1.auth.userId="…"``): ``auth`` in a
#   setting's path is its section; the name is not the value.
# - A hardware address after the word for one (``MAC``, ``HWaddr``, ``ether``).
# - A note in parentheses where a value would be (``"psk":"(printed on the label)"``):
#   words saying where the value is, not the value.
# - A device's serial number under a name saying so (``ont_sn``, ``serial``,
#   ``serial_number``): printed on the device's label.
# - The value of a field a listing names a description or a label (``Description :``,
#   ``Alias :``, ``Remark :``): a device listing's free text, not its password.
# - The ``Key Data`` of a listing of public keys (``show crypto key mypubkey``, a
#   ``public key`` heading): a public key's bytes.
_REFERENCE_49 = re.compile(
    r"\$env\([A-Za-z_][\w.]{0,80}\)|\$\$\{[\w.\-]{1,80}\}|\$ENV\{[\w.]{1,80}\}"
    r"|%env\([\w:]{1,80}\)%"
)
_PAREN_PATH_49 = re.compile(r"\(?[\w.\-]{1,64}(?:/[\w.\-]{1,64}){1,8}/?\)?")
_ACCT_SESSION_49 = re.compile(r"(?i)\bacct-(?:multi-)?session-id[ \t]*(?:=|:)[ \t]*[\"']?\Z")
_DOTTED_NAME_49 = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+){2,8}=?")
_MAC_BEFORE_49 = re.compile(
    r"(?i)(?:\bmac(?:[ \t]+address)?|\bhwaddr|\bether)[ \t]*(?:[:=][ \t]*)?\Z"
)
_MAC_49 = re.compile(
    r"[0-9A-Fa-f]{12}|[0-9A-Fa-f]{2}(?:[:\-][0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{4}(?:\.[0-9A-Fa-f]{4}){2}"
)
_NOTE_49 = re.compile(r"\((?:[^\W\d_]{1,20}[ ,.;]+){2,20}[^\W\d_]{1,20}[.!]?\)")
_SERIAL_NAME_49 = re.compile(
    r"(?i)(?:\b|_)(?:sn|serial(?:[_\-]?(?:number|no|num))?)[\"']?[ \t]*[:=][ \t]*[\"']?\Z"
)
_KEY_SERIAL_49 = re.compile(r"(?i)key|licen[cs]|secret|token|pass|activation|product|auth")
_LABEL_LINE_49 = re.compile(
    r"(?i)[ \t]*(?:description|desc|alias|remarks?|comment|label)[ \t]*[:=][ \t]*"
)
_PUBKEY_HEAD_49 = re.compile(r"(?i)mypubkey|\bpublic[ \t]+key\b|\bpubkey\b")


def _after_49_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"' \t\r\n")
    if not core:
        return False
    if ("$" in core or "%env" in core) and _REFERENCE_49.fullmatch(core):
        return True  # $env(DB_PASSWORD), $${esl_password}: a reference
    if core.startswith("(") and "/" in core:
        inner = core.strip("()")
        if _PAREN_PATH_49.fullmatch(core) and not any(
            random_shaped(part, 12) for part in inner.split("/")
        ):
            return True  # stored in Vault (kv/olt/olt-07): where it is kept
    if "ession-" in before and _ACCT_SESSION_49.search(before):
        return True  # Acct-Session-Id = "…": an accounting record's session id
    if "." in core and (core.endswith("=") or text[end : end + 1] == "="):
        parts = core.rstrip("=").split(".")
        if _DOTTED_NAME_49.fullmatch(core) and not any(random_shaped(p, 12) for p in parts):
            return True  # reg.1.auth.userId="…": a setting's name
    if len(core) <= 17 and _MAC_49.fullmatch(core) and _MAC_BEFORE_49.search(before[-40:]):
        return True  # MAC 0004f2…: a hardware address
    if core.startswith("(") and _NOTE_49.fullmatch(core):
        return True  # "(printed on the label)": words where the value would be
    if (
        len(core) <= 32
        and core.isalnum()
        and _SERIAL_NAME_49.search(before[-40:])
        and not _KEY_SERIAL_49.search(before[-40:])
    ):
        return True  # "ont_sn":"…": a device's serial number (a key's or licence's goes)
    line = text[text.rfind("\n", 0, start) + 1 : start]
    if (
        len(line) <= 80
        and _LABEL_LINE_49.fullmatch(line)
        and "\n" not in core
        and not _vendor_secret(core)
        and not _vendor_token(core)
    ):
        return True  # Description : …: a listing's free text (a vendor's token still goes)
    head = text[max(0, start - 600) : start]
    # show crypto key mypubkey … Key Data: a public key's bytes
    return (
        "key data" in head[-300:].lower()
        and not before.strip()
        and _PUBKEY_HEAD_49.search(head) is not None
        and "private" not in head.lower()
    )


# -- written after held-out batch 50 (an app's runtime services: push, crash reporting,
# purchases, attribution, feature flags, distribution) ---------------------------------
#
# What goes:
# - The value of an HTTP header named ``authentication`` (a request's header, as
#   ``authorization`` is): the credential the request is signed in with.
# - The pieces of a secret the text says it splits, labelled by the piece's words in
#   Indonesian and Italian (``bagian 1: …``, ``bagian kedua …``, ``la seconda metà …``,
#   ``seconda parte: …``) when the text names a secret: each piece, even a short run of
#   letters, is part of it.
# - A quoted literal whose comment on the same line calls it a server-side (or admin,
#   backend) key, token or secret: the key a server keeps, not an SDK's public one.
_AUTHENTICATION_50 = re.compile(
    r"(?im)^[ \t]*authentication[ \t]*:[ \t]*(?:(?:bearer|basic|token)[ \t]+)?"
    r"(?P<v>[A-Za-z0-9_\-.+/=~]{12,256})[ \t]*\r?$"
)
_PIECE_WORDS_50 = ("bagian", "potongan", "metà", "parte", "pezzo")
_PIECE_50 = re.compile(
    r"(?i)(?<![\w])(?:(?:bagian|potongan)(?:[ \t]+(?:\d{1,2}|ke-?\d{1,2}|pertama|kedua|ketiga"
    r"|keempat|terakhir|akhir))?|(?:(?:la|il|e|ed|poi|prima|seconda|terza|quarta|ultima"
    r"|primo|secondo|terzo|ultimo)[ \t]+){0,3}(?:metà|parte|pezzo)(?:[ \t]+\d{1,2})?)"
    r"(?:[ \t]*(?:[:=]|\bè|\badalah|\bialah|\byaitu)[ \t]*|[ \t]+)[\"'`]?"
    r"(?P<v>[A-Za-z0-9_\-+/=.]{8,200})"
)
_PIECE_SECRET_50 = re.compile(
    r"(?i)secret|token|\bkey\b|\bkunci|rahasia|sandi|password|chiave|segret|credenzial"
)
_SERVER_WORDS_50 = ("server-side", "server side", "serverside", "admin", "backend")
_QUOTED_50 = re.compile(r"(?P<q>[\"'])(?P<v>[A-Za-z0-9_\-.+/=]{16,200})(?P=q)")
_COMMENT_50 = re.compile(r"[ \t,;)]*(?://|#|--)[ \t]*(?P<c>[^\n]{1,120})")
_SERVER_KEY_50 = re.compile(
    r"(?i)(?:server[- ]?side|\bserver\b|\badmin\b|\bbackend\b)[\w \t-]{0,30}?"
    r"\b(?:api[ _-]?)?(?:key|token|secret)\b"
)
_NOT_SERVER_50 = re.compile(r"(?i)public|publishable|client[- ]?side|\bid\b|example|dummy|fake")


def _piece_50(value: str) -> bool:
    """A piece of a secret: digits among letters, or a mix of cases inside a word (not a
    word, a title word or a shouted one)."""
    if is_placeholder(value) or value.startswith(("$", "{", "<", "/", ".")):
        return False
    core = value.strip(".,;:")
    letters = "".join(c for c in core if c.isalpha())
    if any(c.isdigit() for c in core) and letters:
        return True
    return bool(letters) and not (letters.islower() or letters.isupper() or core.istitle())


def _after_50_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "authentication" in low and ":" in text:
        for m in _AUTHENTICATION_50.finditer(text):
            value = m.group("v")
            if not is_placeholder(value) and (random_shaped(value, 12) or _random_46(value)):
                yield m.span("v")  # (a scheme's name, ``HMAC-SHA256``, stays)
    if _any_word(low, _PIECE_WORDS_50, mask) and _PIECE_SECRET_50.search(low):
        for m in _PIECE_50.finditer(text):
            value = m.group("v").rstrip(".,;:'\"`")
            if _piece_50(value):
                yield m.start("v"), m.start("v") + len(value)
    if _any_word(low, _SERVER_WORDS_50, mask) and ("//" in text or "#" in text):
        for m in _QUOTED_50.finditer(text):
            line_end = text.find("\n", m.end())
            c = _COMMENT_50.match(text, m.end(), len(text) if line_end < 0 else line_end)
            if c is None:
                continue
            comment = c.group("c")
            if not _SERVER_KEY_50.search(comment) or _NOT_SERVER_50.search(comment):
                continue
            value = m.group("v")
            if not is_placeholder(value) and (random_shaped(value) or _random_46(value)):
                yield m.span("v")


# What stays:
# - A value its own label calls public, in several languages (``app token (public, safe
#   to share): <v>``, ``public API key: <v>``, ``App key (pubblica): <v>``, ``<v> (memang
#   publik)``), unless the label negates it (``not public``, ``non pubblica``, ``bukan
#   publik``) or names a secret after the public word (``public id and secret: <v>``).
# - A value the next sentence calls public or not a credential (``# the DSN is meant to
#   be public``, ``This is a device's address, not a credential``): the sentence opens
#   with ``this``/``it`` or with the value's own label word.
# - A key file's name (``AuthKey_<id>.p8``, ``<name>_<id>.p12``, ``.json``, ``.pem``): the
#   id in a file's name names the key; what is secret is the file's content.
# - A reference to where a password is kept, in the tool's syntax (``file:<path>``,
#   ``env:<NAME>``, ``@keychain:<item>``, ``@env:<NAME>``): not the password.
# - A job's id (``"job": "<id>"``, ``job=<id>``): an upload's or a build's handle.
# - An app's ``owner/name`` after ``-a``/``--app`` when both are words (and numbers).
_PUBLIC_WORD_50 = re.compile(
    r"(?i)(?<![\w/.-])(?:public|publik|pubblic[ao]|p[uú]blic[ao]|publique|öffentlich"
    r"|oeffentlich|openbaar|publiczn[ay]|safe to share)(?![\w/=-])"
)
_NOT_BEFORE_50 = re.compile(
    r"(?i)(?:\b(?:not|non|no|bukan|tidak|nicht|niet|never|mai|nie|nunca|jamais|pas)\b"
    r"[ \t]+(?:(?:a|an|the|un|una|uno|il|la|lo|ein|eine|yang|ever)[ \t]+)?)\Z"
)
_SECRET_AFTER_50 = re.compile(
    r"(?i)secret|private|privat|segret|rahasia|password|passwort|passphrase|signing|master"
    r"|\bserver\b|admin|sandi|geheim"
)
_ASIDE_50 = re.compile(
    r"[ \t]*(?:[(\[](?P<a>[^()\[\]\n]{1,80})[)\]]|(?://|#)[ \t]*(?P<c>[^\n]{1,80}))"
)
_NEXT_OPEN_50 = re.compile(
    r"(?i)[ \t]*(?:#{1,3}|/{2,3}|--|\*|>)?[ \t]*(?:this|it|that|the[ \t]+(?P<n>[\w-]{2,30}))\b"
)
_NEXT_PUBLIC_50 = re.compile(
    r"(?i)\b(?:is|are|'s)\b[^.;\n]{0,40}?(?:(?<![\w/.-])public(?![\w/-])|safe to share)"
)
_NEXT_NOT_SECRET_50 = re.compile(
    r"(?i)\b(?:is|are|'s)\b[^.;\n]{0,60}?\bnot[ \t]+(?:a[ \t]+)?(?:credential|secret|password)s?\b"
)
_NOT_SECRET_50 = re.compile(
    r"(?i)\b(?:not|non|bukan|tidak|nicht|kein|niet|no)\b[ \t]+(?:(?:a|un|una|uno|ein)[ \t]+)?"
    r"(?:secret|segret[oa]|rahasia|geheim|credential|credenziale)\b"
)
# (after the public word: a new sentence, or a verb that starts another clause)
_KEY_NAMED_50 = re.compile(r"[\"'`]?[ \t]*[:=]")
_CLAUSE_50 = re.compile(r"(?i)[.;!?][ \t]|\b(?:is|are|was|adalah|ialah)\b")
_KEY_FILE_50 = re.compile(
    r"(?:[\w.~-]{1,60}/){0,12}[A-Za-z][A-Za-z0-9]{0,30}_[A-Za-z0-9_-]{4,60}"
    r"(?P<ext>\.(?:p8|p12|pfx|pem|key|json|jks|keystore|cer|crt|der|mobileprovision))?"
)
_KEY_EXT_50 = re.compile(
    r"\.(?:p8|p12|pfx|pem|key|json|jks|keystore|cer|crt|der|mobileprovision)\b"
)
_KEPT_AT_50 = re.compile(r"(?:file|env|fd):[\w./~${}\-]*|@(?:keychain|env):[\w.\-]*")
_APP_FLAG_50 = re.compile(r"(?:^|[ \t])(?:-a|--app)(?:[ \t]+|=)\Z")
_SLUG_50 = re.compile(r"[A-Za-z][\w.-]{0,40}/[A-Za-z][\w.-]{0,60}")
_JOB_50 = re.compile(r"(?i)(?<![\w-])[\"']?(?:job|job_?id|jobid)[\"']?[ \t]*[:=][ \t]*[\"']?\Z")


# (what the public words and the not-secret words hold, in either case: the text's test)
_SAID_WORDS_50 = (
    "ubli", "UBLI", "ubbli", "UBBLI", "úblic", "ÚBLIC", "ffentlich", "FFENTLICH", "penbaar",
    "afe to share", "ecret", "egret", "ahasia", "eheim", "redential", "redenzial", "assword",
)  # fmt: skip


@lru_cache(maxsize=16)  # (once a text: its spans are judged one by one)
def _says_50(text: str) -> bool:
    return any(word in text for word in _SAID_WORDS_50)


def _called_public_50(label: str) -> bool:
    """Does ``label`` (the words before a value, or an aside after it) call the value
    public (or not a secret), without negating it or naming a secret after the word?"""
    said = _NOT_SECRET_50.search(label)
    if said is not None:
        rest = label[said.end() :]
        return not _SECRET_AFTER_50.search(rest) and not _CLAUSE_50.search(rest)
    found = list(_PUBLIC_WORD_50.finditer(label))
    if not found:
        return False
    last = found[-1]
    named = _KEY_NAMED_50.match(label, last.end())
    if named is not None and re.search(r"\w", label[named.end() :]):
        return False  # "public": false, "token": …: a setting named public, then another
    if _NOT_BEFORE_50.search(label, max(0, last.start() - 30), last.start()):
        return False
    rest = label[last.end() :]
    return not _SECRET_AFTER_50.search(rest) and not _CLAUSE_50.search(rest)


def _labelled_public_50(text: str, start: int, end: int) -> bool:
    """Does the label before the value on its line, or an aside right after it, call the
    value public?"""
    line_start = text.rfind("\n", 0, start) + 1
    if _called_public_50(text[max(line_start, start - 100) : start]):
        return True
    aside = _ASIDE_50.match(text, end, min(len(text), end + 100))
    return aside is not None and _called_public_50(aside.group("a") or aside.group("c"))


def _after_50_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t")
    if not core:
        return False
    key_file = _KEY_FILE_50.fullmatch(core)
    if key_file is not None and (key_file.group("ext") or _KEY_EXT_50.match(text, end)):
        return True  # a key file's name (its id names the key)
    if _KEPT_AT_50.fullmatch(core):
        return True  # where the password is kept
    if _vendor_secret(core):
        return False  # (a vendor's secret in its own shape: whatever the words say)
    if ("job" in before or "JOB" in before or "Job" in before) and (
        _JOB_50.search(before) and _ID_CHARS_46.fullmatch(core)
    ):
        return True
    if "/" in core and "-" in before and _APP_FLAG_50.search(before) and _SLUG_50.fullmatch(core):
        runs = re.split(r"[/_.-]", core)
        if all(run.isalpha() or run.isdigit() for run in runs if run):
            return True  # -a owner/app: an app's name, words and numbers
    line_start = text.rfind("\n", 0, start) + 1
    label = text[max(line_start, start - 100) : start]
    if not _says_50(text):
        return False  # (no word that calls a value public or not a secret)
    if _labelled_public_50(text, start, end):
        return True
    if len(core) >= 16:  # the same value where the text labels it public
        at = text.find(core)
        for _ in range(8):
            if at < 0:
                break
            if not start <= at < end and _labelled_public_50(text, at, at + len(core)):
                return True
            at = text.find(core, at + len(core))
    line_end = text.find("\n", end)
    if line_end < 0:
        return False
    following = text[line_end + 1 : line_end + 241]
    opening = _NEXT_OPEN_50.match(following)
    if opening is None:
        return False
    noun = opening.group("n")
    if noun is not None and noun.lower() not in label.lower():
        return False  # the sentence speaks of something else
    sentence = re.split(r"[.;\n]", following[opening.end() :], maxsplit=1)[0]
    told = _NEXT_NOT_SECRET_50.search(sentence)
    if told is None:
        told = _NEXT_PUBLIC_50.search(sentence)
        word = None if told is None else _PUBLIC_WORD_50.search(sentence, told.start())
        if word is None or _NOT_BEFORE_50.search(sentence, max(0, word.start() - 30), word.start()):
            return False
    return told is not None and not _SECRET_AFTER_50.search(sentence, 0, told.end())


# -- written after held-out batch 51 (energy, mobility and transport software) --------
#
# What goes:
# - A PIN (or PUK) written as the word in capitals (or ``PIN code``) then its 4 to 8
#   digits with only a blank between (``card PIN 4821.``), and the value of a ``--pin``
#   (``--puk``, ``--*-pin``) flag: a person's number, whatever it unlocks.
# - The last quoted argument of a modem's AT command whose name says it sets a
#   credential (``AT+…AUTH``, ``…PASS``, ``…PWD``, ``…PIN``, ``…KEY``, ``…PSK``): the
#   password, PIN or key the device signs in with.
# - The value of a flag that passes an unlock, access, pairing or activation code
#   (``--unlock-code``, ``--access-code``) when it is random (digits among letters).
# - A Thai password or access code (``รหัสผ่าน``, ``รหัสเข้า…``, ``รหัสลับ``) then ``คือ``
#   (is) or ``:`` and its value: the same sentence as ``password is …``.
_PIN_51 = re.compile(
    r"(?<![\w-])(?:PIN|PUK|PIN[ -]?[Cc]ode|[Pp]in[ -]code)[ \t]+(?P<v>\d{4,8})(?![\w@/:-]|[.,]\d)"
)
_PIN_FLAG_51 = re.compile(
    r"(?i)(?<![\w-])--(?:[a-z]+-)?(?:pin|puk)[ \t]*[= \t][ \t]*[\"']?(?P<v>\d{4,8})(?![\w.-])"
)
_AT_51 = re.compile(r"(?m)^[ \t>]*AT[+$%#^](?P<n>[A-Z0-9_]{0,24})(?P<a>=[^\r\n]{1,300})")
_AT_NAME_51 = re.compile(r"AUTH|PASS|PWD|PIN|KEY|PSK|CRED")
_AT_ARG_51 = re.compile(r"\"(?P<v>[^\"\r\n]{4,128})\"")
_CODE_FLAG_51 = re.compile(
    r"(?i)(?<![\w-])--(?:unlock|access|auth|pair|pairing|activation|activate|admin|master"
    r"|security|enable|setup|install)[-_]code(?:[ \t]+|=)[\"']?(?P<v>[A-Za-z0-9]{6,64})(?![\w-])"
)
_THAI_CODE_51 = re.compile(
    "รหัส(?:ผ่าน|เข้า|ลับ|พิน|PIN)[^\\n:=]{0,60}?(?:คือ|:|=)[ \\t]*[\"'`]?"
    "(?P<v>[A-Za-z0-9!#$%&*+./@^_~-]{4,64})"
)


def _after_51_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "pin" in low or "puk" in low:
        if "PIN" in text or "PUK" in text or "in code" in low or "in-code" in low:
            for m in _PIN_51.finditer(text):
                if not is_placeholder(m.group("v")):
                    yield m.span("v")
        if "-pin" in low or "-puk" in low:
            for m in _PIN_FLAG_51.finditer(text):
                if not is_placeholder(m.group("v")):
                    yield m.span("v")
    if "at+" in low:
        for m in _AT_51.finditer(text):
            if not _AT_NAME_51.search(m.group("n")):
                continue
            args = list(_AT_ARG_51.finditer(text, m.start("a"), m.end("a")))
            if len(args) >= 1 and not is_placeholder(args[-1].group("v")):
                yield args[-1].span("v")
    if ("-code" in low or "_code" in low) and "--" in text:
        for m in _CODE_FLAG_51.finditer(text):
            value = m.group("v")
            mixed = any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
            if mixed and not is_placeholder(value):
                yield m.span("v")
    if "รหัส" in low:
        for m in _THAI_CODE_51.finditer(text):
            value = m.group("v").rstrip(".,;")
            if any(c.isdigit() for c in value) and not is_placeholder(value):
                yield m.start("v"), m.start("v") + len(value)


# What stays:
# - The word after a flag that makes the tool ask for the password (``--askpass``,
#   ``--ask-pass``, ``--ask-become-pass``, ``--password-prompt``): such a flag takes no
#   value, so the next word is the command's own argument (a vendor's token still goes).
# - A base64 value under a name that holds no secret (``host``, ``hostname``, ``port``,
#   ``server``, ``endpoint``, ``url``, ``database``, ``namespace``), as in a Kubernetes
#   Secret's ``data:``, when it decodes to a host, ``host:port``, a word or a URL without
#   credentials: encoding hides nothing, and the name says what it is.
# - A key id beside a signature algorithm's name (``alg ES256, key id …``, ``"alg":
#   "RS256", "kid": "…"``): it names the key that verifies, as a signed token's header
#   does, and is no part of a secret.
# - The base64 body of a WS-Security ``BinarySecurityToken`` whose ``ValueType`` names
#   X.509: a certificate (``MII…``), public by design.
_ALG_51 = re.compile(r"(?<![\w-])(?:ES|RS|PS|HS)(?:256|384|512)(?![\w-])|\bEdDSA\b|\bEd25519\b")
_KEY_ID_51 = re.compile(r"(?i)(?<![\w-])(?:key[ _-]?id|kid)[\"']?[ \t]*(?:[:=][ \t]*)?[\"']?\Z")
_ID_51 = re.compile(r"[A-Za-z0-9_.:-]{4,80}")
_X509_TOKEN_51 = re.compile(
    r"(?i)<(?:\w+:)?BinarySecurityToken\b[^<>]{0,300}ValueType=[\"'][^\"']{0,120}X509[^<>]{0,200}>"
    r"[ \t\r\n]*\Z"
)
_ASK_FLAG_51 = re.compile(
    r"(?i)(?<![\w-])--(?:ask[-_]?(?:[a-z]+[-_])?pass(?:word)?|prompt[-_]?pass(?:word)?"
    r"|pass(?:word)?[-_]prompt)[ \t]+\Z"
)
_PLAIN_NAME_51 = re.compile(
    r"(?im)(?:^|[{,])[ \t]*[\"']?(?:host|hostname|port|server|endpoint|url|uri|database"
    r"|db|dbname|db_name|namespace|region)[\"']?[ \t]*:[ \t]*[\"']?\Z"
)
_B64_51 = re.compile(r"[A-Za-z0-9+/]{4,400}={0,2}")
_PLAIN_DECODED_51 = re.compile(
    r"(?:[a-z][a-z0-9+.-]{1,10}://)?[A-Za-z0-9][A-Za-z0-9._-]{0,200}(?::\d{1,5})?(?:/[\w./-]*)?"
)


def _after_51_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t")
    if not core:
        return False
    asked = "ask" in before or "prompt" in before or "ASK" in before
    if asked and _ASK_FLAG_51.search(before[-40:]):
        plain = not random_shaped(core, 12) and not _random_46(core)
        if plain and not _vendor_secret(core):
            return True  # --askpass keys …: the flag takes no value
    if ("id" in before[-12:] or "ID" in before[-12:] or "Id" in before[-12:]) and (
        _KEY_ID_51.search(before[-40:]) and _ID_51.fullmatch(core)
    ):
        line_start = text.rfind("\n", 0, start) + 1
        if _ALG_51.search(text, max(line_start, start - 160), start) and not _vendor_secret(core):
            return True  # alg ES256, key id …: the verifying key's name
    if core.startswith("MII") and "509" in before[-400:]:
        head = text[max(0, start - 400) : start]
        if _X509_TOKEN_51.search(head):
            return True  # <wsse:BinarySecurityToken ValueType="…X509v3">MII…: a certificate
    encoded = ":" in before and len(core) % 4 == 0 and _B64_51.fullmatch(core) is not None
    if encoded and _PLAIN_NAME_51.search(before[-40:]):
        try:
            decoded = b64decode(core, validate=True).decode("ascii")
        except ValueError:
            return False
        if "@" not in decoded and _PLAIN_DECODED_51.fullmatch(decoded):
            return True  # host: <base64 of db.internal:5432>: a host, encoded
    return False


# -- written after held-out batch 52 (office automation, no-code and low-code tools) ----
#
# What goes:
# - The password column of a shared account sheet: a table (comma, semicolon, tab or
#   Markdown pipes) whose header names a password column, in several languages
#   (``Password``, ``Lösenord``, ``Passwort``, ``Contraseña``, ``पासवर्ड``, ``パスワード``): each
#   row's cell in that column, and in a name/value sheet (a header with a value column) the
#   value of a row whose name names a password (``SFTP_Password,text,<v>``).
# - The second string given to a login call (``.login("<user>", "<v>")``, ``.logon``,
#   ``.sign_in``, ``.authenticate``): the password, even words with spaces (an app
#   password, a passphrase).
# - The token after ``/user <name>`` (or ``--user``, ``-user``) on a command line when it
#   is not a flag and is password-shaped: a CLI that takes the password positionally.
_SHEET_PW_WORDS_52 = (
    "password", "passwort", "passwd", "kennwort", "lösenord", "losenord", "wachtwoord",
    "contraseña", "contrasena", "senha", "mot de passe", "hasło", "haslo", "salasana",
    "adgangskode", "passord", "parola", "şifre", "sifre", "пароль", "पासवर्ड", "パスワード",
    "密码", "密碼", "비밀번호", "pwd", "passcode", "heslo", "jelszó", "lozinka", "geslo",
)  # fmt: skip
_SHEET_USER_WORDS_52 = (
    "user", "username", "user name", "login", "e-mail", "email", "mail", "användare",
    "användarnamn", "benutzer", "benutzername", "gebruiker", "gebruikersnaam", "usuario",
    "utilisateur", "identifiant", "usuário", "utente", "brugernavn", "brukernavn",
    "käyttäjä", "käyttäjätunnus", "kullanıcı", "użytkownik", "login id", "user id",
    "account", "konto", "यूज़रनेम", "यूजरनेम", "उपयोगकर्ता", "ユーザー", "ユーザー名", "用户名",
    "用戶名", "사용자", "아이디", "пользователь", "логин",
)  # fmt: skip
_SHEET_VALUE_WORDS_52 = ("value", "wert", "värde", "varde", "valor", "valeur", "waarde")
_SHEET_DELIMS_52 = (",", ";", "\t", "|")
# (a cell that says where the password is, or that there is none: a note, not a password)
_SHEET_NOTES_52 = frozenset(
    ("n/a", "na", "none", "same", "sso", "tbd", "todo", "unknown", "-", "—", "?", "vault",
     "bitwarden", "1password", "lastpass", "keepass", "keeper", "dashlane", "ingen",
     "keine", "saknas", "ninguna", "aucun")
)  # fmt: skip
_APP_PASSWORD_52 = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}")


def _header_word_52(cell: str, words: tuple[str, ...]) -> bool:
    """Does the header cell name one of ``words`` (alone, or as its last word)?"""
    core = re.sub(r"\([^()]*\)", "", cell).strip(" \t*_#`\"'").lower()
    if not core or len(core) > 40:
        return False
    if core in words:
        return True
    last = re.split(r"[ _.-]", core)[-1]
    return last in words


def _cells_52(line: str, delim: str) -> list[tuple[int, int]]:
    """The cells of a row (offsets in the line, trimmed)."""
    body_start, body_end = 0, len(line.rstrip("\r"))
    if delim == "|":
        stripped = line.strip()
        if not stripped.startswith("|"):
            return []
        body_start = line.index("|") + 1
        trimmed = line.rstrip().rstrip("\r")
        body_end = len(trimmed) - 1 if trimmed.endswith("|") else len(trimmed)
    cells: list[tuple[int, int]] = []
    at = body_start
    while at <= body_end:
        nxt = line.find(delim, at, body_end)
        stop = body_end if nxt < 0 else nxt
        a, b = at, stop
        while a < b and line[a] in " \t":
            a += 1
        while b > a and line[b - 1] in " \t\r":
            b -= 1
        cells.append((a, b))
        if nxt < 0:
            break
        at = nxt + 1
    return cells


def _sheet_password_52(cell: str) -> bool:
    """A cell of a password column that holds a password (not a mask, a note, a
    reference or nothing)."""
    value = cell.strip("\"'`")
    if not 4 <= len(value) <= 128 or value.lower() in _SHEET_NOTES_52:
        return False
    if value.startswith(("(", "[", "<", "{", "$", "%", "@", "=")) or is_placeholder(value):
        return False
    if set(value) <= set("*•·x.-_ "):
        return False  # a mask
    if " " in value or "\t" in value:
        return bool(_APP_PASSWORD_52.fullmatch(value))  # (prose, but an app password)
    return not value.isalpha()  # (a word alone: as often a note as a password)


def _body_row_52(previous: str, delim: str, cells: int) -> bool:
    """Is ``previous``, the line above a row, a row of the same table (as many cells, not
    a border such as ``+----+----+`` or a Markdown rule)? Then that row is in the table's
    body (``| password | varchar(255) |`` in a schema's listing), not its header."""
    if set(previous.strip()) <= set("|+-=: "):
        return False
    return len(_cells_52(previous, delim)) == cells


@lru_cache(maxsize=16)  # (once a text: its spans are judged one by one)
def _sheets_52(
    text: str,
) -> tuple[frozenset[tuple[int, int]], tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """The account sheets of ``text``: (the spans of their password cells, of their user
    cells, of their rows)."""
    low = text.lower()
    passwords: set[tuple[int, int]] = set()
    users: list[tuple[int, int]] = []
    rows: list[tuple[int, int]] = []
    if not any(word in low for word in _SHEET_PW_WORDS_52):
        return frozenset(), (), ()
    lines: list[tuple[int, str]] = []
    at = 0
    for line in text.split("\n"):
        lines.append((at, line))
        at += len(line) + 1
    index = 0
    while index < len(lines) - 1:
        line = lines[index][1]
        index += 1
        if len(line) > 400 or (
            "," not in line and ";" not in line and "\t" not in line and "|" not in line
        ):
            continue  # (a header is a short row of cells)
        lowered = line.lower()
        if not any(word in lowered for word in (*_SHEET_PW_WORDS_52, *_SHEET_VALUE_WORDS_52)):
            continue
        for delim in _SHEET_DELIMS_52:
            if line.count(delim) < (2 if delim == "|" else 1):
                continue
            header = [line[a:b] for a, b in _cells_52(line, delim)]
            if len(header) < 2 or any(len(cell) > 40 or "@" in cell for cell in header):
                continue
            if index >= 2 and _body_row_52(lines[index - 2][1], delim, len(header)):
                continue  # (a row under another of the same cells: a table's body, no header)
            password_col = [
                i for i, c in enumerate(header) if _header_word_52(c, _SHEET_PW_WORDS_52)
            ]
            value_col = [
                i for i, c in enumerate(header) if _header_word_52(c, _SHEET_VALUE_WORDS_52)
            ]
            user_col = [i for i, c in enumerate(header) if _header_word_52(c, _SHEET_USER_WORDS_52)]
            if not password_col and not value_col:
                continue
            row = index
            if delim == "|" and row < len(lines) and set(lines[row][1].strip()) <= set("|-: "):
                row += 1  # (a Markdown table's rule)
            while row < len(lines):
                row_start, row_line = lines[row]
                cells = _cells_52(row_line, delim)
                if len(cells) != len(header):
                    break
                rows.append((row_start, row_start + len(row_line)))
                for col in password_col:
                    a, b = cells[col]
                    if _sheet_password_52(row_line[a:b]):
                        passwords.add((row_start + a, row_start + b))
                if value_col and not password_col:
                    named = any(
                        any(w in row_line[a:b].lower() for w in _SHEET_PW_WORDS_52)
                        for i, (a, b) in enumerate(cells)
                        if i not in value_col
                    )
                    for col in value_col if named else ():
                        a, b = cells[col]
                        if _sheet_password_52(row_line[a:b]):
                            passwords.add((row_start + a, row_start + b))
                if password_col:
                    users.extend(
                        (row_start + cells[c][0], row_start + cells[c][1]) for c in user_col
                    )
                row += 1
            index = max(index, row)  # (a row read is no sheet's header: each line read once)
            break
    return frozenset(passwords), tuple(users), tuple(rows)


_LOGIN_WORDS_52 = ("login(", "logon(", "log_in(", "sign_in(", "signin(", "authenticate(")
_LOGIN_POSITIONAL_52 = re.compile(
    r"\.(?:login|logon|log_in|sign_in|signin|authenticate)\([ \t]*"
    r"(?:\"[^\"\n]{1,100}\"|'[^'\n]{1,100}'|[A-Za-z_][\w.]{0,60})[ \t]*,[ \t]*"
    r"(?P<q>[\"'])(?P<v>[^\"'\n]{1,200})(?P=q)[ \t]*[,)]"
)
_USER_FLAG_WORDS_52 = ("/user", "-user")
_USER_POSITIONAL_52 = re.compile(
    r"(?i)(?:^|[ \t])(?:/|--?)user(?:[ \t]+|:)(?P<u>[^\s/\-\"'][^\s\"']{0,60})[ \t]+"
    r"(?P<v>[^\s/\-\"'$%<{][^\s\"']{3,127})(?=[ \t]|\r?$)",
    re.M,
)


def _positional_password_52(value: str) -> bool:
    """Password-shaped: letters and digits, and a mix of cases or a symbol."""
    if not 6 <= len(value) <= 128 or is_placeholder(value) or "=" in value:
        return False
    has_letter = any(c.isalpha() for c in value)
    has_digit = any(c.isdigit() for c in value)
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    symbol = any(c in "!@#$%^&*?+~" for c in value)
    return has_letter and has_digit and (mixed or symbol)


def _after_52_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if _any_word(low, _SHEET_PW_WORDS_52, mask) and "\n" in text:
        yield from _sheets_52(text)[0]
    if _any_word(low, _LOGIN_WORDS_52, mask):
        for m in _LOGIN_POSITIONAL_52.finditer(text):
            value = m.group("v")
            if _APP_PASSWORD_52.fullmatch(value) or (
                not _SNAKE.fullmatch(value)
                and not value.isalpha()
                and not is_placeholder(value)
                and not set(value) <= set("*•x. ")
            ):
                yield m.span("v")  # (an app password's four groups: whatever their letters)
    if _any_word(low, _USER_FLAG_WORDS_52, mask):
        for m in _USER_POSITIONAL_52.finditer(text):
            if _positional_password_52(m.group("v")):
                yield m.span("v")


# What stays:
# - The user column of an account sheet (a header naming users beside its password
#   column): a user's name or address is an identifier, not the secret.
# - A span that runs across a sheet row's cells (from a row's start into another cell): a
#   row is not one value; the sheet's own cells are judged one by one.
# - The question a prompt asks (the string given to ``InputBox(``, ``input(``,
#   ``getpass(``, ``Read-Host -Prompt``, ``prompt(``): what is typed is the secret, not the
#   words that ask for it.
# - A document's file name (``<name>.xlsx``, ``.docx``, ``.csv``, ``.pdf`` …): the file a
#   password opens, not the password.
# - An ODBC data source's name (``dsn=<name>``, a word): where to connect, not a key (a
#   DSN with an address or a user in it is judged as before).
_PROMPT_52 = re.compile(
    r"(?i)(?:inputbox|input|getpass|raw_input|prompt|askstring|askpassword|read-host"
    r"(?:[ \t]+-prompt)?)[ \t]*(?:\([ \t]*)?(?P<q>[\"'])[^\"'\n]{0,120}\Z"
)
_DOC_FILE_52 = re.compile(
    r"(?i)(?P<stem>[^\s/\\:*?\"<>|]{1,80})\.(?:xlsx|xlsm|xlsb|xls|docx|docm|doc|pptx|ppt|csv|tsv"
    r"|pdf|odt|ods|odp|rtf|txt)"
)
_DSN_52 = re.compile(r"(?i)(?<![\w])dsn[ \t]*=[ \t]*\Z")
_DSN_NAME_52 = re.compile(r"[A-Za-z][\w\-. ]{0,60}")


def _after_52_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t")
    doc = _DOC_FILE_52.fullmatch(core) if "." in core else None
    if doc is not None and not _vendor_secret(core):
        runs = [run for run in re.split(r"[ _.-]", doc.group("stem")) if run]
        if all(run.isalpha() or run.isdigit() or (len(run) <= 4 and run.isalnum()) for run in runs):
            return True  # a document's name: words, numbers and short labels (q3, v2)
    if ("(" in before or "ead-" in before or "EAD-" in before) and (
        prompt := _PROMPT_52.search(before)
    ):
        close = text.find(prompt.group("q"), end)
        line_end = text.find("\n", end)
        if close >= 0 and (line_end < 0 or close < line_end):
            return True  # the words of a prompt's question
    dsn = "=" in before and _DSN_52.search(before) and _DSN_NAME_52.fullmatch(core)
    if dsn and not random_shaped(core, 12):
        return True  # a data source's name
    if "\n" not in text or not _sheet_said_52(text):
        return False
    passwords, users, rows = _sheets_52(text)
    if (start, end) in passwords:
        return False
    span = (start, end)
    stripped = value.strip("\"' ")
    if span in users or any(
        a <= start and end <= b and text[a:b].strip("\"' ") == stripped for a, b in users
    ):
        return True
    for a, b in rows:
        if a <= start < b and end <= b + 1:
            row = text[a:b]
            piece = text[start:end]
            if any(d in piece and d in row for d in _SHEET_DELIMS_52):
                return True
    return False


@lru_cache(maxsize=16)
def _sheet_said_52(text: str) -> bool:
    low = text.lower()
    return any(word in low for word in _SHEET_PW_WORDS_52)


# -- written after held-out batch 53 (legal, HR, payroll, accounting and tax software) --
#
# What goes:
# - The value of a name whose last word is ``pin`` or ``puk`` (``CARD_PIN=``,
#   ``ERIC_CERT_PIN='…'``, ``-Dkart.pin=``, ``"simPin":``, ``pin_code:``) when it is four
#   to eight digits or has a password's shape: the number or passphrase that unlocks a
#   card, a token or a certificate, in any syntax. A hardware pin's number (one to three
#   digits), a pinned digest (base64 or hex, ``sha256/…``), a version, a constant's name
#   or a path stay.
# - A PIN written as the word (``PIN``, ``PIN code``, ``PUK``) then what it unlocks (a
#   card, a SIM, a token, a certificate, a reader, in several languages: ``PIN do karty``,
#   ``PIN für die Karte``, ``PIN for the card``) then its four to eight digits.
# - The value of a configuration key (INI, .env, properties, YAML) named with the word
#   for a password of another language written without its diacritics (``Haslo=`` for
#   ``hasło``, ``slaptazodis``, ``lykilord``): the same word, typed on a keyboard without
#   them.
# - The one value of an XML login element (``<Login>``, ``<Credentials>``,
#   ``<Authentication>``, ``<Logon>``) that holds it alone: with no user and no password
#   beside it, that value is the login, the credential whatever it is called
#   (``<TrustedId>``, ``<AccessCode>``), when it has a password's shape and its name does
#   not say who signs in (a user, an account, a client, a company, a tenant) nor a public
#   part (a digest, a nonce, a certificate, a key's or a request's id).
# - A credential said to be pasted in two, three or four pieces in Polish, Czech,
#   Slovak, Russian, Ukrainian, Hungarian, Swedish, Danish, Norwegian or Finnish (``w
#   dwóch kawałkach``, ``ve dvou částech``, ``в двух частях``, ``két részben``, ``i två
#   delar``, ``kahdessa osassa``): each of the next lines that holds one value alone (after
#   a chat's prefix, its cut marks ``…`` or ``...`` aside) when the value is random.
_PIN_WORD_53 = re.compile(r"pin|puk")
_PIN_SUFFIX_53 = re.compile(r"(?:[._\-]?(?:code|kodu|kod|nr|number))?")
_PIN_VALUE_53 = re.compile(
    r"[\"']?[ \t]*[:=][ \t]*(?:(?P<q>[\"'])(?P<v>[^\s\"'`]{4,128})(?P=q)"
    r"|(?P<u>[^\s\"'`,;<>]{4,128})(?![^\s\"'`,;<>]))"
)
_PIN_UNLOCKS_53 = re.compile(
    r"(?<![\w-])(?:PIN|PUK)(?:[ \-]?(?:[Cc]ode|[Kk]odu|[Kk]od))?[ \t]+"
    r"(?:(?i:for|to|of|do|dla|für|fuer|zur|zum|der|die|des|pour|de|la|le|du|para|del|per|il"
    r"|della|voor|van|de|för|til|the|your|my|our|na|pro|k|ke|için|icin)[ \t]+){0,2}"
    r"(?i:card|cards|karty|karta|kartę|karte|karten|kart|kartı|kartın|karti|carte|tarjeta"
    r"|cartão|cartao|carta|scheda|kaart|kortet|kort|smartcard|smart[ \t]+card|sim|token"
    r"|yubikey|reader|czytnika|czytnik|lesegerät|certificate|certyfikatu|certyfikat"
    r"|zertifikat|zertifikats|sertifika|sertifikası|certifikát|certifikatu|certificat"
    r"|certificado|certificato|device|urządzenia|gerät|geräts|cihaz|cihazı|phone|telefonu"
    r"|telefon)(?:[ \t]+(?i:için|icin))?"
    r"[ \t]*(?::|=|-|—|(?i:is|jest|je|ist|est|es|è|é))?[ \t]*(?P<v>\d{4,8})(?![\w@/:-]|[.,]\d)"
)
_PW_KEY_WORDS_53 = ("haslo", "hasla", "slaptazodis", "lykilord", "salasona")
_PW_KEY_53 = re.compile(r"(?i)haslo|hasla|slaptazodis|lykilord|salasona")
_PW_KEY_REST_53 = re.compile(
    r"(?P<rest>[A-Za-z0-9_.\-]{0,40})[\"']?[ \t]*[:=][ \t]*(?:(?P<q>[\"'])"
    r"(?P<v>[^\s\"'`]{4,128})(?P=q)|(?P<u>[^\s\"'`;]{4,128})(?![^\s\"'`;]))"
)
_PW_KEY_NOT_53 = re.compile(
    r"(?i)file|path|name|hint|env|plik|nazwa|sciezka|dlugosc|length|min|max|policy|wymag"
    r"|required|expir|wazn|reset|change|zmian"
)
_LOGIN_WORDS_53 = ("login", "logon", "credential", "authentication")
_LOGIN_BLOCK_53 = re.compile(
    r"<(?P<ns>\w+:)?(?P<tag>Login|LoginInfo|Logon|Credentials?|Authentication|AuthInfo"
    r"|UserCredentials?)\b[^<>]{0,200}>(?P<body>[^\x00]{0,2000}?)</(?P=ns)?(?P=tag)>",
    re.IGNORECASE,
)
_LOGIN_CHILD_53 = re.compile(
    r"<(?:\w+:)?(?P<n>[A-Za-z][\w.\-]{0,60})(?:[ \t][^<>]{0,200})?>(?P<v>[^<>\s]{8,200})</"
)
_WHO_WORDS_53 = frozenset(
    {
        "user", "username", "name", "login", "email", "mail", "account", "client", "company",
        "tenant", "org", "organization", "organisation", "domain", "env", "environment",
        "locale", "lang", "language", "type", "mode", "version", "realm", "role", "customer",
        "partner", "vendor", "seller", "application", "app", "timestamp", "date", "time",
    }
)  # fmt: skip
# (what a login element carries beside its secret and names as public or derived: a
# digest, a nonce, a certificate and its serial, a key's or a request's id, a method)
_PUBLIC_CHILD_WORDS_53 = frozenset(
    {
        "hash", "digest", "fingerprint", "thumbprint", "nonce", "serial", "certificate",
        "cert", "created", "expires", "expiry", "method", "algorithm", "status", "result",
        "issuer", "subject", "audience", "signature", "salt", "public", "challenge",
    }
)  # fmt: skip
_PUBLIC_ID_WORDS_53 = frozenset(
    {"key", "request", "message", "correlation", "trace", "transaction", "device", "document",
     "order", "invoice", "batch", "reference", "ref", "kid", "cert", "certificate", "serial"}
)  # fmt: skip
_PIECE_NOUNS_53 = (
    "kawał", "kawal", "częś", "czesc", "części", "část", "častech", "časti", "kousk",
    "част", "rész", "resz", "darab", "delar", "deler", "bitar", "stykker", "osaan", "osassa",
    "osiin", "osina", "paloina", "palassa",
)  # fmt: skip
_PARTS_SAID_53 = re.compile(
    r"(?i)(?<!\w)(?:2|3|4|dwa|dwie|dwóch|dwoch|trzy|trzech|cztery|czterech|dvě|dve|dvou"
    r"|dvoch|tři|tri|třech|troch|štyri|dva|две|двух|два|три|трёх|трех|дві|двох|két|ket"
    r"|három|harom|négy|negy|två|tva|to|tre|fire|kahte\w{0,3}|kahde\w{0,3}|kolme\w{0,3})"
    r"[ \t]+(?:kawa[łl]k\w{0,4}|cz[ęe][śs]c\w{0,4}|[čc][áa]st\w{0,4}|kous\w{0,4}|kus\w{0,4}"
    r"|част\w{0,4}|r[ée]sz\w{0,4}|darab\w{0,4}|delar|dele|deler|bitar|stykker|bidder"
    r"|osa\w{0,4}|pala\w{0,4})(?!\w)"
)
_PARTS_NAMED_53 = re.compile(
    r"(?i)key|token|secret|pass|klucz|has[łl]|hesl|kl[íi][čc]|jelsz|kulcs|парол|ключ|токен"
    r"|l[öo]senord|nyckel|n[øo]gle|n[øo]kkel|salasan|avain|tunnus"
)
_PIECE_LINE_53 = re.compile(
    r"(?m)^(?:\[[^\]\n]{1,24}\][ \t]*)?(?:[^:\n\[]{1,60}:[ \t]+)?(?P<v>[^\s\"'`]{8,200})[ \t]*$"
)
_CUT_MARKS_53 = ("…", "...", "..")


def _pin_value_53(value: str) -> bool:
    """A PIN's value: four to eight digits, or a passphrase's or a password's shape (not
    a pinned digest, a version, a constant's or a dotted name, a reference or a path)."""
    if value.isdigit():
        return 4 <= len(value) <= 8
    if is_placeholder(value) or value.startswith((*_REFERENCE_STARTS, "/", "~", ".")):
        return False
    if "/" in value or ":" in value or "\\" in value or value.endswith("="):
        return False  # (sha256/…, a path, base64 of a digest)
    if all(c in string.hexdigits for c in value) and len(value) >= 16:
        return False
    if _CONSTANT.fullmatch(value) or _CALLED_47.fullmatch(value):  # (a dotted name)
        return False
    if _TOLD_VERSION.fullmatch(value):
        return False
    return password_shaped(value, 8)


def _pin_name_spans_53(text: str, low: str) -> Iterator[tuple[int, int]]:
    for m in _PIN_WORD_53.finditer(low):
        at = m.start()
        if at and text[at - 1].isalnum() and not (text[at] == "P" and text[at - 1].islower()):
            continue  # (inside a word: spin, shopping; cardPin is a name's last word)
        rest = _PIN_SUFFIX_53.match(text, m.end())
        tail = rest.end() if rest is not None else m.end()
        if tail < len(text) and (text[tail].isalnum() or text[tail] in "_"):
            continue  # (pinned, pin_length, PIN_HINT: another word follows)
        value = _PIN_VALUE_53.match(text, tail)
        if value is not None:
            group = "v" if value.group("q") else "u"
            if _pin_value_53(value.group(group)):
                yield value.span(group)


def _folded_password_key_spans_53(text: str) -> Iterator[tuple[int, int]]:
    for m in _PW_KEY_53.finditer(text):
        at = m.start()
        if at and text[at - 1].isalpha() and not (text[at].isupper() and text[at - 1].islower()):
            continue  # (inside a word)
        line_start = text.rfind("\n", 0, at) + 1
        head = text[line_start:at]
        if head.strip(" \t") and not re.fullmatch(
            r"[ \t]*(?:export[ \t]+|set[ \t]+|-D)?[A-Za-z0-9_.\-]{0,40}", head
        ):
            continue  # (a key at a line's start: a configuration line, not prose)
        value = _PW_KEY_REST_53.match(text, m.end())
        if value is None or _PW_KEY_NOT_53.search(value.group("rest")):
            continue
        group = "v" if value.group("q") else "u"
        core = value.group(group)
        if core.startswith((*_REFERENCE_STARTS, "/", "~", ".")) or "\\" in core:
            continue  # (a reference or a path)
        if not is_placeholder(core) and (password_shaped(core, 6) or random_shaped(core, 12)):
            yield value.span(group)


def _login_child_spans_53(text: str) -> Iterator[tuple[int, int]]:
    for block in _LOGIN_BLOCK_53.finditer(text):
        found: list[tuple[int, int]] = []
        named_secret = False
        for child in _LOGIN_CHILD_53.finditer(text, block.start("body"), block.end("body")):
            named = _name_words(child.group("n"))
            words = set(named)
            if is_secret_key(child.group("n")):
                named_secret = True  # (a password's own element: its rules judge it)
                break
            if not words or words & _WHO_WORDS_53:
                continue  # (who signs in: a user's, an account's, a client's name)
            if words & _PUBLIC_CHILD_WORDS_53:
                continue  # (a digest, a nonce, a certificate: beside the secret, not it)
            if named[-1] == "id" and len(named) >= 2 and named[-2] in _PUBLIC_ID_WORDS_53:
                continue  # (a key's, a request's id)
            value = child.group("v")
            if _UUID.fullmatch(value) or _digest_sized_53(value):
                continue  # (an id, a digest's bytes)
            if value.startswith(("$", "%", "{")) or is_placeholder(value):
                continue
            if any(c in value for c in "@/:.") and not random_shaped(value, 16):
                continue  # (an address, a host, a path)
            if password_shaped(value, 8) or random_shaped(value, 12):
                found.append(child.span("v"))
        children = len(_LOGIN_CHILD_53.findall(text, block.start("body"), block.end("body")))
        if len(found) == 1 and children == 1 and not named_secret:
            yield found[0]  # (the login's one credential, under whatever name)


def _cut_piece_53(text: str, start: int, end: int) -> tuple[int, int]:
    """The value of a piece without the marks that say it was cut (``…``, ``...``)."""
    changed = True
    while changed and end > start:
        changed = False
        for mark in _CUT_MARKS_53:
            if text.startswith(mark, start):
                start, changed = start + len(mark), True
            if text.endswith(mark, start, end):
                end, changed = end - len(mark), True
    return start, end


def _said_pieces_53(text: str) -> Iterator[tuple[int, int]]:
    for said in _PARTS_SAID_53.finditer(text):
        line_start = text.rfind("\n", 0, said.start()) + 1
        if not _PARTS_NAMED_53.search(text, line_start, said.start()):
            continue  # (the message names a credential before its pieces)
        at = text.find("\n", said.end())
        for _ in range(5):  # the next lines, while each holds one value alone
            if at < 0:
                break
            piece = _PIECE_LINE_53.match(text, at + 1)
            if piece is None:
                break
            start, end = _cut_piece_53(text, *piece.span("v"))
            value = text[start:end].strip("-_.")
            if not (random_shaped(value, 12) or _random_46(value) or password_shaped(value, 10)):
                break
            mixed = sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 2
            if _wordy(value) and not mixed:
                break  # (words; a drawn run of small letters and digits reads as words too)
            yield start, end
            at = text.find("\n", piece.end())


def _after_53_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "pin" in low or "puk" in low:
        if "=" in text or ":" in text:
            yield from _pin_name_spans_53(text, low)
        if "PIN" in text or "PUK" in text:
            for m in _PIN_UNLOCKS_53.finditer(text):
                if not is_placeholder(m.group("v")):
                    yield m.span("v")
    if any(word in low for word in _PW_KEY_WORDS_53):
        yield from _folded_password_key_spans_53(text)
    if "</" in text and any(word in low for word in _LOGIN_WORDS_53):
        yield from _login_child_spans_53(text)
    if "\n" in text and any(word in low for word in _PIECE_NOUNS_53):
        yield from _said_pieces_53(text)


# What stays:
# - A digest under a name that says so in another language (``<SkrotDokumentu>``,
#   ``skrót``, ``Prüfsumme``, ``otisk``, ``empreinte``, ``huella``, ``özet``,
#   ``impronta``, ``vingerafdruk``): hex or base64 of a digest's size (16, 20, 32, 48 or
#   64 bytes) is a hash of a document, as ``<DigestValue>`` and ``<Hash>`` always were.
# - A credential store's target (``target:``, ``cel:``, ``Ziel:``, ``cible:``, ``cíl:``,
#   ``hedef:``, ``destino:``, ``doel:``, ``mål:``, ``kohde:``): the name a password is
#   kept under, not the password, when it is not random.
# - The number of an error (``error code: 1005``, ``Hata kodu: 1005``, ``kod błędu``,
#   ``Fehlercode``, ``código de error``, ``code d'erreur``): a fault's number, even in a
#   message that speaks of a wrong password.
# - A name written with encoded blanks (``ACME%20Ledger``) under a name's, a product's or
#   a title's key: words, percent-encoded as a header carries them.
# - The path given to a secret store's read after a field selector (``vault kv get
#   -field=password secret/app/db``): the flag names the field printed, the path says
#   where the secret is kept, and neither is the secret.
# - A listing's ids: rows of an id, then a title of words, then a status in capitals
#   (``OUT_FOR_SIGNATURE``, ``ACTIVE``) on two or more lines of the same layout, where no
#   line names a key, a token, a secret or a password: objects listed, not credentials.
# - The digest in a verification link printed as a QR code on a document (the line says
#   QR and verification: ``QR code for verification``, ``Kod QR weryfikacyjny``,
#   ``Prüf-QR``): its last segment, 43 base64url characters or 64 hex digits, is the
#   document's SHA-256, printed for anyone to check.
_DIGEST_WORDS_53 = re.compile(
    r"(?i)skr[óo]t|skrotu|hasz|pr[üu]fsumme|pruefsumme|hashwert|fingerabdruck|otisk|odtla[čc]"
    r"|empreinte|condensat|huella|resumen|resumo|[öo]zet|impronta|vingerafdruk|controlegetal"
    r"|kontrollsumm|tarkiste|ellen[őo]rz[őo][ \t_\-]?[öo]sszeg|lenyomat"
)
_DIGEST_SIZES_53 = frozenset({16, 20, 32, 48, 64})
_ELEMENT_BEFORE_53 = re.compile(r"<(?:\w+:)?(?P<n>[\w.\-]{1,60})(?:[ \t][^<>]{0,200})?>\Z")
_KEY_BEFORE_53 = re.compile(r"(?P<n>[\w.\-]{1,60})[\"']?[ \t]*[:=][ \t]*[\"']?\Z")
_TARGET_BEFORE_53 = re.compile(
    r"(?i)(?<![\w\-])(?:target|cel|ziel|c[íi]l|hedef|cible|destino|doel|m[åa]l|kohde)"
    r"[ \t]*[:=][ \t]*[\"']?\Z"
)
_TARGET_NAME_53 = re.compile(r"[^\s()\"'`,;]{1,200}")
_ERROR_CODE_BEFORE_53 = re.compile(
    r"(?i)(?:(?:error|err|hata|fehler|b[łl][ęe]d\w{0,3}|erreur|chyb\w{0,3}|fel|virhe|fout"
    r"|errore|erro|hiba|ошибк\w{0,2})[ \t]+(?:code|kodu|kod|k[óo]d|codice|c[óo]digo|koodi|nr"
    r"|no\.?|number|numarası|numarasi)|(?:code|kod|k[óo]d|codice|c[óo]digo)[ \t]+"
    r"(?:de[ \t]+|d'|di[ \t]+|del[ \t]+)?(?:error|erreur|errore|erro|b[łl][ęe]du|chyby)"
    r"|fehlercode|felkod|foutcode|virhekoodi|hibak[óo]d)[ \t]*(?:[:=#][ \t]*)?\Z"
)
_ERROR_NUMBER_53 = re.compile(r"\d{1,6}[).,;]*(?:</[\w:.\-]+>)?")
_NAME_KEY_BEFORE_53 = re.compile(
    r"(?i)(?:name|product|title|label|vendor|app|application|agent|browser|platform)"
    r"[\"']?[ \t]*[:=][ \t]*[\"']?\Z"
)
_ENCODED_WORDS_53 = re.compile(r"[A-Za-z][A-Za-z0-9.\-]*(?:(?:%20|\+)[A-Za-z0-9][A-Za-z0-9.\-]*)+")
_FIELD_FLAG_BEFORE_53 = re.compile(
    r"(?i)(?<![\w\-])-{1,2}fields?(?:[ \t]*=[ \t]*|[ \t]+)[\"']?[\w.\-]{1,60}[\"']?[ \t]+\Z"
)
_STORE_READ_53 = re.compile(r"(?i)\b(?:vault|bao|kv|secrets?|get|read)\b")
_PATH_SEGMENT_53 = re.compile(r"[A-Za-z0-9][\w.\-]{0,60}")
_LISTING_ROW_53 = re.compile(
    r"(?m)^[ \t]*(?P<id>[A-Za-z0-9_\-]{16,100})[ \t]{2,}(?P<title>\S[^\n]*?\S)[ \t]{2,}"
    r"(?P<status>[A-Z][A-Z_]{2,40})[ \t]*$"
)
_LISTING_SECRET_53 = re.compile(
    r"(?i)(?<![a-z])(?:keys?|tokens?|secrets?|passw\w*|credentials?|api[ _\-]?keys?)(?![a-z])"
)
_QR_LINE_53 = re.compile(
    r"(?i)verif|weryfik|pr[üu]f|ov[ěe][řr]|do[ğg]rula|kontrol|check|v[ée]rif|controll"
)
_QR_NOT_53 = re.compile(
    r"(?i)login|log-in|sign[ \-]?in|auth|pair|token|session|otp|reset|invite|magic|wifi"
)
_QR_DIGEST_53 = re.compile(r"[A-Za-z0-9_\-]{43}|[0-9a-fA-F]{64}")


def _digest_sized_53(core: str) -> bool:
    if all(c in string.hexdigits for c in core):
        return len(core) // 2 in _DIGEST_SIZES_53 and len(core) % 2 == 0
    if len(core) % 4 or not re.fullmatch(r"[A-Za-z0-9+/]+={0,2}", core):
        return False
    try:
        return len(b64decode(core, validate=True)) in _DIGEST_SIZES_53
    except ValueError:
        return False


@lru_cache(maxsize=8)  # (once a text: its spans are judged one by one)
def _listing_ids_53(text: str) -> frozenset[tuple[int, int]]:
    """The ids of the rows of a listing (id, title, STATUS): blocks of two or more such
    rows, where neither the rows nor the line above them name a secret."""
    found: set[tuple[int, int]] = set()
    block: list[tuple[int, int]] = []
    at, said = 0, False
    while at <= len(text):
        nxt = text.find("\n", at)
        line_end = len(text) if nxt < 0 else nxt
        row = _LISTING_ROW_53.match(text, at, line_end)
        if row is not None:
            if not block:
                heading = text.rfind("\n", 0, max(0, at - 1)) + 1 if at else at
                said = bool(_LISTING_SECRET_53.search(text, heading, at))
            block.append(row.span("id"))
            said = said or bool(_LISTING_SECRET_53.search(row.group("title")))
        if row is None or nxt < 0:
            if len(block) >= 2 and not said:
                found.update(block)  # (the ids' own letters are no words: …KeY…)
            block = []
        if nxt < 0:
            break
        at = nxt + 1
    return frozenset(found)


def _encoded_words_53(core: str, before: str) -> bool:
    """Words joined by encoded blanks (``ACME%20Ledger``) under a name's key."""
    if not _ENCODED_WORDS_53.fullmatch(core) or not _NAME_KEY_BEFORE_53.search(before):
        return False
    pieces = re.split(r"%20|\+", core)
    return all(p.isalpha() or p.isdigit() or _TOLD_VERSION.fullmatch(p) for p in pieces)


def _store_path_53(core: str, before: str) -> bool:
    """A secret store's path of names after a read's field selector."""
    if not _FIELD_FLAG_BEFORE_53.search(before) or not _STORE_READ_53.search(before):
        return False
    return all(
        _PATH_SEGMENT_53.fullmatch(seg) is not None and not random_shaped(seg, 12)
        for seg in core.split("/")
    )


def _qr_digest_53(text: str, start: int, end: int) -> bool:
    """The digest ending a link that a verification QR code's label introduces."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    label = line[: line.find("://")] if "://" in line else ""
    head, rest = line[: start - line_start], line[start - line_start :]
    return (
        "QR" in label
        and _QR_LINE_53.search(label) is not None
        and not _QR_NOT_53.search(head)  # (the label and the link up to the digest)
        and "?" not in rest
        and "#" not in rest
    )


def _after_53_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t\r\n")
    if not core:
        return False
    if len(core) >= 22 and _DIGEST_WORDS_53.search(before[-80:]):
        named = _ELEMENT_BEFORE_53.search(before) or _KEY_BEFORE_53.search(before)
        digest_named = named is not None and _DIGEST_WORDS_53.search(named.group("n"))
        if digest_named and _digest_sized_53(core):
            return True  # <SkrotDokumentu>base64 of 32 bytes</…>: a document's digest
    if ":" in before or "=" in before:
        if _TARGET_BEFORE_53.search(before):
            # (judged whole: the word after the label, wherever a layer's span ended)
            whole = _TARGET_NAME_53.match(text, start + value.find(core))
            name = whole.group() if whole is not None else core
            if not random_shaped(name, 12) and not _random_46(name) and not _vendor_secret(name):
                return True  # (cel: Symfonia/KP_ACME_2025): where a password is kept
        if _ERROR_NUMBER_53.fullmatch(core) and _ERROR_CODE_BEFORE_53.search(before):
            return True  # Hata kodu: 1005: an error's number
        if ("%20" in core or "+" in core) and _encoded_words_53(core, before):
            return True  # Product-Name: ACME%20Ledger: words, encoded
    if "ield" in before and "/" in core and _store_path_53(core, before):
        return True  # vault kv get -field=password secret/app/db: the secret's path
    if len(core) >= 16 and "\n" in text and not _vendor_secret(core):
        at = start + value.find(core)  # (a span the wrapped-line join widened: its id)
        if (at, at + len(core)) in _listing_ids_53(text):
            return True  # an id, a title, OUT_FOR_SIGNATURE: a listing's row
    return (
        "QR" in text
        and _QR_DIGEST_53.fullmatch(core) is not None
        and text[start - 1 : start] == "/"
        and _qr_digest_53(text, start, end)
    )  # Kod QR weryfikacyjny: https://…/<SHA-256>: a document's digest


# Written after batch 54 (package registries, build caches, remote dev environments,
# extension stores). What goes:
# - What a command prints from a file whose name says it holds a password, a secret or a
#   token (``cat …/admin.password``, ``type initialAdminPassword``): the line the file
#   prints, right after the command (up to a shell prompt glued to its end).
# - The password of a ``user:password`` pair a configuration listing prints under a
#   host's setting (``bundle config``: a host name, then ``Set for …: "user:pass"``).
# - Both pieces of a credential a message says it cut in two, in any language (``potong
#   dua``, ``in tweeën``, ``навпіл``): the value ending the message that says so, and the
#   value after the word that says "the rest" (``lanjutannya``, ``sisanya``, ``de rest``,
#   ``решта``) in a following message.
# - The literal values of the variables a password is built from (``password =
#   "${PW_A}${PW_B}"``): each is a piece of the password.
_PRINT_CMD_54 = re.compile(
    r"(?i)(?<![\w\-./])(?:cat|type|more|head|tail|get-content|gc|bat)[ \t]+(?P<rest>[^\n]{1,300})"
)
_SECRET_FILE_54 = re.compile(r"(?i)passw|passwd|secret|token|credential|api[_\-.]?key")
_PUBLIC_FILE_54 = (
    ".pub", ".sha256", ".sha1", ".sha512", ".md5", ".asc", ".sig", ".crt", ".enc", ".gpg",
    ".age", ".md", ".example", ".sample", ".tmpl",
)  # fmt: skip
_PRINT_WORDS_54 = ("passw", "secret", "token", "credential", "api_key", "apikey", "api-key")
_FILE_NAME_54 = re.compile(r"[A-Za-z0-9][._\-][A-Za-z0-9]|[a-z][A-Z]")
_PRINTED_54 = re.compile(r"[^\s$#>=:@\[\]{}\"'<]{8,256}")
_SET_FOR_54 = re.compile(
    r"(?im)^(?P<key>[^\s\"':=]{3,200})[ \t]*\r?\nSet for [^\n:]{1,300}:"
    r"[ \t]*\"(?P<u>[^\"\s:]{1,64}):(?P<v>[^\"\s]{4,200})\"[ \t]*\r?$"
)
_CUT_SAID_54 = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:ku|di|ter|me)?(?:potong|motong|pecah|belah|bagi)"
    r"(?:[ \t]+(?:jadi|menjadi))?[ \t]+(?:dua|tiga|2|3)"
    r"|in[ \t]+(?:twee[eë]n|drie[eë]n|twee[ \t]+(?:stukken|delen|stukjes))"
    r"|(?:cut|split|chopped|broke(?:n)?)[ \t]+(?:it[ \t]+)?in(?:to)?[ \t]+(?:two|three|2|3|half)"
    r"|навпіл|на[ \t]+(?:дві|три)[ \t]+частини|на[ \t]+(?:две|три)[ \t]+части)(?![^\W\d_])"
)
_CUT_WORDS_54 = (
    "potong", "motong", "pecah", "belah", "bagi", "twee", "drie", "cut", "split", "chopped",
    "broke", "навпіл", "частин",
)  # fmt: skip
_CUT_CRED_WORDS_54 = ("passw", "secret", "token", "key", "kunci", "sandi", "wachtwoord",
                      "sleutel", "пароль", "токен", "ключ")  # fmt: skip
_CUT_CREDENTIAL_54 = re.compile(
    r"(?i)passw|secret|token|\bkey\b|\bkunci\b|sandi|wachtwoord|sleutel|пароль|токен|ключ"
)
_CUT_FIRST_54 = re.compile(r":[ \t]*[`\"']?(?P<v>[^\s`\"']{6,128}?)[`\"'.]?[ \t]*\r?$", re.M)
_CUT_REST_54 = re.compile(
    r"(?im)^[^\n]{0,60}?(?<![^\W\d_])(?:lanjutan(?:nya)?|sisa(?:nya)?|terusannya|de[ \t]+rest"
    r"|het[ \t]+vervolg|vervolg|(?:the[ \t]+)?rest|решта|продовження|друга[ \t]+частина)"
    r"(?![^\W\d_])[ \t]*(?:[:=\-–][ \t]*)?[`\"']?(?P<v>[^\s`\"']{6,128}?)[`\"'.]?[ \t]*\r?$"
)
_REST_WORDS_54 = ("lanjutan", "sisa", "terusan", "rest", "vervolg", "решта", "продовження",
                  "друга")  # fmt: skip
_BUILT_54 = re.compile(
    r"(?i)(?<![A-Za-z])(?:pass(?:word|wd)?|pwd|secret|token)[\w.\-]{0,40}[\"']?[ \t]*[:=][ \t]*"
    r"(?P<q>[\"']?)(?P<refs>(?:\$\{[A-Za-z_]\w{0,63}\}|\$[A-Za-z_]\w{0,63}){2,6})(?P=q)(?![\w$])"
)
_BUILT_WORDS_54 = ("passw", "pwd", "secret", "token")
_REF_PAIR_54 = re.compile(r"\$\{?[A-Za-z_]\w{0,63}\}?\$")
_REF_NAME_54 = re.compile(r"\$\{?([A-Za-z_]\w{0,63})")


def _piece_54(value: str) -> bool:
    """A piece of a random secret: not a placeholder or a reference, and drawn (a digit,
    or letters of both cases past the first)."""
    if is_placeholder(value) or value.startswith((*_REFERENCE_STARTS, "@")):
        return False
    return any(c.isdigit() for c in value) or (
        any(c.isupper() for c in value[1:]) and any(c.islower() for c in value)
    )


def _printed_secret_54(text: str) -> Iterator[tuple[int, int]]:
    for m in _PRINT_CMD_54.finditer(text):
        args = m.group("rest").split()
        if not args:
            continue
        arg = args[-1].strip("\"'")
        name = arg.rsplit("/", 1)[-1].rsplit("\\", 1)[-1]
        if not _SECRET_FILE_54.search(name) or name.lower().endswith(_PUBLIC_FILE_54):
            continue
        if not ("/" in arg or "\\" in arg or _FILE_NAME_54.search(name)):
            continue  # (a word, not a file: ``type the password``)
        line_end = m.end("rest")
        if text[line_end : line_end + 1] != "\n":
            continue
        out = _PRINTED_54.match(text, line_end + 1)
        if out is None:
            continue
        value = out.group()
        if out.end() < len(text) and text[out.end()] not in "\r\n$#> \t":
            continue
        if value.lower().startswith(m.group(0).split(None, 1)[0].lower() + ":"):
            continue  # (the command's own error: ``cat: …: No such file``)
        if not is_placeholder(value) and (
            random_shaped(value, 12) or password_shaped(value, 8) or any(c.isdigit() for c in value)
        ):
            yield out.span()


def _cut_pieces_54(text: str) -> Iterator[tuple[int, int]]:
    said = _CUT_SAID_54.search(text)
    if said is None:
        return
    line_start = text.rfind("\n", 0, said.start()) + 1
    line_end = text.find("\n", said.end())
    line_end = len(text) if line_end < 0 else line_end
    if not _CUT_CREDENTIAL_54.search(text, line_start, line_end):
        return
    first = _CUT_FIRST_54.search(text, said.end(), line_end)
    if first is not None and _piece_54(first.group("v")):
        yield first.span("v")
    for rest in _CUT_REST_54.finditer(text, line_end, min(len(text), line_end + 1000)):
        if _piece_54(rest.group("v")):
            yield rest.span("v")
            break


def _built_lines_54(text: str) -> Iterator[re.Match[str]]:
    """The password-named values built of references, on the lines where two references
    meet (``}$``, ``$A$B``: found first, a search that starts at a ``$``)."""
    done = -1
    for pair in _REF_PAIR_54.finditer(text):
        line_start = text.rfind("\n", 0, pair.start()) + 1
        if line_start <= done:
            continue
        line_end = text.find("\n", pair.end())
        line_end = len(text) if line_end < 0 else line_end
        done = line_start
        yield from _BUILT_54.finditer(text, line_start, line_end)


def _built_pieces_54(text: str) -> Iterator[tuple[int, int]]:
    for m in _built_lines_54(text):
        for name in _REF_NAME_54.findall(m.group("refs")):
            assigned = re.compile(
                rf"(?<![\w$.\-{{]){re.escape(name)}="
                r"(?:'(?P<a>[^'\n]{1,128})'|\"(?P<b>[^\"\n]{1,128})\"|(?P<c>[^\s'\"]{1,128}))"
            )
            for a in assigned.finditer(text, 0, m.start()):
                group = next(g for g in ("a", "b", "c") if a.group(g) is not None)
                value = a.group(group)
                if is_placeholder(value) or value.startswith(("$", "%", "`")) or "$(" in value:
                    continue
                yield a.span(group)


def _after_54_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if _any_word(low, _PRINT_WORDS_54, mask) and "\n" in text:
        yield from _printed_secret_54(text)
    if "set for " in low and ":" in text:
        for m in _SET_FOR_54.finditer(text):
            key = m.group("key")
            value = m.group("v")
            host = "." in key or "__" in key
            if host and not value.startswith(("//", "$", "%")) and not is_placeholder(value):
                yield m.span("v")
    if (
        _any_word(low, _CUT_WORDS_54, mask)
        and _any_word(low, _CUT_CRED_WORDS_54, mask)
        and "\n" in text
    ):
        yield from _cut_pieces_54(text)
    if _any_word(low, _BUILT_WORDS_54, mask) and "$" in text:
        yield from _built_pieces_54(text)


# What stays:
# - A version range or a dependency's spec (``npm:^3.8.0``, ``workspace:*``, ``~1.2``):
#   what a lock file resolves, whatever its package's name says (``design-tokens``).
# - The checksums of a ``mix.lock`` entry (``{:hex, :name, "1.0.0", "<sha256>", …,
#   "hexpm", "<sha256>"}``): a lock file's integrity hashes.
# - A value inside an ``encrypted`` object (Renovate's ``"encrypted": {"token": …}``):
#   ciphertext only the bot's private key opens, made to be committed.
# - The base64 of a DER public key (a SubjectPublicKeyInfo: a Chrome manifest's ``key``):
#   public by design, whatever part of it a rule finds.
# - A dot file's name as a value (``secretKey: .dockerconfigjson``, ``.npmrc``): the name
#   of a key in a secret, not its value.
# - A sentence where a value would be (``Secret: shown once and stored in Vault at …``):
#   words saying where the value is.
# - A generated name (words joined by hyphens and a short drawn suffix: a Codespace's, a
#   container's) under a label that is no secret's, when a span runs from it into the
#   next line's label.
_VERSION_SPEC_54 = re.compile(
    r"(?:npm:|workspace:|jsr:|patch:|portal:|link:)?(?:@?[a-z0-9][\w.\-/]{0,80}@)?"
    r"(?:[~^]|[<>]=?|=)?[ \t]*(?:\d{1,6}|[x*])(?:\.(?:\d{1,6}|[x*])){0,3}(?:-[0-9A-Za-z.\-]{1,30})?"
    r"|workspace:[~^*]"
)
_SPEC_START_54 = re.compile(r"(?:npm:|workspace:|jsr:|[~^]|[<>]=?)")
_ENCRYPTED_OPEN_54 = re.compile(r"(?i)[\"']?encrypted[\"']?[ \t]*:[ \t]*(?:\{|\r?\n)")
_DOT_FILE_54 = re.compile(r"\.[a-z][a-z_\-]{1,30}(?:\.[a-z]{1,10})?")
_SENTENCE_WORDS_54 = frozenset(
    ("the", "in", "at", "and", "of", "to", "from", "is", "was", "once", "only", "stored",
     "kept", "shown", "see", "a", "an", "on", "by", "with")
)  # fmt: skip
_GENERATED_NAME_54 = re.compile(r"[a-z]{3,12}(?:-[a-z]{3,12}){1,4}-[a-z0-9]{4,16}")
_B64_CHARS_54 = frozenset(string.ascii_letters + string.digits + "+/=")


@lru_cache(maxsize=16)  # (once a text: its spans are judged one by one)
def _marks_54(text: str) -> tuple[bool, bool]:
    """Does ``text`` hold a ``mix.lock`` entry, an ``encrypted`` object's name?"""
    return "{:hex," in text, "ncrypted" in text


def _run_54(text: str, start: int, end: int) -> str:
    """The run of non-space, unquoted characters ``text[start:end]`` is part of."""
    low_at, high_at = max(0, start - 2000), min(len(text), end + 2000)
    while start > low_at and text[start - 1] not in " \t\r\n\"'":
        start -= 1
    while end < high_at and text[end] not in " \t\r\n\"'":
        end += 1
    return text[start:end]


def _inside_54(window: str, opened: re.Match[str]) -> bool:
    """Is the end of ``window`` still inside the object ``opened`` opens (no ``}`` since
    its ``{``; or, a YAML block, every line since deeper than the opening line's)?"""
    rest = window[opened.end() :]
    if opened.group().rstrip().endswith("{"):
        return "}" not in rest
    head = window.rfind("\n", 0, opened.start()) + 1
    indent = len(window[head:]) - len(window[head:].lstrip(" "))
    lines = rest.split("\n")
    return all(len(line) - len(line.lstrip(" ")) > indent for line in lines if line.strip())


# The OIDs (DER contents) of public key algorithms: RSA, EC, DSA, Ed25519, Ed448, X25519.
_KEY_OIDS_54 = (
    bytes.fromhex("2a864886f70d010101"), bytes.fromhex("2a8648ce3d0201"),
    bytes.fromhex("2a8648ce380401"), b"\x2b\x65\x70", b"\x2b\x65\x71", b"\x2b\x65\x6e",
)  # fmt: skip


def _spki_b64_54(text: str, start: int, end: int) -> bool:
    """Is the base64 run around ``text[start:end]`` a DER SubjectPublicKeyInfo (a
    SEQUENCE that opens with an algorithm's SEQUENCE and its OID)?"""
    if not text.startswith(("MI", "MC"), start):
        low_at = max(0, start - 4000)  # (a key's base64 is a few kilobytes at most)
        while start > low_at and text[start - 1] in _B64_CHARS_54 and text[start - 1] != "=":
            start -= 1
    if not text.startswith("MI", start) and not text.startswith("MC", start):
        return False
    head = text[start : start + 32]
    if len(head) < 32 or any(c not in _B64_CHARS_54 for c in head):
        return False
    try:
        der = b64decode(head)
    except ValueError:
        return False
    if der[0] != 0x30:
        return False
    at = 2 + (der[1] & 0x7F if der[1] & 0x80 else 0)
    if at >= len(der) - 3 or der[at] != 0x30:
        return False
    inner = at + 2 + (der[at + 1] & 0x7F if der[at + 1] & 0x80 else 0)
    if inner + 2 >= len(der) or der[inner] != 0x06:
        return False
    oid = der[inner + 2 : inner + 2 + der[inner + 1]]
    return oid in _KEY_OIDS_54


def _after_54_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t")
    if core and _SPEC_START_54.match(core) and _VERSION_SPEC_54.fullmatch(core):
        return True  # a dependency's version spec
    marks = _marks_54(text)
    if len(core) == 64 and marks[0]:
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line = text[line_start : len(text) if line_end < 0 else line_end]
        if "{:hex," in line and all(c in "0123456789abcdef" for c in core):
            return True  # a mix.lock entry's checksums
    if marks[1] and len(_run_54(text, start, end)) >= 40 and not _vendor_secret(core):
        window = text[max(0, start - 400) : start]
        opens = list(_ENCRYPTED_OPEN_54.finditer(window))
        opened = opens[-1] if opens else None
        if opened is not None and _inside_54(window, opened):
            return True  # inside an ``encrypted`` object: ciphertext
    spki_start = core[:2] in ("MI", "MC") or (start > 0 and text[start - 1] in _B64_CHARS_54)
    if spki_start and len(core) >= 16 and _spki_b64_54(text, start, end):
        return True  # a DER public key's base64
    if core.startswith(".") and _DOT_FILE_54.fullmatch(core):
        return True  # a dot file's name
    if " " in core:
        words = core.split()
        if len(words) >= 5 and sum(w.lower() in _SENTENCE_WORDS_54 for w in words) >= 3:
            return True  # a sentence saying where the value is
    if "\n" in core:
        name, _, label = core.partition("\n")
        if (
            _GENERATED_NAME_54.fullmatch(name.strip())
            and label.strip().isalpha()
            and not _SECRET_FILE_54.search(before)
            and "key" not in before.lower()
        ):
            return True  # a generated name, and the next line's label
    return False


# Held-out batch 56 (GIS, mapping, construction and engineering software): what goes.
# - The literal words of nginx's secure link expression (``secure_link_md5 "$expires$uri
#   <secret>"``) and the value of ``secure_link_secret``: the module's shared secret, the
#   one part of the hashed string a client cannot see; the ``$variables`` around it stay.
_SECURE_LINK_56 = re.compile(
    r"secure_link_(?P<kind>md5|secret)[ \t]+(?:\"(?P<dq>[^\"\n]{1,400})\"|'(?P<sq>[^'\n]{1,400})'"
    r"|(?P<bare>[^;\s\"']{1,400}))"
)
# - The third of three strings a call is given positionally, a URL, a user's name and a
#   value (``Client("https://host/api", "admin", "<password>")``): how a client's
#   constructor takes its login (a GIS portal's, a CI server's, a map server's catalog).
#   A third value that is a plain lowercase word, a path or a placeholder stays.
_URL_USER_PW_CALL_56 = re.compile(
    r"\w\([ \t]*(?P<q1>[\"'])https?://[^\"'\s]{1,300}(?P=q1)[ \t]*,[ \t]*"
    r"(?P<q2>[\"'])[A-Za-z0-9_.@\-]{1,64}(?P=q2)[ \t]*,[ \t]*"
    r"(?P<q3>[\"'])(?P<pw>[^\"'\s]{6,200})(?P=q3)[ \t]*\)"
)
_NGINX_VARIABLE_56 = re.compile(
    r"\$(?:\{[A-Za-z_][A-Za-z0-9_]{0,60}\}|[A-Za-z_][A-Za-z0-9_]{0,60})"
)
_LITERAL_56 = re.compile(r"[^\s$:/,|.\-](?:[^\s$:/,|]{0,398}[^\s$:/,|.\-])?")


def _after_56_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "secure_link_" in low:
        for m in _SECURE_LINK_56.finditer(text):
            group = "dq" if m.group("dq") else "sq" if m.group("sq") else "bare"
            at = m.start(group)
            expr = _NGINX_VARIABLE_56.sub(lambda v: " " * len(v.group()), m.group(group))
            for lit in _LITERAL_56.finditer(expr):
                if len(lit.group()) >= 6 and not is_placeholder(lit.group()):
                    yield at + lit.start(), at + lit.end()
    if '("http' in low or "('http" in low:
        for m in _URL_USER_PW_CALL_56.finditer(text):
            pw = m.group("pw")
            plain = pw.isalpha() and pw.islower()
            if not plain and "/" not in pw and "$" not in pw and not is_placeholder(pw):
                yield m.span("pw")
    if "@" in text and ":" in text:
        yield from _bare_userinfo_56(text)
    if ":pass" in low or ":pwd" in low or ":secret" in low:
        yield from _pairs_file_56(text)
    if any(noun in low for noun in _PART_NOUNS_56):
        yield from _told_parts_56(text, low)


# Second round on batch 56: what goes.
# - A network address written without a scheme, ``user:password@host:port`` (RTKLIB's
#   stream paths, a proxy's setting, a caster's login): the run between the user's colon
#   and the ``@`` is the password, as in a URL's userinfo. A ``${VAR}``, a placeholder or
#   a masked value in its place stays; a URL with a scheme is the URL rules' own, and a
#   URI whose scheme takes no ``//`` (``sip:6001@pbx:5060``) names a user, not a password.
_BARE_USERINFO_56 = re.compile(
    r"(?P<user>[A-Za-z0-9_][\w.\-]{0,63}):(?P<pw>[^\s:@/\"'<>`]{4,200})@"
    r"(?P<host>[A-Za-z0-9][\w\-]{0,62}(?:\.[\w\-]{1,63}){0,10}):(?P<port>\d{2,5})(?![\w.])"
)
# (a URI whose scheme has no ``//``, ``sip:6001@host:5060``: its scheme, then a user)
_OPAQUE_SCHEMES_56 = frozenset(
    ("sip", "sips", "tel", "mailto", "xmpp", "im", "pres", "h323", "urn", "news", "acct")
)
# - The lines of a file whose header says they are ``user:password`` pairs (``# users
#   file (user:password, one per line)``): each ``name:value`` line after it, up to a
#   blank line, holds a password after its colon. A placeholder, a masked value or a
#   reference stays.
_PAIRS_HEADER_56 = re.compile(
    r"(?i)(?<![\w\-])(?:user(?:name)?|login|account)[ \t]*:[ \t]*(?:password|passwd|pass"
    r"|pwd|secret)(?![\w\-])"
)
_PAIR_LINE_56 = re.compile(
    r"(?m)[ \t]*(?P<user>[A-Za-z0-9_][\w.\-@]{0,63}):(?P<pw>[^\s:]{4,200})[ \t]*\r?$"
)
# - A credential said to come in two or three parts (``in two parts``, ``en dos partes``,
#   ``în două bucăți``), each part introduced by where it sits in the whole: ``first:``,
#   ``starts with "…"``, ``the second, without a space: …``, ``ends with "…"`` (in
#   English, Spanish, Portuguese, Romanian, Italian and French). The credential is named
#   within the lines before the parts are said. A part that is a plain word stays, and so
#   does every value where no credential is named or no parts are said.
_PART_NOUNS_56 = (  # (its ``_DISPATCH_WORDS`` entry holds them too)
    "parts", "pieces", "halves", "partes", "pedazos", "trozos", "pedaços", "bucati",
    "bucăți", "bucăţi", "parti", "părți", "părţi", "pezzi", "morceaux", "parties",
)  # fmt: skip
_PARTS_COUNT_56 = re.compile(
    r"(?i)(?<!\w)(?:two|three|2|3|dos|tres|duas|dois|tr[eê]s|dou[aă]|trei|due|tre|deux"
    r"|trois)[ \t]+\Z"
)
_PART_CRED_56 = re.compile(
    r"(?i)passw|passphrase|secret|token|contrase|clave|senha|parol|mot[ \t]+de[ \t]+passe"
    r"|\bkey\b|\bcheie\b|chiave"
)
_PART_MARK_56 = re.compile(
    r"(?i)(?<![\w])(?:(?:the[ \t]+)?first|(?:the[ \t]+)?second|(?:the[ \t]+)?rest|prima"
    r"|primul|a[ \t]+doua|al[ \t]+doilea|restul|primera|primero|segunda|segundo|(?:el[ \t]+)?resto"
    r"|primeira|primeiro|premi[eè]re|seconde|(?:starts|begins)[ \t]+with|ends[ \t]+(?:with|in)"
    r"|(?:empieza|comienza|arranca)[ \t]+(?:con|por)|termina[ \t]+(?:en|con|em|por)"
    r"|come[cç]a[ \t]+(?:com|por)|[iî]ncepe[ \t]+cu|se[ \t]+termin[aă][ \t]+(?:cu|[iî]n)"
    r"|commence[ \t]+par|finit[ \t]+par|inizia[ \t]+con|finisce[ \t]+(?:con|in))(?![\w])"
    r"(?:[^:\n\"'“”«`]{0,40}:)?[ \t]*[\"'“«`]?(?P<v>[^\s\"'”»`]{4,64})"
)


def _part_value_56(value: str) -> bool:
    if is_placeholder(value) or value.startswith(_REFERENCE_STARTS):
        return False
    letters = "".join(c for c in value if c.isalpha())
    if letters == value:
        return _random_letters_48(value)  # a word stays; drawn letters go
    return any(c.isdigit() for c in value) or not value.isalnum()


def _told_parts_56(text: str, low: str) -> Iterator[tuple[int, int]]:
    said: list[int] = []  # (where each "two parts" ends, in the text's order)
    for noun in _PART_NOUNS_56:
        at = low.find(noun)
        while at >= 0:
            after = at + len(noun)
            if (
                (after == len(low) or not low[after].isalnum())
                and _PARTS_COUNT_56.search(low, max(0, at - 12), at)
                and _PART_CRED_56.search(text, max(0, at - 300), at)
            ):
                said.append(after)
            at = low.find(noun, after)
    read = 0  # (where the last window read ended: no part is read twice)
    for after in sorted(said):
        stop = min(len(text), after + 600)
        for m in _PART_MARK_56.finditer(text, max(after, read), stop):
            value = m.group("v").rstrip(".,;!?")
            if len(value) >= 4 and _part_value_56(value):
                yield m.start("v"), m.start("v") + len(value)
        read = max(read, stop)


def _bare_userinfo_56(text: str) -> Iterator[tuple[int, int]]:
    at = text.find("@")
    while at >= 0:
        colon = text.rfind(":", max(0, at - 264), at)
        if colon > 0:
            start = colon - 1  # (back over the user's name: letters, digits, ``_.-``)
            while (
                start >= 0
                and colon - start <= 64
                and (text[start].isalnum() or text[start] in "_.-")
            ):
                start -= 1
            m = _BARE_USERINFO_56.match(text, start + 1)
            if m is not None and m.end("pw") == at:
                pw = m.group("pw")
                if (
                    m.group("user").lower() not in _OPAQUE_SCHEMES_56
                    and not is_placeholder(pw)
                    and not pw.startswith((*_REFERENCE_STARTS, "*"))
                    and len(set(pw)) > 2
                ):
                    yield m.span("pw")
        at = text.find("@", at + 1)


def _pairs_file_56(text: str) -> Iterator[tuple[int, int]]:
    read = 0  # (the lines read after an earlier header: a header among them is not read again)
    for header in _PAIRS_HEADER_56.finditer(text):
        if header.start() < read:
            continue
        at = text.find("\n", header.end())
        for _ in range(200):  # the lines after the header, up to a blank or other line
            if at < 0:
                break
            m = _PAIR_LINE_56.match(text, at + 1)
            if m is None:
                break
            pw = m.group("pw")
            if not is_placeholder(pw) and not pw.startswith((*_REFERENCE_STARTS, "*")):
                yield m.span("pw")
            at = text.find("\n", m.end())
            read = m.end()


def _flag_after_56(text: str, end: int) -> bool:
    """Is the next thing after a value a command's option (``--public-address``), not a
    remark saying the value is public (``… - public``)?"""
    return _NEXT_FLAG_56.match(text, end, min(len(text), end + 60)) is not None


_NEXT_FLAG_56 = re.compile(r"[ \t]+--[A-Za-z][\w\-]*")


# Second round on batch 56: what stays.
# - An object's key beside its bucket (``"bucket": "…", "key": "tiles/2024/…"``): the
#   path of the object in the store, not a key that opens it; a path of two segments or
#   more, none of base64's ``+`` or ``=`` in it.
# - A password manager's item named in quotes (``in 1Password: "Routing - prod"``): the
#   item's name, as it is unquoted.
# - Base64 whose decoding begins with a readable ``urn:`` (a viewer's document URN, the
#   base64url of ``urn:…:os.object:bucket/file``): an encoded name.
# - An IFC GlobalId, 22 characters of IFC's compressed GUID alphabet (``0-9A-Za-z_$``), on
#   a line that names an IFC entity (``IfcWall``) or under a ``GlobalId`` label: an
#   element's id in a building model.
_KEY_LABEL_56 = re.compile(
    r"(?i)(?<![\w\-])[\"']?(?:object[_\-]?)?key[\"']?[ \t]*[:=][ \t]*[\"']?\Z"
)
_BUCKET_LABEL_56 = re.compile(r"(?i)[\"']?bucket(?:[_\-]?name)?[\"']?[ \t]*[:=]")
_OBJECT_PATH_56 = re.compile(r"[\w.\-]{1,200}(?:/[\w.\-]{1,200}){1,30}")
_IFC_GUID_56 = re.compile(r"[0-9A-Za-z_$]{22}")
_IFC_ENTITY_56 = re.compile(r"(?<![A-Za-z])Ifc[A-Z][A-Za-z]{2,40}\b|(?i:global[_ \-]?id)")
_URN_B64_56 = re.compile(r"[A-Za-z0-9_\-+/]{20,}=*")


def _urn_base64_56(value: str) -> bool:
    if not value.startswith("dXJu") or not _URN_B64_56.fullmatch(value):
        return False  # ("urn:" in base64 begins "dXJu")
    head = value[:32].replace("-", "+").replace("_", "/")
    try:
        raw = b64decode(head, validate=True)
    except ValueError:
        return False
    return raw.startswith(b"urn:") and all(32 < b < 127 for b in raw)


def _after_56_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"' ")
    if not core:
        return False
    if (
        "/" in core
        and _KEY_LABEL_56.search(before)
        and _OBJECT_PATH_56.fullmatch(core)
        and _BUCKET_LABEL_56.search(text)
    ):
        return True  # an object's path beside its bucket
    if before and before[-1] in "\"'“" and _MANAGER_BEFORE.search(before[:-1]):
        return True  # a password manager's item, named in quotes
    if core.startswith("dXJu") and _urn_base64_56(core):
        return True  # a URN's base64
    if len(core) == 22 and _IFC_GUID_56.fullmatch(core):
        line_end = text.find("\n", end)
        line = text[text.rfind("\n", 0, start) + 1 : len(text) if line_end < 0 else line_end]
        if _IFC_ENTITY_56.search(line) or _IFC_ENTITY_56.search(before):
            return True  # an IFC GlobalId
    return False


# Written after batch 55: a header a command sends whose name says it carries a
# credential goes, in the quoted ``-H``/``--header`` form (on its own line it went before).
# The header's last word is ``Passcode`` (a vendor's ``X-…-Passcode``) or the header is
# ``Authentication`` (the verb's noun, used where ``Authorization`` is usual); the value
# after an auth scheme (``Bearer``, ``Basic``) is the secret. What stays: a variable's
# reference or a placeholder in its place, a header whose name only holds the word
# (``X-…-Passcode-Hint``, ``Authentication-Method``), a sentence as its value.
_HEADER_ARG_55 = re.compile(
    r"(?:(?<![\w-])-H|--header)[ \t]*(?:=[ \t]*)?([\"'])(?P<name>[A-Za-z][\w\-]{0,60})[ \t]*:"
    r"[ \t]*(?P<v>[^\"'\r\n]{1,400})\1"
)
# (the header argument's opening, up to its value: what ``_after_39_public`` reads as no
# ledger's label)
_HEADER_OPEN_55 = re.compile(
    r"(?:(?<![\w-])-H|--header)[ \t]*(?:=[ \t]*)?[\"'][A-Za-z][\w\-]{0,60}[ \t]*:[ \t]*\Z"
)
_CRED_HEADER_LAST_55 = frozenset(("passcode",))


def _header_open_55(before: str) -> bool:
    return ("-H" in before or "--header" in before) and _HEADER_OPEN_55.search(before) is not None


_CRED_HEADER_WHOLE_55 = frozenset(("authentication", "x-authentication"))
_SCHEMES_55 = frozenset(("bearer", "basic", "token", "key", "apikey"))


def _cred_header_55(name: str) -> bool:
    low = name.lower()
    return low in _CRED_HEADER_WHOLE_55 or low.replace("_", "-").rsplit("-", 1)[-1] in (
        _CRED_HEADER_LAST_55
    )


# Written after batch 55 (second round). What goes:
# - A server's key given positionally after its URL on a command line (``tool push ./dir
#   https://registry/api <uuid>``): a UUID that is its own argument right after a URL
#   argument is what the command reaches the server with (the URL names no resource: the
#   UUID is not in it). A UUID inside the URL, after a flag or far from a URL stays.
_URL_THEN_UUID_55 = re.compile(
    r"(?:^|[ \t])https?://[^\s\"'<>]{1,300}[ \t]+(?P<v>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-"
    r"[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?=[ \t]|\r?$|\\$)",
    re.M,
)
_PROMPT_55 = re.compile(r"[ \t]*(?:[$#>%][ \t]+)?[a-z][\w.\-]{1,40}[ \t]")
# - A typed UUID (a lowercase type prefix, a segment such as a region, then a UUID:
#   ``abc-eu1-<uuid>``) alone on its line, under a line that names a token or a key and
#   ends with a colon: a credential handed over in a message. A public prefix (``pub-``,
#   ``id-``) or a line above that names no credential stays.
_TYPED_UUID_LINE_55 = re.compile(
    r"^[ \t]*(?P<v>(?P<p>[a-z]{2,8})-(?:[a-z0-9]{2,6}-)?[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-"
    r"[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})[ \t]*\r?$",
    re.M,
)
_CRED_WORDS_55 = ("token", "key", "secret", "credential", "passw")
# - A UUID handed over in pieces: consecutive lines that each end with a run of hex and
#   hyphens which, joined (with or without a hyphen between), make one UUID, in a text
#   that names a key, token or secret. Pieces that make no UUID, or a text that names
#   none of those (an id read out in parts), stay.
_PIECE_LINE_55 = re.compile(
    r"(?:^|[\s:：=])(?P<v>[0-9a-fA-F][0-9a-fA-F\-]{2,34}[0-9a-fA-F])[ \t]*\r?$"
)
_HEX_HYPHEN_55 = string.hexdigits + "-"
_HEX_PAIR_55 = re.compile(r"[0-9a-fA-F]{4}-[0-9a-fA-F]{4}")


@lru_cache(maxsize=8)  # (once a text: the layer, then the judge of each span)
def _uuid_pieces_55(text: str) -> frozenset[tuple[int, int]]:
    return frozenset(_find_uuid_pieces_55(text)) if _HEX_PAIR_55.search(text) else frozenset()


def _find_uuid_pieces_55(text: str) -> Iterator[tuple[int, int]]:
    pieces: list[tuple[int, int] | None] = []
    at = 0
    for line in text.split("\n"):
        m = _PIECE_LINE_55.search(line) if "-" in line or len(line) < 80 else None
        strong = m is not None and sum(c != "-" for c in m.group("v")) >= 4
        piece = (at + m.start("v"), at + m.end("v")) if m is not None and strong else None
        pieces.append(piece)
        at += len(line) + 1
    for i in range(len(pieces) - 1):
        run = pieces[i : i + 3]
        for n in (2, 3):
            got = run[:n]
            if len(got) < n or any(p is None for p in got):
                break
            parts = [text[a:b] for a, b in got]  # type: ignore[misc]
            if any(_UUID.fullmatch(p) for p in parts):
                break
            joined = "".join(
                p if p.endswith("-") or j == n - 1 else p + "-" for j, p in enumerate(parts)
            )
            if _UUID.fullmatch(joined) or _UUID.fullmatch("".join(parts)):
                yield from got  # type: ignore[misc]
                break


def _after_55_credential(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a UUID this section finds a credential by where it stands (a
    server's key after its URL, a piece of a key handed over in pieces)? Such a value is
    never an id's UUID: it is judged here, before the rules that keep a UUID."""
    value = text[start:end]
    if len(value) < 6 or value.strip(_HEX_HYPHEN_55):
        return False
    if len(value) == 36:
        line_start = text.rfind("\n", 0, start) + 1
        for m in _URL_THEN_UUID_55.finditer(text, line_start, min(len(text), end + 2)):
            if m.span("v") == (start, end):
                return _command_line_55(text, m)
        return False
    return "\n" in text and (start, end) in _uuid_pieces_55(text)


def _command_line_55(text: str, m: re.Match[str]) -> bool:
    line_start = text.rfind("\n", 0, m.start("v")) + 1
    return bool(_PROMPT_55.match(text, line_start)) and " " in text[line_start : m.start()].strip()


def _after_55_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if ("-H" in text or "--header" in low) and ("passcode" in low or "authentication" in low):
        for m in _HEADER_ARG_55.finditer(text):
            if not _cred_header_55(m.group("name")):
                continue
            start, end = m.span("v")
            value = m.group("v").rstrip()
            end = start + len(value)
            words = value.split()
            if len(words) == 2 and words[0].lower() in _SCHEMES_55:
                start = end - len(words[1])
                value = words[1]
            elif len(words) != 1:
                continue  # a sentence, not a value
            if (
                len(value) < 6
                or value.lower() in _SCHEMES_55
                or value.startswith((*_REFERENCE_STARTS, "`"))
            ):
                continue
            if is_placeholder(value):
                continue
            yield start, end
    if "://" in text and text.count("-") >= 4:
        for m in _URL_THEN_UUID_55.finditer(text):
            if _command_line_55(text, m):
                yield m.span("v")
    if "\n" in text and text.count("-") >= 3 and any(w in low for w in _CRED_WORDS_55):
        yield from _uuid_pieces_55(text)
        for m in _TYPED_UUID_LINE_55.finditer(text):
            if m.group("p") in _PUBLIC_TYPE_PREFIXES or m.start() < 2:
                continue
            above_end = text.rfind("\n", 0, m.start())
            above = text[text.rfind("\n", 0, above_end) + 1 : above_end].rstrip()
            if above.endswith((":", "：")) and any(w in above.lower() for w in _CRED_WORDS_55):
                yield m.span("v")


# Written after batch 55 (second round). What stays, each a value that is public by what it
# is or by what the text says of it:
# - A value the code beside it labels public: a comment within two lines of it says the
#   key or token is public, an identifier, or not a secret (a browser SDK's project key, a
#   mobile SDK's app token). A value whose own name says secret, private or password, or a
#   comment that says "not public", keeps no such label.
_COMMENT_55 = re.compile(r"(?://|#|/\*|<!--|--|\*)(?P<c>[^\n]*)")
_PUBLIC_SAY_55 = re.compile(
    r"\b(?:is|are)[ \t]+(?:an?[ \t]+)?(?:public|publishable|(?:\w+[ \t]+){0,2}identifiers?)\b"
    r"|\bnot (?:a )?secrets?\b|\bsafe to (?:ship|share|expose|commit)\b"
)
_NOT_SECRET_55 = re.compile(r"\bnot (?:a )?secrets?\b")
_NOT_PUBLIC_55 = re.compile(r"\b(?:not|never|isn't|is not)\s+(?:\w+\s+)?public\b")
_PRIVATE_NAME_55 = ("secret", "private", "passw", "pwd")


def _labelled_public_55(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    name = text[line_start:start].lower()
    if any(w in name for w in _PRIVATE_NAME_55):
        return False
    lines_from = line_start
    for _ in range(2):
        lines_from = text.rfind("\n", 0, max(0, lines_from - 1)) + 1 if lines_from else 0
    line_end = end
    for _ in range(3):
        nxt = text.find("\n", line_end + 1)
        line_end = len(text) if nxt < 0 else nxt
        if nxt < 0:
            break
    for line in text[lines_from:line_end].split("\n"):
        stripped = line.lstrip()
        m = _COMMENT_55.match(stripped)
        if m is None:
            continue
        said = m.group("c").lower()
        if _NOT_PUBLIC_55.search(said):
            return False
        if not _PUBLIC_SAY_55.search(said) or not ("key" in said or "token" in said):
            continue
        rest = _NOT_SECRET_55.sub(" ", said)
        if not any(w in rest for w in _PRIVATE_NAME_55):
            return True
    return False


# - An identifier by its label or place: a value under a label whose last word is ``ID``
#   (``Org ID:``, ``Tenant ID:``; a key's, an access key's, a secret's, a session's or a
#   token's id stays redacted on purpose, as key ids do), a CSV column whose header names
#   an id (``Click ID``, ``order_id``), a tab-separated listing whose command selects an id
#   field first (``jq '[.key_id, .name] | @tsv'``: a key's id printed to name it, as under a
#   listing's ``KEY_ID`` column), and a URL's click-id parameter (``gclid``, ``fbclid``,
#   ``msclkid``, ``…clickid``): how an ad network tags the link.
_ID_LABEL_55 = re.compile(
    r"(?:^|[\s>|])(?P<label>[A-Za-z][A-Za-z .\-]{0,40}?)[ \t]+ID[ \t]*[:=][ \t]*[\"']?\Z"
)
_CLICK_PARAM_55 = re.compile(r"[?&;](?:[a-z]{0,12}cl(?:ick)?_?k?id|wbraid|gbraid)=\Z", re.I)
_JQ_ID_FIRST_55 = re.compile(r"\[[ \t]*\.(?:[\w]*_)?id[ \t]*,")
# - The name of a key's algorithm (``ed25519``, ``rsa``) in brackets beside the word key.
_ALGORITHMS_55 = frozenset(
    ("ed25519", "ed448", "rsa", "dsa", "ecdsa", "x25519", "rsa-sha2-256", "rsa-sha2-512")
)
# - A secret manager's reference: in a command that reads a secret manager (``secrets``,
#   ``secretsmanager``, ``keyvault``), the value of ``--secret``/``--secret-id``/``--name``
#   that is a name of words is which secret, not its value.
_SECRET_REF_FLAG_55 = re.compile(
    r"--(?:secret|secret-id|secret-name|name)[ \t]*(?:=[ \t]*)?[\"']?\Z"
)
_SECRET_NAME_55 = re.compile(r"[a-z][a-z0-9]*(?:[-_./][a-z0-9]+){0,8}")
# - A tag's id in a page's tag call: ``send_to``'s ``AW-<digits>/<label>`` (a conversion's
#   id and label, served in every page that reports it).
_SEND_TO_55 = re.compile(r"send_to[\"']?[ \t]*:[ \t]*[\"']\Z")
_TAG_ID_55 = re.compile(r"[A-Z]{1,4}-[A-Z0-9]{4,20}(?:/[\w\-]{1,40})?")
# - Code: a span that holds a function's body or statements (``f.x=function(){…``,
#   ``[];t=b.createElement(e);``), as a minified script's assignments read.
_STATEMENTS_55 = re.compile(r"\w\([\w,.'\"]{0,40}\);")
# - A hash function's input that is an address, and its result: ``hash_x("<e-mail>") ==
#   "<hex digest>"`` (a test of a hashing step: a digest of a contact, not a key).
_HASH_CALL_55 = re.compile(r"(?:hash|sha\d*|md5|digest)\w*\([ \t]*[\"']\Z", re.I)
_HASH_RESULT_55 = re.compile(
    r"(?:hash|sha\d*|md5|digest)\w*\([^()\n]{0,200}\)[ \t]*(?:==|!=|->|=>|:)[ \t]*[\"']\Z", re.I
)
_EMAIL_55 = re.compile(r"[\w.+\-]{1,64}@[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63}){1,6}")
_DIGEST_LENGTHS_55 = frozenset((32, 40, 56, 64, 96, 128))


def _csv_id_column_55(text: str, start: int, end: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    if line_start == 0:
        return False
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    sep = "\t" if "\t" in line else ","
    cell_start = text.rfind(sep, line_start, start) + 1 or line_start
    after = text[end : end + 1]
    if text[cell_start:start].strip("\"' ") or after not in ("", sep, "\n", "\r", '"'):
        return False
    column = text.count(sep, line_start, cell_start)
    header_end = text.find("\n")
    header = text[:header_end].split(sep)
    if column >= len(header) or len(header) < 2 or line.count(sep) != len(header) - 1:
        return False
    cell = header[column].strip("\"' \r").lower()
    if any(w in cell for w in ("secret", "token", "key", "passw")):
        return False
    return cell.endswith((" id", "_id", "-id", "clid")) or cell == "id"


def _after_55_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'`() \t,;")
    if not core:
        return False
    low_core = core.lower()
    if low_core in _ALGORITHMS_55 and value.lstrip().startswith("("):
        return True  # a key's algorithm, in brackets
    if ("function(" in value or "(){" in value or value.startswith(("[];", "{};"))) and (
        "(" in value and (";" in value or "{" in value)
    ):
        return True  # code: statements, a function's body
    if len(_STATEMENTS_55.findall(value)) >= 2:
        return True
    labelled = _ID_LABEL_55.search(before) if "ID" in before else None
    if labelled is not None:
        label = labelled.group("label").lower()
        if not any(w in label for w in ("key", "access", "secret", "session", "token")):
            return True  # an identifier by its label
    if "=" in before and _CLICK_PARAM_55.search(before):
        return True  # an ad click's id in a link
    if "send_to" in before and _SEND_TO_55.search(before) and _TAG_ID_55.fullmatch(core):
        return True  # a tag's id and conversion label
    if "--" in before and _SECRET_REF_FLAG_55.search(before):
        line = text[text.rfind("\n", 0, start) + 1 : start].lower()
        if ("secrets " in line or "secretsmanager" in line or "keyvault" in line) and (
            _SECRET_NAME_55.fullmatch(core)
            and sum(part.isalpha() for part in re.split(r"[-_./]", core)) * 2 > core.count("-") + 1
        ):
            return True  # which secret a secret manager is asked for
    if "(" in before and _EMAIL_55.fullmatch(core) and _HASH_CALL_55.search(before):
        return True  # an address a hash function is given
    if (
        len(core) in _DIGEST_LENGTHS_55
        and all(c in "0123456789abcdefABCDEF" for c in core)
        and ")" in before
        and _HASH_RESULT_55.search(before)
    ):
        return True  # a hash function's result
    if "\t" in text and text[end : end + 1] == "\t" and (start == 0 or text[start - 1] == "\n"):
        head = text[: text.rfind("\n", 0, start)]
        if ("@tsv" in head or "@csv" in head) and _JQ_ID_FIRST_55.search(head):
            return True  # a listing's first column, its command selecting an id
    if "\n" in text and (_csv_id_column_55(text, start, end)):
        return True
    quoted = text[start - 1 : start] in ("'", '"') or value[:1] in ("'", '"')
    if quoted and ("//" in text or "#" in text) and _labelled_public_55(text, start, end):
        return not _vendor_secret(core)
    return False


# Held-out batch 60 (secrets management and PKI: Vault, HSMs, certificate authorities):
# what goes.
# - A PKCS#11 URI's ``pin-value`` attribute (``pkcs11:token=…;object=…?pin-value=<pin>``):
#   RFC 7512's way of writing the token's PIN into the URI itself.
_PIN_VALUE_60 = re.compile(r"[?;&]pin-value=(?P<v>[^;&\"'\s]{1,200})")
# - A flag whose last word is ``pin`` (``--so-pin``, ``--user-pin``, ``--new_pin``): an HSM
#   or smart card's PIN, as a command is given it, like ``--pin`` itself.
_PIN_FLAG_60 = re.compile(
    r"(?<![\w-])--?[A-Za-z][A-Za-z0-9]{0,20}(?:[-_][A-Za-z0-9]{1,20}){0,3}[-_]pin"
    r"(?:[ \t]*=[ \t]*|[ \t]+)(?P<q>[\"']?)(?P<v>[^\s\"'`]{1,200})(?P=q)(?![^\s\"'`])"
)
# - The password after the colon of curl's ``--cert <file>:<password>`` (``-E``): curl's
#   own form for a client certificate's pass phrase.
_CURL_CERT_60 = re.compile(
    r"(?<![\w-])(?:--cert|-E)[ \t]+(?P<q>[\"']?)(?P<file>[^\s\"':]{1,300}):"
    r"(?P<v>[^\s\"']{1,200})(?P=q)(?![^\s\"'])"
)
# - The values of a file whose name says it holds passwords, as ``cat`` prints it
#   (``cat …/password.conf`` then ``name=value`` lines): every value is one. A file of
#   password rules (``password-policy.conf``, ``pwquality``) holds settings.
_CAT_PASSWORD_FILE_60 = re.compile(
    r"(?<![\w-])cat[ \t]+(?:-\w+[ \t]+)?[^\s;|&]{0,300}?[^\s/;|&]{0,100}passw[^\s/;|&]{0,100}"
    r"[ \t]*\r?\n"
)
_RULE_FILE_WORDS_60 = ("polic", "qualit", "rule", "strength", "complex")
_FILE_LINE_60 = re.compile(r"[ \t]*(?P<name>[A-Za-z_][\w.\-]{0,80})[ \t]*=[ \t]*(?P<v>\S[^\r\n]*)")
# - An HSM shell's login with a role, a user and a password (CloudHSM's ``loginHSM CU
#   <user> <password>``), and the password a YubiHSM shell is given to open a session or
#   to store a new authentication key (``session open <id> <password>``, ``put authkey``'s
#   seventh argument).
_LOGIN_HSM_60 = re.compile(
    r"(?i:loginhsm)[ \t]+(?:-\w+[ \t]+)?(?:CU|CO|AU|PCO|PRECO|crypto-user|crypto-officer)[ \t]+"
    r"[^\s\"']{1,100}[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"']{1,200})(?P=q)(?![^\s\"'])"
)
_YUBI_SESSION_60 = re.compile(
    r"(?<![\w-])session[ \t]+open[ \t]+(?:0x)?[0-9A-Fa-f]{1,4}[ \t]+(?P<v>[^\s\"']{1,200})[ \t]*$",
    re.M,
)
_YUBI_AUTHKEY_60 = re.compile(
    r"(?<![\w-])put[ \t]+authkey(?P<args>(?:[ \t]+[^\s\"']{1,200}){7})[ \t]*$", re.M
)
# - The client password a Dogtag ``pki`` command is given (``-c <password>``; ``-w`` too),
#   the NSS database's or the agent's.
_PKI_LINE_60 = re.compile(r"(?:^|[\s$#>])pki[ \t](?P<rest>[^\r\n]{1,1000})", re.M)
_PKI_PW_60 = re.compile(
    r"(?<![\w-])-[cw][ \t]+(?P<q>[\"']?)(?P<v>[^\s\"']{1,200})(?P=q)(?![^\s\"'])"
)

# - The value a Danish, Norwegian or Swedish sentence says a password was set or changed to
#   (``Kodeordet … blev sat til <v>``, ``passordet ble endret til <v>``, ``lösenordet
#   sattes till <v>``), as "the password was set to <v>" is in English.
_NORDIC_SET_60 = re.compile(
    r"(?i)(?<!\w)(?:kodeord|adgangskode|passord|l[öo]senord|password)(?:et|en|n|s)?(?!\w)"
    r"[^\n.!?]{0,80}?(?<!\w)(?:sat|satt|sattes|ændret|aendret|endret|ändrat|andrat"
    r"|ändrades|andrades|skiftet|byttet|opdateret|oppdatert)[ \t]+till?[ \t]+"
    r"(?P<v>[^\s\"'`]{1,200})"
)
_NORDIC_WORDS_60 = ("kodeord", "adgangskode", "passord", "senord", "password")


def _plain_value_60(value: str) -> bool:
    """A value worth a span: not a variable, a reference, a file or a placeholder."""
    return (
        len(value) >= 4
        and not value.startswith((*_REFERENCE_STARTS, "`", "@", "/", "~", "./", "-"))
        and not is_placeholder(value)
    )


def _after_60_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "pin-value=" in low:
        for m in _PIN_VALUE_60.finditer(text):
            if "pkcs11:" in low[max(0, m.start() - 400) : m.start()] and _plain_value_60(
                m.group("v")
            ):
                yield m.span("v")
    if "-pin" in low or "_pin" in low:
        for m in _PIN_FLAG_60.finditer(text):
            if _plain_value_60(m.group("v")):
                yield m.span("v")
    if ("--cert" in low or "-E" in text) and "curl" in low:
        for m in _CURL_CERT_60.finditer(text):
            if len(m.group("file")) > 1 and _plain_value_60(m.group("v")):
                yield m.span("v")
    if "passw" in low and "cat" in low:
        for m in _CAT_PASSWORD_FILE_60.finditer(text):
            if any(word in m.group().lower() for word in _RULE_FILE_WORDS_60):
                continue  # (a file of password rules: a policy's settings)
            at = m.end()
            while at < len(text):
                line_end = text.find("\n", at)
                line_end = len(text) if line_end < 0 else line_end
                line = _FILE_LINE_60.fullmatch(text, at, line_end)
                if line is None:
                    break
                value = line.group("v").rstrip()
                if _plain_value_60(value) or (value.lstrip("-").isdigit() and len(value) >= 4):
                    yield line.start("v"), line.start("v") + len(value)
                at = line_end + 1
    if "loginhsm" in low:
        for m in _LOGIN_HSM_60.finditer(text):
            if _plain_value_60(m.group("v")):
                yield m.span("v")
    if "session" in low and "open" in low:
        for m in _YUBI_SESSION_60.finditer(text):
            if _plain_value_60(m.group("v")):
                yield m.span("v")
    if "put" in low and "authkey" in low:
        for m in _YUBI_AUTHKEY_60.finditer(text):
            args = m.group("args")
            last = args.split()[-1]
            if _plain_value_60(last):
                end = m.start("args") + len(args.rstrip())
                yield end - len(last), end
    if " til" in low and any(word in low for word in _NORDIC_WORDS_60):
        for m in _NORDIC_SET_60.finditer(text):
            value = m.group("v").rstrip(".,;:")
            mixed = not value.isalpha() or not (value.islower() or value.istitle())
            if len(value) >= 6 and mixed and _plain_value_60(value):
                yield m.start("v"), m.start("v") + len(value)
    if "pki " in low or "pki\t" in low:
        for line in _PKI_LINE_60.finditer(text):
            for m in _PKI_PW_60.finditer(text, line.start("rest"), line.end("rest")):
                if _plain_value_60(m.group("v")):
                    yield m.span("v")


# Held-out batch 60: what stays.
# - The other attributes of a PKCS#11 URI (``token=``, ``object=``, ``id=``, ``serial=``…):
#   the labels of a token and its objects; only ``pin-value`` is a secret.
_PKCS11_ATTR_60 = re.compile(
    r"pkcs11:(?:[^\s\"'?]{0,300}[;:])?(?:token|object|type|id|manufacturer|model|serial"
    r"|library-[a-z]{1,20}|slot-[a-z]{1,20}|module-[a-z]{1,20}|pin-source)=\Z"
)
# - An accessor (a Vault token's or secret id's ``accessor``): a handle that looks a token
#   up or revokes it and cannot authenticate, named so (``secret_id_accessor=``, a
#   column, a JSON key, a sentence naming it before its colon) or listed by a ``list``
#   command whose path names accessors.
_ACCESSOR_NAME_60 = re.compile(
    r"(?i:accessor)(?:[\"']?[ \t]*[=:][ \t]*[\"']?|[ \t]{2,}|[^\r\n=:\"'`]{0,60}:[ \t]+)\Z"
)
_ACCESSOR_LIST_60 = re.compile(
    r"(?<![\w-])list[ \t]+[^\s]{0,200}accessors/?[ \t]*\r?\n(?:Keys[ \t]*\r?\n-{2,}[ \t]*\r?\n)?\Z"
)
# - A digest named by its algorithm (``hmac-sha256:<hex>``, as an audit log writes every
#   secret it records): the hex of that hash's length is the digest, not the value.
_HMAC_DIGEST_60 = re.compile(
    r"hmac-(?:sha1:[0-9a-f]{40}|sha256:[0-9a-f]{64}|sha384:[0-9a-f]{96}|sha512:[0-9a-f]{128})"
)
# - The end of a template's reference (``{{ op://vault/item/field }}`` in a URL's password
#   place): the closing braces and the host after them.
# - A secret manager's map of ids to variables (``<uuid> > NAME`` on each line): it says
#   which secret goes where.
_ID_MAP_LINE_60 = re.compile(
    r"[ \t]*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    r"[ \t]*>[ \t]*[A-Z_][A-Z0-9_]{0,100}[ \t]*"
)
# - A key's identifier (``keyID``, ``key_id``, ``authority_key_id``, ``Subject Key
#   Identifier``) in two forms: printed as colon-separated hex pairs (a certificate's
#   subject or authority key id, the hash of a public key), or beside a reference to its
#   secret half (``keySecretRef``, ``secretKeyRef``, as an ACME account binding's key id
#   is written next to where its HMAC key lives). A key id beside a literal secret, an
#   access key's id and a private key's id (halves of a credential) still go.
_KEY_ID_NAME_60 = re.compile(
    r"(?i:(?P<pre>[A-Za-z_\-]{0,40}?)key[ _\-]?id(?:entifier)?)[\"']?[ \t]*[=:][ \t]*"
    r"(?P<open>[\"']?)(?:[0-9A-Fa-f]{2}:){0,63}\Z"
)
_COLON_HEX_RUN_60 = re.compile(r"[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){7,63}(?![0-9A-Za-z:])")
_SECRET_REF_60 = re.compile(r"(?i)secret[_\-]?(?:key[_\-]?)?ref\b")
# - An all-capital word as a flag's value (``--token USERGENERATED``, ``--type BROWSER``)
#   whose letter pairs are all English words' (words said in capitals, not drawn ones):
#   an enumerated option. Capitals drawn at random (``-P KDCZLRTDMP``) still go.
_CAPS_FLAG_60 = re.compile(r"(?<![\w-])--?[A-Za-z][\w\-]{0,40}[ \t]*[= \t][ \t]*\Z")
_CAPS_WORD_60 = re.compile(r"[A-Z]{3,40}(?:_[A-Z]{2,40}){0,4}")


def _key_id_public_60(text: str, name: re.Match[str], end: int) -> bool:
    """Is the value after the key id's name ``name`` colon-separated hex pairs (the span
    ending within them), or written beside a reference to its secret half?"""
    at = name.end("open")
    run = _COLON_HEX_RUN_60.match(text, at)
    if run is not None and end <= run.end() + 3:
        return True
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if text[end:line_end].strip("\"'`,; \t"):
        return False  # (the value goes on: not the whole id)
    return _SECRET_REF_60.search(text, max(0, name.start() - 300), end + 300) is not None


def _in_accessor_list_60(text: str, start: int) -> bool:
    """Does the span at ``start`` begin a line of a ``list`` command's output of accessors
    (one word a line, up to the ``Keys``/``----`` head below the command)?"""
    at = text.rfind("\n", 0, start) + 1
    if text[at:start].strip():
        return False
    for _ in range(200):  # (a listing's lines above this one: one word each)
        if _ACCESSOR_LIST_60.search(text, max(0, at - 300), at):
            return True
        if at == 0:
            return False
        above = text.rfind("\n", 0, at - 1) + 1
        line = text[above : at - 1].strip()
        if not line or " " in line or "\t" in line or line.startswith(("$", "#", "-")):
            return False
        at = above
    return False


_PGP_WORD_60 = re.compile(r"(?i)(?<![A-Za-z0-9])(?:pgp|gpg|openpgp)(?![A-Za-z0-9])")


def _pgp_encrypted_60(text: str, at: int) -> bool:
    """Does the text at ``at`` begin with the base64 of an OpenPGP message encrypted to a
    public key (its first packet a public-key encrypted session key, version 3, a known
    algorithm)?"""
    if text[at : at + 1] not in ("w", "h") or (at > 0 and text[at - 1] in _B64_CHARS_54):
        return False
    at0 = at
    try:
        head = b64decode(text[at : at + 20], validate=True)
    except ValueError:
        return False
    tag = head[0]
    if tag == 0xC1:
        size = head[1]
        at = 2 if size < 192 else 3 if size < 224 else 6 if size == 255 else -1
    elif tag in (0x84, 0x85, 0x86):
        at = {0x84: 2, 0x85: 3, 0x86: 5}[tag]
    else:
        return False
    if at < 0 or at + 9 >= len(head):
        return False
    if head[at] == 3 and head[at + 9] in (1, 2, 16, 18, 25):
        return True
    # (in a text that speaks of PGP, the header of a packet of an RSA key's size is enough,
    # on a run of 100 base64 characters or more, as a packet with a key's material is: a
    # token drawn by chance starts "hR" or "wc" one time in a few hundred)
    if not (tag in (0xC1, 0x85) and at == 3 and _PGP_WORD_60.search(text) is not None):
        return False
    run = at0
    while run < len(text) and text[run] in _B64_CHARS_54:
        run += 1
    return run - at0 >= 100


def _after_60_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'`,; \t")
    if "pkcs11:" in before and _PKCS11_ATTR_60.search(before):
        return True
    if ("ccessor" in before or "CCESSOR" in before) and _ACCESSOR_NAME_60.search(before):
        return True
    if "ccessors" in text and _in_accessor_list_60(text, start):
        return True
    if core.startswith("hmac-"):
        digest = _HMAC_DIGEST_60.match(text, start + value.index("hmac-"))
        after = text[digest.end() : digest.end() + 1] if digest else "0"
        if (
            digest
            and after not in _HEX_DIGIT_SET
            and (end <= digest.end() or not text[digest.end() : end].strip("\"'`,; \t"))
        ):
            return True  # (the digest, or a piece of it)
    if core.startswith("}}") and "{{" in before:
        return True
    if ">" in core and all(_ID_MAP_LINE_60.fullmatch(line) for line in core.splitlines()):
        return True
    if ("id" in before or "ID" in before or "Id" in before) and (
        m := _KEY_ID_NAME_60.search(text, max(0, start - 300), start)
    ):
        pre = m.group("pre").lower()
        if "access" not in pre and "private" not in pre and _key_id_public_60(text, m, end):
            return True
    if _CAPS_WORD_60.fullmatch(core) and _CAPS_FLAG_60.search(before):
        pieces = core.split("_")
        if _odd_pairs(pieces)[0] == 0 and not any(_UNSAYABLE.search(p) for p in pieces):
            return True  # (words said in capitals, not drawn ones)
    return _pgp_encrypted_60(text, start + len(value) - len(value.lstrip("\"'` \t")))


# Held-out batch 58 (support desks, chat and real-time communication): what goes.
# - The shared secret a registration command is given (``register_new_matrix_user -k
#   <secret>``, any command's ``--shared-secret <secret>``): the homeserver's registration
#   secret, with which anyone can create an admin account.
_SHARED_SECRET_FLAG_58 = re.compile(
    r"(?:register_new_matrix_user[^\n]{0,200}?(?<![\w-])-k|(?<![\w-])--(?:registration-)?shared-secret)"
    r"(?:[ \t]+|=)(?:'(?P<sq>[^'\n]{1,200})'|\"(?P<dq>[^\"\n]{1,200})\"|(?P<bare>[^\s'\"]{1,200}))"
)
# - The password an XMPP server's admin command is given after the user and the host
#   (``prosodyctl register <user> <host> <password>``, ``ejabberdctl register|
#   change_password <user> <host> <password>``). Without a third argument the command
#   asks for the password, and nothing goes.
_XMPP_CTL_58 = re.compile(
    r"(?<![\w-])(?:prosodyctl|ejabberdctl)[ \t]+(?:register|change_password|passwd)[ \t]+"
    r"[^\s'\"]{1,100}[ \t]+[\w.\-]{1,200}[ \t]+"
    r"(?:'(?P<sq>[^'\n]{1,200})'|\"(?P<dq>[^\"\n]{1,200})\"|(?P<bare>[^\s'\"|;&]{1,200}))"
)
# - The second string an XMPP client's constructor is given after a JID
#   (``Bot("user@host/resource", "<password>", …)``): how slixmpp, aioxmpp and their
#   kind take the account's password. A second string that is a plain word, holds a
#   blank (a room's, a nickname's) or is a reference stays.
_JID_PW_CALL_58 = re.compile(
    r"\w\([ \t]*(?P<q1>[\"'])[\w.+\-]{1,64}@[\w\-]{1,63}(?:\.[\w\-]{1,63}){1,8}"
    r"(?:/[^\"'\s]{1,64})?(?P=q1)[ \t]*,[ \t]*(?P<q2>[\"'])(?P<pw>[^\"'\s]{6,200})(?P=q2)"
)
# - A recovery or security key written as groups of four base58 characters (Element's
#   ``EsXX XXXX …``, twelve groups): the key that opens an account's encrypted history,
#   where a text names a security or recovery key. Groups of hex (a fingerprint) or of
#   one case only stay.
_B58_58 = "1-9A-HJ-NP-Za-km-z"
_GROUPED_B58_58 = re.compile(
    rf"(?<![\w/+=])[{_B58_58}]{{4}}(?:[ \t][{_B58_58}]{{4}}){{7,15}}(?![\w/+=])"
)
_KEY_NAME_WORDS_58 = (
    "security key", "recovery key", "security phrase", "מפתח", "clé de sécurité",
    "clé de récupération", "palautusavain", "turva-avain", "suojausavain",
)  # fmt: skip
# - A password a sentence says an account's password was changed or set to, in Hebrew
#   (``הסיסמה … שונתה ל- <value>``), French (``mot de passe … changé en <value>``) or
#   Finnish (``salasana … vaihdettu: <value>``), as ``password changed to`` went.
_CHANGED_TO_58 = re.compile(
    r"(?i)(?:סיסמ|mot de passe|salasan)(?:[^\n.!?]|\.(?=\S)){0,160}?"
    r"(?:(?:שונתה|הוחלפה|עודכנה|נקבעה|אופסה)[ \t]+ל-?|(?:chang[ée]+|modifi[ée]+|d[ée]fini)"
    r"[ \t]+(?:en|pour|à|a)|(?:vaihdettu|vaihdettiin|asetettu|asetettiin)"
    r"(?:[ \t]+(?:arvoon|muotoon))?[ \t]*:?)[ \t]*(?P<v>[^\s\"'«»]{6,128})"
)
_PW_WORDS_58 = ("סיסמ", "mot de passe", "salasan")


def _quoted_58(m: re.Match[str]) -> tuple[str, int, int]:
    group = "sq" if m.group("sq") is not None else "dq" if m.group("dq") is not None else "bare"
    return m.group(group), *m.span(group)


def _drawn_58(value: str) -> bool:
    """A value no reference, placeholder or plain word: a password's shape."""
    if value.startswith((*_REFERENCE_STARTS, "`", "-")) or is_placeholder(value):
        return False
    return not (value.isalpha() and (value.islower() or value.isupper()))


def _after_58_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "register_new_matrix_user" in low or "shared-secret" in low:
        for m in _SHARED_SECRET_FLAG_58.finditer(text):
            value, start, end = _quoted_58(m)
            if len(value) >= 6 and _drawn_58(value):
                yield start, end
    if "prosodyctl" in low or "ejabberdctl" in low:
        for m in _XMPP_CTL_58.finditer(text):
            value, start, end = _quoted_58(m)
            if len(value) >= 6 and _drawn_58(value):
                yield start, end
    if ("xmpp" in low or "jid" in low) and "@" in text:
        for m in _JID_PW_CALL_58.finditer(text):
            pw = m.group("pw")
            if _drawn_58(pw) and "@" not in pw and "/" not in pw:
                yield m.span("pw")
    if _any_word(low, _KEY_NAME_WORDS_58, mask):
        for m in _GROUPED_B58_58.finditer(text):
            run = m.group().replace(" ", "").replace("\t", "")
            cased = any(c.isupper() for c in run) and any(c.islower() for c in run)
            if cased and any(c.isdigit() for c in run) and not is_placeholder(m.group()):
                yield m.span()
    if _any_word(low, _PW_WORDS_58, mask):
        for m in _CHANGED_TO_58.finditer(text):
            value = m.group("v").rstrip(",;:")
            if _drawn_58(value) and any(not c.isalpha() for c in value):
                yield m.start("v"), m.start("v") + len(value)


# What stays:
# - A template's marker where a value would be (``%CONFIG-DBPASS``, ``%ADMIN_PASS%``,
#   ``%{env:ADMIN_SECRET}%``): what an installer or a server's config macro fills in.
_PERCENT_MARKER_58 = re.compile(
    r"%(?:[A-Z]+(?:[-_][A-Z]+)*%?|\{(?:env:)?[A-Za-z_][A-Za-z0-9_]{0,80}\}%?)"
)
_DIGEST_CHARS_58 = frozenset(string.ascii_letters + string.digits + "+/=_-")
# - A webhook's URL-validation handshake (``plainToken``, ``challenge``, and the
#   ``encryptedToken`` that answers a plainToken): a value the vendor sends in clear and
#   its HMAC, neither a credential.
_CHALLENGE_OPEN_58 = re.compile(
    r"(?:[\"'](?:plainToken|challenge)[\"'][ \t]*:[ \t]*[\"']|hub\.challenge=)\Z"
)
_ANSWER_OPEN_58 = re.compile(r"[\"']encryptedToken[\"'][ \t]*:[ \t]*[\"']\Z")
# - A value keyed by an algorithm and a key id in JSON (``"ed25519:abc": "<base64>"``,
#   ``"curve25519:DEVICE": …``), or the ``key`` of such an entry: a server's or device's
#   published public key, or a signature made with it.
_ALG_KEY_OPEN_58 = re.compile(
    r"\"(?:ed25519|curve25519|signed_curve25519|ed448):[A-Za-z0-9_+/\-]{1,64}\"[ \t]*:[ \t]*"
    r"(?:\{[ \t]*\"key\"[ \t]*:[ \t]*)?\"\Z"
)
# - The ``b=`` and ``bh=`` tags of a ``DKIM-Signature`` header (or ``ARC-Message-
#   Signature``), and the folded lines that carry them on: the message's signature and its
#   body's hash, which any receiver checks with the domain's public key.
_DKIM_TAG_58 = re.compile(r"(?:^|[;\s])bh?=[A-Za-z0-9+/=\s]{0,1400}\Z")
_DKIM_HEADER_58 = re.compile(
    r"(?im)(?<![\w-])(?:DKIM|ARC-Message)-Signature:(?:[^\n]*\n[ \t])*[^\n]*\Z"
)
# - A hex digest of a digest's length that a line naming an HMAC labels its output
#   (``HMAC-SHA256(email) … example output for x@y: <hex>``): what a secret signs, not the
#   secret. A signature under its own name (``X-Amz-Signature=``, ``signature:``) is judged
#   as before.
_HMAC_OUTPUT_LABEL_58 = re.compile(
    r"(?i)(?<![\w-])output(?:[ \t]+(?:for|of)[ \t]+[^\s:=]{1,120})?"
    r"[ \t]*[:=][ \t]*\Z"
)
# - A SASL PLAIN blob (base64 of ``authzid NUL user NUL password``) whose password is a
#   mask (swaks' ``--auth-hide-password`` sends ``PROTECTED``): already masked.
# - A ULID (26 Crockford base32 characters, the first 0 to 7, four letters or more) on an
#   id's line, and the next line's label a span ran into: an object's id, unless its
#   label names a secret.
_ULID_58 = re.compile(r"[0-7][0-9A-HJKMNP-TV-Z]{25}")
_SECRET_LABEL_58 = re.compile(
    r"(?i)(?:key|token|secret|passw|pwd|credential)[\w\-]*[\"']?[ \t]*[:=][ \t]*\Z"
)


def _masked_sasl_58(value: str) -> bool:
    if len(value) < 8 or len(value) > 400 or any(c not in _DIGEST_CHARS_58 for c in value):
        return False
    try:
        raw = b64decode(value + "=" * (-len(value) % 4), validate=True)
        parts = raw.decode("utf-8").split("\x00")
    except ValueError:
        return False
    if len(parts) != 3:
        return False
    pw = parts[2]
    return bool(pw) and ((pw.isalpha() and pw.isupper() and len(pw) <= 12) or _masked(pw))


def _after_58_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t")
    if not core:
        return False
    if core[0] == "%" and _PERCENT_MARKER_58.fullmatch(core):
        return True  # a template's marker
    tail = before[-160:]
    challenge = "oken" in tail or "hallenge" in tail
    if challenge and (
        _CHALLENGE_OPEN_58.search(tail) or ("plainToken" in text and _ANSWER_OPEN_58.search(tail))
    ):
        return True  # a URL-validation challenge, and its answer
    keyed = "25519:" in tail or "448:" in tail
    if keyed and _ALG_KEY_OPEN_58.search(tail) and all(c in _DIGEST_CHARS_58 for c in core):
        return True  # a published key or a signature, by its key id
    if (tail.endswith(("b=", "h=")) or not tail.strip()) and "-Signature:" in text:
        head = text[max(0, start - 2000) : start]
        if _DKIM_TAG_58.search(head) and _DKIM_HEADER_58.search(head):
            return True  # a DKIM signature's b= or bh= tag
    if len(core) in (40, 64, 128) and all(c in string.hexdigits for c in core):
        line = text[max(0, text.rfind("\n", max(0, start - 400), start) + 1, start - 400) : start]
        label = _HMAC_OUTPUT_LABEL_58.search(tail) if "hmac" in line.lower() else None
        if label is not None and not any(w in label.group().lower() for w in ("key", "secret")):
            return True  # an HMAC's example output
    if "AUTH PLAIN" in tail and _masked_sasl_58(core):
        return True  # a masked SASL PLAIN blob
    first, _, rest = core.partition("\n")
    # (a ULID, and the next line's label)
    return (
        len(first.strip()) == 26
        and _ULID_58.fullmatch(first.strip()) is not None
        and sum(c.isalpha() for c in first) >= 4  # (a number of 26 digits is no ULID)
        and (rest.strip().isalpha() or not rest)
        and not _SECRET_LABEL_58.search(tail)
    )


# Held-out batch 59 (web scraping, browser automation and search infrastructure): what
# goes.
# - The fourth field of a ``host:port:user:password`` line (how proxy vendors hand out
#   their lists, one endpoint a line): the password, whatever follows it in the field
#   (a session or country option). A line whose third field is a host (``ssh -L``'s
#   ``bind:port:host:port``) or whose fourth is a number or a reference stays.
_HOST_PORT_USER_PW_59 = re.compile(
    r"(?m)^[ \t]*(?:[-*][ \t]+)?(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,62}\.)+[A-Za-z]{2,24}"
    r"|\d{1,3}(?:\.\d{1,3}){3}):\d{2,5}:(?P<user>[^\s:]{1,80}):(?P<pw>[^\s:]{4,200})[ \t]*$"
)
# - A literal under ``clientKey``/``client_key`` that is a bare run of 32 hex digits or
#   more, alone or after a vendor's upper-case tag and a hyphen (``XYZ-<hex>``): the
#   account key captcha-solving services and others take in every request's body, a
#   pre-shared key as a Hue bridge's ``clientkey`` is (a browser's client key, Adyen's
#   ``test_…``/``live_…``, is no bare hex run and stays, as before).
_CLIENT_KEY_59 = re.compile(
    r"(?i)[\"']?client[_\-]?key[\"']?[ \t]*[:=][ \t]*"
    r"(?P<q>[\"'])(?P<v>[A-Za-z0-9_\-]{16,200})(?P=q)"
)
_HEX_TAG_59 = re.compile(r"[A-Z]{2,8}-")


def _pre_shared_59(core: str) -> bool:
    """A bare run of 32 hex digits or more (letters and digits both), alone or after an
    upper-case tag and a hyphen: a pre-shared key, under a client key's name too."""
    tag = _HEX_TAG_59.match(core)
    body = core[tag.end() :] if tag is not None else core
    return len(body) >= 32 and _hex_key_38(body)


# - The values of a mapping whose name is a plural secret word (``apikeys:``,
#   ``api_keys:``, ``passwords:``): each child is a secret by its parent's name, whatever
#   the child's own name (``default:``, a project's).
_PLURAL_PARENT_59 = re.compile(
    r"(?im)^(?P<indent>[ \t]*)[\"']?(?:api[_\-]?keys|passwords|secret[_\-]?keys)[\"']?"
    r"[ \t]*:[ \t]*$"
)
_CHILD_59 = re.compile(
    r"[ \t]+[\"']?[\w.\-]{1,60}[\"']?[ \t]*:[ \t]*"
    r"(?P<q>[\"']?)(?P<v>[^\s\"'#][^\s\"']{5,199})(?P=q)"
    r"[ \t]*(?:#.*)?"
)
# - A literal whose own first word says it is private or secret, then a drawn tail
#   (``private-<drawn>``, ``secret_<drawn>``: a search service's private API key beside
#   its ``search-<drawn>`` public one): named by its vendor as the key that is not shown.
_NAMED_PRIVATE_59 = re.compile(
    r"(?<![\w\-.])(?:private|secret)[\-_](?P<tail>[A-Za-z0-9]{20,64})(?![\w\-.])"
)
# - A class given a bare run of 32 hex digits or more first and its options by keyword
#   after it (``Solver('<hex>', timeout=120)``): how a service's client takes its account
#   key. A class whose name says it makes an id, a hash or a colour from the digits
#   (``UUID``, ``Digest``, ``Color``) stays, as does a value alone in its call.
_HEX_FIRST_CALL_59 = re.compile(
    r"(?<![\w.])(?P<cls>[A-Z][A-Za-z0-9_]{1,60})\([ \t]*(?P<q>[\"'])(?P<v>[0-9a-fA-F]{32,128})"
    r"(?P=q)[ \t]*,[ \t]*[A-Za-z_]\w{0,40}[ \t]*=(?!=)"
)
_HEX_CLASS_WORDS_59 = (
    "uuid", "guid", "hash", "digest", "color", "colour", "hex", "bytes", "checksum", "sha",
    "md5", "id", "oid", "version", "commit", "rev",
)  # fmt: skip
# - Prose in Arabic giving a password with its owner or place between the word and the
#   copula (``كلمة مرور المستخدم <name> هي <value>``): the value after ``هي``/``هو`` in the
#   same clause, as without the words between (a clause ends at a comma or a stop).
_AR_PASSWORD_59 = re.compile(
    r"كلمة[ \t]+(?:ال)?(?:مرور|سر|السر)(?P<mid>[^،,.؛\n:]{0,120}?)[ \t]+(?:هي|هو)[ \t]*:?[ \t]+"
    r"(?P<v>[^\s،,؛]{6,200})"
)
_AR_LETTERS_59 = re.compile(r"[\u0600-\u06FF]")

# - A credential told in a message, then the rest of it in a later one (``… password for
#   <zone> is <v>``, then ``it got cut off, the rest is <w>``): both pieces, judged as the
#   whole they make (each piece alone may read as a word).
_TOLD_LINE_59 = re.compile(
    r"(?im)^[^\n]{0,120}?\b(?:password|passwd|passphrase|token|secret)\b[^\n]{0,80}?"
    r"[ \t](?:is|was|=|:)[ \t]+[`\"']?(?P<v>[^\s`\"']{3,64}?)[`\"'.]?[ \t]*\r?$"
)
_REST_LINE_59 = re.compile(
    r"(?im)^[^\n]{0,80}?\b(?:the[ \t]+)?rest(?:[ \t]+of[ \t]+it)?[ \t]+is[ \t]*:?[ \t]+"
    r"[`\"']?(?P<v>[^\s`\"']{3,64}?)[`\"'.]?[ \t]*\r?$"
)


def _told_rest_59(text: str) -> Iterator[tuple[int, int]]:
    for told in _TOLD_LINE_59.finditer(text):
        rest = _REST_LINE_59.search(text, told.end(), min(len(text), told.end() + 600))
        if rest is None:
            continue
        first, second = told.group("v"), rest.group("v")
        whole = first + second
        if any(is_placeholder(v) or v.startswith(_REFERENCE_STARTS) for v in (first, second)):
            continue
        if not any(c.isdigit() for c in whole) or not any(c.isalpha() for c in whole):
            continue
        if random_shaped(whole, 10) or password_shaped(whole, 10):
            yield told.span("v")
            yield rest.span("v")
        return


def _drawn_59(value: str) -> bool:
    """A drawn value: letters and digits mixed (not a word, a number or a name)."""
    return (
        sum(c.isdigit() for c in value) >= 2
        and sum(c.isalpha() for c in value) >= 4
        and not value.isdigit()
        and not is_placeholder(value)
    )


def _drawn_child_59(value: str) -> bool:
    """A mapping child's value that is a secret's: drawn or a password (letters and a
    digit), not a reference, a path, a placeholder, a name or a setting."""
    if value.startswith((*_REFERENCE_STARTS, "/", "~")) or is_placeholder(value):
        return False
    if len(value) < 8 or not any(c.isdigit() for c in value):
        return False
    if not any(c.isalpha() for c in value):
        return False
    return random_shaped(value, 12) or password_shaped(value, 8) or _drawn_59(value)


def _after_59_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if ("proxy" in low or "proxies" in low or "socks" in low) and text.count(":") >= 3:
        for m in _HOST_PORT_USER_PW_59.finditer(text):
            user, pw = m.group("user"), m.group("pw")
            if "." in user or pw.isdigit() or pw.startswith(_REFERENCE_STARTS):
                continue
            if not is_placeholder(pw):
                yield m.span("pw")
    if "key" in low and ("clientkey" in low or "client_key" in low or "client-key" in low):
        for m in _CLIENT_KEY_59.finditer(text):
            if _pre_shared_59(m.group("v")):
                yield m.span("v")
    if "\n" in text and (
        "apikeys" in low
        or "api_keys" in low
        or "api-keys" in low
        or "passwords" in low
        or "secret_keys" in low
        or "secret-keys" in low
    ):
        for m in _PLURAL_PARENT_59.finditer(text):
            depth = len(m.group("indent").expandtabs())
            at = m.end() + 1
            while at < len(text):
                line_end = text.find("\n", at)
                line_end = len(text) if line_end < 0 else line_end
                line = text[at:line_end]
                if line.strip():
                    if len(line) - len(line.lstrip(" \t")) <= depth:
                        break
                    c = _CHILD_59.fullmatch(line)
                    if c is not None:
                        value = c.group("v")
                        if _drawn_child_59(value):
                            yield at + c.start("v"), at + c.end("v")
                at = line_end + 1
    if "private-" in low or "private_" in low or "secret-" in low or "secret_" in low:
        for m in _NAMED_PRIVATE_59.finditer(text):
            if _drawn_59(m.group("tail")):
                yield m.span()
    if (
        "rest" in low
        and "\n" in text
        and ("passw" in low or "token" in low or "secret" in low)
        and " is" in low
    ):
        yield from _told_rest_59(text)
    if "('" in text or '("' in text:
        for m in _HEX_FIRST_CALL_59.finditer(text):
            words = {w.lower() for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", m["cls"])}
            if not words & set(_HEX_CLASS_WORDS_59) and _hex_key_38(m.group("v")):
                yield m.span("v")
    if "كلمة" in text:
        for m in _AR_PASSWORD_59.finditer(text):
            value = m.group("v").rstrip(".!؟?")
            if len(value) < 6 or _AR_LETTERS_59.search(value) or not _drawn_59(value + "00"):
                continue
            if value.isupper() and "_" in value:
                continue  # an environment variable's name
            if is_placeholder(value):
                continue
            yield m.start("v"), m.start("v") + len(m.group("v"))


# What stays:
# - A request's trace id under its label (Cloudflare's ``cf-ray``/``Ray ID``, a request,
#   trace or correlation id): hex, with a data centre's code after it.
_TRACE_LABEL_59 = re.compile(
    r"(?i)(?:\bcf-ray|\bray[ _\-]?id|\brequest[ _\-]?id|\btrace[ _\-]?id|\bcorrelation[ _\-]?id)"
    r"[\"']?[ \t]*(?:[:=][ \t]*)?[\"'(]?\Z"
)
_TRACE_VALUE_59 = re.compile(r"[0-9a-fA-F]{8,40}(?:-[A-Za-z]{3})?")
# - What a command prints after the name of a thing it made or uses (``Started run <id>``,
#   ``Default dataset: <id>``, ``key-value store: <id>``, ``Build ID: <id>``): an id, on a
#   line that names no secret.
_RESOURCE_LABEL_59 = re.compile(
    r"(?i)\b(?:run|dataset|store|build|job|queue|task|actor|deployment|instance|bucket"
    r"|collection)(?:[ \t]+id)?[ \t]*(?::[ \t]*)?\Z"
)
_SECRET_LINE_59 = re.compile(
    r"(?i)token|secret|passw|credential|auth|(?:api|access|private|signing|license|master"
    r"|admin|account)[ _\-]?key"
)
# - A consent cookie (``euconsent-v2``, ``CookieConsent``, ``OptanonConsent``): its name
#   and its value record what a visitor agreed to; they authenticate nothing.
_CONSENT_NAME_59 = re.compile(r"(?i)[\w.\-]{0,40}consent[\w.\-]{0,40}")
_CONSENT_BEFORE_59 = re.compile(
    r"(?i)(?P<name>[\w.\-]{0,40}consent[\w.\-]{0,40})[\"']?[ \t]*"
    r"(?:[=\t]|,[ \t]*[\"']value[\"'][ \t]*:)[ \t]*[\"']?\Z"
)
_CONSENT_SECRET_59 = re.compile(
    r"(?i)secret|token|key|pass|auth|session|(?<![a-z])sid(?![a-z])|cred"
)
# - A format made only of directives (curl's ``-w '%{http_code}\n'``, a log format): a
#   template the tool fills in, not a value.
_FORMAT_ONLY_59 = re.compile(r"(?:%\{[\w.:]{1,40}\}|\\[nrt]|[ \t:,;=|/\-()\[\]])+")
# - A colon-hex digest under a fingerprint's name (``ssl_assert_fingerprint="AA:BB:…"``),
#   wherever in the run a rule's span starts: a certificate's hash, public.
_COLON_HEX_RUN_CHARS_59 = _HEX_DIGIT_SET | {":"}
# - A value in its own clause named an identifier, in Arabic prose (``ومعرّف المجموعة هو
#   <id>``), even after an earlier clause that speaks of a password kept elsewhere.
_AR_ID_CLAUSE_59 = re.compile(r"(?:معرّف|معرف)[^،,.؛\n]{0,60}(?:هو|هي|:)[ \t]*\Z")


def _after_59_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'`() \t\r\n,;")
    if before.endswith(("ray ", "ray: ", "id ", "id: ", "ID ", "ID: ", "(", "=")) and (
        _TRACE_VALUE_59.fullmatch(core) and _TRACE_LABEL_59.search(before)
    ):
        return True
    if core.isalnum() and 8 <= len(core) <= 40 and _RESOURCE_LABEL_59.search(before):
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line = text[line_start : len(text) if line_end < 0 else line_end]
        if not _SECRET_LINE_59.search(line):
            return True
    if "onsent" in before or "onsent" in value:
        if _CONSENT_NAME_59.fullmatch(core) and not _CONSENT_SECRET_59.search(core):
            return True  # the cookie's name
        m = _CONSENT_BEFORE_59.search(before)
        if m is not None and not _CONSENT_SECRET_59.search(m.group("name")):
            return True  # its value
    if "%{" in value and _FORMAT_ONLY_59.fullmatch(core):
        return True
    if ":" in value and _PRINT_WORD.search(before):
        low_at = start
        while low_at > 0 and text[low_at - 1] in _COLON_HEX_RUN_CHARS_59:
            low_at -= 1
        high_at = start
        while high_at < len(text) and text[high_at] in _COLON_HEX_RUN_CHARS_59:
            high_at += 1
        run = text[low_at:high_at].strip(":")
        rest = text[high_at:end].strip("\"'`) \t\r\n,;")
        if not rest and _COLON_HEX.fullmatch(run) and len(run) >= 47:
            return True
    return "\u0639" in before and _AR_ID_CLAUSE_59.search(before) is not None


# Held-out batch 57 (mainframe and midrange systems): what goes.
# - The value a mainframe command's password keyword holds in parentheses or after ``=``
#   (RACF's ``KEYMASKED(<hex>)`` application key, also continued over lines with ``-``;
#   Top Secret's ``PHRASE('<words>',<days>)``; JES2's ``PASSWORD=(SEND=…,VERIFY=…)``;
#   ``PSWD=`` as CA-7 and others abbreviate it; Connect:Direct's ``SNODEID=(user,pw)``).
_KEYMASKED_57 = re.compile(r"(?i)keymasked\(")
_HEX_RUN_57 = re.compile(r"[0-9A-Fa-f]{4,128}")
_KEY_CONTINUED_57 = re.compile(r"[ \t]*[-+][ \t]*\r?\n(?:[ \t]*\d{1,8}[ \t]+|//[ \t]*|[ \t]*)")
_PAREN_KEYWORD_57 = re.compile(
    r"(?i)(?<![\w\-])(?:phrase|passphrase|pswd|keymasked)\([ \t]*"
    r"(?:'(?P<q>[^'\n]{4,200})'|\"(?P<d>[^\"\n]{4,200})\"|(?P<b>[^()\s,'\"]{4,200})[ \t]*[,)])"
)
_PSWD_57 = re.compile(r"(?i)(?<![\w\-])pswd[ \t]*=[ \t]*(?P<v>[^\s,()'\"]{4,100})")
_PASSWORD_LIST_57 = re.compile(r"(?i)(?<![\w\-])password=\((?P<list>[^()\n]{1,300})\)")
_LIST_ITEM_57 = re.compile(r"(?i)(?:send|verify)[ \t]*=[ \t]*(?P<v>[^\s,()'\"]{4,100})")
_NODE_ID_57 = re.compile(
    r"(?i)(?<![\w\-])[ps]nodeid[ \t]*=[ \t]*\([ \t]*[^\s,()'\"]{1,64}[ \t]*,[ \t]*"
    r"(?P<v>[^\s,()'\"]{4,100})(?:[ \t]*,[ \t]*(?P<n>[^\s,()'\"]{4,100}))?[ \t]*\)"
)
# - A user id and its password joined by a slash after a logon verb or a ``USER`` keyword
#   (TSO's ``LOGON <id>/<pw>``, a Unisys WFL job's ``USER = <id>/<pw>;``). A password is
#   drawn-looking: a lowercase word, a path's next part or a placeholder stays.
_SLASH_LOGON_57 = re.compile(
    r"(?i)(?:(?<![\w\-/])logon[ \t]+|(?<![\w\-])user(?:code)?[ \t]*=[ \t]*)"
    r"[A-Za-z#$@][\w#$@.\-]{0,30}/(?P<v>[^\s/,;()'\"]{4,100})(?=[\s;,)]|\Z)"
)
# - The value a terminal script types into the field after another typed value (a 3270
#   logon: the user id, then the password): s3270 and x3270 ``String("…")``, py3270's
#   ``fill_field(row, col, '…', n)`` and ``send_string('…')``, Personal Communications'
#   ``SetText "…"``; when the second value holds a symbol or a digit then a letter (a
#   password's shape, not a user id's or a transaction's name).
_TYPED_57 = re.compile(
    r"String\(\"(?P<a>[^\"\\\n]{1,64})\"\)"
    r"|fill_field\([ \t]*\d{1,3}[ \t]*,[ \t]*\d{1,3}[ \t]*,[ \t]*"
    r"(?P<q1>['\"])(?P<b>[^'\"\n]{1,64})(?P=q1)"
    r"|send_string\([ \t]*(?P<q2>['\"])(?P<c>[^'\"\n]{1,64})(?P=q2)"
    r"|SetText[ \t(]+\"(?P<d>[^\"\n]{1,64})\""
)
_PW_SYMBOLS_57 = frozenset("@#$%!*+&?~^")
# - A hex dump of EBCDIC text (IDCAMS PRINT, a record printed in hex) whose text assigns a
#   password (``PASSWORD=…``, ``PWD=…``): the hex of the value goes.
_EBCDIC_KEY_57 = re.compile(r"(?i)(?:password|passwd|passw|pswd|pwd|pass|phrase)[ \t]*[=:][ \t]*")
_HEX_RECORD_57 = re.compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){8,2000}(?![0-9A-Fa-f])")
_EBCDIC_TEXT_57 = frozenset(string.ascii_letters + string.digits + " .,:;=/()'-_#@$*+&%!?<>|\"")


def _ebcdic_57(hex_run: str) -> str | None:
    """The text ``hex_run`` holds in EBCDIC (code page 037), or None where a byte is no
    printable character of it."""
    try:
        decoded = bytes.fromhex(hex_run).decode("cp037")
    except ValueError:
        return None
    return decoded if all(c in _EBCDIC_TEXT_57 for c in decoded) else None


def _hex_run_57(text: str, start: int, end: int) -> str:
    """The run of hex digits ``text[start:end]`` is part of (a record's whole line)."""
    low_at, high_at = max(0, start - 4000), min(len(text), end + 4000)
    while start > low_at and text[start - 1] in _HEX_DIGIT_SET:
        start -= 1
    while end < high_at and text[end] in _HEX_DIGIT_SET:
        end += 1
    return text[start:end]


def _drawn_57(value: str) -> bool:
    """Does ``value`` look drawn or chosen (not a word, a name, a reference)?"""
    if value.startswith(("&", "$", "%", "{", "<", "*", "`")):
        return False
    if _RACF_SHAPE_57.fullmatch(value) is not None and not value.isalpha():
        return True  # a RACF password's shape (letters with a national character)
    if is_placeholder(value):
        return False
    if value.isalpha() and (value.islower() or value.isupper()):
        return False
    return any(c.isalpha() for c in value) or len(value) >= 6


def _keymasked_57(text: str) -> Iterator[tuple[int, int]]:
    for m in _KEYMASKED_57.finditer(text):
        at = m.end()
        pieces: list[tuple[int, int]] = []
        while len(pieces) < 8:
            cont = _KEY_CONTINUED_57.match(text, at)
            if cont is not None:
                at = cont.end()
            run = _HEX_RUN_57.match(text, at)
            if run is None:
                break
            pieces.append(run.span())
            at = run.end()
            if _KEY_CONTINUED_57.match(text, at) is None:
                break
        if sum(b - a for a, b in pieces) >= 16:
            yield from pieces


def _typed_57(text: str) -> Iterator[tuple[int, int]]:
    typed: list[tuple[int, int, tuple[int, int], str]] = []
    for m in _TYPED_57.finditer(text):
        group = next(g for g in ("a", "b", "c", "d") if m.group(g) is not None)
        typed.append((m.start(), m.end(), m.span(group), m.group(group)))
    for (_, end, _, _), (start, _, span, value) in pairwise(typed):
        if start - end > 300 or " " in value or len(value) < 5 or not _drawn_57(value):
            continue
        if not (value[0].isalnum() or value[0] in "@#$"):  # (``=3.4``: an ISPF command)
            continue
        if any(c in _PW_SYMBOLS_57 for c in value) or re.search(r"\d[A-Za-z]", value):
            yield span


def _ebcdic_spans_57(text: str) -> Iterator[tuple[int, int]]:
    for m in _HEX_RECORD_57.finditer(text):
        decoded = _ebcdic_57(m.group())
        if decoded is None:
            continue
        for key in _EBCDIC_KEY_57.finditer(decoded):
            end = key.end()
            while end < len(decoded) and decoded[end] not in " ,;)'\"":
                end += 1
            if end - key.end() >= 4 and _drawn_57(decoded[key.end() : end]):
                yield m.start() + 2 * key.end(), m.start() + 2 * end


def _after_57_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "keymasked" in low:
        yield from _keymasked_57(text)
    if "(" in text and ("phrase(" in low or "pswd(" in low):
        for m in _PAREN_KEYWORD_57.finditer(text):
            group = "q" if m.group("q") else "d" if m.group("d") else "b"
            if _drawn_57(m.group(group)):
                yield m.span(group)
    if "pswd" in low:
        for m in _PSWD_57.finditer(text):
            if _drawn_57(m.group("v")):
                yield m.span("v")
    if "password=(" in low:
        for m in _PASSWORD_LIST_57.finditer(text):
            at = m.start("list")
            for item in _LIST_ITEM_57.finditer(m.group("list")):
                if _drawn_57(item.group("v")):
                    yield at + item.start("v"), at + item.end("v")
    if "nodeid" in low:
        for m in _NODE_ID_57.finditer(text):
            for group in ("v", "n"):
                if m.group(group) and _drawn_57(m.group(group)):
                    yield m.span(group)
    if "/" in text and ("logon" in low or "user=" in low or "user =" in low or "usercode" in low):
        for m in _SLASH_LOGON_57.finditer(text):
            value = m.group("v").rstrip(".")
            if _drawn_57(value) and not value.isdigit():
                yield m.start("v"), m.start("v") + len(value)
    if "string(" in low or "fill_field" in low or "settext" in low:
        yield from _typed_57(text)
    if ("jelszav" in low or "passwor" in low or "キー" in low or "パスワード" in low) and (
        " is " in low or "lautet" in low or "jelszav" in low or "は" in low
    ):
        yield from _told_57(text)
    if "d7c1e2e2" in low or "d7e6c4" in low or "d7e2e6c4" in low or "d7c8d9c1e2c5" in low:
        yield from _ebcdic_spans_57(text)


# - A password told in a sentence where the project's prose rules did not read it: a
#   Hungarian possessive of ``jelszó`` (``jelszava``, ``jelszavát``: "its password"), which
#   needs no verb (Hungarian has no present-tense "is": ``a user jelszava <value>``); German
#   ``lautet`` with a time adverb (``lautet jetzt``, ``lautet nun``); a Japanese ``キー`` or
#   ``パスワード`` then ``は <value> です``; and an English ``the password is <value>`` whose
#   value is uppercase with a symbol (a RACF password's national characters). The value
#   mixes letters with digits or symbols; a word, a name or a placeholder stays.
_TOLD_57 = re.compile(
    r"(?i)(?:(?<![\w])jelszav(?:a|át|at|unk|uk|am|ad)(?![\w])[ \t]*:?"
    r"|(?<![\w\-])passwor[dt](?![\w\-])[^\n.!?]{0,60}?(?<![\w])"
    r"(?:is|ist|lautet(?:[ \t]+(?:jetzt|nun))?)(?![\w])[ \t]*:?"
    r"|(?:キー|パスワード)[^\n。]{0,40}?は)[ \t]*(?P<v>[\w!#.\-@$%&*+~^]{6,64}?)"
    r"(?=[.,;:!?)]?(?:[\s]|\Z)|[ \t]*です)"
)
# (a RACF password's shape: 6 to 8 uppercase letters, digits and national characters)
_RACF_SHAPE_57 = re.compile(r"[A-Z@#$][A-Z0-9@#$]{5,7}")


def _told_57(text: str) -> Iterator[tuple[int, int]]:
    for m in _TOLD_57.finditer(text):
        value = m.group("v")
        racf = _RACF_SHAPE_57.fullmatch(value) is not None and not value.isalpha()
        if not racf and (not _drawn_57(value) or is_placeholder(value)):
            continue
        core = value.rstrip(".!?,;:")
        japanese = "は" in m.group()[: -len(value)]
        if japanese and not text[m.end() :].lstrip(" \t").startswith("です"):
            continue  # (Japanese: the value, then です)
        mixed = any(c.isupper() for c in core[1:]) and any(c.islower() for c in core)
        upper = any(c.isupper() for c in core)
        symbol = any(not c.isalnum() for c in core[1:-1])
        digit = any(c.isdigit() for c in core) and (upper or symbol)
        if len(core) >= 6 and any(c.isalpha() for c in core) and (digit or mixed or racf):
            yield m.start("v"), m.start("v") + len(core)


# What stays:
# - The parameter after a password's symbolic reference (``PWD=&PW RETRY=3``): a JCL
#   symbol (``&NAME``) is resolved at submit time; ``RETRY=3`` is the next parameter.
# - A password keyword with nothing after its ``=`` and then prose (``PASSWORD= removed
#   from the job card``): the word is the sentence's, not a value.
# - A listing's next field after a ``PASSWORD`` label (ACF2's ``PSWD-DAT(11/01/26)``): a
#   field's name and its date or count in parentheses.
# - A hex dump of EBCDIC text that assigns no password (a public record printed in hex).
# - A vault lookup's term (``'secret=zos/data/user:pw'``): where the value is kept.
# - A string's closing quote and the concatenation after it (``";PWD=" + os.environ[…]``):
#   code that reads the value elsewhere.
# - An IBM i special value or RPG figurative constant (``*BLANKS``, ``*NONE``, ``*USRPRF``).
# - A date as mainframe listings print it (``1DEC26``, ``31MAR2027``).
# - The name of a stored secret under a ``"Secret"`` key (Control-M's connection profiles
#   name a secret of the Control-M vault: ``"Password": {"Secret": "db2_ledger_user"}``).
# - A qualified name of three or more uppercase parts (a z/OS data set's name, an ICSF key
#   label ``ZWE.PTKT.AES.KEY01``): where a key is kept, not the key.
_SYMBOL_BEFORE_57 = re.compile(r"=[ \t]*&[A-Za-z$#@][\w$#@]{0,30}\.?[ \t]+\Z")
_NEXT_PARAM_57 = re.compile(r"[A-Za-z][\w\-]{0,30}=")
_EMPTY_THEN_WORDS_57 = re.compile(r"[ \t]+[a-z]{2,20}\b")
_LISTING_FIELD_57 = re.compile(r"[A-Z][A-Z0-9]{1,12}(?:-[A-Z0-9]{1,12}){1,3}\([0-9/:.,\- ]{1,30}\)")
_VAULT_TERM_57 = re.compile(r"secret=[\w.\-]{1,80}(?:/[\w.\-]{1,80}){1,12}(?::[\w.\-]{1,60})?")
_CONCAT_57 = re.compile(
    r"[\"'][ \t]*(?:\+|\|\||\.|&)[ \t]+[A-Za-z_][\w.]{0,60}(?:\[[ \t]*[\"']?|\([ \t]*[\"']?)?[ \t]*"
)
_SPECIAL_VALUE_57 = re.compile(r"\*[A-Z][A-Z0-9]{1,11}")
_LISTING_DATE_57 = re.compile(
    r"\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:\d{2}|\d{4})", re.IGNORECASE
)
_SECRET_NAME_57 = re.compile(r"[a-z][a-z0-9]{1,30}(?:[_\-][a-z0-9]{2,30}){2,8}")
_SECRET_KEY_BEFORE_57 = re.compile(r"\"Secret\"[ \t]*:[ \t]*\"?\Z")
_QUALIFIED_NAME_57 = re.compile(r"[A-Z#$@][A-Z0-9#$@\-]{0,7}(?:\.[A-Z#$@][A-Z0-9#$@\-]{0,7}){2,21}")


def _after_57_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    core = value.strip("\"'` \t")
    if "&" in before and _NEXT_PARAM_57.match(core) and _SYMBOL_BEFORE_57.search(before):
        return True  # the parameter after a JCL symbol's reference
    if (
        before.endswith("= ")
        and core.isalpha()
        and core.islower()
        and _EMPTY_THEN_WORDS_57.match(text, end)
    ):
        return True  # an empty value, then prose
    if "(" in core and _LISTING_FIELD_57.fullmatch(core):
        return True  # a listing's next field
    if len(core) >= 24 and _HEX_RECORD_57.fullmatch(core) is not None:
        decoded = _ebcdic_57(_hex_run_57(text, start, end))
        wordy = decoded is not None and sum(c.isalpha() or c == " " for c in decoded) * 5 >= (
            3 * len(decoded)
        )
        if wordy and decoded is not None and _EBCDIC_KEY_57.search(decoded) is None:
            return True  # EBCDIC text printed in hex, no password in it
    if core.startswith("secret=") and _VAULT_TERM_57.fullmatch(core):
        return True  # a vault lookup's term
    lead = value.lstrip(" \t")
    if (value.startswith(('"', "'")) and _CONCAT_57.fullmatch(value)) or (
        before.endswith(('"', "'"))
        and lead.startswith(("+", "|", "&"))
        and _CONCAT_57.fullmatch(before[-1] + lead)
    ):
        return True  # a closing quote and a concatenation, then a name in code
    if core.startswith("*") and _SPECIAL_VALUE_57.fullmatch(core):
        return True  # an IBM i special value
    if core[:1].isdigit() and _LISTING_DATE_57.fullmatch(core):
        return True  # a listing's date
    if (
        '"Secret"' in before
        and _SECRET_NAME_57.fullmatch(core)
        and _SECRET_KEY_BEFORE_57.search(before)
    ):
        return True  # the name of a stored secret
    # (a qualified name: a data set's, a key label's)
    return "." in core and _QUALIFIED_NAME_57.fullmatch(core) is not None


# Held-out batch 62 (trading and payments: FIX sessions, payment HSM keys, exchange APIs):
# what goes.
# - The password fields of a FIX message (tag 554 Password, 925 NewPassword, 1402
#   EncryptedPassword, 1404 EncryptedNewPassword; 96 RawData in a Logon, ``35=A``, where
#   venues put the password), whatever the field delimiter a log prints (SOH, ``|``,
#   ``^A``). The message's other fields (times, ids, text) are the session's public record.
_FIX_DELIM_62 = r"(?:\x01|\||\^A)"
_FIX_PASSWORD_62 = re.compile(
    r"(?:^|(?<=\x01)|(?<=\|)|(?<=\^A)|(?<=\s))(?P<tag>554|925|1402|1404|96)="
    r"(?P<v>(?:(?!\^A)[^|\x01\r\n]){1,200})"
)
_FIX_LOGON_62 = re.compile(_FIX_DELIM_62 + r"35=A" + _FIX_DELIM_62)
_FIX_SECRET_TAGS_62 = frozenset({"554", "925", "1402", "1404", "95", "96"})
_FIX_SPLIT_62 = re.compile(_FIX_DELIM_62)
# (a field: its tag, ``=``, a value without spaces, or Text's, ``58=``, with them)
_FIX_FIELD_62 = re.compile(r"(?P<tag>\d{1,5})=(?:[^\s]*|(?<=58=)[^\r\n]*)\Z")
# - A clear key of a payment HSM's hierarchy (a zone, terminal or base derivation key, a
#   key-encrypting key, or a component of one): hex digits of a DES or AES key's length
#   (32, 48 or 64) on a line, or under a label two lines down, that names such a key. A
#   key under the HSM's master key (a cryptogram, its scheme letter first), a check value
#   (six hex digits) and a key serial number (twenty) are not that length.
# (its words and those below are in the section's ``_DISPATCH_WORDS`` entry too)
_PAYMENT_KEY_WORDS_62 = (
    "zmk", "zpk", "tmk", "tpk", "tak", "zak", "zek", "bdk", "ipek", "kek", "component",
)  # fmt: skip
_PAYMENT_KEY_NAME_62 = re.compile(
    r"(?i)(?<![A-Za-z0-9])(?:zmk|zpk|tmk|tpk|tak|zak|zek|bdk|ipek|kek|key[ \t]+component"
    r"|component[ \t]*\d)(?![A-Za-z0-9])"
)
_CLEAR_KEY_HEX_62 = re.compile(
    r"(?<![0-9A-Za-z])(?:[0-9A-Fa-f]{64}|[0-9A-Fa-f]{48}|[0-9A-Fa-f]{32})(?![0-9A-Za-z])"
)
_NOT_CLEAR_62 = (
    "kcv", "check value", "hash", "digest", "sha", "fingerprint", "checksum", "under",
    "encrypted", "cryptogram", "ksn", "serial",
)  # fmt: skip
# - The key of openssl's ``-hmac <key>`` (and ``-macopt key:<key>``/``hexkey:<key>``).
_OPENSSL_HMAC_62 = re.compile(
    r"(?<![\w-])-(?:hmac[ \t]+|macopt[ \t]+(?:hex)?key:)(?P<q>[\"']?)(?P<v>[^\s\"']{1,300})"
    r"(?P=q)(?![^\s\"'|;)])"
)
# - The password after the colon of curl's ``--cert <file>:<password>`` when only the
#   password is quoted (``--cert client.p12:'<password>'``).
_CURL_CERT_QUOTED_62 = re.compile(
    r"(?<![\w-])(?:--cert|-E)[ \t]+(?P<file>[^\s\"':]{2,300}):(?P<q>[\"'])"
    r"(?P<v>[^\"'\r\n]{1,200})(?P=q)"
)
# - A value under a name whose last word is a key named for encrypting or for a store's
#   secret (``enckey``, ``encryption_key``, ``storekey``, ``store-key``, ``cryptkey``):
#   a random string, or the key's bytes written as a list of numbers.
_ROLE_KEY_WORDS_62 = ("enckey", "enc_key", "enc-key", "storekey", "store_key", "store-key",
                      "cryptkey", "crypt_key", "encryptionkey", "encryption_key")  # fmt: skip
_ROLE_KEY_62 = re.compile(
    r"(?i)(?<![A-Za-z0-9])[$]?(?:[A-Za-z][\w]{0,40}[._\-])?"
    r"(?:enc|crypt|encryption|store)[_\-]?key(?![A-Za-z0-9_])[\"']?[ \t]*(?:=>|=|:)[ \t]*"
    r"(?P<q>[\"']?)(?P<v>[^\s\"';]{1,200})(?P=q)"
)
_BYTE_LIST_62 = re.compile(r"\d{1,3}(?:[ \t]*,[ \t]*\d{1,3}){7,63}")
# - The lines of the file stunnel's ``PSKsecrets`` names, ``IDENTITY:KEY`` (the key sixteen
#   characters at least, as stunnel demands).
_PSK_LINE_62 = re.compile(
    r"^[ \t]*(?P<id>[^\s:=#;\[\]/]{1,128}):(?P<v>[^\s:/]{16,256})[ \t]*\r?$", re.M
)
# - The literal key an HMAC JWT is signed with (``signWith(SignatureAlgorithm.HS256,
#   "<key>")``, ``Keys.hmacShaKeyFor("<key>".getBytes())``).
_JWT_HMAC_KEY_62 = re.compile(
    r"(?:signWith[ \t]*\([ \t]*(?:SignatureAlgorithm\.)?HS\d{3}[ \t]*,|hmacShaKeyFor[ \t]*\()"
    r"[ \t]*\"(?P<v>[^\"\r\n]{8,300})\""
)
# - The string literals an SDK's client is built from (``client = sdk.Client("<key>")``,
#   ``auth_client = x.AuthenticatedClient("<key>", "<secret>", "<passphrase>")``): where
#   one of its positional literals is drawn at random (twenty characters at least), each
#   drawn one is a credential (a key, its secret, a passphrase); a region, a URL, a name
#   stays.
_CLIENT_CALL_62 = re.compile(
    r"(?i)(?<![\w.])(?:[A-Za-z_]\w{0,40})?client\w{0,20}[ \t]*=[ \t]*[A-Za-z_][\w.]{0,80}\("
)
_CALL_LITERAL_62 = re.compile(
    r"\s{0,40}(?P<q>[\"'])(?P<v>[^\"'\s\\]{1,300})(?P=q)\s{0,40}(?P<end>[,)])"
)
# - The literal ``echo``/``printf`` pipes into a command that the transcript then shows
#   asking for a password (``Enter password:``, ``Password:``): what it was given on its
#   standard input is the password.
_PIPED_LITERAL_62 = re.compile(
    r"(?<![\w-])(?:echo(?:[ \t]+-[neE]{1,3})?|printf(?:[ \t]+(?P<fq>[\"'])%s(?:\\n)?(?P=fq))?)"
    r"[ \t]+(?P<q>[\"'])(?P<v>[^\"'\r\n]{1,200})(?P=q)[ \t]*\|[ \t]*[^\r\n|]{1,300}$",
    re.M,
)
_PROMPT_62 = re.compile(r"(?i)(?:enter[ \t]+)?password[ \t]*:")
# What stays.
# - A key serial number (``KSN``, twenty hex digits or fewer: the terminal sends it in the
#   clear with every PIN block), and a card transaction's six-character approval code
#   (``auth=``, ``authcode=``) on a line that also has its retrieval or trace number.
_KSN_BEFORE_62 = re.compile(r"(?i)(?<![A-Za-z])ksn[\"']?[ \t]*[=:][ \t]*[\"']?\Z")
_APPROVAL_BEFORE_62 = re.compile(
    r"(?i)(?<![A-Za-z])(?:auth|auth_?code|approval(?:_?code)?)[ \t]*=[ \t]*\Z"
)
_APPROVAL_62 = re.compile(r"[A-Z0-9]{6}")
_CARD_LOG_WORDS_62 = re.compile(r"(?i)(?<![A-Za-z])(?:rrn|stan)[ \t]*=")
# - A message authentication code (``mac=``, ``"mac":``): computed anew for each message
#   and useless for another, it is no key.
_MAC_BEFORE_62 = re.compile(r"(?i)(?<![A-Za-z0-9_\-.])mac[\"']?[ \t]*[=:][ \t]*[\"']?\Z")
_MAC_VALUE_62 = re.compile(r"[A-Za-z0-9+/]{16,88}={0,2}|[0-9A-Fa-f]{8,64}")


def _plain_62(value: str) -> bool:
    """A value worth a span: not a reference, a file or a placeholder, nor a mask."""
    return (
        len(value) >= 4
        and not value.startswith((*_REFERENCE_STARTS, "`", "@", "/", "~", "./", "-"))
        and not is_placeholder(value)
        and len(set(value) - set("*xX.")) > 1
    )


@lru_cache(maxsize=8)  # (once a text: its spans are judged one by one)
def _credential_spans_62(text: str) -> frozenset[tuple[int, int]]:
    """The spans of openssl's HMAC key and of a key's bytes under a key's name: what other
    layers read as public (a digest after ``-sha512``, a list of numbers) is the key."""
    found: set[tuple[int, int]] = set()
    low = text.lower()
    for start, end in _after_62_spans(text, low, None):
        head = low[max(0, start - 120) : start]
        if "-hmac" in head or "key:" in head or "," in text[start:end]:
            found.add((start, end))
    return frozenset(found)


def _after_62_credential(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a key that section 62 found where the text says so (checked
    before the public judges)?"""
    head = text[max(0, start - 300) : start]
    if (
        "-hmac" in head
        or "-macopt" in head
        or (text[start : start + 1].isdigit() and "," in text[start:end])
    ):
        return (start, end) in _credential_spans_62(text)
    return False


def _drawn_key_62(value: str) -> bool:
    """A client's drawn key: random-shaped, twenty characters or more, not hex digits
    alone (a browser's search-only key is 32 of them) nor a pair with a colon (an
    ``id:secret`` key, judged by its own rule)."""
    return (
        ":" not in value
        and random_shaped(value, 20)
        and not all(c in _HEX_DIGIT_SET for c in value)
    )


def _drawn_sibling_62(value: str) -> bool:
    """A literal drawn as its drawn sibling is: eight characters or more, letters and digits
    mixed, small letters among them (capitals and digits alone are an app's or an
    account's id), as varied as a draw (a version, a region, a name repeat their
    letters)."""
    return (
        len(value) >= 8
        and any(c.isdigit() for c in value)
        and any(c.islower() for c in value)
        and sum(c.isalpha() for c in value) >= 3
        and (random_shaped(value, 8) or _entropy(value) >= 3.3)
    )


def _after_62_spans(text: str, low: str, mask: int | None) -> Iterator[tuple[int, int]]:
    if "8=fix" in low:
        for m in _FIX_PASSWORD_62.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            line = text[line_start : len(text) if line_end < 0 else line_end]
            if "8=FIX" not in line.upper():
                continue
            if m.group("tag") == "96" and not _FIX_LOGON_62.search(line):
                continue  # (raw data outside a Logon: not a password)
            if _plain_62(m.group("v")):
                yield m.span("v")
    if any(word in low for word in _PAYMENT_KEY_WORDS_62):
        for m in _CLEAR_KEY_HEX_62.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            lead = text[line_start : m.start()].lower()
            if any(word in lead for word in _NOT_CLEAR_62):
                continue
            above = line_start
            for _ in range(2):
                if above > 0:
                    above = text.rfind("\n", 0, above - 1) + 1
            if _PAYMENT_KEY_NAME_62.search(text, above, m.start()) and not m.group().isdigit():
                yield m.span()
    if "-hmac" in low or "-macopt" in low:
        for m in _OPENSSL_HMAC_62.finditer(text):
            if "openssl" in low[max(0, m.start() - 300) : m.start()] and _plain_62(m.group("v")):
                yield m.span("v")
    if "curl" in low and ("--cert" in low or "-E" in text):
        for m in _CURL_CERT_QUOTED_62.finditer(text):
            if _plain_62(m.group("v")):
                yield m.span("v")
    if any(word in low for word in _ROLE_KEY_WORDS_62):
        for m in _ROLE_KEY_62.finditer(text):
            value = m.group("v")
            if m.group("q") == "" and "," in value:
                list_end = _BYTE_LIST_62.match(text, m.start("v"))
                if list_end is not None:
                    yield list_end.span()
                continue
            if _plain_62(value) and (random_shaped(value, 12) or _random_46(value)):
                yield m.span("v")
    if "psksecrets" in low:
        for m in _PSK_LINE_62.finditer(text):
            value = m.group("v")
            if _plain_62(value) and (random_shaped(value, 16) or _random_46(value)):
                yield m.span("v")
    if "client" in low and ('("' in text or "('" in text or "(\n" in text):
        for m in _CLIENT_CALL_62.finditer(text):
            literals: list[tuple[int, int, str]] = []
            at = m.end()
            while len(literals) < 6:
                arg = _CALL_LITERAL_62.match(text, at)
                if arg is None:
                    break
                literals.append((*arg.span("v"), arg.group("v")))
                at = arg.end()
                if arg.group("end") == ")":
                    break
            if any(_drawn_key_62(v) for _, _, v in literals):
                for a, b, v in literals:
                    if ":" not in v and _plain_62(v) and _drawn_sibling_62(v):
                        yield a, b
    if "password" in low and "|" in text and ("echo" in low or "printf" in low):
        for m in _PIPED_LITERAL_62.finditer(text):
            after = text[m.end() : m.end() + 400]
            if _PROMPT_62.search(after) and _plain_62(m.group("v")):
                yield m.span("v")
    if "signwith" in low or "hmacshakeyfor" in low:
        for m in _JWT_HMAC_KEY_62.finditer(text):
            if _plain_62(m.group("v")):
                yield m.span("v")


def _fix_public_62(text: str, start: int, end: int) -> bool:
    """Does ``text[start:end]`` lie in the fields of a FIX message, none of them one of
    its password fields?"""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    if end > line_end:
        return False
    fix_at = text[line_start : start + 5].upper().find("8=FIX")
    if fix_at < 0 or line_start + fix_at > start:
        return False
    fix_at += line_start
    field_start = max(fix_at, *(text.rfind(d, fix_at, start + 1) for d in ("|", "\x01", "^A")))
    fields = _FIX_SPLIT_62.split(text[field_start:end])
    for field in fields:
        m = _FIX_FIELD_62.match(field)
        if field and (m is None or m.group("tag") in _FIX_SECRET_TAGS_62):
            return False
    return True


def _after_62_public(text: str, start: int, end: int, value: str, before: str) -> bool:
    if ("=" in before or "=" in value) and _fix_public_62(text, start, end):
        return True  # the public fields of a FIX message
    core = value.strip("\"'`,; \t")
    if (
        ("ksn" in before or "KSN" in before or "Ksn" in before)
        and 10 <= len(core) <= 20
        and all(c in _HEX_DIGIT_SET for c in core)
        and _KSN_BEFORE_62.search(before)
    ):
        return True  # a key serial number
    if (
        ("mac" in before or "MAC" in before or "Mac" in before)
        and _MAC_VALUE_62.fullmatch(core)
        and _MAC_BEFORE_62.search(before)
    ):
        return True  # a message authentication code
    # (a card transaction's approval code)
    return (
        len(core) == 6
        and _APPROVAL_62.fullmatch(core) is not None
        and _APPROVAL_BEFORE_62.search(before) is not None
        and _CARD_LOG_WORDS_62.search(text, text.rfind("\n", 0, start) + 1, start) is not None
    )


# The word lists of the layers written after batch 25, found with the gates as those of
# ``_LAYER_WORDS`` are (a bit test each where ``any(word in low …)`` looked for each word,
# or a search of its own ran, on every text).
_PAIR_WORDS_33 = tuple(sorted(_PAIR_SECRET_33))
_PHP_WORDS_33 = ("define", "salt")
_ENV_WORDS_33 = ("_param", "setenv")
_AUTHORIZATION_33 = ("authorization",)
# Batch 25's and batch 35's layers, each as a whole: every part of one tests one of its
# words in the lowercase text (or in the text, in a form the lowercase text keeps: ``):``,
# ``\\``, ``EAP`` lowered) before it searches.
_AFTER_25_WORDS = (
    "create table", "cookie", "\\", ') "', "auth", "config", "form-data", "connect", "login",
)  # fmt: skip
_AFTER_35_WORDS = (
    "key-string", "psksecret", "-key", "auth ", "):", ") :", ".db", "inventor", "eap", "xauth",
    "ntlm", "pin", "echo", "printf", "community", "rest",
)  # fmt: skip
_LAST_WORDS = (
    _AFTER_28_WORDS, _SPELL_WORDS, _CORRECTION_WORDS, _CODE_GATES, _LINK_WORDS, _PAIR_WORDS_33,
    _MAY_34_WORDS, _AFTER_25_WORDS, _AFTER_35_WORDS, _PHP_WORDS_33, _ENV_WORDS_33,
    _AUTHORIZATION_33, *_WEAK_KEY_EACH, _CRED_CALL_WORDS, _DEVICE_WORDS, _CONNECT_WORDS,
    _REPL_READ_LOW, _DIRECTIVE_WORDS, _AFTER_39_WORDS, _NKEY_WORDS_40, _REALM_WORDS_40,
    _LEADER_WORDS_40, _ESCAPED_WORDS_40, _Z85_WORDS_40, _TOKEN_ID_WORDS_40,
    _ENVELOPE_WORDS_40, _CIPHER_WORDS_40, _COPULA_WORDS_40, _CVAR_WORDS_41,
    _PW_FLAG_WORDS_41, _RTMP_WORDS_41, _WS_WORDS_41, _RCON_WORDS_41,
    _HL7_WORDS_44, _GREP_WORDS_44, _PW_WORDS_44, _HEAD_KEY_WORDS_44, _ENCODED_WORDS_44,
    _LFTP_WORDS_44, _DATABASE_WORDS_44, _CLIENT_WORDS_44, _IMPORT_WORDS_44, _SESSION_WORDS_46,
    _CLIENT_WORDS_46, _PFX_WORDS_46, _SESSION_VERBS_46, _ASIDE_WORDS_46, _PTH_WORDS_43,
    _FORMAT_WORDS_43, _IMPACKET_WORDS_43, _OTHER_FOLD_WORDS, _DECODE_WORDS_20, _HEADER_WORDS_18,
    _PIECE_WORDS_48, _OPEN_WORDS_48, _PIECE_WORDS_50, _SERVER_WORDS_50, _SHEET_PW_WORDS_52,
    _LOGIN_WORDS_52, _USER_FLAG_WORDS_52, _PRINT_WORDS_54, _CUT_WORDS_54, _CUT_CRED_WORDS_54,
    _BUILT_WORDS_54, _KEY_NAME_WORDS_58, _PW_WORDS_58,
)  # fmt: skip
