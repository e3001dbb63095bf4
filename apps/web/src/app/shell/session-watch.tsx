import { useEffect, useRef } from 'react';
import { Certification } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUserIndex } from '../../shared/api/user-index.ts';
import { endSession } from '../../shared/http/index.ts';
import { PAGE } from '../../shared/paths.ts';
import { roleOf } from '../../shared/session/roles.ts';
import { confirmDialog, showDialog } from '../../shared/ui/overlays.ts';

/**
 * Start-up checks of the earlier init page, run wherever the app is opened: the platform's "system closed" switch
 * (a modal nothing can dismiss), and the reminder that an uncertified shop cannot use most functions.
 */
export function SessionWatch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data } = useUserIndex();
  // The earlier app reminded on start and when a refresh of the user info found the shop uncertified: here the first
  // answer of a session, and an answer whose certification differs from the one before (a review sent back). Pages
  // re-read the user info as they open; that alone never reminds again, and the certification page never does.
  const seenState = useRef<number | null>(null);
  const reminderOpen = useRef(false);
  const onCertificationPage = pathname === PAGE.certification;
  const closedShown = useRef(false);

  const user = data?.userinfo;
  const closed = data?.appIsOpen.shop.value === 'true';
  const closedContent = data?.appIsOpen.shop.content ?? '';
  const owner = roleOf(user) === 'shopkeeper';
  const certification = user ? Number(user.ShopConfig.StoreCertification) : null;

  useEffect(() => {
    if (!closed || closedShown.current) return;
    closedShown.current = true;
    void showDialog({
      title: t('session.closedTitle'),
      content: <div className="app-closed-content">{closedContent}</div>,
      closeOnMaskClick: false,
      actions: [
        {
          key: 'quit',
          text: t('session.quit'),
          danger: true,
          onClick: () => void endSession({ keepPlace: false }),
        },
      ],
    });
  }, [closed, closedContent, t]);

  useEffect(() => {
    if (certification === null || certification === seenState.current) return;
    seenState.current = certification;
    if (!owner || certification !== Certification.none || closed || onCertificationPage) return;
    if (reminderOpen.current) return;
    reminderOpen.current = true;
    void confirmDialog({
      title: t('session.certTitle'),
      content: t('session.certContent'),
      confirmText: t('session.certGo'),
      cancelText: t('session.certLater'),
    }).then((go) => {
      reminderOpen.current = false;
      if (go) void navigate(PAGE.certification);
    });
  }, [certification, owner, closed, onCertificationPage, navigate, t]);

  return null;
}
