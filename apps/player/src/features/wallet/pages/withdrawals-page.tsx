import { useTranslation } from 'react-i18next';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { dateTime, useWithdrawals, withdrawalStateLabel } from '../api.ts';
import { WALLET_NS } from '../i18n.ts';
import './wallet.css';

/** 提现记录: every withdrawal the player asked for, newest first, with what the shop made of it. */
export default function WithdrawalsPage() {
  const { t } = useTranslation(WALLET_NS);
  const list = useWithdrawals();
  return (
    <Page title={t('withdrawals')} back={PAGE.wallet}>
      <PagedListView
        list={list}
        itemHeight={68}
        itemKey={(w) => w.id}
        empty={t('withdrawalsEmpty')}
        renderItem={(w) => (
          <div className="ledger-row" data-testid={`withdrawal-${w.id}`}>
            <span className="ledger-row-main">
              <strong>
                {w.memo} {w.number}
              </strong>
              <span className="muted">
                {w.state === 2 && w.retMemo ? t('refused', { reason: w.retMemo }) : dateTime(w.create_time)}
              </span>
            </span>
            <span className="ledger-row-side">
              <span className="money">{w.money}</span>
              <span className={`withdrawal-state withdrawal-state-${w.state}`}>
                {withdrawalStateLabel(w.state)}
              </span>
            </span>
          </div>
        )}
      />
    </Page>
  );
}
