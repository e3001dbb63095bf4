import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redPacketsApi, type OfferedRedPacket } from '@dzzs/shared';
import { describeFailure, fetchData, queryClient } from '../../../shared/http.ts';
import { GRAB_NS } from '../grab-i18n.ts';

// The red packet opened from 首页, loaded when first opened (首页 is the first route and its budget is tight).
// 开 is pressed once: the button waits for the answer, and the server takes one grab per player whatever arrives.

export default function GrabSheet({ packet, onClose }: { packet: OfferedRedPacket; onClose: () => void }) {
  const { t } = useTranslation(GRAB_NS);
  const grab = useMutation({
    mutationFn: () => fetchData(redPacketsApi.grab, { id: packet.id }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['shop-card'] });
      void queryClient.invalidateQueries({ queryKey: ['player'] });
    },
  });
  return (
    <div className="grab-mask" onClick={onClose} role="presentation">
      <div
        className="grab-sheet"
        role="dialog"
        aria-label={packet.title}
        onClick={(e) => e.stopPropagation()}
        data-testid="grab-sheet"
      >
        <div className="grab-title">{packet.title}</div>
        {grab.data ? (
          <>
            <div className="grab-amount" data-testid="grab-amount">
              {grab.data.money}
              <small>{t('yuan')}</small>
            </div>
            <div>{t('grabbedInto')}</div>
          </>
        ) : grab.error ? (
          <div className="grab-refused" data-testid="grab-refused">
            {describeFailure(grab.error)}
          </div>
        ) : (
          <button
            type="button"
            className="grab-open"
            disabled={grab.isPending}
            onClick={() => grab.mutate()}
            data-testid="grab-open"
          >
            {t('open')}
          </button>
        )}
        <button type="button" className="grab-close" onClick={onClose} data-testid="grab-close">
          {t('close')}
        </button>
      </div>
    </div>
  );
}
