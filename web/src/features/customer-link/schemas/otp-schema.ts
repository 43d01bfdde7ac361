import { customer as t } from '@/copy/es';
import { isRequired, yup } from '@/entities/fields/yup';

/** The OTP code (customField 1014): six digits. */
export const otpSchema = yup.object({
  code: isRequired().matches(/^\d{6}$/, { message: t.otp.sixDigits, excludeEmptyString: true }),
});

export type OtpValues = yup.InferType<typeof otpSchema>;
