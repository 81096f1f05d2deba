"""The principles written after held-out batch 61 (backup, storage and disk encryption),
held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a literal a command is given on its standard input (``echo``/
``printf`` piped in, a here-string) where the command reads a password or a key from there
(a passphrase of plain words too: the command says what it is); the literal a password
command echoes; the argument of a command that obscures a password; the token after a
Korean password label written without a colon; what a Portuguese or Spanish sentence says
a passphrase or a password is; the rows of hex bytes of a LUKS header's volume key dump.
Precision, each a kind: a template's placeholder of capital words between underscores; a
value that shows only its scheme's word and elides the rest; the word naming what the name
before it is (``header``, ``field``); a snake-case key of the assignment that follows a
label; the name of a saved credential entry; a disk's persistent by-id name in a pool's
listing; a name with an empty value alone on its line. Each has a counterpart that still
goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

# (plain words a person strings into a passphrase: none a credential's or a command's)
_WORDS = [
    "lantern", "meadow", "pebble", "saddle", "thimble", "walnut", "cobble", "harbor",
    "juniper", "marble", "nutmeg", "orchid", "puddle", "quiver", "ribbon", "sparrow",
    "tulip", "velvet", "willow", "yonder", "badger", "candle", "dahlia", "ember",
]  # fmt: skip
_HOSTS = ["vault01", "nas-east", "bkp02", "store-b", "media-a"]


def _passphrase(r: random.Random) -> str:
    """Plain words joined by a hyphen (three to five), or a word, digits and a mark."""
    if r.random() < 0.6:
        return "-".join(r.sample(_WORDS, r.randint(3, 5)))
    return r.choice(_WORDS).title() + str(r.randint(10, 9999)) + r.choice("!#%")


# -- 1. a literal on the standard input of a command that reads a password or key there ---


@SLOW
@given(seeded)
def test_a_literal_piped_into_a_command_reading_a_secret_goes(r: random.Random) -> None:
    value = _passphrase(r)
    host = r.choice(_HOSTS)
    quote = r.choice(["'", '"', ""])
    lit = f"{quote}{value}{quote}"
    _caught(
        f"$ echo -n {lit} | sudo cryptsetup open /dev/sd{r.choice('bcd')}1 {host} --key-file -",
        value,
    )
    _caught(
        f"$ printf '%s\\n' {lit} | restic -r /srv/{host} key add --new-password-file /dev/stdin",
        value,
    )
    _caught(f'for d in tank/a tank/b; do\n  zfs load-key "$d" <<< {lit} || true\ndone', value)
    _caught(f"echo {lit} | gpg --batch --passphrase-fd 0 -d {host}.tar.gpg > {host}.tar", value)


@SLOW
@given(seeded)
def test_a_literal_piped_into_a_command_reading_no_secret_stays(r: random.Random) -> None:
    value = _passphrase(r)
    host = r.choice(_HOSTS)
    _kept(f"$ echo '{value}' | tr '-' '_' > /tmp/{host}.txt")
    _kept(f"$ echo '{value}' | wc -c")
    _kept(f"$ grep -c {r.choice(_WORDS)} <<< '{value}'")
    # (a variable on the standard input: where the secret lives, not the secret)
    _kept(f'$ echo -n "$LUKS_PASS" | sudo cryptsetup open /dev/sdb1 {host} --key-file -')
    # (a public key piped in to print its fingerprint)
    key = "".join(r.choice(ALNUM) for _ in range(68))
    _kept(f"$ echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{key} ops@{host}' | ssh-keygen -lf -")


# -- 2. the literal a password command echoes ----------------------------------------------


@SLOW
@given(seeded)
def test_the_literal_a_password_command_echoes_goes(r: random.Random) -> None:
    value = _passphrase(r)
    name = r.choice(["BORG_PASSCOMMAND", "RESTIC_PASSWORD_COMMAND", "encryption_passcommand"])
    _caught(f'{name}="echo {value}"\n0 3 * * * /usr/local/bin/nightly.sh', value)
    _caught(f"restic backup /srv --password-command 'printf {value}'", value)


@SLOW
@given(seeded)
def test_a_password_command_reading_a_file_stays(r: random.Random) -> None:
    host = r.choice(_HOSTS)
    _kept(f'BORG_PASSCOMMAND="cat /root/.config/{host}/passphrase"')
    _kept(f"RESTIC_PASSWORD_COMMAND='pass show infra/{host}/restic'")


# -- 3. the argument of a command that obscures a password ---------------------------------


@SLOW
@given(seeded)
def test_the_password_a_command_obscures_goes(r: random.Random) -> None:
    value = _passphrase(r)
    host = r.choice(_HOSTS)
    _caught(
        f"rclone config create {host} sftp host=10.0.0.{r.randint(2, 250)} user=bk "
        f"pass=$(rclone obscure '{value}') shell_type=unix",
        value,
    )


@SLOW
@given(seeded)
def test_an_obscured_variable_stays(r: random.Random) -> None:
    host = r.choice(_HOSTS)
    _kept(f'rclone config create {host} sftp user=bk pass=$(rclone obscure "$SFTP_PASS")')


# -- 4. a Korean password label without a colon --------------------------------------------


@SLOW
@given(seeded)
def test_the_token_after_a_korean_password_label_goes(r: random.Random) -> None:
    value = _passphrase(r)
    label = r.choice(["비밀번호", "패스워드", "암호"])
    _caught(f"관리자 계정 {r.choice(_WORDS)} / {label} {value}\n내일 다시 확인할게요.", value)


@SLOW
@given(seeded)
def test_a_korean_password_word_in_a_sentence_stays(r: random.Random) -> None:
    n = r.randint(8, 16)
    _kept(f"비밀번호 변경은 관리 페이지에서 하세요. 암호는 {n}자 이상이어야 합니다.")
    _kept(f"관리자 비밀번호 {r.choice(_WORDS)} 말고 다른 걸로 바꿔 주세요.")


# -- 5. what a Portuguese or Spanish sentence says a passphrase or password is ---------------


@SLOW
@given(seeded)
def test_what_a_sentence_says_a_passphrase_is_goes(r: random.Random) -> None:
    value = _passphrase(r)
    if value.isalpha():  # (hyphens only: a sentence's plain words stay)
        value += str(r.randint(1, 99))
    _caught(f"Quem estiver lá: a frase de recuperação do disco é {value}\nDepois reinicie.", value)
    _caught(f"Para el NAS, la frase de contraseña del volumen es {value} (no la compartas)", value)


@SLOW
@given(seeded)
def test_a_sentence_about_a_passphrase_without_one_stays(r: random.Random) -> None:
    host = r.choice(_HOSTS)
    _kept(f"A frase de recuperação do {host} não está aqui: peça ao plantão.")
    _kept(f"La contraseña del {host} es larga y está en el sobre del armario.")


# -- 6. the rows of a LUKS header's volume key dump --------------------------------------


def _hex_row(r: random.Random) -> str:
    return " ".join(f"{r.randrange(256):02x}" for _ in range(16))


@SLOW
@given(seeded)
def test_a_volume_key_dump_goes(r: random.Random) -> None:
    rows = [_hex_row(r) for _ in range(r.choice([2, 4]))]
    label = r.choice(["MK dump:", "Volume key:"])
    dump = f"Cipher name:\taes\nMK bits:\t512\n{label}\t" + "\n\t\t".join(rows) + "\n"
    for row in rows:
        _caught(dump, row)


@SLOW
@given(seeded)
def test_the_header_fields_of_a_key_dump_stay(r: random.Random) -> None:
    bits = r.choice([256, 512])
    _kept(
        f"Cipher name:\taes\nCipher mode:\txts-plain64\nPayload offset:\t{r.randint(4096, 65536)}\n"
        f"MK bits:\t{bits}\nMK dump:\t(not printed without --dump-volume-key)\n"
    )


# -- 7. a placeholder of capital words between underscores ----------------------------------


_CAPS_WORDS = ["PASSWORD", "SECRET", "PASSPHRASE", "TOKEN", "ACCESS", "VALUE", "KEY", "GPG"]


@SLOW
@given(seeded)
def test_an_underscored_placeholder_stays(r: random.Random) -> None:
    words = r.sample(_CAPS_WORDS, r.randint(1, 3))
    if all(len(w) <= 3 for w in words):
        words.append("PASSWORD")
    name = r.choice(["GPG_PW", "DB_PASSWORD", "SMTP_PASS"])
    _kept(f"{name}='_{'_'.join(words)}_'\nTARGET='scheme://user@host/path'")


@SLOW
@given(seeded)
def test_a_drawn_value_between_underscores_goes(r: random.Random) -> None:
    value = drawn(r, 18)
    _caught(f"GPG_PW='_{value}_'", value)


# -- 8. a value that elides all but its scheme's word -------------------------------------


@SLOW
@given(seeded)
def test_an_elided_value_stays(r: random.Random) -> None:
    scheme = r.choice(["QSDK", "Bearer", "Basic", "Token", "Negotiate"])
    dots = r.choice(["...", "…"])
    _kept(
        f'returns {{"token": "{scheme} {dots}", "count": {r.randint(1, 9)}}};'
        " keep it for the next call"
    )


@SLOW
@given(seeded)
def test_a_whole_value_after_its_scheme_word_goes(r: random.Random) -> None:
    value = drawn(r, 32)
    _caught(f'returns {{"token": "Bearer {value}", "count": 3}}', value)


# -- 9. the word naming what the name before it is ----------------------------------------


@SLOW
@given(seeded)
def test_the_kind_word_after_a_header_name_stays(r: random.Random) -> None:
    kind = r.choice(["header.", "header,", "header"])
    _kept(f"Send the token back in the Authtoken {kind} then poll /jobs every {r.randint(2, 9)} s.")


@SLOW
@given(seeded)
def test_a_value_after_a_header_name_goes(r: random.Random) -> None:
    value = drawn(r, 28)
    _caught(f"curl -H 'Authtoken: {value}' https://cs01.example.net/api/Job", value)


# -- 10. a snake-case key of the assignment that follows a label ---------------------------


_SNAKE = ["encryption_passcommand", "repo_password_file", "secret_key_path", "access_token_file"]


@SLOW
@given(seeded)
def test_the_key_after_a_label_stays(r: random.Random) -> None:
    key = r.choice(_SNAKE)
    path = f"/etc/{r.choice(_HOSTS)}/{r.choice(_WORDS)}.pass"
    _kept(
        f"{key}: cat {path}\n"
        f"# or, with the systemd credential: {key}: systemd-creds decrypt {path} -"
    )


@SLOW
@given(seeded)
def test_a_drawn_value_after_a_credential_label_goes(r: random.Random) -> None:
    value = drawn(r, 24)
    _caught(f"# the credential: {value}\nnext: step", value)


@SLOW
@given(seeded)
def test_a_drawn_token_given_as_a_user_before_its_colon_goes(r: random.Random) -> None:
    # (a vendor's prefix, then a token drawn of small letters and digits, a digit in
    # every third place: not a key's words, though snake-case too)
    token = "".join(
        r.choice("0123456789") if i % 3 == 1 else r.choice("abcdefghijklmnopqrstuvwxyz")
        for i in range(24)
    )
    user = f"{r.choice(['token', 'key', 'access', 'live'])}_{token}"
    _caught(f"curl -s -u {user}: https://api.{r.choice(_WORDS)}.example.com/accounts", user)


# -- 11. the name of a saved credential entry ------------------------------------------------


@SLOW
@given(seeded)
def test_a_saved_credential_entry_name_stays(r: random.Random) -> None:
    name = f"{r.choice(['B2', 'S3', 'Wasabi', 'R2'])} {r.choice(_WORDS)}"
    _kept(
        "{\n"
        f'  "id": {r.randint(1, 40)},\n'
        f'  "description": "{name} - {r.choice(_WORDS)}",\n'
        f'  "credentials": "{name}",\n'
        '  "attributes": {"bucket": "offsite"}\n'
        "}"
    )


@SLOW
@given(seeded)
def test_a_password_as_credentials_goes(r: random.Random) -> None:
    value = _password(r)
    _caught(f'{{"user": "bk", "credentials": "{value}"}}', value)
    _caught(f'{{"credentials": "{r.choice(_WORDS)} {value}"}}', value)


# -- 12. a disk's persistent by-id name in a pool's listing ----------------------------------


def _serial(r: random.Random) -> str:
    return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8))


@SLOW
@given(seeded)
def test_a_disk_by_id_name_in_a_pool_listing_stays(r: random.Random) -> None:
    model = (
        f"ST{r.randint(4, 20)}000NM00{r.randint(1, 9)}G-{r.randint(1, 9)}KK{r.randint(100, 999)}"
    )
    bus = r.choice(["ata", "scsi-SATA"])
    disks = "\n".join(
        f"\t    {bus}-{model}_{_serial(r)}  ONLINE       0     0     0" for _ in range(4)
    )
    _kept(
        f"  pool: tank\n state: ONLINE\nconfig:\n\n\ttank\tONLINE\n\t  raidz2-0  ONLINE\n{disks}\n"
    )


@SLOW
@given(seeded)
def test_a_token_in_a_pool_listing_goes(r: random.Random) -> None:
    value = drawn(r, 32)
    _caught(f"  pool: tank\n state: ONLINE\n# zfs set s3:secret_key={value} tank/offsite\n", value)


# -- 13. a name with an empty value alone on its line ----------------------------------------


@SLOW
@given(seeded)
def test_empty_settings_on_their_own_lines_stay(r: random.Random) -> None:
    first = r.choice(["mutual_password", "password", "chap_secret"])
    second = r.choice(["mutual_userid", "userid", "chap_user"])
    _kept(
        f"{r.choice(_WORDS)}> get auth\nAUTH CONFIG GROUP\n=================\n"
        f"{first}=\n{second}=\npassword=\nuserid="
    )


@SLOW
@given(seeded)
def test_a_value_on_its_setting_line_goes(r: random.Random) -> None:
    value = _password(r)
    _caught(
        f"AUTH CONFIG GROUP\n=================\nmutual_password={value}\nmutual_userid=bk", value
    )
