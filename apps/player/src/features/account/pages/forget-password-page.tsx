import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { useResetPassword } from '../api.ts';
import { Field, MobileCode } from '../components.tsx';
import { ACCOUNT_NS } from '../i18n.ts';

export default function ForgetPasswordPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Page title={t('forget.title')} back={PAGE.login}>
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          reset.mutate(
            { mobile: mobile.trim(), captcha: captcha.trim(), password },
            {
              onSuccess: () => {
                toast(t('forget.done'));
                void navigate(PAGE.login, { replace: true });
              },
              onError: (error) => toast(describeFailure(error)),
            },
          );
        }}
      >
        <MobileCode
          event="resetpwd"
          mobile={mobile}
          code={captcha}
          onMobile={setMobile}
          onCode={setCaptcha}
        />
        <Field label={t('forget.newPassword')}>
          <Input value={password} onChange={setPassword} type="password" data-testid="new-password" />
        </Field>
        <Button
          className="account-submit"
          block
          color="primary"
          type="submit"
          loading={reset.isPending}
          disabled={!mobile || !captcha || !password}
          data-testid="reset"
        >
          {t('forget.submit')}
        </Button>
      </form>
    </Page>
  );
}
