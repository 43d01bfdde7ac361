package remoteconfig_test

import (
	"encoding/json"
	"errors"
	"testing"

	"oppnp/emulators/remoteconfig"
)

// FuzzSetDefault: whatever the template, SetDefault either refuses it or
// returns valid JSON whose entry for the key is the new value.
func FuzzSetDefault(f *testing.F) {
	f.Add(sample, "welcome", "nuevo")
	f.Add(sample, "cnca_access", `{"enabled":true}`)
	f.Add(`{"parameters":{"a":{"defaultValue":{"useInAppDefault":true}}}}`, "a", "x")
	f.Add(`{"parameters":{"a":{"defaultValue":{"value":"1"}}},"parameterGroups":{"g":{"parameters":{"a":{}}}}}`, "a", "2")
	f.Add(`[1,2,{"parameters":{}}]`, "a", "x")
	f.Add(`{"parameters":{"a":{"defaultValue":{"value":"1"}},"a":{"defaultValue":{"value":"2"}}}}`, "a", "3")
	f.Add(`{"parameters":{"a":{"defaultValue":"\u0041"}}} trailing`, "a", "x")
	f.Fuzz(func(t *testing.T, tmpl, key, value string) {
		out, err := remoteconfig.SetDefault([]byte(tmpl), key, value)
		if err != nil {
			if !errors.Is(err, remoteconfig.ErrUnknownParameter) && !errors.Is(err, remoteconfig.ErrInvalidTemplate) {
				t.Fatalf("unexpected error kind: %v", err)
			}
			return
		}
		if !json.Valid(out) {
			if json.Valid([]byte(tmpl)) {
				t.Fatalf("valid template became invalid JSON: %q", out)
			}
			return
		}
		before, err := remoteconfig.ParseTemplate([]byte(tmpl))
		if err != nil || !json.Valid([]byte(tmpl)) {
			return
		}
		defs := 0
		if _, ok := before.Parameters[key]; ok {
			defs++
		}
		for _, g := range before.ParameterGroups {
			if _, ok := g.Parameters[key]; ok {
				defs++
			}
		}
		after, err := remoteconfig.ParseTemplate(out)
		if err != nil {
			t.Fatalf("rewritten template does not parse: %v\n%s", err, out)
		}
		// Every definition was rewritten, so the entry is the new value.
		if got, want := after.Entries()[key], jsonRoundTrip(value); defs > 0 && got != want {
			t.Fatalf("entry %q = %q, want %q\n%s", key, got, want, out)
		}
	})
}

// jsonRoundTrip is s as JSON text carries it (invalid UTF-8 bytes become
// U+FFFD).
func jsonRoundTrip(s string) string {
	b, _ := json.Marshal(s)
	var out string
	_ = json.Unmarshal(b, &out)
	return out
}
