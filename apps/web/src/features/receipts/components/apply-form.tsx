import {
  RECEIPT_LIMITS,
  receiptFieldLabel,
  receiptFormProblem,
  type ReceiptChannel,
  type ReceiptField,
} from '@dzzs/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { isReceiptImage, useApply } from '../api/receipts.ts';
import { RECEIPTS_NS } from '../i18n.ts';
import { ImageField } from './image-field.tsx';

/** What the app says of the first wrong field, in the words the server would use. */
function problemText(
  t: TFunction<typeof RECEIPTS_NS>,
  wrong: NonNullable<ReturnType<typeof receiptFormProblem>>,
  label: string,
): string {
  const key = wrong.problem === 'required' && wrong.field.kind === 'img' ? 'requiredImage' : wrong.problem;
  return t(`form.problem.${key}`, { field: label, max: RECEIPT_LIMITS.textMax });
}

/**
 * The application form of a channel, made from its `model`: the images first (each uploaded at once), then the
 * texts. The shared rules check it before the call, so a wrong field is named without a round trip.
 */
export function ApplyForm({ channel, onDone }: { channel: ReceiptChannel; onDone: () => void }) {
  const { t, i18n } = useTranslation(RECEIPTS_NS);
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const apply = useApply();
  // A rejected application is edited, not typed again.
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...channel.form }));
  const label = (f: ReceiptField) => receiptFieldLabel(f, lang);
  // The field the last check found wrong, marked until it is changed.
  const [wrongKey, setWrongKey] = useState<string | null>(null);
  const set = (key: string) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key === wrongKey) setWrongKey(null);
  };
  // Shown in the order the shared rules check them: the images, then the rest.
  const images = channel.model.filter((f) => f.kind === 'img');
  const texts = channel.model.filter((f) => f.kind !== 'img');

  const submit = async () => {
    const wrong = receiptFormProblem(channel.model, values, isReceiptImage);
    setWrongKey(wrong?.field.key ?? null);
    if (wrong) return toast(problemText(t, wrong, label(wrong.field)), 'fail');
    const form: Record<string, string | number> = { receipt_id: channel.id };
    for (const f of channel.model) if (values[f.key]?.trim()) form[f.key] = values[f.key]!.trim();
    if (await runAction(apply.mutateAsync(form))) onDone();
  };

  return (
    <div className="receipts-form">
      {channel.record === '2' && channel.retmemo ? (
        <div className="receipts-reason">{t('form.rejected', { memo: channel.retmemo })}</div>
      ) : null}
      {images.length ? (
        <>
          <div className="receipts-section-title">{t('form.images')}</div>
          <div className="receipts-images">
            {images.map((f) => (
              <ImageField
                key={f.key}
                name={f.key}
                label={label(f)}
                value={values[f.key] ?? ''}
                wrong={f.key === wrongKey}
                onChange={set(f.key)}
              />
            ))}
          </div>
        </>
      ) : null}
      {texts.length ? (
        <>
          <div className="receipts-section-title">{t('form.details')}</div>
          <div className="receipts-fields">
            {texts.map((f) => (
              <label
                className={`receipts-field${f.key === wrongKey ? ' receipts-field-wrong' : ''}`}
                key={f.key}
              >
                <span className="receipts-field-label">
                  {label(f)}
                  {f.required ? null : <span className="receipts-muted">{t('form.optional')}</span>}
                </span>
                <Input
                  name={f.key}
                  value={values[f.key] ?? ''}
                  onChange={set(f.key)}
                  placeholder={t('form.placeholder', { field: label(f) })}
                  maxLength={RECEIPT_LIMITS.textMax}
                  inputMode={f.kind === 'phone' ? 'tel' : f.kind === 'email' ? 'email' : undefined}
                  clearable
                />
              </label>
            ))}
          </div>
        </>
      ) : null}
      <div className="receipts-notes">
        <div>{t('form.notes')}</div>
        <ol>
          <li>{t('form.noteImages')}</li>
          <li>{t('form.noteDates')}</li>
          <li>{t('form.noteAddress')}</li>
        </ol>
      </div>
      <div className="receipts-submit">
        <Button
          block
          color="warning"
          loading={apply.isPending}
          onClick={() => void submit()}
          data-testid="submit"
        >
          {t('form.submit')}
        </Button>
      </div>
    </div>
  );
}
