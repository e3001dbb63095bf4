import { useState } from 'react';
import { Input } from 'antd-mobile';
import { NICKNAME_MAX, nicknameProblem } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { showDialog } from '../../../shared/ui/overlays.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useEditNickname } from '../api/profile.ts';
import { MINE_NS } from '../i18n.ts';
import { MINE_SETTINGS_NS } from '../settings/i18n.ts';
import { ProfileSheet, type EditSheetProps } from './profile-sheet.tsx';

/** 店铺昵称: checked here with the server's own rules first, so a refusal costs no round trip. */
export default function NicknameSheet({ visible, current, onClose }: EditSheetProps) {
  const { t } = useTranslation(MINE_SETTINGS_NS);
  const { t: tm } = useTranslation(MINE_NS);
  const [nickname, setNickname] = useState(current);
  const edit = useEditNickname();

  const submit = async () => {
    const value = nickname.trim();
    const problem = nicknameProblem(value, current);
    if (problem?.kind === 'banned') {
      // The earlier app showed the name with the offending words covered, so the shop sees what to change.
      void showDialog({
        title: t('nickname.bannedTitle'),
        content: t('nickname.banned', { masked: problem.masked }),
        closeOnMaskClick: true,
        actions: [{ key: 'ok', text: t('common.confirm', { ns: 'common' }) }],
        closeOnAction: true,
      });
      return;
    }
    if (problem) return toast(t(`nickname.${problem.kind}`, { max: NICKNAME_MAX }));
    if (await runAction(edit.mutateAsync(value))) onClose();
  };

  return (
    <ProfileSheet
      visible={visible}
      onClose={onClose}
      title={tm('settings.nickname')}
      submitText={t('common.confirm', { ns: 'common' })}
      loading={edit.isPending}
      onSubmit={() => void submit()}
    >
      <FormRow label={tm('settings.nickname')}>
        <Input
          value={nickname}
          onChange={setNickname}
          placeholder={t('nickname.placeholder', { max: NICKNAME_MAX })}
          clearable
          data-testid="nickname-input"
        />
      </FormRow>
    </ProfileSheet>
  );
}
