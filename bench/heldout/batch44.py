r"""Held-out batch 44: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format);
(2) lines 1-130 of bench/heldout/batch19.py (its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged); (3) the
Theme paragraphs of the earlier batches, through grep; (4) the kind names earlier batches
pass to add() and add_split(), through grep. No other file of the repository was opened.

Theme: research, education, health and public-sector software as a coding agent's
session holds it. New kinds under "sci/": clinical and health integrations (Mirth Connect
channel XML, mirth.properties keystore passwords, mccommand flags, configuration maps and
JavaScript transformers, Iguana Lua database connects, HL7 v2 MSH-8 security fields and
HTTP Sender logs, SMART-on-FHIR client secrets and private JWKs, HAPI FHIR application
yaml, hapi-fhir-cli basic auth, Oracle Health and Epic sandbox secrets, Allscripts Unity
service passwords, Redox secrets, Azure Health Data Services service principals, Orthanc
registered users and DICOMweb peers, dcm4chee compose files, DCMTK TLS key passwords,
OpenEMR sqlconf, OpenMRS runtime properties, DHIS2 dhis.conf, XNAT and OpenClinica);
learning platforms (Canvas access tokens, developer keys, LTI 1.1 shared secrets and
database.yml, Moodle wstoken, config.php and CLI password resets, Blackboard REST app
secrets, LTI 1.3 tool private keys, Brightspace, Kaltura admin secrets, Open edX lms.yml);
research tooling (REDCap tokens in R, Python, Julia, curl and database.php, Qualtrics,
LimeSurvey RemoteControl, Zotero, ORCID, OSF, NCBI Entrez keys, Globus confidential
clients, Slurm slurmdbd and munge keys, PBS qsub variables, iRODS, ENA Webin and Aspera,
SRA FTP preload, Dataverse, Zenodo, figshare, Elsevier, Semantic Scholar, LabKey,
Benchling, BaseSpace, OMERO, Galaxy, JupyterHub, Nextflow Tower, Copernicus CDS,
Earthdata netrc, NOAA CDO, Synapse, GDC, PhysioNet, EGA, lab instrument alert configs);
open-data and government portals (ckanapi flags, ckan.ini, sodapy, tidycensus, BLS, FRED,
api.data.gov, IPUMS, GENESIS-Online); statistics code (.Renviron, .Rprofile, DBI/odbc,
keyring, rsconnect account secrets, httr2, Stata httpproxypw and ODBC strings, SAS libname,
PWENCODE, authinfo and signon, MATLAB database and weboptions, SPSS GET DATA, Jupyter cells)
and split values in R, MATLAB, Stata and chat. Look-alikes hold the same files with
environment references, placeholders and masks, and the identifiers this world is full of:
DOIs, ORCID iDs, PubMed and PMC ids, SRA, ENA, GEO, GSA and BioProject accessions, NCT
ids, study and subject ids, DICOM UIDs and AE titles, HL7 control ids, FHIR ids, REDCap
record ids, Zotero item keys, Galaxy encoded ids, Semantic Scholar paper ids, git-annex
keys, dataset checksums, public JWKs and fingerprints, public demo keys labelled public,
de-identified and masked values and prose about credentials. Mostly English, with some
German and Chinese texts.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(44_2026_12_07)
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
WORDS = [
    "pipette", "cohort", "lancet", "tundra", "beagle", "zebrafish", "vortex", "plasma",
    "maple", "orchid", "harbor", "quokka", "saffron", "glacier", "rhombus", "mitosis",
    "walrus", "falcon", "lantern", "marzipan", "kestrel", "biscuit", "nebula", "petri",
    "cortex", "helix", "tabby", "meadow", "copper", "willow",
]
DE_WORDS = ["Sonnenblume", "Schraube", "Kaffeetasse", "Wanderweg", "Regenbogen", "Eichhorn"]
LEET = str.maketrans("aeios", "43105")


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak."""
    a, b = _rng.sample(WORDS, 2)
    style = _rng.randrange(5)
    if style == 0:
        return a.capitalize() + b.capitalize() + r(2, DIGITS) + _rng.choice("!#%*")
    if style == 1:
        return a.translate(LEET) + _rng.choice("_-.") + b + r(3, DIGITS)
    if style == 2:
        return a + _rng.choice("!*+") + r(4, DIGITS) + b.upper()[:3]
    if style == 3:
        return "-".join([a, b, _rng.choice(WORDS)]) + r(1, DIGITS)
    return a.capitalize() + "@" + r(4, DIGITS) + b.translate(LEET)


def depw() -> str:
    return _rng.choice(DE_WORDS) + r(2, DIGITS) + _rng.choice("!?#") + _rng.choice(DE_WORDS).lower()


def md5() -> str:
    return r(32, HEX)


def sha256() -> str:
    return r(64, HEX)


def orcid() -> str:
    """An ORCID iD with a valid ISO 7064 11,2 check character."""
    base = "000" + r(1, "0123") + r(11, DIGITS)
    total = 0
    for ch in base:
        total = (total + int(ch)) * 2
    check = (12 - total % 11) % 11
    c = "X" if check == 10 else str(check)
    s = base + c
    return "-".join([s[0:4], s[4:8], s[8:12], s[12:16]])


def dicom_uid() -> str:
    return "1.2.840.113619.2." + ".".join(str(_rng.randint(1, 99999)) for _ in range(5))


def pem_body(n_lines: int) -> str:
    raw = base64.b64encode(_rng.randbytes(48 * n_lines)).decode()
    return "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))


# ============================================================ SECRETS: clinical and health
add(
    "sci/mirth-channel-db-reader-password",
    """$ sed -n 38,56p channels/LAB_ORU_OUT.xml
  <sourceConnector version="4.4.2">
    <metaDataId>0</metaDataId>
    <name>sourceConnector</name>
    <properties class="com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties" version="4.4.2">
      <pollConnectorProperties version="4.4.2">
        <pollingType>INTERVAL</pollingType>
        <pollingFrequency>15000</pollingFrequency>
      </pollConnectorProperties>
      <driver>org.postgresql.Driver</driver>
      <url>jdbc:postgresql://lis-db01.internal:5432/labresults</url>
      <username>mirth_ro</username>
      <password>{0}</password>
      <select>SELECT * FROM pending_oru WHERE sent_flag = false ORDER BY created_at</select>
      <update>UPDATE pending_oru SET sent_flag = true WHERE id = ${id}</update>
      <useScript>false</useScript>
      <aggregateResults>false</aggregateResults>
      <cacheResults>true</cacheResults>
      <keepConnectionOpen>true</keepConnectionOpen>""",
    pw(),
)

add(
    "sci/mirth-properties-keystore-storepass",
    """$ grep -n -A3 '^keystore' /opt/mirthconnect/conf/mirth.properties
21:keystore.path = ${dir.appdata}/keystore.jks
22:keystore.storepass = {0}
23:keystore.keypass = {0}
24:keystore.type = JCEKS""",
    r(12, ALNUM),
)

add(
    "sci/mirth-mccommand-p-flag",
    """agent@build-03:~/interfaces/mirth-channels$ ./mccommand -a https://mirth-test.hosp.local:8443 -u svc_deploy -p '{0}' -s deploy/import_all.txt
Connected to Mirth Connect server @ https://mirth-test.hosp.local:8443 (4.5.0)
Channel 'ADT_A08_TO_RIS' imported (id 6b1f0c2e-93b1-4b7e-8a0d-1f2e3d4c5b6a)
Channel 'LAB_ORU_OUT' imported (id a7d3e1c9-0b44-4f8e-9c21-77d05e6f1a38)
Channel 'RAD_ORM_IN' deployed
Disconnected from server.""",
    hpw(),
)

add(
    "sci/mirth-sftp-file-writer",
    """<destinationConnector>
  <name>Send to reference lab (SFTP)</name>
  <properties class="com.mirth.connect.connectors.file.FileDispatcherProperties" version="4.4.2">
    <scheme>SFTP</scheme>
    <schemeProperties class="com.mirth.connect.connectors.file.SftpSchemeProperties">
      <passwordAuth>true</passwordAuth>
      <keyAuth>false</keyAuth>
      <hostChecking>ask</hostChecking>
    </schemeProperties>
    <host>sftp.refpartner-labs.com/inbound/hl7</host>
    <outputPattern>ORM_${message.messageId}.hl7</outputPattern>
    <anonymous>false</anonymous>
    <username>hosp_hl7</username>
    <password>{0}</password>
    <timeout>10000</timeout>
    <secure>true</secure>""",
    pw(),
)


add(
    "sci/mirth-js-transformer-db-connection",
    """// Destination 2 - Transformer step "Lookup attending"
var dbConn;
try {
    dbConn = DatabaseConnectionFactory.createDatabaseConnection(
        'net.sourceforge.jtds.jdbc.Driver',
        'jdbc:jtds:sqlserver://emr-sql02.hosp.local:1433/EMR',
        'mirth_svc',
        '{0}');
    var rs = dbConn.executeCachedQuery("SELECT npi FROM providers WHERE prov_id = '" + msg['PV1']['PV1.7']['PV1.7.1'].toString() + "'");
    if (rs.next()) { channelMap.put('attendingNpi', rs.getString('npi')); }
} finally {
    if (dbConn) { dbConn.close(); }
}""",
    pw(),
)

add(
    "sci/iguana-lua-db-connect",
    """-- main.lua  (Iguana 6 translator, channel "ADT to EMPI")
local conn = db.connect{
   api=db.SQL_SERVER,
   name='EMPI_PROD',
   user='iguana_empi',
   password='{0}',
   use_unicode=true,
   live=true
}

function main(Data)
   local Msg, Name = hl7.parse{vmd='adt.vmd', data=Data}
   if Name == 'ADT' then
      conn:merge{data=MapPatient(Msg), live=true}
   end
end""",
    hpw(),
)

add(
    "sci/hl7-msh8-security-field",
    r"""2026-12-07 09:14:22,118 DEBUG [ADT_IN] received 412 bytes from 10.20.4.17:51322
2026-12-07 09:14:22,119 DEBUG [ADT_IN] partner profile STJOSEPH requires shared secret in MSH-8 (Security)
MSH|^~\&|EPIC|STJOSEPH|IGUANA|MAINHOSP|20261207091422|{0}|ADT^A04^ADT_A01|MSG00048213|P|2.5.1
EVN|A04|20261207091400
PID|1||TEST0001^^^STJOSEPH^MR||ZZTEST^PATIENT||19800101|F
PV1|1|O|CLINIC^^^STJOSEPH||||1234567890^WELBY^MARCUS
2026-12-07 09:14:22,131 INFO  [ADT_IN] MSH-8 accepted, ACK AA sent (MSA|AA|MSG00048213)""",
    r(6, UPPER) + r(4, DIGITS),
)

add(
    "sci/hl7-http-sender-basic-log",
    """[2026-12-07 11:02:45,510] DEBUG (com.mirth.connect.connectors.http.HttpDispatcher:312): HTTP Sender request
POST /hl7/inbound HTTP/1.1
Host: hie-gateway.state-hie.example.org
Content-Type: application/hl7-v2; charset=UTF-8
Authorization: Basic {0}
Content-Length: 1187
[2026-12-07 11:02:45,702] DEBUG (com.mirth.connect.connectors.http.HttpDispatcher:355): response 202 Accepted""",
    base64.b64encode(("mainhosp_hl7:" + pw()).encode()).decode(),
)

add(
    "sci/smart-launch-client-secret-json",
    """{
  "fhirBaseUrl": "https://fhir.sandbox.examplehealth.org/r4",
  "clientId": "c8f1d7e2-5b3a-4c9e-9f0a-6d2b8e4a1c73",
  "clientSecret": "{0}",
  "scope": "launch/patient patient/*.read openid fhirUser offline_access",
  "redirectUri": "http://localhost:4200/callback",
  "pkce": true
}""",
    b64url(48),
)

_x, _y = b64url(32), b64url(32)
add(
    "sci/smart-backend-private-jwk-d",
    """$ cat keys/backend-services-jwks.private.json
{
  "keys": [
    {
      "kty": "EC",
      "crv": "P-384",
      "kid": "bulk-export-2026-11",
      "use": "sig",
      "alg": "ES384",
      "x": "{1}",
      "y": "{2}",
      "d": "{0}"
    }
  ]
}""",
    b64url(48),
    _x,
    _y,
)

add(
    "sci/hapi-fhir-application-yaml",
    """spring:
  datasource:
    url: 'jdbc:postgresql://hapi-db:5432/hapi'
    username: hapi
    password: {0}
    driverClassName: org.postgresql.Driver
  jpa:
    properties:
      hibernate.dialect: ca.uhn.fhir.jpa.model.dialect.HapiFhirPostgresDialect
hapi:
  fhir:
    fhir_version: R4
    bulk_export_enabled: true
    cors:
      allowed_origin:
        - 'https://app.example-research.org'""",
    hpw(),
)

add(
    "sci/hapi-fhir-cli-basic-auth",
    """$ ./hapi-fhir-cli upload-terminology -d Loinc_2.77.zip -v r4 -t http://fhir-term.lab.local:8080/fhir -u http://loinc.org --basic-auth termadmin:{0}
2026-12-07 14:01:12.004 [main] INFO  c.u.f.c.UploadTerminologyCommand Adding ZIP file: Loinc_2.77.zip
2026-12-07 14:01:12.977 [main] INFO  c.u.f.c.UploadTerminologyCommand Beginning upload - This may take a while...""",
    pw(),
)

add(
    "sci/fhir-bearer-curl",
    """curl -s -H "Authorization: Bearer {0}" -H "Accept: application/fhir+json" \\
  "https://fhir-ehr.sandbox.example-ehr.com/r4/Patient?identifier=urn:oid:1.2.36.146.595.217.0.1|12345&_count=5" | jq '.total'
3""",
    r(40, ALNUM) + "." + r(22, URLSAFE),
)

add(
    "sci/oracle-health-system-client-secret-env",
    """# .env.sandbox  -- Oracle Health (Cerner) code console, system account "bulk-export-poc"
CERNER_FHIR_BASE=https://fhir-ehr-code.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d
CERNER_TOKEN_URL=https://authorization.cerner.com/tenants/ec2458f2-1e24-41c8-b71b-0e701af7583d/protocols/oauth2/profiles/smart-v1/token
CERNER_SYSTEM_CLIENT_ID={1}
CERNER_SYSTEM_CLIENT_SECRET={0}
CERNER_SCOPES="system/Patient.read system/Observation.read\"""",
    r(32, LOWER_NUM),
    uuid4(),
)

add(
    "sci/allscripts-unity-svc-password",
    """<appSettings>
    <add key="UnityEndpoint" value="https://tw171.open.allscripts.com/Unity/UnityService.svc/json" />
    <add key="UnityAppName" value="Hosp.ResultsBridge.TestApp" />
    <add key="UnitySvcUsername" value="Hosp-ResultsBridge-test" />
    <add key="UnitySvcPassword" value="{0}" />
    <add key="UnityEhrUser" value="jmedici" />
    <add key="PollIntervalSeconds" value="60" />
</appSettings>""",
    pw(),
)

add(
    "sci/redox-legacy-source-secret",
    """// src/redox/client.ts
import { RedoxClient } from "./redox-client";

export const redox = new RedoxClient({
  apiKey: process.env.REDOX_API_KEY!,
  // TODO(jk): pull from secrets manager before go-live
  secret: "{0}",
  sourceId: "3d5bc0c0-6d2e-4a43-a7c9-5b8f3d0f1e22",
  destinationId: "af394f14-b34a-464f-8d24-895f370af4c9",
});""",
    r(40, ALNUM),
)

add(
    "sci/azure-health-data-services-sp",
    """PS C:\\src\\fhir-loader> az login --service-principal -u 9f2c4d1e-7a6b-4c3d-8e9f-0a1b2c3d4e5f -p "{0}" --tenant 72f988bf-86f1-41af-91ab-2d7cd011db47
[
  {
    "cloudName": "AzureCloud",
    "name": "Clinical Research Dev",
    "state": "Enabled",
    "user": { "name": "9f2c4d1e-7a6b-4c3d-8e9f-0a1b2c3d4e5f", "type": "servicePrincipal" }
  }
]
PS C:\\src\\fhir-loader> az account get-access-token --resource https://crdev-fhir.fhir.azurehealthcareapis.com --query expiresOn""",
    r(3, ALNUM) + "8Q~" + r(34, ALNUM + "._-"),
)

add(
    "sci/orthanc-registered-users",
    """  // Orthanc.json (research PACS mirror)
  "Name" : "ORTHANC_RESEARCH",
  "DicomAet" : "ORTH_RSCH",
  "DicomPort" : 4242,
  "RemoteAccessAllowed" : true,
  "AuthenticationEnabled" : true,
  "RegisteredUsers" : {
    "radadmin" : "{0}"
  },
  "DicomModalities" : {
    "ct-scanner-1" : [ "CT01_AE", "10.40.2.11", 104 ]
  },""",
    hpw(),
)

add(
    "sci/orthanc-dicomweb-peer-password",
    """  "DicomWeb" : {
    "Enable" : true,
    "Root" : "/dicom-web/",
    "Servers" : {
      "pacs-main" : {
        "Url" : "https://pacs.hosp.local/dicom-web/",
        "Username" : "orthanc-bridge",
        "Password" : "{0}",
        "HasDelete" : false
      }
    }
  }""",
    pw(),
)

add(
    "sci/dcm4chee-compose-ldap-rootpass",
    """services:
  ldap:
    image: dcm4che/slapd-dcm4chee:2.6.6-33.0
    environment:
      LDAP_ROOTPASS: {0}
      STORAGE_DIR: /storage/fs1
  db:
    image: dcm4che/postgres-dcm4chee:16.4-33
    environment:
      POSTGRES_DB: pacsdb
      POSTGRES_USER: pacs
      POSTGRES_PASSWORD: ${PACS_DB_PASSWORD}
  arc:
    image: dcm4che/dcm4chee-arc-psql:5.33.0
    ports: ["8080:8080", "11112:11112"]""",
    hpw(),
)

add(
    "sci/dcmtk-storescu-use-passwd",
    """$ storescu --tls-aes +tls certs/research-client.key certs/research-client.pem --use-passwd {0} \\
    +cf certs/pacs-ca.pem -aet RSCH_SCU -aec PACS_ARCH pacs.hosp.local 2762 +sd export/STUDY_0412/
I: Requesting Association
I: Association Accepted (Max Send PDV: 16372)
I: Sending file: export/STUDY_0412/IM000001.dcm""",
    hpw(),
)

add(
    "sci/openemr-sqlconf-php",
    """<?php
//  OpenEMR
//  MySQL Config

global $disable_utf8_flag;
$disable_utf8_flag = false;

$host   = 'localhost';
$port   = '3306';
$login  = 'openemr';
$pass   = '{0}';
$dbase  = 'openemr';
$db_encoding = 'utf8mb4';

$sqlconf = array();
global $sqlconf;
$config = 1; /////////////""",
    pw(),
)

add(
    "sci/openmrs-runtime-properties",
    r"""#Auto generated by OpenMRS initialization wizard
#Mon Dec 07 08:12:40 UTC 2026
module.allow_web_admin=true
connection.url=jdbc\:mysql\://localhost\:3306/openmrs?autoReconnect\=true&sessionVariables\=default_storage_engine%3DInnoDB&useUnicode\=true&characterEncoding\=UTF-8
connection.username=openmrs_user
connection.password={0}
auto_update_database=false
application_data_directory=/openmrs/data""",
    r(14, ALNUM),
)

add(
    "sci/dhis2-conf-connection-password",
    """# ----------------------------------------------------------------------
# Database connection  (/opt/dhis2/dhis.conf)
# ----------------------------------------------------------------------
connection.dialect = org.hibernate.dialect.PostgreSQLDialect
connection.driver_class = org.postgresql.Driver
connection.url = jdbc:postgresql:dhis2
connection.username = dhis
connection.password = {0}

# Server base URL
server.base.url = https://hmis.moh.example.gov
server.https = on""",
    hpw(),
)

add(
    "sci/german-kis-hl7-password-prose",
    """Hallo zusammen,
für die neue HL7-Schnittstelle Labor -> KIS (ORBIS) hier die Zugangsdaten zum Kommunikationsserver:
Benutzer: hl7_labor
Passwort: {0}
Port 2575 auf kis-komm01, MLLP ohne TLS im internen Netz. Bitte nur in den Passwort-Tresor übernehmen und nicht ins Ticket kopieren.
Viele Grüße, Sabine (IT Medizintechnik)""",
    depw(),
)

add(
    "sci/ehr-sandbox-secret-chat",
    """user: ok the athenahealth preview sandbox finally approved us. practice 195900, client id 0oa{1}, secret is {0} — can you wire it into the token fetch in scripts/athena_pull.py and run it once against preview?""",
    r(40, URLSAFE),
    r(17, ALNUM),
)

add(
    "sci/epic-nonprod-client-secret-powershell",
    """PS> $env:EPIC_FHIR_BASE = "https://fhir.epic.example-hosp.org/interconnect-fhir-nonprd/api/FHIR/R4"
PS> $env:EPIC_CLIENT_ID = "a6e2f1d0-3b7c-4e8a-9d1f-2c3b4a5e6f70"
PS> $env:EPIC_CLIENT_SECRET = "{0}"
PS> python .\\tools\\epic_smoke.py --patient eQ3.Tk8Y1rN2sXd0vD9wPfA3
token: ok (expires_in=3600)  Patient.read: 200""",
    b64(64),
)

add(
    "sci/xnatpy-connect-password",
    """import xnat

with xnat.connect('https://xnat.neuroimaging.example.edu', user='pipeline_bot', password='{0}') as session:
    project = session.projects['ADNI_LOCAL']
    for subject in project.subjects.values():
        print(subject.label, len(subject.experiments))""",
    pw(),
)


# ============================================================ SECRETS: learning platforms
add(
    "sci/canvas-access-token-curl",
    """$ curl -s -H "Authorization: Bearer {0}" \\
    "https://canvas.instructure.example.edu/api/v1/courses/48213/enrollments?type[]=StudentEnrollment&per_page=100" | jq length
100""",
    "10~" + r(64, ALNUM),
)

add(
    "sci/canvas-external-tool-shared-secret",
    """curl -X POST "https://canvas.example.edu/api/v1/accounts/1/external_tools" \\
  -H "Authorization: Bearer $CANVAS_ADMIN_TOKEN" \\
  -F 'name=Lab Notebook LTI' \\
  -F 'privacy_level=name_only' \\
  -F 'consumer_key=labnotebook-prod' \\
  -F 'shared_secret={0}' \\
  -F 'config_type=by_url' \\
  -F 'config_url=https://labnotebook.example.edu/lti/config.xml'""",
    r(32, HEX),
)

add(
    "sci/canvas-developer-key-secret-python",
    """# settings_local.py  (course-analytics)
CANVAS_BASE_URL = "https://canvas.example.edu"
CANVAS_DEV_KEY_ID = "170000000000317"
CANVAS_DEV_KEY_SECRET = "{0}"
CANVAS_REDIRECT_URI = "https://analytics.example.edu/oauth/canvas/callback"
CANVAS_SCOPES = ["url:GET|/api/v1/courses", "url:GET|/api/v1/courses/:course_id/students"]""",
    r(64, ALNUM),
)


add(
    "sci/moodle-wstoken-access-log",
    """10.8.0.14 - - [07/Dec/2026:07:31:02 +0100] "GET /webservice/rest/server.php?wstoken={0}&wsfunction=core_enrol_get_enrolled_users&courseid=3312&moodlewsrestformat=json HTTP/1.1" 200 48213 "-" "python-requests/2.32.3"
10.8.0.14 - - [07/Dec/2026:07:31:04 +0100] "GET /webservice/rest/server.php?wsfunction=core_course_get_contents&courseid=3312&moodlewsrestformat=json HTTP/1.1" 200 912 "-" "python-requests/2.32.3\"""",
    r(32, HEX),
)

add(
    "sci/moodle-config-php-dbpass",
    """<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'db.lms.uni-beispiel.de';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '{0}';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array('dbpersist' => 0, 'dbport' => 5432);

$CFG->wwwroot   = 'https://moodle.uni-beispiel.de';
$CFG->dataroot  = '/var/moodledata';""",
    depw(),
)

add(
    "sci/moodle-cli-reset-password",
    """root@lms-app01:/var/www/moodle# sudo -u www-data /usr/bin/php admin/cli/reset_password.php --username=admin --password='{0}' --ignore-password-policy
Password changed""",
    hpw(),
)

add(
    "sci/moodle-token-german-prose",
    """Kurze Info zum Campus-Sync: der Moodle-Webservice-Benutzer ist ws_campus_sync, das Token dazu lautet {0} (Dienst "Campus Sync", gültig bis Ende des Wintersemesters). Bitte im Skript nicht hart codieren, sondern aus der Umgebungsvariable lesen.""",
    r(32, HEX),
)

add(
    "sci/blackboard-rest-app-secret",
    """import requests

BB = "https://learn.example.edu"
resp = requests.post(
    f"{BB}/learn/api/public/v1/oauth2/token",
    auth=("d128e50d-c91e-47d3-a97e-9d0c8a77fb5e", "{0}"),
    data={"grant_type": "client_credentials"},
    timeout=30,
)
resp.raise_for_status()
token = resp.json()["access_token"]""",
    r(32, ALNUM),
)

add(
    "sci/lti13-tool-private-key-pem",
    """$ cat configs/lti/private.key
-----BEGIN PRIVATE KEY-----
{0}
-----END PRIVATE KEY-----
$ cat configs/lti/tool.json | jq '."https://canvas.example.edu"[0].client_id'
"170000000000412\"""",
    pem_body(8),
)

add(
    "sci/brightspace-oauth-client-secret-yaml",
    """# config/brightspace.yml
brightspace:
  host: https://learn.example-college.ca
  le_version: "1.74"
  oauth:
    client_id: 7d3b2a1c-9e8f-4a6b-b5c4-d3e2f1a0b9c8
    client_secret: {0}
    scope: "core:*:* enrollment:orgunit:read grades:gradevalues:read"
    redirect_uri: https://gradesync.example-college.ca/auth/callback""",
    b64url(32),
)

add(
    "sci/kaltura-admin-secret-php",
    """$config = new KalturaConfiguration(2741091);
$config->setServiceUrl('https://www.kaltura.com');
$client = new KalturaClient($config);
$ks = $client->session->start(
    "{0}",
    "mediaspace-sync@example.edu",
    KalturaSessionType::ADMIN,
    2741091,
    86400,
    "disableentitlement");
$client->setKs($ks);""",
    r(32, HEX),
)

add(
    "sci/openedx-lms-yml-jwt-secret",
    """# /edx/etc/lms.yml  (excerpt)
JWT_AUTH:
  JWT_AUDIENCE: lms-key
  JWT_ISSUER: https://courses.example-mooc.org/oauth2
  JWT_SECRET_KEY: {0}
  JWT_SIGNING_ALGORITHM: RS512
  JWT_PRIVATE_SIGNING_JWK: null
LMS_BASE: courses.example-mooc.org
PLATFORM_NAME: Example MOOC""",
    r(48, ALNUM),
)

add(
    "sci/chinese-lti-shared-secret-prose",
    """教务处那边把 LTI 1.1 的配置发过来了：consumer key 是 jwc-lab-tool，共享密钥是 {0}。你帮我把它写进服务器的环境变量里，别提交到仓库，下周一要在学习平台上联调。""",
    r(24, ALNUM),
)

add(
    "sci/turnitin-lti-secret-prose",
    """From: Turnitin Support <support@turnitin.example>
Subject: Re: Case 04812277 - LTI 1.1 sandbox

Hi Dana,
Your sandbox integration is enabled. Account ID 118842, shared key (secret): {0}
Enter this under Admin > Integrations > LTI in the Turnitin admin console and on the tool configuration in your LMS.""",
    r(16, ALNUM),
)

# ============================================================ SECRETS: research tooling
add(
    "sci/redcap-token-r-script",
    """library(REDCapR)
library(dplyr)

uri   <- "https://redcap.med.example.edu/api/"
token <- "{0}"   # TODO move to .Renviron before the commit
ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "labs"))$data
ds |> count(redcap_event_name)""",
    r(32, UPPER_HEX),
)



add(
    "sci/redcap-database-php",
    """<?php
//********************************************************************************************************************
// MYSQL DATABASE CONNECTION:
// Replace the values inside the single quotes below with the values for your MySQL configuration.
//********************************************************************************************************************

$hostname   = 'redcap-db.internal';
$db         = 'redcap';
$username   = 'redcap_app';
$password   = '{0}';

// db_ssl_ca, db_ssl_cert etc. left empty (connection is inside the VPC)""",
    pw(),
)

add(
    "sci/qualtrics-x-api-token",
    """import requests

DATACENTER = "iad1"
SURVEY_ID = "SV_3q8XyZa7bCdEfGh"
headers = {
    "X-API-TOKEN": "{0}",
    "Content-Type": "application/json",
}
r = requests.post(f"https://{DATACENTER}.qualtrics.com/API/v3/surveys/{SURVEY_ID}/export-responses",
                  headers=headers, json={"format": "csv"})
print(r.json()["result"]["progressId"])""",
    r(40, ALNUM),
)

add(
    "sci/qualtrics-r-api-credentials",
    """> library(qualtRics)
> qualtrics_api_credentials(api_key = "{0}",
+                           base_url = "ca1.qualtrics.com",
+                           install = TRUE, overwrite = TRUE)
Your Qualtrics key and base URL have been stored in your .Renviron.
To use now, restart R or run `readRenviron("~/.Renviron")`""",
    r(40, ALNUM),
)

add(
    "sci/limesurvey-remotecontrol-json",
    """POST /index.php/admin/remotecontrol HTTP/1.1
Host: survey.example-institute.org
Content-Type: application/json

{"method": "get_session_key", "params": ["api_export", "{0}"], "id": 1}

HTTP/1.1 200 OK
{"id":1,"result":"s7yq2f9w3k1m8x0b4n6v5c2z1a9d3e7r","error":null}""",
    hpw(),
)

add(
    "sci/zotero-pyzotero-key",
    """from pyzotero import zotero

LIBRARY_ID = "4581223"
zot = zotero.Zotero(LIBRARY_ID, "group", "{0}")
items = zot.top(limit=25)
for it in items:
    print(it["key"], it["data"].get("DOI", ""), it["data"]["title"][:60])""",
    r(24, ALNUM),
)

add(
    "sci/orcid-client-credentials-curl",
    """$ curl -i -H "Accept: application/json" \\
    -d 'client_id=APP-7K2M9Q4R1T6W3X8Z' \\
    -d 'client_secret={0}' \\
    -d 'scope=/read-public' -d 'grant_type=client_credentials' \\
    https://sandbox.orcid.org/oauth/token
HTTP/1.1 200 OK""",
    uuid4(),
)


add(
    "sci/osfr-auth",
    """# analysis/00_download.R
library(osfr)
osf_auth("{0}")
proj <- osf_retrieve_node("x7k2m")
osf_ls_files(proj, path = "data/raw") |> osf_download(path = "data/raw", conflicts = "skip")""",
    r(70, ALNUM),
)

add(
    "sci/ncbi-entrez-biopython-key",
    """from Bio import Entrez

Entrez.email = "m.chen@example-lab.org"
Entrez.api_key = "{0}"
handle = Entrez.esearch(db="pubmed", term="CRISPR[Title] AND 2024[PDAT]", retmax=200)
record = Entrez.read(handle)
print(record["Count"])""",
    r(36, HEX),
)


add(
    "sci/globus-confidential-app-client",
    """import globus_sdk

CLIENT_ID = "5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"
client = globus_sdk.ConfidentialAppAuthClient(CLIENT_ID, "{0}")
authorizer = globus_sdk.ClientCredentialsAuthorizer(client, globus_sdk.TransferClient.scopes.all)
tc = globus_sdk.TransferClient(authorizer=authorizer)""",
    b64(32),
)


add(
    "sci/slurmdbd-conf-storagepass",
    """# /etc/slurm/slurmdbd.conf
AuthType=auth/munge
DbdHost=slurmdb01
DebugLevel=info
LogFile=/var/log/slurm/slurmdbd.log
PidFile=/var/run/slurmdbd.pid
SlurmUser=slurm
StorageType=accounting_storage/mysql
StorageHost=localhost
StorageUser=slurm
StoragePass={0}
StorageLoc=slurm_acct_db""",
    hpw(),
)

add(
    "sci/munge-key-ansible-b64",
    """# group_vars/hpc_nodes/vault.yml  (decrypted with ansible-vault view)
munge_key_b64: "{0}"
slurm_cluster_name: hydra""",
    b64(128),
)

add(
    "sci/pbs-qsub-v-variable",
    """$ qsub -q long -l select=1:ncpus=8:mem=32gb -v DB_HOST=cohort-db.hpc.local,DB_USER=etl,DB_PASS={0} jobs/run_etl.pbs
8812334.pbs-server01""",
    pw(),
)

add(
    "sci/sbatch-sshpass-rsync",
    """#!/bin/bash
#SBATCH --job-name=sync-microscope
#SBATCH --partition=transfer
#SBATCH --time=04:00:00
#SBATCH --output=logs/%x-%j.out

module load rsync
sshpass -p '{0}' rsync -av --partial imaging@nas-lab07.bio.local:/export/confocal/2026-12/ /scratch/$USER/confocal/""",
    hpw(),
)

add(
    "sci/irods-python-session",
    """from irods.session import iRODSSession

with iRODSSession(host="irods.research.example.ac.uk", port=1247, user="pipeline",
                  password="{0}", zone="researchZone") as session:
    coll = session.collections.get("/researchZone/home/pipeline/run_2026_12")
    print([o.name for o in coll.data_objects])""",
    pw(),
)


add(
    "sci/ena-webin-cli-password",
    """$ java -jar webin-cli-8.1.0.jar -context reads -manifest manifests/sample_07.txt \\
      -userName Webin-61234 -password '{0}' -validate -submit
INFO : Submission(s) validated successfully.
INFO : The submission has been completed successfully. The following run accession was assigned to the submission: ERR13452210""",
    hpw(),
)


add(
    "sci/sra-preload-ftp-lftp",
    """lftp -u subftp,'{0}' ftp-private.ncbi.nlm.nih.gov -e "cd uploads/a.kowalski_example.edu_q3Zt8Yw1; mkdir PRJNA1187723_batch2; cd PRJNA1187723_batch2; mput fastq/*.fastq.gz; bye\"""",
    r(10, ALNUM),
)

add(
    "sci/chinese-gsa-ftp-password",
    """GSA 数据上传说明（内部）：
FTP 地址 submit.big.ac.cn，用户名 gsa_lab_wang，密码 {0}
上传完成后在 GSA 页面选择 CRA 项目并关联 BioSample，文件 MD5 要一起填。""",
    pw(),
)

add(
    "sci/dataverse-api-key-header",
    """export SERVER_URL=https://dataverse.harvard.edu
curl -H "X-Dataverse-key:{0}" -X POST \\
  "$SERVER_URL/api/dataverses/epi-lab/datasets" --upload-file dataset.json""",
    uuid4(),
)

add(
    "sci/zenodo-access-token-params",
    """import requests
ACCESS_TOKEN = "{0}"
r = requests.post("https://zenodo.org/api/deposit/depositions",
                  params={"access_token": ACCESS_TOKEN}, json={})
bucket_url = r.json()["links"]["bucket"]""",
    r(60, ALNUM),
)


add(
    "sci/elsevier-scopus-apikey-header",
    """headers = {
    "X-ELS-APIKey": "{0}",
    "Accept": "application/json",
}
resp = requests.get("https://api.elsevier.com/content/search/scopus",
                    headers=headers, params={"query": "AF-ID(60012345)", "count": 25})""",
    r(32, HEX),
)

add(
    "sci/semantic-scholar-x-api-key",
    """const res = await fetch(
  `https://api.semanticscholar.org/graph/v1/paper/batch?fields=title,year,externalIds`,
  {
    method: "POST",
    headers: { "x-api-key": "{0}", "Content-Type": "application/json" },
    body: JSON.stringify({ ids: paperIds }),
  },
);""",
    r(40, ALNUM),
)

add(
    "sci/labkey-api-key",
    """from labkey.api_wrapper import APIWrapper

api = APIWrapper("labkey.core-lab.example.org", "Biobank/Freezers", use_ssl=True,
                 api_key="{0}")
rows = api.query.select_rows("samples", "Aliquots")["rows"]""",
    "apikey|" + r(32, HEX),
)


add(
    "sci/omero-config-set-db-pass",
    """omero@omero-srv:~$ omero config set omero.db.name omero_prod
omero@omero-srv:~$ omero config set omero.db.user omero
omero@omero-srv:~$ omero config set omero.db.pass '{0}'
omero@omero-srv:~$ omero admin restart""",
    hpw(),
)

add(
    "sci/galaxy-yml-id-secret",
    """galaxy:
  admin_users: galaxy-admin@bioinf.example.org
  database_connection: postgresql:///galaxy?host=/var/run/postgresql
  id_secret: {0}
  allow_user_creation: false
  require_login: true""",
    r(32, ALNUM),
)


add(
    "sci/jupyterhub-oauth-client-secret",
    """# /etc/jupyterhub/jupyterhub_config.py
c.JupyterHub.authenticator_class = "generic-oauth"
c.GenericOAuthenticator.client_id = "jupyterhub-hpc"
c.GenericOAuthenticator.client_secret = "{0}"
c.GenericOAuthenticator.oauth_callback_url = "https://jupyter.hpc.example.edu/hub/oauth_callback"
c.GenericOAuthenticator.authorize_url = "https://sso.example.edu/realms/research/protocol/openid-connect/auth\"""",
    r(32, ALNUM),
)

add(
    "sci/nextflow-tower-access-token",
    """// nextflow.config
tower {
  enabled = true
  accessToken = '{0}'
  workspaceId = '40230138858677'
}
process.executor = 'slurm'""",
    b64(48),
)

add(
    "sci/copernicus-cdsapirc",
    """$ cat ~/.cdsapirc
url: https://cds.climate.copernicus.eu/api
key: {0}""",
    uuid4(),
)

add(
    "sci/earthdata-netrc",
    """[jdoe@login01 ~]$ cat ~/.netrc
machine urs.earthdata.nasa.gov login jdoe_hydro password {0}
[jdoe@login01 ~]$ chmod 600 ~/.netrc && wget --load-cookies ~/.urs_cookies --save-cookies ~/.urs_cookies --keep-session-cookies https://e4ftl01.cr.usgs.gov/MOLT/MOD13Q1.061/""",
    hpw(),
)

add(
    "sci/noaa-cdo-token-r",
    """library(rnoaa)
stn <- ncdc(datasetid = "GHCND", stationid = "GHCND:USW00094728",
            startdate = "2025-01-01", enddate = "2025-12-31",
            datatypeid = "PRCP", limit = 1000,
            token = "{0}")""",
    r(32, string.ascii_letters),
)

add(
    "sci/synapse-config-authtoken",
    """$ cat ~/.synapseConfig
[authentication]
username = mrivera_lab
authtoken = {0}

[cache]
location = /scratch/mrivera/synapseCache""",
    jwt({"access": {"scope": ["view", "download"]}, "token_type": "PERSONAL_ACCESS_TOKEN", "iss": "https://repo-prod.prod.sagebase.org/auth/v1", "sub": "3461827"}),
)

add(
    "sci/gdc-x-auth-token-curl",
    """curl --remote-name --remote-header-name \\
  --header "X-Auth-Token: {0}" \\
  'https://api.gdc.cancer.gov/data/2b5f3c61-8a0d-4f4e-b3c2-1e7d9a6f0c45'""",
    r(140, ALNUM + "-_"),
)


add(
    "sci/pyega3-credentials-json",
    """$ cat ~/.ega/credentials.json
{"username": "j.schmidt@uni-beispiel.de", "password": "{0}", "client_secret": null}
$ pyega3 -cf ~/.ega/credentials.json files EGAD00001009871""",
    depw(),
)

add(
    "sci/instrument-alert-ini-smtp",
    """C:\\ProgramData\\PlateReaderSuite> type alerts.ini
[General]
Instrument=SpectraMax iD5 (SN 4219-0733)
NotifyOnRunComplete=1
[SMTP]
Server=smtp.office365.com
Port=587
UseTLS=1
User=core-lab-instruments@example.edu
Password={0}
To=corelab@example.edu""",
    hpw(),
)

# ============================================================ SECRETS: open data and government portals
add(
    "sci/ckanapi-cli-a-flag",
    """$ ckanapi action package_patch id=strassenbaumkataster-2026 \\
    notes="Aktualisiert am 07.12.2026" \\
    -r https://opendata.stadt-beispiel.de -a {0}
{
  "id": "5e2f7c3a-9b1d-4e8f-a6c2-0d4b3e1f7a95",
  "name": "strassenbaumkataster-2026",
  "metadata_modified": "2026-12-07T10:41:09.551238",""",
    jwt({"jti": r(43, URLSAFE), "iat": 1765103400}),
)

add(
    "sci/ckan-ini-secret-key",
    """## Session settings  (/etc/ckan/default/ckan.ini)
SECRET_KEY = {0}
beaker.session.secret = %(SECRET_KEY)s
WTF_CSRF_SECRET_KEY = %(SECRET_KEY)s
api_token.jwt.encode.secret = string:%(SECRET_KEY)s
api_token.jwt.decode.secret = string:%(SECRET_KEY)s
ckan.site_url = https://data.example-county.gov""",
    r(25, URLSAFE),
)

add(
    "sci/sodapy-socrata-password",
    """import os
from sodapy import Socrata

client = Socrata(
    "data.cityofchicago.org",
    os.environ["SOCRATA_APP_TOKEN"],
    username="etl-publisher@city.example.gov",
    password="{0}",
    timeout=60,
)
client.upsert("ab12-cd34", rows)""",
    hpw(),
)

add(
    "sci/tidycensus-api-key",
    """library(tidycensus)
census_api_key("{0}", install = TRUE)
acs <- get_acs(geography = "tract", variables = c(medinc = "B19013_001"),
               state = "MN", county = "Hennepin", year = 2023)""",
    r(40, HEX),
)

add(
    "sci/bls-registrationkey-json",
    """$ cat payload.json
{"seriesid": ["CUUR0000SA0", "LNS14000000"], "startyear": "2016", "endyear": "2026",
 "catalog": false, "calculations": true, "registrationkey": "{0}"}
$ curl -s -X POST -H 'Content-Type: application/json' -d @payload.json https://api.bls.gov/publicAPI/v2/timeseries/data/ | jq .status
"REQUEST_SUCCEEDED\"""",
    r(32, HEX),
)

add(
    "sci/api-data-gov-query-key",
    """GET https://api.nal.usda.gov/fdc/v1/foods/search?api_key={0}&query=cheddar%20cheese&dataType=Foundation&pageSize=25
200 OK (312 ms)""",
    r(40, ALNUM),
)

add(
    "sci/genesis-destatis-german-url",
    """# Tabelle 12411-0001 (Bevölkerung, Stichtag) als CSV holen – Zugang: Registrierung bei GENESIS-Online
wget -O bevoelkerung.csv "https://www-genesis.destatis.de/genesisWS/rest/2020/data/tablefile?username=DE4K7T2Q9M&password={0}&name=12411-0001&format=ffcsv&language=de\"""",
    depw(),
)

# ============================================================ SECRETS: statistics code
add(
    "sci/r-dbconnect-odbc-pwd",
    """con <- DBI::dbConnect(
  odbc::odbc(),
  Driver   = "ODBC Driver 18 for SQL Server",
  Server   = "cdw-sql.research.example.org",
  Database = "CohortWarehouse",
  UID      = "epi_reader",
  PWD      = "{0}",
  TrustServerCertificate = "yes"
)""",
    hpw(),
)

add(
    "sci/r-keyring-set-with-value",
    """> keyring::key_set_with_value(service = "redcap_prod", username = "mh_lab", password = "{0}")
> keyring::key_list("redcap_prod")
      service username
1 redcap_prod   mh_lab""",
    r(32, UPPER_HEX),
)

add(
    "sci/ipumsr-api-key",
    """# setup.R
library(ipumsr)
set_ipums_api_key("{0}", save = TRUE)
ext <- define_extract_micro("usa", "ACS 2022 income", samples = "us2022a",
                            variables = c("AGE", "SEX", "INCTOT"))""",
    r(56, HEX),
)

add(
    "sci/renviron-db-password",
    """$ cat ~/.Renviron
R_LIBS_USER=~/R/library/%v
RENV_PATHS_CACHE=/shared/renv-cache
MIMIC_DB_HOST=mimic-pg.hpc.local
MIMIC_DB_USER=analyst_07
MIMIC_DB_PASSWORD={0}
_R_CHECK_FORCE_SUGGESTS_=false""",
    hpw(),
)


add(
    "sci/stata-httpproxypw",
    """* profile.do  (network drive, loaded by all lab Stata sessions)
set httpproxy on
set httpproxyhost "proxy.med.example.edu"
set httpproxyport 3128
set httpproxyauth on
set httpproxyuser "jdoe"
set httpproxypw "{0}"
sysdir set PLUS "H:/ado/plus\"""",
    hpw(),
)

add(
    "sci/stata-odbc-connectionstring",
    """. odbc load, exec("SELECT person_id, index_date, outcome FROM cohort.v_analysis") ///
>     connectionstring("DRIVER={PostgreSQL Unicode};SERVER=ohdsi-db.example.org;PORT=5432;DATABASE=ohdsi;UID=stata_ro;PWD={0}") clear
(3 vars, 48,213 obs)""",
    pw(),
)

add(
    "sci/sas-libname-pwencode",
    """24   libname cdw oracle user=sas_etl password="{0}"
25        path=CDWPRD schema=ANALYTICS;
NOTE: Libref CDW was successfully assigned as follows:
      Engine:        ORACLE
      Physical Name: CDWPRD""",
    "{SAS002}" + r(32, UPPER_HEX),
)


add(
    "sci/matlab-database-password",
    """>> conn = database('CohortDB','analyst','{0}');
>> data = fetch(conn, 'SELECT subject_id, visit, fev1 FROM spirometry WHERE visit <= 4');
>> size(data)

ans =

        4812           3""",
    hpw(),
)

add(
    "sci/matlab-weboptions-password",
    """opts = weboptions('Username','redcap_bot','Password','{0}', ...
                  'Timeout',60,'ContentType','json');
meta = webread('https://redcap.example.edu/api/metadata', opts);""",
    pw(),
)

add(
    "sci/julia-redcap-config",
    """julia> using REDCap

julia> config = REDCap.Config("https://redcap.example-health.org/api/", "{0}");

julia> recs = export_records(config; format="csv");""",
    r(32, UPPER_HEX),
)

add(
    "sci/spss-get-data-odbc",
    """GET DATA
  /TYPE=ODBC
  /CONNECT='DSN=SurveyWarehouse;UID=spss_ro;PWD={0};APP=IBM SPSS Products: Statistics Common;'
  /SQL='SELECT resp_id, wave, q1, q2, q3 FROM panel.responses WHERE wave = 7'
  /ASSUMEDSTRWIDTH=255.
CACHE.
EXECUTE.""",
    hpw(),
)

add(
    "sci/jupyter-cell-environ-json",
    """{
 "cell_type": "code",
 "execution_count": 3,
 "metadata": {},
 "outputs": [],
 "source": [
  "import os\\n",
  "os.environ[\\"REDCAP_API_TOKEN\\"] = \\"{0}\\"\\n",
  "os.environ[\\"REDCAP_URL\\"] = \\"https://redcap.example.edu/api/\\"\\n"
 ]
}""",
    r(32, UPPER_HEX),
)

# ============================================================ SECRETS: split values
_rs_token, _rs_secret = r(32, UPPER_HEX), b64(30)
add_split(
    "sci/split-rsconnect-token-and-secret",
    """rsconnect::setAccountInfo(name='epi-lab-shiny',
                          token='{0}',
                          secret='{1}')""",
    _rs_token,
    _rs_secret,
)

_tok = r(32, UPPER_HEX)
add_split(
    "sci/split-r-paste0-redcap-token",
    """# split so the scanner stops complaining (sorry)
tok <- paste0("{0}",
              "{1}")
ds <- REDCapR::redcap_read_oneshot("https://redcap.example.edu/api/", tok)$data""",
    _tok[:16],
    _tok[16:],
)

_mp = hpw()
add_split(
    "sci/split-matlab-char-concat",
    """% db credentials (do not commit!)
pwPart1 = '{0}';
pwPart2 = '{1}';
conn = postgresql('lab_ro', [pwPart1 pwPart2], 'Server', 'labdb.example.edu', 'DatabaseName', 'assays');""",
    _mp[: len(_mp) // 2],
    _mp[len(_mp) // 2 :],
)

_cv = "10~" + r(64, ALNUM)
add_split(
    "sci/split-canvas-token-terminal-wrap",
    """$ echo $CANVAS_TOKEN
{0}
{1}
$ python sync_rosters.py --term 2026FA""",
    _cv[:40],
    _cv[40:],
)

_gl = r(32, UPPER_HEX)
add_split(
    "sci/split-chinese-redcap-two-messages",
    """[10:02] 李老师: REDCap 的 API token 前半段：{0}
[10:03] 李老师: 后半段：{1}，两段拼起来就行，项目是 PID 1842
[10:03] 李老师: 用完记得删掉聊天记录""",
    _gl[:16],
    _gl[16:],
)

# ============================================================ LOOK-ALIKES: clinical and health
la(
    """<destinationConnector>
  <name>Send to reference lab (SFTP)</name>
  <properties class="com.mirth.connect.connectors.file.FileDispatcherProperties" version="4.4.2">
    <scheme>SFTP</scheme>
    <host>${LAB_SFTP_HOST}/inbound/hl7</host>
    <outputPattern>ORM_${message.messageId}.hl7</outputPattern>
    <username>${LAB_SFTP_USER}</username>
    <password>${LAB_SFTP_PASS}</password>
    <timeout>10000</timeout>"""
)

la(
    """$ grep -n '^keystore' /opt/mirthconnect/conf/mirth.properties
21:keystore.path = ${dir.appdata}/keystore.jks
22:keystore.storepass = ${MP_KEYSTORE_STOREPASS}
23:keystore.keypass = ${MP_KEYSTORE_KEYPASS}
24:keystore.type = JCEKS
# both values come from the container environment (docker secret mirth_keystore), see README-ops.md"""
)

la(
    r"""MSH|^~\&|EPIC|STJOSEPH|IGUANA|MAINHOSP|20261207101503||ORU^R01^ORU_R01|{0}|P|2.5.1
PID|1||TEST0002^^^STJOSEPH^MR||ZZTEST^SECOND||19751231|M
OBR|1|ORD{1}|FIL{2}|24331-1^Lipid panel^LN|||20261207093000
OBX|1|NM|2093-3^Cholesterol [Mass/volume] in Serum or Plasma^LN||187|mg/dL|<200|N|||F""",
    "MSG" + r(8, DIGITS),
    r(7, DIGITS),
    r(7, DIGITS),
)

la(
    r"""MSH|^~\&|IGUANA|MAINHOSP|EPIC|STJOSEPH|20261207091422||ACK^A04^ACK|ACK{0}|P|2.5.1
MSA|AA|MSG00048213|Message accepted""",
    r(8, DIGITS),
)

la(
    """| Field  | Name                  | Usage at MAINHOSP                          |
|--------|-----------------------|--------------------------------------------|
| MSH-3  | Sending Application   | EPIC                                       |
| MSH-7  | Date/Time of Message  | YYYYMMDDHHMMSS, local time                 |
| MSH-8  | Security              | not used - leave empty (auth is done by VPN + IP allow-list) |
| MSH-10 | Message Control ID    | unique per message, echoed in MSA-2        |
| MSH-12 | Version ID            | 2.5.1                                      |"""
)

la(
    """{
  "issuer": "https://auth.sandbox.examplehealth.org",
  "authorization_endpoint": "https://auth.sandbox.examplehealth.org/oauth2/authorize",
  "token_endpoint": "https://auth.sandbox.examplehealth.org/oauth2/token",
  "jwks_uri": "https://auth.sandbox.examplehealth.org/.well-known/jwks.json",
  "token_endpoint_auth_methods_supported": ["client_secret_basic", "private_key_jwt"],
  "scopes_supported": ["openid", "fhirUser", "launch", "launch/patient", "patient/*.read", "offline_access"],
  "capabilities": ["launch-ehr", "launch-standalone", "client-public", "client-confidential-symmetric", "context-ehr-patient", "sso-openid-connect"],
  "code_challenge_methods_supported": ["S256"]
}"""
)

la(
    """$ cat keys/backend-services-jwks.public.json   # served at https://research-app.example.org/.well-known/jwks.json
{
  "keys": [
    {
      "kty": "EC",
      "crv": "P-384",
      "kid": "bulk-export-2026-11",
      "use": "sig",
      "alg": "ES384",
      "x": "{0}",
      "y": "{1}"
    }
  ]
}""",
    b64url(48),
    b64url(48),
)

la(
    """{
  "resourceType": "Patient",
  "id": "{0}",
  "meta": { "versionId": "3", "lastUpdated": "2026-12-07T08:14:02.118+00:00" },
  "identifier": [
    { "system": "urn:oid:2.16.840.1.113883.19.5", "value": "SYN-{1}" }
  ],
  "name": [ { "family": "Synthetic", "given": [ "Test" ] } ],
  "gender": "female",
  "birthDate": "1980-01-01"
}""",
    uuid4(),
    r(6, DIGITS),
)

la(
    """HTTP/1.1 401 Unauthorized
WWW-Authenticate: Bearer error="invalid_token", error_description="The access token expired"
Content-Type: application/fhir+json

{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"login","diagnostics":"Token expired at 2026-12-07T09:00:00Z; request a new one from the token endpoint"}]}"""
)

la(
    """curl -s -H "Authorization: Bearer ${FHIR_TOKEN}" -H "Accept: application/fhir+json" \\
  "$FHIR_BASE/Observation?patient=$PATIENT_ID&category=laboratory&_count=50" | jq '.entry | length'"""
)

la(
    """spring:
  datasource:
    url: 'jdbc:postgresql://hapi-db:5432/hapi'
    username: hapi
    password: ${SPRING_DATASOURCE_PASSWORD}
    driverClassName: org.postgresql.Driver
hapi:
  fhir:
    fhir_version: R4
    server_address: https://fhir.example-research.org/fhir"""
)

la(
    """{
  "resourceType": "Bundle",
  "type": "transaction",
  "entry": [
    { "fullUrl": "urn:uuid:{0}", "resource": { "resourceType": "Patient", "id": "{1}" },
      "request": { "method": "PUT", "url": "Patient/{1}" } },
    { "fullUrl": "urn:uuid:{2}", "resource": { "resourceType": "Encounter", "status": "finished" },
      "request": { "method": "POST", "url": "Encounter" } }
  ]
}""",
    uuid4(),
    "pt-" + r(10, LOWER_NUM),
    uuid4(),
)

la(
    """# .env.sandbox.example  -- copy to .env.sandbox and fill in from the code console
# The tenant id below is Oracle Health's PUBLIC open sandbox tenant (documented), not a credential.
CERNER_FHIR_BASE=https://fhir-open.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d
CERNER_SYSTEM_CLIENT_ID=
CERNER_SYSTEM_CLIENT_SECRET=<from code console, never commit>"""
)

la(
    """  "Name" : "ORTHANC_RESEARCH",
  "DicomAet" : "ORTH_RSCH",
  "DicomPort" : 4242,
  "RemoteAccessAllowed" : false,
  "AuthenticationEnabled" : false,
  "RegisteredUsers" : { },
  "DicomModalities" : {
    "ct-scanner-1" : [ "CT01_AE", "10.40.2.11", 104 ],
    "mr-3t" : [ "MR3T_AE", "10.40.2.19", 104 ],
    "pacs-arch" : [ "PACS_ARCH", "pacs.hosp.local", 11112 ]
  },"""
)

la(
    """$ findscu -v -S -k QueryRetrieveLevel=STUDY -k StudyDate=20261201-20261207 -k ModalitiesInStudy=MR -k StudyInstanceUID -aec PACS_ARCH pacs.hosp.local 11112
I: Find Response: 1 (Pending)
I: (0008,0020) DA [20261203]                               #   8, 1 StudyDate
I: (0020,000d) UI [{0}]   # StudyInstanceUID
I: Find Response: 2 (Pending)
I: (0008,0020) DA [20261206]                               #   8, 1 StudyDate
I: (0020,000d) UI [{1}]   # StudyInstanceUID""",
    dicom_uid(),
    dicom_uid(),
)

la(
    """$ dcmdump +P 0008,0018 +P 0008,0050 +P 0010,0020 +P 0012,0062 export/STUDY_0412/IM000001.dcm
(0008,0018) UI [{0}]           #  SOPInstanceUID
(0008,0050) SH [ACC{1}]                                    #  AccessionNumber
(0010,0020) LO [DEID-{2}]                                  #  PatientID (pseudonym)
(0012,0062) CS [YES]                                       #  PatientIdentityRemoved""",
    dicom_uid(),
    r(8, DIGITS),
    r(6, UPPER_NUM),
)

la(
    """# deid/subject_map.csv (pseudonyms are HMAC-SHA256 of the MRN, truncated; the key lives in Vault at kv/deid/hmac and is NOT in this repo)
subject_id,site,enroll_year,mrn_hash
SUBJ-0001,NORTH,2024,{0}
SUBJ-0002,NORTH,2024,{1}
SUBJ-0003,SOUTH,2025,{2}""",
    sha256(),
    sha256(),
    sha256(),
)

la(
    """<?php
//  OpenEMR  MySQL Config  (docker image: values come from the environment)
$host   = getenv('MYSQL_HOST') ?: 'mysql';
$port   = '3306';
$login  = getenv('MYSQL_USER');
$pass   = getenv('MYSQL_PASS');
$dbase  = 'openemr';
$db_encoding = 'utf8mb4';"""
)

la(
    """Epic non-prod app registration (public fields only, from the App Orchard listing):
  Non-Production Client ID : {0}
  Redirect URI            : https://research-app.example.org/smart/callback
  FHIR base (non-prod)    : https://fhir.epic.example-hosp.org/interconnect-fhir-nonprd/api/FHIR/R4
  Auth method             : public client + PKCE (no client secret issued)""",
    uuid4(),
)

la(
    """connection.dialect = org.hibernate.dialect.PostgreSQLDialect
connection.driver_class = org.postgresql.Driver
connection.url = jdbc:postgresql:dhis2
connection.username = dhis
# connection.password is injected at start-up from the DHIS2_CONNECTION_PASSWORD env var (systemd EnvironmentFile=/etc/dhis2/env, mode 0600)
server.base.url = https://hmis.moh.example.gov"""
)

la(
    """Hallo Sabine,
danke – die Zugangsdaten für den Kommunikationsserver habe ich direkt im Passwort-Tresor (Ordner "Schnittstellen/Labor") hinterlegt, nicht im Ticket.
Der Kanal hl7_labor läuft jetzt auf Port 2575, MLLP, die ersten ADT A01/A08 kamen sauber an (MSH-10 LAB20261207-000118 bis -000142).
Gruß, Tobias"""
)

la(
    """$ openssl x509 -in certs/pacs-ca.pem -noout -subject -fingerprint -sha256
subject=C = DE, O = Universitaetsklinikum Beispiel, CN = PACS Internal CA
sha256 Fingerprint={0}""",
    ":".join(r(2, UPPER_HEX) for _ in range(32)),
)

la(
    """AE-Titel Übersicht Radiologie (Stand 12/2026)
Gerät            AE-Titel     Host           Port
CT Somatom       CT01_AE      10.40.2.11     104
MRT 3T Prisma    MR3T_AE      10.40.2.19     104
PACS-Archiv      PACS_ARCH    pacs.hosp.local 11112
Forschungs-PACS  ORTH_RSCH    10.40.9.5      4242
Hinweis: Zugangsdaten für die Web-Oberflächen stehen ausschließlich im Tresor."""
)

la(
    """Mirth Connect channel statistics (mirth-prod, 2026-12-07 12:00)
Channel            Id                                    Received  Filtered  Queued  Sent   Errored
ADT_A08_TO_RIS     {0}  18,412    311       0       18,101 0
LAB_ORU_OUT        {1}  9,877     0         4       9,873  0
RAD_ORM_IN         {2}  2,204     12        0       2,192  3""",
    uuid4(),
    uuid4(),
    uuid4(),
)

la(
    """import xnat, os

with xnat.connect('https://xnat.neuroimaging.example.edu',
                  user=os.environ['XNAT_USER'], password=os.environ['XNAT_PASS']) as session:
    exp = session.experiments['XNAT_E{0}']
    print(exp.label, exp.date, [s.type for s in exp.scans.values()])""",
    r(5, DIGITS),
)

la(
    """ClinicalTrials.gov records used for the feasibility table:
NCT0{0}  Phase 2  Recruiting   PEDS-ASTHMA
NCT0{1}  Phase 3  Completed    ELDER-HTN
EudraCT 2023-00{2}-31  (EU CT number 2024-51{3}-12-00)""",
    r(7, DIGITS),
    r(7, DIGITS),
    r(4, DIGITS),
    r(4, DIGITS),
)

# ============================================================ LOOK-ALIKES: learning platforms
la(
    """Canvas > Account > Settings > Approved Integrations
Purpose             Token (masked)      Last used            Expires
roster-sync         10~Xq2f...****      2026-12-07 06:00     2027-06-30
gradebook-export    10~7LmA...****      2026-12-01 18:44     never
(Full token values are shown only once, at creation time.)"""
)

la(
    """LTI 1.3 registration for Lab Notebook (Canvas developer key, values are public identifiers):
  Client ID            : 170000000000412
  Deployment ID        : 412:{0}
  Issuer               : https://canvas.instructure.com
  OIDC auth URL        : https://sso.canvaslms.com/api/lti/authorize_redirect
  Platform JWKS URL    : https://sso.canvaslms.com/api/lti/security/jwks
  Tool JWKS URL        : https://labnotebook.example.edu/lti/jwks.json""",
    sha(),
)

la(
    """POST /lti/launch HTTP/1.1
Host: labnotebook.example.edu
Content-Type: application/x-www-form-urlencoded

lti_message_type=basic-lti-launch-request&lti_version=LTI-1p0&resource_link_id={0}&oauth_consumer_key=labnotebook-prod&oauth_signature_method=HMAC-SHA1&oauth_timestamp=1765101062&oauth_nonce={1}&oauth_version=1.0&oauth_signature={2}""",
    r(32, HEX),
    r(32, ALNUM),
    b64(20).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"),
)

la(
    """<?php  // Moodle configuration file  (container build: secrets come from the environment)
$CFG->dbtype    = 'pgsql';
$CFG->dbhost    = getenv('MOODLE_DB_HOST');
$CFG->dbname    = 'moodle';
$CFG->dbuser    = getenv('MOODLE_DB_USER');
$CFG->dbpass    = getenv('MOODLE_DB_PASSWORD');
$CFG->prefix    = 'mdl_';
$CFG->wwwroot   = 'https://moodle.uni-beispiel.de';"""
)

la(
    """10.8.0.14 - - [07/Dec/2026:07:31:02 +0100] "GET /webservice/rest/server.php?wstoken=[FILTERED]&wsfunction=core_enrol_get_enrolled_users&courseid=3312&moodlewsrestformat=json HTTP/1.1" 200 48213 "-" "python-requests/2.32.3\""""
)

la(
    """Moodle web service quick test (docs/moodle-ws.md):

    curl "https://moodle.example.edu/webservice/rest/server.php?wstoken=YOUR_TOKEN_HERE&wsfunction=core_webservice_get_site_info&moodlewsrestformat=json"

Replace YOUR_TOKEN_HERE with the token shown under Site administration > Server > Web services > Manage tokens."""
)

la(
    """course_id,sis_course_id,short_name,term_id,status
{0},2026FA-BIOL-2210-001,BIOL 2210 Genetics,sis_term_2026FA,active
{1},2026FA-STAT-3020-002,STAT 3020 Regression,sis_term_2026FA,active
{2},2026FA-CHEM-1110-010,CHEM 1110 Gen Chem,sis_term_2026FA,unpublished""",
    r(5, DIGITS),
    r(5, DIGITS),
    r(5, DIGITS),
)

la(
    """Blackboard Developer Portal - application "Grade Sync"
  Application ID : {0}   (public, appears in the REST integration list)
  Application Key: {1}   (public client identifier)
  Secret         : shown once at registration, stored in AWS Secrets Manager as prod/gradesync/bb-secret""",
    uuid4(),
    uuid4(),
)

la(
    """$ cat configs/lti/public.key
-----BEGIN PUBLIC KEY-----
{0}
-----END PUBLIC KEY-----""",
    pem_body(4),
)

la(
    """Der Webservice-Token für ws_campus_sync wurde heute rotiert. Das neue Token liegt nur im Vault unter kv/lms/moodle/ws_campus_sync; das Skript liest es aus MOODLE_WS_TOKEN. Alte Tokens sind widerrufen, bitte keine Tokens in Tickets oder Chats posten."""
)

la(
    """教务处 LTI 对接进度：consumer key 已在学习平台登记（jwc-lab-tool），共享密钥由信息中心通过密码管理器单独发给运维，不在群里和仓库里出现。联调时间定在下周一上午 10 点。"""
)

la(
    """# /edx/etc/lms.yml (excerpt, rendered by tutor; secrets are in tutor config.yml which is not in git)
JWT_AUTH:
  JWT_AUDIENCE: lms-key
  JWT_ISSUER: https://courses.example-mooc.org/oauth2
  JWT_SIGNING_ALGORITHM: RS512
  JWT_PUBLIC_SIGNING_JWK_SET: '{"keys": [{"kid": "openedx", "kty": "RSA", "e": "AQAB", "n": "{0}"}]}'""",
    b64url(256),
)

la(
    """Kaltura partner 2741091 - entries published this week
entryId       name                                 duration  status
1_{0}    BIOL 2210 Lecture 14 - Linkage        00:48:12  READY
1_{1}    STAT 3020 Lab 9 - Residual plots      00:22:05  READY
0_{2}    Orientation welcome (captioned)       00:06:40  READY""",
    r(8, LOWER_NUM),
    r(8, LOWER_NUM),
    r(8, LOWER_NUM),
)

# ============================================================ LOOK-ALIKES: research tooling
la(
    """library(REDCapR)

uri   <- "https://redcap.med.example.edu/api/"
token <- Sys.getenv("REDCAP_PEDS_TOKEN")   # set in ~/.Renviron, never in the script
stopifnot(nchar(token) == 32)
ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "labs"))$data"""
)

la(
    """record_id,redcap_event_name,redcap_repeat_instrument,redcap_repeat_instance,enroll_date,site
{0},baseline_arm_1,,,2025-03-14,NORTH
{1},baseline_arm_1,,,2025-03-15,SOUTH
{1},month_6_arm_1,labs,1,2025-09-16,SOUTH""",
    "PA-" + r(4, DIGITS),
    "PA-" + r(4, DIGITS),
)

la(
    """REDCap API tokens are 32-character hexadecimal strings tied to one user and one project. If a token ends up in a script, a notebook or a chat, treat it as exposed: open the project, go to API > Manage API tokens, regenerate it, and update ~/.Renviron. Never paste tokens into issues; reference the project id (PID) instead."""
)

la(
    """$ curl -s -X POST "$REDCAP_URL" -d token="$REDCAP_TOKEN" -d content=version
14.5.23
$ curl -s -X POST "$REDCAP_URL" -d token="$REDCAP_TOKEN" -d content=project -d format=json | jq '{project_id, project_title, is_longitudinal}'
{
  "project_id": 1842,
  "project_title": "PEDS-ASTHMA Cohort (2024-2027)",
  "is_longitudinal": 1
}"""
)

la(
    """Qualtrics export finished
  survey id   : SV_{0}
  progress id : ES_{1}
  file id     : {2}-file
  responses   : 1,284 (first R_{3}, last R_{4})
  datacenter  : iad1""",
    r(15, ALNUM),
    r(15, ALNUM),
    uuid4(),
    r(15, ALNUM),
    r(15, ALNUM),
)

la(
    """>>> zot = zotero.Zotero(os.environ["ZOTERO_LIBRARY_ID"], "group", os.environ["ZOTERO_API_KEY"])
>>> [(i["key"], i["data"]["itemType"]) for i in zot.top(limit=3)]
[('{0}', 'journalArticle'), ('{1}', 'preprint'), ('{2}', 'book')]
>>> zot.collections()[0]["key"]
'{3}'""",
    r(8, UPPER_NUM),
    r(8, UPPER_NUM),
    r(8, UPPER_NUM),
    r(8, UPPER_NUM),
)

la(
    """Authors (ORCID iDs, public):
  Maria Chen       https://orcid.org/{0}
  Jonas Becker     https://orcid.org/{1}
  Priya Raman      https://orcid.org/{2}
ORCID member API client id (public, shown on the consent screen): APP-{3}""",
    orcid(),
    orcid(),
    orcid(),
    r(16, UPPER_NUM),
)

la(
    """References
1. Chen M, Becker J. Longitudinal lung function in pediatric asthma. Thorax. 2025;80(3):211-219. doi:10.1136/thorax-2024-2{0}. PMID: 39{1}. PMCID: PMC11{2}.
2. Raman P et al. Data and code for "Longitudinal lung function". Zenodo. 2025. doi:10.5281/zenodo.14{3}
3. Becker J. Cohort codebook v2. OSF. doi:10.17605/OSF.IO/{4}""",
    r(5, DIGITS),
    r(6, DIGITS),
    r(6, DIGITS),
    r(5, DIGITS),
    r(5, UPPER_NUM),
)

la(
    """$ esearch -db pubmed -query "CRISPR[Title] AND 2024[PDAT]"
<ENTREZ_DIRECT>
  <Db>pubmed</Db>
  <WebEnv>MCID_{0}</WebEnv>
  <QueryKey>1</QueryKey>
  <Count>4812</Count>
  <Step>1</Step>
</ENTREZ_DIRECT>""",
    r(24, HEX),
)

la(
    """from Bio import Entrez
import os

Entrez.email = "m.chen@example-lab.org"
Entrez.api_key = os.environ.get("NCBI_API_KEY")  # optional: raises the limit from 3 to 10 requests/s
handle = Entrez.efetch(db="pubmed", id="39{0},39{1}", rettype="medline", retmode="text")""",
    r(6, DIGITS),
    r(6, DIGITS),
)

la(
    """sample,fastq_1,fastq_2,run_accession,experiment,biosample,bioproject
S01,SRR{0}_1.fastq.gz,SRR{0}_2.fastq.gz,SRR{0},SRX{1},SAMN{2},PRJNA1187723
S02,ERR{3}_1.fastq.gz,ERR{3}_2.fastq.gz,ERR{3},ERX{4},SAMEA{5},PRJEB7{6}
# GEO series GSE2{7}, reference GCF_000001405.40""",
    r(8, DIGITS),
    r(8, DIGITS),
    r(8, DIGITS),
    r(8, DIGITS),
    r(8, DIGITS),
    r(8, DIGITS),
    r(4, DIGITS),
    r(5, DIGITS),
)

la(
    """$ md5sum -c MD5SUMS.txt
S01_R1.fastq.gz: OK
S01_R2.fastq.gz: OK
S02_R1.fastq.gz: OK
$ cat MD5SUMS.txt
{0}  S01_R1.fastq.gz
{1}  S01_R2.fastq.gz
{2}  S02_R1.fastq.gz""",
    md5(),
    md5(),
    md5(),
)

la(
    """# SHA256SUMS for release v2.1.0 of the cohort dataset (deposited at doi:10.5061/dryad.{0})
{1}  cohort_v2.1.0_baseline.parquet
{2}  cohort_v2.1.0_followup.parquet
{3}  codebook_v2.1.0.pdf""",
    r(10, LOWER_NUM),
    sha256(),
    sha256(),
    sha256(),
)

la(
    """$ globus endpoint search "Example University DTN" --filter-owner-id {0}
ID                                   | Owner                        | Display Name
------------------------------------ | ---------------------------- | -----------------------------
{1} | dtn-admin@example.edu        | Example University DTN (GCSv5)
{2} | dtn-admin@example.edu        | Example University Scratch
$ globus transfer {1}:/project/rnaseq/ {3}:/home/mchen/rnaseq/ -r --label "rnaseq batch 12"
Message: The transfer has been accepted and a task has been created and queued for execution
Task ID: {4}""",
    uuid4(),
    uuid4(),
    uuid4(),
    uuid4(),
    uuid4(),
)

la(
    """import globus_sdk, os

CLIENT_ID = "5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"   # native app client id: public by design
client = globus_sdk.NativeAppAuthClient(CLIENT_ID)
client.oauth2_start_flow(refresh_tokens=True, requested_scopes=globus_sdk.TransferClient.scopes.all)
print("Log in at:", client.oauth2_get_authorize_url())"""
)

la(
    """[root@hpc-admin ~]# ansible hpc_nodes -m command -a 'sha256sum /etc/munge/munge.key' -o | awk '{print $1, $4}'
cn001 {0}
cn002 {0}
cn003 {0}
# all nodes share the same key file (hash only; the key itself stays in ansible-vault)""",
    sha256(),
)

la(
    """$ cat ~/.irods/irods_environment.json
{
    "irods_host": "irods.research.example.ac.uk",
    "irods_port": 1247,
    "irods_user_name": "pipeline",
    "irods_zone_name": "researchZone",
    "irods_default_resource": "demoResc",
    "irods_authentication_scheme": "pam_password",
    "irods_client_server_policy": "CS_NEG_REQUIRE"
}
$ iinit    # prompts for the password; the scrambled .irodsA is created with mode 600"""
)

la(
    """$ java -jar webin-cli-8.1.0.jar -context reads -manifest manifests/sample_08.txt \\
      -userName Webin-61234 -passwordEnv WEBIN_PASSWORD -validate
INFO : Submission(s) validated successfully."""
)

la(
    """<RECEIPT receiptDate="2026-12-07T11:20:05.512Z" submissionFile="submission.xml" success="true">
  <EXPERIMENT accession="ERX{0}" alias="exp_S07" status="PRIVATE"/>
  <RUN accession="ERR{1}" alias="run_S07" status="PRIVATE"/>
  <SUBMISSION accession="ERA{2}" alias="sub_S07_20261207"/>
  <MESSAGES><INFO>Submission has been committed.</INFO></MESSAGES>
  <ACTIONS>ADD</ACTIONS>
</RECEIPT>""",
    r(8, DIGITS),
    r(8, DIGITS),
    r(8, DIGITS),
)

la(
    """GSA 提交结果：项目 CRA0{0}，样本 SAMC{1}–SAMC{2}，共 24 个 run（CRR{3} 起）。
所有文件的 MD5 已核对一致，例如 S01_R1.fq.gz 的 MD5 是 {4}。FTP 账号信息只保存在课题组的密码管理器里。""",
    r(5, DIGITS),
    r(7, DIGITS),
    r(7, DIGITS),
    r(6, DIGITS),
    md5(),
)

la(
    """{
  "status": "OK",
  "data": {
    "id": {0},
    "persistentId": "doi:10.7910/DVN/{1}",
    "latestVersion": {
      "versionNumber": 2,
      "files": [
        { "label": "cohort_baseline.tab", "dataFile": { "id": {2}, "md5": "{3}", "filesize": 812233 } }
      ]
    }
  }
}""",
    r(7, DIGITS),
    r(6, UPPER_NUM),
    r(7, DIGITS),
    md5(),
)

la(
    """>>> r = requests.post("https://zenodo.org/api/deposit/depositions",
...                   params={"access_token": os.environ["ZENODO_TOKEN"]}, json={})
>>> d = r.json(); d["id"], d["links"]["bucket"]
(14{0}, 'https://zenodo.org/api/files/{1}')
>>> d["metadata"]["prereserve_doi"]["doi"]
'10.5281/zenodo.14{0}'""",
    r(5, DIGITS),
    uuid4(),
)

la(
    """Semantic Scholar ids for the reading list (paperId is a 40-char hex content id, public):
{0}  Attention Is All You Need
{1}  Deep Residual Learning for Image Recognition
{2}  BERT: Pre-training of Deep Bidirectional Transformers
Scopus EIDs: 2-s2.0-850{3}, 2-s2.0-851{4}""",
    sha(),
    sha(),
    sha(),
    r(8, DIGITS),
    r(8, DIGITS),
)

la(
    """$ datalad status --annex all
annex'd files: 3 (2.1 GB)
$ git annex whereis sub-01/anat/sub-01_T1w.nii.gz
whereis sub-01/anat/sub-01_T1w.nii.gz (2 copies)
  	{0} -- [s3-PUBLIC]
  	{1} -- mchen@ws-14:~/ds004812
ok
$ git annex info --fast sub-01/anat/sub-01_T1w.nii.gz | grep key
key: MD5E-s18433102--{2}.nii.gz""",
    uuid4(),
    uuid4(),
    md5(),
)

la(
    """Galaxy history "rnaseq-batch-12" (usegalaxy.eu)
  history id : {0}
  datasets   : {1} featureCounts on collection 14
               {2} MultiQC report
  These are Galaxy's encoded database ids; they are safe to share in links.""",
    r(16, HEX),
    r(16, HEX),
    r(16, HEX),
)

la(
    """N E X T F L O W  ~  version 24.10.2
Launching `nf-core/rnaseq` [{0}] DSL2 - revision: 3.18.0
Session ID: {1}
[{2}/{3}] process > NFCORE_RNASEQ:RNASEQ:FASTQC (S01)   [100%] 24 of 24 ✔
[{4}/{5}] process > NFCORE_RNASEQ:RNASEQ:STAR_ALIGN (S07) [ 58%] 14 of 24
Monitor the execution with Seqera Platform using this URL: https://cloud.seqera.io/orgs/example-lab/workspaces/rnaseq/watch/{6}""",
    _rng.choice(["nostalgic_curie", "elated_hopper", "tender_franklin"]),
    uuid4(),
    r(2, HEX),
    r(6, HEX),
    r(2, HEX),
    r(6, HEX),
    r(14, ALNUM),
)

la(
    """# ~/.cdsapirc template (docs/climate-data.md)
url: https://cds.climate.copernicus.eu/api
key: <PERSONAL-ACCESS-TOKEN>
# get yours at https://cds.climate.copernicus.eu/profile and keep the file mode 600"""
)

la(
    """The NASA APIs in notebooks/apod_demo.ipynb use the documented public DEMO_KEY (https://api.nasa.gov: "DEMO_KEY" is shared by everyone and rate-limited to 30 requests per hour). Example:
    https://api.nasa.gov/planetary/apod?api_key=DEMO_KEY&date=2026-12-07
For the real pipeline set NASA_API_KEY in the environment instead."""
)

la(
    """$ cat ~/.netrc
machine urs.earthdata.nasa.gov login jdoe_hydro password ********
(masked by our dotfile printer; see tools/showrc.py)
$ ls -l ~/.netrc
-rw------- 1 jdoe hydro 74 Dec  7 09:12 /home/jdoe/.netrc"""
)

la(
    """Synapse project syn{0} (PEDS-ASTHMA imaging)
  syn{1}  folder  raw/
  syn{2}  file    manifest.tsv   md5 {3}
  syn{4}  table   clinical_v3
Access: request via the project's Data Access Committee; do not share personal access tokens.""",
    r(8, DIGITS),
    r(8, DIGITS),
    r(8, DIGITS),
    md5(),
    r(8, DIGITS),
)

la(
    """id	filename	md5	size	state
{0}	{1}.rna_seq.augmented_star_gene_counts.tsv	{2}	4213988	released
{3}	{4}.rna_seq.augmented_star_gene_counts.tsv	{5}	4211032	released
$ gdc-client download -m gdc_manifest.2026-12-07.txt -t ~/.gdc/token.txt -n 4""",
    uuid4(),
    uuid4(),
    md5(),
    uuid4(),
    uuid4(),
    md5(),
)

la(
    """wget -r -N -c -np --user jdoe_mit --ask-password https://physionet.org/files/mimiciv/3.1/
# credentialed access: the DUA forbids sharing the data or the login. Verify with:
sha256sum -c physionet.org/files/mimiciv/3.1/SHA256SUMS.txt"""
)

la(
    """$ cat ~/.ega/credentials.json.example
{"username": "you@institution.org", "password": "", "client_secret": null}
# pyega3 asks for the password interactively when it is empty. Dataset EGAD00001009871, files EGAF0000{0} and EGAF0000{1}.""",
    r(7, DIGITS),
    r(7, DIGITS),
)

la(
    """from labkey.api_wrapper import APIWrapper
import os

api = APIWrapper("labkey.core-lab.example.org", "Biobank/Freezers", use_ssl=True,
                 api_key=os.environ["LABKEY_API_KEY"])
rows = api.query.select_rows("samples", "Aliquots", max_rows=5)["rows"]
# -> [{'RowId': 88121, 'AliquotId': 'BB-{0}', 'Freezer': 'F-07', ...}]""",
    r(6, DIGITS),
)

la(
    """Benchling registry export
entity id          schema          name
seq_{0}       Plasmid         pLAB-0412 GFP reporter
bfi_{1}       Cell Line       HEK293T-clone7
ent_{2}       Antibody        anti-CD3 lot 2211
(These are Benchling's public entity ids; the API key is in the lab's 1Password vault.)""",
    r(8, ALNUM),
    r(8, ALNUM),
    r(8, ALNUM),
)

la(
    """$ bs list runs --filter-term=NovaSeqX_1207
+-----------+--------------------------------------+------------------+----------+
|   Id      |                 Name                 |  ExperimentName  |  Status  |
+-----------+--------------------------------------+------------------+----------+
| {0} | 261207_LH00{1}_0412_A22{2}    | NovaSeqX_1207    | Complete |
+-----------+--------------------------------------+------------------+----------+""",
    r(9, DIGITS),
    r(3, DIGITS),
    r(7, UPPER_NUM),
)

la(
    """omero@omero-srv:~$ omero config get omero.db.name
omero_prod
omero@omero-srv:~$ omero config get omero.db.host
omero-db.internal
omero@omero-srv:~$ omero login -s localhost -u importer   # prompts for the password
Image:{0} imported (Fileset:{1}, 12 planes)""",
    r(6, DIGITS),
    r(6, DIGITS),
)

la(
    """SpectraMax iD5 run log (instrument PC, exported CSV)
RunId,Plate,Protocol,Started,Finished,FileChecksumSHA1
{0},P-0412,ELISA_IL6_v3,2026-12-07 08:02,2026-12-07 08:41,{1}
{2},P-0413,BCA_std,2026-12-07 09:10,2026-12-07 09:22,{3}""",
    uuid4(),
    sha(),
    uuid4(),
    sha(),
)

la(
    """[mchen@login02 ~]$ ssh-keyscan -t ed25519 dtn01.hpc.example.edu
# dtn01.hpc.example.edu:22 SSH-2.0-OpenSSH_9.6
dtn01.hpc.example.edu ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0}
[mchen@login02 ~]$ ssh-keygen -lf <(ssh-keyscan -t ed25519 dtn01.hpc.example.edu 2>/dev/null)
256 SHA256:{1} dtn01.hpc.example.edu (ED25519)""",
    b64(33)[:43],
    b64(32).rstrip("="),
)

la(
    """#!/bin/bash
#SBATCH --job-name=nf-rnaseq-12
#SBATCH --partition=compute
#SBATCH --cpus-per-task=4
#SBATCH --mem=16G
# 集群说明：登录使用校园统一身份认证，作业脚本里不要写任何密码或 token
module load nextflow/24.10.2 singularity/4.1
nextflow run nf-core/rnaseq -r 3.18.0 -profile singularity -params-file params.yaml -resume"""
)

# ============================================================ LOOK-ALIKES: open data and government portals
la(
    """$ ckanapi action package_show id=strassenbaumkataster-2026 -r https://opendata.stadt-beispiel.de | jq '{id, name, license_id, resources: [.resources[] | {id, format, hash}]}'
{
  "id": "5e2f7c3a-9b1d-4e8f-a6c2-0d4b3e1f7a95",
  "name": "strassenbaumkataster-2026",
  "license_id": "dl-by-de/2.0",
  "resources": [
    { "id": "{0}", "format": "CSV", "hash": "sha256:{1}" },
    { "id": "{2}", "format": "GeoJSON", "hash": "sha256:{3}" }
  ]
}""",
    uuid4(),
    sha256(),
    uuid4(),
    sha256(),
)

la(
    """# docker-compose.yml for CKAN 2.11 (secrets are set through ckanext-envvars, values live in .env which is git-ignored)
  ckan:
    image: ckan/ckan-base:2.11
    environment:
      CKAN_SITE_URL: https://data.example-county.gov
      CKAN___SECRET_KEY: ${CKAN_SECRET_KEY}
      CKAN___API_TOKEN__JWT__ENCODE__SECRET: ${CKAN_JWT_SECRET}
      CKAN_SQLALCHEMY_URL: postgresql://ckan:${CKAN_DB_PASSWORD}@db/ckan"""
)

la(
    """Chicago open data pulls (Socrata dataset ids are public 4x4 identifiers):
  crimes 2001-present : ijzp-q8t2
  building permits    : ydr8-5enu
  311 service requests: v6vf-nfxy
Query: https://data.cityofchicago.org/resource/ijzp-q8t2.json?$where=date > '2026-12-01'&$limit=5000
(The app token is read from SOCRATA_APP_TOKEN; publishing credentials are only on the ETL host.)"""
)

la(
    """> acs <- get_acs(geography = "county", variables = "B19013_001", state = "27", year = 2023)
Getting data from the 2019-2023 5-year ACS
> head(acs, 3)
# A tibble: 3 x 5
  GEOID NAME                        variable   estimate   moe
  <chr> <chr>                       <chr>         <dbl> <dbl>
1 27001 Aitkin County, Minnesota    B19013_001    57453  2816
2 27003 Anoka County, Minnesota     B19013_001    98510  1219
3 27005 Becker County, Minnesota    B19013_001    72840  3020"""
)

la(
    """GET https://api.census.gov/data/2023/acs/acs5?get=NAME,B01003_001E&for=tract:*&in=state:27%20county:053&key=${CENSUS_API_KEY}
# BLS series used in the report: CUUR0000SA0 (CPI-U), LNS14000000 (unemployment rate), CES0000000001
# FRED series: UNRATE, CPIAUCSL, GDPC1"""
)

la(
    """Bevölkerungstabelle 12411-0001 (GENESIS-Online), Abruf am 07.12.2026
Zugangsdaten: aus den Umgebungsvariablen GENESIS_USER und GENESIS_PASSWORD, siehe scripts/destatis.R
Stichtag;Insgesamt;männlich;weiblich
31.12.2023;84669326;41691219;42978107
31.12.2024;83577140;41083010;42494130"""
)

la(
    """IPUMS extract usa:00{0} is ready
  description : ACS 2022 income
  samples     : us2022a
  download    : https://usa.ipums.org/usa-action/downloads/extract_files/usa_00{0}.dat.gz
  checksum    : md5 {1}
API key: read from IPUMS_API_KEY by ipumsr (set once with set_ipums_api_key(..., save = TRUE) on your own machine).""",
    r(3, DIGITS),
    md5(),
)

# ============================================================ LOOK-ALIKES: statistics code
la(
    """$ cat ~/.Renviron.example
R_LIBS_USER=~/R/library/%v
RENV_PATHS_CACHE=/shared/renv-cache
MIMIC_DB_HOST=mimic-pg.hpc.local
MIMIC_DB_USER=
MIMIC_DB_PASSWORD=
# copy to ~/.Renviron, fill in locally, never commit"""
)

la(
    """con <- DBI::dbConnect(
  odbc::odbc(),
  Driver   = "ODBC Driver 18 for SQL Server",
  Server   = "cdw-sql.research.example.org",
  Database = "CohortWarehouse",
  Trusted_Connection = "yes",     # Kerberos / Windows auth, no password
  TrustServerCertificate = "yes"
)"""
)

la(
    """> token <- keyring::key_get(service = "redcap_prod", username = "mh_lab")
> nchar(token)
[1] 32
> substr(token, 1, 4)
[1] "****\""""
)

la(
    """  "Packages": {
    "REDCapR": {
      "Package": "REDCapR",
      "Version": "1.4.0",
      "Source": "Repository",
      "Repository": "CRAN",
      "Hash": "{0}"
    },
    "tidycensus": {
      "Package": "tidycensus",
      "Version": "1.7.1",
      "Source": "Repository",
      "Repository": "CRAN",
      "Hash": "{1}"
    }""",
    md5(),
    md5(),
)

la(
    """> sessionInfo()
R version 4.4.2 (2024-10-31)
Platform: x86_64-pc-linux-gnu
Running under: Rocky Linux 9.4 (Blue Onyx)

Matrix products: default
BLAS/LAPACK: FlexiBLAS OPENBLAS-OPENMP;  LAPACK version 3.11.0

other attached packages:
[1] REDCapR_1.4.0   dplyr_1.1.4     tidycensus_1.7.1 osfr_0.2.9"""
)

la(
    """* profile.do  (network drive, loaded by all lab Stata sessions)
set httpproxy on
set httpproxyhost "proxy.med.example.edu"
set httpproxyport 3128
set httpproxyauth off   // the proxy uses Kerberos, no user/password in Stata
sysdir set PLUS "H:/ado/plus\""""
)

la(
    """. odbc load, exec("SELECT person_id, index_date, outcome FROM cohort.v_analysis") dsn("OHDSI_RO") clear
(3 vars, 48,213 obs)
. datasignature
  48213:3(91822):{0}:{1}""",
    r(10, DIGITS),
    r(10, DIGITS),
)

la(
    """24   libname cdw oracle user=sas_etl password=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
25        path=CDWPRD schema=ANALYTICS authdomain="OracleAuth";
NOTE: Libref CDW was successfully assigned as follows:
      Engine:        ORACLE
      Physical Name: CDWPRD
NOTE: The password was masked in the log; credentials come from the metadata auth domain OracleAuth."""
)

la(
    """>> conn = database('CohortDB', getenv('COHORT_DB_USER'), getenv('COHORT_DB_PASS'));
>> h = DataHash(data)   % checksum of the extracted table, for the audit log

h =

    '{0}'""",
    md5(),
)

la(
    """[[deps.REDCap]]
deps = ["CSV", "DataFrames", "HTTP", "JSON"]
git-tree-sha1 = "{0}"
uuid = "{1}"
version = "1.1.0"

[[deps.HTTP]]
git-tree-sha1 = "{2}"
uuid = "cd3eb016-35fb-5094-929b-558a96fad6f3"
version = "1.10.13\"""",
    sha(),
    uuid4(),
    sha(),
)

la(
    """GET DATA
  /TYPE=ODBC
  /CONNECT='DSN=SurveyWarehouse;Trusted_Connection=Yes;APP=IBM SPSS Products: Statistics Common;'
  /SQL='SELECT resp_id, wave, q1, q2, q3 FROM panel.responses WHERE wave = 7'
  /ASSUMEDSTRWIDTH=255.
CACHE.
EXECUTE."""
)

la(
    """$ cat rsconnect/shinyapps.io/epi-lab-shiny/dashboard.dcf
name: dashboard
title: PEDS-ASTHMA dashboard
username: epi-lab-shiny
account: epi-lab-shiny
server: shinyapps.io
hostUrl: https://api.shinyapps.io/v1
appId: {0}
bundleId: {1}
url: https://epi-lab-shiny.shinyapps.io/dashboard/
version: 1""",
    r(8, DIGITS),
    r(7, DIGITS),
)

la(
    """{
 "cell_type": "code",
 "execution_count": 4,
 "metadata": {},
 "outputs": [
  { "name": "stdout", "output_type": "stream",
    "text": [ "records: 1284, subjects: SUBJ-0001 .. SUBJ-1284\\n", "token source: env REDCAP_API_TOKEN (value not printed)\\n" ] }
 ],
 "source": [ "print(f\\"records: {len(df)}, subjects: {df.subject_id.min()} .. {df.subject_id.max()}\\")" ]
}"""
)

la(
    """SAS tip from the stats help desk: PROC PWENCODE only obfuscates a password ({SAS002} output can be decoded), so an encoded password in a program is as sensitive as the plain one. Use an authentication domain (authdomain=) or prompt with %window instead, and never paste the PWENCODE output into a shared program."""
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
