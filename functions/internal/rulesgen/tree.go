package rulesgen

import (
	"strings"

	"oppnp/functions/internal/contract"
)

// fieldNode builds the rules node of one contract field: its .validate,
// its children (every object closed with $other), and the .write of the
// field group it belongs to, if any.
func (f *flow) fieldNode(fd *contract.Field, path string) (*Node, error) {
	if g := f.owner[path]; g != nil {
		n, err := f.fieldNode(fd, "\x00"+path) // the same field without the group lookup
		if err != nil {
			return nil, err
		}
		n.Write = or(f.groupWrite(g), n.Write) // n.Write: a correction's, if any
		return n, nil
	}
	path = strings.TrimPrefix(path, "\x00")
	var n *Node
	switch fd.Type {
	case contract.KindObject:
		v := []string{isObject}
		if len(fd.Required) > 0 {
			v = append(v, "newData.hasChildren(['"+strings.Join(fd.Required, "', '")+"'])")
		}
		n = closed(and(append(v, fd.Validate)...), nil)
		for _, k := range fd.Names() {
			c, err := f.fieldNode(fd.Fields[k], join(path, k))
			if err != nil {
				return nil, err
			}
			n.child(k, c)
		}
	case contract.KindMap:
		n = &Node{Validate: isObject}
		key := "$" + wildName(path)
		c, err := f.fieldNode(fd.Value, join(path, key))
		if err != nil {
			return nil, err
		}
		c.Validate = and(key+".matches("+fd.Key+")", c.Validate)
		n.child(key, c)
	case contract.KindStatus:
		n = f.statusNode()
	case contract.KindAnswer:
		rule, _ := leafRule(fd)
		n = &Node{Validate: rule}
		// A list of options: keys 0..9, short strings.
		n.child("$option", &Node{Validate: and("$option.matches(/^[0-9]$/)", "newData.isString()", "newData.val().length <= 120")})
	default:
		rule, err := leafRule(fd)
		if err != nil {
			return nil, err
		}
		if fd.Validate != "" {
			rule = and(rule, fd.Validate)
		}
		n = &Node{Validate: rule}
	}
	if fd.FunctionsOnly {
		n.Validate = functionsOnlyRule(fd)
	}
	if c := &f.def.Corrections; c.Field != "" && path == c.Field {
		n.Validate = and(n.Validate, f.correctionValidate())
	}
	if w := f.correctionWrite(path); w != "" {
		n.Write = or(n.Write, w)
	}
	return n, nil
}

func join(path, k string) string {
	if path == "" {
		return k
	}
	return path + "/" + k
}

// wildName names a map's key variable after the map: references → $referencesKey.
func wildName(path string) string {
	i := strings.LastIndex(path, "/")
	return path[i+1:] + "Key"
}
