import { getToken } from '../../../lib/session/auth-storage';

/** What the gateway answers for an uploaded photo (POST /api/admin/photos). */
export interface UploadedPhoto {
  url: string;
  width: number;
  height: number;
}

/**
 * Sends one photo as the request body (decision 040: a REST upload, so the browser reports its
 * progress); `onProgress` gets 0–1. Rejects with the gateway's message (a limit, not a photo).
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/photos');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { message?: string } & Partial<UploadedPhoto> = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: the status says enough
      }
      if (xhr.status === 201 && body.url) resolve(body as UploadedPhoto);
      else reject(new Error(body.message ?? `The upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('The upload failed: no connection to the shop'));
    xhr.send(file);
  });
}
