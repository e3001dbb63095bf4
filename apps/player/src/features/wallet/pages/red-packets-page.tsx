import { useTranslation } from 'react-i18next';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { dateTime, useGrabbedRedPackets } from '../api.ts';
import { WALLET_NS } from '../i18n.ts';
import './wallet.css';

/** 我的红包: the shares the player grabbed, newest first. */
export default function RedPacketsPage() {
  const { t } = useTranslation(WALLET_NS);
  const list = useGrabbedRedPackets();
  return (
    <Page title={t('redPackets')} back={PAGE.wallet}>
      <PagedListView
        list={list}
        itemHeight={60}
        itemKey={(g) => g.packet_id}
        empty={t('redPacketsEmpty')}
        renderItem={(g) => (
          <div className="ledger-row" data-testid={`grabbed-${g.packet_id}`}>
            <span className="ledger-row-main">
              <strong>{g.title}</strong>
              <span className="muted">{dateTime(g.create_time)}</span>
            </span>
            <span className="ledger-row-side">
              <span className="money">+{g.money}</span>
            </span>
          </div>
        )}
      />
    </Page>
  );
}
