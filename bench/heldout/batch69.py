r"""Held-out batch 69: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format; (2)
the first 130 lines of bench/heldout/batch19.py (its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la); (3) the Theme paragraphs of the
earlier batches (a grep for lines starting with Theme and the twelve lines after each), so
that this batch repeats none of their texts; (4) the kind names earlier batches pass to add
and add_split (a grep for their first argument). No rule, code, doc, test, bench or result
of the filter was opened, and the filter was never run.

Theme: database administration and data migration as a coding agent's session holds it,
every kind under the "dba/" prefix. Oracle (sqlplus and connect strings with user/password
before the @, EZConnect and tnsnames.ora descriptors, mkstore and orapki wallet commands,
RMAN connect target and auxiliary, SET ENCRYPTION and SET DECRYPTION IDENTIFIED BY, Data
Pump parfiles with userid and ENCRYPTION_PASSWORD, database links, orapwd, dgmgrl, TDE
keystore statements, python-oracledb and JDBC thin URLs); SQL Server (sqlcmd -U/-P,
Invoke-Sqlcmd, bcp, sp_addlinkedsrvlogin @rmtpassword, SSIS .dtsConfig and .dtsx
connection managers, sqlpackage export/import of bacpacs with /tp and storage keys, CREATE
LOGIN, master keys and certificate backups, mssql containers with MSSQL_SA_PASSWORD);
MySQL and MariaDB replication (CHANGE MASTER TO ... MASTER_PASSWORD, CHANGE REPLICATION
SOURCE TO ... SOURCE_PASSWORD, my.cnf [client] sections, mysqldump, xtrabackup, gh-ost,
pt-table-checksum DSNs, Galera wsrep_sst_auth, orchestrator JSON); ProxySQL admin
(proxysql.cnf admin_credentials, mysql_users rows, monitor password in global_variables);
pgbouncer (userlist.txt, auth_user with auth_query, [databases] entries); Patroni and
repmgr (patroni.yml superuser, replication and REST API passwords, repmgr.conf conninfo,
.pgpass, primary_conninfo); MongoDB (mongosh and mongodump URIs, replica-set keyfiles,
createUser, Atlas API key pairs, Ops Manager agent keys); Cassandra and ScyllaDB (cqlshrc,
cqlsh -p, CREATE ROLE, nodetool -pw, JMX password files, Astra tokens); Redis (redis-cli -a,
requirepass and masterauth, sentinel auth-pass, ACL SETUSER, rediss URLs); ClickHouse
(users.xml, clickhouse-client, interserver credentials, remote_servers); CockroachDB
(cockroach sql URLs, client keys, BACKUP INTO with S3 keys); Flyway, Liquibase and dbmate
(flyway.conf, CLI flags, liquibase update output, dbmate .env); AWS DMS endpoints and
Debezium connector JSON; DBeaver, DataGrip and pgAdmin connection files; DBA runbooks,
ticket comments and chat. Prose is English, Swedish, Korean and Portuguese. Secrets are
random machine strings and human-chosen passwords and passphrases. Look-alikes are the
same files and commands with env references, wallet and login-path authentication,
prompts, masks, placeholders, GTIDs, SCNs, LSNs, checksums, ARNs, replica-set and cluster
ids, public keys and prose about rotation.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(69_2026_12_07)
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
_WORDS = (
    "tiger", "falcon", "harbor", "granite", "lantern", "meadow", "cobalt", "saffron",
    "thunder", "orchid", "glacier", "pepper", "marble", "voyage", "ember", "willow",
    "kanelbulle", "midsommar", "fjallen", "sommar", "hangang", "bibimbap", "namsan",
    "saudade", "cachoeira", "paçoca", "jabuticaba", "oracle", "replica", "backup",
)
_SYMS = "!#*.-_+"


def word() -> str:
    return _rng.choice(_WORDS)


def leet(w: str) -> str:
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"}
    return "".join(table.get(c, c) if _rng.random() < 0.6 else c for c in w)


def human(syms: str = _SYMS) -> str:
    """A human-chosen password: words, capitals, digits and a symbol or two."""
    shape = _rng.randrange(5)
    w1, w2 = word().replace("ç", "c"), word().replace("ç", "c")
    if shape == 0:
        return w1.capitalize() + str(_rng.randrange(10, 99)) + _rng.choice(syms)
    if shape == 1:
        return w1.capitalize() + _rng.choice(syms) + w2.capitalize() + str(_rng.randrange(2015, 2027))
    if shape == 2:
        return leet(w1).capitalize() + str(_rng.randrange(100, 999)) + _rng.choice(syms)
    if shape == 3:
        return _rng.choice(syms) + w1.upper() + str(_rng.randrange(1, 9)) + w2
    return w1.capitalize() + w2 + _rng.choice(syms) + str(_rng.randrange(1000, 9999))


def urlsafe_human() -> str:
    return human("-_.")


def phrase(n: int = 4, sep: str = " ") -> str:
    return sep.join(word().replace("ç", "c") for _ in range(n))


def akia() -> str:
    return "AKIA" + r(16, UPPER_NUM)


def aws_secret() -> str:
    return r(40, ALNUM + "+/")


def pem(kind: str = "RSA PRIVATE KEY", n_bytes: int = 600) -> str:
    body = b64(n_bytes)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def keyfile() -> str:
    body = b64(756)
    return "\n".join(body[i : i + 76] for i in range(0, len(body), 76))


def ip() -> str:
    return f"10.{_rng.randrange(0, 255)}.{_rng.randrange(0, 255)}.{_rng.randrange(2, 250)}"


def gtid() -> str:
    return f"{uuid4()}:1-{_rng.randrange(1000, 9999999)}"


def scn() -> str:
    return str(_rng.randrange(10**9, 10**13))


def lsn() -> str:
    return f"{r(1, '0123456789ABCDEF')}/{r(8, UPPER_HEX)}"


def sqlsid() -> str:
    return "0x" + r(32, UPPER_HEX)


def thumb() -> str:
    return r(40, UPPER_HEX)


# ============================================================ secrets: Oracle
add("dba/oracle-sqlplus-userpass",
    "$ sqlplus -L system/{0}@//ora19-prd-scan.corp.internal:1521/FINPRD.corp.internal\n\n"
    "SQL*Plus: Release 19.0.0.0.0 - Production on Tue Mar 11 02:14:07 2025\nVersion 19.22.0.0.0\n\n"
    "Connected to:\nOracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production\n\n"
    "SQL> select name, open_mode, database_role from v$database;\n\n"
    "NAME      OPEN_MODE            DATABASE_ROLE\n--------- -------------------- ----------------\n"
    "FINPRD    READ WRITE           PRIMARY",
    human("#*_"))
add("dba/oracle-mkstore-credential",
    "[oracle@db01 ~]$ mkstore -wrl /u01/app/oracle/wallet/batch -createCredential BATCH_FINPRD batch_etl '{0}'\n"
    "Oracle Secret Store Tool Release 19.0.0.0.0 - Production\n"
    "Version 19.4.0.0.0\nCopyright (c) 2004, 2023, Oracle and/or its affiliates. All rights reserved.\n\n"
    "Enter wallet password:\n[oracle@db01 ~]$ mkstore -wrl /u01/app/oracle/wallet/batch -listCredential\n"
    "List credential (index: connect_string username)\n1: BATCH_FINPRD batch_etl",
    human("#*.-_"))
add("dba/oracle-orapki-wallet-pwd",
    "# build the auto-login wallet for the TLS listener (ticket DBA-4471)\n"
    "orapki wallet create -wallet /u01/app/oracle/admin/HRPRD/wallet -pwd {0} -auto_login\n"
    "orapki wallet add -wallet /u01/app/oracle/admin/HRPRD/wallet -trusted_cert -cert /tmp/corp-root-ca.pem -pwd {0}\n"
    "orapki wallet display -wallet /u01/app/oracle/admin/HRPRD/wallet",
    "Wlt" + r(4, DIGITS) + "_" + r(8, ALNUM))
add("dba/oracle-rman-target",
    "#!/bin/bash\n# /home/oracle/scripts/rman_level0.sh  -- cron 0 1 * * 0\n"
    "export ORACLE_SID=ERPPRD\nexport ORACLE_HOME=/u01/app/oracle/product/19.0.0/dbhome_1\n"
    "$ORACLE_HOME/bin/rman target sys/{0}@ERPPRD catalog rcat_owner/{1}@RCATDB <<EOF\n"
    "run {\n  allocate channel c1 device type disk;\n  backup incremental level 0 database plus archivelog;\n"
    "  delete noprompt obsolete;\n}\nEOF",
    human("#_"), urlsafe_human())
add("dba/oracle-rman-encryption",
    "RMAN> SET ENCRYPTION ON IDENTIFIED BY \"{0}\" ONLY;\n\nexecuting command: SET encryption\n"
    "using target database control file instead of recovery catalog\n\n"
    "RMAN> BACKUP AS COMPRESSED BACKUPSET DATABASE TAG 'PRE_UPGRADE_23AI';\n\n"
    "Starting backup at 14-FEB-25\nallocated channel: ORA_DISK_1\nchannel ORA_DISK_1: SID=412 device type=DISK",
    phrase(4, " ").capitalize() + " " + str(_rng.randrange(10, 99)))
add("dba/oracle-datapump-parfile",
    "$ cat /u01/dpdump/exp_hr_full.par\nuserid=dp_admin/{0}@HRPRD\ndirectory=DP_DIR\n"
    "dumpfile=hr_full_%U.dmp\nlogfile=exp_hr_full.log\nschemas=HR,PAYROLL\nparallel=4\n"
    "compression=ALL\nencryption=ALL\nencryption_mode=PASSWORD\nencryption_password={1}\n"
    "flashback_time=systimestamp\nexclude=STATISTICS",
    human("#_"), human("#*_"))
add("dba/oracle-datapump-encpwd",
    "impdp system@PDB_QA directory=DATA_PUMP_DIR dumpfile=crm_%U.dmp logfile=imp_crm.log \\\n"
    "  remap_schema=CRM:CRM_QA remap_tablespace=CRM_DATA:USERS \\\n"
    "  ENCRYPTION_PASSWORD={0} table_exists_action=replace\n\n"
    "Import: Release 19.0.0.0.0 - Production on Wed Jan 8 11:02:51 2025\nPassword:\n"
    "Master table \"SYSTEM\".\"SYS_IMPORT_FULL_01\" successfully loaded/unloaded",
    "Crm" + r(3, DIGITS) + "Dump" + r(5, ALNUM))
add("dba/oracle-dblink",
    "-- migration/V2024_11_02__create_dblink_legacy.sql\n"
    "CREATE DATABASE LINK legacy_ap\n  CONNECT TO ap_reader IDENTIFIED BY \"{0}\"\n"
    "  USING '(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=aix-ora11.corp.internal)(PORT=1521))"
    "(CONNECT_DATA=(SERVICE_NAME=APLEG)))';\n\nSELECT count(*) FROM ap_invoices@legacy_ap;",
    human("#_"))
add("dba/oracle-alter-user",
    "SQL> ALTER USER app_owner IDENTIFIED BY {0} ACCOUNT UNLOCK;\n\nUser altered.\n\n"
    "SQL> ALTER USER app_owner PROFILE app_svc_profile;\n\nUser altered.\n\n"
    "SQL> select username, account_status, expiry_date from dba_users where username='APP_OWNER';\n\n"
    "USERNAME     ACCOUNT_STATUS   EXPIRY_DATE\n------------ ---------------- ---------\nAPP_OWNER    OPEN             11-SEP-25",
    "App" + leet(word()).capitalize() + r(4, DIGITS))
add("dba/oracle-orapwd",
    "[oracle@dg-stby ~]$ orapwd file=$ORACLE_HOME/dbs/orapwFINSTBY password={0} entries=10 format=12.2 force=y\n"
    "[oracle@dg-stby ~]$ ls -l $ORACLE_HOME/dbs/orapwFINSTBY\n"
    "-rw-r-----. 1 oracle oinstall 2048 Mar  3 22:41 /u01/app/oracle/product/19.0.0/dbhome_1/dbs/orapwFINSTBY",
    human("#_"))
add("dba/oracle-dgmgrl",
    "oracle@dg-prim$ dgmgrl sys/{0}@FINPRD_DGMGRL\nDGMGRL for Linux: Release 19.0.0.0.0 - Production\n"
    "Connected to \"FINPRD\"\nConnected as SYSDBA.\nDGMGRL> show configuration;\n\n"
    "Configuration - fin_dg\n  Protection Mode: MaxPerformance\n  Members:\n  finprd  - Primary database\n"
    "    finstby - Physical standby database\n\nFast-Start Failover:  Disabled\n\nConfiguration Status:\nSUCCESS",
    human("#_"))
add("dba/oracle-tde-keystore",
    "SQL> ADMINISTER KEY MANAGEMENT CREATE KEYSTORE '/u01/app/oracle/admin/PAYPRD/wallet/tde' IDENTIFIED BY \"{0}\";\n"
    "keystore altered.\n\nSQL> ADMINISTER KEY MANAGEMENT SET KEYSTORE OPEN IDENTIFIED BY \"{0}\" CONTAINER=ALL;\n"
    "keystore altered.\n\nSQL> ADMINISTER KEY MANAGEMENT SET KEY IDENTIFIED BY \"{0}\" WITH BACKUP USING 'init' CONTAINER=ALL;",
    "Tde" + r(10, ALNUM) + "#" + r(3, DIGITS))
add("dba/oracle-python-oracledb",
    "import oracledb\n\n# thin mode, no instant client on the jump host\n"
    "conn = oracledb.connect(\n    user=\"rpt_reader\",\n    password=\"{0}\",\n"
    "    dsn=\"ora-rpt.corp.internal:1522/RPTPDB1.corp.internal\",\n)\n"
    "with conn.cursor() as cur:\n    cur.execute(\"select sysdate from dual\")\n    print(cur.fetchone())",
    urlsafe_human())
add("dba/oracle-jdbc-thin",
    "# application-prod.properties (billing-svc)\n"
    "spring.datasource.url=jdbc:oracle:thin:bill_app/{0}@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCPS)(HOST=ora-bill.corp.internal)(PORT=2484))(CONNECT_DATA=(SERVICE_NAME=BILLPRD)))\n"
    "spring.datasource.driver-class-name=oracle.jdbc.OracleDriver\n"
    "spring.datasource.hikari.maximum-pool-size=20\nspring.datasource.hikari.pool-name=billing-ora",
    "Bill" + r(4, DIGITS) + "x" + r(6, ALNUM))

# ============================================================ secrets: SQL Server
add("dba/mssql-sqlcmd-p",
    "PS C:\\dba> sqlcmd -S sql-ag-l01.corp.internal,1433 -U sa_migr -P \"{0}\" -d master -Q \"SELECT @@SERVERNAME, SERVERPROPERTY('ProductVersion')\"\n\n"
    "----------------------- ------------\nSQLPROD01               16.0.4135.4\n\n(1 rows affected)",
    human("#*_"))
add("dba/mssql-linked-server-login",
    "EXEC master.dbo.sp_addlinkedserver @server = N'LEGACY_CRM', @srvproduct = N'', @provider = N'MSOLEDBSQL',\n"
    "     @datasrc = N'crm-sql2012.corp.internal';\n"
    "EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'LEGACY_CRM', @useself = N'False',\n"
    "     @locallogin = NULL, @rmtuser = N'crm_link', @rmtpassword = N'{0}';\nGO\n"
    "SELECT TOP 5 * FROM LEGACY_CRM.CrmDb.dbo.Accounts;",
    human("#*_"))
add("dba/mssql-ssis-dtsconfig",
    "<?xml version=\"1.0\"?>\n<DTSConfiguration>\n  <DTSConfigurationHeading>\n"
    "    <DTSConfigurationFileInfo GeneratedBy=\"CORP\\svc_ssis\" GeneratedFromPackageName=\"LoadDimCustomer\" />\n"
    "  </DTSConfigurationHeading>\n"
    "  <Configuration ConfiguredType=\"Property\" Path=\"\\Package.Connections[DW_Staging].Properties[ConnectionString]\" ValueType=\"String\">\n"
    "    <ConfiguredValue>Data Source=sql-dw01;User ID=etl_loader;Password={0};Initial Catalog=Staging;Provider=SQLNCLI11.1;Auto Translate=False;</ConfiguredValue>\n"
    "  </Configuration>\n</DTSConfiguration>",
    human("#*_"))
add("dba/mssql-ssis-package-param",
    "PS> & 'C:\\Program Files\\Microsoft SQL Server\\160\\DTS\\Binn\\DTExec.exe' /ISSERVER \"\\SSISDB\\Finance\\GLLoad\\Master.dtsx\" `\n"
    "      /SERVER sql-ssis01 /Par \"$Project::SrcPassword\";\"{0}\" /Par \"$ServerOption::SYNCHRONIZED(Boolean)\";True\n"
    "Microsoft (R) SQL Server Execute Package Utility\nVersion 16.0.1000.6 for 64-bit\nStarted:  03:00:12\nExecution ID: 88412.",
    human("#*_"))
add("dba/mssql-sqlpackage-export",
    "$ sqlpackage /Action:Export /SourceServerName:tcp:sqlmi-prod.public.a1b2c3.database.windows.net,3342 \\\n"
    "    /SourceDatabaseName:Orders /SourceUser:bacpac_export /SourcePassword:'{0}' \\\n"
    "    /TargetFile:/mnt/backup/Orders_2025-03-02.bacpac /p:VerifyFullTextDocumentTypesSupported=false\n"
    "Connecting to database 'Orders' on server 'tcp:sqlmi-prod.public.a1b2c3.database.windows.net,3342'.\n"
    "Extracting schema\nExtracting schema from database\nResolving references in schema model",
    human("#*_"))
add("dba/mssql-sqlpackage-import-tp",
    "sqlpackage /a:Import /sf:Orders_2025-03-02.bacpac /tsn:sql-stage02.corp.internal /tdn:Orders_Stage /tu:sa /tp:{0} /TargetTrustServerCertificate:True\n"
    "Importing to database 'Orders_Stage' on server 'sql-stage02.corp.internal'.\nCreating deployment plan\n"
    "Initializing deployment\nProcessing Import.\nDisabling indexes.\nDisabling index 'IX_Orders_CustomerId'.",
    "Stg" + r(3, DIGITS) + "!" + r(7, ALNUM))
add("dba/mssql-bacpac-storage-key",
    "az sql db export --resource-group rg-data-prod --server sqlsrv-orders-weu --name Orders \\\n"
    "  --admin-user sqladmin --admin-password \"{1}\" \\\n"
    "  --storage-key-type StorageAccessKey --storage-key \"{0}\" \\\n"
    "  --storage-uri https://stbackupweu.blob.core.windows.net/bacpac/Orders-20250302.bacpac",
    b64(64), human("#*_"))
add("dba/mssql-create-login",
    "USE [master];\nGO\nCREATE LOGIN [svc_reporting] WITH PASSWORD = N'{0}',\n"
    "    DEFAULT_DATABASE = [ReportServer], CHECK_EXPIRATION = OFF, CHECK_POLICY = ON;\nGO\n"
    "ALTER SERVER ROLE [##MS_ServerStateReader##] ADD MEMBER [svc_reporting];\nGO",
    human("#*_"))
add("dba/mssql-cert-backup-password",
    "-- TDE cert, copy to the DR replica before the seeding (INC0098112)\n"
    "BACKUP CERTIFICATE TDE_Cert_2025\n   TO FILE = 'D:\\Certs\\TDE_Cert_2025.cer'\n"
    "   WITH PRIVATE KEY (\n       FILE = 'D:\\Certs\\TDE_Cert_2025.pvk',\n"
    "       ENCRYPTION BY PASSWORD = '{0}'\n   );",
    phrase(5, "-"))
add("dba/mssql-master-key",
    "USE SSISDB;\nOPEN MASTER KEY DECRYPTION BY PASSWORD = '{0}';\n"
    "ALTER MASTER KEY ADD ENCRYPTION BY SERVICE MASTER KEY;\nGO\n"
    "Commands completed successfully.\n\nCompletion time: 2025-02-21T09:12:44.5021337+01:00",
    human("#*_"))
add("dba/mssql-docker-sa",
    "services:\n  mssql:\n    image: mcr.microsoft.com/mssql/server:2022-CU17-ubuntu-22.04\n"
    "    environment:\n      ACCEPT_EULA: \"Y\"\n      MSSQL_SA_PASSWORD: \"{0}\"\n      MSSQL_PID: Developer\n"
    "    ports:\n      - \"14333:1433\"\n    volumes:\n      - mssql-data:/var/opt/mssql",
    human("#*_"))
add("dba/mssql-bcp",
    "C:\\etl> bcp Staging.dbo.GLEntries in D:\\feeds\\gl_20250301.dat -S sql-dw01 -U etl_loader -P {0} -c -t\"|\" -b 50000 -e gl_err.log\n\n"
    "Starting copy...\n50000 rows sent to SQL Server. Total sent: 50000\n"
    "50000 rows sent to SQL Server. Total sent: 100000\n\n128441 rows copied.\nNetwork packet size (bytes): 4096",
    "Etl" + r(4, DIGITS) + "_" + r(6, ALNUM))
add("dba/mssql-invoke-sqlcmd",
    "$params = @{\n    ServerInstance = 'sql-ag-l01.corp.internal'\n    Database       = 'DBA'\n"
    "    Username       = 'dba_automation'\n    Password       = '{0}'\n"
    "    Query          = 'EXEC dbo.usp_IndexMaintenance @FragLevel = 30'\n    QueryTimeout   = 7200\n}\n"
    "Invoke-Sqlcmd @params -TrustServerCertificate -Verbose",
    human("#*_"))
add("dba/mssql-appsettings-connstr",
    "{\n  \"ConnectionStrings\": {\n"
    "    \"Warehouse\": \"Server=tcp:sql-dw01.corp.internal,1433;Database=Warehouse;User Id=wh_api;Password={0};Encrypt=True;TrustServerCertificate=False;\",\n"
    "    \"Audit\": \"Server=sql-ag-l01;Database=Audit;Integrated Security=SSPI;\"\n  },\n"
    "  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } }\n}",
    urlsafe_human())

# ============================================================ secrets: MySQL / MariaDB
add("dba/mysql-change-master",
    "mysql> STOP SLAVE;\nQuery OK, 0 rows affected (0.01 sec)\n\n"
    "mysql> CHANGE MASTER TO MASTER_HOST='10.40.2.11', MASTER_PORT=3306, MASTER_USER='repl',\n"
    "    ->   MASTER_PASSWORD='{0}', MASTER_AUTO_POSITION=1, MASTER_SSL=1;\n"
    "Query OK, 0 rows affected, 2 warnings (0.03 sec)\n\nmysql> START SLAVE;",
    human("#*_"))
add("dba/mysql-change-replication-source",
    "-- runbook step 4: point the new 8.4 replica at the old primary\n"
    "CHANGE REPLICATION SOURCE TO\n  SOURCE_HOST = 'db-orders-a.corp.internal',\n  SOURCE_USER = 'repl_84',\n"
    "  SOURCE_PASSWORD = '{0}',\n  SOURCE_AUTO_POSITION = 1,\n  SOURCE_SSL = 1,\n  GET_SOURCE_PUBLIC_KEY = 1\n  FOR CHANNEL 'orders_a';\n"
    "START REPLICA FOR CHANNEL 'orders_a';",
    r(20, ALNUM))
add("dba/mysql-mycnf-client",
    "$ cat ~/.my.cnf\n[client]\nuser=dba_ops\npassword=\"{0}\"\nhost=db-orders-a.corp.internal\n"
    "ssl-mode=VERIFY_IDENTITY\nssl-ca=/etc/ssl/corp-root.pem\n\n[mysql]\nprompt=\"\\\\u@\\\\h [\\\\d]> \"",
    human("#*_"))
add("dba/mysql-mysqldump-flag",
    "mysqldump --host=10.40.2.12 --user=backup --password='{0}' --single-transaction --routines --triggers \\\n"
    "  --set-gtid-purged=OFF --databases shop inventory | zstd -T0 > /backup/shop_$(date +%F).sql.zst\n"
    "mysqldump: [Warning] Using a password on the command line interface can be insecure.",
    human("#*_"))
add("dba/mariadb-galera-sst",
    "# /etc/mysql/mariadb.conf.d/60-galera.cnf\n[galera]\nwsrep_on                 = ON\n"
    "wsrep_provider           = /usr/lib/galera/libgalera_smm.so\nwsrep_cluster_name       = \"shop-galera\"\n"
    "wsrep_cluster_address    = \"gcomm://10.40.3.21,10.40.3.22,10.40.3.23\"\nwsrep_sst_method         = mariabackup\n"
    "wsrep_sst_auth           = sst_user:{0}\nbinlog_format            = row\ninnodb_autoinc_lock_mode = 2",
    urlsafe_human())
add("dba/mysql-xtrabackup",
    "xtrabackup --backup --user=xtrabackup --password={0} --target-dir=/data/backups/full_20250305 --parallel=4\n"
    "2025-03-05T01:00:02.118254-00:00 0 [Note] [MY-011825] [Xtrabackup] recognized server arguments: --datadir=/var/lib/mysql\n"
    "2025-03-05T01:00:02.118511-00:00 0 [Note] [MY-011825] [Xtrabackup] recognized client arguments: --backup=1 --user=xtrabackup --target-dir=/data/backups/full_20250305",
    "Xb" + r(12, ALNUM))
add("dba/mysql-ghost",
    "gh-ost --host=db-orders-b.corp.internal --database=shop --table=order_items \\\n"
    "  --alter=\"ADD COLUMN gift_wrap TINYINT NOT NULL DEFAULT 0\" \\\n  --user=ghost --password=\"{0}\" \\\n"
    "  --assume-rbr --allow-on-master --chunk-size=2000 --max-load=Threads_running=40 \\\n"
    "  --throttle-control-replicas=10.40.2.12 --cut-over=default --execute",
    human("#*_"))
add("dba/mysql-pt-checksum-dsn",
    "pt-table-checksum --replicate=percona.checksums --no-check-binlog-format \\\n"
    "  h=db-orders-a.corp.internal,u=checksum,p={0},P=3306 --databases=shop\n"
    "            TS ERRORS  DIFFS     ROWS  DIFF_ROWS  CHUNKS SKIPPED    TIME TABLE\n"
    "03-05T10:11:42      0      0   412290          0       8       0   3.114 shop.order_items\n"
    "03-05T10:11:44      0      1    88120         14       1       0   0.861 shop.orders",
    r(18, ALNUM))
add("dba/mysql-orchestrator-json",
    "{\n  \"Debug\": false,\n  \"ListenAddress\": \":3000\",\n  \"MySQLTopologyUser\": \"orchestrator\",\n"
    "  \"MySQLTopologyPassword\": \"{0}\",\n  \"MySQLOrchestratorHost\": \"127.0.0.1\",\n"
    "  \"MySQLOrchestratorDatabase\": \"orchestrator\",\n  \"MySQLOrchestratorCredentialsConfigFile\": \"/etc/orchestrator-backend.cnf\",\n"
    "  \"RecoverMasterClusterFilters\": [\"shop\"],\n  \"DetectClusterAliasQuery\": \"select ifnull(max(cluster_name), '') from meta.cluster\"\n}",
    r(24, ALNUM))
add("dba/mysql-create-user",
    "mysql> CREATE USER 'metabase_ro'@'10.50.%' IDENTIFIED WITH caching_sha2_password BY '{0}';\n"
    "Query OK, 0 rows affected (0.02 sec)\n\nmysql> GRANT SELECT ON shop.* TO 'metabase_ro'@'10.50.%';\n"
    "Query OK, 0 rows affected (0.01 sec)",
    human("#*_"))

# ============================================================ secrets: ProxySQL
add("dba/proxysql-admin-credentials",
    "# /etc/proxysql.cnf\ndatadir=\"/var/lib/proxysql\"\n\nadmin_variables=\n{\n"
    "    admin_credentials=\"admin:{0};radmin:{1}\"\n    mysql_ifaces=\"0.0.0.0:6032\"\n"
    "    cluster_username=\"radmin\"\n    cluster_password=\"{1}\"\n}",
    r(16, ALNUM), r(16, ALNUM))
add("dba/proxysql-mysql-users",
    "$ mysql -u admin -p -h 127.0.0.1 -P 6032\nEnter password:\n"
    "Admin> INSERT INTO mysql_users (username, password, default_hostgroup, transaction_persistent)\n"
    "    -> VALUES ('shop_app', '{0}', 10, 1);\nQuery OK, 1 row affected (0.00 sec)\n\n"
    "Admin> LOAD MYSQL USERS TO RUNTIME; SAVE MYSQL USERS TO DISK;",
    human("#*_"))
add("dba/proxysql-monitor-password",
    "Admin> UPDATE global_variables SET variable_value='{0}' WHERE variable_name='mysql-monitor_password';\n"
    "Query OK, 1 row affected (0.00 sec)\n\nAdmin> LOAD MYSQL VARIABLES TO RUNTIME;\n"
    "Admin> SELECT * FROM monitor.mysql_server_connect_log ORDER BY time_start_us DESC LIMIT 3;\n"
    "+-------------+------+------------------+-------------------------+---------------+\n"
    "| hostname    | port | time_start_us    | connect_success_time_us | connect_error |\n"
    "| 10.40.2.11  | 3306 | 1741169400123456 | 1822                    | NULL          |",
    "Mon" + r(12, ALNUM))
add("dba/proxysql-admin-cli",
    "[root@proxysql-1 ~]# mysql -uradmin -p'{0}' -h127.0.0.1 -P6032 --prompt='Admin> ' -e \"SELECT hostgroup_id, hostname, status FROM runtime_mysql_servers\"\n"
    "+--------------+-------------+--------+\n| hostgroup_id | hostname    | status |\n"
    "+--------------+-------------+--------+\n| 10           | 10.40.2.11  | ONLINE |\n| 20           | 10.40.2.12  | ONLINE |",
    r(16, ALNUM))

# ============================================================ secrets: pgbouncer
add("dba/pgbouncer-userlist",
    "$ sudo cat /etc/pgbouncer/userlist.txt\n\"pgbouncer_auth\" \"{0}\"\n\"stats_reader\" \"{1}\"",
    r(22, ALNUM), urlsafe_human())
add("dba/pgbouncer-ini-database",
    ";; /etc/pgbouncer/pgbouncer.ini\n[databases]\n"
    "legacy_reports = host=10.60.1.14 port=5432 dbname=reports user=rpt_pool password={0} pool_size=5\n"
    "* = host=pg-primary.corp.internal port=5432 auth_user=pgbouncer_auth\n\n[pgbouncer]\nlisten_addr = 0.0.0.0\n"
    "listen_port = 6432\nauth_type = scram-sha-256\nauth_file = /etc/pgbouncer/userlist.txt\n"
    "auth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)\npool_mode = transaction",
    human("#*_"))
add("dba/pgbouncer-admin-console",
    "$ PGPASSWORD='{0}' psql -h 127.0.0.1 -p 6432 -U pgb_admin pgbouncer -c 'SHOW POOLS;'\n"
    " database | user     | cl_active | cl_waiting | sv_active | sv_idle | pool_mode\n"
    "----------+----------+-----------+------------+-----------+---------+-------------\n"
    " shop     | shop_app |        41 |          0 |        12 |       8 | transaction",
    human("#*_"))
add("dba/pgbouncer-auth-user-sql",
    "-- run on every database behind the bouncer\nCREATE ROLE pgbouncer_auth LOGIN PASSWORD '{0}';\n"
    "CREATE SCHEMA IF NOT EXISTS pgbouncer AUTHORIZATION pgbouncer_auth;\n"
    "CREATE OR REPLACE FUNCTION pgbouncer.get_auth(p_usename TEXT)\nRETURNS TABLE(username TEXT, password TEXT) AS $$\n"
    "  SELECT usename::TEXT, passwd::TEXT FROM pg_catalog.pg_shadow WHERE usename = p_usename;\n$$ LANGUAGE sql SECURITY DEFINER;",
    r(24, ALNUM))

# ============================================================ secrets: Patroni / repmgr / Postgres
add("dba/patroni-superuser",
    "# /etc/patroni/patroni.yml (pg-node-2)\nscope: pg-shop\nname: pg-node-2\n"
    "restapi:\n  listen: 0.0.0.0:8008\n  connect_address: 10.60.1.22:8008\n"
    "etcd3:\n  hosts: 10.60.0.11:2379,10.60.0.12:2379,10.60.0.13:2379\n"
    "postgresql:\n  listen: 0.0.0.0:5432\n  data_dir: /var/lib/postgresql/16/main\n  authentication:\n"
    "    superuser:\n      username: postgres\n      password: '{0}'\n"
    "    replication:\n      username: replicator\n      password: '{1}'\n"
    "    rewind:\n      username: rewind_user\n      password: '{2}'",
    human("#*_"), r(20, ALNUM), r(20, ALNUM))
add("dba/patroni-restapi-auth",
    "restapi:\n  listen: 0.0.0.0:8008\n  connect_address: 10.60.1.21:8008\n"
    "  certfile: /etc/patroni/tls/server.crt\n  keyfile: /etc/patroni/tls/server.key\n"
    "  authentication:\n    username: patroni_api\n    password: {0}\n"
    "ctl:\n  insecure: false\n  cacert: /etc/patroni/tls/ca.crt",
    r(28, ALNUM))
add("dba/patroni-etcd-password",
    "$ patronictl -c /etc/patroni/patroni.yml list\n"
    "2025-03-06 04:12:09,544 - ERROR - Failed to get list of machines from http://10.60.0.11:2379/v3: "
    "AuthFailed(\"etcdserver: authentication failed, invalid user ID or password\") "
    "(user=patroni, password={0})\n+ Cluster: pg-shop (7338120944317522401) ---+----+-----------+\n"
    "| Member | Host | Role | State | TL | Lag in MB |",
    human("#*_"))
add("dba/repmgr-conninfo",
    "# /etc/repmgr/16/repmgr.conf\nnode_id=2\nnode_name='pg-b'\n"
    "conninfo='host=10.60.2.12 user=repmgr password={0} dbname=repmgr connect_timeout=2'\n"
    "data_directory='/var/lib/pgsql/16/data'\nfailover='automatic'\n"
    "promote_command='/usr/pgsql-16/bin/repmgr standby promote -f /etc/repmgr/16/repmgr.conf --log-to-file'\n"
    "follow_command='/usr/pgsql-16/bin/repmgr standby follow -f /etc/repmgr/16/repmgr.conf --upstream-node-id=%n'",
    r(18, ALNUM))
add("dba/postgres-pgpass",
    "$ cat ~/.pgpass\n# hostname:port:database:username:password\n"
    "pg-primary.corp.internal:5432:*:dba_ops:{0}\n10.60.2.11:5432:replication:replicator:{1}\n"
    "$ ls -l ~/.pgpass\n-rw------- 1 postgres postgres 121 Mar  4 09:15 /var/lib/postgresql/.pgpass",
    human("#*_"), r(20, ALNUM))
add("dba/postgres-primary-conninfo",
    "# postgresql.auto.conf written by pg_basebackup -R, then edited by hand\n"
    "primary_conninfo = 'user=replicator password={0} channel_binding=prefer host=10.60.2.11 port=5432 "
    "sslmode=verify-full sslcompression=0 sslsni=1 target_session_attrs=any'\nprimary_slot_name = 'pg_b_slot'\n"
    "restore_command = 'pgbackrest --stanza=shop archive-get %f \"%p\"'",
    r(20, ALNUM))
add("dba/pgbackrest-s3-key",
    "[global]\nrepo1-type=s3\nrepo1-s3-bucket=corp-pg-backups\nrepo1-s3-endpoint=s3.eu-north-1.amazonaws.com\n"
    "repo1-s3-region=eu-north-1\nrepo1-s3-key={1}\nrepo1-s3-key-secret={0}\nrepo1-cipher-type=aes-256-cbc\n"
    "repo1-cipher-pass={2}\nrepo1-retention-full=4\n\n[shop]\npg1-path=/var/lib/postgresql/16/main",
    aws_secret(), akia(), b64(36))
# ============================================================ secrets: MongoDB
add("dba/mongosh-uri",
    "$ mongosh \"mongodb://clusterAdmin:{0}@mongo-a1.corp.internal:27017,mongo-a2.corp.internal:27017,mongo-a3.corp.internal:27017/admin?replicaSet=rs-orders&tls=true\"\n"
    "Current Mongosh Log ID: 67c8a1f2e4b0d91a3c55e201\nUsing MongoDB:          7.0.16\nUsing Mongosh:          2.3.8\n\n"
    "rs-orders [primary] admin> rs.status().members.map(m => [m.name, m.stateStr])",
    r(22, ALNUM))
add("dba/mongodump-uri",
    "mongodump --uri='mongodb+srv://backup_svc:{0}@orders-prod.x7k2p.mongodb.net/orders?authSource=admin&readPreference=secondary' \\\n"
    "  --gzip --archive=/backup/orders_$(date +%Y%m%d).archive.gz --oplog\n"
    "2025-03-06T01:00:03.512+0000\twriting orders.customers to archive '/backup/orders_20250306.archive.gz'\n"
    "2025-03-06T01:00:03.604+0000\twriting orders.line_items to archive '/backup/orders_20250306.archive.gz'",
    urlsafe_human())
add("dba/mongo-keyfile",
    "$ openssl rand -base64 756 > /etc/mongod/rs-keyfile && chmod 400 /etc/mongod/rs-keyfile\n$ cat /etc/mongod/rs-keyfile\n{0}\n"
    "$ scp /etc/mongod/rs-keyfile mongo-a2:/etc/mongod/",
    keyfile())
add("dba/mongo-create-user",
    "rs-orders [primary] admin> db.getSiblingDB(\"orders\").createUser({\n"
    "...   user: \"orders_api\",\n...   pwd: \"{0}\",\n"
    "...   roles: [ { role: \"readWrite\", db: \"orders\" }, { role: \"read\", db: \"catalog\" } ],\n"
    "...   mechanisms: [\"SCRAM-SHA-256\"]\n... })\n{ ok: 1, '$clusterTime': { clusterTime: Timestamp({ t: 1741251311, i: 2 }) } }",
    human("#*_"))
add("dba/mongorestore-password-flag",
    "mongorestore --host rs-stage/mongo-s1:27017,mongo-s2:27017 --username restore_admin --password '{0}' \\\n"
    "  --authenticationDatabase admin --nsInclude 'orders.*' --nsFrom 'orders.*' --nsTo 'orders_stage.*' \\\n"
    "  --drop --gzip --archive=/backup/orders_20250306.archive.gz\n"
    "2025-03-06T09:41:17.028+0000\tpreparing collections to restore from",
    human("#*_"))
add("dba/mongo-atlas-api-key",
    "$ atlas config init\n? Public API Key: qhzmtwvd\n? Private API Key: [? for help] {0}\n"
    "? Default Org ID: 63e1f0b9a5c21d4e8f9a0b11\n? Default Project ID: 64a2b7c3d9e81f0a2b3c4d55\n"
    "? Default Output Format: json\nYour profile is now configured.",
    uuid4())
add("dba/mongo-opsmanager-agent",
    "# /etc/mongodb-mms/automation-agent.config\nmmsGroupId=65b0c2d1e3f4a5b6c7d8e9f0\n"
    "mmsApiKey={0}\nmmsBaseUrl=https://opsmgr.corp.internal:8443\n"
    "logFile=/var/log/mongodb-mms-automation/automation-agent.log\nhttpsCAFile=/etc/ssl/corp-root.pem",
    r(80, HEX))
add("dba/mongo-pymongo-client",
    "from pymongo import MongoClient\n\n"
    "client = MongoClient(\n    host=[\"mongo-a1.corp.internal:27017\", \"mongo-a2.corp.internal:27017\"],\n"
    "    replicaset=\"rs-orders\",\n    username=\"migrator\",\n    password=\"{0}\",\n"
    "    authSource=\"admin\",\n    tls=True,\n)\nprint(client.orders.command(\"dbstats\")[\"dataSize\"])",
    human("#*_"))

# ============================================================ secrets: Cassandra / ScyllaDB
add("dba/cqlshrc-password",
    "$ cat ~/.cassandra/cqlshrc\n[authentication]\nusername = dba_ops\npassword = {0}\n\n"
    "[connection]\nhostname = cass-eu-1.corp.internal\nport = 9042\nssl = true\n\n"
    "[ssl]\ncertfile = /etc/cassandra/tls/ca.pem\nvalidate = true",
    human("#*_"))
add("dba/cqlsh-p-flag",
    "$ cqlsh scylla-n1.corp.internal -u cassandra -p '{0}' -e \"DESCRIBE KEYSPACES\"\n\n"
    "system_auth  system_schema  telemetry  system  system_distributed  system_traces\n\n"
    "Warning: Using a password on the command line interface can be insecure.",
    human("#*_"))
add("dba/cassandra-create-role",
    "cassandra@cqlsh> CREATE ROLE telemetry_writer WITH PASSWORD = '{0}' AND LOGIN = true;\n"
    "cassandra@cqlsh> GRANT MODIFY ON KEYSPACE telemetry TO telemetry_writer;\n"
    "cassandra@cqlsh> LIST ROLES;\n\n role             | super | login | options | datacenters\n"
    "------------------+-------+-------+---------+-------------\n telemetry_writer | False |  True |        {} |         ALL",
    r(20, ALNUM))
add("dba/cassandra-nodetool-pw",
    "[cassandra@cass-eu-1 ~]$ nodetool -h 127.0.0.1 -p 7199 -u jmx_admin -pw {0} status telemetry\n"
    "Datacenter: eu-north\n====================\nStatus=Up/Down\n|/ State=Normal/Leaving/Joining/Moving\n"
    "--  Address      Load       Tokens  Owns (effective)  Host ID                               Rack\n"
    "UN  10.70.1.11   412.1 GiB  16      33.4%             3f2a1c9e-7d4b-4a11-9e0c-5b6d7e8f9a01  rack1",
    r(16, ALNUM))
add("dba/cassandra-jmxremote-password",
    "$ sudo cat /etc/cassandra/jmxremote.password\n# role  password\njmx_admin {0}\njmx_monitor {1}\n"
    "$ sudo ls -l /etc/cassandra/jmxremote.password\n-r-------- 1 cassandra cassandra 58 Feb 12 10:02 /etc/cassandra/jmxremote.password",
    r(16, ALNUM), urlsafe_human())
add("dba/astra-token",
    "export ASTRA_DB_APPLICATION_TOKEN=\"{0}\"\nexport ASTRA_DB_API_ENDPOINT=\"https://4d2f8e1a-9b3c-4c5d-8e7f-0a1b2c3d4e5f-eu-west-1.apps.astra.datastax.com\"\n"
    "dsbulk load -k telemetry -t readings -url ./readings.csv -b ./secure-connect-telemetry.zip -u token -p \"$ASTRA_DB_APPLICATION_TOKEN\"",
    "AstraCS:" + r(24, ALNUM) + ":" + r(64, HEX))

# ============================================================ secrets: Redis
add("dba/redis-cli-a",
    "$ redis-cli -h redis-sess-01.corp.internal -p 6379 -a '{0}' --no-auth-warning info replication\n"
    "# Replication\nrole:master\nconnected_slaves:2\nslave0:ip=10.80.1.12,port=6379,state=online,offset=884122019,lag=0\n"
    "slave1:ip=10.80.1.13,port=6379,state=online,offset=884122019,lag=1\nmaster_replid:5e1c0a9b3f7d2e4a6c8b0d1f3e5a7c9b1d3f5e7a",
    r(32, ALNUM))
add("dba/redis-conf-requirepass",
    "# /etc/redis/redis.conf (excerpt)\nbind 0.0.0.0\nprotected-mode yes\nport 6379\n"
    "requirepass {0}\nmasterauth {0}\nmaxmemory 12gb\nmaxmemory-policy allkeys-lru\nappendonly yes",
    r(40, ALNUM))
add("dba/redis-sentinel-auth-pass",
    "# sentinel.conf\nport 26379\nsentinel monitor sessions 10.80.1.11 6379 2\n"
    "sentinel auth-pass sessions {0}\nsentinel down-after-milliseconds sessions 5000\n"
    "sentinel failover-timeout sessions 60000\nsentinel parallel-syncs sessions 1",
    human("#*_"))
add("dba/redis-acl-setuser",
    "127.0.0.1:6379> ACL SETUSER cache_rw on >{0} ~cache:* &* +@read +@write -@dangerous\nOK\n"
    "127.0.0.1:6379> ACL SAVE\nOK\n127.0.0.1:6379> ACL WHOAMI\n\"default\"",
    r(24, ALNUM))
add("dba/redis-cluster-create",
    "redis-cli -a {0} --cluster create 10.80.2.11:7000 10.80.2.12:7000 10.80.2.13:7000 \\\n"
    "  10.80.2.14:7000 10.80.2.15:7000 10.80.2.16:7000 --cluster-replicas 1 --cluster-yes\n"
    ">>> Performing hash slots allocation on 6 nodes...\nMaster[0] -> Slots 0 - 5460\nMaster[1] -> Slots 5461 - 10922",
    r(26, ALNUM))
add("dba/redis-url-rediss",
    "2025-03-06 11:20:41,112 ERROR celery.backends.redis: Connection to Redis lost: Retry (3/20) in 1.00 second.\n"
    "  broker_url = 'rediss://:{0}@redis-queue.corp.internal:6380/0?ssl_cert_reqs=required'\n"
    "redis.exceptions.ConnectionError: Error 111 connecting to redis-queue.corp.internal:6380. Connection refused.",
    r(32, ALNUM))

# ============================================================ secrets: ClickHouse
add("dba/clickhouse-users-xml",
    "<clickhouse>\n  <users>\n    <etl_writer>\n      <password>{0}</password>\n"
    "      <networks>\n        <ip>10.90.0.0/16</ip>\n      </networks>\n      <profile>default</profile>\n"
    "      <quota>default</quota>\n      <access_management>0</access_management>\n    </etl_writer>\n  </users>\n</clickhouse>",
    human("#*_"))
add("dba/clickhouse-client-password",
    "$ clickhouse-client --host ch-n1.corp.internal --secure --user dba_ops --password '{0}' \\\n"
    "    --query \"SELECT database, table, formatReadableSize(sum(bytes_on_disk)) FROM system.parts WHERE active GROUP BY database, table ORDER BY sum(bytes_on_disk) DESC LIMIT 3\"\n"
    "events\tpage_views\t1.84 TiB\nevents\tclicks\t612.30 GiB\nbilling\tinvoices\t41.02 GiB",
    human("#*_"))
add("dba/clickhouse-interserver",
    "<!-- /etc/clickhouse-server/config.d/interserver.xml -->\n<clickhouse>\n"
    "    <interserver_http_port>9009</interserver_http_port>\n    <interserver_http_credentials>\n"
    "        <user>interserver</user>\n        <password>{0}</password>\n    </interserver_http_credentials>\n</clickhouse>",
    r(32, ALNUM))
add("dba/clickhouse-remote-servers",
    "<remote_servers>\n  <events_cluster>\n    <secret>{0}</secret>\n    <shard>\n      <internal_replication>true</internal_replication>\n"
    "      <replica><host>ch-n1.corp.internal</host><port>9440</port><secure>1</secure></replica>\n"
    "      <replica><host>ch-n2.corp.internal</host><port>9440</port><secure>1</secure></replica>\n"
    "    </shard>\n  </events_cluster>\n</remote_servers>",
    r(40, HEX))

# ============================================================ secrets: CockroachDB
add("dba/cockroach-sql-url",
    "$ cockroach sql --url \"postgresql://migrator:{0}@crdb-lb.corp.internal:26257/ledger?sslmode=verify-full&sslrootcert=certs/ca.crt\"\n"
    "#\n# Welcome to the CockroachDB SQL shell.\n# Server version: CockroachDB CCL v24.3.4 (x86_64-pc-linux-gnu)\n"
    "# Cluster ID: 5b9e0f3a-2c41-4d7e-9a18-6f0e2b3c4d5a\nmigrator@crdb-lb.corp.internal:26257/ledger>",
    urlsafe_human())
add("dba/cockroach-create-user",
    "root@crdb-lb:26257/defaultdb> CREATE USER ledger_app WITH PASSWORD '{0}';\nCREATE ROLE\n\nTime: 41ms total (execution 40ms / network 1ms)\n\n"
    "root@crdb-lb:26257/defaultdb> GRANT ALL ON DATABASE ledger TO ledger_app;\nGRANT",
    human("#*_"))
add("dba/cockroach-client-key",
    "$ cat certs/client.root.key\n{0}\n$ cockroach cert list --certs-dir=certs\n"
    "Certificate directory: certs\n  Usage  | Certificate File |    Key File     |  Expires   |  Notes\n"
    "---------+------------------+-----------------+------------+---------\n  CA     | ca.crt           |                 | 2030/03/01 | num certs: 1\n"
    "  Client | client.root.crt  | client.root.key | 2030/02/25 | user: root",
    pem("RSA PRIVATE KEY", 900))
add("dba/cockroach-backup-s3",
    "BACKUP INTO 's3://corp-crdb-backups/ledger?AWS_ACCESS_KEY_ID={1}&AWS_SECRET_ACCESS_KEY={0}&AWS_REGION=eu-north-1'\n"
    "    AS OF SYSTEM TIME '-10s' WITH revision_history;\n\n"
    "        job_id       |  status   | fraction_completed |   rows   | index_entries |   bytes\n"
    "---------------------+-----------+--------------------+----------+---------------+-------------\n"
    "  1042188311920640001 | succeeded |                  1 | 88412003 |      12004411 | 24110098812",
    r(40, ALNUM), akia())

# ============================================================ secrets: Flyway / Liquibase / dbmate
add("dba/flyway-conf",
    "# conf/flyway.conf\nflyway.url=jdbc:postgresql://pg-primary.corp.internal:5432/shop\nflyway.user=flyway_owner\n"
    "flyway.password={0}\nflyway.schemas=shop,audit\nflyway.locations=filesystem:sql/migrations\n"
    "flyway.baselineOnMigrate=true\nflyway.validateMigrationNaming=true",
    human("#*_"))
add("dba/flyway-cli-flag",
    "$ flyway -url=jdbc:sqlserver://sql-dw01:1433;databaseName=Warehouse;encrypt=true -user=flyway -password='{0}' info\n"
    "Flyway OSS Edition 10.21.0 by Redgate\n\nDatabase: jdbc:sqlserver://sql-dw01:1433;databaseName=Warehouse (Microsoft SQL Server 16.0)\n"
    "Schema version: 2024.11.3\n\n+-----------+------------+----------------------+------+---------------------+---------+\n"
    "| Category  | Version    | Description          | Type | Installed On        | State   |",
    human("#*_"))
add("dba/liquibase-update-cli",
    "$ liquibase --changelog-file=db/changelog/db.changelog-master.yaml \\\n"
    "    --url=jdbc:oracle:thin:@//ora-bill.corp.internal:1521/BILLPRD --username=LB_DEPLOY --password={0} update\n"
    "####################################################\n##   _     _             _ _                      ##\n"
    "Starting Liquibase at 03:12:55 using Java 21.0.5 (version 4.30.0 #4943 built at 2024-10-31 17:00+0000)\n"
    "Running Changeset: db/changelog/2025/03/0004-add-invoice-status.yaml::0004::mlarsson",
    r(20, ALNUM))
add("dba/dbmate-env",
    "# .env (read by dbmate)\nDATABASE_URL=\"postgres://dbmate:{0}@pg-primary.corp.internal:5432/shop?sslmode=require\"\n"
    "DBMATE_MIGRATIONS_DIR=\"./db/migrations\"\nDBMATE_SCHEMA_FILE=\"./db/schema.sql\"\nDBMATE_WAIT_TIMEOUT=30s",
    urlsafe_human())
add("dba/flyway-toml",
    "# flyway.toml\n[environments.prod]\nurl = \"jdbc:mysql://db-orders-a.corp.internal:3306/shop\"\n"
    "user = \"flyway\"\npassword = \"{0}\"\nschemas = [\"shop\"]\n\n[flyway]\nenvironment = \"prod\"\nlocations = [\"filesystem:migrations\"]",
    human("#*_"))

# ============================================================ secrets: AWS DMS / Debezium
add("dba/dms-create-endpoint",
    "aws dms create-endpoint --endpoint-identifier ora-fin-src --endpoint-type source --engine-name oracle \\\n"
    "  --username DMS_USER --password '{0}' --server-name ora19-prd-scan.corp.internal --port 1521 \\\n"
    "  --database-name FINPRD --extra-connection-attributes \"useLogminerReader=N;useBfile=Y\" \\\n  --region eu-north-1",
    human("#*_"))
add("dba/dms-endpoint-json",
    "{\n  \"EndpointIdentifier\": \"mssql-orders-src\",\n  \"EndpointType\": \"source\",\n  \"EngineName\": \"sqlserver\",\n"
    "  \"MicrosoftSQLServerSettings\": {\n    \"ServerName\": \"sql-ag-l01.corp.internal\",\n    \"Port\": 1433,\n"
    "    \"DatabaseName\": \"Orders\",\n    \"Username\": \"dms_reader\",\n    \"Password\": \"{0}\",\n"
    "    \"ReadBackupOnly\": false,\n    \"SafeguardPolicy\": \"rely-on-sql-server-replication-agent\"\n  }\n}",
    human("#*_"))
add("dba/debezium-postgres-connector",
    "curl -s -X PUT -H 'Content-Type: application/json' http://kconnect.corp.internal:8083/connectors/shop-cdc/config -d '{\n"
    "  \"connector.class\": \"io.debezium.connector.postgresql.PostgresConnector\",\n"
    "  \"database.hostname\": \"pg-primary.corp.internal\",\n  \"database.port\": \"5432\",\n"
    "  \"database.user\": \"debezium\",\n  \"database.password\": \"{0}\",\n  \"database.dbname\": \"shop\",\n"
    "  \"topic.prefix\": \"shop\",\n  \"plugin.name\": \"pgoutput\",\n  \"slot.name\": \"debezium_shop\"\n}'",
    r(22, ALNUM))
add("dba/debezium-sqlserver-connector",
    "{\n  \"name\": \"orders-mssql-cdc\",\n  \"config\": {\n"
    "    \"connector.class\": \"io.debezium.connector.sqlserver.SqlServerConnector\",\n"
    "    \"database.hostname\": \"sql-ag-l01.corp.internal\",\n    \"database.user\": \"cdc_reader\",\n"
    "    \"database.password\": \"{0}\",\n    \"database.names\": \"Orders\",\n"
    "    \"schema.history.internal.kafka.bootstrap.servers\": \"kafka-1:9092\",\n"
    "    \"schema.history.internal.kafka.topic\": \"schema-changes.orders\"\n  }\n}",
    human("#*_"))
add("dba/debezium-oracle-logminer",
    "2025-03-06 02:41:19,883 ERROR  ||  WorkerSourceTask{id=fin-oracle-cdc-0} Task threw an uncaught and unrecoverable exception\n"
    "io.debezium.DebeziumException: Failed to connect: jdbc:oracle:thin:c##dbzuser/{0}@ora19-prd-scan.corp.internal:1521/FINPRD\n"
    "\tat io.debezium.connector.oracle.OracleConnection.connect(OracleConnection.java:212)\n"
    "Caused by: java.sql.SQLException: ORA-01017: invalid username/password; logon denied",
    r(14, ALNUM))

# ============================================================ secrets: GUI tool exports
add("dba/dbeaver-data-sources",
    "{\n  \"folders\": {},\n  \"connections\": {\n    \"postgres-jdbc-18e0a1b2c3d-5f6a7b8c9d0e1f2a\": {\n"
    "      \"provider\": \"postgresql\",\n      \"driver\": \"postgres-jdbc\",\n      \"name\": \"shop PROD (read)\",\n"
    "      \"save-password\": true,\n      \"configuration\": {\n        \"host\": \"pg-replica.corp.internal\",\n"
    "        \"port\": \"5432\",\n        \"database\": \"shop\",\n        \"url\": \"jdbc:postgresql://pg-replica.corp.internal:5432/shop\",\n"
    "        \"user\": \"analyst_ro\",\n        \"password\": \"{0}\",\n        \"type\": \"prod\"\n      }\n    }\n  }\n}",
    human("#*_"))
add("dba/datagrip-jdbc-url",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project version=\"4\">\n  <component name=\"DataSourceManagerImpl\" format=\"xml\" multifile-model=\"true\">\n"
    "    <data-source source=\"LOCAL\" name=\"ledger@crdb\" uuid=\"7d0e9c1b-4a2f-4e3d-8b6a-1c2d3e4f5a6b\">\n"
    "      <driver-ref>cockroach</driver-ref>\n"
    "      <jdbc-url>jdbc:postgresql://crdb-lb.corp.internal:26257/ledger?user=ledger_app&amp;password={0}&amp;sslmode=require</jdbc-url>\n"
    "    </data-source>\n  </component>\n</project>",
    r(18, ALNUM))
add("dba/pgadmin-servers-json",
    "$ cat pgadmin-servers.json   # from the agent's docker volume, for `setup.py load-servers`\n{\n  \"Servers\": {\n"
    "    \"1\": {\n      \"Name\": \"pg-shop primary\",\n      \"Group\": \"Prod\",\n      \"Host\": \"10.60.2.11\",\n"
    "      \"Port\": 5432,\n      \"MaintenanceDB\": \"postgres\",\n      \"Username\": \"dba_ops\",\n"
    "      \"Password\": \"{0}\",\n      \"SSLMode\": \"verify-full\"\n    }\n  }\n}",
    human("#*_"))

# ============================================================ secrets: runbooks, tickets, chat
add("dba/chat-sv-oracle-sys",
    "[09:14] Elin Sjöberg: Hej! Jag behöver köra RMAN-restoren på FINSTBY i natt, vem har sys-lösenordet?\n"
    "[09:16] Johan Lindqvist: det ligger i valvet men här: {0}\n"
    "[09:16] Johan Lindqvist: byt det efter failover-testet, det har delats alldeles för många gånger\n"
    "[09:17] Elin Sjöberg: tack, jag roterar det i morgon bitti",
    human("#*_"))
add("dba/chat-ko-mongo-keyfile",
    "[오전 10:02] 김민준: 스테이징 레플리카셋 rs-stage 에 새 노드 붙이려는데 인증이 안 돼요\n"
    "[오전 10:04] 박서연: clusterAdmin 비밀번호는 {0} 이에요. mongosh 로 rs.add() 하시면 됩니다\n"
    "[오전 10:05] 박서연: keyfile 은 기존 노드에서 scp 로 복사하고 권한 400 맞춰주세요\n"
    "[오전 10:06] 김민준: 감사합니다! 작업 끝나면 티켓 DBA-5120 에 기록할게요",
    human("#*_"))
add("dba/ticket-pt-replicacao",
    "Chamado INC-77410 — Replicação MySQL parada no db-orders-b\n\n"
    "Comentário de Rafael Souza (TI - Banco de Dados):\n"
    "Reconfigurei a réplica com o usuário repl. A senha nova é {0} (já atualizei no cofre também).\n"
    "Executei CHANGE REPLICATION SOURCE TO ... e START REPLICA; Seconds_Behind_Source voltou a 0.\n"
    "Favor validar o Orchestrator e fechar o chamado.",
    human("#*_"))
add_split("dba/chat-split-clickhouse",
    "#dba-oncall\n"
    "Priya N. 02:11  ch-n2 is refusing the etl_writer login after the users.xml push, what is it now?\n"
    "Marek W. 02:13  new one is {0} …\n"
    "Marek W. 02:13  …followed by {1} (split it so the Slack bot doesn't index it)\n"
    "Priya N. 02:15  got it, SYSTEM RELOAD CONFIG fixed it, thanks",
    r(10, ALNUM), r(10, ALNUM))
add("dba/runbook-redis-failover",
    "## Runbook: manual Redis Sentinel failover (sessions)\n\n1. Check quorum: `redis-cli -p 26379 sentinel ckquorum sessions`\n"
    "2. Trigger: `redis-cli -p 26379 sentinel failover sessions`\n"
    "3. Verify on the new primary:\n   ```\n   redis-cli -h <new-primary> -a {0} role\n   ```\n"
    "4. Update the Grafana annotation and close the change ticket.\n\n_Last tested 2025-02-27 by @oncall-dba_",
    r(28, ALNUM))
add("dba/chat-pt-passphrase-rman",
    "Rafael: o backup criptografado do ERPPRD precisa da frase do RMAN pra restaurar no DR\n"
    "Camila: a frase é \"{0}\" — sem aspas, com espaços\n"
    "Rafael: beleza, restore validate rodando agora\nCamila: depois troca, por favor, tá no runbook antigo também",
    phrase(5, " "))


# ============================================================ look-alikes: Oracle
la("$ sqlplus -L /@FINPRD_BATCH\n\nSQL*Plus: Release 19.0.0.0.0 - Production on Tue Mar 11 02:15:40 2025\n\n"
   "Connected to:\nOracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production\n\n"
   "SQL> show user\nUSER is \"BATCH_ETL\"")
la("[oracle@db01 ~]$ sqlplus / as sysdba\n\nSQL> select instance_name, status, host_name from v$instance;\n\n"
   "INSTANCE_NAME    STATUS       HOST_NAME\n---------------- ------------ ------------------------\nFINPRD1          OPEN         db01.corp.internal\n\n"
   "SQL> select current_scn from v$database;\n\nCURRENT_SCN\n-----------\n{0}", scn())
la("# tnsnames.ora\nFINPRD =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = ora19-prd-scan.corp.internal)(PORT = 1521))\n"
   "    (CONNECT_DATA =\n      (SERVER = DEDICATED)\n      (SERVICE_NAME = FINPRD.corp.internal)\n    )\n  )\n\n"
   "# sqlnet.ora\nWALLET_LOCATION = (SOURCE = (METHOD = FILE)(METHOD_DATA = (DIRECTORY = /u01/app/oracle/wallet/batch)))\n"
   "SQLNET.WALLET_OVERRIDE = TRUE")
la("[oracle@db01 ~]$ orapki wallet display -wallet /u01/app/oracle/admin/HRPRD/wallet\n"
   "Oracle PKI Tool Release 19.0.0.0.0 - Production\nRequested Certificates:\nUser Certificates:\n"
   "Subject:        CN=ora-hr.corp.internal,OU=DBA,O=Corp,C=SE\nTrusted Certificates:\n"
   "Subject:        CN=Corp Root CA G2,O=Corp,C=SE\nSHA1 Fingerprint: {0}", ":".join(thumb()[i:i+2] for i in range(0, 40, 2)))
la("$ cat /u01/dpdump/exp_hr_full.par\nuserid='/ as sysdba'\ndirectory=DP_DIR\ndumpfile=hr_full_%U.dmp\n"
   "logfile=exp_hr_full.log\nschemas=HR,PAYROLL\nparallel=4\nencryption=ALL\nencryption_mode=TRANSPARENT\n"
   "flashback_scn={0}", scn())
la("impdp system@PDB_QA parfile=imp_crm.par\n\nImport: Release 19.0.0.0.0 - Production on Wed Jan 8 11:02:51 2025\nPassword:\n\n"
   "# imp_crm.par\ndirectory=DATA_PUMP_DIR\ndumpfile=crm_%U.dmp\nENCRYPTION_PASSWORD=${DP_ENC_PASSWORD}\n"
   "remap_schema=CRM:CRM_QA\ntable_exists_action=replace")
la("CREATE DATABASE LINK legacy_ap\n  CONNECT TO ap_reader IDENTIFIED BY \"&&ap_reader_pwd\"\n  USING 'APLEG';\n"
   "-- define ap_reader_pwd from the vault before running: @define_secrets.sql")
la("SQL> select username, account_status, password_versions, profile from dba_users where username like 'APP%';\n\n"
   "USERNAME     ACCOUNT_STATUS   PASSWORD_VERSIONS PROFILE\n------------ ---------------- ----------------- ---------------\n"
   "APP_OWNER    OPEN             11G 12C           APP_SVC_PROFILE\nAPP_READER   EXPIRED(GRACE)   12C               APP_SVC_PROFILE")
la("oracle@dg-prim$ dgmgrl /@FINPRD_DGMGRL\nConnected to \"FINPRD\"\nConnected as SYSDG.\nDGMGRL> show database finstby;\n\n"
   "Database - finstby\n  Role:               PHYSICAL STANDBY\n  Transport Lag:      0 seconds (computed 1 second ago)\n"
   "  Apply Lag:          0 seconds (computed 1 second ago)\n  Database Status:\nSUCCESS")
la("SQL> ADMINISTER KEY MANAGEMENT SET KEYSTORE OPEN IDENTIFIED BY EXTERNAL STORE CONTAINER=ALL;\nkeystore altered.\n\n"
   "SQL> select wrl_type, status, wallet_type, con_id from v$encryption_wallet;\n\nWRL_TYPE  STATUS  WALLET_TYPE  CON_ID\n"
   "--------- ------- ------------ ------\nFILE      OPEN    AUTOLOGIN         1")
la("import os\nimport oracledb\n\nconn = oracledb.connect(\n    user=os.environ[\"RPT_USER\"],\n    password=os.environ[\"RPT_PASSWORD\"],\n"
   "    dsn=\"ora-rpt.corp.internal:1522/RPTPDB1.corp.internal\",\n)\n")
la("spring.datasource.url=jdbc:oracle:thin:@BILLPRD_TCPS?TNS_ADMIN=/opt/billing/wallet\n"
   "spring.datasource.username=${BILL_DB_USER}\nspring.datasource.password=${BILL_DB_PASSWORD}\n"
   "spring.datasource.hikari.pool-name=billing-ora")
la("[oracle@db01 ~]$ mkstore -wrl /u01/app/oracle/wallet/batch -listCredential\nOracle Secret Store Tool Release 19.0.0.0.0 - Production\n"
   "Enter wallet password:\nList credential (index: connect_string username)\n3: RCATDB rcat_owner\n2: ERPPRD_RMAN sys\n1: BATCH_FINPRD batch_etl")

# ============================================================ look-alikes: SQL Server
la("PS C:\\dba> sqlcmd -S sql-ag-l01.corp.internal,1433 -E -d master -Q \"SELECT name, state_desc FROM sys.databases\"\n"
   "name                 state_desc\n-------------------- ----------\nmaster               ONLINE\nOrders               ONLINE\nSSISDB               ONLINE\n\n(3 rows affected)")
la("sqlcmd -S sql-stage02 -U sa -P \"$env:MSSQL_SA_PASSWORD\" -i .\\deploy\\001_schema.sql -b\n"
   "Changed database context to 'Orders_Stage'.")
la("SELECT s.name, l.remote_name, l.uses_self_credential, l.modify_date\nFROM sys.servers s JOIN sys.linked_logins l ON l.server_id = s.server_id;\n\n"
   "name        remote_name  uses_self_credential  modify_date\n----------- ------------ --------------------- -----------------------\n"
   "LEGACY_CRM  crm_link     0                     2025-02-11 14:02:09.417")
la("<Configuration ConfiguredType=\"Property\" Path=\"\\Package.Connections[DW_Staging].Properties[ConnectionString]\" ValueType=\"String\">\n"
   "  <ConfiguredValue>Data Source=sql-dw01;Initial Catalog=Staging;Provider=SQLNCLI11.1;Integrated Security=SSPI;Auto Translate=False;</ConfiguredValue>\n"
   "</Configuration>")
la("<DTS:ConnectionManager DTS:refId=\"Package.ConnectionManagers[DW_Staging]\" DTS:CreationName=\"OLEDB\"\n"
   "    DTS:DTSID=\"{{0}}\" DTS:ObjectName=\"DW_Staging\">\n  <DTS:ObjectData>\n"
   "    <DTS:ConnectionManager DTS:ConnectionString=\"Data Source=sql-dw01;User ID=etl_loader;Initial Catalog=Staging;Provider=SQLNCLI11.1;\">\n"
   "      <DTS:Password DTS:Name=\"Password\" Sensitive=\"1\"></DTS:Password>\n    </DTS:ConnectionManager>\n  </DTS:ObjectData>\n</DTS:ConnectionManager>",
   uuid4().upper())
la("sqlpackage /Action:Export /SourceConnectionString:\"Server=tcp:sqlmi-prod.public.a1b2c3.database.windows.net,3342;Database=Orders;Authentication=Active Directory Default;\" \\\n"
   "  /TargetFile:/mnt/backup/Orders_2025-03-02.bacpac\nExtracting schema\nExporting data from database\n"
   "Successfully exported database and saved it to file '/mnt/backup/Orders_2025-03-02.bacpac'.\nTime elapsed 0:14:21.09")
la("sqlpackage /a:Import /sf:Orders.bacpac /tsn:sql-stage02 /tdn:Orders_Stage /tu:sa /tp:\"$SQL_STAGE_SA_PW\" /TargetTrustServerCertificate:True")
la("az sql db export --resource-group rg-data-prod --server sqlsrv-orders-weu --name Orders \\\n"
   "  --auth-type ADPassword --admin-user sqladmin --admin-password \"$(az keyvault secret show --vault-name kv-data-prod -n sqladmin --query value -o tsv)\" \\\n"
   "  --storage-key-type SharedAccessKey --storage-key \"$BACPAC_SAS\" \\\n  --storage-uri https://stbackupweu.blob.core.windows.net/bacpac/Orders-20250302.bacpac")
la("SELECT name, sid, type_desc, is_policy_checked, is_expiration_checked\nFROM sys.sql_logins WHERE name = 'svc_reporting';\n\n"
   "name           sid                                 type_desc  is_policy_checked  is_expiration_checked\n"
   "svc_reporting  {0}  SQL_LOGIN  1                  0", sqlsid())
la("SELECT name, thumbprint, pvt_key_encryption_type_desc, expiry_date FROM sys.certificates WHERE name LIKE 'TDE%';\n\n"
   "name           thumbprint                                  pvt_key_encryption_type_desc  expiry_date\n"
   "TDE_Cert_2025  0x{0}  ENCRYPTED_BY_MASTER_KEY       2026-01-01", thumb())
la("services:\n  mssql:\n    image: mcr.microsoft.com/mssql/server:2022-CU17-ubuntu-22.04\n    environment:\n"
   "      ACCEPT_EULA: \"Y\"\n      MSSQL_SA_PASSWORD_FILE: /run/secrets/mssql_sa\n    secrets:\n      - mssql_sa\n"
   "secrets:\n  mssql_sa:\n    file: ./secrets/mssql_sa.txt")
la("{\n  \"ConnectionStrings\": {\n    \"Warehouse\": \"Server=tcp:sql-dw01.corp.internal,1433;Database=Warehouse;User Id=wh_api;Password=__WH_API_PASSWORD__;Encrypt=True;\"\n"
   "  }\n}\n# the release pipeline replaces __WH_API_PASSWORD__ from the variable group 'warehouse-prod'")
la("$cred = Get-Credential -UserName dba_automation -Message 'SQL login'\n"
   "Invoke-Sqlcmd -ServerInstance sql-ag-l01 -Database DBA -Credential $cred -Query 'EXEC dbo.usp_IndexMaintenance' -TrustServerCertificate")

# ============================================================ look-alikes: MySQL / MariaDB
la("mysql> SHOW REPLICA STATUS\\G\n*************************** 1. row ***************************\n"
   "             Replica_IO_State: Waiting for source to send event\n                  Source_Host: 10.40.2.11\n"
   "                  Source_User: repl\n        Seconds_Behind_Source: 0\n                  Source_UUID: {0}\n"
   "           Retrieved_Gtid_Set: {1}\n            Executed_Gtid_Set: {1}", uuid4(), gtid())
la("CHANGE REPLICATION SOURCE TO\n  SOURCE_HOST = 'db-orders-a.corp.internal',\n  SOURCE_USER = 'repl_84',\n"
   "  SOURCE_PASSWORD = '<from vault: secret/mysql/repl_84>',\n  SOURCE_AUTO_POSITION = 1\n  FOR CHANNEL 'orders_a';")
la("$ cat ~/.my.cnf\n[client]\nuser=dba_ops\nhost=db-orders-a.corp.internal\nssl-mode=VERIFY_IDENTITY\n"
   "# password comes from: mysql_config_editor set --login-path=ops --host=db-orders-a --user=dba_ops --password")
la("$ mysql_config_editor print --all\n[ops]\nuser = \"dba_ops\"\npassword = *****\nhost = \"db-orders-a.corp.internal\"\n"
   "[repl]\nuser = \"repl\"\npassword = *****\nhost = \"10.40.2.11\"")
la("mysqldump --login-path=backup --single-transaction --routines --triggers --databases shop inventory \\\n"
   "  | zstd -T0 > /backup/shop_$(date +%F).sql.zst\nsha256sum /backup/shop_2025-03-05.sql.zst\n{0}  /backup/shop_2025-03-05.sql.zst",
   r(64, HEX))
la("$ mysql -h db-orders-b.corp.internal -P 3306 -u dba_ops -p shop\nEnter password:\n"
   "Welcome to the MySQL monitor.  Commands end with ; or \\g.\nServer version: 8.0.40 MySQL Community Server - GPL")
la("# 60-galera.cnf\n[galera]\nwsrep_cluster_name    = \"shop-galera\"\nwsrep_cluster_address = \"gcomm://10.40.3.21,10.40.3.22,10.40.3.23\"\n"
   "wsrep_sst_method      = mariabackup\n# wsrep_sst_auth is rendered by Ansible from {{ vault_galera_sst_auth }}\nwsrep_sst_auth        = {{ galera_sst_user }}:{{ galera_sst_password }}")
la("gh-ost --host=db-orders-b.corp.internal --database=shop --table=order_items \\\n  --alter=\"ADD COLUMN gift_wrap TINYINT NOT NULL DEFAULT 0\" \\\n"
   "  --conf=/etc/gh-ost/ghost.cnf --assume-rbr --execute\n# ghost.cnf holds [client] user and password, mode 0600, owned by svc_ghost")
la("pt-table-checksum --replicate=percona.checksums h=db-orders-a.corp.internal,u=checksum,P=3306,F=/etc/percona/checksum.cnf --databases=shop\n"
   "            TS ERRORS  DIFFS     ROWS  DIFF_ROWS  CHUNKS SKIPPED    TIME TABLE\n"
   "03-06T10:11:42      0      0   412301          0       8       0   3.021 shop.order_items")
la("{\n  \"MySQLTopologyCredentialsConfigFile\": \"/etc/orchestrator-topology.cnf\",\n  \"MySQLOrchestratorCredentialsConfigFile\": \"/etc/orchestrator-backend.cnf\",\n"
   "  \"RaftEnabled\": true,\n  \"RaftNodes\": [\"10.40.5.11\", \"10.40.5.12\", \"10.40.5.13\"],\n  \"InstancePollSeconds\": 5\n}")
la("mysql> SELECT user, host, plugin, password_last_changed FROM mysql.user WHERE user LIKE 'metabase%';\n"
   "+-------------+---------+-----------------------+-----------------------+\n| user        | host    | plugin                | password_last_changed |\n"
   "+-------------+---------+-----------------------+-----------------------+\n| metabase_ro | 10.50.% | caching_sha2_password | 2025-03-04 09:18:22   |")
la("xtrabackup --defaults-extra-file=/etc/mysql/xtrabackup.cnf --backup --target-dir=/data/backups/inc_20250306 \\\n"
   "  --incremental-basedir=/data/backups/full_20250305\n[Xtrabackup] Transaction log of lsn ({0}) to ({1}) was copied.\n[Xtrabackup] completed OK!",
   str(_rng.randrange(10**10, 10**11)), str(_rng.randrange(10**11, 10**12)))

# ============================================================ look-alikes: ProxySQL / pgbouncer
la("Admin> SELECT username, active, default_hostgroup, transaction_persistent FROM runtime_mysql_users;\n"
   "+----------+--------+-------------------+------------------------+\n| username | active | default_hostgroup | transaction_persistent |\n"
   "+----------+--------+-------------------+------------------------+\n| shop_app | 1      | 10                | 1                      |")
la("# proxysql.cnf rendered by the chart\nadmin_variables=\n{\n    admin_credentials=\"admin:${PROXYSQL_ADMIN_PASSWORD};radmin:${PROXYSQL_RADMIN_PASSWORD}\"\n"
   "    mysql_ifaces=\"0.0.0.0:6032\"\n}\nmysql_variables=\n{\n    monitor_username=\"monitor\"\n    monitor_password=\"${PROXYSQL_MONITOR_PASSWORD}\"\n}")
la("Admin> SELECT variable_name, variable_value FROM global_variables WHERE variable_name LIKE 'mysql-monitor_%';\n"
   "+-------------------------------+----------------+\n| mysql-monitor_username        | monitor        |\n"
   "| mysql-monitor_password        | ************** |\n| mysql-monitor_connect_interval| 60000          |")
la("$ sudo cat /etc/pgbouncer/userlist.txt\n\"pgbouncer_auth\" \"SCRAM-SHA-256$4096:<salt>$<StoredKey>:<ServerKey>\"\n"
   "# template only; the real file is rendered by the pgbouncer role from Vault")
la(";; pgbouncer.ini\n[databases]\n* = host=pg-primary.corp.internal port=5432 auth_user=pgbouncer_auth\n\n[pgbouncer]\n"
   "auth_type = scram-sha-256\nauth_file = /etc/pgbouncer/userlist.txt\nauth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)\n"
   "admin_users = pgb_admin\nstats_users = stats_reader, datadog")
la("$ psql \"host=127.0.0.1 port=6432 dbname=pgbouncer user=pgb_admin passfile=/etc/pgbouncer/.pgpass\" -c 'SHOW STATS_TOTALS;'\n"
   " database | xact_count | query_count | bytes_received | bytes_sent\n----------+------------+-------------+----------------+------------\n"
   " shop     |  884120110 |  1012338801 |   412009881212 | 8812004410221")

# ============================================================ look-alikes: Patroni / repmgr / Postgres
la("$ patronictl -c /etc/patroni/patroni.yml list\n+ Cluster: pg-shop ({0}) ----+----+-----------+\n"
   "| Member    | Host       | Role    | State     | TL | Lag in MB |\n+-----------+------------+---------+-----------+----+-----------+\n"
   "| pg-node-1 | 10.60.1.21 | Leader  | running   | 14 |           |\n| pg-node-2 | 10.60.1.22 | Replica | streaming | 14 |         0 |",
   str(_rng.randrange(10**18, 10**19)))
la("postgresql:\n  authentication:\n    superuser:\n      username: postgres\n      password: \"{{ patroni_superuser_password }}\"\n"
   "    replication:\n      username: replicator\n      password: \"{{ patroni_replication_password }}\"\n"
   "restapi:\n  authentication:\n    username: patroni_api\n    password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/patroni:api') }}\"")
la("# Patroni picks these up from the environment (systemd EnvironmentFile=/etc/patroni/env, mode 0600)\n"
   "PATRONI_SUPERUSER_USERNAME=postgres\nPATRONI_SUPERUSER_PASSWORD=\nPATRONI_REPLICATION_USERNAME=replicator\n"
   "PATRONI_REPLICATION_PASSWORD=\nPATRONI_RESTAPI_USERNAME=patroni_api")
la("$ repmgr -f /etc/repmgr/16/repmgr.conf cluster show\n ID | Name | Role    | Status    | Upstream | Location | Priority | Timeline | Connection string\n"
   "----+------+---------+-----------+----------+----------+----------+----------+---------------------------------------------------\n"
   " 1  | pg-a | primary | * running |          | default  | 100      | 9        | host=10.60.2.11 user=repmgr dbname=repmgr connect_timeout=2\n"
   " 2  | pg-b | standby |   running | pg-a     | default  | 100      | 9        | host=10.60.2.12 user=repmgr dbname=repmgr connect_timeout=2")
la("$ cat ~/.pgpass\n# hostname:port:database:username:password\npg-primary.corp.internal:5432:*:dba_ops:CHANGE_ME\n"
   "# fill in from 1Password item 'pg-shop dba_ops' and chmod 600")
la("postgres=# SELECT pid, usename, application_name, client_addr, state, sent_lsn, replay_lsn FROM pg_stat_replication;\n"
   "  pid  |  usename   | application_name | client_addr |   state   | sent_lsn   | replay_lsn\n"
   "-------+------------+------------------+-------------+-----------+------------+------------\n 41122 | replicator | pg-b             | 10.60.2.12  | streaming | {0} | {0}", lsn())
la("primary_conninfo = 'user=replicator passfile=/var/lib/postgresql/.pgpass host=10.60.2.11 port=5432 sslmode=verify-full application_name=pg-b'\n"
   "primary_slot_name = 'pg_b_slot'")
la("postgres=# SELECT rolname, rolcanlogin, rolvaliduntil, left(rolpassword, 14) AS scheme FROM pg_authid WHERE rolname = 'pgbouncer_auth';\n"
   "    rolname     | rolcanlogin | rolvaliduntil |     scheme\n----------------+-------------+---------------+----------------\n"
   " pgbouncer_auth | t           |               | SCRAM-SHA-256$")
la("[global]\nrepo1-type=s3\nrepo1-s3-bucket=corp-pg-backups\nrepo1-s3-region=eu-north-1\nrepo1-s3-key-type=auto\n"
   "repo1-cipher-type=aes-256-cbc\n# repo1-cipher-pass is set through PGBACKREST_REPO1_CIPHER_PASS in the service env\n\n"
   "$ pgbackrest --stanza=shop info\nstanza: shop\n    status: ok\n    cipher: aes-256-cbc\n        full backup: 20250302-010002F\n"
   "            wal start/stop: {0} / {1}", r(24, UPPER_HEX), r(24, UPPER_HEX))

# ============================================================ look-alikes: MongoDB
la("$ mongosh \"mongodb://mongo-a1.corp.internal:27017/?replicaSet=rs-orders&tls=true&authMechanism=MONGODB-X509&authSource=%24external\" \\\n"
   "    --tlsCertificateKeyFile /etc/mongod/tls/dba-client.pem\nrs-orders [primary] test> db.runCommand({ connectionStatus: 1 }).authInfo.authenticatedUsers\n"
   "[ { user: 'CN=dba-client,OU=DBA,O=Corp', db: '$external' } ]")
la("# /etc/mongod.conf\nreplication:\n  replSetName: rs-orders\nsecurity:\n  authorization: enabled\n  keyFile: /etc/mongod/rs-keyfile\n"
   "net:\n  bindIp: 0.0.0.0\n  tls:\n    mode: requireTLS\n    certificateKeyFile: /etc/mongod/tls/server.pem")
la("rs-orders [primary] admin> rs.conf()._id\nrs-orders\nrs-orders [primary] admin> rs.conf().settings.replicaSetId\nObjectId('{0}')\n"
   "rs-orders [primary] admin> db.hello().electionId\nObjectId('7fffffff000000000000002a')", r(24, HEX))
la("mongodump --uri=\"$MONGO_BACKUP_URI\" --gzip --archive=/backup/orders_$(date +%Y%m%d).archive.gz --oplog\n"
   "# MONGO_BACKUP_URI=mongodb+srv://backup_svc:<password>@orders-prod.x7k2p.mongodb.net/orders?authSource=admin")
la("rs-orders [primary] admin> db.getSiblingDB(\"orders\").getUser(\"orders_api\")\n{\n  _id: 'orders.orders_api',\n  userId: UUID('{0}'),\n"
   "  user: 'orders_api',\n  db: 'orders',\n  roles: [ { role: 'readWrite', db: 'orders' } ],\n  mechanisms: [ 'SCRAM-SHA-256' ]\n}", uuid4())
la("$ atlas organizations apiKeys list --orgId 63e1f0b9a5c21d4e8f9a0b11 -o json\n[\n  {\n    \"id\": \"65f0a1b2c3d4e5f6a7b8c9d0\",\n"
   "    \"desc\": \"terraform-ci\",\n    \"privateKey\": \"********-****-****-{0}\",\n    \"publicKey\": \"qhzmtwvd\",\n"
   "    \"roles\": [{\"roleName\": \"ORG_GROUP_CREATOR\"}]\n  }\n]", r(12, HEX)[:8])
la("mongorestore --host rs-stage/mongo-s1:27017,mongo-s2:27017 --username restore_admin --password \\\n"
   "  --authenticationDatabase admin --nsInclude 'orders.*' --drop --gzip --archive=/backup/orders_20250306.archive.gz\nEnter password for mongo user:")
la("rs-orders [primary] local> db.oplog.rs.find().sort({$natural:-1}).limit(1)\n[\n  {\n    op: 'u',\n    ns: 'orders.customers',\n"
   "    ui: UUID('{0}'),\n    o2: { _id: ObjectId('{1}') },\n    ts: Timestamp({ t: 1741251902, i: 14 }),\n    t: Long('42')\n  }\n]",
   uuid4(), r(24, HEX))

# ============================================================ look-alikes: Cassandra / Scylla
la("$ cat ~/.cassandra/cqlshrc\n[authentication]\nusername = dba_ops\n; password is read from ~/.cassandra/credentials (mode 600)\n\n"
   "[connection]\nhostname = cass-eu-1.corp.internal\nport = 9042\nssl = true")
la("# cassandra.yaml (excerpt)\nauthenticator: PasswordAuthenticator\nauthorizer: CassandraAuthorizer\nrole_manager: CassandraRoleManager\n"
   "roles_validity_in_ms: 2000\ncredentials_validity_in_ms: 2000\nclient_encryption_options:\n  enabled: true\n  keystore: /etc/cassandra/tls/keystore.p12\n"
   "  keystore_password: ${CASSANDRA_KEYSTORE_PASSWORD}")
la("$ nodetool status telemetry\nDatacenter: eu-north\n--  Address     Load       Tokens  Owns (effective)  Host ID                               Rack\n"
   "UN  10.70.1.11  412.1 GiB  16      33.4%             {0}  rack1\nUN  10.70.1.12  409.8 GiB  16      33.3%             {1}  rack1",
   uuid4(), uuid4())
la("cassandra@cqlsh> SELECT role, can_login, is_superuser, salted_hash FROM system_auth.roles WHERE role = 'telemetry_writer';\n\n"
   " role             | can_login | is_superuser | salted_hash\n------------------+-----------+--------------+-------------\n"
   " telemetry_writer |      True |        False |      <hidden>")
la("$ cqlsh scylla-n1.corp.internal -u cassandra\nPassword:\nConnected to scylla-prod at scylla-n1.corp.internal:9042\n"
   "[cqlsh 6.0.23 | Scylla 6.2.2-0.20241212.1b2b3c4d5e6f | CQL spec 3.3.1 | Native protocol v4]")

# ============================================================ look-alikes: Redis
la("$ REDISCLI_AUTH=\"$(vault kv get -field=password kv/redis/sessions)\" redis-cli -h redis-sess-01 info replication\n"
   "# Replication\nrole:master\nconnected_slaves:2\nmaster_replid:{0}\nmaster_repl_offset:884122019", sha())
la("# redis.conf (excerpt)\n# requirepass foobared\nrequirepass \"\"\nprotected-mode yes\n# auth is handled by the ACL file below\naclfile /etc/redis/users.acl")
la("127.0.0.1:6379> ACL LIST\n1) \"user cache_rw on #{0} ~cache:* &* -@all +@read +@write -@dangerous\"\n"
   "2) \"user default off nopass sanitize-payload ~* &* +@all\"", r(64, HEX))
la("# sentinel.conf\nsentinel monitor sessions 10.80.1.11 6379 2\nsentinel auth-pass sessions ${REDIS_MASTER_PASSWORD}\n"
   "sentinel myid {0}\nsentinel config-epoch sessions 14\nsentinel leader-epoch sessions 14", sha())
la("$ redis-cli -c -h 10.80.2.11 -p 7000 --user readonly --askpass cluster nodes\nPlease input password: ******\n"
   "{0} 10.80.2.11:7000@17000 myself,master - 0 0 1 connected 0-5460\n{1} 10.80.2.14:7000@17000 slave {0} 0 1741252001000 1 connected",
   sha(), sha())
la("CELERY_BROKER_URL=rediss://:${REDIS_QUEUE_PASSWORD}@redis-queue.corp.internal:6380/0?ssl_cert_reqs=required\n"
   "CELERY_RESULT_BACKEND=rediss://:${REDIS_QUEUE_PASSWORD}@redis-queue.corp.internal:6380/1?ssl_cert_reqs=required")

# ============================================================ look-alikes: ClickHouse / CockroachDB
la("<clickhouse>\n  <users>\n    <etl_writer>\n      <password from_env=\"CH_ETL_WRITER_PASSWORD\"/>\n      <networks><ip>10.90.0.0/16</ip></networks>\n"
   "      <profile>default</profile>\n    </etl_writer>\n    <dba_ops>\n      <ldap><server>corp_ad</server></ldap>\n    </dba_ops>\n  </users>\n</clickhouse>")
la("$ cat certs/client.root.crt | openssl x509 -noout -subject -fingerprint -sha256\nsubject=O = Cockroach, CN = root\n"
   "sha256 Fingerprint={0}", ":".join(r(64, UPPER_HEX)[i:i+2] for i in range(0, 64, 2)))
la("BACKUP INTO 's3://corp-crdb-backups/ledger?AUTH=implicit&AWS_REGION=eu-north-1'\n    AS OF SYSTEM TIME '-10s' WITH revision_history;\n"
   "-- AUTH=implicit uses the instance role arn:aws:iam::481203349921:role/crdb-backup, no keys in the URI")

# ============================================================ look-alikes: migrations / CDC / GUI tools
la("# conf/flyway.conf\nflyway.url=jdbc:postgresql://pg-primary.corp.internal:5432/shop\nflyway.user=${env.FLYWAY_USER}\n"
   "flyway.password=${env.FLYWAY_PASSWORD}\nflyway.locations=filesystem:sql/migrations")
la("$ flyway info\n+-----------+------------+----------------------------+------+---------------------+---------+----------+\n"
   "| Category  | Version    | Description                | Type | Installed On        | State   | Checksum |\n"
   "| Versioned | 2024.11.3  | add invoice status         | SQL  | 2025-03-04 03:12:58 | Success | {0} |\n"
   "| Versioned | 2025.03.1  | drop legacy ap views       | SQL  |                     | Pending | {1} |",
   str(_rng.randrange(-2**31, 2**31)), str(_rng.randrange(-2**31, 2**31)))
la("SELECT id, author, filename, dateexecuted, md5sum, deployment_id FROM databasechangelog ORDER BY orderexecuted DESC FETCH FIRST 2 ROWS ONLY;\n\n"
   "ID    AUTHOR    FILENAME                                         DATEEXECUTED         MD5SUM                              DEPLOYMENT_ID\n"
   "0004  mlarsson  db/changelog/2025/03/0004-add-invoice-status.yaml 2025-03-06 03:12:58  9:{0}  {1}",
   r(32, HEX), r(10, DIGITS))
la("# .env.example (committed)\nDATABASE_URL=\"postgres://dbmate:password@localhost:5432/shop_dev?sslmode=disable\"\n"
   "DBMATE_MIGRATIONS_DIR=\"./db/migrations\"\n# real values live in .env (gitignored) or in the CI variable DATABASE_URL")
la("# liquibase.properties\nchangeLogFile=db/changelog/db.changelog-master.yaml\nurl=jdbc:oracle:thin:@BILLPRD_TCPS?TNS_ADMIN=/opt/wallet\n"
   "username=LB_DEPLOY\npassword=${LIQUIBASE_COMMAND_PASSWORD}\nliquibase.hub.mode=off")
la("$ aws dms describe-endpoints --filters Name=endpoint-id,Values=ora-fin-src --query 'Endpoints[0]'\n{\n"
   "    \"EndpointIdentifier\": \"ora-fin-src\",\n    \"EndpointArn\": \"arn:aws:dms:eu-north-1:481203349921:endpoint:{0}\",\n"
   "    \"Username\": \"DMS_USER\",\n    \"ServerName\": \"ora19-prd-scan.corp.internal\",\n    \"Port\": 1521,\n    \"Status\": \"active\",\n"
   "    \"KmsKeyId\": \"arn:aws:kms:eu-north-1:481203349921:key/{1}\"\n}", r(26, UPPER_NUM), uuid4())
la("{\n  \"EndpointIdentifier\": \"mssql-orders-src\",\n  \"EngineName\": \"sqlserver\",\n  \"MicrosoftSQLServerSettings\": {\n"
   "    \"ServerName\": \"sql-ag-l01.corp.internal\",\n    \"DatabaseName\": \"Orders\",\n"
   "    \"SecretsManagerSecretId\": \"arn:aws:secretsmanager:eu-north-1:481203349921:secret:dms/mssql-orders-src-{0}\",\n"
   "    \"SecretsManagerAccessRoleArn\": \"arn:aws:iam::481203349921:role/dms-secrets-access\"\n  }\n}", r(6, ALNUM))
la("{\n  \"connector.class\": \"io.debezium.connector.postgresql.PostgresConnector\",\n  \"database.hostname\": \"pg-primary.corp.internal\",\n"
   "  \"database.user\": \"debezium\",\n  \"database.password\": \"${file:/opt/kafka/secrets/shop-cdc.properties:database.password}\",\n"
   "  \"config.providers\": \"file\",\n  \"config.providers.file.class\": \"org.apache.kafka.common.config.provider.FileConfigProvider\"\n}")
la("$ curl -s http://kconnect.corp.internal:8083/connectors/orders-mssql-cdc/config | jq .\n{\n"
   "  \"connector.class\": \"io.debezium.connector.sqlserver.SqlServerConnector\",\n  \"database.user\": \"cdc_reader\",\n"
   "  \"database.password\": \"[hidden]\",\n  \"database.names\": \"Orders\",\n  \"name\": \"orders-mssql-cdc\"\n}")
la("2025-03-06 02:44:02,118 INFO   Oracle|fin|streaming  LogMiner session started at SCN {0}, mining through {1}  [io.debezium.connector.oracle.logminer.LogMinerStreamingChangeEventSource]\n"
   "2025-03-06 02:44:02,119 INFO   Oracle|fin|streaming  Offsets: {\"commit_scn\":\"{0}:1:{2}\",\"snapshot_scn\":\"{0}\"}",
   scn(), scn(), r(16, HEX))
la("{\n  \"connections\": {\n    \"postgres-jdbc-18e0a1b2c3d-5f6a7b8c9d0e1f2a\": {\n      \"provider\": \"postgresql\",\n"
   "      \"name\": \"shop PROD (read)\",\n      \"save-password\": false,\n      \"configuration\": {\n        \"host\": \"pg-replica.corp.internal\",\n"
   "        \"port\": \"5432\",\n        \"database\": \"shop\",\n        \"auth-model\": \"native\",\n        \"user\": \"${DBEAVER_USER}\"\n      }\n    }\n  }\n}")
la("<data-source source=\"LOCAL\" name=\"ledger@crdb\" uuid=\"{0}\">\n  <driver-ref>cockroach</driver-ref>\n"
   "  <jdbc-url>jdbc:postgresql://crdb-lb.corp.internal:26257/ledger?sslmode=require</jdbc-url>\n"
   "  <user-name>ledger_app</user-name>\n  <secret-storage>master_key</secret-storage>\n</data-source>", uuid4())
la("{\n  \"Servers\": {\n    \"1\": {\n      \"Name\": \"pg-shop primary\",\n      \"Host\": \"10.60.2.11\",\n      \"Port\": 5432,\n"
   "      \"MaintenanceDB\": \"postgres\",\n      \"Username\": \"dba_ops\",\n      \"PassFile\": \"/pgpass\",\n      \"SSLMode\": \"verify-full\"\n    }\n  }\n}")

# ============================================================ look-alikes: runbooks, tickets, chat
la("[09:14] Elin Sjöberg: Hej! Var ligger sys-lösenordet för FINSTBY nuförtiden?\n"
   "[09:16] Johan Lindqvist: i Vault under kv/oracle/finstby/sys — skriv inte ut det i chatten\n"
   "[09:17] Elin Sjöberg: toppen, jag hämtar det med `vault kv get -field=password kv/oracle/finstby/sys`")
la("[오전 10:02] 김민준: rs-stage clusterAdmin 비밀번호 어디 있어요?\n[오전 10:04] 박서연: 1Password 의 'mongo rs-stage clusterAdmin' 항목 보세요. 채팅에는 안 올려요\n"
   "[오전 10:05] 박서연: keyfile 경로는 /etc/mongod/rs-keyfile, 권한은 400 입니다")
la("Chamado INC-77411 — Rotação da senha do usuário repl\n\nA senha foi trocada e salva no cofre (secret/mysql/repl).\n"
   "Não coloque a senha no chamado. Executado: ALTER USER 'repl'@'10.40.%' IDENTIFIED BY '<nova senha>' RETAIN CURRENT PASSWORD;\n"
   "Depois de 24h: ALTER USER 'repl'@'10.40.%' DISCARD OLD PASSWORD;")
la("## Runbook: rotate the Redis sessions password\n\n1. `vault kv put kv/redis/sessions password=$(openssl rand -base64 32)`\n"
   "2. `redis-cli -a \"$OLD\" CONFIG SET requirepass \"$NEW\"` on the primary, then `CONFIG SET masterauth \"$NEW\"` on each replica\n"
   "3. `sentinel set sessions auth-pass \"$NEW\"` on all three sentinels\n4. Restart the session API pods so they read the new secret.")
la("#dba-oncall\nPriya N. 02:11  ch-n2 is refusing etl_writer after the users.xml push\nMarek W. 02:13  the password didn't change, the networks block did: 10.90.0.0/16 → 10.91.0.0/16\n"
   "Marek W. 02:14  query_id for the failed login: {0}\nPriya N. 02:15  fixed with SYSTEM RELOAD CONFIG", uuid4())
la("Rafael: o backup criptografado do ERPPRD usa o modo transparente, não tem frase\nCamila: isso, a chave está no keystore TDE (auto-login)\n"
   "Rafael: beleza, restore validate rodando: RMAN-08138, piece handle=/fra/ERPPRD/backupset/o1_mf_nnndf_TAG20250306T010002_{0}_.bkp",
   r(8, LOWER_NUM))
la("DBA-5120: add 4th member to rs-stage\n- keyFile copied from mongo-s1 (sha256 {0})\n- rs.add({ host: 'mongo-s4:27017', priority: 0, votes: 0 })\n"
   "- initial sync finished in 41 min, optime matches primary", r(64, HEX))
la("Change CHG0041882 — SQL Server TDE certificate renewal\nCertificate: TDE_Cert_2026, thumbprint {0}\n"
   "The .pvk password is stored in Secret Server, folder DBA/TDE, item 'TDE_Cert_2026 pvk'. Do not paste it here.\n"
   "Rollback: keep TDE_Cert_2025 on both replicas until 2026-02-01.", thumb())
la("Hej teamet! Påminnelse: vi roterar alla replikeringslösenord (repl, repl_84, replicator) på torsdag kl 22.\n"
   "Nya värden hamnar i Vault under kv/db/replication/*; Ansible-rollen läser dem därifrån. Ingen behöver skicka lösenord i Slack.")
la("Olá time, o DMS task fin-ora-to-aurora terminou a carga completa.\nTask ARN: arn:aws:dms:eu-north-1:481203349921:task:{0}\n"
   "Linhas validadas: 88.412.003, divergências: 0. A senha do DMS_USER continua no Secrets Manager (dms/ora-fin-src).", r(26, UPPER_NUM))
la("[15:40] 이서준: CockroachDB ledger_app 계정 비밀번호 만료됐어요\n[15:42] 정하은: `ALTER USER ledger_app WITH PASSWORD $1` 로 바꾸고 값은 Vault kv/crdb/ledger_app 에 넣었어요\n"
   "[15:43] 이서준: 확인했습니다, 앱 재배포는 {0} 커밋으로 나갑니다", sha()[:12])
la("ops-agent tool call:\n{\"name\": \"bash\", \"input\": {\"command\": \"sqlcmd -S sql-ag-l01 -U sa_migr -P \\\"$SQLCMDPASSWORD\\\" -Q \\\"SELECT @@VERSION\\\"\"}}\n"
   "tool result: Microsoft SQL Server 2022 (RTM-CU17) (KB5048038) - 16.0.4175.1 (X64)")


assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
