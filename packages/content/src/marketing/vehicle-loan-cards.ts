import type { VehicleLoanCard } from '../schemas.js';

/** Vehicle loan cards (§3) linking to the vehicle loan pages. */
export const VEHICLE_LOAN_CARDS: readonly VehicleLoanCard[] = [
  {
    title: 'New car loan',
    description: 'Finance your new car for 1 to 7 years.',
    applyUrl: '/new-car-loan',
    imageUrl: '/images/vehicle-loans/new-car.webp',
    imgAlt: 'A new hatchback at a dealership',
    iconUrl: '/images/icons/new-car.svg',
  },
  {
    title: 'Used car loan',
    description: 'Indicative rates from 14% a year with a 1% processing fee.',
    applyUrl: '/used-car-loan',
    imageUrl: '/images/vehicle-loans/used-car.webp',
    imgAlt: 'A pre-owned sedan being inspected',
    iconUrl: '/images/icons/used-car.svg',
  },
  {
    title: 'Loan against car',
    description: 'Paid 12 EMIs? Get cash in hand of up to ₹10,00,000.',
    applyUrl: '/refinance',
    imageUrl: '/images/vehicle-loans/refinance.webp',
    imgAlt: 'Car keys handed over with cash',
    iconUrl: '/images/icons/refinance.svg',
  },
  {
    title: 'Two-wheeler loan',
    description: 'Petrol or electric, with rates from 10.5% a year.',
    applyUrl: '/two-wheeler-loan',
    imageUrl: '/images/vehicle-loans/two-wheeler.webp',
    imgAlt: 'A scooter parked on a city street',
    iconUrl: '/images/icons/two-wheeler.svg',
  },
  {
    title: 'EV loan',
    description: 'Green loans for electric cars and two-wheelers, from age 18.',
    applyUrl: '/ev-loan',
    imageUrl: '/images/vehicle-loans/ev.webp',
    imgAlt: 'An electric car at a charging point',
    iconUrl: '/images/icons/ev.svg',
  },
  {
    title: 'Commercial vehicle loan',
    description: 'Trucks, pick-ups, vans and three-wheelers for your business.',
    applyUrl: '/commercial-vehicle-loan',
    imageUrl: '/images/vehicle-loans/commercial-vehicle.webp',
    imgAlt: 'A light commercial truck',
    iconUrl: '/images/icons/commercial-vehicle.svg',
  },
];
