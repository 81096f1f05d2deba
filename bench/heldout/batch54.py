r"""Held-out batch 54: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format;
(2) the first 130 lines of bench/heldout/batch19.py, for its docstring and the helper
functions r, b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here
unchanged; (3) a grep of the "Theme" paragraphs of earlier batches, so as not to repeat
their texts; (4) a grep of the kind names already used by add() and add_split() calls.
No other file of the repository was opened, and the filter was never run.

Theme: developer experience and internal platform tooling as a coding agent's session
holds it. New kinds live under the "devex/" prefix: package registries and artifact
mirrors (Verdaccio tokens and uplinks, Nexus npm tokens, user tokens and the initial
admin.password, Artifactory API keys, reference tokens and jf config export blobs, devpi
logins, Athens basic auth and GOPROXY netrc, private Cargo registries such as kellnr,
shipyard and Forgejo, Hex repo and organisation keys, CocoaPods trunk netrc and private
spec repos, Conan remote logins and credentials.json, ProGet and NuGet, Harbor robot
accounts, ChartMuseum, Maven Central portal tokens, CodeArtifact and Azure Artifacts and
Artifact Registry logins, Gitea and Forgejo packages, poetry, uv, sbt, composer and
bundler credentials); build caches (Bazel remote headers, userinfo and bazel-remote S3
keys, BuildBuddy, Nx Cloud access tokens and nxcloud.ini, Turborepo tokens and signature
keys, Gradle HTTP build cache and Develocity keys, sccache, ccache, Pants, Cachix, Attic,
nix.conf access-tokens, Depot, Dagger); remote dev environments (devcontainer.json
containerEnv and remoteEnv, Codespaces secrets and printenv, Gitpod gp env and tasks,
Coder session, agent and API tokens and template defaults); browser and editor extension
store uploads (vsce, ovsx, Chrome Web Store refresh tokens, web-ext sign, Edge add-ons,
notarytool app-specific passwords); Backstage app-config (integrations, backend auth keys,
proxy headers, TechDocs S3, SonarQube, GitLab auth, catalog locations); Renovate
hostRules and Dependabot registries; docker config.json and dockerconfigjson secrets;
chat hand-overs and splits. Formats: rc files, netrc, credential and lock files, CLI
transcripts, JSON, TOML, YAML, XML, HCL, Kotlin DSL, agent transcript JSON and chat.
Look-alikes are the same contexts without a secret: integrity hashes (sha512 SRI, yarn,
pnpm, Cargo, mix, Podfile, conan, go.sum, Bazel and Gradle checksums), cache keys and
content digests, build and invocation ids, registry URLs, scoped package names, public
keys (cosign, minisign, Tauri, Cachix, Attic, Hex, Chrome manifest keys, age, SSH host
keys), public client ids and extension ids, masked tokens, env references in many
syntaxes, documented placeholders, Renovate encrypted values, secret-manager paths and
prose about credentials. Languages: mostly English, some Indonesian, Dutch and Ukrainian.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(54_2026_12_07)
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
    "kopi", "tulip", "borsch", "maple", "kettle", "orbit", "gecko", "lantern", "molen",
    "sambal", "pelican", "granite", "zebra", "nasi", "fiets", "hryvnia", "cactus", "delta",
    "harbor", "mango", "stroop", "rocket", "falcon", "varenyky", "klompen", "rendang",
]
B32_LOWER = "abcdefghijklmnopqrstuvwxyz234567"


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak, phrases."""
    style = _rng.randrange(5)
    w1, w2 = _rng.sample(WORDS, 2)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + r(2, DIGITS) + _rng.choice("!#*?")
    if style == 1:
        return w1.translate(str.maketrans("aeios", "43105")) + _rng.choice("@#!") + r(4, DIGITS)
    if style == 2:
        return f"{w1}-{w2}-{_rng.choice(WORDS)}-{r(2, DIGITS)}"
    if style == 3:
        return w1.upper() + r(3, DIGITS) + _rng.choice("!?") + w2
    return f"{w1.capitalize()}{_rng.choice('.!_')}{r(4, DIGITS)}{w2}"


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def coder_tok() -> str:
    return r(10, LOWER_NUM) + "-" + r(22, ALNUM)


def azure_pat() -> str:
    return r(52, B32_LOWER)


def apple_app_pw() -> str:
    return "-".join(r(4, LOWER) for _ in range(4))


def ext_id() -> str:
    return r(32, "abcdefghijklmnop")


# ============================================================ secrets: registries
add(
    "devex/verdaccio-npmrc-authtoken-jwt",
    """$ cat ~/.npmrc
registry=http://verdaccio.build.internal:4873/
@acme:registry=http://verdaccio.build.internal:4873/
//verdaccio.build.internal:4873/:_authToken="{0}"
fund=false
audit=false""",
    jwt({"real_groups": ["ci"], "name": "ci-bot", "groups": ["ci", "$all", "$authenticated"],
         "iat": 1764921600, "nbf": 1764921600, "exp": 1767513600}),
)

add(
    "devex/verdaccio-uplink-bearer-nexus-npmtoken",
    """# /verdaccio/conf/config.yaml (excerpt the agent read before editing)
storage: /verdaccio/storage/data
auth:
  htpasswd:
    file: /verdaccio/storage/htpasswd
    max_users: -1
uplinks:
  npmjs:
    url: https://registry.npmjs.org/
  corp-nexus:
    url: https://nexus.corp.example/repository/npm-group/
    auth:
      type: bearer
      token: {0}
    timeout: 30s
packages:
  '@acme/*':
    access: $authenticated
    publish: ci-bot
    proxy: corp-nexus
  '**':
    access: $all
    proxy: npmjs""",
    "NpmToken." + uuid4(),
)

add(
    "devex/nexus-npmrc-underscore-auth-b64",
    """commit 3b0a7f21c9 (HEAD -> main)
    chore(web): make npm install work behind the proxy

diff --git a/services/web/.npmrc b/services/web/.npmrc
new file mode 100644
--- /dev/null
+++ b/services/web/.npmrc
@@ -0,0 +1,4 @@
+registry=https://nexus.corp.example/repository/npm-group/
+_auth={0}
+email=build@corp.example
+always-auth=true""",
    b64s("deploy-npm:" + hpw()),
)

add(
    "devex/maven-settings-xml-nexus-releases",
    """<settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
  <mirrors>
    <mirror>
      <id>nexus</id>
      <mirrorOf>*</mirrorOf>
      <url>https://nexus.corp.example/repository/maven-public/</url>
    </mirror>
  </mirrors>
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deployment</username>
      <password>{0}</password>
    </server>
  </servers>
</settings>""",
    hpw(),
)

add(
    "devex/nexus-initial-admin-password-cat",
    """$ docker compose -f infra/nexus/compose.yaml up -d
[+] Running 2/2
 ✔ Volume "nexus_nexus-data"  Created
 ✔ Container nexus            Started
$ docker exec -it nexus cat /nexus-data/admin.password
{0}$ docker compose -f infra/nexus/compose.yaml logs --tail 2 nexus
nexus  | 2026-12-07 08:51:12,114+0000 INFO  [jetty-main-1] *SYSTEM org.sonatype.nexus.bootstrap.jetty.JettyServer -
nexus  | Started Sonatype Nexus COMMUNITY 3.75.1-01""",
    uuid4(),
)

add(
    "devex/nexus-user-token-pass-code",
    """User token for ci-gradle (generated 2026-11-30, expires in 90 days)
  Name code : {1}
  Pass code : {0}
Use the name code as the username and the pass code as the password in
~/.gradle/gradle.properties (nexusUsername / nexusPassword).""",
    r(44, ALNUM), r(8, ALNUM),
)

add(
    "devex/artifactory-x-jfrog-art-api-curl",
    """$ curl -sS -H "X-JFrog-Art-Api: {0}" -T dist/acme-cli-2.4.1.tgz \\
    "https://acme.jfrog.io/artifactory/npm-local/acme-cli/-/acme-cli-2.4.1.tgz"
{
  "repo" : "npm-local",
  "path" : "/acme-cli/-/acme-cli-2.4.1.tgz",
  "created" : "2026-12-07T08:12:40.118Z",
  "createdBy" : "ci",
  "size" : "48211",
  "checksums" : {
    "sha1" : "{1}",
    "md5" : "{2}"
  }
}""",
    "AKCp8" + r(68, ALNUM), sha(), r(32, HEX),
)

_jf_export = b64s(json.dumps({
    "version": 2, "url": "https://acme.jfrog.io/", "artifactoryUrl": "https://acme.jfrog.io/artifactory/",
    "distributionUrl": "https://acme.jfrog.io/distribution/", "user": "ci",
    "accessToken": jwt({"sub": "jfac@01h8x/users/ci", "scp": "applied-permissions/user",
                        "aud": "*@*", "iss": "jfac@01h8x", "exp": 1796457600}),
    "serverId": "acme-prod",
}, separators=(",", ":")))
add(
    "devex/jfrog-cli-config-export-blob",
    """$ jf c export acme-prod
{0}
$ # paste that into the JF_ENV_1 variable of the new runner""",
    _jf_export,
)

add(
    "devex/artifactory-reference-token-gradle-properties",
    """# ~/.gradle/gradle.properties on build-agent-07
org.gradle.jvmargs=-Xmx4g -XX:+UseParallelGC
org.gradle.caching=true
org.gradle.parallel=true
artifactory_contextUrl=https://acme.jfrog.io/artifactory
artifactory_user=svc-gradle
artifactory_password={0}""",
    "cmVmdGtuOjAxOjE3" + r(48, ALNUM),
)

add(
    "devex/jf-config-add-access-token-flag",
    """$ jf config add acme-stg --url=https://acme-stg.jfrog.io --access-token={0} --interactive=false
$ jf rt ping --server-id=acme-stg
OK""",
    jwt({"sub": "jfac@01hs2/users/agent", "scp": "applied-permissions/groups:readers",
         "aud": "*@*", "iss": "jfac@01hs2", "exp": 1767225600, "iat": 1764633600}),
)

add(
    "devex/devpi-login-password-flag",
    """$ devpi use https://devpi.corp.example/
current devpi index: https://devpi.corp.example/ (not logged in)
supported features: server-keyvalue-parsing
$ devpi login release-bot --password '{0}'
logged in 'release-bot' at 'https://devpi.corp.example/', credentials valid for 10.00 hours
$ devpi use acme/staging
current devpi index: https://devpi.corp.example/acme/staging (logged in as release-bot)""",
    hpw(),
)

add(
    "devex/pip-conf-devpi-index-userinfo",
    """# /etc/pip.conf baked into the ci-python image
[global]
index-url = https://ci:{0}@devpi.corp.example/acme/prod/+simple/
trusted-host = devpi.corp.example
timeout = 60
disable-pip-version-check = true""",
    pw(),
)

add(
    "devex/athens-config-toml-basicauthpass",
    """GoBinary = "go"
GoEnv = "development"
GoGetWorkers = 10
ProtocolWorkers = 30
LogLevel = "debug"
StorageType = "disk"
Port = ":3000"
BasicAuthUser = "gomod"
BasicAuthPass = "{0}"
GlobalEndpoint = "https://proxy.golang.org"
NoSumPatterns = ["git.corp.example/*"]
DownloadMode = "sync"
[Storage.Disk]
    RootPath = "/var/lib/athens\"""",
    hpw(),
)

add(
    "devex/athens-goproxy-netrc",
    """$ go env GOPROXY GOPRIVATE GONOSUMDB
https://athens.corp.example,direct
git.corp.example/*
git.corp.example/*
$ cat ~/.netrc
machine athens.corp.example
  login gomod
  password {0}
$ go mod download -x 2>&1 | head -2
# get https://athens.corp.example/git.corp.example/platform/authz/@v/list
# get https://athens.corp.example/git.corp.example/platform/authz/@v/list: 200 OK (0.084s)""",
    pw(),
)

add(
    "devex/cargo-credentials-kellnr",
    """$ cat ~/.cargo/config.toml
[registries.kellnr]
index = "sparse+https://kellnr.acme.dev/api/v1/crates/"
credential-provider = ["cargo:token"]

[net]
git-fetch-with-cli = true
$ cat ~/.cargo/credentials.toml
[registries.kellnr]
token = "{0}\"""",
    r(32, ALNUM),
)

add(
    "devex/cargo-registries-shipyard-token-export",
    """export CARGO_REGISTRIES_SHIPYARD_INDEX="sparse+https://crates.shipyard.rs/acme/"
export CARGO_REGISTRIES_SHIPYARD_TOKEN={0}
cargo publish --registry shipyard -p acme-proto --allow-dirty""",
    r(36, ALNUM),
)

add(
    "devex/hex-repo-add-auth-key",
    """$ mix hex.repo add acme https://hex.acme.dev/repos/acme \\
    --public-key priv/hex_repo.pub \\
    --auth-key {0}
$ mix hex.repo list
Name      URL                                    Public key                                       Auth key
acme      https://hex.acme.dev/repos/acme        SHA256:{1}     ****
hexpm     https://repo.hex.pm                    SHA256:O1LOYhHFW4kcrblKAxROaDEzLD8bn1seWbe5tq8TRsk""",
    r(32, HEX), b64(32).rstrip("="),
)

add(
    "devex/hex-api-key-workflow-literal",
    """name: publish
on:
  push:
    tags: ["v*"]
jobs:
  hex:
    runs-on: ubuntu-24.04
    env:
      MIX_ENV: docs
      HEX_API_KEY: {0}
    steps:
      - uses: actions/checkout@v4
      - uses: erlef/setup-beam@v1
        with: {otp-version: "27.1", elixir-version: "1.17.3"}
      - run: mix deps.get && mix hex.publish --yes""",
    r(32, HEX),
)

add(
    "devex/cocoapods-trunk-netrc",
    """$ pod trunk me
  - Name:     Acme iOS Bot
  - Email:    ios-bot@acme.example
  - Since:    March 3rd, 2024 09:12
  - Pods:
    - AcmeKit
    - AcmeKitUI
  - Sessions:
    - March 3rd, 2024 09:12 - July 10th, 2026 09:14. IP: 203.0.113.7
$ grep -A2 trunk.cocoapods.org ~/.netrc
machine trunk.cocoapods.org
  login ios-bot@acme.example
  password {0}""",
    r(32, HEX),
)

add(
    "devex/cocoapods-private-specs-repo-userinfo",
    """$ pod repo add acme-specs https://ios-ci:{0}@git.acme.example/mobile/Specs.git
Cloning spec repo `acme-specs` from `https://ios-ci:{0}@git.acme.example/mobile/Specs.git`
$ pod repo list | head -4

acme-specs
- Type: git (main)""",
    r(20, ALNUM),
)

add(
    "devex/conan-remote-login-p",
    """$ conan remote add artifactory-conan https://acme.jfrog.io/artifactory/api/conan/conan-local
$ conan remote login artifactory-conan ci-conan -p '{0}'
Changed user of remote 'artifactory-conan' from 'None' (anonymous) to 'ci-conan' (authenticated)
$ conan upload "acme-codec/1.9.0" -r artifactory-conan -c""",
    hpw(),
)

add(
    "devex/conan-credentials-json",
    """// ~/.conan2/credentials.json, read by conan 2 when no login was done
{
  "credentials": [
    {"remote": "conan-internal", "user": "ci", "password": "{0}"}
  ]
}""",
    pw(),
)

add(
    "devex/nuget-config-cleartextpassword-proget",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <clear />
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />
    <add key="proget-internal" value="https://proget.corp.example/nuget/internal/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <proget-internal>
      <add key="Username" value="api" />
      <add key="ClearTextPassword" value="{0}" />
    </proget-internal>
  </packageSourceCredentials>
</configuration>""",
    r(20, ALNUM),
)

add(
    "devex/proget-dotnet-nuget-push-api-key",
    """PS C:/src/acme-core> dotnet nuget push bin/Release/Acme.Core.3.1.0.nupkg --source https://proget.corp.example/nuget/internal/ --api-key {0}
Pushing Acme.Core.3.1.0.nupkg to 'https://proget.corp.example/nuget/internal/'...
  PUT https://proget.corp.example/nuget/internal/
  Created https://proget.corp.example/nuget/internal/ 812ms
Your package was pushed.""",
    r(40, HEX),
)

add(
    "devex/twine-env-devpi-ci-log",
    """[release 3/5] env | grep ^TWINE_ | sort
TWINE_NON_INTERACTIVE=1
TWINE_PASSWORD={0}
TWINE_REPOSITORY_URL=https://devpi.corp.example/acme/staging/
TWINE_USERNAME=release-bot
[release 4/5] twine upload dist/*
Uploading distributions to https://devpi.corp.example/acme/staging/""",
    hpw(),
)

add(
    "devex/bundle-config-private-gem-server",
    """$ bundle config
Settings are listed in order of priority. The top value will be used.
gems.acme.dev
Set for the current user (/home/dev/.bundle/config): "ci:{0}"

jobs
Set for the current user (/home/dev/.bundle/config): 8

path
Set for your local app (/home/dev/src/billing/.bundle/config): "vendor/bundle\"""",
    pw(),
)

add(
    "devex/yarnrc-yml-npmauthident",
    """nodeLinker: node-modules
enableTelemetry: false
npmScopes:
  acme:
    npmRegistryServer: "https://nexus.corp.example/repository/npm-private/"
    npmAlwaysAuth: true
    npmAuthIdent: "yarn-ci:{0}"
yarnPath: .yarn/releases/yarn-4.5.3.cjs""",
    pw(),
)

add(
    "devex/pnpm-config-set-authtoken",
    """$ pnpm config set "//npm.pkg.acme.dev/:_authToken" "{0}"
$ pnpm config set "@acme:registry" "https://npm.pkg.acme.dev/"
$ pnpm install --frozen-lockfile
Lockfile is up to date, resolution step is skipped
Packages: +1184""",
    r(36, ALNUM),
)

add(
    "devex/gitea-packages-curl-user-token",
    """$ curl --fail --user ci-bot:{0} \\
    --upload-file build/acme-agent_1.8.0_amd64.deb \\
    https://git.acme.dev/api/packages/platform/debian/pool/bookworm/main/upload
$ echo $?
0""",
    r(40, HEX),
)

add(
    "devex/forgejo-cargo-credentials-bearer",
    """# ~/.cargo/credentials.toml (Forgejo wants the Bearer prefix in the token itself)
[registries.forgejo]
token = "Bearer {0}\"""",
    r(40, HEX),
)

add(
    "devex/harbor-robot-docker-login-p",
    """$ docker login harbor.acme.dev -u 'robot$platform+ci-push' -p {0}
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ docker push harbor.acme.dev/platform/api:sha-4e1f2a9""",
    r(32, ALNUM),
)

add(
    "devex/helm-repo-add-password",
    """$ helm repo add acme-charts https://chartmuseum.acme.dev --username ci --password '{0}'
"acme-charts" has been added to your repositories
$ helm search repo acme-charts/ | head -3
NAME                    CHART VERSION   APP VERSION     DESCRIPTION
acme-charts/api         4.2.0           2026.12.1       Acme public API
acme-charts/worker      1.13.4          2026.12.1       Background jobs""",
    hpw(),
)

add(
    "devex/chartmuseum-basic-auth-pass-deployment",
    """      containers:
        - name: chartmuseum
          image: ghcr.io/helm/chartmuseum:v0.16.2
          args: ["--port=8080", "--storage=local", "--storage-local-rootdir=/charts"]
          env:
            - name: DISABLE_API
              value: "false"
            - name: BASIC_AUTH_USER
              value: admin
            - name: BASIC_AUTH_PASS
              value: "{0}"
            - name: AUTH_ANONYMOUS_GET
              value: "true\"""",
    pw(),
)

add(
    "devex/gradle-properties-maven-central-portal",
    """# ~/.gradle/gradle.properties (release laptop)
mavenCentralUsername={1}
mavenCentralPassword={0}
signing.keyId=24875D73
signing.secretKeyRingFile=/Users/rel/.gnupg/secring.gpg
RELEASE_SIGNING_ENABLED=true""",
    r(44, ALNUM), r(8, ALNUM),
)

add(
    "devex/codeartifact-pip-extra-index-url",
    """$ export PIP_EXTRA_INDEX_URL="https://aws:{0}@acme-123456789012.d.codeartifact.eu-west-1.amazonaws.com/pypi/internal/simple/"
$ pip install acme-featurestore==0.7.1
Looking in indexes: https://pypi.org/simple, https://aws:****@acme-123456789012.d.codeartifact.eu-west-1.amazonaws.com/pypi/internal/simple/
Collecting acme-featurestore==0.7.1""",
    "eyJ2ZXIiOjEsImlzdSI6MTc2NTA5" + r(220, URLSAFE),
)

add(
    "devex/azure-artifacts-npmrc-password-b64",
    """; begin auth token
//pkgs.dev.azure.com/acme/_packaging/acme-feed/npm/registry/:username=acme
//pkgs.dev.azure.com/acme/_packaging/acme-feed/npm/registry/:_password={0}
//pkgs.dev.azure.com/acme/_packaging/acme-feed/npm/registry/:email=npm requires email to be set but doesn't use the value
//pkgs.dev.azure.com/acme/_packaging/acme-feed/npm/:username=acme
; end auth token""",
    b64s(azure_pat()),
)

add(
    "devex/artifact-registry-docker-login-ya29",
    """Step #1 - "push": + docker login -u oauth2accesstoken -p {0} https://europe-west4-docker.pkg.dev
Step #1 - "push": WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Step #1 - "push": Login Succeeded
Step #1 - "push": + docker push europe-west4-docker.pkg.dev/acme-build/images/api:2026.12.07""",
    "ya29.a0" + r(160, URLSAFE),
)


# ============================================================ secrets: build caches
add(
    "devex/bazelrc-user-buildbuddy-remote-header",
    """$ cat .bazelrc.user
# personal overrides, see //tools/bazel/README.md
build --bes_results_url=https://app.buildbuddy.io/invocation/
build --bes_backend=grpcs://remote.buildbuddy.io
build --remote_cache=grpcs://remote.buildbuddy.io
build --remote_header=x-buildbuddy-api-key={0}
build --remote_timeout=3600
build --experimental_remote_cache_compression""",
    r(20, ALNUM),
)

add(
    "devex/bazel-remote-cache-url-userinfo",
    """$ bazel build //services/... --remote_cache=https://ci:{0}@bazel-cache.acme.dev:8443 --remote_upload_local_results=true
INFO: Invocation ID: {1}
INFO: Analyzed 412 targets (0 packages loaded, 0 targets configured).
INFO: Found 412 targets...
INFO: Elapsed time: 38.214s, Critical Path: 21.07s
INFO: 2311 processes: 2004 remote cache hit, 291 internal, 16 linux-sandbox.
INFO: Build completed successfully, 2311 total actions""",
    pw(), uuid4(),
)

add(
    "devex/bazel-remote-s3-proxy-secret",
    """# /etc/bazel-remote/config.yaml
dir: /data/bazel-remote
max_size: 500
port: 8080
grpc_port: 9092
htpasswd_file: /etc/bazel-remote/htpasswd
s3_proxy:
  endpoint: minio.acme.dev:9000
  bucket: bazel-cache
  prefix: ci
  auth_method: access_key
  access_key_id: bazelcache
  secret_access_key: {0}
  disable_ssl: false""",
    r(40, ALNUM + "+/"),
)

add(
    "devex/nx-cloud-access-token-rw-gitlab-ci",
    """variables:
  NX_BRANCH: $CI_COMMIT_REF_NAME
  NX_CLOUD_ACCESS_TOKEN: "{0}"   # read-write, only main should have it
  NX_CLOUD_DISTRIBUTED_EXECUTION: "true"

build:
  image: node:22-bookworm
  script:
    - npx nx-cloud start-ci-run --distribute-on="5 linux-medium-js"
    - npx nx affected -t lint test build""",
    b64s(uuid4() + "|read-write"),
)

add(
    "devex/nxcloud-ini-personal-access-token",
    """$ npx nx login
 NX   Logged in to Nx Cloud
$ cat ~/.config/nxcloud/nxcloud.ini
[https://cloud.nx.app]
personalAccessToken={0}""",
    b64url(36),
)

add(
    "devex/turbo-remote-cache-signature-key-workflow",
    """    env:
      TURBO_API: https://turbo-cache.acme.dev
      TURBO_TEAM: team_platform
      TURBO_TOKEN: ${{ secrets.TURBO_TOKEN }}
      TURBO_REMOTE_CACHE_SIGNATURE_KEY: {0}
    steps:
      - uses: actions/checkout@v4
      - run: pnpm turbo run build test --summarize""",
    b64(32),
)

add(
    "devex/turbo-run-token-flag",
    """$ pnpm turbo run build --api="https://cache.acme.dev" --team="web" --token="{0}" --filter=@acme/web...
• Packages in scope: @acme/design-tokens, @acme/ui, @acme/web
• Running build in 3 packages
• Remote caching enabled
@acme/design-tokens:build: cache hit, replaying logs {1}""",
    r(24, ALNUM), r(16, HEX),
)

add(
    "devex/turborepo-config-json-token",
    """$ npx turbo login --sso-team=acme
>>> Opening browser to https://vercel.com/...
>>> Success! Turborepo CLI authorized for alice@acme.example
$ cat ~/.config/turborepo/config.json
{"token":"{0}"}""",
    r(24, ALNUM),
)

add(
    "devex/gradle-http-build-cache-credentials-kts",
    """// settings.gradle.kts
val isCi = System.getenv("CI") != null

buildCache {
    local { isEnabled = !isCi }
    remote<HttpBuildCache> {
        url = uri("https://gradle-cache.acme.dev/cache/")
        isPush = isCi
        credentials {
            username = "ci-cache"
            password = "{0}"
        }
    }
}""",
    hpw(),
)

add(
    "devex/develocity-keys-properties",
    """$ ls ~/.gradle/develocity/
keys.properties
$ cat ~/.gradle/develocity/keys.properties
ge.acme.dev={0}""",
    r(52, LOWER_NUM),
)

add(
    "devex/sccache-redis-endpoint-inline",
    """$ SCCACHE_REDIS_ENDPOINT=rediss://default:{0}@sccache-redis.acme.dev:6380 SCCACHE_REDIS_KEY_PREFIX=rust-ci RUSTC_WRAPPER=sccache cargo build --release
   Compiling acme-proto v0.4.2 (/builds/platform/acme-proto)
    Finished `release` profile [optimized] target(s) in 1m 12s
$ sccache --show-stats | head -4
Compile requests                    318
Compile requests executed           291
Cache hits                          267
Cache misses                         24""",
    pw(),
)

add(
    "devex/pants-toml-remote-oauth-bearer",
    """[GLOBAL]
pants_version = "2.23.0"
remote_cache_read = true
remote_cache_write = true
remote_store_address = "grpcs://cache.acme.dev:443"
remote_instance_name = "main"
remote_oauth_bearer_token = "{0}"

[python]
interpreter_constraints = ["==3.12.*"]""",
    r(40, URLSAFE),
)

add(
    "devex/ccache-conf-remote-storage-userinfo",
    """$ ccache -p | grep -v '(default)'
(/home/ci/.config/ccache/ccache.conf) max_size = 20.0 GiB
(/home/ci/.config/ccache/ccache.conf) remote_storage = http://ccache:{0}@ccache.acme.dev:8080/ci|layout=bazel
(/home/ci/.config/ccache/ccache.conf) compiler_check = content""",
    pw(),
)

add(
    "devex/cachix-authtoken-cli",
    """$ cachix authtoken {0}
Written to /home/dev/.config/cachix/cachix.dhall
$ cachix use acme
Configured https://acme.cachix.org binary cache in /home/dev/.config/nix/nix.conf""",
    jwt({"jti": uuid4(), "sub": "91204", "scopes": "cache"}),
)

add(
    "devex/attic-login-server-token",
    """$ attic login acme https://attic.acme.dev {0}
✍️ Configuring server "acme"
$ attic push acme:ci ./result
⚙️ Pushing 14 paths to "ci" on "acme" (212 already cached, 3 in upstream)...""",
    jwt({"sub": "ci", "exp": 1799999999, "https://jwt.attic.rs/v1": {"caches": {"ci": {"r": 1, "w": 1}}}}),
)

add(
    "devex/nix-conf-access-tokens-gitlab-pat",
    """# /etc/nix/nix.conf on the builder VM
experimental-features = nix-command flakes
substituters = https://cache.nixos.org https://acme.cachix.org
trusted-public-keys = cache.nixos.org-1:6NCHdD59X431o0gWypbMrAURkbJ16ZPMQFGspcDShjY= acme.cachix.org-1:{1}
access-tokens = git.acme.dev=PAT:{0}
max-jobs = auto""",
    r(20, URLSAFE), b64(32),
)

add(
    "devex/depot-token-inline-build",
    """$ DEPOT_TOKEN={0} depot build --project 8kq2xw1v -t harbor.acme.dev/platform/api:sha-4e1f2a9 --push .
[+] Building 41.3s (18/18) FINISHED
 => [depot] build: https://depot.dev/orgs/acme/projects/8kq2xw1v/builds/t0x9m2lq""",
    r(64, HEX),
)

add(
    "devex/dagger-cloud-token-gitlab-variables",
    """variables:
  DAGGER_VERSION: "0.14.0"
  DAGGER_CLOUD_TOKEN: "{0}"
  DOCKER_HOST: tcp://docker:2376

.dagger:
  image: alpine:3.20
  services: [docker:27-dind]""",
    r(48, ALNUM),
)


# ============================================================ secrets: remote dev environments
add(
    "devex/devcontainer-containerenv-staging-db-password",
    """{
  "name": "acme-api",
  "dockerComposeFile": "compose.yaml",
  "service": "app",
  "workspaceFolder": "/workspaces/${localWorkspaceFolderBasename}",
  "features": {
    "ghcr.io/devcontainers/features/node:1": { "version": "20" }
  },
  "containerEnv": {
    "DATABASE_URL": "postgres://app@db:5432/app",
    "STAGING_DB_PASSWORD": "{0}"
  },
  "forwardPorts": [3000, 5432]
}""",
    hpw(),
)

add(
    "devex/devcontainer-remoteenv-npm-token",
    """    "customizations": {
        "vscode": { "extensions": ["dbaeumer.vscode-eslint", "esbenp.prettier-vscode"] }
    },
    "remoteEnv": {
        "NPM_TOKEN": "{0}",
        "PATH": "${containerEnv:PATH}:/workspaces/tools/bin"
    },
    "postCreateCommand": "pnpm install\"""",
    b64(33),
)

add(
    "devex/gh-secret-set-codespaces-body",
    """$ gh secret set TYPESENSE_ADMIN_KEY --app codespaces --repos acme/web --body '{0}'
✓ Set Codespaces secret TYPESENSE_ADMIN_KEY for acme/web""",
    r(32, ALNUM),
)

add(
    "devex/codespace-printenv-internal-api-key",
    """@alice ➜ /workspaces/web (main) $ printenv | grep -i -e codespace -e acme | sort
ACME_INTERNAL_API_KEY={0}
CODESPACES=true
CODESPACE_NAME=fluffy-space-goggles-7vp9rq4xj2w5
GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN=app.github.dev""",
    r(40, ALNUM),
)

add(
    "devex/gp-env-set-meili-master-key",
    """gitpod /workspace/search (main) $ gp env MEILI_MASTER_KEY={0}
gitpod /workspace/search (main) $ eval $(gp env -e)
gitpod /workspace/search (main) $ docker compose up -d meilisearch""",
    b64url(24),
)

add(
    "devex/gitpod-yml-task-pgpassword",
    """tasks:
  - name: db-check
    init: |
      export PGPASSWORD='{0}'
      psql -h staging-db.acme.dev -U readonly -d app -c 'select 1'
    command: docker compose up -d db
ports:
  - port: 5432
    onOpen: ignore""",
    hpw(),
)

add(
    "devex/coder-login-token-flag",
    """$ coder login https://coder.acme.dev --token {0}
> Welcome to Coder, alice! You're authenticated.
$ coder list
WORKSPACE         TEMPLATE       STATUS   HEALTHY  LAST BUILT  OUTDATED  STARTS AT  STOPS AFTER
alice/api-dev     docker-go      Started  true     2h          false     -          8h""",
    coder_tok(),
)

add(
    "devex/coder-agent-token-proc-environ",
    """$ sudo cat /proc/$(pgrep -f 'coder agent')/environ | tr '\\0' '\\n' | grep ^CODER
CODER_AGENT_AUTH=token
CODER_AGENT_TOKEN={0}
CODER_AGENT_URL=https://coder.acme.dev/
CODER_WORKSPACE_NAME=api-dev""",
    uuid4(),
)

add(
    "devex/coder-template-variable-default-registry",
    """variable "registry_password" {
  type        = string
  description = "Password for Harbor pulls inside workspaces"
  default     = "{0}"
  sensitive   = true
}

resource "docker_image" "main" {
  name = "harbor.acme.dev/devenv/go:1.23"
}""",
    pw(),
)

_ct = coder_tok()
add(
    "devex/coder-tokens-create-output",
    """$ coder tokens create --name ci-workspaces --lifetime 720h
{0}
$ coder tokens ls | grep ci-workspaces
{1}  ci-workspaces  Never  2027-01-06T08:55:10Z  2026-12-07T08:55:10Z""",
    _ct, _ct.split("-")[0],
)


# ============================================================ secrets: extension stores
add(
    "devex/vsce-publish-pat-flag",
    """$ npx @vscode/vsce publish -p {0} --packagePath acme-lsp-0.9.2.vsix
 INFO  Publishing 'acme.acme-lsp v0.9.2'...
 INFO  Extension URL (might take a few minutes): https://marketplace.visualstudio.com/items?itemName=acme.acme-lsp
 DONE  Published acme.acme-lsp v0.9.2.""",
    azure_pat(),
)

add(
    "devex/ovsx-publish-token-flag",
    """$ npx ovsx publish acme-lsp-0.9.2.vsix -p {0}
🚀  Published acme.acme-lsp v0.9.2""",
    uuid4(),
)

add(
    "devex/chrome-webstore-upload-refresh-token",
    """npx chrome-webstore-upload-cli@3 upload \\
  --source dist/acme-clipper.zip \\
  --extension-id {1} \\
  --client-id {2}.apps.googleusercontent.com \\
  --client-secret "$CWS_CLIENT_SECRET" \\
  --refresh-token {0} \\
  --auto-publish""",
    "1//0" + r(99, URLSAFE), ext_id(), r(12, DIGITS) + "-" + r(32, LOWER_NUM),
)

add(
    "devex/web-ext-sign-api-secret",
    """$ npx web-ext sign --channel=unlisted --source-dir=dist/firefox --api-key=user:18734562:204 --api-secret={0}
Building web extension from /home/dev/acme-clipper/dist/firefox
Validating add-on [..........................................]
Your add-on has been submitted for review. It passed validation but could not be automatically signed because this is a listed add-on.""",
    r(64, HEX),
)

add(
    "devex/edge-addon-action-api-key-literal",
    """      - name: Publish to Edge Add-ons
        uses: wdzeng/edge-addon@v2
        with:
          product-id: {1}
          zip-path: dist/acme-clipper-edge.zip
          client-id: {2}
          api-key: {0}""",
    r(32, ALNUM), uuid4(), uuid4(),
)

add(
    "devex/notarytool-store-credentials-password",
    """$ xcrun notarytool store-credentials "acme-notary" --apple-id "release@acme.example" --team-id 7QX2LMK9PA --password {0}

This process stores your credentials securely in the Keychain. You reference these credentials later using a profile name.

Validating your credentials...
Success. Credentials validated.
Credentials saved to Keychain.
To use them, specify `--keychain-profile "acme-notary"`""",
    apple_app_pw(),
)


# ============================================================ secrets: Backstage
add(
    "devex/backstage-integrations-ghes-token",
    """# app-config.local.yaml (was meant to be gitignored)
integrations:
  github:
    - host: github.acme.dev
      apiBaseUrl: https://github.acme.dev/api/v3
      rawBaseUrl: https://github.acme.dev/raw
      token: {0}""",
    r(40, HEX),
)

add(
    "devex/backstage-backend-auth-keys-secret",
    """backend:
  baseUrl: http://localhost:7007
  listen:
    port: 7007
  auth:
    keys:
      - secret: {0}
  database:
    client: better-sqlite3
    connection: ':memory:'""",
    b64(24),
)

add(
    "devex/backstage-proxy-pagerduty-token-header",
    """proxy:
  endpoints:
    '/pagerduty':
      target: https://api.pagerduty.com
      headers:
        Authorization: Token token={0}
    '/jenkins/api':
      target: https://jenkins.acme.dev
      changeOrigin: true""",
    r(20, URLSAFE),
)

add(
    "devex/backstage-techdocs-awss3-secret-access-key",
    """techdocs:
  builder: 'external'
  generator:
    runIn: 'local'
  publisher:
    type: 'awsS3'
    awsS3:
      bucketName: acme-techdocs
      region: eu-central-1
      credentials:
        accessKeyId: ${TECHDOCS_AWS_ACCESS_KEY_ID}
        secretAccessKey: {0}""",
    r(40, ALNUM + "+/"),
)

add(
    "devex/backstage-sonarqube-instance-apikey",
    """sonarqube:
  instances:
    - name: default
      baseUrl: https://sonar.acme.dev
      apiKey: {0}
    - name: legacy
      baseUrl: https://sonar-old.acme.dev
      apiKey: ${SONAR_LEGACY_TOKEN}""",
    "squ_" + r(40, HEX),
)

add(
    "devex/backstage-auth-gitlab-client-secret",
    """auth:
  environment: development
  providers:
    gitlab:
      development:
        clientId: {1}
        clientSecret: {0}
        audience: https://git.acme.dev
        signIn:
          resolvers:
            - resolver: usernameMatchingUserEntityName""",
    "gloas-" + r(64, HEX), r(64, HEX),
)

add(
    "devex/backstage-catalog-location-private-token",
    """catalog:
  rules:
    - allow: [Component, System, API, Resource, Location, Template]
  locations:
    - type: url
      target: https://git.acme.dev/api/v4/projects/412/repository/files/catalog-info.yaml/raw?ref=main&private_token={0}
      rules:
        - allow: [Component, API]""",
    r(20, URLSAFE),
)


# ============================================================ secrets: CLI logins, bots, docker
add(
    "devex/tea-login-add-token",
    """$ tea login add --name acme --url https://git.acme.dev --token {0}
Login as ci-bot on https://git.acme.dev successful. Added this login as acme
$ tea logins ls
+--------+------------------------+--------------+--------+
|  NAME  |          URL           |   SSHHOST    |  USER  |
+--------+------------------------+--------------+--------+
| acme   | https://git.acme.dev   | git.acme.dev | ci-bot |
+--------+------------------------+--------------+--------+""",
    r(40, HEX),
)

add(
    "devex/buf-registry-login-netrc",
    """$ buf registry login buf.acme.dev
Log in with your Buf Schema Registry username. If you don't have a username, create one at https://buf.acme.dev.

Username: alice
Token:
Credentials saved to /home/alice/.netrc.
$ tail -3 ~/.netrc
machine buf.acme.dev
    login alice
    password {0}""",
    r(64, HEX),
)

add(
    "devex/renovate-config-js-hostrules-password",
    """module.exports = {
  platform: 'gitea',
  endpoint: 'https://git.acme.dev/api/v1',
  onboarding: false,
  hostRules: [
    {
      matchHost: 'nexus.corp.example',
      hostType: 'npm',
      username: 'renovate',
      password: '{0}',
    },
  ],
  packageRules: [{ matchUpdateTypes: ['patch'], automerge: true }],
};""",
    hpw(),
)

add(
    "devex/dependabot-yml-registry-password-literal",
    """version: 2
registries:
  maven-nexus:
    type: maven-repository
    url: https://nexus.corp.example/repository/maven-public/
    username: dependabot
    password: {0}
updates:
  - package-ecosystem: gradle
    directory: "/"
    registries: [maven-nexus]
    schedule: { interval: weekly }""",
    pw(),
)

add(
    "devex/docker-config-json-nexus-auth",
    """$ cat ~/.docker/config.json
{
  "auths": {
    "docker.nexus.corp.example": {
      "auth": "{0}"
    },
    "ghcr.io": {}
  },
  "credsStore": "desktop",
  "currentContext": "desktop-linux"
}""",
    b64s("docker-ci:" + pw()),
)

_harbor_robot = "robot$devenv+pull"
_harbor_pw = r(32, ALNUM)
_dcj = json.dumps({"auths": {"harbor.acme.dev": {
    "username": _harbor_robot, "password": _harbor_pw,
    "auth": b64s(_harbor_robot + ":" + _harbor_pw)}}}, separators=(",", ":"))
add(
    "devex/k8s-dockerconfigjson-harbor-pull",
    """apiVersion: v1
kind: Secret
metadata:
  name: harbor-pull
  namespace: coder-workspaces
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: {0}""",
    b64s(_dcj),
)

add(
    "devex/uv-index-password-env",
    """$ export UV_INDEX_ACME_USERNAME=ci
$ export UV_INDEX_ACME_PASSWORD='{0}'
$ uv lock --index acme=https://nexus.corp.example/repository/pypi-group/simple
Resolved 143 packages in 2.31s""",
    hpw(),
)

add(
    "devex/poetry-config-http-basic",
    """$ poetry source add --priority=supplemental acme-nexus https://nexus.corp.example/repository/pypi-group/simple/
Adding source with name acme-nexus.
$ poetry config http-basic.acme-nexus ci-poetry '{0}'
$ poetry lock
Resolving dependencies... (4.1s)""",
    hpw(),
)

add(
    "devex/composer-auth-private-packagist-token",
    """$ composer config --global --auth http-basic.repo.packagist.com token {0}
$ composer update acme/billing-sdk
Loading composer repositories with package information
Updating dependencies
Lock file operations: 0 installs, 1 update, 0 removals
  - Upgrading acme/billing-sdk (v4.2.0 => v4.3.1)""",
    r(40, HEX),
)

add(
    "devex/sbt-credentials-file",
    """$ cat ~/.sbt/.credentials
realm=Sonatype Nexus Repository Manager
host=nexus.corp.example
user=sbt-publisher
password={0}
$ sbt +publish""",
    hpw(),
)

add(
    "devex/git-insteadof-token-goprivate",
    """# Dockerfile.build, stage "deps"
ARG GOPRIVATE=git.acme.dev/*
RUN git config --global url."https://gomod:{0}@git.acme.dev/".insteadOf "https://git.acme.dev/" \\
 && go mod download""",
    r(20, URLSAFE),
)


# ============================================================ secrets: chat hand-overs
add(
    "devex/chat-en-nexus-admin-handover",
    """Handing over the registry box before I go on leave: Nexus is at https://nexus.corp.example, admin login is `admin` / {0} (I changed it from the initial one). Blob stores live on /srv/nexus-data, the cleanup policy runs Sundays 03:00 UTC. Please rotate it once you've created your own admin account.""",
    hpw(),
)

add(
    "devex/chat-id-verdaccio-publish-account",
    """Mas, Verdaccio internal sudah jalan di http://10.20.4.15:4873. Akun publish: user `rilis-ci`, password-nya {0} — tolong jangan di-commit ya, nanti aku ganti minggu depan.""",
    hpw(),
)

add(
    "devex/chat-nl-artifactory-service-account",
    """Hoi Sanne, voor de Artifactory-migratie: het service-account is `svc-migrate` en het wachtwoord is {0}. Het API-token komt later via Vault. Groet, Pieter""",
    hpw(),
)

add(
    "devex/chat-uk-coder-temp-password",
    """Привіт! Доступ до Coder: https://coder.acme.dev, логін olena, тимчасовий пароль {0} — зміни його одразу після першого входу, будь ласка.""",
    hpw(),
)

add(
    "devex/chat-id-buildbuddy-key-transcript-json",
    """{"role": "user", "content": "Tolong set remote cache Bazel-nya, API key BuildBuddy tim kita: {0}. Taruh di .bazelrc.user aja, jangan di .bazelrc yang di-commit."}""",
    r(20, ALNUM),
)

add(
    "devex/chat-nl-codespaces-sdk-key",
    """Kun je in de codespace de env var `FEATURE_FLAGS_SERVER_KEY` zetten? Waarde: {0} (dat is de server-side key, dus niet in de frontend-bundle zetten).""",
    r(32, ALNUM),
)

add(
    "devex/chat-uk-ovsx-token",
    """Токен для Open VSX: {0}. Він має права на публікацію в namespace acme, тож додай його як секрет OVSX_PAT у репозиторії й видали з чату.""",
    uuid4(),
)


# ============================================================ secrets: splits
_sp = r(36, ALNUM)
add_split(
    "devex/split-npm-token-two-chat-messages",
    """[09:14] dimas: token npm buat registry internal, kupotong dua biar nggak ketangkep bot: {0}
[09:14] dimas: lanjutannya {1}
[09:15] agent: Got it, I'll put it in the runner's NPM_TOKEN variable.""",
    _sp[:18], _sp[18:],
)

_sp = r(96, URLSAFE)
add_split(
    "devex/split-bazelrc-header-terminal-wrap",
    """$ cat tools/ci/remote.bazelrc
build:remote --remote_executor=grpcs://rbe.acme.dev:443
build:remote --remote_header=authorization=Bearer {0}
{1}
build:remote --remote_instance_name=projects/acme/instances/default""",
    _sp[:48], _sp[48:],
)

_sp = hpw() + r(4, DIGITS)
add_split(
    "devex/split-nexus-password-shell-concat",
    """NEXUS_PW_A='{0}'
NEXUS_PW_B='{1}'
mvn -B deploy -DaltDeploymentRepository=nexus::https://nexus.corp.example/repository/maven-releases/ \\
    -Dnexus.user=deployment -Dnexus.password="${NEXUS_PW_A}${NEXUS_PW_B}\"""",
    _sp[:7], _sp[7:],
)

_sp = coder_tok()
add_split(
    "devex/split-uk-chat-coder-token",
    """Олена: ось токен для CI, першу частину надсилаю тут: {0}
Олена: а друга частина: {1}
Олена: склей їх без пробілів і поклади в CODER_SESSION_TOKEN.""",
    _sp[:16], _sp[16:],
)


# ============================================================ look-alikes: registries and lock files
la(
    """$ cat ~/.npmrc
registry=http://verdaccio.build.internal:4873/
@acme:registry=http://verdaccio.build.internal:4873/
//verdaccio.build.internal:4873/:_authToken=${NPM_TOKEN}
fund=false"""
)

la(
    """    "node_modules/@acme/design-tokens": {
      "version": "3.8.1",
      "resolved": "http://verdaccio.build.internal:4873/@acme/design-tokens/-/design-tokens-3.8.1.tgz",
      "integrity": "sha512-{0}",
      "license": "UNLICENSED"
    },""",
    b64(64),
)

la(
    """"@acme/ui@npm:^5.2.0":
  version: 5.2.3
  resolution: "@acme/ui@npm:5.2.3"
  dependencies:
    "@acme/design-tokens": "npm:^3.8.0"
  checksum: 10c0/{0}
  languageName: node
  linkType: hard""",
    r(128, HEX),
)

la(
    """  /@acme/eslint-config@2.1.0:
    resolution: {integrity: sha512-{0}}
    engines: {node: '>=20'}
    peerDependencies:
      eslint: ^9.0.0""",
    b64(64),
)

la(
    """[[package]]
name = "acme-proto"
version = "0.4.2"
source = "sparse+https://kellnr.acme.dev/api/v1/crates/"
checksum = "{0}"
dependencies = [
 "prost",
 "serde",
]""",
    r(64, HEX),
)

la(
    """%{
  "acme_auth": {:hex, :acme_auth, "2.3.0", "{0}", [:mix], [{:jose, "~> 1.11", [hex: :jose, repo: "hexpm", optional: false]}], "acme", "{1}"},
  "jason": {:hex, :jason, "1.4.4", "{2}", [:mix], [], "hexpm", "{3}"},
}""",
    r(64, HEX), r(64, HEX), r(64, HEX), r(64, HEX),
)

la(
    """SPEC REPOS:
  "https://git.acme.example/mobile/Specs.git":
    - AcmeKit
  trunk:
    - Alamofire

SPEC CHECKSUMS:
  AcmeKit: {0}
  Alamofire: {1}

PODFILE CHECKSUM: {2}

COCOAPODS: 1.16.2""",
    sha(), sha(), sha(),
)

la(
    """{
    "version": "0.5",
    "requires": [
        "zlib/1.3.1#{0}%1733936244.862",
        "acme-codec/1.9.0#{1}%1765091022.114"
    ],
    "build_requires": [],
    "python_requires": []
}""",
    r(32, HEX), r(32, HEX),
)

la(
    """git.corp.example/platform/authz v1.14.0 h1:{0}
git.corp.example/platform/authz v1.14.0/go.mod h1:{1}
golang.org/x/oauth2 v0.24.0 h1:{2}""",
    b64(32), b64(32), b64(32),
)

la(
    """http_archive(
    name = "rules_oci",
    sha256 = "{0}",
    strip_prefix = "rules_oci-2.0.1",
    url = "https://github.com/bazel-contrib/rules_oci/releases/download/v2.0.1/rules_oci-v2.0.1.tar.gz",
)""",
    r(64, HEX),
)

la(
    """$ curl -s -u "$NEXUS_USER:$NEXUS_PASSWORD" https://nexus.corp.example/service/rest/v1/repositories | jq -r '.[] | [.name, .format, .type] | @tsv'
maven-central	maven2	proxy
maven-public	maven2	group
maven-releases	maven2	hosted
npm-group	npm	group
npm-private	npm	hosted
pypi-group	pypi	group
docker-hosted	docker	hosted"""
)

la(
    """$ jf rt search "npm-local/acme-cli/-/*.tgz" --props "build.number=1842"
[
  {
    "path": "npm-local/acme-cli/-/acme-cli-2.4.1.tgz",
    "type": "file",
    "size": 48211,
    "created": "2026-12-07T08:12:40.118Z",
    "modified": "2026-12-07T08:12:40.005Z",
    "sha1": "{0}",
    "sha256": "{1}",
    "md5": "{2}"
  }
]""",
    sha(), r(64, HEX), r(32, HEX),
)

la(
    """$ ls ~/.m2/repository/com/acme/billing-core/4.3.1/
_remote.repositories
billing-core-4.3.1.jar
billing-core-4.3.1.jar.sha1
billing-core-4.3.1.pom
billing-core-4.3.1.pom.sha1
$ cat billing-core-4.3.1.jar.sha1
{0}""",
    sha(),
)

la(
    """$ devpi use
current devpi index: https://devpi.corp.example/acme/staging (logged in as release-bot)
supported features: server-keyvalue-parsing
venv for install/set commands: /home/dev/src/featurestore/.venv
only setting venv pip cfg, no global configuration changed
/home/dev/src/featurestore/.venv/pip.conf: no config file exists
always-set-cfg: no"""
)

la(
    """        env:
          - name: ATHENS_GITHUB_TOKEN
            valueFrom:
              secretKeyRef:
                name: athens-secrets
                key: github-token
          - name: ATHENS_STORAGE_TYPE
            value: disk
          - name: ATHENS_GONOSUM_PATTERNS
            value: git.corp.example/*"""
)

la(
    """$ cat cosign.pub
-----BEGIN PUBLIC KEY-----
{0}
{1}
-----END PUBLIC KEY-----
$ cosign verify --key cosign.pub harbor.acme.dev/platform/api@sha256:{2}""",
    "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + r(28, ALNUM + "+/"), r(36, ALNUM + "+/") + "==", r(64, HEX),
)

la(
    """$ ssh-keyscan -t ed25519 git.acme.dev 2>/dev/null | tee -a ~/.ssh/known_hosts
git.acme.dev ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0}""",
    r(43, ALNUM + "+/"),
)

la(
    """# /etc/apt/sources.list.d/acme.sources
Types: deb
URIs: https://git.acme.dev/api/packages/platform/debian
Suites: bookworm
Components: main
Signed-By: /etc/apt/keyrings/acme-packages.asc
# key fingerprint: {0}""",
    r(40, UPPER_HEX),
)

la(
    """untrusted comment: minisign public key {0}
RW{1}""",
    r(16, UPPER_HEX), r(54, ALNUM + "+/"),
)

la(
    """  "plugins": {
    "updater": {
      "endpoints": ["https://releases.acme.dev/desktop/{{target}}/{{arch}}/{{current_version}}"],
      "pubkey": "{0}"
    }
  }""",
    b64s("untrusted comment: minisign public key: " + r(16, UPPER_HEX) + "\nRW" + r(54, ALNUM + "+/") + "\n"),
)

la(
    """{
  "name": "acme-lsp",
  "displayName": "Acme Language Support",
  "publisher": "acme",
  "version": "0.9.2",
  "engines": { "vscode": "^1.95.0" },
  "repository": "https://github.com/acme/acme-lsp",
  "__metadata": {
    "id": "{0}",
    "publisherId": "{1}",
    "publisherDisplayName": "Acme",
    "isPreReleaseVersion": false
  }
}""",
    uuid4(), uuid4(),
)

la(
    """$ npm token list
┌────────┬─────────┬────────────┬──────────┬────────────────┐
│ id     │ token   │ created    │ readonly │ CIDR whitelist │
├────────┼─────────┼────────────┼──────────┼────────────────┤
│ {0} │ {1}… │ 2026-11-02 │ no       │                │
├────────┼─────────┼────────────┼──────────┼────────────────┤
│ {2} │ {3}… │ 2026-06-18 │ yes      │ 10.20.0.0/16   │
└────────┴─────────┴────────────┴──────────┴────────────────┘""",
    r(6, HEX), r(6, HEX), r(6, HEX), r(6, HEX),
)

la(
    """{
  "$schema": "https://docs.renovatebot.com/renovate-schema.json",
  "hostRules": [
    {
      "matchHost": "nexus.corp.example",
      "hostType": "npm",
      "encrypted": {
        "token": "{0}"
      }
    }
  ]
}""",
    "wcFMA" + r(600, ALNUM + "+/"),
)

la(
    """version: 2
registries:
  maven-nexus:
    type: maven-repository
    url: https://nexus.corp.example/repository/maven-public/
    username: dependabot
    password: ${{secrets.NEXUS_DEPENDABOT_PASSWORD}}
updates:
  - package-ecosystem: maven
    directory: "/"
    registries: [maven-nexus]
    schedule: { interval: daily }"""
)

la(
    """Beleid voor de interne registries (Nexus, Verdaccio, Harbor): wachtwoorden van service-accounts worden elke 90 dagen geroteerd door de pipeline `rotate-registry-creds`. Zet nooit een wachtwoord in een .npmrc of settings.xml in de repo; gebruik ${NEXUS_PASSWORD} en haal de waarde uit Vault."""
)

la(
    """Catatan: token untuk registry internal tidak perlu diminta ke tim platform. Jalankan `npm login --registry http://verdaccio.build.internal:4873 --auth-type=web`, login lewat SSO, dan tokennya otomatis tersimpan di ~/.npmrc. Jangan kirim token lewat chat."""
)

la(
    """Секрети для реєстрів зберігаються у Vault за шляхом kv/platform/registries/<назва-реєстру>. Щоб отримати доступ, створи запит у #platform-help; паролі в чатах і в репозиторії не публікуємо."""
)

la(
    """<script src="https://cdn.acme.dev/widgets/feedback-2.3.0.min.js"
        integrity="sha384-{0}"
        crossorigin="anonymous"></script>""",
    b64(48),
)

la(
    """$ docker pull harbor.acme.dev/platform/api:sha-4e1f2a9
sha-4e1f2a9: Pulling from platform/api
Digest: sha256:{0}
Status: Downloaded newer image for harbor.acme.dev/platform/api:sha-4e1f2a9""",
    r(64, HEX),
)

la(
    """spec:
  imagePullSecrets:
    - name: harbor-pull
  containers:
    - name: api
      image: harbor.acme.dev/platform/api@sha256:{0}
      envFrom:
        - secretRef:
            name: api-env""",
    r(64, HEX),
)

la(
    """distributionBase=GRADLE_USER_HOME
distributionPath=wrapper/dists
distributionSha256Sum={0}
distributionUrl=https://nexus.corp.example/repository/gradle-distributions/gradle-8.11.1-bin.zip
networkTimeout=10000
validateDistributionUrl=true""",
    r(64, HEX),
)

la(
    """      <component group="com.squareup.okhttp3" name="okhttp" version="4.12.0">
         <artifact name="okhttp-4.12.0.jar">
            <sha256 value="{0}" origin="Generated by Gradle"/>
         </artifact>
      </component>""",
    r(64, HEX),
)

la(
    """--index-url https://devpi.corp.example/acme/prod/+simple/
acme-featurestore==0.7.1 \\
    --hash=sha256:{0}
pyarrow==18.1.0 \\
    --hash=sha256:{1}""",
    r(64, HEX), r(64, HEX),
)

la(
    """Run actions/cache@v4
Cache restored successfully
Cache restored from key: node-cache-Linux-x64-pnpm-{0}
Received 214958080 of 214958080 (100.0%), 97.3 MBs/sec""",
    r(64, HEX),
)

la(
    """npx chrome-webstore-upload-cli@3 upload \\
  --source dist/acme-clipper.zip \\
  --extension-id {0} \\
  --client-id {1}.apps.googleusercontent.com \\
  --client-secret "$CWS_CLIENT_SECRET" \\
  --refresh-token "$CWS_REFRESH_TOKEN\"""",
    ext_id(), r(12, DIGITS) + "-" + r(32, LOWER_NUM),
)

la(
    """# nix.conf (trusted keys are public; they only verify signatures)
substituters = https://cache.nixos.org https://acme.cachix.org https://attic.acme.dev/ci
trusted-public-keys = cache.nixos.org-1:6NCHdD59X431o0gWypbMrAURkbJ16ZPMQFGspcDShjY= acme.cachix.org-1:{0} ci:{1}""",
    b64(32), b64(32),
)

la(
    """$ attic cache info ci
               Public: false
           Public Key: ci:{0}
Binary Cache Endpoint: https://attic.acme.dev/ci
         API Endpoint: https://attic.acme.dev/
      Store Directory: /nix/store
             Priority: 41
  Upstream Cache Keys: ["cache.nixos.org-1"]
     Retention Period: Global Default""",
    b64(32),
)

la(
    """creation_rules:
  - path_regex: infra/registries/.*\\.enc\\.yaml$
    age: >-
      age1{0},
      age1{1}""",
    r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"), r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
)

la(
    """$ npm config list
; "user" config from /home/dev/.npmrc

//verdaccio.build.internal:4873/:_authToken = (protected)
@acme:registry = "http://verdaccio.build.internal:4873/"
registry = "http://verdaccio.build.internal:4873/"

; node bin location = /usr/local/bin/node
; node version = v22.11.0
; npm local prefix = /home/dev/src/web
; npm version = 10.9.0"""
)

la(
    """$ jf c show acme-prod
Server ID:			acme-prod
JFrog Platform URL:		https://acme.jfrog.io/
Artifactory URL:		https://acme.jfrog.io/artifactory/
Distribution URL:		https://acme.jfrog.io/distribution/
User:				ci
Access token:			***
Default:			true"""
)


# ============================================================ look-alikes: build caches, dev envs, stores, portals
la(
    """$ bazel test //services/... --config=remote
INFO: Invocation ID: {0}
INFO: Streaming build results to: https://app.buildbuddy.io/invocation/{0}
INFO: Analyzed 1204 targets (0 packages loaded, 0 targets configured).
INFO: Found 988 targets and 216 test targets...
INFO: 5120 processes: 4873 remote cache hit, 230 internal, 17 remote.
Executed 216 out of 216 tests: 216 tests pass.""",
    uuid4(),
)

la(
    """# tools/ci/bazel.sh -- the key comes from the CI secret store, never from a file
bazel "$@" \\
  --config=remote \\
  --remote_header=x-buildbuddy-api-key="${BUILDBUDDY_API_KEY:?missing}" \\
  --build_metadata=COMMIT_SHA="$GITHUB_SHA\""""
)

la(
    """2026/12/07 08:40:02 bazel-remote built with go1.23.3 from git commit {0}.
2026/12/07 08:40:02 Initial RLIMIT_NOFILE cur: 1048576 max: 1048576
2026/12/07 08:40:02 Using htpasswd file /etc/bazel-remote/htpasswd (3 users)
2026/12/07 08:40:02 Using S3 proxy backend: bucket=bazel-cache prefix=ci
2026/12/07 08:40:03 Loaded 184223 existing disk cache items.
2026/12/07 08:40:03 Starting HTTP server on address :8080""",
    sha(),
)

la(
    """$ bazel aquery 'mnemonic("GoCompilePkg", //services/api:api_lib)' --output=text | grep -E 'ActionKey|Digest'
  ActionKey: {0}
  Outputs: [bazel-out/k8-fastbuild/bin/services/api/api_lib.a]
  Digest: sha256:{1}/184201""",
    r(64, HEX), r(64, HEX),
)

la(
    """{
  "$schema": "./node_modules/nx/schemas/nx-schema.json",
  "nxCloudId": "{0}",
  "namedInputs": {
    "default": ["{projectRoot}/**/*", "sharedGlobals"],
    "production": ["default", "!{projectRoot}/**/*.spec.ts"]
  },
  "targetDefaults": { "build": { "cache": true, "dependsOn": ["^build"] } }
}""",
    r(24, HEX),
)

la(
    """ NX   Successfully ran target build for 14 projects (48s)

      Nx read the output from the cache instead of running the command for 11 out of 14 tasks.

View logs and investigate cache misses at https://cloud.nx.app/runs/{0}"""
    , r(10, ALNUM),
)

la(
    """$ pnpm turbo run build --dry=json | jq '.tasks[0] | {taskId, hash, cache}'
{
  "taskId": "@acme/ui#build",
  "hash": "{0}",
  "cache": {
    "local": false,
    "remote": true,
    "status": "HIT",
    "source": "REMOTE",
    "timeSaved": 18234
  }
}""",
    r(16, HEX),
)

la(
    """> Task :app:compileKotlin FROM-CACHE
Build cache key for task ':app:compileKotlin' is {0}
Loaded cache entry for task ':app:compileKotlin' with cache key {0} from remote build cache
BUILD SUCCESSFUL in 41s
Publishing Build Scan to Develocity...
https://ge.acme.dev/s/{1}""",
    r(32, HEX), r(13, LOWER_NUM),
)

la(
    """develocity {
    server = "https://ge.acme.dev"
    buildScan {
        uploadInBackground = System.getenv("CI") == null
        publishing.onlyIf { it.isAuthenticated }
    }
}
// access key: provided by DEVELOCITY_ACCESS_KEY on CI, by `./gradlew provisionDevelocityAccessKey` locally"""
)

la(
    """$ sccache --show-stats
Compile requests                    318
Compile requests executed           291
Cache hits                          267
Cache hits (Rust)                   267
Cache misses                         24
Cache timeouts                        0
Cache location                  Redis, name: rediss://sccache-redis.acme.dev:6380, prefix: /rust-ci/
Version (client)                0.8.2"""
)

la(
    """$ ccache -s -v
Cache directory:               /home/ci/.cache/ccache
Config file:                   /home/ci/.config/ccache/ccache.conf
Cacheable calls:    4102 / 4230 (96.97%)
  Hits:             3810 / 4102 (92.88%)
    Direct:         3522 / 3810 (92.44%)
Remote storage:
  Hits:              611 /  903 (67.66%)
  Errors:              0
  URL:     http://ccache.acme.dev:8080/ci|layout=bazel"""
)

la(
    """[GLOBAL]
pants_version = "2.23.0"
remote_cache_read = true
remote_cache_write = true
remote_store_address = "grpcs://cache.acme.dev:443"
remote_instance_name = "main"
remote_oauth_bearer_token = "%(env.PANTS_REMOTE_CACHE_TOKEN)s\""""
)

la(
    """{
  "name": "acme-web",
  "image": "mcr.microsoft.com/devcontainers/typescript-node:1-22-bookworm@sha256:{0}",
  "features": {
    "ghcr.io/devcontainers/features/github-cli:1": {}
  },
  "remoteEnv": {
    "NPM_TOKEN": "${localEnv:NPM_TOKEN}",
    "GITHUB_TOKEN": "${localEnv:GITHUB_TOKEN}"
  },
  "postCreateCommand": "pnpm install"
}""",
    r(64, HEX),
)

la(
    """  "secrets": {
    "TYPESENSE_ADMIN_KEY": {
      "description": "Admin key for the shared dev search cluster; ask in #search for access.",
      "documentationUrl": "https://backstage.acme.dev/docs/default/component/search/dev-setup"
    },
    "NPM_TOKEN": {
      "description": "Read-only token for the internal registry (npm login --auth-type=web)."
    }
  }"""
)

la(
    """$ gh secret list --app codespaces --repo acme/web
NAME                   UPDATED
ACME_INTERNAL_API_KEY  about 3 days ago
NPM_TOKEN              about 1 month ago
TYPESENSE_ADMIN_KEY    less than a minute ago"""
)

la(
    """gitpod /workspace/search (main) $ gp env | cut -d= -f1
MEILI_MASTER_KEY
NPM_TOKEN
SENTRY_DSN
gitpod /workspace/search (main) $ gp url 7700
https://7700-acme-search-{0}.ws-eu116.gitpod.io""",
    r(11, LOWER_NUM),
)

la(
    """tasks:
  - name: setup
    init: |
      test -n "$NPM_TOKEN" || echo "set NPM_TOKEN with: gp env NPM_TOKEN=<your token>"
      echo "//verdaccio.build.internal:4873/:_authToken=${NPM_TOKEN}" > ~/.npmrc
      pnpm install
    command: pnpm dev"""
)

la(
    """$ coder tokens ls
ID          NAME           LAST USED             EXPIRES AT            CREATED AT
{0}  ci-workspaces  Never                 2027-01-06T08:55:10Z  2026-12-07T08:55:10Z
{1}  cli            2026-12-07T07:12:44Z  2026-12-31T10:02:11Z  2026-12-01T10:02:11Z""",
    r(10, LOWER_NUM), r(10, LOWER_NUM),
)

la(
    """$ coder login https://coder.acme.dev
Open the following in your browser:

        https://coder.acme.dev/cli-auth

> Paste your token here:
> Welcome to Coder, alice! You're authenticated.
Session token saved to /home/alice/.config/coderv2/session"""
)

la(
    """resource "coder_agent" "main" {
  arch = data.coder_provisioner.me.arch
  os   = "linux"
}

resource "docker_container" "workspace" {
  image = "harbor.acme.dev/devenv/go:1.23"
  name  = "coder-${data.coder_workspace_owner.me.name}-${data.coder_workspace.me.name}"
  env   = ["CODER_AGENT_TOKEN=${coder_agent.main.token}"]
}"""
)

la(
    """{
  "manifest_version": 3,
  "name": "Acme Clipper",
  "version": "1.6.0",
  "key": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{0}IDAQAB",
  "permissions": ["activeTab", "storage"],
  "background": { "service_worker": "background.js" }
}""",
    r(330, ALNUM + "+/"),
)

la(
    """  "browser_specific_settings": {
    "gecko": {
      "id": "clipper@acme.dev",
      "strict_min_version": "115.0",
      "update_url": "https://addons.acme.dev/firefox/updates.json"
    }
  }"""
)

la(
    """$ npx @vscode/vsce show acme.acme-lsp
Acme Language Support
acme | ⬇ 12,480 installs | ★★★★☆ (23)

Details:
  Version: 0.9.2
  Last updated: 2026-12-07 09:02
  Publisher: acme
  Unique identifier: acme.acme-lsp
  Extension ID: {0}""",
    uuid4(),
)

la(
    """$ npx web-ext lint --source-dir=dist/firefox
Validation Summary:

errors          0
notices         0
warnings        1

WARNINGS:
Code                     Message                                   File
UNSAFE_VAR_ASSIGNMENT    Unsafe assignment to innerHTML            popup.js:41:7
$ sha256sum web-ext-artifacts/acme_clipper-1.6.0.zip
{0}  web-ext-artifacts/acme_clipper-1.6.0.zip""",
    r(64, HEX),
)

la(
    """$ xcrun notarytool history --keychain-profile "acme-notary"
Successfully received submission history.
  history
    --------------------------------------------------
    createdDate: 2026-12-07T09:10:44.512Z
    id: {0}
    name: AcmeDesktop-3.2.0.dmg
    status: Accepted
    --------------------------------------------------
    createdDate: 2026-11-28T15:02:03.118Z
    id: {1}
    name: AcmeDesktop-3.1.4.dmg
    status: Accepted""",
    uuid4(), uuid4(),
)

la(
    """# notarize.sh -- interactive, the app-specific password is typed at the prompt
xcrun notarytool store-credentials "acme-notary" \\
  --apple-id "release@acme.example" \\
  --team-id 7QX2LMK9PA
# then: xcrun notarytool submit dist/AcmeDesktop.dmg --keychain-profile "acme-notary" --wait"""
)

la(
    """integrations:
  github:
    - host: github.acme.dev
      apiBaseUrl: https://github.acme.dev/api/v3
      apps:
        - $include: github-app-backstage-credentials.yaml
  gitlab:
    - host: git.acme.dev
      token: ${GITLAB_TOKEN}
auth:
  providers:
    gitlab:
      production:
        clientId: ${AUTH_GITLAB_CLIENT_ID}
        clientSecret: ${AUTH_GITLAB_CLIENT_SECRET}"""
)

la(
    """apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: acme-registry-proxy
  annotations:
    github.com/project-slug: acme/registry-proxy
    backstage.io/techdocs-ref: dir:.
    sonarqube.org/project-key: acme_registry-proxy
    pagerduty.com/service-id: {0}
spec:
  type: service
  lifecycle: production
  owner: group:platform""",
    r(7, UPPER_NUM),
)

la(
    """backend:
  auth:
    externalAccess:
      - type: static
        options:
          token: ${CATALOG_EXPORT_TOKEN}
          subject: catalog-export-job
      - type: legacy
        options:
          secret: ${BACKEND_LEGACY_SECRET}"""
)

la(
    """techdocs:
  publisher:
    type: 'awsS3'
    awsS3:
      bucketName: acme-techdocs
      region: eu-central-1
      credentials:
        roleArn: arn:aws:iam::123456789012:role/backstage-techdocs-publisher"""
)

la(
    """  steps:
    - id: publish
      name: Publish to Gitea
      action: publish:gitea
      input:
        repoUrl: ${{ parameters.repoUrl }}
        description: ${{ parameters.description }}
        defaultBranch: main
    - id: register
      action: catalog:register
      input:
        repoContentsUrl: ${{ steps.publish.output.repoContentsUrl }}
        catalogInfoPath: /catalog-info.yaml"""
)

la(
    """credentials += Credentials(
  "Sonatype Nexus Repository Manager",
  "nexus.corp.example",
  sys.env.getOrElse("NEXUS_USER", ""),
  sys.env.getOrElse("NEXUS_PASSWORD", "")
)
publishTo := Some("releases" at "https://nexus.corp.example/repository/maven-releases/")"""
)

la(
    """$ poetry config --list | grep -i -e repositories -e http-basic -e virtualenvs.in-project
repositories.acme-nexus.url = "https://nexus.corp.example/repository/pypi-hosted/"
virtualenvs.in-project = true
$ # credentials for acme-nexus live in the system keyring (poetry uses keyring when available)"""
)

la(
    """[[tool.uv.index]]
name = "acme"
url = "https://nexus.corp.example/repository/pypi-group/simple"
authenticate = "always"
explicit = true

[tool.uv.sources]
acme-featurestore = { index = "acme" }"""
)

la(
    """$ aws codeartifact login --tool pip --domain acme --domain-owner 123456789012 --repository internal
Successfully configured pip to use AWS CodeArtifact repository https://acme-123456789012.d.codeartifact.eu-west-1.amazonaws.com/pypi/internal/
Login expires in 12 hours at 2026-12-07 21:03:11+00:00"""
)

la(
    """; begin auth token
//pkgs.dev.azure.com/acme/_packaging/acme-feed/npm/registry/:username=acme
//pkgs.dev.azure.com/acme/_packaging/acme-feed/npm/registry/:_password=[BASE64_ENCODED_PERSONAL_ACCESS_TOKEN]
//pkgs.dev.azure.com/acme/_packaging/acme-feed/npm/registry/:email=npm requires email to be set but doesn't use the value
; end auth token"""
)

la(
    """$ gcloud artifacts print-settings npm --project=acme-build --repository=npm-internal --location=europe-west4 --scope=@acme
@acme:registry=https://europe-west4-npm.pkg.dev/acme-build/npm-internal/
//europe-west4-npm.pkg.dev/acme-build/npm-internal/:always-auth=true
# Run `npx google-artifactregistry-auth` to refresh the access token in ~/.npmrc"""
)

la(
    """<packageSourceCredentials>
  <proget-internal>
    <add key="Username" value="api" />
    <add key="ClearTextPassword" value="%PROGET_API_KEY%" />
  </proget-internal>
</packageSourceCredentials>"""
)

la(
    """    <server>
      <id>nexus-releases</id>
      <username>${env.NEXUS_USER}</username>
      <password>${env.NEXUS_PASSWORD}</password>
    </server>"""
)

la(
    """{
  "auths": {
    "ghcr.io": {},
    "harbor.acme.dev": {}
  },
  "credHelpers": {
    "europe-west4-docker.pkg.dev": "gcloud",
    "123456789012.dkr.ecr.eu-west-1.amazonaws.com": "ecr-login"
  },
  "credsStore": "secretservice"
}"""
)

la(
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: harbor-pull
  namespace: coder-workspaces
spec:
  refreshInterval: 1h
  secretStoreRef: { name: vault-platform, kind: ClusterSecretStore }
  target:
    name: harbor-pull
    template:
      type: kubernetes.io/dockerconfigjson
  data:
    - secretKey: .dockerconfigjson
      remoteRef: { key: kv/platform/registries/harbor, property: dockerconfigjson }"""
)


# ============================================================ look-alikes: transcripts and prose
la(
    """ warn   --- config file  - /verdaccio/conf/config.yaml
 info   --- using htpasswd file: /verdaccio/storage/htpasswd
 info   --- plugin successfully loaded: verdaccio-htpasswd
 info   --- plugin successfully loaded: verdaccio-audit
 warn   --- http address - http://0.0.0.0:4873/ - verdaccio/6.0.5"""
)

la(
    """$ npm publish --registry http://verdaccio.build.internal:4873/
npm notice 📦  @acme/design-tokens@3.8.2
npm notice Tarball Details
npm notice name: @acme/design-tokens
npm notice version: 3.8.2
npm notice filename: acme-design-tokens-3.8.2.tgz
npm notice package size: 21.4 kB
npm notice shasum: {0}
npm notice integrity: sha512-{1}[...]{2}==
npm notice total files: 37
+ @acme/design-tokens@3.8.2""",
    sha(), r(14, ALNUM + "+/"), r(14, ALNUM + "+/"),
)

la(
    """npm error code EINTEGRITY
npm error sha512-{0} integrity checksum failed when using sha512: wanted sha512-{0} but got sha512-{1}. (21384 bytes)

Ini biasanya terjadi kalau paket di Verdaccio dipublish ulang dengan versi yang sama. Hapus entri itu dari package-lock.json lalu jalankan `npm install` lagi; tidak ada token atau password yang perlu diganti.""",
    b64(64), b64(64),
)

la(
    """$ cargo publish --registry kellnr -p acme-proto
    Updating `kellnr` index
   Packaging acme-proto v0.4.2 (/home/dev/src/acme-proto)
    Packaged 18 files, 61.2KiB (14.9KiB compressed)
   Uploading acme-proto v0.4.2 (/home/dev/src/acme-proto)
    Uploaded acme-proto v0.4.2 to registry `kellnr`
note: waiting for `acme-proto v0.4.2` to be available at registry `kellnr`.
   Published acme-proto v0.4.2 at registry `kellnr`"""
)

la(
    """# ~/.cargo/config.toml
[registry]
global-credential-providers = ["cargo:token-from-stdout op read op://Platform/kellnr-ci/credential", "cargo:libsecret"]

[registries.kellnr]
index = "sparse+https://kellnr.acme.dev/api/v1/crates/\""""
)

la(
    """$ pod trunk push AcmeKit.podspec --allow-warnings
Updating spec repo `trunk`
Validating podspec
 -> AcmeKit (4.1.0)

Updating spec repo `trunk`
--------------------------------------------------------------------------------
 🎉  Congrats

 🚀  AcmeKit (4.1.0) successfully published
 📅  December 7th, 09:21
 🌎  https://cocoapods.org/pods/AcmeKit
--------------------------------------------------------------------------------"""
)

la(
    """$ conan list "acme-codec/1.9.0:*" -r artifactory-conan
artifactory-conan
  acme-codec
    acme-codec/1.9.0
      revisions
        {0} (2026-12-07 08:57:02 UTC)
          packages
            {1}
              info
                settings
                  arch: x86_64
                  build_type: Release
                  os: Linux""",
    r(32, HEX), sha(),
)

la(
    """$ mix hex.repo add acme https://hex.acme.dev/repos/acme \\
    --public-key priv/hex_repo.pub \\
    --auth-key "$HEX_ACME_REPO_KEY"
$ cat priv/hex_repo.pub
-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{0}
{1}
-----END PUBLIC KEY-----""",
    r(20, ALNUM + "+/"), r(64, ALNUM + "+/"),
)

la(
    """Robot account created

  Name:        robot$platform+ci-push
  ID:          {0}
  Level:       project (platform)
  Permissions: push, pull
  Expires:     2027-12-07
  Secret:      shown once in the dialog and stored in Vault at kv/platform/registries/harbor-ci-push""",
    r(3, DIGITS),
)

la(
    """$ helm repo list
NAME            URL
acme-charts     https://chartmuseum.acme.dev
bitnami         https://charts.bitnami.com/bitnami
$ helm pull acme-charts/api --version 4.2.0 && sha256sum api-4.2.0.tgz
{0}  api-4.2.0.tgz""",
    r(64, HEX),
)

la(
    """apiVersion: v1
entries:
  api:
  - apiVersion: v2
    appVersion: 2026.12.1
    created: "2026-12-07T08:30:11.201Z"
    digest: {0}
    name: api
    urls:
    - charts/api-4.2.0.tgz
    version: 4.2.0
generated: "2026-12-07T08:30:12Z\"""",
    r(64, HEX),
)

la(
    """Hé Pieter, het token van de BuildBuddy-org staat als secret BUILDBUDDY_API_KEY in de GitHub-organisatie. Lokaal hoef je niks in te stellen: zonder key leest Bazel alleen uit de cache en schrijft het niets terug. Zie `tools/bazel/README.md` voor het invocation-id en de link naar de resultaten."""
)

la(
    """Мій Coder-токен протермінувався (coder tokens ls показує EXPIRES AT 2026-12-01). Новий я створю сам через `coder tokens create --lifetime 720h` і збережу тільки в менеджері паролів — у чат нічого не вставлятиму."""
)

la(
    """Halo tim, ID ekstensi Chrome kita {0} dan client ID OAuth-nya {1}.apps.googleusercontent.com — dua-duanya publik, aman ditaruh di README. Client secret dan refresh token tetap di GitHub Secrets (CWS_CLIENT_SECRET, CWS_REFRESH_TOKEN).""",
    ext_id(), r(12, DIGITS) + "-" + r(32, LOWER_NUM),
)

la(
    """{"type": "tool_result", "tool_use_id": "toolu_{0}", "content": "NEXUS_USER=deployment\\nNEXUS_PASSWORD=********\\nNEXUS_URL=https://nexus.corp.example\\n(values masked by `mask-env`)"}""",
    r(24, ALNUM),
)

la(
    """Codespace  fluffy-space-goggles-7vp9rq4xj2w5
  Repository      acme/web
  Branch          main
  Machine         premiumLinux (8 cores, 32 GB RAM)
  Prebuild        {0}
  Devcontainer    .devcontainer/devcontainer.json
  Idle timeout    30 minutes""",
    r(8, DIGITS),
)

la(
    """Deze week overgezet naar de nieuwe Nexus: de URL is https://nexus.corp.example/repository/npm-group/ en het scoped package heet @acme/design-tokens. Je logt in met je eigen SSO-account via `npm login --auth-type=web`; een gedeeld wachtwoord bestaat niet meer."""
)

la(
    """Для Verdaccio використовуй реєстр http://verdaccio.build.internal:4873/ і scope @acme. Токен у ~/.npmrc записується автоматично після `npm login`; у логах він відображається як (protected), тож це нормально."""
)

la(
    """$ git config --show-origin --get-regexp '^credential'
file:/home/dev/.gitconfig	credential.helper cache --timeout=3600
file:/home/dev/.gitconfig	credential.https://git.acme.dev.username ci-bot
file:/home/dev/.gitconfig	credential.https://git.acme.dev.helper /usr/lib/git-core/git-credential-libsecret"""
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
