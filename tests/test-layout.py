#!/usr/bin/env python3
"""The source layout (README: Where things are): one folder per subsystem under src/, on
floors. A folder includes headers of its own floor or lower ones only, the folders' include
graph has no loop, and the engine never names a rule module."""
import os
import re
import sys

FLOORS = {
    'model': 0,
    'format': 1, 'engine': 1, 'render': 1,
    'modules': 2,
    'generate': 3, 'bots': 3,
    'validate': 4, 'sim': 4,
    'cli': 5, 'gui': 5,
}
# Folders on their way out, and the floor their files are read at until then.
TRANSITIONAL = {'core': 1}

src = os.path.join(sys.argv[1], 'src')
results = []


def check(ok, what):
    results.append((ok, what))


def folder_of_file(path):
    rel = os.path.relpath(path, src)
    return rel.split(os.sep)[0]


headers = {}
files = []
for root, _dirs, names in os.walk(src):
    for name in names:
        if name.endswith(('.c', '.h')):
            path = os.path.join(root, name)
            files.append(path)
            if name.endswith('.h'):
                headers.setdefault(name, set()).add(folder_of_file(path))

folders = sorted({folder_of_file(f) for f in files})
for f in folders:
    check(f in FLOORS or f in TRANSITIONAL, f'src/{f}/ is a known subsystem folder')

for name, where in sorted(headers.items()):
    check(len(where) == 1, f'header {name} lives in one folder only ({", ".join(sorted(where))})')

floor = dict(FLOORS, **TRANSITIONAL)
edges = {}
include_re = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
for path in sorted(files):
    here = folder_of_file(path)
    with open(path, encoding='utf-8') as fh:
        text = fh.read()
    for inc in include_re.findall(text):
        base = os.path.basename(inc)
        if base not in headers:
            continue  # config.h, generated resources
        there = sorted(headers[base])[0]
        if there == here:
            continue
        edges.setdefault(here, set()).add(there)
        if floor.get(there, 99) > floor.get(here, -1) and there not in TRANSITIONAL:
            check(False, f'{os.path.relpath(path, src)} ({here}) includes {inc} from the higher floor {there}')

check(True, 'no include reaches a higher floor' if all(ok for ok, _ in results) else 'floors')

# Loops between folders: a depth-first search over the folder graph.
state = {}
loop = []


def visit(node, stack):
    state[node] = 1
    for nxt in sorted(edges.get(node, ())):
        if state.get(nxt) == 1:
            loop.append(stack[stack.index(nxt):] + [nxt] if nxt in stack else [node, nxt])
        elif nxt not in state:
            visit(nxt, stack + [nxt])
    state[node] = 2


for f in sorted(edges):
    if f not in state:
        visit(f, [f])
check(not loop, 'no include loop between folders' + (f': {loop[0]}' if loop else ''))

# The lines of the C files of a folder of src/ (or of the files named) that match.
def matching_lines(matches, folder=None, files=None):
    if files is None:
        where = os.path.join(src, folder)
        files = [os.path.join(folder, n) for n in (sorted(os.listdir(where)) if os.path.isdir(where) else [])
                 if n.endswith(('.c', '.h'))]
    found = []
    for rel in files:
        path = os.path.join(src, rel)
        if not os.path.isfile(path):
            continue
        with open(path, encoding='utf-8') as fh:
            for n, line in enumerate(fh, 1):
                if matches(line):
                    found.append(f'src/{rel}:{n}: {line.strip()}')
    return found


# The engine never names a module, a module's functions or a scenario enum.
engine = os.path.join(src, 'engine')
pattern = re.compile(r'desert|raider|barbarian|robin|HW_GAME_SCENARIO|hw_dr_|hw_barb_|hw_robin_',
                     re.I)
named = matching_lines(pattern.search, 'engine')
if os.environ.get('HW_LAYOUT_ENGINE_NAMES', 'check') == 'check':
    check(not named, 'src/engine/ names no rule module' + (f' ({len(named)} lines, first: {named[0]})' if named else ''))

# The simulator never names a module's functions or headers either: the modules report
# their statistics through their game_stats and batch_stats hooks (hw-module-stats.h).
# The prefixes are the modules' own (hw-dr-rules.h: dr), plus the older long ones.
modules_dir = os.path.join(src, 'modules')
prefixes = {'barb', 'robin'}
for root, _dirs, names in os.walk(modules_dir):
    if root != modules_dir:
        for name in names:
            m = re.match(r'hw-([a-z]+)-', name)
            if m:
                prefixes.add(m.group(1))
module_fn = re.compile(r'\bhw[_-](?:' + '|'.join(sorted(prefixes)) + r')[_-]')
sim = os.path.join(src, 'sim')
sim_named = matching_lines(module_fn.search, 'sim')
check(len(prefixes) > 2, 'the rule modules\' prefixes are found (' + ', '.join(sorted(prefixes)) + ')')
check(not sim_named, 'src/sim/ names no rule module function or header'
      + (f' ({len(sim_named)} lines, first: {sim_named[0]})' if sim_named else ''))

# Nor a module's CSV columns: they come from the modules' statistics descriptors
# (HwModuleStatsDesc, hw-module-record.h), declared in their folders. A column is a string
# literal with the module's prefix ("ba_landings", "dr_abroad_%u", ...).
literal = re.compile(r'"(?:[^"\\\n]|\\.)*"')
column = re.compile(r'(?<![A-Za-z0-9_])(?:' + '|'.join(sorted(prefixes)) + r')_[a-z]')
sim_columns = matching_lines(lambda line: any(column.search(lit) for lit in literal.findall(line)), 'sim')
check(not sim_columns, 'src/sim/ names no rule module CSV column'
      + (f' ({len(sim_columns)} lines, first: {sim_columns[0]})' if sim_columns else ''))

# The general bots ask the scenario's modules through their advice (hw-bot-advice.h) and
# never name a module, its functions or its headers either.
bots = os.path.join(src, 'bots')
bots_pattern = re.compile(r'desert|raider|barbarian|robin|hw_dr_|hw_ba_|hw_rh_|hw_bot_raiders|'
                          r'hw_bot_barbarian|hw-dr-|hw-ba-|hw-rh-', re.I)
named = matching_lines(bots_pattern.search, 'bots')
check(not named, 'src/bots/ names no rule module' + (f' ({len(named)} lines, first: {named[0]})' if named else ''))

# The validator runs the modules' own checks through their validate hooks
# (hw-module-check.h), and generate's fairness measure takes a module's fitted weights
# (HwRuleModule.fairness) and its bot advice: neither names a module (a folder of
# src/modules/), its functions or its headers.
module_ids = sorted(d for d in os.listdir(modules_dir)
                    if os.path.isdir(os.path.join(modules_dir, d))) if os.path.isdir(modules_dir) else []
ids_pattern = re.compile(r'\buses_(?:' + '|'.join(sorted(prefixes)) + r')\b|hw_bot_raiders|hw_bot_barbarian'
                         + ''.join('|' + re.escape(m) for m in module_ids))
for folder in ('validate', 'generate'):
    named = matching_lines(lambda line: module_fn.search(line) or ids_pattern.search(line), folder)
    check(not named, f'src/{folder}/ names no rule module'
          + (f' ({len(named)} lines, first: {named[0]})' if named else ''))

# The validator checks where a module's pawns stand in the module's own validate_pawns hook:
# its per-hex loop names no module pawn and cites no module clause.
module_pawn = re.compile(r'HW_PAWN_(?:RAIDER|BARBARIAN)\b|\((?:DR|BA|RH)-[A-Z0-9-]+\)')
named = matching_lines(module_pawn.search, 'validate')
check(not named, 'src/validate/ checks no module pawn and cites no module clause'
      + (f' ({len(named)} lines, first: {named[0]})' if named else ''))

# The simulator's statistics, simulate's summary, the charts and the Simulate panel's code
# take a module's JSON keys, summary lines, chart names and heatmaps from its statistics
# descriptor (HwModuleStatsDesc, hw-module-record.h): they name no module word, no module id
# and no key the modules' statistics files declare (generic keys aside).
words = re.compile(r'raider|barbarian|robin|storm|coast|prisoner|sheriff', re.I)
generic_keys = {'games', 'per-game', 'by-seat', 'seat', 'q', 'r', 'terrain', 'chit', 'production'}
module_keys = set()
for root, _dirs, names in os.walk(modules_dir):
    for name in names:
        if re.match(r'hw-[a-z]+-stats\.c$', name):
            with open(os.path.join(root, name), encoding='utf-8') as fh:
                for lit in literal.findall(fh.read()):
                    key = lit[1:-1]
                    if re.fullmatch(r'[a-z]+(?:-[a-z]+)*', key) and key not in generic_keys:
                        module_keys.add(key)
check(len(module_keys) > 10, f'the modules\' statistics keys are found ({len(module_keys)})')
stats_files = [os.path.join('sim', n) for n in (sorted(os.listdir(sim)) if os.path.isdir(sim) else [])]
stats_files += ['render/hw-chart.c', 'render/hw-chart.h', 'cli/hw-cli-simulate.c', 'cli/hw-cli-summary.c',
                'cli/hw-cli-summary.h', 'gui/hw-simulate-panel.c']
stats_files += ['../ui/HwSimulatePanel.ui']
named = matching_lines(lambda line: (words.search(line) or ids_pattern.search(line) or module_fn.search(line)
                                    or any(lit[1:-1] in module_keys for lit in literal.findall(line))),
                       files=[rel for rel in stats_files if rel.endswith(('.c', '.h', '.ui'))])
check(not named, 'src/sim/, the charts, simulate\'s summary and the Simulate panel (code and .ui) name no module, '
      'its words or its statistics keys' + (f' ({len(named)} lines, first: {named[0]})' if named else ''))

for i, (ok, what) in enumerate(results, 1):
    print(f'{"ok" if ok else "not ok"} {i} - {what}')
print(f'1..{len(results)}')
sys.exit(0 if all(ok for ok, _ in results) else 1)
