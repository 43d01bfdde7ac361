package functionshost

import (
	"os/exec"
	"syscall"
)

// orphanGuard makes the kernel stop a child if the suite dies without
// shutting down (kill -9), so no function process keeps its port.
func orphanGuard(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
}
