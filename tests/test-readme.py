#!/usr/bin/env python3
"""README.md is for users: short enough to read (at most 700 lines, the history lives in
tests/bench/README.md), its package list the Makefile's, its links pointing at files that
exist, the sections the sources cite present, and every benchmark described in
tests/bench/README.md."""
import os
import re
import sys

root = sys.argv[1]
results = []


def check(ok, what):
    results.append((ok, what))


def read(*path):
    with open(os.path.join(root, *path), encoding='utf-8') as fh:
        return fh.read()


readme = read('README.md')
lines = readme.count('\n')
check(lines <= 700, f'README.md has {lines} lines (at most 700)')

# The packages: the Makefile's lists against the words in backquotes of the README's
# paragraph that starts "The Debian packages it installs".
makefile = read('Makefile').replace('\\\n', ' ')


def make_list(name):
    m = re.search(rf'^{name}\s*=\s*(.*)$', makefile, re.M)
    return m.group(1).split() if m else []


deb = make_list('DEB_PACKAGES')
fuzz = make_list('FUZZ_PACKAGES')
m = re.search(r'^The Debian packages it installs.*?(?=\n\n)', readme, re.M | re.S)
listed = []
if m:
    for quoted in re.findall(r'`([^`]+)`', re.sub(r'\s+', ' ', m.group(0))):
        if re.fullmatch(r'[a-z0-9][a-z0-9.+ -]*', quoted) and quoted not in ('sudo', 'make fuzz'):
            listed += quoted.split()
check(bool(deb) and listed == deb + fuzz,
      'README lists the Makefile\'s DEB_PACKAGES then FUZZ_PACKAGES, in order'
      + ('' if listed == deb + fuzz else
         f' (missing: {sorted(set(deb + fuzz) - set(listed))}, extra: {sorted(set(listed) - set(deb + fuzz))})'))

# Relative links of the READMEs point at files that exist.
docs = ['README.md', 'tests/bench/README.md', 'tests/fuzz/README.md', 'src/modules/README.md',
        'src/sim/kubernetes.md']
for doc in docs:
    if not os.path.exists(os.path.join(root, doc)):
        check(False, f'{doc} exists')
        continue
    text = read(doc)
    bad = []
    for target in re.findall(r'\]\(([^)#\s]+)(?:#[^)]*)?\)', text):
        if re.match(r'[a-z]+:', target):
            continue
        if not os.path.exists(os.path.normpath(os.path.join(root, os.path.dirname(doc), target))):
            bad.append(target)
    check(not bad, f'{doc}: every relative link exists' + (f' (not found: {bad})' if bad else ''))

# Sections that the sources, the tests and the translations cite by name.
headings = set(re.findall(r'^#+ (.*)$', readme, re.M))
for cited in ['Two commands', 'Balance score', 'Fairness figure', 'Balanced or fair?',
              'Simulating at scale', 'A Slurm job array', 'Do the bots play like people?',
              'Pioneers maps', 'Bots', 'Where things are']:
    check(cited in headings, f'README has the section "{cited}"')

# tests/bench/README.md describes every benchmark that tests/bench/meson.build declares.
bench_readme = read('tests', 'bench', 'README.md')
benches = sorted(set(re.findall(r"'(bench-[a-z-]+)'", read('tests', 'bench', 'meson.build'))))
missing = [b for b in benches if f'`{b}`' not in bench_readme]
check(bool(benches) and not missing,
      f'tests/bench/README.md describes the {len(benches)} benchmarks'
      + (f' (missing: {missing})' if missing else ''))

for i, (ok, what) in enumerate(results, 1):
    print(f'{"ok" if ok else "not ok"} {i} - {what}')
print(f'1..{len(results)}')
sys.exit(0 if all(ok for ok, _ in results) else 1)
