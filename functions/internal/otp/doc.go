// Package otp runs the customer's one-time code (custom field 1014): the
// gateway generates and texts it; the functions bound the sends and the
// wrong attempts, enforce the expiry, and on success mark
// customerSteps/otp done — the step the rules require before bioprocess.
package otp
