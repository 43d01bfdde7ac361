//go:build !linux

package functionshost

import "os/exec"

// orphanGuard is a no-op where the kernel offers no parent-death signal.
func orphanGuard(*exec.Cmd) {}
