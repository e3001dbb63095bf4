import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LanguageLink } from '../../../shared/language-link.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { useLogin } from '../api.ts';
import { Field } from '../components.tsx';
import { ACCOUNT_NS } from '../i18n.ts';

export default function LoginPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const redirect = params.get('redirect');
  const submit = () =>
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => void navigate(redirect?.startsWith('/') ? redirect : PAGE.home, { replace: true }),
        onError: (error) => toast(describeFailure(error)),
      },
    );
  return (
    <Page title={t('login.title')} right={<LanguageLink />}>
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label={t('login.username')}>
          <Input
            value={username}
            onChange={setUsername}
            placeholder={t('login.usernamePlaceholder')}
            data-testid="username"
          />
        </Field>
        <Field label={t('login.password')}>
          <Input
            value={password}
            onChange={setPassword}
            type="password"
            placeholder={t('login.passwordPlaceholder')}
            data-testid="password"
          />
        </Field>
        <Button
          className="account-submit"
          block
          color="primary"
          type="submit"
          loading={login.isPending}
          disabled={!username.trim() || !password}
          data-testid="login"
        >
          {t('login.submit')}
        </Button>
      </form>
      <div className="account-links">
        <Link to={PAGE.register}>{t('login.register')}</Link>
        <Link to={PAGE.forgetPassword}>{t('login.forget')}</Link>
      </div>
    </Page>
  );
}
