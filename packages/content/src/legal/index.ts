export { GRIEVANCE_OFFICER, grievanceSection } from './grievance-officer.js';
export type { GrievanceOfficer } from './grievance-officer.js';
export { LEGAL_PAGES } from './pages/index.js';
export { legalPageWithPartners, NO_PARTNER_LENDERS_TEXT } from './partners.js';
export { LEGAL_LINK_ROUTES, LEGAL_PAGE_SLUGS, legalPageSchema, PARTNER_LENDERS_MARKER } from './schema.js';
export type { LegalPage, LegalPageSlug } from './schema.js';
