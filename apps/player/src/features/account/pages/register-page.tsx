import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { useRegister } from '../api.ts';
import { Field, MobileCode } from '../components.tsx';
import { ACCOUNT_NS } from '../i18n.ts';

/** 注册, opened from the shop's poster with its invite code in the link (`?code=…`). */
export default function RegisterPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const [form, setForm] = useState({
    invite_code: params.get('code') ?? '',
    username: '',
    password: '',
    mobile: '',
    captcha: '',
  });
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const ready = Object.values(form).every((v) => v.trim() !== '');
  return (
    <Page title={t('register.title')} back={PAGE.login}>
      {form.invite_code && <p className="account-hint">{t('register.joinHint')}</p>}
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          register.mutate(
            {
              ...form,
              invite_code: form.invite_code.trim(),
              username: form.username.trim(),
              mobile: form.mobile.trim(),
            },
            {
              onSuccess: () => void navigate(PAGE.home, { replace: true }),
              onError: (error) => toast(describeFailure(error)),
            },
          );
        }}
      >
        <Field label={t('register.code')}>
          <Input
            value={form.invite_code}
            onChange={set('invite_code')}
            placeholder={t('register.codePlaceholder')}
            data-testid="invite-code"
          />
        </Field>
        <Field label={t('login.username')}>
          <Input
            value={form.username}
            onChange={set('username')}
            placeholder={t('login.usernamePlaceholder')}
            data-testid="username"
          />
        </Field>
        <Field label={t('login.password')}>
          <Input
            value={form.password}
            onChange={set('password')}
            type="password"
            placeholder={t('login.passwordPlaceholder')}
            data-testid="password"
          />
        </Field>
        <MobileCode
          event="register"
          mobile={form.mobile}
          code={form.captcha}
          onMobile={set('mobile')}
          onCode={set('captcha')}
        />
        <Button
          className="account-submit"
          block
          color="primary"
          type="submit"
          loading={register.isPending}
          disabled={!ready}
          data-testid="register"
        >
          {t('register.submit')}
        </Button>
      </form>
      <div className="account-links">
        <Link to={PAGE.login}>{t('register.haveAccount')}</Link>
      </div>
    </Page>
  );
}
