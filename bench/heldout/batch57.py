r"""Held-out batch 57: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) lines
1-130 of bench/heldout/batch19.py (its docstring and the helper functions r, b64, b64url,
pw, uuid4, sha, jwt, add, add_split, la, copied here unchanged); (3) the "Theme" paragraphs
of the earlier batches, found with grep, so as not to repeat their texts; (4) a grep of the
kind names already used by add() and add_split(). No rule, code, doc, test, bench or result
of the filter was opened, and the filter was never run.

Theme: mainframe and midrange systems as a coding agent meets them while modernizing them.
Every secret lives under the "legacy/" kind prefix: z/OS JCL (job cards with PASSWORD=,
EXEC PARM passwords, FTP INPUT and NETRC DD streams, SET symbols, STDENV for BPXBATCH, JES2
NJE node passwords, SDSF job logs that echo a PARM), RACF, ACF2 and Top Secret commands
(ALTUSER and ADDUSER PASSWORD, PHRASE, PassTicket application keys as KEYMASKED values and
in gateway properties, RACDCERT PKCS12 passwords, LDAPBIND BINDPW, ACF2 CHANGE and INSERT,
TSS REPLACE), TSO LOGON user/password, CICS (EXEC CICS SIGNON, CICS Transaction Gateway ECI
requests), IMS Connect and IMS JDBC, DB2 for z/OS and DB2 LUW (JDBC URLs, db2 connect and
attach ... using, db2cli.ini, ibm_db, federation user mappings, .NET connection strings,
container env), IBM MQ (mqccred.ini, AUTHINFO LDAPPWD, JMS properties, REST with curl -u,
pymqi), Zowe (team configs with a plain password, --password flags, ZOWE_OPT_PASSWORD,
v1 profiles, APIML tokens and cookies, base64 secure-store blobs), z/OSMF (basic auth,
LtpaToken2), Liberty and z/OS Connect server.xml, Ansible for z/OS, s3270, py3270, PCOMM
and Reflection macros, x3270 resource macros, Connect:Direct processes and CLI, Sterling
B2Bi and File Gateway, IBM i CL commands (CHGUSRPRF, CRTUSRPRF, ADDSVRAUTE, FTP script
members), JT400 URLs and AS400 constructors, IBM i ODBC strings and odbc.ini, RPG (free and
fixed form) and COBOL literals, Unisys MCP WFL and logons, HP NonStop TACL, Safeguard and
SQL/MX T4 properties, Endevor Web Services with a Basic header, Micro Focus Enterprise
Server (casstop, XA open strings), SFTP bridge configs and ftp heredocs, Control-M (ctm
environment add, connection profiles), CA-7 logon, IBM Workload Scheduler (composer user
definitions, twsinst), a diff that removes a PARM password, CI env, an agent tool call, a
curl -v FTP trace, an EBCDIC hex dump of a password record, prose hand-overs, and split
values (JCL PARM continuation, COBOL STRING, REXX concatenation, TSO continuation lines,
two chat messages). Secrets are RACF-style 8-character passwords with national characters,
passphrases, human-chosen passwords with leetspeak, hex application keys, JWTs, base64.
Look-alikes are the same contexts without a secret: JES job numbers and HASP messages,
data set names, volume serials, LISTUSER, LISTDSD, TSS and ACF2 listings with dates only,
RACF profiles and PassTicket definitions by ICSF key label, SETROPTS and QPWD password rules,
SMF record types, return codes, abend and SQL codes, CCSIDs, hex dumps of public records,
checksums, key check values and certificate fingerprints, masked fields, placeholders,
symbolic parameters such as &PASSWD, env and vault references, Control-M secret references,
and prose about password rules. Languages: mostly English, with some texts in Japanese,
Hungarian and German.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(57_2026_12_07)
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
WORDS = (
    "copper kettle harbor tiger mosel duna sakura balaton falcon winter orbit granite "
    "lantern maple nordic pepper river saturn tulip velvet zebra kiraly fuji alpen "
    "schnee kumo hegy wolke tokaj sajt bergsee mikan yuki hajnal kastanie"
).split()
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def racf8(national: bool = True) -> str:
    """An 8-character RACF/ACF2 style password: upper case, digits, maybe # or @."""
    body = list(r(1, UPPER) + r(6 if national else 7, UPPER_NUM))
    if national:
        body.insert(_rng.randrange(2, 8), _rng.choice("#@"))
    return "".join(body)


def human(sym: str = "#%*+-_.") -> str:
    """A human-chosen password: a word, a symbol, a word (maybe leetspeak), digits."""
    w1 = _rng.choice(WORDS).capitalize()
    w2 = _rng.choice(WORDS)
    if _rng.random() < 0.5:
        w2 = w2.translate(LEET)
    return w1 + _rng.choice(sym) + w2 + r(_rng.randint(2, 4), DIGITS)


def phrase() -> str:
    """A RACF/TSS password phrase: four or five words and a number, spaces kept."""
    words = [_rng.choice(WORDS) for _ in range(_rng.randint(4, 5))]
    words[0] = words[0].capitalize()
    words.insert(_rng.randrange(1, len(words)), str(_rng.randint(10, 99)))
    return " ".join(words)


def hexkey(n: int) -> str:
    return r(n, UPPER_HEX)


def eb(text: str) -> str:
    """EBCDIC (CCSID 037) hex of a text, as IDCAMS PRINT or a dump shows it."""
    return text.encode("cp037").hex().upper()


# ============================================================ secrets: z/OS JCL and JES
add(
    "legacy/jcl-job-card-password",
    """//PAYJ01   JOB (ACCT#4471,'PAYROLL'),'NIGHTLY EXTRACT',CLASS=A,
//             MSGCLASS=X,NOTIFY=&SYSUID,USER=PAYBAT,PASSWORD={0}
//*
//*  MIGRATED FROM CA-7 SCHEDULE 014 - DO NOT CHANGE CLASS
//STEP010  EXEC PGM=IEFBR14
//DD1      DD DSN=PAYR.PROD.EXTRACT.G0001V00,DISP=(MOD,DELETE),
//            SPACE=(TRK,0),UNIT=SYSDA""",
    racf8(),
)
add(
    "legacy/jcl-exec-parm-password",
    """//XFER     EXEC PGM=SFTPBAT,REGION=0M,
//  PARM='HOST=sftp-gw.corp.example USER=MFXFER PWD={0} RETRY=3'
//STEPLIB  DD DISP=SHR,DSN=SYS3.SFTPBAT.LOADLIB
//SYSPRINT DD SYSOUT=*
//INFILE   DD DISP=SHR,DSN=PROD.GL.DAILY.EXTRACT(0)""",
    human("#_."),
)
add(
    "legacy/jcl-ftp-input-dd",
    """$ cat -n jcl/GLPUSH.jcl
     1	//GLPUSH   JOB (FIN),'GL TO DWH',CLASS=B,MSGCLASS=H
     2	//FTPSTEP  EXEC PGM=FTP,PARM='(EXIT TIMEOUT 120'
     3	//SYSPRINT DD SYSOUT=*
     4	//OUTPUT   DD SYSOUT=*
     5	//INPUT    DD *
     6	10.40.2.17
     7	ODSUPLD
     8	{0}
     9	ascii
    10	put 'PROD.GL.DAILY.EXTRACT(0)' /inbound/gl/daily.txt
    11	quit
    12	/*""",
    racf8(),
)
add(
    "legacy/jcl-netrc-dd",
    """//DWHLOAD  EXEC PGM=FTP,PARM='dwh-sftp.corp.example (EXIT'
//SYSFTPD  DD DISP=SHR,DSN=TCPIP.PROD.FTPDATA(CLIENT)
//NETRC    DD *
machine dwh-sftp.corp.example login DWHLOAD password {0}
/*
//INPUT    DD *
cd /landing/ar
put 'PROD.AR.OPENITEMS' openitems.txt
quit
/*""",
    human("#%_."),
)
add(
    "legacy/jes2-nje-node-password",
    """Member SYS1.PARMLIB(JES2PRD1), lines 412-419 (the DR node is the one we need to move to TCP/IP NJE):

NJEDEF   DELAYTIME=120,HOSTNAME=N1,JRNUM=100,LINENUM=8,NODENUM=40,OWNNODE=1
NODE(1)  NAME=PRODN1
NODE(7)  NAME=DRSITE,PASSWORD=(SEND={0}),LOGON=1
LOGON(1) APPLID=JES2N1
LINE(3)  UNIT=TCP
NETSRV(1) SOCKET=LOCAL""",
    racf8(),
)
add(
    "legacy/jcl-set-symbol-password",
    """//BRIDGE   JOB (OPS),'PUSH TO PARTNER',CLASS=A,MSGCLASS=X
//         SET SFTPPW='{0}'
//         SET TARGET='acme_inbound'
//PUSH     EXEC PGM=BPXBATSL,
//  PARM='PGM /u/bridge/bin/push.sh &TARGET &SFTPPW'
//STDOUT   DD SYSOUT=*
//STDERR   DD SYSOUT=*""",
    human("#-_."),
)
add(
    "legacy/jcl-stdenv-bpxbatch",
    """//SFTP     EXEC PGM=BPXBATCH,PARM='SH /u/bridge/bin/sshpass_push.sh'
//STDOUT   DD SYSOUT=*
//STDERR   DD SYSOUT=*
//STDENV   DD *
SFTP_HOST=partner-sftp.example.net
SFTP_USER=acme_outbound
SSHPASS={0}
_BPXK_AUTOCVT=ON
_CEE_RUNOPTS=FILETAG(AUTOCVT,AUTOTAG)
/*""",
    pw(),
)
add(
    "legacy/sdsf-joblog-parm-echo",
    """SDSF OUTPUT DISPLAY PAYJ02   JOB05531  DSID     4 LINE 1       COLUMNS 02- 81
        1 //PAYJ02   JOB (ACCT#4471),'GL PUSH',CLASS=A,MSGCLASS=X
        2 //XFER     EXEC PGM=SFTPBAT,
          //  PARM='HOST=10.40.9.12 USER=GLPUSH PWD={0}'
        3 //STEPLIB  DD DISP=SHR,DSN=SYS3.SFTPBAT.LOADLIB
        4 //SYSPRINT DD SYSOUT=*
IEF236I ALLOC. FOR PAYJ02 XFER
IEF142I PAYJ02 XFER - STEP WAS EXECUTED - COND CODE 0000""",
    racf8(),
)
add(
    "legacy/diff-jcl-parm-password-removed",
    """diff --git a/jcl/ARPUSH.jcl b/jcl/ARPUSH.jcl
index 3f1c2a9..8be04d1 100644
--- a/jcl/ARPUSH.jcl
+++ b/jcl/ARPUSH.jcl
@@ -3,7 +3,8 @@
 //*
 //XFER     EXEC PGM=SFTPBAT,REGION=0M,
-//  PARM='HOST=ar-sftp.corp.example USER=ARXFER PWD={0}'
+//         INCLUDE MEMBER=ARXFERPW
+//  PARM='HOST=ar-sftp.corp.example USER=ARXFER PWD=&ARPW'
 //STEPLIB  DD DISP=SHR,DSN=SYS3.SFTPBAT.LOADLIB""",
    human("#_."),
)
add(
    "legacy/tso-logon-user-slash-password",
    """IKJ56700A ENTER USERID -
LOGON PAYDEV2/{0} PROC(ISPFPROC) SIZE(0)
ICH70001I PAYDEV2  LAST ACCESS AT 07:58:12 ON FRIDAY, DECEMBER 4, 2026
IKJ56455I PAYDEV2 LOGON IN PROGRESS AT 08:02:44 ON DECEMBER 4, 2026""",
    racf8(),
)

# ============================================================ secrets: RACF, ACF2, Top Secret
add(
    "legacy/racf-altuser-password",
    """READY
ALTUSER CICSBAT PASSWORD({0}) NOEXPIRED RESUME
READY
LISTUSER CICSBAT NORACF TSO
USER=CICSBAT
 NO TSO INFORMATION
READY""",
    racf8(),
)
add(
    "legacy/racf-altuser-phrase",
    """Runbook step 4 (service user for the Zowe API ML, needs a phrase because the gateway sends more than 8 chars):

  ALU ZOWESVC PHRASE('{0}') NOEXPIRED
  PERMIT ZOWE.APIML.SERVICES CLASS(ZOWE) ID(ZOWESVC) ACCESS(READ)
  SETROPTS RACLIST(ZOWE) REFRESH""",
    phrase(),
)
add(
    "legacy/racf-adduser-ikjeft01",
    """//RACFADD  EXEC PGM=IKJEFT01
//SYSTSPRT DD SYSOUT=*
//SYSTSIN  DD *
 ADDUSER SFTPBR1 NAME('SFTP BRIDGE SVC') DFLTGRP(SVCGRP) -
   OWNER(SECADM) PASSWORD({0}) -
   OMVS(UID(40211) HOME('/u/sftpbr1') PROGRAM('/bin/sh'))
 CONNECT SFTPBR1 GROUP(FTPUSERS)
/*""",
    racf8(),
)
add(
    "legacy/racf-passticket-keymasked",
    """RDEFINE PTKTDATA CICSPRD1 SSIGNON(KEYMASKED({0})) APPLDATA('NO REPLAY PROTECTION') UACC(NONE)
SETROPTS RACLIST(PTKTDATA) REFRESH
PERMIT IRRPTAUTH.CICSPRD1.* CLASS(PTKTDATA) ID(ZWESVUSR) ACCESS(UPDATE)""",
    hexkey(16),
)
add(
    "legacy/passticket-appkey-properties",
    """# gateway-service/src/main/resources/passticket.properties
# generates PassTickets on the distributed side for the ZOSMFAPL application
passticket.applid=ZOSMFAPL
passticket.algorithm=DES
passticket.application.key={0}
passticket.ttl.seconds=600
passticket.replay.protection=false""",
    hexkey(16),
)
add(
    "legacy/racf-eptktdata-aes-rexx",
    """/* REXX - ROTPTKT: rotate the enhanced PassTicket key of the API gateway appl */
appl = 'ZWEAPPL'
key  = '{0}'
address TSO
"RALTER PTKTDATA" appl "EPTKTDATA(ENCRYPTION(KEYMASKED("key")) TIMEOUT(300))"
"SETROPTS RACLIST(PTKTDATA) REFRESH"
say 'PTKTDATA' appl 'RC='rc""",
    hexkey(64),
)
add(
    "legacy/racf-racdcert-p12-password",
    """ RACDCERT ID(ZWESVUSR) ADD('ZWE.KEYSTORE.LOCALCA.P12') -
   WITHLABEL('ZoweCert') PASSWORD('{0}') TRUST
 RACDCERT ID(ZWESVUSR) CONNECT(ID(ZWESVUSR) LABEL('ZoweCert') RING(ZoweKeyring) USAGE(PERSONAL) DEFAULT)
 SETROPTS RACLIST(DIGTCERT,DIGTRING) REFRESH""",
    human("#%+-_."),
)
add(
    "legacy/racf-ldapbind-bindpw",
    """RDEFINE LDAPBIND PRODLDAP PROXY(LDAPHOST(ldaps://ldap.corp.example:636) -
   BINDDN('cn=racfproxy,ou=svc,dc=corp,dc=example') BINDPW({0}))
RALTER IRR.PROXY.DEFAULTS PROXY(LDAPHOST(ldaps://ldap.corp.example:636))""",
    pw(),
)
add(
    "legacy/acf2-change-password",
    """ACF
 SET LID
 CHANGE DB2BATCH PASSWORD({0}) PSWD-XPR
ACF75052 LOGONID DB2BATCH CHANGED
 END""",
    racf8(),
)
add(
    "legacy/acf2-insert-acfbatch",
    """//ACFB     EXEC PGM=ACFBATCH
//SYSPRINT DD SYSOUT=*
//SYSIN    DD *
SET LID
INSERT MQCHL01 NAME(MQ CHANNEL SVC) PASSWORD({0}) STC UID(MQSVC)
END
/*""",
    racf8(),
)
add(
    "legacy/topsecret-replace-password",
    """TSS REPLACE(CTMAGT01) PASSWORD({0},0)
TSS0300I  REPLACE  FUNCTION SUCCESSFUL
TSS LIST(CTMAGT01) DATA(BASIC)
ACCESSORID = CTMAGT01  NAME       = CONTROL-M AGENT 01
TYPE       = USER      SIZE       =      512 BYTES""",
    racf8(),
)
add(
    "legacy/topsecret-phrase-german",
    """Passphrase für den Zowe-API-User (Top Secret) nach dem Audit neu gesetzt, Ablauf 90 Tage:

    TSS REPLACE(ZOWEAPI) PHRASE('{0}',90)

Bitte in der Gateway-Konfiguration noch nachziehen, sonst schlägt der Login ab morgen fehl.""",
    phrase(),
)

# ============================================================ secrets: CICS, IMS
add(
    "legacy/cics-exec-signon-cobol",
    """$ sed -n 210,218p src/cobol/BRGSIGN.cbl
           MOVE 'BRIDGE01' TO WS-SIGNON-USER.
           EXEC CICS SIGNON
                USERID(WS-SIGNON-USER)
                PASSWORD('{0}')
                RESP(WS-RESP)
           END-EXEC.
           IF WS-RESP NOT = DFHRESP(NORMAL)
              PERFORM 9000-SIGNON-FAILED
           END-IF.""",
    racf8(),
)
add(
    "legacy/ctg-java-eci-request",
    """        JavaGateway gateway = new JavaGateway("tcp://ctg01.corp.example", 2006);
        ECIRequest req = new ECIRequest(
            ECIRequest.ECI_SYNC, "CICSPRD1", "CTGUSR01", "{0}",
            "ACCTINQ", null, commarea, commarea.length,
            ECIRequest.ECI_NO_EXTEND, ECIRequest.ECI_LUW_NEW);
        int rc = gateway.flow(req);""",
    racf8(),
)
add(
    "legacy/ims-connect-java-setpassword",
    """    IMSConnectionSpec spec = new IMSConnectionSpec();
    spec.setUserName("IMSBRG1");
    spec.setPassword("{0}");
    spec.setGroupName("IMSAPPS");
    Connection conn = connFactory.getConnection(spec);""",
    racf8(),
)
add(
    "legacy/ims-universal-jdbc-url",
    """spring.datasource.ims.driver-class-name=com.ibm.ims.jdbc.IMSDriver
spring.datasource.ims.url=jdbc:ims://ims1.corp.example:5555/class://com.corp.ims.PHIDPHO1DatabaseView:user=IMSRDR;password={0};fetchSize=500;
spring.datasource.ims.hikari.maximum-pool-size=4""",
    pw(),
)
add(
    "legacy/liberty-basic-registry-zosconnect",
    """<server description="z/OS Connect EE">
    <featureManager>
        <feature>zosconnect:zosConnect-2.0</feature>
    </featureManager>
    <basicRegistry id="basic" realm="zosConnect">
        <user name="zcadmin" password="{0}"/>
        <group name="zosConnectAdmins"><member name="zcadmin"/></group>
    </basicRegistry>
</server>""",
    human("#%*+-_."),
)
add(
    "legacy/zosconnect-authdata-cics",
    """<authData id="cicsAuth" user="ZCCICS" password="{0}"/>
<zosconnect_cicsIpicConnection id="cicsConn" host="cics1.corp.example" port="1091"
    authDataRef="cicsAuth"/>""",
    racf8(),
)

# ============================================================ secrets: DB2 z/OS and LUW
add(
    "legacy/db2-zos-spring-yaml",
    """spring:
  datasource:
    url: jdbc:db2://dsnp.zos.corp.example:5021/DSNLOC1:currentSchema=PAYR;sslConnection=true;
    username: PAYRAPP
    password: {0}
    driver-class-name: com.ibm.db2.jcc.DB2Driver
  jpa:
    database-platform: org.hibernate.dialect.DB2zDialect""",
    racf8(),
)
add(
    "legacy/db2-clp-connect-using",
    """$ db2 connect to SAMPLE user db2inst1 using {0}

   Database Connection Information

 Database server        = DB2/LINUXX8664 11.5.9.0
 SQL authorization ID   = DB2INST1
 Local database alias   = SAMPLE
""",
    human("#%+-_."),
)
add(
    "legacy/db2cli-ini-pwd",
    """[DSNLOC1]
Database=DSNLOC1
Protocol=TCPIP
Hostname=dsnp.zos.corp.example
Port=5021
UID=ODBCRDR
PWD={0}
Security=SSL
SSLServerCertificate=/opt/ibm/db2cli/certs/zosca.arm""",
    racf8(),
)
add(
    "legacy/db2-ibm-db-python",
    """import ibm_db

conn = ibm_db.connect(
    "DATABASE=BLUDB;HOSTNAME=db2luw01.corp.example;PORT=50001;PROTOCOL=TCPIP;"
    "UID=etl_loader;PWD={0};SECURITY=SSL;",
    "", "",
)""",
    pw(),
)
add(
    "legacy/db2-federation-user-mapping",
    """CREATE SERVER ZOSDB2P TYPE DB2/ZOS VERSION 13 WRAPPER DRDA
  OPTIONS (DBNAME 'DSNLOC1');
CREATE USER MAPPING FOR DB2INST1 SERVER ZOSDB2P
  OPTIONS (REMOTE_AUTHID 'FEDRDR', REMOTE_PASSWORD '{0}');
DB20000I  The SQL command completed successfully.""",
    racf8(),
)
add(
    "legacy/db2-dotnet-appsettings",
    """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ConnectionStrings": {
    "Db2Ledger": "Server=db2luw02.corp.example:50000;Database=LEDGER;UID=ledgerapp;PWD={0};CurrentSchema=GL;"
  }
}""",
    pw(),
)
add(
    "legacy/db2-container-env-run",
    """$ docker run -d --name db2dev --privileged -p 50000:50000 \\
    -e LICENSE=accept -e DB2INSTANCE=db2inst1 -e DB2INST1_PASSWORD={0} \\
    -e DBNAME=LEDGER -v /srv/db2dev:/database icr.io/db2_community/db2:11.5.9.0
4c1e0a7d2b95e3f0aa61c8d7a90b3e1f5d27c6a8e1b0d9f3c4a5b6e7d8f9a0b1""",
    human("#%+-_."),
)

# ============================================================ secrets: IBM MQ
add(
    "legacy/mq-mqccred-ini",
    """# /var/mqm/mqccred.ini  (read by the mqccred client security exit)
AllQueueManagers:
  User=mqapp
QueueManager:
  Name=QMPRD01
  User=mqapp
  Password={0}""",
    human("#%+-_."),
)
add(
    "legacy/mq-authinfo-ldappwd",
    """DEFINE AUTHINFO(USE.LDAP) AUTHTYPE(IDPWLDAP) +
       CONNAME('ldap.corp.example(636)') SECCOMM(YES) +
       LDAPUSER('cn=mqbind,ou=svc,dc=corp,dc=example') +
       LDAPPWD('{0}') +
       SHORTUSR('uid') BASEDNU('ou=people,dc=corp,dc=example') +
       ADOPTCTX(YES) CHCKCLNT(REQUIRED) REPLACE
ALTER QMGR CONNAUTH(USE.LDAP)
REFRESH SECURITY TYPE(CONNAUTH)""",
    pw(),
)
add(
    "legacy/mq-jms-password-property",
    """        JmsConnectionFactory cf = ff.createConnectionFactory();
        cf.setStringProperty(WMQConstants.WMQ_HOST_NAME, "mqprd01.corp.example");
        cf.setIntProperty(WMQConstants.WMQ_PORT, 1414);
        cf.setStringProperty(WMQConstants.WMQ_CHANNEL, "APP.SVRCONN");
        cf.setStringProperty(WMQConstants.USERID, "ordersvc");
        cf.setStringProperty(WMQConstants.PASSWORD, "{0}");
        cf.setBooleanProperty(WMQConstants.USER_AUTHENTICATION_MQCSP, true);""",
    pw(),
)
add(
    "legacy/mq-rest-curl-basic",
    """$ curl -sk -u mqadmin:{0} "https://mqweb01.corp.example:9443/ibmmq/rest/v2/admin/qmgr/QMPRD01/queue?name=ORDERS.*&attributes=general.depth" | jq .
{
  "queue": [ { "name": "ORDERS.IN", "type": "local", "general": { "depth": 0 } } ]
}""",
    pw(),
)
add(
    "legacy/mq-pymqi-connect",
    """>>> import pymqi
>>> qmgr = pymqi.connect('QMPRD01', 'APP.SVRCONN', 'mqprd01.corp.example(1414)', 'orders', '{0}')
>>> q = pymqi.Queue(qmgr, 'ORDERS.IN')
>>> q.get()""",
    pw(),
)

# ============================================================ secrets: Zowe, z/OSMF
add(
    "legacy/zowe-team-config-plain-password",
    """$ cat zowe.config.json
{
  "$schema": "./zowe.schema.json",
  "profiles": {
    "lpar1": {
      "type": "zosmf",
      "properties": {
        "host": "zosmf.corp.example",
        "port": 443,
        "user": "PAYDEV1",
        "password": "{0}",
        "rejectUnauthorized": false
      },
      "secure": []
    }
  },
  "defaults": { "zosmf": "lpar1" }
}""",
    racf8(),
)
add(
    "legacy/zowe-cli-password-flag",
    """$ zowe zos-files list data-set "PAYR.PROD.**" --host zosmf.corp.example --port 443 --user PAYDEV1 --password {0} --reject-unauthorized false
PAYR.PROD.CNTL
PAYR.PROD.COBOL
PAYR.PROD.LOADLIB
PAYR.PROD.EXTRACT.G0001V00""",
    racf8(),
)
add(
    "legacy/zowe-v1-profile-create-japanese",
    """# 旧 Zowe CLI v1 のプロファイル作成手順（移行前の README より）
# 本番 LPAR1 用。v2 のチームコンフィグに移行したら削除すること。
zowe profiles create zosmf-profile lpar1 --host 10.1.20.5 --port 10443 --user IBMUSER --password {0} --reject-unauthorized false --overwrite""",
    racf8(),
)
add(
    "legacy/zowe-apiml-show-token",
    """$ zowe auth login apiml --show-token
Received a token of type = apimlAuthenticationToken.
The following token was retrieved and will not be stored in your profile:
{0}

Login successful.""",
    jwt({"sub": "PAYDEV1", "iss": "APIML", "iat": 1796371200, "exp": 1796400000, "dom": "security-domain"}),
)
add(
    "legacy/zowe-secure-store-b64",
    """$ secret-tool lookup service Zowe account secure_config_props
{0}""",
    base64.b64encode(
        json.dumps({
            "/home/ci/.zowe/zowe.config.json": {
                "profiles.lpar1.properties.user": "CIBUILD",
                "profiles.lpar1.properties.password": racf8(),
            }
        }).encode()
    ).decode(),
)
add(
    "legacy/gha-zowe-password-hardcoded",
    """jobs:
  deploy-cobol:
    runs-on: [self-hosted, zos-bridge]
    env:
      ZOWE_OPT_HOST: zosmf.corp.example
      ZOWE_OPT_USER: CIBUILD
      ZOWE_OPT_PASSWORD: {0}
    steps:
      - run: zowe zos-files upload dir-to-pds src/cobol "PAYR.DEV.COBOL" """,
    racf8(),
)
add(
    "legacy/agent-tool-use-zowe-submit",
    """{"type":"tool_use","id":"toolu_01HcJ7wQ2pR8kT5mN3vX9yZa","name":"bash","input":{"command":"zowe zos-jobs submit data-set \\"PAYR.PROD.CNTL(PAYJ01)\\" --user PAYDEV1 --password '{0}' --host zosmf.corp.example --wait-for-output","description":"Submit PAYJ01 and wait for the return code"}}""",
    racf8(),
)
add(
    "legacy/zosmf-curl-basic",
    """curl -sk -u IBMUSER:{0} -H "X-CSRF-ZOSMF-HEADER: true" \\
  "https://zosmf.corp.example/zosmf/restjobs/jobs?owner=IBMUSER&prefix=PAY*" | jq '.[].jobid'
"JOB05531"
"JOB05544\"""",
    racf8(),
)
add(
    "legacy/zosmf-ltpa-cookie",
    """> GET /zosmf/restfiles/ds?dslevel=PAYR.PROD HTTP/1.1
> Host: zosmf.corp.example
> User-Agent: curl/8.5.0
> Cookie: LtpaToken2={0}
> X-CSRF-ZOSMF-HEADER: true
>
< HTTP/1.1 200 OK
< Content-Type: application/json""",
    b64(162),
)
# ============================================================ secrets: Ansible, emulators
add(
    "legacy/ansible-zos-host-vars-password",
    """# inventories/prod/host_vars/zos-lpar1.yml
ansible_host: lpar1.corp.example
ansible_user: ANSZOS
ansible_password: {0}
ansible_python_interpreter: /usr/lpp/IBM/cyp/v3r11/pyz/bin/python3
ZOAU: /usr/lpp/IBM/zoautil
PYZ: /usr/lpp/IBM/cyp/v3r11/pyz""",
    racf8(),
)
add(
    "legacy/ansible-zos-tso-command-alu",
    """- name: Reset the bridge user after the migration test
  ibm.ibm_zos_core.zos_tso_command:
    commands:
      - "ALU SFTPBR1 PASSWORD({0}) NOEXPIRED RESUME"
      - "LU SFTPBR1 NORACF OMVS"
  register: alu_out""",
    racf8(),
)
add(
    "legacy/s3270-script-string",
    """$ cat scripts/logon.s3270
Connect(L:tn3270s.corp.example:992)
Wait(InputField)
String("TSO PAYDEV2")
Enter()
Wait(InputField)
String("{0}")
Enter()
Wait(InputField)
Ascii()""",
    racf8(),
)
add(
    "legacy/py3270-fill-field",
    """from py3270 import Emulator

em = Emulator(visible=False)
em.connect('tn3270.corp.example')
em.wait_for_field()
em.fill_field(17, 23, 'OPSAUTO', 8)
em.fill_field(18, 23, '{0}', 8)
em.send_enter()""",
    racf8(),
)
add(
    "legacy/pcomm-vbs-settext",
    """' LOGON.MAC - Personal Communications macro, recorded 2019
autECLSession.SetConnectionByName("A")
autECLPS.Wait 500
autECLPS.SetText "BATCHOP", 20, 28
autECLPS.SetText "{0}", 21, 28
autECLPS.SendKeys "[enter]"
autECLOIA.WaitForInputReady""",
    racf8(),
)
add(
    "legacy/x3270-macros-resource",
    r"""! ~/.x3270pro
x3270.model: 3279-4-E
x3270.codePage: cp273
x3270.macros: \
  CICS logon: String("CESN")Enter()Wait(InputField)String("CICSOP1")Tab()String("{0}")Enter()\n\
  Clear: Clear()""",
    racf8(),
)
# ============================================================ secrets: file transfer
add(
    "legacy/connect-direct-process-snodeid",
    r"""NIGHTGL  PROCESS  SNODE=CD.WIN.DWH01 -
         SNODEID=(dwhcd,{0}) -
         PNODE=CD.ZOS.PROD1
STEP01   COPY FROM (DSN=PROD.GL.DAILY.EXTRACT DISP=SHR) -
              TO (FILE=D:\inbound\gl\daily.txt DISP=RPL -
                  SYSOPTS=":DATATYPE=TEXT:")""",
    human("#%+-_."),
)
add(
    "legacy/sterling-b2bi-customer-overrides",
    """# install/properties/customer_overrides.properties
jdbcService.db2Pool.user=B2BI
jdbcService.db2Pool.password={0}
jdbcService.db2Pool.maxsize=60
jdbcService.db2Pool.url=jdbc:db2://db2luw03.corp.example:50000/B2BIDB""",
    human("#%+-_."),
)
add(
    "legacy/sftp-bridge-yaml",
    """mainframe:
  host: mvs1.corp.example
  port: 21
  mode: ftps
  user: MFXFER
  password: "{0}"
  site_commands: ["LRECL=200", "RECFM=FB", "BLKSIZE=27800"]
sftp:
  host: partner-sftp.example.net
  user: acme_inbound
  key_file: /etc/bridge/keys/acme_ed25519""",
    human("#%*+-_."),
)
add(
    "legacy/ftp-heredoc-user-pass",
    """ftp -inv mvs1.corp.example <<EOF
user MFXFER {0}
quote site recfm=fb lrecl=200 blksize=27800
get 'PROD.AR.OPENITEMS' /data/bridge/out/ar_openitems.txt
bye
EOF""",
    racf8(),
)
add(
    "legacy/curl-v-ftp-pass",
    """* Connected to mvs1.corp.example (10.40.2.11) port 21
< 220-FTPD1 IBM FTP CS V2R5 at MVS1.CORP.EXAMPLE, 09:14:02 on 2026-12-04.
< 220 Connection will close if idle for more than 5 minutes.
> USER MFXFER
< 331 Send password please.
> PASS {0}
< 230 MFXFER is logged on.  Working directory is "MFXFER.".
> PWD""",
    racf8(),
)
add(
    "legacy/rexx-ftp-queue-pass",
    """/* REXX - PUSHACME */
host = 'partner-ftp.example.net'
user = 'acmeup'
pass = '{0}'
queue 'open' host
queue user pass
queue 'put' "'PROD.ACME.OUTBOUND'" 'acme_daily.txt'
queue 'quit'
address TSO "FTP"
say 'PUSHACME RC='rc""",
    human("#%+-_."),
)
add(
    "legacy/python-ftplib-jes-submit",
    """from ftplib import FTP

ftp = FTP('mvs1.corp.example')
ftp.login('CIBUILD', '{0}')
ftp.sendcmd('SITE FILETYPE=JES')
with open('jcl/PAYJ01.jcl', 'rb') as jcl:
    resp = ftp.storlines('STOR PAYJ01', jcl)
print(resp)  # 250-It is known to JES as JOB05531""",
    racf8(),
)

# ============================================================ secrets: IBM i
add(
    "legacy/ibmi-chgusrprf-password",
    """> CHGUSRPRF USRPRF(ODBCRDR) PASSWORD({0}) PWDEXP(*NO) STATUS(*ENABLED)
  User profile ODBCRDR changed.""",
    human("#_."),
)
add(
    "legacy/ibmi-crtusrprf-password",
    """CRTUSRPRF USRPRF(SFTPBRG) PASSWORD({0}) USRCLS(*USER) +
          INLPGM(*NONE) INLMNU(*SIGNOFF) LMTCPB(*YES) +
          TEXT('SFTP bridge service profile') HOMEDIR('/home/sftpbrg')""",
    human("#_."),
)
add(
    "legacy/ibmi-jt400-url-password",
    """# src/main/resources/ibmi.properties
ibmi.jdbc.url=jdbc:as400://ibmi01.corp.example;naming=system;libraries=PRDLIB,QGPL;user=JDBCSVC;password={0};secure=true
ibmi.jdbc.pool.max=8""",
    pw(),
)
add(
    "legacy/ibmi-as400-constructor",
    """        AS400 sys = new AS400("ibmi01.corp.example", "SPLFEXP", "{0}");
        CommandCall cmd = new CommandCall(sys);
        cmd.run("CPYSPLF FILE(QSYSPRT) TOFILE(EXPLIB/SPLOUT) JOB(*) SPLNBR(*LAST)");""",
    human("#_."),
)
add(
    "legacy/ibmi-odbc-connstr-python",
    """import pyodbc

conn_str = ("DRIVER={IBM i Access ODBC Driver};SYSTEM=ibmi01.corp.example;"
            "UID=PYRPT;PWD={0};NAM=1;DBQ=,RPTLIB,QGPL;")
conn = pyodbc.connect(conn_str, autocommit=True)""",
    pw(),
)
add(
    "legacy/ibmi-odbc-ini",
    """$ cat /etc/odbc.ini
[IBMI01]
Description = IBM i production
Driver      = IBM i Access ODBC Driver 64-bit
System      = ibmi01.corp.example
UserID      = ETLRDR
Password    = {0}
Naming      = 1
DefaultLibraries = ETLLIB,QGPL""",
    human("#%+-_."),
)
add(
    "legacy/ibmi-addsvraute-password",
    """ADDSVRAUTE USRPRF(DDMBATCH) SERVER(QDDMDRDASERVER) USRID(RMTRDR) PASSWORD('{0}')
CPC2206 Server authentication entry added.""",
    human("#%+-_."),
)
add(
    "legacy/ibmi-ftp-script-member",
    """/* QCLSRC/FTPPUSH */
OVRDBF FILE(INPUT) TOFILE(FTPSRC/QTXTSRC) MBR(PUSHCMD)
OVRDBF FILE(OUTPUT) TOFILE(FTPSRC/FTPLOG) MBR(PUSHLOG)
FTP RMTSYS('sftp-gw.corp.example')

FTPSRC/QTXTSRC(PUSHCMD):
ftpusr01 {0}
namefmt 1
put /home/exports/inv.csv inv.csv
quit""",
    human("#%+-_."),
)
add(
    "legacy/rpgle-free-inz-password",
    """**free
ctl-opt dftactgrp(*no);
dcl-s rmtUser char(10) inz('RMTRDR');
dcl-s rmtPwd  varchar(128) inz('{0}');
exec sql CONNECT TO RMTDB01 USER :rmtUser USING :rmtPwd;
if sqlcode <> 0;
  dsply ('CONNECT failed ' + %char(sqlcode));
endif;""",
    human("#%+-_."),
)
add(
    "legacy/rpg-fixed-form-literal",
    """     C                   EVAL      FtpUsr = 'EXPUSR'
     C                   EVAL      FtpPwd = '{0}'
     C                   CALLP     FtpLogon(FtpUsr:FtpPwd)
     C                   IF        RtnCde <> 0
     C                   EXSR      LogErr
     C                   ENDIF""",
    racf8(),
)

# ============================================================ secrets: COBOL
add(
    "legacy/cobol-working-storage-value",
    """       01  WS-SFTP-PARMS.
           05  WS-SFTP-HOST     PIC X(30) VALUE 'sftp-gw.corp.example'.
           05  WS-SFTP-PORT     PIC 9(05) VALUE 22.
           05  WS-SFTP-USER     PIC X(08) VALUE 'MFXFER'.
           05  WS-SFTP-PASS     PIC X(16) VALUE '{0}'.
           05  WS-SFTP-RETRY    PIC 9(02) VALUE 03.""",
    human("#_."),
)
add(
    "legacy/cobol-move-literal-db2-connect",
    """           MOVE 'DSNLOC2'  TO WS-LOCATION.
           MOVE 'RPTRDR'   TO WS-AUTHID.
           MOVE '{0}' TO WS-DB2-PWD.
           EXEC SQL
                CONNECT TO :WS-LOCATION USER :WS-AUTHID USING :WS-DB2-PWD
           END-EXEC.""",
    racf8(),
)
add(
    "legacy/cobol-copybook-api-key",
    """      * ZCONOUT - request header for the outbound z/OS Connect call to the
      * rates service.
       01  ZCON-REQ-HDR.
           05  ZCON-API-NAME    PIC X(20) VALUE 'fxrates-v2'.
           05  ZCON-API-KEY     PIC X(40) VALUE
               '{0}'.
           05  ZCON-TIMEOUT-MS  PIC 9(06) VALUE 005000.""",
    r(32, LOWER_NUM),
)

# ============================================================ secrets: Unisys, NonStop
add(
    "legacy/unisys-mcp-wfl-user",
    """?BEGIN JOB NIGHTLY/GLEXTRACT;
  USER = GLBATCH/{0};
  CLASS = 2;
  RUN OBJECT/GL/EXTRACT;
    FILE RPT(KIND=PRINTER);
?END JOB""",
    racf8(national=False),
)
add(
    "legacy/unisys-mcp-expect-logon",
    r"""#!/usr/bin/expect -f
spawn telnet mcp01.corp.example
expect "ENTER USERCODE/PASSWORD"
send "OPSBATCH/{0}\r"
expect "#"
send "RUN OBJECT/OPS/DAILYCHK\r"
expect eof""",
    racf8(national=False),
)
add(
    "legacy/nonstop-tacl-obey-logon",
    """== OBEY file $DATA1.OPSUTIL.NIGHTLY
LOGON OPS.BATCH, {0}
VOLUME $DATA1.OPSUTIL
RUN EXTRCT /IN $DATA2.GLDATA.DAILY, OUT $S.#GLRPT/
LOGOFF""",
    human("#_."),
)
add(
    "legacy/nonstop-sqlmx-t4-properties",
    """# conf/t4jdbc.properties
url=jdbc:t4sqlmx://nsk01.corp.example:18650/
user=ops.batch
password={0}
catalog=PRODCAT
schema=GL
maxPoolSize=6""",
    pw(),
)

# ============================================================ secrets: Endevor, Micro Focus
add(
    "legacy/endevor-ws-basic-header",
    """GET /EndevorService/api/v2/ENDEVOR/env/PRD/stgnum/2/sys/PAYROLL/subsys/BATCH/type/COBOL/ele HTTP/1.1
Host: endevor-ws.corp.example:9443
Authorization: Basic {0}
Accept: application/json""",
    base64.b64encode(("ENDVUSR1:" + racf8()).encode()).decode(),
)
add(
    "legacy/microfocus-casstop-password",
    r"""PS C:\MF\regions> casstop /rBANKDEMO /uSYSAD /p{0}
CASCD4002W Enterprise Server region BANKDEMO shutdown requested
CASCD0020I Enterprise Server region BANKDEMO stopped""",
    human("#_."),
)
add(
    "legacy/microfocus-xa-open-string",
    """XA resource definition (ESCWA > BANKDEMO > XA Resources):
  ID            : DB2XA
  Module        : $ESP/xa/ESDB2XA64.so
  Open string   : DB=LEDGER,USRPASS=ledgerxa.{0}
  Reconnect     : Yes""",
    r(2, UPPER) + r(4, LOWER) + r(4, DIGITS),
)

# ============================================================ secrets: schedulers
add(
    "legacy/controlm-environment-add",
    """$ ctm environment add prod "https://ctmem01.corp.example:8443/automation-api" emapi {0}
info:    Environment 'prod' was added
info:    Current environment is 'prod'""",
    pw(),
)
add(
    "legacy/controlm-connection-profile-db2",
    """{
  "DB2_LEDGER_CP": {
    "Type": "ConnectionProfile:Database:DB2",
    "TargetAgent": "ctmagt-db01",
    "Host": "db2luw02.corp.example",
    "Port": "50000",
    "DatabaseName": "LEDGER",
    "User": "ctmdb2",
    "Password": "{0}"
  }
}""",
    human("#%+-_."),
)
add(
    "legacy/ca7-terminal-logon",
    """/LOGON CA7OPR1,PSWD={0}
CA-7.LOGON  CA7OPR1 LOGGED ON TO CA-7 AT 08:31:09 ON 26.338
LQ,JOB=PAYJ*
  JOB     SYSTEM  CA-7#  SCHED  DUE-OUT    CURRENT
  PAYJ01  PAYROLL 2211   001    338/2100   READY""",
    racf8(),
)
add(
    "legacy/tws-composer-user-definition",
    r"""$ composer display users @#@
USERNAME WINAGT01#CORP\twsuser
  PASSWORD "{0}"
END""",
    human("#%+-_."),
)
add(
    "legacy/tws-twsinst-password",
    """# install log, agent LNXAGT07
./twsinst -new -uname twsuser -password {0} -acct twsuser -thiscpu LNXAGT07 \\
   -master MDMPRD -company CORP -port 31111 -inst_dir /opt/IBM/TWA
AWSFAB033I Installation completed successfully.""",
    human("#_."),
)

# ============================================================ secrets: encoded, prose, splits
_pw_hex = racf8()
add(
    "legacy/ebcdic-hex-dump-password",
    """IDCAMS  SYSTEM SERVICES                                           TIME: 09:41:07
LISTING OF DATA SET -MFXFER.BRIDGE.PARMS
RECORD SEQUENCE NUMBER - 1
""" + eb("USER=ACMEOUT") + """404040404040404040404040
RECORD SEQUENCE NUMBER - 2
""" + eb("PASSWORD=") + """{0}4040404040404040404040404040
IDC0005I NUMBER OF RECORDS PROCESSED WAS 2""",
    eb(_pw_hex),
)
add(
    "legacy/prose-japanese-racf-reset",
    """LPAR1 の本番バッチユーザー PAYBAT のパスワードを {0} にリセットしました。NOEXPIRED を付けたので次回ログオン時の変更は不要です。ジョブ PAYJ01 の再実行をお願いします。""",
    racf8(),
)
add(
    "legacy/prose-hungarian-ibmi-password",
    """Szia! Az AS/400-on az ODBCRDR profil új jelszava: {0} — a PWDEXP(*NO) be van állítva, szóval nem fog lejárni. A riportszerver connection stringjét légyszi írd át.""",
    human("#%+-_."),
)
add(
    "legacy/prose-german-controlm-password",
    """Kurze Info: das Passwort für den Control-M EM-User emapi lautet jetzt {0}, bitte im Pipeline-Secret nachziehen. Der alte Wert ist ab Montag gesperrt.""",
    human("#%+-_."),
)
add(
    "legacy/prose-hungarian-mq-password",
    """Az MQ csatornához (APP.SVRCONN a QMPRD01-en) a mqapp felhasználó jelszava {0}. CHCKCLNT(REQUIRED) van beállítva, tehát jelszó nélkül 2035-ös hibát kapsz.""",
    pw(),
)
add(
    "legacy/prose-japanese-passticket-key",
    """PassTicket のアプリケーションキー（APPL ZWEAPPL、DES）は {0} です。ゲートウェイ側の passticket.properties にだけ設定して、リポジトリにはコミットしないでください。""",
    hexkey(16),
)
add(
    "legacy/prose-english-tn3270-test-id",
    """fyi the tn3270 test id on LPAR2 is OPSTST3 and the password is {0} — it's set to expire friday so if the s3270 tests start failing with ICH408I that's why""",
    racf8(),
)
add_split(
    "legacy/split-jcl-parm-continuation",
    """//PUSH     EXEC PGM=SFTPBAT,REGION=0M,
//  PARM=('HOST=partner-sftp.example.net USER=acme_out PWD={0}',
//             '{1} RETRY=3 TIMEOUT=60')
//SYSPRINT DD SYSOUT=*""",
    r(5, ALNUM), r(6, ALNUM),
)
add_split(
    "legacy/split-cobol-string-appl-key",
    """           STRING '{0}' '{1}' DELIMITED BY SIZE
               INTO WS-PTKT-APPL-KEY
           END-STRING.
           CALL 'PTKTGEN' USING WS-APPLID WS-USERID WS-PTKT-APPL-KEY
                                WS-PASSTICKET.""",
    hexkey(8), hexkey(8),
)
add_split(
    "legacy/split-rexx-concat-password",
    """/* REXX */
parse arg node .
pw = '{0}' || '{1}'
"ALLOC F(NETRC) NEW REUSE UNIT(VIO) SPACE(1,1) TRACKS"
queue 'machine' node 'login NDMXFR password' pw""",
    r(5, UPPER_NUM), r(5, UPPER_NUM),
)
add_split(
    "legacy/split-tso-continuation-eptktdata",
    """ EDIT       OPS.RACF.CMDS(ZWEPTKT) - 01.03               Columns 00001 00072
 000100 RALTER PTKTDATA ZWEAPPL EPTKTDATA(ENCRYPTION(KEYMASKED(-
 000200 {0}-
 000300 {1}))) +
 000400   TIMEOUT(300)
 ****** **************************** Bottom of Data ****************************""",
    hexkey(32), hexkey(32),
)
add_split(
    "legacy/split-chat-hungarian-two-messages",
    """[09:12] Péter: az IBM i-n a FTPUSR01 jelszó első fele: {0}
[09:12] Péter: (a másodikat külön küldöm, biztonság kedvéért)
[09:13] Péter: második fele: {1}""",
    human("#%+-_.")[:6], r(6, ALNUM),
)
add(
    "legacy/ansible-adhoc-extra-vars-password",
    """$ ansible zos-lpar2 -i inventories/test -m ibm.ibm_zos_core.zos_job_submit \\
    -a "src=PAYR.TEST.CNTL(PAYJ01) location=data_set wait_time_s=60" \\
    -e "ansible_user=ANSZOS ansible_password={0}"
zos-lpar2 | CHANGED => {
    "jobs": [ { "job_id": "JOB07719", "job_name": "PAYJ01", "ret_code": { "code": 0, "msg": "CC 0000" } } ]
}""",
    racf8(),
)

# ============================================================ look-alikes: JES, JCL, data sets
la(
    """$HASP373 PAYJ01   STARTED - INIT 3    - CLASS A        - SYS PRD1
IEF403I PAYJ01 - STARTED - TIME=21:00:04
IEF142I PAYJ01 STEP010 - STEP WAS EXECUTED - COND CODE 0000
IEF404I PAYJ01 - ENDED - TIME=21:03:51
$HASP395 PAYJ01   ENDED - RC=0000
$HASP165 PAYJ01   ENDED AT N1  MAXCC=0000 CN(INTERNAL)"""
)
la(
    """//XFER     EXEC PGM=SFTPBAT,REGION=0M,
//  PARM='HOST=sftp-gw.corp.example USER=MFXFER PWD=&SFTPPW RETRY=3'
//* &SFTPPW is resolved at submit time by the scheduler from its vault;
//* it is never written into this member.
//STEPLIB  DD DISP=SHR,DSN=SYS3.SFTPBAT.LOADLIB"""
)
la(
    """//NETRC    DD DISP=SHR,DSN=SECURE.FTP.NETRC(PROD)
//* SECURE.FTP.** is protected by RACF: UACC(NONE), only MFXFER has READ
//INPUT    DD *
put 'PROD.GL.DAILY.EXTRACT(0)' /inbound/gl/daily.txt
quit
/*"""
)
la(
    """ SDSF STATUS DISPLAY ALL CLASSES                        LINE 1-6 (6)
 NP   JOBNAME  JobID    Owner    Prty Queue      C  Pos  SAff  ASys Status
      PAYJ01   JOB05531 PAYBAT      1 PRINT      A       PRD1       RC 0000
      PAYJ02   JOB05544 PAYBAT      1 PRINT      A       PRD1       ABEND S913
      GLPUSH   JOB05560 GLBATCH     1 PRINT      B       PRD1       RC 0004
      ARPUSH   JOB05561 ARBATCH     9 EXECUTION  A       PRD1
      DWHLOAD  JOB05562 DWHLOAD     1 PRINT      B       PRD1       JCL ERROR
      ZWESLSTC STC04410 ZWESVUSR   15 EXECUTION          PRD1"""
)
la(
    """LISTCAT ENT('PROD.GL.DAILY.EXTRACT') ALL
GDG BASE ------ PROD.GL.DAILY.EXTRACT
     IN-CAT --- UCAT.PRODAPP
     HISTORY
       DATASET-OWNER-----(NULL)     CREATION--------2019.114
     ATTRIBUTES
       LIMIT-----------------30     SCRATCH     NOEMPTY
   NONVSAM ---- PROD.GL.DAILY.EXTRACT.G0412V00
     VOLUMES
       VOLSER------------PRD041     DEVTYPE------X'3010200F'
   NONVSAM ---- PROD.GL.DAILY.EXTRACT.G0413V00
     VOLUMES
       VOLSER------------PRD044     DEVTYPE------X'3010200F'"""
)
la(
    """Common abends we hit while porting the batch suite, for the README:
  S913-38  RACF denied access to the data set (check ICH408I in the job log)
  S806-04  module not found in STEPLIB/JOBLIB/LNKLST
  S0C7     data exception, usually a packed field with spaces in it
  S322     CPU time limit, raise TIME= on the EXEC card
  U4038    Language Environment ended the enclave after a severity 3 condition
  RC=0008  IDCAMS: the entry was not found (harmless on the first run)"""
)
la(
    """IEFC653I SUBSTITUTION JCL - PGM=SFTPBAT,REGION=0M,PARM='HOST=sftp-gw.corp.example USER=MFXFER PWD=********'
IEF236I ALLOC. FOR GLPUSH XFER
IEF237I 1A2B ALLOCATED TO STEPLIB
IEF142I GLPUSH XFER - STEP WAS EXECUTED - COND CODE 0000"""
)
la(
    """$ git grep -n "PASSWORD=" -- 'jcl/*.jcl'
jcl/PAYJ01.jcl:2://             MSGCLASS=X,NOTIFY=&SYSUID
jcl/PAYJ01.jcl:9://* PASSWORD= removed from the job card; jobs run under the
jcl/PAYJ01.jcl:10://* scheduler's surrogate user PAYBAT (SURROGAT class, no password)
jcl/ARPUSH.jcl:6://  PARM='HOST=ar-sftp.corp.example USER=ARXFER PWD=&ARPW'"""
)
la(
    """NJE node list from $D NODE(1-8):
$HASP826 NODE(1)  NAME=PRODN1,STATUS=(OWNNODE),AUTH=(DEVICE=YES,JOB=YES,NET=NO,
$HASP826          SYSTEM=YES),TRANSMIT=BOTH,RECEIVE=BOTH,HOLD=NONE,
$HASP826          PENCRYPT=NO,SIGNON=COMPAT,DIRECT=NO,ENDNODE=NO,
$HASP826          REST=0,SENTREST=ACCEPT,COMPACT=0,LINE=0,LOGMODE=,
$HASP826          LOGON=0,NETSRV=0,OWNNODE=YES,PASSWORD=(VERIFY=(NOTSET),
$HASP826          SEND=(NOTSET)),PATHMGR=YES,PRIVATE=NO,SUBNET=,TRACE=NO
$HASP826 NODE(7)  NAME=DRSITE,STATUS=(CONNECTED VIA LINE3)"""
)
la(
    """Dataset names that came up in the inventory, none of them hold credentials:
  SYS1.PARMLIB(IKJTSO00)     TSO/E defaults
  SYS1.PASSWORD              obsolete MVS data set password file, empty on this system since 1998
  PROD.GL.DAILY.EXTRACT      GDG, 30 generations
  SYS3.SFTPBAT.LOADLIB       vendor load library, volser PRDLIB
  OPS.RACF.CMDS              RACF command members (ADDUSER/CONNECT only, no passwords)"""
)

# ============================================================ look-alikes: RACF, ACF2, TSS
la(
    """LISTUSER PAYBAT
USER=PAYBAT  NAME=PAYROLL BATCH        OWNER=SECADM    CREATED=19.114
 DEFAULT-GROUP=PAYGRP   PASSDATE=26.305 PASS-INTERVAL= 90 PHRASEDATE=N/A
 PASSWORD ENVELOPED=NO
 ATTRIBUTES=PROTECTED
 REVOKE DATE=NONE   RESUME DATE=NONE
 LAST-ACCESS=26.338/21:00:04
 CLASS AUTHORIZATIONS=NONE"""
)
la(
    """SETROPTS PASSWORD(RULE1(LENGTH(8) ALPHANUM(1:8)) HISTORY(12) INTERVAL(90) MINCHANGE(1) MIXEDCASE SPECIALCHARS)
SETROPTS PASSWORD(WARNING(10)) REVOKE(5)
SETROPTS KDFAES  /* already on since 2018 */"""
)
la(
    """RDEFINE PTKTDATA CICSPRD1 SSIGNON(KEYLABEL(PTKT.CICSPRD1.DESKEY)) APPLDATA('NO REPLAY PROTECTION') UACC(NONE)
SETROPTS RACLIST(PTKTDATA) REFRESH
/* the key itself lives in the ICSF CKDS under that label; RACF only stores the label */"""
)
la(
    """RLIST PTKTDATA ZWEAPPL SSIGNON
CLASS      NAME
-----      ----
PTKTDATA   ZWEAPPL

SSIGNON INFORMATION
-------------------
KEY ENCRYPTED

EPTKTDATA INFORMATION
---------------------
ENCRYPTION:   KEYLABEL: ZWE.PTKT.AES.KEY01
TIMEOUT:      300
REPLAY PROTECTION: NO"""
)
la(
    """ALTUSER ZWESVUSR NOPASSWORD NOPHRASE
/* started task user: protected, it can never log on with a password or phrase */
ALTUSER ZWESVUSR RESTRICTED"""
)
la(
    """)CM ISPF file-tailoring skeleton RACFRST - variables are filled in by the panel
 ALTUSER &USERID PASSWORD(&NEWPW) EXPIRED
 RESUME  &USERID
)CM &NEWPW comes from a non-display panel field and is never saved in the skeleton"""
)
la(
    """ACF
 SET LID
 LIST DB2BATCH
 DB2BATCH  DB2 BATCH SVC                    UID(DB2SVC)
 PRIVILEGES  JOB STC NON-CNCL
 PASSWORD    PSWD-DAT(11/01/26) PSWD-INC(0) PSWD-INV(0) PSWD-TOD(11/01/26-08:14)
             PSWD-XPR MAXDAYS(90) MINDAYS(1)
 STATISTICS  ACC-CNT(41022) ACC-DATE(12/04/26) ACC-TIME(21:00)
 END"""
)
la(
    """TSS LIST(CTMAGT01) DATA(PASSWORD)
ACCESSORID = CTMAGT01  NAME       = CONTROL-M AGENT 01
PASSWORD   = ********  EXPIRES    = 03/01/27 INTERVAL   = 90
PHRASE     = NONE
TSS0300I  LIST     FUNCTION SUCCESSFUL"""
)
la(
    """PASSWORD USER(PAYBAT) INTERVAL(60)
PASSWORD USER(PAYBAT) NOINTERVAL
/* these only change the change interval; neither command sets a password value */"""
)
la(
    """LISTDSD DATASET('SECURE.FTP.**') GENERIC ALL
INFORMATION FOR DATASET SECURE.FTP.** (G)
LEVEL  OWNER      UNIVERSAL ACCESS   WARNING   ERASE
-----  --------   ----------------   -------   -----
 00    SECADM          NONE            NO       YES
AUDITING
--------
FAILURES(READ)
ID     ACCESS
--     ------
MFXFER  READ"""
)
la(
    """SMF record types we need to keep forwarding after the move to Splunk:
  type 30  job/step accounting (subtype 4 = step end, 5 = job end)
  type 80  RACF events, e.g. event code 2 (ALTUSER) and 8 (ADDUSER); the new
           password value is never in the record, only the keywords used
  type 119 TCP/IP, subtypes 70/71 FTP client, 100 FTP server logon failure
  type 92  z/OS UNIX file system activity"""
)
la(
    """SMF 80 record, first 48 bytes as dumped by IFASMFDP + DFSORT (header only):
0000  00D4 0000 5E50 0151 C52F 0126 338F E2E8 E2C1 0000 0002 0000 0000 0000 0000 0000
0020  0002 0000 0C00 0000 D7C1 E8C2 C1E3 4040 0000 0000 0000 0000 0000 0000 0000 0000
record type X'50' = 80, event code 2 (ALTUSER), user PAYBAT"""
)
la(
    """RACDCERT ID(ZWESVUSR) LIST(LABEL('ZoweCert'))
Digital certificate information for user ZWESVUSR:
  Label: ZoweCert
  Certificate ID: 2QjpptjF5/bb4oWDmaWF
  Status: TRUST
  Start Date: 2026/01/15 00:00:00
  End Date:   2027/01/15 23:59:59
  Serial Number:
       >4F:1A:9C:02:77<
  Issuer's Name:
       >CN=Corp Internal CA.OU=IT.O=Corp<
  Key Type: RSA
  Key Size: 2048
  Private Key: YES
  Certificate Fingerprint (SHA256):
       7A:41:C0:9E:12:5B:D3:88:0F:6A:E2:47:1C:93:B5:60:
       2D:8E:F1:04:A9:76:3B:CE:58:11:D0:6F:92:E5:4A:B7"""
)
la(
    """ICSF key list for PassTicket labels (KDS browse, values never displayed):
Label                               Type    Len  KCV     Status
PTKT.CICSPRD1.DESKEY                DATA    8    4F1A9C  ACTIVE
ZWE.PTKT.AES.KEY01                  DATA    32   B70E2D  ACTIVE
ZWE.PTKT.AES.KEY00                  DATA    32   19C4A8  ARCHIVED"""
)
la(
    """PassTicket notes for the API gateway team: a PassTicket is an 8-character one-time
password that the gateway generates from the application name (APPLID), the user ID, the
time and a secret application key. RACF accepts it for about 10 minutes. The key itself
is defined in the PTKTDATA class (KEYMASKED or, preferably, KEYLABEL pointing at ICSF);
never put the key into a properties file, use the IRRSPK00 callable service instead."""
)
# ============================================================ look-alikes: CICS, IMS, DB2
la(
    """CEMT INQUIRE IPCONN(ZCONN1)
STATUS:  RESULTS - OVERTYPE TO MODIFY
 Ipc(ZCONN1  ) Applid(ZCEESRV1) Networkid(CORPNET ) Rece(100) Sen(100)
    Ins Acq Nore Ssl(Yes) Ciphers(35) Linkauth(Certuser) Userauth(Identify)
    Port(01091) Host(zcee01.corp.example)"""
)
la(
    """           EXEC CICS VERIFY PASSWORD(WS-PWD-INPUT)
                USERID(WS-USERID)
                RESP(WS-RESP) RESP2(WS-RESP2)
           END-EXEC.
      * WS-PWD-INPUT comes from the BMS map field PWDI (DRK attribute),
      * it is cleared with LOW-VALUES right after this call."""
)
la(
    """# ctg.ini (CICS Transaction Gateway 9.3) - no credentials, CICS uses link security
SECTION GATEWAY
    closetimeout=10000
    ecigenericreplies=off
    maxconnect=100
    protocol@tcp.handler=com.ibm.ctg.server.TCPHandler
    protocol@tcp.parameters=port=2006;bind=;connecttimeout=2000;
ENDSECTION
SECTION IPICSERVER = CICSPRD1
    hostname=cics1.corp.example
    port=1091
    tcpkeepalive=Y
ENDSECTION"""
)
la(
    """/DISPLAY ACTIVE REGION
     REGID JOBNAME   TYPE  TRAN/STEP PROGRAM  STATUS        CLASS
         1 IMSMPP01  TP                       WAITING       1,2,3
         2 IMSBMP07  BMP   PHIDPHO1  DFSDDLT0               
     JMPRGN  IMSJMP01  JMP   NONE
     IMS CONNECT HWS1: STATUS=ACTIVE PORT=5555 SSLPORT=5556
*26338/083114*"""
)
la(
    """spring.datasource.ims.url=jdbc:ims://ims1.corp.example:5555/class://com.corp.ims.PHIDPHO1DatabaseView:fetchSize=500;
spring.datasource.ims.username=${IMS_USER}
spring.datasource.ims.password=${IMS_PASSWORD}"""
)
la(
    """$ db2 list database directory

 System Database Directory

 Number of entries in the directory = 2

Database 1 entry:

 Database alias                       = SAMPLE
 Database name                        = SAMPLE
 Local database directory             = /database/data
 Database release level               = 15.00
 Directory entry type                 = Indirect
 Authentication entry                 = SERVER_ENCRYPT

Database 2 entry:

 Database alias                       = DSNLOC1
 Database name                        = DSNLOC1
 Node name                            = ZOSN1
 Directory entry type                 = Remote
 Authentication entry                 = SERVER_ENCRYPT_AES"""
)
la(
    """db2 catalog tcpip node ZOSN1 remote dsnp.zos.corp.example server 5021 security ssl
db2 catalog dcs database DSNLOC1 as DSNLOC1 parms ',,INTERRUPT_ENABLED'
db2 catalog database DSNLOC1 at node ZOSN1 authentication server_encrypt_aes
db2 terminate
DB20000I  The TERMINATE command completed successfully."""
)
la(
    """#!/bin/sh
# refresh the SAMPLE database statistics; the password comes from the environment
db2 connect to SAMPLE user db2inst1 using "$DB2_PASSWORD" >/dev/null || exit 8
db2 "RUNSTATS ON TABLE GL.LEDGER_LINES WITH DISTRIBUTION AND DETAILED INDEXES ALL"
db2 connect reset"""
)
la(
    """[DSNLOC2]
Database=DSNLOC2
Protocol=TCPIP
Hostname=dsnq.zos.corp.example
Port=5031
Authentication=KERBEROS
KRBPlugin=IBMkrb5
Security=SSL"""
)
la(
    """DB2 for z/OS errors from the bind job, none of these are secrets:
  SQLCODE -805 SQLSTATE 51002  package PAYRCOL.PAYR0100.1A2B3C4D not found in plan
  SQLCODE -904 SQLSTATE 57011  reason 00C90081, type 00000200, name DSNDB04.PAYRTS01
  SQLCODE -551 SQLSTATE 42501  PAYRAPP has no SELECT on PAYR.EMPLOYEE
  DSNT408I SQLCODE = -911, reason 00C9008E (timeout)"""
)
la(
    """-DIS DDF
DSNL080I  -DB2P DSNLTDDF DISPLAY DDF REPORT FOLLOWS:
DSNL081I STATUS=STARTD
DSNL082I LOCATION           LUNAME            GENERICLU
DSNL083I DSNLOC1            CORPNET.DB2PLU    -NONE
DSNL084I TCPPORT=446   SECPORT=5021  RESPORT=5020  IPNAME=-NONE
DSNL085I IPADDR=::10.40.3.21
DSNL086I SQL    DOMAIN=dsnp.zos.corp.example
DSNL099I DSNLTDDF DISPLAY DDF REPORT COMPLETE"""
)
la(
    """services:
  db2:
    image: icr.io/db2_community/db2:11.5.9.0
    privileged: true
    environment:
      LICENSE: accept
      DB2INSTANCE: db2inst1
      DB2INST1_PASSWORD: ${DB2INST1_PASSWORD:?set DB2INST1_PASSWORD in .env.local}
      DBNAME: LEDGER
    ports: ["50000:50000"]"""
)
la(
    """CREATE USER MAPPING FOR DB2INST1 SERVER ZOSDB2P
  OPTIONS (REMOTE_AUTHID 'FEDRDR', REMOTE_PASSWORD '<from the vault: db2/fed/zos/fedrdr>');
-- do not run this file as is; the deploy script substitutes the placeholder"""
)
la(
    """CCSIDs in play for the GL extract:
  037   EBCDIC US/Canada (the source data sets)
  1047  EBCDIC Latin-1 open systems (z/OS UNIX files, FILETAG)
  273   EBCDIC Germany/Austria (the Frankfurt subsidiary)
  870   EBCDIC Latin-2, used for the Hungarian branch (ő and ű)
  939   EBCDIC Japanese Latin extended (Kanji DBCS with SO/SI)
  1208  UTF-8, the target on the Linux side"""
)
la(
    """Record 2 of PROD.CUST.MASTER, EBCDIC 870, printed with IDCAMS PRINT HEX:
""" + eb("KISS ANNA") + "4040404040404040" + eb("BUDAPEST") + """40404040F0F1F2F3
(public test customer from the demo data set; name, city, branch code 0123)"""
)
la(
    """IDCAMS  SYSTEM SERVICES
LISTING OF DATA SET -MFXFER.BRIDGE.PARMS.TEMPLATE
RECORD SEQUENCE NUMBER - 2
""" + eb("PASSWORD=") + """4040404040404040404040404040404040404040404040
IDC0005I NUMBER OF RECORDS PROCESSED WAS 3
(template member: the value after PASSWORD= is blank, it is filled in by the installer)"""
)

# ============================================================ look-alikes: MQ
la(
    """DISPLAY CHLAUTH(APP.SVRCONN) MATCH(RUNCHECK) ADDRESS('10.40.5.17') CLNTUSER('orders')
AMQ9783I: Channel will run using MCAUSER('orders').
   CHLAUTH(APP.SVRCONN)                    TYPE(ADDRESSMAP)
   ADDRESS(10.40.5.*)                      USERSRC(CHANNEL)
   CHCKCLNT(REQUIRED)"""
)
la(
    """SET CHLAUTH('*') TYPE(ADDRESSMAP) ADDRESS('*') USERSRC(NOACCESS) DESCR('back-stop') ACTION(REPLACE)
SET CHLAUTH(APP.SVRCONN) TYPE(ADDRESSMAP) ADDRESS('10.40.5.*') USERSRC(CHANNEL) CHCKCLNT(REQUIRED)
SET CHLAUTH(APP.SVRCONN) TYPE(BLOCKUSER) USERLIST('*MQADMIN')
ALTER CHANNEL(APP.SVRCONN) CHLTYPE(SVRCONN) SSLCIPH(ANY_TLS13_OR_HIGHER) SSLCAUTH(REQUIRED)"""
)
la(
    """# mqclient.ini - client side, no credentials in here
CHANNELS:
   ChannelDefinitionDirectory=/opt/app/mq
   ChannelDefinitionFile=ccdt.json
   ReconDelay=(1000,200)(2000,200)(4000,1000)
TCP:
   KeepAlive=Yes
SSL:
   OutboundSNI=HOSTNAME
   SSLKeyRepository=/opt/app/mq/keys/client
   SSLKeyRepositoryPassword is not used; the repository has a stash file (client.sth)"""
)
la(
    """----- amqzfuma.c : 4826 --------------------------------------------------------
12/04/26 08:41:19 - Process(3412.77) User(mqm) Program(amqzlaa0)
AMQ5534E: User ID 'orders' authentication failed
EXPLANATION:
The user ID and password supplied by 'OrdersService' could not be authenticated.
ACTION:
Ensure that the correct user ID and password are provided by the application.
----- amqzfuca.c : 4511 --------------------------------------------------------
AMQ5541E: The failed authentication check was caused by the queue manager
CONNAUTH CHCKCLNT(REQUIRED) configuration."""
)
la(
    """        cf.setStringProperty(WMQConstants.USERID, System.getenv("MQ_APP_USER"));
        cf.setStringProperty(WMQConstants.PASSWORD, secrets.get("mq/qmprd01/orders"));
        cf.setBooleanProperty(WMQConstants.USER_AUTHENTICATION_MQCSP, true);"""
)
la(
    """Szia, az MQ-s kérdésre: a QMPRD01 csatornáján (APP.SVRCONN) TLS 1.3 van, a cipher ANY_TLS13_OR_HIGHER, SSLCAUTH(REQUIRED). Jelszó nem kell, a kliens tanúsítvánnyal azonosít, a tanúsítvány címkéje ibmwebspheremqorders. A 2035-ös hiba (MQRC_NOT_AUTHORIZED) azért jött, mert a CHLAUTH szabály még a régi IP-tartományra szólt."""
)

# ============================================================ look-alikes: Zowe, z/OSMF, Ansible
la(
    """{
  "$schema": "./zowe.schema.json",
  "profiles": {
    "lpar1": {
      "type": "zosmf",
      "properties": { "host": "zosmf.corp.example", "port": 443, "rejectUnauthorized": true },
      "secure": ["user", "password"]
    }
  },
  "defaults": { "zosmf": "lpar1" },
  "autoStore": true
}"""
)
la(
    """$ zowe config list --locations
/home/dev/.zowe/zowe.config.json:
  profiles:
    lpar1:
      type: zosmf
      properties:
        host: zosmf.corp.example
        port: 443
        user: (secure value)
        password: (secure value)
      secure:
        - user
        - password"""
)
la(
    """$ zowe config secure
? Enter profiles.lpar1.properties.user - blank to skip:
? Enter profiles.lpar1.properties.password - blank to skip:
Saved secure fields to /home/dev/.zowe/zowe.config.json (values stored in the credential manager)"""
)
la(
    """    env:
      ZOWE_OPT_HOST: zosmf.corp.example
      ZOWE_OPT_USER: ${{ secrets.ZOWE_USER }}
      ZOWE_OPT_PASSWORD: ${{ secrets.ZOWE_PASSWORD }}
      ZOWE_OPT_REJECT_UNAUTHORIZED: "true"
    steps:
      - run: zowe zos-files upload dir-to-pds src/cobol "PAYR.DEV.COBOL\""""
)
la(
    """ --password  | --pass | --pw (string)

      Mainframe (z/OSMF) password, which can be the same as your TSO password.

 --token-value  | --tv (string)

      The value of the token to pass to the API Mediation Layer.

      Example: zowe zos-files list ds "PAYR.**" --user PAYDEV1 --password <password>"""
)
la(
    """curl -sk -u "$ZOSMF_USER:$ZOSMF_PASS" -H "X-CSRF-ZOSMF-HEADER: true" \\
  "https://zosmf.corp.example/zosmf/restjobs/jobs/PAYJ01/JOB05531/files" | jq '.[].ddname'"""
)
la(
    """{
  "jobid": "JOB05544",
  "jobname": "PAYJ02",
  "owner": "PAYBAT",
  "status": "OUTPUT",
  "type": "JOB",
  "class": "A",
  "retcode": "ABEND S913",
  "url": "https://zosmf.corp.example/zosmf/restjobs/jobs/J0005544PRD1....DE31A8F2.......%3A",
  "phase-name": "Job is on the hard copy queue",
  "job-correlator": "J0005544PRD1....DE31A8F2.......:"
}"""
)
la(
    """# inventories/prod/host_vars/zos-lpar1.yml
ansible_host: lpar1.corp.example
ansible_user: ANSZOS
ansible_password: "{{ vault_zos_ansible_password }}"
ansible_python_interpreter: /usr/lpp/IBM/cyp/v3r11/pyz/bin/python3"""
)
la(
    """- name: Reset the bridge user from the vault value
  ibm.ibm_zos_core.zos_tso_command:
    commands:
      - "ALU SFTPBR1 PASSWORD({{ lookup('community.hashi_vault.hashi_vault', 'secret=zos/data/sftpbr1:pw') }}) NOEXPIRED"
  no_log: true"""
)
# ============================================================ look-alikes: emulators
la(
    """import os
from py3270 import Emulator

em = Emulator(visible=False)
em.connect('tn3270.corp.example')
em.fill_field(17, 23, os.environ['TN3270_USER'], 8)
em.fill_field(18, 23, os.environ['TN3270_PASSWORD'], 8)
em.send_enter()"""
)
la(
    """20261204.091402.118 Action String("OPSTST3")
20261204.091402.119 Action Tab()
20261204.091402.120 Action String("********")  [non-display field, 8 characters typed]
20261204.091402.121 Action Enter()
20261204.091402.544 Host write: WCC 0xc3, 1920 bytes, cursor at row 24 col 2"""
)
la(
    r"""! ~/.x3270pro - session settings only
x3270.model: 3279-2-E
x3270.codePage: cp037
x3270.hostsFile: /etc/x3270/ibm_hosts
x3270.tls: true
x3270.verifyHostCert: true
x3270.macros: \
  Clear: Clear()\n\
  PF3 twice: PF(3)PF(3)"""
)
la(
    """[Profile]
ID=WS
Description=LPAR1 TSO
[Telnet3270]
HostName=tn3270s.corp.example
HostPortNumber=992
Security=Y
CertSelection=AUTOSELECT
LUName=
[3270]
ScreenSize=1920
HostCodePage=273-U"""
)
la(
    """tn3270s.corp.example:992 TLS certificate (published in the service catalogue):
  Subject: CN=tn3270s.corp.example, O=Corp, C=DE
  SHA-256: 3D:9A:71:0C:E4:58:2B:F6:91:07:AC:3E:D2:65:18:BF:4A:E0:7C:29:93:D6:5F:01:8B:C4:72:1E:A8:36:F9:50
  Valid until 2027-05-31"""
)

# ============================================================ look-alikes: file transfer
la(
    """NIGHTGL  PROCESS  SNODE=CD.WIN.DWH01 -
         SNODEID=(&USR,&PWD) -
         PNODE=CD.ZOS.PROD1
STEP01   COPY FROM (DSN=PROD.GL.DAILY.EXTRACT DISP=SHR) -
              TO (FILE=&TOFILE DISP=RPL)
/* submitted with: SUBMIT PROC=NIGHTGL &USR=... &PWD=... from the scheduler's vault */"""
)
la(
    """CD> select statistics pnumber=1877 detail=yes ;
===============================================================================
                     SELECT STATISTICS
===============================================================================
P RECID LOG TIME           PNAME    PNUMBER STEPNAME CCOD FDBK MSGID
E RECID LOG TIME           MESSAGE TEXT
-------------------------------------------------------------------------------
P CTRC  12/04/2026 21:04:17 PUSHGL   1877    STEP01   0    XSMG405I SCPA000I
      Bytes read 18422311, bytes written 18422311, compression 61.4%"""
)
la(
    """Connect:Direct Runbook (DE): Prozess NIGHTGL manuell anstoßen

  submit file=nightgl.cdp snode=CD.WIN.DWH01 snodeid=(<BENUTZER>,<PASSWORT>) ;

<BENUTZER> und <PASSWORT> sind Platzhalter. Die echten Werte stehen im Tresor unter
cd/dwh01/dwhcd und werden niemals in dieses Dokument kopiert."""
)
la(
    """# install/properties/customer_overrides.properties
jdbcService.db2Pool.user=B2BI
# jdbcService.db2Pool.password is not set here: it is stored encrypted by
# setupfiles.sh during install and read from the system passphrase at startup
jdbcService.db2Pool.maxsize=60"""
)
la(
    """SFG event log, ACME inbound, 2026-12-04:
  ArrivedFile  7f2c91e0a4b35d86:1b2e3c1  /acme/inbound/ar_openitems.txt  18422311 bytes
  Checksum     SHA-256 c4e8a1f09b7d23e6548a0f1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6
  Route        ACME_AR_TO_ZOS   consumer ZOS_AR  status Routed
  Delivery     CD process 1881 CCODE 0"""
)
la(
    """bridge:
  mainframe:
    host: mvs1.corp.example
    port: 21
    mode: ftps
    user: MFXFER
    password_file: /etc/bridge/secrets/mfxfer.pw   # mode 0400, owned by bridge
  sftp:
    host: partner-sftp.example.net
    user: acme_inbound
    key_file: /etc/bridge/keys/acme_ed25519
    host_key_fingerprint: SHA256:q3H8c1Vd0mNw2Zp4sT6uX9yB5eK7aG1jL3oR8fW2iQ0"""
)
la(
    """EZA1450I IBM FTP CS V2R5
EZA1554I Connecting to:  mvs1.corp.example 10.40.2.11 port: 21.
220-FTPD1 IBM FTP CS V2R5 at MVS1.CORP.EXAMPLE, 09:14:02 on 2026-12-04.
EZA1459I NAME (mvs1.corp.example:MFXFER):
EZA1701I >>> USER MFXFER
331 Send password please.
EZA1789I PASSWORD:
EZA1701I >>> PASS
230 MFXFER is logged on.  Working directory is "MFXFER."."""
)
la(
    """*cmd* 'USER CIBUILD'
*resp* '331 Send password please.'
*cmd* 'PASS ********'
*resp* '230 CIBUILD is logged on.  Working directory is "CIBUILD.".'
*cmd* 'SITE FILETYPE=JES'
*resp* '200 SITE command was accepted'"""
)
la(
    """$ sha256sum out/ar_openitems.txt out/gl_daily.txt
9f2b6c0e8a4d1f73b5e2c9a07d3164f8e1b0a2c4d6e8f0a1b3c5d7e9f1a3b5c7  out/ar_openitems.txt
04c7e1a9b3d5f70826a4c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0  out/gl_daily.txt
$ wc -l out/gl_daily.txt
 214877 out/gl_daily.txt"""
)
# ============================================================ look-alikes: IBM i
la(
    """CHGUSRPRF USRPRF(SPLFEXP) PASSWORD(*NONE) USRCLS(*USER) LMTCPB(*YES)
/* SPLFEXP only runs as the job user of the export job; it cannot sign on */"""
)
la(
    """CRTUSRPRF USRPRF(SFTPBRG) PASSWORD(*NONE) USRCLS(*USER) +
          INLMNU(*SIGNOFF) LMTCPB(*YES) +
          TEXT('SFTP bridge service profile, SSH key only') HOMEDIR('/home/sftpbrg')"""
)
la(
    """                        Display User Profile - Basic
 User profile . . . . . . . . . . . . . . . :   ODBCRDR
 Previous sign-on . . . . . . . . . . . . . :   12/04/26  08:14:51
 Sign-on attempts not valid . . . . . . . . :   0
 Status . . . . . . . . . . . . . . . . . . :   *ENABLED
 Date password last changed . . . . . . . . :   11/30/26
 Password is *NONE  . . . . . . . . . . . . :   NO
 Password expiration interval . . . . . . . :   *SYSVAL
 Block password change  . . . . . . . . . . :   *SYSVAL
 Local password management  . . . . . . . . :   *YES"""
)
la(
    """WRKSYSVAL SYSVAL(QPWD*)
 QPWDCHGBLK   *NONE
 QPWDEXPITV   90
 QPWDEXPWRN   14
 QPWDLVL      3
 QPWDMINLEN   15
 QPWDMAXLEN   128
 QPWDRULES    *DGTMIN1 *LTRMIN2 *MIXCASE1 *SPCCHRMIN1 *REQANY3 *USRID *ALLCRTCHG
 QPWDVLDPGM   *REGFAC"""
)
la(
    """Az IBM i jelszószabályai röviden: QPWDLVL 3 mellett a jelszó legfeljebb 128 karakter,
kis- és nagybetű különbözik, QPWDMINLEN 15, és a QPWDRULES szerint kell benne szám,
betű és speciális karakter is. 90 naponta jár le (QPWDEXPITV). A szolgáltatás-profilokat
PASSWORD(*NONE)-nal hozzuk létre, azokkal nem lehet bejelentkezni."""
)
la(
    """ibmi.jdbc.url=jdbc:as400://ibmi01.corp.example;naming=system;libraries=PRDLIB,QGPL;prompt=false;secure=true
ibmi.jdbc.user=${IBMI_JDBC_USER}
ibmi.jdbc.password=${IBMI_JDBC_PASSWORD}"""
)
la(
    """import os, pyodbc

conn_str = ("DRIVER={IBM i Access ODBC Driver};SYSTEM=ibmi01.corp.example;"
            "NAM=1;DBQ=,RPTLIB,QGPL;UID=" + os.environ["IBMI_USER"] + ";PWD=" + os.environ["IBMI_PWD"] + ";")"""
)
la(
    """[08:14:51.204] SQLDriverConnectW: DRIVER={IBM i Access ODBC Driver 64-bit};SYSTEM=ibmi01.corp.example;UID=ODBCRDR;PWD=********;NAM=1
[08:14:51.388] SQLDriverConnectW returned SQL_SUCCESS (job 318204/QUSER/QZDASOINIT)
[08:14:52.017] SQLExecDirectW: SELECT COUNT(*) FROM RPTLIB.INVHDR"""
)
la(
    """**free
dcl-s rmtUser char(10) inz('RMTRDR');
dcl-s rmtPwd  varchar(128);
// the password is kept in a server authentication entry (ADDSVRAUTE), not here
exec sql CONNECT TO RMTDB01;"""
)
# ============================================================ look-alikes: COBOL, RPG
la(
    """       01  WS-LOGON-AREA.
           05  WS-USERID           PIC X(08).
           05  WS-PASSWORD         PIC X(08) VALUE SPACES.
           05  WS-PASSWORD-LEN     PIC S9(04) COMP VALUE +8.
           05  WS-PASSPHRASE       PIC X(100) VALUE SPACES.
           05  WS-PWD-MASK         PIC X(08) VALUE '********'."""
)
la(
    """      * SECRDR - reads the bridge password at run time from the RACF
      * protected data set SECURE.FTP.PARMS (no literal in the source).
           OPEN INPUT SECURE-PARMS.
           READ SECURE-PARMS INTO WS-SFTP-PARMS
               AT END MOVE 'Y' TO WS-EOF
           END-READ.
           CLOSE SECURE-PARMS."""
)
la(
    """     C                   EVAL      FtpUsr = 'EXPUSR'
     C                   CALLP     GetSecret('FTP.EXPUSR':FtpPwd)
     C                   CALLP     FtpLogon(FtpUsr:FtpPwd)
     C                   EVAL      FtpPwd = *BLANKS"""
)
la(
    """Endevor footprint and messages from the generate step:
 C1G0000I  ELEMENT PAYR0100 GENERATED, VVLL 01.07, CCID PAY-4471
 C1G0167I  ELEMENT FOOTPRINT: 26338 21:02 SYSTEM PAYROLL SUBSYS BATCH TYPE COBOL STG 2
 C1X0012E  ELEMENT PAYR0200 NOT FOUND IN MAP, RC=0012
 C1BR99I   HIGHEST RETURN CODE 0012"""
)
# ============================================================ look-alikes: Unisys, NonStop, Micro Focus
la(
    """?BEGIN JOB NIGHTLY/GLEXTRACT;
  USER = GLBATCH;
  CLASS = 2;
  RUN OBJECT/GL/EXTRACT;
?END JOB
% started from the scheduler under usercode GLBATCH; MCP checks the usercode's
% privileges, no password is written into the WFL"""
)
la(
    """1> LOGON OPS.BATCH
Password:
Last Logon: 04 DEC 2026, 08:47
\\NSK01.$DATA1.OPSUTIL 2>"""
)
la(
    """=INFO USER OPS.BATCH, DETAIL
GROUP.USER         USER-ID  OWNER    LAST-MODIFIED     LAST-LOGON        STATUS
OPS.BATCH          100,12   255,255  4DEC26, 9:02      4DEC26, 8:47      THAWED
  UID              = 25612       USER-EXPIRES      = * NONE *
  PASSWORD-EXPIRES = 31MAR27     PASSWORD-MAY-CHANGE = 1DEC26
  PASSWORD-MUST-CHANGE EVERY 90 DAYS
  PASSWORD-EXPIRY-GRACE = 5 DAYS"""
)
la(
    """XA resource definition template (docs/es-xa.md):
  ID            : DB2XA
  Module        : $ESP/xa/ESDB2XA64.so
  Open string   : DB=LEDGER,USRPASS=<user>.<password>
Never commit a real open string; ESCWA stores it in the vault (mfsecretsadmin)."""
)

# ============================================================ look-alikes: schedulers
la(
    """{
  "DB2_LEDGER_CP": {
    "Type": "ConnectionProfile:Database:DB2",
    "TargetAgent": "ctmagt-db01",
    "Host": "db2luw02.corp.example",
    "Port": "50000",
    "DatabaseName": "LEDGER",
    "User": "ctmdb2",
    "Password": { "Secret": "db2_ledger_ctmdb2" }
  }
}"""
)
la(
    """Hinweis zur Migration nach Control-M: Passwörter gehören nie in die Job-Definition. Die
Verbindungsprofile referenzieren nur den Namen eines Secrets aus dem Control-M-Tresor
(z. B. "Secret": "db2_ledger_ctmdb2"); der Wert wird einmalig vom Security-Team gepflegt.
Die alten CA-7-Jobs nutzten dafür einen Surrogat-User ohne Passwort."""
)
la(
    """LQ,SEQ=JOB
  JOB     SYSTEM  CA-7#  SCHID  DUE-OUT    SUBMIT     QUEUE  STATUS
  PAYJ01  PAYROLL 2211   001    338/2100   338/2100   RDY    READY
  PAYJ02  PAYROLL 2212   001    338/2130   *NONE*     REQ    R-JCLERR
  GLPUSH  GL      2230   003    338/2200   *NONE*     REQ    W-JOB(PAYJ02)
SLIF-00 REQUEST COMPLETED AT 21:05:11 ON 26.338"""
)
la(
    r"""$ composer display users @#@
USERNAME WINAGT01#CORP\twsuser
  PASSWORD "********"
END
AWSBIA291I Total objects: 1"""
)
la(
    """%sj @#PAY@.@
                                       (Est)  (Est)
CPU      Schedule  SchedTime  Job      State Pr Start  Elapse RetCode Deps
MDMPRD  #PAYDAILY 2100 12/04 ******** SUCC  10 21:00  00:04
                             PAYJ01   SUCC  10 21:00  00:03    0      #J5531
                             PAYJ02   ABEND 10 21:04  00:01    913    #J5544"""
)

# ============================================================ look-alikes: prose
la(
    """本番 LPAR1 のパスワード規則（RACF SETROPTS より）：長さ 8 文字、英数字混在、大文字小文字を区別、90 日で期限切れ、過去 12 世代は再利用不可。パスフレーズは 14〜100 文字です。サービス用ユーザーは PROTECTED 属性にしてパスワード自体を持たせません。"""
)
la(
    """ジョブ実行結果のまとめ（12/04）：
  PAYJ01  JOB05531  戻りコード 0000
  PAYJ02  JOB05544  異常終了 S913-38（データセット PROD.GL.DAILY.EXTRACT への READ 権限なし）
  GLPUSH  JOB05560  戻りコード 0004（警告のみ）
S913 は RACF の権限不足なので、ICH408I メッセージを確認してください。"""
)
la(
    """PassTickets statt Passwörtern: Das API-Gateway erzeugt für jeden Aufruf ein PassTicket
aus APPLID, Benutzer-ID, Uhrzeit und dem Anwendungsschlüssel im PTKTDATA-Profil. Der
Schlüssel liegt in der ICSF-CKDS unter dem Label ZWE.PTKT.AES.KEY01 und verlässt den
Host nie. Ein PassTicket ist nur etwa zehn Minuten gültig und nur einmal verwendbar."""
)
la(
    """I didn't put the password into the JCL. PAYJ01 now runs under the surrogate user PAYBAT
(SURROGAT profile PAYBAT.SUBMIT, the scheduler's ID has READ), so the job card has no
PASSWORD= and the FTP step reads its NETRC from SECURE.FTP.NETRC(PROD), which only MFXFER
can read. The remaining reference is the symbolic &SFTPPW in ARPUSH, which the scheduler
fills in from its vault at submit time."""
)
la(
    """Which of these are secrets? None, but the old scanner flagged them all:
  JOB05531, STC04410                  JES job numbers
  PRD041, PRD044, PRDLIB              volume serials
  X'3010200F'                         device type
  S913-38, U4038, RC=0008             abend and return codes
  00C90081                            DB2 reason code
  2QjpptjF5/bb4oWDmaWF                RACDCERT certificate ID (public label encoding)
  4F1A9C                              ICSF key check value"""
)
la(
    """TSS LIST(ZOWEAPI) DATA(ALL)
ACCESSORID = ZOWEAPI   NAME       = ZOWE API SERVICE
TYPE       = USER      SIZE       =      640 BYTES
PHRASE     = ********  EXPIRES    = 03/04/27 INTERVAL   = 90
LAST USED  = 12/04/26  08:15 CPU(PRD1) FAC(ZOWE    ) COUNT(41018)
PROFILES   = ZOWEPRF
TSS0300I  LIST     FUNCTION SUCCESSFUL"""
)
la(
    """Unisys und NonStop im Überblick für das Migrationsteam: Auf dem MCP heißt der Benutzer
"Usercode" (z. B. GLBATCH), auf NonStop gibt es GROUP.USER-Namen wie OPS.BATCH mit der
Benutzer-ID 100,12. Passwortrichtlinien werden in Safeguard gepflegt (90 Tage, 5 Tage
Karenz). Keine Zugangsdaten in diesem Dokument, die stehen im Tresor."""
)
la(
    """// TODO(modernization): the old job used PASSWORD=XXXXXXXX on the job card; now the
// surrogate user handles it. Placeholder values like XXXXXXXX, <password>, ******** and
// &PASSWD that you still see in docs/ are documentation only."""
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
