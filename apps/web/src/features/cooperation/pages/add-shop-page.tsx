import '../cooperation.css';
import { COOPERATION_LIMITS } from '@dzzs/shared';
import { Button, Input, TextArea } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { FormCard, FormRow } from '../../../shared/ui/form-row.tsx';
import { NavButton } from '../../../shared/ui/nav-button.tsx';
import { useLazyPopup } from '../../../shared/ui/use-lazy-sheet.ts';
import { PageLayout, useGoBack } from '../../../shared/ui/page-layout.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useApply } from '../api/cooperation.ts';
import { COOPERATION_NS } from '../i18n.ts';

// 申请记录 (popup, calendar) loads on first open.
const MyApplicationsPopup = lazy(() => import('../components/my-applications-popup.tsx'));

/** 添加合作店铺 (addShop): ask another shop, by its ID, to take my orders; and what became of my requests. */
export default function AddShopPage() {
  const { t } = useTranslation(COOPERATION_NS);
  const goBack = useGoBack(PAGE.cooperation);
  const apply = useApply();
  const [id, setId] = useState('');
  const [memo, setMemo] = useState('');
  const records = useLazyPopup();

  const submit = async () => {
    const shopId = id.trim();
    if (!shopId) return toast(t('addShop.idRequired'));
    if (!/^\d+$/.test(shopId)) return toast(t('addShop.idDigits'));
    if (await runAction(apply.mutateAsync({ id: shopId, memo: memo.trim() }))) goBack();
  };
  return (
    <PageLayout right={<NavButton label={t('addShop.records')} onClick={records.show} />}>
      <FormCard
        onSubmit={() => void submit()}
        footer={
          <Button block color="warning" type="submit" loading={apply.isPending} data-testid="add-shop-submit">
            {t('addShop.submit')}
          </Button>
        }
      >
        <FormRow label={t('addShop.id')}>
          <Input
            inputMode="numeric"
            value={id}
            onChange={setId}
            placeholder={t('addShop.idPlaceholder')}
            data-testid="add-shop-id"
          />
        </FormRow>
        <div className="cooperation-form-block">
          <span>{t('addShop.memo')}</span>
          <TextArea
            className="cooperation-memo"
            value={memo}
            onChange={setMemo}
            maxLength={COOPERATION_LIMITS.memoMax}
            showCount
            autoSize={{ minRows: 3, maxRows: 5 }}
            placeholder={t('addShop.memoPlaceholder', { max: COOPERATION_LIMITS.memoMax })}
          />
        </div>
      </FormCard>
      <div className="cooperation-warning">{t('addShop.warning')}</div>
      {records.loaded ? (
        <Suspense fallback={null}>
          <MyApplicationsPopup open={records.open} onClose={records.hide} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
