package rtdb_test

import (
	"testing"

	"oppnp/emulators/rtdb"
)

// Pushes encoded once per commit and shared still carry each listener's
// own path, tag and data.
func TestServer_SharedPushEncoding(t *testing.T) {
	_, hs := newServer(t, rtdb.Options{})
	type sub struct {
		path  string
		q     map[string]any
		tag   any
		wantP string
		wantD string
	}
	subs := []sub{
		{"/fan", nil, nil, "fan/seq", `7`},
		{"/fan", nil, nil, "fan/seq", `7`},
		{"/fan", map[string]any{"i": ".value", "sp": 0}, 1, "fan", `{"seq":7}`},
		{"/fan", map[string]any{"i": ".value", "sp": 0}, 1, "fan", `{"seq":7}`},
		{"/fan", map[string]any{"l": 1, "vf": "l"}, 2, "fan", `{"seq":7}`},
		{"/fan/seq", nil, nil, "fan/seq", `7`},
	}
	var cls []*client
	for _, s := range subs {
		cl := dial(t, hs.URL, "ns=share")
		body := map[string]any{"p": s.path, "h": ""}
		if s.q != nil {
			body["q"], body["t"] = s.q, s.tag
		}
		r := cl.send("q", body)
		cl.expectPush("d")
		cl.expectOK(r)
		cls = append(cls, cl)
	}
	w := dial(t, hs.URL, "ns=share")
	w.expectOK(w.send("p", map[string]any{"p": "/fan/seq", "d": 7}))
	for i, cl := range cls {
		b := cl.expectPush("d")
		if b["p"] != subs[i].wantP || jsonOf(b["d"]) != subs[i].wantD || b["t"] != floatOrNil(subs[i].tag) {
			t.Errorf("subscriber %d got %s, want p=%s d=%s t=%v", i, jsonOf(b), subs[i].wantP, subs[i].wantD, subs[i].tag)
		}
	}
}

func floatOrNil(v any) any {
	if n, ok := v.(int); ok {
		return float64(n)
	}
	return nil
}
