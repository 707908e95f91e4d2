/** The download link handed out after a stored guide request; the request id is the token. */
export const GUIDE_DOWNLOAD_PATH = "/resources/guides/download";

export function guideDownloadPath(requestId: string): string {
  return `${GUIDE_DOWNLOAD_PATH}?request=${encodeURIComponent(requestId)}`;
}

/** What the guide form's action answers on success. */
export type GuideRequestResult = { guideId: string; downloadUrl: string };
