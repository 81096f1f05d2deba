"""The query set of bench/retrieval.py: what a user might type to find one session again.

Each query was written by reading the transcript it names (its task, the user's messages),
before any search was run, and never changed after seeing what a ranker returns: the
ground truth is independent of the rankers it measures. The expected memory is the
summary of that transcript.

Kinds:

* ``keyword``: words or identifiers the session itself uses (what full-text search is for);
* ``paraphrase``: the same need in other words, avoiding the session's distinctive terms;
* ``german`` / ``chinese``: the need asked in German or Chinese (the sessions are in
  English, two are in Turkish and Russian).
"""

from __future__ import annotations

from typing import NamedTuple


class Query(NamedTuple):
    text: str
    kind: str  # keyword | paraphrase | german | chinese
    expect: str  # the corpus transcript id whose summary is the answer


def _q(kind: str, rows: list[tuple[str, str]]) -> list[Query]:
    return [Query(text, kind, expect) for expect, text in rows]


PARAPHRASE = _q(
    "paraphrase",
    [
        ("mini__django__django-16263", "make row counting skip computed extras nothing refers to"),
        (
            "mini__django__django-15554",
            "two conditional joins on the same relationship but only one of them takes effect",
        ),
        (
            "mini__pytest-dev__pytest-7490",
            "marking a test as expected to fail at runtime stopped working after an upgrade",
        ),
        (
            "mini__django__django-16950",
            "inline forms in the back office lose the default of the unique identifier field",
        ),
        (
            "mini__django__django-14351",
            "OR-ing two query conditions builds a subselect returning too many columns",
        ),
        (
            "mini__django__django-14349",
            "link checking tests break because newer interpreters strip line breaks from addresses",
        ),
        (
            "mini__astropy__astropy-13398",
            "go from earth-fixed positions straight to local horizon coordinates",
        ),
        (
            "mini__mwaskom__seaborn-3069",
            "draw unordered category axes like the classic category plots: half-tick margins, "
            "no gridlines, flipped vertical axis",
        ),
        (
            "mini__pydata__xarray-4356",
            "require a minimum number of valid values when reducing over several axes at once",
        ),
        (
            "mini__sphinx-doc__sphinx-8056",
            "documenting several function inputs on one line renders badly in the generated docs",
        ),
        (
            "mini__psf__requests-6028",
            "the http client fails to log in to an intermediary server on one interpreter patch "
            "release",
        ),
        (
            "mini__scikit-learn__scikit-learn-25747",
            "combining transformers side by side breaks with dataframe output when one of them "
            "groups rows",
        ),
        (
            "mini__pylint-dev__pylint-4970",
            "a threshold of zero for repeated code should switch that check off, not flag "
            "everything",
        ),
        (
            "mini__matplotlib__matplotlib-24570",
            "the upper and lower alignment options are swapped in the horizontal packing box",
        ),
        (
            "mini__scikit-learn__scikit-learn-13142",
            "mixture clustering labels differ between fitting and predicting when several "
            "initialisations run",
        ),
        (
            "mini__astropy__astropy-7606",
            "comparing an unknown physical unit with nothing throws instead of returning false",
        ),
        (
            "mini__pallets__flask-5014",
            "refuse to register a modular app component whose name is blank",
        ),
        (
            "mini__django__django-16255",
            "a site map with no entries crashes while computing the last modification date",
        ),
        (
            "swea__ctf_web_i_got_id_demo",
            "web challenge: a freshly deployed site was already hacked, capture the flag",
        ),
        (
            "swea__ctf_crypto_katy",
            "crypto puzzle whose description is a hyperactive teenager's forum introduction",
        ),
        (
            "swea__ctf_crypto_BabyEncryption",
            "decrypt an intercepted message of arms dealers with the given encryption script",
        ),
        (
            "swea__ctf_crypto_BabyTimeCapsule",
            "read a message locked for the future with public-key encryption without a quantum "
            "computer",
        ),
        (
            "swea__ctf_rev_rock",
            "take apart a compiled program named after a famous wrestler to get the flag",
        ),
        ("swea__ctf_forensics_flash", "find what is hidden on a captured disk image"),
        (
            "swea__ctf_pwn_warmup",
            "beginner memory corruption exploit against a service over a network socket",
        ),
        (
            "swea__humanevalfix-python-0",
            "repair the routine that tells whether two numbers in a list lie nearer than a limit",
        ),
        (
            "oh__ponylang__ponyc-4595",
            "the compiler crashes when pattern matching destructures a one-element tuple",
        ),
        (
            "oh__ponylang__ponyc-4593",
            "command line parsing forgets the defaults of the parent command's options for "
            "subcommands",
        ),
        (
            "oh__ponylang__ponyc-4588",
            "reference isolation can be broken: a field is given away through a match and "
            "duplicated",
        ),
        (
            "ccx__ffc6b40f_therapyframeworkresourcescompletemders-b",
            "gather clinical questionnaires and books into a reference collection for the "
            "counselling model",
        ),
        (
            "ccx__58cc808c_command-messagecatchup-is-running-comman",
            "build an AI assistant extension for the note-taking app, modelled on an existing one",
        ),
        (
            "ccx__76ef9d7a_untitled",
            "how far along is the worldview project and why do fewer helpers run at once",
        ),
        (
            "ccx__4a35fe98_lets-work-on-the-intelligent",
            "design a system that analyses sources as they are added and links them into a graph",
        ),
        (
            "ccx__4a6ca08a_caveat-the-messages-below-were",
            "write the guidance file for future agents and plan the project anew around "
            "existentialism and cognitive behavioural therapy",
        ),
        (
            "ccx__e6f53930_untitled",
            "start the next stage: connecting sessions now that the question generator is done",
        ),
        (
            "ccx__abe7033e_i-want-to-make-clean",
            "tidy the project documents and keep a separate progress file for each sub-project",
        ),
        (
            "ccx__f6491115_claude-hooks-test-strategymd",
            "how to test the hooks that run when a session starts and stops",
        ),
        (
            "ccx__1a28ea9b_i-think-you-are-using",
            "double-bracket wiki links and tags come out wrong in the notes app",
        ),
        (
            "ccx__agent-881da6f3",
            "research on asking good questions: coaching and inquiry-based learning",
        ),
        (
            "ccx__agent-f5f869ef",
            "look through ebooks about attention deficit and autism traits for the user profile",
        ),
        (
            "ccx__agent-1548918b",
            "study how the existing copilot extension of the notes app is put together",
        ),
        (
            "cc__claude-reliability_python-to-rust-port",
            "rewrite the whole library in a systems language and delete the old sources",
        ),
        (
            "cc__claude-reliability_coverage-test-fix",
            "add a helper returning the product of two integers, with a test",
        ),
        (
            "cc__claude-reliability_stop-hook-reflection-first-stop",
            "change a text file's contents, commit, then stop",
        ),
        (
            "cc__spotter_tool_heavy",
            "the terminal emulator in the browser cannot scroll back inside the multiplexer",
        ),
        ("cc__spotter_short", "the Elixir web server will not boot"),
        (
            "aider__lsfl_2026-05-26T0103",
            "build a digital circuit simulator with gates and adders as a Qt desktop app",
        ),
        (
            "aider__mozgoslav_2026-04-22T2240",
            "the talk button shortcut always pastes the same transcribed text",
        ),
    ],
)

KEYWORD = _q(
    "keyword",
    [
        ("mini__django__django-15554", "FilteredRelation"),
        ("mini__pydata__xarray-4356", "min_count"),
        ("mini__matplotlib__matplotlib-24570", "HPacker align"),
        ("mini__scikit-learn__scikit-learn-13142", "GaussianMixture n_init"),
        ("mini__astropy__astropy-7606", "UnrecognizedUnit"),
        ("mini__pallets__flask-5014", "Blueprint empty name"),
        ("mini__django__django-16255", "sitemap lastmod"),
        ("mini__django__django-14349", "URLValidator"),
        ("mini__pytest-dev__pytest-7490", "xfail add_marker"),
        ("mini__scikit-learn__scikit-learn-25747", "FeatureUnion"),
        ("mini__pylint-dev__pylint-4970", "min-similarity-lines"),
        ("mini__astropy__astropy-13398", "ITRS"),
        ("oh__ponylang__ponyc-4593", "CommandParser"),
        ("swea__humanevalfix-python-0", "has_close_elements"),
        ("cc__spotter_tool_heavy", "xterm.js"),
        ("cc__claude-reliability_coverage-test-fix", "multiply_numbers"),
        ("cc__spotter_short", "phx.server"),
        ("mini__psf__requests-6028", "proxy 407"),
    ],
)

GERMAN = _q(
    "german",
    [
        ("mini__django__django-16263", "Zählabfragen sollen ungenutzte Annotationen weglassen"),
        (
            "mini__pytest-dev__pytest-7490",
            "Test zur Laufzeit als erwarteten Fehlschlag markieren funktioniert nicht mehr",
        ),
        (
            "mini__django__django-16950",
            "Admin-Inline übernimmt den Standardwert des UUID-Felds nicht",
        ),
        ("mini__psf__requests-6028", "Proxy-Authentifizierung schlägt mit Fehler 407 fehl"),
        ("mini__matplotlib__matplotlib-24570", "Ausrichtung oben und unten ist vertauscht"),
        ("mini__pallets__flask-5014", "ein leerer Name für Blueprints soll einen Fehler auslösen"),
        ("mini__django__django-16255", "Sitemap ohne Einträge stürzt ab"),
        (
            "oh__ponylang__ponyc-4595",
            "Compiler stürzt beim Mustervergleich mit einem Tupel aus einem Element ab",
        ),
        ("swea__ctf_forensics_flash", "Festplattenabbild untersuchen und Versteckte Datei finden"),
        (
            "cc__claude-reliability_python-to-rust-port",
            "Python-Projekt nach Rust portieren, mit voller Testabdeckung",
        ),
        (
            "cc__claude-reliability_coverage-test-fix",
            "Funktion zum Multiplizieren zweier Zahlen hinzufügen",
        ),
        ("aider__lsfl_2026-05-26T0103", "Logiksimulator mit Gattern und Addierern bauen"),
        (
            "aider__mozgoslav_2026-04-22T2240",
            "Tastenkürzel für Push-to-Talk fügt immer denselben Text ein",
        ),
        (
            "mini__pylint-dev__pylint-4970",
            "doppelten Code nicht prüfen, wenn der Schwellenwert null ist",
        ),
    ],
)

CHINESE = _q(
    "chinese",
    [
        ("mini__django__django-16263", "计数查询时去掉未使用的注解"),
        ("mini__django__django-15554", "多个过滤关系作用于同一关系时被忽略"),
        ("mini__psf__requests-6028", "代理认证失败，返回407错误"),
        ("mini__scikit-learn__scikit-learn-13142", "高斯混合模型的预测结果与拟合预测不一致"),
        ("mini__pallets__flask-5014", "蓝图名称为空时应该报错"),
        ("mini__django__django-16255", "站点地图没有条目时报错"),
        ("cc__claude-reliability_python-to-rust-port", "把Python项目移植到Rust"),
        ("cc__claude-reliability_coverage-test-fix", "添加两个数相乘的函数并写测试"),
        ("cc__spotter_short", "Elixir网页服务器无法启动"),
        ("cc__spotter_tool_heavy", "终端在浏览器里无法向上滚动"),
        ("aider__lsfl_2026-05-26T0103", "逻辑电路模拟器，包含与门、或门和异或门"),
        ("swea__ctf_crypto_BabyEncryption", "解密武器交易组织的加密消息"),
        ("oh__ponylang__ponyc-4595", "单元素元组模式匹配导致编译器崩溃"),
        ("mini__sphinx-doc__sphinx-8056", "文档字符串中多个参数写在一行时渲染错误"),
    ],
)

QUERIES: list[Query] = [*KEYWORD, *PARAPHRASE, *GERMAN, *CHINESE]
KINDS = ("keyword", "paraphrase", "german", "chinese")
