package functionshost

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

// Manifest is functions/functions.json: the Firebase CLI's functions.yaml
// discovery spec (specVersion v1alpha1, endpoints) plus "main", the Go main
// package to build, relative to the project root.
type Manifest struct {
	SpecVersion string               `json:"specVersion"`
	Main        string               `json:"main"`
	Endpoints   map[string]*Endpoint `json:"endpoints"`
}

// Endpoint is one deployed function.
type Endpoint struct {
	// ID is the endpoints key: the function's name in URLs and on deploy.
	ID                  string            `json:"-"`
	EntryPoint          string            `json:"entryPoint"`
	Region              []string          `json:"region"`
	HTTPSTrigger        *struct{}         `json:"httpsTrigger,omitempty"`
	EventTrigger        *EventTrigger     `json:"eventTrigger,omitempty"`
	Environment         map[string]string `json:"environmentVariables,omitempty"`
	TimeoutSeconds      int               `json:"timeoutSeconds,omitempty"`
	AvailableMemoryMb   int               `json:"availableMemoryMb,omitempty"`
	MaxInstances        int               `json:"maxInstances,omitempty"`
	MinInstances        int               `json:"minInstances,omitempty"`
	ServiceAccountEmail string            `json:"serviceAccountEmail,omitempty"`
}

// EventTrigger is an Eventarc trigger.
type EventTrigger struct {
	EventType               string            `json:"eventType"`
	EventFilters            map[string]string `json:"eventFilters"`
	EventFilterPathPatterns map[string]string `json:"eventFilterPathPatterns"`
	Retry                   bool              `json:"retry"`
}

// Database event types a Realtime Database trigger may use.
const (
	EventWritten = "google.firebase.database.ref.v1.written"
	EventCreated = "google.firebase.database.ref.v1.created"
	EventUpdated = "google.firebase.database.ref.v1.updated"
	EventDeleted = "google.firebase.database.ref.v1.deleted"
)

func isDatabaseEvent(t string) bool {
	switch t {
	case EventWritten, EventCreated, EventUpdated, EventDeleted:
		return true
	}
	return false
}

// LoadManifest reads and checks a manifest.
func LoadManifest(path string) (*Manifest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrManifest, err)
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrManifest, path, err)
	}
	if m.SpecVersion != "v1alpha1" {
		return nil, fmt.Errorf("%w: specVersion %q, want v1alpha1", ErrManifest, m.SpecVersion)
	}
	if m.Main == "" {
		return nil, fmt.Errorf("%w: main (the Go main package) is required", ErrManifest)
	}
	for id, e := range m.Endpoints {
		if e == nil {
			return nil, fmt.Errorf("%w: endpoint %q is empty", ErrManifest, id)
		}
		e.ID = id
		if e.EntryPoint == "" {
			return nil, fmt.Errorf("%w: endpoint %q has no entryPoint", ErrManifest, id)
		}
		if len(e.Region) == 0 {
			e.Region = []string{"us-central1"}
		}
		if (e.HTTPSTrigger == nil) == (e.EventTrigger == nil) {
			return nil, fmt.Errorf("%w: endpoint %q needs exactly one of httpsTrigger, eventTrigger", ErrManifest, id)
		}
		if t := e.EventTrigger; t != nil {
			if !isDatabaseEvent(t.EventType) {
				return nil, fmt.Errorf("%w: endpoint %q: event type %q is not emulated", ErrManifest, id, t.EventType)
			}
			if _, err := watchPattern(t.EventFilterPathPatterns["ref"]); err != nil {
				return nil, fmt.Errorf("%w: endpoint %q: %v", ErrManifest, id, err)
			}
		}
	}
	return &m, nil
}

// Sorted returns the endpoints ordered by id.
func (m *Manifest) Sorted() []*Endpoint {
	out := make([]*Endpoint, 0, len(m.Endpoints))
	for _, e := range m.Endpoints {
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// DatabaseWatch is the change feed one database trigger subscribes to:
// its name (the endpoint id), namespace and pattern.
type DatabaseWatch struct{ Name, Namespace, Pattern string }

// DatabaseWatches lists the feeds the host subscribes to, in the order it
// does, so the database can make them durable before it serves anyone
// (docs/adr/0059-durable-trigger-delivery.md).
func (m *Manifest) DatabaseWatches(defaultInstance string) []DatabaseWatch {
	var out []DatabaseWatch
	for _, ep := range m.Sorted() {
		t := ep.EventTrigger
		if t == nil {
			continue
		}
		pattern, _ := watchPattern(t.EventFilterPathPatterns["ref"]) // checked by LoadManifest
		out = append(out, DatabaseWatch{Name: ep.ID, Namespace: t.instance(defaultInstance), Pattern: pattern})
	}
	return out
}

// watchPattern turns an Eventarc ref path pattern into the ChangeSource
// form: no leading or trailing slash, one {name} or * per segment ("*"
// becomes an unnamed capture). Multi-segment wildcards are refused.
func watchPattern(ref string) (string, error) {
	ref = strings.Trim(ref, "/")
	if ref == "" {
		return "", fmt.Errorf("eventFilterPathPatterns.ref is required")
	}
	segs := strings.Split(ref, "/")
	for i, s := range segs {
		switch {
		case s == "*":
			segs[i] = fmt.Sprintf("{_%d}", i)
		case strings.Contains(s, "**"):
			return "", fmt.Errorf("ref %q: multi-segment wildcards are not emulated", ref)
		case strings.ContainsAny(s, "{}") && !(strings.HasPrefix(s, "{") && strings.HasSuffix(s, "}") && len(s) > 2):
			return "", fmt.Errorf("ref %q: a capture must be a whole segment", ref)
		}
	}
	return strings.Join(segs, "/"), nil
}

// instance returns the database instance a trigger listens to: the exact
// eventFilters.instance, else the default instance (pattern "*").
func (t *EventTrigger) instance(defaultInstance string) string {
	if v := t.EventFilters["instance"]; v != "" {
		return v
	}
	if v := t.EventFilterPathPatterns["instance"]; v != "" && !strings.Contains(v, "*") {
		return v
	}
	return defaultInstance
}
