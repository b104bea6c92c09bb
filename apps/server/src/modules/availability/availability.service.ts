import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BranchAvailability, GetAvailabilityRequest, GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import { featureNames } from '@sparesfinder/contracts/platform';
import { computeBranchAvailability } from '@sparesfinder/domain/availability/branch-availability';
import { distanceMiles } from '@sparesfinder/domain/geo-distance';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { MerchantStockProviders, StockLevels } from '../../providers/merchant-stock/merchant-stock-provider';
import type { AccountService } from '../account/account.service';
import type { BasketService } from '../basket/basket.service';
import { planAvailability, type AvailabilityPlan, type NearBranch } from './availability-plan';
import type { AvailabilityRepository } from './availability.repository';
import { toAvailabilityView, toBranchView, toUnavailableView } from './availability-view';
import { askMerchants } from './merchant-answers';

export interface AvailabilityServiceDeps {
  repository: AvailabilityRepository;
  basketService: BasketService;
  accountService: Pick<AccountService, 'getPurchasingSettings'>;
  isFeatureEnabled(actor: Actor, name: string): Promise<boolean>;
  merchantStock: MerchantStockProviders;
  clock: Clock;
  branchLimit: number;
  /** How long the nearest-first walk waits for a merchant before passing its branches over (sent after the rest). */
  holdMs?: number;
  onMerchantFailure?(supplierId: number, error: unknown): void;
}

type Request = z.output<typeof GetAvailabilityRequest>;
const passedOver = Symbol('passed over');

/**
 * Branch availability for the caller's basket (issue 14; decision 011). Reads the basket and the reference data
 * once, asks every merchant's stock at once (each with its timeout), then computes and sends branches nearest
 * first, each as soon as it is computed. A merchant still silent after `holdMs` has its branches passed over and
 * sent after the others, when it answers or times out (then as unavailable).
 */
export function createAvailabilityService(deps: AvailabilityServiceDeps) {
  const holdMs = Math.min(deps.holdMs ?? 200, deps.merchantStock.timeoutMs);

  /** The caller's settings and the plan for these branches, the merchants asked, and how to compute one branch. */
  async function prepare(actor: Actor, findBranches: () => Promise<NearBranch[]>, signal: AbortSignal) {
    const [plan, settings, byBoxFlag] = await Promise.all([
      planAvailability(deps, actor, findBranches),
      deps.accountService.getPurchasingSettings(actor),
      deps.isFeatureEnabled(actor, featureNames.buyBox),
    ]);
    signal.throwIfAborted();
    const questions = new Map<number, number[]>();
    for (const branch of plan.branches) questions.set(branch.supplierId, [...(questions.get(branch.supplierId) ?? []), branch.id]);
    const answers = askMerchants(deps.merchantStock, questions, plan.products, signal, (supplierId, error) => deps.onMerchantFailure?.(supplierId, error));
    const now = deps.clock.now();
    const purchaser = { ...settings, byBoxAllowed: settings.byBoxEnabled && byBoxFlag };
    /** The engine's answer for one branch, or null when its merchant did not answer. */
    const evaluate = (branch: NearBranch, stock: StockLevels | null) =>
      stock ? computeBranchAvailability(branchInput(plan, branch, now, stock.get(branch.id), purchaser)) : null;
    return { plan, answers, now, evaluate };
  }

  async function streamAvailability(actor: Actor, request: Request, signal: AbortSignal, send: (branch: BranchAvailability) => void): Promise<number> {
    const { plan, answers, evaluate } = await prepare(actor, () => deps.repository.findNearestBranches(request, deps.branchLimit), signal);
    const requestedQty = plan.lines.reduce((sum, line) => sum + line.qty, 0);
    const compute = (branch: NearBranch, stock: StockLevels | null): BranchAvailability => {
      const view = toBranchView(branch, plan, distanceMiles(request, branch));
      const result = evaluate(branch, stock);
      return result ? toAvailabilityView(view, result) : toUnavailableView(view, requestedQty);
    };

    // Nearest first (the SQL order is approximate; the shown distance is exact).
    const ordered = [...plan.branches].sort((a, b) => distanceMiles(request, a) - distanceMiles(request, b) || a.id - b.id);
    const hold = new Promise<typeof passedOver>((resolve) => setTimeout(resolve, holdMs, passedOver).unref());
    const later: NearBranch[] = [];
    for (const branch of ordered) {
      const stock = answers.isSettled(branch.supplierId) ? await answers.answerOf(branch.supplierId) : await Promise.race([answers.answerOf(branch.supplierId), hold]);
      signal.throwIfAborted();
      if (stock === passedOver) {
        later.push(branch);
        continue;
      }
      send(compute(branch, stock));
      await yieldToEventLoop(); // let the frame go out and a cancellation arrive
    }
    for (const branch of later) {
      const stock = await answers.answerOf(branch.supplierId);
      signal.throwIfAborted();
      send(compute(branch, stock));
    }
    return ordered.length;
  }

  /** One branch's availability for the caller's basket as the engine computes it now (acceptance), or null. */
  async function evaluateBranch(actor: Actor, branchId: number, signal: AbortSignal) {
    const { plan, answers, now, evaluate } = await prepare(actor, () => deps.repository.findBranchById(branchId), signal);
    const branch = plan.branches[0];
    if (!branch) return null;
    return { branch, plan, now, result: evaluate(branch, await answers.answerOf(branch.supplierId)) };
  }

  return {
    streamAvailability,
    evaluateBranch,
    /** Every merchant's id and name (GET /SparesAvailability/GetMerchants), for the sort list's merchant filters. */
    listMerchants: () => deps.repository.listMerchants(),
    /** The same answer all at once (POST /SparesAvailability/GetAvailability), in the order it would stream. */
    async getAvailability(actor: Actor, request: Request, signal: AbortSignal): Promise<GetAvailabilityResponse> {
      const branches: BranchAvailability[] = [];
      await streamAvailability(actor, request, signal, (branch) => branches.push(branch));
      return { branches };
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

interface PurchaserSettings {
  buyingGroupStatusId: number;
  preferNonGenuineParts: boolean;
  byBoxAllowed: boolean;
}

function branchInput(plan: AvailabilityPlan, branch: NearBranch, now: Date, onHand: ReadonlyMap<number, number> | undefined, settings: PurchaserSettings) {
  return {
    now,
    branch: {
      openingHours: plan.openingHours.filter((row) => row.branchId === branch.id),
      isExpressOpen: branch.isExpressOpen,
      sameDayDeliveryTypeIds: plan.sameDayTypes.filter((type) => type.branchId === branch.id).map((type) => type.id),
      expressCutoffMinute: branch.expressCutoffMinute,
    },
    supplier: { id: branch.supplierId, ...branch.rules },
    byBoxAllowed: settings.byBoxAllowed,
    lines: plan.lines,
    onHand: (productId: number) => onHand?.get(productId) ?? 0,
    merchant: {
      merchantPricePence: (productId: number) => plan.merchantPrices.get(`${branch.supplierId}:${productId}`) ?? null,
      purchaser: { buyingGroupStatusId: settings.buyingGroupStatusId },
      preferNonGenuineParts: settings.preferNonGenuineParts,
    },
  };
}
