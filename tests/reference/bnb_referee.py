#!/usr/bin/env python3
"""Independent reference referee for tablecraft-log v1, Minecraft: Builders & Biomes.

Written from the spec text only (shared/specs/bnb-log-v1.md, with mcg-log-v1.md §2, §6,
§7.1 and quartz-log-v1.md §7.6-§7.7 for the envelope, CLI and errors, and the
project-wide reading rules of docs/log-format.md "Reading is strict"), without reading
the C engine, so that the two can be compared by tests/reference/bnb_fuzz.py.

    python3 bnb_referee.py replay FILE [--json] [--upto N]

Exit 0: state; exit 1: first illegal entry + state before it; exit 2: malformed.

Decisions taken where the spec is silent (each with the section it relates to):

 D1 (§2; docs/log-format.md "Reading is strict") A string holding U+0000 anywhere in the
    file is malformed, and arrays/objects nested more than 512 deep are malformed, as for
    the other games (nesting is a whole-file limit, reported with entry null). No other
    whole-file limit (size, entry count) is modelled here.
 D2 (§2.1, §9.11) The reading limits cover the entry value itself and everything inside
    it (its own keys, known, unknown and ignored members alike, in entries and `redo`
    items); player names, `created`, `rulings` and other top-level members are not
    "inside an entry" and follow only the envelope rules.
 D3 (§2.1, §9.13) Exit-2 `entry`: N for any problem inside entry N (a reading limit, a
    wrong type, a missing member, a duplicate key, a lone surrogate or U+0000 in it);
    null for a `redo` item or anything outside the entries. The envelope is checked
    before the entries, the entries in order, so the first problem found is reported.
 D4 (§4.1, §9.9) Tile reading order: `kind` must be a string; "building" reads `biome`,
    `material`, `type`, `cost`, `xp`; "mob" reads `mob`, `hearts`, `xp`, `bonus` and, only
    when `bonus` is exactly "orb", `orb`. Any other `kind` reads nothing more and any other
    `bonus` string does not read `orb`; both are then exit 1 at replay.
 D5 (§4.2 collect) Minimum count min(2, blocks in the cube), maximum 2 + stone pickaxes
    (seed) whatever the cube holds; each listed block must be takeable in its turn, so
    naming more blocks than the cube holds is illegal. The count is checked first.
 D6 (§4.2 fight) An unknown weapon kind in `drawn` is a wrong value (exit 1), like any
    unknown id; under `hearts_only` the only legal `detonate` is 0.
 D7 (§4.2 hunger) Several `hunger` entries in one turn add up (one extra action each).
 D8 (§6) `scores.orbs` is 0 at the end for a seat without orb mobs; the orb XP is in `xp`
    before the winners are decided.
 D9 (§7; mcg §6) `--upto=N` is read like `--upto N`. Without --json the exit-0 output is a
    short readable summary (not part of the contract).
"""
import json
import sys

try:
    sys.set_int_max_str_digits(0)  # Python 3.11+: integers of any length stay integers
except AttributeError:
    pass

# ---------------------------------------------------------------- ids
BLOCKS = ["wood", "sand", "stone", "obsidian", "emerald"]
BOX = {"wood": 16, "sand": 14, "stone": 12, "obsidian": 10, "emerald": 12}
BIOMES = ["forest", "desert", "mountains", "snow"]
MATERIALS = ["wood", "sand", "stone", "obsidian"]
TYPES = ["decoration", "dwelling", "animal_pen", "bridge"]
WEAPONS = ["wooden_sword", "stone_sword", "poisonous_potato", "bow", "golden_hoe",
           "stone_pickaxe", "tnt", "iron_sword", "diamond_sword"]
MOBS = ["zombie", "creeper", "enderman", "spider", "witch", "skeleton"]
ACTIONS = ["collect", "explore", "build", "fight", "take_weapon"]
ATTRS = {"biome": BIOMES, "material": MATERIALS, "type": TYPES}
ROUND_ATTR = {"A": "biome", "B": "material", "C": "type"}
ROUND_LAYER = {"A": 1, "B": 2, "C": 3}
START_PILE = {"wooden_sword": 1, "stone_sword": 1, "poisonous_potato": 3}
RULINGS = {
    "weapon_effects": ["seed", "hearts_only"],
    "hunger_extra": ["repeat_only", "any"],
}
ASCII_WS = " \t\r\n\x0b\x0c"
MAX_ITEMS = 64
MAX_CODEPOINTS = 4096
MAX_DEPTH = 512

STACK_CELLS = [(r, c) for r in range(1, 5) for c in range(1, 5)]
TOKEN_CELLS = sorted([(0, c) for c in range(1, 5)] + [(5, c) for c in range(1, 5)] +
                     [(r, 0) for r in range(1, 5)] + [(r, 5) for r in range(1, 5)])


# ---------------------------------------------------------------- errors
class FormatError(Exception):
    def __init__(self, msg, entry=None):
        super().__init__(msg)
        self.entry = entry


class RuleError(Exception):
    def __init__(self, rule, msg):
        super().__init__(msg)
        self.rule = rule


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


# ---------------------------------------------------------------- reading
class DupDict(dict):
    """an object that had a key twice (json keeps the last; we remember the fault)"""


def _pairs(pairs):
    d = dict(pairs)
    if len(d) != len(pairs):
        return DupDict(pairs)
    return d


def _reject_constant(name):
    raise ValueError("non-JSON constant " + name)


def load_file(path):
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise FormatError(f"cannot read file: {e}")
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise FormatError(f"not UTF-8: {e}")
    try:
        doc = json.loads(text, object_pairs_hook=_pairs, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as e:
        raise FormatError(f"not JSON: {e}")
    if not isinstance(doc, dict):
        raise FormatError("top level is not an object")
    if _depth(doc) > MAX_DEPTH:
        raise FormatError("arrays and objects nested more than 512 deep")
    return doc


def _depth(v):
    best = 0
    stack = [(v, 1)]
    while stack:
        x, d = stack.pop()
        if isinstance(x, (list, dict)):
            best = max(best, d)
            stack.extend((y, d + 1) for y in (x.values() if isinstance(x, dict) else x))
    return best


def _check_text(s, entry):
    for ch in s:
        if "\ud800" <= ch <= "\udfff":
            raise FormatError("a string holds half of a UTF-16 surrogate pair", entry)
    if "\x00" in s:
        raise FormatError("a string holds U+0000", entry)


def scan(v, entry, limits):
    """duplicate keys, lone surrogates, U+0000 and (inside entries) the §2.1 limits"""
    stack = [v]
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            _check_text(x, entry)
            if limits and len(x) > MAX_CODEPOINTS:
                raise FormatError("a string inside an entry holds more than 4096 code points",
                                  entry)
        elif isinstance(x, list):
            if limits and len(x) > MAX_ITEMS:
                raise FormatError("an array inside an entry holds more than 64 items", entry)
            stack.extend(x)
        elif isinstance(x, dict):
            if isinstance(x, DupDict):
                raise FormatError("an object has the same key twice", entry)
            stack.extend(x.keys())
            stack.extend(x.values())


def _is_int_list(v):
    return isinstance(v, list) and all(is_int(x) for x in v)


def _is_str_list(v):
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


KINDS = {
    "int": is_int,
    "str": lambda v: isinstance(v, str),
    "coord": _is_int_list,
    "strlist": _is_str_list,
    "obj": lambda v: isinstance(v, dict),
    "objlist": lambda v: isinstance(v, list) and all(isinstance(x, dict) for x in v),
    "boards": lambda v: isinstance(v, list) and all(_is_str_list(b) for b in v),
}

ENTRY_FIELDS = {
    "setup": [("boards", "boards", True), ("weapon_hearts", "obj", True),
              ("scoring", "obj", True), ("first_seat", "int", False)],
    "collect": [("seat", "int", True), ("blocks", "objlist", True)],
    "explore": [("seat", "int", True), ("to", "coord", True)],
    "build": [("seat", "int", True), ("stack", "coord", True), ("space", "coord", True),
              ("pay", "obj", True)],
    "fight": [("seat", "int", True), ("stack", "coord", True), ("drawn", "strlist", True),
              ("detonate", "int", False)],
    "take_weapon": [("seat", "int", True), ("token", "coord", True)],
    "hunger": [("seat", "int", True), ("mob", "int", True)],
    "reveal": [],  # special
    "end_turn": [("seat", "int", True)],
    "score_choice": [("seat", "int", True), ("value", "str", True)],
    "note": [("text", "str", True)],
}


def _need(obj, key, kind, what, n):
    if key not in obj:
        raise FormatError(f"{what} lacks {key}", n)
    if not KINDS[kind](obj[key]):
        raise FormatError(f"{what}.{key} has the wrong JSON type", n)


def _check_block_counts(obj, what, n):
    for k, v in obj.items():
        if k not in BLOCKS:
            raise FormatError(f"{what} has an unknown key {k!r}", n)
        if not is_int(v):
            raise FormatError(f"{what}.{k} is not an integer", n)


def check_tile(t, n):
    _need(t, "kind", "str", "tile", n)
    if t["kind"] == "building":
        for k in ("biome", "material", "type"):
            _need(t, k, "str", "tile", n)
        _need(t, "cost", "obj", "tile", n)
        _check_block_counts(t["cost"], "tile.cost", n)
        _need(t, "xp", "int", "tile", n)
    elif t["kind"] == "mob":
        _need(t, "mob", "str", "tile", n)
        _need(t, "hearts", "int", "tile", n)
        _need(t, "xp", "int", "tile", n)
        _need(t, "bonus", "str", "tile", n)
        if t["bonus"] == "orb":
            _need(t, "orb", "obj", "tile", n)
            o = t["orb"]
            _need(o, "attribute", "str", "tile.orb", n)
            _need(o, "value", "str", "tile.orb", n)
            _need(o, "xp_per_space", "int", "tile.orb", n)


def check_entry(e, n):
    """n: 1-based entry number, or None for a redo item"""
    if not isinstance(e, dict):
        raise FormatError("entry is not an object", n)
    scan(e, n, True)
    t = e.get("type")
    if "type" not in e:
        raise FormatError("entry has no type", n)
    if not isinstance(t, str):
        raise FormatError("entry type is not a string", n)
    if t not in ENTRY_FIELDS:
        raise FormatError(f"unknown entry type {t!r}", n)
    for name, kind, req in ENTRY_FIELDS[t]:
        if name in e:
            if not KINDS[kind](e[name]):
                raise FormatError(f"{t}.{name} has the wrong JSON type", n)
        elif req:
            raise FormatError(f"{t} lacks {name}", n)
    if t == "setup":
        wh = e["weapon_hearts"]
        for k, v in wh.items():
            if k not in WEAPONS:
                raise FormatError(f"weapon_hearts has an unknown key {k!r}", n)
            if not is_int(v):
                raise FormatError(f"weapon_hearts.{k} is not an integer", n)
        for k in WEAPONS:
            if k not in wh:
                raise FormatError(f"weapon_hearts lacks {k}", n)
        sc = e["scoring"]
        for k in sc:
            if k not in ATTRS:
                raise FormatError(f"scoring has an unknown key {k!r}", n)
        for a, ids in ATTRS.items():
            if a not in sc:
                raise FormatError(f"scoring lacks {a}", n)
            part = sc[a]
            if not isinstance(part, dict):
                raise FormatError(f"scoring.{a} is not an object", n)
            for k, v in part.items():
                if k not in ids:
                    raise FormatError(f"scoring.{a} has an unknown key {k!r}", n)
                if not is_int(v):
                    raise FormatError(f"scoring.{a}.{k} is not an integer", n)
            for k in ids:
                if k not in part:
                    raise FormatError(f"scoring.{a} lacks {k}", n)
    elif t == "collect":
        for item in e["blocks"]:
            _need(item, "at", "coord", "collect.blocks item", n)
            _need(item, "block", "str", "collect.blocks item", n)
    elif t == "build":
        _check_block_counts(e["pay"], "build.pay", n)
    elif t == "reveal":
        has_s, has_t = "stack" in e, "token" in e
        if has_s == has_t:
            raise FormatError("reveal needs exactly one of stack / token", n)
        if has_s:
            _need(e, "stack", "coord", "reveal", n)
            _need(e, "tile", "obj", "reveal", n)
            check_tile(e["tile"], n)
        else:
            _need(e, "token", "coord", "reveal", n)
            _need(e, "weapon", "str", "reveal", n)


def check_doc(doc):
    if isinstance(doc, DupDict):
        raise FormatError("the top-level object has the same key twice")
    for k, v in doc.items():
        if k not in ("entries", "redo"):
            scan(v, None, False)
        else:
            scan(k, None, False)
    if doc.get("format") != "tablecraft-log":
        raise FormatError("format is not tablecraft-log")
    v = doc.get("version")
    if not is_int(v) or v != 1:
        raise FormatError("version is not the integer 1")
    if doc.get("game") != "builders-biomes":
        raise FormatError("game is not builders-biomes")
    if "players" not in doc or "entries" not in doc:
        raise FormatError("players and entries are required")
    if "created" in doc and not isinstance(doc["created"], str):
        raise FormatError("created is not a string")
    players = doc["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise FormatError("players is not an array of strings")
    if not 2 <= len(players) <= 4:
        raise FormatError("players must hold 2 to 4 names")
    names = [p.strip(ASCII_WS) for p in players]
    for nm in names:
        if not 1 <= len(nm) <= 64:
            raise FormatError("a player name must hold 1 to 64 characters")
    if len(set(names)) != len(names):
        raise FormatError("player names are not unique")
    rulings = {}
    if "rulings" in doc:
        r = doc["rulings"]
        if not isinstance(r, dict):
            raise FormatError("rulings is not an object")
        for k, val in r.items():
            if k not in RULINGS or not isinstance(val, str) or val not in RULINGS[k]:
                raise FormatError(f"unknown ruling {k}={val!r}")
        rulings = dict(r)
    for k, vals in RULINGS.items():
        rulings.setdefault(k, vals[0])
    if not isinstance(doc["entries"], list):
        raise FormatError("entries is not an array")
    if "redo" in doc and not isinstance(doc["redo"], list):
        raise FormatError("redo is not an array")
    for i, e in enumerate(doc["entries"]):
        check_entry(e, i + 1)
    for e in doc.get("redo", []):
        check_entry(e, None)
    return names, rulings


# ---------------------------------------------------------------- value checks
def want_id(v, ids, what):
    if v not in ids:
        raise RuleError("entry.unknown_id", f"{v!r} is not a {what} id")
    return v


def want_range(v, lo, hi, what):
    if not lo <= v <= hi:
        raise RuleError("entry.range", f"{what} {v} is outside {lo}-{hi}")
    return v


def want_coord(v, length, lo, hi, what):
    if len(v) != length:
        raise RuleError("entry.coord", f"{what} must hold {length} integers")
    for x in v:
        want_range(x, lo, hi, what)
    return tuple(v)


def want_token(v):
    if len(v) != 2 or tuple(v) not in TOKEN_CELLS:
        raise RuleError("entry.token", f"{v} is not a token cell")
    return tuple(v)


def read_tile(t):
    """value checks of a type-checked tile; returns the normalised tile"""
    kind = t["kind"]
    if kind == "building":
        cost = {b: t["cost"].get(b, 0) for b in BLOCKS}
        for b in BLOCKS:
            want_range(cost[b], 0, 9, "building cost")
        return {"kind": "building",
                "biome": want_id(t["biome"], BIOMES, "biome"),
                "material": want_id(t["material"], MATERIALS, "material"),
                "type": want_id(t["type"], TYPES, "building type"),
                "cost": cost,
                "xp": want_range(t["xp"], 0, 50, "building xp")}
    if kind == "mob":
        mob = want_id(t["mob"], MOBS, "mob kind")
        hearts = want_range(t["hearts"], 0, 20, "mob hearts")
        xp = want_range(t["xp"], 0, 50, "mob xp")
        bonus = want_id(t["bonus"], ["hunger", "orb"], "mob bonus")
        orb = None
        if bonus == "orb":
            o = t["orb"]
            attr = want_id(o["attribute"], list(ATTRS), "orb attribute")
            orb = {"attribute": attr,
                   "value": want_id(o["value"], ATTRS[attr], attr),
                   "xp_per_space": want_range(o["xp_per_space"], 0, 20, "orb xp_per_space")}
        return {"kind": "mob", "mob": mob, "hearts": hearts, "xp": xp, "bonus": bonus,
                "orb": orb}
    raise RuleError("tile.kind", f"{kind!r} is not a tile kind")


def touching(crossing):
    r, c = crossing
    return sorted([(r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c)])


# ---------------------------------------------------------------- game
class Seat:
    def __init__(self, name):
        self.name = name
        self.position = (3, 3)
        self.blocks = {b: 0 for b in BLOCKS}
        self.weapons = {w: START_PILE.get(w, 0) for w in WEAPONS}
        self.xp = 0
        self.board = [[{"biome": None, "material": None, "type": None} for _ in range(3)]
                      for _ in range(3)]
        self.mobs = []
        self.scores = {"A": None, "B": None, "C": None, "orbs": None}


class Game:
    def __init__(self, names, rulings):
        self.n = len(names)
        self.rulings = rulings
        self.seed = rulings["weapon_effects"] == "seed"
        self.started = False
        self.finished = False
        self.winners = []
        # cube[l][r][c] (0-based): None while the block is there, else the id named
        self.present = [[[True] * 4 for _ in range(4)] for _ in range(4)]
        self.cube = [[[None] * 4 for _ in range(4)] for _ in range(4)]
        self.named = {b: 0 for b in BLOCKS}
        self.stacks = {cell: {"remaining": 4, "top": None} for cell in STACK_CELLS}
        self.tokens = {cell: {"weapon": None, "taken": False} for cell in TOKEN_CELLS}
        self.weapon_hearts = None
        self.scoring = None
        self.seats = [Seat(nm) for nm in names]
        self.active = None  # 0-based
        self.phase = None
        self.regular = []
        self.extra = []
        self.extra_left = 0
        self.queue = []
        self.owed = set()
        self.scoring_rounds = []
        self.entries = 0

    # -------- helpers
    def seat_index(self, s):
        want_range(s, 1, self.n, "seat")
        return s - 1

    def need_active(self, e):
        s = self.seat_index(e["seat"])
        if s != self.active:
            raise RuleError("turn.not_active", f"seat {e['seat']} is not the active seat")
        return s

    def need_actions_phase(self):
        if self.phase != "actions":
            raise RuleError("turn.phase", "the turn is in its scoring phase")
        if self.queue:
            raise RuleError("queue.pending", "the table owes inputs first")

    def action_slot(self, t):
        """'regular' or 'extra' for an action of type t, or raise"""
        if len(self.regular) < 2 and t not in self.regular:
            return "regular"
        if self.extra_left > 0 and (self.rulings["hunger_extra"] == "any"
                                    or t in self.regular or t in self.extra):
            return "extra"
        raise RuleError("turn.no_action", f"no {t} action is possible now")

    def use_slot(self, slot, t):
        if slot == "regular":
            self.regular.append(t)
        else:
            self.extra.append(t)
            self.extra_left -= 1

    def cube_count(self):
        return sum(self.present[l][r][c] for l in range(4) for r in range(4) for c in range(4))

    def takeable(self, present, l, r, c):
        if not present[l][r][c]:
            return False
        if l > 0 and present[l - 1][r][c]:
            return False
        opened = 0
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            nr, nc = r + dr, c + dc
            if not (0 <= nr < 4 and 0 <= nc < 4) or not present[l][nr][nc]:
                opened += 1
        return opened >= 2

    def layer_empty(self, l):
        return not any(self.present[l][r][c] for r in range(4) for c in range(4))

    def adjacent(self, s, cell):
        return cell in touching(self.seats[s].position)

    def matches(self, space, attr, value):
        return space[attr] == value

    def group(self, s, attr, value):
        board = self.seats[s].board
        seen = set()
        best = 0
        for r in range(3):
            for c in range(3):
                if (r, c) in seen or not self.matches(board[r][c], attr, value):
                    continue
                size = 0
                todo = [(r, c)]
                seen.add((r, c))
                while todo:
                    a, b = todo.pop()
                    size += 1
                    for da, db in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                        x, y = a + da, b + db
                        if 0 <= x < 3 and 0 <= y < 3 and (x, y) not in seen \
                                and self.matches(board[x][y], attr, value):
                            seen.add((x, y))
                            todo.append((x, y))
                best = max(best, size)
        return best

    # -------- entries
    def apply(self, e):
        t = e["type"]
        if t == "note":
            return
        if self.finished:
            raise RuleError("game.finished", "the game is over; only notes are legal")
        if not self.started:
            if t != "setup":
                raise RuleError("setup.missing", "setup must come first")
            return self.do_setup(e)
        if t == "setup":
            raise RuleError("setup.twice", "setup comes only once")
        getattr(self, "do_" + t)(e)

    def do_setup(self, e):
        boards = e["boards"]
        if len(boards) != self.n:
            raise RuleError("setup.boards", "one board per player is needed")
        for b in boards:
            if len(b) != 9:
                raise RuleError("setup.boards", "a board holds exactly 9 biomes")
            for x in b:
                want_id(x, BIOMES, "biome")
        wh = {w: e["weapon_hearts"][w] for w in WEAPONS}
        for w in WEAPONS:
            want_range(wh[w], 0, 20, "weapon hearts")
        sc = {a: {k: e["scoring"][a][k] for k in ids} for a, ids in ATTRS.items()}
        for a, ids in ATTRS.items():
            for k in ids:
                want_range(sc[a][k], 0, 20, "scoring XP")
        fs = e.get("first_seat", 1)
        want_range(fs, 1, self.n, "first_seat")
        self.started = True
        for i, b in enumerate(boards):
            for k, x in enumerate(b):
                self.seats[i].board[k // 3][k % 3]["biome"] = x
        self.weapon_hearts = wh
        self.scoring = sc
        self.active = fs - 1
        self.new_turn()

    def new_turn(self):
        self.phase = "actions"
        self.regular = []
        self.extra = []
        self.extra_left = 0

    def do_collect(self, e):
        s = self.need_active(e)
        self.need_actions_phase()
        slot = self.action_slot("collect")
        items = e["blocks"]
        left = self.cube_count()
        if left == 0:
            raise RuleError("collect.empty_cube", "the cube is empty")
        most = 2 + (self.seats[s].weapons["stone_pickaxe"] if self.seed else 0)
        least = min(2, left)
        if not least <= len(items) <= most:
            raise RuleError("collect.count", f"a collect takes {least} to {most} blocks here")
        present = [[row[:] for row in layer] for layer in self.present]
        named = dict(self.named)
        taken = []
        for item in items:
            at = want_coord(item["at"], 3, 1, 4, "cube cell")
            b = want_id(item["block"], BLOCKS, "block")
            l, r, c = at[0] - 1, at[1] - 1, at[2] - 1
            if not self.takeable(present, l, r, c):
                raise RuleError("collect.not_takeable", f"block {list(at)} cannot be taken")
            if named[b] >= BOX[b]:
                raise RuleError("collect.no_block_left", f"no {b} is left in the cube")
            present[l][r][c] = False
            named[b] += 1
            taken.append((l, r, c, b))
        self.present = present
        self.named = named
        for l, r, c, b in taken:
            self.cube[l][r][c] = b
            self.seats[s].blocks[b] += 1
        self.use_slot(slot, "collect")

    def do_explore(self, e):
        s = self.need_active(e)
        self.need_actions_phase()
        slot = self.action_slot("explore")
        to = want_coord(e["to"], 2, 1, 5, "crossing")
        pos = self.seats[s].position
        if abs(to[0] - pos[0]) + abs(to[1] - pos[1]) > 2:
            raise RuleError("explore.distance", "a seat explores at most 2 steps away")
        self.seats[s].position = to
        for cell in touching(to):
            if cell in self.stacks:
                st = self.stacks[cell]
                if st["remaining"] >= 1 and st["top"] is None:
                    self.queue.append({"type": "reveal", "stack": list(cell)})
            elif cell in self.tokens:
                if self.tokens[cell]["weapon"] is None:
                    self.queue.append({"type": "reveal", "token": list(cell)})
        self.use_slot(slot, "explore")

    def do_reveal(self, e):
        if "stack" in e:
            cell = want_coord(e["stack"], 2, 1, 4, "stack")
            tile = read_tile(e["tile"])
            key = {"type": "reveal", "stack": list(cell)}
            if key not in self.queue:
                raise RuleError("reveal.not_pending", f"no reveal of stack {list(cell)} is owed")
            self.queue.remove(key)
            self.stacks[cell]["top"] = tile
        else:
            cell = want_token(e["token"])
            w = want_id(e["weapon"], WEAPONS, "weapon kind")
            key = {"type": "reveal", "token": list(cell)}
            if key not in self.queue:
                raise RuleError("reveal.not_pending", f"no reveal of token {list(cell)} is owed")
            self.queue.remove(key)
            self.tokens[cell]["weapon"] = w

    def do_build(self, e):
        s = self.need_active(e)
        self.need_actions_phase()
        slot = self.action_slot("build")
        cell = want_coord(e["stack"], 2, 1, 4, "stack")
        space = want_coord(e["space"], 2, 1, 3, "board space")
        pay = {b: e["pay"].get(b, 0) for b in BLOCKS}
        for b in BLOCKS:
            want_range(pay[b], 0, 64, "payment")
        if not self.adjacent(s, cell):
            raise RuleError("build.not_adjacent", "the stack is not next to the seat")
        tile = self.stacks[cell]["top"]
        if tile is None or tile["kind"] != "building":
            raise RuleError("build.no_building", "no face-up building on that stack")
        seat = self.seats[s]
        for b in BLOCKS:
            if pay[b] > seat.blocks[b]:
                raise RuleError("build.not_held", f"the seat does not hold {pay[b]} {b}")
        cost = tile["cost"]
        short = 0
        for b in MATERIALS:
            if pay[b] > cost[b]:
                raise RuleError("build.overpaid", f"{b} paid beyond the cost")
            short += cost[b] - pay[b]
        if pay["emerald"] != cost["emerald"] + short:
            raise RuleError("build.inexact", "the payment does not pay the cost exactly")
        for b in BLOCKS:
            seat.blocks[b] -= pay[b]
        sp = seat.board[space[0] - 1][space[1] - 1]
        sp["biome"] = tile["biome"]
        sp["material"] = tile["material"]
        sp["type"] = tile["type"]
        seat.xp += tile["xp"]
        self.stacks[cell]["remaining"] -= 1
        self.stacks[cell]["top"] = None
        self.use_slot(slot, "build")

    def do_fight(self, e):
        s = self.need_active(e)
        self.need_actions_phase()
        slot = self.action_slot("fight")
        cell = want_coord(e["stack"], 2, 1, 4, "stack")
        seat = self.seats[s]
        drawn = e["drawn"]
        for w in drawn:
            want_id(w, WEAPONS, "weapon kind")
        need = 3 + (seat.weapons["bow"] if self.seed else 0)
        if len(drawn) != need:
            raise RuleError("fight.drawn_count", f"the table must draw exactly {need} tokens")
        det = e.get("detonate", 0)
        tnts = drawn.count("tnt")
        want_range(det, 0, tnts if self.seed else 0, "detonate")
        for w in WEAPONS:
            if drawn.count(w) > seat.weapons[w]:
                raise RuleError("fight.not_held", f"the pile holds fewer {w}")
        if not self.adjacent(s, cell):
            raise RuleError("fight.not_adjacent", "the stack is not next to the seat")
        tile = self.stacks[cell]["top"]
        if tile is None or tile["kind"] != "mob":
            raise RuleError("fight.no_mob", "no face-up mob on that stack")
        damage = sum(self.weapon_hearts[w] for w in drawn) \
            - det * self.weapon_hearts["tnt"] + det * 5
        seat.weapons["tnt"] -= det
        if damage >= tile["hearts"]:
            seat.xp += tile["xp"]
            seat.mobs.append(tile)
            self.stacks[cell]["remaining"] -= 1
            self.stacks[cell]["top"] = None
        self.use_slot(slot, "fight")

    def do_take_weapon(self, e):
        s = self.need_active(e)
        self.need_actions_phase()
        slot = self.action_slot("take_weapon")
        cell = want_token(e["token"])
        if not self.adjacent(s, cell):
            raise RuleError("take_weapon.not_adjacent", "the token is not next to the seat")
        tok = self.tokens[cell]
        if tok["weapon"] is None:
            raise RuleError("take_weapon.face_down", "the token is face down")
        if tok["taken"]:
            raise RuleError("take_weapon.taken", "the token is already taken")
        tok["taken"] = True
        seat = self.seats[s]
        seat.weapons[tok["weapon"]] += 1
        if self.seed and tok["weapon"] == "golden_hoe":
            seat.xp += 2
        self.use_slot(slot, "take_weapon")

    def do_hunger(self, e):
        s = self.need_active(e)
        self.need_actions_phase()
        seat = self.seats[s]
        k = want_range(e["mob"], 1, len(seat.mobs), "mob")
        if seat.mobs[k - 1]["bonus"] != "hunger":
            raise RuleError("hunger.not_hunger", "that mob has no hunger bonus")
        del seat.mobs[k - 1]
        self.extra_left += 1

    def do_end_turn(self, e):
        self.need_active(e)
        self.need_actions_phase()
        self.extra_left = 0
        rounds = [rd for rd in ("A", "B", "C")
                  if rd not in self.owed and self.layer_empty(ROUND_LAYER[rd] - 1)]
        if not rounds:
            self.active = (self.active + 1) % self.n
            self.new_turn()
            return
        self.owed.update(rounds)
        self.scoring_rounds = rounds
        self.phase = "scoring"
        for rd in rounds:
            for k in range(self.n):
                self.queue.append({"type": "score_choice", "seat": (self.active + k) % self.n + 1,
                                   "round": rd})

    def do_score_choice(self, e):
        s = self.seat_index(e["seat"])
        if not self.queue or self.queue[0]["type"] != "score_choice":
            raise RuleError("score_choice.not_owed", "no score choice is owed")
        front = self.queue[0]
        if front["seat"] != s + 1:
            raise RuleError("score_choice.seat", f"seat {front['seat']} chooses first")
        rd = front["round"]
        attr = ROUND_ATTR[rd]
        v = want_id(e["value"], ATTRS[attr], attr)
        g = self.group(s, attr, v)
        xp = g * self.scoring[attr][v]
        seat = self.seats[s]
        seat.scores[rd] = {"value": v, "group": g, "xp": xp}
        seat.xp += xp
        self.queue.pop(0)
        if self.queue:
            return
        if "C" in self.scoring_rounds:
            self.end_game()
        else:
            self.active = (self.active + 1) % self.n
            self.new_turn()

    def end_game(self):
        for seat in self.seats:
            total = 0
            for m in seat.mobs:
                if m["bonus"] == "orb":
                    o = m["orb"]
                    cnt = sum(1 for row in seat.board for sp in row
                              if sp[o["attribute"]] == o["value"])
                    total += o["xp_per_space"] * cnt
            seat.scores["orbs"] = total
            seat.xp += total
        self.finished = True
        best = max(s.xp for s in self.seats)
        tied = [i for i, s in enumerate(self.seats) if s.xp == best]
        most = max(sum(self.seats[i].blocks.values()) for i in tied)
        self.winners = [i + 1 for i in tied if sum(self.seats[i].blocks.values()) == most]

    # -------- output
    def state(self):
        return {
            "game": "builders-biomes",
            "entries": self.entries,
            "status": "finished" if self.finished else "in_progress",
            "winners": list(self.winners),
            "turn": None if self.active is None else {
                "seat": self.active + 1, "phase": self.phase, "regular": list(self.regular),
                "extra": list(self.extra), "extra_left": self.extra_left},
            "pending": [dict(it) for it in self.queue],
            "cube": [[[self.cube[l][r][c] for c in range(4)] for r in range(4)]
                     for l in range(4)],
            "cube_left": {b: BOX[b] - self.named[b] for b in BLOCKS},
            "stacks": [{"stack": list(cell), "remaining": st["remaining"],
                        "top": _tile_out(st["top"])}
                       for cell, st in sorted(self.stacks.items())],
            "tokens": [{"token": list(cell), "weapon": tk["weapon"], "taken": tk["taken"]}
                       for cell, tk in sorted(self.tokens.items())],
            "weapon_hearts": None if self.weapon_hearts is None else dict(self.weapon_hearts),
            "scoring": None if self.scoring is None else
            {a: dict(self.scoring[a]) for a in ATTRS},
            "seats": [{
                "seat": i + 1, "name": s.name, "xp": s.xp, "position": list(s.position),
                "blocks": dict(s.blocks), "weapons": dict(s.weapons),
                "board": [[dict(sp) for sp in row] for row in s.board],
                "mobs": [_tile_out(m) for m in s.mobs],
                "scores": {k: (dict(v) if isinstance(v, dict) else v)
                           for k, v in s.scores.items()},
            } for i, s in enumerate(self.seats)],
        }


def _tile_out(t):
    if t is None:
        return None
    t = json.loads(json.dumps(t))
    return t


# ---------------------------------------------------------------- CLI
def text_state(st):
    lines = [f"{st['game']}: {st['entries']} entries, {st['status']}"]
    if st["winners"]:
        lines.append("winners: " + ", ".join(f"seat {w}" for w in st["winners"]))
    if st["turn"]:
        t = st["turn"]
        lines.append(f"turn: seat {t['seat']}, {t['phase']}, regular {t['regular']}, "
                     f"extra {t['extra']}, {t['extra_left']} extra left")
    for p in st["pending"]:
        lines.append(f"pending: {p}")
    for s in st["seats"]:
        blocks = " ".join(f"{k} {v}" for k, v in s["blocks"].items() if v)
        lines.append(f"seat {s['seat']} {s['name']}: {s['xp']} XP at {s['position']}; "
                     f"blocks: {blocks or 'none'}")
    return "\n".join(lines)


def main(argv):
    args = argv[1:]
    if not args or args[0] != "replay":
        print("usage: bnb_referee.py replay FILE [--json] [--upto N]", file=sys.stderr)
        return 2
    args = args[1:]
    path = None
    as_json = False
    upto = None
    bad = False
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--json":
            as_json = True
        elif a == "--upto" or a.startswith("--upto="):
            if a == "--upto":
                if i + 1 >= len(args):
                    bad = True
                    v = ""
                else:
                    i += 1
                    v = args[i]
            else:
                v = a[len("--upto="):]
            if v.isascii() and v.isdigit():
                upto = int(v)
            else:
                bad = True
        elif path is None:
            path = a
        else:
            bad = True
        i += 1

    def fail2(msg, entry=None):
        if as_json:
            print(json.dumps({"error": {"entry": entry, "rule": "format", "message": msg}}))
        else:
            print(f"{path}: " + (f"entry {entry}: " if entry else "") + msg, file=sys.stderr)
        return 2

    if path is None or bad:
        return fail2("bad command line")
    try:
        doc = load_file(path)
        names, rulings = check_doc(doc)
    except FormatError as e:
        return fail2(str(e), e.entry)
    g = Game(names, rulings)
    entries = doc["entries"]
    n = len(entries) if upto is None else min(upto, len(entries))
    for k in range(n):
        e = entries[k]
        try:
            g.apply(e)
        except RuleError as err:
            if as_json:
                print(json.dumps({"error": {"entry": k + 1, "type": e["type"], "rule": err.rule,
                                            "message": str(err)}, "state": g.state()}))
            else:
                print(f"{path}: entry {k + 1}: {err}", file=sys.stderr)
            return 1
        g.entries = k + 1
    st = g.state()
    if as_json:
        print(json.dumps(st))
    else:
        print(text_state(st))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
