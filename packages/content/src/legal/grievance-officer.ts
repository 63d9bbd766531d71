/** The grievance redressal officer a borrower can write to (RBI's digital-lending directions). */
export interface GrievanceOfficer {
  readonly name: string;
  readonly designation: string;
  readonly email: string;
  readonly phone: string;
  readonly hours: string;
  readonly address: string;
  /** Days within which Rinn resolves a complaint. */
  readonly responseWithinDays: number;
}

/**
 * Rinn's grievance redressal officer.
 *
 * The name, phone and street address are placeholders until the company appoints the officer;
 * the email and the 30-day commitment are final.
 */
export const GRIEVANCE_OFFICER: GrievanceOfficer = {
  name: 'Aarti Malhotra',
  designation: 'Grievance Redressal Officer and Nodal Officer, Rinn',
  email: 'grievance@rinn.in',
  phone: '+91 124 400 0000',
  hours: 'Monday to Friday, 10 am to 6 pm, except public holidays',
  address: 'Rinn Technologies Private Limited, 4th Floor, Tower B, Sector 44, Gurugram, Haryana 122003',
  responseWithinDays: 30,
};

/**
 * The grievance-redressal block every legal page ends with, in blog markup.
 *
 * @rule LEGAL-001 Every legal page ends with the grievance-redressal block: the officer's name,
 *   designation, email grievance@rinn.in, phone and Gurugram address, a promise to resolve
 *   complaints within 30 days, and the route to the lender and the RBI Integrated Ombudsman.
 * @spec §2 Legal pages; §12 Grievance redressal (as RBI's digital-lending directions require).
 * @param officer - The officer to show; defaults to GRIEVANCE_OFFICER.
 * @returns The block, starting with a `## Grievance redressal` heading.
 * @example grievanceSection().startsWith('## Grievance redressal') // true
 */
export function grievanceSection(officer: GrievanceOfficer = GRIEVANCE_OFFICER): string {
  return [
    '## Grievance redressal',
    '',
    'If you have a complaint about Rinn, about how we handled your data, or about a loan you applied for through Rinn, write to or call our grievance redressal officer:',
    '',
    `- **Name:** ${officer.name}`,
    `- **Designation:** ${officer.designation}`,
    `- **Email:** ${officer.email}`,
    `- **Phone:** ${officer.phone} (${officer.hours})`,
    `- **Address:** ${officer.address}`,
    '',
    `We acknowledge every complaint and aim to resolve it **within ${officer.responseWithinDays} days**. If your complaint is about a loan, we will also take it up with the lender concerned, and you may complain directly to the lender's own grievance redressal officer, whose details are in your Key Fact Statement and loan agreement. If the lender does not reply within 30 days, or you are not satisfied with its reply, you may complain under the Reserve Bank - Integrated Ombudsman Scheme, 2021, on the RBI's Complaint Management System (cms.rbi.org.in).`,
  ].join('\n');
}
