package schemacheck_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"oppnp/emulators/gateway/schemacheck"
)

const doc = `{
 "openapi": "3.1.0",
 "paths": {
  "/things": {"post": {
   "requestBody": {"content": {"application/json": {"schema": {"allOf": [
    {"$ref": "#/components/schemas/App"},
    {"type": "object", "properties": {"name": {"type": "string"}, "count": {"type": "integer"}}}
   ]}}}},
   "responses": {"201": {"$ref": "#/components/responses/Thing"}}
  }}
 },
 "components": {
  "schemas": {
   "App": {"type": "object", "properties": {"applicationId": {"type": "string"}}},
   "Thing": {"type": "object", "properties": {
    "id": {"type": "string"},
    "amount": {"type": "number"},
    "tags": {"type": "array", "items": {"type": "string"}},
    "when": {"type": ["string", "null"]},
    "extra": {},
    "blocked": {"oneOf": [{"type": "boolean"}, {"type": "string"}]}
   }}
  },
  "responses": {"Thing": {"content": {"application/json": {"schema": {
   "type": "object", "properties": {"data": {"$ref": "#/components/schemas/Thing"}}}}}}}
 }
}`

type app struct {
	ApplicationID string `json:"applicationId"`
}

type goodRequest struct {
	app
	Name   string `json:"name"`
	Count  int    `json:"count,omitempty"`
	Ignore string `json:"-"`
	//lint:ignore U1000 an unexported field, which the check must pass over
	hidden int
}

type goodThing struct {
	ID      string          `json:"id"`
	Amount  float64         `json:"amount"`
	Tags    []string        `json:"tags"`
	When    *string         `json:"when"`
	Extra   map[string]bool `json:"extra"`
	Blocked json.RawMessage `json:"blocked"`
}

func TestDoc_Check(t *testing.T) {
	d, err := schemacheck.Parse([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		typ  reflect.Type
		loc  string
		want []string // substrings, one per finding
	}{
		{"a request through allOf", reflect.TypeFor[goodRequest](), "POST /things request", nil},
		{"a response through a $ref", reflect.TypeFor[goodThing](), "POST /things 201 data", nil},
		{"a component", reflect.TypeFor[*goodThing](), "#/components/schemas/Thing", nil},
		{"a slice of them", reflect.TypeFor[[]goodThing](), "#/components/schemas/Thing", []string{"schema type [object]"}},
		{"a renamed field", reflect.TypeFor[struct {
			ID   string `json:"id"`
			Name string `json:"nombre"`
		}](), "POST /things 201 data", []string{".nombre: no such property"}},
		{"an untagged field", reflect.TypeFor[struct{ Amount float64 }](), "#/components/schemas/Thing", []string{".Amount: no such property"}},
		{"a retyped field", reflect.TypeFor[struct {
			Amount string `json:"amount"`
			Count  bool   `json:"count"`
		}](), "POST /things request", []string{".amount: no such property", ".count: Go bool"}},
		{"an integer where the schema allows decimals", reflect.TypeFor[struct {
			Amount int `json:"amount"`
		}](), "#/components/schemas/Thing", nil},
		{"a decimal where the schema wants an integer", reflect.TypeFor[struct {
			Count float64 `json:"count"`
		}](), "POST /things request", nil},
		{"array items", reflect.TypeFor[struct {
			Tags []int `json:"tags"`
		}](), "#/components/schemas/Thing", []string{".tags[]: Go int"}},
		{"a string encoded number", reflect.TypeFor[struct {
			Count int `json:"count,string"`
		}](), "POST /things request", []string{".count: Go encodes a string"}},
		{"no such operation", reflect.TypeFor[goodThing](), "GET /things 200", []string{"no operation GET /things"}},
		{"no such property path", reflect.TypeFor[goodThing](), "POST /things 201 nothing", []string{"no schema"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := d.Check(tt.typ, tt.loc)
			if len(got) != len(tt.want) {
				t.Fatalf("findings %q, want %d like %q", got, len(tt.want), tt.want)
			}
			for i, w := range tt.want {
				if !strings.Contains(got[i], w) {
					t.Errorf("finding %q, want one with %q", got[i], w)
				}
			}
		})
	}
}
