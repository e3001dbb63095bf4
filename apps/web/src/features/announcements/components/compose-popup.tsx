import { NOTICE_LIMITS, NoticeType } from '@dzzs/shared';
import { Button, Input, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { Segmented } from '../../../shared/ui/form-row.tsx';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { usePublishNotice } from '../api/announcements.ts';
import { ANNOUNCEMENTS_NS } from '../i18n.ts';

const KINDS = ['scroll', 'popup'] as const;
type Kind = (typeof KINDS)[number];

/**
 * 公告发布: the kind (滚动公告 one line, an empty one takes the current one down; 弹窗公告 several lines, never
 * empty) with what each does, the text, and 发布.
 */
export function ComposePopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ANNOUNCEMENTS_NS);
  const publish = usePublishNotice();
  const [kind, setKind] = useState<Kind>('scroll');
  const [content, setContent] = useState('');
  const type = NoticeType[kind];

  const submit = async () => {
    const text = content.trim();
    if (type === NoticeType.popup && !text) return toast(t('compose.popupEmpty'));
    if (
      type === NoticeType.scroll &&
      !text &&
      !(await confirmDialog({ content: t('compose.cancelConfirm') }))
    )
      return;
    if (await runAction(publish.mutateAsync({ type, content: text }))) onClose();
  };

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="announcements-popup">
      <div className="announcements-popup-title">{t('compose.title')}</div>
      <Segmented
        value={kind}
        options={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        onChange={setKind}
      />
      <p className="announcements-explain" data-testid="announcements-explain">
        {t(`compose.explain.${kind}`)}
      </p>
      <div className="announcements-editor">
        {type === NoticeType.popup ? (
          <TextArea
            value={content}
            onChange={setContent}
            placeholder={t('compose.placeholder.popup')}
            maxLength={NOTICE_LIMITS.popupMax}
            rows={6}
            showCount
            data-testid="announcements-content"
          />
        ) : (
          <Input
            value={content}
            onChange={setContent}
            placeholder={t('compose.placeholder.scroll')}
            maxLength={NOTICE_LIMITS.scrollMax}
            clearable
            data-testid="announcements-content"
          />
        )}
      </div>
      <div className="announcements-popup-buttons">
        <Button block onClick={onClose}>
          {t('compose.close')}
        </Button>
        <Button
          block
          color="primary"
          loading={publish.isPending}
          onClick={() => void submit()}
          data-testid="announcements-submit"
        >
          {t('compose.submit')}
        </Button>
      </div>
    </Popup>
  );
}
