import { useState } from 'react';
import { messages } from '@sparesfinder/contracts/messages';
import { proceedPlan, type ProceedPlan } from '@sparesfinder/domain/availability/branch-choice';
import { isApiError } from '../../../lib/api-error';
import { usePrepareBasketForProceed } from '../api/prepare-basket-for-proceed';
import { useSelectAvailability } from '../api/select-availability';
import { useAddByBoxLine } from '../api/add-by-box-line';
import type { ProceedChoice } from '../components/branch-row';

export type ProceedStage = 'idle' | 'confirm' | 'working' | 'courierQuote' | 'byBox';
type Plan = ProceedPlan<ProceedChoice['shown'][number]['entry']>;

/** A refusal's own text (422 'No items are available!', 404) or the generic one. */
const failureText = (error: unknown) =>
  isApiError(error) && error.isClientError ? error.message : messages.common.somethingWentWrong;

/**
 * spec 3 §4.5 Proceed, as named steps: (ask when the option does not cover the whole basket) → unavailable items to
 * save-for-later, shown alternatives into the basket, a line the branch has only some of cut to what it has (the rest
 * saved for later), courier lines removed and quoteId cleared → option 4 opens the
 * courier quote modal, option 5 the BY-BOX DELIVERY modal → acceptance (Select, SelectDelivery, or Select 5 then the
 * by-box line) → `onAccepted(basketKey)`, which goes to checkout. Every server step re-checks what it is told.
 */
export function useProceed(onAccepted: (basketKey: string) => void) {
  const [stage, setStage] = useState<ProceedStage>('idle');
  const [choice, setChoice] = useState<{
    proceed: ProceedChoice;
    plan: Plan;
    basketKey?: string;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [byBoxError, setByBoxError] = useState<string | null>(null);
  const prepare = usePrepareBasketForProceed();
  const select = useSelectAvailability();
  const addByBox = useAddByBoxLine();

  const accept = async (branchId: number, fulfilmentOptionId: number, basketKey: string) => {
    await select.mutateAsync({ branchId, fulfilmentOptionId });
    onAccepted(basketKey);
  };

  const run = async (proceed: ProceedChoice, plan: Plan) => {
    setStage('working');
    setError(null);
    try {
      const basket = await prepare.mutateAsync({
        saveForLater: plan.coversWholeBasket ? [] : plan.unavailableCodes,
        // After the replacements below: a shown alternative is the basket's line by then.
        keepAvailable: plan.shortLines.map(({ entry, keepQty }) => ({
          manufacturerCode: entry.alternativeItem ? entry.manufacturerCode : entry.originalManufacturerCode,
          keepQty,
        })),
        replace: proceed.shown
          .filter(({ entry }) => entry.alternativeItem && entry.availableQty > 0)
          .map(({ entry }) => ({
            originalCode: entry.originalManufacturerCode,
            alternativeCode: entry.manufacturerCode,
            qty: entry.qty,
          })),
      });
      setChoice({ proceed, plan, basketKey: basket.basketKey });
      if (plan.modal) return setStage(plan.modal);
      await accept(proceed.branch.branch.id, proceed.optionId, basket.basketKey);
    } catch (failure) {
      setError(failureText(failure));
      setStage('idle');
    }
  };

  return {
    stage,
    choice: choice?.proceed ?? null,
    plan: choice?.plan ?? null,
    error,
    byBoxError,
    busy: stage === 'working' || select.isPending || addByBox.isPending,
    clearError: () => {
      setError(null);
      setByBoxError(null);
    },
    start(proceed: ProceedChoice) {
      const option = proceed.branch.fulfilmentOptions.find((candidate) => candidate.id === proceed.optionId);
      if (!option) return;
      const plan = proceedPlan(
        option,
        proceed.shown.map(({ entry }) => entry),
      );
      setChoice({ proceed, plan });
      if (plan.coversWholeBasket) void run(proceed, plan);
      else setStage('confirm');
    },
    confirm() {
      if (choice) void run(choice.proceed, choice.plan);
    },
    cancel() {
      setStage('idle');
      setByBoxError(null);
    },
    /** The courier quote is on the basket (option 4): accept the branch's express option. */
    async afterCourierQuote() {
      if (!choice?.basketKey) return;
      try {
        await accept(choice.proceed.branch.branch.id, choice.proceed.optionId, choice.basketKey);
      } catch (failure) {
        setStage('idle');
        setError(failureText(failure));
      }
    },
    /** BY-BOX DELIVERY Continue (option 5): accept the branch's by-box option, then add the by-box line. */
    async continueByBox(details: { byBoxLocationId: number; byBoxReference: string }) {
      if (!choice?.basketKey) return;
      setByBoxError(null);
      try {
        await select.mutateAsync({ branchId: choice.proceed.branch.branch.id, fulfilmentOptionId: 5 });
        await addByBox.mutateAsync({ ...details, imageUrl: choice.proceed.branch.branch.supplier.imageUrl });
        onAccepted(choice.basketKey);
      } catch {
        setByBoxError(messages.availability.byBoxFailed);
      }
    },
  };
}
export type Proceed = ReturnType<typeof useProceed>;
