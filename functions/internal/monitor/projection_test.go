package monitor_test

import (
	"encoding/json"
	"strings"
	"testing"

	"oppnp/functions/internal/monitor"
)

func sample() map[string]any {
	var m map[string]any
	_ = json.Unmarshal([]byte(`{
	  "id": "f1", "uuid": "6f1c0d1e-secret-link", "status": "fileValidation",
	  "currentPromoterBpId": "1000000001", "lastUpdateAt": 2000, "createdAt": 1000,
	  "lastUpdateBy": "bp:1000000001",
	  "rfc": "PELJ800101AB1", "curp": "PELJ800101HDFRPN09",
	  "client": {"names": "Juan", "firstLastName": "Pérez", "secondLastName": "López",
	             "fullName": "JUAN PÉREZ LÓPEZ", "phone": "5512345678", "email": "juan@correo.mx", "nss": "12345678901"},
	  "deposit": {"clabe": "012180001234567891"},
	  "offer": {"quoter": {"agreement": {"branch": {"branchID": "SUC-0101"}}, "amount": 45000, "term": 48, "product": "Pensionados IMSS"}},
	  "documents": {"ineFront": {"status": "uploaded", "gatewayId": "DOC-1", "uploadedAt": 1500, "fileType": "jpg", "fileName": "juan_perez.jpg"},
	                "bad.key": {"status": "x"}},
	  "cnca": {"code": "E0002"}
	}`), &m)
	return m
}

func TestProject(t *testing.T) {
	e := monitor.Project(typed(t, sample()), 1800)
	want := monitor.Entry{
		Status: "fileValidation", Label: "Validación de documentos", Group: "inProcess", GroupLabel: "En proceso",
		Promoter: "******0001", Branch: "SUC-0101",
		Product: "Pensionados IMSS", Amount: 45000, Term: 48, CNCACode: "E0002",
		Documents: map[string]monitor.Document{"ineFront": {Status: "uploaded", FileType: "JPG", UploadedAt: 1500, HasFile: true}},
		CreatedAt: 1000, LastUpdateAt: 2000, EnteredStatusAt: 1800,
	}
	got, _ := json.Marshal(e)
	exp, _ := json.Marshal(want)
	if string(got) != string(exp) {
		t.Fatalf("Project =\n %s\nwant\n %s", got, exp)
	}
	// Whatever the shape, no personal datum of the folio survives.
	for _, secret := range []string{"PELJ800101", "5512345678", "juan@correo.mx", "12345678901", "012180001234567891",
		"JUAN", "Juan", "Pérez", "1000000001", "6f1c0d1e", "juan_perez", "DOC-1", "bp:",
		// Not even the initials or the CURP's first letters (ADR 0024).
		"PELJ", "J***", "P***", `"name"`, `"curp"`} {
		if strings.Contains(string(got), secret) {
			t.Errorf("projection leaks %q: %s", secret, got)
		}
	}
}

func TestProject_UnknownStatusKeepsItsName(t *testing.T) {
	req := map[string]any{"status": "nope", "client": map[string]any{"names": "Ana María", "firstLastName": "Ruiz"}}
	e := monitor.Project(typed(t, req), 0)
	got, _ := json.Marshal(e)
	if e.Label != "nope" || strings.Contains(string(got), "A***") {
		t.Fatalf("got %s", got)
	}
}

func TestEnteredAt(t *testing.T) {
	tests := []struct {
		name string
		req  map[string]any
		hist map[string]any
		want int64
	}{
		{"latest history entry into the status", map[string]any{"status": "validation", "lastUpdateAt": 9000.0},
			map[string]any{
				"e1": map[string]any{"to": "validation", "at": 3000.0},
				"e2": map[string]any{"to": "incidence", "at": 4000.0},
				"e3": map[string]any{"to": "validation", "at": 5000.0},
			}, 5000},
		{"a write within the status is not an entry into it", map[string]any{"status": "validation", "lastUpdateAt": 9000.0},
			map[string]any{
				"e1": map[string]any{"from": "fileValidation", "to": "validation", "at": 3000.0},
				"e2": map[string]any{"from": "validation", "to": "validation", "at": 8000.0, "paths": []any{"curp"}},
			}, 3000},
		{"no history: lastUpdateAt", map[string]any{"status": "quoter", "lastUpdateAt": 9000.0, "createdAt": 1.0}, nil, 9000},
		{"only createdAt", map[string]any{"status": "quoter", "createdAt": 7.0}, nil, 7},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := monitor.EnteredAt(typed(t, tt.req), monitor.Trail(tt.hist)); got != tt.want {
				t.Errorf("EnteredAt = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestBoard(t *testing.T) {
	b := monitor.Board(map[string]monitor.Entry{
		"a": {Status: "quoter", Label: "Cotizador", Group: "capture", EnteredStatusAt: 100},
		"b": {Status: "quoter", Label: "Cotizador", Group: "capture", EnteredStatusAt: 300},
		"c": {Status: "complete", Label: "Finalizada", EnteredStatusAt: 50},
		"d": {Status: "", EnteredStatusAt: 1},
	})
	if len(b) != 2 {
		t.Fatalf("statuses %v", b)
	}
	q := b["quoter"]
	if q.Count != 2 || q.SumEnteredAt != 400 || q.OldestEnteredAt != 100 || q.Label != "Cotizador" || q.Group != "capture" {
		t.Errorf("quoter %+v", q)
	}
	if c := b["complete"]; c.Count != 1 || c.OldestEnteredAt != 50 {
		t.Errorf("complete %+v", c)
	}
	if monitor.Stats(nil) != nil {
		t.Error("Stats of nothing is not nil")
	}
}
