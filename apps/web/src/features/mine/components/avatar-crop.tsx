import { useEffect, useState } from 'react';
import { Popup, Slider } from 'antd-mobile';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { SheetButtons } from '../../../shared/ui/sheet-buttons.tsx';
import { useEditAvatar } from '../api/profile.ts';
import { MINE_SETTINGS_NS } from '../settings/i18n.ts';

/** The avatar's edge as sent; the server re-encodes it to its own size anyway. */
const EDGE = 512;

/** The square of `area` of the picture as a JPEG of EDGE × EDGE. */
async function cropped(src: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = EDGE;
  canvas.height = EDGE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  // A transparent PNG would turn black as a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, EDGE, EDGE);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, EDGE, EDGE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/jpeg', 0.9),
  );
}

/** 修改头像: the picked photo under a square frame to drag and zoom; 确定 uploads the square and sets it. */
export default function AvatarCrop({ file, onClose }: { file: File | null; onClose: () => void }) {
  const { t } = useTranslation(MINE_SETTINGS_NS);
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const edit = useEditAvatar();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const confirm = async () => {
    if (!src || !area) return;
    const picture = await cropped(src, area);
    if (await runAction(edit.mutateAsync(picture))) onClose();
  };

  return (
    <Popup visible={file !== null} onClose={onClose} bodyClassName="mine-crop" destroyOnClose>
      <div className="mine-sheet-title">{t('avatar.cropTitle')}</div>
      <div className="mine-crop-area" data-testid="avatar-crop">
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        )}
      </div>
      <div className="mine-crop-zoom">
        <Slider min={1} max={3} step={0.05} value={zoom} onChange={(v) => setZoom(v as number)} />
      </div>
      <div className="mine-sheet-hint">{t('avatar.cropHint')}</div>
      <SheetButtons
        onCancel={onClose}
        confirmText={t('common.confirm', { ns: 'common' })}
        onConfirm={() => void confirm()}
        loading={edit.isPending}
        testId="avatar-crop-confirm"
      />
    </Popup>
  );
}
