import { messages } from '@atrium/domain/contract/errors';
import type { z } from 'zod';
import { ApiError, networkErrorMessage, toApiError } from './http.ts';
import { getSession, markSessionExpired } from './session.ts';
import { recordSessionActivity } from './session-activity.ts';

// Files over the API: a download needs the bearer token (so a plain link cannot fetch it), and an upload needs
// its progress (which fetch cannot report). Errors are the same ApiError as every other call.

const baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

function authHeaders(): Record<string, string> {
  const token = getSession().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function noteAnswer(status: number, hadToken: boolean, startedAt: number): void {
  if (!hadToken) return;
  if (status === 401) markSessionExpired();
  else if (status < 500) recordSessionActivity(startedAt);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

// The name the server gave (RFC 5987 filename* first, then the plain one), or the fallback.
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

export type DownloadedFile = { blob: Blob; fileName: string };

export async function downloadFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const headers = authHeaders();
  const startedAt = Date.now();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, { headers: { ...headers, Accept: '*/*' } });
  } catch {
    throw new ApiError(0, networkErrorMessage, {}, false);
  }
  noteAnswer(response.status, Boolean(headers.Authorization), startedAt);
  if (!response.ok) throw toApiError(response.status, parseJson(await response.text()));
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  return { blob: await response.blob(), fileName };
}

// Hands a downloaded file to the browser as a download (the page stays where it is).
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the file over by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type UploadOptions<T> = {
  body: FormData;
  schema: z.ZodType<T>;
  // 0..1 as the bytes leave the browser.
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export function uploadFile<T>(
  path: string,
  { body, schema, onProgress, signal }: UploadOptions<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = authHeaders();
    const startedAt = Date.now();
    xhr.open('POST', `${baseUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, networkErrorMessage, {}, false));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      noteAnswer(xhr.status, Boolean(headers.Authorization), startedAt);
      const json = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, json));
        return;
      }
      const parsed = schema.safeParse(json);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, messages.serverError, {}, false));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

// A file sent as the request's whole body, in its own type (POST /api/verify takes the PDF itself), answered as JSON
// checked against its schema. No session is needed or sent: the page is public.
export async function postFileBody<T>(path: string, file: Blob, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiError(0, networkErrorMessage, {}, false);
  }
  const json = parseJson(await response.text());
  if (!response.ok) throw toApiError(response.status, json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, messages.serverError, {}, false);
  return parsed.data;
}
