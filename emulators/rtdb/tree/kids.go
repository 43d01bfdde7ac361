package tree

// kids is an object's children: a persistent treap ordered by CompareKeys.
// Updates copy only the O(log n) nodes on one path, so a write under a
// list of a million children costs microseconds while every older root
// stays intact. Node priorities are a hash of the key, so a set of keys
// always has the same shape, and iteration is in key order for free.
type kids struct {
	key         string
	prio        uint32
	val         *Node
	left, right *kids
	size        int
}

func keyPrio(k string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(k); i++ {
		h ^= uint32(k[i])
		h *= 16777619
	}
	return h
}

func (t *kids) len() int {
	if t == nil {
		return 0
	}
	return t.size
}

func (t *kids) fix() { t.size = 1 + t.left.len() + t.right.len() }

// above reports whether a belongs above b in the heap.
func above(a, b *kids) bool {
	return a.prio > b.prio || a.prio == b.prio && CompareKeys(a.key, b.key) < 0
}

func (t *kids) get(k string) *Node {
	for t != nil {
		c := CompareKeys(k, t.key)
		switch {
		case c == 0:
			return t.val
		case c < 0:
			t = t.left
		default:
			t = t.right
		}
	}
	return nil
}

// set returns t with k bound to v (v non-nil).
func (t *kids) set(k string, v *Node) *kids {
	return t.insert(&kids{key: k, prio: keyPrio(k), val: v, size: 1})
}

func (t *kids) insert(x *kids) *kids {
	if t == nil {
		return x
	}
	c := CompareKeys(x.key, t.key)
	n := *t
	switch {
	case c == 0:
		n.val = x.val
		return &n
	case c < 0:
		n.left = t.left.insert(x)
		if above(n.left, &n) { // rotate right; n.left is a fresh copy
			l := n.left
			n.left = l.right
			n.fix()
			l.right = &n
			l.fix()
			return l
		}
	default:
		n.right = t.right.insert(x)
		if above(n.right, &n) { // rotate left
			r := n.right
			n.right = r.left
			n.fix()
			r.left = &n
			r.fix()
			return r
		}
	}
	n.fix()
	return &n
}

// del returns t without k.
func (t *kids) del(k string) *kids {
	if t == nil {
		return nil
	}
	c := CompareKeys(k, t.key)
	if c == 0 {
		return join(t.left, t.right)
	}
	n := *t
	if c < 0 {
		if n.left = t.left.del(k); n.left == t.left {
			return t
		}
	} else if n.right = t.right.del(k); n.right == t.right {
		return t
	}
	n.fix()
	return &n
}

// join merges two treaps whose keys are all ordered a < b.
func join(a, b *kids) *kids {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case above(a, b):
		n := *a
		n.right = join(a.right, b)
		n.fix()
		return &n
	}
	n := *b
	n.left = join(a, b.left)
	n.fix()
	return &n
}

// each calls fn for every child in key order until fn returns false.
func (t *kids) each(fn func(string, *Node) bool) bool {
	if t == nil {
		return true
	}
	return t.left.each(fn) && fn(t.key, t.val) && t.right.each(fn)
}

// equalKids compares two treaps; identical subtrees short-circuit.
func equalKids(a, b *kids) bool {
	if a == b {
		return true
	}
	if a.len() != b.len() {
		return false
	}
	type kv struct {
		k string
		v *Node
	}
	items := make([]kv, 0, a.len())
	a.each(func(k string, v *Node) bool { items = append(items, kv{k, v}); return true })
	i := 0
	return b.each(func(k string, v *Node) bool {
		ok := items[i].k == k && Equal(items[i].v, v)
		i++
		return ok
	})
}
