// Interface labels the machines hand to every UI. The spec's validation and error messages live in
// @rinn/validation and @rinn/rules; these two labels have no home there yet (see the package README).

/** Label of the first FAQ tab, which shows every item (§4 Widgets). */
export const FAQ_ALL_TAB = 'All';

/** Title of the city-list modal (§2 Screens and sections). */
export const CITY_MODAL_TITLE = 'Locations';
