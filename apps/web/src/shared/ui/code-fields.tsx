import { Input } from 'antd-mobile';
import { EmsSendRequest, SmsPhoneSendRequest, type CodeEvent } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { useSendCode } from '../api/send-code.ts';
import { runAction } from '../http/run-action.ts';
import { FormRow, Segmented } from './form-row.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { toast } from './toast.ts';

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
  /** Where the code may go; with one channel there are no tabs. */
  channels?: readonly Channel[];
  /** Label of the mobile row when it means something narrower, e.g. 新手机号. */
  mobileLabel?: string;
}

const BOTH_CHANNELS: readonly Channel[] = ['mobile', 'email'];

/**
 * Mobile-or-e-mail tabs, the address, and the code with its send button: register, password reset and binding a
 * new mobile all ask for a code the same way.
 */
export function CodeFields({
  value,
  onChange,
  event,
  channels = BOTH_CHANNELS,
  mobileLabel,
}: CodeFieldsProps) {
  const { t } = useTranslation();
  const sendCode = useSendCode();
  const set = (patch: Partial<CodeFieldsValue>) => onChange({ ...value, ...patch });

  const send = async (): Promise<boolean> => {
    // Checked here with the server's own schema so a typo costs no code from the daily quota.
    const checked =
      value.channel === 'mobile'
        ? SmsPhoneSendRequest.safeParse({ phone: value.mobile, event })
        : EmsSendRequest.safeParse({ email: value.email, event });
    if (!checked.success) {
      toast(t(value.channel === 'mobile' ? 'code.invalidMobile' : 'code.invalidEmail'));
      return false;
    }
    const answer = await runAction(
      value.channel === 'mobile'
        ? sendCode.mutateAsync({ channel: 'mobile', phone: value.mobile.trim(), event })
        : sendCode.mutateAsync({ channel: 'email', email: value.email.trim(), event }),
      { success: t('code.sent') },
    );
    return answer !== null;
  };

  return (
    <>
      {channels.length > 1 ? (
        <Segmented
          value={value.channel}
          onChange={(channel) => set({ channel, captcha: '' })}
          options={channels.map((channel) => ({ value: channel, label: t(`code.${channel}Tab`) }))}
        />
      ) : null}
      {value.channel === 'mobile' ? (
        <FormRow label={mobileLabel ?? t('code.mobile')}>
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
