package rulesgen

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"oppnp/functions/internal/lifecycle"
)

// flow is what the rules need from the lifecycle definition.
type flow struct {
	statuses []string // every status, sorted
	initial  []string
	// transitions per client actor: one expression over data (old status)
	// and newData (new status) per transition entry of lifecycle.json.
	transitions map[lifecycle.Actor]string
	// held lists, per client actor, the statuses in which that actor holds
	// the folio and may write its own fields.
	held map[lifecycle.Actor][]string
}

// clientActors are the actors subject to rules; functions bypass them.
var clientActors = []lifecycle.Actor{lifecycle.Promoter, lifecycle.Staff, lifecycle.Customer}

func newFlow(d *lifecycle.Definition) (*flow, error) {
	f := &flow{
		initial:     append([]string(nil), d.Initial...),
		transitions: map[lifecycle.Actor]string{},
		held:        map[lifecycle.Actor][]string{},
	}
	for s := range d.Statuses {
		f.statuses = append(f.statuses, s)
	}
	sort.Strings(f.statuses)
	sort.Strings(f.initial)
	if len(f.initial) == 0 {
		return nil, fmt.Errorf("%w: no initial statuses", ErrLifecycle)
	}
	for _, a := range clientActors {
		expr := transitionsOf(d, a)
		if expr == "" {
			return nil, fmt.Errorf("%w: actor %s has no transitions", ErrLifecycle, a)
		}
		f.transitions[a] = expr
	}
	f.held[lifecycle.Promoter] = promoterHeld(d)
	f.held[lifecycle.Customer] = customerHeld(d)
	return f, nil
}

// transitionsOf is one expression over data (the old status) and newData
// (the new one) that holds exactly for actor's transitions: the old statuses
// that share the same set of targets are grouped into one clause.
func transitionsOf(d *lifecycle.Definition, a lifecycle.Actor) string {
	targets := map[string]map[string]bool{}
	for _, t := range d.Transitions {
		if !hasActor(t.By, a) {
			continue
		}
		for _, from := range t.From {
			if targets[from] == nil {
				targets[from] = map[string]bool{}
			}
			for _, to := range t.To {
				targets[from][to] = true // to == from is harmless: no change passes anyway
			}
		}
	}
	byTargets := map[string][]string{}
	for from, tos := range targets {
		key := strings.Join(keys(tos), "|")
		byTargets[key] = append(byTargets[key], from)
	}
	var clauses []string
	for _, key := range keys(byTargets) {
		clauses = append(clauses, and(in("data", byTargets[key]), in("newData", strings.Split(key, "|"))))
	}
	if len(clauses) == 0 {
		return ""
	}
	sort.Strings(clauses)
	return or(clauses...)
}

// in is "snapshot's value is one of values": an equality for one value, an
// anchored alternation otherwise (guarded, since matches needs a string).
func in(snapshot string, values []string) string {
	values = sorted(values)
	if len(values) == 1 {
		return snapshot + ".val() == '" + values[0] + "'"
	}
	return snapshot + ".isString() && " + snapshot + ".val().matches(" + oneOf(values) + ")"
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// promoterHeld: the statuses a promoter transition starts from or leads to,
// where every way onward is again a promoter or staff transition (the capture
// steps, and internalCNCAProcess, which has no way onward). Once a folio
// waits for the customer, staff or the functions, its promoter cannot edit it.
func promoterHeld(d *lifecycle.Definition) []string {
	touched := map[string]bool{}
	for _, t := range d.Transitions {
		if hasActor(t.By, lifecycle.Promoter) {
			for _, s := range append(append([]string(nil), t.From...), t.To...) {
				touched[s] = true
			}
		}
	}
	var out []string
	for s := range touched {
		ok := true
		for _, t := range d.Transitions {
			if !slices.Contains(t.From, s) {
				continue
			}
			for _, a := range t.By {
				if a != lifecycle.Promoter && a != lifecycle.Staff {
					ok = false
				}
			}
		}
		if ok {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

// customerHeld: the statuses a customer transition starts from, the steps
// during which the customer link is the one acting on the folio.
func customerHeld(d *lifecycle.Definition) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range d.Transitions {
		if !hasActor(t.By, lifecycle.Customer) {
			continue
		}
		for _, s := range t.From {
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	sort.Strings(out)
	return out
}

func hasActor(list []lifecycle.Actor, a lifecycle.Actor) bool {
	for _, x := range list {
		if x == a {
			return true
		}
	}
	return false
}

func sorted(list []string) []string {
	out := append([]string(nil), list...)
	sort.Strings(out)
	return out
}
