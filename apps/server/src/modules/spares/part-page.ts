/** A page of spares finder part cards (skip/take, page size 52 by default). */
export interface PartPage {
  skip: number;
  take: number;
  /** spec 3 §9: ascending by Description by default. */
  descending: boolean;
}
