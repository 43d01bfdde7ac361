package gateway

import "context"

// SendEmail calls POST /email/send and returns the message id.
func (c *Client) SendEmail(ctx context.Context, bearer, to, subject, body string) (string, error) {
	var out struct {
		Data struct {
			MessageID string `json:"messageId"`
		} `json:"data"`
	}
	err := c.do(ctx, "POST", "/email/send", bearer, map[string]any{
		"applicationId": ApplicationID, "to": to, "subject": subject, "body": body,
	}, &out)
	return out.Data.MessageID, err
}

// SendEmail sends an email with the service session.
func (s *Service) SendEmail(ctx context.Context, to, subject, body string) (id string, err error) {
	err = s.T.Do(ctx, func(b string) error { id, err = s.C.SendEmail(ctx, b, to, subject, body); return err })
	return id, err
}
