import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Jobs } from '../jobs/jobs';
import { ukPostcodeDistricts } from '../lib/uk-postcode-districts';
import { createBuiltinAddressLookup } from './address-lookup/builtin-address-lookup';
import { createHttpCourier } from './courier/http-courier';
import { createRateCardCourier } from './courier/rate-card-courier';
import { createBuiltinGeocoder } from './geocoder/builtin-geocoder';
import { createPostcodesIoGeocoder } from './geocoder/postcodes-io-geocoder';
import { createMailOutboxRepository } from './mail/mail-outbox.repository';
import { createOutboxMailProvider } from './mail/outbox-mail-provider';
import { createSmtpMailProvider } from './mail/smtp-mail-provider';
import { createBranchStockRepository } from './merchant-stock/branch-stock.repository';
import { createDatabaseMerchantStock } from './merchant-stock/database-merchant-stock';
import { createHttpMerchantStock } from './merchant-stock/http-merchant-stock';
import type { MerchantStockProviders } from './merchant-stock/merchant-stock-provider';
import type { Providers } from './providers';
import { createSandboxGateway } from './payment/sandbox-gateway';
import { createOrderStatusProvider } from './order-status/create-order-status-provider';

/**
 * The one place that chooses implementations: switching vendor touches this file and the adapter only. An adapter
 * that works in the background registers its job handlers on `jobs` (before it starts).
 */
export function createProviders(config: AppConfig, db: Database, clock: Clock, jobs: Jobs): Providers {
  const outbox = createMailOutboxRepository(db);
  const mail =
    config.mail.provider === 'smtp'
      ? createSmtpMailProvider({ smtpUrl: config.mail.smtpUrl ?? '', from: config.mail.from }, { outbox, clock, jobs })
      : createOutboxMailProvider(outbox, clock);
  const geocoder =
    config.geocoder.provider === 'postcodes-io'
      ? createPostcodesIoGeocoder(config.geocoder.postcodesIoUrl)
      : createBuiltinGeocoder(ukPostcodeDistricts);
  const courier = config.courier.provider === 'http' ? createHttpCourier(config.courier.apiUrl ?? '') : createRateCardCourier();
  return { mail, geocoder, addressLookup: createBuiltinAddressLookup(ukPostcodeDistricts), courier, merchantStock: createMerchantStock(config, db), payment: createSandboxGateway(clock, db), orderStatus: createOrderStatusProvider(config.orderStatus, jobs) };
}

/** Each merchant's stock: its own service when MERCHANT_STOCK_SERVICES names it, else the database. */
function createMerchantStock(config: AppConfig, db: Database): MerchantStockProviders {
  const database = createDatabaseMerchantStock(createBranchStockRepository(db));
  const services = new Map([...config.merchantStock.services].map(([supplierId, url]) => [supplierId, createHttpMerchantStock(url)]));
  return { forSupplier: (supplierId) => services.get(supplierId) ?? database, timeoutMs: config.merchantStock.timeoutMs };
}
