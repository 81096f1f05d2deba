r"""Held-out batch 61: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format;
(2) lines 1-130 of bench/heldout/batch19.py, for a docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) a grep
of the Theme paragraphs of the earlier batches, so as not to repeat their texts; (4) a grep
of the kind names already used in add() and add_split() calls. The filter's rules, code,
docs, tests, benches and results were not read, and the filter was not run.

Theme: storage and backup systems as a coding agent's session holds them. New kinds live
under the "storage/" prefix: Ceph (client keyrings from ceph auth, radosgw-admin user and
key output, RBD mirroring bootstrap tokens and peer key files, CephFS mount secrets, rook
and ceph-csi Secrets, cephadm and dashboard passwords), restic, borg, borgmatic, kopia,
duplicity, duply and Duplicati repository passwords, passphrase files, passcommands and
exported repo keys, rclone configs and flags (crypt password2, obscured values, the config
password, rc and serve credentials, env-var remotes), Bacula and Bareos director, storage
daemon, file daemon, console and catalog passwords, Veeam and Commvault credentials (Add-VBR
credentials, veeamconfig, qlogin -clp, base64 REST login bodies), NetApp ONTAP (REST curl,
Ansible, Harvest, Trident, cluster peer passphrases, netapp_ontap HostConnection), TrueNAS,
Synology and QNAP (midclt api_key.create, cloud sync credentials, democratic-csi, synology
csi client-info, QNAP ezEncoded pwd), ZFS native encryption (hex key files, passphrases
piped to zfs create and load-key), LUKS and VeraCrypt (piped passphrases, luksAddKey,
dumped volume keys, veracrypt --password), iSCSI CHAP (iscsid.conf, iscsiadm updates,
targetcli acls, PowerShell Connect-IscsiTarget, kubernetes.io/iscsi-chap Secrets), SMB
and NFS mount credentials (mount -o, fstab, autofs maps, net use, Docker CIFS volumes, SMB
CSI secrets) and S3-compatible object stores other than plain AWS (Wasabi via s3fs and
resticprofile, Backblaze B2 keys in env, b2sdk and Litestream, Cloudflare R2 in rclone,
boto3 and Terraform backends). Human-chosen passwords are mixed with generated keys; some
values are split over lines or base64-encoded. Look-alikes are the same tools and files
with nothing secret: fsids, uuids, IQNs, snapshot, archive and repository ids, bucket ids,
account ids in endpoints, ETags and checksums, GPG and SSH fingerprints, age recipients,
key paths, passcommands and env references, @include files, credential-file paths,
masked output (********, XXX, REDACTED), documented placeholders, luksDump and zfs get
output without key material, and prose about passphrases that gives none. Mostly English,
with some Polish, Brazilian Portuguese and Korean.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(61_2026_12_07)
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
    "granite", "harbor", "tapedeck", "orchid", "falcon", "pickle", "rooster", "nimbus",
    "lantern", "copper", "meadow", "tundra", "walrus", "saffron", "quartz", "basil", "comet",
    "ember", "glacier", "otter", "juniper", "marble", "pelican", "thistle", "cobalt",
]
PL_WORDS = [
    "kopia", "zamek", "jesien", "sloneczko", "kotek", "pierogi", "wisla", "burza", "malina",
    "szafa", "bursztyn", "zubr", "oscypek", "tatry",
]
PT_WORDS = [
    "saudade", "cachorro", "goiaba", "praia", "sabia", "pipoca", "jabuti", "coxinha", "farol",
    "ipe", "mandioca", "capivara", "tucano", "brigadeiro",
]
KO_WORDS = [
    "saranghae", "haneul", "bada", "dubu", "gimbap", "nabi", "hodu", "baram", "byeol",
    "tteokbokki", "hangang", "jindo", "bulgogi", "daegu",
]
_LEET = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$", "t": "7"}


def leet(word: str) -> str:
    return "".join(_LEET[c] if c in _LEET and _rng.random() < 0.6 else c for c in word)


def hpw(words: list[str] = WORDS) -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a phrase."""
    style = _rng.randrange(5)
    w1, w2, w3, w4 = (_rng.choice(words) for _ in range(4))
    if style == 0:
        return w1.capitalize() + w2.capitalize() + r(2, DIGITS) + _rng.choice("!#%*?")
    if style == 1:
        return leet(w1) + str(_rng.randrange(1975, 2025)) + _rng.choice("!@#")
    if style == 2:
        return "-".join((w1, w2, w3, w4))
    if style == 3:
        return w1 + _rng.choice("@#%&+=") + r(3, DIGITS) + w2.capitalize()
    return w1.capitalize() + "." + leet(w2) + "." + r(4, DIGITS)


def cephkey() -> str:
    """A Ceph auth key: base64 of a 12-byte header and a 16-byte secret."""
    return base64.b64encode(b"\x01\x00" + _rng.randbytes(8) + b"\x10\x00" + _rng.randbytes(16)).decode()


def s3id() -> str:
    return r(20, UPPER_NUM)


def s3secret() -> str:
    return r(40, ALNUM + "+/")


def b2keyid() -> str:
    return "005" + r(9, HEX) + "000000000" + r(1, "123456789")


def b2appkey() -> str:
    return "K005" + r(27, ALNUM)


def hexkey(n_bytes: int = 32) -> str:
    return r(2 * n_bytes, HEX)


def iqn(vendor: str = "2003-01.org.linux-iscsi") -> str:
    return f"iqn.{vendor}.{r(8, LOWER_NUM)}:sn.{r(12, HEX)}"


def enc(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def hexdump_lines(n_bytes: int, per_line: int = 16) -> list[str]:
    raw = _rng.randbytes(n_bytes)
    return [" ".join(f"{x:02x}" for x in raw[i : i + per_line]) for i in range(0, n_bytes, per_line)]


# ============================================================ SECRETS: Ceph
add(
    "storage/ceph-admin-keyring-cat",
    """$ sudo cat /etc/ceph/ceph.client.admin.keyring
[client.admin]
\tkey = {0}
\tcaps mds = "allow *"
\tcaps mgr = "allow *"
\tcaps mon = "allow *"
\tcaps osd = "allow *"
$ ls -l /etc/ceph
-rw-r--r-- 1 root root 261 Nov 14 09:12 ceph.conf
-rw------- 1 root root 151 Nov 14 09:12 ceph.client.admin.keyring""",
    cephkey(),
)
add(
    "storage/ceph-auth-get-or-create-rbd-client",
    """[root@ceph-mon01 ~]# ceph auth get-or-create client.k8s-rbd mon 'profile rbd' osd 'profile rbd pool=kube' mgr 'profile rbd pool=kube'
[client.k8s-rbd]
	key = {0}
[root@ceph-mon01 ~]# ceph osd pool application get kube
{
    "rbd": {}
}""",
    cephkey(),
)
add(
    "storage/radosgw-admin-user-create-json",
    """radosgw-admin user create --uid=velero --display-name="Velero backups" --max-buckets=10
{
    "user_id": "velero",
    "display_name": "Velero backups",
    "email": "",
    "suspended": 0,
    "max_buckets": 10,
    "subusers": [],
    "keys": [
        {
            "user": "velero",
            "access_key": "{1}",
            "secret_key": "{0}"
        }
    ],
    "swift_keys": [],
    "caps": [],
    "op_mask": "read, write, delete",
    "default_placement": "",
    "placement_tags": [],
    "bucket_quota": {
        "enabled": false,
        "max_size": -1,
        "max_objects": -1
    },
    "temp_url_keys": [],
    "type": "rgw",
    "mfa_ids": []
}""",
    r(40, ALNUM),
    s3id(),
)
add(
    "storage/radosgw-admin-key-create-flags",
    """# rotate the harbor registry's S3 key on the RGW (old one revoked after deploy)
radosgw-admin key create --uid=harbor --key-type=s3 \\
    --access-key={1} \\
    --secret-key={0}
radosgw-admin key rm --uid=harbor --key-type=s3 --access-key={2}""",
    r(40, ALNUM),
    s3id(),
    s3id(),
)
_fsid = uuid4()
_boot_key = cephkey()
_boot = enc(json.dumps({"fsid": _fsid, "client_id": "rbd-mirror-peer", "key": _boot_key, "mon_host": "[v2:10.20.0.11:3300/0,v1:10.20.0.11:6789/0] [v2:10.20.0.12:3300/0,v1:10.20.0.12:6789/0]"}, separators=(",", ":")))
add(
    "storage/rbd-mirror-bootstrap-token",
    """site-a$ rbd --cluster site-a mirror pool peer bootstrap create --site-name site-a image-pool > /root/bootstrap_token_site-a
site-a$ cat /root/bootstrap_token_site-a
{0}
site-a$ scp /root/bootstrap_token_site-a site-b:/root/
site-b$ rbd --cluster site-b mirror pool peer bootstrap import --site-name site-b --direction rx-tx image-pool /root/bootstrap_token_site-a""",
    _boot,
)
add(
    "storage/rbd-mirror-peer-remote-key-file",
    """Step 3 of the DR runbook (manual peering, because bootstrap import kept timing out):

    echo '{0}' > /etc/ceph/remote-dc2.client.rbd-mirror-peer.key
    chmod 600 /etc/ceph/remote-dc2.client.rbd-mirror-peer.key
    rbd mirror pool peer add vms client.rbd-mirror-peer@dc2 \\
        --remote-mon-host 172.16.40.21,172.16.40.22,172.16.40.23 \\
        --remote-key-file /etc/ceph/remote-dc2.client.rbd-mirror-peer.key

Then `rbd mirror pool info vms` should list dc2 with direction rx-tx.""",
    cephkey(),
)
add(
    "storage/ceph-csi-secret-userkey",
    """apiVersion: v1
kind: Secret
metadata:
  name: csi-rbd-secret
  namespace: ceph-csi-rbd
stringData:
  userID: kubernetes
  userKey: {0}
  # encryptionPassphrase: only needed for encrypted PVCs
---
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  name: csi-rbd-sc
provisioner: rbd.csi.ceph.com
parameters:
  clusterID: {1}
  pool: kube
  imageFeatures: layering
  csi.storage.k8s.io/provisioner-secret-name: csi-rbd-secret
  csi.storage.k8s.io/provisioner-secret-namespace: ceph-csi-rbd
reclaimPolicy: Delete""",
    cephkey(),
    uuid4(),
)
add(
    "storage/cephfs-mount-secret-option",
    """agent> ran: sudo mount -t ceph 10.0.3.11:6789,10.0.3.12:6789,10.0.3.13:6789:/volumes/_nogroup/builds /mnt/builds -o name=buildfarm,secret={0},noatime
mount error 110 = Connection timed out
agent> the monitors are not reachable from this VLAN; checking the firewall next.""",
    cephkey(),
)
add(
    "storage/cephfs-fstab-secret",
    """# /etc/fstab on render-07
UUID=5d1f0c2e-81aa-4e37-9f0d-2b6e6a2c7d11 /          xfs   defaults        0 0
UUID=B2A1-7F0C                            /boot/efi  vfat  umask=0077      0 2
mon1.stor.lan,mon2.stor.lan,mon3.stor.lan:/ /mnt/assets ceph name=render,secret={0},_netdev,noatime 0 0
tmpfs                                     /scratch   tmpfs size=64G        0 0""",
    cephkey(),
)
add(
    "storage/ceph-dashboard-ac-user-create",
    """[ceph: root@stor-a1 /]# echo -n '{0}' > /tmp/dash_pw
[ceph: root@stor-a1 /]# ceph dashboard ac-user-create ops-readonly -i /tmp/dash_pw read-only
{"username": "ops-readonly", "password": "$2b$12$.wkW0fNqlVgL6uIKWGqbx.3F8V7XQRUoC1rT2yGgO.5nTzWmCH/tm", "roles": ["read-only"], "name": null, "email": null, "lastUpdate": 1733502211, "enabled": true, "pwdExpirationDate": null, "pwdUpdateRequired": false}
[ceph: root@stor-a1 /]# rm /tmp/dash_pw""",
    hpw(),
)
add(
    "storage/cephadm-bootstrap-dashboard-password",
    """Enabling the dashboard module...
Waiting for the mgr to restart...
Waiting for mgr epoch 9...
mgr epoch 9 is available
Generating a dashboard self-signed certificate...
Creating initial admin user...
Fetching dashboard port number...
Ceph Dashboard is now available at:

	     URL: https://stor-a1.lab.internal:8443/
	    User: admin
	Password: {0}

Enabling client.admin keyring and conf on hosts with "admin" label
You can access the Ceph CLI as following in case of multi-cluster or non-default config:

	sudo /usr/sbin/cephadm shell --fsid {1} -c /etc/ceph/ceph.conf -k /etc/ceph/ceph.client.admin.keyring""",
    r(10, LOWER_NUM),
    uuid4(),
)
add(
    "storage/rook-object-user-secretkey-b64",
    """$ kubectl -n rook-ceph get secret rook-ceph-object-user-my-store-loki -o yaml
apiVersion: v1
data:
  AccessKey: {1}
  Endpoint: aHR0cDovL3Jvb2stY2VwaC1yZ3ctbXktc3RvcmUucm9vay1jZXBoLnN2Yzo4MA==
  SecretKey: {0}
kind: Secret
metadata:
  labels:
    app: rook-ceph-rgw
    rook_cluster: rook-ceph
    rook_object_store: my-store
    user: loki
  name: rook-ceph-object-user-my-store-loki
  namespace: rook-ceph
type: kubernetes.io/rook""",
    enc(r(40, ALNUM)),
    enc(s3id()),
)
add(
    "storage/rgw-boto3-endpoint-client",
    """import boto3
from botocore.config import Config

# on-prem Ceph RGW, path-style because the wildcard DNS is not set up yet
s3 = boto3.client(
    "s3",
    endpoint_url="https://rgw.dc1.example.net",
    aws_access_key_id="{1}",
    aws_secret_access_key="{0}",
    config=Config(s3={"addressing_style": "path"}, signature_version="s3v4"),
)
print(s3.list_buckets()["Buckets"])""",
    r(40, ALNUM),
    s3id(),
)
add(
    "storage/ceph-ansible-dashboard-admin-password",
    """# group_vars/all.yml (ceph-ansible, stable-7.0)
ceph_origin: repository
ceph_repository: community
ceph_stable_release: quincy
public_network: 10.40.0.0/24
cluster_network: 10.41.0.0/24
monitor_interface: bond0
dashboard_enabled: true
dashboard_admin_user: admin
dashboard_admin_password: {0}
grafana_admin_user: admin
grafana_admin_password: "{{ vault_grafana_admin_password }}"
radosgw_interface: bond0""",
    hpw(),
)
add(
    "storage/ceph-rgw-keystone-admin-password-conf",
    """[client.rgw.stor-b2.rgw0]
host = stor-b2
rgw_frontends = beast endpoint=10.40.0.22:8080
rgw_keystone_url = https://keystone.cloud.internal:5000
rgw_keystone_api_version = 3
rgw_keystone_admin_user = swift
rgw_keystone_admin_password = {0}
rgw_keystone_admin_project = service
rgw_keystone_admin_domain = Default
rgw_keystone_accepted_roles = member,admin
rgw_s3_auth_use_keystone = true""",
    pw(),
)

# ============================================================ SECRETS: restic, borg, kopia, duplicity
add(
    "storage/restic-systemd-environment",
    """$ systemctl cat restic-backup.service
# /etc/systemd/system/restic-backup.service
[Unit]
Description=restic backup of /srv to the NAS
After=network-online.target
Wants=network-online.target

[Service]
Type=oneshot
Environment="RESTIC_REPOSITORY=sftp:backup@nas01.home.arpa:/volume1/restic/srv"
Environment="RESTIC_PASSWORD={0}"
Environment="RESTIC_CACHE_DIR=/var/cache/restic"
ExecStart=/usr/bin/restic backup --one-file-system --exclude-caches /srv
ExecStartPost=/usr/bin/restic forget --keep-daily 7 --keep-weekly 5 --prune
Nice=10
IOSchedulingClass=idle""",
    hpw(),
)
add(
    "storage/restic-password-file-cat",
    """agent> Read(/etc/restic/b2.pass)
     1\t{0}
agent> Read(/etc/restic/b2.env)
     1\tRESTIC_REPOSITORY=b2:acme-restic-prod:hosts/web-03
     2\tRESTIC_PASSWORD_FILE=/etc/restic/b2.pass
     3\tB2_ACCOUNT_ID={1}""",
    r(32, ALNUM),
    b2keyid(),
)
add(
    "storage/restic-polish-chat-password",
    """Cześć, odtworzyłem repo restic na nowym serwerze. Ścieżka: /mnt/usb/restic-biuro,
hasło do repozytorium to {0} (to samo co było w starym skrypcie cron).
Sprawdź proszę czy `restic snapshots` pokazuje ostatnią kopię z piątku.""",
    hpw(PL_WORDS),
)
add(
    "storage/restic-rest-server-url-userinfo",
    """#!/bin/sh
# /usr/local/bin/backup-home.sh  (runs from cron at 02:30)
set -eu
export RESTIC_REPOSITORY="rest:https://laptop-anna:{0}@backup.home.arpa:8000/laptop-anna/"
export RESTIC_PASSWORD_FILE="$HOME/.config/restic/pass"
restic backup --verbose --exclude-file "$HOME/.config/restic/excludes" "$HOME"
restic forget --keep-last 14 --prune""",
    pw(),
)
add(
    "storage/restic-b2-account-key-env",
    """$ sudo cat /etc/restic/b2.env
RESTIC_REPOSITORY=b2:studio-backups:/restic
RESTIC_PASSWORD_FILE=/etc/restic/pass
B2_ACCOUNT_ID={1}
B2_ACCOUNT_KEY={0}
GOMAXPROCS=2""",
    b2appkey(),
    b2keyid(),
)
add(
    "storage/resticprofile-wasabi-env",
    """# profiles.toml
version = "1"

[global]
  default-command = "snapshots"
  initialize = false

[wasabi]
  repository = "s3:https://s3.eu-central-2.wasabisys.com/acme-db-dumps/restic"
  password-file = "/etc/resticprofile/wasabi.key"

  [wasabi.env]
    AWS_ACCESS_KEY_ID = "{1}"
    AWS_SECRET_ACCESS_KEY = "{0}"

  [wasabi.backup]
    source = [ "/var/backups/pg" ]
    schedule = "03:15"
    schedule-permission = "system\"""",
    s3secret(),
    s3id(),
)
add(
    "storage/autorestic-backend-key",
    """version: 2

locations:
  photos:
    from: /home/jo/Pictures
    to:
      - nas
      - offsite
    cron: '0 3 * * *'

backends:
  nas:
    type: local
    path: /mnt/nas/autorestic
    key: {0}
  offsite:
    type: b2
    path: 'jo-photos-offsite:/'
    key: {1}
    env:
      B2_ACCOUNT_ID: {2}
      B2_ACCOUNT_KEY: ${B2_OFFSITE_KEY}""",
    r(64, ALNUM),
    r(64, ALNUM),
    b2keyid(),
)
add(
    "storage/restic-key-add-stdin",
    """$ printf '%s\\n' '{0}' | restic -r /srv/restic-repo key add --host ci-runner --user deploy --new-password-file /dev/stdin
enter password for repository:
repository 7d3c91ab opened (version 2, compression level auto)
saved new key with ID 4f0e2a17b6c8d9e1a3b5c7d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3""",
    hpw(),
)
add(
    "storage/borg-passcommand-echo",
    """# crontab -l (root, backup01)
MAILTO=ops@example.org
BORG_REPO=ssh://u284113@u284113.your-storagebox.de:23/./borg/backup01
BORG_PASSCOMMAND="echo {0}"
15 1 * * * /usr/local/sbin/borg-nightly.sh >> /var/log/borg-nightly.log 2>&1""",
    hpw(),
)
add(
    "storage/borgmatic-encryption-passphrase",
    """$ cat /etc/borgmatic/config.yaml
source_directories:
    - /etc
    - /home
    - /var/lib/postgresql/dumps

repositories:
    - path: ssh://xk7a2@xk7a2.repo.borgbase.com/./repo
      label: borgbase

exclude_patterns:
    - '*.pyc'
    - /home/*/.cache

encryption_passphrase: "{0}"
compression: auto,zstd
archive_name_format: '{hostname}-{now:%Y-%m-%dT%H:%M}'

keep_daily: 7
keep_weekly: 4
keep_monthly: 6

checks:
    - name: repository
      frequency: 2 weeks""",
    hpw(),
)
_bk = b64(330)
_bk_lines = [_bk[i : i + 76] for i in range(0, len(_bk), 76)]
add_split(
    "storage/borg-key-export-repokey",
    "$ borg key export ssh://backup@vault.lan/./repos/laptop -\nBORG_KEY "
    + r(64, HEX)
    + "\n"
    + "\n".join("{" + str(i) + "}" for i in range(len(_bk_lines)))
    + "\n\n$ # paste this into the password manager entry 'borg laptop repokey'",
    *_bk_lines,
)
add(
    "storage/borg-ansible-role-passphrase",
    """# host_vars/files01.yml
borg_encryption_passphrase: '{0}'
borg_repository:
  - ssh://backup@borg.int.example.com/srv/borg/files01
borg_source_directories:
  - /srv/share
  - /etc
borg_retention_policy:
  keep_daily: 14
  keep_weekly: 8
  keep_monthly: 12
borgmatic_timer: systemd""",
    hpw(),
)
add(
    "storage/borg-korean-chat-passphrase",
    """팀장님, 새 백업 서버에 borg 저장소 초기화했습니다.
저장소: ssh://borg@10.10.8.5/./repo/nas
암호 문구(passphrase): {0}
repokey 모드라서 이 문구 잃어버리면 복구 안 됩니다. 금고에 따로 적어 두세요.""",
    hpw(KO_WORDS),
)
add(
    "storage/borg-docker-compose-passphrase",
    """services:
  borgmatic:
    image: ghcr.io/borgmatic-collective/borgmatic:1.9.4
    container_name: borgmatic
    volumes:
      - /srv/appdata:/mnt/source:ro
      - ./borgmatic.d:/etc/borgmatic.d:ro
      - ./ssh:/root/.ssh:ro
      - borg-cache:/root/.cache/borg
    environment:
      TZ: Europe/Warsaw
      BORG_PASSPHRASE: {0}
      BACKUP_CRON: "0 2 * * *"
    restart: unless-stopped

volumes:
  borg-cache:""",
    pw(),
)
add(
    "storage/kopia-repo-connect-password-flag",
    """$ kopia repository connect s3 --bucket=kopia-prod --endpoint=s3.us-west-004.backblazeb2.com --access-key={1} --secret-access-key=$B2_KEY --password='{0}' --override-hostname=db-01
Connected to repository.

NOTICE: Kopia will check for updates on GitHub every 7 days, starting 24 hours after first use.""",
    hpw(),
    b2keyid(),
)
add(
    "storage/kopia-repo-create-secret-access-key",
    """kopia repository create s3 \\
  --bucket=team-kopia \\
  --endpoint=s3.eu-central-1.wasabisys.com \\
  --region=eu-central-1 \\
  --access-key={1} \\
  --secret-access-key={0} \\
  --password-file=/etc/kopia/repo.pw \\
  --block-hash=BLAKE3-256 --encryption=CHACHA20-POLY1305-HMAC-SHA256""",
    s3secret(),
    s3id(),
)
add(
    "storage/kopia-server-start-server-password",
    """[Unit]
Description=Kopia repository server
After=network.target

[Service]
User=kopia
ExecStart=/usr/bin/kopia server start --address=0.0.0.0:51515 --tls-cert-file=/etc/kopia/tls.crt --tls-key-file=/etc/kopia/tls.key --server-username=admin --server-password={0} --server-control-username=control --disable-csrf-token-checks=false
Restart=on-failure

[Install]
WantedBy=multi-user.target""",
    pw(),
)
add(
    "storage/kopia-server-user-add",
    """root@kopia-srv:~# kopia server user add marta@laptop-marta --user-password={0}
Updated user marta@laptop-marta.
Change will be applied on the server within a few minutes or when the server is restarted.
root@kopia-srv:~# kopia server user list
marta@laptop-marta
pawel@desktop-pawel""",
    hpw(PL_WORDS),
)
add(
    "storage/kopia-compose-env-password",
    """  kopia:
    image: kopia/kopia:0.18.2
    hostname: homeserver
    command: server start --insecure --address=0.0.0.0:51515 --server-username=kopia --without-password
    environment:
      KOPIA_PASSWORD: "{0}"
      TZ: America/Sao_Paulo
    volumes:
      - ./config:/app/config
      - ./cache:/app/cache
      - /mnt/backups:/repository
      - /home:/data/home:ro""",
    hpw(PT_WORDS),
)
add(
    "storage/duplicity-cron-passphrase",
    """0 4 * * * root PASSPHRASE='{0}' duplicity --full-if-older-than 1M /var/www sftp://bkp@offsite.example.net//backups/www >> /var/log/duplicity-www.log 2>&1""",
    hpw(),
)
add(
    "storage/duplicity-sign-passphrase-script",
    """#!/bin/bash
export ENCRYPT_KEY=4C2B9E1A7F3D6B08
export SIGN_KEY=9A1E3C5B7D0F2468
export PASSPHRASE="$(cat /root/.gnupg/duplicity-enc.pw)"
export SIGN_PASSPHRASE='{0}'
duplicity --encrypt-key "$ENCRYPT_KEY" --sign-key "$SIGN_KEY" \\
    /home/shared b2://{1}:${B2_KEY}@acme-dup/home-shared""",
    hpw(),
    b2keyid(),
)
add(
    "storage/duply-conf-gpg-pw",
    """$ sed -n '1,40p' ~/.duply/nextcloud/conf | grep -v '^#' | grep -v '^$'
GPG_KEY='7F3A21C9'
GPG_PW='{0}'
TARGET='multi:///root/.duply/nextcloud/targets.json?mode=mirror'
SOURCE='/var/www/nextcloud/data'
MAX_AGE=6M
MAX_FULL_BACKUPS=2
VOLSIZE=250
DUPL_PARAMS="$DUPL_PARAMS --volsize $VOLSIZE \"""",
    hpw(),
)
add(
    "storage/duplicati-cli-passphrase",
    """PS C:\\Program Files\\Duplicati 2> .\\Duplicati.CommandLine.exe backup "webdavs://cloud.example.com.br/remote.php/dav/files/backup/escritorio?auth-username=backup" "D:\\Contabilidade\\" --backup-name="Contabilidade" --dbpath="C:\\ProgramData\\Duplicati\\XQJDKVWZ.sqlite" --encryption-module=aes --compression-module=zip --dblock-size=50mb --passphrase="{0}" --retention-policy="1W:1D,4W:1W,12M:1M"
Backup started at 06/12/2024 22:00:03
Checking remote backup ...""",
    hpw(PT_WORDS),
)

# ============================================================ SECRETS: rclone
add(
    "storage/rclone-crypt-password2-obscured",
    """$ cat ~/.config/rclone/rclone.conf
[gdrive]
type = drive
scope = drive.file
root_folder_id = 1Xq3kVf0R8b2wPzJ7nLmYtC4aHsUeDgK9

[gdrive-crypt]
type = crypt
remote = gdrive:vault
filename_encryption = standard
directory_name_encryption = true
password = {1}
password2 = {0}""",
    b64url(40),
    b64url(32),
)
add(
    "storage/rclone-config-create-obscure-plaintext",
    """agent> Running: rclone config create nas-sftp sftp host=192.168.50.10 port=22 user=rclone pass=$(rclone obscure '{0}') shell_type=unix md5sum_command=md5sum
[nas-sftp]
type = sftp
host = 192.168.50.10
port = 22
user = rclone
pass = *** ENCRYPTED ***
shell_type = unix
md5sum_command = md5sum""",
    hpw(),
)
add(
    "storage/rclone-r2-remote",
    """[r2]
type = s3
provider = Cloudflare
access_key_id = {1}
secret_access_key = {0}
endpoint = https://{2}.r2.cloudflarestorage.com
acl = private
no_check_bucket = true""",
    hexkey(32),
    r(32, HEX),
    r(32, HEX),
)
add(
    "storage/rclone-env-remote-wasabi",
    """- name: Sync release artifacts to Wasabi
  env:
    RCLONE_CONFIG_WASABI_TYPE: s3
    RCLONE_CONFIG_WASABI_PROVIDER: Wasabi
    RCLONE_CONFIG_WASABI_ACCESS_KEY_ID: {1}
    RCLONE_CONFIG_WASABI_SECRET_ACCESS_KEY: {0}
    RCLONE_CONFIG_WASABI_ENDPOINT: s3.ap-northeast-1.wasabisys.com
  run: rclone copy dist/ wasabi:acme-releases/${{ github.ref_name }}/ --checksum --transfers 8""",
    s3secret(),
    s3id(),
)
add(
    "storage/rclone-config-pass-env",
    """# ~/.profile on the media box
export RCLONE_CONFIG=/srv/rclone/rclone.conf
export RCLONE_CONFIG_PASS='{0}'
export RCLONE_FAST_LIST=true
export RCLONE_TRANSFERS=4""",
    hpw(),
)
add(
    "storage/rclone-rcd-rc-pass",
    """$ ps -eo pid,args | grep [r]clone
 2211 /usr/bin/rclone rcd --rc-web-gui --rc-web-gui-no-open-browser --rc-addr=:5572 --rc-user=gui --rc-pass={0} --config=/config/rclone.conf --log-level INFO
 2279 /usr/bin/rclone mount gcrypt: /mnt/media --allow-other --vfs-cache-mode full""",
    pw(),
)
add(
    "storage/rclone-serve-webdav-pass",
    """Quick way to expose the B2 bucket to the Windows laptops over WebDAV:

    rclone serve webdav b2crypt:shared --addr :8080 --user office --pass '{0}' --read-only

Map it in Explorer as http://fileserver:8080/ and log in as office.""",
    hpw(PT_WORDS),
)
# ============================================================ SECRETS: Bacula / Bareos
add(
    "storage/bacula-dir-conf-director-password",
    """Director {                            # define myself
  Name = bacula-dir
  DIRport = 9101                # where we listen for UA connections
  QueryFile = "/etc/bacula/scripts/query.sql"
  WorkingDirectory = "/var/lib/bacula"
  PidDirectory = "/run/bacula"
  Maximum Concurrent Jobs = 20
  Password = "{0}"         # Console password
  Messages = Daemon
  DirAddress = 10.1.1.20
}""",
    b64(33),
)
add(
    "storage/bacula-sd-conf-director-password",
    """# /etc/bacula/bacula-sd.conf
Storage {
  Name = backup01-sd
  SDPort = 9103
  WorkingDirectory = "/var/lib/bacula"
  Pid Directory = "/run/bacula"
  Plugin Directory = "/usr/lib/bacula"
  Maximum Concurrent Jobs = 20
  SDAddress = 10.1.1.21
}

Director {
  Name = bacula-dir
  Password = "{0}"
}

Device {
  Name = LTO8-0
  Media Type = LTO-8
  Archive Device = /dev/nst0
  AutomaticMount = yes
}""",
    r(44, ALNUM),
)
add(
    "storage/bacula-fd-conf-password",
    """--- a/roles/bacula-client/templates/bacula-fd.conf.j2
+++ b/roles/bacula-client/templates/bacula-fd.conf.j2
@@ -1,6 +1,6 @@
 Director {
   Name = bacula-dir
-  Password = "{{ bacula_fd_password }}"
+  Password = "{0}"
 }
 
 FileDaemon {""",
    b64(24),
)
add(
    "storage/bareos-bconsole-conf",
    """root@bareos:~# cat /etc/bareos/bconsole.conf
#
# Bareos User Agent (or Console) Configuration File
#

Director {
  Name = bareos-dir
  address = localhost
  Password = "{0}"
  Description = "Bareos Console credentials for local Director"
}""",
    r(44, ALNUM + "+/"),
)
add(
    "storage/bareos-configure-add-console",
    """*configure add console name=helpdesk password={0} profile=operator tlsenable=false
Created resource config file "/etc/bareos/bareos-dir.d/console/helpdesk.conf":
Console {
  Name = "helpdesk"
  Password = "{0}"
  Profile = "operator"
  TlsEnable = false
}
*reload
reloaded""",
    hpw(),
)
add(
    "storage/bareos-catalog-dbpassword",
    """# bareos-dir.d/catalog/MyCatalog.conf
Catalog {
  Name = MyCatalog
  dbdriver = "postgresql"
  dbname = "bareos"
  dbuser = "bareos"
  dbpassword = "{0}"
  dbaddress = "pg-backup.int"
  dbport = 5432
}""",
    pw(),
)
add(
    "storage/bacula-client-password-polish-note",
    """Notatka z wdrożenia klienta Bacula na serwerze ksiegowosc-02:
- FD nasłuchuje na 9102, firewall otwarty tylko dla 10.1.1.20
- hasło FD (musi się zgadzać z zasobem Client w bacula-dir.conf): {0}
- pierwszy pełny backup zaplanowany na sobotę 23:00""",
    r(32, ALNUM),
)
# ============================================================ SECRETS: Veeam, Commvault
add(
    "storage/veeam-add-vbrcredentials",
    """PS C:\\Users\\adm.backup> Connect-VBRServer -Server vbr01.corp.local
PS C:\\Users\\adm.backup> Add-VBRCredentials -User "CORP\\svc_veeam_guest" -Password "{0}" -Description "Guest processing - SQL servers"

Name                     Description                          ChangeTimeUtc
----                     -----------                          -------------
CORP\\svc_veeam_guest     Guest processing - SQL servers       12/6/2024 9:41:07 PM""",
    hpw(),
)
add(
    "storage/veeamconfig-smb-repository",
    """[root@pg-replica ~]# veeamconfig repository create --name NAS-SMB --location //nas02.corp.local/veeam-linux --type smb --domain CORP --login svc_veeam_agent --password '{0}'
Repository has been created successfully.
[root@pg-replica ~]# veeamconfig repository list
Name     ID                                      Location                         Type     Accessible  Backup server
NAS-SMB  {1}  //nas02.corp.local/veeam-linux  shared   true""",
    hpw(),
    "{" + uuid4() + "}",
)
add(
    "storage/veeam-rest-oauth-password-grant",
    """$ curl -sk -X POST https://vbr01.corp.local:9419/api/oauth2/token \\
    -H 'x-api-version: 1.1-rev2' \\
    -H 'Content-Type: application/x-www-form-urlencoded' \\
    -d 'grant_type=password&username=CORP%5Capi.reporting&password={0}'
{"access_token":"eyJhbGciOi...(trimmed)","token_type":"bearer","expires_in":900}""",
    pw(),
)
add(
    "storage/veeam-encryption-password-pt-chat",
    """Oi Rafael, configurei o job "ERP-Diario" no Veeam com criptografia ativada.
A senha de criptografia do job é {0} — guarda no cofre porque sem ela o Veeam não restaura nada da fita.
Dica cadastrada no console: "a de sempre com o ano".""",
    hpw(PT_WORDS),
)
add(
    "storage/commvault-qlogin-clp",
    """[root@mediaagent01 ~]# cd /opt/commvault/Base
[root@mediaagent01 Base]# ./qlogin -cs cs01.corp.local -u 'CORP\\cv_admin' -clp '{0}'
User logged in successfully.
[root@mediaagent01 Base]# ./qlist job -c fileserver02
JOBID  STATUS   STORAGE POLICY  AGENT TYPE        BACKUP SET   SUBCLIENT  PHASE
------ -------- --------------- ----------------- ------------ ---------- -----
184223 Running  SP-Disk-30d     File System       defaultBackupSet  default    Backup""",
    hpw(),
)
_cvpw = hpw()
add(
    "storage/commvault-rest-login-base64-password",
    """import requests

CS = "https://cs01.corp.local/webconsole/api"
# Commvault expects the password base64-encoded in the Login body
body = {"username": "svc_reporting", "password": "{0}"}
r = requests.post(f"{CS}/Login", json=body, headers={"Accept": "application/json"}, verify=False)
token = r.json()["token"]""",
    enc(_cvpw),
)

# ============================================================ SECRETS: NetApp ONTAP
add(
    "storage/ontap-rest-curl-basic",
    """$ curl -sk -u admin:'{0}' 'https://cluster1-mgmt.corp.local/api/storage/volumes?svm.name=svm_nfs01&fields=space,state' | jq '.records[] | {name, state}'
{
  "name": "vol_home",
  "state": "online"
}
{
  "name": "vol_builds",
  "state": "online"
}""",
    hpw(),
)
add(
    "storage/ontap-ansible-module-password",
    """- name: Create NFS volume for the build cache
  netapp.ontap.na_ontap_volume:
    state: present
    name: vol_buildcache
    vserver: svm_nfs01
    aggregate_name: aggr1_node02
    size: 2
    size_unit: tb
    junction_path: /buildcache
    export_policy: k8s_nodes
    hostname: 10.60.1.10
    username: ansible_svc
    password: "{0}"
    https: true
    validate_certs: false""",
    pw(),
)
add(
    "storage/netapp-harvest-poller-password",
    """Exporters:
  prom1:
    exporter: Prometheus
    addr: 0.0.0.0
    port_range: 13000-13100

Defaults:
  collectors:
    - Rest
    - RestPerf
  use_insecure_tls: true

Pollers:
  cluster-a:
    datacenter: dc1
    addr: 10.60.1.10
    auth_style: basic_auth
    username: harvest2
    password: {0}
    exporters:
      - prom1""",
    hpw(),
)
add(
    "storage/trident-backend-json-password",
    """{
    "version": 1,
    "storageDriverName": "ontap-nas",
    "backendName": "nas-tier1",
    "managementLIF": "10.60.1.20",
    "dataLIF": "10.60.2.20",
    "svm": "svm_k8s",
    "username": "vsadmin",
    "password": "{0}",
    "defaults": {
        "spaceReserve": "none",
        "exportPolicy": "default",
        "snapshotPolicy": "default-1weekly"
    },
    "autoExportPolicy": true,
    "autoExportCIDRs": ["10.70.0.0/16"]
}""",
    pw(),
)
add(
    "storage/ontap-cluster-peer-generated-passphrase",
    """cluster-dc1::> cluster peer create -generate-passphrase -offer-expiration 2days -initial-allowed-vserver-peers svm_dr

                     Passphrase: {0}
                Expiration Time: 12/9/2024 10:14:33 +01:00
  Initial Allowed Vserver Peers: svm_dr
            Intercluster LIF IP: 10.61.0.11
              Peer Cluster Name: Clus_7ShR (temporary generated)

Warning: make a note of the passphrase - it cannot be displayed again.""",
    b64(18),
)
add(
    "storage/ontap-python-hostconnection",
    """from netapp_ontap import config, HostConnection
from netapp_ontap.resources import Snapshot, Volume

config.CONNECTION = HostConnection(
    "cluster2.corp.local",
    username="snapmgr",
    password="{0}",
    verify=False,
)

vol = Volume.find(name="vol_oracle_data", **{"svm.name": "svm_db"})
Snapshot.post_collection([{"name": "pre-upgrade-2024-12"}], vol.uuid)""",
    hpw(),
)
# ============================================================ SECRETS: TrueNAS, Synology, QNAP
_tn_id = str(_rng.randrange(2, 19))
add(
    "storage/truenas-midclt-api-key-create",
    """root@truenas[~]# midclt call api_key.create '{"name": "homeassistant"}' | jq
{
  "id": """ + _tn_id + """,
  "name": "homeassistant",
  "created_at": {
    "$date": 1733489002000
  },
  "allowlist": [],
  "key": "{0}"
}""",
    _tn_id + "-" + r(64, ALNUM),
)
add(
    "storage/truenas-cloudsync-credentials-b2",
    """midclt call cloudsync.credentials.create '{"name": "B2 offsite", "provider": "B2", "attributes": {"account": "{1}", "key": "{0}"}}'""",
    b2appkey(),
    b2keyid(),
)
add(
    "storage/democratic-csi-truenas-apikey",
    """driver: freenas-api-nfs
instance_id:
httpConnection:
  protocol: https
  host: 192.168.10.5
  port: 443
  apiKey: {1}-{0}
  allowInsecure: true
zfs:
  datasetParentName: tank/k8s/nfs/vols
  detachedSnapshotsDatasetParentName: tank/k8s/nfs/snaps
  datasetEnableQuotas: true
nfs:
  shareHost: 192.168.10.5
  shareAlldirs: false
  shareMaprootUser: root""",
    r(64, ALNUM),
    str(_rng.randrange(2, 19)),
)
add(
    "storage/synology-csi-client-info",
    """# config/client-info.yml for synology-csi
---
clients:
  - host: 192.168.1.20
    port: 5001
    https: true
    username: csi-k8s
    password: {0}""",
    hpw(),
)
_qpw = hpw()
add(
    "storage/qnap-authlogin-ezencoded-pwd",
    """2024-12-06 18:02:11 DEBUG qnap_poller: GET https://nas-qnap.local:443/cgi-bin/authLogin.cgi?user=monitor&pwd={0}&serviceKey=1 -> 200 (412 bytes)
2024-12-06 18:02:11 DEBUG qnap_poller: sysinfo: model=TS-873A firmware=5.2.1.2930 build=20241025""",
    enc(_qpw),
)
add(
    "storage/truenas-user-create-smb-password",
    """midclt call user.create '{"username": "scanner", "full_name": "Office scanner", "group_create": true, "password": "{0}", "smb": true, "home": "/var/empty", "shell": "/usr/sbin/nologin"}'""",
    hpw(),
)
add(
    "storage/synology-korean-chat-admin",
    """시놀로지 DS923+ 세팅 끝났어요. 관리 페이지 https://192.168.0.30:5001
관리자 계정 nasadmin / 비밀번호 {0}
Hyper Backup 으로 매일 새벽 3시에 C2 스토리지로 백업 돌게 해놨습니다.""",
    hpw(KO_WORDS),
)
# ============================================================ SECRETS: ZFS native encryption
add(
    "storage/zfs-hex-keyfile-cat",
    """root@pve2:~# zfs get -H -o value keyformat,keylocation rpool/encrypted
hex
file:///etc/zfs/keys/rpool-encrypted.key
root@pve2:~# cat /etc/zfs/keys/rpool-encrypted.key
{0}
root@pve2:~# zfs load-key rpool/encrypted && zfs mount -a""",
    hexkey(32),
)
add(
    "storage/zfs-create-passphrase-piped",
    """# provision.sh (excerpt)
echo '{0}' | zfs create \\
    -o encryption=aes-256-gcm \\
    -o keyformat=passphrase \\
    -o keylocation=prompt \\
    -o compression=zstd \\
    tank/clients/lawfirm""",
    hpw(),
)
add(
    "storage/zfs-load-key-here-string",
    """#!/usr/bin/env bash
# unlock-tank.sh - called by the unlock-tank.service after the network is up
set -euo pipefail
for ds in tank/secure tank/secure/vm tank/secure/db; do
  zfs load-key "$ds" <<< '{0}' || true
done
zfs mount -a""",
    hpw(),
)
add(
    "storage/zfs-raw-key-base64-prose",
    """Heads-up for whoever rebuilds backup02: the replicated dataset backup/offsite uses keyformat=raw.
The 32 raw key bytes, base64, are {0} — write them back with `base64 -d > /etc/zfs/keys/offsite.key`
before you run `zfs load-key -L file:///etc/zfs/keys/offsite.key backup/offsite`.""",
    b64(32),
)

# ============================================================ SECRETS: LUKS, VeraCrypt
add(
    "storage/cryptsetup-open-piped-passphrase",
    """$ history | tail -4
  501  lsblk -f /dev/sdb
  502  echo -n '{0}' | sudo cryptsetup luksOpen /dev/sdb1 usb-backup -d -
  503  sudo mount /dev/mapper/usb-backup /mnt/usb-backup
  504  rsync -aHAX --delete /srv/ /mnt/usb-backup/srv/""",
    hpw(),
)
add(
    "storage/cryptsetup-luksaddkey-process-substitution",
    """sudo cryptsetup luksAddKey /dev/nvme1n1p2 \\
  --key-file <(printf '%s' '{1}') \\
  <(printf '%s' '{0}')
# slot 1 = the new recovery passphrase for the archive disk, slot 0 stays with the old one until Friday""",
    hpw(),
    hpw(),
)
_mk = hexdump_lines(64)
add_split(
    "storage/luks-dump-volume-key",
    """# cryptsetup luksDump --dump-volume-key /dev/sdc2

WARNING!
========
The header dump with volume key is sensitive information
that allows access to encrypted partition without a passphrase.
This dump should be stored encrypted in a safe place.

Are you sure? (Type 'yes' in capital letters): YES
Enter passphrase for /dev/sdc2:
LUKS header information for /dev/sdc2
Cipher name:   \taes
Cipher mode:   \txts-plain64
Payload offset:\t32768
UUID:          \t""" + uuid4() + """
MK bits:       \t512
MK dump:\t{0}
\t\t{1}
\t\t{2}
\t\t{3}""",
    *_mk,
)
add(
    "storage/veracrypt-cli-password-flag",
    """$ veracrypt --text --non-interactive --mount /media/ext/archiwum.hc /mnt/archiwum --password='{0}' --pim=0 --keyfiles="" --protect-hidden=no
$ ls /mnt/archiwum
faktury_2023  faktury_2024  umowy  skany""",
    hpw(PL_WORDS),
)
add(
    "storage/veracrypt-polish-chat-password",
    """Wrzuciłem kontener VeraCrypt z kopią bazy klientów na dysk zewnętrzny (plik kopia_klienci.hc).
Hasło do kontenera: {0}
PIM zostawiłem domyślny. Po przeniesieniu do sejfu usuń tę wiadomość.""",
    hpw(PL_WORDS),
)
add(
    "storage/luks-recovery-passphrase-pt-chat",
    """Pessoal, o servidor de backup reiniciou depois da queda de energia e ficou parado na tela do LUKS pedindo senha.
Quem estiver no datacenter: a frase de recuperação do disco é {0}
Digita no console do iDRAC e depois roda `systemctl start bacula-sd`.""",
    hpw(PT_WORDS),
)
# ============================================================ SECRETS: iSCSI CHAP
add(
    "storage/iscsid-conf-chap-password",
    """$ grep -v '^#' /etc/iscsi/iscsid.conf | grep -v '^$'
iscsid.startup = /bin/systemctl start iscsid.socket
node.startup = automatic
node.leading_login = No
node.session.auth.authmethod = CHAP
node.session.auth.username = pve-cluster
node.session.auth.password = {0}
node.session.timeo.replacement_timeout = 120
node.conn[0].timeo.login_timeout = 15
node.session.cmds_max = 128
node.session.queue_depth = 32""",
    r(16, ALNUM),
)
add(
    "storage/iscsiadm-update-chap-password",
    """iscsiadm -m node -T {1} -p 10.80.0.50:3260 --op=update --name node.session.auth.authmethod --value=CHAP
iscsiadm -m node -T {1} -p 10.80.0.50:3260 --op=update --name node.session.auth.username --value=esx-backup
iscsiadm -m node -T {1} -p 10.80.0.50:3260 --op=update --name node.session.auth.password --value={0}
iscsiadm -m node -T {1} -p 10.80.0.50:3260 --login""",
    r(14, ALNUM),
    iqn("2000-01.com.synology"),
)
add(
    "storage/targetcli-acl-set-auth",
    """/iscsi/iqn.20...bkp/tpg1/acls> create iqn.1994-05.com.redhat:veeam-proxy01
Created Node ACL for iqn.1994-05.com.redhat:veeam-proxy01
Created mapped LUN 0.
/iscsi/iqn.20...bkp/tpg1/acls> cd iqn.1994-05.com.redhat:veeam-proxy01
/iscsi/iqn.20...eeam-proxy01> set auth userid=veeam-proxy01 password={0}
Parameter userid is now 'veeam-proxy01'.
Parameter password is now '{0}'.""",
    r(12, ALNUM),
)
add(
    "storage/powershell-connect-iscsitarget-chap",
    """PS C:\\> New-IscsiTargetPortal -TargetPortalAddress 10.80.0.60
PS C:\\> Connect-IscsiTarget -NodeAddress "{1}" -AuthenticationType ONEWAYCHAP -ChapUsername "hv-node3" -ChapSecret "{0}" -IsPersistent $true

AuthenticationType      : ONEWAYCHAP
InitiatorInstanceName   : ROOT\\ISCSIPRT\\0000_0
InitiatorNodeAddress    : iqn.1991-05.com.microsoft:hv-node3.corp.local
InitiatorPortalAddress  : 0.0.0.0
IsConnected             : True
IsPersistent            : True
TargetNodeAddress       : {1}""",
    r(16, ALNUM),
    iqn("2004-04.com.qnap"),
)
_chap = r(16, ALNUM)
add(
    "storage/k8s-iscsi-chap-secret-b64",
    """apiVersion: v1
kind: Secret
metadata:
  name: chap-secret
  namespace: media
type: "kubernetes.io/iscsi-chap"
data:
  discovery.sendtargets.auth.username: ""
  discovery.sendtargets.auth.password: ""
  node.session.auth.username: """ + enc("k8s-worker") + """
  node.session.auth.password: {0}""",
    enc(_chap),
)
add(
    "storage/iscsi-mutual-chap-korean-note",
    """iSCSI 상호 CHAP 설정 메모 (QNAP TS-h1290FX)
- 대상 IQN: iqn.2004-04.com.qnap:ts-h1290fx:iscsi.vmstore.8d1f2a
- 개시자 사용자 이름: esxi01 / 개시자 CHAP 암호: 위키 참조
- 상호 CHAP 대상 암호(password_in): {0}
설정 후 ESXi에서 재검색(rescan) 필요.""",
    r(14, ALNUM),
)
# ============================================================ SECRETS: SMB / NFS mounts
add(
    "storage/cifs-mount-password-option",
    """$ sudo mount -t cifs //fs01.corp.local/Backups /mnt/backups -o username=svc_bkp,password={0},domain=CORP,vers=3.1.1,uid=1000,gid=1000
mount error(13): Permission denied
Refer to the mount.cifs(8) manual page (e.g. man mount.cifs) and kernel log messages (dmesg)""",
    hpw(),
)
add(
    "storage/fstab-cifs-inline-password",
    """UUID=0e6a4c77-3f11-4b2e-9a7d-5c8f1d2e3b40 /        ext4  errors=remount-ro 0 1
/swapfile                                 none     swap  sw                0 0
//192.168.1.20/media  /mnt/media  cifs  username=plex,password={0},iocharset=utf8,vers=3.0,_netdev,nofail  0  0""",
    hpw(),
)
add(
    "storage/windows-net-use-positional-password",
    r"""C:\Scripts>type map-backup-drive.cmd
@echo off
net use Z: /delete /y >nul 2>&1
net use Z: \\nas01\veeam-repo {0} /user:NAS01\backupuser /persistent:no
robocopy D:\SQLBackups Z:\sql /MIR /R:2 /W:5 /LOG:C:\Scripts\robocopy.log""",
    hpw(),
)
add(
    "storage/autofs-cifs-map-password",
    """# /etc/auto.nas
projects  -fstype=cifs,rw,username=autofs,password={0},uid=1000,file_mode=0660,dir_mode=0770  ://nas.lan/projects
scans     -fstype=cifs,ro,credentials=/etc/samba/scans.cred                                     ://nas.lan/scans""",
    pw(),
)
add(
    "storage/docker-volume-cifs-driver-opts",
    """volumes:
  nextcloud-data:
    driver: local
    driver_opts:
      type: cifs
      device: "//truenas.lan/nextcloud"
      o: "username=nextcloud,password={0},vers=3.0,uid=33,gid=33,file_mode=0770,dir_mode=0770"
""",
    hpw(),
)
add(
    "storage/kubectl-create-smb-csi-secret",
    """$ kubectl create secret generic smbcreds -n jellyfin --from-literal username=jellyfin --from-literal password='{0}' --from-literal domain=HOME
secret/smbcreds created
$ kubectl apply -f pv-smb.yaml
persistentvolume/pv-media created""",
    hpw(),
)
add(
    "storage/smb-share-password-pt-chat",
    """Marcos, o compartilhamento novo do escritório já tá funcionando: \\\\servidor-arquivos\\financeiro
usuário: financeiro
senha: {0}
No Mac é smb://servidor-arquivos/financeiro no Finder (Cmd+K).""",
    hpw(PT_WORDS),
)
# ============================================================ SECRETS: S3-compatible (B2, Wasabi, R2)
add(
    "storage/b2-application-key-dotenv",
    """# .env.production (checked into the deploy box only)
APP_ENV=production
MEDIA_STORAGE=b2
B2_BUCKET_NAME=acme-user-uploads
B2_BUCKET_ID=4a48fe8875c6214145260818
B2_APPLICATION_KEY_ID={1}
B2_APPLICATION_KEY={0}
B2_ENDPOINT=https://s3.us-west-002.backblazeb2.com""",
    b2appkey(),
    b2keyid(),
)
add(
    "storage/s3fs-passwd-file-wasabi",
    """echo {1}:{0} > ${HOME}/.passwd-s3fs
chmod 600 ${HOME}/.passwd-s3fs
s3fs acme-archive /mnt/wasabi -o passwd_file=${HOME}/.passwd-s3fs -o url=https://s3.wasabisys.com -o use_path_request_style""",
    s3secret(),
    s3id(),
)
add(
    "storage/r2-boto3-secret",
    """>>> import boto3
>>> r2 = boto3.client('s3', endpoint_url='https://{2}.r2.cloudflarestorage.com',
...                   aws_access_key_id='{1}',
...                   aws_secret_access_key='{0}',
...                   region_name='auto')
>>> [o['Key'] for o in r2.list_objects_v2(Bucket='static-assets', MaxKeys=3)['Contents']]
['css/app.3f9a1c.css', 'img/logo.svg', 'js/app.8b2d7e.js']""",
    hexkey(32),
    r(32, HEX),
    r(32, HEX),
)
add(
    "storage/r2-terraform-backend-secret-key",
    """terraform {
  backend "s3" {
    bucket                      = "tf-state"
    key                         = "prod/network.tfstate"
    region                      = "auto"
    endpoints                   = { s3 = "https://{1}.r2.cloudflarestorage.com" }
    access_key                  = "{2}"
    secret_key                  = "{0}"
    skip_credentials_validation = true
    skip_region_validation      = true
    skip_requesting_account_id  = true
    use_path_style              = true
  }
}""",
    hexkey(32),
    r(32, HEX),
    r(32, HEX),
)
add(
    "storage/b2sdk-authorize-account",
    """from b2sdk.v2 import InMemoryAccountInfo, B2Api

info = InMemoryAccountInfo()
b2_api = B2Api(info)
b2_api.authorize_account("production", "{1}", "{0}")
bucket = b2_api.get_bucket_by_name("photo-archive")
for file_version, _ in bucket.ls(folder_to_list="2024/", latest_only=True):
    print(file_version.file_name, file_version.size)""",
    b2appkey(),
    b2keyid(),
)
add(
    "storage/litestream-b2-replica-secret",
    """# /etc/litestream.yml
dbs:
  - path: /var/lib/app/app.db
    replicas:
      - type: s3
        bucket: app-sqlite-replica
        path: app.db
        endpoint: s3.us-east-005.backblazeb2.com
        force-path-style: true
        access-key-id: {1}
        secret-access-key: {0}
        retention: 72h""",
    b2appkey(),
    b2keyid(),
)

# ============================================================ LOOK-ALIKES: Ceph
la(
    """$ cat /etc/ceph/ceph.conf
# minimal ceph.conf for {0}
[global]
\tfsid = {0}
\tmon_host = [v2:10.0.3.11:3300/0,v1:10.0.3.11:6789/0] [v2:10.0.3.12:3300/0,v1:10.0.3.12:6789/0]
\tkeyring = /etc/ceph/$cluster.$name.keyring
\tauth_cluster_required = cephx
\tauth_service_required = cephx
\tauth_client_required = cephx""",
    uuid4(),
)
la(
    """  cluster:
    id:     {0}
    health: HEALTH_WARN
            1 pool(s) have no replicas configured

  services:
    mon: 3 daemons, quorum stor-a1,stor-a2,stor-a3 (age 6d)
    mgr: stor-a1.xkqzfe(active, since 6d), standbys: stor-a2.pbnwod
    osd: 24 osds: 24 up (since 6d), 24 in (since 3w)
    rgw: 2 daemons active (2 hosts, 1 zones)

  data:
    pools:   9 pools, 577 pgs
    objects: 4.12M objects, 15 TiB
    usage:   45 TiB used, 130 TiB / 175 TiB avail
    pgs:     577 active+clean""",
    uuid4(),
)
la(
    """[root@ceph-mon01 ~]# ceph auth caps client.k8s-rbd mon 'profile rbd' osd 'profile rbd pool=kube, profile rbd pool=kube-ssd' mgr 'profile rbd pool=kube'
updated caps for client.k8s-rbd
[root@ceph-mon01 ~]# ceph auth get client.k8s-rbd -o /etc/ceph/ceph.client.k8s-rbd.keyring
[root@ceph-mon01 ~]# stat -c '%a %U %n' /etc/ceph/ceph.client.k8s-rbd.keyring
600 root /etc/ceph/ceph.client.k8s-rbd.keyring""",
)
la(
    """radosgw-admin user info --uid=grafana-readonly
{
    "user_id": "grafana-readonly",
    "display_name": "Grafana read-only",
    "email": "",
    "suspended": 0,
    "max_buckets": 0,
    "subusers": [],
    "keys": [],
    "swift_keys": [],
    "caps": [
        {
            "type": "usage",
            "perm": "read"
        }
    ],
    "op_mask": "read",
    "type": "rgw",
    "mfa_ids": []
}""",
)
la(
    """radosgw-admin bucket stats --bucket=velero-backups
{
    "bucket": "velero-backups",
    "num_shards": 11,
    "tenant": "",
    "zonegroup": "{0}",
    "placement_rule": "default-placement",
    "id": "{1}.4242.1",
    "marker": "{1}.4242.1",
    "index_type": "Normal",
    "owner": "velero",
    "ver": "0#82,1#77,2#91,3#68,4#85,5#73,6#80,7#79,8#88,9#71,10#84",
    "usage": {
        "rgw.main": {
            "size_kb_actual": 184467221,
            "num_objects": 20311
        }
    }
}""",
    uuid4(),
    uuid4(),
)
la(
    """$ rbd mirror pool info image-pool
Mode: image
Site Name: site-a

Peer Sites:

UUID: {0}
Name: site-b
Mirror UUID: {1}
Direction: rx-tx
Client: client.rbd-mirror-peer""",
    uuid4(),
    uuid4(),
)
la(
    """$ rbd mirror image status image-pool/vm-114-disk-0
vm-114-disk-0:
  global_id:   {0}
  state:       up+stopped
  description: local image is primary
  service:     stor-a2.hyweoa on stor-a2
  last_update: 2024-12-06 21:04:17
  peer_sites:
    name: site-b
    state: up+replaying
    description: replaying, {"bytes_per_second":1843.2,"entries_behind_primary":0,"entries_per_second":0.3,"non_primary_position":{"entry_tid":88213,"object_number":3,"tag_tid":6},"primary_position":{"entry_tid":88213,"object_number":3,"tag_tid":6}}
    last_update: 2024-12-06 21:04:12""",
    uuid4(),
)
la(
    """apiVersion: v1
kind: Secret
metadata:
  name: csi-rbd-secret
  namespace: ceph-csi-rbd
  annotations:
    # value injected by external-secrets from Vault path secret/data/ceph/k8s-rbd
    external-secrets.io/managed: "true"
stringData:
  userID: kubernetes
  userKey: "<filled in by ExternalSecret>"
""",
)
la(
    """# fstab entry for CephFS using a secretfile, so the key never appears in /etc/fstab or ps output
mon1.stor.lan,mon2.stor.lan,mon3.stor.lan:/ /mnt/assets ceph name=render,secretfile=/etc/ceph/render.secret,_netdev,noatime 0 0""",
)
la(
    """[ceph: root@stor-a1 /]# ceph dashboard ac-user-show
["admin", "ops-readonly", "grafana-embed"]
[ceph: root@stor-a1 /]# ceph dashboard get-account-lockout-attempts
10""",
)
la(
    """Ceph Dashboard is now available at:

	     URL: https://stor-a1.lab.internal:8443/
	    User: admin
	Password: (set with --initial-dashboard-password from the vault, not printed)

Bootstrap complete.""",
)
la(
    """rgw:
  endpoint: https://rgw.dc1.example.net
  region: default
  bucket: loki-chunks
  access_key_id: ${RGW_ACCESS_KEY_ID}
  secret_access_key: ${RGW_SECRET_ACCESS_KEY}
  s3forcepathstyle: true""",
)
la(
    """ceph-ansible group_vars/all.yml, reviewed:
dashboard_admin_password: "{{ vault_dashboard_admin_password }}"
grafana_admin_password: "{{ vault_grafana_admin_password }}"
Both come from group_vars/all/vault.yml, which is ansible-vault encrypted ($ANSIBLE_VAULT;1.1;AES256 header).""",
)
la(
    """$ ceph config get client.rgw.stor-b2.rgw0 rgw_keystone_admin_password
(empty: the RGW reads it from rgw_keystone_admin_password_path = /etc/ceph/keystone.pass)
$ ceph config get client.rgw.stor-b2.rgw0 rgw_keystone_url
https://keystone.cloud.internal:5000""",
)
la(
    """$ ceph osd pool ls detail | head -3
pool 1 '.mgr' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 1 pgp_num 1 autoscale_mode on last_change 21 flags hashpspool stripe_width 0 pg_num_max 32 pg_num_min 1 application mgr
pool 2 'kube' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 128 pgp_num 128 autoscale_mode on last_change 3419 lfor 0/0/112 flags hashpspool,selfmanaged_snaps stripe_width 0 application rbd
pool 3 'cephfs.data' erasure profile ec42 size 6 min_size 5 crush_rule 2 object_hash rjenkins pg_num 256 pgp_num 256 autoscale_mode on last_change 3502 flags hashpspool,ec_overwrites stripe_width 16384 application cephfs""",
)
# ============================================================ LOOK-ALIKES: restic, borg, kopia, duplicity
la(
    """$ restic -r sftp:backup@nas01.home.arpa:/volume1/restic/srv snapshots --latest 3
repository {0} opened (version 2, compression level auto)
ID        Time                 Host        Tags        Paths
------------------------------------------------------------------
{1}  2024-12-04 02:30:11  web-03                  /srv
{2}  2024-12-05 02:30:09  web-03                  /srv
{3}  2024-12-06 02:30:14  web-03                  /srv
------------------------------------------------------------------
3 snapshots""",
    r(8, HEX),
    r(8, HEX),
    r(8, HEX),
    r(8, HEX),
)
la(
    """$ restic init
enter password for new repository:
enter password again:
created restic repository {0} at b2:studio-backups:/restic

Please note that knowledge of your password is required to access
the repository. Losing your password means that your data is
irrecoverably lost.""",
    r(10, HEX),
)
la(
    """[Service]
Type=oneshot
EnvironmentFile=/etc/restic/b2.env
Environment="RESTIC_PASSWORD_FILE=/etc/restic/b2.pass"
Environment="RESTIC_CACHE_DIR=/var/cache/restic"
ExecStart=/usr/bin/restic backup --one-file-system /srv""",
)
la(
    """export RESTIC_REPOSITORY="s3:https://s3.eu-central-2.wasabisys.com/acme-db-dumps/restic"
export RESTIC_PASSWORD_COMMAND="pass show infra/restic/db-dumps"
export AWS_ACCESS_KEY_ID="$(pass show infra/wasabi/access-key-id)"
export AWS_SECRET_ACCESS_KEY="$(pass show infra/wasabi/secret-access-key)"
restic backup /var/backups/pg""",
)
la(
    """$ restic key list
repository 7d3c91ab opened (version 2, compression level auto)
 ID        User    Host        Created
-------------------------------------------------
*{0}  root    web-03      2023-02-11 10:04:55
 {1}  deploy  ci-runner   2024-12-06 22:13:40
-------------------------------------------------""",
    r(8, HEX),
    r(8, HEX),
)
la(
    """Wiadomość od Kasi: hasło do repozytorium restic trzymamy w Bitwardenie (kolekcja "Infra / Backup"),
wpis "restic biuro USB". Nie wklejaj go na czat — skrypt i tak czyta je z RESTIC_PASSWORD_FILE=/root/.restic-pass.""",
)
la(
    """$ restic check --read-data-subset=5%
using temporary cache in /tmp/restic-check-cache-2207816161
repository {0} opened (version 2, compression level auto)
created new cache in /tmp/restic-check-cache-2207816161
create exclusive lock for repository
load indexes
[0:02] 100.00%  37 / 37 index files loaded
check all packs
check snapshots, trees and blobs
[0:11] 100.00%  48 / 48 snapshots
read 5.0% of data packs
[1:42] 100.00%  412 / 412 packs
no errors were found""",
    r(8, HEX),
)
la(
    """$ borg info ssh://u284113@u284113.your-storagebox.de:23/./borg/backup01
Repository ID: {0}
Location: ssh://u284113@u284113.your-storagebox.de:23/./borg/backup01
Encrypted: Yes (repokey BLAKE2b)
Cache: /root/.cache/borg/{0}
Security dir: /root/.config/borg/security/{0}
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
All archives:                2.31 TB              1.72 TB            412.08 GB

                       Unique chunks         Total chunks
Chunk index:                  918212             14822110""",
    r(64, HEX),
)
la(
    """encryption_passcommand: cat /root/.config/borg/passphrase
# or, with the systemd credential: encryption_passcommand: systemd-creds decrypt /etc/credstore.encrypted/borg.pass -
ssh_command: ssh -i /root/.ssh/id_ed25519_borgbase -o StrictHostKeyChecking=accept-new""",
)
la(
    """$ borg list ::
backup01-2024-12-04T01:15  Wed, 2024-12-04 01:15:07 [{0}]
backup01-2024-12-05T01:15  Thu, 2024-12-05 01:15:05 [{1}]
backup01-2024-12-06T01:15  Fri, 2024-12-06 01:15:09 [{2}]""",
    r(64, HEX),
    r(64, HEX),
    r(64, HEX),
)
la(
    """borgbase.com host keys, as published on their docs page, for known_hosts pinning:
xk7a2.repo.borgbase.com ED25519 SHA256:{0}
Repo: ssh://xk7a2@xk7a2.repo.borgbase.com/./repo  (append-only key: id_ed25519_append.pub)""",
    b64(32).rstrip("="),
)
la(
    """백업 서버 borg 저장소 안내
- 저장소 ID: {0}
- 암호화: repokey-blake2
- 암호 문구는 1Password "인프라/백업" 금고에 있습니다. 채팅에 붙여넣지 마세요.""",
    r(64, HEX),
)
la(
    """  borgmatic:
    image: ghcr.io/borgmatic-collective/borgmatic:1.9.4
    environment:
      TZ: Europe/Warsaw
      BORG_PASSPHRASE: ${BORG_PASSPHRASE:?set BORG_PASSPHRASE in .env}
      BACKUP_CRON: "0 2 * * *"
    env_file: .env.borg""",
)
la(
    """$ kopia repository status
Config file:         /root/.config/kopia/repository.config

Description:         Repository in S3: s3.us-west-004.backblazeb2.com kopia-prod
Hostname:            db-01
Username:            root
Read-only:           false
Format blob cache:   15m0s

Storage type:        s3
Storage capacity:    unbounded
Storage config:      {
                       "bucket": "kopia-prod",
                       "endpoint": "s3.us-west-004.backblazeb2.com",
                       "accessKeyID": "****************************",
                       "secretAccessKey": "****************************************",
                       "sessionToken": ""
                     }

Unique ID:           {0}
Hash:                BLAKE2B-256-128
Encryption:          AES256-GCM-HMAC-SHA256
Splitter:            DYNAMIC-4M-BUZHASH
Format version:      3""",
    r(64, HEX),
)
la(
    """$ kopia snapshot list /home
root@db-01:/home
  2024-12-04 03:00:02 CET k{0} 18.2 GB drwxr-xr-x files:211804 dirs:20412 (daily-3)
  2024-12-05 03:00:01 CET k{1} 18.3 GB drwxr-xr-x files:211930 dirs:20418 (daily-2)
  2024-12-06 03:00:04 CET k{2} 18.3 GB drwxr-xr-x files:212011 dirs:20420 (latest-1,daily-1)""",
    r(32, HEX),
    r(32, HEX),
    r(32, HEX),
)
la(
    """ExecStart=/usr/bin/kopia server start --address=0.0.0.0:51515 --tls-cert-file=/etc/kopia/tls.crt --tls-key-file=/etc/kopia/tls.key --server-username=admin --server-password-file=/etc/kopia/ui.pass
# TLS cert SHA-256 fingerprint for clients (--server-cert-fingerprint): {0}""",
    r(64, HEX),
)
la(
    """$ duplicity collection-status sftp://bkp@offsite.example.net//backups/www
Last full backup date: Fri Nov 29 04:00:02 2024
Collection Status
-----------------
Connecting with backend: BackendWrapper
Archive dir: /root/.cache/duplicity/{0}

Found 1 secondary backup chain.
Found primary backup chain with matching signature chain:
-------------------------
Chain start time: Fri Nov 29 04:00:02 2024
Chain end time: Fri Dec  6 04:00:03 2024
Number of contained backup sets: 8
Total number of contained volumes: 41
No orphaned or incomplete backup sets found.""",
    r(32, HEX),
)
la(
    """$ grep -E '^(GPG_KEY|GPG_PW|TARGET)=' ~/.duply/template/conf
GPG_KEY='_KEY_ID_'
GPG_PW='_GPG_PASSWORD_'
TARGET='scheme://user[:password]@host[:port]/[/]path'
(these are duply's own template placeholders; the real profile reads GPG_PW from the agent)""",
)
la(
    """$ gpg --list-keys duplicity@backup01
pub   rsa4096 2022-03-14 [SC]
      {0}
uid           [ultimate] duplicity backup01 <duplicity@backup01>
sub   rsa4096 2022-03-14 [E]""",
    r(40, UPPER_HEX),
)
la(
    """Duplicati export (passwords removed): "Passphrase": "", "--passphrase": "<removed on export>",
"TargetURL": "webdavs://cloud.example.com.br/remote.php/dav/files/backup/escritorio",
"DBPath": "C:\\ProgramData\\Duplicati\\XQJDKVWZ.sqlite", "ID": "3", "Name": "Contabilidade\"""",
)
# ============================================================ LOOK-ALIKES: rclone
la(
    """$ rclone config redacted gdrive-crypt
[gdrive-crypt]
type = crypt
remote = gdrive:vault
filename_encryption = standard
directory_name_encryption = true
password = XXX
password2 = XXX
### Double check the config for sensitive info before posting publicly""",
)
la(
    """[r2]
type = s3
provider = Cloudflare
env_auth = true
endpoint = https://{0}.r2.cloudflarestorage.com
acl = private
# access_key_id / secret_access_key come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY in the systemd unit's EnvironmentFile""",
    r(32, HEX),
)
la(
    """$ rclone lsjson --hash r2:static-assets/img --max-depth 1 | head -12
[
{"Path":"logo.svg","Name":"logo.svg","Size":4211,"MimeType":"image/svg+xml","ModTime":"2024-11-30T12:01:44.000000000Z","IsDir":false,"Hashes":{"md5":"{0}"}},
{"Path":"hero.webp","Name":"hero.webp","Size":188204,"MimeType":"image/webp","ModTime":"2024-11-30T12:01:45.000000000Z","IsDir":false,"Hashes":{"md5":"{1}"}}
]""",
    r(32, HEX),
    r(32, HEX),
)
la(
    """A note on `rclone obscure`: the pass = values in rclone.conf are only obscured, not encrypted;
anyone can run `rclone reveal` on them. If the config must hold secrets, set a config password
(rclone config -> s) and supply it through RCLONE_PASSWORD_COMMAND, e.g. "pass show rclone/config".""",
)
la(
    """$ rclone about wasabi:acme-releases
Total:   off
Used:    1.284 TiB (1411765182402 Byte)
Free:    off
Objects: 48.211k (48211)""",
)
la(
    """- name: Sync release artifacts to Wasabi
  env:
    RCLONE_CONFIG_WASABI_TYPE: s3
    RCLONE_CONFIG_WASABI_PROVIDER: Wasabi
    RCLONE_CONFIG_WASABI_ACCESS_KEY_ID: ${{ secrets.WASABI_ACCESS_KEY_ID }}
    RCLONE_CONFIG_WASABI_SECRET_ACCESS_KEY: ${{ secrets.WASABI_SECRET_ACCESS_KEY }}
    RCLONE_CONFIG_WASABI_ENDPOINT: s3.ap-northeast-1.wasabisys.com
  run: rclone copy dist/ wasabi:acme-releases/${{ github.ref_name }}/ --checksum""",
)
la(
    """2024/12/06 21:14:09 INFO  : img/hero.webp: Copied (new)
2024/12/06 21:14:09 INFO  : js/app.8b2d7e.js: Copied (replaced existing)
2024/12/06 21:14:10 INFO  :
Transferred:   	  2.113 MiB / 2.113 MiB, 100%, 1.056 MiB/s, ETA 0s
Checks:               412 / 412, 100%
Transferred:            2 / 2, 100%
Elapsed time:         2.1s""",
)
la(
    """rclone rcd --rc-web-gui --rc-addr=127.0.0.1:5572 --rc-htpasswd=/config/rc.htpasswd --config=/config/rclone.conf
# GUI only on localhost; auth via the htpasswd file (bcrypt entries, managed by ansible)""",
)
# ============================================================ LOOK-ALIKES: Bacula / Bareos
la(
    """Director {
  Name = bacula-dir
  DIRport = 9101
  QueryFile = "/etc/bacula/scripts/query.sql"
  WorkingDirectory = "/var/lib/bacula"
  Maximum Concurrent Jobs = 20
  @/etc/bacula/secrets/director-password.conf
  Messages = Daemon
  DirAddress = 10.1.1.20
}""",
)
la(
    """*status dir
bacula-dir Version: 13.0.4 (12 February 2024) x86_64-pc-linux-gnu debian 12
Daemon started 02-Dec-24 08:11, conf reloaded 02-Dec-2024 08:11:41
 Jobs: run=142, running=1 mode=0,0
 Heap: heap=1,028,096 smbytes=512,334 max_bytes=1,901,455 bufs=1,402 max_bufs=1,877

Running Jobs:
Console connected at 06-Dec-24 21:17
 JobId  Type Level     Files     Bytes  Name              Status
======================================================================
  18422  Back Incr     12,044    3.812 G ksiegowosc-02     is running""",
)
la(
    """06-Dec 23:41 bacula-dir JobId 18422: Bacula bacula-dir 13.0.4 (12Feb24):
  Build OS:               x86_64-pc-linux-gnu debian 12
  JobId:                  18422
  Job:                    ksiegowosc-02.2024-12-06_23.00.00_41
  Backup Level:           Incremental, since=2024-12-05 23:00:03
  Client:                 "ksiegowosc-02-fd" 13.0.4 (12Feb24) x86_64-pc-linux-gnu,debian,12
  FileSet:                "Full Set" 2024-11-01 10:00:00
  Pool:                   "Inc-Pool" (From Job IncPool override)
  Storage:                "LTO8-0" (From Pool resource)
  Volume name(s):         INC-0412
  SD Bytes Written:       4,093,118,221 (4.093 GB)
  Encryption:             yes
  Volume Session Id:      41
  Volume Session Time:    1733126912
  Termination:            Backup OK""",
)
la(
    """--- a/roles/bacula-client/templates/bacula-fd.conf.j2
+++ b/roles/bacula-client/templates/bacula-fd.conf.j2
@@ -1,6 +1,6 @@
 Director {
   Name = bacula-dir
-  Password = "{{ bacula_fd_password }}"
+  Password = "{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/bacula/fd:password') }}"
 }""",
)
la(
    """# bconsole.conf, shipped by the package with its own placeholder; the postinst script replaces
# @DIR_PASSWORD@ with the generated one on first install.
Director {
  Name = bareos-dir
  address = localhost
  Password = "@DIR_PASSWORD@"
}""",
)
la(
    """*list volumes pool=Full-Pool
+---------+------------+-----------+---------+-----------------+----------+--------------+---------+------+-----------+-----------+---------------------+
| mediaid | volumename | volstatus | enabled | volbytes        | volfiles | volretention | recycle | slot | inchanger | mediatype | lastwritten         |
+---------+------------+-----------+---------+-----------------+----------+--------------+---------+------+-----------+-----------+---------------------+
|     211 | FULL-0211  | Full      |       1 | 11,998,201,442  |        2 |   15,552,000 |       1 |    3 |         1 | LTO-8     | 2024-11-30 06:12:44 |
|     212 | FULL-0212  | Append    |       1 |  2,301,887,104  |        0 |   15,552,000 |       1 |    4 |         1 | LTO-8     | 2024-12-06 05:58:10 |
+---------+------------+-----------+---------+-----------------+----------+--------------+---------+------+-----------+-----------+---------------------+""",
)
la(
    """Catalog {
  Name = MyCatalog
  dbdriver = "postgresql"
  dbname = "bareos"
  dbuser = "bareos"
  # dbpassword left out on purpose: peer authentication over the local socket
  dbaddress = "/var/run/postgresql"
}""",
)
la(
    """Uwaga do konfiguracji Bacula: hasło w zasobie Client (bacula-dir.conf) musi być identyczne jak w
zasobie Director w bacula-fd.conf na kliencie, inaczej w logu pojawi się
"Authorization key rejected by Storage daemon" lub "Director authorization problem".
Hasła trzymamy w Vault pod kv/bacula/<host>, nigdy w repozytorium.""",
)
# ============================================================ LOOK-ALIKES: Veeam, Commvault
la(
    """PS C:\\> Get-VBRCredentials | Select-Object Name, Description, Id

Name                     Description                          Id
----                     -----------                          --
CORP\\svc_veeam_guest     Guest processing - SQL servers       {0}
root                     Linux proxies (key-based)            {1}""",
    uuid4(),
    uuid4(),
)
la(
    """PS C:\\> $cred = Get-Credential -UserName "CORP\\svc_veeam_guest" -Message "Guest processing account"
PS C:\\> Add-VBRCredentials -Credential $cred -Description "Guest processing - SQL servers\"""",
)
la(
    """$ veeamconfig session list
Job name      Type    ID                                      State    Started at        Finished at
pg-replica    Backup  {{0}}  Success  2024-12-06 01:00  2024-12-06 01:14
pg-replica    Backup  {{1}}  Success  2024-12-05 01:00  2024-12-05 01:13
Total amount: 2 Show: 2""",
    uuid4(),
    uuid4(),
)
la(
    """Veeam Backup & Replication 12.2.0.334
Job: ERP-Diario | Result: Success | Processed: 1.2 TB | Read: 88.4 GB | Transferred: 41.7 GB (2.1x)
Encryption: enabled (key: "ERP job key", hint set, created 2024-03-02)
Session ID: {0}""",
    uuid4(),
)
la(
    """Oi Rafael, a senha de criptografia do job ERP-Diario está no cofre do Bitwarden, item "Veeam ERP".
Não manda por WhatsApp, por favor. Se precisar restaurar, abre um chamado e eu libero o acesso.""",
)
la(
    """[root@mediaagent01 Base]# ./qlist job -c fileserver02 -format yaml
- jobid: 184223
  status: Running
  storagePolicy: SP-Disk-30d
  agentType: File System
  backupSet: defaultBackupSet
  subclient: default
  phase: Backup
  percentComplete: 41""",
)
la(
    """Commvault REST: POST /webconsole/api/Login with {"username": "...", "password": "<base64 of the password>"}
returns {"token": "QSDK ...", "userGUID": "{0}"}; send the token back in the Authtoken header.
We do not keep the password in the script: it reads CV_PASSWORD from the runner's masked CI variable.""",
    uuid4(),
)
# ============================================================ LOOK-ALIKES: NetApp ONTAP
la(
    """cluster1::> volume show -vserver svm_nfs01
Vserver   Volume       Aggregate    State      Type       Size  Available Used%
--------- ------------ ------------ ---------- ---- ---------- ---------- -----
svm_nfs01 svm_nfs01_root aggr1_node01 online   RW          1GB    972.1MB    5%
svm_nfs01 vol_builds   aggr1_node02 online     RW          4TB     1.31TB   67%
svm_nfs01 vol_home     aggr1_node01 online     RW          2TB   822.54GB   59%
3 entries were displayed.""",
)
la(
    """$ curl -sk -u "$ONTAP_USER:$ONTAP_PASS" 'https://cluster1-mgmt.corp.local/api/cluster?fields=version,uuid' | jq
{
  "name": "cluster1",
  "uuid": "{0}",
  "version": {
    "full": "NetApp Release 9.14.1P6: Thu Sep 05 11:03:16 UTC 2024",
    "generation": 9,
    "major": 14,
    "minor": 1
  }
}""",
    uuid4(),
)
la(
    """- name: Create NFS volume for the build cache
  netapp.ontap.na_ontap_volume:
    state: present
    name: vol_buildcache
    vserver: svm_nfs01
    aggregate_name: aggr1_node02
    size: 2
    size_unit: tb
    hostname: "{{ netapp_hostname }}"
    username: "{{ netapp_username }}"
    password: "{{ netapp_password }}"
    https: true""",
)
la(
    """Pollers:
  cluster-a:
    datacenter: dc1
    addr: 10.60.1.10
    auth_style: basic_auth
    username: harvest2
    credentials_file: /opt/harvest/secrets/cluster-a.yml
    exporters:
      - prom1""",
)
la(
    """{
    "version": 1,
    "storageDriverName": "ontap-nas",
    "backendName": "nas-tier1",
    "managementLIF": "10.60.1.20",
    "svm": "svm_k8s",
    "credentials": {
        "name": "trident-ontap-nas-tier1",
        "type": "secret"
    },
    "autoExportPolicy": true
}""",
)
la(
    """cluster-dc1::> cluster peer show -instance

                               Peer Cluster Name: cluster-dc2
                   Remote Intercluster Addresses: 10.62.0.11, 10.62.0.12
              Availability of the Remote Cluster: Available
                             Remote Cluster Name: cluster-dc2
                             Active IP Addresses: 10.62.0.11, 10.62.0.12
                           Cluster Serial Number: 1-80-000011
                            Remote Cluster Nodes: cluster-dc2-01, cluster-dc2-02
                           Remote Cluster Health: true
                                Unreachable Local Nodes: -
                  Address Family of Relationship: ipv4
            Authentication Status Administrative: use-authentication
               Authentication Status Operational: ok
                                Last Update Time: 12/6/2024 10:31:12
                    IPspace for the Relationship: Default
                              Encryption for Inter-Cluster Communication: tls-psk""",
)
la(
    """cluster2::> snapmirror show -destination-path svm_dr:vol_oracle_data_dst
                                                                       Progress
Source            Destination Mirror  Relationship   Total             Last
Path        Type  Path        State   Status         Progress  Healthy Updated
----------- ---- ------------ ------- -------------- --------- ------- --------
svm_db:vol_oracle_data XDP svm_dr:vol_oracle_data_dst Snapmirrored Idle - true -""",
)
# ============================================================ LOOK-ALIKES: TrueNAS, Synology, QNAP
la(
    """root@truenas[~]# midclt call api_key.query | jq '.[] | {id, name, created_at}'
{
  "id": 3,
  "name": "homeassistant",
  "created_at": {
    "$date": 1733489002000
  }
}
{
  "id": 4,
  "name": "democratic-csi",
  "created_at": {
    "$date": 1733490127000
  }
}""",
)
la(
    """driver: freenas-api-nfs
httpConnection:
  protocol: https
  host: 192.168.10.5
  port: 443
  apiKey: ${TRUENAS_API_KEY}
  allowInsecure: true
zfs:
  datasetParentName: tank/k8s/nfs/vols""",
)
la(
    """$ midclt call cloudsync.query | jq '.[0] | {id, description, path, schedule, credentials: .credentials.name, attributes: {bucket: .attributes.bucket, folder: .attributes.folder}}'
{
  "id": 1,
  "description": "B2 offsite - photos",
  "path": "/mnt/tank/photos",
  "schedule": {"minute": "0", "hour": "3", "dom": "*", "month": "*", "dow": "*"},
  "credentials": "B2 offsite",
  "attributes": {"bucket": "jo-photos-offsite", "folder": "/truenas"}
}""",
)
la(
    """Synology DSM 7.2.2-72806 Update 2
Model: DS923+  Serial: {0}
QuickConnect ID: acme-office-nas (public relay name, not a login)
Hyper Backup task "C2-daily": last run 2024-12-06 03:00, result: succeeded, target: Synology C2 Storage (Frankfurt)
Client-side encryption: enabled (password stored only in the .pem export on the admin's USB key)""",
    r(10, UPPER_NUM),
)
la(
    """<?xml version="1.0" encoding="UTF-8" ?>
<QDocRoot version="1.0">
<doQuick><![CDATA[]]></doQuick>
<is_booting><![CDATA[0]]></is_booting>
<mediaReady><![CDATA[1]]></mediaReady>
<model>
<modelName><![CDATA[TS-873A]]></modelName>
<internalModelName><![CDATA[TS-X73A]]></internalModelName>
<platform><![CDATA[TS-NASX86]]></platform>
</model>
<firmware>
<version><![CDATA[5.2.1]]></version>
<number><![CDATA[2930]]></number>
<build><![CDATA[20241025]]></build>
</firmware>
</QDocRoot>""",
)
la(
    """시놀로지 관리자 비밀번호는 사내 비밀번호 관리자(Passbolt)의 "NAS / DS923+" 항목에 저장해 두었습니다.
2단계 인증(OTP)도 켜 두었으니 처음 로그인할 때 인증 앱을 등록해 주세요. 접속 주소: https://192.168.0.30:5001""",
)
# ============================================================ LOOK-ALIKES: ZFS
la(
    """root@pve2:~# zfs get encryption,keyformat,keylocation,keystatus,encryptionroot rpool/encrypted
NAME             PROPERTY        VALUE                                     SOURCE
rpool/encrypted  encryption      aes-256-gcm                               -
rpool/encrypted  keyformat       hex                                       -
rpool/encrypted  keylocation     file:///etc/zfs/keys/rpool-encrypted.key  local
rpool/encrypted  keystatus       available                                 -
rpool/encrypted  encryptionroot  rpool/encrypted                           -""",
)
la(
    """zfs create -o encryption=aes-256-gcm -o keyformat=passphrase -o keylocation=prompt tank/clients/lawfirm
Enter new passphrase:
Re-enter new passphrase:
# typed interactively at the console; nothing is stored on the host""",
)
la(
    """$ zpool status tank
  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 05:12:33 with 0 errors on Sun Dec  1 05:36:34 2024
config:

\tNAME                                    STATE     READ WRITE CKSUM
\ttank                                    ONLINE       0     0     0
\t  raidz2-0                              ONLINE       0     0     0
\t    ata-ST16000NM001G-2KK103_{0}  ONLINE       0     0     0
\t    ata-ST16000NM001G-2KK103_{1}  ONLINE       0     0     0
\t    ata-ST16000NM001G-2KK103_{2}  ONLINE       0     0     0
\t    ata-ST16000NM001G-2KK103_{3}  ONLINE       0     0     0

errors: No known data errors""",
    r(8, UPPER_NUM),
    r(8, UPPER_NUM),
    r(8, UPPER_NUM),
    r(8, UPPER_NUM),
)
la(
    """$ zfs list -t snapshot -o name,guid,used -s creation tank/secure | tail -3
tank/secure@autosnap_2024-12-06_00:00:01_daily   {0}  1.21M
tank/secure@autosnap_2024-12-06_12:00:02_hourly  {1}   412K
tank/secure@autosnap_2024-12-06_21:00:01_hourly  {2}     0B""",
    str(_rng.randrange(10**18, 10**19)),
    str(_rng.randrange(10**18, 10**19)),
    str(_rng.randrange(10**18, 10**19)),
)
la(
    """[Unit]
Description=Load ZFS keys for tank/secure from the TPM
After=zfs-import.target
Before=zfs-mount.service

[Service]
Type=oneshot
RemainAfterExit=yes
ExecStart=/bin/sh -c 'systemd-creds decrypt /etc/credstore.encrypted/tank-secure.key - | zfs load-key -L prompt tank/secure'""",
)
# ============================================================ LOOK-ALIKES: LUKS, VeraCrypt
la(
    """# cryptsetup luksDump /dev/sdb1 | head -24
LUKS header information
Version:       \t2
Epoch:         \t5
Metadata area: \t16384 [bytes]
Keyslots area: \t16744448 [bytes]
UUID:          \t{0}
Label:         \tusb-backup
Subsystem:     \t(no subsystem)
Flags:       \t(no flags)

Data segments:
  0: crypt
\toffset: 16777216 [bytes]
\tlength: (whole device)
\tcipher: aes-xts-plain64
\tsector: 4096 [bytes]

Keyslots:
  0: luks2
\tKey:        512 bits
\tPriority:   normal
\tCipher:     aes-xts-plain64
\tCipher key: 512 bits
\tPBKDF:      argon2id
\tTime cost:  4""",
    uuid4(),
)
la(
    """$ cat /etc/crypttab
# <target name>  <source device>                            <key file>                    <options>
cryptroot        UUID={0}  none                          luks,discard
usb-backup       UUID={1}  /root/keys/usb-backup.key     luks,noauto,nofail
archive          UUID={2}  none                          luks,tpm2-device=auto""",
    uuid4(),
    uuid4(),
    uuid4(),
)
la(
    """$ lsblk -f /dev/sdb
NAME           FSTYPE      FSVER LABEL      UUID                                 FSAVAIL FSUSE% MOUNTPOINTS
sdb
└─sdb1         crypto_LUKS 2     usb-backup {0}
  └─usb-backup ext4        1.0   backup     {1}    1.2T    66% /mnt/usb-backup""",
    uuid4(),
    uuid4(),
)
la(
    """$ veracrypt --text --list
1: /media/ext/archiwum.hc /dev/mapper/veracrypt1 /mnt/archiwum
$ veracrypt --text --volume-properties /media/ext/archiwum.hc | grep -E 'Encryption Algorithm|PKCS-5|Volume Format'
Encryption Algorithm: AES
PKCS-5 PRF: HMAC-SHA-512
Volume Format Version: 2""",
)
la(
    """Jeśli nie pamiętasz hasła do kontenera VeraCrypt, nie ma żadnego "resetu" — bez hasła (i ewentualnych
plików kluczy) danych nie da się odzyskać. Dlatego hasło do archiwum firmowego jest w sejfie w księgowości,
w kopercie podpisanej "VC 2024", a nie w żadnym pliku na dysku.""",
)
la(
    """A senha do LUKS do servidor de backup NÃO está neste documento. Para desbloquear depois de queda de energia:
1. Abra o console do iDRAC (https://10.0.0.40).
2. Peça a frase ao plantão pelo telefone — ela fica só no envelope lacrado do cofre.
3. Depois do boot, rode `systemctl start bacula-sd`.""",
)
# ============================================================ LOOK-ALIKES: iSCSI CHAP
la(
    """# iscsiadm -m node -T {0} -p 10.80.0.50:3260 | grep auth
node.session.auth.authmethod = CHAP
node.session.auth.username = esx-backup
node.session.auth.password = ********
node.session.auth.username_in = <empty>
node.session.auth.password_in = <empty>""",
    iqn("2000-01.com.synology"),
)
la(
    """$ cat /etc/iscsi/initiatorname.iscsi
## DO NOT EDIT OR REMOVE THIS FILE!
## If you remove this file, the iSCSI daemon will not start.
## If you change the InitiatorName, existing access control lists
## may reject this initiator.  The InitiatorName must be unique
## for each iSCSI initiator.  Do NOT duplicate iSCSI InitiatorNames.
InitiatorName=iqn.1993-08.org.debian:01:{0}""",
    r(12, HEX),
)
la(
    """$ sudo iscsiadm -m discovery -t sendtargets -p 10.80.0.60
10.80.0.60:3260,1 {0}
10.80.0.61:3260,1 {0}
10.80.0.60:3260,1 {1}""",
    iqn("2004-04.com.qnap"),
    iqn("2004-04.com.qnap"),
)
la(
    """/iscsi/iqn.20...bkp/tpg1/acls> ls
o- acls .................................................................................... [ACLs: 2]
  o- iqn.1994-05.com.redhat:veeam-proxy01 ........................................... [Mapped LUNs: 1]
  | o- mapped_lun0 ........................................................... [lun0 block/bkp01 (rw)]
  o- iqn.1994-05.com.redhat:veeam-proxy02 ........................................... [Mapped LUNs: 1]
    o- mapped_lun0 ........................................................... [lun0 block/bkp01 (rw)]
/iscsi/iqn.20...bkp/tpg1/acls> get auth
AUTH CONFIG GROUP
=================
mutual_password=
mutual_userid=
password=
userid=""",
)
la(
    """PS C:\\> Get-IscsiSession | Select-Object TargetNodeAddress, AuthenticationType, IsConnected, IsPersistent

TargetNodeAddress                                          AuthenticationType IsConnected IsPersistent
-----------------                                          ------------------ ----------- ------------
{0}                  ONEWAYCHAP         True        True""",
    iqn("2004-04.com.qnap"),
)
la(
    """CHAP 암호는 12~16자여야 하고 개시자와 대상에서 서로 달라야 합니다(상호 CHAP).
Windows iSCSI 초기자는 12자보다 짧은 암호를 거부합니다. 실제 값은 위키가 아니라 Vault의 kv/iscsi/<호스트> 에 있습니다.""",
)
# ============================================================ LOOK-ALIKES: SMB / NFS
la(
    """//fs01.corp.local/Backups  /mnt/backups  cifs  credentials=/etc/samba/creds/fs01,vers=3.1.1,uid=1000,gid=1000,_netdev,nofail  0  0
$ sudo stat -c '%a %U %n' /etc/samba/creds/fs01
600 root /etc/samba/creds/fs01""",
)
la(
    """$ cat /etc/exports
/srv/nfs/builds   10.70.0.0/16(rw,sync,no_subtree_check,root_squash)
/srv/nfs/media    192.168.1.0/24(ro,all_squash,anonuid=1000,anongid=1000)
/srv/nfs/krb      *(rw,sec=krb5p,no_subtree_check)
$ sudo exportfs -ra && showmount -e localhost""",
)
la(
    """$ sudo smbstatus -b

Samba version 4.19.5-Ubuntu
PID     Username     Group        Machine                                   Protocol Version  Encryption           Signing
----------------------------------------------------------------------------------------------------------------------------------------
41822   plex         plex         192.168.1.41 (ipv4:192.168.1.41:50912)    SMB3_11           -                    partial(AES-128-GMAC)
42007   financeiro   financeiro   192.168.1.77 (ipv4:192.168.1.77:61233)    SMB3_11           AES-128-GCM          AES-128-GMAC""",
)
la(
    r"""C:\>net use
New connections will be remembered.

Status       Local     Remote                    Network
-------------------------------------------------------------------------------
OK           Z:        \\nas01\veeam-repo        Microsoft Windows Network
Unavailable  Y:        \\fs01\scans              Microsoft Windows Network
The command completed successfully.""",
)
la(
    """volumes:
  nextcloud-data:
    driver: local
    driver_opts:
      type: cifs
      device: "//truenas.lan/nextcloud"
      o: "credentials=/run/secrets/smb-nextcloud,vers=3.0,uid=33,gid=33,file_mode=0770,dir_mode=0770\"""",
)
la(
    """apiVersion: v1
kind: PersistentVolume
metadata:
  name: pv-media
spec:
  capacity:
    storage: 10Ti
  accessModes: [ReadWriteMany]
  mountOptions: [dir_mode=0777, file_mode=0777, vers=3.0]
  csi:
    driver: smb.csi.k8s.io
    volumeHandle: truenas.lan/media##
    volumeAttributes:
      source: //truenas.lan/media
    nodeStageSecretRef:
      name: smbcreds
      namespace: jellyfin""",
)
# ============================================================ LOOK-ALIKES: S3-compatible (B2, Wasabi, R2)
la(
    """$ b2 bucket get acme-user-uploads
{
    "accountId": "{0}",
    "bucketId": "{1}",
    "bucketInfo": {},
    "bucketName": "acme-user-uploads",
    "bucketType": "allPrivate",
    "corsRules": [],
    "defaultServerSideEncryption": {
        "mode": "SSE-B2",
        "algorithm": "AES256"
    },
    "lifecycleRules": [
        {"daysFromHidingToDeleting": 30, "daysFromUploadingToHiding": null, "fileNamePrefix": ""}
    ],
    "options": ["s3"],
    "revision": 7
}""",
    r(12, HEX),
    r(24, HEX),
)
la(
    """$ curl -sI https://{0}.r2.cloudflarestorage.com/static-assets/img/logo.svg
HTTP/1.1 403 Forbidden
Date: Fri, 06 Dec 2024 21:22:10 GMT
Content-Type: application/xml
Content-Length: 113
Connection: keep-alive
Server: cloudflare
CF-RAY: {1}-WAW

# expected: the bucket is private; the public copy is served from https://pub-{2}.r2.dev/img/logo.svg""",
    r(32, HEX),
    r(16, HEX),
    r(32, HEX),
)
la(
    """$ aws s3api head-object --endpoint-url https://s3.eu-central-2.wasabisys.com --bucket acme-db-dumps --key pg/2024-12-06.dump.zst --profile wasabi
{
    "AcceptRanges": "bytes",
    "LastModified": "2024-12-06T03:22:41+00:00",
    "ContentLength": 8812094412,
    "ETag": "\\"{0}-168\\"",
    "ContentType": "application/zstd",
    "ServerSideEncryption": "AES256",
    "Metadata": {
        "sha256": "{1}"
    }
}""",
    r(32, HEX),
    r(64, HEX),
)
la(
    """terraform {
  backend "s3" {
    bucket                      = "tf-state"
    key                         = "prod/network.tfstate"
    region                      = "auto"
    endpoints                   = { s3 = "https://{0}.r2.cloudflarestorage.com" }
    skip_credentials_validation = true
    skip_region_validation      = true
    skip_requesting_account_id  = true
    use_path_style              = true
  }
}
# credentials: export AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY from `op read op://infra/r2-tfstate/...` before terraform init""",
    r(32, HEX),
)
la(
    """from b2sdk.v2 import InMemoryAccountInfo, B2Api
import os

b2_api = B2Api(InMemoryAccountInfo())
b2_api.authorize_account("production", os.environ["B2_APPLICATION_KEY_ID"], os.environ["B2_APPLICATION_KEY"])""",
)
la(
    """$ sha256sum /var/backups/pg/*.dump.zst
{0}  /var/backups/pg/2024-12-05.dump.zst
{1}  /var/backups/pg/2024-12-06.dump.zst
$ age -r age1{2} -o 2024-12-06.dump.zst.age /var/backups/pg/2024-12-06.dump.zst   # recipient = public key of the offline restore key""",
    r(64, HEX),
    r(64, HEX),
    r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
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
