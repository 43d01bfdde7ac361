import { isRequired, yup } from '@/entities/fields/yup';

export const loginSchema = yup.object({
  username: isRequired(),
  password: isRequired(),
});

export type LoginForm = yup.InferType<typeof loginSchema>;
