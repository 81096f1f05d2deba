r"""Held-out batch 39: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) a grep
of the "Theme" paragraphs of the earlier batches, so as not to repeat their texts; (4) a
grep of the kind names used by add() and add_split() in the earlier batches. Nothing else
in the repository and nothing else under the work folder was opened, and the filter was
never run.

Theme: finance, fintech, trading and blockchain development as a coding agent's session
holds them. Contexts: smart-contract work (Hardhat and Foundry configs and .env files,
forge script and cast send with private-key flags, cast wallet output, Truffle
HDWalletProvider mnemonics, Brownie account prompts, Solana keypair JSON arrays and
solana-keygen output, gaiad keys output, Sui, Aptos, NEAR and Cardano key files), node
operation (bitcoin.conf, rpcauth.py output, bitcoin-cli flags and walletpassphrase, lnd
macaroons in hex, LNbits and BTCPay keys, geth password files and console unlocks, Monero
spend keys, Chainlink node api files), RPC provider URLs with keys in the path or query
(Infura, Alchemy, QuickNode, Ankr, Chainstack, dRPC, Infura IPFS project secrets),
explorer verify keys (Etherscan, Polygonscan), wallets (seed phrases, BIP39 passphrases,
xprv and WIF keys, MetaMask exports, split and wrapped keys), exchanges and trading (ccxt,
freqtrade, Binance, Coinbase CDP, Kraken, Bybit, OKX, KuCoin, Bitfinex, Deribit,
Hyperliquid, Alpaca, IBC and IBKR Flex, MetaTrader, OANDA, Polygon.io, Tiingo, Dune,
Covalent, CoinTracking), custody and infra (Fireblocks, Circle, BitGo, Safe, Defender,
Flashbots, The Graph), banking and accounting (Tink, GoCardless Bank Account Data,
GoCardless, Xero, QuickBooks, Zoho Books, Sage, Wise, Revolut Business, Adyen, Mollie,
EBICS, Pennylane, Invoice Ninja, Efi Pix, Focus NFe, Banco Inter certificates). New kinds
all live under the "fin/" prefix. Formats: .env, TOML, YAML, JSON, INI, JS/TS, Python,
Ruby, PHP, Go, Java properties, shell sessions, curl, notebook JSON, CI workflows, compose
files, Kubernetes Secrets with base64, logs and chat prose; secrets appear as flags,
assignments, path segments, headers, prompts echoed by tools, splits across messages or
wrapped lines. Look-alikes are the same contexts with no credential: contract and wallet
addresses, transaction and block hashes, ENS names, public keys, xpub keys and
descriptors, ABI selectors and event topics, storage slots, Merkle roots, chain ids,
nonces, signature fields of public transactions, company IBANs and BIC codes on invoices,
Pix keys for receiving, order, client order and trade ids, masked keys, testnet faucet
notes, the well-known public Hardhat and Anvil test accounts clearly labelled as such,
placeholders, env and secret-manager references, checksums, certificates and prose about
key rotation. Languages: mostly English, some French and Portuguese.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(39_2026_12_07)
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
B32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
WORDS = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident "
    "account accuse achieve acid acoustic acquire across act action actor actual adapt "
    "addict address adjust admit adult advance advice aerobic affair afford afraid again "
    "agent agree ahead aim airport aisle alarm album alcohol alert alien alley allow almost "
    "alone alpha already alter always amateur amazing among amount amused analyst anchor "
    "ancient anger angle animal ankle announce annual another answer antenna antique anxiety "
    "apart apology appear apple approve april arch arctic arena argue armed armor army "
    "arrange arrest arrive arrow artefact artist artwork aspect assault asset assist assume "
    "athlete atom attack attend attitude attract auction audit august aunt author autumn "
    "average avocado avoid awake aware awesome awful awkward axis bachelor bacon badge "
    "balance balcony bamboo banana banner barely bargain barrel basic basket battle beach "
    "beauty become before begin behave behind believe below bench benefit betray better "
    "beyond bicycle biology birth bitter blade blame blanket blast bleak bless blind blossom "
    "blouse board body bonus boost border boring borrow bottom bounce bracket brain brand "
    "brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze "
    "broom brother brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker "
    "burden burger business butter cabbage cabin cable cactus canal cancel candy cannon "
    "canoe canvas canyon capable capital captain carbon cargo carpet casino castle casual "
    "catalog category cattle caught caution ceiling celery cement census century cereal "
    "chalk champion chaos chapter chase cheap cheese cherry chicken chimney choice chronic "
    "chuckle chunk cinnamon circle citizen civil clarify clever client cliff climb clinic "
    "clog cloth cloud clown cluster clutch coconut coffee collect column combine comfort "
    "comic common concert conduct confirm congress connect consider convince copper coral "
    "cotton couch country couple cousin coyote cradle crane crater crawl cream credit creek "
    "cricket crisp critic crouch crucial cruise crumble crunch crystal cupboard curious "
    "curtain cushion damage dance danger daring daughter debate debris decade decide "
    "decline decorate deliver demand denial dentist depart deposit deputy derive desert "
    "despair detail device devote diagram diamond diary diesel differ digital dignity "
    "dilemma dinner dinosaur dismiss display divert divorce dizzy doctor dolphin domain "
    "donate donkey double dragon drama drastic drift drill dune dutch dwarf dynamic eager "
    "eagle earth easily echo ecology economy educate effort either elbow elder electric "
    "elegant element elephant elevator elite embark embody embrace emerge emotion employ "
    "empower enact endless endorse enemy energy enforce engage engine enhance enlist enrich "
    "enroll ensure entire envelope episode equip erase erode erosion erupt escape essay "
    "estate eternal ethics evidence evoke evolve exact excess exchange excite exclude "
    "execute exhaust exhibit exile exotic expand expire explain expose extend fabric "
    "faculty faint famous fantasy fashion fatigue fault favorite feature february federal "
    "festival fever fiber fiction figure filter finger fiscal fitness flavor flight float "
    "flock flower fluid foam fossil foster fragile frequent fringe frost frozen furnace "
    "gadget galaxy gallery garage garlic garment gather gauge genius genre gentle genuine "
    "gesture giant ginger giraffe glance glimpse globe gloom glory glove goddess gorilla "
    "gospel gossip govern grace grape gravity grocery guitar habit hamster harbor harvest "
    "hazard hedgehog helmet hidden history hobby hockey holiday hollow honey horror "
    "hospital hover humble hundred hungry hurdle husband hybrid"
).split()

_HWORDS = (
    "satoshi", "hodl", "lambo", "moon", "ledger", "genesis", "whale", "candle", "margin",
    "bullrun", "orange", "harbor", "quartz", "falcon", "pepper", "tundra", "maple",
    "saturne", "pastel", "boulanger", "cachorro", "saudade", "feijao", "mercado", "dividend",
    "ticker", "gwei", "vitalik", "degen", "staking",
)  # fmt: skip
_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "s": "$", "i": "1"})


def mnemonic(n: int = 12) -> str:
    return " ".join(_rng.choice(WORDS) for _ in range(n))


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak."""
    style = _rng.randrange(5)
    w1, w2 = _rng.choice(_HWORDS), _rng.choice(_HWORDS)
    d = r(_rng.randint(2, 4), DIGITS)
    sym = _rng.choice("!@#%&*?+=")
    if style == 0:
        return w1.capitalize() + w2.capitalize() + d + sym
    if style == 1:
        return w1.translate(_LEET).capitalize() + sym + w2 + d
    if style == 2:
        return f"{w1}-{w2}-{_rng.choice(_HWORDS)}-{d}"
    if style == 3:
        return w1.upper() + d + sym + w2
    return f"{w1.capitalize()}{sym}{w2.translate(_LEET)}{d}"


def phrase() -> str:
    """A passphrase of a few words and a number."""
    return " ".join(_rng.choice(WORDS) for _ in range(4)) + " " + r(2, DIGITS)


def pk() -> str:
    return r(64, HEX)


def addr() -> str:
    return "0x" + "".join(c.upper() if c.isalpha() and _rng.random() < 0.5 else c for c in r(40, HEX))


def h32() -> str:
    return "0x" + r(64, HEX)


def btc_addr() -> str:
    return "bc1q" + r(38, B32)


def sol_pub() -> str:
    return r(_rng.choice((43, 44)), BASE58)


def iban_fr() -> str:
    d = r(23, DIGITS)
    return f"FR76 {d[0:4]} {d[4:8]} {d[8:12]} {d[12:16]} {d[16:20]} {d[20:23]}"


def iban_pt() -> str:
    d = r(21, DIGITS)
    return f"PT50 {d[0:4]} {d[4:8]} {d[8:12]} {d[12:16]} {d[16:20]} {d[20]}"


def iban_de() -> str:
    d = r(18, DIGITS)
    return f"DE{r(2, DIGITS)} {d[0:4]} {d[4:8]} {d[8:12]} {d[12:16]} {d[16:18]}"


def pem_lines(n_bytes: int) -> list[str]:
    body = b64(n_bytes)
    return [body[i : i + 64] for i in range(0, len(body), 64)]


# ============================================================ secrets
# ---- smart-contract tooling
add(
    "fin/hardhat-dotenv-deployer-key",
    """$ cat .env
# hardhat project: contracts-vault
SEPOLIA_RPC_URL=${SEPOLIA_RPC_URL}
DEPLOYER_PRIVATE_KEY={0}
REPORT_GAS=true
COINMARKETCAP_API_KEY=
""",
    pk(),
)
add(
    "fin/forge-script-private-key-flag",
    """$ forge script script/DeployVault.s.sol:DeployVault --rpc-url https://sepolia.base.org --private-key 0x{0} --broadcast -vvvv
[⠊] Compiling...
No files changed, compilation skipped
Script ran successfully.

== Logs ==
  Vault deployed at: {1}

##### base-sepolia
✅  [Success] Hash: {2}
Contract Address: {1}
Block: 18221934
Paid: 0.000031886412345 ETH (2398123 gas * 0.013296 gwei)
""",
    pk(),
    addr(),
    h32(),
)
add(
    "fin/cast-send-private-key",
    """cast send {1} "setFeeRecipient(address)" {2} --rpc-url $ARB_SEPOLIA --private-key {0}""",
    "0x" + pk(),
    addr(),
    addr(),
)
add(
    "fin/cast-wallet-new-output",
    """❯ cast wallet new
Successfully created new keypair.
Address:     {1}
Private key: 0x{0}
""",
    pk(),
    addr(),
)
add(
    "fin/truffle-hdwallet-mnemonic",
    """// truffle-config.js
const HDWalletProvider = require('@truffle/hdwallet-provider');
const mnemonic = "{0}";

module.exports = {
  networks: {
    goerli: {
      provider: () => new HDWalletProvider(mnemonic, `https://goerli.infura.io/v3/${process.env.INFURA_ID}`),
      network_id: 5,
      confirmations: 2,
      timeoutBlocks: 200,
      skipDryRun: true
    },
  },
  compilers: { solc: { version: "0.8.19" } }
};
""",
    mnemonic(12),
)
add(
    "fin/brownie-accounts-new-prompt",
    """(venv) $ brownie accounts new deployer
Brownie v1.19.3 - Python development framework for Ethereum

Enter the private key you wish to add: 0x{0}
Enter the password to encrypt this account with:
SUCCESS: A new account '{1}' has been generated with the id 'deployer'
""",
    pk(),
    addr(),
)
add(
    "fin/solana-id-json-array",
    """Tool result (read_file ~/.config/solana/id.json):
{0}
""",
    json.dumps([_rng.randrange(256) for _ in range(64)], separators=(",", ":")),
)
add(
    "fin/solana-keygen-seed-phrase",
    """$ solana-keygen new --outfile ~/.config/solana/devnet-payer.json
Generating a new keypair

For added security, enter a BIP39 passphrase

NOTE! This passphrase improves security of the recovery seed phrase NOT the
keypair file itself, which is stored as insecure plain text

BIP39 Passphrase (empty for none):

Wrote new keypair to /home/dev/.config/solana/devnet-payer.json
================================================================================
pubkey: {1}
================================================================================
Save this seed phrase and your BIP39 passphrase to recover your new keypair:
{0}
================================================================================
""",
    mnemonic(12),
    sol_pub(),
)
add(
    "fin/gaiad-keys-add-mnemonic",
    """$ gaiad keys add relayer --keyring-backend test

- address: cosmos1{1}
  name: relayer
  pubkey: '{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"{2}"}'
  type: local


**Important** write this mnemonic phrase in a safe place.
It is the only way to recover your account if you ever forget your password.

{0}
""",
    mnemonic(24),
    r(38, B32),
    b64(33),
)
add(
    "fin/bitcoin-conf-rpcpassword",
    """# ~/.bitcoin/bitcoin.conf  (signet node for the payments-service tests)
signet=1
server=1
txindex=1
[signet]
rpcbind=127.0.0.1
rpcallowip=127.0.0.1
rpcport=38332
rpcuser=paysvc
rpcpassword={0}
zmqpubrawblock=tcp://127.0.0.1:28332
""",
    hpw(),
)
add(
    "fin/rpcauth-py-output",
    """$ python3 share/rpcauth/rpcauth.py btcpayserver
String to be appended to bitcoin.conf:
rpcauth=btcpayserver:{1}${2}
Your password:
{0}
""",
    b64url(32),
    r(32, HEX),
    r(64, HEX),
)
add(
    "fin/bitcoin-cli-rpcpassword-flag",
    """root@btc-01:~# bitcoin-cli -rpcconnect=10.0.4.12 -rpcuser=monitor -rpcpassword={0} getblockchaininfo | jq '.blocks, .verificationprogress'
872114
0.9999987
""",
    pw(),
)
add(
    "fin/bitcoin-cli-walletpassphrase",
    """I'll unlock the cold wallet for two minutes, sign the PSBT and lock it again:

```
bitcoin-cli -rpcwallet=treasury walletpassphrase "{0}" 120
bitcoin-cli -rpcwallet=treasury walletprocesspsbt "$(cat payout-2024-11.psbt)"
bitcoin-cli -rpcwallet=treasury walletlock
```
""",
    phrase(),
)
add(
    "fin/lncli-macaroon-hex-curl",
    """$ curl -s --cacert ~/.lnd/tls.cert \\
    -H "Grpc-Metadata-macaroon: {0}" \\
    https://127.0.0.1:8080/v1/balance/channels | jq .
{
  "balance": "1840211",
  "pending_open_balance": "0"
}
""",
    "0201036c6e6402f801030a10" + r(180, HEX),
)
add(
    "fin/lnd-rest-python-macaroon",
    """import requests

LND_REST = "https://umbrel.local:8080"
# admin.macaroon, hex-encoded (xxd -ps -u -c 1000 admin.macaroon)
MACAROON = "{0}"

def create_invoice(sats: int, memo: str) -> dict:
    r = requests.post(f"{LND_REST}/v1/invoices",
                      headers={"Grpc-Metadata-macaroon": MACAROON},
                      json={"value": sats, "memo": memo},
                      verify="tls.cert")
    r.raise_for_status()
    return r.json()
""",
    "0201036C6E6402F801030A10" + r(220, UPPER_HEX),
)
add(
    "fin/geth-password-file",
    """$ cat ~/node/keystore-pass.txt
{0}
$ geth --datadir ~/node --unlock {1} --password ~/node/keystore-pass.txt --mine --miner.etherbase {1} --networkid 1337
INFO [11-21|09:14:02.114] Starting Geth on private network
INFO [11-21|09:14:02.531] Unlocked account                         address={1}
""",
    hpw(),
    addr(),
)
add(
    "fin/geth-console-unlock-account",
    """> eth.accounts
["{1}"]
> personal.unlockAccount(eth.accounts[0], "{0}", 600)
true
> eth.sendTransaction({from: eth.accounts[0], to: "{2}", value: web3.toWei(5, "ether")})
"{3}"
""",
    hpw(),
    addr().lower(),
    addr().lower(),
    h32(),
)
# ---- RPC providers and explorers
add(
    "fin/infura-url-hardhat-config",
    """import { HardhatUserConfig } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";

const config: HardhatUserConfig = {
  solidity: { version: "0.8.24", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    mainnet: {
      url: "https://mainnet.infura.io/v3/{0}",
      accounts: process.env.DEPLOYER_KEY ? [process.env.DEPLOYER_KEY] : [],
    },
  },
};
export default config;
""",
    r(32, HEX),
)
add(
    "fin/alchemy-url-foundry-toml",
    """[profile.default]
src = "src"
out = "out"
libs = ["lib"]
solc_version = "0.8.26"

[rpc_endpoints]
mainnet = "https://eth-mainnet.g.alchemy.com/v2/{0}"
sepolia = "${SEPOLIA_RPC_URL}"
""",
    r(32, URLSAFE),
)
add(
    "fin/quicknode-endpoint-token-web3py",
    """from web3 import Web3

w3 = Web3(Web3.HTTPProvider("https://{1}.quiknode.pro/{0}/"))
print(w3.is_connected(), w3.eth.block_number)
""",
    r(40, HEX),
    "-".join(_rng.choice(WORDS) for _ in range(3)) + ".matic",
)
add(
    "fin/ankr-rpc-path-key",
    """// src/wagmi.ts
export const config = createConfig({
  chains: [polygon, arbitrum],
  transports: {
    [polygon.id]: http('https://rpc.ankr.com/polygon/{0}'),
    [arbitrum.id]: http('https://rpc.ankr.com/arbitrum/{0}'),
  },
})
""",
    r(64, HEX),
)
add(
    "fin/etherscan-key-hardhat-verify",
    """  etherscan: {
    apiKey: {
      mainnet: "{0}",
      sepolia: process.env.ETHERSCAN_API_KEY ?? "",
    },
  },
  sourcify: { enabled: false },
""",
    r(34, UPPER_NUM),
)
add(
    "fin/forge-verify-etherscan-api-key-flag",
    """forge verify-contract --chain-id 137 --num-of-optimizations 200 --watch \\
  --constructor-args $(cast abi-encode "constructor(address,uint256)" {1} 86400) \\
  --etherscan-api-key {0} \\
  {2} src/Timelock.sol:Timelock
""",
    r(34, UPPER_NUM),
    addr(),
    addr(),
)
add(
    "fin/foundry-toml-polygonscan-key",
    """[etherscan]
polygon = { key = "{0}", url = "https://api.polygonscan.com/api" }
amoy = { key = "${POLYGONSCAN_API_KEY}", chain = 80002 }
""",
    r(34, UPPER_NUM),
)
# ---- wallets
add(
    "fin/xprv-electrum-restore",
    """$ electrum --testnet restore "{0}" --wallet ~/.electrum/testnet/wallets/payouts
Wallet saved in '/home/ops/.electrum/testnet/wallets/payouts'
""",
    "tprv8Z" + r(105, BASE58),
)
add(
    "fin/wif-importprivkey",
    """bitcoin-cli -rpcwallet=legacy-hot importprivkey "{0}" "hot-2019" false""",
    "L" + r(51, BASE58),
)
add(
    "fin/seed-phrase-chat-fr",
    """Salut, pour les tests d'intégration du module de paiement il te faut le portefeuille de la recette. Voici la phrase de récupération (24 mots), ne la commite pas :
{0}
L'adresse dérivée en m/84'/0'/0'/0/0 doit commencer par bc1q.""",
    mnemonic(24),
)
add(
    "fin/seed-phrase-pt-notes",
    """## carteira de operações (polygon)

- endereço: {1}
- frase semente: {0}
- derivação: m/44'/60'/0'/0/0
- saldo alvo: 50 MATIC para gás
""",
    mnemonic(12),
    addr(),
)
# ---- exchanges and trading
add(
    "fin/ccxt-config-python",
    """import ccxt

exchange = ccxt.binance({
    'apiKey': '{1}',
    'secret': '{0}',
    'enableRateLimit': True,
    'options': {'defaultType': 'future'},
})
markets = exchange.load_markets()
""",
    r(64, ALNUM),
    r(64, ALNUM),
)
add(
    "fin/ccxt-okx-password",
    """okx = ccxt.okx({
    "apiKey": os.environ["OKX_KEY"],
    "secret": os.environ["OKX_SECRET"],
    "password": "{0}",   # the API passphrase chosen when the key was created
})""",
    hpw(),
)
add(
    "fin/freqtrade-config-exchange-secret",
    """{
    "max_open_trades": 5,
    "stake_currency": "USDT",
    "stake_amount": "unlimited",
    "dry_run": false,
    "exchange": {
        "name": "bybit",
        "key": "{1}",
        "secret": "{0}",
        "ccxt_config": {},
        "pair_whitelist": ["BTC/USDT:USDT", "ETH/USDT:USDT", "SOL/USDT:USDT"]
    },
    "pairlists": [{"method": "StaticPairList"}]
}
""",
    r(36, ALNUM),
    r(18, ALNUM),
)
add(
    "fin/freqtrade-api-server-password",
    """    "api_server": {
        "enabled": true,
        "listen_ip_address": "0.0.0.0",
        "listen_port": 8080,
        "verbosity": "error",
        "enable_openapi": false,
        "jwt_secret_key": "{1}",
        "CORS_origins": [],
        "username": "freqtrader",
        "password": "{0}"
    },
""",
    hpw(),
    r(64, HEX),
)
add(
    "fin/binance-hmac-openssl",
    """QUERY="symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.001&price=58000&timestamp=$(date +%s000)"
SIG=$(echo -n "$QUERY" | openssl dgst -sha256 -hmac "{0}" | cut -d' ' -f2)
curl -s -H "X-MBX-APIKEY: $BINANCE_KEY" -X POST "https://testnet.binance.vision/api/v3/order?$QUERY&signature=$SIG"
""",
    r(64, ALNUM),
)
add(
    "fin/binance-python-connector",
    """from binance.spot import Spot

client = Spot(api_key="{1}", api_secret="{0}")
print(client.account()["balances"][:3])
""",
    r(64, ALNUM),
    r(64, ALNUM),
)
_cdp = pem_lines(121)
add_split(
    "fin/coinbase-cdp-ec-private-key-json",
    """$ cat ~/Downloads/cdp_api_key.json
{
   "name": "organizations/{3}/apiKeys/{4}",
   "privateKey": "-----BEGIN EC PRIVATE KEY-----\\n{0}\\n{1}\\n{2}\\n-----END EC PRIVATE KEY-----\\n"
}
""",
    _cdp[0],
    _cdp[1],
    _cdp[2],
    uuid4(),
    uuid4(),
)
add(
    "fin/kraken-key-file",
    """$ cat kraken.key
{1}
{0}
$ python -c "import krakenex; k=krakenex.API(); k.load_key('kraken.key'); print(k.query_private('Balance'))"
{'error': [], 'result': {'ZEUR': '1203.4410', 'XXBT': '0.0311200000'}}
""",
    b64(64),
    r(56, ALNUM + "+/"),
)
add(
    "fin/bybit-pybit-session",
    """from pybit.unified_trading import HTTP

session = HTTP(
    testnet=False,
    api_key="{1}",
    api_secret="{0}",
)
print(session.get_wallet_balance(accountType="UNIFIED"))
""",
    r(36, ALNUM),
    r(18, ALNUM),
)
_okx_secret = r(32, UPPER_HEX)
_okx_pass = hpw()
add_split(
    "fin/okx-env-passphrase",
    """# .env.production (market-maker)
OKX_API_KEY={2}
OKX_SECRET_KEY={0}
OKX_PASSPHRASE={1}
OKX_SIMULATED=0
""",
    _okx_secret,
    _okx_pass,
    uuid4(),
)
add(
    "fin/ibc-config-ini-password",
    """# IBC config.ini (ibc-3.18.0), paper account
FIX=no
IbLoginId=dcoelho{1}
IbPassword={0}
TradingMode=paper
AcceptNonBrokerageAccountWarning=yes
ReadOnlyApi=no
""",
    hpw(),
    r(3, DIGITS),
)
add(
    "fin/alpaca-secret-header",
    """curl -s https://paper-api.alpaca.markets/v2/account \\
  -H "APCA-API-KEY-ID: PK{1}" \\
  -H "APCA-API-SECRET-KEY: {0}" | jq '.buying_power'
""",
    r(40, ALNUM),
    r(18, UPPER_NUM),
)
add(
    "fin/metatrader-login-chat",
    """user: the EA compiles now. To test it, log into the demo: account {1}, password {0}, server ICMarketsSC-Demo. Run it on EURUSD M15 from 2023-01-01.""",
    hpw(),
    r(8, DIGITS),
)
add(
    "fin/mt5-python-initialize",
    """import MetaTrader5 as mt5

if not mt5.initialize(login={1}, password="{0}", server="Pepperstone-Demo"):
    print("initialize() failed, error code =", mt5.last_error())
    quit()
""",
    pw(),
    r(8, DIGITS),
)
# ---- banking and accounting
add(
    "fin/tink-client-secret-yaml",
    """openbanking:
  provider: tink
  market: FR
  client-id: {1}
  client-secret: {0}
  redirect-uri: https://app.example-budget.fr/callback/tink
""",
    r(32, HEX),
    r(32, HEX),
)
add(
    "fin/gocardless-bank-data-token-new",
    """POST https://bankaccountdata.gocardless.com/api/v2/token/new/
Content-Type: application/json

{
  "secret_id": "{1}",
  "secret_key": "{0}"
}
""",
    r(128, HEX),
    uuid4(),
)
add(
    "fin/xero-token-json-refresh",
    """$ cat .xero/token.json
{"id_token": null, "access_token": null, "expires_in": 1800, "token_type": "Bearer", "refresh_token": "{0}", "scope": ["offline_access", "accounting.transactions", "accounting.contacts"], "expires_at": 1732270012.113}
""",
    r(64, HEX),
)
add(
    "fin/quickbooks-refresh-token-log",
    """2024-11-22 10:41:07,112 INFO qbo_sync.auth token refreshed realm=9341452{1} access_expires_in=3600 refresh_token={0} x_refresh_token_expires_in=8726400""",
    "AB11" + r(46, ALNUM),
    r(9, DIGITS),
)
add(
    "fin/wise-api-token-bearer",
    """$ curl -s https://api.transferwise.com/v2/profiles -H "Authorization: Bearer {0}" | jq '.[].id'
16{1}
21{2}
""",
    uuid4(),
    r(6, DIGITS),
    r(6, DIGITS),
)
add(
    "fin/revolut-business-refresh-token",
    """REVOLUT_ENV=prod
REVOLUT_CLIENT_ID={1}
REVOLUT_PRIVATE_KEY_PATH=./certs/privatecert.pem
REVOLUT_REFRESH_TOKEN=oa_prod_{0}
""",
    r(43, URLSAFE),
    b64url(32),
)
add(
    "fin/gocardless-access-token-ruby",
    """# config/initializers/gocardless.rb
GOCARDLESS = GoCardlessPro::Client.new(
  access_token: "live_{0}",
  environment: :live
)
""",
    r(40, URLSAFE),
)
add(
    "fin/adyen-api-key-properties",
    """# application-prod.properties
adyen.merchantAccount=ExampleShopECOM
adyen.environment=LIVE
adyen.liveEndpointUrlPrefix=1797a841fbb37ca7-ExampleShop
adyen.apiKey=AQE{0}
adyen.clientKey=live_{1}
""",
    r(17, ALNUM) + "+" + r(60, ALNUM) + "=-" + r(44, ALNUM) + "=-" + r(20, ALNUM),
    r(32, UPPER_NUM),
)
add(
    "fin/mollie-live-key-php",
    """<?php
$mollie = new \\Mollie\\Api\\MollieApiClient();
$mollie->setApiKey("live_{0}");
$payment = $mollie->payments->create([
    "amount" => ["currency" => "EUR", "value" => "24.90"],
    "description" => "Abonnement #{1}",
    "redirectUrl" => "https://boutique.example.fr/merci",
]);
""",
    r(30, ALNUM),
    r(5, DIGITS),
)
add(
    "fin/ebics-client-passphrase",
    """const ebics = require('ebics-client');

const client = new ebics.Client({
  url: 'https://ebics.bank.example.de/ebicsweb/ebicsweb',
  partnerId: 'PRTNR{1}',
  userId: 'USR{2}',
  hostId: 'EBXUBSCH',
  passphrase: '{0}',
  keyStorage: ebics.fsKeysStorage('./keys/ebics-keys.dat'),
});
""",
    hpw(),
    r(4, DIGITS),
    r(4, DIGITS),
)
add(
    "fin/pennylane-token-fr",
    """# config/compta.yml
# Jeton API Pennylane (compte de la holding, droits lecture + écriture)
pennylane:
  base_url: https://app.pennylane.com/api/external/v2
  jeton: {0}
  journal_ventes: VT
""",
    r(43, URLSAFE),
)
add(
    "fin/efi-pix-client-secret-pt",
    """// credenciais da conta Efí (produção) para cobranças Pix
const options = {
  sandbox: false,
  client_id: 'Client_Id_{1}',
  client_secret: 'Client_Secret_{0}',
  certificate: './certs/producao-{2}.p12',
};
const efipay = new EfiPay(options);
""",
    r(40, HEX),
    r(40, HEX),
    r(6, DIGITS),
)
add(
    "fin/focusnfe-token-basic-pt",
    """# emitir NFS-e de teste (homologação) — o token vai como usuário do Basic, senha vazia
curl -u "{0}:" -X POST \\
  -H "Content-Type: application/json" \\
  -d @nfse-{1}.json \\
  "https://homologacao.focusnfe.com.br/v2/nfse?ref={1}"
""",
    r(32, ALNUM),
    r(6, DIGITS),
)
add(
    "fin/polygon-io-apikey-query",
    """GET https://api.polygon.io/v2/aggs/ticker/AAPL/range/1/day/2024-01-02/2024-06-28?adjusted=true&sort=asc&limit=5000&apiKey={0}
HTTP/1.1 200 OK
{"ticker":"AAPL","queryCount":124,"resultsCount":124,"adjusted":true,"status":"OK","request_id":"{1}"}
""",
    r(32, ALNUM),
    r(32, HEX),
)
add(
    "fin/tiingo-token-header",
    """headers = {
    'Content-Type': 'application/json',
    'Authorization': 'Token {0}',
}
resp = requests.get("https://api.tiingo.com/tiingo/daily/msft/prices?startDate=2019-01-02", headers=headers)
""",
    r(40, HEX),
)
add(
    "fin/oanda-v20-conf-token",
    """$ cat ~/.v20.conf
hostname: api-fxpractice.oanda.com
streaming_hostname: stream-fxpractice.oanda.com
port: 443
ssl: true
token: {0}
username: quantdesk
accounts:
- 101-004-{1}-001
active_account: 101-004-{1}-001
""",
    r(32, HEX) + "-" + r(32, HEX),
    r(8, DIGITS),
)
add(
    "fin/deribit-client-secret-ws",
    """>>> ws.send(json.dumps(msg))
{"jsonrpc": "2.0", "id": 9929, "method": "public/auth", "params": {"grant_type": "client_credentials", "client_id": "{1}", "client_secret": "{0}"}}
<<< {"jsonrpc":"2.0","id":9929,"result":{"token_type":"bearer","scope":"connection mainaccount","expires_in":900}}
""",
    r(43, URLSAFE),
    r(8, URLSAFE),
)
add(
    "fin/kucoin-passphrase-js",
    """const api = require('kucoin-node-api')

api.init({
  apiKey: process.env.KUCOIN_KEY,
  secretKey: process.env.KUCOIN_SECRET,
  passphrase: '{0}',
  environment: 'live',
})
""",
    hpw(),
)
add(
    "fin/hyperliquid-agent-config-json",
    """// examples/config.json (hyperliquid-python-sdk)
{
    "comments": "agent wallet approved on app.hyperliquid.xyz for the vault bot",
    "secret_key": "0x{0}",
    "account_address": "{1}"
}
""",
    pk(),
    addr(),
)
_fb = pem_lines(190)
add_split(
    "fin/fireblocks-secret-key-pem",
    """$ head -5 fireblocks_secret.key
-----BEGIN PRIVATE KEY-----
{0}
{1}
{2}
{3}
""",
    _fb[0],
    _fb[1],
    _fb[2],
    _fb[3],
)
add(
    "fin/circle-sandbox-api-key",
    """CIRCLE_API_KEY=SAND_API_KEY:{0}
CIRCLE_ENTITY_SECRET_CIPHERTEXT_PATH=./recovery/entity-secret.enc
CIRCLE_BASE_URL=https://api-sandbox.circle.com
""",
    r(32, HEX) + ":" + r(32, HEX),
)
add(
    "fin/bitgo-access-token-js",
    """const { BitGo } = require('bitgo');
const bitgo = new BitGo({ env: 'test', accessToken: 'v2x{0}' });
const wallet = await bitgo.coin('tbtc').wallets().get({ id: '{1}' });
""",
    r(64, HEX),
    r(32, HEX),
)
add(
    "fin/chainlink-node-api-file",
    """$ cat ~/.chainlink-sepolia/.api
ops@{1}.io
{0}
$ docker run --platform linux/x86_64/v8 --name chainlink -v ~/.chainlink-sepolia:/chainlink -it -p 6688:6688 smartcontract/chainlink:2.17.0 node -config /chainlink/config.toml -secrets /chainlink/secrets.toml start -a /chainlink/.api
""",
    pw(),
    _rng.choice(WORDS),
)
add(
    "fin/graph-auth-studio-key",
    """$ graph auth --studio {0}
Deploy key set for https://api.studio.thegraph.com/deploy/
$ graph deploy --studio dex-volumes-v2
""",
    r(32, HEX),
)
add(
    "fin/defender-api-secret-env",
    """DEFENDER_API_KEY={1}
DEFENDER_API_SECRET={0}
RELAYER_ADDRESS={2}
""",
    r(64, ALNUM),
    r(32, ALNUM),
    addr(),
)
add(
    "fin/flashbots-auth-signer-key",
    """from eth_account import Account
from flashbots import flashbot

# reputation key only, holds no funds, but do not share it
signer = Account.from_key("0x{0}")
flashbot(w3, signer, "https://relay-sepolia.flashbots.net")
""",
    pk(),
)
add(
    "fin/sui-keytool-export",
    """$ sui keytool export --key-identity {1} --json
{
  "exportedPrivateKey": "{0}",
  "key": {
    "alias": "dazzling-beryl",
    "suiAddress": "{1}",
    "publicBase64Key": "{2}",
    "keyScheme": "ed25519",
    "flag": 0
  }
}
""",
    "suiprivkey1q" + r(58, B32),
    "0x" + r(64, HEX),
    b64(33),
)
add(
    "fin/aptos-config-yaml",
    """---
profiles:
  default:
    network: Testnet
    private_key: "ed25519-priv-0x{0}"
    public_key: "ed25519-pub-0x{1}"
    account: {2}
    rest_url: "https://fullnode.testnet.aptoslabs.com"
    faucet_url: "https://faucet.testnet.aptoslabs.com"
""",
    pk(),
    r(64, HEX),
    r(64, HEX),
)
add(
    "fin/near-credentials-json",
    """cat ~/.near-credentials/testnet/escrow-dev.testnet.json
{"account_id":"escrow-dev.testnet","public_key":"ed25519:{1}","private_key":"ed25519:{0}"}
""",
    r(88, BASE58),
    r(44, BASE58),
)
add(
    "fin/cardano-payment-skey",
    """$ cat keys/payment.skey
{
    "type": "PaymentSigningKeyShelley_ed25519",
    "description": "Payment Signing Key",
    "cborHex": "5820{0}"
}
""",
    r(64, HEX),
)
add(
    "fin/lnbits-admin-key",
    """$ curl -s -X POST https://legend.lnbits.com/api/v1/payments -d '{"out": true, "bolt11": "'$INVOICE'"}' -H "X-Api-Key: {0}" -H "Content-type: application/json"
{"payment_hash": "{1}", "checking_id": "{1}"}
""",
    r(32, HEX),
    r(64, HEX),
)
add(
    "fin/btcpay-greenfield-token",
    """$client = new \\GuzzleHttp\\Client(['base_uri' => 'https://btcpay.example-shop.pt']);
$res = $client->get('/api/v1/stores/' . $storeId . '/invoices', [
    'headers' => ['Authorization' => 'token {0}'],
]);
""",
    r(40, HEX),
)
add(
    "fin/monero-wallet-spendkey",
    """[wallet 48dW3k (no daemon)]: spendkey
WARNING: Never disclose your private spend key to anyone.
secret: {0}
public: {1}
[wallet 48dW3k (no daemon)]: exit
""",
    r(64, HEX),
    r(64, HEX),
)
add(
    "fin/covalent-api-key",
    """const client = new GoldRushClient("cqt_{0}");
const resp = await client.BalanceService.getTokenBalancesForWalletAddress("eth-mainnet", "{1}");
""",
    r(26, ALNUM) + r(4, LOWER_NUM),
    addr(),
)
add(
    "fin/dune-client-key",
    """In [3]: from dune_client.client import DuneClient
In [4]: dune = DuneClient(api_key="{0}", base_url="https://api.dune.com")
In [5]: df = dune.get_latest_result_dataframe(3847221)
""",
    r(32, ALNUM),
)
add(
    "fin/notebook-cell-kraken-secret",
    """{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 4,
   "metadata": {},
   "outputs": [],
   "source": [
    "import ccxt, pandas as pd\\n",
    "kraken = ccxt.kraken({'apiKey': '{1}',\\n",
    "                      'secret': '{0}'})\\n",
    "trades = pd.DataFrame(kraken.fetch_my_trades('ETH/EUR', since=1704067200000))"
   ]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
    b64(64),
    r(56, ALNUM),
)
add(
    "fin/gh-actions-hardcoded-deployer-key",
    """# .github/workflows/deploy-testnet.yml
name: deploy-testnet
on:
  workflow_dispatch:
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      RPC_URL: ${{ secrets.HOLESKY_RPC }}
      PRIVATE_KEY: "0x{0}"   # TODO move to secrets before merge
    steps:
      - uses: actions/checkout@v4
        with: { submodules: recursive }
      - uses: foundry-rs/foundry-toolchain@v1
      - run: forge script script/Deploy.s.sol --rpc-url $RPC_URL --private-key $PRIVATE_KEY --broadcast
""",
    pk(),
)
add(
    "fin/compose-freqtrade-env-secret",
    """services:
  freqtrade:
    image: freqtradeorg/freqtrade:stable
    restart: unless-stopped
    volumes:
      - "./user_data:/freqtrade/user_data"
    ports:
      - "127.0.0.1:8080:8080"
    environment:
      FREQTRADE__EXCHANGE__NAME: kraken
      FREQTRADE__EXCHANGE__KEY: ${KRAKEN_KEY}
      FREQTRADE__EXCHANGE__SECRET: "{0}"
      FREQTRADE__TELEGRAM__ENABLED: "false"
    command: trade --config /freqtrade/user_data/config.json --strategy SampleStrategy
""",
    b64(64),
)
_pk_split = pk()
add_split(
    "fin/split-private-key-two-messages",
    """user: ok the deployer key for the staging fork, first half: 0x{0}
assistant: Got it, waiting for the rest before I write the .env.
user: second half {1}""",
    _pk_split[:32],
    _pk_split[32:],
)
_mn_split = mnemonic(12).split()
add_split(
    "fin/split-js-concat-mnemonic",
    """// test/helpers/wallet.ts
export const TEST_MNEMONIC =
  "{0} " +
  "{1}";
export const wallet = ethers.Wallet.fromPhrase(TEST_MNEMONIC);
""",
    " ".join(_mn_split[:6]),
    " ".join(_mn_split[6:]),
)
_xprv = "xprv9s" + r(105, BASE58)
add_split(
    "fin/split-terminal-wrapped-xprv",
    """$ bx hd-new $(bx seed) | tee master.txt
{0}
{1}
$ bx hd-to-public < master.txt
""",
    _xprv[:80],
    _xprv[80:],
)
add(
    "fin/k8s-secret-base64-exchange",
    """apiVersion: v1
kind: Secret
metadata:
  name: bitfinex-creds
  namespace: trading
type: Opaque
data:
  BFX_API_KEY: {1}
  BFX_API_SECRET: {0}
""",
    base64.b64encode(r(43, ALNUM).encode()).decode(),
    base64.b64encode(r(43, ALNUM).encode()).decode(),
)
add(
    "fin/helm-values-keystore-password-b64",
    """# values-prod.yaml (validator)
validator:
  image: ethereum/client-go:v1.14.11
  keystore:
    existingSecret: ""
    # base64 of the keystore unlock password
    passwordB64: {0}
""",
    base64.b64encode(hpw().encode()).decode(),
)
add(
    "fin/cointracking-api-secret",
    """COINTRACKING_API_KEY = "{1}"
COINTRACKING_API_SECRET = "{0}"
# used by scripts/export_tax_2023.py to pull getTrades and getGains
""",
    r(64, HEX),
    r(32, HEX),
)
add(
    "fin/sage-client-secret-yaml",
    """sage_accounting:
  client_id: {1}/{2}
  client_secret: {0}
  callback_url: http://localhost:3000/auth/sage/callback
""",
    r(20, ALNUM) + "+" + r(18, ALNUM),
    r(8, HEX) + "-" + r(4, HEX),
    r(12, HEX),
)
add(
    "fin/invoice-ninja-token-header",
    """$ http GET https://invoicing.co/api/v1/invoices?status=active X-API-TOKEN:{0} X-Requested-With:XMLHttpRequest
HTTP/1.1 200 OK
Content-Type: application/json
""",
    r(64, ALNUM),
)
add(
    "fin/zoho-books-refresh-token",
    """ZOHO_BOOKS_ORG_ID=7{1}
ZOHO_CLIENT_ID=1000.{2}
ZOHO_REFRESH_TOKEN=1000.{0}
""",
    r(32, HEX) + "." + r(32, HEX),
    r(8, DIGITS),
    r(30, UPPER_NUM),
)
add(
    "fin/banco-inter-cert-password-pt",
    """Oi! Subi o certificado da API do Banco Inter em certs/inter-api.pfx. A senha do .pfx é {0} — usa ela no INTER_CERT_PASS do ambiente de staging, por favor, e apaga essa mensagem depois.""",
    hpw(),
)
add(
    "fin/bitstamp-secret-prose-fr",
    """Pour le script de rapprochement, utilise la clé Bitstamp du compte société : identifiant {1}, clé secrète {0}. Elle est en lecture seule (pas de retraits).""",
    r(32, ALNUM),
    r(32, ALNUM),
)
add(
    "fin/metamask-export-prose",
    """here's the key I exported from MetaMask for the test wallet that owns the proxy admin: {0} — can you run the upgrade script with it?""",
    pk(),
)
add(
    "fin/hardhat-vars-set-echo",
    """$ echo "{0}" | npx hardhat vars set ALCHEMY_API_KEY
The configuration variable has been stored in /home/rafa/.config/hardhat-nodejs/vars.json
""",
    r(32, URLSAFE),
)
add(
    "fin/anvil-fork-chainstack-url",
    """$ ps aux | grep anvil
dev      48211  6.2  1.1 anvil --fork-url https://ethereum-mainnet.core.chainstack.com/{0} --fork-block-number 21210000 --chain-id 31337
""",
    r(32, HEX),
)
add(
    "fin/drpc-dkey-viem",
    """const client = createPublicClient({
  chain: base,
  transport: http("https://lb.drpc.org/ogrpc?network=base&dkey={0}"),
});
""",
    r(28, URLSAFE),
)
add(
    "fin/infura-ipfs-project-secret",
    """const projectId = '{1}';
const projectSecret = '{0}';
const auth = 'Basic ' + Buffer.from(projectId + ':' + projectSecret).toString('base64');
const ipfs = create({ host: 'ipfs.infura.io', port: 5001, protocol: 'https', headers: { authorization: auth } });
""",
    r(32, HEX),
    r(27, ALNUM),
)
add(
    "fin/safe-protocol-kit-signer",
    """const protocolKit = await Safe.init({
  provider: RPC_URL,
  signer: '0x{0}',
  safeAddress: '{1}',
})
const tx = await protocolKit.createTransaction({ transactions: [upgradeCall] })
""",
    pk(),
    addr(),
)
add(
    "fin/bip39-passphrase-prose",
    """Recovery notes for the Trezor used for the treasury multisig signer #2: the seed is in the bank safe; the BIP39 passphrase (the "25th word") is "{0}". Without it the seed opens an empty wallet.""",
    phrase(),
)
add(
    "fin/ibkr-flex-token-url",
    """2024-12-02 06:00:03 INFO fetch_flex GET https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/SendRequest?t={0}&q={1}&v=3 -> 200 <ReferenceCode>{2}</ReferenceCode>""",
    r(24, DIGITS),
    r(6, DIGITS),
    r(10, DIGITS),
)
add(
    "fin/bitfinex-secret-go",
    """client := rest.NewClientWithURL("https://api.bitfinex.com/v2/").Credentials(
	"{1}",
	"{0}",
)
wallets, err := client.Wallet.Wallet()
""",
    r(43, ALNUM),
    r(43, ALNUM),
)


# ============================================================ look-alikes
_dep = addr()
la(
    """$ forge script script/DeployVault.s.sol:DeployVault --rpc-url $BASE_SEPOLIA_RPC --account deployer --sender {0} --broadcast
Enter keystore password:
Script ran successfully.

== Logs ==
  Vault deployed at: {1}
  Oracle adapter at: {2}

##### base-sepolia
✅  [Success] Hash: {3}
Contract Address: {1}
Block: 18224410
✅  [Success] Hash: {4}
Contract Address: {2}
Block: 18224411

Transactions saved to: broadcast/DeployVault.s.sol/84532/run-latest.json
""",
    _dep,
    addr(),
    addr(),
    h32(),
    h32(),
)
la(
    """$ cast tx {0} --rpc-url $MAINNET_RPC

blockHash            {1}
blockNumber          21210417
from                 {2}
gas                  184220
gasPrice             14231985310
hash                 {0}
input                0xa9059cbb000000000000000000000000{3}0000000000000000000000000000000000000000000000000000000005f5e100
nonce                412
r                    {4}
s                    {5}
to                   0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48
transactionIndex     87
v                    1
value                0
""",
    h32(),
    h32(),
    addr(),
    r(40, HEX),
    h32(),
    h32(),
)
la(
    """$ cast block latest --rpc-url http://127.0.0.1:8545
baseFeePerGas        7
difficulty           0
extraData            0x
gasLimit             30000000
gasUsed              21000
hash                 {0}
logsBloom            0x{5}
miner                0x0000000000000000000000000000000000000000
mixHash              {1}
nonce                0x0000000000000000
number               12
parentHash           {2}
receiptsRoot         {3}
stateRoot            {4}
timestamp            1732876011
""",
    h32(),
    h32(),
    h32(),
    h32(),
    h32(),
    "0" * 512,
)
la(
    """$ cast sig "transfer(address,uint256)"
0xa9059cbb
$ cast sig "approve(address,uint256)"
0x095ea7b3
$ cast keccak "Transfer(address,address,uint256)"
0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef
$ cast keccak "Approval(address,address,uint256)"
0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925
$ cast 4byte 0x70a08231
balanceOf(address)
"""
)
la(
    """$ cast resolve-name vitalik.eth --rpc-url $MAINNET_RPC
0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045
$ cast lookup-address {0}
treasury.example-dao.eth""",
    addr(),
)
la(
    """$ npx hardhat verify --network sepolia {0} "{1}" 86400
Successfully submitted source code for contract
contracts/Timelock.sol:Timelock at {0}
for verification on the block explorer. Waiting for verification result...

Successfully verified contract Timelock on the block explorer.
https://sepolia.etherscan.io/address/{0}#code
Etherscan verification GUID: {2}
""",
    addr(),
    addr(),
    r(50, LOWER_NUM),
)
la(
    """$ npx hardhat node
Started HTTP and WebSocket JSON-RPC server at http://127.0.0.1:8545/

Accounts
========

WARNING: These accounts, and their private keys, are publicly known.
Any funds sent to them on Mainnet or any other live network WILL BE LOST.

Account #0: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (10000 ETH)
Private Key: 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80

Account #1: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 (10000 ETH)
Private Key: 0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d

WARNING: These accounts, and their private keys, are publicly known.
Any funds sent to them on Mainnet or any other live network WILL BE LOST.
"""
)
la(
    """## Local chain

`anvil` starts with its well-known public development mnemonic, the same on every machine:

    test test test test test test test test test test test junk

Every account derived from it (m/44'/60'/0'/0/i) is public knowledge and is drained on
every public chain within seconds. Use it only against 127.0.0.1:8545, never on a testnet
or mainnet deploy; for those use `--account <keystore name>`.
"""
)
la(
    """# .env.example — copy to .env and fill in locally, never commit .env
PRIVATE_KEY=0xYOUR_PRIVATE_KEY_HERE
SEPOLIA_RPC_URL=https://eth-sepolia.g.alchemy.com/v2/<your-alchemy-key>
ETHERSCAN_API_KEY=<etherscan key>
MNEMONIC="<twelve words>"
REPORT_GAS=false
"""
)
la(
    """import { HardhatUserConfig, vars } from "hardhat/config";

const SEPOLIA_PRIVATE_KEY = vars.get("SEPOLIA_PRIVATE_KEY");
const ALCHEMY_API_KEY = vars.get("ALCHEMY_API_KEY");

const config: HardhatUserConfig = {
  solidity: "0.8.24",
  networks: {
    sepolia: {
      url: `https://eth-sepolia.g.alchemy.com/v2/${ALCHEMY_API_KEY}`,
      accounts: [SEPOLIA_PRIVATE_KEY],
    },
  },
  etherscan: { apiKey: vars.get("ETHERSCAN_API_KEY", "") },
};
export default config;
"""
)
la(
    """[rpc_endpoints]
mainnet = "${MAINNET_RPC_URL}"
arbitrum = "${ARBITRUM_RPC_URL}"

[etherscan]
mainnet = { key = "${ETHERSCAN_API_KEY}" }
arbitrum = { key = "${ARBISCAN_API_KEY}", url = "https://api.arbiscan.io/api" }
"""
)
la(
    """$ solana-keygen pubkey ~/.config/solana/devnet-payer.json
{0}
$ solana balance {0} --url devnet
2 SOL
$ anchor keys list
escrow: {1}
staking_pool: {2}
""",
    sol_pub(),
    sol_pub(),
    sol_pub(),
)
la(
    """$ gaiad keys show relayer --keyring-backend test
- address: cosmos1{0}
  name: relayer
  pubkey: '{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"{1}"}'
  type: local
""",
    r(38, B32),
    b64(33),
)
la(
    """$ bitcoin-cli -signet getblockchaininfo
{
  "chain": "signet",
  "blocks": 226418,
  "headers": 226418,
  "bestblockhash": "000000{0}",
  "difficulty": 0.003153748852088047,
  "time": 1732870117,
  "mediantime": 1732868711,
  "verificationprogress": 1,
  "initialblockdownload": false,
  "chainwork": "000000000000000000000000000000000000000000000000000002{1}",
  "size_on_disk": 1288104210,
  "pruned": false,
  "warnings": ""
}
""",
    r(58, HEX),
    r(10, HEX),
)
la(
    """$ bitcoin-cli getdescriptorinfo "wpkh(xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8/0/*)"
{
  "descriptor": "wpkh(xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8/0/*)#{0}",
  "checksum": "{0}",
  "isrange": true,
  "issolvable": true,
  "hasprivatekeys": false
}
(this is the BIP32 test-vector-1 master xpub, public and watch-only)
""",
    r(8, B32),
)
la(
    """# bitcoin.conf for the indexer
server=1
txindex=1
rpcbind=127.0.0.1
rpcallowip=127.0.0.1
# cookie auth only: the indexer reads the .cookie file that bitcoind rewrites at each start,
# so no rpcuser/rpcpassword is set here on purpose.
rpccookiefile=/var/lib/bitcoind/.cookie
rpccookieperms=group
"""
)
la(
    """$ lncli getinfo
{
    "version": "0.18.3-beta commit=v0.18.3-beta",
    "commit_hash": "{0}",
    "identity_pubkey": "02{1}",
    "alias": "example-routing-node",
    "color": "#3399ff",
    "num_pending_channels": 0,
    "num_active_channels": 14,
    "num_peers": 19,
    "block_height": 872114,
    "block_hash": "00000000000000000001{2}",
    "synced_to_chain": true,
    "synced_to_graph": true,
    "chains": [{"chain": "bitcoin", "network": "mainnet"}],
    "uris": ["02{1}@203.0.113.41:9735"]
}
""",
    sha(),
    r(64, HEX),
    r(44, HEX),
)
la(
    """$ lncli addinvoice --amt 21000 --memo "coffee subscription"
{
    "r_hash": "{0}",
    "payment_request": "lnbc210u1p{1}",
    "add_index": "8812"
}
Send the payment_request to the customer; it is the invoice they pay.
""",
    r(64, HEX),
    r(220, B32),
)
la(
    """[Application Options]
alias=example-routing-node
listen=0.0.0.0:9735
restlisten=127.0.0.1:8080
tlscertpath=/data/lnd/tls.cert
tlskeypath=/data/lnd/tls.key
adminmacaroonpath=/data/lnd/data/chain/bitcoin/mainnet/admin.macaroon
readonlymacaroonpath=/data/lnd/data/chain/bitcoin/mainnet/readonly.macaroon
wallet-unlock-password-file=/run/secrets/lnd_wallet_password
"""
)
la(
    """$ geth account list --datadir ~/node
Account #0: {{0}} keystore:///home/ops/node/keystore/UTC--2024-11-21T09-02-11.481233118Z--{0}
Account #1: {{1}} keystore:///home/ops/node/keystore/UTC--2024-11-21T09-05-44.002193771Z--{1}
""",
    r(40, HEX),
    r(40, HEX),
)
la(
    """Transaction Hash: {0}
Status: Success
Block: 21210417 (12 Block Confirmations)
From: {1}
To: Contract {2} (Uniswap V3: Router 2)
Value: 0.25 ETH ($912.40)
Transaction Fee: 0.00143211 ETH
Gas Price: 11.2 Gwei
Nonce: 1187
""",
    h32(),
    addr(),
    addr(),
)
la(
    """{
  "merkleRoot": "{0}",
  "tokenTotal": "0x0a968163f0a57b400000",
  "claims": {
    "{1}": {
      "index": 0,
      "amount": "0x3635c9adc5dea00000",
      "proof": ["{2}", "{3}", "{4}"]
    }
  }
}
""",
    h32(),
    addr(),
    h32(),
    h32(),
    h32(),
)
la(
    """Error: nonce too low: next nonce 42, tx nonce 41
    at makeError (node_modules/ethers/lib.commonjs/utils/errors.js:129:21)
  code: 'NONCE_EXPIRED',
  transaction: { from: '{0}', to: '{1}', nonce: 41, chainId: 11155111n }
Hint: another process (the keeper bot) sent from the same account; wait for it or pass --nonce 42.
""",
    addr(),
    addr(),
)
la(
    """$ cast storage {0} 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc --rpc-url $MAINNET_RPC
0x000000000000000000000000{1}
# EIP-1967 implementation slot, so the implementation is 0x{1}
""",
    addr(),
    r(40, HEX),
)
la(
    """library UniswapV2Library {
    // init code hash of the UniswapV2Pair bytecode, a public constant
    bytes32 internal constant INIT_CODE_HASH =
        hex"96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f";
    address internal constant FACTORY = 0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f;
    address internal constant WETH = 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2;
}
"""
)
la(
    """  {
    "anonymous": false,
    "inputs": [
      { "indexed": true, "internalType": "address", "name": "from", "type": "address" },
      { "indexed": true, "internalType": "address", "name": "to", "type": "address" },
      { "indexed": false, "internalType": "uint256", "name": "value", "type": "uint256" }
    ],
    "name": "Transfer",
    "type": "event"
  },
  // topic0 = 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef
"""
)
la(
    """GET https://safe-transaction-mainnet.safe.global/api/v1/safes/{0}/
{
  "address": "{0}",
  "nonce": 57,
  "threshold": 3,
  "owners": ["{1}", "{2}", "{3}", "{4}", "{5}"],
  "masterCopy": "0x41675C099F32341bf84BFc5382aF534df5C7461a",
  "fallbackHandler": "0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99",
  "version": "1.4.1"
}
""",
    addr(),
    addr(),
    addr(),
    addr(),
    addr(),
    addr(),
)
la(
    """# config/feeds.yaml — Chainlink price feeds (public aggregator proxies)
arbitrum:
  ETH/USD: {0}
  BTC/USD: {1}
  USDC/USD: {2}
heartbeat_seconds: 86400
deviation_bps: 5
""",
    addr(),
    addr(),
    addr(),
)
la(
    """{
  "network": "sepolia",
  "chainId": 11155111,
  "contracts": {
    "Token":    { "address": "{0}", "tx": "{3}", "block": 7102234 },
    "Staking":  { "address": "{1}", "tx": "{4}", "block": 7102236 },
    "Treasury": { "address": "{2}", "tx": "{5}", "block": 7102239 }
  },
  "deployer": "{6}",
  "commit": "{7}"
}
""",
    addr(),
    addr(),
    addr(),
    h32(),
    h32(),
    h32(),
    addr(),
    sha(),
)
la(
    """receipt = {
  blockHash: '{0}',
  blockNumber: 7102236,
  contractAddress: null,
  cumulativeGasUsed: 9811204n,
  from: '{1}',
  gasUsed: 51233n,
  logs: [
    {
      address: '{2}',
      topics: [
        '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
        '0x000000000000000000000000{3}',
        '0x000000000000000000000000{4}'
      ],
      data: '0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
    }
  ],
  status: 'success',
  transactionHash: '{5}',
  type: 'eip1559'
}
""",
    h32(),
    addr(),
    addr(),
    r(40, HEX),
    r(40, HEX),
    h32(),
)
la(
    """Sparrow wallet export (watch-only, no private keys):
Name: treasury-watch
Policy: Single signature
Script type: Native Segwit (P2WPKH)
Master fingerprint: {0}
Derivation: m/84'/0'/0'
xpub: xpub6{1}
""",
    r(8, HEX),
    r(106, BASE58),
)
la(
    """Donations welcome:
- BTC: {0}
- ETH / any EVM chain: {1} (also example-collective.eth)
- Lightning: LNURL1DP68GURN8GHJ7{2}
Thank you!
""",
    btc_addr(),
    addr(),
    r(60, UPPER_NUM),
)
la(
    """exchange = ccxt.binance({
    "apiKey": os.environ["BINANCE_API_KEY"],
    "secret": os.environ["BINANCE_API_SECRET"],
    "enableRateLimit": True,
})
exchange.set_sandbox_mode(os.getenv("SANDBOX", "1") == "1")
"""
)
la(
    """{
    "max_open_trades": 3,
    "stake_currency": "USDT",
    "dry_run": true,
    "dry_run_wallet": 1000,
    "exchange": {
        "name": "binance",
        "key": "",
        "secret": "",
        "pair_whitelist": ["BTC/USDT", "ETH/USDT"]
    },
    "telegram": {"enabled": false, "token": "", "chat_id": ""}
}
"""
)
la(
    """$ freqtrade show-config --config user_data/config.json | head -20
Your combined configuration is:
{
  "exchange": {
    "name": "kraken",
    "key": "REDACTED",
    "secret": "REDACTED",
    "password": "REDACTED",
    "uid": "REDACTED"
  },
  "api_server": {
    "enabled": true,
    "username": "freqtrader",
    "password": "REDACTED",
    "jwt_secret_key": "REDACTED"
  }
}
"""
)
la(
    """{
  "symbol": "BTCUSDT",
  "orderId": 28{0},
  "orderListId": -1,
  "clientOrderId": "x-{1}",
  "transactTime": 1732874410233,
  "price": "58000.00000000",
  "origQty": "0.00100000",
  "executedQty": "0.00000000",
  "status": "NEW",
  "timeInForce": "GTC",
  "type": "LIMIT",
  "side": "BUY"
}
""",
    r(9, DIGITS),
    r(28, ALNUM),
)
la(
    """Binance, API Management (copied from the page):
Label: freqtrade-prod
API Key: {0}****************************************************{1}
Secret Key: ********  (only shown once, at creation)
Restrict access to trusted IPs only: 203.0.113.10
Permissions: Enable Reading, Enable Spot & Margin Trading
""",
    r(4, ALNUM),
    r(4, ALNUM),
)
la(
    """"txid","refid","time","type","subtype","aclass","asset","amount","fee","balance"
"L{0}-{1}-{2}","T{3}-{4}-{5}","2024-10-03 14:22:07","trade","","currency","XETH",0.5000000000,0.0000000000,2.1200000000
"L{6}-{7}-{8}","T{3}-{4}-{5}","2024-10-03 14:22:07","trade","","currency","ZEUR",-1187.2100,1.8990,3024.5510
""",
    r(5, UPPER_NUM),
    r(5, UPPER_NUM),
    r(6, UPPER_NUM),
    r(5, UPPER_NUM),
    r(5, UPPER_NUM),
    r(6, UPPER_NUM),
    r(5, UPPER_NUM),
    r(5, UPPER_NUM),
    r(6, UPPER_NUM),
)
la(
    """>>> client.market_order_buy(client_order_id="{0}", product_id="ETH-USD", quote_size="250")
{'success': True, 'success_response': {'order_id': '{1}', 'product_id': 'ETH-USD', 'side': 'BUY', 'client_order_id': '{0}'}, 'order_configuration': {'market_market_ioc': {'quote_size': '250'}}}
""",
    uuid4(),
    uuid4(),
)
la(
    """OKX API keys are three things: the key, the secret and a passphrase you choose at creation.
OKX cannot show the passphrase again, so if nobody wrote it into the vault the only fix is
to delete the key and create a new one. When you do, put all three in Vault at
kv/trading/okx (fields api_key, secret_key, passphrase) and restart the market-maker pod.
"""
)
la(
    """from ib_insync import IB, Stock, LimitOrder

ib = IB()
ib.connect("127.0.0.1", 7497, clientId=17)   # 7497 = TWS paper, 7496 = live
acct = "DU{0}"
contract = Stock("AAPL", "SMART", "USD")     # conId 265598
trade = ib.placeOrder(contract, LimitOrder("BUY", 10, 187.50, account=acct))
print(trade.order.orderId, trade.order.permId)
""",
    r(7, DIGITS),
)
la(
    """# .env (committed template for the trading service)
APCA_API_BASE_URL=https://paper-api.alpaca.markets
APCA_API_KEY_ID=${APCA_API_KEY_ID}
APCA_API_SECRET_KEY=${APCA_API_SECRET_KEY}
APCA_DATA_FEED=iex
"""
)
la(
    """2024.11.29 09:02:14.118	Network	'{0}': authorized on ICMarketsSC-Demo through Access Point SG 3 (ping: 41.22 ms, build 4755)
2024.11.29 09:02:14.340	Network	'{0}': terminal synchronized with Raw Trading Ltd: 0 positions, 0 orders, 214 symbols, 0 spreads
2024.11.29 09:02:15.001	Experts	expert TrendV3 (EURUSD,M15) loaded successfully
""",
    r(8, DIGITS),
)
la(
    """trade_id,order_id,client_order_id,symbol,side,qty,price,fee,ts
{0},{1},{2},ETHUSDT,BUY,0.75,3412.10,0.00075 ETH,2024-11-28T13:01:44.210Z
{3},{1},{2},ETHUSDT,BUY,0.25,3412.20,0.00025 ETH,2024-11-28T13:01:44.211Z
{4},{5},{6},ETHUSDT,SELL,1.00,3498.55,3.49855 USDT,2024-11-29T07:40:02.877Z
""",
    r(10, DIGITS),
    r(11, DIGITS),
    "web_" + r(20, LOWER_NUM),
    r(10, DIGITS),
    r(10, DIGITS),
    r(11, DIGITS),
    "web_" + r(20, LOWER_NUM),
)
la(
    """GET https://api.xero.com/api.xro/2.0/Invoices?where=Status%3D%22AUTHORISED%22
xero-tenant-id: {0}
Authorization: Bearer ${XERO_ACCESS_TOKEN}

200 OK
{"Id":"{1}","Status":"OK","ProviderName":"ledger-sync","Invoices":[{"InvoiceID":"{2}","InvoiceNumber":"INV-0142","Total":1320.00,"CurrencyCode":"EUR"}]}
""",
    uuid4(),
    uuid4(),
    uuid4(),
)
la(
    """INFO qbo_sync POST /v3/company/9341{0}/invoice?minorversion=73 -> 200 intuit_tid=1-{1}-{2} Invoice.Id=1187 DocNumber=2024-1187 TotalAmt=480.00
""",
    r(11, DIGITS),
    r(8, HEX),
    r(24, HEX),
)
la(
    """{
  "id": "{0}",
  "sourceCurrency": "EUR",
  "targetCurrency": "BRL",
  "sourceAmount": 1000,
  "rate": 6.1342,
  "createdTime": "2024-11-29T10:11:02Z",
  "profile": 16{1},
  "rateType": "FIXED",
  "expirationTime": "2024-11-29T10:41:02Z",
  "paymentOptions": [{"payIn": "BANK_TRANSFER", "fee": {"total": 6.83}}]
}
""",
    uuid4(),
    r(6, DIGITS),
)
_cert = pem_lines(420)
la(
    """Upload this file (publiccert.cer) in Revolut Business > Settings > API. It is the public
certificate only; privatecert.pem stays in Vault at kv/banking/revolut and never leaves it.

-----BEGIN CERTIFICATE-----
"""
    + "\n".join(_cert)
    + """
-----END CERTIFICATE-----
"""
)
la(
    """{
  "events": [
    {
      "id": "EV{0}",
      "created_at": "2024-11-28T09:14:21.311Z",
      "resource_type": "payments",
      "action": "confirmed",
      "links": { "payment": "PM{1}", "mandate": "MD{2}" },
      "details": { "origin": "gocardless", "cause": "payment_confirmed", "scheme": "sepa_core" }
    }
  ]
}
""",
    r(12, UPPER_NUM),
    r(12, UPPER_NUM),
    r(12, UPPER_NUM),
)
la(
    """// checkout.ts — Adyen Drop-in
const checkout = await AdyenCheckout({
  environment: "test",
  // the client key is public by design: it ships to the browser and only works from the allowed origins
  clientKey: "test_{0}",
  session: { id: sessionId, sessionData },
  onPaymentCompleted: (result) => console.log(result.resultCode, result.pspReference),
});
// example pspReference from the logs: {1}
""",
    r(32, UPPER_NUM),
    r(16, UPPER_NUM),
)
la(
    """{
  "resource": "payment",
  "id": "tr_{0}",
  "mode": "live",
  "amount": { "value": "24.90", "currency": "EUR" },
  "description": "Abonnement #40122",
  "status": "open",
  "profileId": "pfl_{1}",
  "_links": {
    "checkout": { "href": "https://www.mollie.com/checkout/select-method/{0}", "type": "text/html" }
  }
}
""",
    r(10, ALNUM),
    r(10, ALNUM),
)
la(
    """INI-Brief / Initialisierungsbrief (EBICS A006), bank letter to sign and send by post
Host-ID: EBXUBSCH   Partner-ID: PRTNR4471   User-ID: USR0912
Hash of the public signature key (SHA-256):
{0}
{1}
This letter contains only the hash of the PUBLIC key; the bank compares it with the key
received electronically.
""",
    " ".join(r(2, UPPER_HEX) for _ in range(16)),
    " ".join(r(2, UPPER_HEX) for _ in range(16)),
)
la(
    """FACTURE N° 2024-0318 — Conditions de paiement : 30 jours fin de mois
Règlement par virement SEPA au bénéficiaire ci-dessous :
  Titulaire : ATELIER NUMÉRIQUE SAS
  IBAN : {0}
  BIC : BNPAFRPPXXX
  Identifiant créancier SEPA : FR{1}ZZZ{2}
SIRET : {3} — TVA intracommunautaire : FR{4}{3}
""",
    iban_fr(),
    r(2, DIGITS),
    r(6, DIGITS),
    r(9, DIGITS),
    r(2, DIGITS),
)
la(
    """FATURA FT 2024/1187 — Data de vencimento: 2024-12-31
Pagamento por transferência bancária para:
  Titular: Lusomercado, Lda.
  IBAN: {0}
  BIC/SWIFT: CGDIPTPL
NIF: 5{1}  —  Referência a indicar: FT20241187
""",
    iban_pt(),
    r(8, DIGITS),
)
la(
    """Para receber via Pix, use a chave aleatória da empresa (ela é pública, serve só para receber):
{0}

Ou o copia-e-cola do QR Code estático:
00020126580014BR.GOV.BCB.PIX0136{0}5204000053039865802BR5913LOJA EXEMPLO6009SAO PAULO62070503***6304{1}
""",
    uuid4(),
    r(4, UPPER_HEX),
)
la(
    """NF-e autorizada ✅
Chave de acesso: {0}
Protocolo de autorização: 135{1}
Consulte em https://www.nfe.fazenda.gov.br/portal/consultaRecaptcha.aspx (a chave de acesso é pública, vai impressa no DANFE)
""",
    " ".join(r(4, DIGITS) for _ in range(11)),
    r(12, DIGITS),
)
la(
    """Rotation des clés d'API (procédure) :
1. créer la nouvelle clé sur la plateforme d'échange avec la même liste blanche d'IP ;
2. l'enregistrer dans Vault sous kv/trading/<exchange> (jamais dans le dépôt ni dans le chat) ;
3. redémarrer le bot, vérifier les ordres de test ;
4. révoquer l'ancienne clé et noter la date dans le registre des accès.
Le mot de passe du coffre se demande à l'équipe sécurité, pas par e-mail.
"""
)
la(
    """Rotação de chaves — lembrete para o time de pagamentos:
as credenciais do Efí e do Banco Inter vencem em março. Gerem o novo certificado .p12 no
portal, guardem a senha no cofre (1Password, cofre "Pagamentos") e atualizem só a
referência op://Pagamentos/efi-producao/credential no .env. Não mandem senha pelo Slack.
"""
)
la(
    """Runbook: the deployer key may have leaked (it was pasted into a public gist).
- Treat every key that touched that machine as burned; move funds first, then rotate.
- Transfer ownership of the proxies to the Safe ({0}) with `transferOwnership`.
- Create a new keystore with `cast wallet new --keystore ~/.foundry/keystores deployer2`.
- Revoke the Etherscan and Alchemy keys in their dashboards and issue new ones.
- Record the rotation in SECURITY.md with the date and the new deployer address only.
""",
    addr(),
)
la(
    """## Getting testnet funds
- Sepolia ETH: https://www.alchemy.com/faucets/ethereum-sepolia (0.1 ETH per day, needs a mainnet balance)
- Base Sepolia: https://docs.base.org/chain/network-faucets
- Solana devnet: `solana airdrop 2 --url devnet`
- Bitcoin signet: https://signetfaucet.com
Paste the address ({0}) into the faucet, never a private key or seed phrase; no faucet asks for one.
""",
    addr(),
)
la(
    """// test/Vault.test.ts
// Signer #1 of the Hardhat network: the well-known public test account
// 0x70997970C51812dc3A010C7d01b50e0d17dc79C8, private key
// 0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d, published in the
// Hardhat docs and printed by `npx hardhat node` to everyone. Never fund it anywhere real.
const [owner, alice] = await ethers.getSigners();
expect(await alice.getAddress()).to.equal("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
"""
)
la(
    """$ anvil --chain-id 31337
                             _   _
                            (_) | |
      __ _   _ __   __   __  _  | |
     / _` | | '_ \\  \\ \\ / / | | | |
    | (_| | | | | |  \\ V /  | | | |
     \\__,_| |_| |_|   \\_/   |_| |_|

Available Accounts
==================
(0) 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (10000.000000000000000000 ETH)
(1) 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 (10000.000000000000000000 ETH)

Wallet
==================
Mnemonic:          test test test test test test test test test test test junk
Derivation path:   m/44'/60'/0'/0/

Listening on 127.0.0.1:8545

(agent note: these are Anvil's default development accounts; the mnemonic and keys are public and identical on every install.)
"""
)
la(
    """$ vault kv get -field=api_secret kv/trading/binance | wc -c
65
$ vault kv metadata get kv/trading/binance | grep -E 'current_version|updated_time'
current_version         7
updated_time            2024-11-02T08:14:55.311Z
"""
)
la(
    """    steps:
      - uses: actions/checkout@v4
      - uses: foundry-rs/foundry-toolchain@v1
      - name: Deploy
        env:
          PRIVATE_KEY: ${{ secrets.DEPLOYER_PRIVATE_KEY }}
          ETHERSCAN_API_KEY: ${{ secrets.ETHERSCAN_API_KEY }}
          RPC_URL: ${{ vars.HOLESKY_RPC_URL }}
        run: forge script script/Deploy.s.sol --rpc-url "$RPC_URL" --private-key "$PRIVATE_KEY" --broadcast --verify
"""
)
la(
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: exchange-creds
  namespace: trading
spec:
  refreshInterval: 1h
  secretStoreRef: { name: vault-backend, kind: ClusterSecretStore }
  target: { name: exchange-creds }
  data:
    - secretKey: KRAKEN_API_KEY
      remoteRef: { key: kv/trading/kraken, property: api_key }
    - secretKey: KRAKEN_API_SECRET
      remoteRef: { key: kv/trading/kraken, property: api_secret }
"""
)
la(
    """services:
  ledger-sync:
    image: ghcr.io/example/ledger-sync@sha256:{0}
    env_file: .env.ledger        # not in git
    environment:
      XERO_CLIENT_ID: ${XERO_CLIENT_ID}
      XERO_CLIENT_SECRET: ${XERO_CLIENT_SECRET:?set it in .env.ledger}
      QBO_ENV: production
""",
    r(64, HEX),
)
la(
    """Date,Type,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,TxHash,Description
2023-03-14 10:22:01,trade,0.5,ETH,812.44,USDC,0.0021,ETH,{0},Uniswap swap
2023-05-02 18:01:55,withdrawal,0.1,BTC,,,0.00002,BTC,{1},to cold storage
2023-08-19 07:40:13,deposit,,,250,USDC,,,{2},from Coinbase
""",
    h32(),
    r(64, HEX),
    h32(),
)
la(
    """In [12]: prices = pd.read_parquet("data/ohlcv_ethusdt_1h.parquet")
In [13]: prices.tail(3)
Out[13]:
                            open     high      low    close      volume
ts
2024-11-29 07:00:00+00:00  3581.2  3598.40  3570.11  3594.7  18231.412
2024-11-29 08:00:00+00:00  3594.7  3611.00  3588.00  3602.3  20114.003
2024-11-29 09:00:00+00:00  3602.3  3607.95  3581.62  3585.1  15990.771
In [14]: prices["close"].pct_change().rolling(24).std().iloc[-1] * (24 * 365) ** 0.5
Out[14]: 0.4821993110457
"""
)
la(
    """$ git log --oneline -6 -- config/
{0} chore: rotate Binance read-only key (new key in Vault, kv/trading/binance v7)
{1} fix: load exchange secrets from env instead of config.json
{2} docs: explain OKX passphrase handling
{3} chore: remove hardcoded RPC URL, use ${MAINNET_RPC_URL}
{4} feat: add Kraken futures pairs
{5} ci: run gitleaks on every PR
""",
    r(7, HEX),
    r(7, HEX),
    r(7, HEX),
    r(7, HEX),
    r(7, HEX),
    r(7, HEX),
)
la(
    """Finding:     REDACTED
Secret:      REDACTED
RuleID:      generic-api-key
Entropy:     4.81
File:        bots/arb/config.example.json
Line:        12
Commit:      {0}
Author:      ci-bot
Date:        2024-11-27T18:20:03Z
Fingerprint: {0}:bots/arb/config.example.json:generic-api-key:12
(false positive: the value is the literal string "YOUR_API_SECRET"; added to .gitleaksignore)
""",
    sha(),
)
la(
    """$ sha256sum -c SHA256SUMS --ignore-missing
geth-linux-amd64-1.14.11-f3c696fa.tar.gz: OK
$ grep linux-amd64 SHA256SUMS
{0}  geth-linux-amd64-1.14.11-f3c696fa.tar.gz
""",
    r(64, HEX),
)
la(
    """$ gpg --verify SHA256SUMS.asc SHA256SUMS
gpg: Signature made Tue 08 Oct 2024 14:02:11 UTC
gpg:                using RSA key {0}
gpg: Good signature from "builder (bitcoin-core release signing) <builder@example.org>" [unknown]
Primary key fingerprint: {1}
""",
    r(40, UPPER_HEX),
    " ".join(r(4, UPPER_HEX) for _ in range(10)),
)
la(
    """specVersion: 1.0.0
schema:
  file: ./schema.graphql
dataSources:
  - kind: ethereum
    name: Pool
    network: arbitrum-one
    source:
      address: "{0}"
      abi: Pool
      startBlock: 214488121
    mapping:
      kind: ethereum/events
      apiVersion: 0.0.7
      language: wasm/assemblyscript
      eventHandlers:
        - event: Swap(indexed address,indexed address,int256,int256,uint160,uint128,int24)
          handler: handleSwap
      file: ./src/pool.ts
""",
    addr(),
)
la(
    """// wagmi / RainbowKit setup
// The WalletConnect projectId is public by design: it is bundled into the browser JS and
// restricted by the allowed domains in the Reown dashboard.
export const config = getDefaultConfig({
  appName: "Example Vaults",
  projectId: "{0}",
  chains: [mainnet, base],
});
""",
    r(32, HEX),
)
la(
    """curl "https://api.etherscan.io/api?module=account&action=txlist&address={0}&startblock=0&endblock=99999999&sort=asc&apikey=YourApiKeyToken"
# from the Etherscan docs: replace YourApiKeyToken with $ETHERSCAN_API_KEY when running it
""",
    addr(),
)
la(
    """Coinbase CDP key for the payouts service:
  name: organizations/{0}/apiKeys/{1}
  private key: GCP Secret Manager, projects/payouts-prod/secrets/cdp-api-private-key/versions/3
  permissions: view, trade (no transfer)
  IP allowlist: 34.141.0.0/16
""",
    uuid4(),
    uuid4(),
)
la(
    """GET /v1/vault/accounts_paged?limit=2
{"accounts":[{"id":"0","name":"Treasury","hiddenOnUI":false,"autoFuel":false,"assets":[{"id":"ETH","total":"12.402","available":"12.402"}]},{"id":"7","name":"Payouts","hiddenOnUI":false,"autoFuel":true,"assets":[{"id":"USDC","total":"48210.11","available":"48210.11"}]}],"paging":{"after":"{0}"}}
X-Request-ID: {1}
""",
    b64url(24),
    uuid4(),
)
la(
    """{
  "data": {
    "wallets": [
      {
        "id": "{0}",
        "state": "LIVE",
        "walletSetId": "{1}",
        "custodyType": "DEVELOPER",
        "address": "{2}",
        "blockchain": "MATIC-AMOY",
        "accountType": "SCA",
        "updateDate": "2024-11-28T15:04:11Z"
      }
    ]
  }
}
""",
    uuid4(),
    uuid4(),
    addr().lower(),
)
la(
    """> const addr = await wallet.createAddress({ label: 'customer-4471' })
> addr
{
  id: '{0}',
  address: 'tb1q{1}',
  chain: 20,
  index: 118,
  coin: 'tbtc',
  wallet: '{2}',
  label: 'customer-4471'
}
""",
    r(32, HEX),
    r(38, B32),
    r(32, HEX),
)
la(
    """Monero donation address (primary, public):
4{0}
Please include the order number in the payment description; we never ask for view or spend keys.
""",
    r(94, BASE58),
)
la(
    """$ near account list-keys escrow-dev.testnet network-config testnet now
+---+------------------------------------------------------------+-----------------+
| # | Public Key                                                 | Access Key      |
+---+------------------------------------------------------------+-----------------+
| 1 | ed25519:{0}   | full access     |
| 2 | ed25519:{1}   | function-call   |
+---+------------------------------------------------------------+-----------------+
""",
    r(44, BASE58),
    r(44, BASE58),
)
la(
    """$ cat keys/payment.vkey
{
    "type": "PaymentVerificationKeyShelley_ed25519",
    "description": "Payment Verification Key",
    "cborHex": "5820{0}"
}
$ cat keys/payment.addr
addr_test1{1}
""",
    r(64, HEX),
    r(53, B32),
)
la(
    """$ aptos account list --query resources --account {0}
{
  "Result": [
    {
      "0x1::account::Account": {
        "authentication_key": "{0}",
        "sequence_number": "14",
        "guid_creation_num": "6"
      }
    }
  ]
}
""",
    "0x" + r(64, HEX),
)
la(
    """$ sui client addresses
╭─────────────────┬────────────────────────────────────────────────────────────────────┬────────────────╮
│ alias           │ address                                                            │ active address │
├─────────────────┼────────────────────────────────────────────────────────────────────┼────────────────┤
│ dazzling-beryl  │ {0} │ *              │
│ ops-publisher   │ {1} │                │
╰─────────────────┴────────────────────────────────────────────────────────────────────┴────────────────╯
""",
    "0x" + r(64, HEX),
    "0x" + r(64, HEX),
)
la(
    """2024-11-29T09:12:04.118Z arb-bot INFO fill venue=bybit symbol=ETHUSDT side=Sell qty=1.20 px=3598.40 orderId={0} orderLinkId=arb-{1} execId={2} seq={3}
2024-11-29T09:12:04.301Z arb-bot INFO fill venue=okx symbol=ETH-USDT side=buy qty=1.20 px=3597.95 ordId={4} clOrdId=arb{1} tradeId={5}
2024-11-29T09:12:04.302Z arb-bot INFO spread captured=0.45 USDT net_after_fees=-0.86 USDT nonce={6}
""",
    uuid4(),
    r(12, LOWER_NUM),
    uuid4(),
    r(11, DIGITS),
    r(19, DIGITS),
    r(9, DIGITS),
    r(13, DIGITS),
)
la(
    """Bonjour, petite question sur le contrat de staking : l'adresse {0} que tu m'as donnée est celle du proxy ou de l'implémentation ? Sur Etherscan je vois le hash de déploiement {1} au bloc 7102236, mais l'onglet « Read as Proxy » n'apparaît pas.""",
    addr(),
    h32(),
)
la(
    """Olá! Conferi a transação do saque: hash {0}, bloco 21210417, 12 confirmações. O endereço de destino {1} é a carteira fria da empresa (pública, está no site). Pode marcar o pedido #{2} como pago.""",
    h32(),
    addr(),
    r(5, DIGITS),
)
la(
    """Le relevé du compte de la société (extrait) :
Date       Libellé                                   Débit      Crédit
02/12/2024 VIR SEPA RECU /DE CLIENT DURAND SARL                 1 320,00
02/12/2024 PRLV SEPA OVH /RUM {0}            35,99
Compte : {1} — BIC : CCBPFRPPXXX
""",
    r(16, UPPER_NUM),
    iban_fr(),
)
la(
    """Supplier master data (for the AP import):
Name: Nordhafen Logistik GmbH
IBAN: {0}
BIC: DEUTDEFFXXX
VAT ID: DE{1}
Payment terms: 14 days 2 %, 30 days net
""",
    iban_de(),
    r(9, DIGITS),
)
la(
    """The webhook payload from Coinbase Commerce arrives with an `X-CC-Webhook-Signature` header:
that header is an HMAC of the body, recomputed on our side with the shared secret from
the env (COINBASE_COMMERCE_WEBHOOK_SECRET) and compared with hmac.compare_digest. The
secret itself never appears in the request, only the signature does.
"""
)
la(
    """Wallet password policy for the ops team
- keystore passwords come from the password manager generator, 24+ characters
- never typed into a chat, a ticket or a shell history (use `--account` prompts)
- seed phrases exist only on steel plates in the two safes, never photographed
- if you think a seed or key was exposed, say so in #sec-incidents at once
"""
)
la(
    """CREATE2 deployment plan (all values public, they end up on-chain):
  factory:  0x4e59b44847b379578588920cA78FbF26c0B4956C
  salt:     {0}
  initcode: keccak256 = {1}
  predicted address: {2}
""",
    h32(),
    h32(),
    addr(),
)
la(
    """EIP-712 domain used by the permit flow:
{
  "name": "Example USD",
  "version": "2",
  "chainId": 8453,
  "verifyingContract": "{0}"
}
DOMAIN_SEPARATOR() returns {1} on Base; the typehash for Permit is
0x6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9.
""",
    addr(),
    h32(),
)
la(
    """$ openssl x509 -in certs/inter-api.crt -noout -subject -fingerprint -sha256 -enddate
subject=C = BR, O = Banco Inter S.A., CN = {0}
sha256 Fingerprint={1}
notAfter=Mar 14 23:59:59 2025 GMT
(certificado público da integração; a chave privada e a senha do .pfx ficam no cofre)
""",
    r(8, DIGITS) + "-api",
    ":".join(r(2, UPPER_HEX) for _ in range(32)),
)
la(
    """We've confirmed the order. Your API key (ending in …{0}) was used from a new IP address,
203.0.113.77, at 09:14 UTC. If this was you, no action is needed. If not, disable the key
in API Management and contact support. We will never ask you for your secret key.
""",
    r(4, ALNUM),
)
la(
    """$ cat secrets.toml.example
[Database]
URL = 'postgresql://chainlink:<password>@localhost:5432/chainlink?sslmode=disable'
[Password]
Keystore = '<keystore password, 16+ chars, from the vault>'
"""
)
la(
    """tx: {0}
status: reverted
revert reason: ERC20InsufficientAllowance({1}, 0, 1000000000)
selector: 0xfb8f41b2
function: deposit(uint256 assets, address receiver) selector 0x6e553f65
""",
    h32(),
    addr(),
)
la(
    """# settings.py (finance dashboard)
XERO_CLIENT_ID = os.environ["XERO_CLIENT_ID"]
XERO_CLIENT_SECRET = os.environ["XERO_CLIENT_SECRET"]
QBO_REALM_ID = "9341{0}"       # company id, not a secret
WISE_PROFILE_ID = 16{1}            # shown in the Wise UI URL
PLAID_ENV = "sandbox"
""",
    r(11, DIGITS),
    r(6, DIGITS),
)
la(
    """Block #872114
Hash:        00000000000000000001{0}
Previous:    00000000000000000002{1}
Merkle root: {2}
Bits: 17030ecd  Nonce: {3}  Version: 0x2a3c6000
Tx count: 3411
""",
    r(44, HEX),
    r(44, HEX),
    r(64, HEX),
    r(10, DIGITS),
)
la(
    """Contas a pagar — importação OK:
Fornecedor: Transportes Serra Azul Lda.
IBAN: {0}   BIC: BCOMPTPL
Referência Multibanco: Entidade 21{1}  Referência {2}  Valor 312,40 EUR
""",
    iban_pt(),
    r(3, DIGITS),
    " ".join(r(3, DIGITS) for _ in range(3)),
)

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
