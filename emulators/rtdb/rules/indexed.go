package rules

import "sort"

// Indexed is one .indexOn entry of a rules document: the location it is
// declared at, whose "$name" segments match any key, and the index.
type Indexed struct {
	Path []string
	On   string
}

// Indexed lists every .indexOn entry, named children in key order before
// the wildcard, so a database can build the indexes the rules declare
// before a query first asks for one, as the real database keeps them.
func (rs *Ruleset) Indexed() []Indexed {
	var out []Indexed
	var walk func(n *ruleNode, path []string)
	walk = func(n *ruleNode, path []string) {
		if n == nil {
			return
		}
		for _, on := range n.indexOn {
			out = append(out, Indexed{Path: append([]string(nil), path...), On: on})
		}
		keys := make([]string, 0, len(n.named))
		for k := range n.named {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			walk(n.named[k], append(path, k))
		}
		if n.wild != nil {
			walk(n.wild, append(path, n.wildName))
		}
	}
	walk(rs.root, nil)
	return out
}
