import { useRef } from 'react';
import { MAX_CERTIFICATION_VIDEO_BYTES, MAX_PHOTO_BYTES, type CertificationKind } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { previewImages } from '../../../shared/ui/image-preview.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useUploadMaterial } from '../api/certification.ts';
import { CERTIFICATION_NS } from '../i18n.ts';

const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'];
const MB = 1024 * 1024;

/**
 * One photo (or the video) of the certification: uploads the picked file at once and shows it; a tap on a photo
 * previews it. The size and type are checked here first, so a 200 MB film is refused before it is sent.
 */
export function MaterialTile({
  kind,
  index,
  label,
  value,
  readOnly,
  onChange,
}: {
  kind: CertificationKind;
  index: number;
  label: string;
  value: string | null;
  readOnly: boolean;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation(CERTIFICATION_NS);
  const upload = useUploadMaterial();
  const input = useRef<HTMLInputElement>(null);

  const refusal = (file: File): string | null => {
    if (kind === 'image') {
      if (!file.type.startsWith('image/')) return t('notImage');
      return file.size > MAX_PHOTO_BYTES ? t('imageTooLarge') : null;
    }
    if (!VIDEO_TYPES.includes(file.type)) return t('notVideo');
    return file.size > MAX_CERTIFICATION_VIDEO_BYTES
      ? t('videoTooLarge', { max: MAX_CERTIFICATION_VIDEO_BYTES / MB })
      : null;
  };
  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = refusal(file);
    if (problem) return toast(problem, 'fail');
    const stored = await runAction(upload.mutateAsync({ file, index }), { success: false });
    if (stored) onChange(stored.data.url);
  };

  const shown = !value ? (
    <span className="certification-empty">＋</span>
  ) : kind === 'video' ? (
    <video
      className="certification-video"
      src={value}
      controls
      preload="metadata"
      data-testid="certification-video"
    />
  ) : (
    <img src={value} alt={label} onClick={() => previewImages([value])} />
  );
  return (
    <div className="certification-tile" data-testid={`material-${kind}-${index}`}>
      {shown}
      {!readOnly && (
        <label className="certification-pick">
          {upload.isPending ? t('uploading') : value ? t('reupload') : t('upload')}
          <input
            ref={input}
            type="file"
            accept={kind === 'image' ? 'image/*' : VIDEO_TYPES.join(',')}
            data-testid={`file-${kind}-${index}`}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
      )}
      <span className="certification-label">{label}</span>
    </div>
  );
}
