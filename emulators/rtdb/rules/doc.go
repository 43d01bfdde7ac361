// Package rules implements the Firebase Realtime Database security rules
// language for the emulator: it parses a rules document, type-checks every
// expression the way production does at deploy time, and decides reads and
// writes.
//
// Pipeline: jsonc.go reads the document (JSON with // and /* */ comments,
// every value positioned), ruleset.go builds the rules tree (.read, .write,
// .validate, .indexOn, $wildcards; a named child wins over the wildcard),
// lexer.go and parser.go turn each expression into a tree (ast.go),
// check.go infers static types and refuses what production refuses
// (unknown variables or methods, snapshots compared with ==, comparisons
// with booleans, non-literal regexes, flags other than i, non-boolean
// rules), regex.go translates the production regex subset to RE2, and
// eval.go evaluates with strict typing: a runtime type error makes the rule
// false and is recorded in the trace.
//
// Errors from Parse are *ParseError with the production text
// "line:col: message" (the position of the offending token in the
// document, inside the rule string when the expression is at fault).
//
// Decisions:
//
//	rs, err := rules.Parse(src)
//	r := rs.CanRead(auth, []string{"users", "u1"}, query, rootSnapshot, nowMillis)
//	r = rs.CanWrite(auth, []rules.Write{{Path: p}}, before, after, nowMillis)
//
// auth is the rules variable (nil when signed out; otherwise uid, provider
// and token with the claims, as idtoken.Auth.Variable returns it). The
// database adapts its tree to the Snapshot interface (and, to save work on
// large nodes, the optional Shaped interface); NewSnapshot adapts a decoded
// JSON value. For a multi-path update, after holds the merged result and
// writes lists every updated path: the write is allowed only if every
// entry is. A Result carries the decision, a one-line Reason for the
// emulator's denial log, the missing index if any, and Trace(), the list
// of every rule evaluated with its outcome and runtime error.
//
// Semantics, following the reference notes (production cases):
//   - .read/.write grant from the root down; the first true rule wins and a
//     deeper rule cannot revoke it. Rules below the target are never
//     consulted: rules are not filters, and .write below a write path is
//     ignored.
//   - .validate runs on the ancestors of the write path met on the walk
//     down and on every node of the new data at and below it, wherever the
//     new data is non-null (so deletes skip it). Each runs once per
//     decision.
//   - A plain read counts as ordered by key for the query variable.
//   - Result.MissingIndex names the index a child or value query needs when
//     no .indexOn declares it; IndexNotDefined gives production's REST text.
//
// Where production behaviour is unrecorded the package chooses: val() of a
// node with children returns a map, and == compares such maps by value;
// \S inside a character set uses RE2's ASCII meaning.
//
// The package uses the standard library only (layout rule G3).
package rules
