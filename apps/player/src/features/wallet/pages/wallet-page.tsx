import { useState } from 'react';
import { Button, Input, Selector, Tabs } from 'antd-mobile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PaymentState,
  playerWithdrawalsApi,
  receiptsApi,
  RECEIPT_CHANNEL,
  RECEIPT_LIMITS,
  yuanToFen,
} from '@dzzs/shared';
import { LanguageLink } from '../../../shared/language-link.tsx';
import { MoneyInput, moneyOrSay } from '@dzzs/web-shared/money/money-input.tsx';
import { Spinner } from '@dzzs/web-shared/ui/spinner.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { describeFailure, endSession, fetchData, queryClient } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { usePlayer } from '../../../shared/player-api.ts';
import { toast } from '../../../shared/toast.ts';
import {
  rememberChannel,
  rememberedChannel,
  useRechargeChannels,
  useRechargeResult,
  useWallet,
} from '../api.ts';
import { WALLET_NS } from '../i18n.ts';
import './wallet.css';

function Recharge() {
  const { t } = useTranslation(WALLET_NS);
  const [money, setMoney] = useState('');
  const channels = useRechargeChannels();
  const [chosen, setChosen] = useState(rememberedChannel);
  const [answer, setAnswer] = useState<{ url: string } | null>(null);
  const recharge = useMutation({
    mutationFn: (input: { money: string; channel: number }) => fetchData(receiptsApi.recharge, input),
  });
  const open = channels.data ?? [];
  // The channel last paid with, while the shop keeps it open; else the shop's own QR code: the one every shop can
  // take without a payment platform.
  const channel =
    open.find((c) => c.id === chosen) ?? open.find((c) => c.id === RECEIPT_CHANNEL.offline) ?? open[0];
  if (channels.isPending) return <Spinner />;
  if (channels.error)
    return (
      <StateView
        kind="error"
        title={describeFailure(channels.error)}
        onClick={() => void channels.refetch()}
      />
    );
  if (!channel) return <StateView title={t('noChannel')} />;
  const offline = channel.kind === 'offline';
  return (
    <div className="card wallet-form">
      <label className="muted">{t('amount')}</label>
      <MoneyInput
        value={money}
        onChange={setMoney}
        placeholder={t('amountPlaceholder')}
        testId="recharge-amount"
      />
      <label className="muted">{t('channel')}</label>
      <Selector
        columns={2}
        value={[channel.id]}
        onChange={(v) => {
          if (v[0] === undefined) return;
          setChosen(v[0]);
          setAnswer(null);
        }}
        options={open.map((c) => ({ label: c.name, value: c.id }))}
        data-testid="recharge-channels"
      />
      {offline && channel.qr_url && !answer && (
        <div className="wallet-qr">
          <p className="muted">{t('offlineQrHint')}</p>
          <img src={channel.qr_url} alt="" data-testid="recharge-qr" />
        </div>
      )}
      <Button
        block
        color="primary"
        loading={recharge.isPending}
        data-testid="recharge"
        onClick={() => {
          const fen = moneyOrSay(money, RECEIPT_LIMITS.recharge, toast);
          if (fen === null) return;
          recharge.mutate(
            { money: money.trim(), channel: channel.id },
            {
              // Online: on to the provider's page, which brings the player back here with ?trade=.
              onSuccess: (data) => {
                rememberChannel(channel.id);
                if (data.id > 0) setAnswer({ url: data.url });
                else window.location.assign(data.url);
              },
              onError: (error) => toast(describeFailure(error)),
            },
          );
        }}
      >
        {offline ? t('paid') : t('submitRecharge')}
      </Button>
      {answer && (
        <div className="wallet-qr">
          <p className="muted">{t('offlineHint')}</p>
          {answer.url && <img src={answer.url} alt="" />}
        </div>
      )}
    </div>
  );
}

/** 提现: at most the withdrawable part of the balance (the server refuses more too: it is the authority). */
function Withdraw({ withdrawable }: { withdrawable: string | undefined }) {
  const { t } = useTranslation(WALLET_NS);
  const [form, setForm] = useState({ money: '', type: 1 as 1 | 2, number: '', realname: '', contact: '' });
  const withdraw = useMutation({
    mutationFn: () => fetchData(playerWithdrawalsApi.request, { ...form, money: form.money.trim() }),
    onSuccess: () => {
      toast(t('withdrawn'));
      void queryClient.invalidateQueries({ queryKey: ['player'] });
    },
    onError: (error) => toast(describeFailure(error)),
  });
  const text = (key: 'number' | 'realname' | 'contact') => (
    <>
      <label className="muted">{t(key)}</label>
      <Input
        value={form[key]}
        onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
        data-testid={`withdraw-${key}`}
      />
    </>
  );
  return (
    <div className="card wallet-form">
      <label className="muted">{t('amount')}</label>
      <MoneyInput
        value={form.money}
        onChange={(money) => setForm((f) => ({ ...f, money }))}
        testId="withdraw-amount"
      />
      {withdrawable !== undefined && (
        <div className="muted" data-testid="withdraw-available">
          {t('withdrawableHint', { money: withdrawable })}
        </div>
      )}
      <label className="muted">{t('type')}</label>
      <Selector
        columns={2}
        value={[form.type]}
        onChange={(v) => v[0] !== undefined && setForm((f) => ({ ...f, type: v[0] as 1 | 2 }))}
        options={[
          { label: t('alipay'), value: 1 },
          { label: t('bank'), value: 2 },
        ]}
      />
      {text('number')}
      {text('realname')}
      {text('contact')}
      <Button
        block
        color="primary"
        loading={withdraw.isPending}
        data-testid="withdraw-submit"
        onClick={() => {
          const availableFen = withdrawable === undefined ? null : yuanToFen(withdrawable);
          if (moneyOrSay(form.money, availableFen === null ? {} : { availableFen }, toast) !== null)
            withdraw.mutate();
        }}
      >
        {t('submitWithdraw')}
      </Button>
    </div>
  );
}

/** Back from the payment page (`?trade=`): how the recharge went, in the server's words. */
function RechargeResult({ trade }: { trade: string }) {
  const result = useRechargeResult(trade);
  if (!result.data && !result.error) return null;
  const paid = result.data?.state === PaymentState.paid;
  return (
    <div className={`card wallet-result${paid ? ' wallet-result-paid' : ''}`} data-testid="recharge-result">
      {result.data ? result.data.message : describeFailure(result.error)}
    </div>
  );
}

export default function WalletPage() {
  const { t } = useTranslation(WALLET_NS);
  const player = usePlayer();
  const wallet = useWallet();
  const navigate = useNavigate();
  const trade = useSearchParams()[0].get('trade');
  return (
    <Page title={t('title')} right={<LanguageLink />}>
      {trade && <RechargeResult trade={trade} />}
      <div className="card wallet-balance">
        <div className="muted">{t('balance')}</div>
        <div className="wallet-money" data-testid="wallet-balance">
          {wallet.data?.money ?? player.data?.money ?? '—'}
        </div>
        <div className="muted">{player.data?.username}</div>
        <div className="wallet-split">
          {(
            [
              ['withdrawable', wallet.data?.withdrawable],
              ['notWithdrawable', wallet.data?.not_withdrawable],
              ['withdrawing', wallet.data?.withdrawing],
            ] as const
          ).map(([key, value]) => (
            <div key={key} data-testid={`wallet-${key}`}>
              <strong>{value ?? '—'}</strong>
              <span className="muted">{t(key)}</span>
            </div>
          ))}
        </div>
      </div>
      <div className="card wallet-links">
        <button type="button" onClick={() => void navigate(PAGE.ledger)} data-testid="open-ledger">
          {t('ledger')}
          <span className="muted">›</span>
        </button>
        <button type="button" onClick={() => void navigate(PAGE.withdrawals)} data-testid="open-withdrawals">
          {t('withdrawals')}
          <span className="muted">›</span>
        </button>
        <button type="button" onClick={() => void navigate(PAGE.redPackets)} data-testid="open-red-packets">
          {t('redPackets')}
          <span className="muted">›</span>
        </button>
      </div>
      <Tabs defaultActiveKey="recharge">
        <Tabs.Tab key="recharge" title={t('recharge')}>
          <Recharge />
        </Tabs.Tab>
        <Tabs.Tab key="withdraw" title={t('withdraw')}>
          <Withdraw withdrawable={wallet.data?.withdrawable} />
        </Tabs.Tab>
      </Tabs>
      <div style={{ margin: 12 }}>
        <Button block onClick={endSession} data-testid="logout">
          {t('logout')}
        </Button>
      </div>
    </Page>
  );
}
