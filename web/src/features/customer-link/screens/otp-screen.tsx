import { useCallback, useEffect, useRef, useState } from 'react';

import { customer as t } from '@/copy/es';

import { messageOf } from '../api/errors';
import { sendOtp, verifyOtp } from '../api/gateway';
import { OtpForm } from '../components/otp-form';
import { useLiveCustomerLink } from '../hooks/use-customer-link';

export const RESEND_AFTER_MS = 60_000;
const SENT_KEY = 'oppnp.otp.';

interface Sent {
  phone: string;
  sendsLeft: number;
  resendAt: number;
}

/** OTP (customField 1014): the functions send the SMS and, on a right code, mark the step done. */
export function OtpScreen() {
  const { auth, uuid } = useLiveCustomerLink();
  const [sent, setSent] = useState<Sent | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(SENT_KEY + uuid) ?? 'null') as Sent | null;
    } catch {
      return null;
    }
  });
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  const send = useCallback(async () => {
    setError(null);
    try {
      const token = await auth.currentUser!.getIdToken();
      const r = await sendOtp(token);
      const next = {
        phone: r.phone,
        sendsLeft: r.sendsLeft,
        resendAt: Date.now() + RESEND_AFTER_MS,
      };
      sessionStorage.setItem(SENT_KEY + uuid, JSON.stringify(next));
      setSent(next);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [auth, uuid]);

  useEffect(() => {
    if (sent || asked.current) return;
    asked.current = true;
    void send();
  }, [sent, send]);

  const verify = async (code: string) => {
    try {
      await verifyOtp(await auth.currentUser!.getIdToken(), code);
      return null; // the folio's customerSteps/otp moves the customer on
    } catch (e) {
      return messageOf(e);
    }
  };

  return (
    <>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {sent ? (
        <OtpForm
          phone={sent.phone}
          resendAt={sent.resendAt}
          canResend={sent.sendsLeft > 0}
          onVerify={verify}
          onResend={() => void send()}
        />
      ) : (
        !error && <p role="status">{t.otp.sendingCode}</p>
      )}
      {!sent && error && (
        <button type="button" onClick={() => void send()}>
          {t.retry}
        </button>
      )}
    </>
  );
}
