r"""Held-out batch 52: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and helper functions, copied
here unchanged; (3) the Theme paragraphs of the earlier batches, through a grep for lines
starting with Theme and the twelve lines after each; (4) a grep of the kind names earlier
add() and add_split() calls used.

Theme: office automation, no-code and low-code work as a coding agent's session holds it.
Zapier (Code by Zapier steps, webhook catch URLs, CLI deploys), Make scenarios and their
blueprint exports, n8n (credential JSON exports, docker env, encryption keys, workflow
nodes), Power Automate flows and Power Apps (connection references, HTTP actions,
environment variables, pac CLI), Excel VBA macros (connection strings in modules, hard-coded
passwords in Workbook.Open and Protect calls), Power Query M (Web.Contents headers, query
strings), Google Apps Script (PropertiesService set calls, UrlFetchApp headers, clasp
files), Airtable and Notion integrations, RPA (UiPath Orchestrator client secrets and asset
values, Automation Anywhere Control Room API keys and credential vault rows, Blue Prism
credential and web service settings), mail merge scripts and e-mail client configs
(Thunderbird prefs, msmtp, mutt, Outlook and SMTP relay settings), and shared spreadsheets
of accounts pasted as CSV or Markdown tables. New kinds live under the office/ prefix.
Look-alikes are the same contexts without a credential: Zapier zap ids and public hook ids
labelled as such, Make scenario and team ids, n8n workflow and node ids, Power Automate
flow GUIDs and tenant ids, connection reference logical names, VBA code that reads a
password from an InputBox or environment, Power Query parameters that point at a
credential store, Apps Script code that reads from PropertiesService, Airtable base and
table ids, Notion page and database ids, UiPath folder and process keys, Blue Prism
session ids, mail merge field names, masked columns in account sheets, checksums, version
strings and prose about password policy. Mostly English, some texts in Swedish and Hindi.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(52_2026_12_07)
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

WORDS = [
    "Kanelbulle", "Midsommar", "Tandoori", "Monsoon", "Lagom", "Diwali", "Falcon", "Orchid",
    "Fika", "Marigold", "Sommar", "Chai", "Pepparkaka", "Himalaya", "Ledger", "Spreadsheet",
    "Lingon", "Basmati", "Aurora", "Tiger",
]
LEET = str.maketrans({"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"})


def hpw() -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    w1, w2 = _rng.sample(WORDS, 2)
    style = _rng.randrange(4)
    if style == 0:
        return w1 + r(2, DIGITS) + _rng.choice("!#$%&*") + w2.lower()
    if style == 1:
        return w1.translate(LEET) + r(4, DIGITS) + _rng.choice("!?#")
    if style == 2:
        return w1.lower() + "-" + w2.lower() + "-" + r(3, DIGITS)
    return w1 + _rng.choice("@#.") + r(4, DIGITS) + w2[:3].upper()


def guid() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# ============================================================ secrets
# 1 Zapier Code step
add("office/zapier_code_step", """// Code by Zapier (JavaScript) - step 3 of zap "New Typeform -> CRM"
const resp = await fetch('https://api.pipedrive.com/v1/persons?api_token={0}', {
  method: 'POST',
  headers: {'Content-Type': 'application/json'},
  body: JSON.stringify({name: inputData.fullName, email: inputData.email})
});
output = [{status: resp.status}];""", r(40, HEX))
# 2 n8n credential export
add("office/n8n_credential_export", """$ n8n export:credentials --all --decrypted --output=creds.json
$ jq '.[3]' creds.json
{
  "id": "14",
  "name": "Harvest account",
  "type": "httpHeaderAuth",
  "data": {
    "name": "Authorization",
    "value": "Bearer {0}"
  }
}""", r(6, DIGITS) + "." + "pt." + r(86, URLSAFE))
# 3 n8n encryption key env
add("office/n8n_encryption_key", """  n8n:
    image: docker.n8n.io/n8nio/n8n:1.64.3
    restart: unless-stopped
    environment:
      - N8N_HOST=flows.kontoret.se
      - N8N_PROTOCOL=https
      - N8N_ENCRYPTION_KEY={0}
      - GENERIC_TIMEZONE=Europe/Stockholm
    volumes:
      - n8n_data:/home/node/.n8n""", r(32, ALNUM))
# 4 VBA connection string
add("office/vba_connection_string", """Attribute VB_Name = "modSalesPull"
Option Explicit

Public Sub RefreshSales()
    Dim cn As New ADODB.Connection
    cn.Open "Provider=SQLOLEDB;Data Source=SQL-FIN01;Initial Catalog=Sales;User ID=xl_report;Password={0};"
    Dim rs As ADODB.Recordset
    Set rs = cn.Execute("SELECT * FROM dbo.vw_MonthlySales")
    Sheets("Data").Range("A2").CopyFromRecordset rs
    cn.Close
End Sub""", hpw())
# 5 VBA sheet protect password
add("office/vba_protect_password", """Private Sub Workbook_Open()
    Dim ws As Worksheet
    For Each ws In ThisWorkbook.Worksheets
        ws.Unprotect Password:="{0}"
        ws.Range("B2:B40").Locked = False
        ws.Protect Password:="{0}", UserInterfaceOnly:=True
    Next ws
End Sub""", hpw())
# 6 Power Query Web.Contents header
add("office/powerquery_header", """let
    Source = Json.Document(Web.Contents("https://api.harvestapp.com/v2/time_entries",
        [Headers=[#"Harvest-Account-Id"="1184402", Authorization="Bearer {0}", #"User-Agent"="ExcelPQ (ekonomi@firma.se)"]])),
    entries = Source[time_entries],
    #"Converted to Table" = Table.FromList(entries, Splitter.SplitByNothing(), null, null, ExtraValues.Error)
in
    #"Converted to Table\"""", r(7, DIGITS) + ".pt." + r(80, URLSAFE))
# 7 Apps Script setProperty
add("office/apps_script_property", """function setup() {
  // run once, then delete this function
  PropertiesService.getScriptProperties().setProperty('AIRTABLE_PAT', '{0}');
}""", "pat" + r(14, ALNUM) + "." + r(64, HEX))
# 8 Apps Script UrlFetchApp header
add("office/apps_script_fetch", """function pushToSlack(msg) {
  const opts = {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer {0}' },
    payload: JSON.stringify({ channel: 'C04LQ2M8T9X', text: msg })
  };
  return UrlFetchApp.fetch('https://slack.com/api/chat.postMessage', opts);
}""", "xoxb-" + r(12, DIGITS) + "-" + r(13, DIGITS) + "-" + r(24, ALNUM))
# 9 Notion integration secret in python
add("office/notion_secret", """>>> from notion_client import Client
>>> notion = Client(auth="{0}")
>>> notion.databases.query(database_id="8a3f1c2e9b7d4e60a1f2c3d4e5f60718")["results"][0]["id"]
'1b2c3d4e-5f60-7182-93a4-b5c6d7e8f901'""", "ntn_" + r(11, DIGITS) + r(35, ALNUM))
# 10 UiPath orchestrator client secret
add("office/uipath_client_secret", """# orchestrator.ini  (used by the nightly dispatcher bot)
[orchestrator]
url = https://cloud.uipath.com/acmeab/DefaultTenant/orchestrator_
app_id = 7c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f
app_secret = {0}
scope = OR.Queues OR.Jobs OR.Folders.Read
folder = Finance/AP""", r(16, ALNUM) + "!" + r(6, ALNUM) + "#" + r(4, ALNUM))
# 11 Automation Anywhere API key
add("office/aa_api_key", """curl -s -X POST https://cr.acme-rpa.com/v1/authentication \\
  -H 'Content-Type: application/json' \\
  -d '{"username":"svc_botrunner","apiKey":"{0}"}' | jq -r .token""", r(40, ALNUM))
# 12 Blue Prism credential manager note
add("office/blueprism_credential", """Blue Prism > System > Security > Credentials
Name:        SAP_GUI_Invoice_Bot
Type:        General
Username:    RPA_SAP01
Password:    {0}
Expiry:      2027-03-31
Access:      Runtime resources: BPRR-03, BPRR-04""", hpw())
# 13 msmtp config
add("office/msmtp_password", """# ~/.msmtprc
defaults
auth           on
tls            on
logfile        ~/.msmtp.log

account        kontor
host           smtp.office365.com
port           587
from           utskick@foreningen.se
user           utskick@foreningen.se
password       {0}

account default : kontor""", hpw())
# 14 Thunderbird prefs? use mutt
add("office/muttrc_password", """set imap_user = "fakturor@byggab.se"
set imap_pass = "{0}"
set folder = "imaps://imap.one.com:993"
set spoolfile = "+INBOX"
set smtp_url = "smtps://fakturor@byggab.se@send.one.com:465/"
set smtp_pass = $imap_pass""", hpw())
# 15 Shared spreadsheet CSV
add_split("office/account_sheet_csv", """$ head -6 "Kontolista 2026.csv"
System,Användare,Lösenord,Ansvarig,Senast ändrat
Fortnox,ekonomi@bergs.se,{0},Lena,2026-09-14
Visma eEkonomi,lena.berg,{1},Lena,2026-05-02
Wordpress admin,webbadmin,{2},Jonas,2026-11-20
Telia företag,556677-8899,{3},Jonas,2026-01-08""", hpw(), hpw(), hpw(), hpw())
# 16 Markdown account table split? ordinary add with Hindi
add_split("office/account_sheet_markdown", """| सिस्टम | यूज़रनेम | पासवर्ड | टिप्पणी |
|---|---|---|---|
| Tally Prime | accounts01 | {0} | सिर्फ़ ऑफिस के PC पर |
| GST portal | 27AABCS1429B1Z5 | {1} | CA को भी पता है |
| Zoho Mail | billing@shahtraders.in | ******** | 2FA चालू |""", hpw(), hpw())
# 17 Make scenario blueprint http module
add("office/make_blueprint", """{
    "id": 4,
    "module": "http:ActionSendData",
    "version": 3,
    "parameters": {"handleErrors": false},
    "mapper": {
        "url": "https://api.lemlist.com/api/campaigns/cam_8Hq2nXcWp/leads/{{1.email}}",
        "method": "post",
        "headers": [{"name": "Authorization", "value": "Basic {0}"}],
        "bodyType": "raw"
    }
}""", base64.b64encode((":" + r(36, HEX)).encode()).decode())
# 18 Power Automate HTTP action
add("office/power_automate_http", """"HTTP_-_create_ticket": {
  "type": "Http",
  "inputs": {
    "method": "POST",
    "uri": "https://acme.freshdesk.com/api/v2/tickets",
    "authentication": {
      "type": "Basic",
      "username": "{0}",
      "password": "X"
    },
    "body": "@triggerBody()"
  },
  "runAfter": {}
}""", r(20, ALNUM))
# 19 pac CLI auth with client secret
add("office/pac_cli_secret", """PS C:\\src\\ExpenseApp> pac auth create --name ci --url https://acme-dev.crm4.dynamics.com --applicationId 3f2a9c10-5d8e-4b7a-9e61-2c0f4d8a7b15 --clientSecret {0} --tenant 72f988bf-86f1-41af-91ab-2d7cd011db47
Connected as 3f2a9c10-5d8e-4b7a-9e61-2c0f4d8a7b15
Authentication profile created""", r(3, ALNUM) + "8Q~" + r(34, URLSAFE))
# 20 Airtable PAT in curl
add("office/airtable_pat_curl", """$ curl "https://api.airtable.com/v0/appQ7rT2kLm9XwZ1a/Leverantörer?maxRecords=3" -H "Authorization: Bearer {0}"
{"records":[{"id":"recA1b2C3d4E5f6G7","createdTime":"2026-10-02T08:11:20.000Z","fields":{"Namn":"Ahlsell"}}]}""", "pat" + r(14, ALNUM) + "." + r(64, HEX))
# 21 Zapier CLI deploy key
add("office/zapier_deploy_key", """$ export ZAPIER_DEPLOY_KEY={0}
$ zapier push
Preparing to build and upload your app.
  Copying project to temp directory
  Installing project dependencies
  Building app definition.json
  Uploading version 1.4.2
Push complete! Built build.zip and uploaded it to Zapier.""", r(32, HEX))
# 22 Apps Script SMTP-like mail merge with password in sheet constant
add("office/apps_script_const", """// Code.gs  - mail merge from sheet "Deltagare"
const SENDGRID_KEY = '{0}';
const SHEET = SpreadsheetApp.getActive().getSheetByName('Deltagare');

function sendAll() {
  const rows = SHEET.getDataRange().getValues().slice(1);
  rows.forEach(r => sendOne(r[1], r[0], r[4]));
}""", "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE))
# 23 Python mail merge smtplib
add("office/mailmerge_smtplib", """import csv, smtplib
from email.message import EmailMessage

with smtplib.SMTP("smtp.gmail.com", 587) as s:
    s.starttls()
    s.login("kansli.ifkvaxjo@gmail.com", "{0}")
    for row in csv.DictReader(open("medlemmar.csv", encoding="utf-8")):
        msg = EmailMessage()
        msg["Subject"] = f"Medlemsavgift 2027 - {row['fornamn']}"
        msg["To"] = row["epost"]
        msg.set_content(open("brev.txt").read().format(**row))
        s.send_message(msg)""", " ".join(r(4, LOWER) for _ in range(4)))
# 24 Swedish prose handover
add("office/prose_swedish", """Hej Anna! Jag har lagt upp Zapier-kontot för föreningen nu. Inloggning är kassor@hembygdsforeningen.se och lösenordet är {0} – byt gärna efter första inloggningen. Tvåstegsverifieringen går till mitt nummer tills vidare.""", hpw())
# 25 Hindi prose handover
add("office/prose_hindi", """राहुल, UiPath Orchestrator का बॉट वाला अकाउंट चालू कर दिया है। यूज़र: svc_invoice_bot, पासवर्ड: {0} — इसे किसी Excel में मत लिखना, सीधे Credential Manager में डाल देना।""", hpw())
# 26 Power Apps environment variable value in solution XML
add("office/powerapps_envvar", """<environmentvariablevalue schemaname="acme_ShipStationApiSecret">
  <environmentvariabledefinitionid>
    <schemaname>acme_ShipStationApiSecret</schemaname>
  </environmentvariabledefinitionid>
  <iscustomizable>1</iscustomizable>
  <statecode>0</statecode>
  <value>{0}</value>
</environmentvariablevalue>""", r(32, HEX))
# 27 n8n workflow node with inline query auth
add("office/n8n_node_query", """    {
      "parameters": {
        "url": "https://api.openweathermap.org/data/2.5/weather",
        "sendQuery": true,
        "queryParameters": {
          "parameters": [
            {"name": "q", "value": "={{ $json.city }}"},
            {"name": "appid", "value": "{0}"}
          ]
        }
      },
      "name": "Weather lookup",
      "type": "n8n-nodes-base.httpRequest",
      "typeVersion": 4.2
    }""", r(32, HEX))
# 28 UiPath asset via CLI
add_split("office/uipath_asset_value", """> uipcli asset deploy assets.csv https://cloud.uipath.com/ -A acmeab -t DefaultTenant -I {0} -S OR.Assets -o Finance
$ cat assets.csv
name,type,value,description
SFTP_Host,text,sftp.bank.se,bank file drop
SFTP_User,text,acme_ap,
SFTP_Password,text,{1},rotate quarterly""", r(40, URLSAFE), hpw())
# 29 Airtable base in Make connection text
add("office/notion_token_env", """# .env for the notion -> slack standup bot
NOTION_TOKEN=secret_{0}
NOTION_DB=3c9f1e2d7a8b4c5d9e0f1a2b3c4d5e6f
SLACK_CHANNEL=#standup""", r(43, ALNUM))
# 30 Outlook / Exchange EWS in PowerShell
add("office/ews_powershell", """$cred = New-Object System.Management.Automation.PSCredential("scanner@kommun.se", (ConvertTo-SecureString "{0}" -AsPlainText -Force))
Send-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential $cred `
  -From scanner@kommun.se -To arkiv@kommun.se -Subject "Skannat dokument" -Attachments $file""", hpw())
# 31 Thunderbird prefs.js (stored password? Thunderbird doesn't store in prefs; use signons? use a "user.js" with smtp?) -> use Outlook PST? use Apple Mail? use getmail
add("office/getmailrc", """[retriever]
type = SimpleIMAPSSLRetriever
server = imap.loopia.se
username = order@kaffebaren.se
password = {0}
mailboxes = ("INBOX",)

[destination]
type = Maildir
path = ~/Mail/order/""", hpw())
# 32 offlineimap remotepass
add("office/offlineimap_pass", """[Repository fakturor-remote]
type = IMAP
remotehost = outlook.office365.com
remoteuser = fakturor@snickeri.se
remotepass = {0}
sslcacertfile = /etc/ssl/certs/ca-certificates.crt""", hpw())
# 33 Excel workbook open password in Python
add("office/openpyxl_msoffcrypto", """import msoffcrypto, io
import pandas as pd

f = msoffcrypto.OfficeFile(open("Lönelista_nov.xlsx", "rb"))
f.load_key(password="{0}")
buf = io.BytesIO(); f.decrypt(buf)
df = pd.read_excel(buf, sheet_name="Lön")""", hpw())
# 34 VBA SMTP CDO
add("office/vba_cdo_smtp", """With cdoConf.Fields
    .Item("http://schemas.microsoft.com/cdo/configuration/sendusing") = 2
    .Item("http://schemas.microsoft.com/cdo/configuration/smtpserver") = "smtp.sendgrid.net"
    .Item("http://schemas.microsoft.com/cdo/configuration/smtpserverport") = 587
    .Item("http://schemas.microsoft.com/cdo/configuration/smtpauthenticate") = 1
    .Item("http://schemas.microsoft.com/cdo/configuration/sendusername") = "apikey"
    .Item("http://schemas.microsoft.com/cdo/configuration/sendpassword") = "{0}"
    .Update
End With""", "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE))
# 35 Zapier webhook with secret query
add("office/zapier_webhook_secret", """Zap step 1 (Webhooks by Zapier, Catch Hook) is fed by our Shopify flow. The Shopify side posts to
https://hooks.zapier.com/hooks/catch/1482093/3kq9zd1/?shared_secret={0}
and the Filter step drops anything whose shared_secret does not match.""", r(28, ALNUM))
# 36 Power Query query string key
add("office/powerquery_query", """let
    apiKey = "{0}",
    Source = Csv.Document(Web.Contents("https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=VOLV-B.ST&datatype=csv&apikey=" & apiKey)),
    Promoted = Table.PromoteHeaders(Source)
in
    Promoted""", r(16, UPPER_NUM))
# 37 clasp .clasprc.json
add_split("office/clasprc_refresh", """$ cat ~/.clasprc.json
{"token":{"access_token":"ya29.{1}","refresh_token":"1//0{0}","scope":"https://www.googleapis.com/auth/script.projects https://www.googleapis.com/auth/drive.file","token_type":"Bearer","expiry_date":1796542312000},"oauth2ClientSettings":{"clientId":"1072944905499-vm2v2i5dvn0a0d2o4ca36i1vge8cvbn0.apps.googleusercontent.com","redirectUri":"http://localhost"},"isLocalCreds":false}""", r(32, URLSAFE) + "-" + r(60, URLSAFE), r(120, URLSAFE))
# 38 Automation Anywhere credential vault attribute via CLI output
add("office/aa_vault_attribute", """PUT /v2/credentialvault/credentials/5521/attributevalues
{
  "list": [
    {"credentialAttributeId": 10442, "value": "svc_sapfico"},
    {"credentialAttributeId": 10443, "value": "{0}"}
  ]
}
-> 200 OK  (locker: Finance-SAP, owner: rpa_admin)""", hpw())
# 39 Blue Prism web service / login agent command line
add("office/blueprism_cli", """C:\\Program Files\\Blue Prism Limited\\Blue Prism Automate> AutomateC.exe /run "AP - Post Invoices" /resource BPRR-03 /user rpa_controller {0} /dbconname "BP Prod\"""", hpw())
# 40 Notion in Make connection screenshot text
add("office/chat_notion_token", """user: the Notion step in Make keeps failing with 401, here's what I pasted into the connection: {0}
assistant: That token looks like an internal integration secret. Check the page is shared with the integration (••• > Connections) before regenerating it.""", "ntn_" + r(11, DIGITS) + r(35, ALNUM))
# 41 Airtable in Apps Script split key
add_split("office/apps_script_split", """// key split across two script lines so it does not show in the sheet preview
const k1 = '{0}';
const k2 = '{1}';
const AIRTABLE = k1 + k2;
const res = UrlFetchApp.fetch('https://api.airtable.com/v0/appR8mN3qL2sT9vWx/Orders', {headers: {Authorization: 'Bearer ' + AIRTABLE}});""", "pat" + r(14, ALNUM) + "." + r(30, HEX), r(34, HEX))
# 42 n8n basic auth env legacy
add("office/n8n_basic_auth", """$ docker run -d --name n8n -p 5678:5678 \\
    -e N8N_BASIC_AUTH_ACTIVE=true \\
    -e N8N_BASIC_AUTH_USER=admin \\
    -e N8N_BASIC_AUTH_PASSWORD='{0}' \\
    -v ~/.n8n:/home/node/.n8n n8nio/n8n:0.236.3""", hpw())
# 43 Power Automate desktop flow robin script
add("office/pad_robin", """WebAutomation.LaunchChrome.LaunchChrome Url: $'''https://portal.skatteverket.se''' WindowState: WebAutomation.BrowserWindowState.Maximized ClearCache: False ClearCookies: False BrowserInstance=> Browser
WebAutomation.PopulateTextField.PopulateTextField BrowserInstance: Browser Control: appmask['Web Page']['Input text user'] Text: $'''ekonomi_rpa''' EmulateTyping: True
WebAutomation.PopulateTextField.PopulateTextField BrowserInstance: Browser Control: appmask['Web Page']['Input password'] Text: $'''{0}''' EmulateTyping: True
WebAutomation.Click.Click BrowserInstance: Browser Control: appmask['Web Page']['Button Logga in']""", hpw())
# 44 Zapier Storage secret
add("office/zapier_storage_secret", """import requests
# Storage by Zapier - shared with the "Inventory sync" zap
STORE = "https://store.zapier.com/api/records"
r = requests.get(STORE, params={"secret": "{0}", "key": "last_sync"})
print(r.json())""", uuid4())
# 45 Make webhook API key header in curl
add("office/make_api_token", """$ curl -s https://eu2.make.com/api/v2/scenarios?teamId=118204 \\
    -H 'Authorization: Token {0}' | jq '.scenarios[] | {id, name, isActive}'""", uuid4())
# 46 UiPath Robot connect with machine key
add("office/uipath_machine_key", """C:\\Program Files\\UiPath\\Studio> UiRobot.exe connect --url https://orch.acme.local/ --key {0}
Orchestrator connection established. Machine: RPA-VM-07""", guid())
# 47 Outlook account json for a Python helper
add("office/outlook_graph_secret", """{
  "tenant_id": "c4f1a9e2-3b7d-4e8a-9f10-2d3c4b5a6e7f",
  "client_id": "0b9e2c7a-1d4f-4a38-8e62-5f1c3d7b9a20",
  "client_secret": "{0}",
  "mailbox": "inkop@bygg-nord.se",
  "folder": "Fakturor/Att attestera"
}""", r(3, ALNUM) + "8Q~" + r(34, URLSAFE))
# 48 ClickUp token in Make notes
add("office/clickup_token", """Scenario notes (Make, "Form -> ClickUp task"):
- ClickUp connection uses personal token {0} from Jonas's account; move to a service user before he leaves.
- List id 901204418223 is the Support board.""", "pk_" + r(8, DIGITS) + "_" + r(32, UPPER_NUM))
# 49 Monday.com API token in Apps Script
add("office/monday_token", """const MONDAY = {
  url: 'https://api.monday.com/v2',
  token: '{0}',
  board: 1842207761
};""", jwt({"tid": 418220931, "aai": 11, "uid": 55120934, "iad": "2026-10-11T07:40:12.000Z", "per": "me:write", "actid": 2239814, "rgn": "euc1"}))
# 50 Google service account private key fragment in Apps Script / sheet
add("office/gsheets_service_key", """creds.json (service account for the gspread export job):
  "type": "service_account",
  "project_id": "ekonomi-rapporter",
  "private_key_id": "{1}",
  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{0}\\n-----END PRIVATE KEY-----\\n",
  "client_email": "export@ekonomi-rapporter.iam.gserviceaccount.com\"""", b64(96), r(40, HEX))
# 51 SharePoint app-only secret in PnP PowerShell
add("office/pnp_client_secret", """PS> Connect-PnPOnline -Url https://acmeab.sharepoint.com/sites/Ekonomi -ClientId 5e0c1f2a-7b3d-4c9e-8a61-0f2d3c4b5a69 -ClientSecret "{0}" -WarningAction Ignore
PS> Get-PnPListItem -List "Leverantörsfakturor" -PageSize 500 | Measure-Object
Count    : 1288""", b64(32))
# 52 Excel ODBC DSN file
add("office/odbc_dsn_file", """[ODBC]
DRIVER=MySQL ODBC 8.0 Unicode Driver
SERVER=db.webshop.se
PORT=3306
DATABASE=woocommerce
UID=excel_ro
PWD={0}
SSLMODE=REQUIRED""", hpw())
# 53 Power BI / Power Query Odbc inline
add("office/powerquery_odbc", """Source = Odbc.Query("driver={PostgreSQL Unicode};server=10.20.0.14;port=5432;database=erp;uid=pq_reader;pwd={0}", "select * from public.orders where created_at > now() - interval '30 days'")""", pw())
# 54 Google Apps Script SFTP? use Mailchimp api key
add("office/mailchimp_merge", """# merge_newsletter.py
MC_KEY = "{0}"
MC_DC = MC_KEY.split("-")[-1]
AUDIENCE = "a1b2c3d4e5"
client.set_config({"api_key": MC_KEY, "server": MC_DC})""", r(32, HEX) + "-us21")
# 55 Thunderbird-ish: Evolution? use Windows cmdkey
add("office/cmdkey_password", """C:\\> cmdkey /generic:MicrosoftOffice16_Data:SSPI:fakturor@byggab.se /user:fakturor@byggab.se /pass:{0}
CMDKEY: Credential added successfully.""", hpw())
# 56 Airtable legacy api key in Make field export
add("office/airtable_legacy_key", """Airtable (legacy) connection
  Connection name: Lager-basen
  API key: {0}
  Created: 2022-04-19 by maja@lagerab.se""", "key" + r(14, ALNUM))
# 57 n8n SMTP credential create via API
add_split("office/n8n_api_credential", """$ curl -X POST https://n8n.byra.se/api/v1/credentials \\
    -H "X-N8N-API-KEY: {1}" -H 'Content-Type: application/json' \\
    -d '{"name":"SMTP kansliet","type":"smtp","data":{"user":"kansli@byra.se","password":"{0}","host":"mailcluster.loopia.se","port":587,"secure":false}}'""", hpw(), jwt({"sub": uuid4(), "iss": "n8n", "aud": "public-api", "iat": 1796011200}))
# 58 RPA config XLSX-like Config sheet as TSV (REFramework)
add("office/reframework_config", """Data/Config.xlsx, sheet Settings (copied as TSV):
Name	Value	Description
OrchestratorQueueName	AP_Invoices	queue
logF_BusinessProcessName	AP	log field
BankPortalUser	acme.ap.bot	login for bank portal
BankPortalPassword	{0}	TODO move to Orchestrator asset""", hpw())
# 59 Hindi comment in VBA with password
add("office/vba_hindi_comment", """' नीचे वाला पासवर्ड GST रिपोर्ट फ़ाइल खोलने के लिए है, बदलना मत
Const REPORT_PWD As String = "{0}"
Set wb = Workbooks.Open(Filename:="D:\\Reports\\GSTR1_Oct.xlsx", Password:=REPORT_PWD, ReadOnly:=True)""", hpw())
# 60 Swedish Teams chat with API key
add("office/chat_swedish_key", """[10:42] Erik Lund: Fortnox-integrationen i Zapier behöver en ny access-token, den gamla gick ut. Här är den nya från utvecklarportalen: {0}
[10:43] Sara Ek: Tack! Jag klistrar in den i Zapier-anslutningen nu.""", uuid4())
# 61 Zoho in Make? Pipedrive token in Airtable script
add("office/airtable_script_input", """// Airtable Automation > Run a script
let config = input.config();
const PIPEDRIVE = '{0}';
let table = base.getTable('Affärer');
let res = await fetch(`https://acme.pipedrive.com/api/v1/deals?api_token=${PIPEDRIVE}&status=won`);""", r(40, HEX))
# 62 Base64 basic auth for Jira in Power Query
add("office/powerquery_basic_b64", """    Source = Json.Document(Web.Contents("https://acmeab.atlassian.net/rest/api/3/search?jql=project=EKO", [Headers=[Authorization="Basic {0}"]]))""", base64.b64encode(("lena.berg@acmeab.se:ATATT3x" + r(180, URLSAFE)[:60]).encode()).decode())
# 63 Email client config: Thunderbird autoconfig? Use aerc accounts.conf
add("office/aerc_accounts", """[Kontor]
source   = imaps://info%40galleri-vast.se:{0}@imap.gmail.com
outgoing = smtps+plain://info%40galleri-vast.se:{0}@smtp.gmail.com:465
default  = INBOX
from     = Galleri Väst <info@galleri-vast.se>
copy-to  = Sent""", " ".join(r(4, LOWER) for _ in range(4)).replace(" ", "%20"))
# 64 Power Automate connection reference with API key in custom connector swagger
add("office/custom_connector", """apiProperties.json (custom connector "Bokio"):
{
  "properties": {
    "connectionParameters": {
      "api_key": {"type": "securestring", "uiDefinition": {"displayName": "API Key"}}
    },
    "policyTemplateInstances": [
      {"templateId": "setheader", "parameters": {"x-ms-apimTemplateParameter.name": "Authorization", "x-ms-apimTemplateParameter.value": "Bearer {0}", "x-ms-apimTemplateParameter.existsAction": "override"}}
    ]
  }
}""", r(48, ALNUM))
# 65 UiPath log output leaking
add("office/uipath_log_leak", """2026-11-30 07:02:14.881 +01:00 [Info] AP_Dispatcher execution started
2026-11-30 07:02:15.210 +01:00 [Trace] Get Credential: asset=BankPortal -> user=acme.ap.bot pass={0}
2026-11-30 07:02:19.004 +01:00 [Info] Logged in to bank portal, 14 files found""", hpw())
# 66 Hindi prose, Airtable token
add("office/prose_hindi_token", """सुनो प्रिया, Airtable वाला नया personal access token ये है: {0}
इसे Zapier के Airtable कनेक्शन में डाल देना, पुराना मैंने revoke कर दिया है।""", "pat" + r(14, ALNUM) + "." + r(64, HEX))
# 67 Swedish prose: Blue Prism
add("office/prose_swedish_bp", """Till driften: roboten KundreskontraBot loggar in i Visma Net med användaren rpa_kr och lösenordet {0}. Lösenordet ligger även i Blue Prisms Credential Manager men någon hade skrivit det i processbeskrivningen också.""", hpw())
# 68 Google Apps Script OAuth2 library
add("office/apps_script_oauth2", """function getService_() {
  return OAuth2.createService('Xero')
      .setAuthorizationBaseUrl('https://login.xero.com/identity/connect/authorize')
      .setTokenUrl('https://identity.xero.com/connect/token')
      .setClientId('8F2C1A9E7D3B4C6A9E1F0D2C3B4A5E6F')
      .setClientSecret('{0}')
      .setCallbackFunction('authCallback')
      .setPropertyStore(PropertiesService.getUserProperties());
}""", r(48, URLSAFE))
# 69 Notion in yaml for a sync tool
add("office/notion_yaml", """sources:
  - type: notion
    token: {0}
    databases:
      - id: 5f1d2e3c4b5a69788796a5b4c3d2e1f0
        name: Projekt
sink:
  type: gsheet
  spreadsheet: 1Qz7aXk2LmN9pQr4StUvWx0YzAbCdEfGhIjKlMnOpQr""", "secret_" + r(43, ALNUM))
# 70 Excel Power Query SharePoint with password in connection file .odc
add("office/odc_connection", """<odc:Connection odc:Type="OLEDB">
  <odc:ConnectionString>Provider=MSOLEDBSQL;Password={0};Persist Security Info=True;User ID=bi_excel;Initial Catalog=DW;Data Source=dw.acme.local</odc:ConnectionString>
  <odc:CommandType>Table</odc:CommandType>
  <odc:CommandText>&quot;DW&quot;.&quot;mart&quot;.&quot;Sales&quot;</odc:CommandText>
</odc:Connection>""", pw())
# 71 Make data store / custom app base config
add("office/make_custom_app", """// Make custom app "Sello" - Base
{
    "baseUrl": "https://api.sello.io/v5",
    "headers": {
        "Authorization": "{0}"
    },
    "response": {"error": {"message": "{{body.error}}"}}
}""", r(8, HEX) + r(24, HEX) + ":" + r(32, HEX))
# 72 Automation Anywhere bot runner login via bot agent settings
add("office/aa_bot_agent", """Device credentials (Control Room > My settings > Devices):
  Username: ACME\\svc-aa-runner01
  Password: {0}
  Autologin: enabled""", hpw())
# 73 Power Apps canvas formula with key
add("office/powerfx_key", """Set(varWeather, WeatherAPI.Current(
    txtCity.Text,
    {units: "metric", key: "{0}"}
));""", r(30, HEX))
# 74 Shared sheet pasted row in chat (English)
add("office/account_sheet_row", """Copied row 17 from the "Shared logins" Google Sheet so you can fix the Zap:
Mailchimp | marketing@lundbergs.co | {0} | owner: Karin | last rotated: never""", hpw())
# 75 n8n env file .env with DB password + key
add_split("office/n8n_env_file", """DB_TYPE=postgresdb
DB_POSTGRESDB_HOST=postgres
DB_POSTGRESDB_DATABASE=n8n
DB_POSTGRESDB_USER=n8n
DB_POSTGRESDB_PASSWORD={0}
N8N_ENCRYPTION_KEY={1}
WEBHOOK_URL=https://automation.studio-nord.se/""", pw(), b64(24))
# 76 Zapier python code step with trello
add("office/zapier_python_trello", """# Code by Zapier (Python)
import requests
key = 'b7e1c9a2f04d3e8a6b5c1d2e3f405162'
token = '{0}'
resp = requests.post('https://api.trello.com/1/cards', params={'key': key, 'token': token, 'idList': input_data['list'], 'name': input_data['title']})
output = {'id': resp.json()['id']}""", "ATTA" + r(60, HEX) + r(8, UPPER_HEX))
# 77 VBA basic auth header for REST
add_split("office/vba_xmlhttp_auth", """Dim http As Object
Set http = CreateObject("MSXML2.XMLHTTP")
http.Open "GET", "https://api.fortnox.se/3/invoices?filter=unpaid", False
http.setRequestHeader "Access-Token", "{0}"
http.setRequestHeader "Client-Secret", "{1}"
http.send""", uuid4(), r(10, ALNUM))
# 78 IMAP config in Python mail-merge reply catcher
add("office/imap_python", """M = imaplib.IMAP4_SSL("imap.zoho.in")
M.login("hr@vriksh-consulting.in", "{0}")
M.select("INBOX")
typ, data = M.search(None, '(UNSEEN SUBJECT "Offer letter")')""", hpw())
# 79 Slack incoming webhook in Power Automate flow definition
add("office/flow_slack_webhook", """"Post_to_Slack": {
  "type": "Http",
  "inputs": {
    "method": "POST",
    "uri": "https://hooks.slack.com/services/T0{0}",
    "body": {"text": "Ny order: @{triggerOutputs()?['body/Title']}"}
  }
}""", r(8, UPPER_NUM) + "/B0" + r(8, UPPER_NUM) + "/" + r(24, ALNUM))
# 80 Rclone / OneDrive? use WinSCP ini for RPA
add("office/winscp_session", """[Sessions\\bankfiler@sftp.bankgirot.se]
HostName=sftp.bankgirot.se
UserName=bankfiler
Password={0}
PortNumber=22
FSProtocol=2""", r(20, HEX).upper() + r(30, HEX).upper())
# 81 Swedish e-mail body in mail merge template containing password
add("office/mailmerge_template_pw", """Hej «Förnamn»!

Ditt konto i bokningssystemet är klart. Logga in på https://boka.idrottshallen.se med
användarnamn «Epost» och det tillfälliga lösenordet {0}
(samma för alla i första utskicket - byt direkt efter inloggning).

Hälsningar, kansliet""", hpw())
# 82 Hindi mail merge with OTP-like default password
add("office/mailmerge_hindi_pw", """प्रिय {{Name}},
आपका HRMS लॉगिन तैयार है।
यूज़रनेम: {{EmployeeID}}
अस्थायी पासवर्ड: {0}
पहली बार लॉगिन करने पर पासवर्ड ज़रूर बदलें।""", hpw())
# 83 Apps Script properties dumped in log
add("office/apps_script_log", """Execution log
12:04:31  Notice  Execution started
12:04:31  Info    {STRIPE_KEY=rk_live_{0}, SHEET_ID=1xY2zA3bC4dE5fG6hI7jK8lM9nO0pQ1rS2tU3vW4xY5z}
12:04:32  Notice  Execution completed""", r(99, ALNUM))
# 84 Zapier transfer: GitHub token in formatter
add("office/zapier_github_token", """Zap "Issue -> Sheet" > Webhooks by Zapier > GET
URL: https://api.github.com/repos/acme-ab/kundportal/issues?state=open
Headers:
  Authorization | token {0}
  Accept        | application/vnd.github+json""", "ghp_" + r(36, ALNUM))
# 85 RPA python (rpaframework) vault file
add("office/rpa_vault_yaml", """# vault.yaml  (RPA_SECRET_FILE for robocorp local runs)
vismanet:
  username: rpa.kundreskontra
  password: {0}
  company_id: "1200334"
""", hpw())
# 86 Outlook VBA with Exchange creds? Use .NET app.config for Blue Prism VBO
add("office/appconfig_conn", """<connectionStrings>
  <add name="BPDatabase" connectionString="Server=SQLBP01;Database=BluePrism;User Id=bp_app;Password={0};Encrypt=True" providerName="System.Data.SqlClient" />
</connectionStrings>""", pw())
# 87 HubSpot private app in Make HTTP
add("office/hubspot_private_app", """Make > HTTP > Make a request
  URL: https://api.hubapi.com/crm/v3/objects/contacts
  Method: POST
  Headers: Authorization = Bearer {0}""", "pat-eu1-" + uuid4())
# 88 Encoded: Power Automate flow export base64 param
add("office/flow_param_b64", """"parameters": {
  "$connections": {"value": {}},
  "$authentication": {"value": {"type": "Raw", "value": "Basic {0}"}}
}""", base64.b64encode(("svc_flow:" + hpw()).encode()).decode())
# 89 Teams admin prose English
add("office/prose_english", """Quick handover before I go on leave: the UiPath robot account on RPA-VM-07 is ACME\\svc-uipath-07 and its Windows password is {0}. The unattended robot breaks if it expires, so renew it in Orchestrator too.""", hpw())
# 90 Swedish .env for Notion-Slack
add("office/env_swedish", """# Miljövariabler för fakturaroboten (lägg INTE i git)
FORTNOX_CLIENT_SECRET={0}
FORTNOX_CLIENT_ID=Kx7pQ2mN9vL4
SMTP_ANVANDARE=faktura@snickeri.se""", r(10, ALNUM))
# 91 Zoho Creator / Deluge
add("office/deluge_connection", """// Deluge (Zoho Creator) - workflow on submit
headers = Map();
headers.put("Authorization", "Zoho-oauthtoken {0}");
resp = invokeurl [ url: "https://www.zohoapis.in/books/v3/invoices?organization_id=60012345678" type: GET headers: headers ];""", "1000." + r(32, HEX) + "." + r(32, HEX))
# 92 Airtable sync: smartsheet token
add("office/smartsheet_token", """$ SMARTSHEET_ACCESS_TOKEN={0} python sync_timesheets.py --sheet 4583173393803140
Fetched 212 rows from 'Tidrapport v48'""", r(37, ALNUM))
# 93 Docusign? use PandaDoc in n8n header auth CSV
add("office/pandadoc_key", """n8n > Credentials > Header Auth "PandaDoc prod"
Name:  Authorization
Value: API-Key {0}""", r(40, HEX))
# 94 Split password in prose across lines
add_split("office/prose_split", """ok, the Excel file password is in two halves because Teams keeps flagging it:
first part: {0}
second part (send separately): {1}""", r(6, ALNUM), r(6, ALNUM) + "!")
# 95 Google Forms -> webhook with Bearer in Apps Script trigger
add("office/apps_script_trigger", """function onFormSubmit(e) {
  UrlFetchApp.fetch('https://n8n.kontor.se/webhook/anmalan', {
    method: 'post',
    headers: {'X-Webhook-Token': '{0}'},
    payload: JSON.stringify(e.namedValues)
  });
}""", r(24, URLSAFE))
# 96 Blue Prism login agent / automatec with sso? Use AutomateC /setcredential
add("office/blueprism_setcred", """AutomateC.exe /sso /createcredential "Bank_SFTP" bankfiler {0} /description "SFTP for payment files\"""", hpw())
# 97 Notion API in Apps Script header in Swedish sheet note
add("office/notion_apps_script", """// Synk från Notion-databasen "Projekt" till fliken Översikt
const NOTION_HEADERS = {
  'Authorization': 'Bearer {0}',
  'Notion-Version': '2022-06-28',
  'Content-Type': 'application/json'
};""", "ntn_" + r(11, DIGITS) + r(35, ALNUM))
# 98 UiPath orchestrator API token in curl
add("office/uipath_pat", """curl -H "Authorization: Bearer {0}" -H "X-UIPATH-OrganizationUnitId: 412" "https://cloud.uipath.com/acmeab/DefaultTenant/orchestrator_/odata/Queues?$top=5\"""", "rt_" + r(64, HEX).upper())
# 99 Typeform personal token in Zapier code (JS)
add("office/typeform_token", """// Code by Zapier: pull hidden fields that the Typeform trigger drops
const r = await fetch(`https://api.typeform.com/forms/${inputData.formId}/responses?included_response_ids=${inputData.rid}`,
  { headers: { Authorization: 'Bearer tfp_{0}' } });""", r(44, ALNUM) + "_" + r(14, ALNUM))
# 100 Hindi: Power Automate connection password, chat
add("office/chat_hindi_smtp", """[11:05] अमित: Power Automate के SMTP कनेक्शन का पासवर्ड क्या रखा था?
[11:06] नेहा: {0} — और port 587 है, SSL ऑन रखना।""", hpw())

# ============================================================ look-alikes
la("""// Code by Zapier (JavaScript)
const resp = await fetch(`https://api.pipedrive.com/v1/persons?api_token=${inputData.pipedriveToken}`, {method: 'POST', body: JSON.stringify({name: inputData.fullName})});
output = [{status: resp.status}];
// pipedriveToken is mapped from the Pipedrive connection, not typed here""")
la("""$ n8n export:workflow --id={0} --output=wf.json
Successfully exported 1 workflow.
$ jq '.nodes[].id' wf.json
"{1}"
"{2}\"""", r(16, ALNUM), uuid4(), uuid4())
la("""  n8n:
    image: docker.n8n.io/n8nio/n8n:1.64.3
    environment:
      - N8N_HOST=flows.kontoret.se
      - N8N_ENCRYPTION_KEY_FILE=/run/secrets/n8n_key
    secrets:
      - n8n_key""")
la("""Public Sub RefreshSales()
    Dim pwd As String
    pwd = InputBox("Lösenord för SQL-FIN01:", "Inloggning")
    If pwd = "" Then Exit Sub
    cn.Open "Provider=SQLOLEDB;Data Source=SQL-FIN01;Initial Catalog=Sales;Integrated Security=SSPI;"
End Sub""")
la("""Private Sub Workbook_Open()
    Dim ws As Worksheet
    For Each ws In ThisWorkbook.Worksheets
        ws.Protect Password:=Environ$("XL_SHEET_PW"), UserInterfaceOnly:=True
    Next ws
End Sub""")
la("""let
    Source = Json.Document(Web.Contents("https://api.harvestapp.com/v2/time_entries",
        [Headers=[#"Harvest-Account-Id"="1184402", #"User-Agent"="ExcelPQ"]])),
    // auth is set under Data source settings > Edit Permissions > Web API, not in the query
    entries = Source[time_entries]
in
    entries""")
la("""function getAirtableToken_() {
  return PropertiesService.getScriptProperties().getProperty('AIRTABLE_PAT');
}""")
la("""Execution log
09:14:02  Notice  Execution started
09:14:03  Info    Posted to channel C04LQ2M8T9X, ts=1796461443.{0}
09:14:03  Notice  Execution completed""", r(6, DIGITS))
la(""">>> notion.databases.retrieve(database_id="{0}")["title"][0]["plain_text"]
'Projekt 2026'
>>> os.environ["NOTION_TOKEN"][:4] + "..."
'ntn_...'""", r(32, HEX))
la("""# orchestrator.ini
[orchestrator]
url = https://cloud.uipath.com/acmeab/DefaultTenant/orchestrator_
app_id = {0}
app_secret = ${UIPATH_APP_SECRET}
folder = Finance/AP""", uuid4())
la("""curl -s -X POST https://cr.acme-rpa.com/v1/authentication \\
  -H 'Content-Type: application/json' \\
  -d "{\\"username\\":\\"svc_botrunner\\",\\"apiKey\\":\\"$AA_API_KEY\\"}" | jq -r .token""")
la("""Blue Prism > System > Security > Credentials
Name:        SAP_GUI_Invoice_Bot
Type:        General
Username:    RPA_SAP01
Password:    ••••••••••••
Expiry:      2027-03-31""")
la("""# ~/.msmtprc
account        kontor
host           smtp.office365.com
port           587
from           utskick@foreningen.se
user           utskick@foreningen.se
passwordeval   "secret-tool lookup service msmtp user utskick@foreningen.se"
account default : kontor""")
la("""set imap_user = "fakturor@byggab.se"
set imap_pass = "`pass show mail/byggab`"
set folder = "imaps://imap.one.com:993"
set spoolfile = "+INBOX\"""")
la("""$ head -4 "Kontolista 2026.csv"
System,Användare,Lösenord,Ansvarig,Senast ändrat
Fortnox,ekonomi@bergs.se,(finns i Bitwarden),Lena,2026-09-14
Visma eEkonomi,lena.berg,(finns i Bitwarden),Lena,2026-05-02
Wordpress admin,webbadmin,(finns i Bitwarden),Jonas,2026-11-20""")
la("""| सिस्टम | यूज़रनेम | पासवर्ड | टिप्पणी |
|---|---|---|---|
| Tally Prime | accounts01 | ******** | पासवर्ड मैनेजर में |
| GST portal | 27AABCS1429B1Z5 | ******** | CA के पास |""")
la("""{
    "id": 4,
    "module": "http:ActionSendData",
    "version": 3,
    "parameters": {"handleErrors": false},
    "mapper": {"url": "https://api.lemlist.com/api/campaigns/cam_8Hq2nXcWp/leads/{{1.email}}", "method": "post"},
    "metadata": {"designer": {"x": 900, "y": 0}, "restore": {}}
}""")
la(""""HTTP_-_create_ticket": {
  "type": "Http",
  "inputs": {
    "method": "POST",
    "uri": "https://acme.freshdesk.com/api/v2/tickets",
    "authentication": "@parameters('FreshdeskAuth')",
    "body": "@triggerBody()"
  }
}""")
la("""PS C:\\src\\ExpenseApp> pac auth list
Index Active Kind      Name Friendly Name        Url                                   User                   Cloud  Type
[1]   *      UNIVERSAL dev  Acme Dev             https://acme-dev.crm4.dynamics.com/   lena.berg@acmeab.se    Public User
[2]          UNIVERSAL ci   Acme Dev (CI)        https://acme-dev.crm4.dynamics.com/   {0}   Public Application""", uuid4())
la("""$ curl "https://api.airtable.com/v0/{0}/Leverantörer?maxRecords=1" -H "Authorization: Bearer $AIRTABLE_PAT"
{"records":[{"id":"rec{1}","createdTime":"2026-10-02T08:11:20.000Z","fields":{"Namn":"Ahlsell"}}]}""", "app" + r(14, ALNUM), r(14, ALNUM))
la("""$ zapier versions
┌─────────┬──────────┬───────┬────────────┬──────────────────────────┐
│ Version │ Platform │ Users │ Deployment │ Timestamp                │
├─────────┼──────────┼───────┼────────────┼──────────────────────────┤
│ 1.4.2   │ 15.14.1  │ 38    │ production │ 2026-11-28T09:12:44.000Z │
│ 1.4.1   │ 15.14.1  │ 0     │ non-prod   │ 2026-11-20T15:02:10.000Z │
└─────────┴──────────┴───────┴────────────┴──────────────────────────┘""")
la("""// Code.gs - mail merge from sheet "Deltagare"
const SENDGRID_KEY = PropertiesService.getScriptProperties().getProperty('SENDGRID_KEY');
const TEMPLATE_ID = 'd-{0}';  // dynamic template id, not a secret""", r(32, HEX))
la("""import csv, os, smtplib
with smtplib.SMTP("smtp.gmail.com", 587) as s:
    s.starttls()
    s.login(os.environ["MERGE_USER"], os.environ["MERGE_APP_PASSWORD"])
    for row in csv.DictReader(open("medlemmar.csv", encoding="utf-8")):
        send(s, row)""")
la("""Hej Anna! Jag har lagt upp Zapier-kontot för föreningen. Inloggningen ligger i föreningens Bitwarden under "Zapier", och jag har satt på tvåstegsverifiering. Säg till om du inte ser mappen.""")
la("""राहुल, UiPath Orchestrator का बॉट वाला अकाउंट चालू कर दिया है। पासवर्ड मैंने सीधे Credential Manager (asset: BotLogin) में डाल दिया है, चैट में नहीं भेजूँगा।""")
la("""<environmentvariabledefinition schemaname="acme_ShipStationApiSecret">
  <defaultvalue></defaultvalue>
  <secretstore>0</secretstore>
  <type>100000005</type>
  <!-- type 100000005 = Secret, value lives in Azure Key Vault: /subscriptions/{0}/resourceGroups/rg-pp/providers/Microsoft.KeyVault/vaults/kv-acme-pp/secrets/shipstation -->
</environmentvariabledefinition>""", uuid4())
la("""          "parameters": [
            {"name": "q", "value": "={{ $json.city }}"},
            {"name": "units", "value": "metric"}
          ]
        },
        "credentials": {"httpQueryAuth": {"id": "{0}", "name": "OpenWeather"}}""", r(16, ALNUM))
la("""$ cat assets.csv
name,type,value,description
SFTP_Host,text,sftp.bank.se,bank file drop
SFTP_User,text,acme_ap,
SFTP_Password,credential,,set in Orchestrator UI only""")
la("""# .env.example for the notion -> slack standup bot
NOTION_TOKEN=secret_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
NOTION_DB=<database id from the page URL>
SLACK_CHANNEL=#standup""")
la("""$cred = Get-StoredCredential -Target "scanner@kommun.se"
Send-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential $cred -From scanner@kommun.se -To arkiv@kommun.se -Subject "Skannat dokument\"""")
la("""[retriever]
type = SimpleIMAPSSLRetriever
server = imap.loopia.se
username = order@kaffebaren.se
password_command = ("/usr/bin/pass", "show", "mail/kaffebaren")
mailboxes = ("INBOX",)""")
la("""[Repository fakturor-remote]
type = IMAP
remotehost = outlook.office365.com
remoteuser = fakturor@snickeri.se
remotepasseval = get_pass("fakturor")
cert_fingerprint = {0}""", sha())
la("""f = msoffcrypto.OfficeFile(open("Lönelista_nov.xlsx", "rb"))
print(f.is_encrypted())
True
# key is prompted with getpass(), never written down""")
la("""    .Item("http://schemas.microsoft.com/cdo/configuration/smtpserver") = "smtp.sendgrid.net"
    .Item("http://schemas.microsoft.com/cdo/configuration/smtpserverport") = 587
    .Item("http://schemas.microsoft.com/cdo/configuration/sendusername") = "apikey"
    .Item("http://schemas.microsoft.com/cdo/configuration/sendpassword") = GetSetting("Utskick", "SMTP", "Key", "")""")
la("""Zap history: run {0} (zap id 248810337) succeeded in 2.1 s
  Step 1 Catch Hook        hook id 3kq9zd1 (public URL, anyone can post; the Filter step checks the payload)
  Step 2 Filter by Zapier  passed
  Step 3 Google Sheets     row 1422 added""", r(24, ALNUM).lower())
la("""let
    apiKey = Excel.CurrentWorkbook(){[Name="ApiKey"]}[Content]{0}[Column1],
    Source = Csv.Document(Web.Contents("https://www.alphavantage.co/query", [Query=[function="TIME_SERIES_DAILY", symbol="VOLV-B.ST", apikey=apiKey]]))
in
    Source""")
la("""$ cat .clasp.json
{"scriptId":"1{0}","rootDir":"./src","fileExtension":"ts"}""", r(56, URLSAFE))
la("""GET /v2/credentialvault/credentials/5521
{
  "id": "5521",
  "name": "SAP-FICO-bot",
  "attributes": [
    {"id": "10442", "name": "username", "masked": false},
    {"id": "10443", "name": "password", "masked": true, "passwordFlag": true}
  ],
  "ownerId": "77"
}""")
la("""C:\\Program Files\\Blue Prism Limited\\Blue Prism Automate> AutomateC.exe /run "AP - Post Invoices" /resource BPRR-03 /sso /dbconname "BP Prod"
Session created: {0}""", uuid4())
la("""user: the Notion step in Make fails with 401 "API token is invalid"
assistant: The token itself is fine to keep out of here. A 401 from Notion usually means the integration was regenerated; a 404 (object_not_found) means the page isn't shared with it. Open the page, ••• > Connections, add the integration.""")
la("""// key is read from Script Properties; this split only builds the URL
const base = 'https://api.airtable.com/v0/';
const baseId = '{0}';
const table = 'tbl{1}';
const url = base + baseId + '/' + table;""", "app" + r(14, ALNUM), r(14, ALNUM))
la("""$ docker run -d --name n8n -p 5678:5678 \\
    -e N8N_BASIC_AUTH_ACTIVE=false \\
    -e N8N_USER_MANAGEMENT_DISABLED=false \\
    -v ~/.n8n:/home/node/.n8n n8nio/n8n:1.64.3
{0}""", r(64, HEX))
la("""WebAutomation.PopulateTextField.PopulateTextField BrowserInstance: Browser Control: appmask['Web Page']['Input text user'] Text: $'''ekonomi_rpa''' EmulateTyping: True
WebAutomation.PopulateTextField.PopulateTextField BrowserInstance: Browser Control: appmask['Web Page']['Input password'] Text: SkvPassword.ToString EmulateTyping: True
# SkvPassword comes from "Get credential from Windows Credential Manager" a few lines up""")
la("""Storage by Zapier: store id {0} holds 3 keys (last_sync, cursor, page). The store secret is a UUID we keep in the zap's Secrets step, not in code.""", r(8, DIGITS))
la("""$ curl -s "https://eu2.make.com/api/v2/scenarios?teamId=118204" -H "Authorization: Token $MAKE_API_TOKEN" | jq '.scenarios[0]'
{
  "id": 3391027,
  "name": "Form -> ClickUp task",
  "teamId": 118204,
  "hookId": 1442210,
  "isActive": true,
  "usedPackages": ["google-forms", "clickup"]
}""")
la("""Machine template RPA-VM-07
  Machine key:  hidden (Orchestrator > Tenant > Machines > View key, admins only)
  Robot user:   ACME\\svc-uipath-07
  Licence:      Unattended, 1 slot""")
la("""{
  "tenant_id": "{0}",
  "client_id": "{1}",
  "client_secret": "@Microsoft.KeyVault(SecretUri=https://kv-inkop.vault.azure.net/secrets/graph-mail/)",
  "mailbox": "inkop@bygg-nord.se"
}""", uuid4(), uuid4())
la("""Scenario notes (Make, "Form -> ClickUp task"):
- ClickUp connection: service user clickup-bot@acme.se, OAuth (no personal token).
- List id 901204418223 is the Support board; workspace id 9012044182.""")
la("""const MONDAY = {
  url: 'https://api.monday.com/v2',
  token: PropertiesService.getScriptProperties().getProperty('MONDAY_TOKEN'),
  board: 1842207761
};""")
la("""creds.json (service account for the gspread export job):
  "type": "service_account",
  "project_id": "ekonomi-rapporter",
  "client_email": "export@ekonomi-rapporter.iam.gserviceaccount.com",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/export%40ekonomi-rapporter.iam.gserviceaccount.com"
(private key fields removed before pasting)""")
la("""PS> Connect-PnPOnline -Url https://acmeab.sharepoint.com/sites/Ekonomi -ClientId {0} -Thumbprint {1} -Tenant acmeab.onmicrosoft.com
PS> Get-PnPList | Select Title, ItemCount""", uuid4(), r(40, UPPER_HEX))
la("""[ODBC]
DRIVER=MySQL ODBC 8.0 Unicode Driver
SERVER=db.webshop.se
PORT=3306
DATABASE=woocommerce
UID=excel_ro
SSLMODE=REQUIRED
; PWD is not saved in the DSN file; Excel asks for it on refresh""")
la("""Source = Odbc.Query("dsn=ERP-Postgres", "select * from public.orders where created_at > now() - interval '30 days'")""")
la("""MC audience a1b2c3d4e5 on server us21: 4 212 subscribed, 118 unsubscribed, campaign id {0}""", r(10, HEX))
la("""C:\\> cmdkey /list:MicrosoftOffice16_Data*

Currently stored credentials:

    Target: MicrosoftOffice16_Data:SSPI:fakturor@byggab.se
    Type: Generic
    User: fakturor@byggab.se
    Local machine persistence""")
la("""Airtable base schema
  base: {0}  (Lager)
  tables: tbl{1} Artiklar, tbl{2} Leverantörer
  fields: fld{3} Artikelnr (singleLineText)""", "app" + r(14, ALNUM), r(14, ALNUM), r(14, ALNUM), r(14, ALNUM))
la("""$ curl -X GET https://n8n.byra.se/api/v1/credentials/schema/smtp -H "X-N8N-API-KEY: $N8N_API_KEY" | jq '.required'
["user", "password", "host", "port"]""")
la("""Data/Config.xlsx, sheet Assets:
Name	Asset	Folder	Description
BankPortalCredential	BankPortal_Login	Finance/AP	credential asset, fetched with Get Credential
OrchestratorQueueName	AP_Invoices	Finance/AP	text asset""")
la("""' नीचे वाली फ़ाइल का पासवर्ड इस मैक्रो में नहीं है, चलाने पर पूछा जाएगा
REPORT_PWD = InputBox("GST रिपोर्ट का पासवर्ड डालें")
Set wb = Workbooks.Open(Filename:="D:\\Reports\\GSTR1_Oct.xlsx", Password:=REPORT_PWD, ReadOnly:=True)""")
la("""[10:42] Erik Lund: Fortnox-integrationen i Zapier behöver en ny access-token, den gamla gick ut.
[10:43] Sara Ek: Jag förnyar den via "Reconnect" i Zapier, så slipper vi klistra in något här.""")
la("""// Airtable Automation > Run a script
let config = input.config();   // pipedriveToken comes from a secret input variable
let table = base.getTable('Affärer');
console.log(`table id: ${table.id}`);
// -> table id: tbl{0}""", r(14, ALNUM))
la("""    Source = Json.Document(Web.Contents("https://acmeab.atlassian.net/rest/api/3/search", [Query=[jql="project=EKO"]]))
    // credential type: Basic, stored by Power BI gateway "GW-EKO-01"; base64 of the issue key list below is just for the cache key
    cacheKey = "{0}\"""", base64.b64encode(b"EKO-1201,EKO-1202,EKO-1207").decode())
la("""[Kontor]
source-cred-cmd = pass show mail/galleri-vast
source   = imaps://info%40galleri-vast.se@imap.gmail.com
outgoing = smtps+plain://info%40galleri-vast.se@smtp.gmail.com:465
outgoing-cred-cmd = pass show mail/galleri-vast""")
la("""apiProperties.json (custom connector "Bokio"):
  "connectionParameters": {
    "api_key": {"type": "securestring", "uiDefinition": {"displayName": "API Key", "description": "The API key for this api", "tooltip": "Provide your API Key", "constraints": {"tabIndex": 2, "clearText": false, "required": "true"}}}
  }""")
la("""2026-11-30 07:02:14.881 +01:00 [Info] AP_Dispatcher execution started
2026-11-30 07:02:15.210 +01:00 [Info] Get Credential: asset=BankPortal -> user=acme.ap.bot (SecureString)
2026-11-30 07:02:19.004 +01:00 [Info] Logged in to bank portal, 14 files found, job key {0}""", uuid4())
la("""सुनो प्रिया, Airtable वाला नया personal access token मैंने 1Password के "Automation" vault में डाल दिया है। Zapier में उसे वहीं से कॉपी करके लगाना, चैट में मत भेजना।""")
la("""Till driften: roboten KundreskontraBot loggar in i Visma Net med användaren rpa_kr. Lösenordet finns bara i Blue Prisms Credential Manager (Kundreskontra_VismaNet); jag har tagit bort det ur processbeskrivningen.""")
la("""      .setClientId('{0}')
      .setClientSecret(PropertiesService.getScriptProperties().getProperty('XERO_CLIENT_SECRET'))
      .setCallbackFunction('authCallback')""", r(32, UPPER_HEX))
la("""sources:
  - type: notion
    token: ${NOTION_TOKEN}
    databases:
      - id: {0}
        name: Projekt""", r(32, HEX))
la("""<odc:Connection odc:Type="OLEDB">
  <odc:ConnectionString>Provider=MSOLEDBSQL;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=DW;Data Source=dw.acme.local</odc:ConnectionString>
  <odc:CommandType>Table</odc:CommandType>
</odc:Connection>""")
la("""// Make custom app "Sello" - Base
{
    "baseUrl": "https://api.sello.io/v5",
    "headers": {"Authorization": "{{connection.apiKey}}"},
    "log": {"sanitize": ["request.headers.authorization"]}
}""")
la("""Device credentials (Control Room > My settings > Devices):
  Username: ACME\\svc-aa-runner01
  Password: (not shown, set by the device owner)
  Device id: {0}""", r(6, DIGITS))
la("""Set(varWeather, WeatherAPI.Current(txtCity.Text, {units: "metric"}));
// WeatherAPI is a custom connector; its key is a connection parameter, entered once per user""")
la("""Copied row 17 from the "Shared logins" sheet (password column hidden for everyone but owners):
Mailchimp | marketing@lundbergs.co | hidden | owner: Karin | last rotated: 2026-10-01""")
la("""DB_TYPE=postgresdb
DB_POSTGRESDB_HOST=postgres
DB_POSTGRESDB_PASSWORD_FILE=/run/secrets/pg_pw
N8N_ENCRYPTION_KEY_FILE=/run/secrets/n8n_key
WEBHOOK_URL=https://automation.studio-nord.se/""")
la("""# Code by Zapier (Python)
card_id = input_data['card_id']   # e.g. {0}
output = {'url': f'https://trello.com/c/{card_id}'}""", r(24, HEX))
la("""http.Open "GET", "https://api.fortnox.se/3/invoices?filter=unpaid", False
http.setRequestHeader "Authorization", "Bearer " & GetTokenFromKeychain()
http.setRequestHeader "Accept", "application/json\"""")
la("""M = imaplib.IMAP4_SSL("imap.zoho.in")
M.login(cfg["imap_user"], keyring.get_password("imap.zoho.in", cfg["imap_user"]))
M.select("INBOX")""")
la(""""Post_to_Slack": {
  "type": "ApiConnection",
  "inputs": {
    "host": {"connection": {"name": "@parameters('$connections')['shared_slack']['connectionId']"}},
    "method": "post",
    "path": "/chat.postMessage"
  }
}""")
la("""[Sessions\\bankfiler@sftp.bankgirot.se]
HostName=sftp.bankgirot.se
UserName=bankfiler
PortNumber=22
HostKey=ssh-ed25519 255 SHA256:{0}
PublicKeyFile=C:\\keys\\bankfiler.ppk""", b64(32).rstrip("="))
la("""Hej «Förnamn»!

Ditt konto i bokningssystemet är klart. Du får en separat länk för att välja lösenord
till «Epost». Länken gäller i 24 timmar.

Hälsningar, kansliet""")
la("""प्रिय {{Name}},
आपका HRMS लॉगिन तैयार है। यूज़रनेम: {{EmployeeID}}
पासवर्ड सेट करने का लिंक अलग ईमेल में आएगा। पासवर्ड कम से कम 12 अक्षर का होना चाहिए।""")
la("""Execution log
12:04:31  Notice  Execution started
12:04:31  Info    keys in script properties: [STRIPE_KEY, SHEET_ID, LAST_RUN]
12:04:32  Notice  Execution completed""")
la("""Zap "Issue -> Sheet" > Webhooks by Zapier > GET
URL: https://api.github.com/repos/acme-ab/kundportal/issues?state=open
Headers:
  Accept | application/vnd.github+json
  X-GitHub-Api-Version | 2022-11-28""")
la("""# vault.yaml template, real file lives in Control Room vault "vismanet"
vismanet:
  username: rpa.kundreskontra
  password: <from Control Room vault>
  company_id: "1200334\"""")
la("""<connectionStrings>
  <add name="BPDatabase" connectionString="Server=SQLBP01;Database=BluePrism;Integrated Security=True;Encrypt=True" providerName="System.Data.SqlClient" />
</connectionStrings>""")
la("""Make > HTTP > Make a request
  URL: https://api.hubapi.com/crm/v3/objects/contacts/{0}
  Method: GET
  Credentials: HubSpot CRM connection "Acme portal 26114823\"""", r(11, DIGITS))
la(""""parameters": {
  "$connections": {"value": {"shared_office365": {"connectionId": "/providers/Microsoft.PowerApps/apis/shared_office365/connections/{0}", "connectionName": "{0}"}}}
}""", r(32, HEX))
la("""Quick handover before I go on leave: the UiPath robot account on RPA-VM-07 is ACME\\svc-uipath-07. Its password is managed by CyberArk and rotates every 30 days; Orchestrator picks it up automatically, so nothing to do unless a job fails with 'Logon failure'.""")
la("""# Miljövariabler för fakturaroboten (exempel)
FORTNOX_CLIENT_SECRET=
FORTNOX_CLIENT_ID=Kx7pQ2mN9vL4
SMTP_ANVANDARE=faktura@snickeri.se""")
la("""// Deluge (Zoho Creator)
resp = invokeurl [ url: "https://www.zohoapis.in/books/v3/invoices?organization_id=60012345678" type: GET connection: "zbooks_conn" ];
info resp.get("page_context");""")
la("""$ python sync_timesheets.py --sheet 4583173393803140
SMARTSHEET_ACCESS_TOKEN not set; reading from keyring entry 'smartsheet/timesheets'
Fetched 212 rows from 'Tidrapport v48'""")
la("""n8n > Credentials > Header Auth "PandaDoc prod"
Name:  Authorization
Value: ••••••••••••••••••••••••••••••••
Credential id: {0}""", r(16, ALNUM))
la("""ok, the Excel file isn't password-protected any more; we moved the payroll sheet into a SharePoint library with restricted permissions, so nobody needs to share a file password.""")
la("""function onFormSubmit(e) {
  UrlFetchApp.fetch('https://n8n.kontor.se/webhook/{0}', {
    method: 'post',
    payload: JSON.stringify(e.namedValues)
  });
}""", uuid4())
la("""AutomateC.exe /sso /getcredential "Bank_SFTP"
Credential: Bank_SFTP  Type: General  Username: bankfiler  Expires: 2027-06-30  Password: <hidden>""")
la("""// Synk från Notion-databasen "Projekt" till fliken Översikt
const NOTION_HEADERS = {
  'Authorization': 'Bearer ' + PropertiesService.getScriptProperties().getProperty('NOTION_TOKEN'),
  'Notion-Version': '2022-06-28'
};""")
la("""curl -H "Authorization: Bearer $UIPATH_TOKEN" -H "X-UIPATH-OrganizationUnitId: 412" "https://cloud.uipath.com/acmeab/DefaultTenant/orchestrator_/odata/Queues?$top=5"
{"@odata.count":5,"value":[{"Name":"AP_Invoices","Key":"{0}"}]}""", uuid4())
la("""// Code by Zapier: Typeform response id {0}, form id {1}
output = {formUrl: `https://form.typeform.com/to/${inputData.formId}`};""", r(32, LOWER_NUM), r(8, ALNUM))
la("""[11:05] अमित: Power Automate के SMTP कनेक्शन का पासवर्ड क्या रखा था?
[11:06] नेहा: वो Key Vault में है (smtp-flow-relay), port 587 है, SSL ऑन रखना।""")

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
