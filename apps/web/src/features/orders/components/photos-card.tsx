import { MAX_TICKET_PHOTOS, PHOTO_DELETE_GRACE_SECONDS, type OrderDetail } from '@dzzs/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { previewImages } from '../../../shared/ui/image-preview.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { useDeletePhoto, useUploadPhoto } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';

/** 彩票照片: up to MAX_TICKET_PHOTOS photos of the real ticket, from the camera or the album; tap to zoom, × to delete. */
export function PhotosCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const photos = order.ReturnImages;
  // The server refuses a deletion after the grace too: the × only spares the shop a refusal.
  const deletable = Date.now() / 1000 <= order.Deadline + PHOTO_DELETE_GRACE_SECONDS;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    void runAction(upload.mutateAsync({ orderId: order.order_id, file }), {
      success: t('detail.photoUploaded'),
    });
    if (input.current) input.current.value = '';
  };
  const onDelete = (url: string) =>
    void confirmDialog({ content: t('detail.photoDelete') }).then(
      (yes) =>
        yes &&
        void runAction(remove.mutateAsync({ orderId: order.order_id, url }), {
          success: t('detail.photoDeleted'),
        }),
    );

  return (
    <div className="orders-section">
      <div className="orders-section-title">{t('detail.photos', { max: MAX_TICKET_PHOTOS })}</div>
      <div className="orders-photo-warning">{t('detail.photoWarning')}</div>
      <div className="orders-photos">
        {photos.map((url, i) => (
          <div className="orders-photo" key={url}>
            {/* The tile shows the small copy the server made; the viewer opens the photo itself. */}
            <img src={order.ReturnThumbs[i] ?? url} alt="" onClick={() => previewImages(photos, i)} />
            {deletable ? (
              <button
                type="button"
                className="orders-photo-delete"
                aria-label="delete"
                onClick={() => onDelete(url)}
              >
                ×
              </button>
            ) : null}
          </div>
        ))}
        {photos.length < MAX_TICKET_PHOTOS ? (
          <label className={`orders-photo orders-photo-add ${upload.isPending ? 'orders-photo-busy' : ''}`}>
            <span>＋</span>
            <input
              ref={input}
              type="file"
              accept="image/*"
              capture="environment"
              data-testid="photo-input"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
          </label>
        ) : null}
      </div>
    </div>
  );
}
