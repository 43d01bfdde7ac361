package main

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// stopWithParent asks the kernel for SIGTERM when the parent exits, if the
// parent is `go run` (`make run`): go run does not pass SIGTERM on, so
// stopping it (or make) would leave the suite running, orphaned, on the
// fixed ports. Started any other way the suite outlives its parent, as a
// server does.
func stopWithParent() {
	ppid := os.Getppid()
	comm, err := os.ReadFile("/proc/" + strconv.Itoa(ppid) + "/comm")
	if err != nil || strings.TrimSpace(string(comm)) != "go" {
		return
	}
	_, _, _ = syscall.RawSyscall(syscall.SYS_PRCTL, syscall.PR_SET_PDEATHSIG, uintptr(syscall.SIGTERM), 0)
	if os.Getppid() != ppid { // the parent died before the request took hold
		_ = syscall.Kill(os.Getpid(), syscall.SIGTERM)
	}
}
