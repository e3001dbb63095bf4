import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, describeFailure } from '../../../shared/http/index.ts';
import { PAGE } from '../../../shared/paths.ts';
import { LoadingView, StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { ORDERS_NS } from '../i18n.ts';

/**
 * What an order page shows until its order is there: a spinner while it loads; "the order does not exist" with the
 * way back to the orders tab when the link has no order id (the server is not asked) or the server refuses the id
 * (unknown, another shop's); and for a failed call the reason, tap to try again.
 */
export function OrderLoadState({
  orderId,
  isPending,
  error,
  refetch,
}: {
  orderId: string | null;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const refused = error instanceof ApiError && error.code === 0;
  if (!orderId || refused)
    return (
      <StateView title={(refused && error.message) || t('detail.notFound')} testId="order-missing">
        <Button color="warning" onClick={() => navigate(PAGE.orders, { replace: true })}>
          {t('detail.backToOrders')}
        </Button>
      </StateView>
    );
  if (isPending) return <LoadingView />;
  return <StateView kind="error" title={describeFailure(error)} onClick={() => void refetch()} />;
}
