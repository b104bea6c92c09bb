import { formatPence, poundsToPence } from '@sparesfinder/domain/money';

/** The API speaks pounds ex VAT; display goes through the one money formatter ('£48.50'). */
export const formatPounds = (pounds: number) => formatPence(poundsToPence(pounds));

/** spec 2 §1: '{product} Price', {product} being SparesFinder (contracts/catalogue.ts RelatedProduct). */
export const buyingGroupPriceLabel = 'SparesFinder Price';
