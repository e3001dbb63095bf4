import '../shop-money.css';
import { fenToYuan, SHOP_WITHDRAWAL_LIMITS, WithdrawalType, yuanToFen } from '@dzzs/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE } from '../../../shared/paths.ts';
import { NavButton } from '../../../shared/ui/nav-button.tsx';
import { MoneyInput } from '@dzzs/web-shared/money/money-input.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useShopWithdraw } from '../api/shop-money.ts';
import { AccountDialog } from '../components/account-dialog.tsx';
import { withdrawalRefusal } from '../components/withdrawal-check.ts';
import { SHOP_MONEY_NS } from '../i18n.ts';

const TABS = [WithdrawalType.alipay, WithdrawalType.bank] as const;

/**
 * 提现 (drawMoney): the shop asks the platform to pay money out of its balance to Alipay or a bank card. The
 * account is added in a dialog; the amount is clamped to the balance; everything is checked before the call.
 */
export default function DrawMoneyPage() {
  const { t } = useTranslation(SHOP_MONEY_NS);
  const navigate = useNavigate();
  const balance = useUserIndex().data?.userinfo.money ?? '0.00';
  const withdraw = useShopWithdraw();
  const [type, setType] = useState<WithdrawalType>(WithdrawalType.alipay);
  // One account per tab, so switching tabs does not send an Alipay account as a card number.
  const [accounts, setAccounts] = useState<Record<WithdrawalType, string>>({ 1: '', 2: '' });
  const [editing, setEditing] = useState(false);
  const [contact, setContact] = useState('');
  const [money, setMoney] = useState('');
  const maxFen = Math.min(yuanToFen(balance) ?? 0, SHOP_WITHDRAWAL_LIMITS.maxFen);
  const account = accounts[type];

  // As the earlier app did: more than there is reads as all there is.
  const onMoney = (text: string) => {
    const fen = yuanToFen(text);
    setMoney(fen !== null && fen > maxFen ? fenToYuan(maxFen) : text);
  };
  const submit = async () => {
    const input = { type, number: account, contact: contact.trim(), money: money.trim() };
    const refusal = withdrawalRefusal(input);
    if (refusal) return toast(t(refusal, { max: fenToYuan(SHOP_WITHDRAWAL_LIMITS.maxFen) }));
    const answer = await runAction(withdraw.mutateAsync(input));
    if (answer) void navigate(PAGE.drawMoneyRecord, { replace: true });
  };

  return (
    <PageLayout
      right={<NavButton label={t('draw.records')} onClick={() => navigate(PAGE.drawMoneyRecord)} />}
    >
      <PageTabs activeKey={String(type)} onChange={(key) => setType(Number(key) as WithdrawalType)}>
        {TABS.map((tab) => (
          <PageTabs.Tab
            key={String(tab)}
            title={t(tab === WithdrawalType.alipay ? 'draw.alipay' : 'draw.bank')}
          />
        ))}
      </PageTabs>
      <div className="shop-money-form">
        <div className="shop-money-form-row">
          <span className="shop-money-form-label">{t('draw.account')}</span>
          <button
            type="button"
            className={account ? 'shop-money-account' : 'shop-money-account shop-money-account-empty'}
            onClick={() => setEditing(true)}
            data-testid="account-button"
          >
            {account || t(type === WithdrawalType.alipay ? 'draw.addAlipay' : 'draw.addBank')}
            {account ? <span className="shop-money-link">{t('draw.change')}</span> : null}
          </button>
        </div>
        <div className="shop-money-warning">{t('draw.warning')}</div>
        <div className="shop-money-form-row">
          <span className="shop-money-form-label">{t('draw.contact')}</span>
          <Input
            value={contact}
            onChange={setContact}
            placeholder={t('draw.contactPlaceholder')}
            clearable
            data-testid="contact-input"
          />
        </div>
        <div className="shop-money-form-label shop-money-form-title">{t('draw.amount')}</div>
        <div className="shop-money-amount">
          <span className="shop-money-amount-sign">¥</span>
          <MoneyInput
            value={money}
            onChange={onMoney}
            placeholder={t('draw.available', { money: balance })}
            clearable
            testId="money-input"
          />
          <button type="button" className="shop-money-link" onClick={() => setMoney(fenToYuan(maxFen))}>
            {t('draw.all')}
          </button>
        </div>
        <div className="shop-money-muted shop-money-limit">{t('draw.limit')}</div>
        <Button
          block
          color="warning"
          className="shop-money-submit"
          loading={withdraw.isPending}
          onClick={() => void submit()}
          data-testid="withdraw-submit"
        >
          {t('draw.submit')}
        </Button>
      </div>
      <AccountDialog
        type={type}
        visible={editing}
        value={account}
        onClose={() => setEditing(false)}
        onSave={(value) => {
          setAccounts((a) => ({ ...a, [type]: value }));
          setEditing(false);
        }}
      />
    </PageLayout>
  );
}
