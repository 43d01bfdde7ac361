import { useEffect, useState } from 'react';

import { FieldError } from '@/components/form/field-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { customer as t } from '@/copy/es';

import { otpSchema } from '../schemas/otp-schema';
import type { OtpValues } from '../schemas/otp-schema';

export interface OtpFormProps {
  /** Masked phone the code went to. */
  phone: string;
  /** When another code may be requested (ms since epoch). */
  resendAt: number;
  canResend: boolean;
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => void;
}

/** Six-digit SMS code with one-time-code autofill and a resend countdown. */
export function OtpForm({ phone, resendAt, canResend, onVerify, onResend }: OtpFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((resendAt - now) / 1000));
  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [resendAt]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<OtpValues>(otpSchema, { code: '' });
  const submit = handleSubmit(async ({ code }) => {
    setServerError(null);
    setServerError(await onVerify(code));
  });
  return (
    <form onSubmit={submit} noValidate>
      <p>{t.otp.lead(phone)}</p>
      <label htmlFor="otp-code">{t.otp.label}</label>
      <input
        id="otp-code"
        className="cl-otp"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        aria-invalid={!!errors.code}
        aria-describedby={errors.code ? 'otp-code-error' : 'otp-code-hint'}
        {...register('code')}
      />
      <p id="otp-code-hint">{t.otp.hint}</p>
      <FieldError id="otp-code" message={errors.code?.message} />
      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.otp.verifying : t.otp.verify}
      </button>
      {canResend ? (
        <button type="button" className="cl-secondary" disabled={left > 0} onClick={onResend}>
          {t.otp.resend}
        </button>
      ) : (
        <p>{t.otp.noMoreSends}</p>
      )}
      {canResend && left > 0 && <p role="timer">{t.otp.resendIn(left)}</p>}
    </form>
  );
}
