/** The download link handed out after a stored guide request; the request id is the token. */
export function guideDownloadPath(requestId: string): string {
  return `/resources/guides/download?request=${encodeURIComponent(requestId)}`;
}
