r"""Held-out batch 37: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format);
(2) lines 1-130 of bench/heldout/batch19.py (its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged);
(3) the "Theme" paragraphs of the earlier batches, from a grep of their lines starting
with "Theme" and the twelve lines after each, so as not to repeat their texts;
(4) the kind names already used, from a grep of add( and add_split( calls with a quoted
"class/name" first argument. The filter's rules, code, docs, tests, benches and results
were not read, and the filter was never run.

Theme: data engineering, analytics and ML operations as a coding agent's session holds
them, every kind under the "data/" prefix. Airflow (connections add with password, URI
and extra-JSON flags, AIRFLOW_CONN_ URIs, connection exports, variables, airflow.cfg
fernet and webserver keys, task logs), dbt profiles.yml (Snowflake password and key
passphrase, BigQuery inline keyfile JSON, Redshift env_var defaults, Databricks, Postgres,
dbt Cloud tokens), Spark and Hadoop (spark-defaults.conf, core-site.xml s3a keys,
hive-site.xml metastore passwords, spark-submit Azure account keys, PySpark JDBC options,
beeline, hadoop credential, Iceberg REST catalog credentials), Kafka (sasl.jaas.config
with Plain and Scram login modules, client.properties, kcat and rpk flags, Connect and
Debezium configs, schema registry basic auth), Snowflake (snowsql config, connector key
passphrases, SNOWSQL_PWD), Databricks (.databrickscfg, dapi tokens in curl, secrets
put-secret), GCS HMAC keys, Jupyter (ipynb JSON cells and outputs, env magics, server
tokens, kernel connection files, papermill parameters), pandas, Polars and DuckDB
connection strings and secrets, BI tools (Superset, Metabase, Redash, Tableau, Looker,
Mode, Cube, Zeppelin), ML tracking (MLflow, Weights and Biases cloud and local server,
Comet, Neptune, Kaggle, Hugging Face), labelling (Label Studio, Argilla), feature stores
(Feast, Kedro credentials), vector databases (Pinecone, Weaviate, Qdrant, Milvus, Chroma),
ETL (Airbyte, Fivetran, Meltano, Singer taps, NiFi, Delta Sharing, MinIO aliases), data
quality (Great Expectations, Soda), query engines (ClickHouse, Trino, Druid, OpenLineage
/ Marquez). Secrets are random strings and human-chosen passwords from the seed, in
flags, config files, URIs, code, logs, encoded values, splits and prose hand-overs in
English, German and Spanish. Look-alikes are the same contexts with no secret: dataset,
run, job, experiment and query ids, model checksums, commit and revision hashes, table
names, partition keys, Kafka offsets, schema fingerprints, public keys, masks,
placeholders, env and secret-manager references, notebook execution counts and prose
about rotating keys.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(37_2026_12_07)
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
    "parquet", "lakehouse", "falcon", "harbor", "maple", "nebula", "orca", "sunrise",
    "tortuga", "mariposa", "winter", "brunnen", "gleis", "cometa", "zebra", "quarz",
    "pinguino", "delta", "otono", "kestrel", "lantern", "granite", "sommer", "tiburon",
)  # fmt: skip
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def hpw() -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    w1, w2 = _rng.choice(_WORDS), _rng.choice(_WORDS)
    sym = _rng.choice("!*.+_-~")
    style = _rng.randrange(5)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + r(_rng.randint(2, 4), DIGITS) + sym
    if style == 1:
        return w1.capitalize().translate(_LEET) + sym + w2 + r(2, DIGITS)
    if style == 2:
        return "-".join([w1, w2, _rng.choice(_WORDS), r(2, DIGITS)])
    if style == 3:
        return w1 + "_" + r(2, DIGITS) + sym + w2.upper()
    return w1.capitalize() + r(4, DIGITS) + sym + w2.capitalize()


def dapi() -> str:
    return "dapi" + r(32, HEX)


def hex40() -> str:
    return r(40, HEX)


def pem_body_json(lines: int = 8) -> str:
    """A PKCS#8 body as it sits inside a JSON string (literal backslash-n)."""
    return "\\n".join(b64(48) for _ in range(lines))


def pem_body(lines: int = 6) -> str:
    return "\n".join(b64(48) for _ in range(lines))


def ts() -> str:
    return f"2025-{_rng.randint(1, 12):02d}-{_rng.randint(1, 28):02d}T{_rng.randint(0, 23):02d}:{_rng.randint(0, 59):02d}:{_rng.randint(0, 59):02d}"


# ============================================================ SECRETS
# ---------------------------------------------------------------- Airflow
add(
    "data/airflow-cli-conn-password",
    r"""$ airflow connections add 'warehouse_pg' \
    --conn-type postgres \
    --conn-host pg-analytics.internal.lan \
    --conn-port 5432 \
    --conn-login etl_loader \
    --conn-password '{0}' \
    --conn-schema analytics
Successfully added `conn_id`=warehouse_pg : postgres://etl_loader:******@pg-analytics.internal.lan:5432/analytics""",
    hpw(),
)
add(
    "data/airflow-cli-conn-uri",
    """airflow connections add legacy_mysql --conn-uri 'mysql://reporting_ro:{0}@10.40.2.17:3306/erp?charset=utf8mb4'""",
    pw(),
)
add(
    "data/airflow-cli-conn-extra-json",
    r"""# creating the S3 conn for the export DAG (minio in staging)
airflow connections add s3_exports \
  --conn-type aws \
  --conn-extra '{"aws_access_key_id": "AKIA{1}", "aws_secret_access_key": "{0}", "endpoint_url": "https://minio.staging.lan:9000", "region_name": "eu-central-1"}'""",
    r(40, ALNUM + "+/"),
    r(16, UPPER_NUM),
)
add(
    "data/airflow-conn-env-snowflake-uri",
    """# .env for docker compose (local airflow)
AIRFLOW__CORE__LOAD_EXAMPLES=False
AIRFLOW__CORE__EXECUTOR=LocalExecutor
AIRFLOW_CONN_SNOWFLAKE_DEFAULT='snowflake://SVC_AIRFLOW:{0}@/RAW?account=xy12345.eu-west-1&warehouse=LOAD_WH&role=LOADER'
AIRFLOW_UID=50000""",
    pw(),
)
add(
    "data/airflow-connections-export-json",
    """$ airflow connections export - --file-format json --conn-id mssql_crm
{
    "mssql_crm": {
        "conn_type": "mssql",
        "description": "CRM replica, read only",
        "login": "af_reader",
        "password": "{0}",
        "host": "crm-sql02.corp.local",
        "port": 1433,
        "schema": "crm",
        "extra": "{\\"encrypt\\": \\"yes\\"}"
    }
}""",
    hpw(),
)
add(
    "data/airflow-variables-set-positional",
    """(airflow-venv) deploy@sched-01:~$ airflow variables set fivetran_api_secret {0}
Variable fivetran_api_secret created
(airflow-venv) deploy@sched-01:~$ airflow variables set fivetran_group_id warmly_onward
Variable fivetran_group_id created""",
    r(32, ALNUM),
)
add(
    "data/airflow-cfg-fernet-key",
    """[core]
dags_folder = /opt/airflow/dags
executor = CeleryExecutor
parallelism = 48
fernet_key = {0}
max_active_runs_per_dag = 4

[logging]
remote_logging = True
remote_base_log_folder = s3://acme-airflow-logs/prod""",
    base64.urlsafe_b64encode(_rng.randbytes(32)).decode(),
)
add(
    "data/airflow-compose-www-user-password",
    """  airflow-init:
    <<: *airflow-common
    command: version
    environment:
      <<: *airflow-common-env
      _AIRFLOW_DB_MIGRATE: 'true'
      _AIRFLOW_WWW_USER_CREATE: 'true'
      _AIRFLOW_WWW_USER_USERNAME: admin
      _AIRFLOW_WWW_USER_PASSWORD: '{0}'
    user: "0:0\"""",
    hpw(),
)
add(
    "data/airflow-task-log-bash-env",
    """[2025-03-11, 02:00:07 UTC] {subprocess.py:75} INFO - Running command: ['/usr/bin/bash', '-c', 'env | grep ^PG; pg_dump -Fc -f /tmp/orders.dump']
[2025-03-11, 02:00:07 UTC] {subprocess.py:86} INFO - Output:
[2025-03-11, 02:00:07 UTC] {subprocess.py:93} INFO - PGHOST=orders-db.prod.internal
[2025-03-11, 02:00:07 UTC] {subprocess.py:93} INFO - PGUSER=backup_job
[2025-03-11, 02:00:07 UTC] {subprocess.py:93} INFO - PGPASSWORD={0}
[2025-03-11, 02:00:07 UTC] {subprocess.py:93} INFO - PGDATABASE=orders
[2025-03-11, 02:01:44 UTC] {subprocess.py:97} INFO - Command exited with return code 0""",
    pw(),
)
add(
    "data/airflow-cfg-webserver-secret-key",
    """$ grep -n -A3 '^\\[webserver\\]' airflow.cfg
212:[webserver]
213-base_url = https://airflow.data.acme.io
214-secret_key = {0}
215-workers = 4""",
    b64(24),
)

# ---------------------------------------------------------------- dbt
add(
    "data/dbt-profiles-snowflake-password",
    """# ~/.dbt/profiles.yml
acme_analytics:
  target: dev
  outputs:
    dev:
      type: snowflake
      account: xy12345.eu-west-1
      user: JDOE
      password: {0}
      role: TRANSFORMER
      database: ANALYTICS_DEV
      warehouse: TRANSFORM_XS
      schema: dbt_jdoe
      threads: 8""",
    hpw(),
)
add(
    "data/dbt-profiles-snowflake-key-passphrase",
    """    prod:
      type: snowflake
      account: ab98765.us-east-1
      user: SVC_DBT_PROD
      private_key_path: /secrets/rsa_key.p8
      private_key_passphrase: "{0}"
      role: DBT_PROD
      warehouse: TRANSFORM_M
      database: ANALYTICS
      schema: marts""",
    hpw(),
)
add(
    "data/dbt-profiles-bigquery-keyfile-json",
    """bq_project:
  target: prod
  outputs:
    prod:
      type: bigquery
      method: service-account-json
      project: acme-dwh-prod
      dataset: dbt_prod
      location: EU
      keyfile_json:
        type: service_account
        project_id: acme-dwh-prod
        private_key_id: {1}
        private_key: "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n"
        client_email: dbt-runner@acme-dwh-prod.iam.gserviceaccount.com
        client_id: "1049{2}"
        token_uri: https://oauth2.googleapis.com/token""",
    pem_body_json(),
    hex40(),
    r(17, DIGITS),
)
add(
    "data/dbt-profiles-redshift-env-var-default",
    """  redshift:
    type: redshift
    host: analytics.c3xk9tq2lmno.eu-central-1.redshift.amazonaws.com
    port: 5439
    user: dbt_user
    password: "{{ env_var('REDSHIFT_PASSWORD', '{0}') }}"
    dbname: dwh
    schema: staging
    threads: 4""",
    pw(),
)
add(
    "data/dbt-profiles-databricks-token",
    """databricks_lake:
  target: dev
  outputs:
    dev:
      type: databricks
      catalog: main
      schema: dbt_mlopez
      host: adb-4417203958812276.16.azuredatabricks.net
      http_path: /sql/1.0/warehouses/9a1c22f0e4b7d631
      token: {0}
      threads: 6""",
    dapi(),
)
add(
    "data/dbt-profiles-postgres-pass",
    """local_pg:
  outputs:
    dev:
      type: postgres
      host: localhost
      port: 5433
      user: dbt
      pass: {0}
      dbname: jaffle_shop
      schema: dbt_dev
  target: dev""",
    hpw(),
)
add(
    "data/dbt-cloud-api-token-header",
    """curl -s -X POST "https://cloud.getdbt.com/api/v2/accounts/70403/jobs/381204/run/" \\
  -H "Authorization: Token {0}" \\
  -H "Content-Type: application/json" \\
  -d '{"cause": "Triggered by Airflow after ingestion"}'""",
    "dbtc_" + r(54, URLSAFE),
)

# ---------------------------------------------------------------- Spark / Hadoop
add(
    "data/spark-defaults-s3a-secret",
    """spark.master                          yarn
spark.submit.deployMode               cluster
spark.executor.memory                 8g
spark.hadoop.fs.s3a.endpoint          https://s3.eu-central-1.amazonaws.com
spark.hadoop.fs.s3a.access.key        AKIA{1}
spark.hadoop.fs.s3a.secret.key        {0}
spark.hadoop.fs.s3a.path.style.access false
spark.sql.extensions                  io.delta.sql.DeltaSparkSessionExtension""",
    r(40, ALNUM + "+/"),
    r(16, UPPER_NUM),
)
add(
    "data/hadoop-core-site-s3a-secret",
    """<configuration>
  <property>
    <name>fs.defaultFS</name>
    <value>hdfs://nn1.lake.lan:8020</value>
  </property>
  <property>
    <name>fs.s3a.bucket.landing-zone.access.key</name>
    <value>landing-writer</value>
  </property>
  <property>
    <name>fs.s3a.bucket.landing-zone.secret.key</name>
    <value>{0}</value>
  </property>
</configuration>""",
    r(36, ALNUM),
)
add(
    "data/hive-site-metastore-password",
    """  <property>
    <name>javax.jdo.option.ConnectionURL</name>
    <value>jdbc:mysql://hms-db.lake.lan:3306/metastore?useSSL=true</value>
  </property>
  <property>
    <name>javax.jdo.option.ConnectionUserName</name>
    <value>hive</value>
  </property>
  <property>
    <name>javax.jdo.option.ConnectionPassword</name>
    <value>{0}</value>
  </property>""",
    hpw(),
)
add(
    "data/pyspark-jdbc-option-password",
    """orders = (
    spark.read.format("jdbc")
    .option("url", "jdbc:postgresql://orders-db.prod.internal:5432/orders")
    .option("dbtable", "public.order_lines")
    .option("user", "spark_reader")
    .option("password", "{0}")
    .option("fetchsize", 10000)
    .option("partitionColumn", "order_id")
    .option("lowerBound", 1)
    .option("upperBound", 250_000_000)
    .option("numPartitions", 64)
    .load()
)""",
    hpw(),
)
add(
    "data/spark-submit-azure-account-key",
    r"""spark-submit \
  --master k8s://https://aks-data.westeurope.cloudapp.azure.com:443 \
  --conf spark.kubernetes.container.image=acr.io/etl/spark:3.5.1 \
  --conf spark.hadoop.fs.azure.account.key.acmelakeprod.dfs.core.windows.net={0} \
  --conf spark.executor.instances=12 \
  local:///opt/jobs/compact_events.py --date 2025-02-28""",
    b64(64),
)
add(
    "data/beeline-p-flag",
    """$ beeline -u "jdbc:hive2://hs2.lake.lan:10000/default;transportMode=http;httpPath=cliservice" -n etl_batch -p '{0}' -e 'show partitions events'
Connecting to jdbc:hive2://hs2.lake.lan:10000/default;transportMode=http;httpPath=cliservice
Connected to: Apache Hive (version 3.1.3)
+----------------------+
|      partition       |
+----------------------+
| dt=2025-02-26        |
| dt=2025-02-27        |
+----------------------+""",
    hpw(),
)
add(
    "data/hadoop-credential-create-value",
    """hadoop credential create fs.s3a.secret.key -value {0} -provider jceks://hdfs@nn1.lake.lan:8020/user/etl/s3.jceks
fs.s3a.secret.key has been successfully created.
Provider jceks://hdfs@nn1.lake.lan:8020/user/etl/s3.jceks was updated.""",
    r(40, ALNUM + "+/"),
)
add(
    "data/iceberg-rest-catalog-credential",
    """spark = (
    SparkSession.builder.appName("iceberg-maint")
    .config("spark.sql.catalog.lake", "org.apache.iceberg.spark.SparkCatalog")
    .config("spark.sql.catalog.lake.type", "rest")
    .config("spark.sql.catalog.lake.uri", "https://polaris.data.acme.io/api/catalog")
    .config("spark.sql.catalog.lake.credential", "{1}:{0}")
    .config("spark.sql.catalog.lake.warehouse", "prod_lake")
    .config("spark.sql.catalog.lake.scope", "PRINCIPAL_ROLE:ALL")
    .getOrCreate()
)""",
    r(32, LOWER_NUM),
    r(16, LOWER_NUM),
)

# ---------------------------------------------------------------- Kafka
add(
    "data/kafka-client-properties-plain-jaas",
    """# client.properties  (Confluent Cloud, cluster lkc-7xq2m, env prod)
bootstrap.servers=pkc-41wq6.eu-west-2.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{1}" password="{0}";
client.dns.lookup=use_all_dns_ips
session.timeout.ms=45000
acks=all""",
    r(64, ALNUM + "+/"),
    r(16, UPPER_NUM),
)
add(
    "data/kafka-java-scram-jaas",
    """        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "b-1.msk-events.kafka.eu-central-1.amazonaws.com:9096");
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "clickstream-sessionizer");
        props.put("security.protocol", "SASL_SSL");
        props.put("sasl.mechanism", "SCRAM-SHA-512");
        props.put("sasl.jaas.config",
            "org.apache.kafka.common.security.scram.ScramLoginModule required username=\\"sessionizer\\" password=\\"{0}\\";");""",
    hpw(),
)
add(
    "data/kcat-x-sasl-password",
    """$ kcat -b kafka-0.events.svc:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-256 -X sasl.username=debug-reader -X sasl.password={0} -t orders.v2 -C -o -5 -e
{"order_id": 88123401, "status": "PAID", "amount": 129.90}
{"order_id": 88123402, "status": "PENDING", "amount": 12.00}
% Reached end of topic orders.v2 [3] at offset 1942077""",
    pw(),
)
add(
    "data/kafka-connect-jdbc-sink-password",
    """PUT /connectors/pg-sink-orders/config HTTP/1.1
Host: connect.data.lan:8083
Content-Type: application/json

{
  "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",
  "topics": "orders.v2",
  "connection.url": "jdbc:postgresql://dwh-pg.data.lan:5432/dwh",
  "connection.user": "kc_sink",
  "connection.password": "{0}",
  "insert.mode": "upsert",
  "pk.mode": "record_key",
  "tasks.max": "4"
}""",
    hpw(),
)
add(
    "data/confluent-kafka-python-sasl-password",
    """conf = {
    "bootstrap.servers": os.environ.get("KAFKA_BOOTSTRAP", "pkc-9yz1k.us-east1.gcp.confluent.cloud:9092"),
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "PLAIN",
    "sasl.username": "{1}",
    "sasl.password": "{0}",
    "group.id": "feature-backfill",
    "auto.offset.reset": "earliest",
}
consumer = Consumer(conf)""",
    r(64, ALNUM + "+/"),
    r(16, UPPER_NUM),
)
add(
    "data/schema-registry-basic-auth-user-info",
    """schema.registry.url=https://psrc-8vyvr.eu-central-1.aws.confluent.cloud
basic.auth.credentials.source=USER_INFO
basic.auth.user.info={1}:{0}
value.converter=io.confluent.connect.avro.AvroConverter""",
    r(64, ALNUM + "+/"),
    r(16, UPPER_NUM),
)
add(
    "data/rpk-x-pass",
    """redpanda@rp-0:~$ rpk topic describe payments.ledger -X brokers=rp-0.data.lan:9092 -X user=superuser -X pass='{0}' -X sasl.mechanism=SCRAM-SHA-256
SUMMARY
=======
NAME        payments.ledger
PARTITIONS  12
REPLICAS    3""",
    hpw(),
)
add(
    "data/debezium-connector-database-password",
    """{
  "name": "inventory-cdc",
  "config": {
    "connector.class": "io.debezium.connector.mysql.MySqlConnector",
    "database.hostname": "inventory-mysql.prod.lan",
    "database.port": "3306",
    "database.user": "debezium",
    "database.password": "{0}",
    "database.server.id": "184054",
    "topic.prefix": "inventory",
    "schema.history.internal.kafka.topic": "schemahistory.inventory"
  }
}""",
    pw(),
)

# ---------------------------------------------------------------- Snowflake
add(
    "data/snowsql-config-password",
    """$ cat ~/.snowsql/config
[connections.prod]
accountname = xy12345.eu-west-1
username = ANALYST_MK
password = {0}
rolename = ANALYST
warehousename = ADHOC_S
dbname = ANALYTICS

[options]
log_level = INFO
output_format = psql""",
    hpw(),
)
add(
    "data/snowflake-connector-key-file-pwd",
    """import snowflake.connector

ctx = snowflake.connector.connect(
    user="SVC_REVERSE_ETL",
    account="ab98765.us-east-1",
    private_key_file="/run/secrets/sf_rsa_key.p8",
    private_key_file_pwd="{0}",
    warehouse="SYNC_XS",
    database="ANALYTICS",
    schema="MARTS",
)""",
    hpw(),
)
add(
    "data/snowsql-pwd-env-inline",
    """$ SNOWSQL_PWD='{0}' snowsql -a xy12345.eu-west-1 -u LOADER_CI -r LOADER -w LOAD_WH -q "list @raw.stage_events pattern='.*2025-02-2.*'"
* SnowSQL * v1.2.32
Type SQL statements or !help
+--------------------------------------------+---------+----------------------------------+
| name                                       |    size | md5                              |
|--------------------------------------------+---------+----------------------------------|
| stage_events/2025-02-21/part-0000.parquet  | 1839221 | 6c1f0e94b2d7a8e35f40c9d18a7e2b11 |
+--------------------------------------------+---------+----------------------------------+""",
    pw(),
)

# ---------------------------------------------------------------- Databricks / GCS
add(
    "data/databrickscfg-token",
    """$ cat ~/.databrickscfg
[DEFAULT]
host = https://adb-4417203958812276.16.azuredatabricks.net
token = {0}

[staging]
host = https://dbc-a1b2c3d4-e5f6.cloud.databricks.com
auth_type = databricks-cli""",
    dapi(),
)
add(
    "data/databricks-curl-bearer",
    """curl -s -H "Authorization: Bearer {0}" "https://dbc-7f3e91aa-08c2.cloud.databricks.com/api/2.1/jobs/runs/list?job_id=912734455021&limit=5" | jq '.runs[] | {run_id, state}'""",
    dapi() + "-2",
)
add(
    "data/databricks-secrets-put-string-value",
    """databricks secrets create-scope kv-etl
databricks secrets put-secret kv-etl sf_loader_password --string-value '{0}'
databricks secrets list-secrets kv-etl""",
    hpw(),
)
add(
    "data/gcs-hmac-boto-config",
    """# ~/.boto  (written by gsutil config -a, used by the legacy export cron)
[Credentials]
gs_access_key_id = GOOG1E{1}
gs_secret_access_key = {0}

[Boto]
https_validate_certificates = True

[GSUtil]
default_project_id = acme-dwh-prod""",
    r(40, ALNUM + "+/"),
    r(55, UPPER_NUM),
)

# ---------------------------------------------------------------- Jupyter
add(
    "data/ipynb-cell-source-wandb-env",
    r"""  {
   "cell_type": "code",
   "execution_count": 3,
   "id": "5f2c9b1e",
   "metadata": {},
   "outputs": [],
   "source": [
    "import os\n",
    "os.environ[\"WANDB_API_KEY\"] = \"{0}\"\n",
    "os.environ[\"WANDB_PROJECT\"] = \"churn-xgb\"\n",
    "import wandb"
   ]
  },""",
    hex40(),
)
add(
    "data/ipynb-output-printed-config",
    r"""   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "{'host': 'clickhouse.data.lan', 'port': 8443, 'user': 'nb_analyst',\n",
      " 'password': '{0}', 'database': 'events', 'secure': True}\n"
     ]
    }
   ],
   "source": [
    "cfg = load_config('clickhouse')\n",
    "print(cfg)"
   ]""",
    hpw(),
)
add(
    "data/jupyter-env-magic",
    """In [4]: %env SNOWFLAKE_USER=MKRAUSE
env: SNOWFLAKE_USER=MKRAUSE

In [5]: %env SNOWFLAKE_PASSWORD={0}
env: SNOWFLAKE_PASSWORD={0}

In [6]: conn = snowflake.connector.connect(account="xy12345.eu-west-1")""",
    hpw(),
)
add(
    "data/jupyter-server-list-token",
    """(ds) mk@gpu-box-03:~/notebooks$ jupyter server list
Currently running servers:
http://gpu-box-03:8888/?token={0} :: /home/mk/notebooks""",
    r(48, HEX),
)
add(
    "data/jupyter-kernel-connection-file-key",
    """$ cat ~/.local/share/jupyter/runtime/kernel-{1}.json
{
  "shell_port": 41027,
  "iopub_port": 39813,
  "stdin_port": 50217,
  "control_port": 45331,
  "hb_port": 36079,
  "ip": "127.0.0.1",
  "key": "{0}",
  "transport": "tcp",
  "signature_scheme": "hmac-sha256",
  "kernel_name": "python3"
}""",
    uuid4(),
    uuid4(),
)
add(
    "data/papermill-p-db-password",
    """papermill reports/weekly_kpis.ipynb out/weekly_kpis_2025-W09.ipynb \\
    -p run_date 2025-02-28 \\
    -p db_user kpi_bot \\
    -p db_password '{0}' \\
    -k python3""",
    hpw(),
)

# ---------------------------------------------------------------- pandas / polars / duckdb
add(
    "data/pandas-read-sql-engine-url",
    """from sqlalchemy import create_engine
import pandas as pd

engine = create_engine("postgresql+psycopg2://analyst:{0}@replica-2.pg.data.lan:5432/shop")
df = pd.read_sql("select customer_id, sum(amount) as ltv from orders group by 1", engine)
df.describe()""",
    pw(),
)
add(
    "data/pandas-odbc-connect-pwd",
    """params = urllib.parse.quote_plus(
    "DRIVER={ODBC Driver 18 for SQL Server};SERVER=tcp:finance-sql.database.windows.net,1433;"
    "DATABASE=ledger;UID=pbi_export;PWD={0};Encrypt=yes;TrustServerCertificate=no;"
)
engine = sa.create_engine(f"mssql+pyodbc:///?odbc_connect={params}")
ledger = pd.read_sql_table("gl_entries", engine, schema="dbo")""",
    pw(),
)
add(
    "data/polars-read-database-uri",
    """>>> import polars as pl
>>> uri = "mysql://bi_user:{0}@10.12.0.44:3306/crm"
>>> pl.read_database_uri("SELECT id, created_at, segment FROM accounts", uri, engine="connectorx").shape
(184203, 3)""",
    pw(),
)
add(
    "data/duckdb-create-secret-s3",
    """D CREATE OR REPLACE SECRET lake_ro (
    TYPE S3,
    KEY_ID 'AKIA{1}',
    SECRET '{0}',
    REGION 'eu-central-1'
  );
D SELECT count(*) FROM read_parquet('s3://acme-lake/events/dt=2025-02-*/*.parquet');
┌──────────────┐
│ count_star() │
├──────────────┤
│    912004118 │
└──────────────┘""",
    r(40, ALNUM + "+/"),
    r(16, UPPER_NUM),
)

# ---------------------------------------------------------------- BI tools
add(
    "data/superset-config-secret-key",
    """# superset_config.py  (mounted into the superset pod)
ROW_LIMIT = 50000
SUPERSET_WEBSERVER_TIMEOUT = 300
SECRET_KEY = "{0}"
SQLALCHEMY_DATABASE_URI = os.environ["SUPERSET_META_DB_URI"]
FEATURE_FLAGS = {"ALERT_REPORTS": True, "DASHBOARD_RBAC": True}""",
    b64(42),
)
add(
    "data/superset-set-database-uri",
    """root@superset-7b9c6d-xk2lp:/app# superset set-database-uri -d "Trino lake" -u "trino://superset_ro:{0}@trino.data.lan:8443/hive?protocol=https"
Loaded your LOCAL configuration at [/app/pythonpath/superset_config.py]
Creating database reference for Trino lake""",
    pw(),
)
add(
    "data/metabase-api-key-header",
    """$ curl -s -X GET "https://metabase.acme.io/api/card/1287/query/csv" -H "x-api-key: {0}" -o churn_by_cohort.csv
$ wc -l churn_by_cohort.csv
4213 churn_by_cohort.csv""",
    "mb_" + b64(33),
)
add(
    "data/metabase-env-mb-db-pass",
    """  metabase:
    image: metabase/metabase:v0.52.6
    ports: ["3000:3000"]
    environment:
      MB_DB_TYPE: postgres
      MB_DB_DBNAME: metabaseappdb
      MB_DB_PORT: 5432
      MB_DB_USER: metabase
      MB_DB_PASS: {0}
      MB_DB_HOST: postgres""",
    hpw(),
)
add(
    "data/redash-api-key-query-param",
    """requests.get(
    "https://redash.acme.io/api/queries/4411/results.json",
    params={"api_key": "{0}"},
    timeout=30,
).json()["query_result"]["data"]["rows"][:3]""",
    r(40, ALNUM),
)
add(
    "data/tableau-pat-auth",
    """import tableauserverclient as TSC

tableau_auth = TSC.PersonalAccessTokenAuth(
    "refresh-bot", "{0}", site_id="acmeanalytics"
)
server = TSC.Server("https://prod-useast-b.online.tableau.com", use_server_version=True)
with server.auth.sign_in(tableau_auth):
    ds = server.datasources.get_by_id("7c3f1d02-9a44-4e1b-8c6e-0f5b2a9d3e17")""",
    b64(16) + ":" + r(32, ALNUM),
)
add(
    "data/looker-ini-client-secret",
    """[Looker]
base_url=https://acme.cloud.looker.com
client_id={1}
client_secret={0}
verify_ssl=True
timeout=120""",
    r(24, ALNUM),
    r(20, ALNUM),
)
add(
    "data/cube-api-secret-env",
    """CUBEJS_DB_TYPE=bigquery
CUBEJS_DB_BQ_PROJECT_ID=acme-dwh-prod
CUBEJS_DEV_MODE=false
CUBEJS_API_SECRET={0}
CUBEJS_CACHE_AND_QUEUE_DRIVER=cubestore""",
    r(64, HEX),
)
add(
    "data/zeppelin-shiro-ini-users",
    """[users]
# user = password, role1, role2
admin = {0}, admin
analyst = {1}, reader

[main]
sessionManager = org.apache.shiro.web.session.mgt.DefaultWebSessionManager""",
    hpw(),
    hpw(),
)

# ---------------------------------------------------------------- ML tracking / hubs
add(
    "data/mlflow-tracking-password-export",
    """export MLFLOW_TRACKING_URI=https://mlflow.ml.acme.io
export MLFLOW_TRACKING_USERNAME=ci-trainer
export MLFLOW_TRACKING_PASSWORD={0}
python train.py --config configs/xgb_churn.yaml""",
    pw(),
)
add(
    "data/mlflow-basic-auth-ini-admin",
    """[mlflow]
default_permission = READ
database_uri = sqlite:///basic_auth.db
admin_username = admin
admin_password = {0}
authorization_function = mlflow.server.auth:authenticate_request_basic_auth""",
    hpw(),
)
add(
    "data/wandb-netrc-password",
    """$ tail -3 ~/.netrc
machine api.wandb.ai
  login user
  password {0}""",
    hex40(),
)
add(
    "data/wandb-local-server-login",
    """(train) root@a100-node7:/workspace# wandb login --host https://wandb.ml.acme.io --relogin local-{0}
wandb: Appending key for wandb.ml.acme.io to your netrc file: /root/.netrc""",
    hex40(),
)
add(
    "data/huggingface-git-remote-token",
    """$ git remote -v
origin  https://mlops-bot:{0}@huggingface.co/acme-ml/intent-classifier-de (fetch)
origin  https://mlops-bot:{0}@huggingface.co/acme-ml/intent-classifier-de (push)""",
    "hf_" + r(34, ALNUM),
)
add(
    "data/huggingface-hfapi-token-arg",
    """api = HfApi(token="{0}")
api.upload_folder(
    folder_path="outputs/checkpoint-4200",
    repo_id="acme-ml/ner-invoices",
    repo_type="model",
    commit_message="epoch 6, f1=0.913",
)""",
    "hf_" + r(34, ALNUM),
)
add(
    "data/kaggle-json",
    """$ cat ~/.kaggle/kaggle.json
{"username":"mlopez-acme","key":"{0}"}
$ kaggle competitions download -c store-sales-time-series-forecasting""",
    r(32, HEX),
)
add(
    "data/neptune-api-token-env",
    """NEPTUNE_PROJECT=acme/forecasting
NEPTUNE_API_TOKEN={0}
NEPTUNE_MODE=async""",
    base64.b64encode(
        json.dumps(
            {"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai", "api_key": uuid4()}
        ).encode()
    ).decode(),
)

# ---------------------------------------------------------------- labelling, features
add(
    "data/label-studio-token-header",
    """curl -X POST "https://labels.acme.io/api/projects/17/import" \\
  -H "Authorization: Token {0}" \\
  -F "file=@batches/invoices_batch_031.json"
{"task_count": 500, "annotation_count": 0, "prediction_count": 500, "duration": 3.21}""",
    hex40(),
)
add(
    "data/label-studio-env-password",
    """docker run -it -p 8080:8080 \\
  -e LABEL_STUDIO_USERNAME=ml-team@acme.io \\
  -e LABEL_STUDIO_PASSWORD={0} \\
  -e LABEL_STUDIO_DISABLE_SIGNUP_WITHOUT_LINK=true \\
  -v $(pwd)/ls-data:/label-studio/data heartexlabs/label-studio:1.14.0""",
    hpw(),
)
add(
    "data/argilla-api-key-init",
    """import argilla as rg

client = rg.Argilla(
    api_url="https://argilla.ml.acme.io",
    api_key="{0}",
)
dataset = client.datasets(name="support-intents-v3", workspace="nlp")""",
    r(22, URLSAFE) + "." + r(43, URLSAFE),
)
add(
    "data/feast-redis-connection-string",
    """project: acme_features
registry: gs://acme-feast/registry.pb
provider: gcp
online_store:
  type: redis
  redis_type: redis
  connection_string: "feast-redis.ml.lan:6379,ssl=true,password={0}"
offline_store:
  type: bigquery
  dataset: feast_offline""",
    pw(),
)
add(
    "data/kedro-credentials-local",
    """# conf/local/credentials.yml
dwh_creds:
  con: postgresql://kedro:{0}@dwh-pg.data.lan:5432/dwh
s3_creds:
  client_kwargs:
    aws_access_key_id: AKIA{2}
    aws_secret_access_key: {1}""",
    pw(),
    r(40, ALNUM + "+/"),
    r(16, UPPER_NUM),
)

# ---------------------------------------------------------------- vector databases
add(
    "data/pinecone-client-api-key",
    """from pinecone import Pinecone

pc = Pinecone(api_key="{0}")
index = pc.Index(host="https://product-embeddings-x7k2p9q.svc.aped-4627-b74a.pinecone.io")
index.describe_index_stats()""",
    "pcsk_" + r(5, ALNUM) + "_" + r(62, ALNUM),
)
add(
    "data/weaviate-cloud-auth-api-key",
    """client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://rag-prod-x1q9zx.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("{0}"),
    headers={"X-OpenAI-Api-Key": os.environ["OPENAI_API_KEY"]},
)""",
    r(48, ALNUM),
)
add(
    "data/qdrant-client-api-key",
    """>>> from qdrant_client import QdrantClient
>>> qc = QdrantClient(url="https://7d1e0c3a-22b1-4f6e-9a1b-5c3d2e8f0a44.eu-central-1-0.aws.cloud.qdrant.io:6333", api_key="{0}")
>>> qc.get_collections()
CollectionsResponse(collections=[CollectionDescription(name='docs_chunks_v2')])""",
    r(16, URLSAFE) + "_" + r(40, URLSAFE),
)
add(
    "data/milvus-token-user-pass",
    """client = MilvusClient(
    uri="http://milvus.ml.lan:19530",
    token="root:{0}",
    db_name="search",
)""",
    hpw(),
)
add(
    "data/chroma-server-authn-credentials",
    """services:
  chroma:
    image: chromadb/chroma:0.5.23
    environment:
      - CHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider
      - CHROMA_SERVER_AUTHN_CREDENTIALS={0}
      - CHROMA_AUTH_TOKEN_TRANSPORT_HEADER=Authorization
    volumes:
      - chroma-data:/chroma/chroma""",
    r(32, ALNUM),
)

# ---------------------------------------------------------------- ETL / ingestion
add(
    "data/airbyte-source-config-password",
    """{
  "sourceDefinitionId": "decd338e-5647-4c0b-adf4-da0e75f5a750",
  "workspaceId": "0c3b2a9e-7d41-4f8a-9b2e-1a5c7d3e9f10",
  "name": "Postgres - billing",
  "configuration": {
    "host": "billing-db.prod.lan",
    "port": 5432,
    "database": "billing",
    "username": "airbyte",
    "password": "{0}",
    "replication_method": {"method": "CDC", "replication_slot": "airbyte_slot", "publication": "airbyte_pub"}
  }
}""",
    hpw(),
)
add(
    "data/fivetran-curl-basic-key-secret",
    """curl -s -u "{1}:{0}" https://api.fivetran.com/v1/connectors/warmly_onward/sync -X POST
{"code":"Success","message":"Sync has been successfully triggered for connector with id 'warmly_onward'"}""",
    r(32, ALNUM),
    r(16, ALNUM),
)
add(
    "data/meltano-env-tap-password",
    """$ cat .env
TAP_POSTGRES_HOST=app-db.prod.lan
TAP_POSTGRES_USER=meltano
TAP_POSTGRES_PASSWORD={0}
TARGET_SNOWFLAKE_ACCOUNT=xy12345.eu-west-1
TARGET_SNOWFLAKE_USER=MELTANO_LOADER
TARGET_SNOWFLAKE_AUTHENTICATOR=SNOWFLAKE_JWT""",
    hpw(),
)
add(
    "data/singer-tap-config-json",
    """$ tap-hubspot --config tap_config.json --discover > catalog.json
$ cat tap_config.json
{
  "client_id": "{2}",
  "client_secret": "{1}",
  "refresh_token": "{0}",
  "start_date": "2024-01-01T00:00:00Z"
}""",
    "na1-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(12, HEX),
    uuid4(),
    uuid4(),
)
add(
    "data/nifi-sensitive-props-key",
    """nifi.flow.configuration.file=./conf/flow.xml.gz
nifi.flow.configuration.archive.enabled=true
nifi.sensitive.props.key={0}
nifi.sensitive.props.algorithm=NIFI_PBKDF2_AES_GCM_256
nifi.web.https.port=8443""",
    r(24, ALNUM),
)
add(
    "data/delta-sharing-profile-bearer",
    """$ cat config.share
{
  "shareCredentialsVersion": 1,
  "endpoint": "https://sharing.delta.io/delta-sharing/",
  "bearerToken": "{0}",
  "expirationTime": "2025-06-30T23:59:59.0Z"
}""",
    b64url(30),
)
add(
    "data/minio-mc-alias-set",
    """$ mc alias set lake https://minio.data.lan:9000 etl-writer {0}
Added `lake` successfully.
$ mc ls lake/bronze/events/ | tail -2
[2025-02-27 02:14:03 UTC]     0B dt=2025-02-26/
[2025-02-28 02:13:51 UTC]     0B dt=2025-02-27/""",
    r(40, ALNUM),
)

# ---------------------------------------------------------------- data quality, engines
add(
    "data/great-expectations-config-variables",
    """# great_expectations/uncommitted/config_variables.yml
my_postgres_db_yaml_creds:
  drivername: postgresql
  host: dwh-pg.data.lan
  port: 5432
  username: gx_validator
  password: {0}
  database: dwh""",
    hpw(),
)
add(
    "data/soda-configuration-password",
    """data_source dwh_snowflake:
  type: snowflake
  account: xy12345.eu-west-1
  username: SODA_SCAN
  password: {0}
  database: ANALYTICS
  warehouse: DQ_XS
  role: DQ_READER""",
    hpw(),
)
add(
    "data/clickhouse-users-xml-password",
    """<clickhouse>
    <users>
        <grafana>
            <password>{0}</password>
            <networks>
                <ip>10.0.0.0/8</ip>
            </networks>
            <profile>readonly</profile>
            <quota>default</quota>
        </grafana>
    </users>
</clickhouse>""",
    hpw(),
)
add(
    "data/clickhouse-client-password-flag",
    """$ clickhouse-client --host ch-01.data.lan --secure --user etl --password '{0}' --query "SELECT partition, sum(rows) FROM system.parts WHERE table = 'events' AND active GROUP BY partition ORDER BY partition DESC LIMIT 3"
202502	8813200411
202501	9120044187
202412	8790012663""",
    pw(),
)
add(
    "data/trino-catalog-connection-password",
    """$ cat etc/catalog/billing.properties
connector.name=postgresql
connection-url=jdbc:postgresql://billing-db.prod.lan:5432/billing
connection-user=trino_ro
connection-password={0}
case-insensitive-name-matching=true""",
    hpw(),
)
add(
    "data/druid-escalator-password",
    """druid.auth.authenticatorChain=["basic"]
druid.auth.authenticator.basic.type=basic
druid.auth.authenticator.basic.credentialsValidator.type=metadata
druid.escalator.type=basic
druid.escalator.internalClientUsername=druid_system
druid.escalator.internalClientPassword={0}
druid.escalator.authorizerName=basic""",
    pw(),
)
add(
    "data/openlineage-api-key-yml",
    """# openlineage.yml
transport:
  type: http
  url: https://marquez.data.acme.io
  endpoint: api/v1/lineage
  auth:
    type: api_key
    apiKey: {0}""",
    r(36, URLSAFE),
)

# ---------------------------------------------------------------- prose hand-overs
add(
    "data/prose-english-snowflake-handover",
    """ok the Fivetran service user in Snowflake is FIVETRAN_SVC and its password is {0} -- please set it on the destination, test the connection, and then tell me so I can rotate it once the historical sync is done""",
    hpw(),
)
add(
    "data/prose-german-kafka-user",
    """Kurze Info fürs Onboarding: Der Kafka-Benutzer für das Ingest-Team heißt "ingest-batch", Passwort: {0}
Bitte nur im Staging-Cluster verwenden, Prod bekommt ihr über Vault.""",
    hpw(),
)
add(
    "data/prose-spanish-clickhouse",
    """Hola! Para el dashboard de ventas usa el usuario `analitica` en ClickHouse, la contraseña es {0} (la cambio el viernes cuando terminemos la migración).""",
    hpw(),
)
add(
    "data/comment-german-metabase-admin",
    """# Zugangsdaten fürs Metabase-Admin-Konto (nur bis SSO läuft!): admin@acme.io / {0}
def refresh_metabase_cache(card_ids: list[int]) -> None:
    session = _login(os.environ["MB_URL"])""",
    hpw(),
)

# ---------------------------------------------------------------- splits and encodings
_tok = dapi()
add_split(
    "data/split-databricks-token-two-messages",
    """[user 14:02] here's the PAT for the staging workspace, first part: {0}
[assistant 14:02] Got it, waiting for the rest before I write .databrickscfg.
[user 14:03] second part: {1}  (no spaces, just glue them)""",
    _tok[:18],
    _tok[18:],
)
_sfpw = hpw() + r(6, ALNUM)
add_split(
    "data/split-snowflake-password-python-concat",
    """# TODO: move to Vault before merging
SF_PASSWORD = (
    "{0}"
    "{1}"
)
conn = snowflake.connector.connect(user="ETL_NIGHTLY", password=SF_PASSWORD, account="xy12345.eu-west-1")""",
    _sfpw[:8],
    _sfpw[8:],
)
_cc = r(64, ALNUM + "+/")
add_split(
    "data/split-confluent-secret-terminal-wrap",
    """$ confluent api-key create --resource lkc-7xq2m --description "dbt-kafka-sink"
It may take a couple of minutes for the API key to be ready.
Save the API key and secret. The secret is not retrievable later.
+------------+------------------------------------------------------------------
| API Key    | KEYID
| API Secret | {0}
{1}
+------------+------------------------------------------------------------------""".replace("KEYID", r(16, UPPER_NUM)),
    _cc[:62],
    _cc[62:],
)
_af_uri = "postgresql://airflow:" + pw() + "@airflow-meta.data.svc:5432/airflow"
add(
    "data/k8s-secret-airflow-metadata-b64",
    """apiVersion: v1
kind: Secret
metadata:
  name: airflow-metadata
  namespace: airflow
type: Opaque
data:
  connection: {0}
  fernet-key-ref: YWlyZmxvdy1mZXJuZXQta2V5""",
    base64.b64encode(_af_uri.encode()).decode(),
)
add(
    "data/druid-curl-basic-header",
    """curl -s -X POST https://druid-router.data.lan:9088/druid/v2/sql \\
  -H 'Authorization: Basic {0}' \\
  -H 'Content-Type: application/json' \\
  -d '{"query": "SELECT __time, COUNT(*) FROM clickstream WHERE __time > CURRENT_TIMESTAMP - INTERVAL '\\''1'\\'' HOUR GROUP BY 1"}'""",
    base64.b64encode(("analyst_ro:" + hpw()).encode()).decode(),
)


# ============================================================ LOOK_ALIKES
# ---------------------------------------------------------------- Airflow
la(
    r"""airflow connections add 'warehouse_pg' \
    --conn-type postgres \
    --conn-host pg-analytics.internal.lan \
    --conn-login etl_loader \
    --conn-password "$WAREHOUSE_PG_PASSWORD" \
    --conn-schema analytics"""
)
la(
    """$ airflow connections get warehouse_pg -o yaml
- conn_id: warehouse_pg
  conn_type: postgres
  description: null
  extra_dejson: {}
  get_uri: postgres://etl_loader:***@pg-analytics.internal.lan:5432/analytics
  host: pg-analytics.internal.lan
  id: '41'
  is_encrypted: 'True'
  is_extra_encrypted: 'False'
  login: etl_loader
  password: '***'
  port: '5432'
  schema: analytics"""
)
la(
    """AIRFLOW_CONN_BIGQUERY_DEFAULT='google-cloud-platform://?key_path=%2Fopt%2Fairflow%2Fkeys%2Fbq-runner.json&project=acme-dwh-prod&num_retries=5'
AIRFLOW_CONN_AWS_DEFAULT='aws://?region_name=eu-central-1&role_arn=arn%3Aaws%3Aiam%3A%3A123456789012%3Arole%2Fairflow-worker'"""
)
la(
    """$ airflow dags list-runs -d ingest_orders --state success -o plain | head -4
dag_id         run_id                                 state    execution_date             start_date
ingest_orders  scheduled__2025-02-27T02:00:00+00:00   success  2025-02-27T02:00:00+00:00  2025-02-28T02:00:04.118223+00:00
ingest_orders  manual__2025-02-26T14:31:08.{0}+00:00  success  2025-02-26T14:31:08+00:00  2025-02-26T14:31:09.402117+00:00
ingest_orders  scheduled__2025-02-26T02:00:00+00:00   success  2025-02-26T02:00:00+00:00  2025-02-27T02:00:03.991045+00:00""",
    r(6, DIGITS),
)
la(
    """$ airflow variables list
key
====================
fivetran_group_id
slack_alert_channel
dbt_cloud_job_id
s3_export_bucket
fivetran_api_secret
# values are in the secrets backend (AWS SM, prefix airflow/variables/), not in the metadata DB"""
)
la(
    """[core]
executor = CeleryExecutor
# fernet_key comes from AIRFLOW__CORE__FERNET_KEY_SECRET (AWS Secrets Manager)
fernet_key =

[secrets]
backend = airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend
backend_kwargs = {"connections_prefix": "airflow/connections", "variables_prefix": "airflow/variables"}"""
)
la(
    """[2025-03-11, 02:00:07 UTC] {base.py:84} INFO - Using connection ID 'warehouse_pg' for task execution.
[2025-03-11, 02:00:07 UTC] {sql.py:470} INFO - Running statement: DELETE FROM staging.orders WHERE load_date = '2025-03-10', parameters: None
[2025-03-11, 02:00:08 UTC] {sql.py:479} INFO - Rows affected: 184220
[2025-03-11, 02:00:08 UTC] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=ingest_orders, task_id=purge_partition, run_id=scheduled__2025-03-10T02:00:00+00:00, execution_date=20250310T020000, start_date=20250311T020007, end_date=20250311T020008"""
)
la(
    """Airflow masks anything whose key contains password, secret, passwd, authorization, api_key, apikey or access_token in the task logs -- that's why you see *** in the PGPASSWORD line. If you print the value under another name the masker can't know, so don't."""
)
la(
    """{
  "dag_id": "ml_retrain_weekly",
  "dag_run_id": "scheduled__2025-02-24T00:00:00+00:00",
  "logical_date": "2025-02-24T00:00:00+00:00",
  "state": "running",
  "conf": {"model": "churn-xgb", "dataset_version": "v{0}", "git_sha": "{1}"},
  "run_type": "scheduled"
}""",
    r(3, DIGITS),
    sha(),
)
la(
    """  airflow-init:
    environment:
      _AIRFLOW_WWW_USER_CREATE: 'true'
      _AIRFLOW_WWW_USER_USERNAME: ${_AIRFLOW_WWW_USER_USERNAME:-airflow}
      _AIRFLOW_WWW_USER_PASSWORD: ${_AIRFLOW_WWW_USER_PASSWORD:?set it in .env.local}"""
)

# ---------------------------------------------------------------- dbt
la(
    """acme_analytics:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: "{{ env_var('DBT_SNOWFLAKE_ACCOUNT') }}"
      user: "{{ env_var('DBT_SNOWFLAKE_USER') }}"
      password: "{{ env_var('DBT_SNOWFLAKE_PASSWORD') }}"
      role: TRANSFORMER
      warehouse: TRANSFORM_M
      database: ANALYTICS
      schema: marts
      threads: 16"""
)
la(
    """bq_project:
  target: dev
  outputs:
    dev:
      type: bigquery
      method: oauth
      project: acme-dwh-dev
      dataset: dbt_mlopez
      location: EU
      threads: 8
      # prod uses method: service-account with keyfile: /var/run/secrets/bq/key.json"""
)
la(
    """$ dbt run --select +fct_orders
14:02:11  Running with dbt=1.8.7
14:02:12  Registered adapter: snowflake=1.8.4
14:02:13  Found 214 models, 1022 data tests, 41 sources, 812 macros
14:02:19  1 of 6 OK created sql view model staging.stg_orders ......... [SUCCESS 1 in 1.42s]
14:02:44  6 of 6 OK created sql incremental model marts.fct_orders .... [SUCCESS 184220 in 24.87s]
14:02:44  Done. PASS=6 WARN=0 ERROR=0 SKIP=0 TOTAL=6
# invocation_id: {0}""",
    uuid4(),
)
la(
    """  "metadata": {
    "dbt_schema_version": "https://schemas.getdbt.com/dbt/manifest/v12.json",
    "dbt_version": "1.8.7",
    "generated_at": "2025-02-28T14:02:13.551920Z",
    "invocation_id": "{0}",
    "env": {},
    "project_name": "acme_analytics",
    "project_id": "{1}",
    "user_id": "{2}",
    "send_anonymous_usage_stats": false,
    "adapter_type": "snowflake"
  },""",
    uuid4(),
    r(32, HEX),
    uuid4(),
)
la(
    """    "model.acme_analytics.fct_orders": {
      "database": "ANALYTICS",
      "schema": "marts",
      "name": "fct_orders",
      "resource_type": "model",
      "checksum": {"name": "sha256", "checksum": "{0}"},
      "config": {"materialized": "incremental", "unique_key": "order_id", "on_schema_change": "append_new_columns"}
    }""",
    r(64, HEX),
)
la(
    """$ dbt debug
Configuration:
  profiles.yml file [OK found and valid]
  dbt_project.yml file [OK found and valid]
Required dependencies:
 - git [OK found]
Connection:
  host: localhost
  port: 5433
  user: dbt
  database: jaffle_shop
  schema: dbt_dev
  connect_timeout: 10
  role: None
  sslmode: prefer
  Connection test: [OK connection ok]"""
)
la(
    """{
  "status": {"code": 200, "is_success": true},
  "data": {
    "id": {0},
    "account_id": 70403,
    "job_definition_id": 381204,
    "git_sha": "{1}",
    "git_branch": "main",
    "status_humanized": "Success",
    "trigger": {"cause": "Triggered by Airflow after ingestion"}
  }
}""",
    r(9, DIGITS),
    sha(),
)
la(
    """  redshift:
    type: redshift
    method: iam
    cluster_id: analytics
    host: analytics.c3xk9tq2lmno.eu-central-1.redshift.amazonaws.com
    user: dbt_user
    iam_profile: dbt-ci
    dbname: dwh
    schema: staging"""
)

# ---------------------------------------------------------------- Spark / Hadoop
la(
    """spark.hadoop.fs.s3a.aws.credentials.provider   com.amazonaws.auth.WebIdentityTokenCredentialsProvider
spark.hadoop.fs.s3a.endpoint                  https://s3.eu-central-1.amazonaws.com
spark.hadoop.fs.s3a.fast.upload               true
spark.hadoop.fs.s3a.committer.name            magic
spark.eventLog.dir                            s3a://acme-spark-history/events"""
)
la(
    """  <property>
    <name>fs.s3a.secret.key</name>
    <value>${env.AWS_SECRET_ACCESS_KEY}</value>
  </property>
  <property>
    <name>hadoop.security.credential.provider.path</name>
    <value>jceks://hdfs@nn1.lake.lan:8020/user/etl/s3.jceks</value>
  </property>"""
)
la(
    """orders = (
    spark.read.format("jdbc")
    .option("url", "jdbc:postgresql://orders-db.prod.internal:5432/orders")
    .option("dbtable", "public.order_lines")
    .option("user", dbutils.secrets.get(scope="kv-etl", key="orders-reader-user"))
    .option("password", dbutils.secrets.get(scope="kv-etl", key="orders-reader-password"))
    .load()
)
display(orders.limit(5))  # secrets show as [REDACTED] in notebook output"""
)
la(
    """25/02/28 02:14:55 INFO SparkContext: Running Spark version 3.5.1
25/02/28 02:14:56 INFO ResourceUtils: ==============================================================
25/02/28 02:14:57 INFO Utils: Successfully started service 'sparkDriver' on port 39417.
25/02/28 02:15:03 INFO YarnClientImpl: Submitted application application_1739812045113_{0}
25/02/28 02:15:09 INFO BlockManagerMasterEndpoint: Registering block manager 10.40.7.12:41203 with 4.1 GiB RAM, BlockManagerId(driver, 10.40.7.12, 41203, None)""",
    r(4, DIGITS),
)
la(
    """spark.sql("DESCRIBE HISTORY lake.silver.events").select("version", "timestamp", "operation", "operationMetrics").show(3, truncate=False)
+-------+-------------------+---------+----------------------------------------------------------+
|version|timestamp          |operation|operationMetrics                                          |
+-------+-------------------+---------+----------------------------------------------------------+
|412    |2025-02-28 02:31:10|MERGE    |{numTargetRowsInserted -> 1840021, numTargetFilesAdded -> 64}|
|411    |2025-02-27 02:30:44|OPTIMIZE |{numRemovedFiles -> 812, numAddedFiles -> 37}             |
|410    |2025-02-27 02:29:58|MERGE    |{numTargetRowsInserted -> 1799302, numTargetFilesAdded -> 61}|
+-------+-------------------+---------+----------------------------------------------------------+"""
)
la(
    """> SELECT snapshot_id, parent_id, operation, manifest_list FROM lake.silver.events.snapshots ORDER BY committed_at DESC LIMIT 2;
{0}  {1}  append  s3://acme-lake/silver/events/metadata/snap-{0}-1-{2}.avro
{1}  {3}  overwrite  s3://acme-lake/silver/events/metadata/snap-{1}-1-{4}.avro""",
    r(19, DIGITS),
    r(19, DIGITS),
    uuid4(),
    r(19, DIGITS),
    uuid4(),
)
la(
    """spark-submit \\
  --conf spark.hadoop.fs.azure.account.auth.type.acmelakeprod.dfs.core.windows.net=OAuth \\
  --conf spark.hadoop.fs.azure.account.oauth.provider.type.acmelakeprod.dfs.core.windows.net=org.apache.hadoop.fs.azurebfs.oauth2.MsiTokenProvider \\
  --conf spark.hadoop.fs.azure.account.oauth2.client.id.acmelakeprod.dfs.core.windows.net={0} \\
  local:///opt/jobs/compact_events.py --date 2025-02-28""",
    uuid4(),
)
la(
    """-- hive partitions for events, keyed by dt and hour
ALTER TABLE events ADD IF NOT EXISTS PARTITION (dt='2025-02-28', hr='02') LOCATION 's3a://acme-lake/bronze/events/dt=2025-02-28/hr=02';
MSCK REPAIR TABLE events;
-- OK, 24 partitions added"""
)

# ---------------------------------------------------------------- Kafka
la(
    """bootstrap.servers=pkc-41wq6.eu-west-2.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
config.providers=file
config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${file:/etc/kafka/secrets/ccloud.properties:api.key}" password="${file:/etc/kafka/secrets/ccloud.properties:api.secret}";"""
)
la(
    """$ kafka-consumer-groups --bootstrap-server kafka-0.events.svc:9092 --describe --group clickstream-sessionizer
GROUP                    TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG   CONSUMER-ID                                                  HOST          CLIENT-ID
clickstream-sessionizer  clicks.raw   0          918220411       918220498       87    consumer-clickstream-sessionizer-1-{0}  /10.40.3.21   consumer-clickstream-sessionizer-1
clickstream-sessionizer  clicks.raw   1          917004118       917004118       0     consumer-clickstream-sessionizer-1-{1}  /10.40.3.22   consumer-clickstream-sessionizer-1""",
    uuid4(),
    uuid4(),
)
la(
    """$ kcat -b kafka-0.events.svc:9092 -L -t orders.v2
Metadata for orders.v2 (from broker 1: kafka-0.events.svc:9092/1):
 3 brokers:
  broker 1 at kafka-0.events.svc:9092 (controller)
  broker 2 at kafka-1.events.svc:9092
  broker 3 at kafka-2.events.svc:9092
 1 topics:
  topic "orders.v2" with 6 partitions:
    partition 0, leader 1, replicas: 1,2,3, isrs: 1,2,3
    partition 1, leader 2, replicas: 2,3,1, isrs: 2,3,1"""
)
la(
    """$ curl -s https://schema-registry.data.lan/subjects/orders.v2-value/versions/latest | jq '{subject, version, id, schemaType}'
{
  "subject": "orders.v2-value",
  "version": 7,
  "id": 100412,
  "schemaType": "AVRO"
}
# Avro parsing canonical form fingerprint (CRC-64-AVRO): {0}""",
    r(16, HEX),
)
la(
    """conf = {
    "bootstrap.servers": os.environ["KAFKA_BOOTSTRAP"],
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "OAUTHBEARER",
    "sasl.oauthbearer.method": "oidc",
    "sasl.oauthbearer.client.id": os.environ["KAFKA_OIDC_CLIENT_ID"],
    "sasl.oauthbearer.client.secret": os.environ["KAFKA_OIDC_CLIENT_SECRET"],
    "sasl.oauthbearer.token.endpoint.url": "https://login.acme.io/oauth2/token",
    "group.id": "feature-backfill",
}"""
)
la(
    """{
  "name": "inventory-cdc",
  "config": {
    "connector.class": "io.debezium.connector.mysql.MySqlConnector",
    "database.hostname": "inventory-mysql.prod.lan",
    "database.user": "debezium",
    "database.password": "${secrets:kafka-connect/debezium-mysql:password}",
    "config.providers": "secrets",
    "config.providers.secrets.class": "io.strimzi.kafka.KubernetesSecretConfigProvider",
    "topic.prefix": "inventory"
  }
}"""
)
la(
    """$ confluent api-key list --resource lkc-7xq2m
  Current |       Key        |  Description   |   Owner    |       Owner Email        | Resource Type |  Resource  |       Created
----------+------------------+----------------+------------+--------------------------+---------------+------------+-----------------------
          | {0} | dbt-kafka-sink | sa-r7kq91  |                          | kafka         | lkc-7xq2m  | 2025-02-14T09:12:44Z
          | {1} | connect-s3     | sa-r7kq91  |                          | kafka         | lkc-7xq2m  | 2024-11-03T17:40:02Z""",
    r(16, UPPER_NUM),
    r(16, UPPER_NUM),
)
la(
    """%7|1740712233.114|OFFSET|rdkafka#consumer-1| [thrd:main]: orders.v2 [3]: committed offset 1942077 (leader epoch 14)
%7|1740712233.115|OFFSET|rdkafka#consumer-1| [thrd:main]: orders.v2 [4]: committed offset 1938802 (leader epoch 14)
%7|1740712233.115|COMMIT|rdkafka#consumer-1| [thrd:main]: GroupCoordinator/2: OffsetCommit for 6 partition(s) in join-state steady: manual: returned: Success"""
)

# ---------------------------------------------------------------- Snowflake
la(
    """[connections.prod]
accountname = xy12345.eu-west-1
username = ANALYST_MK
authenticator = externalbrowser
rolename = ANALYST
warehousename = ADHOC_S"""
)
la(
    """ALTER USER SVC_DBT_PROD SET RSA_PUBLIC_KEY='MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{0}IDAQAB';
DESC USER SVC_DBT_PROD;
-- RSA_PUBLIC_KEY_FP  SHA256:{1}
-- (public half only; the .p8 stays on the runner)""",
    b64(240).replace("=", ""),
    b64(32),
)
la(
    """Query ID: {0}
Status: SUCCEEDED   Rows produced: 184,220   Bytes scanned: 2.1 GB   Warehouse: TRANSFORM_M
Query hash: {1}   Parameterized hash: {2}""",
    r(8, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(12, HEX),
    r(32, HEX),
    r(32, HEX),
)
la(
    """ctx = snowflake.connector.connect(
    user="SVC_REVERSE_ETL",
    account="ab98765.us-east-1",
    authenticator="SNOWFLAKE_JWT",
    private_key_file=os.environ["SF_PRIVATE_KEY_PATH"],
    private_key_file_pwd=os.environ.get("SF_PRIVATE_KEY_PASSPHRASE"),
    warehouse="SYNC_XS",
)"""
)
la(
    """Nota: en Snowflake ya no usamos contraseñas para los usuarios de servicio; cada uno tiene un par de claves RSA y la clave privada vive en Vault (secret/data/snowflake/svc_dbt_prod). Para rotarla: generar un par nuevo, ALTER USER ... SET RSA_PUBLIC_KEY_2, desplegar y luego UNSET RSA_PUBLIC_KEY."""
)

# ---------------------------------------------------------------- Databricks / BigQuery / GCS
la(
    """[DEFAULT]
host = https://adb-4417203958812276.16.azuredatabricks.net
auth_type = azure-cli

[prod-sp]
host = https://adb-4417203958812276.16.azuredatabricks.net
azure_client_id = {0}
azure_tenant_id = {1}
# azure_client_secret comes from ARM_CLIENT_SECRET in CI""",
    uuid4(),
    uuid4(),
)
la(
    """$ databricks secrets list-secrets kv-etl
Key                           Last Updated Timestamp
orders-reader-password        1740652811000
orders-reader-user            1740652790000
sf_loader_password            1739812045000"""
)
la(
    """{
  "job_id": 912734455021,
  "run_id": {0},
  "run_page_url": "https://adb-4417203958812276.16.azuredatabricks.net/?o=4417203958812276#job/912734455021/run/{0}",
  "state": {"life_cycle_state": "TERMINATED", "result_state": "SUCCESS"},
  "cluster_instance": {"cluster_id": "0228-021455-{1}", "spark_context_id": "{2}"}
}""",
    r(15, DIGITS),
    r(8, LOWER_NUM),
    r(19, DIGITS),
)
la(
    """token = <your-databricks-personal-access-token>   # starts with dapi, create it under User Settings > Developer > Access tokens"""
)
la(
    """$ bq show -j --format=prettyjson acme-dwh-prod:EU.bquxjob_{0}_{1} | jq '.statistics.query | {totalBytesProcessed, cacheHit, totalSlotMs}'
{
  "totalBytesProcessed": "48213590112",
  "cacheHit": false,
  "totalSlotMs": "1843022"
}""",
    r(8, HEX),
    r(16, HEX),
)
la(
    """$ gsutil stat gs://acme-exports/daily/orders_2025-02-27.csv.gz
gs://acme-exports/daily/orders_2025-02-27.csv.gz:
    Creation time:          Fri, 28 Feb 2025 02:41:07 GMT
    Storage class:          STANDARD
    Content-Length:         88120433
    Content-Type:           application/gzip
    Hash (crc32c):          {0}
    Hash (md5):             {1}
    ETag:                   {2}
    Generation:             1740710467{3}
    Metageneration:         1""",
    b64(4),
    b64(16),
    r(12, ALNUM),
    r(6, DIGITS),
)
la(
    """$ gcloud iam service-accounts keys list --iam-account=dbt-runner@acme-dwh-prod.iam.gserviceaccount.com
KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED
{0}  2025-01-06T10:12:44Z  2025-04-06T10:12:44Z
{1}  2024-10-02T08:00:17Z  9999-12-31T23:59:59Z  True""",
    hex40(),
    hex40(),
)
la(
    """[Credentials]
# HMAC keys were removed; gsutil now uses the VM's service account via the metadata server
[GoogleCompute]
service_account = default
[GSUtil]
default_project_id = acme-dwh-prod"""
)

# ---------------------------------------------------------------- Jupyter
la(
    r"""  {
   "cell_type": "code",
   "execution_count": 17,
   "id": "{0}",
   "metadata": {"tags": ["parameters"]},
   "outputs": [],
   "source": [
    "run_date = \"2025-02-28\"\n",
    "db_user = \"kpi_bot\"\n",
    "db_password = os.environ[\"KPI_DB_PASSWORD\"]  # injected by the papermill runner\n"
   ]
  },""",
    r(8, HEX),
)
la(
    r"""   "outputs": [
    {
     "name": "stdin",
     "output_type": "stream",
     "text": [
      "Snowflake password: ········\n"
     ]
    }
   ],
   "source": [
    "from getpass import getpass\n",
    "pwd = getpass(\"Snowflake password: \")"
   ]"""
)
la(
    r"""     "data": {
      "text/plain": [
       "   customer_id                          order_uuid  amount    dt\n",
       "0       881234  {0}  129.90  2025-02-27\n",
       "1       881235  {1}   12.00  2025-02-27\n",
       "2       881299  {2}   54.10  2025-02-27"
      ]
     },
     "execution_count": 42,
     "metadata": {},
     "output_type": "execute_result"
    }""",
    uuid4(),
    uuid4(),
    uuid4(),
)
la(
    r""" "metadata": {
  "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
  "language_info": {"name": "python", "version": "3.11.9", "pygments_lexer": "ipython3"},
  "widgets": {
   "application/vnd.jupyter.widget-state+json": {
    "state": {"{0}": {"model_name": "HBoxModel", "model_module": "@jupyter-widgets/controls"}},
    "version_major": 2
   }
  }
 },
 "nbformat": 4,
 "nbformat_minor": 5""",
    r(32, HEX),
)
la(
    """In [7]: %env | grep -i snowflake
SNOWFLAKE_ACCOUNT=xy12345.eu-west-1
SNOWFLAKE_USER=MKRAUSE
SNOWFLAKE_PASSWORD=<hidden>
SNOWFLAKE_ROLE=ANALYST"""
)
la(
    """$ jupyter server list
Currently running servers:
http://127.0.0.1:8888/ :: /home/mk/notebooks
# token auth disabled here because JupyterHub in front does OAuth; the hub's cookie secret lives in /srv/jupyterhub/jupyterhub_cookie_secret (0600)"""
)
la(
    """$ nbstripout --install && git diff --stat
 notebooks/01_explore_orders.ipynb | 412 +---------------------------------------
 1 file changed, 3 insertions(+), 409 deletions(-)
# outputs and execution_count stripped; cell ids kept: {0}, {1}, {2}""",
    r(8, HEX),
    r(8, HEX),
    r(8, HEX),
)

# ---------------------------------------------------------------- pandas / polars / duckdb
la(
    """engine = create_engine(
    URL.create(
        "postgresql+psycopg2",
        username=os.environ["PGUSER"],
        password=os.environ["PGPASSWORD"],
        host="replica-2.pg.data.lan",
        database="shop",
    )
)
df = pd.read_sql("select * from orders where dt = %(dt)s", engine, params={"dt": "2025-02-27"})"""
)
la(
    """>>> engine
Engine(postgresql+psycopg2://analyst:***@replica-2.pg.data.lan:5432/shop)
>>> df.shape, df["order_id"].nunique()
((184220, 11), 184220)"""
)
la(
    """D CREATE SECRET lake_ro (TYPE S3, PROVIDER credential_chain, CHAIN 'sso;env', REGION 'eu-central-1');
D FROM duckdb_secrets();
┌─────────┬─────────┬───────────────────┬────────────┬─────────┬────────────────────────────────────────────────┐
│  name   │  type   │     provider      │ persistent │ storage │                 secret_string                  │
├─────────┼─────────┼───────────────────┼────────────┼─────────┼────────────────────────────────────────────────┤
│ lake_ro │ s3      │ credential_chain  │ false      │ memory  │ name=lake_ro;type=s3;provider=credential_chain;region=eu-central-1;secret=redacted │
└─────────┴─────────┴───────────────────┴────────────┴─────────┴────────────────────────────────────────────────┘"""
)
la(
    """>>> pl.scan_parquet("s3://acme-lake/silver/events/dt=2025-02-27/*.parquet").collect_schema()
Schema([('event_id', String), ('user_id', Int64), ('ts', Datetime(time_unit='us', time_zone='UTC')), ('payload', String)])
>>> pq.read_metadata("part-00000-{0}-c000.snappy.parquet").schema.to_arrow_schema().metadata[b"org.apache.spark.version"]
b'3.5.1'""",
    uuid4(),
)

# ---------------------------------------------------------------- BI tools
la(
    """# superset_config.py
SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
PREVIOUS_SECRET_KEY = os.environ.get("SUPERSET_PREVIOUS_SECRET_KEY")  # only during `superset re-encrypt-secrets`
SQLALCHEMY_DATABASE_URI = os.environ["SUPERSET_META_DB_URI"]"""
)
la(
    """database_name: Trino lake
sqlalchemy_uri: trino://superset_ro:XXXXXXXXXX@trino.data.lan:8443/hive?protocol=https
cache_timeout: null
expose_in_sqllab: true
allow_run_async: true
uuid: {0}
version: 1.0.0""",
    uuid4(),
)
la(
    """$ curl -s https://metabase.acme.io/api/api-key -H "x-api-key: $MB_API_KEY" | jq '.[] | {id, name, masked_key}'
{
  "id": 4,
  "name": "csv-export-bot",
  "masked_key": "mb_Aq****"
}"""
)
la(
    """{
  "query_result": {
    "id": {0},
    "query_hash": "{1}",
    "data_source_id": 3,
    "runtime": 2.18,
    "retrieved_at": "2025-02-28T07:00:12.442Z"
  }
}""",
    r(7, DIGITS),
    r(32, HEX),
)
la(
    """<datasource caption='Orders (live)' inline='true' name='federated.{0}' version='18.1'>
  <connection class='federated'>
    <named-connections>
      <named-connection caption='xy12345.eu-west-1.snowflakecomputing.com' name='snowflake.{1}'>
        <connection authentication='oauth' class='snowflake' dbname='ANALYTICS' schema='MARTS' server='xy12345.eu-west-1.snowflakecomputing.com' username='' warehouse='BI_S' />
      </named-connection>
    </named-connections>
  </connection>
</datasource>""",
    r(28, LOWER_NUM),
    r(28, LOWER_NUM),
)
la(
    """[Looker]
base_url=https://acme.cloud.looker.com
verify_ssl=True
# client_id and client_secret are read from LOOKERSDK_CLIENT_ID / LOOKERSDK_CLIENT_SECRET"""
)
la(
    """cube(`Orders`, {
  sql_table: `marts.fct_orders`,
  pre_aggregations: {
    main: { measures: [CUBE.count, CUBE.revenue], time_dimension: CUBE.created_at, granularity: `day`,
            partition_granularity: `month`, refresh_key: { every: `1 hour` } }
  },
  measures: { count: { type: `count` }, revenue: { sql: `amount`, type: `sum` } }
});"""
)

# ---------------------------------------------------------------- ML tracking / hubs
la(
    """$ mlflow runs describe --run-id {0} | jq '.info | {run_id, experiment_id, status, artifact_uri}'
{
  "run_id": "{0}",
  "experiment_id": "{1}",
  "status": "FINISHED",
  "artifact_uri": "s3://acme-mlflow/artifacts/{1}/{0}/artifacts"
}""",
    r(32, HEX),
    r(18, DIGITS),
)
la(
    """Registered model 'churn-xgb' already exists. Creating a new version of this model...
2025/02/28 03:12:44 INFO mlflow.store.model_registry.abstract_store: Waiting up to 300 seconds for model version to finish creation. Model name: churn-xgb, version 37
Created version '37' of model 'churn-xgb'.
model_uri: models:/churn-xgb/37  source: runs:/{0}/model  signature: inputs [tenure: long, plan: string, mrr: double]""",
    r(32, HEX),
)
la(
    """wandb: Currently logged in as: mlopez (acme-ml). Use `wandb login --relogin` to force relogin
wandb: Tracking run with wandb version 0.19.1
wandb: Run data is saved locally in /workspace/wandb/run-20250228_031244-{0}
wandb: Syncing run dainty-sweep-14
wandb: View project at https://wandb.ai/acme-ml/churn-xgb
wandb: View sweep at https://wandb.ai/acme-ml/churn-xgb/sweeps/{1}
wandb: View run at https://wandb.ai/acme-ml/churn-xgb/runs/{0}""",
    r(8, LOWER_NUM),
    r(8, LOWER_NUM),
)
la(
    """wandb: Run summary:
wandb:      _runtime 1843.2
wandb:        _step 4200
wandb:     eval/f1 0.91321
wandb:   eval/loss 0.21877
wandb: 
wandb: Synced 6 W&B file(s), 2 media file(s), 4 artifact file(s) and 0 other file(s)
wandb: artifact acme-ml/churn-xgb/model-{0}:v12 digest {1}""",
    r(8, LOWER_NUM),
    r(32, HEX),
)
la(
    """$ huggingface-cli download mistralai/Mistral-7B-v0.3 --revision {0} --include "*.safetensors"
Fetching 3 files: 100%|██████████| 3/3 [02:41<00:00, 53.8s/it]
$ sha256sum ~/.cache/huggingface/hub/models--mistralai--Mistral-7B-v0.3/snapshots/{0}/*.safetensors
{1}  model-00001-of-00003.safetensors
{2}  model-00002-of-00003.safetensors
{3}  model-00003-of-00003.safetensors""",
    sha(),
    r(64, HEX),
    r(64, HEX),
    r(64, HEX),
)
la(
    """---
license: apache-2.0
base_model: deepset/gbert-base
datasets:
  - acme-ml/invoices-ner-v4
model-index:
  - name: ner-invoices
    results:
      - task: {type: token-classification}
        metrics: [{type: f1, value: 0.913}]
---
Trained from commit {0} of acme-ml/training (revision {1} on the Hub).""",
    sha(),
    sha(),
)
la(
    """$ kaggle datasets list -s "store sales" --sort-by votes | head -3
ref                                                title                         size  lastUpdated          downloadCount
-------------------------------------------------  ----------------------------  ----  -------------------  -------------
acme-ml/store-sales-holidays-enriched              Store sales + holidays        41MB  2025-01-12 10:22:14           1822
# credentials: ~/.kaggle/kaggle.json (chmod 600) or KAGGLE_USERNAME / KAGGLE_KEY env, never in the repo"""
)
la(
    """import neptune

run = neptune.init_run(
    project="acme/forecasting",
    api_token=neptune.ANONYMOUS_API_TOKEN,   # public sandbox for the tutorial notebook
    tags=["prophet", "baseline"],
)
run["params"] = {"horizon": 28, "seasonality_mode": "multiplicative"}"""
)
la(
    """experiment = Experiment(
    api_key=os.environ["COMET_API_KEY"],
    project_name="churn",
    workspace="acme-ml",
)
print(experiment.get_key())   # -> {0}  (experiment key = run id, not a credential)""",
    r(32, HEX),
)
la(
    """Die MLflow-Run-ID ({0}) ist keine Zugangsinformation, die kannst du bedenkenlos ins Ticket schreiben. Das Tracking-Passwort dagegen bitte nie -- das liegt im CI als MLFLOW_TRACKING_PASSWORD.""",
    r(32, HEX),
)

# ---------------------------------------------------------------- labelling, features
la(
    """$ curl -s "https://labels.acme.io/api/projects/17/export?exportType=JSON_MIN" -H "Authorization: Token $LABEL_STUDIO_API_KEY" | jq '.[0]'
{
  "id": 880412,
  "text": "Rechnung Nr. 2025-00417 vom 03.02.2025",
  "label": [{"start": 13, "end": 23, "text": "2025-00417", "labels": ["INVOICE_NO"]}],
  "annotator": 12,
  "annotation_id": 1204417,
  "created_at": "2025-02-27T16:02:11.118224Z",
  "lead_time": 14.2
}"""
)
la(
    """LABEL_STUDIO_USERNAME=ml-team@acme.io
LABEL_STUDIO_PASSWORD=          # left empty on purpose: first login goes through the SSO invite
LABEL_STUDIO_HOST=https://labels.acme.io
LABEL_STUDIO_LOCAL_FILES_SERVING_ENABLED=true"""
)
la(
    """client = rg.Argilla(api_url="https://argilla.ml.acme.io", api_key=os.getenv("ARGILLA_API_KEY"))
ds = client.datasets(name="support-intents-v3", workspace="nlp")
print(ds.id, len(ds.records))
# {0} 12040""",
    uuid4(),
)
la(
    """$ feast registry-dump | jq '.featureViews[0].spec | {name, entities, ttl, online}'
{
  "name": "customer_activity_7d",
  "entities": ["customer_id"],
  "ttl": "604800s",
  "online": true
}
$ feast materialize-incremental 2025-02-28T00:00:00
Materializing 3 feature views to 2025-02-28 00:00:00+00:00 into the redis online store.
customer_activity_7d from 2025-02-27 00:00:00+00:00 to 2025-02-28 00:00:00+00:00:
100%|████████████████████████| 881204/881204 [01:12<00:00, 12137.49it/s]"""
)
la(
    """# conf/base/credentials.yml -- template only, real values live in conf/local/ (gitignored)
dwh_creds:
  con: postgresql://${oc.env:DWH_USER}:${oc.env:DWH_PASSWORD}@dwh-pg.data.lan:5432/dwh
s3_creds:
  client_kwargs:
    aws_access_key_id: <YOUR_ACCESS_KEY_ID>
    aws_secret_access_key: <YOUR_SECRET_ACCESS_KEY>"""
)

# ---------------------------------------------------------------- vector databases
la(
    """>>> pc.describe_index("product-embeddings")
{'deletion_protection': 'enabled',
 'dimension': 1536,
 'host': 'product-embeddings-x7k2p9q.svc.aped-4627-b74a.pinecone.io',
 'metric': 'cosine',
 'name': 'product-embeddings',
 'spec': {'serverless': {'cloud': 'aws', 'region': 'us-east-1'}},
 'status': {'ready': True, 'state': 'Ready'}}"""
)
la(
    """{
  "class": "DocChunk",
  "id": "{0}",
  "properties": {"source": "handbook/onboarding.md", "chunk": 14, "sha256": "{1}"},
  "vectorWeights": null,
  "creationTimeUnix": 1740712233114
}""",
    uuid4(),
    r(64, HEX),
)
la(
    """>>> qc.get_collection("docs_chunks_v2").config.params
CollectionParams(vectors=VectorParams(size=1024, distance=<Distance.COSINE: 'Cosine'>), shard_number=2, replication_factor=2)
>>> qc.retrieve("docs_chunks_v2", ids=["{0}"])[0].payload
{'doc_id': 'kb-4412', 'lang': 'es', 'title': 'Cómo rotar credenciales de la base de datos'}""",
    uuid4(),
)
la(
    """>>> client.describe_collection("search_items")
{'collection_name': 'search_items', 'auto_id': False, 'num_shards': 1, 'description': '',
 'fields': [{'field_id': 100, 'name': 'item_id', 'type': <DataType.INT64: 5>, 'is_primary': True},
            {'field_id': 101, 'name': 'embedding', 'type': <DataType.FLOAT_VECTOR: 101>, 'params': {'dim': 768}}],
 'collection_id': {0}, 'consistency_level': 2, 'partitions': ['_default', 'de_2025q1', 'es_2025q1']}""",
    r(18, DIGITS),
)
la(
    """# vector store settings (values come from the k8s secret rag-vectorstore)
QDRANT_URL=https://7d1e0c3a-22b1-4f6e-9a1b-5c3d2e8f0a44.eu-central-1-0.aws.cloud.qdrant.io:6333
QDRANT_API_KEY=${QDRANT_API_KEY}
PINECONE_API_KEY=${PINECONE_API_KEY}
WEAVIATE_API_KEY=********************
EMBEDDING_MODEL=intfloat/multilingual-e5-large"""
)

# ---------------------------------------------------------------- ETL / ingestion
la(
    """2025-02-28 02:14:03 replication-orchestrator > Source: Postgres - billing, destination: Snowflake - raw
2025-02-28 02:14:03 replication-orchestrator > connectionId: {0}, jobId: 88123, attempt: 0
2025-02-28 02:31:44 replication-orchestrator > sync summary: {"recordsSynced": 1840221, "bytesSynced": 912004118, "streams": 14}
2025-02-28 02:31:44 replication-orchestrator > state: {"cdc_state": {"lsn": "3F/A1B2C3D0"}}""",
    uuid4(),
)
la(
    """$ curl -s -u "$FIVETRAN_API_KEY:$FIVETRAN_API_SECRET" https://api.fivetran.com/v1/groups/warmly_onward/connectors | jq '.data.items[] | {id, service, schema, sync_frequency}'
{
  "id": "unmarked_dove",
  "service": "hubspot",
  "schema": "hubspot",
  "sync_frequency": 360
}"""
)
la(
    """plugins:
  extractors:
  - name: tap-postgres
    variant: meltanolabs
    config:
      host: app-db.prod.lan
      user: meltano
      # password: set via TAP_POSTGRES_PASSWORD (meltano config tap-postgres set --interactive)
      filter_schemas: [public]
  loaders:
  - name: target-snowflake
    variant: meltanolabs"""
)
la(
    """{"type": "STATE", "value": {"bookmarks": {"contacts": {"replication_key": "updatedAt", "replication_key_value": "2025-02-27T23:59:41.118Z"}, "deals": {"replication_key": "hs_lastmodifieddate", "replication_key_value": "2025-02-27T23:58:02.004Z"}}, "currently_syncing": null}}
{"type": "RECORD", "stream": "contacts", "record": {"id": "{0}", "email_domain": "example.org", "lifecyclestage": "lead"}, "time_extracted": "2025-02-28T02:00:11.882Z"}""",
    r(11, DIGITS),
)
la(
    """$ mc admin info lake
●  minio-0.data.lan:9000
   Uptime: 41 days
   Version: 2025-01-20T14:49:07Z
   Network: 4/4 OK
   Drives: 8/8 OK
   Pool: 1
$ mc ls --versions lake/bronze/events/dt=2025-02-27/part-0000.parquet
[2025-02-28 02:13:51 UTC] 1.7MiB STANDARD {0} v1 PUT part-0000.parquet""",
    uuid4(),
)
la(
    """Delta Sharing: the recipient gets an activation link, downloads config.share once and keeps it. We never paste the profile in chat. Share `sales_share`, schema `marts`, tables `fct_orders` and `dim_customer`; table version 412, partition column `dt`."""
)

# ---------------------------------------------------------------- data quality, engines
la(
    """{
  "success": true,
  "statistics": {"evaluated_expectations": 24, "successful_expectations": 24, "success_percent": 100.0},
  "meta": {
    "run_id": {"run_name": "nightly_orders", "run_time": "2025-02-28T03:00:02.118224+00:00"},
    "validation_id": "{0}",
    "checkpoint_id": "{1}",
    "batch_spec": {"table_name": "fct_orders", "partition": "dt=2025-02-27"}
  }
}""",
    uuid4(),
    uuid4(),
)
la(
    """data_source dwh_snowflake:
  type: snowflake
  account: xy12345.eu-west-1
  username: ${SODA_SNOWFLAKE_USER}
  password: ${SODA_SNOWFLAKE_PASSWORD}
  database: ANALYTICS
  warehouse: DQ_XS"""
)
la(
    """<clickhouse>
    <users>
        <grafana>
            <password from_env="CH_GRAFANA_PASSWORD"/>
            <profile>readonly</profile>
        </grafana>
    </users>
</clickhouse>"""
)
la(
    """SELECT partition, name, rows, hash_of_all_files FROM system.parts WHERE table = 'events' AND active ORDER BY modification_time DESC LIMIT 2
202502_81204_81477_3	202502_81204_81477_3	41220118	{0}
202502_81478_81478_0	202502_81478_81478_0	18803	{1}""",
    r(32, HEX),
    r(32, HEX),
)
la(
    """connector.name=postgresql
connection-url=jdbc:postgresql://billing-db.prod.lan:5432/billing
connection-user=${ENV:BILLING_PG_USER}
connection-password=${ENV:BILLING_PG_PASSWORD}
# Query 20250228_031244_{0}_{1} finished: 12 splits, 184,220 rows""",
    r(5, DIGITS),
    r(5, LOWER_NUM),
)

# ---------------------------------------------------------------- prose, masks, placeholders
la(
    """Rotation plan for the data platform, Q1: every service user in Snowflake moves to key-pair auth, the Kafka SASL passwords are rotated by the Strimzi operator, and the Databricks PATs get a 90-day lifetime. Nobody should paste a password, token or key into Slack or into this doc -- link the Vault path instead (kv/data-platform/<system>/<user>)."""
)
la(
    """Hinweis zur Rotation: Wir tauschen am Freitag die Zugangsdaten für ClickHouse und Trino. Die neuen Passwörter stehen danach nur in Vault unter kv/analytics/clickhouse; in den Notebooks bitte weiterhin os.environ["CH_PASSWORD"] verwenden, nichts hart codieren. Betroffene Tabellen: events, sessions (Partitionsschlüssel toYYYYMM(ts))."""
)
la(
    """Resumen del incidente: el job de Airbyte falló con "password authentication failed for user airbyte" porque la contraseña se rotó en Vault pero el conector seguía con la versión anterior. Se resolvió actualizando la referencia del secreto (versión 7) y relanzando el sync, job id 88124. No se expuso ninguna credencial."""
)
la(
    """| setting                      | value                                     |
|------------------------------|-------------------------------------------|
| snowflake.password           | ****************                          |
| databricks.token             | dapi************************              |
| kafka.sasl.password          | (set, 24 chars)                           |
| hf.token                     | hf_***                                    |
| model checksum (sha256)      | {0} |
| training dataset             | acme-ml/invoices-ner-v4@{1}  |""",
    r(64, HEX),
    sha(),
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
