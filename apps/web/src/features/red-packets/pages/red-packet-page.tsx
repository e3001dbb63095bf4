import '../red-packets.css';
import { fenToYuan, RED_PACKET_LIMITS, RedPacketType, yuanToFen } from '@dzzs/shared';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSendRedPacket } from '../api/red-packets.ts';
import { FormRow } from '../components/form-row.tsx';
import { checkSend, totalFenOf } from '../components/send-check.ts';
import { RED_PACKETS_NS } from '../i18n.ts';

// 红包记录 (a windowed list with swipe actions and each packet's history) loads on first open: it weighs more than
// the form, and the page stays within its bundle budget.
const RecordsPopup = lazy(() =>
  import('../components/records-popup.tsx').then((m) => ({ default: m.RecordsPopup })),
);

const { count: COUNT, days: DAYS, titleMax, defaultTitle } = RED_PACKET_LIMITS;
const TYPE_NAME = { 1: 'random', 2: 'fixed' } as const satisfies Record<RedPacketType, string>;

/**
 * 红包营销: the shop sends a random or fixed red packet to its players, paid from the shop balance, and opens 红包记录
 * to follow, inspect and revoke what it sent.
 */
export default function RedPacketPage() {
  const { t } = useTranslation(RED_PACKETS_NS);
  const user = useUserIndex();
  const send = useSendRedPacket();
  const [type, setType] = useState<RedPacketType>(RedPacketType.random);
  const [money, setMoney] = useState('');
  const [count, setCount] = useState('');
  const [days, setDays] = useState('1');
  const [title, setTitle] = useState<string>(defaultTitle);
  const [records, setRecords] = useState(false);
  const balance = user.data?.userinfo.money ?? null;
  const balanceFen = balance === null ? null : yuanToFen(balance);
  const other = type === RedPacketType.random ? RedPacketType.fixed : RedPacketType.random;
  const amountLabel = t(type === RedPacketType.random ? 'form.amountRandom' : 'form.amountFixed');
  const form = { type, money, count, days, title };

  /** 红包个数 and 红包有效期: whole numbers with their unit and the range allowed. */
  const numberRow = (
    name: 'count' | 'days',
    value: string,
    onChange: (v: string) => void,
    range: { min: number; max: number },
  ) => (
    <FormRow
      label={t(`form.${name}`)}
      unit={t(`form.${name}Unit`)}
      inputMode="numeric"
      value={value}
      onChange={onChange}
      placeholder={t(`form.${name}Placeholder`, range)}
      testId={`red-packets-${name}`}
    />
  );

  const submit = async () => {
    const refusal = checkSend(form, balanceFen);
    if (refusal) return toast(t(`check.${refusal.key}`, { field: amountLabel, ...refusal.params }));
    const done = await runAction(
      send.mutateAsync({
        type,
        Money: money.trim(),
        Count: Number(count.trim()),
        endDay: Number(days.trim()),
        title: title.trim(),
      }),
    );
    if (done) {
      setMoney('');
      setCount('');
    }
  };

  return (
    <PageLayout
      bodyClassName="red-packets-page"
      right={
        <span
          className="red-packets-nav-action"
          role="button"
          onClick={() => setRecords(true)}
          data-testid="red-packets-records"
        >
          {t('form.records')}
        </span>
      }
    >
      <div className="red-packets-card">
        <div className="red-packets-kind" data-testid="red-packets-kind">
          {t(`form.kind.${TYPE_NAME[type]}`)}
        </div>
        <FormRow
          label={amountLabel}
          unit={t('form.yuan')}
          money
          value={money}
          onChange={setMoney}
          placeholder={t('form.amountPlaceholder')}
          testId="red-packets-money"
        />
        {numberRow('count', count, setCount, COUNT)}
        {numberRow('days', days, setDays, DAYS)}
        <FormRow
          label={t('form.title')}
          value={title}
          onChange={setTitle}
          maxLength={titleMax}
          testId="red-packets-title"
        />
      </div>

      <div className="red-packets-total" data-testid="red-packets-total">
        <span className="red-packets-total-sign">¥</span>
        {fenToYuan(totalFenOf(form))}
      </div>
      <div className="red-packets-balance" data-testid="red-packets-balance">
        {balance === null ? '' : t('form.balance', { money: balance })}
      </div>
      <div className="red-packets-buttons">
        <Button block onClick={() => setType(other)} data-testid="red-packets-switch">
          {t(`form.switchTo.${TYPE_NAME[other]}`)}
        </Button>
        <Button
          block
          color="danger"
          loading={send.isPending}
          onClick={() => void submit()}
          data-testid="red-packets-send"
        >
          {t('form.send')}
        </Button>
      </div>

      <div className="red-packets-tips">
        <div className="red-packets-tips-title">{t('tips.title')}</div>
        <p>{t('tips.random')}</p>
        <p>{t('tips.fixed')}</p>
        <p>{t('tips.balance')}</p>
        <p>{t('tips.refund')}</p>
      </div>
      {records ? (
        <Suspense fallback={null}>
          <RecordsPopup onClose={() => setRecords(false)} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
