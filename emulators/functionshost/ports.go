package functionshost

import (
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"strconv"
	"strings"
)

// A child is told its port and binds it itself (functions-framework-go reads
// PORT), so between our probe and its bind the port is free for anyone. A
// port the kernel hands out for ":0" lies in the ephemeral range, where every
// other test server and every outgoing connection on the machine also draw
// theirs: one of them taking it made waitListening see a stranger as the
// child. Probing below the ephemeral range leaves only other hosts' probes
// to collide with, one chance in thousands.
const (
	lowestPort = 10000
	fallbackLo = 32768 // Linux's default ephemeral start
)

// freePort returns a loopback port outside the kernel's ephemeral range
// that nothing listens on right now.
func freePort() (int, error) {
	hi := ephemeralStart() - 1
	if hi-lowestPort < 1000 {
		return kernelPort()
	}
	for range 50 {
		port := lowestPort + rand.IntN(hi-lowestPort+1)
		ln, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(port))
		if err != nil {
			continue
		}
		ln.Close()
		return port, nil
	}
	return kernelPort()
}

// kernelPort asks the kernel for any unused loopback port.
func kernelPort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("free port: %w", err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// ephemeralStart reads the first port of the ephemeral range (Linux), or
// assumes the default elsewhere.
func ephemeralStart() int {
	b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err != nil {
		return fallbackLo
	}
	first, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\t")
	n, err := strconv.Atoi(strings.TrimSpace(first))
	if err != nil {
		return fallbackLo
	}
	return n
}
