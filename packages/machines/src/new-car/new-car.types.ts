/** One entry of a calculator dropdown (§3 Calculator dropdown lists). */
export interface DropdownOption {
  readonly text: string;
  readonly value: string;
}

/** The four dropdowns of the new-car calculator. */
export type NewCarField = 'city' | 'brand' | 'model' | 'variant';

/** Output of `loadCitiesAndBrands` (calculator key city_brand). */
export interface CitiesAndBrands {
  readonly cities: readonly DropdownOption[];
  readonly brands: readonly DropdownOption[];
}

/** Input of `loadPrice` (calculator key price). */
export interface PriceQuery {
  readonly variantId: string;
  readonly cityId: string;
}

/** Output of `loadPrice`: the ex-showroom price in rupees. */
export interface CarPrice {
  readonly exShowroomPrice: number;
}

/** What the new-car calculator machine remembers between events. */
export interface NewCarContext {
  readonly cities: readonly DropdownOption[];
  readonly brands: readonly DropdownOption[];
  readonly models: readonly DropdownOption[];
  readonly variants: readonly DropdownOption[];
  readonly selected: Readonly<Record<NewCarField, DropdownOption | null>>;
  readonly queries: Readonly<Record<NewCarField, string>>;
  readonly price: number | null;
  /** Loan amount, set from the price and changed by the slider. */
  readonly amount: number | null;
  /** Slider maximum, set from the price. */
  readonly amountMax: number | null;
  /** Whether the last list or price request failed. */
  readonly loadFailed: boolean;
}

/** Everything the new-car calculator machine responds to (a UI sends them through `connect`). */
export type NewCarEvent =
  | { type: 'CITY.SELECT'; value: string }
  | { type: 'BRAND.SELECT'; value: string }
  | { type: 'MODEL.SELECT'; value: string }
  | { type: 'VARIANT.SELECT'; value: string }
  | { type: 'QUERY.CHANGE'; field: NewCarField; text: string }
  | { type: 'AMOUNT.CHANGE'; amount: number }
  | { type: 'RETRY' };
