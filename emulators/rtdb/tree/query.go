package tree

import (
	"encoding/json"
	"fmt"
)

// Index names besides child paths.
const (
	IndexPriority = ""
	IndexKey      = ".key"
	IndexValue    = ".value"
)

// Query is a server-side query: an index, an optional range of posts
// (index value, key) and an optional limit anchored left or right.
type Query struct {
	Index string // IndexPriority, IndexKey, IndexValue or a child path "a/b"

	HasStart       bool
	Start          *Node  // index value of the start post
	StartName      string // key of the start post; MinName when unset
	StartInclusive bool

	HasEnd       bool
	End          *Node
	EndName      string // MaxName when unset
	EndInclusive bool

	Limit     int  // 0 = no limit
	FromRight bool // limitToLast

	indexPath Path
}

// LoadsAllData reports whether the query filters nothing (only ordering).
func (q *Query) LoadsAllData() bool {
	return q == nil || (!q.HasStart && !q.HasEnd && q.Limit == 0)
}

// ParseWireQuery reads the protocol's query object: sp/sn/sin, ep/en/ein,
// l, vf and i.
func ParseWireQuery(m map[string]any) (*Query, error) {
	q := &Query{StartName: MinName, EndName: MaxName, StartInclusive: true, EndInclusive: true}
	if i, ok := m["i"]; ok {
		s, ok := i.(string)
		if !ok {
			return nil, fmt.Errorf("%w: index must be a string", ErrInvalidQuery)
		}
		q.Index = s
	}
	var err error
	if sp, ok := m["sp"]; ok {
		q.HasStart = true
		if q.Start, err = queryValue(sp); err != nil {
			return nil, err
		}
		if q.StartName, err = queryName(m, "sn", MinName); err != nil {
			return nil, err
		}
		if b, ok := m["sin"].(bool); ok {
			q.StartInclusive = b
		}
	}
	if ep, ok := m["ep"]; ok {
		q.HasEnd = true
		if q.End, err = queryValue(ep); err != nil {
			return nil, err
		}
		if q.EndName, err = queryName(m, "en", MaxName); err != nil {
			return nil, err
		}
		if b, ok := m["ein"].(bool); ok {
			q.EndInclusive = b
		}
	}
	if l, ok := m["l"]; ok {
		n, err := queryInt(l)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("%w: limit must be a positive integer", ErrInvalidQuery)
		}
		q.Limit = n
		q.FromRight = m["vf"] == "r"
	}
	return q, q.init()
}

func queryName(m map[string]any, key, def string) (string, error) {
	v, ok := m[key]
	if !ok || v == nil {
		return def, nil
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%w: %s must be a string", ErrInvalidQuery, key)
	}
	return s, nil
}

func queryInt(v any) (int, error) {
	switch t := v.(type) {
	case float64:
		if t == float64(int(t)) {
			return int(t), nil
		}
	case json.Number:
		i, err := t.Int64()
		return int(i), err
	case int:
		return t, nil
	}
	return 0, ErrInvalidQuery
}

func queryValue(v any) (*Node, error) {
	switch v.(type) {
	case map[string]any, []any:
		return nil, fmt.Errorf("%w: range values must be null, booleans, numbers or strings", ErrInvalidQuery)
	}
	n, err := Build(v, nil, nil, 0)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInvalidQuery, err)
	}
	return n, nil
}

// init validates the index and precomputes its path.
func (q *Query) init() error {
	switch q.Index {
	case IndexPriority, IndexValue:
	case IndexKey:
		for _, v := range []*Node{q.Start, q.End} {
			if v != nil && v.kind != kindString {
				return fmt.Errorf("%w: Provided key index type is invalid, must be string", ErrInvalidQuery)
			}
		}
		if q.HasStart && q.Start == nil || q.HasEnd && q.End == nil {
			return fmt.Errorf("%w: Provided key index type is invalid, must be string", ErrInvalidQuery)
		}
	default:
		p, err := ParsePath(q.Index)
		if err != nil || len(p) == 0 {
			return fmt.Errorf("%w: bad child index %q", ErrInvalidQuery, q.Index)
		}
		q.indexPath = p
	}
	return nil
}

// post is a child as the index sees it.
type post struct {
	key string
	val *Node // the index value: priority, value, or value at the child path
}

func (q *Query) postOf(key string, child *Node) post {
	switch q.Index {
	case IndexPriority:
		return post{key, child.Priority()}
	case IndexKey:
		return post{key, nil}
	case IndexValue:
		return post{key, child}
	}
	return post{key, child.Get(q.indexPath)}
}

func (q *Query) compare(a, b post) int {
	if q.Index != IndexKey {
		if c := CompareValues(a.val, b.val); c != 0 {
			return c
		}
	}
	return CompareKeys(a.key, b.key)
}

func (q *Query) startPost() post {
	if q.Index == IndexKey {
		return post{key: q.Start.s}
	}
	return post{q.StartName, q.Start}
}

func (q *Query) endPost() post {
	if q.Index == IndexKey {
		return post{key: q.End.s}
	}
	return post{q.EndName, q.End}
}

func (q *Query) inRange(p post) bool {
	if q.HasStart {
		c := q.compare(q.startPost(), p)
		if c > 0 || c == 0 && !q.StartInclusive {
			return false
		}
	}
	if q.HasEnd {
		c := q.compare(p, q.endPost())
		if c > 0 || c == 0 && !q.EndInclusive {
			return false
		}
	}
	return true
}

// StartAtOrBefore reports whether q's range starts at or before the
// child (always true without a start); inclusivity is ignored.
func (q *Query) StartAtOrBefore(key string, child *Node) bool {
	return !q.HasStart || q.compare(q.startPost(), q.postOf(key, child)) <= 0
}

// EndAtOrAfter reports whether q's range ends at or after the child
// (always true without an end); inclusivity is ignored.
func (q *Query) EndAtOrAfter(key string, child *Node) bool {
	return !q.HasEnd || q.compare(q.postOf(key, child), q.endPost()) <= 0
}

// CompareStarts orders queries on the same index by range start, no start
// first.
func CompareStarts(a, b *Query) int {
	switch {
	case !a.HasStart && !b.HasStart:
		return 0
	case !a.HasStart:
		return -1
	case !b.HasStart:
		return 1
	}
	return a.compare(a.startPost(), b.startPost())
}

// CompareEnds orders queries on the same index by range end, no end last.
func CompareEnds(a, b *Query) int {
	switch {
	case !a.HasEnd && !b.HasEnd:
		return 0
	case !a.HasEnd:
		return 1
	case !b.HasEnd:
		return -1
	}
	return a.compare(a.endPost(), b.endPost())
}

// Matches reports whether child, named key, is inside q's range (limits
// aside).
func (q *Query) Matches(key string, child *Node) bool {
	return child != nil && q.inRange(q.postOf(key, child))
}

// Apply evaluates q on n and returns the matching children as an object
// without priority at its root (nil if none). A query that filters nothing
// returns n itself.
func (q *Query) Apply(n *Node) *Node {
	if q.LoadsAllData() {
		return n
	}
	return q.build(n, q.selectPosts(n))
}

// build is the answer of posts, children of n.
func (q *Query) build(n *Node, posts []post) *Node {
	var kids *kids
	for _, p := range posts {
		kids = kids.set(p.key, n.kids.get(p.key))
	}
	if kids == nil {
		return nil
	}
	return &Node{kind: kindObject, kids: kids}
}
