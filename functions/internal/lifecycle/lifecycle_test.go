package lifecycle_test

import (
	"errors"
	"testing"

	"oppnp/functions/internal/lifecycle"
)

// The statuses SPEC §4 lists, typed here so a drift in lifecycle.json fails.
var specStatuses = []string{
	"created", "capacitySimulator", "quoter", "quoterResult", "contactInformation", "settleCredits",
	"depositIndividuals", "letterLibranza", "medicalQuestion", "clientReference", "lcom", "documents",
	"documentsReprocessing", "waitingSignature", "signature", "videocall", "bioprocess", "sentCOX",
	"complete", "uploadingDocuments", "sentForSignature", "rejectionDocuments", "incidence",
	"rejectionBiometric", "errorSentCOX", "rejectionSignature", "tool", "fileValidation",
	"biometricValidation", "videoRecording", "waitingProcessCustomer", "validation", "generalData",
	"internalCNCAProcess",
}

func load(t *testing.T) *lifecycle.Definition {
	t.Helper()
	d, err := lifecycle.Load()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestLoad_EverySpecStatus(t *testing.T) {
	d := load(t)
	if len(d.Statuses) != len(specStatuses) {
		t.Errorf("lifecycle.json has %d statuses, SPEC §4 lists %d", len(d.Statuses), len(specStatuses))
	}
	for _, s := range specStatuses {
		st := d.Statuses[s]
		if st == nil {
			t.Errorf("status %s missing", s)
			continue
		}
		if st.Label == "" {
			t.Errorf("status %s has no Spanish label", s)
		}
	}
	if got := d.Statuses["capacitySimulator"].Label; got != "Simulador" {
		t.Errorf("capacitySimulator label = %q, SPEC says Simulador", got)
	}
	if d.Groups["capture"] != "En captura" {
		t.Errorf("capture group label = %q", d.Groups["capture"])
	}
}

func TestDefinition_InGroup_CaptureOrder(t *testing.T) {
	want := []string{"created", "capacitySimulator", "quoter", "quoterResult", "letterLibranza",
		"contactInformation", "settleCredits", "depositIndividuals", "lcom", "clientReference",
		"medicalQuestion", "generalData", "documents"}
	got := load(t).InGroup("capture")
	if len(got) != len(want) {
		t.Fatalf("capture = %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("capture[%d] = %s, want %s (all %v)", i, got[i], want[i], got)
		}
	}
}

func TestDefinition_Find(t *testing.T) {
	tests := []struct {
		from, to string
		by       lifecycle.Actor
		wantErr  error
		effect   string
	}{
		{"quoter", "quoterResult", lifecycle.Promoter, nil, ""},
		{"generalData", "quoter", lifecycle.Staff, nil, ""},
		{"documents", "waitingProcessCustomer", lifecycle.Promoter, nil, "customerLink"},
		{"documents", "waitingProcessCustomer", lifecycle.Customer, lifecycle.ErrTransitionRefused, ""},
		{"waitingProcessCustomer", "bioprocess", lifecycle.Customer, nil, "biometricSubmit"},
		{"waitingProcessCustomer", "bioprocess", lifecycle.Promoter, lifecycle.ErrTransitionRefused, ""},
		{"bioprocess", "fileValidation", lifecycle.Functions, nil, ""},
		{"bioprocess", "fileValidation", lifecycle.Staff, lifecycle.ErrTransitionRefused, ""},
		{"fileValidation", "documentsReprocessing", lifecycle.Staff, nil, "customerLink"},
		{"validation", "sentForSignature", lifecycle.Staff, nil, "customerLink"},
		{"waitingSignature", "signature", lifecycle.Customer, nil, ""},
		{"sentCOX", "complete", lifecycle.Functions, nil, ""},
		{"sentCOX", "complete", lifecycle.Staff, lifecycle.ErrTransitionRefused, ""},
		{"errorSentCOX", "sentCOX", lifecycle.Staff, nil, ""},
		{"complete", "quoter", lifecycle.Promoter, lifecycle.ErrTransitionRefused, ""},
		{"quoter", "quoter", lifecycle.Promoter, lifecycle.ErrTransitionRefused, ""},
		{"nope", "quoter", lifecycle.Promoter, lifecycle.ErrUnknownStatus, ""},
	}
	d := load(t)
	for _, tt := range tests {
		t.Run(tt.from+"→"+tt.to+"/"+string(tt.by), func(t *testing.T) {
			tr, err := d.Find(tt.from, tt.to, tt.by)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if err == nil && tr.Effect != tt.effect {
				t.Errorf("effect = %q, want %q", tr.Effect, tt.effect)
			}
		})
	}
}

func TestParse_Invalid(t *testing.T) {
	tests := map[string]string{
		"bad json":      `{`,
		"unknown group": `{"groups":{"a":"A"},"statuses":{"x":{"label":"X","group":"b"}}}`,
		"unknown to":    `{"groups":{"a":"A"},"statuses":{"x":{"label":"X","group":"a"}},"transitions":[{"from":["x"],"to":["y"],"by":["staff"]}]}`,
		"unknown @":     `{"groups":{"a":"A"},"statuses":{"x":{"label":"X","group":"a"}},"initial":["@zz"]}`,
	}
	for name, src := range tests {
		t.Run(name, func(t *testing.T) {
			if _, err := lifecycle.Parse([]byte(src)); !errors.Is(err, lifecycle.ErrInvalidDefinition) {
				t.Fatalf("err = %v, want ErrInvalidDefinition", err)
			}
		})
	}
}

func TestDefinition_Targets(t *testing.T) {
	got := load(t).Targets("fileValidation", lifecycle.Staff)
	want := []string{"documentsReprocessing", "rejectionDocuments", "validation"}
	if len(got) != len(want) {
		t.Fatalf("targets = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("targets = %v, want %v", got, want)
		}
	}
}
