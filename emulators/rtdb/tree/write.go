package tree

import (
	"fmt"
	"sort"
)

// Write is one resolved replacement: Value (nil deletes) stored at Path.
type Write struct {
	Path  Path
	Value *Node
}

// PrepareSet builds the value v written at p against root, resolving
// server values with now. A final ".priority" segment sets a priority.
func PrepareSet(root *Node, p Path, v any, now int64) ([]Write, error) {
	n, err := Build(v, p, root.Get(p), now)
	if err != nil {
		return nil, err
	}
	if len(p) > 0 && p[len(p)-1] == ".priority" && !validPriority(n) {
		return nil, fmt.Errorf("%w: priority must be a string, number or null", ErrInvalidData)
	}
	return []Write{{Path: p, Value: n}}, nil
}

// PrepareUpdate builds a multi-path update at base: every key of m is a
// relative path ("a/b") replaced by its value, all against the same root.
// Overlapping paths are refused, as the SDK refuses them.
func PrepareUpdate(root *Node, base Path, m map[string]any, now int64) ([]Write, error) {
	ws := make([]Write, 0, len(m))
	for rel, v := range m {
		sub, err := ParsePath(rel)
		if err != nil {
			return nil, err
		}
		if len(sub) == 0 {
			return nil, fmt.Errorf("%w: empty update key", ErrInvalidPath)
		}
		p := base.Child(sub...)
		if len(p) > MaxDepth+1 || len(p) > MaxDepth && p[len(p)-1] != ".priority" {
			return nil, fmt.Errorf("%w: %s", ErrTooDeep, p)
		}
		w, err := PrepareSet(root, p, v, now)
		if err != nil {
			return nil, err
		}
		ws = append(ws, w...)
	}
	sort.Slice(ws, func(i, j int) bool { return lessPath(ws[i].Path, ws[j].Path) })
	for i := 1; i < len(ws); i++ {
		if ws[i-1].Path.Related(ws[i].Path) {
			return nil, fmt.Errorf("%w: update paths %s and %s overlap", ErrInvalidPath, ws[i-1].Path, ws[i].Path)
		}
	}
	return ws, nil
}

// Apply returns root with every write applied in order.
func Apply(root *Node, ws []Write) *Node {
	for _, w := range ws {
		root = root.Set(w.Path, w.Value)
	}
	return root
}

// lessPath orders segment by segment, so every path directly precedes its
// descendants.
func lessPath(a, b Path) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}
