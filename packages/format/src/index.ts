/**
 * `@rinn/format`: Indian digit grouping, rupees, Lakh / Cr+ amounts and Asia/Kolkata dates, on `Intl`.
 *
 * @packageDocumentation
 * @module @rinn/format
 */
export { type Locale, INDIA_TIME_ZONE, intlLocale } from './locale.js';
export { FormatError, type FormatErrorCode } from './errors.js';
export { UNIT_LABELS, FORMAT_ERROR_MESSAGES } from './messages.js';
export { formatIndianNumber, parseIndianNumber, type IndianNumberOptions } from './indian-number.js';
export { formatRupees, type RupeesOptions } from './rupees.js';
export { formatLakhCrore } from './lakh-crore.js';
export { formatThousandsPlus } from './thousands-plus.js';
export { formatDate, formatDateTime, formatMonthYear, toInstant, type DateInput, type DateOptions, type DateStyle } from './date-time.js';
export { indiaCalendarDate, indiaClock, isoCalendarDate, type IndiaClock } from './india-calendar.js';
export { hoursSince } from './elapsed.js';
export { formatRelativeTime, relativeTimeParts, type RelativeTimeParts, type RelativeTimeUnit } from './relative-time.js';
export { formatReadTime } from './read-time.js';
export { formatDuration, durationUnitName, type DurationUnit } from './duration.js';
