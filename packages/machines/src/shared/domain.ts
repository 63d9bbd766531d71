// The machines' one window on the domain packages: every message and constant the machines use
// comes through here from @rinn/rules and @rinn/validation.
// TEMPORARY: values below mirror the names those packages promised while they are being written;
// each is replaced by a re-export as soon as it lands.

export const CAROUSEL = { defaultIntervalMs: 4500, citiesIntervalMs: 5000, swipeThresholdPx: 5 } as const;
export const DISPLAY = {
  noItems: 'No items to display',
  cityModalTitle: 'Locations',
  refinanceCardScrollThresholdPx: 2300,
  shareFallbackDelayMs: 500,
  journeyPollMs: 250,
} as const;
export const FAQ_ALL_TAB = 'All';
export const FAQ_COUNTS = { creditScore: 8, emi: 6, home: 4, dynamic: 100, default: 5 } as const;
