// Package letter is the carta libranza (letter of payroll deduction): the
// docs/requirements.md §5 rules of its two folios and the letter as a PDF, written by a small
// standard-library PDF writer (Helvetica text, the customer's signature as a
// JPEG image XObject). It does no I/O: callers pass the data and get bytes.
package letter
