/** spec 1 §9: order history shows 12 orders a page. */
export const orderHistoryPageSize = 12;

/** spec 1 §9: the pager shows floor(total / pageSize) + 1 pages (so an exact multiple has a last, empty page). */
export const orderHistoryPageCount = (totalRecords: number, pageSize: number = orderHistoryPageSize): number =>
  Math.floor(Math.max(0, totalRecords) / Math.max(1, pageSize)) + 1;

/** spec 1 §9: sort properties OrderDate and SupplierName; the default is newest first. */
export const orderSortOptions = [
  { value: 'date-desc', label: 'Date (newest first)', sortProp: 'OrderDate', sortDir: 'DESC' },
  { value: 'date-asc', label: 'Date (oldest first)', sortProp: 'OrderDate', sortDir: 'ASC' },
  { value: 'merchant-asc', label: 'Merchant A-Z', sortProp: 'SupplierName', sortDir: 'ASC' },
  { value: 'merchant-desc', label: 'Merchant Z-A', sortProp: 'SupplierName', sortDir: 'DESC' },
] as const;
export type OrderSortOption = (typeof orderSortOptions)[number];
export const defaultOrderSort: OrderSortOption = orderSortOptions[0];

export const orderSortByValue = (value: string | null | undefined): OrderSortOption =>
  orderSortOptions.find((option) => option.value === value) ?? defaultOrderSort;
