import '../account.css';
import { useState } from 'react';
import { NewUserForgetPasswordRequest } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE } from '../../../shared/paths.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useForgetPassword } from '../api/forget-password.ts';
import { CodeFields, type CodeFieldsValue } from '../../../shared/ui/code-fields.tsx';
import { invalidFieldKey } from '../components/invalid-field.ts';
import { AuthForm, PasswordRow } from '../components/auth-form.tsx';
import { ACCOUNT_NS } from '../i18n.ts';

export default function ForgetPasswordPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const reset = useForgetPassword();
  const [code, setCode] = useState<CodeFieldsValue>({
    channel: 'mobile',
    mobile: '',
    email: '',
    captcha: '',
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const submit = async () => {
    const body = {
      registerType: code.channel,
      captcha: code.captcha,
      password,
      ...(code.channel === 'mobile' ? { mobile: code.mobile.trim() } : { email: code.email.trim() }),
    };
    const checked = NewUserForgetPasswordRequest.safeParse(body);
    if (!checked.success) return toast(t(invalidFieldKey(checked.error.issues, 'password')));
    if (password !== confirm) return toast(t('forget.mismatch'));
    if (!(await runAction(reset.mutateAsync(body), { success: t('forget.success') }))) return;
    navigate(PAGE.login, { replace: true });
  };

  return (
    <PageLayout>
      <AuthForm onSubmit={submit} submitText={t('forget.submit')} pending={reset.isPending}>
        <CodeFields value={code} onChange={setCode} event="resetpwd" />
        <PasswordRow
          label={t('forget.password')}
          placeholder={t('forget.passwordPlaceholder')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
        <PasswordRow
          label={t('forget.confirm')}
          placeholder={t('forget.confirmPlaceholder')}
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
        />
      </AuthForm>
    </PageLayout>
  );
}
