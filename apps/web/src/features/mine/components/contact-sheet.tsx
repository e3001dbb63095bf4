import { useState } from 'react';
import { Input } from 'antd-mobile';
import { STORE_INFO_MAX, TELEPHONE, WECHAT_ID } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useStoreInfo } from '../api/profile.ts';
import { MINE_NS } from '../i18n.ts';
import { MINE_SETTINGS_NS } from '../settings/i18n.ts';
import { ProfileSheet, type EditSheetProps } from './profile-sheet.tsx';

const FORMAT = { WeChat: WECHAT_ID, Telephone: TELEPHONE } as const;

/** 店铺微信 / 店铺电话: one value, checked with the server's pattern before it is sent. */
export default function ContactSheet({
  visible,
  type,
  current,
  onClose,
}: EditSheetProps & { type: 'WeChat' | 'Telephone' }) {
  const { t } = useTranslation(MINE_SETTINGS_NS);
  const { t: tm } = useTranslation(MINE_NS);
  const [value, setValue] = useState(current);
  const save = useStoreInfo();
  const words = type === 'WeChat' ? 'wechat' : 'telephone';

  const submit = async () => {
    const text = value.trim();
    if (!text) return toast(t(`contact.${words}Empty`));
    if (!FORMAT[type].test(text)) return toast(t(`contact.${words}Invalid`));
    if (await runAction(save.mutateAsync({ type, value: text }))) onClose();
  };

  return (
    <ProfileSheet
      visible={visible}
      onClose={onClose}
      title={t(`contact.${words}Title`)}
      submitText={t('contact.save')}
      loading={save.isPending}
      onSubmit={() => void submit()}
    >
      <FormRow label={tm(`settings.${words}`)}>
        <Input
          value={value}
          onChange={setValue}
          maxLength={STORE_INFO_MAX[type]}
          type={type === 'Telephone' ? 'tel' : 'text'}
          placeholder={t(`contact.${words}Placeholder`)}
          clearable
          data-testid="contact-input"
        />
      </FormRow>
    </ProfileSheet>
  );
}
