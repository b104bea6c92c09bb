/**
 * Where a merchant's progress on an order comes from (issue #18). Each merchant either reports it to our webhook
 * (MERCHANT_ORDER_STATUS_WEBHOOKS names it and its shared secret) or, by default, is played by the built-in
 * simulation, a background job on a realistic timetable. Chosen per merchant in providers/create-providers.ts.
 */
export interface OrderStatusProvider {
  /** After an order commits: the simulation schedules the merchant's first answer; a webhook merchant answers itself. */
  orderPlaced(order: PlacedOrder): Promise<void>;
  /** The built-in simulation, or null when it is off (ORDER_STATUS_SIMULATION=false). */
  readonly simulation: OrderStatusSimulation | null;
  /** Whether the simulation plays this merchant (it is on, and the merchant does not report by webhook). */
  simulates(supplierId: number | null): boolean;
  /** Whether `signature` is the named merchant's HMAC of the raw body; false for a merchant with no secret. */
  verifyWebhookSignature(supplierId: number, rawBody: string, signature: string | undefined): boolean;
}

export interface PlacedOrder {
  basketId: number;
  supplierId: number | null;
  placedAt: Date;
}

export interface OrderStatusSimulation {
  /** 1 = the timetable's real minutes; the e2e server runs at a few hundredths (ORDER_STATUS_TIME_SCALE). */
  readonly timeScale: number;
  /** Queues the simulated merchant's next look at an order, due at `dueAt`. */
  scheduleStep(step: SimulationStep, dueAt: Date): Promise<void>;
}

/** One simulated step of one order: the status it expects to find, and how many times it was run early. */
export interface SimulationStep {
  basketId: number;
  from: string;
  round: number;
}
