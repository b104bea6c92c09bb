import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRead, requestRead } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const basketSchema = () => import('@sparesfinder/contracts/basket').then((contracts) => contracts.Basket);

/** GET /Basket/GetBasketForUser. Its key, query options and hooks are the basket cache's (../basket-cache.ts). */
export const basketForUserRead = apiRead({ path: apiRoutes.basket.getForUser, schema: basketSchema });

export const getBasketForUser = (signal?: AbortSignal) => requestRead(basketForUserRead, signal);
