"""A second round of principles after held-out batch 57 (mainframe and midrange
systems), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the login lines of a script an FTP client reads its commands from (a
JCL ``PGM=FTP`` step's ``INPUT DD *`` stream, the member an IBM i ``OVRDBF FILE(INPUT)``
names, a Windows ``ftp -s:`` script printed after it), before the first subcommand; a
password glued to a Windows-style ``/p`` flag after a user glued to ``/u``; the bare
argument after a URL and a user on a command line that adds, registers or logs in to an
endpoint; a string argument of a RACF password's shape right after one of a user id's
shape; a password split over a JCL ``PARM``'s continued strings; the literals joined by
``||`` into a password's assignment; a password told in halves in Hungarian (``első
fele``, ``második fele``). Precision, each a counterpart: a script that starts with a
subcommand or names only a host and a user; a member no ``OVRDBF`` names; paths after
``/u`` and ``/p``; a path or a word after a URL and a user; names without a national
character; a JCL symbol in a continued ``PARM``; a concatenation into a name that is no
password's, or of a variable; halves of prose in a text that names no password."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_UPPER_NUM = _UPPER + "0123456789"
_NAMES = ["ledger", "payroll", "orders", "billing", "stock", "claims", "audit", "intake"]
_SUBCOMMANDS = ["ascii", "binary", "put", "get", "cd", "quit", "namefmt 1", "site"]


def _racf(r: random.Random) -> str:
    """A RACF-style password: 8 characters, an uppercase letter first, uppercase letters
    and at least one digit, one national character (``@``, ``#``, ``$``) after the first."""
    while True:
        chars = [r.choice(_UPPER)] + [r.choice(_UPPER_NUM) for _ in range(6)]
        chars.insert(r.randrange(1, 8), r.choice("@#$"))
        value = "".join(chars)
        if any(c.isdigit() for c in value):
            return value


def _user(r: random.Random) -> str:
    """A mainframe user id: 4 to 6 uppercase letters and a digit."""
    return "".join(r.choice(_UPPER) for _ in range(r.randint(4, 6))) + r.choice("123456789")


def _host(r: random.Random) -> str:
    return f"{r.choice(_NAMES)}{r.randint(1, 9)}.{r.choice(_NAMES)}.example"


def _halves(value: str, r: random.Random) -> tuple[str, str]:
    """The value cut in two, the second half starting with a letter or a digit and each
    holding a small letter or a digit (a piece of ``%`` and capitals reads as a template's
    marker, one of capitals and ``_`` as a constant's name, on purpose)."""

    def mixed(piece: str) -> bool:
        return any(c.islower() or c.isdigit() for c in piece)

    cuts = [
        n
        for n in range(3, len(value) - 2)
        if value[n].isalnum() and mixed(value[:n]) and mixed(value[n:])
    ]
    cut = r.choice(cuts)
    return value[:cut], value[cut:]


# -- 1. the login lines of an FTP client's script ---------------------------------------


@SLOW
@given(seeded)
def test_an_ftp_script_login_goes(r: random.Random) -> None:
    user, value, host = _user(r), r.choice([_racf(r), _password(r)]), _host(r)
    step = f"//{_user(r)} EXEC PGM=FTP,PARM='(EXIT'\n//SYSPRINT DD SYSOUT=*\n//INPUT DD *\n"
    tail = f"{r.choice(_SUBCOMMANDS)}\nput 'PROD.{_user(r)}.DATA' out.txt\nquit\n/*"
    _caught(f"{step}{host}\n{user}\n{value}\n{tail}", value)
    numbered = "".join(
        f"{n:6d}\t{line}\n" for n, line in enumerate([host, user, value, "quit"], start=1)
    )
    _caught(f"{step}{numbered}/*", value)
    member = _user(r)
    ibmi = (
        f"OVRDBF FILE(INPUT) TOFILE(LIB1/QTXTSRC) MBR({member})\n"
        f"FTP RMTSYS('{host}')\n\nLIB1/QTXTSRC({member}):\n"
        f"{user.lower()} {value}\n{r.choice(_SUBCOMMANDS)}\nquit"
    )
    _caught(ibmi, value)
    windows = (
        f"C:\\jobs> ftp -i -s:push.txt\nC:\\jobs> type push.txt\nopen {host}\n"
        f"{user.lower()}\n{value}\nbinary\nput out.zip\nbye"
    )
    _caught(windows, value)


@SLOW
@given(seeded)
def test_an_ftp_script_without_a_password_stays(r: random.Random) -> None:
    user, host = _user(r), _host(r)
    step = f"//{_user(r)} EXEC PGM=FTP\n//NETRC DD DISP=SHR,DSN=SEC.FTP.NETRC\n//INPUT DD *\n"
    _kept(f"{step}put 'PROD.{_user(r)}.DATA' out.txt\nquit\n/*")
    _kept(f"{step}{host}\n{user}\n{r.choice(_SUBCOMMANDS)}\nquit\n/*")
    member, other = _user(r), _user(r)
    _kept(
        f"OVRDBF FILE(INPUT) TOFILE(LIB1/QTXTSRC) MBR({member})\n"
        f"LIB1/QTXTSRC({other}):\n{user.lower()} {_racf(r)}\nquit"
    )


# -- 2. a password glued to /p after a user glued to /u ---------------------------------


@SLOW
@given(seeded)
def test_a_glued_slash_password_goes(r: random.Random) -> None:
    value, tool = _password(r), r.choice(_NAMES) + "ctl"
    _caught(f"PS C:\\srv> {tool} /r{_user(r)} /u{_user(r)} /p{value}\nstopping", value)
    _caught(f"{tool} /U{_user(r)} /V /P{value}", value)


@SLOW
@given(seeded)
def test_slash_paths_stay(r: random.Random) -> None:
    name = r.choice(_NAMES)
    _kept(f"cp -r /usr/share/{name} /pkg/{name}")
    _kept(f"{name}ctl /u{_user(r)} /p{name}")


# -- 3. the argument after a URL and a user ----------------------------------------------


@SLOW
@given(seeded)
def test_a_url_user_password_argument_goes(r: random.Random) -> None:
    value, name = _password(r), r.choice(_NAMES)
    url = f"https://{_host(r)}:{r.randint(1000, 9999)}/api"
    _caught(f"$ {name}cli environment add {name} {url} {_user(r).lower()} {value}\nok", value)
    _caught(f'$ {name}cli login "{url}" {_user(r)} {value}', value)


@SLOW
@given(seeded)
def test_a_url_user_path_argument_stays(r: random.Random) -> None:
    name = r.choice(_NAMES)
    url = f"https://{_host(r)}/{name}.git"
    _kept(f"$ git submodule add {url} vendor/{name}")
    _kept(f"$ {name}cli login {url} {r.choice(_NAMES)} {name}")


# -- 4. a RACF password's shape after a user id's, in a call ------------------------------


@SLOW
@given(seeded)
def test_a_racf_argument_after_a_user_goes(r: random.Random) -> None:
    value = _racf(r)
    call = f'Request(Request.SYNC, "{_user(r)}", "{_user(r)}", "{value}", "{_user(r)}")'
    _caught(f"req = new {call};", value)


@SLOW
@given(seeded)
def test_names_without_a_national_character_stay(r: random.Random) -> None:
    names = ", ".join(f'"{_user(r)}"' for _ in range(4))
    _kept(f"String[] regions = {{{names}}};")
    _kept(f'dsn = lookup("{_racf(r)}")')


# -- 5. a password split over a JCL PARM's continued strings -----------------------------


@SLOW
@given(seeded)
def test_a_continued_parm_password_goes(r: random.Random) -> None:
    first, second = _halves(_password(r), r)
    text = (
        f"//STEP1 EXEC PGM={_user(r)},\n"
        f"//  PARM=('HOST={_host(r)} USER={_user(r)} PWD={first}',\n"
        f"//             '{second} RETRY=3')"
    )
    _caught(text, first)
    _caught(text, second)


@SLOW
@given(seeded)
def test_a_continued_parm_symbol_stays(r: random.Random) -> None:
    _kept(
        f"//STEP1 EXEC PGM={_user(r)},\n"
        f"//  PARM=('HOST={_host(r)} PWD=&{_user(r)}',\n//             'RETRY=3 TIMEOUT=60')"
    )


# -- 6. the literals joined by || into a password's assignment ---------------------------


@SLOW
@given(seeded)
def test_a_concatenated_password_goes(r: random.Random) -> None:
    first, second = _halves(_password(r), r)
    name = r.choice(["pw", "ftp_pass", "PASSWD", "secret"])
    text = f"/* REXX */\n{name} = '{first}' || '{second}'\nqueue 'login' user {name}"
    _caught(text, first)
    _caught(text, second)


@SLOW
@given(seeded)
def test_a_concatenation_of_names_stays(r: random.Random) -> None:
    word = r.choice(_NAMES)
    _kept(f"msg = 'job {word} ' || jobname || ' ended'")
    _kept(f"title = '{word.upper()}.' || '{_user(r)}'")


# -- 7. a password told in halves in Hungarian ---------------------------------------------


@SLOW
@given(seeded)
def test_a_hungarian_half_password_goes(r: random.Random) -> None:
    first, second = _halves(_password(r), r)
    text = (
        f"[10:0{r.randint(0, 9)}] Anna: a {_user(r)} jelszó első fele: {first}\n"
        f"[10:1{r.randint(0, 9)}] Anna: második fele: {second}"
    )
    _caught(text, first)
    _caught(text, second)


@SLOW
@given(seeded)
def test_hungarian_halves_of_prose_stay(r: random.Random) -> None:
    _kept("a jelszó első fele: nem\nmásodik fele: tudom")
    _kept(f"a torta első fele: {r.choice(_NAMES)}\nmásodik fele: {r.choice(_NAMES)}")
