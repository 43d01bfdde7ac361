package functionshost

import (
	"net"
	"strconv"
	"testing"
)

// TestFreePort_OutsideEphemeralRange checks that the probed port is
// bindable and never one the kernel could hand to a ":0" listener.
func TestFreePort_OutsideEphemeralRange(t *testing.T) {
	lo := ephemeralStart()
	for range 20 {
		port, err := freePort()
		if err != nil {
			t.Fatal(err)
		}
		if port < lowestPort || port >= lo {
			t.Fatalf("port %d not in [%d, %d)", port, lowestPort, lo)
		}
		ln, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(port))
		if err != nil {
			t.Fatalf("port %d not free: %v", port, err)
		}
		ln.Close()
	}
}
