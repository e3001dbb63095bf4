import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../../shared/http/index.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { loadingToast } from '../../../shared/ui/toast.ts';
import { logout } from '../api/logout.ts';
import { MINE_NS } from '../i18n.ts';

/** Confirm, tell the server (best effort: an offline shop must still be able to leave), then forget the session. */
export function useLogout() {
  const { t } = useTranslation(MINE_NS);
  return useCallback(async () => {
    const sure = await confirmDialog({ content: t('logout.confirm') });
    if (!sure) return;
    const close = await loadingToast(t('logout.cleaning'));
    try {
      await logout();
    } catch {
      /* the tokens are dropped locally anyway */
    } finally {
      close();
      await endSession({ keepPlace: false });
    }
  }, [t]);
}
