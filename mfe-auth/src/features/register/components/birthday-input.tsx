import { Select, Space } from 'antd';
import type { BirthdayParts } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';

const YEARS = Array.from({ length: 83 }, (_, i) => new Date().getFullYear() - 18 - i);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** Birthday as three selects (year, month, day): all or none (spec 5). */
export function BirthdayInput({
  value,
  onChange,
  id,
}: {
  value?: BirthdayParts;
  onChange?: (v: BirthdayParts) => void;
  id?: string;
}) {
  const { t } = useT();
  const part = (key: keyof BirthdayParts, options: number[], label: string) => (
    <Select
      id={key === 'year' ? id : undefined}
      allowClear
      showSearch
      aria-label={label}
      placeholder={label}
      value={value?.[key] === undefined || value[key] === null ? undefined : Number(value[key])}
      options={options.map((n) => ({ value: n, label: String(n) }))}
      onChange={(v: number | undefined) => onChange?.({ ...value, [key]: v ?? null })}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  return (
    <Space.Compact block>
      {part('year', YEARS, t('register.year'))}
      {part('month', MONTHS, t('register.month'))}
      {part('day', DAYS, t('register.day'))}
    </Space.Compact>
  );
}
