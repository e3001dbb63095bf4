import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '@dzzs/web-shared/i18n/index.ts';

/** The title bar's switch between Chinese and English, named in the language it switches to. */
export function LanguageLink() {
  const { t } = useTranslation();
  return (
    <a onClick={() => void setLanguage(currentLanguage() === 'en' ? 'zh-CN' : 'en')} data-testid="language">
      {t('language.switch')}
    </a>
  );
}
