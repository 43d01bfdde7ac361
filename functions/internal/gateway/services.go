package gateway

import (
	"context"
	"net/url"
)

// SendSMS calls POST /sms/send and returns the message id.
func (c *Client) SendSMS(ctx context.Context, bearer, phone, message string) (string, error) {
	sent, err := c.SendSMSOnce(ctx, bearer, SMS{Phone: phone, Message: message})
	return sent.MessageID, err
}

// SMS is one text to send. IdempotencyKey, when set, is the
// Idempotency-Key header: the provider texts once per key, and a second
// send with it (whatever its message) gets the first answer back.
// Reference, when set, comes back in the answer: with a key, the first
// send's, so the caller learns which of its messages the phone got.
type SMS struct {
	Phone, Message, IdempotencyKey, Reference string
}

// SMSSent is POST /sms/send's answer.
type SMSSent struct {
	MessageID string `json:"messageId"`
	Reference string `json:"reference"`
}

// SendSMSOnce calls POST /sms/send with sms's key and reference.
func (c *Client) SendSMSOnce(ctx context.Context, bearer string, sms SMS) (SMSSent, error) {
	var out struct {
		Data SMSSent `json:"data"`
	}
	body := map[string]any{"applicationId": ApplicationID, "phone": sms.Phone, "message": sms.Message}
	if sms.Reference != "" {
		body["reference"] = sms.Reference
	}
	err := c.do(withIdempotencyKey(ctx, sms.IdempotencyKey), "POST", "/sms/send", bearer, body, &out)
	return out.Data, err
}

// OTP is POST /otp/send's answer.
type OTP struct {
	OtpID     string `json:"otpId"`
	ExpiresIn int    `json:"expiresIn"`
	Attempts  int    `json:"attempts"`
}

// SendOTP calls POST /otp/send; the gateway texts the code to phone.
func (c *Client) SendOTP(ctx context.Context, bearer, phone, reference string) (*OTP, error) {
	var out struct {
		Data OTP `json:"data"`
	}
	err := c.do(ctx, "POST", "/otp/send", bearer, map[string]any{
		"applicationId": ApplicationID, "phone": phone, "reference": reference,
	}, &out)
	if err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// OTPCheck is POST /otp/verify's answer.
type OTPCheck struct {
	Valid        bool `json:"valid"`
	AttemptsLeft int  `json:"attemptsLeft"`
}

// VerifyOTP calls POST /otp/verify.
func (c *Client) VerifyOTP(ctx context.Context, bearer, otpID, code string) (*OTPCheck, error) {
	var out struct {
		Data OTPCheck `json:"data"`
	}
	err := c.do(ctx, "POST", "/otp/verify", bearer, map[string]any{
		"applicationId": ApplicationID, "otpId": otpID, "code": code,
	}, &out)
	if err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// SubmitBiometric calls POST /biometrics/submit; the provider later POSTs
// the result to callbackURL.
func (c *Client) SubmitBiometric(ctx context.Context, bearer, folio, curp, callbackURL string) (string, error) {
	var out struct {
		Data struct {
			BiometricID string `json:"biometricId"`
		} `json:"data"`
	}
	err := c.do(ctx, "POST", "/biometrics/submit", bearer, map[string]any{
		"applicationId": ApplicationID, "folio": folio, "curp": curp, "callbackUrl": callbackURL,
	}, &out)
	return out.Data.BiometricID, err
}

// COXReceipt is POST /cox/submit's answer.
type COXReceipt struct {
	CoxID         string `json:"coxId"`
	ProbankNumber string `json:"probankNumber"`
	Status        string `json:"status"`
	Duplicate     bool   `json:"duplicate"`
}

// SubmitCOX calls POST /cox/submit. A COX failure is an *APIError with code
// COX_ERROR and the folio's probankNumber. idempotencyKey (the
// Idempotency-Key header) makes a retry safe: the gateway answers a key it
// has seen with the first answer and never submits twice.
func (c *Client) SubmitCOX(ctx context.Context, bearer, folio, curp, probankNumber string, amount float64, idempotencyKey string) (*COXReceipt, error) {
	body := map[string]any{"applicationId": ApplicationID, "folio": folio, "curp": curp}
	if probankNumber != "" {
		body["probankNumber"] = probankNumber
	}
	if amount > 0 {
		body["amount"] = amount
	}
	var out struct {
		Data COXReceipt `json:"data"`
	}
	if err := c.do(withIdempotencyKey(ctx, idempotencyKey), "POST", "/cox/submit", bearer, body, &out); err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// COXState is POST /cox/status's answer: whether COX booked the folio,
// and under which coxId and probankNumber.
type COXState struct {
	Folio         string `json:"folio"`
	Booked        bool   `json:"booked"`
	CoxID         string `json:"coxId"`
	ProbankNumber string `json:"probankNumber"`
}

// COXStatus calls POST /cox/status: a caller that never got the answer to a
// submission asks it before submitting the folio under a new key.
func (c *Client) COXStatus(ctx context.Context, bearer, folio string) (*COXState, error) {
	var out struct {
		Data COXState `json:"data"`
	}
	if err := c.do(ctx, "POST", "/cox/status", bearer, map[string]any{"applicationId": ApplicationID, "folio": folio}, &out); err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// Discharge is POST /sipre/discharge's answer.
type Discharge struct {
	DischargeID string   `json:"dischargeId"`
	Code        string   `json:"code"`
	Discharged  []string `json:"discharged"`
	Pending     []string `json:"pending"`
}

// SipreDischarge calls POST /sipre/discharge.
func (c *Client) SipreDischarge(ctx context.Context, bearer, folio, curp string, creditIDs []string) (*Discharge, error) {
	body := map[string]any{"applicationId": ApplicationID, "folio": folio, "curp": curp}
	if len(creditIDs) > 0 {
		body["creditIds"] = creditIDs
	}
	var out struct {
		Data Discharge `json:"data"`
	}
	if err := c.do(ctx, "POST", "/sipre/discharge", bearer, body, &out); err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// VideoSession is a video-call session.
type VideoSession struct {
	SessionID string `json:"sessionId"`
	Folio     string `json:"folio"`
	URL       string `json:"url"`
	Status    string `json:"status"`
	ExpiresAt string `json:"expiresAt"`
}

// CreateVideoSession calls POST /video/sessions.
func (c *Client) CreateVideoSession(ctx context.Context, bearer, folio, uuid, curp string) (*VideoSession, error) {
	var out struct {
		Data VideoSession `json:"data"`
	}
	err := c.do(ctx, "POST", "/video/sessions", bearer, map[string]any{
		"applicationId": ApplicationID, "folio": folio, "uuid": uuid, "curp": curp,
	}, &out)
	if err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// GetVideoSession calls GET /video/sessions/{id}.
func (c *Client) GetVideoSession(ctx context.Context, bearer, sessionID string) (*VideoSession, error) {
	var out struct {
		Data VideoSession `json:"data"`
	}
	if err := c.do(ctx, "GET", "/video/sessions/"+url.PathEscape(sessionID), bearer, nil, &out); err != nil {
		return nil, err
	}
	return &out.Data, nil
}
