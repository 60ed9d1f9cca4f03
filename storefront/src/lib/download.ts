import { getToken } from './session/auth-storage';

/** "INV/2026-27/000001" → "INV-2026-27-000001.pdf": a document number as a file name. */
export const documentFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/**
 * Downloads a file the API serves only to the signed-in user. The token lives in local storage,
 * not in a cookie, so a plain link would arrive without it: the file is fetched with the bearer
 * token and handed to the browser as a blob under `filename`. Throws the server's message.
 */
export async function downloadWithToken(url: string, filename: string): Promise<void> {
  const token = getToken();
  const res = await fetch(new URL(url, window.location.href), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The download failed (${res.status}); please try again.`);
  }
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the blob's address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
