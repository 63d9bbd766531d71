import { dashboardScoreBand, type DashboardScoreBand, type Language } from '@rinn/rules';
import { webStrings, type WebStringKey } from './web-strings.ts';

/** Each band's name among the web strings (the labels of @rinn/rules are §4's English). */
const BAND_LABEL: Readonly<Record<DashboardScoreBand['id'], WebStringKey>> = {
  'below-average': 'scoreBandBelowAverage',
  fair: 'scoreBandFair',
  good: 'scoreBandGood',
  'very-good': 'scoreBandVeryGood',
};

/**
 * The name of a bureau score's band (§4 Credit score) in the page language, as the dashboard and
 * the journey's offers screen show it.
 *
 * @param creditScore - the bureau score
 * @param language - the page language
 * @returns the band's name
 */
export function scoreBandName(creditScore: number, language: Language): string {
  return webStrings(language)[BAND_LABEL[dashboardScoreBand(creditScore).id]];
}
