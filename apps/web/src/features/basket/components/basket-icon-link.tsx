import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { BadgeIconLink } from '../../../components/ui/badge-icon-link';
import { useBasketBadgeCount } from '../hooks/use-basket-badge-count';

export const basketLabel = (count: number) => `Basket, ${count} ${count === 1 ? 'item' : 'items'}`;

/** Header basket icon with the product quantity badge (spec 1 §2). */
export function BasketIconLink() {
  const count = useBasketBadgeCount();
  return <BadgeIconLink to={pagePaths.basket} label={basketLabel(count)} count={count} icon={<ShoppingBasketOutlined />} />;
}
