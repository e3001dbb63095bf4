import { useState } from 'react';
import { Button } from 'antd-mobile';
import { ChangePhoneRequest } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { CodeFields, type CodeFieldsValue } from '../../../shared/ui/code-fields.tsx';
import { FormCard } from '../../../shared/ui/form-row.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useChangePhone } from '../api/change-phone.ts';
import { MINE_NS } from '../i18n.ts';
import { maskMobile } from './mask.ts';
import { MineSheet } from './mine-sheet.tsx';

interface BindPhonePopupProps {
  visible: boolean;
  currentMobile: string;
  onClose: () => void;
}

const EMPTY: CodeFieldsValue = { channel: 'mobile', mobile: '', email: '', captcha: '' };
const MOBILE_ONLY = ['mobile'] as const;

export default function BindPhonePopup({ visible, currentMobile, onClose }: BindPhonePopupProps) {
  const { t } = useTranslation(MINE_NS);
  const [code, setCode] = useState<CodeFieldsValue>(EMPTY);
  const changePhone = useChangePhone();
  const { mobile, captcha } = code;

  const submit = async () => {
    const checked = ChangePhoneRequest.safeParse({ mobile, captcha });
    if (!checked.success) {
      return toast(
        t(checked.error.issues[0]?.path[0] === 'mobile' ? 'phone.invalidMobile' : 'phone.invalidCode'),
      );
    }
    const answer = await runAction(
      changePhone.mutateAsync({ mobile: mobile.trim(), captcha: captcha.trim() }),
      { success: t('phone.success') },
    );
    if (!answer) return;
    setCode(EMPTY);
    onClose();
  };

  return (
    <MineSheet
      visible={visible}
      onClose={onClose}
      title={t('phone.title')}
      hint={currentMobile && t('phone.current', { mobile: maskMobile(currentMobile) })}
    >
      <FormCard
        onSubmit={() => void submit()}
        footer={
          <Button block type="submit" color="primary" loading={changePhone.isPending}>
            {t('phone.submit')}
          </Button>
        }
      >
        <CodeFields
          value={code}
          onChange={setCode}
          event="changephone"
          channels={MOBILE_ONLY}
          mobileLabel={t('phone.mobile')}
        />
      </FormCard>
    </MineSheet>
  );
}
