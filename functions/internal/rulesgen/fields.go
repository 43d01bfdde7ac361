package rulesgen

import "strings"

// SPEC §5 field rules that apply to stored data, as .validate expressions.
// Digit strings (phone, CLABE, NSS…) are stored as strings so that leading
// zeros survive. Letters accept either case (SPEC states no case rule).
var (
	// rfc: alphanumeric, 13 characters: 4 letters, 6 digits, 3 alphanumerics.
	rfcRule = optPattern(`/^[A-ZÑ]{4}[0-9]{6}[A-Z0-9Ñ]{3}$/i`)
	// curp: 18 characters: 4 letters, 6 digits, 8 alphanumerics (or Ñ/&).
	curpRule = optPattern(`/^[A-ZÑ&]{4}[0-9]{6}[A-Z0-9Ñ&]{8}$/i`)
	// phone: if given, exactly 10 digits.
	phoneRule = optPattern(`/^[0-9]{10}$/`)
	// validCbanc: digits, exactly 18.
	clabeRule = optPattern(`/^[0-9]{18}$/`)
	// validAccount: digits, exactly 16.
	accountRule = optPattern(`/^[0-9]{16}$/`)
	// paymentAccount: optional; digits; 16 to 18.
	paymentAccountRule = optPattern(`/^[0-9]{16,18}$/`)
	// social security number: optional; digits; exactly 11.
	nssRule = optPattern(`/^[0-9]{11}$/`)
	// ocrRule: digits, exactly 13.
	ocrRule = optPattern(`/^[0-9]{13}$/`)
	// elector code: 18 alphanumerics: 6 letters, 8 digits, 1 letter, 3 digits.
	electorRule = optPattern(`/^[A-Z]{6}[0-9]{8}[A-Z][0-9]{3}$/i`)
	// INE number: digits, exactly 2. INE expiration year: digits, exactly 4.
	ineNumberRule = optPattern(`/^[0-9]{2}$/`)
	ineYearRule   = optPattern(`/^[0-9]{4}$/`)
	// cic: digits, at least 9.
	cicRule = optPattern(`/^[0-9]{9,}$/`)
	// letterFolioValidation: digits and hyphen only, exactly 13 characters.
	letterFolioRule = optPattern(`/^[0-9-]{13}$/`)
	// libranza folio: no spaces, at least 12 characters.
	libranzaFolioRule = optPattern(`/^\S{12,}$/`)
	// validDateRange: 1900-01-01 to 2100-12-31, stored as ISO YYYY-MM-DD.
	dateRule = optPattern(`/^(19[0-9][0-9]|20[0-9][0-9]|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/`)
	// gender: H Masculino, F Femenino.
	genderRule = optPattern(`/^(H|F)$/`)
	// namesAndSurnames: letters, spaces and some punctuation.
	namesRule = optPattern(`/^[A-ZÁÉÍÓÚÜÑ .,'-]{1,80}$/i`)
	// fullName, onlyName: letters only (and the spaces between words).
	fullNameRule = optPattern(`/^[A-ZÁÉÍÓÚÜÑ ]{1,120}$/i`)
	// agreementGroup, creditType, agreementItem: the placeholder is invalid.
	choiceRule = "newData.isString() && newData.val() != 'Selecciona' && newData.val().length <= 120"
	// discount amount: at most 13 characters (string or number).
	discountRule = "(newData.isString() || newData.isNumber()) && (newData.val() + '').length <= 13"
	// totalAmountFormat: positive, up to 9 integer digits and 2 decimals, not zero.
	amountRule = and(number(9, 2), "newData.val() > 0")
	// a non-negative amount (salary, perceptions, deductions).
	moneyRule = number(9, 2)
	// tasa: at most 2 decimals, at most 100.
	tasaRule = and(number(3, 2), "newData.val() <= 100")
	// cat: at most 1 decimal, at most 1000.
	catRule = and(number(4, 1), "newData.val() <= 1000")
	// term: a whole, positive number of payments.
	termRule = and(number(3, 0), "newData.val() > 0")
	// paymentCapacity: 0.3 × (perceptions − deductions), 2 decimals, stored as
	// the SPEC's string or as a number (the blank request's 0); may be negative.
	capacityRule = "(newData.isNumber() || newData.isString()) && (newData.val() + '').matches(/^-?[0-9]{1,9}(\\.[0-9]{1,2})?$/)"
	// paymentMethod: 6 deposit to account, 7 bank window, 8 cheque.
	paymentMethodRule = "newData.val() == 6 || newData.val() == 7 || newData.val() == 8"
	// bankCode: a three-digit bank code; the default is '012'.
	bankCodeRule = pattern(`/^[0-9]{3}$/`)
	// branchID: the gateway's branch id, string or number.
	branchIDRule = "(newData.isString() || newData.isNumber()) && (newData.val() + '').matches(/^[A-Z0-9_-]{1,20}$/i)"
)

// blockedDomains are the four company domains an email may not contain
// (SPEC §5; remoteconfig blocked_email_domains).
var blockedDomains = []string{"consupago.com", "opcionesempresariales.com", "procesa.com", "tuprestamo.com"}

// emailRule: the standard address pattern, without a blocked domain.
var emailRule = func() string {
	parts := []string{"newData.isString()", "newData.val().length <= 100"}
	var ok []string
	ok = append(ok, "newData.val().matches(/^[A-Z0-9._%+-]+@[A-Z0-9-]+(\\.[A-Z0-9-]+)*\\.[A-Z]{2,}$/i)")
	for _, d := range blockedDomains {
		ok = append(ok, "!newData.val().toLowerCase().contains('"+d+"')")
	}
	return and(append(parts, "newData.val() == '' || ("+strings.Join(ok, " && ")+")")...)
}()
