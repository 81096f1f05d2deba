r"""Held-out batch 75: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) the
first 130 lines of bench/heldout/batch19.py (its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la); (3) a grep of the Theme paragraphs of
the earlier batches (grep -h -A12 '^Theme' bench/heldout/batch*.py), so that these texts
repeat none of theirs; (4) a grep of the kind names already used (grep -ho
'add\(_split\)\?("[^"]*"' bench/heldout/batch*.py | sort -u). No rule, code, doc, test,
bench or result of the filter was opened, and the filter was never run.

Theme: science and research computing as a coding agent's session holds it. HPC clusters:
slurmdbd.conf StoragePass and slurm.conf JobCompPass, decrypted Ansible vault with a munge
key, sbatch scripts and sbatch --wrap, scontrol show job command lines, slurm-*.out env
dumps, Open OnDemand's Dex LDAP bind, Lmod Lua modulefiles (Gurobi WLS), MATLAB silent
installer keys and weboptions, FlexLM network licences. Bioinformatics: NCBI E-utilities
api_key (Biopython Entrez email+key, rentrez, EDirect, urllib3 debug logs), Galaxy
(galaxy.yml id_secret and database_connection, parsec.yml, x-api-key), Nextflow secrets,
Seqera Platform tw CLI and API bearer tokens, self-hosted Tower blocks, Snakemake profiles
with S3 storage keys, BaseSpace default.cfg and bs CLI, Terra notebooks printing gcloud
tokens, Benchling SDK keys and app secrets, LabKey (.netrc apikey|, Python APIWrapper,
Rlabkey, labkey.xml), OMERO (omero config, BlitzGateway, web secret key), ENA Webin CLI,
DNAnexus dx login, cBioPortal properties, iRODS negotiation keys and iinit expect scripts,
Globus tokens and GCS deployment keys. Lab instruments and LIMS: SENAITE buildout and JSON
API, eLabFTW API keys and SECRET_KEY, instrument PCs' SMB shares (smbclient -U, net use in
nightly batch files). Astronomy: astroquery ESO keyring, MAST tokens, Gaia credentials
files, Astro Data Lab token files, TNS bot keys, Lasair, observatory TCS ini files.
Climate and earth data: Copernicus CDS/ADS .cdsapirc (new UUID and legacy UID:key),
cdsapi, ecmwfr, .ecmwfapirc, NASA Earthdata .netrc, EDL bearer JWTs and token endpoints,
earthaccess, Google Earth Engine service-account JSON and refresh tokens, Sentinel
Hub config.toml and R httr2 clients, CDSE password grants, Copernicus Marine login,
Planetary Computer subscription keys, OpenTopography keys. Data repositories: Zenodo,
Figshare, Dataverse (curl and pyDataverse), OSF (osfclient, osfr), ORCID token exchange.
JupyterHub cookie secrets, CONFIGPROXY_AUTH_TOKEN, Zero to JupyterHub service apiTokens,
DummyAuthenticator workshop passwords. R and Julia: .Renviron, keyring, JuliaHub auth.toml,
Julia ENV. Texts are config files (YAML, JSON, TOML, INI, XML, .env, properties, Lua),
scripts in Python, R, Julia, MATLAB, bash, expect, Windows batch, Nextflow config, SQL,
notebooks, logs, HTTP, agent tool-call JSON, tickets, emails and chats between
researchers, in English, German, Hindi and Finnish. Secrets are random machine keys and
tokens in their real shapes and human-chosen passwords (words, leetspeak, phrases), some
split across lines or messages. Look-alikes are the same files and commands with env and
template references, placeholders, masked or empty values, accession numbers (SRR, ERR,
GSE, PRJNA, SAMN, PDB, UniProt), DOIs, ORCID iDs, job ids, sample ids, SENAITE UIDs,
eLabFTW elabids, Galaxy encoded ids, FITS CHECKSUM cards, iRODS sha2 checksums, dataset
md5/sha256 sums, renv and Manifest.toml hashes, key ids, fingerprints, public keys
(ssh, Crypt4GH), NCBI WebEnv ids and prose about rotating or storing credentials.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(75_2026_12_07)
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
_WORDS = [
    # German
    "Zentrifuge", "Pipette", "Mikroskop", "Laborbuch", "Sternwarte", "Wasserfall", "Herbstlaub",
    "Kaffeetasse", "Schneeflocke", "Elbsandstein",
    # Finnish (ASCII, as people type them into password fields)
    "revontuli", "kuusikko", "saunailta", "mustikka", "tunturi", "pakkanen", "lumihiutale",
    "jarvenranta",
    # Hindi, romanised
    "namaste", "barish", "aasmaan", "sitara", "gulab", "mausam", "chaiwala",
    # English, lab and sky
    "nebula", "plasmid", "aliquot", "cryostat", "pulsar", "isotope", "tundra", "genome",
]
_LEET = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def word() -> str:
    return _rng.choice(_WORDS)


def human_pw() -> str:
    """A human-chosen password: no quotes, spaces, $, %, # or backslash."""
    style = _rng.randrange(5)
    if style == 0:
        return word().capitalize() + str(_rng.randint(1990, 2025)) + _rng.choice("!?*.")
    if style == 1:
        return word().lower().translate(_LEET) + "_" + r(2, DIGITS)
    if style == 2:
        return "-".join([word().lower(), word().lower(), r(2, DIGITS), word().lower()])
    if style == 3:
        return word().capitalize() + word().capitalize() + _rng.choice("!*+") + r(3, DIGITS)
    return word().capitalize() + "." + word().lower() + r(4, DIGITS)


def ncbi_key() -> str:
    return r(36, HEX)


def galaxy_key() -> str:
    return r(32, HEX)


def tower_token() -> str:
    raw = f'{{"tid": {_rng.randint(2, 9999)}}}.{r(40, HEX)}'
    return base64.b64encode(raw.encode()).decode()


def labkey_key() -> str:
    return "apikey|" + r(32, HEX)


def elab_key() -> str:
    return f"{_rng.randint(2, 40)}-{r(84, HEX)}"


def defuse_key() -> str:
    return "def00000" + r(128, HEX)


def aws_akid() -> str:
    return "AKIA" + r(16, UPPER_NUM)


def aws_secret() -> str:
    return r(40, ALNUM + "/+")


def ghp() -> str:
    return "ghp_" + r(36, ALNUM)


def ya29() -> str:
    return "ya29.a0" + r(176, URLSAFE)


def google_refresh() -> str:
    return "1//0" + r(2, ALNUM) + r(97, URLSAFE)


def globus_token() -> str:
    return "Ag" + r(6, ALNUM) + r(8, DIGITS + UPPER) + r(38, ALNUM)


def edl_jwt(uid: str) -> str:
    header = {"typ": "JWT", "origin": "Earthdata Login", "sig": "edljwtpubkey_ops", "alg": "RS256"}
    iat = _rng.randint(1_725_000_000, 1_732_000_000)
    claims = {
        "type": "User", "uid": uid, "exp": iat + 5_184_000, "iat": iat,
        "iss": "https://urs.earthdata.nasa.gov", "identity_provider": "edl_ops",
        "acr": "edl", "assurance_level": 3,
    }
    return _b64url_json(header) + "." + _b64url_json(claims) + "." + b64url(256)


def pem_pkcs8_json() -> str:
    """A PKCS#8 private key as it sits inside a JSON string (\\n escapes)."""
    body = b64(1218)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"


def sh_secret() -> str:
    """Sentinel Hub style OAuth client secret, with punctuation."""
    return r(32, ALNUM + "<>;:,.+~|!^*()[]")


def datalab_token(user: str) -> str:
    return f"{user}.{_rng.randint(1000, 9999)}.{_rng.randint(1000, 9999)}.$1${r(8, LOWER_NUM)}${r(22, ALNUM + './')}"


def matlab_fik() -> str:
    return "-".join(r(5, DIGITS) for _ in range(12))


def django_like() -> str:
    return r(50, LOWER_NUM + "!@^*(-_=+)")


def orcid_id() -> str:
    return f"0000-000{_rng.randint(1, 3)}-{r(4, DIGITS)}-{r(3, DIGITS)}{_rng.choice(DIGITS + 'X')}"


def md5() -> str:
    return r(32, HEX)


def sha256() -> str:
    return r(64, HEX)


# ============================================================ SECRETS
# ---------------------------------------------------------------- HPC
add("sci/slurmdbd-conf-storagepass-human", """$ sudo cat /etc/slurm/slurmdbd.conf
# slurmdbd.conf - Cluster "elbe" (HPC-Team, Raum 2.114)
# Änderungen nur über Ansible! Siehe Wiki/HPC/Accounting
AuthType=auth/munge
DbdHost=slurmdb01.hpc.uni-beispiel.de
DbdPort=6819
SlurmUser=slurm
DebugLevel=info
LogFile=/var/log/slurm/slurmdbd.log
PidFile=/run/slurmdbd/slurmdbd.pid
StorageType=accounting_storage/mysql
StorageHost=mariadb-hpc.intern
StoragePort=3306
StorageUser=slurm_acct
StoragePass={0}
StorageLoc=slurm_acct_db
PurgeJobAfter=24month
PurgeStepAfter=6month""", human_pw())

add("sci/slurm-conf-jobcomppass-grep", """# grep -n -i -E 'jobcomp|accounting' /etc/slurm/slurm.conf
41:AccountingStorageType=accounting_storage/slurmdbd
42:AccountingStorageHost=slurmdb01
43:AccountingStorageTRES=gres/gpu,license/matlab
44:JobAcctGatherType=jobacct_gather/cgroup
45:JobCompType=jobcomp/mysql
46:JobCompHost=mariadb-hpc.intern
47:JobCompUser=jobcomp
48:JobCompPass={0}
49:JobCompLoc=slurm_jobcomp_db""", pw())

add("sci/munge-key-ansible-vault-view-hex", """$ ansible-vault view group_vars/hpc_all/vault.yml
Vault password:
---
# regenerate with: dd if=/dev/urandom bs=1 count=64 | xxd -p -c 128
vault_munge_key_hex: "{0}"
vault_slurm_db_user: slurm_acct
vault_ldap_base: "dc=hpc,dc=uni-beispiel,dc=de"
""", r(128, HEX))

add("sci/sbatch-array-ncbi-api-key-export", """#!/bin/bash
#SBATCH --job-name=sra_fetch
#SBATCH --partition=small
#SBATCH --account=project_2004817
#SBATCH --time=06:00:00
#SBATCH --cpus-per-task=8
#SBATCH --mem=16G
#SBATCH --array=1-96%12
#SBATCH --output=logs/%x_%A_%a.out

module load sratoolkit/3.1.0
export NCBI_API_KEY={0}
ACC=$(sed -n "${SLURM_ARRAY_TASK_ID}p" accessions/PRJNA812345.txt)
prefetch --max-size 60G "$ACC" -O /scratch/project_2004817/sra
fasterq-dump --threads $SLURM_CPUS_PER_TASK --split-files "$ACC" -O fastq/""", ncbi_key())

add("sci/scontrol-show-job-command-cds-key", """$ scontrol show job 4412908
JobId=4412908 JobName=era5_download
   UserId=mvirtanen(31417) GroupId=csc_users(3001) MCS_label=N/A
   Priority=21437 Nice=0 Account=project_2007731 QOS=normal
   JobState=RUNNING Reason=None Dependency=(null)
   RunTime=01:12:40 TimeLimit=12:00:00 TimeMin=N/A
   SubmitTime=2024-11-19T08:41:02 EligibleTime=2024-11-19T08:41:02
   Partition=longrun AllocNode:Sid=puhti-login12:284713
   NodeList=r07c41
   NumNodes=1 NumCPUs=4 NumTasks=1 CPUs/Task=4
   TRES=cpu=4,mem=8G,node=1,billing=4
   Command=/users/mvirtanen/era5/fetch.sh --cds-key {0} --years 1979-2023 --area 70,20,59,32
   WorkDir=/scratch/project_2007731/era5
   StdOut=/scratch/project_2007731/era5/slurm-4412908.out""", uuid4())

add("sci/slurm-out-env-grep-earthdata-password", """==> slurm-8830215.out <==
+ module load python-data/3.10
+ env
+ grep -i -E 'earth|slurm_job|proj'
EARTHDATA_PASSWORD={0}
EARTHDATA_USERNAME=jkorhonen
PROJ_DATA=/appl/soft/geo/proj/share
SLURM_JOB_ACCOUNT=project_2001659
SLURM_JOB_ID=8830215
SLURM_JOB_NAME=modis_lst
+ python download_mod11a1.py --tiles h19v02 h19v03 --start 2023-05-01
Granules found: 184""", human_pw())

add("sci/ood-portal-dex-ldap-bindpw", """# /etc/ood/config/ood_portal.yml
servername: ondemand.hpc.example.edu
port: 443
ssl:
  - 'SSLCertificateFile "/etc/pki/tls/certs/ondemand.crt"'
  - 'SSLCertificateKeyFile "/etc/pki/tls/private/ondemand.key"'
dex:
  connectors:
    - type: ldap
      id: ldap
      name: Campus LDAP
      config:
        host: ldaps.campus.example.edu:636
        bindDN: cn=ood-bind,ou=services,dc=campus,dc=example,dc=edu
        bindPW: {0}
        userSearch:
          baseDN: ou=people,dc=campus,dc=example,dc=edu
          filter: "(objectClass=posixAccount)"
          username: uid
          idAttr: uid
          emailAttr: mail
          nameAttr: cn""", pw())

add("sci/lmod-lua-modulefile-gurobi-wlssecret", """-- /appl/modulefiles/gurobi/11.0.3.lua
help([[Gurobi Optimizer 11.0.3 with the site Web License Service (WLS) licence.]])
whatis("Name: Gurobi")
whatis("Version: 11.0.3")
local base = "/appl/soft/math/gurobi/11.0.3/linux64"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("LD_LIBRARY_PATH", pathJoin(base, "lib"))
setenv("GUROBI_HOME", base)
setenv("GRB_WLSACCESSID", "{1}")
setenv("GRB_WLSSECRET", "{0}")
setenv("GRB_LICENSEID", "{2}")
family("optimizer")""", uuid4(), uuid4(), str(_rng.randint(900000, 2600000)))

add("sci/sbatch-wrap-curl-userinfo-flag", """$ sbatch -p transfer -t 04:00:00 -J ngs_pull --wrap "curl -fsS -u sequencing:{0} -o run_241118_A01234.tar https://ngs-core.bio.uni-example.de/dl/run_241118_A01234.tar"
Submitted batch job 1928377
$ squeue -u $USER
  JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
1928377  transfer ngs_pull   hbauer  R       0:04      1 dtn02""", human_pw())

add("sci/matlab-installer-input-file-installation-key", """## installer_input.txt - silent install of R2024a into the compute image
destinationFolder=/appl/soft/math/matlab/R2024a
fileInstallationKey={0}
agreeToLicense=yes
outputFile=/tmp/matlab_R2024a_install.log
licensePath=/appl/soft/math/matlab/network.lic
product.MATLAB
product.Parallel_Computing_Toolbox
product.Statistics_and_Machine_Learning_Toolbox
product.Image_Processing_Toolbox""", matlab_fik())

add("sci/matlab-weboptions-password", """% fetch_buoy_data.m  -- Messbojen-Daten vom Institutsserver holen
opts = weboptions('Username','ozean-ro', 'Password','{0}', ...
                  'Timeout', 60, 'ContentType', 'json');
url  = 'https://marinedata.ozean-example.de/api/v2/buoys/Fehmarn-Belt/series';
raw  = webread(url, 'from', '2024-01-01', 'to', '2024-06-30', opts);
T    = struct2table(raw.records);
writetable(T, 'fehmarn_2024H1.csv');
fprintf('%d Messwerte gespeichert\\n', height(T));""", human_pw())

add("sci/sql-slurm-acct-grant-identified-by", """MariaDB [(none)]> create database slurm_acct_db;
Query OK, 1 row affected (0.001 sec)

MariaDB [(none)]> grant all on slurm_acct_db.* TO 'slurm'@'slurmdb01.hpc.intern' identified by '{0}' with grant option;
Query OK, 0 rows affected (0.004 sec)

MariaDB [(none)]> show grants for 'slurm'@'slurmdb01.hpc.intern';""", pw())

# ---------------------------------------------------------------- bioinformatics
add("sci/biopython-entrez-email-and-key", """from Bio import Entrez, SeqIO

Entrez.email = "a.sharma@ncbs-example.res.in"
Entrez.api_key = "{0}"
Entrez.tool = "plasmid-annotator"

handle = Entrez.esearch(db="nuccore", term="pBR322[Title] AND complete sequence", retmax=20)
ids = Entrez.read(handle)["IdList"]
with Entrez.efetch(db="nuccore", id=",".join(ids), rettype="gb", retmode="text") as h:
    records = list(SeqIO.parse(h, "genbank"))
print(len(records), "records")""", ncbi_key())

add("sci/rentrez-set-entrez-key-german-comment", """library(rentrez)
# Schlüssel vom NCBI-Konto des Instituts, erlaubt 10 Anfragen pro Sekunde
set_entrez_key("{0}")
res <- entrez_search(db = "pubmed", term = "CRISPR[Title] AND 2024[PDAT]", retmax = 500)
length(res$ids)
#> [1] 500
summ <- entrez_summary(db = "pubmed", id = res$ids[1:5])""", ncbi_key())

add("sci/renviron-cat-entrez-key", """$ cat ~/.Renviron
R_LIBS_USER=~/R/x86_64-pc-linux-gnu-library/4.4
R_MAX_VSIZE=64Gb
ENTREZ_KEY={0}
RENV_PATHS_CACHE=/projappl/project_2003120/renv-cache
TZ=Europe/Helsinki""", ncbi_key())

add("sci/eutils-query-api-key-urllib3-debug", """2024-11-20 10:14:02,118 DEBUG urllib3.connectionpool Starting new HTTPS connection (1): eutils.ncbi.nlm.nih.gov:443
2024-11-20 10:14:02,402 DEBUG urllib3.connectionpool https://eutils.ncbi.nlm.nih.gov:443 "GET /entrez/eutils/efetch.fcgi?db=protein&id=WP_003131952.1,WP_011244560.1&rettype=fasta&retmode=text&api_key={0}&email=lab%40example.org HTTP/1.1" 200 None
2024-11-20 10:14:02,405 INFO fetch_proteins fetched 2 sequences (1.2 kB)""", ncbi_key())

add("sci/galaxy-yml-id-secret", """# config/galaxy.yml (test instance)
gravity:
  galaxy_root: /srv/galaxy/server
  gunicorn:
    bind: unix:/srv/galaxy/var/gunicorn.sock
    workers: 4
galaxy:
  brand: Galaxy FI (test)
  admin_users: admin@galaxy-fi.example
  database_connection: postgresql:///galaxy?host=/var/run/postgresql
  file_path: /data/galaxy/objects
  id_secret: {0}
  require_login: true
  allow_user_creation: false
  tool_config_file: tool_conf.xml,shed_tool_conf.xml""", r(48, ALNUM))

add("sci/galaxy-yml-database-connection-password", """galaxy:
  database_connection: postgresql://galaxy:{0}@pg-galaxy.internal:5432/galaxy
  install_database_connection: sqlite:///./database/universe_install.sqlite?isolation_level=IMMEDIATE
  object_store_config_file: /srv/galaxy/config/object_store_conf.xml
  job_config_file: /srv/galaxy/config/job_conf.yml
  smtp_server: smtp.uni-example.de:587
  email_from: galaxy-noreply@uni-example.de""", pw())

add("sci/parsec-yml-galaxy-key", """$ cat ~/.parsec.yml
## Parsec Global Config File
__default: usegalaxy_eu

usegalaxy_eu:
    key: "{0}"
    url: "https://usegalaxy.eu"

local_dev:
    key: "<admin key from galaxy.yml>"
    url: "http://localhost:8080\"""", galaxy_key())

add("sci/nextflow-secrets-set-webin-password", """$ nextflow secrets set WEBIN_ACCOUNT Webin-64521
$ nextflow secrets set WEBIN_PASSWORD '{0}'
$ nextflow secrets list
WEBIN_ACCOUNT
WEBIN_PASSWORD
$ nextflow run nf-core/fetchngs -r 1.12.0 --input ids.csv -profile singularity --outdir results""", human_pw())

add("sci/tw-cli-credentials-add-aws-secret", """$ tw credentials add aws --name=batch-eu-west-1 --workspace=ngs-core/production \\
    --access-key={1} --secret-key={0}

  New AWS credentials 'batch-eu-west-1 (4vb5mXt1pQe2dLhBZ0wK9c)' added at [ngs-core / production] workspace""", aws_secret(), aws_akid())

add("sci/seqera-api-launch-bearer-curl", """curl -X POST "https://api.cloud.seqera.io/workflow/launch?workspaceId=138659136604200" \\
  -H "Authorization: Bearer {0}" \\
  -H "Content-Type: application/json" \\
  -H "Accept: application/json" \\
  -d @launch.json
{"workflowId":"2PxTq7hK9aLrVw"}""", tower_token())

add("sci/nextflow-config-tower-selfhosted-accesstoken", """// nextflow.config (Biokeskus, shared profile)
profiles {
  puhti {
    process.executor = 'slurm'
    process.clusterOptions = '--account=project_2006633'
    singularity.enabled = true
  }
}
tower {
  enabled = true
  endpoint = 'https://tower.biokeskus-example.fi/api'
  accessToken = '{0}'
  workspaceId = '40230138858677'
}""", tower_token())

add("sci/snakemake-profile-storage-s3-secret-key", """# profiles/slurm-allas/config.yaml
executor: slurm
jobs: 200
latency-wait: 60
software-deployment-method: conda
default-resources:
  slurm_account: "project_2009876"
  slurm_partition: "small"
  runtime: 120
  mem_mb: 4000
default-storage-provider: s3
default-storage-prefix: s3://bio-raw-2024/ngs
storage-s3-endpoint-url: https://a3s.fi
storage-s3-access-key: {1}
storage-s3-secret-key: {0}""", r(32, HEX), r(32, HEX))

add("sci/basespace-default-cfg-access-token", """$ cat ~/.basespace/default.cfg
apiServer   = https://api.euc1.sh.basespace.illumina.com
accessToken = {0}""", r(32, HEX))

add("sci/bs-cli-verbose-access-token-header", """$ bs list runs -v
DEBU[0000] GET https://api.basespace.illumina.com/v2/runs?Limit=25&Offset=0
DEBU[0000] header x-access-token: {0}
+---------------------------------+-----------+-----------+
|              Name               |    Id     |  Status   |
+---------------------------------+-----------+-----------+
| 241112_VH00412_88_AAFKJ3NM5     | 293015722 | Complete  |
| 241115_VH00412_89_AAFKJ7HM5     | 293201188 | Running   |
+---------------------------------+-----------+-----------+""", r(32, HEX))

add("sci/terra-notebook-print-access-token-output", """{
 "cell_type": "code",
 "execution_count": 7,
 "metadata": {},
 "outputs": [
  {
   "name": "stdout",
   "output_type": "stream",
   "text": [
    "{0}\\n"
   ]
  }
 ],
 "source": [
  "!gcloud auth print-access-token  # for the FISS call to api.firecloud.org"
 ]
}""", ya29())

add("sci/benchling-sdk-apikeyauth-literal", """from benchling_sdk.auth.api_key_auth import ApiKeyAuth
from benchling_sdk.benchling import Benchling

benchling = Benchling(
    url="https://proteinlab-example.benchling.com",
    auth_method=ApiKeyAuth("{0}"),
)
for page in benchling.dna_sequences.list(folder_id="lib_8Wq3zRnT"):
    for seq in page:
        print(seq.id, seq.name, seq.length)""", "sk_" + r(30, ALNUM))

add("sci/benchling-app-client-secret-dotenv", """# .env (benchling-app-plate-sync)
BENCHLING_TENANT=proteinlab-example
BENCHLING_APP_DEFINITION_ID=appdef_k2UwoQ6BEN
BENCHLING_CLIENT_ID={1}
BENCHLING_CLIENT_SECRET={0}
WEBHOOK_PORT=8000
LOG_LEVEL=info""", "cs_" + r(40, ALNUM), uuid4())

add("sci/labkey-netrc-apikey-password", """$ cat ~/.netrc
machine labkey.klinikum-example.de
login apikey
password {0}
$ ls -l ~/.netrc
-rw------- 1 fwagner fwagner 97 Nov 19 14:22 /home/fwagner/.netrc""", labkey_key())

add("sci/labkey-python-apiwrapper-api-key", """from labkey.api_wrapper import APIWrapper

api = APIWrapper(
    "labkey.biobank-example.fi",
    "Biopankki/Naytteet",
    "labkey",
    use_ssl=True,
    api_key="{0}",
)
rows = api.query.select_rows("study", "Specimens", max_rows=50)
print(rows["rowCount"])""", labkey_key())

add("sci/labkey-xml-datasource-password-attr", """<!-- /usr/local/tomcat/conf/Catalina/localhost/labkey.xml -->
<Context docBase="/usr/local/labkey/labkeywebapp" reloadable="true" crossContext="true">
    <Resource name="jdbc/labkeyDataSource" auth="Container"
        type="javax.sql.DataSource"
        username="labkey"
        password="{0}"
        driverClassName="org.postgresql.Driver"
        url="jdbc:postgresql://pg-labkey:5432/labkey"
        maxTotal="50" maxIdle="10" accessToUnderlyingConnectionAllowed="true"
        validationQuery="SELECT 1"/>
</Context>""", pw())

add("sci/omero-config-set-db-pass", """[omero-server@omero01 ~]$ omero config set omero.db.host pg-omero.intern
[omero-server@omero01 ~]$ omero config set omero.db.name omero_prod
[omero-server@omero01 ~]$ omero config set omero.db.user omero
[omero-server@omero01 ~]$ omero config set omero.db.pass '{0}'
[omero-server@omero01 ~]$ omero config set omero.data.dir /OMERO
[omero-server@omero01 ~]$ omero admin start
Creating /opt/omero/server/OMERO.server/var/omero.crt
Waiting on startup. Use CTRL-C to exit""", human_pw())

add("sci/omero-web-secret-key-config-get", """$ omero config get | grep omero.web
omero.web.application_server=wsgi-tcp
omero.web.prefix=/omero
omero.web.secret_key={0}
omero.web.server_list=[["omero01.imaging.example.de", 4064, "imaging"]]
omero.web.session_expire_at_browser_close=true""", django_like())

add("sci/omero-blitzgateway-positional-password", """from omero.gateway import BlitzGateway

conn = BlitzGateway("mikro_lk", "{0}", host="omero.imaging.example.de", port=4064, secure=True)
if not conn.connect():
    raise SystemExit("login failed")
for ds in conn.getObjects("Dataset", opts={"owner": conn.getUserId()}):
    print(ds.getId(), ds.getName(), ds.countChildren())
conn.close()""", human_pw())

add("sci/ena-webin-cli-password-flag", """$ java -jar webin-cli-7.3.1.jar -context reads -manifest manifest_SAMEA115029871.txt \\
    -userName Webin-64521 -password '{0}' -submit -ascp
INFO : Your application version is 7.3.1
INFO : Submission has been completed successfully
INFO : The following run accession was assigned to the submission: ERR13587214""", human_pw())

add("sci/dx-login-token-flag", """$ dx login --token {0} --noprojects
$ dx select project-GpX8Kq00b5F2z3ZyBx1vJ4Yk
Selected project project-GpX8Kq00b5F2z3ZyBx1vJ4Yk
$ dx ls /runs/2024-11
NA12878_exome.cram
NA12878_exome.cram.crai""", r(32, ALNUM))

add("sci/cbioportal-application-properties-password", """# application.properties (cBioPortal 6.0.x, docker-compose deployment)
spring.datasource.url=jdbc:mysql://cbio-db:3306/cbioportal?useSSL=false&allowPublicKeyRetrieval=true
spring.datasource.username=cbio_user
spring.datasource.password={0}
authenticate=oauth2
spring.security.oauth2.client.registration.cbio-idp.client-id=cbioportal
session.service.url=http://cbio-session:5000/api/sessions/public_portal/""", pw())

add("sci/irods-server-config-negotiation-key-jq", """$ sudo jq '{zone_name, negotiation_key, zone_port, server_port_range_start}' /etc/irods/server_config.json
{
  "zone_name": "labZone",
  "negotiation_key": "{0}",
  "zone_port": 1247,
  "server_port_range_start": 20000
}""", r(32, ALNUM))

add("sci/irods-iinit-expect-pam-password", r"""#!/usr/bin/expect -f
# refresh the iRODS PAM login on the transfer node (cron, every 12 h)
set timeout 30
spawn iinit
expect "Enter your current PAM password:"
send "{0}\r"
expect eof""", human_pw())

add("sci/globus-tokens-json-refresh-token-jq", """$ jq '.["transfer.api.globus.org"] | {scope, refresh_token, expires_at_seconds}' ~/.globus/tokens.json
{
  "scope": "urn:globus:auth:scope:transfer.api.globus.org:all",
  "refresh_token": "{0}",
  "expires_at_seconds": 1732451200
}""", globus_token())

add("sci/gcs-deployment-key-json-secret", """$ sudo cat /var/lib/globus-connect-server/deployment-key.json
{"client_id": "{1}", "secret": "{0}", "deployment_key": null}""", b64(32), uuid4())

# ---------------------------------------------------------------- LIMS and lab instruments
add("sci/senaite-buildout-admin-user", """# senaite buildout.cfg
[instance]
recipe = plone.recipe.zope2instance
user = admin:{0}
http-address = 0.0.0.0:8080
eggs =
    senaite.lims
    senaite.app.listing
    senaite.impress
zcml =""", human_pw())

add("sci/senaite-jsonapi-session-auth-tuple", """import requests

BASE = "https://lims.wasserlabor-example.de/senaite/@@API/senaite/v1"
s = requests.Session()
s.auth = ("probeneingang", "{0}")
r = s.get(f"{BASE}/search", params={"portal_type": "AnalysisRequest",
                                    "review_state": "sample_received", "limit": 50})
for item in r.json()["items"]:
    print(item["getId"], item["getClientSampleID"], item["getDateReceived"])""", human_pw())

add("sci/elabftw-api-authorization-header-curl", r"""$ curl -s -H "Authorization: {0}" "https://eln.chem.example.fi/api/v2/experiments?limit=5" | jq -r '.[] | "\(.id)\t\(.title)"'
812	Suzuki coupling, batch 3
811	TLC screening of eluents
809	NMR 2024-11-18 (Bruker 400)""", elab_key())

add("sci/elabftw-yml-secret-key", """# /etc/elabftw.yml
services:
  web:
    image: elabftw/elabimg:5.1.9
    environment:
      - DB_HOST=mysql
      - DB_PORT=3306
      - DB_NAME=elabftw
      - DB_USER=elabftw
      - DB_PASSWORD=${ELAB_DB_PASSWORD}
      - SECRET_KEY={0}
      - SITE_URL=https://eln.chem.example.fi
      - SERVER_NAME=eln.chem.example.fi
      - PHP_TIMEZONE=Europe/Helsinki""", defuse_key())

add("sci/smbclient-instrument-domain-user-percent", r"""$ smbclient //HPLC-AGILENT-07/Chemstation -U 'LABNET\hplc_export%{0}' -c 'prompt OFF; recurse ON; cd 2024\Nov; mget SEQ-241119*'
getting file \2024\Nov\SEQ-241119-01.D\DATA.MS of size 18834221 as 2024/Nov/SEQ-241119-01.D/DATA.MS (41231.7 KiloBytes/sec)
getting file \2024\Nov\SEQ-241119-01.D\ACQ.TXT of size 5120 as 2024/Nov/SEQ-241119-01.D/ACQ.TXT""", human_pw())

add("sci/net-use-batch-microscope-pc", r"""@echo off
REM nightly_sync.bat  - Mikroskop-PC (Zeiss LSM 980) -> Institutsspeicher
net use Z: \\fs-imaging.bio.uni-example.de\lsm980 /user:UNIEX\svc-lsm980 {0} /persistent:no
robocopy "D:\Users\Public\Zeiss Data" Z:\raw /E /Z /MAXAGE:2 /R:2 /W:10 /LOG+:C:\sync\robocopy.log
net use Z: /delete /y""", human_pw())

# ---------------------------------------------------------------- astronomy
add("sci/keyring-set-password-astroquery-eso", """>>> import keyring
>>> keyring.set_password("astroquery:www.eso.org", "kmeier_aip", "{0}")
>>> from astroquery.eso import Eso
>>> eso = Eso()
>>> eso.login("kmeier_aip")
INFO: Authenticating kmeier_aip on https://www.eso.org/sso ... [astroquery.eso.core]
INFO: Authentication successful! [astroquery.eso.core]""", human_pw())

add("sci/mast-observations-login-token-kwarg", """from astroquery.mast import Observations

Observations.login(token="{0}")
obs = Observations.query_criteria(proposal_id="4598", instrument_name="NIRSPEC/IFU")
products = Observations.get_product_list(obs)
Observations.download_products(products, productSubGroupDescription="S3D", curl_flag=False)""", r(32, HEX))

add("sci/mast-api-token-bashrc-export", """# ~/.bashrc (jwst-reduction VM)
export CRDS_PATH=$HOME/crds_cache
export CRDS_SERVER_URL=https://jwst-crds.stsci.edu
export MAST_API_TOKEN={0}
alias jw='conda activate jwst-1.16'""", r(32, HEX))

add("sci/gaia-credentials-file-second-line", """$ cat ~/.gaia_credentials
lvirtanen
{0}
$ python -c "from astroquery.gaia import Gaia; Gaia.login(credentials_file='$HOME/.gaia_credentials')"
INFO: Login to gaia TAP server [astroquery.utils.tap.core]
OK""", human_pw())

add("sci/datalab-token-file-cat", """$ ls ~/.datalab/
ahegde.token  dl.conf
$ cat ~/.datalab/ahegde.token
{0}
$ datalab whoami
ahegde""", datalab_token("ahegde"))

add("sci/tns-bot-api-key-constant", """TNS_BOT_ID = 187254
TNS_BOT_NAME = "ZTF_followup_bot"
TNS_API_KEY = "{0}"
TNS_URL = "https://www.wis-tns.org/api/get/search"

marker = 'tns_marker{"tns_id": %d, "type": "bot", "name": "%s"}' % (TNS_BOT_ID, TNS_BOT_NAME)
data = {"api_key": TNS_API_KEY, "data": json.dumps({"ra": "14:08:45.2", "dec": "+54:20:01", "radius": 5, "units": "arcsec"})}
resp = requests.post(TNS_URL, headers={"User-Agent": marker}, data=data, timeout=30)""", r(40, HEX))

add("sci/lasair-client-token-positional", """import lasair

L = lasair.lasair_client("{0}", endpoint="https://lasair-ztf.lsst.ac.uk/api")
res = L.query("objectId, gmag, rmag, ncandgp", "objects", "gmag < 17 AND ncandgp > 5", limit=10)
for row in res:
    print(row["objectId"], row["gmag"])""", r(40, HEX))

add("sci/tcs-ini-remote-operator-password", """; tcs.ini - Teleskopsteuerung 1.2 m, Sternwarte (Kuppel 2)
[Mount]
Driver=ASA.DDM85
ComPort=COM4
ParkAlt=0.0
ParkAz=180.0
[Dome]
Driver=ScopeDome.USB
ShutterTimeoutSec=120
[Remote]
; Fernzugriff für Beobachtungsnächte, Passwort nicht weitergeben!
ListenPort=11111
OperatorUser=nachtdienst
OperatorPassword={0}
AllowedHosts=10.42.0.0/16""", human_pw())

# ---------------------------------------------------------------- climate and earth data
add("sci/cdsapirc-new-uuid-key", """$ cat ~/.cdsapirc
url: https://cds.climate.copernicus.eu/api
key: {0}""", uuid4())

add("sci/adsapirc-legacy-uid-colon-key", """$ cat ~/.cdsapirc   # ADS, still the old v2 endpoint on this box
url: https://ads.atmosphere.copernicus.eu/api/v2
key: {0}
verify: 0""", f"{_rng.randint(100000, 399999)}:{uuid4()}")

add("sci/cdsapi-client-inline-key-kwarg", """import cdsapi

c = cdsapi.Client(url="https://cds.climate.copernicus.eu/api", key="{0}")
c.retrieve(
    "reanalysis-era5-single-levels",
    {"product_type": ["reanalysis"], "variable": ["2m_temperature"], "year": ["2023"],
     "month": ["07"], "day": [f"{d:02d}" for d in range(1, 32)], "time": ["12:00"],
     "data_format": "netcdf"},
    "t2m_2023_07.nc",
)""", uuid4())

add("sci/ecmwfr-wf-set-key-r", """library(ecmwfr)
wf_set_key(key = "{0}")
request <- list(
  dataset_short_name = "reanalysis-era5-land",
  variable = "total_precipitation",
  year = "2022", month = "08", day = sprintf("%02d", 1:31), time = "00:00",
  area = c(30, 68, 8, 97), data_format = "netcdf",
  target = "era5land_tp_2022_08.nc"
)
wf_request(request, path = "data/raw")""", uuid4())

add("sci/ecmwfapirc-json-key", """$ cat ~/.ecmwfapirc
{
    "url"   : "https://api.ecmwf.int/v1",
    "key"   : "{0}",
    "email" : "priya.nair@iitm-example.ac.in"
}""", r(32, HEX))

add("sci/earthdata-netrc-password", """$ cat ~/.netrc
machine urs.earthdata.nasa.gov
    login jkorhonen_fmi
    password {0}
$ chmod 600 ~/.netrc""", human_pw())

add("sci/earthdata-bearer-wget-header", """wget --header "Authorization: Bearer {0}" -r -np -nH --cut-dirs=4 -A "*.h5" \\
  https://n5eil01u.ecs.nsidc.org/SMAP/SPL3SMP.009/2024.06.01/""", edl_jwt("jkorhonen_fmi"))

add("sci/earthdata-token-endpoint-response", """$ curl -s -X POST -u "a.verma:$(pass show nasa/earthdata)" https://urs.earthdata.nasa.gov/api/users/token
{"access_token":"{0}","token_type":"Bearer","expiration_date":"1/19/2025"}""", edl_jwt("a.verma"))

add("sci/gee-service-account-json-private-key", """$ cat keys/ee-forest-monitor.json
{
  "type": "service_account",
  "project_id": "ee-forest-monitor",
  "private_key_id": "{1}",
  "private_key": "{0}",
  "client_email": "ee-runner@ee-forest-monitor.iam.gserviceaccount.com",
  "client_id": "104938271650192837465",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}""", pem_pkcs8_json(), r(40, HEX))

add("sci/sentinelhub-config-toml-client-secret", """$ cat ~/.config/sentinelhub/config.toml
[default-profile]
instance_id = ""
sh_client_id = "{1}"
sh_client_secret = "{0}"
sh_base_url = "https://sh.dataspace.copernicus.eu"
sh_token_url = "https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token\"""", sh_secret(), "sh-" + uuid4())

add("sci/r-httr2-oauth-client-secret-sentinelhub", """library(httr2)
client <- oauth_client(
  id = "{1}",
  secret = "{0}",
  token_url = "https://services.sentinel-hub.com/auth/realms/main/protocol/openid-connect/token",
  name = "ndvi-monitor"
)
req <- request("https://services.sentinel-hub.com/api/v1/process") |>
  req_oauth_client_credentials(client) |>
  req_body_json(jsonlite::read_json("evalscripts/ndvi_request.json"))""", sh_secret(), uuid4())

add("sci/cdse-password-grant-curl", """$ curl -s -d 'client_id=cdse-public' -d 'username=m.schulz@dwd-example.de' -d 'password={0}' -d 'grant_type=password' \\
    https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token | jq .expires_in
600""", human_pw())

add("sci/copernicusmarine-login-password-flag", """$ copernicusmarine login --username hmakinen --password '{0}'
INFO - 2024-11-21T09:02:11Z - Credentials file stored in /home/hmakinen/.copernicusmarine/.copernicusmarine-credentials.
$ copernicusmarine describe --dataset-id cmems_mod_bal_phy_anfc_P1D-m | head -3""", human_pw())

add("sci/planetary-computer-env-magic-key", """%env PC_SDK_SUBSCRIPTION_KEY={0}
import planetary_computer, pystac_client

catalog = pystac_client.Client.open(
    "https://planetarycomputer.microsoft.com/api/stac/v1",
    modifier=planetary_computer.sign_inplace,
)
items = catalog.search(collections=["sentinel-2-l2a"], bbox=[24.6, 60.1, 25.2, 60.4], datetime="2024-06").item_collection()""", r(32, HEX))

add("sci/opentopography-api-key-query", """GET https://portal.opentopography.org/API/globaldem?demtype=COP30&south=60.1&north=60.4&west=24.6&east=25.2&outputFormat=GTiff&API_Key={0}
-> 200 OK, 18.4 MB written to dem/helsinki_cop30.tif""", r(32, HEX))

add("sci/earthengine-credentials-refresh-tool-result", """{"type": "tool_use", "id": "toolu_01Hk2Vd8mQpL3sYx9", "name": "Bash", "input": {"command": "cat ~/.config/earthengine/credentials"}}
{"type": "tool_result", "tool_use_id": "toolu_01Hk2Vd8mQpL3sYx9", "content": "{\\"refresh_token\\": \\"{0}\\", \\"project\\": \\"ee-forest-monitor\\", \\"scopes\\": [\\"https://www.googleapis.com/auth/earthengine\\", \\"https://www.googleapis.com/auth/cloud-platform\\"]}"}""", google_refresh())

# ---------------------------------------------------------------- data repositories
add("sci/zenodo-deposition-bearer-headers-dict", """import requests

ZENODO = "https://zenodo.org/api"
headers = {"Authorization": "Bearer {0}"}
r = requests.post(f"{ZENODO}/deposit/depositions", json={}, headers=headers)
dep = r.json()
bucket = dep["links"]["bucket"]
with open("dataset_v2.1.tar.gz", "rb") as fp:
    requests.put(f"{bucket}/dataset_v2.1.tar.gz", data=fp, headers=headers)""", r(60, ALNUM))

add("sci/figshare-token-constant-account-articles", """FIGSHARE_TOKEN = "{0}"
BASE = "https://api.figshare.com/v2"

resp = requests.get(f"{BASE}/account/articles", headers={"Authorization": f"token {FIGSHARE_TOKEN}"},
                    params={"page_size": 100})
for art in resp.json():
    print(art["id"], art["title"], art["published_date"])""", r(128, HEX))

add("sci/dataverse-curl-x-dataverse-key-add-file", """$ export SERVER_URL=https://dataverse.harvard.edu
$ curl -H "X-Dataverse-key:{0}" -X POST -F "file=@cleaned_survey.tab" \\
    -F 'jsonData={"description":"Wave 3 cleaned","categories":["Data"]}' \\
    "$SERVER_URL/api/datasets/:persistentId/add?persistentId=doi:10.7910/DVN/QX8ZLB"
{"status":"OK","data":{"files":[{"label":"cleaned_survey.tab","dataFile":{"id":10442871}}]}}""", uuid4())

add("sci/pydataverse-nativeapi-positional-token", """from pyDataverse.api import NativeApi, DataAccessApi

api = NativeApi("https://dataverse.example.fi", "{0}")
data_api = DataAccessApi("https://dataverse.example.fi", "{0}")
ds = api.get_dataset("doi:10.70112/FK2/7TQWZA").json()
for f in ds["data"]["latestVersion"]["files"]:
    print(f["dataFile"]["id"], f["label"])""", uuid4())

add("sci/osfclient-export-password", """$ export OSF_USERNAME=s.lehtinen@helsinki-example.fi
$ export OSF_PASSWORD='{0}'
$ osf -p 7xkdm upload -r data/ raw/
100%|##########| 14/14 [00:21<00:00,  1.52s/file]""", human_pw())

add("sci/orcid-token-exchange-curl-client-secret", """curl -i -L -H 'Accept: application/json' \\
  --data 'client_id=APP-6TQ9WZ1K3M8H2XRB&client_secret={0}&grant_type=authorization_code&code=Q70Y3A&redirect_uri=https://repo.example.de/orcid/callback' \\
  https://orcid.org/oauth/token""", uuid4())

add("sci/agent-read-renviron-osf-pat-numbered", """{"role": "tool", "tool_call_id": "call_Rx81", "content": "     1\\tR_LIBS_USER=~/R/library/4.4\\n     2\\tOSF_PAT={0}\\n     3\\tRSTUDIO_PANDOC=/usr/lib/rstudio-server/bin/quarto/bin/tools\\n"}""", r(70, ALNUM))

# ---------------------------------------------------------------- JupyterHub
add("sci/jupyterhub-cookie-secret-bytes-fromhex", """# /etc/jupyterhub/jupyterhub_config.py
c.JupyterHub.bind_url = "http://127.0.0.1:8000/hub"
c.JupyterHub.cookie_secret = bytes.fromhex("{0}")
c.JupyterHub.db_url = "sqlite:////srv/jupyterhub/jupyterhub.sqlite"
c.Spawner.default_url = "/lab"
c.Authenticator.allowed_users = {"rmehta", "kpatel", "tnieminen"}""", r(64, HEX))

add("sci/configproxy-auth-token-systemd-unit", """$ systemctl cat jupyterhub
# /etc/systemd/system/jupyterhub.service
[Unit]
Description=JupyterHub
After=network.target

[Service]
User=root
Environment=PATH=/opt/jupyterhub/bin:/usr/local/bin:/usr/bin
Environment=CONFIGPROXY_AUTH_TOKEN={0}
ExecStart=/opt/jupyterhub/bin/jupyterhub -f /etc/jupyterhub/jupyterhub_config.py

[Install]
WantedBy=multi-user.target""", r(64, HEX))

add("sci/z2jh-values-service-apitoken", """# values.yaml (zero-to-jupyterhub 3.3.8, course hub)
hub:
  services:
    nbgrader-exchange:
      url: http://grader-svc:9999
      apiToken: "{0}"
      admin: true
  config:
    GenericOAuthenticator:
      client_id: jupyter-course
      oauth_callback_url: https://hub.kurssi-example.fi/hub/oauth_callback
singleuser:
  image:
    name: quay.io/jupyter/scipy-notebook
    tag: "2024-11-18\"""", r(64, HEX))

add("sci/jupyterhub-dummyauthenticator-workshop-password", """# jupyterhub_config.py - Workshop "Einführung in Snakemake", 25.-27.11., Kursraum B
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = "{0}"
c.Spawner.mem_limit = "4G"
c.Spawner.cpu_limit = 2""", human_pw())

# ---------------------------------------------------------------- R and Julia
add("sci/renviron-github-pat-edit-r-environ", """> usethis::edit_r_environ()
* Modify '/home/kpatel/.Renviron'
* Restart R for changes to take effect
# --- /home/kpatel/.Renviron ---
GITHUB_PAT={0}
R_MAX_NUM_DLLS=500""", ghp())

add("sci/r-keyring-key-set-with-value-literal", """library(keyring)
keyring::key_set_with_value(service = "earthdata", username = "a.verma",
                            password = "{0}")
earthaccess_user <- "a.verma"
granules <- earthdata_search("ATL06", bbox = c(77.5, 32.0, 79.0, 33.5))""", human_pw())

add("sci/juliahub-auth-toml-access-token-grep", """$ grep -E 'access_token|expires_at' ~/.julia/servers/pkg.juliahub-example.com/auth.toml
access_token = "{0}"
expires_at = 1732608000""", r(64, HEX))

add("sci/julia-env-cdsapi-key-assignment", """# scripts/download_era5.jl
using CDSAPI

ENV["CDSAPI_URL"] = "https://cds.climate.copernicus.eu/api"
ENV["CDSAPI_KEY"] = "{0}"

CDSAPI.retrieve("reanalysis-era5-pressure-levels",
    Dict("product_type" => ["reanalysis"], "variable" => ["temperature"],
         "pressure_level" => ["850"], "year" => ["2020"], "month" => ["01"],
         "day" => ["01"], "time" => ["00:00"], "data_format" => "netcdf"),
    "t850_20200101.nc")""", uuid4())

# ---------------------------------------------------------------- emails, chats, tickets
add("sci/email-german-cluster-initial-password", """Von: Dr. Katrin Weber <k.weber@hpc.uni-example.de>
An: Jonas Brandt <j.brandt@bio.uni-example.de>
Betreff: Ihr Zugang zum Cluster "elbe"

Hallo Herr Brandt,

Ihr Account wurde angelegt. Login über login01.hpc.uni-example.de (nur aus dem Uni-Netz oder per VPN).

  Benutzername:  jbrandt
  Initialpasswort: {0}

Bitte ändern Sie es beim ersten Login mit `passwd`. Projekt: p_genomik_2024, Kontingent 250.000 Core-h.

Viele Grüße
Katrin Weber""", human_pw())

add("sci/chat-hindi-basespace-token", """[10:42] Rohit: bhai BaseSpace ka token chahiye tha, pipeline atak gayi hai
[10:44] Ananya: यह लो, लैब का टोकन है: {0}
[10:44] Ananya: इसे कहीं commit मत करना, सिर्फ़ ~/.basespace/default.cfg में डालना
[10:45] Rohit: 👍 धन्यवाद""", r(32, HEX))

add("sci/email-hindi-ecmwf-api-key", """विषय: ERA5 / MARS डाउनलोड के लिए ECMWF API कुंजी

नमस्ते प्रिया जी,

आपके अनुरोध पर संस्थान के खाते की API कुंजी नीचे है। इसे ~/.ecmwfapirc में "key" के रूप में डालें:

    कुंजी: {0}
    ईमेल: climate-group@iitm-example.ac.in

कृपया इसे किसी सार्वजनिक रिपॉज़िटरी में न डालें।
धन्यवाद,
राकेश""", r(32, HEX))

add("sci/chat-finnish-allas-s3-secret", """Mikko: Saisinko Allaksen S3-avaimet tähän Snakemake-ajoon? Omat on vanhentuneet.
Laura: Tässä projektin project_2009876 avaimet:
  access key: {1}
  secret key: {0}
Laura: Vaihda ne omiin heti kun ehdit, nää on jaettuja.""", r(32, HEX), r(32, HEX))

add("sci/email-finnish-senaite-password", """Aihe: SENAITE-tunnukset uudelle laborantille

Hei Aino,

loin sinulle tunnukset laboratorion LIMS-järjestelmään (https://lims.vesilab-example.fi).

Käyttäjätunnus: aino.koskinen
Salasana: {0}

Vaihda salasana ensimmäisellä kirjautumisella (oikea yläkulma -> Omat asetukset).

Terveisin,
Pekka / Vesilaboratorio""", human_pw())

add("sci/ticket-german-omero-group-account-password", """[IMG-1432] OMERO-Import schlägt fehl (Leica Stellaris 8)
Reporter: Dr. Lena Vogt · Priorität: Hoch · Status: Offen

Beschreibung:
Seit dem Update auf OMERO.insight 5.8.3 bricht der Import ab. Ich habe mich mit dem Gruppenkonto eingeloggt:
  Server: omero.imaging.example.de:4064
  Benutzer: ag_vogt_import
  Passwort: {0}
Fehlermeldung: ome.conditions.SecurityViolation: Cannot read ome.model.core.Image:Id_884213""", human_pw())

add("sci/chat-finnish-jupyter-workshop-password-english-mix", """#hpc-kurssi (Slack)
Johanna: Kurssin JupyterHub on nyt auki: https://hub.kurssi-example.fi
Johanna: kirjaudu omalla etunimellä, yhteinen salasana on {0}
Johanna: (the shared password is the same for everyone, it expires Friday)
Ville: toimii 👍""", human_pw())

# ---------------------------------------------------------------- splits
add_split("sci/split-cds-key-finnish-two-messages", """[14:02] Tuomas: CDS:n avain on uuid, laitan sen kahdessa osassa ettei se näy kokonaisena ilmoituksissa
[14:02] Tuomas: ensimmäinen osa: {0}
[14:03] Tuomas: ja loppu: {1}
[14:03] Tuomas: yhdistä ne ilman välilyöntiä ~/.cdsapirc:n key-riville""", *(lambda u: (u[:18], u[18:]))(uuid4()))

add_split("sci/split-galaxy-key-wrapped-terminal", """$ planemo run rnaseq-pe.ga job.yml --engine external_galaxy --galaxy_url https://usegalaxy.eu --galaxy_user_key {0}
{1} --history_name "RNA-seq PE test 2024-11-20"
Uploading inputs to history 'RNA-seq PE test 2024-11-20'...""", *(lambda k: (k[:12], k[12:]))(galaxy_key()))

add_split("sci/split-ncbi-key-python-concat", """# split so the pre-commit hook doesn't flag it (TODO: move to env before publishing)
_K1 = "{0}"
_K2 = "{1}"
Entrez.email = "lab@ncbs-example.res.in"
Entrez.api_key = _K1 + _K2""", *(lambda k: (k[:18], k[18:]))(ncbi_key()))

add_split("sci/split-hindi-cluster-password-two-messages", """अनिल: PARAM क्लस्टर (login.param-example.in) का पासवर्ड दो हिस्सों में भेज रहा हूँ।
अनिल: पहला हिस्सा: {0}
अनिल: दूसरा हिस्सा: {1}
अनिल: दोनों को बिना स्पेस के जोड़ना। यूज़रनेम: svc_genomics""", *(lambda p: (p[: len(p) // 2], p[len(p) // 2 :]))(human_pw() + r(3, DIGITS)))

add_split("sci/split-zenodo-token-bash-concat", """# upload_release.sh
ZT_A="{0}"
ZT_B="{1}"
ZENODO_TOKEN="${ZT_A}${ZT_B}"
curl -s -H "Authorization: Bearer ${ZENODO_TOKEN}" https://zenodo.org/api/deposit/depositions/14210987 | jq .state""", *(lambda t: (t[:30], t[30:]))(r(60, ALNUM)))

add_split("sci/split-german-earthdata-password-email-two-parts", """Hallo Sebastian,

der gemeinsame Earthdata-Login für die Arbeitsgruppe ist ag_fernerkundung, das Passwort
schicke ich in zwei Teilen: der Anfang ist {0}
und in der nächsten Zeile kommt der Rest:
{1}
Bitte nicht ins Wiki kopieren.
Gruß, Miriam""", *(lambda p: (p[: len(p) // 2], p[len(p) // 2 :]))(human_pw() + "!" + r(2, DIGITS)))


# ============================================================ LOOK_ALIKES
la("""$ cat templates/slurmdbd.conf.j2
AuthType=auth/munge
DbdHost={{ slurmdbd_host }}
DbdPort=6819
SlurmUser=slurm
StorageType=accounting_storage/mysql
StorageHost={{ slurm_db_host }}
StorageUser={{ slurm_db_user }}
StoragePass={{ vault_slurmdbd_storage_pass }}
StorageLoc=slurm_acct_db""")

la("""$ scontrol show config | grep -i -E 'pass|auth'
AccountingStoragePass   = (null)
AuthAltTypes            = auth/jwt
AuthAltParameters       = jwt_key=/etc/slurm/jwt_hs256.key
AuthInfo                = (null)
AuthType                = auth/munge
JobCompPass             = (null)""")

la("""$ pdsh -w elbe-c[001-004] 'md5sum /etc/munge/munge.key' | dshbak -c
----------------
elbe-c[001-004]
----------------
{0}  /etc/munge/munge.key
$ md5sum /etc/munge/munge.key
{0}  /etc/munge/munge.key""", md5())

la("""#!/bin/bash
#SBATCH --job-name=sra_fetch
#SBATCH --account=project_2004817
#SBATCH --array=1-96%12
#SBATCH --output=logs/%x_%A_%a.out

module load sratoolkit/3.1.0
export NCBI_API_KEY="$(cat ~/.ncbi/api_key)"   # file is chmod 600, never commit it
ACC=$(sed -n "${SLURM_ARRAY_TASK_ID}p" accessions/PRJNA812345.txt)
prefetch "$ACC" -O /scratch/project_2004817/sra""")

la("""==> slurm-8830216.out <==
+ env
+ grep -i -E 'earth|slurm_job'
EARTHDATA_PASSWORD=********
EARTHDATA_USERNAME=jkorhonen
SLURM_JOB_ACCOUNT=project_2001659
SLURM_JOB_ID=8830216
+ python download_mod11a1.py --tiles h19v02 --start 2023-06-01
Granules found: 92""")

la("""# roles/ood/templates/ood_portal.yml.j2
servername: {{ ood_servername }}
dex:
  connectors:
    - type: ldap
      id: ldap
      config:
        host: ldaps.campus.example.edu:636
        bindDN: cn=ood-bind,ou=services,dc=campus,dc=example,dc=edu
        bindPW: "{{ vault_ood_ldap_bind_pw }}"
        userSearch:
          baseDN: ou=people,dc=campus,dc=example,dc=edu""")

la("""-- /appl/modulefiles/matlab/R2024a.lua
help([[MATLAB R2024a, network licence from lic01 (port 27000).]])
local base = "/appl/soft/math/matlab/R2024a"
prepend_path("PATH", pathJoin(base, "bin"))
setenv("MLM_LICENSE_FILE", "27000@lic01.hpc.example.edu")
setenv("GRB_LICENSE_FILE", "/appl/soft/math/gurobi/gurobi.lic")
family("matlab")""")

la("""$ cat /appl/soft/math/matlab/network.lic
SERVER lic01.hpc.example.edu 0050568A3F21 27000
USE_SERVER
$ lmutil lmstat -a -c 27000@lic01.hpc.example.edu | head -5
lmutil - Copyright (c) 1989-2023 Flexera. All Rights Reserved.
Flexible License Manager status on Tue 11/19/2024 09:12
License server status: 27000@lic01.hpc.example.edu
    lic01.hpc.example.edu: license server UP (MASTER) v11.19.2""")

la("""## installer_input.txt (template - copy and fill in locally, do not commit the key)
destinationFolder=/appl/soft/math/matlab/R2024a
fileInstallationKey=xxxxx-xxxxx-xxxxx-xxxxx-xxxxx-xxxxx-xxxxx-xxxxx-xxxxx-xxxxx-xxxxx-xxxxx
agreeToLicense=yes
licensePath=/appl/soft/math/matlab/network.lic""")

la("""import os
from Bio import Entrez

Entrez.email = os.environ.get("ENTREZ_EMAIL", "a.sharma@ncbs-example.res.in")
Entrez.api_key = os.environ["NCBI_API_KEY"]
handle = Entrez.esearch(db="gds", term="GSE142368[ACCN]")
print(Entrez.read(handle)["IdList"])
# ['200142368']""")

la("""# .Renviron.example  - copy to ~/.Renviron and fill in
R_LIBS_USER=~/R/x86_64-pc-linux-gnu-library/4.4
ENTREZ_KEY=
# get one at https://account.ncbi.nlm.nih.gov/settings/ -> "API Key Management"
RENV_PATHS_CACHE=/projappl/project_2003120/renv-cache""")

la("""$ esearch -db nuccore -query "pBR322[Title]" | xtract -pattern ENTREZ_DIRECT -element Db WebEnv QueryKey Count
nuccore	MCID_673d2b9f0b9e3f5a4f0c1e27	1	38
$ curl -s 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=nuccore&term=pBR322&usehistory=y' | grep -o '<WebEnv>[^<]*'
<WebEnv>MCID_673d2ba1c2e6a91d5b0f7e33""")

la("""Run,ReleaseDate,spots,bases,Experiment,BioProject,BioSample,Sample,Platform
SRR11954102,2020-06-09,2231890,670789200,SRX8488105,PRJNA634356,SAMN14992517,SRS6774371,ILLUMINA
SRR11954103,2020-06-09,2411022,724313600,SRX8488106,PRJNA634356,SAMN14992516,SRS6774372,ILLUMINA
SRR11954104,2020-06-09,1987211,597154412,SRX8488107,PRJNA634356,SAMN14992515,SRS6774373,ILLUMINA""")

la("""# structures used in Fig. 3 (Abb. 3), mmCIF from RCSB, checksums as downloaded
PDB_IDS = ["6VXX", "7KRQ", "6M0J", "7DF4"]
SHA256 = {
    "6vxx.cif.gz": "{0}",
    "7krq.cif.gz": "{1}",
}""", sha256(), sha256())

la("""# docker-compose.yml (galaxy)
services:
  galaxy:
    image: quay.io/bgruening/galaxy:24.1
    environment:
      GALAXY_CONFIG_ID_SECRET: ${GALAXY_ID_SECRET:?set in .env}
      GALAXY_CONFIG_DATABASE_CONNECTION: postgresql://galaxy:${POSTGRES_PASSWORD}@db/galaxy
      GALAXY_CONFIG_ADMIN_USERS: admin@galaxy-fi.example""")

la("""$ curl -s -H "x-api-key: $GALAXY_API_KEY" 'https://usegalaxy.eu/api/histories?limit=3' | jq -c '.[] | {id, name, update_time}'
{"id":"f2db41e1fa331b3e","name":"RNA-seq tutorial","update_time":"2024-11-19T10:02:11.391"}
{"id":"1cd8e2f6b131e891","name":"Unnamed history","update_time":"2024-11-18T16:47:03.112"}
{"id":"33b43b4e7093c91f","name":"GSE142368 DE analysis","update_time":"2024-11-12T08:20:55.804"}""")

la("""$ cat ~/.parsec.yml
__default: usegalaxy_eu

usegalaxy_eu:
    key: "<your API key - User > Preferences > Manage API Key>"
    url: "https://usegalaxy.eu\"""")

la("""// nextflow.config
params.webin_account = secrets.WEBIN_ACCOUNT
params.webin_password = secrets.WEBIN_PASSWORD
process {
  withName: 'ENA_UPLOAD' {
    secret = ['WEBIN_ACCOUNT', 'WEBIN_PASSWORD']
  }
}""")

la("""$ nextflow log
TIMESTAMP          	DURATION	RUN NAME         	STATUS	REVISION ID	SESSION ID                          	COMMAND
2024-11-19 14:02:11	1h 12m 4s	jolly_hypatia    	OK    	{0}	{1}	nextflow run nf-core/rnaseq -r 3.17.0 -profile singularity
$ ls work/3f/
{2}""", r(10, HEX), uuid4(), r(30, HEX))

la("""$ tw credentials list --workspace=ngs-core/production
  Credentials at [ngs-core / production] workspace:

     ID                     | Provider | Name                  | Last activity
    ------------------------+----------+-----------------------+-------------------------------
     4vb5mXt1pQe2dLhBZ0wK9c | aws      | batch-eu-west-1       | Tue, 19 Nov 2024 10:11:02 GMT
     2Hq7kLmN0rS4tUv6wXyZa1 | github   | nf-core-private-repos | Mon, 18 Nov 2024 08:45:30 GMT""")

la("""tower {
  enabled = true
  endpoint = 'https://tower.biokeskus-example.fi/api'
  accessToken = System.getenv('TOWER_ACCESS_TOKEN')
  workspaceId = '40230138858677'
}""")

la("""# profiles/slurm-allas/config.yaml
executor: slurm
jobs: 200
default-storage-provider: s3
default-storage-prefix: s3://bio-raw-2024/ngs
storage-s3-endpoint-url: https://a3s.fi
# access/secret key come from `allas-conf --mode s3cmd` -> ~/.s3cfg, not from this file
storage-s3-access-key: "$AWS_ACCESS_KEY_ID"
storage-s3-secret-key: "$AWS_SECRET_ACCESS_KEY\"""")

la("""[Tue Nov 19 14:32:01 2024]
rule fastp:
    input: raw/S12_L001_R1_001.fastq.gz, raw/S12_L001_R2_001.fastq.gz
    output: trimmed/S12_R1.fq.gz, trimmed/S12_R2.fq.gz
    jobid: 37
    conda-env: /scratch/project_2009876/.snakemake/conda/{0}_
Submitted job 37 with external jobid '19283771'.""", r(32, HEX))

la("""$ cat ~/.basespace/default.cfg
apiServer   = https://api.euc1.sh.basespace.illumina.com
accessToken = <run `bs auth --api-server https://api.euc1.sh.basespace.illumina.com` to fill this in>""")

la("""# Terra notebook cell
TOKEN = !gcloud auth print-access-token
headers = {"Authorization": f"Bearer {TOKEN[0]}"}
ws = requests.get("https://api.firecloud.org/api/workspaces/anvil-datastorage/AnVIL_1000G_high_coverage", headers=headers)
print(ws.json()["workspace"]["bucketName"])
# fc-secure-4f1d2a6b-9c3e-4e5f-8a7b-0c1d2e3f4a5b""")

la("""benchling = Benchling(url="https://proteinlab-example.benchling.com",
                      auth_method=ApiKeyAuth(os.environ["BENCHLING_API_KEY"]))
seq = benchling.dna_sequences.get_by_id("seq_Kq2Xw8vT")
print(seq.id, seq.bases[:30], seq.folder_id)   # seq_Kq2Xw8vT ATGGCTAGCAAAGGAGAAGAACTTTTCACT lib_8Wq3zRnT""")

la("""# .env.example (benchling-app-plate-sync)
BENCHLING_TENANT=proteinlab-example
BENCHLING_APP_DEFINITION_ID=appdef_k2UwoQ6BEN
BENCHLING_CLIENT_ID=
BENCHLING_CLIENT_SECRET=
WEBHOOK_PORT=8000""")

la("""# ~/.netrc template for LabKey (see LabKey docs "Create a .netrc or _netrc file")
machine labkey.klinikum-example.de
login apikey
password apikey|<paste the key from Username > API Keys here>""")

la("""library(Rlabkey)
labkey.setDefaults(apiKey = Sys.getenv("LABKEY_API_KEY"),
                   baseUrl = "https://labkey.biobank-example.fi/labkey")
d <- labkey.selectRows(folderPath = "/Biopankki", schemaName = "study", queryName = "Demographics")""")

la("""<Resource name="jdbc/labkeyDataSource" auth="Container"
    type="javax.sql.DataSource"
    username="@@jdbcUser@@"
    password="@@jdbcPassword@@"
    driverClassName="org.postgresql.Driver"
    url="jdbc:postgresql://@@jdbcHost@@:5432/labkey"/>""")

la("""$ omero config get
omero.data.dir=/OMERO
omero.db.host=pg-omero.intern
omero.db.name=omero_prod
omero.db.pass=********
omero.db.user=omero
omero.web.secret_key=********""")

la("""$ omero import -d 4821 stellaris_2024-11-18/ --skip upgrade
2024-11-19 10:21:44,018 INFO  [ormats.importer.cli.LoggingImportMonitor] IMPORT_DONE Imported file: Well_B3.lif
Other imported objects:
Fileset:97231
Image:884213,884214,884215
$ omero hql -q "select f.hash from OriginalFile f where f.id=3311902"
{0}""", sha())

la("""<RECEIPT receiptDate="2024-11-19T11:03:12.441Z" submissionFile="submission.xml" success="true">
  <RUN accession="ERR13587214" alias="webin-reads-S12" status="PRIVATE"/>
  <EXPERIMENT accession="ERX12933107" alias="webin-reads-S12" status="PRIVATE"/>
  <SAMPLE accession="ERS19921044" alias="S12"><EXT_ID accession="SAMEA115029871" type="biosample"/></SAMPLE>
  <PROJECT accession="PRJEB81234" alias="itameri-16S"/>
  <MESSAGES><INFO>Submission has been committed.</INFO></MESSAGES>
</RECEIPT>""")

la("""$ cat md5sums.txt
{0}  S12_L001_R1_001.fastq.gz
{1}  S12_L001_R2_001.fastq.gz
{2}  S13_L001_R1_001.fastq.gz
$ md5sum -c md5sums.txt
S12_L001_R1_001.fastq.gz: OK
S12_L001_R2_001.fastq.gz: OK
S13_L001_R1_001.fastq.gz: OK""", md5(), md5(), md5())

la("""# application.properties (checked in; real values injected by docker-compose)
spring.datasource.url=jdbc:mysql://cbio-db:3306/cbioportal?useSSL=false
spring.datasource.username=${DB_USER}
spring.datasource.password=${DB_PASSWORD}
authenticate=oauth2""")

la("""$ sudo jq '{zone_name, zone_key, negotiation_key, server_control_plane_key}' /etc/irods/server_config.json | sed -E 's/(_key": ")[^"]+/\\1<redacted>/'
{
  "zone_name": "labZone",
  "zone_key": "<redacted>",
  "negotiation_key": "<redacted>",
  "server_control_plane_key": "<redacted>"
}""")

la("""$ ils -L /labZone/home/ngs/run_241118
/labZone/home/ngs/run_241118:
  ngs               0 resc_s3;s3_arch     18834221 2024-11-18.22:14 & sample_S12.cram
    sha2:{0}    generic    /irods/vault/home/ngs/run_241118/sample_S12.cram
  ngs               0 resc_s3;s3_arch       412231 2024-11-18.22:14 & sample_S12.cram.crai
    sha2:{1}    generic    /irods/vault/home/ngs/run_241118/sample_S12.cram.crai""", b64(32), b64(32))

la("""$ globus transfer {0}:/data/run_241118 {1}:/~/ngs/run_241118 --recursive --label "run_241118 to CSC"
Message: The transfer has been accepted and a task has been created and queued for execution
Task ID: {2}
$ globus whoami
j.brandt@uni-example.de""", uuid4(), uuid4(), uuid4())

la("""# buildout.cfg (senaite)
[buildout]
extends = versions.cfg
admin-password = ${:_admin_password_from_env}

[instance]
recipe = plone.recipe.zope2instance
user = admin:${buildout:admin-password}
http-address = 0.0.0.0:8080""")

la("""$ curl -s -u "$SENAITE_USER:$SENAITE_PASS" "https://lims.wasserlabor-example.de/senaite/@@API/senaite/v1/search?portal_type=AnalysisRequest&limit=2" | jq -c '.items[] | {getId, uid, getClientSampleID}'
{"getId":"W-0412-R01","uid":"{0}","getClientSampleID":"Brunnen 7 / Zulauf"}
{"getId":"W-0413","uid":"{1}","getClientSampleID":"Brunnen 7 / Ablauf"}""", md5(), md5())

la("""# /etc/elabftw.yml (fresh from the installer, before `elabctl` fills it)
    environment:
      - DB_PASSWORD=
      # Generate one with: docker run --rm elabftw/elabimg:5.1.9 ctl genkey
      - SECRET_KEY=
      - SITE_URL=https://eln.chem.example.fi""")

la("""$ curl -s -H "Authorization: $ELAB_API_KEY" https://eln.chem.example.fi/api/v2/experiments/812 | jq '{id, elabid, title, created_at}'
{
  "id": 812,
  "elabid": "20241119-{0}",
  "title": "Suzuki coupling, batch 3",
  "created_at": "2024-11-19 09:14:02"
}""", sha())

la(r"""$ smbclient //HPLC-AGILENT-07/Chemstation -A ~/.smb/hplc07.auth -c 'ls 2024\Nov\*'
  SEQ-241119-01.D                     D        0  Tue Nov 19 09:12:44 2024
  SEQ-241119-02.D                     D        0  Tue Nov 19 10:44:02 2024
		61046783 blocks of size 4096. 20021133 blocks available
$ stat -c '%a %U' ~/.smb/hplc07.auth
600 hbauer""")

la(r"""@echo off
REM nightly_sync.bat - credentials are stored once with: cmdkey /add:fs-imaging.bio.uni-example.de /user:UNIEX\svc-lsm980 /pass
net use Z: \\fs-imaging.bio.uni-example.de\lsm980 /persistent:no
robocopy "D:\Users\Public\Zeiss Data" Z:\raw /E /Z /MAXAGE:2 /R:2 /W:10 /LOG+:C:\sync\robocopy.log""")

la(""">>> from astroquery.eso import Eso
>>> eso = Eso()
>>> eso.login("kmeier_aip", store_password=True)
WARNING: No password was found in the keychain for the provided username. [astroquery.query]
kmeier_aip, enter your password:
INFO: Authenticating kmeier_aip on https://www.eso.org/sso ... [astroquery.eso.core]
INFO: Authentication successful! [astroquery.eso.core]""")

la("""Observations.login(token=os.environ["MAST_API_TOKEN"])
obs = Observations.query_criteria(proposal_id="4598", instrument_name="NIRSPEC/IFU")
print(obs["obsid", "obs_id"][:2])
  obsid             obs_id
--------- ----------------------------
 87602009 jw04598-o001_t001_nirspec_g395h-f290lp
 87602011 jw04598-o002_t001_nirspec_g395h-f290lp""")

la("""$ crds sync --contexts jwst_1293.pmap --fetch-references
CRDS - INFO -  Symbolic context 'jwst-operational' resolves to 'jwst_1293.pmap'
$ sha1sum jw04598001001_03101_00001_nrs1_s3d.fits
{0}  jw04598001001_03101_00001_nrs1_s3d.fits""", sha())

la("""objname,prefix,ra,dec,type,discoverydate,internal_names
2024abfl,SN,14:08:45.21,+54:20:01.9,SN Ia,2024-05-12 03:21:10,ZTF24aaoxbvk
2024aeyb,AT,07:36:56.66,+65:36:02.1,,2024-06-01 07:02:41,ATLAS24kpo
# TNS bot: ZTF_followup_bot (id 187254), api_key read from $TNS_API_KEY""")

la("""; tcs.ini - Teleskopsteuerung 1.2 m
[Remote]
; Passwort liegt im KeePass der Sternwarte (Eintrag "TCS Nachtdienst"), hier bewusst leer
ListenPort=11111
OperatorUser=nachtdienst
OperatorPassword=
AllowedHosts=10.42.0.0/16""")

la("""SIMPLE  =                    T / conforms to FITS standard
BITPIX  =                   16 / array data type
NAXIS   =                    2 / number of array dimensions
OBSERVER= 'K. Meier'           / Beobachter
DATE-OBS= '2024-11-18T21:44:02.118' / UTC start of exposure
OBJECT  = 'NGC 891 '
EXPTIME =                300.0
CHECKSUM= '{0}'   / HDU checksum updated 2024-11-19T07:10:33
DATASUM = '2812094457'         / data unit checksum updated 2024-11-19T07:10:33""", r(16, ALNUM))

la("""# ~/.cdsapirc, as described on the "How to API" page
url: https://cds.climate.copernicus.eu/api
key: <PERSONAL-ACCESS-TOKEN>""")

la("""2024-11-19 08:41:07,114 INFO Request ID is {0}
2024-11-19 08:41:07,301 INFO status has been updated to accepted
2024-11-19 09:02:44,910 INFO status has been updated to successful
2024-11-19 09:02:45,512 INFO Downloading https://object-store.os-api.cci2.ecmwf.int:443/cci2-prod-cache/{1}.nc to t2m_2023_07.nc (412.3M)""", uuid4(), r(32, HEX))

la("""      - name: Write ~/.ecmwfapirc
        run: |
          cat > ~/.ecmwfapirc <<EOF
          {"url": "https://api.ecmwf.int/v1", "key": "${{ secrets.ECMWF_API_KEY }}", "email": "${{ vars.ECMWF_EMAIL }}"}
          EOF
          chmod 600 ~/.ecmwfapirc""")

la("""# README.md - Earthdata login
Create `~/.netrc` with:

    machine urs.earthdata.nasa.gov login <your EDL username> password <your EDL password>

then `chmod 600 ~/.netrc`. Tokens from https://urs.earthdata.nasa.gov/profile expire after 60 days.""")

la(""">>> import earthaccess
>>> auth = earthaccess.login(strategy="environment")
>>> auth.authenticated
True
>>> print({k: ("***" if "PASS" in k else v) for k, v in os.environ.items() if k.startswith("EARTHDATA")})
{'EARTHDATA_USERNAME': 'a.verma', 'EARTHDATA_PASSWORD': '***'}""")

la("""$ gcloud iam service-accounts keys list --iam-account=ee-runner@ee-forest-monitor.iam.gserviceaccount.com
KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED
{0}  2024-03-02T10:11:45Z  9999-12-31T23:59:59Z
{1}  2024-11-19T07:58:02Z  9999-12-31T23:59:59Z""", sha(), sha())

la("""$ cat ~/.config/sentinelhub/config.toml
[default-profile]
instance_id = ""
sh_client_id = "sh-{0}"
sh_client_secret = ""
sh_base_url = "https://sh.dataspace.copernicus.eu"
# secret comes from SH_CLIENT_SECRET at runtime (see SHConfig(sh_client_secret=os.environ[...]))""", uuid4())

la("""S2B_MSIL2A_20240615T095029_N0510_R079_T35VLG_20240615T123456.SAFE
  product id: {0}
  checksum MD5: {1}
  size: 1.04 GB, cloud cover 3.2 %""", uuid4(), r(32, UPPER_HEX))

la("""$ curl -s https://zenodo.org/api/records/14210987 | jq '{doi, conceptdoi, files: [.files[] | {key, checksum}]}'
{
  "doi": "10.5281/zenodo.14210987",
  "conceptdoi": "10.5281/zenodo.14210986",
  "files": [
    {"key": "dataset_v2.1.tar.gz", "checksum": "md5:{0}"}
  ]
}""", md5())

la("""      - name: Upload release to Zenodo
        env:
          ZENODO_TOKEN: ${{ secrets.ZENODO_TOKEN }}
          DEPOSITION_ID: "14210987"
        run: python scripts/zenodo_publish.py --deposition "$DEPOSITION_ID" dist/*.tar.gz""")

la("""$ curl -s https://api.figshare.com/v2/articles/27641322/files | jq '.[0] | {id, name, size, computed_md5, supplied_md5}'
{
  "id": 50294411,
  "name": "otolith_images.zip",
  "size": 2211933012,
  "computed_md5": "{0}",
  "supplied_md5": "{0}"
}""", md5())

la("""$ export API_TOKEN=$(pass show dataverse/harvard)
$ curl -H "X-Dataverse-key:$API_TOKEN" "$SERVER_URL/api/datasets/:persistentId/versions/:draft/files?persistentId=doi:10.7910/DVN/QX8ZLB" | jq '.data[].dataFile | {id, storageIdentifier, md5}'
{"id": 10442871, "storageIdentifier": "s3://dvn-cloud:{0}", "md5": "{1}"}""", r(11, HEX) + "-" + r(12, HEX), md5())

la("""# ORCID OAuth (member API, sandbox)
ORCID_CLIENT_ID=APP-6TQ9WZ1K3M8H2XRB
ORCID_CLIENT_SECRET=${ORCID_CLIENT_SECRET}
ORCID_REDIRECT_URI=https://repo.example.de/orcid/callback
# test researcher iD on sandbox: https://sandbox.orcid.org/{0}""", orcid_id())

la("""cff-version: 1.2.0
title: "era5-downscale: Statistical downscaling for Fennoscandia"
doi: 10.5281/zenodo.14210986
authors:
  - family-names: Virtanen
    given-names: Mikko
    orcid: "https://orcid.org/{0}"
  - family-names: Sharma
    given-names: Ananya
    orcid: "https://orcid.org/{1}"
version: 2.1.0
date-released: 2024-11-19""", orcid_id(), orcid_id())

la("""# /etc/jupyterhub/jupyterhub_config.py
c.JupyterHub.cookie_secret_file = "/srv/jupyterhub/jupyterhub_cookie_secret"
c.ConfigurableHTTPProxy.auth_token = os.environ["CONFIGPROXY_AUTH_TOKEN"]
c.JupyterHub.db_url = "sqlite:////srv/jupyterhub/jupyterhub.sqlite"
# created once with: openssl rand -hex 32 > /srv/jupyterhub/jupyterhub_cookie_secret && chmod 600 $_""")

la("""[I 2024-11-19 08:00:01.412 JupyterHub app:3349] Running JupyterHub version 5.2.1
[I 2024-11-19 08:00:01.413 JupyterHub app:1838] Writing cookie_secret to /srv/jupyterhub/jupyterhub_cookie_secret
[W 2024-11-19 08:00:01.611 JupyterHub proxy:625] Generating new CONFIGPROXY_AUTH_TOKEN
[I 2024-11-19 08:00:02.004 JupyterHub proxy:750] Starting proxy @ http://:8000
[I 2024-11-19 08:00:03.118 JupyterHub app:3772] JupyterHub is now running at http://:8000""")

la("""# values.yaml (zero-to-jupyterhub)
hub:
  existingSecret: course-hub-secrets   # holds hub.config.JupyterHub.cookie_secret and service tokens
  services:
    nbgrader-exchange:
      url: http://grader-svc:9999
      admin: true
singleuser:
  image:
    name: quay.io/jupyter/scipy-notebook@sha256:{0}""", sha256())

la("""> gitcreds::gitcreds_get()
<gitcreds>
  protocol: https
  host    : github.com
  username: PersonalAccessToken
  password: <-- hidden -->
> usethis::git_sitrep()
* GitHub user: 'kpatel-lab'
* Personal access token for 'https://github.com': '<discovered>'""")

la("""{
  "R": {"Version": "4.4.1"},
  "Packages": {
    "rentrez": {
      "Package": "rentrez", "Version": "1.2.3", "Source": "Repository", "Repository": "CRAN",
      "Hash": "{0}"
    },
    "ecmwfr": {
      "Package": "ecmwfr", "Version": "2.0.2", "Source": "Repository", "Repository": "CRAN",
      "Hash": "{1}"
    }
  }
}""", md5(), md5())

la("""[[deps.CDSAPI]]
deps = ["Base64", "DataStructures", "HTTP", "JSON", "ZipFile"]
git-tree-sha1 = "{0}"
uuid = "{1}"
version = "2.1.0"

[[deps.NCDatasets]]
git-tree-sha1 = "{2}"
uuid = "{3}"
version = "0.14.6\"""", sha(), uuid4(), sha(), uuid4())

la("""library(keyring)
# store once, interactively (prompts, nothing on the command line):
# keyring::key_set(service = "earthdata", username = "a.verma")
pw <- keyring::key_get(service = "earthdata", username = "a.verma")
earthaccess <- reticulate::import("earthaccess")
earthaccess$login(strategy = "environment")""")

la("""Von: HPC-Support <hpc-support@uni-example.de>
Betreff: Passwortwechsel auf dem Cluster "elbe"

Liebe Nutzerinnen und Nutzer,

am 02.12. werden alle Initialpasswörter ungültig. Das neue Passwort setzen Sie selbst über
https://idm.uni-example.de; wir versenden Passwörter grundsätzlich nicht per E-Mail.
Bei Fragen: Ticket an hpc-support@uni-example.de (Betreff "Passwort", Benutzername angeben).""")

la("""[11:02] Rohit: BaseSpace token kahan hai?
[11:03] Ananya: टोकन Vault में है: vault kv get -field=access_token secret/ngs/basespace
[11:03] Ananya: चैट में कभी मत भेजना, पिछले हफ़्ते वाला रद्द कर दिया गया था।
[11:04] Rohit: ठीक है 👍""")

la("""Laura: Älä jaa Allaksen avaimia Slackissa. Aja itse:
  module load allas
  allas-conf --mode s3cmd project_2009876
Laura: se kirjoittaa avaimet ~/.s3cfg:hen, esim. access_key = 3f9a…(piilotettu)
Mikko: kiitos, toimii""")

la("""Aihe: SENAITE-tunnukset uudelle laborantille

Hei Aino,

käyttäjätunnuksesi on aino.koskinen. Salasana tulee erikseen tekstiviestinä numeroon, joka on
HR-järjestelmässä. Vaihda se ensimmäisellä kirjautumisella.

Terveisin, Pekka / Vesilaboratorio""")

la("""[IMG-1433] OMERO-Import: Gruppenkonto ag_vogt_import
Kommentar (HPC-Team): Das Passwort aus dem ursprünglichen Ticket wurde entfernt ([entfernt]) und das
Konto am 19.11. zurückgesetzt. Neues Passwort liegt im Passwortsafe der AG, Eintrag "OMERO Import".
Image-ID für den Test: 884213, Fileset 97231.""")

la("""{"type": "tool_use", "id": "toolu_01Vn4Rq7sDkM2pXy8", "name": "Bash", "input": {"command": "ls -l ~/.config/earthengine/ && sha256sum ~/.config/earthengine/credentials"}}
{"type": "tool_result", "tool_use_id": "toolu_01Vn4Rq7sDkM2pXy8", "content": "total 4\\n-rw------- 1 averma averma 412 Nov 19 08:21 credentials\\n{0}  /home/averma/.config/earthengine/credentials\\n"}""", sha256())

la("""MariaDB [(none)]> grant all on slurm_acct_db.* TO 'slurm'@'slurmdb01.hpc.intern' identified by '<StoragePass from slurmdbd.conf>' with grant option;
-- (run by the Ansible role with the vaulted value; this line is the template from the runbook)""")

la("""$ curl -s -u "$EDL_USER:$EDL_PASS" https://urs.earthdata.nasa.gov/api/users/tokens | jq '.[] | {expiration_date}'
{"expiration_date": "1/19/2025"}
{"expiration_date": "12/02/2024"}
# two tokens active; revoke the old one with POST /api/users/revoke_token?token=...""")

la(""">sp|P69905|HBA_HUMAN Hemoglobin subunit alpha OS=Homo sapiens OX=9606 GN=HBA1 PE=1 SV=2
MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHVDDMPNALSALSDLHAHKLRVDPVNFKLLSHCLLVTLAAHLPAEFTPAVHASLDKFLASVSTVLTSKYR
# UniProt sequence CRC64: {0}, version 2, last modified 2007-01-23""", r(16, UPPER_HEX))

la("""# /etc/ood/config/ood_portal.yml
auth:
  - 'AuthType openid-connect'
  - 'Require valid-user'
oidc_uri: /oidc
oidc_provider_metadata_url: https://idp.campus.example.edu/realms/hpc/.well-known/openid-configuration
oidc_client_id: ondemand-prod
oidc_client_secret: "<%= ENV['OOD_OIDC_CLIENT_SECRET'] %>\"""")

la("""$ snakemake --profile profiles/slurm-allas \\
    --storage-s3-access-key "$AWS_ACCESS_KEY_ID" \\
    --storage-s3-secret-key "$AWS_SECRET_ACCESS_KEY" \\
    --until multiqc -n | tail -3
Job stats:
job        count
total        412""")

la("""$ ssh-keygen -lf ~/.ssh/id_ed25519_puhti.pub
256 SHA256:{0} mvirtanen@laptop (ED25519)
$ cat ~/.ssh/id_ed25519_puhti.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{1} mvirtanen@laptop""", b64(32).rstrip("="), b64(32)[:43])

la("""$ cat keys/biobank_submitter.pub   # Crypt4GH public key, safe to share with the EGA helpdesk
-----BEGIN CRYPT4GH PUBLIC KEY-----
{0}
-----END CRYPT4GH PUBLIC KEY-----
$ crypt4gh encrypt --recipient_pk keys/ega_node.pub < S12.cram > S12.cram.c4gh""", b64(32))

la("""GEO series GSE142368 (superseries of GSE142366, GSE142367)
Samples: GSM4225701 - GSM4225724 (24), platform GPL24676 (Illumina NovaSeq 6000)
SRA study: SRP237811, BioProject PRJNA596213
Supplementary: GSE142368_counts_matrix.tsv.gz (md5 {0})""", md5())

la("""$ sentinelhub.config --show
{
  "instance_id": "",
  "sh_client_id": "sh-{0}",
  "sh_client_secret": "**********************************",
  "sh_base_url": "https://sh.dataspace.copernicus.eu"
}""", uuid4())

la("""$ cat ~/.ecmwfapirc
{
    "url"   : "https://api.ecmwf.int/v1",
    "key"   : "YOUR_API_KEY",
    "email" : "priya.nair@iitm-example.ac.in"
}
# get your key at https://api.ecmwf.int/v1/key/ (log in first)""")

la("""$ cat ~/.datalab/dl.conf
[login]
status = loggedin
user = ahegde
authtoken = <stored in ~/.datalab/ahegde.token, not here>
[auth]
svc_url = https://datalab.noirlab.edu/auth""")

la("""# Kommentar im Ansible-Repo (hpc-config, commit {0})
# munge.key wird NICHT mehr aus dem Vault verteilt, sondern auf slurmctl01 mit `mungekey -c -b 1024`
# erzeugt und per `scp` auf die Knoten kopiert. Prüfung: md5sum auf allen Knoten gleich.""", sha())

la("""-- /appl/modulefiles/gurobi/11.0.3.lua
setenv("GUROBI_HOME", "/appl/soft/math/gurobi/11.0.3/linux64")
-- WLS licence: users put their own gurobi.lic (WLSACCESSID / WLSSECRET / LICENSEID) in $HOME
setenv("GRB_LICENSE_FILE", pathJoin(os.getenv("HOME"), "gurobi.lic"))""")

la("""$ omero login -s omero.imaging.example.de -u mikro_lk -p 4064
Password:
Created session for mikro_lk@omero.imaging.example.de:4064. Idle timeout: 10 min. Current group: AG Vogt
$ omero sessions list
 Server                     | User     | Group   | Session                              | Active
----------------------------+----------+---------+--------------------------------------+--------
 omero.imaging.example.de   | mikro_lk | AG Vogt | {0} | True""", uuid4())

la("""> usethis::edit_r_environ()
* Modify '/home/kpatel/.Renviron'
# --- /home/kpatel/.Renviron ---
GITHUB_PAT=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
# ^ replace with the output of usethis::create_github_token(); never commit this file""")

la("""# /etc/jupyterhub/jupyterhub_config.py (workshop)
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = os.environ["WORKSHOP_PASSWORD"]   # set in the systemd drop-in
c.Spawner.mem_limit = "4G\"""")

la("""$ cat ~/.julia/servers/pkg.juliahub-example.com/auth.toml | sed -E 's/(token = ")[^"]+/\\1<redacted>/'
access_token = "<redacted>"
expires_at = 1732608000
id_token = "<redacted>"
refresh_token = "<redacted>"
refresh_url = "https://pkg.juliahub-example.com/auth/renew/token.toml/v2/\"""")

la("""[14:05] Tuomas: CDS:n avain löytyy profiilisivulta: https://cds.climate.copernicus.eu/profile
[14:05] Tuomas: se on muotoa xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx, laita se ~/.cdsapirc:iin itse
[14:06] Tuomas: pyynnön tunnus oli muuten {0}, jos haluat katsoa jonoa""", uuid4())

la("""अनिल: PARAM क्लस्टर का पासवर्ड मैं चैट में नहीं भेजूँगा।
अनिल: पहली बार लॉगिन के लिए OTP आपके पंजीकृत मोबाइल पर आएगा; यूज़रनेम svc_genomics है।
अनिल: SSH की फ़िंगरप्रिंट जाँच लें: SHA256:{0}""", b64(32).rstrip("="))

la("""Hallo Sebastian,

der gemeinsame Earthdata-Login für die AG ist ag_fernerkundung. Das Passwort steht im
Passwortsafe (Ordner "Fernerkundung", Eintrag "NASA Earthdata"), bitte dort nachsehen.
Token bitte selbst unter https://urs.earthdata.nasa.gov/profile erzeugen (gültig 60 Tage).
Gruß, Miriam""")

la("""# upload_release.sh
: "${ZENODO_TOKEN:?export ZENODO_TOKEN first (zenodo.org > Applications > Personal access tokens)}"
curl -s -H "Authorization: Bearer ${ZENODO_TOKEN}" https://zenodo.org/api/deposit/depositions/14210987 | jq .state
# "done\"""")

la("""$ planemo run rnaseq-pe.ga job.yml --engine external_galaxy --galaxy_url https://usegalaxy.eu --galaxy_user_key "$GALAXY_API_KEY" \\
    --history_name "RNA-seq PE test 2024-11-20"
Invocation {0} scheduled (history {1})""", r(16, HEX), r(16, HEX))

la("""$ cat .secrets.baseline | jq '.results["config/galaxy.yml"]'
[
  {"type": "Secret Keyword", "filename": "config/galaxy.yml", "hashed_secret": "{0}", "is_verified": false, "line_number": 12}
]""", sha())


assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
