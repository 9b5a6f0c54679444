import { shownError } from '@mfp/shared';
import { ItemLink } from '../../../common/components/item-link';
import { useContent } from '../../../common/hooks/use-content';
import { AdsSkeleton } from './home-skeletons';

/** The template's ad tiles (model_setting items of type ad). */
export function Ads() {
  const state = useContent('ad');
  if (state.data === undefined && !shownError(state)) return <AdsSkeleton />;
  const items = state.data ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="lb-ads" data-testid="lobby-ads">
      {items.map((ad) => (
        <li key={ad.id}>
          <ItemLink url={ad.url} className="lb-ad" label={ad.title}>
            {/* The ad art carries its own text: the title is its alt text (and the link's name), not a second caption. */}
            <img src={ad.image} alt={ad.title} width={600} height={200} loading="lazy" decoding="async" />
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}
