package hubclient_test

import (
	"context"
	"errors"
	"net"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"oppnp/emulators/hub"
	"oppnp/emulators/hub/hubclient"
	"oppnp/emulators/hub/hubserver"
)

func TestWaitFile(t *testing.T) {
	tests := []struct {
		name    string
		ready   bool // the hub turns ready
		locator bool // the locator file is written
		wantErr error
	}{
		{"ready hub", true, true, nil},
		{"hub never ready", false, true, hubclient.ErrNotReady},
		{"no locator file", true, false, hubclient.ErrNotReady},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			self, _ := hub.InfoFor(hub.Name, "127.0.0.1", ln.Addr())
			s := hubserver.New(self, "test")
			srv := httptest.NewUnstartedServer(s)
			srv.Listener.Close()
			srv.Listener = ln
			srv.Start()
			defer srv.Close()
			s.Add(hub.Info{Name: "database", Host: "127.0.0.1", Port: 9000})
			path := filepath.Join(t.TempDir(), "hub.json")
			if tt.locator {
				if err := hub.WriteLocator(path, hub.Locator{Version: "test", Host: self.Host, Port: self.Port}); err != nil {
					t.Fatal(err)
				}
			}
			if tt.ready {
				time.AfterFunc(100*time.Millisecond, s.Ready) // a 503 first, then 200
			}
			ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
			defer cancel()
			l, list, err := hubclient.WaitFile(ctx, path)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if err != nil {
				return
			}
			if l.Addr() != ln.Addr().String() || list["database"].Addr() != "127.0.0.1:9000" || list[hub.Name].Port != self.Port {
				t.Errorf("locator %v, answer %v", l, list)
			}
		})
	}
}
