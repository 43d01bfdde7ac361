package rulesgen

import (
	"fmt"
	"strconv"
	"strings"

	"oppnp/functions/internal/contract"
)

// dateRe: ISO YYYY-MM-DD from 1900-01-01 to 2100-12-31 (docs/contract.md, stored formats).
const dateRe = `/^(19[0-9][0-9]|20[0-9][0-9]|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/`

// blockedDomains are the four company domains an email may not contain
// (remoteconfig blocked_email_domains).
var blockedDomains = []string{"consupago.com", "opcionesempresariales.com", "procesa.com", "tuprestamo.com"}

// emailRule: ” or the standard address pattern, without a blocked domain.
var emailRule = func() string {
	ok := []string{"newData.val().matches(/^[A-Z0-9._%+-]+@[A-Z0-9-]+(\\.[A-Z0-9-]+)*\\.[A-Z]{2,}$/i)"}
	for _, d := range blockedDomains {
		ok = append(ok, "!newData.val().toLowerCase().contains('"+d+"')")
	}
	return and("newData.isString()", "newData.val().length <= 100", "newData.val() == '' || ("+strings.Join(ok, " && ")+")")
}()

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// leafRule is the .validate of a leaf field's kind.
func leafRule(f *contract.Field) (string, error) {
	switch f.Type {
	case contract.KindString:
		parts := []string{"newData.isString()"}
		if f.Min != nil {
			parts = append(parts, "newData.val().length >= "+num(*f.Min))
		}
		if f.Max != nil {
			parts = append(parts, "newData.val().length <= "+num(*f.Max))
		}
		if f.Pattern != "" {
			m := "newData.val().matches(" + f.Pattern + ")"
			if f.Empty {
				m = "newData.val() == '' || " + m
			}
			parts = append(parts, m)
		}
		for _, v := range f.NotIn {
			parts = append(parts, "newData.val() != "+quote(v))
		}
		return and(parts...), nil
	case contract.KindNumber:
		parts := []string{number(f.Digits, f.Decimals)}
		if f.Positive {
			parts = append(parts, "newData.val() > 0")
		}
		if f.Min != nil {
			parts = append(parts, "newData.val() >= "+num(*f.Min))
		}
		if f.Max != nil {
			parts = append(parts, "newData.val() <= "+num(*f.Max))
		}
		return and(parts...), nil
	case contract.KindBoolean:
		return "newData.isBoolean()", nil
	case contract.KindEnum:
		var eq []string
		for _, v := range f.Values {
			switch x := v.(type) {
			case float64:
				eq = append(eq, "newData.val() == "+num(x))
			case string:
				eq = append(eq, "newData.val() == "+quote(x))
			default:
				return "", fmt.Errorf("%w: enum value %v", ErrContract, v)
			}
		}
		guard := "newData.isString()"
		if f.NumericEnum() {
			guard = "newData.isNumber()"
		}
		return and(guard, or(eq...)), nil
	case contract.KindNumberOrString:
		return "(newData.isNumber() || newData.isString()) && (newData.val() + '').matches(" + f.Pattern + ")", nil
	case contract.KindEmail:
		return emailRule, nil
	case contract.KindDate:
		return optPattern(dateRe), nil
	case contract.KindServerTime:
		return stampNow(), nil
	case contract.KindCallerUID:
		return stampUID(), nil
	case contract.KindCallerBpID:
		return stampBpID(), nil
	case contract.KindEpochMs:
		return "newData.isNumber()", nil
	case contract.KindAnswer:
		return "(newData.isString() && newData.val().length <= 500) || newData.hasChildren()", nil
	}
	return "", fmt.Errorf("%w: no leaf rule for kind %q", ErrContract, f.Type)
}

// functionsOnlyRule: clients never write the field; at most a new folio may
// carry its initial value (functions bypass the rules).
func functionsOnlyRule(f *contract.Field) string {
	if len(f.Initial) == 0 {
		return "false"
	}
	return "!data.exists() && newData.val() == " + jsLiteral(string(f.Initial))
}

// jsLiteral turns a JSON scalar into a rules literal.
func jsLiteral(j string) string {
	if s, err := strconv.Unquote(j); err == nil {
		return quote(s)
	}
	return j
}
