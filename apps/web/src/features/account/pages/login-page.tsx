import '../account.css';
import { useState } from 'react';
import { Checkbox, Input } from 'antd-mobile';
import type { CommonCaptchaResponse } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { Link, useNavigate } from 'react-router';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { roleOf } from '../../../shared/session/roles.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '@dzzs/web-shared/storage.ts';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { fetchCaptcha, useLogin } from '../api/login.ts';
import { AuthForm, PasswordRow } from '../components/auth-form.tsx';
import { ACCOUNT_NS } from '../i18n.ts';
import { beginSession } from '../session.ts';

/** The earlier app stored the remembered account as JSON; a bare string is accepted too. */
function rememberedUsername(): string {
  const raw = readStorage(STORAGE_KEYS.rememberedAccount);
  if (!raw) return '';
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { username?: unknown }).username === 'string'
    ) {
      return (parsed as { username: string }).username;
    }
  } catch {
    /* plain string */
  }
  return raw;
}

/** Only in-app pages may be a redirect target, never another site. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/pages/') && !value.startsWith(PAGE.login) ? value : PAGE.mine;
}

export default function LoginPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const params = usePageParams(PAGE.login);
  const login = useLogin();
  const initialUsername = params.username ?? rememberedUsername();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(
    readStorage(STORAGE_KEYS.rememberedAccount) !== null || !initialUsername,
  );
  const [picture, setPicture] = useState<CommonCaptchaResponse | null>(null);
  const [captcha, setCaptcha] = useState('');
  const captchaId = picture?.captchaId;

  // The server chooses the id (nobody can answer a captcha they were not shown); each one answers once.
  const newCaptcha = async () => {
    setCaptcha('');
    const answer = await runAction(fetchCaptcha(), { success: false });
    if (answer) setPicture(answer.data);
  };

  const submit = async () => {
    if (!username.trim() || !password) return toast(t('login.required'));
    if (captchaId && !captcha.trim()) return toast(t('login.captchaRequired'));
    const answer = await runAction(
      login.mutateAsync({
        username: username.trim(),
        password,
        // keep=true asks for a refresh token, so the shop stays logged in across the day.
        keep: true,
        machine_type: 'web',
        ...(captchaId ? { captcha: captcha.trim(), captchaId } : {}),
      }),
      {
        // Said below, once the account is known to be a shop's.
        success: false,
        onRefused: (refusal) => {
          // A refusal's data is not the answer type: after 3 failures it is {needCaptcha: true}.
          const refused: unknown = refusal.data;
          const needsCaptcha =
            typeof refused === 'object' &&
            refused !== null &&
            'needCaptcha' in refused &&
            refused.needCaptcha === true;
          // A used captcha is spent either way: show a fresh one.
          if (needsCaptcha || captchaId) void newCaptcha();
        },
      },
    );
    if (!answer) return;
    const data = answer.data;
    if (!roleOf(data.userinfo)) return toast(t('login.notShopAccount'));

    beginSession(data);
    writeStorage(
      STORAGE_KEYS.rememberedAccount,
      remember ? JSON.stringify({ username: username.trim() }) : null,
    );
    toast(t('login.success'), 'success');
    // Customer service works in the chat pages only; its inbox is the chat list.
    const support = roleOf(data.userinfo) === 'support';
    navigate(support ? PAGE.chatList : safeRedirect(params.redirect), { replace: true });
  };

  return (
    <PageLayout back={false} right={<LanguageSwitch />}>
      <div className="account-hero">
        <div className="account-logo">{t('common.shopInitial', { ns: 'common' })}</div>
        <div className="account-heading">{t('login.heading')}</div>
        <div className="account-subheading">{t('login.subheading')}</div>
      </div>
      <AuthForm onSubmit={submit} submitText={t('login.submit')} pending={login.isPending}>
        <FormRow label={t('login.username')}>
          <Input
            name="username"
            autoComplete="username"
            placeholder={t('login.usernamePlaceholder')}
            value={username}
            onChange={setUsername}
            clearable
          />
        </FormRow>
        <PasswordRow
          name="password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        {picture && (
          <FormRow
            label={t('login.captcha')}
            extra={
              <img
                className="account-captcha"
                src={picture.image}
                alt={t('login.captchaRefresh')}
                title={t('login.captchaRefresh')}
                onClick={() => void newCaptcha()}
              />
            }
          >
            <Input
              name="captcha"
              placeholder={t('login.captchaPlaceholder')}
              value={captcha}
              onChange={setCaptcha}
              maxLength={10}
            />
          </FormRow>
        )}
        <div className="account-remember">
          <Checkbox checked={remember} onChange={setRemember}>
            {t('login.remember')}
          </Checkbox>
        </div>
      </AuthForm>
      <div className="account-links">
        <Link to={PAGE.register}>{t('login.register')}</Link>
        <Link to={PAGE.forgetPassword}>{t('login.forget')}</Link>
      </div>
    </PageLayout>
  );
}
