import '../players.css';
import { useTranslation } from 'react-i18next';
import { PAGE } from '../../../shared/paths.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { InviteesView } from '../components/invitees-view.tsx';
import { PLAYERS_NS } from '../i18n.ts';

/** ta的邀请: the players this player invited. */
export default function InvitesPage() {
  const { t } = useTranslation(PLAYERS_NS);
  const { id } = usePageParams(PAGE.userInvites);
  return (
    <PageLayout fixed>
      {id ? <InviteesView of={{ player: id }} /> : <StateView title={t('detail.missing')} />}
    </PageLayout>
  );
}
