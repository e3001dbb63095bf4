import '../players.css';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { thisMonth } from '../components/format.ts';
import { InviteesView } from '../components/invitees-view.tsx';
import { PLAYERS_NS } from '../i18n.ts';

/** 推荐数据: the players an agent invited, this month by default; 编辑 opens the agent's detail. */
export default function AgentDetailPage() {
  const { t } = useTranslation(PLAYERS_NS);
  const navigate = useNavigate();
  const { agentId } = usePageParams(PAGE.agentDetail);
  return (
    <PageLayout
      fixed
      right={
        agentId ? (
          <Button
            size="mini"
            fill="none"
            onClick={() => void navigate(pageUrl(PAGE.userDetail, { id: agentId }))}
          >
            {t('invites.edit')}
          </Button>
        ) : null
      }
    >
      {agentId ? (
        <InviteesView of={{ agent: agentId }} initialRange={thisMonth()} />
      ) : (
        <StateView title={t('detail.missing')} />
      )}
    </PageLayout>
  );
}
