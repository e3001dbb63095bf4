import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../shared/http/index.ts';
import { PAGE } from '../../../shared/paths.ts';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { COOPERATION_NS } from '../i18n.ts';

/**
 * What a page about one cooperation shows until it is there: a spinner while the list loads; "合作不存在" with the way
 * back to 合作店铺 when the link lacks the shop or the side, or the cooperation has ended; a failed call, tap to retry.
 */
export function CooperationState({
  missing,
  isPending,
  error,
  refetch,
}: {
  missing: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}) {
  const { t } = useTranslation(COOPERATION_NS);
  const navigate = useNavigate();
  if (missing)
    return (
      <StateView title={t('shop.missing')} description={t('shop.missingHint')} testId="cooperation-missing">
        <Button color="warning" onClick={() => navigate(PAGE.cooperation, { replace: true })}>
          {t('shop.back')}
        </Button>
      </StateView>
    );
  if (isPending) return <LoadingView />;
  return <StateView kind="error" title={describeFailure(error)} onClick={() => void refetch()} />;
}
