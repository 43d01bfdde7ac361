package lifecycle

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

//go:embed lifecycle.json
var definitionJSON []byte

// Actor is who asks for a transition.
type Actor string

// The actors of lifecycle.json.
const (
	Promoter  Actor = "promoter"
	Staff     Actor = "staff"
	Customer  Actor = "customer"
	Functions Actor = "functions"
)

// Status describes one request status.
type Status struct {
	Name         string
	Label        string `json:"label"`
	Group        string `json:"group"`
	CaptureOrder int    `json:"captureOrder"`
	Optional     bool   `json:"optional"`
}

// Transition is one edge set: any of From to any of To, by any of By.
type Transition struct {
	From    []string `json:"from"`
	To      []string `json:"to"`
	By      []Actor  `json:"by"`
	Effect  string   `json:"effect"`
	Action  int      `json:"action"`
	Actions []int    `json:"actions"`
}

// Definition is the parsed lifecycle.json with group references expanded.
type Definition struct {
	Groups      map[string]string  `json:"groups"`
	Statuses    map[string]*Status `json:"statuses"`
	Initial     []string           `json:"initial"`
	Transitions []Transition       `json:"transitions"`
	OnEnter     map[string]string  `json:"sideEffectsOnEnter"`
}

// Load parses the embedded definition.
func Load() (*Definition, error) { return Parse(definitionJSON) }

// JSON returns the embedded definition's bytes, for generators and tests.
func JSON() []byte { return append([]byte(nil), definitionJSON...) }

// Parse reads a definition, expands "@group" references and checks that
// every status it names exists.
func Parse(b []byte) (*Definition, error) {
	var d Definition
	if err := json.Unmarshal(b, &d); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidDefinition, err)
	}
	for name, s := range d.Statuses {
		s.Name = name
		if _, ok := d.Groups[s.Group]; !ok {
			return nil, fmt.Errorf("%w: status %s has unknown group %q", ErrInvalidDefinition, name, s.Group)
		}
	}
	expand := func(list []string) ([]string, error) {
		var out []string
		for _, x := range list {
			if g, ok := strings.CutPrefix(x, "@"); ok {
				if _, ok := d.Groups[g]; !ok {
					return nil, fmt.Errorf("%w: unknown group %q", ErrInvalidDefinition, g)
				}
				out = append(out, d.InGroup(g)...)
				continue
			}
			if d.Statuses[x] == nil {
				return nil, fmt.Errorf("%w: %w %q", ErrInvalidDefinition, ErrUnknownStatus, x)
			}
			out = append(out, x)
		}
		return out, nil
	}
	var err error
	if d.Initial, err = expand(d.Initial); err != nil {
		return nil, err
	}
	for i := range d.Transitions {
		t := &d.Transitions[i]
		if t.From, err = expand(t.From); err != nil {
			return nil, err
		}
		if t.To, err = expand(t.To); err != nil {
			return nil, err
		}
	}
	for s := range d.OnEnter {
		if d.Statuses[s] == nil {
			return nil, fmt.Errorf("%w: %w %q in sideEffectsOnEnter", ErrInvalidDefinition, ErrUnknownStatus, s)
		}
	}
	return &d, nil
}

// InGroup lists a group's statuses, capture steps in capture order, others by name.
func (d *Definition) InGroup(group string) []string {
	var out []string
	for name, s := range d.Statuses {
		if s.Group == group {
			out = append(out, name)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := d.Statuses[out[i]], d.Statuses[out[j]]
		if a.CaptureOrder != b.CaptureOrder {
			return a.CaptureOrder < b.CaptureOrder
		}
		return a.Name < b.Name
	})
	return out
}

// Find returns the transition that lets actor move from → to, or
// ErrTransitionRefused. A status change to the same status is not a transition.
func (d *Definition) Find(from, to string, actor Actor) (*Transition, error) {
	if d.Statuses[from] == nil {
		return nil, fmt.Errorf("%w: %q", ErrUnknownStatus, from)
	}
	if d.Statuses[to] == nil {
		return nil, fmt.Errorf("%w: %q", ErrUnknownStatus, to)
	}
	for i := range d.Transitions {
		t := &d.Transitions[i]
		if from != to && has(t.From, from) && has(t.To, to) && has(t.By, actor) {
			return t, nil
		}
	}
	return nil, fmt.Errorf("%w: %s → %s by %s", ErrTransitionRefused, from, to, actor)
}

// Targets lists every status actor may move a folio to from status from.
func (d *Definition) Targets(from string, actor Actor) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range d.Transitions {
		if !has(t.From, from) || !has(t.By, actor) {
			continue
		}
		for _, to := range t.To {
			if to != from && !seen[to] {
				seen[to] = true
				out = append(out, to)
			}
		}
	}
	sort.Strings(out)
	return out
}

func has[T comparable](list []T, x T) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}
