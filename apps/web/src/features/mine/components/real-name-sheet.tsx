import { useState } from 'react';
import { Input } from 'antd-mobile';
import { charCount, ID_NUMBER_LENGTH, idNumberProblem, REAL_NAME_LIMITS } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useRealName } from '../api/profile.ts';
import { MINE_NS } from '../i18n.ts';
import { MINE_SETTINGS_NS } from '../settings/i18n.ts';
import { maskIdNumber } from './mask.ts';
import { ProfileSheet } from './profile-sheet.tsx';

/** 实名认证: the ID number (GB 11643 check digit) and name; once verified the sheet only shows them. */
export default function RealNameSheet({
  visible,
  verified,
  onClose,
}: {
  visible: boolean;
  /** The verified ID number and name, or null while none is. */
  verified: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(MINE_SETTINGS_NS);
  const { t: tm } = useTranslation(MINE_NS);
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const realName = useRealName();

  const problemOf = (number: string, person: string): string | null => {
    const idProblem = idNumberProblem(number);
    if (idProblem === 'length')
      return number.length < ID_NUMBER_LENGTH ? t('realName.short') : t('realName.long');
    if (idProblem) return t(`realName.${idProblem}`);
    if (!person) return t('realName.nameEmpty');
    if (charCount(person) < REAL_NAME_LIMITS.min) return t('realName.nameShort', REAL_NAME_LIMITS);
    return null;
  };

  const submit = async () => {
    const number = id.trim().toUpperCase();
    const person = name.trim();
    const problem = problemOf(number, person);
    if (problem) return toast(problem);
    if (await runAction(realName.mutateAsync({ id: number, name: person }))) onClose();
  };

  if (verified)
    return (
      <ProfileSheet
        visible={visible}
        onClose={onClose}
        title={tm('settings.realName')}
        hint={t('realName.done')}
        onSubmit={onClose}
      >
        <FormRow label={t('realName.id')}>{maskIdNumber(verified.id)}</FormRow>
        <FormRow label={t('realName.name')}>{verified.name}</FormRow>
      </ProfileSheet>
    );

  return (
    <ProfileSheet
      visible={visible}
      onClose={onClose}
      title={tm('settings.realName')}
      hint={t('realName.hint')}
      submitText={t('realName.submit')}
      loading={realName.isPending}
      onSubmit={() => void submit()}
    >
      <FormRow label={t('realName.id')}>
        <Input
          value={id}
          onChange={(v) => setId(v.replace(/[^\dxX]/g, ''))}
          maxLength={ID_NUMBER_LENGTH}
          placeholder={t('realName.idPlaceholder')}
          data-testid="real-id"
        />
      </FormRow>
      <FormRow label={t('realName.name')}>
        <Input
          value={name}
          onChange={setName}
          maxLength={REAL_NAME_LIMITS.max}
          placeholder={t('realName.namePlaceholder')}
          data-testid="real-name"
        />
      </FormRow>
    </ProfileSheet>
  );
}
