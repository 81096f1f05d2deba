"""The neutral message model the cascade works on, and the adapter protocol.

A history in a provider's format (OpenAI Chat Completions, Anthropic Messages,
OpenCode ``{info, parts}``) is loaded by an :class:`Adapter` into a list of
:class:`Msg`, the strategies return new lists of ``Msg``, and the same adapter
dumps them back into the provider's format.

Rules every adapter keeps:

- **Lossless.** ``dump(load(x)) == x``: a ``Msg`` keeps the provider object it came
  from in ``raw`` (and, when one provider message became several ``Msg``, the
  message in ``group``). An unedited message is dumped as that very object, so
  fields the engine does not know survive untouched.
- **Never mutates the caller's data.** Strategies change a message with
  :func:`with_text`, which returns an edited copy (``edited=True``); ``dump`` builds
  a new dict for edited messages only.
- **One provider message may become several ``Msg``** (an Anthropic user message
  holding ``tool_result`` blocks and text): each ``tool_result`` block becomes a
  ``role="tool"`` ``Msg`` and the remaining blocks one ``role="user"`` ``Msg``, all
  sharing ``group`` (the provider message) and ``siblings`` (how many ``Msg`` it
  produced). Tool results come first, as the provider requires.
- ``_pin: true`` on a provider message sets ``pinned`` on every ``Msg`` from it. The
  field is the engine's, not the provider's: it is never dumped (``raw`` is the
  message without it, see :func:`without_own_fields`), and a message the engine
  pinned itself (a summary) is remembered by its text (:meth:`CachingAdapter.pin`),
  so it stays pinned when the caller sends it back without any marker.
- A top-level system prompt passed as ``load(..., system=...)`` becomes a leading
  ``role="system"`` ``Msg`` with ``outside=True``: it is counted and kept, never
  dumped (the caller passes it to the provider unchanged).
- ``tool_name`` of a tool result is resolved from the call it answers.

Adapters remember what they loaded, so loading a history that grew by one
message builds one new ``Msg``; keep one adapter per conversation. The last loads of
two lists are kept, and a load starts from the one its list grew from: an agent loop
loads its history and the output it sent in turn, and neither makes the other load
anew. A message is
recognised by identity *and content*: each one loaded is kept with a
:func:`snapshot` of it (its dicts and lists copied, its strings shared), and every
load compares the history with those snapshots in one C-level comparison (the
strings compare by identity, without reading their characters). A message that is
the very dict it was, at the same place, holding what it held, keeps its ``Msg``;
one edited in place (a nested text part, a tool result, tool-call arguments, a
field) is loaded anew, as are replaced and new messages, which are first looked up
in a bounded record keyed by the dict's identity and checked against their snapshot.
So the caller may edit its history in place: the ``Msg`` are what a fresh adapter
would build. What is remembered lives in a :class:`MessageRecord`, the conversation
state's (``engine/state.py``, ``KnownMessages``, which also keeps the snapshots
together in memory). A new format's adapter subclasses :class:`CachingAdapter`
(``load_message`` and ``dump``) to get all of this.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import chain
from typing import Any, Literal, Protocol

from supermemory_local.engine.transcript import Entry, Role, make_entry

Format = Literal["openai", "anthropic"]
FORMATS: tuple[Format, ...] = ("openai", "anthropic")

# How much of a call's arguments an Entry shows (summaries need the gist, not the payload).
ENTRY_ARGUMENTS_CHARS = 500


class UnknownFormatError(ValueError):
    """A message format the engine has no adapter for."""


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One tool call of an assistant message.

    ``raw`` is the provider object (an OpenAI ``tool_calls`` entry or an Anthropic
    ``tool_use`` block), so a message whose calls were filtered can be rebuilt.
    """

    id: str
    name: str
    arguments: str  # JSON text, as the provider sends it (Anthropic: json.dumps(input))
    raw: Mapping[str, Any] | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True, eq=False)
class Msg:
    """One neutral message. Compared by identity (it may hold large texts and dicts)."""

    role: Role
    text: str
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None  # for role="tool": the call it answers
    tool_name: str | None = None  # for role="tool": the tool that produced it
    pinned: bool = False
    # For a lossless dump (see the module docstring):
    raw: Mapping[str, Any] | None = field(default=None, repr=False)  # None: synthetic
    group: Mapping[str, Any] | None = field(default=None, repr=False)  # shared provider message
    siblings: int = 1  # how many Msg the group's message was loaded as
    edited: bool = False  # text or calls changed by the engine: dump rebuilds it
    outside: bool = False  # lives outside the message list (top-level system prompt)
    # Per-message memo for estimates and repeated edits; never part of the message.
    _memo: dict[Any, Any] | None = field(default=None, repr=False, init=False)

    def memo(self) -> dict[Any, Any]:
        """A private dict living as long as this message (caches keyed by their owner)."""
        memo = self._memo
        if memo is None:
            memo = {}
            object.__setattr__(self, "_memo", memo)
        return memo


class Adapter(Protocol):
    """Turns one provider format into ``Msg`` and back, losslessly."""

    format: str

    def load(self, messages: Sequence[Mapping[str, Any]], *, system: Any = None) -> list[Msg]:
        """The neutral view of ``messages``; never mutates them."""
        ...

    def dump(self, msgs: Sequence[Msg]) -> list[dict[str, Any]]:
        """Provider messages for ``msgs``: unedited ones are the original objects."""
        ...

    def pin(self, text: str) -> None:
        """Load a later message with exactly this text as pinned (e.g. a summary)."""
        ...


def with_text(msg: Msg, text: str) -> Msg:
    """An edited copy of ``msg`` with new text (how strategies change a tool result)."""
    return replace(msg, text=text, edited=True)


def with_tool_calls(msg: Msg, calls: tuple[ToolCall, ...]) -> Msg:
    """An edited copy of an assistant ``msg`` keeping only ``calls``."""
    return replace(msg, tool_calls=calls, edited=True)


def make_note(text: str, *, role: Role = "user") -> Msg:
    """A synthetic message (no provider original), e.g. the pruning marker."""
    return Msg(role=role, text=text)


def call_summary(call: ToolCall) -> str:
    """``name(arguments)``, arguments shortened for transcripts."""
    args = call.arguments
    if len(args) > ENTRY_ARGUMENTS_CHARS:
        args = args[:ENTRY_ARGUMENTS_CHARS] + "…"
    return f"{call.name}({args})"


_ENTRY = "entry"  # Msg.memo key: the message's last Entry...
_ENTRY_CALLS = "entry_calls"  # ...and the tool calls it was made for
_FACTS = "facts"  # Msg.memo key: what summarizers found in the message (Entry.memo)


def facts_memo(m: Msg) -> dict[Any, Any]:
    """The dict where the entries of ``m`` keep what summarizers find in it
    (``Entry.memo``). It is not ``Msg.memo`` itself, which holds the entry: an entry
    holding its message's memo would make every message a reference cycle, kept after
    its history is dropped until the garbage collector's full pass."""
    memo = m.memo()
    facts: dict[Any, Any] | None = memo.get(_FACTS)
    if facts is None:
        facts = memo[_FACTS] = {}
    return facts


def to_entries(
    msgs: Sequence[Msg], stand_in: Callable[[str], bool] | None = None, start: int = 0
) -> list[Entry]:
    """The read-only view summarizers get (``index`` is the position in ``msgs``, plus
    ``start``: where ``msgs`` begin in a history read in pieces).

    Each entry of a message shares its :func:`facts_memo`, so what the summarizers
    find in it is found once per message; a message at the same position as in an
    earlier call gets the same entry back.

    ``stand_in``: for readers that never look into some messages (the pruning
    marker's): the result of a tool it is true for, a system message and an assistant
    message with neither text nor calls get a shared stand-in entry (the role and the
    tool name only: index -1, no text, no memo) instead of one of their own.
    """
    out: list[Entry] = []
    append = out.append
    for i, m in enumerate(msgs, start):
        if stand_in is not None:
            role = m.role
            if (
                (role == "tool" and m.tool_name and stand_in(m.tool_name))
                or role == "system"
                or (role == "assistant" and not m.text and not m.tool_calls)
            ):
                append(_stand_in(role, m.tool_name if role == "tool" else None))
                continue
        memo = m._memo or m.memo()  # (the attribute first: this runs per message)
        e: Entry | None = memo.get(_ENTRY)
        if e is not None and memo.get(_ENTRY_CALLS, ()) is m.tool_calls:
            if e.index == i and e.text is m.text:  # (a Msg is immutable: role, pins too)
                append(e)
                continue
            calls, facts = e.tool_calls, e.memo
        else:
            calls = tuple(map(call_summary, m.tool_calls)) if m.tool_calls else ()
            facts = facts_memo(m)
        e = make_entry(
            i, m.role, m.text, tool_name=m.tool_name, tool_calls=calls, pinned=m.pinned, memo=facts
        )
        memo[_ENTRY] = e
        if m.tool_calls:
            memo[_ENTRY_CALLS] = m.tool_calls
        else:
            memo.pop(_ENTRY_CALLS, None)
        append(e)
    return out


_STAND_INS: dict[tuple[str, str | None], Entry] = {}


def _stand_in(role: Role, tool_name: str | None) -> Entry:
    e = _STAND_INS.get((role, tool_name))
    if e is None:
        if len(_STAND_INS) > 1_000:
            _STAND_INS.clear()
        e = _STAND_INS[role, tool_name] = make_entry(
            -1, role, "", tool_name=tool_name, tool_calls=(), pinned=False, memo=None
        )
    return e


def extends(prev: list[Msg], msgs: Sequence[Msg]) -> bool:
    """Does ``msgs`` start with exactly the messages of ``prev`` (the same objects)?

    C-level work only (``Msg`` compares by identity), so checking that a history
    merely grew costs a few nanoseconds per message.
    """
    n0 = len(prev)
    if n0 > len(msgs) or (n0 and msgs[n0 - 1] is not prev[n0 - 1]):
        return False
    if n0 == len(msgs) and isinstance(msgs, list):
        return msgs == prev  # (no copy: the same length)
    head = msgs[:n0]
    return (head if isinstance(head, list) else list(head)) == prev


def common_prefix(prev: Sequence[Msg], msgs: Sequence[Msg]) -> int:
    """How many leading messages ``msgs`` and ``prev`` share (the same objects): the
    first position whose messages differ, or the shorter length.

    Found by comparing slices at C level (``Msg`` compares by identity), the whole
    shared length first, then without the last message (a history whose last message
    was replaced, the usual case), then halving: a few passes of pointer comparisons
    instead of one Python-level step per message."""
    if not isinstance(prev, list):
        prev = list(prev)
    if not isinstance(msgs, list):
        msgs = list(msgs)
    n = min(len(prev), len(msgs))
    lo, hi = 0, n  # msgs[:lo] and prev[:lo] are the same; the answer is in [lo, hi]
    mid = n
    while lo < hi:
        if msgs[mid - 1] is prev[mid - 1] and msgs[lo:mid] == prev[lo:mid]:
            lo = mid
        else:
            hi = mid - 1
        mid = hi if hi == n - 1 else (lo + hi + 1) // 2
    return lo


OWN_FIELDS = ("_pin",)  # fields the engine reads and no provider accepts


def is_pinned(message: Mapping[str, Any]) -> bool:
    return message.get("_pin") is True


def without_own_fields(message: Mapping[str, Any]) -> Mapping[str, Any]:
    """``message`` itself, or a copy without the engine's own fields (``_pin``)."""
    if "_pin" not in message:
        return message
    return {k: v for k, v in message.items() if k not in OWN_FIELDS}


def _is_text_part(part: Any) -> bool:
    return isinstance(part, Mapping) and part.get("type") == "text"


def with_parts_text(
    parts: Sequence[Any],
    text: str,
    *,
    lead: Callable[[Any], bool] = lambda p: False,
    is_text: Callable[[Any], bool] = _is_text_part,
) -> list[Any]:
    """``parts`` (a message's list content) with ``text`` as their text: it goes in the
    first text part (its other fields kept), the other text parts go, the rest (images,
    tool calls, thinking) stay in place. Without a text part, a new one goes first, after
    the parts ``lead`` accepts (that must open the message); an empty ``text`` leaves no
    text part (providers reject an empty one)."""
    out: list[Any] = []
    placed = False
    for part in parts:
        if is_text(part):
            if not placed and text:
                out.append({**part, "text": text} if isinstance(part, Mapping) else text)
            placed = True
        else:
            out.append(part)
    if not placed and text:
        at = 0
        while at < len(out) and lead(out[at]):
            at += 1
        out.insert(at, {"type": "text", "text": text})
    return out


def text_of_parts(content: Any) -> str:
    """The text of a content value: a string, or a list of parts/blocks with ``text``."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts: list[str] = []
        for part in content:
            if isinstance(part, str):
                texts.append(part)
            elif isinstance(part, Mapping):
                text = part.get("text")
                if isinstance(text, str):
                    texts.append(text)
                elif part.get("type") == "tool_result":
                    texts.append(text_of_parts(part.get("content")))
        return "\n".join(texts)
    return ""


def snapshot(value: Any) -> Any:
    """What ``value`` holds now, to tell later whether it was edited in place: its
    dicts, lists and tuples copied (nested ones too), everything else shared.

    ``value == snapshot(value)`` until someone edits it: the comparison runs at C
    level, and a string (never copied) is the very object on both sides, so it is
    found equal by identity, without reading its characters. A dict, list or tuple
    changed anywhere inside ``value`` makes the two differ. (An edit to an equal
    value, ``1`` for ``1.0``, is no change; other mutable objects are compared by
    their own ``==``.)
    """
    kind = type(value)
    if kind is str:
        return value
    if kind is dict:
        try:
            return {k: v if type(v) is str else snapshot(v) for k, v in value.items()}
        except RecursionError:
            return _NEVER_EQUAL
    try:
        if kind is list:
            return [v if type(v) is str else snapshot(v) for v in value]
        if kind is tuple:
            return tuple(map(snapshot, value))
        if isinstance(value, Mapping):
            return {k: snapshot(v) for k, v in value.items()}
    except RecursionError:  # nested deeper than Python recurses: never found unchanged
        return _NEVER_EQUAL
    return value


def equal(value: Any, shot: Any) -> bool:
    """``value == shot``; False where the comparison recurses too deep."""
    try:
        return bool(value == shot)
    except RecursionError:
        return False


class _NeverEqual:
    """A snapshot no value equals: its message is loaded anew on every call."""

    def __eq__(self, other: object) -> bool:
        return False

    __hash__ = None  # type: ignore[assignment]


_NEVER_EQUAL = _NeverEqual()


class MessageRecord(Protocol):
    """What a :class:`CachingAdapter` remembers between loads. The conversation state's
    (:class:`~supermemory_local.engine.state.KnownMessages`, ``engine/state.py``) owns
    it and hands it to its adapter; ``adapters.get_adapter`` gives an adapter made alone
    one of its own."""

    last: LastLoad | None  # the last load
    # The load before it, of another list: an agent loop loads two in turn (its history
    # in prepare(), the output it sent in observe_usage(messages=...)), and each grows
    # from its own last load, not from the other's.
    other: LastLoad | None
    system: tuple[Any, Any, Msg] | None  # the last system prompt: (it, its snapshot, Msg)
    pinned_texts: set[str]  # a message with one of these texts loads pinned (summaries)
    dumped: Any  # the adapter's last dump, its own shape (None: none yet)

    def find(self, message: Mapping[str, Any]) -> tuple[list[Msg], Any] | None:
        """(the ``Msg`` of ``message``, its snapshot), or None: not seen as it is now."""
        ...

    def remember(self, message: Mapping[str, Any], msgs: list[Msg], shot: Any = None) -> Any:
        """``msgs`` are ``message`` as it is now (``shot``: its snapshot, when taken
        already); returns the snapshot."""
        ...

    def settle(self) -> None:
        """A load is done (the record may tidy what it keeps)."""
        ...


@dataclass
class LastLoad:
    inputs: list[Mapping[str, Any]]
    shots: list[Any]  # the snapshot of each input message (what it held when loaded)
    loaded: list[list[Msg]]  # the Msg of each input message
    flat: list[Msg]  # all of them, in order
    starts: list[int]  # where each input message's Msg start in `flat`
    names: dict[str, str]  # call id -> tool name (the last call with that id)
    # call id -> [(input index, tool name)] in input order: who named an id where
    where: dict[str, list[tuple[int, str]]] = field(default_factory=dict)
    renumber: bool = False  # `flat`/`starts` are stale (a message changed its Msg count)

    def names_before(self, i: int) -> Mapping[str, str]:
        """Call id -> tool name as a fresh load sees them at input message ``i``."""
        return _NamesBefore(self.where, i)

    def replace(self, i: int, msgs: list[Msg], shot: Any) -> None:
        old, at = self.loaded[i], self.starts[i]
        self.loaded[i] = msgs
        self.shots[i] = shot
        self._unname(i, old)
        self._name(i, msgs)
        if self.renumber or len(msgs) != len(old):
            self.renumber = True  # renumbered once, after all replacements
        else:
            self.flat[at : at + len(msgs)] = msgs

    def settle(self) -> None:
        if self.renumber:
            self.flat = list(chain.from_iterable(self.loaded))
            self.starts = _starts(self.loaded)
            self.renumber = False

    def _name(self, i: int, msgs: list[Msg]) -> None:
        for m in msgs:
            for call in m.tool_calls:
                entries = self.where.setdefault(call.id, [])
                entries.append((i, call.name))
                if len(entries) > 1 and entries[-2][0] > i:
                    entries.sort(key=operator.itemgetter(0))
                # The first call with an id is the one the pair repair keeps (a later one
                # reusing the id is removed), so it names the result.
                self.names[call.id] = entries[0][1]

    def _unname(self, i: int, msgs: list[Msg]) -> None:
        for m in msgs:
            for call in m.tool_calls:
                entries = self.where.get(call.id)
                if not entries:
                    continue
                entries[:] = [e for e in entries if e[0] != i]
                if entries:
                    self.names[call.id] = entries[0][1]
                else:
                    del self.where[call.id]
                    self.names.pop(call.id, None)

    def append(self, msgs: list[Msg], shot: Any) -> None:
        self._name(len(self.loaded), msgs)
        self.loaded.append(msgs)
        self.shots.append(shot)
        self.starts.append(len(self.flat))
        self.flat.extend(msgs)


class _NamesBefore(Mapping[str, str]):
    """A read-only view of the call names defined before one input message."""

    def __init__(self, where: dict[str, list[tuple[int, str]]], i: int) -> None:
        self._where, self._i = where, i

    def __getitem__(self, key: str) -> str:
        entries = self._where.get(key)
        if entries and entries[0][0] < self._i:
            return entries[0][1]  # the first call with the id (see _name)
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return (k for k in self._where if k in self)

    def __len__(self) -> int:
        return sum(1 for _ in self)


def _starts(loaded: list[list[Msg]]) -> list[int]:
    starts, at = [], 0
    for msgs in loaded:
        starts.append(at)
        at += len(msgs)
    return starts


class CachingAdapter:
    """The load loop shared by adapters: incremental, cached, never mutating.

    The previous call's input is remembered: its messages that are still the same
    objects at the same places keep their ``Msg`` (found at C-level cost), the few
    that differ (a message replaced, e.g. by a compacted copy the caller kept) and
    the new ones at the end are looked up in the :class:`MessageRecord`, then loaded.
    What is remembered lives in that record, the conversation state's (``record``;
    ``adapters.get_adapter`` gives an adapter made alone one of its own). Subclasses
    implement :meth:`load_message` and ``dump``.
    """

    format = "neutral"

    def __init__(self, record: MessageRecord) -> None:
        # True: the caller promises never to edit a message it passed in place (replacing,
        # removing or appending one is still seen); the history is then checked by the
        # identity of its dicts only, not against their snapshots (see
        # docs/ARCHITECTURE.md, "Where state lives").
        self.trusted_history = False
        self.record = record

    def pin(self, text: str) -> None:
        self.record.pinned_texts.add(text)

    def load_message(self, message: Mapping[str, Any], names: Mapping[str, str]) -> list[Msg]:
        """The ``Msg`` of one provider message (``names``: call id -> tool name so far)."""
        raise NotImplementedError

    def load(self, messages: Sequence[Mapping[str, Any]], *, system: Any = None) -> list[Msg]:
        msgs = self._load_list(messages)
        self.record.settle()
        if system is None:
            return msgs
        record = self.record
        known = record.system
        if known is None or known[0] is not system or not equal(system, known[1]):
            msg = Msg("system", text_of_parts(system), pinned=True, outside=True)
            known = record.system = (system, snapshot(system), msg)
        return [known[2], *msgs]

    def _load_list(self, messages: Sequence[Mapping[str, Any]]) -> list[Msg]:
        record = self.record
        last, other = record.last, record.other
        if other is not None and not _grew_from(last, messages) and _grew_from(other, messages):
            record.last, record.other = last, other = other, last
        n0 = len(last.inputs) if last is not None else 0
        if last is None or not n0 or len(messages) < n0:
            return self._load_fresh(messages)
        head = messages[:n0]
        if not isinstance(head, list):
            head = list(head)
        # Two C-level passes: the same dicts (the pointers compared, no dict read), and
        # the same contents (the dicts against their snapshots, the strings by identity).
        trusted = self.trusted_history
        unchanged = head == last.inputs and (trusted or equal(head, last.shots))
        if not unchanged:
            # Replaced, or edited in place (a nested part, a field): loaded anew.
            same = list(map(operator.is_, head, last.inputs))
            if not trusted:
                same = list(map(operator.and_, same, map(equal, head, last.shots)))
            if same.count(False) > n0 // 2:  # a different history, not an edited one
                return self._load_fresh(messages)
            # The previous call's lists are ours alone: update them in place.
            i = first = _next_false(same, 0)
            # A replaced message resolves tool names from the calls before it only, as a
            # fresh load would (an index of who named each id where: no rescan per message).
            renamed: set[str] = set()  # call ids a replaced message named or unnamed
            while i >= 0:
                renamed.update(_call_ids(last.loaded[i]))
                last.replace(i, *self._one(messages[i], last.names_before(i)))
                renamed.update(_call_ids(last.loaded[i]))
                i = _next_false(same, i + 1)
            if renamed:  # the results after them naming their tool anew, as a fresh load
                for j in range(first + 1, n0):
                    if same[j] and _renamed(last.loaded[j], renamed, last.names_before(j)):
                        last.replace(j, *self._one(messages[j], last.names_before(j)))
            last.settle()
        for message in messages[n0:]:
            last.append(*self._one(message, last.names))
        if len(messages) > n0:
            head.extend(messages[n0:])
        last.inputs = head
        return list(last.flat)

    def _load_fresh(self, messages: Sequence[Mapping[str, Any]]) -> list[Msg]:
        last = LastLoad([], [], [], [], [], {})
        for m in messages:
            last.append(*self._one(m, last.names))
        last.inputs = list(messages)
        record = self.record
        record.last, record.other = last, record.last
        return list(last.flat)

    def _one(self, message: Mapping[str, Any], names: Mapping[str, str]) -> tuple[list[Msg], Any]:
        """The ``Msg`` of ``message`` and its snapshot (see :class:`MessageRecord`)."""
        record = self.record
        hit = record.find(message)
        cached, shot = hit if hit is not None else (None, None)
        loaded = cached
        if loaded is None or any(
            m.role == "tool" and m.tool_name != names.get(m.tool_call_id or "") for m in loaded
        ):
            loaded = self.load_message(message, names)
            if cached is not None and len(cached) == len(loaded):
                # Only a tool name moved (a duplicate id the repair resolved to another
                # call): a pin is the message's, not its place's, so it stays. (The copy
                # without ``_pin`` that the caller got back loads unpinned otherwise.)
                loaded = [
                    replace(m, pinned=True) if c.pinned and not m.pinned else m
                    for m, c in zip(loaded, cached, strict=True)
                ]
            pins = record.pinned_texts
            if pins:
                loaded = [
                    replace(m, pinned=True) if not m.pinned and m.text in pins else m
                    for m in loaded
                ]
            shot = record.remember(message, loaded, shot)
            first = loaded[0] if loaded else None
            top = None if first is None else (first.group if first.group is not None else first.raw)
            if top is not None and top is not message:
                # The copy without ``_pin`` is what the caller gets back and may send
                # again: it loads as these same (pinned) messages.
                record.remember(top, loaded)
        return loaded, shot

    def remember(self, message: Mapping[str, Any], msgs: list[Msg]) -> Any:
        """Load ``message`` (a dict this adapter dumped) as ``msgs`` when it comes back
        unedited; returns its snapshot."""
        return self.record.remember(message, msgs)


def _grew_from(last: LastLoad | None, messages: Sequence[Mapping[str, Any]]) -> bool:
    """Does ``messages`` look like ``last``'s input grown: at least as long, with the same
    dict at its last place or half-way? (It only picks the record a load starts from:
    the load itself checks every message.)"""
    if last is None or not last.inputs:
        return False
    inputs = last.inputs
    n0 = len(inputs)
    return len(messages) >= n0 and (
        messages[n0 - 1] is inputs[n0 - 1] or messages[n0 // 2] is inputs[n0 // 2]
    )


def _call_ids(msgs: list[Msg]) -> Iterator[str]:
    return (call.id for m in msgs for call in m.tool_calls)


def _renamed(msgs: list[Msg], ids: set[str], names: Mapping[str, str]) -> bool:
    """Does a result among ``msgs`` answer one of ``ids`` with another tool name than
    ``names`` now gives it?"""
    return any(
        m.role == "tool"
        and m.tool_call_id in ids
        and m.tool_name != names.get(m.tool_call_id or "")
        for m in msgs
    )


def _next_false(flags: list[bool], start: int) -> int:
    try:
        return flags.index(False, start)
    except ValueError:
        return -1
