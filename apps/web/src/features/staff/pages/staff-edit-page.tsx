import '../staff.css';
import type { StaffMember } from '@dzzs/shared';
import { Button, Input, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE } from '../../../shared/paths.ts';
import { FormCard, FormRow } from '../../../shared/ui/form-row.tsx';
import { PageLayout, useGoBack } from '../../../shared/ui/page-layout.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { useAddStaff, useEditStaff, useStaffMember } from '../api/staff.ts';
import { STAFF_NS } from '../i18n.ts';

const PERMISSIONS = ['viewUserlist', 'cooperation', 'award'] as const;
type Permission = (typeof PERMISSIONS)[number];

/** 新增员工 (no id) / 修改员工信息 (id): the account, who it is, and what it may do beyond the order tab. */
export default function StaffEditPage() {
  const { t } = useTranslation(STAFF_NS);
  const { t: tc } = useTranslation();
  const { id } = usePageParams(PAGE.staffEdit);
  const member = useStaffMember(id);
  if (id === null) return <StaffForm />;
  return (
    <PageLayout>
      {member.isPending ? <LoadingView /> : null}
      {member.error ? (
        <StateView
          kind="error"
          title={member.error.message || tc('common.loadFailed')}
          onClick={() => void member.refetch()}
        />
      ) : null}
      {member.data ? <StaffForm key={member.data.id} existing={member.data} /> : null}
      {!member.isPending && !member.data && !member.error ? <StateView title={t('form.notFound')} /> : null}
    </PageLayout>
  );
}

function StaffForm({ existing }: { existing?: StaffMember }) {
  const { t } = useTranslation(STAFF_NS);
  const goBack = useGoBack(PAGE.staff);
  const addStaff = useAddStaff();
  const editStaff = useEditStaff();
  const config = existing?.clerkConfig;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [realName, setRealName] = useState(config?.realName ?? '');
  const [sfzID, setSfzID] = useState(config?.sfz ?? '');
  const [remarks, setRemarks] = useState(config?.remarks ?? '');
  const [perms, setPerms] = useState<Record<Permission, boolean>>({
    viewUserlist: config?.viewUserlist === 1,
    cooperation: config?.cooperation === 1,
    award: config?.award === 1,
  });
  const text = { realName: realName.trim(), sfzID: sfzID.trim(), remarks: remarks.trim() };

  const submit = async () => {
    if (!existing) {
      if (!username.trim()) return toast(t('form.required', { field: t('form.username') }));
      if (/^\d+$/.test(username.trim())) return toast(t('form.digits'));
      if (!password) return toast(t('form.required', { field: t('form.password') }));
    }
    const call = existing
      ? editStaff.mutateAsync({ id: existing.id, password, ...text, ...perms })
      : addStaff.mutateAsync({ username: username.trim(), password, ...text, ...perms });
    if (await runAction(call)) goBack();
  };

  const form = (
    <FormCard
      onSubmit={() => void submit()}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          loading={addStaff.isPending || editStaff.isPending}
          data-testid="staff-submit"
        >
          {t(existing ? 'form.submitEdit' : 'form.submitAdd')}
        </Button>
      }
    >
      {existing ? (
        <FormRow label={t('form.username')}>
          <span className="staff-readonly">{existing.username}</span>
        </FormRow>
      ) : (
        <FormRow label={t('form.username')}>
          <Input
            value={username}
            onChange={setUsername}
            placeholder={t('form.usernamePlaceholder')}
            maxLength={16}
            autoComplete="off"
            data-testid="staff-username"
          />
        </FormRow>
      )}
      <FormRow label={t('form.password')}>
        <Input
          type="password"
          value={password}
          onChange={setPassword}
          placeholder={t(existing ? 'form.passwordKeep' : 'form.passwordPlaceholder')}
          maxLength={32}
          autoComplete="new-password"
          data-testid="staff-password"
        />
      </FormRow>
      <FormRow label={t('form.realName')}>
        <Input
          value={realName}
          onChange={setRealName}
          placeholder={t('form.optional')}
          maxLength={20}
          data-testid="staff-realname"
        />
      </FormRow>
      <FormRow label={t('form.sfz')}>
        <Input value={sfzID} onChange={setSfzID} placeholder={t('form.sfzPlaceholder')} maxLength={18} />
      </FormRow>
      <FormRow label={t('form.remarks')}>
        <TextArea
          value={remarks}
          onChange={setRemarks}
          placeholder={t('form.optional')}
          maxLength={100}
          // antd measures the height on a hidden twin with the same rows (2 unless told): a one-line 备注 got two
          // lines' height, centred against its label with its text at the top, so it sat above the label.
          rows={1}
          autoSize={{ minRows: 1, maxRows: 3 }}
        />
      </FormRow>
      {existing ? (
        <FormRow label={t('form.failures')}>
          <span className="staff-readonly" data-testid="staff-failures">
            {existing.loginfailure}
          </span>
        </FormRow>
      ) : null}
      <div className="staff-switches-title">{t('form.permissions')}</div>
      {PERMISSIONS.map((p) => (
        <label key={p} className="staff-switch-row">
          <span>{t(`form.${p}`)}</span>
          <Switch
            checked={perms[p]}
            onChange={(on) => setPerms({ ...perms, [p]: on })}
            data-testid={`staff-perm-${p}`}
          />
        </label>
      ))}
    </FormCard>
  );

  return existing ? form : <PageLayout>{form}</PageLayout>;
}
