import { useEffect, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CodeEvent } from '@dzzs/shared';
import { describeFailure } from '../../shared/http.ts';
import { toast } from '../../shared/toast.ts';
import { useSendCode } from './api.ts';
import { ACCOUNT_NS } from './i18n.ts';
import './account.css';

/** A labelled field of the account forms. */
export function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="account-field">
      <span className="account-label">{label}</span>
      {children}
    </label>
  );
}

/** The mobile number with its SMS code and the button that sends it (60 s between sends). */
export function MobileCode({
  event,
  mobile,
  code,
  onMobile,
  onCode,
}: {
  event: CodeEvent;
  mobile: string;
  code: string;
  onMobile: (v: string) => void;
  onCode: (v: string) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const send = useSendCode();
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return (
    <>
      <Field label={t('register.mobile')}>
        <Input
          value={mobile}
          onChange={onMobile}
          type="tel"
          placeholder={t('register.mobilePlaceholder')}
          data-testid="mobile"
        />
      </Field>
      <Field label={t('register.sms')}>
        <div className="account-code">
          <Input
            value={code}
            onChange={onCode}
            inputMode="numeric"
            maxLength={6}
            placeholder={t('register.smsPlaceholder')}
            data-testid="sms-code"
          />
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={wait > 0 || send.isPending}
            data-testid="send-code"
            onClick={() =>
              send.mutate(
                { phone: mobile.trim(), event },
                {
                  onSuccess: () => {
                    toast(t('register.sent'));
                    setWait(60);
                  },
                  onError: (error) => toast(describeFailure(error)),
                },
              )
            }
          >
            {wait > 0 ? t('register.resend', { seconds: wait }) : t('register.send')}
          </Button>
        </div>
      </Field>
    </>
  );
}
