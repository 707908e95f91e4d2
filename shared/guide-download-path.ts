/** Where a stored guide request's document is served; the request id is the token. */
export const GUIDE_DOWNLOAD_PATH = "/resources/guides/download";

/** The download link handed out after a stored guide request. */
export function guideDownloadPath(requestId: string): string {
  return `${GUIDE_DOWNLOAD_PATH}?request=${encodeURIComponent(requestId)}`;
}
