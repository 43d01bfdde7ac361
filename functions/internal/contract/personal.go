package contract

import (
	"fmt"
	"sort"
	"strings"

	"oppnp/functions/internal/mask"
)

// Personal is the masking table of the folio (package mask): the class of
// each classed leaf by its path ('*' for a map's key), the personal trees
// (objects and maps marked personalData), and the class of each personal
// field's name and of the log keys, in lower case, for records that carry
// a value by name only.
type Personal struct {
	Fields map[string]mask.Class
	Trees  []string
	Keys   map[string]mask.Class
}

// checkPersonal builds d.Personal and refuses an unknown class, a class on
// an object or map, a leaf of a personal tree or an e-mail field without a
// class, and one field name or log key given two different classes.
func (d *Definition) checkPersonal() error {
	p := Personal{Fields: map[string]mask.Class{}, Keys: map[string]mask.Class{}}
	keyAt := map[string]string{}
	var walk func(f *Field, path []string, tree bool) error
	walk = func(f *Field, path []string, tree bool) error {
		where := strings.Join(path, "/")
		if f.Personal != "" && !mask.Valid(f.Personal) {
			return fmt.Errorf("%w: %s: unknown personal class %q", ErrInvalid, where, f.Personal)
		}
		switch f.Type {
		case KindObject, KindMap:
			if f.Personal != "" {
				return fmt.Errorf("%w: %s: a class belongs on a leaf, not on an %s (mark it personalData)", ErrInvalid, where, f.Type)
			}
			if f.PersonalData && !tree {
				tree = true
				p.Trees = append(p.Trees, where)
			}
			if f.Type == KindMap {
				return walk(f.Value, append(path, "*"), tree)
			}
			for _, k := range f.Names() {
				if err := walk(f.Fields[k], append(path, k), tree); err != nil {
					return err
				}
			}
			return nil
		}
		if f.PersonalData {
			return fmt.Errorf("%w: %s: personalData marks an object or a map; a leaf carries a class", ErrInvalid, where)
		}
		if f.Personal == "" && (tree || f.Type == KindEmail) {
			return fmt.Errorf("%w: %s: a personal field needs a class (\"personal\": one of %v)", ErrInvalid, where, mask.Classes)
		}
		if f.Personal == "" {
			return nil
		}
		// A leaf classed none stays in the table: below a personal tree it
		// is the exception to hiding.
		p.Fields[where] = f.Personal
		if f.Personal == mask.None {
			return nil
		}
		key := strings.ToLower(path[len(path)-1])
		if c, seen := p.Keys[key]; seen && c != f.Personal {
			return fmt.Errorf("%w: %s is %s but %s is %s: one field name, one class", ErrInvalid, where, f.Personal, keyAt[key], c)
		}
		p.Keys[key], keyAt[key] = f.Personal, where
		return nil
	}
	for _, k := range d.Fields.Names() {
		if err := walk(d.Fields.Fields[k], []string{k}, false); err != nil {
			return err
		}
	}
	for _, k := range sortedKeys(d.LogKeys.Keys) {
		c, key := d.LogKeys.Keys[k], strings.ToLower(k)
		if !mask.Valid(c) || c == mask.None {
			return fmt.Errorf("%w: log key %s: %q is not a personal class", ErrInvalid, k, c)
		}
		if have, seen := p.Keys[key]; seen && have != c {
			return fmt.Errorf("%w: log key %s is %s but %s is %s: one field name, one class", ErrInvalid, k, c, keyAt[key], have)
		}
		p.Keys[key], keyAt[key] = c, "logKeys/"+k
	}
	sort.Strings(p.Trees)
	d.Personal = p
	return nil
}
