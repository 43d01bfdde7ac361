import * as yup from 'yup';

import { monitor as t } from '@/copy/monitor';

/** The JSON update view's repair: the operator's key, target status (one of `targets`), optional reason. */
export const updateSchema = (targets: readonly string[]) =>
  yup.object({
    key: yup.string().trim().required(t.update.keyRequired),
    status: yup
      .string()
      .required(t.update.statusRequired)
      .oneOf([...targets], t.update.statusRequired),
    reason: yup.string().trim().max(200, t.update.reasonMax).default(''),
  });

export type UpdateValues = yup.InferType<ReturnType<typeof updateSchema>>;

/** The document viewer's key. */
export const keySchema = yup.object({
  key: yup.string().trim().required(t.documents.keyRequired),
});

export type KeyValues = yup.InferType<typeof keySchema>;
