import { useQueryClient } from '@tanstack/react-query';
import type { ProductCard } from '@sparesfinder/contracts/catalogue';
import { LikedProductToggleResponse } from '@sparesfinder/contracts/lists';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** spec 2 §3 "Liked product toggle": what the card knows about the product. */
export const likedToggleQueryOf = (product: ProductCard): Record<string, string | number | undefined> => ({
  itemId: product.itemID,
  manufacturerPartNumber: product.mpn,
  description: product.description,
  imageUrl: product.imageUrl,
  iBasisManId: product.manid === null ? undefined : String(product.manid),
  iBasisAppliance: product.app ?? undefined,
  iBasisApplianceId: product.appid === null ? undefined : String(product.appid),
  iBasisGCN: product.pgcn ?? undefined,
  iBasisApplianceGC: product.appgc ?? undefined,
  cost: String(product.price),
  man: product.man ?? undefined,
});

/** GET LikedProduct/Toggle: a state-changing GET, so the CSRF token goes with it (contracts/lists.ts). */
export const toggleLikedProduct = (product: ProductCard) =>
  apiRequest(apiRoutes.lists.toggleLikedProduct, {
    query: likedToggleQueryOf(product),
    schema: LikedProductToggleResponse,
    csrf: true,
  });

/** spec 2 §4: the star changes only after the call succeeds. Lists of favourites reload. */
export function useToggleLikedProduct() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['catalogue', 'toggle-liked'],
    mutationFn: toggleLikedProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lists', 'favourites'] }),
  });
}
