package hub_test

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"testing"

	"oppnp/emulators/hub"
)

func TestInfoFor(t *testing.T) {
	tests := []struct {
		name, host string
		addr       net.Addr
		want       hub.Info
		wantErr    bool
	}{
		{"IPv4 with its configured host", "localhost", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 9000},
			hub.Info{Name: "db", Host: "localhost", Port: 9000, Listen: []hub.ListenSpec{{"127.0.0.1", "IPv4", 9000}}}, false},
		{"IPv6 without a host", "", &net.TCPAddr{IP: net.IPv6loopback, Port: 4400},
			hub.Info{Name: "db", Host: "::1", Port: 4400, Listen: []hub.ListenSpec{{"::1", "IPv6", 4400}}}, false},
		{"not TCP", "", &net.UnixAddr{Name: "/tmp/x", Net: "unix"}, hub.Info{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := hub.InfoFor("db", tt.host, tt.addr)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v", err)
			}
			if tt.wantErr {
				return
			}
			if got.Name != tt.want.Name || got.Host != tt.want.Host || got.Port != tt.want.Port ||
				len(got.Listen) != 1 || got.Listen[0] != tt.want.Listen[0] {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
	if a := (hub.Info{Host: "::1", Port: 1}).Addr(); a != "[::1]:1" {
		t.Errorf("IPv6 Addr = %s", a)
	}
}

func TestLocator(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name    string
		body    string // written raw; "" writes the good locator
		wantErr error
	}{
		{"written by WriteLocator", "", nil},
		{"not JSON", "{", hub.ErrBadLocator},
		{"no port", `{"host":"127.0.0.1"}`, hub.ErrBadLocator},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(dir, "hub.json")
			want := hub.Locator{Version: "v", Host: "127.0.0.1", Port: 4400}
			var err error
			if tt.body == "" {
				err = hub.WriteLocator(p, want)
			} else {
				err = os.WriteFile(p, []byte(tt.body), 0o644)
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := hub.ReadLocator(p)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if err == nil && got != want {
				t.Errorf("got %+v, want %+v", got, want)
			}
		})
	}
}
