package rulesgen

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"oppnp/functions/internal/contract"
)

// flow is what the rules need from the contract.
type flow struct {
	def      *contract.Definition
	statuses []string // every status, sorted
	// owner maps each field-group path to its group.
	owner map[string]*contract.FieldGroup
}

func newFlow(d *contract.Definition) (*flow, error) {
	f := &flow{def: d, statuses: d.StatusNames(), owner: map[string]*contract.FieldGroup{}}
	for _, name := range d.GroupNames() {
		g := d.FieldGroups[name]
		for _, p := range g.Paths {
			f.owner[p] = g
		}
	}
	for _, a := range []contract.Actor{contract.Promoter, contract.Staff, contract.Customer} {
		if f.transitions(a, func(contract.Transition) bool { return true }) == "false" {
			return nil, fmt.Errorf("%w: actor %s has no transitions", ErrContract, a)
		}
	}
	return f, nil
}

// transitions is one expression over data (old status) and newData (new
// status) allowing actor's transitions that keep passes; transitions with
// the same targets (and, for the customer, the same link actions) are
// merged into one clause.
func (f *flow) transitions(a contract.Actor, keep func(contract.Transition) bool) string {
	targets := map[string]map[string]bool{}
	gate := map[string]string{}
	for _, t := range f.def.Transitions {
		if !slices.Contains(t.By, a) || !keep(t) {
			continue
		}
		g := ""
		if a == contract.Customer {
			g = linkActionIn(t.LinkActions)
		}
		for _, from := range t.From {
			k := g + "\x00" + from
			gate[k] = g
			if targets[k] == nil {
				targets[k] = map[string]bool{}
			}
			for _, to := range t.To {
				targets[k][to] = true // to == from is harmless: no change passes anyway
			}
		}
	}
	byTargets := map[string][]string{}
	for k, tos := range targets {
		key := gate[k] + "\x00" + strings.Join(keys(tos), "|")
		byTargets[key] = append(byTargets[key], strings.SplitN(k, "\x00", 2)[1])
	}
	var clauses []string
	for _, key := range keys(byTargets) {
		parts := strings.SplitN(key, "\x00", 2)
		clauses = append(clauses, and(parts[0], in("data", byTargets[key]), in("newData", strings.Split(parts[1], "|"))))
	}
	sort.Strings(clauses)
	return or(clauses...)
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func sorted(list []string) []string {
	out := append([]string(nil), list...)
	sort.Strings(out)
	return out
}
