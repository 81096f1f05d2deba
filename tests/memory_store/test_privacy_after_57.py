"""The principles written after held-out batch 57 (mainframe and midrange systems), held
over generated values and texts of my own (never the batch's).

Leaks, each a kind: the value a mainframe command's password keyword holds (``KEYMASKED``
with its hex, continued over lines too; ``PHRASE('…',n)``; ``PASSWORD=(SEND=…)``;
``PSWD=``; a node id's ``(user,password)``); a user id and its password joined by a slash
after a logon verb or a ``USER`` keyword; the value a terminal script types into the field
after another typed value; a password assigned in EBCDIC text printed as hex; a password
told in a sentence in Hungarian (its possessive, no verb), German (``lautet jetzt``),
Japanese (``は … です``) or English with a RACF password's shape. Precision, each a kind:
the parameter after a JCL symbol's reference; an empty value and then prose; a listing's
next field; EBCDIC text in hex that assigns no password; a vault lookup's term; a closing
quote and a concatenation; an IBM i special value; a listing's date; a stored secret's name
under ``"Secret"``; a qualified name of uppercase parts. Each has a counterpart that still
goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_UPPER_NUM = _UPPER + "0123456789"
_HEX_UP = "0123456789ABCDEF"
# (plain words for names, hosts and prose: none a credential's word)
_NAMES = ["ledger", "payroll", "orders", "billing", "stock", "claims", "audit", "intake"]
_CITIES = ["LISBON", "OSLO", "TURKU", "GRAZ", "AARHUS", "BRNO", "PECS", "GENT"]


def _racf(r: random.Random) -> str:
    """A RACF-style password: 8 characters, an uppercase letter first, uppercase letters
    and digits with one national character (``@``, ``#``, ``$``) after the first."""
    chars = [r.choice(_UPPER)] + [r.choice(_UPPER_NUM) for _ in range(6)]
    chars.insert(r.randrange(1, 8), r.choice("@#$"))
    return "".join(chars)


def _user(r: random.Random) -> str:
    """A mainframe user id: 4 to 6 uppercase letters and a digit."""
    return "".join(r.choice(_UPPER) for _ in range(r.randint(4, 6))) + r.choice("123456789")


def _hex(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(_HEX_UP) for _ in range(n))
        if sum(c.isalpha() for c in value) >= 3 and sum(c.isdigit() for c in value) >= 3:
            return value


def _ebcdic(text: str) -> str:
    return text.encode("cp037").hex().upper()


# -- 1. the value a mainframe command's password keyword holds ----------------------------


@SLOW
@given(seeded)
def test_a_mainframe_keyword_value_goes(r: random.Random) -> None:
    profile, user = _user(r), _user(r)
    key = _hex(r, 16)
    _caught(f"RDEFINE PTKTDATA {profile} SSIGNON(KEYMASKED({key})) UACC(NONE)", key)
    first, second = _hex(r, 32), _hex(r, 32)
    continued = (
        f" 000100 RALTER PTKTDATA {profile} SSIGNON(KEYMASKED(-\n"
        f" 000200 {first}-\n 000300 {second})) +\n 000400   TIMEOUT(300)"
    )
    _caught(continued, first)
    _caught(continued, second)
    words = " ".join(r.choice(_NAMES) for _ in range(4)) + f" {r.randint(10, 99)}"
    _caught(f"TSS REPLACE({user}) PHRASE('{words}',90)", words)
    value = _racf(r)
    _caught(f"/LOGON {user},PSWD={value}\nLQ,JOB={profile}*", value)
    _caught(f"NODE(4)  NAME={profile},PASSWORD=(SEND={value}),LOGON=1", value)
    secret = _password(r)
    _caught(f"         SNODEID=({user.lower()},{secret}) -\n         PNODE=CD.{profile}", secret)


@SLOW
@given(seeded)
def test_a_mainframe_keyword_without_a_value_stays(r: random.Random) -> None:
    profile, user = _user(r), _user(r)
    # (a key's label, a symbol, a placeholder, a listing's dates: no value)
    _kept(f"RDEFINE PTKTDATA {profile} SSIGNON(KEYLABEL({profile}.KEY01)) UACC(NONE)")
    _kept(f"/LOGON {user},PSWD=&PSWD\nLQ,JOB={profile}*")
    _kept(f"NODE(4)  NAME={profile},PASSWORD=(SEND=&NJEPW),LOGON=1")
    _kept(f" PASSWORD    PSWD-DAT(11/0{r.randint(1, 9)}/26) PSWD-INC(0) PSWD-INV(0)")


# -- 2. a user id and its password joined by a slash after a logon verb -------------------


@SLOW
@given(seeded)
def test_a_logon_user_slash_password_goes(r: random.Random) -> None:
    user, value = _user(r), _racf(r)
    _caught(f"READY\nLOGON {user}/{value} PROC(ISPFPROC) SIZE(0)\nLOGON IN PROGRESS", value)
    other = _password(r)
    _caught(f"?BEGIN JOB NIGHTLY/{user};\n  USER = {user}/{other};\n  CLASS = 2;", other)


@SLOW
@given(seeded)
def test_a_logon_user_slash_word_stays(r: random.Random) -> None:
    user = _user(r)
    _kept(f"?BEGIN JOB NIGHTLY/{user};\n  USER = {user}/&PW;\n  RUN OBJECT/{user}/EXTRACT;")
    _kept(f"LOGON {user}/{r.choice(_NAMES)} PROC(ISPFPROC)")


# -- 3. the value a terminal script types after another typed value -----------------------


@SLOW
@given(seeded)
def test_a_terminal_script_typed_password_goes(r: random.Random) -> None:
    user, value = _user(r), _racf(r)
    s3270 = (
        f"Connect(L:tn3270.{r.choice(_NAMES)}.example:992)\nWait(InputField)\n"
        f'String("{user}")\nEnter()\nWait(InputField)\nString("{value}")\nEnter()'
    )
    _caught(s3270, value)
    py = f"em.fill_field(12, 30, '{user}', 8)\nem.fill_field(13, 30, '{value}', 8)\nem.send_enter()"
    _caught(py, value)
    pcomm = f'autECLPS.SetText "{user}", 8, 20\nautECLPS.SetText "{value}", 9, 20\n'
    _caught(pcomm, value)


@SLOW
@given(seeded)
def test_a_terminal_script_typed_name_stays(r: random.Random) -> None:
    user, other = _user(r), _user(r)
    # (a transaction's name then a user id: no password typed)
    _kept(f'String("{other[:4]}")Enter()Wait(InputField)String("{user}")Tab()String(&pw)')
    _kept(f'autECLPS.SetText "{user}", 8, 20\nautECLPS.SetText "{other}", 9, 20\n')


# -- 4. a password assigned in EBCDIC text printed as hex ---------------------------------


@SLOW
@given(seeded)
def test_an_ebcdic_hex_password_goes(r: random.Random) -> None:
    user, value = _user(r), _password(r, 12)
    lines = [
        "RECORD SEQUENCE NUMBER - 1",
        _ebcdic(f"USER={user}".ljust(24)),
        "RECORD SEQUENCE NUMBER - 2",
        _ebcdic(f"PASSWORD={value}".ljust(30)),
    ]
    _caught("\n".join(lines), _ebcdic(value))


@SLOW
@given(seeded)
def test_an_ebcdic_hex_public_record_stays(r: random.Random) -> None:
    name = " ".join(r.choice(_NAMES).upper() for _ in range(2))
    record = f"{name.ljust(18)}{r.choice(_CITIES).ljust(10)}{r.randint(1000, 9999)}"
    _kept(f"Record 3 of PROD.CUST.MASTER, printed in hex:\n{_ebcdic(record)}\n(test data)")


# -- 5. a password told in a sentence -----------------------------------------------------


@SLOW
@given(seeded)
def test_a_password_told_in_a_sentence_goes(r: random.Random) -> None:
    user = r.choice(_NAMES)
    value = _password(r, 12)
    _caught(f"A {user} felhasználó jelszava {value}. Holnap lejár.", value)
    _caught(f"Az {user} profil új jelszava: {value} — nem fog lejárni.", value)
    _caught(f"Das Passwort für {user} lautet jetzt {value}, bitte nachziehen.", value)
    key = _hex(r, 16)
    _caught(f"アプリケーションキー（{user.upper()}、DES）は {key} です。", key)
    racf = _racf(r)
    _caught(f"fyi the {user} test id is {_user(r)} and the password is {racf} — expires soon", racf)


@SLOW
@given(seeded)
def test_a_sentence_about_a_password_stays(r: random.Random) -> None:
    user = r.choice(_NAMES)
    _kept(f"A {user} felhasználó jelszava lejárt, kérj újat.")
    _kept(f"Das Passwort für {user} lautet jetzt anders, frag im Kanal nach.")
    _kept(f"the password is {r.choice(_NAMES).upper()} only in the test plan, not a real one")
    # (a capitalized word, an encoding's name, a Japanese sentence that names a place)
    _kept(f"{user}キーは {r.choice(_NAMES).capitalize()} Vault にあります。")
    _kept(f"# the {user} password is base64 as the header wants it")


# -- 6. a reference, a field, a name or a date where a value would be ---------------------


@SLOW
@given(seeded)
def test_a_reference_or_name_where_a_value_would_be_stays(r: random.Random) -> None:
    user, host = _user(r), r.choice(_NAMES)
    _kept(f"//  PARM='HOST={host}.example USER={user} PWD=&{user}PW RETRY={r.randint(2, 9)}'")
    _kept(f"//* PASSWORD= removed from the job card of {user}; the scheduler submits it")
    _kept(
        f"  - \"ALU {user} PASSWORD({{{{ lookup('community.hashi_vault.hashi_vault', "
        f"'secret=zos/data/{user.lower()}:pw') }}}}) NOEXPIRED\""
    )
    _kept(
        f'conn = ("SYSTEM={host}.example;UID=" + os.environ["{user}_USER"] + ";PWD=" + '
        f'os.environ["{user}_PWD"] + ";")'
    )
    _kept(f"     C                   EVAL      {host.capitalize()}Pwd = *BLANKS")
    day = r.randint(1, 28)
    _kept(f"  PASSWORD-EXPIRES = 3{r.randint(0, 1)}MAR27     PASSWORD-MAY-CHANGE = {day}DEC26")
    secret_name = f"{host}_{r.choice(_NAMES)}_{user.lower()}"
    _kept(f'"User": "{user.lower()}",\n"Password": {{ "Secret": "{secret_name}" }}')
    _kept(f"Der Schlüssel liegt unter dem Label {user}.PTKT.AES.KEY0{r.randint(1, 9)} im CKDS.")


@SLOW
@given(seeded)
def test_a_value_beside_a_reference_or_name_goes(r: random.Random) -> None:
    user, host = _user(r), r.choice(_NAMES)
    value = _password(r)
    _caught(f"//  PARM='HOST={host}.example USER={user} PWD={value} RETRY=3'", value)
    _caught(
        f'conn = ("SYSTEM={host}.example;UID={user};PWD={value};")',
        value,
    )
    other = _password(r)
    _caught(f'"User": "{user.lower()}",\n"Password": "{other}"', other)
