r"""Held-out batch 34: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the
Theme paragraphs of the earlier batches (a grep for lines starting with Theme and the
twelve lines after each), so as not to repeat their texts; (4) the list of kind names
earlier batches pass to add and add_split. The filter's rules, code, docs, tests, benches
and results were not read, and the filter was never run.

Theme: enterprise IT, Windows and identity administration, and research computing, as a
coding agent's session holds them. Windows and identity: PowerShell (ConvertTo-SecureString
-AsPlainText, PSCredential objects, New-LocalUser, Set-ADAccountPassword, transcripts of
Enter-PSSession, compiled DSC MOF files, -EncodedCommand blobs, string concatenation),
cmd (net user /add, net use with a positional password, schtasks /RP, sc config
password=, cmdkey /generic), LDIF with userPassword and base64 unicodePwd (also folded over
two lines), ldappasswd, ADSI in VBScript and PowerShell, Group Policy Preferences cpassword,
unattend.xml AutoLogon, AdministratorPassword and domain-join credentials, MDT
CustomSettings.ini, LAPS output, Entra ID app secrets (az ad app credential reset, Graph
token requests, Connect-MgGraph, az login), Intune remediation scripts, Kerberos (kinit
from a pipe, klist -K key dumps, kadmin -w, ktpass /pass), SCCM network access account
notes, RDP files with DPAPI password blobs, VMware (govc env and URL userinfo,
Connect-VIServer, esxcli, vcsa-deploy JSON, ESXi kickstart), Hyper-V PowerShell Direct,
NetScaler LDAP actions, Citrix Cloud API keys, Veeam, iSCSI CHAP, iDRAC racadm, pywinrm and
Ansible WinRM; IBM mainframe (JCL job cards and FTP SYSIN, RACF ALTUSER passwords and
phrases, s3270 logon scripts, ftplib to z/OS), IBM i (CHGUSRPRF, JT400 URLs), SAP
(hdbuserstore SET, hdbsql, pyrfc, sapnwrfc.ini, sapshcut), Oracle (sqlplus EZCONNECT,
orapki, mkstore, thin JDBC, expdp parfiles), MSSQL (linked-server logins, sqlcmd -P, dtexec
/Conn), SharePoint PnP and Exchange. Research computing: Slurm job output with an env
dump, sbatch scripts, slurmdbd.conf, munge keys, HPC onboarding mails, .condarc channel
tokens and userinfo, conda token set, .Renviron, R keyring and DBI, MATLAB database and
weboptions, SAS autoexec, PROC SQL connect and PWENCODE output, Stata odbc, Globus client
secrets and setup keys, iRODS sessions, Zenodo, Figshare, ORCID, Dataverse, NCBI
E-utilities and Elsevier keys, rclone for a research drive, OpenVPN, eduroam
wpa_supplicant and nmcli, openconnect, sssd, FreeIPA enrolment. All new kinds live under
"ent/". Secrets are random strings from the seeded helpers, vendor-shaped tokens and
human-chosen passwords (words, digits, symbols, leetspeak, phrases, 8-character mainframe
passwords). Look-alikes are the same tools and files without a credential: prompts
(Read-Host, Get-Credential, net user *, -W), env and file references, masked values and
Windows' own *SENSITIVE*DATA*DELETED* marker, empty cpassword, listings that omit secrets
(cmdkey /list, hdbuserstore LIST, mkstore -listCredential, klist without -K, az ad app
credential list, Get-VBRCredentials, LISTUSER, DSPUSRPRF), public ids (SIDs, objectGUIDs,
tenant and client ids, ORCID iDs, DOIs, Globus collection ids, NCBI WebEnv handles),
thumbprints, checksums and prose about password policy. Languages: mostly English, some
German, Dutch and Korean.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(34_2026_12_06)
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
EN_WORDS = [
    "harbor", "maple", "falcon", "copper", "winter", "orbit", "lantern", "meadow", "granite",
    "velvet", "summit", "pebble", "thunder", "cedar", "willow", "comet", "saffron", "glacier",
    "otter", "biscuit", "rocket", "juniper", "marble", "tundra",
]
DE_WORDS = [
    "Sonnenblume", "Fahrrad", "Wolke", "Kaffee", "Bergsee", "Apfelbaum", "Schnee",
    "Leuchtturm", "Brezel", "Eichhorn", "Gewitter", "Zugspitze",
]
NL_WORDS = ["fiets", "tulp", "molen", "gracht", "kaas", "regen", "duin", "zeilboot", "hagel", "polder"]
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})


def hpw(words: list[str] | None = None, sym: str = "!@*.-_+?") -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    ws = words or EN_WORDS
    style = _rng.randrange(5)
    if style == 0:
        return _rng.choice(ws).capitalize() + _rng.choice(ws).capitalize() + r(_rng.randint(2, 4), DIGITS) + _rng.choice(sym)
    if style == 1:
        return _rng.choice(ws).lower().translate(LEET).capitalize() + _rng.choice(sym) + str(_rng.randint(2019, 2027))
    if style == 2:
        return _rng.choice(["Winter", "Sommer", "Herbst", "Spring", "Zomer", "Lente"]) + str(_rng.randint(2023, 2027)) + _rng.choice(sym) + r(2, DIGITS)
    if style == 3:
        return "-".join(_rng.choice(ws).lower() for _ in range(3)) + r(1, DIGITS)
    return _rng.choice(sym) + _rng.choice(ws).capitalize() + r(3, DIGITS) + _rng.choice(ws).lower()


def phrase(n: int = 4, words: list[str] | None = None) -> str:
    """A pass phrase of words separated by spaces."""
    ws = words or EN_WORDS
    return " ".join(_rng.choice(ws) for _ in range(n)) + " " + r(2, DIGITS)


def mfpw() -> str:
    """An 8-character RACF-style password."""
    return r(1, UPPER) + r(5, UPPER_NUM) + r(1, DIGITS) + r(1, UPPER)


def entra_secret() -> str:
    return r(3, ALNUM) + r(1, DIGITS) + "Q~" + r(34, ALNUM + "_-.~")


def utf16b64(s: str) -> str:
    return base64.b64encode(s.encode("utf-16-le")).decode()


def sha256() -> str:
    return r(64, HEX)


def sid() -> str:
    return "S-1-5-21-" + "-".join(str(_rng.randint(10**8, 4 * 10**9)) for _ in range(3)) + "-" + str(_rng.randint(1100, 9999))


def orcid() -> str:
    return "0000-000" + r(1, "123") + "-" + r(4, DIGITS) + "-" + r(3, DIGITS) + r(1, DIGITS + "X")


# ============================================================ secrets: PowerShell and cmd
add(
    "ent/pwsh-securestring-string-param",
    r"""PS C:\ops> $sec = ConvertTo-SecureString -String '{0}' -AsPlainText -Force
PS C:\ops> $cred = New-Object System.Management.Automation.PSCredential ('CORP\svc_sqlagent', $sec)
PS C:\ops> Invoke-Command -ComputerName sql02 -Credential $cred -ScriptBlock { hostname; (Get-Service SQLSERVERAGENT).Status }
SQL02
Running""",
    hpw(),
)

add(
    "ent/pwsh-script-cat-n-pscredential",
    r"""     1	# Deploy-Reports.ps1 - runs nightly from the jump host (JMP02)
     2	param([string]$Server = 'rpt01.corp.example.com')
     3	
     4	$user = 'CORP\svc_reports'
     5	$pass = ConvertTo-SecureString "{0}" -AsPlainText -Force
     6	$cred = [System.Management.Automation.PSCredential]::new($user, $pass)
     7	New-PSDrive -Name R -PSProvider FileSystem -Root "\\$Server\reports$" -Credential $cred | Out-Null
     8	Copy-Item -Path .\dist\* -Destination R:\ -Recurse -Force
     9	Remove-PSDrive R""",
    hpw(),
)

add(
    "ent/new-localuser-kiosk",
    r"""New-LocalUser -Name "kiosk" -FullName "Lobby Kiosk" -Description "Auto logon account for the reception screen" -Password (ConvertTo-SecureString '{0}' -AsPlainText -Force) -PasswordNeverExpires -UserMayNotChangePassword
Add-LocalGroupMember -Group "Users" -Member "kiosk"
Set-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon' -Name DefaultUserName -Value kiosk""",
    hpw(),
)

add(
    "ent/set-adaccountpassword-ticket-de",
    r"""Ticket INC0048213 – Passwort-Reset für m.keller (Buchhaltung, Standort Köln)
Erledigt per Admin-Shell auf DC01:

Set-ADAccountPassword -Identity mkeller -Reset -NewPassword (ConvertTo-SecureString -AsPlainText "{0}" -Force)
Set-ADUser -Identity mkeller -ChangePasswordAtLogon $true
Unlock-ADAccount -Identity mkeller

Benutzer wurde telefonisch informiert, Ticket kann geschlossen werden.""",
    hpw(DE_WORDS),
)

add(
    "ent/pwsh-transcript-enter-pssession",
    r"""**********************
Windows PowerShell transcript start
Start time: 20260114093012
Username: CORP\a-jvdberg
RunAs User: CORP\a-jvdberg
Configuration Name: 
Machine: MGMT01 (Microsoft Windows NT 10.0.20348.0)
Host Application: C:\Program Files\PowerShell\7\pwsh.dll
Process ID: 7712
PSVersion: 7.4.6
**********************
PS C:\Users\a-jvdberg> $c = [pscredential]::new('EXCH\svc_migr', ('{0}' | ConvertTo-SecureString -AsPlainText -Force))
PS C:\Users\a-jvdberg> Enter-PSSession -ComputerName exch02 -Credential $c -Authentication Kerberos
[exch02]: PS C:\Users\svc_migr\Documents> Get-MailboxDatabase | Select Name,Server

Name         Server
----         ------
MBX-DB01     EXCH02
MBX-DB02     EXCH02""",
    hpw(),
)

add(
    "ent/dsc-mof-plaintext-credential",
    r"""/*
@TargetNode='WEB07'
@GeneratedBy=a-tlee
@GenerationDate=01/09/2026 14:22:51
@GenerationHost=BUILD03
*/

instance of MSFT_Credential as $MSFT_Credential1ref
{
Password = "{0}";
 UserName = "CORP\\svc_dscjoin";

};

instance of Computer as $Computer1ref
{
ResourceID = "[Computer]JoinDomain";
 Credential = $MSFT_Credential1ref;
 DomainName = "corp.example.com";
 Name = "WEB07";
 SourceInfo = "C:\\dsc\\WebServer.ps1::14::9::Computer";
 ModuleName = "ComputerManagementDsc";
 ModuleVersion = "9.1.0";
 ConfigurationName = "WebServer";
};""",
    hpw(),
)

add(
    "ent/net-user-add-domain",
    r"""C:\Windows\system32>net user svc_scan {0} /add /domain /comment:"MFP scan-to-folder, 3rd floor" /passwordchg:no
The request will be processed at a domain controller for domain corp.example.com.

The command completed successfully.


C:\Windows\system32>net group "Scan Users" svc_scan /add /domain""",
    hpw(sym="!@*.-_+?"),
)

add(
    "ent/net-use-positional-password",
    r"""REM map_backup.cmd - called by the Veeam pre-job script
net use \\nas01.corp.example.com\ipc$ /delete /y >nul 2>&1
net use \\nas01.corp.example.com\ipc$ {0} /user:NAS01\backupop /persistent:no
if errorlevel 1 (
  echo mapping failed >> C:\scripts\logs\map_backup.log
  exit /b 1
)""",
    hpw(sym="!@*.-_+?"),
)

add(
    "ent/schtasks-create-rp",
    r"""C:\> schtasks /Create /TN "Nightly\ExportCRM" /TR "C:\jobs\export_crm.cmd" /SC DAILY /ST 02:30 /RU CORP\svc_crm /RP {0} /RL HIGHEST /F
SUCCESS: The scheduled task "Nightly\ExportCRM" has successfully been created.""",
    hpw(),
)

add(
    "ent/sc-config-obj-password",
    r"""PS C:\> sc.exe config "TomcatCRM" obj= "CORP\svc_tomcat" password= "{0}"
[SC] ChangeServiceConfig SUCCESS
PS C:\> sc.exe start TomcatCRM

SERVICE_NAME: TomcatCRM
        TYPE               : 10  WIN32_OWN_PROCESS
        STATE              : 2  START_PENDING
        PID                : 9120""",
    hpw(),
)

add(
    "ent/cmdkey-generic-termsrv",
    r"""C:\Users\lmeijer>cmdkey /generic:TERMSRV/rds-gw01.corp.example.com /user:CORP\a-lmeijer /pass:{0}

CMDKEY: Credential added successfully.

C:\Users\lmeijer>mstsc /v:rds-gw01.corp.example.com /f""",
    hpw(),
)

add(
    "ent/pwsh-encodedcommand-blob",
    r"""Event 4104, PowerShell (Microsoft-Windows-PowerShell/Operational)
Creating Scriptblock text (1 of 1): powershell.exe -NoProfile -NonInteractive -ExecutionPolicy Bypass -EncodedCommand {0}
ScriptBlock ID: 5d1e0c7a-0f5b-4c35-9a0b-2f6f4f3d8e21
Path: 
Computer: PRN-SRV02.corp.example.com
User: CORP\svc_printmig""",
    utf16b64(
        "$p = ConvertTo-SecureString '" + hpw() + "' -AsPlainText -Force; "
        "$c = New-Object PSCredential('CORP\\svc_printmig', $p); "
        "Invoke-Command -ComputerName PRN-SRV01 -Credential $c -FilePath C:\\mig\\export-printers.ps1"
    ),
)

_pa, _pb = "Gr4nite" + r(3, DIGITS), _rng.choice(["!", "#", "*"]) + "Lantern" + r(2, DIGITS)
add_split(
    "ent/pwsh-string-plus-concat",
    r"""# don't judge, this is what was on the old file server
$part1 = '{0}'
$part2 = '{1}'
$plain = $part1 + $part2
$secure = ConvertTo-SecureString $plain -AsPlainText -Force
$cred = New-Object PSCredential 'CORP\svc_fsmig', $secure
robocopy \\fs-old\dept \\fs-new\dept /MIR /COPYALL /R:1 /W:1""",
    _pa,
    _pb,
)

add(
    "ent/intune-remediation-set-localuser",
    r"""# Remediate-LocalAdmin.ps1  (Intune > Devices > Scripts and remediations > "Fix local admin")
# Runs as SYSTEM, 64-bit PowerShell
$acct = Get-LocalUser -Name 'corpadmin' -ErrorAction SilentlyContinue
if (-not $acct) {
    New-LocalUser -Name 'corpadmin' -NoPassword | Out-Null
    Add-LocalGroupMember -SID 'S-1-5-32-544' -Member 'corpadmin'
}
Set-LocalUser -Name 'corpadmin' -Password (ConvertTo-SecureString '{0}' -AsPlainText -Force) -PasswordNeverExpires $true
Write-Output "corpadmin remediated"
exit 0""",
    hpw(),
)

add(
    "ent/laps-get-adpassword-asplaintext",
    r"""PS C:\> Get-LapsADPassword -Identity WS-FIN-0231 -AsPlainText

ComputerName        : WS-FIN-0231
DistinguishedName   : CN=WS-FIN-0231,OU=Finance,OU=Workstations,DC=corp,DC=example,DC=com
Account             : Administrator
Password            : {0}
PasswordUpdateTime  : 1/12/2026 7:41:09 AM
ExpirationTimestamp : 2/11/2026 7:41:09 AM
Source              : EncryptedPassword
DecryptionStatus    : Success
AuthorizedDecryptor : CORP\Domain Admins""",
    r(4, UPPER) + r(4, LOWER) + r(3, DIGITS) + r(2, "+-#&%{}.,") + r(5, ALNUM),
)

add(
    "ent/mdt-customsettings-ini",
    r"""[Settings]
Priority=Default
Properties=MyCustomProperty

[Default]
OSInstall=Y
SkipCapture=YES
SkipAdminPassword=YES
AdminPassword={0}
SkipDomainMembership=YES
JoinDomain=corp.example.com
DomainAdmin=svc_mdtjoin
DomainAdminDomain=CORP
DomainAdminPassword={1}
MachineObjectOU=OU=Staging,OU=Workstations,DC=corp,DC=example,DC=com
TimeZoneName=W. Europe Standard Time""",
    hpw(sym="!@*.-_+?"),
    hpw(sym="!@*.-_+?"),
)

add(
    "ent/mdt-bootstrap-ini-userpassword",
    r"""[Default]
_SMSTSORGNAME=Contoso Deployment
UserDomain=CORP
UserID=svc_mdtread
UserPassword={0}
SkipBDDWelcome=YES
DeployRoot=\\mdt01\DeploymentShare$""",
    hpw(sym="!@*.-_+?"),
)


# ============================================================ secrets: directory, GPP, unattend
add(
    "ent/ldif-add-userpassword-plain",
    r"""dn: uid=svc-gitlab,ou=services,dc=lab,dc=example,dc=org
changetype: add
objectClass: inetOrgPerson
objectClass: organizationalPerson
cn: GitLab bind account
sn: gitlab
uid: svc-gitlab
userPassword: {0}
description: read-only bind for LDAP group sync (ticket OPS-2291)""",
    hpw(),
)

add(
    "ent/ldif-unicodepwd-base64",
    r"""$ cat reset-adevries.ldif
dn: CN=Anna de Vries,OU=Staff,OU=Utrecht,DC=corp,DC=example,DC=nl
changetype: modify
replace: unicodePwd
unicodePwd:: {0}
-

$ ldapmodify -H ldaps://dc01.corp.example.nl -Y GSSAPI -f reset-adevries.ldif
SASL/GSSAPI authentication started
modifying entry "CN=Anna de Vries,OU=Staff,OU=Utrecht,DC=corp,DC=example,DC=nl"
""",
    utf16b64('"' + hpw(NL_WORDS) + '"'),
)

_up = utf16b64('"' + phrase(5) + '"')
add_split(
    "ent/ldif-unicodepwd-folded",
    r"""dn: CN=svc_jira,OU=Service Accounts,DC=corp,DC=example,DC=com
changetype: modify
replace: unicodePwd
unicodePwd:: {0}
 {1}
-
replace: pwdLastSet
pwdLastSet: -1
-""",
    _up[:62],
    _up[62:],
)

add(
    "ent/ldappasswd-s-newpass",
    r"""[root@idm01 ~]# ldappasswd -H ldaps://ldap.lab.example.org -x -D "cn=admin,dc=lab,dc=example,dc=org" -y /root/.ldap_admin -s '{0}' "uid=jkim,ou=people,dc=lab,dc=example,dc=org"
[root@idm01 ~]# ldapwhoami -H ldaps://ldap.lab.example.org -x -D "uid=jkim,ou=people,dc=lab,dc=example,dc=org" -W
Enter LDAP Password: 
dn:uid=jkim,ou=people,dc=lab,dc=example,dc=org""",
    hpw(),
)

add(
    "ent/adsi-vbscript-setpassword",
    r"""' reset_kiosk.vbs  -- left over from the 2014 migration, still scheduled on DC02
Option Explicit
Dim objUser
Set objUser = GetObject("LDAP://CN=Scanner Kiosk,OU=Devices,DC=corp,DC=example,DC=com")
objUser.SetPassword "{0}"
objUser.Put "pwdLastSet", -1
objUser.SetInfo
WScript.Echo "Kiosk password reset " & Now""",
    hpw(),
)

add(
    "ent/adsi-winnt-local-admin",
    r"""PS C:\> $pc = 'LAB-HV03'
PS C:\> ([ADSI]"WinNT://$pc/Administrator,user").SetPassword('{0}')
PS C:\> ([ADSI]"WinNT://$pc/Administrator,user").SetInfo()
PS C:\> Write-Host "local admin on $pc rotated"
local admin on LAB-HV03 rotated""",
    hpw(),
)

add(
    "ent/gpp-groups-xml-cpassword",
    r"""PS C:\> Get-Content '\\corp.example.com\SYSVOL\corp.example.com\Policies\{31B2F340-016D-11D2-945F-00C04FB984F9}\Machine\Preferences\Groups\Groups.xml'
<?xml version="1.0" encoding="utf-8"?>
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}"><User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="LocalSupport" image="2" changed="2017-03-14 09:12:44" uid="{8B1C4E2A-77D3-4F0B-9E61-3A2C5D7F9B10}"><Properties action="U" newName="" fullName="Local Support" description="" cpassword="{0}" changeLogon="0" noChange="1" neverExpires="1" acctDisabled="0" userName="LocalSupport"/></User>
</Groups>""",
    b64(32).rstrip("="),
)

add(
    "ent/gpp-drives-xml-cpassword",
    r"""<?xml version="1.0" encoding="utf-8"?>
<Drives clsid="{8FDDCC1A-0C3C-43cd-A6B4-71A6DF20DA8C}">
  <Drive clsid="{935D1B74-9CB8-4e3c-9914-7DD559B7A417}" name="P:" status="P:" image="2" changed="2016-11-02 15:40:03" uid="{E2F1A0C4-1D3B-4B8E-8A7C-6F5E4D3C2B1A}" bypassErrors="1">
    <Properties action="U" thisDrive="NOCHANGE" allDrives="NOCHANGE" userName="CORP\svc_projects" cpassword="{0}" path="\\fs02\projects" label="Projects" persistent="1" useLetter="1" letter="P"/>
  </Drive>
</Drives>""",
    b64(48).rstrip("="),
)

add(
    "ent/unattend-autologon-plaintext",
    r"""      <AutoLogon>
        <Password>
          <Value>{0}</Value>
          <PlainText>true</PlainText>
        </Password>
        <Enabled>true</Enabled>
        <LogonCount>3</LogonCount>
        <Username>Administrator</Username>
      </AutoLogon>
      <FirstLogonCommands>
        <SynchronousCommand wcm:action="add">
          <Order>1</Order>
          <CommandLine>powershell -ExecutionPolicy Bypass -File C:\Windows\Setup\Scripts\postinstall.ps1</CommandLine>
        </SynchronousCommand>
      </FirstLogonCommands>""",
    hpw(),
)

add(
    "ent/unattend-adminpassword-base64",
    r"""    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value>{0}</Value>
          <PlainText>false</PlainText>
        </AdministratorPassword>
      </UserAccounts>
      <OOBE>
        <HideEULAPage>true</HideEULAPage>
        <ProtectYourPC>3</ProtectYourPC>
      </OOBE>
    </component>""",
    utf16b64(hpw() + "AdministratorPassword"),
)

add(
    "ent/autounattend-domain-join-credentials",
    r"""<component name="Microsoft-Windows-UnattendedJoin" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
  <Identification>
    <Credentials>
      <Domain>corp.example.com</Domain>
      <Password>{0}</Password>
      <Username>svc_djoin</Username>
    </Credentials>
    <JoinDomain>corp.example.com</JoinDomain>
    <MachineObjectOU>OU=Kiosks,OU=Workstations,DC=corp,DC=example,DC=com</MachineObjectOU>
  </Identification>
</component>""",
    hpw(),
)

# ============================================================ secrets: Entra ID, Intune, Graph
_app, _ten = uuid4(), uuid4()
add(
    "ent/az-ad-app-credential-reset-output",
    r"""$ az ad app credential reset --id {1} --append --display-name gha-deploy-2026 --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control. For more information, see https://aka.ms/azadsp-cli
{
  "appId": "{1}",
  "password": "{0}",
  "tenant": "{2}"
}""",
    entra_secret(),
    _app,
    _ten,
)

add(
    "ent/connect-mggraph-clientsecretcredential",
    r"""# Export-IntuneDevices.ps1
$tenantId = '{1}'
$appId    = '{2}'
$secret   = ConvertTo-SecureString '{0}' -AsPlainText -Force
$cred     = New-Object System.Management.Automation.PSCredential($appId, $secret)
Connect-MgGraph -TenantId $tenantId -ClientSecretCredential $cred -NoWelcome
Get-MgDeviceManagementManagedDevice -Filter "operatingSystem eq 'Windows'" -All |
    Select-Object DeviceName, UserPrincipalName, ComplianceState, LastSyncDateTime |
    Export-Csv .\intune-devices.csv -NoTypeInformation""",
    entra_secret(),
    uuid4(),
    uuid4(),
)

add(
    "ent/graph-token-curl-form-secret",
    r"""$ curl -s -X POST "https://login.microsoftonline.com/{1}/oauth2/v2.0/token" \
    -d "client_id={2}" \
    -d "scope=https%3A%2F%2Fgraph.microsoft.com%2F.default" \
    -d "client_secret={0}" \
    -d "grant_type=client_credentials" | jq '.expires_in, .token_type'
3599
"Bearer"
""",
    entra_secret(),
    uuid4(),
    uuid4(),
)

add(
    "ent/az-login-service-principal-p",
    r"""+ az login --service-principal -u {1} -p '{0}' --tenant {2} --output none
+ az account set --subscription "Research-Shared-Prod"
+ az storage blob upload-batch -d results -s ./out --account-name stresearchweu01 --auth-mode login""",
    entra_secret(),
    uuid4(),
    uuid4(),
)

add(
    "ent/intune-graph-config-json",
    r"""{
  "IntuneSync": {
    "TenantId": "{1}",
    "ClientId": "{2}",
    "ClientSecret": "{0}",
    "Authority": "https://login.microsoftonline.com/",
    "GraphBase": "https://graph.microsoft.com/beta",
    "SyncIntervalMinutes": 30
  }
}""",
    entra_secret(),
    uuid4(),
    uuid4(),
)

# ============================================================ secrets: Kerberos, SCCM, RDP
add(
    "ent/kinit-echo-pipe",
    r"""[hdfs@edge01 ~]$ echo '{0}' | kinit svc_etl@CORP.EXAMPLE.COM
Password for svc_etl@CORP.EXAMPLE.COM: 
[hdfs@edge01 ~]$ klist
Ticket cache: FILE:/tmp/krb5cc_1003
Default principal: svc_etl@CORP.EXAMPLE.COM

Valid starting       Expires              Service principal
01/15/2026 08:02:11  01/15/2026 18:02:11  krbtgt/CORP.EXAMPLE.COM@CORP.EXAMPLE.COM
	renew until 01/22/2026 08:02:11""",
    hpw(),
)

add(
    "ent/klist-kte-K-key-dump",
    r"""$ sudo klist -kte -K /etc/krb5.keytab
Keytab name: FILE:/etc/krb5.keytab
KVNO Timestamp           Principal
---- ------------------- ------------------------------------------------------
   3 01/12/2026 10:14:55 host/web03.corp.example.com@CORP.EXAMPLE.COM (aes256-cts-hmac-sha1-96)  (0x{0})
   3 01/12/2026 10:14:55 host/web03.corp.example.com@CORP.EXAMPLE.COM (aes128-cts-hmac-sha1-96)  (0x{1})""",
    r(64, HEX),
    r(32, HEX),
)

add(
    "ent/kadmin-w-ktadd",
    r"""#!/bin/bash
# provision-http-keytab.sh web03
set -euo pipefail
HOST="$1"
kadmin -p admin/admin@LAB.EXAMPLE.ORG -w '{0}' -q "addprinc -randkey HTTP/${HOST}.lab.example.org"
kadmin -p admin/admin@LAB.EXAMPLE.ORG -w '{0}' -q "ktadd -k /tmp/${HOST}.keytab HTTP/${HOST}.lab.example.org"
scp /tmp/${HOST}.keytab root@${HOST}:/etc/httpd/http.keytab""",
    hpw(),
)

add(
    "ent/ktpass-pass",
    r"""C:\> ktpass /princ HTTP/intranet.corp.example.com@CORP.EXAMPLE.COM /mapuser CORP\svc_intranet /pass {0} /crypto AES256-SHA1 /ptype KRB5_NT_PRINCIPAL /out C:\temp\intranet.keytab
Targeting domain controller: DC01.corp.example.com
Successfully mapped HTTP/intranet.corp.example.com to svc_intranet.
Key created.
Output keytab to C:\temp\intranet.keytab:
Keytab version: 0x502
keysize 91 HTTP/intranet.corp.example.com@CORP.EXAMPLE.COM ptype 1 (KRB5_NT_PRINCIPAL) vno 4 etype 0x12 (AES256-SHA1) keylength 32""",
    hpw(),
)

add(
    "ent/sccm-naa-runbook-table",
    r"""## ConfigMgr – Site P01 service accounts

| Purpose                     | Account              | Password                | Owner    |
|-----------------------------|----------------------|-------------------------|----------|
| Network Access Account      | CORP\sccm_naa        | {0}   | EUC team |
| Client push installation    | CORP\sccm_push       | (gMSA, no password)     | EUC team |
| Reporting services point    | CORP\sccm_ssrs       | see vault: sccm/ssrs    | DBA      |

NAA is only needed for workgroup clients during OSD; remove once Enhanced HTTP is enabled.""",
    hpw(),
)

add(
    "ent/rdp-file-password-51-blob",
    r"""screen mode id:i:2
use multimon:i:0
desktopwidth:i:1920
desktopheight:i:1080
full address:s:rds-fin01.corp.example.com
username:s:CORP\a-pvandam
gatewayhostname:s:rdgw.corp.example.com
gatewayusagemethod:i:1
authentication level:i:2
prompt for credentials:i:0
password 51:b:{0}
redirectclipboard:i:1""",
    "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + r(456, UPPER_HEX),
)


# ============================================================ secrets: VMware, Hyper-V, Citrix, Veeam, hardware
add(
    "ent/govc-env-file",
    r"""$ cat ~/.govc-lab
export GOVC_URL=https://vcsa01.lab.example.com/sdk
export GOVC_USERNAME=administrator@vsphere.local
export GOVC_PASSWORD='{0}'
export GOVC_INSECURE=1
export GOVC_DATACENTER=DC-Lab
export GOVC_DATASTORE=vsanDatastore
$ source ~/.govc-lab && govc about | head -3
FullName:     VMware vCenter Server 8.0.3 build-24322831
Name:         VMware vCenter Server
Vendor:       VMware, Inc.""",
    hpw(),
)

add(
    "ent/govc-url-userinfo",
    r"""[packer@build02 templates]$ GOVC_URL='https://svc-packer%40vsphere.local:{0}@vcsa02.corp.example.com/sdk' govc vm.info -json /DC-Prod/vm/templates/rhel9-2026-01 | jq '.virtualMachines[0].config.hardware.numCPU'
2""",
    pw(),
)

add(
    "ent/powercli-connect-viserver-password",
    r"""PS /home/ops> Set-PowerCLIConfiguration -InvalidCertificateAction Ignore -Scope Session -Confirm:$false | Out-Null
PS /home/ops> Connect-VIServer -Server vcsa01.corp.example.com -User 'svc-backup@vsphere.local' -Password '{0}'

Name                           Port  User
----                           ----  ----
vcsa01.corp.example.com        443   VSPHERE.LOCAL\svc-backup""",
    hpw(),
)

add(
    "ent/esxcli-system-account-add",
    r"""[root@esx04:~] esxcli system account add -i monitor -d "Zabbix read-only" -p '{0}' -c '{0}'
[root@esx04:~] esxcli system permission set -i monitor -r ReadOnly
[root@esx04:~] esxcli system account list
User ID  Description
-------  -----------------
root     Administrator
dcui     DCUI User
vpxuser  VMware VirtualCenter administration account
monitor  Zabbix read-only""",
    hpw(),
)

add(
    "ent/vcsa-deploy-json-sso",
    r"""{
    "__version": "2.13.0",
    "new_vcsa": {
        "esxi": {
            "hostname": "esx01.lab.example.com",
            "username": "root",
            "deployment_network": "VM Network",
            "datastore": "datastore1"
        },
        "appliance": {
            "thin_disk_mode": true,
            "deployment_option": "small",
            "name": "vcsa03"
        },
        "sso": {
            "password": "{0}",
            "domain_name": "vsphere.local"
        }
    },
    "ceip": { "settings": { "ceip_enabled": false } }
}""",
    hpw(),
)

add(
    "ent/esxi-kickstart-rootpw",
    r"""# ks.cfg served from http://deploy01/esxi/ks-esx.cfg
vmaccepteula
install --firstdisk --overwritevmfs
rootpw {0}
network --bootproto=static --ip=10.20.4.31 --netmask=255.255.255.0 --gateway=10.20.4.1 --nameserver=10.20.0.10 --hostname=esx05.lab.example.com
reboot

%firstboot --interpreter=busybox
vim-cmd hostsvc/enable_ssh
esxcli system ntp set --server=ntp.lab.example.com --enabled=true""",
    hpw(),
)

add(
    "ent/hyperv-powershell-direct-credential",
    r"""# build-lab.ps1 (excerpt) - configure guests over PowerShell Direct, no network needed
$guestCred = [pscredential]::new('.\Administrator', (ConvertTo-SecureString -String '{0}' -AsPlainText -Force))
foreach ($vm in 'LAB-DC01','LAB-SQL01','LAB-APP01') {
    Invoke-Command -VMName $vm -Credential $guestCred -ScriptBlock {
        Set-NetFirewallProfile -Profile Domain -Enabled False
        Rename-Computer -NewName $using:vm -Force
    }
}""",
    hpw(),
)

add(
    "ent/netscaler-ldapaction-binddnpassword",
    r"""> add authentication ldapAction LDAP_CORP -serverIP 10.1.2.10 -serverPort 636 -secType SSL -ldapBase "DC=corp,DC=example,DC=com" -ldapBindDn svc_netscaler@corp.example.com -ldapBindDnPassword {0} -ldapLoginName sAMAccountName -groupAttrName memberOf -subAttributeName cn
 Done
> add authentication Policy POL_LDAP_CORP -rule true -action LDAP_CORP
 Done""",
    hpw(sym="!@*.-_+?"),
)

add(
    "ent/citrix-set-xdcredentials-secretkey",
    r"""PS C:\> Add-PSSnapin Citrix*
PS C:\> Set-XDCredentials -CustomerId "corpexampl1a2" -APIKey "{1}" -SecretKey "{0}" -ProfileType CloudAPI -StoreAs "default"
PS C:\> Get-BrokerSite | Select Name, LicensingModel
Name               LicensingModel
----               --------------
corpexampl1a2      UserDevice""",
    b64url(18) + "==",
    uuid4(),
)

add(
    "ent/veeam-add-vbrcredentials",
    r"""PS C:\> Add-VBRCredentials -User "CORP\svc_veeam_guest" -Password "{0}" -Description "Guest processing - SQL cluster"

Id          : 6e0b7d1a-3c52-4b8e-9f21-8a4c2d6b5e17
Name        : CORP\svc_veeam_guest
UserName    : CORP\svc_veeam_guest
Description : Guest processing - SQL cluster""",
    hpw(),
)

add(
    "ent/iscsi-chap-secret",
    r"""PS C:\> Connect-IscsiTarget -NodeAddress "iqn.2005-10.org.freenas.ctl:veeam-repo" -TargetPortalAddress 10.30.0.20 -AuthenticationType ONEWAYCHAP -ChapUsername "veeam-repo" -ChapSecret "{0}" -IsPersistent $true

AuthenticationType      : ONEWAYCHAP
InitiatorInstanceName   : ROOT\ISCSIPRT\0000_0
IsConnected             : True
IsPersistent            : True
TargetNodeAddress       : iqn.2005-10.org.freenas.ctl:veeam-repo""",
    r(14, ALNUM),
)

add(
    "ent/racadm-remote-p",
    r"""$ for h in idrac-esx0{1..4}.oob.example.com; do racadm -r $h -u root -p '{0}' --nocertwarn get iDRAC.Info.Version; done
[Key=iDRAC.Embedded.1#Info.1]
Version=7.10.70.00
[Key=iDRAC.Embedded.1#Info.1]
Version=7.10.70.00""",
    hpw(),
)

add(
    "ent/pywinrm-session-auth-tuple",
    r"""import winrm

s = winrm.Session(
    "https://hv-cluster01.corp.example.com:5986/wsman",
    auth=("CORP\\svc_automation", "{0}"),
    transport="ntlm",
    server_cert_validation="ignore",
)
r = s.run_ps("Get-ClusterNode | Select-Object Name, State | ConvertTo-Json")
print(r.status_code, r.std_out.decode())""",
    hpw(),
)

add(
    "ent/ansible-winrm-inventory-password",
    r"""# inventories/windows/hosts.ini
[fileservers]
fs01.corp.example.com
fs02.corp.example.com

[fileservers:vars]
ansible_connection=winrm
ansible_winrm_transport=kerberos
ansible_port=5986
ansible_user=svc_ansible@CORP.EXAMPLE.COM
ansible_password={0}
ansible_winrm_server_cert_validation=ignore""",
    hpw(),
)

# ============================================================ secrets: mainframe and IBM i
add(
    "ent/jcl-jobcard-password",
    r"""//PAYRUN1  JOB (ACCT,1234),'NIGHTLY PAYROLL',CLASS=A,MSGCLASS=X,
//             NOTIFY=&SYSUID,USER=BATCHP1,PASSWORD={0}
//*
//STEP010  EXEC PGM=PAYR0100,REGION=0M
//STEPLIB  DD DSN=PROD.PAYROLL.LOADLIB,DISP=SHR
//INFILE   DD DSN=PROD.PAYROLL.TIMECARD(0),DISP=SHR
//SYSOUT   DD SYSOUT=*""",
    mfpw(),
)

add(
    "ent/jcl-ftp-sysin-user-pass",
    r"""//FTPSTEP  EXEC PGM=FTP,PARM='(EXIT TIMEOUT 60'
//SYSPRINT DD SYSOUT=*
//OUTPUT   DD SYSOUT=*
//INPUT    DD *
ftp.partner-bank.example.net
XFGLUSER {0}
ascii
put 'PROD.GL.EXTRACT(0)' gl_extract.txt
quit
/*""",
    hpw(sym="!@*.-_+?"),
)

add(
    "ent/racf-altuser-password",
    r"""READY
ALU OPSUSR2 PASSWORD({0}) NOEXPIRED RESUME
READY
LU OPSUSR2
USER=OPSUSR2  NAME=OPS SHIFT USER 2   OWNER=OPSGRP    CREATED=19.204
 DEFAULT-GROUP=OPSGRP   PASSDATE=26.015 PASS-INTERVAL= 90 PHRASEDATE=N/A""",
    mfpw(),
)

add(
    "ent/racf-altuser-phrase",
    r"""Command ===> TSO ALTUSER DBADM01 PHRASE('{0}') NOEXPIRED
ICH21011I PHRASE NOT CHANGED FOR USER DBADM01 ...
(second try after fixing the length)
Command ===> TSO ALTUSER DBADM01 PHRASE('{0}') NOEXPIRED
READY""",
    phrase(4),
)

add(
    "ent/s3270-script-logon",
    r"""# tsologon.s3270 - used by the nightly screen-scrape of SDSF
Connect(mvs1.corp.example.com:23)
Wait(InputField)
String("L TSO")
Enter()
Wait(InputField)
String("TSUJ02")
Enter()
Wait(InputField)
String("{0}")
Enter()
Wait(30,Output)
Ascii()""",
    mfpw(),
)

add(
    "ent/zos-ftplib-login",
    r"""from ftplib import FTP

ftp = FTP("mvs1.corp.example.com", timeout=60)
ftp.login(user="TSUJ02", passwd="{0}")
ftp.sendcmd("SITE FILETYPE=JES")
with open("compile.jcl", "rb") as f:
    resp = ftp.storlines("STOR compile.jcl", f)
print(resp)   # 250-It is known to JES as JOB04812""",
    mfpw(),
)

add(
    "ent/ibmi-chgusrprf-password",
    r"""> CHGUSRPRF USRPRF(EDIINTF) PASSWORD({0}) PWDEXP(*NO) STATUS(*ENABLED)
  User profile EDIINTF changed.
> WRKOBJLCK OBJ(QSYS/EDIINTF) OBJTYPE(*USRPRF)""",
    mfpw(),
)

add(
    "ent/ibmi-jt400-jdbc-url",
    r"""# application-prod.properties
spring.datasource.driver-class-name=com.ibm.as400.access.AS400JDBCDriver
spring.datasource.url=jdbc:as400://ibmi01.corp.example.com;naming=system;libraries=ORDLIB,QGPL;user=JAVAORD;password={0};prompt=false
spring.datasource.hikari.maximum-pool-size=8""",
    hpw(sym="!@*.-_+?"),
)

# ============================================================ secrets: SAP
add(
    "ent/hdbuserstore-set",
    r"""h01adm@hana01:/usr/sap/H01/HDB00> hdbuserstore SET BACKUPKEY hana01.corp.example.com:30013@SYSTEMDB BACKUP_OPERATOR '{0}'
h01adm@hana01:/usr/sap/H01/HDB00> hdbuserstore LIST BACKUPKEY
DATA FILE       : /usr/sap/H01/home/.hdb/hana01/SSFS_HDB.DAT
KEY FILE        : /usr/sap/H01/home/.hdb/hana01/SSFS_HDB.KEY

KEY BACKUPKEY
  ENV : hana01.corp.example.com:30013
  USER: BACKUP_OPERATOR
  DATABASE: SYSTEMDB""",
    hpw(),
)

add(
    "ent/hdbsql-p",
    r"""$ hdbsql -n hana01.corp.example.com:30015 -d H01 -u SYSTEM -p '{0}' -j "SELECT VERSION FROM M_DATABASE"
VERSION
"2.00.078.00.1715149848"
1 row selected (overall time 2.113 msec; server time 87 usec)""",
    hpw(),
)

add(
    "ent/pyrfc-connection-passwd",
    r"""from pyrfc import Connection

conn = Connection(
    ashost="sapp01.corp.example.com",
    sysnr="00",
    client="100",
    user="RFC_BWEXTR",
    passwd="{0}",
    lang="EN",
)
result = conn.call("RFC_READ_TABLE", QUERY_TABLE="T001", DELIMITER="|", ROWCOUNT=5)""",
    hpw(),
)

add(
    "ent/sapnwrfc-ini-passwd",
    r"""DEST=PRD100
ASHOST=sapp01.corp.example.com
SYSNR=00
CLIENT=100
USER=RFC_BWEXTR
PASSWD={0}
LANG=EN
TRACE=0

DEST=QAS200
MSHOST=sapq-ms.corp.example.com
GROUP=PUBLIC
CLIENT=200
SNC_PARTNERNAME=p:CN=QAS, O=Example, C=DE""",
    hpw(sym="!@*.-_+?"),
)

add(
    "ent/sapshcut-pw-flag",
    r"""@echo off
rem Desktop shortcut for the month-end close, Finance only
"C:\Program Files\SAP\FrontEnd\SAPgui\sapshcut.exe" -system=PRD -client=100 -user=FI_CLOSE -pw={0} -language=DE -command=F.01 -maxgui""",
    hpw(sym="!@*.-_+?"),
)

add(
    "ent/korean-chat-sap-basis-password",
    r"""[오후 3:12] 김지훈: SAP QAS 200번 클라이언트 DDIC 비밀번호 바뀌었어요
[오후 3:12] 김지훈: {0}
[오후 3:13] 박서연: 감사합니다! 트랜스포트 임포트 끝나면 다시 말씀드릴게요
[오후 3:13] 김지훈: 네, 끝나고 SU01에서 초기화 부탁해요""",
    hpw(),
)


# ============================================================ secrets: Oracle, MSSQL, SharePoint, Exchange
add(
    "ent/sqlplus-ezconnect-sysdba",
    r"""[oracle@exa01db01 ~]$ sqlplus -L sys/{0}@//exa01-scan.corp.example.com:1521/PRDPDB1 as sysdba

SQL*Plus: Release 19.0.0.0.0 - Production on Thu Jan 15 09:41:07 2026
Version 19.24.0.0.0

Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production

SQL> select open_mode from v$database;""",
    hpw(sym="!*.-_+?"),
)

add(
    "ent/orapki-wallet-create-pwd",
    r"""$ orapki wallet create -wallet /u01/app/oracle/admin/PRD/wallet -pwd {0} -auto_login
Oracle PKI Tool Release 19.0.0.0.0 - Production
Version 19.4.0.0.0
Copyright (c) 2004, 2024, Oracle and/or its affiliates. All rights reserved.

Operation is successfully completed.
$ orapki wallet add -wallet /u01/app/oracle/admin/PRD/wallet -trusted_cert -cert /tmp/corp-root-ca.pem -pwd {0}""",
    hpw(sym="!*.-_+?"),
)

add(
    "ent/oracle-jdbc-thin-userpass",
    r"""# datasource for the legacy reporting war (tomcat/conf/Catalina/localhost/reports.xml)
<Resource name="jdbc/ReportsDS" auth="Container" type="javax.sql.DataSource"
          driverClassName="oracle.jdbc.OracleDriver"
          url="jdbc:oracle:thin:RPT_READ/{0}@//ora-rpt01.corp.example.com:1521/RPTPDB"
          maxTotal="20" maxIdle="5" validationQuery="select 1 from dual"/>""",
    hpw(sym="!*-_+?"),
)

add(
    "ent/mssql-linked-server-rmtpassword",
    r"""EXEC master.dbo.sp_addlinkedserver @server = N'ORA_FIN', @srvproduct = N'Oracle', @provider = N'OraOLEDB.Oracle', @datasrc = N'FINPRD';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'ORA_FIN', @useself = N'False', @locallogin = NULL, @rmtuser = N'LINK_RO', @rmtpassword = N'{0}';
GO
SELECT TOP 5 * FROM OPENQUERY(ORA_FIN, 'select ledger_id, name from gl_ledgers');""",
    hpw(),
)

add(
    "ent/sqlcmd-P",
    r"""C:\deploy> sqlcmd -S tcp:sql-ag-listener.corp.example.com,1433 -d HRStaging -U etl_loader -P "{0}" -i .\migrations\0042_add_costcentre.sql -b
Changed database context to 'HRStaging'.
(1 rows affected)""",
    hpw(),
)

add(
    "ent/pnp-connect-clientsecret",
    r"""PS> Connect-PnPOnline -Url "https://contoso.sharepoint.com/sites/Research-Data" -ClientId {1} -ClientSecret "{0}" -WarningAction Ignore
PS> Get-PnPList | Where-Object BaseTemplate -eq 101 | Select Title, ItemCount

Title              ItemCount
-----              ---------
Documents               1842
Instrument Logs          311""",
    b64(32),
    uuid4(),
)

add(
    "ent/exo-certificate-password",
    r"""$pfxPass = ConvertTo-SecureString -String '{0}' -AsPlainText -Force
Connect-ExchangeOnline -AppId {1} -Organization contoso.onmicrosoft.com -CertificateFilePath C:\certs\exo-automation.pfx -CertificatePassword $pfxPass -ShowBanner:$false
Get-Mailbox -RecipientTypeDetails SharedMailbox -ResultSize Unlimited | Measure-Object""",
    hpw(),
    uuid4(),
)

# ============================================================ secrets: HPC, Slurm, conda
add(
    "ent/slurm-out-env-dump",
    r"""$ grep -A40 '=== env ===' slurm-4418231.out
=== env ===
SLURM_JOB_ID=4418231
SLURM_JOB_NAME=align_batch07
SLURM_JOB_PARTITION=gpu-a100
SLURM_NODELIST=gn[012-013]
SLURM_CPUS_PER_TASK=16
SLURM_MEM_PER_NODE=256000
CUDA_VISIBLE_DEVICES=0,1
CONDA_DEFAULT_ENV=bioalign
LIMS_API_URL=https://lims.genomics.example.edu/api/v2
LIMS_API_TOKEN={0}
OMP_NUM_THREADS=16
TMPDIR=/scratch/slurm-4418231""",
    r(40, LOWER_NUM),
)

add(
    "ent/slurmdbd-conf-storagepass",
    r"""# /etc/slurm/slurmdbd.conf
AuthType=auth/munge
DbdHost=slurmdb01
DbdPort=6819
SlurmUser=slurm
LogFile=/var/log/slurm/slurmdbd.log
PidFile=/run/slurmdbd/slurmdbd.pid
StorageType=accounting_storage/mysql
StorageHost=mariadb01.hpc.example.edu
StoragePort=3306
StorageUser=slurm
StoragePass={0}
StorageLoc=slurm_acct_db""",
    hpw(sym="!*.-_+?"),
)

add(
    "ent/munge-key-base64",
    r"""[root@head01 ~]# base64 -w0 /etc/munge/munge.key; echo
{0}
[root@head01 ~]# # paste that into the ansible vault var munge_key_b64 for the new login nodes""",
    b64(128),
)

add_split(
    "ent/hpc-onboarding-mail-de-two-parts",
    r"""Von: hpc-support@uni-example.de
Betreff: Ihr Zugang zum Cluster "Elwetritsch"

Sehr geehrte Frau Dr. Brandt,

Ihr Konto ab12cd wurde angelegt. Anmeldung über login.hpc.uni-example.de (nur aus dem Uni-Netz oder per VPN).
Der erste Teil Ihres Initialpassworts lautet: {0}
Den zweiten Teil erhalten Sie per SMS. Bitte ändern Sie das Passwort bei der ersten Anmeldung mit "passwd".

Mit freundlichen Grüßen
Ihr HPC-Team

---
SMS von HPC-Support, 09:14: Teil 2 Ihres Initialpassworts: {1}""",
    r(6, ALNUM),
    r(6, ALNUM),
)

add(
    "ent/condarc-channel-token-url",
    r"""$ cat ~/.condarc
channels:
  - https://conda.anaconda.org/t/{0}/corp-bio
  - conda-forge
  - bioconda
channel_priority: strict
envs_dirs:
  - /project/labs/genomics/conda/envs
pkgs_dirs:
  - /scratch/$USER/conda/pkgs""",
    r(2, LOWER) + "-" + uuid4(),
)

add(
    "ent/condarc-custom-channel-userinfo",
    r"""# /etc/conda/.condarc on the shared login nodes
custom_channels:
  internal: https://condabot:{0}@artifacts.hpc.example.edu/artifactory/api/conda
channels:
  - internal/main
  - conda-forge
always_yes: true
ssl_verify: /etc/pki/tls/certs/hpc-ca.pem""",
    pw(),
)

add(
    "ent/renviron-redcap-token",
    r"""$ cat ~/.Renviron
R_LIBS_USER=~/R/library/%v
REDCAP_URL=https://redcap.med.example.edu/api/
REDCAP_TOKEN_COHORT={0}
R_MAX_NUM_DLLS=200""",
    r(32, UPPER_HEX),
)

add(
    "ent/r-dbi-odbc-pwd",
    r"""library(DBI)
con <- dbConnect(odbc::odbc(),
                 Driver   = "ODBC Driver 18 for SQL Server",
                 Server   = "sql-research.med.example.edu",
                 Database = "ClinicalWarehouse",
                 UID      = "r_analytics",
                 PWD      = "{0}",
                 TrustServerCertificate = "yes")
visits <- dbGetQuery(con, "SELECT TOP 100 * FROM dbo.visits WHERE study_id = 'ST-0412'")""",
    hpw(),
)

add(
    "ent/matlab-database-positional",
    r"""% load_sensor_data.m
datasource = "LabSensorsPG";
username   = "matlab_ro";
password   = "{0}";
conn = postgresql(username, password, 'Server', 'pg-lab.phys.example.edu', 'DatabaseName', 'sensors', 'PortNumber', 5432);
data = sqlread(conn, "readings_2025");
close(conn)""",
    hpw(),
)

add(
    "ent/sas-autoexec-libname-oracle",
    r"""/* autoexec.sas - shared SASApp workspace server */
options fullstimer source2 compress=yes;
libname dwh oracle user=SAS_DWH password="{0}" path="DWHPRD" schema=MART readbuff=5000;
libname staging "/sasdata/staging";
%let outdir=/sasdata/reports/&sysuserid;""",
    hpw(),
)

add(
    "ent/sas-proc-sql-connect-odbc",
    r"""proc sql;
  connect to odbc as cw (datasrc="ClinicalWH" user="sas_batch" password="{0}");
  create table work.enrolments as
    select * from connection to cw
      (select study_id, site_id, enrol_date from dbo.enrolment where enrol_date >= '2025-01-01');
  disconnect from cw;
quit;""",
    hpw(),
)

add(
    "ent/sas-pwencode-log",
    r"""1    proc pwencode in='********' method=sas002;
2    run;

{SAS002}{0}
NOTE: PROCEDURE PWENCODE used (Total process time):
      real time           0.00 seconds
      cpu time            0.01 seconds

3    /* put the encoded value in the metadata login for SAS_DWH */""",
    r(40, UPPER_HEX),
)

add(
    "ent/stata-odbc-connectionstring",
    r"""* 01_load.do
clear all
set more off
odbc load, exec("SELECT * FROM survey.wave3_responses") ///
    connectionstring("Driver={ODBC Driver 17 for SQL Server};Server=sql-soc.example.edu;Database=Panel;Uid=stata_ro;Pwd={0};")
save "data/wave3_raw.dta", replace""",
    hpw(sym="!*.-_+?"),
)

# ============================================================ secrets: research data services
add(
    "ent/globus-cli-client-secret-env",
    r"""# crontab on dtn02 - nightly sync of the instrument share to the archive collection
GLOBUS_CLI_CLIENT_ID={1}
GLOBUS_CLI_CLIENT_SECRET={0}
15 2 * * * /opt/globus-cli/bin/globus transfer --sync-level checksum --recursive {2}:/instrument/ {3}:/archive/instrument/ >> /var/log/globus-sync.log 2>&1""",
    b64(32),
    uuid4(),
    uuid4(),
    uuid4(),
)

add(
    "ent/globus-connect-personal-setup-key",
    r"""$ ./globusconnectpersonal -setup --setup-key {0}
Configuration directory: /home/mvisser/.globusonline/lta
Contacting relay.globusonline.org:2223
Installing certificate and key
Creating /home/mvisser/.globusonline/lta/gridmap
Done!""",
    uuid4(),
)

add(
    "ent/irods-python-session-password",
    r"""from irods.session import iRODSSession

with iRODSSession(host="irods.rdm.example.nl", port=1247, user="u0123456",
                  password="{0}", zone="rdmZone") as session:
    coll = session.collections.get("/rdmZone/home/research-neuro/raw/2025")
    for obj in coll.data_objects:
        print(obj.name, obj.size, obj.checksum)""",
    hpw(NL_WORDS),
)

add(
    "ent/zenodo-access-token-query",
    r"""$ curl -s "https://zenodo.org/api/deposit/depositions?access_token={0}" -H "Content-Type: application/json" -d '{}' | jq '.id, .links.bucket'
14412890
"https://zenodo.org/api/files/6b1f7c2e-3a9d-4e85-b0c4-1d2e3f4a5b6c"
""",
    r(60, ALNUM),
)

add(
    "ent/figshare-authorization-token",
    r"""POST /v2/account/articles HTTP/1.1
Host: api.figshare.com
Authorization: token {0}
Content-Type: application/json

{"title": "Raw spectra, batch 3", "defined_type": "dataset", "categories": [26113]}""",
    r(128, HEX),
)

add(
    "ent/orcid-member-api-client-secret",
    r"""# settings/orcid.py
ORCID_BASE_URL = "https://orcid.org"
ORCID_CLIENT_ID = "APP-{1}"
ORCID_CLIENT_SECRET = "{0}"
ORCID_SCOPES = ["/read-limited", "/activities/update"]
ORCID_REDIRECT_URI = "https://cris.example.edu/orcid/callback"
ORCID_SANDBOX = False""",
    uuid4(),
    r(16, UPPER_NUM),
)

add(
    "ent/dataverse-api-key-header",
    r"""$ export SERVER_URL=https://dataverse.nl
$ curl -H "X-Dataverse-key:{0}" -X POST "$SERVER_URL/api/dataverses/tud-geo/datasets" --upload-file dataset.json
{"status":"OK","data":{"id":48213,"persistentId":"doi:10.34894/QX7KTB"}}""",
    uuid4(),
)

add(
    "ent/ncbi-entrez-api-key",
    r"""from Bio import Entrez

Entrez.email = "r.janssen@lumc.example.nl"
Entrez.api_key = "{0}"
handle = Entrez.esearch(db="pubmed", term="CRISPR[Title] AND 2025[pdat]", retmax=500, usehistory="y")
rec = Entrez.read(handle)
print(rec["Count"])""",
    r(36, HEX),
)

add(
    "ent/rclone-researchdrive-obscured-nl",
    r"""# rclone.conf op de werkplek van de promovendus (SURF Research Drive via WebDAV)
# let op: dit wachtwoord is het WebDAV-wachtwoord uit Research Drive, niet je SURFconext-login
[researchdrive]
type = webdav
url = https://uni.data.surfsara.nl/remote.php/nonshib-webdav/
vendor = owncloud
user = j.bakker@uni.example.nl
pass = {0}""",
    b64url(36),
)

# ============================================================ secrets: network access, identity clients
add(
    "ent/eduroam-wpa-supplicant-nl",
    r"""# /etc/wpa_supplicant/wpa_supplicant-wlan0.conf  (Raspberry Pi in het lab, meetopstelling 3)
ctrl_interface=DIR=/run/wpa_supplicant GROUP=netdev
network={
    ssid="eduroam"
    key_mgmt=WPA-EAP
    eap=PEAP
    identity="labpi03@uni.example.nl"
    anonymous_identity="anonymous@uni.example.nl"
    password="{0}"
    ca_cert="/etc/ssl/certs/USERTrust_RSA_Certification_Authority.pem"
    domain_suffix_match="radius.uni.example.nl"
    phase2="auth=MSCHAPV2"
}""",
    hpw(NL_WORDS),
)

add(
    "ent/openconnect-passwd-on-stdin",
    r"""#!/bin/sh
# vpn-up.sh - called from the field station's cron when the link drops
echo '{0}' | sudo openconnect --protocol=anyconnect --user=fieldstation03 --passwd-on-stdin --authgroup=Research vpn.example.edu --background --pid-file=/run/ocvpn.pid""",
    hpw(),
)

add(
    "ent/sssd-ldap-default-authtok",
    r"""[domain/hpc.example.edu]
id_provider = ldap
auth_provider = ldap
ldap_uri = ldaps://ldap1.hpc.example.edu, ldaps://ldap2.hpc.example.edu
ldap_search_base = dc=hpc,dc=example,dc=edu
ldap_default_bind_dn = cn=sssd-bind,ou=services,dc=hpc,dc=example,dc=edu
ldap_default_authtok_type = password
ldap_default_authtok = {0}
ldap_tls_reqcert = demand
cache_credentials = true""",
    hpw(),
)

add_split(
    "ent/dutch-chat-password-two-messages",
    r"""[09:41] Sanne de Wit: het admin-wachtwoord van de NAS in de serverruimte van het lab is veranderd
[09:41] Sanne de Wit: eerste helft: {0}
[09:42] Sanne de Wit: tweede helft stuur ik zo, even de telefoon pakken
[09:44] Sanne de Wit: {1}
[09:44] Thomas Visser: top, dank je. ik zet het in de kluis""",
    r(7, ALNUM),
    r(7, ALNUM) + "!",
)


# ============================================================ look-alikes: PowerShell and cmd
la(
    r"""PS C:\ops> $sec = Read-Host -Prompt 'Password for CORP\svc_sqlagent' -AsSecureString
Password for CORP\svc_sqlagent: ****************
PS C:\ops> $cred = New-Object System.Management.Automation.PSCredential ('CORP\svc_sqlagent', $sec)
PS C:\ops> Invoke-Command -ComputerName sql02 -Credential $cred -ScriptBlock { hostname }
SQL02"""
)

la(
    r"""PS C:\> $cred = Get-Credential -UserName 'CORP\a-jvdberg' -Message 'Admin account for EXCH02'

PowerShell credential request
Admin account for EXCH02
Password for user CORP\a-jvdberg:

PS C:\> Enter-PSSession -ComputerName exch02 -Credential $cred
[exch02]: PS C:\Users\a-jvdberg\Documents>"""
)

la(
    r"""# Deploy-Reports.ps1 (after review: secret comes from the pipeline, not the script)
$user = 'CORP\svc_reports'
$pass = ConvertTo-SecureString $env:SVC_REPORTS_PASSWORD -AsPlainText -Force
$cred = [System.Management.Automation.PSCredential]::new($user, $pass)
New-PSDrive -Name R -PSProvider FileSystem -Root "\\rpt01\reports$" -Credential $cred | Out-Null"""
)

la(
    r"""PS C:\> $pw = Get-Secret -Name 'kiosk-local' -Vault CorpKeyVault
PS C:\> New-LocalUser -Name kiosk -Password $pw -FullName 'Lobby Kiosk' -PasswordNeverExpires

Name  Enabled Description
----  ------- -----------
kiosk True"""
)

la(
    r"""# Passwort-Reset ohne Klartext im Ticket: das neue Kennwort wird am Telefon diktiert
# und nur in die Eingabeaufforderung getippt.
Set-ADAccountPassword -Identity mkeller -Reset -NewPassword (Read-Host -AsSecureString 'Neues Kennwort')
Set-ADUser -Identity mkeller -ChangePasswordAtLogon $true"""
)

la(
    r"""PS C:\> Get-ADUser svc_scan -Properties PasswordLastSet,PasswordNeverExpires,pwdLastSet,ObjectGUID,SID

DistinguishedName    : CN=svc_scan,OU=Service Accounts,DC=corp,DC=example,DC=com
Enabled              : True
Name                 : svc_scan
ObjectGUID           : {0}
PasswordLastSet      : 1/14/2026 10:02:55 AM
PasswordNeverExpires : True
pwdLastSet           : 134129293751234567
SamAccountName       : svc_scan
SID                  : {1}""",
    uuid4(),
    sid(),
)

la(
    r"""C:\>net user svc_backup /domain
The request will be processed at a domain controller for domain corp.example.com.

User name                    svc_backup
Full Name                    Veeam backup operator
Account active               Yes
Account expires              Never

Password last set            12/3/2025 4:11:09 PM
Password expires             Never
Password changeable          12/4/2025 4:11:09 PM
Password required            Yes
User may change password     No

Local Group Memberships
Global Group memberships     *Domain Users         *Backup Operators
The command completed successfully."""
)

la(
    r"""C:\Windows\system32>net user kiosk * /add
Type a password for the user:
Retype the password to confirm:
The command completed successfully."""
)

la(
    r"""C:\>net use Z: \\fs01.corp.example.com\projects /user:CORP\jdoe * /persistent:yes
Type the password for \\fs01.corp.example.com\projects:
The command completed successfully.

C:\>net use
New connections will be remembered.

Status       Local     Remote                              Network
-------------------------------------------------------------------------------
OK           Z:        \\fs01.corp.example.com\projects    Microsoft Windows Network"""
)

la(
    r"""C:\> schtasks /Query /TN "Nightly\ExportCRM" /V /FO LIST

Folder: \Nightly
HostName:                             APP03
TaskName:                             \Nightly\ExportCRM
Next Run Time:                        1/16/2026 2:30:00 AM
Status:                               Ready
Logon Mode:                           Interactive/Background
Last Run Time:                        1/15/2026 2:30:01 AM
Last Result:                          0
Author:                               CORP\a-lmeijer
Task To Run:                          C:\jobs\export_crm.cmd
Run As User:                          CORP\svc_crm"""
)

la(
    r"""PS C:\> sc.exe qc TomcatCRM
[SC] QueryServiceConfig SUCCESS

SERVICE_NAME: TomcatCRM
        TYPE               : 10  WIN32_OWN_PROCESS
        START_TYPE         : 2   AUTO_START
        ERROR_CONTROL      : 1   NORMAL
        BINARY_PATH_NAME   : "C:\Program Files\Apache\Tomcat9\bin\tomcat9.exe" //RS//TomcatCRM
        DISPLAY_NAME       : Apache Tomcat 9 (CRM)
        SERVICE_START_NAME : CORP\gmsa_tomcat$"""
)

la(
    r"""C:\Users\lmeijer>cmdkey /list

Currently stored credentials:

    Target: Domain:target=TERMSRV/rds-gw01.corp.example.com
    Type: Domain Password
    User: CORP\a-lmeijer
    Local machine persistence

    Target: LegacyGeneric:target=git:https://dev.azure.com
    Type: Generic
    User: PersonalAccessToken"""
)

la(
    r"""Event 4104, PowerShell (Microsoft-Windows-PowerShell/Operational)
Creating Scriptblock text (1 of 1):
$c = Get-Secret -Vault CorpKV -Name svc-printmig -AsPlainText:$false
Invoke-Command -ComputerName PRN-SRV01 -Credential $c -FilePath C:\mig\export-printers.ps1
ScriptBlock ID: {0}
Computer: PRN-SRV02.corp.example.com""",
    uuid4(),
)

la(
    r"""PS C:\> powershell.exe -NoProfile -EncodedCommand {0}
PRN-SRV02
PS C:\> # that blob is just base64 of UTF-16 "hostname; Get-Date" - the RMM tool wraps everything this way""",
    utf16b64("hostname; Get-Date"),
)

la(
    r"""Configuration WebServer {
    param([Parameter(Mandatory)][pscredential]$DomainJoinCredential)
    Import-DscResource -ModuleName ComputerManagementDsc
    Node $AllNodes.NodeName {
        Computer JoinDomain {
            Name       = $Node.NodeName
            DomainName = 'corp.example.com'
            Credential = $DomainJoinCredential
        }
    }
}
$cd = @{ AllNodes = @(@{ NodeName = 'WEB07'; CertificateFile = 'C:\dsc\web07-dsc.cer'; Thumbprint = '{0}' }) }
WebServer -ConfigurationData $cd -DomainJoinCredential (Get-Credential CORP\svc_dscjoin)""",
    r(40, UPPER_HEX),
)

la(
    r"""PS C:\> Get-LapsADPassword -Identity WS-FIN-0231

ComputerName        : WS-FIN-0231
DistinguishedName   : CN=WS-FIN-0231,OU=Finance,OU=Workstations,DC=corp,DC=example,DC=com
Account             : Administrator
Password            : System.Security.SecureString
PasswordUpdateTime  : 1/12/2026 7:41:09 AM
ExpirationTimestamp : 2/11/2026 7:41:09 AM
Source              : EncryptedPassword
DecryptionStatus    : Success"""
)

la(
    r"""# Detect-LocalAdmin.ps1  (Intune detection script, no secrets here)
$acct = Get-LocalUser -Name 'corpadmin' -ErrorAction SilentlyContinue
if ($acct -and $acct.Enabled -and (Get-LocalGroupMember -SID 'S-1-5-32-544').Name -contains "$env:COMPUTERNAME\corpadmin") {
    Write-Output "compliant"; exit 0
}
Write-Output "corpadmin missing"; exit 1"""
)

la(
    r"""[Default]
OSInstall=Y
SkipAdminPassword=NO
SkipDomainMembership=NO
JoinDomain=corp.example.com
DomainAdminDomain=CORP
; DomainAdmin / DomainAdminPassword are typed by the technician in the wizard
MachineObjectOU=OU=Staging,OU=Workstations,DC=corp,DC=example,DC=com
TimeZoneName=W. Europe Standard Time"""
)

la(
    r"""C:\Windows\Panther> type unattend.xml | findstr /i /c:"Value" /c:"PlainText"
          <Value>*SENSITIVE*DATA*DELETED*</Value>
          <PlainText>true</PlainText>
          <Value>*SENSITIVE*DATA*DELETED*</Value>
          <PlainText>false</PlainText>"""
)

la(
    r"""<?xml version="1.0" encoding="utf-8"?>
<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}"><User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="LocalSupport" image="2" changed="2024-05-02 11:20:13" uid="{0}" removePolicy="1"><Properties action="U" newName="" fullName="Local Support" description="password managed by Windows LAPS" cpassword="" changeLogon="0" noChange="0" neverExpires="0" acctDisabled="1" userName="LocalSupport"/></User>
</Groups>""",
    "{" + uuid4().upper() + "}",
)

la(
    r"""Finding from the AD assessment: no Groups.xml, ScheduledTasks.xml, Services.xml, Drives.xml or DataSources.xml under SYSVOL still carries a cpassword attribute. Since MS14-025 the GPP password fields can no longer be set, and the AES key that protects them was published by Microsoft years ago, so any old cpassword left behind must be treated as a plain-text password: delete the preference item and rotate the account."""
)

# ============================================================ look-alikes: LDAP and AD
la(
    r"""$ ldapsearch -H ldaps://dc01.corp.example.com -D 'CORP\a-tlee' -W -b 'OU=Staff,DC=corp,DC=example,DC=com' '(sAMAccountName=adevries)' objectGUID objectSid pwdLastSet
Enter LDAP Password: 
# Anna de Vries, Staff, Utrecht, corp.example.com
dn: CN=Anna de Vries,OU=Staff,OU=Utrecht,DC=corp,DC=example,DC=com
objectGUID:: {0}
objectSid:: {1}
pwdLastSet: 134128911230000000

# numResponses: 2
# numEntries: 1""",
    base64.b64encode(_rng.randbytes(16)).decode(),
    base64.b64encode(bytes([1, 5, 0, 0, 0, 0, 0, 5, 21, 0, 0, 0]) + _rng.randbytes(16)).decode(),
)

la(
    r"""dn: uid=pmeyer,ou=people,dc=lab,dc=example,dc=org
changetype: add
objectClass: inetOrgPerson
objectClass: posixAccount
cn: Petra Meyer
sn: Meyer
uid: pmeyer
uidNumber: 20417
gidNumber: 20000
homeDirectory: /home/pmeyer
loginShell: /bin/bash
mail: p.meyer@lab.example.org
# no userPassword: the user sets it via the self-service portal after the welcome mail"""
)

la(
    r"""$ ldapsearch -H ldaps://ldap.lab.example.org -x -D "cn=readonly,dc=lab,dc=example,dc=org" -y ~/.config/ldap/readonly.pw -b "ou=groups,dc=lab,dc=example,dc=org" "(cn=hpc-users)" memberUid | grep -c memberUid
187"""
)

la(
    r"""[root@idm01 ~]# ldappasswd -H ldaps://ldap.lab.example.org -x -D "cn=admin,dc=lab,dc=example,dc=org" -W -S "uid=jkim,ou=people,dc=lab,dc=example,dc=org"
New password: 
Re-enter new password: 
Enter LDAP Password: """
)

la(
    r"""PS C:\> Get-ADDefaultDomainPasswordPolicy

ComplexityEnabled           : True
DistinguishedName           : DC=corp,DC=example,DC=com
LockoutDuration             : 00:15:00
LockoutObservationWindow    : 00:15:00
LockoutThreshold            : 10
MaxPasswordAge              : 365.00:00:00
MinPasswordAge              : 1.00:00:00
MinPasswordLength           : 14
PasswordHistoryCount        : 24
ReversibleEncryptionEnabled : False"""
)

la(
    r"""Beste collega's,

vanaf 1 maart geldt het nieuwe wachtwoordbeleid: minimaal 14 tekens, geen verplichte wissel meer elke 90 dagen, wel MFA voor iedereen. Je wachtwoord deel je nooit, ook niet met de servicedesk; wij vragen er nooit om. Vergeten? Reset het zelf via https://wachtwoord.uni.example.nl.

Groet, ICT-servicedesk"""
)

la(
    r"""공지: 다음 주 월요일부터 AD 계정 비밀번호 정책이 바뀝니다.
- 최소 길이 14자, 90일 강제 변경은 없어집니다
- 서비스 계정은 gMSA로 전환 (비밀번호를 사람이 관리하지 않음)
- 비밀번호는 메신저나 메일로 절대 공유하지 마세요. 필요한 경우 금고(Vault) 링크만 보내 주세요"""
)

la(
    r"""C:\> setspn -L CORP\svc_intranet
Registered ServicePrincipalNames for CN=svc_intranet,OU=Service Accounts,DC=corp,DC=example,DC=com:
        HTTP/intranet.corp.example.com
        HTTP/intranet"""
)

# ============================================================ look-alikes: Entra ID and Intune
la(
    r"""$ az ad app credential list --id {0} -o json
[
  {
    "customKeyIdentifier": null,
    "displayName": "gha-deploy-2026",
    "endDateTime": "2027-01-14T09:12:40Z",
    "hint": "{1}",
    "keyId": "{2}",
    "secretText": null,
    "startDateTime": "2026-01-14T09:12:40Z"
  }
]""",
    uuid4(),
    r(3, ALNUM),
    uuid4(),
)

la(
    r"""  "keyCredentials": [
    {
      "customKeyIdentifier": "{0}",
      "displayName": "CN=exo-automation",
      "endDateTime": "2027-06-30T00:00:00Z",
      "key": null,
      "keyId": "{1}",
      "type": "AsymmetricX509Cert",
      "usage": "Verify"
    }
  ],
  "passwordCredentials": [],""",
    r(40, UPPER_HEX),
    uuid4(),
)

la(
    r"""Connect-MgGraph -TenantId {0} -ClientId {1} -CertificateThumbprint {2} -NoWelcome
Get-MgContext | Select-Object TenantId, ClientId, AuthType, CertificateThumbprint""",
    uuid4(),
    uuid4(),
    r(40, UPPER_HEX),
)

la(
    r"""$ curl -s -H "Metadata: true" "http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https%3A%2F%2Fgraph.microsoft.com%2F&client_id={0}" | jq 'del(.access_token)'
{
  "client_id": "{0}",
  "expires_in": "86399",
  "resource": "https://graph.microsoft.com/",
  "token_type": "Bearer"
}""",
    uuid4(),
)

la(
    r"""{
  "IntuneSync": {
    "TenantId": "{0}",
    "ClientId": "{1}",
    "ClientSecret": "@Microsoft.KeyVault(SecretUri=https://kv-euc-prod.vault.azure.net/secrets/intune-sync-secret/)",
    "GraphBase": "https://graph.microsoft.com/beta"
  }
}""",
    uuid4(),
    uuid4(),
)

la(
    r"""      - name: Azure login (OIDC, no client secret)
        uses: azure/login@v2
        with:
          client-id: ${{ secrets.AZURE_CLIENT_ID }}
          tenant-id: ${{ secrets.AZURE_TENANT_ID }}
          subscription-id: ${{ secrets.AZURE_SUBSCRIPTION_ID }}
      - run: az storage blob upload-batch -d results -s ./out --account-name stresearchweu01 --auth-mode login"""
)

# ============================================================ look-alikes: Kerberos, SCCM, RDP
la(
    r"""$ sudo klist -kte /etc/krb5.keytab
Keytab name: FILE:/etc/krb5.keytab
KVNO Timestamp           Principal
---- ------------------- ------------------------------------------------------
   3 01/12/2026 10:14:55 host/web03.corp.example.com@CORP.EXAMPLE.COM (aes256-cts-hmac-sha1-96)
   3 01/12/2026 10:14:55 host/web03.corp.example.com@CORP.EXAMPLE.COM (aes128-cts-hmac-sha1-96)
   3 01/12/2026 10:14:55 WEB03$@CORP.EXAMPLE.COM (aes256-cts-hmac-sha1-96)"""
)

la(
    r"""[libdefaults]
    default_realm = CORP.EXAMPLE.COM
    dns_lookup_kdc = true
    rdns = false
    ticket_lifetime = 10h
    renew_lifetime = 7d
    default_ccache_name = KEYRING:persistent:%{uid}
    permitted_enctypes = aes256-cts-hmac-sha1-96 aes128-cts-hmac-sha1-96

[realms]
    CORP.EXAMPLE.COM = {
        kdc = dc01.corp.example.com
        kdc = dc02.corp.example.com
        admin_server = dc01.corp.example.com
    }

[domain_realm]
    .corp.example.com = CORP.EXAMPLE.COM"""
)

la(
    r"""[hdfs@edge01 ~]$ kinit -kt /etc/security/keytabs/svc_etl.keytab svc_etl@CORP.EXAMPLE.COM
[hdfs@edge01 ~]$ klist
Ticket cache: FILE:/tmp/krb5cc_1003
Default principal: svc_etl@CORP.EXAMPLE.COM

Valid starting       Expires              Service principal
01/15/2026 08:02:11  01/15/2026 18:02:11  krbtgt/CORP.EXAMPLE.COM@CORP.EXAMPLE.COM
	renew until 01/22/2026 08:02:11"""
)

la(
    r"""$ kinit a.dewit@UNI.EXAMPLE.NL
Password for a.dewit@UNI.EXAMPLE.NL: 
kinit: Password incorrect while getting initial credentials
$ kinit a.dewit@UNI.EXAMPLE.NL
Password for a.dewit@UNI.EXAMPLE.NL: 
$ klist -s && echo "ticket ok"
ticket ok"""
)

la(
    r"""C:\> ktpass /princ HTTP/intranet.corp.example.com@CORP.EXAMPLE.COM /mapuser CORP\svc_intranet /pass * /crypto AES256-SHA1 /ptype KRB5_NT_PRINCIPAL /out C:\temp\intranet.keytab
Targeting domain controller: DC01.corp.example.com
Type the password for HTTP/intranet.corp.example.com:
Type the password again to confirm:
Successfully mapped HTTP/intranet.corp.example.com to svc_intranet."""
)

la(
    r"""PolicyAgent.log (ConfigMgr client, WS-LAB-0112)
Raising event: instance of CCM_PolicyAgent_PolicyRuleStateChanged { PolicyID = "{0}"; PolicyVersion = "3.00"; PolicySource = "SMS:P01"; }
NetworkAccessAccount: not configured for site P01 (Enhanced HTTP enabled), skipping
Policy state for [CCM_Policy_Policy5.PolicyID="{0}"] is currently [Active]""",
    "{" + uuid4() + "}",
)

la(
    r"""screen mode id:i:2
desktopwidth:i:2560
desktopheight:i:1440
full address:s:rds-fin01.corp.example.com
username:s:CORP\a-pvandam
gatewayhostname:s:rdgw.corp.example.com
gatewayusagemethod:i:1
authentication level:i:2
prompt for credentials:i:1
enablecredsspsupport:i:1
signscope:s:Full Address,Server Port,GatewayHostname
signature:s:{0}""",
    b64(96),
)

# ============================================================ look-alikes: VMware, Hyper-V, Citrix, Veeam, hardware
la(
    r"""$ cat ~/.govc-lab
export GOVC_URL=https://vcsa01.lab.example.com/sdk
export GOVC_USERNAME=administrator@vsphere.local
export GOVC_PASSWORD="$(pass show lab/vcsa01/administrator)"
export GOVC_INSECURE=1
export GOVC_DATACENTER=DC-Lab"""
)

la(
    r"""$ govc vm.info /DC-Prod/vm/templates/rhel9-2026-01
Name:           rhel9-2026-01
  Path:         /DC-Prod/vm/templates/rhel9-2026-01
  UUID:         {0}
  Guest name:   Red Hat Enterprise Linux 9 (64-bit)
  Memory:       4096MB
  CPU:          2 vCPU(s)
  Power state:  poweredOff
  Boot time:    <nil>
  IP address:   
  Host:         esx03.corp.example.com""",
    uuid4(),
)

la(
    r"""PS /home/ops> Connect-VIServer -Server vcsa01.corp.example.com -Credential (Get-Credential -UserName 'svc-backup@vsphere.local')

PowerShell credential request
Enter your credentials.
Password for user svc-backup@vsphere.local: 

Name                           Port  User
----                           ----  ----
vcsa01.corp.example.com        443   VSPHERE.LOCAL\svc-backup"""
)

la(
    r"""[root@esx04:~] esxcli software vib get -n i40en | grep -E 'Version|Acceptance|Creation'
   Version: 2.7.2.0-1OEM.800.1.0.20613240
   Acceptance Level: VMwareCertified
   Creation Date: 2025-06-18
[root@esx04:~] sha256sum /vmfs/volumes/datastore1/patches/VMware-ESXi-8.0U3d-24585383-depot.zip
{0}  /vmfs/volumes/datastore1/patches/VMware-ESXi-8.0U3d-24585383-depot.zip""",
    sha256(),
)

la(
    r"""        "sso": {
            "password": "<SSO administrator password, typed at the prompt>",
            "domain_name": "vsphere.local"
        },
        "__comments": "vcsa-deploy asks for every password that is left as a placeholder; run with --accept-eula --no-ssl-certificate-verification"
"""
)

la(
    r"""# ks.cfg template, rendered by the deploy pipeline with envsubst
vmaccepteula
install --firstdisk --overwritevmfs
rootpw ${ESXI_ROOT_PW}
network --bootproto=dhcp --device=vmnic0
reboot"""
)

la(
    r"""PS C:\> Get-VM LAB-* | Select-Object Name, State, VMId, Generation

Name      State   VMId                                 Generation
----      -----   ----                                 ----------
LAB-DC01  Running {0}          2
LAB-SQL01 Running {1}          2
LAB-APP01 Off     {2}          2""",
    uuid4(),
    uuid4(),
    uuid4(),
)

la(
    r"""> show authentication ldapAction LDAP_CORP
1)	Name: LDAP_CORP
	ServerIP: 10.1.2.10	ServerPort: 636	Timeout: 3	Authentication : ON
	LDAP Base: "DC=corp,DC=example,DC=com"
	LDAP Binddn: svc_netscaler@corp.example.com
	Login Name: sAMAccountName
	Sec Type: SSL
	Group Attribute Name: memberOf
 Done"""
)

la(
    r"""PS C:\> Get-VBRCredentials | Select-Object Name, Description, ChangeTimeUtc

Name                     Description                      ChangeTimeUtc
----                     -----------                      -------------
CORP\svc_veeam_guest     Guest processing - SQL cluster   1/14/2026 9:20:11 AM
root                     Linux repo lnx-repo01            11/2/2025 3:41:56 PM
CORP\svc_veeam_tape      Tape server                      6/19/2025 8:05:30 AM"""
)

la(
    r"""Veeam Backup & Replication 12.3.1 ISO
File:    VeeamBackup&Replication_12.3.1.1139_20250315.iso
SHA-256: {0}
MD5:     {1}
Verify with: Get-FileHash .\VeeamBackup*.iso -Algorithm SHA256""",
    r(64, UPPER_HEX),
    r(32, UPPER_HEX),
)

la(
    r"""$ racadm -r idrac-esx01.oob.example.com --nocertwarn -u root -p "$IDRAC_PW" getsysinfo | sed -n '1,12p'
RAC Information:
RAC Date/Time           = Thu Jan 15 2026 10:02:33
Firmware Version        = 7.10.70.00
Current IP Address      = 10.99.0.11
MAC Address             = {0}

System Information:
System Model            = PowerEdge R760
Service Tag             = {1}""",
    ":".join(r(2, "0123456789ABCDEF") for _ in range(6)),
    r(7, UPPER_NUM),
)

la(
    r"""import os
import winrm

s = winrm.Session(
    "https://hv-cluster01.corp.example.com:5986/wsman",
    auth=("svc_automation@CORP.EXAMPLE.COM", os.environ["WINRM_PASSWORD"]),
    transport="kerberos",
)
print(s.run_ps("Get-ClusterNode | Select Name, State").std_out.decode())"""
)


# ============================================================ look-alikes: mainframe and IBM i
la(
    r"""//PAYRUN1  JOB (ACCT,1234),'NIGHTLY PAYROLL',CLASS=A,MSGCLASS=X,
//             NOTIFY=&SYSUID,USER=BATCHP1
//* no PASSWORD= here: the scheduler submits with SURROGAT authority for BATCHP1
//STEP010  EXEC PGM=PAYR0100,REGION=0M
//STEPLIB  DD DSN=PROD.PAYROLL.LOADLIB,DISP=SHR

 J E S 2  J O B  L O G  --  S Y S T E M  M V S 1  --  N O D E  N 1
09.14.02 JOB04812 ---- THURSDAY,  15 JAN 2026 ----
09.14.02 JOB04812  ICH70001I BATCHP1  LAST ACCESS AT 02:00:11 ON THURSDAY, JANUARY 15, 2026
09.14.02 JOB04812  $HASP373 PAYRUN1  STARTED - INIT 3    - CLASS A        - SYS MVS1"""
)

la(
    r"""READY
LU OPSUSR2
USER=OPSUSR2  NAME=OPS SHIFT USER 2   OWNER=OPSGRP    CREATED=19.204
 DEFAULT-GROUP=OPSGRP   PASSDATE=26.015 PASS-INTERVAL= 90 PHRASEDATE=N/A
 PASSWORD ENVELOPED=NO
 PASSPHRASE ENVELOPED=NO
 ATTRIBUTES=NONE
 REVOKE DATE=NONE   RESUME DATE=NONE
 LAST-ACCESS=26.015/08:42:17
 CLASS AUTHORIZATIONS=NONE
 SECURITY-LEVEL=NONE SPECIFIED
READY"""
)

la(
    r"""------------------------------- TSO/E LOGON -----------------------------------


   Enter LOGON parameters below:                   RACF LOGON parameters:

   Userid    ===> TSUJ02

   Password  ===>                                  New Password ===>

   Procedure ===> IKJACCNT                         Group Ident  ===>

   Acct Nmbr ===> ACCT#"""
)

la(
    r"""                          Display User Profile - Basic
 User profile . . . . . . . . . . . . . . . :   EDIINTF
 Previous sign-on . . . . . . . . . . . . . :   01/15/26  06:00:12
 Sign-on attempts not valid . . . . . . . . :   0
 Status . . . . . . . . . . . . . . . . . . :   *ENABLED
 Date password last changed . . . . . . . . :   01/02/26
 Password . . . . . . . . . . . . . . . . . :   *YES
 Password expiration interval . . . . . . . :   *NOMAX
 Set password to expired  . . . . . . . . . :   *NO
 User class . . . . . . . . . . . . . . . . :   *USER"""
)

la(
    r"""//FTPSTEP  EXEC PGM=FTP,PARM='(EXIT TIMEOUT 60'
//SYSPRINT DD SYSOUT=*
//NETRC    DD DISP=SHR,DSN=XFGL.SECURE.NETRC
//* the NETRC dataset is RACF-protected, UACC(NONE), only XFGLUSER can read it
//INPUT    DD *
ftp.partner-bank.example.net
ascii
put 'PROD.GL.EXTRACT(0)' gl_extract.txt
quit
/*"""
)

la(
    r"""SETROPTS PASSWORD(RULE1(LENGTH(8) ALPHANUM(1:8)) HISTORY(12) INTERVAL(90) REVOKE(5) MINCHANGE(1) MIXEDCASE)
SETROPTS LIST shows: PASSWORD PROCESSING OPTIONS:
  MIXED CASE PASSWORD SUPPORT IS IN EFFECT
  PASSWORD CHANGE INTERVAL IS  90 DAYS.
  PASSWORD MINIMUM CHANGE INTERVAL IS   1 DAYS.
  12 GENERATIONS OF PREVIOUS PASSWORDS BEING MAINTAINED.
  AFTER  5 CONSECUTIVE UNSUCCESSFUL PASSWORD ATTEMPTS, A USERID WILL BE REVOKED."""
)

# ============================================================ look-alikes: SAP
la(
    r"""h01adm@hana01:/usr/sap/H01/HDB00> hdbuserstore LIST
DATA FILE       : /usr/sap/H01/home/.hdb/hana01/SSFS_HDB.DAT
KEY FILE        : /usr/sap/H01/home/.hdb/hana01/SSFS_HDB.KEY

KEY BACKUPKEY
  ENV : hana01.corp.example.com:30013
  USER: BACKUP_OPERATOR
  DATABASE: SYSTEMDB
KEY MONITOR
  ENV : hana01.corp.example.com:30015
  USER: MON_RO"""
)

la(
    r"""$ hdbsql -U BACKUPKEY -j "BACKUP DATA USING FILE ('COMPLETE_DATA_BACKUP')"
0 rows affected (overall time 412.731 sec; server time 412.729 sec)
$ hdbsql -U BACKUPKEY -a -x "SELECT BACKUP_ID, STATE_NAME FROM M_BACKUP_CATALOG ORDER BY SYS_START_TIME DESC LIMIT 1"
1768468811234,"successful"
$ # the key BACKUPKEY is in the secure store (SSFS), no password on the command line"""
)

la(
    r"""from pyrfc import Connection

# logon data lives in sapnwrfc.ini (DEST=PRD100, SNC with the service's X.509 identity)
conn = Connection(dest="PRD100")
print(conn.get_connection_attributes()["sysId"], conn.get_connection_attributes()["client"])
# PRD 100"""
)

la(
    r"""SAP Basis weekly notes
- Kernel on PRD updated to 7.93 PL 200, SAPCRYPTOLIB 8.5.57
- SM59 destination BW_EXTRACT switched from "Logon with user/password" to "Trusted System" (SNC), so no RFC password is stored in the destination any more
- Implemented SAP Notes 3411067 and 3420923
- Transport QASK912345 imported to PRD"""
)

# ============================================================ look-alikes: Oracle and MSSQL
la(
    r"""[oracle@exa01db01 ~]$ sqlplus -L /@PRDPDB1_RPT

SQL*Plus: Release 19.0.0.0.0 - Production on Thu Jan 15 09:44:51 2026
Version 19.24.0.0.0

Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production

SQL> show user
USER is "RPT_READ"
SQL> -- credentials come from the auto-login wallet (WALLET_LOCATION in sqlnet.ora)"""
)

la(
    r"""PRDPDB1 =
  (DESCRIPTION =
    (ADDRESS = (PROTOCOL = TCP)(HOST = exa01-scan.corp.example.com)(PORT = 1521))
    (CONNECT_DATA =
      (SERVER = DEDICATED)
      (SERVICE_NAME = PRDPDB1)
    )
  )

# EZCONNECT equivalent: exa01-scan.corp.example.com:1521/PRDPDB1"""
)

la(
    r"""$ orapki wallet display -wallet /u01/app/oracle/admin/PRD/wallet
Oracle PKI Tool Release 19.0.0.0.0 - Production
Version 19.4.0.0.0
Copyright (c) 2004, 2024, Oracle and/or its affiliates. All rights reserved.

Requested Certificates: 
User Certificates:
Subject:        CN=exa01db01.corp.example.com,OU=DBA,O=Example Corp,C=DE
Trusted Certificates: 
Subject:        CN=Example Corp Root CA G2,O=Example Corp,C=DE"""
)

la(
    r"""$ mkstore -wrl /u01/app/oracle/admin/PRD/wallet -listCredential
Oracle Secret Store Tool Release 19.0.0.0.0 - Production
Version 19.4.0.0.0
Copyright (c) 2004, 2024, Oracle and/or its affiliates. All rights reserved.

Enter wallet password:   
List credential (index: connect_string username)
2: PRDPDB1_BATCH BATCH_OWNER
1: PRDPDB1_RPT RPT_READ"""
)

la(
    r"""EXEC master.dbo.sp_addlinkedserver @server = N'SQL-HR', @srvproduct = N'', @provider = N'MSOLEDBSQL', @datasrc = N'sql-hr.corp.example.com';
EXEC master.dbo.sp_addlinkedsrvlogin @rmtsrvname = N'SQL-HR', @useself = N'True', @locallogin = NULL;
-- Kerberos delegation: the caller's own Windows login is passed through, no mapped password"""
)

la(
    r"""2026-01-15 09:12:44.31 Logon       Error: 18456, Severity: 14, State: 8.
2026-01-15 09:12:44.31 Logon       Login failed for user 'etl_loader'. Reason: Password did not match that for the login provided. [CLIENT: 10.40.2.17]
2026-01-15 09:13:02.77 Logon       Login succeeded for user 'CORP\svc_etl'. Connection made using Windows authentication. [CLIENT: 10.40.2.17]"""
)

# ============================================================ look-alikes: SharePoint and Exchange
la(
    r"""PS> Connect-PnPOnline -Url "https://contoso.sharepoint.com/sites/Research-Data" -ClientId {0} -Tenant contoso.onmicrosoft.com -Thumbprint {1}
PS> Get-PnPSite | Select Url, Id
Url                                                  Id
---                                                  --
https://contoso.sharepoint.com/sites/Research-Data   {2}""",
    uuid4(),
    r(40, UPPER_HEX),
    uuid4(),
)

la(
    r"""PS> Get-MessageTrace -SenderAddress scanner@contoso.com -StartDate (Get-Date).AddDays(-1) -EndDate (Get-Date) | Select -First 2 Received, RecipientAddress, Status, MessageId

Received              RecipientAddress      Status    MessageId
--------              ----------------      ------    ---------
1/15/2026 8:02:11 AM  p.vandam@contoso.com  Delivered <{0}@contoso.com>
1/15/2026 7:48:40 AM  hr-intake@contoso.com Delivered <{1}@contoso.com>""",
    r(32, UPPER_HEX),
    r(32, UPPER_HEX),
)

# ============================================================ look-alikes: HPC and Slurm
la(
    r"""=== env ===
SLURM_JOB_ID=4418232
SLURM_JOB_NAME=align_batch08
SLURM_JOB_PARTITION=gpu-a100
SLURM_NODELIST=gn014
SLURM_CPUS_PER_TASK=16
SLURM_JOB_UID=40213
SLURM_SUBMIT_DIR=/project/labs/genomics/pipelines/align
CUDA_VISIBLE_DEVICES=0
CONDA_DEFAULT_ENV=bioalign
LIMS_API_URL=https://lims.genomics.example.edu/api/v2
LIMS_API_TOKEN_FILE=/home/jdoe/.config/lims/token
OMP_NUM_THREADS=16"""
)

la(
    r"""#!/bin/bash
#SBATCH --job-name=upload_zenodo
#SBATCH --partition=short
#SBATCH --time=00:30:00
#SBATCH --export=NONE
set -euo pipefail
# token is read from a file only the user can read (chmod 600), never exported in the job env
TOKEN_FILE="$HOME/.config/zenodo/token"
python upload.py --token-file "$TOKEN_FILE" --deposition 14412890 results/*.tar.gz"""
)

la(
    r"""$ scontrol show job 4418231
JobId=4418231 JobName=align_batch07
   UserId=jdoe(40213) GroupId=genomics(20010) MCS_label=N/A
   Priority=18342 Nice=0 Account=genomics-lab QOS=normal
   JobState=RUNNING Reason=None Dependency=(null)
   RunTime=01:12:40 TimeLimit=12:00:00 TimeMin=N/A
   NodeList=gn[012-013]
   TRES=cpu=32,mem=500G,node=2,billing=64,gres/gpu=4
   Command=/project/labs/genomics/pipelines/align/run.sbatch
   StdOut=/project/labs/genomics/pipelines/align/slurm-4418231.out"""
)

la(
    r"""[root@head01 ~]# pdsh -w login0[1-3],cn[001-004] 'sha256sum /etc/munge/munge.key' | dshbak -c
----------------
login0[1-3],cn[001-004]
----------------
{0}  /etc/munge/munge.key
[root@head01 ~]# # all nodes agree, so the MUNGE auth errors come from clock skew, not the key""",
    sha256(),
)

la(
    r"""# /etc/slurm/slurmdbd.conf
AuthType=auth/munge
DbdHost=slurmdb01
SlurmUser=slurm
StorageType=accounting_storage/mysql
StorageHost=localhost
StorageUser=slurm
# StoragePass is not set: MariaDB uses unix_socket auth for the slurm OS user
StorageLoc=slurm_acct_db
PurgeJobAfter=24month"""
)

la(
    r"""Subject: Welcome to the Snellius-Lite research cluster

Hi Jan,

your account jbakker has been created. To set your password, open the one-time link in the separate mail from no-reply@hpc.example.edu (valid 72 hours), then log in with ssh jbakker@login.hpc.example.edu. We will never send you a password by e-mail or ask for yours.

Home quota 200 GB, project space /project/labs/geo (10 TB). Docs: https://docs.hpc.example.edu

Cheers, the HPC team"""
)

la(
    r"""$ module avail R 2>&1 | head
------------------------- /sw/modules/all -------------------------
   R/4.3.3-gfbf-2023b    R/4.4.1-gfbf-2024a (D)    R-bundle-Bioconductor/3.19-foss-2024a-R-4.4.1
$ module load R/4.4.1-gfbf-2024a
$ Rscript -e 'cat(R.version.string, "\n")'
R version 4.4.1 (2024-06-14)"""
)

# ============================================================ look-alikes: conda, R, MATLAB, SAS, Stata
la(
    r"""$ conda config --show-sources
==> /home/jdoe/.condarc <==
channels:
  - https://conda.anaconda.org/t/<TOKEN>/corp-bio
  - conda-forge
channel_priority: strict

# the real URL is written by `conda token set` into the conda token store, not into .condarc"""
)

la(
    r"""$ cat ~/.Renviron
R_LIBS_USER=~/R/library/%v
REDCAP_URL=https://redcap.med.example.edu/api/
# REDCAP_TOKEN_COHORT= intentionally empty; use keyring::key_get("redcap", "cohort")
R_MAX_NUM_DLLS=200"""
)

la(
    r"""library(DBI)
con <- dbConnect(odbc::odbc(),
                 Driver   = "ODBC Driver 18 for SQL Server",
                 Server   = "sql-research.med.example.edu",
                 Database = "ClinicalWarehouse",
                 UID      = "r_analytics",
                 PWD      = keyring::key_get("clinical-wh", "r_analytics"),
                 TrustServerCertificate = "yes")"""
)

la(
    r"""% load_sensor_data.m  (R2024a+: credentials come from the MATLAB vault)
% setSecret("labSensorsPG") was run once interactively and prompted for the value
username = "matlab_ro";
password = getSecret("labSensorsPG");
conn = postgresql(username, password, 'Server', 'pg-lab.phys.example.edu', 'DatabaseName', 'sensors');"""
)

la(
    r"""/* autoexec.sas - credentials come from the metadata auth domain, not this file */
libname dwh oracle authdomain="OracleAuth" path="DWHPRD" schema=MART readbuff=5000;

NOTE: Credential obtained from SAS metadata server.
NOTE: Libref DWH was successfully assigned as follows: 
      Engine:        ORACLE 
      Physical Name: DWHPRD"""
)

la(
    r"""24   proc sql;
25     connect to odbc as cw (datasrc="ClinicalWH" user="sas_batch" password=XXXXXXXXXXXX);
26     create table work.enrolments as select * from connection to cw (select study_id from dbo.enrolment);
NOTE: Table WORK.ENROLMENTS created, with 18423 rows and 1 columns.
27     disconnect from cw;
28   quit;"""
)

la(
    r"""* 01_load.do - Windows authentication through the DSN, no password in the do-file
odbc list
odbc load, exec("SELECT * FROM survey.wave3_responses") dsn("PanelWave3") noquote
* DSN "PanelWave3" is configured with Trusted_Connection=Yes on the SoC terminal server
save "data/wave3_raw.dta", replace"""
)

# ============================================================ look-alikes: research data services
la(
    r"""$ globus whoami
mvisser@uni.example.nl
$ globus endpoint search "UNI Research Archive" --filter-owner-id {0}
ID                                   | Owner                 | Display Name
------------------------------------ | --------------------- | ------------------------
{1} | archive@uni.example.nl | UNI Research Archive (POSIX)
{2} | archive@uni.example.nl | UNI Instrument Share""",
    uuid4(),
    uuid4(),
    uuid4(),
)

la(
    r"""$ cat ~/.irods/irods_environment.json
{
    "irods_host": "irods.rdm.example.nl",
    "irods_port": 1247,
    "irods_user_name": "u0123456",
    "irods_zone_name": "rdmZone",
    "irods_authentication_scheme": "pam_password",
    "irods_client_server_policy": "CS_NEG_REQUIRE",
    "irods_ssl_verify_server": "hostname"
}
$ ils -L /rdmZone/home/research-neuro/raw/2025 | head -3
/rdmZone/home/research-neuro/raw/2025:
  u0123456          0 rdmResc    104857600 2025-11-02.14:21 & sub-01_T1w.nii.gz
    sha2:{0}""",
    b64(32),
)

la(
    r"""{
  "id": 14412890,
  "doi": "10.5281/zenodo.14412890",
  "conceptdoi": "10.5281/zenodo.14412889",
  "files": [
    {
      "key": "spectra_batch3.tar.gz",
      "size": 2147483648,
      "checksum": "md5:{0}",
      "links": {"self": "https://zenodo.org/api/records/14412890/files/spectra_batch3.tar.gz/content"}
    }
  ],
  "metadata": {"title": "Raw spectra, batch 3", "access_right": "open", "license": {"id": "cc-by-4.0"}}
}""",
    r(32, HEX),
)

la(
    r"""$ curl -s https://api.figshare.com/v2/articles/27114301/files | jq '.[0]'
{
  "id": 49412077,
  "name": "spectra_batch3.csv",
  "size": 18234411,
  "is_link_only": false,
  "download_url": "https://ndownloader.figshare.com/files/49412077",
  "supplied_md5": "{0}",
  "computed_md5": "{0}"
}""",
    r(32, HEX),
)

la(
    r"""# settings/orcid.py
ORCID_BASE_URL = "https://orcid.org"
ORCID_CLIENT_ID = "APP-{0}"          # public, shown on the consent screen
ORCID_CLIENT_SECRET = os.environ["ORCID_CLIENT_SECRET"]
# test record used in CI: https://sandbox.orcid.org/{1}""",
    r(16, UPPER_NUM),
    orcid(),
)

la(
    r"""$ export API_TOKEN=$(secret-tool lookup service dataverse.nl user jbakker)
$ curl -s -H "X-Dataverse-key:$API_TOKEN" "https://dataverse.nl/api/datasets/:persistentId/versions/:latest?persistentId=doi:10.34894/{0}" | jq -r '.data.versionState'
DRAFT""",
    r(6, UPPER_NUM),
)

la(
    r"""$ curl -s "https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=pubmed&term=CRISPR%5BTitle%5D&usehistory=y&retmax=0&api_key=$NCBI_API_KEY"
<?xml version="1.0" encoding="UTF-8" ?>
<eSearchResult><Count>21873</Count><RetMax>0</RetMax><RetStart>0</RetStart><QueryKey>1</QueryKey><WebEnv>MCID_{0}</WebEnv><IdList/></eSearchResult>""",
    r(24, HEX),
)

la(
    r"""# rclone.conf voor SURF Research Drive - het WebDAV-wachtwoord staat NIET in dit bestand
[researchdrive]
type = webdav
url = https://uni.data.surfsara.nl/remote.php/nonshib-webdav/
vendor = owncloud
user = j.bakker@uni.example.nl
# rclone vraagt het wachtwoord via: RCLONE_WEBDAV_PASS uit de wachtwoordmanager (zie wiki)"""
)

# ============================================================ look-alikes: network access and identity clients
la(
    r"""# eduroam met certificaat (EAP-TLS) voor de meetopstelling; geen wachtwoord nodig
network={
    ssid="eduroam"
    key_mgmt=WPA-EAP
    eap=TLS
    identity="labpi04@uni.example.nl"
    ca_cert="/etc/ssl/certs/USERTrust_RSA_Certification_Authority.pem"
    client_cert="/etc/wpa_supplicant/labpi04.crt"
    private_key="/etc/wpa_supplicant/labpi04.key"
    domain_suffix_match="radius.uni.example.nl"
}"""
)

la(
    r"""$ nmcli -s connection show eduroam | grep -E '802-1x|connection.id'
connection.id:                          eduroam
802-1x.eap:                             peap
802-1x.identity:                        a.dewit@uni.example.nl
802-1x.anonymous-identity:              anonymous@uni.example.nl
802-1x.ca-cert:                         file:///etc/ssl/certs/USERTrust_RSA_Certification_Authority.pem
802-1x.domain-suffix-match:             radius.uni.example.nl
802-1x.phase2-auth:                     mschapv2
802-1x.password:                        <hidden>
802-1x.password-flags:                  1 (agent-owned)"""
)

la(
    r"""client
dev tun
proto udp
remote vpn.example.edu 1194
auth-user-pass
auth-nocache
remote-cert-tls server
verify-x509-name vpn.example.edu name
cipher AES-256-GCM
<ca>
-----BEGIN CERTIFICATE-----
{0}
-----END CERTIFICATE-----
</ca>""",
    "\n".join(b64(48) for _ in range(6)),
)

la(
    r"""[domain/hpc.example.edu]
id_provider = ldap
auth_provider = krb5
ldap_uri = ldaps://ldap1.hpc.example.edu
ldap_search_base = dc=hpc,dc=example,dc=edu
ldap_sasl_mech = GSSAPI
ldap_sasl_authid = host/login01.hpc.example.edu@HPC.EXAMPLE.EDU
ldap_krb5_keytab = /etc/krb5.keytab
krb5_realm = HPC.EXAMPLE.EDU
cache_credentials = true"""
)

la(
    r"""[root@login04 ~]# ipa-client-install --domain hpc.example.edu --realm HPC.EXAMPLE.EDU --server ipa01.hpc.example.edu --principal enroll-bot -W --mkhomedir
Password for enroll-bot@HPC.EXAMPLE.EDU: 
Successfully retrieved CA cert
    Subject:     CN=Certificate Authority,O=HPC.EXAMPLE.EDU
    Issuer:      CN=Certificate Authority,O=HPC.EXAMPLE.EDU
    Valid From:  2023-04-11 09:01:22
    Valid Until: 2043-04-11 09:01:22
Enrolled in IPA realm HPC.EXAMPLE.EDU
Client configuration complete."""
)

la(
    r"""$ openconnect --protocol=anyconnect --user=fieldstation03 --authgroup=Research vpn.example.edu
POST https://vpn.example.edu/
Connected to 192.0.2.44:443
SSL negotiation with vpn.example.edu
Server certificate verify failed: signer not found
Certificate from VPN server "vpn.example.edu" failed verification.
Reason: signer not found
To trust this server in future, perhaps add this to your command line:
    --servercert pin-sha256:{0}
Enter 'yes' to accept, 'no' to abort; anything else to view: no""",
    b64(32),
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
