import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { switchLocale } from '@mfp/shared';
import { toast } from '../../ui/notify';

const LANGUAGES = [
  { id: 'en_US', label: 'English' },
  { id: 'bn_BD', label: 'বাংলা' },
] as const;

/** Switches the one i18n instance through the shared switchLocale (refused while a game plays). */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onChange = async (locale: string) => {
    const result = await switchLocale(i18n, locale, {
      currentPath: pathname,
      navigate: (to) => navigate(to + search, { replace: true }),
    });
    if (!result.ok && result.reason === 'pg.err_is_playing') toast('warning', t('pg.err_is_playing'));
  };
  return (
    <label className="mfp-lang">
      <span className="mfp-visually-hidden">{t('header.language')}</span>
      <select value={i18n.language} onChange={(e) => void onChange(e.target.value)} data-testid="language-switch">
        {LANGUAGES.map((l) => (
          <option key={l.id} value={l.id}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
