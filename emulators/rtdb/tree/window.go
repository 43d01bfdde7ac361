package tree

import (
	"container/heap"
	"sort"
)

// A limited query's result is a window: the Limit best posts in range,
// "best" meaning last in index order for limitToLast and first for
// limitToFirst. Its cost must not grow with the location: a list of a
// year of folios answers its newest page, and a write to one folio moves
// that page, many times a second. So the window is selected with a heap
// of Limit posts (O(n log Limit), no sort of the whole range), and a write
// patches it in place whenever the window alone decides the answer; only
// a member leaving a full window needs the query evaluated again, which
// the database answers from an ordered index of a large location
// (index.go).

// better reports whether a belongs nearer the window's anchor than b.
func (q *Query) better(a, b post) bool {
	if q.FromRight {
		return q.compare(a, b) > 0
	}
	return q.compare(a, b) < 0
}

// postHeap keeps the worst of the held posts on top, so a better newcomer
// replaces it.
type postHeap struct {
	q     *Query
	posts []post
}

func (h *postHeap) Len() int           { return len(h.posts) }
func (h *postHeap) Less(i, j int) bool { return h.q.better(h.posts[j], h.posts[i]) }
func (h *postHeap) Swap(i, j int)      { h.posts[i], h.posts[j] = h.posts[j], h.posts[i] }
func (h *postHeap) Push(x any)         { h.posts = append(h.posts, x.(post)) }
func (h *postHeap) Pop() any {
	last := h.posts[len(h.posts)-1]
	h.posts = h.posts[:len(h.posts)-1]
	return last
}

// selectPosts returns the posts of n that q answers with: every post in
// range without a limit (in no particular order), else the window.
func (q *Query) selectPosts(n *Node) []post {
	if n == nil || n.kind != kindObject {
		return nil
	}
	if q.Limit == 0 {
		var posts []post
		n.kids.each(func(k string, c *Node) bool {
			if p := q.postOf(k, c); q.inRange(p) {
				posts = append(posts, p)
			}
			return true
		})
		return posts
	}
	h := &postHeap{q: q, posts: make([]post, 0, min(q.Limit, n.NumChildren()))}
	n.kids.each(func(k string, c *Node) bool {
		p := q.postOf(k, c)
		switch {
		case !q.inRange(p):
		case h.Len() < q.Limit:
			heap.Push(h, p)
		case q.better(p, h.posts[0]):
			h.posts[0] = p
			heap.Fix(h, 0)
		}
		return true
	})
	return h.posts
}

// Sorted returns the keys of n's children that q selects, in index order.
func (q *Query) Sorted(n *Node) []string {
	posts := q.selectPosts(n)
	sort.Slice(posts, func(i, j int) bool { return q.compare(posts[i], posts[j]) < 0 })
	keys := make([]string, len(posts))
	for i, p := range posts {
		keys[i] = p.key
	}
	return keys
}

// worst returns the member of window w, other than skip, farthest from
// the anchor; ok is false when there is none.
func (q *Query) worst(w *Node, skip string) (worst post, ok bool) {
	w.kids.each(func(k string, c *Node) bool {
		if k == skip {
			return true
		}
		if p := q.postOf(k, c); !ok || q.better(worst, p) {
			worst, ok = p, true
		}
		return true
	})
	return worst, ok
}

// Patch updates w, q's earlier answer at a location, after the child key
// became child (nil when deleted). It reports false when the answer now
// depends on children outside w, and the caller must Apply q again: only
// when a member leaves a full window or falls behind where it was and
// behind its other members.
func (q *Query) Patch(w *Node, key string, child *Node) (*Node, bool) {
	old := w.Child(key)
	wasIn := old != nil
	nowIn := q.Matches(key, child)
	switch {
	case !wasIn && !nowIn:
		return w, true
	case q.Limit == 0 || w.NumChildren() < q.Limit:
		// A window that is not full holds every post in range.
		if !nowIn {
			child = nil
		}
		return w.WithChild(key, child), true
	case !nowIn:
		return nil, false
	}
	p := q.postOf(key, child)
	if wasIn {
		// Not farther from the anchor than it was (a change to fields the
		// index does not read, or a move towards the anchor): every child
		// outside the window still ranks behind it. This is the common
		// write to a listed folio, and it may be to the window's last member.
		if !q.better(q.postOf(key, old), p) {
			return w.WithChild(key, child), true
		}
		edge, ok := q.worst(w, key)
		if ok && q.better(p, edge) {
			return w.WithChild(key, child), true
		}
		return nil, false
	}
	edge, _ := q.worst(w, "")
	if !q.better(p, edge) {
		return w, true
	}
	return w.WithChild(edge.key, nil).WithChild(key, child), true
}
