import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { LoginForm } from '@/features/auth/components/login-form';
import { useLogin } from '@/features/auth/hooks/use-login';

export default function LoginPage() {
  const onLogin = useLogin();
  return (
    <ScreenShell title={es.login.title}>
      <LoginForm onLogin={onLogin} />
    </ScreenShell>
  );
}
