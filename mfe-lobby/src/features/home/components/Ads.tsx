import { ItemLink } from '../../../common/components/ItemLink';
import { useContent } from '../../../common/hooks/use-content';

/** The template's ad tiles (model_setting items of type ad). */
export function Ads() {
  const state = useContent('ad');
  const items = state.data ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="lb-ads" data-testid="lobby-ads">
      {items.map((ad) => (
        <li key={ad.id}>
          <ItemLink url={ad.url} className="lb-ad" label={ad.title}>
            <img src={ad.image} alt="" width={600} height={150} loading="lazy" decoding="async" />
            <span>{ad.title}</span>
          </ItemLink>
        </li>
      ))}
    </ul>
  );
}
