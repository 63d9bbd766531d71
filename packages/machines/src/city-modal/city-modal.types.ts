/** Events of the city-list modal. */
export type CityModalEvent = { type: 'OPEN' } | { type: 'CLOSE' };
