r"""Held-out batch 48: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and helper functions, copied
here unchanged; (3) the Theme paragraphs of the earlier batches, by grep; (4) a grep of the
kind names already used in add() and add_split() calls.

Theme: scientific computing and data platforms as a coding agent meets them. HPC clusters
and job schedulers (Slurm sbatch scripts and slurmdbd.conf, PBS and LSF job files,
HTCondor submit files, Open OnDemand, Munge, module and Spack mirrors, Apptainer registry
logins, Globus and iRODS), notebooks (JupyterHub config and tokens, Zeppelin shiro.ini,
Posit Connect, Quarto publish, Deepnote and Hex integrations, papermill parameters),
warehouses and lakehouses (Trino and Starburst, ClickHouse users.xml, Dremio, Iceberg
REST catalogs, Nessie, lakeFS, Unity Catalog, MinIO for Delta tables, DuckDB attach
secrets), labelling and annotation tools (Label Studio, CVAT, Prodigy, Argilla,
Roboflow, Labelbox-like exports), experiment trackers and research data (ClearML, Aim,
DVC remotes, Kubeflow, Ray and Dask gateways, Seqera/Nextflow Tower, Galaxy, Zenodo,
Figshare, OSF, ORCID client secrets, anaconda.org tokens). New kinds live under the
"scidata/" prefix. Look-alikes are the same contexts with job ids, array indices, node
names, checksums, DOIs, ORCID iDs, dataset versions, commit hashes, public keys,
placeholders, env and secret-manager references, masked values and prose about
credentials. Mostly English, some texts in Portuguese and Turkish.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(48_2026_12_07)
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


WORDS = ["lattice", "neutrino", "gradient", "tensor", "plasma", "quasar", "fjord", "kernel",
         "photon", "mitose", "gravidade", "deniz", "yildiz", "kahve", "boson", "entropy"]


def hpw() -> str:
    """A human-chosen password: a word or two, digits and a symbol, sometimes leetspeak."""
    w = _rng.choice(WORDS)
    style = _rng.randrange(4)
    if style == 0:
        return w.capitalize() + r(4, DIGITS) + _rng.choice("!#$%")
    if style == 1:
        return w.replace("e", "3").replace("a", "4").replace("o", "0") + _rng.choice("@!") + r(2, DIGITS)
    if style == 2:
        return w + "-" + _rng.choice(WORDS) + "-" + r(3, DIGITS)
    return _rng.choice(WORDS).upper() + _rng.choice("_.") + w + r(2, DIGITS) + "?"


# ============================================================ secrets
add("scidata/slurmdbd-storagepass", """$ sudo cat /etc/slurm/slurmdbd.conf
AuthType=auth/munge
DbdHost=mgmt01
SlurmUser=slurm
StorageType=accounting_storage/mysql
StorageHost=db01.hpc.internal
StoragePort=3306
StorageUser=slurm_acct
StoragePass={0}
StorageLoc=slurm_acct_db
LogFile=/var/log/slurm/slurmdbd.log
PidFile=/run/slurmdbd.pid""", hpw())

add("scidata/sbatch-export-dbpass", """#!/bin/bash
#SBATCH --job-name=etl-nightly
#SBATCH --partition=cpu
#SBATCH --time=04:00:00
#SBATCH --mem=32G
#SBATCH --export=ALL,PGHOST=warehouse.lab.local,PGUSER=etl,PGPASSWORD={0}

module load python/3.11
srun python -m pipeline.load --date "$(date -I)"
""", pw())

add("scidata/pbs-qsub-v-token", """[ana@login2 ~]$ qsub -q workq -l select=1:ncpus=8 -v ZENODO_TOKEN={0},RECORD=8812 upload_results.pbs
4417021.pbs01
[ana@login2 ~]$ qstat -u ana""", r(60, ALNUM))

add("scidata/lsf-bsub-env", """bsub -J "ingest[1-20]" -q normal -n 4 -W 2:00 \\
  -env "all, S3_ENDPOINT=https://objects.cluster.lan, AWS_ACCESS_KEY_ID=LABINGEST, AWS_SECRET_ACCESS_KEY={0}" \\
  ./ingest.sh""", r(40, ALNUM + "/+"))

add("scidata/htcondor-environment", """# analysis.sub
universe    = vanilla
executable  = run_fit.sh
arguments   = $(Process)
environment = "MLFLOW_TRACKING_URI=https://mlflow.physics.example.edu MLFLOW_TRACKING_PASSWORD={0} MLFLOW_TRACKING_USERNAME=fitbot"
request_cpus = 2
request_memory = 4GB
queue 200""", pw())

add("scidata/munge-key-b64", """$ sudo dd if=/dev/urandom bs=1 count=1024 2>/dev/null | base64 -w0 | head -c 88
{0}
# ^ kopyaladım, compute node'larda /etc/munge/munge.key olarak yazacağım""", b64(66))

add("scidata/jupyterhub-api-token-config", """# jupyterhub_config.py
c.JupyterHub.bind_url = "http://:8000"
c.JupyterHub.authenticator_class = "ldapauthenticator.LDAPAuthenticator"
c.LDAPAuthenticator.server_address = "ldap.uni.example"
c.JupyterHub.services = [
    {
        "name": "idle-culler",
        "api_token": "{0}",
        "admin": True,
    }
]
c.Spawner.default_url = "/lab\"""", r(32, HEX))

add("scidata/jupyter-server-url-token", """[I 2026-12-04 09:12:44.118 ServerApp] Jupyter Server 2.14.2 is running at:
[I 2026-12-04 09:12:44.118 ServerApp] http://gpu-node17:8888/lab?token={0}
[I 2026-12-04 09:12:44.118 ServerApp]     http://127.0.0.1:8888/lab?token={0}
[I 2026-12-04 09:12:44.119 ServerApp] Use Control-C to stop this server and shut down all kernels (twice to skip confirmation).""", r(48, HEX))

add("scidata/ldap-bind-jupyterhub", """c.LDAPAuthenticator.lookup_dn = True
c.LDAPAuthenticator.lookup_dn_search_user = "cn=jhub-reader,ou=svc,dc=uni,dc=example"
c.LDAPAuthenticator.lookup_dn_search_password = "{0}"
c.LDAPAuthenticator.user_search_base = "ou=people,dc=uni,dc=example\"""", hpw())

add("scidata/zeppelin-shiro-ini", """$ cat conf/shiro.ini
[users]
# username = password, role1, role2
admin = {0}, admin
analyst = {1}, role1

[main]
sessionManager = org.apache.shiro.web.session.mgt.DefaultWebSessionManager""", hpw(), hpw())

add("scidata/posit-connect-api-key-header", """curl -s -H "Authorization: Key {0}" \\
  https://connect.datalab.example.org/__api__/v1/content | jq '.[].name'""", r(32, ALNUM))

add("scidata/quarto-publish-connect", """$ export CONNECT_SERVER=https://connect.datalab.example.org
$ export CONNECT_API_KEY={0}
$ quarto publish connect report.qmd --no-prompt
[✓] Rendering report.qmd
[✓] Publishing to https://connect.datalab.example.org/content/4f2a""", r(32, ALNUM))

add("scidata/papermill-param-secret", """papermill train.ipynb out/train-run42.ipynb \\
  -p epochs 40 -p lr 3e-4 \\
  -p clearml_secret_key {0} \\
  -p dataset_id 7c1d9a""", r(48, ALNUM))

add("scidata/trino-cli-password-env", """$ TRINO_PASSWORD='{0}' trino --server https://trino.lake.corp:8443 --user analytics_svc --password --catalog iceberg --schema prod
trino:prod> show tables;""", hpw())

add("scidata/trino-jdbc-url-password", """jdbc:trino://trino.lake.corp:8443/hive/default?user=bi_reader&password={0}&SSL=true""", pw())

add("scidata/trino-password-db", """# etc/password.db  (generated with htpasswd -B? no - I used plain for testing, fix later)
bi_reader:{0}
etl_writer:$2y$10$Lk3QzjHc1V9sXrT0m4nOeuYq8Wb6pJ2dF5aGhK7sC9eBvR1tN0xMy""", hpw())

add("scidata/clickhouse-users-xml", """<clickhouse>
  <users>
    <etl>
      <password>{0}</password>
      <networks><ip>10.20.0.0/16</ip></networks>
      <profile>default</profile>
      <quota>default</quota>
    </etl>
  </users>
</clickhouse>""", pw())

add("scidata/clickhouse-client-flag", """$ clickhouse-client --host ch-01.lake.corp --secure --user ingest --password '{0}' --query "SELECT count() FROM events_raw"
918273645""", hpw())

add("scidata/dremio-pat-bearer", """import requests
DREMIO = "https://dremio.lake.corp:9047"
hdr = {"Authorization": "Bearer {0}"}
r = requests.post(f"{DREMIO}/api/v3/sql", json={"sql": "SELECT 1"}, headers=hdr)""", b64(48))

add("scidata/iceberg-rest-credential", """catalog = load_catalog(
    "lake",
    **{
        "type": "rest",
        "uri": "https://catalog.lake.corp/api/catalog",
        "warehouse": "prod",
        "credential": "spark-etl:{0}",
        "scope": "PRINCIPAL_ROLE:ALL",
    },
)""", r(32, HEX))

add("scidata/spark-iceberg-oauth-conf", """spark.sql.catalog.lake=org.apache.iceberg.spark.SparkCatalog
spark.sql.catalog.lake.type=rest
spark.sql.catalog.lake.uri=https://catalog.lake.corp/api/catalog
spark.sql.catalog.lake.credential=etl-client:{0}
spark.sql.catalog.lake.warehouse=prod""", r(40, ALNUM))

add("scidata/nessie-bearer-env", """export NESSIE_URI=https://nessie.lake.corp/api/v2
export NESSIE_AUTH_TYPE=BEARER
export NESSIE_AUTH_TOKEN={0}
nessie branch -l""", jwt({"sub": "nessie-ci", "aud": "nessie", "exp": 1830000000}))

add("scidata/lakefs-lakectl-yaml", """$ cat ~/.lakectl.yaml
credentials:
  access_key_id: AKIAJ{1}
  secret_access_key: {0}
server:
  endpoint_url: https://lakefs.lake.corp/api/v1""", r(40, ALNUM + "/+"), r(15, UPPER_NUM))

add("scidata/databricks-unity-pat-prose", """Oi! Pra rodar o notebook de validação no workspace novo usa esse token pessoal meu por enquanto: {0} — expira sexta, depois cada um gera o seu em User Settings > Developer.""", "dapi" + r(32, HEX))

add("scidata/minio-delta-storage-options", """storage_options = {
    "AWS_ENDPOINT_URL": "http://minio.lab:9000",
    "AWS_ACCESS_KEY_ID": "delta-writer",
    "AWS_SECRET_ACCESS_KEY": "{0}",
    "AWS_ALLOW_HTTP": "true",
}
dt = DeltaTable("s3://bronze/sensor_readings", storage_options=storage_options)""", r(40, ALNUM))

add("scidata/duckdb-create-secret", """D CREATE SECRET lake_s3 (
    TYPE s3,
    KEY_ID 'svc-duck',
    SECRET '{0}',
    ENDPOINT 'objects.lake.corp',
    URL_STYLE 'path'
);
┌─────────┐
│ Success │
├─────────┤
│ true    │
└─────────┘""", r(40, ALNUM + "/+"))

add("scidata/duckdb-attach-postgres", """ATTACH 'dbname=lims host=lims-db.lab user=duck_ro password={0}' AS lims (TYPE postgres, READ_ONLY);""", hpw())

add("scidata/label-studio-token-header", """$ curl -X GET https://labelstudio.vision.lab/api/projects/ \\
    -H 'Authorization: Token {0}'
[{"id":12,"title":"cell-segmentation-v3","task_number":4810}]""", r(40, HEX))

add("scidata/label-studio-sdk-client", """from label_studio_sdk.client import LabelStudio
ls = LabelStudio(base_url="https://labelstudio.vision.lab", api_key="{0}")
project = ls.projects.get(id=12)""", r(40, HEX))

add("scidata/label-studio-s3-storage", """{
  "project": 12,
  "title": "raw frames",
  "bucket": "vision-raw",
  "prefix": "2026/11/",
  "aws_access_key_id": "AKIA{1}",
  "aws_secret_access_key": "{0}",
  "region_name": "eu-central-1",
  "use_blob_urls": true
}""", r(40, ALNUM + "/+"), r(16, UPPER_NUM))

add("scidata/cvat-cli-auth", """$ cvat-cli --server-host https://cvat.vision.lab --auth annot_lead:{0} create "pallets-batch-7" --labels labels.json --image_quality 90 local frames/*.jpg
Created task id 3371""", hpw())

add("scidata/cvat-superuser-env", """# docker-compose.override.yml
services:
  cvat_server:
    environment:
      DJANGO_SUPERUSER_USERNAME: admin
      DJANGO_SUPERUSER_EMAIL: vision-admin@lab.example
      DJANGO_SUPERUSER_PASSWORD: "{0}"
      CVAT_HOST: cvat.vision.lab""", hpw())

add("scidata/prodigy-basic-auth", """$ PRODIGY_BASIC_AUTH_USER=anotador PRODIGY_BASIC_AUTH_PASS={0} prodigy ner.manual news_pt blank:pt ./noticias.jsonl --label PESSOA,ORG,LOCAL
✨  Starting the web server at http://0.0.0.0:8080 ...""", hpw())

add("scidata/prodigy-json-db-settings", """// prodigy.json
{
  "db": "postgresql",
  "db_settings": {
    "postgresql": {
      "host": "annot-db.lab",
      "dbname": "prodigy",
      "user": "prodigy",
      "password": "{0}"
    }
  },
  "port": 8080
}""", pw())

add("scidata/argilla-api-key-init", """import argilla as rg
client = rg.Argilla(
    api_url="https://argilla.nlp.lab",
    api_key="argilla.apikey.{0}",
)
ds = client.datasets("sentiment-tr", workspace="nlp")""", r(40, URLSAFE))

add("scidata/argilla-owner-env", """ARGILLA_HOME_PATH=/data/argilla
USERNAME=owner
PASSWORD={0}
API_KEY={1}
WORKSPACE=nlp""", hpw(), r(32, URLSAFE))

add("scidata/roboflow-api-key-python", """from roboflow import Roboflow
rf = Roboflow(api_key="{0}")
project = rf.workspace("agro-vision").project("weed-detect")
dataset = project.version(6).download("yolov8")""", r(20, ALNUM))

add("scidata/roboflow-download-url-key", """!curl -L "https://app.roboflow.com/ds/{1}?key={0}" > roboflow.zip; unzip -q roboflow.zip; rm roboflow.zip""", r(10, ALNUM), r(10, ALNUM))

add("scidata/clearml-conf-credentials", """api {
    web_server: https://app.clearml.lab.example
    api_server: https://api.clearml.lab.example
    files_server: https://files.clearml.lab.example
    credentials {
        "access_key" = "{1}"
        "secret_key" = "{0}"
    }
}""", r(50, ALNUM), r(20, UPPER_NUM))

add("scidata/clearml-agent-env", """CLEARML_API_HOST=https://api.clearml.lab.example
CLEARML_API_ACCESS_KEY={1}
CLEARML_API_SECRET_KEY={0}
CLEARML_AGENT_GIT_USER=ci-bot
CLEARML_WORKER_NAME=gpu-node17""", r(50, ALNUM), r(20, UPPER_NUM))

add("scidata/aim-remote-tracking-prose", """Aim sunucusunu kurdum, uzak takip için şunu kullanın: aim://aim.ml.lab:53800 — reverse proxy'de basic auth var, kullanıcı "deney", şifre {0}. Lütfen şifreyi repoya koymayın.""", hpw())

add("scidata/dvc-remote-modify-secret", """$ dvc remote modify --local storage access_key_id AKIA{1}
$ dvc remote modify --local storage secret_access_key {0}
$ dvc push
12 files pushed""", r(40, ALNUM + "/+"), r(16, UPPER_NUM))

add("scidata/dvc-config-local-webdav", """$ cat .dvc/config.local
['remote "nextcloud"']
    url = webdavs://cloud.uni.example/remote.php/dav/files/joao/dvc
    user = joao
    password = {0}""", hpw())

add("scidata/kubeflow-dex-static-password", """# dex config.yaml (manifests/common/dex)
staticPasswords:
- email: user@example.com
  hash: $2y$12$4K/VkmDd1q1Oc8PJ.3XDOeWmnwA2l3sT1H9V1bK.xS6Gn8Ok4qQ2m
  username: user
# tmp for the demo, plain password is {0} (remove before merge)""", hpw())

add("scidata/ray-job-submit-header", """$ ray job submit --address https://ray-dashboard.ml.lab \\
    --headers '{"Authorization": "Bearer {0}"}' \\
    --working-dir . -- python tune_sweep.py""", b64url(32))

add("scidata/dask-gateway-basic", """from dask_gateway import Gateway
from dask_gateway.auth import BasicAuth
gw = Gateway("https://dask.hpc.uni.example", auth=BasicAuth("mlopes", "{0}"))
cluster = gw.new_cluster(worker_cores=4)""", hpw())

add("scidata/dask-gateway-shared-secret", """c.DaskGateway.authenticator_class = "dask_gateway_server.auth.SimpleAuthenticator"
c.SimpleAuthenticator.password = "{0}"
c.Backend.api_url = "http://gateway-api:8000/api\"""", pw())

add("scidata/tower-access-token", """$ export TOWER_ACCESS_TOKEN={0}
$ nextflow run nf-core/rnaseq -r 3.14.0 -profile singularity -with-tower --input samplesheet.csv --outdir results""", "eyJ0aWQiOiA" + r(40, ALNUM) + "==")

add("scidata/nextflow-config-secret-inline", """// nextflow.config
tower {
  enabled = true
  endpoint = 'https://seqera.genomics.lab/api'
  accessToken = '{0}'
  workspaceId = '184220998761'
}""", r(56, ALNUM))

add("scidata/galaxy-api-key-bioblend", """from bioblend.galaxy import GalaxyInstance
gi = GalaxyInstance(url="https://usegalaxy.lab.example", key="{0}")
hist = gi.histories.create_history(name="variant-calling-2026-12")""", r(32, HEX))

add("scidata/galaxy-admin-bootstrap", """# galaxy.yml
galaxy:
  admin_users: admin@genomics.lab
  master_api_key: {0}
  id_secret: {1}
  database_connection: postgresql://galaxy@localhost/galaxy""", r(32, HEX), r(32, HEX))

add("scidata/zenodo-token-query", """requests.put(
    "https://zenodo.org/api/deposit/depositions/11877402/files/results.tar.gz",
    params={"access_token": "{0}"},
    data=open("results.tar.gz", "rb"),
)""", r(60, ALNUM))

add("scidata/figshare-token-header", """curl -H "Authorization: token {0}" -X POST https://api.figshare.com/v2/account/articles \\
  -d '{"title":"Raw spectra 2026","defined_type":"dataset"}'""", r(128, HEX))
add("scidata/osf-pat-client", """from osfclient import OSF
osf = OSF(token="{0}")
proj = osf.project("x7k2q")""", r(70, ALNUM))

add("scidata/orcid-client-secret", """ORCID_CLIENT_ID=APP-{1}
ORCID_CLIENT_SECRET={0}
ORCID_REDIRECT_URI=https://repo.uni.example/orcid/callback""", uuid4(), r(16, UPPER_NUM))

add("scidata/anaconda-upload-token", """$ anaconda -t {0} upload --user lab-channel dist/conda/noarch/spectrafit-0.9.1-py_0.conda
Using Anaconda API: https://api.anaconda.org
Uploading file "lab-channel/spectrafit/0.9.1/noarch/spectrafit-0.9.1-py_0.conda" ... done""", "la-" + r(34, ALNUM))

add("scidata/condarc-channel-token", """# ~/.condarc
channels:
  - https://conda.lab.example/t/{0}/lab-internal
  - conda-forge
channel_priority: strict""", r(36, URLSAFE))

add("scidata/apptainer-remote-login", """$ apptainer registry login --username robot\\$hpc-builder --password {0} oras://harbor.hpc.uni.example
INFO:    Token stored in /home/ci/.apptainer/remote.yaml""", r(32, ALNUM))

add("scidata/singularity-docker-password-env", """export SINGULARITY_DOCKER_USERNAME=labbuilds
export SINGULARITY_DOCKER_PASSWORD={0}
singularity pull docker://labbuilds/cryoem-tools:2.3""", hpw())

add("scidata/spack-mirror-s3-secret", """$ spack mirror add --s3-access-key-id AKIA{1} --s3-access-key-secret {0} --s3-endpoint-url https://objects.hpc.uni.example hpc-cache s3://spack-buildcache
$ spack buildcache push hpc-cache hdf5""", r(40, ALNUM + "/+"), r(16, UPPER_NUM))

add("scidata/globus-client-secret", """# transfer_bot.py
CLIENT_ID = "b9c1f0e2-3a44-4d1e-9e0a-1f2b3c4d5e6f"
CLIENT_SECRET = "{0}"
client = globus_sdk.ConfidentialAppAuthClient(CLIENT_ID, CLIENT_SECRET)""", b64(32))

add("scidata/irods-env-password", """$ iinit
Enter the host name (DNS) of the server to connect to: irods.data.uni.example
Enter the port number: 1247
Enter your irods user name: rsilva
Enter your irods zone: tempZone
Those values will be added to your environment file (for use by
other iCommands) if the login succeeds.

Enter your current iRODS password: {0}
$ ils""", hpw())

add("scidata/open-ondemand-oidc-secret", """# /etc/ood/config/ood_portal.yml
servername: ondemand.hpc.uni.example
auth:
  - 'AuthType openid-connect'
  - 'Require valid-user'
oidc_uri: /oidc
oidc_provider_metadata_url: https://keycloak.uni.example/realms/hpc/.well-known/openid-configuration
oidc_client_id: ondemand
oidc_client_secret: {0}
oidc_remote_user_claim: preferred_username""", uuid4())

add("scidata/slurmrestd-jwt-header", """$ curl -s -H "X-SLURM-USER-NAME: dsantos" -H "X-SLURM-USER-TOKEN: {0}" \\
    http://slurmrestd.hpc:6820/slurm/v0.0.40/jobs | jq '.jobs | length'
37""", jwt({"exp": 1796000000, "iat": 1795990000, "sun": "dsantos"}))

add("scidata/scontrol-token-output", """[dsantos@login1 ~]$ scontrol token lifespan=7200
SLURM_JWT={0}""", jwt({"exp": 1796007200, "iat": 1795999999, "sun": "dsantos"}))

add("scidata/slurm-jwt-key-b64", """# jwt_hs256.key, regenerated; base64 so I can paste it to the other controller:
{0}""", b64(32))

add("scidata/metabase-session-header", """> GET /api/card/218/query/json HTTP/1.1
> Host: metabase.lab.example
> X-Metabase-Session: {0}
> Accept: */*
< HTTP/1.1 200 OK""", uuid4())

add("scidata/redash-api-key-query", """https://redash.lab.example/api/queries/77/results.csv?api_key={0}""", r(40, ALNUM))

add("scidata/starburst-galaxy-password", """dbt profiles.yml:
lake:
  target: prod
  outputs:
    prod:
      type: trino
      method: ldap
      host: lab-free.trino.galaxy.starburst.io
      port: 443
      user: ana.moreira@lab.example/accountadmin
      password: "{0}"
      database: lakehouse
      schema: marts""", hpw())

add("scidata/hex-api-token-curl", """curl -X POST https://app.hex.tech/api/v1/project/5fd1c7e0-4a1b-4b8e-9d3e-2a7a8b1c0d9e/run \\
  -H "Authorization: Bearer {0}" -H "Content-Type: application/json" \\
  -d '{"inputParams":{"region":"EMEA"}}'""", "hxtw_" + r(48, ALNUM))

add("scidata/deepnote-integration-prose", """Deepnote'ta Postgres entegrasyonunu kurarken şifre alanına `{0}` yazdım, host lims-db.lab, kullanıcı deepnote_ro. Bağlantı testi geçti.""", hpw())

add("scidata/mlflow-basic-auth-ini", """# basic_auth.ini for mlflow server --app-name basic-auth
[mlflow]
default_permission = READ
database_uri = sqlite:///basic_auth.db
admin_username = admin
admin_password = {0}
authorization_function = mlflow.server.auth:authenticate_request_basic_auth""", hpw())

add("scidata/pachyderm-auth-token", """$ pachctl auth use-auth-token
Please paste your Pachyderm auth token:
{0}
$ pachctl list repo""", r(32, HEX))

add("scidata/jupyter-notebook-cell-output-creds", """{
 "cell_type": "code",
 "execution_count": 7,
 "metadata": {},
 "outputs": [
  {
   "name": "stdout",
   "output_type": "stream",
   "text": [
    "connecting as snow_etl with password {0}\\n",
    "rows loaded: 120394\\n"
   ]
  }
 ],
 "source": ["print(f\\"connecting as {user} with password {pwd}\\")"]
}""", pw())

add("scidata/ipython-history-sqlalchemy", """In [3]: engine = create_engine("postgresql+psycopg://lims_app:{0}@lims-db.lab:5432/lims")

In [4]: pd.read_sql("select count(*) from samples", engine)
Out[4]:
   count
0  48211""", pw())

add("scidata/lmod-module-setenv", """-- /opt/modulefiles/labdb/1.0.lua
whatis("Lab database client defaults")
setenv("LABDB_HOST", "labdb.hpc.uni.example")
setenv("LABDB_USER", "shared_ro")
setenv("LABDB_PASS", "{0}")
prepend_path("PATH", "/opt/labdb/1.0/bin")""", hpw())

add_split("scidata/split-warehouse-password-chat", """me: what's the warehouse svc password again?
rafa: first half is {0}
rafa: and the rest {1} — don't paste it in the notebook pls""", "Kv7m" + r(6, ALNUM), r(8, ALNUM) + "!")

add_split("scidata/split-clickhouse-key-env", """CH_KEY_PART1={0}
CH_KEY_PART2={1}
# the loader concatenates CH_KEY_PART1+CH_KEY_PART2 into the clickhouse password""", r(16, ALNUM), r(16, ALNUM))

add("scidata/b64-trino-basic", """Authorization: Basic {0}   <- from the BI tool's request log, trino coordinator""", base64.b64encode(("bi_reader:" + pw()).encode()).decode())

add("scidata/b64-k8s-secret-labelstudio", """apiVersion: v1
kind: Secret
metadata:
  name: label-studio-db
  namespace: annotation
type: Opaque
data:
  POSTGRE_USER: bGFiZWxzdHVkaW8=
  POSTGRE_PASSWORD: {0}""", base64.b64encode(pw().encode()).decode())

add("scidata/hdfs-kms-keystore-password", """<property>
  <name>hadoop.security.keystore.java-keystore-provider.password-file</name>
  <value>kms.keystore.password</value>
</property>
$ cat /etc/hadoop-kms/conf/kms.keystore.password
{0}""", hpw())

add("scidata/hive-metastore-jdo-password", """<property>
  <name>javax.jdo.option.ConnectionPassword</name>
  <value>{0}</value>
</property>
<property>
  <name>javax.jdo.option.ConnectionUserName</name>
  <value>hive</value>
</property>""", pw())

add("scidata/airflow-conn-snowflake-uri", """airflow connections add lake_sf --conn-uri 'snowflake://LOADER:{0}@/ANALYTICS/RAW?account=lab-xy12345&warehouse=LOAD_WH&role=LOADER'""", pw())

add("scidata/great-expectations-datasource", """context.sources.add_postgres(
    name="lims",
    connection_string="postgresql+psycopg2://ge_reader:{0}@lims-db.lab:5432/lims",
)""", pw())

add("scidata/wandb-netrc-local-server", """$ cat ~/.netrc
machine wandb.ml.lab.example
  login user
  password local-{0}""", r(40, HEX))

add("scidata/optuna-storage-url", """study = optuna.create_study(
    study_name="resnet-sweep",
    storage="mysql+pymysql://optuna:{0}@optuna-db.ml.lab/optuna",
    load_if_exists=True,
)""", hpw())

add("scidata/tensorboard-dev-proxy-prose", """Para ver o TensorBoard do cluster: ssh -L 6006:gpu-node03:6006 login.hpc, depois abra localhost:6006. O nginx pede usuário "tb" e senha {0}. Não compartilhe fora do grupo.""", hpw())

add("scidata/cvat-api-token-header", """GET /api/tasks?page_size=50 HTTP/1.1
Host: cvat.vision.lab
Authorization: Token {0}
Accept: application/vnd.cvat+json""", r(40, HEX))

add("scidata/labelbox-like-export-signed-url", """{"export_id":"exp_9921","status":"COMPLETE","download_url":"https://exports.annotate.example/exp_9921.ndjson?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{1}%2F20261204%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261204T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Security-Token={0}&X-Amz-Signature={2}"}""", r(120, ALNUM), r(16, UPPER_NUM), r(64, HEX))

add("scidata/snowsql-config-password", """$ cat ~/.snowsql/config
[connections.lab]
accountname = lab-xy12345
username = ANA_M
password = {0}
warehousename = ADHOC_WH
rolename = ANALYST""", hpw())

add("scidata/bigquery-sa-private-key-id-and-key", """{
  "type": "service_account",
  "project_id": "genomics-lake-prod",
  "private_key_id": "{1}",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n",
  "client_email": "loader@genomics-lake-prod.iam.gserviceaccount.com"
}""", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b64(90), r(40, HEX))

add("scidata/pbs-hook-smtp-pass", """$ qmgr -c "print hook notify_owner"
create hook notify_owner
set hook notify_owner event = execjob_end
$ cat notify_owner.py | grep -n SMTP
12:SMTP_HOST = "smtp.uni.example"
13:SMTP_USER = "hpc-notify"
14:SMTP_PASS = "{0}\"""", hpw())

add("scidata/xnat-alias-token", """$ curl -u {1}:{0} https://xnat.neuro.lab/data/projects/MRI_2026/subjects?format=json""", uuid4(), uuid4())

add("scidata/omero-login-flag", """$ omero login -s omero.imaging.lab -u fcosta -w '{0}'
Created session for fcosta@omero.imaging.lab:4064. Idle timeout: 10 min. Current group: Lab_Microscopy""", hpw())

add("scidata/datalad-siblings-token", """$ git config --get remote.gin.url
https://oauth2:{0}@gin.g-node.org/lab/eeg-raw.git""", r(40, HEX))

add("scidata/gitlab-dvc-ci-var-prose", """Add this as a masked CI variable named DVC_S3_SECRET before Monday's run (the gitlab UI, not the yml): {0}""", r(40, ALNUM + "/+"))

add("scidata/kaggle-like-competition-host-key-tr", """Yarışma sunucusu için yükleme anahtarı: {0} — sadece değerlendirme betiği kullanacak, lütfen not defterine yazmayın.""", r(32, HEX))

add("scidata/rstudio-server-rsession-db", """# /etc/rstudio/database.conf
provider=postgresql
host=rstudio-db.lab
database=rstudio
port=5432
username=rstudio
password={0}""", hpw())

add("scidata/lsf-lsb-hook-license-key", """# /opt/lsf/conf/lsf.licensescheduler (excerpt pasted by the user)
Begin ServiceDomain
NAME = matlab_domain
LIC_SERVERS = ((27000@lic01.uni.example))
End ServiceDomain
# vendor portal login for the renewal: lsfadmin / {0}""", hpw())

add("scidata/trino-shared-secret-config", """# etc/config.properties (coordinator)
coordinator=true
http-server.http.port=8080
http-server.https.enabled=true
http-server.https.port=8443
internal-communication.shared-secret={0}
discovery.uri=https://trino.lake.corp:8443""", b64(48))
# ============================================================ look-alikes
la("""$ sudo cat /etc/slurm/slurmdbd.conf
AuthType=auth/munge
DbdHost=mgmt01
StorageType=accounting_storage/mysql
StorageHost=db01.hpc.internal
StorageUser=slurm_acct
StoragePass=${SLURMDBD_STORAGE_PASS}
StorageLoc=slurm_acct_db""")

la("""$ sbatch --array=1-200%20 fit.sh
Submitted batch job 4417022
$ squeue -u dsantos -o "%.18i %.9P %.20j %.2t %.10M %R"
             JOBID PARTITION                 NAME ST       TIME NODELIST(REASON)
      4417022_[21-200]   cpu              fit.sh PD       0:00 (JobArrayTaskLimit)
         4417022_1       cpu              fit.sh  R       0:42 cn{0}""", r(3, DIGITS))

la("""$ sacct -j 4417022 --format=JobID,State,Elapsed,MaxRSS,ExitCode
JobID           State    Elapsed     MaxRSS ExitCode
------------ ---------- ---------- ---------- --------
4417022_1    COMPLETED   00:12:03   1843212K      0:0
4417022_2    COMPLETED   00:11:58   1839004K      0:0
4417022_3       FAILED   00:00:04      2100K      1:0""")

la("""#!/bin/bash
#SBATCH --job-name=etl-nightly
#SBATCH --partition=cpu
#SBATCH --export=ALL
# PGPASSWORD comes from ~/.pgpass (mode 600), never from this script
module load python/3.11
srun python -m pipeline.load""")

la("""[ana@login2 ~]$ qstat -f 4417021.pbs01 | head
Job Id: 4417021.pbs01
    Job_Name = upload_results.pbs
    Job_Owner = ana@login2
    job_state = R
    queue = workq
    Variable_List = PBS_O_HOME=/home/ana,RECORD=8812,ZENODO_TOKEN=****""")

la("""bsub -J "ingest[1-20]" -q normal -n 4 -W 2:00 -env "all, S3_ENDPOINT=https://objects.cluster.lan" ./ingest.sh
Job <{0}> is submitted to queue <normal>.""", r(7, DIGITS))

la("""# analysis.sub
universe    = vanilla
executable  = run_fit.sh
environment = "MLFLOW_TRACKING_URI=https://mlflow.physics.example.edu"
use_oauth_services = mlflow
request_cpus = 2
queue 200""")

la("""$ munge -n | unmunge | head -5
STATUS:          Success (0)
ENCODE_HOST:     cn014 (10.20.3.14)
ENCODE_TIME:     2026-12-04 09:41:11 +0000 (1796377271)
DECODE_TIME:     2026-12-04 09:41:11 +0000 (1796377271)
TTL:             300""")

la("""$ sha256sum /etc/munge/munge.key
{0}  /etc/munge/munge.key
# aynı hash tüm compute node'larda çıkmalı, çıkmıyorsa anahtar farklı demektir""", r(64, HEX))

la("""# jupyterhub_config.py
import os
c.JupyterHub.services = [
    {"name": "idle-culler", "api_token": os.environ["JUPYTERHUB_CULLER_TOKEN"], "admin": True},
]
c.JupyterHub.cookie_secret_file = "/srv/jupyterhub/jupyterhub_cookie_secret\"""")

la("""[I 2026-12-04 09:12:44.118 ServerApp] Jupyter Server 2.14.2 is running at:
[I 2026-12-04 09:12:44.118 ServerApp] http://gpu-node17:8888/lab?token=...
[I 2026-12-04 09:12:44.118 ServerApp]     http://127.0.0.1:8888/lab?token=...""")

la("""$ jupyter server list
Currently running servers:
http://gpu-node17:8888/ :: /home/dsantos/projects/spectra""")

la("""c.LDAPAuthenticator.lookup_dn = True
c.LDAPAuthenticator.lookup_dn_search_user = "cn=jhub-reader,ou=svc,dc=uni,dc=example"
c.LDAPAuthenticator.lookup_dn_search_password = os.environ["LDAP_BIND_PASSWORD"]
c.LDAPAuthenticator.user_search_base = "ou=people,dc=uni,dc=example\"""")

la("""[users]
# username = password, role1, role2
# (no local users: authentication goes through LDAP, see [main])
[main]
ldapRealm = org.apache.zeppelin.realm.LdapRealm
ldapRealm.contextFactory.url = ldaps://ldap.uni.example:636""")

la("""curl -s -H "Authorization: Key $CONNECT_API_KEY" https://connect.datalab.example.org/__api__/v1/content | jq '.[].guid'
"4f2a0c1e-8d77-4b1a-9e2f-6a3b5c7d9e10"
"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d\"""")

la("""$ quarto publish connect report.qmd
? Server URL: https://connect.datalab.example.org
? API Key: ********************************
[✓] Publishing to https://connect.datalab.example.org/content/4f2a""")

la("""papermill train.ipynb out/train-run42.ipynb -p epochs 40 -p lr 3e-4 -p dataset_id {0} -p seed 1337""", r(32, HEX))

la("""$ trino --server https://trino.lake.corp:8443 --user analytics_svc --password --catalog iceberg
Password:
trino> select query_id, state from system.runtime.queries limit 2;
          query_id           |  state
-----------------------------+----------
 20261204_101233_00017_{0} | FINISHED""", r(5, LOWER_NUM))

la("""jdbc:trino://trino.lake.corp:8443/hive/default?user=bi_reader&SSL=true&SSLVerification=FULL&externalAuthentication=true""")

la("""# etc/password-authenticator.properties
password-authenticator.name=file
file.password-file=/etc/trino/password.db
file.refresh-period=1m""")

la("""<clickhouse>
  <users>
    <etl>
      <password from_env="CH_ETL_PASSWORD" />
      <networks><ip>10.20.0.0/16</ip></networks>
    </etl>
  </users>
</clickhouse>""")

la("""$ clickhouse-client --host ch-01.lake.corp --secure --user ingest --ask-password --query "SELECT version()"
Password for user (ingest):
24.8.4.13""")

la("""SELECT query_id, user, read_rows FROM system.query_log WHERE type = 'QueryFinish' ORDER BY event_time DESC LIMIT 3;
┌─query_id─────────────────────────────┬─user───┬─read_rows─┐
│ {0} │ ingest │  91827364 │
└──────────────────────────────────────┴────────┴───────────┘""", uuid4())

la("""DREMIO = "https://dremio.lake.corp:9047"
hdr = {"Authorization": f"Bearer {os.environ['DREMIO_PAT']}"}
job = requests.post(f"{DREMIO}/api/v3/sql", json={"sql": "SELECT 1"}, headers=hdr).json()
print(job)  # {'id': '1a9c3f0e-77b2-4a11-b0d3-5e2c9f8a4b61'}""")

la("""catalog = load_catalog("lake", **{
    "type": "rest",
    "uri": "https://catalog.lake.corp/api/catalog",
    "warehouse": "prod",
    "credential": os.environ["ICEBERG_CREDENTIAL"],
})""")

la("""spark.sql.catalog.lake=org.apache.iceberg.spark.SparkCatalog
spark.sql.catalog.lake.type=rest
spark.sql.catalog.lake.uri=https://catalog.lake.corp/api/catalog
spark.sql.catalog.lake.credential=${ICEBERG_CLIENT_ID}:${ICEBERG_CLIENT_SECRET}
spark.sql.catalog.lake.warehouse=prod""")

la("""> SELECT snapshot_id, committed_at, operation FROM lake.prod.events.snapshots ORDER BY committed_at DESC LIMIT 3;
{0}	2026-12-04 06:00:12	append
{1}	2026-12-03 06:00:09	append
{2}	2026-12-02 06:00:11	overwrite""", r(19, DIGITS), r(19, DIGITS), r(19, DIGITS))

la("""$ nessie log -n 2
{0} (HEAD -> main)
Author: etl-bot
Date:   2026-12-04T06:00:14Z
    load events 2026-12-03""", r(64, HEX))

la("""$ cat ~/.lakectl.yaml
credentials:
  access_key_id: ${LAKECTL_CREDENTIALS_ACCESS_KEY_ID}
  secret_access_key: ${LAKECTL_CREDENTIALS_SECRET_ACCESS_KEY}
server:
  endpoint_url: https://lakefs.lake.corp/api/v1""")

la("""$ lakectl log lakefs://vision-data/main --amount 2
ID:            {0}
Author:        joao
Message:       add frames 2026-11
Meta Range ID: {1}""", r(64, HEX), r(64, HEX))

la("""Oi pessoal, pro notebook de validação cada um gera o próprio token em User Settings > Developer > Access tokens. Não mandem token por chat; coloquem no secret scope "lab-val" com `databricks secrets put-secret lab-val token`.""")

la("""storage_options = {
    "AWS_ENDPOINT_URL": "http://minio.lab:9000",
    "AWS_ACCESS_KEY_ID": os.environ["MINIO_ACCESS_KEY"],
    "AWS_SECRET_ACCESS_KEY": os.environ["MINIO_SECRET_KEY"],
    "AWS_ALLOW_HTTP": "true",
}""")

la("""D FROM duckdb_secrets();
┌─────────┬──────┬──────────┬────────────┬─────────┬──────────────────────────────────────────────┐
│  name   │ type │ provider │ persistent │ storage │                secret_string                 │
├─────────┼──────┼──────────┼────────────┼─────────┼──────────────────────────────────────────────┤
│ lake_s3 │ s3   │ config   │ false      │ memory  │ name=lake_s3;type=s3;key_id=svc-duck;secret=redacted │
└─────────┴──────┴──────────┴────────────┴─────────┴──────────────────────────────────────────────┘""")

la("""ATTACH '' AS lims (TYPE postgres, SECRET lims_pg, READ_ONLY);  -- host/user/password live in the persistent secret lims_pg""")

la("""$ curl -s https://labelstudio.vision.lab/api/projects/12/ -H "Authorization: Token $LABEL_STUDIO_API_KEY" | jq '{id, title, task_number}'
{
  "id": 12,
  "title": "cell-segmentation-v3",
  "task_number": 4810
}""")

la("""{"id": 50211, "data": {"image": "s3://vision-raw/2026/11/frame_{0}.png"}, "annotations": [{"id": 88120, "result": [{"type": "polygonlabels", "value": {"points": [[12.5, 40.1], [18.2, 44.0]], "polygonlabels": ["nucleus"]}}]}]}""", r(12, HEX))

la("""{
  "project": 12,
  "title": "raw frames",
  "bucket": "vision-raw",
  "prefix": "2026/11/",
  "aws_access_key_id": "",
  "aws_secret_access_key": "",
  "region_name": "eu-central-1",
  "presign": true,
  "__comment": "credentials come from the pod's IAM role (IRSA)"
}""")

la("""$ cvat-cli --server-host https://cvat.vision.lab --auth annot_lead ls
Password: 
3371,pallets-batch-7
3372,pallets-batch-8""")

la("""CVAT_HOST=cvat.vision.lab
DJANGO_SUPERUSER_USERNAME=admin
DJANGO_SUPERUSER_PASSWORD_FILE=/run/secrets/cvat_admin_password""")

la("""$ prodigy stats news_pt
============================== ✨  Prodigy Stats ==============================
Version          1.15.8
Database Name    PostgreSQL
Total Datasets   4
Total Sessions   31""")
la("""// prodigy.json
{
  "db": "postgresql",
  "db_settings": {"postgresql": {"host": "annot-db.lab", "dbname": "prodigy", "user": "prodigy"}},
  "port": 8080,
  "_note": "password via PGPASSWORD in the systemd unit's EnvironmentFile"
}""")

la("""import argilla as rg
client = rg.Argilla(api_url="https://argilla.nlp.lab", api_key=os.getenv("ARGILLA_API_KEY"))
ds = client.datasets("sentiment-tr", workspace="nlp")
print(ds.id)  # {0}""", uuid4())

la("""Argilla kurulumu: owner kullanıcısının şifresi ve API anahtarı kasada (Vault: secret/nlp/argilla/owner). Ortam dosyasında sadece `ARGILLA_HOME_PATH=/data/argilla` kalsın, şifre yazmayın.""")

la("""from roboflow import Roboflow
rf = Roboflow(api_key=os.environ["ROBOFLOW_API_KEY"])
dataset = rf.workspace("agro-vision").project("weed-detect").version(6).download("yolov8")
# Downloading Dataset Version Zip in weed-detect-6 to yolov8:: 100%|██████████| 48211/48211""")

la("""weed-detect-6/
├── data.yaml
├── README.roboflow.txt
├── train/images/IMG_{0}_jpg.rf.{1}.jpg
└── valid/labels/IMG_{2}_jpg.rf.{3}.txt""", r(4, DIGITS), r(32, HEX), r(4, DIGITS), r(32, HEX))

la("""api {
    web_server: https://app.clearml.lab.example
    api_server: https://api.clearml.lab.example
    credentials {
        "access_key" = ${CLEARML_API_ACCESS_KEY}
        "secret_key" = ${CLEARML_API_SECRET_KEY}
    }
}""")

la("""ClearML Task: created new task id={0}
ClearML results page: https://app.clearml.lab.example/projects/{1}/experiments/{0}/output/log
2026-12-04 10:02:11,883 - clearml.Task - INFO - Storing jupyter notebook directly as code""", r(32, HEX), r(32, HEX))

la("""$ aim runs ls --repo aim://aim.ml.lab:53800 | head -3
{0}
{1}
{2}""", r(24, HEX), r(24, HEX), r(24, HEX))

la("""Aim sunucusu aim://aim.ml.lab:53800 adresinde. Kimlik bilgileri için #ml-altyapi kanalına yazın, şifreler sohbette paylaşılmıyor.""")

la("""$ cat .dvc/config
[core]
    remote = storage
['remote "storage"']
    url = s3://lab-dvc-cache/spectra
    endpointurl = https://objects.hpc.uni.example
# credentials in .dvc/config.local (gitignored) or AWS_* env""")

la("""$ cat data/raw.dvc
outs:
- md5: {0}.dir
  size: 18327741920
  nfiles: 48211
  hash: md5
  path: raw""", r(32, HEX))

la("""# dex config.yaml
staticPasswords:
- email: user@example.com
  hashFromEnv: DEX_STATIC_USER_HASH
  username: user
  userID: "15841185641784"
# the bcrypt hash is injected from the dex-static-user Secret; no plain value is kept anywhere""")

la("""$ ray job submit --address https://ray-dashboard.ml.lab --working-dir . -- python tune_sweep.py
Job submission server address: https://ray-dashboard.ml.lab
-------------------------------------------------------
Job 'raysubmit_{0}' submitted successfully
-------------------------------------------------------""", r(16, ALNUM))

la("""from dask_gateway import Gateway
gw = Gateway("https://dask.hpc.uni.example", auth="jupyterhub")
cluster = gw.new_cluster(worker_cores=4)
print(cluster.name)  # hpc.{0}""", r(32, HEX))

la("""$ nextflow run nf-core/rnaseq -r 3.14.0 -profile singularity -with-tower --input samplesheet.csv
N E X T F L O W  ~  version 24.10.2
Launching `https://github.com/nf-core/rnaseq` [{0}] DSL2 - revision: {1} [3.14.0]
Monitor the execution with Seqera Platform using this URL: https://seqera.genomics.lab/orgs/lab/workspaces/rna/watch/{2}""",
   _rng.choice(["sleepy_curie", "goofy_hopper", "tiny_turing"]), r(10, HEX), r(14, ALNUM))

la("""// nextflow.config
tower {
  enabled = true
  endpoint = 'https://seqera.genomics.lab/api'
  accessToken = secrets.TOWER_ACCESS_TOKEN
  workspaceId = '184220998761'
}""")

la("""$ nextflow secrets list
TOWER_ACCESS_TOKEN
AWS_SECRET_ACCESS_KEY
$ nextflow secrets get TOWER_ACCESS_TOKEN | wc -c
57""")

la("""gi = GalaxyInstance(url="https://usegalaxy.lab.example", key=os.environ["GALAXY_API_KEY"])
h = gi.histories.create_history(name="variant-calling-2026-12")
print(h["id"])  # {0}""", r(16, HEX))

la("""Galaxy dataset {0}: state ok, size 1.2 GB, md5 {1}, extension fastqsanger.gz""", r(16, HEX), r(32, HEX))

la("""Published: https://doi.org/10.5281/zenodo.{0}
Record: https://zenodo.org/records/{0}
checksum md5:{1}  results.tar.gz""", r(8, DIGITS), r(32, HEX))

la("""curl -H "Authorization: token $FIGSHARE_TOKEN" https://api.figshare.com/v2/account/articles | jq '.[0] | {id, doi}'
{
  "id": {0},
  "doi": "10.6084/m9.figshare.{0}"
}""", r(8, DIGITS))

la("""osf = OSF(token=os.environ["OSF_TOKEN"])
proj = osf.project("x7k2q")
for f in proj.storage("osfstorage").files:
    print(f.path, f.hashes["sha256"])
# /raw/run01.h5 {0}""", r(64, HEX))

la("""ORCID_CLIENT_ID=APP-{0}
ORCID_CLIENT_SECRET=   # set in the deployment's secret store, not here
# researcher ORCID iD example: 0000-0002-{1}-{2}""", r(16, UPPER_NUM), r(4, DIGITS), r(3, DIGITS) + "X")

la("""$ anaconda upload --user lab-channel dist/conda/noarch/spectrafit-0.9.1-py_0.conda
Using Anaconda API: https://api.anaconda.org
Using "lab-channel" as upload username
md5: {0}""", r(32, HEX))

la("""# ~/.condarc
channels:
  - https://conda.lab.example/t/<TOKEN>/lab-internal
  - conda-forge
# replace <TOKEN> using `conda token set` - the real value is stored in the OS keyring""")

la("""$ apptainer pull oras://harbor.hpc.uni.example/hpc/cryoem-tools:2.3
INFO:    Downloading oras image
$ apptainer inspect cryoem-tools_2.3.sif | grep digest
org.opencontainers.image.digest: sha256:{0}""", r(64, HEX))

la("""$ apptainer key list
Public key listing (/home/ci/.apptainer/keys/pgp-public):
0) User:              HPC Builder (ci) <hpc-builds@uni.example>
   Creation time:     2026-03-01 10:11:12 +0000 UTC
   Fingerprint:       {0}
   Length (in bits):  4096""", r(40, UPPER_HEX))

la("""$ spack mirror list
hpc-cache      [sb] s3://spack-buildcache
spack-public   [s ] https://mirror.spack.io
$ spack buildcache keys --install --trust
gpg: key {0}: public key "Spack Build Pipeline (Demo Key) <key@spack.demo>" imported""", r(16, UPPER_HEX))

la("""CLIENT_ID = "b9c1f0e2-3a44-4d1e-9e0a-1f2b3c4d5e6f"   # public, registered at app.globus.org
CLIENT_SECRET = os.environ["GLOBUS_CLIENT_SECRET"]
tc = globus_sdk.TransferClient(authorizer=globus_sdk.ClientCredentialsAuthorizer(
    globus_sdk.ConfidentialAppAuthClient(CLIENT_ID, CLIENT_SECRET), globus_sdk.TransferClient.scopes.all))""")

la("""$ globus transfer {0}:/scratch/run42 {1}:/archive/run42 --recursive --label run42
Message: The transfer has been accepted and a task has been created and queued for execution
Task ID: {2}""", uuid4(), uuid4(), uuid4())

la("""$ ils -L /tempZone/home/rsilva/run42
/tempZone/home/rsilva/run42:
  rsilva            0 demoResc      1843212 2026-12-04.10:11 & spectra.h5
    sha2:{0}    generic    /var/lib/irods/Vault/home/rsilva/run42/spectra.h5""", b64(32))

la("""# /etc/ood/config/ood_portal.yml
servername: ondemand.hpc.uni.example
oidc_client_id: ondemand
oidc_client_secret: "<%= ENV['OOD_OIDC_CLIENT_SECRET'] %>"
oidc_remote_user_claim: preferred_username""")

la("""$ scontrol token lifespan=7200
SLURM_JWT=<redacted, 742 chars>
$ export SLURM_JWT  # exported in this shell only, not written to ~/.bashrc""")

la("""Dica: o slurmrestd aceita o cabeçalho X-SLURM-USER-TOKEN; gere o seu com `scontrol token` e use só na sessão. O arquivo jwt_hs256.key fica em /var/spool/slurm/statesave com permissão 0600 e não deve ser copiado.""")

la("""$ scontrol show job 4417022_3 | grep -E "JobState|Reason|WorkDir"
   JobState=FAILED Reason=NonZeroExitCode Dependency=(null)
   WorkDir=/scratch/dsantos/fit/{0}""", r(12, HEX))

la("""GET /api/card/218/query/json HTTP/1.1
Host: metabase.lab.example
X-Metabase-Session: [REDACTED]
< HTTP/1.1 200 OK
< X-Request-Id: {0}""", uuid4())

la("""https://redash.lab.example/queries/77/source#visualization={0}&p_date=2026-12-04""", r(5, DIGITS))

la("""lake:
  target: prod
  outputs:
    prod:
      type: trino
      method: ldap
      host: lab-free.trino.galaxy.starburst.io
      user: "{{ env_var('STARBURST_USER') }}"
      password: "{{ env_var('STARBURST_PASSWORD') }}"
      schema: marts""")

la("""Hex run started: runId={0}, projectId=5fd1c7e0-4a1b-4b8e-9d3e-2a7a8b1c0d9e, runUrl=https://app.hex.tech/lab/app/5fd1c7e0/run/{0}""", uuid4())
la("""Deepnote entegrasyonunda şifre alanı boş bırakılamıyor; ben "Secrets" sekmesindeki LIMS_PG_PASSWORD değişkenini bağladım. Host lims-db.lab, kullanıcı deepnote_ro, port 5432.""")

la("""# basic_auth.ini for mlflow server --app-name basic-auth
[mlflow]
default_permission = READ
database_uri = sqlite:///basic_auth.db
admin_username = admin
# admin_password is not set here: the init container writes it from the mlflow-admin Secret before start""")

la("""$ pachctl list commit images@master
REPO   BRANCH COMMIT                           FINISHED       SIZE     ORIGIN DESCRIPTION
images master {0} 2 minutes ago  57.27MiB USER""", r(32, HEX))

la("""{
 "cell_type": "code",
 "execution_count": 7,
 "outputs": [{"name": "stdout", "output_type": "stream", "text": ["connecting as snow_etl (password from keyring)\\n", "rows loaded: 120394\\n"]}],
 "source": ["pwd = keyring.get_password(\\"snowflake\\", user)"]
}""")

la("""In [3]: engine = create_engine(URL.create("postgresql+psycopg", username="lims_app", password=os.environ["LIMS_PG_PASSWORD"], host="lims-db.lab", database="lims"))

In [4]: engine.url
Out[4]: postgresql+psycopg://lims_app:***@lims-db.lab/lims""")

la("""-- /opt/modulefiles/labdb/1.0.lua
whatis("Lab database client defaults")
setenv("LABDB_HOST", "labdb.hpc.uni.example")
setenv("LABDB_USER", os.getenv("USER"))
-- password: each user keeps their own in ~/.labdb/credentials (chmod 600)
prepend_path("PATH", "/opt/labdb/1.0/bin")""")

la("""$ module spider cuda/12.4
  cuda: cuda/12.4
    Description:
      NVIDIA CUDA Toolkit
    You will need to load all module(s) on any one of the lines below:
      gcc/13.2.0""")

la("""apiVersion: v1
kind: Secret
metadata:
  name: label-studio-db
  namespace: annotation
  annotations:
    sealedsecrets.bitnami.com/cluster-wide: "false"
type: Opaque
data: {}  # populated by the SealedSecret controller from label-studio-db.sealed.yaml""")

la("""Authorization: Basic <base64 of user:password>   (the BI tool builds this header from its connection settings; see trino docs, "Password file authentication")""")

la("""<property>
  <name>javax.jdo.option.ConnectionPassword</name>
  <value>${HIVE_METASTORE_DB_PASSWORD}</value>
</property>
<property>
  <name>hadoop.security.credential.provider.path</name>
  <value>jceks://file/etc/hive/conf/hive.jceks</value>
</property>""")

la("""$ hadoop key list -metadata
Listing keys for KeyProvider: KMSClientProvider[https://kms01.lake.corp:9600/kms/v1/]
ezkey-bronze : cipher: AES/CTR/NoPadding, length: 256, description: null, created: Wed Mar 04 2026, version: 3""")

la("""airflow connections add lake_sf --conn-type snowflake --conn-login LOADER --conn-extra '{"account": "lab-xy12345", "warehouse": "LOAD_WH", "role": "LOADER", "private_key_file": "/opt/airflow/keys/loader_rsa.p8"}'""")

la("""$ cat ~/.snowsql/config
[connections.lab]
accountname = lab-xy12345
username = ANA_M
authenticator = externalbrowser
warehousename = ADHOC_WH""")

la("""$ openssl rsa -in loader_rsa.p8 -pubout 2>/dev/null | sed -n 2p
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{0}
-- ALTER USER LOADER SET RSA_PUBLIC_KEY_FP = 'SHA256:{1}';""", b64(36), b64(32))

la("""{
  "type": "service_account",
  "project_id": "genomics-lake-prod",
  "private_key_id": "{0}",
  "client_email": "loader@genomics-lake-prod.iam.gserviceaccount.com",
  "note": "key body removed; workload identity federation is used instead"
}""", r(40, HEX))

la("""study = optuna.load_study(study_name="resnet-sweep", storage=os.environ["OPTUNA_STORAGE"])
print(study.best_trial.number, study.best_value)
# 117 0.9342""")

la("""Para ver o TensorBoard: ssh -L 6006:gpu-node03:6006 login.hpc e abra localhost:6006. O acesso usa a sua conta do cluster (SSO), não há senha compartilhada.""")

la("""$ omero login -s omero.imaging.lab -u fcosta
Password:
Created session for fcosta@omero.imaging.lab:4064. Idle timeout: 10 min. Current group: Lab_Microscopy
$ omero sessions who
 fcosta  session {0}""", uuid4())

la("""$ git remote -v
gin	git@gin.g-node.org:/lab/eeg-raw.git (fetch)
gin	git@gin.g-node.org:/lab/eeg-raw.git (push)
$ git annex info --fast | grep "annexed files"
annexed files in working tree: 4821""")

la("""$ ssh-keygen -lf ~/.ssh/id_ed25519_hpc.pub
256 SHA256:{0} dsantos@laptop (ED25519)
# add this fingerprint to the HPC portal's 'SSH keys' page""", b64(32).rstrip("="))

la("""# /etc/rstudio/database.conf
provider=postgresql
host=rstudio-db.lab
database=rstudio
port=5432
username=rstudio
password=${RSTUDIO_DB_PASSWORD}""")


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
