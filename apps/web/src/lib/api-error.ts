import type { FieldErrors } from '@sparesfinder/contracts/errors';

/** A failed API call, carrying the server's error body (contracts/common.ts ErrorResponse). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors;

  constructor(init: { statusCode: number; code: string; message: string; fieldErrors?: FieldErrors }) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
  }

  get isClientError(): boolean {
    return this.statusCode >= 400 && this.statusCode < 500;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
