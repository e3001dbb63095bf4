import '../account.css';
import { useState } from 'react';
import { Input } from 'antd-mobile';
import { NewUserRegisterRequest } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { Link, useNavigate } from 'react-router';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE } from '../../../shared/paths.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useRegister } from '../api/register.ts';
import { CodeFields, type CodeFieldsValue } from '../../../shared/ui/code-fields.tsx';
import { invalidFieldKey } from '../components/invalid-field.ts';
import { AuthForm, PasswordRow } from '../components/auth-form.tsx';
import { ACCOUNT_NS } from '../i18n.ts';
import { beginSession } from '../session.ts';

export default function RegisterPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const register = useRegister();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [code, setCode] = useState<CodeFieldsValue>({
    channel: 'mobile',
    mobile: '',
    email: '',
    captcha: '',
  });

  const submit = async () => {
    const body = {
      username: username.trim(),
      password,
      registerType: code.channel,
      captcha: code.captcha,
      ...(code.channel === 'mobile' ? { mobile: code.mobile.trim() } : { email: code.email.trim() }),
      ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
    } satisfies NewUserRegisterRequest;
    const checked = NewUserRegisterRequest.safeParse(body);
    if (!checked.success) return toast(t(invalidFieldKey(checked.error.issues, 'username')));
    const answer = await runAction(register.mutateAsync(body), { success: t('register.success') });
    if (!answer) return;
    // The new shop is logged in: straight to it.
    beginSession(answer.data);
    navigate(PAGE.mine, { replace: true });
  };

  return (
    <PageLayout>
      <AuthForm onSubmit={submit} submitText={t('register.submit')} pending={register.isPending}>
        <FormRow label={t('register.username')}>
          <Input
            name="username"
            autoComplete="username"
            placeholder={t('register.usernamePlaceholder')}
            value={username}
            onChange={setUsername}
            maxLength={16}
            clearable
          />
        </FormRow>
        <PasswordRow
          name="password"
          label={t('register.password')}
          placeholder={t('register.passwordPlaceholder')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
        <CodeFields value={code} onChange={setCode} event="register" />
        <FormRow label={t('register.nickname')}>
          <Input
            name="nickname"
            placeholder={t('register.nicknamePlaceholder')}
            value={nickname}
            onChange={setNickname}
            maxLength={8}
          />
        </FormRow>
      </AuthForm>
      <div className="account-links">
        <Link to={PAGE.login} replace>
          {t('register.toLogin')}
        </Link>
      </div>
    </PageLayout>
  );
}
