import { useEffect, useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shared/http/run-action.ts';
import { FormCard, FormRow } from '../../../shared/ui/form-row.tsx';
import { useBindPushLink } from '../api/push-link.ts';
import { MINE_NS } from '../i18n.ts';
import { MineSheet } from './mine-sheet.tsx';

interface PushLinkPopupProps {
  visible: boolean;
  /** The address bound now ('' when none). */
  current: string;
  onClose: () => void;
}

/** Seconds the disclaimer stays before the form opens: the earlier app made shopkeepers read it, so do we. */
const READ_SECONDS = 5;

/**
 * 推送绑定: first a notice that the third-party push may arrive late or not at all (readable for 5 s before it can be
 * dismissed), then the address the push service gave, which the server checks; empty unbinds.
 */
export default function PushLinkPopup({ visible, current, onClose }: PushLinkPopupProps) {
  const { t } = useTranslation(MINE_NS);
  const [left, setLeft] = useState(READ_SECONDS);
  const [read, setRead] = useState(false);
  const [url, setUrl] = useState(current);
  const bind = useBindPushLink();

  useEffect(() => {
    if (!visible) return;
    setLeft(READ_SECONDS);
    setRead(false);
    setUrl(current);
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearInterval(timer);
  }, [visible, current]);

  const submit = async () => {
    if (await runAction(bind.mutateAsync(url.trim()))) onClose();
  };

  return (
    <MineSheet visible={visible} onClose={onClose} title={t('pushLink.title')}>
      {!read ? (
        <div className="mine-push-notice">
          <p>{t('pushLink.disclaimer')}</p>
          <Button block color="primary" disabled={left > 0} onClick={() => setRead(true)}>
            {left > 0 ? t('pushLink.wait', { n: left }) : t('pushLink.understood')}
          </Button>
        </div>
      ) : (
        <FormCard
          onSubmit={() => void submit()}
          footer={
            <Button block type="submit" color="primary" loading={bind.isPending}>
              {t('pushLink.submit')}
            </Button>
          }
        >
          <div className="mine-sheet-hint">
            {current ? t('pushLink.current', { url: current }) : t('settings.pushNone')}
          </div>
          <FormRow label={t('pushLink.label')}>
            <TextArea
              value={url}
              onChange={setUrl}
              placeholder={t('pushLink.placeholder')}
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
          </FormRow>
        </FormCard>
      )}
    </MineSheet>
  );
}
