package gateway

import (
	"context"
	"encoding/json"
)

// DataSeller is the seller record of a staff login.
type DataSeller struct {
	BpID     string `json:"bpId"`
	Name     string `json:"name"`
	Email    string `json:"email"`
	Username string `json:"username"`
}

// LoginResult is POST /auth/login's answer.
type LoginResult struct {
	Token           string `json:"token"`
	TokenRefresh    string `json:"tokenRefresh"`
	TokenTTL        int    `json:"tokenTTL"`
	TokenRefreshTTL int    `json:"tokenRefreshTTL"`
	Data            struct {
		DataSeller *DataSeller `json:"dataSeller"`
		Code       string      `json:"code"`
		Profile    string      `json:"profile"`
	} `json:"data"`
}

// Login calls POST /auth/login (no Bearer).
func (c *Client) Login(ctx context.Context, username, password string) (*LoginResult, error) {
	var out LoginResult
	err := c.do(ctx, "POST", "/auth/login", "", map[string]any{
		"applicationId": ApplicationID, "username": username, "password": password,
	}, &out)
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// RefreshData is POST /auth/refresh's data object.
type RefreshData struct {
	Success         bool   `json:"success"`
	Token           string `json:"token,omitempty"`
	TokenRefresh    string `json:"tokenRefresh,omitempty"`
	TokenTTL        int    `json:"tokenTTL,omitempty"`
	TokenRefreshTTL int    `json:"tokenRefreshTTL,omitempty"`
	Message         string `json:"message"`
}

// Refresh calls POST /auth/refresh with the refresh token (no Bearer).
func (c *Client) Refresh(ctx context.Context, refreshToken string) (*RefreshData, error) {
	var out struct {
		Data RefreshData `json:"data"`
	}
	err := c.do(ctx, "POST", "/auth/refresh", "", map[string]any{
		"applicationId": ApplicationID, "token": refreshToken, "deviceId": deviceID(ctx),
	}, &out)
	if err != nil {
		return nil, err
	}
	return &out.Data, nil
}

// Logout calls POST /auth/logout, revoking bearer and its refresh token.
func (c *Client) Logout(ctx context.Context, bearer, bpID string) error {
	return c.do(ctx, "POST", "/auth/logout", bearer, map[string]any{
		"channel": ApplicationID, "bp": bpID, "deviceId": deviceID(ctx),
	}, nil)
}

// CustomerToken is POST /auth/customer's answer.
type CustomerToken struct {
	Token    string `json:"token"`
	TokenTTL int    `json:"tokenTTL"`
}

// Customer asks for a tokenClient for a customer link (no Bearer).
func (c *Client) Customer(ctx context.Context, uuid string) (*CustomerToken, error) {
	var out CustomerToken
	err := c.do(ctx, "POST", "/auth/customer", "", map[string]any{
		"applicationId": ApplicationID, "uuid": uuid, "deviceId": deviceID(ctx),
	}, &out)
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// Branch is one of a promoter's branches, kept as the gateway sent it so
// the SPA sees every field.
type Branch map[string]any

// PromotorData is /sellers/branchesByPromotor's data.promotorData.
type PromotorData struct {
	PromotorBP      string          `json:"promotorBP"`
	Name            string          `json:"name"`
	PromoterBlocked json.RawMessage `json:"promoterBlocked"`
	Sucursales      []Branch        `json:"sucursales"`
}

// Blocked reads promoterBlocked, which is true or the string "true" (docs/requirements.md §5).
func (p *PromotorData) Blocked() bool {
	var b bool
	if json.Unmarshal(p.PromoterBlocked, &b) == nil {
		return b
	}
	var s string
	return json.Unmarshal(p.PromoterBlocked, &s) == nil && s == "true"
}

// BranchesByPromotor calls POST /sellers/branchesByPromotor.
func (c *Client) BranchesByPromotor(ctx context.Context, bearer, bpID string) (*PromotorData, error) {
	var out struct {
		Data struct {
			PromotorData PromotorData `json:"promotorData"`
		} `json:"data"`
	}
	err := c.do(ctx, "POST", "/sellers/branchesByPromotor", bearer, map[string]any{
		"applicationId": ApplicationID, "promotorBP": bpID,
	}, &out)
	if err != nil {
		return nil, err
	}
	return &out.Data.PromotorData, nil
}

func deviceID(ctx context.Context) string {
	if d := MetaFrom(ctx).DeviceID; d != "" {
		return d
	}
	return DefaultDeviceID
}
