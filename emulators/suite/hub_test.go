package suite_test

import (
	"encoding/json"
	"net"
	"net/http"
	"sort"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/hub"
)

// configEmulators is every emulator firebase.json configures (the entries
// with a port), plus the gateway simulator, which has no key there.
func configEmulators(t *testing.T) []string {
	t.Helper()
	b := emutest.ReadRepoFile(t, "firebase.json")
	var cfg struct {
		Emulators map[string]json.RawMessage `json:"emulators"`
	}
	if err := json.Unmarshal(b, &cfg); err != nil {
		t.Fatal(err)
	}
	names := []string{"gateway"}
	for name, raw := range cfg.Emulators {
		var e struct {
			Port *int `json:"port"`
		}
		if json.Unmarshal(raw, &e) == nil && e.Port != nil {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// The hub lists every emulator firebase.json configures, in the CLI's
// shape, at the addresses they listen on; losing one fails here.
func TestHub_ListsEveryEmulator(t *testing.T) {
	emutest.SkipShort(t, "integration test")
	want := configEmulators(t)
	if len(want) < 7 {
		t.Fatalf("firebase.json emulators = %v; expected database, auth, functions, hosting, ui, hub and the gateway", want)
	}
	var services []string
	for _, n := range want {
		if n != hub.Name {
			services = append(services, n)
		}
	}
	s := emutest.Start(t, emutest.Options{Services: services, Config: func(cfg map[string]any) {
		// No manifest: the functions emulator still listens, without building the app.
		cfg["functions"] = map[string]any{"source": t.TempDir()}
	}})
	res, err := http.Get(s.URL(hub.Name) + hub.PathEmulators)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /emulators = %s", res.Status)
	}
	var got hub.Emulators
	if err := json.NewDecoder(res.Body).Decode(&got); err != nil {
		t.Fatal(err)
	}
	for _, name := range want {
		info, ok := got[name]
		switch {
		case !ok:
			t.Errorf("the hub does not list %s", name)
		case info.Name != name || info.Host == "" || info.Port == 0:
			t.Errorf("%s = %+v", name, info)
		case len(info.Listen) == 0 || info.Listen[0].Port != info.Port || info.Listen[0].Family == "":
			t.Errorf("%s listen = %+v", name, info.Listen)
		case info.Addr() != s.Addrs[name]:
			t.Errorf("%s at %s, but emutest has %s", name, info.Addr(), s.Addrs[name])
		}
	}
	if len(got) != len(want) {
		t.Errorf("the hub lists %d emulators, firebase.json %d: %v", len(got), len(want), got)
	}
	// A 200 means ready: every listed address accepts connections now.
	for name, info := range got {
		c, err := net.Dial("tcp", info.Addr())
		if err != nil {
			t.Errorf("%s listed but not listening: %v", name, err)
			continue
		}
		c.Close()
	}
}
