"""The principles written after held-out batch 39 (finance, trading and blockchain work),
held over generated values and texts of my own (never the batch's).

Precision, each a kind: a value whose own label (a key, a field, a column, a flag) names a
public thing of a ledger (an address or account, a public key, a Merkle root or its proof,
an event topic, a hash or a digest, an amount in hex, a 32-byte salt in hex) stays, and so
do a transaction's signature values ``r`` and ``s`` listed side by side; a label naming
something private (a private or signing key, a seed) still hides the same value. Leaks,
each a kind: the argument of a flag naming an HMAC key, or of a command whose name ends in
``passphrase``; a value assigned to a name naming a macaroon; a passphrase a sentence tells
in quotes after ``is``; a long path segment of a URL on an RPC host; a seed phrase after
its name in Portuguese, Spanish or French. Each has a counterpart that stays (or goes)."""

from __future__ import annotations

import base64
import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_WORDS = ["orbit", "maple", "copper", "harbor", "lantern", "meadow", "violet", "summit"]
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _hex(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(HEX) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 2:
            return value


def _mixed(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(ALNUM) for _ in range(n))
        if (
            sum(c.isdigit() for c in value) >= 2
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def _bech32(r: random.Random, hrp: str) -> str:
    return hrp + "1" + "".join(r.choice(_BECH32) for _ in range(38))


def _name(r: random.Random) -> str:
    return r.choice(["vault", "payout", "escrow", "relay", "treasury", "router"])


# -- 1. a value labelled as a public thing of a ledger -------------------------------------


@SLOW
@given(seeded)
def test_values_labelled_public_ledger_things_stay(r: random.Random) -> None:
    root, leaf = _hex(r, 64), _hex(r, 64)
    label = r.choice(["merkleRoot", "root"])
    _kept(f'{{\n  "{label}": "0x{root}",\n  "amount": "0x{_hex(r, 18)}"\n}}\n')
    proof = ", ".join(f'"0x{_hex(r, 64)}"' for _ in range(r.randint(3, 5)))
    _kept(f'{{"index": {r.randint(0, 99)}, "proof": [{proof}]}}\n')
    _kept(f"# topic0 = 0x{leaf}\n")
    _kept(f"$ tool account show --account 0x{_hex(r, 64)}\n")
    _kept(f"- name: {_name(r)}\n  address: {_bech32(r, r.choice(['osmo', 'juno', 'tb']))}\n")
    _kept(f'{{"authentication_key": "0x{_hex(r, 64)}", "sequence_number": "3"}}\n')
    _kept(f"deploy plan:\n  salt:     0x{_hex(r, 64)}\n  code: keccak256 = 0x{_hex(r, 64)}\n")
    key = base64.b64encode(r.randbytes(33)).decode()
    _kept(f'pubkey: \'{{"@type":"/chain.crypto.ed25519.PubKey","key":"{key}"}}\'\n')


@SLOW
@given(seeded)
def test_a_transactions_signature_values_stay(r: random.Random) -> None:
    gap = " " * r.randint(4, 20)
    _kept(
        f"hash{gap}0x{_hex(r, 64)}\nnonce{gap}{r.randint(1, 999)}\n"
        f"r{gap}0x{_hex(r, 64)}\ns{gap}0x{_hex(r, 64)}\nv{gap}{r.randint(0, 1)}\n"
    )


@SLOW
@given(seeded)
def test_the_same_values_labelled_private_still_go(r: random.Random) -> None:
    value = _hex(r, 64)
    label = r.choice(["privateKey", "signing_key", "PRIVATE_KEY", "ownerPrivateKey"])
    _caught(f'{{\n  "address": "0x{_hex(r, 40)}",\n  "{label}": "0x{value}"\n}}\n', value)
    _caught(f"{label}: 0x{value}\n", value)


# -- 2. an HMAC key's flag, a passphrase command's argument -------------------------------


@SLOW
@given(seeded)
def test_an_hmac_flag_and_a_passphrase_commands_argument_go(r: random.Random) -> None:
    key = _mixed(r, r.randint(24, 64))
    quote = r.choice(["'", '"'])
    _caught(f'echo -n "$MSG" | openssl dgst -sha512 -hmac {quote}{key}{quote}\n', key)
    _caught(f"signer --hmac-key={key} --in body.json\n", key)
    words = " ".join(r.sample(_WORDS, 3)) + f" {r.randint(10, 99)}"
    _caught(f'node-cli -wallet={_name(r)} walletpassphrase "{words}" {r.randint(30, 600)}\n', words)


@SLOW
@given(seeded)
def test_references_given_to_those_flags_stay(r: random.Random) -> None:
    name = r.choice(["HMAC_SECRET", "API_SECRET", "SIGNING_KEY"])
    _kept(f'echo -n "$MSG" | openssl dgst -sha256 -hmac "${name}"\n')
    _kept(f'node-cli walletpassphrase "${{{name}}}" {r.randint(30, 600)}\n')


# -- 3. a macaroon assigned to a name -----------------------------------------------------


@SLOW
@given(seeded)
def test_a_macaroon_assigned_to_its_name_goes(r: random.Random) -> None:
    value = "0201" + _hex(r, r.randint(60, 200)).upper()
    name = r.choice(["MACAROON", "admin_macaroon", "invoiceMacaroon", "LND_MACAROON"])
    _caught(f'{name} = "{value}"\n', value)
    _caught(f"{name}: {value}\n", value)


@SLOW
@given(seeded)
def test_a_macaroons_path_stays(r: random.Random) -> None:
    _kept(f'MACAROON_PATH = "~/.node-{_name(r)}/data/admin.macaroon"\n')


# -- 4. a passphrase told in quotes after "is" --------------------------------------------


@SLOW
@given(seeded)
def test_a_passphrase_told_in_quotes_goes(r: random.Random) -> None:
    words = " ".join(r.sample(_WORDS, 4)) + f" {r.randint(10, 99)}"
    aside = r.choice(["", ' (the "extra word")', " (kept apart from the seed)"])
    _caught(f'Notes for signer {r.randint(2, 9)}: the passphrase{aside} is "{words}".', words)


@SLOW
@given(seeded)
def test_a_password_rule_told_in_quotes_stays(r: random.Random) -> None:
    n = r.randint(10, 20)
    _kept(f'The password policy is "at least {n} characters, one digit".')


# -- 5. a key in the path of an RPC host's URL --------------------------------------------


@SLOW
@given(seeded)
def test_a_key_in_an_rpc_urls_path_goes(r: random.Random) -> None:
    key = r.choice([_hex(r, 64), _mixed(r, 32)])
    chain = r.choice(["eth", "polygon", "base", "optimism"])
    host = r.choice(["rpc.nodes-example.com", "eu-rpc.example.net", "example.rpc-node.io"])
    _caught(f"transport: http('https://{host}/{chain}/{key}'),\n", key)
    _caught(f"RPC_URL=https://{host}/v1/{key}\n", key)


@SLOW
@given(seeded)
def test_an_rpc_urls_chain_and_an_explorers_hash_stay(r: random.Random) -> None:
    host = r.choice(["rpc.nodes-example.com", "eu-rpc.example.net"])
    _kept(f"RPC_URL=https://{host}/{r.choice(['eth', 'polygon'])}/mainnet\n")
    _kept(f"see https://scan.example.org/tx/0x{_hex(r, 64)}\n")


# -- 6. a seed phrase after its name in another language ----------------------------------


@SLOW
@given(seeded)
def test_a_seed_phrase_named_in_another_language_goes(r: random.Random) -> None:
    from mnemonic import Mnemonic

    words = Mnemonic("english").wordlist
    phrase = " ".join(r.choice(words) for _ in range(12))
    label = r.choice(["frase semente", "semilla", "phrase graine", "palavras da carteira"])
    _caught(f"## notas\n\n- rede: testnet\n- {label}: {phrase}\n- derivação: m/44'/0'/0'\n", phrase)


@SLOW
@given(seeded)
def test_prose_after_those_words_stays(r: random.Random) -> None:
    _kept(
        f"A frase semente fica no cofre do banco, nunca aqui; a carteira {r.randint(2, 9)} "
        "usa a mesma frase e o saldo alvo é pequeno."
    )
