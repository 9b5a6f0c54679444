import { Type } from 'typebox';

/** Field schemas shared by the domain routes; lengths bound every string. */
export const SiteId = Type.String({ maxLength: 32 });
export const Currency = Type.String({ pattern: '^[A-Za-z]{3,4}$' });
export const Device = Type.String({ maxLength: 16 });
export const GpId = Type.String({ pattern: '^[A-Za-z0-9_]{1,20}$' });
export const GameCode = Type.String({ minLength: 1, maxLength: 64 });
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Page = Type.Integer({ minimum: 1, maximum: 100_000 });
export const Count = Type.Integer({ minimum: 1, maximum: 200 });
export const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const Amount = Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000 });
export const Template = Type.String({ maxLength: 32 });

/** support_device 1 desktop, 2 mobile (0 or anything else: both). */
export function deviceNumber(value: string | number | undefined): number {
  if (value === undefined) return 0;
  const v = String(value).toLowerCase();
  if (v === '1' || v === 'pc' || v === 'desktop') return 1;
  if (v === '2' || v === '3' || v === 'mobile' || v === 'app') return 2;
  return 0;
}

/** A page of rows: limit and offset. */
export function paging(page = 1, count = 20): { limit: number; offset: number } {
  return { limit: count, offset: (page - 1) * count };
}
