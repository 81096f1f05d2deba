r"""Held-out batch 30: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the
Theme paragraphs of the earlier batches, so as not to repeat their texts; (4) the list of
kind names earlier batches use. The filter's rules, code, docs, tests, benches and results
were not read, and the filter was never run.

Theme: data, ML and analytics work, and hardware, home-lab and hobby projects, contexts
earlier batches touched only lightly. Data and ML: Jupyter notebooks (ipynb JSON with cell
sources and outputs, %env and os.environ cells, printed config dicts), Colab userdata, dbt
profiles.yml and dbt debug output, Airflow connections (URIs, airflow connections get, env
AIRFLOW_CONN_*), Spark and Databricks configs and cluster logs, warehouses (Snowflake,
BigQuery service-account JSON, Redshift, ClickHouse, DuckDB attach), BI tools (Metabase,
Superset, Redash, Grafana datasources, Looker ini), Hugging Face, Weights and Biases,
MLflow, Kaggle, Comet and Neptune credentials, vector databases (Pinecone, Weaviate,
Qdrant, Milvus, Chroma), LLM keys in LangChain, LlamaIndex and notebook cells, Ray, Dask,
SageMaker and Vertex configs, label tools. Hardware and home-lab: ESPHome and Arduino or
PlatformIO sketches (Wi-Fi SSID and password, OTA passwords, API encryption keys), Home
Assistant secrets.yaml and configuration.yaml, Tasmota, OctoPrint and Node-RED flows JSON,
MQTT and Zigbee2MQTT (network keys), LoRaWAN and TTN AppKeys, Proxmox, TrueNAS, Pi-hole,
UniFi, OpenWrt and router configs, WireGuard and Tailscale, NAS and backup tools (restic,
borg, rclone), printers and cameras (RTSP URLs). New kinds live under "datahw/".
Look-alikes are the same contexts without a secret: public ids (project ids, dataset names,
model ids, run ids, experiment hashes, commit hashes, checksums, device MACs and EUIs,
public keys, Zigbee IEEE addresses), placeholders and env-var references, masked values,
random-looking but non-secret data (notebook cell ids, dataset hashes, base64 image
outputs, weight digests, tensor prints, feature hashes), prose about passwords, keys and
tokens (tokens in the ML sense too) and numbers that look like codes but are not. Mostly
English, some German and Chinese.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(30_2026_12_06)
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


# ------------------------------------------------------------ human-chosen passwords
# Drawn from the same seeded RNG: word-word-digits, capitalised words with a symbol, and
# leetspeak of a word.
WORDS = (
    "maple", "harbor", "pixel", "otter", "granite", "lantern", "cobalt", "meadow",
    "falcon", "walnut", "saffron", "glacier", "tunnel", "pepper", "violet", "anchor",
    "biscuit", "comet", "ember", "fjord", "juniper", "kettle", "lobster", "marble",
    "nectar", "orchid", "pretzel", "quartz", "raven", "sprocket", "thistle", "umber",
    "velvet", "willow", "yonder", "zephyr", "basil", "cinder", "dynamo", "tomato",
)


def words_pw() -> str:
    return _rng.choice(WORDS) + "-" + _rng.choice(WORDS) + "-" + r(_rng.choice((2, 3, 4)), DIGITS)


def caps_pw() -> str:
    a = _rng.choice(WORDS).capitalize()
    b = _rng.choice(WORDS).capitalize()
    return a + _rng.choice("!#%*+") + b + r(2, DIGITS) + _rng.choice("!?$")


def leet_pw() -> str:
    w = _rng.choice(WORDS) + _rng.choice(WORDS)
    table = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "5", "t": "7"}
    out = "".join(table.get(c, c) if _rng.random() < 0.7 else c for c in w)
    return out[0].upper() + out[1:] + _rng.choice("!@#") + r(2, DIGITS)


def pem_body(n_bytes: int, sep: str) -> str:
    """A private-key body: base64 in 64-character lines joined by sep."""
    s = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + b64(n_bytes)
    return sep.join(s[i : i + 64] for i in range(0, len(s), 64))


# ============================================================ secrets
# ---------------------------------------------------------------- data and ML
add(
    "datahw/ipynb_env_magic_hf_token",
    r"""{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 2,
   "id": "5c1f0e2a",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "env: HF_TOKEN={0}\n"
     ]
    }
   ],
   "source": [
    "%env HF_TOKEN={0}\n",
    "from huggingface_hub import whoami\n",
    "whoami()[\"name\"]"
   ]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}""",
    "hf_" + r(34),
)

add(
    "datahw/notebook_os_environ_openai",
    """In [3]: import os
   ...: os.environ["OPENAI_API_KEY"] = "{0}"
   ...: os.environ["LANGCHAIN_TRACING_V2"] = "false"
   ...: from langchain_openai import ChatOpenAI
   ...: llm = ChatOpenAI(model="gpt-4o-mini", temperature=0)

In [4]: llm.invoke("Summarise the churn table in one sentence").content
Out[4]: 'Churn is concentrated in month-to-month contracts with fiber service.'
""",
    "sk-proj-" + r(48, URLSAFE) + "T3BlbkFJ" + r(48, URLSAFE),
)

add(
    "datahw/notebook_printed_config_dict",
    """>>> print(cfg)
{'project': 'ltv-forecast',
 'warehouse': {'account': 'xy12345.eu-central-1',
               'user': 'svc_forecast',
               'password': '{0}',
               'database': 'ANALYTICS',
               'schema': 'MARTS',
               'role': 'TRANSFORMER'},
 'model': {'horizon_days': 90, 'seasonality': 'weekly', 'changepoint_prior': 0.05},
 'output_table': 'MARTS.LTV_PREDICTIONS'}
""",
    pw(),
)

add(
    "datahw/colab_userdata_pasted_literal",
    """# Colab: Secrets panel kept failing on the shared runtime, so for now:
# from google.colab import userdata
# token = userdata.get('HF_TOKEN')
token = "{0}"

from huggingface_hub import login
login(token=token, add_to_git_credential=False)
!huggingface-cli whoami
""",
    "hf_" + r(34),
)

add(
    "datahw/dbt_profile_password",
    """$ cat ~/.dbt/profiles.yml
jaffle_shop:
  target: dev
  outputs:
    dev:
      type: postgres
      host: analytics-db.internal
      user: dbt_dev
      password: {0}
      port: 5432
      dbname: jaffle
      schema: dbt_mkoch
      threads: 4
      keepalives_idle: 0
""",
    words_pw(),
)

add(
    "datahw/dbt_snowflake_profile_password",
    """snowflake_marts:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: ab67812.west-europe.azure
      user: DBT_PROD
      password: "{0}"
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORMING_M
      schema: MARTS
      threads: 8
      client_session_keep_alive: false
      query_tag: dbt_prod
""",
    pw(),
)

add(
    "datahw/dbt_debug_log_connection",
    """$ dbt debug --log-level debug 2>&1 | head -30
12:04:11  Running with dbt=1.8.3
12:04:11  dbt version: 1.8.3
12:04:11  python version: 3.11.9
12:04:11  Using profiles dir at /home/lea/.dbt
12:04:11  Using profiles.yml file at /home/lea/.dbt/profiles.yml
12:04:11  Configuration:
12:04:11    profiles.yml file [OK found and valid]
12:04:11    dbt_project.yml file [OK found and valid]
12:04:11  Required dependencies:
12:04:11   - git [OK found]
12:04:11  Connection:
12:04:11    host: redshift-cluster-1.c7xkq2.eu-west-1.redshift.amazonaws.com
12:04:11    port: 5439
12:04:11    user: dbt_lea
12:04:11    database: dev
12:04:11    schema: dbt_lea
12:04:11  [debug] opening connection with dsn 'host=redshift-cluster-1.c7xkq2.eu-west-1.redshift.amazonaws.com port=5439 dbname=dev user=dbt_lea password={0} sslmode=prefer'
12:04:13    Connection test: [OK connection ok]
""",
    pw(),
)

add(
    "datahw/airflow_conn_env_uri",
    """# docker-compose.override.yml (local Airflow)
services:
  airflow-scheduler:
    environment:
      AIRFLOW__CORE__LOAD_EXAMPLES: "false"
      AIRFLOW_CONN_WAREHOUSE_PG: "postgresql://etl_user:{0}@warehouse.lan:5432/dwh"
      AIRFLOW_CONN_S3_RAW: "aws://?region_name=eu-central-1"
      AIRFLOW_VAR_ENV: "dev"
""",
    pw(),
)

add(
    "datahw/airflow_connections_get_output",
    """$ airflow connections get clickhouse_default -o yaml
clickhouse_default:
  conn_type: generic
  description: ClickHouse for event rollups
  extra: '{"secure": true}'
  get_uri: generic://rollup_writer:{0}@ch.events.internal:9440/events?secure=true
  host: ch.events.internal
  is_encrypted: true
  is_extra_encrypted: true
  login: rollup_writer
  password: {0}
  port: 9440
  schema: events
""",
    pw(),
)

add(
    "datahw/airflow_connection_export_openai_key",
    """$ airflow connections export - --file-format json --conn-id openai_default
{
    "openai_default": {
        "conn_type": "openai",
        "description": "used by the summarise_tickets DAG",
        "host": null,
        "login": null,
        "password": "{0}",
        "schema": null,
        "port": null,
        "extra": "{\\"organization\\": \\"org-PubL1cOrgIdQ2fT\\"}"
    }
}
""",
    "sk-proj-" + r(48, URLSAFE) + "T3BlbkFJ" + r(48, URLSAFE),
)

add(
    "datahw/spark_s3a_secret_key",
    """# spark-defaults.conf on the notebook image
spark.master                              k8s://https://kubernetes.default.svc
spark.executor.instances                  6
spark.hadoop.fs.s3a.endpoint              https://minio.lab.local:9000
spark.hadoop.fs.s3a.access.key            SPARKLAB01
spark.hadoop.fs.s3a.secret.key            {0}
spark.hadoop.fs.s3a.path.style.access     true
spark.sql.catalog.lake                    org.apache.iceberg.spark.SparkCatalog
spark.sql.catalog.lake.warehouse          s3a://lake/warehouse
""",
    r(40, ALNUM + "+/"),
)

add(
    "datahw/databricks_cfg_token",
    """$ cat ~/.databrickscfg
[DEFAULT]
host  = https://adb-4411273901826652.12.azuredatabricks.net
token = {0}

[staging]
host      = https://adb-7720991837455121.1.azuredatabricks.net
auth_type = azure-cli
""",
    "dapi" + r(32, HEX) + "-2",
)

add(
    "datahw/databricks_cluster_log_spark_conf",
    """24/11/19 08:12:55 INFO DriverDaemon: Starting driver daemon...
24/11/19 08:12:56 INFO SparkConfUtils: Customize spark config according to file /tmp/custom-spark.conf
24/11/19 08:12:56 INFO DriverConf: spark.databricks.delta.preview.enabled=true
24/11/19 08:12:56 INFO DriverConf: spark.hadoop.fs.azure.account.key.lakehousedev.dfs.core.windows.net={0}
24/11/19 08:12:56 INFO DriverConf: spark.sql.shuffle.partitions=64
24/11/19 08:12:57 INFO SparkContext: Running Spark version 3.5.0
24/11/19 08:12:58 INFO Utils: Successfully started service 'sparkDriver' on port 39627.
""",
    b64(64),
)

add(
    "datahw/bigquery_sa_json_private_key",
    """$ cat ~/keys/bq-loader.json
{
  "type": "service_account",
  "project_id": "acme-analytics-prod",
  "private_key_id": "3f1c9d2e7a8b40c6b1d2e3f4a5b6c7d8e9f00112",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n",
  "client_email": "bq-loader@acme-analytics-prod.iam.gserviceaccount.com",
  "client_id": "104981223874650918273",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
""",
    pem_body(600, "\\n"),
)

add(
    "datahw/redshift_connector_password",
    """import redshift_connector

conn = redshift_connector.connect(
    host="analytics.cx81lmq0a2.us-east-2.redshift.amazonaws.com",
    database="prod",
    port=5439,
    user="bi_reader",
    password="{0}",
)
df = pd.read_sql("select date_trunc('week', created_at) wk, count(*) from orders group by 1", conn)
""",
    caps_pw(),
)

add(
    "datahw/clickhouse_client_password_flag",
    """lea@ws-07:~$ clickhouse-client --host ch-01.lab.local --secure --user analyst --password '{0}' --query "SELECT count() FROM events.pageviews WHERE date = today()"
1842377
lea@ws-07:~$
""",
    pw(),
)

add(
    "datahw/duckdb_attach_postgres_password",
    """D INSTALL postgres; LOAD postgres;
D ATTACH 'dbname=shop host=10.0.3.12 user=readonly password={0}' AS pg (TYPE postgres, READ_ONLY);
D SELECT count(*) FROM pg.public.orders;
┌──────────────┐
│ count_star() │
│    int64     │
├──────────────┤
│       482113 │
└──────────────┘
""",
    words_pw(),
)

add(
    "datahw/duckdb_create_secret_s3",
    """-- scratch.sql, run with: duckdb lake.duckdb < scratch.sql
CREATE OR REPLACE SECRET lake_s3 (
    TYPE s3,
    KEY_ID 'AKIA{1}',
    SECRET '{0}',
    REGION 'eu-central-1'
);
SELECT station, avg(temp_c) FROM read_parquet('s3://weather-raw/2024/*.parquet') GROUP BY 1;
""",
    r(40, ALNUM + "+/"),
    r(16, UPPER_NUM),
)

add(
    "datahw/motherduck_token_connect",
    """import duckdb
con = duckdb.connect("md:analytics?motherduck_token={0}")
con.sql("SHOW DATABASES").show()
""",
    jwt({"session": "lea.analytics", "email": "lea@example.org", "userId": uuid4(), "iat": 1732000000}),
)

add(
    "datahw/metabase_env_db_pass",
    """$ docker inspect metabase --format '{{range .Config.Env}}{{println .}}{{end}}'
MB_DB_TYPE=postgres
MB_DB_DBNAME=metabaseappdb
MB_DB_PORT=5432
MB_DB_USER=metabase
MB_DB_PASS={0}
MB_DB_HOST=pg.lab.local
MB_SITE_URL=https://bi.lab.local
JAVA_TIMEZONE=Europe/Berlin
""",
    pw(),
)

add(
    "datahw/metabase_api_key_header",
    """$ curl -s https://metabase.acme.io/api/card/412/query/json \\
    -H 'x-api-key: {0}' -X POST | jq '.[0]'
{
  "week": "2024-11-11T00:00:00Z",
  "active_users": 10452
}
""",
    "mb_" + b64(32),
)

add(
    "datahw/superset_config_secret_key",
    """# superset_config.py
ROW_LIMIT = 5000
SUPERSET_WEBSERVER_PORT = 8088
SECRET_KEY = "{0}"
SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset@db:5432/superset"
FEATURE_FLAGS = {"DASHBOARD_RBAC": True, "ENABLE_TEMPLATE_PROCESSING": True}
""",
    b64(42),
)

add(
    "datahw/redash_env_cookie_secret",
    """# /opt/redash/env
PYTHONUNBUFFERED=0
REDASH_LOG_LEVEL=INFO
REDASH_REDIS_URL=redis://redis:6379/0
REDASH_COOKIE_SECRET={0}
REDASH_DATABASE_URL=postgresql://postgres@postgres/postgres
REDASH_MAIL_DEFAULT_SENDER=redash@example.org
""",
    r(64, HEX),
)

add(
    "datahw/grafana_datasource_basic_auth_password",
    """# provisioning/datasources/influx.yaml
apiVersion: 1
datasources:
  - name: InfluxDB-home
    type: influxdb
    access: proxy
    url: http://influx.home.arpa:8086
    database: homeassistant
    user: grafana
    basicAuth: false
    secureJsonData:
      password: {0}
    jsonData:
      httpMode: GET
""",
    leet_pw(),
)

add(
    "datahw/grafana_service_account_token",
    """#!/usr/bin/env bash
# backup-dashboards.sh
GRAFANA=https://grafana.lab.local
TOKEN={0}
for uid in $(curl -s -H "Authorization: Bearer $TOKEN" "$GRAFANA/api/search?type=dash-db" | jq -r '.[].uid'); do
  curl -s -H "Authorization: Bearer $TOKEN" "$GRAFANA/api/dashboards/uid/$uid" > "dash-$uid.json"
done
""",
    "glsa_" + r(32) + "_" + r(8, HEX),
)

add(
    "datahw/looker_ini_client_secret",
    """; looker.ini for the looker_sdk, checked into lookml-tools/ by accident
[Looker]
base_url=https://acme.cloud.looker.com
client_id=Qx7PbRz4WnVtKs9MdL2c
client_secret={0}
verify_ssl=True
timeout=120
""",
    r(24),
)

add(
    "datahw/hf_git_credential_store",
    """$ cat ~/.git-credentials
https://lea-ml:{0}@huggingface.co
$ git -C ~/models/whisper-small-de push
Enumerating objects: 7, done.
To https://huggingface.co/lea-ml/whisper-small-de
   4c9e21a..b7f0d13  main -> main
""",
    "hf_" + r(34),
)

add(
    "datahw/hf_cached_token_file",
    """(ml) lea@gpu-box:~$ ls ~/.cache/huggingface/
hub  stored_tokens  token
(ml) lea@gpu-box:~$ cat ~/.cache/huggingface/token
{0}
(ml) lea@gpu-box:~$ cat ~/.cache/huggingface/stored_tokens
[default]
hf_token = {0}
""",
    "hf_" + r(34),
)

add(
    "datahw/wandb_netrc_api_key",
    """$ cat ~/.netrc
machine api.wandb.ai
  login user
  password {0}
$ wandb status
Current Settings
{
  "base_url": "https://api.wandb.ai",
  "entity": "lea-ml",
  "project": "segformer-roads"
}
""",
    r(40, HEX),
)

add(
    "datahw/wandb_env_in_slurm_script",
    """#!/bin/bash
#SBATCH --job-name=vit-ft
#SBATCH --gres=gpu:a100:2
#SBATCH --time=12:00:00
module load cuda/12.1
source ~/venvs/vit/bin/activate
export WANDB_API_KEY={0}
export WANDB_PROJECT=vit-finetune
export WANDB_ENTITY=vision-lab
srun python train.py --config configs/vit_b16.yaml --epochs 30
""",
    r(40, HEX),
)

add(
    "datahw/mlflow_tracking_password_env",
    """# .env for the training repo
MLFLOW_TRACKING_URI=https://mlflow.lab.local
MLFLOW_TRACKING_USERNAME=trainer
MLFLOW_TRACKING_PASSWORD={0}
MLFLOW_EXPERIMENT_NAME=churn-xgb
MLFLOW_S3_ENDPOINT_URL=https://minio.lab.local:9000
""",
    words_pw(),
)

add(
    "datahw/mlflow_server_backend_store_uri",
    """$ ps -ef | grep [m]lflow
mlflow    2231     1  0 Nov18 ?        00:41:07 /opt/mlflow/venv/bin/python /opt/mlflow/venv/bin/mlflow server --backend-store-uri postgresql://mlflow:{0}@127.0.0.1:5432/mlflow --artifacts-destination s3://mlflow-artifacts --host 0.0.0.0 --port 5000
""",
    pw(),
)

add(
    "datahw/kaggle_json_key",
    """!mkdir -p ~/.kaggle
!echo '{"username":"leakoch","key":"{0}"}' > ~/.kaggle/kaggle.json
!chmod 600 ~/.kaggle/kaggle.json
!kaggle competitions download -c playground-series-s4e11
Downloading playground-series-s4e11.zip to /content
100%|██████████| 12.1M/12.1M [00:00<00:00, 86.3MB/s]
""",
    r(32, HEX),
)

add(
    "datahw/comet_config_api_key",
    """$ cat ~/.comet.config
[comet]
api_key = {0}
workspace = vision-lab
project_name = detr-finetune

[comet_logging]
hide_api_key = false
""",
    r(25),
)

add(
    "datahw/neptune_api_token_init",
    """import neptune

run = neptune.init_run(
    project="vision-lab/detr",
    api_token="{0}",
    tags=["detr", "coco-subset"],
)
run["parameters"] = {"lr": 1e-4, "batch_size": 8}
""",
    _b64url_json({"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai", "api_key": uuid4()}) + "==",
)

add(
    "datahw/pinecone_key_notebook_cell",
    """from pinecone import Pinecone, ServerlessSpec

pc = Pinecone(api_key="{0}")
if "docs-rag" not in pc.list_indexes().names():
    pc.create_index("docs-rag", dimension=1536, metric="cosine",
                    spec=ServerlessSpec(cloud="aws", region="us-east-1"))
index = pc.Index("docs-rag")
index.describe_index_stats()
""",
    "pcsk_" + r(5) + "_" + r(63),
)

add(
    "datahw/weaviate_cloud_api_key",
    """import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://rag-demo-q8x1v2.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("{0}"),
    headers={"X-Cohere-Api-Key": os.environ["COHERE_API_KEY"]},
)
print(client.is_ready())
""",
    r(40),
)

add(
    "datahw/qdrant_docker_env_api_key",
    """services:
  qdrant:
    image: qdrant/qdrant:v1.12.4
    ports: ["6333:6333", "6334:6334"]
    environment:
      QDRANT__SERVICE__API_KEY: {0}
      QDRANT__TELEMETRY_DISABLED: "true"
    volumes:
      - ./qdrant_storage:/qdrant/storage
""",
    r(48, URLSAFE),
)

add(
    "datahw/milvus_token_user_pass",
    """from pymilvus import MilvusClient

client = MilvusClient(
    uri="http://milvus.lab.local:19530",
    token="root:{0}",
    db_name="rag",
)
client.list_collections()
# ['wiki_chunks_bge_m3', 'tickets_v2']
""",
    caps_pw(),
)

add(
    "datahw/chroma_server_auth_token",
    """# chroma.env
CHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider
CHROMA_SERVER_AUTHN_CREDENTIALS={0}
CHROMA_AUTH_TOKEN_TRANSPORT_HEADER=Authorization
IS_PERSISTENT=TRUE
PERSIST_DIRECTORY=/chroma/chroma
""",
    "ck-" + r(40),
)

add(
    "datahw/llamaindex_cloud_key",
    """from llama_parse import LlamaParse

parser = LlamaParse(
    api_key="{0}",
    result_type="markdown",
    language="de",
)
docs = parser.load_data("./data/Geschaeftsbericht_2023.pdf")
print(len(docs), docs[0].text[:200])
""",
    "llx-" + r(48),
)

add(
    "datahw/langchain_anthropic_key_inline",
    """from langchain_anthropic import ChatAnthropic
from langchain_core.prompts import ChatPromptTemplate

llm = ChatAnthropic(model="claude-3-5-sonnet-latest", api_key="{0}", max_tokens=512)
prompt = ChatPromptTemplate.from_messages([("system", "You label support tickets."), ("human", "{ticket}")])
chain = prompt | llm
""",
    "sk-ant-api03-" + r(93, URLSAFE) + "AA",
)

add(
    "datahw/ray_runtime_env_vars",
    """ray.init(
    address="ray://head.ray.lab.local:10001",
    runtime_env={
        "pip": ["transformers==4.46.2", "datasets"],
        "env_vars": {
            "HF_HOME": "/mnt/cache/hf",
            "HF_TOKEN": "{0}",
            "TOKENIZERS_PARALLELISM": "false",
        },
    },
)
""",
    "hf_" + r(34),
)

add(
    "datahw/dask_gateway_password",
    """from dask_gateway import Gateway
from dask_gateway.auth import BasicAuth

gateway = Gateway(
    "https://dask.lab.local",
    auth=BasicAuth(username="lea", password="{0}"),
)
cluster = gateway.new_cluster(worker_cores=4, worker_memory=16)
cluster.scale(10)
""",
    leet_pw(),
)

add(
    "datahw/sagemaker_estimator_env_aws_secret",
    """est = HuggingFace(
    entry_point="train.py",
    source_dir="src",
    instance_type="ml.g5.2xlarge",
    instance_count=1,
    role="arn:aws:iam::381492027716:role/SageMakerExecution",
    transformers_version="4.36",
    pytorch_version="2.1",
    py_version="py310",
    environment={
        "DATA_BUCKET": "s3://acme-ml-datasets/tickets/v3",
        "AWS_ACCESS_KEY_ID": "AKIA{1}",
        "AWS_SECRET_ACCESS_KEY": "{0}",
    },
)
""",
    r(40, ALNUM + "+/"),
    r(16, UPPER_NUM),
)

add(
    "datahw/vertex_job_spec_env_key",
    """# vertex_job.yaml -- gcloud ai custom-jobs create --region=europe-west4 --config=vertex_job.yaml
workerPoolSpecs:
  - machineSpec:
      machineType: n1-standard-8
      acceleratorType: NVIDIA_TESLA_T4
      acceleratorCount: 1
    replicaCount: 1
    containerSpec:
      imageUri: europe-west4-docker.pkg.dev/acme-ml/train/ranker:2024-11-18
      env:
        - name: WANDB_API_KEY
          value: {0}
        - name: DATASET
          value: gs://acme-ml-data/ranker/v7
""",
    r(40, HEX),
)

add(
    "datahw/label_studio_token_sdk",
    """from label_studio_sdk import Client

ls = Client(url="http://labelstudio.lab.local:8080", api_key="{0}")
project = ls.get_project(14)
tasks = project.get_labeled_tasks()
print(len(tasks), "labeled of", len(project.get_tasks()))
""",
    r(40, HEX),
)

add(
    "datahw/argilla_api_key_env",
    """(venv) $ export ARGILLA_API_URL=https://argilla.lab.local
(venv) $ export ARGILLA_API_KEY={0}
(venv) $ python push_feedback.py --dataset support-intents
pushed 1,204 records to workspace 'annotators'
""",
    r(40, URLSAFE),
)

add(
    "datahw/ipynb_output_prints_key",
    r"""   {
   "cell_type": "code",
   "execution_count": 7,
   "id": "a91b0f33",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "endpoint: https://api.cohere.com\n",
      "model: embed-multilingual-v3.0\n",
      "key: {0}\n"
     ]
    }
   ],
   "source": [
    "print('endpoint:', co_cfg['endpoint'])\n",
    "print('model:', co_cfg['model'])\n",
    "print('key:', co_cfg['key'])"
   ]
  },""",
    r(40),
)

add(
    "datahw/snowsql_config_password",
    """$ cat ~/.snowsql/config
[connections]
accountname = xy12345.eu-central-1
username = LEA_KOCH
password = {0}
dbname = ANALYTICS
warehousename = ADHOC_XS
rolename = ANALYST

[options]
log_level = DEBUG
""",
    caps_pw(),
)

add(
    "datahw/together_key_litellm_yaml",
    """# litellm proxy config.yaml
model_list:
  - model_name: llama-70b
    litellm_params:
      model: together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo
      api_key: {0}
  - model_name: embed
    litellm_params:
      model: openai/text-embedding-3-small
      api_key: os.environ/OPENAI_API_KEY
general_settings:
  master_key: os.environ/LITELLM_MASTER_KEY
""",
    r(64, HEX),
)

add(
    "datahw/chat_german_warehouse_password",
    """Lea (09:41): Kannst du das Notebook nochmal laufen lassen? Ich hab das Passwort vom Snowflake-User DBT_DEV geändert, neues Passwort ist {0} – bitte nicht ins Repo committen 🙏
Tom (09:43): ok, läuft. dauert ~10 min wegen dem Backfill
""",
    words_pw(),
)

# ---------------------------------------------------------------- hardware and home lab
add(
    "datahw/esphome_wifi_password",
    """esphome:
  name: greenhouse-sensor
  friendly_name: Greenhouse

esp32:
  board: esp32dev

wifi:
  ssid: "Gartenhaus_IoT"
  password: "{0}"
  ap:
    ssid: "Greenhouse Fallback"
    password: !secret fallback_ap_password

sensor:
  - platform: dht
    pin: GPIO4
    temperature:
      name: "Greenhouse Temperature"
""",
    words_pw(),
)

add(
    "datahw/esphome_api_encryption_key",
    """api:
  encryption:
    key: "{0}"

ota:
  - platform: esphome
    password: !secret ota_password

logger:
  level: INFO
""",
    b64(32),
)

add(
    "datahw/esphome_ota_password_compile_log",
    """INFO ESPHome 2024.11.1
INFO Reading configuration garage-door.yaml...
INFO Starting log output from 192.168.20.41 using esphome API
INFO Successfully connected to garage-door @ 192.168.20.41 in 0.031s
INFO Uploading .esphome/build/garage-door/.pioenvs/garage-door/firmware.bin (912384 bytes)
INFO Connecting to 192.168.20.41 port 3232...
DEBUG ota: authenticating with password '{0}'
INFO Connected to 192.168.20.41
INFO OTA successful
""",
    r(32, HEX),
)

add(
    "datahw/arduino_secrets_h",
    """// arduino_secrets.h
#define SECRET_SSID "FRITZ!Box 7590 KL"
#define SECRET_PASS "{0}"
#define SECRET_MQTT_USER "weatherstation"
#define SECRET_MQTT_PASS "{1}"
""",
    r(20, DIGITS),
    pw(),
)

add(
    "datahw/arduino_sketch_mqtt_password",
    """#include <WiFi.h>
#include <PubSubClient.h>

const char* ssid = "HomeLab-2G";
const char* password = "{0}";
const char* mqtt_server = "192.168.1.50";

WiFiClient espClient;
PubSubClient client(espClient);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); Serial.print("."); }
  client.setServer(mqtt_server, 1883);
}
""",
    caps_pw(),
)

add(
    "datahw/platformio_upload_auth",
    """; platformio.ini
[env:d1_mini]
platform = espressif8266
board = d1_mini
framework = arduino
monitor_speed = 115200
upload_protocol = espota
upload_port = 192.168.1.77
upload_flags =
    --port=8266
    --auth={0}
lib_deps =
    knolleary/PubSubClient@^2.8
""",
    leet_pw(),
)

add(
    "datahw/home_assistant_secrets_yaml",
    """# /config/secrets.yaml
latitude_home: 52.5163
longitude_home: 13.3777
http_base_url: https://ha.home.arpa
influxdb_password: {0}
mqtt_username: homeassistant
fallback_ap_password: {1}
""",
    pw(),
    words_pw(),
)

add(
    "datahw/home_assistant_long_lived_token",
    """$ curl -s -H "Authorization: Bearer {0}" \\
    -H "Content-Type: application/json" \\
    http://homeassistant.local:8123/api/states/sensor.living_room_temperature | jq .state
"21.4"
""",
    jwt({"iss": r(32, HEX), "iat": 1731900000, "exp": 2047260000}),
)

add(
    "datahw/home_assistant_configuration_inline_password",
    """# configuration.yaml
homeassistant:
  name: Zuhause
  unit_system: metric

recorder:
  db_url: mysql://hass:{0}@core-mariadb/homeassistant?charset=utf8mb4
  purge_keep_days: 14

influxdb:
  host: a0d7b954-influxdb
  username: homeassistant
  password: !secret influxdb_password
""",
    pw(),
)

add(
    "datahw/tasmota_backlog_mqtt_password",
    """# Tasmota console, Sonoff S31 "Waschmaschine"
Backlog MqttHost 192.168.1.50; MqttPort 1883; MqttUser tasmota; MqttPassword {0}; Topic waschmaschine; FullTopic %prefix%/%topic%/
12:01:44.102 CMD: Backlog MqttHost 192.168.1.50; MqttPort 1883; MqttUser tasmota
12:01:44.350 RSL: RESULT = {"MqttHost":"192.168.1.50"}
12:01:44.601 RSL: RESULT = {"MqttPort":1883}
12:01:44.852 RSL: RESULT = {"MqttUser":"tasmota"}
""",
    words_pw(),
)

add(
    "datahw/octoprint_api_key_curl",
    """pi@octopi:~ $ curl -s -H "X-Api-Key: {0}" http://localhost/api/job | jq '.job.file.name, .progress.completion'
"benchy_0.2mm_PLA_MK3S_1h12m.gcode"
37.48210716247559
""",
    r(32, UPPER_HEX),
)

add(
    "datahw/octoprint_config_yaml_app_key",
    """# ~/.octoprint/config.yaml (excerpt)
api:
  key: {0}
plugins:
  _disabled: []
  softwareupdate:
    _config_version: 9
serial:
  port: /dev/ttyACM0
  baudrate: 115200
webcam:
  stream: /webcam/?action=stream
""",
    r(32, UPPER_NUM),
)

add(
    "datahw/nodered_flows_mqtt_broker_credentials",
    """[
    {
        "id": "a1f3c2b9d4e5f607",
        "type": "mqtt-broker",
        "name": "mosquitto",
        "broker": "192.168.1.50",
        "port": "1883",
        "clientid": "nodered",
        "usetls": false,
        "protocolVersion": "4",
        "credentials": {
            "user": "nodered",
            "password": "{0}"
        }
    }
]
""",
    pw(),
)

add(
    "datahw/nodered_settings_credential_secret",
    """// ~/.node-red/settings.js
module.exports = {
    flowFile: 'flows.json',
    credentialSecret: "{0}",
    uiPort: process.env.PORT || 1880,
    adminAuth: {
        type: "credentials",
        users: [{ username: "admin", password: "$2b$08$PubLicHashPlaceh0lderXXe7cD8sQh1mV0aQ2zY9xW3uT6rS5pO4", permissions: "*" }]
    },
}
""",
    r(32),
)

add(
    "datahw/mosquitto_pub_password",
    """$ mosquitto_pub -h 192.168.1.50 -p 1883 -u sensors -P '{0}' -t 'home/garden/soil' -m '{"moisture": 41, "battery": 3.71}'
$ mosquitto_sub -h 192.168.1.50 -u sensors -P '{0}' -t 'home/#' -C 1 -v
home/garden/soil {"moisture": 41, "battery": 3.71}
""",
    caps_pw(),
)

add(
    "datahw/zigbee2mqtt_network_key",
    """# zigbee2mqtt/configuration.yaml
homeassistant: true
permit_join: false
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://localhost
serial:
  port: /dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus-if00-port0
advanced:
  pan_id: 6754
  ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]
  network_key: [{0}]
  channel: 15
frontend:
  port: 8080
""",
    ", ".join(str(_rng.randrange(256)) for _ in range(16)),
)

add(
    "datahw/ttn_appkey_lmic_sketch",
    """// LoRaWAN node (TTGO T-Beam), OTAA with The Things Network
static const u1_t PROGMEM APPEUI[8] = { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 };
void os_getArtEui (u1_t* buf) { memcpy_P(buf, APPEUI, 8); }

static const u1_t PROGMEM DEVEUI[8] = { 0x7B, 0x3A, 0x05, 0xD0, 0x7E, 0xD5, 0xB3, 0x70 };
void os_getDevEui (u1_t* buf) { memcpy_P(buf, DEVEUI, 8); }

// AppKey, MSB first
static const u1_t PROGMEM APPKEY[16] = { {0} };
void os_getDevKey (u1_t* buf) { memcpy_P(buf, APPKEY, 16); }
""",
    ", ".join("0x" + r(2, UPPER_HEX) for _ in range(16)),
)

add(
    "datahw/ttn_cli_device_appkey",
    """$ ttn-lw-cli end-devices create soil-sensors soil-07 \\
    --dev-eui 70B3D57ED0068A1F --join-eui 0000000000000000 \\
    --frequency-plan-id EU_863_870_TTN --lorawan-version 1.0.3 \\
    --lorawan-phy-version PHY_V1_0_3_REV_A \\
    --root-keys.app-key.key {0}
{
  "ids": {
    "device_id": "soil-07",
    "application_ids": {"application_id": "soil-sensors"},
    "dev_eui": "70B3D57ED0068A1F",
    "join_eui": "0000000000000000"
  },
  "created_at": "2024-11-18T19:02:11.412Z"
}
""",
    r(32, UPPER_HEX),
)

add(
    "datahw/chirpstack_api_token",
    """# chirpstack-export.py
import grpc
from chirpstack_api import api

channel = grpc.insecure_channel("chirpstack.lab.local:8080")
client = api.DeviceServiceStub(channel)
auth_token = [("authorization", "Bearer {0}")]
resp = client.List(api.ListDevicesRequest(application_id="c4a3b1e2-0000-4000-8000-00000000a1b2", limit=100), metadata=auth_token)
""",
    jwt({"aud": "chirpstack", "iss": "chirpstack", "sub": uuid4(), "typ": "key"}),
)

add(
    "datahw/proxmox_api_token_terraform",
    """provider "proxmox" {
  pm_api_url          = "https://pve01.lab.local:8006/api2/json"
  pm_api_token_id     = "terraform@pve!tf-lab"
  pm_api_token_secret = "{0}"
  pm_tls_insecure     = true
}

resource "proxmox_vm_qemu" "k3s_worker" {
  count       = 3
  name        = "k3s-w${count.index + 1}"
  target_node = "pve01"
  clone       = "debian-12-cloudinit"
}
""",
    uuid4(),
)

add(
    "datahw/proxmox_pvesh_header",
    """root@ansible:~# curl -sk -H 'Authorization: PVEAPIToken=root@pam!monitoring={0}' \\
    https://pve01.lab.local:8006/api2/json/nodes/pve01/status | jq '.data.cpuinfo.model, .data.memory.used'
"AMD Ryzen 7 5700G with Radeon Graphics"
23461928960
""",
    uuid4(),
)

add(
    "datahw/truenas_api_key_script",
    """#!/usr/bin/env python3
# snapshot-report.py -- cron on the backup pi
import requests

TRUENAS = "https://truenas.lab.local"
API_KEY = "{0}"
snaps = requests.get(f"{TRUENAS}/api/v2.0/zfs/snapshot",
                     headers={"Authorization": f"Bearer {API_KEY}"}, verify=False).json()
print(len(snaps), "snapshots on tank")
""",
    "1-" + r(64),
)

add(
    "datahw/pihole_webpassword_compose",
    """services:
  pihole:
    container_name: pihole
    image: pihole/pihole:2024.07.0
    ports:
      - "53:53/tcp"
      - "53:53/udp"
      - "8081:80/tcp"
    environment:
      TZ: Europe/Berlin
      WEBPASSWORD: "{0}"
      FTLCONF_LOCAL_IPV4: 192.168.1.2
    volumes:
      - ./etc-pihole:/etc/pihole
    restart: unless-stopped
""",
    leet_pw(),
)

add(
    "datahw/pihole_api_auth_query",
    """pi@pihole:~ $ curl -s "http://pi.hole/admin/api.php?summaryRaw&auth={0}" | jq '.dns_queries_today, .ads_percentage_today'
48211
18.734
""",
    r(64, HEX),
)

add(
    "datahw/unifi_controller_login",
    """$ curl -sk -c /tmp/unifi.cookie -H 'Content-Type: application/json' \\
    -d '{"username":"admin","password":"{0}"}' \\
    https://192.168.1.1/api/auth/login | jq .username
"admin"
$ curl -sk -b /tmp/unifi.cookie https://192.168.1.1/proxy/network/api/s/default/stat/sta | jq '.data | length'
37
""",
    caps_pw(),
)

add(
    "datahw/openwrt_wireless_key",
    """root@OpenWrt:~# cat /etc/config/wireless
config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/18000000.wifi'
	option channel '36'
	option band '5g'
	option htmode 'HE80'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'Kellerbande'
	option encryption 'sae-mixed'
	option key '{0}'
""",
    words_pw(),
)

add(
    "datahw/openwrt_uci_show_pppoe",
    """root@OpenWrt:~# uci show network.wan
network.wan=interface
network.wan.device='wan'
network.wan.proto='pppoe'
network.wan.username='h1294823781@t-online-ftth.de'
network.wan.password='{0}'
network.wan.ipv6='auto'
""",
    r(8, DIGITS),
)

add(
    "datahw/wireguard_peer_preshared_key",
    """[Interface]
Address = 10.8.0.2/32
PrivateKey = {0}
DNS = 10.8.0.1

[Peer]
PublicKey = 1cL6sF3qYbA9wZ0r7Xh2Tg4Vn8Pk5Md1Je6Ru3Oi0E=
PresharedKey = {1}
Endpoint = home.example.net:51820
AllowedIPs = 192.168.1.0/24, 10.8.0.0/24
PersistentKeepalive = 25
""",
    b64(32),
    b64(32),
)

add(
    "datahw/tailscale_authkey_cloud_init",
    """#cloud-config
package_update: true
packages: [curl]
runcmd:
  - curl -fsSL https://tailscale.com/install.sh | sh
  - tailscale up --authkey={0} --advertise-tags=tag:homelab --ssh --hostname=nas-offsite
""",
    "tskey-auth-" + r(17) + "CNTRL-" + r(33),
)

add(
    "datahw/restic_repository_password",
    """# /etc/restic/b2.env  (sourced by restic-backup.service)
RESTIC_REPOSITORY=b2:homelab-backups:/nas
RESTIC_PASSWORD={0}
B2_ACCOUNT_ID=0024a91f2e3c7d60000000003
B2_ACCOUNT_KEY={1}
RESTIC_CACHE_DIR=/var/cache/restic
""",
    words_pw() + "-" + _rng.choice(WORDS),
    "K002" + r(27),
)

add(
    "datahw/borg_passphrase_cron",
    """# crontab -l (root@nas)
MAILTO=lea@example.org
BORG_REPO=ssh://borg@storagebox.your-storagebox.de:23/./nas
BORG_PASSPHRASE='{0}'
15 3 * * * /usr/local/bin/borg create --stats --compression zstd ::'{hostname}-{now}' /srv/data 2>&1 | logger -t borg
""",
    caps_pw() + " " + _rng.choice(WORDS),
)

add(
    "datahw/rclone_webdav_pass_plain",
    """$ rclone config show nextcloud
[nextcloud]
type = webdav
url = https://cloud.home.arpa/remote.php/dav/files/lea/
vendor = nextcloud
user = lea
pass = {0}
""",
    b64url(40),
)

add(
    "datahw/frigate_rtsp_camera_url",
    """# frigate/config.yml
mqtt:
  host: 192.168.1.50
cameras:
  einfahrt:
    ffmpeg:
      inputs:
        - path: rtsp://admin:{0}@192.168.30.11:554/cam/realmonitor?channel=1&subtype=0
          roles: [record]
        - path: rtsp://admin:{0}@192.168.30.11:554/cam/realmonitor?channel=1&subtype=1
          roles: [detect]
    detect:
      width: 640
      height: 360
""",
    pw(),
)

add(
    "datahw/ffprobe_rtsp_userinfo",
    """$ ffprobe -hide_banner "rtsp://viewer:{0}@192.168.30.14:554/Streaming/Channels/101"
Input #0, rtsp, from 'rtsp://viewer:{0}@192.168.30.14:554/Streaming/Channels/101':
  Metadata:
    title           : Media Presentation
  Duration: N/A, start: 0.080000, bitrate: N/A
  Stream #0:0: Video: h264 (Main), yuvj420p(pc, bt709, progressive), 2688x1520, 20 fps, 20 tbr, 90k tbn
""",
    leet_pw(),
)

add(
    "datahw/printer_admin_password_host_vars",
    """# ansible host_vars/brother-hl-l2350.yml
printer_ip: 192.168.1.31
printer_admin_user: admin
printer_admin_password: {0}
snmp_community: public
""",
    r(8, UPPER_NUM),
)

add(
    "datahw/synology_dsm_api_login",
    """GET /webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login&account=backup&passwd={0}&session=FileStation&format=sid HTTP/1.1
Host: diskstation.lab.local:5001
User-Agent: python-requests/2.32.3

HTTP/1.1 200 OK
{"data":{"did":"","sid":"PubS1dWillBeReplacedx"},"success":true}
""",
    pw(),
)

add(
    "datahw/influxdb2_token_telegraf",
    """# /etc/telegraf/telegraf.conf (excerpt)
[[outputs.influxdb_v2]]
  urls = ["http://influx.home.arpa:8086"]
  token = "{0}"
  organization = "home"
  bucket = "telegraf"

[[inputs.mqtt_consumer]]
  servers = ["tcp://192.168.1.50:1883"]
  topics = ["shellies/+/relay/0/power"]
""",
    b64(64).replace("+", "-").replace("/", "_"),
)

add(
    "datahw/shelly_http_auth_digest",
    """$ curl -s --digest -u admin:{0} http://192.168.1.66/rpc/Switch.GetStatus?id=0
{"id":0, "source":"HTTP_in", "output":true, "apower":412.6, "voltage":231.2, "current":1.812, "aenergy":{"total":5119.402}, "temperature":{"tC":44.1}}
""",
    words_pw(),
)

add(
    "datahw/homebridge_ring_refresh_token",
    """{
    "bridge": {
        "name": "Homebridge 3C71",
        "username": "0E:4D:2A:9B:3C:71",
        "port": 51204,
        "pin": "031-45-154"
    },
    "platforms": [
        {
            "platform": "Ring",
            "refreshToken": "{0}",
            "hideAlarmSirenSwitch": true
        }
    ]
}
""",
    b64url(160),
)

add(
    "datahw/chat_chinese_nas_password",
    """[群聊 家庭实验室]
阿明 21:14: NAS 的管理员密码我改了，新的是 {0}，你们先别登录，我在跑 scrub
小王 21:15: 收到，快照任务要不要先停？
阿明 21:16: 不用，scrub 跑完我再说
""",
    caps_pw(),
)

add(
    "datahw/chat_english_wifi_guest",
    """> **lea** · today 18:02
> guest wifi for the maker meetup on saturday: SSID `Werkstatt-Gast`, password `{0}`. I'll rotate it sunday.
> **tom** · today 18:04
> 👍 printing it on the sign
""",
    words_pw(),
)

add(
    "datahw/mqtt_explorer_connection_json",
    """{
  "connections": {
    "home": {
      "id": "home",
      "host": "mqtt.home.arpa",
      "port": 8883,
      "protocol": "mqtts",
      "username": "lea",
      "password": "{0}",
      "certValidation": true,
      "subscriptions": [{"topic": "#", "qos": 0}, {"topic": "$SYS/#", "qos": 0}]
    }
  }
}
""",
    pw(),
)

add(
    "datahw/esp_idf_sdkconfig_wifi",
    """# sdkconfig (excerpt), esp-idf 5.2, components/app_config
CONFIG_ESP_WIFI_SSID="Labor-2G"
CONFIG_ESP_WIFI_PASSWORD="{0}"
CONFIG_ESP_MAXIMUM_RETRY=5
CONFIG_ESP_WIFI_AUTH_WPA2_PSK=y
CONFIG_BROKER_URL="mqtt://192.168.1.50"
""",
    leet_pw(),
)

add(
    "datahw/kodi_advancedsettings_mysql",
    """<advancedsettings version="1.0">
  <videodatabase>
    <type>mysql</type>
    <host>192.168.1.10</host>
    <port>3306</port>
    <user>kodi</user>
    <pass>{0}</pass>
  </videodatabase>
</advancedsettings>
""",
    words_pw(),
)

add(
    "datahw/traccar_xml_database_password",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://localhost/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'>{0}</entry>
</properties>
""",
    pw(),
)

add(
    "datahw/vaultwarden_admin_token_env",
    """# vaultwarden/.env
DOMAIN=https://vault.home.arpa
SIGNUPS_ALLOWED=false
ADMIN_TOKEN={0}
WEBSOCKET_ENABLED=true
""",
    b64(48),
)

add_split(
    "datahw/wifi_password_two_messages",
    """[Signal · Familie]
Mama, 19:02: Wie war nochmal das WLAN-Passwort im Ferienhaus? Der Router ist ein Speedport.
Jonas, 19:05: erste Hälfte: {0}
Jonas, 19:05: zweite Hälfte: {1}
Mama, 19:07: Danke, geht! 😊
""",
    r(10, DIGITS),
    r(10, DIGITS),
)

add_split(
    "datahw/ipynb_source_split_key",
    r"""  {
   "cell_type": "code",
   "execution_count": null,
   "id": "3f0b9c21",
   "metadata": {},
   "outputs": [],
   "source": [
    "# key split so the linter stops flagging it\n",
    "part_a = \"{0}\"\n",
    "part_b = \"{1}\"\n",
    "os.environ[\"GROQ_API_KEY\"] = part_a + part_b\n"
   ]
  }""",
    "gsk_" + r(24),
    r(28),
)


# ============================================================ look-alikes
# ---------------------------------------------------------------- data and ML
la(
    r"""{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 1,
   "id": "{0}",
   "metadata": {},
   "outputs": [],
   "source": [
    "import os\n",
    "from huggingface_hub import login\n",
    "login(token=os.environ[\"HF_TOKEN\"])"
   ]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}""",
    uuid4(),
)

la(
    r"""  {
   "cell_type": "code",
   "execution_count": 12,
   "id": "{0}",
   "metadata": {},
   "outputs": [
    {
     "data": {
      "image/png": "iVBORw0KGgoAAAANSUhEUgAAAoAAAAHgCAYAAAA10dzkAAAAOXRFWHRTb2Z0d2FyZQBNYXRwbG90bGliIHZlcnNpb24zLjguMCwgaHR0cHM6Ly9tYXRwbG90bGliLm9yZy8{1}",
      "text/plain": [
       "<Figure size 640x480 with 1 Axes>"
      ]
     },
     "metadata": {},
     "output_type": "display_data"
    }
   ],
   "source": [
    "plt.plot(history['val_loss'])\n",
    "plt.title('validation loss')"
   ]
  }""",
    r(8, HEX),
    b64(180),
)

la(
    """In [5]: tok = AutoTokenizer.from_pretrained("bert-base-german-cased")
In [6]: enc = tok("Das Passwort muss mindestens zwölf Zeichen haben.")
In [7]: enc["input_ids"]
Out[7]: [3, 295, 10432, 1498, 4176, 26901, 7285, 2133, 26914, 4]
In [8]: tok.convert_ids_to_tokens(enc["input_ids"])
Out[8]: ['[CLS]', 'Das', 'Pass', '##wort', 'muss', 'mindestens', 'zwölf', 'Zeichen', 'haben', '.', '[SEP]']
""",
)

la(
    """>>> emb = model.encode(["reset my password", "rotate the api key"], normalize_embeddings=True)
>>> emb.shape
(2, 384)
>>> emb[0][:8]
array([-0.04127381,  0.0291457 , -0.06652174,  0.01533009,  0.08214471,
       -0.02277902,  0.05127638, -0.00943116], dtype=float32)
>>> float(emb[0] @ emb[1])
0.4381877
""",
)

la(
    """Epoch 3/10
step 1200/3125  loss=1.8421  lr=2.97e-05  tokens/s=48211  grad_norm=0.913
step 1300/3125  loss=1.8107  lr=2.95e-05  tokens/s=48390  grad_norm=0.877
step 1400/3125  loss=1.7968  lr=2.93e-05  tokens/s=48102  grad_norm=0.902
[eval] perplexity=5.93  max_new_tokens=256  total_tokens_seen=1,843,200,000
checkpoint saved: runs/llama-tiny-de/ckpt-0014000 (sha256 {0})
""",
    r(64, HEX),
)

la(
    """jaffle_shop:
  target: dev
  outputs:
    dev:
      type: postgres
      host: "{{ env_var('DBT_HOST') }}"
      user: "{{ env_var('DBT_USER') }}"
      password: "{{ env_var('DBT_PASSWORD') }}"
      port: 5432
      dbname: jaffle
      schema: "dbt_{{ env_var('USER') }}"
      threads: 4
""",
)

la(
    """snowflake_marts:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: ab67812.west-europe.azure
      user: DBT_PROD
      authenticator: snowflake_jwt
      private_key_path: /run/secrets/dbt_rsa_key.p8
      private_key_passphrase: "{{ env_var('DBT_KEY_PASSPHRASE') }}"
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORMING_M
      schema: MARTS
""",
)

la(
    """$ dbt run --select marts.finance
15:22:03  Running with dbt=1.8.3
15:22:04  Registered adapter: bigquery=1.8.2
15:22:05  Found 142 models, 388 data tests, 21 sources, 911 macros
15:22:06  Concurrency: 8 threads (target='prod')
15:22:09  1 of 4 START sql table model finance.fct_invoices .......... [RUN]
15:22:17  1 of 4 OK created sql table model finance.fct_invoices ..... [CREATE TABLE (1.2m rows, 412.3 MiB processed) in 8.11s]
15:22:31  Finished running 4 table models in 0 hours 0 minutes and 25.92 seconds (25.92s).
15:22:31  Completed successfully
15:22:31  invocation_id: {0}
""",
    uuid4(),
)

la(
    """# docker-compose.override.yml (local Airflow)
services:
  airflow-scheduler:
    environment:
      AIRFLOW__CORE__LOAD_EXAMPLES: "false"
      AIRFLOW_CONN_WAREHOUSE_PG: ${AIRFLOW_CONN_WAREHOUSE_PG}
      AIRFLOW_CONN_S3_RAW: "aws://?region_name=eu-central-1"
      AIRFLOW__SECRETS__BACKEND: airflow.providers.hashicorp.secrets.vault.VaultBackend
      AIRFLOW__SECRETS__BACKEND_KWARGS: '{"connections_path": "airflow/connections", "url": "https://vault.lab.local:8200"}'
""",
)

la(
    """$ airflow connections get clickhouse_default -o yaml
clickhouse_default:
  conn_type: generic
  description: ClickHouse for event rollups
  extra: '{"secure": true}'
  get_uri: generic://rollup_writer:***@ch.events.internal:9440/events?secure=true
  host: ch.events.internal
  is_encrypted: true
  login: rollup_writer
  password: '***'
  port: 9440
  schema: events
""",
)

la(
    """[2024-11-19, 03:00:12 UTC] {taskinstance.py:2612} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: nightly_rollup.load_events scheduled__2024-11-18T03:00:00+00:00 [queued]>
[2024-11-19, 03:00:12 UTC] {taskinstance.py:2865} INFO - Starting attempt 1 of 3
[2024-11-19, 03:00:13 UTC] {base.py:84} INFO - Retrieving connection 'clickhouse_default'
[2024-11-19, 03:00:41 UTC] {python.py:240} INFO - Done. Returned value was: 1842377
[2024-11-19, 03:00:41 UTC] {taskinstance.py:1205} INFO - Marking task as SUCCESS. dag_id=nightly_rollup, task_id=load_events, run_id=scheduled__2024-11-18T03:00:00+00:00, execution_date=20241118T030000
""",
)

la(
    """# spark-defaults.conf on the notebook image
spark.master                              k8s://https://kubernetes.default.svc
spark.executor.instances                  6
spark.hadoop.fs.s3a.endpoint              https://minio.lab.local:9000
spark.hadoop.fs.s3a.aws.credentials.provider  com.amazonaws.auth.WebIdentityTokenCredentialsProvider
spark.hadoop.fs.s3a.path.style.access     true
spark.sql.catalog.lake                    org.apache.iceberg.spark.SparkCatalog
spark.sql.catalog.lake.warehouse          s3a://lake/warehouse
""",
)

la(
    """24/11/19 08:14:02 INFO DAGScheduler: Job 7 finished: save at NativeMethodAccessorImpl.java:0, took 41.218374 s
24/11/19 08:14:02 INFO FileFormatWriter: Write Job {0} committed. Elapsed time: 41201 ms.
24/11/19 08:14:02 INFO FileFormatWriter: Finished processing stats for write job {0}.
24/11/19 08:14:03 INFO BlockManagerInfo: Removed broadcast_12_piece0 on 10.139.64.11:41237 in memory (size: 38.4 KiB, free: 8.4 GiB)
24/11/19 08:14:03 INFO SparkContext: Spark application app-20241119081255-0000 finished
""",
    uuid4(),
)

la(
    """$ cat ~/.databrickscfg
[DEFAULT]
host      = https://adb-4411273901826652.12.azuredatabricks.net
auth_type = databricks-cli

[staging]
host      = https://adb-7720991837455121.1.azuredatabricks.net
auth_type = azure-cli
""",
)

la(
    """$ databricks clusters get 1119-081255-q8x1v2ab | jq '{cluster_id, cluster_name, spark_version, node_type_id, state}'
{
  "cluster_id": "1119-081255-q8x1v2ab",
  "cluster_name": "lea-ml-runtime",
  "spark_version": "15.4.x-gpu-ml-scala2.12",
  "node_type_id": "Standard_NC4as_T4_v3",
  "state": "RUNNING"
}
""",
)

la(
    """{
  "type": "service_account",
  "project_id": "acme-analytics-prod",
  "private_key_id": "<redacted>",
  "private_key": "<redacted>",
  "client_email": "bq-loader@acme-analytics-prod.iam.gserviceaccount.com",
  "client_id": "104981223874650918273",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
)

la(
    """$ bq show --format=prettyjson acme-analytics-prod:marts.fct_orders | jq '{id, numRows, numBytes, etag, lastModifiedTime}'
{
  "id": "acme-analytics-prod:marts.fct_orders",
  "numRows": "48211903",
  "numBytes": "9412231874",
  "etag": "{0}",
  "lastModifiedTime": "1731999612044"
}
""",
    b64(16),
)

la(
    """conn = redshift_connector.connect(
    iam=True,
    cluster_identifier="analytics",
    database="prod",
    db_user="bi_reader",
    region="us-east-2",
    profile="analytics-ro",
)
""",
)

la(
    """lea@ws-07:~$ clickhouse-client --host ch-01.lab.local --secure --user analyst --ask-password
Password for user (analyst): 
Connecting to ch-01.lab.local:9440 as user analyst.
Connected to ClickHouse server version 24.8.4.
ch-01 :) SELECT cityHash64('user-4412') AS h, sipHash64('user-4412') AS s;
┌───────────────────h─┬────────────────────s─┐
│ 9471286634104817293 │ 12894102947751022345 │
└─────────────────────┴──────────────────────┘
""",
)

la(
    """D CREATE SECRET lake_s3 (TYPE s3, PROVIDER credential_chain, CHAIN 'env;config', REGION 'eu-central-1');
D SELECT name, type, provider, scope FROM duckdb_secrets();
┌─────────┬─────────┬──────────────────┬──────────┐
│  name   │  type   │     provider     │  scope   │
├─────────┼─────────┼──────────────────┼──────────┤
│ lake_s3 │ s3      │ credential_chain │ [s3://]  │
└─────────┴─────────┴──────────────────┴──────────┘
""",
)

la(
    """D SELECT md5(string_agg(id::VARCHAR, ',' ORDER BY id)) AS fingerprint, count(*) FROM 'data/users.parquet';
┌──────────────────────────────────┬──────────────┐
│           fingerprint            │ count_star() │
├──────────────────────────────────┼──────────────┤
│ {0} │       204113 │
└──────────────────────────────────┴──────────────┘
""",
    r(32, HEX),
)

la(
    """MB_DB_TYPE=postgres
MB_DB_DBNAME=metabaseappdb
MB_DB_PORT=5432
MB_DB_USER=metabase
MB_DB_PASS_FILE=/run/secrets/metabase_db_pass
MB_DB_HOST=pg.lab.local
MB_SITE_URL=https://bi.lab.local
""",
)

la(
    """# superset_config.py
import os
ROW_LIMIT = 5000
SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
SQLALCHEMY_DATABASE_URI = os.environ["SUPERSET_DB_URI"]
# generate with: openssl rand -base64 42
""",
)

la(
    """apiVersion: 1
datasources:
  - name: InfluxDB-home
    type: influxdb
    access: proxy
    url: http://influx.home.arpa:8086
    user: grafana
    secureJsonData:
      password: $INFLUX_GRAFANA_PASSWORD
  - name: Loki
    type: loki
    uid: P8E80F9AEF21F6940
    url: http://loki:3100
""",
)

la(
    """$ curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" https://grafana.lab.local/api/dashboards/uid/{0} | jq '.meta | {slug, version, updated}'
{
  "slug": "zigbee-battery-levels",
  "version": 27,
  "updated": "2024-11-18T21:04:55+01:00"
}
""",
    r(14, LOWER_NUM),
)

la(
    """; looker.ini template -- copy to looker.ini and fill in from 1Password ("Looker API3 (lookml-tools)")
[Looker]
base_url=https://acme.cloud.looker.com
client_id=<your client id>
client_secret=<your client secret>
verify_ssl=True
""",
)

la(
    """$ huggingface-cli whoami
lea-ml
orgs:  vision-lab,acme-research
$ huggingface-cli download BAAI/bge-m3 --include "*.safetensors"
model.safetensors: 100%|██████████| 2.27G/2.27G [00:41<00:00, 55.1MB/s]
/home/lea/.cache/huggingface/hub/models--BAAI--bge-m3/snapshots/{0}
""",
    sha(),
)

la(
    """$ sha256sum checkpoints/*.safetensors
{0}  checkpoints/model-00001-of-00002.safetensors
{1}  checkpoints/model-00002-of-00002.safetensors
$ git lfs ls-files | head -2
{2} * model-00001-of-00002.safetensors
{3} * model-00002-of-00002.safetensors
""",
    r(64, HEX),
    r(64, HEX),
    r(10, HEX),
    r(10, HEX),
)

la(
    """wandb: Currently logged in as: lea-ml (vision-lab). Use `wandb login --relogin` to force relogin
wandb: Tracking run with wandb version 0.18.7
wandb: Run data is saved locally in /scratch/lea/wandb/run-20241119_081255-{0}
wandb: Syncing run vit-b16-lr3e-5
wandb: ⭐️ View project at https://wandb.ai/vision-lab/vit-finetune
wandb: 🚀 View run at https://wandb.ai/vision-lab/vit-finetune/runs/{0}
""",
    r(8, LOWER_NUM),
)

la(
    """#!/bin/bash
#SBATCH --job-name=vit-ft
#SBATCH --gres=gpu:a100:2
source ~/venvs/vit/bin/activate
# WANDB_API_KEY comes from ~/.netrc (wandb login once on the login node)
export WANDB_PROJECT=vit-finetune
export WANDB_ENTITY=vision-lab
export WANDB_RUN_GROUP=sweep-{0}
srun python train.py --config configs/vit_b16.yaml
""",
    r(8, LOWER_NUM),
)

la(
    """$ mlflow runs describe --run-id {0} | jq '.info | {run_id, experiment_id, status, artifact_uri}'
{
  "run_id": "{0}",
  "experiment_id": "417",
  "status": "FINISHED",
  "artifact_uri": "s3://mlflow-artifacts/417/{0}/artifacts"
}
""",
    r(32, HEX),
)

la(
    """MLFLOW_TRACKING_URI=https://mlflow.lab.local
MLFLOW_TRACKING_USERNAME=trainer
MLFLOW_TRACKING_PASSWORD=
MLFLOW_EXPERIMENT_NAME=churn-xgb
# password: ask in #ml-infra, it lives in Vault under kv/ml/mlflow
""",
)

la(
    """!pip -q install kaggle
from google.colab import userdata
import os, json
os.makedirs("/root/.kaggle", exist_ok=True)
json.dump({"username": userdata.get("KAGGLE_USERNAME"), "key": userdata.get("KAGGLE_KEY")}, open("/root/.kaggle/kaggle.json", "w"))
!kaggle datasets download -d uciml/iris
""",
)

la(
    """COMET INFO: ---------------------------------------------------------------------------------------
COMET INFO: Comet.ml Experiment Summary
COMET INFO:   Data:
COMET INFO:     display_summary_level : 1
COMET INFO:     url                   : https://www.comet.com/vision-lab/detr-finetune/{0}
COMET INFO:   Metrics [count] (min, max):
COMET INFO:     loss [1250]           : (0.4127, 3.8821)
COMET INFO:     mAP@0.5               : 0.6412
""",
    r(32, HEX),
)

la(
    """run = neptune.init_run(
    project="vision-lab/detr",
    api_token=neptune.ANONYMOUS_API_TOKEN,
    tags=["detr", "public-demo"],
)
# https://app.neptune.ai/vision-lab/detr/e/DETR-{0}
""",
    r(3, DIGITS),
)

la(
    """pc = Pinecone(api_key=os.environ["PINECONE_API_KEY"])
index = pc.Index("docs-rag")
>>> index.describe_index_stats()
{'dimension': 1536,
 'index_fullness': 0.0,
 'namespaces': {'de': {'vector_count': 48211}, 'en': {'vector_count': 102993}},
 'total_vector_count': 151204}
""",
)

la(
    """>>> res = index.query(vector=q, top_k=3, include_metadata=True)
>>> [(m.id, round(m.score, 4)) for m in res.matches]
[('{0}#chunk-12', 0.8731), ('{1}#chunk-3', 0.8512), ('{2}#chunk-40', 0.8407)]
""",
    uuid4(),
    uuid4(),
    uuid4(),
)

la(
    """services:
  qdrant:
    image: qdrant/qdrant:v1.12.4
    ports: ["6333:6333", "6334:6334"]
    environment:
      QDRANT__SERVICE__API_KEY: ${QDRANT_API_KEY:?set QDRANT_API_KEY in .env}
      QDRANT__TELEMETRY_DISABLED: "true"
""",
)

la(
    """$ curl -s localhost:6333/collections/wiki_chunks/points/scroll -H 'Content-Type: application/json' -d '{"limit":1,"with_vector":false}' | jq '.result.points[0]'
{
  "id": "{0}",
  "payload": {
    "title": "Passwort zurücksetzen",
    "source": "wiki/it/passwort-reset.md",
    "sha1": "{1}"
  }
}
""",
    uuid4(),
    sha(),
)

la(
    """client = MilvusClient(uri="http://milvus.lab.local:19530", token=os.getenv("MILVUS_TOKEN"))
>>> client.describe_collection("wiki_chunks_bge_m3")["collection_id"]
453871290412338881
>>> client.get_load_state("wiki_chunks_bge_m3")
{'state': <LoadState: Loaded>}
""",
)

la(
    """# chroma.env.example
CHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider
CHROMA_SERVER_AUTHN_CREDENTIALS=<generate-a-long-random-token>
CHROMA_AUTH_TOKEN_TRANSPORT_HEADER=Authorization
""",
)

la(
    """from llama_index.llms.openai import OpenAI
from llama_index.core import Settings

Settings.llm = OpenAI(model="gpt-4o-mini")   # reads OPENAI_API_KEY from the environment
Settings.chunk_size = 512
Settings.chunk_overlap = 64
>>> Settings.llm.metadata.context_window
128000
""",
)

la(
    """>>> import os
>>> {k: (v[:6] + "..." + v[-4:]) for k, v in os.environ.items() if k.endswith("_API_KEY")}
{'OPENAI_API_KEY': 'sk-pro...Qa3F', 'ANTHROPIC_API_KEY': 'sk-ant...x0AA', 'COHERE_API_KEY': 'Wq81Lm...7dKe'}
""",
)

la(
    """ray.init(
    address="ray://head.ray.lab.local:10001",
    runtime_env={
        "pip": ["transformers==4.46.2", "datasets"],
        "env_vars": {"HF_HOME": "/mnt/cache/hf", "TOKENIZERS_PARALLELISM": "false"},
    },
)
2024-11-19 08:12:55,123	INFO worker.py:1601 -- Connecting to existing Ray cluster at address: 10.0.4.20:6379...
2024-11-19 08:12:55,401	INFO worker.py:1777 -- Connected to Ray cluster. View the dashboard at http://10.0.4.20:8265
ObjectRef({0})
""",
    r(56, HEX),
)

la(
    """>>> client
<Client: 'tls://10.0.5.11:8786' processes=10 threads=40, memory=160.00 GiB>
>>> client.dashboard_link
'https://dask.lab.local/clusters/dask-gateway.{0}/status'
>>> ddf.npartitions, ddf.divisions[:3]
(128, (0, 390625, 781250))
""",
    r(32, HEX),
)

la(
    """2024-11-19 08:31:02 Starting - Starting the training job...
2024-11-19 08:31:19 Starting - Preparing the instances for training
2024-11-19 08:34:41 Training - Training image download completed. Training in progress.
2024-11-19 09:12:03 Uploading - Uploading generated training model
2024-11-19 09:12:20 Completed - Training job completed
Training seconds: 2602
Billable seconds: 2602
Model artifact: s3://acme-ml-artifacts/huggingface-pytorch-training-2024-11-19-08-31-01-412/output/model.tar.gz
""",
)

la(
    """$ gcloud ai custom-jobs describe projects/381492027716/locations/europe-west4/customJobs/{0} --format='value(state,createTime)'
JOB_STATE_SUCCEEDED	2024-11-18T19:02:11.412883Z
""",
    r(19, DIGITS),
)

la(
    """Label Studio export (JSON-MIN), project 14 "Ticket intents"
[
  {"id": 48211, "text": "Ich habe mein Passwort vergessen und komme nicht mehr rein", "intent": "password_reset", "annotator": 7, "lead_time": 4.21},
  {"id": 48212, "text": "Where do I find my API token for the integration?", "intent": "api_access", "annotator": 7, "lead_time": 3.87},
  {"id": 48213, "text": "Kann ich den Zugangsschlüssel für das Team teilen?", "intent": "account_sharing", "annotator": 3, "lead_time": 6.02}
]
""",
)

la(
    """>>> x = torch.randn(2, 4, generator=torch.Generator().manual_seed(30))
>>> x
tensor([[ 1.5410, -0.2934, -2.1788,  0.5684],
        [-1.0845, -1.3986,  0.4033,  0.8380]])
>>> hash(tuple(x.flatten().tolist())) & 0xffffffff
2938417721
""",
)

la(
    """# config.yaml (litellm proxy)
model_list:
  - model_name: llama-70b
    litellm_params:
      model: together_ai/meta-llama/Llama-3.3-70B-Instruct-Turbo
      api_key: os.environ/TOGETHERAI_API_KEY
general_settings:
  master_key: os.environ/LITELLM_MASTER_KEY
  database_url: os.environ/DATABASE_URL
""",
)

la(
    """Lea (09:41): Das Snowflake-Passwort für DBT_DEV hab ich rotiert, steht jetzt im 1Password-Tresor „Data Platform“. Bitte nicht mehr aus dem alten Notebook kopieren.
Tom (09:43): ok, hab die profiles.yml auf env_var('DBT_PASSWORD') umgestellt 👍
""",
)

# ---------------------------------------------------------------- hardware and home lab
la(
    """esphome:
  name: greenhouse-sensor
  friendly_name: Greenhouse

wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
  ap:
    ssid: "Greenhouse Fallback"
    password: !secret fallback_ap_password

api:
  encryption:
    key: !secret greenhouse_api_key
ota:
  - platform: esphome
    password: !secret ota_password
""",
)

la(
    """INFO ESPHome 2024.11.1
INFO Reading configuration greenhouse-sensor.yaml...
INFO Detected timezone 'Europe/Berlin'
INFO Generating C++ source...
INFO Compiling app...
Linking .pioenvs/greenhouse-sensor/firmware.elf
RAM:   [=         ]  11.2% (used 36584 bytes from 327680 bytes)
Flash: [=====     ]  53.8% (used 987421 bytes from 1835008 bytes)
Building .pioenvs/greenhouse-sensor/firmware.bin
esp32_create_combined_bin([".pioenvs/greenhouse-sensor/firmware.bin"], [".pioenvs/greenhouse-sensor/firmware.elf"])
INFO Successfully compiled program.
INFO firmware md5: {0}
""",
    r(32, HEX),
)

la(
    """[08:12:55][I][app:100]: ESPHome version 2024.11.1 compiled on Nov 19 2024, 08:10:41
[08:12:55][C][wifi:600]: WiFi:
[08:12:55][C][wifi:428]:   Local MAC: 24:0A:C4:5F:3E:91
[08:12:55][C][wifi:433]:   SSID: [redacted]
[08:12:55][C][wifi:436]:   IP Address: 192.168.20.41
[08:12:55][C][wifi:439]:   BSSID: [redacted]
[08:12:55][C][api:140]: API Server:
[08:12:55][C][api:143]:   Using noise encryption: YES
[08:12:55][C][esphome.ota:073]: Over-The-Air updates:
[08:12:55][C][esphome.ota:074]:   Address: greenhouse-sensor.local:3232
[08:12:55][C][esphome.ota:080]:   Password configured
""",
)

la(
    """// arduino_secrets.h.example -- copy to arduino_secrets.h (which is in .gitignore)
#define SECRET_SSID "your-ssid"
#define SECRET_PASS "your-wifi-password"
#define SECRET_MQTT_USER ""
#define SECRET_MQTT_PASS ""
""",
)

la(
    """#include <WiFi.h>
#include "arduino_secrets.h"

char ssid[] = SECRET_SSID;
char pass[] = SECRET_PASS;
int status = WL_IDLE_STATUS;

void setup() {
  Serial.begin(115200);
  while (status != WL_CONNECTED) {
    status = WiFi.begin(ssid, pass);
    delay(10000);
  }
  Serial.println(WiFi.macAddress());   // 3C:71:BF:9A:12:E4
}
""",
)

la(
    """; platformio.ini
[env:d1_mini]
platform = espressif8266
board = d1_mini
framework = arduino
upload_protocol = espota
upload_port = 192.168.1.77
upload_flags =
    --port=8266
    --auth=${sysenv.OTA_PASSWORD}
build_flags =
    -D FW_VERSION=\\"1.4.2\\"
    -D GIT_REV=\\"{0}\\"
""",
    r(7, HEX),
)

la(
    """# /config/secrets.yaml.example (committed; the real secrets.yaml is in .gitignore)
latitude_home: 52.5163
longitude_home: 13.3777
http_base_url: https://ha.example.org
influxdb_password: CHANGE_ME
mqtt_username: homeassistant
mqtt_password: CHANGE_ME
""",
)

la(
    """# configuration.yaml
recorder:
  db_url: !secret recorder_db_url
  purge_keep_days: 14

influxdb:
  host: a0d7b954-influxdb
  username: homeassistant
  password: !secret influxdb_password

rest_command:
  wake_pc:
    url: http://192.168.1.10:8080/wake?mac=A8:A1:59:3C:0E:77
""",
)

la(
    """# automations.yaml
- id: '{0}'
  alias: Garage offen länger als 10 min
  trigger:
    - platform: state
      entity_id: cover.garage_door
      to: open
      for: "00:10:00"
  action:
    - service: notify.mobile_app_pixel_8
      data:
        message: "Garage ist seit 10 Minuten offen"
""",
    r(13, DIGITS),
)

la(
    """$ curl -s -H "Authorization: Bearer $HA_TOKEN" http://homeassistant.local:8123/api/ | jq .
{
  "message": "API running."
}
$ echo ${#HA_TOKEN}
183
""",
)

la(
    """12:01:40.882 MQT: Attempting connection...
12:01:40.997 MQT: Connected
12:01:41.004 MQT: tele/waschmaschine/LWT = Online (retained)
12:01:41.010 MQT: cmnd/waschmaschine/POWER = 
12:01:41.221 MQT: tele/waschmaschine/INFO1 = {"Info1":{"Module":"Sonoff S31","Version":"14.3.0(release-tasmota)","FallbackTopic":"cmnd/DVES_5C3A1F_fb/","GroupTopic":"cmnd/tasmotas/"}}
12:01:41.228 MQT: tele/waschmaschine/INFO2 = {"Info2":{"WebServerMode":"Admin","Hostname":"waschmaschine-2591","IPAddress":"192.168.1.66"}}
""",
)

la(
    """pi@octopi:~ $ curl -s -H "X-Api-Key: $OCTOPRINT_API_KEY" http://localhost/api/version
{"api": "0.1", "server": "1.10.3", "text": "OctoPrint 1.10.3"}
pi@octopi:~ $ sha256sum ~/uploads/benchy_0.2mm_PLA_MK3S_1h12m.gcode
{0}  /home/pi/uploads/benchy_0.2mm_PLA_MK3S_1h12m.gcode
""",
    r(64, HEX),
)

la(
    """[
    {
        "id": "a1f3c2b9d4e5f607",
        "type": "mqtt-broker",
        "name": "mosquitto",
        "broker": "192.168.1.50",
        "port": "1883",
        "clientid": "nodered",
        "usetls": false,
        "protocolVersion": "4"
    },
    {
        "id": "{0}",
        "type": "mqtt in",
        "z": "{1}",
        "topic": "zigbee2mqtt/+/",
        "broker": "a1f3c2b9d4e5f607",
        "x": 160,
        "y": 120,
        "wires": [["{2}"]]
    }
]
""",
    r(16, HEX),
    r(16, HEX),
    r(16, HEX),
)

la(
    """19 Nov 08:12:55 - [info] Node-RED version: v4.0.5
19 Nov 08:12:55 - [info] Node.js  version: v20.18.0
19 Nov 08:12:55 - [info] Settings file  : /data/settings.js
19 Nov 08:12:55 - [info] Context store  : 'default' [module=memory]
19 Nov 08:12:55 - [info] User directory : /data
19 Nov 08:12:55 - [info] Flows file     : /data/flows.json
19 Nov 08:12:55 - [warn] Encrypted credentials not found
19 Nov 08:12:56 - [info] Starting flows
19 Nov 08:12:56 - [info] [mqtt-broker:mosquitto] Connected to broker: mqtt://192.168.1.50:1883
""",
)

la(
    """$ mosquitto_sub -h 192.168.1.50 -u sensors -P "$MQTT_PASS" -t 'zigbee2mqtt/bridge/devices' -C 1 | jq '.[1] | {ieee_address, friendly_name, model_id, network_address}'
{
  "ieee_address": "0x00158d0008a1c4f2",
  "friendly_name": "Bad Fenster",
  "model_id": "lumi.sensor_magnet.aq2",
  "network_address": 48211
}
""",
)

la(
    """# zigbee2mqtt/configuration.yaml
homeassistant: true
permit_join: false
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://localhost
  user: '!secret.yaml mqtt_user'
  password: '!secret.yaml mqtt_password'
advanced:
  pan_id: GENERATE
  ext_pan_id: GENERATE
  network_key: GENERATE
  channel: 15
""",
)

la(
    """[2024-11-19 08:12:56] info: 	z2m: Currently running a newer version of the coordinator firmware: 20240710
[2024-11-19 08:12:56] info: 	zh:ember: [STACK STATUS] Network up.
[2024-11-19 08:12:56] info: 	z2m: Coordinator firmware version: '{"meta":{"build":397,"ember":"7.4.3","revision":"7.4.3.0 build 397"},"type":"EmberZNet"}'
[2024-11-19 08:12:56] info: 	z2m: Network parameters: {"channel":15,"extendedPanID":"0xdddddddddddddddd","panID":6754}
[2024-11-19 08:12:57] info: 	z2m: Device 'Bad Fenster' (0x00158d0008a1c4f2) joined
""",
)

la(
    """// LoRaWAN node (TTGO T-Beam), OTAA with The Things Network
// DevEUI and JoinEUI are public identifiers; the AppKey is generated in the TTN console
// and pulled in from lorawan_keys.h, which is not committed.
static const u1_t PROGMEM APPEUI[8] = { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 };
static const u1_t PROGMEM DEVEUI[8] = { 0x1F, 0x8A, 0x06, 0xD0, 0x7E, 0xD5, 0xB3, 0x70 };
#include "lorawan_keys.h"   // APPKEY_BYTES
static const u1_t PROGMEM APPKEY[16] = APPKEY_BYTES;
""",
)

la(
    """$ ttn-lw-cli end-devices get soil-sensors soil-07 --session
{
  "ids": {
    "device_id": "soil-07",
    "application_ids": {"application_id": "soil-sensors"},
    "dev_eui": "70B3D57ED0068A1F",
    "join_eui": "0000000000000000",
    "dev_addr": "260B4C21"
  },
  "session": {
    "dev_addr": "260B4C21",
    "keys": {"session_key_id": "AZNB9Qh2c1WpGg=="},
    "last_f_cnt_up": 4821
  }
}
""",
)

la(
    """{"end_device_ids":{"device_id":"soil-07","dev_eui":"70B3D57ED0068A1F","dev_addr":"260B4C21"},
 "uplink_message":{"f_port":2,"f_cnt":4821,"frm_payload":"AZgB0Q==","decoded_payload":{"moisture":40.8,"battery":3.71},
 "rx_metadata":[{"gateway_ids":{"gateway_id":"eui-b827ebfffe8a21c3","eui":"B827EBFFFE8A21C3"},"rssi":-97,"snr":7.25}],
 "settings":{"data_rate":{"lora":{"bandwidth":125000,"spreading_factor":7}},"frequency":"868100000"}}}
""",
)

la(
    """provider "proxmox" {
  pm_api_url          = "https://pve01.lab.local:8006/api2/json"
  pm_api_token_id     = var.pm_api_token_id
  pm_api_token_secret = var.pm_api_token_secret
  pm_tls_insecure     = true
}

variable "pm_api_token_secret" {
  type      = string
  sensitive = true
}
""",
)

la(
    """root@pve01:~# pveum user token list terraform@pve
┌────────┬─────────┬────────┬─────────┐
│ tokenid │ comment │ expire │ privsep │
╞════════╪═════════╪════════╪═════════╡
│ tf-lab  │ k3s lab │      0 │       1 │
└────────┴─────────┴────────┴─────────┘
root@pve01:~# qm config 104 | grep -E 'net0|scsi0|smbios1'
net0: virtio=BC:24:11:7A:3E:09,bridge=vmbr0,firewall=1
scsi0: local-lvm:vm-104-disk-0,iothread=1,size=32G
smbios1: uuid={0}
""",
    uuid4(),
)

la(
    """root@truenas[~]# zpool status tank | head -12
  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:12:41 with 0 errors on Sun Nov 17 05:12:42 2024
config:

	NAME                                      STATE     READ WRITE CKSUM
	tank                                      ONLINE       0     0     0
	  raidz2-0                                ONLINE       0     0     0
	    {0}  ONLINE       0     0     0
	    {1}  ONLINE       0     0     0
	    {2}  ONLINE       0     0     0
""",
    uuid4(),
    uuid4(),
    uuid4(),
)

la(
    """root@truenas[~]# zfs list -t snapshot -o name,used,creation tank/photos | tail -3
tank/photos@auto-2024-11-17_00-00   1.21M  Sun Nov 17 00:00 2024
tank/photos@auto-2024-11-18_00-00    412K  Mon Nov 18 00:00 2024
tank/photos@auto-2024-11-19_00-00      0B  Tue Nov 19 00:00 2024
root@truenas[~]# zfs get -H -o value guid tank/photos@auto-2024-11-19_00-00
{0}
""",
    r(19, DIGITS),
)

la(
    """services:
  pihole:
    image: pihole/pihole:2024.07.0
    environment:
      TZ: Europe/Berlin
      WEBPASSWORD_FILE: /run/secrets/pihole_webpassword
    secrets:
      - pihole_webpassword
secrets:
  pihole_webpassword:
    file: ./secrets/pihole_webpassword.txt
""",
)

la(
    """pi@pihole:~ $ pihole -c -e
Pi-hole: v5.18.3  FTL: v5.25.2  Web: v5.21
Hostname: pihole  (Raspberry Pi 4 Model B Rev 1.4)
Uptime: 41 days, 02:13:07
Task Load: 0.04 0.05 0.01  (Active: 1 of 128 tasks)
Blocking: 148211 sites
Ads Today: 18.73%  (9031 of 48211)
Top Advertiser: googleads.g.doubleclick.net
Top Domain: connectivity-check.ubuntu.com
""",
)

la(
    """$ curl -sk -b /tmp/unifi.cookie https://192.168.1.1/proxy/network/api/s/default/stat/sta | jq '.data[0] | {mac, hostname, ip, oui, ap_mac, essid}'
{
  "mac": "a8:a1:59:3c:0e:77",
  "hostname": "lea-desktop",
  "ip": "192.168.1.10",
  "oui": "ASRock",
  "ap_mac": "74:ac:b9:12:4f:3e",
  "essid": "Kellerbande"
}
""",
)

la(
    """root@OpenWrt:~# uci show wireless.default_radio0
wireless.default_radio0=wifi-iface
wireless.default_radio0.device='radio0'
wireless.default_radio0.network='lan'
wireless.default_radio0.mode='ap'
wireless.default_radio0.ssid='Kellerbande'
wireless.default_radio0.encryption='sae-mixed'
wireless.default_radio0.key='********'
wireless.default_radio0.ieee80211r='1'
wireless.default_radio0.mobility_domain='4f57'
""",
)

la(
    """root@OpenWrt:~# ubus call system board
{
	"kernel": "6.6.61",
	"hostname": "OpenWrt",
	"system": "MediaTek MT7622 ver:1 eco:2",
	"model": "Linksys E8450 (UBI)",
	"board_name": "linksys,e8450-ubi",
	"release": {
		"distribution": "OpenWrt",
		"version": "23.05.5",
		"revision": "r24106-10cc5fcd00",
		"target": "mediatek/mt7622"
	}
}
""",
)

la(
    """$ sudo wg show
interface: wg0
  public key: {0}
  private key: (hidden)
  listening port: 51820

peer: {1}
  preshared key: (hidden)
  endpoint: 93.184.216.34:40122
  allowed ips: 10.8.0.2/32
  latest handshake: 1 minute, 12 seconds ago
  transfer: 412.33 MiB received, 1.21 GiB sent
""",
    b64(32),
    b64(32),
)

la(
    """$ tailscale status
100.101.102.3   nas-offsite          lea@         linux   -
100.88.14.71    lea-laptop           lea@         macOS   active; direct 192.168.1.23:41641, tx 48211 rx 102993
100.64.201.9    pve01                tagged-devices linux idle, tx 1840 rx 2212
# Health check:
#     - Tailscale can't reach the configured DNS servers.
$ tailscale ip -6 nas-offsite
fd7a:115c:a1e0::8f01:6603
""",
)

la(
    """$ tailscale up --authkey=file:/etc/tailscale/authkey --advertise-tags=tag:homelab --ssh
$ cat tailscale-acl.hujson | head -8
{
  "tagOwners": {"tag:homelab": ["autogroup:admin"]},
  "acls": [
    {"action": "accept", "src": ["autogroup:member"], "dst": ["tag:homelab:22,443"]}
  ]
}
""",
)

la(
    """$ restic -r b2:homelab-backups:/nas --password-file /etc/restic/password snapshots --latest 3
repository 7d1e2c94 opened (version 2, compression level auto)
ID        Time                 Host        Tags        Paths
--------------------------------------------------------------
{0}  2024-11-17 03:15:02  nas         nightly     /srv/data
{1}  2024-11-18 03:15:03  nas         nightly     /srv/data
{2}  2024-11-19 03:15:01  nas         nightly     /srv/data
--------------------------------------------------------------
3 snapshots
""",
    r(8, HEX),
    r(8, HEX),
    r(8, HEX),
)

la(
    """$ borg info ::nas-2024-11-19T03:15:01
Archive name: nas-2024-11-19T03:15:01
Archive fingerprint: {0}
Comment:
Hostname: nas
Username: root
Time (start): Tue, 2024-11-19 03:15:02
Duration: 4 minutes 12.41 seconds
Number of files: 482113
                       Original size      Compressed size    Deduplicated size
This archive:              1.21 TB            981.42 GB              1.84 GB
""",
    r(64, HEX),
)

la(
    """# crontab -l (root@nas)
MAILTO=lea@example.org
BORG_REPO=ssh://borg@storagebox.your-storagebox.de:23/./nas
BORG_PASSCOMMAND='cat /root/.borg-passphrase'
15 3 * * * /usr/local/bin/borg create --stats --compression zstd ::'{hostname}-{now}' /srv/data 2>&1 | logger -t borg
""",
)

la(
    """$ rclone config show nextcloud
[nextcloud]
type = webdav
url = https://cloud.home.arpa/remote.php/dav/files/lea/
vendor = nextcloud
user = lea
pass = *** ENCRYPTED ***
$ rclone about nextcloud:
Total:   1 TiB
Used:    412.331 GiB
Free:    611.669 GiB
""",
)

la(
    """# frigate/config.yml
mqtt:
  host: 192.168.1.50
  user: "{FRIGATE_MQTT_USER}"
  password: "{FRIGATE_MQTT_PASSWORD}"
cameras:
  einfahrt:
    ffmpeg:
      inputs:
        - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@192.168.30.11:554/cam/realmonitor?channel=1&subtype=0
          roles: [record]
""",
)

la(
    """$ ffprobe -hide_banner "rtsp://192.168.30.15:8554/garten"
Input #0, rtsp, from 'rtsp://192.168.30.15:8554/garten':
  Metadata:
    title           : go2rtc/1.9.4
  Duration: N/A, start: 0.000000, bitrate: N/A
  Stream #0:0: Video: h264 (High), yuv420p(progressive), 1920x1080, 15 fps, 15 tbr, 90k tbn
""",
)

la(
    """Die Kamera (Reolink E1 Pro) hat ab Werk kein Passwort für den Admin-Zugang gesetzt – beim
ersten Login in der App muss man eines vergeben. Danach ist der RTSP-Stream unter
rtsp://<user>:<passwort>@<ip>:554/h264Preview_01_main erreichbar. Tipp: einen eigenen
Nur-Lese-Benutzer anlegen und dessen Zugangsdaten in Frigate verwenden, nicht den Admin.
""",
)

la(
    """Brother HL-L2350DW status page
Node Name        : BRN3C2AF41B8E07
MAC Address      : 3C:2A:F4:1B:8E:07
Serial no.       : E78123K9N412331
Firmware Version : ZC 1.15
Page Counter     : 4821
Toner Remaining  : 38%
Drum Life        : 81%
Admin password   : (set - change via Web Based Management)
""",
)

la(
    """$ curl -s "https://diskstation.lab.local:5001/webapi/query.cgi?api=SYNO.API.Info&version=1&method=query&query=SYNO.API.Auth" | jq .
{
  "data": {
    "SYNO.API.Auth": {"maxVersion": 7, "minVersion": 1, "path": "entry.cgi"}
  },
  "success": true
}
""",
)

la(
    """[[outputs.influxdb_v2]]
  urls = ["http://influx.home.arpa:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "home"
  bucket = "telegraf"
2024-11-19T08:12:55Z I! Loaded inputs: cpu disk mem mqtt_consumer system
2024-11-19T08:12:55Z I! Tags enabled: host=nas
2024-11-19T08:12:55Z I! [agent] Config: Interval:10s, Quiet:false, Hostname:"nas", Flush Interval:10s
""",
)

la(
    """$ curl -s http://192.168.1.66/rpc/Shelly.GetDeviceInfo
{"name":"Waschkeller","id":"shellyplus1pm-{0}","mac":"{1}","slot":0,"model":"SNSW-001P16EU","gen":2,"fw_id":"20241011-114455/1.4.4-g6d2a586","ver":"1.4.4","app":"Plus1PM","auth_en":true,"auth_domain":"shellyplus1pm-{0}"}
""",
    r(12, LOWER_NUM[26:] + "abcdef"),
    r(12, UPPER_HEX),
)

la(
    """{
    "bridge": {
        "name": "Homebridge 3C71",
        "username": "0E:4D:2A:9B:3C:71",
        "port": 51204,
        "pin": "XXX-XX-XXX"
    },
    "platforms": [
        {
            "platform": "Ring",
            "refreshToken": "<generated by homebridge-ring-auth; keep out of git>",
            "hideAlarmSirenSwitch": true
        }
    ]
}
""",
)

la(
    """[群聊 家庭实验室]
阿明 21:14: NAS 管理员密码已经换了，放在 Bitwarden 的“家庭实验室”文件夹里，别再发群里了
小王 21:15: 好的。另外 scrub 结果：0 错误，用时 05:12:41
阿明 21:16: 👍 下周把 WireGuard 的公钥也更新一下
""",
)

la(
    """> **lea** · today 18:02
> guest wifi for the maker meetup: SSID `Werkstatt-Gast`, the password is on the laminated card by the laser cutter (not posting it here).
> **tom** · today 18:04
> 👍 also the 3D printer queue is at 4821 mm of filament for saturday
""",
)

la(
    """# sdkconfig.defaults (committed)
CONFIG_ESP_WIFI_SSID=""
CONFIG_ESP_WIFI_PASSWORD=""
# Set both with `idf.py menuconfig` -> Example Connection Configuration; sdkconfig is gitignored.
CONFIG_ESP_MAXIMUM_RETRY=5
CONFIG_ESPTOOLPY_FLASHSIZE_4MB=y
CONFIG_PARTITION_TABLE_CUSTOM_FILENAME="partitions.csv"
""",
)

la(
    """$ esptool.py --port /dev/ttyUSB0 chip_id
esptool.py v4.8.1
Serial port /dev/ttyUSB0
Connecting....
Detecting chip type... ESP32-S3
Chip is ESP32-S3 (QFN56) (revision v0.2)
Features: WiFi, BLE, Embedded PSRAM 8MB (AP_3v3)
Crystal is 40MHz
MAC: 34:85:18:7a:c2:5c
Uploading stub...
Warning: ESP32-S3 has no Chip ID. Reading MAC instead.
MAC: 34:85:18:7a:c2:5c
Hard resetting via RTS pin...
""",
)

la(
    """Wi-Fi-Passwort vergessen? Auf der Unterseite der FRITZ!Box steht der WLAN-Netzwerkschlüssel
(20 Ziffern) und das FRITZ!Box-Kennwort für die Benutzeroberfläche. Wer den Schlüssel
geändert hat, findet ihn unter WLAN > Sicherheit > Verschlüsselung. Die 16-stellige
Zahl auf dem Etikett daneben ist die Seriennummer, kein Passwort.
""",
)


# ============================================================ self-check
assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1 and all(_kind.split("/")), _kind
    for _piece in (_secret,) if isinstance(_secret, str) else _secret:
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
