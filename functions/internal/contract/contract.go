package contract

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"

	"oppnp/functions/internal/mask"
)

//go:embed folio.json
var definitionJSON []byte

// Actor is who writes: a client identity under the rules, or the functions.
type Actor string

// The closed set of actors (docs/contract.md).
const (
	Promoter  Actor = "promoter"  // the folio's own live promoter
	Staff     Actor = "staff"     // live admin staff: Gerente, Supervisor, Auxiliar
	Customer  Actor = "customer"  // the folio's open customer link
	Functions Actor = "functions" // the Go functions (admin SDK, bypass rules)
)

// Actors lists every actor, in a stable order.
var Actors = []Actor{Promoter, Staff, Customer, Functions}

// Effect is a side effect the functions run on a transition.
type Effect string

// The closed set of effects the database trigger runs.
const (
	CustomerLink    Effect = "customerLink"    // a new customer link and its SMS
	BiometricSubmit Effect = "biometricSubmit" // submit to the biometric provider
	CoxSubmit       Effect = "coxSubmit"       // submit to COX
)

// Effects lists every effect, in a stable order.
var Effects = []Effect{CustomerLink, BiometricSubmit, CoxSubmit}

// Flags are the access flags of roles/{bpId} a writer may need.
var Flags = []string{"cnca", "libranza"}

// Status describes one request status.
type Status struct {
	Name         string `json:"-"`
	Label        string `json:"label"`
	Group        string `json:"group"`
	CaptureOrder int    `json:"captureOrder,omitempty"`
	Optional     bool   `json:"optional,omitempty"`
	OnEnter      Effect `json:"onEnter,omitempty"`
}

// Link is one customer link action: its name and the statuses of its stage.
type Link struct {
	Action int      `json:"-"`
	Name   string   `json:"name"`
	Stage  []string `json:"stage"`
}

// Transition is one edge set: any of From to any of To, by any of By.
// Action/Actions are the link action(s) a customerLink effect creates;
// LinkActions the customer link actions under which a customer may take it.
type Transition struct {
	From        []string `json:"from"`
	To          []string `json:"to"`
	By          []Actor  `json:"by"`
	Effect      Effect   `json:"effect,omitempty"`
	Action      int      `json:"action,omitempty"`
	Actions     []int    `json:"actions,omitempty"`
	LinkActions []int    `json:"linkActions,omitempty"`
	// Stamp names a callerBpId field the transition writes with the
	// taker's bpId; FourEyes one whose recorded bpId may not take it
	// (docs/adr/0040-staff-desk-and-four-eyes.md).
	Stamp    string `json:"stamp,omitempty"`
	FourEyes string `json:"fourEyes,omitempty"`
	// Requires names a functions-only boolean field that must be true on
	// the folio for the transition (docs/adr/0054-document-catalogue.md).
	Requires string `json:"requires,omitempty"`
	// Current ties Requires to the functions' view now: the folio's
	// Current.Field, once set, must equal the database's Current.Root, a
	// node the functions keep (docs/adr/0054-document-catalogue.md).
	Current *Current `json:"current,omitempty"`
	Note    string   `json:"note,omitempty"`
}

// Current names a functions-only string field of the folio and the
// functions-maintained root node it must equal for a transition.
type Current struct {
	Field string `json:"field"`
	Root  string `json:"root"`
}

// Writer is one actor allowed to write a field group in some statuses.
type Writer struct {
	Actor       Actor    `json:"actor"`
	Statuses    []string `json:"statuses"`
	Flag        string   `json:"flag,omitempty"`
	LinkActions []int    `json:"linkActions,omitempty"`
}

// FieldGroup is a set of folio paths written by the same writers.
type FieldGroup struct {
	Name    string   `json:"-"`
	Note    string   `json:"note,omitempty"`
	Paths   []string `json:"paths"`
	Writers []Writer `json:"writers"`
}

// Creation lists, per initial status, the field groups a new folio may
// carry there although its creator's writers do not write them in that
// status (a CNCA folio is created whole at internalCNCAProcess).
type Creation struct {
	Note   string              `json:"note,omitempty"`
	Groups map[string][]string `json:"groups"`
}

// Definition is the parsed folio.json, with status references expanded
// and shape references resolved.
type Definition struct {
	Groups      map[string]string      `json:"groups"`
	Statuses    map[string]*Status     `json:"statuses"`
	Initial     []string               `json:"initial"`
	Creators    []Actor                `json:"creators"`
	Creation    Creation               `json:"creation"`
	Links       map[int]*Link          `json:"-"`
	RawLinks    map[string]*Link       `json:"links"`
	Transitions []Transition           `json:"transitions"`
	Fields      *Field                 `json:"fields"`
	Shapes      map[string]*Field      `json:"shapes"`
	FieldGroups map[string]*FieldGroup `json:"fieldGroups"`
	Corrections Corrections            `json:"corrections"`
	CncaCodes   CncaCodes              `json:"cncaCodes"`
	// LogKeys classes keys that are no folio field but may name a personal
	// value or a secret in a log record (personal.go).
	LogKeys struct {
		Note string                `json:"note,omitempty"`
		Keys map[string]mask.Class `json:"keys"`
	} `json:"logKeys"`
	// Personal is the masking table, derived from the fields' classes.
	Personal Personal `json:"-"`
}

// Load parses the embedded definition.
func Load() (*Definition, error) { return Parse(definitionJSON) }

// JSON returns the embedded definition's bytes, for generators and tests.
func JSON() []byte { return append([]byte(nil), definitionJSON...) }

// Parse reads a definition and checks it (see check.go).
func Parse(b []byte) (*Definition, error) {
	var d Definition
	if err := json.Unmarshal(b, &d); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	d.Links = map[int]*Link{}
	for k, l := range d.RawLinks {
		a, err := strconv.Atoi(k)
		if err != nil || l == nil {
			return nil, fmt.Errorf("%w: link action %q is not a number", ErrInvalid, k)
		}
		l.Action = a
		d.Links[a] = l
	}
	for name, s := range d.Statuses {
		s.Name = name
	}
	for name, g := range d.FieldGroups {
		g.Name = name
	}
	if err := d.check(); err != nil {
		return nil, err
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

// StatusNames lists every status, sorted.
func (d *Definition) StatusNames() []string {
	out := make([]string, 0, len(d.Statuses))
	for s := range d.Statuses {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// LinkActions lists the link actions, ascending.
func (d *Definition) LinkActions() []int {
	out := make([]int, 0, len(d.Links))
	for a := range d.Links {
		out = append(out, a)
	}
	sort.Ints(out)
	return out
}

// GroupNames lists the field groups, sorted.
func (d *Definition) GroupNames() []string {
	out := make([]string, 0, len(d.FieldGroups))
	for g := range d.FieldGroups {
		out = append(out, g)
	}
	sort.Strings(out)
	return out
}
