/** A customer's name as the profile and the session keep it (§3 Logged-in user info). */
export interface CustomerName {
  readonly firstName: string | null;
  readonly lastName: string | null;
}

/**
 * The profile name of a full name typed in one field.
 *
 * @rule NAME-001 A full name is split at its first space: the first word is the first name, the
 *   rest (spaces collapsed) the last name, or none for a single word; an empty name has neither.
 *   Joining the two with a space gives the name back, with its spaces collapsed.
 * @spec §2 Dashboard (welcome greeting with the first and last name); §3 Logged-in user info
 * @param fullName - the name as typed (letters and spaces, §5 Name)
 * @returns the first and last name
 * @example
 * ```ts
 * nameParts('  Priya  Rani Verma '); // { firstName: 'Priya', lastName: 'Rani Verma' }
 * ```
 */
export function nameParts(fullName: string): CustomerName {
  const words = fullName.trim().split(/\s+/).filter((word) => word !== '');
  const [first, ...rest] = words;
  return { firstName: first ?? null, lastName: rest.length > 0 ? rest.join(' ') : null };
}
