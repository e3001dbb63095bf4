import type { OrderDetail } from '@dzzs/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../shared/http/index.ts';
import { previewImages } from '../../../shared/ui/image-preview.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useDeletePhoto, useUploadPhoto } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';

const MAX_PHOTOS = 3;
/** Photos may be deleted until an hour after the deadline (the server checks it too). */
const DELETE_GRACE_SECONDS = 3600;

/** 彩票照片: up to three photos of the real ticket, from the camera or the album; tap to zoom, × to delete. */
export function PhotosCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const photos = order.ReturnImages;
  const deletable = Date.now() / 1000 <= order.Deadline + DELETE_GRACE_SECONDS;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    void upload.mutateAsync({ orderId: order.order_id, file }).then(
      (a) => toast(a.code === 1 ? t('detail.photoUploaded') : a.msg, a.code === 1 ? 'success' : 'fail'),
      (e: unknown) => toast(describeFailure(e), 'fail'),
    );
    if (input.current) input.current.value = '';
  };
  const onDelete = (url: string) =>
    void confirmDialog({ content: t('detail.photoDelete') }).then(
      (yes) =>
        yes &&
        void remove.mutateAsync({ orderId: order.order_id, url }).then(
          (a) => toast(a.code === 1 ? t('detail.photoDeleted') : a.msg),
          (e: unknown) => toast(describeFailure(e), 'fail'),
        ),
    );

  return (
    <div className="card">
      <div className="card-title">{t('detail.photos')}</div>
      <div className="photo-warning">{t('detail.photoWarning')}</div>
      <div className="photos">
        {photos.map((url, i) => (
          <div className="photo" key={url}>
            <img src={url} alt="" onClick={() => previewImages(photos, i)} />
            {deletable ? (
              <button
                type="button"
                className="photo-delete"
                aria-label="delete"
                onClick={() => onDelete(url)}
              >
                ×
              </button>
            ) : null}
          </div>
        ))}
        {photos.length < MAX_PHOTOS ? (
          <label className={`photo photo-add ${upload.isPending ? 'photo-busy' : ''}`}>
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
