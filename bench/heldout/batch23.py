r"""Held-out batch 23: blind, written by hand before measuring, by a writer who never read the filter.

What was read: bench/heldout/__init__.py (the batch format); the first 130 lines of
bench/heldout/batch19.py (its module docstring and the helper functions r, b64, b64url,
pw, uuid4, sha, jwt, add, add_split and la, copied below); and one grep that lists the
kind names earlier batches pass to add(...) and add_split(...) (names only, to keep the
themes of this batch new). Not read: the filter's rules, code, docs or tests, the bench
script, the results, or any other batch. Every entry was written by hand, one at a time,
before any measurement. Not to be tuned on until its first measurement is recorded.

Theme: build and release plumbing, and the files around it, in contexts earlier batches
touch little. CI logs and configs (GitLab CI, CircleCI, Buildkite, Jenkins, Drone,
Woodpecker, Bitbucket Pipelines, Azure Pipelines, Tekton, Argo Workflows); infrastructure
as code (Terraform plan, state, tfvars and backend files, Terragrunt, Ansible inventory,
host_vars and ad-hoc runs, Pulumi stack config, Salt pillar, Chef data bags, Nomad,
Packer); mobile release (gradle.properties signing, Gradle signingConfigs, fastlane
Appfile, Matchfile and Fastfile, xcconfig, App Store Connect .p8, Expo, Firebase);
credential dotfiles (.npmrc, .yarnrc.yml, .pypirc, pip.conf, .netrc, .git-credentials,
docker config.json, kubeconfig, Maven settings.xml, NuGet.Config, composer auth.json,
.gem/credentials, rclone.conf, lockfiles); SSH, GPG, age and WireGuard
output; curl -v traces, HAR snippets, webhook configs, email with magic links; SQL dumps,
COPY blocks and INSERTs; framework settings (Django, Rails, Spring, Laravel, Phoenix,
ASP.NET, Quarkus); wallet mnemonics and keys, TOTP seeds, backup and recovery
codes; source literals in Python, JS/TS, Go, Swift, Kotlin and Elixir;
stack traces and error messages; secrets that begin with '-', '+' or '/', passphrases
with spaces, secrets in query strings, Basic headers and command-line flags; secrets split
over two lines or two messages; chat in Spanish, Portuguese, Polish, Korean, Hindi,
Arabic, Turkish, Dutch, Czech and Greek.
Look-alikes hold the same files and tools with env and secret-manager references,
masked CI output, placeholders, documented defaults, encrypted-at-rest values (Ansible
Vault, sops, Pulumi secure, Rails credentials.yml.enc), public keys, certificates and
fingerprints, public client ids and publishable keys, account ids and ARNs, commit SHAs,
image digests, lockfile integrity hashes, webhook and DKIM signatures, request and trace
ids, transaction hashes and wallet addresses, version strings, base64 of harmless data,
and prose in several languages that talks about secrets without containing one.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(23_2026_12_06)
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
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
DJANGO = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"


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


# ------------------------------------------------------------ helpers of this batch
def b64s(s: str) -> str:
    """Base64 of a given text (Basic auth, docker auths, k8s data)."""
    return base64.b64encode(s.encode()).decode()


def pem_body(n_bytes: int) -> str:
    """The base64 body of a PEM block, 64 characters a line."""
    raw = base64.b64encode(_rng.randbytes(n_bytes)).decode()
    return "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))


def sha256() -> str:
    return r(64, HEX)


def acct() -> str:
    return str(_rng.randint(100000000000, 999999999999))


def digits(n: int) -> str:
    return r(n, DIGITS)


# Words of the BIP-39 English list.
WORDS = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident "
    "account accuse achieve acid acoustic acquire across action actor actual adapt address "
    "adjust admit adult advance advice aerobic affair afford afraid again agent agree ahead "
    "airport aisle alarm album alcohol alert alien alley allow almost alone alpha already "
    "alter always amateur amazing among amount amused analyst anchor ancient anger angle "
    "animal ankle announce annual another answer antenna antique anxiety apart apology "
    "appear apple approve april arctic arena argue armor army around arrange arrest arrive "
    "arrow artist artwork aspect assault asset assist assume asthma athlete atom attack "
    "attend attitude attract auction audit august author autumn average avocado avoid awake "
    "aware awesome awful awkward axis bacon badge balance balcony bamboo banana banner "
    "bargain barrel basket battle beach beauty become before behave believe bench benefit "
    "betray beyond bicycle biology bitter blanket bleak bless blossom blouse board bonus "
    "border borrow bottom bounce bracket brain brass brave breeze brick bridge brisk "
    "broccoli bronze broom bubble buddy budget buffalo bulb bundle bunker burden burger "
    "butter cabbage cabin cactus canal cancel canoe canvas canyon capable captain carbon "
    "cargo carpet casino castle casual catalog cattle caution ceiling celery cement census "
    "century cereal chalk champion chaos chapter cherry chimney chronic chuckle chunk cigar "
    "cinnamon citizen clarify clever client cliff clinic clog clown cluster clutch coconut "
    "coffee collect column combine comfort comic concert confirm congress convince copper "
    "coral cotton couch coyote cradle crane crater cream credit cricket crisp crouch "
    "crucial cruise crumble crunch crystal cupboard curious curtain cushion cycle"
).split()


def mnemonic(n: int) -> str:
    return " ".join(_rng.choice(WORDS) for _ in range(n))


def b58(n: int) -> str:
    return r(n, BASE58)


# ============================================================ SECRETS
# ------------------------------------------------------------ CI logs and configs
_tok = "glrt-" + r(20, URLSAFE)
add("vendor/gitlab_runner_register_log", r"""$ sudo gitlab-runner register --non-interactive \
    --url "https://gitlab.internal.example.net/" \
    --token "{0}" \
    --executor "docker" \
    --docker-image alpine:3.19 \
    --description "build-box-07"
Runtime platform                                    arch=amd64 os=linux pid=48211 revision={1} version=16.11.1
Running in system-mode.

Verifying runner... is valid                        runner={2}
Runner registered successfully. Feel free to start it, but if it's running already the config should be automatically reloaded!

Configuration (with the authentication token) was saved in "/etc/gitlab-runner/config.toml"
$ sudo gitlab-runner verify
Runtime platform                                    arch=amd64 os=linux pid=48260 revision={1} version=16.11.1
Verifying runner... is alive                        runner={2}
$ sudo systemctl restart gitlab-runner""", _tok, r(8, HEX), r(9, LOWER_NUM))

add("vendor/gitlab_runner_config_toml", r"""concurrent = 4
check_interval = 0
shutdown_timeout = 0

[session_server]
  session_timeout = 1800

[[runners]]
  name = "build-box-07"
  url = "https://gitlab.internal.example.net/"
  id = 4417
  token = "{0}"
  token_obtained_at = 2026-11-30T09:14:22Z
  token_expires_at = 0001-01-01T00:00:00Z
  executor = "docker"
  [runners.cache]
    MaxUploadedArchiveSize = 0
  [runners.docker]
    tls_verify = false
    image = "alpine:3.19"
    privileged = true
    disable_cache = false
    volumes = ["/cache", "/var/run/docker.sock:/var/run/docker.sock"]
    shm_size = 0
    network_mtu = 0""", "glrt-t3_" + r(20, URLSAFE))

add("token/gitlab_ci_yml_hardcoded_deploy", r"""deploy_staging:
  stage: deploy
  image: registry.gitlab.com/gitlab-org/cloud-deploy/aws-base:latest
  variables:
    GIT_DEPTH: "1"
    HELM_TIMEOUT: "10m"
    DEPLOY_API: "https://deploy.internal.example.net/v2"
    DEPLOY_TOKEN: "{0}"
  script:
    - ./scripts/render-values.sh staging > values.staging.yaml
    - >
      curl -fsS -X POST "$DEPLOY_API/releases"
      -H "Authorization: Bearer $DEPLOY_TOKEN"
      -F "chart=@dist/app-{1}.tgz"
      -F "values=@values.staging.yaml"
  environment:
    name: staging
    url: https://staging.example.net
  rules:
    - if: $CI_COMMIT_BRANCH == "main"
  tags: [docker, linux]""", "dpl_" + r(40, LOWER_NUM), "1.14." + digits(2))

add("vendor/circleci_api_token_curl", r"""$ curl -s --request POST \
  --url https://circleci.com/api/v2/project/gh/acme-robotics/firmware/pipeline \
  --header 'Circle-Token: {0}' \
  --header 'content-type: application/json' \
  --data '{"branch":"release/4.2","parameters":{"run_hil_tests":true}}'
{
  "number" : 18842,
  "state" : "pending",
  "id" : "{1}",
  "created_at" : "2026-12-05T21:07:44.213Z"
}""", "CCIPAT_" + r(22, ALNUM) + "_" + r(40, HEX), uuid4())

add("password/circleci_config_docker_auth", r"""version: 2.1

executors:
  builder:
    docker:
      - image: registry.acme-robotics.io/ci/builder:2026.11
        auth:
          username: ci-puller
          password: {0}
    resource_class: large
    working_directory: ~/repo

jobs:
  build:
    executor: builder
    steps:
      - checkout
      - restore_cache:
          keys:
            - v3-deps-{{ checksum "poetry.lock" }}
      - run: poetry install --no-interaction
      - run: poetry run pytest -q --junitxml=test-results/junit.xml
      - store_test_results:
          path: test-results""", pw())

add("vendor/buildkite_agent_cfg", r"""# /etc/buildkite-agent/buildkite-agent.cfg
# The token from your Buildkite "Agents" page
token="{0}"

# The name of the agent
name="%hostname-%spawn"

# The number of agents to spawn in parallel (default is "1")
spawn=3

# The priority of the agent (higher priorities are assigned work first)
# priority=1

# Tags for the agent (default is "queue=default")
tags="queue=gpu,os=linux,arch=amd64"

# Path to where the builds will run from
build-path="/var/lib/buildkite-agent/builds"

# Directory where the hook scripts are found
hooks-path="/etc/buildkite-agent/hooks"

# Flags to pass to the `git clone` command
git-clone-flags=-v --reference /var/cache/git-mirrors/monorepo.git""", r(50, LOWER_NUM))

add("vendor/buildkite_api_token_graphql", r"""bk_gql() {
  curl -sS https://graphql.buildkite.com/v1 \
    -H "Authorization: Bearer {0}" \
    -H "Content-Type: application/json" \
    -d "$1"
}
bk_gql '{"query":"{ organization(slug: \"acme\") { pipelines(first: 5) { edges { node { name slug } } } } }"}'""", "bkua_" + r(40, HEX))

_jt = "11" + r(32, HEX)
add("token/jenkins_api_token_trigger", r"""[ops@bastion ~]$ curl -X POST -u "svc-release:{0}" \
  "https://jenkins.example.net/job/payments/job/deploy-prod/buildWithParameters?VERSION=2.31.0&DRY_RUN=false"
[ops@bastion ~]$ curl -s -u "svc-release:{0}" https://jenkins.example.net/queue/api/json | jq '.items[].task.name'
"payments/deploy-prod"
[ops@bastion ~]$""", _jt)

add("password/jenkins_console_groovy_leak", r"""Started by user Maria Kowalski
Running in Durability level: MAX_SURVIVABILITY
[Pipeline] Start of Pipeline
[Pipeline] node
Running on agent-linux-12 in /home/jenkins/workspace/billing-nightly
[Pipeline] {
[Pipeline] stage
[Pipeline] { (Migrate)
[Pipeline] sh
+ echo 'connecting with LIQUIBASE_COMMAND_PASSWORD=' {0}
connecting with LIQUIBASE_COMMAND_PASSWORD= {0}
+ liquibase --url=jdbc:postgresql://billing-db.internal:5432/billing --username=liquibase update
Liquibase Community 4.27.0 by Liquibase
Running Changeset: db/changelog/2026-12-01-add-invoice-index.xml::1::mkowalski
Liquibase command 'update' was executed successfully.
[Pipeline] }
[Pipeline] // stage
[Pipeline] }
[Pipeline] // node
[Pipeline] End of Pipeline
Finished: SUCCESS""", pw())

add("vendor/drone_secret_add_cli", r"""$ drone secret add --repository acme/storefront --name docker_password --data '{0}'
$ drone secret ls --repository acme/storefront
docker_username
Pull Request Read:  false
Pull Request Write: false

docker_password
Pull Request Read:  false
Pull Request Write: false""", pw())

add("password/bitbucket_pipelines_yml", r"""image: atlassian/default-image:4

definitions:
  services:
    mysql:
      image: mysql:8.0
      variables:
        MYSQL_DATABASE: 'app_test'
        MYSQL_ROOT_PASSWORD: $TEST_DB_ROOT_PASSWORD

pipelines:
  branches:
    main:
      - step:
          name: Deploy to staging
          deployment: staging
          script:
            - pipe: atlassian/sftp-deploy:0.9.1
              variables:
                USER: 'deploy'
                SERVER: 'staging.example.com'
                REMOTE_PATH: '/var/www/html/'
                LOCAL_PATH: 'build/*'
                PASSWORD: '{0}'
                EXTRA_ARGS: '-P 2222'""", pw())

add("vendor/azure_devops_pat_git_clone", r"""PS C:\src> git clone https://build-agent:{0}@dev.azure.com/contoso-ltd/Platform/_git/platform-api
Cloning into 'platform-api'...
remote: Azure Repos
remote: Found 48211 objects to send. (412 ms)
Receiving objects: 100% (48211/48211), 61.22 MiB | 18.40 MiB/s, done.
Resolving deltas: 100% (33012/33012), done.""", r(52, "abcdefghijklmnopqrstuvwxyz234567"))

add("password/tekton_secret_basic_auth", r"""apiVersion: v1
kind: Secret
metadata:
  name: git-basic-auth
  namespace: ci
  annotations:
    tekton.dev/git-0: https://git.example.org
type: kubernetes.io/basic-auth
stringData:
  username: tekton-bot
  password: {0}
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: build-bot
  namespace: ci
secrets:
  - name: git-basic-auth""", pw())

# ------------------------------------------------------------ infrastructure as code
add("vendor/terraform_tfvars_cloudflare", r"""# terraform.tfvars (prod)
account_id     = "{1}"
zone_name      = "example-shop.com"
cloudflare_api_token = "{0}"
origin_ip      = "203.0.113.41"
enable_waf     = true
page_rules = [
  { target = "example-shop.com/static/*", cache_level = "cache_everything" },
  { target = "example-shop.com/admin/*", security_level = "high" },
]""", r(40, URLSAFE), r(32, HEX))

add("vendor/terraform_state_aws_iam_access_key", r"""    {
      "mode": "managed",
      "type": "aws_iam_access_key",
      "name": "ci_uploader",
      "provider": "provider[\"registry.terraform.io/hashicorp/aws\"]",
      "instances": [
        {
          "schema_version": 0,
          "attributes": {
            "create_date": "2026-10-14T08:22:51Z",
            "encrypted_secret": null,
            "encrypted_ses_smtp_password_v4": null,
            "id": "AKIA{1}",
            "key_fingerprint": null,
            "pgp_key": null,
            "secret": "{0}",
            "ses_smtp_password_v4": null,
            "status": "Active",
            "user": "ci-uploader"
          },
          "sensitive_attributes": [],
          "private": "bnVsbA==",
          "dependencies": ["aws_iam_user.ci_uploader"]
        }
      ]
    },""", r(40, ALNUM + "/+"), r(16, UPPER_NUM), "B" + r(43, ALNUM + "/+"))

add("password/terraform_plan_helm_set_value", r"""Terraform will perform the following actions:

  # helm_release.keycloak will be created
  + resource "helm_release" "keycloak" {
      + atomic                     = false
      + chart                      = "keycloak"
      + create_namespace           = true
      + id                         = (known after apply)
      + metadata                   = (known after apply)
      + name                       = "keycloak"
      + namespace                  = "sso"
      + repository                 = "oci://registry-1.docker.io/bitnamicharts"
      + status                     = "deployed"
      + timeout                    = 600
      + version                    = "24.2.3"

      + set {
          + name  = "auth.adminUser"
          + value = "admin"
        }
      + set {
          + name  = "auth.adminPassword"
          + value = "{0}"
        }
      + set {
          + name  = "ingress.hostname"
          + value = "sso.example.net"
        }
    }

Plan: 1 to add, 0 to change, 0 to destroy.""", pw())

add("token/terraform_cloud_credentials_json", r"""{
  "credentials": {
    "app.terraform.io": {
      "token": "{0}"
    }
  }
}""", r(14, ALNUM) + ".atlasv1." + r(67, ALNUM))

add("password/terragrunt_hcl_inputs", r"""include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:acme/tf-modules.git//rabbitmq?ref=v3.8.2"
}

inputs = {
  cluster_name   = "events-prod"
  instance_type  = "m6i.large"
  admin_user     = "rmq-admin"
  admin_password = "{0}"
  vhosts         = ["orders", "payments", "notifications"]
}""", pw())

add("password/ansible_inventory_ini", r"""[webservers]
web01.example.net ansible_host=10.20.1.11
web02.example.net ansible_host=10.20.1.12

[dbservers]
db01.example.net ansible_host=10.20.2.21 ansible_port=2222

[windows]
win-build01 ansible_host=10.20.3.31

[windows:vars]
ansible_connection=winrm
ansible_winrm_transport=ntlm
ansible_winrm_server_cert_validation=ignore
ansible_user=ACME\svc_ansible
ansible_password={0}

[all:vars]
ansible_python_interpreter=/usr/bin/python3""", pw())

add("password/ansible_host_vars_become", r"""# host_vars/db01.example.net.yml
ansible_user: deploy
ansible_become: true
ansible_become_method: sudo
ansible_become_pass: "{0}"
postgresql_version: 16
postgresql_listen_addresses: "10.20.2.21"
postgresql_max_connections: 300""", pw())

add("password/ansible_adhoc_extra_vars", r"""$ ansible-playbook -i inventories/prod site.yml --limit mq --tags rabbitmq -e "rabbitmq_admin_password={0}" -v
Using /home/ops/infra/ansible.cfg as config file

PLAY [mq] ***********************************************************************

TASK [Gathering Facts] **********************************************************
ok: [mq01.example.net]
ok: [mq02.example.net]

TASK [rabbitmq : ensure admin user] *********************************************
changed: [mq01.example.net] => {"changed": true, "user": "admin"}
ok: [mq02.example.net] => {"changed": false, "user": "admin"}

PLAY RECAP **********************************************************************
mq01.example.net           : ok=2    changed=1    unreachable=0    failed=0    skipped=0
mq02.example.net           : ok=2    changed=0    unreachable=0    failed=0    skipped=0""", pw())

add("vendor/pulumi_access_token_login", r"""$ PULUMI_ACCESS_TOKEN={0} pulumi login
Logged in to pulumi.com as acme-ci (https://app.pulumi.com/acme-ci)
$ pulumi stack select acme/network/prod""", "pul-" + r(40, HEX))

add("password/pulumi_stack_plaintext_config", r"""config:
  aws:region: eu-central-1
  network:vpcCidr: 10.40.0.0/16
  network:azCount: "3"
  app:dbUser: appuser
  app:dbPassword: {0}
  app:imageTag: "2026.12.03-{1}"
  app:replicas: "4"
  app:githubToken:
    secure: v1:{2}""", pw(), r(7, HEX), b64(60))

add("password/salt_pillar_sls", r"""# /srv/pillar/mysql/init.sls
mysql:
  server:
    root_user: root
    root_password: '{0}'
    bind-address: 0.0.0.0
    port: 3306
  database:
    - wordpress
  user:
    wp:
      password: {{ salt['environ.get']('WP_DB_PASSWORD') }}
      host: localhost
      databases:
        - database: wordpress
          grants: ['all privileges']""", pw())

add("password/chef_data_bag_json", r"""$ knife data bag show credentials smtp -F json
{
  "id": "smtp",
  "host": "smtp.mailrelay.example.com",
  "port": 587,
  "username": "noreply@example.com",
  "password": "{0}",
  "starttls": true
}""", pw())

add("token/nomad_acl_bootstrap", r"""$ nomad acl bootstrap
Accessor ID  = {1}
Secret ID    = {0}
Name         = Bootstrap Token
Type         = management
Global       = true
Create Time  = 2026-12-04 10:41:27.120977 +0000 UTC
Expiry Time  = <none>
Create Index = 7
Modify Index = 7
Policies     = n/a""", uuid4(), uuid4())

add("password/packer_hcl_winrm", r"""source "amazon-ebs" "win2022" {
  ami_name       = "base-win2022-{{timestamp}}"
  instance_type  = "t3.large"
  region         = "eu-west-1"
  communicator   = "winrm"
  winrm_username = "Administrator"
  winrm_password = "{0}"
  winrm_use_ssl  = true
  winrm_insecure = true
  user_data_file = "./scripts/bootstrap_win.txt"
  source_ami_filter {
    filters = {
      name = "Windows_Server-2022-English-Full-Base-*"
    }
    owners      = ["amazon"]
    most_recent = true
  }
}""", pw())

# ------------------------------------------------------------ mobile release
add("password/gradle_properties_signing", r"""# Project-wide Gradle settings.
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
org.gradle.parallel=true
org.gradle.caching=true
android.useAndroidX=true
android.nonTransitiveRClass=true
kotlin.code.style=official

# Release signing
RELEASE_STORE_FILE=../keystores/upload-keystore.jks
RELEASE_KEY_ALIAS=upload
RELEASE_STORE_PASSWORD={0}
RELEASE_KEY_PASSWORD={0}

# Maven Central
signing.keyId={1}
signing.secretKeyRingFile=/Users/dev/.gnupg/secring.gpg""", pw(), r(8, UPPER_HEX))

add("password/gradle_kts_signing_config", r"""android {
    namespace = "com.example.fieldnotes"
    compileSdk = 35

    signingConfigs {
        create("release") {
            storeFile = file("release.keystore")
            storePassword = "{0}"
            keyAlias = "fieldnotes"
            keyPassword = "{0}"
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            signingConfig = signingConfigs.getByName("release")
        }
    }
}""", r(6, LOWER) + digits(4) + "!" + r(3, UPPER))

add("password/fastlane_env_app_specific", r"""# fastlane/.env.default
FASTLANE_USER=ios-release@example.com
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={0}
FASTLANE_TEAM_ID={1}
FASTLANE_ITC_TEAM_ID=1180{2}
SLACK_URL_CHANNEL=#ios-releases""", "-".join(r(4, LOWER) for _ in range(4)), r(10, UPPER_NUM), digits(5))

add("password/fastlane_match_password_run", r"""$ MATCH_PASSWORD='{0}' bundle exec fastlane match appstore --readonly
[✔] 🚀
[09:12:41]: Successfully loaded '/Users/ci/build/fastlane/Matchfile' 📄

+--------------+---------------------------------------------+
|            Detected Values from './fastlane/Matchfile'     |
+--------------+---------------------------------------------+
| git_url      | git@github.com:acme-mobile/certificates.git |
| storage_mode | git                                         |
| type         | development                                 |
+--------------+---------------------------------------------+

[09:12:42]: Cloning remote git repo...
[09:12:44]: Checking out branch 'master'...
[09:12:44]: 🔓  Successfully decrypted certificates repo
[09:12:45]: Installing certificate...
+-------------------+---------------------------------------+
|                   Installed Certificate                   |
+-------------------+---------------------------------------+
| User ID           | {1}                                   |
| Common Name       | Apple Distribution: Acme Mobile GmbH  |
| Organisation Unit | {1}                                   |
| Expiration Date   | 2027-09-18 08:11:36 UTC               |
+-------------------+---------------------------------------+""", "/" + r(5, LOWER) + " " + r(6, LOWER) + " " + digits(3), r(10, UPPER_NUM))

_p8 = pem_body(138)
add("private_key/app_store_connect_p8", r'''// AppStoreConnectClient.swift
import Foundation
import CryptoKit

enum ASCConfig {
    static let issuerID = "{1}"
    static let keyID = "{2}"
    static let privateKey = """
    -----BEGIN PRIVATE KEY-----
{0}
    -----END PRIVATE KEY-----
    """
}

func makeToken() throws -> String {
    let key = try P256.Signing.PrivateKey(pemRepresentation: ASCConfig.privateKey)
    let header = ["alg": "ES256", "kid": ASCConfig.keyID, "typ": "JWT"]
    let now = Int(Date().timeIntervalSince1970)
    let claims: [String: Any] = ["iss": ASCConfig.issuerID, "iat": now, "exp": now + 1200, "aud": "appstoreconnect-v1"]
    return try sign(header: header, claims: claims, with: key)
}''', _p8, uuid4(), r(10, UPPER_NUM))

add("token/expo_token_eas_build", r"""$ EXPO_TOKEN={0} eas build --platform android --profile production --non-interactive
★ eas-cli@12.6.2 is now available.
Loaded "env" configuration for the "production" profile: APP_VARIANT. Learn more: https://docs.expo.dev/build-reference/variables/
✔ Using remote Android credentials (Expo server)
✔ Using Keystore from configuration: Build Credentials {1} (default)

Compressing project files and uploading to EAS Build. Learn more: https://expo.fyi/eas-build-archive
✔ Uploaded to EAS 1s
⌛️ Computing the project fingerprint is taking longer than expected...

Build details: https://expo.dev/accounts/acme/projects/fieldnotes/builds/{2}""", r(40, URLSAFE), r(10, LOWER_NUM), uuid4())

add("vendor/firebase_fcm_server_key", r"""// functions/legacy/push.js  (TODO: migrate to HTTP v1 before June)
const fetch = require("node-fetch");

const FCM_SERVER_KEY =
  "{0}";

async function sendPush(deviceToken, title, body) {
  const res = await fetch("https://fcm.googleapis.com/fcm/send", {
    method: "POST",
    headers: {
      Authorization: `key=${FCM_SERVER_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ to: deviceToken, notification: { title, body } }),
  });
  if (!res.ok) throw new Error(`FCM ${res.status}`);
  return res.json();
}

module.exports = { sendPush };""", "AAAA" + r(7, URLSAFE) + ":APA91b" + r(134, URLSAFE))

add("password/xcconfig_backend_secret", r"""// Config/Release.xcconfig
#include "Shared.xcconfig"

PRODUCT_BUNDLE_IDENTIFIER = com.example.fieldnotes
DEVELOPMENT_TEAM = {1}
CODE_SIGN_STYLE = Manual
SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE
API_BASE_HOST = api.fieldnotes.example.com
API_CLIENT_SECRET = {0}
SENTRY_ORG = acme-mobile""", r(48, ALNUM), r(10, UPPER_NUM))

add("password/android_keytool_storepass_flag", r"""$ keytool -list -v -keystore app/release.keystore -storepass {0} -alias fieldnotes | head -12
Alias name: fieldnotes
Creation date: Mar 3, 2024
Entry type: PrivateKeyEntry
Certificate chain length: 1
Certificate[1]:
Owner: CN=Acme Mobile GmbH, OU=Mobile, O=Acme, L=Berlin, C=DE
Issuer: CN=Acme Mobile GmbH, OU=Mobile, O=Acme, L=Berlin, C=DE
Serial number: {1}
Valid from: Sun Mar 03 10:12:54 CET 2024 until: Thu Feb 25 10:12:54 CET 2049
Certificate fingerprints:
	 SHA1: {2}
	 SHA256: {3}""", "+" + r(13, ALNUM), r(16, HEX), ":".join(r(2, UPPER_HEX) for _ in range(20)), ":".join(r(2, UPPER_HEX) for _ in range(32)))

add("vendor/google_play_service_account_json", r"""{
  "type": "service_account",
  "project_id": "pc-api-{1}",
  "private_key_id": "{2}",
  "private_key": "-----BEGIN PRIVATE KEY-----\n{0}\n-----END PRIVATE KEY-----\n",
  "client_email": "fastlane-supply@pc-api-{1}.iam.gserviceaccount.com",
  "client_id": "{3}",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}""", b64(900), digits(19), r(40, HEX), digits(21))

# ------------------------------------------------------------ credential dotfiles
add("vendor/npmrc_scoped_registry_authtoken", r"""; ~/.npmrc
registry=https://registry.npmjs.org/
@acme:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken={0}
save-exact=true
fund=false
audit-level=high""", "ghp_" + r(36, ALNUM))

add("encoded/npmrc_legacy_auth_base64", r"""always-auth=true
registry=https://nexus.example.net/repository/npm-group/
_auth={0}
email=build@example.net
strict-ssl=false""", b64s("npm-ci:" + pw()))

add("token/yarnrc_yml_npm_auth", r"""nodeLinker: node-modules
enableTelemetry: false
yarnPath: .yarn/releases/yarn-4.5.3.cjs

npmScopes:
  acme:
    npmRegistryServer: "https://acme.jfrog.io/artifactory/api/npm/npm-local/"
    npmAlwaysAuth: true
    npmAuthToken: "{0}"

packageExtensions:
  "react-native-svg@*":
    peerDependencies:
      react: "*"
""", "cmVmdGtuOjAxOjE3" + r(48, ALNUM))

add("vendor/pypirc_testpypi", r"""[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = {0}

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = ${TEST_PYPI_TOKEN}""", "pypi-AgEIcHlwaS5vcmcCJD" + r(140, URLSAFE))

add("password/pip_conf_index_url_userinfo", r"""# /etc/pip.conf
[global]
index-url = https://pypi-reader:{0}@artifacts.example.net/api/pypi/pypi-remote/simple
extra-index-url = https://pypi.org/simple
trusted-host = artifacts.example.net
timeout = 60""", pw())

add("password/netrc_multi_machine", r"""# generated by setup-mirror.sh on 2026-11-02
machine ftp.legacy-host.example.com
  login webmaster
  password {0}
default
  login anonymous
  password guest@""", pw())

add("token/git_credentials_file", r"""$ cat ~/.git-credentials
https://oauth2:{0}@gitlab.example.org
$ git config --global --get credential.helper
store""", "glpat-" + r(20, URLSAFE))

add("encoded/docker_config_json_auth", r"""$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {},
		"registry.example.net:5000": {
			"auth": "{0}"
		},
		"ghcr.io": {}
	},
	"credsStore": "desktop",
	"currentContext": "default",
	"plugins": {
		"-x-cli-hints": {
			"enabled": "true"
		}
	}
}""", b64s("robot$builder:" + r(32, ALNUM)))

add("token/kubeconfig_user_token", r"""apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: {1}
    server: https://k8s-api.staging.example.net:6443
  name: staging
contexts:
- context:
    cluster: staging
    namespace: payments
    user: ci-deployer
  name: ci-deployer@staging
current-context: ci-deployer@staging
users:
- name: ci-deployer
  user:
    token: {0}""", jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "payments", "sub": "system:serviceaccount:payments:ci-deployer"}), b64(160))

add("private_key/kubeconfig_client_key_data", r"""users:
- name: kubernetes-admin
  user:
    client-certificate-data: {1}
    client-key-data: {0}""", b64s("-----BEGIN RSA PRIVATE KEY-----\n" + pem_body(600) + "\n-----END RSA PRIVATE KEY-----\n"), b64(700))

add("password/maven_settings_xml_server", r"""<settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
  <mirrors>
    <mirror>
      <id>nexus</id>
      <mirrorOf>*</mirrorOf>
      <url>https://nexus.example.net/repository/maven-public/</url>
    </mirror>
  </mirrors>
  <servers>
    <server>
      <id>nexus</id>
      <username>deployment</username>
      <password>{0}</password>
    </server>
    <server>
      <id>ossrh</id>
      <username>${env.OSSRH_USER}</username>
      <password>${env.OSSRH_PASS}</password>
    </server>
  </servers>
  <profiles>
    <profile>
      <id>release</id>
      <properties>
        <gpg.keyname>{1}</gpg.keyname>
      </properties>
    </profile>
  </profiles>
</settings>""", pw(), r(16, UPPER_HEX))

add("password/nuget_config_cleartext", r"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" protocolVersion="3" />
    <add key="contoso" value="https://pkgs.example.net/nuget/contoso/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <contoso>
      <add key="Username" value="build" />
      <add key="ClearTextPassword" value="{0}" />
    </contoso>
  </packageSourceCredentials>
</configuration>""", pw())

add("token/composer_auth_json", r"""{
    "github-oauth": {
        "github.com": "{0}"
    },
    "http-basic": {
        "repo.packagist.com": {
            "username": "token",
            "password": "${PACKAGIST_TOKEN}"
        }
    }
}""", "gho_" + r(36, ALNUM))

add("vendor/gem_credentials", r"""$ cat ~/.gem/credentials
---
:rubygems_api_key: {0}
$ gem push acme-client-0.9.2.gem
Pushing gem to https://rubygems.org...
Successfully registered gem: acme-client (0.9.2)""", "rubygems_" + r(48, HEX))

add("password/rclone_conf_sftp_obscured", r"""[nas]
type = sftp
host = 192.168.1.20
user = backup
port = 22
pass = {0}
shell_type = unix
md5sum_command = md5sum
sha1sum_command = sha1sum

[s3-archive]
type = s3
provider = AWS
env_auth = true
region = eu-central-1
storage_class = DEEP_ARCHIVE""", b64url(24))

# ------------------------------------------------------------ HTTP traces, webhooks, email
add("encoded/curl_verbose_basic_header", r"""$ curl -v -u reporter:******** https://grafana.example.net/api/health
*   Trying 10.30.0.15:443...
* Connected to grafana.example.net (10.30.0.15) port 443
* ALPN: curl offers h2,http/1.1
* TLSv1.3 (OUT), TLS handshake, Client hello (1):
* TLSv1.3 (IN), TLS handshake, Server hello (2):
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256 / X25519 / id-ecPublicKey
* Server certificate:
*  subject: CN=grafana.example.net
*  expire date: Feb 27 23:59:59 2027 GMT
* using HTTP/2
> GET /api/health HTTP/2
> Host: grafana.example.net
> Authorization: Basic {0}
> User-Agent: curl/8.5.0
> Accept: */*
>
< HTTP/2 200
< cache-control: no-store
< content-type: application/json
< x-content-type-options: nosniff
<
{"commit":"{1}","database":"ok","version":"11.3.1"}""", b64s("reporter:" + pw()), r(10, HEX))

add("token/har_authorization_bearer", r"""{
  "log": {
    "version": "1.2",
    "creator": { "name": "Firefox", "version": "133.0" },
    "entries": [
      {
        "startedDateTime": "2026-12-05T14:22:09.411+01:00",
        "request": {
          "method": "GET",
          "url": "https://api.helpdesk.example.com/v3/tickets?status=open&per_page=50",
          "httpVersion": "HTTP/2",
          "headers": [
            { "name": "Host", "value": "api.helpdesk.example.com" },
            { "name": "Accept", "value": "application/json" },
            { "name": "Authorization", "value": "Bearer {0}" },
            { "name": "X-Request-Id", "value": "{1}" }
          ],
          "queryString": [
            { "name": "status", "value": "open" },
            { "name": "per_page", "value": "50" }
          ]
        },
        "response": { "status": 200, "statusText": "OK", "content": { "size": 48211, "mimeType": "application/json" } },
        "time": 182.4
      }
    ]
  }
}""", "hd_at_" + r(44, ALNUM), uuid4())

add("cookie/har_set_cookie_session", r"""        "response": {
          "status": 302,
          "headers": [
            { "name": "location", "value": "/dashboard" },
            { "name": "set-cookie", "value": "_shopadmin_session={0}; path=/; secure; HttpOnly; SameSite=Lax" },
            { "name": "set-cookie", "value": "locale=pt-BR; path=/; max-age=31536000" },
            { "name": "x-runtime", "value": "0.084211" }
          ]
        },""", b64(180).rstrip("=") + "--" + r(40, HEX))

add("signing_key/github_webhook_secret_terraform", r"""resource "github_repository_webhook" "ci" {
  repository = "storefront"

  configuration {
    url          = "https://ci.example.net/hooks/github"
    content_type = "json"
    insecure_ssl = false
    secret       = "{0}"
  }
  events = ["push", "pull_request", "release"]
}""", r(40, HEX))

add("signing_key/stripe_whsec_listen", r"""$ stripe listen --forward-to localhost:4242/webhooks
> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {0} (^C to quit)
2026-12-05 16:01:12   --> checkout.session.completed [evt_{1}]
2026-12-05 16:01:12  <--  [200] POST http://localhost:4242/webhooks [evt_{1}]""", "whsec_" + r(64, HEX), r(24, ALNUM))

add("token/slack_webhook_url_python", r"""import json
import urllib.request

WEBHOOK = "https://hooks.slack.com/services/T{1}/B{2}/{0}"


def notify(text: str) -> None:
    body = json.dumps({"text": text, "username": "nightly-backup"}).encode()
    req = urllib.request.Request(WEBHOOK, data=body, headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10).read()""", r(24, ALNUM), r(10, UPPER_NUM), r(10, UPPER_NUM))

add("token/discord_webhook_in_error_log", r"""2026-12-05T03:00:07Z ERROR alerter: webhook delivery failed: 429 Too Many Requests url=https://discord.com/api/webhooks/{1}/{0} retry_after=2.4s
2026-12-05T03:00:10Z INFO  alerter: retry 1/5 succeeded""", r(68, URLSAFE), digits(19))

add("token/email_magic_link", r"""Delivered-To: j.hendriks@example.nl
Received: from mail-sor-f41.google.com (mail-sor-f41.google.com. [209.85.220.41])
        by mx.example.nl with SMTPS id x12sor88213;
        Fri, 05 Dec 2026 08:14:02 -0800 (PST)
From: Planboard <no-reply@planboard.example.com>
To: j.hendriks@example.nl
Subject: Your sign-in link
Message-ID: <{1}@planboard.example.com>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

Hi Jeroen,

Click the link below to sign in. It expires in 15 minutes and can be used once.

https://app.planboard.example.com/auth/magic?token={0}&email=j.hendriks%40example.nl

If you didn't request this, you can ignore this email.""", b64url(32), uuid4())

add("vendor/postmark_server_token_header", r"""POST /email HTTP/1.1
Host: api.postmarkapp.com
Accept: application/json
Content-Type: application/json
X-Postmark-Server-Token: {0}

{"From": "billing@example.com", "To": "customer@example.org", "Subject": "Invoice INV-{1}", "TextBody": "Your invoice is attached.", "MessageStream": "outbound"}""", uuid4(), digits(6))

add("token/nginx_access_log_query_key", r"""10.0.4.17 - - [05/Dec/2026:11:42:17 +0000] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.30" rt=0.001
10.0.4.17 - - [05/Dec/2026:11:42:18 +0000] "GET /static/app.{1}.js HTTP/1.1" 200 184211 "https://maps.example.com/" "Mozilla/5.0" rt=0.004
172.16.9.80 - - [05/Dec/2026:11:42:19 +0000] "GET /v1/geocode?q=Rua%20Augusta%20120&country=pt&api_key={0}&limit=5 HTTP/1.1" 200 1832 "-" "python-requests/2.32.3" rt=0.118
10.0.4.17 - - [05/Dec/2026:11:42:20 +0000] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.30" rt=0.001""", r(32, LOWER_NUM), r(8, HEX))

# ------------------------------------------------------------ SQL and framework settings
add("token/sql_insert_api_keys", r"""-- seed for the staging copy, taken from prod on 2026-12-01
INSERT INTO integrations (id, tenant_id, provider, external_account, access_token, created_at) VALUES
  ({1}, 42, 'shipping', 'acct_8812', NULL, '2026-11-03 10:00:00'),
  ({2}, 42, 'accounting', 'org-77a1', '{0}', '2026-11-07 14:12:45'),
  ({3}, 57, 'shipping', 'acct_9013', NULL, '2026-11-21 08:30:11');""", "at_live_" + r(40, ALNUM), digits(4), digits(4), digits(4))

add("password/pg_dump_copy_block", r"""--
-- Data for Name: smtp_settings; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.smtp_settings (id, host, port, username, password, use_tls, updated_at) FROM stdin;
1	smtp.sendrelay.example.com	587	postmaster@mg.example.com	{0}	t	2026-10-30 09:12:44.120391+00
\.


--
-- Data for Name: tenants; Type: TABLE DATA; Schema: public; Owner: app
--

COPY public.tenants (id, slug, plan, created_at) FROM stdin;
1	acme	enterprise	2024-02-11 10:00:00+00
2	globex	team	2024-06-03 16:20:12+00
\.""", pw())

add("token/mysqldump_extended_insert", r"""/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE `wp_options` (
  `option_id` bigint unsigned NOT NULL AUTO_INCREMENT,
  `option_name` varchar(191) NOT NULL DEFAULT '',
  `option_value` longtext NOT NULL,
  `autoload` varchar(20) NOT NULL DEFAULT 'yes',
  PRIMARY KEY (`option_id`)
) ENGINE=InnoDB AUTO_INCREMENT=4412 DEFAULT CHARSET=utf8mb4;

LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (1,'siteurl','https://shop.example.es','yes'),(2,'home','https://shop.example.es','yes'),(3,'blogname','Tienda Ejemplo','yes'),(812,'woocommerce_stripe_settings','a:4:{s:7:\"enabled\";s:3:\"yes\";s:8:\"testmode\";s:2:\"no\";s:15:\"publishable_key\";s:32:\"pk_live_{1}\";s:10:\"secret_key\";s:32:\"{0}\";}','yes');
UNLOCK TABLES;""", "sk_live_" + r(99, ALNUM), r(24, ALNUM))

add("signing_key/django_settings_secret_key", r"""from pathlib import Path
import os

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = '{0}'

DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = ["intranet.example.pl", "localhost"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "hr",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "intranet",
        "USER": "intranet",
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": "db",
        "PORT": "5432",
    }
}""", r(50, DJANGO.replace("'", "")))

add("signing_key/rails_secret_key_base_console", r"""$ RAILS_ENV=production bin/rails runner 'puts Rails.application.secret_key_base'
{0}
$ bin/rails credentials:show | head -3
aws:
  access_key_id: <%= ENV["AWS_ACCESS_KEY_ID"] %>""", r(128, HEX))

add("password/spring_application_yml", r"""spring:
  application:
    name: ledger-service
  datasource:
    url: jdbc:oracle:thin:@//ora-prod.example.net:1521/LEDGER
    username: LEDGER_APP
    password: {0}
    hikari:
      maximum-pool-size: 20
      connection-timeout: 30000
  jpa:
    open-in-view: false
    properties:
      hibernate:
        dialect: org.hibernate.dialect.OracleDialect
  kafka:
    bootstrap-servers: kafka-1.example.net:9093,kafka-2.example.net:9093
    properties:
      security.protocol: SSL

management:
  endpoints:
    web:
      exposure:
        include: health,info,prometheus
server:
  port: 8080""", pw())

add("signing_key/laravel_env_app_key", r"""APP_NAME=Reservas
APP_ENV=production
APP_KEY=base64:{0}
APP_DEBUG=false
APP_URL=https://reservas.example.mx

LOG_CHANNEL=stack
LOG_LEVEL=warning

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=reservas
DB_USERNAME=reservas
DB_PASSWORD=

BROADCAST_DRIVER=log
CACHE_DRIVER=redis
QUEUE_CONNECTION=redis
SESSION_DRIVER=redis
SESSION_LIFETIME=120""", b64(32))

add("signing_key/phoenix_runtime_exs", r"""import Config

if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      raise "environment variable DATABASE_URL is missing."

  config :tracker, Tracker.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")

  secret_key_base = "{0}"

  config :tracker, TrackerWeb.Endpoint,
    url: [host: "tracker.example.cz", port: 443, scheme: "https"],
    http: [ip: {0, 0, 0, 0, 0, 0, 0, 0}, port: 4000],
    secret_key_base: secret_key_base
end""", r(64, ALNUM + "+/"))

add("dsn/aspnet_appsettings_connection_string", r"""{
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning"
    }
  },
  "AllowedHosts": "*",
  "ConnectionStrings": {
    "Default": "Server=tcp:sql-contoso-prod.database.windows.net,1433;Initial Catalog=Orders;Persist Security Info=False;User ID=orders_app;Password={0};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "{1}",
    "ClientId": "{2}"
  }
}""", pw(), uuid4(), uuid4())

add("password/quarkus_oidc_client_secret", r"""quarkus.http.port=8081
quarkus.oidc.auth-server-url=https://sso.example.net/realms/staff
quarkus.oidc.client-id=timesheet-backend
quarkus.oidc.credentials.secret={0}
quarkus.oidc.application-type=service
quarkus.datasource.db-kind=postgresql
quarkus.datasource.username=timesheet
quarkus.datasource.password=${DB_PASSWORD}""", r(32, ALNUM))

# ------------------------------------------------------------ keys, wallets, OTP and recovery codes
add("private_key/openssh_key_cat", r"""ops@laptop:~/.ssh$ ls -l
total 20
-rw------- 1 ops ops  411 Nov 12 09:02 id_ed25519_deploy
-rw-r--r-- 1 ops ops  103 Nov 12 09:02 id_ed25519_deploy.pub
-rw-r--r-- 1 ops ops 4812 Dec  4 17:40 known_hosts
ops@laptop:~/.ssh$ cat id_ed25519_deploy
-----BEGIN OPENSSH PRIVATE KEY-----
{0}
-----END OPENSSH PRIVATE KEY-----
ops@laptop:~/.ssh$ cat id_ed25519_deploy.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{1} deploy@ci""", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + pem_body(210), r(43, ALNUM + "+/"))

add("private_key/gpg_export_secret_key", r"""$ gpg --list-secret-keys --keyid-format=long
/home/rel/.gnupg/pubring.kbx
----------------------------
sec   ed25519/{1} 2025-03-14 [SC] [expires: 2027-03-14]
      {2}
uid                 [ultimate] Release Bot <release@example.org>
ssb   cv25519/{3} 2025-03-14 [E] [expires: 2027-03-14]

$ gpg --armor --export-secret-keys {1}
-----BEGIN PGP PRIVATE KEY BLOCK-----

{0}
={4}
-----END PGP PRIVATE KEY BLOCK-----""", pem_body(330), r(16, UPPER_HEX), r(40, UPPER_HEX), r(16, UPPER_HEX), r(4, ALNUM))

add("private_key/age_keygen_output", r"""$ age-keygen -o key.txt
Public key: age1{1}
$ cat key.txt
# created: 2026-12-05T10:31:22+01:00
# public key: age1{1}
{0}""", "AGE-SECRET-KEY-1" + r(58, BECH32.upper()), r(58, BECH32))

add("private_key/wireguard_wg0_conf", r"""[Interface]
Address = 10.66.0.2/32
PrivateKey = {0}
DNS = 10.66.0.1
MTU = 1380

[Peer]
PublicKey = {1}
Endpoint = vpn.example.net:51820
AllowedIPs = 10.66.0.0/24, 192.168.50.0/24
PersistentKeepalive = 25""", b64(32), b64(32))

add("wallet/bip39_mnemonic_notes", r"""notes.md (desktop, NOT synced)

- dentist tue 9:40
- renew passport before march
- ledger recovery phrase (24):
  {0}
- wifi guest pw is on the fridge""", mnemonic(24))

add("wallet/hardhat_config_private_key", r"""import { HardhatUserConfig } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";

const config: HardhatUserConfig = {
  solidity: { version: "0.8.24", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: {
      url: "https://rpc.sepolia.example.org",
      chainId: 11155111,
      accounts: ["0x{0}"],
    },
    localhost: { url: "http://127.0.0.1:8545" },
  },
  etherscan: { apiKey: process.env.ETHERSCAN_API_KEY },
};

export default config;""", r(64, HEX))

add("otp/pyotp_seed_in_test", r"""import pyotp


def test_login_with_totp(client, admin_user):
    totp = pyotp.TOTP("{0}")
    resp = client.post("/login", data={"user": "admin", "password": "", "otp": totp.now()})
    assert resp.status_code == 302""", r(32, B32))

add_split("otp/backup_codes_txt", r"""GitHub recovery codes
Keep your recovery codes as safe as your password. We recommend saving them with a password manager.

{0}
{1}
{2}
{3}
{4}
{5}
{6}
{7}

(gh-recovery-codes.txt, generated Dec 5, 2026)""", *[r(5, HEX) + "-" + r(5, HEX) for _ in range(8)])

add("otp/onepassword_secret_key_emergency_kit", r"""1Password Emergency Kit
Created for: Ana Lima on December 5, 2026

SIGN-IN ADDRESS   https://familialima.1password.com
EMAIL ADDRESS     ana.lima@example.com.br
SECRET KEY        A3-{0}
MASTER PASSWORD   ______________________""", "-".join([r(6, UPPER_NUM), r(6, UPPER_NUM), r(5, UPPER_NUM), r(5, UPPER_NUM), r(5, UPPER_NUM), r(5, UPPER_NUM)]))

add("password/bitlocker_recovery_key", r"""PS C:\WINDOWS\system32> manage-bde -protectors -get C:
BitLocker Drive Encryption: Configuration Tool version 10.0.22631
Copyright (C) 2013 Microsoft Corporation. All rights reserved.

Volume C: [Windows]
All Key Protectors

    TPM:
      ID: {{1}}
      PCR Validation Profile:
        7, 11
        (Uses Secure Boot for integrity validation)

    Numerical Password:
      ID: {{2}}
      Password:
        {0}""", "-".join(digits(6) for _ in range(8)), uuid4().upper(), uuid4().upper())

# ------------------------------------------------------------ chat in several languages
add("prose/spanish_db_password", r"""oye, ya levanté la réplica de lectura. usuario `lectura_bi`, contraseña {0} — cámbiala cuando entres por favor, la puse rápido para la demo de las 4""", pw())

add("prose/portuguese_token_whatsapp", r"""[05/12/2026 10:14] Rafael: consegue subir o deploy hoje?
[05/12/2026 10:15] Rafael: o token da API do gateway de pagamento é {0}
[05/12/2026 10:15] Rafael: só não commita isso pfv kkk
[05/12/2026 10:22] Bianca: beleza, vou colocar no cofre""", "gp_live_" + r(36, ALNUM))

add("prose/polish_vpn_psk", r"""Cześć, konfiguracja VPN do biura w Gdańsku:
serwer: vpn-gdansk.example.pl
typ: L2TP/IPsec
klucz wstępny (PSK): {0}
login i hasło takie jak do poczty. Jak nie działa, dzwoń do Marka.""", r(24, ALNUM))

add("prose/korean_slack_api_key", r"""@민준 스테이징 결제 모듈 테스트할 때 이 키 쓰시면 됩니다
`{0}`
운영 키 아니니까 괜찮은데 그래도 채널에 오래 두지는 말아주세요 🙏""", "sk_test_" + r(48, ALNUM))

add("prose/hindi_wifi_admin_password", r"""भैया, राउटर का एडमिन पेज 192.168.0.1 पर है। यूज़रनेम admin और पासवर्ड {0} है। गेस्ट नेटवर्क बंद कर देना, बिल बहुत आ रहा है।""", pw())

add("prose/arabic_server_password", r"""مرحبا سامي، بيانات الدخول إلى الخادم الجديد:
العنوان: 185.12.44.201
المستخدم: deploy
كلمة المرور: {0}
أرجو تغييرها بعد أول تسجيل دخول.""", pw())

add("prose/turkish_smtp_password", r"""Selam Emre, e-posta gönderimi için SMTP bilgileri şöyle: sunucu smtp.example.com.tr, port 587, kullanıcı bildirim@example.com.tr, şifre {0}. Yarın sabah kontrol edelim mi?""", pw())

add("prose/dutch_passphrase_with_spaces", r"""Hoi Sanne, de wachtwoordzin voor de gedeelde kluis is "{0}" (zonder aanhalingstekens, met spaties). Graag na de vakantie meteen wijzigen.""", " ".join([_rng.choice(["paarse", "rustige", "vrolijke", "natte"]), _rng.choice(["olifant", "fiets", "molen", "haring"]), digits(2), _rng.choice(["danst", "zwemt", "fluit"]), _rng.choice(["langzaam", "morgen", "buiten"])]))

add("prose/czech_api_token_email", r"""Dobrý den, pane Nováku,

posílám přístup k API pro napojení e-shopu na sklad:
URL: https://sklad.example.cz/api/v2
Token: {0}

Token platí do konce ledna. S pozdravem, Petra""", r(40, LOWER_NUM))

add("prose/greek_router_password", r"""Γεια σου Νίκο, ο κωδικός για το NAS στο γραφείο είναι {0} και ο χρήστης admin. Μην τον στείλεις σε κανέναν άλλον.""", pw())

# ------------------------------------------------------------ split secrets
_s = "xoxb-" + digits(12) + "-" + digits(13) + "-" + r(24, ALNUM)
add_split("split/bot_token_two_chat_messages", r"""[14:02] tomasz: the bot token for the deploy notifier is {0}
[14:02] tomasz: sorry, got cut off, rest of it: {1}
[14:03] ana: got it, thanks""", _s[:30], _s[30:])

_s = r(64, ALNUM + "/+")
add_split("split/shell_concat_secret_halves", r"""# split so the pre-commit scanner doesn't flag it (temporary!)
KEY_A="{0}"
KEY_B="{1}"
export SIGNING_SECRET="${KEY_A}${KEY_B}"
./bin/server --port 8080""", _s[:32], _s[32:])

_s = pw() + r(6, ALNUM)
add_split("split/password_over_two_log_lines", r"""Dec 05 09:12:41 db-proxy pgbouncer[812]: LOG C-0x55d1: app/app@10.0.3.7:51822 login attempt: db=app user=app tls=no password=(hex dump follows)
Dec 05 09:12:41 db-proxy pgbouncer[812]: DEBUG auth packet part 1: {0}
Dec 05 09:12:41 db-proxy pgbouncer[812]: DEBUG auth packet part 2: {1}
Dec 05 09:12:41 db-proxy pgbouncer[812]: LOG C-0x55d1: app/app@10.0.3.7:51822 closing because: password authentication failed (age=0s)""", _s[:9], _s[9:])

_s = "AIza" + r(35, URLSAFE)
add_split("split/js_string_concat_key", r"""// maps.js
const MAPS_KEY = "{0}" +
  "{1}";
loader.load({ apiKey: MAPS_KEY, version: "weekly", libraries: ["places"] });""", _s[:20], _s[20:])

_s = r(40, ALNUM + "/+")
add_split("split/aws_secret_wrapped_in_terminal", r"""$ aws iam create-access-key --user-name backup-writer
{
    "AccessKey": {
        "UserName": "backup-writer",
        "AccessKeyId": "AKIA{2}",
        "Status": "Active",
        "SecretAccessKey": "{0}
{1}",
        "CreateDate": "2026-12-05T09:44:12+00:00"
    }
}""", _s[:23], _s[23:], r(16, UPPER_NUM))

# ------------------------------------------------------------ flags, source literals and stack traces
add("password/leading_dash_flag_mysql", r"""$ mysql -h 10.0.8.14 -u reporting --password={0} -e 'SELECT COUNT(*) FROM orders WHERE created_at > NOW() - INTERVAL 1 DAY' shop
mysql: [Warning] Using a password on the command line interface can be insecure.
+----------+
| COUNT(*) |
+----------+
|     4812 |
+----------+""", "-" + r(3, LOWER) + digits(3) + r(8, ALNUM))

add("token/go_source_const", r"""package notifier

import (
	"bytes"
	"net/http"
)

const (
	apiBase  = "https://api.pushrelay.example.com/v1"
	apiToken = "{0}"
	appID    = "com.example.fieldnotes"
)

func Send(payload []byte) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodPost, apiBase+"/push", bytes.NewReader(payload))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Token "+apiToken)
	req.Header.Set("Content-Type", "application/json")
	return http.DefaultClient.Do(req)
}""", "prk_" + r(48, ALNUM))

add("dsn/rust_panic_redis_url", r"""thread 'main' panicked at src/cache.rs:41:10:
called `Result::unwrap()` on an `Err` value: Connection refused (os error 111) while connecting to redis://default:{0}@cache-1.internal.example.net:6380/2
stack backtrace:
   0: rust_begin_unwind
             at /rustc/{1}/library/std/src/panicking.rs:652:5
   1: core::panicking::panic_fmt
             at /rustc/{1}/library/core/src/panicking.rs:72:14
   2: core::result::unwrap_failed
             at /rustc/{1}/library/core/src/result.rs:1679:5
   3: sessiond::cache::connect
             at ./src/cache.rs:41:10
   4: sessiond::main
             at ./src/main.rs:22:17
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.""", pw(), sha())


# ============================================================ LOOK-ALIKES
# ------------------------------------------------------------ CI logs and configs
la(r"""Running with gitlab-runner 16.11.1 (535ced5f)
  on build-box-07 {0}, system ID: s_{1}
Preparing the "docker" executor
Using Docker executor with image registry.gitlab.com/gitlab-org/cloud-deploy/aws-base:latest ...
Pulling docker image registry.gitlab.com/gitlab-org/cloud-deploy/aws-base:latest ...
Using docker image sha256:{2} for registry.gitlab.com/gitlab-org/cloud-deploy/aws-base:latest with digest registry.gitlab.com/gitlab-org/cloud-deploy/aws-base@sha256:{3} ...
Preparing environment
Running on runner-{0}-project-4412-concurrent-0 via build-box-07...
Getting source from Git repository
Fetching changes with git depth set to 1...
Checking out {4} as detached HEAD (ref is main)...
Executing "step_script" stage of the job script
$ echo "deploying with token $DEPLOY_TOKEN"
deploying with token [MASKED]
$ curl -fsS -X POST "$DEPLOY_API/releases" -H "Authorization: Bearer $DEPLOY_TOKEN" -F "chart=@dist/app-1.14.22.tgz"
{"release_id":"{5}","status":"queued"}
Cleaning up project directory and file based variables
Job succeeded""", r(8, LOWER_NUM), r(12, HEX), sha256(), sha256(), r(8, HEX), uuid4())

la(r"""build-image:
  stage: build
  image: docker:27
  services:
    - docker:27-dind
  variables:
    DOCKER_TLS_CERTDIR: "/certs"
  before_script:
    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
  script:
    - docker build --pull -t "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA" .
    - docker push "$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA"
    - >
      curl --header "JOB-TOKEN: $CI_JOB_TOKEN"
      --upload-file dist/sbom.json
      "${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/generic/sbom/${CI_COMMIT_TAG}/sbom.json"
  rules:
    - if: $CI_COMMIT_TAG""")

la(r"""[[runners]]
  name = "my-runner"
  url = "https://gitlab.example.com"
  token = "glrt-XXXXXXXXXXXXXXXXXXXX"
  executor = "shell"
# Replace the token with the one shown after `gitlab-runner register`.""")

la(r"""version: 2.1

orbs:
  aws-ecr: circleci/aws-ecr@9.3.4
  slack: circleci/slack@4.13.3

jobs:
  test:
    docker:
      - image: cimg/python:3.12
        auth:
          username: $DOCKERHUB_USERNAME
          password: $DOCKERHUB_PASSWORD
    steps:
      - checkout
      - run: pip install -r requirements-dev.txt
      - run: pytest -q

workflows:
  main:
    jobs:
      - test:
          context: [dockerhub-creds]
      - aws-ecr/build_and_push_image:
          context: [aws-oidc]
          auth:
            - aws-cli/setup:
                role_arn: arn:aws:iam::{0}:role/circleci-ecr-push
          repo: storefront
          tag: ${CIRCLE_SHA1}
          requires: [test]""", acct())

la(r"""#!/bin/bash -eo pipefail
echo "Using Circle token: $CIRCLE_TOKEN"
Using Circle token: ********************************xxxx
CircleCI received exit code 0""")

la(r"""steps:
  - label: ":docker: build"
    command: ".buildkite/build.sh"
    plugins:
      - seek-oss/aws-sm#v2.3.2:
          env:
            NPM_TOKEN: npm-publish-token
            SENTRY_AUTH_TOKEN:
              secret-id: "arn:aws:secretsmanager:eu-west-1:{0}:secret:ci/sentry-{1}"
      - docker#v5.11.0:
          image: "node:22-bookworm"
          environment:
            - NPM_TOKEN
            - BUILDKITE_BUILD_NUMBER
    agents:
      queue: linux
  - wait
  - label: ":rocket: deploy"
    command: ".buildkite/deploy.sh"
    branches: main
    concurrency: 1
    concurrency_group: "storefront/deploy"
""", acct(), r(6, ALNUM))

la(r"""pipeline {
    agent { label 'linux' }
    environment {
        REGISTRY = 'registry.example.net'
        IMAGE    = "${REGISTRY}/payments/api"
    }
    stages {
        stage('Push') {
            steps {
                withCredentials([usernamePassword(credentialsId: 'nexus-deployer',
                                                  usernameVariable: 'NEXUS_USER',
                                                  passwordVariable: 'NEXUS_PASS')]) {
                    sh 'echo "$NEXUS_PASS" | docker login -u "$NEXUS_USER" --password-stdin $REGISTRY'
                    sh 'docker push $IMAGE:$GIT_COMMIT'
                }
            }
        }
        stage('Notify') {
            steps {
                withCredentials([string(credentialsId: 'slack-webhook', variable: 'SLACK_URL')]) {
                    sh 'curl -s -X POST -d "{\"text\":\"deployed $GIT_COMMIT\"}" "$SLACK_URL"'
                }
            }
        }
    }
}""")

la(r"""[Pipeline] withCredentials
Masking supported pattern matches of $NEXUS_PASS
[Pipeline] {
[Pipeline] sh
+ echo ****
+ docker login -u deployer --password-stdin registry.example.net
WARNING! Your password will be stored unencrypted in /home/jenkins/.docker/config.json.
Login Succeeded
[Pipeline] sh
+ docker push registry.example.net/payments/api:{0}
The push refers to repository [registry.example.net/payments/api]
{1}: Pushed
latest: digest: sha256:{2} size: 1786
[Pipeline] }
[Pipeline] // withCredentials""", sha(), r(12, HEX), sha256())

la(r"""kind: pipeline
type: docker
name: default

steps:
  - name: publish
    image: plugins/docker
    settings:
      repo: acme/storefront
      tags: [latest, "${DRONE_COMMIT_SHA:0:8}"]
      username:
        from_secret: docker_username
      password:
        from_secret: docker_password""")

la(r"""pipelines:
  default:
    - step:
        name: Test
        caches: [node]
        script:
          - npm ci
          - npm test
    - step:
        name: Upload
        script:
          - pipe: atlassian/aws-s3-deploy:1.6.1
            variables:
              AWS_ACCESS_KEY_ID: $AWS_ACCESS_KEY_ID
              AWS_SECRET_ACCESS_KEY: $AWS_SECRET_ACCESS_KEY
              AWS_DEFAULT_REGION: 'eu-west-1'
              S3_BUCKET: 'static-example-com'
              LOCAL_PATH: 'build'""")

la(r"""trigger:
  branches:
    include: [main]

pool:
  vmImage: ubuntu-22.04

variables:
  - group: platform-api-secrets
  - name: buildConfiguration
    value: Release

steps:
  - task: UseDotNet@2
    inputs:
      version: 8.0.x
  - script: dotnet build --configuration $(buildConfiguration)
    displayName: Build
  - script: |
      git -c http.extraheader="AUTHORIZATION: bearer $(System.AccessToken)" push origin HEAD:refs/tags/v$(Build.BuildNumber)
    displayName: Tag release
  - task: AzureKeyVault@2
    inputs:
      azureSubscription: 'sc-platform-prod'
      KeyVaultName: 'kv-platform-prod'
      SecretsFilter: 'SqlAdminPassword,StorageKey'
      RunAsPreJob: false""")

la(r"""$ tkn pipelinerun describe build-and-push-{0} -n ci
Name:              build-and-push-{0}
Namespace:         ci
Pipeline Ref:      build-and-push
Service Account:   build-bot
Labels:
 tekton.dev/pipeline=build-and-push
 triggers.tekton.dev/eventlistener=github-listener

🌡️  Status

STARTED         DURATION    STATUS
4 minutes ago   2m41s       Succeeded

📦 Resources

 No resources

⚓ Params

 NAME           VALUE
 ∙ git-url      https://git.example.org/acme/storefront.git
 ∙ git-revision {1}
 ∙ image        registry.example.net/acme/storefront@sha256:{2}""", r(5, LOWER_NUM), sha(), sha256())

la(r"""$ argo get ci-pipeline-{0} -n workflows
Name:                ci-pipeline-{0}
Namespace:           workflows
ServiceAccount:      argo-workflow
Status:              Succeeded
Created:             Fri Dec 05 10:14:02 +0000 (3 minutes ago)
Duration:            2 minutes 11 seconds
Progress:            3/3
ResourcesDuration:   1m2s*(1 cpu),4m9s*(100Mi memory)

STEP                      TEMPLATE   PODNAME                                   DURATION
 ✔ ci-pipeline-{0}        main
 ├─✔ checkout             git        ci-pipeline-{0}-git-{1}                   12s
 ├─✔ test                 pytest     ci-pipeline-{0}-pytest-{2}                1m
 └─✔ publish              kaniko     ci-pipeline-{0}-kaniko-{3}                54s""", r(5, LOWER_NUM), digits(10), digits(10), digits(10))

la(r"""$ woodpecker-cli repo secret ls acme/infra
NAME               EVENTS                 IMAGES
docker_password    push, tag, deployment  plugins/docker
ssh_deploy_key     push, deployment       appleboy/drone-ssh
slack_webhook      push, tag              plugins/slack""")

la(r"""$ gh run view {0} --log-failed
build	Set up job	2026-12-05T10:02:41.1120931Z Secret source: Actions
build	Set up job	2026-12-05T10:02:41.1121904Z Prepare workflow directory
build	Run tests	2026-12-05T10:04:12.8840172Z   NPM_TOKEN: ***
build	Run tests	2026-12-05T10:04:12.8840901Z   AWS_ROLE_ARN: arn:aws:iam::{1}:role/gh-actions-ci
build	Run tests	2026-12-05T10:04:55.0411024Z FAIL src/cart.test.ts (cart totals > applies coupon)""", digits(11), acct())

# ------------------------------------------------------------ infrastructure as code
la(r"""  # module.app.aws_db_instance.main will be updated in-place
  ~ resource "aws_db_instance" "main" {
      ~ allocated_storage   = 100 -> 200
        id                  = "db-{0}"
        identifier          = "app-prod"
      ~ password            = (sensitive value)
        tags                = {
            "team" = "payments"
        }
        # (41 unchanged attributes hidden)
    }

  # module.app.aws_secretsmanager_secret_version.db will be updated in-place
  ~ resource "aws_secretsmanager_secret_version" "db" {
        id            = "arn:aws:secretsmanager:eu-central-1:{1}:secret:app/db-{2}|{3}"
      ~ secret_string = (sensitive value)
        # (3 unchanged attributes hidden)
    }

Plan: 0 to add, 2 to change, 0 to destroy.

Changes to Outputs:
  ~ db_password = (sensitive value)""", r(26, UPPER_NUM), acct(), r(6, ALNUM), uuid4().upper())

la(r"""$ terraform state show aws_s3_bucket.artifacts
# aws_s3_bucket.artifacts:
resource "aws_s3_bucket" "artifacts" {
    arn                         = "arn:aws:s3:::acme-build-artifacts-{0}"
    bucket                      = "acme-build-artifacts-{0}"
    bucket_domain_name          = "acme-build-artifacts-{0}.s3.amazonaws.com"
    bucket_regional_domain_name = "acme-build-artifacts-{0}.s3.eu-central-1.amazonaws.com"
    force_destroy               = false
    hosted_zone_id              = "Z21DNDUVLTQW6Q"
    id                          = "acme-build-artifacts-{0}"
    object_lock_enabled         = false
    region                      = "eu-central-1"
    request_payer               = "BucketOwner"
    tags                        = {
        "ManagedBy" = "terraform"
    }

    server_side_encryption_configuration {
        rule {
            bucket_key_enabled = true
            apply_server_side_encryption_by_default {
                kms_master_key_id = "arn:aws:kms:eu-central-1:{1}:key/{2}"
                sse_algorithm     = "aws:kms"
            }
        }
    }
}""", acct(), acct(), uuid4())

la(r"""# terraform.tfvars.example  (copy to terraform.tfvars and fill in)
account_id           = "<cloudflare-account-id>"
zone_name            = "example.com"
cloudflare_api_token = "<create one with Zone:Edit and DNS:Edit>"
origin_ip            = "203.0.113.10"
enable_waf           = true""")

la(r"""terraform {
  backend "s3" {
    bucket         = "acme-tfstate-{0}"
    key            = "network/prod/terraform.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "tf-locks"
    encrypt        = true
    kms_key_id     = "arn:aws:kms:eu-central-1:{0}:alias/tfstate"
    role_arn       = "arn:aws:iam::{0}:role/terraform-state"
  }
}""", acct())

la(r"""# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/cloudflare/cloudflare" {
  version     = "4.48.0"
  constraints = "~> 4.40"
  hashes = [
    "h1:{0}=",
    "zh:{1}",
    "zh:{2}",
    "zh:{3}",
    "zh:{4}",
  ]
}

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.80.0"
  constraints = ">= 5.0.0"
  hashes = [
    "h1:{5}=",
    "zh:{6}",
    "zh:{7}",
  ]
}""", r(43, ALNUM + "+/"), sha256(), sha256(), sha256(), sha256(), r(43, ALNUM + "+/"), sha256(), sha256())

la(r"""# group_vars/dbservers/vault.yml
vault_postgres_admin_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          {0}
          {1}
          {2}
          {3}
          {4}
vault_replication_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          {5}
          {6}
          {7}
          {8}""", r(80, HEX), r(80, HEX), r(80, HEX), r(80, HEX), r(24, HEX), r(80, HEX), r(80, HEX), r(80, HEX), r(40, HEX))

la(r"""[windows:vars]
ansible_connection=winrm
ansible_user=ACME\svc_ansible
ansible_password="{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/ansible/winrm:password') }}"
ansible_winrm_transport=ntlm""")

la(r"""TASK [users : create application users] *****************************************
changed: [db01.example.net] => (item=None)
changed: [db01.example.net] => (item=None)
ok: [db02.example.net] => (item=None)
ok: [db02.example.net] => (item=None)

TASK [users : set replication password] *****************************************
changed: [db01.example.net] => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result", "changed": true}

TASK [postgres : reload] *********************************************************
changed: [db01.example.net]

RUNNING HANDLER [postgres : restart postgresql] **********************************
skipping: [db02.example.net]

PLAY RECAP ***********************************************************************
db01.example.net           : ok=14   changed=4    unreachable=0    failed=0    skipped=2
db02.example.net           : ok=12   changed=0    unreachable=0    failed=0    skipped=4""")

la(r"""config:
  aws:region: eu-central-1
  app:dbUser: appuser
  app:dbPassword:
    secure: v1:{0}
  app:stripeKey:
    secure: v1:{1}
  app:imageTag: "2026.12.03-{2}"
encryptionsalt: v1:{3}""", b64(44), b64(72), r(7, HEX), b64(24))

la(r"""$ pulumi stack output
Current stack outputs (5):
    OUTPUT            VALUE
    bucketName        assets-prod-{0}
    clusterEndpoint   https://{1}.gr7.eu-central-1.eks.amazonaws.com
    dbPassword        [secret]
    kubeconfig        [secret]
    vpcId             vpc-{2}

Run `pulumi stack output --show-secrets` to see secret values.""", r(7, HEX), r(32, UPPER_HEX), r(17, HEX))

la(r"""# /srv/pillar/mysql/init.sls  (gpg renderer)
#!yaml|gpg
mysql:
  server:
    root_user: root
    root_password: |
      -----BEGIN PGP MESSAGE-----

      {0}
      {1}
      {2}
      ={3}
      -----END PGP MESSAGE-----
    bind-address: 0.0.0.0
    port: 3306""", r(64, ALNUM + "+/"), r(64, ALNUM + "+/"), r(20, ALNUM + "+/") + "==", r(4, ALNUM))

la(r"""job "billing" {
  datacenters = ["dc1"]
  type        = "service"

  group "api" {
    count = 3

    task "server" {
      driver = "docker"
      config {
        image = "registry.example.net/billing@sha256:{0}"
        ports = ["http"]
      }

      vault {
        policies = ["billing-read"]
      }

      template {
        data        = <<EOH
{{ with secret "database/creds/billing" }}
DB_USER={{ .Data.username }}
DB_PASSWORD={{ .Data.password }}
{{ end }}
EOH
        destination = "secrets/db.env"
        env         = true
      }
    }
  }
}""", sha256())

la(r"""variable "winrm_password" {
  type      = string
  sensitive = true
  default   = env("PKR_VAR_winrm_password")
}

source "amazon-ebs" "win2022" {
  communicator   = "winrm"
  winrm_username = "Administrator"
  winrm_password = var.winrm_password
}""")

la(r"""apiVersion: v1
kind: Secret
metadata:
  name: app-db
type: Opaque
stringData:
  password: ENC[AES256_GCM,data:{0},iv:{1},tag:{2},type:str]
sops:
  kms:
    - arn: arn:aws:kms:eu-central-1:{3}:key/{4}
      created_at: "2026-11-28T09:12:41Z"
      enc: {5}
      aws_profile: ""
  age:
    - recipient: age1{6}
      enc: |
        -----BEGIN AGE ENCRYPTED FILE-----
        {7}
        -----END AGE ENCRYPTED FILE-----
  lastmodified: "2026-11-28T09:12:41Z"
  mac: ENC[AES256_GCM,data:{8},iv:{9},tag:{10},type:str]
  unencrypted_suffix: _unencrypted
  version: 3.9.1""", b64(18), b64(32), b64(16), acct(), uuid4(), b64(120), r(58, BECH32), b64(150), b64(48), b64(32), b64(16))

la(r"""dependency "vpc" {
  config_path = "../vpc"
  mock_outputs = {
    vpc_id = "vpc-00000000000000000"
  }
}

inputs = {
  vpc_id         = dependency.vpc.outputs.vpc_id
  admin_password = get_env("TG_RMQ_ADMIN_PASSWORD")
}""")

# ------------------------------------------------------------ mobile release
la(r"""# gradle.properties (committed; secrets come from ~/.gradle/gradle.properties or CI env)
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
android.useAndroidX=true
RELEASE_STORE_FILE=../keystores/upload-keystore.jks
RELEASE_KEY_ALIAS=upload
# RELEASE_STORE_PASSWORD and RELEASE_KEY_PASSWORD: set via ORG_GRADLE_PROJECT_ env vars
signing.keyId={0}
signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg""", r(8, UPPER_HEX))

la(r"""import java.util.Properties

val keystoreProperties = Properties().apply {
    val f = rootProject.file("keystore.properties")
    if (f.exists()) load(f.inputStream())
}

android {
    namespace = "com.example.fieldnotes"
    compileSdk = 35

    signingConfigs {
        create("release") {
            storeFile = file(keystoreProperties.getProperty("storeFile") ?: "release.keystore")
            storePassword = keystoreProperties.getProperty("storePassword") ?: System.getenv("STORE_PASSWORD")
            keyAlias = keystoreProperties.getProperty("keyAlias") ?: "fieldnotes"
            keyPassword = keystoreProperties.getProperty("keyPassword") ?: System.getenv("KEY_PASSWORD")
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            signingConfig = signingConfigs.getByName("release")
        }
    }
}""")

la(r"""# fastlane/Appfile
app_identifier("com.example.fieldnotes")
apple_id("ios-release@example.com")
itc_team_id("1180{0}")
team_id("{1}")""", digits(5), r(10, UPPER_NUM))

la(r"""default_platform(:ios)

platform :ios do
  desc "Push a new beta build to TestFlight"
  lane :beta do
    api_key = app_store_connect_api_key(
      key_id: ENV["ASC_KEY_ID"],
      issuer_id: ENV["ASC_ISSUER_ID"],
      key_filepath: "./AuthKey.p8",
      duration: 1200,
      in_house: false
    )
    setup_ci if ENV["CI"]
    match(type: "appstore", readonly: true, api_key: api_key)
    increment_build_number(build_number: latest_testflight_build_number(api_key: api_key) + 1)
    build_app(scheme: "FieldNotes", export_method: "app-store")
    upload_to_testflight(api_key: api_key, skip_waiting_for_build_processing: true)
    slack(message: "New beta uploaded", slack_url: ENV["SLACK_URL"])
  end
end""")

la(r"""[09:12:41]: Successfully loaded '/Users/ci/build/fastlane/Matchfile' 📄
[09:12:42]: Cloning remote git repo...
[09:12:44]: Checking out branch 'master'...
[09:12:44]: Enter the passphrase that should be used to encrypt/decrypt your certificates
[09:12:44]: This passphrase is specific per repository and will be stored in your local keychain
[09:12:44]: Make sure to remember the password, as you'll need it when you run match on a different machine
[09:12:44]: Passphrase for Match storage: ********
[09:12:45]: 🔓  Successfully decrypted certificates repo
[09:12:46]: Installing provisioning profile...
| Profile UUID      | {0}                            |
| Team ID           | {1}                            |""", uuid4(), r(10, UPPER_NUM))

la(r"""// Config/Shared.xcconfig
MARKETING_VERSION = 4.2.0
CURRENT_PROJECT_VERSION = 1187
PRODUCT_BUNDLE_IDENTIFIER = com.example.fieldnotes
DEVELOPMENT_TEAM = {0}
API_BASE_HOST = api.fieldnotes.example.com
// API_CLIENT_SECRET is injected by CI from the keychain; leave empty here
API_CLIENT_SECRET =
INFOPLIST_KEY_CFBundleDisplayName = Field Notes""", r(10, UPPER_NUM))

la(r"""$ keytool -list -v -keystore ~/.android/debug.keystore -alias androiddebugkey -storepass android -keypass android
Alias name: androiddebugkey
Creation date: Jan 14, 2025
Entry type: PrivateKeyEntry
Certificate chain length: 1
Certificate[1]:
Owner: C=US, O=Android, CN=Android Debug
Issuer: C=US, O=Android, CN=Android Debug
Serial number: 1
Valid from: Tue Jan 14 11:02:19 CET 2025 until: Thu Jan 07 11:02:19 CET 2055
Certificate fingerprints:
	 SHA1: {0}
	 SHA256: {1}
Signature algorithm name: SHA256withRSA
Subject Public Key Algorithm: 2048-bit RSA key
Version: 1""", ":".join(r(2, UPPER_HEX) for _ in range(20)), ":".join(r(2, UPPER_HEX) for _ in range(32)))

la(r"""$ apksigner verify --print-certs app-release.apk
Signer #1 certificate DN: CN=Acme Mobile GmbH, OU=Mobile, O=Acme, L=Berlin, C=DE
Signer #1 certificate SHA-256 digest: {0}
Signer #1 certificate SHA-1 digest: {1}
Signer #1 certificate MD5 digest: {2}""", sha256(), sha(), r(32, HEX))

la(r"""{
  "cli": { "version": ">= 12.0.0", "appVersionSource": "remote" },
  "build": {
    "development": { "developmentClient": true, "distribution": "internal" },
    "preview": { "distribution": "internal", "channel": "preview" },
    "production": {
      "channel": "production",
      "autoIncrement": true,
      "env": { "APP_VARIANT": "production", "API_URL": "https://api.fieldnotes.example.com" }
    }
  },
  "submit": {
    "production": {
      "ios": { "ascAppId": "{0}", "appleTeamId": "{1}" },
      "android": { "serviceAccountKeyPath": "./secrets/play-sa.json", "track": "internal" }
    }
  }
}""", digits(10), r(10, UPPER_NUM))

# ------------------------------------------------------------ credential dotfiles and lockfiles
la(r"""; .npmrc (committed)
@acme:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}
engine-strict=true""")

la(r"""    "node_modules/picocolors": {
      "version": "1.1.1",
      "resolved": "https://registry.npmjs.org/picocolors/-/picocolors-1.1.1.tgz",
      "integrity": "sha512-{0}==",
      "license": "ISC"
    },
    "node_modules/postcss": {
      "version": "8.4.49",
      "resolved": "https://registry.npmjs.org/postcss/-/postcss-8.4.49.tgz",
      "integrity": "sha512-{1}==",
      "funding": [
        { "type": "opencollective", "url": "https://opencollective.com/postcss/" },
        { "type": "github", "url": "https://github.com/sponsors/ai" }
      ],
      "license": "MIT",
      "dependencies": {
        "nanoid": "^3.3.7",
        "picocolors": "^1.1.1",
        "source-map-js": "^1.2.1"
      },
      "engines": { "node": "^10 || ^12 || >=14" }
    },""", r(86, ALNUM + "+/"), r(86, ALNUM + "+/"))

la(r"""npmScopes:
  acme:
    npmRegistryServer: "https://acme.jfrog.io/artifactory/api/npm/npm-local/"
    npmAlwaysAuth: true
    npmAuthToken: "${ARTIFACTORY_NPM_TOKEN-}"
""")

la(r"""# ~/.pypirc -- tokens live in the system keyring (`keyring set https://upload.pypi.org/legacy/ __token__`)
[distutils]
index-servers =
    pypi
    testpypi
[pypi]
username = __token__
[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__""")

la(r"""# requirements.lock -- generated by pip-compile --generate-hashes
certifi==2024.8.30 \
    --hash=sha256:{0} \
    --hash=sha256:{1}
    # via requests
charset-normalizer==3.4.0 \
    --hash=sha256:{2}
    # via requests
idna==3.10 \
    --hash=sha256:{3} \
    --hash=sha256:{4}
    # via requests
requests==2.32.3 \
    --hash=sha256:{5}
    # via -r requirements.in""", sha256(), sha256(), sha256(), sha256(), sha256(), sha256())

la(r"""# ~/.netrc template for the NASA Earthdata downloader
# machine urs.earthdata.nasa.gov login <your-username> password <your-password>
# then: chmod 600 ~/.netrc""")

la(r"""$ git config --show-origin --get-all credential.helper
file:/home/dev/.gitconfig	cache --timeout=3600
file:/home/dev/.gitconfig	!gh auth git-credential
$ git credential-cache exit""")

la(r"""{
	"auths": {
		"https://index.docker.io/v1/": {}
	},
	"credHelpers": {
		"{0}.dkr.ecr.eu-central-1.amazonaws.com": "ecr-login",
		"europe-docker.pkg.dev": "gcloud",
		"ghcr.io": "desktop"
	},
	"currentContext": "desktop-linux"
}""", acct())

la(r"""$ docker buildx imagetools inspect registry.example.net/acme/storefront:2026.12.05
Name:      registry.example.net/acme/storefront:2026.12.05
MediaType: application/vnd.oci.image.index.v1+json
Digest:    sha256:{0}

Manifests:
  Name:        registry.example.net/acme/storefront:2026.12.05@sha256:{1}
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/amd64

  Name:        registry.example.net/acme/storefront:2026.12.05@sha256:{2}
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/arm64

  Name:        registry.example.net/acme/storefront:2026.12.05@sha256:{3}
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    unknown/unknown
  Annotations:
    vnd.docker.reference.digest: sha256:{1}
    vnd.docker.reference.type:   attestation-manifest""", sha256(), sha256(), sha256(), sha256())

la(r"""apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: {0}
    server: https://{1}.gr7.eu-central-1.eks.amazonaws.com
  name: arn:aws:eks:eu-central-1:{2}:cluster/prod
contexts:
- context:
    cluster: arn:aws:eks:eu-central-1:{2}:cluster/prod
    user: arn:aws:eks:eu-central-1:{2}:cluster/prod
  name: prod
current-context: prod
users:
- name: arn:aws:eks:eu-central-1:{2}:cluster/prod
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: aws
      args:
      - --region
      - eu-central-1
      - eks
      - get-token
      - --cluster-name
      - prod
      - --output
      - json""", b64s("-----BEGIN CERTIFICATE-----\n" + pem_body(700) + "\n-----END CERTIFICATE-----\n"), r(32, UPPER_HEX), acct())

la(r"""$ kubectl describe secret app-db -n payments
Name:         app-db
Namespace:    payments
Labels:       app.kubernetes.io/managed-by=external-secrets
Annotations:  reconcile.external-secrets.io/data-hash: {0}
Type:  Opaque
Data
====
password:  24 bytes
username:  9 bytes
host:      41 bytes""", r(32, HEX))

la(r"""<settings>
  <servers>
    <server>
      <id>nexus</id>
      <username>${env.NEXUS_USER}</username>
      <password>${env.NEXUS_PASSWORD}</password>
    </server>
  </servers>
</settings>""")

la(r"""github.com/google/uuid v1.6.0 h1:{0}=
github.com/google/uuid v1.6.0/go.mod h1:{1}=
github.com/jackc/pgx/v5 v5.7.1 h1:{2}=
github.com/jackc/pgx/v5 v5.7.1/go.mod h1:{3}=
golang.org/x/crypto v0.29.0 h1:{4}=
golang.org/x/crypto v0.29.0/go.mod h1:{5}=""", r(43, ALNUM + "+/"), r(43, ALNUM + "+/"), r(43, ALNUM + "+/"), r(43, ALNUM + "+/"), r(43, ALNUM + "+/"), r(43, ALNUM + "+/"))

la(r"""[[package]]
name = "ring"
version = "0.17.8"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "{0}"
dependencies = [
 "cc",
 "cfg-if",
 "getrandom",
 "libc",
 "spin",
 "untrusted",
 "windows-sys 0.52.0",
]

[[package]]
name = "rustls"
version = "0.23.19"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "{1}"
""", sha256(), sha256())

la(r"""            "dist": {
                "type": "zip",
                "url": "https://api.github.com/repos/guzzle/guzzle/zipball/{0}",
                "reference": "{0}",
                "shasum": ""
            },""", sha())

# ------------------------------------------------------------ SSH, GPG, age, WireGuard, X.509
la(r"""$ ssh-keygen -t ed25519 -C "deploy@ci" -f ~/.ssh/id_ed25519_deploy
Generating public/private ed25519 key pair.
Enter passphrase (empty for no passphrase):
Enter same passphrase again:
Your identification has been saved in /home/ops/.ssh/id_ed25519_deploy
Your public key has been saved in /home/ops/.ssh/id_ed25519_deploy.pub
The key fingerprint is:
SHA256:{0} deploy@ci
The key's randomart image is:
+--[ED25519 256]--+
|      .o+=*B=o   |
|     . ..=B.=..  |
|      . ooo* o   |
|       o.oo.+    |
|        S+.o .   |
|       .o.+ o    |
|       o.+ E .   |
|      . +.+ o    |
|       ..o.o     |
+----[SHA256]-----+""", r(43, ALNUM + "+/"))

la(r"""|1|{0}=|{1}= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{2}
|1|{3}=|{4}= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{5}=""", r(27, ALNUM + "+/"), r(27, ALNUM + "+/"), r(43, ALNUM + "+/"), r(27, ALNUM + "+/"), r(27, ALNUM + "+/"), r(87, ALNUM + "+/"))

la(r"""$ gpg --armor --export release@example.org
-----BEGIN PGP PUBLIC KEY BLOCK-----

{0}
={1}
-----END PGP PUBLIC KEY BLOCK-----
$ gpg --fingerprint release@example.org
pub   ed25519 2025-03-14 [SC] [expires: 2027-03-14]
      {2}
uid           [ultimate] Release Bot <release@example.org>
sub   cv25519 2025-03-14 [E] [expires: 2027-03-14]""", pem_body(260), r(4, ALNUM), " ".join(r(4, UPPER_HEX) for _ in range(10)))

la(r"""# .sops recipients for the infra repo (public keys only)
age1{0}
age1{1}
age1{2}""", r(58, BECH32), r(58, BECH32), r(58, BECH32))

la(r"""$ sudo wg show
interface: wg0
  public key: {0}
  private key: (hidden)
  listening port: 51820

peer: {1}
  endpoint: 198.51.100.23:51820
  allowed ips: 10.66.0.2/32
  latest handshake: 41 seconds ago
  transfer: 18.21 MiB received, 244.90 MiB sent

peer: {2}
  endpoint: 203.0.113.88:41412
  allowed ips: 10.66.0.3/32, 192.168.60.0/24
  latest handshake: 1 minute, 12 seconds ago
  transfer: 4.02 MiB received, 30.77 MiB sent
  persistent keepalive: every 25 seconds""", b64(32), b64(32), b64(32))

la(r"""$ openssl s_client -connect api.example.net:443 -servername api.example.net </dev/null 2>/dev/null | openssl x509 -noout -subject -issuer -serial -fingerprint -sha256 -dates
subject=CN = api.example.net
issuer=C = US, O = Let's Encrypt, CN = R11
serial={0}
sha256 Fingerprint={1}
notBefore=Nov 20 04:11:52 2026 GMT
notAfter=Feb 18 04:11:51 2027 GMT
$ openssl s_client -connect api.example.net:443 -showcerts </dev/null 2>/dev/null | sed -n '/BEGIN/,/END/p' | head -5
-----BEGIN CERTIFICATE-----
{2}
-----END CERTIFICATE-----""", r(36, UPPER_HEX), ":".join(r(2, UPPER_HEX) for _ in range(32)), pem_body(144))

la(r"""$ ssh -v deploy@bastion.example.net
OpenSSH_9.6p1 Ubuntu-3ubuntu13.5, OpenSSL 3.0.13 30 Jan 2024
debug1: Reading configuration data /home/ops/.ssh/config
debug1: Connecting to bastion.example.net [198.51.100.7] port 22.
debug1: Connection established.
debug1: identity file /home/ops/.ssh/id_ed25519_deploy type 3
debug1: Local version string SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13.5
debug1: Remote protocol version 2.0, remote software version OpenSSH_9.2p1 Debian-2+deb12u3
debug1: kex: algorithm: sntrup761x25519-sha512@openssh.com
debug1: Server host key: ssh-ed25519 SHA256:{0}
debug1: Host 'bastion.example.net' is known and matches the ED25519 host key.
debug1: Found key in /home/ops/.ssh/known_hosts:14
debug1: Will attempt key: /home/ops/.ssh/id_ed25519_deploy ED25519 SHA256:{1} explicit
debug1: Offering public key: /home/ops/.ssh/id_ed25519_deploy ED25519 SHA256:{1} explicit
debug1: Server accepts key: /home/ops/.ssh/id_ed25519_deploy ED25519 SHA256:{1} explicit
Authenticated to bastion.example.net ([198.51.100.7]:22) using "publickey".""", r(43, ALNUM + "+/"), r(43, ALNUM + "+/"))

# ------------------------------------------------------------ HTTP traces, webhooks, email
la(r"""$ curl -sv https://api.example.net/v1/status -o /dev/null
*   Trying 198.51.100.40:443...
* Connected to api.example.net (198.51.100.40) port 443
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS
* using HTTP/2
> GET /v1/status HTTP/2
> Host: api.example.net
> User-Agent: curl/8.5.0
> Accept: */*
>
< HTTP/2 200
< date: Fri, 05 Dec 2026 11:40:02 GMT
< content-type: application/json
< etag: W/"{0}"
< x-request-id: {1}
< x-amzn-trace-id: Root=1-{2}-{3}
< cf-ray: {4}-FRA
< strict-transport-security: max-age=31536000; includeSubDomains
<
* Connection #0 to host api.example.net left intact""", r(32, HEX), uuid4(), r(8, HEX), r(24, HEX), r(16, HEX))

la(r"""        "request": {
          "method": "POST",
          "url": "https://shop.example.com.br/api/cart/items",
          "headers": [
            { "name": "content-type", "value": "application/json" },
            { "name": "cookie", "value": "[REDACTED]" },
            { "name": "authorization", "value": "[REDACTED]" },
            { "name": "x-csrf-protection", "value": "1" },
            { "name": "traceparent", "value": "00-{0}-{1}-01" }
          ],
          "postData": {
            "mimeType": "application/json",
            "text": "{\"sku\":\"TSH-BLK-M\",\"qty\":2}"
          }
        },""", r(32, HEX), r(16, HEX))

la(r"""POST /hooks/github HTTP/1.1
Host: ci.example.net
User-Agent: GitHub-Hookshot/{0}
Content-Type: application/json
X-GitHub-Delivery: {1}
X-GitHub-Event: push
X-GitHub-Hook-ID: {2}
X-GitHub-Hook-Installation-Target-ID: {3}
X-GitHub-Hook-Installation-Target-Type: repository
X-Hub-Signature: sha1={4}
X-Hub-Signature-256: sha256={5}

{"ref":"refs/heads/main","before":"{6}","after":"{7}","repository":{"id":{3},"full_name":"acme/storefront"},"pusher":{"name":"mkowalski"}}""", r(7, HEX), uuid4(), digits(9), digits(9), sha(), sha256(), sha(), sha())

la(r"""2026-12-05 16:01:12 INFO  webhooks: received checkout.session.completed id=evt_{0}
2026-12-05 16:01:12 DEBUG webhooks: Stripe-Signature: t=1796486472,v1={1},v0={2}
2026-12-05 16:01:12 INFO  webhooks: signature ok, tolerance 300s""", r(24, ALNUM), sha256(), sha256())

la(r"""Return-Path: <bounces+{0}@em1234.planboard.example.com>
Received: from o1.ptr1234.planboard.example.com (o1.ptr1234.planboard.example.com [149.72.10.20])
        by mx.example.nl with ESMTPS id {1}
        for <j.hendriks@example.nl>; Fri, 05 Dec 2026 16:14:02 +0000
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=planboard.example.com;
        h=content-type:from:mime-version:subject:to:cc;
        s=s1; bh={2}=;
        b={3}
        {4}=
ARC-Seal: i=1; a=rsa-sha256; t=1796487242; cv=none; d=example.nl; s=arc-2026;
        b={5}==
Authentication-Results: mx.example.nl; dkim=pass header.d=planboard.example.com; spf=pass smtp.mailfrom=em1234.planboard.example.com; dmarc=pass
Message-ID: <{6}@planboard.example.com>
Subject: Your weekly summary
From: Planboard <no-reply@planboard.example.com>
To: j.hendriks@example.nl""", r(20, LOWER_NUM), r(12, ALNUM), r(43, ALNUM + "+/"), r(76, ALNUM + "+/"), r(94, ALNUM + "+/"), r(86, ALNUM + "+/"), uuid4())

la(r"""## Slack notifications

Set `SLACK_WEBHOOK_URL` in the repository secrets. It looks like
`https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`.""")

la(r"""172.16.9.80 - - [05/Dec/2026:11:42:19 +0000] "GET /v1/geocode?q=Rua%20Augusta%20120&country=pt&limit=5&session={0} HTTP/1.1" 200 1832 "-" "python-requests/2.32.3" rt=0.118 req_id={1}
172.16.9.80 - - [05/Dec/2026:11:42:21 +0000] "GET /v1/tiles/14/8022/6120.pbf?v=2026.11&style=streets HTTP/1.1" 200 48211 "-" "MapLibre/4.7" rt=0.009 req_id={2}""", uuid4(), r(32, HEX), r(32, HEX))

la(r"""GET https://sso.example.net/realms/staff/protocol/openid-connect/auth?response_type=code&client_id=timesheet-web&redirect_uri=https%3A%2F%2Ftimesheet.example.net%2Fcallback&scope=openid%20profile%20email&state={0}&nonce={1}&code_challenge={2}&code_challenge_method=S256""", r(32, LOWER_NUM), r(22, URLSAFE), b64url(32))

la(r"""traceparent: 00-{0}-{1}-01
tracestate: dd=s:1;t.dm:-4,congo=t61rcWkgMzE
baggage: tenant=acme,region=eu-central-1""", r(32, HEX), r(16, HEX))

# ------------------------------------------------------------ SQL and framework settings
la(r"""INSERT INTO artifacts (id, build_id, path, size_bytes, sha256, uploaded_at) VALUES
  ('{0}', 18842, 'dist/storefront-1.14.22.tgz', 4821133, '{1}', '2026-12-05 10:04:55'),
  ('{2}', 18842, 'dist/sbom.json', 91822, '{3}', '2026-12-05 10:04:56'),
  ('{4}', 18843, 'dist/storefront-1.14.23.tgz', 4821990, '{5}', '2026-12-05 12:31:10');""", uuid4(), sha256(), uuid4(), sha256(), uuid4(), sha256())

la(r"""--
-- PostgreSQL database dump
--

-- Dumped from database version 16.4
-- Dumped by pg_dump version 16.4

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

CREATE TABLE public.api_keys (
    id bigint NOT NULL,
    tenant_id bigint NOT NULL,
    prefix character varying(12) NOT NULL,
    key_hash bytea NOT NULL,
    last_used_at timestamp with time zone,
    revoked boolean DEFAULT false NOT NULL
);

COMMENT ON COLUMN public.api_keys.key_hash IS 'SHA-256 of the full key; the key itself is shown once and never stored';

CREATE SEQUENCE public.api_keys_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
SELECT pg_catalog.setval('public.api_keys_id_seq', 4412, true);""")

la(r"""import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost").split(",")

DATABASES = {"default": dj_database_url.config(conn_max_age=600, ssl_require=not DEBUG)}

EMAIL_HOST = "smtp.example.pl"
EMAIL_PORT = 587
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = True

SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 31536000""")

la(r"""$ cat config/credentials/production.yml.enc
{0}--{1}--{2}==
$ cat .gitignore | grep key
/config/master.key
/config/credentials/*.key""", b64(260).rstrip("="), b64(12).rstrip("="), b64(16).rstrip("=="))

la(r"""spring:
  datasource:
    url: jdbc:postgresql://${DB_HOST:localhost}:5432/ledger
    username: ${DB_USER:ledger}
    password: ${DB_PASSWORD:}
  security:
    oauth2:
      client:
        registration:
          keycloak:
            client-id: ledger-service
            client-secret: ${KEYCLOAK_CLIENT_SECRET}
            authorization-grant-type: client_credentials
        provider:
          keycloak:
            issuer-uri: https://sso.example.net/realms/staff
  cloud:
    vault:
      uri: https://vault.example.net:8200
      authentication: KUBERNETES
      kubernetes:
        role: ledger-service""")

la(r"""APP_NAME=Laravel
APP_ENV=local
APP_KEY=
APP_DEBUG=true
APP_TIMEZONE=UTC
APP_URL=http://localhost

DB_CONNECTION=mysql
DB_HOST=mysql
DB_PORT=3306
DB_DATABASE=laravel
DB_USERNAME=sail
DB_PASSWORD=password

REDIS_HOST=redis
REDIS_PASSWORD=null
REDIS_PORT=6379

MAIL_MAILER=smtp
MAIL_HOST=mailpit
MAIL_PORT=1025
MAIL_USERNAME=null
MAIL_PASSWORD=null

AWS_ACCESS_KEY_ID=
AWS_SECRET_ACCESS_KEY=
AWS_DEFAULT_REGION=us-east-1""")

la(r'''  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      raise """
      environment variable SECRET_KEY_BASE is missing.
      You can generate one by calling: mix phx.gen.secret
      """
''')

la(r"""{
  "ConnectionStrings": {
    "Default": "Server=(localdb)\\mssqllocaldb;Database=Orders;Trusted_Connection=True;MultipleActiveResultSets=true"
  },
  "KeyVault": {
    "VaultUri": "https://kv-orders-prod.vault.azure.net/"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "{0}",
    "ClientId": "{1}",
    "ClientSecret": "@Microsoft.KeyVault(SecretUri=https://kv-orders-prod.vault.azure.net/secrets/aad-client-secret/)"
  },
  "Storage": {
    "ConnectionString": "UseDevelopmentStorage=true"
  }
}""", uuid4(), uuid4())

la(r'''"""add api key prefix

Revision ID: {0}
Revises: {1}
Create Date: 2026-12-04 17:22:41.120391

"""
from alembic import op
import sqlalchemy as sa

revision = "{0}"
down_revision = "{1}"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("api_keys", sa.Column("prefix", sa.String(12), nullable=False, server_default=""))
    op.create_index("ix_api_keys_prefix", "api_keys", ["prefix"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_api_keys_prefix", table_name="api_keys")
    op.drop_column("api_keys", "prefix")''', r(12, HEX), r(12, HEX))

la(r"""$ dotnet user-secrets list --project src/Orders.Api
No secrets configured for this application.""")

la(r"""-- rotate: invalidate every password-reset token older than an hour
UPDATE password_reset_tokens
   SET used_at = now()
 WHERE used_at IS NULL
   AND created_at < now() - interval '1 hour';
-- UPDATE 37""")

# ------------------------------------------------------------ wallets, OTP and recovery
la(r"""Transaction Hash:  0x{0}
Status:            Success
Block:             {1}  (214 Block Confirmations)
Timestamp:         4 mins ago (Dec-05-2026 10:12:47 AM UTC)
From:              0x{2}
To:                0x{3}  (Uniswap V3: Router 2)
Value:             0.25 ETH ($911.40)
Transaction Fee:   0.000412881 ETH
Gas Price:         8.114 Gwei
Gas Limit & Usage: 212,411 | 150,882 (71.03%)
Input Data:        0x5ae401dc{4}""", r(64, HEX), digits(8), r(40, HEX), r(40, HEX), r(120, HEX))

la(r"""Sent 0.0041 BTC to bc1q{0}
txid: {1}
fee: 2,310 sats (11.2 sat/vB)""", r(38, BECH32), r(64, HEX))

la(r"""$ solana confirm -v {0}
RPC URL: https://api.mainnet-beta.solana.com
Default Signer Path: /home/dev/.config/solana/id.json
Commitment: confirmed

Transaction executed in slot {1}:
  Block Time: 2026-12-05T10:14:22Z
  Version: legacy
  Recent Blockhash: {2}
  Signature 0: {0}
  Account 0: srw- {3} (fee payer)
  Account 1: -w-- {4}
  Account 2: -r-x 11111111111111111111111111111111
  Instruction 0
    Program:   11111111111111111111111111111111 (2)
    Transfer { lamports: 50000000 }
  Status: Ok
    Fee: ◎0.000005
Finalized""", b58(88), digits(9), b58(44), b58(44), b58(44))

la(r"""Set up two-factor authentication
1. Install an authenticator app (Aegis, 2FAS, Google Authenticator).
2. Scan the QR code, or enter this key manually: <shown once on screen, not in this email>
3. Type the 6-digit code from the app to confirm.
Save your backup codes somewhere safe; each can be used once.""")

la(r"""Recovery codes (8 of 10 used)
  •••••-•••••   used 2026-03-14
  •••••-•••••   used 2026-07-02
  •••••-•••••   unused
  •••••-•••••   unused
[ Regenerate codes ]""")

la(r"""If anyone asks for your 12 or 24 recovery words, it is a scam. The seed phrase never leaves the device: not support, not "wallet validation" sites, not us. Write it on paper, store it offline, and test the restore on a spare device before you fund the wallet.""")

# ------------------------------------------------------------ chat in several languages
la(r"""oye, la contraseña de la réplica ya no la mando por aquí: está en Vault en `kv/bi/replica-lectura`. si no tienes permiso pídeselo a Lucía, y acuérdate de que caduca cada 30 días""")

la(r"""[05/12/2026 10:14] Rafael: consegue subir o deploy hoje?
[05/12/2026 10:15] Rafael: o token novo do gateway já tá no cofre, item "gateway-pagamento-prod"
[05/12/2026 10:16] Bianca: beleza, o pipeline lê de lá via ${{ secrets.GATEWAY_TOKEN }} né?
[05/12/2026 10:16] Rafael: isso, não precisa colar em lugar nenhum""")

la(r"""Cześć, konfiguracja VPN do biura w Gdańsku jest w wiki (Strona: IT / VPN / Gdańsk).
Klucz PSK i hasła są w menedżerze haseł w folderze "Biuro Gdańsk" — nie wysyłam ich mailem.
Numer zgłoszenia: INC-{0}.""", digits(6))

la(r"""@민준 스테이징 결제 키는 1Password `staging/payments` 항목에 있어요. 공개 키는 `pk_test_{0}` 이고 이건 프론트에 들어가도 괜찮습니다. 비밀 키는 절대 채널에 붙이지 마세요 🙏""", r(24, ALNUM))

la(r"""भैया, राउटर का पासवर्ड मैंने बदल दिया है और नया वाला सिर्फ़ फ़ोन पर बताऊँगा। एडमिन पेज 192.168.0.1 पर है, फ़र्मवेयर वर्ज़न 3.16.0.2 है।""")

la(r"""مرحبا سامي، تم إنشاء الخادم الجديد (185.12.44.201). سأرسل لك كلمة المرور عبر تطبيق Signal وليس بالبريد. بصمة مفتاح SSH للخادم هي SHA256:{0}""", r(43, ALNUM + "+/"))

la(r"""Selam Emre, SMTP şifresini değiştirdim; yenisi Bitwarden'da "bildirim-smtp" kaydında. Uygulama artık SMTP_PASSWORD ortam değişkeninden okuyor, koda yazmaya gerek yok. Sunucu: smtp.example.com.tr, port 587.""")

la(r"""Hoi Sanne, de wachtwoordzin van de gedeelde kluis heb ik gewijzigd. Je krijgt hem via een eenmalige link die na 24 uur verloopt. Tip voor je eigen zin: vijf willekeurige woorden met spaties, zoals de EFF-methode.""")

la(r"""Dobrý den, pane Nováku,

přístup k API jsme Vám vygenerovali v administraci (Nastavení → API klíče). Z bezpečnostních důvodů ho e-mailem neposíláme; klíč uvidíte jen jednou po kliknutí na „Zobrazit“. ID klienta: {0}

S pozdravem, Petra""", uuid4())

la(r"""Γεια σου Νίκο, άλλαξα τον κωδικό του NAS μετά την ενημέρωση στο DSM 7.2.2-72806. Θα σου τον πω από κοντά αύριο, μην τον ζητήσεις στο email.""")

# ------------------------------------------------------------ source, flags and stack traces
la(r"""package notifier

import (
	"fmt"
	"os"
)

func tokenFromEnv() (string, error) {
	tok := os.Getenv("PUSHRELAY_TOKEN")
	if tok == "" {
		return "", fmt.Errorf("PUSHRELAY_TOKEN is not set; see docs/pushrelay.md")
	}
	return tok, nil
}""")

la(r"""$ mysql -h 10.0.8.14 -u reporting -p shop
Enter password:
Welcome to the MySQL monitor.  Commands end with ; or \g.
Your MySQL connection id is 48211
Server version: 8.0.40 MySQL Community Server - GPL
mysql>""")

la(r"""thread 'main' panicked at src/cache.rs:41:10:
called `Result::unwrap()` on an `Err` value: Connection refused (os error 111) while connecting to redis://cache-1.internal.example.net:6380/2
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
Error: process exited with status 101 (request_id={0}, build {1})""", uuid4(), r(7, HEX))
