import '../players.css';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../shared/http/index.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useShareInfo } from '../api/players.ts';
import { drawPoster, inviteLink, savePng } from '../components/poster.ts';
import { PLAYERS_NS } from '../i18n.ts';

/** 店铺推广: the shop's poster with the QR code of its invite link, saved as a PNG. Certified shops only. */
export default function SharePage() {
  const { t } = useTranslation(PLAYERS_NS);
  const { data: shop, error, refetch } = useShareInfo();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!shop || !canvas.current) return;
    drawPoster(canvas.current, shop, {
      scan: t('share.scan'),
      code: t('share.code', { code: shop.invite_code }),
    }).then(
      () => setDrawn(true),
      () => toast(t('share.failed'), 'fail'),
    );
  }, [shop, t]);
  const save = () => {
    if (!canvas.current || !shop) return;
    savePng(canvas.current, `poster-${shop.invite_code}.png`).then(
      () => toast(t('share.saved'), 'success'),
      () => toast(t('share.failed'), 'fail'),
    );
  };
  if (error)
    return (
      <PageLayout>
        <StateView kind="error" title={describeFailure(error)} onClick={() => void refetch()} />
      </PageLayout>
    );
  return (
    <PageLayout>
      <div className="players-poster">
        <canvas ref={canvas} data-testid="poster" />
        {shop ? (
          // The link in letters too: a shop sends it in a chat as often as it shows the QR code.
          <div className="players-poster-link">
            <div>{t('share.link')}</div>
            <div className="players-muted" data-testid="invite-link">
              {inviteLink(shop.invite_code)}
            </div>
          </div>
        ) : null}
        <Button block color="warning" disabled={!drawn} onClick={save} data-testid="save-poster">
          {t('share.save')}
        </Button>
      </div>
    </PageLayout>
  );
}
