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

/** What a page gives the new-car calculator machine. */
export interface NewCarInput {
  /** Prefix of the ids of the finder's inputs, lists and options (unique in the page). */
  readonly id: string;
}

/** What the new-car calculator machine remembers between events. */
export interface NewCarContext {
  /** Prefix of the ids of the finder's parts. */
  readonly id: string;
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
  /** The dropdown that has focus, if any (its list is the one that opens). */
  readonly focused: NewCarField | null;
  /** Index of the highlighted option among the focused dropdown's matching options; -1 for none. */
  readonly highlighted: number;
  /** Whether the focused dropdown shows what the visitor typed (rather than its picked option). */
  readonly typing: boolean;
}

/** Everything the new-car calculator machine responds to (a UI sends them through `connect`). */
export type NewCarEvent =
  | { type: 'CITY.SELECT'; value: string }
  | { type: 'BRAND.SELECT'; value: string }
  | { type: 'MODEL.SELECT'; value: string }
  | { type: 'VARIANT.SELECT'; value: string }
  | { type: 'QUERY.CHANGE'; field: NewCarField; text: string }
  | { type: 'FIELD.FOCUS'; field: NewCarField }
  | { type: 'FIELD.BLUR'; field: NewCarField }
  | { type: 'LIST.OPEN'; field: NewCarField }
  | { type: 'LIST.CLOSE' }
  | { type: 'HIGHLIGHT.NEXT'; field: NewCarField }
  | { type: 'HIGHLIGHT.PREV'; field: NewCarField }
  | { type: 'HIGHLIGHT.FIRST' }
  | { type: 'HIGHLIGHT.LAST' }
  | { type: 'AMOUNT.CHANGE'; amount: number }
  | { type: 'RETRY' };
