#!/usr/bin/env bash
# Runs the top-level tests of one Go package that match a pattern side by side, each in a process of
# its own, from one test binary built once (docs/adr/0086-the-go-lane-waits-less.md).
#
#   tools/go-test-apart.sh [-tags T] [-timeout D] PACKAGE PATTERN
#
# For tests that mostly wait (outages, restarts) and each start a suite of their own: side by side
# they take the longest one's time instead of the sum. A process apiece, not t.Parallel: a test may
# set the environment its suite's functions inherit (t.Setenv) or signal the processes that descend
# from its own, which a test running beside it in the same process would share. Each test's output
# is printed whole when it ends, under a line with its wall time; the script fails if any failed.
set -uo pipefail

tags= timeout=10m
while [ $# -gt 2 ]; do
	case $1 in
	-tags) tags=$2 && shift 2 ;;
	-timeout) timeout=$2 && shift 2 ;;
	*) echo "go-test-apart: unknown flag $1" >&2 && exit 2 ;;
	esac
done
[ $# = 2 ] || { echo "usage: go-test-apart.sh [-tags T] [-timeout D] PACKAGE PATTERN" >&2 && exit 2; }
pkg=$1 pattern=$2
go=${GO:-go}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dir=$($go list -f '{{.Dir}}' "$pkg") || exit 1
$go test -c -tags "$tags" -o "$work/pkg.test" "$pkg" || exit 1

# go test runs a test binary in its package's directory; so do these.
mapfile -t tests < <(cd "$dir" && "$work/pkg.test" -test.list "$pattern")
if [ ${#tests[@]} = 0 ]; then
	echo "go-test-apart: no test of $pkg matches $pattern" >&2
	exit 1
fi

start=$(date +%s)
pids=()
for t in "${tests[@]}"; do
	(
		began=$(date +%s)
		cd "$dir" && "$work/pkg.test" -test.run "^$t\$" -test.count 1 -test.timeout "$timeout" >"$work/$t.log" 2>&1
		rc=$?
		echo "$rc $(($(date +%s) - began))" >"$work/$t.rc"
		exit "$rc"
	) &
	pids+=($!)
done

failed=0
for i in "${!tests[@]}"; do
	wait "${pids[$i]}" || failed=1
done
for t in "${tests[@]}"; do
	read -r rc took <"$work/$t.rc"
	if [ "$rc" = 0 ]; then
		echo "--- ok   $t (${took} s)"
	else
		cat "$work/$t.log"
		echo "--- FAIL $t (${took} s)"
	fi
done
if [ "$failed" != 0 ]; then
	echo "FAIL	$pkg	$(($(date +%s) - start)) s (${#tests[@]} tests side by side)"
	exit 1
fi
echo "ok  	$pkg	$(($(date +%s) - start)) s (${#tests[@]} tests side by side)"
