/**
 * spec 1 §4 ("buyingGroupStatusID not above 1" = not joined) and spec 2 §1: only members see the buying-group cost,
 * the price chip and Cash Back.
 */
export function isBuyingGroupMember(buyingGroupStatusId: number): boolean {
  return buyingGroupStatusId > 1;
}
