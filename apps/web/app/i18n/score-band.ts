import { scoreBand, type Language, type ScoreBandId } from '@rinn/rules';
import { webStrings, type WebStringKey } from './web-strings.ts';

/** Each band's name among the web strings (the labels of @rinn/rules are §4's English). */
const BAND_LABEL: Readonly<Record<ScoreBandId, WebStringKey>> = {
  'below-average': 'scoreBandBelowAverage',
  fair: 'scoreBandFair',
  good: 'scoreBandGood',
  'very-good': 'scoreBandVeryGood',
};

/**
 * The name of a bureau score's band (SCORE-002) in the page language, as the dashboard, the
 * credit-score check and the journey's offers screen show it.
 *
 * @param creditScore - the bureau score
 * @param language - the page language
 * @returns the band's name
 */
export function scoreBandName(creditScore: number, language: Language): string {
  return webStrings(language)[BAND_LABEL[scoreBand(creditScore).id]];
}
