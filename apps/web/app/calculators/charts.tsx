import { formatRupees } from '@rinn/format';
import { SPEED_DIAL } from '@rinn/loan-math/rinn';
import type { Language } from '@rinn/rules';

/** Props of {@link PrincipalInterestDonut}. */
export interface DonutProps {
  readonly principal: number;
  readonly interest: number;
  readonly principalLabel: string;
  readonly interestLabel: string;
  readonly language: Language;
}

const DONUT_RADIUS = 40;

function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/**
 * Principal against interest as a donut (inline SVG), with a legend that carries the figures so
 * the picture is never the only way to read them.
 *
 * @param props - the two amounts, their labels and the page language
 * @returns the figure
 */
export function PrincipalInterestDonut({ principal, interest, principalLabel, interestLabel, language }: DonutProps) {
  const principalPercent = percentOf(principal, principal + interest);
  const rounded = Math.round(principalPercent);
  const description = `${principalLabel} ${formatRupees(principal, { locale: language })} (${rounded}%), ${interestLabel} ${formatRupees(interest, { locale: language })} (${100 - rounded}%)`;
  return (
    <figure className="donut">
      <svg viewBox="0 0 100 100" width="160" height="160" role="img" aria-label={description}>
        <circle cx="50" cy="50" r={DONUT_RADIUS} fill="none" stroke="var(--color-interest)" strokeWidth="16" />
        <circle
          cx="50"
          cy="50"
          r={DONUT_RADIUS}
          fill="none"
          stroke="var(--color-principal)"
          strokeWidth="16"
          pathLength={100}
          strokeDasharray={`${principalPercent} 100`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <figcaption>
        <ul className="legend">
          <li>
            <span className="legend__swatch legend__swatch--principal" aria-hidden="true" />
            {principalLabel}: <strong>{formatRupees(principal, { locale: language })}</strong>
          </li>
          <li>
            <span className="legend__swatch legend__swatch--interest" aria-hidden="true" />
            {interestLabel}: <strong>{formatRupees(interest, { locale: language })}</strong>
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}

/** Props of {@link SpeedDial}. */
export interface SpeedDialProps {
  /** How full the dial is, 0 to 100 (`emiGaugePercent` or `refinanceGaugePercent`). */
  readonly percent: number;
  /** What the dial measures, read out with its value. */
  readonly label: string;
}

// The dial is a half ring: outer radius 50 on a 120 × 70 canvas, the ring at SPEED_DIAL.ringRatio of it.
const DIAL_OUTER_RADIUS = 50;
const DIAL_RADIUS = DIAL_OUTER_RADIUS * SPEED_DIAL.ringRatio;
const DIAL_ARC = `M ${60 - DIAL_RADIUS} 60 A ${DIAL_RADIUS} ${DIAL_RADIUS} 0 0 1 ${60 + DIAL_RADIUS} 60`;

/**
 * A half-ring speed dial filled to a percentage (spec §9: ring ratio 0.7, stroke width 10).
 *
 * @param props - the percentage and what it measures
 * @returns the figure
 */
export function SpeedDial({ percent, label }: SpeedDialProps) {
  const shown = Math.round(percent);
  return (
    <figure className="speed-dial">
      <svg viewBox="0 0 120 70" width="180" height="105" role="img" aria-label={`${label}: ${shown}%`}>
        <path d={DIAL_ARC} fill="none" stroke="var(--color-border)" strokeWidth={SPEED_DIAL.strokeWidth} strokeLinecap="round" />
        <path
          d={DIAL_ARC}
          fill="none"
          stroke="var(--color-brand)"
          strokeWidth={SPEED_DIAL.strokeWidth}
          strokeLinecap="round"
          pathLength={100}
          strokeDasharray={`${percent} 100`}
        />
        <text x="60" y="58" textAnchor="middle" className="speed-dial__value">
          {shown}%
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
