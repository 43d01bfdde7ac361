#!/usr/bin/env bash
# `make test`'s scheduler (docs/adr/0079-tiers-side-by-side.md): runs the test tiers in lanes side by
# side, stage after stage.
#
#   tools/tiers.sh --make "make -j3" "deps prebuilt" -- --make "make -o prebuilt" "test-lint test-web" "test-e2e"
#
# A stage is a list of lanes, each a space-separated list of make targets run one after another with
# the stage's --make; the lanes of a stage run at the same time and `--` starts the next stage once
# they have all passed. Each tier's output goes to $TIERS_LOG/<tier>.log and is printed whole when
# the tier ends, under a line with its wall and CPU time, so two lanes never interleave. The first
# tier that fails stops every other lane and fails the run, its output the last one printed.
set -uo pipefail

logs=${TIERS_LOG:-.tiers}
mkdir -p "$logs"
rm -f "$logs"/*.log "$logs"/*.time "$logs"/failed "$logs"/summary

# The CPU seconds of `times` lines ("1m2.500s 0m3.100s"), summed.
seconds() {
	tr -s ' \n' '\n\n' | awk -F'[ms]' 'NF { s += $1 * 60 + $2 } END { printf "%.0f", s }'
}

# One lane: its tiers in order; the first failure writes its name to $logs/failed and ends the lane.
lane() {
	local t start rc
	for t in "$@"; do
		start=$(date +%s)
		# `times` in a subshell of its own: its second line is the user and system CPU of the tier's
		# process tree (the processes it waited for; a daemon that left the tree is not counted). The
		# first, the subshell's own, is next to nothing.
		(
			"${tier_make[@]}" --no-print-directory "$t" >"$logs/$t.log" 2>&1
			rc=$?
			times >"$logs/$t.time"
			exit "$rc"
		)
		rc=$?
		report "$t" "$start" "$rc"
		if [ "$rc" != 0 ]; then
			echo "$t" >>"$logs/failed"
			return "$rc"
		fi
	done
}

# Prints a finished tier's output and its times as one block (flock: the lanes print one at a time).
report() {
	local t=$1 start=$2 rc=$3 cpu
	cpu=$(seconds <"$logs/$t.time")
	(
		flock 9
		cat "$logs/$t.log"
		echo "== $t: $(($(date +%s) - start)) s wall, ${cpu:-?} s CPU$([ "$rc" = 0 ] || echo ', FAILED')" |
			tee -a "$logs/summary"
	) 9>"$logs/.print"
}

# Stops the lanes whose leaders are given: SIGINT first, on which Playwright runs its teardown (it
# stops the suites it started in process groups of their own), SIGTERM a minute later to what is left.
stop() {
	local p
	for p in "$@"; do kill -INT -- "-$p" 2>/dev/null; done
	(
		sleep 60
		for p in "$@"; do kill -TERM -- "-$p" 2>/dev/null; done
	) &
}

# Runs the lanes of one stage side by side; on the first failure stops the others and returns it.
stage() {
	local l p status rc=0 pids=() still
	for l in "$@"; do
		# A process group per lane (set -m), so a failure elsewhere stops the lane's make and every
		# process it started.
		set -m
		# shellcheck disable=SC2086 # a lane is a word list
		lane $l &
		pids+=($!)
		set +m
	done
	while [ ${#pids[@]} -gt 0 ]; do
		wait -n "${pids[@]}"
		status=$?
		still=()
		for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && still+=("$p"); done
		pids=("${still[@]}")
		if [ "$status" != 0 ] && [ "$rc" = 0 ]; then
			rc=$status
			stop "${pids[@]}"
		fi
	done
	return "$rc"
}

total=$(date +%s)
tier_make=(make)
lanes=()
rc=0
for arg in "$@" --; do
	case $arg in
	--make) next_is_make=1 ;;
	--)
		if [ ${#lanes[@]} -gt 0 ]; then
			stage "${lanes[@]}" || { rc=$? && break; }
		fi
		lanes=()
		;;
	*)
		if [ -n "${next_is_make:-}" ]; then
			read -r -a tier_make <<<"$arg"
			next_is_make=
		else
			lanes+=("$arg")
		fi
		;;
	esac
done

if [ "$rc" != 0 ]; then
	failed=$(head -n1 "$logs/failed" 2>/dev/null)
	echo "== make test: FAILED in ${failed:-a tier} after $(($(date +%s) - total)) s (its output: $logs/$failed.log)"
	exit "$rc"
fi
# The tiers again, in the order they ended, and the CPU they took together: on two cores, half of
# it is the least wall time any schedule could reach.
cat "$logs/summary"
echo "== make test: $(($(date +%s) - total)) s wall, $(cat "$logs"/*.time | seconds) s CPU in the tiers"
