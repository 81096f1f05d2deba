r"""Held-out batch 40: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the
Theme paragraphs of the earlier batches (a grep for lines starting with Theme and the
twelve lines after each), so as not to repeat their texts; (4) the kind names earlier
batches pass to add and add_split (a grep for their first argument). The filter's rules,
code, docs, tests, benches and results were not read, and the filter was never run.

Theme: enterprise integration, messaging middleware and business-to-business data
exchange, as a coding agent's session holds them: shell sessions it ran, files it read,
tool output, logs, agent tool-call JSON and chat. All new kinds live under the "integ/"
prefix. Message brokers (RabbitMQ rabbitmqctl add_user and change_password, rabbitmqadmin
flags, definitions.json with a plain password, AMQP URIs, shovel parameters, Erlang
cookies; ActiveMQ and Artemis broker.xml cluster passwords, users properties, jetty realm,
artemis user add and create; IBM MQ runmqakm key database and PKCS12 passwords,
mqwebuser.xml, MQSAMP sample pipes, JMS connection factories, container env; NATS creds
files, nkey seeds, server and CLI context passwords; Solace CLI, SEMP and JCSMP; Pulsar
tokens and token secret keys; ZeroMQ CURVE secret keys and certificate files),
integration platforms (MuleSoft mule.key flags, config.yaml plain values beside secure
references, secure properties tool keys, Anypoint connected apps, CloudHub deploy
properties; Apache Camel RAW passwords, YAML DSL, SQS secret keys, component properties;
Spring Integration; Boomi API and installer tokens; TIBCO EMS and BW substitution
variables; BizTalk bindings and SSO master secret backups; Azure Service Bus and Event
Hubs connection strings, SAS signatures, key listings and base64 Kubernetes secrets; AWS
SQS and SNS), B2B exchange (sshpass, WinSCP scripts and obfuscated ini passwords, lftp,
partner YAML, OpenAS2 keystore passwords, OFTP2 SSID passwords, X12 ISA security
information, EDIFACT UNB recipient passwords, GoAnywhere, Axway SecureTransport, PGP
passphrases, VAN mailboxes), healthcare and government interchange (Mirth Connect
channel XML and CLI, FHIR client secrets, SMART backend private JWKs, MLLP TLS keystores,
dcm4che key passwords, X-Road token PINs), ERP and CRM connectors (SAP JCo destinations
and pyrfc, Salesforce passwords with security tokens, consumer secrets, Dynamics client
secrets, Business Central access keys, NetSuite TBA secrets, Workday ISU passwords,
ServiceNow integration users) and iPaaS (n8n decrypted exports, encryption keys and
basic auth, Zapier deploy keys, Make, Workato and Tray tokens). Look-alikes hold the same
tools and files with message, correlation and exchange ids, interchange control numbers,
GLNs and DUNS numbers, queue and exchange names, certificate fingerprints and serials,
RabbitMQ password hashes and Artemis hashed users, MuleSoft encrypted values, secure and
env references, masked values, public certificates and keys, NATS public nkeys, schema
and product versions, AS2 message ids and MDN digests, X12 segments with blank
authorization fields, HL7 and FHIR ids, and prose about credential rotation. Mostly
English, some German and Italian.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string
import urllib.parse

_rng = random.Random(40_2026_12_07)
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
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
Z85_SAFE = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]@%$#"
WORDS = (
    "Spedition", "Lagerhaus", "Frachtbrief", "Hafenkran", "Gabelstapler", "Zollamt",
    "magazzino", "spedizione", "Dogana", "Rimorchio", "Camion", "Bergamo", "Ancona",
    "Rostock", "Bremen", "harbor", "pallet", "forklift", "conveyor", "manifest",
    "courier", "lighthouse", "orchard", "marmalade", "kingfisher", "copper", "lantern",
    "walrus", "tundra", "juniper", "cobalt", "pretzel", "gondola", "tortellini",
)
SYMS = "!#%*?@+=._-"
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def word() -> str:
    return _rng.choice(WORDS)


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a phrase."""
    k = _rng.randrange(5)
    w = word()
    if k == 0:
        return w.capitalize() + r(_rng.choice((2, 4)), DIGITS) + _rng.choice(SYMS)
    if k == 1:
        return "".join(LEET.get(c, c) for c in w.capitalize()) + _rng.choice(SYMS) + r(2, DIGITS)
    if k == 2:
        return "-".join(word().lower() for _ in range(3)) + "-" + r(2, DIGITS)
    if k == 3:
        return w.capitalize() + _rng.choice(SYMS) + word().capitalize() + r(3, DIGITS)
    return w.upper()[:4] + r(1, SYMS) + w.lower()[4:] + r(4, DIGITS) + r(1, SYMS)


def z85() -> str:
    return r(40, Z85_SAFE)


def nseed() -> str:
    return "SU" + r(56, B32)


def npub(prefix: str = "U") -> str:
    return prefix + r(55, B32)


def gln() -> str:
    return "40" + r(11, DIGITS)


def duns() -> str:
    return r(9, DIGITS)


def fp(n: int = 32) -> str:
    return ":".join(r(2, UPPER_HEX) for _ in range(n))


def sfid(prefix: str) -> str:
    return prefix + r(12, ALNUM)


def pem_lines(n: int) -> str:
    return "\n".join(b64(48) for _ in range(n))


# ============================================================ secrets: message brokers
add(
    "integ/rabbitmqctl-add-user",
    """$ sudo rabbitmqctl add_user svc_orders '{0}'
Adding user "svc_orders" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.
$ sudo rabbitmqctl set_permissions -p /orders svc_orders "^orders.*" "^orders.*" ".*"
Setting permissions for user "svc_orders" in vhost "/orders" ...""",
    hpw(),
)
add(
    "integ/rabbitmqctl-change-password",
    """## Step 4 - rotate the EDI bridge user (done 2024-12-06, mkrause)

    rabbitmqctl change_password edi_bridge '{0}'
    rabbitmqctl authenticate_user edi_bridge '{0}'

Both returned "Success". Restarted edi-gw-02 afterwards; consumers reconnected within 40 s.""",
    hpw(),
)
add(
    "integ/rabbitmqadmin-flags",
    """ops@mq-prod-01:~$ rabbitmqadmin -H mq-prod-01.int -P 15671 --ssl -u admin -p {0} list queues name messages consumers
+---------------------------+----------+-----------+
|           name            | messages | consumers |
+---------------------------+----------+-----------+
| b2b.inbound.x12           | 0        | 3         |
| b2b.outbound.edifact      | 17       | 2         |
| dead.letter.b2b           | 4        | 0         |
+---------------------------+----------+-----------+""",
    pw(),
)
add(
    "integ/rabbitmq-definitions-plain",
    """{
  "rabbit_version": "3.13.7",
  "users": [
    {
      "name": "admin",
      "password_hash": "{1}",
      "hashing_algorithm": "rabbit_password_hashing_sha256",
      "tags": ["administrator"]
    },
    {
      "name": "as2_ingest",
      "password": "{0}",
      "tags": []
    }
  ],
  "vhosts": [{"name": "/b2b"}],
  "permissions": [
    {"user": "as2_ingest", "vhost": "/b2b", "configure": "", "write": "^as2\\\\.", "read": ""}
  ]
}""",
    pw(),
    b64(36),
)
add(
    "integ/amqp-uri-pika",
    """import pika

params = pika.URLParameters(
    "amqps://billing_consumer:{0}@rmq.internal.acme-logistics.de:5671/%2Fbilling"
    "?heartbeat=30&connection_attempts=5"
)
conn = pika.BlockingConnection(params)
ch = conn.channel()
ch.basic_qos(prefetch_count=20)""",
    pw(),
)
add(
    "integ/erlang-cookie",
    """root@rmq-node-2:~# cat /var/lib/rabbitmq/.erlang.cookie; echo
{0}
root@rmq-node-2:~# ls -l /var/lib/rabbitmq/.erlang.cookie
-r-------- 1 rabbitmq rabbitmq 20 Nov 29 08:14 /var/lib/rabbitmq/.erlang.cookie
root@rmq-node-2:~# rabbitmqctl cluster_status | head -4
Cluster status of node rabbit@rmq-node-2 ...
Basics

Cluster name: rabbit@rmq-node-1""",
    r(20, UPPER),
)
add(
    "integ/rabbitmq-conf-default-pass",
    """# /etc/rabbitmq/rabbitmq.conf  (read by agent)
listeners.ssl.default = 5671
ssl_options.cacertfile = /etc/rabbitmq/tls/ca.pem
ssl_options.certfile   = /etc/rabbitmq/tls/server.pem
ssl_options.keyfile    = /etc/rabbitmq/tls/server.key
loopback_users.guest = false
default_vhost = /b2b
default_user = integration_ops
default_pass = {0}
management.tcp.port = 15672""",
    hpw(),
)
add(
    "integ/rabbitmq-shovel-uri",
    """rabbitmqctl set_parameter -p /b2b shovel partner-mirror \\
  '{"src-protocol": "amqp091", "src-uri": "amqps://shovel:{0}@mq.partner-hub.example:5671/b2b",
    "src-queue": "outbound.orders", "dest-protocol": "amqp091",
    "dest-uri": "amqp://localhost/b2b", "dest-queue": "inbound.partner.orders"}'
Setting runtime parameter "partner-mirror" for component "shovel" to "..." in vhost "/b2b" ...""",
    pw(),
)
add(
    "integ/artemis-user-add",
    """$ ./bin/artemis user add --user-command-user edi_consumer --user-command-password {0} --role amq \\
      --url tcp://artemis-01.int:61616 --user admin --password "$ARTEMIS_ADMIN_PW"
Connection brokerURL = tcp://artemis-01.int:61616
User added successfully.""",
    hpw(),
)
add(
    "integ/artemis-users-properties",
    """==> /opt/artemis-b2b/etc/artemis-users.properties <==
# format: user = password  (hashed entries use ENC(...))
admin = ENC(1024:{1}:{2})
edi_gateway = {0}
monitoring = ENC(1024:{3}:{4})""",
    hpw(),
    r(64, UPPER_HEX),
    r(128, UPPER_HEX),
    r(64, UPPER_HEX),
    r(128, UPPER_HEX),
)
add(
    "integ/artemis-cluster-password",
    """   <core xmlns="urn:activemq:core">
      <name>artemis-b2b-01</name>
      <persistence-enabled>true</persistence-enabled>
      <journal-type>ASYNCIO</journal-type>
      <cluster-user>cluster-admin</cluster-user>
      <cluster-password>{0}</cluster-password>
      <connectors>
         <connector name="netty-connector">tcp://artemis-b2b-01:61616</connector>
      </connectors>""",
    pw(),
)
add(
    "integ/activemq-simpleauth",
    """<plugins>
  <simpleAuthenticationPlugin anonymousAccessAllowed="false">
    <users>
      <authenticationUser username="system" password="{0}" groups="admins,publishers,consumers"/>
      <authenticationUser username="hl7feed" password="{1}" groups="consumers"/>
    </users>
  </simpleAuthenticationPlugin>
</plugins>""",
    hpw(),
    "ENC(" + b64(24) + ")",
)
add(
    "integ/activemq-jetty-realm",
    """$ cat conf/jetty-realm.properties
# username: password [,rolename ...]
admin: {0}, admin
user: user, user
$ bin/activemq restart
INFO: Loading '/opt/activemq//bin/env'""",
    hpw(),
)
add(
    "integ/artemis-create",
    """RUN /opt/apache-artemis-2.33.0/bin/artemis create /var/lib/artemis-instance \\
      --user admin --password {0} --require-login \\
      --http-host 0.0.0.0 --relax-jolokia --no-autotune""",
    pw(),
)
add(
    "integ/runmqakm-kdb-pw",
    """mqm@mqhost:~$ runmqakm -keydb -create -db /var/mqm/qmgrs/QM_B2B/ssl/key.kdb -pw {0} -type cms -stash
mqm@mqhost:~$ ls /var/mqm/qmgrs/QM_B2B/ssl/
key.crl  key.kdb  key.rdb  key.sth""",
    hpw(),
)
add(
    "integ/mqwebuser-xml",
    """<server description="MQ Web Server basic registry">
    <featureManager>
        <feature>appSecurity-2.0</feature>
        <feature>basicAuthenticationMQ-1.0</feature>
    </featureManager>
    <basicRegistry id="basic" realm="defaultRealm">
        <user name="mqadmin" password="{0}"/>
        <user name="mqreader" password="{1}"/>
        <group name="MQWebAdminGroup"><member name="mqadmin"/></group>
    </basicRegistry>
</server>""",
    pw(),
    "{xor}" + b64(12),
)
add(
    "integ/mqsamp-password-pipe",
    """$ export MQSAMP_USER_ID=app1
$ export MQSERVER='DEV.APP.SVRCONN/TCP/mq-b2b.int(1414)'
$ echo "{0}" | /opt/mqm/samp/bin/amqsputc DEV.QUEUE.1 QM_B2B < /dev/stdin
Sample AMQSPUT0 start
Enter password: target queue is DEV.QUEUE.1""",
    hpw(),
)
add(
    "integ/mq-jms-connection-factory",
    """        JmsFactoryFactory ff = JmsFactoryFactory.getInstance(WMQConstants.WMQ_PROVIDER);
        JmsConnectionFactory cf = ff.createConnectionFactory();
        cf.setStringProperty(WMQConstants.WMQ_HOST_NAME, "mq-b2b.int");
        cf.setIntProperty(WMQConstants.WMQ_PORT, 1414);
        cf.setStringProperty(WMQConstants.WMQ_CHANNEL, "APP.SVRCONN");
        cf.setStringProperty(WMQConstants.WMQ_QUEUE_MANAGER, "QM_B2B");
        cf.setBooleanProperty(WMQConstants.USER_AUTHENTICATION_MQCSP, true);
        cf.setStringProperty(WMQConstants.USERID, "edi_app");
        cf.setStringProperty(WMQConstants.PASSWORD, "{0}");""",
    pw(),
)
add(
    "integ/mq-container-env",
    """docker run -d --name qm-dev -p 1414:1414 -p 9443:9443 \\
  -e LICENSE=accept -e MQ_QMGR_NAME=QM_DEV \\
  -e MQ_APP_PASSWORD={0} -e MQ_ADMIN_PASSWORD={1} \\
  icr.io/ibm-messaging/mq:9.4.1.0-r1""",
    pw(),
    pw(),
)
add(
    "integ/runmqakm-p12-import",
    """runmqakm -cert -import -file /tmp/partner-retail-2025.p12 -pw {0} -type pkcs12 \\
    -target /var/mqm/qmgrs/QM_B2B/ssl/key.kdb -target_stashed -new_label ibmwebspheremqqm_b2b""",
    hpw(),
)
add(
    "integ/spring-ibm-mq-password",
    """ibm:
  mq:
    queue-manager: QM_B2B
    channel: APP.SVRCONN
    conn-name: mq-b2b-a.int(1414),mq-b2b-b.int(1414)
    user: edi_app
    password: {0}
    ssl-cipher-spec: ANY_TLS13_OR_HIGHER""",
    hpw(),
)
add(
    "integ/nats-creds-seed",
    """$ cat ~/.nats/creds/orders-svc.creds
-----BEGIN NATS USER JWT-----
{1}
------END NATS USER JWT------

************************* IMPORTANT *************************
NKEY Seed printed below can be used to sign and prove identity.
NKEYs are sensitive and should be treated as secrets.

-----BEGIN USER NKEY SEED-----
{0}
------END USER NKEY SEED------

*************************************************************""",
    nseed(),
    jwt({"sub": "UAB", "name": "orders-svc", "nats": {"type": "user", "version": 2}}),
)
add(
    "integ/nkey-seed-client",
    """import nats

async def main():
    nc = await nats.connect(
        "tls://nats.b2b.internal:4222",
        nkeys_seed_str="{0}",
        name="edi-splitter",
    )
    js = nc.jetstream()""",
    nseed(),
)
add(
    "integ/nats-server-user-password",
    """# nats-server.conf
port: 4222
authorization {
  users = [
    { user: orders,    password: "{0}" }
    { user: invoicing, password: $INVOICING_PASS }
  ]
}
jetstream { store_dir: /data/js, max_file: 20G }""",
    hpw(),
)
add(
    "integ/nats-cli-context",
    """{
  "description": "prod B2B cluster",
  "url": "nats://nats-0.b2b:4222,nats://nats-1.b2b:4222",
  "token": "",
  "user": "ops",
  "password": "{0}",
  "creds": "",
  "nkey": "",
  "tls_ca": "/etc/ssl/b2b-ca.pem"
}""",
    pw(),
)
add(
    "integ/solace-cli-client-password",
    """solace-b2b(configure)# client-username edi_bridge message-vpn b2b
solace-b2b(configure/client-username)# password {0}
solace-b2b(configure/client-username)# client-profile b2b-default
solace-b2b(configure/client-username)# no shutdown
solace-b2b(configure/client-username)# end""",
    hpw(),
)
add(
    "integ/solace-semp-curl",
    """curl -s -X GET -u admin:{0} \\
  "http://solace-b2b.int:8080/SEMP/v2/config/msgVpns/b2b/queues?select=queueName,maxMsgSpoolUsage" | jq '.data[].queueName'
"q.edi.inbound"
"q.edi.outbound"
"q.edi.dmq\"""",
    pw(),
)
add(
    "integ/solace-jcsmp",
    """JCSMPProperties props = new JCSMPProperties();
props.setProperty(JCSMPProperties.HOST, "tcps://mr-connection-xyz.messaging.solace.cloud:55443");
props.setProperty(JCSMPProperties.VPN_NAME, "b2b-prod");
props.setProperty(JCSMPProperties.USERNAME, "solace-cloud-client");
props.setProperty(JCSMPProperties.PASSWORD, "{0}");
JCSMPSession session = JCSMPFactory.onlyInstance().createSession(props);""",
    r(26, LOWER_NUM),
)
add(
    "integ/pulsar-client-conf-token",
    """# conf/client.conf
webServiceUrl=https://pulsar.b2b.internal:8443/
brokerServiceUrl=pulsar+ssl://pulsar.b2b.internal:6651/
authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken
authParams=token:{0}
tlsTrustCertsFilePath=/etc/pulsar/ca.cert.pem""",
    jwt({"sub": "edi-admin"}),
)
add(
    "integ/pulsar-token-secret-key",
    """# broker.conf (excerpt)
authenticationEnabled=true
authenticationProviders=org.apache.pulsar.broker.authentication.AuthenticationProviderToken
tokenSecretKey=data:;base64,{0}
superUserRoles=edi-admin""",
    b64(32),
)
add(
    "integ/zmq-curve-secret",
    """ctx = zmq.Context.instance()
server = ctx.socket(zmq.ROUTER)
server.curve_server = True
server.curve_publickey = b"{1}"
server.curve_secretkey = b"{0}"
server.bind("tcp://*:5570")""",
    z85(),
    z85(),
)
add(
    "integ/zmq-secret-cert-file",
    """$ cat certs/edi-broker.key_secret
#   ****  Generated on 2024-11-30 09:12:44 by CZMQ  ****
#   ZeroMQ CURVE **Secret** Certificate
#   DO NOT PROVIDE THIS FILE TO OTHER USERS nor change its permissions.

metadata
    name = "edi-broker"
curve
    public-key = "{1}"
    secret-key = "{0}\"""",
    z85(),
    z85(),
)

# ============================================================ secrets: integration platforms
add(
    "integ/mule-key-flag",
    """[ci] $ mvn -B clean deploy -DmuleDeploy -Denv=prod \\
  -Danypoint.platform.client_id=$AP_CLIENT_ID \\
  -Dmule.key={0} -Dmule.env=prod
[INFO] Deploying artifact edi-x12-router-1.8.3-mule-application.jar to CloudHub 2.0""",
    r(16, ALNUM),
)
add(
    "integ/mule-config-plain",
    """# src/main/resources/config/prod.yaml
http:
  port: "8081"
sftp:
  host: "sftp.retail-partner.com"
  user: "acme_edi"
  password: "{0}"
db:
  url: "jdbc:sqlserver://erp-db01:1433;databaseName=EDI"
  user: "${secure::db.user}"
  password: "${secure::db.password}\"""",
    hpw(),
)
add(
    "integ/anypoint-connected-app",
    """$ anypoint-cli-v4 conf client_id 8c4f0e2a51d34b8c9b5f6e7a1d2c3b4a
$ anypoint-cli-v4 conf client_secret {0}
$ anypoint-cli-v4 conf organization acme-logistics
$ anypoint-cli-v4 runtime-mgr application list""",
    r(32, HEX).upper(),
)
add(
    "integ/mule-secure-properties-tool-key",
    """java -cp secure-properties-tool-j17.jar com.mulesoft.tools.SecurePropertiesTool \\
    string encrypt AES CBC {0} "jdbc-user"
![{1}]""",
    r(16, ALNUM),
    b64(24),
)
add(
    "integ/cloudhub-deploy-property",
    """<cloudhub2Deployment>
    <uri>https://anypoint.mulesoft.com</uri>
    <provider>MC</provider>
    <environment>Production</environment>
    <target>Cloudhub-EU-Central-1</target>
    <applicationName>sap-idoc-bridge</applicationName>
    <properties>
        <mule.env>prod</mule.env>
        <sap.jco.passwd>{0}</sap.jco.passwd>
    </properties>
</cloudhub2Deployment>""",
    hpw(),
)
add(
    "integ/camel-raw-password",
    """from("sftp://edi_acme@ftp.partner-grocer.com:22/outbound/850"
        + "?password=RAW({0})&delete=true&delay=60000&stepwise=false&knownHostsFile=/etc/edi/known_hosts")
    .routeId("partner-grocer-850-pickup")
    .to("direct:x12-validate");""",
    hpw(),
)
add(
    "integ/camel-yaml-dsl",
    """- route:
    id: ftps-invoices
    from:
      uri: ftps://billing.supplier.example:990/invoices
      parameters:
        username: acme_ap
        password: "{0}"
        implicit: true
        passiveMode: true
    steps:
      - to: kafka:invoices.raw""",
    hpw(),
)
add(
    "integ/camel-sqs-secret-key",
    """.to("aws2-sqs://b2b-asn-events?region=eu-central-1"
     + "&accessKey=RAW(AKIA{1})"
     + "&secretKey=RAW({0})"
     + "&messageGroupIdStrategy=useExchangeId")""",
    r(40, ALNUM + "/+"),
    r(16, UPPER_NUM),
)
add(
    "integ/camel-component-property",
    """camel.main.name=edi-hub
camel.component.activemq.broker-url=failover:(tcp://amq-1:61616,tcp://amq-2:61616)
camel.component.activemq.username=edi-hub
camel.component.activemq.password={0}
camel.component.activemq.concurrent-consumers=4""",
    pw(),
)
add(
    "integ/spring-rabbitmq-password",
    """spring:
  application:
    name: invoice-dispatcher
  rabbitmq:
    host: rmq.internal.acme-logistics.de
    port: 5671
    virtual-host: /billing
    username: invoice-dispatcher
    password: {0}
    ssl:
      enabled: true""",
    hpw(),
)
add(
    "integ/spring-integration-ftp",
    """    @Bean
    public SessionFactory<FTPFile> partnerFtpSessionFactory() {
        DefaultFtpSessionFactory sf = new DefaultFtpSessionFactory();
        sf.setHost("ftp.legacy-carrier.example");
        sf.setPort(21);
        sf.setUsername("ACME01");
        sf.setPassword("{0}");
        sf.setClientMode(FTPClient.PASSIVE_LOCAL_DATA_CONNECTION_MODE);
        return new CachingSessionFactory<>(sf);
    }""",
    hpw(),
)
add(
    "integ/boomi-api-token",
    """$ curl -s -u 'BOOMI_TOKEN.integration@acme-logistics.com:{0}' \\
    -H 'Accept: application/json' -H 'Content-Type: application/json' \\
    -d '{"QueryFilter":{"expression":{"operator":"EQUALS","property":"status","argument":["ONLINE"]}}}' \\
    https://api.boomi.com/api/rest/v1/acmelogistics-K4T2XB/Atom/query""",
    uuid4(),
)
add(
    "integ/boomi-installer-token",
    """./atom_install64.sh -q -console \\
  -VinstallToken=atom-{0} \\
  -VatomName=b2b-atom-fra-01 \\
  -VaccountId=acmelogistics-K4T2XB \\
  -dir /opt/boomi""",
    r(8, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(12, HEX),
)
add(
    "integ/boomi-shared-web-server-token",
    """Tobias Renner  10:42
der Partner ruft unseren Boomi Listener per Basic Auth auf. User ist acmelogistics-K4T2XB.X7QPLM, das Token vom Shared Web Server ist {0} - bitte in deren Portal eintragen, nicht ins Ticket""",
    uuid4(),
)
add(
    "integ/tibemsadmin-password",
    """tibco@ems01:~$ tibemsadmin -server tcp://ems01.int:7222 -user admin -password {0} -script create_b2b_queues.txt
TIBCO Enterprise Message Service Administration Tool.
Copyright 1997-2024 Cloud Software Group, Inc. All rights reserved.
Version 10.3.0 V5 2024-03-05
Connected to: tcp://ems01.int:7222
Command: create queue b2b.edi.inbound
Queue 'b2b.edi.inbound' has been created""",
    pw(),
)
add(
    "integ/tibco-bw-substvar",
    """      <globalVariable>
        <name>SFTP_Password</name>
        <value>{0}</value>
        <deploymentSettable>true</deploymentSettable>
        <serviceSettable>false</serviceSettable>
        <type>Password</type>
        <isOverride>true</isOverride>
      </globalVariable>""",
    hpw(),
)
add(
    "integ/biztalk-binding-password",
    """<ReceiveLocation Name="RL_Partner_SFTP_Orders">
  <Address>sftp://sftp.partner-grocer.com:22/outbound/*.edi</Address>
  <ReceiveLocationTransportType Name="SFTP" Capabilities="80907" ConfigurationClsid="f75aa3b3-b5ca-4678-a8a5-5a8f62e1b84e" />
  <ReceiveLocationTransportTypeData>&lt;CustomProps&gt;&lt;UserName vt="8"&gt;acme_edi&lt;/UserName&gt;&lt;Password vt="8"&gt;{0}&lt;/Password&gt;&lt;ServerAddress vt="8"&gt;sftp.partner-grocer.com&lt;/ServerAddress&gt;&lt;/CustomProps&gt;</ReceiveLocationTransportTypeData>
</ReceiveLocation>""",
    hpw(),
)
add(
    "integ/biztalk-sso-backup-password",
    """Betriebshandbuch BizTalk (Stand 11/2024)

Backup des SSO-Master-Secrets:
  ssoconfig -backupSecret D:\\Backup\\SSO\\sso_master_2024.bak
Passwort für die Sicherungsdatei: {0}
Erinnerungshinweis: "Hafen + Jahr"
Die Datei liegt zusätzlich im Tresor, Fach 3.""",
    hpw(),
)
add(
    "integ/servicebus-connection-string",
    """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ServiceBus": {
    "ConnectionString": "Endpoint=sb://acme-b2b-prod.servicebus.windows.net/;SharedAccessKeyName=edi-sender;SharedAccessKey={0}",
    "QueueName": "edi-outbound"
  }
}""",
    b64(32),
)
add_split(
    "integ/eventhubs-connection-split",
    """$ns  = "acme-telemetry-weu"
$conn = "Endpoint=sb://$ns.servicebus.windows.net/;SharedAccessKeyName=listen-only;" +
        "SharedAccessKey={0}" +
        "{1};EntityPath=asn-events"
$client = [Azure.Messaging.EventHubs.EventHubConsumerClient]::new('$Default', $conn)""",
    b64(32)[:22],
    b64(32)[22:],
)
add(
    "integ/servicebus-sas-signature",
    """POST https://acme-b2b-prod.servicebus.windows.net/edi-outbound/messages HTTP/1.1
Authorization: SharedAccessSignature sr=https%3A%2F%2Facme-b2b-prod.servicebus.windows.net%2Fedi-outbound&sig={0}&se=1765102332&skn=edi-sender
Content-Type: application/vnd.microsoft.servicebus.json
BrokerProperties: {"Label":"X12-856","MessageId":"{1}"}""",
    urllib.parse.quote(b64(32), safe=""),
    uuid4(),
)
add_split(
    "integ/az-servicebus-keys-list",
    """$ az servicebus namespace authorization-rule keys list -g rg-b2b-prod --namespace-name acme-b2b-prod -n edi-sender -o json
{
  "keyName": "edi-sender",
  "primaryKey": "{0}",
  "secondaryKey": "{1}"
}""",
    b64(32),
    b64(32),
)
add(
    "integ/sns-endpoint-basic-auth",
    """aws sns subscribe \\
  --topic-arn arn:aws:sns:eu-central-1:481203377210:b2b-asn-published \\
  --protocol https \\
  --notification-endpoint "https://sns-relay:{0}@hooks.retail-partner.com/acme/asn" \\
  --return-subscription-arn""",
    pw(),
)
add(
    "integ/sqs-boto3-inline",
    """sqs = boto3.client(
    "sqs",
    region_name="eu-central-1",
    aws_access_key_id="AKIA{1}",
    aws_secret_access_key="{0}",
)
resp = sqs.receive_message(QueueUrl=QUEUE_URL, MaxNumberOfMessages=10, WaitTimeSeconds=20)""",
    r(40, ALNUM + "/+"),
    r(16, UPPER_NUM),
)

# ============================================================ secrets: B2B exchange
add(
    "integ/sshpass-sftp",
    """#!/bin/bash
# push ASNs to the retailer, cron 15 * * * *
cd /srv/edi/out/856 || exit 1
sshpass -p '{0}' sftp -oBatchMode=no -oStrictHostKeyChecking=yes -b /srv/edi/put_856.batch acme_edi@sftp.retail-partner.com
mv *.edi ../archive/""",
    hpw(),
)
add(
    "integ/winscp-script-url",
    """open sftp://acme_edi:{0}@mft.retail-partner.com/ -hostkey="ssh-ed25519 255 {1}"
cd /inbound/810
put -delete D:\\EDI\\out\\810\\*.x12
close
exit""",
    pw(),
    b64(32).rstrip("="),
)
add(
    "integ/winscp-ini-obfuscated",
    """[Sessions\\Partner%20Grocer%20PROD]
HostName=sftp.partner-grocer.com
PortNumber=22
UserName=acme_edi
Password={0}
FSProtocol=2
LocalDirectory=D:%5CEDI%5Cout""",
    "A35C" + r(88, UPPER_HEX),
)
add(
    "integ/sftp-partners-yaml",
    """partners:
  - id: grocer-north
    gln: "4012345000009"
    protocol: sftp
    host: sftp.partner-grocer.com
    user: acme_edi
    key_file: /etc/edi/keys/grocer.ed25519
  - id: pharma-dist
    gln: "4098765000002"
    protocol: sftp
    host: files.pharma-dist.example
    user: ACME
    password: "{0}"
    remote_dir: /in/orders""",
    hpw(),
)
add(
    "integ/lftp-user-flag",
    """$ lftp -u edi_acme,{0} sftp://transfer.carrier-logistik.de -e "mirror -R /srv/edi/out/IFTMIN /in; bye"
Total: 1 directory, 6 files, 0 symlinks
New: 6 files, 0 symlinks""",
    pw(),
)
add(
    "integ/openas2-keystore-password",
    """<openas2>
    <certificates classname="org.openas2.cert.PKCS12CertificateFactory"
                  filename="%home%/as2_certs.p12"
                  password="{0}"
                  interval="300"/>
    <partnerships classname="org.openas2.partner.XMLPartnershipFactory"
                  filename="%home%/partnerships.xml"/>
</openas2>""",
    hpw(),
)
add(
    "integ/as2-cert-password-de",
    """Hallo Frau Lindner,

anbei das neue AS2-Zertifikat für die Verbindung zu Ihrem mendelson-Server (gültig bis 31.12.2026).
Das Passwort für die Datei acme_as2_2025.p12 lautet: {0}

Bitte importieren Sie das Zertifikat bis zum 15.01. Die alte Verbindung bleibt bis dahin aktiv.

Viele Grüße
Jan Möller, EDI-Team""",
    hpw(),
)
add(
    "integ/oftp2-ssid-password",
    """OFTP2 partner profile  -  VW supplier link (PROD)
  Own ODETTE ID ........ O0013000123ACME
  Partner ODETTE ID .... O0013005678VWAG
  Host / port .......... oftp2.partner-auto.example : 6619 (TLS)
  SSID password ........ {0}
  SFID password ........ (not used)
  Cert (partner) ....... CN=oftp2.partner-auto.example, serial 4F:1A:09""",
    r(8, UPPER_NUM),
)
add(
    "integ/x12-isa-security-info",
    """ISA*00*          *01*{0}*ZZ*ACMELOGISTICS  *01*081466849      *241207*1032*U*00401*000004711*0*P*>~
GS*SH*ACMELOGISTICS*081466849*20241207*1032*4711*X*004010~
ST*856*0001~
BSN*00*ASN20241207001*20241207*1030~""",
    r(10, UPPER_NUM),
)
add(
    "integ/edifact-unb-password",
    """UNA:+.? '
UNB+UNOC:3+4012345000009:14+4098765000002:14+241207:1045+00000000000778+{0}:AA++ORDERS'
UNH+1+ORDERS:D:96A:UN:EAN008'
BGM+220+PO-88341+9'""",
    r(8, UPPER_NUM),
)
add(
    "integ/goanywhere-cli-password",
    """C:\\GoAnywhere\\bin> gacmd -server https://mft01.int:8001/goanywhere/gacmd -user admin -password {0} -command runProject -project "/Partners/Grocer/Send 810" -mode batch
Job 1000001278354 submitted.""",
    hpw(),
)
add(
    "integ/axway-st-rest",
    """$ curl -sk -u admin:{0} "https://st.acme-logistics.de:444/api/v2.0/accounts?name=PartnerGrocer" | jq '.result[0] | {name, type, homeFolder}'
{
  "name": "PartnerGrocer",
  "type": "user",
  "homeFolder": "/data/st/PartnerGrocer"
}""",
    pw(),
)
add(
    "integ/mft-pgp-passphrase",
    """<project name="Decrypt Grocer 850" version="2.0">
  <module name="Main">
    <pgpDecrypt label="Decrypt inbound" inputFile="${inbound}" outputDir="/edi/in/850/plain"
                keyRing="/keys/acme-secring.pkr" passphrase="{0}" />
    <sftp label="archive" resourceId="Archive SFTP"/>
  </module>
</project>""",
    hpw(),
)

# ============================================================ secrets: healthcare and government
add(
    "integ/mirth-db-reader-password",
    """      <sourceConnector version="4.5.0">
        <metaDataId>0</metaDataId>
        <name>sourceConnector</name>
        <properties class="com.mirth.connect.connectors.jdbc.DatabaseReceiverProperties" version="4.5.0">
          <driver>com.microsoft.sqlserver.jdbc.SQLServerDriver</driver>
          <url>jdbc:sqlserver://lab-db01:1433;databaseName=LIS</url>
          <username>mirth_reader</username>
          <password>{0}</password>
          <select>SELECT * FROM results WHERE sent = 0</select>""",
    hpw(),
)
add(
    "integ/mirth-cli-password",
    """[mirth@engine01 Mirth Connect]$ ./mccommand -a https://localhost:8443 -u admin -p {0} -s deploy_channels.txt
Connected to Mirth Connect server @ https://localhost:8443 (4.5.0)
Channel 'ADT_A01_to_EHR' deployed.
Channel 'ORU_R01_Lab' deployed.""",
    hpw(),
)
add(
    "integ/fhir-client-secret",
    """curl -s -X POST https://fhir.regional-hospital.example/auth/token \\
  -H 'Content-Type: application/x-www-form-urlencoded' \\
  -d grant_type=client_credentials \\
  -d client_id=lab-results-bridge \\
  -d client_secret={0} \\
  -d scope='system/Observation.write system/Patient.read'""",
    b64url(32),
)
add(
    "integ/smart-backend-private-jwk",
    """{
  "keys": [
    {
      "kty": "EC",
      "crv": "P-256",
      "kid": "{1}",
      "use": "sig",
      "alg": "ES256",
      "x": "{2}",
      "y": "{3}",
      "d": "{0}"
    }
  ]
}""",
    b64url(32),
    r(32, HEX),
    b64url(32),
    b64url(32),
)
add(
    "integ/mllp-tls-keystore-password",
    """mllp:
  listener:
    port: 2575
    tls:
      enabled: true
      keystore: /etc/hl7-gw/mllp-server.p12
      keystore_password: "{0}"
      truststore: /etc/hl7-gw/partners.jks
  ack_mode: original""",
    hpw(),
)
add(
    "integ/dcm4che-key-pass",
    """$ storescu --tls12 -c PACS_ARCHIVE@pacs.radiology.example:2762 \\
    --key-store /etc/dicom/gateway.p12 --key-store-pass {0} --key-pass {0} \\
    --trust-store /etc/dicom/cacerts.p12 --trust-store-pass changeit /data/outbox/CT_20241207/
12:41:03,772 INFO  - Association established""",
    pw(),
)
add(
    "integ/xroad-token-pin-it",
    """Procedura di riavvio del Security Server X-Road (ambiente produzione)

1. systemctl restart xroad-signer
2. signer-console login-token 0
   PIN del token software: {0}
3. verificare che lo stato del token sia "logged in" nella UI""",
    r(4, DIGITS) + r(4, DIGITS),
)

# ============================================================ secrets: ERP and CRM
add(
    "integ/sap-jco-destination",
    """$ cat ABAP_AS_WITH_POOL.jcoDestination
#for tests only !
jco.client.lang=EN
jco.destination.peak_limit=10
jco.client.client=100
jco.client.passwd={0}
jco.client.user=RFC_EDI
jco.client.sysnr=00
jco.destination.pool_capacity=3
jco.client.ashost=sap-erp-prd.int""",
    hpw(),
)
add(
    "integ/sap-pyrfc",
    """from pyrfc import Connection

conn = Connection(ashost="sap-erp-prd.int", sysnr="00", client="100",
                  user="RFC_IDOC", passwd="{0}", lang="EN")
result = conn.call("IDOC_INBOUND_ASYNCHRONOUS", IDOC_CONTROL_REC_40=ctrl, IDOC_DATA_REC_40=data)""",
    hpw(),
)
add_split(
    "integ/salesforce-password-and-token",
    """sf = Salesforce(
    username="integration@acme-logistics.com",
    password="{0}",
    security_token="{1}",
    domain="login",
)
print(sf.query("SELECT Id, Name FROM Account WHERE EDI_Partner__c = true LIMIT 5"))""",
    hpw(),
    r(25, ALNUM),
)
add(
    "integ/salesforce-appended-token",
    """curl https://login.salesforce.com/services/oauth2/token \\
  -d grant_type=password \\
  -d client_id=3MVG9{1} \\
  -d client_secret=$SF_CLIENT_SECRET \\
  -d username=edi.sync@acme-logistics.com \\
  -d password={0}""",
    pw() + r(24, ALNUM),
    r(80, ALNUM + "._"),
)
add(
    "integ/salesforce-consumer-secret",
    """# .env.production (EDI order sync)
SF_LOGIN_URL=https://acme-logistics.my.salesforce.com
SF_CONSUMER_KEY=3MVG9{1}
SF_CONSUMER_SECRET={0}
SF_USERNAME=edi.sync@acme-logistics.com""",
    r(64, UPPER_HEX),
    r(80, ALNUM + "._"),
)
add(
    "integ/dynamics-client-secret",
    """  <connectionStrings>
    <add name="Dataverse" connectionString="AuthType=ClientSecret;Url=https://acme.crm4.dynamics.com;ClientId={1};ClientSecret={0}" />
  </connectionStrings>""",
    r(3, ALNUM) + "8Q~" + r(34, ALNUM + "_-.~"),
    uuid4(),
)
add(
    "integ/business-central-web-service-key",
    """$bcUser = 'EDI-SERVICE'
$bcKey  = '{0}'
$pair   = "{1}:{2}"
$headers = @{ Authorization = "Basic " + [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes("$bcUser`:$bcKey")) }
Invoke-RestMethod -Uri 'https://bc.acme.local:7048/BC/ODataV4/Company(''ACME'')/SalesOrders' -Headers $headers""",
    b64(32),
    "$bcUser",
    "$bcKey",
)
add_split(
    "integ/netsuite-tba-secrets",
    """{
  "account": "1234567_SB1",
  "consumer_key": "{2}",
  "consumer_secret": "{0}",
  "token_id": "{3}",
  "token_secret": "{1}",
  "signature_method": "HMAC-SHA256"
}""",
    r(64, HEX),
    r(64, HEX),
    r(64, HEX),
    r(64, HEX),
)
add(
    "integ/workday-isu-password",
    """<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:bsvc="urn:com.workday/bsvc">
  <soapenv:Header>
    <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken>
        <wsse:Username>ISU_Payroll_Export@acme</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{0}</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body><bsvc:Get_Workers_Request bsvc:version="v42.1"/></soapenv:Body>
</soapenv:Envelope>""",
    hpw(),
)
add(
    "integ/servicenow-integration-user",
    """$ curl -s -u 'svc_edi_integration:{0}' -H 'Accept: application/json' \\
    "https://acme.service-now.com/api/now/table/incident?sysparm_query=assignment_group.name=EDI&sysparm_limit=3" | jq -r '.result[].number'
INC0041872
INC0041877
INC0041903""",
    hpw(),
)
add(
    "integ/netsuite-token-secret-it",
    """Ciao Marco, per l'integrazione NetSuite (account 1234567) ho creato il token per l'utente EDI.
Token ID: lo trovi nel ticket.
Token secret: {0}
Salvalo subito nel vault, NetSuite non lo mostra più.""",
    r(64, HEX),
)

# ============================================================ secrets: iPaaS
add(
    "integ/n8n-decrypted-export",
    """$ n8n export:credentials --id=14 --decrypted --pretty
[
  {
    "id": "14",
    "name": "Partner SFTP (Grocer)",
    "type": "sftp",
    "data": {
      "host": "sftp.partner-grocer.com",
      "port": 22,
      "username": "acme_edi",
      "password": "{0}"
    }
  }
]""",
    hpw(),
)
add(
    "integ/n8n-encryption-key",
    """$ docker exec n8n cat /home/node/.n8n/config
{
	"encryptionKey": "{0}"
}""",
    r(32, ALNUM),
)
add(
    "integ/n8n-basic-auth-compose",
    """services:
  n8n:
    image: docker.n8n.io/n8nio/n8n:1.72.1
    environment:
      - N8N_HOST=automation.acme-logistics.de
      - N8N_BASIC_AUTH_ACTIVE=true
      - N8N_BASIC_AUTH_USER=ops
      - N8N_BASIC_AUTH_PASSWORD={0}
      - GENERIC_TIMEZONE=Europe/Berlin""",
    hpw(),
)
add(
    "integ/zapier-deploy-key",
    """      - name: Push Zapier integration
        env:
          ZAPIER_DEPLOY_KEY: {0}
        run: |
          npm ci
          npx zapier-platform-cli push""",
    r(32, HEX),
)
add(
    "integ/make-api-token",
    """{"type":"tool_use","id":"toolu_01Kd8","name":"bash","input":{"command":"curl -s -H 'Authorization: Token {0}' 'https://eu1.make.com/api/v2/scenarios?teamId=48211' | jq '.scenarios[].name'"}}""",
    uuid4(),
)
add(
    "integ/workato-api-token",
    """import requests

WORKATO_TOKEN = "{0}"
r = requests.get(
    "https://www.workato.com/api/recipes",
    headers={"Authorization": f"Bearer {WORKATO_TOKEN}"},
    params={"folder_id": 318877},
)""",
    "wrkaus-" + r(60, ALNUM),
)
add(
    "integ/tray-master-token",
    """# tray.io embedded - solutions sync job
TRAY_GRAPHQL_URL=https://tray.io/graphql
TRAY_MASTER_TOKEN={0}
TRAY_PARTNER=acme-logistics""",
    r(64, HEX),
)

# ============================================================ secrets: more contexts
add(
    "integ/jndi-security-credentials",
    """# src/main/resources/jndi.properties
java.naming.factory.initial=org.apache.activemq.artemis.jndi.ActiveMQInitialContextFactory
connectionFactory.ConnectionFactory=tcp://artemis-b2b-01:61616?ha=true&retryInterval=1000
java.naming.security.principal=edi-listener
java.naming.security.credentials={0}
queue.queue/ediInbound=b2b.edi.inbound""",
    hpw(),
)
add(
    "integ/amqp-uri-in-log",
    """2024-12-07T09:14:55.118Z WARN  [edi-router] connection lost, reconnecting in 5000 ms (url=amqp://edi_router:{0}@rmq-b2b-02.int:5672/b2b, attempt=3)
2024-12-07T09:15:00.121Z INFO  [edi-router] connected to rmq-b2b-02.int:5672, channel_max=2047""",
    pw(),
)
add_split(
    "integ/broker-password-chat-de",
    """[09:02] Lena Vogt: Artemis-Admin für die Testumgebung: user admin, Passwort kommt in zwei Teilen
[09:02] Lena Vogt: erster Teil {0}
[09:03] Lena Vogt: zweiter Teil {1} (direkt hintereinander, ohne Leerzeichen)
[09:03] Felix Braun: danke, läuft""",
    r(6, ALNUM),
    r(7, ALNUM),
)
add(
    "integ/van-mailbox-password-it",
    """Oggetto: credenziali casella VAN per il nuovo fornitore

Ciao Giulia,
la casella EDI sulla VAN è attiva. Mailbox ID: ACME-IT-0042, utente acme_edi_it.
La password iniziale è {0} ed è da cambiare al primo accesso.
A presto, Paolo""",
    hpw(),
)
add(
    "integ/servicebus-k8s-secret-b64",
    """apiVersion: v1
kind: Secret
metadata:
  name: servicebus-conn
  namespace: b2b
type: Opaque
data:
  connection-string: {0}""",
    base64.b64encode(
        (
            "Endpoint=sb://acme-b2b-prod.servicebus.windows.net/;SharedAccessKeyName=asn-listener;SharedAccessKey="
            + b64(32)
        ).encode()
    ).decode(),
)
add(
    "integ/agent-tool-result-definitions",
    """{"role":"tool","tool_call_id":"call_7Fq2","content":"Imported definitions: 2 users, 1 vhost, 5 queues. User 'edi_bridge' created with password '{0}' (from --password flag)."}""",
    hpw(),
)

# ============================================================ look-alikes
la(
    """{
  "rabbit_version": "3.13.7",
  "users": [
    {
      "name": "edi_bridge",
      "password_hash": "{0}",
      "hashing_algorithm": "rabbit_password_hashing_sha256",
      "tags": []
    }
  ],
  "vhosts": [{"name": "/b2b"}]
}""",
    b64(36),
)
la(
    """$ sudo rabbitmqctl list_users
Listing users ...
user	tags
admin	[administrator]
edi_bridge	[]
svc_orders	[]
monitoring	[monitoring]""",
)
la(
    """$ sudo rabbitmqctl add_user svc_orders "$(cat /run/secrets/rmq_svc_orders)"
Adding user "svc_orders" ...
Done. Don't forget to grant the user permissions to some virtual hosts!""",
)
la(
    """$ rabbitmqctl list_queues -p /b2b name messages_ready messages_unacknowledged
Timeout: 60.0 seconds ...
Listing queues for vhost /b2b ...
name	messages_ready	messages_unacknowledged
b2b.inbound.x12	0	3
b2b.outbound.edifact	17	0
amq.gen-{0}	0	0""",
    b64url(16),
)
la(
    """params = pika.URLParameters(os.environ["AMQP_URL"])  # amqps://<user>:<password>@rmq.internal:5671/%2Fbilling
conn = pika.BlockingConnection(params)""",
)
la(
    """Basic.Deliver(consumer_tag='ctag1.{0}', delivery_tag=42, redelivered=False, exchange='b2b.events', routing_key='asn.created')
<BasicProperties(['app_id=edi-router', 'content_type=application/json', 'correlation_id={1}', 'delivery_mode=2', 'message_id={2}', 'timestamp=1733562895'])>""",
    r(32, HEX),
    uuid4(),
    uuid4(),
)
la(
    """  rabbitmq:
    image: rabbitmq:3.13-management
    environment:
      RABBITMQ_DEFAULT_USER: integration_ops
      RABBITMQ_DEFAULT_PASS_FILE: /run/secrets/rabbitmq_default_pass
    secrets:
      - rabbitmq_default_pass""",
)
la(
    """$ rabbitmq-diagnostics erlang_cookie_sources
Cookie File
Effective user: rabbitmq
Effective home directory: /var/lib/rabbitmq
Cookie file path: /var/lib/rabbitmq/.erlang.cookie
Cookie file exists? true
Cookie file type: regular
Cookie file access: read
Cookie file size: 20

Cookie CLI Switch
--erlang-cookie value set? false

Env variable (Deprecated)
RABBITMQ_ERLANG_COOKIE value set? false""",
)
la(
    """      <security-settings>
         <security-setting match="b2b.edi.#">
            <permission type="send" roles="edi-writer"/>
            <permission type="consume" roles="edi-reader"/>
            <permission type="createDurableQueue" roles="amq"/>
         </security-setting>
      </security-settings>
      <addresses>
         <address name="b2b.edi.inbound"><anycast><queue name="b2b.edi.inbound"/></anycast></address>
      </addresses>""",
)
la(
    """# artemis-users.properties - all entries are PBKDF2 hashes written by 'artemis user add'
admin = ENC(1024:{0}:{1})
edi_gateway = ENC(1024:{2}:{3})""",
    r(64, UPPER_HEX),
    r(128, UPPER_HEX),
    r(64, UPPER_HEX),
    r(128, UPPER_HEX),
)
la(
    """2024-12-07 08:01:12,417 INFO  [org.apache.activemq.artemis.core.server] AMQ221000: live Message Broker is starting with configuration Broker Configuration (clustered=true,journalDirectory=data/journal,bindingsDirectory=data/bindings,largeMessagesDirectory=data/large-messages,pagingDirectory=data/paging)
2024-12-07 08:01:14,902 INFO  [org.apache.activemq.artemis.core.server] AMQ221007: Server is now live
2024-12-07 08:01:14,903 INFO  [org.apache.activemq.artemis.core.server] AMQ221001: Apache ActiveMQ Artemis Message Broker version 2.33.0 [artemis-b2b-01, nodeID={0}]""",
    uuid4(),
)
la(
    """JMSMessageID     ID:edi-gw-02-{0}-1733562001123-1:1:1:1:58
JMSCorrelationID {1}
JMSDestination   queue://b2b.edi.inbound
JMSDeliveryMode  PERSISTENT
JMSPriority      4
JMSTimestamp     2024-12-07 09:13:21:123 CET""",
    r(5, DIGITS),
    uuid4(),
)
la(
    """mqm@mqhost:~$ runmqakm -cert -list -db /var/mqm/qmgrs/QM_B2B/ssl/key.kdb -stashed
Certificates found
* default, - personal, ! trusted, # secret key
!	acme_root_ca_2023
!	partner_retail_ca
-	ibmwebspheremqqm_b2b""",
)
la(
    """SET CHLAUTH('APP.SVRCONN') TYPE(ADDRESSMAP) ADDRESS('10.20.*') USERSRC(CHANNEL) CHCKCLNT(REQUIRED) ACTION(REPLACE)
     1 : SET CHLAUTH('APP.SVRCONN') TYPE(ADDRESSMAP) ADDRESS('10.20.*') USERSRC(CHANNEL) CHCKCLNT(REQUIRED) ACTION(REPLACE)
AMQ8877I: IBM MQ channel authentication record set.
ALTER AUTHINFO(SYSTEM.DEFAULT.AUTHINFO.IDPWOS) AUTHTYPE(IDPWOS) CHCKCLNT(REQDADM)
AMQ8567I: IBM MQ authentication information changed.""",
)
la(
    """$ export MQSAMP_USER_ID=app1
$ /opt/mqm/samp/bin/amqsputc DEV.QUEUE.1 QM_B2B
Sample AMQSPUT0 start
Enter password: 
target queue is DEV.QUEUE.1
hello from the agent
Sample AMQSPUT0 end""",
)
la(
    """authorization {
  users = [
    { nkey: {0} }
    { nkey: {1} }
  ]
}""",
    npub("U"),
    npub("U"),
)
la(
    """$ nats account info
Account Information

                           User: orders-svc
                        Account: {0}
                     Expiration: never
                Client ID: 81
                Client IP: 10.20.4.17
                      RTT: 1.2ms
       Headers Supported: true
         Maximum Payload: 1.0 MiB
            Connected URL: tls://nats.b2b.internal:4222
        Connected Address: 10.20.1.5:4222
      Connected Server ID: {1}
            TLS Connection: yes""",
    npub("A"),
    npub("N"),
)
la(
    """$ nsc list keys --all
+------------------------------------------------------------------------------------------------+
|                                              Keys                                              |
+----------+----------------------------------------------------------+-------------+--------+
| Entity   | Key                                                      | Signing Key | Stored |
+----------+----------------------------------------------------------+-------------+--------+
| ACME     | {0} |             | *      |
|  B2B     | {1} |             | *      |
|   orders | {2} |             | *      |
+----------+----------------------------------------------------------+-------------+--------+""",
    npub("O"),
    npub("A"),
    npub("U"),
)
la(
    """solace-b2b> show client-username edi_bridge message-vpn b2b detail

Client Username      : edi_bridge
Message VPN          : b2b
Enabled              : Yes
Client Profile       : b2b-default
ACL Profile          : b2b-edi
Password             : ********
Guaranteed Endpoint Permission Override : No""",
)
la(
    """curl -s -u "$SEMP_USER:$SEMP_PASS" \\
  "https://solace-b2b.int:943/SEMP/v2/monitor/msgVpns/b2b/queues/q.edi.inbound" | jq '.data.msgs'""",
)
la(
    """authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken
authParams=file:///etc/pulsar/tokens/edi-admin.jwt
tlsTrustCertsFilePath=/etc/pulsar/ca.cert.pem""",
)
la(
    """$ pulsar-admin topics stats persistent://b2b/edi/outbound-856 | jq '{msgRateIn, msgThroughputIn, publishers: [.publishers[].producerName]}'
{
  "msgRateIn": 12.43,
  "msgThroughputIn": 48211.7,
  "publishers": ["asn-producer-{0}"]
}""",
    r(6, LOWER_NUM),
)
la(
    """# the server's secret key is loaded from certs/edi-broker.key_secret at start-up
server.curve_server = True
server.curve_publickey = b"{0}"   # public, shared with partners""",
    z85(),
)
la(
    """#   ****  Generated on 2024-11-30 09:12:44 by CZMQ  ****
#   ZeroMQ CURVE Public Certificate
#   Exchange securely, or use a secure mechanism to verify the contents
#   of this file after exchange. Store public certificates in your home
#   directory, in the .curve subdirectory.

metadata
    name = "edi-broker"
curve
    public-key = "{0}\"""",
    z85(),
)
la(
    """sftp:
  host: "sftp.retail-partner.com"
  user: "acme_edi"
  password: "${secure::sftp.password}"
db:
  user: "![{0}]"
  password: "![{1}]\"""",
    b64(16),
    b64(24),
)
la(
    """{
  "minMuleVersion": "4.6.0",
  "javaSpecificationVersions": ["17"],
  "secureProperties": ["sftp.password", "db.password", "sap.jco.passwd", "anypoint.client_secret"],
  "classLoaderModelLoaderDescriptor": {"id": "mule"}
}""",
)
la(
    """deploy:
  stage: deploy
  script:
    - mvn -B deploy -DmuleDeploy -Dmule.env=prod -Dmule.key=${MULE_KEY} -Danypoint.platform.client_secret=${AP_CLIENT_SECRET}""",
)
la(
    """$ anypoint-cli-v4 runtime-mgr application describe sap-idoc-bridge
Name: sap-idoc-bridge
Id: {0}
Status: APPLIED
Runtime version: 4.8.2:8e-java17
Replicas: 2 (0.1 vCores)
Last modified: 2024-12-06T17:44:10Z""",
    uuid4(),
)
la(
    """from("sftp://{{sftp.user}}@ftp.partner-grocer.com:22/outbound/850"
        + "?password=RAW({{sftp.password}})&delete=true&delay=60000")
    .routeId("partner-grocer-850-pickup");""",
)
la(
    """2024-12-07 09:20:11.402  INFO 1 --- [ftp.partner-grocer.com] partner-grocer-850-pickup : Exchange[Id: {0}-0000000000000017, RouteGroup: null, RouteId: partner-grocer-850-pickup, ExchangePattern: InOnly, BodyType: String, Body: ISA*00*          *00*          *ZZ*GROCERNORTH    *ZZ*ACMELOGISTICS  *241207*0920*U*00401*000093311*0*P*>~GS*PO*...]""",
    r(15, UPPER_HEX) + "-" + r(16, UPPER_HEX),
)
la(
    """.to("aws2-sqs://b2b-asn-events?region=eu-central-1&useDefaultCredentialsProvider=true&messageGroupIdStrategy=useExchangeId")""",
)
la(
    """spring:
  rabbitmq:
    host: ${RABBITMQ_HOST:localhost}
    username: ${RABBITMQ_USERNAME}
    password: ${RABBITMQ_PASSWORD}
    virtual-host: /billing""",
)
la(
    """Process Reporting > Executions
Execution ID: execution-{0}-2024.12.07
Process: [EDI] Grocer 850 to SAP ORDERS05
Atom: b2b-atom-fra-01 ({1})
Status: COMPLETE   Inbound docs: 14   Outbound docs: 14   Duration: 00:00:07.412""",
    uuid4(),
    uuid4(),
)
la(
    """curl -s -u "BOOMI_TOKEN.${BOOMI_USER}:${BOOMI_API_TOKEN}" \\
  -H 'Accept: application/json' \\
  "https://api.boomi.com/api/rest/v1/${BOOMI_ACCOUNT_ID}/Atom/query" -d @atom_query.json""",
)
la(
    """  "ServiceBus": {
    "FullyQualifiedNamespace": "acme-b2b-prod.servicebus.windows.net",
    "QueueName": "edi-outbound",
    "Credential": "managedidentity",
    "ClientId": "{0}"
  }""",
    uuid4(),
)
la(
    """$ az servicebus queue show -g rg-b2b-prod --namespace-name acme-b2b-prod -n edi-outbound --query "{count:countDetails.activeMessageCount, dlq:countDetails.deadLetterMessageCount, lock:lockDuration, id:id}"
{
  "count": 17,
  "dlq": 4,
  "id": "/subscriptions/{0}/resourceGroups/rg-b2b-prod/providers/Microsoft.ServiceBus/namespaces/acme-b2b-prod/queues/edi-outbound",
  "lock": "PT1M"
}""",
    uuid4(),
)
la(
    """ServiceBusConnection = @Microsoft.KeyVault(SecretUri=https://kv-b2b-prod.vault.azure.net/secrets/sb-edi-sender/{0})""",
    r(32, HEX),
)
la(
    """{
    "Messages": [
        {
            "MessageId": "{0}",
            "ReceiptHandle": "{1}",
            "MD5OfBody": "{2}",
            "Body": "{\\"asn\\":\\"ASN20241207001\\",\\"status\\":\\"PUBLISHED\\"}"
        }
    ]
}""",
    uuid4(),
    b64(96),
    r(32, HEX),
)
la(
    """{
  "Type" : "Notification",
  "MessageId" : "{0}",
  "TopicArn" : "arn:aws:sns:eu-central-1:481203377210:b2b-asn-published",
  "Message" : "ASN20241207001",
  "Timestamp" : "2024-12-07T08:15:01.223Z",
  "SignatureVersion" : "2",
  "Signature" : "{1}",
  "SigningCertURL" : "https://sns.eu-central-1.amazonaws.com/SimpleNotificationService-{2}.pem"
}""",
    uuid4(),
    b64(256),
    r(32, HEX),
)
la(
    """$ sftp -v acme_edi@sftp.retail-partner.com 2>&1 | grep -E 'Server host key|Authenticated|Authentications'
debug1: Server host key: ssh-ed25519 SHA256:{0}
debug1: Authentications that can continue: publickey
debug1: Authenticated to sftp.retail-partner.com ([203.0.113.41]:22) using "publickey".""",
    b64(32).rstrip("="),
)
la(
    """open sftp://acme_edi@mft.retail-partner.com/ -privatekey="D:\\EDI\\keys\\acme_edi.ppk" -hostkey="ssh-ed25519 255 SHA256:{0}"
cd /inbound/810
put -delete D:\\EDI\\out\\810\\*.x12
exit""",
    b64(32).rstrip("="),
)
la(
    """[Sessions\\Partner%20Grocer%20TEST]
HostName=sftp-test.partner-grocer.com
PortNumber=22
UserName=acme_edi
PublicKeyFile=D:%5CEDI%5Ckeys%5Cacme_edi.ppk
FSProtocol=2""",
)
la(
    """  - id: pharma-dist
    gln: "4098765000002"
    protocol: sftp
    host: files.pharma-dist.example
    user: ACME
    password_ref: vault://kv/b2b/partners/pharma-dist#password
    remote_dir: /in/orders""",
)
la(
    """export SSHPASS="$(vault kv get -field=password kv/b2b/partners/carrier)"
sshpass -e sftp -b /srv/edi/put_iftmin.batch edi_acme@transfer.carrier-logistik.de""",
)
la(
    """Message-ID: <{0}@as2.acme-logistics.de>
AS2-Version: 1.2
AS2-From: ACMELOGISTICS
AS2-To: GROCERNORTH
Disposition-Notification-To: https://as2.acme-logistics.de/as2/mdn
Disposition-Notification-Options: signed-receipt-protocol=optional, pkcs7-signature; signed-receipt-micalg=optional, sha-256
Content-Type: application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m""",
    r(8, DIGITS) + "." + r(5, DIGITS) + "." + r(12, HEX),
)
la(
    """<partnership name="ACMELOGISTICS-to-GROCERNORTH">
    <sender name="ACMELOGISTICS"/>
    <receiver name="GROCERNORTH"/>
    <attribute name="as2_url" value="https://as2.partner-grocer.com:4080/exchange/GROCERNORTH"/>
    <attribute name="encrypt" value="AES256_CBC"/>
    <attribute name="sign" value="SHA256"/>
    <attribute name="x509_alias" value="grocernorth_2025"/>
    <attribute name="x509_thumbprint_sha1" value="{0}"/>
</partnership>""",
    fp(20),
)
la(
    """Partner public certificate (share freely), AS2 id GROCERNORTH:
-----BEGIN CERTIFICATE-----
{0}
-----END CERTIFICATE-----""",
    pem_lines(6),
)
la(
    """OFTP2 partner profile  -  VW supplier link (TEST)
  Own ODETTE ID ........ O0013000123ACME
  Partner ODETTE ID .... O0013005678VWAG
  Host / port .......... oftp2-test.partner-auto.example : 6619 (TLS)
  SSID password ........ ********  (in secret store: oftp2/vwag/test)
  Exchange buffer ...... 4096   Window: 64   Compression: yes""",
)
la(
    """ISA*00*          *00*          *ZZ*ACMELOGISTICS  *12*5551234567     *241207*1030*U*00401*000012345*0*P*>~
GS*IN*ACMELOGISTICS*5551234567*20241207*1030*12345*X*004010~
ST*810*0001~
BIG*20241207*INV-77120**PO-88341~""",
)
la(
    """| Partner          | GLN           | DUNS      | ISA qualifier/id   | Env  |
|------------------|---------------|-----------|--------------------|------|
| Grocer North     | {0} | {1} | ZZ/GROCERNORTH     | PROD |
| Pharma Dist      | {2} | {3} | 01/{3}          | TEST |""",
    gln(),
    duns(),
    gln(),
    duns(),
)
la(
    """Job 1000001278354 - /Partners/Grocer/Send 810
  09:30:02  sftp put D:/EDI/out/810/INV-77120.x12 -> /inbound/810 (user acme_edi, password ********)
  09:30:03  sftp 226 transfer complete, 4 812 bytes
  09:30:03  Job completed successfully""",
)
la(
    """2024-12-07 09:31:44 INFO  Transfer {0} PartnerGrocer OUT /data/st/PartnerGrocer/out/INV-77120.x12 size=4812 sha256={1} status=Processed""",
    r(24, HEX),
    r(64, HEX),
)
la(
    """-----BEGIN PGP PUBLIC KEY BLOCK-----
Comment: GROCERNORTH EDI encryption key, fingerprint {0}

{1}
=A1b2
-----END PGP PUBLIC KEY BLOCK-----""",
    " ".join(r(4, UPPER_HEX) for _ in range(10)),
    pem_lines(5),
)
la(
    """          <url>jdbc:sqlserver://lab-db01:1433;databaseName=LIS</url>
          <username>${lis_db_user}</username>
          <password>${lis_db_password}</password>""",
)
la(
    """MSH|^~\\&|LAB|REGHOSP|EHR|REGHOSP|20241207091500||ORU^R01^ORU_R01|{0}|P|2.5.1
PID|1||{1}^^^REGHOSP^MR||TEST^PATIENT^A||19700101|U
OBR|1|{2}|{3}|2345-7^Glucose^LN
OBX|1|NM|2345-7^Glucose^LN||98|mg/dL|70-99|N|||F""",
    r(10, DIGITS),
    r(8, DIGITS),
    r(9, DIGITS),
    r(9, DIGITS),
)
la(
    """{
  "keys": [
    {
      "kty": "EC",
      "crv": "P-256",
      "kid": "{0}",
      "use": "sig",
      "alg": "ES256",
      "x": "{1}",
      "y": "{2}"
    }
  ]
}""",
    r(32, HEX),
    b64url(32),
    b64url(32),
)
la(
    """{
  "resourceType": "Bundle",
  "id": "{0}",
  "meta": {"versionId": "3", "lastUpdated": "2024-12-07T09:15:02.441+00:00"},
  "type": "searchset",
  "total": 1,
  "entry": [{"fullUrl": "https://fhir.regional-hospital.example/fhir/Observation/{1}"}]
}""",
    uuid4(),
    r(12, DIGITS),
)
la(
    """jco.client.ashost=sap-erp-prd.int
jco.client.sysnr=00
jco.client.client=100
jco.client.snc_mode=1
jco.client.snc_partnername=p:CN=PRD, OU=SAP, O=ACME, C=DE
jco.client.snc_qop=9
jco.client.snc_myname=p:CN=RFC_EDI, O=ACME, C=DE
jco.client.x509cert=/etc/sap/rfc_edi_cert.pem""",
)
la(
    """$ sf org list
 Type     Alias         Username                              Org Id
 ──────── ───────────── ───────────────────────────────────── ──────────────────
 DevHub   acme-prod     edi.sync@acme-logistics.com            {0}
 Sandbox  acme-edi-uat  edi.sync@acme-logistics.com.edi-uat    {1}""",
    sfid("00D") + "AAE",
    sfid("00D") + "AAA",
)
la(
    """Kurze Anleitung: das Salesforce-Sicherheitstoken wird bei jedem Passwortwechsel neu erzeugt
und per E-Mail an den Integrationsbenutzer geschickt (Einstellungen > Mein persönliches Sicherheitstoken
zurücksetzen). Danach in Vault unter kv/crm/salesforce/edi-sync ablegen und den Sync neu starten.
Token bitte niemals in Tickets oder Chats kopieren.""",
)
la(
    """<add name="Dataverse" connectionString="AuthType=ClientSecret;Url=https://acme.crm4.dynamics.com;ClientId={0};ClientSecret=#{DataverseClientSecret}#" />""",
    uuid4(),
)
la(
    """NetSuite > Setup > Integration > Manage Integrations > EDI Connector
  Application ID ........ {0}
  State ................. Enabled
  Token-based auth ...... yes
  Consumer key/secret ... shown only once at creation (stored in vault: kv/erp/netsuite/edi)
  Token ID .............. ************************""",
    uuid4().upper(),
)
la(
    """$ n8n export:credentials --id=14 --pretty
[
  {
    "id": "14",
    "name": "Partner SFTP (Grocer)",
    "type": "sftp",
    "data": "U2FsdGVkX1{0}"
  }
]
# encrypted with the instance key; not readable without N8N_ENCRYPTION_KEY""",
    b64(60).rstrip("="),
)
la(
    """{
  "name": "Grocer 850 intake",
  "nodes": [
    {
      "parameters": {"path": "/outbound/850", "operation": "list"},
      "name": "SFTP",
      "type": "n8n-nodes-base.ftp",
      "typeVersion": 1,
      "position": [460, 300],
      "credentials": {"sftp": {"id": "14", "name": "Partner SFTP (Grocer)"}}
    }
  ],
  "versionId": "{0}"
}""",
    uuid4(),
)
la(
    """Workato job {0} (recipe 3188772 "Grocer 850 -> NetSuite SO")
  trigger: New file in SFTP folder (connection: Partner SFTP PROD)
  action 1: Parse X12 850 ... ok
  action 2: Create sales order in NetSuite (connection: NetSuite TBA PROD) ... ok
  status: succeeded, 3.4 s""",
    "j-" + r(8, LOWER_NUM) + "-" + r(6, LOWER_NUM),
)
la(
    """Rotating a RabbitMQ service user (runbook)
1. Generate a new password in the vault: vault kv put kv/mq/edi_bridge password=<generated>
2. rabbitmqctl change_password edi_bridge "<new-password>"
3. Restart the consumers so they read the new value from the vault agent template.
4. Check rabbitmqctl list_connections user for edi_bridge only.""",
)
la(
    """TLS pins for partner endpoints (public certificate fingerprints)
as2.partner-grocer.com   SHA-256 {0}
sftp.retail-partner.com  SHA-256 {1}
oftp2.partner-auto.example SHA-1 {2}""",
    fp(32),
    fp(32),
    fp(20),
)
la(
    """diff --git a/src/main/resources/config/prod.yaml b/src/main/resources/config/prod.yaml
@@ -8,7 +8,7 @@ sftp:
   host: "sftp.retail-partner.com"
   user: "acme_edi"
-  inbound_dir: "/outbound/850"
+  inbound_dir: "/outbound/850v2"
   password: "${secure::sftp.password}\"""",
)
la(
    """bootstrap.servers=acme-telemetry-weu.servicebus.windows.net:9093
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="$ConnectionString" password="${EVENTHUB_CONNECTION_STRING}";""",
)
la(
    """AMQ5534E: User ID 'app1' authentication failed

EXPLANATION:
The user ID and password supplied by 'amqsputc' could not be authenticated.
Additional information: 'N/A'.
ACTION:
Ensure that the correct user ID and password are provided by the application.""",
)
la(
    """Note on mule.key: it is never committed and never written to a properties file. CI passes it at
deploy time from the protected variable MULE_KEY, and Runtime Manager keeps it as a protected
property. If it leaks, re-encrypt every ![...] value with a new key and redeploy.""",
)
la(
    """$ echo "$PULSAR_TOKEN" | cut -d. -f2 | base64 -d 2>/dev/null; echo
{"sub":"edi-admin","iat":1733500800}""",
)
la(
    """def gln_check_digit(body12: str) -> int:
    s = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body12))
    return (10 - s % 10) % 10

assert gln_check_digit("401234500000") == 9   # GLN 4012345000009""",
)
la(
    """Hinweis zum IBM-MQ-Schlüsselspeicher: Die Datei key.sth enthält das Passwort der key.kdb in
verschleierter Form. Sie darf nur für mqm lesbar sein und wird nie ins Repository eingecheckt.
Nach einem Wechsel des Passworts mit runmqakm -keydb -changepw ... -stash neu erzeugen.""",
)
la(
    """hl7:
  mllp:
    port: 2575
    tls:
      keystore: /etc/hl7-gw/mllp-server.p12
      keystore_password: ${MLLP_KEYSTORE_PASSWORD}
      truststore: /etc/hl7-gw/partners.jks""",
)
la(
    """Benvenuto nel progetto EDI! Per ricevere le credenziali dell'ambiente di test apri una richiesta
nel portale IT (categoria "Accessi integrazione"). Le password non vengono mai inviate via chat:
le trovi nel vault dopo l'approvazione del responsabile.""",
)
la(
    """X-Road request headers
  X-Road-Client: EE/GOV/70000001/edi-exchange
  X-Road-Service: EE/COM/10000002/customs-gw/declarationStatus/v2
  X-Road-Id: {0}
  X-Road-UserId: edi-exchange-robot""",
    uuid4(),
)
la(
    """Salesforce Outbound Message (Order_Shipped__c)
<notifications xmlns="http://soap.sforce.com/2005/09/outbound">
  <OrganizationId>{0}</OrganizationId>
  <ActionId>{1}</ActionId>
  <SessionId xsi:nil="true" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>
  <Notification><Id>{2}</Id><sObject xsi:type="sf:Order" xmlns:sf="urn:sobject.enterprise.soap.sforce.com"><sf:Id>{3}</sf:Id></sObject></Notification>
</notifications>""",
    sfid("00D") + "AAE",
    sfid("04k") + "AAA",
    sfid("04l") + "AAA",
    sfid("801") + "AAB",
)
la(
    """tibemsadmin -server tcp://ems01.int:7222 -user admin -password "$EMS_ADMIN_PW" -script create_b2b_queues.txt""",
)
la(
    """Das Passwort für den SFTP-Zugang des Spediteurs wurde heute rotiert (Ticket CHG-20412).
Der neue Wert steht im Tresor unter kv/b2b/partners/carrier, die alte Verbindung ist deaktiviert.""",
)
la(
    """amqps://rmq.internal.acme-logistics.de:5671/%2Fb2b   (username and password come from the AMQP_USER and AMQP_PASS variables)""",
)
la(
    """$ openssl x509 -in partner-grocer-as2.pem -noout -serial -fingerprint -sha256 -subject
serial={0}
sha256 Fingerprint={1}
subject=C=US, O=Grocer North Inc., CN=as2.partner-grocer.com""",
    r(32, UPPER_HEX),
    fp(32),
)
la(
    """<globalVariable>
  <name>SFTP_Password</name>
  <value></value>
  <deploymentSettable>true</deploymentSettable>
  <type>Password</type>
</globalVariable>
<!-- value set per environment in the TEA deployment profile -->""",
)
la(
    """AS2 connection health
  Partner          Last MDN                  MIC algorithm   MDN digest (base64)
  GROCERNORTH      2024-12-07 09:31:52 UTC    sha-256         {0}
  PHARMADIST       2024-12-07 08:02:11 UTC    sha-256         {1}""",
    b64(32),
    b64(32),
)

la(
    """runmqakm -cert -details -db key.kdb -stashed -label partner_retail_ca
Label : partner_retail_ca
Key Size : 4096
Version : X509 V3
Serial : {0}
Issuer : CN=Retail Partner Root CA 2024,O=Retail Partner GmbH,C=DE
Subject : CN=Retail Partner Root CA 2024,O=Retail Partner GmbH,C=DE
Not Before : 1 March 2024 00:00:00 GMT+00:00
Not After : 28 February 2034 23:59:59 GMT+00:00
Fingerprint : SHA256 : {1}""",
    r(32, HEX),
    fp(32),
)
la(
    """  <ReceiveLocationTransportTypeData>&lt;CustomProps&gt;&lt;UserName vt="8"&gt;acme_edi&lt;/UserName&gt;&lt;Password vt="1" /&gt;&lt;ServerAddress vt="8"&gt;sftp.partner-grocer.com&lt;/ServerAddress&gt;&lt;/CustomProps&gt;</ReceiveLocationTransportTypeData>
<!-- BizTalk does not export passwords; set them again after import -->""",
)
la(
    """ServiceBusReceivedMessage
  MessageId:        {0}
  CorrelationId:    PO-88341
  SessionId:        grocer-north
  SequenceNumber:   21110623253299201
  LockToken:        {1}
  EnqueuedTime:     2024-12-07T08:14:55.1180000+00:00
  DeliveryCount:    1""",
    r(32, HEX),
    uuid4(),
)
la(
    """UNB+UNOC:3+{0}:14+{1}:14+241207:1140+00000000000779'
UNH+1+DESADV:D:96A:UN:EAN005'
BGM+351+DES587441+9'
NAD+SU+{0}::9'
NAD+BY+{1}::9'""",
    gln(),
    gln(),
)
la(
    """"security": {
  "extension": [{
    "url": "http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris",
    "extension": [
      {"url": "token", "valueUri": "https://fhir.regional-hospital.example/auth/token"},
      {"url": "authorize", "valueUri": "https://fhir.regional-hospital.example/auth/authorize"}
    ]
  }],
  "service": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/restful-security-service", "code": "SMART-on-FHIR"}]}]
}""",
)
la(
    """Security server EE/GOV/70000001/acme-b2b-ss1
Token 0 (softToken-0): ACTIVE, logged in
  Key {0}  usage=SIGNING  cert hash (SHA-256) {1}  status=REGISTERED
  Key {2}  usage=AUTHENTICATION  cert hash (SHA-256) {3}  status=REGISTERED
Member subsystem: EE/GOV/70000001/edi-exchange""",
    r(40, UPPER_HEX),
    r(64, UPPER_HEX),
    r(40, UPPER_HEX),
    r(64, UPPER_HEX),
)
la(
    """conn = Connection(ashost="sap-erp-prd.int", sysnr="00", client="100",
                  user=os.environ["SAP_RFC_USER"], passwd=os.environ["SAP_RFC_PW"], lang="EN")""",
)
la(
    """{
  "result": [
    {"number": "INC0041872", "sys_id": "{0}", "state": "2", "assignment_group": {"value": "{1}"}},
    {"number": "INC0041877", "sys_id": "{2}", "state": "1", "assignment_group": {"value": "{1}"}}
  ]
}""",
    r(32, HEX),
    r(32, HEX),
    r(32, HEX),
)
la(
    """{
  "id": 4,
  "module": "sftp:ListFiles",
  "version": 2,
  "parameters": {"__IMTCONN__": 4155021},
  "mapper": {"folder": "/outbound/850"},
  "metadata": {"designer": {"x": 300, "y": 0}}
}""",
)
la(
    """Promemoria per il team integrazione: le credenziali della casella VAN e degli utenti SFTP
dei partner vanno ruotate ogni 90 giorni. La nuova password si comunica al partner solo per
telefono, mai per e-mail, e si registra nel vault (percorso kv/b2b/partners/<partner>).
Prossima scadenza: 15 gennaio.""",
)
la(
    """Runtime Manager > sap-idoc-bridge > Properties
  mule.env = prod
  sap.jco.ashost = sap-erp-prd.int
  sap.jco.passwd = ••••••••  (protected)
  anypoint.client_secret = ••••••••  (protected)""",
)
la(
    """Content-Type: message/disposition-notification

Reporting-UA: mendelson AS2
Original-Recipient: rfc822; GROCERNORTH
Final-Recipient: rfc822; GROCERNORTH
Original-Message-ID: <{0}@as2.acme-logistics.de>
Disposition: automatic-action/MDN-sent-automatically; processed
Received-Content-MIC: {1}, sha-256""",
    r(8, DIGITS) + "." + r(5, DIGITS) + "." + r(12, HEX),
    b64(32),
)
la(
    """$ rabbitmqctl list_permissions -p /b2b
Listing permissions for vhost "/b2b" ...
user	configure	write	read
as2_ingest		^as2\\.	
edi_bridge	^edi\\..*	^edi\\..*	^edi\\..*""",
)
la(
    """# nats-server.conf
authorization {
  users = [
    { user: orders,    password: $ORDERS_PASS }
    { user: invoicing, password: $INVOICING_PASS }
  ]
}""",
)
la(
    """    <wsse:UsernameToken>
        <wsse:Username>ISU_Payroll_Export@acme</wsse:Username>
        <wsse:Password Type="...#PasswordText">{{ workday_isu_password }}</wsse:Password>
    </wsse:UsernameToken>""",
)
la(
    """ISA*00*          *00*          *01*{0}      *01*{1}      *241208*0001*U*00501*{2}*1*T*:~""",
    duns(),
    duns(),
    r(9, DIGITS),
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
