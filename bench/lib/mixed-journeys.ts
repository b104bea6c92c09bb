import { serverRenderStateElementId } from '@sparesfinder/contracts/server-render';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { savedCardPaths } from '@sparesfinder/contracts/saved-cards';
import type { BroadPrefix, BroadSearch, seededRandom } from './broad-queries';
import type { BenchTrader } from './bench-traders';
import type { ShopSession } from './load-client';

/**
 * The user journeys of the mixed-load bench (bench/mixed-load.bench.ts) and their weights: what a trader does in the
 * web app, call for call in the order the pages make them (apps/web/src/app/routes, features/*\/api). Every choice
 * (which search, which category, which product, how many) is drawn from the data with a per-user seeded generator,
 * so a run is the same sequence of journeys for the same seed.
 */

export type JourneyName =
  'landing' | 'search' | 'browse' | 'product' | 'spares' | 'basket' | 'availability' | 'checkout';

/** Share of journeys (percent). Mostly reads: a trade counter browses and searches far more than it buys. */
export const journeyWeights: Record<JourneyName, number> = {
  landing: 8,
  search: 30,
  browse: 18,
  product: 14,
  spares: 8,
  basket: 14,
  availability: 5,
  checkout: 3,
};

export const journeyDescriptions: Record<JourneyName, string> = {
  landing:
    'app (re)load: the document / first (server-rendered, decision 019: it carries the shell\'s answers and nothing more is asked); sent plain, the browser then asks Account/Authenticate + UserDetails together, then the shell at once: GetMenuItems, GetBannerText, Features/GetFeatures, UnreadNotifications, GetUserGroup, IsAccountCompleted, Basket/GetBasketForUser',
  search:
    'header search: 60% first 1-2 GetAutoComplete on what is typed (prefixes of 4+ characters), then SearchIndex with the term (a broad-set query: 16 kinds and ticked filters); 35% refine: tick the top value of a filter group or page 2',
  browse:
    'category page: GetBreadCrumb + SearchIndex by classificationId (every classification, uniform); 40% go on: a child category (both calls again), else tick a filter or page 2',
  product:
    'product card of the last results: Item/SearchTechnicalSpecifications, PartFits (products with a maker), Basket/GetRelatedProducts',
  spares:
    'spares finder for a sampled appliance: 50% SearchByGcNumber; else 30% GetAppliances of its maker, then GetPartTypes and SearchParts for one part type',
  basket:
    'Basket/AddLine of a priced product of the last results (qty 1-3; the basket kept to ≤ 10 lines by AddLine qty 0); 40% then open the basket: GetBasketForUser and UpdateBasketForUser changing one quantity or removing a line',
  availability:
    'basket availability page: GetBasketForUser, then GetAvailability (the nearest 50 branches to the trader) with GetMerchants',
  checkout:
    'buy: GetBasketForUser, UpdateBasketForUser to 1-3 lines the home branch stocks (qty 1-2), GetAvailability, SparesAvailability/Select (collection), GetBasketByKey + GetCheckoutRules + GetOrganisationInfo + GetSavedAddresses + GetSavedCards, PlaceAccountOrder, GetBasketByKey (confirmation)',
};

export interface MixedSources {
  searches: BroadSearch[];
  prefixes: BroadPrefix[];
  classificationIds: number[];
  appliances: { id: number; manufacturerId: number; gcNumber: string }[];
}

interface ProductRef {
  productId: number;
  mpn: string;
  manid: number | null;
  price: number;
}

interface BasketView {
  basketKey: string;
  version: number;
  totalCostWithVat: number;
  lines: { manufacturerCode: string; qty: number; basketLineTypeId: number }[];
}

/** What the journeys count besides the HTTP samples. */
export interface JourneyTally {
  journeys: Record<JourneyName, number>;
  ordersPlaced: number;
  /** Checkout journeys that ended for a data reason (no branch with every line, a refusal): the shop's right answer. */
  checkoutStopped: Record<string, number>;
}

export const newTally = (): JourneyTally => ({
  journeys: {
    landing: 0,
    search: 0,
    browse: 0,
    product: 0,
    spares: 0,
    basket: 0,
    availability: 0,
    checkout: 0,
  },
  ordersPlaced: 0,
  checkoutStopped: {},
});

type Random = ReturnType<typeof seededRandom>;

const productLineType = 1;
const collectionOptions = [0, 1, 3] as const;
const maxBasketLines = 10;

export class VirtualUser {
  private seen: ProductRef[] = [];
  private basketCodes: string[] = [];
  private orderNumber = 0;

  constructor(
    private readonly session: ShopSession,
    private readonly trader: BenchTrader,
    private readonly location: { postCode: string; latitude: number; longitude: number },
    private readonly candidates: readonly string[],
    private readonly sources: MixedSources,
    private readonly random: Random,
    private readonly tally: JourneyTally,
    private readonly counting: () => boolean,
  ) {}

  private readonly journeyNames = Object.keys(journeyWeights) as JourneyName[];
  private readonly totalWeight = Object.values(journeyWeights).reduce((a, b) => a + b, 0);

  pickJourney(): JourneyName {
    let roll = this.random.next() * this.totalWeight;
    for (const name of this.journeyNames) {
      roll -= journeyWeights[name];
      if (roll < 0) return name;
    }
    return 'search';
  }

  async runJourney(name: JourneyName): Promise<void> {
    if (this.counting()) this.tally.journeys[name] += 1;
    const journeys: Record<JourneyName, () => Promise<void>> = {
      landing: () => this.landing(),
      search: () => this.search(),
      browse: () => this.browse(),
      product: () => this.product(),
      spares: () => this.spares(),
      basket: () => this.basketJourney(),
      availability: () => this.availability(),
      checkout: () => this.checkout(),
    };
    await journeys[name]();
  }

  /** Empties the basket (setup: every run starts from an empty basket). */
  async emptyBasket(): Promise<void> {
    const basket = await this.basket('setup: GetBasketForUser');
    if (basket && basket.lines.length > 0)
      await this.session.post('setup: UpdateBasketForUser', apiRoutes.basket.updateForUser, {
        version: basket.version,
        quoteId: 0,
        lines: [],
      });
    this.basketCodes = [];
  }

  private async basket(kind = 'GetBasketForUser'): Promise<BasketView | undefined> {
    return (await this.session.get(kind, apiRoutes.basket.getForUser))?.json as BasketView | undefined;
  }

  private remember(basket: unknown) {
    const lines = (basket as BasketView | undefined)?.lines;
    if (lines)
      this.basketCodes = lines
        .filter((line) => line.basketLineTypeId === productLineType)
        .map((line) => line.manufacturerCode);
  }

  private async landing() {
    const s = this.session;
    // The document first, as the browser loads it. A page the server rendered carries the shell's answers
    // (decision 019): the browser then asks for none of them. A page sent plain is rendered by the browser, which
    // asks for them all, as below.
    const html = await s.page('page: /', '/');
    const rendered = html === undefined ? undefined : renderedQueries(html);
    if (rendered) return this.remember(rendered.find((query) => query.key.join('/') === 'basket/for-user')?.data);
    await Promise.all([
      s.get('Account/Authenticate', apiRoutes.account.authenticate),
      s.get('Account/UserDetails', apiRoutes.account.userDetails),
    ]);
    const org = this.trader.organisationId;
    const [, , , , , , basket] = await Promise.all([
      s.get('GetMenuItems', `${apiRoutes.userGroup.getMenuItems}?organisationId=${org}`),
      s.get('GetBannerText', `${apiRoutes.userGroup.getBannerText}?organisationId=${org}`),
      s.get('Features/GetFeatures', apiRoutes.platform.features),
      s.get('UnreadNotifications', apiRoutes.notifications.unread),
      s.get('GetUserGroup', apiRoutes.userGroup.getUserGroup),
      s.get('IsAccountCompleted', apiRoutes.account.isAccountCompleted),
      s.get('GetBasketForUser', apiRoutes.basket.getForUser),
    ]);
    this.remember(basket?.json);
  }

  private async searchIndex(kind: string, body: Record<string, unknown>) {
    const answer = await this.session.post(kind, apiRoutes.catalogue.searchIndex, {
      skip: 0,
      take: 28,
      attributes: [],
      sortDirection: 'ASC',
      sortProp: 'PREF',
      ...body,
    });
    const result = answer?.json as
      | {
          collection: ProductRef[];
          count: number;
          filters: { attributeId: number; values: { value: string }[] }[];
        }
      | undefined;
    if (result?.collection?.length)
      this.seen = result.collection.map((card) => ({
        productId: card.productId,
        mpn: card.mpn,
        manid: card.manid,
        price: card.price,
      }));
    return result;
  }

  /** Tick a filter's top value, else page 2: what a trader does with too many results. */
  private async refine(
    base: Record<string, unknown>,
    result: Awaited<ReturnType<VirtualUser['searchIndex']>>,
  ) {
    if (!result) return;
    const groups = result.filters.filter((group) => group.values.length > 0);
    if (groups.length > 0 && this.random.next() < 0.6) {
      const group = this.random.pick(groups);
      await this.searchIndex('SearchIndex (refine: filter)', {
        ...base,
        attributes: [{ attributeId: group.attributeId, value: group.values[0]!.value }],
      });
    } else if (result.count > 28) {
      await this.searchIndex('SearchIndex (refine: page 2)', { ...base, skip: 28 });
    }
  }

  private async search() {
    const query = this.random.pick(this.sources.searches);
    const term = query.searchTerm;
    if (this.random.next() < 0.6 && term.length >= 4) {
      const typed = new Set([term.slice(0, 4 + this.random.int(3))]);
      if (this.random.next() < 0.5) typed.add(term.slice(0, Math.min(term.length, 7 + this.random.int(5))));
      for (const prefix of typed)
        await this.session.get(
          'GetAutoComplete',
          `${apiRoutes.catalogue.autocomplete}?searchTerm=${encodeURIComponent(prefix)}`,
        );
    } else if (this.random.next() < 0.2) {
      // Typed and abandoned: a prefix from the broad set's 200 autocomplete prefixes.
      await this.session.get(
        'GetAutoComplete',
        `${apiRoutes.catalogue.autocomplete}?searchTerm=${encodeURIComponent(this.random.pick(this.sources.prefixes).term)}`,
      );
    }
    const base = { searchTerm: term };
    const kind = query.attributes?.length ? 'SearchIndex (term + ticked filter)' : 'SearchIndex (term)';
    const result = await this.searchIndex(kind, { ...base, attributes: query.attributes ?? [] });
    if (this.random.next() < 0.35) await this.refine(base, result);
  }

  private async browse() {
    let classificationId = this.random.pick(this.sources.classificationIds);
    for (let depth = 0; depth < 3; depth++) {
      const crumbs = (
        await this.session.get(
          'GetBreadCrumb',
          `${apiRoutes.catalogue.breadcrumb}?startNodeId=${classificationId}`,
        )
      )?.json as { children?: { classificationId: number }[] } | undefined;
      const result = await this.searchIndex('SearchIndex (category)', { classificationId });
      if (this.random.next() >= 0.4) return;
      const children = crumbs?.children ?? [];
      if (children.length === 0 || this.random.next() < 0.3) return this.refine({ classificationId }, result);
      classificationId = this.random.pick(children).classificationId;
    }
  }

  private async ensureSeen() {
    if (this.seen.length === 0) await this.search();
    return this.seen.length > 0;
  }

  private async product() {
    if (!(await this.ensureSeen())) return;
    const product = this.random.pick(this.seen);
    const s = this.session;
    await s.get(
      'Item/SearchTechnicalSpecifications',
      `${apiRoutes.catalogue.technicalSpecifications}?itemId=${product.productId}`,
    );
    if (product.manid !== null)
      await s.get(
        'PartFits',
        `${apiRoutes.catalogue.partFits}?manufacturerId=${product.manid}&mpn=${encodeURIComponent(product.mpn)}`,
      );
    await s.get(
      'GetRelatedProducts',
      `${apiRoutes.catalogue.relatedProducts}?id=${product.productId}&pageSize=24&skip=0`,
    );
  }

  private async spares() {
    const appliance = this.random.pick(this.sources.appliances);
    const s = this.session;
    if (this.random.next() < 0.5) {
      await s.get(
        'SearchByGcNumber',
        `${apiRoutes.spares.searchByGcNumber}?gcNumber=${encodeURIComponent(appliance.gcNumber)}`,
      );
      return;
    }
    if (this.random.next() < 0.3)
      await s.get(
        'GetAppliances',
        `${apiRoutes.spares.appliances}?manufacturerId=${appliance.manufacturerId}`,
      );
    const partTypes = (
      await s.get('GetPartTypes', `${apiRoutes.spares.partTypes}?applianceId=${appliance.id}`)
    )?.json as { collection?: { id: number }[] } | undefined;
    const collection = partTypes?.collection ?? [];
    if (collection.length === 0) return;
    const partType = this.random.pick(collection);
    await s.get(
      'SearchParts',
      `${apiRoutes.spares.searchParts}?manufacturerId=${appliance.manufacturerId}&applianceId=${appliance.id}&partTypeId=${partType.id}`,
    );
  }

  private async basketJourney() {
    if (!(await this.ensureSeen())) return;
    const priced = this.seen.filter((product) => product.price > 0);
    if (priced.length === 0) return;
    const s = this.session;
    if (this.basketCodes.length >= maxBasketLines) {
      this.remember(
        (
          await s.post('Basket/AddLine (remove)', apiRoutes.basket.addLine, {
            manufacturerCode: this.basketCodes[0],
            qty: 0,
          })
        )?.json,
      );
    }
    const product = this.random.pick(priced);
    this.remember(
      (
        await s.post('Basket/AddLine', apiRoutes.basket.addLine, {
          manufacturerCode: product.mpn,
          qty: 1 + this.random.int(3),
        })
      )?.json,
    );
    if (this.random.next() >= 0.4) return;
    const basket = await this.basket();
    if (!basket) return;
    const lines = basket.lines
      .filter((line) => line.basketLineTypeId === productLineType)
      .map((line) => ({ manufacturerCode: line.manufacturerCode, qty: line.qty }));
    if (lines.length === 0) return;
    const at = this.random.int(lines.length);
    if (this.random.next() < 0.3) lines.splice(at, 1);
    else lines[at]!.qty = 1 + this.random.int(5);
    this.remember(
      (
        await s.post('Basket/UpdateBasketForUser', apiRoutes.basket.updateForUser, {
          version: basket.version,
          lines,
        })
      )?.json,
    );
  }

  private async availability() {
    const s = this.session;
    const basket = await this.basket();
    if (!basket) return;
    this.remember(basket);
    if (this.basketCodes.length === 0 && this.candidates.length > 0) {
      this.remember(
        (
          await s.post('Basket/AddLine', apiRoutes.basket.addLine, {
            manufacturerCode: this.random.pick(this.candidates),
            qty: 1,
          })
        )?.json,
      );
    }
    await Promise.all([
      s.post('SparesAvailability/GetAvailability', apiRoutes.availability.getAvailability, this.location),
      s.get('GetMerchants', apiRoutes.availability.merchants),
    ]);
  }

  private stopCheckout(reason: string) {
    if (this.counting()) this.tally.checkoutStopped[reason] = (this.tally.checkoutStopped[reason] ?? 0) + 1;
  }

  private async checkout() {
    const s = this.session;
    if (this.candidates.length === 0) return this.stopCheckout('the home branch stocks nothing to buy');
    const current = await this.basket();
    if (!current) return this.stopCheckout('basket read failed (an error)');
    const codes = new Set<string>();
    const wanted = 1 + this.random.int(3);
    for (let tries = 0; codes.size < wanted && tries < 20; tries++)
      codes.add(this.random.pick(this.candidates));
    const lines = [...codes].map((manufacturerCode) => ({ manufacturerCode, qty: 1 + this.random.int(2) }));
    const updated = await s.post('Basket/UpdateBasketForUser', apiRoutes.basket.updateForUser, {
      version: current.version,
      quoteId: 0,
      lines,
    });
    if (!updated) return this.stopCheckout('basket update failed (an error)');
    this.remember(updated.json);

    const answer = (
      await s.post(
        'SparesAvailability/GetAvailability',
        apiRoutes.availability.getAvailability,
        this.location,
      )
    )?.json as
      | {
          branches: {
            branch: { id: number; name: string };
            status: string;
            fulfilmentOptions: { id: number; availableQty: number; requestedQty: number }[];
          }[];
        }
      | undefined;
    if (!answer) return this.stopCheckout('availability failed (an error)');
    const full = (branch: (typeof answer.branches)[number]) =>
      branch.status === 'available'
        ? collectionOptions
            .map((id) => branch.fulfilmentOptions.find((option) => option.id === id))
            .find((option) => option && option.requestedQty > 0 && option.availableQty >= option.requestedQty)
        : undefined;
    const home = answer.branches.find(
      (branch) => branch.branch.id === this.trader.home.branchId && full(branch),
    );
    const chosen = home ?? answer.branches.find((branch) => full(branch));
    if (!chosen) return this.stopCheckout('no branch within 50 had every line for collection');
    const option = full(chosen)!;

    const selected = await s.post(
      'SparesAvailability/Select',
      apiRoutes.availability.select,
      { branchId: chosen.branch.id, fulfilmentOptionId: option.id },
      { refusals: [422] },
    );
    if (!selected) return this.stopCheckout('select failed (an error)');
    if (selected.status !== 200)
      return this.stopCheckout(
        `select refused: ${(selected.json as { message?: string })?.message ?? selected.status}`,
      );

    const basketKey = (updated.json as BasketView).basketKey;
    const [byKey, rules] = await Promise.all([
      s.get('GetBasketByKey', `${apiRoutes.basket.getByKey}?basketKey=${basketKey}`),
      s.get('Checkout/GetCheckoutRules', `${checkoutPaths.checkoutRules}?basketKey=${basketKey}`),
      s.get('Checkout/GetOrganisationInfo', checkoutPaths.organisationInfo),
      s.get('Address/GetSavedAddresses', `${checkoutPaths.savedAddresses}?billing=false`),
      s.get('SavedCard/GetSavedCards', savedCardPaths.list),
    ]);
    const accepted = byKey?.json as BasketView | undefined;
    const ruling = rules?.json as
      { blockedMessage: string | null; paymentMethods: { allowed: number[] } } | undefined;
    if (!accepted || !ruling) return this.stopCheckout('checkout page reads failed (an error)');
    if (ruling.blockedMessage || !ruling.paymentMethods.allowed.includes(2))
      return this.stopCheckout(`account payment not offered: ${ruling.blockedMessage ?? 'card only'}`);

    this.orderNumber += 1;
    const placed = await s.post(
      'Basket/PlaceAccountOrder',
      checkoutPaths.placeAccountOrder,
      {
        basketKey,
        termsAccepted: true,
        orderReference: `MLB-${this.trader.index}-${this.orderNumber}`.slice(0, 20),
        costWithVat: accepted.totalCostWithVat,
        telephoneNumber: '0113 496 0000',
        mobileNumber: '07700 900000',
        contactName: `Bench Trader${this.trader.index}`,
        paymentMethodTypeId: 2,
        email: this.trader.email,
        preferredCollectionBranch: chosen.branch.name.slice(0, 20),
      },
      { refusals: [422] },
    );
    if (!placed) return this.stopCheckout('order failed (an error)');
    if (placed.status !== 200)
      return this.stopCheckout(
        `order refused: ${(placed.json as { message?: string })?.message ?? placed.status}`,
      );
    if (this.counting()) this.tally.ordersPlaced += 1;
    this.basketCodes = [];
    await s.get('GetBasketByKey', `${apiRoutes.basket.getByKey}?basketKey=${basketKey}`);
  }
}

/** The answers a server-rendered page carries (its `sf-state` block, decision 019); undefined for a plain page. */
function renderedQueries(html: string): { key: unknown[]; data: unknown }[] | undefined {
  const block = new RegExp(`<script type="application/json" id="${serverRenderStateElementId}">(.*?)</script>`, 's').exec(html);
  if (!block) return undefined;
  return (JSON.parse(block[1]!) as { queries: { key: unknown[]; data: unknown }[] }).queries;
}
