#!/bin/sh
# test-slurm.sh: the README's Slurm job array on a real one-node cluster on loopback.
#
# Starts munged, slurmctld and slurmd (Debian's munge and slurm-wlm, installed by make deps)
# with a generated slurm.conf in a temporary directory, submits the job script of README.md
# ("A Slurm job array") unchanged but for the counts (--array=1-4, --games 1000), merges the
# shards with the README's dependency job (waited for with sbatch --wait), and compares the
# merged JSON byte for byte with the same batch played in one process. Every daemon it
# started is stopped on the way out, failed or not. Needs root (the daemons run as root
# here); skipped otherwise. Exit status: 0 pass, 77 skipped, 1 failed.
#
# Environment: HEXWRIGHT_SOURCE_DIR, HEXWRIGHT_BUILD_DIR (set by meson).
set -u

SRC=${HEXWRIGHT_SOURCE_DIR:?}
BUILD=${HEXWRIGHT_BUILD_DIR:?}
# Bounds: the whole test stays within a few minutes even when something hangs.
START_WAIT=60
JOB_WAIT=180

skip () { echo "1..0 # SKIP $*"; exit 77; }
fail () { echo "not ok 1 - $*"; for f in "$T"/*.log "$T"/run/logs/*; do [ -f "$f" ] && { echo "# --- $f"; sed 's/^/# /' "$f" | tail -n 30; }; done; exit 1; }

[ "$(id -u)" -eq 0 ] || skip "the Slurm test starts munged, slurmctld and slurmd and needs root (make check as root runs it)"
for p in munged slurmctld slurmd sbatch squeue scontrol; do
  command -v "$p" >/dev/null 2>&1 || [ -x "/usr/sbin/$p" ] || skip "$p is missing: make deps installs slurm-wlm and munge"
done
PATH=/usr/sbin:$PATH

T=$(mktemp -d /tmp/hw-slurm-XXXXXX)
# The daemons this test started, by pid file; stopped by their ids only.
cleanup () {
  for d in slurmd slurmctld munged; do
    if [ -f "$T/$d.pid" ]; then
      pid=$(cat "$T/$d.pid")
      kill "$pid" 2>/dev/null
      for i in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -9 "$pid" 2>/dev/null
    fi
  done
  rm -rf "$T"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

free_port () {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# munge: a key of our own and a socket in the temporary directory.
mkdir -p "$T/munge" "$T/state" "$T/spool" "$T/run/logs" "$T/run/results"
chmod 700 "$T/munge"
dd if=/dev/urandom of="$T/munge/munge.key" bs=1024 count=1 2>/dev/null
chmod 400 "$T/munge/munge.key"
munged --force --key-file="$T/munge/munge.key" --socket="$T/munge/munge.socket" \
  --pid-file="$T/munged.pid" --log-file="$T/munged.log" --seed-file="$T/munge/munge.seed" \
  || fail "munged did not start"

CTLD_PORT=$(free_port)
SLURMD_PORT=$(free_port)
cat > "$T/slurm.conf" <<CONF
ClusterName=hexwright-test
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$T/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$T/state
SlurmdSpoolDir=$T/spool
SlurmctldPidFile=$T/slurmctld.pid
SlurmdPidFile=$T/slurmd.pid
SlurmctldLogFile=$T/slurmctld.log
SlurmdLogFile=$T/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
# The job script asks 8 CPUs per task; the node claims 32 whatever the machine has.
SlurmdParameters=config_overrides
NodeName=hwnode NodeAddr=127.0.0.1 NodeHostname=hwnode CPUs=32 RealMemory=1000 State=UNKNOWN
PartitionName=test Nodes=hwnode Default=YES MaxTime=10 State=UP
CONF
export SLURM_CONF="$T/slurm.conf"

slurmctld -c -f "$T/slurm.conf" || fail "slurmctld did not start"
slurmd -N hwnode -f "$T/slurm.conf" || fail "slurmd did not start"
i=0
until sinfo -h -N -o '%T' 2>/dev/null | grep -qx idle; do
  i=$((i + 1)); [ $i -le $((START_WAIT * 2)) ] || fail "the node did not come up within ${START_WAIT}s"
  sleep 0.5
done

# The README's job script, the counts changed: 4 shards of a batch of 1,000 games.
sed -n '/^### A Slurm job array/,/^Submit it/p' "$SRC/README.md" | sed -n 's/^    //p' \
  | sed -e 's/--array=1-64/--array=1-4/' -e 's/--games 1000000/--games 1000/' > "$T/run/sim.sh"
grep -q -- '--array=1-4' "$T/run/sim.sh" && grep -q -- '--games 1000 ' "$T/run/sim.sh" \
  || fail "the README's job script was not found or its counts did not change"
merge_cmd=$(sed -n "s/^ *--wrap '\(hexwright-cli merge .*\)'\$/\1/p" "$SRC/README.md")
[ -n "$merge_cmd" ] || fail "the README's merge job was not found"
cp "$SRC/scenarios/base.xml" "$T/run/my-map.xml"

export PATH="$BUILD/src/cli:$PATH" ASAN_OPTIONS=detect_leaks=0
cd "$T/run" || fail "no run directory"
# As the README submits it: the array, then the merge once every task has succeeded.
jobid=$(sbatch --parsable sim.sh) || fail "sbatch refused the job script"
timeout $JOB_WAIT sbatch --wait --dependency=afterok:"$jobid" --output=logs/merge-%j.log \
  --wrap "$merge_cmd" >/dev/null || fail "the merge job did not succeed (job array $jobid)"

# The same batch in one process.
hexwright-cli simulate my-map.xml --games 1000 --seed 42 --bots greedy,random --rotate-seats \
  --threads 2 --json > single.json || fail "the single run failed"
[ "$(ls results/shard-*.json | wc -l)" -eq 4 ] || fail "not 4 shard results"
cmp results/all.json single.json || fail "the merged shards differ from the single run"
echo "1..1"
echo "ok 1 - README Slurm job array: 4 shards of 1000 games (job $jobid) merged byte for byte into the single run"
