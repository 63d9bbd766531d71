import {
  ArrowLeftRight,
  BookOpen,
  Briefcase,
  Calculator,
  Car,
  CarFront,
  CircleHelp,
  Gauge,
  HandCoins,
  Headset,
  Motorbike,
  PlugZap,
  Truck,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icon of each page a visitor scans for in a list (loan types, calculators, help), by its
 * unprefixed path. Named imports only, so the build keeps just these icons (lucide-react is
 * side-effect free). An icon is decoration beside its text label: render it `aria-hidden`.
 */
const PAGE_ICONS: Readonly<Record<string, LucideIcon>> = {
  '/personal-loan': Wallet,
  '/instant-loan': Zap,
  '/used-car-loan': Car,
  '/new-car-loan': CarFront,
  '/refinance': HandCoins,
  '/ev-loan': PlugZap,
  '/two-wheeler-loan': Motorbike,
  '/commercial-vehicle-loan': Truck,
  '/bt-top-up-loan': ArrowLeftRight,
  '/business-loan': Briefcase,
  '/cibil-score': Gauge,
  '/emi-calculator': Calculator,
  '/two-wheeler-calculator': Calculator,
  '/bt-calculator': ArrowLeftRight,
  '/resources': BookOpen,
  '/resources/faq': CircleHelp,
  '/contact-us': Headset,
};

/**
 * The icon for a page, if it has one.
 *
 * @param path - the page's unprefixed path, e.g. `/used-car-loan`
 * @returns its icon component, or undefined
 */
export function pageIcon(path: string): LucideIcon | undefined {
  return Object.hasOwn(PAGE_ICONS, path) ? PAGE_ICONS[path] : undefined;
}

/**
 * A page's icon as decoration before its label: hidden from assistive technology, sized by the
 * stylesheet (`.icon`), nothing when the page has none.
 *
 * @param props - the page's unprefixed path and an extra class
 * @returns the icon's `svg`, or null
 */
export function PageIcon({ path, className }: { readonly path: string; readonly className?: string }) {
  const Icon = pageIcon(path);
  return Icon ? <Icon className={`icon${className ? ` ${className}` : ''}`} aria-hidden="true" focusable="false" /> : null;
}
