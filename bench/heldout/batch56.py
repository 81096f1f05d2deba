r"""Held-out batch 56: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) a grep of
the Theme paragraphs of earlier batches, so as not to repeat their texts; (4) a grep of the
kind names earlier batches pass to add() and add_split(). No other file of the repository
was opened.

Theme: GIS, mapping, construction and engineering software as a coding agent's session
holds it. New kinds live under the "geo/" prefix: GIS servers and clients (ArcGIS Online
and Enterprise API keys, generateToken calls, tokens in FeatureServer query logs, arcpy
and the ArcGIS API for Python sign-ins, ArcGIS Server site creation, GeoServer datastore
XML, REST calls and container env, JNDI resources, gsconfig, GeoWebCache S3 blobstores,
GeoNode and GeoNetwork settings, QGIS .qgs and unzipped .qgz datasources, QGIS3.ini
connections, pg_service.conf, QField and Mergin logins, FME Flow tokens), PostGIS loading
and serving (ogr2ogr PG strings, shp2pgsql and raster2pgsql pipes, imposm, tegola, martin,
pg_tileserv, ogr_fdw servers), MapServer mapfiles and MapProxy YAML (userinfo and encoded
Authorization headers), GDAL config options (HTTP userpwd, /vsis3 and /vsiaz keys, header
files), map and geocoding APIs (Mapbox secret tokens and upload credentials, HERE keys and
OAuth properties, TomTom, Google Maps URL signing secrets and server keys, OpenCage in R,
Nominatim mirrors behind basic auth, Azure Maps, Bing Maps, Apple MapKit .p8 keys,
what3words, Smarty, Ordnance Survey, V-World, INEGI), tiles and CDNs (R2 buckets for
PMTiles, nginx secure_link secrets, CARTO, Felt, Mapillary client secrets, Cesium ion
write tokens), CAD and BIM platforms (Autodesk Platform Services client secrets and
webhook secrets, Procore, Trimble Connect, Bentley iTwin, Speckle, Onshape, Fieldwire,
Aconex, Primavera P6), surveying and GNSS (NTRIP URLs in str2str and RTKLIB configs,
ntripclient flags, caster users files, Basic headers on NTRIP requests, ESP32 sketches,
u-blox PointPerfect keys, Emlid and ROMPOS hand-overs), drone mapping (Pix4D,
DroneDeploy, WebODM JWTs, NodeODM and ClusterODM flags, DJI Cloud API app keys) and earth
observation (Sentinel Hub, Copernicus Data Space, Earthdata .netrc, USGS M2M, Planet,
Earth Engine service accounts), plus splits across chat messages, wrapped terminals and
code concatenation. Look-alikes are the same contexts without a secret: public Mapbox
tokens labelled public, style, tileset and layer ids, tile URL templates, EPSG codes,
coordinates and bounding boxes, GeoJSON feature ids, ArcGIS item ids, H3 cells, geohashes
and Place ids, NTRIP source tables, dataset checksums and ETags, masked values,
placeholders, env and secret-manager references, QGIS authcfg ids and prose about
credentials. Languages: mostly English, some Latin-American Spanish, Romanian and Korean.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(56_2026_12_07)
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
    "tundra", "meridian", "azimuth", "contour", "datum", "geoid", "bench", "theodolite",
    "isobar", "raster", "vector", "lidar", "glacier", "mesa", "estuary", "delta", "sextant",
    "compass", "harbor", "basalt", "graben", "horst", "cairn", "fjord", "atlas", "gazetteer",
    "plumbline", "trigpoint", "sierra", "pampa", "volcan", "ciudad", "cerro", "munte",
    "padure", "dunare", "hanbok", "bada", "santa", "nevado", "cumbre", "laguna",
]
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def hpw() -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    w1 = _rng.choice(_WORDS)
    w2 = _rng.choice(_WORDS)
    style = _rng.randrange(5)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + r(2, DIGITS) + _rng.choice("!#%*")
    if style == 1:
        return w1.translate(_LEET).capitalize() + _rng.choice("@#!") + r(4, DIGITS)
    if style == 2:
        return w1 + "-" + w2 + "-" + w1[:2].upper() + r(3, DIGITS)
    if style == 3:
        return w1.upper() + "_" + str(_rng.randrange(1990, 2026)) + "_" + w2.translate(_LEET)
    return w1.capitalize() + r(1, DIGITS) + w2 + _rng.choice("$%&") + r(2, DIGITS)


def mapbox_tok(prefix: str, user: str) -> str:
    return prefix + "." + _b64url_json({"u": user, "a": r(25, LOWER_NUM)}) + "." + r(22, URLSAFE)


def arcgis_key() -> str:
    return "AAPK" + r(32, HEX) + r(68, URLSAFE)


def agol_token() -> str:
    return r(64, URLSAFE) + ".."


def pem(label: str, n_bytes: int) -> str:
    body = b64(n_bytes)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN " + label + "-----\n" + "\n".join(lines) + "\n-----END " + label + "-----"


def basic(user: str, password: str) -> str:
    return base64.b64encode((user + ":" + password).encode()).decode()


def gh(n: int = 8) -> str:
    """A geohash-like public cell id."""
    return r(n, "0123456789bcdefghjkmnpqrstuvwxyz")


# ============================================================ SECRETS: GIS servers and clients
add(
    "geo/arcgis-python-api-key",
    """from arcgis.gis import GIS
from arcgis.geocoding import batch_geocode

# service account for the nightly address refresh, owner: gis-ops
gis = GIS(api_key="{0}")
rows = batch_geocode(addresses, out_sr=3857)
print(len(rows), "geocoded")
""",
    arcgis_key(),
)

_p = hpw()
add(
    "geo/arcgis-generatetoken-curl",
    """$ curl -s https://gis.cityofriverbend.gov/portal/sharing/rest/generateToken \\
    -d "username=svc_publisher" -d "password={0}" \\
    -d "client=referer" -d "referer=https://gis.cityofriverbend.gov" -d "expiration=60" -d "f=json"
{"token":"{1}","expires":1733571093114,"ssl":true}""".replace("\\\\", "\\"),
    _p,
    agol_token(),
)

add(
    "geo/arcgis-token-in-iis-log",
    """2024-11-18 14:02:11 10.40.2.17 GET /server/rest/services/Utilities/WaterMains/FeatureServer/0/query where=1%3D1&outFields=*&f=geojson&token={0} 443 - 10.40.9.88 python-requests/2.31.0 - 200 0 0 412
2024-11-18 14:02:12 10.40.2.17 GET /server/rest/services/Utilities/WaterMains/FeatureServer/0/query where=1%3D1&resultOffset=2000&f=geojson 443 - 10.40.9.88 python-requests/2.31.0 - 498 0 0 9""",
    r(86, URLSAFE) + "..",
)

add(
    "geo/arcpy-signintoportal",
    """import arcpy

arcpy.SignInToPortal("https://enterprise.regionalwater.org/portal", "gis_admin", "{0}")
arcpy.sharing.CreateSharingDraft("STANDALONE_SERVER", "MAP_SERVICE", "Hydrants")
""",
    hpw(),
)

add(
    "geo/arcgis-server-createsite-ps1",
    """$body = @{
    username           = 'siteadmin'
    password           = '{0}'
    configStoreConnection = '{"type":"FILESYSTEM","connectionString":"D:/arcgisserver/config-store"}'
    directories        = '{"directories":[]}'
    f                  = 'json'
}
Invoke-RestMethod -Method Post -Uri 'https://gisserver01.corp.local:6443/arcgis/admin/createNewSite' -Body $body
""",
    pw(),
)

add(
    "geo/arcgis-chef-node-json",
    """{
  "arcgis": {
    "version": "11.3",
    "run_as_user": "arcgis",
    "server": {
      "install_dir": "/opt",
      "admin_username": "siteadmin",
      "admin_password": "{0}",
      "authorization_file": "/tmp/server_113.prvc",
      "directories_root": "/gisdata/arcgisserver"
    },
    "portal": { "admin_username": "portaladmin", "security_question_index": 1 }
  },
  "run_list": ["recipe[arcgis-enterprise::server]"]
}""",
    hpw(),
)

add(
    "geo/arcgis-notebook-es-comment",
    """# Celda 3 - conexión al portal de la municipalidad
# usuario de pruebas que me pasó Andrés, cambiar antes de producción
gis = GIS("https://sig.munitemuco.cl/portal", "editor_catastro", "{0}")
capa = gis.content.get("b3f41c0a7d2e4e5c9b1f0a6d8e2c4a11")
""",
    hpw(),
)

add(
    "geo/geoserver-datastore-xml",
    """<dataStore>
  <id>DataStoreInfoImpl--4f1a2b3c:18c2d4e5f6a:-7ffe</id>
  <name>parcels_pg</name>
  <type>PostGIS (JNDI)</type>
  <enabled>true</enabled>
  <workspace><id>WorkspaceInfoImpl--4f1a2b3c:18c2d4e5f6a:-8000</id></workspace>
  <connectionParameters>
    <entry key="schema">cadastre</entry>
    <entry key="Estimated extends">true</entry>
    <entry key="host">pg-gis.internal</entry>
    <entry key="port">5432</entry>
    <entry key="database">landrecords</entry>
    <entry key="user">geoserver_ro</entry>
    <entry key="passwd">{0}</entry>
    <entry key="dbtype">postgis</entry>
    <entry key="Expose primary keys">true</entry>
  </connectionParameters>
</dataStore>""",
    pw(),
)

add(
    "geo/geoserver-rest-curl-u",
    """curl -u admin:{0} -XPOST -H "Content-type: text/xml" \\
  -d "<workspace><name>flood_2024</name></workspace>" \\
  http://localhost:8080/geoserver/rest/workspaces""".replace("\\\\", "\\"),
    hpw(),
)

add(
    "geo/geoserver-compose-env",
    """services:
  geoserver:
    image: kartoza/geoserver:2.25.2
    ports: ["8600:8080"]
    environment:
      GEOSERVER_ADMIN_USER: gsadmin
      GEOSERVER_ADMIN_PASSWORD: {0}
      INITIAL_MEMORY: 2G
      MAXIMUM_MEMORY: 4G
      STABLE_EXTENSIONS: importer-plugin,vectortiles-plugin
    volumes:
      - geoserver-data:/opt/geoserver/data_dir
""",
    pw(),
)

add(
    "geo/geoserver-jndi-context-xml",
    """<Context>
  <Resource name="jdbc/postgis" auth="Container" type="javax.sql.DataSource"
            driverClassName="org.postgresql.Driver"
            url="jdbc:postgresql://10.12.0.5:5432/gisdb"
            username="gs_jndi" password="{0}"
            maxTotal="40" initialSize="0" minIdle="0" maxIdle="8" maxWaitMillis="10000"
            validationQuery="select 1"/>
</Context>""",
    r(18, ALNUM),
)

add(
    "geo/gsconfig-catalog-python",
    """from geoserver.catalog import Catalog

cat = Catalog("https://maps.agroterra.com.ar/geoserver/rest", "admin", "{0}")
ws = cat.get_workspace("lotes")
cat.create_featurestore("lotes_2024", "lotes_2024.zip", workspace=ws)
""",
    hpw(),
)

add(
    "geo/geowebcache-s3-blobstore-xml",
    """<S3BlobStore default="false">
  <id>tiles-s3</id>
  <enabled>true</enabled>
  <bucket>riverbend-tilecache</bucket>
  <prefix>gwc</prefix>
  <awsAccessKey>AKIA{1}</awsAccessKey>
  <awsSecretKey>{0}</awsSecretKey>
  <access>PRIVATE</access>
  <maxConnections>50</maxConnections>
  <useHTTPS>true</useHTTPS>
</S3BlobStore>""",
    r(40, ALNUM + "/+"),
    r(16, UPPER_NUM),
)

add(
    "geo/geonode-env-file",
    """# .env generated by create-envfile.py for geonode.observatorio-hidrico.mx
COMPOSE_PROJECT_NAME=geonode
SITEURL=https://geonode.observatorio-hidrico.mx/
GEONODE_DATABASE=geonode
GEONODE_DATABASE_PASSWORD={0}
GEOSERVER_ADMIN_USER=admin
GEOSERVER_LOCATION=http://geoserver:8080/geoserver/
DEFAULT_BACKEND_DATASTORE=datastore
LANGUAGE_CODE=es-mx
""",
    r(24, ALNUM),
)

add(
    "geo/geonetwork-jdbc-properties",
    """# /usr/local/tomcat/webapps/geonetwork/WEB-INF/config-db/jdbc.properties
jdbc.username=geonetwork
jdbc.password={0}
jdbc.database=geonetwork
jdbc.host=catalog-db
jdbc.port=5432
jdbc.basic.maxActive=33
""",
    hpw(),
)

add(
    "geo/qgs-datasource-password",
    """    <maplayer type="vector" geometry="Polygon" hasScaleBasedVisibilityFlag="0">
      <id>parcelas_a1b2c3d4_5e6f_4a7b_8c9d_0e1f2a3b4c5d</id>
      <datasource>dbname='catastro' host=10.0.8.21 port=5432 user='qgis_edit' password='{0}' sslmode=disable key='gid' srid=32719 type=MultiPolygon checkPrimaryKeyUnicity='1' table="public"."parcelas" (geom)</datasource>
      <layername>parcelas</layername>
      <srs><spatialrefsys><authid>EPSG:32719</authid></spatialrefsys></srs>
    </maplayer>""",
    hpw(),
)

add(
    "geo/qgz-unzip-grep",
    """$ unzip -p survey_2024.qgz survey_2024.qgs | grep -o "user='[^']*' password='[^']*'" | sort -u
user='field_crew' password='{0}'""",
    pw(),
)

add(
    "geo/qgs-wfs-datasource-basic",
    """<datasource>pagingEnabled='true' password='{0}' preferCoordinatesForWfsT11='false' restrictToRequestBBOX='1' srsname='EPSG:3844' typename='ancpi:imobile' url='https://wfs.geoportal-partener.ro/geoserver/ows' user='prim_cluj' version='auto'</datasource>""",
    hpw(),
)

add(
    "geo/pg-service-conf",
    """# ~/.pg_service.conf  (QGIS reads this for service=gis_prod)
[gis_prod]
host=postgis-prod.gis.svc.cluster.local
port=5432
dbname=basemap
user=renderer
password={0}
sslmode=require

[gis_dev]
host=localhost
dbname=basemap_dev
""",
    r(20, ALNUM),
)

add(
    "geo/qgis3-ini-postgres",
    """[PostgreSQL]
connections\\selected=utilities
connections\\utilities\\host=gisdb.waterboard.local
connections\\utilities\\port=5432
connections\\utilities\\database=utilities
connections\\utilities\\username=mapper
connections\\utilities\\password={0}
connections\\utilities\\savePassword=true
connections\\utilities\\saveUsername=true""".replace("\\\\", "\\"),
    hpw(),
)

add(
    "geo/qfieldcloud-cli-login",
    """$ qfieldcloud-cli --url https://app.qfield.cloud/api/v1/ --username brigada3 --password '{0}' list-projects
Projects the current user has access to:
  id: 7d1c2f0e-3a4b-4c5d-9e6f-1a2b3c4d5e6f  name: inventario_arbolado  owner: muni_quilpue""",
    hpw(),
)

add(
    "geo/mergin-client-python",
    """from mergin import MerginClient

mc = MerginClient("https://app.merginmaps.com", login="drumuri.judetean", password="{0}")
mc.download_project("cj-drumuri/inventar_poduri", "/data/poduri")
""",
    hpw(),
)

add(
    "geo/fme-flow-token-header",
    """POST /fmerest/v3/transformations/submit/Utilities/sync_hydrants.fmw HTTP/1.1
Host: fme.countyengineering.org
Authorization: fmetoken token={0}
Content-Type: application/json
Accept: application/json

{"publishedParameters":[{"name":"SOURCE_DATASET","value":"//nas02/gis/hydrants.gdb"}]}""",
    r(40, HEX),
)

# ============================================================ SECRETS: PostGIS loading and serving
add(
    "geo/ogr2ogr-pg-password",
    """ogr2ogr -f PostgreSQL PG:"host=gisdb port=5432 dbname=osm user=loader password={0}" \\
    -nln roads -lco GEOMETRY_NAME=geom -t_srs EPSG:3857 -progress roads.gpkg""".replace("\\\\", "\\"),
    pw(),
)

add(
    "geo/shp2pgsql-pgpassword",
    """#!/usr/bin/env bash
set -euo pipefail
export PGPASSWORD='{0}'
shp2pgsql -s 4326 -I -D ./in/cuencas.shp hidro.cuencas | psql -h 172.20.0.4 -U hidro -d sig -q
echo "cargado"
""",
    hpw(),
)

add(
    "geo/raster2pgsql-psql-url",
    """raster2pgsql -s 32635 -I -C -M -t 256x256 dem/*.tif public.dem_25m \\
  | psql "postgresql://dem_loader:{0}@pg.romsilva-gis.ro:5432/relief?sslmode=require" """.replace("\\\\", "\\").rstrip(),
    r(16, ALNUM),
)

add(
    "geo/imposm-config-json",
    """{
    "cachedir": "/var/cache/imposm",
    "diffdir": "/var/lib/imposm/diff",
    "connection": "postgis://imposm:{0}@osm-db:5432/osm?prefix=NONE",
    "mapping": "/etc/imposm/mapping.yml",
    "replication_url": "https://download.geofabrik.de/south-america/chile-updates/",
    "replication_interval": "24h"
}""",
    r(22, ALNUM),
)

add(
    "geo/tegola-config-toml",
    """[webserver]
port = ":9090"

[[providers]]
name = "basemap"
type = "mvt_postgis"
host = "postgis"
port = 5432
database = "gis"
user = "tegola"
password = "{0}"
srid = 3857

[[maps]]
name = "osm"
""",
    hpw(),
)

add(
    "geo/martin-config-yaml",
    """listen_addresses: '0.0.0.0:3000'
worker_processes: 4
postgres:
  connection_string: 'postgres://martin:{0}@db.tiles.internal/tiles?sslmode=verify-full'
  pool_size: 20
  auto_publish:
    tables:
      from_schemas: [public]
pmtiles:
  sources:
    buildings: s3://tiles-bucket/buildings.pmtiles
""",
    r(26, ALNUM),
)

add(
    "geo/pg-tileserv-env",
    """[Unit]
Description=pg_tileserv
After=network.target

[Service]
Environment=DATABASE_URL=postgresql://tileserv:{0}@127.0.0.1/gis
Environment=TS_HTTPPORT=7800
ExecStart=/opt/pg_tileserv/pg_tileserv
Restart=on-failure
""",
    pw(),
)

add(
    "geo/ogr-fdw-create-server",
    """CREATE SERVER ign_wfs
  FOREIGN DATA WRAPPER ogr_fdw
  OPTIONS (datasource 'WFS:https://user:{0}@wxs.partner-geo.net/geoserver/ows', format 'WFS');
IMPORT FOREIGN SCHEMA ogr_all FROM SERVER ign_wfs INTO staging;""",
    hpw(),
)

add(
    "geo/mapserver-mapfile-connection",
    """  LAYER
    NAME "parcelas"
    TYPE POLYGON
    STATUS ON
    CONNECTIONTYPE POSTGIS
    CONNECTION "host=10.3.1.12 dbname=catastro user=mapserver password={0} port=5432"
    DATA "geom from (select gid, rol, geom from catastro.parcelas) as sub using unique gid using srid=32719"
    PROJECTION "init=epsg:32719" END
    CLASS STYLE OUTLINECOLOR 80 80 80 END END
  END""",
    pw(),
)

add(
    "geo/mapproxy-source-userinfo",
    """sources:
  ortho_2023_wms:
    type: wms
    req:
      url: https://ortofoto:{0}@wms.vendor-imagery.com/service?
      layers: ortho_2023_10cm
      transparent: false
    coverage:
      bbox: [-71.72, -33.15, -71.45, -32.95]
      srs: 'EPSG:4326'
""",
    hpw(),
)

_u, _pp = "mapproxy", pw()
add(
    "geo/mapproxy-basic-header-b64",
    """sources:
  cadastre_wmts:
    type: tile
    url: https://tiles.landinfo-provider.eu/wmts/cadastre/%(tms_path)s.png
    grid: GLOBAL_WEBMERCATOR
    http:
      headers:
        Authorization: Basic {0}
      client_timeout: 30
""",
    basic(_u, _pp),
)

add(
    "geo/gdal-http-userpwd",
    """$ gdalinfo --config GDAL_HTTP_AUTH BASIC --config GDAL_HTTP_USERPWD "hidro:{0}" \\
    "/vsicurl/https://datos.hidrologia-partner.cl/dem/dem_5m_valparaiso.tif"
Driver: GTiff/GeoTIFF
Size is 48000, 36000
Coordinate System is: PROJCRS["SIRGAS 2000 / UTM zone 19S"...""".replace("\\\\", "\\"),
    hpw(),
)

add(
    "geo/gdal-vsis3-secret-env",
    """AWS_ACCESS_KEY_ID=AKIA{1} \\
AWS_SECRET_ACCESS_KEY={0} \\
AWS_REGION=us-west-2 \\
gdal_translate /vsis3/lidar-raw-2024/tile_0412.laz.tif out/tile_0412_cog.tif -of COG -co COMPRESS=DEFLATE""".replace("\\\\", "\\"),
    r(40, ALNUM + "/+"),
    r(16, UPPER_NUM),
)

add(
    "geo/gdal-vsiaz-account-key",
    """export AZURE_STORAGE_ACCOUNT=imageryarchive01
export AZURE_STORAGE_ACCESS_KEY="{0}"
gdalbuildvrt mosaic.vrt /vsiaz/ortho2023/*.tif""",
    b64(64),
)

add(
    "geo/gdal-http-header-file",
    """$ cat ~/.gdal/planet_headers.txt
Authorization: Bearer {0}
Accept: image/tiff
$ gdalinfo --config GDAL_HTTP_HEADER_FILE ~/.gdal/planet_headers.txt /vsicurl/https://tiles.partner-sat.io/scene/20240612_142233.tif""",
    r(48, URLSAFE),
)

# ============================================================ SECRETS: map and geocoding APIs, tiles
add(
    "geo/mapbox-sk-tilesets-cli",
    """$ export MAPBOX_ACCESS_TOKEN={0}
$ tilesets upload-source riverbend-gis parcels-2024 parcels.geojson.ld
upload progress  [####################################]  100%
{"id": "mapbox://tileset-source/riverbend-gis/parcels-2024", "files": 1, "source_size": 48211980, "file_size": 48211980}""",
    mapbox_tok("sk", "riverbend-gis"),
)

add(
    "geo/mapbox-upload-credentials-response",
    """>>> r = requests.post(f"https://api.mapbox.com/uploads/v1/{user}/credentials?access_token={tok}")
>>> r.json()
{'bucket': 'tilestream-tilesets-production', 'key': '7f/_pending/q1w2e3r4t5y6u7i8o9p0/riverbend-gis', 'accessKeyId': 'ASIA{1}', 'secretAccessKey': '{0}', 'sessionToken': '{2}', 'url': 'https://tilestream-tilesets-production.s3.amazonaws.com/7f/_pending/q1w2e3r4t5y6u7i8o9p0/riverbend-gis'}""",
    r(40, ALNUM + "/+"),
    r(16, UPPER_NUM),
    b64(180),
)

add(
    "geo/here-apikey-query",
    """GET https://geocode.search.hereapi.com/v1/geocode?q=Av.+Libertador+1200%2C+Buenos+Aires&apiKey={0}
<- 200 OK (143 ms)
{"items":[{"title":"Avenida del Libertador 1200, C1112 Buenos Aires, Argentina","position":{"lat":-34.58412,"lng":-58.38905}}]}""",
    r(43, URLSAFE),
)

add(
    "geo/here-credentials-properties",
    """here.user.id = HERE-{1}
here.client.id = {2}
here.access.key.id = {3}
here.access.key.secret = {0}
here.token.endpoint.url = https://account.api.here.com/oauth2/token""",
    r(86, URLSAFE),
    uuid4(),
    r(20, ALNUM),
    r(22, ALNUM),
)

add(
    "geo/tomtom-key-express-proxy",
    """// server/routes/traffic.js - proxy so the browser never sees the key
const TOMTOM_KEY = process.env.TOMTOM_KEY || "{0}";

router.get("/flow/:z/:x/:y", async (req, res) => {
  const { z, x, y } = req.params;
  const url = `https://api.tomtom.com/traffic/map/4/tile/flow/relative0/${z}/${x}/${y}.png?key=${TOMTOM_KEY}`;
  res.type("png").send(Buffer.from(await (await fetch(url)).arrayBuffer()));
});""",
    r(32, ALNUM),
)

add(
    "geo/google-maps-url-signing-secret",
    """# settings/production.py
GOOGLE_MAPS_CLIENT_ID = "gme-riverbendutilities"
GOOGLE_MAPS_SIGNING_SECRET = "{0}="  # URL signing secret from the Cloud console
STATIC_MAP_SIZE = "640x400"
""",
    b64url(20),
)

add(
    "geo/googlemaps-python-client",
    """import googlemaps

gmaps = googlemaps.Client(key="AIza{0}")
res = gmaps.distance_matrix(origins, destinations, mode="driving", departure_time="now")
""".replace("AIza{0}", "{0}"),
    "AIza" + r(35, URLSAFE),
)

add(
    "geo/opencage-r-sys-setenv",
    """library(opencage)
Sys.setenv(OPENCAGE_KEY = "{0}")
res <- oc_forward_df(placename = c("Plaza de Armas, Cusco", "Miraflores, Lima"), countrycode = "PE")
""",
    r(32, HEX),
)

add(
    "geo/nominatim-mirror-requests-auth",
    """NOMINATIM_URL = "https://nominatim.geo-internal.transportes.gob.example/search"

def geocode(q: str):
    return requests.get(
        NOMINATIM_URL,
        params={"q": q, "format": "jsonv2", "countrycodes": "mx"},
        auth=("geocoder-batch", "{0}"),
        timeout=10,
    ).json()
""",
    hpw(),
)

add(
    "geo/azure-maps-subscription-key-curl",
    """curl -s "https://atlas.microsoft.com/route/directions/json?api-version=1.0&query=47.6062,-122.3321:47.2529,-122.4443" \\
  -H "subscription-key: {0}" | jq '.routes[0].summary'""".replace("\\\\", "\\"),
    r(52, ALNUM),
)

add(
    "geo/bing-maps-key-powershell",
    """PS C:\\gis\\scripts> $BingKey = "{0}"
PS C:\\gis\\scripts> Invoke-RestMethod "https://dev.virtualearth.net/REST/v1/Locations?q=1+Microsoft+Way&key=$BingKey" | Select-Object -ExpandProperty resourceSets""".replace("\\\\", "\\"),
    r(64, URLSAFE),
)

add(
    "geo/apple-mapkit-p8",
    """$ cat AuthKey_{1}.p8
{0}
$ node sign-mapkit-jwt.js --kid {1} --team 8QZ7XK2M4P""",
    pem("PRIVATE KEY", 138),
    r(10, UPPER_NUM),
)

add(
    "geo/what3words-key-env",
    """W3W_API_KEY={0}
W3W_LANGUAGE=es
W3W_CLIP_TO_COUNTRY=CO""",
    r(8, UPPER_NUM),
)

add(
    "geo/smarty-auth-token-query",
    """https://us-street.api.smarty.com/street-address?auth-id={1}&auth-token={0}&street=1600+Amphitheatre+Pkwy&city=Mountain+View&state=CA&candidates=1""",
    r(20, ALNUM),
    uuid4(),
)

add(
    "geo/os-datahub-project-secret",
    """OS Data Hub - project "asset-register"
  Project API Key:     {1}
  Project API Secret:  {0}
  APIs added: OS Maps API, OS Features API, OS Names API""",
    r(16, ALNUM),
    r(32, ALNUM),
)

add(
    "geo/vworld-key-korean-chat",
    """브이월드 인증키 새로 발급받았어요. 개발서버 .env에 넣어 주세요:
VWORLD_KEY={0}
도메인은 dev.smartcity-gis.kr 로 등록했습니다.""",
    r(8, UPPER_NUM) + "-" + r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM) + "-" + r(12, UPPER_NUM),
)

add(
    "geo/inegi-token-es",
    """# Token del API de indicadores del INEGI (cuenta de la Dirección de Planeación)
INEGI_TOKEN = "{0}"
url = f"https://www.inegi.org.mx/app/api/indicadores/desarrolladores/jsonxml/INDICATOR/1002000001/es/0700/false/BISE/2.0/{INEGI_TOKEN}?type=json"
""",
    uuid4(),
)

add(
    "geo/rclone-r2-pmtiles",
    """[r2-tiles]
type = s3
provider = Cloudflare
access_key_id = {1}
secret_access_key = {0}
endpoint = https://{2}.r2.cloudflarestorage.com
acl = private
""",
    r(64, HEX),
    r(32, HEX),
    r(32, HEX),
)

add(
    "geo/nginx-secure-link-tiles",
    """location /tiles/private/ {
    secure_link $arg_md5,$arg_expires;
    secure_link_md5 "$secure_link_expires$uri$remote_addr {0}";
    if ($secure_link = "") { return 403; }
    if ($secure_link = "0") { return 410; }
    alias /srv/tiles/private/;
}""",
    r(28, ALNUM),
)

add(
    "geo/carto-api-key-python",
    """from carto.auth import APIKeyAuthClient

auth_client = APIKeyAuthClient(
    base_url="https://observatorio-uy.carto.com/",
    api_key="{0}",
)""",
    r(40, HEX),
)

add(
    "geo/felt-api-token-curl",
    """curl -X POST https://felt.com/api/v2/maps \\
  -H "Authorization: Bearer felt_pat_{0}" \\
  -H "Content-Type: application/json" \\
  -d '{"title": "Storm drain inspection Q3"}'""".replace("felt_pat_{0}", "{0}").replace("\\\\", "\\"),
    "felt_pat_" + r(43, URLSAFE),
)

add(
    "geo/mapillary-client-secret",
    """MAPILLARY_CLIENT_ID=7{1}
MAPILLARY_CLIENT_SECRET=MLY|7{1}|{0}
MAPILLARY_REDIRECT_URI=https://street-audit.example.org/oauth/callback""",
    r(32, HEX),
    r(15, DIGITS),
)

add(
    "geo/cesium-ion-upload-token",
    """# scripts/upload_tileset.py - needs assets:write, NOT the viewer token
ION_TOKEN = "{0}"
resp = requests.post("https://api.cesium.com/v1/assets",
                     headers={"Authorization": f"Bearer {ION_TOKEN}"},
                     json={"name": "campus_mesh_2024", "type": "3DTILES", "options": {"sourceType": "3D_MODEL"}})""",
    jwt({"jti": uuid4(), "id": 204117, "scopes": ["assets:list", "assets:read", "assets:write"], "iat": 1731000000}),
)

add(
    "geo/osm-oauth2-client-secret",
    """# config/osm.yml - OAuth 2 app registered on openstreetmap.org for the import bot
client_id: {1}
client_secret: {0}
redirect_uri: urn:ietf:wg:oauth:2.0:oob
scopes: [read_prefs, write_api]""",
    r(43, URLSAFE),
    r(43, URLSAFE),
)

# ============================================================ SECRETS: CAD, BIM and construction
add(
    "geo/aps-client-secret-dotenv",
    """# .env.local  (APS app "Riverbend Model Viewer", server-to-server)
APS_CLIENT_ID={1}
APS_CLIENT_SECRET={0}
APS_BUCKET=riverbend-models-2024
APS_CALLBACK_URL=http://localhost:8080/api/auth/callback""",
    r(16, ALNUM),
    r(32, ALNUM),
)

_cid, _cs = r(32, ALNUM), r(16, ALNUM)
add(
    "geo/aps-token-basic-b64",
    """curl -v 'https://developer.api.autodesk.com/authentication/v2/token' \\
   -X POST \\
   -H 'Content-Type: application/x-www-form-urlencoded' \\
   -H 'Accept: application/json' \\
   -H 'Authorization: Basic {0}' \\
   -d 'grant_type=client_credentials' \\
   -d 'scope=data:read bucket:create'""".replace("\\\\", "\\"),
    basic(_cid, _cs),
)

add(
    "geo/aps-webhook-secret-json",
    """POST https://developer.api.autodesk.com/webhooks/v1/systems/data/events/dm.version.added/hooks
{
  "callbackUrl": "https://hooks.constructora-andina.pe/aps/version-added",
  "scope": { "folder": "urn:adsk.wipprod:fs.folder:co.Xk3pT9bQm2Zr1a" },
  "hookAttribute": { "projectId": "b.8f2c1e7a-4d3b-4a5e-9c6f-7e8d9a0b1c2d" },
  "secret": "{0}"
}""",
    r(32, ALNUM),
)

add(
    "geo/procore-oauth-client-credentials",
    """$ http --form POST https://login.procore.com/oauth/token \\
    grant_type=client_credentials \\
    client_id={1} \\
    client_secret={0}
HTTP/1.1 200 OK
{"access_token": "<elided by me>", "token_type": "Bearer", "expires_in": 5400, "created_at": 1731950000}""".replace("\\\\", "\\"),
    r(64, HEX),
    r(64, HEX),
)

add(
    "geo/procore-access-token-log",
    """[2024-11-19T08:14:03.221Z] DEBUG procore-sync: GET /rest/v1.0/projects/2783411/submittals?per_page=100
[2024-11-19T08:14:03.222Z] DEBUG procore-sync: headers={"Authorization":"Bearer {0}","Procore-Company-Id":"4271933"}
[2024-11-19T08:14:03.690Z] INFO  procore-sync: 100 submittals fetched (page 1)""",
    "eyJ" + r(180, URLSAFE),
)

add(
    "geo/trimble-connect-client-secret",
    """{
  "trimbleIdentity": {
    "issuer": "https://id.trimble.com",
    "clientId": "{1}",
    "clientSecret": "{0}",
    "scopes": ["openid", "TC-Integration-Sync"]
  },
  "tcRegion": "europe"
}""",
    r(32, HEX),
    uuid4(),
)

add(
    "geo/itwin-service-client-secret",
    """IMJS_AUTH_AUTHORITY=https://ims.bentley.com
IMJS_ITWIN_ID={1}
IMJS_IMODEL_ID={2}
IMJS_AUTH_CLIENT_CLIENT_ID=service-{3}
IMJS_AUTH_CLIENT_CLIENT_SECRET={0}
IMJS_AUTH_CLIENT_SCOPES=itwin-platform""",
    r(64, URLSAFE),
    uuid4(),
    uuid4(),
    r(24, LOWER_NUM),
)

add(
    "geo/speckle-token-specklepy",
    """from specklepy.api.client import SpeckleClient

client = SpeckleClient(host="https://speckle.xyz")
client.authenticate_with_token("{0}")
stream = client.stream.get("3b7e1f2a9c")
""",
    r(42, HEX),
)

add(
    "geo/onshape-api-keys",
    """# ~/.onshape_client_config.yaml
base_url: https://cad.onshape.com
access_key: {1}
secret_key: {0}""",
    r(48, ALNUM),
    r(24, ALNUM),
)

add(
    "geo/fieldwire-refresh-token-chat",
    """ok so for the Fieldwire sync job use this API token (generated from the account settings page, it's tied to my user so please don't share it): {0} - it gets exchanged for a short-lived access token at client-api.us.fieldwire.com/api_keys/jwt""",
    r(20, ALNUM) + "_" + r(44, URLSAFE),
)

add(
    "geo/aconex-basic-auth-requests",
    """session = requests.Session()
session.auth = ("INTEGRATION.BOT", "{0}")
session.headers["X-Application-Key"] = os.environ["ACONEX_APP_KEY"]
r = session.get("https://au1.aconex.com/api/projects/1879048193/register?search_query=doctype:Drawing")""",
    hpw(),
)

add(
    "geo/primavera-p6-integration-properties",
    """# P6 EPPM integration - /opt/p6ws/conf/integration.properties
p6.ws.url=https://p6.metro-linea2.pe/p6ws/services
p6.ws.username=interfaz_obra
p6.ws.password={0}
p6.ws.authMode=UsernameToken
p6.db.instance=1""",
    hpw(),
)

# ============================================================ SECRETS: surveying and GNSS
add(
    "geo/str2str-ntrip-in",
    """$ str2str -in ntrip://survey_rtk:{0}@caster.gnss-network.net:2101/VRS_RTCM32 -out serial://ttyUSB0:115200
2024/11/20 09:12:44 [CC---]        0 B       0 bps (0) connecting...
2024/11/20 09:12:45 [WC---]     2380 B    4410 bps (0) caster.gnss-network.net/VRS_RTCM32""",
    pw(),
)

add(
    "geo/rtklib-conf-inpstr",
    """# rtknavi.conf (exported from RTKNAVI options)
inpstr1-type       =serial
inpstr1-path       =ttyACM0:115200:8:n:1:off
inpstr2-type       =ntripcli
inpstr2-path       =base_ro_07:{0}@ntrip.rompos.ro:2101/CLUJ_3.1
inpstr2-format     =rtcm3
inpstr2-nmeareq    =single""",
    hpw(),
)

add(
    "geo/ntripclient-flags",
    """pi@rover:~ $ ./ntripclient -s rtk.agro-sat.com.br -r 2101 -m MT_PIRA -u fazenda_sul -p {0} -M 1 | socat - /dev/ttyAMA0,raw,b115200""",
    hpw(),
)

add(
    "geo/emlid-reach-handover",
    """Reach RS2+ on the north site is set up. NTRIP in Correction input: host ntrip.statewide-cors.org, port 2101, mount RTCM3_MSM7, login NorthSite_Rover2, password {0}. Base is 14 km away so expect float near the tree line.""",
    hpw(),
)

add(
    "geo/ntripcaster-users-aut",
    """# /etc/ntripcaster/users.aut   (user:password, one per line)
rover01:{0}
rover02:{1}
""",
    r(12, ALNUM),
    r(12, ALNUM),
)

add(
    "geo/rompos-ro-chat",
    """Salut! Contul de ROMPOS pentru echipa de topografie a expirat, am primit unul nou de la ANCPI:
utilizator: topo_brasov_12
parola: {0}
Mountpoint-ul recomandat e NEAR-MSM4, portul 2101.""",
    hpw(),
)

_nu, _np = "bridge_survey", hpw()
add(
    "geo/ntrip-request-basic-header",
    """>>> GET /KNGP0 HTTP/1.1
>>> Host: ntrip.caster-partner.kr:2101
>>> Ntrip-Version: Ntrip/2.0
>>> User-Agent: NTRIP RTKLIB/2.4.3
>>> Authorization: Basic {0}
<<< HTTP/1.1 200 OK
<<< Content-Type: gnss/data""",
    basic(_nu, _np),
)

add(
    "geo/esp32-ntrip-sketch",
    """// NTRIP client for the ZED-F9P rover on the tractor
const char casterHost[] = "rtk2.coop-agricola.com.ar";
const uint16_t casterPort = 2101;
const char mountPoint[] = "PERGAMINO";
const char casterUser[] = "tractor04";
const char casterUserPW[] = "{0}";""",
    hpw(),
)

add(
    "geo/pointperfect-ucenter-json",
    """{
  "MQTT": {
    "Connectivity": {
      "ServerURI": "tcp://pp.services.u-blox.com:8883",
      "ClientCredentials": {
        "ClientID": "{1}",
        "Key": "{0}",
        "Cert": "-----BEGIN CERTIFICATE-----\\nMIIC8DCCAdigAwIBAgIUc2FtcGxlY2VydGlmaWNhdGVzZXJpYWw...\\n-----END CERTIFICATE-----"
      }
    }
  }
}""",
    "-----BEGIN RSA PRIVATE KEY-----\\n" + b64(96) + "\\n" + b64(96) + "\\n-----END RSA PRIVATE KEY-----",
    uuid4(),
)

add(
    "geo/ngii-ntrip-korean",
    """국토지리정보원 VRS 계정 정보 (측량팀 공용)
- 서버: gnssdata.or.kr / 포트 2101
- 아이디: survey_team_05
- 비밀번호: {0}
- 마운트포인트: VRS-RTCM31""",
    hpw(),
)

# ============================================================ SECRETS: drones and earth observation
add(
    "geo/pix4d-cloud-client-secret",
    """PIX4D_CLIENT_ID={1}
PIX4D_CLIENT_SECRET={0}
PIX4D_TOKEN_URL=https://cloud.pix4d.com/oauth2/token/""",
    r(64, ALNUM),
    r(40, ALNUM),
)

add(
    "geo/dronedeploy-api-key-graphql",
    """curl -s https://www.dronedeploy.com/graphql \\
  -H "Authorization: Bearer {0}" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ viewer { organization { plans(first: 5) { edges { node { id name } } } } } }"}'""".replace("\\\\", "\\"),
    r(32, HEX),
)

add(
    "geo/webodm-jwt-header",
    """$ curl -H "Authorization: JWT {0}" http://webodm.local:8000/api/projects/12/tasks/
[{"id":"c5b1e7a2-3f4d-4b8e-9a1c-2d3e4f5a6b7c","name":"Mina Norte 2024-10-03","status":40,"images_count":812}]""",
    jwt({"user_id": 3, "username": "operador", "exp": 1732100000, "email": "ops@mineria-norte.cl"}),
)

add(
    "geo/clusterodm-admin-pass",
    """$ node index.js --port 3000 --admin-cli-port 8080 --admin-pass {0} --public-address https://odm.survey-lab.edu
info: ClusterODM 1.5.3 started on PORT 3000
info: Admin CLI is on 8080""",
    hpw(),
)

add(
    "geo/dji-cloud-api-app-key",
    """# DJI Cloud API demo - application.yml
cloud-api:
  app:
    app-id: {1}
    app-key: {2}
    app-license: {0}""",
    b64(192),
    r(6, DIGITS),
    r(32, HEX),
)

add(
    "geo/sentinelhub-client-secret",
    """from sentinelhub import SHConfig

config = SHConfig()
config.sh_client_id = "{1}"
config.sh_client_secret = "{0}"
config.save("cdse")""",
    r(32, ALNUM),
    "sh-" + uuid4(),
)

add(
    "geo/copernicus-dataspace-password-curl",
    """curl -d 'client_id=cdse-public' -d 'username=ana.popescu@hidro-ro.eu' -d 'password={0}' \\
     -d 'grant_type=password' \\
     https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token""".replace("\\\\", "\\"),
    hpw(),
)

add(
    "geo/earthdata-netrc",
    """$ cat ~/.netrc
machine urs.earthdata.nasa.gov login lsalazar_geo password {0}
$ chmod 600 ~/.netrc && wget --auth-no-challenge -r -np https://e4ftl01.cr.usgs.gov/MOLT/MOD13Q1.061/2024.10.15/""",
    hpw(),
)

add(
    "geo/usgs-m2m-login-token",
    """>>> payload = {"username": "chuquicamata_rs", "token": "{0}"}
>>> requests.post("https://m2m.cr.usgs.gov/api/api/json/stable/login-token", json=payload).json()["errorCode"]
None""",
    r(64, ALNUM + "@!_"),
)

add(
    "geo/planet-api-key-cli",
    """$ planet auth init
Email: imagery@agrodatos.com.mx
Password: 
Initialized
$ planet auth value
PLAK{0}""".replace("PLAK{0}", "{0}"),
    "PLAK" + r(32, HEX),
)

add(
    "geo/earthengine-service-account",
    """{
  "type": "service_account",
  "project_id": "ee-deforestation-monitor",
  "private_key_id": "{1}",
  "private_key": "{0}",
  "client_email": "ee-runner@ee-deforestation-monitor.iam.gserviceaccount.com",
  "client_id": "{2}"
}""",
    "-----BEGIN PRIVATE KEY-----\\n" + b64(120) + "\\n" + b64(120) + "\\n-----END PRIVATE KEY-----\\n",
    r(40, HEX),
    r(21, DIGITS),
)

# ============================================================ SECRETS: splits
_a, _b = r(20, URLSAFE), r(20, URLSAFE)
add_split(
    "geo/split-agol-password-two-messages",
    """[10:41] mihai.ionescu: parola contului de publicare ArcGIS Online (gis_publisher_cj) e in doua bucati, prima: {0}
[10:42] mihai.ionescu: si a doua, lipite fara spatiu: {1}
[10:42] mihai.ionescu: sterge mesajele dupa ce o pui in keychain""",
    _a[:9], _b[:8] + "!7",
)

_sk = mapbox_tok("sk", "agro-mapas")
add_split(
    "geo/split-mapbox-sk-terminal-wrap",
    """$ heroku config:get MAPBOX_SECRET_TOKEN -a agro-mapas-api
{0}
{1}
$ """,
    _sk[:60], _sk[60:],
)

_pn = hpw()
add_split(
    "geo/split-ntrip-password-es-chat",
    """—Oye, ¿cuál es la contraseña del caster de la red GNSS para el equipo de Temuco?
—Te la paso en dos partes por si acaso. Empieza con "{0}"
—¿y el resto?
—termina en "{1}", todo junto. Usuario: temuco_rtk, mountpoint TCO1.""",
    _pn[: len(_pn) // 2], _pn[len(_pn) // 2:],
)

_aps = r(16, ALNUM)
add_split(
    "geo/split-aps-secret-python-concat",
    """# TODO move to vault before the pilot
APS_CLIENT_ID = "CLIENT_ID_HERE"
APS_CLIENT_SECRET = (
    "{0}"
    "{1}"
)""".replace("CLIENT_ID_HERE", r(32, ALNUM)),
    _aps[:8], _aps[8:],
)

_here = r(43, URLSAFE)
add_split(
    "geo/split-here-key-js-join",
    """// workers/geocode.js (runs on the batch box, never shipped to the browser)
// don't ask - the linter kept flagging the literal
const HERE_KEY = ["{0}", "{1}", "{2}"].join("");
const res = await fetch(`https://geocode.search.hereapi.com/v1/geocode?q=${encodeURIComponent(addr)}&apiKey=${HERE_KEY}`);""",
    _here[:15], _here[15:30], _here[30:],
)

# ============================================================ LOOK-ALIKES: GIS servers and clients
la(
    """from arcgis.gis import GIS
import os

# API key comes from the secret store at runtime; never commit it
gis = GIS(api_key=os.environ["ARCGIS_API_KEY"])
item = gis.content.get("{0}")  # web map item id, public
print(item.title, item.type)""",
    r(32, HEX),
)

la(
    """$ curl -s "https://services.arcgis.com/{0}/arcgis/rest/services/Parks_2024/FeatureServer/0/query?where=1%3D1&outFields=OBJECTID,NAME&returnGeometry=false&f=json" | jq '.features | length'
214""",
    r(16, ALNUM),
)

la(
    """2024-11-18 14:02:12 10.40.2.17 GET /server/rest/services/Utilities/WaterMains/FeatureServer/0/query where=1%3D1&outFields=*&f=geojson&token=******** 443 - 10.40.9.88 python-requests/2.31.0 - 200 0 0 388
# note: IIS advanced logging strips the token parameter since the 11.1 upgrade""",
)

la(
    """import arcpy, keyring

pwd = keyring.get_password("enterprise-portal", "gis_admin")
arcpy.SignInToPortal("https://enterprise.regionalwater.org/portal", "gis_admin", pwd)""",
)

la(
    """{
  "arcgis": {
    "version": "11.3",
    "server": {
      "admin_username": "siteadmin",
      "admin_password": "<%= node['secrets']['server_admin'] %>",
      "authorization_file": "/tmp/server_113.prvc"
    }
  }
}""",
)

la(
    """# Celda 3 - conexión al portal (usa la sesión de ArcGIS Pro, sin contraseña en el cuaderno)
gis = GIS("pro")
capa = gis.content.get("{0}")
print(capa.url)  # https://sig.munitemuco.cl/server/rest/services/Catastro/MapServer""",
    r(32, HEX),
)

la(
    """<dataStore>
  <id>DataStoreInfoImpl--{0}:-7ffd</id>
  <name>parcels_jndi</name>
  <type>PostGIS (JNDI)</type>
  <connectionParameters>
    <entry key="jndiReferenceName">java:comp/env/jdbc/postgis</entry>
    <entry key="schema">cadastre</entry>
    <entry key="dbtype">postgis</entry>
    <entry key="Expose primary keys">true</entry>
  </connectionParameters>
</dataStore>""",
    r(8, HEX) + ":" + r(11, HEX),
)

la(
    """<featureType>
  <id>FeatureTypeInfoImpl--{0}:-7ff2</id>
  <name>parcels</name>
  <nativeCRS>EPSG:2263</nativeCRS>
  <srs>EPSG:2263</srs>
  <nativeBoundingBox><minx>913175.1</minx><maxx>1067382.5</maxx><miny>120121.9</miny><maxy>272844.3</maxy></nativeBoundingBox>
  <maxFeatures>0</maxFeatures>
</featureType>""",
    r(8, HEX) + ":" + r(11, HEX),
)

la(
    """curl -u "admin:${GEOSERVER_ADMIN_PASSWORD}" -XGET \\
  http://localhost:8080/geoserver/rest/workspaces/flood_2024/datastores.json | jq '.dataStores.dataStore[].name'
"flood_extent"
"gauges\"""".replace("\\\\", "\\"),
)

la(
    """services:
  geoserver:
    image: kartoza/geoserver:2.25.2
    environment:
      GEOSERVER_ADMIN_USER: gsadmin
      GEOSERVER_ADMIN_PASSWORD_FILE: /run/secrets/geoserver_admin
    secrets: [geoserver_admin]
secrets:
  geoserver_admin:
    external: true""",
)

la(
    """<Resource name="jdbc/postgis" auth="Container" type="javax.sql.DataSource"
          driverClassName="org.postgresql.Driver"
          url="jdbc:postgresql://10.12.0.5:5432/gisdb"
          username="${gs.jndi.user}" password="${gs.jndi.password}"
          maxTotal="40" validationQuery="select 1"/>""",
)

la(
    """<S3BlobStore default="false">
  <id>tiles-s3</id>
  <bucket>riverbend-tilecache</bucket>
  <prefix>gwc</prefix>
  <awsAccessKey></awsAccessKey>
  <awsSecretKey></awsSecretKey>
  <!-- empty: credentials come from the EC2 instance profile gwc-tiles-role -->
  <access>PRIVATE</access>
</S3BlobStore>""",
)

la(
    """$ ls -la /var/lib/geoserver/data_dir/gwc/EPSG_900913_12/
drwxr-xr-x  2 tomcat tomcat 4096 Nov 18 10:02 0412_1578
drwxr-xr-x  2 tomcat tomcat 4096 Nov 18 10:02 0412_1579
-rw-r--r--  1 tomcat tomcat  812 Nov 18 10:02 {0}.png""",
    r(40, HEX),
)

la(
    """GEONODE_DATABASE=geonode
GEONODE_DATABASE_PASSWORD=
# left blank on purpose: create-envfile.py --env_type prod fills it from the vault at deploy time
GEOSERVER_ADMIN_USER=admin
SITEURL=https://geonode.observatorio-hidrico.mx/""",
)

la(
    """    <maplayer type="vector" geometry="Polygon">
      <id>parcelas_{0}</id>
      <datasource>dbname='catastro' host=10.0.8.21 port=5432 sslmode=disable authcfg={1} key='gid' srid=32719 type=MultiPolygon table="public"."parcelas" (geom)</datasource>
      <layername>parcelas</layername>
    </maplayer>""",
    uuid4().replace("-", "_"),
    r(7, LOWER_NUM),
)

la(
    """$ unzip -l survey_2024.qgz
Archive:  survey_2024.qgz
  Length      Date    Time    Name
---------  ---------- -----   ----
   914233  2024-11-14 16:20   survey_2024.qgs
    40960  2024-11-14 16:20   survey_2024.qgd
---------                     -------
   955193                     2 files""",
)

la(
    """<datasource>pagingEnabled='true' preferCoordinatesForWfsT11='false' restrictToRequestBBOX='1' srsname='EPSG:3844' typename='ancpi:imobile' url='https://wfs.geoportal-partener.ro/geoserver/ows' version='auto' authcfg='ro4wfs1'</datasource>""",
)

la(
    """# ~/.pg_service.conf
[gis_prod]
host=postgis-prod.gis.svc.cluster.local
port=5432
dbname=basemap
user=renderer
sslmode=require
# password lives in ~/.pgpass (chmod 600), not here""",
)

la(
    """[PostgreSQL]
connections\\utilities\\host=gisdb.waterboard.local
connections\\utilities\\database=utilities
connections\\utilities\\username=mapper
connections\\utilities\\password=
connections\\utilities\\savePassword=false
connections\\utilities\\authcfg=wb2024a""".replace("\\\\", "\\"),
)

la(
    """$ qfieldcloud-cli --url https://app.qfield.cloud/api/v1/ login brigada3
Password: ****************
Welcome, brigada3! Token stored in the OS keyring.""",
)

la(
    """Mergin Maps sync log
2024-11-12 07:31:02 pulled cj-drumuri/inventar_poduri v{0} ({1} changes)
2024-11-12 07:31:03 checksum poduri.gpkg sha1={2}""",
    str(_rng.randrange(100, 400)),
    str(_rng.randrange(1, 60)),
    sha(),
)

la(
    """POST /fmerest/v3/transformations/submit/Utilities/sync_hydrants.fmw HTTP/1.1
Host: fme.countyengineering.org
Authorization: fmetoken token=[REDACTED]
Content-Type: application/json

{"publishedParameters":[{"name":"SOURCE_DATASET","value":"//nas02/gis/hydrants.gdb"}]}
-> {"id": {0}, "status": "SUBMITTED"}""",
    str(_rng.randrange(10000, 99999)),
)

# ============================================================ LOOK-ALIKES: PostGIS loading and serving
la(
    """ogr2ogr -f PostgreSQL PG:"service=gis_prod" \\
    -nln roads -lco GEOMETRY_NAME=geom -t_srs EPSG:3857 -progress roads.gpkg
0...10...20...30...40...50...60...70...80...90...100 - done.""".replace("\\\\", "\\"),
)

la(
    """#!/usr/bin/env bash
set -euo pipefail
# PGPASSWORD viene de ~/.pgpass, no la pongas aquí
shp2pgsql -s 4326 -I -D ./in/cuencas.shp hidro.cuencas | psql -h 172.20.0.4 -U hidro -d sig -q
echo "cargado" """,
)

la(
    """$ sha256sum chile-latest.osm.pbf
{0}  chile-latest.osm.pbf
$ curl -s https://download.geofabrik.de/south-america/chile-latest.osm.pbf.md5
{1}  chile-latest.osm.pbf""",
    r(64, HEX),
    r(32, HEX),
)

la(
    """{
    "cachedir": "/var/cache/imposm",
    "connection": "postgis://imposm@osm-db:5432/osm?prefix=NONE&sslmode=verify-full",
    "mapping": "/etc/imposm/mapping.yml",
    "_comment": "auth via pg_hba cert + PGSSLCERT, no password"
}""",
)

la(
    """[[providers]]
name = "basemap"
type = "mvt_postgis"
uri = "${TEGOLA_POSTGIS_URI}"
srid = 3857

[[maps.layers]]
provider_layer = "basemap.roads"
min_zoom = 8
max_zoom = 16""",
)

la(
    """postgres:
  connection_string: '${DATABASE_URL}'
  pool_size: 20
pmtiles:
  sources:
    buildings: s3://tiles-bucket/buildings.pmtiles
    # etag of the current build: "{0}-12" """.rstrip(),
    r(32, HEX),
)

la(
    """$ curl -s http://localhost:7800/index.json | jq 'keys[:4]'
[
  "public.parcels",
  "public.roads",
  "public.water_mains",
  "public.hydrants"
]
$ curl -sI http://localhost:7800/public.parcels/14/4823/6160.pbf | grep -i etag
ETag: "{0}\"""",
    r(16, HEX),
)

la(
    """CREATE SERVER local_gpkg
  FOREIGN DATA WRAPPER ogr_fdw
  OPTIONS (datasource '/data/inventario/arbolado.gpkg', format 'GPKG');
IMPORT FOREIGN SCHEMA ogr_all FROM SERVER local_gpkg INTO staging;
-- EPSG:32719, 48 211 features""",
)

la(
    """  LAYER
    NAME "parcelas"
    TYPE POLYGON
    CONNECTIONTYPE POSTGIS
    CONNECTION "service=mapserver_catastro"
    DATA "geom from catastro.parcelas using unique gid using srid=32719"
    EXTENT 245000 6280000 312000 6340000
    PROJECTION "init=epsg:32719" END
  END""",
)

la(
    """sources:
  osm_tiles:
    type: tile
    url: https://tile.openstreetmap.org/%(tms_path)s.png
    grid: GLOBAL_WEBMERCATOR
    coverage:
      bbox: [-71.72, -33.15, -71.45, -32.95]
      srs: 'EPSG:4326'
caches:
  osm_cache:
    grids: [GLOBAL_WEBMERCATOR]
    sources: [osm_tiles]""",
)

la(
    """sources:
  cadastre_wmts:
    type: tile
    url: https://tiles.landinfo-provider.eu/wmts/cadastre/%(tms_path)s.png
    http:
      headers:
        Authorization: Basic ${CADASTRE_BASIC_B64}
      client_timeout: 30""",
)

la(
    """$ gdalinfo --config GDAL_HTTP_USERPWD "$HIDRO_USER:$HIDRO_PASS" /vsicurl/https://datos.hidrologia-partner.cl/dem/dem_5m_valparaiso.tif | head -4
Driver: GTiff/GeoTIFF
Files: none associated
Size is 48000, 36000
Coordinate System is:""",
)

la(
    """$ AWS_NO_SIGN_REQUEST=YES gdalinfo /vsis3/sentinel-cogs/sentinel-s2-l2a-cogs/19/H/CD/2024/10/S2A_19HCD_20241012_0_L2A/B04.tif | grep -E "Size|EPSG"
Size is 10980, 10980
        ID["EPSG",32719]]""",
)

la(
    """export AZURE_STORAGE_ACCOUNT=imageryarchive01
export AZURE_STORAGE_SAS_TOKEN="$(az storage container generate-sas --account-name imageryarchive01 -n ortho2023 --permissions rl --expiry 2024-12-01 -o tsv --as-user --auth-mode login)"
gdalbuildvrt mosaic.vrt /vsiaz/ortho2023/*.tif""",
)

la(
    """GDAL_HTTP_HEADER_FILE=~/.gdal/planet_headers.txt   # chmod 600, generated by `planet auth value`
GDAL_HTTP_MAX_RETRY=3
GDAL_CACHEMAX=2048
CPL_VSIL_CURL_ALLOWED_EXTENSIONS=.tif,.tiff,.vrt""",
)

# ============================================================ LOOK-ALIKES: map and geocoding APIs, tiles
la(
    """// src/map.ts - browser map. This is the PUBLIC token (pk.*), URL-restricted to app.riverbend.gov;
// the secret sk.* token for uploads lives only in CI.
mapboxgl.accessToken = "{0}";
const map = new mapboxgl.Map({ container: "map", style: "mapbox://styles/riverbend-gis/{1}", center: [-122.675, 45.512], zoom: 12 });""",
    mapbox_tok("pk", "riverbend-gis"),
    r(25, LOWER_NUM),
)

la(
    """$ tilesets status riverbend-gis.parcels-2024
{"id": "riverbend-gis.parcels-2024", "status": "success", "latest_job": "{0}"}
$ tilesets list riverbend-gis | head -3
riverbend-gis.parcels-2024
riverbend-gis.hydrants-v3
riverbend-gis.{1}""",
    r(25, LOWER_NUM),
    r(8, LOWER_NUM),
)

la(
    """{"bucket": "tilestream-tilesets-production", "key": "7f/_pending/{0}/riverbend-gis", "accessKeyId": "<redacted>", "secretAccessKey": "<redacted>", "sessionToken": "<redacted>", "url": "https://tilestream-tilesets-production.s3.amazonaws.com/7f/_pending/{0}/riverbend-gis"}""",
    r(20, LOWER_NUM),
)

la(
    """GET https://geocode.search.hereapi.com/v1/geocode?q=Av.+Libertador+1200%2C+Buenos+Aires&apiKey=${HERE_API_KEY}
{"items":[{"title":"Avenida del Libertador 1200","id":"here:af:streetsection:{0}","position":{"lat":-34.58412,"lng":-58.38905},"mapView":{"west":-58.39,"south":-34.585,"east":-58.388,"north":-34.583}}]}""",
    r(22, URLSAFE),
)

la(
    """here.user.id = HERE-{0}
here.client.id = {1}
here.access.key.id = {2}
here.access.key.secret = ********************************
here.token.endpoint.url = https://account.api.here.com/oauth2/token
# full file is in 1Password: "HERE credentials - fleet routing\"""",
    uuid4(),
    r(20, ALNUM),
    r(22, ALNUM),
)

la(
    """https://api.tomtom.com/traffic/map/4/tile/flow/relative0/{z}/{x}/{y}.png?key=<YOUR_API_KEY>
https://api.tomtom.com/map/1/tile/basic/main/{z}/{x}/{y}.png?key=<YOUR_API_KEY>&tileSize=512""",
)

la(
    """https://maps.googleapis.com/maps/api/staticmap?center=-33.4489,-70.6693&zoom=13&size=640x400&client=gme-riverbendutilities&signature=<computed per request from GOOGLE_MAPS_SIGNING_SECRET>""",
)

la(
    """>>> gmaps.geocode("Plaza de Armas, Cusco")[0]["place_id"]
'ChIJ{0}'
>>> gmaps.geocode("Plaza de Armas, Cusco")[0]["geometry"]["location"]
{'lat': -13.5166, 'lng': -71.9785}""",
    r(23, URLSAFE),
)

la(
    """library(opencage)
# key is read from OPENCAGE_KEY in ~/.Renviron (oc_config() warns if it is missing)
res <- oc_forward_df(placename = "Miraflores, Lima", countrycode = "PE")
res$oc_lat; res$oc_lng
# [1] -12.1211
# [1] -77.0297""",
)

la(
    """$ curl -s "https://nominatim.openstreetmap.org/reverse?lat=-34.6037&lon=-58.3816&format=jsonv2" -H "User-Agent: riverbend-gis-batch/1.2 (gis@riverbend.gov)" | jq '{place_id, osm_type, osm_id}'
{
  "place_id": {0},
  "osm_type": "way",
  "osm_id": {1}
}""",
    str(_rng.randrange(10**8, 10**9)),
    str(_rng.randrange(10**7, 10**9)),
)

la(
    """curl -s "https://atlas.microsoft.com/route/directions/json?api-version=1.0&query=47.6062,-122.3321:47.2529,-122.4443" \\
  -H "Authorization: Bearer $(az account get-access-token --resource https://atlas.microsoft.com/ --query accessToken -o tsv)" \\
  -H "x-ms-client-id: {0}" """.replace("\\\\", "\\").rstrip(),
    uuid4(),
)

la(
    """Bing Maps for Enterprise retirement notice: basic keys stop working on 2025-06-30.
Our key id in the Bing Maps Dev Center: {0} (the id, not the key itself). Migrate the
geocoding calls to Azure Maps before then.""",
    r(8, DIGITS),
)

la(
    """MapKit JS setup
- Team ID: {0}
- Key ID: {1}
- Private key file: AuthKey_{1}.p8, stored in the secrets bucket only
- Token endpoint: /api/mapkit-token (signs ES256 JWTs, 30 min lifetime)""",
    r(10, UPPER_NUM),
    r(10, UPPER_NUM),
)

la(
    """>>> w3w.convert_to_coordinates("filled.count.soap")
{'country': 'GB', 'nearestPlace': 'Bayswater, London', 'coordinates': {'lng': -0.195543, 'lat': 51.520847}, 'words': 'filled.count.soap', 'language': 'en', 'map': 'https://w3w.co/filled.count.soap'}""",
)

la(
    """// Smarty embedded key for the address autocomplete widget: an embedded (website) key,
// public by design and locked to our domain. The secret key pair is only on the server.
const SMARTY_EMBEDDED_KEY = "{0}";""",
    r(20, DIGITS),
)

la(
    """OS Data Hub - project "asset-register"
  Project API Key:     (hidden - click to reveal)
  Project API Secret:  (hidden - click to reveal)
  Usage this month: 18,204 transactions (premium: 0)
  Example: https://api.os.uk/maps/raster/v1/zxy/Light_3857/{z}/{x}/{y}.png?key=YOUR_KEY""",
)

la(
    """브이월드 WMTS 타일 주소 형식입니다. 키는 서버 환경변수 VWORLD_KEY 에서 읽어요.
https://api.vworld.kr/req/wmts/1.0.0/${VWORLD_KEY}/Base/{z}/{y}/{x}.png
좌표계는 EPSG:3857, 서울시청 중심 (126.9780, 37.5665)""",
)

la(
    """Indicador 1002000001 (Población total), área geográfica 0700 = Chiapas.
El token del INEGI se pide gratis en https://www.inegi.org.mx/app/desarrolladores/generatoken/Usuarios/token_Verify
y va en la variable INEGI_TOKEN; no lo subas al repo.""",
)

la(
    """[r2-tiles]
type = s3
provider = Cloudflare
env_auth = true
endpoint = https://{0}.r2.cloudflarestorage.com
acl = private
# keys come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY in the CI job""",
    r(32, HEX),
)

la(
    """$ pmtiles show buildings.pmtiles
pmtiles spec version: 3
tile type: mvt
bounds: (long: -71.720000, lat: -33.150000) (long: -71.450000, lat: -32.950000)
min zoom: 0
max zoom: 15
center: (long: -71.585000, lat: -33.050000)
addressed tiles count: 48301
etag: {0}""",
    r(32, HEX),
)

la(
    """$ redis-cli --scan --pattern 'tilecache:*' | head -3
tilecache:basemap:14:2603:5842:{0}
tilecache:basemap:14:2603:5843:{0}
tilecache:basemap:14:2604:5842:{0}
# suffix = md5 of the style JSON revision, so a new style invalidates every key""",
    r(32, HEX),
    r(32, HEX),
    r(32, HEX),
)

la(
    """SELECT cartodb_id, name, ST_AsText(the_geom) FROM observatorio_uy.estaciones LIMIT 3;
 cartodb_id |        name        |        st_astext
------------+--------------------+---------------------------
          1 | Montevideo Prado   | POINT(-56.2075 -34.8581)
          2 | Salto Grande       | POINT(-57.9356 -31.2753)
          3 | Rivera Centro      | POINT(-55.5508 -30.9053)""",
)

la(
    """{"type":"Feature","id":"{0}","properties":{"layer":"storm_drains","asset_id":"SD-{1}","inspected":"2024-09-14"},"geometry":{"type":"Point","coordinates":[-122.68231,45.51877]}}""",
    uuid4(),
    str(_rng.randrange(10000, 99999)),
)

la(
    """MAPILLARY_CLIENT_ID=7{0}
# the client token (MLY|...) for the viewer is public; the app secret is in Vault at kv/street-audit/mapillary
MAPILLARY_REDIRECT_URI=https://street-audit.example.org/oauth/callback""",
    r(15, DIGITS),
)

la(
    """// viewer.js - default ion access token scoped to assets:read on asset {0} only, public by design
// (Cesium ion tokens used in the browser are visible to every visitor anyway)
const tileset = await Cesium.Cesium3DTileset.fromIonAssetId({0});""",
    str(_rng.randrange(100000, 2999999)),
)

la(
    """$ curl -s "https://api.openstreetmap.org/api/0.6/changeset/{0}.json" | jq '.elements[0] | {id, user, changes_count, tags}'
{
  "id": {0},
  "user": "riverbend_import_bot",
  "changes_count": 412,
  "tags": {"comment": "Import hydrants #riverbend-import", "source": "City of Riverbend open data"}
}""",
    str(_rng.randrange(150000000, 160000000)),
)

# ============================================================ LOOK-ALIKES: CAD, BIM and construction
la(
    """# .env.example  (copy to .env.local and fill in from the APS developer portal)
APS_CLIENT_ID=your-client-id
APS_CLIENT_SECRET=your-client-secret
APS_BUCKET=riverbend-models-2024""",
)

la(
    """> POST /authentication/v2/token HTTP/2
> Host: developer.api.autodesk.com
> content-type: application/x-www-form-urlencoded
> authorization: Basic ***
< HTTP/2 200
< x-request-id: {0}
{"token_type":"Bearer","expires_in":3599}""",
    uuid4(),
)

la(
    """urn:adsk.objects:os.object:riverbend-models-2024/{0}.rvt
base64url URN for the viewer: {1}""",
    r(12, LOWER_NUM),
    "dXJuOmFkc2sub2JqZWN0czpvcy5vYmplY3Q6cml2ZXJiZW5kLW1vZGVscy0yMDI0L" + r(24, URLSAFE),
)

la(
    """{
  "hookId": "{0}",
  "tenant": "urn:adsk.wipprod:fs.folder:co.Xk3pT9bQm2Zr1a",
  "callbackUrl": "https://hooks.constructora-andina.pe/aps/version-added",
  "status": "active",
  "event": "dm.version.added",
  "createdDate": "2024-11-02T15:20:44.000+0000"
}""",
    uuid4(),
)

la(
    """Procore app "Submittal Sync" - public data
  App ID (client_id): {0}
  Redirect URI: urn:ietf:wg:oauth:2.0:oob
  Company ID: 4271933, Project ID: 2783411
  Client secret: shown once at creation, stored in AWS Secrets Manager at prod/procore/submittal-sync""",
    r(64, HEX),
)

la(
    """[2024-11-19T08:14:03.222Z] DEBUG procore-sync: headers={"Authorization":"Bearer [FILTERED]","Procore-Company-Id":"4271933"}
[2024-11-19T08:14:03.690Z] INFO  procore-sync: 100 submittals fetched (page 1), etag W/"{0}\"""",
    r(32, HEX),
)

la(
    """Trimble Connect project: Hospital Regional Talca - Etapa 2
  projectId: {0}
  region: europe
  model: ARQ_ETAPA2_v14.ifc  (IFC4, 212 MB, sha256 {1})""",
    r(22, URLSAFE),
    r(64, HEX),
)

la(
    """IMJS_AUTH_AUTHORITY=https://ims.bentley.com
IMJS_ITWIN_ID={0}
IMJS_IMODEL_ID={1}
IMJS_AUTH_CLIENT_CLIENT_ID=spa-{2}
IMJS_AUTH_CLIENT_REDIRECT_URI=http://localhost:3000/signin-callback
IMJS_AUTH_CLIENT_SCOPES=itwin-platform
# SPA client: PKCE, there is no client secret""",
    uuid4(),
    uuid4(),
    r(24, LOWER_NUM),
)

la(
    """>>> commit = client.commit.get("3b7e1f2a9c", "{0}")
>>> commit.referencedObject
'{1}'
>>> commit.message
'Structural grid update from Revit 2024'""",
    r(10, HEX),
    r(32, HEX),
)

la(
    """$ curl -s "https://cad.onshape.com/api/v6/documents/d/{0}/w/{1}/elements" -u "$ONSHAPE_ACCESS_KEY:$ONSHAPE_SECRET_KEY" | jq -r '.[].name'
Part Studio 1
Assembly - Bracket
Drawing - BR-204""",
    r(24, HEX),
    r(24, HEX),
)

la(
    """Fieldwire: generate the API token under Account > Integrations and put it in the FIELDWIRE_API_TOKEN
secret of the sync repo. Tokens don't expire on their own, so rotate them when someone leaves;
the access token you exchange it for lasts 10 minutes.""",
)

la(
    """<RegisterSearch>
  <SearchResults>
    <Document DocumentId="{0}">
      <DocumentNumber>L2-EST-PL-0412</DocumentNumber>
      <Revision>C</Revision>
      <Title>Estación Plaza Norte - planta estructural</Title>
      <FileSize>4823211</FileSize>
    </Document>
  </SearchResults>
</RegisterSearch>""",
    r(19, DIGITS),
)

la(
    """p6.ws.url=https://p6.metro-linea2.pe/p6ws/services
p6.ws.username=interfaz_obra
p6.ws.password=${P6_WS_PASSWORD}
p6.ws.authMode=UsernameToken""",
)

la(
    """IFC GlobalIds changed in ARQ_ETAPA2_v14 vs v13:
  {0}  IfcWall       Muro eje 4-B
  {1}  IfcSlab       Losa nivel +7.20
  {2}  IfcColumn     Pilar C-12""",
    r(22, ALNUM + "_$"),
    r(22, ALNUM + "_$"),
    r(22, ALNUM + "_$"),
)

# ============================================================ LOOK-ALIKES: surveying and GNSS
la(
    """$ str2str -in ntrip://:@rtk2go.com:2101/ -out file://sourcetable.txt
$ head -4 sourcetable.txt
SOURCETABLE 200 OK
STR;PERGAMINO;Pergamino;RTCM 3.2;1004(1),1012(1),1033(10);2;GPS+GLO;SNIP;ARG;-33.89;-60.57;1;0;sNTRIP;none;B;N;4800;
STR;TCO1;Temuco;RTCM 3.3;1077(1),1087(1),1127(1);2;GPS+GLO+BDS;SNIP;CHL;-38.74;-72.60;1;0;sNTRIP;none;B;N;6200;
ENDSOURCETABLE""",
)

la(
    """inpstr2-type       =ntripcli
inpstr2-path       =${NTRIP_USER}:${NTRIP_PASS}@ntrip.rompos.ro:2101/CLUJ_3.1
inpstr2-format     =rtcm3
ant2-pos1          =46.77064
ant2-pos2          =23.59947
ant2-pos3          =411.23""",
)

la(
    """$GNGGA,141233.00,3453.41207,S,05834.07316,W,4,12,0.62,28.4,M,14.1,M,1.0,0000*4B
$GNGGA,141234.00,3453.41209,S,05834.07319,W,4,12,0.62,28.4,M,14.1,M,1.0,0000*4F
# fix quality 4 = RTK fixed, correction age 1.0 s""",
)

la(
    """Reach RS2+ north site: base coordinates averaged for 2 h, fix-and-hold.
  Lat 45.518772  Lon -122.682310  Ellipsoidal height 61.402 m  (WGS84, epoch 2024.88)
  Antenna height 1.800 m to ARP. Correction output: NTRIP caster on the Emlid Caster service,
  credentials are in the survey team vault item "Emlid caster north".""",
)

la(
    """# /etc/ntripcaster/groups.aut
rovers:rover01,rover02
bases:base_pergamino
# /etc/ntripcaster/clientmounts.aut
/PERGAMINO:rovers""",
)

la(
    """Bună, pentru stația de bază din Cluj folosim coordonatele ETRS89 din fișa ANCPI:
X = 4 017 563.271 m, Y = 1 826 441.904 m, Z = 4 659 211.058 m (epoca 2024.5).
Parola contului ROMPOS e în managerul de parole al echipei, nu o trimit pe chat.""",
)

la(
    """>>> GET /KNGP0 HTTP/1.1
>>> Host: ntrip.caster-partner.kr:2101
>>> Ntrip-Version: Ntrip/2.0
>>> Authorization: Basic <hidden>
<<< HTTP/1.1 401 Unauthorized
<<< WWW-Authenticate: Basic realm="/KNGP0\"""",
)

la(
    """// NTRIP client for the ZED-F9P rover - values come from secrets.h (gitignored)
#include "secrets.h"
const char casterHost[] = "rtk2.coop-agricola.com.ar";
const uint16_t casterPort = 2101;
const char mountPoint[] = "PERGAMINO";
const char casterUser[] = NTRIP_USER;
const char casterUserPW[] = NTRIP_PASSWORD;""",
)

la(
    """PointPerfect Location Thing
  Thing ID: {0}
  Region: EU, plan: IP
  MQTT topic: /pp/ip/eu, /pp/ubx/0236/ip
  Dynamic key (current, valid until 2024-12-04): shown in the u-center 2 device page only""",
    uuid4(),
)

la(
    """측량 기준점 성과표 (공공측량 성과)
점번호: U{0}
경도 127°01'23.4567"  위도 37°29'58.1234"
평면직교좌표 (EPSG:5186): X = 548211.332, Y = 201874.115
※ VRS 계정 비밀번호는 팀 비밀번호 관리자에 있습니다.""",
    r(4, DIGITS),
)

# ============================================================ LOOK-ALIKES: drones and earth observation
la(
    """Pix4Dcloud processing finished
  project_id: {0}
  images: 812, GSD 2.31 cm/px
  outputs: orthomosaic.tif (sha256 {1}), dsm.tif, point_cloud.las
  report: https://cloud.pix4d.com/project/{0}/report""",
    str(_rng.randrange(1000000, 9999999)),
    r(64, HEX),
)

la(
    """curl -s https://www.dronedeploy.com/graphql \\
  -H "Authorization: Bearer $DRONEDEPLOY_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ node(id: \\"MapPlan:{0}\\") { ... on MapPlan { name dateCreation } } }"}'""".replace("\\\\", "\\"),
    r(24, HEX),
)

la(
    """$ curl -s http://webodm.local:8000/api/projects/12/tasks/{0}/ | jq '{status, processing_time, options}'
{
  "status": 40,
  "processing_time": 5183422,
  "options": [{"name": "dsm", "value": true}, {"name": "orthophoto-resolution", "value": 2}]
}""",
    uuid4(),
)

la(
    """$ node index.js --port 3000 --admin-cli-port 8080 --admin-pass "$(cat /run/secrets/clusterodm_admin)"
info: ClusterODM 1.5.3 started on PORT 3000
info: Admin CLI is on 8080
$ telnet localhost 8080
#> NODE LIST
1) nodeodm-a:3001 [online] [0/2] <version 3.5.4>""",
)

la(
    """DJI Cloud API device list
  gateway sn: 1581F{0}  model: DJI Dock 2
  aircraft sn: 1581F{1}  model: Matrice 3D
  workspace_id: {2}""",
    r(10, UPPER_NUM),
    r(10, UPPER_NUM),
    uuid4(),
)

la(
    """S2A_MSIL2A_20241012T143731_N0511_R096_T19HCD_20241012T195412.SAFE
S2B_MSIL2A_20241017T143729_N0511_R096_T19HCD_20241017T181530.SAFE
LC09_L2SP_233083_20241009_20241010_02_T1
# cloud cover < 10 %, AOI bbox [-71.72, -33.15, -71.45, -32.95]""",
)

la(
    """from sentinelhub import SHConfig

config = SHConfig("cdse")  # profile stored in ~/.config/sentinelhub/config.toml by `sentinelhub.config --profile cdse`
print(config.sh_base_url)   # https://sh.dataspace.copernicus.eu""",
)

la(
    """$ cat ~/.netrc
machine urs.earthdata.nasa.gov login lsalazar_geo password ********
$ ls ~/.urs_cookies && echo "session cookie present"
session cookie present""",
)

la(
    """USGS EarthExplorer scene: LC09_L2SP_233083_20241009_20241010_02_T1
  Entity ID: LC92330832024283LGN00
  Display ID: LC09_L2SP_233083_20241009_20241010_02_T1
  Checksum (MD5): {0}""",
    r(32, HEX),
)

la(
    """$ planet data search PSScene --filter filter.json --limit 2 | jq -r '.id'
20240612_142233_71_24c1
20240612_142235_95_24c1
$ planet orders list --state success | jq -r '.id' | head -1
{0}""",
    uuid4(),
)

la(
    """{
  "type": "service_account",
  "project_id": "ee-deforestation-monitor",
  "private_key_id": "{0}",
  "client_email": "ee-runner@ee-deforestation-monitor.iam.gserviceaccount.com",
  "_note": "key material removed; the runner uses Workload Identity Federation now"
}""",
    r(40, HEX),
)

# ============================================================ LOOK-ALIKES: prose and ids
la(
    """>>> import h3, pygeohash
>>> h3.latlng_to_cell(-33.4489, -70.6693, 9)
'89b2c{0}fff'
>>> pygeohash.encode(-33.4489, -70.6693, precision=9)
'{1}'
>>> # both are public cell ids, used as partition keys in the trips table""",
    r(5, HEX),
    gh(9),
)

la(
    """Ojo con los tokens de Mapbox: los que empiezan con pk. son públicos y pueden ir en el
frontend (restringidos por URL); los sk. son secretos y solo van en el servidor o en CI.
Si alguna vez pegas un sk. en un issue o en el chat, revócalo en account.mapbox.com/access-tokens
y genera otro. El del visor actual es público, está en src/map.ts.""",
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
