"""A literal printed into a command that reads a password or key on its standard input:
one mechanism (``_piped_value_spans``), several ways for the command to say what it
reads, held over generated values and texts.

Goes: whatever the print gives the command, in any of the print's forms (``echo``, ``echo
-n``, ``printf '%s\\n'``, quoted or bare), when the command says it reads a password by its
program or flag (a name ending in ``passwd``, ``--password-stdin``), by its line (a word
for a password or key and standard input), or by the prompt the transcript shows after
the line; ``user:password`` for ``chpasswd`` (its password at least). Where the rest of the line
only names a secret or a login, a literal shaped as a password or drawn at random.

Stays: a variable (``$X`` outside single quotes), a file, a flag, a printf's format, a
placeholder, a public key piped in to print its fingerprint, a word where the command only
names a login, and ``||`` (the print's output goes to the terminal, not to the command)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_USERS = ["deploy", "svc-backup", "ops", "kiosk", "builder"]
_WORDS = [
    "lantern", "copper", "meadow", "falcon", "quartz", "harbor", "willow", "ember", "glacier",
    "thistle", "orbit", "pebble", "saffron", "tundra", "walnut", "cobalt", "juniper", "marble",
]  # fmt: skip


def _print(r: random.Random, value: str) -> str:
    """``value`` printed in one of the forms a shell session uses."""
    quote = r.choice(["'", '"', ""]) if " " not in value else r.choice(["'", '"'])
    form = r.choice(["echo {}", "echo -n {}", "printf '%s\\n' {}", 'printf "%s" {}'])
    return form.format(f"{quote}{value}{quote}")


@SLOW
@given(seeded)
def test_a_literal_a_password_program_reads_goes(r: random.Random) -> None:
    secret = _password(r, r.randint(8, 20))
    user = r.choice(_USERS)
    command = r.choice(
        [
            "vncpasswd -f > ~/.vnc/passwd",
            "sudo smbpasswd -s -a " + user,
            f"docker login -u {user} --password-stdin registry.example",
            "passwd --stdin " + user,
            "x11vnc -storepasswd - ~/.vnc/passwd",
        ]
    )
    _caught(f"$ {_print(r, secret)} | {command}", secret)


@SLOW
@given(seeded)
def test_the_password_chpasswd_is_given_goes(r: random.Random) -> None:
    secret = _password(r, r.randint(8, 20))
    user = r.choice(_USERS)
    _caught(f"$ {_print(r, f'{user}:{secret}')} | sudo chpasswd", secret)


@SLOW
@given(seeded)
def test_a_passphrase_of_words_a_key_command_reads_goes(r: random.Random) -> None:
    phrase = " ".join(r.sample(_WORDS, r.randint(4, 6)))
    command = r.choice(
        [
            "cryptsetup luksOpen /dev/sdb1 vault -",
            "zfs load-key tank/secure",
            "openssl enc -d -aes-256-cbc -pass stdin -in backup.enc",
            "gpg --batch --passphrase-fd 0 -d notes.gpg",
        ]
    )
    _caught(f"$ {_print(r, phrase)} | {command}", phrase)


@SLOW
@given(seeded)
def test_a_literal_before_a_password_prompt_goes(r: random.Random) -> None:
    secret = _password(r, r.randint(8, 20))
    prompt = r.choice(["Password:", "Enter password:", "password: "])
    _caught(f"$ {_print(r, secret)} | ./setup-{r.choice(_USERS)}.sh\n{prompt}\nok", secret)


@SLOW
@given(seeded)
def test_a_drawn_literal_where_the_line_names_a_secret_goes(r: random.Random) -> None:
    token = drawn(r, r.randint(24, 40))
    command = r.choice(
        [
            "docker secret create api_token -",
            "gh secret set DEPLOY_TOKEN",
            "kubectl create secret generic app --from-file=token=/dev/stdin",
        ]
    )
    _caught(f"$ {_print(r, token)} | {command}", token)


@SLOW
@given(seeded)
def test_what_is_no_literal_stays(r: random.Random) -> None:
    user = r.choice(_USERS)
    name = r.choice(["DB_PASSWORD", "VNC_PASS", "TOKEN", "REGISTRY_PASSWORD"])
    ref = r.choice([f"${name}", f"${{{name}}}", f'"${name}"', f'"$({name.lower()}-cmd)"'])
    _kept(f"$ echo {ref} | docker login -u {user} --password-stdin")
    _kept(f"$ echo -n {ref} | sudo chpasswd")
    _kept(f"$ printf '%s' {ref} | vncpasswd -f > passwd")
    _kept(f"$ echo 'YOUR_PASSWORD_HERE' | docker login -u {user} --password-stdin")
    _kept(f"$ echo '********' | passwd --stdin {user}")


@SLOW
@given(seeded)
def test_a_public_key_piped_in_stays(r: random.Random) -> None:
    body = "AAAAC3NzaC1lZDI1NTE5AAAAI" + drawn(r, 43)
    quote = r.choice(["'", '"', ""])
    _kept(f"$ echo {quote}ssh-ed25519 {body} {r.choice(_USERS)}@host{quote} | ssh-keygen -lf -")


@SLOW
@given(seeded)
def test_a_word_or_an_or_stays(r: random.Random) -> None:
    word = r.choice(_WORDS)
    _kept(f"$ echo {word} | gh auth login --with-token")  # (a word, where only a login is named)
    # (``||``: echo runs only when the command before it failed; nothing is piped)
    _kept(f"$ test -f .done || echo {word}-{r.randint(10, 99)} || docker login")
