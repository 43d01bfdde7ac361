package functionshost_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"oppnp/emulators/emutest"
	"oppnp/emulators/functionshost"
)

func TestLoadManifest(t *testing.T) {
	tests := []struct {
		name, json, wantErr string
	}{
		{"fixture", fixtureManifest, ""},
		{"not json", `{`, "invalid manifest"},
		{"spec version", `{"specVersion":"v1","main":"./x","endpoints":{}}`, "specVersion"},
		{"no main", `{"specVersion":"v1alpha1","endpoints":{}}`, "main"},
		{"no entry point", `{"specVersion":"v1alpha1","main":"./x","endpoints":{"a":{"httpsTrigger":{}}}}`, "entryPoint"},
		{"two triggers", `{"specVersion":"v1alpha1","main":"./x","endpoints":{"a":{"entryPoint":"a","httpsTrigger":{},"eventTrigger":{"eventType":"google.firebase.database.ref.v1.written","eventFilterPathPatterns":{"ref":"a"}}}}}`, "exactly one"},
		{"no trigger", `{"specVersion":"v1alpha1","main":"./x","endpoints":{"a":{"entryPoint":"a"}}}`, "exactly one"},
		{"other event", `{"specVersion":"v1alpha1","main":"./x","endpoints":{"a":{"entryPoint":"a","eventTrigger":{"eventType":"google.cloud.pubsub.topic.v1.messagePublished"}}}}`, "not emulated"},
		{"no ref", `{"specVersion":"v1alpha1","main":"./x","endpoints":{"a":{"entryPoint":"a","eventTrigger":{"eventType":"google.firebase.database.ref.v1.written"}}}}`, "ref"},
		{"deep wildcard", `{"specVersion":"v1alpha1","main":"./x","endpoints":{"a":{"entryPoint":"a","eventTrigger":{"eventType":"google.firebase.database.ref.v1.written","eventFilterPathPatterns":{"ref":"a/{b=**}"}}}}}`, "multi-segment"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "functions.json")
			emutest.WriteFile(t, p, []byte(tt.json))
			m, err := functionshost.LoadManifest(p)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				if eps := m.Sorted(); len(eps) != 3 || eps[0].ID != "echo" || eps[0].Region[0] != "us-central1" {
					t.Errorf("endpoints = %+v", eps)
				}
				return
			}
			if !errors.Is(err, functionshost.ErrManifest) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("err = %v, want ErrManifest mentioning %q", err, tt.wantErr)
			}
		})
	}
}
