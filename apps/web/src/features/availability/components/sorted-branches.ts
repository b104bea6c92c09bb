import type { BranchAvailability } from '@sparesfinder/contracts/availability';
import {
  sortBranches,
  type AvailabilitySortOption,
} from '@sparesfinder/domain/availability/availability-sort';
import { poundsToPence } from '@sparesfinder/domain/money';
import type { SortChoice } from './availability-toolbar';

/** The branches in the chosen order (spec 3 §9), through the domain's one sort rule. */
export function sortedBranches(
  branches: readonly BranchAvailability[],
  choice: SortChoice,
): BranchAvailability[] {
  const sortable = branches.map((result) => {
    const chosen = result.fulfilmentOptions.find((option) => option.id === result.defaultFulfilmentOptionId);
    return {
      result,
      supplierId: result.branch.supplierID,
      distanceMiles: result.branch.distanceMiles,
      mostAvailable: result.mostAvailable,
      hasAlternative: Object.values(result.quantities).some((slot) => slot.hasAlternative),
      defaultTotalPence: chosen ? poundsToPence(chosen.total) : null,
      defaultAvailableQty: chosen?.availableQty ?? 0,
      requestedQty: chosen?.requestedQty ?? 0,
    };
  });
  const option = choice === 'default' ? null : (Number(choice) as AvailabilitySortOption);
  return sortBranches(sortable, option).map((branch) => branch.result);
}
