import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { previewImages } from '../../../shared/ui/image-preview.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useUploadDocument } from '../api/receipts.ts';
import { RECEIPTS_NS } from '../i18n.ts';

/** The channels take jpg, png and jpeg photos of documents (the server re-encodes them). */
const isImageFile = (file: File) => file.type === 'image/jpeg' || file.type === 'image/png';

/** A file input's photo, checked and uploaded as a document once picked; `onUploaded` gets its address. */
export function useImageUpload(onUploaded: (url: string) => unknown) {
  const { t } = useTranslation(RECEIPTS_NS);
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isImageFile(file)) return toast(t('form.badFile'), 'fail');
    const stored = await runAction(upload.mutateAsync(file), { success: false });
    if (stored) await onUploaded(stored.data.url);
  };
  return { input, onFile, uploading: upload.isPending };
}

/** An image of an application form: a tile that uploads the picked photo at once and shows it; a tap previews it. */
export function ImageField({
  name,
  label,
  value,
  wrong,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  /** The last check found it missing: marked until a photo is picked. */
  wrong: boolean;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation(RECEIPTS_NS);
  const { input, onFile, uploading } = useImageUpload(onChange);
  return (
    <div className={`receipts-image${wrong ? ' receipts-image-wrong' : ''}`} data-field={name}>
      {value ? (
        <img src={value} alt={label} onClick={() => previewImages([value])} />
      ) : (
        <span className="receipts-image-empty">＋</span>
      )}
      <label className="receipts-image-pick">
        {uploading ? t('form.uploading') : value ? t('form.reupload') : t('form.upload')}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png"
          data-testid={`file-${name}`}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </label>
      <span className="receipts-image-label">{label}</span>
    </div>
  );
}
