import { useState } from 'react';
import { Button, Input, Popup } from 'antd-mobile';
import { ChangePhoneRequest, SmsPhoneSendRequest } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { FormCard, FormRow } from '../../../shared/ui/form-row.tsx';
import { useSendCode } from '../../../shared/api/send-code.ts';
import { acceptedOrToast } from '../../../shared/http/index.ts';
import { SendCodeButton } from '../../../shared/ui/send-code-button.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useChangePhone } from '../api/change-phone.ts';
import { MINE_NS } from '../i18n.ts';
import { maskMobile } from './mask.ts';

interface BindPhonePopupProps {
  visible: boolean;
  currentMobile: string;
  onClose: () => void;
}

export default function BindPhonePopup({ visible, currentMobile, onClose }: BindPhonePopupProps) {
  const { t } = useTranslation(MINE_NS);
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const sendCode = useSendCode();
  const changePhone = useChangePhone();

  const send = async (): Promise<boolean> => {
    if (!SmsPhoneSendRequest.safeParse({ phone: mobile, event: 'changephone' }).success) {
      toast(t('phone.invalidMobile'));
      return false;
    }
    const answer = await acceptedOrToast(
      sendCode.mutateAsync({ channel: 'mobile', phone: mobile.trim(), event: 'changephone' }),
    );
    if (!answer) return false;
    toast(t('phone.sent'), 'success');
    return true;
  };

  const submit = async () => {
    const checked = ChangePhoneRequest.safeParse({ mobile, captcha });
    if (!checked.success) {
      return toast(
        t(checked.error.issues[0]?.path[0] === 'mobile' ? 'phone.invalidMobile' : 'phone.invalidCode'),
      );
    }
    const answer = await acceptedOrToast(
      changePhone.mutateAsync({ mobile: mobile.trim(), captcha: captcha.trim() }),
    );
    if (!answer) return;
    toast(t('phone.success'), 'success');
    setMobile('');
    setCaptcha('');
    onClose();
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" destroyOnClose>
      <div className="sheet-title">{t('phone.title')}</div>
      {currentMobile && (
        <div className="sheet-hint">{t('phone.current', { mobile: maskMobile(currentMobile) })}</div>
      )}
      <FormCard
        onSubmit={() => void submit()}
        footer={
          <Button block type="submit" color="primary" loading={changePhone.isPending}>
            {t('phone.submit')}
          </Button>
        }
      >
        <FormRow label={t('phone.mobile')}>
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('phone.mobilePlaceholder')}
            value={mobile}
            onChange={setMobile}
          />
        </FormRow>
        <FormRow
          label={t('phone.code')}
          extra={
            <SendCodeButton
              onSend={send}
              labels={{ send: t('phone.send'), resend: (seconds) => t('phone.resend', { seconds }) }}
            />
          }
        >
          <Input
            inputMode="numeric"
            maxLength={6}
            placeholder={t('phone.codePlaceholder')}
            value={captcha}
            onChange={(value) => setCaptcha(value.replace(/\D/g, ''))}
          />
        </FormRow>
      </FormCard>
    </Popup>
  );
}
