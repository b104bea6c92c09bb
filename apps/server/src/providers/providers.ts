import type { AddressLookupProvider } from './address-lookup/address-lookup-provider';
import type { CourierProvider } from './courier/courier-provider';
import type { GeocoderProvider } from './geocoder/geocoder-provider';
import type { MailProvider } from './mail/mail-provider';
import type { MerchantStockProviders } from './merchant-stock/merchant-stock-provider';
import type { SandboxGateway } from './payment/sandbox-gateway';
import type { OrderStatusProvider } from './order-status/order-status-provider';

/** Every external service sits behind an interface; `createProviders` picks each implementation from config. */
export interface Providers {
  mail: MailProvider;
  geocoder: GeocoderProvider;
  addressLookup: AddressLookupProvider;
  courier: CourierProvider;
  merchantStock: MerchantStockProviders;
  /** Card payments; the sandbox also serves its hosted page (providers/payment/sandbox-gateway.routes.ts). */
  payment: SandboxGateway;
  /** Merchants' progress on orders: the built-in simulation or their webhook (providers/order-status/README.md). */
  orderStatus: OrderStatusProvider;
}
