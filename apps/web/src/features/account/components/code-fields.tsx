import { Input } from 'antd-mobile';
import { EmsSendRequest, SmsPhoneSendRequest, type CodeEvent } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { FormRow, Segmented } from '../../../shared/ui/form-row.tsx';
import { useSendCode } from '../../../shared/api/send-code.ts';
import { acceptedOrToast } from '../../../shared/http/index.ts';
import { SendCodeButton } from '../../../shared/ui/send-code-button.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { ACCOUNT_NS } from '../i18n.ts';

export type Channel = 'mobile' | 'email';

export interface CodeFieldsValue {
  channel: Channel;
  mobile: string;
  email: string;
  captcha: string;
}

interface CodeFieldsProps {
  value: CodeFieldsValue;
  onChange: (next: CodeFieldsValue) => void;
  event: CodeEvent;
}

/** Mobile-or-e-mail tabs, the address, and the code with its send button (register and password reset). */
export function CodeFields({ value, onChange, event }: CodeFieldsProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const sendCode = useSendCode();
  const set = (patch: Partial<CodeFieldsValue>) => onChange({ ...value, ...patch });

  const send = async (): Promise<boolean> => {
    // Checked here with the server's own schema so a typo costs no code from the daily quota.
    const checked =
      value.channel === 'mobile'
        ? SmsPhoneSendRequest.safeParse({ phone: value.mobile, event })
        : EmsSendRequest.safeParse({ email: value.email, event });
    if (!checked.success) {
      toast(t(value.channel === 'mobile' ? 'invalid.mobile' : 'invalid.email'));
      return false;
    }
    const answer = await acceptedOrToast(
      value.channel === 'mobile'
        ? sendCode.mutateAsync({ channel: 'mobile', phone: value.mobile.trim(), event })
        : sendCode.mutateAsync({ channel: 'email', email: value.email.trim(), event }),
    );
    if (!answer) return false;
    toast(t('code.sent'), 'success');
    return true;
  };

  return (
    <>
      <Segmented
        value={value.channel}
        onChange={(channel) => set({ channel, captcha: '' })}
        options={[
          { value: 'mobile', label: t('code.mobileTab') },
          { value: 'email', label: t('code.emailTab') },
        ]}
      />
      {value.channel === 'mobile' ? (
        <FormRow label={t('code.mobile')}>
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('code.mobilePlaceholder')}
            value={value.mobile}
            onChange={(mobile) => set({ mobile })}
            clearable
          />
        </FormRow>
      ) : (
        <FormRow label={t('code.email')}>
          <Input
            type="email"
            placeholder={t('code.emailPlaceholder')}
            value={value.email}
            onChange={(email) => set({ email })}
            clearable
          />
        </FormRow>
      )}
      <FormRow
        label={t('code.code')}
        extra={
          <SendCodeButton
            onSend={send}
            labels={{ send: t('code.send'), resend: (seconds) => t('code.resend', { seconds }) }}
          />
        }
      >
        <Input
          inputMode="numeric"
          maxLength={6}
          placeholder={t('code.codePlaceholder')}
          value={value.captcha}
          onChange={(captcha) => set({ captcha: captcha.replace(/\D/g, '') })}
        />
      </FormRow>
    </>
  );
}

/** Turns the first schema issue into words about the field it concerns. */
export function firstInvalidField(issues: readonly { path: readonly PropertyKey[] }[]): string | null {
  const field = issues[0]?.path[0];
  return typeof field === 'string' ? field : null;
}
