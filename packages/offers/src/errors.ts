/** Stable codes for every error `@rinn/offers` throws, so callers can branch without parsing text. */
export type OffersErrorCode = 'INVALID_LENDER' | 'PRODUCT_NOT_OFFERED' | 'OFFER_NOT_ELIGIBLE' | 'INVALID_APPLICATION';

/**
 * The one error class of `@rinn/offers`: a programming or data error (an offer built for a lender
 * that does not lend the product, lender data that contradicts itself), never a visitor's mistake;
 * those come back as reasons or validation messages.
 *
 * @example
 * ```ts
 * try { buildOffer(application, lender); } catch (error) {
 *   if (error instanceof OffersError && error.code === 'OFFER_NOT_ELIGIBLE') { … }
 * }
 * ```
 */
export class OffersError extends Error {
  /** Stable machine-readable code. */
  readonly code: OffersErrorCode;

  /**
   * @param code - stable code of the failure
   * @param message - a clear English explanation for developers and logs
   */
  constructor(code: OffersErrorCode, message: string) {
    super(message);
    this.name = 'OffersError';
    this.code = code;
  }
}
