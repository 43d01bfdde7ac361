package lifecycle

import (
	"fmt"
	"slices"
	"sort"

	"oppnp/functions/internal/contract"
)

// Actor is who asks for a transition (the contract's closed set).
type Actor = contract.Actor

// The actors of the contract.
const (
	Promoter  = contract.Promoter
	Staff     = contract.Staff
	Customer  = contract.Customer
	Functions = contract.Functions
)

// Status describes one request status.
type Status struct {
	Name         string
	Label        string `json:"label"`
	Group        string `json:"group"`
	CaptureOrder int    `json:"captureOrder,omitempty"`
	Optional     bool   `json:"optional,omitempty"`
}

// Transition is one edge set: any of From to any of To, by any of By.
// Action/Actions are the link action(s) a customerLink effect creates.
type Transition struct {
	From    []string `json:"from"`
	To      []string `json:"to"`
	By      []Actor  `json:"by"`
	Effect  string   `json:"effect,omitempty"`
	Action  int      `json:"action,omitempty"`
	Actions []int    `json:"actions,omitempty"`
}

// Definition is the lifecycle part of the folio contract, with status
// references expanded.
type Definition struct {
	Groups      map[string]string  `json:"groups"`
	Statuses    map[string]*Status `json:"statuses"`
	Initial     []string           `json:"initial"`
	Transitions []Transition       `json:"transitions"`
	OnEnter     map[string]string  `json:"-"`
}

// Load reads the embedded folio contract.
func Load() (*Definition, error) { return Parse(contract.JSON()) }

// JSON returns the folio contract's bytes, for generators and tests.
func JSON() []byte { return contract.JSON() }

// Parse reads a folio contract (functions/internal/contract/folio.json).
func Parse(b []byte) (*Definition, error) {
	c, err := contract.Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidDefinition, err)
	}
	return FromContract(c), nil
}

// FromContract projects a parsed contract onto the lifecycle view.
func FromContract(c *contract.Definition) *Definition {
	d := &Definition{
		Groups:   c.Groups,
		Statuses: map[string]*Status{},
		Initial:  append([]string(nil), c.Initial...),
		OnEnter:  map[string]string{},
	}
	for name, s := range c.Statuses {
		d.Statuses[name] = &Status{Name: name, Label: s.Label, Group: s.Group, CaptureOrder: s.CaptureOrder, Optional: s.Optional}
		if s.OnEnter != "" {
			d.OnEnter[name] = string(s.OnEnter)
		}
	}
	for _, t := range c.Transitions {
		d.Transitions = append(d.Transitions, Transition{
			From: t.From, To: t.To, By: t.By, Effect: string(t.Effect), Action: t.Action, Actions: t.Actions,
		})
	}
	return d
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
		if from != to && slices.Contains(t.From, from) && slices.Contains(t.To, to) && slices.Contains(t.By, actor) {
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
		if !slices.Contains(t.From, from) || !slices.Contains(t.By, actor) {
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
