
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

/** The items of one kind in a model list, in the server's order. */
export function contentItems(kind: ContentKind, list: unknown): ContentItem[] {
  return (Array.isArray(list) ? list : []).filter(isItem).filter((i) => kind === 'sponsor' || i.type === kind);
}

