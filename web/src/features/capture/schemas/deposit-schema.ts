import { es, onlyNumber, paymentAccount, validAccount, validCbanc, yup } from './rules';

const required = es.validation.required;

/** Depósito: payment method 6, 7 or 8; a deposit to an account needs the bank and CLABE/account. */
export const depositSchema = yup.object({
  paymentMethod: yup
    .string()
    .oneOf(['6', '7', '8'], es.validation.select)
    .required(es.validation.select),
  bankCode: yup
    .string()
    .when('paymentMethod', ([m]: string[]) =>
      m === '6'
        ? onlyNumber().length(3, es.validation.invalidFormat).required(required)
        : yup.string().strip(),
    ),
  accountKind: yup
    .string()
    .when('paymentMethod', ([m]: string[]) =>
      m === '6'
        ? yup.string().oneOf(['clabe', 'account'], required).required(required)
        : yup.string(),
    ),
  clabe: yup
    .string()
    .when(['paymentMethod', 'accountKind'], ([m, k]: string[]) =>
      m === '6' && k === 'clabe' ? validCbanc().required(es.validation.clabeLength) : yup.string(),
    ),
  accountNumber: yup
    .string()
    .when(['paymentMethod', 'accountKind'], ([m, k]: string[]) =>
      m === '6' && k === 'account'
        ? validAccount().required(es.validation.accountLength)
        : yup.string(),
    ),
  /** Optional: digits, 16 to 18 (docs/requirements.md §5 paymentAccount). */
  paymentAccount: yup
    .string()
    .when('paymentMethod', ([m]: string[]) =>
      m === '6' ? paymentAccount() : yup.string().strip(),
    ),
});

export type DepositForm = yup.InferType<typeof depositSchema>;
