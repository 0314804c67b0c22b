/**
 * Saves a file the API answered (`api.GET(path, { parseAs: 'blob' })`) under the name the server
 * suggests in its Content-Disposition, else `fallbackName`: the member's data, the site's settings.
 */
export function saveDownload(
  { data: blob, response }: { data?: Blob; response: Response },
  fallbackName: string,
): void {
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(new Blob(blob ? [blob] : [], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
