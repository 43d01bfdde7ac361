package monitor_test

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"oppnp/functions/internal/folio"
	"oppnp/functions/internal/monitor"
)

func TestParseKey(t *testing.T) {
	tests := []struct {
		key, id string
		ok      bool
	}{
		{"ana.s3creto-largo", "ana", true},
		{"  ana.s3creto.con.puntos ", "ana", true},
		{"op-2.x", "op-2", true},
		{"s3creto-sin-operador", "s3creto-sin-operador", false},
		{"ana.", "ana", false},
		{".s3creto", "", false},
		{"Ana.s3creto", "Ana", false},
		{"a/b.s3creto", "a/b", false},
		{"_unknown.s3creto", "_unknown", false},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			if id, ok := monitor.ParseKey(tt.key); id != tt.id || ok != tt.ok {
				t.Errorf("ParseKey = %q %v, want %q %v", id, ok, tt.id, tt.ok)
			}
		})
	}
}

func TestOperatorID(t *testing.T) {
	for uid, want := range map[string]bool{"operator:ana": true, "operator": false, "operator:": false, "bp:100": false, "operator:A/B": false} {
		if _, ok := monitor.OperatorID(uid); ok != want {
			t.Errorf("OperatorID(%q) = %v", uid, ok)
		}
	}
	if got := (monitor.Operator{ID: "ana"}).UID(); got != "operator:ana" {
		t.Errorf("UID = %q", got)
	}
}

// The allow-list: repairs pass; a customer step, a provider's verdict or
// four-eyes never does, even when the folio contract has the transition
// for the functions or the staff.
func TestCheckRepair(t *testing.T) {
	tests := []struct {
		name     string
		from, to folio.Status
		ok       bool
	}{
		{"reenvío a COX", "errorSentCOX", "sentCOX", true},
		{"biometric to manual review", "bioprocess", "biometricValidation", true},
		{"live call impossible: the customer records", "videocall", "videoRecording", true},
		{"accept the biometric for the provider", "bioprocess", "fileValidation", false},
		{"reject the biometric for the provider", "bioprocess", "rejectionBiometric", false},
		{"skip the signature into the call", "sentForSignature", "videocall", false},
		{"skip signature and video into COX", "signature", "sentCOX", false},
		{"skip the video into COX", "videocall", "sentCOX", false},
		{"COX's answer", "sentCOX", "complete", false},
		{"four-eyes send for signature", "validation", "sentForSignature", false},
		{"validate the documents", "fileValidation", "validation", false},
		{"customer step", "waitingSignature", "signature", false},
		{"jump the contract has no transition for", "quoter", "complete", false},
		{"unknown status", "validation", "inventado", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := monitor.CheckRepair(tt.from, tt.to)
			if (err == nil) != tt.ok || (err != nil && !errors.Is(err, monitor.ErrBadCorrection)) {
				t.Errorf("CheckRepair(%s → %s) = %v", tt.from, tt.to, err)
			}
		})
	}
	if got := monitor.Targets(folio.StatusErrorSentCOX); !slices.Equal(got, []folio.Status{folio.StatusSentCOX}) {
		t.Errorf("Targets(errorSentCOX) = %v", got)
	}
	if got := monitor.Targets(folio.StatusSentForSignature); len(got) != 0 {
		t.Errorf("Targets(sentForSignature) = %v", got)
	}
}

// Every repair is a transition of the folio contract, so the contract's
// side effects (coxSubmit on entering sentCOX) run for it.
func TestRepairs_AreContractTransitions(t *testing.T) {
	for _, r := range monitor.Repairs {
		if folio.Find(r.From, r.To, folio.ActorStaff) == nil && folio.Find(r.From, r.To, folio.ActorFunctions) == nil {
			t.Errorf("repair %s → %s is no staff or functions transition", r.From, r.To)
		}
		if r.Why == "" {
			t.Errorf("repair %s → %s says not why", r.From, r.To)
		}
	}
}

// The SPA's update view offers the repairs of web/src/features/monitor/targets.ts; it must list the
// same table, or it offers a repair the function refuses or hides one it allows.
func TestRepairs_TheSPAOffersTheSame(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "web", "src", "features", "monitor", "targets.ts"))
	if err != nil {
		t.Fatal(err)
	}
	var spa, want []string
	for _, m := range regexp.MustCompile(`\['(\w+)', '(\w+)'\]`).FindAllStringSubmatch(string(b), -1) {
		spa = append(spa, m[1]+">"+m[2])
	}
	for _, r := range monitor.Repairs {
		want = append(want, string(r.From)+">"+string(r.To))
	}
	if !slices.Equal(spa, want) {
		t.Fatalf("targets.ts REPAIRS = %v, monitor.Repairs = %v", spa, want)
	}
}
