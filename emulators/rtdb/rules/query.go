package rules

// Query describes the query of a read, as the `query` rule variable sees
// it. A nil *Query is a plain read. With no OrderBy the read counts as
// ordered by key, as production reports for plain reads.
type Query struct {
	// OrderBy is "" or "$key" (key order), "$value", "$priority", or a
	// child path such as "address/zip".
	OrderBy string
	// StartAt, EndAt and EqualTo are nil when unset, else a string,
	// float64 or bool.
	StartAt, EndAt, EqualTo any
	// LimitToFirst and LimitToLast are 0 when unset.
	LimitToFirst, LimitToLast int
}

// Orders returned by OrderBy besides a child path.
const (
	OrderByKey      = "$key"
	OrderByValue    = "$value"
	OrderByPriority = "$priority"
)

// member returns the value of query.<name>.
func (q *Query) member(name string) any {
	if q == nil {
		q = &Query{}
	}
	limit := func(n int) any {
		if n == 0 {
			return nil
		}
		return float64(n)
	}
	switch name {
	case "orderByKey":
		return q.OrderBy == "" || q.OrderBy == OrderByKey
	case "orderByValue":
		return q.OrderBy == OrderByValue
	case "orderByPriority":
		return q.OrderBy == OrderByPriority
	case "orderByChild":
		if q.OrderBy == "" || q.OrderBy[0] == '$' {
			return nil
		}
		return q.OrderBy
	case "startAt":
		return normNumber(q.StartAt)
	case "endAt":
		return normNumber(q.EndAt)
	case "equalTo":
		return normNumber(q.EqualTo)
	case "limitToFirst":
		return limit(q.LimitToFirst)
	case "limitToLast":
		return limit(q.LimitToLast)
	}
	return nil
}

// index names the .indexOn entry a query needs ("" when none: key order
// and priority order are always indexed). orderByValue needs ".value".
func (q *Query) index() string {
	if q == nil || q.OrderBy == "" || q.OrderBy == OrderByKey || q.OrderBy == OrderByPriority {
		return ""
	}
	if q.OrderBy == OrderByValue {
		return ".value"
	}
	return q.OrderBy
}
