import { useEffect, useRef } from 'react';
import { APP_VERSION } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { reloadToNewVersion } from '../../../shared/pwa.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { useAppUpdate } from '../api/app-update.ts';

/** Offers the newer version the platform published (Store.latest_version above our own code), once per version. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { data } = useAppUpdate();
  const offered = useRef(0);
  const latest = data?.Store.latest_version ?? 0;

  useEffect(() => {
    if (!data || latest <= APP_VERSION.code || offered.current === latest) return;
    offered.current = latest;
    void confirmDialog({
      title: t('update.title', { name: data.Store.latest_version_name }),
      content: data.Store.update_text ? t('update.content', { text: data.Store.update_text }) : undefined,
      confirmText: t('update.confirm'),
      cancelText: t('update.later'),
    }).then((update) => {
      if (update) void reloadToNewVersion();
    });
  }, [data, latest, t]);

  return null;
}
