/**
 * Seed data for the new-car calculator, rate tables, loan products and platform stats. Prices are
 * 2026 ex-showroom prices in rupees (New Delhi), rounded to the thousand; other cities apply a
 * small price factor for state-level differences.
 */
import { DEFAULT_PLATFORM_STATS } from '@rinn/content';

export const SEED_CITIES = [
  { id: 1, name: 'New Delhi', priceFactor: 1 },
  { id: 2, name: 'Mumbai', priceFactor: 1.01 },
  { id: 3, name: 'Bangalore', priceFactor: 1.015 },
  { id: 4, name: 'Chennai', priceFactor: 1.005 },
  { id: 5, name: 'Hyderabad', priceFactor: 1.008 },
  { id: 6, name: 'Pune', priceFactor: 1.01 },
  { id: 7, name: 'Kolkata', priceFactor: 0.995 },
  { id: 8, name: 'Ahmedabad', priceFactor: 0.99 },
  { id: 9, name: 'Jaipur', priceFactor: 0.998 },
  { id: 10, name: 'Lucknow', priceFactor: 0.997 },
  { id: 11, name: 'Chandigarh', priceFactor: 0.985 },
  { id: 12, name: 'Gurugram', priceFactor: 1 },
] as const;

export const SEED_BRANDS = [
  { id: 1, name: 'Maruti Suzuki' },
  { id: 2, name: 'Hyundai' },
  { id: 3, name: 'Tata' },
  { id: 4, name: 'Mahindra' },
  { id: 5, name: 'Kia' },
  { id: 6, name: 'Toyota' },
  { id: 7, name: 'Honda' },
] as const;

type Fuel = 'Petrol' | 'Diesel' | 'CNG' | 'Hybrid';
type Gearbox = 'Manual' | 'Automatic';
type SeedVariant = readonly [name: string, fuel: Fuel, transmission: Gearbox, basePrice: number];

interface SeedModel {
  readonly id: number;
  readonly brandId: number;
  readonly name: string;
  readonly bodyType: string;
  readonly seatingCapacity: number;
  readonly variants: readonly SeedVariant[];
}

export const SEED_MODELS: readonly SeedModel[] = [
  { id: 101, brandId: 1, name: 'Swift', bodyType: 'Hatchback', seatingCapacity: 5, variants: [
    ['LXi', 'Petrol', 'Manual', 649_000], ['VXi', 'Petrol', 'Manual', 729_000], ['ZXi AMT', 'Petrol', 'Automatic', 864_000], ['ZXi Plus', 'Petrol', 'Manual', 899_000]] },
  { id: 102, brandId: 1, name: 'Baleno', bodyType: 'Hatchback', seatingCapacity: 5, variants: [
    ['Sigma', 'Petrol', 'Manual', 666_000], ['Delta', 'Petrol', 'Manual', 750_000], ['Zeta AMT', 'Petrol', 'Automatic', 899_000], ['Alpha AMT', 'Petrol', 'Automatic', 990_000]] },
  { id: 103, brandId: 1, name: 'Brezza', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['LXi', 'Petrol', 'Manual', 869_000], ['VXi', 'Petrol', 'Manual', 1_014_000], ['ZXi AT', 'Petrol', 'Automatic', 1_264_000], ['ZXi Plus AT', 'Petrol', 'Automatic', 1_398_000]] },
  { id: 104, brandId: 1, name: 'Ertiga', bodyType: 'MUV', seatingCapacity: 7, variants: [
    ['LXi', 'Petrol', 'Manual', 884_000], ['VXi CNG', 'CNG', 'Manual', 1_078_000], ['ZXi AT', 'Petrol', 'Automatic', 1_248_000]] },
  { id: 201, brandId: 2, name: 'i20', bodyType: 'Hatchback', seatingCapacity: 5, variants: [
    ['Magna', 'Petrol', 'Manual', 704_000], ['Sportz', 'Petrol', 'Manual', 787_000], ['Asta (O) IVT', 'Petrol', 'Automatic', 1_121_000]] },
  { id: 202, brandId: 2, name: 'Creta', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['E', 'Petrol', 'Manual', 1_100_000], ['EX', 'Petrol', 'Manual', 1_232_000], ['SX (O) Diesel AT', 'Diesel', 'Automatic', 2_015_000]] },
  { id: 203, brandId: 2, name: 'Venue', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['E', 'Petrol', 'Manual', 794_000], ['S (O)', 'Petrol', 'Manual', 1_005_000], ['SX Turbo DCT', 'Petrol', 'Automatic', 1_344_000]] },
  { id: 301, brandId: 3, name: 'Nexon', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['Smart', 'Petrol', 'Manual', 800_000], ['Pure', 'Petrol', 'Manual', 968_000], ['Creative Plus AMT', 'Petrol', 'Automatic', 1_199_000], ['Fearless Plus Diesel', 'Diesel', 'Manual', 1_455_000]] },
  { id: 302, brandId: 3, name: 'Punch', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['Pure', 'Petrol', 'Manual', 613_000], ['Adventure', 'Petrol', 'Manual', 722_000], ['Accomplished AMT', 'Petrol', 'Automatic', 899_000]] },
  { id: 303, brandId: 3, name: 'Harrier', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['Smart', 'Diesel', 'Manual', 1_500_000], ['Adventure Plus', 'Diesel', 'Manual', 1_949_000], ['Fearless Plus AT', 'Diesel', 'Automatic', 2_545_000]] },
  { id: 401, brandId: 4, name: 'XUV700', bodyType: 'SUV', seatingCapacity: 7, variants: [
    ['MX', 'Petrol', 'Manual', 1_399_000], ['AX5', 'Diesel', 'Manual', 1_789_000], ['AX7 L Diesel AT', 'Diesel', 'Automatic', 2_499_000]] },
  { id: 402, brandId: 4, name: 'Scorpio-N', bodyType: 'SUV', seatingCapacity: 7, variants: [
    ['Z2', 'Petrol', 'Manual', 1_399_000], ['Z6 Diesel', 'Diesel', 'Manual', 1_699_000], ['Z8 L Diesel AT', 'Diesel', 'Automatic', 2_469_000]] },
  { id: 403, brandId: 4, name: 'Thar', bodyType: 'SUV', seatingCapacity: 4, variants: [
    ['AX (O)', 'Diesel', 'Manual', 1_149_000], ['LX Diesel', 'Diesel', 'Manual', 1_529_000], ['LX Diesel AT', 'Diesel', 'Automatic', 1_719_000]] },
  { id: 501, brandId: 5, name: 'Seltos', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['HTE', 'Petrol', 'Manual', 1_119_000], ['HTK Plus', 'Petrol', 'Manual', 1_459_000], ['GTX Plus Diesel AT', 'Diesel', 'Automatic', 2_027_000]] },
  { id: 502, brandId: 5, name: 'Sonet', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['HTE', 'Petrol', 'Manual', 800_000], ['HTK Plus', 'Petrol', 'Manual', 1_050_000], ['GTX Plus Turbo DCT', 'Petrol', 'Automatic', 1_477_000]] },
  { id: 503, brandId: 5, name: 'Carens', bodyType: 'MUV', seatingCapacity: 7, variants: [
    ['Premium', 'Petrol', 'Manual', 1_060_000], ['Prestige Plus', 'Petrol', 'Manual', 1_499_000], ['Luxury Plus Diesel AT', 'Diesel', 'Automatic', 1_967_000]] },
  { id: 601, brandId: 6, name: 'Innova Hycross', bodyType: 'MUV', seatingCapacity: 7, variants: [
    ['GX', 'Petrol', 'Automatic', 1_977_000], ['VX Hybrid', 'Hybrid', 'Automatic', 2_592_000], ['ZX (O) Hybrid', 'Hybrid', 'Automatic', 3_098_000]] },
  { id: 602, brandId: 6, name: 'Fortuner', bodyType: 'SUV', seatingCapacity: 7, variants: [
    ['4x2 MT Diesel', 'Diesel', 'Manual', 3_534_000], ['4x2 AT Diesel', 'Diesel', 'Automatic', 3_719_000], ['Legender 4x4 AT', 'Diesel', 'Automatic', 4_476_000]] },
  { id: 603, brandId: 6, name: 'Urban Cruiser Hyryder', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['E', 'Petrol', 'Manual', 1_114_000], ['G Hybrid', 'Hybrid', 'Automatic', 1_899_000], ['V Hybrid', 'Hybrid', 'Automatic', 1_977_000]] },
  { id: 701, brandId: 7, name: 'City', bodyType: 'Sedan', seatingCapacity: 5, variants: [
    ['SV', 'Petrol', 'Manual', 1_182_000], ['V', 'Petrol', 'Manual', 1_267_000], ['ZX CVT', 'Petrol', 'Automatic', 1_612_000]] },
  { id: 702, brandId: 7, name: 'Amaze', bodyType: 'Sedan', seatingCapacity: 5, variants: [
    ['V', 'Petrol', 'Manual', 800_000], ['VX', 'Petrol', 'Manual', 910_000], ['ZX CVT', 'Petrol', 'Automatic', 1_090_000]] },
  { id: 703, brandId: 7, name: 'Elevate', bodyType: 'SUV', seatingCapacity: 5, variants: [
    ['SV', 'Petrol', 'Manual', 1_191_000], ['V CVT', 'Petrol', 'Automatic', 1_371_000], ['ZX CVT', 'Petrol', 'Automatic', 1_651_000]] },
];

const bank = (name: string, slug: string) => ({ bankname: name, logo: `/images/banks/${slug}.svg` });

/** Bank rate rows per product code (§3 Bank rate row); interest and pf in percent. */
export const SEED_INTEREST_RATES: Readonly<Record<string, ReadonlyArray<{ bankname: string; logo: string; interest: number; pf: number }>>> = {
  // §9: indicative used-car rates, four banks, 1 % processing fee.
  usedcar: [
    { ...bank('HDFC Bank', 'hdfc-bank'), interest: 14, pf: 1 },
    { ...bank('ICICI Bank', 'icici-bank'), interest: 15, pf: 1 },
    { ...bank('Axis Bank', 'axis-bank'), interest: 15.5, pf: 1 },
    { ...bank('Kotak Mahindra Bank', 'kotak-mahindra-bank'), interest: 15.25, pf: 1 },
  ],
  newcar: [
    { ...bank('State Bank of India', 'sbi'), interest: 9.1, pf: 0.25 },
    { ...bank('Bank of Baroda', 'bank-of-baroda'), interest: 8.95, pf: 0.5 },
    { ...bank('HDFC Bank', 'hdfc-bank'), interest: 9.4, pf: 1 },
    { ...bank('ICICI Bank', 'icici-bank'), interest: 9.15, pf: 1 },
  ],
  personal: [
    { ...bank('HDFC Bank', 'hdfc-bank'), interest: 11, pf: 2.5 },
    { ...bank('ICICI Bank', 'icici-bank'), interest: 11.25, pf: 2 },
    { ...bank('Axis Bank', 'axis-bank'), interest: 11.5, pf: 2 },
    { ...bank('Bajaj Finserv', 'bajaj-finserv'), interest: 12, pf: 3.5 },
  ],
  instant: [
    { ...bank('IDFC FIRST Bank', 'idfc-first-bank'), interest: 12.5, pf: 3.5 },
    { ...bank('Tata Capital', 'tata-capital'), interest: 12.99, pf: 3 },
  ],
  refinance: [
    { ...bank('HDFC Bank', 'hdfc-bank'), interest: 13.5, pf: 1 },
    { ...bank('Kotak Mahindra Bank', 'kotak-mahindra-bank'), interest: 14.5, pf: 1.5 },
    { ...bank('Mahindra Finance', 'mahindra-finance'), interest: 15.5, pf: 2 },
  ],
  ev: [
    { ...bank('State Bank of India', 'sbi'), interest: 8.85, pf: 0.25 },
    { ...bank('Tata Capital', 'tata-capital'), interest: 10.5, pf: 1 },
  ],
  twowheeler: [
    { ...bank('HDFC Bank', 'hdfc-bank'), interest: 10.5, pf: 2.5 },
    { ...bank('Hero FinCorp', 'hero-fincorp'), interest: 11.5, pf: 2 },
    { ...bank('Bajaj Finance', 'bajaj-finance'), interest: 12, pf: 2.5 },
  ],
  business: [
    { ...bank('HDFC Bank', 'hdfc-bank'), interest: 14, pf: 2 },
    { ...bank('Lendingkart', 'lendingkart'), interest: 18, pf: 3 },
  ],
};

/** The loan products on offer (§1), with their §3 product ids where the spec gives one. */
export const SEED_LOAN_PRODUCTS = [
  { code: 'personal', productsId: 2, name: 'Personal Loan', minAmount: 10_000, maxAmount: 2_500_000, minRatePercent: 11, maxTenureMonths: 60 },
  { code: 'instant', productsId: 26, name: 'Instant Loan', minAmount: 10_000, maxAmount: 500_000, minRatePercent: 12.5, maxTenureMonths: 36 },
  { code: 'usedcar', productsId: 9, name: 'Used Car Loan', minAmount: 100_000, maxAmount: 2_500_000, minRatePercent: 14, maxTenureMonths: 84 },
  { code: 'newcar', productsId: 1, name: 'New Car Loan', minAmount: 100_000, maxAmount: 2_500_000, minRatePercent: 8.95, maxTenureMonths: 84 },
  { code: 'refinance', productsId: 3, name: 'Loan Against Car', minAmount: 100_000, maxAmount: 1_000_000, minRatePercent: 13.5, maxTenureMonths: 60 },
  { code: 'ev', productsId: 11, name: 'Green / EV Loan', minAmount: 50_000, maxAmount: 2_500_000, minRatePercent: 8.85, maxTenureMonths: 84 },
  { code: 'twowheeler', productsId: 7, name: 'Two-Wheeler Loan', minAmount: 10_000, maxAmount: 500_000, minRatePercent: 10.5, maxTenureMonths: 48 },
  { code: 'business', productsId: 12, name: 'Business Loan', minAmount: 50_000, maxAmount: 2_500_000, minRatePercent: 14, maxTenureMonths: 60 },
] as const;

/**
 * §3 Platform stats: the figures the site's pages are rendered with (content's defaults), so the
 * live figures the home page asks for after it paints start out the same and never jump.
 */
export const SEED_PLATFORM_STATS = {
  totalChannelPartner: DEFAULT_PLATFORM_STATS.total_channel_partner,
  totalAppliedAmount: DEFAULT_PLATFORM_STATS.total_applied_amount,
  totalCustomer: DEFAULT_PLATFORM_STATS.total_customer,
  totalLaunchCities: DEFAULT_PLATFORM_STATS.total_launch_cities,
} as const;
