"""The layers that judge a value by its shape, wherever it stands: a random token with no
word before it, a digest-like run only where its line names a key, a command's printed
secret, a password after a login sub-command, escaped ``<private>`` tags; and the benign
shapes they must leave alone (digests, ids, addresses, public keys, file bytes)."""

from __future__ import annotations

import base64
import random
import string
import uuid

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, redact

_rng = random.Random(20261204)
ALNUM = string.ascii_letters + string.digits


def _r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


_B64 = base64.b64encode(_rng.randbytes(32)).decode()
_HEX = _rng.randbytes(32).hex()
_TOKEN = _r(40)
_PW = "Hq7!vTr2pLm"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"acmectl deploy --region eu {_TOKEN}", _TOKEN),  # a vendor nobody listed
        (f"$ wg genkey\n{_B64}", _B64),  # key material without armor or label
        (f"FERNET key for the sessions: {_B64}", _B64),  # base64 padding is not 'k=v'
        (f"$ python -c 'print(secrets.token_hex(32))'\n{_HEX}", _HEX),
        (f"CLIENT_RANDOM {_HEX} {_HEX}", _HEX),  # hex where its line names randomness
        (f"$ pwgen -s 14 1\n{_PW}", _PW),  # what a generator printed
        (f"mytool auth login admin {_PW}", _PW),  # positional password after login
        (f"[Repository Remote]\nremotepass = {_PW}", _PW),  # a key ending in 'pass'
        (f'user = "deploy:{_PW}"', _PW),  # curlrc user:password
        (f"pw for the jenkins box is the same as before: {_PW}", _PW),  # far from its word
        ("the code for the server room door is 7606", "7606"),
        ("the safe combination is 51-46-60", "51-46-60"),
        ("note=%253Cprivate%253Ediagnosis%253C%252Fprivate%253E", "diagnosis"),
        ("&amp;#60;private&amp;#62;diagnosis&amp;#60;/private&amp;#62;", "diagnosis"),
        ("＜private＞diagnosis＜/private＞", "diagnosis"),
    ],
)
def test_a_secret_is_found_by_its_shape(text: str, secret: str) -> None:
    out = redact(text)[0]
    assert secret not in out, out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        f"commit {_HEX[:40]}",
        f"git rev-parse HEAD\n{_HEX[:40]}",
        f"{_HEX}  hello.txt",
        f"image: nginx@sha256:{_HEX}",
        f"--discovery-token-ca-cert-hash sha256:{_HEX}",
        '"integrity": "sha512-pQ7S9rXk4dN5eD8Fb2y+fP0pL7Y1wR9c3vQ6uT2mK8sJ4hG1nB0x=="',
        f"request id {uuid.UUID(int=_rng.getrandbits(128))}",
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk",
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAA",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl u@h",
        "Bitcoin: 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
        "google drive file id 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms",
        "charge ch_3MmlLrLkdIwHu7ix0snN0B15 for customer cus_NffrFeUfNV2Hib",
        "price id price_1MoBy5LkdIwHu7ixZhnattbh",
        "src/components/SettingsPanel/AdvancedOptions/index.tsx",
        "useEffect(() => { fetchUserPreferencesAndNotifications() }, [])",
        "[Albert Bonfil, PsyD](/cbt-blog?author=51e36ea9e4b0e2abc3eb9d0e)",
        'client_settings="eyJhdXRvY29tcGxldGUiOiAiIiwgImF1dG9jb21wbGV0ZV9taW4iOiA0LCAibWV0aG9kIjogIlBPU1QifQ=="',
        "wg pubkey < private.key > public.key",
        "docker build --secret id=npm,src=$HOME/.npmrc .",
        "set imap_pass = `pass show mail/bob`",
        "- `rich` - CLI output\\n\\n## Infrastructure (Docker)",
        "the token budget is 128000 tokens",
        "$ pwgen -s 14 1\n$ echo done",
    ],
)
def test_benign_shapes_pass_unchanged(text: str) -> None:
    assert redact(text)[0] == text


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    size=st.integers(30, 64),
    prose=st.sampled_from(["", "here it is: ", "- noted ", "> ", "output:\n"]),
)
def test_random_key_bytes_in_base64_never_survive(seed: int, size: int, prose: str) -> None:
    """Random bytes in base64 (a key without armor) are redacted whatever stands before
    them (a random run of 40+ characters with all three classes of characters)."""
    value = base64.b64encode(random.Random(seed).randbytes(size)).decode()
    if not (any(c.isupper() for c in value) and any(c.islower() for c in value)):
        return
    if not any(c.isdigit() for c in value):
        return  # no digit: one class too few to be sure without a word (rare for 40+)
    out = redact(f"{prose}{value}")[0]
    assert value not in out


def test_base64_cut_by_its_slashes_into_short_pieces_is_still_a_key() -> None:
    """Random bytes whose base64 has '/' and '+' every few characters (no piece of 8+)
    read like words joined; most of it is mixed pieces, so it is a key, not a path."""
    value = "bXmx/cWv2m/x/GOiEMID+D2htVb+3HywPd+0i6iy"  # found by the property above
    assert value not in redact(f"here it is: {value}")[0]
    for path in ("src/components/Button2/v3/index/forms/LoginForm2/x.tsx",
                 "usr/include/c++/12/bits/stl_algo/h"):  # fmt: skip
        assert redact(f"see {path}")[0] == f"see {path}"


@settings(max_examples=200, deadline=None)
@given(digest=st.binary(min_size=16, max_size=32).map(bytes.hex))
def test_a_digest_in_a_git_or_checksum_context_is_kept(digest: str) -> None:
    for text in (f"commit {digest}", f"sha256: {digest}", f"{digest}  file.tar.gz"):
        assert redact(text)[0] == text
