import type { ApiClient } from '@rinn/api-client';
import type { Language, SanctionLetterFetch } from '@rinn/rules';
import { downloadBlob } from '../calculators/download.ts';

/** A fetched document as `sanction/download` returns it (§3 Sanction document). */
export interface DownloadedFile {
  readonly _file: string;
  readonly fileName: string;
  readonly mimeType: string;
}

/** Fetches the sanction letter of an application by its download id (CARD-006 / API-008). */
export type SanctionLetterLoader = (documentId: string) => Promise<DownloadedFile>;

/**
 * The sanction letter call of the API client.
 *
 * @param client - the API client (the customer's session authorises the call)
 * @param language - the page's language: a Hindi page gets the letter in Hindi
 * @returns a loader for {@link useSanctionLetter} and the sanction page
 */
export function sanctionLetterLoader(client: Pick<ApiClient, 'sanctionDownload'>, language: Language): SanctionLetterLoader {
  return async (documentId) => (await client.sanctionDownload({ params: { id: documentId }, query: { lang: language } })).data;
}

/**
 * Fetches a sanction letter and reports it as CARD-010 wants it: succeeded with the file, or
 * failed — silently, whatever went wrong (§8 Sanction letter fetch failure).
 *
 * @param load - the loader
 * @param documentId - the application's download id
 * @returns where the fetch ended
 */
export async function fetchSanctionLetter(load: SanctionLetterLoader, documentId: string): Promise<SanctionLetterFetch> {
  try {
    const file = await load(documentId);
    return { state: 'succeeded', fileName: file.fileName, file: file._file };
  } catch {
    return { state: 'failed' };
  }
}

/**
 * The bytes of a base64 text (`_file`).
 *
 * @param base64 - standard base64
 * @returns the decoded bytes
 * @example
 * base64Bytes('JVBERg=='); // Uint8Array [0x25, 0x50, 0x44, 0x46] ('%PDF')
 */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Saves a fetched sanction letter as a real PDF file named by its `fileName` (§7 sanction/download:
 * "then a browser download starts").
 *
 * @param letter - a succeeded fetch
 */
export function saveSanctionLetter(letter: Extract<SanctionLetterFetch, { state: 'succeeded' }>): void {
  downloadBlob(letter.fileName, new Blob([base64Bytes(letter.file)], { type: 'application/pdf' }));
}

/**
 * The link to the sanction letter page of an application.
 *
 * @param documentId - the application's download id
 * @returns `/sanction-letter?id={base64 id}`
 * @example
 * sanctionLetterPath('RNUC2026000184'); // '/sanction-letter?id=Uk5VQzIwMjYwMDAxODQ%3D'
 */
export function sanctionLetterPath(documentId: string): string {
  return `/sanction-letter?${new URLSearchParams({ id: btoa(documentId) }).toString()}`;
}
