import { apiRoutes } from '@sparesfinder/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

// Loaded beside the request, off the first paint (see lib/api-client.ts).
const basketSchema = () => import('@sparesfinder/contracts/basket').then((contracts) => contracts.Basket);

/** GET /Basket/GetBasketForUser. Its key, query options and hooks are the basket cache's (../basket-cache.ts). */
export const getBasketForUser = (signal?: AbortSignal) => apiRequest(apiRoutes.basket.getForUser, { schema: basketSchema, signal });
