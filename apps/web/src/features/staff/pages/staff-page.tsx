import '../staff.css';
import { StaffState, type StaffMember } from '@dzzs/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';
import { Segmented } from '../../../shared/ui/form-row.tsx';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useSetStaffState, useStaffList } from '../api/staff.ts';
import { staffName, StaffCard } from '../components/staff-card.tsx';
import { STAFF_NS } from '../i18n.ts';

type Filter = 'active' | 'stopped';
const STATE_OF: Record<Filter, StaffState> = { active: StaffState.active, stopped: StaffState.stopped };

/** 员工管理 (yuangongguanli): the shop's staff, 已启用 or 已停用, and 新增员工. */
export default function StaffPage() {
  const { t } = useTranslation(STAFF_NS);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('active');
  const { data, isPending, error, refetch } = useStaffList(STATE_OF[filter]);
  const switcher = useSetStaffState();

  const onSwitch = (s: StaffMember) => {
    const stopping = s.clerkConfig.state === StaffState.active;
    const params = { name: staffName(s), id: s.id };
    void confirmDialog({
      title: t(stopping ? 'list.confirmStop' : 'list.confirmStart', params),
      ...(stopping ? { content: t('list.stopHint') } : {}),
    }).then(
      (yes) =>
        yes &&
        void runAction(
          switcher.mutateAsync({ id: s.id, state: stopping ? StaffState.stopped : StaffState.active }),
        ),
    );
  };

  return (
    <PageLayout bodyClassName="staff-page">
      <div className="staff-filter">
        <Segmented
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'active', label: t('list.active') },
            { value: 'stopped', label: t('list.stopped') },
          ]}
        />
      </div>
      <div className="staff-heading">{t('list.heading', { n: data?.length ?? 0 })}</div>
      {isPending ? <LoadingView /> : null}
      {error ? (
        <StateView kind="error" title={tc('common.loadFailed')} onClick={() => void refetch()} />
      ) : null}
      {data && !data.length ? (
        <StateView kind="empty" title={t(filter === 'active' ? 'list.empty' : 'list.emptyStopped')} />
      ) : null}
      {data?.map((s) => (
        <StaffCard
          key={s.id}
          staff={s}
          onOpen={() => void navigate(pageUrl(PAGE.staffEdit, { id: s.id, state: '1' }))}
          onGames={() => void navigate(pageUrl(PAGE.staffGames, { id: s.id }))}
          onSwitch={() => onSwitch(s)}
        />
      ))}
      <BottomBar space>
        <Button block color="primary" onClick={() => void navigate(PAGE.staffEdit)} data-testid="staff-add">
          {t('list.add')}
        </Button>
      </BottomBar>
    </PageLayout>
  );
}
