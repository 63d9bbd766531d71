/**
 * Starts a browser download of a text file.
 *
 * @param fileName - the name the file is saved under
 * @param text - its content
 * @param type - its MIME type
 */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/**
 * Starts a browser download of a file held in memory.
 *
 * @param fileName - the name the file is saved under
 * @param blob - its content and MIME type
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download by now; the URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
