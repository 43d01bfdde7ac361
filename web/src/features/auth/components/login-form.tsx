import { useState } from 'react';

import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaFormLater } from '@/components/form/use-schema-form';
import { es } from '@/copy/es';

import type { LoginForm as LoginValues } from '../schemas/login-schema';

// yup is not needed before the first submit: the form takes input without it (docs/adr/0084-one-chunk-before-the-app-runs.md).
const loadSchema = () => import('../schemas/login-schema').then((m) => m.loginSchema);

export interface LoginFormProps {
  /** Resolves to an error message, or null on success. */
  onLogin: (values: LoginValues) => Promise<string | null>;
}

/** Username and password; shows the docs/requirements.md §8 error of a failed login. */
export function LoginForm({ onLogin }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaFormLater<LoginValues>(loadSchema);
  const { isSubmitting } = form.formState;

  const submit = async (values: LoginValues) => {
    setServerError(null);
    setServerError(await onLogin(values));
  };

  return (
    <Form form={form} onSubmit={submit}>
      <TextField id="username" label={es.login.username} autoComplete="username" name="username" />
      <TextField
        id="password"
        type="password"
        label={es.login.password}
        autoComplete="current-password"
        name="password"
      />
      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      <p>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? es.login.submitting : es.login.submit}
        </button>
      </p>
    </Form>
  );
}
