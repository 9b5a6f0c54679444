import { useT } from '../../i18n/use-t';

/** The game-name search box of a hall or a provider's list (filters the list shown as you type). */
export function GameSearch({ value, onChange }: { value: string; onChange(query: string): void }) {
  const { t } = useT();
  return (
    <input
      className="mfg-search"
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
      data-testid="game-search"
      maxLength={64}
    />
  );
}
