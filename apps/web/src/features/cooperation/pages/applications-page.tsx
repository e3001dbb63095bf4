import '../cooperation.css';
import {
  actionsFrom,
  COOPERATION_APPLICATION_ACTIONS,
  CooperationState,
  type CooperationApplication,
} from '@dzzs/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../shared/http/index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { RecordHistorySheet } from '../../../shared/ui/record-history.tsx';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useApplicationsToMe, useHandleApplication } from '../api/cooperation.ts';
import { ApplicationRow } from '../components/application-row.tsx';
import { COOPERATION_NS } from '../i18n.ts';

type Tab = 'waiting' | 'handled';

/** 合作店铺申请 (applicationPage): requests made to my shop, to handle (未处理) or handled (已处理). */
export default function ApplicationsPage() {
  const { t } = useTranslation(COOPERATION_NS);
  const [tab, setTab] = useState<Tab>('waiting');
  return (
    <PageLayout fixed>
      <PageTabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
        <PageTabs.Tab key="waiting" title={t('applications.tabs.waiting')} />
        <PageTabs.Tab key="handled" title={t('applications.tabs.handled')} />
      </PageTabs>
      <Applications waiting={tab === 'waiting'} />
    </PageLayout>
  );
}

function Applications({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation(COOPERATION_NS);
  const { data, error, isPending, refetch } = useApplicationsToMe(waiting);
  const handle = useHandleApplication();
  const [shown, setShown] = useState<CooperationApplication | null>(null);
  if (!data)
    return isPending ? (
      <LoadingView />
    ) : (
      <StateView kind="error" title={describeFailure(error)} onClick={() => void refetch()} />
    );
  // The server's "all" holds the waiting ones too; 已处理 shows only what has been decided.
  const rows = waiting ? data : data.filter((a) => a.state !== CooperationState.pending);

  const decide = (a: CooperationApplication, adopt: boolean) =>
    void confirmDialog({
      content: t(adopt ? 'applications.adoptConfirm' : 'applications.refuseConfirm', {
        name: a.BranchStore_name,
      }),
    }).then((yes) => yes && void runAction(handle.mutateAsync({ id: a.id, adopt })));
  return (
    <div className="cooperation-list">
      {rows.length === 0 ? <StateView title={t('applications.empty')} /> : null}
      {rows.map((a) => (
        <ApplicationRow
          key={a.id}
          application={a}
          shop="branch"
          onOpen={() => setShown(a)}
          {...(a.state === CooperationState.pending
            ? {
                actions: (
                  <div className="cooperation-application-buttons">
                    {actionsFrom(COOPERATION_APPLICATION_ACTIONS, a.state, 'shop').map((action) => (
                      <Button
                        key={action}
                        size="small"
                        color={action === 'approve' ? 'warning' : 'default'}
                        onClick={() => decide(a, action === 'approve')}
                      >
                        {t(action === 'approve' ? 'applications.adopt' : 'applications.refuse')}
                      </Button>
                    ))}
                  </div>
                ),
              }
            : {})}
        />
      ))}
      <RecordHistorySheet
        entity="cooperation_application"
        id={shown?.id ?? null}
        title={shown ? t('applications.history', { name: shown.BranchStore_name }) : ''}
        onClose={() => setShown(null)}
      />
    </div>
  );
}
