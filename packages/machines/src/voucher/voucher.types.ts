/** Events of the offer voucher card. */
export type VoucherEvent = { type: 'FLIP' };

/** Which face of the voucher is showing. */
export type VoucherFace = 'front' | 'back';
