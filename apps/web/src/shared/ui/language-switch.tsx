import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@dzzs/web-shared/i18n/index.ts';
import './language-switch.css';

/** 中文 | English; each label is written in its own language so either reader finds it. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'en' ? 'en' : 'zh-CN';
  return (
    <div className="language-switch" role="radiogroup" aria-label={t('common.languageSwitch')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          role="radio"
          aria-checked={lang === current}
          className={lang === current ? 'language-option language-option-active' : 'language-option'}
          onClick={() => void setLanguage(lang)}
        >
          {t(`common.languageNames.${lang}`)}
        </button>
      ))}
    </div>
  );
}
