package contract

import (
	"fmt"
	"regexp"
	"slices"
)

// rootPath is a plain database path a rule may read: lower-camel segments.
var rootPath = regexp.MustCompile(`^[a-z][A-Za-z]*(/[a-z][A-Za-z]*)*$`)

// checkStamps checks the transitions' stamp and fourEyes fields
// (docs/adr/0040-staff-desk-and-four-eyes.md): each names a callerBpId
// field; only promoters and staff, who have a bpId, take such a
// transition; a stamped field is writable by the taker in the statuses the
// transition starts from; and no other transition shares a guarded
// from → to pair, since the rules attach the condition to the pair.
func (d *Definition) checkStamps() error {
	for i, t := range d.Transitions {
		if t.Stamp == "" && t.FourEyes == "" && t.Requires == "" && t.Current == nil {
			continue
		}
		where := fmt.Sprintf("transition %d (%v → %v)", i, t.From, t.To)
		if t.Requires != "" {
			if f := d.Fields.At(t.Requires); f == nil || f.Type != KindBoolean || !f.FunctionsOnly {
				return fmt.Errorf("%w: %s: %q is not a functions-only boolean field", ErrInvalid, where, t.Requires)
			}
		}
		if c := t.Current; c != nil {
			if f := d.Fields.At(c.Field); t.Requires == "" || f == nil || f.Type != KindString || !f.FunctionsOnly {
				return fmt.Errorf("%w: %s: current %q is not a functions-only string field beside requires", ErrInvalid, where, c.Field)
			}
			if !rootPath.MatchString(c.Root) {
				return fmt.Errorf("%w: %s: current root %q is not a plain path", ErrInvalid, where, c.Root)
			}
		}
		for _, name := range []string{t.Stamp, t.FourEyes} {
			if name == "" {
				continue
			}
			if f := d.Fields.At(name); f == nil || f.Type != KindCallerBpID {
				return fmt.Errorf("%w: %s: %q is not a callerBpId field", ErrInvalid, where, name)
			}
		}
		for _, a := range t.By {
			if a != Promoter && a != Staff {
				return fmt.Errorf("%w: %s: only promoter and staff transitions carry a stamp or fourEyes", ErrInvalid, where)
			}
			if t.Stamp != "" && !d.writes(a, t.Stamp, t.From) {
				return fmt.Errorf("%w: %s: %s does not write %q in %v", ErrInvalid, where, a, t.Stamp, t.From)
			}
		}
		for j, o := range d.Transitions {
			if j != i && overlaps(o.From, t.From) && overlaps(o.To, t.To) {
				return fmt.Errorf("%w: %s: transition %d shares a guarded from → to pair", ErrInvalid, where, j)
			}
		}
	}
	return nil
}

// writes reports whether a field group gives actor the path in every status of from.
func (d *Definition) writes(actor Actor, path string, from []string) bool {
	for _, g := range d.FieldGroups {
		if !slices.Contains(g.Paths, path) {
			continue
		}
		for _, s := range from {
			ok := false
			for _, w := range g.Writers {
				ok = ok || (w.Actor == actor && slices.Contains(w.Statuses, s))
			}
			if !ok {
				return false
			}
		}
		return true
	}
	return false
}

func overlaps(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}
