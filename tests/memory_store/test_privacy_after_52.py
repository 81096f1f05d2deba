"""The principles written after held-out batch 52 (office automation, no-code and
low-code tools), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the password column of a shared account sheet (comma, semicolon or
Markdown pipes; a header naming the column in several languages), and the value of a
name/value sheet's row whose name names a password; the second string given to a login
call, even words with spaces (an app password); the password-shaped token after
``/user <name>`` on a command line. Precision, each a kind: the user column of such a
sheet and a span running across a row's cells; the words of a prompt's question
(``InputBox("Password for <host>:")``); a document's file name; an ODBC data source's
name. Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_WORDS = ["pebble", "lantern", "meadow", "copper", "harbor", "thistle", "juniper", "walnut",
          "saffron", "glacier", "orchid", "tundra", "quill", "ember"]  # fmt: skip
_TOOLS = ["Ledgerly", "Stockwise", "Pagemint", "Crmora", "Billvik", "Rostera"]
_HEADERS = [  # (system, user, password, owner): a sheet's header in several languages
    ("System", "Username", "Password", "Owner"),
    ("System", "Benutzer", "Passwort", "Verantwortlich"),
    ("Sistema", "Usuario", "Contraseña", "Responsable"),
    ("Système", "Identifiant", "Mot de passe", "Responsable"),
    ("Systeem", "Gebruiker", "Wachtwoord", "Eigenaar"),
]


def _phrase(r: random.Random) -> str:
    return f"{r.choice(_WORDS)}-{r.choice(_WORDS)}-{r.randrange(100, 999)}"


def _user(r: random.Random) -> str:
    return f"{r.choice(_WORDS)}{r.randrange(10, 99)}"


# -- leaks -----------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_sheets_password_column_goes(r: random.Random) -> None:
    header = r.choice(_HEADERS)
    delim = r.choice([",", ";"])
    rows = [(r.choice(_TOOLS), _user(r), _phrase(r), r.choice(["Ann", "Olle"])) for _ in range(3)]
    text = "\n".join(delim.join(row) for row in [header, *rows])
    out = text
    for row in rows:
        _caught(text, row[2])
    assert out


@SLOW
@given(seeded)
def test_a_markdown_sheets_password_column_goes(r: random.Random) -> None:
    header = r.choice(_HEADERS)
    rows = [(r.choice(_TOOLS), _user(r), _phrase(r), "note") for _ in range(2)]
    lines = ["| " + " | ".join(row) + " |" for row in [header, *rows]]
    lines.insert(1, "|---|---|---|---|")
    text = "\n".join(lines)
    for row in rows:
        _caught(text, row[2])


@SLOW
@given(seeded)
def test_a_name_value_sheets_password_row_goes(r: random.Random) -> None:
    name = r.choice(["SFTP", "Mail", "Erp", "Bank"])
    value = _phrase(r)
    text = (
        "name,type,value,description\n"
        f"{name}_Host,text,{name.lower()}.example.org,drop\n"
        f"{name}_Password,text,{value},rotate yearly"
    )
    _caught(text, value)


@SLOW
@given(seeded)
def test_a_login_calls_second_string_goes(r: random.Random) -> None:
    value = " ".join(
        "".join(r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(4)) for _ in range(4)
    )
    text = (
        'with smtplib.SMTP("mail.example.org", 587) as s:\n'
        f'    s.login("{_user(r)}@example.org", "{value}")'
    )
    _caught(text, value)


@SLOW
@given(seeded)
def test_a_password_after_user_and_name_goes(r: random.Random) -> None:
    value = _password(r, 12)
    text = f'Runner.exe /run "Post invoices" /user {_user(r)} {value} /db "Prod"'
    _caught(text, value)


# -- stays -----------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_sheets_user_column_and_masks_stay(r: random.Random) -> None:
    header = r.choice(_HEADERS)
    rows = [(r.choice(_TOOLS), _user(r), r.choice(["********", "(in the vault)", "n/a"]), "note")
            for _ in range(2)]  # fmt: skip
    lines = ["| " + " | ".join(row) + " |" for row in [header, *rows]]
    lines.insert(1, "|---|---|---|---|")
    _kept("\n".join(lines))


@SLOW
@given(seeded)
def test_a_csv_sheet_with_references_stays(r: random.Random) -> None:
    header = r.choice(_HEADERS)
    rows = [
        (r.choice(_TOOLS), f"{_user(r)}@example.org", "(see the vault)", "Ann") for _ in range(3)
    ]
    _kept("\n".join(",".join(row) for row in [header, *rows]))


@SLOW
@given(seeded)
def test_a_login_call_with_references_stays(r: random.Random) -> None:
    _kept(f's.login("{_user(r)}@example.org", os.environ["MAIL_APP_PASSWORD"])')


@SLOW
@given(seeded)
def test_a_user_flag_then_an_option_stays(r: random.Random) -> None:
    _kept(f'Runner.exe /run "Post invoices" /user {_user(r)} /db "Prod" /timeout 30')


@SLOW
@given(seeded)
def test_a_prompts_question_stays(r: random.Random) -> None:
    host = f"{r.choice(['SQL', 'ERP', 'FIN'])}-{r.choice(['APP', 'DB'])}{r.randrange(10, 99)}"
    word = r.choice(["Password", "Lösenord", "Passwort", "Contraseña"])
    _kept(f'Dim pwd As String\npwd = InputBox("{word} for {host}:", "Sign in")')


@SLOW
@given(seeded)
def test_a_documents_file_name_stays(r: random.Random) -> None:
    name = f"{r.choice(['Lönelista', 'Payroll', 'Budget'])}_{r.choice(['nov', 'q3', 'final'])}.xlsx"
    _kept(f'f = msoffcrypto.OfficeFile(open("{name}", "rb"))\nprint(f.is_encrypted())')


@SLOW
@given(seeded)
def test_a_data_sources_name_stays(r: random.Random) -> None:
    dsn = f"{r.choice(['ERP', 'Sales', 'Stock'])}-{r.choice(['Postgres', 'Prod', 'Replica'])}"
    _kept(f'Source = Odbc.Query("dsn={dsn}", "select * from orders")')


def test_a_data_sources_address_still_goes() -> None:
    value = "Zq8v" + "Lm3xTp9" + "Rw2nKd7Yb"
    _caught(f"dsn=https://{value}@errors.example.org/42", value)


@SLOW
@given(seeded)
def test_a_schema_listings_password_row_is_no_header(r: random.Random) -> None:
    # a table's body: the row naming a password column sits under rows of the same cells
    names = [f"{r.choice(_WORDS)}_{r.choice(_WORDS)}_at" for _ in range(2)]
    border = "+---------------+--------------+"
    rows = [
        "| email         | varchar(191) |",
        "| id            | int          |",
        "| password      | varchar(255) |",
        f"| {names[0]:<13} | datetime     |",
        f"| {names[1]:<13} | varchar(32)  |",
    ]
    text = "\n".join([border, "| Column        | Type         |", border, *rows, border]) + "\n"
    _kept(text)
