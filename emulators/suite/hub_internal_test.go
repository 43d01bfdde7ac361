package suite

import (
	"context"
	"io"
	"net"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"oppnp/emulators/hub"
)

// startHub binds firebase.json's hub port, falls back from the default only
// when firebase.json names none, writes --hub-file, and the functions find
// the hub in FIREBASE_EMULATOR_HUB.
func TestStartHub(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	takenPort := taken.Addr().(*net.TCPAddr).Port
	defer func(p int) { defaultHubPort = p }(defaultHubPort)
	defaultHubPort = takenPort

	tests := []struct {
		name     string
		cfg      *hostPort
		wantErr  bool
		wantPort func(int) bool
	}{
		{"port 0 is any free port", &hostPort{Host: "127.0.0.1"}, false, func(p int) bool { return p != 0 && p != takenPort }},
		{"no entry and the default taken: any free port", nil, false, func(p int) bool { return p != 0 && p != takenPort }},
		{"a configured port that is taken fails", &hostPort{Host: "127.0.0.1", Port: takenPort}, true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := testEnv(options{hubFile: filepath.Join(t.TempDir(), "hub.json")})
			env.cfg.Emulators.Hub = tt.cfg
			h, err := startHub(env, io.Discard)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want error %v", err, tt.wantErr)
			}
			if err != nil {
				return
			}
			defer h.service().close(context.Background())
			l, err := hub.ReadLocator(env.opts.hubFile)
			if err != nil {
				t.Fatal(err)
			}
			if !tt.wantPort(l.Port) || l.Addr() != h.addr {
				t.Errorf("hub at %s, locator %+v", h.addr, l)
			}
			want := hub.EnvVar + "=127.0.0.1:" + strconv.Itoa(l.Port)
			if got := env.functionsEnv("demo-default-rtdb"); !slices.Contains(got, want) {
				t.Errorf("functions env %v lacks %s", got, want)
			}
		})
	}
}
