package contract

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// check expands status references ("@group", "@all", "@links") and refuses
// anything the generators would not know how to enforce.
func (d *Definition) check() error {
	for _, name := range d.StatusNames() {
		s := d.Statuses[name]
		if _, ok := d.Groups[s.Group]; !ok {
			return fmt.Errorf("%w: status %s has unknown group %q", ErrInvalid, name, s.Group)
		}
		if s.OnEnter != "" && !slices.Contains(Effects, s.OnEnter) {
			return fmt.Errorf("%w: status %s: unknown effect %q", ErrInvalid, name, s.OnEnter)
		}
	}
	var err error
	if d.Initial, err = d.expand(d.Initial, "initial"); err != nil {
		return err
	}
	if len(d.Initial) == 0 {
		return fmt.Errorf("%w: no initial statuses", ErrInvalid)
	}
	for _, a := range d.Creators {
		if a != Promoter && a != Staff {
			return fmt.Errorf("%w: creator %q: only promoter and staff create folios", ErrInvalid, a)
		}
	}
	for _, a := range d.LinkActions() {
		l := d.Links[a]
		if l.Stage, err = d.expand(l.Stage, fmt.Sprintf("link %d", a)); err != nil {
			return err
		}
	}
	for i := range d.Transitions {
		if err := d.checkTransition(i); err != nil {
			return err
		}
	}
	if err := d.resolve(d.Fields, "fields"); err != nil {
		return err
	}
	if d.Fields.Type != KindObject || d.Fields.At("status") == nil || d.Fields.At("status").Type != KindStatus {
		return fmt.Errorf("%w: fields must be an object with a status field", ErrInvalid)
	}
	if err := d.checkGroups(); err != nil {
		return err
	}
	if err := d.checkStamps(); err != nil {
		return err
	}
	if err := d.checkPersonal(); err != nil {
		return err
	}
	if err := d.checkCorrections(); err != nil {
		return err
	}
	if err := d.checkCnca(); err != nil {
		return err
	}
	return d.checkCreation()
}

func (d *Definition) checkTransition(i int) error {
	t := &d.Transitions[i]
	where := fmt.Sprintf("transition %d (%v → %v)", i, t.From, t.To)
	var err error
	if t.From, err = d.expand(t.From, where); err != nil {
		return err
	}
	if t.To, err = d.expand(t.To, where); err != nil {
		return err
	}
	if len(t.By) == 0 {
		return fmt.Errorf("%w: %s has no actor", ErrInvalid, where)
	}
	for _, a := range t.By {
		if !slices.Contains(Actors, a) {
			return fmt.Errorf("%w: %s: unknown actor %q", ErrInvalid, where, a)
		}
	}
	if t.Effect != "" && !slices.Contains(Effects, t.Effect) {
		return fmt.Errorf("%w: %s: unknown effect %q", ErrInvalid, where, t.Effect)
	}
	hasAction := t.Action != 0 || len(t.Actions) > 0
	if (t.Effect == CustomerLink) != hasAction {
		return fmt.Errorf("%w: %s: a customerLink effect, and only it, names the link action(s) it creates", ErrInvalid, where)
	}
	for _, a := range append(append([]int{t.Action}, t.Actions...), t.LinkActions...) {
		if a != 0 && d.Links[a] == nil {
			return fmt.Errorf("%w: %s: unknown link action %d", ErrInvalid, where, a)
		}
	}
	if slices.Contains(t.By, Customer) != (len(t.LinkActions) > 0) {
		return fmt.Errorf("%w: %s: a customer transition, and only it, names its linkActions", ErrInvalid, where)
	}
	// The customer acts only while its link is open, that is within the
	// link's stage: a transition starting elsewhere could never be taken.
	for _, a := range t.LinkActions {
		for _, s := range t.From {
			if !slices.Contains(d.Links[a].Stage, s) {
				return fmt.Errorf("%w: %s: %s is outside the stage of link action %d", ErrInvalid, where, s, a)
			}
		}
	}
	return nil
}

func (d *Definition) checkGroups() error {
	owner := map[string]string{}
	for _, name := range d.GroupNames() {
		g := d.FieldGroups[name]
		for _, p := range g.Paths {
			f := d.Fields.At(p)
			switch {
			case f == nil:
				return fmt.Errorf("%w: field group %s: unknown path %q", ErrInvalid, name, p)
			case f.FunctionsOnly:
				return fmt.Errorf("%w: field group %s: %q is functions-only", ErrInvalid, name, p)
			case f.Type == KindStatus:
				return fmt.Errorf("%w: field group %s: status changes only by transitions", ErrInvalid, name)
			}
			for q, other := range owner {
				if q == p || strings.HasPrefix(q, p+"/") || strings.HasPrefix(p, q+"/") {
					return fmt.Errorf("%w: path %q of group %s overlaps %q of group %s", ErrInvalid, p, name, q, other)
				}
			}
			owner[p] = name
		}
		if len(g.Writers) == 0 {
			return fmt.Errorf("%w: field group %s has no writer", ErrInvalid, name)
		}
		for i := range g.Writers {
			if err := d.checkWriter(name, &g.Writers[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

func (d *Definition) checkWriter(group string, w *Writer) error {
	where := fmt.Sprintf("field group %s, writer %s", group, w.Actor)
	switch w.Actor {
	case Promoter, Staff, Customer:
	case Functions:
		return fmt.Errorf("%w: %s: the functions bypass the rules; list client writers only", ErrInvalid, where)
	default:
		return fmt.Errorf("%w: %s: unknown actor %q", ErrInvalid, where, w.Actor)
	}
	var err error
	if w.Statuses, err = d.expand(w.Statuses, where); err != nil {
		return err
	}
	if w.Flag != "" && !slices.Contains(Flags, w.Flag) {
		return fmt.Errorf("%w: %s: unknown flag %q", ErrInvalid, where, w.Flag)
	}
	if (w.Actor == Customer) != (len(w.LinkActions) > 0) {
		return fmt.Errorf("%w: %s: a customer writer, and only it, names its linkActions", ErrInvalid, where)
	}
	var stage []string
	for _, a := range w.LinkActions {
		l := d.Links[a]
		if l == nil {
			return fmt.Errorf("%w: %s: unknown link action %d", ErrInvalid, where, a)
		}
		stage = append(stage, l.Stage...)
	}
	for _, s := range w.Statuses {
		if w.Actor == Customer && !slices.Contains(stage, s) {
			return fmt.Errorf("%w: %s: %s is outside the stage of link actions %v", ErrInvalid, where, s, w.LinkActions)
		}
	}
	return nil
}

// expand replaces "@group" by the group's statuses, "@all" by every status
// and "@links" by every link stage's statuses, and checks the other names.
func (d *Definition) expand(list []string, where string) ([]string, error) {
	var out []string
	add := func(s string) {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for _, x := range list {
		g, ref := strings.CutPrefix(x, "@")
		switch {
		case ref && g == "all":
			for _, s := range d.StatusNames() {
				add(s)
			}
		case ref && g == "links":
			for _, a := range d.LinkActions() {
				for _, s := range d.Links[a].Stage {
					add(s)
				}
			}
		case ref:
			if _, ok := d.Groups[g]; !ok {
				return nil, fmt.Errorf("%w: %s: unknown status group %q", ErrInvalid, where, g)
			}
			for _, s := range d.InGroup(g) {
				add(s)
			}
		case d.Statuses[x] == nil:
			return nil, fmt.Errorf("%w: %s: unknown status %q", ErrInvalid, where, x)
		default:
			add(x)
		}
	}
	return out, nil
}

// Targets lists every status actor may move a folio to from status from.
func (d *Definition) Targets(from string, actor Actor) []string {
	var out []string
	for _, t := range d.Transitions {
		if !slices.Contains(t.From, from) || !slices.Contains(t.By, actor) {
			continue
		}
		for _, to := range t.To {
			if to != from && !slices.Contains(out, to) {
				out = append(out, to)
			}
		}
	}
	sort.Strings(out)
	return out
}
