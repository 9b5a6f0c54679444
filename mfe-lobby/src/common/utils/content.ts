import { postModelSetting, postModelSponsor } from '@mfp/shared';

/** One item of model_setting / model_sponsor (discount, news, faq, ad, sponsor). */
export interface ContentItem {
  id: number;
  type: string;
  title: string;
  content: string;
  url: string;
  image: string;
  sort: number;
  created_at: string;
}
export type ContentKind = 'discount' | 'news' | 'faq' | 'ad' | 'sponsor';

export interface ContentQuery {
  siteId: string;
  locale: string;
  template: string;
}

const isItem = (v: unknown): v is ContentItem =>
  typeof v === 'object' && v !== null && typeof (v as ContentItem).id === 'number' && typeof (v as ContentItem).title === 'string';

/** The items of one kind, in the server's order. model_setting carries discounts, news, FAQ and ads; sponsors have their own call. */
export async function fetchContent(kind: ContentKind, q: ContentQuery): Promise<ContentItem[]> {
  const body = { site_id: q.siteId, language: q.locale, model_version: q.template };
  const reply = kind === 'sponsor' ? await postModelSponsor<unknown>(body) : await postModelSetting<unknown>(body);
  const list = Array.isArray(reply.data?.list) ? reply.data.list : [];
  return list.filter(isItem).filter((i) => kind === 'sponsor' || i.type === kind);
}
