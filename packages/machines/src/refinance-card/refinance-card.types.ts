/** Events of the refinance eligibility floating card. */
export type RefinanceCardEvent = { type: 'SCROLL'; scrollY: number } | { type: 'CLOSE' };
