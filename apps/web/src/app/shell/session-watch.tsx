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
  const { data, dataUpdatedAt } = useUserIndex();
  // The earlier app reminded on start and on every refresh of the user info: each answer read anew reminds once,
  // unless the reminder is still open or the owner is on the certification page already.
  const remindedAt = useRef(0);
  const reminderOpen = useRef(false);
  const onCertificationPage = pathname === PAGE.certification;
  const closedShown = useRef(false);

  const user = data?.userinfo;
  const closed = data?.appIsOpen.shop.value === 'true';
  const closedContent = data?.appIsOpen.shop.content ?? '';
  const uncertifiedOwner =
    roleOf(user) === 'shopkeeper' && Number(user?.ShopConfig.StoreCertification) === Certification.none;

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
    if (!user || !uncertifiedOwner || closed || onCertificationPage) return;
    if (reminderOpen.current || remindedAt.current === dataUpdatedAt) return;
    remindedAt.current = dataUpdatedAt;
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
  }, [user, uncertifiedOwner, closed, onCertificationPage, dataUpdatedAt, navigate, t]);

  return null;
}
