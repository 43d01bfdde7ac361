package folio

import (
	"slices"
	"sort"
)

// Status is a folio status (requests/{id}/status).
type Status string

// Group is a status group ('capture', 'inProcess', …).
type Group string

// Actor is who writes or moves a folio.
type Actor string

// Effect is a side effect the functions run on a transition.
type Effect string

// Transition is one edge set: any of From to any of To, by any of By.
// Action/Actions are the link action(s) a customerLink effect creates;
// LinkActions the customer link actions under which a customer may take it.
type Transition struct {
	From, To    []Status
	By          []Actor
	Effect      Effect
	Action      int
	Actions     []int
	LinkActions []int
	// Stamp is a field the transition writes with the taker's bpId;
	// FourEyes one naming the staff member who may not take it.
	Stamp, FourEyes string
}

type info struct {
	label        string
	group        Group
	captureOrder int
	optional     bool
	onEnter      Effect
}

// Valid reports whether s is a status of the contract.
func (s Status) Valid() bool { _, ok := statusInfo[s]; return ok }

// Label is the status's Spanish label (” for an unknown status).
func (s Status) Label() string { return statusInfo[s].label }

// Group is the status's group (” for an unknown status).
func (s Status) Group() Group { return statusInfo[s].group }

// CaptureOrder is the capture step's position (0 outside capture).
func (s Status) CaptureOrder() int { return statusInfo[s].captureOrder }

// Optional reports whether the capture step may be skipped.
func (s Status) Optional() bool { return statusInfo[s].optional }

// OnEnter is the effect the functions run when a folio enters s, if any.
func (s Status) OnEnter() Effect { return statusInfo[s].onEnter }

// Label is the group's Spanish label.
func (g Group) Label() string { return groupLabels[g] }

// Find returns the transition letting by move a folio from → to, or nil.
// A change to the same status is not a transition.
func Find(from, to Status, by Actor) *Transition {
	if from == to {
		return nil
	}
	for i := range Transitions {
		t := &Transitions[i]
		if slices.Contains(t.From, from) && slices.Contains(t.To, to) && slices.Contains(t.By, by) {
			return t
		}
	}
	return nil
}

// InLinkStage reports whether status is part of a link action's customer stage.
func InLinkStage(action int, status Status) bool {
	return slices.Contains(LinkStages[action], status)
}

// Targets lists, sorted, every status any of by may move a folio to from
// status from.
func Targets(from Status, by ...Actor) []Status {
	seen := map[Status]bool{}
	var out []Status
	for _, t := range Transitions {
		if !slices.Contains(t.From, from) || !slices.ContainsFunc(by, func(a Actor) bool { return slices.Contains(t.By, a) }) {
			continue
		}
		for _, to := range t.To {
			if to != from && !seen[to] {
				seen[to] = true
				out = append(out, to)
			}
		}
	}
	slices.Sort(out)
	return out
}

// InGroup lists a group's statuses, capture steps in capture order, the
// others by name.
func InGroup(g Group) []Status {
	var out []Status
	for _, s := range Statuses {
		if s.Group() == g {
			out = append(out, s)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].CaptureOrder() < out[j].CaptureOrder() })
	return out
}

// Between is the transition from → to that carries an effect, whoever
// takes it (nil when none does): the functions run a transition's effect
// for whichever actor made it.
func Between(from, to Status) *Transition {
	for i := range Transitions {
		t := &Transitions[i]
		if t.Effect != "" && slices.Contains(t.From, from) && slices.Contains(t.To, to) {
			return t
		}
	}
	return nil
}
