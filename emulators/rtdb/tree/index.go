package tree

import "sort"

// An Index keeps a location's children in one query index's order, as the
// real database keeps an index for each `.indexOn`, so a query's answer is
// a range lookup: O(log n + answer) instead of a pass over every child.
// A list of a year of folios opens sixteen windows on one location at
// once; without it each window's first answer walks the whole location.
//
// It is a sorted list cut into chunks of at most chunkMax posts: a binary
// search finds the chunk, and an insert or delete moves at most chunkMax
// posts. It is not safe for concurrent use; the database guards it with
// the lock that guards its tree.
type Index struct {
	q      *Query // the ordering: only Index and indexPath are set
	chunks [][]post
	size   int
}

const chunkMax = 512

// NewIndex indexes n's children in the order of q's index.
func NewIndex(q *Query, n *Node) *Index {
	ix := &Index{q: &Query{Index: q.Index, indexPath: q.indexPath}}
	posts := make([]post, 0, n.NumChildren())
	n.Each(func(k string, c *Node) bool {
		posts = append(posts, ix.q.postOf(k, c))
		return true
	})
	sort.Slice(posts, func(i, j int) bool { return ix.q.compare(posts[i], posts[j]) < 0 })
	for len(posts) > 0 {
		m := min(len(posts), chunkMax/2)
		ix.chunks = append(ix.chunks, append(make([]post, 0, chunkMax), posts[:m]...))
		posts = posts[m:]
	}
	ix.size = n.NumChildren()
	return ix
}

// Serves reports whether ix orders children as q does.
func (ix *Index) Serves(q *Query) bool { return q.Index == ix.q.Index }

// Len is the number of children indexed.
func (ix *Index) Len() int { return ix.size }

// Update records that the child key was old and is now child (either nil
// when absent).
func (ix *Index) Update(key string, old, child *Node) {
	var was, now post
	if old != nil {
		was = ix.q.postOf(key, old)
	}
	if child != nil {
		now = ix.q.postOf(key, child)
	}
	if old != nil && child != nil && ix.q.compare(was, now) == 0 {
		return // same place; the answer reads the child itself from the tree
	}
	if old != nil {
		ix.remove(was)
	}
	if child != nil {
		ix.insert(now)
	}
}

// pos is a place in the list: chunk c, offset i.
type pos struct{ c, i int }

// seek returns the first place whose post is after p (after), or at or
// after p (!after).
func (ix *Index) seek(p post, after bool) pos {
	beyond := func(x post) bool {
		c := ix.q.compare(x, p)
		return c > 0 || c == 0 && !after
	}
	c := sort.Search(len(ix.chunks), func(c int) bool {
		ch := ix.chunks[c]
		return beyond(ch[len(ch)-1])
	})
	if c == len(ix.chunks) {
		return pos{c, 0}
	}
	return pos{c, sort.Search(len(ix.chunks[c]), func(i int) bool { return beyond(ix.chunks[c][i]) })}
}

func (ix *Index) insert(p post) {
	at := ix.seek(p, false)
	if len(ix.chunks) == 0 {
		ix.chunks = [][]post{make([]post, 0, chunkMax)}
	}
	if at.c == len(ix.chunks) { // after every post: the last chunk's end
		at = pos{at.c - 1, len(ix.chunks[at.c-1])}
	}
	ch := append(ix.chunks[at.c], post{})
	copy(ch[at.i+1:], ch[at.i:])
	ch[at.i] = p
	ix.chunks[at.c] = ch
	ix.size++
	if len(ch) > chunkMax {
		half := append(make([]post, 0, chunkMax), ch[len(ch)/2:]...)
		ix.chunks[at.c] = ch[:len(ch)/2]
		ix.chunks = append(ix.chunks, nil)
		copy(ix.chunks[at.c+2:], ix.chunks[at.c+1:])
		ix.chunks[at.c+1] = half
	}
}

func (ix *Index) remove(p post) {
	at := ix.seek(p, false)
	if at.c == len(ix.chunks) || ix.chunks[at.c][at.i].key != p.key {
		return
	}
	ch := ix.chunks[at.c]
	ix.chunks[at.c] = append(ch[:at.i], ch[at.i+1:]...)
	ix.size--
	if len(ix.chunks[at.c]) == 0 {
		ix.chunks = append(ix.chunks[:at.c], ix.chunks[at.c+1:]...)
	}
}

// next returns the place after at, and false past the end.
func (ix *Index) next(at pos) (pos, bool) {
	if at.i+1 < len(ix.chunks[at.c]) {
		return pos{at.c, at.i + 1}, true
	}
	return pos{at.c + 1, 0}, at.c+1 < len(ix.chunks)
}

// prev returns the place before at, and false before the start.
func (ix *Index) prev(at pos) (pos, bool) {
	if at.i > 0 {
		return pos{at.c, at.i - 1}, true
	}
	if at.c == 0 {
		return pos{}, false
	}
	return pos{at.c - 1, len(ix.chunks[at.c-1]) - 1}, true
}

func (ix *Index) at(p pos) post { return ix.chunks[p.c][p.i] }

// bounds returns the first place in q's range and the place after it.
func (ix *Index) bounds(q *Query) (lo, hi pos) {
	lo, hi = pos{0, 0}, pos{len(ix.chunks), 0}
	if q.HasStart {
		lo = ix.seek(q.startPost(), !q.StartInclusive)
	}
	if q.HasEnd {
		hi = ix.seek(q.endPost(), q.EndInclusive)
	}
	return lo, hi
}

func before(a, b pos) bool { return a.c < b.c || a.c == b.c && a.i < b.i }

// selectPosts is Query.selectPosts through the index.
func (ix *Index) selectPosts(q *Query) []post {
	lo, hi := ix.bounds(q)
	var posts []post
	if !before(lo, hi) {
		return nil
	}
	if q.FromRight && q.Limit > 0 {
		at, ok := ix.prev(hi)
		for ok && !before(at, lo) && len(posts) < q.Limit {
			posts = append(posts, ix.at(at))
			at, ok = ix.prev(at)
		}
		return posts
	}
	for at, ok := lo, true; ok && before(at, hi) && (q.Limit == 0 || len(posts) < q.Limit); at, ok = ix.next(at) {
		posts = append(posts, ix.at(at))
	}
	return posts
}

// ApplyIndexed is Apply, answered from ix, an index of n's children that
// serves q (nil: Apply).
func (q *Query) ApplyIndexed(n *Node, ix *Index) *Node {
	if ix == nil || !ix.Serves(q) || q.LoadsAllData() {
		return q.Apply(n)
	}
	return q.build(n, ix.selectPosts(q))
}
