import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { Page } from '../../../shared/page.tsx';
import { orderPath, PAGE } from '../../../shared/paths.ts';
import { dateTime, useLedger } from '../api.ts';
import { WALLET_NS } from '../i18n.ts';
import './wallet.css';

/** 交易明细: the player's own ledger, newest first; money in red with +, money out in green with −. */
export default function LedgerPage() {
  const { t } = useTranslation(WALLET_NS);
  const list = useLedger();
  return (
    <Page title={t('ledger')} back={PAGE.wallet}>
      <PagedListView
        list={list}
        itemHeight={68}
        itemKey={(entry) => entry.id}
        empty={t('ledgerEmpty')}
        renderItem={(entry) => {
          const out = entry.money.startsWith('-');
          return (
            <div className="ledger-row" data-testid={`ledger-${entry.id}`}>
              <span className="ledger-row-main">
                <strong>{entry.memo}</strong>
                <span className="muted">{dateTime(entry.create_time)}</span>
              </span>
              <span className="ledger-row-side">
                <span className={out ? 'money-out' : 'money-in'}>
                  {out ? entry.money : `+${entry.money}`}
                </span>
                {entry.order_id ? (
                  <Link to={orderPath(entry.order_id)} data-testid={`ledger-order-${entry.id}`}>
                    {t('orderLink')}
                  </Link>
                ) : (
                  <span className="muted">{t('balanceAfter', { money: entry.after })}</span>
                )}
              </span>
            </div>
          );
        }}
      />
    </Page>
  );
}
