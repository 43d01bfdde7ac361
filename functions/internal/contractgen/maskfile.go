package contractgen

import (
	"bytes"
	"fmt"
	"go/format"
	"regexp"
	"strings"

	"oppnp/functions/internal/contract"
	"oppnp/functions/internal/mask"
)

// MaskGoFile is functions/internal/mask/classes_gen.go: the contract's
// personal classes as package mask reads them.
func MaskGoFile(d *contract.Definition) ([]byte, error) {
	var b bytes.Buffer
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("%spackage mask\n\n", goHeader)
	w("// fields classes each personal leaf of the folio by its path ('*' for a map's key).\nvar fields = map[string]Class{\n")
	for _, p := range keys(d.Personal.Fields) {
		w("\t%q: %s,\n", p, goClass(d.Personal.Fields[p]))
	}
	w("}\n\n// trees are the folio's personal subtrees: a leaf below one that the\n// contract does not class is hidden.\nvar trees = []string{")
	for _, t := range d.Personal.Trees {
		w("%q, ", t)
	}
	w("}\n\n// keys classes the personal field names and the contract's log keys, in\n// lower case.\nvar keys = map[string]Class{\n")
	for _, k := range keys(d.Personal.Keys) {
		w("\t%q: %s,\n", k, goClass(d.Personal.Keys[k]))
	}
	w("}\n")
	out, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("%w: classes_gen.go: %w", ErrGenerate, err)
	}
	return out, nil
}

// goClass is the name of c's constant in package mask.
func goClass(c mask.Class) string {
	return map[mask.Class]string{mask.None: "None", mask.Name: "Name", mask.Initials: "Initials",
		mask.Last4: "Last4", mask.Email: "Email", mask.Hidden: "Hidden"}[c]
}

// MaskTSFile is web/src/lib/personal-data.gen.ts: the same tables for
// web/src/lib/mask.ts.
func MaskTSFile(d *contract.Definition) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(tsHeader)
	classes := make([]string, len(mask.Classes))
	for i, c := range mask.Classes {
		classes[i] = string(c)
	}
	tsUnion(&b, "PersonalClass", "How a personal value is masked (web/src/lib/mask.ts).", classes)
	fields := obj()
	for _, p := range keys(d.Personal.Fields) {
		fields = fields.with(tsKey(p), raw(tsString(string(d.Personal.Fields[p]))))
	}
	b.WriteString("/** The class of each personal leaf of the folio by its path ('*' for a map's key). */\n")
	fields.print(&b, 0, "export const PERSONAL_FIELDS: Readonly<Record<string, PersonalClass>> = ", ";")
	b.WriteString("\n/** The folio's personal subtrees: a leaf below one that the contract does not class is hidden. */\n")
	strArr(tsStrings(d.Personal.Trees)).print(&b, 0, "export const PERSONAL_TREES: readonly string[] = ", ";")
	ks := obj()
	for _, k := range keys(d.Personal.Keys) {
		ks = ks.with(tsUnicodeKey(k), raw(tsString(string(d.Personal.Keys[k]))))
	}
	b.WriteString("\n/** The class of the personal field names and the contract's log keys, in lower case. */\n")
	ks.print(&b, 0, "export const PERSONAL_KEYS: Readonly<Record<string, PersonalClass>> = ", ";")
	return []byte(strings.TrimRight(b.String(), "\n") + "\n"), nil
}

// tsUnicodeIdent is a key Prettier leaves unquoted: an identifier, letters
// outside ASCII included ("teléfono").
var tsUnicodeIdent = regexp.MustCompile(`^[\p{L}_$][\p{L}\p{N}_$]*$`)

func tsUnicodeKey(k string) string {
	if tsUnicodeIdent.MatchString(k) {
		return k
	}
	return tsString(k)
}
