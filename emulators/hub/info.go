package hub

import (
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
)

const (
	// PathEmulators lists the running emulators.
	PathEmulators = "/emulators"
	// EnvVar is where clients find the hub, as host:port.
	EnvVar = "FIREBASE_EMULATOR_HUB"
	// DefaultPort is the hub's port when firebase.json names none.
	DefaultPort = 4400
	// Name is the hub's own entry in its answer; the CLI lists itself too.
	Name = "hub"
)

// ListenSpec is one address an emulator accepts connections on.
type ListenSpec struct {
	Address string `json:"address"`
	Family  string `json:"family"` // "IPv4" or "IPv6"
	Port    int    `json:"port"`
}

// Info is one emulator in the answer to GET /emulators. Host is the
// primary host clients should dial, Listen every bound address.
type Info struct {
	Name   string       `json:"name"`
	Host   string       `json:"host"`
	Port   int          `json:"port"`
	Listen []ListenSpec `json:"listen"`
}

// Addr is host:port, bracketed for IPv6.
func (i Info) Addr() string { return net.JoinHostPort(i.Host, strconv.Itoa(i.Port)) }

// Emulators is the answer to GET /emulators, keyed by emulator name.
type Emulators map[string]Info

// InfoFor describes an emulator bound to addr. host is the configured
// host (what clients should dial); when empty, the bound IP is used.
func InfoFor(name, host string, addr net.Addr) (Info, error) {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok {
		return Info{}, fmt.Errorf("hub: %s listens on %v, not TCP", name, addr)
	}
	family := "IPv4"
	if tcp.IP.To4() == nil {
		family = "IPv6"
	}
	if host == "" {
		host = tcp.IP.String()
	}
	return Info{Name: name, Host: host, Port: tcp.Port,
		Listen: []ListenSpec{{Address: tcp.IP.String(), Family: family, Port: tcp.Port}}}, nil
}

// Locator is what the suite writes to its --hub-file, the same fields the
// CLI's locator file holds: a harness that starts the suite on port 0
// learns the hub from it.
type Locator struct {
	Version string `json:"version"`
	Host    string `json:"host"`
	Port    int    `json:"port"`
}

// Addr is the hub's host:port.
func (l Locator) Addr() string { return net.JoinHostPort(l.Host, strconv.Itoa(l.Port)) }

// WriteLocator writes l to path atomically, so a reader polling the file
// never sees half of it.
func WriteLocator(path string, l Locator) error {
	b, err := json.Marshal(l)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".hub-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// ReadLocator reads a locator file.
func ReadLocator(path string) (Locator, error) {
	var l Locator
	b, err := os.ReadFile(path)
	if err != nil {
		return l, err
	}
	if err := json.Unmarshal(b, &l); err != nil {
		return l, fmt.Errorf("%w: %s: %w", ErrBadLocator, path, err)
	}
	if l.Host == "" || l.Port == 0 {
		return l, fmt.Errorf("%w: %s names no host and port", ErrBadLocator, path)
	}
	return l, nil
}
